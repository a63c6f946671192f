%struct.rowstate = type { ptr, ptr, ptr, ptr, i64, ptr, ptr }

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
  %100 = icmp ne i64 %69, 0
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
  br label %1214

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
  br i1 %778, label %505, label %3853

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

800:                                              ; preds = %1345
  %801 = alloca ptr, i64 %776, align 16
  %802 = alloca ptr, i64 %776, align 16
  %803 = alloca ptr, i64 %776, align 16
  %804 = alloca ptr, i64 %776, align 16
  %805 = alloca ptr, i64 %776, align 16
  %806 = icmp sgt i64 %1244, 0
  br i1 %806, label %807, label %1351

807:                                              ; preds = %800
  %808 = icmp eq i64 %36, 1
  %809 = mul i64 %41, %34
  %810 = mul nsw i64 %47, %41
  %811 = getelementptr float, ptr %14, i64 %810
  %812 = icmp eq i64 %7, 0
  %813 = shl nsw i64 %105, 7
  %814 = icmp eq i64 %26, 0
  %815 = icmp ne i64 %26, 1
  %816 = select i1 %815, i1 true, i1 %100
  %817 = shl i64 %105, 5
  %818 = select i1 %816, i64 %107, i64 %817
  %819 = select i1 %814, i64 %106, i64 %818
  %820 = shl i64 %32, 3
  %821 = mul i64 %32, 12
  %822 = icmp eq ptr %103, null
  %823 = icmp slt i64 %32, 1
  %824 = getelementptr float, ptr %124, i64 %817
  %825 = getelementptr float, ptr %124, i64 %106
  %826 = getelementptr inbounds float, ptr %117, i64 %817
  %827 = or i1 %822, %823
  %828 = or i1 %822, %823
  %829 = shl i64 %32, 2
  %830 = add i64 %507, %829
  %831 = mul i64 %32, 12
  %832 = shl i64 %32, 6
  %833 = add i64 %832, 64
  %834 = mul i64 %40, %833
  %835 = add i64 %834, 128
  %836 = mul i64 %105, %835
  %837 = getelementptr i8, ptr %117, i64 %836
  %838 = getelementptr i8, ptr %117, i64 %836
  %839 = getelementptr i8, ptr %838, i64 %829
  %840 = mul i64 %40, %32
  %841 = shl i64 %840, 6
  %842 = add i64 %841, 128
  %843 = mul i64 %105, %842
  %844 = getelementptr i8, ptr %117, i64 %843
  %845 = getelementptr i8, ptr %117, i64 %843
  %846 = getelementptr i8, ptr %845, i64 %829
  %847 = shl i64 %32, 2
  %848 = mul nsw i64 %40, %105
  %849 = shl i64 %32, 6
  %850 = add i64 %849, 64
  %851 = mul i64 %848, %850
  %852 = getelementptr i8, ptr %117, i64 %851
  %853 = getelementptr i8, ptr %852, i64 %847
  %854 = shl i64 %848, 6
  %855 = or disjoint i64 %854, 4
  %856 = mul i64 %32, %855
  %857 = getelementptr i8, ptr %117, i64 %856
  %858 = mul i64 %105, -192
  %859 = shl i64 %105, 6
  %860 = shl i64 %193, 2
  %861 = shl i64 %32, 6
  %862 = add i64 %861, 128
  %863 = mul i64 %40, %862
  %864 = add i64 %863, 64
  %865 = mul i64 %105, %864
  %866 = getelementptr i8, ptr %117, i64 %865
  %867 = getelementptr i8, ptr %866, i64 %860
  %868 = shl i64 %193, 2
  %869 = mul i64 %105, 192
  %870 = add i64 %507, %868
  %871 = mul nsw i64 %40, %105
  %872 = shl i64 %32, 6
  %873 = add i64 %872, 128
  %874 = mul i64 %871, %873
  %875 = getelementptr i8, ptr %117, i64 %874
  %876 = getelementptr i8, ptr %875, i64 %868
  %877 = mul i64 %40, %873
  %878 = add i64 %877, 128
  %879 = mul i64 %105, %878
  %880 = getelementptr i8, ptr %117, i64 %879
  %881 = getelementptr i8, ptr %880, i64 %868
  %882 = mul i64 %105, 192
  %883 = shl i64 %32, 2
  %884 = shl i64 %32, 4
  %885 = shl i64 %32, 6
  %886 = add i64 %885, 64
  %887 = mul i64 %40, %886
  %888 = add i64 %887, 192
  %889 = mul i64 %105, %888
  %890 = getelementptr i8, ptr %117, i64 %889
  %891 = getelementptr i8, ptr %117, i64 %889
  %892 = getelementptr i8, ptr %891, i64 %883
  %893 = mul i64 %40, %32
  %894 = shl i64 %893, 6
  %895 = add i64 %894, 192
  %896 = mul i64 %105, %895
  %897 = getelementptr i8, ptr %117, i64 %896
  %898 = getelementptr i8, ptr %117, i64 %896
  %899 = getelementptr i8, ptr %898, i64 %883
  %900 = shl i64 %32, 2
  %901 = shl i64 %32, 6
  %902 = add i64 %901, 64
  %903 = mul i64 %40, %902
  %904 = add i64 %903, 128
  %905 = mul i64 %105, %904
  %906 = getelementptr i8, ptr %117, i64 %905
  %907 = getelementptr i8, ptr %117, i64 %905
  %908 = getelementptr i8, ptr %907, i64 %900
  %909 = mul i64 %40, %32
  %910 = shl i64 %909, 6
  %911 = add i64 %910, 128
  %912 = mul i64 %105, %911
  %913 = getelementptr i8, ptr %117, i64 %912
  %914 = getelementptr i8, ptr %117, i64 %912
  %915 = getelementptr i8, ptr %914, i64 %900
  %916 = shl i64 %105, 6
  %917 = shl i64 %32, 2
  %918 = shl i64 %32, 6
  %919 = add i64 %918, 64
  %920 = mul i64 %40, %919
  %921 = add i64 %920, 64
  %922 = mul i64 %105, %921
  %923 = getelementptr i8, ptr %117, i64 %922
  %924 = getelementptr i8, ptr %117, i64 %922
  %925 = getelementptr i8, ptr %924, i64 %917
  %926 = mul i64 %40, %32
  %927 = shl i64 %926, 6
  %928 = add i64 %927, 64
  %929 = mul i64 %105, %928
  %930 = getelementptr i8, ptr %117, i64 %929
  %931 = getelementptr i8, ptr %117, i64 %929
  %932 = getelementptr i8, ptr %931, i64 %917
  %933 = shl i64 %32, 2
  %934 = mul nsw i64 %40, %105
  %935 = shl i64 %32, 6
  %936 = add i64 %935, 64
  %937 = mul i64 %934, %936
  %938 = getelementptr i8, ptr %117, i64 %937
  %939 = getelementptr i8, ptr %938, i64 %933
  %940 = shl i64 %934, 6
  %941 = or disjoint i64 %940, 4
  %942 = mul i64 %32, %941
  %943 = getelementptr i8, ptr %117, i64 %942
  %944 = shl i64 %32, 2
  %945 = add i64 %507, %944
  %946 = shl i64 %32, 6
  %947 = add i64 %946, 64
  %948 = mul i64 %40, %947
  %949 = add i64 %948, 128
  %950 = mul i64 %105, %949
  %951 = getelementptr i8, ptr %117, i64 %950
  %952 = getelementptr i8, ptr %117, i64 %950
  %953 = getelementptr i8, ptr %952, i64 %944
  %954 = mul i64 %40, %32
  %955 = shl i64 %954, 6
  %956 = add i64 %955, 128
  %957 = mul i64 %105, %956
  %958 = getelementptr i8, ptr %117, i64 %957
  %959 = getelementptr i8, ptr %117, i64 %957
  %960 = getelementptr i8, ptr %959, i64 %944
  %961 = shl i64 %105, 6
  %962 = shl i64 %32, 2
  %963 = shl i64 %32, 6
  %964 = add i64 %963, 64
  %965 = mul i64 %40, %964
  %966 = add i64 %965, 64
  %967 = mul i64 %105, %966
  %968 = getelementptr i8, ptr %117, i64 %967
  %969 = getelementptr i8, ptr %117, i64 %967
  %970 = getelementptr i8, ptr %969, i64 %962
  %971 = mul i64 %40, %32
  %972 = shl i64 %971, 6
  %973 = add i64 %972, 64
  %974 = mul i64 %105, %973
  %975 = getelementptr i8, ptr %117, i64 %974
  %976 = getelementptr i8, ptr %117, i64 %974
  %977 = getelementptr i8, ptr %976, i64 %962
  %978 = shl i64 %32, 2
  %979 = mul nsw i64 %40, %105
  %980 = shl i64 %32, 6
  %981 = add i64 %980, 64
  %982 = mul i64 %979, %981
  %983 = getelementptr i8, ptr %117, i64 %982
  %984 = getelementptr i8, ptr %983, i64 %978
  %985 = shl i64 %979, 6
  %986 = or disjoint i64 %985, 4
  %987 = mul i64 %32, %986
  %988 = getelementptr i8, ptr %117, i64 %987
  %989 = shl i64 %105, 6
  %990 = shl i64 %32, 2
  %991 = shl i64 %32, 6
  %992 = add i64 %991, 64
  %993 = mul i64 %40, %992
  %994 = add i64 %993, 64
  %995 = mul i64 %105, %994
  %996 = getelementptr i8, ptr %117, i64 %995
  %997 = getelementptr i8, ptr %117, i64 %995
  %998 = getelementptr i8, ptr %997, i64 %990
  %999 = mul i64 %40, %32
  %1000 = shl i64 %999, 6
  %1001 = add i64 %1000, 64
  %1002 = mul i64 %105, %1001
  %1003 = getelementptr i8, ptr %117, i64 %1002
  %1004 = getelementptr i8, ptr %117, i64 %1002
  %1005 = getelementptr i8, ptr %1004, i64 %990
  %1006 = shl i64 %32, 2
  %1007 = mul nsw i64 %40, %105
  %1008 = shl i64 %32, 6
  %1009 = add i64 %1008, 64
  %1010 = mul i64 %1007, %1009
  %1011 = getelementptr i8, ptr %117, i64 %1010
  %1012 = getelementptr i8, ptr %1011, i64 %1006
  %1013 = shl i64 %1007, 6
  %1014 = or disjoint i64 %1013, 4
  %1015 = mul i64 %32, %1014
  %1016 = getelementptr i8, ptr %117, i64 %1015
  %1017 = icmp ult i64 %32, 8
  %1018 = icmp ult i64 %32, 64
  %1019 = and i64 %32, 56
  %1020 = and i64 %32, 9223372036854775744
  %1021 = icmp eq i64 %32, %1020
  %1022 = icmp eq i64 %1019, 0
  %1023 = and i64 %32, 9223372036854775800
  %1024 = icmp eq i64 %32, %1023
  %1025 = and i64 %32, 1
  %1026 = icmp eq i64 %1025, 0
  %1027 = icmp ult i64 %32, 8
  %1028 = icmp ult i64 %32, 64
  %1029 = and i64 %32, 56
  %1030 = and i64 %32, 9223372036854775744
  %1031 = icmp eq i64 %32, %1030
  %1032 = icmp eq i64 %1029, 0
  %1033 = and i64 %32, 9223372036854775800
  %1034 = icmp eq i64 %32, %1033
  %1035 = and i64 %32, 1
  %1036 = icmp eq i64 %1035, 0
  %1037 = icmp ult i64 %32, 8
  %1038 = shl i64 %105, 6
  %1039 = icmp ult i64 %32, 64
  %1040 = and i64 %32, 56
  %1041 = and i64 %32, 9223372036854775744
  %1042 = icmp eq i64 %32, %1041
  %1043 = icmp eq i64 %1040, 0
  %1044 = and i64 %32, 9223372036854775800
  %1045 = icmp eq i64 %32, %1044
  %1046 = and i64 %32, 3
  %1047 = icmp eq i64 %1046, 0
  %1048 = icmp ult i64 %32, 8
  %1049 = icmp ult i64 %32, 64
  %1050 = and i64 %32, 56
  %1051 = and i64 %32, 9223372036854775744
  %1052 = icmp eq i64 %32, %1051
  %1053 = icmp eq i64 %1050, 0
  %1054 = and i64 %32, 9223372036854775800
  %1055 = icmp eq i64 %32, %1054
  %1056 = and i64 %32, 1
  %1057 = icmp eq i64 %1056, 0
  %1058 = icmp ult i64 %32, 8
  %1059 = icmp ult i64 %32, 64
  %1060 = and i64 %32, 56
  %1061 = and i64 %32, 9223372036854775744
  %1062 = icmp eq i64 %32, %1061
  %1063 = icmp eq i64 %1060, 0
  %1064 = and i64 %32, 9223372036854775800
  %1065 = icmp eq i64 %32, %1064
  %1066 = and i64 %32, 1
  %1067 = icmp eq i64 %1066, 0
  %1068 = icmp ult i64 %32, 4
  %1069 = icmp ult i64 %32, 32
  %1070 = and i64 %32, 28
  %1071 = and i64 %32, 9223372036854775776
  %1072 = icmp eq i64 %32, %1071
  %1073 = icmp eq i64 %1070, 0
  %1074 = and i64 %32, 9223372036854775804
  %1075 = icmp eq i64 %32, %1074
  %1076 = and i64 %32, 1
  %1077 = icmp eq i64 %1076, 0
  %1078 = icmp ult i64 %32, 8
  %1079 = icmp ult i64 %32, 64
  %1080 = and i64 %32, 56
  %1081 = and i64 %32, 9223372036854775744
  %1082 = icmp eq i64 %32, %1081
  %1083 = icmp eq i64 %1080, 0
  %1084 = and i64 %32, 9223372036854775800
  %1085 = icmp eq i64 %32, %1084
  %1086 = and i64 %32, 1
  %1087 = icmp eq i64 %1086, 0
  %1088 = icmp ult i64 %32, 8
  %1089 = icmp ult i64 %32, 64
  %1090 = and i64 %32, 56
  %1091 = and i64 %32, 9223372036854775744
  %1092 = icmp eq i64 %32, %1091
  %1093 = icmp eq i64 %1090, 0
  %1094 = and i64 %32, 9223372036854775800
  %1095 = icmp eq i64 %32, %1094
  %1096 = and i64 %32, 1
  %1097 = icmp eq i64 %1096, 0
  %1098 = icmp ult i64 %32, 8
  %1099 = icmp ult i64 %32, 64
  %1100 = and i64 %32, 56
  %1101 = and i64 %32, 9223372036854775744
  %1102 = icmp eq i64 %32, %1101
  %1103 = icmp eq i64 %1100, 0
  %1104 = and i64 %32, 9223372036854775800
  %1105 = icmp eq i64 %32, %1104
  %1106 = and i64 %32, 1
  %1107 = icmp eq i64 %1106, 0
  %1108 = icmp ult i64 %32, 8
  %1109 = icmp ult i64 %32, 64
  %1110 = and i64 %32, 56
  %1111 = and i64 %32, 9223372036854775744
  %1112 = icmp eq i64 %32, %1111
  %1113 = icmp eq i64 %1110, 0
  %1114 = and i64 %32, 9223372036854775800
  %1115 = icmp eq i64 %32, %1114
  %1116 = and i64 %32, 1
  %1117 = icmp eq i64 %1116, 0
  %1118 = icmp ult i64 %32, 8
  %1119 = icmp ult i64 %32, 64
  %1120 = and i64 %32, 56
  %1121 = and i64 %32, 9223372036854775744
  %1122 = icmp eq i64 %32, %1121
  %1123 = icmp eq i64 %1120, 0
  %1124 = and i64 %32, 9223372036854775800
  %1125 = icmp eq i64 %32, %1124
  %1126 = and i64 %32, 1
  %1127 = icmp eq i64 %1126, 0
  %1128 = and i64 %193, 9223372036854775792
  %1129 = icmp eq i64 %193, %1128
  %1130 = icmp slt i64 %32, 49
  %1131 = and i64 %193, 48
  %1132 = and i64 %193, 9223372036854775744
  %1133 = insertelement <16 x i1> poison, i1 %99, i64 0
  %1134 = shufflevector <16 x i1> %1133, <16 x i1> poison, <16 x i32> zeroinitializer
  %1135 = xor <16 x i1> %1134, splat (i1 true)
  %1136 = icmp eq i64 %193, %1132
  %1137 = icmp eq i64 %1131, 0
  %1138 = and i64 %193, 9223372036854775792
  %1139 = insertelement <8 x i1> poison, i1 %99, i64 0
  %1140 = shufflevector <8 x i1> %1139, <8 x i1> poison, <8 x i32> zeroinitializer
  %1141 = xor <8 x i1> %1140, splat (i1 true)
  %1142 = icmp eq i64 %193, %1138
  %1143 = icmp slt i64 %32, 1
  %1144 = icmp slt i64 %32, 17
  %1145 = and i64 %193, 16
  %1146 = and i64 %193, 9223372036854775776
  %1147 = icmp eq i64 %193, %1146
  %1148 = icmp eq i64 %1145, 0
  %1149 = and i64 %193, 9223372036854775792
  %1150 = icmp eq i64 %193, %1149
  %1151 = and i64 %193, 1
  %1152 = icmp eq i64 %1151, 0
  %1153 = icmp ult i64 %32, 8
  %1154 = shl i64 %105, 6
  %1155 = icmp ult i64 %32, 64
  %1156 = and i64 %32, 56
  %1157 = and i64 %32, 9223372036854775744
  %1158 = icmp eq i64 %32, %1157
  %1159 = icmp eq i64 %1156, 0
  %1160 = and i64 %32, 9223372036854775800
  %1161 = icmp eq i64 %32, %1160
  %1162 = and i64 %32, 3
  %1163 = icmp eq i64 %1162, 0
  %1164 = icmp ult i64 %32, 8
  %1165 = icmp ult i64 %32, 64
  %1166 = and i64 %32, 56
  %1167 = and i64 %32, 9223372036854775744
  %1168 = icmp eq i64 %32, %1167
  %1169 = icmp eq i64 %1166, 0
  %1170 = and i64 %32, 9223372036854775800
  %1171 = icmp eq i64 %32, %1170
  %1172 = and i64 %32, 1
  %1173 = icmp eq i64 %1172, 0
  %1174 = icmp ult i64 %32, 8
  %1175 = icmp ult i64 %32, 64
  %1176 = and i64 %32, 56
  %1177 = and i64 %32, 9223372036854775744
  %1178 = icmp eq i64 %32, %1177
  %1179 = icmp eq i64 %1176, 0
  %1180 = and i64 %32, 9223372036854775800
  %1181 = icmp eq i64 %32, %1180
  %1182 = and i64 %32, 3
  %1183 = icmp eq i64 %1182, 0
  %1184 = icmp ult i64 %32, 8
  %1185 = icmp ult i64 %32, 64
  %1186 = and i64 %32, 56
  %1187 = and i64 %32, 9223372036854775744
  %1188 = icmp eq i64 %32, %1187
  %1189 = icmp eq i64 %1186, 0
  %1190 = and i64 %32, 9223372036854775800
  %1191 = icmp eq i64 %32, %1190
  %1192 = and i64 %32, 1
  %1193 = icmp eq i64 %1192, 0
  %1194 = icmp ult i64 %32, 8
  %1195 = icmp ult i64 %32, 64
  %1196 = and i64 %32, 56
  %1197 = and i64 %32, 9223372036854775744
  %1198 = icmp eq i64 %32, %1197
  %1199 = icmp eq i64 %1196, 0
  %1200 = and i64 %32, 9223372036854775800
  %1201 = icmp eq i64 %32, %1200
  %1202 = and i64 %32, 1
  %1203 = icmp eq i64 %1202, 0
  %1204 = icmp ult i64 %32, 8
  %1205 = icmp ult i64 %32, 64
  %1206 = and i64 %32, 56
  %1207 = and i64 %32, 9223372036854775744
  %1208 = icmp eq i64 %32, %1207
  %1209 = icmp eq i64 %1206, 0
  %1210 = and i64 %32, 9223372036854775800
  %1211 = icmp eq i64 %32, %1210
  %1212 = and i64 %32, 3
  %1213 = icmp eq i64 %1212, 0
  br label %1348

1214:                                             ; preds = %505, %1345
  %1215 = phi i64 [ 0, %505 ], [ %1244, %1345 ]
  %1216 = phi i64 [ 0, %505 ], [ %1346, %1345 ]
  %1217 = mul i64 %524, %1216
  %1218 = mul i64 %529, %1216
  %1219 = add i64 %527, %1218
  %1220 = add nsw i64 %1216, %49
  %1221 = mul nsw i64 %1216, %112
  %1222 = getelementptr inbounds float, ptr %506, i64 %1221
  %1223 = getelementptr inbounds nuw %struct.rowstate, ptr %777, i64 %1216
  store ptr %1222, ptr %1223, align 8
  %1224 = getelementptr inbounds float, ptr %1222, i64 %106
  %1225 = getelementptr inbounds nuw i8, ptr %1223, i64 8
  store ptr %1224, ptr %1225, align 8
  %1226 = getelementptr inbounds i8, ptr %1222, i64 %507
  %1227 = getelementptr inbounds nuw i8, ptr %1223, i64 24
  store ptr %1226, ptr %1227, align 8
  %1228 = getelementptr inbounds float, ptr %1222, i64 %110
  %1229 = getelementptr inbounds nuw i8, ptr %1223, i64 16
  store ptr %1228, ptr %1229, align 8
  br i1 %508, label %1241, label %1230

1230:                                             ; preds = %1214
  %1231 = getelementptr inbounds i32, ptr %17, i64 %1220
  %1232 = load i32, ptr %1231, align 4
  %1233 = sext i32 %1232 to i64
  %1234 = icmp slt i32 %1232, 0
  %1235 = icmp slt i64 %28, %1233
  %1236 = select i1 %1234, i1 true, i1 %1235
  br i1 %1236, label %1237, label %1238

1237:                                             ; preds = %1230
  store i32 1, ptr %24, align 4
  br label %1238

1238:                                             ; preds = %1230, %1237
  %1239 = tail call i64 @llvm.smin.i64(i64 %28, i64 %1233)
  %1240 = select i1 %1234, i64 0, i64 %1239
  br label %1241

1241:                                             ; preds = %1238, %1214
  %1242 = phi i64 [ %1240, %1238 ], [ %28, %1214 ]
  %1243 = getelementptr inbounds nuw i8, ptr %1223, i64 32
  store i64 %1242, ptr %1243, align 8
  %1244 = tail call i64 @llvm.smax.i64(i64 %1242, i64 %1215)
  br i1 %125, label %1245, label %1301

1245:                                             ; preds = %1241
  %1246 = mul nsw i64 %1220, %34
  %1247 = add nsw i64 %1246, %47
  %1248 = add nsw i64 %1220, %510
  %1249 = select i1 %509, i64 %1247, i64 %1248
  %1250 = mul nsw i64 %1249, %32
  %1251 = getelementptr float, ptr %18, i64 %1250
  %1252 = getelementptr float, ptr %19, i64 %1250
  %1253 = mul i64 %525, %1249
  %1254 = add i64 %520, %1217
  %1255 = add i64 %4, %1253
  %1256 = sub i64 %1254, %1255
  %1257 = icmp ult i64 %1256, 64
  %1258 = or i1 %539, %1257
  %1259 = add i64 %1219, %1253
  %1260 = icmp ult i64 %1259, 64
  %1261 = or i1 %1258, %1260
  %1262 = add i64 %532, %1217
  %1263 = add i64 %4, %1253
  %1264 = sub i64 %1262, %1263
  %1265 = icmp ult i64 %1264, 64
  %1266 = or i1 %1261, %1265
  %1267 = add i64 %532, %1217
  %1268 = add i64 %5, %1253
  %1269 = sub i64 %1267, %1268
  %1270 = icmp ult i64 %1269, 64
  %1271 = or i1 %1266, %1270
  %1272 = add i64 %535, %1217
  %1273 = add i64 %4, %1253
  %1274 = sub i64 %1272, %1273
  %1275 = icmp ult i64 %1274, 64
  %1276 = or i1 %1271, %1275
  %1277 = add i64 %535, %1217
  %1278 = add i64 %5, %1253
  %1279 = sub i64 %1277, %1278
  %1280 = icmp ult i64 %1279, 64
  %1281 = or i1 %1276, %1280
  br i1 %1281, label %1282, label %1284

1282:                                             ; preds = %1300, %1245
  %1283 = phi i64 [ %540, %1300 ], [ 0, %1245 ]
  br label %1306

1284:                                             ; preds = %1245, %1284
  %1285 = phi i64 [ %1297, %1284 ], [ 0, %1245 ]
  %1286 = phi <16 x i64> [ %1298, %1284 ], [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %1245 ]
  %1287 = icmp slt <16 x i64> %1286, %542
  %1288 = select i1 %511, <16 x i1> %1287, <16 x i1> zeroinitializer
  %1289 = getelementptr float, ptr %1251, i64 %1285
  %1290 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %1289, <16 x i1> %1288, <16 x float> zeroinitializer)
  %1291 = getelementptr inbounds nuw float, ptr %1222, i64 %1285
  store <16 x float> %1290, ptr %1291, align 4
  %1292 = select i1 %512, <16 x i1> %1287, <16 x i1> zeroinitializer
  %1293 = getelementptr float, ptr %1252, i64 %1285
  %1294 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %1293, <16 x i1> %1292, <16 x float> zeroinitializer)
  %1295 = getelementptr inbounds nuw float, ptr %1224, i64 %1285
  store <16 x float> %1294, ptr %1295, align 4
  %1296 = getelementptr inbounds nuw float, ptr %1226, i64 %1285
  store <16 x float> zeroinitializer, ptr %1296, align 4
  %1297 = add nuw i64 %1285, 16
  %1298 = add nuw nsw <16 x i64> %1286, splat (i64 16)
  %1299 = icmp eq i64 %1297, %540
  br i1 %1299, label %1300, label %1284

1300:                                             ; preds = %1284
  br i1 %543, label %1301, label %1282

1301:                                             ; preds = %1320, %1300, %1241
  %1302 = icmp slt i64 %1242, %28
  %1303 = select i1 %513, i1 %1302, i1 false
  br i1 %1303, label %1304, label %1345

1304:                                             ; preds = %1301
  %1305 = mul nsw i64 %1220, %28
  br label %1326

1306:                                             ; preds = %1282, %1320
  %1307 = phi i64 [ %1324, %1320 ], [ %1283, %1282 ]
  %1308 = icmp slt i64 %1307, %32
  %1309 = select i1 %511, i1 %1308, i1 false
  br i1 %1309, label %1310, label %1313

1310:                                             ; preds = %1306
  %1311 = getelementptr float, ptr %1251, i64 %1307
  %1312 = load float, ptr %1311, align 4
  br label %1313

1313:                                             ; preds = %1306, %1310
  %1314 = phi float [ %1312, %1310 ], [ 0.000000e+00, %1306 ]
  %1315 = getelementptr inbounds nuw float, ptr %1222, i64 %1307
  store float %1314, ptr %1315, align 4
  %1316 = select i1 %512, i1 %1308, i1 false
  br i1 %1316, label %1317, label %1320

1317:                                             ; preds = %1313
  %1318 = getelementptr float, ptr %1252, i64 %1307
  %1319 = load float, ptr %1318, align 4
  br label %1320

1320:                                             ; preds = %1313, %1317
  %1321 = phi float [ %1319, %1317 ], [ 0.000000e+00, %1313 ]
  %1322 = getelementptr inbounds nuw float, ptr %1224, i64 %1307
  store float %1321, ptr %1322, align 4
  %1323 = getelementptr inbounds nuw float, ptr %1226, i64 %1307
  store float 0.000000e+00, ptr %1323, align 4
  %1324 = add nuw nsw i64 %1307, 1
  %1325 = icmp eq i64 %1324, %193
  br i1 %1325, label %1301, label %1306

1326:                                             ; preds = %1304, %1342
  %1327 = phi i64 [ %1242, %1304 ], [ %1343, %1342 ]
  br i1 %509, label %1328, label %1332

1328:                                             ; preds = %1326
  %1329 = add nsw i64 %1327, %1305
  %1330 = mul nsw i64 %1329, %34
  %1331 = add nsw i64 %1330, %47
  br label %1337

1332:                                             ; preds = %1326
  %1333 = mul nsw i64 %1327, %34
  %1334 = add nsw i64 %1333, %47
  %1335 = mul nsw i64 %1334, %30
  %1336 = add nsw i64 %1335, %1220
  br label %1337

1337:                                             ; preds = %1332, %1328
  %1338 = phi i64 [ %1331, %1328 ], [ %1336, %1332 ]
  br i1 %125, label %1339, label %1342

1339:                                             ; preds = %1337
  %1340 = mul i64 %1338, %32
  %1341 = getelementptr float, ptr %21, i64 %1340
  tail call void @llvm.memset.p0.i64(ptr align 4 %1341, i8 0, i64 %514, i1 false)
  br label %1342

1342:                                             ; preds = %1339, %1337
  %1343 = add nsw i64 %1327, 1
  %1344 = icmp eq i64 %1343, %28
  br i1 %1344, label %1345, label %1326

1345:                                             ; preds = %1342, %1301
  %1346 = add nuw nsw i64 %1216, 1
  %1347 = icmp eq i64 %1346, %52
  br i1 %1347, label %800, label %1214

1348:                                             ; preds = %3769, %807
  %1349 = phi i64 [ 0, %807 ], [ %3770, %3769 ]
  %1350 = xor i64 %1349, -1
  br label %1358

1351:                                             ; preds = %3769, %800
  %1352 = icmp eq i64 %36, 1
  %1353 = mul nsw i64 %47, %30
  %1354 = icmp eq i64 %8, 0
  %1355 = icmp eq i64 %9, 0
  br label %3854

1356:                                             ; preds = %1407
  call fastcc void @products(ptr noundef %802, ptr noundef %803, i64 noundef %1408, ptr noundef %117, i64 noundef %32, i64 noundef %107, i64 noundef %819)
  %1357 = icmp sgt i64 %1408, 0
  br i1 %1357, label %1412, label %1411

1358:                                             ; preds = %1348, %1407
  %1359 = phi i64 [ 0, %1348 ], [ %1408, %1407 ]
  %1360 = phi i64 [ 0, %1348 ], [ %1409, %1407 ]
  %1361 = getelementptr inbounds nuw %struct.rowstate, ptr %777, i64 %1360
  %1362 = getelementptr inbounds nuw i8, ptr %1361, i64 32
  %1363 = load i64, ptr %1362, align 8
  %1364 = icmp slt i64 %1349, %1363
  br i1 %1364, label %1365, label %1407

1365:                                             ; preds = %1358
  %1366 = add nsw i64 %1360, %49
  %1367 = add i64 %1363, %1350
  %1368 = select i1 %65, i64 %1367, i64 %1349
  %1369 = getelementptr inbounds nuw i8, ptr %1361, i64 40
  br i1 %808, label %1370, label %1375

1370:                                             ; preds = %1365
  %1371 = mul nsw i64 %1366, %28
  %1372 = add nsw i64 %1368, %1371
  %1373 = mul i64 %809, %1372
  %1374 = getelementptr float, ptr %811, i64 %1373
  store ptr %1374, ptr %1369, align 8
  br i1 %812, label %1392, label %1380

1375:                                             ; preds = %1365
  %1376 = mul nsw i64 %1368, %30
  %1377 = add nsw i64 %1376, %1366
  %1378 = mul i64 %809, %1377
  %1379 = getelementptr float, ptr %811, i64 %1378
  store ptr %1379, ptr %1369, align 8
  br i1 %812, label %1392, label %1383

1380:                                             ; preds = %1370
  %1381 = mul nsw i64 %1372, %34
  %1382 = add nsw i64 %1381, %47
  br label %1388

1383:                                             ; preds = %1375
  %1384 = mul nsw i64 %1368, %34
  %1385 = add nsw i64 %1384, %47
  %1386 = mul nsw i64 %1385, %30
  %1387 = add nsw i64 %1386, %1366
  br label %1388

1388:                                             ; preds = %1383, %1380
  %1389 = phi i64 [ %1382, %1380 ], [ %1387, %1383 ]
  %1390 = mul nsw i64 %1389, %32
  %1391 = getelementptr inbounds float, ptr %21, i64 %1390
  br label %1392

1392:                                             ; preds = %1375, %1370, %1388
  %1393 = phi ptr [ %1391, %1388 ], [ null, %1370 ], [ null, %1375 ]
  %1394 = getelementptr inbounds nuw i8, ptr %1361, i64 48
  store ptr %1393, ptr %1394, align 8
  %1395 = getelementptr inbounds ptr, ptr %801, i64 %1359
  store ptr %1361, ptr %1395, align 8
  %1396 = load ptr, ptr %1361, align 8
  %1397 = getelementptr inbounds ptr, ptr %802, i64 %1359
  store ptr %1396, ptr %1397, align 8
  %1398 = getelementptr inbounds nuw i8, ptr %1361, i64 16
  %1399 = load ptr, ptr %1398, align 8
  %1400 = getelementptr inbounds ptr, ptr %803, i64 %1359
  store ptr %1399, ptr %1400, align 8
  %1401 = getelementptr inbounds nuw i8, ptr %1361, i64 24
  %1402 = load ptr, ptr %1401, align 8
  %1403 = getelementptr inbounds ptr, ptr %804, i64 %1359
  store ptr %1402, ptr %1403, align 8
  %1404 = getelementptr inbounds i8, ptr %1399, i64 %813
  %1405 = getelementptr inbounds ptr, ptr %805, i64 %1359
  store ptr %1404, ptr %1405, align 8
  %1406 = add nsw i64 %1359, 1
  br label %1407

1407:                                             ; preds = %1358, %1392
  %1408 = phi i64 [ %1406, %1392 ], [ %1359, %1358 ]
  %1409 = add nuw nsw i64 %1360, 1
  %1410 = icmp eq i64 %1409, %52
  br i1 %1410, label %1356, label %1358

1411:                                             ; preds = %3494, %1356
  br i1 %816, label %3768, label %3497

1412:                                             ; preds = %1356, %3494
  %1413 = phi i64 [ %3495, %3494 ], [ 0, %1356 ]
  %1414 = getelementptr inbounds nuw ptr, ptr %801, i64 %1413
  %1415 = load ptr, ptr %1414, align 8
  %1416 = getelementptr inbounds nuw i8, ptr %1415, i64 40
  %1417 = load ptr, ptr %1416, align 8
  %1418 = getelementptr inbounds nuw i8, ptr %1415, i64 16
  %1419 = load ptr, ptr %1418, align 8
  %1420 = ptrtoint ptr %1419 to i64
  %1421 = load ptr, ptr %1415, align 8
  %1422 = ptrtoint ptr %1421 to i64
  %1423 = getelementptr inbounds nuw i8, ptr %1415, i64 8
  %1424 = load ptr, ptr %1423, align 8
  br i1 %814, label %1425, label %1624

1425:                                             ; preds = %1412
  br i1 %125, label %1426, label %1529

1426:                                             ; preds = %1425
  br i1 %1164, label %1510, label %1427

1427:                                             ; preds = %1426
  %1428 = getelementptr i8, ptr %1419, i64 %847
  %1429 = getelementptr i8, ptr %1417, i64 %847
  %1430 = icmp ult ptr %1419, %1429
  %1431 = icmp ult ptr %1417, %1428
  %1432 = and i1 %1430, %1431
  %1433 = icmp ult ptr %1419, %853
  %1434 = icmp ult ptr %123, %1428
  %1435 = and i1 %1433, %1434
  %1436 = or i1 %1432, %1435
  %1437 = icmp ult ptr %1419, %857
  %1438 = icmp ult ptr %122, %1428
  %1439 = and i1 %1437, %1438
  %1440 = or i1 %1436, %1439
  br i1 %1440, label %1510, label %1441

1441:                                             ; preds = %1427
  br i1 %1165, label %1492, label %1442

1442:                                             ; preds = %1441, %1442
  %1443 = phi i64 [ %1488, %1442 ], [ 0, %1441 ]
  %1444 = getelementptr inbounds nuw float, ptr %1417, i64 %1443
  %1445 = getelementptr inbounds nuw i8, ptr %1444, i64 64
  %1446 = getelementptr inbounds nuw i8, ptr %1444, i64 128
  %1447 = getelementptr inbounds nuw i8, ptr %1444, i64 192
  %1448 = load <16 x float>, ptr %1444, align 4
  %1449 = load <16 x float>, ptr %1445, align 4
  %1450 = load <16 x float>, ptr %1446, align 4
  %1451 = load <16 x float>, ptr %1447, align 4
  %1452 = getelementptr inbounds nuw float, ptr %122, i64 %1443
  %1453 = getelementptr inbounds nuw i8, ptr %1452, i64 64
  %1454 = getelementptr inbounds nuw i8, ptr %1452, i64 128
  %1455 = getelementptr inbounds nuw i8, ptr %1452, i64 192
  %1456 = load <16 x float>, ptr %1452, align 4
  %1457 = load <16 x float>, ptr %1453, align 4
  %1458 = load <16 x float>, ptr %1454, align 4
  %1459 = load <16 x float>, ptr %1455, align 4
  %1460 = fadd <16 x float> %1448, %1456
  %1461 = fadd <16 x float> %1449, %1457
  %1462 = fadd <16 x float> %1450, %1458
  %1463 = fadd <16 x float> %1451, %1459
  %1464 = getelementptr inbounds nuw float, ptr %123, i64 %1443
  %1465 = getelementptr inbounds nuw i8, ptr %1464, i64 64
  %1466 = getelementptr inbounds nuw i8, ptr %1464, i64 128
  %1467 = getelementptr inbounds nuw i8, ptr %1464, i64 192
  %1468 = load <16 x float>, ptr %1464, align 4
  %1469 = load <16 x float>, ptr %1465, align 4
  %1470 = load <16 x float>, ptr %1466, align 4
  %1471 = load <16 x float>, ptr %1467, align 4
  %1472 = fadd <16 x float> %1460, %1468
  %1473 = fadd <16 x float> %1461, %1469
  %1474 = fadd <16 x float> %1462, %1470
  %1475 = fadd <16 x float> %1463, %1471
  %1476 = getelementptr inbounds nuw float, ptr %1419, i64 %1443
  %1477 = getelementptr inbounds nuw i8, ptr %1476, i64 64
  %1478 = getelementptr inbounds nuw i8, ptr %1476, i64 128
  %1479 = getelementptr inbounds nuw i8, ptr %1476, i64 192
  %1480 = load <16 x float>, ptr %1476, align 4
  %1481 = load <16 x float>, ptr %1477, align 4
  %1482 = load <16 x float>, ptr %1478, align 4
  %1483 = load <16 x float>, ptr %1479, align 4
  %1484 = fadd <16 x float> %1472, %1480
  %1485 = fadd <16 x float> %1473, %1481
  %1486 = fadd <16 x float> %1474, %1482
  %1487 = fadd <16 x float> %1475, %1483
  store <16 x float> %1484, ptr %1476, align 4
  store <16 x float> %1485, ptr %1477, align 4
  store <16 x float> %1486, ptr %1478, align 4
  store <16 x float> %1487, ptr %1479, align 4
  %1488 = add nuw i64 %1443, 64
  %1489 = icmp eq i64 %1488, %1167
  br i1 %1489, label %1490, label %1442

1490:                                             ; preds = %1442
  br i1 %1168, label %1530, label %1491

1491:                                             ; preds = %1490
  br i1 %1169, label %1510, label %1492

1492:                                             ; preds = %1441, %1491
  %1493 = phi i64 [ %1167, %1491 ], [ 0, %1441 ]
  br label %1494

1494:                                             ; preds = %1494, %1492
  %1495 = phi i64 [ %1493, %1492 ], [ %1507, %1494 ]
  %1496 = getelementptr inbounds nuw float, ptr %1417, i64 %1495
  %1497 = load <8 x float>, ptr %1496, align 4
  %1498 = getelementptr inbounds nuw float, ptr %122, i64 %1495
  %1499 = load <8 x float>, ptr %1498, align 4
  %1500 = fadd <8 x float> %1497, %1499
  %1501 = getelementptr inbounds nuw float, ptr %123, i64 %1495
  %1502 = load <8 x float>, ptr %1501, align 4
  %1503 = fadd <8 x float> %1500, %1502
  %1504 = getelementptr inbounds nuw float, ptr %1419, i64 %1495
  %1505 = load <8 x float>, ptr %1504, align 4
  %1506 = fadd <8 x float> %1503, %1505
  store <8 x float> %1506, ptr %1504, align 4
  %1507 = add nuw i64 %1495, 8
  %1508 = icmp eq i64 %1507, %1170
  br i1 %1508, label %1509, label %1494

1509:                                             ; preds = %1494
  br i1 %1171, label %1530, label %1510

1510:                                             ; preds = %1427, %1426, %1491, %1509
  %1511 = phi i64 [ 0, %1426 ], [ 0, %1427 ], [ %1167, %1491 ], [ %1170, %1509 ]
  %1512 = or disjoint i64 %1511, 1
  br i1 %1173, label %1526, label %1513

1513:                                             ; preds = %1510
  %1514 = getelementptr inbounds nuw float, ptr %1417, i64 %1511
  %1515 = load float, ptr %1514, align 4
  %1516 = getelementptr inbounds nuw float, ptr %122, i64 %1511
  %1517 = load float, ptr %1516, align 4
  %1518 = fadd float %1515, %1517
  %1519 = getelementptr inbounds nuw float, ptr %123, i64 %1511
  %1520 = load float, ptr %1519, align 4
  %1521 = fadd float %1518, %1520
  %1522 = getelementptr inbounds nuw float, ptr %1419, i64 %1511
  %1523 = load float, ptr %1522, align 4
  %1524 = fadd float %1521, %1523
  store float %1524, ptr %1522, align 4
  %1525 = or disjoint i64 %1511, 1
  br label %1526

1526:                                             ; preds = %1513, %1510
  %1527 = phi i64 [ %1511, %1510 ], [ %1525, %1513 ]
  %1528 = icmp eq i64 %32, %1512
  br i1 %1528, label %1530, label %1578

1529:                                             ; preds = %1425
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1419, i64 noundef %106)
  br label %3494

1530:                                             ; preds = %1526, %1578, %1509, %1490
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1419, i64 noundef %106)
  %1531 = sub i64 %1422, %1420
  %1532 = icmp ult i64 %1531, 256
  %1533 = select i1 %1174, i1 true, i1 %1532
  br i1 %1533, label %1563, label %1534

1534:                                             ; preds = %1530
  br i1 %1175, label %1553, label %1535

1535:                                             ; preds = %1534, %1535
  %1536 = phi i64 [ %1549, %1535 ], [ 0, %1534 ]
  %1537 = getelementptr inbounds nuw float, ptr %1419, i64 %1536
  %1538 = getelementptr inbounds nuw i8, ptr %1537, i64 64
  %1539 = getelementptr inbounds nuw i8, ptr %1537, i64 128
  %1540 = getelementptr inbounds nuw i8, ptr %1537, i64 192
  %1541 = load <16 x float>, ptr %1537, align 4
  %1542 = load <16 x float>, ptr %1538, align 4
  %1543 = load <16 x float>, ptr %1539, align 4
  %1544 = load <16 x float>, ptr %1540, align 4
  %1545 = getelementptr inbounds nuw float, ptr %1421, i64 %1536
  %1546 = getelementptr inbounds nuw i8, ptr %1545, i64 64
  %1547 = getelementptr inbounds nuw i8, ptr %1545, i64 128
  %1548 = getelementptr inbounds nuw i8, ptr %1545, i64 192
  store <16 x float> %1541, ptr %1545, align 4
  store <16 x float> %1542, ptr %1546, align 4
  store <16 x float> %1543, ptr %1547, align 4
  store <16 x float> %1544, ptr %1548, align 4
  %1549 = add nuw i64 %1536, 64
  %1550 = icmp eq i64 %1549, %1177
  br i1 %1550, label %1551, label %1535

1551:                                             ; preds = %1535
  br i1 %1178, label %3494, label %1552

1552:                                             ; preds = %1551
  br i1 %1179, label %1563, label %1553

1553:                                             ; preds = %1534, %1552
  %1554 = phi i64 [ %1177, %1552 ], [ 0, %1534 ]
  br label %1555

1555:                                             ; preds = %1555, %1553
  %1556 = phi i64 [ %1554, %1553 ], [ %1560, %1555 ]
  %1557 = getelementptr inbounds nuw float, ptr %1419, i64 %1556
  %1558 = load <8 x float>, ptr %1557, align 4
  %1559 = getelementptr inbounds nuw float, ptr %1421, i64 %1556
  store <8 x float> %1558, ptr %1559, align 4
  %1560 = add nuw i64 %1556, 8
  %1561 = icmp eq i64 %1560, %1180
  br i1 %1561, label %1562, label %1555

1562:                                             ; preds = %1555
  br i1 %1181, label %3494, label %1563

1563:                                             ; preds = %1530, %1552, %1562
  %1564 = phi i64 [ 0, %1530 ], [ %1177, %1552 ], [ %1180, %1562 ]
  br i1 %1183, label %1574, label %1565

1565:                                             ; preds = %1563, %1565
  %1566 = phi i64 [ %1571, %1565 ], [ %1564, %1563 ]
  %1567 = phi i64 [ %1572, %1565 ], [ 0, %1563 ]
  %1568 = getelementptr inbounds nuw float, ptr %1419, i64 %1566
  %1569 = load float, ptr %1568, align 4
  %1570 = getelementptr inbounds nuw float, ptr %1421, i64 %1566
  store float %1569, ptr %1570, align 4
  %1571 = add nuw nsw i64 %1566, 1
  %1572 = add i64 %1567, 1
  %1573 = icmp eq i64 %1572, %1182
  br i1 %1573, label %1574, label %1565

1574:                                             ; preds = %1565, %1563
  %1575 = phi i64 [ %1564, %1563 ], [ %1571, %1565 ]
  %1576 = sub nsw i64 %1564, %32
  %1577 = icmp ugt i64 %1576, -4
  br i1 %1577, label %3494, label %1605

1578:                                             ; preds = %1526, %1578
  %1579 = phi i64 [ %1603, %1578 ], [ %1527, %1526 ]
  %1580 = getelementptr inbounds nuw float, ptr %1417, i64 %1579
  %1581 = load float, ptr %1580, align 4
  %1582 = getelementptr inbounds nuw float, ptr %122, i64 %1579
  %1583 = load float, ptr %1582, align 4
  %1584 = fadd float %1581, %1583
  %1585 = getelementptr inbounds nuw float, ptr %123, i64 %1579
  %1586 = load float, ptr %1585, align 4
  %1587 = fadd float %1584, %1586
  %1588 = getelementptr inbounds nuw float, ptr %1419, i64 %1579
  %1589 = load float, ptr %1588, align 4
  %1590 = fadd float %1587, %1589
  store float %1590, ptr %1588, align 4
  %1591 = add nuw nsw i64 %1579, 1
  %1592 = getelementptr inbounds nuw float, ptr %1417, i64 %1591
  %1593 = load float, ptr %1592, align 4
  %1594 = getelementptr inbounds nuw float, ptr %122, i64 %1591
  %1595 = load float, ptr %1594, align 4
  %1596 = fadd float %1593, %1595
  %1597 = getelementptr inbounds nuw float, ptr %123, i64 %1591
  %1598 = load float, ptr %1597, align 4
  %1599 = fadd float %1596, %1598
  %1600 = getelementptr inbounds nuw float, ptr %1419, i64 %1591
  %1601 = load float, ptr %1600, align 4
  %1602 = fadd float %1599, %1601
  store float %1602, ptr %1600, align 4
  %1603 = add nuw nsw i64 %1579, 2
  %1604 = icmp eq i64 %1603, %32
  br i1 %1604, label %1530, label %1578

1605:                                             ; preds = %1574, %1605
  %1606 = phi i64 [ %1622, %1605 ], [ %1575, %1574 ]
  %1607 = getelementptr inbounds nuw float, ptr %1419, i64 %1606
  %1608 = load float, ptr %1607, align 4
  %1609 = getelementptr inbounds nuw float, ptr %1421, i64 %1606
  store float %1608, ptr %1609, align 4
  %1610 = add nuw nsw i64 %1606, 1
  %1611 = getelementptr inbounds nuw float, ptr %1419, i64 %1610
  %1612 = load float, ptr %1611, align 4
  %1613 = getelementptr inbounds nuw float, ptr %1421, i64 %1610
  store float %1612, ptr %1613, align 4
  %1614 = add nuw nsw i64 %1606, 2
  %1615 = getelementptr inbounds nuw float, ptr %1419, i64 %1614
  %1616 = load float, ptr %1615, align 4
  %1617 = getelementptr inbounds nuw float, ptr %1421, i64 %1614
  store float %1616, ptr %1617, align 4
  %1618 = add nuw nsw i64 %1606, 3
  %1619 = getelementptr inbounds nuw float, ptr %1419, i64 %1618
  %1620 = load float, ptr %1619, align 4
  %1621 = getelementptr inbounds nuw float, ptr %1421, i64 %1618
  store float %1620, ptr %1621, align 4
  %1622 = add nuw nsw i64 %1606, 4
  %1623 = icmp eq i64 %1622, %32
  br i1 %1623, label %3494, label %1605

1624:                                             ; preds = %1412
  br i1 %37, label %1625, label %2588

1625:                                             ; preds = %1624
  br i1 %125, label %1626, label %1729

1626:                                             ; preds = %1625
  br i1 %1088, label %1710, label %1627

1627:                                             ; preds = %1626
  %1628 = getelementptr i8, ptr %1419, i64 %933
  %1629 = getelementptr i8, ptr %1417, i64 %933
  %1630 = icmp ult ptr %1419, %1629
  %1631 = icmp ult ptr %1417, %1628
  %1632 = and i1 %1630, %1631
  %1633 = icmp ult ptr %1419, %939
  %1634 = icmp ult ptr %123, %1628
  %1635 = and i1 %1633, %1634
  %1636 = or i1 %1632, %1635
  %1637 = icmp ult ptr %1419, %943
  %1638 = icmp ult ptr %122, %1628
  %1639 = and i1 %1637, %1638
  %1640 = or i1 %1636, %1639
  br i1 %1640, label %1710, label %1641

1641:                                             ; preds = %1627
  br i1 %1089, label %1692, label %1642

1642:                                             ; preds = %1641, %1642
  %1643 = phi i64 [ %1688, %1642 ], [ 0, %1641 ]
  %1644 = getelementptr inbounds nuw float, ptr %1417, i64 %1643
  %1645 = getelementptr inbounds nuw i8, ptr %1644, i64 64
  %1646 = getelementptr inbounds nuw i8, ptr %1644, i64 128
  %1647 = getelementptr inbounds nuw i8, ptr %1644, i64 192
  %1648 = load <16 x float>, ptr %1644, align 4
  %1649 = load <16 x float>, ptr %1645, align 4
  %1650 = load <16 x float>, ptr %1646, align 4
  %1651 = load <16 x float>, ptr %1647, align 4
  %1652 = getelementptr inbounds nuw float, ptr %122, i64 %1643
  %1653 = getelementptr inbounds nuw i8, ptr %1652, i64 64
  %1654 = getelementptr inbounds nuw i8, ptr %1652, i64 128
  %1655 = getelementptr inbounds nuw i8, ptr %1652, i64 192
  %1656 = load <16 x float>, ptr %1652, align 4
  %1657 = load <16 x float>, ptr %1653, align 4
  %1658 = load <16 x float>, ptr %1654, align 4
  %1659 = load <16 x float>, ptr %1655, align 4
  %1660 = fadd <16 x float> %1648, %1656
  %1661 = fadd <16 x float> %1649, %1657
  %1662 = fadd <16 x float> %1650, %1658
  %1663 = fadd <16 x float> %1651, %1659
  %1664 = getelementptr inbounds nuw float, ptr %123, i64 %1643
  %1665 = getelementptr inbounds nuw i8, ptr %1664, i64 64
  %1666 = getelementptr inbounds nuw i8, ptr %1664, i64 128
  %1667 = getelementptr inbounds nuw i8, ptr %1664, i64 192
  %1668 = load <16 x float>, ptr %1664, align 4
  %1669 = load <16 x float>, ptr %1665, align 4
  %1670 = load <16 x float>, ptr %1666, align 4
  %1671 = load <16 x float>, ptr %1667, align 4
  %1672 = fadd <16 x float> %1660, %1668
  %1673 = fadd <16 x float> %1661, %1669
  %1674 = fadd <16 x float> %1662, %1670
  %1675 = fadd <16 x float> %1663, %1671
  %1676 = getelementptr inbounds nuw float, ptr %1419, i64 %1643
  %1677 = getelementptr inbounds nuw i8, ptr %1676, i64 64
  %1678 = getelementptr inbounds nuw i8, ptr %1676, i64 128
  %1679 = getelementptr inbounds nuw i8, ptr %1676, i64 192
  %1680 = load <16 x float>, ptr %1676, align 4
  %1681 = load <16 x float>, ptr %1677, align 4
  %1682 = load <16 x float>, ptr %1678, align 4
  %1683 = load <16 x float>, ptr %1679, align 4
  %1684 = fadd <16 x float> %1672, %1680
  %1685 = fadd <16 x float> %1673, %1681
  %1686 = fadd <16 x float> %1674, %1682
  %1687 = fadd <16 x float> %1675, %1683
  store <16 x float> %1684, ptr %1676, align 4
  store <16 x float> %1685, ptr %1677, align 4
  store <16 x float> %1686, ptr %1678, align 4
  store <16 x float> %1687, ptr %1679, align 4
  %1688 = add nuw i64 %1643, 64
  %1689 = icmp eq i64 %1688, %1091
  br i1 %1689, label %1690, label %1642

1690:                                             ; preds = %1642
  br i1 %1092, label %1731, label %1691

1691:                                             ; preds = %1690
  br i1 %1093, label %1710, label %1692

1692:                                             ; preds = %1641, %1691
  %1693 = phi i64 [ %1091, %1691 ], [ 0, %1641 ]
  br label %1694

1694:                                             ; preds = %1694, %1692
  %1695 = phi i64 [ %1693, %1692 ], [ %1707, %1694 ]
  %1696 = getelementptr inbounds nuw float, ptr %1417, i64 %1695
  %1697 = load <8 x float>, ptr %1696, align 4
  %1698 = getelementptr inbounds nuw float, ptr %122, i64 %1695
  %1699 = load <8 x float>, ptr %1698, align 4
  %1700 = fadd <8 x float> %1697, %1699
  %1701 = getelementptr inbounds nuw float, ptr %123, i64 %1695
  %1702 = load <8 x float>, ptr %1701, align 4
  %1703 = fadd <8 x float> %1700, %1702
  %1704 = getelementptr inbounds nuw float, ptr %1419, i64 %1695
  %1705 = load <8 x float>, ptr %1704, align 4
  %1706 = fadd <8 x float> %1703, %1705
  store <8 x float> %1706, ptr %1704, align 4
  %1707 = add nuw i64 %1695, 8
  %1708 = icmp eq i64 %1707, %1094
  br i1 %1708, label %1709, label %1694

1709:                                             ; preds = %1694
  br i1 %1095, label %1731, label %1710

1710:                                             ; preds = %1627, %1626, %1691, %1709
  %1711 = phi i64 [ 0, %1626 ], [ 0, %1627 ], [ %1091, %1691 ], [ %1094, %1709 ]
  %1712 = or disjoint i64 %1711, 1
  br i1 %1097, label %1726, label %1713

1713:                                             ; preds = %1710
  %1714 = getelementptr inbounds nuw float, ptr %1417, i64 %1711
  %1715 = load float, ptr %1714, align 4
  %1716 = getelementptr inbounds nuw float, ptr %122, i64 %1711
  %1717 = load float, ptr %1716, align 4
  %1718 = fadd float %1715, %1717
  %1719 = getelementptr inbounds nuw float, ptr %123, i64 %1711
  %1720 = load float, ptr %1719, align 4
  %1721 = fadd float %1718, %1720
  %1722 = getelementptr inbounds nuw float, ptr %1419, i64 %1711
  %1723 = load float, ptr %1722, align 4
  %1724 = fadd float %1721, %1723
  store float %1724, ptr %1722, align 4
  %1725 = or disjoint i64 %1711, 1
  br label %1726

1726:                                             ; preds = %1713, %1710
  %1727 = phi i64 [ %1711, %1710 ], [ %1725, %1713 ]
  %1728 = icmp eq i64 %32, %1712
  br i1 %1728, label %1731, label %1840

1729:                                             ; preds = %1625
  %1730 = getelementptr inbounds float, ptr %1419, i64 %817
  br label %2246

1731:                                             ; preds = %1726, %1840, %1709, %1690
  %1732 = getelementptr float, ptr %1417, i64 %32
  br i1 %1098, label %1820, label %1733

1733:                                             ; preds = %1731
  %1734 = getelementptr i8, ptr %1419, i64 %916
  %1735 = getelementptr i8, ptr %1419, i64 %916
  %1736 = getelementptr i8, ptr %1735, i64 %917
  %1737 = getelementptr i8, ptr %1417, i64 %820
  %1738 = icmp ult ptr %1734, %1737
  %1739 = icmp ult ptr %1732, %1736
  %1740 = and i1 %1738, %1739
  %1741 = icmp ult ptr %1734, %925
  %1742 = icmp ult ptr %923, %1736
  %1743 = and i1 %1741, %1742
  %1744 = or i1 %1740, %1743
  %1745 = icmp ult ptr %1734, %932
  %1746 = icmp ult ptr %930, %1736
  %1747 = and i1 %1745, %1746
  %1748 = or i1 %1744, %1747
  br i1 %1748, label %1820, label %1749

1749:                                             ; preds = %1733
  br i1 %1099, label %1801, label %1750

1750:                                             ; preds = %1749, %1750
  %1751 = phi i64 [ %1797, %1750 ], [ 0, %1749 ]
  %1752 = getelementptr float, ptr %1732, i64 %1751
  %1753 = getelementptr i8, ptr %1752, i64 64
  %1754 = getelementptr i8, ptr %1752, i64 128
  %1755 = getelementptr i8, ptr %1752, i64 192
  %1756 = load <16 x float>, ptr %1752, align 4
  %1757 = load <16 x float>, ptr %1753, align 4
  %1758 = load <16 x float>, ptr %1754, align 4
  %1759 = load <16 x float>, ptr %1755, align 4
  %1760 = add nuw nsw i64 %1751, %106
  %1761 = getelementptr inbounds nuw float, ptr %122, i64 %1760
  %1762 = getelementptr inbounds nuw i8, ptr %1761, i64 64
  %1763 = getelementptr inbounds nuw i8, ptr %1761, i64 128
  %1764 = getelementptr inbounds nuw i8, ptr %1761, i64 192
  %1765 = load <16 x float>, ptr %1761, align 4
  %1766 = load <16 x float>, ptr %1762, align 4
  %1767 = load <16 x float>, ptr %1763, align 4
  %1768 = load <16 x float>, ptr %1764, align 4
  %1769 = fadd <16 x float> %1756, %1765
  %1770 = fadd <16 x float> %1757, %1766
  %1771 = fadd <16 x float> %1758, %1767
  %1772 = fadd <16 x float> %1759, %1768
  %1773 = getelementptr inbounds nuw float, ptr %123, i64 %1760
  %1774 = getelementptr inbounds nuw i8, ptr %1773, i64 64
  %1775 = getelementptr inbounds nuw i8, ptr %1773, i64 128
  %1776 = getelementptr inbounds nuw i8, ptr %1773, i64 192
  %1777 = load <16 x float>, ptr %1773, align 4
  %1778 = load <16 x float>, ptr %1774, align 4
  %1779 = load <16 x float>, ptr %1775, align 4
  %1780 = load <16 x float>, ptr %1776, align 4
  %1781 = fadd <16 x float> %1769, %1777
  %1782 = fadd <16 x float> %1770, %1778
  %1783 = fadd <16 x float> %1771, %1779
  %1784 = fadd <16 x float> %1772, %1780
  %1785 = getelementptr inbounds nuw float, ptr %1419, i64 %1760
  %1786 = getelementptr inbounds nuw i8, ptr %1785, i64 64
  %1787 = getelementptr inbounds nuw i8, ptr %1785, i64 128
  %1788 = getelementptr inbounds nuw i8, ptr %1785, i64 192
  %1789 = load <16 x float>, ptr %1785, align 4
  %1790 = load <16 x float>, ptr %1786, align 4
  %1791 = load <16 x float>, ptr %1787, align 4
  %1792 = load <16 x float>, ptr %1788, align 4
  %1793 = fadd <16 x float> %1781, %1789
  %1794 = fadd <16 x float> %1782, %1790
  %1795 = fadd <16 x float> %1783, %1791
  %1796 = fadd <16 x float> %1784, %1792
  store <16 x float> %1793, ptr %1785, align 4
  store <16 x float> %1794, ptr %1786, align 4
  store <16 x float> %1795, ptr %1787, align 4
  store <16 x float> %1796, ptr %1788, align 4
  %1797 = add nuw i64 %1751, 64
  %1798 = icmp eq i64 %1797, %1101
  br i1 %1798, label %1799, label %1750

1799:                                             ; preds = %1750
  br i1 %1102, label %1867, label %1800

1800:                                             ; preds = %1799
  br i1 %1103, label %1820, label %1801

1801:                                             ; preds = %1749, %1800
  %1802 = phi i64 [ %1101, %1800 ], [ 0, %1749 ]
  br label %1803

1803:                                             ; preds = %1803, %1801
  %1804 = phi i64 [ %1802, %1801 ], [ %1817, %1803 ]
  %1805 = getelementptr float, ptr %1732, i64 %1804
  %1806 = load <8 x float>, ptr %1805, align 4
  %1807 = add nuw nsw i64 %1804, %106
  %1808 = getelementptr inbounds nuw float, ptr %122, i64 %1807
  %1809 = load <8 x float>, ptr %1808, align 4
  %1810 = fadd <8 x float> %1806, %1809
  %1811 = getelementptr inbounds nuw float, ptr %123, i64 %1807
  %1812 = load <8 x float>, ptr %1811, align 4
  %1813 = fadd <8 x float> %1810, %1812
  %1814 = getelementptr inbounds nuw float, ptr %1419, i64 %1807
  %1815 = load <8 x float>, ptr %1814, align 4
  %1816 = fadd <8 x float> %1813, %1815
  store <8 x float> %1816, ptr %1814, align 4
  %1817 = add nuw i64 %1804, 8
  %1818 = icmp eq i64 %1817, %1104
  br i1 %1818, label %1819, label %1803

1819:                                             ; preds = %1803
  br i1 %1105, label %1867, label %1820

1820:                                             ; preds = %1733, %1731, %1800, %1819
  %1821 = phi i64 [ 0, %1731 ], [ 0, %1733 ], [ %1101, %1800 ], [ %1104, %1819 ]
  %1822 = or disjoint i64 %1821, 1
  br i1 %1107, label %1837, label %1823

1823:                                             ; preds = %1820
  %1824 = getelementptr float, ptr %1732, i64 %1821
  %1825 = load float, ptr %1824, align 4
  %1826 = add nuw nsw i64 %1821, %106
  %1827 = getelementptr inbounds nuw float, ptr %122, i64 %1826
  %1828 = load float, ptr %1827, align 4
  %1829 = fadd float %1825, %1828
  %1830 = getelementptr inbounds nuw float, ptr %123, i64 %1826
  %1831 = load float, ptr %1830, align 4
  %1832 = fadd float %1829, %1831
  %1833 = getelementptr inbounds nuw float, ptr %1419, i64 %1826
  %1834 = load float, ptr %1833, align 4
  %1835 = fadd float %1832, %1834
  store float %1835, ptr %1833, align 4
  %1836 = or disjoint i64 %1821, 1
  br label %1837

1837:                                             ; preds = %1823, %1820
  %1838 = phi i64 [ %1821, %1820 ], [ %1836, %1823 ]
  %1839 = icmp eq i64 %32, %1822
  br i1 %1839, label %1867, label %1976

1840:                                             ; preds = %1726, %1840
  %1841 = phi i64 [ %1865, %1840 ], [ %1727, %1726 ]
  %1842 = getelementptr inbounds nuw float, ptr %1417, i64 %1841
  %1843 = load float, ptr %1842, align 4
  %1844 = getelementptr inbounds nuw float, ptr %122, i64 %1841
  %1845 = load float, ptr %1844, align 4
  %1846 = fadd float %1843, %1845
  %1847 = getelementptr inbounds nuw float, ptr %123, i64 %1841
  %1848 = load float, ptr %1847, align 4
  %1849 = fadd float %1846, %1848
  %1850 = getelementptr inbounds nuw float, ptr %1419, i64 %1841
  %1851 = load float, ptr %1850, align 4
  %1852 = fadd float %1849, %1851
  store float %1852, ptr %1850, align 4
  %1853 = add nuw nsw i64 %1841, 1
  %1854 = getelementptr inbounds nuw float, ptr %1417, i64 %1853
  %1855 = load float, ptr %1854, align 4
  %1856 = getelementptr inbounds nuw float, ptr %122, i64 %1853
  %1857 = load float, ptr %1856, align 4
  %1858 = fadd float %1855, %1857
  %1859 = getelementptr inbounds nuw float, ptr %123, i64 %1853
  %1860 = load float, ptr %1859, align 4
  %1861 = fadd float %1858, %1860
  %1862 = getelementptr inbounds nuw float, ptr %1419, i64 %1853
  %1863 = load float, ptr %1862, align 4
  %1864 = fadd float %1861, %1863
  store float %1864, ptr %1862, align 4
  %1865 = add nuw nsw i64 %1841, 2
  %1866 = icmp eq i64 %1865, %32
  br i1 %1866, label %1731, label %1840

1867:                                             ; preds = %1837, %1976, %1819, %1799
  %1868 = getelementptr i8, ptr %1417, i64 %820
  br i1 %1108, label %1956, label %1869

1869:                                             ; preds = %1867
  %1870 = getelementptr i8, ptr %1419, i64 %507
  %1871 = getelementptr i8, ptr %1419, i64 %507
  %1872 = getelementptr i8, ptr %1871, i64 %900
  %1873 = getelementptr i8, ptr %1417, i64 %821
  %1874 = icmp ult ptr %1870, %1873
  %1875 = icmp ult ptr %1868, %1872
  %1876 = and i1 %1874, %1875
  %1877 = icmp ult ptr %1870, %908
  %1878 = icmp ult ptr %906, %1872
  %1879 = and i1 %1877, %1878
  %1880 = or i1 %1876, %1879
  %1881 = icmp ult ptr %1870, %915
  %1882 = icmp ult ptr %913, %1872
  %1883 = and i1 %1881, %1882
  %1884 = or i1 %1880, %1883
  br i1 %1884, label %1956, label %1885

1885:                                             ; preds = %1869
  br i1 %1109, label %1937, label %1886

1886:                                             ; preds = %1885, %1886
  %1887 = phi i64 [ %1933, %1886 ], [ 0, %1885 ]
  %1888 = getelementptr float, ptr %1868, i64 %1887
  %1889 = getelementptr i8, ptr %1888, i64 64
  %1890 = getelementptr i8, ptr %1888, i64 128
  %1891 = getelementptr i8, ptr %1888, i64 192
  %1892 = load <16 x float>, ptr %1888, align 4
  %1893 = load <16 x float>, ptr %1889, align 4
  %1894 = load <16 x float>, ptr %1890, align 4
  %1895 = load <16 x float>, ptr %1891, align 4
  %1896 = add nuw nsw i64 %1887, %817
  %1897 = getelementptr inbounds nuw float, ptr %122, i64 %1896
  %1898 = getelementptr inbounds nuw i8, ptr %1897, i64 64
  %1899 = getelementptr inbounds nuw i8, ptr %1897, i64 128
  %1900 = getelementptr inbounds nuw i8, ptr %1897, i64 192
  %1901 = load <16 x float>, ptr %1897, align 4
  %1902 = load <16 x float>, ptr %1898, align 4
  %1903 = load <16 x float>, ptr %1899, align 4
  %1904 = load <16 x float>, ptr %1900, align 4
  %1905 = fadd <16 x float> %1892, %1901
  %1906 = fadd <16 x float> %1893, %1902
  %1907 = fadd <16 x float> %1894, %1903
  %1908 = fadd <16 x float> %1895, %1904
  %1909 = getelementptr inbounds nuw float, ptr %123, i64 %1896
  %1910 = getelementptr inbounds nuw i8, ptr %1909, i64 64
  %1911 = getelementptr inbounds nuw i8, ptr %1909, i64 128
  %1912 = getelementptr inbounds nuw i8, ptr %1909, i64 192
  %1913 = load <16 x float>, ptr %1909, align 4
  %1914 = load <16 x float>, ptr %1910, align 4
  %1915 = load <16 x float>, ptr %1911, align 4
  %1916 = load <16 x float>, ptr %1912, align 4
  %1917 = fadd <16 x float> %1905, %1913
  %1918 = fadd <16 x float> %1906, %1914
  %1919 = fadd <16 x float> %1907, %1915
  %1920 = fadd <16 x float> %1908, %1916
  %1921 = getelementptr inbounds nuw float, ptr %1419, i64 %1896
  %1922 = getelementptr inbounds nuw i8, ptr %1921, i64 64
  %1923 = getelementptr inbounds nuw i8, ptr %1921, i64 128
  %1924 = getelementptr inbounds nuw i8, ptr %1921, i64 192
  %1925 = load <16 x float>, ptr %1921, align 4
  %1926 = load <16 x float>, ptr %1922, align 4
  %1927 = load <16 x float>, ptr %1923, align 4
  %1928 = load <16 x float>, ptr %1924, align 4
  %1929 = fadd <16 x float> %1917, %1925
  %1930 = fadd <16 x float> %1918, %1926
  %1931 = fadd <16 x float> %1919, %1927
  %1932 = fadd <16 x float> %1920, %1928
  store <16 x float> %1929, ptr %1921, align 4
  store <16 x float> %1930, ptr %1922, align 4
  store <16 x float> %1931, ptr %1923, align 4
  store <16 x float> %1932, ptr %1924, align 4
  %1933 = add nuw i64 %1887, 64
  %1934 = icmp eq i64 %1933, %1111
  br i1 %1934, label %1935, label %1886

1935:                                             ; preds = %1886
  br i1 %1112, label %2005, label %1936

1936:                                             ; preds = %1935
  br i1 %1113, label %1956, label %1937

1937:                                             ; preds = %1885, %1936
  %1938 = phi i64 [ %1111, %1936 ], [ 0, %1885 ]
  br label %1939

1939:                                             ; preds = %1939, %1937
  %1940 = phi i64 [ %1938, %1937 ], [ %1953, %1939 ]
  %1941 = getelementptr float, ptr %1868, i64 %1940
  %1942 = load <8 x float>, ptr %1941, align 4
  %1943 = add nuw nsw i64 %1940, %817
  %1944 = getelementptr inbounds nuw float, ptr %122, i64 %1943
  %1945 = load <8 x float>, ptr %1944, align 4
  %1946 = fadd <8 x float> %1942, %1945
  %1947 = getelementptr inbounds nuw float, ptr %123, i64 %1943
  %1948 = load <8 x float>, ptr %1947, align 4
  %1949 = fadd <8 x float> %1946, %1948
  %1950 = getelementptr inbounds nuw float, ptr %1419, i64 %1943
  %1951 = load <8 x float>, ptr %1950, align 4
  %1952 = fadd <8 x float> %1949, %1951
  store <8 x float> %1952, ptr %1950, align 4
  %1953 = add nuw i64 %1940, 8
  %1954 = icmp eq i64 %1953, %1114
  br i1 %1954, label %1955, label %1939

1955:                                             ; preds = %1939
  br i1 %1115, label %2005, label %1956

1956:                                             ; preds = %1869, %1867, %1936, %1955
  %1957 = phi i64 [ 0, %1867 ], [ 0, %1869 ], [ %1111, %1936 ], [ %1114, %1955 ]
  %1958 = or disjoint i64 %1957, 1
  br i1 %1117, label %1973, label %1959

1959:                                             ; preds = %1956
  %1960 = getelementptr float, ptr %1868, i64 %1957
  %1961 = load float, ptr %1960, align 4
  %1962 = add nuw nsw i64 %1957, %817
  %1963 = getelementptr inbounds nuw float, ptr %122, i64 %1962
  %1964 = load float, ptr %1963, align 4
  %1965 = fadd float %1961, %1964
  %1966 = getelementptr inbounds nuw float, ptr %123, i64 %1962
  %1967 = load float, ptr %1966, align 4
  %1968 = fadd float %1965, %1967
  %1969 = getelementptr inbounds nuw float, ptr %1419, i64 %1962
  %1970 = load float, ptr %1969, align 4
  %1971 = fadd float %1968, %1970
  store float %1971, ptr %1969, align 4
  %1972 = or disjoint i64 %1957, 1
  br label %1973

1973:                                             ; preds = %1959, %1956
  %1974 = phi i64 [ %1957, %1956 ], [ %1972, %1959 ]
  %1975 = icmp eq i64 %32, %1958
  br i1 %1975, label %2005, label %2114

1976:                                             ; preds = %1837, %1976
  %1977 = phi i64 [ %2003, %1976 ], [ %1838, %1837 ]
  %1978 = getelementptr float, ptr %1732, i64 %1977
  %1979 = load float, ptr %1978, align 4
  %1980 = add nuw nsw i64 %1977, %106
  %1981 = getelementptr inbounds nuw float, ptr %122, i64 %1980
  %1982 = load float, ptr %1981, align 4
  %1983 = fadd float %1979, %1982
  %1984 = getelementptr inbounds nuw float, ptr %123, i64 %1980
  %1985 = load float, ptr %1984, align 4
  %1986 = fadd float %1983, %1985
  %1987 = getelementptr inbounds nuw float, ptr %1419, i64 %1980
  %1988 = load float, ptr %1987, align 4
  %1989 = fadd float %1986, %1988
  store float %1989, ptr %1987, align 4
  %1990 = add nuw nsw i64 %1977, 1
  %1991 = getelementptr float, ptr %1732, i64 %1990
  %1992 = load float, ptr %1991, align 4
  %1993 = add nuw nsw i64 %1990, %106
  %1994 = getelementptr inbounds nuw float, ptr %122, i64 %1993
  %1995 = load float, ptr %1994, align 4
  %1996 = fadd float %1992, %1995
  %1997 = getelementptr inbounds nuw float, ptr %123, i64 %1993
  %1998 = load float, ptr %1997, align 4
  %1999 = fadd float %1996, %1998
  %2000 = getelementptr inbounds nuw float, ptr %1419, i64 %1993
  %2001 = load float, ptr %2000, align 4
  %2002 = fadd float %1999, %2001
  store float %2002, ptr %2000, align 4
  %2003 = add nuw nsw i64 %1977, 2
  %2004 = icmp eq i64 %2003, %32
  br i1 %2004, label %1867, label %1976

2005:                                             ; preds = %1973, %2114, %1955, %1935
  %2006 = getelementptr i8, ptr %1417, i64 %821
  br i1 %1118, label %2094, label %2007

2007:                                             ; preds = %2005
  %2008 = getelementptr i8, ptr %1419, i64 %882
  %2009 = getelementptr i8, ptr %1419, i64 %882
  %2010 = getelementptr i8, ptr %2009, i64 %883
  %2011 = getelementptr i8, ptr %1417, i64 %884
  %2012 = icmp ult ptr %2008, %2011
  %2013 = icmp ult ptr %2006, %2010
  %2014 = and i1 %2012, %2013
  %2015 = icmp ult ptr %2008, %892
  %2016 = icmp ult ptr %890, %2010
  %2017 = and i1 %2015, %2016
  %2018 = or i1 %2014, %2017
  %2019 = icmp ult ptr %2008, %899
  %2020 = icmp ult ptr %897, %2010
  %2021 = and i1 %2019, %2020
  %2022 = or i1 %2018, %2021
  br i1 %2022, label %2094, label %2023

2023:                                             ; preds = %2007
  br i1 %1119, label %2075, label %2024

2024:                                             ; preds = %2023, %2024
  %2025 = phi i64 [ %2071, %2024 ], [ 0, %2023 ]
  %2026 = getelementptr float, ptr %2006, i64 %2025
  %2027 = getelementptr i8, ptr %2026, i64 64
  %2028 = getelementptr i8, ptr %2026, i64 128
  %2029 = getelementptr i8, ptr %2026, i64 192
  %2030 = load <16 x float>, ptr %2026, align 4
  %2031 = load <16 x float>, ptr %2027, align 4
  %2032 = load <16 x float>, ptr %2028, align 4
  %2033 = load <16 x float>, ptr %2029, align 4
  %2034 = add nuw nsw i64 %2025, %110
  %2035 = getelementptr inbounds nuw float, ptr %122, i64 %2034
  %2036 = getelementptr inbounds nuw i8, ptr %2035, i64 64
  %2037 = getelementptr inbounds nuw i8, ptr %2035, i64 128
  %2038 = getelementptr inbounds nuw i8, ptr %2035, i64 192
  %2039 = load <16 x float>, ptr %2035, align 4
  %2040 = load <16 x float>, ptr %2036, align 4
  %2041 = load <16 x float>, ptr %2037, align 4
  %2042 = load <16 x float>, ptr %2038, align 4
  %2043 = fadd <16 x float> %2030, %2039
  %2044 = fadd <16 x float> %2031, %2040
  %2045 = fadd <16 x float> %2032, %2041
  %2046 = fadd <16 x float> %2033, %2042
  %2047 = getelementptr inbounds nuw float, ptr %123, i64 %2034
  %2048 = getelementptr inbounds nuw i8, ptr %2047, i64 64
  %2049 = getelementptr inbounds nuw i8, ptr %2047, i64 128
  %2050 = getelementptr inbounds nuw i8, ptr %2047, i64 192
  %2051 = load <16 x float>, ptr %2047, align 4
  %2052 = load <16 x float>, ptr %2048, align 4
  %2053 = load <16 x float>, ptr %2049, align 4
  %2054 = load <16 x float>, ptr %2050, align 4
  %2055 = fadd <16 x float> %2043, %2051
  %2056 = fadd <16 x float> %2044, %2052
  %2057 = fadd <16 x float> %2045, %2053
  %2058 = fadd <16 x float> %2046, %2054
  %2059 = getelementptr inbounds nuw float, ptr %1419, i64 %2034
  %2060 = getelementptr inbounds nuw i8, ptr %2059, i64 64
  %2061 = getelementptr inbounds nuw i8, ptr %2059, i64 128
  %2062 = getelementptr inbounds nuw i8, ptr %2059, i64 192
  %2063 = load <16 x float>, ptr %2059, align 4
  %2064 = load <16 x float>, ptr %2060, align 4
  %2065 = load <16 x float>, ptr %2061, align 4
  %2066 = load <16 x float>, ptr %2062, align 4
  %2067 = fadd <16 x float> %2055, %2063
  %2068 = fadd <16 x float> %2056, %2064
  %2069 = fadd <16 x float> %2057, %2065
  %2070 = fadd <16 x float> %2058, %2066
  store <16 x float> %2067, ptr %2059, align 4
  store <16 x float> %2068, ptr %2060, align 4
  store <16 x float> %2069, ptr %2061, align 4
  store <16 x float> %2070, ptr %2062, align 4
  %2071 = add nuw i64 %2025, 64
  %2072 = icmp eq i64 %2071, %1121
  br i1 %2072, label %2073, label %2024

2073:                                             ; preds = %2024
  br i1 %1122, label %2143, label %2074

2074:                                             ; preds = %2073
  br i1 %1123, label %2094, label %2075

2075:                                             ; preds = %2023, %2074
  %2076 = phi i64 [ %1121, %2074 ], [ 0, %2023 ]
  br label %2077

2077:                                             ; preds = %2077, %2075
  %2078 = phi i64 [ %2076, %2075 ], [ %2091, %2077 ]
  %2079 = getelementptr float, ptr %2006, i64 %2078
  %2080 = load <8 x float>, ptr %2079, align 4
  %2081 = add nuw nsw i64 %2078, %110
  %2082 = getelementptr inbounds nuw float, ptr %122, i64 %2081
  %2083 = load <8 x float>, ptr %2082, align 4
  %2084 = fadd <8 x float> %2080, %2083
  %2085 = getelementptr inbounds nuw float, ptr %123, i64 %2081
  %2086 = load <8 x float>, ptr %2085, align 4
  %2087 = fadd <8 x float> %2084, %2086
  %2088 = getelementptr inbounds nuw float, ptr %1419, i64 %2081
  %2089 = load <8 x float>, ptr %2088, align 4
  %2090 = fadd <8 x float> %2087, %2089
  store <8 x float> %2090, ptr %2088, align 4
  %2091 = add nuw i64 %2078, 8
  %2092 = icmp eq i64 %2091, %1124
  br i1 %2092, label %2093, label %2077

2093:                                             ; preds = %2077
  br i1 %1125, label %2143, label %2094

2094:                                             ; preds = %2007, %2005, %2074, %2093
  %2095 = phi i64 [ 0, %2005 ], [ 0, %2007 ], [ %1121, %2074 ], [ %1124, %2093 ]
  %2096 = or disjoint i64 %2095, 1
  br i1 %1127, label %2111, label %2097

2097:                                             ; preds = %2094
  %2098 = getelementptr float, ptr %2006, i64 %2095
  %2099 = load float, ptr %2098, align 4
  %2100 = add nuw nsw i64 %2095, %110
  %2101 = getelementptr inbounds nuw float, ptr %122, i64 %2100
  %2102 = load float, ptr %2101, align 4
  %2103 = fadd float %2099, %2102
  %2104 = getelementptr inbounds nuw float, ptr %123, i64 %2100
  %2105 = load float, ptr %2104, align 4
  %2106 = fadd float %2103, %2105
  %2107 = getelementptr inbounds nuw float, ptr %1419, i64 %2100
  %2108 = load float, ptr %2107, align 4
  %2109 = fadd float %2106, %2108
  store float %2109, ptr %2107, align 4
  %2110 = or disjoint i64 %2095, 1
  br label %2111

2111:                                             ; preds = %2097, %2094
  %2112 = phi i64 [ %2095, %2094 ], [ %2110, %2097 ]
  %2113 = icmp eq i64 %32, %2096
  br i1 %2113, label %2143, label %2198

2114:                                             ; preds = %1973, %2114
  %2115 = phi i64 [ %2141, %2114 ], [ %1974, %1973 ]
  %2116 = getelementptr float, ptr %1868, i64 %2115
  %2117 = load float, ptr %2116, align 4
  %2118 = add nuw nsw i64 %2115, %817
  %2119 = getelementptr inbounds nuw float, ptr %122, i64 %2118
  %2120 = load float, ptr %2119, align 4
  %2121 = fadd float %2117, %2120
  %2122 = getelementptr inbounds nuw float, ptr %123, i64 %2118
  %2123 = load float, ptr %2122, align 4
  %2124 = fadd float %2121, %2123
  %2125 = getelementptr inbounds nuw float, ptr %1419, i64 %2118
  %2126 = load float, ptr %2125, align 4
  %2127 = fadd float %2124, %2126
  store float %2127, ptr %2125, align 4
  %2128 = add nuw nsw i64 %2115, 1
  %2129 = getelementptr float, ptr %1868, i64 %2128
  %2130 = load float, ptr %2129, align 4
  %2131 = add nuw nsw i64 %2128, %817
  %2132 = getelementptr inbounds nuw float, ptr %122, i64 %2131
  %2133 = load float, ptr %2132, align 4
  %2134 = fadd float %2130, %2133
  %2135 = getelementptr inbounds nuw float, ptr %123, i64 %2131
  %2136 = load float, ptr %2135, align 4
  %2137 = fadd float %2134, %2136
  %2138 = getelementptr inbounds nuw float, ptr %1419, i64 %2131
  %2139 = load float, ptr %2138, align 4
  %2140 = fadd float %2137, %2139
  store float %2140, ptr %2138, align 4
  %2141 = add nuw nsw i64 %2115, 2
  %2142 = icmp eq i64 %2141, %32
  br i1 %2142, label %2005, label %2114

2143:                                             ; preds = %2111, %2198, %2093, %2073
  %2144 = getelementptr float, ptr %1419, i64 %817
  br i1 %828, label %2246, label %2145

2145:                                             ; preds = %2143
  %2146 = getelementptr i8, ptr %1419, i64 %868
  %2147 = getelementptr i8, ptr %1419, i64 %870
  %2148 = getelementptr i8, ptr %1424, i64 %868
  %2149 = icmp ult ptr %1419, %2147
  %2150 = icmp ult ptr %2144, %2146
  %2151 = and i1 %2149, %2150
  %2152 = icmp ult ptr %1419, %876
  %2153 = icmp ult ptr %124, %2146
  %2154 = and i1 %2152, %2153
  %2155 = or i1 %2151, %2154
  %2156 = icmp ult ptr %1419, %2148
  %2157 = icmp ult ptr %1424, %2146
  %2158 = and i1 %2156, %2157
  %2159 = or i1 %2155, %2158
  %2160 = icmp ult ptr %1419, %881
  %2161 = icmp ult ptr %824, %2146
  %2162 = and i1 %2160, %2161
  %2163 = or i1 %2159, %2162
  %2164 = icmp ult ptr %2144, %876
  %2165 = icmp ult ptr %124, %2147
  %2166 = and i1 %2164, %2165
  %2167 = or i1 %2163, %2166
  %2168 = icmp ult ptr %2144, %2148
  %2169 = icmp ult ptr %1424, %2147
  %2170 = and i1 %2168, %2169
  %2171 = or i1 %2167, %2170
  %2172 = icmp ult ptr %2144, %881
  %2173 = icmp ult ptr %824, %2147
  %2174 = and i1 %2172, %2173
  %2175 = or i1 %2171, %2174
  br i1 %2175, label %2176, label %2178

2176:                                             ; preds = %2197, %2145
  %2177 = phi i64 [ %1128, %2197 ], [ 0, %2145 ]
  br label %2227

2178:                                             ; preds = %2145, %2178
  %2179 = phi i64 [ %2195, %2178 ], [ 0, %2145 ]
  %2180 = getelementptr inbounds nuw float, ptr %1419, i64 %2179
  %2181 = load <16 x float>, ptr %2180, align 4
  %2182 = getelementptr inbounds nuw float, ptr %124, i64 %2179
  %2183 = load <16 x float>, ptr %2182, align 4
  %2184 = getelementptr inbounds nuw float, ptr %1424, i64 %2179
  %2185 = load <16 x float>, ptr %2184, align 4
  %2186 = fmul <16 x float> %2183, %2185
  %2187 = fadd <16 x float> %2181, %2186
  store <16 x float> %2187, ptr %2180, align 4
  %2188 = getelementptr inbounds nuw float, ptr %2144, i64 %2179
  %2189 = load <16 x float>, ptr %2188, align 4
  %2190 = getelementptr float, ptr %824, i64 %2179
  %2191 = load <16 x float>, ptr %2190, align 4
  %2192 = load <16 x float>, ptr %2184, align 4
  %2193 = fmul <16 x float> %2191, %2192
  %2194 = fadd <16 x float> %2189, %2193
  store <16 x float> %2194, ptr %2188, align 4
  %2195 = add nuw i64 %2179, 16
  %2196 = icmp eq i64 %2195, %1128
  br i1 %2196, label %2197, label %2178

2197:                                             ; preds = %2178
  br i1 %1129, label %2246, label %2176

2198:                                             ; preds = %2111, %2198
  %2199 = phi i64 [ %2225, %2198 ], [ %2112, %2111 ]
  %2200 = getelementptr float, ptr %2006, i64 %2199
  %2201 = load float, ptr %2200, align 4
  %2202 = add nuw nsw i64 %2199, %110
  %2203 = getelementptr inbounds nuw float, ptr %122, i64 %2202
  %2204 = load float, ptr %2203, align 4
  %2205 = fadd float %2201, %2204
  %2206 = getelementptr inbounds nuw float, ptr %123, i64 %2202
  %2207 = load float, ptr %2206, align 4
  %2208 = fadd float %2205, %2207
  %2209 = getelementptr inbounds nuw float, ptr %1419, i64 %2202
  %2210 = load float, ptr %2209, align 4
  %2211 = fadd float %2208, %2210
  store float %2211, ptr %2209, align 4
  %2212 = add nuw nsw i64 %2199, 1
  %2213 = getelementptr float, ptr %2006, i64 %2212
  %2214 = load float, ptr %2213, align 4
  %2215 = add nuw nsw i64 %2212, %110
  %2216 = getelementptr inbounds nuw float, ptr %122, i64 %2215
  %2217 = load float, ptr %2216, align 4
  %2218 = fadd float %2214, %2217
  %2219 = getelementptr inbounds nuw float, ptr %123, i64 %2215
  %2220 = load float, ptr %2219, align 4
  %2221 = fadd float %2218, %2220
  %2222 = getelementptr inbounds nuw float, ptr %1419, i64 %2215
  %2223 = load float, ptr %2222, align 4
  %2224 = fadd float %2221, %2223
  store float %2224, ptr %2222, align 4
  %2225 = add nuw nsw i64 %2199, 2
  %2226 = icmp eq i64 %2225, %32
  br i1 %2226, label %2143, label %2198

2227:                                             ; preds = %2176, %2227
  %2228 = phi i64 [ %2244, %2227 ], [ %2177, %2176 ]
  %2229 = getelementptr inbounds nuw float, ptr %1419, i64 %2228
  %2230 = load float, ptr %2229, align 4
  %2231 = getelementptr inbounds nuw float, ptr %124, i64 %2228
  %2232 = load float, ptr %2231, align 4
  %2233 = getelementptr inbounds nuw float, ptr %1424, i64 %2228
  %2234 = load float, ptr %2233, align 4
  %2235 = fmul float %2232, %2234
  %2236 = fadd float %2230, %2235
  store float %2236, ptr %2229, align 4
  %2237 = getelementptr inbounds nuw float, ptr %2144, i64 %2228
  %2238 = load float, ptr %2237, align 4
  %2239 = getelementptr float, ptr %824, i64 %2228
  %2240 = load float, ptr %2239, align 4
  %2241 = load float, ptr %2233, align 4
  %2242 = fmul float %2240, %2241
  %2243 = fadd float %2238, %2242
  store float %2243, ptr %2237, align 4
  %2244 = add nuw nsw i64 %2228, 1
  %2245 = icmp eq i64 %2244, %193
  br i1 %2245, label %2246, label %2227

2246:                                             ; preds = %2227, %2197, %1729, %2143
  %2247 = phi i1 [ %827, %1729 ], [ true, %2143 ], [ false, %2197 ], [ false, %2227 ]
  %2248 = phi ptr [ %1730, %1729 ], [ %2144, %2143 ], [ %2144, %2197 ], [ %2144, %2227 ]
  %2249 = getelementptr float, ptr %1419, i64 %106
  %2250 = getelementptr float, ptr %1419, i64 %110
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1419, i64 noundef %106)
  br i1 %99, label %2251, label %2252

2251:                                             ; preds = %2246
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %2248, i64 noundef %106)
  br label %2252

2252:                                             ; preds = %2251, %2246
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %2250, i64 noundef %106)
  br i1 %125, label %2253, label %2366

2253:                                             ; preds = %2252
  %2254 = getelementptr i8, ptr %1424, i64 %868
  %2255 = getelementptr i8, ptr %1419, i64 %869
  %2256 = getelementptr i8, ptr %2255, i64 %868
  %2257 = getelementptr i8, ptr %1419, i64 %868
  %2258 = getelementptr i8, ptr %1419, i64 %507
  %2259 = getelementptr i8, ptr %1419, i64 %870
  %2260 = icmp ult ptr %1424, %2256
  %2261 = icmp ult ptr %2250, %2254
  %2262 = and i1 %2260, %2261
  %2263 = icmp ult ptr %1424, %2257
  %2264 = icmp ult ptr %1419, %2254
  %2265 = and i1 %2263, %2264
  %2266 = or i1 %2262, %2265
  %2267 = icmp ult ptr %1424, %2259
  %2268 = icmp ult ptr %2258, %2254
  %2269 = and i1 %2267, %2268
  %2270 = or i1 %2266, %2269
  br i1 %2270, label %2363, label %2271

2271:                                             ; preds = %2253
  br i1 %1130, label %2340, label %2272

2272:                                             ; preds = %2271
  %2273 = getelementptr float, ptr %1419, i64 %817
  br label %2274

2274:                                             ; preds = %2274, %2272
  %2275 = phi i64 [ 0, %2272 ], [ %2336, %2274 ]
  %2276 = getelementptr float, ptr %1419, i64 %2275
  %2277 = getelementptr i8, ptr %2276, i64 64
  %2278 = getelementptr i8, ptr %2276, i64 128
  %2279 = getelementptr i8, ptr %2276, i64 192
  %2280 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2276, <16 x i1> %1135, <16 x float> poison)
  %2281 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2277, <16 x i1> %1135, <16 x float> poison)
  %2282 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2278, <16 x i1> %1135, <16 x float> poison)
  %2283 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2279, <16 x i1> %1135, <16 x float> poison)
  %2284 = fsub <16 x float> splat (float 1.000000e+00), %2280
  %2285 = fsub <16 x float> splat (float 1.000000e+00), %2281
  %2286 = fsub <16 x float> splat (float 1.000000e+00), %2282
  %2287 = fsub <16 x float> splat (float 1.000000e+00), %2283
  %2288 = getelementptr float, ptr %2273, i64 %2275
  %2289 = getelementptr i8, ptr %2288, i64 64
  %2290 = getelementptr i8, ptr %2288, i64 128
  %2291 = getelementptr i8, ptr %2288, i64 192
  %2292 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2288, <16 x i1> %1134, <16 x float> poison)
  %2293 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2289, <16 x i1> %1134, <16 x float> poison)
  %2294 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2290, <16 x i1> %1134, <16 x float> poison)
  %2295 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2291, <16 x i1> %1134, <16 x float> poison)
  %2296 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2276, <16 x i1> %1134, <16 x float> poison)
  %2297 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2277, <16 x i1> %1134, <16 x float> poison)
  %2298 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2278, <16 x i1> %1134, <16 x float> poison)
  %2299 = call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 4 %2279, <16 x i1> %1134, <16 x float> poison)
  %2300 = select i1 %99, <16 x float> %2296, <16 x float> %2280
  %2301 = select i1 %99, <16 x float> %2297, <16 x float> %2281
  %2302 = select i1 %99, <16 x float> %2298, <16 x float> %2282
  %2303 = select i1 %99, <16 x float> %2299, <16 x float> %2283
  %2304 = select i1 %99, <16 x float> %2292, <16 x float> %2284
  %2305 = select i1 %99, <16 x float> %2293, <16 x float> %2285
  %2306 = select i1 %99, <16 x float> %2294, <16 x float> %2286
  %2307 = select i1 %99, <16 x float> %2295, <16 x float> %2287
  %2308 = getelementptr inbounds nuw float, ptr %1424, i64 %2275
  %2309 = getelementptr inbounds nuw i8, ptr %2308, i64 64
  %2310 = getelementptr inbounds nuw i8, ptr %2308, i64 128
  %2311 = getelementptr inbounds nuw i8, ptr %2308, i64 192
  %2312 = load <16 x float>, ptr %2308, align 4
  %2313 = load <16 x float>, ptr %2309, align 4
  %2314 = load <16 x float>, ptr %2310, align 4
  %2315 = load <16 x float>, ptr %2311, align 4
  %2316 = fmul <16 x float> %2304, %2312
  %2317 = fmul <16 x float> %2305, %2313
  %2318 = fmul <16 x float> %2306, %2314
  %2319 = fmul <16 x float> %2307, %2315
  %2320 = getelementptr inbounds nuw float, ptr %2250, i64 %2275
  %2321 = getelementptr inbounds nuw i8, ptr %2320, i64 64
  %2322 = getelementptr inbounds nuw i8, ptr %2320, i64 128
  %2323 = getelementptr inbounds nuw i8, ptr %2320, i64 192
  %2324 = load <16 x float>, ptr %2320, align 4
  %2325 = load <16 x float>, ptr %2321, align 4
  %2326 = load <16 x float>, ptr %2322, align 4
  %2327 = load <16 x float>, ptr %2323, align 4
  %2328 = fmul <16 x float> %2300, %2324
  %2329 = fmul <16 x float> %2301, %2325
  %2330 = fmul <16 x float> %2302, %2326
  %2331 = fmul <16 x float> %2303, %2327
  %2332 = fadd <16 x float> %2316, %2328
  %2333 = fadd <16 x float> %2317, %2329
  %2334 = fadd <16 x float> %2318, %2330
  %2335 = fadd <16 x float> %2319, %2331
  store <16 x float> %2332, ptr %2308, align 4
  store <16 x float> %2333, ptr %2309, align 4
  store <16 x float> %2334, ptr %2310, align 4
  store <16 x float> %2335, ptr %2311, align 4
  %2336 = add nuw i64 %2275, 64
  %2337 = icmp eq i64 %2336, %1132
  br i1 %2337, label %2338, label %2274

2338:                                             ; preds = %2274
  br i1 %1136, label %2366, label %2339

2339:                                             ; preds = %2338
  br i1 %1137, label %2363, label %2340

2340:                                             ; preds = %2271, %2339
  %2341 = phi i64 [ %1132, %2339 ], [ 0, %2271 ]
  %2342 = getelementptr float, ptr %1419, i64 %817
  br label %2343

2343:                                             ; preds = %2343, %2340
  %2344 = phi i64 [ %2341, %2340 ], [ %2360, %2343 ]
  %2345 = getelementptr float, ptr %1419, i64 %2344
  %2346 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2345, <8 x i1> %1141, <8 x float> poison)
  %2347 = fsub <8 x float> splat (float 1.000000e+00), %2346
  %2348 = getelementptr float, ptr %2342, i64 %2344
  %2349 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2348, <8 x i1> %1140, <8 x float> poison)
  %2350 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2345, <8 x i1> %1140, <8 x float> poison)
  %2351 = select i1 %99, <8 x float> %2350, <8 x float> %2346
  %2352 = select i1 %99, <8 x float> %2349, <8 x float> %2347
  %2353 = getelementptr inbounds nuw float, ptr %1424, i64 %2344
  %2354 = load <8 x float>, ptr %2353, align 4
  %2355 = fmul <8 x float> %2352, %2354
  %2356 = getelementptr inbounds nuw float, ptr %2250, i64 %2344
  %2357 = load <8 x float>, ptr %2356, align 4
  %2358 = fmul <8 x float> %2351, %2357
  %2359 = fadd <8 x float> %2355, %2358
  store <8 x float> %2359, ptr %2353, align 4
  %2360 = add nuw i64 %2344, 8
  %2361 = icmp eq i64 %2360, %1138
  br i1 %2361, label %2362, label %2343

2362:                                             ; preds = %2343
  br i1 %1142, label %2366, label %2363

2363:                                             ; preds = %2253, %2339, %2362
  %2364 = phi i64 [ 0, %2253 ], [ %1132, %2339 ], [ %1138, %2362 ]
  %2365 = getelementptr inbounds float, ptr %1419, i64 %817
  br label %2433

2366:                                             ; preds = %2444, %2338, %2362, %2252
  br i1 %2247, label %2477, label %2367

2367:                                             ; preds = %2366
  br i1 %1143, label %2417, label %2368

2368:                                             ; preds = %2367
  %2369 = getelementptr i8, ptr %1419, i64 %859
  %2370 = getelementptr i8, ptr %2369, i64 %860
  %2371 = getelementptr i8, ptr %1424, i64 %860
  %2372 = icmp ult ptr %2249, %867
  %2373 = icmp ult ptr %825, %2370
  %2374 = and i1 %2372, %2373
  %2375 = icmp ult ptr %2249, %2371
  %2376 = icmp ult ptr %1424, %2370
  %2377 = and i1 %2375, %2376
  %2378 = or i1 %2374, %2377
  br i1 %2378, label %2417, label %2379

2379:                                             ; preds = %2368
  br i1 %1144, label %2402, label %2380

2380:                                             ; preds = %2379, %2380
  %2381 = phi i64 [ %2398, %2380 ], [ 0, %2379 ]
  %2382 = getelementptr inbounds nuw float, ptr %2249, i64 %2381
  %2383 = getelementptr inbounds nuw i8, ptr %2382, i64 64
  %2384 = load <16 x float>, ptr %2382, align 4
  %2385 = load <16 x float>, ptr %2383, align 4
  %2386 = getelementptr float, ptr %825, i64 %2381
  %2387 = getelementptr i8, ptr %2386, i64 64
  %2388 = load <16 x float>, ptr %2386, align 4
  %2389 = load <16 x float>, ptr %2387, align 4
  %2390 = getelementptr inbounds nuw float, ptr %1424, i64 %2381
  %2391 = getelementptr inbounds nuw i8, ptr %2390, i64 64
  %2392 = load <16 x float>, ptr %2390, align 4
  %2393 = load <16 x float>, ptr %2391, align 4
  %2394 = fmul <16 x float> %2388, %2392
  %2395 = fmul <16 x float> %2389, %2393
  %2396 = fadd <16 x float> %2384, %2394
  %2397 = fadd <16 x float> %2385, %2395
  store <16 x float> %2396, ptr %2382, align 4
  store <16 x float> %2397, ptr %2383, align 4
  %2398 = add nuw i64 %2381, 32
  %2399 = icmp eq i64 %2398, %1146
  br i1 %2399, label %2400, label %2380

2400:                                             ; preds = %2380
  br i1 %1147, label %2477, label %2401

2401:                                             ; preds = %2400
  br i1 %1148, label %2417, label %2402

2402:                                             ; preds = %2379, %2401
  %2403 = phi i64 [ %1146, %2401 ], [ 0, %2379 ]
  br label %2404

2404:                                             ; preds = %2404, %2402
  %2405 = phi i64 [ %2403, %2402 ], [ %2414, %2404 ]
  %2406 = getelementptr inbounds nuw float, ptr %2249, i64 %2405
  %2407 = load <4 x float>, ptr %2406, align 4
  %2408 = getelementptr float, ptr %825, i64 %2405
  %2409 = load <4 x float>, ptr %2408, align 4
  %2410 = getelementptr inbounds nuw float, ptr %1424, i64 %2405
  %2411 = load <4 x float>, ptr %2410, align 4
  %2412 = fmul <4 x float> %2409, %2411
  %2413 = fadd <4 x float> %2407, %2412
  store <4 x float> %2413, ptr %2406, align 4
  %2414 = add nuw i64 %2405, 4
  %2415 = icmp eq i64 %2414, %1149
  br i1 %2415, label %2416, label %2404

2416:                                             ; preds = %2404
  br i1 %1150, label %2477, label %2417

2417:                                             ; preds = %2368, %2367, %2401, %2416
  %2418 = phi i64 [ 0, %2367 ], [ 0, %2368 ], [ %1146, %2401 ], [ %1149, %2416 ]
  %2419 = or disjoint i64 %2418, 1
  br i1 %1152, label %2430, label %2420

2420:                                             ; preds = %2417
  %2421 = getelementptr inbounds nuw float, ptr %2249, i64 %2418
  %2422 = load float, ptr %2421, align 4
  %2423 = getelementptr float, ptr %825, i64 %2418
  %2424 = load float, ptr %2423, align 4
  %2425 = getelementptr inbounds nuw float, ptr %1424, i64 %2418
  %2426 = load float, ptr %2425, align 4
  %2427 = fmul float %2424, %2426
  %2428 = fadd float %2422, %2427
  store float %2428, ptr %2421, align 4
  %2429 = or disjoint i64 %2418, 1
  br label %2430

2430:                                             ; preds = %2420, %2417
  %2431 = phi i64 [ %2418, %2417 ], [ %2429, %2420 ]
  %2432 = icmp eq i64 %193, %2419
  br i1 %2432, label %2477, label %2456

2433:                                             ; preds = %2363, %2444
  %2434 = phi i64 [ %2454, %2444 ], [ %2364, %2363 ]
  br i1 %99, label %2439, label %2435

2435:                                             ; preds = %2433
  %2436 = getelementptr inbounds nuw float, ptr %1419, i64 %2434
  %2437 = load float, ptr %2436, align 4
  %2438 = fsub float 1.000000e+00, %2437
  br label %2444

2439:                                             ; preds = %2433
  %2440 = getelementptr inbounds nuw float, ptr %2365, i64 %2434
  %2441 = load float, ptr %2440, align 4
  %2442 = getelementptr inbounds nuw float, ptr %1419, i64 %2434
  %2443 = load float, ptr %2442, align 4
  br label %2444

2444:                                             ; preds = %2439, %2435
  %2445 = phi float [ %2437, %2435 ], [ %2443, %2439 ]
  %2446 = phi float [ %2438, %2435 ], [ %2441, %2439 ]
  %2447 = getelementptr inbounds nuw float, ptr %1424, i64 %2434
  %2448 = load float, ptr %2447, align 4
  %2449 = fmul float %2446, %2448
  %2450 = getelementptr inbounds nuw float, ptr %2250, i64 %2434
  %2451 = load float, ptr %2450, align 4
  %2452 = fmul float %2445, %2451
  %2453 = fadd float %2449, %2452
  store float %2453, ptr %2447, align 4
  %2454 = add nuw nsw i64 %2434, 1
  %2455 = icmp eq i64 %2454, %193
  br i1 %2455, label %2366, label %2433

2456:                                             ; preds = %2430, %2456
  %2457 = phi i64 [ %2475, %2456 ], [ %2431, %2430 ]
  %2458 = getelementptr inbounds nuw float, ptr %2249, i64 %2457
  %2459 = load float, ptr %2458, align 4
  %2460 = getelementptr float, ptr %825, i64 %2457
  %2461 = load float, ptr %2460, align 4
  %2462 = getelementptr inbounds nuw float, ptr %1424, i64 %2457
  %2463 = load float, ptr %2462, align 4
  %2464 = fmul float %2461, %2463
  %2465 = fadd float %2459, %2464
  store float %2465, ptr %2458, align 4
  %2466 = add nuw nsw i64 %2457, 1
  %2467 = getelementptr inbounds nuw float, ptr %2249, i64 %2466
  %2468 = load float, ptr %2467, align 4
  %2469 = getelementptr float, ptr %825, i64 %2466
  %2470 = load float, ptr %2469, align 4
  %2471 = getelementptr inbounds nuw float, ptr %1424, i64 %2466
  %2472 = load float, ptr %2471, align 4
  %2473 = fmul float %2470, %2472
  %2474 = fadd float %2468, %2473
  store float %2474, ptr %2467, align 4
  %2475 = add nuw nsw i64 %2457, 2
  %2476 = icmp eq i64 %2475, %193
  br i1 %2476, label %2477, label %2456

2477:                                             ; preds = %2430, %2456, %2400, %2416, %2366
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %2249, i64 noundef %106)
  br i1 %125, label %2550, label %2478

2478:                                             ; preds = %2477
  call fastcc void @apply(i64 %94, <2 x float> %98, float noundef 0.000000e+00, ptr noundef %2250, i64 noundef %106)
  br label %3494

2479:                                             ; preds = %2550
  call fastcc void @apply(i64 %94, <2 x float> %98, float noundef 0.000000e+00, ptr noundef nonnull %2250, i64 noundef %106)
  br i1 %1153, label %2532, label %2480

2480:                                             ; preds = %2479
  %2481 = add i64 %858, %1422
  %2482 = sub i64 %2481, %1420
  %2483 = icmp ult i64 %2482, 256
  %2484 = add i64 %1154, %1420
  %2485 = sub i64 %1422, %2484
  %2486 = icmp ult i64 %2485, 256
  %2487 = or i1 %2483, %2486
  br i1 %2487, label %2532, label %2488

2488:                                             ; preds = %2480
  br i1 %1155, label %2519, label %2489

2489:                                             ; preds = %2488, %2489
  %2490 = phi i64 [ %2515, %2489 ], [ 0, %2488 ]
  %2491 = getelementptr inbounds nuw float, ptr %2249, i64 %2490
  %2492 = getelementptr inbounds nuw i8, ptr %2491, i64 64
  %2493 = getelementptr inbounds nuw i8, ptr %2491, i64 128
  %2494 = getelementptr inbounds nuw i8, ptr %2491, i64 192
  %2495 = load <16 x float>, ptr %2491, align 4
  %2496 = load <16 x float>, ptr %2492, align 4
  %2497 = load <16 x float>, ptr %2493, align 4
  %2498 = load <16 x float>, ptr %2494, align 4
  %2499 = getelementptr inbounds nuw float, ptr %2250, i64 %2490
  %2500 = getelementptr inbounds nuw i8, ptr %2499, i64 64
  %2501 = getelementptr inbounds nuw i8, ptr %2499, i64 128
  %2502 = getelementptr inbounds nuw i8, ptr %2499, i64 192
  %2503 = load <16 x float>, ptr %2499, align 4
  %2504 = load <16 x float>, ptr %2500, align 4
  %2505 = load <16 x float>, ptr %2501, align 4
  %2506 = load <16 x float>, ptr %2502, align 4
  %2507 = fmul <16 x float> %2495, %2503
  %2508 = fmul <16 x float> %2496, %2504
  %2509 = fmul <16 x float> %2497, %2505
  %2510 = fmul <16 x float> %2498, %2506
  %2511 = getelementptr inbounds nuw float, ptr %1421, i64 %2490
  %2512 = getelementptr inbounds nuw i8, ptr %2511, i64 64
  %2513 = getelementptr inbounds nuw i8, ptr %2511, i64 128
  %2514 = getelementptr inbounds nuw i8, ptr %2511, i64 192
  store <16 x float> %2507, ptr %2511, align 4
  store <16 x float> %2508, ptr %2512, align 4
  store <16 x float> %2509, ptr %2513, align 4
  store <16 x float> %2510, ptr %2514, align 4
  %2515 = add nuw i64 %2490, 64
  %2516 = icmp eq i64 %2515, %1157
  br i1 %2516, label %2517, label %2489

2517:                                             ; preds = %2489
  br i1 %1158, label %3494, label %2518

2518:                                             ; preds = %2517
  br i1 %1159, label %2532, label %2519

2519:                                             ; preds = %2488, %2518
  %2520 = phi i64 [ %1157, %2518 ], [ 0, %2488 ]
  br label %2521

2521:                                             ; preds = %2521, %2519
  %2522 = phi i64 [ %2520, %2519 ], [ %2529, %2521 ]
  %2523 = getelementptr inbounds nuw float, ptr %2249, i64 %2522
  %2524 = load <8 x float>, ptr %2523, align 4
  %2525 = getelementptr inbounds nuw float, ptr %2250, i64 %2522
  %2526 = load <8 x float>, ptr %2525, align 4
  %2527 = fmul <8 x float> %2524, %2526
  %2528 = getelementptr inbounds nuw float, ptr %1421, i64 %2522
  store <8 x float> %2527, ptr %2528, align 4
  %2529 = add nuw i64 %2522, 8
  %2530 = icmp eq i64 %2529, %1160
  br i1 %2530, label %2531, label %2521

2531:                                             ; preds = %2521
  br i1 %1161, label %3494, label %2532

2532:                                             ; preds = %2480, %2479, %2518, %2531
  %2533 = phi i64 [ 0, %2479 ], [ 0, %2480 ], [ %1157, %2518 ], [ %1160, %2531 ]
  br i1 %1163, label %2546, label %2534

2534:                                             ; preds = %2532, %2534
  %2535 = phi i64 [ %2543, %2534 ], [ %2533, %2532 ]
  %2536 = phi i64 [ %2544, %2534 ], [ 0, %2532 ]
  %2537 = getelementptr inbounds nuw float, ptr %2249, i64 %2535
  %2538 = load float, ptr %2537, align 4
  %2539 = getelementptr inbounds nuw float, ptr %2250, i64 %2535
  %2540 = load float, ptr %2539, align 4
  %2541 = fmul float %2538, %2540
  %2542 = getelementptr inbounds nuw float, ptr %1421, i64 %2535
  store float %2541, ptr %2542, align 4
  %2543 = add nuw nsw i64 %2535, 1
  %2544 = add i64 %2536, 1
  %2545 = icmp eq i64 %2544, %1162
  br i1 %2545, label %2546, label %2534

2546:                                             ; preds = %2534, %2532
  %2547 = phi i64 [ %2533, %2532 ], [ %2543, %2534 ]
  %2548 = sub nsw i64 %2533, %32
  %2549 = icmp ugt i64 %2548, -4
  br i1 %2549, label %3494, label %2557

2550:                                             ; preds = %2477, %2550
  %2551 = phi i64 [ %2555, %2550 ], [ 0, %2477 ]
  %2552 = getelementptr inbounds nuw float, ptr %2250, i64 %2551
  %2553 = getelementptr inbounds nuw float, ptr %1424, i64 %2551
  %2554 = load <16 x float>, ptr %2553, align 4
  store <16 x float> %2554, ptr %2552, align 4
  %2555 = add nuw nsw i64 %2551, 16
  %2556 = icmp slt i64 %2555, %106
  br i1 %2556, label %2550, label %2479

2557:                                             ; preds = %2546, %2557
  %2558 = phi i64 [ %2586, %2557 ], [ %2547, %2546 ]
  %2559 = getelementptr inbounds nuw float, ptr %2249, i64 %2558
  %2560 = load float, ptr %2559, align 4
  %2561 = getelementptr inbounds nuw float, ptr %2250, i64 %2558
  %2562 = load float, ptr %2561, align 4
  %2563 = fmul float %2560, %2562
  %2564 = getelementptr inbounds nuw float, ptr %1421, i64 %2558
  store float %2563, ptr %2564, align 4
  %2565 = add nuw nsw i64 %2558, 1
  %2566 = getelementptr inbounds nuw float, ptr %2249, i64 %2565
  %2567 = load float, ptr %2566, align 4
  %2568 = getelementptr inbounds nuw float, ptr %2250, i64 %2565
  %2569 = load float, ptr %2568, align 4
  %2570 = fmul float %2567, %2569
  %2571 = getelementptr inbounds nuw float, ptr %1421, i64 %2565
  store float %2570, ptr %2571, align 4
  %2572 = add nuw nsw i64 %2558, 2
  %2573 = getelementptr inbounds nuw float, ptr %2249, i64 %2572
  %2574 = load float, ptr %2573, align 4
  %2575 = getelementptr inbounds nuw float, ptr %2250, i64 %2572
  %2576 = load float, ptr %2575, align 4
  %2577 = fmul float %2574, %2576
  %2578 = getelementptr inbounds nuw float, ptr %1421, i64 %2572
  store float %2577, ptr %2578, align 4
  %2579 = add nuw nsw i64 %2558, 3
  %2580 = getelementptr inbounds nuw float, ptr %2249, i64 %2579
  %2581 = load float, ptr %2580, align 4
  %2582 = getelementptr inbounds nuw float, ptr %2250, i64 %2579
  %2583 = load float, ptr %2582, align 4
  %2584 = fmul float %2581, %2583
  %2585 = getelementptr inbounds nuw float, ptr %1421, i64 %2579
  store float %2584, ptr %2585, align 4
  %2586 = add nuw nsw i64 %2558, 4
  %2587 = icmp eq i64 %2586, %32
  br i1 %2587, label %3494, label %2557

2588:                                             ; preds = %1624
  br i1 %100, label %2693, label %2589

2589:                                             ; preds = %2588
  br i1 %125, label %2590, label %3359

2590:                                             ; preds = %2589
  br i1 %1017, label %2674, label %2591

2591:                                             ; preds = %2590
  %2592 = getelementptr i8, ptr %1419, i64 %1006
  %2593 = getelementptr i8, ptr %1417, i64 %1006
  %2594 = icmp ult ptr %1419, %2593
  %2595 = icmp ult ptr %1417, %2592
  %2596 = and i1 %2594, %2595
  %2597 = icmp ult ptr %1419, %1012
  %2598 = icmp ult ptr %123, %2592
  %2599 = and i1 %2597, %2598
  %2600 = or i1 %2596, %2599
  %2601 = icmp ult ptr %1419, %1016
  %2602 = icmp ult ptr %122, %2592
  %2603 = and i1 %2601, %2602
  %2604 = or i1 %2600, %2603
  br i1 %2604, label %2674, label %2605

2605:                                             ; preds = %2591
  br i1 %1018, label %2656, label %2606

2606:                                             ; preds = %2605, %2606
  %2607 = phi i64 [ %2652, %2606 ], [ 0, %2605 ]
  %2608 = getelementptr inbounds nuw float, ptr %1417, i64 %2607
  %2609 = getelementptr inbounds nuw i8, ptr %2608, i64 64
  %2610 = getelementptr inbounds nuw i8, ptr %2608, i64 128
  %2611 = getelementptr inbounds nuw i8, ptr %2608, i64 192
  %2612 = load <16 x float>, ptr %2608, align 4
  %2613 = load <16 x float>, ptr %2609, align 4
  %2614 = load <16 x float>, ptr %2610, align 4
  %2615 = load <16 x float>, ptr %2611, align 4
  %2616 = getelementptr inbounds nuw float, ptr %122, i64 %2607
  %2617 = getelementptr inbounds nuw i8, ptr %2616, i64 64
  %2618 = getelementptr inbounds nuw i8, ptr %2616, i64 128
  %2619 = getelementptr inbounds nuw i8, ptr %2616, i64 192
  %2620 = load <16 x float>, ptr %2616, align 4
  %2621 = load <16 x float>, ptr %2617, align 4
  %2622 = load <16 x float>, ptr %2618, align 4
  %2623 = load <16 x float>, ptr %2619, align 4
  %2624 = fadd <16 x float> %2612, %2620
  %2625 = fadd <16 x float> %2613, %2621
  %2626 = fadd <16 x float> %2614, %2622
  %2627 = fadd <16 x float> %2615, %2623
  %2628 = getelementptr inbounds nuw float, ptr %123, i64 %2607
  %2629 = getelementptr inbounds nuw i8, ptr %2628, i64 64
  %2630 = getelementptr inbounds nuw i8, ptr %2628, i64 128
  %2631 = getelementptr inbounds nuw i8, ptr %2628, i64 192
  %2632 = load <16 x float>, ptr %2628, align 4
  %2633 = load <16 x float>, ptr %2629, align 4
  %2634 = load <16 x float>, ptr %2630, align 4
  %2635 = load <16 x float>, ptr %2631, align 4
  %2636 = fadd <16 x float> %2624, %2632
  %2637 = fadd <16 x float> %2625, %2633
  %2638 = fadd <16 x float> %2626, %2634
  %2639 = fadd <16 x float> %2627, %2635
  %2640 = getelementptr inbounds nuw float, ptr %1419, i64 %2607
  %2641 = getelementptr inbounds nuw i8, ptr %2640, i64 64
  %2642 = getelementptr inbounds nuw i8, ptr %2640, i64 128
  %2643 = getelementptr inbounds nuw i8, ptr %2640, i64 192
  %2644 = load <16 x float>, ptr %2640, align 4
  %2645 = load <16 x float>, ptr %2641, align 4
  %2646 = load <16 x float>, ptr %2642, align 4
  %2647 = load <16 x float>, ptr %2643, align 4
  %2648 = fadd <16 x float> %2636, %2644
  %2649 = fadd <16 x float> %2637, %2645
  %2650 = fadd <16 x float> %2638, %2646
  %2651 = fadd <16 x float> %2639, %2647
  store <16 x float> %2648, ptr %2640, align 4
  store <16 x float> %2649, ptr %2641, align 4
  store <16 x float> %2650, ptr %2642, align 4
  store <16 x float> %2651, ptr %2643, align 4
  %2652 = add nuw i64 %2607, 64
  %2653 = icmp eq i64 %2652, %1020
  br i1 %2653, label %2654, label %2606

2654:                                             ; preds = %2606
  br i1 %1021, label %3223, label %2655

2655:                                             ; preds = %2654
  br i1 %1022, label %2674, label %2656

2656:                                             ; preds = %2605, %2655
  %2657 = phi i64 [ %1020, %2655 ], [ 0, %2605 ]
  br label %2658

2658:                                             ; preds = %2658, %2656
  %2659 = phi i64 [ %2657, %2656 ], [ %2671, %2658 ]
  %2660 = getelementptr inbounds nuw float, ptr %1417, i64 %2659
  %2661 = load <8 x float>, ptr %2660, align 4
  %2662 = getelementptr inbounds nuw float, ptr %122, i64 %2659
  %2663 = load <8 x float>, ptr %2662, align 4
  %2664 = fadd <8 x float> %2661, %2663
  %2665 = getelementptr inbounds nuw float, ptr %123, i64 %2659
  %2666 = load <8 x float>, ptr %2665, align 4
  %2667 = fadd <8 x float> %2664, %2666
  %2668 = getelementptr inbounds nuw float, ptr %1419, i64 %2659
  %2669 = load <8 x float>, ptr %2668, align 4
  %2670 = fadd <8 x float> %2667, %2669
  store <8 x float> %2670, ptr %2668, align 4
  %2671 = add nuw i64 %2659, 8
  %2672 = icmp eq i64 %2671, %1023
  br i1 %2672, label %2673, label %2658

2673:                                             ; preds = %2658
  br i1 %1024, label %3223, label %2674

2674:                                             ; preds = %2591, %2590, %2655, %2673
  %2675 = phi i64 [ 0, %2590 ], [ 0, %2591 ], [ %1020, %2655 ], [ %1023, %2673 ]
  %2676 = or disjoint i64 %2675, 1
  br i1 %1026, label %2690, label %2677

2677:                                             ; preds = %2674
  %2678 = getelementptr inbounds nuw float, ptr %1417, i64 %2675
  %2679 = load float, ptr %2678, align 4
  %2680 = getelementptr inbounds nuw float, ptr %122, i64 %2675
  %2681 = load float, ptr %2680, align 4
  %2682 = fadd float %2679, %2681
  %2683 = getelementptr inbounds nuw float, ptr %123, i64 %2675
  %2684 = load float, ptr %2683, align 4
  %2685 = fadd float %2682, %2684
  %2686 = getelementptr inbounds nuw float, ptr %1419, i64 %2675
  %2687 = load float, ptr %2686, align 4
  %2688 = fadd float %2685, %2687
  store float %2688, ptr %2686, align 4
  %2689 = or disjoint i64 %2675, 1
  br label %2690

2690:                                             ; preds = %2677, %2674
  %2691 = phi i64 [ %2675, %2674 ], [ %2689, %2677 ]
  %2692 = icmp eq i64 %32, %2676
  br i1 %2692, label %3223, label %3332

2693:                                             ; preds = %2588
  br i1 %125, label %2694, label %3067

2694:                                             ; preds = %2693
  br i1 %1048, label %2778, label %2695

2695:                                             ; preds = %2694
  %2696 = getelementptr i8, ptr %1419, i64 %978
  %2697 = getelementptr i8, ptr %1417, i64 %978
  %2698 = icmp ult ptr %1419, %2697
  %2699 = icmp ult ptr %1417, %2696
  %2700 = and i1 %2698, %2699
  %2701 = icmp ult ptr %1419, %984
  %2702 = icmp ult ptr %123, %2696
  %2703 = and i1 %2701, %2702
  %2704 = or i1 %2700, %2703
  %2705 = icmp ult ptr %1419, %988
  %2706 = icmp ult ptr %122, %2696
  %2707 = and i1 %2705, %2706
  %2708 = or i1 %2704, %2707
  br i1 %2708, label %2778, label %2709

2709:                                             ; preds = %2695
  br i1 %1049, label %2760, label %2710

2710:                                             ; preds = %2709, %2710
  %2711 = phi i64 [ %2756, %2710 ], [ 0, %2709 ]
  %2712 = getelementptr inbounds nuw float, ptr %1417, i64 %2711
  %2713 = getelementptr inbounds nuw i8, ptr %2712, i64 64
  %2714 = getelementptr inbounds nuw i8, ptr %2712, i64 128
  %2715 = getelementptr inbounds nuw i8, ptr %2712, i64 192
  %2716 = load <16 x float>, ptr %2712, align 4
  %2717 = load <16 x float>, ptr %2713, align 4
  %2718 = load <16 x float>, ptr %2714, align 4
  %2719 = load <16 x float>, ptr %2715, align 4
  %2720 = getelementptr inbounds nuw float, ptr %122, i64 %2711
  %2721 = getelementptr inbounds nuw i8, ptr %2720, i64 64
  %2722 = getelementptr inbounds nuw i8, ptr %2720, i64 128
  %2723 = getelementptr inbounds nuw i8, ptr %2720, i64 192
  %2724 = load <16 x float>, ptr %2720, align 4
  %2725 = load <16 x float>, ptr %2721, align 4
  %2726 = load <16 x float>, ptr %2722, align 4
  %2727 = load <16 x float>, ptr %2723, align 4
  %2728 = fadd <16 x float> %2716, %2724
  %2729 = fadd <16 x float> %2717, %2725
  %2730 = fadd <16 x float> %2718, %2726
  %2731 = fadd <16 x float> %2719, %2727
  %2732 = getelementptr inbounds nuw float, ptr %123, i64 %2711
  %2733 = getelementptr inbounds nuw i8, ptr %2732, i64 64
  %2734 = getelementptr inbounds nuw i8, ptr %2732, i64 128
  %2735 = getelementptr inbounds nuw i8, ptr %2732, i64 192
  %2736 = load <16 x float>, ptr %2732, align 4
  %2737 = load <16 x float>, ptr %2733, align 4
  %2738 = load <16 x float>, ptr %2734, align 4
  %2739 = load <16 x float>, ptr %2735, align 4
  %2740 = fadd <16 x float> %2728, %2736
  %2741 = fadd <16 x float> %2729, %2737
  %2742 = fadd <16 x float> %2730, %2738
  %2743 = fadd <16 x float> %2731, %2739
  %2744 = getelementptr inbounds nuw float, ptr %1419, i64 %2711
  %2745 = getelementptr inbounds nuw i8, ptr %2744, i64 64
  %2746 = getelementptr inbounds nuw i8, ptr %2744, i64 128
  %2747 = getelementptr inbounds nuw i8, ptr %2744, i64 192
  %2748 = load <16 x float>, ptr %2744, align 4
  %2749 = load <16 x float>, ptr %2745, align 4
  %2750 = load <16 x float>, ptr %2746, align 4
  %2751 = load <16 x float>, ptr %2747, align 4
  %2752 = fadd <16 x float> %2740, %2748
  %2753 = fadd <16 x float> %2741, %2749
  %2754 = fadd <16 x float> %2742, %2750
  %2755 = fadd <16 x float> %2743, %2751
  store <16 x float> %2752, ptr %2744, align 4
  store <16 x float> %2753, ptr %2745, align 4
  store <16 x float> %2754, ptr %2746, align 4
  store <16 x float> %2755, ptr %2747, align 4
  %2756 = add nuw i64 %2711, 64
  %2757 = icmp eq i64 %2756, %1051
  br i1 %2757, label %2758, label %2710

2758:                                             ; preds = %2710
  br i1 %1052, label %2797, label %2759

2759:                                             ; preds = %2758
  br i1 %1053, label %2778, label %2760

2760:                                             ; preds = %2709, %2759
  %2761 = phi i64 [ %1051, %2759 ], [ 0, %2709 ]
  br label %2762

2762:                                             ; preds = %2762, %2760
  %2763 = phi i64 [ %2761, %2760 ], [ %2775, %2762 ]
  %2764 = getelementptr inbounds nuw float, ptr %1417, i64 %2763
  %2765 = load <8 x float>, ptr %2764, align 4
  %2766 = getelementptr inbounds nuw float, ptr %122, i64 %2763
  %2767 = load <8 x float>, ptr %2766, align 4
  %2768 = fadd <8 x float> %2765, %2767
  %2769 = getelementptr inbounds nuw float, ptr %123, i64 %2763
  %2770 = load <8 x float>, ptr %2769, align 4
  %2771 = fadd <8 x float> %2768, %2770
  %2772 = getelementptr inbounds nuw float, ptr %1419, i64 %2763
  %2773 = load <8 x float>, ptr %2772, align 4
  %2774 = fadd <8 x float> %2771, %2773
  store <8 x float> %2774, ptr %2772, align 4
  %2775 = add nuw i64 %2763, 8
  %2776 = icmp eq i64 %2775, %1054
  br i1 %2776, label %2777, label %2762

2777:                                             ; preds = %2762
  br i1 %1055, label %2797, label %2778

2778:                                             ; preds = %2695, %2694, %2759, %2777
  %2779 = phi i64 [ 0, %2694 ], [ 0, %2695 ], [ %1051, %2759 ], [ %1054, %2777 ]
  %2780 = or disjoint i64 %2779, 1
  br i1 %1057, label %2794, label %2781

2781:                                             ; preds = %2778
  %2782 = getelementptr inbounds nuw float, ptr %1417, i64 %2779
  %2783 = load float, ptr %2782, align 4
  %2784 = getelementptr inbounds nuw float, ptr %122, i64 %2779
  %2785 = load float, ptr %2784, align 4
  %2786 = fadd float %2783, %2785
  %2787 = getelementptr inbounds nuw float, ptr %123, i64 %2779
  %2788 = load float, ptr %2787, align 4
  %2789 = fadd float %2786, %2788
  %2790 = getelementptr inbounds nuw float, ptr %1419, i64 %2779
  %2791 = load float, ptr %2790, align 4
  %2792 = fadd float %2789, %2791
  store float %2792, ptr %2790, align 4
  %2793 = or disjoint i64 %2779, 1
  br label %2794

2794:                                             ; preds = %2781, %2778
  %2795 = phi i64 [ %2779, %2778 ], [ %2793, %2781 ]
  %2796 = icmp eq i64 %32, %2780
  br i1 %2796, label %2797, label %2906

2797:                                             ; preds = %2794, %2906, %2777, %2758
  %2798 = getelementptr float, ptr %1417, i64 %32
  br i1 %1058, label %2886, label %2799

2799:                                             ; preds = %2797
  %2800 = getelementptr i8, ptr %1419, i64 %961
  %2801 = getelementptr i8, ptr %1419, i64 %961
  %2802 = getelementptr i8, ptr %2801, i64 %962
  %2803 = getelementptr i8, ptr %1417, i64 %820
  %2804 = icmp ult ptr %2800, %2803
  %2805 = icmp ult ptr %2798, %2802
  %2806 = and i1 %2804, %2805
  %2807 = icmp ult ptr %2800, %970
  %2808 = icmp ult ptr %968, %2802
  %2809 = and i1 %2807, %2808
  %2810 = or i1 %2806, %2809
  %2811 = icmp ult ptr %2800, %977
  %2812 = icmp ult ptr %975, %2802
  %2813 = and i1 %2811, %2812
  %2814 = or i1 %2810, %2813
  br i1 %2814, label %2886, label %2815

2815:                                             ; preds = %2799
  br i1 %1059, label %2867, label %2816

2816:                                             ; preds = %2815, %2816
  %2817 = phi i64 [ %2863, %2816 ], [ 0, %2815 ]
  %2818 = getelementptr float, ptr %2798, i64 %2817
  %2819 = getelementptr i8, ptr %2818, i64 64
  %2820 = getelementptr i8, ptr %2818, i64 128
  %2821 = getelementptr i8, ptr %2818, i64 192
  %2822 = load <16 x float>, ptr %2818, align 4
  %2823 = load <16 x float>, ptr %2819, align 4
  %2824 = load <16 x float>, ptr %2820, align 4
  %2825 = load <16 x float>, ptr %2821, align 4
  %2826 = add nuw nsw i64 %2817, %106
  %2827 = getelementptr inbounds nuw float, ptr %122, i64 %2826
  %2828 = getelementptr inbounds nuw i8, ptr %2827, i64 64
  %2829 = getelementptr inbounds nuw i8, ptr %2827, i64 128
  %2830 = getelementptr inbounds nuw i8, ptr %2827, i64 192
  %2831 = load <16 x float>, ptr %2827, align 4
  %2832 = load <16 x float>, ptr %2828, align 4
  %2833 = load <16 x float>, ptr %2829, align 4
  %2834 = load <16 x float>, ptr %2830, align 4
  %2835 = fadd <16 x float> %2822, %2831
  %2836 = fadd <16 x float> %2823, %2832
  %2837 = fadd <16 x float> %2824, %2833
  %2838 = fadd <16 x float> %2825, %2834
  %2839 = getelementptr inbounds nuw float, ptr %123, i64 %2826
  %2840 = getelementptr inbounds nuw i8, ptr %2839, i64 64
  %2841 = getelementptr inbounds nuw i8, ptr %2839, i64 128
  %2842 = getelementptr inbounds nuw i8, ptr %2839, i64 192
  %2843 = load <16 x float>, ptr %2839, align 4
  %2844 = load <16 x float>, ptr %2840, align 4
  %2845 = load <16 x float>, ptr %2841, align 4
  %2846 = load <16 x float>, ptr %2842, align 4
  %2847 = fadd <16 x float> %2835, %2843
  %2848 = fadd <16 x float> %2836, %2844
  %2849 = fadd <16 x float> %2837, %2845
  %2850 = fadd <16 x float> %2838, %2846
  %2851 = getelementptr inbounds nuw float, ptr %1419, i64 %2826
  %2852 = getelementptr inbounds nuw i8, ptr %2851, i64 64
  %2853 = getelementptr inbounds nuw i8, ptr %2851, i64 128
  %2854 = getelementptr inbounds nuw i8, ptr %2851, i64 192
  %2855 = load <16 x float>, ptr %2851, align 4
  %2856 = load <16 x float>, ptr %2852, align 4
  %2857 = load <16 x float>, ptr %2853, align 4
  %2858 = load <16 x float>, ptr %2854, align 4
  %2859 = fadd <16 x float> %2847, %2855
  %2860 = fadd <16 x float> %2848, %2856
  %2861 = fadd <16 x float> %2849, %2857
  %2862 = fadd <16 x float> %2850, %2858
  store <16 x float> %2859, ptr %2851, align 4
  store <16 x float> %2860, ptr %2852, align 4
  store <16 x float> %2861, ptr %2853, align 4
  store <16 x float> %2862, ptr %2854, align 4
  %2863 = add nuw i64 %2817, 64
  %2864 = icmp eq i64 %2863, %1061
  br i1 %2864, label %2865, label %2816

2865:                                             ; preds = %2816
  br i1 %1062, label %2933, label %2866

2866:                                             ; preds = %2865
  br i1 %1063, label %2886, label %2867

2867:                                             ; preds = %2815, %2866
  %2868 = phi i64 [ %1061, %2866 ], [ 0, %2815 ]
  br label %2869

2869:                                             ; preds = %2869, %2867
  %2870 = phi i64 [ %2868, %2867 ], [ %2883, %2869 ]
  %2871 = getelementptr float, ptr %2798, i64 %2870
  %2872 = load <8 x float>, ptr %2871, align 4
  %2873 = add nuw nsw i64 %2870, %106
  %2874 = getelementptr inbounds nuw float, ptr %122, i64 %2873
  %2875 = load <8 x float>, ptr %2874, align 4
  %2876 = fadd <8 x float> %2872, %2875
  %2877 = getelementptr inbounds nuw float, ptr %123, i64 %2873
  %2878 = load <8 x float>, ptr %2877, align 4
  %2879 = fadd <8 x float> %2876, %2878
  %2880 = getelementptr inbounds nuw float, ptr %1419, i64 %2873
  %2881 = load <8 x float>, ptr %2880, align 4
  %2882 = fadd <8 x float> %2879, %2881
  store <8 x float> %2882, ptr %2880, align 4
  %2883 = add nuw i64 %2870, 8
  %2884 = icmp eq i64 %2883, %1064
  br i1 %2884, label %2885, label %2869

2885:                                             ; preds = %2869
  br i1 %1065, label %2933, label %2886

2886:                                             ; preds = %2799, %2797, %2866, %2885
  %2887 = phi i64 [ 0, %2797 ], [ 0, %2799 ], [ %1061, %2866 ], [ %1064, %2885 ]
  %2888 = or disjoint i64 %2887, 1
  br i1 %1067, label %2903, label %2889

2889:                                             ; preds = %2886
  %2890 = getelementptr float, ptr %2798, i64 %2887
  %2891 = load float, ptr %2890, align 4
  %2892 = add nuw nsw i64 %2887, %106
  %2893 = getelementptr inbounds nuw float, ptr %122, i64 %2892
  %2894 = load float, ptr %2893, align 4
  %2895 = fadd float %2891, %2894
  %2896 = getelementptr inbounds nuw float, ptr %123, i64 %2892
  %2897 = load float, ptr %2896, align 4
  %2898 = fadd float %2895, %2897
  %2899 = getelementptr inbounds nuw float, ptr %1419, i64 %2892
  %2900 = load float, ptr %2899, align 4
  %2901 = fadd float %2898, %2900
  store float %2901, ptr %2899, align 4
  %2902 = or disjoint i64 %2887, 1
  br label %2903

2903:                                             ; preds = %2889, %2886
  %2904 = phi i64 [ %2887, %2886 ], [ %2902, %2889 ]
  %2905 = icmp eq i64 %32, %2888
  br i1 %2905, label %2933, label %3038

2906:                                             ; preds = %2794, %2906
  %2907 = phi i64 [ %2931, %2906 ], [ %2795, %2794 ]
  %2908 = getelementptr inbounds nuw float, ptr %1417, i64 %2907
  %2909 = load float, ptr %2908, align 4
  %2910 = getelementptr inbounds nuw float, ptr %122, i64 %2907
  %2911 = load float, ptr %2910, align 4
  %2912 = fadd float %2909, %2911
  %2913 = getelementptr inbounds nuw float, ptr %123, i64 %2907
  %2914 = load float, ptr %2913, align 4
  %2915 = fadd float %2912, %2914
  %2916 = getelementptr inbounds nuw float, ptr %1419, i64 %2907
  %2917 = load float, ptr %2916, align 4
  %2918 = fadd float %2915, %2917
  store float %2918, ptr %2916, align 4
  %2919 = add nuw nsw i64 %2907, 1
  %2920 = getelementptr inbounds nuw float, ptr %1417, i64 %2919
  %2921 = load float, ptr %2920, align 4
  %2922 = getelementptr inbounds nuw float, ptr %122, i64 %2919
  %2923 = load float, ptr %2922, align 4
  %2924 = fadd float %2921, %2923
  %2925 = getelementptr inbounds nuw float, ptr %123, i64 %2919
  %2926 = load float, ptr %2925, align 4
  %2927 = fadd float %2924, %2926
  %2928 = getelementptr inbounds nuw float, ptr %1419, i64 %2919
  %2929 = load float, ptr %2928, align 4
  %2930 = fadd float %2927, %2929
  store float %2930, ptr %2928, align 4
  %2931 = add nuw nsw i64 %2907, 2
  %2932 = icmp eq i64 %2931, %32
  br i1 %2932, label %2797, label %2906

2933:                                             ; preds = %2903, %3038, %2885, %2865
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1419, i64 noundef %817)
  %2934 = getelementptr inbounds nuw float, ptr %1419, i64 %106
  %2935 = getelementptr inbounds nuw float, ptr %1419, i64 %817
  %2936 = getelementptr i8, ptr %1417, i64 %820
  br i1 %1068, label %3015, label %2937

2937:                                             ; preds = %2933
  %2938 = getelementptr i8, ptr %1419, i64 %945
  %2939 = getelementptr i8, ptr %1417, i64 %821
  %2940 = getelementptr i8, ptr %1419, i64 %961
  %2941 = getelementptr i8, ptr %2940, i64 %944
  %2942 = icmp ult ptr %2935, %953
  %2943 = icmp ult ptr %951, %2938
  %2944 = and i1 %2942, %2943
  %2945 = icmp ult ptr %2935, %2939
  %2946 = icmp ult ptr %2936, %2938
  %2947 = and i1 %2945, %2946
  %2948 = or i1 %2944, %2947
  %2949 = icmp ult ptr %2935, %960
  %2950 = icmp ult ptr %958, %2938
  %2951 = and i1 %2949, %2950
  %2952 = or i1 %2948, %2951
  %2953 = icmp ult ptr %2935, %2941
  %2954 = icmp ult ptr %2934, %2938
  %2955 = and i1 %2953, %2954
  %2956 = or i1 %2952, %2955
  br i1 %2956, label %3015, label %2957

2957:                                             ; preds = %2937
  br i1 %1069, label %2993, label %2958

2958:                                             ; preds = %2957, %2958
  %2959 = phi i64 [ %2989, %2958 ], [ 0, %2957 ]
  %2960 = getelementptr inbounds nuw float, ptr %2935, i64 %2959
  %2961 = getelementptr inbounds nuw i8, ptr %2960, i64 64
  %2962 = load <16 x float>, ptr %2960, align 4
  %2963 = load <16 x float>, ptr %2961, align 4
  %2964 = add nuw nsw i64 %2959, %817
  %2965 = getelementptr inbounds nuw float, ptr %123, i64 %2964
  %2966 = getelementptr inbounds nuw i8, ptr %2965, i64 64
  %2967 = load <16 x float>, ptr %2965, align 4
  %2968 = load <16 x float>, ptr %2966, align 4
  %2969 = fadd <16 x float> %2962, %2967
  %2970 = fadd <16 x float> %2963, %2968
  %2971 = getelementptr float, ptr %2936, i64 %2959
  %2972 = getelementptr i8, ptr %2971, i64 64
  %2973 = load <16 x float>, ptr %2971, align 4
  %2974 = load <16 x float>, ptr %2972, align 4
  %2975 = getelementptr inbounds nuw float, ptr %122, i64 %2964
  %2976 = getelementptr inbounds nuw i8, ptr %2975, i64 64
  %2977 = load <16 x float>, ptr %2975, align 4
  %2978 = load <16 x float>, ptr %2976, align 4
  %2979 = fadd <16 x float> %2973, %2977
  %2980 = fadd <16 x float> %2974, %2978
  %2981 = getelementptr inbounds nuw float, ptr %2934, i64 %2959
  %2982 = getelementptr inbounds nuw i8, ptr %2981, i64 64
  %2983 = load <16 x float>, ptr %2981, align 4
  %2984 = load <16 x float>, ptr %2982, align 4
  %2985 = fmul <16 x float> %2969, %2983
  %2986 = fmul <16 x float> %2970, %2984
  %2987 = fadd <16 x float> %2979, %2985
  %2988 = fadd <16 x float> %2980, %2986
  store <16 x float> %2987, ptr %2960, align 4
  store <16 x float> %2988, ptr %2961, align 4
  %2989 = add nuw i64 %2959, 32
  %2990 = icmp eq i64 %2989, %1071
  br i1 %2990, label %2991, label %2958

2991:                                             ; preds = %2958
  br i1 %1072, label %3069, label %2992

2992:                                             ; preds = %2991
  br i1 %1073, label %3015, label %2993

2993:                                             ; preds = %2957, %2992
  %2994 = phi i64 [ %1071, %2992 ], [ 0, %2957 ]
  br label %2995

2995:                                             ; preds = %2995, %2993
  %2996 = phi i64 [ %2994, %2993 ], [ %3012, %2995 ]
  %2997 = getelementptr inbounds nuw float, ptr %2935, i64 %2996
  %2998 = load <4 x float>, ptr %2997, align 4
  %2999 = add nuw nsw i64 %2996, %817
  %3000 = getelementptr inbounds nuw float, ptr %123, i64 %2999
  %3001 = load <4 x float>, ptr %3000, align 4
  %3002 = fadd <4 x float> %2998, %3001
  %3003 = getelementptr float, ptr %2936, i64 %2996
  %3004 = load <4 x float>, ptr %3003, align 4
  %3005 = getelementptr inbounds nuw float, ptr %122, i64 %2999
  %3006 = load <4 x float>, ptr %3005, align 4
  %3007 = fadd <4 x float> %3004, %3006
  %3008 = getelementptr inbounds nuw float, ptr %2934, i64 %2996
  %3009 = load <4 x float>, ptr %3008, align 4
  %3010 = fmul <4 x float> %3002, %3009
  %3011 = fadd <4 x float> %3007, %3010
  store <4 x float> %3011, ptr %2997, align 4
  %3012 = add nuw i64 %2996, 4
  %3013 = icmp eq i64 %3012, %1074
  br i1 %3013, label %3014, label %2995

3014:                                             ; preds = %2995
  br i1 %1075, label %3069, label %3015

3015:                                             ; preds = %2937, %2933, %2992, %3014
  %3016 = phi i64 [ 0, %2933 ], [ 0, %2937 ], [ %1071, %2992 ], [ %1074, %3014 ]
  %3017 = or disjoint i64 %3016, 1
  br i1 %1077, label %3035, label %3018

3018:                                             ; preds = %3015
  %3019 = getelementptr inbounds nuw float, ptr %2935, i64 %3016
  %3020 = load float, ptr %3019, align 4
  %3021 = add nuw nsw i64 %3016, %817
  %3022 = getelementptr inbounds nuw float, ptr %123, i64 %3021
  %3023 = load float, ptr %3022, align 4
  %3024 = fadd float %3020, %3023
  %3025 = getelementptr float, ptr %2936, i64 %3016
  %3026 = load float, ptr %3025, align 4
  %3027 = getelementptr inbounds nuw float, ptr %122, i64 %3021
  %3028 = load float, ptr %3027, align 4
  %3029 = fadd float %3026, %3028
  %3030 = getelementptr inbounds nuw float, ptr %2934, i64 %3016
  %3031 = load float, ptr %3030, align 4
  %3032 = fmul float %3024, %3031
  %3033 = fadd float %3029, %3032
  store float %3033, ptr %3019, align 4
  %3034 = or disjoint i64 %3016, 1
  br label %3035

3035:                                             ; preds = %3018, %3015
  %3036 = phi i64 [ %3016, %3015 ], [ %3034, %3018 ]
  %3037 = icmp eq i64 %32, %3017
  br i1 %3037, label %3069, label %3163

3038:                                             ; preds = %2903, %3038
  %3039 = phi i64 [ %3065, %3038 ], [ %2904, %2903 ]
  %3040 = getelementptr float, ptr %2798, i64 %3039
  %3041 = load float, ptr %3040, align 4
  %3042 = add nuw nsw i64 %3039, %106
  %3043 = getelementptr inbounds nuw float, ptr %122, i64 %3042
  %3044 = load float, ptr %3043, align 4
  %3045 = fadd float %3041, %3044
  %3046 = getelementptr inbounds nuw float, ptr %123, i64 %3042
  %3047 = load float, ptr %3046, align 4
  %3048 = fadd float %3045, %3047
  %3049 = getelementptr inbounds nuw float, ptr %1419, i64 %3042
  %3050 = load float, ptr %3049, align 4
  %3051 = fadd float %3048, %3050
  store float %3051, ptr %3049, align 4
  %3052 = add nuw nsw i64 %3039, 1
  %3053 = getelementptr float, ptr %2798, i64 %3052
  %3054 = load float, ptr %3053, align 4
  %3055 = add nuw nsw i64 %3052, %106
  %3056 = getelementptr inbounds nuw float, ptr %122, i64 %3055
  %3057 = load float, ptr %3056, align 4
  %3058 = fadd float %3054, %3057
  %3059 = getelementptr inbounds nuw float, ptr %123, i64 %3055
  %3060 = load float, ptr %3059, align 4
  %3061 = fadd float %3058, %3060
  %3062 = getelementptr inbounds nuw float, ptr %1419, i64 %3055
  %3063 = load float, ptr %3062, align 4
  %3064 = fadd float %3061, %3063
  store float %3064, ptr %3062, align 4
  %3065 = add nuw nsw i64 %3039, 2
  %3066 = icmp eq i64 %3065, %32
  br i1 %3066, label %2933, label %3038

3067:                                             ; preds = %2693
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1419, i64 noundef %817)
  %3068 = getelementptr inbounds float, ptr %1419, i64 %817
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %3068, i64 noundef %106)
  br label %3494

3069:                                             ; preds = %3035, %3163, %3014, %2991
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef nonnull %2935, i64 noundef %106)
  br i1 %1078, label %3145, label %3070

3070:                                             ; preds = %3069
  %3071 = getelementptr i8, ptr %1421, i64 %944
  %3072 = getelementptr i8, ptr %1419, i64 %945
  %3073 = getelementptr i8, ptr %1419, i64 %944
  %3074 = icmp ult ptr %1421, %3072
  %3075 = icmp ult ptr %2935, %3071
  %3076 = and i1 %3074, %3075
  %3077 = icmp ult ptr %1421, %3073
  %3078 = icmp ult ptr %1419, %3071
  %3079 = and i1 %3077, %3078
  %3080 = or i1 %3076, %3079
  br i1 %3080, label %3145, label %3081

3081:                                             ; preds = %3070
  br i1 %1079, label %3128, label %3082

3082:                                             ; preds = %3081, %3082
  %3083 = phi i64 [ %3124, %3082 ], [ 0, %3081 ]
  %3084 = getelementptr inbounds nuw float, ptr %1419, i64 %3083
  %3085 = getelementptr inbounds nuw i8, ptr %3084, i64 64
  %3086 = getelementptr inbounds nuw i8, ptr %3084, i64 128
  %3087 = getelementptr inbounds nuw i8, ptr %3084, i64 192
  %3088 = load <16 x float>, ptr %3084, align 4
  %3089 = load <16 x float>, ptr %3085, align 4
  %3090 = load <16 x float>, ptr %3086, align 4
  %3091 = load <16 x float>, ptr %3087, align 4
  %3092 = fsub <16 x float> splat (float 1.000000e+00), %3088
  %3093 = fsub <16 x float> splat (float 1.000000e+00), %3089
  %3094 = fsub <16 x float> splat (float 1.000000e+00), %3090
  %3095 = fsub <16 x float> splat (float 1.000000e+00), %3091
  %3096 = getelementptr inbounds nuw float, ptr %2935, i64 %3083
  %3097 = getelementptr inbounds nuw i8, ptr %3096, i64 64
  %3098 = getelementptr inbounds nuw i8, ptr %3096, i64 128
  %3099 = getelementptr inbounds nuw i8, ptr %3096, i64 192
  %3100 = load <16 x float>, ptr %3096, align 4
  %3101 = load <16 x float>, ptr %3097, align 4
  %3102 = load <16 x float>, ptr %3098, align 4
  %3103 = load <16 x float>, ptr %3099, align 4
  %3104 = fmul <16 x float> %3092, %3100
  %3105 = fmul <16 x float> %3093, %3101
  %3106 = fmul <16 x float> %3094, %3102
  %3107 = fmul <16 x float> %3095, %3103
  %3108 = getelementptr inbounds nuw float, ptr %1421, i64 %3083
  %3109 = getelementptr inbounds nuw i8, ptr %3108, i64 64
  %3110 = getelementptr inbounds nuw i8, ptr %3108, i64 128
  %3111 = getelementptr inbounds nuw i8, ptr %3108, i64 192
  %3112 = load <16 x float>, ptr %3108, align 4
  %3113 = load <16 x float>, ptr %3109, align 4
  %3114 = load <16 x float>, ptr %3110, align 4
  %3115 = load <16 x float>, ptr %3111, align 4
  %3116 = fmul <16 x float> %3088, %3112
  %3117 = fmul <16 x float> %3089, %3113
  %3118 = fmul <16 x float> %3090, %3114
  %3119 = fmul <16 x float> %3091, %3115
  %3120 = fadd <16 x float> %3104, %3116
  %3121 = fadd <16 x float> %3105, %3117
  %3122 = fadd <16 x float> %3106, %3118
  %3123 = fadd <16 x float> %3107, %3119
  store <16 x float> %3120, ptr %3108, align 4
  store <16 x float> %3121, ptr %3109, align 4
  store <16 x float> %3122, ptr %3110, align 4
  store <16 x float> %3123, ptr %3111, align 4
  %3124 = add nuw i64 %3083, 64
  %3125 = icmp eq i64 %3124, %1081
  br i1 %3125, label %3126, label %3082

3126:                                             ; preds = %3082
  br i1 %1082, label %3494, label %3127

3127:                                             ; preds = %3126
  br i1 %1083, label %3145, label %3128

3128:                                             ; preds = %3081, %3127
  %3129 = phi i64 [ %1081, %3127 ], [ 0, %3081 ]
  br label %3130

3130:                                             ; preds = %3130, %3128
  %3131 = phi i64 [ %3129, %3128 ], [ %3142, %3130 ]
  %3132 = getelementptr inbounds nuw float, ptr %1419, i64 %3131
  %3133 = load <8 x float>, ptr %3132, align 4
  %3134 = fsub <8 x float> splat (float 1.000000e+00), %3133
  %3135 = getelementptr inbounds nuw float, ptr %2935, i64 %3131
  %3136 = load <8 x float>, ptr %3135, align 4
  %3137 = fmul <8 x float> %3134, %3136
  %3138 = getelementptr inbounds nuw float, ptr %1421, i64 %3131
  %3139 = load <8 x float>, ptr %3138, align 4
  %3140 = fmul <8 x float> %3133, %3139
  %3141 = fadd <8 x float> %3137, %3140
  store <8 x float> %3141, ptr %3138, align 4
  %3142 = add nuw i64 %3131, 8
  %3143 = icmp eq i64 %3142, %1084
  br i1 %3143, label %3144, label %3130

3144:                                             ; preds = %3130
  br i1 %1085, label %3494, label %3145

3145:                                             ; preds = %3070, %3069, %3127, %3144
  %3146 = phi i64 [ 0, %3069 ], [ 0, %3070 ], [ %1081, %3127 ], [ %1084, %3144 ]
  %3147 = or disjoint i64 %3146, 1
  br i1 %1087, label %3160, label %3148

3148:                                             ; preds = %3145
  %3149 = getelementptr inbounds nuw float, ptr %1419, i64 %3146
  %3150 = load float, ptr %3149, align 4
  %3151 = fsub float 1.000000e+00, %3150
  %3152 = getelementptr inbounds nuw float, ptr %2935, i64 %3146
  %3153 = load float, ptr %3152, align 4
  %3154 = fmul float %3151, %3153
  %3155 = getelementptr inbounds nuw float, ptr %1421, i64 %3146
  %3156 = load float, ptr %3155, align 4
  %3157 = fmul float %3150, %3156
  %3158 = fadd float %3154, %3157
  store float %3158, ptr %3155, align 4
  %3159 = or disjoint i64 %3146, 1
  br label %3160

3160:                                             ; preds = %3148, %3145
  %3161 = phi i64 [ %3146, %3145 ], [ %3159, %3148 ]
  %3162 = icmp eq i64 %32, %3147
  br i1 %3162, label %3494, label %3198

3163:                                             ; preds = %3035, %3163
  %3164 = phi i64 [ %3196, %3163 ], [ %3036, %3035 ]
  %3165 = getelementptr inbounds nuw float, ptr %2935, i64 %3164
  %3166 = load float, ptr %3165, align 4
  %3167 = add nuw nsw i64 %3164, %817
  %3168 = getelementptr inbounds nuw float, ptr %123, i64 %3167
  %3169 = load float, ptr %3168, align 4
  %3170 = fadd float %3166, %3169
  %3171 = getelementptr float, ptr %2936, i64 %3164
  %3172 = load float, ptr %3171, align 4
  %3173 = getelementptr inbounds nuw float, ptr %122, i64 %3167
  %3174 = load float, ptr %3173, align 4
  %3175 = fadd float %3172, %3174
  %3176 = getelementptr inbounds nuw float, ptr %2934, i64 %3164
  %3177 = load float, ptr %3176, align 4
  %3178 = fmul float %3170, %3177
  %3179 = fadd float %3175, %3178
  store float %3179, ptr %3165, align 4
  %3180 = add nuw nsw i64 %3164, 1
  %3181 = getelementptr inbounds nuw float, ptr %2935, i64 %3180
  %3182 = load float, ptr %3181, align 4
  %3183 = add nuw nsw i64 %3180, %817
  %3184 = getelementptr inbounds nuw float, ptr %123, i64 %3183
  %3185 = load float, ptr %3184, align 4
  %3186 = fadd float %3182, %3185
  %3187 = getelementptr float, ptr %2936, i64 %3180
  %3188 = load float, ptr %3187, align 4
  %3189 = getelementptr inbounds nuw float, ptr %122, i64 %3183
  %3190 = load float, ptr %3189, align 4
  %3191 = fadd float %3188, %3190
  %3192 = getelementptr inbounds nuw float, ptr %2934, i64 %3180
  %3193 = load float, ptr %3192, align 4
  %3194 = fmul float %3186, %3193
  %3195 = fadd float %3191, %3194
  store float %3195, ptr %3181, align 4
  %3196 = add nuw nsw i64 %3164, 2
  %3197 = icmp eq i64 %3196, %32
  br i1 %3197, label %3069, label %3163

3198:                                             ; preds = %3160, %3198
  %3199 = phi i64 [ %3221, %3198 ], [ %3161, %3160 ]
  %3200 = getelementptr inbounds nuw float, ptr %1419, i64 %3199
  %3201 = load float, ptr %3200, align 4
  %3202 = fsub float 1.000000e+00, %3201
  %3203 = getelementptr inbounds nuw float, ptr %2935, i64 %3199
  %3204 = load float, ptr %3203, align 4
  %3205 = fmul float %3202, %3204
  %3206 = getelementptr inbounds nuw float, ptr %1421, i64 %3199
  %3207 = load float, ptr %3206, align 4
  %3208 = fmul float %3201, %3207
  %3209 = fadd float %3205, %3208
  store float %3209, ptr %3206, align 4
  %3210 = add nuw nsw i64 %3199, 1
  %3211 = getelementptr inbounds nuw float, ptr %1419, i64 %3210
  %3212 = load float, ptr %3211, align 4
  %3213 = fsub float 1.000000e+00, %3212
  %3214 = getelementptr inbounds nuw float, ptr %2935, i64 %3210
  %3215 = load float, ptr %3214, align 4
  %3216 = fmul float %3213, %3215
  %3217 = getelementptr inbounds nuw float, ptr %1421, i64 %3210
  %3218 = load float, ptr %3217, align 4
  %3219 = fmul float %3212, %3218
  %3220 = fadd float %3216, %3219
  store float %3220, ptr %3217, align 4
  %3221 = add nuw nsw i64 %3199, 2
  %3222 = icmp eq i64 %3221, %32
  br i1 %3222, label %3494, label %3198

3223:                                             ; preds = %2690, %3332, %2673, %2654
  %3224 = getelementptr float, ptr %1417, i64 %32
  br i1 %1027, label %3312, label %3225

3225:                                             ; preds = %3223
  %3226 = getelementptr i8, ptr %1419, i64 %989
  %3227 = getelementptr i8, ptr %1419, i64 %989
  %3228 = getelementptr i8, ptr %3227, i64 %990
  %3229 = getelementptr i8, ptr %1417, i64 %820
  %3230 = icmp ult ptr %3226, %3229
  %3231 = icmp ult ptr %3224, %3228
  %3232 = and i1 %3230, %3231
  %3233 = icmp ult ptr %3226, %998
  %3234 = icmp ult ptr %996, %3228
  %3235 = and i1 %3233, %3234
  %3236 = or i1 %3232, %3235
  %3237 = icmp ult ptr %3226, %1005
  %3238 = icmp ult ptr %1003, %3228
  %3239 = and i1 %3237, %3238
  %3240 = or i1 %3236, %3239
  br i1 %3240, label %3312, label %3241

3241:                                             ; preds = %3225
  br i1 %1028, label %3293, label %3242

3242:                                             ; preds = %3241, %3242
  %3243 = phi i64 [ %3289, %3242 ], [ 0, %3241 ]
  %3244 = getelementptr float, ptr %3224, i64 %3243
  %3245 = getelementptr i8, ptr %3244, i64 64
  %3246 = getelementptr i8, ptr %3244, i64 128
  %3247 = getelementptr i8, ptr %3244, i64 192
  %3248 = load <16 x float>, ptr %3244, align 4
  %3249 = load <16 x float>, ptr %3245, align 4
  %3250 = load <16 x float>, ptr %3246, align 4
  %3251 = load <16 x float>, ptr %3247, align 4
  %3252 = add nuw nsw i64 %3243, %106
  %3253 = getelementptr inbounds nuw float, ptr %122, i64 %3252
  %3254 = getelementptr inbounds nuw i8, ptr %3253, i64 64
  %3255 = getelementptr inbounds nuw i8, ptr %3253, i64 128
  %3256 = getelementptr inbounds nuw i8, ptr %3253, i64 192
  %3257 = load <16 x float>, ptr %3253, align 4
  %3258 = load <16 x float>, ptr %3254, align 4
  %3259 = load <16 x float>, ptr %3255, align 4
  %3260 = load <16 x float>, ptr %3256, align 4
  %3261 = fadd <16 x float> %3248, %3257
  %3262 = fadd <16 x float> %3249, %3258
  %3263 = fadd <16 x float> %3250, %3259
  %3264 = fadd <16 x float> %3251, %3260
  %3265 = getelementptr inbounds nuw float, ptr %123, i64 %3252
  %3266 = getelementptr inbounds nuw i8, ptr %3265, i64 64
  %3267 = getelementptr inbounds nuw i8, ptr %3265, i64 128
  %3268 = getelementptr inbounds nuw i8, ptr %3265, i64 192
  %3269 = load <16 x float>, ptr %3265, align 4
  %3270 = load <16 x float>, ptr %3266, align 4
  %3271 = load <16 x float>, ptr %3267, align 4
  %3272 = load <16 x float>, ptr %3268, align 4
  %3273 = fadd <16 x float> %3261, %3269
  %3274 = fadd <16 x float> %3262, %3270
  %3275 = fadd <16 x float> %3263, %3271
  %3276 = fadd <16 x float> %3264, %3272
  %3277 = getelementptr inbounds nuw float, ptr %1419, i64 %3252
  %3278 = getelementptr inbounds nuw i8, ptr %3277, i64 64
  %3279 = getelementptr inbounds nuw i8, ptr %3277, i64 128
  %3280 = getelementptr inbounds nuw i8, ptr %3277, i64 192
  %3281 = load <16 x float>, ptr %3277, align 4
  %3282 = load <16 x float>, ptr %3278, align 4
  %3283 = load <16 x float>, ptr %3279, align 4
  %3284 = load <16 x float>, ptr %3280, align 4
  %3285 = fadd <16 x float> %3273, %3281
  %3286 = fadd <16 x float> %3274, %3282
  %3287 = fadd <16 x float> %3275, %3283
  %3288 = fadd <16 x float> %3276, %3284
  store <16 x float> %3285, ptr %3277, align 4
  store <16 x float> %3286, ptr %3278, align 4
  store <16 x float> %3287, ptr %3279, align 4
  store <16 x float> %3288, ptr %3280, align 4
  %3289 = add nuw i64 %3243, 64
  %3290 = icmp eq i64 %3289, %1030
  br i1 %3290, label %3291, label %3242

3291:                                             ; preds = %3242
  br i1 %1031, label %3360, label %3292

3292:                                             ; preds = %3291
  br i1 %1032, label %3312, label %3293

3293:                                             ; preds = %3241, %3292
  %3294 = phi i64 [ %1030, %3292 ], [ 0, %3241 ]
  br label %3295

3295:                                             ; preds = %3295, %3293
  %3296 = phi i64 [ %3294, %3293 ], [ %3309, %3295 ]
  %3297 = getelementptr float, ptr %3224, i64 %3296
  %3298 = load <8 x float>, ptr %3297, align 4
  %3299 = add nuw nsw i64 %3296, %106
  %3300 = getelementptr inbounds nuw float, ptr %122, i64 %3299
  %3301 = load <8 x float>, ptr %3300, align 4
  %3302 = fadd <8 x float> %3298, %3301
  %3303 = getelementptr inbounds nuw float, ptr %123, i64 %3299
  %3304 = load <8 x float>, ptr %3303, align 4
  %3305 = fadd <8 x float> %3302, %3304
  %3306 = getelementptr inbounds nuw float, ptr %1419, i64 %3299
  %3307 = load <8 x float>, ptr %3306, align 4
  %3308 = fadd <8 x float> %3305, %3307
  store <8 x float> %3308, ptr %3306, align 4
  %3309 = add nuw i64 %3296, 8
  %3310 = icmp eq i64 %3309, %1033
  br i1 %3310, label %3311, label %3295

3311:                                             ; preds = %3295
  br i1 %1034, label %3360, label %3312

3312:                                             ; preds = %3225, %3223, %3292, %3311
  %3313 = phi i64 [ 0, %3223 ], [ 0, %3225 ], [ %1030, %3292 ], [ %1033, %3311 ]
  %3314 = or disjoint i64 %3313, 1
  br i1 %1036, label %3329, label %3315

3315:                                             ; preds = %3312
  %3316 = getelementptr float, ptr %3224, i64 %3313
  %3317 = load float, ptr %3316, align 4
  %3318 = add nuw nsw i64 %3313, %106
  %3319 = getelementptr inbounds nuw float, ptr %122, i64 %3318
  %3320 = load float, ptr %3319, align 4
  %3321 = fadd float %3317, %3320
  %3322 = getelementptr inbounds nuw float, ptr %123, i64 %3318
  %3323 = load float, ptr %3322, align 4
  %3324 = fadd float %3321, %3323
  %3325 = getelementptr inbounds nuw float, ptr %1419, i64 %3318
  %3326 = load float, ptr %3325, align 4
  %3327 = fadd float %3324, %3326
  store float %3327, ptr %3325, align 4
  %3328 = or disjoint i64 %3313, 1
  br label %3329

3329:                                             ; preds = %3315, %3312
  %3330 = phi i64 [ %3313, %3312 ], [ %3328, %3315 ]
  %3331 = icmp eq i64 %32, %3314
  br i1 %3331, label %3360, label %3434

3332:                                             ; preds = %2690, %3332
  %3333 = phi i64 [ %3357, %3332 ], [ %2691, %2690 ]
  %3334 = getelementptr inbounds nuw float, ptr %1417, i64 %3333
  %3335 = load float, ptr %3334, align 4
  %3336 = getelementptr inbounds nuw float, ptr %122, i64 %3333
  %3337 = load float, ptr %3336, align 4
  %3338 = fadd float %3335, %3337
  %3339 = getelementptr inbounds nuw float, ptr %123, i64 %3333
  %3340 = load float, ptr %3339, align 4
  %3341 = fadd float %3338, %3340
  %3342 = getelementptr inbounds nuw float, ptr %1419, i64 %3333
  %3343 = load float, ptr %3342, align 4
  %3344 = fadd float %3341, %3343
  store float %3344, ptr %3342, align 4
  %3345 = add nuw nsw i64 %3333, 1
  %3346 = getelementptr inbounds nuw float, ptr %1417, i64 %3345
  %3347 = load float, ptr %3346, align 4
  %3348 = getelementptr inbounds nuw float, ptr %122, i64 %3345
  %3349 = load float, ptr %3348, align 4
  %3350 = fadd float %3347, %3349
  %3351 = getelementptr inbounds nuw float, ptr %123, i64 %3345
  %3352 = load float, ptr %3351, align 4
  %3353 = fadd float %3350, %3352
  %3354 = getelementptr inbounds nuw float, ptr %1419, i64 %3345
  %3355 = load float, ptr %3354, align 4
  %3356 = fadd float %3353, %3355
  store float %3356, ptr %3354, align 4
  %3357 = add nuw nsw i64 %3333, 2
  %3358 = icmp eq i64 %3357, %32
  br i1 %3358, label %3223, label %3332

3359:                                             ; preds = %2589
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1419, i64 noundef %817)
  br label %3494

3360:                                             ; preds = %3329, %3434, %3311, %3291
  call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1419, i64 noundef %817)
  %3361 = getelementptr inbounds nuw float, ptr %1419, i64 %106
  %3362 = getelementptr inbounds nuw i8, ptr %1415, i64 24
  %3363 = load ptr, ptr %3362, align 8
  br i1 %1037, label %3416, label %3364

3364:                                             ; preds = %3360
  %3365 = ptrtoint ptr %3363 to i64
  %3366 = add i64 %1038, %1420
  %3367 = sub i64 %3365, %3366
  %3368 = icmp ult i64 %3367, 256
  %3369 = sub i64 %3365, %1422
  %3370 = icmp ult i64 %3369, 256
  %3371 = or i1 %3368, %3370
  br i1 %3371, label %3416, label %3372

3372:                                             ; preds = %3364
  br i1 %1039, label %3403, label %3373

3373:                                             ; preds = %3372, %3373
  %3374 = phi i64 [ %3399, %3373 ], [ 0, %3372 ]
  %3375 = getelementptr inbounds nuw float, ptr %3361, i64 %3374
  %3376 = getelementptr inbounds nuw i8, ptr %3375, i64 64
  %3377 = getelementptr inbounds nuw i8, ptr %3375, i64 128
  %3378 = getelementptr inbounds nuw i8, ptr %3375, i64 192
  %3379 = load <16 x float>, ptr %3375, align 4
  %3380 = load <16 x float>, ptr %3376, align 4
  %3381 = load <16 x float>, ptr %3377, align 4
  %3382 = load <16 x float>, ptr %3378, align 4
  %3383 = getelementptr inbounds nuw float, ptr %1421, i64 %3374
  %3384 = getelementptr inbounds nuw i8, ptr %3383, i64 64
  %3385 = getelementptr inbounds nuw i8, ptr %3383, i64 128
  %3386 = getelementptr inbounds nuw i8, ptr %3383, i64 192
  %3387 = load <16 x float>, ptr %3383, align 4
  %3388 = load <16 x float>, ptr %3384, align 4
  %3389 = load <16 x float>, ptr %3385, align 4
  %3390 = load <16 x float>, ptr %3386, align 4
  %3391 = fmul <16 x float> %3379, %3387
  %3392 = fmul <16 x float> %3380, %3388
  %3393 = fmul <16 x float> %3381, %3389
  %3394 = fmul <16 x float> %3382, %3390
  %3395 = getelementptr inbounds nuw float, ptr %3363, i64 %3374
  %3396 = getelementptr inbounds nuw i8, ptr %3395, i64 64
  %3397 = getelementptr inbounds nuw i8, ptr %3395, i64 128
  %3398 = getelementptr inbounds nuw i8, ptr %3395, i64 192
  store <16 x float> %3391, ptr %3395, align 4
  store <16 x float> %3392, ptr %3396, align 4
  store <16 x float> %3393, ptr %3397, align 4
  store <16 x float> %3394, ptr %3398, align 4
  %3399 = add nuw i64 %3374, 64
  %3400 = icmp eq i64 %3399, %1041
  br i1 %3400, label %3401, label %3373

3401:                                             ; preds = %3373
  br i1 %1042, label %3494, label %3402

3402:                                             ; preds = %3401
  br i1 %1043, label %3416, label %3403

3403:                                             ; preds = %3372, %3402
  %3404 = phi i64 [ %1041, %3402 ], [ 0, %3372 ]
  br label %3405

3405:                                             ; preds = %3405, %3403
  %3406 = phi i64 [ %3404, %3403 ], [ %3413, %3405 ]
  %3407 = getelementptr inbounds nuw float, ptr %3361, i64 %3406
  %3408 = load <8 x float>, ptr %3407, align 4
  %3409 = getelementptr inbounds nuw float, ptr %1421, i64 %3406
  %3410 = load <8 x float>, ptr %3409, align 4
  %3411 = fmul <8 x float> %3408, %3410
  %3412 = getelementptr inbounds nuw float, ptr %3363, i64 %3406
  store <8 x float> %3411, ptr %3412, align 4
  %3413 = add nuw i64 %3406, 8
  %3414 = icmp eq i64 %3413, %1044
  br i1 %3414, label %3415, label %3405

3415:                                             ; preds = %3405
  br i1 %1045, label %3494, label %3416

3416:                                             ; preds = %3364, %3360, %3402, %3415
  %3417 = phi i64 [ 0, %3360 ], [ 0, %3364 ], [ %1041, %3402 ], [ %1044, %3415 ]
  br i1 %1047, label %3430, label %3418

3418:                                             ; preds = %3416, %3418
  %3419 = phi i64 [ %3427, %3418 ], [ %3417, %3416 ]
  %3420 = phi i64 [ %3428, %3418 ], [ 0, %3416 ]
  %3421 = getelementptr inbounds nuw float, ptr %3361, i64 %3419
  %3422 = load float, ptr %3421, align 4
  %3423 = getelementptr inbounds nuw float, ptr %1421, i64 %3419
  %3424 = load float, ptr %3423, align 4
  %3425 = fmul float %3422, %3424
  %3426 = getelementptr inbounds nuw float, ptr %3363, i64 %3419
  store float %3425, ptr %3426, align 4
  %3427 = add nuw nsw i64 %3419, 1
  %3428 = add i64 %3420, 1
  %3429 = icmp eq i64 %3428, %1046
  br i1 %3429, label %3430, label %3418

3430:                                             ; preds = %3418, %3416
  %3431 = phi i64 [ %3417, %3416 ], [ %3427, %3418 ]
  %3432 = sub nsw i64 %3417, %32
  %3433 = icmp ugt i64 %3432, -4
  br i1 %3433, label %3494, label %3463

3434:                                             ; preds = %3329, %3434
  %3435 = phi i64 [ %3461, %3434 ], [ %3330, %3329 ]
  %3436 = getelementptr float, ptr %3224, i64 %3435
  %3437 = load float, ptr %3436, align 4
  %3438 = add nuw nsw i64 %3435, %106
  %3439 = getelementptr inbounds nuw float, ptr %122, i64 %3438
  %3440 = load float, ptr %3439, align 4
  %3441 = fadd float %3437, %3440
  %3442 = getelementptr inbounds nuw float, ptr %123, i64 %3438
  %3443 = load float, ptr %3442, align 4
  %3444 = fadd float %3441, %3443
  %3445 = getelementptr inbounds nuw float, ptr %1419, i64 %3438
  %3446 = load float, ptr %3445, align 4
  %3447 = fadd float %3444, %3446
  store float %3447, ptr %3445, align 4
  %3448 = add nuw nsw i64 %3435, 1
  %3449 = getelementptr float, ptr %3224, i64 %3448
  %3450 = load float, ptr %3449, align 4
  %3451 = add nuw nsw i64 %3448, %106
  %3452 = getelementptr inbounds nuw float, ptr %122, i64 %3451
  %3453 = load float, ptr %3452, align 4
  %3454 = fadd float %3450, %3453
  %3455 = getelementptr inbounds nuw float, ptr %123, i64 %3451
  %3456 = load float, ptr %3455, align 4
  %3457 = fadd float %3454, %3456
  %3458 = getelementptr inbounds nuw float, ptr %1419, i64 %3451
  %3459 = load float, ptr %3458, align 4
  %3460 = fadd float %3457, %3459
  store float %3460, ptr %3458, align 4
  %3461 = add nuw nsw i64 %3435, 2
  %3462 = icmp eq i64 %3461, %32
  br i1 %3462, label %3360, label %3434

3463:                                             ; preds = %3430, %3463
  %3464 = phi i64 [ %3492, %3463 ], [ %3431, %3430 ]
  %3465 = getelementptr inbounds nuw float, ptr %3361, i64 %3464
  %3466 = load float, ptr %3465, align 4
  %3467 = getelementptr inbounds nuw float, ptr %1421, i64 %3464
  %3468 = load float, ptr %3467, align 4
  %3469 = fmul float %3466, %3468
  %3470 = getelementptr inbounds nuw float, ptr %3363, i64 %3464
  store float %3469, ptr %3470, align 4
  %3471 = add nuw nsw i64 %3464, 1
  %3472 = getelementptr inbounds nuw float, ptr %3361, i64 %3471
  %3473 = load float, ptr %3472, align 4
  %3474 = getelementptr inbounds nuw float, ptr %1421, i64 %3471
  %3475 = load float, ptr %3474, align 4
  %3476 = fmul float %3473, %3475
  %3477 = getelementptr inbounds nuw float, ptr %3363, i64 %3471
  store float %3476, ptr %3477, align 4
  %3478 = add nuw nsw i64 %3464, 2
  %3479 = getelementptr inbounds nuw float, ptr %3361, i64 %3478
  %3480 = load float, ptr %3479, align 4
  %3481 = getelementptr inbounds nuw float, ptr %1421, i64 %3478
  %3482 = load float, ptr %3481, align 4
  %3483 = fmul float %3480, %3482
  %3484 = getelementptr inbounds nuw float, ptr %3363, i64 %3478
  store float %3483, ptr %3484, align 4
  %3485 = add nuw nsw i64 %3464, 3
  %3486 = getelementptr inbounds nuw float, ptr %3361, i64 %3485
  %3487 = load float, ptr %3486, align 4
  %3488 = getelementptr inbounds nuw float, ptr %1421, i64 %3485
  %3489 = load float, ptr %3488, align 4
  %3490 = fmul float %3487, %3489
  %3491 = getelementptr inbounds nuw float, ptr %3363, i64 %3485
  store float %3490, ptr %3491, align 4
  %3492 = add nuw nsw i64 %3464, 4
  %3493 = icmp eq i64 %3492, %32
  br i1 %3493, label %3494, label %3463

3494:                                             ; preds = %3430, %3463, %3160, %3198, %2546, %2557, %1574, %1605, %3401, %3415, %3126, %3144, %2517, %2531, %1551, %1562, %3359, %3067, %2478, %1529
  %3495 = add nuw nsw i64 %1413, 1
  %3496 = icmp eq i64 %3495, %1408
  br i1 %3496, label %1411, label %1412

3497:                                             ; preds = %1411
  call fastcc void @products(ptr noundef %804, ptr noundef %805, i64 noundef %1408, ptr noundef %826, i64 noundef %32, i64 noundef %107, i64 noundef %106)
  br i1 %1357, label %3498, label %3769

3498:                                             ; preds = %3497, %3739
  %3499 = phi i64 [ %3740, %3739 ], [ 0, %3497 ]
  %3500 = getelementptr inbounds nuw ptr, ptr %801, i64 %3499
  %3501 = load ptr, ptr %3500, align 8
  %3502 = getelementptr inbounds nuw i8, ptr %3501, i64 16
  %3503 = load ptr, ptr %3502, align 8
  %3504 = load ptr, ptr %3501, align 8
  %3505 = getelementptr float, ptr %3503, i64 %817
  br i1 %125, label %3506, label %3615

3506:                                             ; preds = %3498
  %3507 = getelementptr inbounds nuw i8, ptr %3501, i64 40
  %3508 = load ptr, ptr %3507, align 8
  %3509 = getelementptr i8, ptr %3508, i64 %820
  br i1 %1184, label %3595, label %3510

3510:                                             ; preds = %3506
  %3511 = getelementptr i8, ptr %3503, i64 %830
  %3512 = getelementptr i8, ptr %3508, i64 %831
  %3513 = icmp ult ptr %3505, %3512
  %3514 = icmp ult ptr %3509, %3511
  %3515 = and i1 %3513, %3514
  %3516 = icmp ult ptr %3505, %839
  %3517 = icmp ult ptr %837, %3511
  %3518 = and i1 %3516, %3517
  %3519 = or i1 %3515, %3518
  %3520 = icmp ult ptr %3505, %846
  %3521 = icmp ult ptr %844, %3511
  %3522 = and i1 %3520, %3521
  %3523 = or i1 %3519, %3522
  br i1 %3523, label %3595, label %3524

3524:                                             ; preds = %3510
  br i1 %1185, label %3576, label %3525

3525:                                             ; preds = %3524, %3525
  %3526 = phi i64 [ %3572, %3525 ], [ 0, %3524 ]
  %3527 = getelementptr float, ptr %3509, i64 %3526
  %3528 = getelementptr i8, ptr %3527, i64 64
  %3529 = getelementptr i8, ptr %3527, i64 128
  %3530 = getelementptr i8, ptr %3527, i64 192
  %3531 = load <16 x float>, ptr %3527, align 4
  %3532 = load <16 x float>, ptr %3528, align 4
  %3533 = load <16 x float>, ptr %3529, align 4
  %3534 = load <16 x float>, ptr %3530, align 4
  %3535 = add nuw nsw i64 %3526, %817
  %3536 = getelementptr inbounds nuw float, ptr %122, i64 %3535
  %3537 = getelementptr inbounds nuw i8, ptr %3536, i64 64
  %3538 = getelementptr inbounds nuw i8, ptr %3536, i64 128
  %3539 = getelementptr inbounds nuw i8, ptr %3536, i64 192
  %3540 = load <16 x float>, ptr %3536, align 4
  %3541 = load <16 x float>, ptr %3537, align 4
  %3542 = load <16 x float>, ptr %3538, align 4
  %3543 = load <16 x float>, ptr %3539, align 4
  %3544 = fadd <16 x float> %3531, %3540
  %3545 = fadd <16 x float> %3532, %3541
  %3546 = fadd <16 x float> %3533, %3542
  %3547 = fadd <16 x float> %3534, %3543
  %3548 = getelementptr inbounds nuw float, ptr %123, i64 %3535
  %3549 = getelementptr inbounds nuw i8, ptr %3548, i64 64
  %3550 = getelementptr inbounds nuw i8, ptr %3548, i64 128
  %3551 = getelementptr inbounds nuw i8, ptr %3548, i64 192
  %3552 = load <16 x float>, ptr %3548, align 4
  %3553 = load <16 x float>, ptr %3549, align 4
  %3554 = load <16 x float>, ptr %3550, align 4
  %3555 = load <16 x float>, ptr %3551, align 4
  %3556 = fadd <16 x float> %3544, %3552
  %3557 = fadd <16 x float> %3545, %3553
  %3558 = fadd <16 x float> %3546, %3554
  %3559 = fadd <16 x float> %3547, %3555
  %3560 = getelementptr inbounds nuw float, ptr %3503, i64 %3535
  %3561 = getelementptr inbounds nuw i8, ptr %3560, i64 64
  %3562 = getelementptr inbounds nuw i8, ptr %3560, i64 128
  %3563 = getelementptr inbounds nuw i8, ptr %3560, i64 192
  %3564 = load <16 x float>, ptr %3560, align 4
  %3565 = load <16 x float>, ptr %3561, align 4
  %3566 = load <16 x float>, ptr %3562, align 4
  %3567 = load <16 x float>, ptr %3563, align 4
  %3568 = fadd <16 x float> %3556, %3564
  %3569 = fadd <16 x float> %3557, %3565
  %3570 = fadd <16 x float> %3558, %3566
  %3571 = fadd <16 x float> %3559, %3567
  store <16 x float> %3568, ptr %3560, align 4
  store <16 x float> %3569, ptr %3561, align 4
  store <16 x float> %3570, ptr %3562, align 4
  store <16 x float> %3571, ptr %3563, align 4
  %3572 = add nuw i64 %3526, 64
  %3573 = icmp eq i64 %3572, %1187
  br i1 %3573, label %3574, label %3525

3574:                                             ; preds = %3525
  br i1 %1188, label %3616, label %3575

3575:                                             ; preds = %3574
  br i1 %1189, label %3595, label %3576

3576:                                             ; preds = %3524, %3575
  %3577 = phi i64 [ %1187, %3575 ], [ 0, %3524 ]
  br label %3578

3578:                                             ; preds = %3578, %3576
  %3579 = phi i64 [ %3577, %3576 ], [ %3592, %3578 ]
  %3580 = getelementptr float, ptr %3509, i64 %3579
  %3581 = load <8 x float>, ptr %3580, align 4
  %3582 = add nuw nsw i64 %3579, %817
  %3583 = getelementptr inbounds nuw float, ptr %122, i64 %3582
  %3584 = load <8 x float>, ptr %3583, align 4
  %3585 = fadd <8 x float> %3581, %3584
  %3586 = getelementptr inbounds nuw float, ptr %123, i64 %3582
  %3587 = load <8 x float>, ptr %3586, align 4
  %3588 = fadd <8 x float> %3585, %3587
  %3589 = getelementptr inbounds nuw float, ptr %3503, i64 %3582
  %3590 = load <8 x float>, ptr %3589, align 4
  %3591 = fadd <8 x float> %3588, %3590
  store <8 x float> %3591, ptr %3589, align 4
  %3592 = add nuw i64 %3579, 8
  %3593 = icmp eq i64 %3592, %1190
  br i1 %3593, label %3594, label %3578

3594:                                             ; preds = %3578
  br i1 %1191, label %3616, label %3595

3595:                                             ; preds = %3510, %3506, %3575, %3594
  %3596 = phi i64 [ 0, %3506 ], [ 0, %3510 ], [ %1187, %3575 ], [ %1190, %3594 ]
  %3597 = or disjoint i64 %3596, 1
  br i1 %1193, label %3612, label %3598

3598:                                             ; preds = %3595
  %3599 = getelementptr float, ptr %3509, i64 %3596
  %3600 = load float, ptr %3599, align 4
  %3601 = add nuw nsw i64 %3596, %817
  %3602 = getelementptr inbounds nuw float, ptr %122, i64 %3601
  %3603 = load float, ptr %3602, align 4
  %3604 = fadd float %3600, %3603
  %3605 = getelementptr inbounds nuw float, ptr %123, i64 %3601
  %3606 = load float, ptr %3605, align 4
  %3607 = fadd float %3604, %3606
  %3608 = getelementptr inbounds nuw float, ptr %3503, i64 %3601
  %3609 = load float, ptr %3608, align 4
  %3610 = fadd float %3607, %3609
  store float %3610, ptr %3608, align 4
  %3611 = or disjoint i64 %3596, 1
  br label %3612

3612:                                             ; preds = %3598, %3595
  %3613 = phi i64 [ %3596, %3595 ], [ %3611, %3598 ]
  %3614 = icmp eq i64 %32, %3597
  br i1 %3614, label %3616, label %3710

3615:                                             ; preds = %3498
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %3505, i64 noundef %106)
  br label %3739

3616:                                             ; preds = %3612, %3710, %3594, %3574
  call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef nonnull %3505, i64 noundef %106)
  br i1 %1194, label %3692, label %3617

3617:                                             ; preds = %3616
  %3618 = getelementptr i8, ptr %3504, i64 %829
  %3619 = getelementptr i8, ptr %3503, i64 %830
  %3620 = getelementptr i8, ptr %3503, i64 %829
  %3621 = icmp ult ptr %3504, %3619
  %3622 = icmp ult ptr %3505, %3618
  %3623 = and i1 %3621, %3622
  %3624 = icmp ult ptr %3504, %3620
  %3625 = icmp ult ptr %3503, %3618
  %3626 = and i1 %3624, %3625
  %3627 = or i1 %3623, %3626
  br i1 %3627, label %3692, label %3628

3628:                                             ; preds = %3617
  br i1 %1195, label %3675, label %3629

3629:                                             ; preds = %3628, %3629
  %3630 = phi i64 [ %3671, %3629 ], [ 0, %3628 ]
  %3631 = getelementptr inbounds nuw float, ptr %3503, i64 %3630
  %3632 = getelementptr inbounds nuw i8, ptr %3631, i64 64
  %3633 = getelementptr inbounds nuw i8, ptr %3631, i64 128
  %3634 = getelementptr inbounds nuw i8, ptr %3631, i64 192
  %3635 = load <16 x float>, ptr %3631, align 4
  %3636 = load <16 x float>, ptr %3632, align 4
  %3637 = load <16 x float>, ptr %3633, align 4
  %3638 = load <16 x float>, ptr %3634, align 4
  %3639 = fsub <16 x float> splat (float 1.000000e+00), %3635
  %3640 = fsub <16 x float> splat (float 1.000000e+00), %3636
  %3641 = fsub <16 x float> splat (float 1.000000e+00), %3637
  %3642 = fsub <16 x float> splat (float 1.000000e+00), %3638
  %3643 = getelementptr inbounds nuw float, ptr %3505, i64 %3630
  %3644 = getelementptr inbounds nuw i8, ptr %3643, i64 64
  %3645 = getelementptr inbounds nuw i8, ptr %3643, i64 128
  %3646 = getelementptr inbounds nuw i8, ptr %3643, i64 192
  %3647 = load <16 x float>, ptr %3643, align 4
  %3648 = load <16 x float>, ptr %3644, align 4
  %3649 = load <16 x float>, ptr %3645, align 4
  %3650 = load <16 x float>, ptr %3646, align 4
  %3651 = fmul <16 x float> %3639, %3647
  %3652 = fmul <16 x float> %3640, %3648
  %3653 = fmul <16 x float> %3641, %3649
  %3654 = fmul <16 x float> %3642, %3650
  %3655 = getelementptr inbounds nuw float, ptr %3504, i64 %3630
  %3656 = getelementptr inbounds nuw i8, ptr %3655, i64 64
  %3657 = getelementptr inbounds nuw i8, ptr %3655, i64 128
  %3658 = getelementptr inbounds nuw i8, ptr %3655, i64 192
  %3659 = load <16 x float>, ptr %3655, align 4
  %3660 = load <16 x float>, ptr %3656, align 4
  %3661 = load <16 x float>, ptr %3657, align 4
  %3662 = load <16 x float>, ptr %3658, align 4
  %3663 = fmul <16 x float> %3635, %3659
  %3664 = fmul <16 x float> %3636, %3660
  %3665 = fmul <16 x float> %3637, %3661
  %3666 = fmul <16 x float> %3638, %3662
  %3667 = fadd <16 x float> %3651, %3663
  %3668 = fadd <16 x float> %3652, %3664
  %3669 = fadd <16 x float> %3653, %3665
  %3670 = fadd <16 x float> %3654, %3666
  store <16 x float> %3667, ptr %3655, align 4
  store <16 x float> %3668, ptr %3656, align 4
  store <16 x float> %3669, ptr %3657, align 4
  store <16 x float> %3670, ptr %3658, align 4
  %3671 = add nuw i64 %3630, 64
  %3672 = icmp eq i64 %3671, %1197
  br i1 %3672, label %3673, label %3629

3673:                                             ; preds = %3629
  br i1 %1198, label %3739, label %3674

3674:                                             ; preds = %3673
  br i1 %1199, label %3692, label %3675

3675:                                             ; preds = %3628, %3674
  %3676 = phi i64 [ %1197, %3674 ], [ 0, %3628 ]
  br label %3677

3677:                                             ; preds = %3677, %3675
  %3678 = phi i64 [ %3676, %3675 ], [ %3689, %3677 ]
  %3679 = getelementptr inbounds nuw float, ptr %3503, i64 %3678
  %3680 = load <8 x float>, ptr %3679, align 4
  %3681 = fsub <8 x float> splat (float 1.000000e+00), %3680
  %3682 = getelementptr inbounds nuw float, ptr %3505, i64 %3678
  %3683 = load <8 x float>, ptr %3682, align 4
  %3684 = fmul <8 x float> %3681, %3683
  %3685 = getelementptr inbounds nuw float, ptr %3504, i64 %3678
  %3686 = load <8 x float>, ptr %3685, align 4
  %3687 = fmul <8 x float> %3680, %3686
  %3688 = fadd <8 x float> %3684, %3687
  store <8 x float> %3688, ptr %3685, align 4
  %3689 = add nuw i64 %3678, 8
  %3690 = icmp eq i64 %3689, %1200
  br i1 %3690, label %3691, label %3677

3691:                                             ; preds = %3677
  br i1 %1201, label %3739, label %3692

3692:                                             ; preds = %3617, %3616, %3674, %3691
  %3693 = phi i64 [ 0, %3616 ], [ 0, %3617 ], [ %1197, %3674 ], [ %1200, %3691 ]
  %3694 = or disjoint i64 %3693, 1
  br i1 %1203, label %3707, label %3695

3695:                                             ; preds = %3692
  %3696 = getelementptr inbounds nuw float, ptr %3503, i64 %3693
  %3697 = load float, ptr %3696, align 4
  %3698 = fsub float 1.000000e+00, %3697
  %3699 = getelementptr inbounds nuw float, ptr %3505, i64 %3693
  %3700 = load float, ptr %3699, align 4
  %3701 = fmul float %3698, %3700
  %3702 = getelementptr inbounds nuw float, ptr %3504, i64 %3693
  %3703 = load float, ptr %3702, align 4
  %3704 = fmul float %3697, %3703
  %3705 = fadd float %3701, %3704
  store float %3705, ptr %3702, align 4
  %3706 = or disjoint i64 %3693, 1
  br label %3707

3707:                                             ; preds = %3695, %3692
  %3708 = phi i64 [ %3693, %3692 ], [ %3706, %3695 ]
  %3709 = icmp eq i64 %32, %3694
  br i1 %3709, label %3739, label %3743

3710:                                             ; preds = %3612, %3710
  %3711 = phi i64 [ %3737, %3710 ], [ %3613, %3612 ]
  %3712 = getelementptr float, ptr %3509, i64 %3711
  %3713 = load float, ptr %3712, align 4
  %3714 = add nuw nsw i64 %3711, %817
  %3715 = getelementptr inbounds nuw float, ptr %122, i64 %3714
  %3716 = load float, ptr %3715, align 4
  %3717 = fadd float %3713, %3716
  %3718 = getelementptr inbounds nuw float, ptr %123, i64 %3714
  %3719 = load float, ptr %3718, align 4
  %3720 = fadd float %3717, %3719
  %3721 = getelementptr inbounds nuw float, ptr %3503, i64 %3714
  %3722 = load float, ptr %3721, align 4
  %3723 = fadd float %3720, %3722
  store float %3723, ptr %3721, align 4
  %3724 = add nuw nsw i64 %3711, 1
  %3725 = getelementptr float, ptr %3509, i64 %3724
  %3726 = load float, ptr %3725, align 4
  %3727 = add nuw nsw i64 %3724, %817
  %3728 = getelementptr inbounds nuw float, ptr %122, i64 %3727
  %3729 = load float, ptr %3728, align 4
  %3730 = fadd float %3726, %3729
  %3731 = getelementptr inbounds nuw float, ptr %123, i64 %3727
  %3732 = load float, ptr %3731, align 4
  %3733 = fadd float %3730, %3732
  %3734 = getelementptr inbounds nuw float, ptr %3503, i64 %3727
  %3735 = load float, ptr %3734, align 4
  %3736 = fadd float %3733, %3735
  store float %3736, ptr %3734, align 4
  %3737 = add nuw nsw i64 %3711, 2
  %3738 = icmp eq i64 %3737, %32
  br i1 %3738, label %3616, label %3710

3739:                                             ; preds = %3707, %3743, %3673, %3691, %3615
  %3740 = add nuw nsw i64 %3499, 1
  %3741 = icmp eq i64 %3740, %1408
  br i1 %3741, label %3742, label %3498

3742:                                             ; preds = %3739, %3768
  br label %3772

3743:                                             ; preds = %3707, %3743
  %3744 = phi i64 [ %3766, %3743 ], [ %3708, %3707 ]
  %3745 = getelementptr inbounds nuw float, ptr %3503, i64 %3744
  %3746 = load float, ptr %3745, align 4
  %3747 = fsub float 1.000000e+00, %3746
  %3748 = getelementptr inbounds nuw float, ptr %3505, i64 %3744
  %3749 = load float, ptr %3748, align 4
  %3750 = fmul float %3747, %3749
  %3751 = getelementptr inbounds nuw float, ptr %3504, i64 %3744
  %3752 = load float, ptr %3751, align 4
  %3753 = fmul float %3746, %3752
  %3754 = fadd float %3750, %3753
  store float %3754, ptr %3751, align 4
  %3755 = add nuw nsw i64 %3744, 1
  %3756 = getelementptr inbounds nuw float, ptr %3503, i64 %3755
  %3757 = load float, ptr %3756, align 4
  %3758 = fsub float 1.000000e+00, %3757
  %3759 = getelementptr inbounds nuw float, ptr %3505, i64 %3755
  %3760 = load float, ptr %3759, align 4
  %3761 = fmul float %3758, %3760
  %3762 = getelementptr inbounds nuw float, ptr %3504, i64 %3755
  %3763 = load float, ptr %3762, align 4
  %3764 = fmul float %3757, %3763
  %3765 = fadd float %3761, %3764
  store float %3765, ptr %3762, align 4
  %3766 = add nuw nsw i64 %3744, 2
  %3767 = icmp eq i64 %3766, %32
  br i1 %3767, label %3739, label %3743

3768:                                             ; preds = %1411
  br i1 %1357, label %3742, label %3769

3769:                                             ; preds = %3850, %3497, %3768
  %3770 = add nuw nsw i64 %1349, 1
  %3771 = icmp eq i64 %3770, %1244
  br i1 %3771, label %1351, label %1348

3772:                                             ; preds = %3742, %3850
  %3773 = phi i64 [ %3851, %3850 ], [ 0, %3742 ]
  %3774 = getelementptr inbounds nuw ptr, ptr %801, i64 %3773
  %3775 = load ptr, ptr %3774, align 8
  %3776 = getelementptr inbounds nuw i8, ptr %3775, i64 48
  %3777 = load ptr, ptr %3776, align 8
  %3778 = icmp eq ptr %3777, null
  %3779 = select i1 %3778, i1 true, i1 %823
  br i1 %3779, label %3850, label %3780

3780:                                             ; preds = %3772
  %3781 = ptrtoint ptr %3777 to i64
  %3782 = load ptr, ptr %3775, align 8
  %3783 = ptrtoint ptr %3782 to i64
  %3784 = sub i64 %3781, %3783
  %3785 = icmp ult i64 %3784, 256
  %3786 = select i1 %1204, i1 true, i1 %3785
  br i1 %3786, label %3816, label %3787

3787:                                             ; preds = %3780
  br i1 %1205, label %3806, label %3788

3788:                                             ; preds = %3787, %3788
  %3789 = phi i64 [ %3802, %3788 ], [ 0, %3787 ]
  %3790 = getelementptr inbounds nuw float, ptr %3782, i64 %3789
  %3791 = getelementptr inbounds nuw i8, ptr %3790, i64 64
  %3792 = getelementptr inbounds nuw i8, ptr %3790, i64 128
  %3793 = getelementptr inbounds nuw i8, ptr %3790, i64 192
  %3794 = load <16 x float>, ptr %3790, align 4
  %3795 = load <16 x float>, ptr %3791, align 4
  %3796 = load <16 x float>, ptr %3792, align 4
  %3797 = load <16 x float>, ptr %3793, align 4
  %3798 = getelementptr inbounds nuw float, ptr %3777, i64 %3789
  %3799 = getelementptr inbounds nuw i8, ptr %3798, i64 64
  %3800 = getelementptr inbounds nuw i8, ptr %3798, i64 128
  %3801 = getelementptr inbounds nuw i8, ptr %3798, i64 192
  store <16 x float> %3794, ptr %3798, align 4
  store <16 x float> %3795, ptr %3799, align 4
  store <16 x float> %3796, ptr %3800, align 4
  store <16 x float> %3797, ptr %3801, align 4
  %3802 = add nuw i64 %3789, 64
  %3803 = icmp eq i64 %3802, %1207
  br i1 %3803, label %3804, label %3788

3804:                                             ; preds = %3788
  br i1 %1208, label %3850, label %3805

3805:                                             ; preds = %3804
  br i1 %1209, label %3816, label %3806

3806:                                             ; preds = %3787, %3805
  %3807 = phi i64 [ %1207, %3805 ], [ 0, %3787 ]
  br label %3808

3808:                                             ; preds = %3808, %3806
  %3809 = phi i64 [ %3807, %3806 ], [ %3813, %3808 ]
  %3810 = getelementptr inbounds nuw float, ptr %3782, i64 %3809
  %3811 = load <8 x float>, ptr %3810, align 4
  %3812 = getelementptr inbounds nuw float, ptr %3777, i64 %3809
  store <8 x float> %3811, ptr %3812, align 4
  %3813 = add nuw i64 %3809, 8
  %3814 = icmp eq i64 %3813, %1210
  br i1 %3814, label %3815, label %3808

3815:                                             ; preds = %3808
  br i1 %1211, label %3850, label %3816

3816:                                             ; preds = %3780, %3805, %3815
  %3817 = phi i64 [ 0, %3780 ], [ %1207, %3805 ], [ %1210, %3815 ]
  br i1 %1213, label %3827, label %3818

3818:                                             ; preds = %3816, %3818
  %3819 = phi i64 [ %3824, %3818 ], [ %3817, %3816 ]
  %3820 = phi i64 [ %3825, %3818 ], [ 0, %3816 ]
  %3821 = getelementptr inbounds nuw float, ptr %3782, i64 %3819
  %3822 = load float, ptr %3821, align 4
  %3823 = getelementptr inbounds nuw float, ptr %3777, i64 %3819
  store float %3822, ptr %3823, align 4
  %3824 = add nuw nsw i64 %3819, 1
  %3825 = add i64 %3820, 1
  %3826 = icmp eq i64 %3825, %1212
  br i1 %3826, label %3827, label %3818

3827:                                             ; preds = %3818, %3816
  %3828 = phi i64 [ %3817, %3816 ], [ %3824, %3818 ]
  %3829 = sub nsw i64 %3817, %32
  %3830 = icmp ugt i64 %3829, -4
  br i1 %3830, label %3850, label %3831

3831:                                             ; preds = %3827, %3831
  %3832 = phi i64 [ %3848, %3831 ], [ %3828, %3827 ]
  %3833 = getelementptr inbounds nuw float, ptr %3782, i64 %3832
  %3834 = load float, ptr %3833, align 4
  %3835 = getelementptr inbounds nuw float, ptr %3777, i64 %3832
  store float %3834, ptr %3835, align 4
  %3836 = add nuw nsw i64 %3832, 1
  %3837 = getelementptr inbounds nuw float, ptr %3782, i64 %3836
  %3838 = load float, ptr %3837, align 4
  %3839 = getelementptr inbounds nuw float, ptr %3777, i64 %3836
  store float %3838, ptr %3839, align 4
  %3840 = add nuw nsw i64 %3832, 2
  %3841 = getelementptr inbounds nuw float, ptr %3782, i64 %3840
  %3842 = load float, ptr %3841, align 4
  %3843 = getelementptr inbounds nuw float, ptr %3777, i64 %3840
  store float %3842, ptr %3843, align 4
  %3844 = add nuw nsw i64 %3832, 3
  %3845 = getelementptr inbounds nuw float, ptr %3782, i64 %3844
  %3846 = load float, ptr %3845, align 4
  %3847 = getelementptr inbounds nuw float, ptr %3777, i64 %3844
  store float %3846, ptr %3847, align 4
  %3848 = add nuw nsw i64 %3832, 4
  %3849 = icmp eq i64 %3848, %32
  br i1 %3849, label %3850, label %3831

3850:                                             ; preds = %3827, %3831, %3804, %3815, %3772
  %3851 = add nuw nsw i64 %3773, 1
  %3852 = icmp eq i64 %3851, %1408
  br i1 %3852, label %3769, label %3772

3853:                                             ; preds = %3870, %775
  call void @free(ptr noundef %117)
  ret void

3854:                                             ; preds = %1351, %3870
  %3855 = phi i64 [ 0, %1351 ], [ %3871, %3870 ]
  %3856 = getelementptr inbounds nuw %struct.rowstate, ptr %777, i64 %3855
  %3857 = getelementptr inbounds nuw i8, ptr %3856, i64 32
  %3858 = load i64, ptr %3857, align 8
  %3859 = icmp eq i64 %3858, 0
  br i1 %125, label %3860, label %3870

3860:                                             ; preds = %3854
  %3861 = add nsw i64 %3855, %49
  %3862 = mul nsw i64 %3861, %34
  %3863 = add nsw i64 %3862, %47
  %3864 = add nsw i64 %3861, %1353
  %3865 = select i1 %1352, i64 %3863, i64 %3864
  %3866 = mul nsw i64 %3865, %32
  %3867 = getelementptr float, ptr %22, i64 %3866
  %3868 = getelementptr inbounds nuw i8, ptr %3856, i64 8
  %3869 = getelementptr float, ptr %23, i64 %3866
  br label %3873

3870:                                             ; preds = %3892, %3854
  %3871 = add nuw nsw i64 %3855, 1
  %3872 = icmp eq i64 %3871, %52
  br i1 %3872, label %3853, label %3854

3873:                                             ; preds = %3860, %3892
  %3874 = phi i64 [ 0, %3860 ], [ %3893, %3892 ]
  br i1 %1354, label %3883, label %3875

3875:                                             ; preds = %3873
  br i1 %3859, label %3880, label %3876

3876:                                             ; preds = %3875
  %3877 = load ptr, ptr %3856, align 8
  %3878 = getelementptr inbounds nuw float, ptr %3877, i64 %3874
  %3879 = load float, ptr %3878, align 4
  br label %3880

3880:                                             ; preds = %3875, %3876
  %3881 = phi float [ %3879, %3876 ], [ 0.000000e+00, %3875 ]
  %3882 = getelementptr float, ptr %3867, i64 %3874
  store float %3881, ptr %3882, align 4
  br label %3883

3883:                                             ; preds = %3880, %3873
  br i1 %1355, label %3892, label %3884

3884:                                             ; preds = %3883
  br i1 %3859, label %3889, label %3885

3885:                                             ; preds = %3884
  %3886 = load ptr, ptr %3868, align 8
  %3887 = getelementptr inbounds nuw float, ptr %3886, i64 %3874
  %3888 = load float, ptr %3887, align 4
  br label %3889

3889:                                             ; preds = %3884, %3885
  %3890 = phi float [ %3888, %3885 ], [ 0.000000e+00, %3884 ]
  %3891 = getelementptr float, ptr %3869, i64 %3874
  store float %3890, ptr %3891, align 4
  br label %3892

3892:                                             ; preds = %3883, %3889
  %3893 = add nuw nsw i64 %3874, 1
  %3894 = icmp eq i64 %3893, %32
  br i1 %3894, label %3870, label %3873
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap()

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal fastcc void @products(ptr noundef nonnull readonly captures(none) %0, ptr noundef nonnull readonly captures(none) %1, i64 noundef %2, ptr noundef nonnull readonly %3, i64 noundef %4, i64 noundef %5, i64 noundef %6) unnamed_addr {
  %8 = icmp slt i64 %2, 4
  br i1 %8, label %965, label %9

9:                                                ; preds = %7
  %10 = icmp slt i64 %6, 64
  %11 = icmp sgt i64 %4, 0
  %12 = shl i64 %5, 2
  %13 = add i64 %6, -64
  %14 = lshr i64 %13, 6
  br label %15

15:                                               ; preds = %9, %962
  %16 = phi i64 [ 4, %9 ], [ %963, %962 ]
  %17 = phi i64 [ 0, %9 ], [ %16, %962 ]
  %18 = getelementptr inbounds nuw ptr, ptr %0, i64 %17
  %19 = getelementptr inbounds nuw ptr, ptr %1, i64 %17
  br i1 %10, label %163, label %20

20:                                               ; preds = %15
  %21 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %22 = getelementptr inbounds nuw i8, ptr %18, i64 16
  %23 = getelementptr inbounds nuw i8, ptr %18, i64 24
  %24 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %25 = getelementptr inbounds nuw i8, ptr %19, i64 16
  %26 = getelementptr inbounds nuw i8, ptr %19, i64 24
  br label %27

27:                                               ; preds = %20, %38
  %28 = phi i64 [ 0, %20 ], [ %100, %38 ]
  %29 = phi i64 [ 64, %20 ], [ %99, %38 ]
  %30 = phi i64 [ 0, %20 ], [ %29, %38 ]
  br i1 %11, label %31, label %38

31:                                               ; preds = %27
  %32 = shl i64 %28, 8
  %33 = load ptr, ptr %18, align 8
  %34 = load ptr, ptr %21, align 8
  %35 = load ptr, ptr %22, align 8
  %36 = load ptr, ptr %23, align 8
  %37 = getelementptr i8, ptr %3, i64 %32
  br label %102

38:                                               ; preds = %102, %27
  %39 = phi <16 x float> [ zeroinitializer, %27 ], [ %160, %102 ]
  %40 = phi <16 x float> [ zeroinitializer, %27 ], [ %159, %102 ]
  %41 = phi <16 x float> [ zeroinitializer, %27 ], [ %158, %102 ]
  %42 = phi <16 x float> [ zeroinitializer, %27 ], [ %157, %102 ]
  %43 = phi <16 x float> [ zeroinitializer, %27 ], [ %152, %102 ]
  %44 = phi <16 x float> [ zeroinitializer, %27 ], [ %151, %102 ]
  %45 = phi <16 x float> [ zeroinitializer, %27 ], [ %150, %102 ]
  %46 = phi <16 x float> [ zeroinitializer, %27 ], [ %149, %102 ]
  %47 = phi <16 x float> [ zeroinitializer, %27 ], [ %144, %102 ]
  %48 = phi <16 x float> [ zeroinitializer, %27 ], [ %143, %102 ]
  %49 = phi <16 x float> [ zeroinitializer, %27 ], [ %142, %102 ]
  %50 = phi <16 x float> [ zeroinitializer, %27 ], [ %141, %102 ]
  %51 = phi <16 x float> [ zeroinitializer, %27 ], [ %136, %102 ]
  %52 = phi <16 x float> [ zeroinitializer, %27 ], [ %135, %102 ]
  %53 = phi <16 x float> [ zeroinitializer, %27 ], [ %134, %102 ]
  %54 = phi <16 x float> [ zeroinitializer, %27 ], [ %133, %102 ]
  %55 = load ptr, ptr %19, align 8
  %56 = getelementptr inbounds nuw float, ptr %55, i64 %30
  store <16 x float> %54, ptr %56, align 4
  %57 = load ptr, ptr %19, align 8
  %58 = getelementptr inbounds nuw float, ptr %57, i64 %30
  %59 = getelementptr inbounds nuw i8, ptr %58, i64 64
  store <16 x float> %53, ptr %59, align 4
  %60 = load ptr, ptr %19, align 8
  %61 = getelementptr inbounds nuw float, ptr %60, i64 %30
  %62 = getelementptr inbounds nuw i8, ptr %61, i64 128
  store <16 x float> %52, ptr %62, align 4
  %63 = load ptr, ptr %19, align 8
  %64 = getelementptr inbounds nuw float, ptr %63, i64 %30
  %65 = getelementptr inbounds nuw i8, ptr %64, i64 192
  store <16 x float> %51, ptr %65, align 4
  %66 = load ptr, ptr %24, align 8
  %67 = getelementptr inbounds nuw float, ptr %66, i64 %30
  store <16 x float> %50, ptr %67, align 4
  %68 = load ptr, ptr %24, align 8
  %69 = getelementptr inbounds nuw float, ptr %68, i64 %30
  %70 = getelementptr inbounds nuw i8, ptr %69, i64 64
  store <16 x float> %49, ptr %70, align 4
  %71 = load ptr, ptr %24, align 8
  %72 = getelementptr inbounds nuw float, ptr %71, i64 %30
  %73 = getelementptr inbounds nuw i8, ptr %72, i64 128
  store <16 x float> %48, ptr %73, align 4
  %74 = load ptr, ptr %24, align 8
  %75 = getelementptr inbounds nuw float, ptr %74, i64 %30
  %76 = getelementptr inbounds nuw i8, ptr %75, i64 192
  store <16 x float> %47, ptr %76, align 4
  %77 = load ptr, ptr %25, align 8
  %78 = getelementptr inbounds nuw float, ptr %77, i64 %30
  store <16 x float> %46, ptr %78, align 4
  %79 = load ptr, ptr %25, align 8
  %80 = getelementptr inbounds nuw float, ptr %79, i64 %30
  %81 = getelementptr inbounds nuw i8, ptr %80, i64 64
  store <16 x float> %45, ptr %81, align 4
  %82 = load ptr, ptr %25, align 8
  %83 = getelementptr inbounds nuw float, ptr %82, i64 %30
  %84 = getelementptr inbounds nuw i8, ptr %83, i64 128
  store <16 x float> %44, ptr %84, align 4
  %85 = load ptr, ptr %25, align 8
  %86 = getelementptr inbounds nuw float, ptr %85, i64 %30
  %87 = getelementptr inbounds nuw i8, ptr %86, i64 192
  store <16 x float> %43, ptr %87, align 4
  %88 = load ptr, ptr %26, align 8
  %89 = getelementptr inbounds nuw float, ptr %88, i64 %30
  store <16 x float> %42, ptr %89, align 4
  %90 = load ptr, ptr %26, align 8
  %91 = getelementptr inbounds nuw float, ptr %90, i64 %30
  %92 = getelementptr inbounds nuw i8, ptr %91, i64 64
  store <16 x float> %41, ptr %92, align 4
  %93 = load ptr, ptr %26, align 8
  %94 = getelementptr inbounds nuw float, ptr %93, i64 %30
  %95 = getelementptr inbounds nuw i8, ptr %94, i64 128
  store <16 x float> %40, ptr %95, align 4
  %96 = load ptr, ptr %26, align 8
  %97 = getelementptr inbounds nuw float, ptr %96, i64 %30
  %98 = getelementptr inbounds nuw i8, ptr %97, i64 192
  store <16 x float> %39, ptr %98, align 4
  %99 = add nuw nsw i64 %29, 64
  %100 = add nuw nsw i64 %28, 1
  %101 = icmp eq i64 %28, %14
  br i1 %101, label %163, label %27

102:                                              ; preds = %31, %102
  %103 = phi <16 x float> [ zeroinitializer, %31 ], [ %160, %102 ]
  %104 = phi <16 x float> [ zeroinitializer, %31 ], [ %159, %102 ]
  %105 = phi <16 x float> [ zeroinitializer, %31 ], [ %158, %102 ]
  %106 = phi <16 x float> [ zeroinitializer, %31 ], [ %157, %102 ]
  %107 = phi <16 x float> [ zeroinitializer, %31 ], [ %152, %102 ]
  %108 = phi <16 x float> [ zeroinitializer, %31 ], [ %151, %102 ]
  %109 = phi <16 x float> [ zeroinitializer, %31 ], [ %150, %102 ]
  %110 = phi <16 x float> [ zeroinitializer, %31 ], [ %149, %102 ]
  %111 = phi <16 x float> [ zeroinitializer, %31 ], [ %144, %102 ]
  %112 = phi <16 x float> [ zeroinitializer, %31 ], [ %143, %102 ]
  %113 = phi <16 x float> [ zeroinitializer, %31 ], [ %142, %102 ]
  %114 = phi <16 x float> [ zeroinitializer, %31 ], [ %141, %102 ]
  %115 = phi <16 x float> [ zeroinitializer, %31 ], [ %136, %102 ]
  %116 = phi <16 x float> [ zeroinitializer, %31 ], [ %135, %102 ]
  %117 = phi <16 x float> [ zeroinitializer, %31 ], [ %134, %102 ]
  %118 = phi <16 x float> [ zeroinitializer, %31 ], [ %133, %102 ]
  %119 = phi i64 [ 0, %31 ], [ %161, %102 ]
  %120 = mul i64 %12, %119
  %121 = getelementptr i8, ptr %37, i64 %120
  %122 = load <16 x float>, ptr %121, align 4
  %123 = getelementptr inbounds nuw i8, ptr %121, i64 64
  %124 = load <16 x float>, ptr %123, align 4
  %125 = getelementptr inbounds nuw i8, ptr %121, i64 128
  %126 = load <16 x float>, ptr %125, align 4
  %127 = getelementptr inbounds nuw i8, ptr %121, i64 192
  %128 = load <16 x float>, ptr %127, align 4
  %129 = getelementptr inbounds nuw float, ptr %33, i64 %119
  %130 = load float, ptr %129, align 4
  %131 = insertelement <16 x float> poison, float %130, i64 0
  %132 = shufflevector <16 x float> %131, <16 x float> poison, <16 x i32> zeroinitializer
  %133 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %132, <16 x float> %122, <16 x float> %118)
  %134 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %132, <16 x float> %124, <16 x float> %117)
  %135 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %132, <16 x float> %126, <16 x float> %116)
  %136 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %132, <16 x float> %128, <16 x float> %115)
  %137 = getelementptr inbounds nuw float, ptr %34, i64 %119
  %138 = load float, ptr %137, align 4
  %139 = insertelement <16 x float> poison, float %138, i64 0
  %140 = shufflevector <16 x float> %139, <16 x float> poison, <16 x i32> zeroinitializer
  %141 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %140, <16 x float> %122, <16 x float> %114)
  %142 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %140, <16 x float> %124, <16 x float> %113)
  %143 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %140, <16 x float> %126, <16 x float> %112)
  %144 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %140, <16 x float> %128, <16 x float> %111)
  %145 = getelementptr inbounds nuw float, ptr %35, i64 %119
  %146 = load float, ptr %145, align 4
  %147 = insertelement <16 x float> poison, float %146, i64 0
  %148 = shufflevector <16 x float> %147, <16 x float> poison, <16 x i32> zeroinitializer
  %149 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %148, <16 x float> %122, <16 x float> %110)
  %150 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %148, <16 x float> %124, <16 x float> %109)
  %151 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %148, <16 x float> %126, <16 x float> %108)
  %152 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %148, <16 x float> %128, <16 x float> %107)
  %153 = getelementptr inbounds nuw float, ptr %36, i64 %119
  %154 = load float, ptr %153, align 4
  %155 = insertelement <16 x float> poison, float %154, i64 0
  %156 = shufflevector <16 x float> %155, <16 x float> poison, <16 x i32> zeroinitializer
  %157 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %156, <16 x float> %122, <16 x float> %106)
  %158 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %156, <16 x float> %124, <16 x float> %105)
  %159 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %156, <16 x float> %126, <16 x float> %104)
  %160 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %156, <16 x float> %128, <16 x float> %103)
  %161 = add nuw nsw i64 %119, 1
  %162 = icmp eq i64 %161, %4
  br i1 %162, label %38, label %102

163:                                              ; preds = %38, %15
  %164 = phi i64 [ 0, %15 ], [ %29, %38 ]
  %165 = sub nsw i64 %6, %164
  %166 = sdiv i64 %165, 16
  switch i64 %166, label %962 [
    i64 1, label %167
    i64 2, label %224
    i64 3, label %308
    i64 4, label %418
    i64 5, label %554
    i64 6, label %692
    i64 7, label %826
  ]

167:                                              ; preds = %163
  %168 = getelementptr float, ptr %3, i64 %164
  br i1 %11, label %169, label %177

169:                                              ; preds = %167
  %170 = load ptr, ptr %18, align 8
  %171 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %172 = load ptr, ptr %171, align 8
  %173 = getelementptr inbounds nuw i8, ptr %18, i64 16
  %174 = load ptr, ptr %173, align 8
  %175 = getelementptr inbounds nuw i8, ptr %18, i64 24
  %176 = load ptr, ptr %175, align 8
  br label %193

177:                                              ; preds = %193, %167
  %178 = phi <16 x float> [ zeroinitializer, %167 ], [ %221, %193 ]
  %179 = phi <16 x float> [ zeroinitializer, %167 ], [ %216, %193 ]
  %180 = phi <16 x float> [ zeroinitializer, %167 ], [ %211, %193 ]
  %181 = phi <16 x float> [ zeroinitializer, %167 ], [ %206, %193 ]
  %182 = load ptr, ptr %19, align 8
  %183 = getelementptr inbounds nuw float, ptr %182, i64 %164
  store <16 x float> %181, ptr %183, align 4
  %184 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %185 = load ptr, ptr %184, align 8
  %186 = getelementptr inbounds nuw float, ptr %185, i64 %164
  store <16 x float> %180, ptr %186, align 4
  %187 = getelementptr inbounds nuw i8, ptr %19, i64 16
  %188 = load ptr, ptr %187, align 8
  %189 = getelementptr inbounds nuw float, ptr %188, i64 %164
  store <16 x float> %179, ptr %189, align 4
  %190 = getelementptr inbounds nuw i8, ptr %19, i64 24
  %191 = load ptr, ptr %190, align 8
  %192 = getelementptr inbounds nuw float, ptr %191, i64 %164
  store <16 x float> %178, ptr %192, align 4
  br label %962

193:                                              ; preds = %169, %193
  %194 = phi <16 x float> [ zeroinitializer, %169 ], [ %221, %193 ]
  %195 = phi <16 x float> [ zeroinitializer, %169 ], [ %216, %193 ]
  %196 = phi <16 x float> [ zeroinitializer, %169 ], [ %211, %193 ]
  %197 = phi <16 x float> [ zeroinitializer, %169 ], [ %206, %193 ]
  %198 = phi i64 [ 0, %169 ], [ %222, %193 ]
  %199 = mul nsw i64 %198, %5
  %200 = getelementptr float, ptr %168, i64 %199
  %201 = load <16 x float>, ptr %200, align 4
  %202 = getelementptr inbounds nuw float, ptr %170, i64 %198
  %203 = load float, ptr %202, align 4
  %204 = insertelement <16 x float> poison, float %203, i64 0
  %205 = shufflevector <16 x float> %204, <16 x float> poison, <16 x i32> zeroinitializer
  %206 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %205, <16 x float> %201, <16 x float> %197)
  %207 = getelementptr inbounds nuw float, ptr %172, i64 %198
  %208 = load float, ptr %207, align 4
  %209 = insertelement <16 x float> poison, float %208, i64 0
  %210 = shufflevector <16 x float> %209, <16 x float> poison, <16 x i32> zeroinitializer
  %211 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %210, <16 x float> %201, <16 x float> %196)
  %212 = getelementptr inbounds nuw float, ptr %174, i64 %198
  %213 = load float, ptr %212, align 4
  %214 = insertelement <16 x float> poison, float %213, i64 0
  %215 = shufflevector <16 x float> %214, <16 x float> poison, <16 x i32> zeroinitializer
  %216 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %215, <16 x float> %201, <16 x float> %195)
  %217 = getelementptr inbounds nuw float, ptr %176, i64 %198
  %218 = load float, ptr %217, align 4
  %219 = insertelement <16 x float> poison, float %218, i64 0
  %220 = shufflevector <16 x float> %219, <16 x float> poison, <16 x i32> zeroinitializer
  %221 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %220, <16 x float> %201, <16 x float> %194)
  %222 = add nuw nsw i64 %198, 1
  %223 = icmp eq i64 %222, %4
  br i1 %223, label %177, label %193

224:                                              ; preds = %163
  br i1 %11, label %225, label %235

225:                                              ; preds = %224
  %226 = shl nuw nsw i64 %164, 2
  %227 = load ptr, ptr %18, align 8
  %228 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %229 = load ptr, ptr %228, align 8
  %230 = getelementptr inbounds nuw i8, ptr %18, i64 16
  %231 = load ptr, ptr %230, align 8
  %232 = getelementptr inbounds nuw i8, ptr %18, i64 24
  %233 = load ptr, ptr %232, align 8
  %234 = getelementptr i8, ptr %3, i64 %226
  br label %267

235:                                              ; preds = %267, %224
  %236 = phi <16 x float> [ zeroinitializer, %224 ], [ %305, %267 ]
  %237 = phi <16 x float> [ zeroinitializer, %224 ], [ %304, %267 ]
  %238 = phi <16 x float> [ zeroinitializer, %224 ], [ %299, %267 ]
  %239 = phi <16 x float> [ zeroinitializer, %224 ], [ %298, %267 ]
  %240 = phi <16 x float> [ zeroinitializer, %224 ], [ %293, %267 ]
  %241 = phi <16 x float> [ zeroinitializer, %224 ], [ %292, %267 ]
  %242 = phi <16 x float> [ zeroinitializer, %224 ], [ %287, %267 ]
  %243 = phi <16 x float> [ zeroinitializer, %224 ], [ %286, %267 ]
  %244 = load ptr, ptr %19, align 8
  %245 = getelementptr inbounds nuw float, ptr %244, i64 %164
  store <16 x float> %243, ptr %245, align 4
  %246 = load ptr, ptr %19, align 8
  %247 = getelementptr inbounds nuw float, ptr %246, i64 %164
  %248 = getelementptr inbounds nuw i8, ptr %247, i64 64
  store <16 x float> %242, ptr %248, align 4
  %249 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %250 = load ptr, ptr %249, align 8
  %251 = getelementptr inbounds nuw float, ptr %250, i64 %164
  store <16 x float> %241, ptr %251, align 4
  %252 = load ptr, ptr %249, align 8
  %253 = getelementptr inbounds nuw float, ptr %252, i64 %164
  %254 = getelementptr inbounds nuw i8, ptr %253, i64 64
  store <16 x float> %240, ptr %254, align 4
  %255 = getelementptr inbounds nuw i8, ptr %19, i64 16
  %256 = load ptr, ptr %255, align 8
  %257 = getelementptr inbounds nuw float, ptr %256, i64 %164
  store <16 x float> %239, ptr %257, align 4
  %258 = load ptr, ptr %255, align 8
  %259 = getelementptr inbounds nuw float, ptr %258, i64 %164
  %260 = getelementptr inbounds nuw i8, ptr %259, i64 64
  store <16 x float> %238, ptr %260, align 4
  %261 = getelementptr inbounds nuw i8, ptr %19, i64 24
  %262 = load ptr, ptr %261, align 8
  %263 = getelementptr inbounds nuw float, ptr %262, i64 %164
  store <16 x float> %237, ptr %263, align 4
  %264 = load ptr, ptr %261, align 8
  %265 = getelementptr inbounds nuw float, ptr %264, i64 %164
  %266 = getelementptr inbounds nuw i8, ptr %265, i64 64
  store <16 x float> %236, ptr %266, align 4
  br label %962

267:                                              ; preds = %225, %267
  %268 = phi <16 x float> [ zeroinitializer, %225 ], [ %305, %267 ]
  %269 = phi <16 x float> [ zeroinitializer, %225 ], [ %304, %267 ]
  %270 = phi <16 x float> [ zeroinitializer, %225 ], [ %299, %267 ]
  %271 = phi <16 x float> [ zeroinitializer, %225 ], [ %298, %267 ]
  %272 = phi <16 x float> [ zeroinitializer, %225 ], [ %293, %267 ]
  %273 = phi <16 x float> [ zeroinitializer, %225 ], [ %292, %267 ]
  %274 = phi <16 x float> [ zeroinitializer, %225 ], [ %287, %267 ]
  %275 = phi <16 x float> [ zeroinitializer, %225 ], [ %286, %267 ]
  %276 = phi i64 [ 0, %225 ], [ %306, %267 ]
  %277 = mul i64 %12, %276
  %278 = getelementptr i8, ptr %234, i64 %277
  %279 = load <16 x float>, ptr %278, align 4
  %280 = getelementptr inbounds nuw i8, ptr %278, i64 64
  %281 = load <16 x float>, ptr %280, align 4
  %282 = getelementptr inbounds nuw float, ptr %227, i64 %276
  %283 = load float, ptr %282, align 4
  %284 = insertelement <16 x float> poison, float %283, i64 0
  %285 = shufflevector <16 x float> %284, <16 x float> poison, <16 x i32> zeroinitializer
  %286 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %285, <16 x float> %279, <16 x float> %275)
  %287 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %285, <16 x float> %281, <16 x float> %274)
  %288 = getelementptr inbounds nuw float, ptr %229, i64 %276
  %289 = load float, ptr %288, align 4
  %290 = insertelement <16 x float> poison, float %289, i64 0
  %291 = shufflevector <16 x float> %290, <16 x float> poison, <16 x i32> zeroinitializer
  %292 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %291, <16 x float> %279, <16 x float> %273)
  %293 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %291, <16 x float> %281, <16 x float> %272)
  %294 = getelementptr inbounds nuw float, ptr %231, i64 %276
  %295 = load float, ptr %294, align 4
  %296 = insertelement <16 x float> poison, float %295, i64 0
  %297 = shufflevector <16 x float> %296, <16 x float> poison, <16 x i32> zeroinitializer
  %298 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %297, <16 x float> %279, <16 x float> %271)
  %299 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %297, <16 x float> %281, <16 x float> %270)
  %300 = getelementptr inbounds nuw float, ptr %233, i64 %276
  %301 = load float, ptr %300, align 4
  %302 = insertelement <16 x float> poison, float %301, i64 0
  %303 = shufflevector <16 x float> %302, <16 x float> poison, <16 x i32> zeroinitializer
  %304 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %303, <16 x float> %279, <16 x float> %269)
  %305 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %303, <16 x float> %281, <16 x float> %268)
  %306 = add nuw nsw i64 %276, 1
  %307 = icmp eq i64 %306, %4
  br i1 %307, label %235, label %267

308:                                              ; preds = %163
  br i1 %11, label %309, label %319

309:                                              ; preds = %308
  %310 = shl nuw nsw i64 %164, 2
  %311 = load ptr, ptr %18, align 8
  %312 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %313 = load ptr, ptr %312, align 8
  %314 = getelementptr inbounds nuw i8, ptr %18, i64 16
  %315 = load ptr, ptr %314, align 8
  %316 = getelementptr inbounds nuw i8, ptr %18, i64 24
  %317 = load ptr, ptr %316, align 8
  %318 = getelementptr i8, ptr %3, i64 %310
  br label %367

319:                                              ; preds = %367, %308
  %320 = phi <16 x float> [ zeroinitializer, %308 ], [ %415, %367 ]
  %321 = phi <16 x float> [ zeroinitializer, %308 ], [ %414, %367 ]
  %322 = phi <16 x float> [ zeroinitializer, %308 ], [ %413, %367 ]
  %323 = phi <16 x float> [ zeroinitializer, %308 ], [ %408, %367 ]
  %324 = phi <16 x float> [ zeroinitializer, %308 ], [ %407, %367 ]
  %325 = phi <16 x float> [ zeroinitializer, %308 ], [ %406, %367 ]
  %326 = phi <16 x float> [ zeroinitializer, %308 ], [ %401, %367 ]
  %327 = phi <16 x float> [ zeroinitializer, %308 ], [ %400, %367 ]
  %328 = phi <16 x float> [ zeroinitializer, %308 ], [ %399, %367 ]
  %329 = phi <16 x float> [ zeroinitializer, %308 ], [ %394, %367 ]
  %330 = phi <16 x float> [ zeroinitializer, %308 ], [ %393, %367 ]
  %331 = phi <16 x float> [ zeroinitializer, %308 ], [ %392, %367 ]
  %332 = load ptr, ptr %19, align 8
  %333 = getelementptr inbounds nuw float, ptr %332, i64 %164
  store <16 x float> %331, ptr %333, align 4
  %334 = load ptr, ptr %19, align 8
  %335 = getelementptr inbounds nuw float, ptr %334, i64 %164
  %336 = getelementptr inbounds nuw i8, ptr %335, i64 64
  store <16 x float> %330, ptr %336, align 4
  %337 = load ptr, ptr %19, align 8
  %338 = getelementptr inbounds nuw float, ptr %337, i64 %164
  %339 = getelementptr inbounds nuw i8, ptr %338, i64 128
  store <16 x float> %329, ptr %339, align 4
  %340 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %341 = load ptr, ptr %340, align 8
  %342 = getelementptr inbounds nuw float, ptr %341, i64 %164
  store <16 x float> %328, ptr %342, align 4
  %343 = load ptr, ptr %340, align 8
  %344 = getelementptr inbounds nuw float, ptr %343, i64 %164
  %345 = getelementptr inbounds nuw i8, ptr %344, i64 64
  store <16 x float> %327, ptr %345, align 4
  %346 = load ptr, ptr %340, align 8
  %347 = getelementptr inbounds nuw float, ptr %346, i64 %164
  %348 = getelementptr inbounds nuw i8, ptr %347, i64 128
  store <16 x float> %326, ptr %348, align 4
  %349 = getelementptr inbounds nuw i8, ptr %19, i64 16
  %350 = load ptr, ptr %349, align 8
  %351 = getelementptr inbounds nuw float, ptr %350, i64 %164
  store <16 x float> %325, ptr %351, align 4
  %352 = load ptr, ptr %349, align 8
  %353 = getelementptr inbounds nuw float, ptr %352, i64 %164
  %354 = getelementptr inbounds nuw i8, ptr %353, i64 64
  store <16 x float> %324, ptr %354, align 4
  %355 = load ptr, ptr %349, align 8
  %356 = getelementptr inbounds nuw float, ptr %355, i64 %164
  %357 = getelementptr inbounds nuw i8, ptr %356, i64 128
  store <16 x float> %323, ptr %357, align 4
  %358 = getelementptr inbounds nuw i8, ptr %19, i64 24
  %359 = load ptr, ptr %358, align 8
  %360 = getelementptr inbounds nuw float, ptr %359, i64 %164
  store <16 x float> %322, ptr %360, align 4
  %361 = load ptr, ptr %358, align 8
  %362 = getelementptr inbounds nuw float, ptr %361, i64 %164
  %363 = getelementptr inbounds nuw i8, ptr %362, i64 64
  store <16 x float> %321, ptr %363, align 4
  %364 = load ptr, ptr %358, align 8
  %365 = getelementptr inbounds nuw float, ptr %364, i64 %164
  %366 = getelementptr inbounds nuw i8, ptr %365, i64 128
  store <16 x float> %320, ptr %366, align 4
  br label %962

367:                                              ; preds = %309, %367
  %368 = phi <16 x float> [ zeroinitializer, %309 ], [ %415, %367 ]
  %369 = phi <16 x float> [ zeroinitializer, %309 ], [ %414, %367 ]
  %370 = phi <16 x float> [ zeroinitializer, %309 ], [ %413, %367 ]
  %371 = phi <16 x float> [ zeroinitializer, %309 ], [ %408, %367 ]
  %372 = phi <16 x float> [ zeroinitializer, %309 ], [ %407, %367 ]
  %373 = phi <16 x float> [ zeroinitializer, %309 ], [ %406, %367 ]
  %374 = phi <16 x float> [ zeroinitializer, %309 ], [ %401, %367 ]
  %375 = phi <16 x float> [ zeroinitializer, %309 ], [ %400, %367 ]
  %376 = phi <16 x float> [ zeroinitializer, %309 ], [ %399, %367 ]
  %377 = phi <16 x float> [ zeroinitializer, %309 ], [ %394, %367 ]
  %378 = phi <16 x float> [ zeroinitializer, %309 ], [ %393, %367 ]
  %379 = phi <16 x float> [ zeroinitializer, %309 ], [ %392, %367 ]
  %380 = phi i64 [ 0, %309 ], [ %416, %367 ]
  %381 = mul i64 %12, %380
  %382 = getelementptr i8, ptr %318, i64 %381
  %383 = load <16 x float>, ptr %382, align 4
  %384 = getelementptr inbounds nuw i8, ptr %382, i64 64
  %385 = load <16 x float>, ptr %384, align 4
  %386 = getelementptr inbounds nuw i8, ptr %382, i64 128
  %387 = load <16 x float>, ptr %386, align 4
  %388 = getelementptr inbounds nuw float, ptr %311, i64 %380
  %389 = load float, ptr %388, align 4
  %390 = insertelement <16 x float> poison, float %389, i64 0
  %391 = shufflevector <16 x float> %390, <16 x float> poison, <16 x i32> zeroinitializer
  %392 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %391, <16 x float> %383, <16 x float> %379)
  %393 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %391, <16 x float> %385, <16 x float> %378)
  %394 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %391, <16 x float> %387, <16 x float> %377)
  %395 = getelementptr inbounds nuw float, ptr %313, i64 %380
  %396 = load float, ptr %395, align 4
  %397 = insertelement <16 x float> poison, float %396, i64 0
  %398 = shufflevector <16 x float> %397, <16 x float> poison, <16 x i32> zeroinitializer
  %399 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %398, <16 x float> %383, <16 x float> %376)
  %400 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %398, <16 x float> %385, <16 x float> %375)
  %401 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %398, <16 x float> %387, <16 x float> %374)
  %402 = getelementptr inbounds nuw float, ptr %315, i64 %380
  %403 = load float, ptr %402, align 4
  %404 = insertelement <16 x float> poison, float %403, i64 0
  %405 = shufflevector <16 x float> %404, <16 x float> poison, <16 x i32> zeroinitializer
  %406 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %405, <16 x float> %383, <16 x float> %373)
  %407 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %405, <16 x float> %385, <16 x float> %372)
  %408 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %405, <16 x float> %387, <16 x float> %371)
  %409 = getelementptr inbounds nuw float, ptr %317, i64 %380
  %410 = load float, ptr %409, align 4
  %411 = insertelement <16 x float> poison, float %410, i64 0
  %412 = shufflevector <16 x float> %411, <16 x float> poison, <16 x i32> zeroinitializer
  %413 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %412, <16 x float> %383, <16 x float> %370)
  %414 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %412, <16 x float> %385, <16 x float> %369)
  %415 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %412, <16 x float> %387, <16 x float> %368)
  %416 = add nuw nsw i64 %380, 1
  %417 = icmp eq i64 %416, %4
  br i1 %417, label %319, label %367

418:                                              ; preds = %163
  br i1 %11, label %419, label %429

419:                                              ; preds = %418
  %420 = shl nuw nsw i64 %164, 2
  %421 = load ptr, ptr %18, align 8
  %422 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %423 = load ptr, ptr %422, align 8
  %424 = getelementptr inbounds nuw i8, ptr %18, i64 16
  %425 = load ptr, ptr %424, align 8
  %426 = getelementptr inbounds nuw i8, ptr %18, i64 24
  %427 = load ptr, ptr %426, align 8
  %428 = getelementptr i8, ptr %3, i64 %420
  br label %493

429:                                              ; preds = %493, %418
  %430 = phi <16 x float> [ zeroinitializer, %418 ], [ %551, %493 ]
  %431 = phi <16 x float> [ zeroinitializer, %418 ], [ %550, %493 ]
  %432 = phi <16 x float> [ zeroinitializer, %418 ], [ %549, %493 ]
  %433 = phi <16 x float> [ zeroinitializer, %418 ], [ %548, %493 ]
  %434 = phi <16 x float> [ zeroinitializer, %418 ], [ %543, %493 ]
  %435 = phi <16 x float> [ zeroinitializer, %418 ], [ %542, %493 ]
  %436 = phi <16 x float> [ zeroinitializer, %418 ], [ %541, %493 ]
  %437 = phi <16 x float> [ zeroinitializer, %418 ], [ %540, %493 ]
  %438 = phi <16 x float> [ zeroinitializer, %418 ], [ %535, %493 ]
  %439 = phi <16 x float> [ zeroinitializer, %418 ], [ %534, %493 ]
  %440 = phi <16 x float> [ zeroinitializer, %418 ], [ %533, %493 ]
  %441 = phi <16 x float> [ zeroinitializer, %418 ], [ %532, %493 ]
  %442 = phi <16 x float> [ zeroinitializer, %418 ], [ %527, %493 ]
  %443 = phi <16 x float> [ zeroinitializer, %418 ], [ %526, %493 ]
  %444 = phi <16 x float> [ zeroinitializer, %418 ], [ %525, %493 ]
  %445 = phi <16 x float> [ zeroinitializer, %418 ], [ %524, %493 ]
  %446 = load ptr, ptr %19, align 8
  %447 = getelementptr inbounds nuw float, ptr %446, i64 %164
  store <16 x float> %445, ptr %447, align 4
  %448 = load ptr, ptr %19, align 8
  %449 = getelementptr inbounds nuw float, ptr %448, i64 %164
  %450 = getelementptr inbounds nuw i8, ptr %449, i64 64
  store <16 x float> %444, ptr %450, align 4
  %451 = load ptr, ptr %19, align 8
  %452 = getelementptr inbounds nuw float, ptr %451, i64 %164
  %453 = getelementptr inbounds nuw i8, ptr %452, i64 128
  store <16 x float> %443, ptr %453, align 4
  %454 = load ptr, ptr %19, align 8
  %455 = getelementptr inbounds nuw float, ptr %454, i64 %164
  %456 = getelementptr inbounds nuw i8, ptr %455, i64 192
  store <16 x float> %442, ptr %456, align 4
  %457 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %458 = load ptr, ptr %457, align 8
  %459 = getelementptr inbounds nuw float, ptr %458, i64 %164
  store <16 x float> %441, ptr %459, align 4
  %460 = load ptr, ptr %457, align 8
  %461 = getelementptr inbounds nuw float, ptr %460, i64 %164
  %462 = getelementptr inbounds nuw i8, ptr %461, i64 64
  store <16 x float> %440, ptr %462, align 4
  %463 = load ptr, ptr %457, align 8
  %464 = getelementptr inbounds nuw float, ptr %463, i64 %164
  %465 = getelementptr inbounds nuw i8, ptr %464, i64 128
  store <16 x float> %439, ptr %465, align 4
  %466 = load ptr, ptr %457, align 8
  %467 = getelementptr inbounds nuw float, ptr %466, i64 %164
  %468 = getelementptr inbounds nuw i8, ptr %467, i64 192
  store <16 x float> %438, ptr %468, align 4
  %469 = getelementptr inbounds nuw i8, ptr %19, i64 16
  %470 = load ptr, ptr %469, align 8
  %471 = getelementptr inbounds nuw float, ptr %470, i64 %164
  store <16 x float> %437, ptr %471, align 4
  %472 = load ptr, ptr %469, align 8
  %473 = getelementptr inbounds nuw float, ptr %472, i64 %164
  %474 = getelementptr inbounds nuw i8, ptr %473, i64 64
  store <16 x float> %436, ptr %474, align 4
  %475 = load ptr, ptr %469, align 8
  %476 = getelementptr inbounds nuw float, ptr %475, i64 %164
  %477 = getelementptr inbounds nuw i8, ptr %476, i64 128
  store <16 x float> %435, ptr %477, align 4
  %478 = load ptr, ptr %469, align 8
  %479 = getelementptr inbounds nuw float, ptr %478, i64 %164
  %480 = getelementptr inbounds nuw i8, ptr %479, i64 192
  store <16 x float> %434, ptr %480, align 4
  %481 = getelementptr inbounds nuw i8, ptr %19, i64 24
  %482 = load ptr, ptr %481, align 8
  %483 = getelementptr inbounds nuw float, ptr %482, i64 %164
  store <16 x float> %433, ptr %483, align 4
  %484 = load ptr, ptr %481, align 8
  %485 = getelementptr inbounds nuw float, ptr %484, i64 %164
  %486 = getelementptr inbounds nuw i8, ptr %485, i64 64
  store <16 x float> %432, ptr %486, align 4
  %487 = load ptr, ptr %481, align 8
  %488 = getelementptr inbounds nuw float, ptr %487, i64 %164
  %489 = getelementptr inbounds nuw i8, ptr %488, i64 128
  store <16 x float> %431, ptr %489, align 4
  %490 = load ptr, ptr %481, align 8
  %491 = getelementptr inbounds nuw float, ptr %490, i64 %164
  %492 = getelementptr inbounds nuw i8, ptr %491, i64 192
  store <16 x float> %430, ptr %492, align 4
  br label %962

493:                                              ; preds = %419, %493
  %494 = phi <16 x float> [ zeroinitializer, %419 ], [ %551, %493 ]
  %495 = phi <16 x float> [ zeroinitializer, %419 ], [ %550, %493 ]
  %496 = phi <16 x float> [ zeroinitializer, %419 ], [ %549, %493 ]
  %497 = phi <16 x float> [ zeroinitializer, %419 ], [ %548, %493 ]
  %498 = phi <16 x float> [ zeroinitializer, %419 ], [ %543, %493 ]
  %499 = phi <16 x float> [ zeroinitializer, %419 ], [ %542, %493 ]
  %500 = phi <16 x float> [ zeroinitializer, %419 ], [ %541, %493 ]
  %501 = phi <16 x float> [ zeroinitializer, %419 ], [ %540, %493 ]
  %502 = phi <16 x float> [ zeroinitializer, %419 ], [ %535, %493 ]
  %503 = phi <16 x float> [ zeroinitializer, %419 ], [ %534, %493 ]
  %504 = phi <16 x float> [ zeroinitializer, %419 ], [ %533, %493 ]
  %505 = phi <16 x float> [ zeroinitializer, %419 ], [ %532, %493 ]
  %506 = phi <16 x float> [ zeroinitializer, %419 ], [ %527, %493 ]
  %507 = phi <16 x float> [ zeroinitializer, %419 ], [ %526, %493 ]
  %508 = phi <16 x float> [ zeroinitializer, %419 ], [ %525, %493 ]
  %509 = phi <16 x float> [ zeroinitializer, %419 ], [ %524, %493 ]
  %510 = phi i64 [ 0, %419 ], [ %552, %493 ]
  %511 = mul i64 %12, %510
  %512 = getelementptr i8, ptr %428, i64 %511
  %513 = load <16 x float>, ptr %512, align 4
  %514 = getelementptr inbounds nuw i8, ptr %512, i64 64
  %515 = load <16 x float>, ptr %514, align 4
  %516 = getelementptr inbounds nuw i8, ptr %512, i64 128
  %517 = load <16 x float>, ptr %516, align 4
  %518 = getelementptr inbounds nuw i8, ptr %512, i64 192
  %519 = load <16 x float>, ptr %518, align 4
  %520 = getelementptr inbounds nuw float, ptr %421, i64 %510
  %521 = load float, ptr %520, align 4
  %522 = insertelement <16 x float> poison, float %521, i64 0
  %523 = shufflevector <16 x float> %522, <16 x float> poison, <16 x i32> zeroinitializer
  %524 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %523, <16 x float> %513, <16 x float> %509)
  %525 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %523, <16 x float> %515, <16 x float> %508)
  %526 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %523, <16 x float> %517, <16 x float> %507)
  %527 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %523, <16 x float> %519, <16 x float> %506)
  %528 = getelementptr inbounds nuw float, ptr %423, i64 %510
  %529 = load float, ptr %528, align 4
  %530 = insertelement <16 x float> poison, float %529, i64 0
  %531 = shufflevector <16 x float> %530, <16 x float> poison, <16 x i32> zeroinitializer
  %532 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %531, <16 x float> %513, <16 x float> %505)
  %533 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %531, <16 x float> %515, <16 x float> %504)
  %534 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %531, <16 x float> %517, <16 x float> %503)
  %535 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %531, <16 x float> %519, <16 x float> %502)
  %536 = getelementptr inbounds nuw float, ptr %425, i64 %510
  %537 = load float, ptr %536, align 4
  %538 = insertelement <16 x float> poison, float %537, i64 0
  %539 = shufflevector <16 x float> %538, <16 x float> poison, <16 x i32> zeroinitializer
  %540 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %539, <16 x float> %513, <16 x float> %501)
  %541 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %539, <16 x float> %515, <16 x float> %500)
  %542 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %539, <16 x float> %517, <16 x float> %499)
  %543 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %539, <16 x float> %519, <16 x float> %498)
  %544 = getelementptr inbounds nuw float, ptr %427, i64 %510
  %545 = load float, ptr %544, align 4
  %546 = insertelement <16 x float> poison, float %545, i64 0
  %547 = shufflevector <16 x float> %546, <16 x float> poison, <16 x i32> zeroinitializer
  %548 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %547, <16 x float> %513, <16 x float> %497)
  %549 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %547, <16 x float> %515, <16 x float> %496)
  %550 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %547, <16 x float> %517, <16 x float> %495)
  %551 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %547, <16 x float> %519, <16 x float> %494)
  %552 = add nuw nsw i64 %510, 1
  %553 = icmp eq i64 %552, %4
  br i1 %553, label %429, label %493

554:                                              ; preds = %163
  br i1 %11, label %555, label %565

555:                                              ; preds = %554
  %556 = shl nuw nsw i64 %164, 2
  %557 = load ptr, ptr %18, align 8
  %558 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %559 = load ptr, ptr %558, align 8
  %560 = getelementptr inbounds nuw i8, ptr %18, i64 16
  %561 = load ptr, ptr %560, align 8
  %562 = getelementptr inbounds nuw i8, ptr %18, i64 24
  %563 = load ptr, ptr %562, align 8
  %564 = getelementptr i8, ptr %3, i64 %556
  br label %629

565:                                              ; preds = %629, %554
  %566 = phi <16 x float> [ zeroinitializer, %554 ], [ %689, %629 ]
  %567 = phi <16 x float> [ zeroinitializer, %554 ], [ %684, %629 ]
  %568 = phi <16 x float> [ zeroinitializer, %554 ], [ %683, %629 ]
  %569 = phi <16 x float> [ zeroinitializer, %554 ], [ %682, %629 ]
  %570 = phi <16 x float> [ zeroinitializer, %554 ], [ %681, %629 ]
  %571 = phi <16 x float> [ zeroinitializer, %554 ], [ %680, %629 ]
  %572 = phi <16 x float> [ zeroinitializer, %554 ], [ %675, %629 ]
  %573 = phi <16 x float> [ zeroinitializer, %554 ], [ %674, %629 ]
  %574 = phi <16 x float> [ zeroinitializer, %554 ], [ %673, %629 ]
  %575 = phi <16 x float> [ zeroinitializer, %554 ], [ %672, %629 ]
  %576 = phi <16 x float> [ zeroinitializer, %554 ], [ %671, %629 ]
  %577 = phi <16 x float> [ zeroinitializer, %554 ], [ %666, %629 ]
  %578 = phi <16 x float> [ zeroinitializer, %554 ], [ %665, %629 ]
  %579 = phi <16 x float> [ zeroinitializer, %554 ], [ %664, %629 ]
  %580 = phi <16 x float> [ zeroinitializer, %554 ], [ %663, %629 ]
  %581 = phi <16 x float> [ zeroinitializer, %554 ], [ %662, %629 ]
  %582 = load ptr, ptr %19, align 8
  %583 = getelementptr inbounds nuw float, ptr %582, i64 %164
  store <16 x float> %581, ptr %583, align 4
  %584 = load ptr, ptr %19, align 8
  %585 = getelementptr inbounds nuw float, ptr %584, i64 %164
  %586 = getelementptr inbounds nuw i8, ptr %585, i64 64
  store <16 x float> %580, ptr %586, align 4
  %587 = load ptr, ptr %19, align 8
  %588 = getelementptr inbounds nuw float, ptr %587, i64 %164
  %589 = getelementptr inbounds nuw i8, ptr %588, i64 128
  store <16 x float> %579, ptr %589, align 4
  %590 = load ptr, ptr %19, align 8
  %591 = getelementptr inbounds nuw float, ptr %590, i64 %164
  %592 = getelementptr inbounds nuw i8, ptr %591, i64 192
  store <16 x float> %578, ptr %592, align 4
  %593 = load ptr, ptr %19, align 8
  %594 = getelementptr inbounds nuw float, ptr %593, i64 %164
  %595 = getelementptr inbounds nuw i8, ptr %594, i64 256
  store <16 x float> %577, ptr %595, align 4
  %596 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %597 = load ptr, ptr %596, align 8
  %598 = getelementptr inbounds nuw float, ptr %597, i64 %164
  store <16 x float> %576, ptr %598, align 4
  %599 = load ptr, ptr %596, align 8
  %600 = getelementptr inbounds nuw float, ptr %599, i64 %164
  %601 = getelementptr inbounds nuw i8, ptr %600, i64 64
  store <16 x float> %575, ptr %601, align 4
  %602 = load ptr, ptr %596, align 8
  %603 = getelementptr inbounds nuw float, ptr %602, i64 %164
  %604 = getelementptr inbounds nuw i8, ptr %603, i64 128
  store <16 x float> %574, ptr %604, align 4
  %605 = load ptr, ptr %596, align 8
  %606 = getelementptr inbounds nuw float, ptr %605, i64 %164
  %607 = getelementptr inbounds nuw i8, ptr %606, i64 192
  store <16 x float> %573, ptr %607, align 4
  %608 = load ptr, ptr %596, align 8
  %609 = getelementptr inbounds nuw float, ptr %608, i64 %164
  %610 = getelementptr inbounds nuw i8, ptr %609, i64 256
  store <16 x float> %572, ptr %610, align 4
  %611 = getelementptr inbounds nuw i8, ptr %19, i64 16
  %612 = load ptr, ptr %611, align 8
  %613 = getelementptr inbounds nuw float, ptr %612, i64 %164
  store <16 x float> %571, ptr %613, align 4
  %614 = load ptr, ptr %611, align 8
  %615 = getelementptr inbounds nuw float, ptr %614, i64 %164
  %616 = getelementptr inbounds nuw i8, ptr %615, i64 64
  store <16 x float> %570, ptr %616, align 4
  %617 = load ptr, ptr %611, align 8
  %618 = getelementptr inbounds nuw float, ptr %617, i64 %164
  %619 = getelementptr inbounds nuw i8, ptr %618, i64 128
  store <16 x float> %569, ptr %619, align 4
  %620 = load ptr, ptr %611, align 8
  %621 = getelementptr inbounds nuw float, ptr %620, i64 %164
  %622 = getelementptr inbounds nuw i8, ptr %621, i64 192
  store <16 x float> %568, ptr %622, align 4
  %623 = load ptr, ptr %611, align 8
  %624 = getelementptr inbounds nuw float, ptr %623, i64 %164
  %625 = getelementptr inbounds nuw i8, ptr %624, i64 256
  store <16 x float> %567, ptr %625, align 4
  %626 = getelementptr inbounds nuw i8, ptr %19, i64 24
  %627 = load ptr, ptr %626, align 8
  %628 = getelementptr inbounds nuw float, ptr %627, i64 %164
  store <16 x float> %566, ptr %628, align 4
  br label %962

629:                                              ; preds = %555, %629
  %630 = phi <16 x float> [ zeroinitializer, %555 ], [ %689, %629 ]
  %631 = phi <16 x float> [ zeroinitializer, %555 ], [ %684, %629 ]
  %632 = phi <16 x float> [ zeroinitializer, %555 ], [ %683, %629 ]
  %633 = phi <16 x float> [ zeroinitializer, %555 ], [ %682, %629 ]
  %634 = phi <16 x float> [ zeroinitializer, %555 ], [ %681, %629 ]
  %635 = phi <16 x float> [ zeroinitializer, %555 ], [ %680, %629 ]
  %636 = phi <16 x float> [ zeroinitializer, %555 ], [ %675, %629 ]
  %637 = phi <16 x float> [ zeroinitializer, %555 ], [ %674, %629 ]
  %638 = phi <16 x float> [ zeroinitializer, %555 ], [ %673, %629 ]
  %639 = phi <16 x float> [ zeroinitializer, %555 ], [ %672, %629 ]
  %640 = phi <16 x float> [ zeroinitializer, %555 ], [ %671, %629 ]
  %641 = phi <16 x float> [ zeroinitializer, %555 ], [ %666, %629 ]
  %642 = phi <16 x float> [ zeroinitializer, %555 ], [ %665, %629 ]
  %643 = phi <16 x float> [ zeroinitializer, %555 ], [ %664, %629 ]
  %644 = phi <16 x float> [ zeroinitializer, %555 ], [ %663, %629 ]
  %645 = phi <16 x float> [ zeroinitializer, %555 ], [ %662, %629 ]
  %646 = phi i64 [ 0, %555 ], [ %690, %629 ]
  %647 = mul i64 %12, %646
  %648 = getelementptr i8, ptr %564, i64 %647
  %649 = load <16 x float>, ptr %648, align 4
  %650 = getelementptr inbounds nuw i8, ptr %648, i64 64
  %651 = load <16 x float>, ptr %650, align 4
  %652 = getelementptr inbounds nuw i8, ptr %648, i64 128
  %653 = load <16 x float>, ptr %652, align 4
  %654 = getelementptr inbounds nuw i8, ptr %648, i64 192
  %655 = load <16 x float>, ptr %654, align 4
  %656 = getelementptr inbounds nuw i8, ptr %648, i64 256
  %657 = load <16 x float>, ptr %656, align 4
  %658 = getelementptr inbounds nuw float, ptr %557, i64 %646
  %659 = load float, ptr %658, align 4
  %660 = insertelement <16 x float> poison, float %659, i64 0
  %661 = shufflevector <16 x float> %660, <16 x float> poison, <16 x i32> zeroinitializer
  %662 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %661, <16 x float> %649, <16 x float> %645)
  %663 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %661, <16 x float> %651, <16 x float> %644)
  %664 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %661, <16 x float> %653, <16 x float> %643)
  %665 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %661, <16 x float> %655, <16 x float> %642)
  %666 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %661, <16 x float> %657, <16 x float> %641)
  %667 = getelementptr inbounds nuw float, ptr %559, i64 %646
  %668 = load float, ptr %667, align 4
  %669 = insertelement <16 x float> poison, float %668, i64 0
  %670 = shufflevector <16 x float> %669, <16 x float> poison, <16 x i32> zeroinitializer
  %671 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %670, <16 x float> %649, <16 x float> %640)
  %672 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %670, <16 x float> %651, <16 x float> %639)
  %673 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %670, <16 x float> %653, <16 x float> %638)
  %674 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %670, <16 x float> %655, <16 x float> %637)
  %675 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %670, <16 x float> %657, <16 x float> %636)
  %676 = getelementptr inbounds nuw float, ptr %561, i64 %646
  %677 = load float, ptr %676, align 4
  %678 = insertelement <16 x float> poison, float %677, i64 0
  %679 = shufflevector <16 x float> %678, <16 x float> poison, <16 x i32> zeroinitializer
  %680 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %679, <16 x float> %649, <16 x float> %635)
  %681 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %679, <16 x float> %651, <16 x float> %634)
  %682 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %679, <16 x float> %653, <16 x float> %633)
  %683 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %679, <16 x float> %655, <16 x float> %632)
  %684 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %679, <16 x float> %657, <16 x float> %631)
  %685 = getelementptr inbounds nuw float, ptr %563, i64 %646
  %686 = load float, ptr %685, align 4
  %687 = insertelement <16 x float> poison, float %686, i64 0
  %688 = shufflevector <16 x float> %687, <16 x float> poison, <16 x i32> zeroinitializer
  %689 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %688, <16 x float> %649, <16 x float> %630)
  %690 = add nuw nsw i64 %646, 1
  %691 = icmp eq i64 %690, %4
  br i1 %691, label %565, label %629

692:                                              ; preds = %163
  br i1 %11, label %693, label %701

693:                                              ; preds = %692
  %694 = shl nuw nsw i64 %164, 2
  %695 = load ptr, ptr %18, align 8
  %696 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %697 = load ptr, ptr %696, align 8
  %698 = getelementptr inbounds nuw i8, ptr %18, i64 16
  %699 = load ptr, ptr %698, align 8
  %700 = getelementptr i8, ptr %3, i64 %694
  br label %765

701:                                              ; preds = %765, %692
  %702 = phi <16 x float> [ zeroinitializer, %692 ], [ %823, %765 ]
  %703 = phi <16 x float> [ zeroinitializer, %692 ], [ %822, %765 ]
  %704 = phi <16 x float> [ zeroinitializer, %692 ], [ %821, %765 ]
  %705 = phi <16 x float> [ zeroinitializer, %692 ], [ %820, %765 ]
  %706 = phi <16 x float> [ zeroinitializer, %692 ], [ %815, %765 ]
  %707 = phi <16 x float> [ zeroinitializer, %692 ], [ %814, %765 ]
  %708 = phi <16 x float> [ zeroinitializer, %692 ], [ %813, %765 ]
  %709 = phi <16 x float> [ zeroinitializer, %692 ], [ %812, %765 ]
  %710 = phi <16 x float> [ zeroinitializer, %692 ], [ %811, %765 ]
  %711 = phi <16 x float> [ zeroinitializer, %692 ], [ %810, %765 ]
  %712 = phi <16 x float> [ zeroinitializer, %692 ], [ %805, %765 ]
  %713 = phi <16 x float> [ zeroinitializer, %692 ], [ %804, %765 ]
  %714 = phi <16 x float> [ zeroinitializer, %692 ], [ %803, %765 ]
  %715 = phi <16 x float> [ zeroinitializer, %692 ], [ %802, %765 ]
  %716 = phi <16 x float> [ zeroinitializer, %692 ], [ %801, %765 ]
  %717 = phi <16 x float> [ zeroinitializer, %692 ], [ %800, %765 ]
  %718 = load ptr, ptr %19, align 8
  %719 = getelementptr inbounds nuw float, ptr %718, i64 %164
  store <16 x float> %717, ptr %719, align 4
  %720 = load ptr, ptr %19, align 8
  %721 = getelementptr inbounds nuw float, ptr %720, i64 %164
  %722 = getelementptr inbounds nuw i8, ptr %721, i64 64
  store <16 x float> %716, ptr %722, align 4
  %723 = load ptr, ptr %19, align 8
  %724 = getelementptr inbounds nuw float, ptr %723, i64 %164
  %725 = getelementptr inbounds nuw i8, ptr %724, i64 128
  store <16 x float> %715, ptr %725, align 4
  %726 = load ptr, ptr %19, align 8
  %727 = getelementptr inbounds nuw float, ptr %726, i64 %164
  %728 = getelementptr inbounds nuw i8, ptr %727, i64 192
  store <16 x float> %714, ptr %728, align 4
  %729 = load ptr, ptr %19, align 8
  %730 = getelementptr inbounds nuw float, ptr %729, i64 %164
  %731 = getelementptr inbounds nuw i8, ptr %730, i64 256
  store <16 x float> %713, ptr %731, align 4
  %732 = load ptr, ptr %19, align 8
  %733 = getelementptr inbounds nuw float, ptr %732, i64 %164
  %734 = getelementptr inbounds nuw i8, ptr %733, i64 320
  store <16 x float> %712, ptr %734, align 4
  %735 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %736 = load ptr, ptr %735, align 8
  %737 = getelementptr inbounds nuw float, ptr %736, i64 %164
  store <16 x float> %711, ptr %737, align 4
  %738 = load ptr, ptr %735, align 8
  %739 = getelementptr inbounds nuw float, ptr %738, i64 %164
  %740 = getelementptr inbounds nuw i8, ptr %739, i64 64
  store <16 x float> %710, ptr %740, align 4
  %741 = load ptr, ptr %735, align 8
  %742 = getelementptr inbounds nuw float, ptr %741, i64 %164
  %743 = getelementptr inbounds nuw i8, ptr %742, i64 128
  store <16 x float> %709, ptr %743, align 4
  %744 = load ptr, ptr %735, align 8
  %745 = getelementptr inbounds nuw float, ptr %744, i64 %164
  %746 = getelementptr inbounds nuw i8, ptr %745, i64 192
  store <16 x float> %708, ptr %746, align 4
  %747 = load ptr, ptr %735, align 8
  %748 = getelementptr inbounds nuw float, ptr %747, i64 %164
  %749 = getelementptr inbounds nuw i8, ptr %748, i64 256
  store <16 x float> %707, ptr %749, align 4
  %750 = load ptr, ptr %735, align 8
  %751 = getelementptr inbounds nuw float, ptr %750, i64 %164
  %752 = getelementptr inbounds nuw i8, ptr %751, i64 320
  store <16 x float> %706, ptr %752, align 4
  %753 = getelementptr inbounds nuw i8, ptr %19, i64 16
  %754 = load ptr, ptr %753, align 8
  %755 = getelementptr inbounds nuw float, ptr %754, i64 %164
  store <16 x float> %705, ptr %755, align 4
  %756 = load ptr, ptr %753, align 8
  %757 = getelementptr inbounds nuw float, ptr %756, i64 %164
  %758 = getelementptr inbounds nuw i8, ptr %757, i64 64
  store <16 x float> %704, ptr %758, align 4
  %759 = load ptr, ptr %753, align 8
  %760 = getelementptr inbounds nuw float, ptr %759, i64 %164
  %761 = getelementptr inbounds nuw i8, ptr %760, i64 128
  store <16 x float> %703, ptr %761, align 4
  %762 = load ptr, ptr %753, align 8
  %763 = getelementptr inbounds nuw float, ptr %762, i64 %164
  %764 = getelementptr inbounds nuw i8, ptr %763, i64 192
  store <16 x float> %702, ptr %764, align 4
  br label %962

765:                                              ; preds = %693, %765
  %766 = phi <16 x float> [ zeroinitializer, %693 ], [ %823, %765 ]
  %767 = phi <16 x float> [ zeroinitializer, %693 ], [ %822, %765 ]
  %768 = phi <16 x float> [ zeroinitializer, %693 ], [ %821, %765 ]
  %769 = phi <16 x float> [ zeroinitializer, %693 ], [ %820, %765 ]
  %770 = phi <16 x float> [ zeroinitializer, %693 ], [ %815, %765 ]
  %771 = phi <16 x float> [ zeroinitializer, %693 ], [ %814, %765 ]
  %772 = phi <16 x float> [ zeroinitializer, %693 ], [ %813, %765 ]
  %773 = phi <16 x float> [ zeroinitializer, %693 ], [ %812, %765 ]
  %774 = phi <16 x float> [ zeroinitializer, %693 ], [ %811, %765 ]
  %775 = phi <16 x float> [ zeroinitializer, %693 ], [ %810, %765 ]
  %776 = phi <16 x float> [ zeroinitializer, %693 ], [ %805, %765 ]
  %777 = phi <16 x float> [ zeroinitializer, %693 ], [ %804, %765 ]
  %778 = phi <16 x float> [ zeroinitializer, %693 ], [ %803, %765 ]
  %779 = phi <16 x float> [ zeroinitializer, %693 ], [ %802, %765 ]
  %780 = phi <16 x float> [ zeroinitializer, %693 ], [ %801, %765 ]
  %781 = phi <16 x float> [ zeroinitializer, %693 ], [ %800, %765 ]
  %782 = phi i64 [ 0, %693 ], [ %824, %765 ]
  %783 = mul i64 %12, %782
  %784 = getelementptr i8, ptr %700, i64 %783
  %785 = load <16 x float>, ptr %784, align 4
  %786 = getelementptr inbounds nuw i8, ptr %784, i64 64
  %787 = load <16 x float>, ptr %786, align 4
  %788 = getelementptr inbounds nuw i8, ptr %784, i64 128
  %789 = load <16 x float>, ptr %788, align 4
  %790 = getelementptr inbounds nuw i8, ptr %784, i64 192
  %791 = load <16 x float>, ptr %790, align 4
  %792 = getelementptr inbounds nuw i8, ptr %784, i64 256
  %793 = load <16 x float>, ptr %792, align 4
  %794 = getelementptr inbounds nuw i8, ptr %784, i64 320
  %795 = load <16 x float>, ptr %794, align 4
  %796 = getelementptr inbounds nuw float, ptr %695, i64 %782
  %797 = load float, ptr %796, align 4
  %798 = insertelement <16 x float> poison, float %797, i64 0
  %799 = shufflevector <16 x float> %798, <16 x float> poison, <16 x i32> zeroinitializer
  %800 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %799, <16 x float> %785, <16 x float> %781)
  %801 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %799, <16 x float> %787, <16 x float> %780)
  %802 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %799, <16 x float> %789, <16 x float> %779)
  %803 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %799, <16 x float> %791, <16 x float> %778)
  %804 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %799, <16 x float> %793, <16 x float> %777)
  %805 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %799, <16 x float> %795, <16 x float> %776)
  %806 = getelementptr inbounds nuw float, ptr %697, i64 %782
  %807 = load float, ptr %806, align 4
  %808 = insertelement <16 x float> poison, float %807, i64 0
  %809 = shufflevector <16 x float> %808, <16 x float> poison, <16 x i32> zeroinitializer
  %810 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %809, <16 x float> %785, <16 x float> %775)
  %811 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %809, <16 x float> %787, <16 x float> %774)
  %812 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %809, <16 x float> %789, <16 x float> %773)
  %813 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %809, <16 x float> %791, <16 x float> %772)
  %814 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %809, <16 x float> %793, <16 x float> %771)
  %815 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %809, <16 x float> %795, <16 x float> %770)
  %816 = getelementptr inbounds nuw float, ptr %699, i64 %782
  %817 = load float, ptr %816, align 4
  %818 = insertelement <16 x float> poison, float %817, i64 0
  %819 = shufflevector <16 x float> %818, <16 x float> poison, <16 x i32> zeroinitializer
  %820 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %819, <16 x float> %785, <16 x float> %769)
  %821 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %819, <16 x float> %787, <16 x float> %768)
  %822 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %819, <16 x float> %789, <16 x float> %767)
  %823 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %819, <16 x float> %791, <16 x float> %766)
  %824 = add nuw nsw i64 %782, 1
  %825 = icmp eq i64 %824, %4
  br i1 %825, label %701, label %765

826:                                              ; preds = %163
  br i1 %11, label %827, label %835

827:                                              ; preds = %826
  %828 = shl i64 %164, 2
  %829 = load ptr, ptr %18, align 8
  %830 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %831 = load ptr, ptr %830, align 8
  %832 = getelementptr inbounds nuw i8, ptr %18, i64 16
  %833 = load ptr, ptr %832, align 8
  %834 = getelementptr i8, ptr %3, i64 %828
  br label %899

835:                                              ; preds = %899, %826
  %836 = phi <16 x float> [ zeroinitializer, %826 ], [ %959, %899 ]
  %837 = phi <16 x float> [ zeroinitializer, %826 ], [ %958, %899 ]
  %838 = phi <16 x float> [ zeroinitializer, %826 ], [ %953, %899 ]
  %839 = phi <16 x float> [ zeroinitializer, %826 ], [ %952, %899 ]
  %840 = phi <16 x float> [ zeroinitializer, %826 ], [ %951, %899 ]
  %841 = phi <16 x float> [ zeroinitializer, %826 ], [ %950, %899 ]
  %842 = phi <16 x float> [ zeroinitializer, %826 ], [ %949, %899 ]
  %843 = phi <16 x float> [ zeroinitializer, %826 ], [ %948, %899 ]
  %844 = phi <16 x float> [ zeroinitializer, %826 ], [ %947, %899 ]
  %845 = phi <16 x float> [ zeroinitializer, %826 ], [ %942, %899 ]
  %846 = phi <16 x float> [ zeroinitializer, %826 ], [ %941, %899 ]
  %847 = phi <16 x float> [ zeroinitializer, %826 ], [ %940, %899 ]
  %848 = phi <16 x float> [ zeroinitializer, %826 ], [ %939, %899 ]
  %849 = phi <16 x float> [ zeroinitializer, %826 ], [ %938, %899 ]
  %850 = phi <16 x float> [ zeroinitializer, %826 ], [ %937, %899 ]
  %851 = phi <16 x float> [ zeroinitializer, %826 ], [ %936, %899 ]
  %852 = load ptr, ptr %19, align 8
  %853 = getelementptr inbounds nuw float, ptr %852, i64 %164
  store <16 x float> %851, ptr %853, align 4
  %854 = load ptr, ptr %19, align 8
  %855 = getelementptr inbounds nuw float, ptr %854, i64 %164
  %856 = getelementptr inbounds nuw i8, ptr %855, i64 64
  store <16 x float> %850, ptr %856, align 4
  %857 = load ptr, ptr %19, align 8
  %858 = getelementptr inbounds nuw float, ptr %857, i64 %164
  %859 = getelementptr inbounds nuw i8, ptr %858, i64 128
  store <16 x float> %849, ptr %859, align 4
  %860 = load ptr, ptr %19, align 8
  %861 = getelementptr inbounds nuw float, ptr %860, i64 %164
  %862 = getelementptr inbounds nuw i8, ptr %861, i64 192
  store <16 x float> %848, ptr %862, align 4
  %863 = load ptr, ptr %19, align 8
  %864 = getelementptr inbounds nuw float, ptr %863, i64 %164
  %865 = getelementptr inbounds nuw i8, ptr %864, i64 256
  store <16 x float> %847, ptr %865, align 4
  %866 = load ptr, ptr %19, align 8
  %867 = getelementptr inbounds nuw float, ptr %866, i64 %164
  %868 = getelementptr inbounds nuw i8, ptr %867, i64 320
  store <16 x float> %846, ptr %868, align 4
  %869 = load ptr, ptr %19, align 8
  %870 = getelementptr inbounds nuw float, ptr %869, i64 %164
  %871 = getelementptr inbounds nuw i8, ptr %870, i64 384
  store <16 x float> %845, ptr %871, align 4
  %872 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %873 = load ptr, ptr %872, align 8
  %874 = getelementptr inbounds nuw float, ptr %873, i64 %164
  store <16 x float> %844, ptr %874, align 4
  %875 = load ptr, ptr %872, align 8
  %876 = getelementptr inbounds nuw float, ptr %875, i64 %164
  %877 = getelementptr inbounds nuw i8, ptr %876, i64 64
  store <16 x float> %843, ptr %877, align 4
  %878 = load ptr, ptr %872, align 8
  %879 = getelementptr inbounds nuw float, ptr %878, i64 %164
  %880 = getelementptr inbounds nuw i8, ptr %879, i64 128
  store <16 x float> %842, ptr %880, align 4
  %881 = load ptr, ptr %872, align 8
  %882 = getelementptr inbounds nuw float, ptr %881, i64 %164
  %883 = getelementptr inbounds nuw i8, ptr %882, i64 192
  store <16 x float> %841, ptr %883, align 4
  %884 = load ptr, ptr %872, align 8
  %885 = getelementptr inbounds nuw float, ptr %884, i64 %164
  %886 = getelementptr inbounds nuw i8, ptr %885, i64 256
  store <16 x float> %840, ptr %886, align 4
  %887 = load ptr, ptr %872, align 8
  %888 = getelementptr inbounds nuw float, ptr %887, i64 %164
  %889 = getelementptr inbounds nuw i8, ptr %888, i64 320
  store <16 x float> %839, ptr %889, align 4
  %890 = load ptr, ptr %872, align 8
  %891 = getelementptr inbounds nuw float, ptr %890, i64 %164
  %892 = getelementptr inbounds nuw i8, ptr %891, i64 384
  store <16 x float> %838, ptr %892, align 4
  %893 = getelementptr inbounds nuw i8, ptr %19, i64 16
  %894 = load ptr, ptr %893, align 8
  %895 = getelementptr inbounds nuw float, ptr %894, i64 %164
  store <16 x float> %837, ptr %895, align 4
  %896 = load ptr, ptr %893, align 8
  %897 = getelementptr inbounds nuw float, ptr %896, i64 %164
  %898 = getelementptr inbounds nuw i8, ptr %897, i64 64
  store <16 x float> %836, ptr %898, align 4
  br label %962

899:                                              ; preds = %827, %899
  %900 = phi <16 x float> [ zeroinitializer, %827 ], [ %959, %899 ]
  %901 = phi <16 x float> [ zeroinitializer, %827 ], [ %958, %899 ]
  %902 = phi <16 x float> [ zeroinitializer, %827 ], [ %953, %899 ]
  %903 = phi <16 x float> [ zeroinitializer, %827 ], [ %952, %899 ]
  %904 = phi <16 x float> [ zeroinitializer, %827 ], [ %951, %899 ]
  %905 = phi <16 x float> [ zeroinitializer, %827 ], [ %950, %899 ]
  %906 = phi <16 x float> [ zeroinitializer, %827 ], [ %949, %899 ]
  %907 = phi <16 x float> [ zeroinitializer, %827 ], [ %948, %899 ]
  %908 = phi <16 x float> [ zeroinitializer, %827 ], [ %947, %899 ]
  %909 = phi <16 x float> [ zeroinitializer, %827 ], [ %942, %899 ]
  %910 = phi <16 x float> [ zeroinitializer, %827 ], [ %941, %899 ]
  %911 = phi <16 x float> [ zeroinitializer, %827 ], [ %940, %899 ]
  %912 = phi <16 x float> [ zeroinitializer, %827 ], [ %939, %899 ]
  %913 = phi <16 x float> [ zeroinitializer, %827 ], [ %938, %899 ]
  %914 = phi <16 x float> [ zeroinitializer, %827 ], [ %937, %899 ]
  %915 = phi <16 x float> [ zeroinitializer, %827 ], [ %936, %899 ]
  %916 = phi i64 [ 0, %827 ], [ %960, %899 ]
  %917 = mul i64 %12, %916
  %918 = getelementptr i8, ptr %834, i64 %917
  %919 = load <16 x float>, ptr %918, align 4
  %920 = getelementptr inbounds nuw i8, ptr %918, i64 64
  %921 = load <16 x float>, ptr %920, align 4
  %922 = getelementptr inbounds nuw i8, ptr %918, i64 128
  %923 = load <16 x float>, ptr %922, align 4
  %924 = getelementptr inbounds nuw i8, ptr %918, i64 192
  %925 = load <16 x float>, ptr %924, align 4
  %926 = getelementptr inbounds nuw i8, ptr %918, i64 256
  %927 = load <16 x float>, ptr %926, align 4
  %928 = getelementptr inbounds nuw i8, ptr %918, i64 320
  %929 = load <16 x float>, ptr %928, align 4
  %930 = getelementptr inbounds nuw i8, ptr %918, i64 384
  %931 = load <16 x float>, ptr %930, align 4
  %932 = getelementptr inbounds nuw float, ptr %829, i64 %916
  %933 = load float, ptr %932, align 4
  %934 = insertelement <16 x float> poison, float %933, i64 0
  %935 = shufflevector <16 x float> %934, <16 x float> poison, <16 x i32> zeroinitializer
  %936 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %935, <16 x float> %919, <16 x float> %915)
  %937 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %935, <16 x float> %921, <16 x float> %914)
  %938 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %935, <16 x float> %923, <16 x float> %913)
  %939 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %935, <16 x float> %925, <16 x float> %912)
  %940 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %935, <16 x float> %927, <16 x float> %911)
  %941 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %935, <16 x float> %929, <16 x float> %910)
  %942 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %935, <16 x float> %931, <16 x float> %909)
  %943 = getelementptr inbounds nuw float, ptr %831, i64 %916
  %944 = load float, ptr %943, align 4
  %945 = insertelement <16 x float> poison, float %944, i64 0
  %946 = shufflevector <16 x float> %945, <16 x float> poison, <16 x i32> zeroinitializer
  %947 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %946, <16 x float> %919, <16 x float> %908)
  %948 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %946, <16 x float> %921, <16 x float> %907)
  %949 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %946, <16 x float> %923, <16 x float> %906)
  %950 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %946, <16 x float> %925, <16 x float> %905)
  %951 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %946, <16 x float> %927, <16 x float> %904)
  %952 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %946, <16 x float> %929, <16 x float> %903)
  %953 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %946, <16 x float> %931, <16 x float> %902)
  %954 = getelementptr inbounds nuw float, ptr %833, i64 %916
  %955 = load float, ptr %954, align 4
  %956 = insertelement <16 x float> poison, float %955, i64 0
  %957 = shufflevector <16 x float> %956, <16 x float> poison, <16 x i32> zeroinitializer
  %958 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %957, <16 x float> %919, <16 x float> %901)
  %959 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %957, <16 x float> %921, <16 x float> %900)
  %960 = add nuw nsw i64 %916, 1
  %961 = icmp eq i64 %960, %4
  br i1 %961, label %835, label %899

962:                                              ; preds = %163, %177, %235, %319, %429, %565, %701, %835
  %963 = add nuw nsw i64 %16, 4
  %964 = icmp sgt i64 %963, %2
  br i1 %964, label %965, label %15

965:                                              ; preds = %962, %7
  %966 = phi i64 [ 0, %7 ], [ %16, %962 ]
  %967 = sub nsw i64 %2, %966
  switch i64 %967, label %4745 [
    i64 3, label %968
    i64 2, label %1876
    i64 1, label %2661
  ]

968:                                              ; preds = %965
  %969 = getelementptr inbounds nuw ptr, ptr %0, i64 %966
  %970 = getelementptr inbounds nuw ptr, ptr %1, i64 %966
  %971 = icmp slt i64 %6, 80
  br i1 %971, label %1109, label %972

972:                                              ; preds = %968
  %973 = icmp sgt i64 %4, 0
  %974 = shl i64 %5, 2
  %975 = add nsw i64 %6, -80
  %976 = udiv i64 %975, 80
  %977 = getelementptr inbounds nuw i8, ptr %969, i64 8
  %978 = getelementptr inbounds nuw i8, ptr %969, i64 16
  %979 = getelementptr inbounds nuw i8, ptr %970, i64 8
  %980 = getelementptr inbounds nuw i8, ptr %970, i64 16
  br label %981

981:                                              ; preds = %972, %991
  %982 = phi i64 [ 0, %972 ], [ %1050, %991 ]
  %983 = phi i64 [ 80, %972 ], [ %1049, %991 ]
  %984 = phi i64 [ 0, %972 ], [ %983, %991 ]
  br i1 %973, label %985, label %991

985:                                              ; preds = %981
  %986 = mul i64 %982, 320
  %987 = load ptr, ptr %969, align 8
  %988 = load ptr, ptr %977, align 8
  %989 = load ptr, ptr %978, align 8
  %990 = getelementptr i8, ptr %3, i64 %986
  br label %1052

991:                                              ; preds = %1052, %981
  %992 = phi <16 x float> [ zeroinitializer, %981 ], [ %1084, %1052 ]
  %993 = phi <16 x float> [ zeroinitializer, %981 ], [ %1085, %1052 ]
  %994 = phi <16 x float> [ zeroinitializer, %981 ], [ %1086, %1052 ]
  %995 = phi <16 x float> [ zeroinitializer, %981 ], [ %1087, %1052 ]
  %996 = phi <16 x float> [ zeroinitializer, %981 ], [ %1088, %1052 ]
  %997 = phi <16 x float> [ zeroinitializer, %981 ], [ %1093, %1052 ]
  %998 = phi <16 x float> [ zeroinitializer, %981 ], [ %1094, %1052 ]
  %999 = phi <16 x float> [ zeroinitializer, %981 ], [ %1095, %1052 ]
  %1000 = phi <16 x float> [ zeroinitializer, %981 ], [ %1096, %1052 ]
  %1001 = phi <16 x float> [ zeroinitializer, %981 ], [ %1097, %1052 ]
  %1002 = phi <16 x float> [ zeroinitializer, %981 ], [ %1102, %1052 ]
  %1003 = phi <16 x float> [ zeroinitializer, %981 ], [ %1103, %1052 ]
  %1004 = phi <16 x float> [ zeroinitializer, %981 ], [ %1104, %1052 ]
  %1005 = phi <16 x float> [ zeroinitializer, %981 ], [ %1105, %1052 ]
  %1006 = phi <16 x float> [ zeroinitializer, %981 ], [ %1106, %1052 ]
  %1007 = load ptr, ptr %970, align 8
  %1008 = getelementptr inbounds nuw float, ptr %1007, i64 %984
  store <16 x float> %992, ptr %1008, align 4
  %1009 = load ptr, ptr %970, align 8
  %1010 = getelementptr inbounds nuw float, ptr %1009, i64 %984
  %1011 = getelementptr inbounds nuw i8, ptr %1010, i64 64
  store <16 x float> %993, ptr %1011, align 4
  %1012 = load ptr, ptr %970, align 8
  %1013 = getelementptr inbounds nuw float, ptr %1012, i64 %984
  %1014 = getelementptr inbounds nuw i8, ptr %1013, i64 128
  store <16 x float> %994, ptr %1014, align 4
  %1015 = load ptr, ptr %970, align 8
  %1016 = getelementptr inbounds nuw float, ptr %1015, i64 %984
  %1017 = getelementptr inbounds nuw i8, ptr %1016, i64 192
  store <16 x float> %995, ptr %1017, align 4
  %1018 = load ptr, ptr %970, align 8
  %1019 = getelementptr inbounds nuw float, ptr %1018, i64 %984
  %1020 = getelementptr inbounds nuw i8, ptr %1019, i64 256
  store <16 x float> %996, ptr %1020, align 4
  %1021 = load ptr, ptr %979, align 8
  %1022 = getelementptr inbounds nuw float, ptr %1021, i64 %984
  store <16 x float> %997, ptr %1022, align 4
  %1023 = load ptr, ptr %979, align 8
  %1024 = getelementptr inbounds nuw float, ptr %1023, i64 %984
  %1025 = getelementptr inbounds nuw i8, ptr %1024, i64 64
  store <16 x float> %998, ptr %1025, align 4
  %1026 = load ptr, ptr %979, align 8
  %1027 = getelementptr inbounds nuw float, ptr %1026, i64 %984
  %1028 = getelementptr inbounds nuw i8, ptr %1027, i64 128
  store <16 x float> %999, ptr %1028, align 4
  %1029 = load ptr, ptr %979, align 8
  %1030 = getelementptr inbounds nuw float, ptr %1029, i64 %984
  %1031 = getelementptr inbounds nuw i8, ptr %1030, i64 192
  store <16 x float> %1000, ptr %1031, align 4
  %1032 = load ptr, ptr %979, align 8
  %1033 = getelementptr inbounds nuw float, ptr %1032, i64 %984
  %1034 = getelementptr inbounds nuw i8, ptr %1033, i64 256
  store <16 x float> %1001, ptr %1034, align 4
  %1035 = load ptr, ptr %980, align 8
  %1036 = getelementptr inbounds nuw float, ptr %1035, i64 %984
  store <16 x float> %1002, ptr %1036, align 4
  %1037 = load ptr, ptr %980, align 8
  %1038 = getelementptr inbounds nuw float, ptr %1037, i64 %984
  %1039 = getelementptr inbounds nuw i8, ptr %1038, i64 64
  store <16 x float> %1003, ptr %1039, align 4
  %1040 = load ptr, ptr %980, align 8
  %1041 = getelementptr inbounds nuw float, ptr %1040, i64 %984
  %1042 = getelementptr inbounds nuw i8, ptr %1041, i64 128
  store <16 x float> %1004, ptr %1042, align 4
  %1043 = load ptr, ptr %980, align 8
  %1044 = getelementptr inbounds nuw float, ptr %1043, i64 %984
  %1045 = getelementptr inbounds nuw i8, ptr %1044, i64 192
  store <16 x float> %1005, ptr %1045, align 4
  %1046 = load ptr, ptr %980, align 8
  %1047 = getelementptr inbounds nuw float, ptr %1046, i64 %984
  %1048 = getelementptr inbounds nuw i8, ptr %1047, i64 256
  store <16 x float> %1006, ptr %1048, align 4
  %1049 = add nuw nsw i64 %983, 80
  %1050 = add nuw nsw i64 %982, 1
  %1051 = icmp eq i64 %982, %976
  br i1 %1051, label %1109, label %981

1052:                                             ; preds = %985, %1052
  %1053 = phi <16 x float> [ zeroinitializer, %985 ], [ %1084, %1052 ]
  %1054 = phi <16 x float> [ zeroinitializer, %985 ], [ %1085, %1052 ]
  %1055 = phi <16 x float> [ zeroinitializer, %985 ], [ %1086, %1052 ]
  %1056 = phi <16 x float> [ zeroinitializer, %985 ], [ %1087, %1052 ]
  %1057 = phi <16 x float> [ zeroinitializer, %985 ], [ %1088, %1052 ]
  %1058 = phi <16 x float> [ zeroinitializer, %985 ], [ %1093, %1052 ]
  %1059 = phi <16 x float> [ zeroinitializer, %985 ], [ %1094, %1052 ]
  %1060 = phi <16 x float> [ zeroinitializer, %985 ], [ %1095, %1052 ]
  %1061 = phi <16 x float> [ zeroinitializer, %985 ], [ %1096, %1052 ]
  %1062 = phi <16 x float> [ zeroinitializer, %985 ], [ %1097, %1052 ]
  %1063 = phi <16 x float> [ zeroinitializer, %985 ], [ %1102, %1052 ]
  %1064 = phi <16 x float> [ zeroinitializer, %985 ], [ %1103, %1052 ]
  %1065 = phi <16 x float> [ zeroinitializer, %985 ], [ %1104, %1052 ]
  %1066 = phi <16 x float> [ zeroinitializer, %985 ], [ %1105, %1052 ]
  %1067 = phi <16 x float> [ zeroinitializer, %985 ], [ %1106, %1052 ]
  %1068 = phi i64 [ 0, %985 ], [ %1107, %1052 ]
  %1069 = mul i64 %974, %1068
  %1070 = getelementptr i8, ptr %990, i64 %1069
  %1071 = load <16 x float>, ptr %1070, align 4
  %1072 = getelementptr inbounds nuw i8, ptr %1070, i64 64
  %1073 = load <16 x float>, ptr %1072, align 4
  %1074 = getelementptr inbounds nuw i8, ptr %1070, i64 128
  %1075 = load <16 x float>, ptr %1074, align 4
  %1076 = getelementptr inbounds nuw i8, ptr %1070, i64 192
  %1077 = load <16 x float>, ptr %1076, align 4
  %1078 = getelementptr inbounds nuw i8, ptr %1070, i64 256
  %1079 = load <16 x float>, ptr %1078, align 4
  %1080 = getelementptr inbounds nuw float, ptr %987, i64 %1068
  %1081 = load float, ptr %1080, align 4
  %1082 = insertelement <16 x float> poison, float %1081, i64 0
  %1083 = shufflevector <16 x float> %1082, <16 x float> poison, <16 x i32> zeroinitializer
  %1084 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1083, <16 x float> %1071, <16 x float> %1053)
  %1085 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1083, <16 x float> %1073, <16 x float> %1054)
  %1086 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1083, <16 x float> %1075, <16 x float> %1055)
  %1087 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1083, <16 x float> %1077, <16 x float> %1056)
  %1088 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1083, <16 x float> %1079, <16 x float> %1057)
  %1089 = getelementptr inbounds nuw float, ptr %988, i64 %1068
  %1090 = load float, ptr %1089, align 4
  %1091 = insertelement <16 x float> poison, float %1090, i64 0
  %1092 = shufflevector <16 x float> %1091, <16 x float> poison, <16 x i32> zeroinitializer
  %1093 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1092, <16 x float> %1071, <16 x float> %1058)
  %1094 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1092, <16 x float> %1073, <16 x float> %1059)
  %1095 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1092, <16 x float> %1075, <16 x float> %1060)
  %1096 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1092, <16 x float> %1077, <16 x float> %1061)
  %1097 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1092, <16 x float> %1079, <16 x float> %1062)
  %1098 = getelementptr inbounds nuw float, ptr %989, i64 %1068
  %1099 = load float, ptr %1098, align 4
  %1100 = insertelement <16 x float> poison, float %1099, i64 0
  %1101 = shufflevector <16 x float> %1100, <16 x float> poison, <16 x i32> zeroinitializer
  %1102 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1101, <16 x float> %1071, <16 x float> %1063)
  %1103 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1101, <16 x float> %1073, <16 x float> %1064)
  %1104 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1101, <16 x float> %1075, <16 x float> %1065)
  %1105 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1101, <16 x float> %1077, <16 x float> %1066)
  %1106 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1101, <16 x float> %1079, <16 x float> %1067)
  %1107 = add nuw nsw i64 %1068, 1
  %1108 = icmp eq i64 %1107, %4
  br i1 %1108, label %991, label %1052

1109:                                             ; preds = %991, %968
  %1110 = phi i64 [ 0, %968 ], [ %983, %991 ]
  %1111 = sub nsw i64 %6, %1110
  %1112 = sdiv i64 %1111, 16
  switch i64 %1112, label %4745 [
    i64 1, label %1113
    i64 2, label %1210
    i64 3, label %1278
    i64 4, label %1366
    i64 5, label %1474
    i64 6, label %1602
    i64 7, label %1738
  ]

1113:                                             ; preds = %1109
  %1114 = getelementptr float, ptr %3, i64 %1110
  %1115 = icmp sgt i64 %4, 0
  br i1 %1115, label %1116, label %1152

1116:                                             ; preds = %1113
  %1117 = load ptr, ptr %969, align 8
  %1118 = getelementptr inbounds nuw i8, ptr %969, i64 8
  %1119 = load ptr, ptr %1118, align 8
  %1120 = getelementptr inbounds nuw i8, ptr %969, i64 16
  %1121 = load ptr, ptr %1120, align 8
  %1122 = and i64 %4, 1
  %1123 = icmp eq i64 %4, 1
  br i1 %1123, label %1128, label %1124

1124:                                             ; preds = %1116
  %1125 = and i64 %4, 9223372036854775806
  br label %1164

1126:                                             ; preds = %1164
  %1127 = icmp eq i64 %1122, 0
  br i1 %1127, label %1152, label %1128

1128:                                             ; preds = %1126, %1116
  %1129 = phi <16 x float> [ zeroinitializer, %1116 ], [ %1206, %1126 ]
  %1130 = phi <16 x float> [ zeroinitializer, %1116 ], [ %1201, %1126 ]
  %1131 = phi <16 x float> [ zeroinitializer, %1116 ], [ %1196, %1126 ]
  %1132 = phi i64 [ 0, %1116 ], [ %1207, %1126 ]
  %1133 = icmp ne i64 %1122, 0
  tail call void @llvm.assume(i1 %1133)
  %1134 = mul nsw i64 %1132, %5
  %1135 = getelementptr float, ptr %1114, i64 %1134
  %1136 = load <16 x float>, ptr %1135, align 4
  %1137 = getelementptr inbounds nuw float, ptr %1117, i64 %1132
  %1138 = load float, ptr %1137, align 4
  %1139 = insertelement <16 x float> poison, float %1138, i64 0
  %1140 = shufflevector <16 x float> %1139, <16 x float> poison, <16 x i32> zeroinitializer
  %1141 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1140, <16 x float> %1136, <16 x float> %1131)
  %1142 = getelementptr inbounds nuw float, ptr %1119, i64 %1132
  %1143 = load float, ptr %1142, align 4
  %1144 = insertelement <16 x float> poison, float %1143, i64 0
  %1145 = shufflevector <16 x float> %1144, <16 x float> poison, <16 x i32> zeroinitializer
  %1146 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1145, <16 x float> %1136, <16 x float> %1130)
  %1147 = getelementptr inbounds nuw float, ptr %1121, i64 %1132
  %1148 = load float, ptr %1147, align 4
  %1149 = insertelement <16 x float> poison, float %1148, i64 0
  %1150 = shufflevector <16 x float> %1149, <16 x float> poison, <16 x i32> zeroinitializer
  %1151 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1150, <16 x float> %1136, <16 x float> %1129)
  br label %1152

1152:                                             ; preds = %1128, %1126, %1113
  %1153 = phi <16 x float> [ zeroinitializer, %1113 ], [ %1206, %1126 ], [ %1151, %1128 ]
  %1154 = phi <16 x float> [ zeroinitializer, %1113 ], [ %1201, %1126 ], [ %1146, %1128 ]
  %1155 = phi <16 x float> [ zeroinitializer, %1113 ], [ %1196, %1126 ], [ %1141, %1128 ]
  %1156 = load ptr, ptr %970, align 8
  %1157 = getelementptr inbounds nuw float, ptr %1156, i64 %1110
  store <16 x float> %1155, ptr %1157, align 4
  %1158 = getelementptr inbounds nuw i8, ptr %970, i64 8
  %1159 = load ptr, ptr %1158, align 8
  %1160 = getelementptr inbounds nuw float, ptr %1159, i64 %1110
  store <16 x float> %1154, ptr %1160, align 4
  %1161 = getelementptr inbounds nuw i8, ptr %970, i64 16
  %1162 = load ptr, ptr %1161, align 8
  %1163 = getelementptr inbounds nuw float, ptr %1162, i64 %1110
  store <16 x float> %1153, ptr %1163, align 4
  br label %4745

1164:                                             ; preds = %1164, %1124
  %1165 = phi <16 x float> [ zeroinitializer, %1124 ], [ %1206, %1164 ]
  %1166 = phi <16 x float> [ zeroinitializer, %1124 ], [ %1201, %1164 ]
  %1167 = phi <16 x float> [ zeroinitializer, %1124 ], [ %1196, %1164 ]
  %1168 = phi i64 [ 0, %1124 ], [ %1207, %1164 ]
  %1169 = phi i64 [ 0, %1124 ], [ %1208, %1164 ]
  %1170 = mul nsw i64 %1168, %5
  %1171 = getelementptr float, ptr %1114, i64 %1170
  %1172 = load <16 x float>, ptr %1171, align 4
  %1173 = getelementptr inbounds nuw float, ptr %1117, i64 %1168
  %1174 = load float, ptr %1173, align 4
  %1175 = insertelement <16 x float> poison, float %1174, i64 0
  %1176 = shufflevector <16 x float> %1175, <16 x float> poison, <16 x i32> zeroinitializer
  %1177 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1176, <16 x float> %1172, <16 x float> %1167)
  %1178 = getelementptr inbounds nuw float, ptr %1119, i64 %1168
  %1179 = load float, ptr %1178, align 4
  %1180 = insertelement <16 x float> poison, float %1179, i64 0
  %1181 = shufflevector <16 x float> %1180, <16 x float> poison, <16 x i32> zeroinitializer
  %1182 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1181, <16 x float> %1172, <16 x float> %1166)
  %1183 = getelementptr inbounds nuw float, ptr %1121, i64 %1168
  %1184 = load float, ptr %1183, align 4
  %1185 = insertelement <16 x float> poison, float %1184, i64 0
  %1186 = shufflevector <16 x float> %1185, <16 x float> poison, <16 x i32> zeroinitializer
  %1187 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1186, <16 x float> %1172, <16 x float> %1165)
  %1188 = or disjoint i64 %1168, 1
  %1189 = mul nsw i64 %1188, %5
  %1190 = getelementptr float, ptr %1114, i64 %1189
  %1191 = load <16 x float>, ptr %1190, align 4
  %1192 = getelementptr inbounds nuw float, ptr %1117, i64 %1188
  %1193 = load float, ptr %1192, align 4
  %1194 = insertelement <16 x float> poison, float %1193, i64 0
  %1195 = shufflevector <16 x float> %1194, <16 x float> poison, <16 x i32> zeroinitializer
  %1196 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1195, <16 x float> %1191, <16 x float> %1177)
  %1197 = getelementptr inbounds nuw float, ptr %1119, i64 %1188
  %1198 = load float, ptr %1197, align 4
  %1199 = insertelement <16 x float> poison, float %1198, i64 0
  %1200 = shufflevector <16 x float> %1199, <16 x float> poison, <16 x i32> zeroinitializer
  %1201 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1200, <16 x float> %1191, <16 x float> %1182)
  %1202 = getelementptr inbounds nuw float, ptr %1121, i64 %1188
  %1203 = load float, ptr %1202, align 4
  %1204 = insertelement <16 x float> poison, float %1203, i64 0
  %1205 = shufflevector <16 x float> %1204, <16 x float> poison, <16 x i32> zeroinitializer
  %1206 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1205, <16 x float> %1191, <16 x float> %1187)
  %1207 = add nuw nsw i64 %1168, 2
  %1208 = add i64 %1169, 2
  %1209 = icmp eq i64 %1208, %1125
  br i1 %1209, label %1126, label %1164

1210:                                             ; preds = %1109
  %1211 = icmp sgt i64 %4, 0
  br i1 %1211, label %1212, label %1221

1212:                                             ; preds = %1210
  %1213 = shl nuw nsw i64 %1110, 2
  %1214 = shl i64 %5, 2
  %1215 = load ptr, ptr %969, align 8
  %1216 = getelementptr inbounds nuw i8, ptr %969, i64 8
  %1217 = load ptr, ptr %1216, align 8
  %1218 = getelementptr inbounds nuw i8, ptr %969, i64 16
  %1219 = load ptr, ptr %1218, align 8
  %1220 = getelementptr i8, ptr %3, i64 %1213
  br label %1245

1221:                                             ; preds = %1245, %1210
  %1222 = phi <16 x float> [ zeroinitializer, %1210 ], [ %1275, %1245 ]
  %1223 = phi <16 x float> [ zeroinitializer, %1210 ], [ %1274, %1245 ]
  %1224 = phi <16 x float> [ zeroinitializer, %1210 ], [ %1269, %1245 ]
  %1225 = phi <16 x float> [ zeroinitializer, %1210 ], [ %1268, %1245 ]
  %1226 = phi <16 x float> [ zeroinitializer, %1210 ], [ %1263, %1245 ]
  %1227 = phi <16 x float> [ zeroinitializer, %1210 ], [ %1262, %1245 ]
  %1228 = load ptr, ptr %970, align 8
  %1229 = getelementptr inbounds nuw float, ptr %1228, i64 %1110
  store <16 x float> %1227, ptr %1229, align 4
  %1230 = load ptr, ptr %970, align 8
  %1231 = getelementptr inbounds nuw float, ptr %1230, i64 %1110
  %1232 = getelementptr inbounds nuw i8, ptr %1231, i64 64
  store <16 x float> %1226, ptr %1232, align 4
  %1233 = getelementptr inbounds nuw i8, ptr %970, i64 8
  %1234 = load ptr, ptr %1233, align 8
  %1235 = getelementptr inbounds nuw float, ptr %1234, i64 %1110
  store <16 x float> %1225, ptr %1235, align 4
  %1236 = load ptr, ptr %1233, align 8
  %1237 = getelementptr inbounds nuw float, ptr %1236, i64 %1110
  %1238 = getelementptr inbounds nuw i8, ptr %1237, i64 64
  store <16 x float> %1224, ptr %1238, align 4
  %1239 = getelementptr inbounds nuw i8, ptr %970, i64 16
  %1240 = load ptr, ptr %1239, align 8
  %1241 = getelementptr inbounds nuw float, ptr %1240, i64 %1110
  store <16 x float> %1223, ptr %1241, align 4
  %1242 = load ptr, ptr %1239, align 8
  %1243 = getelementptr inbounds nuw float, ptr %1242, i64 %1110
  %1244 = getelementptr inbounds nuw i8, ptr %1243, i64 64
  store <16 x float> %1222, ptr %1244, align 4
  br label %4745

1245:                                             ; preds = %1212, %1245
  %1246 = phi <16 x float> [ zeroinitializer, %1212 ], [ %1275, %1245 ]
  %1247 = phi <16 x float> [ zeroinitializer, %1212 ], [ %1274, %1245 ]
  %1248 = phi <16 x float> [ zeroinitializer, %1212 ], [ %1269, %1245 ]
  %1249 = phi <16 x float> [ zeroinitializer, %1212 ], [ %1268, %1245 ]
  %1250 = phi <16 x float> [ zeroinitializer, %1212 ], [ %1263, %1245 ]
  %1251 = phi <16 x float> [ zeroinitializer, %1212 ], [ %1262, %1245 ]
  %1252 = phi i64 [ 0, %1212 ], [ %1276, %1245 ]
  %1253 = mul i64 %1214, %1252
  %1254 = getelementptr i8, ptr %1220, i64 %1253
  %1255 = load <16 x float>, ptr %1254, align 4
  %1256 = getelementptr inbounds nuw i8, ptr %1254, i64 64
  %1257 = load <16 x float>, ptr %1256, align 4
  %1258 = getelementptr inbounds nuw float, ptr %1215, i64 %1252
  %1259 = load float, ptr %1258, align 4
  %1260 = insertelement <16 x float> poison, float %1259, i64 0
  %1261 = shufflevector <16 x float> %1260, <16 x float> poison, <16 x i32> zeroinitializer
  %1262 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1261, <16 x float> %1255, <16 x float> %1251)
  %1263 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1261, <16 x float> %1257, <16 x float> %1250)
  %1264 = getelementptr inbounds nuw float, ptr %1217, i64 %1252
  %1265 = load float, ptr %1264, align 4
  %1266 = insertelement <16 x float> poison, float %1265, i64 0
  %1267 = shufflevector <16 x float> %1266, <16 x float> poison, <16 x i32> zeroinitializer
  %1268 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1267, <16 x float> %1255, <16 x float> %1249)
  %1269 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1267, <16 x float> %1257, <16 x float> %1248)
  %1270 = getelementptr inbounds nuw float, ptr %1219, i64 %1252
  %1271 = load float, ptr %1270, align 4
  %1272 = insertelement <16 x float> poison, float %1271, i64 0
  %1273 = shufflevector <16 x float> %1272, <16 x float> poison, <16 x i32> zeroinitializer
  %1274 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1273, <16 x float> %1255, <16 x float> %1247)
  %1275 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1273, <16 x float> %1257, <16 x float> %1246)
  %1276 = add nuw nsw i64 %1252, 1
  %1277 = icmp eq i64 %1276, %4
  br i1 %1277, label %1221, label %1245

1278:                                             ; preds = %1109
  %1279 = icmp sgt i64 %4, 0
  br i1 %1279, label %1280, label %1289

1280:                                             ; preds = %1278
  %1281 = shl nuw nsw i64 %1110, 2
  %1282 = shl i64 %5, 2
  %1283 = load ptr, ptr %969, align 8
  %1284 = getelementptr inbounds nuw i8, ptr %969, i64 8
  %1285 = load ptr, ptr %1284, align 8
  %1286 = getelementptr inbounds nuw i8, ptr %969, i64 16
  %1287 = load ptr, ptr %1286, align 8
  %1288 = getelementptr i8, ptr %3, i64 %1281
  br label %1325

1289:                                             ; preds = %1325, %1278
  %1290 = phi <16 x float> [ zeroinitializer, %1278 ], [ %1363, %1325 ]
  %1291 = phi <16 x float> [ zeroinitializer, %1278 ], [ %1362, %1325 ]
  %1292 = phi <16 x float> [ zeroinitializer, %1278 ], [ %1361, %1325 ]
  %1293 = phi <16 x float> [ zeroinitializer, %1278 ], [ %1356, %1325 ]
  %1294 = phi <16 x float> [ zeroinitializer, %1278 ], [ %1355, %1325 ]
  %1295 = phi <16 x float> [ zeroinitializer, %1278 ], [ %1354, %1325 ]
  %1296 = phi <16 x float> [ zeroinitializer, %1278 ], [ %1349, %1325 ]
  %1297 = phi <16 x float> [ zeroinitializer, %1278 ], [ %1348, %1325 ]
  %1298 = phi <16 x float> [ zeroinitializer, %1278 ], [ %1347, %1325 ]
  %1299 = load ptr, ptr %970, align 8
  %1300 = getelementptr inbounds nuw float, ptr %1299, i64 %1110
  store <16 x float> %1298, ptr %1300, align 4
  %1301 = load ptr, ptr %970, align 8
  %1302 = getelementptr inbounds nuw float, ptr %1301, i64 %1110
  %1303 = getelementptr inbounds nuw i8, ptr %1302, i64 64
  store <16 x float> %1297, ptr %1303, align 4
  %1304 = load ptr, ptr %970, align 8
  %1305 = getelementptr inbounds nuw float, ptr %1304, i64 %1110
  %1306 = getelementptr inbounds nuw i8, ptr %1305, i64 128
  store <16 x float> %1296, ptr %1306, align 4
  %1307 = getelementptr inbounds nuw i8, ptr %970, i64 8
  %1308 = load ptr, ptr %1307, align 8
  %1309 = getelementptr inbounds nuw float, ptr %1308, i64 %1110
  store <16 x float> %1295, ptr %1309, align 4
  %1310 = load ptr, ptr %1307, align 8
  %1311 = getelementptr inbounds nuw float, ptr %1310, i64 %1110
  %1312 = getelementptr inbounds nuw i8, ptr %1311, i64 64
  store <16 x float> %1294, ptr %1312, align 4
  %1313 = load ptr, ptr %1307, align 8
  %1314 = getelementptr inbounds nuw float, ptr %1313, i64 %1110
  %1315 = getelementptr inbounds nuw i8, ptr %1314, i64 128
  store <16 x float> %1293, ptr %1315, align 4
  %1316 = getelementptr inbounds nuw i8, ptr %970, i64 16
  %1317 = load ptr, ptr %1316, align 8
  %1318 = getelementptr inbounds nuw float, ptr %1317, i64 %1110
  store <16 x float> %1292, ptr %1318, align 4
  %1319 = load ptr, ptr %1316, align 8
  %1320 = getelementptr inbounds nuw float, ptr %1319, i64 %1110
  %1321 = getelementptr inbounds nuw i8, ptr %1320, i64 64
  store <16 x float> %1291, ptr %1321, align 4
  %1322 = load ptr, ptr %1316, align 8
  %1323 = getelementptr inbounds nuw float, ptr %1322, i64 %1110
  %1324 = getelementptr inbounds nuw i8, ptr %1323, i64 128
  store <16 x float> %1290, ptr %1324, align 4
  br label %4745

1325:                                             ; preds = %1280, %1325
  %1326 = phi <16 x float> [ zeroinitializer, %1280 ], [ %1363, %1325 ]
  %1327 = phi <16 x float> [ zeroinitializer, %1280 ], [ %1362, %1325 ]
  %1328 = phi <16 x float> [ zeroinitializer, %1280 ], [ %1361, %1325 ]
  %1329 = phi <16 x float> [ zeroinitializer, %1280 ], [ %1356, %1325 ]
  %1330 = phi <16 x float> [ zeroinitializer, %1280 ], [ %1355, %1325 ]
  %1331 = phi <16 x float> [ zeroinitializer, %1280 ], [ %1354, %1325 ]
  %1332 = phi <16 x float> [ zeroinitializer, %1280 ], [ %1349, %1325 ]
  %1333 = phi <16 x float> [ zeroinitializer, %1280 ], [ %1348, %1325 ]
  %1334 = phi <16 x float> [ zeroinitializer, %1280 ], [ %1347, %1325 ]
  %1335 = phi i64 [ 0, %1280 ], [ %1364, %1325 ]
  %1336 = mul i64 %1282, %1335
  %1337 = getelementptr i8, ptr %1288, i64 %1336
  %1338 = load <16 x float>, ptr %1337, align 4
  %1339 = getelementptr inbounds nuw i8, ptr %1337, i64 64
  %1340 = load <16 x float>, ptr %1339, align 4
  %1341 = getelementptr inbounds nuw i8, ptr %1337, i64 128
  %1342 = load <16 x float>, ptr %1341, align 4
  %1343 = getelementptr inbounds nuw float, ptr %1283, i64 %1335
  %1344 = load float, ptr %1343, align 4
  %1345 = insertelement <16 x float> poison, float %1344, i64 0
  %1346 = shufflevector <16 x float> %1345, <16 x float> poison, <16 x i32> zeroinitializer
  %1347 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1346, <16 x float> %1338, <16 x float> %1334)
  %1348 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1346, <16 x float> %1340, <16 x float> %1333)
  %1349 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1346, <16 x float> %1342, <16 x float> %1332)
  %1350 = getelementptr inbounds nuw float, ptr %1285, i64 %1335
  %1351 = load float, ptr %1350, align 4
  %1352 = insertelement <16 x float> poison, float %1351, i64 0
  %1353 = shufflevector <16 x float> %1352, <16 x float> poison, <16 x i32> zeroinitializer
  %1354 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1353, <16 x float> %1338, <16 x float> %1331)
  %1355 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1353, <16 x float> %1340, <16 x float> %1330)
  %1356 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1353, <16 x float> %1342, <16 x float> %1329)
  %1357 = getelementptr inbounds nuw float, ptr %1287, i64 %1335
  %1358 = load float, ptr %1357, align 4
  %1359 = insertelement <16 x float> poison, float %1358, i64 0
  %1360 = shufflevector <16 x float> %1359, <16 x float> poison, <16 x i32> zeroinitializer
  %1361 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1360, <16 x float> %1338, <16 x float> %1328)
  %1362 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1360, <16 x float> %1340, <16 x float> %1327)
  %1363 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1360, <16 x float> %1342, <16 x float> %1326)
  %1364 = add nuw nsw i64 %1335, 1
  %1365 = icmp eq i64 %1364, %4
  br i1 %1365, label %1289, label %1325

1366:                                             ; preds = %1109
  %1367 = icmp sgt i64 %4, 0
  br i1 %1367, label %1368, label %1377

1368:                                             ; preds = %1366
  %1369 = shl nuw nsw i64 %1110, 2
  %1370 = shl i64 %5, 2
  %1371 = load ptr, ptr %969, align 8
  %1372 = getelementptr inbounds nuw i8, ptr %969, i64 8
  %1373 = load ptr, ptr %1372, align 8
  %1374 = getelementptr inbounds nuw i8, ptr %969, i64 16
  %1375 = load ptr, ptr %1374, align 8
  %1376 = getelementptr i8, ptr %3, i64 %1369
  br label %1425

1377:                                             ; preds = %1425, %1366
  %1378 = phi <16 x float> [ zeroinitializer, %1366 ], [ %1471, %1425 ]
  %1379 = phi <16 x float> [ zeroinitializer, %1366 ], [ %1470, %1425 ]
  %1380 = phi <16 x float> [ zeroinitializer, %1366 ], [ %1469, %1425 ]
  %1381 = phi <16 x float> [ zeroinitializer, %1366 ], [ %1468, %1425 ]
  %1382 = phi <16 x float> [ zeroinitializer, %1366 ], [ %1463, %1425 ]
  %1383 = phi <16 x float> [ zeroinitializer, %1366 ], [ %1462, %1425 ]
  %1384 = phi <16 x float> [ zeroinitializer, %1366 ], [ %1461, %1425 ]
  %1385 = phi <16 x float> [ zeroinitializer, %1366 ], [ %1460, %1425 ]
  %1386 = phi <16 x float> [ zeroinitializer, %1366 ], [ %1455, %1425 ]
  %1387 = phi <16 x float> [ zeroinitializer, %1366 ], [ %1454, %1425 ]
  %1388 = phi <16 x float> [ zeroinitializer, %1366 ], [ %1453, %1425 ]
  %1389 = phi <16 x float> [ zeroinitializer, %1366 ], [ %1452, %1425 ]
  %1390 = load ptr, ptr %970, align 8
  %1391 = getelementptr inbounds nuw float, ptr %1390, i64 %1110
  store <16 x float> %1389, ptr %1391, align 4
  %1392 = load ptr, ptr %970, align 8
  %1393 = getelementptr inbounds nuw float, ptr %1392, i64 %1110
  %1394 = getelementptr inbounds nuw i8, ptr %1393, i64 64
  store <16 x float> %1388, ptr %1394, align 4
  %1395 = load ptr, ptr %970, align 8
  %1396 = getelementptr inbounds nuw float, ptr %1395, i64 %1110
  %1397 = getelementptr inbounds nuw i8, ptr %1396, i64 128
  store <16 x float> %1387, ptr %1397, align 4
  %1398 = load ptr, ptr %970, align 8
  %1399 = getelementptr inbounds nuw float, ptr %1398, i64 %1110
  %1400 = getelementptr inbounds nuw i8, ptr %1399, i64 192
  store <16 x float> %1386, ptr %1400, align 4
  %1401 = getelementptr inbounds nuw i8, ptr %970, i64 8
  %1402 = load ptr, ptr %1401, align 8
  %1403 = getelementptr inbounds nuw float, ptr %1402, i64 %1110
  store <16 x float> %1385, ptr %1403, align 4
  %1404 = load ptr, ptr %1401, align 8
  %1405 = getelementptr inbounds nuw float, ptr %1404, i64 %1110
  %1406 = getelementptr inbounds nuw i8, ptr %1405, i64 64
  store <16 x float> %1384, ptr %1406, align 4
  %1407 = load ptr, ptr %1401, align 8
  %1408 = getelementptr inbounds nuw float, ptr %1407, i64 %1110
  %1409 = getelementptr inbounds nuw i8, ptr %1408, i64 128
  store <16 x float> %1383, ptr %1409, align 4
  %1410 = load ptr, ptr %1401, align 8
  %1411 = getelementptr inbounds nuw float, ptr %1410, i64 %1110
  %1412 = getelementptr inbounds nuw i8, ptr %1411, i64 192
  store <16 x float> %1382, ptr %1412, align 4
  %1413 = getelementptr inbounds nuw i8, ptr %970, i64 16
  %1414 = load ptr, ptr %1413, align 8
  %1415 = getelementptr inbounds nuw float, ptr %1414, i64 %1110
  store <16 x float> %1381, ptr %1415, align 4
  %1416 = load ptr, ptr %1413, align 8
  %1417 = getelementptr inbounds nuw float, ptr %1416, i64 %1110
  %1418 = getelementptr inbounds nuw i8, ptr %1417, i64 64
  store <16 x float> %1380, ptr %1418, align 4
  %1419 = load ptr, ptr %1413, align 8
  %1420 = getelementptr inbounds nuw float, ptr %1419, i64 %1110
  %1421 = getelementptr inbounds nuw i8, ptr %1420, i64 128
  store <16 x float> %1379, ptr %1421, align 4
  %1422 = load ptr, ptr %1413, align 8
  %1423 = getelementptr inbounds nuw float, ptr %1422, i64 %1110
  %1424 = getelementptr inbounds nuw i8, ptr %1423, i64 192
  store <16 x float> %1378, ptr %1424, align 4
  br label %4745

1425:                                             ; preds = %1368, %1425
  %1426 = phi <16 x float> [ zeroinitializer, %1368 ], [ %1471, %1425 ]
  %1427 = phi <16 x float> [ zeroinitializer, %1368 ], [ %1470, %1425 ]
  %1428 = phi <16 x float> [ zeroinitializer, %1368 ], [ %1469, %1425 ]
  %1429 = phi <16 x float> [ zeroinitializer, %1368 ], [ %1468, %1425 ]
  %1430 = phi <16 x float> [ zeroinitializer, %1368 ], [ %1463, %1425 ]
  %1431 = phi <16 x float> [ zeroinitializer, %1368 ], [ %1462, %1425 ]
  %1432 = phi <16 x float> [ zeroinitializer, %1368 ], [ %1461, %1425 ]
  %1433 = phi <16 x float> [ zeroinitializer, %1368 ], [ %1460, %1425 ]
  %1434 = phi <16 x float> [ zeroinitializer, %1368 ], [ %1455, %1425 ]
  %1435 = phi <16 x float> [ zeroinitializer, %1368 ], [ %1454, %1425 ]
  %1436 = phi <16 x float> [ zeroinitializer, %1368 ], [ %1453, %1425 ]
  %1437 = phi <16 x float> [ zeroinitializer, %1368 ], [ %1452, %1425 ]
  %1438 = phi i64 [ 0, %1368 ], [ %1472, %1425 ]
  %1439 = mul i64 %1370, %1438
  %1440 = getelementptr i8, ptr %1376, i64 %1439
  %1441 = load <16 x float>, ptr %1440, align 4
  %1442 = getelementptr inbounds nuw i8, ptr %1440, i64 64
  %1443 = load <16 x float>, ptr %1442, align 4
  %1444 = getelementptr inbounds nuw i8, ptr %1440, i64 128
  %1445 = load <16 x float>, ptr %1444, align 4
  %1446 = getelementptr inbounds nuw i8, ptr %1440, i64 192
  %1447 = load <16 x float>, ptr %1446, align 4
  %1448 = getelementptr inbounds nuw float, ptr %1371, i64 %1438
  %1449 = load float, ptr %1448, align 4
  %1450 = insertelement <16 x float> poison, float %1449, i64 0
  %1451 = shufflevector <16 x float> %1450, <16 x float> poison, <16 x i32> zeroinitializer
  %1452 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1451, <16 x float> %1441, <16 x float> %1437)
  %1453 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1451, <16 x float> %1443, <16 x float> %1436)
  %1454 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1451, <16 x float> %1445, <16 x float> %1435)
  %1455 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1451, <16 x float> %1447, <16 x float> %1434)
  %1456 = getelementptr inbounds nuw float, ptr %1373, i64 %1438
  %1457 = load float, ptr %1456, align 4
  %1458 = insertelement <16 x float> poison, float %1457, i64 0
  %1459 = shufflevector <16 x float> %1458, <16 x float> poison, <16 x i32> zeroinitializer
  %1460 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1459, <16 x float> %1441, <16 x float> %1433)
  %1461 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1459, <16 x float> %1443, <16 x float> %1432)
  %1462 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1459, <16 x float> %1445, <16 x float> %1431)
  %1463 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1459, <16 x float> %1447, <16 x float> %1430)
  %1464 = getelementptr inbounds nuw float, ptr %1375, i64 %1438
  %1465 = load float, ptr %1464, align 4
  %1466 = insertelement <16 x float> poison, float %1465, i64 0
  %1467 = shufflevector <16 x float> %1466, <16 x float> poison, <16 x i32> zeroinitializer
  %1468 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1467, <16 x float> %1441, <16 x float> %1429)
  %1469 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1467, <16 x float> %1443, <16 x float> %1428)
  %1470 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1467, <16 x float> %1445, <16 x float> %1427)
  %1471 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1467, <16 x float> %1447, <16 x float> %1426)
  %1472 = add nuw nsw i64 %1438, 1
  %1473 = icmp eq i64 %1472, %4
  br i1 %1473, label %1377, label %1425

1474:                                             ; preds = %1109
  %1475 = icmp sgt i64 %4, 0
  br i1 %1475, label %1476, label %1485

1476:                                             ; preds = %1474
  %1477 = shl nuw nsw i64 %1110, 2
  %1478 = shl i64 %5, 2
  %1479 = load ptr, ptr %969, align 8
  %1480 = getelementptr inbounds nuw i8, ptr %969, i64 8
  %1481 = load ptr, ptr %1480, align 8
  %1482 = getelementptr inbounds nuw i8, ptr %969, i64 16
  %1483 = load ptr, ptr %1482, align 8
  %1484 = getelementptr i8, ptr %3, i64 %1477
  br label %1545

1485:                                             ; preds = %1545, %1474
  %1486 = phi <16 x float> [ zeroinitializer, %1474 ], [ %1599, %1545 ]
  %1487 = phi <16 x float> [ zeroinitializer, %1474 ], [ %1598, %1545 ]
  %1488 = phi <16 x float> [ zeroinitializer, %1474 ], [ %1597, %1545 ]
  %1489 = phi <16 x float> [ zeroinitializer, %1474 ], [ %1596, %1545 ]
  %1490 = phi <16 x float> [ zeroinitializer, %1474 ], [ %1595, %1545 ]
  %1491 = phi <16 x float> [ zeroinitializer, %1474 ], [ %1590, %1545 ]
  %1492 = phi <16 x float> [ zeroinitializer, %1474 ], [ %1589, %1545 ]
  %1493 = phi <16 x float> [ zeroinitializer, %1474 ], [ %1588, %1545 ]
  %1494 = phi <16 x float> [ zeroinitializer, %1474 ], [ %1587, %1545 ]
  %1495 = phi <16 x float> [ zeroinitializer, %1474 ], [ %1586, %1545 ]
  %1496 = phi <16 x float> [ zeroinitializer, %1474 ], [ %1581, %1545 ]
  %1497 = phi <16 x float> [ zeroinitializer, %1474 ], [ %1580, %1545 ]
  %1498 = phi <16 x float> [ zeroinitializer, %1474 ], [ %1579, %1545 ]
  %1499 = phi <16 x float> [ zeroinitializer, %1474 ], [ %1578, %1545 ]
  %1500 = phi <16 x float> [ zeroinitializer, %1474 ], [ %1577, %1545 ]
  %1501 = load ptr, ptr %970, align 8
  %1502 = getelementptr inbounds nuw float, ptr %1501, i64 %1110
  store <16 x float> %1500, ptr %1502, align 4
  %1503 = load ptr, ptr %970, align 8
  %1504 = getelementptr inbounds nuw float, ptr %1503, i64 %1110
  %1505 = getelementptr inbounds nuw i8, ptr %1504, i64 64
  store <16 x float> %1499, ptr %1505, align 4
  %1506 = load ptr, ptr %970, align 8
  %1507 = getelementptr inbounds nuw float, ptr %1506, i64 %1110
  %1508 = getelementptr inbounds nuw i8, ptr %1507, i64 128
  store <16 x float> %1498, ptr %1508, align 4
  %1509 = load ptr, ptr %970, align 8
  %1510 = getelementptr inbounds nuw float, ptr %1509, i64 %1110
  %1511 = getelementptr inbounds nuw i8, ptr %1510, i64 192
  store <16 x float> %1497, ptr %1511, align 4
  %1512 = load ptr, ptr %970, align 8
  %1513 = getelementptr inbounds nuw float, ptr %1512, i64 %1110
  %1514 = getelementptr inbounds nuw i8, ptr %1513, i64 256
  store <16 x float> %1496, ptr %1514, align 4
  %1515 = getelementptr inbounds nuw i8, ptr %970, i64 8
  %1516 = load ptr, ptr %1515, align 8
  %1517 = getelementptr inbounds nuw float, ptr %1516, i64 %1110
  store <16 x float> %1495, ptr %1517, align 4
  %1518 = load ptr, ptr %1515, align 8
  %1519 = getelementptr inbounds nuw float, ptr %1518, i64 %1110
  %1520 = getelementptr inbounds nuw i8, ptr %1519, i64 64
  store <16 x float> %1494, ptr %1520, align 4
  %1521 = load ptr, ptr %1515, align 8
  %1522 = getelementptr inbounds nuw float, ptr %1521, i64 %1110
  %1523 = getelementptr inbounds nuw i8, ptr %1522, i64 128
  store <16 x float> %1493, ptr %1523, align 4
  %1524 = load ptr, ptr %1515, align 8
  %1525 = getelementptr inbounds nuw float, ptr %1524, i64 %1110
  %1526 = getelementptr inbounds nuw i8, ptr %1525, i64 192
  store <16 x float> %1492, ptr %1526, align 4
  %1527 = load ptr, ptr %1515, align 8
  %1528 = getelementptr inbounds nuw float, ptr %1527, i64 %1110
  %1529 = getelementptr inbounds nuw i8, ptr %1528, i64 256
  store <16 x float> %1491, ptr %1529, align 4
  %1530 = getelementptr inbounds nuw i8, ptr %970, i64 16
  %1531 = load ptr, ptr %1530, align 8
  %1532 = getelementptr inbounds nuw float, ptr %1531, i64 %1110
  store <16 x float> %1490, ptr %1532, align 4
  %1533 = load ptr, ptr %1530, align 8
  %1534 = getelementptr inbounds nuw float, ptr %1533, i64 %1110
  %1535 = getelementptr inbounds nuw i8, ptr %1534, i64 64
  store <16 x float> %1489, ptr %1535, align 4
  %1536 = load ptr, ptr %1530, align 8
  %1537 = getelementptr inbounds nuw float, ptr %1536, i64 %1110
  %1538 = getelementptr inbounds nuw i8, ptr %1537, i64 128
  store <16 x float> %1488, ptr %1538, align 4
  %1539 = load ptr, ptr %1530, align 8
  %1540 = getelementptr inbounds nuw float, ptr %1539, i64 %1110
  %1541 = getelementptr inbounds nuw i8, ptr %1540, i64 192
  store <16 x float> %1487, ptr %1541, align 4
  %1542 = load ptr, ptr %1530, align 8
  %1543 = getelementptr inbounds nuw float, ptr %1542, i64 %1110
  %1544 = getelementptr inbounds nuw i8, ptr %1543, i64 256
  store <16 x float> %1486, ptr %1544, align 4
  br label %4745

1545:                                             ; preds = %1476, %1545
  %1546 = phi <16 x float> [ zeroinitializer, %1476 ], [ %1599, %1545 ]
  %1547 = phi <16 x float> [ zeroinitializer, %1476 ], [ %1598, %1545 ]
  %1548 = phi <16 x float> [ zeroinitializer, %1476 ], [ %1597, %1545 ]
  %1549 = phi <16 x float> [ zeroinitializer, %1476 ], [ %1596, %1545 ]
  %1550 = phi <16 x float> [ zeroinitializer, %1476 ], [ %1595, %1545 ]
  %1551 = phi <16 x float> [ zeroinitializer, %1476 ], [ %1590, %1545 ]
  %1552 = phi <16 x float> [ zeroinitializer, %1476 ], [ %1589, %1545 ]
  %1553 = phi <16 x float> [ zeroinitializer, %1476 ], [ %1588, %1545 ]
  %1554 = phi <16 x float> [ zeroinitializer, %1476 ], [ %1587, %1545 ]
  %1555 = phi <16 x float> [ zeroinitializer, %1476 ], [ %1586, %1545 ]
  %1556 = phi <16 x float> [ zeroinitializer, %1476 ], [ %1581, %1545 ]
  %1557 = phi <16 x float> [ zeroinitializer, %1476 ], [ %1580, %1545 ]
  %1558 = phi <16 x float> [ zeroinitializer, %1476 ], [ %1579, %1545 ]
  %1559 = phi <16 x float> [ zeroinitializer, %1476 ], [ %1578, %1545 ]
  %1560 = phi <16 x float> [ zeroinitializer, %1476 ], [ %1577, %1545 ]
  %1561 = phi i64 [ 0, %1476 ], [ %1600, %1545 ]
  %1562 = mul i64 %1478, %1561
  %1563 = getelementptr i8, ptr %1484, i64 %1562
  %1564 = load <16 x float>, ptr %1563, align 4
  %1565 = getelementptr inbounds nuw i8, ptr %1563, i64 64
  %1566 = load <16 x float>, ptr %1565, align 4
  %1567 = getelementptr inbounds nuw i8, ptr %1563, i64 128
  %1568 = load <16 x float>, ptr %1567, align 4
  %1569 = getelementptr inbounds nuw i8, ptr %1563, i64 192
  %1570 = load <16 x float>, ptr %1569, align 4
  %1571 = getelementptr inbounds nuw i8, ptr %1563, i64 256
  %1572 = load <16 x float>, ptr %1571, align 4
  %1573 = getelementptr inbounds nuw float, ptr %1479, i64 %1561
  %1574 = load float, ptr %1573, align 4
  %1575 = insertelement <16 x float> poison, float %1574, i64 0
  %1576 = shufflevector <16 x float> %1575, <16 x float> poison, <16 x i32> zeroinitializer
  %1577 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1576, <16 x float> %1564, <16 x float> %1560)
  %1578 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1576, <16 x float> %1566, <16 x float> %1559)
  %1579 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1576, <16 x float> %1568, <16 x float> %1558)
  %1580 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1576, <16 x float> %1570, <16 x float> %1557)
  %1581 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1576, <16 x float> %1572, <16 x float> %1556)
  %1582 = getelementptr inbounds nuw float, ptr %1481, i64 %1561
  %1583 = load float, ptr %1582, align 4
  %1584 = insertelement <16 x float> poison, float %1583, i64 0
  %1585 = shufflevector <16 x float> %1584, <16 x float> poison, <16 x i32> zeroinitializer
  %1586 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1585, <16 x float> %1564, <16 x float> %1555)
  %1587 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1585, <16 x float> %1566, <16 x float> %1554)
  %1588 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1585, <16 x float> %1568, <16 x float> %1553)
  %1589 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1585, <16 x float> %1570, <16 x float> %1552)
  %1590 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1585, <16 x float> %1572, <16 x float> %1551)
  %1591 = getelementptr inbounds nuw float, ptr %1483, i64 %1561
  %1592 = load float, ptr %1591, align 4
  %1593 = insertelement <16 x float> poison, float %1592, i64 0
  %1594 = shufflevector <16 x float> %1593, <16 x float> poison, <16 x i32> zeroinitializer
  %1595 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1594, <16 x float> %1564, <16 x float> %1550)
  %1596 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1594, <16 x float> %1566, <16 x float> %1549)
  %1597 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1594, <16 x float> %1568, <16 x float> %1548)
  %1598 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1594, <16 x float> %1570, <16 x float> %1547)
  %1599 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1594, <16 x float> %1572, <16 x float> %1546)
  %1600 = add nuw nsw i64 %1561, 1
  %1601 = icmp eq i64 %1600, %4
  br i1 %1601, label %1485, label %1545

1602:                                             ; preds = %1109
  %1603 = icmp sgt i64 %4, 0
  br i1 %1603, label %1604, label %1613

1604:                                             ; preds = %1602
  %1605 = shl nuw nsw i64 %1110, 2
  %1606 = shl i64 %5, 2
  %1607 = load ptr, ptr %969, align 8
  %1608 = getelementptr inbounds nuw i8, ptr %969, i64 8
  %1609 = load ptr, ptr %1608, align 8
  %1610 = getelementptr inbounds nuw i8, ptr %969, i64 16
  %1611 = load ptr, ptr %1610, align 8
  %1612 = getelementptr i8, ptr %3, i64 %1605
  br label %1677

1613:                                             ; preds = %1677, %1602
  %1614 = phi <16 x float> [ zeroinitializer, %1602 ], [ %1735, %1677 ]
  %1615 = phi <16 x float> [ zeroinitializer, %1602 ], [ %1734, %1677 ]
  %1616 = phi <16 x float> [ zeroinitializer, %1602 ], [ %1733, %1677 ]
  %1617 = phi <16 x float> [ zeroinitializer, %1602 ], [ %1732, %1677 ]
  %1618 = phi <16 x float> [ zeroinitializer, %1602 ], [ %1727, %1677 ]
  %1619 = phi <16 x float> [ zeroinitializer, %1602 ], [ %1726, %1677 ]
  %1620 = phi <16 x float> [ zeroinitializer, %1602 ], [ %1725, %1677 ]
  %1621 = phi <16 x float> [ zeroinitializer, %1602 ], [ %1724, %1677 ]
  %1622 = phi <16 x float> [ zeroinitializer, %1602 ], [ %1723, %1677 ]
  %1623 = phi <16 x float> [ zeroinitializer, %1602 ], [ %1722, %1677 ]
  %1624 = phi <16 x float> [ zeroinitializer, %1602 ], [ %1717, %1677 ]
  %1625 = phi <16 x float> [ zeroinitializer, %1602 ], [ %1716, %1677 ]
  %1626 = phi <16 x float> [ zeroinitializer, %1602 ], [ %1715, %1677 ]
  %1627 = phi <16 x float> [ zeroinitializer, %1602 ], [ %1714, %1677 ]
  %1628 = phi <16 x float> [ zeroinitializer, %1602 ], [ %1713, %1677 ]
  %1629 = phi <16 x float> [ zeroinitializer, %1602 ], [ %1712, %1677 ]
  %1630 = load ptr, ptr %970, align 8
  %1631 = getelementptr inbounds nuw float, ptr %1630, i64 %1110
  store <16 x float> %1629, ptr %1631, align 4
  %1632 = load ptr, ptr %970, align 8
  %1633 = getelementptr inbounds nuw float, ptr %1632, i64 %1110
  %1634 = getelementptr inbounds nuw i8, ptr %1633, i64 64
  store <16 x float> %1628, ptr %1634, align 4
  %1635 = load ptr, ptr %970, align 8
  %1636 = getelementptr inbounds nuw float, ptr %1635, i64 %1110
  %1637 = getelementptr inbounds nuw i8, ptr %1636, i64 128
  store <16 x float> %1627, ptr %1637, align 4
  %1638 = load ptr, ptr %970, align 8
  %1639 = getelementptr inbounds nuw float, ptr %1638, i64 %1110
  %1640 = getelementptr inbounds nuw i8, ptr %1639, i64 192
  store <16 x float> %1626, ptr %1640, align 4
  %1641 = load ptr, ptr %970, align 8
  %1642 = getelementptr inbounds nuw float, ptr %1641, i64 %1110
  %1643 = getelementptr inbounds nuw i8, ptr %1642, i64 256
  store <16 x float> %1625, ptr %1643, align 4
  %1644 = load ptr, ptr %970, align 8
  %1645 = getelementptr inbounds nuw float, ptr %1644, i64 %1110
  %1646 = getelementptr inbounds nuw i8, ptr %1645, i64 320
  store <16 x float> %1624, ptr %1646, align 4
  %1647 = getelementptr inbounds nuw i8, ptr %970, i64 8
  %1648 = load ptr, ptr %1647, align 8
  %1649 = getelementptr inbounds nuw float, ptr %1648, i64 %1110
  store <16 x float> %1623, ptr %1649, align 4
  %1650 = load ptr, ptr %1647, align 8
  %1651 = getelementptr inbounds nuw float, ptr %1650, i64 %1110
  %1652 = getelementptr inbounds nuw i8, ptr %1651, i64 64
  store <16 x float> %1622, ptr %1652, align 4
  %1653 = load ptr, ptr %1647, align 8
  %1654 = getelementptr inbounds nuw float, ptr %1653, i64 %1110
  %1655 = getelementptr inbounds nuw i8, ptr %1654, i64 128
  store <16 x float> %1621, ptr %1655, align 4
  %1656 = load ptr, ptr %1647, align 8
  %1657 = getelementptr inbounds nuw float, ptr %1656, i64 %1110
  %1658 = getelementptr inbounds nuw i8, ptr %1657, i64 192
  store <16 x float> %1620, ptr %1658, align 4
  %1659 = load ptr, ptr %1647, align 8
  %1660 = getelementptr inbounds nuw float, ptr %1659, i64 %1110
  %1661 = getelementptr inbounds nuw i8, ptr %1660, i64 256
  store <16 x float> %1619, ptr %1661, align 4
  %1662 = load ptr, ptr %1647, align 8
  %1663 = getelementptr inbounds nuw float, ptr %1662, i64 %1110
  %1664 = getelementptr inbounds nuw i8, ptr %1663, i64 320
  store <16 x float> %1618, ptr %1664, align 4
  %1665 = getelementptr inbounds nuw i8, ptr %970, i64 16
  %1666 = load ptr, ptr %1665, align 8
  %1667 = getelementptr inbounds nuw float, ptr %1666, i64 %1110
  store <16 x float> %1617, ptr %1667, align 4
  %1668 = load ptr, ptr %1665, align 8
  %1669 = getelementptr inbounds nuw float, ptr %1668, i64 %1110
  %1670 = getelementptr inbounds nuw i8, ptr %1669, i64 64
  store <16 x float> %1616, ptr %1670, align 4
  %1671 = load ptr, ptr %1665, align 8
  %1672 = getelementptr inbounds nuw float, ptr %1671, i64 %1110
  %1673 = getelementptr inbounds nuw i8, ptr %1672, i64 128
  store <16 x float> %1615, ptr %1673, align 4
  %1674 = load ptr, ptr %1665, align 8
  %1675 = getelementptr inbounds nuw float, ptr %1674, i64 %1110
  %1676 = getelementptr inbounds nuw i8, ptr %1675, i64 192
  store <16 x float> %1614, ptr %1676, align 4
  br label %4745

1677:                                             ; preds = %1604, %1677
  %1678 = phi <16 x float> [ zeroinitializer, %1604 ], [ %1735, %1677 ]
  %1679 = phi <16 x float> [ zeroinitializer, %1604 ], [ %1734, %1677 ]
  %1680 = phi <16 x float> [ zeroinitializer, %1604 ], [ %1733, %1677 ]
  %1681 = phi <16 x float> [ zeroinitializer, %1604 ], [ %1732, %1677 ]
  %1682 = phi <16 x float> [ zeroinitializer, %1604 ], [ %1727, %1677 ]
  %1683 = phi <16 x float> [ zeroinitializer, %1604 ], [ %1726, %1677 ]
  %1684 = phi <16 x float> [ zeroinitializer, %1604 ], [ %1725, %1677 ]
  %1685 = phi <16 x float> [ zeroinitializer, %1604 ], [ %1724, %1677 ]
  %1686 = phi <16 x float> [ zeroinitializer, %1604 ], [ %1723, %1677 ]
  %1687 = phi <16 x float> [ zeroinitializer, %1604 ], [ %1722, %1677 ]
  %1688 = phi <16 x float> [ zeroinitializer, %1604 ], [ %1717, %1677 ]
  %1689 = phi <16 x float> [ zeroinitializer, %1604 ], [ %1716, %1677 ]
  %1690 = phi <16 x float> [ zeroinitializer, %1604 ], [ %1715, %1677 ]
  %1691 = phi <16 x float> [ zeroinitializer, %1604 ], [ %1714, %1677 ]
  %1692 = phi <16 x float> [ zeroinitializer, %1604 ], [ %1713, %1677 ]
  %1693 = phi <16 x float> [ zeroinitializer, %1604 ], [ %1712, %1677 ]
  %1694 = phi i64 [ 0, %1604 ], [ %1736, %1677 ]
  %1695 = mul i64 %1606, %1694
  %1696 = getelementptr i8, ptr %1612, i64 %1695
  %1697 = load <16 x float>, ptr %1696, align 4
  %1698 = getelementptr inbounds nuw i8, ptr %1696, i64 64
  %1699 = load <16 x float>, ptr %1698, align 4
  %1700 = getelementptr inbounds nuw i8, ptr %1696, i64 128
  %1701 = load <16 x float>, ptr %1700, align 4
  %1702 = getelementptr inbounds nuw i8, ptr %1696, i64 192
  %1703 = load <16 x float>, ptr %1702, align 4
  %1704 = getelementptr inbounds nuw i8, ptr %1696, i64 256
  %1705 = load <16 x float>, ptr %1704, align 4
  %1706 = getelementptr inbounds nuw i8, ptr %1696, i64 320
  %1707 = load <16 x float>, ptr %1706, align 4
  %1708 = getelementptr inbounds nuw float, ptr %1607, i64 %1694
  %1709 = load float, ptr %1708, align 4
  %1710 = insertelement <16 x float> poison, float %1709, i64 0
  %1711 = shufflevector <16 x float> %1710, <16 x float> poison, <16 x i32> zeroinitializer
  %1712 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1711, <16 x float> %1697, <16 x float> %1693)
  %1713 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1711, <16 x float> %1699, <16 x float> %1692)
  %1714 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1711, <16 x float> %1701, <16 x float> %1691)
  %1715 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1711, <16 x float> %1703, <16 x float> %1690)
  %1716 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1711, <16 x float> %1705, <16 x float> %1689)
  %1717 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1711, <16 x float> %1707, <16 x float> %1688)
  %1718 = getelementptr inbounds nuw float, ptr %1609, i64 %1694
  %1719 = load float, ptr %1718, align 4
  %1720 = insertelement <16 x float> poison, float %1719, i64 0
  %1721 = shufflevector <16 x float> %1720, <16 x float> poison, <16 x i32> zeroinitializer
  %1722 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1721, <16 x float> %1697, <16 x float> %1687)
  %1723 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1721, <16 x float> %1699, <16 x float> %1686)
  %1724 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1721, <16 x float> %1701, <16 x float> %1685)
  %1725 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1721, <16 x float> %1703, <16 x float> %1684)
  %1726 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1721, <16 x float> %1705, <16 x float> %1683)
  %1727 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1721, <16 x float> %1707, <16 x float> %1682)
  %1728 = getelementptr inbounds nuw float, ptr %1611, i64 %1694
  %1729 = load float, ptr %1728, align 4
  %1730 = insertelement <16 x float> poison, float %1729, i64 0
  %1731 = shufflevector <16 x float> %1730, <16 x float> poison, <16 x i32> zeroinitializer
  %1732 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1731, <16 x float> %1697, <16 x float> %1681)
  %1733 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1731, <16 x float> %1699, <16 x float> %1680)
  %1734 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1731, <16 x float> %1701, <16 x float> %1679)
  %1735 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1731, <16 x float> %1703, <16 x float> %1678)
  %1736 = add nuw nsw i64 %1694, 1
  %1737 = icmp eq i64 %1736, %4
  br i1 %1737, label %1613, label %1677

1738:                                             ; preds = %1109
  %1739 = icmp sgt i64 %4, 0
  br i1 %1739, label %1740, label %1749

1740:                                             ; preds = %1738
  %1741 = shl i64 %1110, 2
  %1742 = shl i64 %5, 2
  %1743 = load ptr, ptr %969, align 8
  %1744 = getelementptr inbounds nuw i8, ptr %969, i64 8
  %1745 = load ptr, ptr %1744, align 8
  %1746 = getelementptr inbounds nuw i8, ptr %969, i64 16
  %1747 = load ptr, ptr %1746, align 8
  %1748 = getelementptr i8, ptr %3, i64 %1741
  br label %1813

1749:                                             ; preds = %1813, %1738
  %1750 = phi <16 x float> [ zeroinitializer, %1738 ], [ %1873, %1813 ]
  %1751 = phi <16 x float> [ zeroinitializer, %1738 ], [ %1872, %1813 ]
  %1752 = phi <16 x float> [ zeroinitializer, %1738 ], [ %1867, %1813 ]
  %1753 = phi <16 x float> [ zeroinitializer, %1738 ], [ %1866, %1813 ]
  %1754 = phi <16 x float> [ zeroinitializer, %1738 ], [ %1865, %1813 ]
  %1755 = phi <16 x float> [ zeroinitializer, %1738 ], [ %1864, %1813 ]
  %1756 = phi <16 x float> [ zeroinitializer, %1738 ], [ %1863, %1813 ]
  %1757 = phi <16 x float> [ zeroinitializer, %1738 ], [ %1862, %1813 ]
  %1758 = phi <16 x float> [ zeroinitializer, %1738 ], [ %1861, %1813 ]
  %1759 = phi <16 x float> [ zeroinitializer, %1738 ], [ %1856, %1813 ]
  %1760 = phi <16 x float> [ zeroinitializer, %1738 ], [ %1855, %1813 ]
  %1761 = phi <16 x float> [ zeroinitializer, %1738 ], [ %1854, %1813 ]
  %1762 = phi <16 x float> [ zeroinitializer, %1738 ], [ %1853, %1813 ]
  %1763 = phi <16 x float> [ zeroinitializer, %1738 ], [ %1852, %1813 ]
  %1764 = phi <16 x float> [ zeroinitializer, %1738 ], [ %1851, %1813 ]
  %1765 = phi <16 x float> [ zeroinitializer, %1738 ], [ %1850, %1813 ]
  %1766 = load ptr, ptr %970, align 8
  %1767 = getelementptr inbounds nuw float, ptr %1766, i64 %1110
  store <16 x float> %1765, ptr %1767, align 4
  %1768 = load ptr, ptr %970, align 8
  %1769 = getelementptr inbounds nuw float, ptr %1768, i64 %1110
  %1770 = getelementptr inbounds nuw i8, ptr %1769, i64 64
  store <16 x float> %1764, ptr %1770, align 4
  %1771 = load ptr, ptr %970, align 8
  %1772 = getelementptr inbounds nuw float, ptr %1771, i64 %1110
  %1773 = getelementptr inbounds nuw i8, ptr %1772, i64 128
  store <16 x float> %1763, ptr %1773, align 4
  %1774 = load ptr, ptr %970, align 8
  %1775 = getelementptr inbounds nuw float, ptr %1774, i64 %1110
  %1776 = getelementptr inbounds nuw i8, ptr %1775, i64 192
  store <16 x float> %1762, ptr %1776, align 4
  %1777 = load ptr, ptr %970, align 8
  %1778 = getelementptr inbounds nuw float, ptr %1777, i64 %1110
  %1779 = getelementptr inbounds nuw i8, ptr %1778, i64 256
  store <16 x float> %1761, ptr %1779, align 4
  %1780 = load ptr, ptr %970, align 8
  %1781 = getelementptr inbounds nuw float, ptr %1780, i64 %1110
  %1782 = getelementptr inbounds nuw i8, ptr %1781, i64 320
  store <16 x float> %1760, ptr %1782, align 4
  %1783 = load ptr, ptr %970, align 8
  %1784 = getelementptr inbounds nuw float, ptr %1783, i64 %1110
  %1785 = getelementptr inbounds nuw i8, ptr %1784, i64 384
  store <16 x float> %1759, ptr %1785, align 4
  %1786 = getelementptr inbounds nuw i8, ptr %970, i64 8
  %1787 = load ptr, ptr %1786, align 8
  %1788 = getelementptr inbounds nuw float, ptr %1787, i64 %1110
  store <16 x float> %1758, ptr %1788, align 4
  %1789 = load ptr, ptr %1786, align 8
  %1790 = getelementptr inbounds nuw float, ptr %1789, i64 %1110
  %1791 = getelementptr inbounds nuw i8, ptr %1790, i64 64
  store <16 x float> %1757, ptr %1791, align 4
  %1792 = load ptr, ptr %1786, align 8
  %1793 = getelementptr inbounds nuw float, ptr %1792, i64 %1110
  %1794 = getelementptr inbounds nuw i8, ptr %1793, i64 128
  store <16 x float> %1756, ptr %1794, align 4
  %1795 = load ptr, ptr %1786, align 8
  %1796 = getelementptr inbounds nuw float, ptr %1795, i64 %1110
  %1797 = getelementptr inbounds nuw i8, ptr %1796, i64 192
  store <16 x float> %1755, ptr %1797, align 4
  %1798 = load ptr, ptr %1786, align 8
  %1799 = getelementptr inbounds nuw float, ptr %1798, i64 %1110
  %1800 = getelementptr inbounds nuw i8, ptr %1799, i64 256
  store <16 x float> %1754, ptr %1800, align 4
  %1801 = load ptr, ptr %1786, align 8
  %1802 = getelementptr inbounds nuw float, ptr %1801, i64 %1110
  %1803 = getelementptr inbounds nuw i8, ptr %1802, i64 320
  store <16 x float> %1753, ptr %1803, align 4
  %1804 = load ptr, ptr %1786, align 8
  %1805 = getelementptr inbounds nuw float, ptr %1804, i64 %1110
  %1806 = getelementptr inbounds nuw i8, ptr %1805, i64 384
  store <16 x float> %1752, ptr %1806, align 4
  %1807 = getelementptr inbounds nuw i8, ptr %970, i64 16
  %1808 = load ptr, ptr %1807, align 8
  %1809 = getelementptr inbounds nuw float, ptr %1808, i64 %1110
  store <16 x float> %1751, ptr %1809, align 4
  %1810 = load ptr, ptr %1807, align 8
  %1811 = getelementptr inbounds nuw float, ptr %1810, i64 %1110
  %1812 = getelementptr inbounds nuw i8, ptr %1811, i64 64
  store <16 x float> %1750, ptr %1812, align 4
  br label %4745

1813:                                             ; preds = %1740, %1813
  %1814 = phi <16 x float> [ zeroinitializer, %1740 ], [ %1873, %1813 ]
  %1815 = phi <16 x float> [ zeroinitializer, %1740 ], [ %1872, %1813 ]
  %1816 = phi <16 x float> [ zeroinitializer, %1740 ], [ %1867, %1813 ]
  %1817 = phi <16 x float> [ zeroinitializer, %1740 ], [ %1866, %1813 ]
  %1818 = phi <16 x float> [ zeroinitializer, %1740 ], [ %1865, %1813 ]
  %1819 = phi <16 x float> [ zeroinitializer, %1740 ], [ %1864, %1813 ]
  %1820 = phi <16 x float> [ zeroinitializer, %1740 ], [ %1863, %1813 ]
  %1821 = phi <16 x float> [ zeroinitializer, %1740 ], [ %1862, %1813 ]
  %1822 = phi <16 x float> [ zeroinitializer, %1740 ], [ %1861, %1813 ]
  %1823 = phi <16 x float> [ zeroinitializer, %1740 ], [ %1856, %1813 ]
  %1824 = phi <16 x float> [ zeroinitializer, %1740 ], [ %1855, %1813 ]
  %1825 = phi <16 x float> [ zeroinitializer, %1740 ], [ %1854, %1813 ]
  %1826 = phi <16 x float> [ zeroinitializer, %1740 ], [ %1853, %1813 ]
  %1827 = phi <16 x float> [ zeroinitializer, %1740 ], [ %1852, %1813 ]
  %1828 = phi <16 x float> [ zeroinitializer, %1740 ], [ %1851, %1813 ]
  %1829 = phi <16 x float> [ zeroinitializer, %1740 ], [ %1850, %1813 ]
  %1830 = phi i64 [ 0, %1740 ], [ %1874, %1813 ]
  %1831 = mul i64 %1742, %1830
  %1832 = getelementptr i8, ptr %1748, i64 %1831
  %1833 = load <16 x float>, ptr %1832, align 4
  %1834 = getelementptr inbounds nuw i8, ptr %1832, i64 64
  %1835 = load <16 x float>, ptr %1834, align 4
  %1836 = getelementptr inbounds nuw i8, ptr %1832, i64 128
  %1837 = load <16 x float>, ptr %1836, align 4
  %1838 = getelementptr inbounds nuw i8, ptr %1832, i64 192
  %1839 = load <16 x float>, ptr %1838, align 4
  %1840 = getelementptr inbounds nuw i8, ptr %1832, i64 256
  %1841 = load <16 x float>, ptr %1840, align 4
  %1842 = getelementptr inbounds nuw i8, ptr %1832, i64 320
  %1843 = load <16 x float>, ptr %1842, align 4
  %1844 = getelementptr inbounds nuw i8, ptr %1832, i64 384
  %1845 = load <16 x float>, ptr %1844, align 4
  %1846 = getelementptr inbounds nuw float, ptr %1743, i64 %1830
  %1847 = load float, ptr %1846, align 4
  %1848 = insertelement <16 x float> poison, float %1847, i64 0
  %1849 = shufflevector <16 x float> %1848, <16 x float> poison, <16 x i32> zeroinitializer
  %1850 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1849, <16 x float> %1833, <16 x float> %1829)
  %1851 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1849, <16 x float> %1835, <16 x float> %1828)
  %1852 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1849, <16 x float> %1837, <16 x float> %1827)
  %1853 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1849, <16 x float> %1839, <16 x float> %1826)
  %1854 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1849, <16 x float> %1841, <16 x float> %1825)
  %1855 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1849, <16 x float> %1843, <16 x float> %1824)
  %1856 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1849, <16 x float> %1845, <16 x float> %1823)
  %1857 = getelementptr inbounds nuw float, ptr %1745, i64 %1830
  %1858 = load float, ptr %1857, align 4
  %1859 = insertelement <16 x float> poison, float %1858, i64 0
  %1860 = shufflevector <16 x float> %1859, <16 x float> poison, <16 x i32> zeroinitializer
  %1861 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1860, <16 x float> %1833, <16 x float> %1822)
  %1862 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1860, <16 x float> %1835, <16 x float> %1821)
  %1863 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1860, <16 x float> %1837, <16 x float> %1820)
  %1864 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1860, <16 x float> %1839, <16 x float> %1819)
  %1865 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1860, <16 x float> %1841, <16 x float> %1818)
  %1866 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1860, <16 x float> %1843, <16 x float> %1817)
  %1867 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1860, <16 x float> %1845, <16 x float> %1816)
  %1868 = getelementptr inbounds nuw float, ptr %1747, i64 %1830
  %1869 = load float, ptr %1868, align 4
  %1870 = insertelement <16 x float> poison, float %1869, i64 0
  %1871 = shufflevector <16 x float> %1870, <16 x float> poison, <16 x i32> zeroinitializer
  %1872 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1871, <16 x float> %1833, <16 x float> %1815)
  %1873 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %1871, <16 x float> %1835, <16 x float> %1814)
  %1874 = add nuw nsw i64 %1830, 1
  %1875 = icmp eq i64 %1874, %4
  br i1 %1875, label %1749, label %1813

1876:                                             ; preds = %965
  %1877 = getelementptr inbounds nuw ptr, ptr %0, i64 %966
  %1878 = getelementptr inbounds nuw ptr, ptr %1, i64 %966
  %1879 = icmp slt i64 %6, 128
  br i1 %1879, label %2023, label %1880

1880:                                             ; preds = %1876
  %1881 = icmp sgt i64 %4, 0
  %1882 = shl i64 %5, 2
  %1883 = add nsw i64 %6, -128
  %1884 = lshr i64 %1883, 7
  %1885 = getelementptr inbounds nuw i8, ptr %1877, i64 8
  %1886 = getelementptr inbounds nuw i8, ptr %1878, i64 8
  br label %1887

1887:                                             ; preds = %1880, %1896
  %1888 = phi i64 [ 0, %1880 ], [ %1960, %1896 ]
  %1889 = phi i64 [ 128, %1880 ], [ %1959, %1896 ]
  %1890 = phi i64 [ 0, %1880 ], [ %1889, %1896 ]
  br i1 %1881, label %1891, label %1896

1891:                                             ; preds = %1887
  %1892 = shl i64 %1888, 9
  %1893 = load ptr, ptr %1877, align 8
  %1894 = load ptr, ptr %1885, align 8
  %1895 = getelementptr i8, ptr %3, i64 %1892
  br label %1962

1896:                                             ; preds = %1962, %1887
  %1897 = phi <16 x float> [ zeroinitializer, %1887 ], [ %2001, %1962 ]
  %1898 = phi <16 x float> [ zeroinitializer, %1887 ], [ %2002, %1962 ]
  %1899 = phi <16 x float> [ zeroinitializer, %1887 ], [ %2003, %1962 ]
  %1900 = phi <16 x float> [ zeroinitializer, %1887 ], [ %2004, %1962 ]
  %1901 = phi <16 x float> [ zeroinitializer, %1887 ], [ %2005, %1962 ]
  %1902 = phi <16 x float> [ zeroinitializer, %1887 ], [ %2006, %1962 ]
  %1903 = phi <16 x float> [ zeroinitializer, %1887 ], [ %2007, %1962 ]
  %1904 = phi <16 x float> [ zeroinitializer, %1887 ], [ %2008, %1962 ]
  %1905 = phi <16 x float> [ zeroinitializer, %1887 ], [ %2013, %1962 ]
  %1906 = phi <16 x float> [ zeroinitializer, %1887 ], [ %2014, %1962 ]
  %1907 = phi <16 x float> [ zeroinitializer, %1887 ], [ %2015, %1962 ]
  %1908 = phi <16 x float> [ zeroinitializer, %1887 ], [ %2016, %1962 ]
  %1909 = phi <16 x float> [ zeroinitializer, %1887 ], [ %2017, %1962 ]
  %1910 = phi <16 x float> [ zeroinitializer, %1887 ], [ %2018, %1962 ]
  %1911 = phi <16 x float> [ zeroinitializer, %1887 ], [ %2019, %1962 ]
  %1912 = phi <16 x float> [ zeroinitializer, %1887 ], [ %2020, %1962 ]
  %1913 = load ptr, ptr %1878, align 8
  %1914 = getelementptr inbounds nuw float, ptr %1913, i64 %1890
  store <16 x float> %1897, ptr %1914, align 4
  %1915 = load ptr, ptr %1878, align 8
  %1916 = getelementptr inbounds nuw float, ptr %1915, i64 %1890
  %1917 = getelementptr inbounds nuw i8, ptr %1916, i64 64
  store <16 x float> %1898, ptr %1917, align 4
  %1918 = load ptr, ptr %1878, align 8
  %1919 = getelementptr inbounds nuw float, ptr %1918, i64 %1890
  %1920 = getelementptr inbounds nuw i8, ptr %1919, i64 128
  store <16 x float> %1899, ptr %1920, align 4
  %1921 = load ptr, ptr %1878, align 8
  %1922 = getelementptr inbounds nuw float, ptr %1921, i64 %1890
  %1923 = getelementptr inbounds nuw i8, ptr %1922, i64 192
  store <16 x float> %1900, ptr %1923, align 4
  %1924 = load ptr, ptr %1878, align 8
  %1925 = getelementptr inbounds nuw float, ptr %1924, i64 %1890
  %1926 = getelementptr inbounds nuw i8, ptr %1925, i64 256
  store <16 x float> %1901, ptr %1926, align 4
  %1927 = load ptr, ptr %1878, align 8
  %1928 = getelementptr inbounds nuw float, ptr %1927, i64 %1890
  %1929 = getelementptr inbounds nuw i8, ptr %1928, i64 320
  store <16 x float> %1902, ptr %1929, align 4
  %1930 = load ptr, ptr %1878, align 8
  %1931 = getelementptr inbounds nuw float, ptr %1930, i64 %1890
  %1932 = getelementptr inbounds nuw i8, ptr %1931, i64 384
  store <16 x float> %1903, ptr %1932, align 4
  %1933 = load ptr, ptr %1878, align 8
  %1934 = getelementptr inbounds nuw float, ptr %1933, i64 %1890
  %1935 = getelementptr inbounds nuw i8, ptr %1934, i64 448
  store <16 x float> %1904, ptr %1935, align 4
  %1936 = load ptr, ptr %1886, align 8
  %1937 = getelementptr inbounds nuw float, ptr %1936, i64 %1890
  store <16 x float> %1905, ptr %1937, align 4
  %1938 = load ptr, ptr %1886, align 8
  %1939 = getelementptr inbounds nuw float, ptr %1938, i64 %1890
  %1940 = getelementptr inbounds nuw i8, ptr %1939, i64 64
  store <16 x float> %1906, ptr %1940, align 4
  %1941 = load ptr, ptr %1886, align 8
  %1942 = getelementptr inbounds nuw float, ptr %1941, i64 %1890
  %1943 = getelementptr inbounds nuw i8, ptr %1942, i64 128
  store <16 x float> %1907, ptr %1943, align 4
  %1944 = load ptr, ptr %1886, align 8
  %1945 = getelementptr inbounds nuw float, ptr %1944, i64 %1890
  %1946 = getelementptr inbounds nuw i8, ptr %1945, i64 192
  store <16 x float> %1908, ptr %1946, align 4
  %1947 = load ptr, ptr %1886, align 8
  %1948 = getelementptr inbounds nuw float, ptr %1947, i64 %1890
  %1949 = getelementptr inbounds nuw i8, ptr %1948, i64 256
  store <16 x float> %1909, ptr %1949, align 4
  %1950 = load ptr, ptr %1886, align 8
  %1951 = getelementptr inbounds nuw float, ptr %1950, i64 %1890
  %1952 = getelementptr inbounds nuw i8, ptr %1951, i64 320
  store <16 x float> %1910, ptr %1952, align 4
  %1953 = load ptr, ptr %1886, align 8
  %1954 = getelementptr inbounds nuw float, ptr %1953, i64 %1890
  %1955 = getelementptr inbounds nuw i8, ptr %1954, i64 384
  store <16 x float> %1911, ptr %1955, align 4
  %1956 = load ptr, ptr %1886, align 8
  %1957 = getelementptr inbounds nuw float, ptr %1956, i64 %1890
  %1958 = getelementptr inbounds nuw i8, ptr %1957, i64 448
  store <16 x float> %1912, ptr %1958, align 4
  %1959 = add nuw nsw i64 %1889, 128
  %1960 = add nuw nsw i64 %1888, 1
  %1961 = icmp eq i64 %1888, %1884
  br i1 %1961, label %2023, label %1887

1962:                                             ; preds = %1891, %1962
  %1963 = phi <16 x float> [ zeroinitializer, %1891 ], [ %2001, %1962 ]
  %1964 = phi <16 x float> [ zeroinitializer, %1891 ], [ %2002, %1962 ]
  %1965 = phi <16 x float> [ zeroinitializer, %1891 ], [ %2003, %1962 ]
  %1966 = phi <16 x float> [ zeroinitializer, %1891 ], [ %2004, %1962 ]
  %1967 = phi <16 x float> [ zeroinitializer, %1891 ], [ %2005, %1962 ]
  %1968 = phi <16 x float> [ zeroinitializer, %1891 ], [ %2006, %1962 ]
  %1969 = phi <16 x float> [ zeroinitializer, %1891 ], [ %2007, %1962 ]
  %1970 = phi <16 x float> [ zeroinitializer, %1891 ], [ %2008, %1962 ]
  %1971 = phi <16 x float> [ zeroinitializer, %1891 ], [ %2013, %1962 ]
  %1972 = phi <16 x float> [ zeroinitializer, %1891 ], [ %2014, %1962 ]
  %1973 = phi <16 x float> [ zeroinitializer, %1891 ], [ %2015, %1962 ]
  %1974 = phi <16 x float> [ zeroinitializer, %1891 ], [ %2016, %1962 ]
  %1975 = phi <16 x float> [ zeroinitializer, %1891 ], [ %2017, %1962 ]
  %1976 = phi <16 x float> [ zeroinitializer, %1891 ], [ %2018, %1962 ]
  %1977 = phi <16 x float> [ zeroinitializer, %1891 ], [ %2019, %1962 ]
  %1978 = phi <16 x float> [ zeroinitializer, %1891 ], [ %2020, %1962 ]
  %1979 = phi i64 [ 0, %1891 ], [ %2021, %1962 ]
  %1980 = mul i64 %1882, %1979
  %1981 = getelementptr i8, ptr %1895, i64 %1980
  %1982 = load <16 x float>, ptr %1981, align 4
  %1983 = getelementptr inbounds nuw i8, ptr %1981, i64 64
  %1984 = load <16 x float>, ptr %1983, align 4
  %1985 = getelementptr inbounds nuw i8, ptr %1981, i64 128
  %1986 = load <16 x float>, ptr %1985, align 4
  %1987 = getelementptr inbounds nuw i8, ptr %1981, i64 192
  %1988 = load <16 x float>, ptr %1987, align 4
  %1989 = getelementptr inbounds nuw i8, ptr %1981, i64 256
  %1990 = load <16 x float>, ptr %1989, align 4
  %1991 = getelementptr inbounds nuw i8, ptr %1981, i64 320
  %1992 = load <16 x float>, ptr %1991, align 4
  %1993 = getelementptr inbounds nuw i8, ptr %1981, i64 384
  %1994 = load <16 x float>, ptr %1993, align 4
  %1995 = getelementptr inbounds nuw i8, ptr %1981, i64 448
  %1996 = load <16 x float>, ptr %1995, align 4
  %1997 = getelementptr inbounds nuw float, ptr %1893, i64 %1979
  %1998 = load float, ptr %1997, align 4
  %1999 = insertelement <16 x float> poison, float %1998, i64 0
  %2000 = shufflevector <16 x float> %1999, <16 x float> poison, <16 x i32> zeroinitializer
  %2001 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2000, <16 x float> %1982, <16 x float> %1963)
  %2002 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2000, <16 x float> %1984, <16 x float> %1964)
  %2003 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2000, <16 x float> %1986, <16 x float> %1965)
  %2004 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2000, <16 x float> %1988, <16 x float> %1966)
  %2005 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2000, <16 x float> %1990, <16 x float> %1967)
  %2006 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2000, <16 x float> %1992, <16 x float> %1968)
  %2007 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2000, <16 x float> %1994, <16 x float> %1969)
  %2008 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2000, <16 x float> %1996, <16 x float> %1970)
  %2009 = getelementptr inbounds nuw float, ptr %1894, i64 %1979
  %2010 = load float, ptr %2009, align 4
  %2011 = insertelement <16 x float> poison, float %2010, i64 0
  %2012 = shufflevector <16 x float> %2011, <16 x float> poison, <16 x i32> zeroinitializer
  %2013 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2012, <16 x float> %1982, <16 x float> %1971)
  %2014 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2012, <16 x float> %1984, <16 x float> %1972)
  %2015 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2012, <16 x float> %1986, <16 x float> %1973)
  %2016 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2012, <16 x float> %1988, <16 x float> %1974)
  %2017 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2012, <16 x float> %1990, <16 x float> %1975)
  %2018 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2012, <16 x float> %1992, <16 x float> %1976)
  %2019 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2012, <16 x float> %1994, <16 x float> %1977)
  %2020 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2012, <16 x float> %1996, <16 x float> %1978)
  %2021 = add nuw nsw i64 %1979, 1
  %2022 = icmp eq i64 %2021, %4
  br i1 %2022, label %1896, label %1962

2023:                                             ; preds = %1896, %1876
  %2024 = phi i64 [ 0, %1876 ], [ %1889, %1896 ]
  %2025 = sub nsw i64 %6, %2024
  %2026 = sdiv i64 %2025, 16
  switch i64 %2026, label %4745 [
    i64 1, label %2027
    i64 2, label %2101
    i64 3, label %2201
    i64 4, label %2265
    i64 5, label %2343
    i64 6, label %2435
    i64 7, label %2541
  ]

2027:                                             ; preds = %2023
  %2028 = getelementptr float, ptr %3, i64 %2024
  %2029 = icmp sgt i64 %4, 0
  br i1 %2029, label %2030, label %2058

2030:                                             ; preds = %2027
  %2031 = load ptr, ptr %1877, align 8
  %2032 = getelementptr inbounds nuw i8, ptr %1877, i64 8
  %2033 = load ptr, ptr %2032, align 8
  %2034 = and i64 %4, 1
  %2035 = icmp eq i64 %4, 1
  br i1 %2035, label %2040, label %2036

2036:                                             ; preds = %2030
  %2037 = and i64 %4, 9223372036854775806
  br label %2066

2038:                                             ; preds = %2066
  %2039 = icmp eq i64 %2034, 0
  br i1 %2039, label %2058, label %2040

2040:                                             ; preds = %2038, %2030
  %2041 = phi <16 x float> [ zeroinitializer, %2030 ], [ %2092, %2038 ]
  %2042 = phi <16 x float> [ zeroinitializer, %2030 ], [ %2097, %2038 ]
  %2043 = phi i64 [ 0, %2030 ], [ %2098, %2038 ]
  %2044 = icmp ne i64 %2034, 0
  tail call void @llvm.assume(i1 %2044)
  %2045 = mul nsw i64 %2043, %5
  %2046 = getelementptr float, ptr %2028, i64 %2045
  %2047 = load <16 x float>, ptr %2046, align 4
  %2048 = getelementptr inbounds nuw float, ptr %2031, i64 %2043
  %2049 = load float, ptr %2048, align 4
  %2050 = insertelement <16 x float> poison, float %2049, i64 0
  %2051 = shufflevector <16 x float> %2050, <16 x float> poison, <16 x i32> zeroinitializer
  %2052 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2051, <16 x float> %2047, <16 x float> %2041)
  %2053 = getelementptr inbounds nuw float, ptr %2033, i64 %2043
  %2054 = load float, ptr %2053, align 4
  %2055 = insertelement <16 x float> poison, float %2054, i64 0
  %2056 = shufflevector <16 x float> %2055, <16 x float> poison, <16 x i32> zeroinitializer
  %2057 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2056, <16 x float> %2047, <16 x float> %2042)
  br label %2058

2058:                                             ; preds = %2040, %2038, %2027
  %2059 = phi <16 x float> [ zeroinitializer, %2027 ], [ %2092, %2038 ], [ %2052, %2040 ]
  %2060 = phi <16 x float> [ zeroinitializer, %2027 ], [ %2097, %2038 ], [ %2057, %2040 ]
  %2061 = load ptr, ptr %1878, align 8
  %2062 = getelementptr inbounds nuw float, ptr %2061, i64 %2024
  store <16 x float> %2059, ptr %2062, align 4
  %2063 = getelementptr inbounds nuw i8, ptr %1878, i64 8
  %2064 = load ptr, ptr %2063, align 8
  %2065 = getelementptr inbounds nuw float, ptr %2064, i64 %2024
  store <16 x float> %2060, ptr %2065, align 4
  br label %4745

2066:                                             ; preds = %2066, %2036
  %2067 = phi <16 x float> [ zeroinitializer, %2036 ], [ %2092, %2066 ]
  %2068 = phi <16 x float> [ zeroinitializer, %2036 ], [ %2097, %2066 ]
  %2069 = phi i64 [ 0, %2036 ], [ %2098, %2066 ]
  %2070 = phi i64 [ 0, %2036 ], [ %2099, %2066 ]
  %2071 = mul nsw i64 %2069, %5
  %2072 = getelementptr float, ptr %2028, i64 %2071
  %2073 = load <16 x float>, ptr %2072, align 4
  %2074 = getelementptr inbounds nuw float, ptr %2031, i64 %2069
  %2075 = load float, ptr %2074, align 4
  %2076 = insertelement <16 x float> poison, float %2075, i64 0
  %2077 = shufflevector <16 x float> %2076, <16 x float> poison, <16 x i32> zeroinitializer
  %2078 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2077, <16 x float> %2073, <16 x float> %2067)
  %2079 = getelementptr inbounds nuw float, ptr %2033, i64 %2069
  %2080 = load float, ptr %2079, align 4
  %2081 = insertelement <16 x float> poison, float %2080, i64 0
  %2082 = shufflevector <16 x float> %2081, <16 x float> poison, <16 x i32> zeroinitializer
  %2083 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2082, <16 x float> %2073, <16 x float> %2068)
  %2084 = or disjoint i64 %2069, 1
  %2085 = mul nsw i64 %2084, %5
  %2086 = getelementptr float, ptr %2028, i64 %2085
  %2087 = load <16 x float>, ptr %2086, align 4
  %2088 = getelementptr inbounds nuw float, ptr %2031, i64 %2084
  %2089 = load float, ptr %2088, align 4
  %2090 = insertelement <16 x float> poison, float %2089, i64 0
  %2091 = shufflevector <16 x float> %2090, <16 x float> poison, <16 x i32> zeroinitializer
  %2092 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2091, <16 x float> %2087, <16 x float> %2078)
  %2093 = getelementptr inbounds nuw float, ptr %2033, i64 %2084
  %2094 = load float, ptr %2093, align 4
  %2095 = insertelement <16 x float> poison, float %2094, i64 0
  %2096 = shufflevector <16 x float> %2095, <16 x float> poison, <16 x i32> zeroinitializer
  %2097 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2096, <16 x float> %2087, <16 x float> %2083)
  %2098 = add nuw nsw i64 %2069, 2
  %2099 = add i64 %2070, 2
  %2100 = icmp eq i64 %2099, %2037
  br i1 %2100, label %2038, label %2066

2101:                                             ; preds = %2023
  %2102 = icmp sgt i64 %4, 0
  br i1 %2102, label %2103, label %2140

2103:                                             ; preds = %2101
  %2104 = shl nuw nsw i64 %2024, 2
  %2105 = shl i64 %5, 2
  %2106 = load ptr, ptr %1877, align 8
  %2107 = getelementptr inbounds nuw i8, ptr %1877, i64 8
  %2108 = load ptr, ptr %2107, align 8
  %2109 = getelementptr i8, ptr %3, i64 %2104
  %2110 = and i64 %4, 1
  %2111 = icmp eq i64 %4, 1
  br i1 %2111, label %2116, label %2112

2112:                                             ; preds = %2103
  %2113 = and i64 %4, 9223372036854775806
  br label %2156

2114:                                             ; preds = %2156
  %2115 = icmp eq i64 %2110, 0
  br i1 %2115, label %2140, label %2116

2116:                                             ; preds = %2114, %2103
  %2117 = phi <16 x float> [ zeroinitializer, %2103 ], [ %2190, %2114 ]
  %2118 = phi <16 x float> [ zeroinitializer, %2103 ], [ %2191, %2114 ]
  %2119 = phi <16 x float> [ zeroinitializer, %2103 ], [ %2196, %2114 ]
  %2120 = phi <16 x float> [ zeroinitializer, %2103 ], [ %2197, %2114 ]
  %2121 = phi i64 [ 0, %2103 ], [ %2198, %2114 ]
  %2122 = icmp ne i64 %2110, 0
  tail call void @llvm.assume(i1 %2122)
  %2123 = mul i64 %2105, %2121
  %2124 = getelementptr i8, ptr %2109, i64 %2123
  %2125 = load <16 x float>, ptr %2124, align 4
  %2126 = getelementptr inbounds nuw i8, ptr %2124, i64 64
  %2127 = load <16 x float>, ptr %2126, align 4
  %2128 = getelementptr inbounds nuw float, ptr %2106, i64 %2121
  %2129 = load float, ptr %2128, align 4
  %2130 = insertelement <16 x float> poison, float %2129, i64 0
  %2131 = shufflevector <16 x float> %2130, <16 x float> poison, <16 x i32> zeroinitializer
  %2132 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2131, <16 x float> %2125, <16 x float> %2117)
  %2133 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2131, <16 x float> %2127, <16 x float> %2118)
  %2134 = getelementptr inbounds nuw float, ptr %2108, i64 %2121
  %2135 = load float, ptr %2134, align 4
  %2136 = insertelement <16 x float> poison, float %2135, i64 0
  %2137 = shufflevector <16 x float> %2136, <16 x float> poison, <16 x i32> zeroinitializer
  %2138 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2137, <16 x float> %2125, <16 x float> %2119)
  %2139 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2137, <16 x float> %2127, <16 x float> %2120)
  br label %2140

2140:                                             ; preds = %2116, %2114, %2101
  %2141 = phi <16 x float> [ zeroinitializer, %2101 ], [ %2190, %2114 ], [ %2132, %2116 ]
  %2142 = phi <16 x float> [ zeroinitializer, %2101 ], [ %2191, %2114 ], [ %2133, %2116 ]
  %2143 = phi <16 x float> [ zeroinitializer, %2101 ], [ %2196, %2114 ], [ %2138, %2116 ]
  %2144 = phi <16 x float> [ zeroinitializer, %2101 ], [ %2197, %2114 ], [ %2139, %2116 ]
  %2145 = load ptr, ptr %1878, align 8
  %2146 = getelementptr inbounds nuw float, ptr %2145, i64 %2024
  store <16 x float> %2141, ptr %2146, align 4
  %2147 = load ptr, ptr %1878, align 8
  %2148 = getelementptr inbounds nuw float, ptr %2147, i64 %2024
  %2149 = getelementptr inbounds nuw i8, ptr %2148, i64 64
  store <16 x float> %2142, ptr %2149, align 4
  %2150 = getelementptr inbounds nuw i8, ptr %1878, i64 8
  %2151 = load ptr, ptr %2150, align 8
  %2152 = getelementptr inbounds nuw float, ptr %2151, i64 %2024
  store <16 x float> %2143, ptr %2152, align 4
  %2153 = load ptr, ptr %2150, align 8
  %2154 = getelementptr inbounds nuw float, ptr %2153, i64 %2024
  %2155 = getelementptr inbounds nuw i8, ptr %2154, i64 64
  store <16 x float> %2144, ptr %2155, align 4
  br label %4745

2156:                                             ; preds = %2156, %2112
  %2157 = phi <16 x float> [ zeroinitializer, %2112 ], [ %2190, %2156 ]
  %2158 = phi <16 x float> [ zeroinitializer, %2112 ], [ %2191, %2156 ]
  %2159 = phi <16 x float> [ zeroinitializer, %2112 ], [ %2196, %2156 ]
  %2160 = phi <16 x float> [ zeroinitializer, %2112 ], [ %2197, %2156 ]
  %2161 = phi i64 [ 0, %2112 ], [ %2198, %2156 ]
  %2162 = phi i64 [ 0, %2112 ], [ %2199, %2156 ]
  %2163 = mul i64 %2105, %2161
  %2164 = getelementptr i8, ptr %2109, i64 %2163
  %2165 = load <16 x float>, ptr %2164, align 4
  %2166 = getelementptr inbounds nuw i8, ptr %2164, i64 64
  %2167 = load <16 x float>, ptr %2166, align 4
  %2168 = getelementptr inbounds nuw float, ptr %2106, i64 %2161
  %2169 = load float, ptr %2168, align 4
  %2170 = insertelement <16 x float> poison, float %2169, i64 0
  %2171 = shufflevector <16 x float> %2170, <16 x float> poison, <16 x i32> zeroinitializer
  %2172 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2171, <16 x float> %2165, <16 x float> %2157)
  %2173 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2171, <16 x float> %2167, <16 x float> %2158)
  %2174 = getelementptr inbounds nuw float, ptr %2108, i64 %2161
  %2175 = load float, ptr %2174, align 4
  %2176 = insertelement <16 x float> poison, float %2175, i64 0
  %2177 = shufflevector <16 x float> %2176, <16 x float> poison, <16 x i32> zeroinitializer
  %2178 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2177, <16 x float> %2165, <16 x float> %2159)
  %2179 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2177, <16 x float> %2167, <16 x float> %2160)
  %2180 = or disjoint i64 %2161, 1
  %2181 = mul i64 %2105, %2180
  %2182 = getelementptr i8, ptr %2109, i64 %2181
  %2183 = load <16 x float>, ptr %2182, align 4
  %2184 = getelementptr inbounds nuw i8, ptr %2182, i64 64
  %2185 = load <16 x float>, ptr %2184, align 4
  %2186 = getelementptr inbounds nuw float, ptr %2106, i64 %2180
  %2187 = load float, ptr %2186, align 4
  %2188 = insertelement <16 x float> poison, float %2187, i64 0
  %2189 = shufflevector <16 x float> %2188, <16 x float> poison, <16 x i32> zeroinitializer
  %2190 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2189, <16 x float> %2183, <16 x float> %2172)
  %2191 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2189, <16 x float> %2185, <16 x float> %2173)
  %2192 = getelementptr inbounds nuw float, ptr %2108, i64 %2180
  %2193 = load float, ptr %2192, align 4
  %2194 = insertelement <16 x float> poison, float %2193, i64 0
  %2195 = shufflevector <16 x float> %2194, <16 x float> poison, <16 x i32> zeroinitializer
  %2196 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2195, <16 x float> %2183, <16 x float> %2178)
  %2197 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2195, <16 x float> %2185, <16 x float> %2179)
  %2198 = add nuw nsw i64 %2161, 2
  %2199 = add i64 %2162, 2
  %2200 = icmp eq i64 %2199, %2113
  br i1 %2200, label %2114, label %2156

2201:                                             ; preds = %2023
  %2202 = icmp sgt i64 %4, 0
  br i1 %2202, label %2203, label %2210

2203:                                             ; preds = %2201
  %2204 = shl nuw nsw i64 %2024, 2
  %2205 = shl i64 %5, 2
  %2206 = load ptr, ptr %1877, align 8
  %2207 = getelementptr inbounds nuw i8, ptr %1877, i64 8
  %2208 = load ptr, ptr %2207, align 8
  %2209 = getelementptr i8, ptr %3, i64 %2204
  br label %2234

2210:                                             ; preds = %2234, %2201
  %2211 = phi <16 x float> [ zeroinitializer, %2201 ], [ %2253, %2234 ]
  %2212 = phi <16 x float> [ zeroinitializer, %2201 ], [ %2254, %2234 ]
  %2213 = phi <16 x float> [ zeroinitializer, %2201 ], [ %2255, %2234 ]
  %2214 = phi <16 x float> [ zeroinitializer, %2201 ], [ %2260, %2234 ]
  %2215 = phi <16 x float> [ zeroinitializer, %2201 ], [ %2261, %2234 ]
  %2216 = phi <16 x float> [ zeroinitializer, %2201 ], [ %2262, %2234 ]
  %2217 = load ptr, ptr %1878, align 8
  %2218 = getelementptr inbounds nuw float, ptr %2217, i64 %2024
  store <16 x float> %2211, ptr %2218, align 4
  %2219 = load ptr, ptr %1878, align 8
  %2220 = getelementptr inbounds nuw float, ptr %2219, i64 %2024
  %2221 = getelementptr inbounds nuw i8, ptr %2220, i64 64
  store <16 x float> %2212, ptr %2221, align 4
  %2222 = load ptr, ptr %1878, align 8
  %2223 = getelementptr inbounds nuw float, ptr %2222, i64 %2024
  %2224 = getelementptr inbounds nuw i8, ptr %2223, i64 128
  store <16 x float> %2213, ptr %2224, align 4
  %2225 = getelementptr inbounds nuw i8, ptr %1878, i64 8
  %2226 = load ptr, ptr %2225, align 8
  %2227 = getelementptr inbounds nuw float, ptr %2226, i64 %2024
  store <16 x float> %2214, ptr %2227, align 4
  %2228 = load ptr, ptr %2225, align 8
  %2229 = getelementptr inbounds nuw float, ptr %2228, i64 %2024
  %2230 = getelementptr inbounds nuw i8, ptr %2229, i64 64
  store <16 x float> %2215, ptr %2230, align 4
  %2231 = load ptr, ptr %2225, align 8
  %2232 = getelementptr inbounds nuw float, ptr %2231, i64 %2024
  %2233 = getelementptr inbounds nuw i8, ptr %2232, i64 128
  store <16 x float> %2216, ptr %2233, align 4
  br label %4745

2234:                                             ; preds = %2203, %2234
  %2235 = phi <16 x float> [ zeroinitializer, %2203 ], [ %2253, %2234 ]
  %2236 = phi <16 x float> [ zeroinitializer, %2203 ], [ %2254, %2234 ]
  %2237 = phi <16 x float> [ zeroinitializer, %2203 ], [ %2255, %2234 ]
  %2238 = phi <16 x float> [ zeroinitializer, %2203 ], [ %2260, %2234 ]
  %2239 = phi <16 x float> [ zeroinitializer, %2203 ], [ %2261, %2234 ]
  %2240 = phi <16 x float> [ zeroinitializer, %2203 ], [ %2262, %2234 ]
  %2241 = phi i64 [ 0, %2203 ], [ %2263, %2234 ]
  %2242 = mul i64 %2205, %2241
  %2243 = getelementptr i8, ptr %2209, i64 %2242
  %2244 = load <16 x float>, ptr %2243, align 4
  %2245 = getelementptr inbounds nuw i8, ptr %2243, i64 64
  %2246 = load <16 x float>, ptr %2245, align 4
  %2247 = getelementptr inbounds nuw i8, ptr %2243, i64 128
  %2248 = load <16 x float>, ptr %2247, align 4
  %2249 = getelementptr inbounds nuw float, ptr %2206, i64 %2241
  %2250 = load float, ptr %2249, align 4
  %2251 = insertelement <16 x float> poison, float %2250, i64 0
  %2252 = shufflevector <16 x float> %2251, <16 x float> poison, <16 x i32> zeroinitializer
  %2253 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2252, <16 x float> %2244, <16 x float> %2235)
  %2254 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2252, <16 x float> %2246, <16 x float> %2236)
  %2255 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2252, <16 x float> %2248, <16 x float> %2237)
  %2256 = getelementptr inbounds nuw float, ptr %2208, i64 %2241
  %2257 = load float, ptr %2256, align 4
  %2258 = insertelement <16 x float> poison, float %2257, i64 0
  %2259 = shufflevector <16 x float> %2258, <16 x float> poison, <16 x i32> zeroinitializer
  %2260 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2259, <16 x float> %2244, <16 x float> %2238)
  %2261 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2259, <16 x float> %2246, <16 x float> %2239)
  %2262 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2259, <16 x float> %2248, <16 x float> %2240)
  %2263 = add nuw nsw i64 %2241, 1
  %2264 = icmp eq i64 %2263, %4
  br i1 %2264, label %2210, label %2234

2265:                                             ; preds = %2023
  %2266 = icmp sgt i64 %4, 0
  br i1 %2266, label %2267, label %2274

2267:                                             ; preds = %2265
  %2268 = shl nuw nsw i64 %2024, 2
  %2269 = shl i64 %5, 2
  %2270 = load ptr, ptr %1877, align 8
  %2271 = getelementptr inbounds nuw i8, ptr %1877, i64 8
  %2272 = load ptr, ptr %2271, align 8
  %2273 = getelementptr i8, ptr %3, i64 %2268
  br label %2306

2274:                                             ; preds = %2306, %2265
  %2275 = phi <16 x float> [ zeroinitializer, %2265 ], [ %2329, %2306 ]
  %2276 = phi <16 x float> [ zeroinitializer, %2265 ], [ %2330, %2306 ]
  %2277 = phi <16 x float> [ zeroinitializer, %2265 ], [ %2331, %2306 ]
  %2278 = phi <16 x float> [ zeroinitializer, %2265 ], [ %2332, %2306 ]
  %2279 = phi <16 x float> [ zeroinitializer, %2265 ], [ %2337, %2306 ]
  %2280 = phi <16 x float> [ zeroinitializer, %2265 ], [ %2338, %2306 ]
  %2281 = phi <16 x float> [ zeroinitializer, %2265 ], [ %2339, %2306 ]
  %2282 = phi <16 x float> [ zeroinitializer, %2265 ], [ %2340, %2306 ]
  %2283 = load ptr, ptr %1878, align 8
  %2284 = getelementptr inbounds nuw float, ptr %2283, i64 %2024
  store <16 x float> %2275, ptr %2284, align 4
  %2285 = load ptr, ptr %1878, align 8
  %2286 = getelementptr inbounds nuw float, ptr %2285, i64 %2024
  %2287 = getelementptr inbounds nuw i8, ptr %2286, i64 64
  store <16 x float> %2276, ptr %2287, align 4
  %2288 = load ptr, ptr %1878, align 8
  %2289 = getelementptr inbounds nuw float, ptr %2288, i64 %2024
  %2290 = getelementptr inbounds nuw i8, ptr %2289, i64 128
  store <16 x float> %2277, ptr %2290, align 4
  %2291 = load ptr, ptr %1878, align 8
  %2292 = getelementptr inbounds nuw float, ptr %2291, i64 %2024
  %2293 = getelementptr inbounds nuw i8, ptr %2292, i64 192
  store <16 x float> %2278, ptr %2293, align 4
  %2294 = getelementptr inbounds nuw i8, ptr %1878, i64 8
  %2295 = load ptr, ptr %2294, align 8
  %2296 = getelementptr inbounds nuw float, ptr %2295, i64 %2024
  store <16 x float> %2279, ptr %2296, align 4
  %2297 = load ptr, ptr %2294, align 8
  %2298 = getelementptr inbounds nuw float, ptr %2297, i64 %2024
  %2299 = getelementptr inbounds nuw i8, ptr %2298, i64 64
  store <16 x float> %2280, ptr %2299, align 4
  %2300 = load ptr, ptr %2294, align 8
  %2301 = getelementptr inbounds nuw float, ptr %2300, i64 %2024
  %2302 = getelementptr inbounds nuw i8, ptr %2301, i64 128
  store <16 x float> %2281, ptr %2302, align 4
  %2303 = load ptr, ptr %2294, align 8
  %2304 = getelementptr inbounds nuw float, ptr %2303, i64 %2024
  %2305 = getelementptr inbounds nuw i8, ptr %2304, i64 192
  store <16 x float> %2282, ptr %2305, align 4
  br label %4745

2306:                                             ; preds = %2267, %2306
  %2307 = phi <16 x float> [ zeroinitializer, %2267 ], [ %2329, %2306 ]
  %2308 = phi <16 x float> [ zeroinitializer, %2267 ], [ %2330, %2306 ]
  %2309 = phi <16 x float> [ zeroinitializer, %2267 ], [ %2331, %2306 ]
  %2310 = phi <16 x float> [ zeroinitializer, %2267 ], [ %2332, %2306 ]
  %2311 = phi <16 x float> [ zeroinitializer, %2267 ], [ %2337, %2306 ]
  %2312 = phi <16 x float> [ zeroinitializer, %2267 ], [ %2338, %2306 ]
  %2313 = phi <16 x float> [ zeroinitializer, %2267 ], [ %2339, %2306 ]
  %2314 = phi <16 x float> [ zeroinitializer, %2267 ], [ %2340, %2306 ]
  %2315 = phi i64 [ 0, %2267 ], [ %2341, %2306 ]
  %2316 = mul i64 %2269, %2315
  %2317 = getelementptr i8, ptr %2273, i64 %2316
  %2318 = load <16 x float>, ptr %2317, align 4
  %2319 = getelementptr inbounds nuw i8, ptr %2317, i64 64
  %2320 = load <16 x float>, ptr %2319, align 4
  %2321 = getelementptr inbounds nuw i8, ptr %2317, i64 128
  %2322 = load <16 x float>, ptr %2321, align 4
  %2323 = getelementptr inbounds nuw i8, ptr %2317, i64 192
  %2324 = load <16 x float>, ptr %2323, align 4
  %2325 = getelementptr inbounds nuw float, ptr %2270, i64 %2315
  %2326 = load float, ptr %2325, align 4
  %2327 = insertelement <16 x float> poison, float %2326, i64 0
  %2328 = shufflevector <16 x float> %2327, <16 x float> poison, <16 x i32> zeroinitializer
  %2329 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2328, <16 x float> %2318, <16 x float> %2307)
  %2330 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2328, <16 x float> %2320, <16 x float> %2308)
  %2331 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2328, <16 x float> %2322, <16 x float> %2309)
  %2332 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2328, <16 x float> %2324, <16 x float> %2310)
  %2333 = getelementptr inbounds nuw float, ptr %2272, i64 %2315
  %2334 = load float, ptr %2333, align 4
  %2335 = insertelement <16 x float> poison, float %2334, i64 0
  %2336 = shufflevector <16 x float> %2335, <16 x float> poison, <16 x i32> zeroinitializer
  %2337 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2336, <16 x float> %2318, <16 x float> %2311)
  %2338 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2336, <16 x float> %2320, <16 x float> %2312)
  %2339 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2336, <16 x float> %2322, <16 x float> %2313)
  %2340 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2336, <16 x float> %2324, <16 x float> %2314)
  %2341 = add nuw nsw i64 %2315, 1
  %2342 = icmp eq i64 %2341, %4
  br i1 %2342, label %2274, label %2306

2343:                                             ; preds = %2023
  %2344 = icmp sgt i64 %4, 0
  br i1 %2344, label %2345, label %2352

2345:                                             ; preds = %2343
  %2346 = shl nuw nsw i64 %2024, 2
  %2347 = shl i64 %5, 2
  %2348 = load ptr, ptr %1877, align 8
  %2349 = getelementptr inbounds nuw i8, ptr %1877, i64 8
  %2350 = load ptr, ptr %2349, align 8
  %2351 = getelementptr i8, ptr %3, i64 %2346
  br label %2392

2352:                                             ; preds = %2392, %2343
  %2353 = phi <16 x float> [ zeroinitializer, %2343 ], [ %2419, %2392 ]
  %2354 = phi <16 x float> [ zeroinitializer, %2343 ], [ %2420, %2392 ]
  %2355 = phi <16 x float> [ zeroinitializer, %2343 ], [ %2421, %2392 ]
  %2356 = phi <16 x float> [ zeroinitializer, %2343 ], [ %2422, %2392 ]
  %2357 = phi <16 x float> [ zeroinitializer, %2343 ], [ %2423, %2392 ]
  %2358 = phi <16 x float> [ zeroinitializer, %2343 ], [ %2428, %2392 ]
  %2359 = phi <16 x float> [ zeroinitializer, %2343 ], [ %2429, %2392 ]
  %2360 = phi <16 x float> [ zeroinitializer, %2343 ], [ %2430, %2392 ]
  %2361 = phi <16 x float> [ zeroinitializer, %2343 ], [ %2431, %2392 ]
  %2362 = phi <16 x float> [ zeroinitializer, %2343 ], [ %2432, %2392 ]
  %2363 = load ptr, ptr %1878, align 8
  %2364 = getelementptr inbounds nuw float, ptr %2363, i64 %2024
  store <16 x float> %2353, ptr %2364, align 4
  %2365 = load ptr, ptr %1878, align 8
  %2366 = getelementptr inbounds nuw float, ptr %2365, i64 %2024
  %2367 = getelementptr inbounds nuw i8, ptr %2366, i64 64
  store <16 x float> %2354, ptr %2367, align 4
  %2368 = load ptr, ptr %1878, align 8
  %2369 = getelementptr inbounds nuw float, ptr %2368, i64 %2024
  %2370 = getelementptr inbounds nuw i8, ptr %2369, i64 128
  store <16 x float> %2355, ptr %2370, align 4
  %2371 = load ptr, ptr %1878, align 8
  %2372 = getelementptr inbounds nuw float, ptr %2371, i64 %2024
  %2373 = getelementptr inbounds nuw i8, ptr %2372, i64 192
  store <16 x float> %2356, ptr %2373, align 4
  %2374 = load ptr, ptr %1878, align 8
  %2375 = getelementptr inbounds nuw float, ptr %2374, i64 %2024
  %2376 = getelementptr inbounds nuw i8, ptr %2375, i64 256
  store <16 x float> %2357, ptr %2376, align 4
  %2377 = getelementptr inbounds nuw i8, ptr %1878, i64 8
  %2378 = load ptr, ptr %2377, align 8
  %2379 = getelementptr inbounds nuw float, ptr %2378, i64 %2024
  store <16 x float> %2358, ptr %2379, align 4
  %2380 = load ptr, ptr %2377, align 8
  %2381 = getelementptr inbounds nuw float, ptr %2380, i64 %2024
  %2382 = getelementptr inbounds nuw i8, ptr %2381, i64 64
  store <16 x float> %2359, ptr %2382, align 4
  %2383 = load ptr, ptr %2377, align 8
  %2384 = getelementptr inbounds nuw float, ptr %2383, i64 %2024
  %2385 = getelementptr inbounds nuw i8, ptr %2384, i64 128
  store <16 x float> %2360, ptr %2385, align 4
  %2386 = load ptr, ptr %2377, align 8
  %2387 = getelementptr inbounds nuw float, ptr %2386, i64 %2024
  %2388 = getelementptr inbounds nuw i8, ptr %2387, i64 192
  store <16 x float> %2361, ptr %2388, align 4
  %2389 = load ptr, ptr %2377, align 8
  %2390 = getelementptr inbounds nuw float, ptr %2389, i64 %2024
  %2391 = getelementptr inbounds nuw i8, ptr %2390, i64 256
  store <16 x float> %2362, ptr %2391, align 4
  br label %4745

2392:                                             ; preds = %2345, %2392
  %2393 = phi <16 x float> [ zeroinitializer, %2345 ], [ %2419, %2392 ]
  %2394 = phi <16 x float> [ zeroinitializer, %2345 ], [ %2420, %2392 ]
  %2395 = phi <16 x float> [ zeroinitializer, %2345 ], [ %2421, %2392 ]
  %2396 = phi <16 x float> [ zeroinitializer, %2345 ], [ %2422, %2392 ]
  %2397 = phi <16 x float> [ zeroinitializer, %2345 ], [ %2423, %2392 ]
  %2398 = phi <16 x float> [ zeroinitializer, %2345 ], [ %2428, %2392 ]
  %2399 = phi <16 x float> [ zeroinitializer, %2345 ], [ %2429, %2392 ]
  %2400 = phi <16 x float> [ zeroinitializer, %2345 ], [ %2430, %2392 ]
  %2401 = phi <16 x float> [ zeroinitializer, %2345 ], [ %2431, %2392 ]
  %2402 = phi <16 x float> [ zeroinitializer, %2345 ], [ %2432, %2392 ]
  %2403 = phi i64 [ 0, %2345 ], [ %2433, %2392 ]
  %2404 = mul i64 %2347, %2403
  %2405 = getelementptr i8, ptr %2351, i64 %2404
  %2406 = load <16 x float>, ptr %2405, align 4
  %2407 = getelementptr inbounds nuw i8, ptr %2405, i64 64
  %2408 = load <16 x float>, ptr %2407, align 4
  %2409 = getelementptr inbounds nuw i8, ptr %2405, i64 128
  %2410 = load <16 x float>, ptr %2409, align 4
  %2411 = getelementptr inbounds nuw i8, ptr %2405, i64 192
  %2412 = load <16 x float>, ptr %2411, align 4
  %2413 = getelementptr inbounds nuw i8, ptr %2405, i64 256
  %2414 = load <16 x float>, ptr %2413, align 4
  %2415 = getelementptr inbounds nuw float, ptr %2348, i64 %2403
  %2416 = load float, ptr %2415, align 4
  %2417 = insertelement <16 x float> poison, float %2416, i64 0
  %2418 = shufflevector <16 x float> %2417, <16 x float> poison, <16 x i32> zeroinitializer
  %2419 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2418, <16 x float> %2406, <16 x float> %2393)
  %2420 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2418, <16 x float> %2408, <16 x float> %2394)
  %2421 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2418, <16 x float> %2410, <16 x float> %2395)
  %2422 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2418, <16 x float> %2412, <16 x float> %2396)
  %2423 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2418, <16 x float> %2414, <16 x float> %2397)
  %2424 = getelementptr inbounds nuw float, ptr %2350, i64 %2403
  %2425 = load float, ptr %2424, align 4
  %2426 = insertelement <16 x float> poison, float %2425, i64 0
  %2427 = shufflevector <16 x float> %2426, <16 x float> poison, <16 x i32> zeroinitializer
  %2428 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2427, <16 x float> %2406, <16 x float> %2398)
  %2429 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2427, <16 x float> %2408, <16 x float> %2399)
  %2430 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2427, <16 x float> %2410, <16 x float> %2400)
  %2431 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2427, <16 x float> %2412, <16 x float> %2401)
  %2432 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2427, <16 x float> %2414, <16 x float> %2402)
  %2433 = add nuw nsw i64 %2403, 1
  %2434 = icmp eq i64 %2433, %4
  br i1 %2434, label %2352, label %2392

2435:                                             ; preds = %2023
  %2436 = icmp sgt i64 %4, 0
  br i1 %2436, label %2437, label %2444

2437:                                             ; preds = %2435
  %2438 = shl nuw nsw i64 %2024, 2
  %2439 = shl i64 %5, 2
  %2440 = load ptr, ptr %1877, align 8
  %2441 = getelementptr inbounds nuw i8, ptr %1877, i64 8
  %2442 = load ptr, ptr %2441, align 8
  %2443 = getelementptr i8, ptr %3, i64 %2438
  br label %2492

2444:                                             ; preds = %2492, %2435
  %2445 = phi <16 x float> [ zeroinitializer, %2435 ], [ %2523, %2492 ]
  %2446 = phi <16 x float> [ zeroinitializer, %2435 ], [ %2524, %2492 ]
  %2447 = phi <16 x float> [ zeroinitializer, %2435 ], [ %2525, %2492 ]
  %2448 = phi <16 x float> [ zeroinitializer, %2435 ], [ %2526, %2492 ]
  %2449 = phi <16 x float> [ zeroinitializer, %2435 ], [ %2527, %2492 ]
  %2450 = phi <16 x float> [ zeroinitializer, %2435 ], [ %2528, %2492 ]
  %2451 = phi <16 x float> [ zeroinitializer, %2435 ], [ %2533, %2492 ]
  %2452 = phi <16 x float> [ zeroinitializer, %2435 ], [ %2534, %2492 ]
  %2453 = phi <16 x float> [ zeroinitializer, %2435 ], [ %2535, %2492 ]
  %2454 = phi <16 x float> [ zeroinitializer, %2435 ], [ %2536, %2492 ]
  %2455 = phi <16 x float> [ zeroinitializer, %2435 ], [ %2537, %2492 ]
  %2456 = phi <16 x float> [ zeroinitializer, %2435 ], [ %2538, %2492 ]
  %2457 = load ptr, ptr %1878, align 8
  %2458 = getelementptr inbounds nuw float, ptr %2457, i64 %2024
  store <16 x float> %2445, ptr %2458, align 4
  %2459 = load ptr, ptr %1878, align 8
  %2460 = getelementptr inbounds nuw float, ptr %2459, i64 %2024
  %2461 = getelementptr inbounds nuw i8, ptr %2460, i64 64
  store <16 x float> %2446, ptr %2461, align 4
  %2462 = load ptr, ptr %1878, align 8
  %2463 = getelementptr inbounds nuw float, ptr %2462, i64 %2024
  %2464 = getelementptr inbounds nuw i8, ptr %2463, i64 128
  store <16 x float> %2447, ptr %2464, align 4
  %2465 = load ptr, ptr %1878, align 8
  %2466 = getelementptr inbounds nuw float, ptr %2465, i64 %2024
  %2467 = getelementptr inbounds nuw i8, ptr %2466, i64 192
  store <16 x float> %2448, ptr %2467, align 4
  %2468 = load ptr, ptr %1878, align 8
  %2469 = getelementptr inbounds nuw float, ptr %2468, i64 %2024
  %2470 = getelementptr inbounds nuw i8, ptr %2469, i64 256
  store <16 x float> %2449, ptr %2470, align 4
  %2471 = load ptr, ptr %1878, align 8
  %2472 = getelementptr inbounds nuw float, ptr %2471, i64 %2024
  %2473 = getelementptr inbounds nuw i8, ptr %2472, i64 320
  store <16 x float> %2450, ptr %2473, align 4
  %2474 = getelementptr inbounds nuw i8, ptr %1878, i64 8
  %2475 = load ptr, ptr %2474, align 8
  %2476 = getelementptr inbounds nuw float, ptr %2475, i64 %2024
  store <16 x float> %2451, ptr %2476, align 4
  %2477 = load ptr, ptr %2474, align 8
  %2478 = getelementptr inbounds nuw float, ptr %2477, i64 %2024
  %2479 = getelementptr inbounds nuw i8, ptr %2478, i64 64
  store <16 x float> %2452, ptr %2479, align 4
  %2480 = load ptr, ptr %2474, align 8
  %2481 = getelementptr inbounds nuw float, ptr %2480, i64 %2024
  %2482 = getelementptr inbounds nuw i8, ptr %2481, i64 128
  store <16 x float> %2453, ptr %2482, align 4
  %2483 = load ptr, ptr %2474, align 8
  %2484 = getelementptr inbounds nuw float, ptr %2483, i64 %2024
  %2485 = getelementptr inbounds nuw i8, ptr %2484, i64 192
  store <16 x float> %2454, ptr %2485, align 4
  %2486 = load ptr, ptr %2474, align 8
  %2487 = getelementptr inbounds nuw float, ptr %2486, i64 %2024
  %2488 = getelementptr inbounds nuw i8, ptr %2487, i64 256
  store <16 x float> %2455, ptr %2488, align 4
  %2489 = load ptr, ptr %2474, align 8
  %2490 = getelementptr inbounds nuw float, ptr %2489, i64 %2024
  %2491 = getelementptr inbounds nuw i8, ptr %2490, i64 320
  store <16 x float> %2456, ptr %2491, align 4
  br label %4745

2492:                                             ; preds = %2437, %2492
  %2493 = phi <16 x float> [ zeroinitializer, %2437 ], [ %2523, %2492 ]
  %2494 = phi <16 x float> [ zeroinitializer, %2437 ], [ %2524, %2492 ]
  %2495 = phi <16 x float> [ zeroinitializer, %2437 ], [ %2525, %2492 ]
  %2496 = phi <16 x float> [ zeroinitializer, %2437 ], [ %2526, %2492 ]
  %2497 = phi <16 x float> [ zeroinitializer, %2437 ], [ %2527, %2492 ]
  %2498 = phi <16 x float> [ zeroinitializer, %2437 ], [ %2528, %2492 ]
  %2499 = phi <16 x float> [ zeroinitializer, %2437 ], [ %2533, %2492 ]
  %2500 = phi <16 x float> [ zeroinitializer, %2437 ], [ %2534, %2492 ]
  %2501 = phi <16 x float> [ zeroinitializer, %2437 ], [ %2535, %2492 ]
  %2502 = phi <16 x float> [ zeroinitializer, %2437 ], [ %2536, %2492 ]
  %2503 = phi <16 x float> [ zeroinitializer, %2437 ], [ %2537, %2492 ]
  %2504 = phi <16 x float> [ zeroinitializer, %2437 ], [ %2538, %2492 ]
  %2505 = phi i64 [ 0, %2437 ], [ %2539, %2492 ]
  %2506 = mul i64 %2439, %2505
  %2507 = getelementptr i8, ptr %2443, i64 %2506
  %2508 = load <16 x float>, ptr %2507, align 4
  %2509 = getelementptr inbounds nuw i8, ptr %2507, i64 64
  %2510 = load <16 x float>, ptr %2509, align 4
  %2511 = getelementptr inbounds nuw i8, ptr %2507, i64 128
  %2512 = load <16 x float>, ptr %2511, align 4
  %2513 = getelementptr inbounds nuw i8, ptr %2507, i64 192
  %2514 = load <16 x float>, ptr %2513, align 4
  %2515 = getelementptr inbounds nuw i8, ptr %2507, i64 256
  %2516 = load <16 x float>, ptr %2515, align 4
  %2517 = getelementptr inbounds nuw i8, ptr %2507, i64 320
  %2518 = load <16 x float>, ptr %2517, align 4
  %2519 = getelementptr inbounds nuw float, ptr %2440, i64 %2505
  %2520 = load float, ptr %2519, align 4
  %2521 = insertelement <16 x float> poison, float %2520, i64 0
  %2522 = shufflevector <16 x float> %2521, <16 x float> poison, <16 x i32> zeroinitializer
  %2523 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2522, <16 x float> %2508, <16 x float> %2493)
  %2524 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2522, <16 x float> %2510, <16 x float> %2494)
  %2525 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2522, <16 x float> %2512, <16 x float> %2495)
  %2526 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2522, <16 x float> %2514, <16 x float> %2496)
  %2527 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2522, <16 x float> %2516, <16 x float> %2497)
  %2528 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2522, <16 x float> %2518, <16 x float> %2498)
  %2529 = getelementptr inbounds nuw float, ptr %2442, i64 %2505
  %2530 = load float, ptr %2529, align 4
  %2531 = insertelement <16 x float> poison, float %2530, i64 0
  %2532 = shufflevector <16 x float> %2531, <16 x float> poison, <16 x i32> zeroinitializer
  %2533 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2532, <16 x float> %2508, <16 x float> %2499)
  %2534 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2532, <16 x float> %2510, <16 x float> %2500)
  %2535 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2532, <16 x float> %2512, <16 x float> %2501)
  %2536 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2532, <16 x float> %2514, <16 x float> %2502)
  %2537 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2532, <16 x float> %2516, <16 x float> %2503)
  %2538 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2532, <16 x float> %2518, <16 x float> %2504)
  %2539 = add nuw nsw i64 %2505, 1
  %2540 = icmp eq i64 %2539, %4
  br i1 %2540, label %2444, label %2492

2541:                                             ; preds = %2023
  %2542 = icmp sgt i64 %4, 0
  br i1 %2542, label %2543, label %2550

2543:                                             ; preds = %2541
  %2544 = shl i64 %2024, 2
  %2545 = shl i64 %5, 2
  %2546 = load ptr, ptr %1877, align 8
  %2547 = getelementptr inbounds nuw i8, ptr %1877, i64 8
  %2548 = load ptr, ptr %2547, align 8
  %2549 = getelementptr i8, ptr %3, i64 %2544
  br label %2606

2550:                                             ; preds = %2606, %2541
  %2551 = phi <16 x float> [ zeroinitializer, %2541 ], [ %2641, %2606 ]
  %2552 = phi <16 x float> [ zeroinitializer, %2541 ], [ %2642, %2606 ]
  %2553 = phi <16 x float> [ zeroinitializer, %2541 ], [ %2643, %2606 ]
  %2554 = phi <16 x float> [ zeroinitializer, %2541 ], [ %2644, %2606 ]
  %2555 = phi <16 x float> [ zeroinitializer, %2541 ], [ %2645, %2606 ]
  %2556 = phi <16 x float> [ zeroinitializer, %2541 ], [ %2646, %2606 ]
  %2557 = phi <16 x float> [ zeroinitializer, %2541 ], [ %2647, %2606 ]
  %2558 = phi <16 x float> [ zeroinitializer, %2541 ], [ %2652, %2606 ]
  %2559 = phi <16 x float> [ zeroinitializer, %2541 ], [ %2653, %2606 ]
  %2560 = phi <16 x float> [ zeroinitializer, %2541 ], [ %2654, %2606 ]
  %2561 = phi <16 x float> [ zeroinitializer, %2541 ], [ %2655, %2606 ]
  %2562 = phi <16 x float> [ zeroinitializer, %2541 ], [ %2656, %2606 ]
  %2563 = phi <16 x float> [ zeroinitializer, %2541 ], [ %2657, %2606 ]
  %2564 = phi <16 x float> [ zeroinitializer, %2541 ], [ %2658, %2606 ]
  %2565 = load ptr, ptr %1878, align 8
  %2566 = getelementptr inbounds nuw float, ptr %2565, i64 %2024
  store <16 x float> %2551, ptr %2566, align 4
  %2567 = load ptr, ptr %1878, align 8
  %2568 = getelementptr inbounds nuw float, ptr %2567, i64 %2024
  %2569 = getelementptr inbounds nuw i8, ptr %2568, i64 64
  store <16 x float> %2552, ptr %2569, align 4
  %2570 = load ptr, ptr %1878, align 8
  %2571 = getelementptr inbounds nuw float, ptr %2570, i64 %2024
  %2572 = getelementptr inbounds nuw i8, ptr %2571, i64 128
  store <16 x float> %2553, ptr %2572, align 4
  %2573 = load ptr, ptr %1878, align 8
  %2574 = getelementptr inbounds nuw float, ptr %2573, i64 %2024
  %2575 = getelementptr inbounds nuw i8, ptr %2574, i64 192
  store <16 x float> %2554, ptr %2575, align 4
  %2576 = load ptr, ptr %1878, align 8
  %2577 = getelementptr inbounds nuw float, ptr %2576, i64 %2024
  %2578 = getelementptr inbounds nuw i8, ptr %2577, i64 256
  store <16 x float> %2555, ptr %2578, align 4
  %2579 = load ptr, ptr %1878, align 8
  %2580 = getelementptr inbounds nuw float, ptr %2579, i64 %2024
  %2581 = getelementptr inbounds nuw i8, ptr %2580, i64 320
  store <16 x float> %2556, ptr %2581, align 4
  %2582 = load ptr, ptr %1878, align 8
  %2583 = getelementptr inbounds nuw float, ptr %2582, i64 %2024
  %2584 = getelementptr inbounds nuw i8, ptr %2583, i64 384
  store <16 x float> %2557, ptr %2584, align 4
  %2585 = getelementptr inbounds nuw i8, ptr %1878, i64 8
  %2586 = load ptr, ptr %2585, align 8
  %2587 = getelementptr inbounds nuw float, ptr %2586, i64 %2024
  store <16 x float> %2558, ptr %2587, align 4
  %2588 = load ptr, ptr %2585, align 8
  %2589 = getelementptr inbounds nuw float, ptr %2588, i64 %2024
  %2590 = getelementptr inbounds nuw i8, ptr %2589, i64 64
  store <16 x float> %2559, ptr %2590, align 4
  %2591 = load ptr, ptr %2585, align 8
  %2592 = getelementptr inbounds nuw float, ptr %2591, i64 %2024
  %2593 = getelementptr inbounds nuw i8, ptr %2592, i64 128
  store <16 x float> %2560, ptr %2593, align 4
  %2594 = load ptr, ptr %2585, align 8
  %2595 = getelementptr inbounds nuw float, ptr %2594, i64 %2024
  %2596 = getelementptr inbounds nuw i8, ptr %2595, i64 192
  store <16 x float> %2561, ptr %2596, align 4
  %2597 = load ptr, ptr %2585, align 8
  %2598 = getelementptr inbounds nuw float, ptr %2597, i64 %2024
  %2599 = getelementptr inbounds nuw i8, ptr %2598, i64 256
  store <16 x float> %2562, ptr %2599, align 4
  %2600 = load ptr, ptr %2585, align 8
  %2601 = getelementptr inbounds nuw float, ptr %2600, i64 %2024
  %2602 = getelementptr inbounds nuw i8, ptr %2601, i64 320
  store <16 x float> %2563, ptr %2602, align 4
  %2603 = load ptr, ptr %2585, align 8
  %2604 = getelementptr inbounds nuw float, ptr %2603, i64 %2024
  %2605 = getelementptr inbounds nuw i8, ptr %2604, i64 384
  store <16 x float> %2564, ptr %2605, align 4
  br label %4745

2606:                                             ; preds = %2543, %2606
  %2607 = phi <16 x float> [ zeroinitializer, %2543 ], [ %2641, %2606 ]
  %2608 = phi <16 x float> [ zeroinitializer, %2543 ], [ %2642, %2606 ]
  %2609 = phi <16 x float> [ zeroinitializer, %2543 ], [ %2643, %2606 ]
  %2610 = phi <16 x float> [ zeroinitializer, %2543 ], [ %2644, %2606 ]
  %2611 = phi <16 x float> [ zeroinitializer, %2543 ], [ %2645, %2606 ]
  %2612 = phi <16 x float> [ zeroinitializer, %2543 ], [ %2646, %2606 ]
  %2613 = phi <16 x float> [ zeroinitializer, %2543 ], [ %2647, %2606 ]
  %2614 = phi <16 x float> [ zeroinitializer, %2543 ], [ %2652, %2606 ]
  %2615 = phi <16 x float> [ zeroinitializer, %2543 ], [ %2653, %2606 ]
  %2616 = phi <16 x float> [ zeroinitializer, %2543 ], [ %2654, %2606 ]
  %2617 = phi <16 x float> [ zeroinitializer, %2543 ], [ %2655, %2606 ]
  %2618 = phi <16 x float> [ zeroinitializer, %2543 ], [ %2656, %2606 ]
  %2619 = phi <16 x float> [ zeroinitializer, %2543 ], [ %2657, %2606 ]
  %2620 = phi <16 x float> [ zeroinitializer, %2543 ], [ %2658, %2606 ]
  %2621 = phi i64 [ 0, %2543 ], [ %2659, %2606 ]
  %2622 = mul i64 %2545, %2621
  %2623 = getelementptr i8, ptr %2549, i64 %2622
  %2624 = load <16 x float>, ptr %2623, align 4
  %2625 = getelementptr inbounds nuw i8, ptr %2623, i64 64
  %2626 = load <16 x float>, ptr %2625, align 4
  %2627 = getelementptr inbounds nuw i8, ptr %2623, i64 128
  %2628 = load <16 x float>, ptr %2627, align 4
  %2629 = getelementptr inbounds nuw i8, ptr %2623, i64 192
  %2630 = load <16 x float>, ptr %2629, align 4
  %2631 = getelementptr inbounds nuw i8, ptr %2623, i64 256
  %2632 = load <16 x float>, ptr %2631, align 4
  %2633 = getelementptr inbounds nuw i8, ptr %2623, i64 320
  %2634 = load <16 x float>, ptr %2633, align 4
  %2635 = getelementptr inbounds nuw i8, ptr %2623, i64 384
  %2636 = load <16 x float>, ptr %2635, align 4
  %2637 = getelementptr inbounds nuw float, ptr %2546, i64 %2621
  %2638 = load float, ptr %2637, align 4
  %2639 = insertelement <16 x float> poison, float %2638, i64 0
  %2640 = shufflevector <16 x float> %2639, <16 x float> poison, <16 x i32> zeroinitializer
  %2641 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2640, <16 x float> %2624, <16 x float> %2607)
  %2642 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2640, <16 x float> %2626, <16 x float> %2608)
  %2643 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2640, <16 x float> %2628, <16 x float> %2609)
  %2644 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2640, <16 x float> %2630, <16 x float> %2610)
  %2645 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2640, <16 x float> %2632, <16 x float> %2611)
  %2646 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2640, <16 x float> %2634, <16 x float> %2612)
  %2647 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2640, <16 x float> %2636, <16 x float> %2613)
  %2648 = getelementptr inbounds nuw float, ptr %2548, i64 %2621
  %2649 = load float, ptr %2648, align 4
  %2650 = insertelement <16 x float> poison, float %2649, i64 0
  %2651 = shufflevector <16 x float> %2650, <16 x float> poison, <16 x i32> zeroinitializer
  %2652 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2651, <16 x float> %2624, <16 x float> %2614)
  %2653 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2651, <16 x float> %2626, <16 x float> %2615)
  %2654 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2651, <16 x float> %2628, <16 x float> %2616)
  %2655 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2651, <16 x float> %2630, <16 x float> %2617)
  %2656 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2651, <16 x float> %2632, <16 x float> %2618)
  %2657 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2651, <16 x float> %2634, <16 x float> %2619)
  %2658 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2651, <16 x float> %2636, <16 x float> %2620)
  %2659 = add nuw nsw i64 %2621, 1
  %2660 = icmp eq i64 %2659, %4
  br i1 %2660, label %2550, label %2606

2661:                                             ; preds = %965
  %2662 = getelementptr inbounds nuw ptr, ptr %0, i64 %966
  %2663 = load ptr, ptr %2662, align 8
  %2664 = getelementptr inbounds nuw ptr, ptr %1, i64 %966
  %2665 = load ptr, ptr %2664, align 8
  %2666 = icmp slt i64 %6, 256
  br i1 %2666, label %2787, label %2667

2667:                                             ; preds = %2661
  %2668 = icmp sgt i64 %4, 0
  %2669 = add nsw i64 %6, -256
  %2670 = lshr i64 %2669, 8
  br label %2671

2671:                                             ; preds = %2752, %2667
  %2672 = phi i64 [ 0, %2667 ], [ %2785, %2752 ]
  %2673 = phi i64 [ 256, %2667 ], [ %2784, %2752 ]
  %2674 = phi i64 [ 0, %2667 ], [ %2673, %2752 ]
  %2675 = shl i64 %2672, 10
  %2676 = getelementptr i8, ptr %2665, i64 %2675
  %2677 = getelementptr float, ptr %3, i64 %2674
  br i1 %2668, label %2678, label %2752

2678:                                             ; preds = %2671, %2678
  %2679 = phi <16 x float> [ %2713, %2678 ], [ zeroinitializer, %2671 ]
  %2680 = phi <16 x float> [ %2710, %2678 ], [ zeroinitializer, %2671 ]
  %2681 = phi <16 x float> [ %2707, %2678 ], [ zeroinitializer, %2671 ]
  %2682 = phi <16 x float> [ %2704, %2678 ], [ zeroinitializer, %2671 ]
  %2683 = phi <16 x float> [ %2716, %2678 ], [ zeroinitializer, %2671 ]
  %2684 = phi <16 x float> [ %2719, %2678 ], [ zeroinitializer, %2671 ]
  %2685 = phi <16 x float> [ %2722, %2678 ], [ zeroinitializer, %2671 ]
  %2686 = phi <16 x float> [ %2725, %2678 ], [ zeroinitializer, %2671 ]
  %2687 = phi <16 x float> [ %2728, %2678 ], [ zeroinitializer, %2671 ]
  %2688 = phi <16 x float> [ %2731, %2678 ], [ zeroinitializer, %2671 ]
  %2689 = phi <16 x float> [ %2734, %2678 ], [ zeroinitializer, %2671 ]
  %2690 = phi <16 x float> [ %2737, %2678 ], [ zeroinitializer, %2671 ]
  %2691 = phi <16 x float> [ %2740, %2678 ], [ zeroinitializer, %2671 ]
  %2692 = phi <16 x float> [ %2743, %2678 ], [ zeroinitializer, %2671 ]
  %2693 = phi <16 x float> [ %2746, %2678 ], [ zeroinitializer, %2671 ]
  %2694 = phi <16 x float> [ %2749, %2678 ], [ zeroinitializer, %2671 ]
  %2695 = phi i64 [ %2750, %2678 ], [ 1, %2671 ]
  %2696 = phi i64 [ %2695, %2678 ], [ 0, %2671 ]
  %2697 = getelementptr inbounds nuw float, ptr %2663, i64 %2696
  %2698 = load float, ptr %2697, align 4
  %2699 = insertelement <16 x float> poison, float %2698, i64 0
  %2700 = shufflevector <16 x float> %2699, <16 x float> poison, <16 x i32> zeroinitializer
  %2701 = mul nsw i64 %2696, %5
  %2702 = getelementptr float, ptr %2677, i64 %2701
  %2703 = load <16 x float>, ptr %2702, align 4
  %2704 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2700, <16 x float> %2703, <16 x float> %2682)
  %2705 = getelementptr inbounds nuw i8, ptr %2702, i64 64
  %2706 = load <16 x float>, ptr %2705, align 4
  %2707 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2700, <16 x float> %2706, <16 x float> %2681)
  %2708 = getelementptr inbounds nuw i8, ptr %2702, i64 128
  %2709 = load <16 x float>, ptr %2708, align 4
  %2710 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2700, <16 x float> %2709, <16 x float> %2680)
  %2711 = getelementptr inbounds nuw i8, ptr %2702, i64 192
  %2712 = load <16 x float>, ptr %2711, align 4
  %2713 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2700, <16 x float> %2712, <16 x float> %2679)
  %2714 = getelementptr inbounds nuw i8, ptr %2702, i64 256
  %2715 = load <16 x float>, ptr %2714, align 4
  %2716 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2700, <16 x float> %2715, <16 x float> %2683)
  %2717 = getelementptr inbounds nuw i8, ptr %2702, i64 320
  %2718 = load <16 x float>, ptr %2717, align 4
  %2719 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2700, <16 x float> %2718, <16 x float> %2684)
  %2720 = getelementptr inbounds nuw i8, ptr %2702, i64 384
  %2721 = load <16 x float>, ptr %2720, align 4
  %2722 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2700, <16 x float> %2721, <16 x float> %2685)
  %2723 = getelementptr inbounds nuw i8, ptr %2702, i64 448
  %2724 = load <16 x float>, ptr %2723, align 4
  %2725 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2700, <16 x float> %2724, <16 x float> %2686)
  %2726 = getelementptr inbounds nuw i8, ptr %2702, i64 512
  %2727 = load <16 x float>, ptr %2726, align 4
  %2728 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2700, <16 x float> %2727, <16 x float> %2687)
  %2729 = getelementptr inbounds nuw i8, ptr %2702, i64 576
  %2730 = load <16 x float>, ptr %2729, align 4
  %2731 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2700, <16 x float> %2730, <16 x float> %2688)
  %2732 = getelementptr inbounds nuw i8, ptr %2702, i64 640
  %2733 = load <16 x float>, ptr %2732, align 4
  %2734 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2700, <16 x float> %2733, <16 x float> %2689)
  %2735 = getelementptr inbounds nuw i8, ptr %2702, i64 704
  %2736 = load <16 x float>, ptr %2735, align 4
  %2737 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2700, <16 x float> %2736, <16 x float> %2690)
  %2738 = getelementptr inbounds nuw i8, ptr %2702, i64 768
  %2739 = load <16 x float>, ptr %2738, align 4
  %2740 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2700, <16 x float> %2739, <16 x float> %2691)
  %2741 = getelementptr inbounds nuw i8, ptr %2702, i64 832
  %2742 = load <16 x float>, ptr %2741, align 4
  %2743 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2700, <16 x float> %2742, <16 x float> %2692)
  %2744 = getelementptr inbounds nuw i8, ptr %2702, i64 896
  %2745 = load <16 x float>, ptr %2744, align 4
  %2746 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2700, <16 x float> %2745, <16 x float> %2693)
  %2747 = getelementptr inbounds nuw i8, ptr %2702, i64 960
  %2748 = load <16 x float>, ptr %2747, align 4
  %2749 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2700, <16 x float> %2748, <16 x float> %2694)
  %2750 = add nuw i64 %2695, 1
  %2751 = icmp eq i64 %2695, %4
  br i1 %2751, label %2752, label %2678

2752:                                             ; preds = %2678, %2671
  %2753 = phi <16 x float> [ zeroinitializer, %2671 ], [ %2713, %2678 ]
  %2754 = phi <16 x float> [ zeroinitializer, %2671 ], [ %2710, %2678 ]
  %2755 = phi <16 x float> [ zeroinitializer, %2671 ], [ %2707, %2678 ]
  %2756 = phi <16 x float> [ zeroinitializer, %2671 ], [ %2704, %2678 ]
  %2757 = phi <16 x float> [ zeroinitializer, %2671 ], [ %2716, %2678 ]
  %2758 = phi <16 x float> [ zeroinitializer, %2671 ], [ %2719, %2678 ]
  %2759 = phi <16 x float> [ zeroinitializer, %2671 ], [ %2722, %2678 ]
  %2760 = phi <16 x float> [ zeroinitializer, %2671 ], [ %2725, %2678 ]
  %2761 = phi <16 x float> [ zeroinitializer, %2671 ], [ %2728, %2678 ]
  %2762 = phi <16 x float> [ zeroinitializer, %2671 ], [ %2731, %2678 ]
  %2763 = phi <16 x float> [ zeroinitializer, %2671 ], [ %2734, %2678 ]
  %2764 = phi <16 x float> [ zeroinitializer, %2671 ], [ %2737, %2678 ]
  %2765 = phi <16 x float> [ zeroinitializer, %2671 ], [ %2740, %2678 ]
  %2766 = phi <16 x float> [ zeroinitializer, %2671 ], [ %2743, %2678 ]
  %2767 = phi <16 x float> [ zeroinitializer, %2671 ], [ %2746, %2678 ]
  %2768 = phi <16 x float> [ zeroinitializer, %2671 ], [ %2749, %2678 ]
  store <16 x float> %2756, ptr %2676, align 4
  %2769 = getelementptr inbounds nuw i8, ptr %2676, i64 64
  store <16 x float> %2755, ptr %2769, align 4
  %2770 = getelementptr inbounds nuw i8, ptr %2676, i64 128
  store <16 x float> %2754, ptr %2770, align 4
  %2771 = getelementptr inbounds nuw i8, ptr %2676, i64 192
  store <16 x float> %2753, ptr %2771, align 4
  %2772 = getelementptr inbounds nuw i8, ptr %2676, i64 256
  store <16 x float> %2757, ptr %2772, align 4
  %2773 = getelementptr inbounds nuw i8, ptr %2676, i64 320
  store <16 x float> %2758, ptr %2773, align 4
  %2774 = getelementptr inbounds nuw i8, ptr %2676, i64 384
  store <16 x float> %2759, ptr %2774, align 4
  %2775 = getelementptr inbounds nuw i8, ptr %2676, i64 448
  store <16 x float> %2760, ptr %2775, align 4
  %2776 = getelementptr inbounds nuw i8, ptr %2676, i64 512
  store <16 x float> %2761, ptr %2776, align 4
  %2777 = getelementptr inbounds nuw i8, ptr %2676, i64 576
  store <16 x float> %2762, ptr %2777, align 4
  %2778 = getelementptr inbounds nuw i8, ptr %2676, i64 640
  store <16 x float> %2763, ptr %2778, align 4
  %2779 = getelementptr inbounds nuw i8, ptr %2676, i64 704
  store <16 x float> %2764, ptr %2779, align 4
  %2780 = getelementptr inbounds nuw i8, ptr %2676, i64 768
  store <16 x float> %2765, ptr %2780, align 4
  %2781 = getelementptr inbounds nuw i8, ptr %2676, i64 832
  store <16 x float> %2766, ptr %2781, align 4
  %2782 = getelementptr inbounds nuw i8, ptr %2676, i64 896
  store <16 x float> %2767, ptr %2782, align 4
  %2783 = getelementptr inbounds nuw i8, ptr %2676, i64 960
  store <16 x float> %2768, ptr %2783, align 4
  %2784 = add nuw nsw i64 %2673, 256
  %2785 = add nuw nsw i64 %2672, 1
  %2786 = icmp eq i64 %2672, %2670
  br i1 %2786, label %2787, label %2671

2787:                                             ; preds = %2752, %2661
  %2788 = phi i64 [ 0, %2661 ], [ %2673, %2752 ]
  %2789 = sub nsw i64 %6, %2788
  %2790 = sdiv i64 %2789, 16
  switch i64 %2790, label %4745 [
    i64 1, label %2791
    i64 2, label %2963
    i64 3, label %3169
    i64 4, label %3345
    i64 5, label %3557
    i64 6, label %3678
    i64 7, label %3816
    i64 8, label %3971
    i64 9, label %4143
    i64 10, label %4211
    i64 11, label %4285
    i64 12, label %4365
    i64 13, label %4451
    i64 14, label %4543
    i64 15, label %4641
  ]

2791:                                             ; preds = %2787
  %2792 = icmp slt i64 %4, 8
  br i1 %2792, label %2885, label %2793

2793:                                             ; preds = %2791
  %2794 = getelementptr float, ptr %3, i64 %2788
  br label %2795

2795:                                             ; preds = %2795, %2793
  %2796 = phi <16 x float> [ zeroinitializer, %2793 ], [ %2876, %2795 ]
  %2797 = phi <16 x float> [ zeroinitializer, %2793 ], [ %2867, %2795 ]
  %2798 = phi <16 x float> [ zeroinitializer, %2793 ], [ %2858, %2795 ]
  %2799 = phi <16 x float> [ zeroinitializer, %2793 ], [ %2849, %2795 ]
  %2800 = phi <16 x float> [ zeroinitializer, %2793 ], [ %2840, %2795 ]
  %2801 = phi <16 x float> [ zeroinitializer, %2793 ], [ %2831, %2795 ]
  %2802 = phi <16 x float> [ zeroinitializer, %2793 ], [ %2822, %2795 ]
  %2803 = phi <16 x float> [ zeroinitializer, %2793 ], [ %2813, %2795 ]
  %2804 = phi i64 [ 8, %2793 ], [ %2877, %2795 ]
  %2805 = phi i64 [ 0, %2793 ], [ %2804, %2795 ]
  %2806 = getelementptr inbounds nuw float, ptr %2663, i64 %2805
  %2807 = load float, ptr %2806, align 4
  %2808 = insertelement <16 x float> poison, float %2807, i64 0
  %2809 = shufflevector <16 x float> %2808, <16 x float> poison, <16 x i32> zeroinitializer
  %2810 = mul nsw i64 %2805, %5
  %2811 = getelementptr float, ptr %2794, i64 %2810
  %2812 = load <16 x float>, ptr %2811, align 4
  %2813 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2809, <16 x float> %2812, <16 x float> %2803)
  %2814 = or disjoint i64 %2805, 1
  %2815 = getelementptr inbounds nuw float, ptr %2663, i64 %2814
  %2816 = load float, ptr %2815, align 4
  %2817 = insertelement <16 x float> poison, float %2816, i64 0
  %2818 = shufflevector <16 x float> %2817, <16 x float> poison, <16 x i32> zeroinitializer
  %2819 = mul nsw i64 %2814, %5
  %2820 = getelementptr float, ptr %2794, i64 %2819
  %2821 = load <16 x float>, ptr %2820, align 4
  %2822 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2818, <16 x float> %2821, <16 x float> %2802)
  %2823 = or disjoint i64 %2805, 2
  %2824 = getelementptr inbounds nuw float, ptr %2663, i64 %2823
  %2825 = load float, ptr %2824, align 4
  %2826 = insertelement <16 x float> poison, float %2825, i64 0
  %2827 = shufflevector <16 x float> %2826, <16 x float> poison, <16 x i32> zeroinitializer
  %2828 = mul nsw i64 %2823, %5
  %2829 = getelementptr float, ptr %2794, i64 %2828
  %2830 = load <16 x float>, ptr %2829, align 4
  %2831 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2827, <16 x float> %2830, <16 x float> %2801)
  %2832 = or disjoint i64 %2805, 3
  %2833 = getelementptr inbounds nuw float, ptr %2663, i64 %2832
  %2834 = load float, ptr %2833, align 4
  %2835 = insertelement <16 x float> poison, float %2834, i64 0
  %2836 = shufflevector <16 x float> %2835, <16 x float> poison, <16 x i32> zeroinitializer
  %2837 = mul nsw i64 %2832, %5
  %2838 = getelementptr float, ptr %2794, i64 %2837
  %2839 = load <16 x float>, ptr %2838, align 4
  %2840 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2836, <16 x float> %2839, <16 x float> %2800)
  %2841 = or disjoint i64 %2805, 4
  %2842 = getelementptr inbounds nuw float, ptr %2663, i64 %2841
  %2843 = load float, ptr %2842, align 4
  %2844 = insertelement <16 x float> poison, float %2843, i64 0
  %2845 = shufflevector <16 x float> %2844, <16 x float> poison, <16 x i32> zeroinitializer
  %2846 = mul nsw i64 %2841, %5
  %2847 = getelementptr float, ptr %2794, i64 %2846
  %2848 = load <16 x float>, ptr %2847, align 4
  %2849 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2845, <16 x float> %2848, <16 x float> %2799)
  %2850 = or disjoint i64 %2805, 5
  %2851 = getelementptr inbounds nuw float, ptr %2663, i64 %2850
  %2852 = load float, ptr %2851, align 4
  %2853 = insertelement <16 x float> poison, float %2852, i64 0
  %2854 = shufflevector <16 x float> %2853, <16 x float> poison, <16 x i32> zeroinitializer
  %2855 = mul nsw i64 %2850, %5
  %2856 = getelementptr float, ptr %2794, i64 %2855
  %2857 = load <16 x float>, ptr %2856, align 4
  %2858 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2854, <16 x float> %2857, <16 x float> %2798)
  %2859 = or disjoint i64 %2805, 6
  %2860 = getelementptr inbounds nuw float, ptr %2663, i64 %2859
  %2861 = load float, ptr %2860, align 4
  %2862 = insertelement <16 x float> poison, float %2861, i64 0
  %2863 = shufflevector <16 x float> %2862, <16 x float> poison, <16 x i32> zeroinitializer
  %2864 = mul nsw i64 %2859, %5
  %2865 = getelementptr float, ptr %2794, i64 %2864
  %2866 = load <16 x float>, ptr %2865, align 4
  %2867 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2863, <16 x float> %2866, <16 x float> %2797)
  %2868 = or disjoint i64 %2805, 7
  %2869 = getelementptr inbounds nuw float, ptr %2663, i64 %2868
  %2870 = load float, ptr %2869, align 4
  %2871 = insertelement <16 x float> poison, float %2870, i64 0
  %2872 = shufflevector <16 x float> %2871, <16 x float> poison, <16 x i32> zeroinitializer
  %2873 = mul nsw i64 %2868, %5
  %2874 = getelementptr float, ptr %2794, i64 %2873
  %2875 = load <16 x float>, ptr %2874, align 4
  %2876 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2872, <16 x float> %2875, <16 x float> %2796)
  %2877 = add nuw nsw i64 %2804, 8
  %2878 = icmp sgt i64 %2877, %4
  br i1 %2878, label %2879, label %2795

2879:                                             ; preds = %2795
  %2880 = and i64 %4, 9223372036854775800
  %2881 = fadd <16 x float> %2822, %2858
  %2882 = fadd <16 x float> %2831, %2867
  %2883 = fadd <16 x float> %2840, %2876
  %2884 = fadd <16 x float> %2881, %2883
  br label %2885

2885:                                             ; preds = %2879, %2791
  %2886 = phi <16 x float> [ zeroinitializer, %2791 ], [ %2849, %2879 ]
  %2887 = phi <16 x float> [ zeroinitializer, %2791 ], [ %2882, %2879 ]
  %2888 = phi <16 x float> [ zeroinitializer, %2791 ], [ %2884, %2879 ]
  %2889 = phi <16 x float> [ zeroinitializer, %2791 ], [ %2813, %2879 ]
  %2890 = phi i64 [ 0, %2791 ], [ %2880, %2879 ]
  %2891 = getelementptr float, ptr %3, i64 %2788
  %2892 = icmp slt i64 %2890, %4
  br i1 %2892, label %2893, label %2957

2893:                                             ; preds = %2885
  %2894 = and i64 %4, 3
  %2895 = icmp eq i64 %2894, 0
  br i1 %2895, label %2911, label %2896

2896:                                             ; preds = %2893, %2896
  %2897 = phi <16 x float> [ %2907, %2896 ], [ %2889, %2893 ]
  %2898 = phi i64 [ %2908, %2896 ], [ %2890, %2893 ]
  %2899 = phi i64 [ %2909, %2896 ], [ 0, %2893 ]
  %2900 = getelementptr inbounds nuw float, ptr %2663, i64 %2898
  %2901 = load float, ptr %2900, align 4
  %2902 = insertelement <16 x float> poison, float %2901, i64 0
  %2903 = shufflevector <16 x float> %2902, <16 x float> poison, <16 x i32> zeroinitializer
  %2904 = mul nsw i64 %2898, %5
  %2905 = getelementptr float, ptr %2891, i64 %2904
  %2906 = load <16 x float>, ptr %2905, align 4
  %2907 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2903, <16 x float> %2906, <16 x float> %2897)
  %2908 = add nuw nsw i64 %2898, 1
  %2909 = add i64 %2899, 1
  %2910 = icmp eq i64 %2909, %2894
  br i1 %2910, label %2911, label %2896

2911:                                             ; preds = %2896, %2893
  %2912 = phi <16 x float> [ poison, %2893 ], [ %2907, %2896 ]
  %2913 = phi <16 x float> [ %2889, %2893 ], [ %2907, %2896 ]
  %2914 = phi i64 [ %2890, %2893 ], [ %2908, %2896 ]
  %2915 = sub i64 %2890, %4
  %2916 = icmp ugt i64 %2915, -4
  br i1 %2916, label %2957, label %2917

2917:                                             ; preds = %2911, %2917
  %2918 = phi <16 x float> [ %2954, %2917 ], [ %2913, %2911 ]
  %2919 = phi i64 [ %2955, %2917 ], [ %2914, %2911 ]
  %2920 = getelementptr inbounds nuw float, ptr %2663, i64 %2919
  %2921 = load float, ptr %2920, align 4
  %2922 = insertelement <16 x float> poison, float %2921, i64 0
  %2923 = shufflevector <16 x float> %2922, <16 x float> poison, <16 x i32> zeroinitializer
  %2924 = mul nsw i64 %2919, %5
  %2925 = getelementptr float, ptr %2891, i64 %2924
  %2926 = load <16 x float>, ptr %2925, align 4
  %2927 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2923, <16 x float> %2926, <16 x float> %2918)
  %2928 = add nuw nsw i64 %2919, 1
  %2929 = getelementptr inbounds nuw float, ptr %2663, i64 %2928
  %2930 = load float, ptr %2929, align 4
  %2931 = insertelement <16 x float> poison, float %2930, i64 0
  %2932 = shufflevector <16 x float> %2931, <16 x float> poison, <16 x i32> zeroinitializer
  %2933 = mul nsw i64 %2928, %5
  %2934 = getelementptr float, ptr %2891, i64 %2933
  %2935 = load <16 x float>, ptr %2934, align 4
  %2936 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2932, <16 x float> %2935, <16 x float> %2927)
  %2937 = add nuw nsw i64 %2919, 2
  %2938 = getelementptr inbounds nuw float, ptr %2663, i64 %2937
  %2939 = load float, ptr %2938, align 4
  %2940 = insertelement <16 x float> poison, float %2939, i64 0
  %2941 = shufflevector <16 x float> %2940, <16 x float> poison, <16 x i32> zeroinitializer
  %2942 = mul nsw i64 %2937, %5
  %2943 = getelementptr float, ptr %2891, i64 %2942
  %2944 = load <16 x float>, ptr %2943, align 4
  %2945 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2941, <16 x float> %2944, <16 x float> %2936)
  %2946 = add nuw nsw i64 %2919, 3
  %2947 = getelementptr inbounds nuw float, ptr %2663, i64 %2946
  %2948 = load float, ptr %2947, align 4
  %2949 = insertelement <16 x float> poison, float %2948, i64 0
  %2950 = shufflevector <16 x float> %2949, <16 x float> poison, <16 x i32> zeroinitializer
  %2951 = mul nsw i64 %2946, %5
  %2952 = getelementptr float, ptr %2891, i64 %2951
  %2953 = load <16 x float>, ptr %2952, align 4
  %2954 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2950, <16 x float> %2953, <16 x float> %2945)
  %2955 = add nuw nsw i64 %2919, 4
  %2956 = icmp eq i64 %2955, %4
  br i1 %2956, label %2957, label %2917

2957:                                             ; preds = %2911, %2917, %2885
  %2958 = phi <16 x float> [ %2889, %2885 ], [ %2912, %2911 ], [ %2954, %2917 ]
  %2959 = fadd <16 x float> %2886, %2958
  %2960 = fadd <16 x float> %2887, %2959
  %2961 = fadd <16 x float> %2888, %2960
  %2962 = getelementptr inbounds nuw float, ptr %2665, i64 %2788
  store <16 x float> %2961, ptr %2962, align 4
  br label %4745

2963:                                             ; preds = %2787
  %2964 = icmp slt i64 %4, 8
  br i1 %2964, label %3093, label %2965

2965:                                             ; preds = %2963
  %2966 = getelementptr float, ptr %3, i64 %2788
  br label %2967

2967:                                             ; preds = %2967, %2965
  %2968 = phi <16 x float> [ zeroinitializer, %2965 ], [ %3080, %2967 ]
  %2969 = phi <16 x float> [ zeroinitializer, %2965 ], [ %3077, %2967 ]
  %2970 = phi <16 x float> [ zeroinitializer, %2965 ], [ %3068, %2967 ]
  %2971 = phi <16 x float> [ zeroinitializer, %2965 ], [ %3065, %2967 ]
  %2972 = phi <16 x float> [ zeroinitializer, %2965 ], [ %3056, %2967 ]
  %2973 = phi <16 x float> [ zeroinitializer, %2965 ], [ %3053, %2967 ]
  %2974 = phi <16 x float> [ zeroinitializer, %2965 ], [ %3044, %2967 ]
  %2975 = phi <16 x float> [ zeroinitializer, %2965 ], [ %3041, %2967 ]
  %2976 = phi <16 x float> [ zeroinitializer, %2965 ], [ %3032, %2967 ]
  %2977 = phi <16 x float> [ zeroinitializer, %2965 ], [ %3029, %2967 ]
  %2978 = phi <16 x float> [ zeroinitializer, %2965 ], [ %3020, %2967 ]
  %2979 = phi <16 x float> [ zeroinitializer, %2965 ], [ %3017, %2967 ]
  %2980 = phi <16 x float> [ zeroinitializer, %2965 ], [ %3008, %2967 ]
  %2981 = phi <16 x float> [ zeroinitializer, %2965 ], [ %3005, %2967 ]
  %2982 = phi <16 x float> [ zeroinitializer, %2965 ], [ %2996, %2967 ]
  %2983 = phi <16 x float> [ zeroinitializer, %2965 ], [ %2993, %2967 ]
  %2984 = phi i64 [ 8, %2965 ], [ %3081, %2967 ]
  %2985 = phi i64 [ 0, %2965 ], [ %2984, %2967 ]
  %2986 = getelementptr inbounds nuw float, ptr %2663, i64 %2985
  %2987 = load float, ptr %2986, align 4
  %2988 = insertelement <16 x float> poison, float %2987, i64 0
  %2989 = shufflevector <16 x float> %2988, <16 x float> poison, <16 x i32> zeroinitializer
  %2990 = mul nsw i64 %2985, %5
  %2991 = getelementptr float, ptr %2966, i64 %2990
  %2992 = load <16 x float>, ptr %2991, align 4
  %2993 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2989, <16 x float> %2992, <16 x float> %2983)
  %2994 = getelementptr inbounds nuw i8, ptr %2991, i64 64
  %2995 = load <16 x float>, ptr %2994, align 4
  %2996 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %2989, <16 x float> %2995, <16 x float> %2982)
  %2997 = or disjoint i64 %2985, 1
  %2998 = getelementptr inbounds nuw float, ptr %2663, i64 %2997
  %2999 = load float, ptr %2998, align 4
  %3000 = insertelement <16 x float> poison, float %2999, i64 0
  %3001 = shufflevector <16 x float> %3000, <16 x float> poison, <16 x i32> zeroinitializer
  %3002 = mul nsw i64 %2997, %5
  %3003 = getelementptr float, ptr %2966, i64 %3002
  %3004 = load <16 x float>, ptr %3003, align 4
  %3005 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3001, <16 x float> %3004, <16 x float> %2981)
  %3006 = getelementptr inbounds nuw i8, ptr %3003, i64 64
  %3007 = load <16 x float>, ptr %3006, align 4
  %3008 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3001, <16 x float> %3007, <16 x float> %2980)
  %3009 = or disjoint i64 %2985, 2
  %3010 = getelementptr inbounds nuw float, ptr %2663, i64 %3009
  %3011 = load float, ptr %3010, align 4
  %3012 = insertelement <16 x float> poison, float %3011, i64 0
  %3013 = shufflevector <16 x float> %3012, <16 x float> poison, <16 x i32> zeroinitializer
  %3014 = mul nsw i64 %3009, %5
  %3015 = getelementptr float, ptr %2966, i64 %3014
  %3016 = load <16 x float>, ptr %3015, align 4
  %3017 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3013, <16 x float> %3016, <16 x float> %2979)
  %3018 = getelementptr inbounds nuw i8, ptr %3015, i64 64
  %3019 = load <16 x float>, ptr %3018, align 4
  %3020 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3013, <16 x float> %3019, <16 x float> %2978)
  %3021 = or disjoint i64 %2985, 3
  %3022 = getelementptr inbounds nuw float, ptr %2663, i64 %3021
  %3023 = load float, ptr %3022, align 4
  %3024 = insertelement <16 x float> poison, float %3023, i64 0
  %3025 = shufflevector <16 x float> %3024, <16 x float> poison, <16 x i32> zeroinitializer
  %3026 = mul nsw i64 %3021, %5
  %3027 = getelementptr float, ptr %2966, i64 %3026
  %3028 = load <16 x float>, ptr %3027, align 4
  %3029 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3025, <16 x float> %3028, <16 x float> %2977)
  %3030 = getelementptr inbounds nuw i8, ptr %3027, i64 64
  %3031 = load <16 x float>, ptr %3030, align 4
  %3032 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3025, <16 x float> %3031, <16 x float> %2976)
  %3033 = or disjoint i64 %2985, 4
  %3034 = getelementptr inbounds nuw float, ptr %2663, i64 %3033
  %3035 = load float, ptr %3034, align 4
  %3036 = insertelement <16 x float> poison, float %3035, i64 0
  %3037 = shufflevector <16 x float> %3036, <16 x float> poison, <16 x i32> zeroinitializer
  %3038 = mul nsw i64 %3033, %5
  %3039 = getelementptr float, ptr %2966, i64 %3038
  %3040 = load <16 x float>, ptr %3039, align 4
  %3041 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3037, <16 x float> %3040, <16 x float> %2975)
  %3042 = getelementptr inbounds nuw i8, ptr %3039, i64 64
  %3043 = load <16 x float>, ptr %3042, align 4
  %3044 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3037, <16 x float> %3043, <16 x float> %2974)
  %3045 = or disjoint i64 %2985, 5
  %3046 = getelementptr inbounds nuw float, ptr %2663, i64 %3045
  %3047 = load float, ptr %3046, align 4
  %3048 = insertelement <16 x float> poison, float %3047, i64 0
  %3049 = shufflevector <16 x float> %3048, <16 x float> poison, <16 x i32> zeroinitializer
  %3050 = mul nsw i64 %3045, %5
  %3051 = getelementptr float, ptr %2966, i64 %3050
  %3052 = load <16 x float>, ptr %3051, align 4
  %3053 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3049, <16 x float> %3052, <16 x float> %2973)
  %3054 = getelementptr inbounds nuw i8, ptr %3051, i64 64
  %3055 = load <16 x float>, ptr %3054, align 4
  %3056 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3049, <16 x float> %3055, <16 x float> %2972)
  %3057 = or disjoint i64 %2985, 6
  %3058 = getelementptr inbounds nuw float, ptr %2663, i64 %3057
  %3059 = load float, ptr %3058, align 4
  %3060 = insertelement <16 x float> poison, float %3059, i64 0
  %3061 = shufflevector <16 x float> %3060, <16 x float> poison, <16 x i32> zeroinitializer
  %3062 = mul nsw i64 %3057, %5
  %3063 = getelementptr float, ptr %2966, i64 %3062
  %3064 = load <16 x float>, ptr %3063, align 4
  %3065 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3061, <16 x float> %3064, <16 x float> %2971)
  %3066 = getelementptr inbounds nuw i8, ptr %3063, i64 64
  %3067 = load <16 x float>, ptr %3066, align 4
  %3068 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3061, <16 x float> %3067, <16 x float> %2970)
  %3069 = or disjoint i64 %2985, 7
  %3070 = getelementptr inbounds nuw float, ptr %2663, i64 %3069
  %3071 = load float, ptr %3070, align 4
  %3072 = insertelement <16 x float> poison, float %3071, i64 0
  %3073 = shufflevector <16 x float> %3072, <16 x float> poison, <16 x i32> zeroinitializer
  %3074 = mul nsw i64 %3069, %5
  %3075 = getelementptr float, ptr %2966, i64 %3074
  %3076 = load <16 x float>, ptr %3075, align 4
  %3077 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3073, <16 x float> %3076, <16 x float> %2969)
  %3078 = getelementptr inbounds nuw i8, ptr %3075, i64 64
  %3079 = load <16 x float>, ptr %3078, align 4
  %3080 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3073, <16 x float> %3079, <16 x float> %2968)
  %3081 = add nuw nsw i64 %2984, 8
  %3082 = icmp sgt i64 %3081, %4
  br i1 %3082, label %3083, label %2967

3083:                                             ; preds = %2967
  %3084 = and i64 %4, 9223372036854775800
  %3085 = fadd <16 x float> %3005, %3053
  %3086 = fadd <16 x float> %3008, %3056
  %3087 = fadd <16 x float> %3017, %3065
  %3088 = fadd <16 x float> %3020, %3068
  %3089 = fadd <16 x float> %3029, %3077
  %3090 = fadd <16 x float> %3032, %3080
  %3091 = fadd <16 x float> %3085, %3089
  %3092 = fadd <16 x float> %3086, %3090
  br label %3093

3093:                                             ; preds = %3083, %2963
  %3094 = phi <16 x float> [ zeroinitializer, %2963 ], [ %3044, %3083 ]
  %3095 = phi <16 x float> [ zeroinitializer, %2963 ], [ %3041, %3083 ]
  %3096 = phi <16 x float> [ zeroinitializer, %2963 ], [ %3088, %3083 ]
  %3097 = phi <16 x float> [ zeroinitializer, %2963 ], [ %3087, %3083 ]
  %3098 = phi <16 x float> [ zeroinitializer, %2963 ], [ %3092, %3083 ]
  %3099 = phi <16 x float> [ zeroinitializer, %2963 ], [ %3091, %3083 ]
  %3100 = phi <16 x float> [ zeroinitializer, %2963 ], [ %2996, %3083 ]
  %3101 = phi <16 x float> [ zeroinitializer, %2963 ], [ %2993, %3083 ]
  %3102 = phi i64 [ 0, %2963 ], [ %3084, %3083 ]
  %3103 = getelementptr float, ptr %3, i64 %2788
  %3104 = icmp slt i64 %3102, %4
  br i1 %3104, label %3105, label %3158

3105:                                             ; preds = %3093
  %3106 = or disjoint i64 %3102, 1
  %3107 = and i64 %4, 1
  %3108 = icmp eq i64 %3107, 0
  br i1 %3108, label %3122, label %3109

3109:                                             ; preds = %3105
  %3110 = getelementptr inbounds nuw float, ptr %2663, i64 %3102
  %3111 = load float, ptr %3110, align 4
  %3112 = insertelement <16 x float> poison, float %3111, i64 0
  %3113 = shufflevector <16 x float> %3112, <16 x float> poison, <16 x i32> zeroinitializer
  %3114 = mul nsw i64 %3102, %5
  %3115 = getelementptr float, ptr %3103, i64 %3114
  %3116 = load <16 x float>, ptr %3115, align 4
  %3117 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3113, <16 x float> %3116, <16 x float> %3101)
  %3118 = getelementptr inbounds nuw i8, ptr %3115, i64 64
  %3119 = load <16 x float>, ptr %3118, align 4
  %3120 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3113, <16 x float> %3119, <16 x float> %3100)
  %3121 = or disjoint i64 %3102, 1
  br label %3122

3122:                                             ; preds = %3109, %3105
  %3123 = phi <16 x float> [ poison, %3105 ], [ %3117, %3109 ]
  %3124 = phi <16 x float> [ poison, %3105 ], [ %3120, %3109 ]
  %3125 = phi <16 x float> [ %3100, %3105 ], [ %3120, %3109 ]
  %3126 = phi <16 x float> [ %3101, %3105 ], [ %3117, %3109 ]
  %3127 = phi i64 [ %3102, %3105 ], [ %3121, %3109 ]
  %3128 = icmp eq i64 %4, %3106
  br i1 %3128, label %3158, label %3129

3129:                                             ; preds = %3122, %3129
  %3130 = phi <16 x float> [ %3155, %3129 ], [ %3125, %3122 ]
  %3131 = phi <16 x float> [ %3152, %3129 ], [ %3126, %3122 ]
  %3132 = phi i64 [ %3156, %3129 ], [ %3127, %3122 ]
  %3133 = getelementptr inbounds nuw float, ptr %2663, i64 %3132
  %3134 = load float, ptr %3133, align 4
  %3135 = insertelement <16 x float> poison, float %3134, i64 0
  %3136 = shufflevector <16 x float> %3135, <16 x float> poison, <16 x i32> zeroinitializer
  %3137 = mul nsw i64 %3132, %5
  %3138 = getelementptr float, ptr %3103, i64 %3137
  %3139 = load <16 x float>, ptr %3138, align 4
  %3140 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3136, <16 x float> %3139, <16 x float> %3131)
  %3141 = getelementptr inbounds nuw i8, ptr %3138, i64 64
  %3142 = load <16 x float>, ptr %3141, align 4
  %3143 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3136, <16 x float> %3142, <16 x float> %3130)
  %3144 = add nuw nsw i64 %3132, 1
  %3145 = getelementptr inbounds nuw float, ptr %2663, i64 %3144
  %3146 = load float, ptr %3145, align 4
  %3147 = insertelement <16 x float> poison, float %3146, i64 0
  %3148 = shufflevector <16 x float> %3147, <16 x float> poison, <16 x i32> zeroinitializer
  %3149 = mul nsw i64 %3144, %5
  %3150 = getelementptr float, ptr %3103, i64 %3149
  %3151 = load <16 x float>, ptr %3150, align 4
  %3152 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3148, <16 x float> %3151, <16 x float> %3140)
  %3153 = getelementptr inbounds nuw i8, ptr %3150, i64 64
  %3154 = load <16 x float>, ptr %3153, align 4
  %3155 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3148, <16 x float> %3154, <16 x float> %3143)
  %3156 = add nuw nsw i64 %3132, 2
  %3157 = icmp eq i64 %3156, %4
  br i1 %3157, label %3158, label %3129

3158:                                             ; preds = %3122, %3129, %3093
  %3159 = phi <16 x float> [ %3100, %3093 ], [ %3124, %3122 ], [ %3155, %3129 ]
  %3160 = phi <16 x float> [ %3101, %3093 ], [ %3123, %3122 ], [ %3152, %3129 ]
  %3161 = fadd <16 x float> %3095, %3160
  %3162 = fadd <16 x float> %3094, %3159
  %3163 = fadd <16 x float> %3097, %3161
  %3164 = fadd <16 x float> %3096, %3162
  %3165 = fadd <16 x float> %3098, %3164
  %3166 = fadd <16 x float> %3099, %3163
  %3167 = getelementptr inbounds nuw float, ptr %2665, i64 %2788
  store <16 x float> %3166, ptr %3167, align 4
  %3168 = getelementptr inbounds nuw i8, ptr %3167, i64 64
  store <16 x float> %3165, ptr %3168, align 4
  br label %4745

3169:                                             ; preds = %2787
  %3170 = icmp slt i64 %4, 4
  br i1 %3170, label %3254, label %3171

3171:                                             ; preds = %3169
  %3172 = getelementptr float, ptr %3, i64 %2788
  br label %3173

3173:                                             ; preds = %3173, %3171
  %3174 = phi <16 x float> [ zeroinitializer, %3171 ], [ %3246, %3173 ]
  %3175 = phi <16 x float> [ zeroinitializer, %3171 ], [ %3243, %3173 ]
  %3176 = phi <16 x float> [ zeroinitializer, %3171 ], [ %3240, %3173 ]
  %3177 = phi <16 x float> [ zeroinitializer, %3171 ], [ %3231, %3173 ]
  %3178 = phi <16 x float> [ zeroinitializer, %3171 ], [ %3228, %3173 ]
  %3179 = phi <16 x float> [ zeroinitializer, %3171 ], [ %3225, %3173 ]
  %3180 = phi <16 x float> [ zeroinitializer, %3171 ], [ %3216, %3173 ]
  %3181 = phi <16 x float> [ zeroinitializer, %3171 ], [ %3213, %3173 ]
  %3182 = phi <16 x float> [ zeroinitializer, %3171 ], [ %3210, %3173 ]
  %3183 = phi <16 x float> [ zeroinitializer, %3171 ], [ %3201, %3173 ]
  %3184 = phi <16 x float> [ zeroinitializer, %3171 ], [ %3198, %3173 ]
  %3185 = phi <16 x float> [ zeroinitializer, %3171 ], [ %3195, %3173 ]
  %3186 = phi i64 [ 4, %3171 ], [ %3247, %3173 ]
  %3187 = phi i64 [ 0, %3171 ], [ %3186, %3173 ]
  %3188 = getelementptr inbounds nuw float, ptr %2663, i64 %3187
  %3189 = load float, ptr %3188, align 4
  %3190 = insertelement <16 x float> poison, float %3189, i64 0
  %3191 = shufflevector <16 x float> %3190, <16 x float> poison, <16 x i32> zeroinitializer
  %3192 = mul nsw i64 %3187, %5
  %3193 = getelementptr float, ptr %3172, i64 %3192
  %3194 = load <16 x float>, ptr %3193, align 4
  %3195 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3191, <16 x float> %3194, <16 x float> %3185)
  %3196 = getelementptr inbounds nuw i8, ptr %3193, i64 64
  %3197 = load <16 x float>, ptr %3196, align 4
  %3198 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3191, <16 x float> %3197, <16 x float> %3184)
  %3199 = getelementptr inbounds nuw i8, ptr %3193, i64 128
  %3200 = load <16 x float>, ptr %3199, align 4
  %3201 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3191, <16 x float> %3200, <16 x float> %3183)
  %3202 = or disjoint i64 %3187, 1
  %3203 = getelementptr inbounds nuw float, ptr %2663, i64 %3202
  %3204 = load float, ptr %3203, align 4
  %3205 = insertelement <16 x float> poison, float %3204, i64 0
  %3206 = shufflevector <16 x float> %3205, <16 x float> poison, <16 x i32> zeroinitializer
  %3207 = mul nsw i64 %3202, %5
  %3208 = getelementptr float, ptr %3172, i64 %3207
  %3209 = load <16 x float>, ptr %3208, align 4
  %3210 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3206, <16 x float> %3209, <16 x float> %3182)
  %3211 = getelementptr inbounds nuw i8, ptr %3208, i64 64
  %3212 = load <16 x float>, ptr %3211, align 4
  %3213 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3206, <16 x float> %3212, <16 x float> %3181)
  %3214 = getelementptr inbounds nuw i8, ptr %3208, i64 128
  %3215 = load <16 x float>, ptr %3214, align 4
  %3216 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3206, <16 x float> %3215, <16 x float> %3180)
  %3217 = or disjoint i64 %3187, 2
  %3218 = getelementptr inbounds nuw float, ptr %2663, i64 %3217
  %3219 = load float, ptr %3218, align 4
  %3220 = insertelement <16 x float> poison, float %3219, i64 0
  %3221 = shufflevector <16 x float> %3220, <16 x float> poison, <16 x i32> zeroinitializer
  %3222 = mul nsw i64 %3217, %5
  %3223 = getelementptr float, ptr %3172, i64 %3222
  %3224 = load <16 x float>, ptr %3223, align 4
  %3225 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3221, <16 x float> %3224, <16 x float> %3179)
  %3226 = getelementptr inbounds nuw i8, ptr %3223, i64 64
  %3227 = load <16 x float>, ptr %3226, align 4
  %3228 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3221, <16 x float> %3227, <16 x float> %3178)
  %3229 = getelementptr inbounds nuw i8, ptr %3223, i64 128
  %3230 = load <16 x float>, ptr %3229, align 4
  %3231 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3221, <16 x float> %3230, <16 x float> %3177)
  %3232 = or disjoint i64 %3187, 3
  %3233 = getelementptr inbounds nuw float, ptr %2663, i64 %3232
  %3234 = load float, ptr %3233, align 4
  %3235 = insertelement <16 x float> poison, float %3234, i64 0
  %3236 = shufflevector <16 x float> %3235, <16 x float> poison, <16 x i32> zeroinitializer
  %3237 = mul nsw i64 %3232, %5
  %3238 = getelementptr float, ptr %3172, i64 %3237
  %3239 = load <16 x float>, ptr %3238, align 4
  %3240 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3236, <16 x float> %3239, <16 x float> %3176)
  %3241 = getelementptr inbounds nuw i8, ptr %3238, i64 64
  %3242 = load <16 x float>, ptr %3241, align 4
  %3243 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3236, <16 x float> %3242, <16 x float> %3175)
  %3244 = getelementptr inbounds nuw i8, ptr %3238, i64 128
  %3245 = load <16 x float>, ptr %3244, align 4
  %3246 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3236, <16 x float> %3245, <16 x float> %3174)
  %3247 = add nuw nsw i64 %3186, 4
  %3248 = icmp sgt i64 %3247, %4
  br i1 %3248, label %3249, label %3173

3249:                                             ; preds = %3173
  %3250 = and i64 %4, 9223372036854775804
  %3251 = fadd <16 x float> %3210, %3240
  %3252 = fadd <16 x float> %3213, %3243
  %3253 = fadd <16 x float> %3216, %3246
  br label %3254

3254:                                             ; preds = %3249, %3169
  %3255 = phi <16 x float> [ zeroinitializer, %3169 ], [ %3231, %3249 ]
  %3256 = phi <16 x float> [ zeroinitializer, %3169 ], [ %3228, %3249 ]
  %3257 = phi <16 x float> [ zeroinitializer, %3169 ], [ %3225, %3249 ]
  %3258 = phi <16 x float> [ zeroinitializer, %3169 ], [ %3253, %3249 ]
  %3259 = phi <16 x float> [ zeroinitializer, %3169 ], [ %3252, %3249 ]
  %3260 = phi <16 x float> [ zeroinitializer, %3169 ], [ %3251, %3249 ]
  %3261 = phi <16 x float> [ zeroinitializer, %3169 ], [ %3201, %3249 ]
  %3262 = phi <16 x float> [ zeroinitializer, %3169 ], [ %3198, %3249 ]
  %3263 = phi <16 x float> [ zeroinitializer, %3169 ], [ %3195, %3249 ]
  %3264 = phi i64 [ 0, %3169 ], [ %3250, %3249 ]
  %3265 = getelementptr float, ptr %3, i64 %2788
  %3266 = icmp slt i64 %3264, %4
  br i1 %3266, label %3267, label %3332

3267:                                             ; preds = %3254
  %3268 = or disjoint i64 %3264, 1
  %3269 = and i64 %4, 1
  %3270 = icmp eq i64 %3269, 0
  br i1 %3270, label %3287, label %3271

3271:                                             ; preds = %3267
  %3272 = getelementptr inbounds nuw float, ptr %2663, i64 %3264
  %3273 = load float, ptr %3272, align 4
  %3274 = insertelement <16 x float> poison, float %3273, i64 0
  %3275 = shufflevector <16 x float> %3274, <16 x float> poison, <16 x i32> zeroinitializer
  %3276 = mul nsw i64 %3264, %5
  %3277 = getelementptr float, ptr %3265, i64 %3276
  %3278 = load <16 x float>, ptr %3277, align 4
  %3279 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3275, <16 x float> %3278, <16 x float> %3263)
  %3280 = getelementptr inbounds nuw i8, ptr %3277, i64 64
  %3281 = load <16 x float>, ptr %3280, align 4
  %3282 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3275, <16 x float> %3281, <16 x float> %3262)
  %3283 = getelementptr inbounds nuw i8, ptr %3277, i64 128
  %3284 = load <16 x float>, ptr %3283, align 4
  %3285 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3275, <16 x float> %3284, <16 x float> %3261)
  %3286 = or disjoint i64 %3264, 1
  br label %3287

3287:                                             ; preds = %3271, %3267
  %3288 = phi <16 x float> [ poison, %3267 ], [ %3279, %3271 ]
  %3289 = phi <16 x float> [ poison, %3267 ], [ %3282, %3271 ]
  %3290 = phi <16 x float> [ poison, %3267 ], [ %3285, %3271 ]
  %3291 = phi <16 x float> [ %3261, %3267 ], [ %3285, %3271 ]
  %3292 = phi <16 x float> [ %3262, %3267 ], [ %3282, %3271 ]
  %3293 = phi <16 x float> [ %3263, %3267 ], [ %3279, %3271 ]
  %3294 = phi i64 [ %3264, %3267 ], [ %3286, %3271 ]
  %3295 = icmp eq i64 %4, %3268
  br i1 %3295, label %3332, label %3296

3296:                                             ; preds = %3287, %3296
  %3297 = phi <16 x float> [ %3329, %3296 ], [ %3291, %3287 ]
  %3298 = phi <16 x float> [ %3326, %3296 ], [ %3292, %3287 ]
  %3299 = phi <16 x float> [ %3323, %3296 ], [ %3293, %3287 ]
  %3300 = phi i64 [ %3330, %3296 ], [ %3294, %3287 ]
  %3301 = getelementptr inbounds nuw float, ptr %2663, i64 %3300
  %3302 = load float, ptr %3301, align 4
  %3303 = insertelement <16 x float> poison, float %3302, i64 0
  %3304 = shufflevector <16 x float> %3303, <16 x float> poison, <16 x i32> zeroinitializer
  %3305 = mul nsw i64 %3300, %5
  %3306 = getelementptr float, ptr %3265, i64 %3305
  %3307 = load <16 x float>, ptr %3306, align 4
  %3308 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3304, <16 x float> %3307, <16 x float> %3299)
  %3309 = getelementptr inbounds nuw i8, ptr %3306, i64 64
  %3310 = load <16 x float>, ptr %3309, align 4
  %3311 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3304, <16 x float> %3310, <16 x float> %3298)
  %3312 = getelementptr inbounds nuw i8, ptr %3306, i64 128
  %3313 = load <16 x float>, ptr %3312, align 4
  %3314 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3304, <16 x float> %3313, <16 x float> %3297)
  %3315 = add nuw nsw i64 %3300, 1
  %3316 = getelementptr inbounds nuw float, ptr %2663, i64 %3315
  %3317 = load float, ptr %3316, align 4
  %3318 = insertelement <16 x float> poison, float %3317, i64 0
  %3319 = shufflevector <16 x float> %3318, <16 x float> poison, <16 x i32> zeroinitializer
  %3320 = mul nsw i64 %3315, %5
  %3321 = getelementptr float, ptr %3265, i64 %3320
  %3322 = load <16 x float>, ptr %3321, align 4
  %3323 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3319, <16 x float> %3322, <16 x float> %3308)
  %3324 = getelementptr inbounds nuw i8, ptr %3321, i64 64
  %3325 = load <16 x float>, ptr %3324, align 4
  %3326 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3319, <16 x float> %3325, <16 x float> %3311)
  %3327 = getelementptr inbounds nuw i8, ptr %3321, i64 128
  %3328 = load <16 x float>, ptr %3327, align 4
  %3329 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3319, <16 x float> %3328, <16 x float> %3314)
  %3330 = add nuw nsw i64 %3300, 2
  %3331 = icmp eq i64 %3330, %4
  br i1 %3331, label %3332, label %3296

3332:                                             ; preds = %3287, %3296, %3254
  %3333 = phi <16 x float> [ %3261, %3254 ], [ %3290, %3287 ], [ %3329, %3296 ]
  %3334 = phi <16 x float> [ %3262, %3254 ], [ %3289, %3287 ], [ %3326, %3296 ]
  %3335 = phi <16 x float> [ %3263, %3254 ], [ %3288, %3287 ], [ %3323, %3296 ]
  %3336 = fadd <16 x float> %3257, %3335
  %3337 = fadd <16 x float> %3256, %3334
  %3338 = fadd <16 x float> %3255, %3333
  %3339 = fadd <16 x float> %3258, %3338
  %3340 = fadd <16 x float> %3259, %3337
  %3341 = fadd <16 x float> %3260, %3336
  %3342 = getelementptr inbounds nuw float, ptr %2665, i64 %2788
  store <16 x float> %3341, ptr %3342, align 4
  %3343 = getelementptr inbounds nuw i8, ptr %3342, i64 64
  store <16 x float> %3340, ptr %3343, align 4
  %3344 = getelementptr inbounds nuw i8, ptr %3342, i64 128
  store <16 x float> %3339, ptr %3344, align 4
  br label %4745

3345:                                             ; preds = %2787
  %3346 = icmp slt i64 %4, 4
  br i1 %3346, label %3447, label %3347

3347:                                             ; preds = %3345
  %3348 = getelementptr float, ptr %3, i64 %2788
  br label %3349

3349:                                             ; preds = %3349, %3347
  %3350 = phi <16 x float> [ zeroinitializer, %3347 ], [ %3438, %3349 ]
  %3351 = phi <16 x float> [ zeroinitializer, %3347 ], [ %3435, %3349 ]
  %3352 = phi <16 x float> [ zeroinitializer, %3347 ], [ %3432, %3349 ]
  %3353 = phi <16 x float> [ zeroinitializer, %3347 ], [ %3429, %3349 ]
  %3354 = phi <16 x float> [ zeroinitializer, %3347 ], [ %3420, %3349 ]
  %3355 = phi <16 x float> [ zeroinitializer, %3347 ], [ %3417, %3349 ]
  %3356 = phi <16 x float> [ zeroinitializer, %3347 ], [ %3414, %3349 ]
  %3357 = phi <16 x float> [ zeroinitializer, %3347 ], [ %3411, %3349 ]
  %3358 = phi <16 x float> [ zeroinitializer, %3347 ], [ %3402, %3349 ]
  %3359 = phi <16 x float> [ zeroinitializer, %3347 ], [ %3399, %3349 ]
  %3360 = phi <16 x float> [ zeroinitializer, %3347 ], [ %3396, %3349 ]
  %3361 = phi <16 x float> [ zeroinitializer, %3347 ], [ %3393, %3349 ]
  %3362 = phi <16 x float> [ zeroinitializer, %3347 ], [ %3384, %3349 ]
  %3363 = phi <16 x float> [ zeroinitializer, %3347 ], [ %3381, %3349 ]
  %3364 = phi <16 x float> [ zeroinitializer, %3347 ], [ %3378, %3349 ]
  %3365 = phi <16 x float> [ zeroinitializer, %3347 ], [ %3375, %3349 ]
  %3366 = phi i64 [ 4, %3347 ], [ %3439, %3349 ]
  %3367 = phi i64 [ 0, %3347 ], [ %3366, %3349 ]
  %3368 = getelementptr inbounds nuw float, ptr %2663, i64 %3367
  %3369 = load float, ptr %3368, align 4
  %3370 = insertelement <16 x float> poison, float %3369, i64 0
  %3371 = shufflevector <16 x float> %3370, <16 x float> poison, <16 x i32> zeroinitializer
  %3372 = mul nsw i64 %3367, %5
  %3373 = getelementptr float, ptr %3348, i64 %3372
  %3374 = load <16 x float>, ptr %3373, align 4
  %3375 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3371, <16 x float> %3374, <16 x float> %3365)
  %3376 = getelementptr inbounds nuw i8, ptr %3373, i64 64
  %3377 = load <16 x float>, ptr %3376, align 4
  %3378 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3371, <16 x float> %3377, <16 x float> %3364)
  %3379 = getelementptr inbounds nuw i8, ptr %3373, i64 128
  %3380 = load <16 x float>, ptr %3379, align 4
  %3381 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3371, <16 x float> %3380, <16 x float> %3363)
  %3382 = getelementptr inbounds nuw i8, ptr %3373, i64 192
  %3383 = load <16 x float>, ptr %3382, align 4
  %3384 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3371, <16 x float> %3383, <16 x float> %3362)
  %3385 = or disjoint i64 %3367, 1
  %3386 = getelementptr inbounds nuw float, ptr %2663, i64 %3385
  %3387 = load float, ptr %3386, align 4
  %3388 = insertelement <16 x float> poison, float %3387, i64 0
  %3389 = shufflevector <16 x float> %3388, <16 x float> poison, <16 x i32> zeroinitializer
  %3390 = mul nsw i64 %3385, %5
  %3391 = getelementptr float, ptr %3348, i64 %3390
  %3392 = load <16 x float>, ptr %3391, align 4
  %3393 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3389, <16 x float> %3392, <16 x float> %3361)
  %3394 = getelementptr inbounds nuw i8, ptr %3391, i64 64
  %3395 = load <16 x float>, ptr %3394, align 4
  %3396 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3389, <16 x float> %3395, <16 x float> %3360)
  %3397 = getelementptr inbounds nuw i8, ptr %3391, i64 128
  %3398 = load <16 x float>, ptr %3397, align 4
  %3399 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3389, <16 x float> %3398, <16 x float> %3359)
  %3400 = getelementptr inbounds nuw i8, ptr %3391, i64 192
  %3401 = load <16 x float>, ptr %3400, align 4
  %3402 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3389, <16 x float> %3401, <16 x float> %3358)
  %3403 = or disjoint i64 %3367, 2
  %3404 = getelementptr inbounds nuw float, ptr %2663, i64 %3403
  %3405 = load float, ptr %3404, align 4
  %3406 = insertelement <16 x float> poison, float %3405, i64 0
  %3407 = shufflevector <16 x float> %3406, <16 x float> poison, <16 x i32> zeroinitializer
  %3408 = mul nsw i64 %3403, %5
  %3409 = getelementptr float, ptr %3348, i64 %3408
  %3410 = load <16 x float>, ptr %3409, align 4
  %3411 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3407, <16 x float> %3410, <16 x float> %3357)
  %3412 = getelementptr inbounds nuw i8, ptr %3409, i64 64
  %3413 = load <16 x float>, ptr %3412, align 4
  %3414 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3407, <16 x float> %3413, <16 x float> %3356)
  %3415 = getelementptr inbounds nuw i8, ptr %3409, i64 128
  %3416 = load <16 x float>, ptr %3415, align 4
  %3417 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3407, <16 x float> %3416, <16 x float> %3355)
  %3418 = getelementptr inbounds nuw i8, ptr %3409, i64 192
  %3419 = load <16 x float>, ptr %3418, align 4
  %3420 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3407, <16 x float> %3419, <16 x float> %3354)
  %3421 = or disjoint i64 %3367, 3
  %3422 = getelementptr inbounds nuw float, ptr %2663, i64 %3421
  %3423 = load float, ptr %3422, align 4
  %3424 = insertelement <16 x float> poison, float %3423, i64 0
  %3425 = shufflevector <16 x float> %3424, <16 x float> poison, <16 x i32> zeroinitializer
  %3426 = mul nsw i64 %3421, %5
  %3427 = getelementptr float, ptr %3348, i64 %3426
  %3428 = load <16 x float>, ptr %3427, align 4
  %3429 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3425, <16 x float> %3428, <16 x float> %3353)
  %3430 = getelementptr inbounds nuw i8, ptr %3427, i64 64
  %3431 = load <16 x float>, ptr %3430, align 4
  %3432 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3425, <16 x float> %3431, <16 x float> %3352)
  %3433 = getelementptr inbounds nuw i8, ptr %3427, i64 128
  %3434 = load <16 x float>, ptr %3433, align 4
  %3435 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3425, <16 x float> %3434, <16 x float> %3351)
  %3436 = getelementptr inbounds nuw i8, ptr %3427, i64 192
  %3437 = load <16 x float>, ptr %3436, align 4
  %3438 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3425, <16 x float> %3437, <16 x float> %3350)
  %3439 = add nuw nsw i64 %3366, 4
  %3440 = icmp sgt i64 %3439, %4
  br i1 %3440, label %3441, label %3349

3441:                                             ; preds = %3349
  %3442 = and i64 %4, 9223372036854775804
  %3443 = fadd <16 x float> %3393, %3429
  %3444 = fadd <16 x float> %3396, %3432
  %3445 = fadd <16 x float> %3399, %3435
  %3446 = fadd <16 x float> %3402, %3438
  br label %3447

3447:                                             ; preds = %3441, %3345
  %3448 = phi <16 x float> [ zeroinitializer, %3345 ], [ %3420, %3441 ]
  %3449 = phi <16 x float> [ zeroinitializer, %3345 ], [ %3417, %3441 ]
  %3450 = phi <16 x float> [ zeroinitializer, %3345 ], [ %3414, %3441 ]
  %3451 = phi <16 x float> [ zeroinitializer, %3345 ], [ %3411, %3441 ]
  %3452 = phi <16 x float> [ zeroinitializer, %3345 ], [ %3446, %3441 ]
  %3453 = phi <16 x float> [ zeroinitializer, %3345 ], [ %3445, %3441 ]
  %3454 = phi <16 x float> [ zeroinitializer, %3345 ], [ %3444, %3441 ]
  %3455 = phi <16 x float> [ zeroinitializer, %3345 ], [ %3443, %3441 ]
  %3456 = phi <16 x float> [ zeroinitializer, %3345 ], [ %3384, %3441 ]
  %3457 = phi <16 x float> [ zeroinitializer, %3345 ], [ %3381, %3441 ]
  %3458 = phi <16 x float> [ zeroinitializer, %3345 ], [ %3378, %3441 ]
  %3459 = phi <16 x float> [ zeroinitializer, %3345 ], [ %3375, %3441 ]
  %3460 = phi i64 [ 0, %3345 ], [ %3442, %3441 ]
  %3461 = getelementptr float, ptr %3, i64 %2788
  %3462 = icmp slt i64 %3460, %4
  br i1 %3462, label %3463, label %3540

3463:                                             ; preds = %3447
  %3464 = or disjoint i64 %3460, 1
  %3465 = and i64 %4, 1
  %3466 = icmp eq i64 %3465, 0
  br i1 %3466, label %3486, label %3467

3467:                                             ; preds = %3463
  %3468 = getelementptr inbounds nuw float, ptr %2663, i64 %3460
  %3469 = load float, ptr %3468, align 4
  %3470 = insertelement <16 x float> poison, float %3469, i64 0
  %3471 = shufflevector <16 x float> %3470, <16 x float> poison, <16 x i32> zeroinitializer
  %3472 = mul nsw i64 %3460, %5
  %3473 = getelementptr float, ptr %3461, i64 %3472
  %3474 = load <16 x float>, ptr %3473, align 4
  %3475 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3471, <16 x float> %3474, <16 x float> %3459)
  %3476 = getelementptr inbounds nuw i8, ptr %3473, i64 64
  %3477 = load <16 x float>, ptr %3476, align 4
  %3478 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3471, <16 x float> %3477, <16 x float> %3458)
  %3479 = getelementptr inbounds nuw i8, ptr %3473, i64 128
  %3480 = load <16 x float>, ptr %3479, align 4
  %3481 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3471, <16 x float> %3480, <16 x float> %3457)
  %3482 = getelementptr inbounds nuw i8, ptr %3473, i64 192
  %3483 = load <16 x float>, ptr %3482, align 4
  %3484 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3471, <16 x float> %3483, <16 x float> %3456)
  %3485 = or disjoint i64 %3460, 1
  br label %3486

3486:                                             ; preds = %3467, %3463
  %3487 = phi <16 x float> [ poison, %3463 ], [ %3475, %3467 ]
  %3488 = phi <16 x float> [ poison, %3463 ], [ %3478, %3467 ]
  %3489 = phi <16 x float> [ poison, %3463 ], [ %3481, %3467 ]
  %3490 = phi <16 x float> [ poison, %3463 ], [ %3484, %3467 ]
  %3491 = phi <16 x float> [ %3456, %3463 ], [ %3484, %3467 ]
  %3492 = phi <16 x float> [ %3457, %3463 ], [ %3481, %3467 ]
  %3493 = phi <16 x float> [ %3458, %3463 ], [ %3478, %3467 ]
  %3494 = phi <16 x float> [ %3459, %3463 ], [ %3475, %3467 ]
  %3495 = phi i64 [ %3460, %3463 ], [ %3485, %3467 ]
  %3496 = icmp eq i64 %4, %3464
  br i1 %3496, label %3540, label %3497

3497:                                             ; preds = %3486, %3497
  %3498 = phi <16 x float> [ %3537, %3497 ], [ %3491, %3486 ]
  %3499 = phi <16 x float> [ %3534, %3497 ], [ %3492, %3486 ]
  %3500 = phi <16 x float> [ %3531, %3497 ], [ %3493, %3486 ]
  %3501 = phi <16 x float> [ %3528, %3497 ], [ %3494, %3486 ]
  %3502 = phi i64 [ %3538, %3497 ], [ %3495, %3486 ]
  %3503 = getelementptr inbounds nuw float, ptr %2663, i64 %3502
  %3504 = load float, ptr %3503, align 4
  %3505 = insertelement <16 x float> poison, float %3504, i64 0
  %3506 = shufflevector <16 x float> %3505, <16 x float> poison, <16 x i32> zeroinitializer
  %3507 = mul nsw i64 %3502, %5
  %3508 = getelementptr float, ptr %3461, i64 %3507
  %3509 = load <16 x float>, ptr %3508, align 4
  %3510 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3506, <16 x float> %3509, <16 x float> %3501)
  %3511 = getelementptr inbounds nuw i8, ptr %3508, i64 64
  %3512 = load <16 x float>, ptr %3511, align 4
  %3513 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3506, <16 x float> %3512, <16 x float> %3500)
  %3514 = getelementptr inbounds nuw i8, ptr %3508, i64 128
  %3515 = load <16 x float>, ptr %3514, align 4
  %3516 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3506, <16 x float> %3515, <16 x float> %3499)
  %3517 = getelementptr inbounds nuw i8, ptr %3508, i64 192
  %3518 = load <16 x float>, ptr %3517, align 4
  %3519 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3506, <16 x float> %3518, <16 x float> %3498)
  %3520 = add nuw nsw i64 %3502, 1
  %3521 = getelementptr inbounds nuw float, ptr %2663, i64 %3520
  %3522 = load float, ptr %3521, align 4
  %3523 = insertelement <16 x float> poison, float %3522, i64 0
  %3524 = shufflevector <16 x float> %3523, <16 x float> poison, <16 x i32> zeroinitializer
  %3525 = mul nsw i64 %3520, %5
  %3526 = getelementptr float, ptr %3461, i64 %3525
  %3527 = load <16 x float>, ptr %3526, align 4
  %3528 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3524, <16 x float> %3527, <16 x float> %3510)
  %3529 = getelementptr inbounds nuw i8, ptr %3526, i64 64
  %3530 = load <16 x float>, ptr %3529, align 4
  %3531 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3524, <16 x float> %3530, <16 x float> %3513)
  %3532 = getelementptr inbounds nuw i8, ptr %3526, i64 128
  %3533 = load <16 x float>, ptr %3532, align 4
  %3534 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3524, <16 x float> %3533, <16 x float> %3516)
  %3535 = getelementptr inbounds nuw i8, ptr %3526, i64 192
  %3536 = load <16 x float>, ptr %3535, align 4
  %3537 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3524, <16 x float> %3536, <16 x float> %3519)
  %3538 = add nuw nsw i64 %3502, 2
  %3539 = icmp eq i64 %3538, %4
  br i1 %3539, label %3540, label %3497

3540:                                             ; preds = %3486, %3497, %3447
  %3541 = phi <16 x float> [ %3456, %3447 ], [ %3490, %3486 ], [ %3537, %3497 ]
  %3542 = phi <16 x float> [ %3457, %3447 ], [ %3489, %3486 ], [ %3534, %3497 ]
  %3543 = phi <16 x float> [ %3458, %3447 ], [ %3488, %3486 ], [ %3531, %3497 ]
  %3544 = phi <16 x float> [ %3459, %3447 ], [ %3487, %3486 ], [ %3528, %3497 ]
  %3545 = fadd <16 x float> %3451, %3544
  %3546 = fadd <16 x float> %3450, %3543
  %3547 = fadd <16 x float> %3449, %3542
  %3548 = fadd <16 x float> %3448, %3541
  %3549 = fadd <16 x float> %3452, %3548
  %3550 = fadd <16 x float> %3453, %3547
  %3551 = fadd <16 x float> %3454, %3546
  %3552 = fadd <16 x float> %3455, %3545
  %3553 = getelementptr inbounds nuw float, ptr %2665, i64 %2788
  store <16 x float> %3552, ptr %3553, align 4
  %3554 = getelementptr inbounds nuw i8, ptr %3553, i64 64
  store <16 x float> %3551, ptr %3554, align 4
  %3555 = getelementptr inbounds nuw i8, ptr %3553, i64 128
  store <16 x float> %3550, ptr %3555, align 4
  %3556 = getelementptr inbounds nuw i8, ptr %3553, i64 192
  store <16 x float> %3549, ptr %3556, align 4
  br label %4745

3557:                                             ; preds = %2787
  %3558 = icmp slt i64 %4, 2
  br i1 %3558, label %3619, label %3559

3559:                                             ; preds = %3557
  %3560 = getelementptr float, ptr %3, i64 %2788
  br label %3561

3561:                                             ; preds = %3561, %3559
  %3562 = phi <16 x float> [ zeroinitializer, %3559 ], [ %3614, %3561 ]
  %3563 = phi <16 x float> [ zeroinitializer, %3559 ], [ %3611, %3561 ]
  %3564 = phi <16 x float> [ zeroinitializer, %3559 ], [ %3608, %3561 ]
  %3565 = phi <16 x float> [ zeroinitializer, %3559 ], [ %3605, %3561 ]
  %3566 = phi <16 x float> [ zeroinitializer, %3559 ], [ %3602, %3561 ]
  %3567 = phi <16 x float> [ zeroinitializer, %3559 ], [ %3593, %3561 ]
  %3568 = phi <16 x float> [ zeroinitializer, %3559 ], [ %3590, %3561 ]
  %3569 = phi <16 x float> [ zeroinitializer, %3559 ], [ %3587, %3561 ]
  %3570 = phi <16 x float> [ zeroinitializer, %3559 ], [ %3584, %3561 ]
  %3571 = phi <16 x float> [ zeroinitializer, %3559 ], [ %3581, %3561 ]
  %3572 = phi i64 [ 2, %3559 ], [ %3615, %3561 ]
  %3573 = phi i64 [ 0, %3559 ], [ %3572, %3561 ]
  %3574 = getelementptr inbounds nuw float, ptr %2663, i64 %3573
  %3575 = load float, ptr %3574, align 4
  %3576 = insertelement <16 x float> poison, float %3575, i64 0
  %3577 = shufflevector <16 x float> %3576, <16 x float> poison, <16 x i32> zeroinitializer
  %3578 = mul nsw i64 %3573, %5
  %3579 = getelementptr float, ptr %3560, i64 %3578
  %3580 = load <16 x float>, ptr %3579, align 4
  %3581 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3577, <16 x float> %3580, <16 x float> %3571)
  %3582 = getelementptr inbounds nuw i8, ptr %3579, i64 64
  %3583 = load <16 x float>, ptr %3582, align 4
  %3584 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3577, <16 x float> %3583, <16 x float> %3570)
  %3585 = getelementptr inbounds nuw i8, ptr %3579, i64 128
  %3586 = load <16 x float>, ptr %3585, align 4
  %3587 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3577, <16 x float> %3586, <16 x float> %3569)
  %3588 = getelementptr inbounds nuw i8, ptr %3579, i64 192
  %3589 = load <16 x float>, ptr %3588, align 4
  %3590 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3577, <16 x float> %3589, <16 x float> %3568)
  %3591 = getelementptr inbounds nuw i8, ptr %3579, i64 256
  %3592 = load <16 x float>, ptr %3591, align 4
  %3593 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3577, <16 x float> %3592, <16 x float> %3567)
  %3594 = or disjoint i64 %3573, 1
  %3595 = getelementptr inbounds nuw float, ptr %2663, i64 %3594
  %3596 = load float, ptr %3595, align 4
  %3597 = insertelement <16 x float> poison, float %3596, i64 0
  %3598 = shufflevector <16 x float> %3597, <16 x float> poison, <16 x i32> zeroinitializer
  %3599 = mul nsw i64 %3594, %5
  %3600 = getelementptr float, ptr %3560, i64 %3599
  %3601 = load <16 x float>, ptr %3600, align 4
  %3602 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3598, <16 x float> %3601, <16 x float> %3566)
  %3603 = getelementptr inbounds nuw i8, ptr %3600, i64 64
  %3604 = load <16 x float>, ptr %3603, align 4
  %3605 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3598, <16 x float> %3604, <16 x float> %3565)
  %3606 = getelementptr inbounds nuw i8, ptr %3600, i64 128
  %3607 = load <16 x float>, ptr %3606, align 4
  %3608 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3598, <16 x float> %3607, <16 x float> %3564)
  %3609 = getelementptr inbounds nuw i8, ptr %3600, i64 192
  %3610 = load <16 x float>, ptr %3609, align 4
  %3611 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3598, <16 x float> %3610, <16 x float> %3563)
  %3612 = getelementptr inbounds nuw i8, ptr %3600, i64 256
  %3613 = load <16 x float>, ptr %3612, align 4
  %3614 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3598, <16 x float> %3613, <16 x float> %3562)
  %3615 = add nuw nsw i64 %3572, 2
  %3616 = icmp sgt i64 %3615, %4
  br i1 %3616, label %3617, label %3561

3617:                                             ; preds = %3561
  %3618 = and i64 %4, 9223372036854775806
  br label %3619

3619:                                             ; preds = %3617, %3557
  %3620 = phi <16 x float> [ zeroinitializer, %3557 ], [ %3614, %3617 ]
  %3621 = phi <16 x float> [ zeroinitializer, %3557 ], [ %3611, %3617 ]
  %3622 = phi <16 x float> [ zeroinitializer, %3557 ], [ %3608, %3617 ]
  %3623 = phi <16 x float> [ zeroinitializer, %3557 ], [ %3605, %3617 ]
  %3624 = phi <16 x float> [ zeroinitializer, %3557 ], [ %3602, %3617 ]
  %3625 = phi <16 x float> [ zeroinitializer, %3557 ], [ %3593, %3617 ]
  %3626 = phi <16 x float> [ zeroinitializer, %3557 ], [ %3590, %3617 ]
  %3627 = phi <16 x float> [ zeroinitializer, %3557 ], [ %3587, %3617 ]
  %3628 = phi <16 x float> [ zeroinitializer, %3557 ], [ %3584, %3617 ]
  %3629 = phi <16 x float> [ zeroinitializer, %3557 ], [ %3581, %3617 ]
  %3630 = phi i64 [ 0, %3557 ], [ %3618, %3617 ]
  %3631 = getelementptr float, ptr %3, i64 %2788
  %3632 = icmp slt i64 %3630, %4
  br i1 %3632, label %3633, label %3662

3633:                                             ; preds = %3619, %3633
  %3634 = phi <16 x float> [ %3659, %3633 ], [ %3625, %3619 ]
  %3635 = phi <16 x float> [ %3656, %3633 ], [ %3626, %3619 ]
  %3636 = phi <16 x float> [ %3653, %3633 ], [ %3627, %3619 ]
  %3637 = phi <16 x float> [ %3650, %3633 ], [ %3628, %3619 ]
  %3638 = phi <16 x float> [ %3647, %3633 ], [ %3629, %3619 ]
  %3639 = phi i64 [ %3660, %3633 ], [ %3630, %3619 ]
  %3640 = getelementptr inbounds nuw float, ptr %2663, i64 %3639
  %3641 = load float, ptr %3640, align 4
  %3642 = insertelement <16 x float> poison, float %3641, i64 0
  %3643 = shufflevector <16 x float> %3642, <16 x float> poison, <16 x i32> zeroinitializer
  %3644 = mul nsw i64 %3639, %5
  %3645 = getelementptr float, ptr %3631, i64 %3644
  %3646 = load <16 x float>, ptr %3645, align 4
  %3647 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3643, <16 x float> %3646, <16 x float> %3638)
  %3648 = getelementptr inbounds nuw i8, ptr %3645, i64 64
  %3649 = load <16 x float>, ptr %3648, align 4
  %3650 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3643, <16 x float> %3649, <16 x float> %3637)
  %3651 = getelementptr inbounds nuw i8, ptr %3645, i64 128
  %3652 = load <16 x float>, ptr %3651, align 4
  %3653 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3643, <16 x float> %3652, <16 x float> %3636)
  %3654 = getelementptr inbounds nuw i8, ptr %3645, i64 192
  %3655 = load <16 x float>, ptr %3654, align 4
  %3656 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3643, <16 x float> %3655, <16 x float> %3635)
  %3657 = getelementptr inbounds nuw i8, ptr %3645, i64 256
  %3658 = load <16 x float>, ptr %3657, align 4
  %3659 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3643, <16 x float> %3658, <16 x float> %3634)
  %3660 = add nuw nsw i64 %3639, 1
  %3661 = icmp eq i64 %3660, %4
  br i1 %3661, label %3662, label %3633

3662:                                             ; preds = %3633, %3619
  %3663 = phi <16 x float> [ %3625, %3619 ], [ %3659, %3633 ]
  %3664 = phi <16 x float> [ %3626, %3619 ], [ %3656, %3633 ]
  %3665 = phi <16 x float> [ %3627, %3619 ], [ %3653, %3633 ]
  %3666 = phi <16 x float> [ %3628, %3619 ], [ %3650, %3633 ]
  %3667 = phi <16 x float> [ %3629, %3619 ], [ %3647, %3633 ]
  %3668 = fadd <16 x float> %3620, %3663
  %3669 = fadd <16 x float> %3621, %3664
  %3670 = fadd <16 x float> %3622, %3665
  %3671 = fadd <16 x float> %3623, %3666
  %3672 = fadd <16 x float> %3624, %3667
  %3673 = getelementptr inbounds nuw float, ptr %2665, i64 %2788
  store <16 x float> %3672, ptr %3673, align 4
  %3674 = getelementptr inbounds nuw i8, ptr %3673, i64 64
  store <16 x float> %3671, ptr %3674, align 4
  %3675 = getelementptr inbounds nuw i8, ptr %3673, i64 128
  store <16 x float> %3670, ptr %3675, align 4
  %3676 = getelementptr inbounds nuw i8, ptr %3673, i64 192
  store <16 x float> %3669, ptr %3676, align 4
  %3677 = getelementptr inbounds nuw i8, ptr %3673, i64 256
  store <16 x float> %3668, ptr %3677, align 4
  br label %4745

3678:                                             ; preds = %2787
  %3679 = icmp slt i64 %4, 2
  br i1 %3679, label %3748, label %3680

3680:                                             ; preds = %3678
  %3681 = getelementptr float, ptr %3, i64 %2788
  br label %3682

3682:                                             ; preds = %3682, %3680
  %3683 = phi <16 x float> [ zeroinitializer, %3680 ], [ %3743, %3682 ]
  %3684 = phi <16 x float> [ zeroinitializer, %3680 ], [ %3740, %3682 ]
  %3685 = phi <16 x float> [ zeroinitializer, %3680 ], [ %3737, %3682 ]
  %3686 = phi <16 x float> [ zeroinitializer, %3680 ], [ %3734, %3682 ]
  %3687 = phi <16 x float> [ zeroinitializer, %3680 ], [ %3731, %3682 ]
  %3688 = phi <16 x float> [ zeroinitializer, %3680 ], [ %3728, %3682 ]
  %3689 = phi <16 x float> [ zeroinitializer, %3680 ], [ %3719, %3682 ]
  %3690 = phi <16 x float> [ zeroinitializer, %3680 ], [ %3716, %3682 ]
  %3691 = phi <16 x float> [ zeroinitializer, %3680 ], [ %3713, %3682 ]
  %3692 = phi <16 x float> [ zeroinitializer, %3680 ], [ %3710, %3682 ]
  %3693 = phi <16 x float> [ zeroinitializer, %3680 ], [ %3707, %3682 ]
  %3694 = phi <16 x float> [ zeroinitializer, %3680 ], [ %3704, %3682 ]
  %3695 = phi i64 [ 2, %3680 ], [ %3744, %3682 ]
  %3696 = phi i64 [ 0, %3680 ], [ %3695, %3682 ]
  %3697 = getelementptr inbounds nuw float, ptr %2663, i64 %3696
  %3698 = load float, ptr %3697, align 4
  %3699 = insertelement <16 x float> poison, float %3698, i64 0
  %3700 = shufflevector <16 x float> %3699, <16 x float> poison, <16 x i32> zeroinitializer
  %3701 = mul nsw i64 %3696, %5
  %3702 = getelementptr float, ptr %3681, i64 %3701
  %3703 = load <16 x float>, ptr %3702, align 4
  %3704 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3700, <16 x float> %3703, <16 x float> %3694)
  %3705 = getelementptr inbounds nuw i8, ptr %3702, i64 64
  %3706 = load <16 x float>, ptr %3705, align 4
  %3707 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3700, <16 x float> %3706, <16 x float> %3693)
  %3708 = getelementptr inbounds nuw i8, ptr %3702, i64 128
  %3709 = load <16 x float>, ptr %3708, align 4
  %3710 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3700, <16 x float> %3709, <16 x float> %3692)
  %3711 = getelementptr inbounds nuw i8, ptr %3702, i64 192
  %3712 = load <16 x float>, ptr %3711, align 4
  %3713 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3700, <16 x float> %3712, <16 x float> %3691)
  %3714 = getelementptr inbounds nuw i8, ptr %3702, i64 256
  %3715 = load <16 x float>, ptr %3714, align 4
  %3716 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3700, <16 x float> %3715, <16 x float> %3690)
  %3717 = getelementptr inbounds nuw i8, ptr %3702, i64 320
  %3718 = load <16 x float>, ptr %3717, align 4
  %3719 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3700, <16 x float> %3718, <16 x float> %3689)
  %3720 = or disjoint i64 %3696, 1
  %3721 = getelementptr inbounds nuw float, ptr %2663, i64 %3720
  %3722 = load float, ptr %3721, align 4
  %3723 = insertelement <16 x float> poison, float %3722, i64 0
  %3724 = shufflevector <16 x float> %3723, <16 x float> poison, <16 x i32> zeroinitializer
  %3725 = mul nsw i64 %3720, %5
  %3726 = getelementptr float, ptr %3681, i64 %3725
  %3727 = load <16 x float>, ptr %3726, align 4
  %3728 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3724, <16 x float> %3727, <16 x float> %3688)
  %3729 = getelementptr inbounds nuw i8, ptr %3726, i64 64
  %3730 = load <16 x float>, ptr %3729, align 4
  %3731 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3724, <16 x float> %3730, <16 x float> %3687)
  %3732 = getelementptr inbounds nuw i8, ptr %3726, i64 128
  %3733 = load <16 x float>, ptr %3732, align 4
  %3734 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3724, <16 x float> %3733, <16 x float> %3686)
  %3735 = getelementptr inbounds nuw i8, ptr %3726, i64 192
  %3736 = load <16 x float>, ptr %3735, align 4
  %3737 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3724, <16 x float> %3736, <16 x float> %3685)
  %3738 = getelementptr inbounds nuw i8, ptr %3726, i64 256
  %3739 = load <16 x float>, ptr %3738, align 4
  %3740 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3724, <16 x float> %3739, <16 x float> %3684)
  %3741 = getelementptr inbounds nuw i8, ptr %3726, i64 320
  %3742 = load <16 x float>, ptr %3741, align 4
  %3743 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3724, <16 x float> %3742, <16 x float> %3683)
  %3744 = add nuw nsw i64 %3695, 2
  %3745 = icmp sgt i64 %3744, %4
  br i1 %3745, label %3746, label %3682

3746:                                             ; preds = %3682
  %3747 = and i64 %4, 9223372036854775806
  br label %3748

3748:                                             ; preds = %3746, %3678
  %3749 = phi <16 x float> [ zeroinitializer, %3678 ], [ %3743, %3746 ]
  %3750 = phi <16 x float> [ zeroinitializer, %3678 ], [ %3740, %3746 ]
  %3751 = phi <16 x float> [ zeroinitializer, %3678 ], [ %3737, %3746 ]
  %3752 = phi <16 x float> [ zeroinitializer, %3678 ], [ %3734, %3746 ]
  %3753 = phi <16 x float> [ zeroinitializer, %3678 ], [ %3731, %3746 ]
  %3754 = phi <16 x float> [ zeroinitializer, %3678 ], [ %3728, %3746 ]
  %3755 = phi <16 x float> [ zeroinitializer, %3678 ], [ %3719, %3746 ]
  %3756 = phi <16 x float> [ zeroinitializer, %3678 ], [ %3716, %3746 ]
  %3757 = phi <16 x float> [ zeroinitializer, %3678 ], [ %3713, %3746 ]
  %3758 = phi <16 x float> [ zeroinitializer, %3678 ], [ %3710, %3746 ]
  %3759 = phi <16 x float> [ zeroinitializer, %3678 ], [ %3707, %3746 ]
  %3760 = phi <16 x float> [ zeroinitializer, %3678 ], [ %3704, %3746 ]
  %3761 = phi i64 [ 0, %3678 ], [ %3747, %3746 ]
  %3762 = getelementptr float, ptr %3, i64 %2788
  %3763 = icmp slt i64 %3761, %4
  br i1 %3763, label %3764, label %3797

3764:                                             ; preds = %3748, %3764
  %3765 = phi <16 x float> [ %3794, %3764 ], [ %3755, %3748 ]
  %3766 = phi <16 x float> [ %3791, %3764 ], [ %3756, %3748 ]
  %3767 = phi <16 x float> [ %3788, %3764 ], [ %3757, %3748 ]
  %3768 = phi <16 x float> [ %3785, %3764 ], [ %3758, %3748 ]
  %3769 = phi <16 x float> [ %3782, %3764 ], [ %3759, %3748 ]
  %3770 = phi <16 x float> [ %3779, %3764 ], [ %3760, %3748 ]
  %3771 = phi i64 [ %3795, %3764 ], [ %3761, %3748 ]
  %3772 = getelementptr inbounds nuw float, ptr %2663, i64 %3771
  %3773 = load float, ptr %3772, align 4
  %3774 = insertelement <16 x float> poison, float %3773, i64 0
  %3775 = shufflevector <16 x float> %3774, <16 x float> poison, <16 x i32> zeroinitializer
  %3776 = mul nsw i64 %3771, %5
  %3777 = getelementptr float, ptr %3762, i64 %3776
  %3778 = load <16 x float>, ptr %3777, align 4
  %3779 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3775, <16 x float> %3778, <16 x float> %3770)
  %3780 = getelementptr inbounds nuw i8, ptr %3777, i64 64
  %3781 = load <16 x float>, ptr %3780, align 4
  %3782 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3775, <16 x float> %3781, <16 x float> %3769)
  %3783 = getelementptr inbounds nuw i8, ptr %3777, i64 128
  %3784 = load <16 x float>, ptr %3783, align 4
  %3785 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3775, <16 x float> %3784, <16 x float> %3768)
  %3786 = getelementptr inbounds nuw i8, ptr %3777, i64 192
  %3787 = load <16 x float>, ptr %3786, align 4
  %3788 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3775, <16 x float> %3787, <16 x float> %3767)
  %3789 = getelementptr inbounds nuw i8, ptr %3777, i64 256
  %3790 = load <16 x float>, ptr %3789, align 4
  %3791 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3775, <16 x float> %3790, <16 x float> %3766)
  %3792 = getelementptr inbounds nuw i8, ptr %3777, i64 320
  %3793 = load <16 x float>, ptr %3792, align 4
  %3794 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3775, <16 x float> %3793, <16 x float> %3765)
  %3795 = add nuw nsw i64 %3771, 1
  %3796 = icmp eq i64 %3795, %4
  br i1 %3796, label %3797, label %3764

3797:                                             ; preds = %3764, %3748
  %3798 = phi <16 x float> [ %3755, %3748 ], [ %3794, %3764 ]
  %3799 = phi <16 x float> [ %3756, %3748 ], [ %3791, %3764 ]
  %3800 = phi <16 x float> [ %3757, %3748 ], [ %3788, %3764 ]
  %3801 = phi <16 x float> [ %3758, %3748 ], [ %3785, %3764 ]
  %3802 = phi <16 x float> [ %3759, %3748 ], [ %3782, %3764 ]
  %3803 = phi <16 x float> [ %3760, %3748 ], [ %3779, %3764 ]
  %3804 = fadd <16 x float> %3749, %3798
  %3805 = fadd <16 x float> %3750, %3799
  %3806 = fadd <16 x float> %3751, %3800
  %3807 = fadd <16 x float> %3752, %3801
  %3808 = fadd <16 x float> %3753, %3802
  %3809 = fadd <16 x float> %3754, %3803
  %3810 = getelementptr inbounds nuw float, ptr %2665, i64 %2788
  store <16 x float> %3809, ptr %3810, align 4
  %3811 = getelementptr inbounds nuw i8, ptr %3810, i64 64
  store <16 x float> %3808, ptr %3811, align 4
  %3812 = getelementptr inbounds nuw i8, ptr %3810, i64 128
  store <16 x float> %3807, ptr %3812, align 4
  %3813 = getelementptr inbounds nuw i8, ptr %3810, i64 192
  store <16 x float> %3806, ptr %3813, align 4
  %3814 = getelementptr inbounds nuw i8, ptr %3810, i64 256
  store <16 x float> %3805, ptr %3814, align 4
  %3815 = getelementptr inbounds nuw i8, ptr %3810, i64 320
  store <16 x float> %3804, ptr %3815, align 4
  br label %4745

3816:                                             ; preds = %2787
  %3817 = icmp slt i64 %4, 2
  br i1 %3817, label %3894, label %3818

3818:                                             ; preds = %3816
  %3819 = getelementptr float, ptr %3, i64 %2788
  br label %3820

3820:                                             ; preds = %3820, %3818
  %3821 = phi <16 x float> [ zeroinitializer, %3818 ], [ %3889, %3820 ]
  %3822 = phi <16 x float> [ zeroinitializer, %3818 ], [ %3886, %3820 ]
  %3823 = phi <16 x float> [ zeroinitializer, %3818 ], [ %3883, %3820 ]
  %3824 = phi <16 x float> [ zeroinitializer, %3818 ], [ %3880, %3820 ]
  %3825 = phi <16 x float> [ zeroinitializer, %3818 ], [ %3877, %3820 ]
  %3826 = phi <16 x float> [ zeroinitializer, %3818 ], [ %3874, %3820 ]
  %3827 = phi <16 x float> [ zeroinitializer, %3818 ], [ %3871, %3820 ]
  %3828 = phi <16 x float> [ zeroinitializer, %3818 ], [ %3862, %3820 ]
  %3829 = phi <16 x float> [ zeroinitializer, %3818 ], [ %3859, %3820 ]
  %3830 = phi <16 x float> [ zeroinitializer, %3818 ], [ %3856, %3820 ]
  %3831 = phi <16 x float> [ zeroinitializer, %3818 ], [ %3853, %3820 ]
  %3832 = phi <16 x float> [ zeroinitializer, %3818 ], [ %3850, %3820 ]
  %3833 = phi <16 x float> [ zeroinitializer, %3818 ], [ %3847, %3820 ]
  %3834 = phi <16 x float> [ zeroinitializer, %3818 ], [ %3844, %3820 ]
  %3835 = phi i64 [ 2, %3818 ], [ %3890, %3820 ]
  %3836 = phi i64 [ 0, %3818 ], [ %3835, %3820 ]
  %3837 = getelementptr inbounds nuw float, ptr %2663, i64 %3836
  %3838 = load float, ptr %3837, align 4
  %3839 = insertelement <16 x float> poison, float %3838, i64 0
  %3840 = shufflevector <16 x float> %3839, <16 x float> poison, <16 x i32> zeroinitializer
  %3841 = mul nsw i64 %3836, %5
  %3842 = getelementptr float, ptr %3819, i64 %3841
  %3843 = load <16 x float>, ptr %3842, align 4
  %3844 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3840, <16 x float> %3843, <16 x float> %3834)
  %3845 = getelementptr inbounds nuw i8, ptr %3842, i64 64
  %3846 = load <16 x float>, ptr %3845, align 4
  %3847 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3840, <16 x float> %3846, <16 x float> %3833)
  %3848 = getelementptr inbounds nuw i8, ptr %3842, i64 128
  %3849 = load <16 x float>, ptr %3848, align 4
  %3850 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3840, <16 x float> %3849, <16 x float> %3832)
  %3851 = getelementptr inbounds nuw i8, ptr %3842, i64 192
  %3852 = load <16 x float>, ptr %3851, align 4
  %3853 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3840, <16 x float> %3852, <16 x float> %3831)
  %3854 = getelementptr inbounds nuw i8, ptr %3842, i64 256
  %3855 = load <16 x float>, ptr %3854, align 4
  %3856 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3840, <16 x float> %3855, <16 x float> %3830)
  %3857 = getelementptr inbounds nuw i8, ptr %3842, i64 320
  %3858 = load <16 x float>, ptr %3857, align 4
  %3859 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3840, <16 x float> %3858, <16 x float> %3829)
  %3860 = getelementptr inbounds nuw i8, ptr %3842, i64 384
  %3861 = load <16 x float>, ptr %3860, align 4
  %3862 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3840, <16 x float> %3861, <16 x float> %3828)
  %3863 = or disjoint i64 %3836, 1
  %3864 = getelementptr inbounds nuw float, ptr %2663, i64 %3863
  %3865 = load float, ptr %3864, align 4
  %3866 = insertelement <16 x float> poison, float %3865, i64 0
  %3867 = shufflevector <16 x float> %3866, <16 x float> poison, <16 x i32> zeroinitializer
  %3868 = mul nsw i64 %3863, %5
  %3869 = getelementptr float, ptr %3819, i64 %3868
  %3870 = load <16 x float>, ptr %3869, align 4
  %3871 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3867, <16 x float> %3870, <16 x float> %3827)
  %3872 = getelementptr inbounds nuw i8, ptr %3869, i64 64
  %3873 = load <16 x float>, ptr %3872, align 4
  %3874 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3867, <16 x float> %3873, <16 x float> %3826)
  %3875 = getelementptr inbounds nuw i8, ptr %3869, i64 128
  %3876 = load <16 x float>, ptr %3875, align 4
  %3877 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3867, <16 x float> %3876, <16 x float> %3825)
  %3878 = getelementptr inbounds nuw i8, ptr %3869, i64 192
  %3879 = load <16 x float>, ptr %3878, align 4
  %3880 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3867, <16 x float> %3879, <16 x float> %3824)
  %3881 = getelementptr inbounds nuw i8, ptr %3869, i64 256
  %3882 = load <16 x float>, ptr %3881, align 4
  %3883 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3867, <16 x float> %3882, <16 x float> %3823)
  %3884 = getelementptr inbounds nuw i8, ptr %3869, i64 320
  %3885 = load <16 x float>, ptr %3884, align 4
  %3886 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3867, <16 x float> %3885, <16 x float> %3822)
  %3887 = getelementptr inbounds nuw i8, ptr %3869, i64 384
  %3888 = load <16 x float>, ptr %3887, align 4
  %3889 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3867, <16 x float> %3888, <16 x float> %3821)
  %3890 = add nuw nsw i64 %3835, 2
  %3891 = icmp sgt i64 %3890, %4
  br i1 %3891, label %3892, label %3820

3892:                                             ; preds = %3820
  %3893 = and i64 %4, 9223372036854775806
  br label %3894

3894:                                             ; preds = %3892, %3816
  %3895 = phi <16 x float> [ zeroinitializer, %3816 ], [ %3889, %3892 ]
  %3896 = phi <16 x float> [ zeroinitializer, %3816 ], [ %3886, %3892 ]
  %3897 = phi <16 x float> [ zeroinitializer, %3816 ], [ %3883, %3892 ]
  %3898 = phi <16 x float> [ zeroinitializer, %3816 ], [ %3880, %3892 ]
  %3899 = phi <16 x float> [ zeroinitializer, %3816 ], [ %3877, %3892 ]
  %3900 = phi <16 x float> [ zeroinitializer, %3816 ], [ %3874, %3892 ]
  %3901 = phi <16 x float> [ zeroinitializer, %3816 ], [ %3871, %3892 ]
  %3902 = phi <16 x float> [ zeroinitializer, %3816 ], [ %3862, %3892 ]
  %3903 = phi <16 x float> [ zeroinitializer, %3816 ], [ %3859, %3892 ]
  %3904 = phi <16 x float> [ zeroinitializer, %3816 ], [ %3856, %3892 ]
  %3905 = phi <16 x float> [ zeroinitializer, %3816 ], [ %3853, %3892 ]
  %3906 = phi <16 x float> [ zeroinitializer, %3816 ], [ %3850, %3892 ]
  %3907 = phi <16 x float> [ zeroinitializer, %3816 ], [ %3847, %3892 ]
  %3908 = phi <16 x float> [ zeroinitializer, %3816 ], [ %3844, %3892 ]
  %3909 = phi i64 [ 0, %3816 ], [ %3893, %3892 ]
  %3910 = getelementptr float, ptr %3, i64 %2788
  %3911 = icmp slt i64 %3909, %4
  br i1 %3911, label %3912, label %3949

3912:                                             ; preds = %3894, %3912
  %3913 = phi <16 x float> [ %3946, %3912 ], [ %3902, %3894 ]
  %3914 = phi <16 x float> [ %3943, %3912 ], [ %3903, %3894 ]
  %3915 = phi <16 x float> [ %3940, %3912 ], [ %3904, %3894 ]
  %3916 = phi <16 x float> [ %3937, %3912 ], [ %3905, %3894 ]
  %3917 = phi <16 x float> [ %3934, %3912 ], [ %3906, %3894 ]
  %3918 = phi <16 x float> [ %3931, %3912 ], [ %3907, %3894 ]
  %3919 = phi <16 x float> [ %3928, %3912 ], [ %3908, %3894 ]
  %3920 = phi i64 [ %3947, %3912 ], [ %3909, %3894 ]
  %3921 = getelementptr inbounds nuw float, ptr %2663, i64 %3920
  %3922 = load float, ptr %3921, align 4
  %3923 = insertelement <16 x float> poison, float %3922, i64 0
  %3924 = shufflevector <16 x float> %3923, <16 x float> poison, <16 x i32> zeroinitializer
  %3925 = mul nsw i64 %3920, %5
  %3926 = getelementptr float, ptr %3910, i64 %3925
  %3927 = load <16 x float>, ptr %3926, align 4
  %3928 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3924, <16 x float> %3927, <16 x float> %3919)
  %3929 = getelementptr inbounds nuw i8, ptr %3926, i64 64
  %3930 = load <16 x float>, ptr %3929, align 4
  %3931 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3924, <16 x float> %3930, <16 x float> %3918)
  %3932 = getelementptr inbounds nuw i8, ptr %3926, i64 128
  %3933 = load <16 x float>, ptr %3932, align 4
  %3934 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3924, <16 x float> %3933, <16 x float> %3917)
  %3935 = getelementptr inbounds nuw i8, ptr %3926, i64 192
  %3936 = load <16 x float>, ptr %3935, align 4
  %3937 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3924, <16 x float> %3936, <16 x float> %3916)
  %3938 = getelementptr inbounds nuw i8, ptr %3926, i64 256
  %3939 = load <16 x float>, ptr %3938, align 4
  %3940 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3924, <16 x float> %3939, <16 x float> %3915)
  %3941 = getelementptr inbounds nuw i8, ptr %3926, i64 320
  %3942 = load <16 x float>, ptr %3941, align 4
  %3943 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3924, <16 x float> %3942, <16 x float> %3914)
  %3944 = getelementptr inbounds nuw i8, ptr %3926, i64 384
  %3945 = load <16 x float>, ptr %3944, align 4
  %3946 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3924, <16 x float> %3945, <16 x float> %3913)
  %3947 = add nuw nsw i64 %3920, 1
  %3948 = icmp eq i64 %3947, %4
  br i1 %3948, label %3949, label %3912

3949:                                             ; preds = %3912, %3894
  %3950 = phi <16 x float> [ %3902, %3894 ], [ %3946, %3912 ]
  %3951 = phi <16 x float> [ %3903, %3894 ], [ %3943, %3912 ]
  %3952 = phi <16 x float> [ %3904, %3894 ], [ %3940, %3912 ]
  %3953 = phi <16 x float> [ %3905, %3894 ], [ %3937, %3912 ]
  %3954 = phi <16 x float> [ %3906, %3894 ], [ %3934, %3912 ]
  %3955 = phi <16 x float> [ %3907, %3894 ], [ %3931, %3912 ]
  %3956 = phi <16 x float> [ %3908, %3894 ], [ %3928, %3912 ]
  %3957 = fadd <16 x float> %3895, %3950
  %3958 = fadd <16 x float> %3896, %3951
  %3959 = fadd <16 x float> %3897, %3952
  %3960 = fadd <16 x float> %3898, %3953
  %3961 = fadd <16 x float> %3899, %3954
  %3962 = fadd <16 x float> %3900, %3955
  %3963 = fadd <16 x float> %3901, %3956
  %3964 = getelementptr inbounds nuw float, ptr %2665, i64 %2788
  store <16 x float> %3963, ptr %3964, align 4
  %3965 = getelementptr inbounds nuw i8, ptr %3964, i64 64
  store <16 x float> %3962, ptr %3965, align 4
  %3966 = getelementptr inbounds nuw i8, ptr %3964, i64 128
  store <16 x float> %3961, ptr %3966, align 4
  %3967 = getelementptr inbounds nuw i8, ptr %3964, i64 192
  store <16 x float> %3960, ptr %3967, align 4
  %3968 = getelementptr inbounds nuw i8, ptr %3964, i64 256
  store <16 x float> %3959, ptr %3968, align 4
  %3969 = getelementptr inbounds nuw i8, ptr %3964, i64 320
  store <16 x float> %3958, ptr %3969, align 4
  %3970 = getelementptr inbounds nuw i8, ptr %3964, i64 384
  store <16 x float> %3957, ptr %3970, align 4
  br label %4745

3971:                                             ; preds = %2787
  %3972 = icmp slt i64 %4, 2
  br i1 %3972, label %4057, label %3973

3973:                                             ; preds = %3971
  %3974 = getelementptr float, ptr %3, i64 %2788
  br label %3975

3975:                                             ; preds = %3975, %3973
  %3976 = phi <16 x float> [ zeroinitializer, %3973 ], [ %4052, %3975 ]
  %3977 = phi <16 x float> [ zeroinitializer, %3973 ], [ %4049, %3975 ]
  %3978 = phi <16 x float> [ zeroinitializer, %3973 ], [ %4046, %3975 ]
  %3979 = phi <16 x float> [ zeroinitializer, %3973 ], [ %4043, %3975 ]
  %3980 = phi <16 x float> [ zeroinitializer, %3973 ], [ %4040, %3975 ]
  %3981 = phi <16 x float> [ zeroinitializer, %3973 ], [ %4037, %3975 ]
  %3982 = phi <16 x float> [ zeroinitializer, %3973 ], [ %4034, %3975 ]
  %3983 = phi <16 x float> [ zeroinitializer, %3973 ], [ %4031, %3975 ]
  %3984 = phi <16 x float> [ zeroinitializer, %3973 ], [ %4022, %3975 ]
  %3985 = phi <16 x float> [ zeroinitializer, %3973 ], [ %4019, %3975 ]
  %3986 = phi <16 x float> [ zeroinitializer, %3973 ], [ %4016, %3975 ]
  %3987 = phi <16 x float> [ zeroinitializer, %3973 ], [ %4013, %3975 ]
  %3988 = phi <16 x float> [ zeroinitializer, %3973 ], [ %4010, %3975 ]
  %3989 = phi <16 x float> [ zeroinitializer, %3973 ], [ %4007, %3975 ]
  %3990 = phi <16 x float> [ zeroinitializer, %3973 ], [ %4004, %3975 ]
  %3991 = phi <16 x float> [ zeroinitializer, %3973 ], [ %4001, %3975 ]
  %3992 = phi i64 [ 2, %3973 ], [ %4053, %3975 ]
  %3993 = phi i64 [ 0, %3973 ], [ %3992, %3975 ]
  %3994 = getelementptr inbounds nuw float, ptr %2663, i64 %3993
  %3995 = load float, ptr %3994, align 4
  %3996 = insertelement <16 x float> poison, float %3995, i64 0
  %3997 = shufflevector <16 x float> %3996, <16 x float> poison, <16 x i32> zeroinitializer
  %3998 = mul nsw i64 %3993, %5
  %3999 = getelementptr float, ptr %3974, i64 %3998
  %4000 = load <16 x float>, ptr %3999, align 4
  %4001 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3997, <16 x float> %4000, <16 x float> %3991)
  %4002 = getelementptr inbounds nuw i8, ptr %3999, i64 64
  %4003 = load <16 x float>, ptr %4002, align 4
  %4004 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3997, <16 x float> %4003, <16 x float> %3990)
  %4005 = getelementptr inbounds nuw i8, ptr %3999, i64 128
  %4006 = load <16 x float>, ptr %4005, align 4
  %4007 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3997, <16 x float> %4006, <16 x float> %3989)
  %4008 = getelementptr inbounds nuw i8, ptr %3999, i64 192
  %4009 = load <16 x float>, ptr %4008, align 4
  %4010 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3997, <16 x float> %4009, <16 x float> %3988)
  %4011 = getelementptr inbounds nuw i8, ptr %3999, i64 256
  %4012 = load <16 x float>, ptr %4011, align 4
  %4013 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3997, <16 x float> %4012, <16 x float> %3987)
  %4014 = getelementptr inbounds nuw i8, ptr %3999, i64 320
  %4015 = load <16 x float>, ptr %4014, align 4
  %4016 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3997, <16 x float> %4015, <16 x float> %3986)
  %4017 = getelementptr inbounds nuw i8, ptr %3999, i64 384
  %4018 = load <16 x float>, ptr %4017, align 4
  %4019 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3997, <16 x float> %4018, <16 x float> %3985)
  %4020 = getelementptr inbounds nuw i8, ptr %3999, i64 448
  %4021 = load <16 x float>, ptr %4020, align 4
  %4022 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %3997, <16 x float> %4021, <16 x float> %3984)
  %4023 = or disjoint i64 %3993, 1
  %4024 = getelementptr inbounds nuw float, ptr %2663, i64 %4023
  %4025 = load float, ptr %4024, align 4
  %4026 = insertelement <16 x float> poison, float %4025, i64 0
  %4027 = shufflevector <16 x float> %4026, <16 x float> poison, <16 x i32> zeroinitializer
  %4028 = mul nsw i64 %4023, %5
  %4029 = getelementptr float, ptr %3974, i64 %4028
  %4030 = load <16 x float>, ptr %4029, align 4
  %4031 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4027, <16 x float> %4030, <16 x float> %3983)
  %4032 = getelementptr inbounds nuw i8, ptr %4029, i64 64
  %4033 = load <16 x float>, ptr %4032, align 4
  %4034 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4027, <16 x float> %4033, <16 x float> %3982)
  %4035 = getelementptr inbounds nuw i8, ptr %4029, i64 128
  %4036 = load <16 x float>, ptr %4035, align 4
  %4037 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4027, <16 x float> %4036, <16 x float> %3981)
  %4038 = getelementptr inbounds nuw i8, ptr %4029, i64 192
  %4039 = load <16 x float>, ptr %4038, align 4
  %4040 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4027, <16 x float> %4039, <16 x float> %3980)
  %4041 = getelementptr inbounds nuw i8, ptr %4029, i64 256
  %4042 = load <16 x float>, ptr %4041, align 4
  %4043 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4027, <16 x float> %4042, <16 x float> %3979)
  %4044 = getelementptr inbounds nuw i8, ptr %4029, i64 320
  %4045 = load <16 x float>, ptr %4044, align 4
  %4046 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4027, <16 x float> %4045, <16 x float> %3978)
  %4047 = getelementptr inbounds nuw i8, ptr %4029, i64 384
  %4048 = load <16 x float>, ptr %4047, align 4
  %4049 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4027, <16 x float> %4048, <16 x float> %3977)
  %4050 = getelementptr inbounds nuw i8, ptr %4029, i64 448
  %4051 = load <16 x float>, ptr %4050, align 4
  %4052 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4027, <16 x float> %4051, <16 x float> %3976)
  %4053 = add nuw nsw i64 %3992, 2
  %4054 = icmp sgt i64 %4053, %4
  br i1 %4054, label %4055, label %3975

4055:                                             ; preds = %3975
  %4056 = and i64 %4, 9223372036854775806
  br label %4057

4057:                                             ; preds = %4055, %3971
  %4058 = phi <16 x float> [ zeroinitializer, %3971 ], [ %4052, %4055 ]
  %4059 = phi <16 x float> [ zeroinitializer, %3971 ], [ %4049, %4055 ]
  %4060 = phi <16 x float> [ zeroinitializer, %3971 ], [ %4046, %4055 ]
  %4061 = phi <16 x float> [ zeroinitializer, %3971 ], [ %4043, %4055 ]
  %4062 = phi <16 x float> [ zeroinitializer, %3971 ], [ %4040, %4055 ]
  %4063 = phi <16 x float> [ zeroinitializer, %3971 ], [ %4037, %4055 ]
  %4064 = phi <16 x float> [ zeroinitializer, %3971 ], [ %4034, %4055 ]
  %4065 = phi <16 x float> [ zeroinitializer, %3971 ], [ %4031, %4055 ]
  %4066 = phi <16 x float> [ zeroinitializer, %3971 ], [ %4022, %4055 ]
  %4067 = phi <16 x float> [ zeroinitializer, %3971 ], [ %4019, %4055 ]
  %4068 = phi <16 x float> [ zeroinitializer, %3971 ], [ %4016, %4055 ]
  %4069 = phi <16 x float> [ zeroinitializer, %3971 ], [ %4013, %4055 ]
  %4070 = phi <16 x float> [ zeroinitializer, %3971 ], [ %4010, %4055 ]
  %4071 = phi <16 x float> [ zeroinitializer, %3971 ], [ %4007, %4055 ]
  %4072 = phi <16 x float> [ zeroinitializer, %3971 ], [ %4004, %4055 ]
  %4073 = phi <16 x float> [ zeroinitializer, %3971 ], [ %4001, %4055 ]
  %4074 = phi i64 [ 0, %3971 ], [ %4056, %4055 ]
  %4075 = getelementptr float, ptr %3, i64 %2788
  %4076 = icmp slt i64 %4074, %4
  br i1 %4076, label %4077, label %4118

4077:                                             ; preds = %4057, %4077
  %4078 = phi <16 x float> [ %4115, %4077 ], [ %4066, %4057 ]
  %4079 = phi <16 x float> [ %4112, %4077 ], [ %4067, %4057 ]
  %4080 = phi <16 x float> [ %4109, %4077 ], [ %4068, %4057 ]
  %4081 = phi <16 x float> [ %4106, %4077 ], [ %4069, %4057 ]
  %4082 = phi <16 x float> [ %4103, %4077 ], [ %4070, %4057 ]
  %4083 = phi <16 x float> [ %4100, %4077 ], [ %4071, %4057 ]
  %4084 = phi <16 x float> [ %4097, %4077 ], [ %4072, %4057 ]
  %4085 = phi <16 x float> [ %4094, %4077 ], [ %4073, %4057 ]
  %4086 = phi i64 [ %4116, %4077 ], [ %4074, %4057 ]
  %4087 = getelementptr inbounds nuw float, ptr %2663, i64 %4086
  %4088 = load float, ptr %4087, align 4
  %4089 = insertelement <16 x float> poison, float %4088, i64 0
  %4090 = shufflevector <16 x float> %4089, <16 x float> poison, <16 x i32> zeroinitializer
  %4091 = mul nsw i64 %4086, %5
  %4092 = getelementptr float, ptr %4075, i64 %4091
  %4093 = load <16 x float>, ptr %4092, align 4
  %4094 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4090, <16 x float> %4093, <16 x float> %4085)
  %4095 = getelementptr inbounds nuw i8, ptr %4092, i64 64
  %4096 = load <16 x float>, ptr %4095, align 4
  %4097 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4090, <16 x float> %4096, <16 x float> %4084)
  %4098 = getelementptr inbounds nuw i8, ptr %4092, i64 128
  %4099 = load <16 x float>, ptr %4098, align 4
  %4100 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4090, <16 x float> %4099, <16 x float> %4083)
  %4101 = getelementptr inbounds nuw i8, ptr %4092, i64 192
  %4102 = load <16 x float>, ptr %4101, align 4
  %4103 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4090, <16 x float> %4102, <16 x float> %4082)
  %4104 = getelementptr inbounds nuw i8, ptr %4092, i64 256
  %4105 = load <16 x float>, ptr %4104, align 4
  %4106 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4090, <16 x float> %4105, <16 x float> %4081)
  %4107 = getelementptr inbounds nuw i8, ptr %4092, i64 320
  %4108 = load <16 x float>, ptr %4107, align 4
  %4109 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4090, <16 x float> %4108, <16 x float> %4080)
  %4110 = getelementptr inbounds nuw i8, ptr %4092, i64 384
  %4111 = load <16 x float>, ptr %4110, align 4
  %4112 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4090, <16 x float> %4111, <16 x float> %4079)
  %4113 = getelementptr inbounds nuw i8, ptr %4092, i64 448
  %4114 = load <16 x float>, ptr %4113, align 4
  %4115 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4090, <16 x float> %4114, <16 x float> %4078)
  %4116 = add nuw nsw i64 %4086, 1
  %4117 = icmp eq i64 %4116, %4
  br i1 %4117, label %4118, label %4077

4118:                                             ; preds = %4077, %4057
  %4119 = phi <16 x float> [ %4066, %4057 ], [ %4115, %4077 ]
  %4120 = phi <16 x float> [ %4067, %4057 ], [ %4112, %4077 ]
  %4121 = phi <16 x float> [ %4068, %4057 ], [ %4109, %4077 ]
  %4122 = phi <16 x float> [ %4069, %4057 ], [ %4106, %4077 ]
  %4123 = phi <16 x float> [ %4070, %4057 ], [ %4103, %4077 ]
  %4124 = phi <16 x float> [ %4071, %4057 ], [ %4100, %4077 ]
  %4125 = phi <16 x float> [ %4072, %4057 ], [ %4097, %4077 ]
  %4126 = phi <16 x float> [ %4073, %4057 ], [ %4094, %4077 ]
  %4127 = fadd <16 x float> %4058, %4119
  %4128 = fadd <16 x float> %4059, %4120
  %4129 = fadd <16 x float> %4060, %4121
  %4130 = fadd <16 x float> %4061, %4122
  %4131 = fadd <16 x float> %4062, %4123
  %4132 = fadd <16 x float> %4063, %4124
  %4133 = fadd <16 x float> %4064, %4125
  %4134 = fadd <16 x float> %4065, %4126
  %4135 = getelementptr inbounds nuw float, ptr %2665, i64 %2788
  store <16 x float> %4134, ptr %4135, align 4
  %4136 = getelementptr inbounds nuw i8, ptr %4135, i64 64
  store <16 x float> %4133, ptr %4136, align 4
  %4137 = getelementptr inbounds nuw i8, ptr %4135, i64 128
  store <16 x float> %4132, ptr %4137, align 4
  %4138 = getelementptr inbounds nuw i8, ptr %4135, i64 192
  store <16 x float> %4131, ptr %4138, align 4
  %4139 = getelementptr inbounds nuw i8, ptr %4135, i64 256
  store <16 x float> %4130, ptr %4139, align 4
  %4140 = getelementptr inbounds nuw i8, ptr %4135, i64 320
  store <16 x float> %4129, ptr %4140, align 4
  %4141 = getelementptr inbounds nuw i8, ptr %4135, i64 384
  store <16 x float> %4128, ptr %4141, align 4
  %4142 = getelementptr inbounds nuw i8, ptr %4135, i64 448
  store <16 x float> %4127, ptr %4142, align 4
  br label %4745

4143:                                             ; preds = %2787
  %4144 = icmp sgt i64 %4, 0
  %4145 = getelementptr float, ptr %3, i64 %2788
  br i1 %4144, label %4146, label %4192

4146:                                             ; preds = %4143, %4146
  %4147 = phi <16 x float> [ %4189, %4146 ], [ zeroinitializer, %4143 ]
  %4148 = phi <16 x float> [ %4186, %4146 ], [ zeroinitializer, %4143 ]
  %4149 = phi <16 x float> [ %4183, %4146 ], [ zeroinitializer, %4143 ]
  %4150 = phi <16 x float> [ %4180, %4146 ], [ zeroinitializer, %4143 ]
  %4151 = phi <16 x float> [ %4177, %4146 ], [ zeroinitializer, %4143 ]
  %4152 = phi <16 x float> [ %4174, %4146 ], [ zeroinitializer, %4143 ]
  %4153 = phi <16 x float> [ %4171, %4146 ], [ zeroinitializer, %4143 ]
  %4154 = phi <16 x float> [ %4168, %4146 ], [ zeroinitializer, %4143 ]
  %4155 = phi <16 x float> [ %4165, %4146 ], [ zeroinitializer, %4143 ]
  %4156 = phi i64 [ %4190, %4146 ], [ 1, %4143 ]
  %4157 = phi i64 [ %4156, %4146 ], [ 0, %4143 ]
  %4158 = getelementptr inbounds nuw float, ptr %2663, i64 %4157
  %4159 = load float, ptr %4158, align 4
  %4160 = insertelement <16 x float> poison, float %4159, i64 0
  %4161 = shufflevector <16 x float> %4160, <16 x float> poison, <16 x i32> zeroinitializer
  %4162 = mul nsw i64 %4157, %5
  %4163 = getelementptr float, ptr %4145, i64 %4162
  %4164 = load <16 x float>, ptr %4163, align 4
  %4165 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4161, <16 x float> %4164, <16 x float> %4155)
  %4166 = getelementptr inbounds nuw i8, ptr %4163, i64 64
  %4167 = load <16 x float>, ptr %4166, align 4
  %4168 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4161, <16 x float> %4167, <16 x float> %4154)
  %4169 = getelementptr inbounds nuw i8, ptr %4163, i64 128
  %4170 = load <16 x float>, ptr %4169, align 4
  %4171 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4161, <16 x float> %4170, <16 x float> %4153)
  %4172 = getelementptr inbounds nuw i8, ptr %4163, i64 192
  %4173 = load <16 x float>, ptr %4172, align 4
  %4174 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4161, <16 x float> %4173, <16 x float> %4152)
  %4175 = getelementptr inbounds nuw i8, ptr %4163, i64 256
  %4176 = load <16 x float>, ptr %4175, align 4
  %4177 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4161, <16 x float> %4176, <16 x float> %4151)
  %4178 = getelementptr inbounds nuw i8, ptr %4163, i64 320
  %4179 = load <16 x float>, ptr %4178, align 4
  %4180 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4161, <16 x float> %4179, <16 x float> %4150)
  %4181 = getelementptr inbounds nuw i8, ptr %4163, i64 384
  %4182 = load <16 x float>, ptr %4181, align 4
  %4183 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4161, <16 x float> %4182, <16 x float> %4149)
  %4184 = getelementptr inbounds nuw i8, ptr %4163, i64 448
  %4185 = load <16 x float>, ptr %4184, align 4
  %4186 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4161, <16 x float> %4185, <16 x float> %4148)
  %4187 = getelementptr inbounds nuw i8, ptr %4163, i64 512
  %4188 = load <16 x float>, ptr %4187, align 4
  %4189 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4161, <16 x float> %4188, <16 x float> %4147)
  %4190 = add nuw i64 %4156, 1
  %4191 = icmp eq i64 %4156, %4
  br i1 %4191, label %4192, label %4146

4192:                                             ; preds = %4146, %4143
  %4193 = phi <16 x float> [ zeroinitializer, %4143 ], [ %4189, %4146 ]
  %4194 = phi <16 x float> [ zeroinitializer, %4143 ], [ %4186, %4146 ]
  %4195 = phi <16 x float> [ zeroinitializer, %4143 ], [ %4183, %4146 ]
  %4196 = phi <16 x float> [ zeroinitializer, %4143 ], [ %4180, %4146 ]
  %4197 = phi <16 x float> [ zeroinitializer, %4143 ], [ %4177, %4146 ]
  %4198 = phi <16 x float> [ zeroinitializer, %4143 ], [ %4174, %4146 ]
  %4199 = phi <16 x float> [ zeroinitializer, %4143 ], [ %4171, %4146 ]
  %4200 = phi <16 x float> [ zeroinitializer, %4143 ], [ %4168, %4146 ]
  %4201 = phi <16 x float> [ zeroinitializer, %4143 ], [ %4165, %4146 ]
  %4202 = getelementptr inbounds nuw float, ptr %2665, i64 %2788
  store <16 x float> %4201, ptr %4202, align 4
  %4203 = getelementptr inbounds nuw i8, ptr %4202, i64 64
  store <16 x float> %4200, ptr %4203, align 4
  %4204 = getelementptr inbounds nuw i8, ptr %4202, i64 128
  store <16 x float> %4199, ptr %4204, align 4
  %4205 = getelementptr inbounds nuw i8, ptr %4202, i64 192
  store <16 x float> %4198, ptr %4205, align 4
  %4206 = getelementptr inbounds nuw i8, ptr %4202, i64 256
  store <16 x float> %4197, ptr %4206, align 4
  %4207 = getelementptr inbounds nuw i8, ptr %4202, i64 320
  store <16 x float> %4196, ptr %4207, align 4
  %4208 = getelementptr inbounds nuw i8, ptr %4202, i64 384
  store <16 x float> %4195, ptr %4208, align 4
  %4209 = getelementptr inbounds nuw i8, ptr %4202, i64 448
  store <16 x float> %4194, ptr %4209, align 4
  %4210 = getelementptr inbounds nuw i8, ptr %4202, i64 512
  store <16 x float> %4193, ptr %4210, align 4
  br label %4745

4211:                                             ; preds = %2787
  %4212 = icmp sgt i64 %4, 0
  %4213 = getelementptr float, ptr %3, i64 %2788
  br i1 %4212, label %4214, label %4264

4214:                                             ; preds = %4211, %4214
  %4215 = phi <16 x float> [ %4261, %4214 ], [ zeroinitializer, %4211 ]
  %4216 = phi <16 x float> [ %4258, %4214 ], [ zeroinitializer, %4211 ]
  %4217 = phi <16 x float> [ %4255, %4214 ], [ zeroinitializer, %4211 ]
  %4218 = phi <16 x float> [ %4252, %4214 ], [ zeroinitializer, %4211 ]
  %4219 = phi <16 x float> [ %4249, %4214 ], [ zeroinitializer, %4211 ]
  %4220 = phi <16 x float> [ %4246, %4214 ], [ zeroinitializer, %4211 ]
  %4221 = phi <16 x float> [ %4243, %4214 ], [ zeroinitializer, %4211 ]
  %4222 = phi <16 x float> [ %4240, %4214 ], [ zeroinitializer, %4211 ]
  %4223 = phi <16 x float> [ %4237, %4214 ], [ zeroinitializer, %4211 ]
  %4224 = phi <16 x float> [ %4234, %4214 ], [ zeroinitializer, %4211 ]
  %4225 = phi i64 [ %4262, %4214 ], [ 1, %4211 ]
  %4226 = phi i64 [ %4225, %4214 ], [ 0, %4211 ]
  %4227 = getelementptr inbounds nuw float, ptr %2663, i64 %4226
  %4228 = load float, ptr %4227, align 4
  %4229 = insertelement <16 x float> poison, float %4228, i64 0
  %4230 = shufflevector <16 x float> %4229, <16 x float> poison, <16 x i32> zeroinitializer
  %4231 = mul nsw i64 %4226, %5
  %4232 = getelementptr float, ptr %4213, i64 %4231
  %4233 = load <16 x float>, ptr %4232, align 4
  %4234 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4230, <16 x float> %4233, <16 x float> %4224)
  %4235 = getelementptr inbounds nuw i8, ptr %4232, i64 64
  %4236 = load <16 x float>, ptr %4235, align 4
  %4237 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4230, <16 x float> %4236, <16 x float> %4223)
  %4238 = getelementptr inbounds nuw i8, ptr %4232, i64 128
  %4239 = load <16 x float>, ptr %4238, align 4
  %4240 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4230, <16 x float> %4239, <16 x float> %4222)
  %4241 = getelementptr inbounds nuw i8, ptr %4232, i64 192
  %4242 = load <16 x float>, ptr %4241, align 4
  %4243 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4230, <16 x float> %4242, <16 x float> %4221)
  %4244 = getelementptr inbounds nuw i8, ptr %4232, i64 256
  %4245 = load <16 x float>, ptr %4244, align 4
  %4246 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4230, <16 x float> %4245, <16 x float> %4220)
  %4247 = getelementptr inbounds nuw i8, ptr %4232, i64 320
  %4248 = load <16 x float>, ptr %4247, align 4
  %4249 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4230, <16 x float> %4248, <16 x float> %4219)
  %4250 = getelementptr inbounds nuw i8, ptr %4232, i64 384
  %4251 = load <16 x float>, ptr %4250, align 4
  %4252 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4230, <16 x float> %4251, <16 x float> %4218)
  %4253 = getelementptr inbounds nuw i8, ptr %4232, i64 448
  %4254 = load <16 x float>, ptr %4253, align 4
  %4255 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4230, <16 x float> %4254, <16 x float> %4217)
  %4256 = getelementptr inbounds nuw i8, ptr %4232, i64 512
  %4257 = load <16 x float>, ptr %4256, align 4
  %4258 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4230, <16 x float> %4257, <16 x float> %4216)
  %4259 = getelementptr inbounds nuw i8, ptr %4232, i64 576
  %4260 = load <16 x float>, ptr %4259, align 4
  %4261 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4230, <16 x float> %4260, <16 x float> %4215)
  %4262 = add nuw i64 %4225, 1
  %4263 = icmp eq i64 %4225, %4
  br i1 %4263, label %4264, label %4214

4264:                                             ; preds = %4214, %4211
  %4265 = phi <16 x float> [ zeroinitializer, %4211 ], [ %4261, %4214 ]
  %4266 = phi <16 x float> [ zeroinitializer, %4211 ], [ %4258, %4214 ]
  %4267 = phi <16 x float> [ zeroinitializer, %4211 ], [ %4255, %4214 ]
  %4268 = phi <16 x float> [ zeroinitializer, %4211 ], [ %4252, %4214 ]
  %4269 = phi <16 x float> [ zeroinitializer, %4211 ], [ %4249, %4214 ]
  %4270 = phi <16 x float> [ zeroinitializer, %4211 ], [ %4246, %4214 ]
  %4271 = phi <16 x float> [ zeroinitializer, %4211 ], [ %4243, %4214 ]
  %4272 = phi <16 x float> [ zeroinitializer, %4211 ], [ %4240, %4214 ]
  %4273 = phi <16 x float> [ zeroinitializer, %4211 ], [ %4237, %4214 ]
  %4274 = phi <16 x float> [ zeroinitializer, %4211 ], [ %4234, %4214 ]
  %4275 = getelementptr inbounds nuw float, ptr %2665, i64 %2788
  store <16 x float> %4274, ptr %4275, align 4
  %4276 = getelementptr inbounds nuw i8, ptr %4275, i64 64
  store <16 x float> %4273, ptr %4276, align 4
  %4277 = getelementptr inbounds nuw i8, ptr %4275, i64 128
  store <16 x float> %4272, ptr %4277, align 4
  %4278 = getelementptr inbounds nuw i8, ptr %4275, i64 192
  store <16 x float> %4271, ptr %4278, align 4
  %4279 = getelementptr inbounds nuw i8, ptr %4275, i64 256
  store <16 x float> %4270, ptr %4279, align 4
  %4280 = getelementptr inbounds nuw i8, ptr %4275, i64 320
  store <16 x float> %4269, ptr %4280, align 4
  %4281 = getelementptr inbounds nuw i8, ptr %4275, i64 384
  store <16 x float> %4268, ptr %4281, align 4
  %4282 = getelementptr inbounds nuw i8, ptr %4275, i64 448
  store <16 x float> %4267, ptr %4282, align 4
  %4283 = getelementptr inbounds nuw i8, ptr %4275, i64 512
  store <16 x float> %4266, ptr %4283, align 4
  %4284 = getelementptr inbounds nuw i8, ptr %4275, i64 576
  store <16 x float> %4265, ptr %4284, align 4
  br label %4745

4285:                                             ; preds = %2787
  %4286 = icmp sgt i64 %4, 0
  %4287 = getelementptr float, ptr %3, i64 %2788
  br i1 %4286, label %4288, label %4342

4288:                                             ; preds = %4285, %4288
  %4289 = phi <16 x float> [ %4339, %4288 ], [ zeroinitializer, %4285 ]
  %4290 = phi <16 x float> [ %4336, %4288 ], [ zeroinitializer, %4285 ]
  %4291 = phi <16 x float> [ %4333, %4288 ], [ zeroinitializer, %4285 ]
  %4292 = phi <16 x float> [ %4330, %4288 ], [ zeroinitializer, %4285 ]
  %4293 = phi <16 x float> [ %4327, %4288 ], [ zeroinitializer, %4285 ]
  %4294 = phi <16 x float> [ %4324, %4288 ], [ zeroinitializer, %4285 ]
  %4295 = phi <16 x float> [ %4321, %4288 ], [ zeroinitializer, %4285 ]
  %4296 = phi <16 x float> [ %4318, %4288 ], [ zeroinitializer, %4285 ]
  %4297 = phi <16 x float> [ %4315, %4288 ], [ zeroinitializer, %4285 ]
  %4298 = phi <16 x float> [ %4312, %4288 ], [ zeroinitializer, %4285 ]
  %4299 = phi <16 x float> [ %4309, %4288 ], [ zeroinitializer, %4285 ]
  %4300 = phi i64 [ %4340, %4288 ], [ 1, %4285 ]
  %4301 = phi i64 [ %4300, %4288 ], [ 0, %4285 ]
  %4302 = getelementptr inbounds nuw float, ptr %2663, i64 %4301
  %4303 = load float, ptr %4302, align 4
  %4304 = insertelement <16 x float> poison, float %4303, i64 0
  %4305 = shufflevector <16 x float> %4304, <16 x float> poison, <16 x i32> zeroinitializer
  %4306 = mul nsw i64 %4301, %5
  %4307 = getelementptr float, ptr %4287, i64 %4306
  %4308 = load <16 x float>, ptr %4307, align 4
  %4309 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4305, <16 x float> %4308, <16 x float> %4299)
  %4310 = getelementptr inbounds nuw i8, ptr %4307, i64 64
  %4311 = load <16 x float>, ptr %4310, align 4
  %4312 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4305, <16 x float> %4311, <16 x float> %4298)
  %4313 = getelementptr inbounds nuw i8, ptr %4307, i64 128
  %4314 = load <16 x float>, ptr %4313, align 4
  %4315 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4305, <16 x float> %4314, <16 x float> %4297)
  %4316 = getelementptr inbounds nuw i8, ptr %4307, i64 192
  %4317 = load <16 x float>, ptr %4316, align 4
  %4318 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4305, <16 x float> %4317, <16 x float> %4296)
  %4319 = getelementptr inbounds nuw i8, ptr %4307, i64 256
  %4320 = load <16 x float>, ptr %4319, align 4
  %4321 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4305, <16 x float> %4320, <16 x float> %4295)
  %4322 = getelementptr inbounds nuw i8, ptr %4307, i64 320
  %4323 = load <16 x float>, ptr %4322, align 4
  %4324 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4305, <16 x float> %4323, <16 x float> %4294)
  %4325 = getelementptr inbounds nuw i8, ptr %4307, i64 384
  %4326 = load <16 x float>, ptr %4325, align 4
  %4327 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4305, <16 x float> %4326, <16 x float> %4293)
  %4328 = getelementptr inbounds nuw i8, ptr %4307, i64 448
  %4329 = load <16 x float>, ptr %4328, align 4
  %4330 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4305, <16 x float> %4329, <16 x float> %4292)
  %4331 = getelementptr inbounds nuw i8, ptr %4307, i64 512
  %4332 = load <16 x float>, ptr %4331, align 4
  %4333 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4305, <16 x float> %4332, <16 x float> %4291)
  %4334 = getelementptr inbounds nuw i8, ptr %4307, i64 576
  %4335 = load <16 x float>, ptr %4334, align 4
  %4336 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4305, <16 x float> %4335, <16 x float> %4290)
  %4337 = getelementptr inbounds nuw i8, ptr %4307, i64 640
  %4338 = load <16 x float>, ptr %4337, align 4
  %4339 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4305, <16 x float> %4338, <16 x float> %4289)
  %4340 = add nuw i64 %4300, 1
  %4341 = icmp eq i64 %4300, %4
  br i1 %4341, label %4342, label %4288

4342:                                             ; preds = %4288, %4285
  %4343 = phi <16 x float> [ zeroinitializer, %4285 ], [ %4339, %4288 ]
  %4344 = phi <16 x float> [ zeroinitializer, %4285 ], [ %4336, %4288 ]
  %4345 = phi <16 x float> [ zeroinitializer, %4285 ], [ %4333, %4288 ]
  %4346 = phi <16 x float> [ zeroinitializer, %4285 ], [ %4330, %4288 ]
  %4347 = phi <16 x float> [ zeroinitializer, %4285 ], [ %4327, %4288 ]
  %4348 = phi <16 x float> [ zeroinitializer, %4285 ], [ %4324, %4288 ]
  %4349 = phi <16 x float> [ zeroinitializer, %4285 ], [ %4321, %4288 ]
  %4350 = phi <16 x float> [ zeroinitializer, %4285 ], [ %4318, %4288 ]
  %4351 = phi <16 x float> [ zeroinitializer, %4285 ], [ %4315, %4288 ]
  %4352 = phi <16 x float> [ zeroinitializer, %4285 ], [ %4312, %4288 ]
  %4353 = phi <16 x float> [ zeroinitializer, %4285 ], [ %4309, %4288 ]
  %4354 = getelementptr inbounds nuw float, ptr %2665, i64 %2788
  store <16 x float> %4353, ptr %4354, align 4
  %4355 = getelementptr inbounds nuw i8, ptr %4354, i64 64
  store <16 x float> %4352, ptr %4355, align 4
  %4356 = getelementptr inbounds nuw i8, ptr %4354, i64 128
  store <16 x float> %4351, ptr %4356, align 4
  %4357 = getelementptr inbounds nuw i8, ptr %4354, i64 192
  store <16 x float> %4350, ptr %4357, align 4
  %4358 = getelementptr inbounds nuw i8, ptr %4354, i64 256
  store <16 x float> %4349, ptr %4358, align 4
  %4359 = getelementptr inbounds nuw i8, ptr %4354, i64 320
  store <16 x float> %4348, ptr %4359, align 4
  %4360 = getelementptr inbounds nuw i8, ptr %4354, i64 384
  store <16 x float> %4347, ptr %4360, align 4
  %4361 = getelementptr inbounds nuw i8, ptr %4354, i64 448
  store <16 x float> %4346, ptr %4361, align 4
  %4362 = getelementptr inbounds nuw i8, ptr %4354, i64 512
  store <16 x float> %4345, ptr %4362, align 4
  %4363 = getelementptr inbounds nuw i8, ptr %4354, i64 576
  store <16 x float> %4344, ptr %4363, align 4
  %4364 = getelementptr inbounds nuw i8, ptr %4354, i64 640
  store <16 x float> %4343, ptr %4364, align 4
  br label %4745

4365:                                             ; preds = %2787
  %4366 = icmp sgt i64 %4, 0
  %4367 = getelementptr float, ptr %3, i64 %2788
  br i1 %4366, label %4368, label %4426

4368:                                             ; preds = %4365, %4368
  %4369 = phi <16 x float> [ %4423, %4368 ], [ zeroinitializer, %4365 ]
  %4370 = phi <16 x float> [ %4420, %4368 ], [ zeroinitializer, %4365 ]
  %4371 = phi <16 x float> [ %4417, %4368 ], [ zeroinitializer, %4365 ]
  %4372 = phi <16 x float> [ %4414, %4368 ], [ zeroinitializer, %4365 ]
  %4373 = phi <16 x float> [ %4411, %4368 ], [ zeroinitializer, %4365 ]
  %4374 = phi <16 x float> [ %4408, %4368 ], [ zeroinitializer, %4365 ]
  %4375 = phi <16 x float> [ %4405, %4368 ], [ zeroinitializer, %4365 ]
  %4376 = phi <16 x float> [ %4402, %4368 ], [ zeroinitializer, %4365 ]
  %4377 = phi <16 x float> [ %4399, %4368 ], [ zeroinitializer, %4365 ]
  %4378 = phi <16 x float> [ %4396, %4368 ], [ zeroinitializer, %4365 ]
  %4379 = phi <16 x float> [ %4393, %4368 ], [ zeroinitializer, %4365 ]
  %4380 = phi <16 x float> [ %4390, %4368 ], [ zeroinitializer, %4365 ]
  %4381 = phi i64 [ %4424, %4368 ], [ 1, %4365 ]
  %4382 = phi i64 [ %4381, %4368 ], [ 0, %4365 ]
  %4383 = getelementptr inbounds nuw float, ptr %2663, i64 %4382
  %4384 = load float, ptr %4383, align 4
  %4385 = insertelement <16 x float> poison, float %4384, i64 0
  %4386 = shufflevector <16 x float> %4385, <16 x float> poison, <16 x i32> zeroinitializer
  %4387 = mul nsw i64 %4382, %5
  %4388 = getelementptr float, ptr %4367, i64 %4387
  %4389 = load <16 x float>, ptr %4388, align 4
  %4390 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4386, <16 x float> %4389, <16 x float> %4380)
  %4391 = getelementptr inbounds nuw i8, ptr %4388, i64 64
  %4392 = load <16 x float>, ptr %4391, align 4
  %4393 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4386, <16 x float> %4392, <16 x float> %4379)
  %4394 = getelementptr inbounds nuw i8, ptr %4388, i64 128
  %4395 = load <16 x float>, ptr %4394, align 4
  %4396 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4386, <16 x float> %4395, <16 x float> %4378)
  %4397 = getelementptr inbounds nuw i8, ptr %4388, i64 192
  %4398 = load <16 x float>, ptr %4397, align 4
  %4399 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4386, <16 x float> %4398, <16 x float> %4377)
  %4400 = getelementptr inbounds nuw i8, ptr %4388, i64 256
  %4401 = load <16 x float>, ptr %4400, align 4
  %4402 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4386, <16 x float> %4401, <16 x float> %4376)
  %4403 = getelementptr inbounds nuw i8, ptr %4388, i64 320
  %4404 = load <16 x float>, ptr %4403, align 4
  %4405 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4386, <16 x float> %4404, <16 x float> %4375)
  %4406 = getelementptr inbounds nuw i8, ptr %4388, i64 384
  %4407 = load <16 x float>, ptr %4406, align 4
  %4408 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4386, <16 x float> %4407, <16 x float> %4374)
  %4409 = getelementptr inbounds nuw i8, ptr %4388, i64 448
  %4410 = load <16 x float>, ptr %4409, align 4
  %4411 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4386, <16 x float> %4410, <16 x float> %4373)
  %4412 = getelementptr inbounds nuw i8, ptr %4388, i64 512
  %4413 = load <16 x float>, ptr %4412, align 4
  %4414 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4386, <16 x float> %4413, <16 x float> %4372)
  %4415 = getelementptr inbounds nuw i8, ptr %4388, i64 576
  %4416 = load <16 x float>, ptr %4415, align 4
  %4417 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4386, <16 x float> %4416, <16 x float> %4371)
  %4418 = getelementptr inbounds nuw i8, ptr %4388, i64 640
  %4419 = load <16 x float>, ptr %4418, align 4
  %4420 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4386, <16 x float> %4419, <16 x float> %4370)
  %4421 = getelementptr inbounds nuw i8, ptr %4388, i64 704
  %4422 = load <16 x float>, ptr %4421, align 4
  %4423 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4386, <16 x float> %4422, <16 x float> %4369)
  %4424 = add nuw i64 %4381, 1
  %4425 = icmp eq i64 %4381, %4
  br i1 %4425, label %4426, label %4368

4426:                                             ; preds = %4368, %4365
  %4427 = phi <16 x float> [ zeroinitializer, %4365 ], [ %4423, %4368 ]
  %4428 = phi <16 x float> [ zeroinitializer, %4365 ], [ %4420, %4368 ]
  %4429 = phi <16 x float> [ zeroinitializer, %4365 ], [ %4417, %4368 ]
  %4430 = phi <16 x float> [ zeroinitializer, %4365 ], [ %4414, %4368 ]
  %4431 = phi <16 x float> [ zeroinitializer, %4365 ], [ %4411, %4368 ]
  %4432 = phi <16 x float> [ zeroinitializer, %4365 ], [ %4408, %4368 ]
  %4433 = phi <16 x float> [ zeroinitializer, %4365 ], [ %4405, %4368 ]
  %4434 = phi <16 x float> [ zeroinitializer, %4365 ], [ %4402, %4368 ]
  %4435 = phi <16 x float> [ zeroinitializer, %4365 ], [ %4399, %4368 ]
  %4436 = phi <16 x float> [ zeroinitializer, %4365 ], [ %4396, %4368 ]
  %4437 = phi <16 x float> [ zeroinitializer, %4365 ], [ %4393, %4368 ]
  %4438 = phi <16 x float> [ zeroinitializer, %4365 ], [ %4390, %4368 ]
  %4439 = getelementptr inbounds nuw float, ptr %2665, i64 %2788
  store <16 x float> %4438, ptr %4439, align 4
  %4440 = getelementptr inbounds nuw i8, ptr %4439, i64 64
  store <16 x float> %4437, ptr %4440, align 4
  %4441 = getelementptr inbounds nuw i8, ptr %4439, i64 128
  store <16 x float> %4436, ptr %4441, align 4
  %4442 = getelementptr inbounds nuw i8, ptr %4439, i64 192
  store <16 x float> %4435, ptr %4442, align 4
  %4443 = getelementptr inbounds nuw i8, ptr %4439, i64 256
  store <16 x float> %4434, ptr %4443, align 4
  %4444 = getelementptr inbounds nuw i8, ptr %4439, i64 320
  store <16 x float> %4433, ptr %4444, align 4
  %4445 = getelementptr inbounds nuw i8, ptr %4439, i64 384
  store <16 x float> %4432, ptr %4445, align 4
  %4446 = getelementptr inbounds nuw i8, ptr %4439, i64 448
  store <16 x float> %4431, ptr %4446, align 4
  %4447 = getelementptr inbounds nuw i8, ptr %4439, i64 512
  store <16 x float> %4430, ptr %4447, align 4
  %4448 = getelementptr inbounds nuw i8, ptr %4439, i64 576
  store <16 x float> %4429, ptr %4448, align 4
  %4449 = getelementptr inbounds nuw i8, ptr %4439, i64 640
  store <16 x float> %4428, ptr %4449, align 4
  %4450 = getelementptr inbounds nuw i8, ptr %4439, i64 704
  store <16 x float> %4427, ptr %4450, align 4
  br label %4745

4451:                                             ; preds = %2787
  %4452 = icmp sgt i64 %4, 0
  %4453 = getelementptr float, ptr %3, i64 %2788
  br i1 %4452, label %4454, label %4516

4454:                                             ; preds = %4451, %4454
  %4455 = phi <16 x float> [ %4513, %4454 ], [ zeroinitializer, %4451 ]
  %4456 = phi <16 x float> [ %4510, %4454 ], [ zeroinitializer, %4451 ]
  %4457 = phi <16 x float> [ %4507, %4454 ], [ zeroinitializer, %4451 ]
  %4458 = phi <16 x float> [ %4504, %4454 ], [ zeroinitializer, %4451 ]
  %4459 = phi <16 x float> [ %4501, %4454 ], [ zeroinitializer, %4451 ]
  %4460 = phi <16 x float> [ %4498, %4454 ], [ zeroinitializer, %4451 ]
  %4461 = phi <16 x float> [ %4495, %4454 ], [ zeroinitializer, %4451 ]
  %4462 = phi <16 x float> [ %4492, %4454 ], [ zeroinitializer, %4451 ]
  %4463 = phi <16 x float> [ %4489, %4454 ], [ zeroinitializer, %4451 ]
  %4464 = phi <16 x float> [ %4486, %4454 ], [ zeroinitializer, %4451 ]
  %4465 = phi <16 x float> [ %4483, %4454 ], [ zeroinitializer, %4451 ]
  %4466 = phi <16 x float> [ %4480, %4454 ], [ zeroinitializer, %4451 ]
  %4467 = phi <16 x float> [ %4477, %4454 ], [ zeroinitializer, %4451 ]
  %4468 = phi i64 [ %4514, %4454 ], [ 1, %4451 ]
  %4469 = phi i64 [ %4468, %4454 ], [ 0, %4451 ]
  %4470 = getelementptr inbounds nuw float, ptr %2663, i64 %4469
  %4471 = load float, ptr %4470, align 4
  %4472 = insertelement <16 x float> poison, float %4471, i64 0
  %4473 = shufflevector <16 x float> %4472, <16 x float> poison, <16 x i32> zeroinitializer
  %4474 = mul nsw i64 %4469, %5
  %4475 = getelementptr float, ptr %4453, i64 %4474
  %4476 = load <16 x float>, ptr %4475, align 4
  %4477 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4473, <16 x float> %4476, <16 x float> %4467)
  %4478 = getelementptr inbounds nuw i8, ptr %4475, i64 64
  %4479 = load <16 x float>, ptr %4478, align 4
  %4480 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4473, <16 x float> %4479, <16 x float> %4466)
  %4481 = getelementptr inbounds nuw i8, ptr %4475, i64 128
  %4482 = load <16 x float>, ptr %4481, align 4
  %4483 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4473, <16 x float> %4482, <16 x float> %4465)
  %4484 = getelementptr inbounds nuw i8, ptr %4475, i64 192
  %4485 = load <16 x float>, ptr %4484, align 4
  %4486 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4473, <16 x float> %4485, <16 x float> %4464)
  %4487 = getelementptr inbounds nuw i8, ptr %4475, i64 256
  %4488 = load <16 x float>, ptr %4487, align 4
  %4489 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4473, <16 x float> %4488, <16 x float> %4463)
  %4490 = getelementptr inbounds nuw i8, ptr %4475, i64 320
  %4491 = load <16 x float>, ptr %4490, align 4
  %4492 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4473, <16 x float> %4491, <16 x float> %4462)
  %4493 = getelementptr inbounds nuw i8, ptr %4475, i64 384
  %4494 = load <16 x float>, ptr %4493, align 4
  %4495 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4473, <16 x float> %4494, <16 x float> %4461)
  %4496 = getelementptr inbounds nuw i8, ptr %4475, i64 448
  %4497 = load <16 x float>, ptr %4496, align 4
  %4498 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4473, <16 x float> %4497, <16 x float> %4460)
  %4499 = getelementptr inbounds nuw i8, ptr %4475, i64 512
  %4500 = load <16 x float>, ptr %4499, align 4
  %4501 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4473, <16 x float> %4500, <16 x float> %4459)
  %4502 = getelementptr inbounds nuw i8, ptr %4475, i64 576
  %4503 = load <16 x float>, ptr %4502, align 4
  %4504 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4473, <16 x float> %4503, <16 x float> %4458)
  %4505 = getelementptr inbounds nuw i8, ptr %4475, i64 640
  %4506 = load <16 x float>, ptr %4505, align 4
  %4507 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4473, <16 x float> %4506, <16 x float> %4457)
  %4508 = getelementptr inbounds nuw i8, ptr %4475, i64 704
  %4509 = load <16 x float>, ptr %4508, align 4
  %4510 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4473, <16 x float> %4509, <16 x float> %4456)
  %4511 = getelementptr inbounds nuw i8, ptr %4475, i64 768
  %4512 = load <16 x float>, ptr %4511, align 4
  %4513 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4473, <16 x float> %4512, <16 x float> %4455)
  %4514 = add nuw i64 %4468, 1
  %4515 = icmp eq i64 %4468, %4
  br i1 %4515, label %4516, label %4454

4516:                                             ; preds = %4454, %4451
  %4517 = phi <16 x float> [ zeroinitializer, %4451 ], [ %4513, %4454 ]
  %4518 = phi <16 x float> [ zeroinitializer, %4451 ], [ %4510, %4454 ]
  %4519 = phi <16 x float> [ zeroinitializer, %4451 ], [ %4507, %4454 ]
  %4520 = phi <16 x float> [ zeroinitializer, %4451 ], [ %4504, %4454 ]
  %4521 = phi <16 x float> [ zeroinitializer, %4451 ], [ %4501, %4454 ]
  %4522 = phi <16 x float> [ zeroinitializer, %4451 ], [ %4498, %4454 ]
  %4523 = phi <16 x float> [ zeroinitializer, %4451 ], [ %4495, %4454 ]
  %4524 = phi <16 x float> [ zeroinitializer, %4451 ], [ %4492, %4454 ]
  %4525 = phi <16 x float> [ zeroinitializer, %4451 ], [ %4489, %4454 ]
  %4526 = phi <16 x float> [ zeroinitializer, %4451 ], [ %4486, %4454 ]
  %4527 = phi <16 x float> [ zeroinitializer, %4451 ], [ %4483, %4454 ]
  %4528 = phi <16 x float> [ zeroinitializer, %4451 ], [ %4480, %4454 ]
  %4529 = phi <16 x float> [ zeroinitializer, %4451 ], [ %4477, %4454 ]
  %4530 = getelementptr inbounds nuw float, ptr %2665, i64 %2788
  store <16 x float> %4529, ptr %4530, align 4
  %4531 = getelementptr inbounds nuw i8, ptr %4530, i64 64
  store <16 x float> %4528, ptr %4531, align 4
  %4532 = getelementptr inbounds nuw i8, ptr %4530, i64 128
  store <16 x float> %4527, ptr %4532, align 4
  %4533 = getelementptr inbounds nuw i8, ptr %4530, i64 192
  store <16 x float> %4526, ptr %4533, align 4
  %4534 = getelementptr inbounds nuw i8, ptr %4530, i64 256
  store <16 x float> %4525, ptr %4534, align 4
  %4535 = getelementptr inbounds nuw i8, ptr %4530, i64 320
  store <16 x float> %4524, ptr %4535, align 4
  %4536 = getelementptr inbounds nuw i8, ptr %4530, i64 384
  store <16 x float> %4523, ptr %4536, align 4
  %4537 = getelementptr inbounds nuw i8, ptr %4530, i64 448
  store <16 x float> %4522, ptr %4537, align 4
  %4538 = getelementptr inbounds nuw i8, ptr %4530, i64 512
  store <16 x float> %4521, ptr %4538, align 4
  %4539 = getelementptr inbounds nuw i8, ptr %4530, i64 576
  store <16 x float> %4520, ptr %4539, align 4
  %4540 = getelementptr inbounds nuw i8, ptr %4530, i64 640
  store <16 x float> %4519, ptr %4540, align 4
  %4541 = getelementptr inbounds nuw i8, ptr %4530, i64 704
  store <16 x float> %4518, ptr %4541, align 4
  %4542 = getelementptr inbounds nuw i8, ptr %4530, i64 768
  store <16 x float> %4517, ptr %4542, align 4
  br label %4745

4543:                                             ; preds = %2787
  %4544 = icmp sgt i64 %4, 0
  %4545 = getelementptr float, ptr %3, i64 %2788
  br i1 %4544, label %4546, label %4612

4546:                                             ; preds = %4543, %4546
  %4547 = phi <16 x float> [ %4609, %4546 ], [ zeroinitializer, %4543 ]
  %4548 = phi <16 x float> [ %4606, %4546 ], [ zeroinitializer, %4543 ]
  %4549 = phi <16 x float> [ %4603, %4546 ], [ zeroinitializer, %4543 ]
  %4550 = phi <16 x float> [ %4600, %4546 ], [ zeroinitializer, %4543 ]
  %4551 = phi <16 x float> [ %4597, %4546 ], [ zeroinitializer, %4543 ]
  %4552 = phi <16 x float> [ %4594, %4546 ], [ zeroinitializer, %4543 ]
  %4553 = phi <16 x float> [ %4591, %4546 ], [ zeroinitializer, %4543 ]
  %4554 = phi <16 x float> [ %4588, %4546 ], [ zeroinitializer, %4543 ]
  %4555 = phi <16 x float> [ %4585, %4546 ], [ zeroinitializer, %4543 ]
  %4556 = phi <16 x float> [ %4582, %4546 ], [ zeroinitializer, %4543 ]
  %4557 = phi <16 x float> [ %4579, %4546 ], [ zeroinitializer, %4543 ]
  %4558 = phi <16 x float> [ %4576, %4546 ], [ zeroinitializer, %4543 ]
  %4559 = phi <16 x float> [ %4573, %4546 ], [ zeroinitializer, %4543 ]
  %4560 = phi <16 x float> [ %4570, %4546 ], [ zeroinitializer, %4543 ]
  %4561 = phi i64 [ %4610, %4546 ], [ 1, %4543 ]
  %4562 = phi i64 [ %4561, %4546 ], [ 0, %4543 ]
  %4563 = getelementptr inbounds nuw float, ptr %2663, i64 %4562
  %4564 = load float, ptr %4563, align 4
  %4565 = insertelement <16 x float> poison, float %4564, i64 0
  %4566 = shufflevector <16 x float> %4565, <16 x float> poison, <16 x i32> zeroinitializer
  %4567 = mul nsw i64 %4562, %5
  %4568 = getelementptr float, ptr %4545, i64 %4567
  %4569 = load <16 x float>, ptr %4568, align 4
  %4570 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4566, <16 x float> %4569, <16 x float> %4560)
  %4571 = getelementptr inbounds nuw i8, ptr %4568, i64 64
  %4572 = load <16 x float>, ptr %4571, align 4
  %4573 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4566, <16 x float> %4572, <16 x float> %4559)
  %4574 = getelementptr inbounds nuw i8, ptr %4568, i64 128
  %4575 = load <16 x float>, ptr %4574, align 4
  %4576 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4566, <16 x float> %4575, <16 x float> %4558)
  %4577 = getelementptr inbounds nuw i8, ptr %4568, i64 192
  %4578 = load <16 x float>, ptr %4577, align 4
  %4579 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4566, <16 x float> %4578, <16 x float> %4557)
  %4580 = getelementptr inbounds nuw i8, ptr %4568, i64 256
  %4581 = load <16 x float>, ptr %4580, align 4
  %4582 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4566, <16 x float> %4581, <16 x float> %4556)
  %4583 = getelementptr inbounds nuw i8, ptr %4568, i64 320
  %4584 = load <16 x float>, ptr %4583, align 4
  %4585 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4566, <16 x float> %4584, <16 x float> %4555)
  %4586 = getelementptr inbounds nuw i8, ptr %4568, i64 384
  %4587 = load <16 x float>, ptr %4586, align 4
  %4588 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4566, <16 x float> %4587, <16 x float> %4554)
  %4589 = getelementptr inbounds nuw i8, ptr %4568, i64 448
  %4590 = load <16 x float>, ptr %4589, align 4
  %4591 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4566, <16 x float> %4590, <16 x float> %4553)
  %4592 = getelementptr inbounds nuw i8, ptr %4568, i64 512
  %4593 = load <16 x float>, ptr %4592, align 4
  %4594 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4566, <16 x float> %4593, <16 x float> %4552)
  %4595 = getelementptr inbounds nuw i8, ptr %4568, i64 576
  %4596 = load <16 x float>, ptr %4595, align 4
  %4597 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4566, <16 x float> %4596, <16 x float> %4551)
  %4598 = getelementptr inbounds nuw i8, ptr %4568, i64 640
  %4599 = load <16 x float>, ptr %4598, align 4
  %4600 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4566, <16 x float> %4599, <16 x float> %4550)
  %4601 = getelementptr inbounds nuw i8, ptr %4568, i64 704
  %4602 = load <16 x float>, ptr %4601, align 4
  %4603 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4566, <16 x float> %4602, <16 x float> %4549)
  %4604 = getelementptr inbounds nuw i8, ptr %4568, i64 768
  %4605 = load <16 x float>, ptr %4604, align 4
  %4606 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4566, <16 x float> %4605, <16 x float> %4548)
  %4607 = getelementptr inbounds nuw i8, ptr %4568, i64 832
  %4608 = load <16 x float>, ptr %4607, align 4
  %4609 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4566, <16 x float> %4608, <16 x float> %4547)
  %4610 = add nuw i64 %4561, 1
  %4611 = icmp eq i64 %4561, %4
  br i1 %4611, label %4612, label %4546

4612:                                             ; preds = %4546, %4543
  %4613 = phi <16 x float> [ zeroinitializer, %4543 ], [ %4609, %4546 ]
  %4614 = phi <16 x float> [ zeroinitializer, %4543 ], [ %4606, %4546 ]
  %4615 = phi <16 x float> [ zeroinitializer, %4543 ], [ %4603, %4546 ]
  %4616 = phi <16 x float> [ zeroinitializer, %4543 ], [ %4600, %4546 ]
  %4617 = phi <16 x float> [ zeroinitializer, %4543 ], [ %4597, %4546 ]
  %4618 = phi <16 x float> [ zeroinitializer, %4543 ], [ %4594, %4546 ]
  %4619 = phi <16 x float> [ zeroinitializer, %4543 ], [ %4591, %4546 ]
  %4620 = phi <16 x float> [ zeroinitializer, %4543 ], [ %4588, %4546 ]
  %4621 = phi <16 x float> [ zeroinitializer, %4543 ], [ %4585, %4546 ]
  %4622 = phi <16 x float> [ zeroinitializer, %4543 ], [ %4582, %4546 ]
  %4623 = phi <16 x float> [ zeroinitializer, %4543 ], [ %4579, %4546 ]
  %4624 = phi <16 x float> [ zeroinitializer, %4543 ], [ %4576, %4546 ]
  %4625 = phi <16 x float> [ zeroinitializer, %4543 ], [ %4573, %4546 ]
  %4626 = phi <16 x float> [ zeroinitializer, %4543 ], [ %4570, %4546 ]
  %4627 = getelementptr inbounds nuw float, ptr %2665, i64 %2788
  store <16 x float> %4626, ptr %4627, align 4
  %4628 = getelementptr inbounds nuw i8, ptr %4627, i64 64
  store <16 x float> %4625, ptr %4628, align 4
  %4629 = getelementptr inbounds nuw i8, ptr %4627, i64 128
  store <16 x float> %4624, ptr %4629, align 4
  %4630 = getelementptr inbounds nuw i8, ptr %4627, i64 192
  store <16 x float> %4623, ptr %4630, align 4
  %4631 = getelementptr inbounds nuw i8, ptr %4627, i64 256
  store <16 x float> %4622, ptr %4631, align 4
  %4632 = getelementptr inbounds nuw i8, ptr %4627, i64 320
  store <16 x float> %4621, ptr %4632, align 4
  %4633 = getelementptr inbounds nuw i8, ptr %4627, i64 384
  store <16 x float> %4620, ptr %4633, align 4
  %4634 = getelementptr inbounds nuw i8, ptr %4627, i64 448
  store <16 x float> %4619, ptr %4634, align 4
  %4635 = getelementptr inbounds nuw i8, ptr %4627, i64 512
  store <16 x float> %4618, ptr %4635, align 4
  %4636 = getelementptr inbounds nuw i8, ptr %4627, i64 576
  store <16 x float> %4617, ptr %4636, align 4
  %4637 = getelementptr inbounds nuw i8, ptr %4627, i64 640
  store <16 x float> %4616, ptr %4637, align 4
  %4638 = getelementptr inbounds nuw i8, ptr %4627, i64 704
  store <16 x float> %4615, ptr %4638, align 4
  %4639 = getelementptr inbounds nuw i8, ptr %4627, i64 768
  store <16 x float> %4614, ptr %4639, align 4
  %4640 = getelementptr inbounds nuw i8, ptr %4627, i64 832
  store <16 x float> %4613, ptr %4640, align 4
  br label %4745

4641:                                             ; preds = %2787
  %4642 = icmp sgt i64 %4, 0
  %4643 = getelementptr float, ptr %3, i64 %2788
  br i1 %4642, label %4644, label %4714

4644:                                             ; preds = %4641, %4644
  %4645 = phi <16 x float> [ %4711, %4644 ], [ zeroinitializer, %4641 ]
  %4646 = phi <16 x float> [ %4708, %4644 ], [ zeroinitializer, %4641 ]
  %4647 = phi <16 x float> [ %4705, %4644 ], [ zeroinitializer, %4641 ]
  %4648 = phi <16 x float> [ %4702, %4644 ], [ zeroinitializer, %4641 ]
  %4649 = phi <16 x float> [ %4699, %4644 ], [ zeroinitializer, %4641 ]
  %4650 = phi <16 x float> [ %4696, %4644 ], [ zeroinitializer, %4641 ]
  %4651 = phi <16 x float> [ %4693, %4644 ], [ zeroinitializer, %4641 ]
  %4652 = phi <16 x float> [ %4690, %4644 ], [ zeroinitializer, %4641 ]
  %4653 = phi <16 x float> [ %4687, %4644 ], [ zeroinitializer, %4641 ]
  %4654 = phi <16 x float> [ %4684, %4644 ], [ zeroinitializer, %4641 ]
  %4655 = phi <16 x float> [ %4681, %4644 ], [ zeroinitializer, %4641 ]
  %4656 = phi <16 x float> [ %4678, %4644 ], [ zeroinitializer, %4641 ]
  %4657 = phi <16 x float> [ %4675, %4644 ], [ zeroinitializer, %4641 ]
  %4658 = phi <16 x float> [ %4672, %4644 ], [ zeroinitializer, %4641 ]
  %4659 = phi <16 x float> [ %4669, %4644 ], [ zeroinitializer, %4641 ]
  %4660 = phi i64 [ %4712, %4644 ], [ 1, %4641 ]
  %4661 = phi i64 [ %4660, %4644 ], [ 0, %4641 ]
  %4662 = getelementptr inbounds nuw float, ptr %2663, i64 %4661
  %4663 = load float, ptr %4662, align 4
  %4664 = insertelement <16 x float> poison, float %4663, i64 0
  %4665 = shufflevector <16 x float> %4664, <16 x float> poison, <16 x i32> zeroinitializer
  %4666 = mul nsw i64 %4661, %5
  %4667 = getelementptr float, ptr %4643, i64 %4666
  %4668 = load <16 x float>, ptr %4667, align 4
  %4669 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4665, <16 x float> %4668, <16 x float> %4659)
  %4670 = getelementptr inbounds nuw i8, ptr %4667, i64 64
  %4671 = load <16 x float>, ptr %4670, align 4
  %4672 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4665, <16 x float> %4671, <16 x float> %4658)
  %4673 = getelementptr inbounds nuw i8, ptr %4667, i64 128
  %4674 = load <16 x float>, ptr %4673, align 4
  %4675 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4665, <16 x float> %4674, <16 x float> %4657)
  %4676 = getelementptr inbounds nuw i8, ptr %4667, i64 192
  %4677 = load <16 x float>, ptr %4676, align 4
  %4678 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4665, <16 x float> %4677, <16 x float> %4656)
  %4679 = getelementptr inbounds nuw i8, ptr %4667, i64 256
  %4680 = load <16 x float>, ptr %4679, align 4
  %4681 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4665, <16 x float> %4680, <16 x float> %4655)
  %4682 = getelementptr inbounds nuw i8, ptr %4667, i64 320
  %4683 = load <16 x float>, ptr %4682, align 4
  %4684 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4665, <16 x float> %4683, <16 x float> %4654)
  %4685 = getelementptr inbounds nuw i8, ptr %4667, i64 384
  %4686 = load <16 x float>, ptr %4685, align 4
  %4687 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4665, <16 x float> %4686, <16 x float> %4653)
  %4688 = getelementptr inbounds nuw i8, ptr %4667, i64 448
  %4689 = load <16 x float>, ptr %4688, align 4
  %4690 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4665, <16 x float> %4689, <16 x float> %4652)
  %4691 = getelementptr inbounds nuw i8, ptr %4667, i64 512
  %4692 = load <16 x float>, ptr %4691, align 4
  %4693 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4665, <16 x float> %4692, <16 x float> %4651)
  %4694 = getelementptr inbounds nuw i8, ptr %4667, i64 576
  %4695 = load <16 x float>, ptr %4694, align 4
  %4696 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4665, <16 x float> %4695, <16 x float> %4650)
  %4697 = getelementptr inbounds nuw i8, ptr %4667, i64 640
  %4698 = load <16 x float>, ptr %4697, align 4
  %4699 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4665, <16 x float> %4698, <16 x float> %4649)
  %4700 = getelementptr inbounds nuw i8, ptr %4667, i64 704
  %4701 = load <16 x float>, ptr %4700, align 4
  %4702 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4665, <16 x float> %4701, <16 x float> %4648)
  %4703 = getelementptr inbounds nuw i8, ptr %4667, i64 768
  %4704 = load <16 x float>, ptr %4703, align 4
  %4705 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4665, <16 x float> %4704, <16 x float> %4647)
  %4706 = getelementptr inbounds nuw i8, ptr %4667, i64 832
  %4707 = load <16 x float>, ptr %4706, align 4
  %4708 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4665, <16 x float> %4707, <16 x float> %4646)
  %4709 = getelementptr inbounds nuw i8, ptr %4667, i64 896
  %4710 = load <16 x float>, ptr %4709, align 4
  %4711 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %4665, <16 x float> %4710, <16 x float> %4645)
  %4712 = add nuw i64 %4660, 1
  %4713 = icmp eq i64 %4660, %4
  br i1 %4713, label %4714, label %4644

4714:                                             ; preds = %4644, %4641
  %4715 = phi <16 x float> [ zeroinitializer, %4641 ], [ %4711, %4644 ]
  %4716 = phi <16 x float> [ zeroinitializer, %4641 ], [ %4708, %4644 ]
  %4717 = phi <16 x float> [ zeroinitializer, %4641 ], [ %4705, %4644 ]
  %4718 = phi <16 x float> [ zeroinitializer, %4641 ], [ %4702, %4644 ]
  %4719 = phi <16 x float> [ zeroinitializer, %4641 ], [ %4699, %4644 ]
  %4720 = phi <16 x float> [ zeroinitializer, %4641 ], [ %4696, %4644 ]
  %4721 = phi <16 x float> [ zeroinitializer, %4641 ], [ %4693, %4644 ]
  %4722 = phi <16 x float> [ zeroinitializer, %4641 ], [ %4690, %4644 ]
  %4723 = phi <16 x float> [ zeroinitializer, %4641 ], [ %4687, %4644 ]
  %4724 = phi <16 x float> [ zeroinitializer, %4641 ], [ %4684, %4644 ]
  %4725 = phi <16 x float> [ zeroinitializer, %4641 ], [ %4681, %4644 ]
  %4726 = phi <16 x float> [ zeroinitializer, %4641 ], [ %4678, %4644 ]
  %4727 = phi <16 x float> [ zeroinitializer, %4641 ], [ %4675, %4644 ]
  %4728 = phi <16 x float> [ zeroinitializer, %4641 ], [ %4672, %4644 ]
  %4729 = phi <16 x float> [ zeroinitializer, %4641 ], [ %4669, %4644 ]
  %4730 = getelementptr inbounds nuw float, ptr %2665, i64 %2788
  store <16 x float> %4729, ptr %4730, align 4
  %4731 = getelementptr inbounds nuw i8, ptr %4730, i64 64
  store <16 x float> %4728, ptr %4731, align 4
  %4732 = getelementptr inbounds nuw i8, ptr %4730, i64 128
  store <16 x float> %4727, ptr %4732, align 4
  %4733 = getelementptr inbounds nuw i8, ptr %4730, i64 192
  store <16 x float> %4726, ptr %4733, align 4
  %4734 = getelementptr inbounds nuw i8, ptr %4730, i64 256
  store <16 x float> %4725, ptr %4734, align 4
  %4735 = getelementptr inbounds nuw i8, ptr %4730, i64 320
  store <16 x float> %4724, ptr %4735, align 4
  %4736 = getelementptr inbounds nuw i8, ptr %4730, i64 384
  store <16 x float> %4723, ptr %4736, align 4
  %4737 = getelementptr inbounds nuw i8, ptr %4730, i64 448
  store <16 x float> %4722, ptr %4737, align 4
  %4738 = getelementptr inbounds nuw i8, ptr %4730, i64 512
  store <16 x float> %4721, ptr %4738, align 4
  %4739 = getelementptr inbounds nuw i8, ptr %4730, i64 576
  store <16 x float> %4720, ptr %4739, align 4
  %4740 = getelementptr inbounds nuw i8, ptr %4730, i64 640
  store <16 x float> %4719, ptr %4740, align 4
  %4741 = getelementptr inbounds nuw i8, ptr %4730, i64 704
  store <16 x float> %4718, ptr %4741, align 4
  %4742 = getelementptr inbounds nuw i8, ptr %4730, i64 768
  store <16 x float> %4717, ptr %4742, align 4
  %4743 = getelementptr inbounds nuw i8, ptr %4730, i64 832
  store <16 x float> %4716, ptr %4743, align 4
  %4744 = getelementptr inbounds nuw i8, ptr %4730, i64 896
  store <16 x float> %4715, ptr %4744, align 4
  br label %4745

4745:                                             ; preds = %4714, %4612, %4516, %4426, %4342, %4264, %4192, %4118, %3949, %3797, %3662, %3540, %3332, %3158, %2957, %2787, %2550, %2444, %2352, %2274, %2210, %2140, %2058, %2023, %1749, %1613, %1485, %1377, %1289, %1221, %1152, %1109, %965
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @apply(i64 %0, <2 x float> %1, float noundef %2, ptr noundef captures(none) %3, i64 noundef %4) unnamed_addr {
  %6 = icmp sgt i64 %4, 0
  switch i64 %0, label %88 [
    i64 0, label %80
    i64 1, label %72
    i64 2, label %64
    i64 3, label %54
    i64 4, label %45
    i64 5, label %36
    i64 6, label %26
    i64 7, label %16
    i64 8, label %7
  ]

7:                                                ; preds = %5
  br i1 %6, label %8, label %337

8:                                                ; preds = %7
  %9 = fcmp ogt float %2, 0.000000e+00
  %10 = fneg float %2
  %11 = insertelement <16 x float> poison, float %10, i64 0
  %12 = shufflevector <16 x float> %11, <16 x float> poison, <16 x i32> zeroinitializer
  %13 = insertelement <16 x float> poison, float %2, i64 0
  %14 = shufflevector <16 x float> %13, <16 x float> poison, <16 x i32> zeroinitializer
  %15 = shufflevector <2 x float> %1, <2 x float> poison, <16 x i32> zeroinitializer
  br label %288

16:                                               ; preds = %5
  br i1 %6, label %17, label %337

17:                                               ; preds = %16
  %18 = fcmp ogt float %2, 0.000000e+00
  %19 = fneg float %2
  %20 = insertelement <16 x float> poison, float %19, i64 0
  %21 = shufflevector <16 x float> %20, <16 x float> poison, <16 x i32> zeroinitializer
  %22 = insertelement <16 x float> poison, float %2, i64 0
  %23 = shufflevector <16 x float> %22, <16 x float> poison, <16 x i32> zeroinitializer
  %24 = shufflevector <2 x float> %1, <2 x float> poison, <16 x i32> zeroinitializer
  %25 = shufflevector <2 x float> %1, <2 x float> poison, <16 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  br label %273

26:                                               ; preds = %5
  br i1 %6, label %27, label %337

27:                                               ; preds = %26
  %28 = fcmp ogt float %2, 0.000000e+00
  %29 = fneg float %2
  %30 = insertelement <16 x float> poison, float %29, i64 0
  %31 = shufflevector <16 x float> %30, <16 x float> poison, <16 x i32> zeroinitializer
  %32 = insertelement <16 x float> poison, float %2, i64 0
  %33 = shufflevector <16 x float> %32, <16 x float> poison, <16 x i32> zeroinitializer
  %34 = shufflevector <2 x float> %1, <2 x float> poison, <16 x i32> zeroinitializer
  %35 = shufflevector <2 x float> %1, <2 x float> poison, <16 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  br label %227

36:                                               ; preds = %5
  br i1 %6, label %37, label %337

37:                                               ; preds = %36
  %38 = fcmp ogt float %2, 0.000000e+00
  %39 = fneg float %2
  %40 = insertelement <16 x float> poison, float %39, i64 0
  %41 = shufflevector <16 x float> %40, <16 x float> poison, <16 x i32> zeroinitializer
  %42 = insertelement <16 x float> poison, float %2, i64 0
  %43 = shufflevector <16 x float> %42, <16 x float> poison, <16 x i32> zeroinitializer
  %44 = shufflevector <2 x float> %1, <2 x float> poison, <16 x i32> zeroinitializer
  br label %214

45:                                               ; preds = %5
  br i1 %6, label %46, label %337

46:                                               ; preds = %45
  %47 = fcmp ogt float %2, 0.000000e+00
  %48 = fneg float %2
  %49 = insertelement <16 x float> poison, float %48, i64 0
  %50 = shufflevector <16 x float> %49, <16 x float> poison, <16 x i32> zeroinitializer
  %51 = insertelement <16 x float> poison, float %2, i64 0
  %52 = shufflevector <16 x float> %51, <16 x float> poison, <16 x i32> zeroinitializer
  %53 = shufflevector <2 x float> %1, <2 x float> poison, <16 x i32> zeroinitializer
  br label %200

54:                                               ; preds = %5
  br i1 %6, label %55, label %337

55:                                               ; preds = %54
  %56 = fcmp ogt float %2, 0.000000e+00
  %57 = fneg float %2
  %58 = insertelement <16 x float> poison, float %57, i64 0
  %59 = shufflevector <16 x float> %58, <16 x float> poison, <16 x i32> zeroinitializer
  %60 = insertelement <16 x float> poison, float %2, i64 0
  %61 = shufflevector <16 x float> %60, <16 x float> poison, <16 x i32> zeroinitializer
  %62 = shufflevector <2 x float> %1, <2 x float> poison, <16 x i32> zeroinitializer
  %63 = shufflevector <2 x float> %1, <2 x float> poison, <16 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  br label %187

64:                                               ; preds = %5
  br i1 %6, label %65, label %337

65:                                               ; preds = %64
  %66 = fcmp ogt float %2, 0.000000e+00
  %67 = fneg float %2
  %68 = insertelement <16 x float> poison, float %67, i64 0
  %69 = shufflevector <16 x float> %68, <16 x float> poison, <16 x i32> zeroinitializer
  %70 = insertelement <16 x float> poison, float %2, i64 0
  %71 = shufflevector <16 x float> %70, <16 x float> poison, <16 x i32> zeroinitializer
  br label %174

72:                                               ; preds = %5
  br i1 %6, label %73, label %337

73:                                               ; preds = %72
  %74 = fcmp ogt float %2, 0.000000e+00
  %75 = fneg float %2
  %76 = insertelement <16 x float> poison, float %75, i64 0
  %77 = shufflevector <16 x float> %76, <16 x float> poison, <16 x i32> zeroinitializer
  %78 = insertelement <16 x float> poison, float %2, i64 0
  %79 = shufflevector <16 x float> %78, <16 x float> poison, <16 x i32> zeroinitializer
  br label %130

80:                                               ; preds = %5
  br i1 %6, label %81, label %337

81:                                               ; preds = %80
  %82 = fcmp ogt float %2, 0.000000e+00
  %83 = fneg float %2
  %84 = insertelement <16 x float> poison, float %83, i64 0
  %85 = shufflevector <16 x float> %84, <16 x float> poison, <16 x i32> zeroinitializer
  %86 = insertelement <16 x float> poison, float %2, i64 0
  %87 = shufflevector <16 x float> %86, <16 x float> poison, <16 x i32> zeroinitializer
  br label %96

88:                                               ; preds = %5
  br i1 %6, label %89, label %337

89:                                               ; preds = %88
  %90 = fcmp ogt float %2, 0.000000e+00
  %91 = fneg float %2
  %92 = insertelement <16 x float> poison, float %91, i64 0
  %93 = shufflevector <16 x float> %92, <16 x float> poison, <16 x i32> zeroinitializer
  %94 = insertelement <16 x float> poison, float %2, i64 0
  %95 = shufflevector <16 x float> %94, <16 x float> poison, <16 x i32> zeroinitializer
  br label %323

96:                                               ; preds = %81, %103
  %97 = phi i64 [ 0, %81 ], [ %128, %103 ]
  %98 = getelementptr inbounds nuw float, ptr %3, i64 %97
  %99 = load <16 x float>, ptr %98, align 4
  br i1 %82, label %100, label %103

100:                                              ; preds = %96
  %101 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %99, <16 x float> %85)
  %102 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %101, <16 x float> %87)
  br label %103

103:                                              ; preds = %100, %96
  %104 = phi <16 x float> [ %102, %100 ], [ %99, %96 ]
  %105 = fneg <16 x float> %104
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
  %127 = fdiv <16 x float> splat (float 1.000000e+00), %126
  store <16 x float> %127, ptr %98, align 4
  %128 = add nuw nsw i64 %97, 16
  %129 = icmp slt i64 %128, %4
  br i1 %129, label %96, label %337

130:                                              ; preds = %73, %137
  %131 = phi i64 [ 0, %73 ], [ %172, %137 ]
  %132 = getelementptr inbounds nuw float, ptr %3, i64 %131
  %133 = load <16 x float>, ptr %132, align 4
  br i1 %74, label %134, label %137

134:                                              ; preds = %130
  %135 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %133, <16 x float> %77)
  %136 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %135, <16 x float> %79)
  br label %137

137:                                              ; preds = %134, %130
  %138 = phi <16 x float> [ %136, %134 ], [ %133, %130 ]
  %139 = fmul <16 x float> %138, %138
  %140 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %139, <16 x float> splat (float 0x3F9664F480000000), <16 x float> splat (float 0xBFABA1BA20000000))
  %141 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %140, <16 x float> %139, <16 x float> splat (float 0x3FC1111120000000))
  %142 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %141, <16 x float> %139, <16 x float> splat (float 0xBFD5555560000000))
  %143 = fmul <16 x float> %139, %142
  %144 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %143, <16 x float> %138, <16 x float> %138)
  %145 = fmul <16 x float> %138, splat (float 2.000000e+00)
  %146 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %145, <16 x float> splat (float 0xC055D33340000000))
  %147 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %146, <16 x float> splat (float 8.800000e+01))
  %148 = fmul <16 x float> %147, splat (float 0x3FF7154760000000)
  %149 = fadd <16 x float> %148, splat (float 0x4168000000000000)
  %150 = fadd <16 x float> %149, splat (float 0xC168000000000000)
  %151 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %150, <16 x float> splat (float 0xBFE6300000000000), <16 x float> %147)
  %152 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %150, <16 x float> splat (float 0x3F2BD01060000000), <16 x float> %151)
  %153 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %152, <16 x float> splat (float 0x3F2A0D2CE0000000), <16 x float> splat (float 0x3F56E879C0000000))
  %154 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %153, <16 x float> %152, <16 x float> splat (float 0x3F81112100000000))
  %155 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %154, <16 x float> %152, <16 x float> splat (float 0x3FA5553820000000))
  %156 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %155, <16 x float> %152, <16 x float> splat (float 0x3FC5555540000000))
  %157 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %156, <16 x float> %152, <16 x float> splat (float 5.000000e-01))
  %158 = fmul <16 x float> %152, %152
  %159 = fadd <16 x float> %152, splat (float 1.000000e+00)
  %160 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %157, <16 x float> %158, <16 x float> %159)
  %161 = fptosi <16 x float> %150 to <16 x i32>
  %162 = shl <16 x i32> %161, splat (i32 23)
  %163 = add <16 x i32> %162, splat (i32 1065353216)
  %164 = bitcast <16 x i32> %163 to <16 x float>
  %165 = fmul <16 x float> %160, %164
  %166 = fadd <16 x float> %165, splat (float 1.000000e+00)
  %167 = fdiv <16 x float> splat (float 2.000000e+00), %166
  %168 = fsub <16 x float> splat (float 1.000000e+00), %167
  %169 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %138)
  %170 = fcmp uge <16 x float> %169, splat (float 0x3FD3333340000000)
  %171 = select <16 x i1> %170, <16 x float> %168, <16 x float> %144
  store <16 x float> %171, ptr %132, align 4
  %172 = add nuw nsw i64 %131, 16
  %173 = icmp slt i64 %172, %4
  br i1 %173, label %130, label %337

174:                                              ; preds = %65, %181
  %175 = phi i64 [ 0, %65 ], [ %185, %181 ]
  %176 = getelementptr inbounds nuw float, ptr %3, i64 %175
  %177 = load <16 x float>, ptr %176, align 4
  br i1 %66, label %178, label %181

178:                                              ; preds = %174
  %179 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %177, <16 x float> %69)
  %180 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %179, <16 x float> %71)
  br label %181

181:                                              ; preds = %178, %174
  %182 = phi <16 x float> [ %180, %178 ], [ %177, %174 ]
  %183 = fcmp olt <16 x float> %182, zeroinitializer
  %184 = select <16 x i1> %183, <16 x float> zeroinitializer, <16 x float> %182
  store <16 x float> %184, ptr %176, align 4
  %185 = add nuw nsw i64 %175, 16
  %186 = icmp slt i64 %185, %4
  br i1 %186, label %174, label %337

187:                                              ; preds = %55, %194
  %188 = phi i64 [ 0, %55 ], [ %198, %194 ]
  %189 = getelementptr inbounds nuw float, ptr %3, i64 %188
  %190 = load <16 x float>, ptr %189, align 4
  br i1 %56, label %191, label %194

191:                                              ; preds = %187
  %192 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %190, <16 x float> %59)
  %193 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %192, <16 x float> %61)
  br label %194

194:                                              ; preds = %191, %187
  %195 = phi <16 x float> [ %193, %191 ], [ %190, %187 ]
  %196 = fmul <16 x float> %62, %195
  %197 = fadd <16 x float> %63, %196
  store <16 x float> %197, ptr %189, align 4
  %198 = add nuw nsw i64 %188, 16
  %199 = icmp slt i64 %198, %4
  br i1 %199, label %187, label %337

200:                                              ; preds = %46, %207
  %201 = phi i64 [ 0, %46 ], [ %212, %207 ]
  %202 = getelementptr inbounds nuw float, ptr %3, i64 %201
  %203 = load <16 x float>, ptr %202, align 4
  br i1 %47, label %204, label %207

204:                                              ; preds = %200
  %205 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %203, <16 x float> %50)
  %206 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %205, <16 x float> %52)
  br label %207

207:                                              ; preds = %204, %200
  %208 = phi <16 x float> [ %206, %204 ], [ %203, %200 ]
  %209 = fcmp uge <16 x float> %208, zeroinitializer
  %210 = fmul <16 x float> %53, %208
  %211 = select <16 x i1> %209, <16 x float> %208, <16 x float> %210
  store <16 x float> %211, ptr %202, align 4
  %212 = add nuw nsw i64 %201, 16
  %213 = icmp slt i64 %212, %4
  br i1 %213, label %200, label %337

214:                                              ; preds = %37, %221
  %215 = phi i64 [ 0, %37 ], [ %225, %221 ]
  %216 = getelementptr inbounds nuw float, ptr %3, i64 %215
  %217 = load <16 x float>, ptr %216, align 4
  br i1 %38, label %218, label %221

218:                                              ; preds = %214
  %219 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %217, <16 x float> %41)
  %220 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %219, <16 x float> %43)
  br label %221

221:                                              ; preds = %218, %214
  %222 = phi <16 x float> [ %220, %218 ], [ %217, %214 ]
  %223 = fcmp ogt <16 x float> %222, %44
  %224 = select <16 x i1> %223, <16 x float> %222, <16 x float> zeroinitializer
  store <16 x float> %224, ptr %216, align 4
  %225 = add nuw nsw i64 %215, 16
  %226 = icmp slt i64 %225, %4
  br i1 %226, label %214, label %337

227:                                              ; preds = %27, %234
  %228 = phi i64 [ 0, %27 ], [ %271, %234 ]
  %229 = getelementptr inbounds nuw float, ptr %3, i64 %228
  %230 = load <16 x float>, ptr %229, align 4
  br i1 %28, label %231, label %234

231:                                              ; preds = %227
  %232 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %230, <16 x float> %31)
  %233 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %232, <16 x float> %33)
  br label %234

234:                                              ; preds = %231, %227
  %235 = phi <16 x float> [ %233, %231 ], [ %230, %227 ]
  %236 = fmul <16 x float> %35, %235
  %237 = fmul <16 x float> %236, %236
  %238 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %237, <16 x float> splat (float 0x3F9664F480000000), <16 x float> splat (float 0xBFABA1BA20000000))
  %239 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %238, <16 x float> %237, <16 x float> splat (float 0x3FC1111120000000))
  %240 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %239, <16 x float> %237, <16 x float> splat (float 0xBFD5555560000000))
  %241 = fmul <16 x float> %237, %240
  %242 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %241, <16 x float> %236, <16 x float> %236)
  %243 = fmul <16 x float> %236, splat (float 2.000000e+00)
  %244 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %243, <16 x float> splat (float 0xC055D33340000000))
  %245 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %244, <16 x float> splat (float 8.800000e+01))
  %246 = fmul <16 x float> %245, splat (float 0x3FF7154760000000)
  %247 = fadd <16 x float> %246, splat (float 0x4168000000000000)
  %248 = fadd <16 x float> %247, splat (float 0xC168000000000000)
  %249 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %248, <16 x float> splat (float 0xBFE6300000000000), <16 x float> %245)
  %250 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %248, <16 x float> splat (float 0x3F2BD01060000000), <16 x float> %249)
  %251 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %250, <16 x float> splat (float 0x3F2A0D2CE0000000), <16 x float> splat (float 0x3F56E879C0000000))
  %252 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %251, <16 x float> %250, <16 x float> splat (float 0x3F81112100000000))
  %253 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %252, <16 x float> %250, <16 x float> splat (float 0x3FA5553820000000))
  %254 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %253, <16 x float> %250, <16 x float> splat (float 0x3FC5555540000000))
  %255 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %254, <16 x float> %250, <16 x float> splat (float 5.000000e-01))
  %256 = fmul <16 x float> %250, %250
  %257 = fadd <16 x float> %250, splat (float 1.000000e+00)
  %258 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %255, <16 x float> %256, <16 x float> %257)
  %259 = fptosi <16 x float> %248 to <16 x i32>
  %260 = shl <16 x i32> %259, splat (i32 23)
  %261 = add <16 x i32> %260, splat (i32 1065353216)
  %262 = bitcast <16 x i32> %261 to <16 x float>
  %263 = fmul <16 x float> %258, %262
  %264 = fadd <16 x float> %263, splat (float 1.000000e+00)
  %265 = fdiv <16 x float> splat (float 2.000000e+00), %264
  %266 = fsub <16 x float> splat (float 1.000000e+00), %265
  %267 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %236)
  %268 = fcmp uge <16 x float> %267, splat (float 0x3FD3333340000000)
  %269 = select <16 x i1> %268, <16 x float> %266, <16 x float> %242
  %270 = fmul <16 x float> %34, %269
  store <16 x float> %270, ptr %229, align 4
  %271 = add nuw nsw i64 %228, 16
  %272 = icmp slt i64 %271, %4
  br i1 %272, label %227, label %337

273:                                              ; preds = %17, %280
  %274 = phi i64 [ 0, %17 ], [ %286, %280 ]
  %275 = getelementptr inbounds nuw float, ptr %3, i64 %274
  %276 = load <16 x float>, ptr %275, align 4
  br i1 %18, label %277, label %280

277:                                              ; preds = %273
  %278 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %276, <16 x float> %21)
  %279 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %278, <16 x float> %23)
  br label %280

280:                                              ; preds = %277, %273
  %281 = phi <16 x float> [ %279, %277 ], [ %276, %273 ]
  %282 = fmul <16 x float> %24, %281
  %283 = fadd <16 x float> %25, %282
  %284 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %283, <16 x float> zeroinitializer)
  %285 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %284, <16 x float> splat (float 1.000000e+00))
  store <16 x float> %285, ptr %275, align 4
  %286 = add nuw nsw i64 %274, 16
  %287 = icmp slt i64 %286, %4
  br i1 %287, label %273, label %337

288:                                              ; preds = %8, %295
  %289 = phi i64 [ 0, %8 ], [ %321, %295 ]
  %290 = getelementptr inbounds nuw float, ptr %3, i64 %289
  %291 = load <16 x float>, ptr %290, align 4
  br i1 %9, label %292, label %295

292:                                              ; preds = %288
  %293 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %291, <16 x float> %12)
  %294 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %293, <16 x float> %14)
  br label %295

295:                                              ; preds = %292, %288
  %296 = phi <16 x float> [ %294, %292 ], [ %291, %288 ]
  %297 = fcmp uge <16 x float> %296, zeroinitializer
  %298 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %296, <16 x float> splat (float 0xC055D33340000000))
  %299 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %298, <16 x float> splat (float 8.800000e+01))
  %300 = fmul <16 x float> %299, splat (float 0x3FF7154760000000)
  %301 = fadd <16 x float> %300, splat (float 0x4168000000000000)
  %302 = fadd <16 x float> %301, splat (float 0xC168000000000000)
  %303 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %302, <16 x float> splat (float 0xBFE6300000000000), <16 x float> %299)
  %304 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %302, <16 x float> splat (float 0x3F2BD01060000000), <16 x float> %303)
  %305 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %304, <16 x float> splat (float 0x3F2A0D2CE0000000), <16 x float> splat (float 0x3F56E879C0000000))
  %306 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %305, <16 x float> %304, <16 x float> splat (float 0x3F81112100000000))
  %307 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %306, <16 x float> %304, <16 x float> splat (float 0x3FA5553820000000))
  %308 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %307, <16 x float> %304, <16 x float> splat (float 0x3FC5555540000000))
  %309 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %308, <16 x float> %304, <16 x float> splat (float 5.000000e-01))
  %310 = fmul <16 x float> %304, %304
  %311 = fadd <16 x float> %304, splat (float 1.000000e+00)
  %312 = tail call noundef <16 x float> @llvm.fma.v16f32(<16 x float> %309, <16 x float> %310, <16 x float> %311)
  %313 = fptosi <16 x float> %302 to <16 x i32>
  %314 = shl <16 x i32> %313, splat (i32 23)
  %315 = add <16 x i32> %314, splat (i32 1065353216)
  %316 = bitcast <16 x i32> %315 to <16 x float>
  %317 = fmul <16 x float> %312, %316
  %318 = fadd <16 x float> %317, splat (float -1.000000e+00)
  %319 = fmul <16 x float> %15, %318
  %320 = select <16 x i1> %297, <16 x float> %296, <16 x float> %319
  store <16 x float> %320, ptr %290, align 4
  %321 = add nuw nsw i64 %289, 16
  %322 = icmp slt i64 %321, %4
  br i1 %322, label %288, label %337

323:                                              ; preds = %89, %330
  %324 = phi i64 [ 0, %89 ], [ %335, %330 ]
  %325 = getelementptr inbounds nuw float, ptr %3, i64 %324
  %326 = load <16 x float>, ptr %325, align 4
  br i1 %90, label %327, label %330

327:                                              ; preds = %323
  %328 = tail call <16 x float> @llvm.maxnum.v16f32(<16 x float> %326, <16 x float> %93)
  %329 = tail call <16 x float> @llvm.minnum.v16f32(<16 x float> %328, <16 x float> %95)
  br label %330

330:                                              ; preds = %327, %323
  %331 = phi <16 x float> [ %329, %327 ], [ %326, %323 ]
  %332 = tail call <16 x float> @llvm.fabs.v16f32(<16 x float> %331)
  %333 = fadd <16 x float> %332, splat (float 1.000000e+00)
  %334 = fdiv <16 x float> %331, %333
  store <16 x float> %334, ptr %325, align 4
  %335 = add nuw nsw i64 %324, 16
  %336 = icmp slt i64 %335, %4
  br i1 %336, label %323, label %337

337:                                              ; preds = %295, %280, %234, %221, %207, %194, %181, %137, %103, %330, %7, %16, %26, %36, %45, %54, %64, %72, %80, %88
  ret void
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

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef)
