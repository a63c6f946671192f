%struct.rowstate = type { ptr, ptr, ptr, ptr, i64 }

; Function Attrs: nounwind memory(readwrite, target_mem0: none, target_mem1: none)
define hidden void @mgxport_rnn_f32_fma256(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12) local_unnamed_addr {
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
  %49 = mul nsw i64 %48, %43
  %50 = add nsw i64 %49, %43
  %51 = tail call i64 @llvm.smin.i64(i64 %50, i64 %30)
  %52 = sub nsw i64 %51, %49
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
  %104 = add nsw i64 %32, 7
  %105 = sdiv i64 %104, 8
  %106 = shl nsw i64 %105, 3
  %107 = mul nsw i64 %106, %40
  %108 = mul nsw i64 %107, %32
  %109 = shl nsw i64 %107, 1
  %110 = mul nsw i64 %105, 24
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
  br i1 %125, label %126, label %175

126:                                              ; preds = %121
  %127 = mul nsw i64 %47, %41
  %128 = shl i64 %32, 2
  %129 = mul nuw nsw i64 %40, %105
  %130 = shl i64 %129, 5
  %131 = shl i64 %105, 5
  %132 = sub i64 %131, %128
  %133 = getelementptr i8, ptr %117, i64 %128
  %134 = icmp slt i64 %32, %106
  %135 = mul nuw nsw i64 %40, %105
  %136 = shl i64 %135, 5
  %137 = add nuw nsw i64 %40, 576460752303423487
  %138 = mul i64 %105, %137
  %139 = shl i64 %138, 5
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
  %156 = and i64 %32, 9223372036854775800
  %157 = icmp eq i64 %32, %156
  %158 = and i64 %32, 3
  %159 = icmp eq i64 %158, 0
  br label %160

160:                                              ; preds = %126, %218
  %161 = phi i64 [ 0, %126 ], [ %219, %218 ]
  %162 = mul i64 %136, %161
  %163 = getelementptr i8, ptr %117, i64 %162
  %164 = getelementptr i8, ptr %152, i64 %162
  %165 = shl i64 %161, 2
  %166 = add i64 %142, %161
  %167 = shl i64 %166, 2
  %168 = mul i64 %130, %161
  %169 = mul nuw nsw i64 %161, %107
  %170 = getelementptr inbounds nuw float, ptr %117, i64 %169
  %171 = getelementptr float, ptr %15, i64 %161
  %172 = getelementptr i8, ptr %133, i64 %168
  %173 = getelementptr i8, ptr %15, i64 %167
  %174 = getelementptr i8, ptr %154, i64 %165
  br label %221

175:                                              ; preds = %218, %121
  %176 = shl i64 %47, 1
  %177 = icmp ne i64 %2, 0
  %178 = and i1 %177, %101
  %179 = mul i64 %176, %41
  %180 = getelementptr float, ptr %16, i64 %179
  %181 = or disjoint i64 %176, 1
  %182 = mul i64 %181, %41
  %183 = getelementptr float, ptr %16, i64 %182
  %184 = tail call i64 @llvm.smax.i64(i64 %106, i64 1)
  %185 = mul i64 %40, %32
  %186 = mul i64 %185, %105
  %187 = shl i64 %186, 5
  %188 = shl i64 %105, 5
  %189 = shl i64 %184, 2
  %190 = mul nsw i64 %40, %105
  %191 = shl i64 %32, 5
  %192 = add i64 %191, 32
  %193 = mul i64 %190, %192
  %194 = mul i64 %40, %32
  %195 = mul i64 %194, %47
  %196 = shl i64 %195, 3
  %197 = shl i64 %32, 2
  %198 = or disjoint i64 %176, 1
  %199 = mul i64 %194, %198
  %200 = shl i64 %199, 2
  %201 = getelementptr i8, ptr %117, i64 %187
  %202 = getelementptr i8, ptr %117, i64 %187
  %203 = getelementptr i8, ptr %202, i64 %189
  %204 = getelementptr i8, ptr %117, i64 %193
  %205 = getelementptr i8, ptr %117, i64 %193
  %206 = getelementptr i8, ptr %205, i64 %189
  %207 = getelementptr i8, ptr %16, i64 %196
  %208 = getelementptr i8, ptr %16, i64 %196
  %209 = getelementptr i8, ptr %208, i64 %189
  %210 = getelementptr i8, ptr %16, i64 %200
  %211 = getelementptr i8, ptr %16, i64 %200
  %212 = getelementptr i8, ptr %211, i64 %189
  %213 = icmp slt i64 %32, 17
  %214 = and i64 %184, 9223372036854775800
  %215 = insertelement <8 x i64> poison, i64 %32, i64 0
  %216 = shufflevector <8 x i64> %215, <8 x i64> poison, <8 x i32> zeroinitializer
  %217 = icmp eq i64 %184, %214
  br label %333

218:                                              ; preds = %330
  %219 = add nuw nsw i64 %161, 1
  %220 = icmp eq i64 %219, %32
  br i1 %220, label %175, label %160

221:                                              ; preds = %330, %160
  %222 = phi i64 [ 0, %160 ], [ %331, %330 ]
  %223 = mul i64 %131, %222
  %224 = getelementptr i8, ptr %172, i64 %223
  %225 = mul nuw nsw i64 %222, %106
  %226 = getelementptr inbounds nuw float, ptr %170, i64 %225
  %227 = mul nuw nsw i64 %222, %32
  %228 = add nsw i64 %227, %127
  %229 = mul nsw i64 %228, %32
  %230 = getelementptr float, ptr %171, i64 %229
  br i1 %153, label %289, label %231

231:                                              ; preds = %221
  %232 = mul i64 %144, %222
  %233 = getelementptr i8, ptr %173, i64 %232
  %234 = getelementptr i8, ptr %174, i64 %232
  %235 = icmp ugt ptr %233, %234
  %236 = select i1 %235, ptr %233, ptr %234
  %237 = getelementptr i8, ptr %236, i64 4
  %238 = icmp ult ptr %233, %234
  %239 = select i1 %238, ptr %233, ptr %234
  %240 = icmp ult ptr %163, %237
  %241 = icmp ult ptr %239, %164
  %242 = and i1 %240, %241
  %243 = or i1 %242, %155
  br i1 %243, label %289, label %244

244:                                              ; preds = %231, %244
  %245 = phi i64 [ %286, %244 ], [ 0, %231 ]
  %246 = or disjoint i64 %245, 1
  %247 = or disjoint i64 %245, 2
  %248 = or disjoint i64 %245, 3
  %249 = or disjoint i64 %245, 4
  %250 = or disjoint i64 %245, 5
  %251 = or disjoint i64 %245, 6
  %252 = or disjoint i64 %245, 7
  %253 = mul nuw nsw i64 %245, %32
  %254 = mul nuw nsw i64 %246, %32
  %255 = mul nuw nsw i64 %247, %32
  %256 = mul nuw nsw i64 %248, %32
  %257 = mul nuw nsw i64 %249, %32
  %258 = mul nuw nsw i64 %250, %32
  %259 = mul nuw nsw i64 %251, %32
  %260 = mul nuw nsw i64 %252, %32
  %261 = getelementptr inbounds nuw float, ptr %230, i64 %253
  %262 = getelementptr inbounds nuw float, ptr %230, i64 %254
  %263 = getelementptr inbounds nuw float, ptr %230, i64 %255
  %264 = getelementptr inbounds nuw float, ptr %230, i64 %256
  %265 = getelementptr inbounds nuw float, ptr %230, i64 %257
  %266 = getelementptr inbounds nuw float, ptr %230, i64 %258
  %267 = getelementptr inbounds nuw float, ptr %230, i64 %259
  %268 = getelementptr inbounds nuw float, ptr %230, i64 %260
  %269 = load float, ptr %261, align 4
  %270 = load float, ptr %262, align 4
  %271 = load float, ptr %263, align 4
  %272 = load float, ptr %264, align 4
  %273 = load float, ptr %265, align 4
  %274 = load float, ptr %266, align 4
  %275 = load float, ptr %267, align 4
  %276 = load float, ptr %268, align 4
  %277 = insertelement <8 x float> poison, float %269, i64 0
  %278 = insertelement <8 x float> %277, float %270, i64 1
  %279 = insertelement <8 x float> %278, float %271, i64 2
  %280 = insertelement <8 x float> %279, float %272, i64 3
  %281 = insertelement <8 x float> %280, float %273, i64 4
  %282 = insertelement <8 x float> %281, float %274, i64 5
  %283 = insertelement <8 x float> %282, float %275, i64 6
  %284 = insertelement <8 x float> %283, float %276, i64 7
  %285 = getelementptr inbounds nuw float, ptr %226, i64 %245
  store <8 x float> %284, ptr %285, align 4
  %286 = add nuw i64 %245, 8
  %287 = icmp eq i64 %286, %156
  br i1 %287, label %288, label %244

288:                                              ; preds = %244
  br i1 %157, label %305, label %289

289:                                              ; preds = %231, %221, %288
  %290 = phi i64 [ 0, %231 ], [ 0, %221 ], [ %156, %288 ]
  br i1 %159, label %301, label %291

291:                                              ; preds = %289, %291
  %292 = phi i64 [ %298, %291 ], [ %290, %289 ]
  %293 = phi i64 [ %299, %291 ], [ 0, %289 ]
  %294 = mul nuw nsw i64 %292, %32
  %295 = getelementptr inbounds nuw float, ptr %230, i64 %294
  %296 = load float, ptr %295, align 4
  %297 = getelementptr inbounds nuw float, ptr %226, i64 %292
  store float %296, ptr %297, align 4
  %298 = add nuw nsw i64 %292, 1
  %299 = add i64 %293, 1
  %300 = icmp eq i64 %299, %158
  br i1 %300, label %301, label %291

301:                                              ; preds = %291, %289
  %302 = phi i64 [ %290, %289 ], [ %298, %291 ]
  %303 = sub nsw i64 %290, %32
  %304 = icmp ugt i64 %303, -4
  br i1 %304, label %305, label %307

305:                                              ; preds = %301, %307, %288
  br i1 %134, label %306, label %330

306:                                              ; preds = %305
  tail call void @llvm.memset.p0.i64(ptr align 4 %224, i8 0, i64 %132, i1 false)
  br label %330

307:                                              ; preds = %301, %307
  %308 = phi i64 [ %328, %307 ], [ %302, %301 ]
  %309 = mul nuw nsw i64 %308, %32
  %310 = getelementptr inbounds nuw float, ptr %230, i64 %309
  %311 = load float, ptr %310, align 4
  %312 = getelementptr inbounds nuw float, ptr %226, i64 %308
  store float %311, ptr %312, align 4
  %313 = add nuw nsw i64 %308, 1
  %314 = mul nuw nsw i64 %313, %32
  %315 = getelementptr inbounds nuw float, ptr %230, i64 %314
  %316 = load float, ptr %315, align 4
  %317 = getelementptr inbounds nuw float, ptr %226, i64 %313
  store float %316, ptr %317, align 4
  %318 = add nuw nsw i64 %308, 2
  %319 = mul nuw nsw i64 %318, %32
  %320 = getelementptr inbounds nuw float, ptr %230, i64 %319
  %321 = load float, ptr %320, align 4
  %322 = getelementptr inbounds nuw float, ptr %226, i64 %318
  store float %321, ptr %322, align 4
  %323 = add nuw nsw i64 %308, 3
  %324 = mul nuw nsw i64 %323, %32
  %325 = getelementptr inbounds nuw float, ptr %230, i64 %324
  %326 = load float, ptr %325, align 4
  %327 = getelementptr inbounds nuw float, ptr %226, i64 %323
  store float %326, ptr %327, align 4
  %328 = add nuw nsw i64 %308, 4
  %329 = icmp eq i64 %328, %32
  br i1 %329, label %305, label %307

330:                                              ; preds = %306, %305
  %331 = add nuw nsw i64 %222, 1
  %332 = icmp eq i64 %331, %40
  br i1 %332, label %218, label %221

333:                                              ; preds = %409, %175
  %334 = phi i64 [ %411, %409 ], [ 0, %175 ]
  %335 = phi i64 [ %410, %409 ], [ 0, %175 ]
  %336 = mul i64 %188, %334
  %337 = getelementptr i8, ptr %201, i64 %336
  %338 = getelementptr i8, ptr %203, i64 %336
  %339 = getelementptr i8, ptr %204, i64 %336
  %340 = getelementptr i8, ptr %206, i64 %336
  %341 = mul i64 %197, %334
  %342 = getelementptr i8, ptr %207, i64 %341
  %343 = getelementptr i8, ptr %209, i64 %341
  %344 = getelementptr i8, ptr %210, i64 %341
  %345 = getelementptr i8, ptr %212, i64 %341
  br i1 %125, label %346, label %412

346:                                              ; preds = %333
  %347 = mul nuw nsw i64 %335, %106
  %348 = mul nuw nsw i64 %335, %32
  %349 = getelementptr float, ptr %180, i64 %348
  %350 = getelementptr float, ptr %183, i64 %348
  br i1 %213, label %390, label %351

351:                                              ; preds = %346
  %352 = icmp ult ptr %337, %338
  %353 = icmp ult ptr %337, %340
  %354 = icmp ult ptr %339, %338
  %355 = and i1 %353, %354
  %356 = or i1 %352, %355
  %357 = icmp ult ptr %337, %343
  %358 = icmp ult ptr %342, %338
  %359 = and i1 %357, %358
  %360 = or i1 %356, %359
  %361 = icmp ult ptr %337, %345
  %362 = icmp ult ptr %344, %338
  %363 = and i1 %361, %362
  %364 = or i1 %360, %363
  %365 = icmp ult ptr %339, %343
  %366 = icmp ult ptr %342, %340
  %367 = and i1 %365, %366
  %368 = or i1 %364, %367
  %369 = icmp ult ptr %339, %345
  %370 = icmp ult ptr %344, %340
  %371 = and i1 %369, %370
  %372 = or i1 %368, %371
  br i1 %372, label %390, label %373

373:                                              ; preds = %351, %373
  %374 = phi i64 [ %386, %373 ], [ 0, %351 ]
  %375 = phi <8 x i64> [ %387, %373 ], [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %351 ]
  %376 = icmp slt <8 x i64> %375, %216
  %377 = select i1 %178, <8 x i1> %376, <8 x i1> zeroinitializer
  %378 = xor <8 x i1> %377, splat (i1 true)
  %379 = add i64 %374, %347
  %380 = getelementptr float, ptr %122, i64 %379
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> zeroinitializer, ptr align 4 %380, <8 x i1> %378)
  %381 = getelementptr float, ptr %349, i64 %374
  %382 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %381, <8 x i1> %377, <8 x float> poison)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %382, ptr align 4 %380, <8 x i1> %377)
  %383 = getelementptr float, ptr %350, i64 %374
  %384 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %383, <8 x i1> %377, <8 x float> zeroinitializer)
  %385 = getelementptr inbounds float, ptr %123, i64 %379
  store <8 x float> %384, ptr %385, align 4
  %386 = add nuw i64 %374, 8
  %387 = add nuw nsw <8 x i64> %375, splat (i64 8)
  %388 = icmp eq i64 %386, %214
  br i1 %388, label %389, label %373

389:                                              ; preds = %373
  br i1 %217, label %406, label %390

390:                                              ; preds = %351, %346, %389
  %391 = phi i64 [ 0, %351 ], [ 0, %346 ], [ %214, %389 ]
  br label %415

392:                                              ; preds = %406
  %393 = icmp ne ptr %103, null
  %394 = mul i64 %75, %32
  %395 = getelementptr float, ptr %20, i64 %394
  %396 = mul nuw nsw i64 %40, %105
  %397 = shl i64 %32, 5
  %398 = add i64 %397, 64
  %399 = mul i64 %396, %398
  %400 = add i64 %399, %118
  %401 = mul i64 %32, %47
  %402 = mul i64 %401, -12
  %403 = add i64 %402, %400
  %404 = sub i64 %403, %6
  %405 = icmp ult i64 %404, 128
  br i1 %405, label %496, label %435

406:                                              ; preds = %429, %389
  %407 = add nuw nsw i64 %335, 1
  %408 = icmp eq i64 %407, %40
  br i1 %408, label %392, label %409

409:                                              ; preds = %406, %412
  %410 = phi i64 [ %407, %406 ], [ %413, %412 ]
  %411 = add i64 %334, 1
  br label %333

412:                                              ; preds = %333
  %413 = add nuw nsw i64 %335, 1
  %414 = icmp eq i64 %413, %40
  br i1 %414, label %785, label %409

415:                                              ; preds = %390, %429
  %416 = phi i64 [ %433, %429 ], [ %391, %390 ]
  %417 = icmp slt i64 %416, %32
  %418 = select i1 %178, i1 %417, i1 false
  br i1 %418, label %422, label %419

419:                                              ; preds = %415
  %420 = add nuw nsw i64 %416, %347
  %421 = getelementptr inbounds nuw float, ptr %122, i64 %420
  store float 0.000000e+00, ptr %421, align 4
  br label %429

422:                                              ; preds = %415
  %423 = getelementptr float, ptr %349, i64 %416
  %424 = load float, ptr %423, align 4
  %425 = add nuw nsw i64 %416, %347
  %426 = getelementptr inbounds nuw float, ptr %122, i64 %425
  store float %424, ptr %426, align 4
  %427 = getelementptr float, ptr %350, i64 %416
  %428 = load float, ptr %427, align 4
  br label %429

429:                                              ; preds = %419, %422
  %430 = phi i64 [ %425, %422 ], [ %420, %419 ]
  %431 = phi float [ %428, %422 ], [ 0.000000e+00, %419 ]
  %432 = getelementptr inbounds float, ptr %123, i64 %430
  store float %431, ptr %432, align 4
  %433 = add nuw nsw i64 %416, 1
  %434 = icmp eq i64 %433, %184
  br i1 %434, label %406, label %415

435:                                              ; preds = %392
  %436 = icmp slt i64 %32, 25
  br i1 %436, label %475, label %437

437:                                              ; preds = %435
  %438 = and i64 %184, 24
  %439 = and i64 %184, 9223372036854775776
  %440 = insertelement <8 x i64> poison, i64 %32, i64 0
  %441 = shufflevector <8 x i64> %440, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %442

442:                                              ; preds = %442, %437
  %443 = phi i64 [ 0, %437 ], [ %468, %442 ]
  %444 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %437 ], [ %469, %442 ]
  %445 = add <8 x i64> %444, splat (i64 8)
  %446 = add <8 x i64> %444, splat (i64 16)
  %447 = add <8 x i64> %444, splat (i64 24)
  %448 = icmp slt <8 x i64> %444, %441
  %449 = icmp slt <8 x i64> %445, %441
  %450 = icmp slt <8 x i64> %446, %441
  %451 = icmp slt <8 x i64> %447, %441
  %452 = select i1 %393, <8 x i1> %448, <8 x i1> zeroinitializer
  %453 = select i1 %393, <8 x i1> %449, <8 x i1> zeroinitializer
  %454 = select i1 %393, <8 x i1> %450, <8 x i1> zeroinitializer
  %455 = select i1 %393, <8 x i1> %451, <8 x i1> zeroinitializer
  %456 = getelementptr float, ptr %395, i64 %443
  %457 = getelementptr i8, ptr %456, i64 32
  %458 = getelementptr i8, ptr %456, i64 64
  %459 = getelementptr i8, ptr %456, i64 96
  %460 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %456, <8 x i1> %452, <8 x float> zeroinitializer)
  %461 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %457, <8 x i1> %453, <8 x float> zeroinitializer)
  %462 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %458, <8 x i1> %454, <8 x float> zeroinitializer)
  %463 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %459, <8 x i1> %455, <8 x float> zeroinitializer)
  %464 = getelementptr float, ptr %124, i64 %443
  %465 = getelementptr i8, ptr %464, i64 32
  %466 = getelementptr i8, ptr %464, i64 64
  %467 = getelementptr i8, ptr %464, i64 96
  store <8 x float> %460, ptr %464, align 4
  store <8 x float> %461, ptr %465, align 4
  store <8 x float> %462, ptr %466, align 4
  store <8 x float> %463, ptr %467, align 4
  %468 = add nuw i64 %443, 32
  %469 = add <8 x i64> %444, splat (i64 32)
  %470 = icmp eq i64 %468, %439
  br i1 %470, label %471, label %442

471:                                              ; preds = %442
  %472 = icmp eq i64 %184, %439
  br i1 %472, label %554, label %473

473:                                              ; preds = %471
  %474 = icmp eq i64 %438, 0
  br i1 %474, label %496, label %475

475:                                              ; preds = %435, %473
  %476 = phi i64 [ %439, %473 ], [ 0, %435 ]
  %477 = and i64 %184, 9223372036854775800
  %478 = insertelement <8 x i64> poison, i64 %32, i64 0
  %479 = shufflevector <8 x i64> %478, <8 x i64> poison, <8 x i32> zeroinitializer
  %480 = insertelement <8 x i64> poison, i64 %476, i64 0
  %481 = shufflevector <8 x i64> %480, <8 x i64> poison, <8 x i32> zeroinitializer
  %482 = or disjoint <8 x i64> %481, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %483

483:                                              ; preds = %483, %475
  %484 = phi i64 [ %476, %475 ], [ %491, %483 ]
  %485 = phi <8 x i64> [ %482, %475 ], [ %492, %483 ]
  %486 = icmp slt <8 x i64> %485, %479
  %487 = select i1 %393, <8 x i1> %486, <8 x i1> zeroinitializer
  %488 = getelementptr float, ptr %395, i64 %484
  %489 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %488, <8 x i1> %487, <8 x float> zeroinitializer)
  %490 = getelementptr float, ptr %124, i64 %484
  store <8 x float> %489, ptr %490, align 4
  %491 = add nuw i64 %484, 8
  %492 = add nuw nsw <8 x i64> %485, splat (i64 8)
  %493 = icmp eq i64 %491, %477
  br i1 %493, label %494, label %483

494:                                              ; preds = %483
  %495 = icmp eq i64 %184, %477
  br i1 %495, label %554, label %496

496:                                              ; preds = %392, %473, %494
  %497 = phi i64 [ 0, %392 ], [ %439, %473 ], [ %477, %494 ]
  %498 = or disjoint i64 %497, 1
  %499 = and i64 %184, 1
  %500 = icmp eq i64 %499, 0
  br i1 %500, label %511, label %501

501:                                              ; preds = %496
  %502 = icmp slt i64 %497, %32
  %503 = select i1 %393, i1 %502, i1 false
  br i1 %503, label %504, label %507

504:                                              ; preds = %501
  %505 = getelementptr float, ptr %395, i64 %497
  %506 = load float, ptr %505, align 4
  br label %507

507:                                              ; preds = %504, %501
  %508 = phi float [ %506, %504 ], [ 0.000000e+00, %501 ]
  %509 = getelementptr float, ptr %124, i64 %497
  store float %508, ptr %509, align 4
  %510 = or disjoint i64 %497, 1
  br label %511

511:                                              ; preds = %507, %496
  %512 = phi i64 [ %497, %496 ], [ %510, %507 ]
  %513 = icmp eq i64 %184, %498
  br i1 %513, label %554, label %789

514:                                              ; preds = %785
  %515 = getelementptr inbounds float, ptr %122, i64 %111
  %516 = shl i64 %105, 6
  %517 = icmp eq i64 %3, 0
  %518 = icmp eq i64 %36, 1
  %519 = mul nsw i64 %47, %30
  %520 = icmp ne i64 %4, 0
  %521 = icmp ne i64 %5, 0
  %522 = icmp ne i64 %7, 0
  %523 = shl nuw i64 %32, 2
  %524 = shl i64 %32, 5
  %525 = add i64 %524, 64
  %526 = mul i64 %40, %525
  %527 = add i64 %526, 96
  %528 = mul i64 %105, %527
  %529 = add i64 %528, %118
  %530 = shl nuw nsw i64 %40, 3
  %531 = add nuw nsw i64 %530, 24
  %532 = mul i64 %105, %531
  %533 = shl i64 %532, 2
  %534 = shl i64 %32, 2
  %535 = add i64 %528, %118
  %536 = sub i64 %5, %535
  %537 = mul i64 %105, %531
  %538 = mul i64 %537, -4
  %539 = add i64 %526, 128
  %540 = mul i64 %105, %539
  %541 = add i64 %540, %118
  %542 = add i64 %526, 160
  %543 = mul i64 %105, %542
  %544 = add i64 %543, %118
  %545 = icmp slt i64 %32, 9
  %546 = and i64 %105, 576460752303423487
  %547 = icmp eq i64 %546, 0
  %548 = icmp eq i64 %516, 0
  %549 = or i1 %547, %548
  %550 = and i64 %184, 9223372036854775800
  %551 = insertelement <8 x i64> poison, i64 %32, i64 0
  %552 = shufflevector <8 x i64> %551, <8 x i64> poison, <8 x i32> zeroinitializer
  %553 = icmp eq i64 %184, %550
  br label %1214

554:                                              ; preds = %511, %805, %471, %494
  %555 = mul i64 %83, %32
  %556 = getelementptr float, ptr %20, i64 %555
  %557 = getelementptr float, ptr %124, i64 %106
  %558 = shl i64 %32, 5
  %559 = add i64 %558, 64
  %560 = mul i64 %40, %559
  %561 = add i64 %560, 32
  %562 = mul i64 %105, %561
  %563 = add i64 %562, %118
  %564 = mul i64 %32, %83
  %565 = shl i64 %564, 2
  %566 = add i64 %565, %6
  %567 = sub i64 %563, %566
  %568 = icmp ult i64 %567, 128
  br i1 %568, label %630, label %569

569:                                              ; preds = %554
  %570 = icmp slt i64 %32, 25
  br i1 %570, label %609, label %571

571:                                              ; preds = %569
  %572 = and i64 %184, 24
  %573 = and i64 %184, 9223372036854775776
  %574 = insertelement <8 x i64> poison, i64 %32, i64 0
  %575 = shufflevector <8 x i64> %574, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %576

576:                                              ; preds = %576, %571
  %577 = phi i64 [ 0, %571 ], [ %602, %576 ]
  %578 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %571 ], [ %603, %576 ]
  %579 = add <8 x i64> %578, splat (i64 8)
  %580 = add <8 x i64> %578, splat (i64 16)
  %581 = add <8 x i64> %578, splat (i64 24)
  %582 = icmp slt <8 x i64> %578, %575
  %583 = icmp slt <8 x i64> %579, %575
  %584 = icmp slt <8 x i64> %580, %575
  %585 = icmp slt <8 x i64> %581, %575
  %586 = select i1 %393, <8 x i1> %582, <8 x i1> zeroinitializer
  %587 = select i1 %393, <8 x i1> %583, <8 x i1> zeroinitializer
  %588 = select i1 %393, <8 x i1> %584, <8 x i1> zeroinitializer
  %589 = select i1 %393, <8 x i1> %585, <8 x i1> zeroinitializer
  %590 = getelementptr float, ptr %556, i64 %577
  %591 = getelementptr i8, ptr %590, i64 32
  %592 = getelementptr i8, ptr %590, i64 64
  %593 = getelementptr i8, ptr %590, i64 96
  %594 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %590, <8 x i1> %586, <8 x float> zeroinitializer)
  %595 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %591, <8 x i1> %587, <8 x float> zeroinitializer)
  %596 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %592, <8 x i1> %588, <8 x float> zeroinitializer)
  %597 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %593, <8 x i1> %589, <8 x float> zeroinitializer)
  %598 = getelementptr float, ptr %557, i64 %577
  %599 = getelementptr i8, ptr %598, i64 32
  %600 = getelementptr i8, ptr %598, i64 64
  %601 = getelementptr i8, ptr %598, i64 96
  store <8 x float> %594, ptr %598, align 4
  store <8 x float> %595, ptr %599, align 4
  store <8 x float> %596, ptr %600, align 4
  store <8 x float> %597, ptr %601, align 4
  %602 = add nuw i64 %577, 32
  %603 = add <8 x i64> %578, splat (i64 32)
  %604 = icmp eq i64 %602, %573
  br i1 %604, label %605, label %576

605:                                              ; preds = %576
  %606 = icmp eq i64 %184, %573
  br i1 %606, label %669, label %607

607:                                              ; preds = %605
  %608 = icmp eq i64 %572, 0
  br i1 %608, label %630, label %609

609:                                              ; preds = %569, %607
  %610 = phi i64 [ %573, %607 ], [ 0, %569 ]
  %611 = and i64 %184, 9223372036854775800
  %612 = insertelement <8 x i64> poison, i64 %32, i64 0
  %613 = shufflevector <8 x i64> %612, <8 x i64> poison, <8 x i32> zeroinitializer
  %614 = insertelement <8 x i64> poison, i64 %610, i64 0
  %615 = shufflevector <8 x i64> %614, <8 x i64> poison, <8 x i32> zeroinitializer
  %616 = or disjoint <8 x i64> %615, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %617

617:                                              ; preds = %617, %609
  %618 = phi i64 [ %610, %609 ], [ %625, %617 ]
  %619 = phi <8 x i64> [ %616, %609 ], [ %626, %617 ]
  %620 = icmp slt <8 x i64> %619, %613
  %621 = select i1 %393, <8 x i1> %620, <8 x i1> zeroinitializer
  %622 = getelementptr float, ptr %556, i64 %618
  %623 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %622, <8 x i1> %621, <8 x float> zeroinitializer)
  %624 = getelementptr float, ptr %557, i64 %618
  store <8 x float> %623, ptr %624, align 4
  %625 = add nuw i64 %618, 8
  %626 = add nuw nsw <8 x i64> %619, splat (i64 8)
  %627 = icmp eq i64 %625, %611
  br i1 %627, label %628, label %617

628:                                              ; preds = %617
  %629 = icmp eq i64 %184, %611
  br i1 %629, label %669, label %630

630:                                              ; preds = %554, %607, %628
  %631 = phi i64 [ 0, %554 ], [ %573, %607 ], [ %611, %628 ]
  %632 = or disjoint i64 %631, 1
  %633 = and i64 %184, 1
  %634 = icmp eq i64 %633, 0
  br i1 %634, label %645, label %635

635:                                              ; preds = %630
  %636 = icmp slt i64 %631, %32
  %637 = select i1 %393, i1 %636, i1 false
  br i1 %637, label %638, label %641

638:                                              ; preds = %635
  %639 = getelementptr float, ptr %556, i64 %631
  %640 = load float, ptr %639, align 4
  br label %641

641:                                              ; preds = %638, %635
  %642 = phi float [ %640, %638 ], [ 0.000000e+00, %635 ]
  %643 = getelementptr float, ptr %557, i64 %631
  store float %642, ptr %643, align 4
  %644 = or disjoint i64 %631, 1
  br label %645

645:                                              ; preds = %641, %630
  %646 = phi i64 [ %631, %630 ], [ %644, %641 ]
  %647 = icmp eq i64 %184, %632
  br i1 %647, label %669, label %648

648:                                              ; preds = %645, %664
  %649 = phi i64 [ %667, %664 ], [ %646, %645 ]
  %650 = icmp slt i64 %649, %32
  %651 = select i1 %393, i1 %650, i1 false
  br i1 %651, label %652, label %655

652:                                              ; preds = %648
  %653 = getelementptr float, ptr %556, i64 %649
  %654 = load float, ptr %653, align 4
  br label %655

655:                                              ; preds = %652, %648
  %656 = phi float [ %654, %652 ], [ 0.000000e+00, %648 ]
  %657 = getelementptr float, ptr %557, i64 %649
  store float %656, ptr %657, align 4
  %658 = add nuw nsw i64 %649, 1
  %659 = icmp slt i64 %658, %32
  %660 = select i1 %393, i1 %659, i1 false
  br i1 %660, label %661, label %664

661:                                              ; preds = %655
  %662 = getelementptr float, ptr %556, i64 %658
  %663 = load float, ptr %662, align 4
  br label %664

664:                                              ; preds = %661, %655
  %665 = phi float [ %663, %661 ], [ 0.000000e+00, %655 ]
  %666 = getelementptr float, ptr %557, i64 %658
  store float %665, ptr %666, align 4
  %667 = add nuw nsw i64 %649, 2
  %668 = icmp eq i64 %667, %184
  br i1 %668, label %669, label %648

669:                                              ; preds = %645, %664, %605, %628
  %670 = mul i64 %91, %32
  %671 = getelementptr float, ptr %20, i64 %670
  %672 = shl i64 %105, 6
  %673 = getelementptr i8, ptr %124, i64 %672
  %674 = shl i64 %32, 5
  %675 = add i64 %674, 64
  %676 = mul i64 %40, %675
  %677 = add i64 %676, 64
  %678 = mul i64 %105, %677
  %679 = add i64 %678, %118
  %680 = mul i64 %32, %91
  %681 = shl i64 %680, 2
  %682 = add i64 %681, %6
  %683 = sub i64 %679, %682
  %684 = icmp ult i64 %683, 128
  br i1 %684, label %746, label %685

685:                                              ; preds = %669
  %686 = icmp slt i64 %32, 25
  br i1 %686, label %725, label %687

687:                                              ; preds = %685
  %688 = and i64 %184, 24
  %689 = and i64 %184, 9223372036854775776
  %690 = insertelement <8 x i64> poison, i64 %32, i64 0
  %691 = shufflevector <8 x i64> %690, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %692

692:                                              ; preds = %692, %687
  %693 = phi i64 [ 0, %687 ], [ %718, %692 ]
  %694 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %687 ], [ %719, %692 ]
  %695 = add <8 x i64> %694, splat (i64 8)
  %696 = add <8 x i64> %694, splat (i64 16)
  %697 = add <8 x i64> %694, splat (i64 24)
  %698 = icmp slt <8 x i64> %694, %691
  %699 = icmp slt <8 x i64> %695, %691
  %700 = icmp slt <8 x i64> %696, %691
  %701 = icmp slt <8 x i64> %697, %691
  %702 = select i1 %393, <8 x i1> %698, <8 x i1> zeroinitializer
  %703 = select i1 %393, <8 x i1> %699, <8 x i1> zeroinitializer
  %704 = select i1 %393, <8 x i1> %700, <8 x i1> zeroinitializer
  %705 = select i1 %393, <8 x i1> %701, <8 x i1> zeroinitializer
  %706 = getelementptr float, ptr %671, i64 %693
  %707 = getelementptr i8, ptr %706, i64 32
  %708 = getelementptr i8, ptr %706, i64 64
  %709 = getelementptr i8, ptr %706, i64 96
  %710 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %706, <8 x i1> %702, <8 x float> zeroinitializer)
  %711 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %707, <8 x i1> %703, <8 x float> zeroinitializer)
  %712 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %708, <8 x i1> %704, <8 x float> zeroinitializer)
  %713 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %709, <8 x i1> %705, <8 x float> zeroinitializer)
  %714 = getelementptr float, ptr %673, i64 %693
  %715 = getelementptr i8, ptr %714, i64 32
  %716 = getelementptr i8, ptr %714, i64 64
  %717 = getelementptr i8, ptr %714, i64 96
  store <8 x float> %710, ptr %714, align 4
  store <8 x float> %711, ptr %715, align 4
  store <8 x float> %712, ptr %716, align 4
  store <8 x float> %713, ptr %717, align 4
  %718 = add nuw i64 %693, 32
  %719 = add <8 x i64> %694, splat (i64 32)
  %720 = icmp eq i64 %718, %689
  br i1 %720, label %721, label %692

721:                                              ; preds = %692
  %722 = icmp eq i64 %184, %689
  br i1 %722, label %785, label %723

723:                                              ; preds = %721
  %724 = icmp eq i64 %688, 0
  br i1 %724, label %746, label %725

725:                                              ; preds = %685, %723
  %726 = phi i64 [ %689, %723 ], [ 0, %685 ]
  %727 = and i64 %184, 9223372036854775800
  %728 = insertelement <8 x i64> poison, i64 %32, i64 0
  %729 = shufflevector <8 x i64> %728, <8 x i64> poison, <8 x i32> zeroinitializer
  %730 = insertelement <8 x i64> poison, i64 %726, i64 0
  %731 = shufflevector <8 x i64> %730, <8 x i64> poison, <8 x i32> zeroinitializer
  %732 = or disjoint <8 x i64> %731, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %733

733:                                              ; preds = %733, %725
  %734 = phi i64 [ %726, %725 ], [ %741, %733 ]
  %735 = phi <8 x i64> [ %732, %725 ], [ %742, %733 ]
  %736 = icmp slt <8 x i64> %735, %729
  %737 = select i1 %393, <8 x i1> %736, <8 x i1> zeroinitializer
  %738 = getelementptr float, ptr %671, i64 %734
  %739 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %738, <8 x i1> %737, <8 x float> zeroinitializer)
  %740 = getelementptr float, ptr %673, i64 %734
  store <8 x float> %739, ptr %740, align 4
  %741 = add nuw i64 %734, 8
  %742 = add nuw nsw <8 x i64> %735, splat (i64 8)
  %743 = icmp eq i64 %741, %727
  br i1 %743, label %744, label %733

744:                                              ; preds = %733
  %745 = icmp eq i64 %184, %727
  br i1 %745, label %785, label %746

746:                                              ; preds = %669, %723, %744
  %747 = phi i64 [ 0, %669 ], [ %689, %723 ], [ %727, %744 ]
  %748 = or disjoint i64 %747, 1
  %749 = and i64 %184, 1
  %750 = icmp eq i64 %749, 0
  br i1 %750, label %761, label %751

751:                                              ; preds = %746
  %752 = icmp slt i64 %747, %32
  %753 = select i1 %393, i1 %752, i1 false
  br i1 %753, label %754, label %757

754:                                              ; preds = %751
  %755 = getelementptr float, ptr %671, i64 %747
  %756 = load float, ptr %755, align 4
  br label %757

757:                                              ; preds = %754, %751
  %758 = phi float [ %756, %754 ], [ 0.000000e+00, %751 ]
  %759 = getelementptr float, ptr %673, i64 %747
  store float %758, ptr %759, align 4
  %760 = or disjoint i64 %747, 1
  br label %761

761:                                              ; preds = %757, %746
  %762 = phi i64 [ %747, %746 ], [ %760, %757 ]
  %763 = icmp eq i64 %184, %748
  br i1 %763, label %785, label %764

764:                                              ; preds = %761, %780
  %765 = phi i64 [ %783, %780 ], [ %762, %761 ]
  %766 = icmp slt i64 %765, %32
  %767 = select i1 %393, i1 %766, i1 false
  br i1 %767, label %768, label %771

768:                                              ; preds = %764
  %769 = getelementptr float, ptr %671, i64 %765
  %770 = load float, ptr %769, align 4
  br label %771

771:                                              ; preds = %768, %764
  %772 = phi float [ %770, %768 ], [ 0.000000e+00, %764 ]
  %773 = getelementptr float, ptr %673, i64 %765
  store float %772, ptr %773, align 4
  %774 = add nuw nsw i64 %765, 1
  %775 = icmp slt i64 %774, %32
  %776 = select i1 %393, i1 %775, i1 false
  br i1 %776, label %777, label %780

777:                                              ; preds = %771
  %778 = getelementptr float, ptr %671, i64 %774
  %779 = load float, ptr %778, align 4
  br label %780

780:                                              ; preds = %777, %771
  %781 = phi float [ %779, %777 ], [ 0.000000e+00, %771 ]
  %782 = getelementptr float, ptr %673, i64 %774
  store float %781, ptr %782, align 4
  %783 = add nuw nsw i64 %765, 2
  %784 = icmp eq i64 %783, %184
  br i1 %784, label %785, label %764

785:                                              ; preds = %412, %761, %780, %721, %744
  %786 = tail call i64 @llvm.smax.i64(i64 %52, i64 1)
  %787 = alloca %struct.rowstate, i64 %786, align 16
  %788 = icmp sgt i64 %52, 0
  br i1 %788, label %514, label %3808

789:                                              ; preds = %511, %805
  %790 = phi i64 [ %808, %805 ], [ %512, %511 ]
  %791 = icmp slt i64 %790, %32
  %792 = select i1 %393, i1 %791, i1 false
  br i1 %792, label %793, label %796

793:                                              ; preds = %789
  %794 = getelementptr float, ptr %395, i64 %790
  %795 = load float, ptr %794, align 4
  br label %796

796:                                              ; preds = %789, %793
  %797 = phi float [ %795, %793 ], [ 0.000000e+00, %789 ]
  %798 = getelementptr float, ptr %124, i64 %790
  store float %797, ptr %798, align 4
  %799 = add nuw nsw i64 %790, 1
  %800 = icmp slt i64 %799, %32
  %801 = select i1 %393, i1 %800, i1 false
  br i1 %801, label %802, label %805

802:                                              ; preds = %796
  %803 = getelementptr float, ptr %395, i64 %799
  %804 = load float, ptr %803, align 4
  br label %805

805:                                              ; preds = %802, %796
  %806 = phi float [ %804, %802 ], [ 0.000000e+00, %796 ]
  %807 = getelementptr float, ptr %124, i64 %799
  store float %806, ptr %807, align 4
  %808 = add nuw nsw i64 %790, 2
  %809 = icmp eq i64 %808, %184
  br i1 %809, label %554, label %789

810:                                              ; preds = %1346
  %811 = icmp sgt i64 %1244, 0
  br i1 %811, label %812, label %1352

812:                                              ; preds = %810
  %813 = icmp eq i64 %36, 1
  %814 = mul i64 %41, %34
  %815 = mul nsw i64 %47, %41
  %816 = getelementptr float, ptr %14, i64 %815
  %817 = icmp eq i64 %7, 0
  %818 = icmp eq i64 %26, 0
  %819 = shl i64 %105, 4
  %820 = shl i64 %32, 3
  %821 = getelementptr inbounds float, ptr %117, i64 %819
  %822 = mul i64 %32, 12
  %823 = icmp eq ptr %103, null
  %824 = icmp slt i64 %32, 1
  %825 = getelementptr float, ptr %124, i64 %819
  %826 = getelementptr float, ptr %124, i64 %106
  %827 = or i1 %823, %824
  %828 = or i1 %823, %824
  %829 = shl i64 %32, 2
  %830 = mul nsw i64 %40, %105
  %831 = shl i64 %32, 5
  %832 = add i64 %831, 32
  %833 = mul i64 %830, %832
  %834 = getelementptr i8, ptr %117, i64 %833
  %835 = getelementptr i8, ptr %834, i64 %829
  %836 = shl i64 %830, 5
  %837 = or disjoint i64 %836, 4
  %838 = mul i64 %32, %837
  %839 = getelementptr i8, ptr %117, i64 %838
  %840 = mul i64 %105, -96
  %841 = shl i64 %105, 5
  %842 = shl i64 %184, 2
  %843 = shl i64 %32, 5
  %844 = add i64 %843, 64
  %845 = mul i64 %40, %844
  %846 = add i64 %845, 32
  %847 = mul i64 %105, %846
  %848 = getelementptr i8, ptr %117, i64 %847
  %849 = getelementptr i8, ptr %848, i64 %842
  %850 = shl i64 %184, 2
  %851 = mul i64 %105, 96
  %852 = add i64 %516, %850
  %853 = mul nsw i64 %40, %105
  %854 = shl i64 %32, 5
  %855 = add i64 %854, 64
  %856 = mul i64 %853, %855
  %857 = getelementptr i8, ptr %117, i64 %856
  %858 = getelementptr i8, ptr %857, i64 %850
  %859 = mul i64 %40, %855
  %860 = add i64 %859, 64
  %861 = mul i64 %105, %860
  %862 = getelementptr i8, ptr %117, i64 %861
  %863 = getelementptr i8, ptr %862, i64 %850
  %864 = mul i64 %105, 96
  %865 = shl i64 %32, 2
  %866 = shl i64 %32, 4
  %867 = shl i64 %32, 5
  %868 = add i64 %867, 32
  %869 = mul i64 %40, %868
  %870 = add i64 %869, 96
  %871 = mul i64 %105, %870
  %872 = getelementptr i8, ptr %117, i64 %871
  %873 = getelementptr i8, ptr %117, i64 %871
  %874 = getelementptr i8, ptr %873, i64 %865
  %875 = mul i64 %40, %32
  %876 = shl i64 %875, 5
  %877 = add i64 %876, 96
  %878 = mul i64 %105, %877
  %879 = getelementptr i8, ptr %117, i64 %878
  %880 = getelementptr i8, ptr %117, i64 %878
  %881 = getelementptr i8, ptr %880, i64 %865
  %882 = shl i64 %32, 2
  %883 = shl i64 %32, 5
  %884 = add i64 %883, 32
  %885 = mul i64 %40, %884
  %886 = add i64 %885, 64
  %887 = mul i64 %105, %886
  %888 = getelementptr i8, ptr %117, i64 %887
  %889 = getelementptr i8, ptr %117, i64 %887
  %890 = getelementptr i8, ptr %889, i64 %882
  %891 = mul i64 %40, %32
  %892 = shl i64 %891, 5
  %893 = add i64 %892, 64
  %894 = mul i64 %105, %893
  %895 = getelementptr i8, ptr %117, i64 %894
  %896 = getelementptr i8, ptr %117, i64 %894
  %897 = getelementptr i8, ptr %896, i64 %882
  %898 = shl i64 %105, 5
  %899 = shl i64 %32, 2
  %900 = shl i64 %32, 5
  %901 = add i64 %900, 32
  %902 = mul i64 %40, %901
  %903 = add i64 %902, 32
  %904 = mul i64 %105, %903
  %905 = getelementptr i8, ptr %117, i64 %904
  %906 = getelementptr i8, ptr %117, i64 %904
  %907 = getelementptr i8, ptr %906, i64 %899
  %908 = mul i64 %40, %32
  %909 = shl i64 %908, 5
  %910 = add i64 %909, 32
  %911 = mul i64 %105, %910
  %912 = getelementptr i8, ptr %117, i64 %911
  %913 = getelementptr i8, ptr %117, i64 %911
  %914 = getelementptr i8, ptr %913, i64 %899
  %915 = shl i64 %32, 2
  %916 = mul nsw i64 %40, %105
  %917 = shl i64 %32, 5
  %918 = add i64 %917, 32
  %919 = mul i64 %916, %918
  %920 = getelementptr i8, ptr %117, i64 %919
  %921 = getelementptr i8, ptr %920, i64 %915
  %922 = shl i64 %916, 5
  %923 = or disjoint i64 %922, 4
  %924 = mul i64 %32, %923
  %925 = getelementptr i8, ptr %117, i64 %924
  %926 = shl i64 %32, 2
  %927 = add i64 %516, %926
  %928 = shl i64 %32, 5
  %929 = add i64 %928, 32
  %930 = mul i64 %40, %929
  %931 = add i64 %930, 64
  %932 = mul i64 %105, %931
  %933 = getelementptr i8, ptr %117, i64 %932
  %934 = getelementptr i8, ptr %117, i64 %932
  %935 = getelementptr i8, ptr %934, i64 %926
  %936 = mul i64 %40, %32
  %937 = shl i64 %936, 5
  %938 = add i64 %937, 64
  %939 = mul i64 %105, %938
  %940 = getelementptr i8, ptr %117, i64 %939
  %941 = getelementptr i8, ptr %117, i64 %939
  %942 = getelementptr i8, ptr %941, i64 %926
  %943 = shl i64 %105, 5
  %944 = shl i64 %32, 2
  %945 = shl i64 %32, 5
  %946 = add i64 %945, 32
  %947 = mul i64 %40, %946
  %948 = add i64 %947, 32
  %949 = mul i64 %105, %948
  %950 = getelementptr i8, ptr %117, i64 %949
  %951 = getelementptr i8, ptr %117, i64 %949
  %952 = getelementptr i8, ptr %951, i64 %944
  %953 = mul i64 %40, %32
  %954 = shl i64 %953, 5
  %955 = add i64 %954, 32
  %956 = mul i64 %105, %955
  %957 = getelementptr i8, ptr %117, i64 %956
  %958 = getelementptr i8, ptr %117, i64 %956
  %959 = getelementptr i8, ptr %958, i64 %944
  %960 = shl i64 %32, 2
  %961 = mul nsw i64 %40, %105
  %962 = shl i64 %32, 5
  %963 = add i64 %962, 32
  %964 = mul i64 %961, %963
  %965 = getelementptr i8, ptr %117, i64 %964
  %966 = getelementptr i8, ptr %965, i64 %960
  %967 = shl i64 %961, 5
  %968 = or disjoint i64 %967, 4
  %969 = mul i64 %32, %968
  %970 = getelementptr i8, ptr %117, i64 %969
  %971 = shl i64 %32, 2
  %972 = add i64 %516, %971
  %973 = shl i64 %32, 5
  %974 = add i64 %973, 32
  %975 = mul i64 %40, %974
  %976 = add i64 %975, 64
  %977 = mul i64 %105, %976
  %978 = getelementptr i8, ptr %117, i64 %977
  %979 = getelementptr i8, ptr %117, i64 %977
  %980 = getelementptr i8, ptr %979, i64 %971
  %981 = mul i64 %40, %32
  %982 = shl i64 %981, 5
  %983 = add i64 %982, 64
  %984 = mul i64 %105, %983
  %985 = getelementptr i8, ptr %117, i64 %984
  %986 = getelementptr i8, ptr %117, i64 %984
  %987 = getelementptr i8, ptr %986, i64 %971
  %988 = shl i64 %105, 5
  %989 = shl i64 %32, 2
  %990 = shl i64 %32, 5
  %991 = add i64 %990, 32
  %992 = mul i64 %40, %991
  %993 = add i64 %992, 32
  %994 = mul i64 %105, %993
  %995 = getelementptr i8, ptr %117, i64 %994
  %996 = getelementptr i8, ptr %117, i64 %994
  %997 = getelementptr i8, ptr %996, i64 %989
  %998 = mul i64 %40, %32
  %999 = shl i64 %998, 5
  %1000 = add i64 %999, 32
  %1001 = mul i64 %105, %1000
  %1002 = getelementptr i8, ptr %117, i64 %1001
  %1003 = getelementptr i8, ptr %117, i64 %1001
  %1004 = getelementptr i8, ptr %1003, i64 %989
  %1005 = shl i64 %32, 2
  %1006 = mul nsw i64 %40, %105
  %1007 = shl i64 %32, 5
  %1008 = add i64 %1007, 32
  %1009 = mul i64 %1006, %1008
  %1010 = getelementptr i8, ptr %117, i64 %1009
  %1011 = getelementptr i8, ptr %1010, i64 %1005
  %1012 = shl i64 %1006, 5
  %1013 = or disjoint i64 %1012, 4
  %1014 = mul i64 %32, %1013
  %1015 = getelementptr i8, ptr %117, i64 %1014
  %1016 = icmp ult i64 %32, 4
  %1017 = icmp ult i64 %32, 32
  %1018 = and i64 %32, 28
  %1019 = and i64 %32, 9223372036854775776
  %1020 = icmp eq i64 %32, %1019
  %1021 = icmp eq i64 %1018, 0
  %1022 = and i64 %32, 9223372036854775804
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
  %1036 = icmp ult i64 %32, 4
  %1037 = icmp ult i64 %32, 16
  %1038 = and i64 %32, 12
  %1039 = and i64 %32, 9223372036854775792
  %1040 = icmp eq i64 %32, %1039
  %1041 = icmp eq i64 %1038, 0
  %1042 = and i64 %32, 9223372036854775804
  %1043 = icmp eq i64 %32, %1042
  %1044 = and i64 %32, 1
  %1045 = icmp eq i64 %1044, 0
  %1046 = icmp ult i64 %32, 4
  %1047 = icmp ult i64 %32, 32
  %1048 = and i64 %32, 28
  %1049 = and i64 %32, 9223372036854775776
  %1050 = icmp eq i64 %32, %1049
  %1051 = icmp eq i64 %1048, 0
  %1052 = and i64 %32, 9223372036854775804
  %1053 = icmp eq i64 %32, %1052
  %1054 = and i64 %32, 1
  %1055 = icmp eq i64 %1054, 0
  %1056 = icmp ult i64 %32, 4
  %1057 = icmp ult i64 %32, 32
  %1058 = and i64 %32, 28
  %1059 = and i64 %32, 9223372036854775776
  %1060 = icmp eq i64 %32, %1059
  %1061 = icmp eq i64 %1058, 0
  %1062 = and i64 %32, 9223372036854775804
  %1063 = icmp eq i64 %32, %1062
  %1064 = and i64 %32, 1
  %1065 = icmp eq i64 %1064, 0
  %1066 = icmp ult i64 %32, 4
  %1067 = icmp ult i64 %32, 32
  %1068 = and i64 %32, 28
  %1069 = and i64 %32, 9223372036854775776
  %1070 = icmp eq i64 %32, %1069
  %1071 = icmp eq i64 %1068, 0
  %1072 = and i64 %32, 9223372036854775804
  %1073 = icmp eq i64 %32, %1072
  %1074 = and i64 %32, 1
  %1075 = icmp eq i64 %1074, 0
  %1076 = icmp ult i64 %32, 4
  %1077 = shl i64 %105, 5
  %1078 = icmp ult i64 %32, 32
  %1079 = and i64 %32, 28
  %1080 = and i64 %32, 9223372036854775776
  %1081 = icmp eq i64 %32, %1080
  %1082 = icmp eq i64 %1079, 0
  %1083 = and i64 %32, 9223372036854775804
  %1084 = icmp eq i64 %32, %1083
  %1085 = and i64 %32, 3
  %1086 = icmp eq i64 %1085, 0
  %1087 = icmp ult i64 %32, 4
  %1088 = icmp ult i64 %32, 32
  %1089 = and i64 %32, 28
  %1090 = and i64 %32, 9223372036854775776
  %1091 = icmp eq i64 %32, %1090
  %1092 = icmp eq i64 %1089, 0
  %1093 = and i64 %32, 9223372036854775804
  %1094 = icmp eq i64 %32, %1093
  %1095 = and i64 %32, 1
  %1096 = icmp eq i64 %1095, 0
  %1097 = icmp ult i64 %32, 4
  %1098 = icmp ult i64 %32, 32
  %1099 = and i64 %32, 28
  %1100 = and i64 %32, 9223372036854775776
  %1101 = icmp eq i64 %32, %1100
  %1102 = icmp eq i64 %1099, 0
  %1103 = and i64 %32, 9223372036854775804
  %1104 = icmp eq i64 %32, %1103
  %1105 = and i64 %32, 1
  %1106 = icmp eq i64 %1105, 0
  %1107 = icmp ult i64 %32, 4
  %1108 = icmp ult i64 %32, 32
  %1109 = and i64 %32, 28
  %1110 = and i64 %32, 9223372036854775776
  %1111 = icmp eq i64 %32, %1110
  %1112 = icmp eq i64 %1109, 0
  %1113 = and i64 %32, 9223372036854775804
  %1114 = icmp eq i64 %32, %1113
  %1115 = and i64 %32, 1
  %1116 = icmp eq i64 %1115, 0
  %1117 = icmp ult i64 %32, 4
  %1118 = icmp ult i64 %32, 32
  %1119 = and i64 %32, 28
  %1120 = and i64 %32, 9223372036854775776
  %1121 = icmp eq i64 %32, %1120
  %1122 = icmp eq i64 %1119, 0
  %1123 = and i64 %32, 9223372036854775804
  %1124 = icmp eq i64 %32, %1123
  %1125 = and i64 %32, 1
  %1126 = icmp eq i64 %1125, 0
  %1127 = icmp ult i64 %32, 4
  %1128 = icmp ult i64 %32, 32
  %1129 = and i64 %32, 28
  %1130 = and i64 %32, 9223372036854775776
  %1131 = icmp eq i64 %32, %1130
  %1132 = icmp eq i64 %1129, 0
  %1133 = and i64 %32, 9223372036854775804
  %1134 = icmp eq i64 %32, %1133
  %1135 = and i64 %32, 1
  %1136 = icmp eq i64 %1135, 0
  %1137 = icmp ult i64 %32, 4
  %1138 = icmp ult i64 %32, 32
  %1139 = and i64 %32, 28
  %1140 = and i64 %32, 9223372036854775776
  %1141 = icmp eq i64 %32, %1140
  %1142 = icmp eq i64 %1139, 0
  %1143 = and i64 %32, 9223372036854775804
  %1144 = icmp eq i64 %32, %1143
  %1145 = and i64 %32, 1
  %1146 = icmp eq i64 %1145, 0
  %1147 = icmp slt i64 %32, 9
  %1148 = and i64 %184, 9223372036854775800
  %1149 = icmp eq i64 %184, %1148
  %1150 = icmp slt i64 %32, 25
  %1151 = and i64 %184, 24
  %1152 = and i64 %184, 9223372036854775776
  %1153 = insertelement <8 x i1> poison, i1 %99, i64 0
  %1154 = shufflevector <8 x i1> %1153, <8 x i1> poison, <8 x i32> zeroinitializer
  %1155 = xor <8 x i1> %1154, splat (i1 true)
  %1156 = icmp eq i64 %184, %1152
  %1157 = icmp eq i64 %1151, 0
  %1158 = and i64 %184, 9223372036854775800
  %1159 = insertelement <8 x i1> poison, i1 %99, i64 0
  %1160 = shufflevector <8 x i1> %1159, <8 x i1> poison, <8 x i32> zeroinitializer
  %1161 = xor <8 x i1> %1160, splat (i1 true)
  %1162 = icmp eq i64 %184, %1158
  %1163 = icmp slt i64 %32, 1
  %1164 = icmp slt i64 %32, 9
  %1165 = and i64 %184, 8
  %1166 = and i64 %184, 9223372036854775792
  %1167 = icmp eq i64 %184, %1166
  %1168 = icmp eq i64 %1165, 0
  %1169 = and i64 %184, 9223372036854775800
  %1170 = icmp eq i64 %184, %1169
  %1171 = and i64 %184, 1
  %1172 = icmp eq i64 %1171, 0
  %1173 = icmp ult i64 %32, 4
  %1174 = shl i64 %105, 5
  %1175 = icmp ult i64 %32, 32
  %1176 = and i64 %32, 28
  %1177 = and i64 %32, 9223372036854775776
  %1178 = icmp eq i64 %32, %1177
  %1179 = icmp eq i64 %1176, 0
  %1180 = and i64 %32, 9223372036854775804
  %1181 = icmp eq i64 %32, %1180
  %1182 = and i64 %32, 3
  %1183 = icmp eq i64 %1182, 0
  %1184 = icmp ult i64 %32, 4
  %1185 = icmp ult i64 %32, 32
  %1186 = and i64 %32, 28
  %1187 = and i64 %32, 9223372036854775776
  %1188 = icmp eq i64 %32, %1187
  %1189 = icmp eq i64 %1186, 0
  %1190 = and i64 %32, 9223372036854775804
  %1191 = icmp eq i64 %32, %1190
  %1192 = and i64 %32, 1
  %1193 = icmp eq i64 %1192, 0
  %1194 = icmp ult i64 %32, 4
  %1195 = icmp ult i64 %32, 32
  %1196 = and i64 %32, 28
  %1197 = and i64 %32, 9223372036854775776
  %1198 = icmp eq i64 %32, %1197
  %1199 = icmp eq i64 %1196, 0
  %1200 = and i64 %32, 9223372036854775804
  %1201 = icmp eq i64 %32, %1200
  %1202 = and i64 %32, 3
  %1203 = icmp eq i64 %1202, 0
  %1204 = icmp ult i64 %32, 4
  %1205 = icmp ult i64 %32, 32
  %1206 = and i64 %32, 28
  %1207 = and i64 %32, 9223372036854775776
  %1208 = icmp eq i64 %32, %1207
  %1209 = icmp eq i64 %1206, 0
  %1210 = and i64 %32, 9223372036854775804
  %1211 = icmp eq i64 %32, %1210
  %1212 = and i64 %32, 3
  %1213 = icmp eq i64 %1212, 0
  br label %1349

1214:                                             ; preds = %514, %1346
  %1215 = phi i64 [ 0, %514 ], [ %1244, %1346 ]
  %1216 = phi i64 [ 0, %514 ], [ %1347, %1346 ]
  %1217 = mul i64 %533, %1216
  %1218 = mul i64 %538, %1216
  %1219 = add i64 %536, %1218
  %1220 = add nsw i64 %1216, %49
  %1221 = mul nsw i64 %1216, %112
  %1222 = getelementptr inbounds float, ptr %515, i64 %1221
  %1223 = getelementptr inbounds nuw %struct.rowstate, ptr %787, i64 %1216
  store ptr %1222, ptr %1223, align 8
  %1224 = getelementptr inbounds float, ptr %1222, i64 %106
  %1225 = getelementptr inbounds nuw i8, ptr %1223, i64 8
  store ptr %1224, ptr %1225, align 8
  %1226 = getelementptr inbounds i8, ptr %1222, i64 %516
  %1227 = getelementptr inbounds nuw i8, ptr %1223, i64 24
  store ptr %1226, ptr %1227, align 8
  %1228 = getelementptr inbounds float, ptr %1222, i64 %110
  %1229 = getelementptr inbounds nuw i8, ptr %1223, i64 16
  store ptr %1228, ptr %1229, align 8
  br i1 %517, label %1241, label %1230

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
  br i1 %125, label %1245, label %1302

1245:                                             ; preds = %1241
  %1246 = mul nsw i64 %1220, %34
  %1247 = add nsw i64 %1246, %47
  %1248 = add nsw i64 %1220, %519
  %1249 = select i1 %518, i64 %1247, i64 %1248
  %1250 = mul nsw i64 %1249, %32
  %1251 = getelementptr float, ptr %18, i64 %1250
  %1252 = getelementptr float, ptr %19, i64 %1250
  br i1 %545, label %1300, label %1253

1253:                                             ; preds = %1245
  %1254 = mul i64 %534, %1249
  %1255 = add i64 %529, %1217
  %1256 = add i64 %4, %1254
  %1257 = sub i64 %1255, %1256
  %1258 = icmp ult i64 %1257, 32
  %1259 = or i1 %549, %1258
  %1260 = add i64 %1219, %1254
  %1261 = icmp ult i64 %1260, 32
  %1262 = or i1 %1259, %1261
  %1263 = add i64 %541, %1217
  %1264 = add i64 %4, %1254
  %1265 = sub i64 %1263, %1264
  %1266 = icmp ult i64 %1265, 32
  %1267 = or i1 %1262, %1266
  %1268 = add i64 %541, %1217
  %1269 = add i64 %5, %1254
  %1270 = sub i64 %1268, %1269
  %1271 = icmp ult i64 %1270, 32
  %1272 = or i1 %1267, %1271
  %1273 = add i64 %544, %1217
  %1274 = add i64 %4, %1254
  %1275 = sub i64 %1273, %1274
  %1276 = icmp ult i64 %1275, 32
  %1277 = or i1 %1272, %1276
  %1278 = add i64 %544, %1217
  %1279 = add i64 %5, %1254
  %1280 = sub i64 %1278, %1279
  %1281 = icmp ult i64 %1280, 32
  %1282 = or i1 %1277, %1281
  br i1 %1282, label %1300, label %1283

1283:                                             ; preds = %1253, %1283
  %1284 = phi i64 [ %1296, %1283 ], [ 0, %1253 ]
  %1285 = phi <8 x i64> [ %1297, %1283 ], [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %1253 ]
  %1286 = icmp slt <8 x i64> %1285, %552
  %1287 = select i1 %520, <8 x i1> %1286, <8 x i1> zeroinitializer
  %1288 = getelementptr float, ptr %1251, i64 %1284
  %1289 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %1288, <8 x i1> %1287, <8 x float> zeroinitializer)
  %1290 = getelementptr inbounds nuw float, ptr %1222, i64 %1284
  store <8 x float> %1289, ptr %1290, align 4
  %1291 = select i1 %521, <8 x i1> %1286, <8 x i1> zeroinitializer
  %1292 = getelementptr float, ptr %1252, i64 %1284
  %1293 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %1292, <8 x i1> %1291, <8 x float> zeroinitializer)
  %1294 = getelementptr inbounds nuw float, ptr %1224, i64 %1284
  store <8 x float> %1293, ptr %1294, align 4
  %1295 = getelementptr inbounds nuw float, ptr %1226, i64 %1284
  store <8 x float> zeroinitializer, ptr %1295, align 4
  %1296 = add nuw i64 %1284, 8
  %1297 = add nuw nsw <8 x i64> %1285, splat (i64 8)
  %1298 = icmp eq i64 %1296, %550
  br i1 %1298, label %1299, label %1283

1299:                                             ; preds = %1283
  br i1 %553, label %1302, label %1300

1300:                                             ; preds = %1253, %1245, %1299
  %1301 = phi i64 [ 0, %1253 ], [ 0, %1245 ], [ %550, %1299 ]
  br label %1307

1302:                                             ; preds = %1321, %1299, %1241
  %1303 = icmp slt i64 %1242, %28
  %1304 = select i1 %522, i1 %1303, i1 false
  br i1 %1304, label %1305, label %1346

1305:                                             ; preds = %1302
  %1306 = mul nsw i64 %1220, %28
  br label %1327

1307:                                             ; preds = %1300, %1321
  %1308 = phi i64 [ %1325, %1321 ], [ %1301, %1300 ]
  %1309 = icmp slt i64 %1308, %32
  %1310 = select i1 %520, i1 %1309, i1 false
  br i1 %1310, label %1311, label %1314

1311:                                             ; preds = %1307
  %1312 = getelementptr float, ptr %1251, i64 %1308
  %1313 = load float, ptr %1312, align 4
  br label %1314

1314:                                             ; preds = %1307, %1311
  %1315 = phi float [ %1313, %1311 ], [ 0.000000e+00, %1307 ]
  %1316 = getelementptr inbounds nuw float, ptr %1222, i64 %1308
  store float %1315, ptr %1316, align 4
  %1317 = select i1 %521, i1 %1309, i1 false
  br i1 %1317, label %1318, label %1321

1318:                                             ; preds = %1314
  %1319 = getelementptr float, ptr %1252, i64 %1308
  %1320 = load float, ptr %1319, align 4
  br label %1321

1321:                                             ; preds = %1314, %1318
  %1322 = phi float [ %1320, %1318 ], [ 0.000000e+00, %1314 ]
  %1323 = getelementptr inbounds nuw float, ptr %1224, i64 %1308
  store float %1322, ptr %1323, align 4
  %1324 = getelementptr inbounds nuw float, ptr %1226, i64 %1308
  store float 0.000000e+00, ptr %1324, align 4
  %1325 = add nuw nsw i64 %1308, 1
  %1326 = icmp eq i64 %1325, %184
  br i1 %1326, label %1302, label %1307

1327:                                             ; preds = %1305, %1343
  %1328 = phi i64 [ %1242, %1305 ], [ %1344, %1343 ]
  br i1 %518, label %1329, label %1333

1329:                                             ; preds = %1327
  %1330 = add nsw i64 %1328, %1306
  %1331 = mul nsw i64 %1330, %34
  %1332 = add nsw i64 %1331, %47
  br label %1338

1333:                                             ; preds = %1327
  %1334 = mul nsw i64 %1328, %34
  %1335 = add nsw i64 %1334, %47
  %1336 = mul nsw i64 %1335, %30
  %1337 = add nsw i64 %1336, %1220
  br label %1338

1338:                                             ; preds = %1333, %1329
  %1339 = phi i64 [ %1332, %1329 ], [ %1337, %1333 ]
  br i1 %125, label %1340, label %1343

1340:                                             ; preds = %1338
  %1341 = mul i64 %1339, %32
  %1342 = getelementptr float, ptr %21, i64 %1341
  tail call void @llvm.memset.p0.i64(ptr align 4 %1342, i8 0, i64 %523, i1 false)
  br label %1343

1343:                                             ; preds = %1340, %1338
  %1344 = add nsw i64 %1328, 1
  %1345 = icmp eq i64 %1344, %28
  br i1 %1345, label %1346, label %1327

1346:                                             ; preds = %1343, %1302
  %1347 = add nuw nsw i64 %1216, 1
  %1348 = icmp slt i64 %1347, %52
  br i1 %1348, label %1214, label %810

1349:                                             ; preds = %1357, %812
  %1350 = phi i64 [ 0, %812 ], [ %1358, %1357 ]
  %1351 = xor i64 %1350, -1
  br label %1360

1352:                                             ; preds = %1357, %810
  %1353 = icmp eq i64 %36, 1
  %1354 = mul nsw i64 %47, %30
  %1355 = icmp eq i64 %8, 0
  %1356 = icmp eq i64 %9, 0
  br label %3809

1357:                                             ; preds = %3805
  %1358 = add nuw nsw i64 %1350, 1
  %1359 = icmp eq i64 %1358, %1244
  br i1 %1359, label %1352, label %1349

1360:                                             ; preds = %1349, %3805
  %1361 = phi i64 [ 0, %1349 ], [ %3806, %3805 ]
  %1362 = getelementptr inbounds nuw %struct.rowstate, ptr %787, i64 %1361
  %1363 = getelementptr inbounds nuw i8, ptr %1362, i64 32
  %1364 = load i64, ptr %1363, align 8
  %1365 = icmp slt i64 %1350, %1364
  br i1 %1365, label %1366, label %3805

1366:                                             ; preds = %1360
  %1367 = add nsw i64 %1361, %49
  %1368 = add i64 %1364, %1351
  %1369 = select i1 %65, i64 %1368, i64 %1350
  %1370 = getelementptr inbounds nuw i8, ptr %1362, i64 16
  %1371 = load ptr, ptr %1370, align 8
  %1372 = ptrtoint ptr %1371 to i64
  %1373 = load ptr, ptr %1362, align 8
  %1374 = ptrtoint ptr %1373 to i64
  %1375 = getelementptr inbounds nuw i8, ptr %1362, i64 8
  %1376 = load ptr, ptr %1375, align 8
  br i1 %813, label %1377, label %1382

1377:                                             ; preds = %1366
  %1378 = mul nsw i64 %1367, %28
  %1379 = add nsw i64 %1369, %1378
  %1380 = mul i64 %814, %1379
  %1381 = getelementptr float, ptr %816, i64 %1380
  br i1 %817, label %1402, label %1387

1382:                                             ; preds = %1366
  %1383 = mul nsw i64 %1369, %30
  %1384 = add nsw i64 %1383, %1367
  %1385 = mul i64 %814, %1384
  %1386 = getelementptr float, ptr %816, i64 %1385
  br i1 %817, label %1402, label %1392

1387:                                             ; preds = %1377
  %1388 = mul nsw i64 %1367, %28
  %1389 = add nsw i64 %1369, %1388
  %1390 = mul nsw i64 %1389, %34
  %1391 = add nsw i64 %1390, %47
  br label %1397

1392:                                             ; preds = %1382
  %1393 = mul nsw i64 %1369, %34
  %1394 = add nsw i64 %1393, %47
  %1395 = mul nsw i64 %1394, %30
  %1396 = add nsw i64 %1395, %1367
  br label %1397

1397:                                             ; preds = %1392, %1387
  %1398 = phi ptr [ %1381, %1387 ], [ %1386, %1392 ]
  %1399 = phi i64 [ %1391, %1387 ], [ %1396, %1392 ]
  %1400 = mul nsw i64 %1399, %32
  %1401 = getelementptr inbounds float, ptr %21, i64 %1400
  br label %1402

1402:                                             ; preds = %1382, %1377, %1397
  %1403 = phi ptr [ %1398, %1397 ], [ %1381, %1377 ], [ %1386, %1382 ]
  %1404 = phi ptr [ %1401, %1397 ], [ null, %1377 ], [ null, %1382 ]
  %1405 = ptrtoint ptr %1404 to i64
  br i1 %818, label %1406, label %1605

1406:                                             ; preds = %1402
  tail call fastcc void @product(ptr noundef %1373, ptr noundef %117, ptr noundef %1371, i64 noundef %32, i64 noundef %107, i64 noundef %106)
  br i1 %125, label %1407, label %1510

1407:                                             ; preds = %1406
  br i1 %1184, label %1491, label %1408

1408:                                             ; preds = %1407
  %1409 = getelementptr i8, ptr %1371, i64 %829
  %1410 = getelementptr i8, ptr %1403, i64 %829
  %1411 = icmp ult ptr %1371, %1410
  %1412 = icmp ult ptr %1403, %1409
  %1413 = and i1 %1411, %1412
  %1414 = icmp ult ptr %1371, %835
  %1415 = icmp ult ptr %123, %1409
  %1416 = and i1 %1414, %1415
  %1417 = or i1 %1413, %1416
  %1418 = icmp ult ptr %1371, %839
  %1419 = icmp ult ptr %122, %1409
  %1420 = and i1 %1418, %1419
  %1421 = or i1 %1417, %1420
  br i1 %1421, label %1491, label %1422

1422:                                             ; preds = %1408
  br i1 %1185, label %1473, label %1423

1423:                                             ; preds = %1422, %1423
  %1424 = phi i64 [ %1469, %1423 ], [ 0, %1422 ]
  %1425 = getelementptr inbounds nuw float, ptr %1403, i64 %1424
  %1426 = getelementptr inbounds nuw i8, ptr %1425, i64 32
  %1427 = getelementptr inbounds nuw i8, ptr %1425, i64 64
  %1428 = getelementptr inbounds nuw i8, ptr %1425, i64 96
  %1429 = load <8 x float>, ptr %1425, align 4
  %1430 = load <8 x float>, ptr %1426, align 4
  %1431 = load <8 x float>, ptr %1427, align 4
  %1432 = load <8 x float>, ptr %1428, align 4
  %1433 = getelementptr inbounds nuw float, ptr %122, i64 %1424
  %1434 = getelementptr inbounds nuw i8, ptr %1433, i64 32
  %1435 = getelementptr inbounds nuw i8, ptr %1433, i64 64
  %1436 = getelementptr inbounds nuw i8, ptr %1433, i64 96
  %1437 = load <8 x float>, ptr %1433, align 4
  %1438 = load <8 x float>, ptr %1434, align 4
  %1439 = load <8 x float>, ptr %1435, align 4
  %1440 = load <8 x float>, ptr %1436, align 4
  %1441 = fadd <8 x float> %1429, %1437
  %1442 = fadd <8 x float> %1430, %1438
  %1443 = fadd <8 x float> %1431, %1439
  %1444 = fadd <8 x float> %1432, %1440
  %1445 = getelementptr inbounds nuw float, ptr %123, i64 %1424
  %1446 = getelementptr inbounds nuw i8, ptr %1445, i64 32
  %1447 = getelementptr inbounds nuw i8, ptr %1445, i64 64
  %1448 = getelementptr inbounds nuw i8, ptr %1445, i64 96
  %1449 = load <8 x float>, ptr %1445, align 4
  %1450 = load <8 x float>, ptr %1446, align 4
  %1451 = load <8 x float>, ptr %1447, align 4
  %1452 = load <8 x float>, ptr %1448, align 4
  %1453 = fadd <8 x float> %1441, %1449
  %1454 = fadd <8 x float> %1442, %1450
  %1455 = fadd <8 x float> %1443, %1451
  %1456 = fadd <8 x float> %1444, %1452
  %1457 = getelementptr inbounds nuw float, ptr %1371, i64 %1424
  %1458 = getelementptr inbounds nuw i8, ptr %1457, i64 32
  %1459 = getelementptr inbounds nuw i8, ptr %1457, i64 64
  %1460 = getelementptr inbounds nuw i8, ptr %1457, i64 96
  %1461 = load <8 x float>, ptr %1457, align 4
  %1462 = load <8 x float>, ptr %1458, align 4
  %1463 = load <8 x float>, ptr %1459, align 4
  %1464 = load <8 x float>, ptr %1460, align 4
  %1465 = fadd <8 x float> %1453, %1461
  %1466 = fadd <8 x float> %1454, %1462
  %1467 = fadd <8 x float> %1455, %1463
  %1468 = fadd <8 x float> %1456, %1464
  store <8 x float> %1465, ptr %1457, align 4
  store <8 x float> %1466, ptr %1458, align 4
  store <8 x float> %1467, ptr %1459, align 4
  store <8 x float> %1468, ptr %1460, align 4
  %1469 = add nuw i64 %1424, 32
  %1470 = icmp eq i64 %1469, %1187
  br i1 %1470, label %1471, label %1423

1471:                                             ; preds = %1423
  br i1 %1188, label %1511, label %1472

1472:                                             ; preds = %1471
  br i1 %1189, label %1491, label %1473

1473:                                             ; preds = %1422, %1472
  %1474 = phi i64 [ %1187, %1472 ], [ 0, %1422 ]
  br label %1475

1475:                                             ; preds = %1475, %1473
  %1476 = phi i64 [ %1474, %1473 ], [ %1488, %1475 ]
  %1477 = getelementptr inbounds nuw float, ptr %1403, i64 %1476
  %1478 = load <4 x float>, ptr %1477, align 4
  %1479 = getelementptr inbounds nuw float, ptr %122, i64 %1476
  %1480 = load <4 x float>, ptr %1479, align 4
  %1481 = fadd <4 x float> %1478, %1480
  %1482 = getelementptr inbounds nuw float, ptr %123, i64 %1476
  %1483 = load <4 x float>, ptr %1482, align 4
  %1484 = fadd <4 x float> %1481, %1483
  %1485 = getelementptr inbounds nuw float, ptr %1371, i64 %1476
  %1486 = load <4 x float>, ptr %1485, align 4
  %1487 = fadd <4 x float> %1484, %1486
  store <4 x float> %1487, ptr %1485, align 4
  %1488 = add nuw i64 %1476, 4
  %1489 = icmp eq i64 %1488, %1190
  br i1 %1489, label %1490, label %1475

1490:                                             ; preds = %1475
  br i1 %1191, label %1511, label %1491

1491:                                             ; preds = %1408, %1407, %1472, %1490
  %1492 = phi i64 [ 0, %1407 ], [ 0, %1408 ], [ %1187, %1472 ], [ %1190, %1490 ]
  %1493 = or disjoint i64 %1492, 1
  br i1 %1193, label %1507, label %1494

1494:                                             ; preds = %1491
  %1495 = getelementptr inbounds nuw float, ptr %1403, i64 %1492
  %1496 = load float, ptr %1495, align 4
  %1497 = getelementptr inbounds nuw float, ptr %122, i64 %1492
  %1498 = load float, ptr %1497, align 4
  %1499 = fadd float %1496, %1498
  %1500 = getelementptr inbounds nuw float, ptr %123, i64 %1492
  %1501 = load float, ptr %1500, align 4
  %1502 = fadd float %1499, %1501
  %1503 = getelementptr inbounds nuw float, ptr %1371, i64 %1492
  %1504 = load float, ptr %1503, align 4
  %1505 = fadd float %1502, %1504
  store float %1505, ptr %1503, align 4
  %1506 = or disjoint i64 %1492, 1
  br label %1507

1507:                                             ; preds = %1494, %1491
  %1508 = phi i64 [ %1492, %1491 ], [ %1506, %1494 ]
  %1509 = icmp eq i64 %32, %1493
  br i1 %1509, label %1511, label %1559

1510:                                             ; preds = %1406
  tail call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1371, i64 noundef %106)
  br label %3805

1511:                                             ; preds = %1507, %1559, %1490, %1471
  tail call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1371, i64 noundef %106)
  %1512 = sub i64 %1374, %1372
  %1513 = icmp ult i64 %1512, 128
  %1514 = select i1 %1194, i1 true, i1 %1513
  br i1 %1514, label %1544, label %1515

1515:                                             ; preds = %1511
  br i1 %1195, label %1534, label %1516

1516:                                             ; preds = %1515, %1516
  %1517 = phi i64 [ %1530, %1516 ], [ 0, %1515 ]
  %1518 = getelementptr inbounds nuw float, ptr %1371, i64 %1517
  %1519 = getelementptr inbounds nuw i8, ptr %1518, i64 32
  %1520 = getelementptr inbounds nuw i8, ptr %1518, i64 64
  %1521 = getelementptr inbounds nuw i8, ptr %1518, i64 96
  %1522 = load <8 x float>, ptr %1518, align 4
  %1523 = load <8 x float>, ptr %1519, align 4
  %1524 = load <8 x float>, ptr %1520, align 4
  %1525 = load <8 x float>, ptr %1521, align 4
  %1526 = getelementptr inbounds nuw float, ptr %1373, i64 %1517
  %1527 = getelementptr inbounds nuw i8, ptr %1526, i64 32
  %1528 = getelementptr inbounds nuw i8, ptr %1526, i64 64
  %1529 = getelementptr inbounds nuw i8, ptr %1526, i64 96
  store <8 x float> %1522, ptr %1526, align 4
  store <8 x float> %1523, ptr %1527, align 4
  store <8 x float> %1524, ptr %1528, align 4
  store <8 x float> %1525, ptr %1529, align 4
  %1530 = add nuw i64 %1517, 32
  %1531 = icmp eq i64 %1530, %1197
  br i1 %1531, label %1532, label %1516

1532:                                             ; preds = %1516
  br i1 %1198, label %3735, label %1533

1533:                                             ; preds = %1532
  br i1 %1199, label %1544, label %1534

1534:                                             ; preds = %1515, %1533
  %1535 = phi i64 [ %1197, %1533 ], [ 0, %1515 ]
  br label %1536

1536:                                             ; preds = %1536, %1534
  %1537 = phi i64 [ %1535, %1534 ], [ %1541, %1536 ]
  %1538 = getelementptr inbounds nuw float, ptr %1371, i64 %1537
  %1539 = load <4 x float>, ptr %1538, align 4
  %1540 = getelementptr inbounds nuw float, ptr %1373, i64 %1537
  store <4 x float> %1539, ptr %1540, align 4
  %1541 = add nuw i64 %1537, 4
  %1542 = icmp eq i64 %1541, %1200
  br i1 %1542, label %1543, label %1536

1543:                                             ; preds = %1536
  br i1 %1201, label %3735, label %1544

1544:                                             ; preds = %1511, %1533, %1543
  %1545 = phi i64 [ 0, %1511 ], [ %1197, %1533 ], [ %1200, %1543 ]
  br i1 %1203, label %1555, label %1546

1546:                                             ; preds = %1544, %1546
  %1547 = phi i64 [ %1552, %1546 ], [ %1545, %1544 ]
  %1548 = phi i64 [ %1553, %1546 ], [ 0, %1544 ]
  %1549 = getelementptr inbounds nuw float, ptr %1371, i64 %1547
  %1550 = load float, ptr %1549, align 4
  %1551 = getelementptr inbounds nuw float, ptr %1373, i64 %1547
  store float %1550, ptr %1551, align 4
  %1552 = add nuw nsw i64 %1547, 1
  %1553 = add i64 %1548, 1
  %1554 = icmp eq i64 %1553, %1202
  br i1 %1554, label %1555, label %1546

1555:                                             ; preds = %1546, %1544
  %1556 = phi i64 [ %1545, %1544 ], [ %1552, %1546 ]
  %1557 = sub nsw i64 %1545, %32
  %1558 = icmp ugt i64 %1557, -4
  br i1 %1558, label %3735, label %1586

1559:                                             ; preds = %1507, %1559
  %1560 = phi i64 [ %1584, %1559 ], [ %1508, %1507 ]
  %1561 = getelementptr inbounds nuw float, ptr %1403, i64 %1560
  %1562 = load float, ptr %1561, align 4
  %1563 = getelementptr inbounds nuw float, ptr %122, i64 %1560
  %1564 = load float, ptr %1563, align 4
  %1565 = fadd float %1562, %1564
  %1566 = getelementptr inbounds nuw float, ptr %123, i64 %1560
  %1567 = load float, ptr %1566, align 4
  %1568 = fadd float %1565, %1567
  %1569 = getelementptr inbounds nuw float, ptr %1371, i64 %1560
  %1570 = load float, ptr %1569, align 4
  %1571 = fadd float %1568, %1570
  store float %1571, ptr %1569, align 4
  %1572 = add nuw nsw i64 %1560, 1
  %1573 = getelementptr inbounds nuw float, ptr %1403, i64 %1572
  %1574 = load float, ptr %1573, align 4
  %1575 = getelementptr inbounds nuw float, ptr %122, i64 %1572
  %1576 = load float, ptr %1575, align 4
  %1577 = fadd float %1574, %1576
  %1578 = getelementptr inbounds nuw float, ptr %123, i64 %1572
  %1579 = load float, ptr %1578, align 4
  %1580 = fadd float %1577, %1579
  %1581 = getelementptr inbounds nuw float, ptr %1371, i64 %1572
  %1582 = load float, ptr %1581, align 4
  %1583 = fadd float %1580, %1582
  store float %1583, ptr %1581, align 4
  %1584 = add nuw nsw i64 %1560, 2
  %1585 = icmp eq i64 %1584, %32
  br i1 %1585, label %1511, label %1559

1586:                                             ; preds = %1555, %1586
  %1587 = phi i64 [ %1603, %1586 ], [ %1556, %1555 ]
  %1588 = getelementptr inbounds nuw float, ptr %1371, i64 %1587
  %1589 = load float, ptr %1588, align 4
  %1590 = getelementptr inbounds nuw float, ptr %1373, i64 %1587
  store float %1589, ptr %1590, align 4
  %1591 = add nuw nsw i64 %1587, 1
  %1592 = getelementptr inbounds nuw float, ptr %1371, i64 %1591
  %1593 = load float, ptr %1592, align 4
  %1594 = getelementptr inbounds nuw float, ptr %1373, i64 %1591
  store float %1593, ptr %1594, align 4
  %1595 = add nuw nsw i64 %1587, 2
  %1596 = getelementptr inbounds nuw float, ptr %1371, i64 %1595
  %1597 = load float, ptr %1596, align 4
  %1598 = getelementptr inbounds nuw float, ptr %1373, i64 %1595
  store float %1597, ptr %1598, align 4
  %1599 = add nuw nsw i64 %1587, 3
  %1600 = getelementptr inbounds nuw float, ptr %1371, i64 %1599
  %1601 = load float, ptr %1600, align 4
  %1602 = getelementptr inbounds nuw float, ptr %1373, i64 %1599
  store float %1601, ptr %1602, align 4
  %1603 = add nuw nsw i64 %1587, 4
  %1604 = icmp eq i64 %1603, %32
  br i1 %1604, label %3735, label %1586

1605:                                             ; preds = %1402
  br i1 %37, label %1606, label %2570

1606:                                             ; preds = %1605
  tail call fastcc void @product(ptr noundef %1373, ptr noundef %117, ptr noundef %1371, i64 noundef %32, i64 noundef %107, i64 noundef %107)
  br i1 %125, label %1607, label %1710

1607:                                             ; preds = %1606
  br i1 %1107, label %1691, label %1608

1608:                                             ; preds = %1607
  %1609 = getelementptr i8, ptr %1371, i64 %915
  %1610 = getelementptr i8, ptr %1403, i64 %915
  %1611 = icmp ult ptr %1371, %1610
  %1612 = icmp ult ptr %1403, %1609
  %1613 = and i1 %1611, %1612
  %1614 = icmp ult ptr %1371, %921
  %1615 = icmp ult ptr %123, %1609
  %1616 = and i1 %1614, %1615
  %1617 = or i1 %1613, %1616
  %1618 = icmp ult ptr %1371, %925
  %1619 = icmp ult ptr %122, %1609
  %1620 = and i1 %1618, %1619
  %1621 = or i1 %1617, %1620
  br i1 %1621, label %1691, label %1622

1622:                                             ; preds = %1608
  br i1 %1108, label %1673, label %1623

1623:                                             ; preds = %1622, %1623
  %1624 = phi i64 [ %1669, %1623 ], [ 0, %1622 ]
  %1625 = getelementptr inbounds nuw float, ptr %1403, i64 %1624
  %1626 = getelementptr inbounds nuw i8, ptr %1625, i64 32
  %1627 = getelementptr inbounds nuw i8, ptr %1625, i64 64
  %1628 = getelementptr inbounds nuw i8, ptr %1625, i64 96
  %1629 = load <8 x float>, ptr %1625, align 4
  %1630 = load <8 x float>, ptr %1626, align 4
  %1631 = load <8 x float>, ptr %1627, align 4
  %1632 = load <8 x float>, ptr %1628, align 4
  %1633 = getelementptr inbounds nuw float, ptr %122, i64 %1624
  %1634 = getelementptr inbounds nuw i8, ptr %1633, i64 32
  %1635 = getelementptr inbounds nuw i8, ptr %1633, i64 64
  %1636 = getelementptr inbounds nuw i8, ptr %1633, i64 96
  %1637 = load <8 x float>, ptr %1633, align 4
  %1638 = load <8 x float>, ptr %1634, align 4
  %1639 = load <8 x float>, ptr %1635, align 4
  %1640 = load <8 x float>, ptr %1636, align 4
  %1641 = fadd <8 x float> %1629, %1637
  %1642 = fadd <8 x float> %1630, %1638
  %1643 = fadd <8 x float> %1631, %1639
  %1644 = fadd <8 x float> %1632, %1640
  %1645 = getelementptr inbounds nuw float, ptr %123, i64 %1624
  %1646 = getelementptr inbounds nuw i8, ptr %1645, i64 32
  %1647 = getelementptr inbounds nuw i8, ptr %1645, i64 64
  %1648 = getelementptr inbounds nuw i8, ptr %1645, i64 96
  %1649 = load <8 x float>, ptr %1645, align 4
  %1650 = load <8 x float>, ptr %1646, align 4
  %1651 = load <8 x float>, ptr %1647, align 4
  %1652 = load <8 x float>, ptr %1648, align 4
  %1653 = fadd <8 x float> %1641, %1649
  %1654 = fadd <8 x float> %1642, %1650
  %1655 = fadd <8 x float> %1643, %1651
  %1656 = fadd <8 x float> %1644, %1652
  %1657 = getelementptr inbounds nuw float, ptr %1371, i64 %1624
  %1658 = getelementptr inbounds nuw i8, ptr %1657, i64 32
  %1659 = getelementptr inbounds nuw i8, ptr %1657, i64 64
  %1660 = getelementptr inbounds nuw i8, ptr %1657, i64 96
  %1661 = load <8 x float>, ptr %1657, align 4
  %1662 = load <8 x float>, ptr %1658, align 4
  %1663 = load <8 x float>, ptr %1659, align 4
  %1664 = load <8 x float>, ptr %1660, align 4
  %1665 = fadd <8 x float> %1653, %1661
  %1666 = fadd <8 x float> %1654, %1662
  %1667 = fadd <8 x float> %1655, %1663
  %1668 = fadd <8 x float> %1656, %1664
  store <8 x float> %1665, ptr %1657, align 4
  store <8 x float> %1666, ptr %1658, align 4
  store <8 x float> %1667, ptr %1659, align 4
  store <8 x float> %1668, ptr %1660, align 4
  %1669 = add nuw i64 %1624, 32
  %1670 = icmp eq i64 %1669, %1110
  br i1 %1670, label %1671, label %1623

1671:                                             ; preds = %1623
  br i1 %1111, label %1712, label %1672

1672:                                             ; preds = %1671
  br i1 %1112, label %1691, label %1673

1673:                                             ; preds = %1622, %1672
  %1674 = phi i64 [ %1110, %1672 ], [ 0, %1622 ]
  br label %1675

1675:                                             ; preds = %1675, %1673
  %1676 = phi i64 [ %1674, %1673 ], [ %1688, %1675 ]
  %1677 = getelementptr inbounds nuw float, ptr %1403, i64 %1676
  %1678 = load <4 x float>, ptr %1677, align 4
  %1679 = getelementptr inbounds nuw float, ptr %122, i64 %1676
  %1680 = load <4 x float>, ptr %1679, align 4
  %1681 = fadd <4 x float> %1678, %1680
  %1682 = getelementptr inbounds nuw float, ptr %123, i64 %1676
  %1683 = load <4 x float>, ptr %1682, align 4
  %1684 = fadd <4 x float> %1681, %1683
  %1685 = getelementptr inbounds nuw float, ptr %1371, i64 %1676
  %1686 = load <4 x float>, ptr %1685, align 4
  %1687 = fadd <4 x float> %1684, %1686
  store <4 x float> %1687, ptr %1685, align 4
  %1688 = add nuw i64 %1676, 4
  %1689 = icmp eq i64 %1688, %1113
  br i1 %1689, label %1690, label %1675

1690:                                             ; preds = %1675
  br i1 %1114, label %1712, label %1691

1691:                                             ; preds = %1608, %1607, %1672, %1690
  %1692 = phi i64 [ 0, %1607 ], [ 0, %1608 ], [ %1110, %1672 ], [ %1113, %1690 ]
  %1693 = or disjoint i64 %1692, 1
  br i1 %1116, label %1707, label %1694

1694:                                             ; preds = %1691
  %1695 = getelementptr inbounds nuw float, ptr %1403, i64 %1692
  %1696 = load float, ptr %1695, align 4
  %1697 = getelementptr inbounds nuw float, ptr %122, i64 %1692
  %1698 = load float, ptr %1697, align 4
  %1699 = fadd float %1696, %1698
  %1700 = getelementptr inbounds nuw float, ptr %123, i64 %1692
  %1701 = load float, ptr %1700, align 4
  %1702 = fadd float %1699, %1701
  %1703 = getelementptr inbounds nuw float, ptr %1371, i64 %1692
  %1704 = load float, ptr %1703, align 4
  %1705 = fadd float %1702, %1704
  store float %1705, ptr %1703, align 4
  %1706 = or disjoint i64 %1692, 1
  br label %1707

1707:                                             ; preds = %1694, %1691
  %1708 = phi i64 [ %1692, %1691 ], [ %1706, %1694 ]
  %1709 = icmp eq i64 %32, %1693
  br i1 %1709, label %1712, label %1821

1710:                                             ; preds = %1606
  %1711 = getelementptr inbounds float, ptr %1371, i64 %819
  br label %2228

1712:                                             ; preds = %1707, %1821, %1690, %1671
  %1713 = getelementptr float, ptr %1403, i64 %32
  br i1 %1117, label %1801, label %1714

1714:                                             ; preds = %1712
  %1715 = getelementptr i8, ptr %1371, i64 %898
  %1716 = getelementptr i8, ptr %1371, i64 %898
  %1717 = getelementptr i8, ptr %1716, i64 %899
  %1718 = getelementptr i8, ptr %1403, i64 %820
  %1719 = icmp ult ptr %1715, %1718
  %1720 = icmp ult ptr %1713, %1717
  %1721 = and i1 %1719, %1720
  %1722 = icmp ult ptr %1715, %907
  %1723 = icmp ult ptr %905, %1717
  %1724 = and i1 %1722, %1723
  %1725 = or i1 %1721, %1724
  %1726 = icmp ult ptr %1715, %914
  %1727 = icmp ult ptr %912, %1717
  %1728 = and i1 %1726, %1727
  %1729 = or i1 %1725, %1728
  br i1 %1729, label %1801, label %1730

1730:                                             ; preds = %1714
  br i1 %1118, label %1782, label %1731

1731:                                             ; preds = %1730, %1731
  %1732 = phi i64 [ %1778, %1731 ], [ 0, %1730 ]
  %1733 = getelementptr float, ptr %1713, i64 %1732
  %1734 = getelementptr i8, ptr %1733, i64 32
  %1735 = getelementptr i8, ptr %1733, i64 64
  %1736 = getelementptr i8, ptr %1733, i64 96
  %1737 = load <8 x float>, ptr %1733, align 4
  %1738 = load <8 x float>, ptr %1734, align 4
  %1739 = load <8 x float>, ptr %1735, align 4
  %1740 = load <8 x float>, ptr %1736, align 4
  %1741 = add nuw nsw i64 %1732, %106
  %1742 = getelementptr inbounds nuw float, ptr %122, i64 %1741
  %1743 = getelementptr inbounds nuw i8, ptr %1742, i64 32
  %1744 = getelementptr inbounds nuw i8, ptr %1742, i64 64
  %1745 = getelementptr inbounds nuw i8, ptr %1742, i64 96
  %1746 = load <8 x float>, ptr %1742, align 4
  %1747 = load <8 x float>, ptr %1743, align 4
  %1748 = load <8 x float>, ptr %1744, align 4
  %1749 = load <8 x float>, ptr %1745, align 4
  %1750 = fadd <8 x float> %1737, %1746
  %1751 = fadd <8 x float> %1738, %1747
  %1752 = fadd <8 x float> %1739, %1748
  %1753 = fadd <8 x float> %1740, %1749
  %1754 = getelementptr inbounds nuw float, ptr %123, i64 %1741
  %1755 = getelementptr inbounds nuw i8, ptr %1754, i64 32
  %1756 = getelementptr inbounds nuw i8, ptr %1754, i64 64
  %1757 = getelementptr inbounds nuw i8, ptr %1754, i64 96
  %1758 = load <8 x float>, ptr %1754, align 4
  %1759 = load <8 x float>, ptr %1755, align 4
  %1760 = load <8 x float>, ptr %1756, align 4
  %1761 = load <8 x float>, ptr %1757, align 4
  %1762 = fadd <8 x float> %1750, %1758
  %1763 = fadd <8 x float> %1751, %1759
  %1764 = fadd <8 x float> %1752, %1760
  %1765 = fadd <8 x float> %1753, %1761
  %1766 = getelementptr inbounds nuw float, ptr %1371, i64 %1741
  %1767 = getelementptr inbounds nuw i8, ptr %1766, i64 32
  %1768 = getelementptr inbounds nuw i8, ptr %1766, i64 64
  %1769 = getelementptr inbounds nuw i8, ptr %1766, i64 96
  %1770 = load <8 x float>, ptr %1766, align 4
  %1771 = load <8 x float>, ptr %1767, align 4
  %1772 = load <8 x float>, ptr %1768, align 4
  %1773 = load <8 x float>, ptr %1769, align 4
  %1774 = fadd <8 x float> %1762, %1770
  %1775 = fadd <8 x float> %1763, %1771
  %1776 = fadd <8 x float> %1764, %1772
  %1777 = fadd <8 x float> %1765, %1773
  store <8 x float> %1774, ptr %1766, align 4
  store <8 x float> %1775, ptr %1767, align 4
  store <8 x float> %1776, ptr %1768, align 4
  store <8 x float> %1777, ptr %1769, align 4
  %1778 = add nuw i64 %1732, 32
  %1779 = icmp eq i64 %1778, %1120
  br i1 %1779, label %1780, label %1731

1780:                                             ; preds = %1731
  br i1 %1121, label %1848, label %1781

1781:                                             ; preds = %1780
  br i1 %1122, label %1801, label %1782

1782:                                             ; preds = %1730, %1781
  %1783 = phi i64 [ %1120, %1781 ], [ 0, %1730 ]
  br label %1784

1784:                                             ; preds = %1784, %1782
  %1785 = phi i64 [ %1783, %1782 ], [ %1798, %1784 ]
  %1786 = getelementptr float, ptr %1713, i64 %1785
  %1787 = load <4 x float>, ptr %1786, align 4
  %1788 = add nuw nsw i64 %1785, %106
  %1789 = getelementptr inbounds nuw float, ptr %122, i64 %1788
  %1790 = load <4 x float>, ptr %1789, align 4
  %1791 = fadd <4 x float> %1787, %1790
  %1792 = getelementptr inbounds nuw float, ptr %123, i64 %1788
  %1793 = load <4 x float>, ptr %1792, align 4
  %1794 = fadd <4 x float> %1791, %1793
  %1795 = getelementptr inbounds nuw float, ptr %1371, i64 %1788
  %1796 = load <4 x float>, ptr %1795, align 4
  %1797 = fadd <4 x float> %1794, %1796
  store <4 x float> %1797, ptr %1795, align 4
  %1798 = add nuw i64 %1785, 4
  %1799 = icmp eq i64 %1798, %1123
  br i1 %1799, label %1800, label %1784

1800:                                             ; preds = %1784
  br i1 %1124, label %1848, label %1801

1801:                                             ; preds = %1714, %1712, %1781, %1800
  %1802 = phi i64 [ 0, %1712 ], [ 0, %1714 ], [ %1120, %1781 ], [ %1123, %1800 ]
  %1803 = or disjoint i64 %1802, 1
  br i1 %1126, label %1818, label %1804

1804:                                             ; preds = %1801
  %1805 = getelementptr float, ptr %1713, i64 %1802
  %1806 = load float, ptr %1805, align 4
  %1807 = add nuw nsw i64 %1802, %106
  %1808 = getelementptr inbounds nuw float, ptr %122, i64 %1807
  %1809 = load float, ptr %1808, align 4
  %1810 = fadd float %1806, %1809
  %1811 = getelementptr inbounds nuw float, ptr %123, i64 %1807
  %1812 = load float, ptr %1811, align 4
  %1813 = fadd float %1810, %1812
  %1814 = getelementptr inbounds nuw float, ptr %1371, i64 %1807
  %1815 = load float, ptr %1814, align 4
  %1816 = fadd float %1813, %1815
  store float %1816, ptr %1814, align 4
  %1817 = or disjoint i64 %1802, 1
  br label %1818

1818:                                             ; preds = %1804, %1801
  %1819 = phi i64 [ %1802, %1801 ], [ %1817, %1804 ]
  %1820 = icmp eq i64 %32, %1803
  br i1 %1820, label %1848, label %1957

1821:                                             ; preds = %1707, %1821
  %1822 = phi i64 [ %1846, %1821 ], [ %1708, %1707 ]
  %1823 = getelementptr inbounds nuw float, ptr %1403, i64 %1822
  %1824 = load float, ptr %1823, align 4
  %1825 = getelementptr inbounds nuw float, ptr %122, i64 %1822
  %1826 = load float, ptr %1825, align 4
  %1827 = fadd float %1824, %1826
  %1828 = getelementptr inbounds nuw float, ptr %123, i64 %1822
  %1829 = load float, ptr %1828, align 4
  %1830 = fadd float %1827, %1829
  %1831 = getelementptr inbounds nuw float, ptr %1371, i64 %1822
  %1832 = load float, ptr %1831, align 4
  %1833 = fadd float %1830, %1832
  store float %1833, ptr %1831, align 4
  %1834 = add nuw nsw i64 %1822, 1
  %1835 = getelementptr inbounds nuw float, ptr %1403, i64 %1834
  %1836 = load float, ptr %1835, align 4
  %1837 = getelementptr inbounds nuw float, ptr %122, i64 %1834
  %1838 = load float, ptr %1837, align 4
  %1839 = fadd float %1836, %1838
  %1840 = getelementptr inbounds nuw float, ptr %123, i64 %1834
  %1841 = load float, ptr %1840, align 4
  %1842 = fadd float %1839, %1841
  %1843 = getelementptr inbounds nuw float, ptr %1371, i64 %1834
  %1844 = load float, ptr %1843, align 4
  %1845 = fadd float %1842, %1844
  store float %1845, ptr %1843, align 4
  %1846 = add nuw nsw i64 %1822, 2
  %1847 = icmp eq i64 %1846, %32
  br i1 %1847, label %1712, label %1821

1848:                                             ; preds = %1818, %1957, %1800, %1780
  %1849 = getelementptr i8, ptr %1403, i64 %820
  br i1 %1127, label %1937, label %1850

1850:                                             ; preds = %1848
  %1851 = getelementptr i8, ptr %1371, i64 %516
  %1852 = getelementptr i8, ptr %1371, i64 %516
  %1853 = getelementptr i8, ptr %1852, i64 %882
  %1854 = getelementptr i8, ptr %1403, i64 %822
  %1855 = icmp ult ptr %1851, %1854
  %1856 = icmp ult ptr %1849, %1853
  %1857 = and i1 %1855, %1856
  %1858 = icmp ult ptr %1851, %890
  %1859 = icmp ult ptr %888, %1853
  %1860 = and i1 %1858, %1859
  %1861 = or i1 %1857, %1860
  %1862 = icmp ult ptr %1851, %897
  %1863 = icmp ult ptr %895, %1853
  %1864 = and i1 %1862, %1863
  %1865 = or i1 %1861, %1864
  br i1 %1865, label %1937, label %1866

1866:                                             ; preds = %1850
  br i1 %1128, label %1918, label %1867

1867:                                             ; preds = %1866, %1867
  %1868 = phi i64 [ %1914, %1867 ], [ 0, %1866 ]
  %1869 = getelementptr float, ptr %1849, i64 %1868
  %1870 = getelementptr i8, ptr %1869, i64 32
  %1871 = getelementptr i8, ptr %1869, i64 64
  %1872 = getelementptr i8, ptr %1869, i64 96
  %1873 = load <8 x float>, ptr %1869, align 4
  %1874 = load <8 x float>, ptr %1870, align 4
  %1875 = load <8 x float>, ptr %1871, align 4
  %1876 = load <8 x float>, ptr %1872, align 4
  %1877 = add nuw nsw i64 %1868, %819
  %1878 = getelementptr inbounds nuw float, ptr %122, i64 %1877
  %1879 = getelementptr inbounds nuw i8, ptr %1878, i64 32
  %1880 = getelementptr inbounds nuw i8, ptr %1878, i64 64
  %1881 = getelementptr inbounds nuw i8, ptr %1878, i64 96
  %1882 = load <8 x float>, ptr %1878, align 4
  %1883 = load <8 x float>, ptr %1879, align 4
  %1884 = load <8 x float>, ptr %1880, align 4
  %1885 = load <8 x float>, ptr %1881, align 4
  %1886 = fadd <8 x float> %1873, %1882
  %1887 = fadd <8 x float> %1874, %1883
  %1888 = fadd <8 x float> %1875, %1884
  %1889 = fadd <8 x float> %1876, %1885
  %1890 = getelementptr inbounds nuw float, ptr %123, i64 %1877
  %1891 = getelementptr inbounds nuw i8, ptr %1890, i64 32
  %1892 = getelementptr inbounds nuw i8, ptr %1890, i64 64
  %1893 = getelementptr inbounds nuw i8, ptr %1890, i64 96
  %1894 = load <8 x float>, ptr %1890, align 4
  %1895 = load <8 x float>, ptr %1891, align 4
  %1896 = load <8 x float>, ptr %1892, align 4
  %1897 = load <8 x float>, ptr %1893, align 4
  %1898 = fadd <8 x float> %1886, %1894
  %1899 = fadd <8 x float> %1887, %1895
  %1900 = fadd <8 x float> %1888, %1896
  %1901 = fadd <8 x float> %1889, %1897
  %1902 = getelementptr inbounds nuw float, ptr %1371, i64 %1877
  %1903 = getelementptr inbounds nuw i8, ptr %1902, i64 32
  %1904 = getelementptr inbounds nuw i8, ptr %1902, i64 64
  %1905 = getelementptr inbounds nuw i8, ptr %1902, i64 96
  %1906 = load <8 x float>, ptr %1902, align 4
  %1907 = load <8 x float>, ptr %1903, align 4
  %1908 = load <8 x float>, ptr %1904, align 4
  %1909 = load <8 x float>, ptr %1905, align 4
  %1910 = fadd <8 x float> %1898, %1906
  %1911 = fadd <8 x float> %1899, %1907
  %1912 = fadd <8 x float> %1900, %1908
  %1913 = fadd <8 x float> %1901, %1909
  store <8 x float> %1910, ptr %1902, align 4
  store <8 x float> %1911, ptr %1903, align 4
  store <8 x float> %1912, ptr %1904, align 4
  store <8 x float> %1913, ptr %1905, align 4
  %1914 = add nuw i64 %1868, 32
  %1915 = icmp eq i64 %1914, %1130
  br i1 %1915, label %1916, label %1867

1916:                                             ; preds = %1867
  br i1 %1131, label %1986, label %1917

1917:                                             ; preds = %1916
  br i1 %1132, label %1937, label %1918

1918:                                             ; preds = %1866, %1917
  %1919 = phi i64 [ %1130, %1917 ], [ 0, %1866 ]
  br label %1920

1920:                                             ; preds = %1920, %1918
  %1921 = phi i64 [ %1919, %1918 ], [ %1934, %1920 ]
  %1922 = getelementptr float, ptr %1849, i64 %1921
  %1923 = load <4 x float>, ptr %1922, align 4
  %1924 = add nuw nsw i64 %1921, %819
  %1925 = getelementptr inbounds nuw float, ptr %122, i64 %1924
  %1926 = load <4 x float>, ptr %1925, align 4
  %1927 = fadd <4 x float> %1923, %1926
  %1928 = getelementptr inbounds nuw float, ptr %123, i64 %1924
  %1929 = load <4 x float>, ptr %1928, align 4
  %1930 = fadd <4 x float> %1927, %1929
  %1931 = getelementptr inbounds nuw float, ptr %1371, i64 %1924
  %1932 = load <4 x float>, ptr %1931, align 4
  %1933 = fadd <4 x float> %1930, %1932
  store <4 x float> %1933, ptr %1931, align 4
  %1934 = add nuw i64 %1921, 4
  %1935 = icmp eq i64 %1934, %1133
  br i1 %1935, label %1936, label %1920

1936:                                             ; preds = %1920
  br i1 %1134, label %1986, label %1937

1937:                                             ; preds = %1850, %1848, %1917, %1936
  %1938 = phi i64 [ 0, %1848 ], [ 0, %1850 ], [ %1130, %1917 ], [ %1133, %1936 ]
  %1939 = or disjoint i64 %1938, 1
  br i1 %1136, label %1954, label %1940

1940:                                             ; preds = %1937
  %1941 = getelementptr float, ptr %1849, i64 %1938
  %1942 = load float, ptr %1941, align 4
  %1943 = add nuw nsw i64 %1938, %819
  %1944 = getelementptr inbounds nuw float, ptr %122, i64 %1943
  %1945 = load float, ptr %1944, align 4
  %1946 = fadd float %1942, %1945
  %1947 = getelementptr inbounds nuw float, ptr %123, i64 %1943
  %1948 = load float, ptr %1947, align 4
  %1949 = fadd float %1946, %1948
  %1950 = getelementptr inbounds nuw float, ptr %1371, i64 %1943
  %1951 = load float, ptr %1950, align 4
  %1952 = fadd float %1949, %1951
  store float %1952, ptr %1950, align 4
  %1953 = or disjoint i64 %1938, 1
  br label %1954

1954:                                             ; preds = %1940, %1937
  %1955 = phi i64 [ %1938, %1937 ], [ %1953, %1940 ]
  %1956 = icmp eq i64 %32, %1939
  br i1 %1956, label %1986, label %2095

1957:                                             ; preds = %1818, %1957
  %1958 = phi i64 [ %1984, %1957 ], [ %1819, %1818 ]
  %1959 = getelementptr float, ptr %1713, i64 %1958
  %1960 = load float, ptr %1959, align 4
  %1961 = add nuw nsw i64 %1958, %106
  %1962 = getelementptr inbounds nuw float, ptr %122, i64 %1961
  %1963 = load float, ptr %1962, align 4
  %1964 = fadd float %1960, %1963
  %1965 = getelementptr inbounds nuw float, ptr %123, i64 %1961
  %1966 = load float, ptr %1965, align 4
  %1967 = fadd float %1964, %1966
  %1968 = getelementptr inbounds nuw float, ptr %1371, i64 %1961
  %1969 = load float, ptr %1968, align 4
  %1970 = fadd float %1967, %1969
  store float %1970, ptr %1968, align 4
  %1971 = add nuw nsw i64 %1958, 1
  %1972 = getelementptr float, ptr %1713, i64 %1971
  %1973 = load float, ptr %1972, align 4
  %1974 = add nuw nsw i64 %1971, %106
  %1975 = getelementptr inbounds nuw float, ptr %122, i64 %1974
  %1976 = load float, ptr %1975, align 4
  %1977 = fadd float %1973, %1976
  %1978 = getelementptr inbounds nuw float, ptr %123, i64 %1974
  %1979 = load float, ptr %1978, align 4
  %1980 = fadd float %1977, %1979
  %1981 = getelementptr inbounds nuw float, ptr %1371, i64 %1974
  %1982 = load float, ptr %1981, align 4
  %1983 = fadd float %1980, %1982
  store float %1983, ptr %1981, align 4
  %1984 = add nuw nsw i64 %1958, 2
  %1985 = icmp eq i64 %1984, %32
  br i1 %1985, label %1848, label %1957

1986:                                             ; preds = %1954, %2095, %1936, %1916
  %1987 = getelementptr i8, ptr %1403, i64 %822
  br i1 %1137, label %2075, label %1988

1988:                                             ; preds = %1986
  %1989 = getelementptr i8, ptr %1371, i64 %864
  %1990 = getelementptr i8, ptr %1371, i64 %864
  %1991 = getelementptr i8, ptr %1990, i64 %865
  %1992 = getelementptr i8, ptr %1403, i64 %866
  %1993 = icmp ult ptr %1989, %1992
  %1994 = icmp ult ptr %1987, %1991
  %1995 = and i1 %1993, %1994
  %1996 = icmp ult ptr %1989, %874
  %1997 = icmp ult ptr %872, %1991
  %1998 = and i1 %1996, %1997
  %1999 = or i1 %1995, %1998
  %2000 = icmp ult ptr %1989, %881
  %2001 = icmp ult ptr %879, %1991
  %2002 = and i1 %2000, %2001
  %2003 = or i1 %1999, %2002
  br i1 %2003, label %2075, label %2004

2004:                                             ; preds = %1988
  br i1 %1138, label %2056, label %2005

2005:                                             ; preds = %2004, %2005
  %2006 = phi i64 [ %2052, %2005 ], [ 0, %2004 ]
  %2007 = getelementptr float, ptr %1987, i64 %2006
  %2008 = getelementptr i8, ptr %2007, i64 32
  %2009 = getelementptr i8, ptr %2007, i64 64
  %2010 = getelementptr i8, ptr %2007, i64 96
  %2011 = load <8 x float>, ptr %2007, align 4
  %2012 = load <8 x float>, ptr %2008, align 4
  %2013 = load <8 x float>, ptr %2009, align 4
  %2014 = load <8 x float>, ptr %2010, align 4
  %2015 = add nuw nsw i64 %2006, %110
  %2016 = getelementptr inbounds nuw float, ptr %122, i64 %2015
  %2017 = getelementptr inbounds nuw i8, ptr %2016, i64 32
  %2018 = getelementptr inbounds nuw i8, ptr %2016, i64 64
  %2019 = getelementptr inbounds nuw i8, ptr %2016, i64 96
  %2020 = load <8 x float>, ptr %2016, align 4
  %2021 = load <8 x float>, ptr %2017, align 4
  %2022 = load <8 x float>, ptr %2018, align 4
  %2023 = load <8 x float>, ptr %2019, align 4
  %2024 = fadd <8 x float> %2011, %2020
  %2025 = fadd <8 x float> %2012, %2021
  %2026 = fadd <8 x float> %2013, %2022
  %2027 = fadd <8 x float> %2014, %2023
  %2028 = getelementptr inbounds nuw float, ptr %123, i64 %2015
  %2029 = getelementptr inbounds nuw i8, ptr %2028, i64 32
  %2030 = getelementptr inbounds nuw i8, ptr %2028, i64 64
  %2031 = getelementptr inbounds nuw i8, ptr %2028, i64 96
  %2032 = load <8 x float>, ptr %2028, align 4
  %2033 = load <8 x float>, ptr %2029, align 4
  %2034 = load <8 x float>, ptr %2030, align 4
  %2035 = load <8 x float>, ptr %2031, align 4
  %2036 = fadd <8 x float> %2024, %2032
  %2037 = fadd <8 x float> %2025, %2033
  %2038 = fadd <8 x float> %2026, %2034
  %2039 = fadd <8 x float> %2027, %2035
  %2040 = getelementptr inbounds nuw float, ptr %1371, i64 %2015
  %2041 = getelementptr inbounds nuw i8, ptr %2040, i64 32
  %2042 = getelementptr inbounds nuw i8, ptr %2040, i64 64
  %2043 = getelementptr inbounds nuw i8, ptr %2040, i64 96
  %2044 = load <8 x float>, ptr %2040, align 4
  %2045 = load <8 x float>, ptr %2041, align 4
  %2046 = load <8 x float>, ptr %2042, align 4
  %2047 = load <8 x float>, ptr %2043, align 4
  %2048 = fadd <8 x float> %2036, %2044
  %2049 = fadd <8 x float> %2037, %2045
  %2050 = fadd <8 x float> %2038, %2046
  %2051 = fadd <8 x float> %2039, %2047
  store <8 x float> %2048, ptr %2040, align 4
  store <8 x float> %2049, ptr %2041, align 4
  store <8 x float> %2050, ptr %2042, align 4
  store <8 x float> %2051, ptr %2043, align 4
  %2052 = add nuw i64 %2006, 32
  %2053 = icmp eq i64 %2052, %1140
  br i1 %2053, label %2054, label %2005

2054:                                             ; preds = %2005
  br i1 %1141, label %2124, label %2055

2055:                                             ; preds = %2054
  br i1 %1142, label %2075, label %2056

2056:                                             ; preds = %2004, %2055
  %2057 = phi i64 [ %1140, %2055 ], [ 0, %2004 ]
  br label %2058

2058:                                             ; preds = %2058, %2056
  %2059 = phi i64 [ %2057, %2056 ], [ %2072, %2058 ]
  %2060 = getelementptr float, ptr %1987, i64 %2059
  %2061 = load <4 x float>, ptr %2060, align 4
  %2062 = add nuw nsw i64 %2059, %110
  %2063 = getelementptr inbounds nuw float, ptr %122, i64 %2062
  %2064 = load <4 x float>, ptr %2063, align 4
  %2065 = fadd <4 x float> %2061, %2064
  %2066 = getelementptr inbounds nuw float, ptr %123, i64 %2062
  %2067 = load <4 x float>, ptr %2066, align 4
  %2068 = fadd <4 x float> %2065, %2067
  %2069 = getelementptr inbounds nuw float, ptr %1371, i64 %2062
  %2070 = load <4 x float>, ptr %2069, align 4
  %2071 = fadd <4 x float> %2068, %2070
  store <4 x float> %2071, ptr %2069, align 4
  %2072 = add nuw i64 %2059, 4
  %2073 = icmp eq i64 %2072, %1143
  br i1 %2073, label %2074, label %2058

2074:                                             ; preds = %2058
  br i1 %1144, label %2124, label %2075

2075:                                             ; preds = %1988, %1986, %2055, %2074
  %2076 = phi i64 [ 0, %1986 ], [ 0, %1988 ], [ %1140, %2055 ], [ %1143, %2074 ]
  %2077 = or disjoint i64 %2076, 1
  br i1 %1146, label %2092, label %2078

2078:                                             ; preds = %2075
  %2079 = getelementptr float, ptr %1987, i64 %2076
  %2080 = load float, ptr %2079, align 4
  %2081 = add nuw nsw i64 %2076, %110
  %2082 = getelementptr inbounds nuw float, ptr %122, i64 %2081
  %2083 = load float, ptr %2082, align 4
  %2084 = fadd float %2080, %2083
  %2085 = getelementptr inbounds nuw float, ptr %123, i64 %2081
  %2086 = load float, ptr %2085, align 4
  %2087 = fadd float %2084, %2086
  %2088 = getelementptr inbounds nuw float, ptr %1371, i64 %2081
  %2089 = load float, ptr %2088, align 4
  %2090 = fadd float %2087, %2089
  store float %2090, ptr %2088, align 4
  %2091 = or disjoint i64 %2076, 1
  br label %2092

2092:                                             ; preds = %2078, %2075
  %2093 = phi i64 [ %2076, %2075 ], [ %2091, %2078 ]
  %2094 = icmp eq i64 %32, %2077
  br i1 %2094, label %2124, label %2180

2095:                                             ; preds = %1954, %2095
  %2096 = phi i64 [ %2122, %2095 ], [ %1955, %1954 ]
  %2097 = getelementptr float, ptr %1849, i64 %2096
  %2098 = load float, ptr %2097, align 4
  %2099 = add nuw nsw i64 %2096, %819
  %2100 = getelementptr inbounds nuw float, ptr %122, i64 %2099
  %2101 = load float, ptr %2100, align 4
  %2102 = fadd float %2098, %2101
  %2103 = getelementptr inbounds nuw float, ptr %123, i64 %2099
  %2104 = load float, ptr %2103, align 4
  %2105 = fadd float %2102, %2104
  %2106 = getelementptr inbounds nuw float, ptr %1371, i64 %2099
  %2107 = load float, ptr %2106, align 4
  %2108 = fadd float %2105, %2107
  store float %2108, ptr %2106, align 4
  %2109 = add nuw nsw i64 %2096, 1
  %2110 = getelementptr float, ptr %1849, i64 %2109
  %2111 = load float, ptr %2110, align 4
  %2112 = add nuw nsw i64 %2109, %819
  %2113 = getelementptr inbounds nuw float, ptr %122, i64 %2112
  %2114 = load float, ptr %2113, align 4
  %2115 = fadd float %2111, %2114
  %2116 = getelementptr inbounds nuw float, ptr %123, i64 %2112
  %2117 = load float, ptr %2116, align 4
  %2118 = fadd float %2115, %2117
  %2119 = getelementptr inbounds nuw float, ptr %1371, i64 %2112
  %2120 = load float, ptr %2119, align 4
  %2121 = fadd float %2118, %2120
  store float %2121, ptr %2119, align 4
  %2122 = add nuw nsw i64 %2096, 2
  %2123 = icmp eq i64 %2122, %32
  br i1 %2123, label %1986, label %2095

2124:                                             ; preds = %2092, %2180, %2074, %2054
  %2125 = getelementptr float, ptr %1371, i64 %819
  br i1 %828, label %2228, label %2126

2126:                                             ; preds = %2124
  br i1 %1147, label %2178, label %2127

2127:                                             ; preds = %2126
  %2128 = getelementptr i8, ptr %1371, i64 %850
  %2129 = getelementptr i8, ptr %1371, i64 %852
  %2130 = getelementptr i8, ptr %1376, i64 %850
  %2131 = icmp ult ptr %1371, %2129
  %2132 = icmp ult ptr %2125, %2128
  %2133 = and i1 %2131, %2132
  %2134 = icmp ult ptr %1371, %858
  %2135 = icmp ult ptr %124, %2128
  %2136 = and i1 %2134, %2135
  %2137 = or i1 %2133, %2136
  %2138 = icmp ult ptr %1371, %2130
  %2139 = icmp ult ptr %1376, %2128
  %2140 = and i1 %2138, %2139
  %2141 = or i1 %2137, %2140
  %2142 = icmp ult ptr %1371, %863
  %2143 = icmp ult ptr %825, %2128
  %2144 = and i1 %2142, %2143
  %2145 = or i1 %2141, %2144
  %2146 = icmp ult ptr %2125, %858
  %2147 = icmp ult ptr %124, %2129
  %2148 = and i1 %2146, %2147
  %2149 = or i1 %2145, %2148
  %2150 = icmp ult ptr %2125, %2130
  %2151 = icmp ult ptr %1376, %2129
  %2152 = and i1 %2150, %2151
  %2153 = or i1 %2149, %2152
  %2154 = icmp ult ptr %2125, %863
  %2155 = icmp ult ptr %825, %2129
  %2156 = and i1 %2154, %2155
  %2157 = or i1 %2153, %2156
  br i1 %2157, label %2178, label %2158

2158:                                             ; preds = %2127, %2158
  %2159 = phi i64 [ %2175, %2158 ], [ 0, %2127 ]
  %2160 = getelementptr inbounds nuw float, ptr %1371, i64 %2159
  %2161 = load <8 x float>, ptr %2160, align 4
  %2162 = getelementptr inbounds nuw float, ptr %124, i64 %2159
  %2163 = load <8 x float>, ptr %2162, align 4
  %2164 = getelementptr inbounds nuw float, ptr %1376, i64 %2159
  %2165 = load <8 x float>, ptr %2164, align 4
  %2166 = fmul <8 x float> %2163, %2165
  %2167 = fadd <8 x float> %2161, %2166
  store <8 x float> %2167, ptr %2160, align 4
  %2168 = getelementptr inbounds nuw float, ptr %2125, i64 %2159
  %2169 = load <8 x float>, ptr %2168, align 4
  %2170 = getelementptr float, ptr %825, i64 %2159
  %2171 = load <8 x float>, ptr %2170, align 4
  %2172 = load <8 x float>, ptr %2164, align 4
  %2173 = fmul <8 x float> %2171, %2172
  %2174 = fadd <8 x float> %2169, %2173
  store <8 x float> %2174, ptr %2168, align 4
  %2175 = add nuw i64 %2159, 8
  %2176 = icmp eq i64 %2175, %1148
  br i1 %2176, label %2177, label %2158

2177:                                             ; preds = %2158
  br i1 %1149, label %2228, label %2178

2178:                                             ; preds = %2127, %2126, %2177
  %2179 = phi i64 [ 0, %2127 ], [ 0, %2126 ], [ %1148, %2177 ]
  br label %2209

2180:                                             ; preds = %2092, %2180
  %2181 = phi i64 [ %2207, %2180 ], [ %2093, %2092 ]
  %2182 = getelementptr float, ptr %1987, i64 %2181
  %2183 = load float, ptr %2182, align 4
  %2184 = add nuw nsw i64 %2181, %110
  %2185 = getelementptr inbounds nuw float, ptr %122, i64 %2184
  %2186 = load float, ptr %2185, align 4
  %2187 = fadd float %2183, %2186
  %2188 = getelementptr inbounds nuw float, ptr %123, i64 %2184
  %2189 = load float, ptr %2188, align 4
  %2190 = fadd float %2187, %2189
  %2191 = getelementptr inbounds nuw float, ptr %1371, i64 %2184
  %2192 = load float, ptr %2191, align 4
  %2193 = fadd float %2190, %2192
  store float %2193, ptr %2191, align 4
  %2194 = add nuw nsw i64 %2181, 1
  %2195 = getelementptr float, ptr %1987, i64 %2194
  %2196 = load float, ptr %2195, align 4
  %2197 = add nuw nsw i64 %2194, %110
  %2198 = getelementptr inbounds nuw float, ptr %122, i64 %2197
  %2199 = load float, ptr %2198, align 4
  %2200 = fadd float %2196, %2199
  %2201 = getelementptr inbounds nuw float, ptr %123, i64 %2197
  %2202 = load float, ptr %2201, align 4
  %2203 = fadd float %2200, %2202
  %2204 = getelementptr inbounds nuw float, ptr %1371, i64 %2197
  %2205 = load float, ptr %2204, align 4
  %2206 = fadd float %2203, %2205
  store float %2206, ptr %2204, align 4
  %2207 = add nuw nsw i64 %2181, 2
  %2208 = icmp eq i64 %2207, %32
  br i1 %2208, label %2124, label %2180

2209:                                             ; preds = %2178, %2209
  %2210 = phi i64 [ %2226, %2209 ], [ %2179, %2178 ]
  %2211 = getelementptr inbounds nuw float, ptr %1371, i64 %2210
  %2212 = load float, ptr %2211, align 4
  %2213 = getelementptr inbounds nuw float, ptr %124, i64 %2210
  %2214 = load float, ptr %2213, align 4
  %2215 = getelementptr inbounds nuw float, ptr %1376, i64 %2210
  %2216 = load float, ptr %2215, align 4
  %2217 = fmul float %2214, %2216
  %2218 = fadd float %2212, %2217
  store float %2218, ptr %2211, align 4
  %2219 = getelementptr inbounds nuw float, ptr %2125, i64 %2210
  %2220 = load float, ptr %2219, align 4
  %2221 = getelementptr float, ptr %825, i64 %2210
  %2222 = load float, ptr %2221, align 4
  %2223 = load float, ptr %2215, align 4
  %2224 = fmul float %2222, %2223
  %2225 = fadd float %2220, %2224
  store float %2225, ptr %2219, align 4
  %2226 = add nuw nsw i64 %2210, 1
  %2227 = icmp eq i64 %2226, %184
  br i1 %2227, label %2228, label %2209

2228:                                             ; preds = %2209, %2177, %1710, %2124
  %2229 = phi i1 [ %827, %1710 ], [ true, %2124 ], [ false, %2177 ], [ false, %2209 ]
  %2230 = phi ptr [ %1711, %1710 ], [ %2125, %2124 ], [ %2125, %2177 ], [ %2125, %2209 ]
  %2231 = getelementptr float, ptr %1371, i64 %106
  %2232 = getelementptr float, ptr %1371, i64 %110
  tail call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1371, i64 noundef %106)
  br i1 %99, label %2233, label %2234

2233:                                             ; preds = %2228
  tail call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %2230, i64 noundef %106)
  br label %2234

2234:                                             ; preds = %2233, %2228
  tail call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %2232, i64 noundef %106)
  br i1 %125, label %2235, label %2348

2235:                                             ; preds = %2234
  %2236 = getelementptr i8, ptr %1376, i64 %850
  %2237 = getelementptr i8, ptr %1371, i64 %851
  %2238 = getelementptr i8, ptr %2237, i64 %850
  %2239 = getelementptr i8, ptr %1371, i64 %850
  %2240 = getelementptr i8, ptr %1371, i64 %516
  %2241 = getelementptr i8, ptr %1371, i64 %852
  %2242 = icmp ult ptr %1376, %2238
  %2243 = icmp ult ptr %2232, %2236
  %2244 = and i1 %2242, %2243
  %2245 = icmp ult ptr %1376, %2239
  %2246 = icmp ult ptr %1371, %2236
  %2247 = and i1 %2245, %2246
  %2248 = or i1 %2244, %2247
  %2249 = icmp ult ptr %1376, %2241
  %2250 = icmp ult ptr %2240, %2236
  %2251 = and i1 %2249, %2250
  %2252 = or i1 %2248, %2251
  br i1 %2252, label %2345, label %2253

2253:                                             ; preds = %2235
  br i1 %1150, label %2322, label %2254

2254:                                             ; preds = %2253
  %2255 = getelementptr float, ptr %1371, i64 %819
  br label %2256

2256:                                             ; preds = %2256, %2254
  %2257 = phi i64 [ 0, %2254 ], [ %2318, %2256 ]
  %2258 = getelementptr float, ptr %1371, i64 %2257
  %2259 = getelementptr i8, ptr %2258, i64 32
  %2260 = getelementptr i8, ptr %2258, i64 64
  %2261 = getelementptr i8, ptr %2258, i64 96
  %2262 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2258, <8 x i1> %1155, <8 x float> poison)
  %2263 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2259, <8 x i1> %1155, <8 x float> poison)
  %2264 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2260, <8 x i1> %1155, <8 x float> poison)
  %2265 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2261, <8 x i1> %1155, <8 x float> poison)
  %2266 = fsub <8 x float> splat (float 1.000000e+00), %2262
  %2267 = fsub <8 x float> splat (float 1.000000e+00), %2263
  %2268 = fsub <8 x float> splat (float 1.000000e+00), %2264
  %2269 = fsub <8 x float> splat (float 1.000000e+00), %2265
  %2270 = getelementptr float, ptr %2255, i64 %2257
  %2271 = getelementptr i8, ptr %2270, i64 32
  %2272 = getelementptr i8, ptr %2270, i64 64
  %2273 = getelementptr i8, ptr %2270, i64 96
  %2274 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2270, <8 x i1> %1154, <8 x float> poison)
  %2275 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2271, <8 x i1> %1154, <8 x float> poison)
  %2276 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2272, <8 x i1> %1154, <8 x float> poison)
  %2277 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2273, <8 x i1> %1154, <8 x float> poison)
  %2278 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2258, <8 x i1> %1154, <8 x float> poison)
  %2279 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2259, <8 x i1> %1154, <8 x float> poison)
  %2280 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2260, <8 x i1> %1154, <8 x float> poison)
  %2281 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2261, <8 x i1> %1154, <8 x float> poison)
  %2282 = select i1 %99, <8 x float> %2278, <8 x float> %2262
  %2283 = select i1 %99, <8 x float> %2279, <8 x float> %2263
  %2284 = select i1 %99, <8 x float> %2280, <8 x float> %2264
  %2285 = select i1 %99, <8 x float> %2281, <8 x float> %2265
  %2286 = select i1 %99, <8 x float> %2274, <8 x float> %2266
  %2287 = select i1 %99, <8 x float> %2275, <8 x float> %2267
  %2288 = select i1 %99, <8 x float> %2276, <8 x float> %2268
  %2289 = select i1 %99, <8 x float> %2277, <8 x float> %2269
  %2290 = getelementptr inbounds nuw float, ptr %1376, i64 %2257
  %2291 = getelementptr inbounds nuw i8, ptr %2290, i64 32
  %2292 = getelementptr inbounds nuw i8, ptr %2290, i64 64
  %2293 = getelementptr inbounds nuw i8, ptr %2290, i64 96
  %2294 = load <8 x float>, ptr %2290, align 4
  %2295 = load <8 x float>, ptr %2291, align 4
  %2296 = load <8 x float>, ptr %2292, align 4
  %2297 = load <8 x float>, ptr %2293, align 4
  %2298 = fmul <8 x float> %2286, %2294
  %2299 = fmul <8 x float> %2287, %2295
  %2300 = fmul <8 x float> %2288, %2296
  %2301 = fmul <8 x float> %2289, %2297
  %2302 = getelementptr inbounds nuw float, ptr %2232, i64 %2257
  %2303 = getelementptr inbounds nuw i8, ptr %2302, i64 32
  %2304 = getelementptr inbounds nuw i8, ptr %2302, i64 64
  %2305 = getelementptr inbounds nuw i8, ptr %2302, i64 96
  %2306 = load <8 x float>, ptr %2302, align 4
  %2307 = load <8 x float>, ptr %2303, align 4
  %2308 = load <8 x float>, ptr %2304, align 4
  %2309 = load <8 x float>, ptr %2305, align 4
  %2310 = fmul <8 x float> %2282, %2306
  %2311 = fmul <8 x float> %2283, %2307
  %2312 = fmul <8 x float> %2284, %2308
  %2313 = fmul <8 x float> %2285, %2309
  %2314 = fadd <8 x float> %2298, %2310
  %2315 = fadd <8 x float> %2299, %2311
  %2316 = fadd <8 x float> %2300, %2312
  %2317 = fadd <8 x float> %2301, %2313
  store <8 x float> %2314, ptr %2290, align 4
  store <8 x float> %2315, ptr %2291, align 4
  store <8 x float> %2316, ptr %2292, align 4
  store <8 x float> %2317, ptr %2293, align 4
  %2318 = add nuw i64 %2257, 32
  %2319 = icmp eq i64 %2318, %1152
  br i1 %2319, label %2320, label %2256

2320:                                             ; preds = %2256
  br i1 %1156, label %2348, label %2321

2321:                                             ; preds = %2320
  br i1 %1157, label %2345, label %2322

2322:                                             ; preds = %2253, %2321
  %2323 = phi i64 [ %1152, %2321 ], [ 0, %2253 ]
  %2324 = getelementptr float, ptr %1371, i64 %819
  br label %2325

2325:                                             ; preds = %2325, %2322
  %2326 = phi i64 [ %2323, %2322 ], [ %2342, %2325 ]
  %2327 = getelementptr float, ptr %1371, i64 %2326
  %2328 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2327, <8 x i1> %1161, <8 x float> poison)
  %2329 = fsub <8 x float> splat (float 1.000000e+00), %2328
  %2330 = getelementptr float, ptr %2324, i64 %2326
  %2331 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2330, <8 x i1> %1160, <8 x float> poison)
  %2332 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 4 %2327, <8 x i1> %1160, <8 x float> poison)
  %2333 = select i1 %99, <8 x float> %2332, <8 x float> %2328
  %2334 = select i1 %99, <8 x float> %2331, <8 x float> %2329
  %2335 = getelementptr inbounds nuw float, ptr %1376, i64 %2326
  %2336 = load <8 x float>, ptr %2335, align 4
  %2337 = fmul <8 x float> %2334, %2336
  %2338 = getelementptr inbounds nuw float, ptr %2232, i64 %2326
  %2339 = load <8 x float>, ptr %2338, align 4
  %2340 = fmul <8 x float> %2333, %2339
  %2341 = fadd <8 x float> %2337, %2340
  store <8 x float> %2341, ptr %2335, align 4
  %2342 = add nuw i64 %2326, 8
  %2343 = icmp eq i64 %2342, %1158
  br i1 %2343, label %2344, label %2325

2344:                                             ; preds = %2325
  br i1 %1162, label %2348, label %2345

2345:                                             ; preds = %2235, %2321, %2344
  %2346 = phi i64 [ 0, %2235 ], [ %1152, %2321 ], [ %1158, %2344 ]
  %2347 = getelementptr inbounds float, ptr %1371, i64 %819
  br label %2415

2348:                                             ; preds = %2426, %2320, %2344, %2234
  br i1 %2229, label %2459, label %2349

2349:                                             ; preds = %2348
  br i1 %1163, label %2399, label %2350

2350:                                             ; preds = %2349
  %2351 = getelementptr i8, ptr %1371, i64 %841
  %2352 = getelementptr i8, ptr %2351, i64 %842
  %2353 = getelementptr i8, ptr %1376, i64 %842
  %2354 = icmp ult ptr %2231, %849
  %2355 = icmp ult ptr %826, %2352
  %2356 = and i1 %2354, %2355
  %2357 = icmp ult ptr %2231, %2353
  %2358 = icmp ult ptr %1376, %2352
  %2359 = and i1 %2357, %2358
  %2360 = or i1 %2356, %2359
  br i1 %2360, label %2399, label %2361

2361:                                             ; preds = %2350
  br i1 %1164, label %2384, label %2362

2362:                                             ; preds = %2361, %2362
  %2363 = phi i64 [ %2380, %2362 ], [ 0, %2361 ]
  %2364 = getelementptr inbounds nuw float, ptr %2231, i64 %2363
  %2365 = getelementptr inbounds nuw i8, ptr %2364, i64 32
  %2366 = load <8 x float>, ptr %2364, align 4
  %2367 = load <8 x float>, ptr %2365, align 4
  %2368 = getelementptr float, ptr %826, i64 %2363
  %2369 = getelementptr i8, ptr %2368, i64 32
  %2370 = load <8 x float>, ptr %2368, align 4
  %2371 = load <8 x float>, ptr %2369, align 4
  %2372 = getelementptr inbounds nuw float, ptr %1376, i64 %2363
  %2373 = getelementptr inbounds nuw i8, ptr %2372, i64 32
  %2374 = load <8 x float>, ptr %2372, align 4
  %2375 = load <8 x float>, ptr %2373, align 4
  %2376 = fmul <8 x float> %2370, %2374
  %2377 = fmul <8 x float> %2371, %2375
  %2378 = fadd <8 x float> %2366, %2376
  %2379 = fadd <8 x float> %2367, %2377
  store <8 x float> %2378, ptr %2364, align 4
  store <8 x float> %2379, ptr %2365, align 4
  %2380 = add nuw i64 %2363, 16
  %2381 = icmp eq i64 %2380, %1166
  br i1 %2381, label %2382, label %2362

2382:                                             ; preds = %2362
  br i1 %1167, label %2459, label %2383

2383:                                             ; preds = %2382
  br i1 %1168, label %2399, label %2384

2384:                                             ; preds = %2361, %2383
  %2385 = phi i64 [ %1166, %2383 ], [ 0, %2361 ]
  br label %2386

2386:                                             ; preds = %2386, %2384
  %2387 = phi i64 [ %2385, %2384 ], [ %2396, %2386 ]
  %2388 = getelementptr inbounds nuw float, ptr %2231, i64 %2387
  %2389 = load <4 x float>, ptr %2388, align 4
  %2390 = getelementptr float, ptr %826, i64 %2387
  %2391 = load <4 x float>, ptr %2390, align 4
  %2392 = getelementptr inbounds nuw float, ptr %1376, i64 %2387
  %2393 = load <4 x float>, ptr %2392, align 4
  %2394 = fmul <4 x float> %2391, %2393
  %2395 = fadd <4 x float> %2389, %2394
  store <4 x float> %2395, ptr %2388, align 4
  %2396 = add nuw i64 %2387, 4
  %2397 = icmp eq i64 %2396, %1169
  br i1 %2397, label %2398, label %2386

2398:                                             ; preds = %2386
  br i1 %1170, label %2459, label %2399

2399:                                             ; preds = %2350, %2349, %2383, %2398
  %2400 = phi i64 [ 0, %2349 ], [ 0, %2350 ], [ %1166, %2383 ], [ %1169, %2398 ]
  %2401 = or disjoint i64 %2400, 1
  br i1 %1172, label %2412, label %2402

2402:                                             ; preds = %2399
  %2403 = getelementptr inbounds nuw float, ptr %2231, i64 %2400
  %2404 = load float, ptr %2403, align 4
  %2405 = getelementptr float, ptr %826, i64 %2400
  %2406 = load float, ptr %2405, align 4
  %2407 = getelementptr inbounds nuw float, ptr %1376, i64 %2400
  %2408 = load float, ptr %2407, align 4
  %2409 = fmul float %2406, %2408
  %2410 = fadd float %2404, %2409
  store float %2410, ptr %2403, align 4
  %2411 = or disjoint i64 %2400, 1
  br label %2412

2412:                                             ; preds = %2402, %2399
  %2413 = phi i64 [ %2400, %2399 ], [ %2411, %2402 ]
  %2414 = icmp eq i64 %184, %2401
  br i1 %2414, label %2459, label %2438

2415:                                             ; preds = %2345, %2426
  %2416 = phi i64 [ %2436, %2426 ], [ %2346, %2345 ]
  br i1 %99, label %2421, label %2417

2417:                                             ; preds = %2415
  %2418 = getelementptr inbounds nuw float, ptr %1371, i64 %2416
  %2419 = load float, ptr %2418, align 4
  %2420 = fsub float 1.000000e+00, %2419
  br label %2426

2421:                                             ; preds = %2415
  %2422 = getelementptr inbounds nuw float, ptr %2347, i64 %2416
  %2423 = load float, ptr %2422, align 4
  %2424 = getelementptr inbounds nuw float, ptr %1371, i64 %2416
  %2425 = load float, ptr %2424, align 4
  br label %2426

2426:                                             ; preds = %2421, %2417
  %2427 = phi float [ %2419, %2417 ], [ %2425, %2421 ]
  %2428 = phi float [ %2420, %2417 ], [ %2423, %2421 ]
  %2429 = getelementptr inbounds nuw float, ptr %1376, i64 %2416
  %2430 = load float, ptr %2429, align 4
  %2431 = fmul float %2428, %2430
  %2432 = getelementptr inbounds nuw float, ptr %2232, i64 %2416
  %2433 = load float, ptr %2432, align 4
  %2434 = fmul float %2427, %2433
  %2435 = fadd float %2431, %2434
  store float %2435, ptr %2429, align 4
  %2436 = add nuw nsw i64 %2416, 1
  %2437 = icmp eq i64 %2436, %184
  br i1 %2437, label %2348, label %2415

2438:                                             ; preds = %2412, %2438
  %2439 = phi i64 [ %2457, %2438 ], [ %2413, %2412 ]
  %2440 = getelementptr inbounds nuw float, ptr %2231, i64 %2439
  %2441 = load float, ptr %2440, align 4
  %2442 = getelementptr float, ptr %826, i64 %2439
  %2443 = load float, ptr %2442, align 4
  %2444 = getelementptr inbounds nuw float, ptr %1376, i64 %2439
  %2445 = load float, ptr %2444, align 4
  %2446 = fmul float %2443, %2445
  %2447 = fadd float %2441, %2446
  store float %2447, ptr %2440, align 4
  %2448 = add nuw nsw i64 %2439, 1
  %2449 = getelementptr inbounds nuw float, ptr %2231, i64 %2448
  %2450 = load float, ptr %2449, align 4
  %2451 = getelementptr float, ptr %826, i64 %2448
  %2452 = load float, ptr %2451, align 4
  %2453 = getelementptr inbounds nuw float, ptr %1376, i64 %2448
  %2454 = load float, ptr %2453, align 4
  %2455 = fmul float %2452, %2454
  %2456 = fadd float %2450, %2455
  store float %2456, ptr %2449, align 4
  %2457 = add nuw nsw i64 %2439, 2
  %2458 = icmp eq i64 %2457, %184
  br i1 %2458, label %2459, label %2438

2459:                                             ; preds = %2412, %2438, %2382, %2398, %2348
  tail call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %2231, i64 noundef %106)
  br i1 %125, label %2532, label %2460

2460:                                             ; preds = %2459
  tail call fastcc void @apply(i64 %94, <2 x float> %98, float noundef 0.000000e+00, ptr noundef %2232, i64 noundef %106)
  br label %3805

2461:                                             ; preds = %2532
  tail call fastcc void @apply(i64 %94, <2 x float> %98, float noundef 0.000000e+00, ptr noundef nonnull %2232, i64 noundef %106)
  br i1 %1173, label %2514, label %2462

2462:                                             ; preds = %2461
  %2463 = add i64 %840, %1374
  %2464 = sub i64 %2463, %1372
  %2465 = icmp ult i64 %2464, 128
  %2466 = add i64 %1174, %1372
  %2467 = sub i64 %1374, %2466
  %2468 = icmp ult i64 %2467, 128
  %2469 = or i1 %2465, %2468
  br i1 %2469, label %2514, label %2470

2470:                                             ; preds = %2462
  br i1 %1175, label %2501, label %2471

2471:                                             ; preds = %2470, %2471
  %2472 = phi i64 [ %2497, %2471 ], [ 0, %2470 ]
  %2473 = getelementptr inbounds nuw float, ptr %2231, i64 %2472
  %2474 = getelementptr inbounds nuw i8, ptr %2473, i64 32
  %2475 = getelementptr inbounds nuw i8, ptr %2473, i64 64
  %2476 = getelementptr inbounds nuw i8, ptr %2473, i64 96
  %2477 = load <8 x float>, ptr %2473, align 4
  %2478 = load <8 x float>, ptr %2474, align 4
  %2479 = load <8 x float>, ptr %2475, align 4
  %2480 = load <8 x float>, ptr %2476, align 4
  %2481 = getelementptr inbounds nuw float, ptr %2232, i64 %2472
  %2482 = getelementptr inbounds nuw i8, ptr %2481, i64 32
  %2483 = getelementptr inbounds nuw i8, ptr %2481, i64 64
  %2484 = getelementptr inbounds nuw i8, ptr %2481, i64 96
  %2485 = load <8 x float>, ptr %2481, align 4
  %2486 = load <8 x float>, ptr %2482, align 4
  %2487 = load <8 x float>, ptr %2483, align 4
  %2488 = load <8 x float>, ptr %2484, align 4
  %2489 = fmul <8 x float> %2477, %2485
  %2490 = fmul <8 x float> %2478, %2486
  %2491 = fmul <8 x float> %2479, %2487
  %2492 = fmul <8 x float> %2480, %2488
  %2493 = getelementptr inbounds nuw float, ptr %1373, i64 %2472
  %2494 = getelementptr inbounds nuw i8, ptr %2493, i64 32
  %2495 = getelementptr inbounds nuw i8, ptr %2493, i64 64
  %2496 = getelementptr inbounds nuw i8, ptr %2493, i64 96
  store <8 x float> %2489, ptr %2493, align 4
  store <8 x float> %2490, ptr %2494, align 4
  store <8 x float> %2491, ptr %2495, align 4
  store <8 x float> %2492, ptr %2496, align 4
  %2497 = add nuw i64 %2472, 32
  %2498 = icmp eq i64 %2497, %1177
  br i1 %2498, label %2499, label %2471

2499:                                             ; preds = %2471
  br i1 %1178, label %3735, label %2500

2500:                                             ; preds = %2499
  br i1 %1179, label %2514, label %2501

2501:                                             ; preds = %2470, %2500
  %2502 = phi i64 [ %1177, %2500 ], [ 0, %2470 ]
  br label %2503

2503:                                             ; preds = %2503, %2501
  %2504 = phi i64 [ %2502, %2501 ], [ %2511, %2503 ]
  %2505 = getelementptr inbounds nuw float, ptr %2231, i64 %2504
  %2506 = load <4 x float>, ptr %2505, align 4
  %2507 = getelementptr inbounds nuw float, ptr %2232, i64 %2504
  %2508 = load <4 x float>, ptr %2507, align 4
  %2509 = fmul <4 x float> %2506, %2508
  %2510 = getelementptr inbounds nuw float, ptr %1373, i64 %2504
  store <4 x float> %2509, ptr %2510, align 4
  %2511 = add nuw i64 %2504, 4
  %2512 = icmp eq i64 %2511, %1180
  br i1 %2512, label %2513, label %2503

2513:                                             ; preds = %2503
  br i1 %1181, label %3735, label %2514

2514:                                             ; preds = %2462, %2461, %2500, %2513
  %2515 = phi i64 [ 0, %2461 ], [ 0, %2462 ], [ %1177, %2500 ], [ %1180, %2513 ]
  br i1 %1183, label %2528, label %2516

2516:                                             ; preds = %2514, %2516
  %2517 = phi i64 [ %2525, %2516 ], [ %2515, %2514 ]
  %2518 = phi i64 [ %2526, %2516 ], [ 0, %2514 ]
  %2519 = getelementptr inbounds nuw float, ptr %2231, i64 %2517
  %2520 = load float, ptr %2519, align 4
  %2521 = getelementptr inbounds nuw float, ptr %2232, i64 %2517
  %2522 = load float, ptr %2521, align 4
  %2523 = fmul float %2520, %2522
  %2524 = getelementptr inbounds nuw float, ptr %1373, i64 %2517
  store float %2523, ptr %2524, align 4
  %2525 = add nuw nsw i64 %2517, 1
  %2526 = add i64 %2518, 1
  %2527 = icmp eq i64 %2526, %1182
  br i1 %2527, label %2528, label %2516

2528:                                             ; preds = %2516, %2514
  %2529 = phi i64 [ %2515, %2514 ], [ %2525, %2516 ]
  %2530 = sub nsw i64 %2515, %32
  %2531 = icmp ugt i64 %2530, -4
  br i1 %2531, label %3735, label %2539

2532:                                             ; preds = %2459, %2532
  %2533 = phi i64 [ %2537, %2532 ], [ 0, %2459 ]
  %2534 = getelementptr inbounds nuw float, ptr %2232, i64 %2533
  %2535 = getelementptr inbounds nuw float, ptr %1376, i64 %2533
  %2536 = load <8 x float>, ptr %2535, align 4
  store <8 x float> %2536, ptr %2534, align 4
  %2537 = add nuw nsw i64 %2533, 8
  %2538 = icmp slt i64 %2537, %106
  br i1 %2538, label %2532, label %2461

2539:                                             ; preds = %2528, %2539
  %2540 = phi i64 [ %2568, %2539 ], [ %2529, %2528 ]
  %2541 = getelementptr inbounds nuw float, ptr %2231, i64 %2540
  %2542 = load float, ptr %2541, align 4
  %2543 = getelementptr inbounds nuw float, ptr %2232, i64 %2540
  %2544 = load float, ptr %2543, align 4
  %2545 = fmul float %2542, %2544
  %2546 = getelementptr inbounds nuw float, ptr %1373, i64 %2540
  store float %2545, ptr %2546, align 4
  %2547 = add nuw nsw i64 %2540, 1
  %2548 = getelementptr inbounds nuw float, ptr %2231, i64 %2547
  %2549 = load float, ptr %2548, align 4
  %2550 = getelementptr inbounds nuw float, ptr %2232, i64 %2547
  %2551 = load float, ptr %2550, align 4
  %2552 = fmul float %2549, %2551
  %2553 = getelementptr inbounds nuw float, ptr %1373, i64 %2547
  store float %2552, ptr %2553, align 4
  %2554 = add nuw nsw i64 %2540, 2
  %2555 = getelementptr inbounds nuw float, ptr %2231, i64 %2554
  %2556 = load float, ptr %2555, align 4
  %2557 = getelementptr inbounds nuw float, ptr %2232, i64 %2554
  %2558 = load float, ptr %2557, align 4
  %2559 = fmul float %2556, %2558
  %2560 = getelementptr inbounds nuw float, ptr %1373, i64 %2554
  store float %2559, ptr %2560, align 4
  %2561 = add nuw nsw i64 %2540, 3
  %2562 = getelementptr inbounds nuw float, ptr %2231, i64 %2561
  %2563 = load float, ptr %2562, align 4
  %2564 = getelementptr inbounds nuw float, ptr %2232, i64 %2561
  %2565 = load float, ptr %2564, align 4
  %2566 = fmul float %2563, %2565
  %2567 = getelementptr inbounds nuw float, ptr %1373, i64 %2561
  store float %2566, ptr %2567, align 4
  %2568 = add nuw nsw i64 %2540, 4
  %2569 = icmp eq i64 %2568, %32
  br i1 %2569, label %3735, label %2539

2570:                                             ; preds = %1605
  br i1 %100, label %3101, label %2571

2571:                                             ; preds = %2570
  tail call fastcc void @product(ptr noundef %1373, ptr noundef %117, ptr noundef %1371, i64 noundef %32, i64 noundef %107, i64 noundef %107)
  br i1 %125, label %2572, label %2945

2572:                                             ; preds = %2571
  br i1 %1016, label %2656, label %2573

2573:                                             ; preds = %2572
  %2574 = getelementptr i8, ptr %1371, i64 %1005
  %2575 = getelementptr i8, ptr %1403, i64 %1005
  %2576 = icmp ult ptr %1371, %2575
  %2577 = icmp ult ptr %1403, %2574
  %2578 = and i1 %2576, %2577
  %2579 = icmp ult ptr %1371, %1011
  %2580 = icmp ult ptr %123, %2574
  %2581 = and i1 %2579, %2580
  %2582 = or i1 %2578, %2581
  %2583 = icmp ult ptr %1371, %1015
  %2584 = icmp ult ptr %122, %2574
  %2585 = and i1 %2583, %2584
  %2586 = or i1 %2582, %2585
  br i1 %2586, label %2656, label %2587

2587:                                             ; preds = %2573
  br i1 %1017, label %2638, label %2588

2588:                                             ; preds = %2587, %2588
  %2589 = phi i64 [ %2634, %2588 ], [ 0, %2587 ]
  %2590 = getelementptr inbounds nuw float, ptr %1403, i64 %2589
  %2591 = getelementptr inbounds nuw i8, ptr %2590, i64 32
  %2592 = getelementptr inbounds nuw i8, ptr %2590, i64 64
  %2593 = getelementptr inbounds nuw i8, ptr %2590, i64 96
  %2594 = load <8 x float>, ptr %2590, align 4
  %2595 = load <8 x float>, ptr %2591, align 4
  %2596 = load <8 x float>, ptr %2592, align 4
  %2597 = load <8 x float>, ptr %2593, align 4
  %2598 = getelementptr inbounds nuw float, ptr %122, i64 %2589
  %2599 = getelementptr inbounds nuw i8, ptr %2598, i64 32
  %2600 = getelementptr inbounds nuw i8, ptr %2598, i64 64
  %2601 = getelementptr inbounds nuw i8, ptr %2598, i64 96
  %2602 = load <8 x float>, ptr %2598, align 4
  %2603 = load <8 x float>, ptr %2599, align 4
  %2604 = load <8 x float>, ptr %2600, align 4
  %2605 = load <8 x float>, ptr %2601, align 4
  %2606 = fadd <8 x float> %2594, %2602
  %2607 = fadd <8 x float> %2595, %2603
  %2608 = fadd <8 x float> %2596, %2604
  %2609 = fadd <8 x float> %2597, %2605
  %2610 = getelementptr inbounds nuw float, ptr %123, i64 %2589
  %2611 = getelementptr inbounds nuw i8, ptr %2610, i64 32
  %2612 = getelementptr inbounds nuw i8, ptr %2610, i64 64
  %2613 = getelementptr inbounds nuw i8, ptr %2610, i64 96
  %2614 = load <8 x float>, ptr %2610, align 4
  %2615 = load <8 x float>, ptr %2611, align 4
  %2616 = load <8 x float>, ptr %2612, align 4
  %2617 = load <8 x float>, ptr %2613, align 4
  %2618 = fadd <8 x float> %2606, %2614
  %2619 = fadd <8 x float> %2607, %2615
  %2620 = fadd <8 x float> %2608, %2616
  %2621 = fadd <8 x float> %2609, %2617
  %2622 = getelementptr inbounds nuw float, ptr %1371, i64 %2589
  %2623 = getelementptr inbounds nuw i8, ptr %2622, i64 32
  %2624 = getelementptr inbounds nuw i8, ptr %2622, i64 64
  %2625 = getelementptr inbounds nuw i8, ptr %2622, i64 96
  %2626 = load <8 x float>, ptr %2622, align 4
  %2627 = load <8 x float>, ptr %2623, align 4
  %2628 = load <8 x float>, ptr %2624, align 4
  %2629 = load <8 x float>, ptr %2625, align 4
  %2630 = fadd <8 x float> %2618, %2626
  %2631 = fadd <8 x float> %2619, %2627
  %2632 = fadd <8 x float> %2620, %2628
  %2633 = fadd <8 x float> %2621, %2629
  store <8 x float> %2630, ptr %2622, align 4
  store <8 x float> %2631, ptr %2623, align 4
  store <8 x float> %2632, ptr %2624, align 4
  store <8 x float> %2633, ptr %2625, align 4
  %2634 = add nuw i64 %2589, 32
  %2635 = icmp eq i64 %2634, %1019
  br i1 %2635, label %2636, label %2588

2636:                                             ; preds = %2588
  br i1 %1020, label %2675, label %2637

2637:                                             ; preds = %2636
  br i1 %1021, label %2656, label %2638

2638:                                             ; preds = %2587, %2637
  %2639 = phi i64 [ %1019, %2637 ], [ 0, %2587 ]
  br label %2640

2640:                                             ; preds = %2640, %2638
  %2641 = phi i64 [ %2639, %2638 ], [ %2653, %2640 ]
  %2642 = getelementptr inbounds nuw float, ptr %1403, i64 %2641
  %2643 = load <4 x float>, ptr %2642, align 4
  %2644 = getelementptr inbounds nuw float, ptr %122, i64 %2641
  %2645 = load <4 x float>, ptr %2644, align 4
  %2646 = fadd <4 x float> %2643, %2645
  %2647 = getelementptr inbounds nuw float, ptr %123, i64 %2641
  %2648 = load <4 x float>, ptr %2647, align 4
  %2649 = fadd <4 x float> %2646, %2648
  %2650 = getelementptr inbounds nuw float, ptr %1371, i64 %2641
  %2651 = load <4 x float>, ptr %2650, align 4
  %2652 = fadd <4 x float> %2649, %2651
  store <4 x float> %2652, ptr %2650, align 4
  %2653 = add nuw i64 %2641, 4
  %2654 = icmp eq i64 %2653, %1022
  br i1 %2654, label %2655, label %2640

2655:                                             ; preds = %2640
  br i1 %1023, label %2675, label %2656

2656:                                             ; preds = %2573, %2572, %2637, %2655
  %2657 = phi i64 [ 0, %2572 ], [ 0, %2573 ], [ %1019, %2637 ], [ %1022, %2655 ]
  %2658 = or disjoint i64 %2657, 1
  br i1 %1025, label %2672, label %2659

2659:                                             ; preds = %2656
  %2660 = getelementptr inbounds nuw float, ptr %1403, i64 %2657
  %2661 = load float, ptr %2660, align 4
  %2662 = getelementptr inbounds nuw float, ptr %122, i64 %2657
  %2663 = load float, ptr %2662, align 4
  %2664 = fadd float %2661, %2663
  %2665 = getelementptr inbounds nuw float, ptr %123, i64 %2657
  %2666 = load float, ptr %2665, align 4
  %2667 = fadd float %2664, %2666
  %2668 = getelementptr inbounds nuw float, ptr %1371, i64 %2657
  %2669 = load float, ptr %2668, align 4
  %2670 = fadd float %2667, %2669
  store float %2670, ptr %2668, align 4
  %2671 = or disjoint i64 %2657, 1
  br label %2672

2672:                                             ; preds = %2659, %2656
  %2673 = phi i64 [ %2657, %2656 ], [ %2671, %2659 ]
  %2674 = icmp eq i64 %32, %2658
  br i1 %2674, label %2675, label %2784

2675:                                             ; preds = %2672, %2784, %2655, %2636
  %2676 = getelementptr float, ptr %1403, i64 %32
  br i1 %1026, label %2764, label %2677

2677:                                             ; preds = %2675
  %2678 = getelementptr i8, ptr %1371, i64 %988
  %2679 = getelementptr i8, ptr %1371, i64 %988
  %2680 = getelementptr i8, ptr %2679, i64 %989
  %2681 = getelementptr i8, ptr %1403, i64 %820
  %2682 = icmp ult ptr %2678, %2681
  %2683 = icmp ult ptr %2676, %2680
  %2684 = and i1 %2682, %2683
  %2685 = icmp ult ptr %2678, %997
  %2686 = icmp ult ptr %995, %2680
  %2687 = and i1 %2685, %2686
  %2688 = or i1 %2684, %2687
  %2689 = icmp ult ptr %2678, %1004
  %2690 = icmp ult ptr %1002, %2680
  %2691 = and i1 %2689, %2690
  %2692 = or i1 %2688, %2691
  br i1 %2692, label %2764, label %2693

2693:                                             ; preds = %2677
  br i1 %1027, label %2745, label %2694

2694:                                             ; preds = %2693, %2694
  %2695 = phi i64 [ %2741, %2694 ], [ 0, %2693 ]
  %2696 = getelementptr float, ptr %2676, i64 %2695
  %2697 = getelementptr i8, ptr %2696, i64 32
  %2698 = getelementptr i8, ptr %2696, i64 64
  %2699 = getelementptr i8, ptr %2696, i64 96
  %2700 = load <8 x float>, ptr %2696, align 4
  %2701 = load <8 x float>, ptr %2697, align 4
  %2702 = load <8 x float>, ptr %2698, align 4
  %2703 = load <8 x float>, ptr %2699, align 4
  %2704 = add nuw nsw i64 %2695, %106
  %2705 = getelementptr inbounds nuw float, ptr %122, i64 %2704
  %2706 = getelementptr inbounds nuw i8, ptr %2705, i64 32
  %2707 = getelementptr inbounds nuw i8, ptr %2705, i64 64
  %2708 = getelementptr inbounds nuw i8, ptr %2705, i64 96
  %2709 = load <8 x float>, ptr %2705, align 4
  %2710 = load <8 x float>, ptr %2706, align 4
  %2711 = load <8 x float>, ptr %2707, align 4
  %2712 = load <8 x float>, ptr %2708, align 4
  %2713 = fadd <8 x float> %2700, %2709
  %2714 = fadd <8 x float> %2701, %2710
  %2715 = fadd <8 x float> %2702, %2711
  %2716 = fadd <8 x float> %2703, %2712
  %2717 = getelementptr inbounds nuw float, ptr %123, i64 %2704
  %2718 = getelementptr inbounds nuw i8, ptr %2717, i64 32
  %2719 = getelementptr inbounds nuw i8, ptr %2717, i64 64
  %2720 = getelementptr inbounds nuw i8, ptr %2717, i64 96
  %2721 = load <8 x float>, ptr %2717, align 4
  %2722 = load <8 x float>, ptr %2718, align 4
  %2723 = load <8 x float>, ptr %2719, align 4
  %2724 = load <8 x float>, ptr %2720, align 4
  %2725 = fadd <8 x float> %2713, %2721
  %2726 = fadd <8 x float> %2714, %2722
  %2727 = fadd <8 x float> %2715, %2723
  %2728 = fadd <8 x float> %2716, %2724
  %2729 = getelementptr inbounds nuw float, ptr %1371, i64 %2704
  %2730 = getelementptr inbounds nuw i8, ptr %2729, i64 32
  %2731 = getelementptr inbounds nuw i8, ptr %2729, i64 64
  %2732 = getelementptr inbounds nuw i8, ptr %2729, i64 96
  %2733 = load <8 x float>, ptr %2729, align 4
  %2734 = load <8 x float>, ptr %2730, align 4
  %2735 = load <8 x float>, ptr %2731, align 4
  %2736 = load <8 x float>, ptr %2732, align 4
  %2737 = fadd <8 x float> %2725, %2733
  %2738 = fadd <8 x float> %2726, %2734
  %2739 = fadd <8 x float> %2727, %2735
  %2740 = fadd <8 x float> %2728, %2736
  store <8 x float> %2737, ptr %2729, align 4
  store <8 x float> %2738, ptr %2730, align 4
  store <8 x float> %2739, ptr %2731, align 4
  store <8 x float> %2740, ptr %2732, align 4
  %2741 = add nuw i64 %2695, 32
  %2742 = icmp eq i64 %2741, %1029
  br i1 %2742, label %2743, label %2694

2743:                                             ; preds = %2694
  br i1 %1030, label %2811, label %2744

2744:                                             ; preds = %2743
  br i1 %1031, label %2764, label %2745

2745:                                             ; preds = %2693, %2744
  %2746 = phi i64 [ %1029, %2744 ], [ 0, %2693 ]
  br label %2747

2747:                                             ; preds = %2747, %2745
  %2748 = phi i64 [ %2746, %2745 ], [ %2761, %2747 ]
  %2749 = getelementptr float, ptr %2676, i64 %2748
  %2750 = load <4 x float>, ptr %2749, align 4
  %2751 = add nuw nsw i64 %2748, %106
  %2752 = getelementptr inbounds nuw float, ptr %122, i64 %2751
  %2753 = load <4 x float>, ptr %2752, align 4
  %2754 = fadd <4 x float> %2750, %2753
  %2755 = getelementptr inbounds nuw float, ptr %123, i64 %2751
  %2756 = load <4 x float>, ptr %2755, align 4
  %2757 = fadd <4 x float> %2754, %2756
  %2758 = getelementptr inbounds nuw float, ptr %1371, i64 %2751
  %2759 = load <4 x float>, ptr %2758, align 4
  %2760 = fadd <4 x float> %2757, %2759
  store <4 x float> %2760, ptr %2758, align 4
  %2761 = add nuw i64 %2748, 4
  %2762 = icmp eq i64 %2761, %1032
  br i1 %2762, label %2763, label %2747

2763:                                             ; preds = %2747
  br i1 %1033, label %2811, label %2764

2764:                                             ; preds = %2677, %2675, %2744, %2763
  %2765 = phi i64 [ 0, %2675 ], [ 0, %2677 ], [ %1029, %2744 ], [ %1032, %2763 ]
  %2766 = or disjoint i64 %2765, 1
  br i1 %1035, label %2781, label %2767

2767:                                             ; preds = %2764
  %2768 = getelementptr float, ptr %2676, i64 %2765
  %2769 = load float, ptr %2768, align 4
  %2770 = add nuw nsw i64 %2765, %106
  %2771 = getelementptr inbounds nuw float, ptr %122, i64 %2770
  %2772 = load float, ptr %2771, align 4
  %2773 = fadd float %2769, %2772
  %2774 = getelementptr inbounds nuw float, ptr %123, i64 %2770
  %2775 = load float, ptr %2774, align 4
  %2776 = fadd float %2773, %2775
  %2777 = getelementptr inbounds nuw float, ptr %1371, i64 %2770
  %2778 = load float, ptr %2777, align 4
  %2779 = fadd float %2776, %2778
  store float %2779, ptr %2777, align 4
  %2780 = or disjoint i64 %2765, 1
  br label %2781

2781:                                             ; preds = %2767, %2764
  %2782 = phi i64 [ %2765, %2764 ], [ %2780, %2767 ]
  %2783 = icmp eq i64 %32, %2766
  br i1 %2783, label %2811, label %2916

2784:                                             ; preds = %2672, %2784
  %2785 = phi i64 [ %2809, %2784 ], [ %2673, %2672 ]
  %2786 = getelementptr inbounds nuw float, ptr %1403, i64 %2785
  %2787 = load float, ptr %2786, align 4
  %2788 = getelementptr inbounds nuw float, ptr %122, i64 %2785
  %2789 = load float, ptr %2788, align 4
  %2790 = fadd float %2787, %2789
  %2791 = getelementptr inbounds nuw float, ptr %123, i64 %2785
  %2792 = load float, ptr %2791, align 4
  %2793 = fadd float %2790, %2792
  %2794 = getelementptr inbounds nuw float, ptr %1371, i64 %2785
  %2795 = load float, ptr %2794, align 4
  %2796 = fadd float %2793, %2795
  store float %2796, ptr %2794, align 4
  %2797 = add nuw nsw i64 %2785, 1
  %2798 = getelementptr inbounds nuw float, ptr %1403, i64 %2797
  %2799 = load float, ptr %2798, align 4
  %2800 = getelementptr inbounds nuw float, ptr %122, i64 %2797
  %2801 = load float, ptr %2800, align 4
  %2802 = fadd float %2799, %2801
  %2803 = getelementptr inbounds nuw float, ptr %123, i64 %2797
  %2804 = load float, ptr %2803, align 4
  %2805 = fadd float %2802, %2804
  %2806 = getelementptr inbounds nuw float, ptr %1371, i64 %2797
  %2807 = load float, ptr %2806, align 4
  %2808 = fadd float %2805, %2807
  store float %2808, ptr %2806, align 4
  %2809 = add nuw nsw i64 %2785, 2
  %2810 = icmp eq i64 %2809, %32
  br i1 %2810, label %2675, label %2784

2811:                                             ; preds = %2781, %2916, %2763, %2743
  tail call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1371, i64 noundef %819)
  %2812 = getelementptr inbounds nuw float, ptr %1371, i64 %106
  %2813 = getelementptr inbounds nuw float, ptr %1371, i64 %819
  %2814 = getelementptr i8, ptr %1403, i64 %820
  br i1 %1036, label %2893, label %2815

2815:                                             ; preds = %2811
  %2816 = getelementptr i8, ptr %1371, i64 %972
  %2817 = getelementptr i8, ptr %1403, i64 %822
  %2818 = getelementptr i8, ptr %1371, i64 %988
  %2819 = getelementptr i8, ptr %2818, i64 %971
  %2820 = icmp ult ptr %2813, %980
  %2821 = icmp ult ptr %978, %2816
  %2822 = and i1 %2820, %2821
  %2823 = icmp ult ptr %2813, %2817
  %2824 = icmp ult ptr %2814, %2816
  %2825 = and i1 %2823, %2824
  %2826 = or i1 %2822, %2825
  %2827 = icmp ult ptr %2813, %987
  %2828 = icmp ult ptr %985, %2816
  %2829 = and i1 %2827, %2828
  %2830 = or i1 %2826, %2829
  %2831 = icmp ult ptr %2813, %2819
  %2832 = icmp ult ptr %2812, %2816
  %2833 = and i1 %2831, %2832
  %2834 = or i1 %2830, %2833
  br i1 %2834, label %2893, label %2835

2835:                                             ; preds = %2815
  br i1 %1037, label %2871, label %2836

2836:                                             ; preds = %2835, %2836
  %2837 = phi i64 [ %2867, %2836 ], [ 0, %2835 ]
  %2838 = getelementptr inbounds nuw float, ptr %2813, i64 %2837
  %2839 = getelementptr inbounds nuw i8, ptr %2838, i64 32
  %2840 = load <8 x float>, ptr %2838, align 4
  %2841 = load <8 x float>, ptr %2839, align 4
  %2842 = add nuw nsw i64 %2837, %819
  %2843 = getelementptr inbounds nuw float, ptr %123, i64 %2842
  %2844 = getelementptr inbounds nuw i8, ptr %2843, i64 32
  %2845 = load <8 x float>, ptr %2843, align 4
  %2846 = load <8 x float>, ptr %2844, align 4
  %2847 = fadd <8 x float> %2840, %2845
  %2848 = fadd <8 x float> %2841, %2846
  %2849 = getelementptr float, ptr %2814, i64 %2837
  %2850 = getelementptr i8, ptr %2849, i64 32
  %2851 = load <8 x float>, ptr %2849, align 4
  %2852 = load <8 x float>, ptr %2850, align 4
  %2853 = getelementptr inbounds nuw float, ptr %122, i64 %2842
  %2854 = getelementptr inbounds nuw i8, ptr %2853, i64 32
  %2855 = load <8 x float>, ptr %2853, align 4
  %2856 = load <8 x float>, ptr %2854, align 4
  %2857 = fadd <8 x float> %2851, %2855
  %2858 = fadd <8 x float> %2852, %2856
  %2859 = getelementptr inbounds nuw float, ptr %2812, i64 %2837
  %2860 = getelementptr inbounds nuw i8, ptr %2859, i64 32
  %2861 = load <8 x float>, ptr %2859, align 4
  %2862 = load <8 x float>, ptr %2860, align 4
  %2863 = fmul <8 x float> %2847, %2861
  %2864 = fmul <8 x float> %2848, %2862
  %2865 = fadd <8 x float> %2857, %2863
  %2866 = fadd <8 x float> %2858, %2864
  store <8 x float> %2865, ptr %2838, align 4
  store <8 x float> %2866, ptr %2839, align 4
  %2867 = add nuw i64 %2837, 16
  %2868 = icmp eq i64 %2867, %1039
  br i1 %2868, label %2869, label %2836

2869:                                             ; preds = %2836
  br i1 %1040, label %2947, label %2870

2870:                                             ; preds = %2869
  br i1 %1041, label %2893, label %2871

2871:                                             ; preds = %2835, %2870
  %2872 = phi i64 [ %1039, %2870 ], [ 0, %2835 ]
  br label %2873

2873:                                             ; preds = %2873, %2871
  %2874 = phi i64 [ %2872, %2871 ], [ %2890, %2873 ]
  %2875 = getelementptr inbounds nuw float, ptr %2813, i64 %2874
  %2876 = load <4 x float>, ptr %2875, align 4
  %2877 = add nuw nsw i64 %2874, %819
  %2878 = getelementptr inbounds nuw float, ptr %123, i64 %2877
  %2879 = load <4 x float>, ptr %2878, align 4
  %2880 = fadd <4 x float> %2876, %2879
  %2881 = getelementptr float, ptr %2814, i64 %2874
  %2882 = load <4 x float>, ptr %2881, align 4
  %2883 = getelementptr inbounds nuw float, ptr %122, i64 %2877
  %2884 = load <4 x float>, ptr %2883, align 4
  %2885 = fadd <4 x float> %2882, %2884
  %2886 = getelementptr inbounds nuw float, ptr %2812, i64 %2874
  %2887 = load <4 x float>, ptr %2886, align 4
  %2888 = fmul <4 x float> %2880, %2887
  %2889 = fadd <4 x float> %2885, %2888
  store <4 x float> %2889, ptr %2875, align 4
  %2890 = add nuw i64 %2874, 4
  %2891 = icmp eq i64 %2890, %1042
  br i1 %2891, label %2892, label %2873

2892:                                             ; preds = %2873
  br i1 %1043, label %2947, label %2893

2893:                                             ; preds = %2815, %2811, %2870, %2892
  %2894 = phi i64 [ 0, %2811 ], [ 0, %2815 ], [ %1039, %2870 ], [ %1042, %2892 ]
  %2895 = or disjoint i64 %2894, 1
  br i1 %1045, label %2913, label %2896

2896:                                             ; preds = %2893
  %2897 = getelementptr inbounds nuw float, ptr %2813, i64 %2894
  %2898 = load float, ptr %2897, align 4
  %2899 = add nuw nsw i64 %2894, %819
  %2900 = getelementptr inbounds nuw float, ptr %123, i64 %2899
  %2901 = load float, ptr %2900, align 4
  %2902 = fadd float %2898, %2901
  %2903 = getelementptr float, ptr %2814, i64 %2894
  %2904 = load float, ptr %2903, align 4
  %2905 = getelementptr inbounds nuw float, ptr %122, i64 %2899
  %2906 = load float, ptr %2905, align 4
  %2907 = fadd float %2904, %2906
  %2908 = getelementptr inbounds nuw float, ptr %2812, i64 %2894
  %2909 = load float, ptr %2908, align 4
  %2910 = fmul float %2902, %2909
  %2911 = fadd float %2907, %2910
  store float %2911, ptr %2897, align 4
  %2912 = or disjoint i64 %2894, 1
  br label %2913

2913:                                             ; preds = %2896, %2893
  %2914 = phi i64 [ %2894, %2893 ], [ %2912, %2896 ]
  %2915 = icmp eq i64 %32, %2895
  br i1 %2915, label %2947, label %3041

2916:                                             ; preds = %2781, %2916
  %2917 = phi i64 [ %2943, %2916 ], [ %2782, %2781 ]
  %2918 = getelementptr float, ptr %2676, i64 %2917
  %2919 = load float, ptr %2918, align 4
  %2920 = add nuw nsw i64 %2917, %106
  %2921 = getelementptr inbounds nuw float, ptr %122, i64 %2920
  %2922 = load float, ptr %2921, align 4
  %2923 = fadd float %2919, %2922
  %2924 = getelementptr inbounds nuw float, ptr %123, i64 %2920
  %2925 = load float, ptr %2924, align 4
  %2926 = fadd float %2923, %2925
  %2927 = getelementptr inbounds nuw float, ptr %1371, i64 %2920
  %2928 = load float, ptr %2927, align 4
  %2929 = fadd float %2926, %2928
  store float %2929, ptr %2927, align 4
  %2930 = add nuw nsw i64 %2917, 1
  %2931 = getelementptr float, ptr %2676, i64 %2930
  %2932 = load float, ptr %2931, align 4
  %2933 = add nuw nsw i64 %2930, %106
  %2934 = getelementptr inbounds nuw float, ptr %122, i64 %2933
  %2935 = load float, ptr %2934, align 4
  %2936 = fadd float %2932, %2935
  %2937 = getelementptr inbounds nuw float, ptr %123, i64 %2933
  %2938 = load float, ptr %2937, align 4
  %2939 = fadd float %2936, %2938
  %2940 = getelementptr inbounds nuw float, ptr %1371, i64 %2933
  %2941 = load float, ptr %2940, align 4
  %2942 = fadd float %2939, %2941
  store float %2942, ptr %2940, align 4
  %2943 = add nuw nsw i64 %2917, 2
  %2944 = icmp eq i64 %2943, %32
  br i1 %2944, label %2811, label %2916

2945:                                             ; preds = %2571
  tail call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1371, i64 noundef %819)
  %2946 = getelementptr inbounds float, ptr %1371, i64 %819
  tail call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %2946, i64 noundef %106)
  br label %3805

2947:                                             ; preds = %2913, %3041, %2892, %2869
  tail call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef nonnull %2813, i64 noundef %106)
  br i1 %1046, label %3023, label %2948

2948:                                             ; preds = %2947
  %2949 = getelementptr i8, ptr %1373, i64 %971
  %2950 = getelementptr i8, ptr %1371, i64 %972
  %2951 = getelementptr i8, ptr %1371, i64 %971
  %2952 = icmp ult ptr %1373, %2950
  %2953 = icmp ult ptr %2813, %2949
  %2954 = and i1 %2952, %2953
  %2955 = icmp ult ptr %1373, %2951
  %2956 = icmp ult ptr %1371, %2949
  %2957 = and i1 %2955, %2956
  %2958 = or i1 %2954, %2957
  br i1 %2958, label %3023, label %2959

2959:                                             ; preds = %2948
  br i1 %1047, label %3006, label %2960

2960:                                             ; preds = %2959, %2960
  %2961 = phi i64 [ %3002, %2960 ], [ 0, %2959 ]
  %2962 = getelementptr inbounds nuw float, ptr %1371, i64 %2961
  %2963 = getelementptr inbounds nuw i8, ptr %2962, i64 32
  %2964 = getelementptr inbounds nuw i8, ptr %2962, i64 64
  %2965 = getelementptr inbounds nuw i8, ptr %2962, i64 96
  %2966 = load <8 x float>, ptr %2962, align 4
  %2967 = load <8 x float>, ptr %2963, align 4
  %2968 = load <8 x float>, ptr %2964, align 4
  %2969 = load <8 x float>, ptr %2965, align 4
  %2970 = fsub <8 x float> splat (float 1.000000e+00), %2966
  %2971 = fsub <8 x float> splat (float 1.000000e+00), %2967
  %2972 = fsub <8 x float> splat (float 1.000000e+00), %2968
  %2973 = fsub <8 x float> splat (float 1.000000e+00), %2969
  %2974 = getelementptr inbounds nuw float, ptr %2813, i64 %2961
  %2975 = getelementptr inbounds nuw i8, ptr %2974, i64 32
  %2976 = getelementptr inbounds nuw i8, ptr %2974, i64 64
  %2977 = getelementptr inbounds nuw i8, ptr %2974, i64 96
  %2978 = load <8 x float>, ptr %2974, align 4
  %2979 = load <8 x float>, ptr %2975, align 4
  %2980 = load <8 x float>, ptr %2976, align 4
  %2981 = load <8 x float>, ptr %2977, align 4
  %2982 = fmul <8 x float> %2970, %2978
  %2983 = fmul <8 x float> %2971, %2979
  %2984 = fmul <8 x float> %2972, %2980
  %2985 = fmul <8 x float> %2973, %2981
  %2986 = getelementptr inbounds nuw float, ptr %1373, i64 %2961
  %2987 = getelementptr inbounds nuw i8, ptr %2986, i64 32
  %2988 = getelementptr inbounds nuw i8, ptr %2986, i64 64
  %2989 = getelementptr inbounds nuw i8, ptr %2986, i64 96
  %2990 = load <8 x float>, ptr %2986, align 4
  %2991 = load <8 x float>, ptr %2987, align 4
  %2992 = load <8 x float>, ptr %2988, align 4
  %2993 = load <8 x float>, ptr %2989, align 4
  %2994 = fmul <8 x float> %2966, %2990
  %2995 = fmul <8 x float> %2967, %2991
  %2996 = fmul <8 x float> %2968, %2992
  %2997 = fmul <8 x float> %2969, %2993
  %2998 = fadd <8 x float> %2982, %2994
  %2999 = fadd <8 x float> %2983, %2995
  %3000 = fadd <8 x float> %2984, %2996
  %3001 = fadd <8 x float> %2985, %2997
  store <8 x float> %2998, ptr %2986, align 4
  store <8 x float> %2999, ptr %2987, align 4
  store <8 x float> %3000, ptr %2988, align 4
  store <8 x float> %3001, ptr %2989, align 4
  %3002 = add nuw i64 %2961, 32
  %3003 = icmp eq i64 %3002, %1049
  br i1 %3003, label %3004, label %2960

3004:                                             ; preds = %2960
  br i1 %1050, label %3735, label %3005

3005:                                             ; preds = %3004
  br i1 %1051, label %3023, label %3006

3006:                                             ; preds = %2959, %3005
  %3007 = phi i64 [ %1049, %3005 ], [ 0, %2959 ]
  br label %3008

3008:                                             ; preds = %3008, %3006
  %3009 = phi i64 [ %3007, %3006 ], [ %3020, %3008 ]
  %3010 = getelementptr inbounds nuw float, ptr %1371, i64 %3009
  %3011 = load <4 x float>, ptr %3010, align 4
  %3012 = fsub <4 x float> splat (float 1.000000e+00), %3011
  %3013 = getelementptr inbounds nuw float, ptr %2813, i64 %3009
  %3014 = load <4 x float>, ptr %3013, align 4
  %3015 = fmul <4 x float> %3012, %3014
  %3016 = getelementptr inbounds nuw float, ptr %1373, i64 %3009
  %3017 = load <4 x float>, ptr %3016, align 4
  %3018 = fmul <4 x float> %3011, %3017
  %3019 = fadd <4 x float> %3015, %3018
  store <4 x float> %3019, ptr %3016, align 4
  %3020 = add nuw i64 %3009, 4
  %3021 = icmp eq i64 %3020, %1052
  br i1 %3021, label %3022, label %3008

3022:                                             ; preds = %3008
  br i1 %1053, label %3735, label %3023

3023:                                             ; preds = %2948, %2947, %3005, %3022
  %3024 = phi i64 [ 0, %2947 ], [ 0, %2948 ], [ %1049, %3005 ], [ %1052, %3022 ]
  %3025 = or disjoint i64 %3024, 1
  br i1 %1055, label %3038, label %3026

3026:                                             ; preds = %3023
  %3027 = getelementptr inbounds nuw float, ptr %1371, i64 %3024
  %3028 = load float, ptr %3027, align 4
  %3029 = fsub float 1.000000e+00, %3028
  %3030 = getelementptr inbounds nuw float, ptr %2813, i64 %3024
  %3031 = load float, ptr %3030, align 4
  %3032 = fmul float %3029, %3031
  %3033 = getelementptr inbounds nuw float, ptr %1373, i64 %3024
  %3034 = load float, ptr %3033, align 4
  %3035 = fmul float %3028, %3034
  %3036 = fadd float %3032, %3035
  store float %3036, ptr %3033, align 4
  %3037 = or disjoint i64 %3024, 1
  br label %3038

3038:                                             ; preds = %3026, %3023
  %3039 = phi i64 [ %3024, %3023 ], [ %3037, %3026 ]
  %3040 = icmp eq i64 %32, %3025
  br i1 %3040, label %3735, label %3076

3041:                                             ; preds = %2913, %3041
  %3042 = phi i64 [ %3074, %3041 ], [ %2914, %2913 ]
  %3043 = getelementptr inbounds nuw float, ptr %2813, i64 %3042
  %3044 = load float, ptr %3043, align 4
  %3045 = add nuw nsw i64 %3042, %819
  %3046 = getelementptr inbounds nuw float, ptr %123, i64 %3045
  %3047 = load float, ptr %3046, align 4
  %3048 = fadd float %3044, %3047
  %3049 = getelementptr float, ptr %2814, i64 %3042
  %3050 = load float, ptr %3049, align 4
  %3051 = getelementptr inbounds nuw float, ptr %122, i64 %3045
  %3052 = load float, ptr %3051, align 4
  %3053 = fadd float %3050, %3052
  %3054 = getelementptr inbounds nuw float, ptr %2812, i64 %3042
  %3055 = load float, ptr %3054, align 4
  %3056 = fmul float %3048, %3055
  %3057 = fadd float %3053, %3056
  store float %3057, ptr %3043, align 4
  %3058 = add nuw nsw i64 %3042, 1
  %3059 = getelementptr inbounds nuw float, ptr %2813, i64 %3058
  %3060 = load float, ptr %3059, align 4
  %3061 = add nuw nsw i64 %3058, %819
  %3062 = getelementptr inbounds nuw float, ptr %123, i64 %3061
  %3063 = load float, ptr %3062, align 4
  %3064 = fadd float %3060, %3063
  %3065 = getelementptr float, ptr %2814, i64 %3058
  %3066 = load float, ptr %3065, align 4
  %3067 = getelementptr inbounds nuw float, ptr %122, i64 %3061
  %3068 = load float, ptr %3067, align 4
  %3069 = fadd float %3066, %3068
  %3070 = getelementptr inbounds nuw float, ptr %2812, i64 %3058
  %3071 = load float, ptr %3070, align 4
  %3072 = fmul float %3064, %3071
  %3073 = fadd float %3069, %3072
  store float %3073, ptr %3059, align 4
  %3074 = add nuw nsw i64 %3042, 2
  %3075 = icmp eq i64 %3074, %32
  br i1 %3075, label %2947, label %3041

3076:                                             ; preds = %3038, %3076
  %3077 = phi i64 [ %3099, %3076 ], [ %3039, %3038 ]
  %3078 = getelementptr inbounds nuw float, ptr %1371, i64 %3077
  %3079 = load float, ptr %3078, align 4
  %3080 = fsub float 1.000000e+00, %3079
  %3081 = getelementptr inbounds nuw float, ptr %2813, i64 %3077
  %3082 = load float, ptr %3081, align 4
  %3083 = fmul float %3080, %3082
  %3084 = getelementptr inbounds nuw float, ptr %1373, i64 %3077
  %3085 = load float, ptr %3084, align 4
  %3086 = fmul float %3079, %3085
  %3087 = fadd float %3083, %3086
  store float %3087, ptr %3084, align 4
  %3088 = add nuw nsw i64 %3077, 1
  %3089 = getelementptr inbounds nuw float, ptr %1371, i64 %3088
  %3090 = load float, ptr %3089, align 4
  %3091 = fsub float 1.000000e+00, %3090
  %3092 = getelementptr inbounds nuw float, ptr %2813, i64 %3088
  %3093 = load float, ptr %3092, align 4
  %3094 = fmul float %3091, %3093
  %3095 = getelementptr inbounds nuw float, ptr %1373, i64 %3088
  %3096 = load float, ptr %3095, align 4
  %3097 = fmul float %3090, %3096
  %3098 = fadd float %3094, %3097
  store float %3098, ptr %3095, align 4
  %3099 = add nuw nsw i64 %3077, 2
  %3100 = icmp eq i64 %3099, %32
  br i1 %3100, label %3735, label %3076

3101:                                             ; preds = %2570
  tail call fastcc void @product(ptr noundef %1373, ptr noundef %117, ptr noundef %1371, i64 noundef %32, i64 noundef %107, i64 noundef %819)
  br i1 %125, label %3102, label %3583

3102:                                             ; preds = %3101
  br i1 %1056, label %3186, label %3103

3103:                                             ; preds = %3102
  %3104 = getelementptr i8, ptr %1371, i64 %960
  %3105 = getelementptr i8, ptr %1403, i64 %960
  %3106 = icmp ult ptr %1371, %3105
  %3107 = icmp ult ptr %1403, %3104
  %3108 = and i1 %3106, %3107
  %3109 = icmp ult ptr %1371, %966
  %3110 = icmp ult ptr %123, %3104
  %3111 = and i1 %3109, %3110
  %3112 = or i1 %3108, %3111
  %3113 = icmp ult ptr %1371, %970
  %3114 = icmp ult ptr %122, %3104
  %3115 = and i1 %3113, %3114
  %3116 = or i1 %3112, %3115
  br i1 %3116, label %3186, label %3117

3117:                                             ; preds = %3103
  br i1 %1057, label %3168, label %3118

3118:                                             ; preds = %3117, %3118
  %3119 = phi i64 [ %3164, %3118 ], [ 0, %3117 ]
  %3120 = getelementptr inbounds nuw float, ptr %1403, i64 %3119
  %3121 = getelementptr inbounds nuw i8, ptr %3120, i64 32
  %3122 = getelementptr inbounds nuw i8, ptr %3120, i64 64
  %3123 = getelementptr inbounds nuw i8, ptr %3120, i64 96
  %3124 = load <8 x float>, ptr %3120, align 4
  %3125 = load <8 x float>, ptr %3121, align 4
  %3126 = load <8 x float>, ptr %3122, align 4
  %3127 = load <8 x float>, ptr %3123, align 4
  %3128 = getelementptr inbounds nuw float, ptr %122, i64 %3119
  %3129 = getelementptr inbounds nuw i8, ptr %3128, i64 32
  %3130 = getelementptr inbounds nuw i8, ptr %3128, i64 64
  %3131 = getelementptr inbounds nuw i8, ptr %3128, i64 96
  %3132 = load <8 x float>, ptr %3128, align 4
  %3133 = load <8 x float>, ptr %3129, align 4
  %3134 = load <8 x float>, ptr %3130, align 4
  %3135 = load <8 x float>, ptr %3131, align 4
  %3136 = fadd <8 x float> %3124, %3132
  %3137 = fadd <8 x float> %3125, %3133
  %3138 = fadd <8 x float> %3126, %3134
  %3139 = fadd <8 x float> %3127, %3135
  %3140 = getelementptr inbounds nuw float, ptr %123, i64 %3119
  %3141 = getelementptr inbounds nuw i8, ptr %3140, i64 32
  %3142 = getelementptr inbounds nuw i8, ptr %3140, i64 64
  %3143 = getelementptr inbounds nuw i8, ptr %3140, i64 96
  %3144 = load <8 x float>, ptr %3140, align 4
  %3145 = load <8 x float>, ptr %3141, align 4
  %3146 = load <8 x float>, ptr %3142, align 4
  %3147 = load <8 x float>, ptr %3143, align 4
  %3148 = fadd <8 x float> %3136, %3144
  %3149 = fadd <8 x float> %3137, %3145
  %3150 = fadd <8 x float> %3138, %3146
  %3151 = fadd <8 x float> %3139, %3147
  %3152 = getelementptr inbounds nuw float, ptr %1371, i64 %3119
  %3153 = getelementptr inbounds nuw i8, ptr %3152, i64 32
  %3154 = getelementptr inbounds nuw i8, ptr %3152, i64 64
  %3155 = getelementptr inbounds nuw i8, ptr %3152, i64 96
  %3156 = load <8 x float>, ptr %3152, align 4
  %3157 = load <8 x float>, ptr %3153, align 4
  %3158 = load <8 x float>, ptr %3154, align 4
  %3159 = load <8 x float>, ptr %3155, align 4
  %3160 = fadd <8 x float> %3148, %3156
  %3161 = fadd <8 x float> %3149, %3157
  %3162 = fadd <8 x float> %3150, %3158
  %3163 = fadd <8 x float> %3151, %3159
  store <8 x float> %3160, ptr %3152, align 4
  store <8 x float> %3161, ptr %3153, align 4
  store <8 x float> %3162, ptr %3154, align 4
  store <8 x float> %3163, ptr %3155, align 4
  %3164 = add nuw i64 %3119, 32
  %3165 = icmp eq i64 %3164, %1059
  br i1 %3165, label %3166, label %3118

3166:                                             ; preds = %3118
  br i1 %1060, label %3205, label %3167

3167:                                             ; preds = %3166
  br i1 %1061, label %3186, label %3168

3168:                                             ; preds = %3117, %3167
  %3169 = phi i64 [ %1059, %3167 ], [ 0, %3117 ]
  br label %3170

3170:                                             ; preds = %3170, %3168
  %3171 = phi i64 [ %3169, %3168 ], [ %3183, %3170 ]
  %3172 = getelementptr inbounds nuw float, ptr %1403, i64 %3171
  %3173 = load <4 x float>, ptr %3172, align 4
  %3174 = getelementptr inbounds nuw float, ptr %122, i64 %3171
  %3175 = load <4 x float>, ptr %3174, align 4
  %3176 = fadd <4 x float> %3173, %3175
  %3177 = getelementptr inbounds nuw float, ptr %123, i64 %3171
  %3178 = load <4 x float>, ptr %3177, align 4
  %3179 = fadd <4 x float> %3176, %3178
  %3180 = getelementptr inbounds nuw float, ptr %1371, i64 %3171
  %3181 = load <4 x float>, ptr %3180, align 4
  %3182 = fadd <4 x float> %3179, %3181
  store <4 x float> %3182, ptr %3180, align 4
  %3183 = add nuw i64 %3171, 4
  %3184 = icmp eq i64 %3183, %1062
  br i1 %3184, label %3185, label %3170

3185:                                             ; preds = %3170
  br i1 %1063, label %3205, label %3186

3186:                                             ; preds = %3103, %3102, %3167, %3185
  %3187 = phi i64 [ 0, %3102 ], [ 0, %3103 ], [ %1059, %3167 ], [ %1062, %3185 ]
  %3188 = or disjoint i64 %3187, 1
  br i1 %1065, label %3202, label %3189

3189:                                             ; preds = %3186
  %3190 = getelementptr inbounds nuw float, ptr %1403, i64 %3187
  %3191 = load float, ptr %3190, align 4
  %3192 = getelementptr inbounds nuw float, ptr %122, i64 %3187
  %3193 = load float, ptr %3192, align 4
  %3194 = fadd float %3191, %3193
  %3195 = getelementptr inbounds nuw float, ptr %123, i64 %3187
  %3196 = load float, ptr %3195, align 4
  %3197 = fadd float %3194, %3196
  %3198 = getelementptr inbounds nuw float, ptr %1371, i64 %3187
  %3199 = load float, ptr %3198, align 4
  %3200 = fadd float %3197, %3199
  store float %3200, ptr %3198, align 4
  %3201 = or disjoint i64 %3187, 1
  br label %3202

3202:                                             ; preds = %3189, %3186
  %3203 = phi i64 [ %3187, %3186 ], [ %3201, %3189 ]
  %3204 = icmp eq i64 %32, %3188
  br i1 %3204, label %3205, label %3314

3205:                                             ; preds = %3202, %3314, %3185, %3166
  %3206 = getelementptr float, ptr %1403, i64 %32
  br i1 %1066, label %3294, label %3207

3207:                                             ; preds = %3205
  %3208 = getelementptr i8, ptr %1371, i64 %943
  %3209 = getelementptr i8, ptr %1371, i64 %943
  %3210 = getelementptr i8, ptr %3209, i64 %944
  %3211 = getelementptr i8, ptr %1403, i64 %820
  %3212 = icmp ult ptr %3208, %3211
  %3213 = icmp ult ptr %3206, %3210
  %3214 = and i1 %3212, %3213
  %3215 = icmp ult ptr %3208, %952
  %3216 = icmp ult ptr %950, %3210
  %3217 = and i1 %3215, %3216
  %3218 = or i1 %3214, %3217
  %3219 = icmp ult ptr %3208, %959
  %3220 = icmp ult ptr %957, %3210
  %3221 = and i1 %3219, %3220
  %3222 = or i1 %3218, %3221
  br i1 %3222, label %3294, label %3223

3223:                                             ; preds = %3207
  br i1 %1067, label %3275, label %3224

3224:                                             ; preds = %3223, %3224
  %3225 = phi i64 [ %3271, %3224 ], [ 0, %3223 ]
  %3226 = getelementptr float, ptr %3206, i64 %3225
  %3227 = getelementptr i8, ptr %3226, i64 32
  %3228 = getelementptr i8, ptr %3226, i64 64
  %3229 = getelementptr i8, ptr %3226, i64 96
  %3230 = load <8 x float>, ptr %3226, align 4
  %3231 = load <8 x float>, ptr %3227, align 4
  %3232 = load <8 x float>, ptr %3228, align 4
  %3233 = load <8 x float>, ptr %3229, align 4
  %3234 = add nuw nsw i64 %3225, %106
  %3235 = getelementptr inbounds nuw float, ptr %122, i64 %3234
  %3236 = getelementptr inbounds nuw i8, ptr %3235, i64 32
  %3237 = getelementptr inbounds nuw i8, ptr %3235, i64 64
  %3238 = getelementptr inbounds nuw i8, ptr %3235, i64 96
  %3239 = load <8 x float>, ptr %3235, align 4
  %3240 = load <8 x float>, ptr %3236, align 4
  %3241 = load <8 x float>, ptr %3237, align 4
  %3242 = load <8 x float>, ptr %3238, align 4
  %3243 = fadd <8 x float> %3230, %3239
  %3244 = fadd <8 x float> %3231, %3240
  %3245 = fadd <8 x float> %3232, %3241
  %3246 = fadd <8 x float> %3233, %3242
  %3247 = getelementptr inbounds nuw float, ptr %123, i64 %3234
  %3248 = getelementptr inbounds nuw i8, ptr %3247, i64 32
  %3249 = getelementptr inbounds nuw i8, ptr %3247, i64 64
  %3250 = getelementptr inbounds nuw i8, ptr %3247, i64 96
  %3251 = load <8 x float>, ptr %3247, align 4
  %3252 = load <8 x float>, ptr %3248, align 4
  %3253 = load <8 x float>, ptr %3249, align 4
  %3254 = load <8 x float>, ptr %3250, align 4
  %3255 = fadd <8 x float> %3243, %3251
  %3256 = fadd <8 x float> %3244, %3252
  %3257 = fadd <8 x float> %3245, %3253
  %3258 = fadd <8 x float> %3246, %3254
  %3259 = getelementptr inbounds nuw float, ptr %1371, i64 %3234
  %3260 = getelementptr inbounds nuw i8, ptr %3259, i64 32
  %3261 = getelementptr inbounds nuw i8, ptr %3259, i64 64
  %3262 = getelementptr inbounds nuw i8, ptr %3259, i64 96
  %3263 = load <8 x float>, ptr %3259, align 4
  %3264 = load <8 x float>, ptr %3260, align 4
  %3265 = load <8 x float>, ptr %3261, align 4
  %3266 = load <8 x float>, ptr %3262, align 4
  %3267 = fadd <8 x float> %3255, %3263
  %3268 = fadd <8 x float> %3256, %3264
  %3269 = fadd <8 x float> %3257, %3265
  %3270 = fadd <8 x float> %3258, %3266
  store <8 x float> %3267, ptr %3259, align 4
  store <8 x float> %3268, ptr %3260, align 4
  store <8 x float> %3269, ptr %3261, align 4
  store <8 x float> %3270, ptr %3262, align 4
  %3271 = add nuw i64 %3225, 32
  %3272 = icmp eq i64 %3271, %1069
  br i1 %3272, label %3273, label %3224

3273:                                             ; preds = %3224
  br i1 %1070, label %3341, label %3274

3274:                                             ; preds = %3273
  br i1 %1071, label %3294, label %3275

3275:                                             ; preds = %3223, %3274
  %3276 = phi i64 [ %1069, %3274 ], [ 0, %3223 ]
  br label %3277

3277:                                             ; preds = %3277, %3275
  %3278 = phi i64 [ %3276, %3275 ], [ %3291, %3277 ]
  %3279 = getelementptr float, ptr %3206, i64 %3278
  %3280 = load <4 x float>, ptr %3279, align 4
  %3281 = add nuw nsw i64 %3278, %106
  %3282 = getelementptr inbounds nuw float, ptr %122, i64 %3281
  %3283 = load <4 x float>, ptr %3282, align 4
  %3284 = fadd <4 x float> %3280, %3283
  %3285 = getelementptr inbounds nuw float, ptr %123, i64 %3281
  %3286 = load <4 x float>, ptr %3285, align 4
  %3287 = fadd <4 x float> %3284, %3286
  %3288 = getelementptr inbounds nuw float, ptr %1371, i64 %3281
  %3289 = load <4 x float>, ptr %3288, align 4
  %3290 = fadd <4 x float> %3287, %3289
  store <4 x float> %3290, ptr %3288, align 4
  %3291 = add nuw i64 %3278, 4
  %3292 = icmp eq i64 %3291, %1072
  br i1 %3292, label %3293, label %3277

3293:                                             ; preds = %3277
  br i1 %1073, label %3341, label %3294

3294:                                             ; preds = %3207, %3205, %3274, %3293
  %3295 = phi i64 [ 0, %3205 ], [ 0, %3207 ], [ %1069, %3274 ], [ %1072, %3293 ]
  %3296 = or disjoint i64 %3295, 1
  br i1 %1075, label %3311, label %3297

3297:                                             ; preds = %3294
  %3298 = getelementptr float, ptr %3206, i64 %3295
  %3299 = load float, ptr %3298, align 4
  %3300 = add nuw nsw i64 %3295, %106
  %3301 = getelementptr inbounds nuw float, ptr %122, i64 %3300
  %3302 = load float, ptr %3301, align 4
  %3303 = fadd float %3299, %3302
  %3304 = getelementptr inbounds nuw float, ptr %123, i64 %3300
  %3305 = load float, ptr %3304, align 4
  %3306 = fadd float %3303, %3305
  %3307 = getelementptr inbounds nuw float, ptr %1371, i64 %3300
  %3308 = load float, ptr %3307, align 4
  %3309 = fadd float %3306, %3308
  store float %3309, ptr %3307, align 4
  %3310 = or disjoint i64 %3295, 1
  br label %3311

3311:                                             ; preds = %3297, %3294
  %3312 = phi i64 [ %3295, %3294 ], [ %3310, %3297 ]
  %3313 = icmp eq i64 %32, %3296
  br i1 %3313, label %3341, label %3416

3314:                                             ; preds = %3202, %3314
  %3315 = phi i64 [ %3339, %3314 ], [ %3203, %3202 ]
  %3316 = getelementptr inbounds nuw float, ptr %1403, i64 %3315
  %3317 = load float, ptr %3316, align 4
  %3318 = getelementptr inbounds nuw float, ptr %122, i64 %3315
  %3319 = load float, ptr %3318, align 4
  %3320 = fadd float %3317, %3319
  %3321 = getelementptr inbounds nuw float, ptr %123, i64 %3315
  %3322 = load float, ptr %3321, align 4
  %3323 = fadd float %3320, %3322
  %3324 = getelementptr inbounds nuw float, ptr %1371, i64 %3315
  %3325 = load float, ptr %3324, align 4
  %3326 = fadd float %3323, %3325
  store float %3326, ptr %3324, align 4
  %3327 = add nuw nsw i64 %3315, 1
  %3328 = getelementptr inbounds nuw float, ptr %1403, i64 %3327
  %3329 = load float, ptr %3328, align 4
  %3330 = getelementptr inbounds nuw float, ptr %122, i64 %3327
  %3331 = load float, ptr %3330, align 4
  %3332 = fadd float %3329, %3331
  %3333 = getelementptr inbounds nuw float, ptr %123, i64 %3327
  %3334 = load float, ptr %3333, align 4
  %3335 = fadd float %3332, %3334
  %3336 = getelementptr inbounds nuw float, ptr %1371, i64 %3327
  %3337 = load float, ptr %3336, align 4
  %3338 = fadd float %3335, %3337
  store float %3338, ptr %3336, align 4
  %3339 = add nuw nsw i64 %3315, 2
  %3340 = icmp eq i64 %3339, %32
  br i1 %3340, label %3205, label %3314

3341:                                             ; preds = %3311, %3416, %3293, %3273
  tail call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef nonnull %1371, i64 noundef %819)
  %3342 = getelementptr inbounds nuw float, ptr %1371, i64 %106
  %3343 = getelementptr float, ptr %1371, i64 %819
  %3344 = getelementptr inbounds nuw i8, ptr %1362, i64 24
  %3345 = load ptr, ptr %3344, align 8
  br i1 %1076, label %3398, label %3346

3346:                                             ; preds = %3341
  %3347 = ptrtoint ptr %3345 to i64
  %3348 = add i64 %1077, %1372
  %3349 = sub i64 %3347, %3348
  %3350 = icmp ult i64 %3349, 128
  %3351 = sub i64 %3347, %1374
  %3352 = icmp ult i64 %3351, 128
  %3353 = or i1 %3350, %3352
  br i1 %3353, label %3398, label %3354

3354:                                             ; preds = %3346
  br i1 %1078, label %3385, label %3355

3355:                                             ; preds = %3354, %3355
  %3356 = phi i64 [ %3381, %3355 ], [ 0, %3354 ]
  %3357 = getelementptr inbounds nuw float, ptr %3342, i64 %3356
  %3358 = getelementptr inbounds nuw i8, ptr %3357, i64 32
  %3359 = getelementptr inbounds nuw i8, ptr %3357, i64 64
  %3360 = getelementptr inbounds nuw i8, ptr %3357, i64 96
  %3361 = load <8 x float>, ptr %3357, align 4
  %3362 = load <8 x float>, ptr %3358, align 4
  %3363 = load <8 x float>, ptr %3359, align 4
  %3364 = load <8 x float>, ptr %3360, align 4
  %3365 = getelementptr inbounds nuw float, ptr %1373, i64 %3356
  %3366 = getelementptr inbounds nuw i8, ptr %3365, i64 32
  %3367 = getelementptr inbounds nuw i8, ptr %3365, i64 64
  %3368 = getelementptr inbounds nuw i8, ptr %3365, i64 96
  %3369 = load <8 x float>, ptr %3365, align 4
  %3370 = load <8 x float>, ptr %3366, align 4
  %3371 = load <8 x float>, ptr %3367, align 4
  %3372 = load <8 x float>, ptr %3368, align 4
  %3373 = fmul <8 x float> %3361, %3369
  %3374 = fmul <8 x float> %3362, %3370
  %3375 = fmul <8 x float> %3363, %3371
  %3376 = fmul <8 x float> %3364, %3372
  %3377 = getelementptr inbounds nuw float, ptr %3345, i64 %3356
  %3378 = getelementptr inbounds nuw i8, ptr %3377, i64 32
  %3379 = getelementptr inbounds nuw i8, ptr %3377, i64 64
  %3380 = getelementptr inbounds nuw i8, ptr %3377, i64 96
  store <8 x float> %3373, ptr %3377, align 4
  store <8 x float> %3374, ptr %3378, align 4
  store <8 x float> %3375, ptr %3379, align 4
  store <8 x float> %3376, ptr %3380, align 4
  %3381 = add nuw i64 %3356, 32
  %3382 = icmp eq i64 %3381, %1080
  br i1 %3382, label %3383, label %3355

3383:                                             ; preds = %3355
  br i1 %1081, label %3445, label %3384

3384:                                             ; preds = %3383
  br i1 %1082, label %3398, label %3385

3385:                                             ; preds = %3354, %3384
  %3386 = phi i64 [ %1080, %3384 ], [ 0, %3354 ]
  br label %3387

3387:                                             ; preds = %3387, %3385
  %3388 = phi i64 [ %3386, %3385 ], [ %3395, %3387 ]
  %3389 = getelementptr inbounds nuw float, ptr %3342, i64 %3388
  %3390 = load <4 x float>, ptr %3389, align 4
  %3391 = getelementptr inbounds nuw float, ptr %1373, i64 %3388
  %3392 = load <4 x float>, ptr %3391, align 4
  %3393 = fmul <4 x float> %3390, %3392
  %3394 = getelementptr inbounds nuw float, ptr %3345, i64 %3388
  store <4 x float> %3393, ptr %3394, align 4
  %3395 = add nuw i64 %3388, 4
  %3396 = icmp eq i64 %3395, %1083
  br i1 %3396, label %3397, label %3387

3397:                                             ; preds = %3387
  br i1 %1084, label %3445, label %3398

3398:                                             ; preds = %3346, %3341, %3384, %3397
  %3399 = phi i64 [ 0, %3341 ], [ 0, %3346 ], [ %1080, %3384 ], [ %1083, %3397 ]
  br i1 %1086, label %3412, label %3400

3400:                                             ; preds = %3398, %3400
  %3401 = phi i64 [ %3409, %3400 ], [ %3399, %3398 ]
  %3402 = phi i64 [ %3410, %3400 ], [ 0, %3398 ]
  %3403 = getelementptr inbounds nuw float, ptr %3342, i64 %3401
  %3404 = load float, ptr %3403, align 4
  %3405 = getelementptr inbounds nuw float, ptr %1373, i64 %3401
  %3406 = load float, ptr %3405, align 4
  %3407 = fmul float %3404, %3406
  %3408 = getelementptr inbounds nuw float, ptr %3345, i64 %3401
  store float %3407, ptr %3408, align 4
  %3409 = add nuw nsw i64 %3401, 1
  %3410 = add i64 %3402, 1
  %3411 = icmp eq i64 %3410, %1085
  br i1 %3411, label %3412, label %3400

3412:                                             ; preds = %3400, %3398
  %3413 = phi i64 [ %3399, %3398 ], [ %3409, %3400 ]
  %3414 = sub nsw i64 %3399, %32
  %3415 = icmp ugt i64 %3414, -4
  br i1 %3415, label %3445, label %3552

3416:                                             ; preds = %3311, %3416
  %3417 = phi i64 [ %3443, %3416 ], [ %3312, %3311 ]
  %3418 = getelementptr float, ptr %3206, i64 %3417
  %3419 = load float, ptr %3418, align 4
  %3420 = add nuw nsw i64 %3417, %106
  %3421 = getelementptr inbounds nuw float, ptr %122, i64 %3420
  %3422 = load float, ptr %3421, align 4
  %3423 = fadd float %3419, %3422
  %3424 = getelementptr inbounds nuw float, ptr %123, i64 %3420
  %3425 = load float, ptr %3424, align 4
  %3426 = fadd float %3423, %3425
  %3427 = getelementptr inbounds nuw float, ptr %1371, i64 %3420
  %3428 = load float, ptr %3427, align 4
  %3429 = fadd float %3426, %3428
  store float %3429, ptr %3427, align 4
  %3430 = add nuw nsw i64 %3417, 1
  %3431 = getelementptr float, ptr %3206, i64 %3430
  %3432 = load float, ptr %3431, align 4
  %3433 = add nuw nsw i64 %3430, %106
  %3434 = getelementptr inbounds nuw float, ptr %122, i64 %3433
  %3435 = load float, ptr %3434, align 4
  %3436 = fadd float %3432, %3435
  %3437 = getelementptr inbounds nuw float, ptr %123, i64 %3433
  %3438 = load float, ptr %3437, align 4
  %3439 = fadd float %3436, %3438
  %3440 = getelementptr inbounds nuw float, ptr %1371, i64 %3433
  %3441 = load float, ptr %3440, align 4
  %3442 = fadd float %3439, %3441
  store float %3442, ptr %3440, align 4
  %3443 = add nuw nsw i64 %3417, 2
  %3444 = icmp eq i64 %3443, %32
  br i1 %3444, label %3341, label %3416

3445:                                             ; preds = %3412, %3552, %3397, %3383
  tail call fastcc void @product(ptr noundef nonnull %3345, ptr noundef %821, ptr noundef nonnull %3343, i64 noundef %32, i64 noundef %107, i64 noundef %106)
  %3446 = getelementptr i8, ptr %1403, i64 %820
  br i1 %1087, label %3532, label %3447

3447:                                             ; preds = %3445
  %3448 = getelementptr i8, ptr %1371, i64 %927
  %3449 = getelementptr i8, ptr %1403, i64 %822
  %3450 = icmp ult ptr %3343, %3449
  %3451 = icmp ult ptr %3446, %3448
  %3452 = and i1 %3450, %3451
  %3453 = icmp ult ptr %3343, %935
  %3454 = icmp ult ptr %933, %3448
  %3455 = and i1 %3453, %3454
  %3456 = or i1 %3452, %3455
  %3457 = icmp ult ptr %3343, %942
  %3458 = icmp ult ptr %940, %3448
  %3459 = and i1 %3457, %3458
  %3460 = or i1 %3456, %3459
  br i1 %3460, label %3532, label %3461

3461:                                             ; preds = %3447
  br i1 %1088, label %3513, label %3462

3462:                                             ; preds = %3461, %3462
  %3463 = phi i64 [ %3509, %3462 ], [ 0, %3461 ]
  %3464 = getelementptr float, ptr %3446, i64 %3463
  %3465 = getelementptr i8, ptr %3464, i64 32
  %3466 = getelementptr i8, ptr %3464, i64 64
  %3467 = getelementptr i8, ptr %3464, i64 96
  %3468 = load <8 x float>, ptr %3464, align 4
  %3469 = load <8 x float>, ptr %3465, align 4
  %3470 = load <8 x float>, ptr %3466, align 4
  %3471 = load <8 x float>, ptr %3467, align 4
  %3472 = add nuw nsw i64 %3463, %819
  %3473 = getelementptr inbounds nuw float, ptr %122, i64 %3472
  %3474 = getelementptr inbounds nuw i8, ptr %3473, i64 32
  %3475 = getelementptr inbounds nuw i8, ptr %3473, i64 64
  %3476 = getelementptr inbounds nuw i8, ptr %3473, i64 96
  %3477 = load <8 x float>, ptr %3473, align 4
  %3478 = load <8 x float>, ptr %3474, align 4
  %3479 = load <8 x float>, ptr %3475, align 4
  %3480 = load <8 x float>, ptr %3476, align 4
  %3481 = fadd <8 x float> %3468, %3477
  %3482 = fadd <8 x float> %3469, %3478
  %3483 = fadd <8 x float> %3470, %3479
  %3484 = fadd <8 x float> %3471, %3480
  %3485 = getelementptr inbounds nuw float, ptr %123, i64 %3472
  %3486 = getelementptr inbounds nuw i8, ptr %3485, i64 32
  %3487 = getelementptr inbounds nuw i8, ptr %3485, i64 64
  %3488 = getelementptr inbounds nuw i8, ptr %3485, i64 96
  %3489 = load <8 x float>, ptr %3485, align 4
  %3490 = load <8 x float>, ptr %3486, align 4
  %3491 = load <8 x float>, ptr %3487, align 4
  %3492 = load <8 x float>, ptr %3488, align 4
  %3493 = fadd <8 x float> %3481, %3489
  %3494 = fadd <8 x float> %3482, %3490
  %3495 = fadd <8 x float> %3483, %3491
  %3496 = fadd <8 x float> %3484, %3492
  %3497 = getelementptr inbounds nuw float, ptr %1371, i64 %3472
  %3498 = getelementptr inbounds nuw i8, ptr %3497, i64 32
  %3499 = getelementptr inbounds nuw i8, ptr %3497, i64 64
  %3500 = getelementptr inbounds nuw i8, ptr %3497, i64 96
  %3501 = load <8 x float>, ptr %3497, align 4
  %3502 = load <8 x float>, ptr %3498, align 4
  %3503 = load <8 x float>, ptr %3499, align 4
  %3504 = load <8 x float>, ptr %3500, align 4
  %3505 = fadd <8 x float> %3493, %3501
  %3506 = fadd <8 x float> %3494, %3502
  %3507 = fadd <8 x float> %3495, %3503
  %3508 = fadd <8 x float> %3496, %3504
  store <8 x float> %3505, ptr %3497, align 4
  store <8 x float> %3506, ptr %3498, align 4
  store <8 x float> %3507, ptr %3499, align 4
  store <8 x float> %3508, ptr %3500, align 4
  %3509 = add nuw i64 %3463, 32
  %3510 = icmp eq i64 %3509, %1090
  br i1 %3510, label %3511, label %3462

3511:                                             ; preds = %3462
  br i1 %1091, label %3587, label %3512

3512:                                             ; preds = %3511
  br i1 %1092, label %3532, label %3513

3513:                                             ; preds = %3461, %3512
  %3514 = phi i64 [ %1090, %3512 ], [ 0, %3461 ]
  br label %3515

3515:                                             ; preds = %3515, %3513
  %3516 = phi i64 [ %3514, %3513 ], [ %3529, %3515 ]
  %3517 = getelementptr float, ptr %3446, i64 %3516
  %3518 = load <4 x float>, ptr %3517, align 4
  %3519 = add nuw nsw i64 %3516, %819
  %3520 = getelementptr inbounds nuw float, ptr %122, i64 %3519
  %3521 = load <4 x float>, ptr %3520, align 4
  %3522 = fadd <4 x float> %3518, %3521
  %3523 = getelementptr inbounds nuw float, ptr %123, i64 %3519
  %3524 = load <4 x float>, ptr %3523, align 4
  %3525 = fadd <4 x float> %3522, %3524
  %3526 = getelementptr inbounds nuw float, ptr %1371, i64 %3519
  %3527 = load <4 x float>, ptr %3526, align 4
  %3528 = fadd <4 x float> %3525, %3527
  store <4 x float> %3528, ptr %3526, align 4
  %3529 = add nuw i64 %3516, 4
  %3530 = icmp eq i64 %3529, %1093
  br i1 %3530, label %3531, label %3515

3531:                                             ; preds = %3515
  br i1 %1094, label %3587, label %3532

3532:                                             ; preds = %3447, %3445, %3512, %3531
  %3533 = phi i64 [ 0, %3445 ], [ 0, %3447 ], [ %1090, %3512 ], [ %1093, %3531 ]
  %3534 = or disjoint i64 %3533, 1
  br i1 %1096, label %3549, label %3535

3535:                                             ; preds = %3532
  %3536 = getelementptr float, ptr %3446, i64 %3533
  %3537 = load float, ptr %3536, align 4
  %3538 = add nuw nsw i64 %3533, %819
  %3539 = getelementptr inbounds nuw float, ptr %122, i64 %3538
  %3540 = load float, ptr %3539, align 4
  %3541 = fadd float %3537, %3540
  %3542 = getelementptr inbounds nuw float, ptr %123, i64 %3538
  %3543 = load float, ptr %3542, align 4
  %3544 = fadd float %3541, %3543
  %3545 = getelementptr inbounds nuw float, ptr %1371, i64 %3538
  %3546 = load float, ptr %3545, align 4
  %3547 = fadd float %3544, %3546
  store float %3547, ptr %3545, align 4
  %3548 = or disjoint i64 %3533, 1
  br label %3549

3549:                                             ; preds = %3535, %3532
  %3550 = phi i64 [ %3533, %3532 ], [ %3548, %3535 ]
  %3551 = icmp eq i64 %32, %3534
  br i1 %3551, label %3587, label %3681

3552:                                             ; preds = %3412, %3552
  %3553 = phi i64 [ %3581, %3552 ], [ %3413, %3412 ]
  %3554 = getelementptr inbounds nuw float, ptr %3342, i64 %3553
  %3555 = load float, ptr %3554, align 4
  %3556 = getelementptr inbounds nuw float, ptr %1373, i64 %3553
  %3557 = load float, ptr %3556, align 4
  %3558 = fmul float %3555, %3557
  %3559 = getelementptr inbounds nuw float, ptr %3345, i64 %3553
  store float %3558, ptr %3559, align 4
  %3560 = add nuw nsw i64 %3553, 1
  %3561 = getelementptr inbounds nuw float, ptr %3342, i64 %3560
  %3562 = load float, ptr %3561, align 4
  %3563 = getelementptr inbounds nuw float, ptr %1373, i64 %3560
  %3564 = load float, ptr %3563, align 4
  %3565 = fmul float %3562, %3564
  %3566 = getelementptr inbounds nuw float, ptr %3345, i64 %3560
  store float %3565, ptr %3566, align 4
  %3567 = add nuw nsw i64 %3553, 2
  %3568 = getelementptr inbounds nuw float, ptr %3342, i64 %3567
  %3569 = load float, ptr %3568, align 4
  %3570 = getelementptr inbounds nuw float, ptr %1373, i64 %3567
  %3571 = load float, ptr %3570, align 4
  %3572 = fmul float %3569, %3571
  %3573 = getelementptr inbounds nuw float, ptr %3345, i64 %3567
  store float %3572, ptr %3573, align 4
  %3574 = add nuw nsw i64 %3553, 3
  %3575 = getelementptr inbounds nuw float, ptr %3342, i64 %3574
  %3576 = load float, ptr %3575, align 4
  %3577 = getelementptr inbounds nuw float, ptr %1373, i64 %3574
  %3578 = load float, ptr %3577, align 4
  %3579 = fmul float %3576, %3578
  %3580 = getelementptr inbounds nuw float, ptr %3345, i64 %3574
  store float %3579, ptr %3580, align 4
  %3581 = add nuw nsw i64 %3553, 4
  %3582 = icmp eq i64 %3581, %32
  br i1 %3582, label %3445, label %3552

3583:                                             ; preds = %3101
  tail call fastcc void @apply(i64 %78, <2 x float> %82, float noundef %56, ptr noundef %1371, i64 noundef %819)
  %3584 = getelementptr inbounds float, ptr %1371, i64 %819
  %3585 = getelementptr inbounds nuw i8, ptr %1362, i64 24
  %3586 = load ptr, ptr %3585, align 8
  tail call fastcc void @product(ptr noundef %3586, ptr noundef %821, ptr noundef %3584, i64 noundef %32, i64 noundef %107, i64 noundef %106)
  tail call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef %3584, i64 noundef %106)
  br label %3805

3587:                                             ; preds = %3549, %3681, %3531, %3511
  tail call fastcc void @apply(i64 %86, <2 x float> %90, float noundef %56, ptr noundef nonnull %3343, i64 noundef %106)
  br i1 %1097, label %3663, label %3588

3588:                                             ; preds = %3587
  %3589 = getelementptr i8, ptr %1373, i64 %926
  %3590 = getelementptr i8, ptr %1371, i64 %927
  %3591 = getelementptr i8, ptr %1371, i64 %926
  %3592 = icmp ult ptr %1373, %3590
  %3593 = icmp ult ptr %3343, %3589
  %3594 = and i1 %3592, %3593
  %3595 = icmp ult ptr %1373, %3591
  %3596 = icmp ult ptr %1371, %3589
  %3597 = and i1 %3595, %3596
  %3598 = or i1 %3594, %3597
  br i1 %3598, label %3663, label %3599

3599:                                             ; preds = %3588
  br i1 %1098, label %3646, label %3600

3600:                                             ; preds = %3599, %3600
  %3601 = phi i64 [ %3642, %3600 ], [ 0, %3599 ]
  %3602 = getelementptr inbounds nuw float, ptr %1371, i64 %3601
  %3603 = getelementptr inbounds nuw i8, ptr %3602, i64 32
  %3604 = getelementptr inbounds nuw i8, ptr %3602, i64 64
  %3605 = getelementptr inbounds nuw i8, ptr %3602, i64 96
  %3606 = load <8 x float>, ptr %3602, align 4
  %3607 = load <8 x float>, ptr %3603, align 4
  %3608 = load <8 x float>, ptr %3604, align 4
  %3609 = load <8 x float>, ptr %3605, align 4
  %3610 = fsub <8 x float> splat (float 1.000000e+00), %3606
  %3611 = fsub <8 x float> splat (float 1.000000e+00), %3607
  %3612 = fsub <8 x float> splat (float 1.000000e+00), %3608
  %3613 = fsub <8 x float> splat (float 1.000000e+00), %3609
  %3614 = getelementptr inbounds nuw float, ptr %3343, i64 %3601
  %3615 = getelementptr inbounds nuw i8, ptr %3614, i64 32
  %3616 = getelementptr inbounds nuw i8, ptr %3614, i64 64
  %3617 = getelementptr inbounds nuw i8, ptr %3614, i64 96
  %3618 = load <8 x float>, ptr %3614, align 4
  %3619 = load <8 x float>, ptr %3615, align 4
  %3620 = load <8 x float>, ptr %3616, align 4
  %3621 = load <8 x float>, ptr %3617, align 4
  %3622 = fmul <8 x float> %3610, %3618
  %3623 = fmul <8 x float> %3611, %3619
  %3624 = fmul <8 x float> %3612, %3620
  %3625 = fmul <8 x float> %3613, %3621
  %3626 = getelementptr inbounds nuw float, ptr %1373, i64 %3601
  %3627 = getelementptr inbounds nuw i8, ptr %3626, i64 32
  %3628 = getelementptr inbounds nuw i8, ptr %3626, i64 64
  %3629 = getelementptr inbounds nuw i8, ptr %3626, i64 96
  %3630 = load <8 x float>, ptr %3626, align 4
  %3631 = load <8 x float>, ptr %3627, align 4
  %3632 = load <8 x float>, ptr %3628, align 4
  %3633 = load <8 x float>, ptr %3629, align 4
  %3634 = fmul <8 x float> %3606, %3630
  %3635 = fmul <8 x float> %3607, %3631
  %3636 = fmul <8 x float> %3608, %3632
  %3637 = fmul <8 x float> %3609, %3633
  %3638 = fadd <8 x float> %3622, %3634
  %3639 = fadd <8 x float> %3623, %3635
  %3640 = fadd <8 x float> %3624, %3636
  %3641 = fadd <8 x float> %3625, %3637
  store <8 x float> %3638, ptr %3626, align 4
  store <8 x float> %3639, ptr %3627, align 4
  store <8 x float> %3640, ptr %3628, align 4
  store <8 x float> %3641, ptr %3629, align 4
  %3642 = add nuw i64 %3601, 32
  %3643 = icmp eq i64 %3642, %1100
  br i1 %3643, label %3644, label %3600

3644:                                             ; preds = %3600
  br i1 %1101, label %3735, label %3645

3645:                                             ; preds = %3644
  br i1 %1102, label %3663, label %3646

3646:                                             ; preds = %3599, %3645
  %3647 = phi i64 [ %1100, %3645 ], [ 0, %3599 ]
  br label %3648

3648:                                             ; preds = %3648, %3646
  %3649 = phi i64 [ %3647, %3646 ], [ %3660, %3648 ]
  %3650 = getelementptr inbounds nuw float, ptr %1371, i64 %3649
  %3651 = load <4 x float>, ptr %3650, align 4
  %3652 = fsub <4 x float> splat (float 1.000000e+00), %3651
  %3653 = getelementptr inbounds nuw float, ptr %3343, i64 %3649
  %3654 = load <4 x float>, ptr %3653, align 4
  %3655 = fmul <4 x float> %3652, %3654
  %3656 = getelementptr inbounds nuw float, ptr %1373, i64 %3649
  %3657 = load <4 x float>, ptr %3656, align 4
  %3658 = fmul <4 x float> %3651, %3657
  %3659 = fadd <4 x float> %3655, %3658
  store <4 x float> %3659, ptr %3656, align 4
  %3660 = add nuw i64 %3649, 4
  %3661 = icmp eq i64 %3660, %1103
  br i1 %3661, label %3662, label %3648

3662:                                             ; preds = %3648
  br i1 %1104, label %3735, label %3663

3663:                                             ; preds = %3588, %3587, %3645, %3662
  %3664 = phi i64 [ 0, %3587 ], [ 0, %3588 ], [ %1100, %3645 ], [ %1103, %3662 ]
  %3665 = or disjoint i64 %3664, 1
  br i1 %1106, label %3678, label %3666

3666:                                             ; preds = %3663
  %3667 = getelementptr inbounds nuw float, ptr %1371, i64 %3664
  %3668 = load float, ptr %3667, align 4
  %3669 = fsub float 1.000000e+00, %3668
  %3670 = getelementptr inbounds nuw float, ptr %3343, i64 %3664
  %3671 = load float, ptr %3670, align 4
  %3672 = fmul float %3669, %3671
  %3673 = getelementptr inbounds nuw float, ptr %1373, i64 %3664
  %3674 = load float, ptr %3673, align 4
  %3675 = fmul float %3668, %3674
  %3676 = fadd float %3672, %3675
  store float %3676, ptr %3673, align 4
  %3677 = or disjoint i64 %3664, 1
  br label %3678

3678:                                             ; preds = %3666, %3663
  %3679 = phi i64 [ %3664, %3663 ], [ %3677, %3666 ]
  %3680 = icmp eq i64 %32, %3665
  br i1 %3680, label %3735, label %3710

3681:                                             ; preds = %3549, %3681
  %3682 = phi i64 [ %3708, %3681 ], [ %3550, %3549 ]
  %3683 = getelementptr float, ptr %3446, i64 %3682
  %3684 = load float, ptr %3683, align 4
  %3685 = add nuw nsw i64 %3682, %819
  %3686 = getelementptr inbounds nuw float, ptr %122, i64 %3685
  %3687 = load float, ptr %3686, align 4
  %3688 = fadd float %3684, %3687
  %3689 = getelementptr inbounds nuw float, ptr %123, i64 %3685
  %3690 = load float, ptr %3689, align 4
  %3691 = fadd float %3688, %3690
  %3692 = getelementptr inbounds nuw float, ptr %1371, i64 %3685
  %3693 = load float, ptr %3692, align 4
  %3694 = fadd float %3691, %3693
  store float %3694, ptr %3692, align 4
  %3695 = add nuw nsw i64 %3682, 1
  %3696 = getelementptr float, ptr %3446, i64 %3695
  %3697 = load float, ptr %3696, align 4
  %3698 = add nuw nsw i64 %3695, %819
  %3699 = getelementptr inbounds nuw float, ptr %122, i64 %3698
  %3700 = load float, ptr %3699, align 4
  %3701 = fadd float %3697, %3700
  %3702 = getelementptr inbounds nuw float, ptr %123, i64 %3698
  %3703 = load float, ptr %3702, align 4
  %3704 = fadd float %3701, %3703
  %3705 = getelementptr inbounds nuw float, ptr %1371, i64 %3698
  %3706 = load float, ptr %3705, align 4
  %3707 = fadd float %3704, %3706
  store float %3707, ptr %3705, align 4
  %3708 = add nuw nsw i64 %3682, 2
  %3709 = icmp eq i64 %3708, %32
  br i1 %3709, label %3587, label %3681

3710:                                             ; preds = %3678, %3710
  %3711 = phi i64 [ %3733, %3710 ], [ %3679, %3678 ]
  %3712 = getelementptr inbounds nuw float, ptr %1371, i64 %3711
  %3713 = load float, ptr %3712, align 4
  %3714 = fsub float 1.000000e+00, %3713
  %3715 = getelementptr inbounds nuw float, ptr %3343, i64 %3711
  %3716 = load float, ptr %3715, align 4
  %3717 = fmul float %3714, %3716
  %3718 = getelementptr inbounds nuw float, ptr %1373, i64 %3711
  %3719 = load float, ptr %3718, align 4
  %3720 = fmul float %3713, %3719
  %3721 = fadd float %3717, %3720
  store float %3721, ptr %3718, align 4
  %3722 = add nuw nsw i64 %3711, 1
  %3723 = getelementptr inbounds nuw float, ptr %1371, i64 %3722
  %3724 = load float, ptr %3723, align 4
  %3725 = fsub float 1.000000e+00, %3724
  %3726 = getelementptr inbounds nuw float, ptr %3343, i64 %3722
  %3727 = load float, ptr %3726, align 4
  %3728 = fmul float %3725, %3727
  %3729 = getelementptr inbounds nuw float, ptr %1373, i64 %3722
  %3730 = load float, ptr %3729, align 4
  %3731 = fmul float %3724, %3730
  %3732 = fadd float %3728, %3731
  store float %3732, ptr %3729, align 4
  %3733 = add nuw nsw i64 %3711, 2
  %3734 = icmp eq i64 %3733, %32
  br i1 %3734, label %3735, label %3710

3735:                                             ; preds = %3038, %3076, %3678, %3710, %2528, %2539, %1555, %1586, %3004, %3022, %3644, %3662, %2499, %2513, %1532, %1543
  %3736 = icmp eq ptr %1404, null
  %3737 = select i1 %3736, i1 true, i1 %824
  br i1 %3737, label %3805, label %3738

3738:                                             ; preds = %3735
  %3739 = sub i64 %1405, %1374
  %3740 = icmp ult i64 %3739, 128
  %3741 = select i1 %1204, i1 true, i1 %3740
  br i1 %3741, label %3771, label %3742

3742:                                             ; preds = %3738
  br i1 %1205, label %3761, label %3743

3743:                                             ; preds = %3742, %3743
  %3744 = phi i64 [ %3757, %3743 ], [ 0, %3742 ]
  %3745 = getelementptr inbounds nuw float, ptr %1373, i64 %3744
  %3746 = getelementptr inbounds nuw i8, ptr %3745, i64 32
  %3747 = getelementptr inbounds nuw i8, ptr %3745, i64 64
  %3748 = getelementptr inbounds nuw i8, ptr %3745, i64 96
  %3749 = load <8 x float>, ptr %3745, align 4
  %3750 = load <8 x float>, ptr %3746, align 4
  %3751 = load <8 x float>, ptr %3747, align 4
  %3752 = load <8 x float>, ptr %3748, align 4
  %3753 = getelementptr inbounds nuw float, ptr %1404, i64 %3744
  %3754 = getelementptr inbounds nuw i8, ptr %3753, i64 32
  %3755 = getelementptr inbounds nuw i8, ptr %3753, i64 64
  %3756 = getelementptr inbounds nuw i8, ptr %3753, i64 96
  store <8 x float> %3749, ptr %3753, align 4
  store <8 x float> %3750, ptr %3754, align 4
  store <8 x float> %3751, ptr %3755, align 4
  store <8 x float> %3752, ptr %3756, align 4
  %3757 = add nuw i64 %3744, 32
  %3758 = icmp eq i64 %3757, %1207
  br i1 %3758, label %3759, label %3743

3759:                                             ; preds = %3743
  br i1 %1208, label %3805, label %3760

3760:                                             ; preds = %3759
  br i1 %1209, label %3771, label %3761

3761:                                             ; preds = %3742, %3760
  %3762 = phi i64 [ %1207, %3760 ], [ 0, %3742 ]
  br label %3763

3763:                                             ; preds = %3763, %3761
  %3764 = phi i64 [ %3762, %3761 ], [ %3768, %3763 ]
  %3765 = getelementptr inbounds nuw float, ptr %1373, i64 %3764
  %3766 = load <4 x float>, ptr %3765, align 4
  %3767 = getelementptr inbounds nuw float, ptr %1404, i64 %3764
  store <4 x float> %3766, ptr %3767, align 4
  %3768 = add nuw i64 %3764, 4
  %3769 = icmp eq i64 %3768, %1210
  br i1 %3769, label %3770, label %3763

3770:                                             ; preds = %3763
  br i1 %1211, label %3805, label %3771

3771:                                             ; preds = %3738, %3760, %3770
  %3772 = phi i64 [ 0, %3738 ], [ %1207, %3760 ], [ %1210, %3770 ]
  br i1 %1213, label %3782, label %3773

3773:                                             ; preds = %3771, %3773
  %3774 = phi i64 [ %3779, %3773 ], [ %3772, %3771 ]
  %3775 = phi i64 [ %3780, %3773 ], [ 0, %3771 ]
  %3776 = getelementptr inbounds nuw float, ptr %1373, i64 %3774
  %3777 = load float, ptr %3776, align 4
  %3778 = getelementptr inbounds nuw float, ptr %1404, i64 %3774
  store float %3777, ptr %3778, align 4
  %3779 = add nuw nsw i64 %3774, 1
  %3780 = add i64 %3775, 1
  %3781 = icmp eq i64 %3780, %1212
  br i1 %3781, label %3782, label %3773

3782:                                             ; preds = %3773, %3771
  %3783 = phi i64 [ %3772, %3771 ], [ %3779, %3773 ]
  %3784 = sub nsw i64 %3772, %32
  %3785 = icmp ugt i64 %3784, -4
  br i1 %3785, label %3805, label %3786

3786:                                             ; preds = %3782, %3786
  %3787 = phi i64 [ %3803, %3786 ], [ %3783, %3782 ]
  %3788 = getelementptr inbounds nuw float, ptr %1373, i64 %3787
  %3789 = load float, ptr %3788, align 4
  %3790 = getelementptr inbounds nuw float, ptr %1404, i64 %3787
  store float %3789, ptr %3790, align 4
  %3791 = add nuw nsw i64 %3787, 1
  %3792 = getelementptr inbounds nuw float, ptr %1373, i64 %3791
  %3793 = load float, ptr %3792, align 4
  %3794 = getelementptr inbounds nuw float, ptr %1404, i64 %3791
  store float %3793, ptr %3794, align 4
  %3795 = add nuw nsw i64 %3787, 2
  %3796 = getelementptr inbounds nuw float, ptr %1373, i64 %3795
  %3797 = load float, ptr %3796, align 4
  %3798 = getelementptr inbounds nuw float, ptr %1404, i64 %3795
  store float %3797, ptr %3798, align 4
  %3799 = add nuw nsw i64 %3787, 3
  %3800 = getelementptr inbounds nuw float, ptr %1373, i64 %3799
  %3801 = load float, ptr %3800, align 4
  %3802 = getelementptr inbounds nuw float, ptr %1404, i64 %3799
  store float %3801, ptr %3802, align 4
  %3803 = add nuw nsw i64 %3787, 4
  %3804 = icmp eq i64 %3803, %32
  br i1 %3804, label %3805, label %3786

3805:                                             ; preds = %3782, %3786, %3759, %3770, %1510, %2460, %2945, %3583, %3735, %1360
  %3806 = add nuw nsw i64 %1361, 1
  %3807 = icmp slt i64 %3806, %52
  br i1 %3807, label %1360, label %1357

3808:                                             ; preds = %3825, %785
  tail call void @free(ptr noundef %117)
  ret void

3809:                                             ; preds = %1352, %3825
  %3810 = phi i64 [ 0, %1352 ], [ %3826, %3825 ]
  %3811 = getelementptr inbounds nuw %struct.rowstate, ptr %787, i64 %3810
  %3812 = getelementptr inbounds nuw i8, ptr %3811, i64 32
  %3813 = load i64, ptr %3812, align 8
  %3814 = icmp eq i64 %3813, 0
  br i1 %125, label %3815, label %3825

3815:                                             ; preds = %3809
  %3816 = add nsw i64 %3810, %49
  %3817 = mul nsw i64 %3816, %34
  %3818 = add nsw i64 %3817, %47
  %3819 = add nsw i64 %3816, %1354
  %3820 = select i1 %1353, i64 %3818, i64 %3819
  %3821 = mul nsw i64 %3820, %32
  %3822 = getelementptr float, ptr %22, i64 %3821
  %3823 = getelementptr inbounds nuw i8, ptr %3811, i64 8
  %3824 = getelementptr float, ptr %23, i64 %3821
  br label %3828

3825:                                             ; preds = %3847, %3809
  %3826 = add nuw nsw i64 %3810, 1
  %3827 = icmp slt i64 %3826, %52
  br i1 %3827, label %3809, label %3808

3828:                                             ; preds = %3815, %3847
  %3829 = phi i64 [ 0, %3815 ], [ %3848, %3847 ]
  br i1 %1355, label %3838, label %3830

3830:                                             ; preds = %3828
  br i1 %3814, label %3835, label %3831

3831:                                             ; preds = %3830
  %3832 = load ptr, ptr %3811, align 8
  %3833 = getelementptr inbounds nuw float, ptr %3832, i64 %3829
  %3834 = load float, ptr %3833, align 4
  br label %3835

3835:                                             ; preds = %3830, %3831
  %3836 = phi float [ %3834, %3831 ], [ 0.000000e+00, %3830 ]
  %3837 = getelementptr float, ptr %3822, i64 %3829
  store float %3836, ptr %3837, align 4
  br label %3838

3838:                                             ; preds = %3835, %3828
  br i1 %1356, label %3847, label %3839

3839:                                             ; preds = %3838
  br i1 %3814, label %3844, label %3840

3840:                                             ; preds = %3839
  %3841 = load ptr, ptr %3823, align 8
  %3842 = getelementptr inbounds nuw float, ptr %3841, i64 %3829
  %3843 = load float, ptr %3842, align 4
  br label %3844

3844:                                             ; preds = %3839, %3840
  %3845 = phi float [ %3843, %3840 ], [ 0.000000e+00, %3839 ]
  %3846 = getelementptr float, ptr %3824, i64 %3829
  store float %3845, ptr %3846, align 4
  br label %3847

3847:                                             ; preds = %3838, %3844
  %3848 = add nuw nsw i64 %3829, 1
  %3849 = icmp eq i64 %3848, %32
  br i1 %3849, label %3825, label %3828
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap()

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @product(ptr noundef readonly captures(none) %0, ptr noundef nonnull readonly captures(none) %1, ptr noundef writeonly captures(none) %2, i64 noundef %3, i64 noundef %4, i64 noundef %5) unnamed_addr {
  %7 = icmp slt i64 %5, 96
  br i1 %7, label %104, label %8

8:                                                ; preds = %6
  %9 = icmp sgt i64 %3, 0
  %10 = add nsw i64 %5, -96
  %11 = udiv i64 %10, 96
  br label %12

12:                                               ; preds = %8, %77
  %13 = phi i64 [ 0, %8 ], [ %102, %77 ]
  %14 = phi i64 [ 96, %8 ], [ %101, %77 ]
  %15 = phi i64 [ 0, %8 ], [ %14, %77 ]
  %16 = mul i64 %13, 384
  %17 = getelementptr i8, ptr %2, i64 %16
  %18 = getelementptr float, ptr %1, i64 %15
  br i1 %9, label %19, label %77

19:                                               ; preds = %12, %19
  %20 = phi <8 x float> [ %47, %19 ], [ zeroinitializer, %12 ]
  %21 = phi <8 x float> [ %44, %19 ], [ zeroinitializer, %12 ]
  %22 = phi <8 x float> [ %41, %19 ], [ zeroinitializer, %12 ]
  %23 = phi <8 x float> [ %50, %19 ], [ zeroinitializer, %12 ]
  %24 = phi <8 x float> [ %53, %19 ], [ zeroinitializer, %12 ]
  %25 = phi <8 x float> [ %56, %19 ], [ zeroinitializer, %12 ]
  %26 = phi <8 x float> [ %59, %19 ], [ zeroinitializer, %12 ]
  %27 = phi <8 x float> [ %62, %19 ], [ zeroinitializer, %12 ]
  %28 = phi <8 x float> [ %65, %19 ], [ zeroinitializer, %12 ]
  %29 = phi <8 x float> [ %68, %19 ], [ zeroinitializer, %12 ]
  %30 = phi <8 x float> [ %71, %19 ], [ zeroinitializer, %12 ]
  %31 = phi <8 x float> [ %74, %19 ], [ zeroinitializer, %12 ]
  %32 = phi i64 [ %75, %19 ], [ 1, %12 ]
  %33 = phi i64 [ %32, %19 ], [ 0, %12 ]
  %34 = getelementptr inbounds nuw float, ptr %0, i64 %33
  %35 = load float, ptr %34, align 4
  %36 = insertelement <8 x float> poison, float %35, i64 0
  %37 = shufflevector <8 x float> %36, <8 x float> poison, <8 x i32> zeroinitializer
  %38 = mul nsw i64 %33, %4
  %39 = getelementptr float, ptr %18, i64 %38
  %40 = load <8 x float>, ptr %39, align 4
  %41 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %37, <8 x float> %40, <8 x float> %22)
  %42 = getelementptr inbounds nuw i8, ptr %39, i64 32
  %43 = load <8 x float>, ptr %42, align 4
  %44 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %37, <8 x float> %43, <8 x float> %21)
  %45 = getelementptr inbounds nuw i8, ptr %39, i64 64
  %46 = load <8 x float>, ptr %45, align 4
  %47 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %37, <8 x float> %46, <8 x float> %20)
  %48 = getelementptr inbounds nuw i8, ptr %39, i64 96
  %49 = load <8 x float>, ptr %48, align 4
  %50 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %37, <8 x float> %49, <8 x float> %23)
  %51 = getelementptr inbounds nuw i8, ptr %39, i64 128
  %52 = load <8 x float>, ptr %51, align 4
  %53 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %37, <8 x float> %52, <8 x float> %24)
  %54 = getelementptr inbounds nuw i8, ptr %39, i64 160
  %55 = load <8 x float>, ptr %54, align 4
  %56 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %37, <8 x float> %55, <8 x float> %25)
  %57 = getelementptr inbounds nuw i8, ptr %39, i64 192
  %58 = load <8 x float>, ptr %57, align 4
  %59 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %37, <8 x float> %58, <8 x float> %26)
  %60 = getelementptr inbounds nuw i8, ptr %39, i64 224
  %61 = load <8 x float>, ptr %60, align 4
  %62 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %37, <8 x float> %61, <8 x float> %27)
  %63 = getelementptr inbounds nuw i8, ptr %39, i64 256
  %64 = load <8 x float>, ptr %63, align 4
  %65 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %37, <8 x float> %64, <8 x float> %28)
  %66 = getelementptr inbounds nuw i8, ptr %39, i64 288
  %67 = load <8 x float>, ptr %66, align 4
  %68 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %37, <8 x float> %67, <8 x float> %29)
  %69 = getelementptr inbounds nuw i8, ptr %39, i64 320
  %70 = load <8 x float>, ptr %69, align 4
  %71 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %37, <8 x float> %70, <8 x float> %30)
  %72 = getelementptr inbounds nuw i8, ptr %39, i64 352
  %73 = load <8 x float>, ptr %72, align 4
  %74 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %37, <8 x float> %73, <8 x float> %31)
  %75 = add nuw i64 %32, 1
  %76 = icmp eq i64 %32, %3
  br i1 %76, label %77, label %19

77:                                               ; preds = %19, %12
  %78 = phi <8 x float> [ zeroinitializer, %12 ], [ %47, %19 ]
  %79 = phi <8 x float> [ zeroinitializer, %12 ], [ %44, %19 ]
  %80 = phi <8 x float> [ zeroinitializer, %12 ], [ %41, %19 ]
  %81 = phi <8 x float> [ zeroinitializer, %12 ], [ %50, %19 ]
  %82 = phi <8 x float> [ zeroinitializer, %12 ], [ %53, %19 ]
  %83 = phi <8 x float> [ zeroinitializer, %12 ], [ %56, %19 ]
  %84 = phi <8 x float> [ zeroinitializer, %12 ], [ %59, %19 ]
  %85 = phi <8 x float> [ zeroinitializer, %12 ], [ %62, %19 ]
  %86 = phi <8 x float> [ zeroinitializer, %12 ], [ %65, %19 ]
  %87 = phi <8 x float> [ zeroinitializer, %12 ], [ %68, %19 ]
  %88 = phi <8 x float> [ zeroinitializer, %12 ], [ %71, %19 ]
  %89 = phi <8 x float> [ zeroinitializer, %12 ], [ %74, %19 ]
  store <8 x float> %80, ptr %17, align 4
  %90 = getelementptr inbounds nuw i8, ptr %17, i64 32
  store <8 x float> %79, ptr %90, align 4
  %91 = getelementptr inbounds nuw i8, ptr %17, i64 64
  store <8 x float> %78, ptr %91, align 4
  %92 = getelementptr inbounds nuw i8, ptr %17, i64 96
  store <8 x float> %81, ptr %92, align 4
  %93 = getelementptr inbounds nuw i8, ptr %17, i64 128
  store <8 x float> %82, ptr %93, align 4
  %94 = getelementptr inbounds nuw i8, ptr %17, i64 160
  store <8 x float> %83, ptr %94, align 4
  %95 = getelementptr inbounds nuw i8, ptr %17, i64 192
  store <8 x float> %84, ptr %95, align 4
  %96 = getelementptr inbounds nuw i8, ptr %17, i64 224
  store <8 x float> %85, ptr %96, align 4
  %97 = getelementptr inbounds nuw i8, ptr %17, i64 256
  store <8 x float> %86, ptr %97, align 4
  %98 = getelementptr inbounds nuw i8, ptr %17, i64 288
  store <8 x float> %87, ptr %98, align 4
  %99 = getelementptr inbounds nuw i8, ptr %17, i64 320
  store <8 x float> %88, ptr %99, align 4
  %100 = getelementptr inbounds nuw i8, ptr %17, i64 352
  store <8 x float> %89, ptr %100, align 4
  %101 = add nuw nsw i64 %14, 96
  %102 = add nuw nsw i64 %13, 1
  %103 = icmp eq i64 %13, %11
  br i1 %103, label %104, label %12

104:                                              ; preds = %77, %6
  %105 = phi i64 [ 0, %6 ], [ %14, %77 ]
  %106 = sub nsw i64 %5, %105
  %107 = sdiv i64 %106, 8
  switch i64 %107, label %1342 [
    i64 1, label %108
    i64 2, label %279
    i64 3, label %418
    i64 4, label %593
    i64 5, label %747
    i64 6, label %866
    i64 7, label %1002
    i64 8, label %1058
    i64 9, label %1120
    i64 10, label %1188
    i64 11, label %1262
  ]

108:                                              ; preds = %104
  %109 = icmp slt i64 %3, 8
  br i1 %109, label %201, label %110

110:                                              ; preds = %108
  %111 = getelementptr float, ptr %1, i64 %105
  br label %112

112:                                              ; preds = %110, %112
  %113 = phi <8 x float> [ zeroinitializer, %110 ], [ %193, %112 ]
  %114 = phi <8 x float> [ zeroinitializer, %110 ], [ %184, %112 ]
  %115 = phi <8 x float> [ zeroinitializer, %110 ], [ %175, %112 ]
  %116 = phi <8 x float> [ zeroinitializer, %110 ], [ %166, %112 ]
  %117 = phi <8 x float> [ zeroinitializer, %110 ], [ %157, %112 ]
  %118 = phi <8 x float> [ zeroinitializer, %110 ], [ %148, %112 ]
  %119 = phi <8 x float> [ zeroinitializer, %110 ], [ %139, %112 ]
  %120 = phi <8 x float> [ zeroinitializer, %110 ], [ %130, %112 ]
  %121 = phi i64 [ 8, %110 ], [ %194, %112 ]
  %122 = phi i64 [ 0, %110 ], [ %121, %112 ]
  %123 = getelementptr inbounds nuw float, ptr %0, i64 %122
  %124 = load float, ptr %123, align 4
  %125 = insertelement <8 x float> poison, float %124, i64 0
  %126 = shufflevector <8 x float> %125, <8 x float> poison, <8 x i32> zeroinitializer
  %127 = mul nsw i64 %122, %4
  %128 = getelementptr float, ptr %111, i64 %127
  %129 = load <8 x float>, ptr %128, align 4
  %130 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %126, <8 x float> %129, <8 x float> %120)
  %131 = or disjoint i64 %122, 1
  %132 = getelementptr inbounds nuw float, ptr %0, i64 %131
  %133 = load float, ptr %132, align 4
  %134 = insertelement <8 x float> poison, float %133, i64 0
  %135 = shufflevector <8 x float> %134, <8 x float> poison, <8 x i32> zeroinitializer
  %136 = mul nsw i64 %131, %4
  %137 = getelementptr float, ptr %111, i64 %136
  %138 = load <8 x float>, ptr %137, align 4
  %139 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %135, <8 x float> %138, <8 x float> %119)
  %140 = or disjoint i64 %122, 2
  %141 = getelementptr inbounds nuw float, ptr %0, i64 %140
  %142 = load float, ptr %141, align 4
  %143 = insertelement <8 x float> poison, float %142, i64 0
  %144 = shufflevector <8 x float> %143, <8 x float> poison, <8 x i32> zeroinitializer
  %145 = mul nsw i64 %140, %4
  %146 = getelementptr float, ptr %111, i64 %145
  %147 = load <8 x float>, ptr %146, align 4
  %148 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %144, <8 x float> %147, <8 x float> %118)
  %149 = or disjoint i64 %122, 3
  %150 = getelementptr inbounds nuw float, ptr %0, i64 %149
  %151 = load float, ptr %150, align 4
  %152 = insertelement <8 x float> poison, float %151, i64 0
  %153 = shufflevector <8 x float> %152, <8 x float> poison, <8 x i32> zeroinitializer
  %154 = mul nsw i64 %149, %4
  %155 = getelementptr float, ptr %111, i64 %154
  %156 = load <8 x float>, ptr %155, align 4
  %157 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %153, <8 x float> %156, <8 x float> %117)
  %158 = or disjoint i64 %122, 4
  %159 = getelementptr inbounds nuw float, ptr %0, i64 %158
  %160 = load float, ptr %159, align 4
  %161 = insertelement <8 x float> poison, float %160, i64 0
  %162 = shufflevector <8 x float> %161, <8 x float> poison, <8 x i32> zeroinitializer
  %163 = mul nsw i64 %158, %4
  %164 = getelementptr float, ptr %111, i64 %163
  %165 = load <8 x float>, ptr %164, align 4
  %166 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %162, <8 x float> %165, <8 x float> %116)
  %167 = or disjoint i64 %122, 5
  %168 = getelementptr inbounds nuw float, ptr %0, i64 %167
  %169 = load float, ptr %168, align 4
  %170 = insertelement <8 x float> poison, float %169, i64 0
  %171 = shufflevector <8 x float> %170, <8 x float> poison, <8 x i32> zeroinitializer
  %172 = mul nsw i64 %167, %4
  %173 = getelementptr float, ptr %111, i64 %172
  %174 = load <8 x float>, ptr %173, align 4
  %175 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %171, <8 x float> %174, <8 x float> %115)
  %176 = or disjoint i64 %122, 6
  %177 = getelementptr inbounds nuw float, ptr %0, i64 %176
  %178 = load float, ptr %177, align 4
  %179 = insertelement <8 x float> poison, float %178, i64 0
  %180 = shufflevector <8 x float> %179, <8 x float> poison, <8 x i32> zeroinitializer
  %181 = mul nsw i64 %176, %4
  %182 = getelementptr float, ptr %111, i64 %181
  %183 = load <8 x float>, ptr %182, align 4
  %184 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %180, <8 x float> %183, <8 x float> %114)
  %185 = or disjoint i64 %122, 7
  %186 = getelementptr inbounds nuw float, ptr %0, i64 %185
  %187 = load float, ptr %186, align 4
  %188 = insertelement <8 x float> poison, float %187, i64 0
  %189 = shufflevector <8 x float> %188, <8 x float> poison, <8 x i32> zeroinitializer
  %190 = mul nsw i64 %185, %4
  %191 = getelementptr float, ptr %111, i64 %190
  %192 = load <8 x float>, ptr %191, align 4
  %193 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %189, <8 x float> %192, <8 x float> %113)
  %194 = add nuw nsw i64 %121, 8
  %195 = icmp sgt i64 %194, %3
  br i1 %195, label %196, label %112

196:                                              ; preds = %112
  %197 = fadd <8 x float> %139, %175
  %198 = fadd <8 x float> %148, %184
  %199 = fadd <8 x float> %157, %193
  %200 = fadd <8 x float> %197, %199
  br label %201

201:                                              ; preds = %196, %108
  %202 = phi <8 x float> [ zeroinitializer, %108 ], [ %166, %196 ]
  %203 = phi <8 x float> [ zeroinitializer, %108 ], [ %198, %196 ]
  %204 = phi <8 x float> [ zeroinitializer, %108 ], [ %200, %196 ]
  %205 = phi <8 x float> [ zeroinitializer, %108 ], [ %130, %196 ]
  %206 = phi i64 [ 0, %108 ], [ %121, %196 ]
  %207 = getelementptr float, ptr %1, i64 %105
  %208 = icmp slt i64 %206, %3
  br i1 %208, label %209, label %273

209:                                              ; preds = %201
  %210 = and i64 %3, 3
  %211 = icmp eq i64 %210, 0
  br i1 %211, label %227, label %212

212:                                              ; preds = %209, %212
  %213 = phi <8 x float> [ %223, %212 ], [ %205, %209 ]
  %214 = phi i64 [ %224, %212 ], [ %206, %209 ]
  %215 = phi i64 [ %225, %212 ], [ 0, %209 ]
  %216 = getelementptr inbounds nuw float, ptr %0, i64 %214
  %217 = load float, ptr %216, align 4
  %218 = insertelement <8 x float> poison, float %217, i64 0
  %219 = shufflevector <8 x float> %218, <8 x float> poison, <8 x i32> zeroinitializer
  %220 = mul nsw i64 %214, %4
  %221 = getelementptr float, ptr %207, i64 %220
  %222 = load <8 x float>, ptr %221, align 4
  %223 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %219, <8 x float> %222, <8 x float> %213)
  %224 = add nuw nsw i64 %214, 1
  %225 = add i64 %215, 1
  %226 = icmp eq i64 %225, %210
  br i1 %226, label %227, label %212

227:                                              ; preds = %212, %209
  %228 = phi <8 x float> [ poison, %209 ], [ %223, %212 ]
  %229 = phi <8 x float> [ %205, %209 ], [ %223, %212 ]
  %230 = phi i64 [ %206, %209 ], [ %224, %212 ]
  %231 = sub i64 %206, %3
  %232 = icmp ugt i64 %231, -4
  br i1 %232, label %273, label %233

233:                                              ; preds = %227, %233
  %234 = phi <8 x float> [ %270, %233 ], [ %229, %227 ]
  %235 = phi i64 [ %271, %233 ], [ %230, %227 ]
  %236 = getelementptr inbounds nuw float, ptr %0, i64 %235
  %237 = load float, ptr %236, align 4
  %238 = insertelement <8 x float> poison, float %237, i64 0
  %239 = shufflevector <8 x float> %238, <8 x float> poison, <8 x i32> zeroinitializer
  %240 = mul nsw i64 %235, %4
  %241 = getelementptr float, ptr %207, i64 %240
  %242 = load <8 x float>, ptr %241, align 4
  %243 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %239, <8 x float> %242, <8 x float> %234)
  %244 = add nuw nsw i64 %235, 1
  %245 = getelementptr inbounds nuw float, ptr %0, i64 %244
  %246 = load float, ptr %245, align 4
  %247 = insertelement <8 x float> poison, float %246, i64 0
  %248 = shufflevector <8 x float> %247, <8 x float> poison, <8 x i32> zeroinitializer
  %249 = mul nsw i64 %244, %4
  %250 = getelementptr float, ptr %207, i64 %249
  %251 = load <8 x float>, ptr %250, align 4
  %252 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %248, <8 x float> %251, <8 x float> %243)
  %253 = add nuw nsw i64 %235, 2
  %254 = getelementptr inbounds nuw float, ptr %0, i64 %253
  %255 = load float, ptr %254, align 4
  %256 = insertelement <8 x float> poison, float %255, i64 0
  %257 = shufflevector <8 x float> %256, <8 x float> poison, <8 x i32> zeroinitializer
  %258 = mul nsw i64 %253, %4
  %259 = getelementptr float, ptr %207, i64 %258
  %260 = load <8 x float>, ptr %259, align 4
  %261 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %257, <8 x float> %260, <8 x float> %252)
  %262 = add nuw nsw i64 %235, 3
  %263 = getelementptr inbounds nuw float, ptr %0, i64 %262
  %264 = load float, ptr %263, align 4
  %265 = insertelement <8 x float> poison, float %264, i64 0
  %266 = shufflevector <8 x float> %265, <8 x float> poison, <8 x i32> zeroinitializer
  %267 = mul nsw i64 %262, %4
  %268 = getelementptr float, ptr %207, i64 %267
  %269 = load <8 x float>, ptr %268, align 4
  %270 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %266, <8 x float> %269, <8 x float> %261)
  %271 = add nuw nsw i64 %235, 4
  %272 = icmp eq i64 %271, %3
  br i1 %272, label %273, label %233

273:                                              ; preds = %227, %233, %201
  %274 = phi <8 x float> [ %205, %201 ], [ %228, %227 ], [ %270, %233 ]
  %275 = fadd <8 x float> %274, %202
  %276 = fadd <8 x float> %275, %203
  %277 = fadd <8 x float> %276, %204
  %278 = getelementptr inbounds nuw float, ptr %2, i64 %105
  store <8 x float> %277, ptr %278, align 4
  br label %1342

279:                                              ; preds = %104
  %280 = icmp slt i64 %3, 4
  br i1 %280, label %346, label %281

281:                                              ; preds = %279
  %282 = getelementptr float, ptr %1, i64 %105
  br label %283

283:                                              ; preds = %281, %283
  %284 = phi <8 x float> [ zeroinitializer, %281 ], [ %340, %283 ]
  %285 = phi <8 x float> [ zeroinitializer, %281 ], [ %337, %283 ]
  %286 = phi <8 x float> [ zeroinitializer, %281 ], [ %328, %283 ]
  %287 = phi <8 x float> [ zeroinitializer, %281 ], [ %325, %283 ]
  %288 = phi <8 x float> [ zeroinitializer, %281 ], [ %316, %283 ]
  %289 = phi <8 x float> [ zeroinitializer, %281 ], [ %313, %283 ]
  %290 = phi <8 x float> [ zeroinitializer, %281 ], [ %304, %283 ]
  %291 = phi <8 x float> [ zeroinitializer, %281 ], [ %301, %283 ]
  %292 = phi i64 [ 4, %281 ], [ %341, %283 ]
  %293 = phi i64 [ 0, %281 ], [ %292, %283 ]
  %294 = getelementptr inbounds nuw float, ptr %0, i64 %293
  %295 = load float, ptr %294, align 4
  %296 = insertelement <8 x float> poison, float %295, i64 0
  %297 = shufflevector <8 x float> %296, <8 x float> poison, <8 x i32> zeroinitializer
  %298 = mul nsw i64 %293, %4
  %299 = getelementptr float, ptr %282, i64 %298
  %300 = load <8 x float>, ptr %299, align 4
  %301 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %297, <8 x float> %300, <8 x float> %291)
  %302 = getelementptr inbounds nuw i8, ptr %299, i64 32
  %303 = load <8 x float>, ptr %302, align 4
  %304 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %297, <8 x float> %303, <8 x float> %290)
  %305 = or disjoint i64 %293, 1
  %306 = getelementptr inbounds nuw float, ptr %0, i64 %305
  %307 = load float, ptr %306, align 4
  %308 = insertelement <8 x float> poison, float %307, i64 0
  %309 = shufflevector <8 x float> %308, <8 x float> poison, <8 x i32> zeroinitializer
  %310 = mul nsw i64 %305, %4
  %311 = getelementptr float, ptr %282, i64 %310
  %312 = load <8 x float>, ptr %311, align 4
  %313 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %309, <8 x float> %312, <8 x float> %289)
  %314 = getelementptr inbounds nuw i8, ptr %311, i64 32
  %315 = load <8 x float>, ptr %314, align 4
  %316 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %309, <8 x float> %315, <8 x float> %288)
  %317 = or disjoint i64 %293, 2
  %318 = getelementptr inbounds nuw float, ptr %0, i64 %317
  %319 = load float, ptr %318, align 4
  %320 = insertelement <8 x float> poison, float %319, i64 0
  %321 = shufflevector <8 x float> %320, <8 x float> poison, <8 x i32> zeroinitializer
  %322 = mul nsw i64 %317, %4
  %323 = getelementptr float, ptr %282, i64 %322
  %324 = load <8 x float>, ptr %323, align 4
  %325 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %321, <8 x float> %324, <8 x float> %287)
  %326 = getelementptr inbounds nuw i8, ptr %323, i64 32
  %327 = load <8 x float>, ptr %326, align 4
  %328 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %321, <8 x float> %327, <8 x float> %286)
  %329 = or disjoint i64 %293, 3
  %330 = getelementptr inbounds nuw float, ptr %0, i64 %329
  %331 = load float, ptr %330, align 4
  %332 = insertelement <8 x float> poison, float %331, i64 0
  %333 = shufflevector <8 x float> %332, <8 x float> poison, <8 x i32> zeroinitializer
  %334 = mul nsw i64 %329, %4
  %335 = getelementptr float, ptr %282, i64 %334
  %336 = load <8 x float>, ptr %335, align 4
  %337 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %333, <8 x float> %336, <8 x float> %285)
  %338 = getelementptr inbounds nuw i8, ptr %335, i64 32
  %339 = load <8 x float>, ptr %338, align 4
  %340 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %333, <8 x float> %339, <8 x float> %284)
  %341 = add nuw nsw i64 %292, 4
  %342 = icmp sgt i64 %341, %3
  br i1 %342, label %343, label %283

343:                                              ; preds = %283
  %344 = fadd <8 x float> %313, %337
  %345 = fadd <8 x float> %316, %340
  br label %346

346:                                              ; preds = %343, %279
  %347 = phi <8 x float> [ zeroinitializer, %279 ], [ %328, %343 ]
  %348 = phi <8 x float> [ zeroinitializer, %279 ], [ %325, %343 ]
  %349 = phi <8 x float> [ zeroinitializer, %279 ], [ %345, %343 ]
  %350 = phi <8 x float> [ zeroinitializer, %279 ], [ %344, %343 ]
  %351 = phi <8 x float> [ zeroinitializer, %279 ], [ %304, %343 ]
  %352 = phi <8 x float> [ zeroinitializer, %279 ], [ %301, %343 ]
  %353 = phi i64 [ 0, %279 ], [ %292, %343 ]
  %354 = getelementptr float, ptr %1, i64 %105
  %355 = icmp slt i64 %353, %3
  br i1 %355, label %356, label %409

356:                                              ; preds = %346
  %357 = or disjoint i64 %353, 1
  %358 = and i64 %3, 1
  %359 = icmp eq i64 %358, 0
  br i1 %359, label %373, label %360

360:                                              ; preds = %356
  %361 = getelementptr inbounds nuw float, ptr %0, i64 %353
  %362 = load float, ptr %361, align 4
  %363 = insertelement <8 x float> poison, float %362, i64 0
  %364 = shufflevector <8 x float> %363, <8 x float> poison, <8 x i32> zeroinitializer
  %365 = mul nsw i64 %353, %4
  %366 = getelementptr float, ptr %354, i64 %365
  %367 = load <8 x float>, ptr %366, align 4
  %368 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %364, <8 x float> %367, <8 x float> %352)
  %369 = getelementptr inbounds nuw i8, ptr %366, i64 32
  %370 = load <8 x float>, ptr %369, align 4
  %371 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %364, <8 x float> %370, <8 x float> %351)
  %372 = or disjoint i64 %353, 1
  br label %373

373:                                              ; preds = %360, %356
  %374 = phi <8 x float> [ poison, %356 ], [ %368, %360 ]
  %375 = phi <8 x float> [ poison, %356 ], [ %371, %360 ]
  %376 = phi <8 x float> [ %351, %356 ], [ %371, %360 ]
  %377 = phi <8 x float> [ %352, %356 ], [ %368, %360 ]
  %378 = phi i64 [ %353, %356 ], [ %372, %360 ]
  %379 = icmp eq i64 %3, %357
  br i1 %379, label %409, label %380

380:                                              ; preds = %373, %380
  %381 = phi <8 x float> [ %406, %380 ], [ %376, %373 ]
  %382 = phi <8 x float> [ %403, %380 ], [ %377, %373 ]
  %383 = phi i64 [ %407, %380 ], [ %378, %373 ]
  %384 = getelementptr inbounds nuw float, ptr %0, i64 %383
  %385 = load float, ptr %384, align 4
  %386 = insertelement <8 x float> poison, float %385, i64 0
  %387 = shufflevector <8 x float> %386, <8 x float> poison, <8 x i32> zeroinitializer
  %388 = mul nsw i64 %383, %4
  %389 = getelementptr float, ptr %354, i64 %388
  %390 = load <8 x float>, ptr %389, align 4
  %391 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %387, <8 x float> %390, <8 x float> %382)
  %392 = getelementptr inbounds nuw i8, ptr %389, i64 32
  %393 = load <8 x float>, ptr %392, align 4
  %394 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %387, <8 x float> %393, <8 x float> %381)
  %395 = add nuw nsw i64 %383, 1
  %396 = getelementptr inbounds nuw float, ptr %0, i64 %395
  %397 = load float, ptr %396, align 4
  %398 = insertelement <8 x float> poison, float %397, i64 0
  %399 = shufflevector <8 x float> %398, <8 x float> poison, <8 x i32> zeroinitializer
  %400 = mul nsw i64 %395, %4
  %401 = getelementptr float, ptr %354, i64 %400
  %402 = load <8 x float>, ptr %401, align 4
  %403 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %399, <8 x float> %402, <8 x float> %391)
  %404 = getelementptr inbounds nuw i8, ptr %401, i64 32
  %405 = load <8 x float>, ptr %404, align 4
  %406 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %399, <8 x float> %405, <8 x float> %394)
  %407 = add nuw nsw i64 %383, 2
  %408 = icmp eq i64 %407, %3
  br i1 %408, label %409, label %380

409:                                              ; preds = %373, %380, %346
  %410 = phi <8 x float> [ %351, %346 ], [ %375, %373 ], [ %406, %380 ]
  %411 = phi <8 x float> [ %352, %346 ], [ %374, %373 ], [ %403, %380 ]
  %412 = fadd <8 x float> %411, %348
  %413 = fadd <8 x float> %410, %347
  %414 = fadd <8 x float> %413, %349
  %415 = fadd <8 x float> %412, %350
  %416 = getelementptr inbounds nuw float, ptr %2, i64 %105
  store <8 x float> %415, ptr %416, align 4
  %417 = getelementptr inbounds nuw i8, ptr %416, i64 32
  store <8 x float> %414, ptr %417, align 4
  br label %1342

418:                                              ; preds = %104
  %419 = icmp slt i64 %3, 4
  br i1 %419, label %502, label %420

420:                                              ; preds = %418
  %421 = getelementptr float, ptr %1, i64 %105
  br label %422

422:                                              ; preds = %420, %422
  %423 = phi <8 x float> [ zeroinitializer, %420 ], [ %495, %422 ]
  %424 = phi <8 x float> [ zeroinitializer, %420 ], [ %492, %422 ]
  %425 = phi <8 x float> [ zeroinitializer, %420 ], [ %489, %422 ]
  %426 = phi <8 x float> [ zeroinitializer, %420 ], [ %480, %422 ]
  %427 = phi <8 x float> [ zeroinitializer, %420 ], [ %477, %422 ]
  %428 = phi <8 x float> [ zeroinitializer, %420 ], [ %474, %422 ]
  %429 = phi <8 x float> [ zeroinitializer, %420 ], [ %465, %422 ]
  %430 = phi <8 x float> [ zeroinitializer, %420 ], [ %462, %422 ]
  %431 = phi <8 x float> [ zeroinitializer, %420 ], [ %459, %422 ]
  %432 = phi <8 x float> [ zeroinitializer, %420 ], [ %450, %422 ]
  %433 = phi <8 x float> [ zeroinitializer, %420 ], [ %447, %422 ]
  %434 = phi <8 x float> [ zeroinitializer, %420 ], [ %444, %422 ]
  %435 = phi i64 [ 4, %420 ], [ %496, %422 ]
  %436 = phi i64 [ 0, %420 ], [ %435, %422 ]
  %437 = getelementptr inbounds nuw float, ptr %0, i64 %436
  %438 = load float, ptr %437, align 4
  %439 = insertelement <8 x float> poison, float %438, i64 0
  %440 = shufflevector <8 x float> %439, <8 x float> poison, <8 x i32> zeroinitializer
  %441 = mul nsw i64 %436, %4
  %442 = getelementptr float, ptr %421, i64 %441
  %443 = load <8 x float>, ptr %442, align 4
  %444 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %440, <8 x float> %443, <8 x float> %434)
  %445 = getelementptr inbounds nuw i8, ptr %442, i64 32
  %446 = load <8 x float>, ptr %445, align 4
  %447 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %440, <8 x float> %446, <8 x float> %433)
  %448 = getelementptr inbounds nuw i8, ptr %442, i64 64
  %449 = load <8 x float>, ptr %448, align 4
  %450 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %440, <8 x float> %449, <8 x float> %432)
  %451 = or disjoint i64 %436, 1
  %452 = getelementptr inbounds nuw float, ptr %0, i64 %451
  %453 = load float, ptr %452, align 4
  %454 = insertelement <8 x float> poison, float %453, i64 0
  %455 = shufflevector <8 x float> %454, <8 x float> poison, <8 x i32> zeroinitializer
  %456 = mul nsw i64 %451, %4
  %457 = getelementptr float, ptr %421, i64 %456
  %458 = load <8 x float>, ptr %457, align 4
  %459 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %455, <8 x float> %458, <8 x float> %431)
  %460 = getelementptr inbounds nuw i8, ptr %457, i64 32
  %461 = load <8 x float>, ptr %460, align 4
  %462 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %455, <8 x float> %461, <8 x float> %430)
  %463 = getelementptr inbounds nuw i8, ptr %457, i64 64
  %464 = load <8 x float>, ptr %463, align 4
  %465 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %455, <8 x float> %464, <8 x float> %429)
  %466 = or disjoint i64 %436, 2
  %467 = getelementptr inbounds nuw float, ptr %0, i64 %466
  %468 = load float, ptr %467, align 4
  %469 = insertelement <8 x float> poison, float %468, i64 0
  %470 = shufflevector <8 x float> %469, <8 x float> poison, <8 x i32> zeroinitializer
  %471 = mul nsw i64 %466, %4
  %472 = getelementptr float, ptr %421, i64 %471
  %473 = load <8 x float>, ptr %472, align 4
  %474 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %470, <8 x float> %473, <8 x float> %428)
  %475 = getelementptr inbounds nuw i8, ptr %472, i64 32
  %476 = load <8 x float>, ptr %475, align 4
  %477 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %470, <8 x float> %476, <8 x float> %427)
  %478 = getelementptr inbounds nuw i8, ptr %472, i64 64
  %479 = load <8 x float>, ptr %478, align 4
  %480 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %470, <8 x float> %479, <8 x float> %426)
  %481 = or disjoint i64 %436, 3
  %482 = getelementptr inbounds nuw float, ptr %0, i64 %481
  %483 = load float, ptr %482, align 4
  %484 = insertelement <8 x float> poison, float %483, i64 0
  %485 = shufflevector <8 x float> %484, <8 x float> poison, <8 x i32> zeroinitializer
  %486 = mul nsw i64 %481, %4
  %487 = getelementptr float, ptr %421, i64 %486
  %488 = load <8 x float>, ptr %487, align 4
  %489 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %485, <8 x float> %488, <8 x float> %425)
  %490 = getelementptr inbounds nuw i8, ptr %487, i64 32
  %491 = load <8 x float>, ptr %490, align 4
  %492 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %485, <8 x float> %491, <8 x float> %424)
  %493 = getelementptr inbounds nuw i8, ptr %487, i64 64
  %494 = load <8 x float>, ptr %493, align 4
  %495 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %485, <8 x float> %494, <8 x float> %423)
  %496 = add nuw nsw i64 %435, 4
  %497 = icmp sgt i64 %496, %3
  br i1 %497, label %498, label %422

498:                                              ; preds = %422
  %499 = fadd <8 x float> %459, %489
  %500 = fadd <8 x float> %462, %492
  %501 = fadd <8 x float> %465, %495
  br label %502

502:                                              ; preds = %498, %418
  %503 = phi <8 x float> [ zeroinitializer, %418 ], [ %480, %498 ]
  %504 = phi <8 x float> [ zeroinitializer, %418 ], [ %477, %498 ]
  %505 = phi <8 x float> [ zeroinitializer, %418 ], [ %474, %498 ]
  %506 = phi <8 x float> [ zeroinitializer, %418 ], [ %501, %498 ]
  %507 = phi <8 x float> [ zeroinitializer, %418 ], [ %500, %498 ]
  %508 = phi <8 x float> [ zeroinitializer, %418 ], [ %499, %498 ]
  %509 = phi <8 x float> [ zeroinitializer, %418 ], [ %450, %498 ]
  %510 = phi <8 x float> [ zeroinitializer, %418 ], [ %447, %498 ]
  %511 = phi <8 x float> [ zeroinitializer, %418 ], [ %444, %498 ]
  %512 = phi i64 [ 0, %418 ], [ %435, %498 ]
  %513 = getelementptr float, ptr %1, i64 %105
  %514 = icmp slt i64 %512, %3
  br i1 %514, label %515, label %580

515:                                              ; preds = %502
  %516 = or disjoint i64 %512, 1
  %517 = and i64 %3, 1
  %518 = icmp eq i64 %517, 0
  br i1 %518, label %535, label %519

519:                                              ; preds = %515
  %520 = getelementptr inbounds nuw float, ptr %0, i64 %512
  %521 = load float, ptr %520, align 4
  %522 = insertelement <8 x float> poison, float %521, i64 0
  %523 = shufflevector <8 x float> %522, <8 x float> poison, <8 x i32> zeroinitializer
  %524 = mul nsw i64 %512, %4
  %525 = getelementptr float, ptr %513, i64 %524
  %526 = load <8 x float>, ptr %525, align 4
  %527 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %523, <8 x float> %526, <8 x float> %511)
  %528 = getelementptr inbounds nuw i8, ptr %525, i64 32
  %529 = load <8 x float>, ptr %528, align 4
  %530 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %523, <8 x float> %529, <8 x float> %510)
  %531 = getelementptr inbounds nuw i8, ptr %525, i64 64
  %532 = load <8 x float>, ptr %531, align 4
  %533 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %523, <8 x float> %532, <8 x float> %509)
  %534 = or disjoint i64 %512, 1
  br label %535

535:                                              ; preds = %519, %515
  %536 = phi <8 x float> [ poison, %515 ], [ %527, %519 ]
  %537 = phi <8 x float> [ poison, %515 ], [ %530, %519 ]
  %538 = phi <8 x float> [ poison, %515 ], [ %533, %519 ]
  %539 = phi <8 x float> [ %509, %515 ], [ %533, %519 ]
  %540 = phi <8 x float> [ %510, %515 ], [ %530, %519 ]
  %541 = phi <8 x float> [ %511, %515 ], [ %527, %519 ]
  %542 = phi i64 [ %512, %515 ], [ %534, %519 ]
  %543 = icmp eq i64 %3, %516
  br i1 %543, label %580, label %544

544:                                              ; preds = %535, %544
  %545 = phi <8 x float> [ %577, %544 ], [ %539, %535 ]
  %546 = phi <8 x float> [ %574, %544 ], [ %540, %535 ]
  %547 = phi <8 x float> [ %571, %544 ], [ %541, %535 ]
  %548 = phi i64 [ %578, %544 ], [ %542, %535 ]
  %549 = getelementptr inbounds nuw float, ptr %0, i64 %548
  %550 = load float, ptr %549, align 4
  %551 = insertelement <8 x float> poison, float %550, i64 0
  %552 = shufflevector <8 x float> %551, <8 x float> poison, <8 x i32> zeroinitializer
  %553 = mul nsw i64 %548, %4
  %554 = getelementptr float, ptr %513, i64 %553
  %555 = load <8 x float>, ptr %554, align 4
  %556 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %552, <8 x float> %555, <8 x float> %547)
  %557 = getelementptr inbounds nuw i8, ptr %554, i64 32
  %558 = load <8 x float>, ptr %557, align 4
  %559 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %552, <8 x float> %558, <8 x float> %546)
  %560 = getelementptr inbounds nuw i8, ptr %554, i64 64
  %561 = load <8 x float>, ptr %560, align 4
  %562 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %552, <8 x float> %561, <8 x float> %545)
  %563 = add nuw nsw i64 %548, 1
  %564 = getelementptr inbounds nuw float, ptr %0, i64 %563
  %565 = load float, ptr %564, align 4
  %566 = insertelement <8 x float> poison, float %565, i64 0
  %567 = shufflevector <8 x float> %566, <8 x float> poison, <8 x i32> zeroinitializer
  %568 = mul nsw i64 %563, %4
  %569 = getelementptr float, ptr %513, i64 %568
  %570 = load <8 x float>, ptr %569, align 4
  %571 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %567, <8 x float> %570, <8 x float> %556)
  %572 = getelementptr inbounds nuw i8, ptr %569, i64 32
  %573 = load <8 x float>, ptr %572, align 4
  %574 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %567, <8 x float> %573, <8 x float> %559)
  %575 = getelementptr inbounds nuw i8, ptr %569, i64 64
  %576 = load <8 x float>, ptr %575, align 4
  %577 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %567, <8 x float> %576, <8 x float> %562)
  %578 = add nuw nsw i64 %548, 2
  %579 = icmp eq i64 %578, %3
  br i1 %579, label %580, label %544

580:                                              ; preds = %535, %544, %502
  %581 = phi <8 x float> [ %509, %502 ], [ %538, %535 ], [ %577, %544 ]
  %582 = phi <8 x float> [ %510, %502 ], [ %537, %535 ], [ %574, %544 ]
  %583 = phi <8 x float> [ %511, %502 ], [ %536, %535 ], [ %571, %544 ]
  %584 = fadd <8 x float> %583, %505
  %585 = fadd <8 x float> %582, %504
  %586 = fadd <8 x float> %581, %503
  %587 = fadd <8 x float> %586, %506
  %588 = fadd <8 x float> %585, %507
  %589 = fadd <8 x float> %584, %508
  %590 = getelementptr inbounds nuw float, ptr %2, i64 %105
  store <8 x float> %589, ptr %590, align 4
  %591 = getelementptr inbounds nuw i8, ptr %590, i64 32
  store <8 x float> %588, ptr %591, align 4
  %592 = getelementptr inbounds nuw i8, ptr %590, i64 64
  store <8 x float> %587, ptr %592, align 4
  br label %1342

593:                                              ; preds = %104
  %594 = icmp slt i64 %3, 2
  br i1 %594, label %645, label %595

595:                                              ; preds = %593
  %596 = getelementptr float, ptr %1, i64 %105
  br label %597

597:                                              ; preds = %595, %597
  %598 = phi <8 x float> [ zeroinitializer, %595 ], [ %642, %597 ]
  %599 = phi <8 x float> [ zeroinitializer, %595 ], [ %639, %597 ]
  %600 = phi <8 x float> [ zeroinitializer, %595 ], [ %636, %597 ]
  %601 = phi <8 x float> [ zeroinitializer, %595 ], [ %633, %597 ]
  %602 = phi <8 x float> [ zeroinitializer, %595 ], [ %624, %597 ]
  %603 = phi <8 x float> [ zeroinitializer, %595 ], [ %621, %597 ]
  %604 = phi <8 x float> [ zeroinitializer, %595 ], [ %618, %597 ]
  %605 = phi <8 x float> [ zeroinitializer, %595 ], [ %615, %597 ]
  %606 = phi i64 [ 2, %595 ], [ %643, %597 ]
  %607 = phi i64 [ 0, %595 ], [ %606, %597 ]
  %608 = getelementptr inbounds nuw float, ptr %0, i64 %607
  %609 = load float, ptr %608, align 4
  %610 = insertelement <8 x float> poison, float %609, i64 0
  %611 = shufflevector <8 x float> %610, <8 x float> poison, <8 x i32> zeroinitializer
  %612 = mul nsw i64 %607, %4
  %613 = getelementptr float, ptr %596, i64 %612
  %614 = load <8 x float>, ptr %613, align 4
  %615 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %611, <8 x float> %614, <8 x float> %605)
  %616 = getelementptr inbounds nuw i8, ptr %613, i64 32
  %617 = load <8 x float>, ptr %616, align 4
  %618 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %611, <8 x float> %617, <8 x float> %604)
  %619 = getelementptr inbounds nuw i8, ptr %613, i64 64
  %620 = load <8 x float>, ptr %619, align 4
  %621 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %611, <8 x float> %620, <8 x float> %603)
  %622 = getelementptr inbounds nuw i8, ptr %613, i64 96
  %623 = load <8 x float>, ptr %622, align 4
  %624 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %611, <8 x float> %623, <8 x float> %602)
  %625 = or disjoint i64 %607, 1
  %626 = getelementptr inbounds nuw float, ptr %0, i64 %625
  %627 = load float, ptr %626, align 4
  %628 = insertelement <8 x float> poison, float %627, i64 0
  %629 = shufflevector <8 x float> %628, <8 x float> poison, <8 x i32> zeroinitializer
  %630 = mul nsw i64 %625, %4
  %631 = getelementptr float, ptr %596, i64 %630
  %632 = load <8 x float>, ptr %631, align 4
  %633 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %629, <8 x float> %632, <8 x float> %601)
  %634 = getelementptr inbounds nuw i8, ptr %631, i64 32
  %635 = load <8 x float>, ptr %634, align 4
  %636 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %629, <8 x float> %635, <8 x float> %600)
  %637 = getelementptr inbounds nuw i8, ptr %631, i64 64
  %638 = load <8 x float>, ptr %637, align 4
  %639 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %629, <8 x float> %638, <8 x float> %599)
  %640 = getelementptr inbounds nuw i8, ptr %631, i64 96
  %641 = load <8 x float>, ptr %640, align 4
  %642 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %629, <8 x float> %641, <8 x float> %598)
  %643 = add nuw nsw i64 %606, 2
  %644 = icmp sgt i64 %643, %3
  br i1 %644, label %645, label %597

645:                                              ; preds = %597, %593
  %646 = phi <8 x float> [ zeroinitializer, %593 ], [ %642, %597 ]
  %647 = phi <8 x float> [ zeroinitializer, %593 ], [ %639, %597 ]
  %648 = phi <8 x float> [ zeroinitializer, %593 ], [ %636, %597 ]
  %649 = phi <8 x float> [ zeroinitializer, %593 ], [ %633, %597 ]
  %650 = phi <8 x float> [ zeroinitializer, %593 ], [ %624, %597 ]
  %651 = phi <8 x float> [ zeroinitializer, %593 ], [ %621, %597 ]
  %652 = phi <8 x float> [ zeroinitializer, %593 ], [ %618, %597 ]
  %653 = phi <8 x float> [ zeroinitializer, %593 ], [ %615, %597 ]
  %654 = phi i64 [ 0, %593 ], [ %606, %597 ]
  %655 = getelementptr float, ptr %1, i64 %105
  %656 = icmp slt i64 %654, %3
  br i1 %656, label %657, label %734

657:                                              ; preds = %645
  %658 = or disjoint i64 %654, 1
  %659 = and i64 %3, 1
  %660 = icmp eq i64 %659, 0
  br i1 %660, label %680, label %661

661:                                              ; preds = %657
  %662 = getelementptr inbounds nuw float, ptr %0, i64 %654
  %663 = load float, ptr %662, align 4
  %664 = insertelement <8 x float> poison, float %663, i64 0
  %665 = shufflevector <8 x float> %664, <8 x float> poison, <8 x i32> zeroinitializer
  %666 = mul nsw i64 %654, %4
  %667 = getelementptr float, ptr %655, i64 %666
  %668 = load <8 x float>, ptr %667, align 4
  %669 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %665, <8 x float> %668, <8 x float> %653)
  %670 = getelementptr inbounds nuw i8, ptr %667, i64 32
  %671 = load <8 x float>, ptr %670, align 4
  %672 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %665, <8 x float> %671, <8 x float> %652)
  %673 = getelementptr inbounds nuw i8, ptr %667, i64 64
  %674 = load <8 x float>, ptr %673, align 4
  %675 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %665, <8 x float> %674, <8 x float> %651)
  %676 = getelementptr inbounds nuw i8, ptr %667, i64 96
  %677 = load <8 x float>, ptr %676, align 4
  %678 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %665, <8 x float> %677, <8 x float> %650)
  %679 = or disjoint i64 %654, 1
  br label %680

680:                                              ; preds = %661, %657
  %681 = phi <8 x float> [ poison, %657 ], [ %669, %661 ]
  %682 = phi <8 x float> [ poison, %657 ], [ %672, %661 ]
  %683 = phi <8 x float> [ poison, %657 ], [ %675, %661 ]
  %684 = phi <8 x float> [ poison, %657 ], [ %678, %661 ]
  %685 = phi <8 x float> [ %650, %657 ], [ %678, %661 ]
  %686 = phi <8 x float> [ %651, %657 ], [ %675, %661 ]
  %687 = phi <8 x float> [ %652, %657 ], [ %672, %661 ]
  %688 = phi <8 x float> [ %653, %657 ], [ %669, %661 ]
  %689 = phi i64 [ %654, %657 ], [ %679, %661 ]
  %690 = icmp eq i64 %3, %658
  br i1 %690, label %734, label %691

691:                                              ; preds = %680, %691
  %692 = phi <8 x float> [ %731, %691 ], [ %685, %680 ]
  %693 = phi <8 x float> [ %728, %691 ], [ %686, %680 ]
  %694 = phi <8 x float> [ %725, %691 ], [ %687, %680 ]
  %695 = phi <8 x float> [ %722, %691 ], [ %688, %680 ]
  %696 = phi i64 [ %732, %691 ], [ %689, %680 ]
  %697 = getelementptr inbounds nuw float, ptr %0, i64 %696
  %698 = load float, ptr %697, align 4
  %699 = insertelement <8 x float> poison, float %698, i64 0
  %700 = shufflevector <8 x float> %699, <8 x float> poison, <8 x i32> zeroinitializer
  %701 = mul nsw i64 %696, %4
  %702 = getelementptr float, ptr %655, i64 %701
  %703 = load <8 x float>, ptr %702, align 4
  %704 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %700, <8 x float> %703, <8 x float> %695)
  %705 = getelementptr inbounds nuw i8, ptr %702, i64 32
  %706 = load <8 x float>, ptr %705, align 4
  %707 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %700, <8 x float> %706, <8 x float> %694)
  %708 = getelementptr inbounds nuw i8, ptr %702, i64 64
  %709 = load <8 x float>, ptr %708, align 4
  %710 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %700, <8 x float> %709, <8 x float> %693)
  %711 = getelementptr inbounds nuw i8, ptr %702, i64 96
  %712 = load <8 x float>, ptr %711, align 4
  %713 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %700, <8 x float> %712, <8 x float> %692)
  %714 = add nuw nsw i64 %696, 1
  %715 = getelementptr inbounds nuw float, ptr %0, i64 %714
  %716 = load float, ptr %715, align 4
  %717 = insertelement <8 x float> poison, float %716, i64 0
  %718 = shufflevector <8 x float> %717, <8 x float> poison, <8 x i32> zeroinitializer
  %719 = mul nsw i64 %714, %4
  %720 = getelementptr float, ptr %655, i64 %719
  %721 = load <8 x float>, ptr %720, align 4
  %722 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %718, <8 x float> %721, <8 x float> %704)
  %723 = getelementptr inbounds nuw i8, ptr %720, i64 32
  %724 = load <8 x float>, ptr %723, align 4
  %725 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %718, <8 x float> %724, <8 x float> %707)
  %726 = getelementptr inbounds nuw i8, ptr %720, i64 64
  %727 = load <8 x float>, ptr %726, align 4
  %728 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %718, <8 x float> %727, <8 x float> %710)
  %729 = getelementptr inbounds nuw i8, ptr %720, i64 96
  %730 = load <8 x float>, ptr %729, align 4
  %731 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %718, <8 x float> %730, <8 x float> %713)
  %732 = add nuw nsw i64 %696, 2
  %733 = icmp eq i64 %732, %3
  br i1 %733, label %734, label %691

734:                                              ; preds = %680, %691, %645
  %735 = phi <8 x float> [ %650, %645 ], [ %684, %680 ], [ %731, %691 ]
  %736 = phi <8 x float> [ %651, %645 ], [ %683, %680 ], [ %728, %691 ]
  %737 = phi <8 x float> [ %652, %645 ], [ %682, %680 ], [ %725, %691 ]
  %738 = phi <8 x float> [ %653, %645 ], [ %681, %680 ], [ %722, %691 ]
  %739 = fadd <8 x float> %735, %646
  %740 = fadd <8 x float> %736, %647
  %741 = fadd <8 x float> %737, %648
  %742 = fadd <8 x float> %738, %649
  %743 = getelementptr inbounds nuw float, ptr %2, i64 %105
  store <8 x float> %742, ptr %743, align 4
  %744 = getelementptr inbounds nuw i8, ptr %743, i64 32
  store <8 x float> %741, ptr %744, align 4
  %745 = getelementptr inbounds nuw i8, ptr %743, i64 64
  store <8 x float> %740, ptr %745, align 4
  %746 = getelementptr inbounds nuw i8, ptr %743, i64 96
  store <8 x float> %739, ptr %746, align 4
  br label %1342

747:                                              ; preds = %104
  %748 = icmp slt i64 %3, 2
  br i1 %748, label %807, label %749

749:                                              ; preds = %747
  %750 = getelementptr float, ptr %1, i64 %105
  br label %751

751:                                              ; preds = %749, %751
  %752 = phi <8 x float> [ zeroinitializer, %749 ], [ %804, %751 ]
  %753 = phi <8 x float> [ zeroinitializer, %749 ], [ %801, %751 ]
  %754 = phi <8 x float> [ zeroinitializer, %749 ], [ %798, %751 ]
  %755 = phi <8 x float> [ zeroinitializer, %749 ], [ %795, %751 ]
  %756 = phi <8 x float> [ zeroinitializer, %749 ], [ %792, %751 ]
  %757 = phi <8 x float> [ zeroinitializer, %749 ], [ %783, %751 ]
  %758 = phi <8 x float> [ zeroinitializer, %749 ], [ %780, %751 ]
  %759 = phi <8 x float> [ zeroinitializer, %749 ], [ %777, %751 ]
  %760 = phi <8 x float> [ zeroinitializer, %749 ], [ %774, %751 ]
  %761 = phi <8 x float> [ zeroinitializer, %749 ], [ %771, %751 ]
  %762 = phi i64 [ 2, %749 ], [ %805, %751 ]
  %763 = phi i64 [ 0, %749 ], [ %762, %751 ]
  %764 = getelementptr inbounds nuw float, ptr %0, i64 %763
  %765 = load float, ptr %764, align 4
  %766 = insertelement <8 x float> poison, float %765, i64 0
  %767 = shufflevector <8 x float> %766, <8 x float> poison, <8 x i32> zeroinitializer
  %768 = mul nsw i64 %763, %4
  %769 = getelementptr float, ptr %750, i64 %768
  %770 = load <8 x float>, ptr %769, align 4
  %771 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %767, <8 x float> %770, <8 x float> %761)
  %772 = getelementptr inbounds nuw i8, ptr %769, i64 32
  %773 = load <8 x float>, ptr %772, align 4
  %774 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %767, <8 x float> %773, <8 x float> %760)
  %775 = getelementptr inbounds nuw i8, ptr %769, i64 64
  %776 = load <8 x float>, ptr %775, align 4
  %777 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %767, <8 x float> %776, <8 x float> %759)
  %778 = getelementptr inbounds nuw i8, ptr %769, i64 96
  %779 = load <8 x float>, ptr %778, align 4
  %780 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %767, <8 x float> %779, <8 x float> %758)
  %781 = getelementptr inbounds nuw i8, ptr %769, i64 128
  %782 = load <8 x float>, ptr %781, align 4
  %783 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %767, <8 x float> %782, <8 x float> %757)
  %784 = or disjoint i64 %763, 1
  %785 = getelementptr inbounds nuw float, ptr %0, i64 %784
  %786 = load float, ptr %785, align 4
  %787 = insertelement <8 x float> poison, float %786, i64 0
  %788 = shufflevector <8 x float> %787, <8 x float> poison, <8 x i32> zeroinitializer
  %789 = mul nsw i64 %784, %4
  %790 = getelementptr float, ptr %750, i64 %789
  %791 = load <8 x float>, ptr %790, align 4
  %792 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %788, <8 x float> %791, <8 x float> %756)
  %793 = getelementptr inbounds nuw i8, ptr %790, i64 32
  %794 = load <8 x float>, ptr %793, align 4
  %795 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %788, <8 x float> %794, <8 x float> %755)
  %796 = getelementptr inbounds nuw i8, ptr %790, i64 64
  %797 = load <8 x float>, ptr %796, align 4
  %798 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %788, <8 x float> %797, <8 x float> %754)
  %799 = getelementptr inbounds nuw i8, ptr %790, i64 96
  %800 = load <8 x float>, ptr %799, align 4
  %801 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %788, <8 x float> %800, <8 x float> %753)
  %802 = getelementptr inbounds nuw i8, ptr %790, i64 128
  %803 = load <8 x float>, ptr %802, align 4
  %804 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %788, <8 x float> %803, <8 x float> %752)
  %805 = add nuw nsw i64 %762, 2
  %806 = icmp sgt i64 %805, %3
  br i1 %806, label %807, label %751

807:                                              ; preds = %751, %747
  %808 = phi <8 x float> [ zeroinitializer, %747 ], [ %804, %751 ]
  %809 = phi <8 x float> [ zeroinitializer, %747 ], [ %801, %751 ]
  %810 = phi <8 x float> [ zeroinitializer, %747 ], [ %798, %751 ]
  %811 = phi <8 x float> [ zeroinitializer, %747 ], [ %795, %751 ]
  %812 = phi <8 x float> [ zeroinitializer, %747 ], [ %792, %751 ]
  %813 = phi <8 x float> [ zeroinitializer, %747 ], [ %783, %751 ]
  %814 = phi <8 x float> [ zeroinitializer, %747 ], [ %780, %751 ]
  %815 = phi <8 x float> [ zeroinitializer, %747 ], [ %777, %751 ]
  %816 = phi <8 x float> [ zeroinitializer, %747 ], [ %774, %751 ]
  %817 = phi <8 x float> [ zeroinitializer, %747 ], [ %771, %751 ]
  %818 = phi i64 [ 0, %747 ], [ %762, %751 ]
  %819 = getelementptr float, ptr %1, i64 %105
  %820 = icmp slt i64 %818, %3
  br i1 %820, label %821, label %850

821:                                              ; preds = %807, %821
  %822 = phi <8 x float> [ %847, %821 ], [ %813, %807 ]
  %823 = phi <8 x float> [ %844, %821 ], [ %814, %807 ]
  %824 = phi <8 x float> [ %841, %821 ], [ %815, %807 ]
  %825 = phi <8 x float> [ %838, %821 ], [ %816, %807 ]
  %826 = phi <8 x float> [ %835, %821 ], [ %817, %807 ]
  %827 = phi i64 [ %848, %821 ], [ %818, %807 ]
  %828 = getelementptr inbounds nuw float, ptr %0, i64 %827
  %829 = load float, ptr %828, align 4
  %830 = insertelement <8 x float> poison, float %829, i64 0
  %831 = shufflevector <8 x float> %830, <8 x float> poison, <8 x i32> zeroinitializer
  %832 = mul nsw i64 %827, %4
  %833 = getelementptr float, ptr %819, i64 %832
  %834 = load <8 x float>, ptr %833, align 4
  %835 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %831, <8 x float> %834, <8 x float> %826)
  %836 = getelementptr inbounds nuw i8, ptr %833, i64 32
  %837 = load <8 x float>, ptr %836, align 4
  %838 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %831, <8 x float> %837, <8 x float> %825)
  %839 = getelementptr inbounds nuw i8, ptr %833, i64 64
  %840 = load <8 x float>, ptr %839, align 4
  %841 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %831, <8 x float> %840, <8 x float> %824)
  %842 = getelementptr inbounds nuw i8, ptr %833, i64 96
  %843 = load <8 x float>, ptr %842, align 4
  %844 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %831, <8 x float> %843, <8 x float> %823)
  %845 = getelementptr inbounds nuw i8, ptr %833, i64 128
  %846 = load <8 x float>, ptr %845, align 4
  %847 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %831, <8 x float> %846, <8 x float> %822)
  %848 = add nuw nsw i64 %827, 1
  %849 = icmp eq i64 %848, %3
  br i1 %849, label %850, label %821

850:                                              ; preds = %821, %807
  %851 = phi <8 x float> [ %813, %807 ], [ %847, %821 ]
  %852 = phi <8 x float> [ %814, %807 ], [ %844, %821 ]
  %853 = phi <8 x float> [ %815, %807 ], [ %841, %821 ]
  %854 = phi <8 x float> [ %816, %807 ], [ %838, %821 ]
  %855 = phi <8 x float> [ %817, %807 ], [ %835, %821 ]
  %856 = fadd <8 x float> %851, %808
  %857 = fadd <8 x float> %852, %809
  %858 = fadd <8 x float> %853, %810
  %859 = fadd <8 x float> %854, %811
  %860 = fadd <8 x float> %855, %812
  %861 = getelementptr inbounds nuw float, ptr %2, i64 %105
  store <8 x float> %860, ptr %861, align 4
  %862 = getelementptr inbounds nuw i8, ptr %861, i64 32
  store <8 x float> %859, ptr %862, align 4
  %863 = getelementptr inbounds nuw i8, ptr %861, i64 64
  store <8 x float> %858, ptr %863, align 4
  %864 = getelementptr inbounds nuw i8, ptr %861, i64 96
  store <8 x float> %857, ptr %864, align 4
  %865 = getelementptr inbounds nuw i8, ptr %861, i64 128
  store <8 x float> %856, ptr %865, align 4
  br label %1342

866:                                              ; preds = %104
  %867 = icmp slt i64 %3, 2
  br i1 %867, label %934, label %868

868:                                              ; preds = %866
  %869 = getelementptr float, ptr %1, i64 %105
  br label %870

870:                                              ; preds = %868, %870
  %871 = phi <8 x float> [ zeroinitializer, %868 ], [ %931, %870 ]
  %872 = phi <8 x float> [ zeroinitializer, %868 ], [ %928, %870 ]
  %873 = phi <8 x float> [ zeroinitializer, %868 ], [ %925, %870 ]
  %874 = phi <8 x float> [ zeroinitializer, %868 ], [ %922, %870 ]
  %875 = phi <8 x float> [ zeroinitializer, %868 ], [ %919, %870 ]
  %876 = phi <8 x float> [ zeroinitializer, %868 ], [ %916, %870 ]
  %877 = phi <8 x float> [ zeroinitializer, %868 ], [ %907, %870 ]
  %878 = phi <8 x float> [ zeroinitializer, %868 ], [ %904, %870 ]
  %879 = phi <8 x float> [ zeroinitializer, %868 ], [ %901, %870 ]
  %880 = phi <8 x float> [ zeroinitializer, %868 ], [ %898, %870 ]
  %881 = phi <8 x float> [ zeroinitializer, %868 ], [ %895, %870 ]
  %882 = phi <8 x float> [ zeroinitializer, %868 ], [ %892, %870 ]
  %883 = phi i64 [ 2, %868 ], [ %932, %870 ]
  %884 = phi i64 [ 0, %868 ], [ %883, %870 ]
  %885 = getelementptr inbounds nuw float, ptr %0, i64 %884
  %886 = load float, ptr %885, align 4
  %887 = insertelement <8 x float> poison, float %886, i64 0
  %888 = shufflevector <8 x float> %887, <8 x float> poison, <8 x i32> zeroinitializer
  %889 = mul nsw i64 %884, %4
  %890 = getelementptr float, ptr %869, i64 %889
  %891 = load <8 x float>, ptr %890, align 4
  %892 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %888, <8 x float> %891, <8 x float> %882)
  %893 = getelementptr inbounds nuw i8, ptr %890, i64 32
  %894 = load <8 x float>, ptr %893, align 4
  %895 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %888, <8 x float> %894, <8 x float> %881)
  %896 = getelementptr inbounds nuw i8, ptr %890, i64 64
  %897 = load <8 x float>, ptr %896, align 4
  %898 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %888, <8 x float> %897, <8 x float> %880)
  %899 = getelementptr inbounds nuw i8, ptr %890, i64 96
  %900 = load <8 x float>, ptr %899, align 4
  %901 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %888, <8 x float> %900, <8 x float> %879)
  %902 = getelementptr inbounds nuw i8, ptr %890, i64 128
  %903 = load <8 x float>, ptr %902, align 4
  %904 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %888, <8 x float> %903, <8 x float> %878)
  %905 = getelementptr inbounds nuw i8, ptr %890, i64 160
  %906 = load <8 x float>, ptr %905, align 4
  %907 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %888, <8 x float> %906, <8 x float> %877)
  %908 = or disjoint i64 %884, 1
  %909 = getelementptr inbounds nuw float, ptr %0, i64 %908
  %910 = load float, ptr %909, align 4
  %911 = insertelement <8 x float> poison, float %910, i64 0
  %912 = shufflevector <8 x float> %911, <8 x float> poison, <8 x i32> zeroinitializer
  %913 = mul nsw i64 %908, %4
  %914 = getelementptr float, ptr %869, i64 %913
  %915 = load <8 x float>, ptr %914, align 4
  %916 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %912, <8 x float> %915, <8 x float> %876)
  %917 = getelementptr inbounds nuw i8, ptr %914, i64 32
  %918 = load <8 x float>, ptr %917, align 4
  %919 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %912, <8 x float> %918, <8 x float> %875)
  %920 = getelementptr inbounds nuw i8, ptr %914, i64 64
  %921 = load <8 x float>, ptr %920, align 4
  %922 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %912, <8 x float> %921, <8 x float> %874)
  %923 = getelementptr inbounds nuw i8, ptr %914, i64 96
  %924 = load <8 x float>, ptr %923, align 4
  %925 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %912, <8 x float> %924, <8 x float> %873)
  %926 = getelementptr inbounds nuw i8, ptr %914, i64 128
  %927 = load <8 x float>, ptr %926, align 4
  %928 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %912, <8 x float> %927, <8 x float> %872)
  %929 = getelementptr inbounds nuw i8, ptr %914, i64 160
  %930 = load <8 x float>, ptr %929, align 4
  %931 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %912, <8 x float> %930, <8 x float> %871)
  %932 = add nuw nsw i64 %883, 2
  %933 = icmp sgt i64 %932, %3
  br i1 %933, label %934, label %870

934:                                              ; preds = %870, %866
  %935 = phi <8 x float> [ zeroinitializer, %866 ], [ %931, %870 ]
  %936 = phi <8 x float> [ zeroinitializer, %866 ], [ %928, %870 ]
  %937 = phi <8 x float> [ zeroinitializer, %866 ], [ %925, %870 ]
  %938 = phi <8 x float> [ zeroinitializer, %866 ], [ %922, %870 ]
  %939 = phi <8 x float> [ zeroinitializer, %866 ], [ %919, %870 ]
  %940 = phi <8 x float> [ zeroinitializer, %866 ], [ %916, %870 ]
  %941 = phi <8 x float> [ zeroinitializer, %866 ], [ %907, %870 ]
  %942 = phi <8 x float> [ zeroinitializer, %866 ], [ %904, %870 ]
  %943 = phi <8 x float> [ zeroinitializer, %866 ], [ %901, %870 ]
  %944 = phi <8 x float> [ zeroinitializer, %866 ], [ %898, %870 ]
  %945 = phi <8 x float> [ zeroinitializer, %866 ], [ %895, %870 ]
  %946 = phi <8 x float> [ zeroinitializer, %866 ], [ %892, %870 ]
  %947 = phi i64 [ 0, %866 ], [ %883, %870 ]
  %948 = getelementptr float, ptr %1, i64 %105
  %949 = icmp slt i64 %947, %3
  br i1 %949, label %950, label %983

950:                                              ; preds = %934, %950
  %951 = phi <8 x float> [ %980, %950 ], [ %941, %934 ]
  %952 = phi <8 x float> [ %977, %950 ], [ %942, %934 ]
  %953 = phi <8 x float> [ %974, %950 ], [ %943, %934 ]
  %954 = phi <8 x float> [ %971, %950 ], [ %944, %934 ]
  %955 = phi <8 x float> [ %968, %950 ], [ %945, %934 ]
  %956 = phi <8 x float> [ %965, %950 ], [ %946, %934 ]
  %957 = phi i64 [ %981, %950 ], [ %947, %934 ]
  %958 = getelementptr inbounds nuw float, ptr %0, i64 %957
  %959 = load float, ptr %958, align 4
  %960 = insertelement <8 x float> poison, float %959, i64 0
  %961 = shufflevector <8 x float> %960, <8 x float> poison, <8 x i32> zeroinitializer
  %962 = mul nsw i64 %957, %4
  %963 = getelementptr float, ptr %948, i64 %962
  %964 = load <8 x float>, ptr %963, align 4
  %965 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %961, <8 x float> %964, <8 x float> %956)
  %966 = getelementptr inbounds nuw i8, ptr %963, i64 32
  %967 = load <8 x float>, ptr %966, align 4
  %968 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %961, <8 x float> %967, <8 x float> %955)
  %969 = getelementptr inbounds nuw i8, ptr %963, i64 64
  %970 = load <8 x float>, ptr %969, align 4
  %971 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %961, <8 x float> %970, <8 x float> %954)
  %972 = getelementptr inbounds nuw i8, ptr %963, i64 96
  %973 = load <8 x float>, ptr %972, align 4
  %974 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %961, <8 x float> %973, <8 x float> %953)
  %975 = getelementptr inbounds nuw i8, ptr %963, i64 128
  %976 = load <8 x float>, ptr %975, align 4
  %977 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %961, <8 x float> %976, <8 x float> %952)
  %978 = getelementptr inbounds nuw i8, ptr %963, i64 160
  %979 = load <8 x float>, ptr %978, align 4
  %980 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %961, <8 x float> %979, <8 x float> %951)
  %981 = add nuw nsw i64 %957, 1
  %982 = icmp eq i64 %981, %3
  br i1 %982, label %983, label %950

983:                                              ; preds = %950, %934
  %984 = phi <8 x float> [ %941, %934 ], [ %980, %950 ]
  %985 = phi <8 x float> [ %942, %934 ], [ %977, %950 ]
  %986 = phi <8 x float> [ %943, %934 ], [ %974, %950 ]
  %987 = phi <8 x float> [ %944, %934 ], [ %971, %950 ]
  %988 = phi <8 x float> [ %945, %934 ], [ %968, %950 ]
  %989 = phi <8 x float> [ %946, %934 ], [ %965, %950 ]
  %990 = fadd <8 x float> %984, %935
  %991 = fadd <8 x float> %985, %936
  %992 = fadd <8 x float> %986, %937
  %993 = fadd <8 x float> %987, %938
  %994 = fadd <8 x float> %988, %939
  %995 = fadd <8 x float> %989, %940
  %996 = getelementptr inbounds nuw float, ptr %2, i64 %105
  store <8 x float> %995, ptr %996, align 4
  %997 = getelementptr inbounds nuw i8, ptr %996, i64 32
  store <8 x float> %994, ptr %997, align 4
  %998 = getelementptr inbounds nuw i8, ptr %996, i64 64
  store <8 x float> %993, ptr %998, align 4
  %999 = getelementptr inbounds nuw i8, ptr %996, i64 96
  store <8 x float> %992, ptr %999, align 4
  %1000 = getelementptr inbounds nuw i8, ptr %996, i64 128
  store <8 x float> %991, ptr %1000, align 4
  %1001 = getelementptr inbounds nuw i8, ptr %996, i64 160
  store <8 x float> %990, ptr %1001, align 4
  br label %1342

1002:                                             ; preds = %104
  %1003 = icmp sgt i64 %3, 0
  %1004 = getelementptr float, ptr %1, i64 %105
  br i1 %1003, label %1005, label %1043

1005:                                             ; preds = %1002, %1005
  %1006 = phi <8 x float> [ %1040, %1005 ], [ zeroinitializer, %1002 ]
  %1007 = phi <8 x float> [ %1037, %1005 ], [ zeroinitializer, %1002 ]
  %1008 = phi <8 x float> [ %1034, %1005 ], [ zeroinitializer, %1002 ]
  %1009 = phi <8 x float> [ %1031, %1005 ], [ zeroinitializer, %1002 ]
  %1010 = phi <8 x float> [ %1028, %1005 ], [ zeroinitializer, %1002 ]
  %1011 = phi <8 x float> [ %1025, %1005 ], [ zeroinitializer, %1002 ]
  %1012 = phi <8 x float> [ %1022, %1005 ], [ zeroinitializer, %1002 ]
  %1013 = phi i64 [ %1041, %1005 ], [ 1, %1002 ]
  %1014 = phi i64 [ %1013, %1005 ], [ 0, %1002 ]
  %1015 = getelementptr inbounds nuw float, ptr %0, i64 %1014
  %1016 = load float, ptr %1015, align 4
  %1017 = insertelement <8 x float> poison, float %1016, i64 0
  %1018 = shufflevector <8 x float> %1017, <8 x float> poison, <8 x i32> zeroinitializer
  %1019 = mul nsw i64 %1014, %4
  %1020 = getelementptr float, ptr %1004, i64 %1019
  %1021 = load <8 x float>, ptr %1020, align 4
  %1022 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1018, <8 x float> %1021, <8 x float> %1012)
  %1023 = getelementptr inbounds nuw i8, ptr %1020, i64 32
  %1024 = load <8 x float>, ptr %1023, align 4
  %1025 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1018, <8 x float> %1024, <8 x float> %1011)
  %1026 = getelementptr inbounds nuw i8, ptr %1020, i64 64
  %1027 = load <8 x float>, ptr %1026, align 4
  %1028 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1018, <8 x float> %1027, <8 x float> %1010)
  %1029 = getelementptr inbounds nuw i8, ptr %1020, i64 96
  %1030 = load <8 x float>, ptr %1029, align 4
  %1031 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1018, <8 x float> %1030, <8 x float> %1009)
  %1032 = getelementptr inbounds nuw i8, ptr %1020, i64 128
  %1033 = load <8 x float>, ptr %1032, align 4
  %1034 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1018, <8 x float> %1033, <8 x float> %1008)
  %1035 = getelementptr inbounds nuw i8, ptr %1020, i64 160
  %1036 = load <8 x float>, ptr %1035, align 4
  %1037 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1018, <8 x float> %1036, <8 x float> %1007)
  %1038 = getelementptr inbounds nuw i8, ptr %1020, i64 192
  %1039 = load <8 x float>, ptr %1038, align 4
  %1040 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1018, <8 x float> %1039, <8 x float> %1006)
  %1041 = add nuw i64 %1013, 1
  %1042 = icmp eq i64 %1013, %3
  br i1 %1042, label %1043, label %1005

1043:                                             ; preds = %1005, %1002
  %1044 = phi <8 x float> [ zeroinitializer, %1002 ], [ %1040, %1005 ]
  %1045 = phi <8 x float> [ zeroinitializer, %1002 ], [ %1037, %1005 ]
  %1046 = phi <8 x float> [ zeroinitializer, %1002 ], [ %1034, %1005 ]
  %1047 = phi <8 x float> [ zeroinitializer, %1002 ], [ %1031, %1005 ]
  %1048 = phi <8 x float> [ zeroinitializer, %1002 ], [ %1028, %1005 ]
  %1049 = phi <8 x float> [ zeroinitializer, %1002 ], [ %1025, %1005 ]
  %1050 = phi <8 x float> [ zeroinitializer, %1002 ], [ %1022, %1005 ]
  %1051 = getelementptr inbounds nuw float, ptr %2, i64 %105
  store <8 x float> %1050, ptr %1051, align 4
  %1052 = getelementptr inbounds nuw i8, ptr %1051, i64 32
  store <8 x float> %1049, ptr %1052, align 4
  %1053 = getelementptr inbounds nuw i8, ptr %1051, i64 64
  store <8 x float> %1048, ptr %1053, align 4
  %1054 = getelementptr inbounds nuw i8, ptr %1051, i64 96
  store <8 x float> %1047, ptr %1054, align 4
  %1055 = getelementptr inbounds nuw i8, ptr %1051, i64 128
  store <8 x float> %1046, ptr %1055, align 4
  %1056 = getelementptr inbounds nuw i8, ptr %1051, i64 160
  store <8 x float> %1045, ptr %1056, align 4
  %1057 = getelementptr inbounds nuw i8, ptr %1051, i64 192
  store <8 x float> %1044, ptr %1057, align 4
  br label %1342

1058:                                             ; preds = %104
  %1059 = icmp sgt i64 %3, 0
  %1060 = getelementptr float, ptr %1, i64 %105
  br i1 %1059, label %1061, label %1103

1061:                                             ; preds = %1058, %1061
  %1062 = phi <8 x float> [ %1100, %1061 ], [ zeroinitializer, %1058 ]
  %1063 = phi <8 x float> [ %1097, %1061 ], [ zeroinitializer, %1058 ]
  %1064 = phi <8 x float> [ %1094, %1061 ], [ zeroinitializer, %1058 ]
  %1065 = phi <8 x float> [ %1091, %1061 ], [ zeroinitializer, %1058 ]
  %1066 = phi <8 x float> [ %1088, %1061 ], [ zeroinitializer, %1058 ]
  %1067 = phi <8 x float> [ %1085, %1061 ], [ zeroinitializer, %1058 ]
  %1068 = phi <8 x float> [ %1082, %1061 ], [ zeroinitializer, %1058 ]
  %1069 = phi <8 x float> [ %1079, %1061 ], [ zeroinitializer, %1058 ]
  %1070 = phi i64 [ %1101, %1061 ], [ 1, %1058 ]
  %1071 = phi i64 [ %1070, %1061 ], [ 0, %1058 ]
  %1072 = getelementptr inbounds nuw float, ptr %0, i64 %1071
  %1073 = load float, ptr %1072, align 4
  %1074 = insertelement <8 x float> poison, float %1073, i64 0
  %1075 = shufflevector <8 x float> %1074, <8 x float> poison, <8 x i32> zeroinitializer
  %1076 = mul nsw i64 %1071, %4
  %1077 = getelementptr float, ptr %1060, i64 %1076
  %1078 = load <8 x float>, ptr %1077, align 4
  %1079 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1075, <8 x float> %1078, <8 x float> %1069)
  %1080 = getelementptr inbounds nuw i8, ptr %1077, i64 32
  %1081 = load <8 x float>, ptr %1080, align 4
  %1082 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1075, <8 x float> %1081, <8 x float> %1068)
  %1083 = getelementptr inbounds nuw i8, ptr %1077, i64 64
  %1084 = load <8 x float>, ptr %1083, align 4
  %1085 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1075, <8 x float> %1084, <8 x float> %1067)
  %1086 = getelementptr inbounds nuw i8, ptr %1077, i64 96
  %1087 = load <8 x float>, ptr %1086, align 4
  %1088 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1075, <8 x float> %1087, <8 x float> %1066)
  %1089 = getelementptr inbounds nuw i8, ptr %1077, i64 128
  %1090 = load <8 x float>, ptr %1089, align 4
  %1091 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1075, <8 x float> %1090, <8 x float> %1065)
  %1092 = getelementptr inbounds nuw i8, ptr %1077, i64 160
  %1093 = load <8 x float>, ptr %1092, align 4
  %1094 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1075, <8 x float> %1093, <8 x float> %1064)
  %1095 = getelementptr inbounds nuw i8, ptr %1077, i64 192
  %1096 = load <8 x float>, ptr %1095, align 4
  %1097 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1075, <8 x float> %1096, <8 x float> %1063)
  %1098 = getelementptr inbounds nuw i8, ptr %1077, i64 224
  %1099 = load <8 x float>, ptr %1098, align 4
  %1100 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1075, <8 x float> %1099, <8 x float> %1062)
  %1101 = add nuw i64 %1070, 1
  %1102 = icmp eq i64 %1070, %3
  br i1 %1102, label %1103, label %1061

1103:                                             ; preds = %1061, %1058
  %1104 = phi <8 x float> [ zeroinitializer, %1058 ], [ %1100, %1061 ]
  %1105 = phi <8 x float> [ zeroinitializer, %1058 ], [ %1097, %1061 ]
  %1106 = phi <8 x float> [ zeroinitializer, %1058 ], [ %1094, %1061 ]
  %1107 = phi <8 x float> [ zeroinitializer, %1058 ], [ %1091, %1061 ]
  %1108 = phi <8 x float> [ zeroinitializer, %1058 ], [ %1088, %1061 ]
  %1109 = phi <8 x float> [ zeroinitializer, %1058 ], [ %1085, %1061 ]
  %1110 = phi <8 x float> [ zeroinitializer, %1058 ], [ %1082, %1061 ]
  %1111 = phi <8 x float> [ zeroinitializer, %1058 ], [ %1079, %1061 ]
  %1112 = getelementptr inbounds nuw float, ptr %2, i64 %105
  store <8 x float> %1111, ptr %1112, align 4
  %1113 = getelementptr inbounds nuw i8, ptr %1112, i64 32
  store <8 x float> %1110, ptr %1113, align 4
  %1114 = getelementptr inbounds nuw i8, ptr %1112, i64 64
  store <8 x float> %1109, ptr %1114, align 4
  %1115 = getelementptr inbounds nuw i8, ptr %1112, i64 96
  store <8 x float> %1108, ptr %1115, align 4
  %1116 = getelementptr inbounds nuw i8, ptr %1112, i64 128
  store <8 x float> %1107, ptr %1116, align 4
  %1117 = getelementptr inbounds nuw i8, ptr %1112, i64 160
  store <8 x float> %1106, ptr %1117, align 4
  %1118 = getelementptr inbounds nuw i8, ptr %1112, i64 192
  store <8 x float> %1105, ptr %1118, align 4
  %1119 = getelementptr inbounds nuw i8, ptr %1112, i64 224
  store <8 x float> %1104, ptr %1119, align 4
  br label %1342

1120:                                             ; preds = %104
  %1121 = icmp sgt i64 %3, 0
  %1122 = getelementptr float, ptr %1, i64 %105
  br i1 %1121, label %1123, label %1169

1123:                                             ; preds = %1120, %1123
  %1124 = phi <8 x float> [ %1166, %1123 ], [ zeroinitializer, %1120 ]
  %1125 = phi <8 x float> [ %1163, %1123 ], [ zeroinitializer, %1120 ]
  %1126 = phi <8 x float> [ %1160, %1123 ], [ zeroinitializer, %1120 ]
  %1127 = phi <8 x float> [ %1157, %1123 ], [ zeroinitializer, %1120 ]
  %1128 = phi <8 x float> [ %1154, %1123 ], [ zeroinitializer, %1120 ]
  %1129 = phi <8 x float> [ %1151, %1123 ], [ zeroinitializer, %1120 ]
  %1130 = phi <8 x float> [ %1148, %1123 ], [ zeroinitializer, %1120 ]
  %1131 = phi <8 x float> [ %1145, %1123 ], [ zeroinitializer, %1120 ]
  %1132 = phi <8 x float> [ %1142, %1123 ], [ zeroinitializer, %1120 ]
  %1133 = phi i64 [ %1167, %1123 ], [ 1, %1120 ]
  %1134 = phi i64 [ %1133, %1123 ], [ 0, %1120 ]
  %1135 = getelementptr inbounds nuw float, ptr %0, i64 %1134
  %1136 = load float, ptr %1135, align 4
  %1137 = insertelement <8 x float> poison, float %1136, i64 0
  %1138 = shufflevector <8 x float> %1137, <8 x float> poison, <8 x i32> zeroinitializer
  %1139 = mul nsw i64 %1134, %4
  %1140 = getelementptr float, ptr %1122, i64 %1139
  %1141 = load <8 x float>, ptr %1140, align 4
  %1142 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1138, <8 x float> %1141, <8 x float> %1132)
  %1143 = getelementptr inbounds nuw i8, ptr %1140, i64 32
  %1144 = load <8 x float>, ptr %1143, align 4
  %1145 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1138, <8 x float> %1144, <8 x float> %1131)
  %1146 = getelementptr inbounds nuw i8, ptr %1140, i64 64
  %1147 = load <8 x float>, ptr %1146, align 4
  %1148 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1138, <8 x float> %1147, <8 x float> %1130)
  %1149 = getelementptr inbounds nuw i8, ptr %1140, i64 96
  %1150 = load <8 x float>, ptr %1149, align 4
  %1151 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1138, <8 x float> %1150, <8 x float> %1129)
  %1152 = getelementptr inbounds nuw i8, ptr %1140, i64 128
  %1153 = load <8 x float>, ptr %1152, align 4
  %1154 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1138, <8 x float> %1153, <8 x float> %1128)
  %1155 = getelementptr inbounds nuw i8, ptr %1140, i64 160
  %1156 = load <8 x float>, ptr %1155, align 4
  %1157 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1138, <8 x float> %1156, <8 x float> %1127)
  %1158 = getelementptr inbounds nuw i8, ptr %1140, i64 192
  %1159 = load <8 x float>, ptr %1158, align 4
  %1160 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1138, <8 x float> %1159, <8 x float> %1126)
  %1161 = getelementptr inbounds nuw i8, ptr %1140, i64 224
  %1162 = load <8 x float>, ptr %1161, align 4
  %1163 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1138, <8 x float> %1162, <8 x float> %1125)
  %1164 = getelementptr inbounds nuw i8, ptr %1140, i64 256
  %1165 = load <8 x float>, ptr %1164, align 4
  %1166 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1138, <8 x float> %1165, <8 x float> %1124)
  %1167 = add nuw i64 %1133, 1
  %1168 = icmp eq i64 %1133, %3
  br i1 %1168, label %1169, label %1123

1169:                                             ; preds = %1123, %1120
  %1170 = phi <8 x float> [ zeroinitializer, %1120 ], [ %1166, %1123 ]
  %1171 = phi <8 x float> [ zeroinitializer, %1120 ], [ %1163, %1123 ]
  %1172 = phi <8 x float> [ zeroinitializer, %1120 ], [ %1160, %1123 ]
  %1173 = phi <8 x float> [ zeroinitializer, %1120 ], [ %1157, %1123 ]
  %1174 = phi <8 x float> [ zeroinitializer, %1120 ], [ %1154, %1123 ]
  %1175 = phi <8 x float> [ zeroinitializer, %1120 ], [ %1151, %1123 ]
  %1176 = phi <8 x float> [ zeroinitializer, %1120 ], [ %1148, %1123 ]
  %1177 = phi <8 x float> [ zeroinitializer, %1120 ], [ %1145, %1123 ]
  %1178 = phi <8 x float> [ zeroinitializer, %1120 ], [ %1142, %1123 ]
  %1179 = getelementptr inbounds nuw float, ptr %2, i64 %105
  store <8 x float> %1178, ptr %1179, align 4
  %1180 = getelementptr inbounds nuw i8, ptr %1179, i64 32
  store <8 x float> %1177, ptr %1180, align 4
  %1181 = getelementptr inbounds nuw i8, ptr %1179, i64 64
  store <8 x float> %1176, ptr %1181, align 4
  %1182 = getelementptr inbounds nuw i8, ptr %1179, i64 96
  store <8 x float> %1175, ptr %1182, align 4
  %1183 = getelementptr inbounds nuw i8, ptr %1179, i64 128
  store <8 x float> %1174, ptr %1183, align 4
  %1184 = getelementptr inbounds nuw i8, ptr %1179, i64 160
  store <8 x float> %1173, ptr %1184, align 4
  %1185 = getelementptr inbounds nuw i8, ptr %1179, i64 192
  store <8 x float> %1172, ptr %1185, align 4
  %1186 = getelementptr inbounds nuw i8, ptr %1179, i64 224
  store <8 x float> %1171, ptr %1186, align 4
  %1187 = getelementptr inbounds nuw i8, ptr %1179, i64 256
  store <8 x float> %1170, ptr %1187, align 4
  br label %1342

1188:                                             ; preds = %104
  %1189 = icmp sgt i64 %3, 0
  %1190 = getelementptr float, ptr %1, i64 %105
  br i1 %1189, label %1191, label %1241

1191:                                             ; preds = %1188, %1191
  %1192 = phi <8 x float> [ %1238, %1191 ], [ zeroinitializer, %1188 ]
  %1193 = phi <8 x float> [ %1235, %1191 ], [ zeroinitializer, %1188 ]
  %1194 = phi <8 x float> [ %1232, %1191 ], [ zeroinitializer, %1188 ]
  %1195 = phi <8 x float> [ %1229, %1191 ], [ zeroinitializer, %1188 ]
  %1196 = phi <8 x float> [ %1226, %1191 ], [ zeroinitializer, %1188 ]
  %1197 = phi <8 x float> [ %1223, %1191 ], [ zeroinitializer, %1188 ]
  %1198 = phi <8 x float> [ %1220, %1191 ], [ zeroinitializer, %1188 ]
  %1199 = phi <8 x float> [ %1217, %1191 ], [ zeroinitializer, %1188 ]
  %1200 = phi <8 x float> [ %1214, %1191 ], [ zeroinitializer, %1188 ]
  %1201 = phi <8 x float> [ %1211, %1191 ], [ zeroinitializer, %1188 ]
  %1202 = phi i64 [ %1239, %1191 ], [ 1, %1188 ]
  %1203 = phi i64 [ %1202, %1191 ], [ 0, %1188 ]
  %1204 = getelementptr inbounds nuw float, ptr %0, i64 %1203
  %1205 = load float, ptr %1204, align 4
  %1206 = insertelement <8 x float> poison, float %1205, i64 0
  %1207 = shufflevector <8 x float> %1206, <8 x float> poison, <8 x i32> zeroinitializer
  %1208 = mul nsw i64 %1203, %4
  %1209 = getelementptr float, ptr %1190, i64 %1208
  %1210 = load <8 x float>, ptr %1209, align 4
  %1211 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1207, <8 x float> %1210, <8 x float> %1201)
  %1212 = getelementptr inbounds nuw i8, ptr %1209, i64 32
  %1213 = load <8 x float>, ptr %1212, align 4
  %1214 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1207, <8 x float> %1213, <8 x float> %1200)
  %1215 = getelementptr inbounds nuw i8, ptr %1209, i64 64
  %1216 = load <8 x float>, ptr %1215, align 4
  %1217 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1207, <8 x float> %1216, <8 x float> %1199)
  %1218 = getelementptr inbounds nuw i8, ptr %1209, i64 96
  %1219 = load <8 x float>, ptr %1218, align 4
  %1220 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1207, <8 x float> %1219, <8 x float> %1198)
  %1221 = getelementptr inbounds nuw i8, ptr %1209, i64 128
  %1222 = load <8 x float>, ptr %1221, align 4
  %1223 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1207, <8 x float> %1222, <8 x float> %1197)
  %1224 = getelementptr inbounds nuw i8, ptr %1209, i64 160
  %1225 = load <8 x float>, ptr %1224, align 4
  %1226 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1207, <8 x float> %1225, <8 x float> %1196)
  %1227 = getelementptr inbounds nuw i8, ptr %1209, i64 192
  %1228 = load <8 x float>, ptr %1227, align 4
  %1229 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1207, <8 x float> %1228, <8 x float> %1195)
  %1230 = getelementptr inbounds nuw i8, ptr %1209, i64 224
  %1231 = load <8 x float>, ptr %1230, align 4
  %1232 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1207, <8 x float> %1231, <8 x float> %1194)
  %1233 = getelementptr inbounds nuw i8, ptr %1209, i64 256
  %1234 = load <8 x float>, ptr %1233, align 4
  %1235 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1207, <8 x float> %1234, <8 x float> %1193)
  %1236 = getelementptr inbounds nuw i8, ptr %1209, i64 288
  %1237 = load <8 x float>, ptr %1236, align 4
  %1238 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1207, <8 x float> %1237, <8 x float> %1192)
  %1239 = add nuw i64 %1202, 1
  %1240 = icmp eq i64 %1202, %3
  br i1 %1240, label %1241, label %1191

1241:                                             ; preds = %1191, %1188
  %1242 = phi <8 x float> [ zeroinitializer, %1188 ], [ %1238, %1191 ]
  %1243 = phi <8 x float> [ zeroinitializer, %1188 ], [ %1235, %1191 ]
  %1244 = phi <8 x float> [ zeroinitializer, %1188 ], [ %1232, %1191 ]
  %1245 = phi <8 x float> [ zeroinitializer, %1188 ], [ %1229, %1191 ]
  %1246 = phi <8 x float> [ zeroinitializer, %1188 ], [ %1226, %1191 ]
  %1247 = phi <8 x float> [ zeroinitializer, %1188 ], [ %1223, %1191 ]
  %1248 = phi <8 x float> [ zeroinitializer, %1188 ], [ %1220, %1191 ]
  %1249 = phi <8 x float> [ zeroinitializer, %1188 ], [ %1217, %1191 ]
  %1250 = phi <8 x float> [ zeroinitializer, %1188 ], [ %1214, %1191 ]
  %1251 = phi <8 x float> [ zeroinitializer, %1188 ], [ %1211, %1191 ]
  %1252 = getelementptr inbounds nuw float, ptr %2, i64 %105
  store <8 x float> %1251, ptr %1252, align 4
  %1253 = getelementptr inbounds nuw i8, ptr %1252, i64 32
  store <8 x float> %1250, ptr %1253, align 4
  %1254 = getelementptr inbounds nuw i8, ptr %1252, i64 64
  store <8 x float> %1249, ptr %1254, align 4
  %1255 = getelementptr inbounds nuw i8, ptr %1252, i64 96
  store <8 x float> %1248, ptr %1255, align 4
  %1256 = getelementptr inbounds nuw i8, ptr %1252, i64 128
  store <8 x float> %1247, ptr %1256, align 4
  %1257 = getelementptr inbounds nuw i8, ptr %1252, i64 160
  store <8 x float> %1246, ptr %1257, align 4
  %1258 = getelementptr inbounds nuw i8, ptr %1252, i64 192
  store <8 x float> %1245, ptr %1258, align 4
  %1259 = getelementptr inbounds nuw i8, ptr %1252, i64 224
  store <8 x float> %1244, ptr %1259, align 4
  %1260 = getelementptr inbounds nuw i8, ptr %1252, i64 256
  store <8 x float> %1243, ptr %1260, align 4
  %1261 = getelementptr inbounds nuw i8, ptr %1252, i64 288
  store <8 x float> %1242, ptr %1261, align 4
  br label %1342

1262:                                             ; preds = %104
  %1263 = icmp sgt i64 %3, 0
  %1264 = getelementptr float, ptr %1, i64 %105
  br i1 %1263, label %1265, label %1319

1265:                                             ; preds = %1262, %1265
  %1266 = phi <8 x float> [ %1316, %1265 ], [ zeroinitializer, %1262 ]
  %1267 = phi <8 x float> [ %1313, %1265 ], [ zeroinitializer, %1262 ]
  %1268 = phi <8 x float> [ %1310, %1265 ], [ zeroinitializer, %1262 ]
  %1269 = phi <8 x float> [ %1307, %1265 ], [ zeroinitializer, %1262 ]
  %1270 = phi <8 x float> [ %1304, %1265 ], [ zeroinitializer, %1262 ]
  %1271 = phi <8 x float> [ %1301, %1265 ], [ zeroinitializer, %1262 ]
  %1272 = phi <8 x float> [ %1298, %1265 ], [ zeroinitializer, %1262 ]
  %1273 = phi <8 x float> [ %1295, %1265 ], [ zeroinitializer, %1262 ]
  %1274 = phi <8 x float> [ %1292, %1265 ], [ zeroinitializer, %1262 ]
  %1275 = phi <8 x float> [ %1289, %1265 ], [ zeroinitializer, %1262 ]
  %1276 = phi <8 x float> [ %1286, %1265 ], [ zeroinitializer, %1262 ]
  %1277 = phi i64 [ %1317, %1265 ], [ 1, %1262 ]
  %1278 = phi i64 [ %1277, %1265 ], [ 0, %1262 ]
  %1279 = getelementptr inbounds nuw float, ptr %0, i64 %1278
  %1280 = load float, ptr %1279, align 4
  %1281 = insertelement <8 x float> poison, float %1280, i64 0
  %1282 = shufflevector <8 x float> %1281, <8 x float> poison, <8 x i32> zeroinitializer
  %1283 = mul nsw i64 %1278, %4
  %1284 = getelementptr float, ptr %1264, i64 %1283
  %1285 = load <8 x float>, ptr %1284, align 4
  %1286 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1282, <8 x float> %1285, <8 x float> %1276)
  %1287 = getelementptr inbounds nuw i8, ptr %1284, i64 32
  %1288 = load <8 x float>, ptr %1287, align 4
  %1289 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1282, <8 x float> %1288, <8 x float> %1275)
  %1290 = getelementptr inbounds nuw i8, ptr %1284, i64 64
  %1291 = load <8 x float>, ptr %1290, align 4
  %1292 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1282, <8 x float> %1291, <8 x float> %1274)
  %1293 = getelementptr inbounds nuw i8, ptr %1284, i64 96
  %1294 = load <8 x float>, ptr %1293, align 4
  %1295 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1282, <8 x float> %1294, <8 x float> %1273)
  %1296 = getelementptr inbounds nuw i8, ptr %1284, i64 128
  %1297 = load <8 x float>, ptr %1296, align 4
  %1298 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1282, <8 x float> %1297, <8 x float> %1272)
  %1299 = getelementptr inbounds nuw i8, ptr %1284, i64 160
  %1300 = load <8 x float>, ptr %1299, align 4
  %1301 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1282, <8 x float> %1300, <8 x float> %1271)
  %1302 = getelementptr inbounds nuw i8, ptr %1284, i64 192
  %1303 = load <8 x float>, ptr %1302, align 4
  %1304 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1282, <8 x float> %1303, <8 x float> %1270)
  %1305 = getelementptr inbounds nuw i8, ptr %1284, i64 224
  %1306 = load <8 x float>, ptr %1305, align 4
  %1307 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1282, <8 x float> %1306, <8 x float> %1269)
  %1308 = getelementptr inbounds nuw i8, ptr %1284, i64 256
  %1309 = load <8 x float>, ptr %1308, align 4
  %1310 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1282, <8 x float> %1309, <8 x float> %1268)
  %1311 = getelementptr inbounds nuw i8, ptr %1284, i64 288
  %1312 = load <8 x float>, ptr %1311, align 4
  %1313 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1282, <8 x float> %1312, <8 x float> %1267)
  %1314 = getelementptr inbounds nuw i8, ptr %1284, i64 320
  %1315 = load <8 x float>, ptr %1314, align 4
  %1316 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %1282, <8 x float> %1315, <8 x float> %1266)
  %1317 = add nuw i64 %1277, 1
  %1318 = icmp eq i64 %1277, %3
  br i1 %1318, label %1319, label %1265

1319:                                             ; preds = %1265, %1262
  %1320 = phi <8 x float> [ zeroinitializer, %1262 ], [ %1316, %1265 ]
  %1321 = phi <8 x float> [ zeroinitializer, %1262 ], [ %1313, %1265 ]
  %1322 = phi <8 x float> [ zeroinitializer, %1262 ], [ %1310, %1265 ]
  %1323 = phi <8 x float> [ zeroinitializer, %1262 ], [ %1307, %1265 ]
  %1324 = phi <8 x float> [ zeroinitializer, %1262 ], [ %1304, %1265 ]
  %1325 = phi <8 x float> [ zeroinitializer, %1262 ], [ %1301, %1265 ]
  %1326 = phi <8 x float> [ zeroinitializer, %1262 ], [ %1298, %1265 ]
  %1327 = phi <8 x float> [ zeroinitializer, %1262 ], [ %1295, %1265 ]
  %1328 = phi <8 x float> [ zeroinitializer, %1262 ], [ %1292, %1265 ]
  %1329 = phi <8 x float> [ zeroinitializer, %1262 ], [ %1289, %1265 ]
  %1330 = phi <8 x float> [ zeroinitializer, %1262 ], [ %1286, %1265 ]
  %1331 = getelementptr inbounds nuw float, ptr %2, i64 %105
  store <8 x float> %1330, ptr %1331, align 4
  %1332 = getelementptr inbounds nuw i8, ptr %1331, i64 32
  store <8 x float> %1329, ptr %1332, align 4
  %1333 = getelementptr inbounds nuw i8, ptr %1331, i64 64
  store <8 x float> %1328, ptr %1333, align 4
  %1334 = getelementptr inbounds nuw i8, ptr %1331, i64 96
  store <8 x float> %1327, ptr %1334, align 4
  %1335 = getelementptr inbounds nuw i8, ptr %1331, i64 128
  store <8 x float> %1326, ptr %1335, align 4
  %1336 = getelementptr inbounds nuw i8, ptr %1331, i64 160
  store <8 x float> %1325, ptr %1336, align 4
  %1337 = getelementptr inbounds nuw i8, ptr %1331, i64 192
  store <8 x float> %1324, ptr %1337, align 4
  %1338 = getelementptr inbounds nuw i8, ptr %1331, i64 224
  store <8 x float> %1323, ptr %1338, align 4
  %1339 = getelementptr inbounds nuw i8, ptr %1331, i64 256
  store <8 x float> %1322, ptr %1339, align 4
  %1340 = getelementptr inbounds nuw i8, ptr %1331, i64 288
  store <8 x float> %1321, ptr %1340, align 4
  %1341 = getelementptr inbounds nuw i8, ptr %1331, i64 320
  store <8 x float> %1320, ptr %1341, align 4
  br label %1342

1342:                                             ; preds = %104, %1319, %1241, %1169, %1103, %1043, %983, %850, %734, %580, %409, %273
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @apply(i64 %0, <2 x float> %1, float noundef %2, ptr noundef captures(none) %3, i64 noundef %4) unnamed_addr {
  %6 = icmp sgt i64 %4, 0
  br i1 %6, label %7, label %16

7:                                                ; preds = %5
  %8 = fcmp ogt float %2, 0.000000e+00
  %9 = fneg float %2
  %10 = insertelement <8 x float> poison, float %9, i64 0
  %11 = shufflevector <8 x float> %10, <8 x float> poison, <8 x i32> zeroinitializer
  %12 = insertelement <8 x float> poison, float %2, i64 0
  %13 = shufflevector <8 x float> %12, <8 x float> poison, <8 x i32> zeroinitializer
  %14 = shufflevector <2 x float> %1, <2 x float> poison, <8 x i32> zeroinitializer
  %15 = shufflevector <2 x float> %1, <2 x float> poison, <8 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  br label %17

16:                                               ; preds = %167, %5
  ret void

17:                                               ; preds = %7, %167
  %18 = phi i64 [ 0, %7 ], [ %169, %167 ]
  %19 = getelementptr inbounds nuw float, ptr %3, i64 %18
  %20 = load <8 x float>, ptr %19, align 4
  br i1 %8, label %21, label %24

21:                                               ; preds = %17
  %22 = tail call <8 x float> @llvm.maxnum.v8f32(<8 x float> %20, <8 x float> %11)
  %23 = tail call <8 x float> @llvm.minnum.v8f32(<8 x float> %22, <8 x float> %13)
  br label %24

24:                                               ; preds = %21, %17
  %25 = phi <8 x float> [ %23, %21 ], [ %20, %17 ]
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
  %27 = fneg <8 x float> %25
  %28 = tail call <8 x float> @llvm.maxnum.v8f32(<8 x float> %27, <8 x float> splat (float 0xC055D33340000000))
  %29 = tail call <8 x float> @llvm.minnum.v8f32(<8 x float> %28, <8 x float> splat (float 8.800000e+01))
  %30 = fmul <8 x float> %29, splat (float 0x3FF7154760000000)
  %31 = fadd <8 x float> %30, splat (float 0x4168000000000000)
  %32 = fadd <8 x float> %31, splat (float 0xC168000000000000)
  %33 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %32, <8 x float> splat (float 0xBFE6300000000000), <8 x float> %29)
  %34 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %32, <8 x float> splat (float 0x3F2BD01060000000), <8 x float> %33)
  %35 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %34, <8 x float> splat (float 0x3F2A0D2CE0000000), <8 x float> splat (float 0x3F56E879C0000000))
  %36 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %35, <8 x float> %34, <8 x float> splat (float 0x3F81112100000000))
  %37 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %36, <8 x float> %34, <8 x float> splat (float 0x3FA5553820000000))
  %38 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %37, <8 x float> %34, <8 x float> splat (float 0x3FC5555540000000))
  %39 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %38, <8 x float> %34, <8 x float> splat (float 5.000000e-01))
  %40 = fmul <8 x float> %34, %34
  %41 = fadd <8 x float> %34, splat (float 1.000000e+00)
  %42 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %39, <8 x float> %40, <8 x float> %41)
  %43 = fptosi <8 x float> %32 to <8 x i32>
  %44 = shl <8 x i32> %43, splat (i32 23)
  %45 = add <8 x i32> %44, splat (i32 1065353216)
  %46 = bitcast <8 x i32> %45 to <8 x float>
  %47 = fmul <8 x float> %42, %46
  %48 = fadd <8 x float> %47, splat (float 1.000000e+00)
  %49 = fdiv <8 x float> splat (float 1.000000e+00), %48
  br label %167

50:                                               ; preds = %24
  %51 = fmul <8 x float> %25, %25
  %52 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %51, <8 x float> splat (float 0x3F9664F480000000), <8 x float> splat (float 0xBFABA1BA20000000))
  %53 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %52, <8 x float> %51, <8 x float> splat (float 0x3FC1111120000000))
  %54 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %53, <8 x float> %51, <8 x float> splat (float 0xBFD5555560000000))
  %55 = fmul <8 x float> %51, %54
  %56 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %55, <8 x float> %25, <8 x float> %25)
  %57 = fmul <8 x float> %25, splat (float 2.000000e+00)
  %58 = tail call <8 x float> @llvm.maxnum.v8f32(<8 x float> %57, <8 x float> splat (float 0xC055D33340000000))
  %59 = tail call <8 x float> @llvm.minnum.v8f32(<8 x float> %58, <8 x float> splat (float 8.800000e+01))
  %60 = fmul <8 x float> %59, splat (float 0x3FF7154760000000)
  %61 = fadd <8 x float> %60, splat (float 0x4168000000000000)
  %62 = fadd <8 x float> %61, splat (float 0xC168000000000000)
  %63 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %62, <8 x float> splat (float 0xBFE6300000000000), <8 x float> %59)
  %64 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %62, <8 x float> splat (float 0x3F2BD01060000000), <8 x float> %63)
  %65 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %64, <8 x float> splat (float 0x3F2A0D2CE0000000), <8 x float> splat (float 0x3F56E879C0000000))
  %66 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %65, <8 x float> %64, <8 x float> splat (float 0x3F81112100000000))
  %67 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %66, <8 x float> %64, <8 x float> splat (float 0x3FA5553820000000))
  %68 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %67, <8 x float> %64, <8 x float> splat (float 0x3FC5555540000000))
  %69 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %68, <8 x float> %64, <8 x float> splat (float 5.000000e-01))
  %70 = fmul <8 x float> %64, %64
  %71 = fadd <8 x float> %64, splat (float 1.000000e+00)
  %72 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %69, <8 x float> %70, <8 x float> %71)
  %73 = fptosi <8 x float> %62 to <8 x i32>
  %74 = shl <8 x i32> %73, splat (i32 23)
  %75 = add <8 x i32> %74, splat (i32 1065353216)
  %76 = bitcast <8 x i32> %75 to <8 x float>
  %77 = fmul <8 x float> %72, %76
  %78 = fadd <8 x float> %77, splat (float 1.000000e+00)
  %79 = fdiv <8 x float> splat (float 2.000000e+00), %78
  %80 = fsub <8 x float> splat (float 1.000000e+00), %79
  %81 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %25)
  %82 = fcmp uge <8 x float> %81, splat (float 0x3FD3333340000000)
  %83 = select <8 x i1> %82, <8 x float> %80, <8 x float> %56
  br label %167

84:                                               ; preds = %24
  %85 = fcmp olt <8 x float> %25, zeroinitializer
  %86 = select <8 x i1> %85, <8 x float> zeroinitializer, <8 x float> %25
  br label %167

87:                                               ; preds = %24
  %88 = fmul <8 x float> %14, %25
  %89 = fadd <8 x float> %15, %88
  br label %167

90:                                               ; preds = %24
  %91 = fcmp uge <8 x float> %25, zeroinitializer
  %92 = fmul <8 x float> %14, %25
  %93 = select <8 x i1> %91, <8 x float> %25, <8 x float> %92
  br label %167

94:                                               ; preds = %24
  %95 = fcmp ogt <8 x float> %25, %14
  %96 = select <8 x i1> %95, <8 x float> %25, <8 x float> zeroinitializer
  br label %167

97:                                               ; preds = %24
  %98 = fmul <8 x float> %15, %25
  %99 = fmul <8 x float> %98, %98
  %100 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %99, <8 x float> splat (float 0x3F9664F480000000), <8 x float> splat (float 0xBFABA1BA20000000))
  %101 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %100, <8 x float> %99, <8 x float> splat (float 0x3FC1111120000000))
  %102 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %101, <8 x float> %99, <8 x float> splat (float 0xBFD5555560000000))
  %103 = fmul <8 x float> %99, %102
  %104 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %103, <8 x float> %98, <8 x float> %98)
  %105 = fmul <8 x float> %98, splat (float 2.000000e+00)
  %106 = tail call <8 x float> @llvm.maxnum.v8f32(<8 x float> %105, <8 x float> splat (float 0xC055D33340000000))
  %107 = tail call <8 x float> @llvm.minnum.v8f32(<8 x float> %106, <8 x float> splat (float 8.800000e+01))
  %108 = fmul <8 x float> %107, splat (float 0x3FF7154760000000)
  %109 = fadd <8 x float> %108, splat (float 0x4168000000000000)
  %110 = fadd <8 x float> %109, splat (float 0xC168000000000000)
  %111 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %110, <8 x float> splat (float 0xBFE6300000000000), <8 x float> %107)
  %112 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %110, <8 x float> splat (float 0x3F2BD01060000000), <8 x float> %111)
  %113 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %112, <8 x float> splat (float 0x3F2A0D2CE0000000), <8 x float> splat (float 0x3F56E879C0000000))
  %114 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %113, <8 x float> %112, <8 x float> splat (float 0x3F81112100000000))
  %115 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %114, <8 x float> %112, <8 x float> splat (float 0x3FA5553820000000))
  %116 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %115, <8 x float> %112, <8 x float> splat (float 0x3FC5555540000000))
  %117 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %116, <8 x float> %112, <8 x float> splat (float 5.000000e-01))
  %118 = fmul <8 x float> %112, %112
  %119 = fadd <8 x float> %112, splat (float 1.000000e+00)
  %120 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %117, <8 x float> %118, <8 x float> %119)
  %121 = fptosi <8 x float> %110 to <8 x i32>
  %122 = shl <8 x i32> %121, splat (i32 23)
  %123 = add <8 x i32> %122, splat (i32 1065353216)
  %124 = bitcast <8 x i32> %123 to <8 x float>
  %125 = fmul <8 x float> %120, %124
  %126 = fadd <8 x float> %125, splat (float 1.000000e+00)
  %127 = fdiv <8 x float> splat (float 2.000000e+00), %126
  %128 = fsub <8 x float> splat (float 1.000000e+00), %127
  %129 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %98)
  %130 = fcmp uge <8 x float> %129, splat (float 0x3FD3333340000000)
  %131 = select <8 x i1> %130, <8 x float> %128, <8 x float> %104
  %132 = fmul <8 x float> %14, %131
  br label %167

133:                                              ; preds = %24
  %134 = fmul <8 x float> %14, %25
  %135 = fadd <8 x float> %15, %134
  %136 = tail call <8 x float> @llvm.maxnum.v8f32(<8 x float> %135, <8 x float> zeroinitializer)
  %137 = tail call <8 x float> @llvm.minnum.v8f32(<8 x float> %136, <8 x float> splat (float 1.000000e+00))
  br label %167

138:                                              ; preds = %24
  %139 = fcmp uge <8 x float> %25, zeroinitializer
  %140 = tail call <8 x float> @llvm.maxnum.v8f32(<8 x float> %25, <8 x float> splat (float 0xC055D33340000000))
  %141 = tail call <8 x float> @llvm.minnum.v8f32(<8 x float> %140, <8 x float> splat (float 8.800000e+01))
  %142 = fmul <8 x float> %141, splat (float 0x3FF7154760000000)
  %143 = fadd <8 x float> %142, splat (float 0x4168000000000000)
  %144 = fadd <8 x float> %143, splat (float 0xC168000000000000)
  %145 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %144, <8 x float> splat (float 0xBFE6300000000000), <8 x float> %141)
  %146 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %144, <8 x float> splat (float 0x3F2BD01060000000), <8 x float> %145)
  %147 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %146, <8 x float> splat (float 0x3F2A0D2CE0000000), <8 x float> splat (float 0x3F56E879C0000000))
  %148 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %147, <8 x float> %146, <8 x float> splat (float 0x3F81112100000000))
  %149 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %148, <8 x float> %146, <8 x float> splat (float 0x3FA5553820000000))
  %150 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %149, <8 x float> %146, <8 x float> splat (float 0x3FC5555540000000))
  %151 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %150, <8 x float> %146, <8 x float> splat (float 5.000000e-01))
  %152 = fmul <8 x float> %146, %146
  %153 = fadd <8 x float> %146, splat (float 1.000000e+00)
  %154 = tail call noundef <8 x float> @llvm.fma.v8f32(<8 x float> %151, <8 x float> %152, <8 x float> %153)
  %155 = fptosi <8 x float> %144 to <8 x i32>
  %156 = shl <8 x i32> %155, splat (i32 23)
  %157 = add <8 x i32> %156, splat (i32 1065353216)
  %158 = bitcast <8 x i32> %157 to <8 x float>
  %159 = fmul <8 x float> %154, %158
  %160 = fadd <8 x float> %159, splat (float -1.000000e+00)
  %161 = fmul <8 x float> %14, %160
  %162 = select <8 x i1> %139, <8 x float> %25, <8 x float> %161
  br label %167

163:                                              ; preds = %24
  %164 = tail call <8 x float> @llvm.fabs.v8f32(<8 x float> %25)
  %165 = fadd <8 x float> %164, splat (float 1.000000e+00)
  %166 = fdiv <8 x float> %25, %165
  br label %167

167:                                              ; preds = %26, %50, %84, %87, %90, %94, %97, %133, %138, %163
  %168 = phi <8 x float> [ %166, %163 ], [ %49, %26 ], [ %83, %50 ], [ %86, %84 ], [ %89, %87 ], [ %93, %90 ], [ %96, %94 ], [ %132, %97 ], [ %137, %133 ], [ %162, %138 ]
  store <8 x float> %168, ptr %19, align 4
  %169 = add nuw nsw i64 %18, 8
  %170 = icmp slt i64 %169, %4
  br i1 %170, label %17, label %16
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr noundef captures(none)) local_unnamed_addr

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fma.v8f32(<8 x float>, <8 x float>, <8 x float>)

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.maxnum.v8f32(<8 x float>, <8 x float>)

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.minnum.v8f32(<8 x float>, <8 x float>)

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fabs.v8f32(<8 x float>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v8f32.p0(<8 x float>, ptr captures(none), <8 x i1>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x float> @llvm.masked.load.v8f32.p0(ptr captures(none), <8 x i1>, <8 x float>)
