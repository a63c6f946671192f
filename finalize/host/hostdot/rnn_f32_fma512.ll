%struct.rowstate = type { ptr, ptr, ptr, ptr, i64 }

; Function Attrs: nounwind memory(readwrite, target_mem0: none, target_mem1: none)
define hidden void @mgxport_rnn_f32_fma512(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12) local_unnamed_addr {
  %14 = inttoptr i64 %0 to ptr
  %15 = inttoptr i64 %1 to ptr
  %16 = inttoptr i64 %2 to ptr
  %17 = inttoptr i64 %3 to ptr
  %18 = inttoptr i64 %4 to ptr
  %19 = inttoptr i64 %5 to ptr
  %20 = inttoptr i64 %6 to ptr
  %21 = inttoptr i64 %7 to ptr
  %22 = inttoptr i64 %8 to ptr
  %23 = inttoptr i64 %9 to ptr
  %24 = inttoptr i64 %10 to ptr
  %25 = inttoptr i64 %11 to ptr
  %26 = load i64, ptr %25, align 8
  %27 = getelementptr inbounds nuw i8, ptr %25, i64 8
  %28 = load i64, ptr %27, align 8
  %29 = getelementptr inbounds nuw i8, ptr %25, i64 16
  %30 = load i64, ptr %29, align 8
  %31 = getelementptr inbounds nuw i8, ptr %25, i64 24
  %32 = load i64, ptr %31, align 8
  %33 = getelementptr inbounds nuw i8, ptr %25, i64 32
  %34 = load i64, ptr %33, align 8
  %35 = getelementptr inbounds nuw i8, ptr %25, i64 40
  %36 = load i64, ptr %35, align 8
  %37 = icmp eq i64 %26, 2
  %38 = icmp eq i64 %26, 1
  %39 = select i1 %38, i64 3, i64 1
  %40 = select i1 %37, i64 4, i64 %39
  %41 = mul nsw i64 %40, %32
  %42 = getelementptr inbounds nuw i8, ptr %25, i64 80
  %43 = load i64, ptr %42, align 8
  %44 = add i64 %30, -1
  %45 = add i64 %44, %43
  %46 = sdiv i64 %45, %43
  %47 = sdiv i64 %12, %46
  %48 = srem i64 %12, %46
  %49 = mul i64 %48, %43
  %50 = add i64 %49, %43
  %51 = tail call i64 @llvm.smin.i64(i64 %50, i64 %30)
  %52 = sub i64 %51, %49
  %53 = getelementptr inbounds nuw i8, ptr %25, i64 72
  %54 = load i64, ptr %53, align 8
  %55 = trunc i64 %54 to i32
  %56 = bitcast i32 %55 to float
  %57 = icmp eq i64 %34, 2
  br i1 %57, label %58, label %60

58:                                               ; preds = %13
  %59 = icmp eq i64 %47, 1
  br label %64

60:                                               ; preds = %13
  %61 = getelementptr inbounds nuw i8, ptr %25, i64 48
  %62 = load i64, ptr %61, align 8
  %63 = icmp ne i64 %62, 0
  br label %64

64:                                               ; preds = %60, %58
  %65 = phi i1 [ %59, %58 ], [ %63, %60 ]
  %66 = getelementptr inbounds nuw i8, ptr %25, i64 56
  %67 = load i64, ptr %66, align 8
  %68 = getelementptr inbounds nuw i8, ptr %25, i64 64
  %69 = load i64, ptr %68, align 8
  %70 = getelementptr inbounds nuw i8, ptr %25, i64 88
  %71 = load i64, ptr %70, align 8
  %72 = getelementptr inbounds nuw i8, ptr %25, i64 96
  %73 = load i64, ptr %72, align 8
  %74 = getelementptr inbounds nuw i8, ptr %25, i64 104
  %75 = mul nsw i64 %47, 3
  %76 = mul nsw i64 %47, 72
  %77 = getelementptr inbounds i8, ptr %74, i64 %76
  %78 = load i64, ptr %77, align 8
  %79 = getelementptr inbounds nuw i8, ptr %77, i64 8
  %80 = load <2 x i64>, ptr %79, align 8
  %81 = trunc <2 x i64> %80 to <2 x i32>
  %82 = bitcast <2 x i32> %81 to <2 x float>
  %83 = add i64 %75, 1
  %84 = mul nsw i64 %83, 24
  %85 = getelementptr inbounds i8, ptr %74, i64 %84
  %86 = load i64, ptr %85, align 8
  %87 = getelementptr inbounds nuw i8, ptr %85, i64 8
  %88 = load <2 x i64>, ptr %87, align 8
  %89 = trunc <2 x i64> %88 to <2 x i32>
  %90 = bitcast <2 x i32> %89 to <2 x float>
  %91 = add i64 %75, 2
  %92 = mul nsw i64 %91, 24
  %93 = getelementptr inbounds i8, ptr %74, i64 %92
  %94 = load i64, ptr %93, align 8
  %95 = getelementptr inbounds nuw i8, ptr %93, i64 8
  %96 = load <2 x i64>, ptr %95, align 8
  %97 = trunc <2 x i64> %96 to <2 x i32>
  %98 = bitcast <2 x i32> %97 to <2 x float>
  %99 = icmp eq i64 %67, 0
  %100 = icmp eq i64 %69, 0
  %101 = icmp ne i64 %71, 0
  %102 = icmp eq i64 %73, 0
  %103 = select i1 %102, ptr null, ptr %20
  %104 = add nsw i64 %32, 15
  %105 = sdiv i64 %104, 16
  %106 = shl nsw i64 %105, 4
  %107 = mul nsw i64 %106, %40
  %108 = mul nsw i64 %107, %32
  %109 = shl nsw i64 %107, 1
  %110 = mul nsw i64 %105, 48
  %111 = add nsw i64 %109, %110
  %112 = add nsw i64 %107, %110
  %113 = add nsw i64 %111, %108
  %114 = mul nsw i64 %52, %112
  %115 = add nsw i64 %113, %114
  %116 = shl i64 %115, 2
  %117 = tail call ptr @malloc(i64 noundef %116)
  %118 = ptrtoint ptr %117 to i64
  %119 = icmp eq ptr %117, null
  br i1 %119, label %120, label %121

120:                                              ; preds = %64
  tail call void @llvm.trap()
  unreachable

121:                                              ; preds = %64
  %122 = getelementptr float, ptr %117, i64 %108
  %123 = getelementptr float, ptr %122, i64 %107
  %124 = getelementptr float, ptr %123, i64 %107
  %125 = icmp sgt i64 %32, 0
  br i1 %125, label %126, label %184

126:                                              ; preds = %121
  %127 = mul nsw i64 %47, %41
  %128 = shl i64 %32, 2
  %129 = mul nuw nsw i64 %40, %105
  %130 = shl i64 %129, 6
  %131 = shl i64 %105, 6
  %132 = sub i64 %131, %128
  %133 = getelementptr i8, ptr %117, i64 %128
  %134 = icmp slt i64 %32, %106
  %135 = mul nuw nsw i64 %40, %105
  %136 = shl i64 %135, 6
  %137 = add nuw nsw i64 %40, 288230376151711743
  %138 = mul i64 %105, %137
  %139 = shl i64 %138, 6
  %140 = mul i64 %32, %32
  %141 = mul i64 %40, %140
  %142 = mul i64 %141, %47
  %143 = mul i64 %32, %32
  %144 = shl i64 %143, 2
  %145 = mul i64 %40, %47
  %146 = shl i64 %145, 2
  %147 = add i64 %146, 4
  %148 = mul i64 %32, %147
  %149 = add i64 %148, -4
  %150 = mul i64 %32, %149
  %151 = getelementptr i8, ptr %117, i64 %139
  %152 = getelementptr i8, ptr %151, i64 %128
  %153 = icmp ult i64 %32, 8
  %154 = getelementptr i8, ptr %15, i64 %150
  %155 = icmp slt i64 %131, 0
  %156 = icmp ult i64 %32, 16
  %157 = and i64 %32, 8
  %158 = and i64 %32, 9223372036854775792
  %159 = insertelement <16 x i64> poison, i64 %32, i64 0
  %160 = shufflevector <16 x i64> %159, <16 x i64> poison, <16 x i32> zeroinitializer
  %161 = icmp eq i64 %32, %158
  %162 = icmp eq i64 %157, 0
  %163 = and i64 %32, 9223372036854775800
  %164 = insertelement <8 x i64> poison, i64 %32, i64 0
  %165 = shufflevector <8 x i64> %164, <8 x i64> poison, <8 x i32> zeroinitializer
  %166 = icmp eq i64 %32, %163
  %167 = and i64 %32, 3
  %168 = icmp eq i64 %167, 0
  br label %169

169:                                              ; preds = %126, %226
  %170 = phi i64 [ 0, %126 ], [ %227, %226 ]
  %171 = mul i64 %136, %170
  %172 = getelementptr i8, ptr %117, i64 %171
  %173 = getelementptr i8, ptr %152, i64 %171
  %174 = shl i64 %170, 2
  %175 = add i64 %142, %170
  %176 = shl i64 %175, 2
  %177 = mul i64 %130, %170
  %178 = mul nuw nsw i64 %170, %107
  %179 = getelementptr inbounds nuw float, ptr %117, i64 %178
  %180 = getelementptr float, ptr %15, i64 %170
  %181 = getelementptr i8, ptr %133, i64 %177
  %182 = getelementptr i8, ptr %15, i64 %176
  %183 = getelementptr i8, ptr %154, i64 %174
  br label %229

184:                                              ; preds = %226, %121
  %185 = shl i64 %47, 1
  %186 = icmp ne i64 %2, 0
  %187 = and i1 %186, %101
  %188 = mul i64 %185, %41
  %189 = getelementptr float, ptr %16, i64 %188
  %190 = or disjoint i64 %185, 1
  %191 = mul i64 %190, %41
  %192 = getelementptr float, ptr %16, i64 %191
  %193 = tail call i64 @llvm.smax.i64(i64 %106, i64 1)
  %194 = mul i64 %40, %32
  %195 = mul i64 %194, %105
  %196 = shl i64 %195, 6
  %197 = shl i64 %105, 6
  %198 = shl i64 %193, 2
  %199 = mul nsw i64 %40, %105
  %200 = shl i64 %32, 6
  %201 = add i64 %200, 64
  %202 = mul i64 %199, %201
  %203 = mul i64 %40, %32
  %204 = mul i64 %203, %47
  %205 = shl i64 %204, 3
  %206 = shl i64 %32, 2
  %207 = or disjoint i64 %185, 1
  %208 = mul i64 %203, %207
  %209 = shl i64 %208, 2
  %210 = getelementptr i8, ptr %16, i64 %209
  %211 = getelementptr i8, ptr %210, i64 %198
  %212 = getelementptr i8, ptr %16, i64 %209
  %213 = getelementptr i8, ptr %16, i64 %205
  %214 = getelementptr i8, ptr %213, i64 %198
  %215 = getelementptr i8, ptr %16, i64 %205
  %216 = getelementptr i8, ptr %117, i64 %202
  %217 = getelementptr i8, ptr %216, i64 %198
  %218 = getelementptr i8, ptr %117, i64 %202
  %219 = getelementptr i8, ptr %117, i64 %196
  %220 = getelementptr i8, ptr %219, i64 %198
  %221 = getelementptr i8, ptr %117, i64 %196
  %222 = and i64 %193, 9223372036854775792
  %223 = insertelement <16 x i64> poison, i64 %32, i64 0
  %224 = shufflevector <16 x i64> %223, <16 x i64> poison, <16 x i32> zeroinitializer
  %225 = icmp eq i64 %193, %222
  br label %325

226:                                              ; preds = %322
  %227 = add nuw nsw i64 %170, 1
  %228 = icmp eq i64 %227, %32
  br i1 %228, label %184, label %169

229:                                              ; preds = %322, %169
  %230 = phi i64 [ 0, %169 ], [ %323, %322 ]
  %231 = mul i64 %131, %230
  %232 = getelementptr i8, ptr %181, i64 %231
  %233 = mul nuw nsw i64 %230, %106
  %234 = getelementptr inbounds nuw float, ptr %179, i64 %233
  %235 = mul nuw nsw i64 %230, %32
  %236 = add nsw i64 %235, %127
  %237 = mul nsw i64 %236, %32
  %238 = getelementptr float, ptr %180, i64 %237
  br i1 %153, label %281, label %239

239:                                              ; preds = %229
  %240 = mul i64 %144, %230
  %241 = getelementptr i8, ptr %182, i64 %240
  %242 = getelementptr i8, ptr %183, i64 %240
  %243 = icmp ugt ptr %241, %242
  %244 = select i1 %243, ptr %241, ptr %242
  %245 = getelementptr i8, ptr %244, i64 4
  %246 = icmp ult ptr %241, %242
  %247 = select i1 %246, ptr %241, ptr %242
  %248 = icmp ult ptr %172, %245
  %249 = icmp ult ptr %247, %173
  %250 = and i1 %248, %249
  %251 = or i1 %250, %155
  br i1 %251, label %281, label %252

252:                                              ; preds = %239
  br i1 %156, label %265, label %253

253:                                              ; preds = %252, %253
  %254 = phi i64 [ %260, %253 ], [ 0, %252 ]
  %255 = phi <16 x i64> [ %261, %253 ], [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %252 ]
  %256 = mul nuw nsw <16 x i64> %255, %160
  %257 = getelementptr inbounds nuw float, ptr %238, <16 x i64> %256
  %258 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %257, <16 x i1> splat (i1 true), <16 x float> poison)
  %259 = getelementptr inbounds nuw float, ptr %234, i64 %254
  store <16 x float> %258, ptr %259, align 4
  %260 = add nuw i64 %254, 16
  %261 = add nuw nsw <16 x i64> %255, splat (i64 16)
  %262 = icmp eq i64 %260, %158
  br i1 %262, label %263, label %253

263:                                              ; preds = %253
  br i1 %161, label %297, label %264

264:                                              ; preds = %263
  br i1 %162, label %281, label %265

265:                                              ; preds = %252, %264
  %266 = phi i64 [ %158, %264 ], [ 0, %252 ]
  %267 = insertelement <8 x i64> poison, i64 %266, i64 0
  %268 = shufflevector <8 x i64> %267, <8 x i64> poison, <8 x i32> zeroinitializer
  %269 = or disjoint <8 x i64> %268, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %270

270:                                              ; preds = %270, %265
  %271 = phi i64 [ %266, %265 ], [ %277, %270 ]
  %272 = phi <8 x i64> [ %269, %265 ], [ %278, %270 ]
  %273 = mul nuw nsw <8 x i64> %272, %165
  %274 = getelementptr inbounds nuw float, ptr %238, <8 x i64> %273
  %275 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> align 4 %274, <8 x i1> splat (i1 true), <8 x float> poison)
  %276 = getelementptr inbounds nuw float, ptr %234, i64 %271
  store <8 x float> %275, ptr %276, align 4
  %277 = add nuw i64 %271, 8
  %278 = add nuw nsw <8 x i64> %272, splat (i64 8)
  %279 = icmp eq i64 %277, %163
  br i1 %279, label %280, label %270

280:                                              ; preds = %270
  br i1 %166, label %297, label %281

281:                                              ; preds = %239, %229, %264, %280
  %282 = phi i64 [ 0, %229 ], [ 0, %239 ], [ %158, %264 ], [ %163, %280 ]
  br i1 %168, label %293, label %283

283:                                              ; preds = %281, %283
  %284 = phi i64 [ %290, %283 ], [ %282, %281 ]
  %285 = phi i64 [ %291, %283 ], [ 0, %281 ]
  %286 = mul nuw nsw i64 %284, %32
  %287 = getelementptr inbounds nuw float, ptr %238, i64 %286
  %288 = load float, ptr %287, align 4
  %289 = getelementptr inbounds nuw float, ptr %234, i64 %284
  store float %288, ptr %289, align 4
  %290 = add nuw nsw i64 %284, 1
  %291 = add i64 %285, 1
  %292 = icmp eq i64 %291, %167
  br i1 %292, label %293, label %283

293:                                              ; preds = %283, %281
  %294 = phi i64 [ %282, %281 ], [ %290, %283 ]
  %295 = sub nsw i64 %282, %32
  %296 = icmp ugt i64 %295, -4
  br i1 %296, label %297, label %299

297:                                              ; preds = %293, %299, %280, %263
  br i1 %134, label %298, label %322

298:                                              ; preds = %297
  tail call void @llvm.memset.p0.i64(ptr align 4 %232, i8 0, i64 %132, i1 false)
  br label %322

299:                                              ; preds = %293, %299
  %300 = phi i64 [ %320, %299 ], [ %294, %293 ]
  %301 = mul nuw nsw i64 %300, %32
  %302 = getelementptr inbounds nuw float, ptr %238, i64 %301
  %303 = load float, ptr %302, align 4
  %304 = getelementptr inbounds nuw float, ptr %234, i64 %300
  store float %303, ptr %304, align 4
  %305 = add nuw nsw i64 %300, 1
  %306 = mul nuw nsw i64 %305, %32
  %307 = getelementptr inbounds nuw float, ptr %238, i64 %306
  %308 = load float, ptr %307, align 4
  %309 = getelementptr inbounds nuw float, ptr %234, i64 %305
  store float %308, ptr %309, align 4
  %310 = add nuw nsw i64 %300, 2
  %311 = mul nuw nsw i64 %310, %32
  %312 = getelementptr inbounds nuw float, ptr %238, i64 %311
  %313 = load float, ptr %312, align 4
  %314 = getelementptr inbounds nuw float, ptr %234, i64 %310
  store float %313, ptr %314, align 4
  %315 = add nuw nsw i64 %300, 3
  %316 = mul nuw nsw i64 %315, %32
  %317 = getelementptr inbounds nuw float, ptr %238, i64 %316
  %318 = load float, ptr %317, align 4
  %319 = getelementptr inbounds nuw float, ptr %234, i64 %315
  store float %318, ptr %319, align 4
  %320 = add nuw nsw i64 %300, 4
  %321 = icmp eq i64 %320, %32
  br i1 %321, label %297, label %299

322:                                              ; preds = %298, %297
  %323 = add nuw nsw i64 %230, 1
  %324 = icmp eq i64 %323, %40
  br i1 %324, label %226, label %229

325:                                              ; preds = %400, %184
  %326 = phi i64 [ %402, %400 ], [ 0, %184 ]
  %327 = phi i64 [ %401, %400 ], [ 0, %184 ]
  br i1 %125, label %328, label %403

328:                                              ; preds = %325
  %329 = mul i64 %206, %326
  %330 = getelementptr i8, ptr %211, i64 %329
  %331 = getelementptr i8, ptr %212, i64 %329
  %332 = getelementptr i8, ptr %214, i64 %329
  %333 = getelementptr i8, ptr %215, i64 %329
  %334 = mul i64 %197, %326
  %335 = getelementptr i8, ptr %217, i64 %334
  %336 = getelementptr i8, ptr %218, i64 %334
  %337 = getelementptr i8, ptr %220, i64 %334
  %338 = getelementptr i8, ptr %221, i64 %334
  %339 = mul nuw nsw i64 %327, %106
  %340 = mul nuw nsw i64 %327, %32
  %341 = getelementptr float, ptr %189, i64 %340
  %342 = getelementptr float, ptr %192, i64 %340
  %343 = icmp ult ptr %338, %337
  %344 = icmp ult ptr %338, %335
  %345 = icmp ult ptr %336, %337
  %346 = and i1 %344, %345
  %347 = or i1 %343, %346
  %348 = icmp ult ptr %338, %332
  %349 = icmp ult ptr %333, %337
  %350 = and i1 %348, %349
  %351 = or i1 %347, %350
  %352 = icmp ult ptr %338, %330
  %353 = icmp ult ptr %331, %337
  %354 = and i1 %352, %353
  %355 = or i1 %351, %354
  %356 = icmp ult ptr %336, %332
  %357 = icmp ult ptr %333, %335
  %358 = and i1 %356, %357
  %359 = or i1 %355, %358
  %360 = icmp ult ptr %336, %330
  %361 = icmp ult ptr %331, %335
  %362 = and i1 %360, %361
  %363 = or i1 %359, %362
  br i1 %363, label %364, label %366

364:                                              ; preds = %382, %328
  %365 = phi i64 [ %222, %382 ], [ 0, %328 ]
  br label %406

366:                                              ; preds = %328, %366
  %367 = phi i64 [ %379, %366 ], [ 0, %328 ]
  %368 = phi <16 x i64> [ %380, %366 ], [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %328 ]
  %369 = icmp slt <16 x i64> %368, %224
  %370 = select i1 %187, <16 x i1> %369, <16 x i1> zeroinitializer
  %371 = xor <16 x i1> %370, splat (i1 true)
  %372 = add i64 %367, %339
  %373 = getelementptr float, ptr %122, i64 %372
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> zeroinitializer, ptr align 4 %373, <16 x i1> %371)
  %374 = getelementptr float, ptr %341, i64 %367
  %375 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %374, <16 x i1> %370, <16 x float> poison)
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %375, ptr align 4 %373, <16 x i1> %370)
  %376 = getelementptr float, ptr %342, i64 %367
  %377 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %376, <16 x i1> %370, <16 x float> zeroinitializer)
  %378 = getelementptr inbounds float, ptr %123, i64 %372
  store <16 x float> %377, ptr %378, align 4
  %379 = add nuw i64 %367, 16
  %380 = add nuw nsw <16 x i64> %368, splat (i64 16)
  %381 = icmp eq i64 %379, %222
  br i1 %381, label %382, label %366

382:                                              ; preds = %366
  br i1 %225, label %397, label %364

383:                                              ; preds = %397
  %384 = icmp ne ptr %103, null
  %385 = mul i64 %75, %32
  %386 = getelementptr float, ptr %20, i64 %385
  %387 = mul nuw nsw i64 %40, %105
  %388 = shl i64 %32, 6
  %389 = add i64 %388, 128
  %390 = mul i64 %387, %389
  %391 = add i64 %390, %118
  %392 = mul i64 %32, %47
  %393 = mul i64 %392, -12
  %394 = add i64 %393, %391
  %395 = sub i64 %394, %6
  %396 = icmp ult i64 %395, 256
  br i1 %396, label %487, label %426

397:                                              ; preds = %420, %382
  %398 = add nuw nsw i64 %327, 1
  %399 = icmp eq i64 %398, %40
  br i1 %399, label %383, label %400

400:                                              ; preds = %397, %403
  %401 = phi i64 [ %398, %397 ], [ %404, %403 ]
  %402 = add i64 %326, 1
  br label %325

403:                                              ; preds = %325
  %404 = add nuw nsw i64 %327, 1
  %405 = icmp eq i64 %404, %40
  br i1 %405, label %775, label %400

406:                                              ; preds = %364, %420
  %407 = phi i64 [ %424, %420 ], [ %365, %364 ]
  %408 = icmp slt i64 %407, %32
  %409 = select i1 %187, i1 %408, i1 false
  br i1 %409, label %413, label %410

410:                                              ; preds = %406
  %411 = add nuw nsw i64 %407, %339
  %412 = getelementptr inbounds nuw float, ptr %122, i64 %411
  store float 0.000000e+00, ptr %412, align 4
  br label %420

413:                                              ; preds = %406
  %414 = getelementptr float, ptr %341, i64 %407
  %415 = load float, ptr %414, align 4
  %416 = add nuw nsw i64 %407, %339
  %417 = getelementptr inbounds nuw float, ptr %122, i64 %416
  store float %415, ptr %417, align 4
  %418 = getelementptr float, ptr %342, i64 %407
  %419 = load float, ptr %418, align 4
  br label %420

420:                                              ; preds = %410, %413
  %421 = phi i64 [ %416, %413 ], [ %411, %410 ]
  %422 = phi float [ %419, %413 ], [ 0.000000e+00, %410 ]
  %423 = getelementptr inbounds float, ptr %123, i64 %421
  store float %422, ptr %423, align 4
  %424 = add nuw nsw i64 %407, 1
  %425 = icmp eq i64 %424, %193
  br i1 %425, label %397, label %406

426:                                              ; preds = %383
  %427 = icmp slt i64 %32, 49
  br i1 %427, label %466, label %428

428:                                              ; preds = %426
  %429 = and i64 %193, 48
  %430 = and i64 %193, 9223372036854775744
  %431 = insertelement <16 x i64> poison, i64 %32, i64 0
  %432 = shufflevector <16 x i64> %431, <16 x i64> poison, <16 x i32> zeroinitializer
  br label %433

433:                                              ; preds = %433, %428
  %434 = phi i64 [ 0, %428 ], [ %459, %433 ]
  %435 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %428 ], [ %460, %433 ]
  %436 = add <16 x i64> %435, splat (i64 16)
  %437 = add <16 x i64> %435, splat (i64 32)
  %438 = add <16 x i64> %435, splat (i64 48)
  %439 = icmp slt <16 x i64> %435, %432
  %440 = icmp slt <16 x i64> %436, %432
  %441 = icmp slt <16 x i64> %437, %432
  %442 = icmp slt <16 x i64> %438, %432
  %443 = select i1 %384, <16 x i1> %439, <16 x i1> zeroinitializer
  %444 = select i1 %384, <16 x i1> %440, <16 x i1> zeroinitializer
  %445 = select i1 %384, <16 x i1> %441, <16 x i1> zeroinitializer
  %446 = select i1 %384, <16 x i1> %442, <16 x i1> zeroinitializer
  %447 = getelementptr float, ptr %386, i64 %434
  %448 = getelementptr i8, ptr %447, i64 64
  %449 = getelementptr i8, ptr %447, i64 128
  %450 = getelementptr i8, ptr %447, i64 192
  %451 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %447, <16 x i1> %443, <16 x float> zeroinitializer)
  %452 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %448, <16 x i1> %444, <16 x float> zeroinitializer)
  %453 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %449, <16 x i1> %445, <16 x float> zeroinitializer)
  %454 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %450, <16 x i1> %446, <16 x float> zeroinitializer)
  %455 = getelementptr float, ptr %124, i64 %434
  %456 = getelementptr i8, ptr %455, i64 64
  %457 = getelementptr i8, ptr %455, i64 128
  %458 = getelementptr i8, ptr %455, i64 192
  store <16 x float> %451, ptr %455, align 4
  store <16 x float> %452, ptr %456, align 4
  store <16 x float> %453, ptr %457, align 4
  store <16 x float> %454, ptr %458, align 4
  %459 = add nuw i64 %434, 64
  %460 = add <16 x i64> %435, splat (i64 64)
  %461 = icmp eq i64 %459, %430
  br i1 %461, label %462, label %433

462:                                              ; preds = %433
  %463 = icmp eq i64 %193, %430
  br i1 %463, label %544, label %464

464:                                              ; preds = %462
  %465 = icmp eq i64 %429, 0
  br i1 %465, label %487, label %466

466:                                              ; preds = %426, %464
  %467 = phi i64 [ %430, %464 ], [ 0, %426 ]
  %468 = and i64 %193, 9223372036854775792
  %469 = insertelement <8 x i64> poison, i64 %32, i64 0
  %470 = shufflevector <8 x i64> %469, <8 x i64> poison, <8 x i32> zeroinitializer
  %471 = insertelement <8 x i64> poison, i64 %467, i64 0
  %472 = shufflevector <8 x i64> %471, <8 x i64> poison, <8 x i32> zeroinitializer
  %473 = or disjoint <8 x i64> %472, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %474

474:                                              ; preds = %474, %466
  %475 = phi i64 [ %467, %466 ], [ %482, %474 ]
  %476 = phi <8 x i64> [ %473, %466 ], [ %483, %474 ]
  %477 = icmp slt <8 x i64> %476, %470
  %478 = select i1 %384, <8 x i1> %477, <8 x i1> zeroinitializer
  %479 = getelementptr float, ptr %386, i64 %475
  %480 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %479, <8 x i1> %478, <8 x float> zeroinitializer)
  %481 = getelementptr float, ptr %124, i64 %475
  store <8 x float> %480, ptr %481, align 4
  %482 = add nuw i64 %475, 8
  %483 = add nuw nsw <8 x i64> %476, splat (i64 8)
  %484 = icmp eq i64 %482, %468
  br i1 %484, label %485, label %474

485:                                              ; preds = %474
  %486 = icmp eq i64 %193, %468
  br i1 %486, label %544, label %487

487:                                              ; preds = %383, %464, %485
  %488 = phi i64 [ 0, %383 ], [ %430, %464 ], [ %468, %485 ]
  %489 = or disjoint i64 %488, 1
  %490 = and i64 %193, 1
  %491 = icmp eq i64 %490, 0
  br i1 %491, label %502, label %492

492:                                              ; preds = %487
  %493 = icmp slt i64 %488, %32
  %494 = select i1 %384, i1 %493, i1 false
  br i1 %494, label %495, label %498

495:                                              ; preds = %492
  %496 = getelementptr float, ptr %386, i64 %488
  %497 = load float, ptr %496, align 4
  br label %498

498:                                              ; preds = %495, %492
  %499 = phi float [ %497, %495 ], [ 0.000000e+00, %492 ]
  %500 = getelementptr float, ptr %124, i64 %488
  store float %499, ptr %500, align 4
  %501 = or disjoint i64 %488, 1
  br label %502

502:                                              ; preds = %498, %487
  %503 = phi i64 [ %488, %487 ], [ %501, %498 ]
  %504 = icmp eq i64 %193, %489
  br i1 %504, label %544, label %779

505:                                              ; preds = %775
  %506 = getelementptr inbounds float, ptr %122, i64 %111
  %507 = shl i64 %105, 7
  %508 = icmp eq i64 %3, 0
  %509 = icmp eq i64 %36, 1
  %510 = mul nsw i64 %47, %30
  %511 = icmp ne i64 %4, 0
  %512 = icmp ne i64 %5, 0
  %513 = icmp ne i64 %7, 0
  %514 = shl nuw i64 %32, 2
  %515 = shl i64 %32, 6
  %516 = add i64 %515, 128
  %517 = mul i64 %40, %516
  %518 = add i64 %517, 192
  %519 = mul i64 %105, %518
  %520 = add i64 %519, %118
  %521 = shl nuw nsw i64 %40, 4
  %522 = add nuw nsw i64 %521, 48
  %523 = mul i64 %105, %522
  %524 = shl i64 %523, 2
  %525 = shl i64 %32, 2
  %526 = add i64 %519, %118
  %527 = sub i64 %5, %526
  %528 = mul i64 %105, %522
  %529 = mul i64 %528, -4
  %530 = add i64 %517, 256
  %531 = mul i64 %105, %530
  %532 = add i64 %531, %118
  %533 = add i64 %517, 320
  %534 = mul i64 %105, %533
  %535 = add i64 %534, %118
  %536 = and i64 %105, 288230376151711743
  %537 = icmp eq i64 %536, 0
  %538 = icmp eq i64 %507, 0
  %539 = or i1 %537, %538
  %540 = and i64 %193, 9223372036854775792
  %541 = insertelement <16 x i64> poison, i64 %32, i64 0
  %542 = shufflevector <16 x i64> %541, <16 x i64> poison, <16 x i32> zeroinitializer
  %543 = icmp eq i64 %193, %540
  br label %1203

544:                                              ; preds = %502, %795, %462, %485
  %545 = mul i64 %83, %32
  %546 = getelementptr float, ptr %20, i64 %545
  %547 = getelementptr float, ptr %124, i64 %106
  %548 = shl i64 %32, 6
  %549 = add i64 %548, 128
  %550 = mul i64 %40, %549
  %551 = add i64 %550, 64
  %552 = mul i64 %105, %551
  %553 = add i64 %552, %118
  %554 = mul i64 %32, %83
  %555 = shl i64 %554, 2
  %556 = add i64 %555, %6
  %557 = sub i64 %553, %556
  %558 = icmp ult i64 %557, 256
  br i1 %558, label %620, label %559

559:                                              ; preds = %544
  %560 = icmp slt i64 %32, 49
  br i1 %560, label %599, label %561

561:                                              ; preds = %559
  %562 = and i64 %193, 48
  %563 = and i64 %193, 9223372036854775744
  %564 = insertelement <16 x i64> poison, i64 %32, i64 0
  %565 = shufflevector <16 x i64> %564, <16 x i64> poison, <16 x i32> zeroinitializer
  br label %566

566:                                              ; preds = %566, %561
  %567 = phi i64 [ 0, %561 ], [ %592, %566 ]
  %568 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %561 ], [ %593, %566 ]
  %569 = add <16 x i64> %568, splat (i64 16)
  %570 = add <16 x i64> %568, splat (i64 32)
  %571 = add <16 x i64> %568, splat (i64 48)
  %572 = icmp slt <16 x i64> %568, %565
  %573 = icmp slt <16 x i64> %569, %565
  %574 = icmp slt <16 x i64> %570, %565
  %575 = icmp slt <16 x i64> %571, %565
  %576 = select i1 %384, <16 x i1> %572, <16 x i1> zeroinitializer
  %577 = select i1 %384, <16 x i1> %573, <16 x i1> zeroinitializer
  %578 = select i1 %384, <16 x i1> %574, <16 x i1> zeroinitializer
  %579 = select i1 %384, <16 x i1> %575, <16 x i1> zeroinitializer
  %580 = getelementptr float, ptr %546, i64 %567
  %581 = getelementptr i8, ptr %580, i64 64
  %582 = getelementptr i8, ptr %580, i64 128
  %583 = getelementptr i8, ptr %580, i64 192
  %584 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %580, <16 x i1> %576, <16 x float> zeroinitializer)
  %585 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %581, <16 x i1> %577, <16 x float> zeroinitializer)
  %586 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %582, <16 x i1> %578, <16 x float> zeroinitializer)
  %587 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %583, <16 x i1> %579, <16 x float> zeroinitializer)
  %588 = getelementptr float, ptr %547, i64 %567
  %589 = getelementptr i8, ptr %588, i64 64
  %590 = getelementptr i8, ptr %588, i64 128
  %591 = getelementptr i8, ptr %588, i64 192
  store <16 x float> %584, ptr %588, align 4
  store <16 x float> %585, ptr %589, align 4
  store <16 x float> %586, ptr %590, align 4
  store <16 x float> %587, ptr %591, align 4
  %592 = add nuw i64 %567, 64
  %593 = add <16 x i64> %568, splat (i64 64)
  %594 = icmp eq i64 %592, %563
  br i1 %594, label %595, label %566

595:                                              ; preds = %566
  %596 = icmp eq i64 %193, %563
  br i1 %596, label %659, label %597

597:                                              ; preds = %595
  %598 = icmp eq i64 %562, 0
  br i1 %598, label %620, label %599

599:                                              ; preds = %559, %597
  %600 = phi i64 [ %563, %597 ], [ 0, %559 ]
  %601 = and i64 %193, 9223372036854775792
  %602 = insertelement <8 x i64> poison, i64 %32, i64 0
  %603 = shufflevector <8 x i64> %602, <8 x i64> poison, <8 x i32> zeroinitializer
  %604 = insertelement <8 x i64> poison, i64 %600, i64 0
  %605 = shufflevector <8 x i64> %604, <8 x i64> poison, <8 x i32> zeroinitializer
  %606 = or disjoint <8 x i64> %605, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %607

607:                                              ; preds = %607, %599
  %608 = phi i64 [ %600, %599 ], [ %615, %607 ]
  %609 = phi <8 x i64> [ %606, %599 ], [ %616, %607 ]
  %610 = icmp slt <8 x i64> %609, %603
  %611 = select i1 %384, <8 x i1> %610, <8 x i1> zeroinitializer
  %612 = getelementptr float, ptr %546, i64 %608
  %613 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %612, <8 x i1> %611, <8 x float> zeroinitializer)
  %614 = getelementptr float, ptr %547, i64 %608
  store <8 x float> %613, ptr %614, align 4
  %615 = add nuw i64 %608, 8
  %616 = add nuw nsw <8 x i64> %609, splat (i64 8)
  %617 = icmp eq i64 %615, %601
  br i1 %617, label %618, label %607

618:                                              ; preds = %607
  %619 = icmp eq i64 %193, %601
  br i1 %619, label %659, label %620

620:                                              ; preds = %544, %597, %618
  %621 = phi i64 [ 0, %544 ], [ %563, %597 ], [ %601, %618 ]
  %622 = or disjoint i64 %621, 1
  %623 = and i64 %193, 1
  %624 = icmp eq i64 %623, 0
  br i1 %624, label %635, label %625

625:                                              ; preds = %620
  %626 = icmp slt i64 %621, %32
  %627 = select i1 %384, i1 %626, i1 false
  br i1 %627, label %628, label %631

628:                                              ; preds = %625
  %629 = getelementptr float, ptr %546, i64 %621
  %630 = load float, ptr %629, align 4
  br label %631

631:                                              ; preds = %628, %625
  %632 = phi float [ %630, %628 ], [ 0.000000e+00, %625 ]
  %633 = getelementptr float, ptr %547, i64 %621
  store float %632, ptr %633, align 4
  %634 = or disjoint i64 %621, 1
  br label %635

635:                                              ; preds = %631, %620
  %636 = phi i64 [ %621, %620 ], [ %634, %631 ]
  %637 = icmp eq i64 %193, %622
  br i1 %637, label %659, label %638

638:                                              ; preds = %635, %654
  %639 = phi i64 [ %657, %654 ], [ %636, %635 ]
  %640 = icmp slt i64 %639, %32
  %641 = select i1 %384, i1 %640, i1 false
  br i1 %641, label %642, label %645

642:                                              ; preds = %638
  %643 = getelementptr float, ptr %546, i64 %639
  %644 = load float, ptr %643, align 4
  br label %645

645:                                              ; preds = %642, %638
  %646 = phi float [ %644, %642 ], [ 0.000000e+00, %638 ]
  %647 = getelementptr float, ptr %547, i64 %639
  store float %646, ptr %647, align 4
  %648 = add nuw nsw i64 %639, 1
  %649 = icmp slt i64 %648, %32
  %650 = select i1 %384, i1 %649, i1 false
  br i1 %650, label %651, label %654

651:                                              ; preds = %645
  %652 = getelementptr float, ptr %546, i64 %648
  %653 = load float, ptr %652, align 4
  br label %654

654:                                              ; preds = %651, %645
  %655 = phi float [ %653, %651 ], [ 0.000000e+00, %645 ]
  %656 = getelementptr float, ptr %547, i64 %648
  store float %655, ptr %656, align 4
  %657 = add nuw nsw i64 %639, 2
  %658 = icmp eq i64 %657, %193
  br i1 %658, label %659, label %638

659:                                              ; preds = %635, %654, %595, %618
  %660 = mul i64 %91, %32
  %661 = getelementptr float, ptr %20, i64 %660
  %662 = shl i64 %105, 7
  %663 = getelementptr i8, ptr %124, i64 %662
  %664 = shl i64 %32, 6
  %665 = add i64 %664, 128
  %666 = mul i64 %40, %665
  %667 = add i64 %666, 128
  %668 = mul i64 %105, %667
  %669 = add i64 %668, %118
  %670 = mul i64 %32, %91
  %671 = shl i64 %670, 2
  %672 = add i64 %671, %6
  %673 = sub i64 %669, %672
  %674 = icmp ult i64 %673, 256
  br i1 %674, label %736, label %675

675:                                              ; preds = %659
  %676 = icmp slt i64 %32, 49
  br i1 %676, label %715, label %677

677:                                              ; preds = %675
  %678 = and i64 %193, 48
  %679 = and i64 %193, 9223372036854775744
  %680 = insertelement <16 x i64> poison, i64 %32, i64 0
  %681 = shufflevector <16 x i64> %680, <16 x i64> poison, <16 x i32> zeroinitializer
  br label %682

682:                                              ; preds = %682, %677
  %683 = phi i64 [ 0, %677 ], [ %708, %682 ]
  %684 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %677 ], [ %709, %682 ]
  %685 = add <16 x i64> %684, splat (i64 16)
  %686 = add <16 x i64> %684, splat (i64 32)
  %687 = add <16 x i64> %684, splat (i64 48)
  %688 = icmp slt <16 x i64> %684, %681
  %689 = icmp slt <16 x i64> %685, %681
  %690 = icmp slt <16 x i64> %686, %681
  %691 = icmp slt <16 x i64> %687, %681
  %692 = select i1 %384, <16 x i1> %688, <16 x i1> zeroinitializer
  %693 = select i1 %384, <16 x i1> %689, <16 x i1> zeroinitializer
  %694 = select i1 %384, <16 x i1> %690, <16 x i1> zeroinitializer
  %695 = select i1 %384, <16 x i1> %691, <16 x i1> zeroinitializer
  %696 = getelementptr float, ptr %661, i64 %683
  %697 = getelementptr i8, ptr %696, i64 64
  %698 = getelementptr i8, ptr %696, i64 128
  %699 = getelementptr i8, ptr %696, i64 192
  %700 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %696, <16 x i1> %692, <16 x float> zeroinitializer)
  %701 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %697, <16 x i1> %693, <16 x float> zeroinitializer)
  %702 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %698, <16 x i1> %694, <16 x float> zeroinitializer)
  %703 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %699, <16 x i1> %695, <16 x float> zeroinitializer)
  %704 = getelementptr float, ptr %663, i64 %683
  %705 = getelementptr i8, ptr %704, i64 64
  %706 = getelementptr i8, ptr %704, i64 128
  %707 = getelementptr i8, ptr %704, i64 192
  store <16 x float> %700, ptr %704, align 4
  store <16 x float> %701, ptr %705, align 4
  store <16 x float> %702, ptr %706, align 4
  store <16 x float> %703, ptr %707, align 4
  %708 = add nuw i64 %683, 64
  %709 = add <16 x i64> %684, splat (i64 64)
  %710 = icmp eq i64 %708, %679
  br i1 %710, label %711, label %682

711:                                              ; preds = %682
  %712 = icmp eq i64 %193, %679
  br i1 %712, label %775, label %713

713:                                              ; preds = %711
  %714 = icmp eq i64 %678, 0
  br i1 %714, label %736, label %715

715:                                              ; preds = %675, %713
  %716 = phi i64 [ %679, %713 ], [ 0, %675 ]
  %717 = and i64 %193, 9223372036854775792
  %718 = insertelement <8 x i64> poison, i64 %32, i64 0
  %719 = shufflevector <8 x i64> %718, <8 x i64> poison, <8 x i32> zeroinitializer
  %720 = insertelement <8 x i64> poison, i64 %716, i64 0
  %721 = shufflevector <8 x i64> %720, <8 x i64> poison, <8 x i32> zeroinitializer
  %722 = or disjoint <8 x i64> %721, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %723

723:                                              ; preds = %723, %715
  %724 = phi i64 [ %716, %715 ], [ %731, %723 ]
  %725 = phi <8 x i64> [ %722, %715 ], [ %732, %723 ]
  %726 = icmp slt <8 x i64> %725, %719
  %727 = select i1 %384, <8 x i1> %726, <8 x i1> zeroinitializer
  %728 = getelementptr float, ptr %661, i64 %724
  %729 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %728, <8 x i1> %727, <8 x float> zeroinitializer)
  %730 = getelementptr float, ptr %663, i64 %724
  store <8 x float> %729, ptr %730, align 4
  %731 = add nuw i64 %724, 8
  %732 = add nuw nsw <8 x i64> %725, splat (i64 8)
  %733 = icmp eq i64 %731, %717
  br i1 %733, label %734, label %723

734:                                              ; preds = %723
  %735 = icmp eq i64 %193, %717
  br i1 %735, label %775, label %736

736:                                              ; preds = %659, %713, %734
  %737 = phi i64 [ 0, %659 ], [ %679, %713 ], [ %717, %734 ]
  %738 = or disjoint i64 %737, 1
  %739 = and i64 %193, 1
  %740 = icmp eq i64 %739, 0
  br i1 %740, label %751, label %741

741:                                              ; preds = %736
  %742 = icmp slt i64 %737, %32
  %743 = select i1 %384, i1 %742, i1 false
  br i1 %743, label %744, label %747

744:                                              ; preds = %741
  %745 = getelementptr float, ptr %661, i64 %737
  %746 = load float, ptr %745, align 4
  br label %747

747:                                              ; preds = %744, %741
  %748 = phi float [ %746, %744 ], [ 0.000000e+00, %741 ]
  %749 = getelementptr float, ptr %663, i64 %737
  store float %748, ptr %749, align 4
  %750 = or disjoint i64 %737, 1
  br label %751

751:                                              ; preds = %747, %736
  %752 = phi i64 [ %737, %736 ], [ %750, %747 ]
  %753 = icmp eq i64 %193, %738
  br i1 %753, label %775, label %754

754:                                              ; preds = %751, %770
  %755 = phi i64 [ %773, %770 ], [ %752, %751 ]
  %756 = icmp slt i64 %755, %32
  %757 = select i1 %384, i1 %756, i1 false
  br i1 %757, label %758, label %761

758:                                              ; preds = %754
  %759 = getelementptr float, ptr %661, i64 %755
  %760 = load float, ptr %759, align 4
  br label %761

761:                                              ; preds = %758, %754
  %762 = phi float [ %760, %758 ], [ 0.000000e+00, %754 ]
  %763 = getelementptr float, ptr %663, i64 %755
  store float %762, ptr %763, align 4
  %764 = add nuw nsw i64 %755, 1
  %765 = icmp slt i64 %764, %32
  %766 = select i1 %384, i1 %765, i1 false
  br i1 %766, label %767, label %770

767:                                              ; preds = %761
  %768 = getelementptr float, ptr %661, i64 %764
  %769 = load float, ptr %768, align 4
  br label %770

770:                                              ; preds = %767, %761
  %771 = phi float [ %769, %767 ], [ 0.000000e+00, %761 ]
  %772 = getelementptr float, ptr %663, i64 %764
  store float %771, ptr %772, align 4
  %773 = add nuw nsw i64 %755, 2
  %774 = icmp eq i64 %773, %193
  br i1 %774, label %775, label %754

775:                                              ; preds = %403, %751, %770, %711, %734
  %776 = tail call i64 @llvm.smax.i64(i64 %52, i64 1)
  %777 = alloca %struct.rowstate, i64 %776, align 16
  %778 = icmp sgt i64 %52, 0
  br i1 %778, label %505, label %3795

779:                                              ; preds = %502, %795
  %780 = phi i64 [ %798, %795 ], [ %503, %502 ]
  %781 = icmp slt i64 %780, %32
  %782 = select i1 %384, i1 %781, i1 false
  br i1 %782, label %783, label %786

783:                                              ; preds = %779
  %784 = getelementptr float, ptr %386, i64 %780
  %785 = load float, ptr %784, align 4
  br label %786

786:                                              ; preds = %779, %783
  %787 = phi float [ %785, %783 ], [ 0.000000e+00, %779 ]
  %788 = getelementptr float, ptr %124, i64 %780
  store float %787, ptr %788, align 4
  %789 = add nuw nsw i64 %780, 1
  %790 = icmp slt i64 %789, %32
  %791 = select i1 %384, i1 %790, i1 false
  br i1 %791, label %792, label %795

792:                                              ; preds = %786
  %793 = getelementptr float, ptr %386, i64 %789
  %794 = load float, ptr %793, align 4
  br label %795

795:                                              ; preds = %792, %786
  %796 = phi float [ %794, %792 ], [ 0.000000e+00, %786 ]
  %797 = getelementptr float, ptr %124, i64 %789
  store float %796, ptr %797, align 4
  %798 = add nuw nsw i64 %780, 2
  %799 = icmp eq i64 %798, %193
  br i1 %799, label %544, label %779

800:                                              ; preds = %1334
  %801 = icmp sgt i64 %1233, 0
  br i1 %801, label %802, label %1340

802:                                              ; preds = %800
  %803 = icmp eq i64 %36, 1
  %804 = mul i64 %41, %34
  %805 = mul nsw i64 %47, %41
  %806 = getelementptr float, ptr %14, i64 %805
  %807 = icmp eq i64 %7, 0
  %808 = icmp eq i64 %26, 0
  %809 = shl i64 %105, 5
  %810 = shl i64 %32, 3
  %811 = getelementptr inbounds float, ptr %117, i64 %809
  %812 = mul i64 %32, 12
  %813 = icmp eq ptr %103, null
  %814 = icmp slt i64 %32, 1
  %815 = getelementptr float, ptr %124, i64 %809
  %816 = getelementptr float, ptr %124, i64 %106
  %817 = or i1 %813, %814
  %818 = or i1 %813, %814
  %819 = shl i64 %32, 2
  %820 = mul nsw i64 %40, %105
  %821 = shl i64 %32, 6
  %822 = add i64 %821, 64
  %823 = mul i64 %820, %822
  %824 = getelementptr i8, ptr %117, i64 %823
  %825 = getelementptr i8, ptr %824, i64 %819
  %826 = shl i64 %820, 6
  %827 = or disjoint i64 %826, 4
  %828 = mul i64 %32, %827
  %829 = getelementptr i8, ptr %117, i64 %828
  %830 = mul i64 %105, -192
  %831 = shl i64 %105, 6
  %832 = shl i64 %193, 2
  %833 = shl i64 %32, 6
  %834 = add i64 %833, 128
  %835 = mul i64 %40, %834
  %836 = add i64 %835, 64
  %837 = mul i64 %105, %836
  %838 = getelementptr i8, ptr %117, i64 %837
  %839 = getelementptr i8, ptr %838, i64 %832
  %840 = shl i64 %193, 2
  %841 = mul i64 %105, 192
  %842 = add i64 %507, %840
  %843 = mul nsw i64 %40, %105
  %844 = shl i64 %32, 6
  %845 = add i64 %844, 128
  %846 = mul i64 %843, %845
  %847 = getelementptr i8, ptr %117, i64 %846
  %848 = getelementptr i8, ptr %847, i64 %840
  %849 = mul i64 %40, %845
  %850 = add i64 %849, 128
  %851 = mul i64 %105, %850
  %852 = getelementptr i8, ptr %117, i64 %851
  %853 = getelementptr i8, ptr %852, i64 %840
  %854 = mul i64 %105, 192
  %855 = shl i64 %32, 2
  %856 = shl i64 %32, 4
  %857 = shl i64 %32, 6
  %858 = add i64 %857, 64
  %859 = mul i64 %40, %858
  %860 = add i64 %859, 192
  %861 = mul i64 %105, %860
  %862 = getelementptr i8, ptr %117, i64 %861
  %863 = getelementptr i8, ptr %117, i64 %861
  %864 = getelementptr i8, ptr %863, i64 %855
  %865 = mul i64 %40, %32
  %866 = shl i64 %865, 6
  %867 = add i64 %866, 192
  %868 = mul i64 %105, %867
  %869 = getelementptr i8, ptr %117, i64 %868
  %870 = getelementptr i8, ptr %117, i64 %868
  %871 = getelementptr i8, ptr %870, i64 %855
  %872 = shl i64 %32, 2
  %873 = shl i64 %32, 6
  %874 = add i64 %873, 64
  %875 = mul i64 %40, %874
  %876 = add i64 %875, 128
  %877 = mul i64 %105, %876
  %878 = getelementptr i8, ptr %117, i64 %877
  %879 = getelementptr i8, ptr %117, i64 %877
  %880 = getelementptr i8, ptr %879, i64 %872
  %881 = mul i64 %40, %32
  %882 = shl i64 %881, 6
  %883 = add i64 %882, 128
  %884 = mul i64 %105, %883
  %885 = getelementptr i8, ptr %117, i64 %884
  %886 = getelementptr i8, ptr %117, i64 %884
  %887 = getelementptr i8, ptr %886, i64 %872
  %888 = shl i64 %105, 6
  %889 = shl i64 %32, 2
  %890 = shl i64 %32, 6
  %891 = add i64 %890, 64
  %892 = mul i64 %40, %891
  %893 = add i64 %892, 64
  %894 = mul i64 %105, %893
  %895 = getelementptr i8, ptr %117, i64 %894
  %896 = getelementptr i8, ptr %117, i64 %894
  %897 = getelementptr i8, ptr %896, i64 %889
  %898 = mul i64 %40, %32
  %899 = shl i64 %898, 6
  %900 = add i64 %899, 64
  %901 = mul i64 %105, %900
  %902 = getelementptr i8, ptr %117, i64 %901
  %903 = getelementptr i8, ptr %117, i64 %901
  %904 = getelementptr i8, ptr %903, i64 %889
  %905 = shl i64 %32, 2
  %906 = mul nsw i64 %40, %105
  %907 = shl i64 %32, 6
  %908 = add i64 %907, 64
  %909 = mul i64 %906, %908
  %910 = getelementptr i8, ptr %117, i64 %909
  %911 = getelementptr i8, ptr %910, i64 %905
  %912 = shl i64 %906, 6
  %913 = or disjoint i64 %912, 4
  %914 = mul i64 %32, %913
  %915 = getelementptr i8, ptr %117, i64 %914
  %916 = shl i64 %32, 2
  %917 = add i64 %507, %916
  %918 = shl i64 %32, 6
  %919 = add i64 %918, 64
  %920 = mul i64 %40, %919
  %921 = add i64 %920, 128
  %922 = mul i64 %105, %921
  %923 = getelementptr i8, ptr %117, i64 %922
  %924 = getelementptr i8, ptr %117, i64 %922
  %925 = getelementptr i8, ptr %924, i64 %916
  %926 = mul i64 %40, %32
  %927 = shl i64 %926, 6
  %928 = add i64 %927, 128
  %929 = mul i64 %105, %928
  %930 = getelementptr i8, ptr %117, i64 %929
  %931 = getelementptr i8, ptr %117, i64 %929
  %932 = getelementptr i8, ptr %931, i64 %916
  %933 = shl i64 %105, 6
  %934 = shl i64 %32, 2
  %935 = shl i64 %32, 6
  %936 = add i64 %935, 64
  %937 = mul i64 %40, %936
  %938 = add i64 %937, 64
  %939 = mul i64 %105, %938
  %940 = getelementptr i8, ptr %117, i64 %939
  %941 = getelementptr i8, ptr %117, i64 %939
  %942 = getelementptr i8, ptr %941, i64 %934
  %943 = mul i64 %40, %32
  %944 = shl i64 %943, 6
  %945 = add i64 %944, 64
  %946 = mul i64 %105, %945
  %947 = getelementptr i8, ptr %117, i64 %946
  %948 = getelementptr i8, ptr %117, i64 %946
  %949 = getelementptr i8, ptr %948, i64 %934
  %950 = shl i64 %32, 2
  %951 = mul nsw i64 %40, %105
  %952 = shl i64 %32, 6
  %953 = add i64 %952, 64
  %954 = mul i64 %951, %953
  %955 = getelementptr i8, ptr %117, i64 %954
  %956 = getelementptr i8, ptr %955, i64 %950
  %957 = shl i64 %951, 6
  %958 = or disjoint i64 %957, 4
  %959 = mul i64 %32, %958
  %960 = getelementptr i8, ptr %117, i64 %959
  %961 = shl i64 %32, 2
  %962 = add i64 %507, %961
  %963 = shl i64 %32, 6
  %964 = add i64 %963, 64
  %965 = mul i64 %40, %964
  %966 = add i64 %965, 128
  %967 = mul i64 %105, %966
  %968 = getelementptr i8, ptr %117, i64 %967
  %969 = getelementptr i8, ptr %117, i64 %967
  %970 = getelementptr i8, ptr %969, i64 %961
  %971 = mul i64 %40, %32
  %972 = shl i64 %971, 6
  %973 = add i64 %972, 128
  %974 = mul i64 %105, %973
  %975 = getelementptr i8, ptr %117, i64 %974
  %976 = getelementptr i8, ptr %117, i64 %974
  %977 = getelementptr i8, ptr %976, i64 %961
  %978 = shl i64 %105, 6
  %979 = shl i64 %32, 2
  %980 = shl i64 %32, 6
  %981 = add i64 %980, 64
  %982 = mul i64 %40, %981
  %983 = add i64 %982, 64
  %984 = mul i64 %105, %983
  %985 = getelementptr i8, ptr %117, i64 %984
  %986 = getelementptr i8, ptr %117, i64 %984
  %987 = getelementptr i8, ptr %986, i64 %979
  %988 = mul i64 %40, %32
  %989 = shl i64 %988, 6
  %990 = add i64 %989, 64
  %991 = mul i64 %105, %990
  %992 = getelementptr i8, ptr %117, i64 %991
  %993 = getelementptr i8, ptr %117, i64 %991
  %994 = getelementptr i8, ptr %993, i64 %979
  %995 = shl i64 %32, 2
  %996 = mul nsw i64 %40, %105
  %997 = shl i64 %32, 6
  %998 = add i64 %997, 64
  %999 = mul i64 %996, %998
  %1000 = getelementptr i8, ptr %117, i64 %999
  %1001 = getelementptr i8, ptr %1000, i64 %995
  %1002 = shl i64 %996, 6
  %1003 = or disjoint i64 %1002, 4
  %1004 = mul i64 %32, %1003
  %1005 = getelementptr i8, ptr %117, i64 %1004
  %1006 = icmp ult i64 %32, 8
  %1007 = icmp ult i64 %32, 64
  %1008 = and i64 %32, 56
  %1009 = and i64 %32, 9223372036854775744
  %1010 = icmp eq i64 %32, %1009
  %1011 = icmp eq i64 %1008, 0
  %1012 = and i64 %32, 9223372036854775800
  %1013 = icmp eq i64 %32, %1012
  %1014 = and i64 %32, 1
  %1015 = icmp eq i64 %1014, 0
  %1016 = icmp ult i64 %32, 8
  %1017 = icmp ult i64 %32, 64
  %1018 = and i64 %32, 56
  %1019 = and i64 %32, 9223372036854775744
  %1020 = icmp eq i64 %32, %1019
  %1021 = icmp eq i64 %1018, 0
  %1022 = and i64 %32, 9223372036854775800
  %1023 = icmp eq i64 %32, %1022
  %1024 = and i64 %32, 1
  %1025 = icmp eq i64 %1024, 0
  %1026 = icmp ult i64 %32, 4
  %1027 = icmp ult i64 %32, 32
  %1028 = and i64 %32, 28
  %1029 = and i64 %32, 9223372036854775776
  %1030 = icmp eq i64 %32, %1029
  %1031 = icmp eq i64 %1028, 0
  %1032 = and i64 %32, 9223372036854775804
  %1033 = icmp eq i64 %32, %1032
  %1034 = and i64 %32, 1
  %1035 = icmp eq i64 %1034, 0
  %1036 = icmp ult i64 %32, 8
  %1037 = icmp ult i64 %32, 64
  %1038 = and i64 %32, 56
  %1039 = and i64 %32, 9223372036854775744
  %1040 = icmp eq i64 %32, %1039
  %1041 = icmp eq i64 %1038, 0
  %1042 = and i64 %32, 9223372036854775800
  %1043 = icmp eq i64 %32, %1042
  %1044 = and i64 %32, 1
  %1045 = icmp eq i64 %1044, 0
  %1046 = icmp ult i64 %32, 8
  %1047 = icmp ult i64 %32, 64
  %1048 = and i64 %32, 56
  %1049 = and i64 %32, 9223372036854775744
  %1050 = icmp eq i64 %32, %1049
  %1051 = icmp eq i64 %1048, 0
  %1052 = and i64 %32, 9223372036854775800
  %1053 = icmp eq i64 %32, %1052
  %1054 = and i64 %32, 1
  %1055 = icmp eq i64 %1054, 0
  %1056 = icmp ult i64 %32, 8
  %1057 = icmp ult i64 %32, 64
  %1058 = and i64 %32, 56
  %1059 = and i64 %32, 9223372036854775744
  %1060 = icmp eq i64 %32, %1059
  %1061 = icmp eq i64 %1058, 0
  %1062 = and i64 %32, 9223372036854775800
  %1063 = icmp eq i64 %32, %1062
  %1064 = and i64 %32, 1
  %1065 = icmp eq i64 %1064, 0
  %1066 = icmp ult i64 %32, 8
  %1067 = shl i64 %105, 6
  %1068 = icmp ult i64 %32, 64
  %1069 = and i64 %32, 56
  %1070 = and i64 %32, 9223372036854775744
  %1071 = icmp eq i64 %32, %1070
  %1072 = icmp eq i64 %1069, 0
  %1073 = and i64 %32, 9223372036854775800
  %1074 = icmp eq i64 %32, %1073
  %1075 = and i64 %32, 3
  %1076 = icmp eq i64 %1075, 0
  %1077 = icmp ult i64 %32, 8
  %1078 = icmp ult i64 %32, 64
  %1079 = and i64 %32, 56
  %1080 = and i64 %32, 9223372036854775744
  %1081 = icmp eq i64 %32, %1080
  %1082 = icmp eq i64 %1079, 0
  %1083 = and i64 %32, 9223372036854775800
  %1084 = icmp eq i64 %32, %1083
  %1085 = and i64 %32, 1
  %1086 = icmp eq i64 %1085, 0
  %1087 = icmp ult i64 %32, 8
  %1088 = icmp ult i64 %32, 64
  %1089 = and i64 %32, 56
  %1090 = and i64 %32, 9223372036854775744
  %1091 = icmp eq i64 %32, %1090
  %1092 = icmp eq i64 %1089, 0
  %1093 = and i64 %32, 9223372036854775800
  %1094 = icmp eq i64 %32, %1093
  %1095 = and i64 %32, 1
  %1096 = icmp eq i64 %1095, 0
  %1097 = icmp ult i64 %32, 8
  %1098 = icmp ult i64 %32, 64
  %1099 = and i64 %32, 56
  %1100 = and i64 %32, 9223372036854775744
  %1101 = icmp eq i64 %32, %1100
  %1102 = icmp eq i64 %1099, 0
  %1103 = and i64 %32, 9223372036854775800
  %1104 = icmp eq i64 %32, %1103
  %1105 = and i64 %32, 1
  %1106 = icmp eq i64 %1105, 0
  %1107 = icmp ult i64 %32, 8
  %1108 = icmp ult i64 %32, 64
  %1109 = and i64 %32, 56
  %1110 = and i64 %32, 9223372036854775744
  %1111 = icmp eq i64 %32, %1110
  %1112 = icmp eq i64 %1109, 0
  %1113 = and i64 %32, 9223372036854775800
  %1114 = icmp eq i64 %32, %1113
  %1115 = and i64 %32, 1
  %1116 = icmp eq i64 %1115, 0
  %1117 = icmp ult i64 %32, 8
  %1118 = icmp ult i64 %32, 64
  %1119 = and i64 %32, 56
  %1120 = and i64 %32, 9223372036854775744
  %1121 = icmp eq i64 %32, %1120
  %1122 = icmp eq i64 %1119, 0
  %1123 = and i64 %32, 9223372036854775800
  %1124 = icmp eq i64 %32, %1123
  %1125 = and i64 %32, 1
  %1126 = icmp eq i64 %1125, 0
  %1127 = icmp ult i64 %32, 8
  %1128 = icmp ult i64 %32, 64
  %1129 = and i64 %32, 56
  %1130 = and i64 %32, 9223372036854775744
  %1131 = icmp eq i64 %32, %1130
  %1132 = icmp eq i64 %1129, 0
  %1133 = and i64 %32, 9223372036854775800
  %1134 = icmp eq i64 %32, %1133
  %1135 = and i64 %32, 1
  %1136 = icmp eq i64 %1135, 0
  %1137 = and i64 %193, 9223372036854775792
  %1138 = icmp eq i64 %193, %1137
  %1139 = icmp slt i64 %32, 49
  %1140 = and i64 %193, 48
  %1141 = and i64 %193, 9223372036854775744
  %1142 = insertelement <16 x i1> poison, i1 %99, i64 0
  %1143 = shufflevector <16 x i1> %1142, <16 x i1> poison, <16 x i32> zeroinitializer
  %1144 = xor <16 x i1> %1143, splat (i1 true)
  %1145 = icmp eq i64 %193, %1141
  %1146 = icmp eq i64 %1140, 0
  %1147 = and i64 %193, 9223372036854775792
  %1148 = insertelement <8 x i1> poison, i1 %99, i64 0
  %1149 = shufflevector <8 x i1> %1148, <8 x i1> poison, <8 x i32> zeroinitializer
  %1150 = xor <8 x i1> %1149, splat (i1 true)
  %1151 = icmp eq i64 %193, %1147
  %1152 = icmp slt i64 %32, 1
  %1153 = icmp slt i64 %32, 17
  %1154 = and i64 %193, 16
  %1155 = and i64 %193, 9223372036854775776
  %1156 = icmp eq i64 %193, %1155
  %1157 = icmp eq i64 %1154, 0
  %1158 = and i64 %193, 9223372036854775792
  %1159 = icmp eq i64 %193, %1158
  %1160 = and i64 %193, 1
  %1161 = icmp eq i64 %1160, 0
  %1162 = icmp ult i64 %32, 8
  %1163 = shl i64 %105, 6
  %1164 = icmp ult i64 %32, 64
  %1165 = and i64 %32, 56
  %1166 = and i64 %32, 9223372036854775744
  %1167 = icmp eq i64 %32, %1166
  %1168 = icmp eq i64 %1165, 0
  %1169 = and i64 %32, 9223372036854775800
  %1170 = icmp eq i64 %32, %1169
  %1171 = and i64 %32, 3
  %1172 = icmp eq i64 %1171, 0
  %1173 = icmp ult i64 %32, 8
  %1174 = icmp ult i64 %32, 64
  %1175 = and i64 %32, 56
  %1176 = and i64 %32, 9223372036854775744
  %1177 = icmp eq i64 %32, %1176
  %1178 = icmp eq i64 %1175, 0
  %1179 = and i64 %32, 9223372036854775800
  %1180 = icmp eq i64 %32, %1179
  %1181 = and i64 %32, 1
  %1182 = icmp eq i64 %1181, 0
  %1183 = icmp ult i64 %32, 8
  %1184 = icmp ult i64 %32, 64
  %1185 = and i64 %32, 56
  %1186 = and i64 %32, 9223372036854775744
  %1187 = icmp eq i64 %32, %1186
  %1188 = icmp eq i64 %1185, 0
  %1189 = and i64 %32, 9223372036854775800
  %1190 = icmp eq i64 %32, %1189
  %1191 = and i64 %32, 3
  %1192 = icmp eq i64 %1191, 0
  %1193 = icmp ult i64 %32, 8
  %1194 = icmp ult i64 %32, 64
  %1195 = and i64 %32, 56
  %1196 = and i64 %32, 9223372036854775744
  %1197 = icmp eq i64 %32, %1196
  %1198 = icmp eq i64 %1195, 0
  %1199 = and i64 %32, 9223372036854775800
  %1200 = icmp eq i64 %32, %1199
  %1201 = and i64 %32, 3
  %1202 = icmp eq i64 %1201, 0
  br label %1337

1203:                                             ; preds = %505, %1334
  %1204 = phi i64 [ 0, %505 ], [ %1233, %1334 ]
  %1205 = phi i64 [ 0, %505 ], [ %1335, %1334 ]
  %1206 = mul i64 %524, %1205
  %1207 = mul i64 %529, %1205
  %1208 = add i64 %527, %1207
  %1209 = add nsw i64 %1205, %49
  %1210 = mul nsw i64 %1205, %112
  %1211 = getelementptr inbounds float, ptr %506, i64 %1210
  %1212 = getelementptr inbounds nuw %struct.rowstate, ptr %777, i64 %1205
  store ptr %1211, ptr %1212, align 8
  %1213 = getelementptr inbounds float, ptr %1211, i64 %106
  %1214 = getelementptr inbounds nuw i8, ptr %1212, i64 8
  store ptr %1213, ptr %1214, align 8
  %1215 = getelementptr inbounds i8, ptr %1211, i64 %507
  %1216 = getelementptr inbounds nuw i8, ptr %1212, i64 24
  store ptr %1215, ptr %1216, align 8
  %1217 = getelementptr inbounds float, ptr %1211, i64 %110
  %1218 = getelementptr inbounds nuw i8, ptr %1212, i64 16
  store ptr %1217, ptr %1218, align 8
  br i1 %508, label %1230, label %1219

1219:                                             ; preds = %1203
  %1220 = getelementptr inbounds i32, ptr %17, i64 %1209
  %1221 = load i32, ptr %1220, align 4
  %1222 = sext i32 %1221 to i64
  %1223 = icmp slt i32 %1221, 0
  %1224 = icmp slt i64 %28, %1222
  %1225 = select i1 %1223, i1 true, i1 %1224
  br i1 %1225, label %1226, label %1227

1226:                                             ; preds = %1219
  store i32 1, ptr %24, align 4
  br label %1227

1227:                                             ; preds = %1219, %1226
  %1228 = tail call i64 @llvm.smin.i64(i64 %28, i64 %1222)
  %1229 = select i1 %1223, i64 0, i64 %1228
  br label %1230

1230:                                             ; preds = %1227, %1203
  %1231 = phi i64 [ %1229, %1227 ], [ %28, %1203 ]
  %1232 = getelementptr inbounds nuw i8, ptr %1212, i64 32
  store i64 %1231, ptr %1232, align 8
  %1233 = tail call i64 @llvm.smax.i64(i64 %1231, i64 %1204)
  br i1 %125, label %1234, label %1290

1234:                                             ; preds = %1230
  %1235 = mul nsw i64 %1209, %34
  %1236 = add nsw i64 %1235, %47
  %1237 = add nsw i64 %1209, %510
  %1238 = select i1 %509, i64 %1236, i64 %1237
  %1239 = mul nsw i64 %1238, %32
  %1240 = getelementptr float, ptr %18, i64 %1239
  %1241 = getelementptr float, ptr %19, i64 %1239
  %1242 = mul i64 %525, %1238
  %1243 = add i64 %520, %1206
  %1244 = add i64 %4, %1242
  %1245 = sub i64 %1243, %1244
  %1246 = icmp ult i64 %1245, 64
  %1247 = or i1 %539, %1246
  %1248 = add i64 %1208, %1242
  %1249 = icmp ult i64 %1248, 64
  %1250 = or i1 %1247, %1249
  %1251 = add i64 %532, %1206
  %1252 = add i64 %4, %1242
  %1253 = sub i64 %1251, %1252
  %1254 = icmp ult i64 %1253, 64
  %1255 = or i1 %1250, %1254
  %1256 = add i64 %532, %1206
  %1257 = add i64 %5, %1242
  %1258 = sub i64 %1256, %1257
  %1259 = icmp ult i64 %1258, 64
  %1260 = or i1 %1255, %1259
  %1261 = add i64 %535, %1206
  %1262 = add i64 %4, %1242
  %1263 = sub i64 %1261, %1262
  %1264 = icmp ult i64 %1263, 64
  %1265 = or i1 %1260, %1264
  %1266 = add i64 %535, %1206
  %1267 = add i64 %5, %1242
  %1268 = sub i64 %1266, %1267
  %1269 = icmp ult i64 %1268, 64
  %1270 = or i1 %1265, %1269
  br i1 %1270, label %1271, label %1273

1271:                                             ; preds = %1289, %1234
  %1272 = phi i64 [ %540, %1289 ], [ 0, %1234 ]
  br label %1295

1273:                                             ; preds = %1234, %1273
  %1274 = phi i64 [ %1286, %1273 ], [ 0, %1234 ]
  %1275 = phi <16 x i64> [ %1287, %1273 ], [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %1234 ]
  %1276 = icmp slt <16 x i64> %1275, %542
  %1277 = select i1 %511, <16 x i1> %1276, <16 x i1> zeroinitializer
  %1278 = getelementptr float, ptr %1240, i64 %1274
  %1279 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %1278, <16 x i1> %1277, <16 x float> zeroinitializer)
  %1280 = getelementptr inbounds nuw float, ptr %1211, i64 %1274
  store <16 x float> %1279, ptr %1280, align 4
  %1281 = select i1 %512, <16 x i1> %1276, <16 x i1> zeroinitializer
  %1282 = getelementptr float, ptr %1241, i64 %1274
  %1283 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %1282, <16 x i1> %1281, <16 x float> zeroinitializer)
  %1284 = getelementptr inbounds nuw float, ptr %1213, i64 %1274
  store <16 x float> %1283, ptr %1284, align 4
  %1285 = getelementptr inbounds nuw float, ptr %1215, i64 %1274
  store <16 x float> zeroinitializer, ptr %1285, align 4
  %1286 = add nuw i64 %1274, 16
  %1287 = add nuw nsw <16 x i64> %1275, splat (i64 16)
  %1288 = icmp eq i64 %1286, %540
  br i1 %1288, label %1289, label %1273

1289:                                             ; preds = %1273
  br i1 %543, label %1290, label %1271

1290:                                             ; preds = %1309, %1289, %1230
  %1291 = icmp slt i64 %1231, %28
  %1292 = select i1 %513, i1 %1291, i1 false
  br i1 %1292, label %1293, label %1334

1293:                                             ; preds = %1290
  %1294 = mul nsw i64 %1209, %28
  br label %1315

1295:                                             ; preds = %1271, %1309
  %1296 = phi i64 [ %1313, %1309 ], [ %1272, %1271 ]
  %1297 = icmp slt i64 %1296, %32
  %1298 = select i1 %511, i1 %1297, i1 false
  br i1 %1298, label %1299, label %1302

1299:                                             ; preds = %1295
  %1300 = getelementptr float, ptr %1240, i64 %1296
  %1301 = load float, ptr %1300, align 4
  br label %1302

1302:                                             ; preds = %1295, %1299
  %1303 = phi float [ %1301, %1299 ], [ 0.000000e+00, %1295 ]
  %1304 = getelementptr inbounds nuw float, ptr %1211, i64 %1296
  store float %1303, ptr %1304, align 4
  %1305 = select i1 %512, i1 %1297, i1 false
  br i1 %1305, label %1306, label %1309

1306:                                             ; preds = %1302
  %1307 = getelementptr float, ptr %1241, i64 %1296
  %1308 = load float, ptr %1307, align 4
  br label %1309

1309:                                             ; preds = %1302, %1306
  %1310 = phi float [ %1308, %1306 ], [ 0.000000e+00, %1302 ]
  %1311 = getelementptr inbounds nuw float, ptr %1213, i64 %1296
  store float %1310, ptr %1311, align 4
  %1312 = getelementptr inbounds nuw float, ptr %1215, i64 %1296
  store float 0.000000e+00, ptr %1312, align 4
  %1313 = add nuw nsw i64 %1296, 1
  %1314 = icmp eq i64 %1313, %193
  br i1 %1314, label %1290, label %1295

1315:                                             ; preds = %1293, %1331
  %1316 = phi i64 [ %1231, %1293 ], [ %1332, %1331 ]
  br i1 %509, label %1317, label %1321

1317:                                             ; preds = %1315
  %1318 = add nsw i64 %1316, %1294
  %1319 = mul nsw i64 %1318, %34
  %1320 = add nsw i64 %1319, %47
  br label %1326

1321:                                             ; preds = %1315
  %1322 = mul nsw i64 %1316, %34
  %1323 = add nsw i64 %1322, %47
  %1324 = mul nsw i64 %1323, %30
  %1325 = add nsw i64 %1324, %1209
  br label %1326

1326:                                             ; preds = %1321, %1317
  %1327 = phi i64 [ %1320, %1317 ], [ %1325, %1321 ]
  br i1 %125, label %1328, label %1331

1328:                                             ; preds = %1326
  %1329 = mul i64 %1327, %32
  %1330 = getelementptr float, ptr %21, i64 %1329
  tail call void @llvm.memset.p0.i64(ptr align 4 %1330, i8 0, i64 %514, i1 false)
  br label %1331

1331:                                             ; preds = %1328, %1326
  %1332 = add nsw i64 %1316, 1
  %1333 = icmp eq i64 %1332, %28
  br i1 %1333, label %1334, label %1315

1334:                                             ; preds = %1331, %1290
  %1335 = add nuw nsw i64 %1205, 1
  %1336 = icmp eq i64 %1335, %52
  br i1 %1336, label %800, label %1203

1337:                                             ; preds = %1345, %802
  %1338 = phi i64 [ 0, %802 ], [ %1346, %1345 ]
  %1339 = xor i64 %1338, -1
  br label %1348

1340:                                             ; preds = %1345, %800
  %1341 = icmp eq i64 %36, 1
  %1342 = mul nsw i64 %47, %30
  %1343 = icmp eq i64 %8, 0
  %1344 = icmp eq i64 %9, 0
  br label %3796

1345:                                             ; preds = %3792
  %1346 = add nuw nsw i64 %1338, 1
  %1347 = icmp eq i64 %1346, %1233
  br i1 %1347, label %1340, label %1337

1348:                                             ; preds = %1337, %3792
  %1349 = phi i64 [ 0, %1337 ], [ %3793, %3792 ]
  %1350 = getelementptr inbounds nuw %struct.rowstate, ptr %777, i64 %1349
  %1351 = getelementptr inbounds nuw i8, ptr %1350, i64 32
  %1352 = load i64, ptr %1351, align 8
  %1353 = icmp slt i64 %1338, %1352
  br i1 %1353, label %1354, label %3792

1354:                                             ; preds = %1348
  %1355 = add nsw i64 %1349, %49
  %1356 = add i64 %1352, %1339
  %1357 = select i1 %65, i64 %1356, i64 %1338
  %1358 = getelementptr inbounds nuw i8, ptr %1350, i64 16
  %1359 = load ptr, ptr %1358, align 8
  %1360 = ptrtoint ptr %1359 to i64
  %1361 = load ptr, ptr %1350, align 8
  %1362 = ptrtoint ptr %1361 to i64
  %1363 = getelementptr inbounds nuw i8, ptr %1350, i64 8
  %1364 = load ptr, ptr %1363, align 8
  br i1 %803, label %1365, label %1370

1365:                                             ; preds = %1354
  %1366 = mul nsw i64 %1355, %28
  %1367 = add nsw i64 %1357, %1366
  %1368 = mul i64 %804, %1367
  %1369 = getelementptr float, ptr %806, i64 %1368
  br i1 %807, label %1390, label %1375

1370:                                             ; preds = %1354
  %1371 = mul nsw i64 %1357, %30
  %1372 = add nsw i64 %1371, %1355
  %1373 = mul i64 %804, %1372
  %1374 = getelementptr float, ptr %806, i64 %1373
  br i1 %807, label %1390, label %1380

1375:                                             ; preds = %1365
  %1376 = mul nsw i64 %1355, %28
  %1377 = add nsw i64 %1357, %1376
  %1378 = mul nsw i64 %1377, %34
  %1379 = add nsw i64 %1378, %47
  br label %1385

1380:                                             ; preds = %1370
  %1381 = mul nsw i64 %1357, %34
  %1382 = add nsw i64 %1381, %47
  %1383 = mul nsw i64 %1382, %30
  %1384 = add nsw i64 %1383, %1355
  br label %1385

1385:                                             ; preds = %1380, %1375
  %1386 = phi ptr [ %1369, %1375 ], [ %1374, %1380 ]
  %1387 = phi i64 [ %1379, %1375 ], [ %1384, %1380 ]
  %1388 = mul nsw i64 %1387, %32
  %1389 = getelementptr inbounds float, ptr %21, i64 %1388
  br label %1390

1390:                                             ; preds = %1370, %1365, %1385
  %1391 = phi ptr [ %1386, %1385 ], [ %1369, %1365 ], [ %1374, %1370 ]
  %1392 = phi ptr [ %1389, %1385 ], [ null, %1365 ], [ null, %1370 ]
  %1393 = ptrtoint ptr %1392 to i64
  br i1 %808, label %1394, label %1593

1394:                                             ; preds = %1390
  tail call fastcc void @product(ptr noundef %1361, ptr noundef %117, ptr noundef %1359, i64 noundef %32, i64 noundef %107, i64 noundef %106)
  br i1 %125, label %1395, label %1498

1395:                                             ; preds = %1394
  br i1 %1173, label %1479, label %1396

1396:                                             ; preds = %1395
  %1397 = getelementptr i8, ptr %1359, i64 %819
  %1398 = getelementptr i8, ptr %1391, i64 %819
  %1399 = icmp ult ptr %1359, %1398
  %1400 = icmp ult ptr %1391, %1397
  %1401 = and i1 %1399, %1400
  %1402 = icmp ult ptr %1359, %825
  %1403 = icmp ult ptr %123, %1397
  %1404 = and i1 %1402, %1403
  %1405 = or i1 %1401, %1404
  %1406 = icmp ult ptr %1359, %829
  %1407 = icmp ult ptr %122, %1397
  %1408 = and i1 %1406, %1407
  %1409 = or i1 %1405, %1408
  br i1 %1409, label %1479, label %1410

1410:                                             ; preds = %1396
  br i1 %1174, label %1461, label %1411

1411:                                             ; preds = %1410, %1411
  %1412 = phi i64 [ %1457, %1411 ], [ 0, %1410 ]
  %1413 = getelementptr inbounds nuw float, ptr %1391, i64 %1412
  %1414 = getelementptr inbounds nuw i8, ptr %1413, i64 64
  %1415 = getelementptr inbounds nuw i8, ptr %1413, i64 128
  %1416 = getelementptr inbounds nuw i8, ptr %1413, i64 192
  %1417 = load <16 x float>, ptr %1413, align 4
  %1418 = load <16 x float>, ptr %1414, align 4
  %1419 = load <16 x float>, ptr %1415, align 4
  %1420 = load <16 x float>, ptr %1416, align 4
  %1421 = getelementptr inbounds nuw float, ptr %122, i64 %1412
  %1422 = getelementptr inbounds nuw i8, ptr %1421, i64 64
  %1423 = getelementptr inbounds nuw i8, ptr %1421, i64 128
  %1424 = getelementptr inbounds nuw i8, ptr %1421, i64 192
  %1425 = load <16 x float>, ptr %1421, align 4
  %1426 = load <16 x float>, ptr %1422, align 4
  %1427 = load <16 x float>, ptr %1423, align 4
  %1428 = load <16 x float>, ptr %1424, align 4
  %1429 = fadd <16 x float> %1417, %1425
  %1430 = fadd <16 x float> %1418, %1426
  %1431 = fadd <16 x float> %1419, %1427
  %1432 = fadd <16 x float> %1420, %1428
  %1433 = getelementptr inbounds nuw float, ptr %123, i64 %1412
  %1434 = getelementptr inbounds nuw i8, ptr %1433, i64 64
  %1435 = getelementptr inbounds nuw i8, ptr %1433, i64 128
  %1436 = getelementptr inbounds nuw i8, ptr %1433, i64 192
  %1437 = load <16 x float>, ptr %1433, align 4
  %1438 = load <16 x float>, ptr %1434, align 4
  %1439 = load <16 x float>, ptr %1435, align 4
  %1440 = load <16 x float>, ptr %1436, align 4
  %1441 = fadd <16 x float> %1429, %1437
  %1442 = fadd <16 x float> %1430, %1438
  %1443 = fadd <16 x float> %1431, %1439
  %1444 = fadd <16 x float> %1432, %1440
  %1445 = getelementptr inbounds nuw float, ptr %1359, i64 %1412
  %1446 = getelementptr inbounds nuw i8, ptr %1445, i64 64
  %1447 = getelementptr inbounds nuw i8, ptr %1445, i64 128
  %1448 = getelementptr inbounds nuw i8, ptr %1445, i64 192
  %1449 = load <16 x float>, ptr %1445, align 4
  %1450 = load <16 x float>, ptr %1446, align 4
  %1451 = load <16 x float>, ptr %1447, align 4
  %1452 = load <16 x float>, ptr %1448, align 4
  %1453 = fadd <16 x float> %1441, %1449
  %1454 = fadd <16 x float> %1442, %1450
  %1455 = fadd <16 x float> %1443, %1451
  %1456 = fadd <16 x float> %1444, %1452
  store <16 x float> %1453, ptr %1445, align 4
  store <16 x float> %1454, ptr %1446, align 4
  store <16 x float> %1455, ptr %1447, align 4
  store <16 x float> %1456, ptr %1448, align 4
  %1457 = add nuw i64 %1412, 64
  %1458 = icmp eq i64 %1457, %1176
  br i1 %1458, label %1459, label %1411

1459:                                             ; preds = %1411
  br i1 %1177, label %1499, label %1460

1460:                                             ; preds = %1459
  br i1 %1178, label %1479, label %1461

1461:                                             ; preds = %1410, %1460
  %1462 = phi i64 [ %1176, %1460 ], [ 0, %1410 ]
  br label %1463

1463:                                             ; preds = %1463, %1461
  %1464 = phi i64 [ %1462, %1461 ], [ %1476, %1463 ]
  %1465 = getelementptr inbounds nuw float, ptr %1391, i64 %1464
  %1466 = load <8 x float>, ptr %1465, align 4
  %1467 = getelementptr inbounds nuw float, ptr %122, i64 %1464
  %1468 = load <8 x float>, ptr %1467, align 4
  %1469 = fadd <8 x float> %1466, %1468
  %1470 = getelementptr inbounds nuw float, ptr %123, i64 %1464
  %1471 = load <8 x float>, ptr %1470, align 4
  %1472 = fadd <8 x float> %1469, %1471
  %1473 = getelementptr inbounds nuw float, ptr %1359, i64 %1464
  %1474 = load <8 x float>, ptr %1473, align 4
  %1475 = fadd <8 x float> %1472, %1474
  store <8 x float> %1475, ptr %1473, align 4
  %1476 = add nuw i64 %1464, 8
  %1477 = icmp eq i64 %1476, %1179
  br i1 %1477, label %1478, label %1463

1478:                                             ; preds = %1463
  br i1 %1180, label %1499, label %1479

1479:                                             ; preds = %1396, %1395, %1460, %1478
  %1480 = phi i64 [ 0, %1395 ], [ 0, %1396 ], [ %1176, %1460 ], [ %1179, %1478 ]
  %1481 = or disjoint i64 %1480, 1
  br i1 %1182, label %1495, label %1482

1482:                                             ; preds = %1479
  %1483 = getelementptr inbounds nuw float, ptr %1391, i64 %1480
  %1484 = load float, ptr %1483, align 4
  %1485 = getelementptr inbounds nuw float, ptr %122, i64 %1480
  %1486 = load float, ptr %1485, align 4
  %1487 = fadd float %1484, %1486
  %1488 = getelementptr inbounds nuw float, ptr %123, i64 %1480
  %1489 = load float, ptr %1488, align 4
  %1490 = fadd float %1487, %1489
  %1491 = getelementptr inbounds nuw float, ptr %1359, i64 %1480
  %1492 = load float, ptr %1491, align 4
  %1493 = fadd float %1490, %1492
  store float %1493, ptr %1491, align 4
  %1494 = or disjoint i64 %1480, 1
  br label %1495

1495:                                             ; preds = %1482, %1479
  %1496 = phi i64 [ %1480, %1479 ], [ %1494, %1482 ]
  %1497 = icmp eq i64 %32, %1481
  br i1 %1497, label %1499, label %1547

1498:                                             ; preds = %1394
  tail call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1359, i64 noundef %106)
  br label %3792

1499:                                             ; preds = %1495, %1547, %1478, %1459
  tail call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1359, i64 noundef %106)
  %1500 = sub i64 %1362, %1360
  %1501 = icmp ult i64 %1500, 256
  %1502 = select i1 %1183, i1 true, i1 %1501
  br i1 %1502, label %1532, label %1503

1503:                                             ; preds = %1499
  br i1 %1184, label %1522, label %1504

1504:                                             ; preds = %1503, %1504
  %1505 = phi i64 [ %1518, %1504 ], [ 0, %1503 ]
  %1506 = getelementptr inbounds nuw float, ptr %1359, i64 %1505
  %1507 = getelementptr inbounds nuw i8, ptr %1506, i64 64
  %1508 = getelementptr inbounds nuw i8, ptr %1506, i64 128
  %1509 = getelementptr inbounds nuw i8, ptr %1506, i64 192
  %1510 = load <16 x float>, ptr %1506, align 4
  %1511 = load <16 x float>, ptr %1507, align 4
  %1512 = load <16 x float>, ptr %1508, align 4
  %1513 = load <16 x float>, ptr %1509, align 4
  %1514 = getelementptr inbounds nuw float, ptr %1361, i64 %1505
  %1515 = getelementptr inbounds nuw i8, ptr %1514, i64 64
  %1516 = getelementptr inbounds nuw i8, ptr %1514, i64 128
  %1517 = getelementptr inbounds nuw i8, ptr %1514, i64 192
  store <16 x float> %1510, ptr %1514, align 4
  store <16 x float> %1511, ptr %1515, align 4
  store <16 x float> %1512, ptr %1516, align 4
  store <16 x float> %1513, ptr %1517, align 4
  %1518 = add nuw i64 %1505, 64
  %1519 = icmp eq i64 %1518, %1186
  br i1 %1519, label %1520, label %1504

1520:                                             ; preds = %1504
  br i1 %1187, label %3722, label %1521

1521:                                             ; preds = %1520
  br i1 %1188, label %1532, label %1522

1522:                                             ; preds = %1503, %1521
  %1523 = phi i64 [ %1186, %1521 ], [ 0, %1503 ]
  br label %1524

1524:                                             ; preds = %1524, %1522
  %1525 = phi i64 [ %1523, %1522 ], [ %1529, %1524 ]
  %1526 = getelementptr inbounds nuw float, ptr %1359, i64 %1525
  %1527 = load <8 x float>, ptr %1526, align 4
  %1528 = getelementptr inbounds nuw float, ptr %1361, i64 %1525
  store <8 x float> %1527, ptr %1528, align 4
  %1529 = add nuw i64 %1525, 8
  %1530 = icmp eq i64 %1529, %1189
  br i1 %1530, label %1531, label %1524

1531:                                             ; preds = %1524
  br i1 %1190, label %3722, label %1532

1532:                                             ; preds = %1499, %1521, %1531
  %1533 = phi i64 [ 0, %1499 ], [ %1186, %1521 ], [ %1189, %1531 ]
  br i1 %1192, label %1543, label %1534

1534:                                             ; preds = %1532, %1534
  %1535 = phi i64 [ %1540, %1534 ], [ %1533, %1532 ]
  %1536 = phi i64 [ %1541, %1534 ], [ 0, %1532 ]
  %1537 = getelementptr inbounds nuw float, ptr %1359, i64 %1535
  %1538 = load float, ptr %1537, align 4
  %1539 = getelementptr inbounds nuw float, ptr %1361, i64 %1535
  store float %1538, ptr %1539, align 4
  %1540 = add nuw nsw i64 %1535, 1
  %1541 = add i64 %1536, 1
  %1542 = icmp eq i64 %1541, %1191
  br i1 %1542, label %1543, label %1534

1543:                                             ; preds = %1534, %1532
  %1544 = phi i64 [ %1533, %1532 ], [ %1540, %1534 ]
  %1545 = sub nsw i64 %1533, %32
  %1546 = icmp ugt i64 %1545, -4
  br i1 %1546, label %3722, label %1574

1547:                                             ; preds = %1495, %1547
  %1548 = phi i64 [ %1572, %1547 ], [ %1496, %1495 ]
  %1549 = getelementptr inbounds nuw float, ptr %1391, i64 %1548
  %1550 = load float, ptr %1549, align 4
  %1551 = getelementptr inbounds nuw float, ptr %122, i64 %1548
  %1552 = load float, ptr %1551, align 4
  %1553 = fadd float %1550, %1552
  %1554 = getelementptr inbounds nuw float, ptr %123, i64 %1548
  %1555 = load float, ptr %1554, align 4
  %1556 = fadd float %1553, %1555
  %1557 = getelementptr inbounds nuw float, ptr %1359, i64 %1548
  %1558 = load float, ptr %1557, align 4
  %1559 = fadd float %1556, %1558
  store float %1559, ptr %1557, align 4
  %1560 = add nuw nsw i64 %1548, 1
  %1561 = getelementptr inbounds nuw float, ptr %1391, i64 %1560
  %1562 = load float, ptr %1561, align 4
  %1563 = getelementptr inbounds nuw float, ptr %122, i64 %1560
  %1564 = load float, ptr %1563, align 4
  %1565 = fadd float %1562, %1564
  %1566 = getelementptr inbounds nuw float, ptr %123, i64 %1560
  %1567 = load float, ptr %1566, align 4
  %1568 = fadd float %1565, %1567
  %1569 = getelementptr inbounds nuw float, ptr %1359, i64 %1560
  %1570 = load float, ptr %1569, align 4
  %1571 = fadd float %1568, %1570
  store float %1571, ptr %1569, align 4
  %1572 = add nuw nsw i64 %1548, 2
  %1573 = icmp eq i64 %1572, %32
  br i1 %1573, label %1499, label %1547

1574:                                             ; preds = %1543, %1574
  %1575 = phi i64 [ %1591, %1574 ], [ %1544, %1543 ]
  %1576 = getelementptr inbounds nuw float, ptr %1359, i64 %1575
  %1577 = load float, ptr %1576, align 4
  %1578 = getelementptr inbounds nuw float, ptr %1361, i64 %1575
  store float %1577, ptr %1578, align 4
  %1579 = add nuw nsw i64 %1575, 1
  %1580 = getelementptr inbounds nuw float, ptr %1359, i64 %1579
  %1581 = load float, ptr %1580, align 4
  %1582 = getelementptr inbounds nuw float, ptr %1361, i64 %1579
  store float %1581, ptr %1582, align 4
  %1583 = add nuw nsw i64 %1575, 2
  %1584 = getelementptr inbounds nuw float, ptr %1359, i64 %1583
  %1585 = load float, ptr %1584, align 4
  %1586 = getelementptr inbounds nuw float, ptr %1361, i64 %1583
  store float %1585, ptr %1586, align 4
  %1587 = add nuw nsw i64 %1575, 3
  %1588 = getelementptr inbounds nuw float, ptr %1359, i64 %1587
  %1589 = load float, ptr %1588, align 4
  %1590 = getelementptr inbounds nuw float, ptr %1361, i64 %1587
  store float %1589, ptr %1590, align 4
  %1591 = add nuw nsw i64 %1575, 4
  %1592 = icmp eq i64 %1591, %32
  br i1 %1592, label %3722, label %1574

1593:                                             ; preds = %1390
  br i1 %37, label %1594, label %2557

1594:                                             ; preds = %1593
  tail call fastcc void @product(ptr noundef %1361, ptr noundef %117, ptr noundef %1359, i64 noundef %32, i64 noundef %107, i64 noundef %107)
  br i1 %125, label %1595, label %1698

1595:                                             ; preds = %1594
  br i1 %1097, label %1679, label %1596

1596:                                             ; preds = %1595
  %1597 = getelementptr i8, ptr %1359, i64 %905
  %1598 = getelementptr i8, ptr %1391, i64 %905
  %1599 = icmp ult ptr %1359, %1598
  %1600 = icmp ult ptr %1391, %1597
  %1601 = and i1 %1599, %1600
  %1602 = icmp ult ptr %1359, %911
  %1603 = icmp ult ptr %123, %1597
  %1604 = and i1 %1602, %1603
  %1605 = or i1 %1601, %1604
  %1606 = icmp ult ptr %1359, %915
  %1607 = icmp ult ptr %122, %1597
  %1608 = and i1 %1606, %1607
  %1609 = or i1 %1605, %1608
  br i1 %1609, label %1679, label %1610

1610:                                             ; preds = %1596
  br i1 %1098, label %1661, label %1611

1611:                                             ; preds = %1610, %1611
  %1612 = phi i64 [ %1657, %1611 ], [ 0, %1610 ]
  %1613 = getelementptr inbounds nuw float, ptr %1391, i64 %1612
  %1614 = getelementptr inbounds nuw i8, ptr %1613, i64 64
  %1615 = getelementptr inbounds nuw i8, ptr %1613, i64 128
  %1616 = getelementptr inbounds nuw i8, ptr %1613, i64 192
  %1617 = load <16 x float>, ptr %1613, align 4
  %1618 = load <16 x float>, ptr %1614, align 4
  %1619 = load <16 x float>, ptr %1615, align 4
  %1620 = load <16 x float>, ptr %1616, align 4
  %1621 = getelementptr inbounds nuw float, ptr %122, i64 %1612
  %1622 = getelementptr inbounds nuw i8, ptr %1621, i64 64
  %1623 = getelementptr inbounds nuw i8, ptr %1621, i64 128
  %1624 = getelementptr inbounds nuw i8, ptr %1621, i64 192
  %1625 = load <16 x float>, ptr %1621, align 4
  %1626 = load <16 x float>, ptr %1622, align 4
  %1627 = load <16 x float>, ptr %1623, align 4
  %1628 = load <16 x float>, ptr %1624, align 4
  %1629 = fadd <16 x float> %1617, %1625
  %1630 = fadd <16 x float> %1618, %1626
  %1631 = fadd <16 x float> %1619, %1627
  %1632 = fadd <16 x float> %1620, %1628
  %1633 = getelementptr inbounds nuw float, ptr %123, i64 %1612
  %1634 = getelementptr inbounds nuw i8, ptr %1633, i64 64
  %1635 = getelementptr inbounds nuw i8, ptr %1633, i64 128
  %1636 = getelementptr inbounds nuw i8, ptr %1633, i64 192
  %1637 = load <16 x float>, ptr %1633, align 4
  %1638 = load <16 x float>, ptr %1634, align 4
  %1639 = load <16 x float>, ptr %1635, align 4
  %1640 = load <16 x float>, ptr %1636, align 4
  %1641 = fadd <16 x float> %1629, %1637
  %1642 = fadd <16 x float> %1630, %1638
  %1643 = fadd <16 x float> %1631, %1639
  %1644 = fadd <16 x float> %1632, %1640
  %1645 = getelementptr inbounds nuw float, ptr %1359, i64 %1612
  %1646 = getelementptr inbounds nuw i8, ptr %1645, i64 64
  %1647 = getelementptr inbounds nuw i8, ptr %1645, i64 128
  %1648 = getelementptr inbounds nuw i8, ptr %1645, i64 192
  %1649 = load <16 x float>, ptr %1645, align 4
  %1650 = load <16 x float>, ptr %1646, align 4
  %1651 = load <16 x float>, ptr %1647, align 4
  %1652 = load <16 x float>, ptr %1648, align 4
  %1653 = fadd <16 x float> %1641, %1649
  %1654 = fadd <16 x float> %1642, %1650
  %1655 = fadd <16 x float> %1643, %1651
  %1656 = fadd <16 x float> %1644, %1652
  store <16 x float> %1653, ptr %1645, align 4
  store <16 x float> %1654, ptr %1646, align 4
  store <16 x float> %1655, ptr %1647, align 4
  store <16 x float> %1656, ptr %1648, align 4
  %1657 = add nuw i64 %1612, 64
  %1658 = icmp eq i64 %1657, %1100
  br i1 %1658, label %1659, label %1611

1659:                                             ; preds = %1611
  br i1 %1101, label %1700, label %1660

1660:                                             ; preds = %1659
  br i1 %1102, label %1679, label %1661

1661:                                             ; preds = %1610, %1660
  %1662 = phi i64 [ %1100, %1660 ], [ 0, %1610 ]
  br label %1663

1663:                                             ; preds = %1663, %1661
  %1664 = phi i64 [ %1662, %1661 ], [ %1676, %1663 ]
  %1665 = getelementptr inbounds nuw float, ptr %1391, i64 %1664
  %1666 = load <8 x float>, ptr %1665, align 4
  %1667 = getelementptr inbounds nuw float, ptr %122, i64 %1664
  %1668 = load <8 x float>, ptr %1667, align 4
  %1669 = fadd <8 x float> %1666, %1668
  %1670 = getelementptr inbounds nuw float, ptr %123, i64 %1664
  %1671 = load <8 x float>, ptr %1670, align 4
  %1672 = fadd <8 x float> %1669, %1671
  %1673 = getelementptr inbounds nuw float, ptr %1359, i64 %1664
  %1674 = load <8 x float>, ptr %1673, align 4
  %1675 = fadd <8 x float> %1672, %1674
  store <8 x float> %1675, ptr %1673, align 4
  %1676 = add nuw i64 %1664, 8
  %1677 = icmp eq i64 %1676, %1103
  br i1 %1677, label %1678, label %1663

1678:                                             ; preds = %1663
  br i1 %1104, label %1700, label %1679

1679:                                             ; preds = %1596, %1595, %1660, %1678
  %1680 = phi i64 [ 0, %1595 ], [ 0, %1596 ], [ %1100, %1660 ], [ %1103, %1678 ]
  %1681 = or disjoint i64 %1680, 1
  br i1 %1106, label %1695, label %1682

1682:                                             ; preds = %1679
  %1683 = getelementptr inbounds nuw float, ptr %1391, i64 %1680
  %1684 = load float, ptr %1683, align 4
  %1685 = getelementptr inbounds nuw float, ptr %122, i64 %1680
  %1686 = load float, ptr %1685, align 4
  %1687 = fadd float %1684, %1686
  %1688 = getelementptr inbounds nuw float, ptr %123, i64 %1680
  %1689 = load float, ptr %1688, align 4
  %1690 = fadd float %1687, %1689
  %1691 = getelementptr inbounds nuw float, ptr %1359, i64 %1680
  %1692 = load float, ptr %1691, align 4
  %1693 = fadd float %1690, %1692
  store float %1693, ptr %1691, align 4
  %1694 = or disjoint i64 %1680, 1
  br label %1695

1695:                                             ; preds = %1682, %1679
  %1696 = phi i64 [ %1680, %1679 ], [ %1694, %1682 ]
  %1697 = icmp eq i64 %32, %1681
  br i1 %1697, label %1700, label %1809

1698:                                             ; preds = %1594
  %1699 = getelementptr inbounds float, ptr %1359, i64 %809
  br label %2215

1700:                                             ; preds = %1695, %1809, %1678, %1659
  %1701 = getelementptr float, ptr %1391, i64 %32
  br i1 %1107, label %1789, label %1702

1702:                                             ; preds = %1700
  %1703 = getelementptr i8, ptr %1359, i64 %888
  %1704 = getelementptr i8, ptr %1359, i64 %888
  %1705 = getelementptr i8, ptr %1704, i64 %889
  %1706 = getelementptr i8, ptr %1391, i64 %810
  %1707 = icmp ult ptr %1703, %1706
  %1708 = icmp ult ptr %1701, %1705
  %1709 = and i1 %1707, %1708
  %1710 = icmp ult ptr %1703, %897
  %1711 = icmp ult ptr %895, %1705
  %1712 = and i1 %1710, %1711
  %1713 = or i1 %1709, %1712
  %1714 = icmp ult ptr %1703, %904
  %1715 = icmp ult ptr %902, %1705
  %1716 = and i1 %1714, %1715
  %1717 = or i1 %1713, %1716
  br i1 %1717, label %1789, label %1718

1718:                                             ; preds = %1702
  br i1 %1108, label %1770, label %1719

1719:                                             ; preds = %1718, %1719
  %1720 = phi i64 [ %1766, %1719 ], [ 0, %1718 ]
  %1721 = getelementptr float, ptr %1701, i64 %1720
  %1722 = getelementptr i8, ptr %1721, i64 64
  %1723 = getelementptr i8, ptr %1721, i64 128
  %1724 = getelementptr i8, ptr %1721, i64 192
  %1725 = load <16 x float>, ptr %1721, align 4
  %1726 = load <16 x float>, ptr %1722, align 4
  %1727 = load <16 x float>, ptr %1723, align 4
  %1728 = load <16 x float>, ptr %1724, align 4
  %1729 = add nuw nsw i64 %1720, %106
  %1730 = getelementptr inbounds nuw float, ptr %122, i64 %1729
  %1731 = getelementptr inbounds nuw i8, ptr %1730, i64 64
  %1732 = getelementptr inbounds nuw i8, ptr %1730, i64 128
  %1733 = getelementptr inbounds nuw i8, ptr %1730, i64 192
  %1734 = load <16 x float>, ptr %1730, align 4
  %1735 = load <16 x float>, ptr %1731, align 4
  %1736 = load <16 x float>, ptr %1732, align 4
  %1737 = load <16 x float>, ptr %1733, align 4
  %1738 = fadd <16 x float> %1725, %1734
  %1739 = fadd <16 x float> %1726, %1735
  %1740 = fadd <16 x float> %1727, %1736
  %1741 = fadd <16 x float> %1728, %1737
  %1742 = getelementptr inbounds nuw float, ptr %123, i64 %1729
  %1743 = getelementptr inbounds nuw i8, ptr %1742, i64 64
  %1744 = getelementptr inbounds nuw i8, ptr %1742, i64 128
  %1745 = getelementptr inbounds nuw i8, ptr %1742, i64 192
  %1746 = load <16 x float>, ptr %1742, align 4
  %1747 = load <16 x float>, ptr %1743, align 4
  %1748 = load <16 x float>, ptr %1744, align 4
  %1749 = load <16 x float>, ptr %1745, align 4
  %1750 = fadd <16 x float> %1738, %1746
  %1751 = fadd <16 x float> %1739, %1747
  %1752 = fadd <16 x float> %1740, %1748
  %1753 = fadd <16 x float> %1741, %1749
  %1754 = getelementptr inbounds nuw float, ptr %1359, i64 %1729
  %1755 = getelementptr inbounds nuw i8, ptr %1754, i64 64
  %1756 = getelementptr inbounds nuw i8, ptr %1754, i64 128
  %1757 = getelementptr inbounds nuw i8, ptr %1754, i64 192
  %1758 = load <16 x float>, ptr %1754, align 4
  %1759 = load <16 x float>, ptr %1755, align 4
  %1760 = load <16 x float>, ptr %1756, align 4
  %1761 = load <16 x float>, ptr %1757, align 4
  %1762 = fadd <16 x float> %1750, %1758
  %1763 = fadd <16 x float> %1751, %1759
  %1764 = fadd <16 x float> %1752, %1760
  %1765 = fadd <16 x float> %1753, %1761
  store <16 x float> %1762, ptr %1754, align 4
  store <16 x float> %1763, ptr %1755, align 4
  store <16 x float> %1764, ptr %1756, align 4
  store <16 x float> %1765, ptr %1757, align 4
  %1766 = add nuw i64 %1720, 64
  %1767 = icmp eq i64 %1766, %1110
  br i1 %1767, label %1768, label %1719

1768:                                             ; preds = %1719
  br i1 %1111, label %1836, label %1769

1769:                                             ; preds = %1768
  br i1 %1112, label %1789, label %1770

1770:                                             ; preds = %1718, %1769
  %1771 = phi i64 [ %1110, %1769 ], [ 0, %1718 ]
  br label %1772

1772:                                             ; preds = %1772, %1770
  %1773 = phi i64 [ %1771, %1770 ], [ %1786, %1772 ]
  %1774 = getelementptr float, ptr %1701, i64 %1773
  %1775 = load <8 x float>, ptr %1774, align 4
  %1776 = add nuw nsw i64 %1773, %106
  %1777 = getelementptr inbounds nuw float, ptr %122, i64 %1776
  %1778 = load <8 x float>, ptr %1777, align 4
  %1779 = fadd <8 x float> %1775, %1778
  %1780 = getelementptr inbounds nuw float, ptr %123, i64 %1776
  %1781 = load <8 x float>, ptr %1780, align 4
  %1782 = fadd <8 x float> %1779, %1781
  %1783 = getelementptr inbounds nuw float, ptr %1359, i64 %1776
  %1784 = load <8 x float>, ptr %1783, align 4
  %1785 = fadd <8 x float> %1782, %1784
  store <8 x float> %1785, ptr %1783, align 4
  %1786 = add nuw i64 %1773, 8
  %1787 = icmp eq i64 %1786, %1113
  br i1 %1787, label %1788, label %1772

1788:                                             ; preds = %1772
  br i1 %1114, label %1836, label %1789

1789:                                             ; preds = %1702, %1700, %1769, %1788
  %1790 = phi i64 [ 0, %1700 ], [ 0, %1702 ], [ %1110, %1769 ], [ %1113, %1788 ]
  %1791 = or disjoint i64 %1790, 1
  br i1 %1116, label %1806, label %1792

1792:                                             ; preds = %1789
  %1793 = getelementptr float, ptr %1701, i64 %1790
  %1794 = load float, ptr %1793, align 4
  %1795 = add nuw nsw i64 %1790, %106
  %1796 = getelementptr inbounds nuw float, ptr %122, i64 %1795
  %1797 = load float, ptr %1796, align 4
  %1798 = fadd float %1794, %1797
  %1799 = getelementptr inbounds nuw float, ptr %123, i64 %1795
  %1800 = load float, ptr %1799, align 4
  %1801 = fadd float %1798, %1800
  %1802 = getelementptr inbounds nuw float, ptr %1359, i64 %1795
  %1803 = load float, ptr %1802, align 4
  %1804 = fadd float %1801, %1803
  store float %1804, ptr %1802, align 4
  %1805 = or disjoint i64 %1790, 1
  br label %1806

1806:                                             ; preds = %1792, %1789
  %1807 = phi i64 [ %1790, %1789 ], [ %1805, %1792 ]
  %1808 = icmp eq i64 %32, %1791
  br i1 %1808, label %1836, label %1945

1809:                                             ; preds = %1695, %1809
  %1810 = phi i64 [ %1834, %1809 ], [ %1696, %1695 ]
  %1811 = getelementptr inbounds nuw float, ptr %1391, i64 %1810
  %1812 = load float, ptr %1811, align 4
  %1813 = getelementptr inbounds nuw float, ptr %122, i64 %1810
  %1814 = load float, ptr %1813, align 4
  %1815 = fadd float %1812, %1814
  %1816 = getelementptr inbounds nuw float, ptr %123, i64 %1810
  %1817 = load float, ptr %1816, align 4
  %1818 = fadd float %1815, %1817
  %1819 = getelementptr inbounds nuw float, ptr %1359, i64 %1810
  %1820 = load float, ptr %1819, align 4
  %1821 = fadd float %1818, %1820
  store float %1821, ptr %1819, align 4
  %1822 = add nuw nsw i64 %1810, 1
  %1823 = getelementptr inbounds nuw float, ptr %1391, i64 %1822
  %1824 = load float, ptr %1823, align 4
  %1825 = getelementptr inbounds nuw float, ptr %122, i64 %1822
  %1826 = load float, ptr %1825, align 4
  %1827 = fadd float %1824, %1826
  %1828 = getelementptr inbounds nuw float, ptr %123, i64 %1822
  %1829 = load float, ptr %1828, align 4
  %1830 = fadd float %1827, %1829
  %1831 = getelementptr inbounds nuw float, ptr %1359, i64 %1822
  %1832 = load float, ptr %1831, align 4
  %1833 = fadd float %1830, %1832
  store float %1833, ptr %1831, align 4
  %1834 = add nuw nsw i64 %1810, 2
  %1835 = icmp eq i64 %1834, %32
  br i1 %1835, label %1700, label %1809

1836:                                             ; preds = %1806, %1945, %1788, %1768
  %1837 = getelementptr i8, ptr %1391, i64 %810
  br i1 %1117, label %1925, label %1838

1838:                                             ; preds = %1836
  %1839 = getelementptr i8, ptr %1359, i64 %507
  %1840 = getelementptr i8, ptr %1359, i64 %507
  %1841 = getelementptr i8, ptr %1840, i64 %872
  %1842 = getelementptr i8, ptr %1391, i64 %812
  %1843 = icmp ult ptr %1839, %1842
  %1844 = icmp ult ptr %1837, %1841
  %1845 = and i1 %1843, %1844
  %1846 = icmp ult ptr %1839, %880
  %1847 = icmp ult ptr %878, %1841
  %1848 = and i1 %1846, %1847
  %1849 = or i1 %1845, %1848
  %1850 = icmp ult ptr %1839, %887
  %1851 = icmp ult ptr %885, %1841
  %1852 = and i1 %1850, %1851
  %1853 = or i1 %1849, %1852
  br i1 %1853, label %1925, label %1854

1854:                                             ; preds = %1838
  br i1 %1118, label %1906, label %1855

1855:                                             ; preds = %1854, %1855
  %1856 = phi i64 [ %1902, %1855 ], [ 0, %1854 ]
  %1857 = getelementptr float, ptr %1837, i64 %1856
  %1858 = getelementptr i8, ptr %1857, i64 64
  %1859 = getelementptr i8, ptr %1857, i64 128
  %1860 = getelementptr i8, ptr %1857, i64 192
  %1861 = load <16 x float>, ptr %1857, align 4
  %1862 = load <16 x float>, ptr %1858, align 4
  %1863 = load <16 x float>, ptr %1859, align 4
  %1864 = load <16 x float>, ptr %1860, align 4
  %1865 = add nuw nsw i64 %1856, %809
  %1866 = getelementptr inbounds nuw float, ptr %122, i64 %1865
  %1867 = getelementptr inbounds nuw i8, ptr %1866, i64 64
  %1868 = getelementptr inbounds nuw i8, ptr %1866, i64 128
  %1869 = getelementptr inbounds nuw i8, ptr %1866, i64 192
  %1870 = load <16 x float>, ptr %1866, align 4
  %1871 = load <16 x float>, ptr %1867, align 4
  %1872 = load <16 x float>, ptr %1868, align 4
  %1873 = load <16 x float>, ptr %1869, align 4
  %1874 = fadd <16 x float> %1861, %1870
  %1875 = fadd <16 x float> %1862, %1871
  %1876 = fadd <16 x float> %1863, %1872
  %1877 = fadd <16 x float> %1864, %1873
  %1878 = getelementptr inbounds nuw float, ptr %123, i64 %1865
  %1879 = getelementptr inbounds nuw i8, ptr %1878, i64 64
  %1880 = getelementptr inbounds nuw i8, ptr %1878, i64 128
  %1881 = getelementptr inbounds nuw i8, ptr %1878, i64 192
  %1882 = load <16 x float>, ptr %1878, align 4
  %1883 = load <16 x float>, ptr %1879, align 4
  %1884 = load <16 x float>, ptr %1880, align 4
  %1885 = load <16 x float>, ptr %1881, align 4
  %1886 = fadd <16 x float> %1874, %1882
  %1887 = fadd <16 x float> %1875, %1883
  %1888 = fadd <16 x float> %1876, %1884
  %1889 = fadd <16 x float> %1877, %1885
  %1890 = getelementptr inbounds nuw float, ptr %1359, i64 %1865
  %1891 = getelementptr inbounds nuw i8, ptr %1890, i64 64
  %1892 = getelementptr inbounds nuw i8, ptr %1890, i64 128
  %1893 = getelementptr inbounds nuw i8, ptr %1890, i64 192
  %1894 = load <16 x float>, ptr %1890, align 4
  %1895 = load <16 x float>, ptr %1891, align 4
  %1896 = load <16 x float>, ptr %1892, align 4
  %1897 = load <16 x float>, ptr %1893, align 4
  %1898 = fadd <16 x float> %1886, %1894
  %1899 = fadd <16 x float> %1887, %1895
  %1900 = fadd <16 x float> %1888, %1896
  %1901 = fadd <16 x float> %1889, %1897
  store <16 x float> %1898, ptr %1890, align 4
  store <16 x float> %1899, ptr %1891, align 4
  store <16 x float> %1900, ptr %1892, align 4
  store <16 x float> %1901, ptr %1893, align 4
  %1902 = add nuw i64 %1856, 64
  %1903 = icmp eq i64 %1902, %1120
  br i1 %1903, label %1904, label %1855

1904:                                             ; preds = %1855
  br i1 %1121, label %1974, label %1905

1905:                                             ; preds = %1904
  br i1 %1122, label %1925, label %1906

1906:                                             ; preds = %1854, %1905
  %1907 = phi i64 [ %1120, %1905 ], [ 0, %1854 ]
  br label %1908

1908:                                             ; preds = %1908, %1906
  %1909 = phi i64 [ %1907, %1906 ], [ %1922, %1908 ]
  %1910 = getelementptr float, ptr %1837, i64 %1909
  %1911 = load <8 x float>, ptr %1910, align 4
  %1912 = add nuw nsw i64 %1909, %809
  %1913 = getelementptr inbounds nuw float, ptr %122, i64 %1912
  %1914 = load <8 x float>, ptr %1913, align 4
  %1915 = fadd <8 x float> %1911, %1914
  %1916 = getelementptr inbounds nuw float, ptr %123, i64 %1912
  %1917 = load <8 x float>, ptr %1916, align 4
  %1918 = fadd <8 x float> %1915, %1917
  %1919 = getelementptr inbounds nuw float, ptr %1359, i64 %1912
  %1920 = load <8 x float>, ptr %1919, align 4
  %1921 = fadd <8 x float> %1918, %1920
  store <8 x float> %1921, ptr %1919, align 4
  %1922 = add nuw i64 %1909, 8
  %1923 = icmp eq i64 %1922, %1123
  br i1 %1923, label %1924, label %1908

1924:                                             ; preds = %1908
  br i1 %1124, label %1974, label %1925

1925:                                             ; preds = %1838, %1836, %1905, %1924
  %1926 = phi i64 [ 0, %1836 ], [ 0, %1838 ], [ %1120, %1905 ], [ %1123, %1924 ]
  %1927 = or disjoint i64 %1926, 1
  br i1 %1126, label %1942, label %1928

1928:                                             ; preds = %1925
  %1929 = getelementptr float, ptr %1837, i64 %1926
  %1930 = load float, ptr %1929, align 4
  %1931 = add nuw nsw i64 %1926, %809
  %1932 = getelementptr inbounds nuw float, ptr %122, i64 %1931
  %1933 = load float, ptr %1932, align 4
  %1934 = fadd float %1930, %1933
  %1935 = getelementptr inbounds nuw float, ptr %123, i64 %1931
  %1936 = load float, ptr %1935, align 4
  %1937 = fadd float %1934, %1936
  %1938 = getelementptr inbounds nuw float, ptr %1359, i64 %1931
  %1939 = load float, ptr %1938, align 4
  %1940 = fadd float %1937, %1939
  store float %1940, ptr %1938, align 4
  %1941 = or disjoint i64 %1926, 1
  br label %1942

1942:                                             ; preds = %1928, %1925
  %1943 = phi i64 [ %1926, %1925 ], [ %1941, %1928 ]
  %1944 = icmp eq i64 %32, %1927
  br i1 %1944, label %1974, label %2083

1945:                                             ; preds = %1806, %1945
  %1946 = phi i64 [ %1972, %1945 ], [ %1807, %1806 ]
  %1947 = getelementptr float, ptr %1701, i64 %1946
  %1948 = load float, ptr %1947, align 4
  %1949 = add nuw nsw i64 %1946, %106
  %1950 = getelementptr inbounds nuw float, ptr %122, i64 %1949
  %1951 = load float, ptr %1950, align 4
  %1952 = fadd float %1948, %1951
  %1953 = getelementptr inbounds nuw float, ptr %123, i64 %1949
  %1954 = load float, ptr %1953, align 4
  %1955 = fadd float %1952, %1954
  %1956 = getelementptr inbounds nuw float, ptr %1359, i64 %1949
  %1957 = load float, ptr %1956, align 4
  %1958 = fadd float %1955, %1957
  store float %1958, ptr %1956, align 4
  %1959 = add nuw nsw i64 %1946, 1
  %1960 = getelementptr float, ptr %1701, i64 %1959
  %1961 = load float, ptr %1960, align 4
  %1962 = add nuw nsw i64 %1959, %106
  %1963 = getelementptr inbounds nuw float, ptr %122, i64 %1962
  %1964 = load float, ptr %1963, align 4
  %1965 = fadd float %1961, %1964
  %1966 = getelementptr inbounds nuw float, ptr %123, i64 %1962
  %1967 = load float, ptr %1966, align 4
  %1968 = fadd float %1965, %1967
  %1969 = getelementptr inbounds nuw float, ptr %1359, i64 %1962
  %1970 = load float, ptr %1969, align 4
  %1971 = fadd float %1968, %1970
  store float %1971, ptr %1969, align 4
  %1972 = add nuw nsw i64 %1946, 2
  %1973 = icmp eq i64 %1972, %32
  br i1 %1973, label %1836, label %1945

1974:                                             ; preds = %1942, %2083, %1924, %1904
  %1975 = getelementptr i8, ptr %1391, i64 %812
  br i1 %1127, label %2063, label %1976

1976:                                             ; preds = %1974
  %1977 = getelementptr i8, ptr %1359, i64 %854
  %1978 = getelementptr i8, ptr %1359, i64 %854
  %1979 = getelementptr i8, ptr %1978, i64 %855
  %1980 = getelementptr i8, ptr %1391, i64 %856
  %1981 = icmp ult ptr %1977, %1980
  %1982 = icmp ult ptr %1975, %1979
  %1983 = and i1 %1981, %1982
  %1984 = icmp ult ptr %1977, %864
  %1985 = icmp ult ptr %862, %1979
  %1986 = and i1 %1984, %1985
  %1987 = or i1 %1983, %1986
  %1988 = icmp ult ptr %1977, %871
  %1989 = icmp ult ptr %869, %1979
  %1990 = and i1 %1988, %1989
  %1991 = or i1 %1987, %1990
  br i1 %1991, label %2063, label %1992

1992:                                             ; preds = %1976
  br i1 %1128, label %2044, label %1993

1993:                                             ; preds = %1992, %1993
  %1994 = phi i64 [ %2040, %1993 ], [ 0, %1992 ]
  %1995 = getelementptr float, ptr %1975, i64 %1994
  %1996 = getelementptr i8, ptr %1995, i64 64
  %1997 = getelementptr i8, ptr %1995, i64 128
  %1998 = getelementptr i8, ptr %1995, i64 192
  %1999 = load <16 x float>, ptr %1995, align 4
  %2000 = load <16 x float>, ptr %1996, align 4
  %2001 = load <16 x float>, ptr %1997, align 4
  %2002 = load <16 x float>, ptr %1998, align 4
  %2003 = add nuw nsw i64 %1994, %110
  %2004 = getelementptr inbounds nuw float, ptr %122, i64 %2003
  %2005 = getelementptr inbounds nuw i8, ptr %2004, i64 64
  %2006 = getelementptr inbounds nuw i8, ptr %2004, i64 128
  %2007 = getelementptr inbounds nuw i8, ptr %2004, i64 192
  %2008 = load <16 x float>, ptr %2004, align 4
  %2009 = load <16 x float>, ptr %2005, align 4
  %2010 = load <16 x float>, ptr %2006, align 4
  %2011 = load <16 x float>, ptr %2007, align 4
  %2012 = fadd <16 x float> %1999, %2008
  %2013 = fadd <16 x float> %2000, %2009
  %2014 = fadd <16 x float> %2001, %2010
  %2015 = fadd <16 x float> %2002, %2011
  %2016 = getelementptr inbounds nuw float, ptr %123, i64 %2003
  %2017 = getelementptr inbounds nuw i8, ptr %2016, i64 64
  %2018 = getelementptr inbounds nuw i8, ptr %2016, i64 128
  %2019 = getelementptr inbounds nuw i8, ptr %2016, i64 192
  %2020 = load <16 x float>, ptr %2016, align 4
  %2021 = load <16 x float>, ptr %2017, align 4
  %2022 = load <16 x float>, ptr %2018, align 4
  %2023 = load <16 x float>, ptr %2019, align 4
  %2024 = fadd <16 x float> %2012, %2020
  %2025 = fadd <16 x float> %2013, %2021
  %2026 = fadd <16 x float> %2014, %2022
  %2027 = fadd <16 x float> %2015, %2023
  %2028 = getelementptr inbounds nuw float, ptr %1359, i64 %2003
  %2029 = getelementptr inbounds nuw i8, ptr %2028, i64 64
  %2030 = getelementptr inbounds nuw i8, ptr %2028, i64 128
  %2031 = getelementptr inbounds nuw i8, ptr %2028, i64 192
  %2032 = load <16 x float>, ptr %2028, align 4
  %2033 = load <16 x float>, ptr %2029, align 4
  %2034 = load <16 x float>, ptr %2030, align 4
  %2035 = load <16 x float>, ptr %2031, align 4
  %2036 = fadd <16 x float> %2024, %2032
  %2037 = fadd <16 x float> %2025, %2033
  %2038 = fadd <16 x float> %2026, %2034
  %2039 = fadd <16 x float> %2027, %2035
  store <16 x float> %2036, ptr %2028, align 4
  store <16 x float> %2037, ptr %2029, align 4
  store <16 x float> %2038, ptr %2030, align 4
  store <16 x float> %2039, ptr %2031, align 4
  %2040 = add nuw i64 %1994, 64
  %2041 = icmp eq i64 %2040, %1130
  br i1 %2041, label %2042, label %1993

2042:                                             ; preds = %1993
  br i1 %1131, label %2112, label %2043

2043:                                             ; preds = %2042
  br i1 %1132, label %2063, label %2044

2044:                                             ; preds = %1992, %2043
  %2045 = phi i64 [ %1130, %2043 ], [ 0, %1992 ]
  br label %2046

2046:                                             ; preds = %2046, %2044
  %2047 = phi i64 [ %2045, %2044 ], [ %2060, %2046 ]
  %2048 = getelementptr float, ptr %1975, i64 %2047
  %2049 = load <8 x float>, ptr %2048, align 4
  %2050 = add nuw nsw i64 %2047, %110
  %2051 = getelementptr inbounds nuw float, ptr %122, i64 %2050
  %2052 = load <8 x float>, ptr %2051, align 4
  %2053 = fadd <8 x float> %2049, %2052
  %2054 = getelementptr inbounds nuw float, ptr %123, i64 %2050
  %2055 = load <8 x float>, ptr %2054, align 4
  %2056 = fadd <8 x float> %2053, %2055
  %2057 = getelementptr inbounds nuw float, ptr %1359, i64 %2050
  %2058 = load <8 x float>, ptr %2057, align 4
  %2059 = fadd <8 x float> %2056, %2058
  store <8 x float> %2059, ptr %2057, align 4
  %2060 = add nuw i64 %2047, 8
  %2061 = icmp eq i64 %2060, %1133
  br i1 %2061, label %2062, label %2046

2062:                                             ; preds = %2046
  br i1 %1134, label %2112, label %2063

2063:                                             ; preds = %1976, %1974, %2043, %2062
  %2064 = phi i64 [ 0, %1974 ], [ 0, %1976 ], [ %1130, %2043 ], [ %1133, %2062 ]
  %2065 = or disjoint i64 %2064, 1
  br i1 %1136, label %2080, label %2066

2066:                                             ; preds = %2063
  %2067 = getelementptr float, ptr %1975, i64 %2064
  %2068 = load float, ptr %2067, align 4
  %2069 = add nuw nsw i64 %2064, %110
  %2070 = getelementptr inbounds nuw float, ptr %122, i64 %2069
  %2071 = load float, ptr %2070, align 4
  %2072 = fadd float %2068, %2071
  %2073 = getelementptr inbounds nuw float, ptr %123, i64 %2069
  %2074 = load float, ptr %2073, align 4
  %2075 = fadd float %2072, %2074
  %2076 = getelementptr inbounds nuw float, ptr %1359, i64 %2069
  %2077 = load float, ptr %2076, align 4
  %2078 = fadd float %2075, %2077
  store float %2078, ptr %2076, align 4
  %2079 = or disjoint i64 %2064, 1
  br label %2080

2080:                                             ; preds = %2066, %2063
  %2081 = phi i64 [ %2064, %2063 ], [ %2079, %2066 ]
  %2082 = icmp eq i64 %32, %2065
  br i1 %2082, label %2112, label %2167

2083:                                             ; preds = %1942, %2083
  %2084 = phi i64 [ %2110, %2083 ], [ %1943, %1942 ]
  %2085 = getelementptr float, ptr %1837, i64 %2084
  %2086 = load float, ptr %2085, align 4
  %2087 = add nuw nsw i64 %2084, %809
  %2088 = getelementptr inbounds nuw float, ptr %122, i64 %2087
  %2089 = load float, ptr %2088, align 4
  %2090 = fadd float %2086, %2089
  %2091 = getelementptr inbounds nuw float, ptr %123, i64 %2087
  %2092 = load float, ptr %2091, align 4
  %2093 = fadd float %2090, %2092
  %2094 = getelementptr inbounds nuw float, ptr %1359, i64 %2087
  %2095 = load float, ptr %2094, align 4
  %2096 = fadd float %2093, %2095
  store float %2096, ptr %2094, align 4
  %2097 = add nuw nsw i64 %2084, 1
  %2098 = getelementptr float, ptr %1837, i64 %2097
  %2099 = load float, ptr %2098, align 4
  %2100 = add nuw nsw i64 %2097, %809
  %2101 = getelementptr inbounds nuw float, ptr %122, i64 %2100
  %2102 = load float, ptr %2101, align 4
  %2103 = fadd float %2099, %2102
  %2104 = getelementptr inbounds nuw float, ptr %123, i64 %2100
  %2105 = load float, ptr %2104, align 4
  %2106 = fadd float %2103, %2105
  %2107 = getelementptr inbounds nuw float, ptr %1359, i64 %2100
  %2108 = load float, ptr %2107, align 4
  %2109 = fadd float %2106, %2108
  store float %2109, ptr %2107, align 4
  %2110 = add nuw nsw i64 %2084, 2
  %2111 = icmp eq i64 %2110, %32
  br i1 %2111, label %1974, label %2083

2112:                                             ; preds = %2080, %2167, %2062, %2042
  %2113 = getelementptr float, ptr %1359, i64 %809
  br i1 %818, label %2215, label %2114

2114:                                             ; preds = %2112
  %2115 = getelementptr i8, ptr %1359, i64 %840
  %2116 = getelementptr i8, ptr %1359, i64 %842
  %2117 = getelementptr i8, ptr %1364, i64 %840
  %2118 = icmp ult ptr %1359, %2116
  %2119 = icmp ult ptr %2113, %2115
  %2120 = and i1 %2118, %2119
  %2121 = icmp ult ptr %1359, %848
  %2122 = icmp ult ptr %124, %2115
  %2123 = and i1 %2121, %2122
  %2124 = or i1 %2120, %2123
  %2125 = icmp ult ptr %1359, %2117
  %2126 = icmp ult ptr %1364, %2115
  %2127 = and i1 %2125, %2126
  %2128 = or i1 %2124, %2127
  %2129 = icmp ult ptr %1359, %853
  %2130 = icmp ult ptr %815, %2115
  %2131 = and i1 %2129, %2130
  %2132 = or i1 %2128, %2131
  %2133 = icmp ult ptr %2113, %848
  %2134 = icmp ult ptr %124, %2116
  %2135 = and i1 %2133, %2134
  %2136 = or i1 %2132, %2135
  %2137 = icmp ult ptr %2113, %2117
  %2138 = icmp ult ptr %1364, %2116
  %2139 = and i1 %2137, %2138
  %2140 = or i1 %2136, %2139
  %2141 = icmp ult ptr %2113, %853
  %2142 = icmp ult ptr %815, %2116
  %2143 = and i1 %2141, %2142
  %2144 = or i1 %2140, %2143
  br i1 %2144, label %2145, label %2147

2145:                                             ; preds = %2166, %2114
  %2146 = phi i64 [ %1137, %2166 ], [ 0, %2114 ]
  br label %2196

2147:                                             ; preds = %2114, %2147
  %2148 = phi i64 [ %2164, %2147 ], [ 0, %2114 ]
  %2149 = getelementptr inbounds nuw float, ptr %1359, i64 %2148
  %2150 = load <16 x float>, ptr %2149, align 4
  %2151 = getelementptr inbounds nuw float, ptr %124, i64 %2148
  %2152 = load <16 x float>, ptr %2151, align 4
  %2153 = getelementptr inbounds nuw float, ptr %1364, i64 %2148
  %2154 = load <16 x float>, ptr %2153, align 4
  %2155 = fmul <16 x float> %2152, %2154
  %2156 = fadd <16 x float> %2150, %2155
  store <16 x float> %2156, ptr %2149, align 4
  %2157 = getelementptr inbounds nuw float, ptr %2113, i64 %2148
  %2158 = load <16 x float>, ptr %2157, align 4
  %2159 = getelementptr float, ptr %815, i64 %2148
  %2160 = load <16 x float>, ptr %2159, align 4
  %2161 = load <16 x float>, ptr %2153, align 4
  %2162 = fmul <16 x float> %2160, %2161
  %2163 = fadd <16 x float> %2158, %2162
  store <16 x float> %2163, ptr %2157, align 4
  %2164 = add nuw i64 %2148, 16
  %2165 = icmp eq i64 %2164, %1137
  br i1 %2165, label %2166, label %2147

2166:                                             ; preds = %2147
  br i1 %1138, label %2215, label %2145

2167:                                             ; preds = %2080, %2167
  %2168 = phi i64 [ %2194, %2167 ], [ %2081, %2080 ]
  %2169 = getelementptr float, ptr %1975, i64 %2168
  %2170 = load float, ptr %2169, align 4
  %2171 = add nuw nsw i64 %2168, %110
  %2172 = getelementptr inbounds nuw float, ptr %122, i64 %2171
  %2173 = load float, ptr %2172, align 4
  %2174 = fadd float %2170, %2173
  %2175 = getelementptr inbounds nuw float, ptr %123, i64 %2171
  %2176 = load float, ptr %2175, align 4
  %2177 = fadd float %2174, %2176
  %2178 = getelementptr inbounds nuw float, ptr %1359, i64 %2171
  %2179 = load float, ptr %2178, align 4
  %2180 = fadd float %2177, %2179
  store float %2180, ptr %2178, align 4
  %2181 = add nuw nsw i64 %2168, 1
  %2182 = getelementptr float, ptr %1975, i64 %2181
  %2183 = load float, ptr %2182, align 4
  %2184 = add nuw nsw i64 %2181, %110
  %2185 = getelementptr inbounds nuw float, ptr %122, i64 %2184
  %2186 = load float, ptr %2185, align 4
  %2187 = fadd float %2183, %2186
  %2188 = getelementptr inbounds nuw float, ptr %123, i64 %2184
  %2189 = load float, ptr %2188, align 4
  %2190 = fadd float %2187, %2189
  %2191 = getelementptr inbounds nuw float, ptr %1359, i64 %2184
  %2192 = load float, ptr %2191, align 4
  %2193 = fadd float %2190, %2192
  store float %2193, ptr %2191, align 4
  %2194 = add nuw nsw i64 %2168, 2
  %2195 = icmp eq i64 %2194, %32
  br i1 %2195, label %2112, label %2167

2196:                                             ; preds = %2145, %2196
  %2197 = phi i64 [ %2213, %2196 ], [ %2146, %2145 ]
  %2198 = getelementptr inbounds nuw float, ptr %1359, i64 %2197
  %2199 = load float, ptr %2198, align 4
  %2200 = getelementptr inbounds nuw float, ptr %124, i64 %2197
  %2201 = load float, ptr %2200, align 4
  %2202 = getelementptr inbounds nuw float, ptr %1364, i64 %2197
  %2203 = load float, ptr %2202, align 4
  %2204 = fmul float %2201, %2203
  %2205 = fadd float %2199, %2204
  store float %2205, ptr %2198, align 4
  %2206 = getelementptr inbounds nuw float, ptr %2113, i64 %2197
  %2207 = load float, ptr %2206, align 4
  %2208 = getelementptr float, ptr %815, i64 %2197
  %2209 = load float, ptr %2208, align 4
  %2210 = load float, ptr %2202, align 4
  %2211 = fmul float %2209, %2210
  %2212 = fadd float %2207, %2211
  store float %2212, ptr %2206, align 4
  %2213 = add nuw nsw i64 %2197, 1
  %2214 = icmp eq i64 %2213, %193
  br i1 %2214, label %2215, label %2196

2215:                                             ; preds = %2196, %2166, %1698, %2112
  %2216 = phi i1 [ %817, %1698 ], [ true, %2112 ], [ false, %2166 ], [ false, %2196 ]
  %2217 = phi ptr [ %1699, %1698 ], [ %2113, %2112 ], [ %2113, %2166 ], [ %2113, %2196 ]
  %2218 = getelementptr float, ptr %1359, i64 %106
  %2219 = getelementptr float, ptr %1359, i64 %110
  tail call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1359, i64 noundef %106)
  br i1 %99, label %2220, label %2221

2220:                                             ; preds = %2215
  tail call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %2217, i64 noundef %106)
  br label %2221

2221:                                             ; preds = %2220, %2215
  tail call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %2219, i64 noundef %106)
  br i1 %125, label %2222, label %2335

2222:                                             ; preds = %2221
  %2223 = getelementptr i8, ptr %1364, i64 %840
  %2224 = getelementptr i8, ptr %1359, i64 %841
  %2225 = getelementptr i8, ptr %2224, i64 %840
  %2226 = getelementptr i8, ptr %1359, i64 %840
  %2227 = getelementptr i8, ptr %1359, i64 %507
  %2228 = getelementptr i8, ptr %1359, i64 %842
  %2229 = icmp ult ptr %1364, %2225
  %2230 = icmp ult ptr %2219, %2223
  %2231 = and i1 %2229, %2230
  %2232 = icmp ult ptr %1364, %2226
  %2233 = icmp ult ptr %1359, %2223
  %2234 = and i1 %2232, %2233
  %2235 = or i1 %2231, %2234
  %2236 = icmp ult ptr %1364, %2228
  %2237 = icmp ult ptr %2227, %2223
  %2238 = and i1 %2236, %2237
  %2239 = or i1 %2235, %2238
  br i1 %2239, label %2332, label %2240

2240:                                             ; preds = %2222
  br i1 %1139, label %2309, label %2241

2241:                                             ; preds = %2240
  %2242 = getelementptr float, ptr %1359, i64 %809
  br label %2243

2243:                                             ; preds = %2243, %2241
  %2244 = phi i64 [ 0, %2241 ], [ %2305, %2243 ]
  %2245 = getelementptr float, ptr %1359, i64 %2244
  %2246 = getelementptr i8, ptr %2245, i64 64
  %2247 = getelementptr i8, ptr %2245, i64 128
  %2248 = getelementptr i8, ptr %2245, i64 192
  %2249 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2245, <16 x i1> %1144, <16 x float> poison)
  %2250 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2246, <16 x i1> %1144, <16 x float> poison)
  %2251 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2247, <16 x i1> %1144, <16 x float> poison)
  %2252 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2248, <16 x i1> %1144, <16 x float> poison)
  %2253 = fsub <16 x float> splat (float 1.000000e+00), %2249
  %2254 = fsub <16 x float> splat (float 1.000000e+00), %2250
  %2255 = fsub <16 x float> splat (float 1.000000e+00), %2251
  %2256 = fsub <16 x float> splat (float 1.000000e+00), %2252
  %2257 = getelementptr float, ptr %2242, i64 %2244
  %2258 = getelementptr i8, ptr %2257, i64 64
  %2259 = getelementptr i8, ptr %2257, i64 128
  %2260 = getelementptr i8, ptr %2257, i64 192
  %2261 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2257, <16 x i1> %1143, <16 x float> poison)
  %2262 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2258, <16 x i1> %1143, <16 x float> poison)
  %2263 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2259, <16 x i1> %1143, <16 x float> poison)
  %2264 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2260, <16 x i1> %1143, <16 x float> poison)
  %2265 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2245, <16 x i1> %1143, <16 x float> poison)
  %2266 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2246, <16 x i1> %1143, <16 x float> poison)
  %2267 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2247, <16 x i1> %1143, <16 x float> poison)
  %2268 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2248, <16 x i1> %1143, <16 x float> poison)
  %2269 = select i1 %99, <16 x float> %2265, <16 x float> %2249
  %2270 = select i1 %99, <16 x float> %2266, <16 x float> %2250
  %2271 = select i1 %99, <16 x float> %2267, <16 x float> %2251
  %2272 = select i1 %99, <16 x float> %2268, <16 x float> %2252
  %2273 = select i1 %99, <16 x float> %2261, <16 x float> %2253
  %2274 = select i1 %99, <16 x float> %2262, <16 x float> %2254
  %2275 = select i1 %99, <16 x float> %2263, <16 x float> %2255
  %2276 = select i1 %99, <16 x float> %2264, <16 x float> %2256
  %2277 = getelementptr inbounds nuw float, ptr %1364, i64 %2244
  %2278 = getelementptr inbounds nuw i8, ptr %2277, i64 64
  %2279 = getelementptr inbounds nuw i8, ptr %2277, i64 128
  %2280 = getelementptr inbounds nuw i8, ptr %2277, i64 192
  %2281 = load <16 x float>, ptr %2277, align 4
  %2282 = load <16 x float>, ptr %2278, align 4
  %2283 = load <16 x float>, ptr %2279, align 4
  %2284 = load <16 x float>, ptr %2280, align 4
  %2285 = fmul <16 x float> %2273, %2281
  %2286 = fmul <16 x float> %2274, %2282
  %2287 = fmul <16 x float> %2275, %2283
  %2288 = fmul <16 x float> %2276, %2284
  %2289 = getelementptr inbounds nuw float, ptr %2219, i64 %2244
  %2290 = getelementptr inbounds nuw i8, ptr %2289, i64 64
  %2291 = getelementptr inbounds nuw i8, ptr %2289, i64 128
  %2292 = getelementptr inbounds nuw i8, ptr %2289, i64 192
  %2293 = load <16 x float>, ptr %2289, align 4
  %2294 = load <16 x float>, ptr %2290, align 4
  %2295 = load <16 x float>, ptr %2291, align 4
  %2296 = load <16 x float>, ptr %2292, align 4
  %2297 = fmul <16 x float> %2269, %2293
  %2298 = fmul <16 x float> %2270, %2294
  %2299 = fmul <16 x float> %2271, %2295
  %2300 = fmul <16 x float> %2272, %2296
  %2301 = fadd <16 x float> %2285, %2297
  %2302 = fadd <16 x float> %2286, %2298
  %2303 = fadd <16 x float> %2287, %2299
  %2304 = fadd <16 x float> %2288, %2300
  store <16 x float> %2301, ptr %2277, align 4
  store <16 x float> %2302, ptr %2278, align 4
  store <16 x float> %2303, ptr %2279, align 4
  store <16 x float> %2304, ptr %2280, align 4
  %2305 = add nuw i64 %2244, 64
  %2306 = icmp eq i64 %2305, %1141
  br i1 %2306, label %2307, label %2243

2307:                                             ; preds = %2243
  br i1 %1145, label %2335, label %2308

2308:                                             ; preds = %2307
  br i1 %1146, label %2332, label %2309

2309:                                             ; preds = %2240, %2308
  %2310 = phi i64 [ %1141, %2308 ], [ 0, %2240 ]
  %2311 = getelementptr float, ptr %1359, i64 %809
  br label %2312

2312:                                             ; preds = %2312, %2309
  %2313 = phi i64 [ %2310, %2309 ], [ %2329, %2312 ]
  %2314 = getelementptr float, ptr %1359, i64 %2313
  %2315 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2314, <8 x i1> %1150, <8 x float> poison)
  %2316 = fsub <8 x float> splat (float 1.000000e+00), %2315
  %2317 = getelementptr float, ptr %2311, i64 %2313
  %2318 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2317, <8 x i1> %1149, <8 x float> poison)
  %2319 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2314, <8 x i1> %1149, <8 x float> poison)
  %2320 = select i1 %99, <8 x float> %2319, <8 x float> %2315
  %2321 = select i1 %99, <8 x float> %2318, <8 x float> %2316
  %2322 = getelementptr inbounds nuw float, ptr %1364, i64 %2313
  %2323 = load <8 x float>, ptr %2322, align 4
  %2324 = fmul <8 x float> %2321, %2323
  %2325 = getelementptr inbounds nuw float, ptr %2219, i64 %2313
  %2326 = load <8 x float>, ptr %2325, align 4
  %2327 = fmul <8 x float> %2320, %2326
  %2328 = fadd <8 x float> %2324, %2327
  store <8 x float> %2328, ptr %2322, align 4
  %2329 = add nuw i64 %2313, 8
  %2330 = icmp eq i64 %2329, %1147
  br i1 %2330, label %2331, label %2312

2331:                                             ; preds = %2312
  br i1 %1151, label %2335, label %2332

2332:                                             ; preds = %2222, %2308, %2331
  %2333 = phi i64 [ 0, %2222 ], [ %1141, %2308 ], [ %1147, %2331 ]
  %2334 = getelementptr inbounds float, ptr %1359, i64 %809
  br label %2402

2335:                                             ; preds = %2413, %2307, %2331, %2221
  br i1 %2216, label %2446, label %2336

2336:                                             ; preds = %2335
  br i1 %1152, label %2386, label %2337

2337:                                             ; preds = %2336
  %2338 = getelementptr i8, ptr %1359, i64 %831
  %2339 = getelementptr i8, ptr %2338, i64 %832
  %2340 = getelementptr i8, ptr %1364, i64 %832
  %2341 = icmp ult ptr %2218, %839
  %2342 = icmp ult ptr %816, %2339
  %2343 = and i1 %2341, %2342
  %2344 = icmp ult ptr %2218, %2340
  %2345 = icmp ult ptr %1364, %2339
  %2346 = and i1 %2344, %2345
  %2347 = or i1 %2343, %2346
  br i1 %2347, label %2386, label %2348

2348:                                             ; preds = %2337
  br i1 %1153, label %2371, label %2349

2349:                                             ; preds = %2348, %2349
  %2350 = phi i64 [ %2367, %2349 ], [ 0, %2348 ]
  %2351 = getelementptr inbounds nuw float, ptr %2218, i64 %2350
  %2352 = getelementptr inbounds nuw i8, ptr %2351, i64 64
  %2353 = load <16 x float>, ptr %2351, align 4
  %2354 = load <16 x float>, ptr %2352, align 4
  %2355 = getelementptr float, ptr %816, i64 %2350
  %2356 = getelementptr i8, ptr %2355, i64 64
  %2357 = load <16 x float>, ptr %2355, align 4
  %2358 = load <16 x float>, ptr %2356, align 4
  %2359 = getelementptr inbounds nuw float, ptr %1364, i64 %2350
  %2360 = getelementptr inbounds nuw i8, ptr %2359, i64 64
  %2361 = load <16 x float>, ptr %2359, align 4
  %2362 = load <16 x float>, ptr %2360, align 4
  %2363 = fmul <16 x float> %2357, %2361
  %2364 = fmul <16 x float> %2358, %2362
  %2365 = fadd <16 x float> %2353, %2363
  %2366 = fadd <16 x float> %2354, %2364
  store <16 x float> %2365, ptr %2351, align 4
  store <16 x float> %2366, ptr %2352, align 4
  %2367 = add nuw i64 %2350, 32
  %2368 = icmp eq i64 %2367, %1155
  br i1 %2368, label %2369, label %2349

2369:                                             ; preds = %2349
  br i1 %1156, label %2446, label %2370

2370:                                             ; preds = %2369
  br i1 %1157, label %2386, label %2371

2371:                                             ; preds = %2348, %2370
  %2372 = phi i64 [ %1155, %2370 ], [ 0, %2348 ]
  br label %2373

2373:                                             ; preds = %2373, %2371
  %2374 = phi i64 [ %2372, %2371 ], [ %2383, %2373 ]
  %2375 = getelementptr inbounds nuw float, ptr %2218, i64 %2374
  %2376 = load <4 x float>, ptr %2375, align 4
  %2377 = getelementptr float, ptr %816, i64 %2374
  %2378 = load <4 x float>, ptr %2377, align 4
  %2379 = getelementptr inbounds nuw float, ptr %1364, i64 %2374
  %2380 = load <4 x float>, ptr %2379, align 4
  %2381 = fmul <4 x float> %2378, %2380
  %2382 = fadd <4 x float> %2376, %2381
  store <4 x float> %2382, ptr %2375, align 4
  %2383 = add nuw i64 %2374, 4
  %2384 = icmp eq i64 %2383, %1158
  br i1 %2384, label %2385, label %2373

2385:                                             ; preds = %2373
  br i1 %1159, label %2446, label %2386

2386:                                             ; preds = %2337, %2336, %2370, %2385
  %2387 = phi i64 [ 0, %2336 ], [ 0, %2337 ], [ %1155, %2370 ], [ %1158, %2385 ]
  %2388 = or disjoint i64 %2387, 1
  br i1 %1161, label %2399, label %2389

2389:                                             ; preds = %2386
  %2390 = getelementptr inbounds nuw float, ptr %2218, i64 %2387
  %2391 = load float, ptr %2390, align 4
  %2392 = getelementptr float, ptr %816, i64 %2387
  %2393 = load float, ptr %2392, align 4
  %2394 = getelementptr inbounds nuw float, ptr %1364, i64 %2387
  %2395 = load float, ptr %2394, align 4
  %2396 = fmul float %2393, %2395
  %2397 = fadd float %2391, %2396
  store float %2397, ptr %2390, align 4
  %2398 = or disjoint i64 %2387, 1
  br label %2399

2399:                                             ; preds = %2389, %2386
  %2400 = phi i64 [ %2387, %2386 ], [ %2398, %2389 ]
  %2401 = icmp eq i64 %193, %2388
  br i1 %2401, label %2446, label %2425

2402:                                             ; preds = %2332, %2413
  %2403 = phi i64 [ %2423, %2413 ], [ %2333, %2332 ]
  br i1 %99, label %2408, label %2404

2404:                                             ; preds = %2402
  %2405 = getelementptr inbounds nuw float, ptr %1359, i64 %2403
  %2406 = load float, ptr %2405, align 4
  %2407 = fsub float 1.000000e+00, %2406
  br label %2413

2408:                                             ; preds = %2402
  %2409 = getelementptr inbounds nuw float, ptr %2334, i64 %2403
  %2410 = load float, ptr %2409, align 4
  %2411 = getelementptr inbounds nuw float, ptr %1359, i64 %2403
  %2412 = load float, ptr %2411, align 4
  br label %2413

2413:                                             ; preds = %2408, %2404
  %2414 = phi float [ %2406, %2404 ], [ %2412, %2408 ]
  %2415 = phi float [ %2407, %2404 ], [ %2410, %2408 ]
  %2416 = getelementptr inbounds nuw float, ptr %1364, i64 %2403
  %2417 = load float, ptr %2416, align 4
  %2418 = fmul float %2415, %2417
  %2419 = getelementptr inbounds nuw float, ptr %2219, i64 %2403
  %2420 = load float, ptr %2419, align 4
  %2421 = fmul float %2414, %2420
  %2422 = fadd float %2418, %2421
  store float %2422, ptr %2416, align 4
  %2423 = add nuw nsw i64 %2403, 1
  %2424 = icmp eq i64 %2423, %193
  br i1 %2424, label %2335, label %2402

2425:                                             ; preds = %2399, %2425
  %2426 = phi i64 [ %2444, %2425 ], [ %2400, %2399 ]
  %2427 = getelementptr inbounds nuw float, ptr %2218, i64 %2426
  %2428 = load float, ptr %2427, align 4
  %2429 = getelementptr float, ptr %816, i64 %2426
  %2430 = load float, ptr %2429, align 4
  %2431 = getelementptr inbounds nuw float, ptr %1364, i64 %2426
  %2432 = load float, ptr %2431, align 4
  %2433 = fmul float %2430, %2432
  %2434 = fadd float %2428, %2433
  store float %2434, ptr %2427, align 4
  %2435 = add nuw nsw i64 %2426, 1
  %2436 = getelementptr inbounds nuw float, ptr %2218, i64 %2435
  %2437 = load float, ptr %2436, align 4
  %2438 = getelementptr float, ptr %816, i64 %2435
  %2439 = load float, ptr %2438, align 4
  %2440 = getelementptr inbounds nuw float, ptr %1364, i64 %2435
  %2441 = load float, ptr %2440, align 4
  %2442 = fmul float %2439, %2441
  %2443 = fadd float %2437, %2442
  store float %2443, ptr %2436, align 4
  %2444 = add nuw nsw i64 %2426, 2
  %2445 = icmp eq i64 %2444, %193
  br i1 %2445, label %2446, label %2425

2446:                                             ; preds = %2399, %2425, %2369, %2385, %2335
  tail call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %2218, i64 noundef %106)
  br i1 %125, label %2519, label %2447

2447:                                             ; preds = %2446
  tail call fastcc void @apply(i64 %94, <2 x float> %98, float noundef 0.000000e+00, ptr noundef %2219, i64 noundef %106)
  br label %3792

2448:                                             ; preds = %2519
  tail call fastcc void @apply(i64 %94, <2 x float> %98, float noundef 0.000000e+00, ptr noundef nonnull %2219, i64 noundef %106)
  br i1 %1162, label %2501, label %2449

2449:                                             ; preds = %2448
  %2450 = add i64 %830, %1362
  %2451 = sub i64 %2450, %1360
  %2452 = icmp ult i64 %2451, 256
  %2453 = add i64 %1163, %1360
  %2454 = sub i64 %1362, %2453
  %2455 = icmp ult i64 %2454, 256
  %2456 = or i1 %2452, %2455
  br i1 %2456, label %2501, label %2457

2457:                                             ; preds = %2449
  br i1 %1164, label %2488, label %2458

2458:                                             ; preds = %2457, %2458
  %2459 = phi i64 [ %2484, %2458 ], [ 0, %2457 ]
  %2460 = getelementptr inbounds nuw float, ptr %2218, i64 %2459
  %2461 = getelementptr inbounds nuw i8, ptr %2460, i64 64
  %2462 = getelementptr inbounds nuw i8, ptr %2460, i64 128
  %2463 = getelementptr inbounds nuw i8, ptr %2460, i64 192
  %2464 = load <16 x float>, ptr %2460, align 4
  %2465 = load <16 x float>, ptr %2461, align 4
  %2466 = load <16 x float>, ptr %2462, align 4
  %2467 = load <16 x float>, ptr %2463, align 4
  %2468 = getelementptr inbounds nuw float, ptr %2219, i64 %2459
  %2469 = getelementptr inbounds nuw i8, ptr %2468, i64 64
  %2470 = getelementptr inbounds nuw i8, ptr %2468, i64 128
  %2471 = getelementptr inbounds nuw i8, ptr %2468, i64 192
  %2472 = load <16 x float>, ptr %2468, align 4
  %2473 = load <16 x float>, ptr %2469, align 4
  %2474 = load <16 x float>, ptr %2470, align 4
  %2475 = load <16 x float>, ptr %2471, align 4
  %2476 = fmul <16 x float> %2464, %2472
  %2477 = fmul <16 x float> %2465, %2473
  %2478 = fmul <16 x float> %2466, %2474
  %2479 = fmul <16 x float> %2467, %2475
  %2480 = getelementptr inbounds nuw float, ptr %1361, i64 %2459
  %2481 = getelementptr inbounds nuw i8, ptr %2480, i64 64
  %2482 = getelementptr inbounds nuw i8, ptr %2480, i64 128
  %2483 = getelementptr inbounds nuw i8, ptr %2480, i64 192
  store <16 x float> %2476, ptr %2480, align 4
  store <16 x float> %2477, ptr %2481, align 4
  store <16 x float> %2478, ptr %2482, align 4
  store <16 x float> %2479, ptr %2483, align 4
  %2484 = add nuw i64 %2459, 64
  %2485 = icmp eq i64 %2484, %1166
  br i1 %2485, label %2486, label %2458

2486:                                             ; preds = %2458
  br i1 %1167, label %3722, label %2487

2487:                                             ; preds = %2486
  br i1 %1168, label %2501, label %2488

2488:                                             ; preds = %2457, %2487
  %2489 = phi i64 [ %1166, %2487 ], [ 0, %2457 ]
  br label %2490

2490:                                             ; preds = %2490, %2488
  %2491 = phi i64 [ %2489, %2488 ], [ %2498, %2490 ]
  %2492 = getelementptr inbounds nuw float, ptr %2218, i64 %2491
  %2493 = load <8 x float>, ptr %2492, align 4
  %2494 = getelementptr inbounds nuw float, ptr %2219, i64 %2491
  %2495 = load <8 x float>, ptr %2494, align 4
  %2496 = fmul <8 x float> %2493, %2495
  %2497 = getelementptr inbounds nuw float, ptr %1361, i64 %2491
  store <8 x float> %2496, ptr %2497, align 4
  %2498 = add nuw i64 %2491, 8
  %2499 = icmp eq i64 %2498, %1169
  br i1 %2499, label %2500, label %2490

2500:                                             ; preds = %2490
  br i1 %1170, label %3722, label %2501

2501:                                             ; preds = %2449, %2448, %2487, %2500
  %2502 = phi i64 [ 0, %2448 ], [ 0, %2449 ], [ %1166, %2487 ], [ %1169, %2500 ]
  br i1 %1172, label %2515, label %2503

2503:                                             ; preds = %2501, %2503
  %2504 = phi i64 [ %2512, %2503 ], [ %2502, %2501 ]
  %2505 = phi i64 [ %2513, %2503 ], [ 0, %2501 ]
  %2506 = getelementptr inbounds nuw float, ptr %2218, i64 %2504
  %2507 = load float, ptr %2506, align 4
  %2508 = getelementptr inbounds nuw float, ptr %2219, i64 %2504
  %2509 = load float, ptr %2508, align 4
  %2510 = fmul float %2507, %2509
  %2511 = getelementptr inbounds nuw float, ptr %1361, i64 %2504
  store float %2510, ptr %2511, align 4
  %2512 = add nuw nsw i64 %2504, 1
  %2513 = add i64 %2505, 1
  %2514 = icmp eq i64 %2513, %1171
  br i1 %2514, label %2515, label %2503

2515:                                             ; preds = %2503, %2501
  %2516 = phi i64 [ %2502, %2501 ], [ %2512, %2503 ]
  %2517 = sub nsw i64 %2502, %32
  %2518 = icmp ugt i64 %2517, -4
  br i1 %2518, label %3722, label %2526

2519:                                             ; preds = %2446, %2519
  %2520 = phi i64 [ %2524, %2519 ], [ 0, %2446 ]
  %2521 = getelementptr inbounds nuw float, ptr %2219, i64 %2520
  %2522 = getelementptr inbounds nuw float, ptr %1364, i64 %2520
  %2523 = load <16 x float>, ptr %2522, align 4
  store <16 x float> %2523, ptr %2521, align 4
  %2524 = add nuw nsw i64 %2520, 16
  %2525 = icmp slt i64 %2524, %106
  br i1 %2525, label %2519, label %2448

2526:                                             ; preds = %2515, %2526
  %2527 = phi i64 [ %2555, %2526 ], [ %2516, %2515 ]
  %2528 = getelementptr inbounds nuw float, ptr %2218, i64 %2527
  %2529 = load float, ptr %2528, align 4
  %2530 = getelementptr inbounds nuw float, ptr %2219, i64 %2527
  %2531 = load float, ptr %2530, align 4
  %2532 = fmul float %2529, %2531
  %2533 = getelementptr inbounds nuw float, ptr %1361, i64 %2527
  store float %2532, ptr %2533, align 4
  %2534 = add nuw nsw i64 %2527, 1
  %2535 = getelementptr inbounds nuw float, ptr %2218, i64 %2534
  %2536 = load float, ptr %2535, align 4
  %2537 = getelementptr inbounds nuw float, ptr %2219, i64 %2534
  %2538 = load float, ptr %2537, align 4
  %2539 = fmul float %2536, %2538
  %2540 = getelementptr inbounds nuw float, ptr %1361, i64 %2534
  store float %2539, ptr %2540, align 4
  %2541 = add nuw nsw i64 %2527, 2
  %2542 = getelementptr inbounds nuw float, ptr %2218, i64 %2541
  %2543 = load float, ptr %2542, align 4
  %2544 = getelementptr inbounds nuw float, ptr %2219, i64 %2541
  %2545 = load float, ptr %2544, align 4
  %2546 = fmul float %2543, %2545
  %2547 = getelementptr inbounds nuw float, ptr %1361, i64 %2541
  store float %2546, ptr %2547, align 4
  %2548 = add nuw nsw i64 %2527, 3
  %2549 = getelementptr inbounds nuw float, ptr %2218, i64 %2548
  %2550 = load float, ptr %2549, align 4
  %2551 = getelementptr inbounds nuw float, ptr %2219, i64 %2548
  %2552 = load float, ptr %2551, align 4
  %2553 = fmul float %2550, %2552
  %2554 = getelementptr inbounds nuw float, ptr %1361, i64 %2548
  store float %2553, ptr %2554, align 4
  %2555 = add nuw nsw i64 %2527, 4
  %2556 = icmp eq i64 %2555, %32
  br i1 %2556, label %3722, label %2526

2557:                                             ; preds = %1593
  br i1 %100, label %3088, label %2558

2558:                                             ; preds = %2557
  tail call fastcc void @product(ptr noundef %1361, ptr noundef %117, ptr noundef %1359, i64 noundef %32, i64 noundef %107, i64 noundef %107)
  br i1 %125, label %2559, label %2932

2559:                                             ; preds = %2558
  br i1 %1006, label %2643, label %2560

2560:                                             ; preds = %2559
  %2561 = getelementptr i8, ptr %1359, i64 %995
  %2562 = getelementptr i8, ptr %1391, i64 %995
  %2563 = icmp ult ptr %1359, %2562
  %2564 = icmp ult ptr %1391, %2561
  %2565 = and i1 %2563, %2564
  %2566 = icmp ult ptr %1359, %1001
  %2567 = icmp ult ptr %123, %2561
  %2568 = and i1 %2566, %2567
  %2569 = or i1 %2565, %2568
  %2570 = icmp ult ptr %1359, %1005
  %2571 = icmp ult ptr %122, %2561
  %2572 = and i1 %2570, %2571
  %2573 = or i1 %2569, %2572
  br i1 %2573, label %2643, label %2574

2574:                                             ; preds = %2560
  br i1 %1007, label %2625, label %2575

2575:                                             ; preds = %2574, %2575
  %2576 = phi i64 [ %2621, %2575 ], [ 0, %2574 ]
  %2577 = getelementptr inbounds nuw float, ptr %1391, i64 %2576
  %2578 = getelementptr inbounds nuw i8, ptr %2577, i64 64
  %2579 = getelementptr inbounds nuw i8, ptr %2577, i64 128
  %2580 = getelementptr inbounds nuw i8, ptr %2577, i64 192
  %2581 = load <16 x float>, ptr %2577, align 4
  %2582 = load <16 x float>, ptr %2578, align 4
  %2583 = load <16 x float>, ptr %2579, align 4
  %2584 = load <16 x float>, ptr %2580, align 4
  %2585 = getelementptr inbounds nuw float, ptr %122, i64 %2576
  %2586 = getelementptr inbounds nuw i8, ptr %2585, i64 64
  %2587 = getelementptr inbounds nuw i8, ptr %2585, i64 128
  %2588 = getelementptr inbounds nuw i8, ptr %2585, i64 192
  %2589 = load <16 x float>, ptr %2585, align 4
  %2590 = load <16 x float>, ptr %2586, align 4
  %2591 = load <16 x float>, ptr %2587, align 4
  %2592 = load <16 x float>, ptr %2588, align 4
  %2593 = fadd <16 x float> %2581, %2589
  %2594 = fadd <16 x float> %2582, %2590
  %2595 = fadd <16 x float> %2583, %2591
  %2596 = fadd <16 x float> %2584, %2592
  %2597 = getelementptr inbounds nuw float, ptr %123, i64 %2576
  %2598 = getelementptr inbounds nuw i8, ptr %2597, i64 64
  %2599 = getelementptr inbounds nuw i8, ptr %2597, i64 128
  %2600 = getelementptr inbounds nuw i8, ptr %2597, i64 192
  %2601 = load <16 x float>, ptr %2597, align 4
  %2602 = load <16 x float>, ptr %2598, align 4
  %2603 = load <16 x float>, ptr %2599, align 4
  %2604 = load <16 x float>, ptr %2600, align 4
  %2605 = fadd <16 x float> %2593, %2601
  %2606 = fadd <16 x float> %2594, %2602
  %2607 = fadd <16 x float> %2595, %2603
  %2608 = fadd <16 x float> %2596, %2604
  %2609 = getelementptr inbounds nuw float, ptr %1359, i64 %2576
  %2610 = getelementptr inbounds nuw i8, ptr %2609, i64 64
  %2611 = getelementptr inbounds nuw i8, ptr %2609, i64 128
  %2612 = getelementptr inbounds nuw i8, ptr %2609, i64 192
  %2613 = load <16 x float>, ptr %2609, align 4
  %2614 = load <16 x float>, ptr %2610, align 4
  %2615 = load <16 x float>, ptr %2611, align 4
  %2616 = load <16 x float>, ptr %2612, align 4
  %2617 = fadd <16 x float> %2605, %2613
  %2618 = fadd <16 x float> %2606, %2614
  %2619 = fadd <16 x float> %2607, %2615
  %2620 = fadd <16 x float> %2608, %2616
  store <16 x float> %2617, ptr %2609, align 4
  store <16 x float> %2618, ptr %2610, align 4
  store <16 x float> %2619, ptr %2611, align 4
  store <16 x float> %2620, ptr %2612, align 4
  %2621 = add nuw i64 %2576, 64
  %2622 = icmp eq i64 %2621, %1009
  br i1 %2622, label %2623, label %2575

2623:                                             ; preds = %2575
  br i1 %1010, label %2662, label %2624

2624:                                             ; preds = %2623
  br i1 %1011, label %2643, label %2625

2625:                                             ; preds = %2574, %2624
  %2626 = phi i64 [ %1009, %2624 ], [ 0, %2574 ]
  br label %2627

2627:                                             ; preds = %2627, %2625
  %2628 = phi i64 [ %2626, %2625 ], [ %2640, %2627 ]
  %2629 = getelementptr inbounds nuw float, ptr %1391, i64 %2628
  %2630 = load <8 x float>, ptr %2629, align 4
  %2631 = getelementptr inbounds nuw float, ptr %122, i64 %2628
  %2632 = load <8 x float>, ptr %2631, align 4
  %2633 = fadd <8 x float> %2630, %2632
  %2634 = getelementptr inbounds nuw float, ptr %123, i64 %2628
  %2635 = load <8 x float>, ptr %2634, align 4
  %2636 = fadd <8 x float> %2633, %2635
  %2637 = getelementptr inbounds nuw float, ptr %1359, i64 %2628
  %2638 = load <8 x float>, ptr %2637, align 4
  %2639 = fadd <8 x float> %2636, %2638
  store <8 x float> %2639, ptr %2637, align 4
  %2640 = add nuw i64 %2628, 8
  %2641 = icmp eq i64 %2640, %1012
  br i1 %2641, label %2642, label %2627

2642:                                             ; preds = %2627
  br i1 %1013, label %2662, label %2643

2643:                                             ; preds = %2560, %2559, %2624, %2642
  %2644 = phi i64 [ 0, %2559 ], [ 0, %2560 ], [ %1009, %2624 ], [ %1012, %2642 ]
  %2645 = or disjoint i64 %2644, 1
  br i1 %1015, label %2659, label %2646

2646:                                             ; preds = %2643
  %2647 = getelementptr inbounds nuw float, ptr %1391, i64 %2644
  %2648 = load float, ptr %2647, align 4
  %2649 = getelementptr inbounds nuw float, ptr %122, i64 %2644
  %2650 = load float, ptr %2649, align 4
  %2651 = fadd float %2648, %2650
  %2652 = getelementptr inbounds nuw float, ptr %123, i64 %2644
  %2653 = load float, ptr %2652, align 4
  %2654 = fadd float %2651, %2653
  %2655 = getelementptr inbounds nuw float, ptr %1359, i64 %2644
  %2656 = load float, ptr %2655, align 4
  %2657 = fadd float %2654, %2656
  store float %2657, ptr %2655, align 4
  %2658 = or disjoint i64 %2644, 1
  br label %2659

2659:                                             ; preds = %2646, %2643
  %2660 = phi i64 [ %2644, %2643 ], [ %2658, %2646 ]
  %2661 = icmp eq i64 %32, %2645
  br i1 %2661, label %2662, label %2771

2662:                                             ; preds = %2659, %2771, %2642, %2623
  %2663 = getelementptr float, ptr %1391, i64 %32
  br i1 %1016, label %2751, label %2664

2664:                                             ; preds = %2662
  %2665 = getelementptr i8, ptr %1359, i64 %978
  %2666 = getelementptr i8, ptr %1359, i64 %978
  %2667 = getelementptr i8, ptr %2666, i64 %979
  %2668 = getelementptr i8, ptr %1391, i64 %810
  %2669 = icmp ult ptr %2665, %2668
  %2670 = icmp ult ptr %2663, %2667
  %2671 = and i1 %2669, %2670
  %2672 = icmp ult ptr %2665, %987
  %2673 = icmp ult ptr %985, %2667
  %2674 = and i1 %2672, %2673
  %2675 = or i1 %2671, %2674
  %2676 = icmp ult ptr %2665, %994
  %2677 = icmp ult ptr %992, %2667
  %2678 = and i1 %2676, %2677
  %2679 = or i1 %2675, %2678
  br i1 %2679, label %2751, label %2680

2680:                                             ; preds = %2664
  br i1 %1017, label %2732, label %2681

2681:                                             ; preds = %2680, %2681
  %2682 = phi i64 [ %2728, %2681 ], [ 0, %2680 ]
  %2683 = getelementptr float, ptr %2663, i64 %2682
  %2684 = getelementptr i8, ptr %2683, i64 64
  %2685 = getelementptr i8, ptr %2683, i64 128
  %2686 = getelementptr i8, ptr %2683, i64 192
  %2687 = load <16 x float>, ptr %2683, align 4
  %2688 = load <16 x float>, ptr %2684, align 4
  %2689 = load <16 x float>, ptr %2685, align 4
  %2690 = load <16 x float>, ptr %2686, align 4
  %2691 = add nuw nsw i64 %2682, %106
  %2692 = getelementptr inbounds nuw float, ptr %122, i64 %2691
  %2693 = getelementptr inbounds nuw i8, ptr %2692, i64 64
  %2694 = getelementptr inbounds nuw i8, ptr %2692, i64 128
  %2695 = getelementptr inbounds nuw i8, ptr %2692, i64 192
  %2696 = load <16 x float>, ptr %2692, align 4
  %2697 = load <16 x float>, ptr %2693, align 4
  %2698 = load <16 x float>, ptr %2694, align 4
  %2699 = load <16 x float>, ptr %2695, align 4
  %2700 = fadd <16 x float> %2687, %2696
  %2701 = fadd <16 x float> %2688, %2697
  %2702 = fadd <16 x float> %2689, %2698
  %2703 = fadd <16 x float> %2690, %2699
  %2704 = getelementptr inbounds nuw float, ptr %123, i64 %2691
  %2705 = getelementptr inbounds nuw i8, ptr %2704, i64 64
  %2706 = getelementptr inbounds nuw i8, ptr %2704, i64 128
  %2707 = getelementptr inbounds nuw i8, ptr %2704, i64 192
  %2708 = load <16 x float>, ptr %2704, align 4
  %2709 = load <16 x float>, ptr %2705, align 4
  %2710 = load <16 x float>, ptr %2706, align 4
  %2711 = load <16 x float>, ptr %2707, align 4
  %2712 = fadd <16 x float> %2700, %2708
  %2713 = fadd <16 x float> %2701, %2709
  %2714 = fadd <16 x float> %2702, %2710
  %2715 = fadd <16 x float> %2703, %2711
  %2716 = getelementptr inbounds nuw float, ptr %1359, i64 %2691
  %2717 = getelementptr inbounds nuw i8, ptr %2716, i64 64
  %2718 = getelementptr inbounds nuw i8, ptr %2716, i64 128
  %2719 = getelementptr inbounds nuw i8, ptr %2716, i64 192
  %2720 = load <16 x float>, ptr %2716, align 4
  %2721 = load <16 x float>, ptr %2717, align 4
  %2722 = load <16 x float>, ptr %2718, align 4
  %2723 = load <16 x float>, ptr %2719, align 4
  %2724 = fadd <16 x float> %2712, %2720
  %2725 = fadd <16 x float> %2713, %2721
  %2726 = fadd <16 x float> %2714, %2722
  %2727 = fadd <16 x float> %2715, %2723
  store <16 x float> %2724, ptr %2716, align 4
  store <16 x float> %2725, ptr %2717, align 4
  store <16 x float> %2726, ptr %2718, align 4
  store <16 x float> %2727, ptr %2719, align 4
  %2728 = add nuw i64 %2682, 64
  %2729 = icmp eq i64 %2728, %1019
  br i1 %2729, label %2730, label %2681

2730:                                             ; preds = %2681
  br i1 %1020, label %2798, label %2731

2731:                                             ; preds = %2730
  br i1 %1021, label %2751, label %2732

2732:                                             ; preds = %2680, %2731
  %2733 = phi i64 [ %1019, %2731 ], [ 0, %2680 ]
  br label %2734

2734:                                             ; preds = %2734, %2732
  %2735 = phi i64 [ %2733, %2732 ], [ %2748, %2734 ]
  %2736 = getelementptr float, ptr %2663, i64 %2735
  %2737 = load <8 x float>, ptr %2736, align 4
  %2738 = add nuw nsw i64 %2735, %106
  %2739 = getelementptr inbounds nuw float, ptr %122, i64 %2738
  %2740 = load <8 x float>, ptr %2739, align 4
  %2741 = fadd <8 x float> %2737, %2740
  %2742 = getelementptr inbounds nuw float, ptr %123, i64 %2738
  %2743 = load <8 x float>, ptr %2742, align 4
  %2744 = fadd <8 x float> %2741, %2743
  %2745 = getelementptr inbounds nuw float, ptr %1359, i64 %2738
  %2746 = load <8 x float>, ptr %2745, align 4
  %2747 = fadd <8 x float> %2744, %2746
  store <8 x float> %2747, ptr %2745, align 4
  %2748 = add nuw i64 %2735, 8
  %2749 = icmp eq i64 %2748, %1022
  br i1 %2749, label %2750, label %2734

2750:                                             ; preds = %2734
  br i1 %1023, label %2798, label %2751

2751:                                             ; preds = %2664, %2662, %2731, %2750
  %2752 = phi i64 [ 0, %2662 ], [ 0, %2664 ], [ %1019, %2731 ], [ %1022, %2750 ]
  %2753 = or disjoint i64 %2752, 1
  br i1 %1025, label %2768, label %2754

2754:                                             ; preds = %2751
  %2755 = getelementptr float, ptr %2663, i64 %2752
  %2756 = load float, ptr %2755, align 4
  %2757 = add nuw nsw i64 %2752, %106
  %2758 = getelementptr inbounds nuw float, ptr %122, i64 %2757
  %2759 = load float, ptr %2758, align 4
  %2760 = fadd float %2756, %2759
  %2761 = getelementptr inbounds nuw float, ptr %123, i64 %2757
  %2762 = load float, ptr %2761, align 4
  %2763 = fadd float %2760, %2762
  %2764 = getelementptr inbounds nuw float, ptr %1359, i64 %2757
  %2765 = load float, ptr %2764, align 4
  %2766 = fadd float %2763, %2765
  store float %2766, ptr %2764, align 4
  %2767 = or disjoint i64 %2752, 1
  br label %2768

2768:                                             ; preds = %2754, %2751
  %2769 = phi i64 [ %2752, %2751 ], [ %2767, %2754 ]
  %2770 = icmp eq i64 %32, %2753
  br i1 %2770, label %2798, label %2903

2771:                                             ; preds = %2659, %2771
  %2772 = phi i64 [ %2796, %2771 ], [ %2660, %2659 ]
  %2773 = getelementptr inbounds nuw float, ptr %1391, i64 %2772
  %2774 = load float, ptr %2773, align 4
  %2775 = getelementptr inbounds nuw float, ptr %122, i64 %2772
  %2776 = load float, ptr %2775, align 4
  %2777 = fadd float %2774, %2776
  %2778 = getelementptr inbounds nuw float, ptr %123, i64 %2772
  %2779 = load float, ptr %2778, align 4
  %2780 = fadd float %2777, %2779
  %2781 = getelementptr inbounds nuw float, ptr %1359, i64 %2772
  %2782 = load float, ptr %2781, align 4
  %2783 = fadd float %2780, %2782
  store float %2783, ptr %2781, align 4
  %2784 = add nuw nsw i64 %2772, 1
  %2785 = getelementptr inbounds nuw float, ptr %1391, i64 %2784
  %2786 = load float, ptr %2785, align 4
  %2787 = getelementptr inbounds nuw float, ptr %122, i64 %2784
  %2788 = load float, ptr %2787, align 4
  %2789 = fadd float %2786, %2788
  %2790 = getelementptr inbounds nuw float, ptr %123, i64 %2784
  %2791 = load float, ptr %2790, align 4
  %2792 = fadd float %2789, %2791
  %2793 = getelementptr inbounds nuw float, ptr %1359, i64 %2784
  %2794 = load float, ptr %2793, align 4
  %2795 = fadd float %2792, %2794
  store float %2795, ptr %2793, align 4
  %2796 = add nuw nsw i64 %2772, 2
  %2797 = icmp eq i64 %2796, %32
  br i1 %2797, label %2662, label %2771

2798:                                             ; preds = %2768, %2903, %2750, %2730
  tail call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1359, i64 noundef %809)
  %2799 = getelementptr inbounds nuw float, ptr %1359, i64 %106
  %2800 = getelementptr inbounds nuw float, ptr %1359, i64 %809
  %2801 = getelementptr i8, ptr %1391, i64 %810
  br i1 %1026, label %2880, label %2802

2802:                                             ; preds = %2798
  %2803 = getelementptr i8, ptr %1359, i64 %962
  %2804 = getelementptr i8, ptr %1391, i64 %812
  %2805 = getelementptr i8, ptr %1359, i64 %978
  %2806 = getelementptr i8, ptr %2805, i64 %961
  %2807 = icmp ult ptr %2800, %970
  %2808 = icmp ult ptr %968, %2803
  %2809 = and i1 %2807, %2808
  %2810 = icmp ult ptr %2800, %2804
  %2811 = icmp ult ptr %2801, %2803
  %2812 = and i1 %2810, %2811
  %2813 = or i1 %2809, %2812
  %2814 = icmp ult ptr %2800, %977
  %2815 = icmp ult ptr %975, %2803
  %2816 = and i1 %2814, %2815
  %2817 = or i1 %2813, %2816
  %2818 = icmp ult ptr %2800, %2806
  %2819 = icmp ult ptr %2799, %2803
  %2820 = and i1 %2818, %2819
  %2821 = or i1 %2817, %2820
  br i1 %2821, label %2880, label %2822

2822:                                             ; preds = %2802
  br i1 %1027, label %2858, label %2823

2823:                                             ; preds = %2822, %2823
  %2824 = phi i64 [ %2854, %2823 ], [ 0, %2822 ]
  %2825 = getelementptr inbounds nuw float, ptr %2800, i64 %2824
  %2826 = getelementptr inbounds nuw i8, ptr %2825, i64 64
  %2827 = load <16 x float>, ptr %2825, align 4
  %2828 = load <16 x float>, ptr %2826, align 4
  %2829 = add nuw nsw i64 %2824, %809
  %2830 = getelementptr inbounds nuw float, ptr %123, i64 %2829
  %2831 = getelementptr inbounds nuw i8, ptr %2830, i64 64
  %2832 = load <16 x float>, ptr %2830, align 4
  %2833 = load <16 x float>, ptr %2831, align 4
  %2834 = fadd <16 x float> %2827, %2832
  %2835 = fadd <16 x float> %2828, %2833
  %2836 = getelementptr float, ptr %2801, i64 %2824
  %2837 = getelementptr i8, ptr %2836, i64 64
  %2838 = load <16 x float>, ptr %2836, align 4
  %2839 = load <16 x float>, ptr %2837, align 4
  %2840 = getelementptr inbounds nuw float, ptr %122, i64 %2829
  %2841 = getelementptr inbounds nuw i8, ptr %2840, i64 64
  %2842 = load <16 x float>, ptr %2840, align 4
  %2843 = load <16 x float>, ptr %2841, align 4
  %2844 = fadd <16 x float> %2838, %2842
  %2845 = fadd <16 x float> %2839, %2843
  %2846 = getelementptr inbounds nuw float, ptr %2799, i64 %2824
  %2847 = getelementptr inbounds nuw i8, ptr %2846, i64 64
  %2848 = load <16 x float>, ptr %2846, align 4
  %2849 = load <16 x float>, ptr %2847, align 4
  %2850 = fmul <16 x float> %2834, %2848
  %2851 = fmul <16 x float> %2835, %2849
  %2852 = fadd <16 x float> %2844, %2850
  %2853 = fadd <16 x float> %2845, %2851
  store <16 x float> %2852, ptr %2825, align 4
  store <16 x float> %2853, ptr %2826, align 4
  %2854 = add nuw i64 %2824, 32
  %2855 = icmp eq i64 %2854, %1029
  br i1 %2855, label %2856, label %2823

2856:                                             ; preds = %2823
  br i1 %1030, label %2934, label %2857

2857:                                             ; preds = %2856
  br i1 %1031, label %2880, label %2858

2858:                                             ; preds = %2822, %2857
  %2859 = phi i64 [ %1029, %2857 ], [ 0, %2822 ]
  br label %2860

2860:                                             ; preds = %2860, %2858
  %2861 = phi i64 [ %2859, %2858 ], [ %2877, %2860 ]
  %2862 = getelementptr inbounds nuw float, ptr %2800, i64 %2861
  %2863 = load <4 x float>, ptr %2862, align 4
  %2864 = add nuw nsw i64 %2861, %809
  %2865 = getelementptr inbounds nuw float, ptr %123, i64 %2864
  %2866 = load <4 x float>, ptr %2865, align 4
  %2867 = fadd <4 x float> %2863, %2866
  %2868 = getelementptr float, ptr %2801, i64 %2861
  %2869 = load <4 x float>, ptr %2868, align 4
  %2870 = getelementptr inbounds nuw float, ptr %122, i64 %2864
  %2871 = load <4 x float>, ptr %2870, align 4
  %2872 = fadd <4 x float> %2869, %2871
  %2873 = getelementptr inbounds nuw float, ptr %2799, i64 %2861
  %2874 = load <4 x float>, ptr %2873, align 4
  %2875 = fmul <4 x float> %2867, %2874
  %2876 = fadd <4 x float> %2872, %2875
  store <4 x float> %2876, ptr %2862, align 4
  %2877 = add nuw i64 %2861, 4
  %2878 = icmp eq i64 %2877, %1032
  br i1 %2878, label %2879, label %2860

2879:                                             ; preds = %2860
  br i1 %1033, label %2934, label %2880

2880:                                             ; preds = %2802, %2798, %2857, %2879
  %2881 = phi i64 [ 0, %2798 ], [ 0, %2802 ], [ %1029, %2857 ], [ %1032, %2879 ]
  %2882 = or disjoint i64 %2881, 1
  br i1 %1035, label %2900, label %2883

2883:                                             ; preds = %2880
  %2884 = getelementptr inbounds nuw float, ptr %2800, i64 %2881
  %2885 = load float, ptr %2884, align 4
  %2886 = add nuw nsw i64 %2881, %809
  %2887 = getelementptr inbounds nuw float, ptr %123, i64 %2886
  %2888 = load float, ptr %2887, align 4
  %2889 = fadd float %2885, %2888
  %2890 = getelementptr float, ptr %2801, i64 %2881
  %2891 = load float, ptr %2890, align 4
  %2892 = getelementptr inbounds nuw float, ptr %122, i64 %2886
  %2893 = load float, ptr %2892, align 4
  %2894 = fadd float %2891, %2893
  %2895 = getelementptr inbounds nuw float, ptr %2799, i64 %2881
  %2896 = load float, ptr %2895, align 4
  %2897 = fmul float %2889, %2896
  %2898 = fadd float %2894, %2897
  store float %2898, ptr %2884, align 4
  %2899 = or disjoint i64 %2881, 1
  br label %2900

2900:                                             ; preds = %2883, %2880
  %2901 = phi i64 [ %2881, %2880 ], [ %2899, %2883 ]
  %2902 = icmp eq i64 %32, %2882
  br i1 %2902, label %2934, label %3028

2903:                                             ; preds = %2768, %2903
  %2904 = phi i64 [ %2930, %2903 ], [ %2769, %2768 ]
  %2905 = getelementptr float, ptr %2663, i64 %2904
  %2906 = load float, ptr %2905, align 4
  %2907 = add nuw nsw i64 %2904, %106
  %2908 = getelementptr inbounds nuw float, ptr %122, i64 %2907
  %2909 = load float, ptr %2908, align 4
  %2910 = fadd float %2906, %2909
  %2911 = getelementptr inbounds nuw float, ptr %123, i64 %2907
  %2912 = load float, ptr %2911, align 4
  %2913 = fadd float %2910, %2912
  %2914 = getelementptr inbounds nuw float, ptr %1359, i64 %2907
  %2915 = load float, ptr %2914, align 4
  %2916 = fadd float %2913, %2915
  store float %2916, ptr %2914, align 4
  %2917 = add nuw nsw i64 %2904, 1
  %2918 = getelementptr float, ptr %2663, i64 %2917
  %2919 = load float, ptr %2918, align 4
  %2920 = add nuw nsw i64 %2917, %106
  %2921 = getelementptr inbounds nuw float, ptr %122, i64 %2920
  %2922 = load float, ptr %2921, align 4
  %2923 = fadd float %2919, %2922
  %2924 = getelementptr inbounds nuw float, ptr %123, i64 %2920
  %2925 = load float, ptr %2924, align 4
  %2926 = fadd float %2923, %2925
  %2927 = getelementptr inbounds nuw float, ptr %1359, i64 %2920
  %2928 = load float, ptr %2927, align 4
  %2929 = fadd float %2926, %2928
  store float %2929, ptr %2927, align 4
  %2930 = add nuw nsw i64 %2904, 2
  %2931 = icmp eq i64 %2930, %32
  br i1 %2931, label %2798, label %2903

2932:                                             ; preds = %2558
  tail call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1359, i64 noundef %809)
  %2933 = getelementptr inbounds float, ptr %1359, i64 %809
  tail call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %2933, i64 noundef %106)
  br label %3792

2934:                                             ; preds = %2900, %3028, %2879, %2856
  tail call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef nonnull %2800, i64 noundef %106)
  br i1 %1036, label %3010, label %2935

2935:                                             ; preds = %2934
  %2936 = getelementptr i8, ptr %1361, i64 %961
  %2937 = getelementptr i8, ptr %1359, i64 %962
  %2938 = getelementptr i8, ptr %1359, i64 %961
  %2939 = icmp ult ptr %1361, %2937
  %2940 = icmp ult ptr %2800, %2936
  %2941 = and i1 %2939, %2940
  %2942 = icmp ult ptr %1361, %2938
  %2943 = icmp ult ptr %1359, %2936
  %2944 = and i1 %2942, %2943
  %2945 = or i1 %2941, %2944
  br i1 %2945, label %3010, label %2946

2946:                                             ; preds = %2935
  br i1 %1037, label %2993, label %2947

2947:                                             ; preds = %2946, %2947
  %2948 = phi i64 [ %2989, %2947 ], [ 0, %2946 ]
  %2949 = getelementptr inbounds nuw float, ptr %1359, i64 %2948
  %2950 = getelementptr inbounds nuw i8, ptr %2949, i64 64
  %2951 = getelementptr inbounds nuw i8, ptr %2949, i64 128
  %2952 = getelementptr inbounds nuw i8, ptr %2949, i64 192
  %2953 = load <16 x float>, ptr %2949, align 4
  %2954 = load <16 x float>, ptr %2950, align 4
  %2955 = load <16 x float>, ptr %2951, align 4
  %2956 = load <16 x float>, ptr %2952, align 4
  %2957 = fsub <16 x float> splat (float 1.000000e+00), %2953
  %2958 = fsub <16 x float> splat (float 1.000000e+00), %2954
  %2959 = fsub <16 x float> splat (float 1.000000e+00), %2955
  %2960 = fsub <16 x float> splat (float 1.000000e+00), %2956
  %2961 = getelementptr inbounds nuw float, ptr %2800, i64 %2948
  %2962 = getelementptr inbounds nuw i8, ptr %2961, i64 64
  %2963 = getelementptr inbounds nuw i8, ptr %2961, i64 128
  %2964 = getelementptr inbounds nuw i8, ptr %2961, i64 192
  %2965 = load <16 x float>, ptr %2961, align 4
  %2966 = load <16 x float>, ptr %2962, align 4
  %2967 = load <16 x float>, ptr %2963, align 4
  %2968 = load <16 x float>, ptr %2964, align 4
  %2969 = fmul <16 x float> %2957, %2965
  %2970 = fmul <16 x float> %2958, %2966
  %2971 = fmul <16 x float> %2959, %2967
  %2972 = fmul <16 x float> %2960, %2968
  %2973 = getelementptr inbounds nuw float, ptr %1361, i64 %2948
  %2974 = getelementptr inbounds nuw i8, ptr %2973, i64 64
  %2975 = getelementptr inbounds nuw i8, ptr %2973, i64 128
  %2976 = getelementptr inbounds nuw i8, ptr %2973, i64 192
  %2977 = load <16 x float>, ptr %2973, align 4
  %2978 = load <16 x float>, ptr %2974, align 4
  %2979 = load <16 x float>, ptr %2975, align 4
  %2980 = load <16 x float>, ptr %2976, align 4
  %2981 = fmul <16 x float> %2953, %2977
  %2982 = fmul <16 x float> %2954, %2978
  %2983 = fmul <16 x float> %2955, %2979
  %2984 = fmul <16 x float> %2956, %2980
  %2985 = fadd <16 x float> %2969, %2981
  %2986 = fadd <16 x float> %2970, %2982
  %2987 = fadd <16 x float> %2971, %2983
  %2988 = fadd <16 x float> %2972, %2984
  store <16 x float> %2985, ptr %2973, align 4
  store <16 x float> %2986, ptr %2974, align 4
  store <16 x float> %2987, ptr %2975, align 4
  store <16 x float> %2988, ptr %2976, align 4
  %2989 = add nuw i64 %2948, 64
  %2990 = icmp eq i64 %2989, %1039
  br i1 %2990, label %2991, label %2947

2991:                                             ; preds = %2947
  br i1 %1040, label %3722, label %2992

2992:                                             ; preds = %2991
  br i1 %1041, label %3010, label %2993

2993:                                             ; preds = %2946, %2992
  %2994 = phi i64 [ %1039, %2992 ], [ 0, %2946 ]
  br label %2995

2995:                                             ; preds = %2995, %2993
  %2996 = phi i64 [ %2994, %2993 ], [ %3007, %2995 ]
  %2997 = getelementptr inbounds nuw float, ptr %1359, i64 %2996
  %2998 = load <8 x float>, ptr %2997, align 4
  %2999 = fsub <8 x float> splat (float 1.000000e+00), %2998
  %3000 = getelementptr inbounds nuw float, ptr %2800, i64 %2996
  %3001 = load <8 x float>, ptr %3000, align 4
  %3002 = fmul <8 x float> %2999, %3001
  %3003 = getelementptr inbounds nuw float, ptr %1361, i64 %2996
  %3004 = load <8 x float>, ptr %3003, align 4
  %3005 = fmul <8 x float> %2998, %3004
  %3006 = fadd <8 x float> %3002, %3005
  store <8 x float> %3006, ptr %3003, align 4
  %3007 = add nuw i64 %2996, 8
  %3008 = icmp eq i64 %3007, %1042
  br i1 %3008, label %3009, label %2995

3009:                                             ; preds = %2995
  br i1 %1043, label %3722, label %3010

3010:                                             ; preds = %2935, %2934, %2992, %3009
  %3011 = phi i64 [ 0, %2934 ], [ 0, %2935 ], [ %1039, %2992 ], [ %1042, %3009 ]
  %3012 = or disjoint i64 %3011, 1
  br i1 %1045, label %3025, label %3013

3013:                                             ; preds = %3010
  %3014 = getelementptr inbounds nuw float, ptr %1359, i64 %3011
  %3015 = load float, ptr %3014, align 4
  %3016 = fsub float 1.000000e+00, %3015
  %3017 = getelementptr inbounds nuw float, ptr %2800, i64 %3011
  %3018 = load float, ptr %3017, align 4
  %3019 = fmul float %3016, %3018
  %3020 = getelementptr inbounds nuw float, ptr %1361, i64 %3011
  %3021 = load float, ptr %3020, align 4
  %3022 = fmul float %3015, %3021
  %3023 = fadd float %3019, %3022
  store float %3023, ptr %3020, align 4
  %3024 = or disjoint i64 %3011, 1
  br label %3025

3025:                                             ; preds = %3013, %3010
  %3026 = phi i64 [ %3011, %3010 ], [ %3024, %3013 ]
  %3027 = icmp eq i64 %32, %3012
  br i1 %3027, label %3722, label %3063

3028:                                             ; preds = %2900, %3028
  %3029 = phi i64 [ %3061, %3028 ], [ %2901, %2900 ]
  %3030 = getelementptr inbounds nuw float, ptr %2800, i64 %3029
  %3031 = load float, ptr %3030, align 4
  %3032 = add nuw nsw i64 %3029, %809
  %3033 = getelementptr inbounds nuw float, ptr %123, i64 %3032
  %3034 = load float, ptr %3033, align 4
  %3035 = fadd float %3031, %3034
  %3036 = getelementptr float, ptr %2801, i64 %3029
  %3037 = load float, ptr %3036, align 4
  %3038 = getelementptr inbounds nuw float, ptr %122, i64 %3032
  %3039 = load float, ptr %3038, align 4
  %3040 = fadd float %3037, %3039
  %3041 = getelementptr inbounds nuw float, ptr %2799, i64 %3029
  %3042 = load float, ptr %3041, align 4
  %3043 = fmul float %3035, %3042
  %3044 = fadd float %3040, %3043
  store float %3044, ptr %3030, align 4
  %3045 = add nuw nsw i64 %3029, 1
  %3046 = getelementptr inbounds nuw float, ptr %2800, i64 %3045
  %3047 = load float, ptr %3046, align 4
  %3048 = add nuw nsw i64 %3045, %809
  %3049 = getelementptr inbounds nuw float, ptr %123, i64 %3048
  %3050 = load float, ptr %3049, align 4
  %3051 = fadd float %3047, %3050
  %3052 = getelementptr float, ptr %2801, i64 %3045
  %3053 = load float, ptr %3052, align 4
  %3054 = getelementptr inbounds nuw float, ptr %122, i64 %3048
  %3055 = load float, ptr %3054, align 4
  %3056 = fadd float %3053, %3055
  %3057 = getelementptr inbounds nuw float, ptr %2799, i64 %3045
  %3058 = load float, ptr %3057, align 4
  %3059 = fmul float %3051, %3058
  %3060 = fadd float %3056, %3059
  store float %3060, ptr %3046, align 4
  %3061 = add nuw nsw i64 %3029, 2
  %3062 = icmp eq i64 %3061, %32
  br i1 %3062, label %2934, label %3028

3063:                                             ; preds = %3025, %3063
  %3064 = phi i64 [ %3086, %3063 ], [ %3026, %3025 ]
  %3065 = getelementptr inbounds nuw float, ptr %1359, i64 %3064
  %3066 = load float, ptr %3065, align 4
  %3067 = fsub float 1.000000e+00, %3066
  %3068 = getelementptr inbounds nuw float, ptr %2800, i64 %3064
  %3069 = load float, ptr %3068, align 4
  %3070 = fmul float %3067, %3069
  %3071 = getelementptr inbounds nuw float, ptr %1361, i64 %3064
  %3072 = load float, ptr %3071, align 4
  %3073 = fmul float %3066, %3072
  %3074 = fadd float %3070, %3073
  store float %3074, ptr %3071, align 4
  %3075 = add nuw nsw i64 %3064, 1
  %3076 = getelementptr inbounds nuw float, ptr %1359, i64 %3075
  %3077 = load float, ptr %3076, align 4
  %3078 = fsub float 1.000000e+00, %3077
  %3079 = getelementptr inbounds nuw float, ptr %2800, i64 %3075
  %3080 = load float, ptr %3079, align 4
  %3081 = fmul float %3078, %3080
  %3082 = getelementptr inbounds nuw float, ptr %1361, i64 %3075
  %3083 = load float, ptr %3082, align 4
  %3084 = fmul float %3077, %3083
  %3085 = fadd float %3081, %3084
  store float %3085, ptr %3082, align 4
  %3086 = add nuw nsw i64 %3064, 2
  %3087 = icmp eq i64 %3086, %32
  br i1 %3087, label %3722, label %3063

3088:                                             ; preds = %2557
  tail call fastcc void @product(ptr noundef %1361, ptr noundef %117, ptr noundef %1359, i64 noundef %32, i64 noundef %107, i64 noundef %809)
  br i1 %125, label %3089, label %3570

3089:                                             ; preds = %3088
  br i1 %1046, label %3173, label %3090

3090:                                             ; preds = %3089
  %3091 = getelementptr i8, ptr %1359, i64 %950
  %3092 = getelementptr i8, ptr %1391, i64 %950
  %3093 = icmp ult ptr %1359, %3092
  %3094 = icmp ult ptr %1391, %3091
  %3095 = and i1 %3093, %3094
  %3096 = icmp ult ptr %1359, %956
  %3097 = icmp ult ptr %123, %3091
  %3098 = and i1 %3096, %3097
  %3099 = or i1 %3095, %3098
  %3100 = icmp ult ptr %1359, %960
  %3101 = icmp ult ptr %122, %3091
  %3102 = and i1 %3100, %3101
  %3103 = or i1 %3099, %3102
  br i1 %3103, label %3173, label %3104

3104:                                             ; preds = %3090
  br i1 %1047, label %3155, label %3105

3105:                                             ; preds = %3104, %3105
  %3106 = phi i64 [ %3151, %3105 ], [ 0, %3104 ]
  %3107 = getelementptr inbounds nuw float, ptr %1391, i64 %3106
  %3108 = getelementptr inbounds nuw i8, ptr %3107, i64 64
  %3109 = getelementptr inbounds nuw i8, ptr %3107, i64 128
  %3110 = getelementptr inbounds nuw i8, ptr %3107, i64 192
  %3111 = load <16 x float>, ptr %3107, align 4
  %3112 = load <16 x float>, ptr %3108, align 4
  %3113 = load <16 x float>, ptr %3109, align 4
  %3114 = load <16 x float>, ptr %3110, align 4
  %3115 = getelementptr inbounds nuw float, ptr %122, i64 %3106
  %3116 = getelementptr inbounds nuw i8, ptr %3115, i64 64
  %3117 = getelementptr inbounds nuw i8, ptr %3115, i64 128
  %3118 = getelementptr inbounds nuw i8, ptr %3115, i64 192
  %3119 = load <16 x float>, ptr %3115, align 4
  %3120 = load <16 x float>, ptr %3116, align 4
  %3121 = load <16 x float>, ptr %3117, align 4
  %3122 = load <16 x float>, ptr %3118, align 4
  %3123 = fadd <16 x float> %3111, %3119
  %3124 = fadd <16 x float> %3112, %3120
  %3125 = fadd <16 x float> %3113, %3121
  %3126 = fadd <16 x float> %3114, %3122
  %3127 = getelementptr inbounds nuw float, ptr %123, i64 %3106
  %3128 = getelementptr inbounds nuw i8, ptr %3127, i64 64
  %3129 = getelementptr inbounds nuw i8, ptr %3127, i64 128
  %3130 = getelementptr inbounds nuw i8, ptr %3127, i64 192
  %3131 = load <16 x float>, ptr %3127, align 4
  %3132 = load <16 x float>, ptr %3128, align 4
  %3133 = load <16 x float>, ptr %3129, align 4
  %3134 = load <16 x float>, ptr %3130, align 4
  %3135 = fadd <16 x float> %3123, %3131
  %3136 = fadd <16 x float> %3124, %3132
  %3137 = fadd <16 x float> %3125, %3133
  %3138 = fadd <16 x float> %3126, %3134
  %3139 = getelementptr inbounds nuw float, ptr %1359, i64 %3106
  %3140 = getelementptr inbounds nuw i8, ptr %3139, i64 64
  %3141 = getelementptr inbounds nuw i8, ptr %3139, i64 128
  %3142 = getelementptr inbounds nuw i8, ptr %3139, i64 192
  %3143 = load <16 x float>, ptr %3139, align 4
  %3144 = load <16 x float>, ptr %3140, align 4
  %3145 = load <16 x float>, ptr %3141, align 4
  %3146 = load <16 x float>, ptr %3142, align 4
  %3147 = fadd <16 x float> %3135, %3143
  %3148 = fadd <16 x float> %3136, %3144
  %3149 = fadd <16 x float> %3137, %3145
  %3150 = fadd <16 x float> %3138, %3146
  store <16 x float> %3147, ptr %3139, align 4
  store <16 x float> %3148, ptr %3140, align 4
  store <16 x float> %3149, ptr %3141, align 4
  store <16 x float> %3150, ptr %3142, align 4
  %3151 = add nuw i64 %3106, 64
  %3152 = icmp eq i64 %3151, %1049
  br i1 %3152, label %3153, label %3105

3153:                                             ; preds = %3105
  br i1 %1050, label %3192, label %3154

3154:                                             ; preds = %3153
  br i1 %1051, label %3173, label %3155

3155:                                             ; preds = %3104, %3154
  %3156 = phi i64 [ %1049, %3154 ], [ 0, %3104 ]
  br label %3157

3157:                                             ; preds = %3157, %3155
  %3158 = phi i64 [ %3156, %3155 ], [ %3170, %3157 ]
  %3159 = getelementptr inbounds nuw float, ptr %1391, i64 %3158
  %3160 = load <8 x float>, ptr %3159, align 4
  %3161 = getelementptr inbounds nuw float, ptr %122, i64 %3158
  %3162 = load <8 x float>, ptr %3161, align 4
  %3163 = fadd <8 x float> %3160, %3162
  %3164 = getelementptr inbounds nuw float, ptr %123, i64 %3158
  %3165 = load <8 x float>, ptr %3164, align 4
  %3166 = fadd <8 x float> %3163, %3165
  %3167 = getelementptr inbounds nuw float, ptr %1359, i64 %3158
  %3168 = load <8 x float>, ptr %3167, align 4
  %3169 = fadd <8 x float> %3166, %3168
  store <8 x float> %3169, ptr %3167, align 4
  %3170 = add nuw i64 %3158, 8
  %3171 = icmp eq i64 %3170, %1052
  br i1 %3171, label %3172, label %3157

3172:                                             ; preds = %3157
  br i1 %1053, label %3192, label %3173

3173:                                             ; preds = %3090, %3089, %3154, %3172
  %3174 = phi i64 [ 0, %3089 ], [ 0, %3090 ], [ %1049, %3154 ], [ %1052, %3172 ]
  %3175 = or disjoint i64 %3174, 1
  br i1 %1055, label %3189, label %3176

3176:                                             ; preds = %3173
  %3177 = getelementptr inbounds nuw float, ptr %1391, i64 %3174
  %3178 = load float, ptr %3177, align 4
  %3179 = getelementptr inbounds nuw float, ptr %122, i64 %3174
  %3180 = load float, ptr %3179, align 4
  %3181 = fadd float %3178, %3180
  %3182 = getelementptr inbounds nuw float, ptr %123, i64 %3174
  %3183 = load float, ptr %3182, align 4
  %3184 = fadd float %3181, %3183
  %3185 = getelementptr inbounds nuw float, ptr %1359, i64 %3174
  %3186 = load float, ptr %3185, align 4
  %3187 = fadd float %3184, %3186
  store float %3187, ptr %3185, align 4
  %3188 = or disjoint i64 %3174, 1
  br label %3189

3189:                                             ; preds = %3176, %3173
  %3190 = phi i64 [ %3174, %3173 ], [ %3188, %3176 ]
  %3191 = icmp eq i64 %32, %3175
  br i1 %3191, label %3192, label %3301

3192:                                             ; preds = %3189, %3301, %3172, %3153
  %3193 = getelementptr float, ptr %1391, i64 %32
  br i1 %1056, label %3281, label %3194

3194:                                             ; preds = %3192
  %3195 = getelementptr i8, ptr %1359, i64 %933
  %3196 = getelementptr i8, ptr %1359, i64 %933
  %3197 = getelementptr i8, ptr %3196, i64 %934
  %3198 = getelementptr i8, ptr %1391, i64 %810
  %3199 = icmp ult ptr %3195, %3198
  %3200 = icmp ult ptr %3193, %3197
  %3201 = and i1 %3199, %3200
  %3202 = icmp ult ptr %3195, %942
  %3203 = icmp ult ptr %940, %3197
  %3204 = and i1 %3202, %3203
  %3205 = or i1 %3201, %3204
  %3206 = icmp ult ptr %3195, %949
  %3207 = icmp ult ptr %947, %3197
  %3208 = and i1 %3206, %3207
  %3209 = or i1 %3205, %3208
  br i1 %3209, label %3281, label %3210

3210:                                             ; preds = %3194
  br i1 %1057, label %3262, label %3211

3211:                                             ; preds = %3210, %3211
  %3212 = phi i64 [ %3258, %3211 ], [ 0, %3210 ]
  %3213 = getelementptr float, ptr %3193, i64 %3212
  %3214 = getelementptr i8, ptr %3213, i64 64
  %3215 = getelementptr i8, ptr %3213, i64 128
  %3216 = getelementptr i8, ptr %3213, i64 192
  %3217 = load <16 x float>, ptr %3213, align 4
  %3218 = load <16 x float>, ptr %3214, align 4
  %3219 = load <16 x float>, ptr %3215, align 4
  %3220 = load <16 x float>, ptr %3216, align 4
  %3221 = add nuw nsw i64 %3212, %106
  %3222 = getelementptr inbounds nuw float, ptr %122, i64 %3221
  %3223 = getelementptr inbounds nuw i8, ptr %3222, i64 64
  %3224 = getelementptr inbounds nuw i8, ptr %3222, i64 128
  %3225 = getelementptr inbounds nuw i8, ptr %3222, i64 192
  %3226 = load <16 x float>, ptr %3222, align 4
  %3227 = load <16 x float>, ptr %3223, align 4
  %3228 = load <16 x float>, ptr %3224, align 4
  %3229 = load <16 x float>, ptr %3225, align 4
  %3230 = fadd <16 x float> %3217, %3226
  %3231 = fadd <16 x float> %3218, %3227
  %3232 = fadd <16 x float> %3219, %3228
  %3233 = fadd <16 x float> %3220, %3229
  %3234 = getelementptr inbounds nuw float, ptr %123, i64 %3221
  %3235 = getelementptr inbounds nuw i8, ptr %3234, i64 64
  %3236 = getelementptr inbounds nuw i8, ptr %3234, i64 128
  %3237 = getelementptr inbounds nuw i8, ptr %3234, i64 192
  %3238 = load <16 x float>, ptr %3234, align 4
  %3239 = load <16 x float>, ptr %3235, align 4
  %3240 = load <16 x float>, ptr %3236, align 4
  %3241 = load <16 x float>, ptr %3237, align 4
  %3242 = fadd <16 x float> %3230, %3238
  %3243 = fadd <16 x float> %3231, %3239
  %3244 = fadd <16 x float> %3232, %3240
  %3245 = fadd <16 x float> %3233, %3241
  %3246 = getelementptr inbounds nuw float, ptr %1359, i64 %3221
  %3247 = getelementptr inbounds nuw i8, ptr %3246, i64 64
  %3248 = getelementptr inbounds nuw i8, ptr %3246, i64 128
  %3249 = getelementptr inbounds nuw i8, ptr %3246, i64 192
  %3250 = load <16 x float>, ptr %3246, align 4
  %3251 = load <16 x float>, ptr %3247, align 4
  %3252 = load <16 x float>, ptr %3248, align 4
  %3253 = load <16 x float>, ptr %3249, align 4
  %3254 = fadd <16 x float> %3242, %3250
  %3255 = fadd <16 x float> %3243, %3251
  %3256 = fadd <16 x float> %3244, %3252
  %3257 = fadd <16 x float> %3245, %3253
  store <16 x float> %3254, ptr %3246, align 4
  store <16 x float> %3255, ptr %3247, align 4
  store <16 x float> %3256, ptr %3248, align 4
  store <16 x float> %3257, ptr %3249, align 4
  %3258 = add nuw i64 %3212, 64
  %3259 = icmp eq i64 %3258, %1059
  br i1 %3259, label %3260, label %3211

3260:                                             ; preds = %3211
  br i1 %1060, label %3328, label %3261

3261:                                             ; preds = %3260
  br i1 %1061, label %3281, label %3262

3262:                                             ; preds = %3210, %3261
  %3263 = phi i64 [ %1059, %3261 ], [ 0, %3210 ]
  br label %3264

3264:                                             ; preds = %3264, %3262
  %3265 = phi i64 [ %3263, %3262 ], [ %3278, %3264 ]
  %3266 = getelementptr float, ptr %3193, i64 %3265
  %3267 = load <8 x float>, ptr %3266, align 4
  %3268 = add nuw nsw i64 %3265, %106
  %3269 = getelementptr inbounds nuw float, ptr %122, i64 %3268
  %3270 = load <8 x float>, ptr %3269, align 4
  %3271 = fadd <8 x float> %3267, %3270
  %3272 = getelementptr inbounds nuw float, ptr %123, i64 %3268
  %3273 = load <8 x float>, ptr %3272, align 4
  %3274 = fadd <8 x float> %3271, %3273
  %3275 = getelementptr inbounds nuw float, ptr %1359, i64 %3268
  %3276 = load <8 x float>, ptr %3275, align 4
  %3277 = fadd <8 x float> %3274, %3276
  store <8 x float> %3277, ptr %3275, align 4
  %3278 = add nuw i64 %3265, 8
  %3279 = icmp eq i64 %3278, %1062
  br i1 %3279, label %3280, label %3264

3280:                                             ; preds = %3264
  br i1 %1063, label %3328, label %3281

3281:                                             ; preds = %3194, %3192, %3261, %3280
  %3282 = phi i64 [ 0, %3192 ], [ 0, %3194 ], [ %1059, %3261 ], [ %1062, %3280 ]
  %3283 = or disjoint i64 %3282, 1
  br i1 %1065, label %3298, label %3284

3284:                                             ; preds = %3281
  %3285 = getelementptr float, ptr %3193, i64 %3282
  %3286 = load float, ptr %3285, align 4
  %3287 = add nuw nsw i64 %3282, %106
  %3288 = getelementptr inbounds nuw float, ptr %122, i64 %3287
  %3289 = load float, ptr %3288, align 4
  %3290 = fadd float %3286, %3289
  %3291 = getelementptr inbounds nuw float, ptr %123, i64 %3287
  %3292 = load float, ptr %3291, align 4
  %3293 = fadd float %3290, %3292
  %3294 = getelementptr inbounds nuw float, ptr %1359, i64 %3287
  %3295 = load float, ptr %3294, align 4
  %3296 = fadd float %3293, %3295
  store float %3296, ptr %3294, align 4
  %3297 = or disjoint i64 %3282, 1
  br label %3298

3298:                                             ; preds = %3284, %3281
  %3299 = phi i64 [ %3282, %3281 ], [ %3297, %3284 ]
  %3300 = icmp eq i64 %32, %3283
  br i1 %3300, label %3328, label %3403

3301:                                             ; preds = %3189, %3301
  %3302 = phi i64 [ %3326, %3301 ], [ %3190, %3189 ]
  %3303 = getelementptr inbounds nuw float, ptr %1391, i64 %3302
  %3304 = load float, ptr %3303, align 4
  %3305 = getelementptr inbounds nuw float, ptr %122, i64 %3302
  %3306 = load float, ptr %3305, align 4
  %3307 = fadd float %3304, %3306
  %3308 = getelementptr inbounds nuw float, ptr %123, i64 %3302
  %3309 = load float, ptr %3308, align 4
  %3310 = fadd float %3307, %3309
  %3311 = getelementptr inbounds nuw float, ptr %1359, i64 %3302
  %3312 = load float, ptr %3311, align 4
  %3313 = fadd float %3310, %3312
  store float %3313, ptr %3311, align 4
  %3314 = add nuw nsw i64 %3302, 1
  %3315 = getelementptr inbounds nuw float, ptr %1391, i64 %3314
  %3316 = load float, ptr %3315, align 4
  %3317 = getelementptr inbounds nuw float, ptr %122, i64 %3314
  %3318 = load float, ptr %3317, align 4
  %3319 = fadd float %3316, %3318
  %3320 = getelementptr inbounds nuw float, ptr %123, i64 %3314
  %3321 = load float, ptr %3320, align 4
  %3322 = fadd float %3319, %3321
  %3323 = getelementptr inbounds nuw float, ptr %1359, i64 %3314
  %3324 = load float, ptr %3323, align 4
  %3325 = fadd float %3322, %3324
  store float %3325, ptr %3323, align 4
  %3326 = add nuw nsw i64 %3302, 2
  %3327 = icmp eq i64 %3326, %32
  br i1 %3327, label %3192, label %3301

3328:                                             ; preds = %3298, %3403, %3280, %3260
  tail call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1359, i64 noundef %809)
  %3329 = getelementptr inbounds nuw float, ptr %1359, i64 %106
  %3330 = getelementptr float, ptr %1359, i64 %809
  %3331 = getelementptr inbounds nuw i8, ptr %1350, i64 24
  %3332 = load ptr, ptr %3331, align 8
  br i1 %1066, label %3385, label %3333

3333:                                             ; preds = %3328
  %3334 = ptrtoint ptr %3332 to i64
  %3335 = add i64 %1067, %1360
  %3336 = sub i64 %3334, %3335
  %3337 = icmp ult i64 %3336, 256
  %3338 = sub i64 %3334, %1362
  %3339 = icmp ult i64 %3338, 256
  %3340 = or i1 %3337, %3339
  br i1 %3340, label %3385, label %3341

3341:                                             ; preds = %3333
  br i1 %1068, label %3372, label %3342

3342:                                             ; preds = %3341, %3342
  %3343 = phi i64 [ %3368, %3342 ], [ 0, %3341 ]
  %3344 = getelementptr inbounds nuw float, ptr %3329, i64 %3343
  %3345 = getelementptr inbounds nuw i8, ptr %3344, i64 64
  %3346 = getelementptr inbounds nuw i8, ptr %3344, i64 128
  %3347 = getelementptr inbounds nuw i8, ptr %3344, i64 192
  %3348 = load <16 x float>, ptr %3344, align 4
  %3349 = load <16 x float>, ptr %3345, align 4
  %3350 = load <16 x float>, ptr %3346, align 4
  %3351 = load <16 x float>, ptr %3347, align 4
  %3352 = getelementptr inbounds nuw float, ptr %1361, i64 %3343
  %3353 = getelementptr inbounds nuw i8, ptr %3352, i64 64
  %3354 = getelementptr inbounds nuw i8, ptr %3352, i64 128
  %3355 = getelementptr inbounds nuw i8, ptr %3352, i64 192
  %3356 = load <16 x float>, ptr %3352, align 4
  %3357 = load <16 x float>, ptr %3353, align 4
  %3358 = load <16 x float>, ptr %3354, align 4
  %3359 = load <16 x float>, ptr %3355, align 4
  %3360 = fmul <16 x float> %3348, %3356
  %3361 = fmul <16 x float> %3349, %3357
  %3362 = fmul <16 x float> %3350, %3358
  %3363 = fmul <16 x float> %3351, %3359
  %3364 = getelementptr inbounds nuw float, ptr %3332, i64 %3343
  %3365 = getelementptr inbounds nuw i8, ptr %3364, i64 64
  %3366 = getelementptr inbounds nuw i8, ptr %3364, i64 128
  %3367 = getelementptr inbounds nuw i8, ptr %3364, i64 192
  store <16 x float> %3360, ptr %3364, align 4
  store <16 x float> %3361, ptr %3365, align 4
  store <16 x float> %3362, ptr %3366, align 4
  store <16 x float> %3363, ptr %3367, align 4
  %3368 = add nuw i64 %3343, 64
  %3369 = icmp eq i64 %3368, %1070
  br i1 %3369, label %3370, label %3342

3370:                                             ; preds = %3342
  br i1 %1071, label %3432, label %3371

3371:                                             ; preds = %3370
  br i1 %1072, label %3385, label %3372

3372:                                             ; preds = %3341, %3371
  %3373 = phi i64 [ %1070, %3371 ], [ 0, %3341 ]
  br label %3374

3374:                                             ; preds = %3374, %3372
  %3375 = phi i64 [ %3373, %3372 ], [ %3382, %3374 ]
  %3376 = getelementptr inbounds nuw float, ptr %3329, i64 %3375
  %3377 = load <8 x float>, ptr %3376, align 4
  %3378 = getelementptr inbounds nuw float, ptr %1361, i64 %3375
  %3379 = load <8 x float>, ptr %3378, align 4
  %3380 = fmul <8 x float> %3377, %3379
  %3381 = getelementptr inbounds nuw float, ptr %3332, i64 %3375
  store <8 x float> %3380, ptr %3381, align 4
  %3382 = add nuw i64 %3375, 8
  %3383 = icmp eq i64 %3382, %1073
  br i1 %3383, label %3384, label %3374

3384:                                             ; preds = %3374
  br i1 %1074, label %3432, label %3385

3385:                                             ; preds = %3333, %3328, %3371, %3384
  %3386 = phi i64 [ 0, %3328 ], [ 0, %3333 ], [ %1070, %3371 ], [ %1073, %3384 ]
  br i1 %1076, label %3399, label %3387

3387:                                             ; preds = %3385, %3387
  %3388 = phi i64 [ %3396, %3387 ], [ %3386, %3385 ]
  %3389 = phi i64 [ %3397, %3387 ], [ 0, %3385 ]
  %3390 = getelementptr inbounds nuw float, ptr %3329, i64 %3388
  %3391 = load float, ptr %3390, align 4
  %3392 = getelementptr inbounds nuw float, ptr %1361, i64 %3388
  %3393 = load float, ptr %3392, align 4
  %3394 = fmul float %3391, %3393
  %3395 = getelementptr inbounds nuw float, ptr %3332, i64 %3388
  store float %3394, ptr %3395, align 4
  %3396 = add nuw nsw i64 %3388, 1
  %3397 = add i64 %3389, 1
  %3398 = icmp eq i64 %3397, %1075
  br i1 %3398, label %3399, label %3387

3399:                                             ; preds = %3387, %3385
  %3400 = phi i64 [ %3386, %3385 ], [ %3396, %3387 ]
  %3401 = sub nsw i64 %3386, %32
  %3402 = icmp ugt i64 %3401, -4
  br i1 %3402, label %3432, label %3539

3403:                                             ; preds = %3298, %3403
  %3404 = phi i64 [ %3430, %3403 ], [ %3299, %3298 ]
  %3405 = getelementptr float, ptr %3193, i64 %3404
  %3406 = load float, ptr %3405, align 4
  %3407 = add nuw nsw i64 %3404, %106
  %3408 = getelementptr inbounds nuw float, ptr %122, i64 %3407
  %3409 = load float, ptr %3408, align 4
  %3410 = fadd float %3406, %3409
  %3411 = getelementptr inbounds nuw float, ptr %123, i64 %3407
  %3412 = load float, ptr %3411, align 4
  %3413 = fadd float %3410, %3412
  %3414 = getelementptr inbounds nuw float, ptr %1359, i64 %3407
  %3415 = load float, ptr %3414, align 4
  %3416 = fadd float %3413, %3415
  store float %3416, ptr %3414, align 4
  %3417 = add nuw nsw i64 %3404, 1
  %3418 = getelementptr float, ptr %3193, i64 %3417
  %3419 = load float, ptr %3418, align 4
  %3420 = add nuw nsw i64 %3417, %106
  %3421 = getelementptr inbounds nuw float, ptr %122, i64 %3420
  %3422 = load float, ptr %3421, align 4
  %3423 = fadd float %3419, %3422
  %3424 = getelementptr inbounds nuw float, ptr %123, i64 %3420
  %3425 = load float, ptr %3424, align 4
  %3426 = fadd float %3423, %3425
  %3427 = getelementptr inbounds nuw float, ptr %1359, i64 %3420
  %3428 = load float, ptr %3427, align 4
  %3429 = fadd float %3426, %3428
  store float %3429, ptr %3427, align 4
  %3430 = add nuw nsw i64 %3404, 2
  %3431 = icmp eq i64 %3430, %32
  br i1 %3431, label %3328, label %3403

3432:                                             ; preds = %3399, %3539, %3384, %3370
  tail call fastcc void @product(ptr noundef nonnull %3332, ptr noundef %811, ptr noundef nonnull %3330, i64 noundef %32, i64 noundef %107, i64 noundef %106)
  %3433 = getelementptr i8, ptr %1391, i64 %810
  br i1 %1077, label %3519, label %3434

3434:                                             ; preds = %3432
  %3435 = getelementptr i8, ptr %1359, i64 %917
  %3436 = getelementptr i8, ptr %1391, i64 %812
  %3437 = icmp ult ptr %3330, %3436
  %3438 = icmp ult ptr %3433, %3435
  %3439 = and i1 %3437, %3438
  %3440 = icmp ult ptr %3330, %925
  %3441 = icmp ult ptr %923, %3435
  %3442 = and i1 %3440, %3441
  %3443 = or i1 %3439, %3442
  %3444 = icmp ult ptr %3330, %932
  %3445 = icmp ult ptr %930, %3435
  %3446 = and i1 %3444, %3445
  %3447 = or i1 %3443, %3446
  br i1 %3447, label %3519, label %3448

3448:                                             ; preds = %3434
  br i1 %1078, label %3500, label %3449

3449:                                             ; preds = %3448, %3449
  %3450 = phi i64 [ %3496, %3449 ], [ 0, %3448 ]
  %3451 = getelementptr float, ptr %3433, i64 %3450
  %3452 = getelementptr i8, ptr %3451, i64 64
  %3453 = getelementptr i8, ptr %3451, i64 128
  %3454 = getelementptr i8, ptr %3451, i64 192
  %3455 = load <16 x float>, ptr %3451, align 4
  %3456 = load <16 x float>, ptr %3452, align 4
  %3457 = load <16 x float>, ptr %3453, align 4
  %3458 = load <16 x float>, ptr %3454, align 4
  %3459 = add nuw nsw i64 %3450, %809
  %3460 = getelementptr inbounds nuw float, ptr %122, i64 %3459
  %3461 = getelementptr inbounds nuw i8, ptr %3460, i64 64
  %3462 = getelementptr inbounds nuw i8, ptr %3460, i64 128
  %3463 = getelementptr inbounds nuw i8, ptr %3460, i64 192
  %3464 = load <16 x float>, ptr %3460, align 4
  %3465 = load <16 x float>, ptr %3461, align 4
  %3466 = load <16 x float>, ptr %3462, align 4
  %3467 = load <16 x float>, ptr %3463, align 4
  %3468 = fadd <16 x float> %3455, %3464
  %3469 = fadd <16 x float> %3456, %3465
  %3470 = fadd <16 x float> %3457, %3466
  %3471 = fadd <16 x float> %3458, %3467
  %3472 = getelementptr inbounds nuw float, ptr %123, i64 %3459
  %3473 = getelementptr inbounds nuw i8, ptr %3472, i64 64
  %3474 = getelementptr inbounds nuw i8, ptr %3472, i64 128
  %3475 = getelementptr inbounds nuw i8, ptr %3472, i64 192
  %3476 = load <16 x float>, ptr %3472, align 4
  %3477 = load <16 x float>, ptr %3473, align 4
  %3478 = load <16 x float>, ptr %3474, align 4
  %3479 = load <16 x float>, ptr %3475, align 4
  %3480 = fadd <16 x float> %3468, %3476
  %3481 = fadd <16 x float> %3469, %3477
  %3482 = fadd <16 x float> %3470, %3478
  %3483 = fadd <16 x float> %3471, %3479
  %3484 = getelementptr inbounds nuw float, ptr %1359, i64 %3459
  %3485 = getelementptr inbounds nuw i8, ptr %3484, i64 64
  %3486 = getelementptr inbounds nuw i8, ptr %3484, i64 128
  %3487 = getelementptr inbounds nuw i8, ptr %3484, i64 192
  %3488 = load <16 x float>, ptr %3484, align 4
  %3489 = load <16 x float>, ptr %3485, align 4
  %3490 = load <16 x float>, ptr %3486, align 4
  %3491 = load <16 x float>, ptr %3487, align 4
  %3492 = fadd <16 x float> %3480, %3488
  %3493 = fadd <16 x float> %3481, %3489
  %3494 = fadd <16 x float> %3482, %3490
  %3495 = fadd <16 x float> %3483, %3491
  store <16 x float> %3492, ptr %3484, align 4
  store <16 x float> %3493, ptr %3485, align 4
  store <16 x float> %3494, ptr %3486, align 4
  store <16 x float> %3495, ptr %3487, align 4
  %3496 = add nuw i64 %3450, 64
  %3497 = icmp eq i64 %3496, %1080
  br i1 %3497, label %3498, label %3449

3498:                                             ; preds = %3449
  br i1 %1081, label %3574, label %3499

3499:                                             ; preds = %3498
  br i1 %1082, label %3519, label %3500

3500:                                             ; preds = %3448, %3499
  %3501 = phi i64 [ %1080, %3499 ], [ 0, %3448 ]
  br label %3502

3502:                                             ; preds = %3502, %3500
  %3503 = phi i64 [ %3501, %3500 ], [ %3516, %3502 ]
  %3504 = getelementptr float, ptr %3433, i64 %3503
  %3505 = load <8 x float>, ptr %3504, align 4
  %3506 = add nuw nsw i64 %3503, %809
  %3507 = getelementptr inbounds nuw float, ptr %122, i64 %3506
  %3508 = load <8 x float>, ptr %3507, align 4
  %3509 = fadd <8 x float> %3505, %3508
  %3510 = getelementptr inbounds nuw float, ptr %123, i64 %3506
  %3511 = load <8 x float>, ptr %3510, align 4
  %3512 = fadd <8 x float> %3509, %3511
  %3513 = getelementptr inbounds nuw float, ptr %1359, i64 %3506
  %3514 = load <8 x float>, ptr %3513, align 4
  %3515 = fadd <8 x float> %3512, %3514
  store <8 x float> %3515, ptr %3513, align 4
  %3516 = add nuw i64 %3503, 8
  %3517 = icmp eq i64 %3516, %1083
  br i1 %3517, label %3518, label %3502

3518:                                             ; preds = %3502
  br i1 %1084, label %3574, label %3519

3519:                                             ; preds = %3434, %3432, %3499, %3518
  %3520 = phi i64 [ 0, %3432 ], [ 0, %3434 ], [ %1080, %3499 ], [ %1083, %3518 ]
  %3521 = or disjoint i64 %3520, 1
  br i1 %1086, label %3536, label %3522

3522:                                             ; preds = %3519
  %3523 = getelementptr float, ptr %3433, i64 %3520
  %3524 = load float, ptr %3523, align 4
  %3525 = add nuw nsw i64 %3520, %809
  %3526 = getelementptr inbounds nuw float, ptr %122, i64 %3525
  %3527 = load float, ptr %3526, align 4
  %3528 = fadd float %3524, %3527
  %3529 = getelementptr inbounds nuw float, ptr %123, i64 %3525
  %3530 = load float, ptr %3529, align 4
  %3531 = fadd float %3528, %3530
  %3532 = getelementptr inbounds nuw float, ptr %1359, i64 %3525
  %3533 = load float, ptr %3532, align 4
  %3534 = fadd float %3531, %3533
  store float %3534, ptr %3532, align 4
  %3535 = or disjoint i64 %3520, 1
  br label %3536

3536:                                             ; preds = %3522, %3519
  %3537 = phi i64 [ %3520, %3519 ], [ %3535, %3522 ]
  %3538 = icmp eq i64 %32, %3521
  br i1 %3538, label %3574, label %3668

3539:                                             ; preds = %3399, %3539
  %3540 = phi i64 [ %3568, %3539 ], [ %3400, %3399 ]
  %3541 = getelementptr inbounds nuw float, ptr %3329, i64 %3540
  %3542 = load float, ptr %3541, align 4
  %3543 = getelementptr inbounds nuw float, ptr %1361, i64 %3540
  %3544 = load float, ptr %3543, align 4
  %3545 = fmul float %3542, %3544
  %3546 = getelementptr inbounds nuw float, ptr %3332, i64 %3540
  store float %3545, ptr %3546, align 4
  %3547 = add nuw nsw i64 %3540, 1
  %3548 = getelementptr inbounds nuw float, ptr %3329, i64 %3547
  %3549 = load float, ptr %3548, align 4
  %3550 = getelementptr inbounds nuw float, ptr %1361, i64 %3547
  %3551 = load float, ptr %3550, align 4
  %3552 = fmul float %3549, %3551
  %3553 = getelementptr inbounds nuw float, ptr %3332, i64 %3547
  store float %3552, ptr %3553, align 4
  %3554 = add nuw nsw i64 %3540, 2
  %3555 = getelementptr inbounds nuw float, ptr %3329, i64 %3554
  %3556 = load float, ptr %3555, align 4
  %3557 = getelementptr inbounds nuw float, ptr %1361, i64 %3554
  %3558 = load float, ptr %3557, align 4
  %3559 = fmul float %3556, %3558
  %3560 = getelementptr inbounds nuw float, ptr %3332, i64 %3554
  store float %3559, ptr %3560, align 4
  %3561 = add nuw nsw i64 %3540, 3
  %3562 = getelementptr inbounds nuw float, ptr %3329, i64 %3561
  %3563 = load float, ptr %3562, align 4
  %3564 = getelementptr inbounds nuw float, ptr %1361, i64 %3561
  %3565 = load float, ptr %3564, align 4
  %3566 = fmul float %3563, %3565
  %3567 = getelementptr inbounds nuw float, ptr %3332, i64 %3561
  store float %3566, ptr %3567, align 4
  %3568 = add nuw nsw i64 %3540, 4
  %3569 = icmp eq i64 %3568, %32
  br i1 %3569, label %3432, label %3539

3570:                                             ; preds = %3088
  tail call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1359, i64 noundef %809)
  %3571 = getelementptr inbounds float, ptr %1359, i64 %809
  %3572 = getelementptr inbounds nuw i8, ptr %1350, i64 24
  %3573 = load ptr, ptr %3572, align 8
  tail call fastcc void @product(ptr noundef %3573, ptr noundef %811, ptr noundef %3571, i64 noundef %32, i64 noundef %107, i64 noundef %106)
  tail call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %3571, i64 noundef %106)
  br label %3792

3574:                                             ; preds = %3536, %3668, %3518, %3498
  tail call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef nonnull %3330, i64 noundef %106)
  br i1 %1087, label %3650, label %3575

3575:                                             ; preds = %3574
  %3576 = getelementptr i8, ptr %1361, i64 %916
  %3577 = getelementptr i8, ptr %1359, i64 %917
  %3578 = getelementptr i8, ptr %1359, i64 %916
  %3579 = icmp ult ptr %1361, %3577
  %3580 = icmp ult ptr %3330, %3576
  %3581 = and i1 %3579, %3580
  %3582 = icmp ult ptr %1361, %3578
  %3583 = icmp ult ptr %1359, %3576
  %3584 = and i1 %3582, %3583
  %3585 = or i1 %3581, %3584
  br i1 %3585, label %3650, label %3586

3586:                                             ; preds = %3575
  br i1 %1088, label %3633, label %3587

3587:                                             ; preds = %3586, %3587
  %3588 = phi i64 [ %3629, %3587 ], [ 0, %3586 ]
  %3589 = getelementptr inbounds nuw float, ptr %1359, i64 %3588
  %3590 = getelementptr inbounds nuw i8, ptr %3589, i64 64
  %3591 = getelementptr inbounds nuw i8, ptr %3589, i64 128
  %3592 = getelementptr inbounds nuw i8, ptr %3589, i64 192
  %3593 = load <16 x float>, ptr %3589, align 4
  %3594 = load <16 x float>, ptr %3590, align 4
  %3595 = load <16 x float>, ptr %3591, align 4
  %3596 = load <16 x float>, ptr %3592, align 4
  %3597 = fsub <16 x float> splat (float 1.000000e+00), %3593
  %3598 = fsub <16 x float> splat (float 1.000000e+00), %3594
  %3599 = fsub <16 x float> splat (float 1.000000e+00), %3595
  %3600 = fsub <16 x float> splat (float 1.000000e+00), %3596
  %3601 = getelementptr inbounds nuw float, ptr %3330, i64 %3588
  %3602 = getelementptr inbounds nuw i8, ptr %3601, i64 64
  %3603 = getelementptr inbounds nuw i8, ptr %3601, i64 128
  %3604 = getelementptr inbounds nuw i8, ptr %3601, i64 192
  %3605 = load <16 x float>, ptr %3601, align 4
  %3606 = load <16 x float>, ptr %3602, align 4
  %3607 = load <16 x float>, ptr %3603, align 4
  %3608 = load <16 x float>, ptr %3604, align 4
  %3609 = fmul <16 x float> %3597, %3605
  %3610 = fmul <16 x float> %3598, %3606
  %3611 = fmul <16 x float> %3599, %3607
  %3612 = fmul <16 x float> %3600, %3608
  %3613 = getelementptr inbounds nuw float, ptr %1361, i64 %3588
  %3614 = getelementptr inbounds nuw i8, ptr %3613, i64 64
  %3615 = getelementptr inbounds nuw i8, ptr %3613, i64 128
  %3616 = getelementptr inbounds nuw i8, ptr %3613, i64 192
  %3617 = load <16 x float>, ptr %3613, align 4
  %3618 = load <16 x float>, ptr %3614, align 4
  %3619 = load <16 x float>, ptr %3615, align 4
  %3620 = load <16 x float>, ptr %3616, align 4
  %3621 = fmul <16 x float> %3593, %3617
  %3622 = fmul <16 x float> %3594, %3618
  %3623 = fmul <16 x float> %3595, %3619
  %3624 = fmul <16 x float> %3596, %3620
  %3625 = fadd <16 x float> %3609, %3621
  %3626 = fadd <16 x float> %3610, %3622
  %3627 = fadd <16 x float> %3611, %3623
  %3628 = fadd <16 x float> %3612, %3624
  store <16 x float> %3625, ptr %3613, align 4
  store <16 x float> %3626, ptr %3614, align 4
  store <16 x float> %3627, ptr %3615, align 4
  store <16 x float> %3628, ptr %3616, align 4
  %3629 = add nuw i64 %3588, 64
  %3630 = icmp eq i64 %3629, %1090
  br i1 %3630, label %3631, label %3587

3631:                                             ; preds = %3587
  br i1 %1091, label %3722, label %3632

3632:                                             ; preds = %3631
  br i1 %1092, label %3650, label %3633

3633:                                             ; preds = %3586, %3632
  %3634 = phi i64 [ %1090, %3632 ], [ 0, %3586 ]
  br label %3635

3635:                                             ; preds = %3635, %3633
  %3636 = phi i64 [ %3634, %3633 ], [ %3647, %3635 ]
  %3637 = getelementptr inbounds nuw float, ptr %1359, i64 %3636
  %3638 = load <8 x float>, ptr %3637, align 4
  %3639 = fsub <8 x float> splat (float 1.000000e+00), %3638
  %3640 = getelementptr inbounds nuw float, ptr %3330, i64 %3636
  %3641 = load <8 x float>, ptr %3640, align 4
  %3642 = fmul <8 x float> %3639, %3641
  %3643 = getelementptr inbounds nuw float, ptr %1361, i64 %3636
  %3644 = load <8 x float>, ptr %3643, align 4
  %3645 = fmul <8 x float> %3638, %3644
  %3646 = fadd <8 x float> %3642, %3645
  store <8 x float> %3646, ptr %3643, align 4
  %3647 = add nuw i64 %3636, 8
  %3648 = icmp eq i64 %3647, %1093
  br i1 %3648, label %3649, label %3635

3649:                                             ; preds = %3635
  br i1 %1094, label %3722, label %3650

3650:                                             ; preds = %3575, %3574, %3632, %3649
  %3651 = phi i64 [ 0, %3574 ], [ 0, %3575 ], [ %1090, %3632 ], [ %1093, %3649 ]
  %3652 = or disjoint i64 %3651, 1
  br i1 %1096, label %3665, label %3653

3653:                                             ; preds = %3650
  %3654 = getelementptr inbounds nuw float, ptr %1359, i64 %3651
  %3655 = load float, ptr %3654, align 4
  %3656 = fsub float 1.000000e+00, %3655
  %3657 = getelementptr inbounds nuw float, ptr %3330, i64 %3651
  %3658 = load float, ptr %3657, align 4
  %3659 = fmul float %3656, %3658
  %3660 = getelementptr inbounds nuw float, ptr %1361, i64 %3651
  %3661 = load float, ptr %3660, align 4
  %3662 = fmul float %3655, %3661
  %3663 = fadd float %3659, %3662
  store float %3663, ptr %3660, align 4
  %3664 = or disjoint i64 %3651, 1
  br label %3665

3665:                                             ; preds = %3653, %3650
  %3666 = phi i64 [ %3651, %3650 ], [ %3664, %3653 ]
  %3667 = icmp eq i64 %32, %3652
  br i1 %3667, label %3722, label %3697

3668:                                             ; preds = %3536, %3668
  %3669 = phi i64 [ %3695, %3668 ], [ %3537, %3536 ]
  %3670 = getelementptr float, ptr %3433, i64 %3669
  %3671 = load float, ptr %3670, align 4
  %3672 = add nuw nsw i64 %3669, %809
  %3673 = getelementptr inbounds nuw float, ptr %122, i64 %3672
  %3674 = load float, ptr %3673, align 4
  %3675 = fadd float %3671, %3674
  %3676 = getelementptr inbounds nuw float, ptr %123, i64 %3672
  %3677 = load float, ptr %3676, align 4
  %3678 = fadd float %3675, %3677
  %3679 = getelementptr inbounds nuw float, ptr %1359, i64 %3672
  %3680 = load float, ptr %3679, align 4
  %3681 = fadd float %3678, %3680
  store float %3681, ptr %3679, align 4
  %3682 = add nuw nsw i64 %3669, 1
  %3683 = getelementptr float, ptr %3433, i64 %3682
  %3684 = load float, ptr %3683, align 4
  %3685 = add nuw nsw i64 %3682, %809
  %3686 = getelementptr inbounds nuw float, ptr %122, i64 %3685
  %3687 = load float, ptr %3686, align 4
  %3688 = fadd float %3684, %3687
  %3689 = getelementptr inbounds nuw float, ptr %123, i64 %3685
  %3690 = load float, ptr %3689, align 4
  %3691 = fadd float %3688, %3690
  %3692 = getelementptr inbounds nuw float, ptr %1359, i64 %3685
  %3693 = load float, ptr %3692, align 4
  %3694 = fadd float %3691, %3693
  store float %3694, ptr %3692, align 4
  %3695 = add nuw nsw i64 %3669, 2
  %3696 = icmp eq i64 %3695, %32
  br i1 %3696, label %3574, label %3668

3697:                                             ; preds = %3665, %3697
  %3698 = phi i64 [ %3720, %3697 ], [ %3666, %3665 ]
  %3699 = getelementptr inbounds nuw float, ptr %1359, i64 %3698
  %3700 = load float, ptr %3699, align 4
  %3701 = fsub float 1.000000e+00, %3700
  %3702 = getelementptr inbounds nuw float, ptr %3330, i64 %3698
  %3703 = load float, ptr %3702, align 4
  %3704 = fmul float %3701, %3703
  %3705 = getelementptr inbounds nuw float, ptr %1361, i64 %3698
  %3706 = load float, ptr %3705, align 4
  %3707 = fmul float %3700, %3706
  %3708 = fadd float %3704, %3707
  store float %3708, ptr %3705, align 4
  %3709 = add nuw nsw i64 %3698, 1
  %3710 = getelementptr inbounds nuw float, ptr %1359, i64 %3709
  %3711 = load float, ptr %3710, align 4
  %3712 = fsub float 1.000000e+00, %3711
  %3713 = getelementptr inbounds nuw float, ptr %3330, i64 %3709
  %3714 = load float, ptr %3713, align 4
  %3715 = fmul float %3712, %3714
  %3716 = getelementptr inbounds nuw float, ptr %1361, i64 %3709
  %3717 = load float, ptr %3716, align 4
  %3718 = fmul float %3711, %3717
  %3719 = fadd float %3715, %3718
  store float %3719, ptr %3716, align 4
  %3720 = add nuw nsw i64 %3698, 2
  %3721 = icmp eq i64 %3720, %32
  br i1 %3721, label %3722, label %3697

3722:                                             ; preds = %3025, %3063, %3665, %3697, %2515, %2526, %1543, %1574, %2991, %3009, %3631, %3649, %2486, %2500, %1520, %1531
  %3723 = icmp eq ptr %1392, null
  %3724 = select i1 %3723, i1 true, i1 %814
  br i1 %3724, label %3792, label %3725

3725:                                             ; preds = %3722
  %3726 = sub i64 %1393, %1362
  %3727 = icmp ult i64 %3726, 256
  %3728 = select i1 %1193, i1 true, i1 %3727
  br i1 %3728, label %3758, label %3729

3729:                                             ; preds = %3725
  br i1 %1194, label %3748, label %3730

3730:                                             ; preds = %3729, %3730
  %3731 = phi i64 [ %3744, %3730 ], [ 0, %3729 ]
  %3732 = getelementptr inbounds nuw float, ptr %1361, i64 %3731
  %3733 = getelementptr inbounds nuw i8, ptr %3732, i64 64
  %3734 = getelementptr inbounds nuw i8, ptr %3732, i64 128
  %3735 = getelementptr inbounds nuw i8, ptr %3732, i64 192
  %3736 = load <16 x float>, ptr %3732, align 4
  %3737 = load <16 x float>, ptr %3733, align 4
  %3738 = load <16 x float>, ptr %3734, align 4
  %3739 = load <16 x float>, ptr %3735, align 4
  %3740 = getelementptr inbounds nuw float, ptr %1392, i64 %3731
  %3741 = getelementptr inbounds nuw i8, ptr %3740, i64 64
  %3742 = getelementptr inbounds nuw i8, ptr %3740, i64 128
  %3743 = getelementptr inbounds nuw i8, ptr %3740, i64 192
  store <16 x float> %3736, ptr %3740, align 4
  store <16 x float> %3737, ptr %3741, align 4
  store <16 x float> %3738, ptr %3742, align 4
  store <16 x float> %3739, ptr %3743, align 4
  %3744 = add nuw i64 %3731, 64
  %3745 = icmp eq i64 %3744, %1196
  br i1 %3745, label %3746, label %3730

3746:                                             ; preds = %3730
  br i1 %1197, label %3792, label %3747

3747:                                             ; preds = %3746
  br i1 %1198, label %3758, label %3748

3748:                                             ; preds = %3729, %3747
  %3749 = phi i64 [ %1196, %3747 ], [ 0, %3729 ]
  br label %3750

3750:                                             ; preds = %3750, %3748
  %3751 = phi i64 [ %3749, %3748 ], [ %3755, %3750 ]
  %3752 = getelementptr inbounds nuw float, ptr %1361, i64 %3751
  %3753 = load <8 x float>, ptr %3752, align 4
  %3754 = getelementptr inbounds nuw float, ptr %1392, i64 %3751
  store <8 x float> %3753, ptr %3754, align 4
  %3755 = add nuw i64 %3751, 8
  %3756 = icmp eq i64 %3755, %1199
  br i1 %3756, label %3757, label %3750

3757:                                             ; preds = %3750
  br i1 %1200, label %3792, label %3758

3758:                                             ; preds = %3725, %3747, %3757
  %3759 = phi i64 [ 0, %3725 ], [ %1196, %3747 ], [ %1199, %3757 ]
  br i1 %1202, label %3769, label %3760

3760:                                             ; preds = %3758, %3760
  %3761 = phi i64 [ %3766, %3760 ], [ %3759, %3758 ]
  %3762 = phi i64 [ %3767, %3760 ], [ 0, %3758 ]
  %3763 = getelementptr inbounds nuw float, ptr %1361, i64 %3761
  %3764 = load float, ptr %3763, align 4
  %3765 = getelementptr inbounds nuw float, ptr %1392, i64 %3761
  store float %3764, ptr %3765, align 4
  %3766 = add nuw nsw i64 %3761, 1
  %3767 = add i64 %3762, 1
  %3768 = icmp eq i64 %3767, %1201
  br i1 %3768, label %3769, label %3760

3769:                                             ; preds = %3760, %3758
  %3770 = phi i64 [ %3759, %3758 ], [ %3766, %3760 ]
  %3771 = sub nsw i64 %3759, %32
  %3772 = icmp ugt i64 %3771, -4
  br i1 %3772, label %3792, label %3773

3773:                                             ; preds = %3769, %3773
  %3774 = phi i64 [ %3790, %3773 ], [ %3770, %3769 ]
  %3775 = getelementptr inbounds nuw float, ptr %1361, i64 %3774
  %3776 = load float, ptr %3775, align 4
  %3777 = getelementptr inbounds nuw float, ptr %1392, i64 %3774
  store float %3776, ptr %3777, align 4
  %3778 = add nuw nsw i64 %3774, 1
  %3779 = getelementptr inbounds nuw float, ptr %1361, i64 %3778
  %3780 = load float, ptr %3779, align 4
  %3781 = getelementptr inbounds nuw float, ptr %1392, i64 %3778
  store float %3780, ptr %3781, align 4
  %3782 = add nuw nsw i64 %3774, 2
  %3783 = getelementptr inbounds nuw float, ptr %1361, i64 %3782
  %3784 = load float, ptr %3783, align 4
  %3785 = getelementptr inbounds nuw float, ptr %1392, i64 %3782
  store float %3784, ptr %3785, align 4
  %3786 = add nuw nsw i64 %3774, 3
  %3787 = getelementptr inbounds nuw float, ptr %1361, i64 %3786
  %3788 = load float, ptr %3787, align 4
  %3789 = getelementptr inbounds nuw float, ptr %1392, i64 %3786
  store float %3788, ptr %3789, align 4
  %3790 = add nuw nsw i64 %3774, 4
  %3791 = icmp eq i64 %3790, %32
  br i1 %3791, label %3792, label %3773

3792:                                             ; preds = %3769, %3773, %3746, %3757, %1498, %2447, %2932, %3570, %3722, %1348
  %3793 = add nuw nsw i64 %1349, 1
  %3794 = icmp eq i64 %3793, %52
  br i1 %3794, label %1345, label %1348

3795:                                             ; preds = %3812, %775
  tail call void @free(ptr noundef %117)
  ret void

3796:                                             ; preds = %1340, %3812
  %3797 = phi i64 [ 0, %1340 ], [ %3813, %3812 ]
  %3798 = getelementptr inbounds nuw %struct.rowstate, ptr %777, i64 %3797
  %3799 = getelementptr inbounds nuw i8, ptr %3798, i64 32
  %3800 = load i64, ptr %3799, align 8
  %3801 = icmp eq i64 %3800, 0
  br i1 %125, label %3802, label %3812

3802:                                             ; preds = %3796
  %3803 = add nsw i64 %3797, %49
  %3804 = mul nsw i64 %3803, %34
  %3805 = add nsw i64 %3804, %47
  %3806 = add nsw i64 %3803, %1342
  %3807 = select i1 %1341, i64 %3805, i64 %3806
  %3808 = mul nsw i64 %3807, %32
  %3809 = getelementptr float, ptr %22, i64 %3808
  %3810 = getelementptr inbounds nuw i8, ptr %3798, i64 8
  %3811 = getelementptr float, ptr %23, i64 %3808
  br label %3815

3812:                                             ; preds = %3834, %3796
  %3813 = add nuw nsw i64 %3797, 1
  %3814 = icmp eq i64 %3813, %52
  br i1 %3814, label %3795, label %3796

3815:                                             ; preds = %3802, %3834
  %3816 = phi i64 [ 0, %3802 ], [ %3835, %3834 ]
  br i1 %1343, label %3825, label %3817

3817:                                             ; preds = %3815
  br i1 %3801, label %3822, label %3818

3818:                                             ; preds = %3817
  %3819 = load ptr, ptr %3798, align 8
  %3820 = getelementptr inbounds nuw float, ptr %3819, i64 %3816
  %3821 = load float, ptr %3820, align 4
  br label %3822

3822:                                             ; preds = %3817, %3818
  %3823 = phi float [ %3821, %3818 ], [ 0.000000e+00, %3817 ]
  %3824 = getelementptr float, ptr %3809, i64 %3816
  store float %3823, ptr %3824, align 4
  br label %3825

3825:                                             ; preds = %3822, %3815
  br i1 %1344, label %3834, label %3826

3826:                                             ; preds = %3825
  br i1 %3801, label %3831, label %3827

3827:                                             ; preds = %3826
  %3828 = load ptr, ptr %3810, align 8
  %3829 = getelementptr inbounds nuw float, ptr %3828, i64 %3816
  %3830 = load float, ptr %3829, align 4
  br label %3831

3831:                                             ; preds = %3826, %3827
  %3832 = phi float [ %3830, %3827 ], [ 0.000000e+00, %3826 ]
  %3833 = getelementptr float, ptr %3811, i64 %3816
  store float %3832, ptr %3833, align 4
  br label %3834

3834:                                             ; preds = %3825, %3831
  %3835 = add nuw nsw i64 %3816, 1
  %3836 = icmp eq i64 %3835, %32
  br i1 %3836, label %3812, label %3815
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap()

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @product(ptr noundef readonly captures(none) %0, ptr noundef nonnull readonly %1, ptr noundef writeonly captures(none) %2, i64 noundef %3, i64 noundef %4, i64 noundef %5) unnamed_addr {
  %7 = icmp slt i64 %5, 256
  br i1 %7, label %128, label %8

8:                                                ; preds = %6
  %9 = icmp sgt i64 %3, 0
  %10 = add nsw i64 %5, -256
  %11 = lshr i64 %10, 8
  br label %12

12:                                               ; preds = %8, %93
  %13 = phi i64 [ 0, %8 ], [ %126, %93 ]
  %14 = phi i64 [ 256, %8 ], [ %125, %93 ]
  %15 = phi i64 [ 0, %8 ], [ %14, %93 ]
  %16 = shl i64 %13, 10
  %17 = getelementptr i8, ptr %2, i64 %16
  %18 = getelementptr float, ptr %1, i64 %15
  br i1 %9, label %19, label %93

19:                                               ; preds = %12, %19
  %20 = phi <16 x float> [ %54, %19 ], [ zeroinitializer, %12 ]
  %21 = phi <16 x float> [ %51, %19 ], [ zeroinitializer, %12 ]
  %22 = phi <16 x float> [ %48, %19 ], [ zeroinitializer, %12 ]
  %23 = phi <16 x float> [ %45, %19 ], [ zeroinitializer, %12 ]
  %24 = phi <16 x float> [ %57, %19 ], [ zeroinitializer, %12 ]
  %25 = phi <16 x float> [ %60, %19 ], [ zeroinitializer, %12 ]
  %26 = phi <16 x float> [ %63, %19 ], [ zeroinitializer, %12 ]
  %27 = phi <16 x float> [ %66, %19 ], [ zeroinitializer, %12 ]
  %28 = phi <16 x float> [ %69, %19 ], [ zeroinitializer, %12 ]
  %29 = phi <16 x float> [ %72, %19 ], [ zeroinitializer, %12 ]
  %30 = phi <16 x float> [ %75, %19 ], [ zeroinitializer, %12 ]
  %31 = phi <16 x float> [ %78, %19 ], [ zeroinitializer, %12 ]
  %32 = phi <16 x float> [ %81, %19 ], [ zeroinitializer, %12 ]
  %33 = phi <16 x float> [ %84, %19 ], [ zeroinitializer, %12 ]
  %34 = phi <16 x float> [ %87, %19 ], [ zeroinitializer, %12 ]
  %35 = phi <16 x float> [ %90, %19 ], [ zeroinitializer, %12 ]
  %36 = phi i64 [ %91, %19 ], [ 1, %12 ]
  %37 = phi i64 [ %36, %19 ], [ 0, %12 ]
  %38 = getelementptr inbounds nuw float, ptr %0, i64 %37
  %39 = load float, ptr %38, align 4
  %40 = insertelement <16 x float> poison, float %39, i64 0
  %41 = shufflevector <16 x float> %40, <16 x float> poison, <16 x i32> zeroinitializer
  %42 = mul nsw i64 %37, %4
  %43 = getelementptr float, ptr %18, i64 %42
  %44 = load <16 x float>, ptr %43, align 4
  %45 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %41, <16 x float> %44, <16 x float> %23)
  %46 = getelementptr inbounds nuw i8, ptr %43, i64 64
  %47 = load <16 x float>, ptr %46, align 4
  %48 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %41, <16 x float> %47, <16 x float> %22)
  %49 = getelementptr inbounds nuw i8, ptr %43, i64 128
  %50 = load <16 x float>, ptr %49, align 4
  %51 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %41, <16 x float> %50, <16 x float> %21)
  %52 = getelementptr inbounds nuw i8, ptr %43, i64 192
  %53 = load <16 x float>, ptr %52, align 4
  %54 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %41, <16 x float> %53, <16 x float> %20)
  %55 = getelementptr inbounds nuw i8, ptr %43, i64 256
  %56 = load <16 x float>, ptr %55, align 4
  %57 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %41, <16 x float> %56, <16 x float> %24)
  %58 = getelementptr inbounds nuw i8, ptr %43, i64 320
  %59 = load <16 x float>, ptr %58, align 4
  %60 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %41, <16 x float> %59, <16 x float> %25)
  %61 = getelementptr inbounds nuw i8, ptr %43, i64 384
  %62 = load <16 x float>, ptr %61, align 4
  %63 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %41, <16 x float> %62, <16 x float> %26)
  %64 = getelementptr inbounds nuw i8, ptr %43, i64 448
  %65 = load <16 x float>, ptr %64, align 4
  %66 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %41, <16 x float> %65, <16 x float> %27)
  %67 = getelementptr inbounds nuw i8, ptr %43, i64 512
  %68 = load <16 x float>, ptr %67, align 4
  %69 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %41, <16 x float> %68, <16 x float> %28)
  %70 = getelementptr inbounds nuw i8, ptr %43, i64 576
  %71 = load <16 x float>, ptr %70, align 4
  %72 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %41, <16 x float> %71, <16 x float> %29)
  %73 = getelementptr inbounds nuw i8, ptr %43, i64 640
  %74 = load <16 x float>, ptr %73, align 4
  %75 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %41, <16 x float> %74, <16 x float> %30)
  %76 = getelementptr inbounds nuw i8, ptr %43, i64 704
  %77 = load <16 x float>, ptr %76, align 4
  %78 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %41, <16 x float> %77, <16 x float> %31)
  %79 = getelementptr inbounds nuw i8, ptr %43, i64 768
  %80 = load <16 x float>, ptr %79, align 4
  %81 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %41, <16 x float> %80, <16 x float> %32)
  %82 = getelementptr inbounds nuw i8, ptr %43, i64 832
  %83 = load <16 x float>, ptr %82, align 4
  %84 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %41, <16 x float> %83, <16 x float> %33)
  %85 = getelementptr inbounds nuw i8, ptr %43, i64 896
  %86 = load <16 x float>, ptr %85, align 4
  %87 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %41, <16 x float> %86, <16 x float> %34)
  %88 = getelementptr inbounds nuw i8, ptr %43, i64 960
  %89 = load <16 x float>, ptr %88, align 4
  %90 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %41, <16 x float> %89, <16 x float> %35)
  %91 = add nuw i64 %36, 1
  %92 = icmp eq i64 %36, %3
  br i1 %92, label %93, label %19

93:                                               ; preds = %19, %12
  %94 = phi <16 x float> [ zeroinitializer, %12 ], [ %54, %19 ]
  %95 = phi <16 x float> [ zeroinitializer, %12 ], [ %51, %19 ]
  %96 = phi <16 x float> [ zeroinitializer, %12 ], [ %48, %19 ]
  %97 = phi <16 x float> [ zeroinitializer, %12 ], [ %45, %19 ]
  %98 = phi <16 x float> [ zeroinitializer, %12 ], [ %57, %19 ]
  %99 = phi <16 x float> [ zeroinitializer, %12 ], [ %60, %19 ]
  %100 = phi <16 x float> [ zeroinitializer, %12 ], [ %63, %19 ]
  %101 = phi <16 x float> [ zeroinitializer, %12 ], [ %66, %19 ]
  %102 = phi <16 x float> [ zeroinitializer, %12 ], [ %69, %19 ]
  %103 = phi <16 x float> [ zeroinitializer, %12 ], [ %72, %19 ]
  %104 = phi <16 x float> [ zeroinitializer, %12 ], [ %75, %19 ]
  %105 = phi <16 x float> [ zeroinitializer, %12 ], [ %78, %19 ]
  %106 = phi <16 x float> [ zeroinitializer, %12 ], [ %81, %19 ]
  %107 = phi <16 x float> [ zeroinitializer, %12 ], [ %84, %19 ]
  %108 = phi <16 x float> [ zeroinitializer, %12 ], [ %87, %19 ]
  %109 = phi <16 x float> [ zeroinitializer, %12 ], [ %90, %19 ]
  store <16 x float> %97, ptr %17, align 4
  %110 = getelementptr inbounds nuw i8, ptr %17, i64 64
  store <16 x float> %96, ptr %110, align 4
  %111 = getelementptr inbounds nuw i8, ptr %17, i64 128
  store <16 x float> %95, ptr %111, align 4
  %112 = getelementptr inbounds nuw i8, ptr %17, i64 192
  store <16 x float> %94, ptr %112, align 4
  %113 = getelementptr inbounds nuw i8, ptr %17, i64 256
  store <16 x float> %98, ptr %113, align 4
  %114 = getelementptr inbounds nuw i8, ptr %17, i64 320
  store <16 x float> %99, ptr %114, align 4
  %115 = getelementptr inbounds nuw i8, ptr %17, i64 384
  store <16 x float> %100, ptr %115, align 4
  %116 = getelementptr inbounds nuw i8, ptr %17, i64 448
  store <16 x float> %101, ptr %116, align 4
  %117 = getelementptr inbounds nuw i8, ptr %17, i64 512
  store <16 x float> %102, ptr %117, align 4
  %118 = getelementptr inbounds nuw i8, ptr %17, i64 576
  store <16 x float> %103, ptr %118, align 4
  %119 = getelementptr inbounds nuw i8, ptr %17, i64 640
  store <16 x float> %104, ptr %119, align 4
  %120 = getelementptr inbounds nuw i8, ptr %17, i64 704
  store <16 x float> %105, ptr %120, align 4
  %121 = getelementptr inbounds nuw i8, ptr %17, i64 768
  store <16 x float> %106, ptr %121, align 4
  %122 = getelementptr inbounds nuw i8, ptr %17, i64 832
  store <16 x float> %107, ptr %122, align 4
  %123 = getelementptr inbounds nuw i8, ptr %17, i64 896
  store <16 x float> %108, ptr %123, align 4
  %124 = getelementptr inbounds nuw i8, ptr %17, i64 960
  store <16 x float> %109, ptr %124, align 4
  %125 = add nuw nsw i64 %14, 256
  %126 = add nuw nsw i64 %13, 1
  %127 = icmp eq i64 %13, %11
  br i1 %127, label %128, label %12

128:                                              ; preds = %93, %6
  %129 = phi i64 [ 0, %6 ], [ %14, %93 ]
  %130 = sub nsw i64 %5, %129
  %131 = sdiv i64 %130, 16
  switch i64 %131, label %2074 [
    i64 1, label %132
    i64 2, label %303
    i64 3, label %508
    i64 4, label %683
    i64 5, label %894
    i64 6, label %1013
    i64 7, label %1149
    i64 8, label %1302
    i64 9, label %1472
    i64 10, label %1540
    i64 11, label %1614
    i64 12, label %1694
    i64 13, label %1780
    i64 14, label %1872
    i64 15, label %1970
  ]

132:                                              ; preds = %128
  %133 = icmp slt i64 %3, 8
  br i1 %133, label %225, label %134

134:                                              ; preds = %132
  %135 = getelementptr float, ptr %1, i64 %129
  br label %136

136:                                              ; preds = %134, %136
  %137 = phi <16 x float> [ zeroinitializer, %134 ], [ %217, %136 ]
  %138 = phi <16 x float> [ zeroinitializer, %134 ], [ %208, %136 ]
  %139 = phi <16 x float> [ zeroinitializer, %134 ], [ %199, %136 ]
  %140 = phi <16 x float> [ zeroinitializer, %134 ], [ %190, %136 ]
  %141 = phi <16 x float> [ zeroinitializer, %134 ], [ %181, %136 ]
  %142 = phi <16 x float> [ zeroinitializer, %134 ], [ %172, %136 ]
  %143 = phi <16 x float> [ zeroinitializer, %134 ], [ %163, %136 ]
  %144 = phi <16 x float> [ zeroinitializer, %134 ], [ %154, %136 ]
  %145 = phi i64 [ 8, %134 ], [ %218, %136 ]
  %146 = phi i64 [ 0, %134 ], [ %145, %136 ]
  %147 = getelementptr inbounds nuw float, ptr %0, i64 %146
  %148 = load float, ptr %147, align 4
  %149 = insertelement <16 x float> poison, float %148, i64 0
  %150 = shufflevector <16 x float> %149, <16 x float> poison, <16 x i32> zeroinitializer
  %151 = mul nsw i64 %146, %4
  %152 = getelementptr float, ptr %135, i64 %151
  %153 = load <16 x float>, ptr %152, align 4
  %154 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %150, <16 x float> %153, <16 x float> %144)
  %155 = or disjoint i64 %146, 1
  %156 = getelementptr inbounds nuw float, ptr %0, i64 %155
  %157 = load float, ptr %156, align 4
  %158 = insertelement <16 x float> poison, float %157, i64 0
  %159 = shufflevector <16 x float> %158, <16 x float> poison, <16 x i32> zeroinitializer
  %160 = mul nsw i64 %155, %4
  %161 = getelementptr float, ptr %135, i64 %160
  %162 = load <16 x float>, ptr %161, align 4
  %163 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %159, <16 x float> %162, <16 x float> %143)
  %164 = or disjoint i64 %146, 2
  %165 = getelementptr inbounds nuw float, ptr %0, i64 %164
  %166 = load float, ptr %165, align 4
  %167 = insertelement <16 x float> poison, float %166, i64 0
  %168 = shufflevector <16 x float> %167, <16 x float> poison, <16 x i32> zeroinitializer
  %169 = mul nsw i64 %164, %4
  %170 = getelementptr float, ptr %135, i64 %169
  %171 = load <16 x float>, ptr %170, align 4
  %172 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %168, <16 x float> %171, <16 x float> %142)
  %173 = or disjoint i64 %146, 3
  %174 = getelementptr inbounds nuw float, ptr %0, i64 %173
  %175 = load float, ptr %174, align 4
  %176 = insertelement <16 x float> poison, float %175, i64 0
  %177 = shufflevector <16 x float> %176, <16 x float> poison, <16 x i32> zeroinitializer
  %178 = mul nsw i64 %173, %4
  %179 = getelementptr float, ptr %135, i64 %178
  %180 = load <16 x float>, ptr %179, align 4
  %181 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %177, <16 x float> %180, <16 x float> %141)
  %182 = or disjoint i64 %146, 4
  %183 = getelementptr inbounds nuw float, ptr %0, i64 %182
  %184 = load float, ptr %183, align 4
  %185 = insertelement <16 x float> poison, float %184, i64 0
  %186 = shufflevector <16 x float> %185, <16 x float> poison, <16 x i32> zeroinitializer
  %187 = mul nsw i64 %182, %4
  %188 = getelementptr float, ptr %135, i64 %187
  %189 = load <16 x float>, ptr %188, align 4
  %190 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %186, <16 x float> %189, <16 x float> %140)
  %191 = or disjoint i64 %146, 5
  %192 = getelementptr inbounds nuw float, ptr %0, i64 %191
  %193 = load float, ptr %192, align 4
  %194 = insertelement <16 x float> poison, float %193, i64 0
  %195 = shufflevector <16 x float> %194, <16 x float> poison, <16 x i32> zeroinitializer
  %196 = mul nsw i64 %191, %4
  %197 = getelementptr float, ptr %135, i64 %196
  %198 = load <16 x float>, ptr %197, align 4
  %199 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %195, <16 x float> %198, <16 x float> %139)
  %200 = or disjoint i64 %146, 6
  %201 = getelementptr inbounds nuw float, ptr %0, i64 %200
  %202 = load float, ptr %201, align 4
  %203 = insertelement <16 x float> poison, float %202, i64 0
  %204 = shufflevector <16 x float> %203, <16 x float> poison, <16 x i32> zeroinitializer
  %205 = mul nsw i64 %200, %4
  %206 = getelementptr float, ptr %135, i64 %205
  %207 = load <16 x float>, ptr %206, align 4
  %208 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %204, <16 x float> %207, <16 x float> %138)
  %209 = or disjoint i64 %146, 7
  %210 = getelementptr inbounds nuw float, ptr %0, i64 %209
  %211 = load float, ptr %210, align 4
  %212 = insertelement <16 x float> poison, float %211, i64 0
  %213 = shufflevector <16 x float> %212, <16 x float> poison, <16 x i32> zeroinitializer
  %214 = mul nsw i64 %209, %4
  %215 = getelementptr float, ptr %135, i64 %214
  %216 = load <16 x float>, ptr %215, align 4
  %217 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %213, <16 x float> %216, <16 x float> %137)
  %218 = add nuw nsw i64 %145, 8
  %219 = icmp sgt i64 %218, %3
  br i1 %219, label %220, label %136

220:                                              ; preds = %136
  %221 = fadd <16 x float> %163, %199
  %222 = fadd <16 x float> %172, %208
  %223 = fadd <16 x float> %181, %217
  %224 = fadd <16 x float> %221, %223
  br label %225

225:                                              ; preds = %220, %132
  %226 = phi <16 x float> [ zeroinitializer, %132 ], [ %190, %220 ]
  %227 = phi <16 x float> [ zeroinitializer, %132 ], [ %222, %220 ]
  %228 = phi <16 x float> [ zeroinitializer, %132 ], [ %224, %220 ]
  %229 = phi <16 x float> [ zeroinitializer, %132 ], [ %154, %220 ]
  %230 = phi i64 [ 0, %132 ], [ %145, %220 ]
  %231 = getelementptr float, ptr %1, i64 %129
  %232 = icmp slt i64 %230, %3
  br i1 %232, label %233, label %297

233:                                              ; preds = %225
  %234 = and i64 %3, 3
  %235 = icmp eq i64 %234, 0
  br i1 %235, label %251, label %236

236:                                              ; preds = %233, %236
  %237 = phi <16 x float> [ %247, %236 ], [ %229, %233 ]
  %238 = phi i64 [ %248, %236 ], [ %230, %233 ]
  %239 = phi i64 [ %249, %236 ], [ 0, %233 ]
  %240 = getelementptr inbounds nuw float, ptr %0, i64 %238
  %241 = load float, ptr %240, align 4
  %242 = insertelement <16 x float> poison, float %241, i64 0
  %243 = shufflevector <16 x float> %242, <16 x float> poison, <16 x i32> zeroinitializer
  %244 = mul nsw i64 %238, %4
  %245 = getelementptr float, ptr %231, i64 %244
  %246 = load <16 x float>, ptr %245, align 4
  %247 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %243, <16 x float> %246, <16 x float> %237)
  %248 = add nuw nsw i64 %238, 1
  %249 = add i64 %239, 1
  %250 = icmp eq i64 %249, %234
  br i1 %250, label %251, label %236

251:                                              ; preds = %236, %233
  %252 = phi <16 x float> [ poison, %233 ], [ %247, %236 ]
  %253 = phi <16 x float> [ %229, %233 ], [ %247, %236 ]
  %254 = phi i64 [ %230, %233 ], [ %248, %236 ]
  %255 = sub i64 %230, %3
  %256 = icmp ugt i64 %255, -4
  br i1 %256, label %297, label %257

257:                                              ; preds = %251, %257
  %258 = phi <16 x float> [ %294, %257 ], [ %253, %251 ]
  %259 = phi i64 [ %295, %257 ], [ %254, %251 ]
  %260 = getelementptr inbounds nuw float, ptr %0, i64 %259
  %261 = load float, ptr %260, align 4
  %262 = insertelement <16 x float> poison, float %261, i64 0
  %263 = shufflevector <16 x float> %262, <16 x float> poison, <16 x i32> zeroinitializer
  %264 = mul nsw i64 %259, %4
  %265 = getelementptr float, ptr %231, i64 %264
  %266 = load <16 x float>, ptr %265, align 4
  %267 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %263, <16 x float> %266, <16 x float> %258)
  %268 = add nuw nsw i64 %259, 1
  %269 = getelementptr inbounds nuw float, ptr %0, i64 %268
  %270 = load float, ptr %269, align 4
  %271 = insertelement <16 x float> poison, float %270, i64 0
  %272 = shufflevector <16 x float> %271, <16 x float> poison, <16 x i32> zeroinitializer
  %273 = mul nsw i64 %268, %4
  %274 = getelementptr float, ptr %231, i64 %273
  %275 = load <16 x float>, ptr %274, align 4
  %276 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %272, <16 x float> %275, <16 x float> %267)
  %277 = add nuw nsw i64 %259, 2
  %278 = getelementptr inbounds nuw float, ptr %0, i64 %277
  %279 = load float, ptr %278, align 4
  %280 = insertelement <16 x float> poison, float %279, i64 0
  %281 = shufflevector <16 x float> %280, <16 x float> poison, <16 x i32> zeroinitializer
  %282 = mul nsw i64 %277, %4
  %283 = getelementptr float, ptr %231, i64 %282
  %284 = load <16 x float>, ptr %283, align 4
  %285 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %281, <16 x float> %284, <16 x float> %276)
  %286 = add nuw nsw i64 %259, 3
  %287 = getelementptr inbounds nuw float, ptr %0, i64 %286
  %288 = load float, ptr %287, align 4
  %289 = insertelement <16 x float> poison, float %288, i64 0
  %290 = shufflevector <16 x float> %289, <16 x float> poison, <16 x i32> zeroinitializer
  %291 = mul nsw i64 %286, %4
  %292 = getelementptr float, ptr %231, i64 %291
  %293 = load <16 x float>, ptr %292, align 4
  %294 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %290, <16 x float> %293, <16 x float> %285)
  %295 = add nuw nsw i64 %259, 4
  %296 = icmp eq i64 %295, %3
  br i1 %296, label %297, label %257

297:                                              ; preds = %251, %257, %225
  %298 = phi <16 x float> [ %229, %225 ], [ %252, %251 ], [ %294, %257 ]
  %299 = fadd <16 x float> %298, %226
  %300 = fadd <16 x float> %299, %227
  %301 = fadd <16 x float> %300, %228
  %302 = getelementptr inbounds nuw float, ptr %2, i64 %129
  store <16 x float> %301, ptr %302, align 4
  br label %2074

303:                                              ; preds = %128
  %304 = icmp slt i64 %3, 8
  br i1 %304, label %432, label %305

305:                                              ; preds = %303
  %306 = getelementptr float, ptr %1, i64 %129
  br label %307

307:                                              ; preds = %305, %307
  %308 = phi <16 x float> [ zeroinitializer, %305 ], [ %420, %307 ]
  %309 = phi <16 x float> [ zeroinitializer, %305 ], [ %417, %307 ]
  %310 = phi <16 x float> [ zeroinitializer, %305 ], [ %408, %307 ]
  %311 = phi <16 x float> [ zeroinitializer, %305 ], [ %405, %307 ]
  %312 = phi <16 x float> [ zeroinitializer, %305 ], [ %396, %307 ]
  %313 = phi <16 x float> [ zeroinitializer, %305 ], [ %393, %307 ]
  %314 = phi <16 x float> [ zeroinitializer, %305 ], [ %384, %307 ]
  %315 = phi <16 x float> [ zeroinitializer, %305 ], [ %381, %307 ]
  %316 = phi <16 x float> [ zeroinitializer, %305 ], [ %372, %307 ]
  %317 = phi <16 x float> [ zeroinitializer, %305 ], [ %369, %307 ]
  %318 = phi <16 x float> [ zeroinitializer, %305 ], [ %360, %307 ]
  %319 = phi <16 x float> [ zeroinitializer, %305 ], [ %357, %307 ]
  %320 = phi <16 x float> [ zeroinitializer, %305 ], [ %348, %307 ]
  %321 = phi <16 x float> [ zeroinitializer, %305 ], [ %345, %307 ]
  %322 = phi <16 x float> [ zeroinitializer, %305 ], [ %336, %307 ]
  %323 = phi <16 x float> [ zeroinitializer, %305 ], [ %333, %307 ]
  %324 = phi i64 [ 8, %305 ], [ %421, %307 ]
  %325 = phi i64 [ 0, %305 ], [ %324, %307 ]
  %326 = getelementptr inbounds nuw float, ptr %0, i64 %325
  %327 = load float, ptr %326, align 4
  %328 = insertelement <16 x float> poison, float %327, i64 0
  %329 = shufflevector <16 x float> %328, <16 x float> poison, <16 x i32> zeroinitializer
  %330 = mul nsw i64 %325, %4
  %331 = getelementptr float, ptr %306, i64 %330
  %332 = load <16 x float>, ptr %331, align 4
  %333 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %329, <16 x float> %332, <16 x float> %323)
  %334 = getelementptr inbounds nuw i8, ptr %331, i64 64
  %335 = load <16 x float>, ptr %334, align 4
  %336 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %329, <16 x float> %335, <16 x float> %322)
  %337 = or disjoint i64 %325, 1
  %338 = getelementptr inbounds nuw float, ptr %0, i64 %337
  %339 = load float, ptr %338, align 4
  %340 = insertelement <16 x float> poison, float %339, i64 0
  %341 = shufflevector <16 x float> %340, <16 x float> poison, <16 x i32> zeroinitializer
  %342 = mul nsw i64 %337, %4
  %343 = getelementptr float, ptr %306, i64 %342
  %344 = load <16 x float>, ptr %343, align 4
  %345 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %341, <16 x float> %344, <16 x float> %321)
  %346 = getelementptr inbounds nuw i8, ptr %343, i64 64
  %347 = load <16 x float>, ptr %346, align 4
  %348 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %341, <16 x float> %347, <16 x float> %320)
  %349 = or disjoint i64 %325, 2
  %350 = getelementptr inbounds nuw float, ptr %0, i64 %349
  %351 = load float, ptr %350, align 4
  %352 = insertelement <16 x float> poison, float %351, i64 0
  %353 = shufflevector <16 x float> %352, <16 x float> poison, <16 x i32> zeroinitializer
  %354 = mul nsw i64 %349, %4
  %355 = getelementptr float, ptr %306, i64 %354
  %356 = load <16 x float>, ptr %355, align 4
  %357 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %353, <16 x float> %356, <16 x float> %319)
  %358 = getelementptr inbounds nuw i8, ptr %355, i64 64
  %359 = load <16 x float>, ptr %358, align 4
  %360 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %353, <16 x float> %359, <16 x float> %318)
  %361 = or disjoint i64 %325, 3
  %362 = getelementptr inbounds nuw float, ptr %0, i64 %361
  %363 = load float, ptr %362, align 4
  %364 = insertelement <16 x float> poison, float %363, i64 0
  %365 = shufflevector <16 x float> %364, <16 x float> poison, <16 x i32> zeroinitializer
  %366 = mul nsw i64 %361, %4
  %367 = getelementptr float, ptr %306, i64 %366
  %368 = load <16 x float>, ptr %367, align 4
  %369 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %365, <16 x float> %368, <16 x float> %317)
  %370 = getelementptr inbounds nuw i8, ptr %367, i64 64
  %371 = load <16 x float>, ptr %370, align 4
  %372 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %365, <16 x float> %371, <16 x float> %316)
  %373 = or disjoint i64 %325, 4
  %374 = getelementptr inbounds nuw float, ptr %0, i64 %373
  %375 = load float, ptr %374, align 4
  %376 = insertelement <16 x float> poison, float %375, i64 0
  %377 = shufflevector <16 x float> %376, <16 x float> poison, <16 x i32> zeroinitializer
  %378 = mul nsw i64 %373, %4
  %379 = getelementptr float, ptr %306, i64 %378
  %380 = load <16 x float>, ptr %379, align 4
  %381 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %377, <16 x float> %380, <16 x float> %315)
  %382 = getelementptr inbounds nuw i8, ptr %379, i64 64
  %383 = load <16 x float>, ptr %382, align 4
  %384 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %377, <16 x float> %383, <16 x float> %314)
  %385 = or disjoint i64 %325, 5
  %386 = getelementptr inbounds nuw float, ptr %0, i64 %385
  %387 = load float, ptr %386, align 4
  %388 = insertelement <16 x float> poison, float %387, i64 0
  %389 = shufflevector <16 x float> %388, <16 x float> poison, <16 x i32> zeroinitializer
  %390 = mul nsw i64 %385, %4
  %391 = getelementptr float, ptr %306, i64 %390
  %392 = load <16 x float>, ptr %391, align 4
  %393 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %389, <16 x float> %392, <16 x float> %313)
  %394 = getelementptr inbounds nuw i8, ptr %391, i64 64
  %395 = load <16 x float>, ptr %394, align 4
  %396 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %389, <16 x float> %395, <16 x float> %312)
  %397 = or disjoint i64 %325, 6
  %398 = getelementptr inbounds nuw float, ptr %0, i64 %397
  %399 = load float, ptr %398, align 4
  %400 = insertelement <16 x float> poison, float %399, i64 0
  %401 = shufflevector <16 x float> %400, <16 x float> poison, <16 x i32> zeroinitializer
  %402 = mul nsw i64 %397, %4
  %403 = getelementptr float, ptr %306, i64 %402
  %404 = load <16 x float>, ptr %403, align 4
  %405 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %401, <16 x float> %404, <16 x float> %311)
  %406 = getelementptr inbounds nuw i8, ptr %403, i64 64
  %407 = load <16 x float>, ptr %406, align 4
  %408 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %401, <16 x float> %407, <16 x float> %310)
  %409 = or disjoint i64 %325, 7
  %410 = getelementptr inbounds nuw float, ptr %0, i64 %409
  %411 = load float, ptr %410, align 4
  %412 = insertelement <16 x float> poison, float %411, i64 0
  %413 = shufflevector <16 x float> %412, <16 x float> poison, <16 x i32> zeroinitializer
  %414 = mul nsw i64 %409, %4
  %415 = getelementptr float, ptr %306, i64 %414
  %416 = load <16 x float>, ptr %415, align 4
  %417 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %413, <16 x float> %416, <16 x float> %309)
  %418 = getelementptr inbounds nuw i8, ptr %415, i64 64
  %419 = load <16 x float>, ptr %418, align 4
  %420 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %413, <16 x float> %419, <16 x float> %308)
  %421 = add nuw nsw i64 %324, 8
  %422 = icmp sgt i64 %421, %3
  br i1 %422, label %423, label %307

423:                                              ; preds = %307
  %424 = fadd <16 x float> %345, %393
  %425 = fadd <16 x float> %348, %396
  %426 = fadd <16 x float> %357, %405
  %427 = fadd <16 x float> %360, %408
  %428 = fadd <16 x float> %369, %417
  %429 = fadd <16 x float> %372, %420
  %430 = fadd <16 x float> %424, %428
  %431 = fadd <16 x float> %425, %429
  br label %432

432:                                              ; preds = %423, %303
  %433 = phi <16 x float> [ zeroinitializer, %303 ], [ %384, %423 ]
  %434 = phi <16 x float> [ zeroinitializer, %303 ], [ %381, %423 ]
  %435 = phi <16 x float> [ zeroinitializer, %303 ], [ %427, %423 ]
  %436 = phi <16 x float> [ zeroinitializer, %303 ], [ %426, %423 ]
  %437 = phi <16 x float> [ zeroinitializer, %303 ], [ %431, %423 ]
  %438 = phi <16 x float> [ zeroinitializer, %303 ], [ %430, %423 ]
  %439 = phi <16 x float> [ zeroinitializer, %303 ], [ %336, %423 ]
  %440 = phi <16 x float> [ zeroinitializer, %303 ], [ %333, %423 ]
  %441 = phi i64 [ 0, %303 ], [ %324, %423 ]
  %442 = getelementptr float, ptr %1, i64 %129
  %443 = icmp slt i64 %441, %3
  br i1 %443, label %444, label %497

444:                                              ; preds = %432
  %445 = or disjoint i64 %441, 1
  %446 = and i64 %3, 1
  %447 = icmp eq i64 %446, 0
  br i1 %447, label %461, label %448

448:                                              ; preds = %444
  %449 = getelementptr inbounds nuw float, ptr %0, i64 %441
  %450 = load float, ptr %449, align 4
  %451 = insertelement <16 x float> poison, float %450, i64 0
  %452 = shufflevector <16 x float> %451, <16 x float> poison, <16 x i32> zeroinitializer
  %453 = mul nsw i64 %441, %4
  %454 = getelementptr float, ptr %442, i64 %453
  %455 = load <16 x float>, ptr %454, align 4
  %456 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %452, <16 x float> %455, <16 x float> %440)
  %457 = getelementptr inbounds nuw i8, ptr %454, i64 64
  %458 = load <16 x float>, ptr %457, align 4
  %459 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %452, <16 x float> %458, <16 x float> %439)
  %460 = or disjoint i64 %441, 1
  br label %461

461:                                              ; preds = %448, %444
  %462 = phi <16 x float> [ poison, %444 ], [ %456, %448 ]
  %463 = phi <16 x float> [ poison, %444 ], [ %459, %448 ]
  %464 = phi <16 x float> [ %439, %444 ], [ %459, %448 ]
  %465 = phi <16 x float> [ %440, %444 ], [ %456, %448 ]
  %466 = phi i64 [ %441, %444 ], [ %460, %448 ]
  %467 = icmp eq i64 %3, %445
  br i1 %467, label %497, label %468

468:                                              ; preds = %461, %468
  %469 = phi <16 x float> [ %494, %468 ], [ %464, %461 ]
  %470 = phi <16 x float> [ %491, %468 ], [ %465, %461 ]
  %471 = phi i64 [ %495, %468 ], [ %466, %461 ]
  %472 = getelementptr inbounds nuw float, ptr %0, i64 %471
  %473 = load float, ptr %472, align 4
  %474 = insertelement <16 x float> poison, float %473, i64 0
  %475 = shufflevector <16 x float> %474, <16 x float> poison, <16 x i32> zeroinitializer
  %476 = mul nsw i64 %471, %4
  %477 = getelementptr float, ptr %442, i64 %476
  %478 = load <16 x float>, ptr %477, align 4
  %479 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %475, <16 x float> %478, <16 x float> %470)
  %480 = getelementptr inbounds nuw i8, ptr %477, i64 64
  %481 = load <16 x float>, ptr %480, align 4
  %482 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %475, <16 x float> %481, <16 x float> %469)
  %483 = add nuw nsw i64 %471, 1
  %484 = getelementptr inbounds nuw float, ptr %0, i64 %483
  %485 = load float, ptr %484, align 4
  %486 = insertelement <16 x float> poison, float %485, i64 0
  %487 = shufflevector <16 x float> %486, <16 x float> poison, <16 x i32> zeroinitializer
  %488 = mul nsw i64 %483, %4
  %489 = getelementptr float, ptr %442, i64 %488
  %490 = load <16 x float>, ptr %489, align 4
  %491 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %487, <16 x float> %490, <16 x float> %479)
  %492 = getelementptr inbounds nuw i8, ptr %489, i64 64
  %493 = load <16 x float>, ptr %492, align 4
  %494 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %487, <16 x float> %493, <16 x float> %482)
  %495 = add nuw nsw i64 %471, 2
  %496 = icmp eq i64 %495, %3
  br i1 %496, label %497, label %468

497:                                              ; preds = %461, %468, %432
  %498 = phi <16 x float> [ %439, %432 ], [ %463, %461 ], [ %494, %468 ]
  %499 = phi <16 x float> [ %440, %432 ], [ %462, %461 ], [ %491, %468 ]
  %500 = fadd <16 x float> %499, %434
  %501 = fadd <16 x float> %498, %433
  %502 = fadd <16 x float> %500, %436
  %503 = fadd <16 x float> %501, %435
  %504 = fadd <16 x float> %503, %437
  %505 = fadd <16 x float> %502, %438
  %506 = getelementptr inbounds nuw float, ptr %2, i64 %129
  store <16 x float> %505, ptr %506, align 4
  %507 = getelementptr inbounds nuw i8, ptr %506, i64 64
  store <16 x float> %504, ptr %507, align 4
  br label %2074

508:                                              ; preds = %128
  %509 = icmp slt i64 %3, 4
  br i1 %509, label %592, label %510

510:                                              ; preds = %508
  %511 = getelementptr float, ptr %1, i64 %129
  br label %512

512:                                              ; preds = %510, %512
  %513 = phi <16 x float> [ zeroinitializer, %510 ], [ %585, %512 ]
  %514 = phi <16 x float> [ zeroinitializer, %510 ], [ %582, %512 ]
  %515 = phi <16 x float> [ zeroinitializer, %510 ], [ %579, %512 ]
  %516 = phi <16 x float> [ zeroinitializer, %510 ], [ %570, %512 ]
  %517 = phi <16 x float> [ zeroinitializer, %510 ], [ %567, %512 ]
  %518 = phi <16 x float> [ zeroinitializer, %510 ], [ %564, %512 ]
  %519 = phi <16 x float> [ zeroinitializer, %510 ], [ %555, %512 ]
  %520 = phi <16 x float> [ zeroinitializer, %510 ], [ %552, %512 ]
  %521 = phi <16 x float> [ zeroinitializer, %510 ], [ %549, %512 ]
  %522 = phi <16 x float> [ zeroinitializer, %510 ], [ %540, %512 ]
  %523 = phi <16 x float> [ zeroinitializer, %510 ], [ %537, %512 ]
  %524 = phi <16 x float> [ zeroinitializer, %510 ], [ %534, %512 ]
  %525 = phi i64 [ 4, %510 ], [ %586, %512 ]
  %526 = phi i64 [ 0, %510 ], [ %525, %512 ]
  %527 = getelementptr inbounds nuw float, ptr %0, i64 %526
  %528 = load float, ptr %527, align 4
  %529 = insertelement <16 x float> poison, float %528, i64 0
  %530 = shufflevector <16 x float> %529, <16 x float> poison, <16 x i32> zeroinitializer
  %531 = mul nsw i64 %526, %4
  %532 = getelementptr float, ptr %511, i64 %531
  %533 = load <16 x float>, ptr %532, align 4
  %534 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %530, <16 x float> %533, <16 x float> %524)
  %535 = getelementptr inbounds nuw i8, ptr %532, i64 64
  %536 = load <16 x float>, ptr %535, align 4
  %537 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %530, <16 x float> %536, <16 x float> %523)
  %538 = getelementptr inbounds nuw i8, ptr %532, i64 128
  %539 = load <16 x float>, ptr %538, align 4
  %540 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %530, <16 x float> %539, <16 x float> %522)
  %541 = or disjoint i64 %526, 1
  %542 = getelementptr inbounds nuw float, ptr %0, i64 %541
  %543 = load float, ptr %542, align 4
  %544 = insertelement <16 x float> poison, float %543, i64 0
  %545 = shufflevector <16 x float> %544, <16 x float> poison, <16 x i32> zeroinitializer
  %546 = mul nsw i64 %541, %4
  %547 = getelementptr float, ptr %511, i64 %546
  %548 = load <16 x float>, ptr %547, align 4
  %549 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %545, <16 x float> %548, <16 x float> %521)
  %550 = getelementptr inbounds nuw i8, ptr %547, i64 64
  %551 = load <16 x float>, ptr %550, align 4
  %552 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %545, <16 x float> %551, <16 x float> %520)
  %553 = getelementptr inbounds nuw i8, ptr %547, i64 128
  %554 = load <16 x float>, ptr %553, align 4
  %555 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %545, <16 x float> %554, <16 x float> %519)
  %556 = or disjoint i64 %526, 2
  %557 = getelementptr inbounds nuw float, ptr %0, i64 %556
  %558 = load float, ptr %557, align 4
  %559 = insertelement <16 x float> poison, float %558, i64 0
  %560 = shufflevector <16 x float> %559, <16 x float> poison, <16 x i32> zeroinitializer
  %561 = mul nsw i64 %556, %4
  %562 = getelementptr float, ptr %511, i64 %561
  %563 = load <16 x float>, ptr %562, align 4
  %564 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %560, <16 x float> %563, <16 x float> %518)
  %565 = getelementptr inbounds nuw i8, ptr %562, i64 64
  %566 = load <16 x float>, ptr %565, align 4
  %567 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %560, <16 x float> %566, <16 x float> %517)
  %568 = getelementptr inbounds nuw i8, ptr %562, i64 128
  %569 = load <16 x float>, ptr %568, align 4
  %570 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %560, <16 x float> %569, <16 x float> %516)
  %571 = or disjoint i64 %526, 3
  %572 = getelementptr inbounds nuw float, ptr %0, i64 %571
  %573 = load float, ptr %572, align 4
  %574 = insertelement <16 x float> poison, float %573, i64 0
  %575 = shufflevector <16 x float> %574, <16 x float> poison, <16 x i32> zeroinitializer
  %576 = mul nsw i64 %571, %4
  %577 = getelementptr float, ptr %511, i64 %576
  %578 = load <16 x float>, ptr %577, align 4
  %579 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %575, <16 x float> %578, <16 x float> %515)
  %580 = getelementptr inbounds nuw i8, ptr %577, i64 64
  %581 = load <16 x float>, ptr %580, align 4
  %582 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %575, <16 x float> %581, <16 x float> %514)
  %583 = getelementptr inbounds nuw i8, ptr %577, i64 128
  %584 = load <16 x float>, ptr %583, align 4
  %585 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %575, <16 x float> %584, <16 x float> %513)
  %586 = add nuw nsw i64 %525, 4
  %587 = icmp sgt i64 %586, %3
  br i1 %587, label %588, label %512

588:                                              ; preds = %512
  %589 = fadd <16 x float> %549, %579
  %590 = fadd <16 x float> %552, %582
  %591 = fadd <16 x float> %555, %585
  br label %592

592:                                              ; preds = %588, %508
  %593 = phi <16 x float> [ zeroinitializer, %508 ], [ %570, %588 ]
  %594 = phi <16 x float> [ zeroinitializer, %508 ], [ %567, %588 ]
  %595 = phi <16 x float> [ zeroinitializer, %508 ], [ %564, %588 ]
  %596 = phi <16 x float> [ zeroinitializer, %508 ], [ %591, %588 ]
  %597 = phi <16 x float> [ zeroinitializer, %508 ], [ %590, %588 ]
  %598 = phi <16 x float> [ zeroinitializer, %508 ], [ %589, %588 ]
  %599 = phi <16 x float> [ zeroinitializer, %508 ], [ %540, %588 ]
  %600 = phi <16 x float> [ zeroinitializer, %508 ], [ %537, %588 ]
  %601 = phi <16 x float> [ zeroinitializer, %508 ], [ %534, %588 ]
  %602 = phi i64 [ 0, %508 ], [ %525, %588 ]
  %603 = getelementptr float, ptr %1, i64 %129
  %604 = icmp slt i64 %602, %3
  br i1 %604, label %605, label %670

605:                                              ; preds = %592
  %606 = or disjoint i64 %602, 1
  %607 = and i64 %3, 1
  %608 = icmp eq i64 %607, 0
  br i1 %608, label %625, label %609

609:                                              ; preds = %605
  %610 = getelementptr inbounds nuw float, ptr %0, i64 %602
  %611 = load float, ptr %610, align 4
  %612 = insertelement <16 x float> poison, float %611, i64 0
  %613 = shufflevector <16 x float> %612, <16 x float> poison, <16 x i32> zeroinitializer
  %614 = mul nsw i64 %602, %4
  %615 = getelementptr float, ptr %603, i64 %614
  %616 = load <16 x float>, ptr %615, align 4
  %617 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %613, <16 x float> %616, <16 x float> %601)
  %618 = getelementptr inbounds nuw i8, ptr %615, i64 64
  %619 = load <16 x float>, ptr %618, align 4
  %620 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %613, <16 x float> %619, <16 x float> %600)
  %621 = getelementptr inbounds nuw i8, ptr %615, i64 128
  %622 = load <16 x float>, ptr %621, align 4
  %623 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %613, <16 x float> %622, <16 x float> %599)
  %624 = or disjoint i64 %602, 1
  br label %625

625:                                              ; preds = %609, %605
  %626 = phi <16 x float> [ poison, %605 ], [ %617, %609 ]
  %627 = phi <16 x float> [ poison, %605 ], [ %620, %609 ]
  %628 = phi <16 x float> [ poison, %605 ], [ %623, %609 ]
  %629 = phi <16 x float> [ %599, %605 ], [ %623, %609 ]
  %630 = phi <16 x float> [ %600, %605 ], [ %620, %609 ]
  %631 = phi <16 x float> [ %601, %605 ], [ %617, %609 ]
  %632 = phi i64 [ %602, %605 ], [ %624, %609 ]
  %633 = icmp eq i64 %3, %606
  br i1 %633, label %670, label %634

634:                                              ; preds = %625, %634
  %635 = phi <16 x float> [ %667, %634 ], [ %629, %625 ]
  %636 = phi <16 x float> [ %664, %634 ], [ %630, %625 ]
  %637 = phi <16 x float> [ %661, %634 ], [ %631, %625 ]
  %638 = phi i64 [ %668, %634 ], [ %632, %625 ]
  %639 = getelementptr inbounds nuw float, ptr %0, i64 %638
  %640 = load float, ptr %639, align 4
  %641 = insertelement <16 x float> poison, float %640, i64 0
  %642 = shufflevector <16 x float> %641, <16 x float> poison, <16 x i32> zeroinitializer
  %643 = mul nsw i64 %638, %4
  %644 = getelementptr float, ptr %603, i64 %643
  %645 = load <16 x float>, ptr %644, align 4
  %646 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %642, <16 x float> %645, <16 x float> %637)
  %647 = getelementptr inbounds nuw i8, ptr %644, i64 64
  %648 = load <16 x float>, ptr %647, align 4
  %649 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %642, <16 x float> %648, <16 x float> %636)
  %650 = getelementptr inbounds nuw i8, ptr %644, i64 128
  %651 = load <16 x float>, ptr %650, align 4
  %652 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %642, <16 x float> %651, <16 x float> %635)
  %653 = add nuw nsw i64 %638, 1
  %654 = getelementptr inbounds nuw float, ptr %0, i64 %653
  %655 = load float, ptr %654, align 4
  %656 = insertelement <16 x float> poison, float %655, i64 0
  %657 = shufflevector <16 x float> %656, <16 x float> poison, <16 x i32> zeroinitializer
  %658 = mul nsw i64 %653, %4
  %659 = getelementptr float, ptr %603, i64 %658
  %660 = load <16 x float>, ptr %659, align 4
  %661 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %657, <16 x float> %660, <16 x float> %646)
  %662 = getelementptr inbounds nuw i8, ptr %659, i64 64
  %663 = load <16 x float>, ptr %662, align 4
  %664 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %657, <16 x float> %663, <16 x float> %649)
  %665 = getelementptr inbounds nuw i8, ptr %659, i64 128
  %666 = load <16 x float>, ptr %665, align 4
  %667 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %657, <16 x float> %666, <16 x float> %652)
  %668 = add nuw nsw i64 %638, 2
  %669 = icmp eq i64 %668, %3
  br i1 %669, label %670, label %634

670:                                              ; preds = %625, %634, %592
  %671 = phi <16 x float> [ %599, %592 ], [ %628, %625 ], [ %667, %634 ]
  %672 = phi <16 x float> [ %600, %592 ], [ %627, %625 ], [ %664, %634 ]
  %673 = phi <16 x float> [ %601, %592 ], [ %626, %625 ], [ %661, %634 ]
  %674 = fadd <16 x float> %673, %595
  %675 = fadd <16 x float> %672, %594
  %676 = fadd <16 x float> %671, %593
  %677 = fadd <16 x float> %676, %596
  %678 = fadd <16 x float> %675, %597
  %679 = fadd <16 x float> %674, %598
  %680 = getelementptr inbounds nuw float, ptr %2, i64 %129
  store <16 x float> %679, ptr %680, align 4
  %681 = getelementptr inbounds nuw i8, ptr %680, i64 64
  store <16 x float> %678, ptr %681, align 4
  %682 = getelementptr inbounds nuw i8, ptr %680, i64 128
  store <16 x float> %677, ptr %682, align 4
  br label %2074

683:                                              ; preds = %128
  %684 = icmp slt i64 %3, 4
  br i1 %684, label %784, label %685

685:                                              ; preds = %683
  %686 = getelementptr float, ptr %1, i64 %129
  br label %687

687:                                              ; preds = %685, %687
  %688 = phi <16 x float> [ zeroinitializer, %685 ], [ %776, %687 ]
  %689 = phi <16 x float> [ zeroinitializer, %685 ], [ %773, %687 ]
  %690 = phi <16 x float> [ zeroinitializer, %685 ], [ %770, %687 ]
  %691 = phi <16 x float> [ zeroinitializer, %685 ], [ %767, %687 ]
  %692 = phi <16 x float> [ zeroinitializer, %685 ], [ %758, %687 ]
  %693 = phi <16 x float> [ zeroinitializer, %685 ], [ %755, %687 ]
  %694 = phi <16 x float> [ zeroinitializer, %685 ], [ %752, %687 ]
  %695 = phi <16 x float> [ zeroinitializer, %685 ], [ %749, %687 ]
  %696 = phi <16 x float> [ zeroinitializer, %685 ], [ %740, %687 ]
  %697 = phi <16 x float> [ zeroinitializer, %685 ], [ %737, %687 ]
  %698 = phi <16 x float> [ zeroinitializer, %685 ], [ %734, %687 ]
  %699 = phi <16 x float> [ zeroinitializer, %685 ], [ %731, %687 ]
  %700 = phi <16 x float> [ zeroinitializer, %685 ], [ %722, %687 ]
  %701 = phi <16 x float> [ zeroinitializer, %685 ], [ %719, %687 ]
  %702 = phi <16 x float> [ zeroinitializer, %685 ], [ %716, %687 ]
  %703 = phi <16 x float> [ zeroinitializer, %685 ], [ %713, %687 ]
  %704 = phi i64 [ 4, %685 ], [ %777, %687 ]
  %705 = phi i64 [ 0, %685 ], [ %704, %687 ]
  %706 = getelementptr inbounds nuw float, ptr %0, i64 %705
  %707 = load float, ptr %706, align 4
  %708 = insertelement <16 x float> poison, float %707, i64 0
  %709 = shufflevector <16 x float> %708, <16 x float> poison, <16 x i32> zeroinitializer
  %710 = mul nsw i64 %705, %4
  %711 = getelementptr float, ptr %686, i64 %710
  %712 = load <16 x float>, ptr %711, align 4
  %713 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %709, <16 x float> %712, <16 x float> %703)
  %714 = getelementptr inbounds nuw i8, ptr %711, i64 64
  %715 = load <16 x float>, ptr %714, align 4
  %716 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %709, <16 x float> %715, <16 x float> %702)
  %717 = getelementptr inbounds nuw i8, ptr %711, i64 128
  %718 = load <16 x float>, ptr %717, align 4
  %719 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %709, <16 x float> %718, <16 x float> %701)
  %720 = getelementptr inbounds nuw i8, ptr %711, i64 192
  %721 = load <16 x float>, ptr %720, align 4
  %722 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %709, <16 x float> %721, <16 x float> %700)
  %723 = or disjoint i64 %705, 1
  %724 = getelementptr inbounds nuw float, ptr %0, i64 %723
  %725 = load float, ptr %724, align 4
  %726 = insertelement <16 x float> poison, float %725, i64 0
  %727 = shufflevector <16 x float> %726, <16 x float> poison, <16 x i32> zeroinitializer
  %728 = mul nsw i64 %723, %4
  %729 = getelementptr float, ptr %686, i64 %728
  %730 = load <16 x float>, ptr %729, align 4
  %731 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %727, <16 x float> %730, <16 x float> %699)
  %732 = getelementptr inbounds nuw i8, ptr %729, i64 64
  %733 = load <16 x float>, ptr %732, align 4
  %734 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %727, <16 x float> %733, <16 x float> %698)
  %735 = getelementptr inbounds nuw i8, ptr %729, i64 128
  %736 = load <16 x float>, ptr %735, align 4
  %737 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %727, <16 x float> %736, <16 x float> %697)
  %738 = getelementptr inbounds nuw i8, ptr %729, i64 192
  %739 = load <16 x float>, ptr %738, align 4
  %740 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %727, <16 x float> %739, <16 x float> %696)
  %741 = or disjoint i64 %705, 2
  %742 = getelementptr inbounds nuw float, ptr %0, i64 %741
  %743 = load float, ptr %742, align 4
  %744 = insertelement <16 x float> poison, float %743, i64 0
  %745 = shufflevector <16 x float> %744, <16 x float> poison, <16 x i32> zeroinitializer
  %746 = mul nsw i64 %741, %4
  %747 = getelementptr float, ptr %686, i64 %746
  %748 = load <16 x float>, ptr %747, align 4
  %749 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %745, <16 x float> %748, <16 x float> %695)
  %750 = getelementptr inbounds nuw i8, ptr %747, i64 64
  %751 = load <16 x float>, ptr %750, align 4
  %752 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %745, <16 x float> %751, <16 x float> %694)
  %753 = getelementptr inbounds nuw i8, ptr %747, i64 128
  %754 = load <16 x float>, ptr %753, align 4
  %755 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %745, <16 x float> %754, <16 x float> %693)
  %756 = getelementptr inbounds nuw i8, ptr %747, i64 192
  %757 = load <16 x float>, ptr %756, align 4
  %758 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %745, <16 x float> %757, <16 x float> %692)
  %759 = or disjoint i64 %705, 3
  %760 = getelementptr inbounds nuw float, ptr %0, i64 %759
  %761 = load float, ptr %760, align 4
  %762 = insertelement <16 x float> poison, float %761, i64 0
  %763 = shufflevector <16 x float> %762, <16 x float> poison, <16 x i32> zeroinitializer
  %764 = mul nsw i64 %759, %4
  %765 = getelementptr float, ptr %686, i64 %764
  %766 = load <16 x float>, ptr %765, align 4
  %767 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %763, <16 x float> %766, <16 x float> %691)
  %768 = getelementptr inbounds nuw i8, ptr %765, i64 64
  %769 = load <16 x float>, ptr %768, align 4
  %770 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %763, <16 x float> %769, <16 x float> %690)
  %771 = getelementptr inbounds nuw i8, ptr %765, i64 128
  %772 = load <16 x float>, ptr %771, align 4
  %773 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %763, <16 x float> %772, <16 x float> %689)
  %774 = getelementptr inbounds nuw i8, ptr %765, i64 192
  %775 = load <16 x float>, ptr %774, align 4
  %776 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %763, <16 x float> %775, <16 x float> %688)
  %777 = add nuw nsw i64 %704, 4
  %778 = icmp sgt i64 %777, %3
  br i1 %778, label %779, label %687

779:                                              ; preds = %687
  %780 = fadd <16 x float> %731, %767
  %781 = fadd <16 x float> %734, %770
  %782 = fadd <16 x float> %737, %773
  %783 = fadd <16 x float> %740, %776
  br label %784

784:                                              ; preds = %779, %683
  %785 = phi <16 x float> [ zeroinitializer, %683 ], [ %758, %779 ]
  %786 = phi <16 x float> [ zeroinitializer, %683 ], [ %755, %779 ]
  %787 = phi <16 x float> [ zeroinitializer, %683 ], [ %752, %779 ]
  %788 = phi <16 x float> [ zeroinitializer, %683 ], [ %749, %779 ]
  %789 = phi <16 x float> [ zeroinitializer, %683 ], [ %783, %779 ]
  %790 = phi <16 x float> [ zeroinitializer, %683 ], [ %782, %779 ]
  %791 = phi <16 x float> [ zeroinitializer, %683 ], [ %781, %779 ]
  %792 = phi <16 x float> [ zeroinitializer, %683 ], [ %780, %779 ]
  %793 = phi <16 x float> [ zeroinitializer, %683 ], [ %722, %779 ]
  %794 = phi <16 x float> [ zeroinitializer, %683 ], [ %719, %779 ]
  %795 = phi <16 x float> [ zeroinitializer, %683 ], [ %716, %779 ]
  %796 = phi <16 x float> [ zeroinitializer, %683 ], [ %713, %779 ]
  %797 = phi i64 [ 0, %683 ], [ %704, %779 ]
  %798 = getelementptr float, ptr %1, i64 %129
  %799 = icmp slt i64 %797, %3
  br i1 %799, label %800, label %877

800:                                              ; preds = %784
  %801 = or disjoint i64 %797, 1
  %802 = and i64 %3, 1
  %803 = icmp eq i64 %802, 0
  br i1 %803, label %823, label %804

804:                                              ; preds = %800
  %805 = getelementptr inbounds nuw float, ptr %0, i64 %797
  %806 = load float, ptr %805, align 4
  %807 = insertelement <16 x float> poison, float %806, i64 0
  %808 = shufflevector <16 x float> %807, <16 x float> poison, <16 x i32> zeroinitializer
  %809 = mul nsw i64 %797, %4
  %810 = getelementptr float, ptr %798, i64 %809
  %811 = load <16 x float>, ptr %810, align 4
  %812 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %808, <16 x float> %811, <16 x float> %796)
  %813 = getelementptr inbounds nuw i8, ptr %810, i64 64
  %814 = load <16 x float>, ptr %813, align 4
  %815 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %808, <16 x float> %814, <16 x float> %795)
  %816 = getelementptr inbounds nuw i8, ptr %810, i64 128
  %817 = load <16 x float>, ptr %816, align 4
  %818 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %808, <16 x float> %817, <16 x float> %794)
  %819 = getelementptr inbounds nuw i8, ptr %810, i64 192
  %820 = load <16 x float>, ptr %819, align 4
  %821 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %808, <16 x float> %820, <16 x float> %793)
  %822 = or disjoint i64 %797, 1
  br label %823

823:                                              ; preds = %804, %800
  %824 = phi <16 x float> [ poison, %800 ], [ %812, %804 ]
  %825 = phi <16 x float> [ poison, %800 ], [ %815, %804 ]
  %826 = phi <16 x float> [ poison, %800 ], [ %818, %804 ]
  %827 = phi <16 x float> [ poison, %800 ], [ %821, %804 ]
  %828 = phi <16 x float> [ %793, %800 ], [ %821, %804 ]
  %829 = phi <16 x float> [ %794, %800 ], [ %818, %804 ]
  %830 = phi <16 x float> [ %795, %800 ], [ %815, %804 ]
  %831 = phi <16 x float> [ %796, %800 ], [ %812, %804 ]
  %832 = phi i64 [ %797, %800 ], [ %822, %804 ]
  %833 = icmp eq i64 %3, %801
  br i1 %833, label %877, label %834

834:                                              ; preds = %823, %834
  %835 = phi <16 x float> [ %874, %834 ], [ %828, %823 ]
  %836 = phi <16 x float> [ %871, %834 ], [ %829, %823 ]
  %837 = phi <16 x float> [ %868, %834 ], [ %830, %823 ]
  %838 = phi <16 x float> [ %865, %834 ], [ %831, %823 ]
  %839 = phi i64 [ %875, %834 ], [ %832, %823 ]
  %840 = getelementptr inbounds nuw float, ptr %0, i64 %839
  %841 = load float, ptr %840, align 4
  %842 = insertelement <16 x float> poison, float %841, i64 0
  %843 = shufflevector <16 x float> %842, <16 x float> poison, <16 x i32> zeroinitializer
  %844 = mul nsw i64 %839, %4
  %845 = getelementptr float, ptr %798, i64 %844
  %846 = load <16 x float>, ptr %845, align 4
  %847 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %843, <16 x float> %846, <16 x float> %838)
  %848 = getelementptr inbounds nuw i8, ptr %845, i64 64
  %849 = load <16 x float>, ptr %848, align 4
  %850 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %843, <16 x float> %849, <16 x float> %837)
  %851 = getelementptr inbounds nuw i8, ptr %845, i64 128
  %852 = load <16 x float>, ptr %851, align 4
  %853 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %843, <16 x float> %852, <16 x float> %836)
  %854 = getelementptr inbounds nuw i8, ptr %845, i64 192
  %855 = load <16 x float>, ptr %854, align 4
  %856 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %843, <16 x float> %855, <16 x float> %835)
  %857 = add nuw nsw i64 %839, 1
  %858 = getelementptr inbounds nuw float, ptr %0, i64 %857
  %859 = load float, ptr %858, align 4
  %860 = insertelement <16 x float> poison, float %859, i64 0
  %861 = shufflevector <16 x float> %860, <16 x float> poison, <16 x i32> zeroinitializer
  %862 = mul nsw i64 %857, %4
  %863 = getelementptr float, ptr %798, i64 %862
  %864 = load <16 x float>, ptr %863, align 4
  %865 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %861, <16 x float> %864, <16 x float> %847)
  %866 = getelementptr inbounds nuw i8, ptr %863, i64 64
  %867 = load <16 x float>, ptr %866, align 4
  %868 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %861, <16 x float> %867, <16 x float> %850)
  %869 = getelementptr inbounds nuw i8, ptr %863, i64 128
  %870 = load <16 x float>, ptr %869, align 4
  %871 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %861, <16 x float> %870, <16 x float> %853)
  %872 = getelementptr inbounds nuw i8, ptr %863, i64 192
  %873 = load <16 x float>, ptr %872, align 4
  %874 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %861, <16 x float> %873, <16 x float> %856)
  %875 = add nuw nsw i64 %839, 2
  %876 = icmp eq i64 %875, %3
  br i1 %876, label %877, label %834

877:                                              ; preds = %823, %834, %784
  %878 = phi <16 x float> [ %793, %784 ], [ %827, %823 ], [ %874, %834 ]
  %879 = phi <16 x float> [ %794, %784 ], [ %826, %823 ], [ %871, %834 ]
  %880 = phi <16 x float> [ %795, %784 ], [ %825, %823 ], [ %868, %834 ]
  %881 = phi <16 x float> [ %796, %784 ], [ %824, %823 ], [ %865, %834 ]
  %882 = fadd <16 x float> %881, %788
  %883 = fadd <16 x float> %880, %787
  %884 = fadd <16 x float> %879, %786
  %885 = fadd <16 x float> %878, %785
  %886 = fadd <16 x float> %885, %789
  %887 = fadd <16 x float> %884, %790
  %888 = fadd <16 x float> %883, %791
  %889 = fadd <16 x float> %882, %792
  %890 = getelementptr inbounds nuw float, ptr %2, i64 %129
  store <16 x float> %889, ptr %890, align 4
  %891 = getelementptr inbounds nuw i8, ptr %890, i64 64
  store <16 x float> %888, ptr %891, align 4
  %892 = getelementptr inbounds nuw i8, ptr %890, i64 128
  store <16 x float> %887, ptr %892, align 4
  %893 = getelementptr inbounds nuw i8, ptr %890, i64 192
  store <16 x float> %886, ptr %893, align 4
  br label %2074

894:                                              ; preds = %128
  %895 = icmp slt i64 %3, 2
  br i1 %895, label %954, label %896

896:                                              ; preds = %894
  %897 = getelementptr float, ptr %1, i64 %129
  br label %898

898:                                              ; preds = %896, %898
  %899 = phi <16 x float> [ zeroinitializer, %896 ], [ %951, %898 ]
  %900 = phi <16 x float> [ zeroinitializer, %896 ], [ %948, %898 ]
  %901 = phi <16 x float> [ zeroinitializer, %896 ], [ %945, %898 ]
  %902 = phi <16 x float> [ zeroinitializer, %896 ], [ %942, %898 ]
  %903 = phi <16 x float> [ zeroinitializer, %896 ], [ %939, %898 ]
  %904 = phi <16 x float> [ zeroinitializer, %896 ], [ %930, %898 ]
  %905 = phi <16 x float> [ zeroinitializer, %896 ], [ %927, %898 ]
  %906 = phi <16 x float> [ zeroinitializer, %896 ], [ %924, %898 ]
  %907 = phi <16 x float> [ zeroinitializer, %896 ], [ %921, %898 ]
  %908 = phi <16 x float> [ zeroinitializer, %896 ], [ %918, %898 ]
  %909 = phi i64 [ 2, %896 ], [ %952, %898 ]
  %910 = phi i64 [ 0, %896 ], [ %909, %898 ]
  %911 = getelementptr inbounds nuw float, ptr %0, i64 %910
  %912 = load float, ptr %911, align 4
  %913 = insertelement <16 x float> poison, float %912, i64 0
  %914 = shufflevector <16 x float> %913, <16 x float> poison, <16 x i32> zeroinitializer
  %915 = mul nsw i64 %910, %4
  %916 = getelementptr float, ptr %897, i64 %915
  %917 = load <16 x float>, ptr %916, align 4
  %918 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %914, <16 x float> %917, <16 x float> %908)
  %919 = getelementptr inbounds nuw i8, ptr %916, i64 64
  %920 = load <16 x float>, ptr %919, align 4
  %921 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %914, <16 x float> %920, <16 x float> %907)
  %922 = getelementptr inbounds nuw i8, ptr %916, i64 128
  %923 = load <16 x float>, ptr %922, align 4
  %924 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %914, <16 x float> %923, <16 x float> %906)
  %925 = getelementptr inbounds nuw i8, ptr %916, i64 192
  %926 = load <16 x float>, ptr %925, align 4
  %927 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %914, <16 x float> %926, <16 x float> %905)
  %928 = getelementptr inbounds nuw i8, ptr %916, i64 256
  %929 = load <16 x float>, ptr %928, align 4
  %930 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %914, <16 x float> %929, <16 x float> %904)
  %931 = or disjoint i64 %910, 1
  %932 = getelementptr inbounds nuw float, ptr %0, i64 %931
  %933 = load float, ptr %932, align 4
  %934 = insertelement <16 x float> poison, float %933, i64 0
  %935 = shufflevector <16 x float> %934, <16 x float> poison, <16 x i32> zeroinitializer
  %936 = mul nsw i64 %931, %4
  %937 = getelementptr float, ptr %897, i64 %936
  %938 = load <16 x float>, ptr %937, align 4
  %939 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %935, <16 x float> %938, <16 x float> %903)
  %940 = getelementptr inbounds nuw i8, ptr %937, i64 64
  %941 = load <16 x float>, ptr %940, align 4
  %942 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %935, <16 x float> %941, <16 x float> %902)
  %943 = getelementptr inbounds nuw i8, ptr %937, i64 128
  %944 = load <16 x float>, ptr %943, align 4
  %945 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %935, <16 x float> %944, <16 x float> %901)
  %946 = getelementptr inbounds nuw i8, ptr %937, i64 192
  %947 = load <16 x float>, ptr %946, align 4
  %948 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %935, <16 x float> %947, <16 x float> %900)
  %949 = getelementptr inbounds nuw i8, ptr %937, i64 256
  %950 = load <16 x float>, ptr %949, align 4
  %951 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %935, <16 x float> %950, <16 x float> %899)
  %952 = add nuw nsw i64 %909, 2
  %953 = icmp sgt i64 %952, %3
  br i1 %953, label %954, label %898

954:                                              ; preds = %898, %894
  %955 = phi <16 x float> [ zeroinitializer, %894 ], [ %951, %898 ]
  %956 = phi <16 x float> [ zeroinitializer, %894 ], [ %948, %898 ]
  %957 = phi <16 x float> [ zeroinitializer, %894 ], [ %945, %898 ]
  %958 = phi <16 x float> [ zeroinitializer, %894 ], [ %942, %898 ]
  %959 = phi <16 x float> [ zeroinitializer, %894 ], [ %939, %898 ]
  %960 = phi <16 x float> [ zeroinitializer, %894 ], [ %930, %898 ]
  %961 = phi <16 x float> [ zeroinitializer, %894 ], [ %927, %898 ]
  %962 = phi <16 x float> [ zeroinitializer, %894 ], [ %924, %898 ]
  %963 = phi <16 x float> [ zeroinitializer, %894 ], [ %921, %898 ]
  %964 = phi <16 x float> [ zeroinitializer, %894 ], [ %918, %898 ]
  %965 = phi i64 [ 0, %894 ], [ %909, %898 ]
  %966 = getelementptr float, ptr %1, i64 %129
  %967 = icmp slt i64 %965, %3
  br i1 %967, label %968, label %997

968:                                              ; preds = %954, %968
  %969 = phi <16 x float> [ %994, %968 ], [ %960, %954 ]
  %970 = phi <16 x float> [ %991, %968 ], [ %961, %954 ]
  %971 = phi <16 x float> [ %988, %968 ], [ %962, %954 ]
  %972 = phi <16 x float> [ %985, %968 ], [ %963, %954 ]
  %973 = phi <16 x float> [ %982, %968 ], [ %964, %954 ]
  %974 = phi i64 [ %995, %968 ], [ %965, %954 ]
  %975 = getelementptr inbounds nuw float, ptr %0, i64 %974
  %976 = load float, ptr %975, align 4
  %977 = insertelement <16 x float> poison, float %976, i64 0
  %978 = shufflevector <16 x float> %977, <16 x float> poison, <16 x i32> zeroinitializer
  %979 = mul nsw i64 %974, %4
  %980 = getelementptr float, ptr %966, i64 %979
  %981 = load <16 x float>, ptr %980, align 4
  %982 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %978, <16 x float> %981, <16 x float> %973)
  %983 = getelementptr inbounds nuw i8, ptr %980, i64 64
  %984 = load <16 x float>, ptr %983, align 4
  %985 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %978, <16 x float> %984, <16 x float> %972)
  %986 = getelementptr inbounds nuw i8, ptr %980, i64 128
  %987 = load <16 x float>, ptr %986, align 4
  %988 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %978, <16 x float> %987, <16 x float> %971)
  %989 = getelementptr inbounds nuw i8, ptr %980, i64 192
  %990 = load <16 x float>, ptr %989, align 4
  %991 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %978, <16 x float> %990, <16 x float> %970)
  %992 = getelementptr inbounds nuw i8, ptr %980, i64 256
  %993 = load <16 x float>, ptr %992, align 4
  %994 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %978, <16 x float> %993, <16 x float> %969)
  %995 = add nuw nsw i64 %974, 1
  %996 = icmp eq i64 %995, %3
  br i1 %996, label %997, label %968

997:                                              ; preds = %968, %954
  %998 = phi <16 x float> [ %960, %954 ], [ %994, %968 ]
  %999 = phi <16 x float> [ %961, %954 ], [ %991, %968 ]
  %1000 = phi <16 x float> [ %962, %954 ], [ %988, %968 ]
  %1001 = phi <16 x float> [ %963, %954 ], [ %985, %968 ]
  %1002 = phi <16 x float> [ %964, %954 ], [ %982, %968 ]
  %1003 = fadd <16 x float> %998, %955
  %1004 = fadd <16 x float> %999, %956
  %1005 = fadd <16 x float> %1000, %957
  %1006 = fadd <16 x float> %1001, %958
  %1007 = fadd <16 x float> %1002, %959
  %1008 = getelementptr inbounds nuw float, ptr %2, i64 %129
  store <16 x float> %1007, ptr %1008, align 4
  %1009 = getelementptr inbounds nuw i8, ptr %1008, i64 64
  store <16 x float> %1006, ptr %1009, align 4
  %1010 = getelementptr inbounds nuw i8, ptr %1008, i64 128
  store <16 x float> %1005, ptr %1010, align 4
  %1011 = getelementptr inbounds nuw i8, ptr %1008, i64 192
  store <16 x float> %1004, ptr %1011, align 4
  %1012 = getelementptr inbounds nuw i8, ptr %1008, i64 256
  store <16 x float> %1003, ptr %1012, align 4
  br label %2074

1013:                                             ; preds = %128
  %1014 = icmp slt i64 %3, 2
  br i1 %1014, label %1081, label %1015

1015:                                             ; preds = %1013
  %1016 = getelementptr float, ptr %1, i64 %129
  br label %1017

1017:                                             ; preds = %1015, %1017
  %1018 = phi <16 x float> [ zeroinitializer, %1015 ], [ %1078, %1017 ]
  %1019 = phi <16 x float> [ zeroinitializer, %1015 ], [ %1075, %1017 ]
  %1020 = phi <16 x float> [ zeroinitializer, %1015 ], [ %1072, %1017 ]
  %1021 = phi <16 x float> [ zeroinitializer, %1015 ], [ %1069, %1017 ]
  %1022 = phi <16 x float> [ zeroinitializer, %1015 ], [ %1066, %1017 ]
  %1023 = phi <16 x float> [ zeroinitializer, %1015 ], [ %1063, %1017 ]
  %1024 = phi <16 x float> [ zeroinitializer, %1015 ], [ %1054, %1017 ]
  %1025 = phi <16 x float> [ zeroinitializer, %1015 ], [ %1051, %1017 ]
  %1026 = phi <16 x float> [ zeroinitializer, %1015 ], [ %1048, %1017 ]
  %1027 = phi <16 x float> [ zeroinitializer, %1015 ], [ %1045, %1017 ]
  %1028 = phi <16 x float> [ zeroinitializer, %1015 ], [ %1042, %1017 ]
  %1029 = phi <16 x float> [ zeroinitializer, %1015 ], [ %1039, %1017 ]
  %1030 = phi i64 [ 2, %1015 ], [ %1079, %1017 ]
  %1031 = phi i64 [ 0, %1015 ], [ %1030, %1017 ]
  %1032 = getelementptr inbounds nuw float, ptr %0, i64 %1031
  %1033 = load float, ptr %1032, align 4
  %1034 = insertelement <16 x float> poison, float %1033, i64 0
  %1035 = shufflevector <16 x float> %1034, <16 x float> poison, <16 x i32> zeroinitializer
  %1036 = mul nsw i64 %1031, %4
  %1037 = getelementptr float, ptr %1016, i64 %1036
  %1038 = load <16 x float>, ptr %1037, align 4
  %1039 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1035, <16 x float> %1038, <16 x float> %1029)
  %1040 = getelementptr inbounds nuw i8, ptr %1037, i64 64
  %1041 = load <16 x float>, ptr %1040, align 4
  %1042 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1035, <16 x float> %1041, <16 x float> %1028)
  %1043 = getelementptr inbounds nuw i8, ptr %1037, i64 128
  %1044 = load <16 x float>, ptr %1043, align 4
  %1045 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1035, <16 x float> %1044, <16 x float> %1027)
  %1046 = getelementptr inbounds nuw i8, ptr %1037, i64 192
  %1047 = load <16 x float>, ptr %1046, align 4
  %1048 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1035, <16 x float> %1047, <16 x float> %1026)
  %1049 = getelementptr inbounds nuw i8, ptr %1037, i64 256
  %1050 = load <16 x float>, ptr %1049, align 4
  %1051 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1035, <16 x float> %1050, <16 x float> %1025)
  %1052 = getelementptr inbounds nuw i8, ptr %1037, i64 320
  %1053 = load <16 x float>, ptr %1052, align 4
  %1054 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1035, <16 x float> %1053, <16 x float> %1024)
  %1055 = or disjoint i64 %1031, 1
  %1056 = getelementptr inbounds nuw float, ptr %0, i64 %1055
  %1057 = load float, ptr %1056, align 4
  %1058 = insertelement <16 x float> poison, float %1057, i64 0
  %1059 = shufflevector <16 x float> %1058, <16 x float> poison, <16 x i32> zeroinitializer
  %1060 = mul nsw i64 %1055, %4
  %1061 = getelementptr float, ptr %1016, i64 %1060
  %1062 = load <16 x float>, ptr %1061, align 4
  %1063 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1059, <16 x float> %1062, <16 x float> %1023)
  %1064 = getelementptr inbounds nuw i8, ptr %1061, i64 64
  %1065 = load <16 x float>, ptr %1064, align 4
  %1066 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1059, <16 x float> %1065, <16 x float> %1022)
  %1067 = getelementptr inbounds nuw i8, ptr %1061, i64 128
  %1068 = load <16 x float>, ptr %1067, align 4
  %1069 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1059, <16 x float> %1068, <16 x float> %1021)
  %1070 = getelementptr inbounds nuw i8, ptr %1061, i64 192
  %1071 = load <16 x float>, ptr %1070, align 4
  %1072 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1059, <16 x float> %1071, <16 x float> %1020)
  %1073 = getelementptr inbounds nuw i8, ptr %1061, i64 256
  %1074 = load <16 x float>, ptr %1073, align 4
  %1075 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1059, <16 x float> %1074, <16 x float> %1019)
  %1076 = getelementptr inbounds nuw i8, ptr %1061, i64 320
  %1077 = load <16 x float>, ptr %1076, align 4
  %1078 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1059, <16 x float> %1077, <16 x float> %1018)
  %1079 = add nuw nsw i64 %1030, 2
  %1080 = icmp sgt i64 %1079, %3
  br i1 %1080, label %1081, label %1017

1081:                                             ; preds = %1017, %1013
  %1082 = phi <16 x float> [ zeroinitializer, %1013 ], [ %1078, %1017 ]
  %1083 = phi <16 x float> [ zeroinitializer, %1013 ], [ %1075, %1017 ]
  %1084 = phi <16 x float> [ zeroinitializer, %1013 ], [ %1072, %1017 ]
  %1085 = phi <16 x float> [ zeroinitializer, %1013 ], [ %1069, %1017 ]
  %1086 = phi <16 x float> [ zeroinitializer, %1013 ], [ %1066, %1017 ]
  %1087 = phi <16 x float> [ zeroinitializer, %1013 ], [ %1063, %1017 ]
  %1088 = phi <16 x float> [ zeroinitializer, %1013 ], [ %1054, %1017 ]
  %1089 = phi <16 x float> [ zeroinitializer, %1013 ], [ %1051, %1017 ]
  %1090 = phi <16 x float> [ zeroinitializer, %1013 ], [ %1048, %1017 ]
  %1091 = phi <16 x float> [ zeroinitializer, %1013 ], [ %1045, %1017 ]
  %1092 = phi <16 x float> [ zeroinitializer, %1013 ], [ %1042, %1017 ]
  %1093 = phi <16 x float> [ zeroinitializer, %1013 ], [ %1039, %1017 ]
  %1094 = phi i64 [ 0, %1013 ], [ %1030, %1017 ]
  %1095 = getelementptr float, ptr %1, i64 %129
  %1096 = icmp slt i64 %1094, %3
  br i1 %1096, label %1097, label %1130

1097:                                             ; preds = %1081, %1097
  %1098 = phi <16 x float> [ %1127, %1097 ], [ %1088, %1081 ]
  %1099 = phi <16 x float> [ %1124, %1097 ], [ %1089, %1081 ]
  %1100 = phi <16 x float> [ %1121, %1097 ], [ %1090, %1081 ]
  %1101 = phi <16 x float> [ %1118, %1097 ], [ %1091, %1081 ]
  %1102 = phi <16 x float> [ %1115, %1097 ], [ %1092, %1081 ]
  %1103 = phi <16 x float> [ %1112, %1097 ], [ %1093, %1081 ]
  %1104 = phi i64 [ %1128, %1097 ], [ %1094, %1081 ]
  %1105 = getelementptr inbounds nuw float, ptr %0, i64 %1104
  %1106 = load float, ptr %1105, align 4
  %1107 = insertelement <16 x float> poison, float %1106, i64 0
  %1108 = shufflevector <16 x float> %1107, <16 x float> poison, <16 x i32> zeroinitializer
  %1109 = mul nsw i64 %1104, %4
  %1110 = getelementptr float, ptr %1095, i64 %1109
  %1111 = load <16 x float>, ptr %1110, align 4
  %1112 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1108, <16 x float> %1111, <16 x float> %1103)
  %1113 = getelementptr inbounds nuw i8, ptr %1110, i64 64
  %1114 = load <16 x float>, ptr %1113, align 4
  %1115 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1108, <16 x float> %1114, <16 x float> %1102)
  %1116 = getelementptr inbounds nuw i8, ptr %1110, i64 128
  %1117 = load <16 x float>, ptr %1116, align 4
  %1118 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1108, <16 x float> %1117, <16 x float> %1101)
  %1119 = getelementptr inbounds nuw i8, ptr %1110, i64 192
  %1120 = load <16 x float>, ptr %1119, align 4
  %1121 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1108, <16 x float> %1120, <16 x float> %1100)
  %1122 = getelementptr inbounds nuw i8, ptr %1110, i64 256
  %1123 = load <16 x float>, ptr %1122, align 4
  %1124 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1108, <16 x float> %1123, <16 x float> %1099)
  %1125 = getelementptr inbounds nuw i8, ptr %1110, i64 320
  %1126 = load <16 x float>, ptr %1125, align 4
  %1127 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1108, <16 x float> %1126, <16 x float> %1098)
  %1128 = add nuw nsw i64 %1104, 1
  %1129 = icmp eq i64 %1128, %3
  br i1 %1129, label %1130, label %1097

1130:                                             ; preds = %1097, %1081
  %1131 = phi <16 x float> [ %1088, %1081 ], [ %1127, %1097 ]
  %1132 = phi <16 x float> [ %1089, %1081 ], [ %1124, %1097 ]
  %1133 = phi <16 x float> [ %1090, %1081 ], [ %1121, %1097 ]
  %1134 = phi <16 x float> [ %1091, %1081 ], [ %1118, %1097 ]
  %1135 = phi <16 x float> [ %1092, %1081 ], [ %1115, %1097 ]
  %1136 = phi <16 x float> [ %1093, %1081 ], [ %1112, %1097 ]
  %1137 = fadd <16 x float> %1131, %1082
  %1138 = fadd <16 x float> %1132, %1083
  %1139 = fadd <16 x float> %1133, %1084
  %1140 = fadd <16 x float> %1134, %1085
  %1141 = fadd <16 x float> %1135, %1086
  %1142 = fadd <16 x float> %1136, %1087
  %1143 = getelementptr inbounds nuw float, ptr %2, i64 %129
  store <16 x float> %1142, ptr %1143, align 4
  %1144 = getelementptr inbounds nuw i8, ptr %1143, i64 64
  store <16 x float> %1141, ptr %1144, align 4
  %1145 = getelementptr inbounds nuw i8, ptr %1143, i64 128
  store <16 x float> %1140, ptr %1145, align 4
  %1146 = getelementptr inbounds nuw i8, ptr %1143, i64 192
  store <16 x float> %1139, ptr %1146, align 4
  %1147 = getelementptr inbounds nuw i8, ptr %1143, i64 256
  store <16 x float> %1138, ptr %1147, align 4
  %1148 = getelementptr inbounds nuw i8, ptr %1143, i64 320
  store <16 x float> %1137, ptr %1148, align 4
  br label %2074

1149:                                             ; preds = %128
  %1150 = icmp slt i64 %3, 2
  br i1 %1150, label %1225, label %1151

1151:                                             ; preds = %1149
  %1152 = getelementptr float, ptr %1, i64 %129
  br label %1153

1153:                                             ; preds = %1151, %1153
  %1154 = phi <16 x float> [ zeroinitializer, %1151 ], [ %1222, %1153 ]
  %1155 = phi <16 x float> [ zeroinitializer, %1151 ], [ %1219, %1153 ]
  %1156 = phi <16 x float> [ zeroinitializer, %1151 ], [ %1216, %1153 ]
  %1157 = phi <16 x float> [ zeroinitializer, %1151 ], [ %1213, %1153 ]
  %1158 = phi <16 x float> [ zeroinitializer, %1151 ], [ %1210, %1153 ]
  %1159 = phi <16 x float> [ zeroinitializer, %1151 ], [ %1207, %1153 ]
  %1160 = phi <16 x float> [ zeroinitializer, %1151 ], [ %1204, %1153 ]
  %1161 = phi <16 x float> [ zeroinitializer, %1151 ], [ %1195, %1153 ]
  %1162 = phi <16 x float> [ zeroinitializer, %1151 ], [ %1192, %1153 ]
  %1163 = phi <16 x float> [ zeroinitializer, %1151 ], [ %1189, %1153 ]
  %1164 = phi <16 x float> [ zeroinitializer, %1151 ], [ %1186, %1153 ]
  %1165 = phi <16 x float> [ zeroinitializer, %1151 ], [ %1183, %1153 ]
  %1166 = phi <16 x float> [ zeroinitializer, %1151 ], [ %1180, %1153 ]
  %1167 = phi <16 x float> [ zeroinitializer, %1151 ], [ %1177, %1153 ]
  %1168 = phi i64 [ 2, %1151 ], [ %1223, %1153 ]
  %1169 = phi i64 [ 0, %1151 ], [ %1168, %1153 ]
  %1170 = getelementptr inbounds nuw float, ptr %0, i64 %1169
  %1171 = load float, ptr %1170, align 4
  %1172 = insertelement <16 x float> poison, float %1171, i64 0
  %1173 = shufflevector <16 x float> %1172, <16 x float> poison, <16 x i32> zeroinitializer
  %1174 = mul nsw i64 %1169, %4
  %1175 = getelementptr float, ptr %1152, i64 %1174
  %1176 = load <16 x float>, ptr %1175, align 4
  %1177 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1173, <16 x float> %1176, <16 x float> %1167)
  %1178 = getelementptr inbounds nuw i8, ptr %1175, i64 64
  %1179 = load <16 x float>, ptr %1178, align 4
  %1180 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1173, <16 x float> %1179, <16 x float> %1166)
  %1181 = getelementptr inbounds nuw i8, ptr %1175, i64 128
  %1182 = load <16 x float>, ptr %1181, align 4
  %1183 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1173, <16 x float> %1182, <16 x float> %1165)
  %1184 = getelementptr inbounds nuw i8, ptr %1175, i64 192
  %1185 = load <16 x float>, ptr %1184, align 4
  %1186 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1173, <16 x float> %1185, <16 x float> %1164)
  %1187 = getelementptr inbounds nuw i8, ptr %1175, i64 256
  %1188 = load <16 x float>, ptr %1187, align 4
  %1189 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1173, <16 x float> %1188, <16 x float> %1163)
  %1190 = getelementptr inbounds nuw i8, ptr %1175, i64 320
  %1191 = load <16 x float>, ptr %1190, align 4
  %1192 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1173, <16 x float> %1191, <16 x float> %1162)
  %1193 = getelementptr inbounds nuw i8, ptr %1175, i64 384
  %1194 = load <16 x float>, ptr %1193, align 4
  %1195 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1173, <16 x float> %1194, <16 x float> %1161)
  %1196 = or disjoint i64 %1169, 1
  %1197 = getelementptr inbounds nuw float, ptr %0, i64 %1196
  %1198 = load float, ptr %1197, align 4
  %1199 = insertelement <16 x float> poison, float %1198, i64 0
  %1200 = shufflevector <16 x float> %1199, <16 x float> poison, <16 x i32> zeroinitializer
  %1201 = mul nsw i64 %1196, %4
  %1202 = getelementptr float, ptr %1152, i64 %1201
  %1203 = load <16 x float>, ptr %1202, align 4
  %1204 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1200, <16 x float> %1203, <16 x float> %1160)
  %1205 = getelementptr inbounds nuw i8, ptr %1202, i64 64
  %1206 = load <16 x float>, ptr %1205, align 4
  %1207 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1200, <16 x float> %1206, <16 x float> %1159)
  %1208 = getelementptr inbounds nuw i8, ptr %1202, i64 128
  %1209 = load <16 x float>, ptr %1208, align 4
  %1210 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1200, <16 x float> %1209, <16 x float> %1158)
  %1211 = getelementptr inbounds nuw i8, ptr %1202, i64 192
  %1212 = load <16 x float>, ptr %1211, align 4
  %1213 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1200, <16 x float> %1212, <16 x float> %1157)
  %1214 = getelementptr inbounds nuw i8, ptr %1202, i64 256
  %1215 = load <16 x float>, ptr %1214, align 4
  %1216 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1200, <16 x float> %1215, <16 x float> %1156)
  %1217 = getelementptr inbounds nuw i8, ptr %1202, i64 320
  %1218 = load <16 x float>, ptr %1217, align 4
  %1219 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1200, <16 x float> %1218, <16 x float> %1155)
  %1220 = getelementptr inbounds nuw i8, ptr %1202, i64 384
  %1221 = load <16 x float>, ptr %1220, align 4
  %1222 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1200, <16 x float> %1221, <16 x float> %1154)
  %1223 = add nuw nsw i64 %1168, 2
  %1224 = icmp sgt i64 %1223, %3
  br i1 %1224, label %1225, label %1153

1225:                                             ; preds = %1153, %1149
  %1226 = phi <16 x float> [ zeroinitializer, %1149 ], [ %1222, %1153 ]
  %1227 = phi <16 x float> [ zeroinitializer, %1149 ], [ %1219, %1153 ]
  %1228 = phi <16 x float> [ zeroinitializer, %1149 ], [ %1216, %1153 ]
  %1229 = phi <16 x float> [ zeroinitializer, %1149 ], [ %1213, %1153 ]
  %1230 = phi <16 x float> [ zeroinitializer, %1149 ], [ %1210, %1153 ]
  %1231 = phi <16 x float> [ zeroinitializer, %1149 ], [ %1207, %1153 ]
  %1232 = phi <16 x float> [ zeroinitializer, %1149 ], [ %1204, %1153 ]
  %1233 = phi <16 x float> [ zeroinitializer, %1149 ], [ %1195, %1153 ]
  %1234 = phi <16 x float> [ zeroinitializer, %1149 ], [ %1192, %1153 ]
  %1235 = phi <16 x float> [ zeroinitializer, %1149 ], [ %1189, %1153 ]
  %1236 = phi <16 x float> [ zeroinitializer, %1149 ], [ %1186, %1153 ]
  %1237 = phi <16 x float> [ zeroinitializer, %1149 ], [ %1183, %1153 ]
  %1238 = phi <16 x float> [ zeroinitializer, %1149 ], [ %1180, %1153 ]
  %1239 = phi <16 x float> [ zeroinitializer, %1149 ], [ %1177, %1153 ]
  %1240 = phi i64 [ 0, %1149 ], [ %1168, %1153 ]
  %1241 = getelementptr float, ptr %1, i64 %129
  %1242 = icmp slt i64 %1240, %3
  br i1 %1242, label %1243, label %1280

1243:                                             ; preds = %1225, %1243
  %1244 = phi <16 x float> [ %1277, %1243 ], [ %1233, %1225 ]
  %1245 = phi <16 x float> [ %1274, %1243 ], [ %1234, %1225 ]
  %1246 = phi <16 x float> [ %1271, %1243 ], [ %1235, %1225 ]
  %1247 = phi <16 x float> [ %1268, %1243 ], [ %1236, %1225 ]
  %1248 = phi <16 x float> [ %1265, %1243 ], [ %1237, %1225 ]
  %1249 = phi <16 x float> [ %1262, %1243 ], [ %1238, %1225 ]
  %1250 = phi <16 x float> [ %1259, %1243 ], [ %1239, %1225 ]
  %1251 = phi i64 [ %1278, %1243 ], [ %1240, %1225 ]
  %1252 = getelementptr inbounds nuw float, ptr %0, i64 %1251
  %1253 = load float, ptr %1252, align 4
  %1254 = insertelement <16 x float> poison, float %1253, i64 0
  %1255 = shufflevector <16 x float> %1254, <16 x float> poison, <16 x i32> zeroinitializer
  %1256 = mul nsw i64 %1251, %4
  %1257 = getelementptr float, ptr %1241, i64 %1256
  %1258 = load <16 x float>, ptr %1257, align 4
  %1259 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1255, <16 x float> %1258, <16 x float> %1250)
  %1260 = getelementptr inbounds nuw i8, ptr %1257, i64 64
  %1261 = load <16 x float>, ptr %1260, align 4
  %1262 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1255, <16 x float> %1261, <16 x float> %1249)
  %1263 = getelementptr inbounds nuw i8, ptr %1257, i64 128
  %1264 = load <16 x float>, ptr %1263, align 4
  %1265 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1255, <16 x float> %1264, <16 x float> %1248)
  %1266 = getelementptr inbounds nuw i8, ptr %1257, i64 192
  %1267 = load <16 x float>, ptr %1266, align 4
  %1268 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1255, <16 x float> %1267, <16 x float> %1247)
  %1269 = getelementptr inbounds nuw i8, ptr %1257, i64 256
  %1270 = load <16 x float>, ptr %1269, align 4
  %1271 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1255, <16 x float> %1270, <16 x float> %1246)
  %1272 = getelementptr inbounds nuw i8, ptr %1257, i64 320
  %1273 = load <16 x float>, ptr %1272, align 4
  %1274 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1255, <16 x float> %1273, <16 x float> %1245)
  %1275 = getelementptr inbounds nuw i8, ptr %1257, i64 384
  %1276 = load <16 x float>, ptr %1275, align 4
  %1277 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1255, <16 x float> %1276, <16 x float> %1244)
  %1278 = add nuw nsw i64 %1251, 1
  %1279 = icmp eq i64 %1278, %3
  br i1 %1279, label %1280, label %1243

1280:                                             ; preds = %1243, %1225
  %1281 = phi <16 x float> [ %1233, %1225 ], [ %1277, %1243 ]
  %1282 = phi <16 x float> [ %1234, %1225 ], [ %1274, %1243 ]
  %1283 = phi <16 x float> [ %1235, %1225 ], [ %1271, %1243 ]
  %1284 = phi <16 x float> [ %1236, %1225 ], [ %1268, %1243 ]
  %1285 = phi <16 x float> [ %1237, %1225 ], [ %1265, %1243 ]
  %1286 = phi <16 x float> [ %1238, %1225 ], [ %1262, %1243 ]
  %1287 = phi <16 x float> [ %1239, %1225 ], [ %1259, %1243 ]
  %1288 = fadd <16 x float> %1281, %1226
  %1289 = fadd <16 x float> %1282, %1227
  %1290 = fadd <16 x float> %1283, %1228
  %1291 = fadd <16 x float> %1284, %1229
  %1292 = fadd <16 x float> %1285, %1230
  %1293 = fadd <16 x float> %1286, %1231
  %1294 = fadd <16 x float> %1287, %1232
  %1295 = getelementptr inbounds nuw float, ptr %2, i64 %129
  store <16 x float> %1294, ptr %1295, align 4
  %1296 = getelementptr inbounds nuw i8, ptr %1295, i64 64
  store <16 x float> %1293, ptr %1296, align 4
  %1297 = getelementptr inbounds nuw i8, ptr %1295, i64 128
  store <16 x float> %1292, ptr %1297, align 4
  %1298 = getelementptr inbounds nuw i8, ptr %1295, i64 192
  store <16 x float> %1291, ptr %1298, align 4
  %1299 = getelementptr inbounds nuw i8, ptr %1295, i64 256
  store <16 x float> %1290, ptr %1299, align 4
  %1300 = getelementptr inbounds nuw i8, ptr %1295, i64 320
  store <16 x float> %1289, ptr %1300, align 4
  %1301 = getelementptr inbounds nuw i8, ptr %1295, i64 384
  store <16 x float> %1288, ptr %1301, align 4
  br label %2074

1302:                                             ; preds = %128
  %1303 = icmp slt i64 %3, 2
  br i1 %1303, label %1386, label %1304

1304:                                             ; preds = %1302
  %1305 = getelementptr float, ptr %1, i64 %129
  br label %1306

1306:                                             ; preds = %1304, %1306
  %1307 = phi <16 x float> [ zeroinitializer, %1304 ], [ %1383, %1306 ]
  %1308 = phi <16 x float> [ zeroinitializer, %1304 ], [ %1380, %1306 ]
  %1309 = phi <16 x float> [ zeroinitializer, %1304 ], [ %1377, %1306 ]
  %1310 = phi <16 x float> [ zeroinitializer, %1304 ], [ %1374, %1306 ]
  %1311 = phi <16 x float> [ zeroinitializer, %1304 ], [ %1371, %1306 ]
  %1312 = phi <16 x float> [ zeroinitializer, %1304 ], [ %1368, %1306 ]
  %1313 = phi <16 x float> [ zeroinitializer, %1304 ], [ %1365, %1306 ]
  %1314 = phi <16 x float> [ zeroinitializer, %1304 ], [ %1362, %1306 ]
  %1315 = phi <16 x float> [ zeroinitializer, %1304 ], [ %1353, %1306 ]
  %1316 = phi <16 x float> [ zeroinitializer, %1304 ], [ %1350, %1306 ]
  %1317 = phi <16 x float> [ zeroinitializer, %1304 ], [ %1347, %1306 ]
  %1318 = phi <16 x float> [ zeroinitializer, %1304 ], [ %1344, %1306 ]
  %1319 = phi <16 x float> [ zeroinitializer, %1304 ], [ %1341, %1306 ]
  %1320 = phi <16 x float> [ zeroinitializer, %1304 ], [ %1338, %1306 ]
  %1321 = phi <16 x float> [ zeroinitializer, %1304 ], [ %1335, %1306 ]
  %1322 = phi <16 x float> [ zeroinitializer, %1304 ], [ %1332, %1306 ]
  %1323 = phi i64 [ 2, %1304 ], [ %1384, %1306 ]
  %1324 = phi i64 [ 0, %1304 ], [ %1323, %1306 ]
  %1325 = getelementptr inbounds nuw float, ptr %0, i64 %1324
  %1326 = load float, ptr %1325, align 4
  %1327 = insertelement <16 x float> poison, float %1326, i64 0
  %1328 = shufflevector <16 x float> %1327, <16 x float> poison, <16 x i32> zeroinitializer
  %1329 = mul nsw i64 %1324, %4
  %1330 = getelementptr float, ptr %1305, i64 %1329
  %1331 = load <16 x float>, ptr %1330, align 4
  %1332 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1328, <16 x float> %1331, <16 x float> %1322)
  %1333 = getelementptr inbounds nuw i8, ptr %1330, i64 64
  %1334 = load <16 x float>, ptr %1333, align 4
  %1335 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1328, <16 x float> %1334, <16 x float> %1321)
  %1336 = getelementptr inbounds nuw i8, ptr %1330, i64 128
  %1337 = load <16 x float>, ptr %1336, align 4
  %1338 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1328, <16 x float> %1337, <16 x float> %1320)
  %1339 = getelementptr inbounds nuw i8, ptr %1330, i64 192
  %1340 = load <16 x float>, ptr %1339, align 4
  %1341 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1328, <16 x float> %1340, <16 x float> %1319)
  %1342 = getelementptr inbounds nuw i8, ptr %1330, i64 256
  %1343 = load <16 x float>, ptr %1342, align 4
  %1344 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1328, <16 x float> %1343, <16 x float> %1318)
  %1345 = getelementptr inbounds nuw i8, ptr %1330, i64 320
  %1346 = load <16 x float>, ptr %1345, align 4
  %1347 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1328, <16 x float> %1346, <16 x float> %1317)
  %1348 = getelementptr inbounds nuw i8, ptr %1330, i64 384
  %1349 = load <16 x float>, ptr %1348, align 4
  %1350 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1328, <16 x float> %1349, <16 x float> %1316)
  %1351 = getelementptr inbounds nuw i8, ptr %1330, i64 448
  %1352 = load <16 x float>, ptr %1351, align 4
  %1353 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1328, <16 x float> %1352, <16 x float> %1315)
  %1354 = or disjoint i64 %1324, 1
  %1355 = getelementptr inbounds nuw float, ptr %0, i64 %1354
  %1356 = load float, ptr %1355, align 4
  %1357 = insertelement <16 x float> poison, float %1356, i64 0
  %1358 = shufflevector <16 x float> %1357, <16 x float> poison, <16 x i32> zeroinitializer
  %1359 = mul nsw i64 %1354, %4
  %1360 = getelementptr float, ptr %1305, i64 %1359
  %1361 = load <16 x float>, ptr %1360, align 4
  %1362 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1358, <16 x float> %1361, <16 x float> %1314)
  %1363 = getelementptr inbounds nuw i8, ptr %1360, i64 64
  %1364 = load <16 x float>, ptr %1363, align 4
  %1365 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1358, <16 x float> %1364, <16 x float> %1313)
  %1366 = getelementptr inbounds nuw i8, ptr %1360, i64 128
  %1367 = load <16 x float>, ptr %1366, align 4
  %1368 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1358, <16 x float> %1367, <16 x float> %1312)
  %1369 = getelementptr inbounds nuw i8, ptr %1360, i64 192
  %1370 = load <16 x float>, ptr %1369, align 4
  %1371 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1358, <16 x float> %1370, <16 x float> %1311)
  %1372 = getelementptr inbounds nuw i8, ptr %1360, i64 256
  %1373 = load <16 x float>, ptr %1372, align 4
  %1374 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1358, <16 x float> %1373, <16 x float> %1310)
  %1375 = getelementptr inbounds nuw i8, ptr %1360, i64 320
  %1376 = load <16 x float>, ptr %1375, align 4
  %1377 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1358, <16 x float> %1376, <16 x float> %1309)
  %1378 = getelementptr inbounds nuw i8, ptr %1360, i64 384
  %1379 = load <16 x float>, ptr %1378, align 4
  %1380 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1358, <16 x float> %1379, <16 x float> %1308)
  %1381 = getelementptr inbounds nuw i8, ptr %1360, i64 448
  %1382 = load <16 x float>, ptr %1381, align 4
  %1383 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1358, <16 x float> %1382, <16 x float> %1307)
  %1384 = add nuw nsw i64 %1323, 2
  %1385 = icmp sgt i64 %1384, %3
  br i1 %1385, label %1386, label %1306

1386:                                             ; preds = %1306, %1302
  %1387 = phi <16 x float> [ zeroinitializer, %1302 ], [ %1383, %1306 ]
  %1388 = phi <16 x float> [ zeroinitializer, %1302 ], [ %1380, %1306 ]
  %1389 = phi <16 x float> [ zeroinitializer, %1302 ], [ %1377, %1306 ]
  %1390 = phi <16 x float> [ zeroinitializer, %1302 ], [ %1374, %1306 ]
  %1391 = phi <16 x float> [ zeroinitializer, %1302 ], [ %1371, %1306 ]
  %1392 = phi <16 x float> [ zeroinitializer, %1302 ], [ %1368, %1306 ]
  %1393 = phi <16 x float> [ zeroinitializer, %1302 ], [ %1365, %1306 ]
  %1394 = phi <16 x float> [ zeroinitializer, %1302 ], [ %1362, %1306 ]
  %1395 = phi <16 x float> [ zeroinitializer, %1302 ], [ %1353, %1306 ]
  %1396 = phi <16 x float> [ zeroinitializer, %1302 ], [ %1350, %1306 ]
  %1397 = phi <16 x float> [ zeroinitializer, %1302 ], [ %1347, %1306 ]
  %1398 = phi <16 x float> [ zeroinitializer, %1302 ], [ %1344, %1306 ]
  %1399 = phi <16 x float> [ zeroinitializer, %1302 ], [ %1341, %1306 ]
  %1400 = phi <16 x float> [ zeroinitializer, %1302 ], [ %1338, %1306 ]
  %1401 = phi <16 x float> [ zeroinitializer, %1302 ], [ %1335, %1306 ]
  %1402 = phi <16 x float> [ zeroinitializer, %1302 ], [ %1332, %1306 ]
  %1403 = phi i64 [ 0, %1302 ], [ %1323, %1306 ]
  %1404 = getelementptr float, ptr %1, i64 %129
  %1405 = icmp slt i64 %1403, %3
  br i1 %1405, label %1406, label %1447

1406:                                             ; preds = %1386, %1406
  %1407 = phi <16 x float> [ %1444, %1406 ], [ %1395, %1386 ]
  %1408 = phi <16 x float> [ %1441, %1406 ], [ %1396, %1386 ]
  %1409 = phi <16 x float> [ %1438, %1406 ], [ %1397, %1386 ]
  %1410 = phi <16 x float> [ %1435, %1406 ], [ %1398, %1386 ]
  %1411 = phi <16 x float> [ %1432, %1406 ], [ %1399, %1386 ]
  %1412 = phi <16 x float> [ %1429, %1406 ], [ %1400, %1386 ]
  %1413 = phi <16 x float> [ %1426, %1406 ], [ %1401, %1386 ]
  %1414 = phi <16 x float> [ %1423, %1406 ], [ %1402, %1386 ]
  %1415 = phi i64 [ %1445, %1406 ], [ %1403, %1386 ]
  %1416 = getelementptr inbounds nuw float, ptr %0, i64 %1415
  %1417 = load float, ptr %1416, align 4
  %1418 = insertelement <16 x float> poison, float %1417, i64 0
  %1419 = shufflevector <16 x float> %1418, <16 x float> poison, <16 x i32> zeroinitializer
  %1420 = mul nsw i64 %1415, %4
  %1421 = getelementptr float, ptr %1404, i64 %1420
  %1422 = load <16 x float>, ptr %1421, align 4
  %1423 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1419, <16 x float> %1422, <16 x float> %1414)
  %1424 = getelementptr inbounds nuw i8, ptr %1421, i64 64
  %1425 = load <16 x float>, ptr %1424, align 4
  %1426 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1419, <16 x float> %1425, <16 x float> %1413)
  %1427 = getelementptr inbounds nuw i8, ptr %1421, i64 128
  %1428 = load <16 x float>, ptr %1427, align 4
  %1429 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1419, <16 x float> %1428, <16 x float> %1412)
  %1430 = getelementptr inbounds nuw i8, ptr %1421, i64 192
  %1431 = load <16 x float>, ptr %1430, align 4
  %1432 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1419, <16 x float> %1431, <16 x float> %1411)
  %1433 = getelementptr inbounds nuw i8, ptr %1421, i64 256
  %1434 = load <16 x float>, ptr %1433, align 4
  %1435 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1419, <16 x float> %1434, <16 x float> %1410)
  %1436 = getelementptr inbounds nuw i8, ptr %1421, i64 320
  %1437 = load <16 x float>, ptr %1436, align 4
  %1438 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1419, <16 x float> %1437, <16 x float> %1409)
  %1439 = getelementptr inbounds nuw i8, ptr %1421, i64 384
  %1440 = load <16 x float>, ptr %1439, align 4
  %1441 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1419, <16 x float> %1440, <16 x float> %1408)
  %1442 = getelementptr inbounds nuw i8, ptr %1421, i64 448
  %1443 = load <16 x float>, ptr %1442, align 4
  %1444 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1419, <16 x float> %1443, <16 x float> %1407)
  %1445 = add nuw nsw i64 %1415, 1
  %1446 = icmp eq i64 %1445, %3
  br i1 %1446, label %1447, label %1406

1447:                                             ; preds = %1406, %1386
  %1448 = phi <16 x float> [ %1395, %1386 ], [ %1444, %1406 ]
  %1449 = phi <16 x float> [ %1396, %1386 ], [ %1441, %1406 ]
  %1450 = phi <16 x float> [ %1397, %1386 ], [ %1438, %1406 ]
  %1451 = phi <16 x float> [ %1398, %1386 ], [ %1435, %1406 ]
  %1452 = phi <16 x float> [ %1399, %1386 ], [ %1432, %1406 ]
  %1453 = phi <16 x float> [ %1400, %1386 ], [ %1429, %1406 ]
  %1454 = phi <16 x float> [ %1401, %1386 ], [ %1426, %1406 ]
  %1455 = phi <16 x float> [ %1402, %1386 ], [ %1423, %1406 ]
  %1456 = fadd <16 x float> %1448, %1387
  %1457 = fadd <16 x float> %1449, %1388
  %1458 = fadd <16 x float> %1450, %1389
  %1459 = fadd <16 x float> %1451, %1390
  %1460 = fadd <16 x float> %1452, %1391
  %1461 = fadd <16 x float> %1453, %1392
  %1462 = fadd <16 x float> %1454, %1393
  %1463 = fadd <16 x float> %1455, %1394
  %1464 = getelementptr inbounds nuw float, ptr %2, i64 %129
  store <16 x float> %1463, ptr %1464, align 4
  %1465 = getelementptr inbounds nuw i8, ptr %1464, i64 64
  store <16 x float> %1462, ptr %1465, align 4
  %1466 = getelementptr inbounds nuw i8, ptr %1464, i64 128
  store <16 x float> %1461, ptr %1466, align 4
  %1467 = getelementptr inbounds nuw i8, ptr %1464, i64 192
  store <16 x float> %1460, ptr %1467, align 4
  %1468 = getelementptr inbounds nuw i8, ptr %1464, i64 256
  store <16 x float> %1459, ptr %1468, align 4
  %1469 = getelementptr inbounds nuw i8, ptr %1464, i64 320
  store <16 x float> %1458, ptr %1469, align 4
  %1470 = getelementptr inbounds nuw i8, ptr %1464, i64 384
  store <16 x float> %1457, ptr %1470, align 4
  %1471 = getelementptr inbounds nuw i8, ptr %1464, i64 448
  store <16 x float> %1456, ptr %1471, align 4
  br label %2074

1472:                                             ; preds = %128
  %1473 = icmp sgt i64 %3, 0
  %1474 = getelementptr float, ptr %1, i64 %129
  br i1 %1473, label %1475, label %1521

1475:                                             ; preds = %1472, %1475
  %1476 = phi <16 x float> [ %1518, %1475 ], [ zeroinitializer, %1472 ]
  %1477 = phi <16 x float> [ %1515, %1475 ], [ zeroinitializer, %1472 ]
  %1478 = phi <16 x float> [ %1512, %1475 ], [ zeroinitializer, %1472 ]
  %1479 = phi <16 x float> [ %1509, %1475 ], [ zeroinitializer, %1472 ]
  %1480 = phi <16 x float> [ %1506, %1475 ], [ zeroinitializer, %1472 ]
  %1481 = phi <16 x float> [ %1503, %1475 ], [ zeroinitializer, %1472 ]
  %1482 = phi <16 x float> [ %1500, %1475 ], [ zeroinitializer, %1472 ]
  %1483 = phi <16 x float> [ %1497, %1475 ], [ zeroinitializer, %1472 ]
  %1484 = phi <16 x float> [ %1494, %1475 ], [ zeroinitializer, %1472 ]
  %1485 = phi i64 [ %1519, %1475 ], [ 1, %1472 ]
  %1486 = phi i64 [ %1485, %1475 ], [ 0, %1472 ]
  %1487 = getelementptr inbounds nuw float, ptr %0, i64 %1486
  %1488 = load float, ptr %1487, align 4
  %1489 = insertelement <16 x float> poison, float %1488, i64 0
  %1490 = shufflevector <16 x float> %1489, <16 x float> poison, <16 x i32> zeroinitializer
  %1491 = mul nsw i64 %1486, %4
  %1492 = getelementptr float, ptr %1474, i64 %1491
  %1493 = load <16 x float>, ptr %1492, align 4
  %1494 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1490, <16 x float> %1493, <16 x float> %1484)
  %1495 = getelementptr inbounds nuw i8, ptr %1492, i64 64
  %1496 = load <16 x float>, ptr %1495, align 4
  %1497 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1490, <16 x float> %1496, <16 x float> %1483)
  %1498 = getelementptr inbounds nuw i8, ptr %1492, i64 128
  %1499 = load <16 x float>, ptr %1498, align 4
  %1500 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1490, <16 x float> %1499, <16 x float> %1482)
  %1501 = getelementptr inbounds nuw i8, ptr %1492, i64 192
  %1502 = load <16 x float>, ptr %1501, align 4
  %1503 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1490, <16 x float> %1502, <16 x float> %1481)
  %1504 = getelementptr inbounds nuw i8, ptr %1492, i64 256
  %1505 = load <16 x float>, ptr %1504, align 4
  %1506 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1490, <16 x float> %1505, <16 x float> %1480)
  %1507 = getelementptr inbounds nuw i8, ptr %1492, i64 320
  %1508 = load <16 x float>, ptr %1507, align 4
  %1509 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1490, <16 x float> %1508, <16 x float> %1479)
  %1510 = getelementptr inbounds nuw i8, ptr %1492, i64 384
  %1511 = load <16 x float>, ptr %1510, align 4
  %1512 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1490, <16 x float> %1511, <16 x float> %1478)
  %1513 = getelementptr inbounds nuw i8, ptr %1492, i64 448
  %1514 = load <16 x float>, ptr %1513, align 4
  %1515 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1490, <16 x float> %1514, <16 x float> %1477)
  %1516 = getelementptr inbounds nuw i8, ptr %1492, i64 512
  %1517 = load <16 x float>, ptr %1516, align 4
  %1518 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1490, <16 x float> %1517, <16 x float> %1476)
  %1519 = add nuw i64 %1485, 1
  %1520 = icmp eq i64 %1485, %3
  br i1 %1520, label %1521, label %1475

1521:                                             ; preds = %1475, %1472
  %1522 = phi <16 x float> [ zeroinitializer, %1472 ], [ %1518, %1475 ]
  %1523 = phi <16 x float> [ zeroinitializer, %1472 ], [ %1515, %1475 ]
  %1524 = phi <16 x float> [ zeroinitializer, %1472 ], [ %1512, %1475 ]
  %1525 = phi <16 x float> [ zeroinitializer, %1472 ], [ %1509, %1475 ]
  %1526 = phi <16 x float> [ zeroinitializer, %1472 ], [ %1506, %1475 ]
  %1527 = phi <16 x float> [ zeroinitializer, %1472 ], [ %1503, %1475 ]
  %1528 = phi <16 x float> [ zeroinitializer, %1472 ], [ %1500, %1475 ]
  %1529 = phi <16 x float> [ zeroinitializer, %1472 ], [ %1497, %1475 ]
  %1530 = phi <16 x float> [ zeroinitializer, %1472 ], [ %1494, %1475 ]
  %1531 = getelementptr inbounds nuw float, ptr %2, i64 %129
  store <16 x float> %1530, ptr %1531, align 4
  %1532 = getelementptr inbounds nuw i8, ptr %1531, i64 64
  store <16 x float> %1529, ptr %1532, align 4
  %1533 = getelementptr inbounds nuw i8, ptr %1531, i64 128
  store <16 x float> %1528, ptr %1533, align 4
  %1534 = getelementptr inbounds nuw i8, ptr %1531, i64 192
  store <16 x float> %1527, ptr %1534, align 4
  %1535 = getelementptr inbounds nuw i8, ptr %1531, i64 256
  store <16 x float> %1526, ptr %1535, align 4
  %1536 = getelementptr inbounds nuw i8, ptr %1531, i64 320
  store <16 x float> %1525, ptr %1536, align 4
  %1537 = getelementptr inbounds nuw i8, ptr %1531, i64 384
  store <16 x float> %1524, ptr %1537, align 4
  %1538 = getelementptr inbounds nuw i8, ptr %1531, i64 448
  store <16 x float> %1523, ptr %1538, align 4
  %1539 = getelementptr inbounds nuw i8, ptr %1531, i64 512
  store <16 x float> %1522, ptr %1539, align 4
  br label %2074

1540:                                             ; preds = %128
  %1541 = icmp sgt i64 %3, 0
  %1542 = getelementptr float, ptr %1, i64 %129
  br i1 %1541, label %1543, label %1593

1543:                                             ; preds = %1540, %1543
  %1544 = phi <16 x float> [ %1590, %1543 ], [ zeroinitializer, %1540 ]
  %1545 = phi <16 x float> [ %1587, %1543 ], [ zeroinitializer, %1540 ]
  %1546 = phi <16 x float> [ %1584, %1543 ], [ zeroinitializer, %1540 ]
  %1547 = phi <16 x float> [ %1581, %1543 ], [ zeroinitializer, %1540 ]
  %1548 = phi <16 x float> [ %1578, %1543 ], [ zeroinitializer, %1540 ]
  %1549 = phi <16 x float> [ %1575, %1543 ], [ zeroinitializer, %1540 ]
  %1550 = phi <16 x float> [ %1572, %1543 ], [ zeroinitializer, %1540 ]
  %1551 = phi <16 x float> [ %1569, %1543 ], [ zeroinitializer, %1540 ]
  %1552 = phi <16 x float> [ %1566, %1543 ], [ zeroinitializer, %1540 ]
  %1553 = phi <16 x float> [ %1563, %1543 ], [ zeroinitializer, %1540 ]
  %1554 = phi i64 [ %1591, %1543 ], [ 1, %1540 ]
  %1555 = phi i64 [ %1554, %1543 ], [ 0, %1540 ]
  %1556 = getelementptr inbounds nuw float, ptr %0, i64 %1555
  %1557 = load float, ptr %1556, align 4
  %1558 = insertelement <16 x float> poison, float %1557, i64 0
  %1559 = shufflevector <16 x float> %1558, <16 x float> poison, <16 x i32> zeroinitializer
  %1560 = mul nsw i64 %1555, %4
  %1561 = getelementptr float, ptr %1542, i64 %1560
  %1562 = load <16 x float>, ptr %1561, align 4
  %1563 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1559, <16 x float> %1562, <16 x float> %1553)
  %1564 = getelementptr inbounds nuw i8, ptr %1561, i64 64
  %1565 = load <16 x float>, ptr %1564, align 4
  %1566 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1559, <16 x float> %1565, <16 x float> %1552)
  %1567 = getelementptr inbounds nuw i8, ptr %1561, i64 128
  %1568 = load <16 x float>, ptr %1567, align 4
  %1569 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1559, <16 x float> %1568, <16 x float> %1551)
  %1570 = getelementptr inbounds nuw i8, ptr %1561, i64 192
  %1571 = load <16 x float>, ptr %1570, align 4
  %1572 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1559, <16 x float> %1571, <16 x float> %1550)
  %1573 = getelementptr inbounds nuw i8, ptr %1561, i64 256
  %1574 = load <16 x float>, ptr %1573, align 4
  %1575 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1559, <16 x float> %1574, <16 x float> %1549)
  %1576 = getelementptr inbounds nuw i8, ptr %1561, i64 320
  %1577 = load <16 x float>, ptr %1576, align 4
  %1578 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1559, <16 x float> %1577, <16 x float> %1548)
  %1579 = getelementptr inbounds nuw i8, ptr %1561, i64 384
  %1580 = load <16 x float>, ptr %1579, align 4
  %1581 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1559, <16 x float> %1580, <16 x float> %1547)
  %1582 = getelementptr inbounds nuw i8, ptr %1561, i64 448
  %1583 = load <16 x float>, ptr %1582, align 4
  %1584 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1559, <16 x float> %1583, <16 x float> %1546)
  %1585 = getelementptr inbounds nuw i8, ptr %1561, i64 512
  %1586 = load <16 x float>, ptr %1585, align 4
  %1587 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1559, <16 x float> %1586, <16 x float> %1545)
  %1588 = getelementptr inbounds nuw i8, ptr %1561, i64 576
  %1589 = load <16 x float>, ptr %1588, align 4
  %1590 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1559, <16 x float> %1589, <16 x float> %1544)
  %1591 = add nuw i64 %1554, 1
  %1592 = icmp eq i64 %1554, %3
  br i1 %1592, label %1593, label %1543

1593:                                             ; preds = %1543, %1540
  %1594 = phi <16 x float> [ zeroinitializer, %1540 ], [ %1590, %1543 ]
  %1595 = phi <16 x float> [ zeroinitializer, %1540 ], [ %1587, %1543 ]
  %1596 = phi <16 x float> [ zeroinitializer, %1540 ], [ %1584, %1543 ]
  %1597 = phi <16 x float> [ zeroinitializer, %1540 ], [ %1581, %1543 ]
  %1598 = phi <16 x float> [ zeroinitializer, %1540 ], [ %1578, %1543 ]
  %1599 = phi <16 x float> [ zeroinitializer, %1540 ], [ %1575, %1543 ]
  %1600 = phi <16 x float> [ zeroinitializer, %1540 ], [ %1572, %1543 ]
  %1601 = phi <16 x float> [ zeroinitializer, %1540 ], [ %1569, %1543 ]
  %1602 = phi <16 x float> [ zeroinitializer, %1540 ], [ %1566, %1543 ]
  %1603 = phi <16 x float> [ zeroinitializer, %1540 ], [ %1563, %1543 ]
  %1604 = getelementptr inbounds nuw float, ptr %2, i64 %129
  store <16 x float> %1603, ptr %1604, align 4
  %1605 = getelementptr inbounds nuw i8, ptr %1604, i64 64
  store <16 x float> %1602, ptr %1605, align 4
  %1606 = getelementptr inbounds nuw i8, ptr %1604, i64 128
  store <16 x float> %1601, ptr %1606, align 4
  %1607 = getelementptr inbounds nuw i8, ptr %1604, i64 192
  store <16 x float> %1600, ptr %1607, align 4
  %1608 = getelementptr inbounds nuw i8, ptr %1604, i64 256
  store <16 x float> %1599, ptr %1608, align 4
  %1609 = getelementptr inbounds nuw i8, ptr %1604, i64 320
  store <16 x float> %1598, ptr %1609, align 4
  %1610 = getelementptr inbounds nuw i8, ptr %1604, i64 384
  store <16 x float> %1597, ptr %1610, align 4
  %1611 = getelementptr inbounds nuw i8, ptr %1604, i64 448
  store <16 x float> %1596, ptr %1611, align 4
  %1612 = getelementptr inbounds nuw i8, ptr %1604, i64 512
  store <16 x float> %1595, ptr %1612, align 4
  %1613 = getelementptr inbounds nuw i8, ptr %1604, i64 576
  store <16 x float> %1594, ptr %1613, align 4
  br label %2074

1614:                                             ; preds = %128
  %1615 = icmp sgt i64 %3, 0
  %1616 = getelementptr float, ptr %1, i64 %129
  br i1 %1615, label %1617, label %1671

1617:                                             ; preds = %1614, %1617
  %1618 = phi <16 x float> [ %1668, %1617 ], [ zeroinitializer, %1614 ]
  %1619 = phi <16 x float> [ %1665, %1617 ], [ zeroinitializer, %1614 ]
  %1620 = phi <16 x float> [ %1662, %1617 ], [ zeroinitializer, %1614 ]
  %1621 = phi <16 x float> [ %1659, %1617 ], [ zeroinitializer, %1614 ]
  %1622 = phi <16 x float> [ %1656, %1617 ], [ zeroinitializer, %1614 ]
  %1623 = phi <16 x float> [ %1653, %1617 ], [ zeroinitializer, %1614 ]
  %1624 = phi <16 x float> [ %1650, %1617 ], [ zeroinitializer, %1614 ]
  %1625 = phi <16 x float> [ %1647, %1617 ], [ zeroinitializer, %1614 ]
  %1626 = phi <16 x float> [ %1644, %1617 ], [ zeroinitializer, %1614 ]
  %1627 = phi <16 x float> [ %1641, %1617 ], [ zeroinitializer, %1614 ]
  %1628 = phi <16 x float> [ %1638, %1617 ], [ zeroinitializer, %1614 ]
  %1629 = phi i64 [ %1669, %1617 ], [ 1, %1614 ]
  %1630 = phi i64 [ %1629, %1617 ], [ 0, %1614 ]
  %1631 = getelementptr inbounds nuw float, ptr %0, i64 %1630
  %1632 = load float, ptr %1631, align 4
  %1633 = insertelement <16 x float> poison, float %1632, i64 0
  %1634 = shufflevector <16 x float> %1633, <16 x float> poison, <16 x i32> zeroinitializer
  %1635 = mul nsw i64 %1630, %4
  %1636 = getelementptr float, ptr %1616, i64 %1635
  %1637 = load <16 x float>, ptr %1636, align 4
  %1638 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1634, <16 x float> %1637, <16 x float> %1628)
  %1639 = getelementptr inbounds nuw i8, ptr %1636, i64 64
  %1640 = load <16 x float>, ptr %1639, align 4
  %1641 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1634, <16 x float> %1640, <16 x float> %1627)
  %1642 = getelementptr inbounds nuw i8, ptr %1636, i64 128
  %1643 = load <16 x float>, ptr %1642, align 4
  %1644 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1634, <16 x float> %1643, <16 x float> %1626)
  %1645 = getelementptr inbounds nuw i8, ptr %1636, i64 192
  %1646 = load <16 x float>, ptr %1645, align 4
  %1647 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1634, <16 x float> %1646, <16 x float> %1625)
  %1648 = getelementptr inbounds nuw i8, ptr %1636, i64 256
  %1649 = load <16 x float>, ptr %1648, align 4
  %1650 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1634, <16 x float> %1649, <16 x float> %1624)
  %1651 = getelementptr inbounds nuw i8, ptr %1636, i64 320
  %1652 = load <16 x float>, ptr %1651, align 4
  %1653 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1634, <16 x float> %1652, <16 x float> %1623)
  %1654 = getelementptr inbounds nuw i8, ptr %1636, i64 384
  %1655 = load <16 x float>, ptr %1654, align 4
  %1656 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1634, <16 x float> %1655, <16 x float> %1622)
  %1657 = getelementptr inbounds nuw i8, ptr %1636, i64 448
  %1658 = load <16 x float>, ptr %1657, align 4
  %1659 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1634, <16 x float> %1658, <16 x float> %1621)
  %1660 = getelementptr inbounds nuw i8, ptr %1636, i64 512
  %1661 = load <16 x float>, ptr %1660, align 4
  %1662 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1634, <16 x float> %1661, <16 x float> %1620)
  %1663 = getelementptr inbounds nuw i8, ptr %1636, i64 576
  %1664 = load <16 x float>, ptr %1663, align 4
  %1665 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1634, <16 x float> %1664, <16 x float> %1619)
  %1666 = getelementptr inbounds nuw i8, ptr %1636, i64 640
  %1667 = load <16 x float>, ptr %1666, align 4
  %1668 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1634, <16 x float> %1667, <16 x float> %1618)
  %1669 = add nuw i64 %1629, 1
  %1670 = icmp eq i64 %1629, %3
  br i1 %1670, label %1671, label %1617

1671:                                             ; preds = %1617, %1614
  %1672 = phi <16 x float> [ zeroinitializer, %1614 ], [ %1668, %1617 ]
  %1673 = phi <16 x float> [ zeroinitializer, %1614 ], [ %1665, %1617 ]
  %1674 = phi <16 x float> [ zeroinitializer, %1614 ], [ %1662, %1617 ]
  %1675 = phi <16 x float> [ zeroinitializer, %1614 ], [ %1659, %1617 ]
  %1676 = phi <16 x float> [ zeroinitializer, %1614 ], [ %1656, %1617 ]
  %1677 = phi <16 x float> [ zeroinitializer, %1614 ], [ %1653, %1617 ]
  %1678 = phi <16 x float> [ zeroinitializer, %1614 ], [ %1650, %1617 ]
  %1679 = phi <16 x float> [ zeroinitializer, %1614 ], [ %1647, %1617 ]
  %1680 = phi <16 x float> [ zeroinitializer, %1614 ], [ %1644, %1617 ]
  %1681 = phi <16 x float> [ zeroinitializer, %1614 ], [ %1641, %1617 ]
  %1682 = phi <16 x float> [ zeroinitializer, %1614 ], [ %1638, %1617 ]
  %1683 = getelementptr inbounds nuw float, ptr %2, i64 %129
  store <16 x float> %1682, ptr %1683, align 4
  %1684 = getelementptr inbounds nuw i8, ptr %1683, i64 64
  store <16 x float> %1681, ptr %1684, align 4
  %1685 = getelementptr inbounds nuw i8, ptr %1683, i64 128
  store <16 x float> %1680, ptr %1685, align 4
  %1686 = getelementptr inbounds nuw i8, ptr %1683, i64 192
  store <16 x float> %1679, ptr %1686, align 4
  %1687 = getelementptr inbounds nuw i8, ptr %1683, i64 256
  store <16 x float> %1678, ptr %1687, align 4
  %1688 = getelementptr inbounds nuw i8, ptr %1683, i64 320
  store <16 x float> %1677, ptr %1688, align 4
  %1689 = getelementptr inbounds nuw i8, ptr %1683, i64 384
  store <16 x float> %1676, ptr %1689, align 4
  %1690 = getelementptr inbounds nuw i8, ptr %1683, i64 448
  store <16 x float> %1675, ptr %1690, align 4
  %1691 = getelementptr inbounds nuw i8, ptr %1683, i64 512
  store <16 x float> %1674, ptr %1691, align 4
  %1692 = getelementptr inbounds nuw i8, ptr %1683, i64 576
  store <16 x float> %1673, ptr %1692, align 4
  %1693 = getelementptr inbounds nuw i8, ptr %1683, i64 640
  store <16 x float> %1672, ptr %1693, align 4
  br label %2074

1694:                                             ; preds = %128
  %1695 = icmp sgt i64 %3, 0
  %1696 = getelementptr float, ptr %1, i64 %129
  br i1 %1695, label %1697, label %1755

1697:                                             ; preds = %1694, %1697
  %1698 = phi <16 x float> [ %1752, %1697 ], [ zeroinitializer, %1694 ]
  %1699 = phi <16 x float> [ %1749, %1697 ], [ zeroinitializer, %1694 ]
  %1700 = phi <16 x float> [ %1746, %1697 ], [ zeroinitializer, %1694 ]
  %1701 = phi <16 x float> [ %1743, %1697 ], [ zeroinitializer, %1694 ]
  %1702 = phi <16 x float> [ %1740, %1697 ], [ zeroinitializer, %1694 ]
  %1703 = phi <16 x float> [ %1737, %1697 ], [ zeroinitializer, %1694 ]
  %1704 = phi <16 x float> [ %1734, %1697 ], [ zeroinitializer, %1694 ]
  %1705 = phi <16 x float> [ %1731, %1697 ], [ zeroinitializer, %1694 ]
  %1706 = phi <16 x float> [ %1728, %1697 ], [ zeroinitializer, %1694 ]
  %1707 = phi <16 x float> [ %1725, %1697 ], [ zeroinitializer, %1694 ]
  %1708 = phi <16 x float> [ %1722, %1697 ], [ zeroinitializer, %1694 ]
  %1709 = phi <16 x float> [ %1719, %1697 ], [ zeroinitializer, %1694 ]
  %1710 = phi i64 [ %1753, %1697 ], [ 1, %1694 ]
  %1711 = phi i64 [ %1710, %1697 ], [ 0, %1694 ]
  %1712 = getelementptr inbounds nuw float, ptr %0, i64 %1711
  %1713 = load float, ptr %1712, align 4
  %1714 = insertelement <16 x float> poison, float %1713, i64 0
  %1715 = shufflevector <16 x float> %1714, <16 x float> poison, <16 x i32> zeroinitializer
  %1716 = mul nsw i64 %1711, %4
  %1717 = getelementptr float, ptr %1696, i64 %1716
  %1718 = load <16 x float>, ptr %1717, align 4
  %1719 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1715, <16 x float> %1718, <16 x float> %1709)
  %1720 = getelementptr inbounds nuw i8, ptr %1717, i64 64
  %1721 = load <16 x float>, ptr %1720, align 4
  %1722 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1715, <16 x float> %1721, <16 x float> %1708)
  %1723 = getelementptr inbounds nuw i8, ptr %1717, i64 128
  %1724 = load <16 x float>, ptr %1723, align 4
  %1725 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1715, <16 x float> %1724, <16 x float> %1707)
  %1726 = getelementptr inbounds nuw i8, ptr %1717, i64 192
  %1727 = load <16 x float>, ptr %1726, align 4
  %1728 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1715, <16 x float> %1727, <16 x float> %1706)
  %1729 = getelementptr inbounds nuw i8, ptr %1717, i64 256
  %1730 = load <16 x float>, ptr %1729, align 4
  %1731 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1715, <16 x float> %1730, <16 x float> %1705)
  %1732 = getelementptr inbounds nuw i8, ptr %1717, i64 320
  %1733 = load <16 x float>, ptr %1732, align 4
  %1734 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1715, <16 x float> %1733, <16 x float> %1704)
  %1735 = getelementptr inbounds nuw i8, ptr %1717, i64 384
  %1736 = load <16 x float>, ptr %1735, align 4
  %1737 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1715, <16 x float> %1736, <16 x float> %1703)
  %1738 = getelementptr inbounds nuw i8, ptr %1717, i64 448
  %1739 = load <16 x float>, ptr %1738, align 4
  %1740 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1715, <16 x float> %1739, <16 x float> %1702)
  %1741 = getelementptr inbounds nuw i8, ptr %1717, i64 512
  %1742 = load <16 x float>, ptr %1741, align 4
  %1743 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1715, <16 x float> %1742, <16 x float> %1701)
  %1744 = getelementptr inbounds nuw i8, ptr %1717, i64 576
  %1745 = load <16 x float>, ptr %1744, align 4
  %1746 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1715, <16 x float> %1745, <16 x float> %1700)
  %1747 = getelementptr inbounds nuw i8, ptr %1717, i64 640
  %1748 = load <16 x float>, ptr %1747, align 4
  %1749 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1715, <16 x float> %1748, <16 x float> %1699)
  %1750 = getelementptr inbounds nuw i8, ptr %1717, i64 704
  %1751 = load <16 x float>, ptr %1750, align 4
  %1752 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1715, <16 x float> %1751, <16 x float> %1698)
  %1753 = add nuw i64 %1710, 1
  %1754 = icmp eq i64 %1710, %3
  br i1 %1754, label %1755, label %1697

1755:                                             ; preds = %1697, %1694
  %1756 = phi <16 x float> [ zeroinitializer, %1694 ], [ %1752, %1697 ]
  %1757 = phi <16 x float> [ zeroinitializer, %1694 ], [ %1749, %1697 ]
  %1758 = phi <16 x float> [ zeroinitializer, %1694 ], [ %1746, %1697 ]
  %1759 = phi <16 x float> [ zeroinitializer, %1694 ], [ %1743, %1697 ]
  %1760 = phi <16 x float> [ zeroinitializer, %1694 ], [ %1740, %1697 ]
  %1761 = phi <16 x float> [ zeroinitializer, %1694 ], [ %1737, %1697 ]
  %1762 = phi <16 x float> [ zeroinitializer, %1694 ], [ %1734, %1697 ]
  %1763 = phi <16 x float> [ zeroinitializer, %1694 ], [ %1731, %1697 ]
  %1764 = phi <16 x float> [ zeroinitializer, %1694 ], [ %1728, %1697 ]
  %1765 = phi <16 x float> [ zeroinitializer, %1694 ], [ %1725, %1697 ]
  %1766 = phi <16 x float> [ zeroinitializer, %1694 ], [ %1722, %1697 ]
  %1767 = phi <16 x float> [ zeroinitializer, %1694 ], [ %1719, %1697 ]
  %1768 = getelementptr inbounds nuw float, ptr %2, i64 %129
  store <16 x float> %1767, ptr %1768, align 4
  %1769 = getelementptr inbounds nuw i8, ptr %1768, i64 64
  store <16 x float> %1766, ptr %1769, align 4
  %1770 = getelementptr inbounds nuw i8, ptr %1768, i64 128
  store <16 x float> %1765, ptr %1770, align 4
  %1771 = getelementptr inbounds nuw i8, ptr %1768, i64 192
  store <16 x float> %1764, ptr %1771, align 4
  %1772 = getelementptr inbounds nuw i8, ptr %1768, i64 256
  store <16 x float> %1763, ptr %1772, align 4
  %1773 = getelementptr inbounds nuw i8, ptr %1768, i64 320
  store <16 x float> %1762, ptr %1773, align 4
  %1774 = getelementptr inbounds nuw i8, ptr %1768, i64 384
  store <16 x float> %1761, ptr %1774, align 4
  %1775 = getelementptr inbounds nuw i8, ptr %1768, i64 448
  store <16 x float> %1760, ptr %1775, align 4
  %1776 = getelementptr inbounds nuw i8, ptr %1768, i64 512
  store <16 x float> %1759, ptr %1776, align 4
  %1777 = getelementptr inbounds nuw i8, ptr %1768, i64 576
  store <16 x float> %1758, ptr %1777, align 4
  %1778 = getelementptr inbounds nuw i8, ptr %1768, i64 640
  store <16 x float> %1757, ptr %1778, align 4
  %1779 = getelementptr inbounds nuw i8, ptr %1768, i64 704
  store <16 x float> %1756, ptr %1779, align 4
  br label %2074

1780:                                             ; preds = %128
  %1781 = icmp sgt i64 %3, 0
  %1782 = getelementptr float, ptr %1, i64 %129
  br i1 %1781, label %1783, label %1845

1783:                                             ; preds = %1780, %1783
  %1784 = phi <16 x float> [ %1842, %1783 ], [ zeroinitializer, %1780 ]
  %1785 = phi <16 x float> [ %1839, %1783 ], [ zeroinitializer, %1780 ]
  %1786 = phi <16 x float> [ %1836, %1783 ], [ zeroinitializer, %1780 ]
  %1787 = phi <16 x float> [ %1833, %1783 ], [ zeroinitializer, %1780 ]
  %1788 = phi <16 x float> [ %1830, %1783 ], [ zeroinitializer, %1780 ]
  %1789 = phi <16 x float> [ %1827, %1783 ], [ zeroinitializer, %1780 ]
  %1790 = phi <16 x float> [ %1824, %1783 ], [ zeroinitializer, %1780 ]
  %1791 = phi <16 x float> [ %1821, %1783 ], [ zeroinitializer, %1780 ]
  %1792 = phi <16 x float> [ %1818, %1783 ], [ zeroinitializer, %1780 ]
  %1793 = phi <16 x float> [ %1815, %1783 ], [ zeroinitializer, %1780 ]
  %1794 = phi <16 x float> [ %1812, %1783 ], [ zeroinitializer, %1780 ]
  %1795 = phi <16 x float> [ %1809, %1783 ], [ zeroinitializer, %1780 ]
  %1796 = phi <16 x float> [ %1806, %1783 ], [ zeroinitializer, %1780 ]
  %1797 = phi i64 [ %1843, %1783 ], [ 1, %1780 ]
  %1798 = phi i64 [ %1797, %1783 ], [ 0, %1780 ]
  %1799 = getelementptr inbounds nuw float, ptr %0, i64 %1798
  %1800 = load float, ptr %1799, align 4
  %1801 = insertelement <16 x float> poison, float %1800, i64 0
  %1802 = shufflevector <16 x float> %1801, <16 x float> poison, <16 x i32> zeroinitializer
  %1803 = mul nsw i64 %1798, %4
  %1804 = getelementptr float, ptr %1782, i64 %1803
  %1805 = load <16 x float>, ptr %1804, align 4
  %1806 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1802, <16 x float> %1805, <16 x float> %1796)
  %1807 = getelementptr inbounds nuw i8, ptr %1804, i64 64
  %1808 = load <16 x float>, ptr %1807, align 4
  %1809 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1802, <16 x float> %1808, <16 x float> %1795)
  %1810 = getelementptr inbounds nuw i8, ptr %1804, i64 128
  %1811 = load <16 x float>, ptr %1810, align 4
  %1812 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1802, <16 x float> %1811, <16 x float> %1794)
  %1813 = getelementptr inbounds nuw i8, ptr %1804, i64 192
  %1814 = load <16 x float>, ptr %1813, align 4
  %1815 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1802, <16 x float> %1814, <16 x float> %1793)
  %1816 = getelementptr inbounds nuw i8, ptr %1804, i64 256
  %1817 = load <16 x float>, ptr %1816, align 4
  %1818 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1802, <16 x float> %1817, <16 x float> %1792)
  %1819 = getelementptr inbounds nuw i8, ptr %1804, i64 320
  %1820 = load <16 x float>, ptr %1819, align 4
  %1821 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1802, <16 x float> %1820, <16 x float> %1791)
  %1822 = getelementptr inbounds nuw i8, ptr %1804, i64 384
  %1823 = load <16 x float>, ptr %1822, align 4
  %1824 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1802, <16 x float> %1823, <16 x float> %1790)
  %1825 = getelementptr inbounds nuw i8, ptr %1804, i64 448
  %1826 = load <16 x float>, ptr %1825, align 4
  %1827 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1802, <16 x float> %1826, <16 x float> %1789)
  %1828 = getelementptr inbounds nuw i8, ptr %1804, i64 512
  %1829 = load <16 x float>, ptr %1828, align 4
  %1830 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1802, <16 x float> %1829, <16 x float> %1788)
  %1831 = getelementptr inbounds nuw i8, ptr %1804, i64 576
  %1832 = load <16 x float>, ptr %1831, align 4
  %1833 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1802, <16 x float> %1832, <16 x float> %1787)
  %1834 = getelementptr inbounds nuw i8, ptr %1804, i64 640
  %1835 = load <16 x float>, ptr %1834, align 4
  %1836 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1802, <16 x float> %1835, <16 x float> %1786)
  %1837 = getelementptr inbounds nuw i8, ptr %1804, i64 704
  %1838 = load <16 x float>, ptr %1837, align 4
  %1839 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1802, <16 x float> %1838, <16 x float> %1785)
  %1840 = getelementptr inbounds nuw i8, ptr %1804, i64 768
  %1841 = load <16 x float>, ptr %1840, align 4
  %1842 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1802, <16 x float> %1841, <16 x float> %1784)
  %1843 = add nuw i64 %1797, 1
  %1844 = icmp eq i64 %1797, %3
  br i1 %1844, label %1845, label %1783

1845:                                             ; preds = %1783, %1780
  %1846 = phi <16 x float> [ zeroinitializer, %1780 ], [ %1842, %1783 ]
  %1847 = phi <16 x float> [ zeroinitializer, %1780 ], [ %1839, %1783 ]
  %1848 = phi <16 x float> [ zeroinitializer, %1780 ], [ %1836, %1783 ]
  %1849 = phi <16 x float> [ zeroinitializer, %1780 ], [ %1833, %1783 ]
  %1850 = phi <16 x float> [ zeroinitializer, %1780 ], [ %1830, %1783 ]
  %1851 = phi <16 x float> [ zeroinitializer, %1780 ], [ %1827, %1783 ]
  %1852 = phi <16 x float> [ zeroinitializer, %1780 ], [ %1824, %1783 ]
  %1853 = phi <16 x float> [ zeroinitializer, %1780 ], [ %1821, %1783 ]
  %1854 = phi <16 x float> [ zeroinitializer, %1780 ], [ %1818, %1783 ]
  %1855 = phi <16 x float> [ zeroinitializer, %1780 ], [ %1815, %1783 ]
  %1856 = phi <16 x float> [ zeroinitializer, %1780 ], [ %1812, %1783 ]
  %1857 = phi <16 x float> [ zeroinitializer, %1780 ], [ %1809, %1783 ]
  %1858 = phi <16 x float> [ zeroinitializer, %1780 ], [ %1806, %1783 ]
  %1859 = getelementptr inbounds nuw float, ptr %2, i64 %129
  store <16 x float> %1858, ptr %1859, align 4
  %1860 = getelementptr inbounds nuw i8, ptr %1859, i64 64
  store <16 x float> %1857, ptr %1860, align 4
  %1861 = getelementptr inbounds nuw i8, ptr %1859, i64 128
  store <16 x float> %1856, ptr %1861, align 4
  %1862 = getelementptr inbounds nuw i8, ptr %1859, i64 192
  store <16 x float> %1855, ptr %1862, align 4
  %1863 = getelementptr inbounds nuw i8, ptr %1859, i64 256
  store <16 x float> %1854, ptr %1863, align 4
  %1864 = getelementptr inbounds nuw i8, ptr %1859, i64 320
  store <16 x float> %1853, ptr %1864, align 4
  %1865 = getelementptr inbounds nuw i8, ptr %1859, i64 384
  store <16 x float> %1852, ptr %1865, align 4
  %1866 = getelementptr inbounds nuw i8, ptr %1859, i64 448
  store <16 x float> %1851, ptr %1866, align 4
  %1867 = getelementptr inbounds nuw i8, ptr %1859, i64 512
  store <16 x float> %1850, ptr %1867, align 4
  %1868 = getelementptr inbounds nuw i8, ptr %1859, i64 576
  store <16 x float> %1849, ptr %1868, align 4
  %1869 = getelementptr inbounds nuw i8, ptr %1859, i64 640
  store <16 x float> %1848, ptr %1869, align 4
  %1870 = getelementptr inbounds nuw i8, ptr %1859, i64 704
  store <16 x float> %1847, ptr %1870, align 4
  %1871 = getelementptr inbounds nuw i8, ptr %1859, i64 768
  store <16 x float> %1846, ptr %1871, align 4
  br label %2074

1872:                                             ; preds = %128
  %1873 = icmp sgt i64 %3, 0
  %1874 = getelementptr float, ptr %1, i64 %129
  br i1 %1873, label %1875, label %1941

1875:                                             ; preds = %1872, %1875
  %1876 = phi <16 x float> [ %1938, %1875 ], [ zeroinitializer, %1872 ]
  %1877 = phi <16 x float> [ %1935, %1875 ], [ zeroinitializer, %1872 ]
  %1878 = phi <16 x float> [ %1932, %1875 ], [ zeroinitializer, %1872 ]
  %1879 = phi <16 x float> [ %1929, %1875 ], [ zeroinitializer, %1872 ]
  %1880 = phi <16 x float> [ %1926, %1875 ], [ zeroinitializer, %1872 ]
  %1881 = phi <16 x float> [ %1923, %1875 ], [ zeroinitializer, %1872 ]
  %1882 = phi <16 x float> [ %1920, %1875 ], [ zeroinitializer, %1872 ]
  %1883 = phi <16 x float> [ %1917, %1875 ], [ zeroinitializer, %1872 ]
  %1884 = phi <16 x float> [ %1914, %1875 ], [ zeroinitializer, %1872 ]
  %1885 = phi <16 x float> [ %1911, %1875 ], [ zeroinitializer, %1872 ]
  %1886 = phi <16 x float> [ %1908, %1875 ], [ zeroinitializer, %1872 ]
  %1887 = phi <16 x float> [ %1905, %1875 ], [ zeroinitializer, %1872 ]
  %1888 = phi <16 x float> [ %1902, %1875 ], [ zeroinitializer, %1872 ]
  %1889 = phi <16 x float> [ %1899, %1875 ], [ zeroinitializer, %1872 ]
  %1890 = phi i64 [ %1939, %1875 ], [ 1, %1872 ]
  %1891 = phi i64 [ %1890, %1875 ], [ 0, %1872 ]
  %1892 = getelementptr inbounds nuw float, ptr %0, i64 %1891
  %1893 = load float, ptr %1892, align 4
  %1894 = insertelement <16 x float> poison, float %1893, i64 0
  %1895 = shufflevector <16 x float> %1894, <16 x float> poison, <16 x i32> zeroinitializer
  %1896 = mul nsw i64 %1891, %4
  %1897 = getelementptr float, ptr %1874, i64 %1896
  %1898 = load <16 x float>, ptr %1897, align 4
  %1899 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1895, <16 x float> %1898, <16 x float> %1889)
  %1900 = getelementptr inbounds nuw i8, ptr %1897, i64 64
  %1901 = load <16 x float>, ptr %1900, align 4
  %1902 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1895, <16 x float> %1901, <16 x float> %1888)
  %1903 = getelementptr inbounds nuw i8, ptr %1897, i64 128
  %1904 = load <16 x float>, ptr %1903, align 4
  %1905 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1895, <16 x float> %1904, <16 x float> %1887)
  %1906 = getelementptr inbounds nuw i8, ptr %1897, i64 192
  %1907 = load <16 x float>, ptr %1906, align 4
  %1908 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1895, <16 x float> %1907, <16 x float> %1886)
  %1909 = getelementptr inbounds nuw i8, ptr %1897, i64 256
  %1910 = load <16 x float>, ptr %1909, align 4
  %1911 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1895, <16 x float> %1910, <16 x float> %1885)
  %1912 = getelementptr inbounds nuw i8, ptr %1897, i64 320
  %1913 = load <16 x float>, ptr %1912, align 4
  %1914 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1895, <16 x float> %1913, <16 x float> %1884)
  %1915 = getelementptr inbounds nuw i8, ptr %1897, i64 384
  %1916 = load <16 x float>, ptr %1915, align 4
  %1917 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1895, <16 x float> %1916, <16 x float> %1883)
  %1918 = getelementptr inbounds nuw i8, ptr %1897, i64 448
  %1919 = load <16 x float>, ptr %1918, align 4
  %1920 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1895, <16 x float> %1919, <16 x float> %1882)
  %1921 = getelementptr inbounds nuw i8, ptr %1897, i64 512
  %1922 = load <16 x float>, ptr %1921, align 4
  %1923 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1895, <16 x float> %1922, <16 x float> %1881)
  %1924 = getelementptr inbounds nuw i8, ptr %1897, i64 576
  %1925 = load <16 x float>, ptr %1924, align 4
  %1926 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1895, <16 x float> %1925, <16 x float> %1880)
  %1927 = getelementptr inbounds nuw i8, ptr %1897, i64 640
  %1928 = load <16 x float>, ptr %1927, align 4
  %1929 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1895, <16 x float> %1928, <16 x float> %1879)
  %1930 = getelementptr inbounds nuw i8, ptr %1897, i64 704
  %1931 = load <16 x float>, ptr %1930, align 4
  %1932 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1895, <16 x float> %1931, <16 x float> %1878)
  %1933 = getelementptr inbounds nuw i8, ptr %1897, i64 768
  %1934 = load <16 x float>, ptr %1933, align 4
  %1935 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1895, <16 x float> %1934, <16 x float> %1877)
  %1936 = getelementptr inbounds nuw i8, ptr %1897, i64 832
  %1937 = load <16 x float>, ptr %1936, align 4
  %1938 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1895, <16 x float> %1937, <16 x float> %1876)
  %1939 = add nuw i64 %1890, 1
  %1940 = icmp eq i64 %1890, %3
  br i1 %1940, label %1941, label %1875

1941:                                             ; preds = %1875, %1872
  %1942 = phi <16 x float> [ zeroinitializer, %1872 ], [ %1938, %1875 ]
  %1943 = phi <16 x float> [ zeroinitializer, %1872 ], [ %1935, %1875 ]
  %1944 = phi <16 x float> [ zeroinitializer, %1872 ], [ %1932, %1875 ]
  %1945 = phi <16 x float> [ zeroinitializer, %1872 ], [ %1929, %1875 ]
  %1946 = phi <16 x float> [ zeroinitializer, %1872 ], [ %1926, %1875 ]
  %1947 = phi <16 x float> [ zeroinitializer, %1872 ], [ %1923, %1875 ]
  %1948 = phi <16 x float> [ zeroinitializer, %1872 ], [ %1920, %1875 ]
  %1949 = phi <16 x float> [ zeroinitializer, %1872 ], [ %1917, %1875 ]
  %1950 = phi <16 x float> [ zeroinitializer, %1872 ], [ %1914, %1875 ]
  %1951 = phi <16 x float> [ zeroinitializer, %1872 ], [ %1911, %1875 ]
  %1952 = phi <16 x float> [ zeroinitializer, %1872 ], [ %1908, %1875 ]
  %1953 = phi <16 x float> [ zeroinitializer, %1872 ], [ %1905, %1875 ]
  %1954 = phi <16 x float> [ zeroinitializer, %1872 ], [ %1902, %1875 ]
  %1955 = phi <16 x float> [ zeroinitializer, %1872 ], [ %1899, %1875 ]
  %1956 = getelementptr inbounds nuw float, ptr %2, i64 %129
  store <16 x float> %1955, ptr %1956, align 4
  %1957 = getelementptr inbounds nuw i8, ptr %1956, i64 64
  store <16 x float> %1954, ptr %1957, align 4
  %1958 = getelementptr inbounds nuw i8, ptr %1956, i64 128
  store <16 x float> %1953, ptr %1958, align 4
  %1959 = getelementptr inbounds nuw i8, ptr %1956, i64 192
  store <16 x float> %1952, ptr %1959, align 4
  %1960 = getelementptr inbounds nuw i8, ptr %1956, i64 256
  store <16 x float> %1951, ptr %1960, align 4
  %1961 = getelementptr inbounds nuw i8, ptr %1956, i64 320
  store <16 x float> %1950, ptr %1961, align 4
  %1962 = getelementptr inbounds nuw i8, ptr %1956, i64 384
  store <16 x float> %1949, ptr %1962, align 4
  %1963 = getelementptr inbounds nuw i8, ptr %1956, i64 448
  store <16 x float> %1948, ptr %1963, align 4
  %1964 = getelementptr inbounds nuw i8, ptr %1956, i64 512
  store <16 x float> %1947, ptr %1964, align 4
  %1965 = getelementptr inbounds nuw i8, ptr %1956, i64 576
  store <16 x float> %1946, ptr %1965, align 4
  %1966 = getelementptr inbounds nuw i8, ptr %1956, i64 640
  store <16 x float> %1945, ptr %1966, align 4
  %1967 = getelementptr inbounds nuw i8, ptr %1956, i64 704
  store <16 x float> %1944, ptr %1967, align 4
  %1968 = getelementptr inbounds nuw i8, ptr %1956, i64 768
  store <16 x float> %1943, ptr %1968, align 4
  %1969 = getelementptr inbounds nuw i8, ptr %1956, i64 832
  store <16 x float> %1942, ptr %1969, align 4
  br label %2074

1970:                                             ; preds = %128
  %1971 = icmp sgt i64 %3, 0
  %1972 = getelementptr float, ptr %1, i64 %129
  br i1 %1971, label %1973, label %2043

1973:                                             ; preds = %1970, %1973
  %1974 = phi <16 x float> [ %2040, %1973 ], [ zeroinitializer, %1970 ]
  %1975 = phi <16 x float> [ %2037, %1973 ], [ zeroinitializer, %1970 ]
  %1976 = phi <16 x float> [ %2034, %1973 ], [ zeroinitializer, %1970 ]
  %1977 = phi <16 x float> [ %2031, %1973 ], [ zeroinitializer, %1970 ]
  %1978 = phi <16 x float> [ %2028, %1973 ], [ zeroinitializer, %1970 ]
  %1979 = phi <16 x float> [ %2025, %1973 ], [ zeroinitializer, %1970 ]
  %1980 = phi <16 x float> [ %2022, %1973 ], [ zeroinitializer, %1970 ]
  %1981 = phi <16 x float> [ %2019, %1973 ], [ zeroinitializer, %1970 ]
  %1982 = phi <16 x float> [ %2016, %1973 ], [ zeroinitializer, %1970 ]
  %1983 = phi <16 x float> [ %2013, %1973 ], [ zeroinitializer, %1970 ]
  %1984 = phi <16 x float> [ %2010, %1973 ], [ zeroinitializer, %1970 ]
  %1985 = phi <16 x float> [ %2007, %1973 ], [ zeroinitializer, %1970 ]
  %1986 = phi <16 x float> [ %2004, %1973 ], [ zeroinitializer, %1970 ]
  %1987 = phi <16 x float> [ %2001, %1973 ], [ zeroinitializer, %1970 ]
  %1988 = phi <16 x float> [ %1998, %1973 ], [ zeroinitializer, %1970 ]
  %1989 = phi i64 [ %2041, %1973 ], [ 1, %1970 ]
  %1990 = phi i64 [ %1989, %1973 ], [ 0, %1970 ]
  %1991 = getelementptr inbounds nuw float, ptr %0, i64 %1990
  %1992 = load float, ptr %1991, align 4
  %1993 = insertelement <16 x float> poison, float %1992, i64 0
  %1994 = shufflevector <16 x float> %1993, <16 x float> poison, <16 x i32> zeroinitializer
  %1995 = mul nsw i64 %1990, %4
  %1996 = getelementptr float, ptr %1972, i64 %1995
  %1997 = load <16 x float>, ptr %1996, align 4
  %1998 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1994, <16 x float> %1997, <16 x float> %1988)
  %1999 = getelementptr inbounds nuw i8, ptr %1996, i64 64
  %2000 = load <16 x float>, ptr %1999, align 4
  %2001 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1994, <16 x float> %2000, <16 x float> %1987)
  %2002 = getelementptr inbounds nuw i8, ptr %1996, i64 128
  %2003 = load <16 x float>, ptr %2002, align 4
  %2004 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1994, <16 x float> %2003, <16 x float> %1986)
  %2005 = getelementptr inbounds nuw i8, ptr %1996, i64 192
  %2006 = load <16 x float>, ptr %2005, align 4
  %2007 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1994, <16 x float> %2006, <16 x float> %1985)
  %2008 = getelementptr inbounds nuw i8, ptr %1996, i64 256
  %2009 = load <16 x float>, ptr %2008, align 4
  %2010 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1994, <16 x float> %2009, <16 x float> %1984)
  %2011 = getelementptr inbounds nuw i8, ptr %1996, i64 320
  %2012 = load <16 x float>, ptr %2011, align 4
  %2013 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1994, <16 x float> %2012, <16 x float> %1983)
  %2014 = getelementptr inbounds nuw i8, ptr %1996, i64 384
  %2015 = load <16 x float>, ptr %2014, align 4
  %2016 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1994, <16 x float> %2015, <16 x float> %1982)
  %2017 = getelementptr inbounds nuw i8, ptr %1996, i64 448
  %2018 = load <16 x float>, ptr %2017, align 4
  %2019 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1994, <16 x float> %2018, <16 x float> %1981)
  %2020 = getelementptr inbounds nuw i8, ptr %1996, i64 512
  %2021 = load <16 x float>, ptr %2020, align 4
  %2022 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1994, <16 x float> %2021, <16 x float> %1980)
  %2023 = getelementptr inbounds nuw i8, ptr %1996, i64 576
  %2024 = load <16 x float>, ptr %2023, align 4
  %2025 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1994, <16 x float> %2024, <16 x float> %1979)
  %2026 = getelementptr inbounds nuw i8, ptr %1996, i64 640
  %2027 = load <16 x float>, ptr %2026, align 4
  %2028 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1994, <16 x float> %2027, <16 x float> %1978)
  %2029 = getelementptr inbounds nuw i8, ptr %1996, i64 704
  %2030 = load <16 x float>, ptr %2029, align 4
  %2031 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1994, <16 x float> %2030, <16 x float> %1977)
  %2032 = getelementptr inbounds nuw i8, ptr %1996, i64 768
  %2033 = load <16 x float>, ptr %2032, align 4
  %2034 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1994, <16 x float> %2033, <16 x float> %1976)
  %2035 = getelementptr inbounds nuw i8, ptr %1996, i64 832
  %2036 = load <16 x float>, ptr %2035, align 4
  %2037 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1994, <16 x float> %2036, <16 x float> %1975)
  %2038 = getelementptr inbounds nuw i8, ptr %1996, i64 896
  %2039 = load <16 x float>, ptr %2038, align 4
  %2040 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1994, <16 x float> %2039, <16 x float> %1974)
  %2041 = add nuw i64 %1989, 1
  %2042 = icmp eq i64 %1989, %3
  br i1 %2042, label %2043, label %1973

2043:                                             ; preds = %1973, %1970
  %2044 = phi <16 x float> [ zeroinitializer, %1970 ], [ %2040, %1973 ]
  %2045 = phi <16 x float> [ zeroinitializer, %1970 ], [ %2037, %1973 ]
  %2046 = phi <16 x float> [ zeroinitializer, %1970 ], [ %2034, %1973 ]
  %2047 = phi <16 x float> [ zeroinitializer, %1970 ], [ %2031, %1973 ]
  %2048 = phi <16 x float> [ zeroinitializer, %1970 ], [ %2028, %1973 ]
  %2049 = phi <16 x float> [ zeroinitializer, %1970 ], [ %2025, %1973 ]
  %2050 = phi <16 x float> [ zeroinitializer, %1970 ], [ %2022, %1973 ]
  %2051 = phi <16 x float> [ zeroinitializer, %1970 ], [ %2019, %1973 ]
  %2052 = phi <16 x float> [ zeroinitializer, %1970 ], [ %2016, %1973 ]
  %2053 = phi <16 x float> [ zeroinitializer, %1970 ], [ %2013, %1973 ]
  %2054 = phi <16 x float> [ zeroinitializer, %1970 ], [ %2010, %1973 ]
  %2055 = phi <16 x float> [ zeroinitializer, %1970 ], [ %2007, %1973 ]
  %2056 = phi <16 x float> [ zeroinitializer, %1970 ], [ %2004, %1973 ]
  %2057 = phi <16 x float> [ zeroinitializer, %1970 ], [ %2001, %1973 ]
  %2058 = phi <16 x float> [ zeroinitializer, %1970 ], [ %1998, %1973 ]
  %2059 = getelementptr inbounds nuw float, ptr %2, i64 %129
  store <16 x float> %2058, ptr %2059, align 4
  %2060 = getelementptr inbounds nuw i8, ptr %2059, i64 64
  store <16 x float> %2057, ptr %2060, align 4
  %2061 = getelementptr inbounds nuw i8, ptr %2059, i64 128
  store <16 x float> %2056, ptr %2061, align 4
  %2062 = getelementptr inbounds nuw i8, ptr %2059, i64 192
  store <16 x float> %2055, ptr %2062, align 4
  %2063 = getelementptr inbounds nuw i8, ptr %2059, i64 256
  store <16 x float> %2054, ptr %2063, align 4
  %2064 = getelementptr inbounds nuw i8, ptr %2059, i64 320
  store <16 x float> %2053, ptr %2064, align 4
  %2065 = getelementptr inbounds nuw i8, ptr %2059, i64 384
  store <16 x float> %2052, ptr %2065, align 4
  %2066 = getelementptr inbounds nuw i8, ptr %2059, i64 448
  store <16 x float> %2051, ptr %2066, align 4
  %2067 = getelementptr inbounds nuw i8, ptr %2059, i64 512
  store <16 x float> %2050, ptr %2067, align 4
  %2068 = getelementptr inbounds nuw i8, ptr %2059, i64 576
  store <16 x float> %2049, ptr %2068, align 4
  %2069 = getelementptr inbounds nuw i8, ptr %2059, i64 640
  store <16 x float> %2048, ptr %2069, align 4
  %2070 = getelementptr inbounds nuw i8, ptr %2059, i64 704
  store <16 x float> %2047, ptr %2070, align 4
  %2071 = getelementptr inbounds nuw i8, ptr %2059, i64 768
  store <16 x float> %2046, ptr %2071, align 4
  %2072 = getelementptr inbounds nuw i8, ptr %2059, i64 832
  store <16 x float> %2045, ptr %2072, align 4
  %2073 = getelementptr inbounds nuw i8, ptr %2059, i64 896
  store <16 x float> %2044, ptr %2073, align 4
  br label %2074

2074:                                             ; preds = %128, %2043, %1941, %1845, %1755, %1671, %1593, %1521, %1447, %1280, %1130, %997, %877, %670, %497, %297
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @apply(i64 %0, <2 x float> %1, float noundef %2, ptr noundef captures(none) %3, i64 noundef %4) unnamed_addr {
  %6 = icmp sgt i64 %4, 0
  br i1 %6, label %7, label %16

7:                                                ; preds = %5
  %8 = fcmp ogt float %2, 0.000000e+00
  %9 = fneg float %2
  %10 = insertelement <16 x float> poison, float %9, i64 0
  %11 = shufflevector <16 x float> %10, <16 x float> poison, <16 x i32> zeroinitializer
  %12 = insertelement <16 x float> poison, float %2, i64 0
  %13 = shufflevector <16 x float> %12, <16 x float> poison, <16 x i32> zeroinitializer
  %14 = shufflevector <2 x float> %1, <2 x float> poison, <16 x i32> zeroinitializer
  %15 = shufflevector <2 x float> %1, <2 x float> poison, <16 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  br label %17

16:                                               ; preds = %167, %5
  ret void

17:                                               ; preds = %7, %167
  %18 = phi i64 [ 0, %7 ], [ %169, %167 ]
  %19 = getelementptr inbounds nuw float, ptr %3, i64 %18
  %20 = load <16 x float>, ptr %19, align 4
  br i1 %8, label %21, label %24

21:                                               ; preds = %17
  %22 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %20, <16 x float> %11)
  %23 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %22, <16 x float> %13)
  br label %24

24:                                               ; preds = %21, %17
  %25 = phi <16 x float> [ %23, %21 ], [ %20, %17 ]
  switch i64 %0, label %163 [
    i64 0, label %26
    i64 1, label %50
    i64 2, label %84
    i64 3, label %87
    i64 4, label %90
    i64 5, label %94
    i64 6, label %97
    i64 7, label %133
    i64 8, label %138
  ]

26:                                               ; preds = %24
  %27 = fneg <16 x float> %25
  %28 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %27, <16 x float> splat (float 0xC055D33340000000))
  %29 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %28, <16 x float> splat (float 8.800000e+01))
  %30 = fmul <16 x float> %29, splat (float 0x3FF7154760000000)
  %31 = fadd <16 x float> %30, splat (float 0x4168000000000000)
  %32 = fadd <16 x float> %31, splat (float 0xC168000000000000)
  %33 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %32, <16 x float> splat (float 0xBFE6300000000000), <16 x float> %29)
  %34 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %32, <16 x float> splat (float 0x3F2BD01060000000), <16 x float> %33)
  %35 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %34, <16 x float> splat (float 0x3F2A0D2CE0000000), <16 x float> splat (float 0x3F56E879C0000000))
  %36 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %35, <16 x float> %34, <16 x float> splat (float 0x3F81112100000000))
  %37 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %36, <16 x float> %34, <16 x float> splat (float 0x3FA5553820000000))
  %38 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %37, <16 x float> %34, <16 x float> splat (float 0x3FC5555540000000))
  %39 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %38, <16 x float> %34, <16 x float> splat (float 5.000000e-01))
  %40 = fmul <16 x float> %34, %34
  %41 = fadd <16 x float> %34, splat (float 1.000000e+00)
  %42 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %39, <16 x float> %40, <16 x float> %41)
  %43 = fptosi <16 x float> %32 to <16 x i32>
  %44 = shl <16 x i32> %43, splat (i32 23)
  %45 = add <16 x i32> %44, splat (i32 1065353216)
  %46 = bitcast <16 x i32> %45 to <16 x float>
  %47 = fmul <16 x float> %42, %46
  %48 = fadd <16 x float> %47, splat (float 1.000000e+00)
  %49 = fdiv <16 x float> splat (float 1.000000e+00), %48
  br label %167

50:                                               ; preds = %24
  %51 = fmul <16 x float> %25, %25
  %52 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %51, <16 x float> splat (float 0x3F9664F480000000), <16 x float> splat (float 0xBFABA1BA20000000))
  %53 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %52, <16 x float> %51, <16 x float> splat (float 0x3FC1111120000000))
  %54 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %53, <16 x float> %51, <16 x float> splat (float 0xBFD5555560000000))
  %55 = fmul <16 x float> %51, %54
  %56 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %55, <16 x float> %25, <16 x float> %25)
  %57 = fmul <16 x float> %25, splat (float 2.000000e+00)
  %58 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %57, <16 x float> splat (float 0xC055D33340000000))
  %59 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %58, <16 x float> splat (float 8.800000e+01))
  %60 = fmul <16 x float> %59, splat (float 0x3FF7154760000000)
  %61 = fadd <16 x float> %60, splat (float 0x4168000000000000)
  %62 = fadd <16 x float> %61, splat (float 0xC168000000000000)
  %63 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %62, <16 x float> splat (float 0xBFE6300000000000), <16 x float> %59)
  %64 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %62, <16 x float> splat (float 0x3F2BD01060000000), <16 x float> %63)
  %65 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %64, <16 x float> splat (float 0x3F2A0D2CE0000000), <16 x float> splat (float 0x3F56E879C0000000))
  %66 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %65, <16 x float> %64, <16 x float> splat (float 0x3F81112100000000))
  %67 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %66, <16 x float> %64, <16 x float> splat (float 0x3FA5553820000000))
  %68 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %67, <16 x float> %64, <16 x float> splat (float 0x3FC5555540000000))
  %69 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %68, <16 x float> %64, <16 x float> splat (float 5.000000e-01))
  %70 = fmul <16 x float> %64, %64
  %71 = fadd <16 x float> %64, splat (float 1.000000e+00)
  %72 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %69, <16 x float> %70, <16 x float> %71)
  %73 = fptosi <16 x float> %62 to <16 x i32>
  %74 = shl <16 x i32> %73, splat (i32 23)
  %75 = add <16 x i32> %74, splat (i32 1065353216)
  %76 = bitcast <16 x i32> %75 to <16 x float>
  %77 = fmul <16 x float> %72, %76
  %78 = fadd <16 x float> %77, splat (float 1.000000e+00)
  %79 = fdiv <16 x float> splat (float 2.000000e+00), %78
  %80 = fsub <16 x float> splat (float 1.000000e+00), %79
  %81 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %25)
  %82 = fcmp uge <16 x float> %81, splat (float 0x3FD3333340000000)
  %83 = select <16 x i1> %82, <16 x float> %80, <16 x float> %56
  br label %167

84:                                               ; preds = %24
  %85 = fcmp olt <16 x float> %25, zeroinitializer
  %86 = select <16 x i1> %85, <16 x float> zeroinitializer, <16 x float> %25
  br label %167

87:                                               ; preds = %24
  %88 = fmul <16 x float> %14, %25
  %89 = fadd <16 x float> %15, %88
  br label %167

90:                                               ; preds = %24
  %91 = fcmp uge <16 x float> %25, zeroinitializer
  %92 = fmul <16 x float> %14, %25
  %93 = select <16 x i1> %91, <16 x float> %25, <16 x float> %92
  br label %167

94:                                               ; preds = %24
  %95 = fcmp ogt <16 x float> %25, %14
  %96 = select <16 x i1> %95, <16 x float> %25, <16 x float> zeroinitializer
  br label %167

97:                                               ; preds = %24
  %98 = fmul <16 x float> %15, %25
  %99 = fmul <16 x float> %98, %98
  %100 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %99, <16 x float> splat (float 0x3F9664F480000000), <16 x float> splat (float 0xBFABA1BA20000000))
  %101 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %100, <16 x float> %99, <16 x float> splat (float 0x3FC1111120000000))
  %102 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %101, <16 x float> %99, <16 x float> splat (float 0xBFD5555560000000))
  %103 = fmul <16 x float> %99, %102
  %104 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %103, <16 x float> %98, <16 x float> %98)
  %105 = fmul <16 x float> %98, splat (float 2.000000e+00)
  %106 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %105, <16 x float> splat (float 0xC055D33340000000))
  %107 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %106, <16 x float> splat (float 8.800000e+01))
  %108 = fmul <16 x float> %107, splat (float 0x3FF7154760000000)
  %109 = fadd <16 x float> %108, splat (float 0x4168000000000000)
  %110 = fadd <16 x float> %109, splat (float 0xC168000000000000)
  %111 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %110, <16 x float> splat (float 0xBFE6300000000000), <16 x float> %107)
  %112 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %110, <16 x float> splat (float 0x3F2BD01060000000), <16 x float> %111)
  %113 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %112, <16 x float> splat (float 0x3F2A0D2CE0000000), <16 x float> splat (float 0x3F56E879C0000000))
  %114 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %113, <16 x float> %112, <16 x float> splat (float 0x3F81112100000000))
  %115 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %114, <16 x float> %112, <16 x float> splat (float 0x3FA5553820000000))
  %116 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %115, <16 x float> %112, <16 x float> splat (float 0x3FC5555540000000))
  %117 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %116, <16 x float> %112, <16 x float> splat (float 5.000000e-01))
  %118 = fmul <16 x float> %112, %112
  %119 = fadd <16 x float> %112, splat (float 1.000000e+00)
  %120 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %117, <16 x float> %118, <16 x float> %119)
  %121 = fptosi <16 x float> %110 to <16 x i32>
  %122 = shl <16 x i32> %121, splat (i32 23)
  %123 = add <16 x i32> %122, splat (i32 1065353216)
  %124 = bitcast <16 x i32> %123 to <16 x float>
  %125 = fmul <16 x float> %120, %124
  %126 = fadd <16 x float> %125, splat (float 1.000000e+00)
  %127 = fdiv <16 x float> splat (float 2.000000e+00), %126
  %128 = fsub <16 x float> splat (float 1.000000e+00), %127
  %129 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %98)
  %130 = fcmp uge <16 x float> %129, splat (float 0x3FD3333340000000)
  %131 = select <16 x i1> %130, <16 x float> %128, <16 x float> %104
  %132 = fmul <16 x float> %14, %131
  br label %167

133:                                              ; preds = %24
  %134 = fmul <16 x float> %14, %25
  %135 = fadd <16 x float> %15, %134
  %136 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %135, <16 x float> zeroinitializer)
  %137 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %136, <16 x float> splat (float 1.000000e+00))
  br label %167

138:                                              ; preds = %24
  %139 = fcmp uge <16 x float> %25, zeroinitializer
  %140 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %25, <16 x float> splat (float 0xC055D33340000000))
  %141 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %140, <16 x float> splat (float 8.800000e+01))
  %142 = fmul <16 x float> %141, splat (float 0x3FF7154760000000)
  %143 = fadd <16 x float> %142, splat (float 0x4168000000000000)
  %144 = fadd <16 x float> %143, splat (float 0xC168000000000000)
  %145 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %144, <16 x float> splat (float 0xBFE6300000000000), <16 x float> %141)
  %146 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %144, <16 x float> splat (float 0x3F2BD01060000000), <16 x float> %145)
  %147 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %146, <16 x float> splat (float 0x3F2A0D2CE0000000), <16 x float> splat (float 0x3F56E879C0000000))
  %148 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %147, <16 x float> %146, <16 x float> splat (float 0x3F81112100000000))
  %149 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %148, <16 x float> %146, <16 x float> splat (float 0x3FA5553820000000))
  %150 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %149, <16 x float> %146, <16 x float> splat (float 0x3FC5555540000000))
  %151 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %150, <16 x float> %146, <16 x float> splat (float 5.000000e-01))
  %152 = fmul <16 x float> %146, %146
  %153 = fadd <16 x float> %146, splat (float 1.000000e+00)
  %154 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %151, <16 x float> %152, <16 x float> %153)
  %155 = fptosi <16 x float> %144 to <16 x i32>
  %156 = shl <16 x i32> %155, splat (i32 23)
  %157 = add <16 x i32> %156, splat (i32 1065353216)
  %158 = bitcast <16 x i32> %157 to <16 x float>
  %159 = fmul <16 x float> %154, %158
  %160 = fadd <16 x float> %159, splat (float -1.000000e+00)
  %161 = fmul <16 x float> %14, %160
  %162 = select <16 x i1> %139, <16 x float> %25, <16 x float> %161
  br label %167

163:                                              ; preds = %24
  %164 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %25)
  %165 = fadd <16 x float> %164, splat (float 1.000000e+00)
  %166 = fdiv <16 x float> %25, %165
  br label %167

167:                                              ; preds = %26, %50, %84, %87, %90, %94, %97, %133, %138, %163
  %168 = phi <16 x float> [ %166, %163 ], [ %49, %26 ], [ %83, %50 ], [ %86, %84 ], [ %89, %87 ], [ %93, %90 ], [ %96, %94 ], [ %132, %97 ], [ %137, %133 ], [ %162, %138 ]
  store <16 x float> %168, ptr %19, align 4
  %169 = add nuw nsw i64 %18, 16
  %170 = icmp slt i64 %169, %4
  br i1 %170, label %17, label %16
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr noundef captures(none)) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.fma.v16f32(<16 x float>, <16 x float>, <16 x float>)

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.maxnum.v16f32(<16 x float>, <16 x float>)

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.minnum.v16f32(<16 x float>, <16 x float>)

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.fabs.v16f32(<16 x float>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, <16 x i1>, <16 x float>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr>, <8 x i1>, <8 x float>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr captures(none), <16 x i1>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr captures(none), <16 x i1>, <16 x float>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x float> @llvm.masked.load.v8f32.p0(ptr captures(none), <8 x i1>, <8 x float>)
