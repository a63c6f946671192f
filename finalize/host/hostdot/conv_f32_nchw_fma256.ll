; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_conv_f32_nchw_fma256(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17) local_unnamed_addr {
  %19 = inttoptr i64 %0 to ptr
  %20 = inttoptr i64 %1 to ptr
  %21 = inttoptr i64 %10 to ptr
  %22 = inttoptr i64 %2 to ptr
  %23 = inttoptr i64 %13 to ptr
  %24 = inttoptr i64 %11 to ptr
  %25 = trunc i64 %15 to i32
  %26 = trunc i64 %16 to i32
  %27 = insertelement <8 x i32> poison, i32 %25, i64 0
  %28 = bitcast <8 x i32> %27 to <8 x float>
  %29 = shufflevector <8 x float> %28, <8 x float> poison, <8 x i32> zeroinitializer
  %30 = insertelement <8 x i32> poison, i32 %26, i64 0
  %31 = bitcast <8 x i32> %30 to <8 x float>
  %32 = shufflevector <8 x float> %31, <8 x float> poison, <8 x i32> zeroinitializer
  %33 = add nsw i64 %6, 5
  %34 = sdiv i64 %33, 6
  %35 = add nsw i64 %7, 15
  %36 = sdiv i64 %35, 16
  %37 = icmp slt i64 %3, %4
  br i1 %37, label %38, label %350

38:                                               ; preds = %18
  %39 = icmp eq i64 %13, 0
  %40 = icmp eq i64 %10, 0
  %41 = icmp sgt i64 %5, 0
  %42 = icmp eq i64 %17, 0
  %43 = bitcast <8 x float> %29 to <8 x i32>
  %44 = bitcast <8 x float> %32 to <8 x i32>
  %45 = shl i64 %5, 3
  %46 = mul i64 %5, 12
  %47 = shl i64 %5, 4
  %48 = mul i64 %5, 20
  %49 = and i64 %17, 3
  %50 = lshr i64 %17, 2
  %51 = and i64 %50, 3
  %52 = lshr i64 %17, 4
  %53 = and i64 %52, 3
  %54 = lshr i64 %17, 2
  %55 = and i64 %54, 3
  %56 = lshr i64 %17, 4
  %57 = and i64 %56, 3
  %58 = lshr i64 %17, 2
  %59 = and i64 %58, 3
  %60 = lshr i64 %17, 4
  %61 = and i64 %60, 3
  %62 = lshr i64 %17, 2
  %63 = and i64 %62, 3
  %64 = lshr i64 %17, 4
  %65 = and i64 %64, 3
  %66 = lshr i64 %17, 2
  %67 = and i64 %66, 3
  %68 = lshr i64 %17, 4
  %69 = and i64 %68, 3
  %70 = lshr i64 %17, 2
  %71 = and i64 %70, 3
  %72 = lshr i64 %17, 4
  %73 = and i64 %72, 3
  %74 = lshr i64 %17, 2
  %75 = and i64 %74, 3
  %76 = lshr i64 %17, 4
  %77 = and i64 %76, 3
  %78 = lshr i64 %17, 2
  %79 = and i64 %78, 3
  %80 = lshr i64 %17, 4
  %81 = and i64 %80, 3
  %82 = lshr i64 %17, 2
  %83 = and i64 %82, 3
  %84 = lshr i64 %17, 4
  %85 = and i64 %84, 3
  %86 = lshr i64 %17, 2
  %87 = and i64 %86, 3
  %88 = lshr i64 %17, 4
  %89 = and i64 %88, 3
  %90 = lshr i64 %17, 2
  %91 = and i64 %90, 3
  %92 = lshr i64 %17, 4
  %93 = and i64 %92, 3
  %94 = lshr i64 %17, 2
  %95 = and i64 %94, 3
  %96 = lshr i64 %17, 4
  %97 = and i64 %96, 3
  %98 = shl i64 %5, 3
  %99 = mul i64 %5, 12
  %100 = shl i64 %5, 4
  %101 = mul i64 %5, 20
  %102 = and i64 %17, 3
  %103 = lshr i64 %17, 2
  %104 = and i64 %103, 3
  %105 = lshr i64 %17, 4
  %106 = and i64 %105, 3
  %107 = lshr i64 %17, 2
  %108 = and i64 %107, 3
  %109 = lshr i64 %17, 4
  %110 = and i64 %109, 3
  %111 = lshr i64 %17, 2
  %112 = and i64 %111, 3
  %113 = lshr i64 %17, 4
  %114 = and i64 %113, 3
  %115 = lshr i64 %17, 2
  %116 = and i64 %115, 3
  %117 = lshr i64 %17, 4
  %118 = and i64 %117, 3
  %119 = lshr i64 %17, 2
  %120 = and i64 %119, 3
  %121 = lshr i64 %17, 4
  %122 = and i64 %121, 3
  %123 = lshr i64 %17, 2
  %124 = and i64 %123, 3
  %125 = lshr i64 %17, 4
  %126 = and i64 %125, 3
  %127 = shl i64 %5, 3
  %128 = mul i64 %5, 12
  %129 = shl i64 %5, 4
  %130 = and i64 %17, 3
  %131 = lshr i64 %17, 2
  %132 = and i64 %131, 3
  %133 = lshr i64 %17, 4
  %134 = and i64 %133, 3
  %135 = lshr i64 %17, 2
  %136 = and i64 %135, 3
  %137 = lshr i64 %17, 4
  %138 = and i64 %137, 3
  %139 = lshr i64 %17, 2
  %140 = and i64 %139, 3
  %141 = lshr i64 %17, 4
  %142 = and i64 %141, 3
  %143 = lshr i64 %17, 2
  %144 = and i64 %143, 3
  %145 = lshr i64 %17, 4
  %146 = and i64 %145, 3
  %147 = lshr i64 %17, 2
  %148 = and i64 %147, 3
  %149 = lshr i64 %17, 4
  %150 = and i64 %149, 3
  %151 = lshr i64 %17, 2
  %152 = and i64 %151, 3
  %153 = lshr i64 %17, 4
  %154 = and i64 %153, 3
  %155 = lshr i64 %17, 2
  %156 = and i64 %155, 3
  %157 = lshr i64 %17, 4
  %158 = and i64 %157, 3
  %159 = lshr i64 %17, 2
  %160 = and i64 %159, 3
  %161 = lshr i64 %17, 4
  %162 = and i64 %161, 3
  %163 = lshr i64 %17, 2
  %164 = and i64 %163, 3
  %165 = lshr i64 %17, 4
  %166 = and i64 %165, 3
  %167 = lshr i64 %17, 2
  %168 = and i64 %167, 3
  %169 = lshr i64 %17, 4
  %170 = and i64 %169, 3
  %171 = shl i64 %5, 3
  %172 = mul i64 %5, 12
  %173 = shl i64 %5, 4
  %174 = and i64 %17, 3
  %175 = lshr i64 %17, 2
  %176 = and i64 %175, 3
  %177 = lshr i64 %17, 4
  %178 = and i64 %177, 3
  %179 = lshr i64 %17, 2
  %180 = and i64 %179, 3
  %181 = lshr i64 %17, 4
  %182 = and i64 %181, 3
  %183 = lshr i64 %17, 2
  %184 = and i64 %183, 3
  %185 = lshr i64 %17, 4
  %186 = and i64 %185, 3
  %187 = lshr i64 %17, 2
  %188 = and i64 %187, 3
  %189 = lshr i64 %17, 4
  %190 = and i64 %189, 3
  %191 = lshr i64 %17, 2
  %192 = and i64 %191, 3
  %193 = lshr i64 %17, 4
  %194 = and i64 %193, 3
  %195 = shl i64 %5, 3
  %196 = mul i64 %5, 12
  %197 = and i64 %17, 3
  %198 = lshr i64 %17, 2
  %199 = and i64 %198, 3
  %200 = lshr i64 %17, 4
  %201 = and i64 %200, 3
  %202 = lshr i64 %17, 2
  %203 = and i64 %202, 3
  %204 = lshr i64 %17, 4
  %205 = and i64 %204, 3
  %206 = lshr i64 %17, 2
  %207 = and i64 %206, 3
  %208 = lshr i64 %17, 4
  %209 = and i64 %208, 3
  %210 = lshr i64 %17, 2
  %211 = and i64 %210, 3
  %212 = lshr i64 %17, 4
  %213 = and i64 %212, 3
  %214 = lshr i64 %17, 2
  %215 = and i64 %214, 3
  %216 = lshr i64 %17, 4
  %217 = and i64 %216, 3
  %218 = lshr i64 %17, 2
  %219 = and i64 %218, 3
  %220 = lshr i64 %17, 4
  %221 = and i64 %220, 3
  %222 = lshr i64 %17, 2
  %223 = and i64 %222, 3
  %224 = lshr i64 %17, 4
  %225 = and i64 %224, 3
  %226 = lshr i64 %17, 2
  %227 = and i64 %226, 3
  %228 = lshr i64 %17, 4
  %229 = and i64 %228, 3
  %230 = shl i64 %5, 3
  %231 = mul i64 %5, 12
  %232 = and i64 %17, 3
  %233 = lshr i64 %17, 2
  %234 = and i64 %233, 3
  %235 = lshr i64 %17, 4
  %236 = and i64 %235, 3
  %237 = lshr i64 %17, 2
  %238 = and i64 %237, 3
  %239 = lshr i64 %17, 4
  %240 = and i64 %239, 3
  %241 = lshr i64 %17, 2
  %242 = and i64 %241, 3
  %243 = lshr i64 %17, 4
  %244 = and i64 %243, 3
  %245 = lshr i64 %17, 2
  %246 = and i64 %245, 3
  %247 = lshr i64 %17, 4
  %248 = and i64 %247, 3
  %249 = shl i64 %5, 3
  %250 = and i64 %17, 3
  %251 = lshr i64 %17, 2
  %252 = and i64 %251, 3
  %253 = lshr i64 %17, 4
  %254 = and i64 %253, 3
  %255 = lshr i64 %17, 2
  %256 = and i64 %255, 3
  %257 = lshr i64 %17, 4
  %258 = and i64 %257, 3
  %259 = lshr i64 %17, 2
  %260 = and i64 %259, 3
  %261 = lshr i64 %17, 4
  %262 = and i64 %261, 3
  %263 = lshr i64 %17, 2
  %264 = and i64 %263, 3
  %265 = lshr i64 %17, 4
  %266 = and i64 %265, 3
  %267 = lshr i64 %17, 2
  %268 = and i64 %267, 3
  %269 = lshr i64 %17, 4
  %270 = and i64 %269, 3
  %271 = lshr i64 %17, 2
  %272 = and i64 %271, 3
  %273 = lshr i64 %17, 4
  %274 = and i64 %273, 3
  %275 = shl i64 %5, 3
  %276 = and i64 %17, 3
  %277 = lshr i64 %17, 2
  %278 = and i64 %277, 3
  %279 = lshr i64 %17, 4
  %280 = and i64 %279, 3
  %281 = lshr i64 %17, 2
  %282 = and i64 %281, 3
  %283 = lshr i64 %17, 4
  %284 = and i64 %283, 3
  %285 = lshr i64 %17, 2
  %286 = and i64 %285, 3
  %287 = lshr i64 %17, 4
  %288 = and i64 %287, 3
  %289 = and i64 %17, 3
  %290 = lshr i64 %17, 2
  %291 = and i64 %290, 3
  %292 = lshr i64 %17, 4
  %293 = and i64 %292, 3
  %294 = lshr i64 %17, 2
  %295 = and i64 %294, 3
  %296 = lshr i64 %17, 4
  %297 = and i64 %296, 3
  %298 = lshr i64 %17, 2
  %299 = and i64 %298, 3
  %300 = lshr i64 %17, 4
  %301 = and i64 %300, 3
  %302 = lshr i64 %17, 2
  %303 = and i64 %302, 3
  %304 = lshr i64 %17, 4
  %305 = and i64 %304, 3
  %306 = and i64 %17, 3
  %307 = lshr i64 %17, 2
  %308 = and i64 %307, 3
  %309 = lshr i64 %17, 4
  %310 = and i64 %309, 3
  %311 = lshr i64 %17, 2
  %312 = and i64 %311, 3
  %313 = lshr i64 %17, 4
  %314 = and i64 %313, 3
  %315 = and i64 %17, 3
  %316 = lshr i64 %17, 2
  %317 = and i64 %316, 3
  %318 = lshr i64 %17, 4
  %319 = and i64 %318, 3
  %320 = lshr i64 %17, 2
  %321 = and i64 %320, 3
  %322 = lshr i64 %17, 4
  %323 = and i64 %322, 3
  %324 = and i64 %17, 3
  %325 = lshr i64 %17, 2
  %326 = and i64 %325, 3
  %327 = lshr i64 %17, 4
  %328 = and i64 %327, 3
  %329 = add i64 %5, -1
  %330 = and i64 %5, 1
  %331 = icmp eq i64 %329, 0
  %332 = and i64 %5, 9223372036854775806
  %333 = icmp eq i64 %330, 0
  %334 = icmp ne i64 %330, 0
  %335 = and i64 %5, 1
  %336 = icmp eq i64 %329, 0
  %337 = and i64 %5, 9223372036854775806
  %338 = icmp eq i64 %335, 0
  %339 = icmp ne i64 %335, 0
  %340 = and i64 %5, 1
  %341 = icmp eq i64 %329, 0
  %342 = and i64 %5, 9223372036854775806
  %343 = icmp eq i64 %340, 0
  %344 = icmp ne i64 %340, 0
  %345 = and i64 %5, 1
  %346 = icmp eq i64 %329, 0
  %347 = and i64 %5, 9223372036854775806
  %348 = icmp eq i64 %345, 0
  %349 = icmp ne i64 %345, 0
  br label %351

350:                                              ; preds = %5855, %18
  ret void

351:                                              ; preds = %38, %5855
  %352 = phi i64 [ %3, %38 ], [ %5856, %5855 ]
  %353 = srem i64 %352, %34
  %354 = sdiv i64 %352, %34
  %355 = srem i64 %354, %36
  %356 = sdiv i64 %354, %36
  %357 = mul nsw i64 %353, 6
  %358 = shl nsw i64 %355, 4
  %359 = sub nsw i64 %6, %357
  %360 = icmp sgt i64 %359, 5
  %361 = trunc i64 %359 to i32
  %362 = sub i64 %7, %358
  %363 = add nsw i64 %362, 7
  %364 = sdiv i64 %363, 8
  %365 = icmp sgt i64 %362, 8
  %366 = trunc i64 %364 to i32
  %367 = select i1 %365, i32 2, i32 %366
  %368 = mul nsw i64 %356, %8
  %369 = getelementptr inbounds float, ptr %19, i64 %368
  %370 = mul nsw i64 %356, %9
  %371 = getelementptr inbounds float, ptr %22, i64 %370
  %372 = mul nsw i64 %356, %14
  %373 = getelementptr inbounds float, ptr %23, i64 %372
  %374 = select i1 %39, ptr null, ptr %373
  %375 = mul nsw i64 %356, %12
  %376 = getelementptr inbounds float, ptr %24, i64 %375
  %377 = shl nsw i32 %361, 3
  %378 = select i1 %360, i32 48, i32 %377
  %379 = add nsw i32 %367, %378
  switch i32 %379, label %5855 [
    i32 9, label %380
    i32 10, label %507
    i32 17, label %724
    i32 18, label %946
    i32 25, label %1289
    i32 26, label %1605
    i32 33, label %2105
    i32 34, label %2458
    i32 41, label %3115
    i32 42, label %3551
    i32 49, label %4365
    i32 50, label %4884
  ]

380:                                              ; preds = %351
  %381 = icmp sgt i64 %362, 7
  %382 = trunc i64 %362 to i32
  %383 = select i1 %381, i32 8, i32 %382
  %384 = insertelement <8 x i32> poison, i32 %383, i64 0
  %385 = shufflevector <8 x i32> %384, <8 x i32> poison, <8 x i32> zeroinitializer
  %386 = icmp sgt <8 x i32> %385, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %40, label %392, label %387

387:                                              ; preds = %380
  %388 = getelementptr inbounds float, ptr %21, i64 %357
  %389 = load float, ptr %388, align 1
  %390 = insertelement <8 x float> poison, float %389, i64 0
  %391 = shufflevector <8 x float> %390, <8 x float> poison, <8 x i32> zeroinitializer
  br label %397

392:                                              ; preds = %380
  %393 = getelementptr float, ptr %371, i64 %358
  %394 = mul nsw i64 %357, %7
  %395 = getelementptr float, ptr %393, i64 %394
  %396 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %395, <8 x i1> %386, <8 x float> zeroinitializer)
  br label %397

397:                                              ; preds = %392, %387
  %398 = phi <8 x float> [ %396, %392 ], [ %391, %387 ]
  %399 = getelementptr inbounds float, ptr %369, i64 %358
  %400 = mul nsw i64 %357, %5
  %401 = getelementptr inbounds float, ptr %20, i64 %400
  br i1 %41, label %402, label %415

402:                                              ; preds = %397
  br i1 %346, label %404, label %420

403:                                              ; preds = %420
  br i1 %348, label %415, label %404

404:                                              ; preds = %403, %402
  %405 = phi <8 x float> [ %398, %402 ], [ %440, %403 ]
  %406 = phi i64 [ 0, %402 ], [ %441, %403 ]
  tail call void @llvm.assume(i1 %349)
  %407 = mul nsw i64 %406, %7
  %408 = getelementptr inbounds float, ptr %399, i64 %407
  %409 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %408, <8 x i1> %386, <8 x float> zeroinitializer)
  %410 = getelementptr float, ptr %401, i64 %406
  %411 = load float, ptr %410, align 1
  %412 = insertelement <8 x float> poison, float %411, i64 0
  %413 = shufflevector <8 x float> %412, <8 x float> poison, <8 x i32> zeroinitializer
  %414 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %409, <8 x float> %413, <8 x float> %405)
  br label %415

415:                                              ; preds = %404, %403, %397
  %416 = phi <8 x float> [ %398, %397 ], [ %440, %403 ], [ %414, %404 ]
  %417 = getelementptr float, ptr %376, i64 %358
  %418 = mul nsw i64 %357, %7
  %419 = getelementptr float, ptr %417, i64 %418
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %416, ptr align 1 %419, <8 x i1> %386)
  br i1 %42, label %5855, label %444

420:                                              ; preds = %402, %420
  %421 = phi <8 x float> [ %440, %420 ], [ %398, %402 ]
  %422 = phi i64 [ %441, %420 ], [ 0, %402 ]
  %423 = phi i64 [ %442, %420 ], [ 0, %402 ]
  %424 = mul nsw i64 %422, %7
  %425 = getelementptr inbounds float, ptr %399, i64 %424
  %426 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %425, <8 x i1> %386, <8 x float> zeroinitializer)
  %427 = getelementptr float, ptr %401, i64 %422
  %428 = load float, ptr %427, align 1
  %429 = insertelement <8 x float> poison, float %428, i64 0
  %430 = shufflevector <8 x float> %429, <8 x float> poison, <8 x i32> zeroinitializer
  %431 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %426, <8 x float> %430, <8 x float> %421)
  %432 = or disjoint i64 %422, 1
  %433 = mul nsw i64 %432, %7
  %434 = getelementptr inbounds float, ptr %399, i64 %433
  %435 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %434, <8 x i1> %386, <8 x float> zeroinitializer)
  %436 = getelementptr float, ptr %401, i64 %432
  %437 = load float, ptr %436, align 1
  %438 = insertelement <8 x float> poison, float %437, i64 0
  %439 = shufflevector <8 x float> %438, <8 x float> poison, <8 x i32> zeroinitializer
  %440 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %435, <8 x float> %439, <8 x float> %431)
  %441 = add nuw nsw i64 %422, 2
  %442 = add i64 %423, 2
  %443 = icmp eq i64 %442, %347
  br i1 %443, label %403, label %420

444:                                              ; preds = %415
  %445 = add nsw i64 %358, %418
  %446 = getelementptr inbounds float, ptr %376, i64 %445
  %447 = getelementptr inbounds float, ptr %374, i64 %445
  %448 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %446, <8 x i1> %386, <8 x float> zeroinitializer)
  switch i64 %324, label %466 [
    i64 1, label %449
    i64 2, label %452
    i64 3, label %459
    i64 0, label %505
  ]

449:                                              ; preds = %444
  %450 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %447, <8 x i1> %386, <8 x float> zeroinitializer)
  %451 = fadd <8 x float> %448, %450
  br label %467

452:                                              ; preds = %444
  %453 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %448)
  %454 = bitcast <8 x float> %448 to <8 x i32>
  %455 = or <8 x i32> %454, %44
  %456 = bitcast <8 x i32> %455 to <8 x float>
  %457 = fcmp oeq <8 x float> %448, %32
  %458 = select <8 x i1> %457, <8 x float> %456, <8 x float> %453
  br label %467

459:                                              ; preds = %444
  %460 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %448)
  %461 = bitcast <8 x float> %448 to <8 x i32>
  %462 = and <8 x i32> %461, %43
  %463 = bitcast <8 x i32> %462 to <8 x float>
  %464 = fcmp oeq <8 x float> %448, %29
  %465 = select <8 x i1> %464, <8 x float> %463, <8 x float> %460
  br label %467

466:                                              ; preds = %5833, %5814, %5791, %5772, %5753, %5730, %5711, %5692, %5669, %5650, %5631, %5608, %5589, %5570, %5547, %5528, %5509, %5486, %5467, %5448, %5425, %5406, %5387, %5364, %5345, %5326, %5303, %5284, %5265, %5242, %5223, %5204, %5181, %5162, %5143, %5087, %4862, %4843, %4820, %4801, %4782, %4759, %4740, %4721, %4698, %4679, %4660, %4637, %4618, %4599, %4576, %4557, %4538, %4500, %4343, %4324, %4301, %4282, %4263, %4240, %4221, %4202, %4179, %4160, %4141, %4118, %4099, %4080, %4057, %4038, %4019, %3996, %3977, %3958, %3935, %3916, %3897, %3874, %3855, %3836, %3813, %3794, %3775, %3725, %3529, %3510, %3487, %3468, %3449, %3426, %3407, %3388, %3365, %3346, %3327, %3304, %3285, %3266, %3231, %3093, %3074, %3051, %3032, %3013, %2990, %2971, %2952, %2929, %2910, %2891, %2868, %2849, %2830, %2807, %2788, %2769, %2746, %2727, %2708, %2685, %2666, %2647, %2603, %2436, %2417, %2394, %2375, %2356, %2333, %2314, %2295, %2272, %2253, %2234, %2202, %2083, %2064, %2041, %2022, %2003, %1980, %1961, %1942, %1919, %1900, %1881, %1858, %1839, %1820, %1797, %1778, %1759, %1721, %1583, %1564, %1541, %1522, %1503, %1480, %1461, %1442, %1413, %1267, %1248, %1225, %1206, %1187, %1164, %1145, %1126, %1103, %1084, %1065, %1033, %924, %905, %882, %863, %844, %818, %702, %683, %660, %641, %622, %596, %486, %467, %444
  unreachable

467:                                              ; preds = %459, %452, %449
  %468 = phi <8 x float> [ %451, %449 ], [ %458, %452 ], [ %465, %459 ]
  switch i64 %326, label %466 [
    i64 1, label %483
    i64 2, label %476
    i64 3, label %469
    i64 0, label %505
  ]

469:                                              ; preds = %467
  %470 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %468)
  %471 = bitcast <8 x float> %468 to <8 x i32>
  %472 = and <8 x i32> %471, %43
  %473 = bitcast <8 x i32> %472 to <8 x float>
  %474 = fcmp oeq <8 x float> %468, %29
  %475 = select <8 x i1> %474, <8 x float> %473, <8 x float> %470
  br label %486

476:                                              ; preds = %467
  %477 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %468)
  %478 = bitcast <8 x float> %468 to <8 x i32>
  %479 = or <8 x i32> %478, %44
  %480 = bitcast <8 x i32> %479 to <8 x float>
  %481 = fcmp oeq <8 x float> %468, %32
  %482 = select <8 x i1> %481, <8 x float> %480, <8 x float> %477
  br label %486

483:                                              ; preds = %467
  %484 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %447, <8 x i1> %386, <8 x float> zeroinitializer)
  %485 = fadd <8 x float> %468, %484
  br label %486

486:                                              ; preds = %483, %476, %469
  %487 = phi <8 x float> [ %485, %483 ], [ %482, %476 ], [ %475, %469 ]
  switch i64 %328, label %466 [
    i64 1, label %502
    i64 2, label %495
    i64 3, label %488
    i64 0, label %505
  ]

488:                                              ; preds = %486
  %489 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %487)
  %490 = bitcast <8 x float> %487 to <8 x i32>
  %491 = and <8 x i32> %490, %43
  %492 = bitcast <8 x i32> %491 to <8 x float>
  %493 = fcmp oeq <8 x float> %487, %29
  %494 = select <8 x i1> %493, <8 x float> %492, <8 x float> %489
  br label %505

495:                                              ; preds = %486
  %496 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %487)
  %497 = bitcast <8 x float> %487 to <8 x i32>
  %498 = or <8 x i32> %497, %44
  %499 = bitcast <8 x i32> %498 to <8 x float>
  %500 = fcmp oeq <8 x float> %487, %32
  %501 = select <8 x i1> %500, <8 x float> %499, <8 x float> %496
  br label %505

502:                                              ; preds = %486
  %503 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %447, <8 x i1> %386, <8 x float> zeroinitializer)
  %504 = fadd <8 x float> %487, %503
  br label %505

505:                                              ; preds = %488, %495, %502, %486, %467, %444
  %506 = phi <8 x float> [ %487, %486 ], [ %448, %444 ], [ %468, %467 ], [ %504, %502 ], [ %501, %495 ], [ %494, %488 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %506, ptr align 1 %446, <8 x i1> %386)
  br label %5855

507:                                              ; preds = %351
  %508 = icmp sgt i64 %362, 7
  %509 = trunc i64 %362 to i32
  %510 = select i1 %508, i32 8, i32 %509
  %511 = insertelement <8 x i32> poison, i32 %510, i64 0
  %512 = shufflevector <8 x i32> %511, <8 x i32> poison, <8 x i32> zeroinitializer
  %513 = icmp sgt <8 x i32> %512, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %514 = or disjoint i64 %358, 8
  %515 = sub i64 %7, %514
  %516 = icmp sgt i64 %515, 7
  %517 = trunc i64 %515 to i32
  %518 = select i1 %516, i32 8, i32 %517
  %519 = insertelement <8 x i32> poison, i32 %518, i64 0
  %520 = shufflevector <8 x i32> %519, <8 x i32> poison, <8 x i32> zeroinitializer
  %521 = icmp sgt <8 x i32> %520, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %522 = mul nsw i64 %357, %7
  br i1 %40, label %530, label %523

523:                                              ; preds = %507
  %524 = getelementptr inbounds float, ptr %21, i64 %357
  %525 = load float, ptr %524, align 1
  %526 = insertelement <8 x float> poison, float %525, i64 0
  %527 = shufflevector <8 x float> %526, <8 x float> poison, <8 x i32> zeroinitializer
  %528 = insertelement <8 x float> poison, float %525, i64 0
  %529 = shufflevector <8 x float> %528, <8 x float> poison, <8 x i32> zeroinitializer
  br label %536

530:                                              ; preds = %507
  %531 = getelementptr float, ptr %371, i64 %358
  %532 = getelementptr float, ptr %531, i64 %522
  %533 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %532, <8 x i1> %513, <8 x float> zeroinitializer)
  %534 = getelementptr inbounds nuw i8, ptr %532, i64 32
  %535 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %534, <8 x i1> %521, <8 x float> zeroinitializer)
  br label %536

536:                                              ; preds = %530, %523
  %537 = phi <8 x float> [ %533, %530 ], [ %527, %523 ]
  %538 = phi <8 x float> [ %535, %530 ], [ %529, %523 ]
  %539 = getelementptr inbounds float, ptr %369, i64 %358
  %540 = mul nsw i64 %357, %5
  %541 = getelementptr inbounds float, ptr %20, i64 %540
  br i1 %41, label %542, label %559

542:                                              ; preds = %536
  br i1 %341, label %544, label %565

543:                                              ; preds = %565
  br i1 %343, label %559, label %544

544:                                              ; preds = %543, %542
  %545 = phi <8 x float> [ %537, %542 ], [ %591, %543 ]
  %546 = phi <8 x float> [ %538, %542 ], [ %592, %543 ]
  %547 = phi i64 [ 0, %542 ], [ %593, %543 ]
  tail call void @llvm.assume(i1 %344)
  %548 = mul nsw i64 %547, %7
  %549 = getelementptr inbounds float, ptr %539, i64 %548
  %550 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %549, <8 x i1> %513, <8 x float> zeroinitializer)
  %551 = getelementptr inbounds nuw i8, ptr %549, i64 32
  %552 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %551, <8 x i1> %521, <8 x float> zeroinitializer)
  %553 = getelementptr float, ptr %541, i64 %547
  %554 = load float, ptr %553, align 1
  %555 = insertelement <8 x float> poison, float %554, i64 0
  %556 = shufflevector <8 x float> %555, <8 x float> poison, <8 x i32> zeroinitializer
  %557 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %550, <8 x float> %556, <8 x float> %545)
  %558 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %552, <8 x float> %556, <8 x float> %546)
  br label %559

559:                                              ; preds = %544, %543, %536
  %560 = phi <8 x float> [ %537, %536 ], [ %591, %543 ], [ %557, %544 ]
  %561 = phi <8 x float> [ %538, %536 ], [ %592, %543 ], [ %558, %544 ]
  %562 = getelementptr inbounds float, ptr %376, i64 %522
  %563 = getelementptr inbounds float, ptr %562, i64 %358
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %560, ptr align 1 %563, <8 x i1> %513)
  %564 = getelementptr inbounds nuw i8, ptr %563, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %561, ptr nonnull align 1 %564, <8 x i1> %521)
  br i1 %42, label %5855, label %596

565:                                              ; preds = %542, %565
  %566 = phi <8 x float> [ %591, %565 ], [ %537, %542 ]
  %567 = phi <8 x float> [ %592, %565 ], [ %538, %542 ]
  %568 = phi i64 [ %593, %565 ], [ 0, %542 ]
  %569 = phi i64 [ %594, %565 ], [ 0, %542 ]
  %570 = mul nsw i64 %568, %7
  %571 = getelementptr inbounds float, ptr %539, i64 %570
  %572 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %571, <8 x i1> %513, <8 x float> zeroinitializer)
  %573 = getelementptr inbounds nuw i8, ptr %571, i64 32
  %574 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %573, <8 x i1> %521, <8 x float> zeroinitializer)
  %575 = getelementptr float, ptr %541, i64 %568
  %576 = load float, ptr %575, align 1
  %577 = insertelement <8 x float> poison, float %576, i64 0
  %578 = shufflevector <8 x float> %577, <8 x float> poison, <8 x i32> zeroinitializer
  %579 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %572, <8 x float> %578, <8 x float> %566)
  %580 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %574, <8 x float> %578, <8 x float> %567)
  %581 = or disjoint i64 %568, 1
  %582 = mul nsw i64 %581, %7
  %583 = getelementptr inbounds float, ptr %539, i64 %582
  %584 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %583, <8 x i1> %513, <8 x float> zeroinitializer)
  %585 = getelementptr inbounds nuw i8, ptr %583, i64 32
  %586 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %585, <8 x i1> %521, <8 x float> zeroinitializer)
  %587 = getelementptr float, ptr %541, i64 %581
  %588 = load float, ptr %587, align 1
  %589 = insertelement <8 x float> poison, float %588, i64 0
  %590 = shufflevector <8 x float> %589, <8 x float> poison, <8 x i32> zeroinitializer
  %591 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %584, <8 x float> %590, <8 x float> %579)
  %592 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %586, <8 x float> %590, <8 x float> %580)
  %593 = add nuw nsw i64 %568, 2
  %594 = add i64 %569, 2
  %595 = icmp eq i64 %594, %342
  br i1 %595, label %543, label %565

596:                                              ; preds = %559
  %597 = add nsw i64 %358, %522
  %598 = getelementptr inbounds float, ptr %376, i64 %597
  %599 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %598, <8 x i1> %513, <8 x float> zeroinitializer)
  %600 = getelementptr inbounds float, ptr %374, i64 %597
  switch i64 %315, label %466 [
    i64 1, label %605
    i64 2, label %608
    i64 3, label %615
    i64 0, label %601
  ]

601:                                              ; preds = %596
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %599, ptr align 1 %598, <8 x i1> %513)
  %602 = getelementptr float, ptr %376, i64 %597
  %603 = getelementptr i8, ptr %602, i64 32
  %604 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %603, <8 x i1> %521, <8 x float> zeroinitializer)
  br label %721

605:                                              ; preds = %596
  %606 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %600, <8 x i1> %513, <8 x float> zeroinitializer)
  %607 = fadd <8 x float> %599, %606
  br label %622

608:                                              ; preds = %596
  %609 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %599)
  %610 = bitcast <8 x float> %599 to <8 x i32>
  %611 = or <8 x i32> %610, %44
  %612 = bitcast <8 x i32> %611 to <8 x float>
  %613 = fcmp oeq <8 x float> %599, %32
  %614 = select <8 x i1> %613, <8 x float> %612, <8 x float> %609
  br label %622

615:                                              ; preds = %596
  %616 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %599)
  %617 = bitcast <8 x float> %599 to <8 x i32>
  %618 = and <8 x i32> %617, %43
  %619 = bitcast <8 x i32> %618 to <8 x float>
  %620 = fcmp oeq <8 x float> %599, %29
  %621 = select <8 x i1> %620, <8 x float> %619, <8 x float> %616
  br label %622

622:                                              ; preds = %615, %608, %605
  %623 = phi <8 x float> [ %607, %605 ], [ %614, %608 ], [ %621, %615 ]
  switch i64 %317, label %466 [
    i64 1, label %638
    i64 2, label %631
    i64 3, label %624
    i64 0, label %660
  ]

624:                                              ; preds = %622
  %625 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %623)
  %626 = bitcast <8 x float> %623 to <8 x i32>
  %627 = and <8 x i32> %626, %43
  %628 = bitcast <8 x i32> %627 to <8 x float>
  %629 = fcmp oeq <8 x float> %623, %29
  %630 = select <8 x i1> %629, <8 x float> %628, <8 x float> %625
  br label %641

631:                                              ; preds = %622
  %632 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %623)
  %633 = bitcast <8 x float> %623 to <8 x i32>
  %634 = or <8 x i32> %633, %44
  %635 = bitcast <8 x i32> %634 to <8 x float>
  %636 = fcmp oeq <8 x float> %623, %32
  %637 = select <8 x i1> %636, <8 x float> %635, <8 x float> %632
  br label %641

638:                                              ; preds = %622
  %639 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %600, <8 x i1> %513, <8 x float> zeroinitializer)
  %640 = fadd <8 x float> %623, %639
  br label %641

641:                                              ; preds = %638, %631, %624
  %642 = phi <8 x float> [ %640, %638 ], [ %637, %631 ], [ %630, %624 ]
  switch i64 %319, label %466 [
    i64 1, label %657
    i64 2, label %650
    i64 3, label %643
    i64 0, label %660
  ]

643:                                              ; preds = %641
  %644 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %642)
  %645 = bitcast <8 x float> %642 to <8 x i32>
  %646 = and <8 x i32> %645, %43
  %647 = bitcast <8 x i32> %646 to <8 x float>
  %648 = fcmp oeq <8 x float> %642, %29
  %649 = select <8 x i1> %648, <8 x float> %647, <8 x float> %644
  br label %660

650:                                              ; preds = %641
  %651 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %642)
  %652 = bitcast <8 x float> %642 to <8 x i32>
  %653 = or <8 x i32> %652, %44
  %654 = bitcast <8 x i32> %653 to <8 x float>
  %655 = fcmp oeq <8 x float> %642, %32
  %656 = select <8 x i1> %655, <8 x float> %654, <8 x float> %651
  br label %660

657:                                              ; preds = %641
  %658 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %600, <8 x i1> %513, <8 x float> zeroinitializer)
  %659 = fadd <8 x float> %642, %658
  br label %660

660:                                              ; preds = %643, %650, %657, %641, %622
  %661 = phi <8 x float> [ %642, %641 ], [ %649, %643 ], [ %623, %622 ], [ %659, %657 ], [ %656, %650 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %661, ptr align 1 %598, <8 x i1> %513)
  %662 = add nsw i64 %597, 8
  %663 = getelementptr inbounds float, ptr %376, i64 %662
  %664 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %663, <8 x i1> %521, <8 x float> zeroinitializer)
  %665 = getelementptr inbounds float, ptr %374, i64 %662
  switch i64 %315, label %466 [
    i64 1, label %680
    i64 2, label %673
    i64 3, label %666
  ]

666:                                              ; preds = %660
  %667 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %664)
  %668 = bitcast <8 x float> %664 to <8 x i32>
  %669 = and <8 x i32> %668, %43
  %670 = bitcast <8 x i32> %669 to <8 x float>
  %671 = fcmp oeq <8 x float> %664, %29
  %672 = select <8 x i1> %671, <8 x float> %670, <8 x float> %667
  br label %683

673:                                              ; preds = %660
  %674 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %664)
  %675 = bitcast <8 x float> %664 to <8 x i32>
  %676 = or <8 x i32> %675, %44
  %677 = bitcast <8 x i32> %676 to <8 x float>
  %678 = fcmp oeq <8 x float> %664, %32
  %679 = select <8 x i1> %678, <8 x float> %677, <8 x float> %674
  br label %683

680:                                              ; preds = %660
  %681 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %665, <8 x i1> %521, <8 x float> zeroinitializer)
  %682 = fadd <8 x float> %664, %681
  br label %683

683:                                              ; preds = %680, %673, %666
  %684 = phi <8 x float> [ %682, %680 ], [ %679, %673 ], [ %672, %666 ]
  switch i64 %321, label %466 [
    i64 1, label %699
    i64 2, label %692
    i64 3, label %685
    i64 0, label %721
  ]

685:                                              ; preds = %683
  %686 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %684)
  %687 = bitcast <8 x float> %684 to <8 x i32>
  %688 = and <8 x i32> %687, %43
  %689 = bitcast <8 x i32> %688 to <8 x float>
  %690 = fcmp oeq <8 x float> %684, %29
  %691 = select <8 x i1> %690, <8 x float> %689, <8 x float> %686
  br label %702

692:                                              ; preds = %683
  %693 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %684)
  %694 = bitcast <8 x float> %684 to <8 x i32>
  %695 = or <8 x i32> %694, %44
  %696 = bitcast <8 x i32> %695 to <8 x float>
  %697 = fcmp oeq <8 x float> %684, %32
  %698 = select <8 x i1> %697, <8 x float> %696, <8 x float> %693
  br label %702

699:                                              ; preds = %683
  %700 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %665, <8 x i1> %521, <8 x float> zeroinitializer)
  %701 = fadd <8 x float> %684, %700
  br label %702

702:                                              ; preds = %699, %692, %685
  %703 = phi <8 x float> [ %701, %699 ], [ %698, %692 ], [ %691, %685 ]
  switch i64 %323, label %466 [
    i64 1, label %718
    i64 2, label %711
    i64 3, label %704
    i64 0, label %721
  ]

704:                                              ; preds = %702
  %705 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %703)
  %706 = bitcast <8 x float> %703 to <8 x i32>
  %707 = and <8 x i32> %706, %43
  %708 = bitcast <8 x i32> %707 to <8 x float>
  %709 = fcmp oeq <8 x float> %703, %29
  %710 = select <8 x i1> %709, <8 x float> %708, <8 x float> %705
  br label %721

711:                                              ; preds = %702
  %712 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %703)
  %713 = bitcast <8 x float> %703 to <8 x i32>
  %714 = or <8 x i32> %713, %44
  %715 = bitcast <8 x i32> %714 to <8 x float>
  %716 = fcmp oeq <8 x float> %703, %32
  %717 = select <8 x i1> %716, <8 x float> %715, <8 x float> %712
  br label %721

718:                                              ; preds = %702
  %719 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %665, <8 x i1> %521, <8 x float> zeroinitializer)
  %720 = fadd <8 x float> %703, %719
  br label %721

721:                                              ; preds = %704, %711, %718, %601, %702, %683
  %722 = phi ptr [ %603, %601 ], [ %663, %704 ], [ %663, %683 ], [ %663, %702 ], [ %663, %718 ], [ %663, %711 ]
  %723 = phi <8 x float> [ %604, %601 ], [ %710, %704 ], [ %684, %683 ], [ %703, %702 ], [ %720, %718 ], [ %717, %711 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %723, ptr align 1 %722, <8 x i1> %521)
  br label %5855

724:                                              ; preds = %351
  %725 = icmp sgt i64 %362, 7
  %726 = trunc i64 %362 to i32
  %727 = select i1 %725, i32 8, i32 %726
  %728 = insertelement <8 x i32> poison, i32 %727, i64 0
  %729 = shufflevector <8 x i32> %728, <8 x i32> poison, <8 x i32> zeroinitializer
  %730 = icmp sgt <8 x i32> %729, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %40, label %740, label %731

731:                                              ; preds = %724
  %732 = getelementptr inbounds float, ptr %21, i64 %357
  %733 = load float, ptr %732, align 1
  %734 = insertelement <8 x float> poison, float %733, i64 0
  %735 = shufflevector <8 x float> %734, <8 x float> poison, <8 x i32> zeroinitializer
  %736 = getelementptr inbounds nuw i8, ptr %732, i64 4
  %737 = load float, ptr %736, align 1
  %738 = insertelement <8 x float> poison, float %737, i64 0
  %739 = shufflevector <8 x float> %738, <8 x float> poison, <8 x i32> zeroinitializer
  br label %749

740:                                              ; preds = %724
  %741 = getelementptr float, ptr %371, i64 %358
  %742 = mul nsw i64 %357, %7
  %743 = getelementptr float, ptr %741, i64 %742
  %744 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %743, <8 x i1> %730, <8 x float> zeroinitializer)
  %745 = or disjoint i64 %357, 1
  %746 = mul nsw i64 %745, %7
  %747 = getelementptr float, ptr %741, i64 %746
  %748 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %747, <8 x i1> %730, <8 x float> zeroinitializer)
  br label %749

749:                                              ; preds = %740, %731
  %750 = phi <8 x float> [ %744, %740 ], [ %735, %731 ]
  %751 = phi <8 x float> [ %748, %740 ], [ %739, %731 ]
  %752 = getelementptr inbounds float, ptr %369, i64 %358
  %753 = mul nsw i64 %357, %5
  %754 = getelementptr inbounds float, ptr %20, i64 %753
  br i1 %41, label %755, label %774

755:                                              ; preds = %749
  br i1 %336, label %757, label %783

756:                                              ; preds = %783
  br i1 %338, label %774, label %757

757:                                              ; preds = %756, %755
  %758 = phi <8 x float> [ %750, %755 ], [ %809, %756 ]
  %759 = phi <8 x float> [ %751, %755 ], [ %814, %756 ]
  %760 = phi i64 [ 0, %755 ], [ %815, %756 ]
  tail call void @llvm.assume(i1 %339)
  %761 = mul nsw i64 %760, %7
  %762 = getelementptr inbounds float, ptr %752, i64 %761
  %763 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %762, <8 x i1> %730, <8 x float> zeroinitializer)
  %764 = getelementptr float, ptr %754, i64 %760
  %765 = load float, ptr %764, align 1
  %766 = insertelement <8 x float> poison, float %765, i64 0
  %767 = shufflevector <8 x float> %766, <8 x float> poison, <8 x i32> zeroinitializer
  %768 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %763, <8 x float> %767, <8 x float> %758)
  %769 = getelementptr float, ptr %764, i64 %5
  %770 = load float, ptr %769, align 1
  %771 = insertelement <8 x float> poison, float %770, i64 0
  %772 = shufflevector <8 x float> %771, <8 x float> poison, <8 x i32> zeroinitializer
  %773 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %763, <8 x float> %772, <8 x float> %759)
  br label %774

774:                                              ; preds = %757, %756, %749
  %775 = phi <8 x float> [ %750, %749 ], [ %809, %756 ], [ %768, %757 ]
  %776 = phi <8 x float> [ %751, %749 ], [ %814, %756 ], [ %773, %757 ]
  %777 = getelementptr float, ptr %376, i64 %358
  %778 = mul nsw i64 %357, %7
  %779 = getelementptr float, ptr %777, i64 %778
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %775, ptr align 1 %779, <8 x i1> %730)
  %780 = or disjoint i64 %357, 1
  %781 = mul nsw i64 %780, %7
  %782 = getelementptr float, ptr %777, i64 %781
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %776, ptr align 1 %782, <8 x i1> %730)
  br i1 %42, label %5855, label %818

783:                                              ; preds = %755, %783
  %784 = phi <8 x float> [ %809, %783 ], [ %750, %755 ]
  %785 = phi <8 x float> [ %814, %783 ], [ %751, %755 ]
  %786 = phi i64 [ %815, %783 ], [ 0, %755 ]
  %787 = phi i64 [ %816, %783 ], [ 0, %755 ]
  %788 = mul nsw i64 %786, %7
  %789 = getelementptr inbounds float, ptr %752, i64 %788
  %790 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %789, <8 x i1> %730, <8 x float> zeroinitializer)
  %791 = getelementptr float, ptr %754, i64 %786
  %792 = load float, ptr %791, align 1
  %793 = insertelement <8 x float> poison, float %792, i64 0
  %794 = shufflevector <8 x float> %793, <8 x float> poison, <8 x i32> zeroinitializer
  %795 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %790, <8 x float> %794, <8 x float> %784)
  %796 = getelementptr float, ptr %791, i64 %5
  %797 = load float, ptr %796, align 1
  %798 = insertelement <8 x float> poison, float %797, i64 0
  %799 = shufflevector <8 x float> %798, <8 x float> poison, <8 x i32> zeroinitializer
  %800 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %790, <8 x float> %799, <8 x float> %785)
  %801 = or disjoint i64 %786, 1
  %802 = mul nsw i64 %801, %7
  %803 = getelementptr inbounds float, ptr %752, i64 %802
  %804 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %803, <8 x i1> %730, <8 x float> zeroinitializer)
  %805 = getelementptr float, ptr %754, i64 %801
  %806 = load float, ptr %805, align 1
  %807 = insertelement <8 x float> poison, float %806, i64 0
  %808 = shufflevector <8 x float> %807, <8 x float> poison, <8 x i32> zeroinitializer
  %809 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %804, <8 x float> %808, <8 x float> %795)
  %810 = getelementptr float, ptr %805, i64 %5
  %811 = load float, ptr %810, align 1
  %812 = insertelement <8 x float> poison, float %811, i64 0
  %813 = shufflevector <8 x float> %812, <8 x float> poison, <8 x i32> zeroinitializer
  %814 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %804, <8 x float> %813, <8 x float> %800)
  %815 = add nuw nsw i64 %786, 2
  %816 = add i64 %787, 2
  %817 = icmp eq i64 %816, %337
  br i1 %817, label %756, label %783

818:                                              ; preds = %774
  %819 = add nsw i64 %778, %358
  %820 = getelementptr inbounds float, ptr %376, i64 %819
  %821 = getelementptr inbounds float, ptr %374, i64 %819
  %822 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %820, <8 x i1> %730, <8 x float> zeroinitializer)
  switch i64 %306, label %466 [
    i64 1, label %827
    i64 2, label %830
    i64 3, label %837
    i64 0, label %823
  ]

823:                                              ; preds = %818
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %822, ptr align 1 %820, <8 x i1> %730)
  %824 = getelementptr float, ptr %376, i64 %781
  %825 = getelementptr float, ptr %824, i64 %358
  %826 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %825, <8 x i1> %730, <8 x float> zeroinitializer)
  br label %943

827:                                              ; preds = %818
  %828 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %821, <8 x i1> %730, <8 x float> zeroinitializer)
  %829 = fadd <8 x float> %822, %828
  br label %844

830:                                              ; preds = %818
  %831 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %822)
  %832 = bitcast <8 x float> %822 to <8 x i32>
  %833 = or <8 x i32> %832, %44
  %834 = bitcast <8 x i32> %833 to <8 x float>
  %835 = fcmp oeq <8 x float> %822, %32
  %836 = select <8 x i1> %835, <8 x float> %834, <8 x float> %831
  br label %844

837:                                              ; preds = %818
  %838 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %822)
  %839 = bitcast <8 x float> %822 to <8 x i32>
  %840 = and <8 x i32> %839, %43
  %841 = bitcast <8 x i32> %840 to <8 x float>
  %842 = fcmp oeq <8 x float> %822, %29
  %843 = select <8 x i1> %842, <8 x float> %841, <8 x float> %838
  br label %844

844:                                              ; preds = %837, %830, %827
  %845 = phi <8 x float> [ %829, %827 ], [ %836, %830 ], [ %843, %837 ]
  switch i64 %308, label %466 [
    i64 1, label %860
    i64 2, label %853
    i64 3, label %846
    i64 0, label %882
  ]

846:                                              ; preds = %844
  %847 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %845)
  %848 = bitcast <8 x float> %845 to <8 x i32>
  %849 = and <8 x i32> %848, %43
  %850 = bitcast <8 x i32> %849 to <8 x float>
  %851 = fcmp oeq <8 x float> %845, %29
  %852 = select <8 x i1> %851, <8 x float> %850, <8 x float> %847
  br label %863

853:                                              ; preds = %844
  %854 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %845)
  %855 = bitcast <8 x float> %845 to <8 x i32>
  %856 = or <8 x i32> %855, %44
  %857 = bitcast <8 x i32> %856 to <8 x float>
  %858 = fcmp oeq <8 x float> %845, %32
  %859 = select <8 x i1> %858, <8 x float> %857, <8 x float> %854
  br label %863

860:                                              ; preds = %844
  %861 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %821, <8 x i1> %730, <8 x float> zeroinitializer)
  %862 = fadd <8 x float> %845, %861
  br label %863

863:                                              ; preds = %860, %853, %846
  %864 = phi <8 x float> [ %862, %860 ], [ %859, %853 ], [ %852, %846 ]
  switch i64 %310, label %466 [
    i64 1, label %879
    i64 2, label %872
    i64 3, label %865
    i64 0, label %882
  ]

865:                                              ; preds = %863
  %866 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %864)
  %867 = bitcast <8 x float> %864 to <8 x i32>
  %868 = and <8 x i32> %867, %43
  %869 = bitcast <8 x i32> %868 to <8 x float>
  %870 = fcmp oeq <8 x float> %864, %29
  %871 = select <8 x i1> %870, <8 x float> %869, <8 x float> %866
  br label %882

872:                                              ; preds = %863
  %873 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %864)
  %874 = bitcast <8 x float> %864 to <8 x i32>
  %875 = or <8 x i32> %874, %44
  %876 = bitcast <8 x i32> %875 to <8 x float>
  %877 = fcmp oeq <8 x float> %864, %32
  %878 = select <8 x i1> %877, <8 x float> %876, <8 x float> %873
  br label %882

879:                                              ; preds = %863
  %880 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %821, <8 x i1> %730, <8 x float> zeroinitializer)
  %881 = fadd <8 x float> %864, %880
  br label %882

882:                                              ; preds = %865, %872, %879, %863, %844
  %883 = phi <8 x float> [ %864, %863 ], [ %871, %865 ], [ %845, %844 ], [ %881, %879 ], [ %878, %872 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %883, ptr align 1 %820, <8 x i1> %730)
  %884 = add nsw i64 %781, %358
  %885 = getelementptr inbounds float, ptr %376, i64 %884
  %886 = getelementptr inbounds float, ptr %374, i64 %884
  %887 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %885, <8 x i1> %730, <8 x float> zeroinitializer)
  switch i64 %306, label %466 [
    i64 1, label %902
    i64 2, label %895
    i64 3, label %888
  ]

888:                                              ; preds = %882
  %889 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %887)
  %890 = bitcast <8 x float> %887 to <8 x i32>
  %891 = and <8 x i32> %890, %43
  %892 = bitcast <8 x i32> %891 to <8 x float>
  %893 = fcmp oeq <8 x float> %887, %29
  %894 = select <8 x i1> %893, <8 x float> %892, <8 x float> %889
  br label %905

895:                                              ; preds = %882
  %896 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %887)
  %897 = bitcast <8 x float> %887 to <8 x i32>
  %898 = or <8 x i32> %897, %44
  %899 = bitcast <8 x i32> %898 to <8 x float>
  %900 = fcmp oeq <8 x float> %887, %32
  %901 = select <8 x i1> %900, <8 x float> %899, <8 x float> %896
  br label %905

902:                                              ; preds = %882
  %903 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %886, <8 x i1> %730, <8 x float> zeroinitializer)
  %904 = fadd <8 x float> %887, %903
  br label %905

905:                                              ; preds = %902, %895, %888
  %906 = phi <8 x float> [ %904, %902 ], [ %901, %895 ], [ %894, %888 ]
  switch i64 %312, label %466 [
    i64 1, label %921
    i64 2, label %914
    i64 3, label %907
    i64 0, label %943
  ]

907:                                              ; preds = %905
  %908 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %906)
  %909 = bitcast <8 x float> %906 to <8 x i32>
  %910 = and <8 x i32> %909, %43
  %911 = bitcast <8 x i32> %910 to <8 x float>
  %912 = fcmp oeq <8 x float> %906, %29
  %913 = select <8 x i1> %912, <8 x float> %911, <8 x float> %908
  br label %924

914:                                              ; preds = %905
  %915 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %906)
  %916 = bitcast <8 x float> %906 to <8 x i32>
  %917 = or <8 x i32> %916, %44
  %918 = bitcast <8 x i32> %917 to <8 x float>
  %919 = fcmp oeq <8 x float> %906, %32
  %920 = select <8 x i1> %919, <8 x float> %918, <8 x float> %915
  br label %924

921:                                              ; preds = %905
  %922 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %886, <8 x i1> %730, <8 x float> zeroinitializer)
  %923 = fadd <8 x float> %906, %922
  br label %924

924:                                              ; preds = %921, %914, %907
  %925 = phi <8 x float> [ %923, %921 ], [ %920, %914 ], [ %913, %907 ]
  switch i64 %314, label %466 [
    i64 1, label %940
    i64 2, label %933
    i64 3, label %926
    i64 0, label %943
  ]

926:                                              ; preds = %924
  %927 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %925)
  %928 = bitcast <8 x float> %925 to <8 x i32>
  %929 = and <8 x i32> %928, %43
  %930 = bitcast <8 x i32> %929 to <8 x float>
  %931 = fcmp oeq <8 x float> %925, %29
  %932 = select <8 x i1> %931, <8 x float> %930, <8 x float> %927
  br label %943

933:                                              ; preds = %924
  %934 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %925)
  %935 = bitcast <8 x float> %925 to <8 x i32>
  %936 = or <8 x i32> %935, %44
  %937 = bitcast <8 x i32> %936 to <8 x float>
  %938 = fcmp oeq <8 x float> %925, %32
  %939 = select <8 x i1> %938, <8 x float> %937, <8 x float> %934
  br label %943

940:                                              ; preds = %924
  %941 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %886, <8 x i1> %730, <8 x float> zeroinitializer)
  %942 = fadd <8 x float> %925, %941
  br label %943

943:                                              ; preds = %926, %933, %940, %823, %924, %905
  %944 = phi ptr [ %825, %823 ], [ %885, %926 ], [ %885, %905 ], [ %885, %924 ], [ %885, %940 ], [ %885, %933 ]
  %945 = phi <8 x float> [ %826, %823 ], [ %932, %926 ], [ %906, %905 ], [ %925, %924 ], [ %942, %940 ], [ %939, %933 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %945, ptr align 1 %944, <8 x i1> %730)
  br label %5855

946:                                              ; preds = %351
  %947 = icmp sgt i64 %362, 7
  %948 = trunc i64 %362 to i32
  %949 = select i1 %947, i32 8, i32 %948
  %950 = insertelement <8 x i32> poison, i32 %949, i64 0
  %951 = shufflevector <8 x i32> %950, <8 x i32> poison, <8 x i32> zeroinitializer
  %952 = icmp sgt <8 x i32> %951, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %953 = or disjoint i64 %358, 8
  %954 = sub i64 %7, %953
  %955 = icmp sgt i64 %954, 7
  %956 = trunc i64 %954 to i32
  %957 = select i1 %955, i32 8, i32 %956
  %958 = insertelement <8 x i32> poison, i32 %957, i64 0
  %959 = shufflevector <8 x i32> %958, <8 x i32> poison, <8 x i32> zeroinitializer
  %960 = icmp sgt <8 x i32> %959, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %961 = mul nsw i64 %357, %7
  br i1 %40, label %977, label %962

962:                                              ; preds = %946
  %963 = getelementptr inbounds float, ptr %21, i64 %357
  %964 = load float, ptr %963, align 1
  %965 = insertelement <8 x float> poison, float %964, i64 0
  %966 = shufflevector <8 x float> %965, <8 x float> poison, <8 x i32> zeroinitializer
  %967 = insertelement <8 x float> poison, float %964, i64 0
  %968 = shufflevector <8 x float> %967, <8 x float> poison, <8 x i32> zeroinitializer
  %969 = getelementptr inbounds nuw i8, ptr %963, i64 4
  %970 = or disjoint i64 %357, 1
  %971 = mul nsw i64 %970, %7
  %972 = load float, ptr %969, align 1
  %973 = insertelement <8 x float> poison, float %972, i64 0
  %974 = shufflevector <8 x float> %973, <8 x float> poison, <8 x i32> zeroinitializer
  %975 = insertelement <8 x float> poison, float %972, i64 0
  %976 = shufflevector <8 x float> %975, <8 x float> poison, <8 x i32> zeroinitializer
  br label %989

977:                                              ; preds = %946
  %978 = getelementptr float, ptr %371, i64 %358
  %979 = getelementptr float, ptr %978, i64 %961
  %980 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %979, <8 x i1> %952, <8 x float> zeroinitializer)
  %981 = getelementptr inbounds nuw i8, ptr %979, i64 32
  %982 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %981, <8 x i1> %960, <8 x float> zeroinitializer)
  %983 = or disjoint i64 %357, 1
  %984 = mul nsw i64 %983, %7
  %985 = getelementptr float, ptr %978, i64 %984
  %986 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %985, <8 x i1> %952, <8 x float> zeroinitializer)
  %987 = getelementptr inbounds nuw i8, ptr %985, i64 32
  %988 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %987, <8 x i1> %960, <8 x float> zeroinitializer)
  br label %989

989:                                              ; preds = %977, %962
  %990 = phi <8 x float> [ %986, %977 ], [ %974, %962 ]
  %991 = phi <8 x float> [ %980, %977 ], [ %966, %962 ]
  %992 = phi <8 x float> [ %982, %977 ], [ %968, %962 ]
  %993 = phi i64 [ %984, %977 ], [ %971, %962 ]
  %994 = phi <8 x float> [ %988, %977 ], [ %976, %962 ]
  %995 = getelementptr inbounds float, ptr %369, i64 %358
  %996 = mul nsw i64 %357, %5
  %997 = getelementptr inbounds float, ptr %20, i64 %996
  br i1 %41, label %1008, label %998

998:                                              ; preds = %1008, %989
  %999 = phi <8 x float> [ %991, %989 ], [ %1023, %1008 ]
  %1000 = phi <8 x float> [ %992, %989 ], [ %1024, %1008 ]
  %1001 = phi <8 x float> [ %990, %989 ], [ %1029, %1008 ]
  %1002 = phi <8 x float> [ %994, %989 ], [ %1030, %1008 ]
  %1003 = getelementptr float, ptr %376, i64 %358
  %1004 = getelementptr float, ptr %1003, i64 %961
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %999, ptr align 1 %1004, <8 x i1> %952)
  %1005 = getelementptr inbounds nuw i8, ptr %1004, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1000, ptr nonnull align 1 %1005, <8 x i1> %960)
  %1006 = getelementptr float, ptr %1003, i64 %993
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1001, ptr align 1 %1006, <8 x i1> %952)
  %1007 = getelementptr inbounds nuw i8, ptr %1006, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1002, ptr nonnull align 1 %1007, <8 x i1> %960)
  br i1 %42, label %5855, label %1033

1008:                                             ; preds = %989, %1008
  %1009 = phi <8 x float> [ %1023, %1008 ], [ %991, %989 ]
  %1010 = phi <8 x float> [ %1024, %1008 ], [ %992, %989 ]
  %1011 = phi <8 x float> [ %1029, %1008 ], [ %990, %989 ]
  %1012 = phi <8 x float> [ %1030, %1008 ], [ %994, %989 ]
  %1013 = phi i64 [ %1031, %1008 ], [ 0, %989 ]
  %1014 = mul nsw i64 %1013, %7
  %1015 = getelementptr inbounds float, ptr %995, i64 %1014
  %1016 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1015, <8 x i1> %952, <8 x float> zeroinitializer)
  %1017 = getelementptr inbounds nuw i8, ptr %1015, i64 32
  %1018 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1017, <8 x i1> %960, <8 x float> zeroinitializer)
  %1019 = getelementptr float, ptr %997, i64 %1013
  %1020 = load float, ptr %1019, align 1
  %1021 = insertelement <8 x float> poison, float %1020, i64 0
  %1022 = shufflevector <8 x float> %1021, <8 x float> poison, <8 x i32> zeroinitializer
  %1023 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1016, <8 x float> %1022, <8 x float> %1009)
  %1024 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1018, <8 x float> %1022, <8 x float> %1010)
  %1025 = getelementptr float, ptr %1019, i64 %5
  %1026 = load float, ptr %1025, align 1
  %1027 = insertelement <8 x float> poison, float %1026, i64 0
  %1028 = shufflevector <8 x float> %1027, <8 x float> poison, <8 x i32> zeroinitializer
  %1029 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1016, <8 x float> %1028, <8 x float> %1011)
  %1030 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1018, <8 x float> %1028, <8 x float> %1012)
  %1031 = add nuw nsw i64 %1013, 1
  %1032 = icmp eq i64 %1031, %5
  br i1 %1032, label %998, label %1008

1033:                                             ; preds = %998
  %1034 = add nsw i64 %961, %358
  %1035 = getelementptr inbounds float, ptr %376, i64 %1034
  %1036 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1035, <8 x i1> %952, <8 x float> zeroinitializer)
  %1037 = getelementptr inbounds float, ptr %374, i64 %1034
  switch i64 %289, label %466 [
    i64 1, label %1048
    i64 2, label %1051
    i64 3, label %1058
    i64 0, label %1038
  ]

1038:                                             ; preds = %1033
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1036, ptr align 1 %1035, <8 x i1> %952)
  %1039 = getelementptr float, ptr %376, i64 %1034
  %1040 = getelementptr i8, ptr %1039, i64 32
  %1041 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1040, <8 x i1> %960, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1041, ptr align 1 %1040, <8 x i1> %960)
  %1042 = add nsw i64 %993, %358
  %1043 = getelementptr inbounds float, ptr %376, i64 %1042
  %1044 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1043, <8 x i1> %952, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1044, ptr align 1 %1043, <8 x i1> %952)
  %1045 = getelementptr float, ptr %376, i64 %1042
  %1046 = getelementptr i8, ptr %1045, i64 32
  %1047 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1046, <8 x i1> %960, <8 x float> zeroinitializer)
  br label %1286

1048:                                             ; preds = %1033
  %1049 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1037, <8 x i1> %952, <8 x float> zeroinitializer)
  %1050 = fadd <8 x float> %1036, %1049
  br label %1065

1051:                                             ; preds = %1033
  %1052 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %1036)
  %1053 = bitcast <8 x float> %1036 to <8 x i32>
  %1054 = or <8 x i32> %1053, %44
  %1055 = bitcast <8 x i32> %1054 to <8 x float>
  %1056 = fcmp oeq <8 x float> %1036, %32
  %1057 = select <8 x i1> %1056, <8 x float> %1055, <8 x float> %1052
  br label %1065

1058:                                             ; preds = %1033
  %1059 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %1036)
  %1060 = bitcast <8 x float> %1036 to <8 x i32>
  %1061 = and <8 x i32> %1060, %43
  %1062 = bitcast <8 x i32> %1061 to <8 x float>
  %1063 = fcmp oeq <8 x float> %1036, %29
  %1064 = select <8 x i1> %1063, <8 x float> %1062, <8 x float> %1059
  br label %1065

1065:                                             ; preds = %1058, %1051, %1048
  %1066 = phi <8 x float> [ %1050, %1048 ], [ %1057, %1051 ], [ %1064, %1058 ]
  switch i64 %291, label %466 [
    i64 1, label %1081
    i64 2, label %1074
    i64 3, label %1067
    i64 0, label %1103
  ]

1067:                                             ; preds = %1065
  %1068 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %1066)
  %1069 = bitcast <8 x float> %1066 to <8 x i32>
  %1070 = and <8 x i32> %1069, %43
  %1071 = bitcast <8 x i32> %1070 to <8 x float>
  %1072 = fcmp oeq <8 x float> %1066, %29
  %1073 = select <8 x i1> %1072, <8 x float> %1071, <8 x float> %1068
  br label %1084

1074:                                             ; preds = %1065
  %1075 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %1066)
  %1076 = bitcast <8 x float> %1066 to <8 x i32>
  %1077 = or <8 x i32> %1076, %44
  %1078 = bitcast <8 x i32> %1077 to <8 x float>
  %1079 = fcmp oeq <8 x float> %1066, %32
  %1080 = select <8 x i1> %1079, <8 x float> %1078, <8 x float> %1075
  br label %1084

1081:                                             ; preds = %1065
  %1082 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1037, <8 x i1> %952, <8 x float> zeroinitializer)
  %1083 = fadd <8 x float> %1066, %1082
  br label %1084

1084:                                             ; preds = %1081, %1074, %1067
  %1085 = phi <8 x float> [ %1083, %1081 ], [ %1080, %1074 ], [ %1073, %1067 ]
  switch i64 %293, label %466 [
    i64 1, label %1100
    i64 2, label %1093
    i64 3, label %1086
    i64 0, label %1103
  ]

1086:                                             ; preds = %1084
  %1087 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %1085)
  %1088 = bitcast <8 x float> %1085 to <8 x i32>
  %1089 = and <8 x i32> %1088, %43
  %1090 = bitcast <8 x i32> %1089 to <8 x float>
  %1091 = fcmp oeq <8 x float> %1085, %29
  %1092 = select <8 x i1> %1091, <8 x float> %1090, <8 x float> %1087
  br label %1103

1093:                                             ; preds = %1084
  %1094 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %1085)
  %1095 = bitcast <8 x float> %1085 to <8 x i32>
  %1096 = or <8 x i32> %1095, %44
  %1097 = bitcast <8 x i32> %1096 to <8 x float>
  %1098 = fcmp oeq <8 x float> %1085, %32
  %1099 = select <8 x i1> %1098, <8 x float> %1097, <8 x float> %1094
  br label %1103

1100:                                             ; preds = %1084
  %1101 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1037, <8 x i1> %952, <8 x float> zeroinitializer)
  %1102 = fadd <8 x float> %1085, %1101
  br label %1103

1103:                                             ; preds = %1086, %1093, %1100, %1084, %1065
  %1104 = phi <8 x float> [ %1085, %1084 ], [ %1092, %1086 ], [ %1066, %1065 ], [ %1102, %1100 ], [ %1099, %1093 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1104, ptr align 1 %1035, <8 x i1> %952)
  %1105 = add nsw i64 %1034, 8
  %1106 = getelementptr inbounds float, ptr %376, i64 %1105
  %1107 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1106, <8 x i1> %960, <8 x float> zeroinitializer)
  %1108 = getelementptr inbounds float, ptr %374, i64 %1105
  switch i64 %289, label %466 [
    i64 1, label %1123
    i64 2, label %1116
    i64 3, label %1109
  ]

1109:                                             ; preds = %1103
  %1110 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %1107)
  %1111 = bitcast <8 x float> %1107 to <8 x i32>
  %1112 = and <8 x i32> %1111, %43
  %1113 = bitcast <8 x i32> %1112 to <8 x float>
  %1114 = fcmp oeq <8 x float> %1107, %29
  %1115 = select <8 x i1> %1114, <8 x float> %1113, <8 x float> %1110
  br label %1126

1116:                                             ; preds = %1103
  %1117 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %1107)
  %1118 = bitcast <8 x float> %1107 to <8 x i32>
  %1119 = or <8 x i32> %1118, %44
  %1120 = bitcast <8 x i32> %1119 to <8 x float>
  %1121 = fcmp oeq <8 x float> %1107, %32
  %1122 = select <8 x i1> %1121, <8 x float> %1120, <8 x float> %1117
  br label %1126

1123:                                             ; preds = %1103
  %1124 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1108, <8 x i1> %960, <8 x float> zeroinitializer)
  %1125 = fadd <8 x float> %1107, %1124
  br label %1126

1126:                                             ; preds = %1123, %1116, %1109
  %1127 = phi <8 x float> [ %1125, %1123 ], [ %1122, %1116 ], [ %1115, %1109 ]
  switch i64 %295, label %466 [
    i64 1, label %1142
    i64 2, label %1135
    i64 3, label %1128
    i64 0, label %1164
  ]

1128:                                             ; preds = %1126
  %1129 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %1127)
  %1130 = bitcast <8 x float> %1127 to <8 x i32>
  %1131 = and <8 x i32> %1130, %43
  %1132 = bitcast <8 x i32> %1131 to <8 x float>
  %1133 = fcmp oeq <8 x float> %1127, %29
  %1134 = select <8 x i1> %1133, <8 x float> %1132, <8 x float> %1129
  br label %1145

1135:                                             ; preds = %1126
  %1136 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %1127)
  %1137 = bitcast <8 x float> %1127 to <8 x i32>
  %1138 = or <8 x i32> %1137, %44
  %1139 = bitcast <8 x i32> %1138 to <8 x float>
  %1140 = fcmp oeq <8 x float> %1127, %32
  %1141 = select <8 x i1> %1140, <8 x float> %1139, <8 x float> %1136
  br label %1145

1142:                                             ; preds = %1126
  %1143 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1108, <8 x i1> %960, <8 x float> zeroinitializer)
  %1144 = fadd <8 x float> %1127, %1143
  br label %1145

1145:                                             ; preds = %1142, %1135, %1128
  %1146 = phi <8 x float> [ %1144, %1142 ], [ %1141, %1135 ], [ %1134, %1128 ]
  switch i64 %297, label %466 [
    i64 1, label %1161
    i64 2, label %1154
    i64 3, label %1147
    i64 0, label %1164
  ]

1147:                                             ; preds = %1145
  %1148 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %1146)
  %1149 = bitcast <8 x float> %1146 to <8 x i32>
  %1150 = and <8 x i32> %1149, %43
  %1151 = bitcast <8 x i32> %1150 to <8 x float>
  %1152 = fcmp oeq <8 x float> %1146, %29
  %1153 = select <8 x i1> %1152, <8 x float> %1151, <8 x float> %1148
  br label %1164

1154:                                             ; preds = %1145
  %1155 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %1146)
  %1156 = bitcast <8 x float> %1146 to <8 x i32>
  %1157 = or <8 x i32> %1156, %44
  %1158 = bitcast <8 x i32> %1157 to <8 x float>
  %1159 = fcmp oeq <8 x float> %1146, %32
  %1160 = select <8 x i1> %1159, <8 x float> %1158, <8 x float> %1155
  br label %1164

1161:                                             ; preds = %1145
  %1162 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1108, <8 x i1> %960, <8 x float> zeroinitializer)
  %1163 = fadd <8 x float> %1146, %1162
  br label %1164

1164:                                             ; preds = %1147, %1154, %1161, %1145, %1126
  %1165 = phi <8 x float> [ %1160, %1154 ], [ %1153, %1147 ], [ %1127, %1126 ], [ %1146, %1145 ], [ %1163, %1161 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1165, ptr align 1 %1106, <8 x i1> %960)
  %1166 = add nsw i64 %993, %358
  %1167 = getelementptr inbounds float, ptr %376, i64 %1166
  %1168 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1167, <8 x i1> %952, <8 x float> zeroinitializer)
  %1169 = getelementptr inbounds float, ptr %374, i64 %1166
  switch i64 %289, label %466 [
    i64 1, label %1184
    i64 2, label %1177
    i64 3, label %1170
  ]

1170:                                             ; preds = %1164
  %1171 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %1168)
  %1172 = bitcast <8 x float> %1168 to <8 x i32>
  %1173 = and <8 x i32> %1172, %43
  %1174 = bitcast <8 x i32> %1173 to <8 x float>
  %1175 = fcmp oeq <8 x float> %1168, %29
  %1176 = select <8 x i1> %1175, <8 x float> %1174, <8 x float> %1171
  br label %1187

1177:                                             ; preds = %1164
  %1178 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %1168)
  %1179 = bitcast <8 x float> %1168 to <8 x i32>
  %1180 = or <8 x i32> %1179, %44
  %1181 = bitcast <8 x i32> %1180 to <8 x float>
  %1182 = fcmp oeq <8 x float> %1168, %32
  %1183 = select <8 x i1> %1182, <8 x float> %1181, <8 x float> %1178
  br label %1187

1184:                                             ; preds = %1164
  %1185 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1169, <8 x i1> %952, <8 x float> zeroinitializer)
  %1186 = fadd <8 x float> %1168, %1185
  br label %1187

1187:                                             ; preds = %1184, %1177, %1170
  %1188 = phi <8 x float> [ %1186, %1184 ], [ %1183, %1177 ], [ %1176, %1170 ]
  switch i64 %299, label %466 [
    i64 1, label %1203
    i64 2, label %1196
    i64 3, label %1189
    i64 0, label %1225
  ]

1189:                                             ; preds = %1187
  %1190 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %1188)
  %1191 = bitcast <8 x float> %1188 to <8 x i32>
  %1192 = and <8 x i32> %1191, %43
  %1193 = bitcast <8 x i32> %1192 to <8 x float>
  %1194 = fcmp oeq <8 x float> %1188, %29
  %1195 = select <8 x i1> %1194, <8 x float> %1193, <8 x float> %1190
  br label %1206

1196:                                             ; preds = %1187
  %1197 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %1188)
  %1198 = bitcast <8 x float> %1188 to <8 x i32>
  %1199 = or <8 x i32> %1198, %44
  %1200 = bitcast <8 x i32> %1199 to <8 x float>
  %1201 = fcmp oeq <8 x float> %1188, %32
  %1202 = select <8 x i1> %1201, <8 x float> %1200, <8 x float> %1197
  br label %1206

1203:                                             ; preds = %1187
  %1204 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1169, <8 x i1> %952, <8 x float> zeroinitializer)
  %1205 = fadd <8 x float> %1188, %1204
  br label %1206

1206:                                             ; preds = %1203, %1196, %1189
  %1207 = phi <8 x float> [ %1205, %1203 ], [ %1202, %1196 ], [ %1195, %1189 ]
  switch i64 %301, label %466 [
    i64 1, label %1222
    i64 2, label %1215
    i64 3, label %1208
    i64 0, label %1225
  ]

1208:                                             ; preds = %1206
  %1209 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %1207)
  %1210 = bitcast <8 x float> %1207 to <8 x i32>
  %1211 = and <8 x i32> %1210, %43
  %1212 = bitcast <8 x i32> %1211 to <8 x float>
  %1213 = fcmp oeq <8 x float> %1207, %29
  %1214 = select <8 x i1> %1213, <8 x float> %1212, <8 x float> %1209
  br label %1225

1215:                                             ; preds = %1206
  %1216 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %1207)
  %1217 = bitcast <8 x float> %1207 to <8 x i32>
  %1218 = or <8 x i32> %1217, %44
  %1219 = bitcast <8 x i32> %1218 to <8 x float>
  %1220 = fcmp oeq <8 x float> %1207, %32
  %1221 = select <8 x i1> %1220, <8 x float> %1219, <8 x float> %1216
  br label %1225

1222:                                             ; preds = %1206
  %1223 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1169, <8 x i1> %952, <8 x float> zeroinitializer)
  %1224 = fadd <8 x float> %1207, %1223
  br label %1225

1225:                                             ; preds = %1208, %1215, %1222, %1206, %1187
  %1226 = phi <8 x float> [ %1221, %1215 ], [ %1214, %1208 ], [ %1188, %1187 ], [ %1207, %1206 ], [ %1224, %1222 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1226, ptr align 1 %1167, <8 x i1> %952)
  %1227 = add nsw i64 %1166, 8
  %1228 = getelementptr inbounds float, ptr %376, i64 %1227
  %1229 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1228, <8 x i1> %960, <8 x float> zeroinitializer)
  %1230 = getelementptr inbounds float, ptr %374, i64 %1227
  switch i64 %289, label %466 [
    i64 1, label %1245
    i64 2, label %1238
    i64 3, label %1231
  ]

1231:                                             ; preds = %1225
  %1232 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %1229)
  %1233 = bitcast <8 x float> %1229 to <8 x i32>
  %1234 = and <8 x i32> %1233, %43
  %1235 = bitcast <8 x i32> %1234 to <8 x float>
  %1236 = fcmp oeq <8 x float> %1229, %29
  %1237 = select <8 x i1> %1236, <8 x float> %1235, <8 x float> %1232
  br label %1248

1238:                                             ; preds = %1225
  %1239 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %1229)
  %1240 = bitcast <8 x float> %1229 to <8 x i32>
  %1241 = or <8 x i32> %1240, %44
  %1242 = bitcast <8 x i32> %1241 to <8 x float>
  %1243 = fcmp oeq <8 x float> %1229, %32
  %1244 = select <8 x i1> %1243, <8 x float> %1242, <8 x float> %1239
  br label %1248

1245:                                             ; preds = %1225
  %1246 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1230, <8 x i1> %960, <8 x float> zeroinitializer)
  %1247 = fadd <8 x float> %1229, %1246
  br label %1248

1248:                                             ; preds = %1245, %1238, %1231
  %1249 = phi <8 x float> [ %1247, %1245 ], [ %1244, %1238 ], [ %1237, %1231 ]
  switch i64 %303, label %466 [
    i64 1, label %1264
    i64 2, label %1257
    i64 3, label %1250
    i64 0, label %1286
  ]

1250:                                             ; preds = %1248
  %1251 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %1249)
  %1252 = bitcast <8 x float> %1249 to <8 x i32>
  %1253 = and <8 x i32> %1252, %43
  %1254 = bitcast <8 x i32> %1253 to <8 x float>
  %1255 = fcmp oeq <8 x float> %1249, %29
  %1256 = select <8 x i1> %1255, <8 x float> %1254, <8 x float> %1251
  br label %1267

1257:                                             ; preds = %1248
  %1258 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %1249)
  %1259 = bitcast <8 x float> %1249 to <8 x i32>
  %1260 = or <8 x i32> %1259, %44
  %1261 = bitcast <8 x i32> %1260 to <8 x float>
  %1262 = fcmp oeq <8 x float> %1249, %32
  %1263 = select <8 x i1> %1262, <8 x float> %1261, <8 x float> %1258
  br label %1267

1264:                                             ; preds = %1248
  %1265 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1230, <8 x i1> %960, <8 x float> zeroinitializer)
  %1266 = fadd <8 x float> %1249, %1265
  br label %1267

1267:                                             ; preds = %1264, %1257, %1250
  %1268 = phi <8 x float> [ %1266, %1264 ], [ %1263, %1257 ], [ %1256, %1250 ]
  switch i64 %305, label %466 [
    i64 1, label %1283
    i64 2, label %1276
    i64 3, label %1269
    i64 0, label %1286
  ]

1269:                                             ; preds = %1267
  %1270 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %1268)
  %1271 = bitcast <8 x float> %1268 to <8 x i32>
  %1272 = and <8 x i32> %1271, %43
  %1273 = bitcast <8 x i32> %1272 to <8 x float>
  %1274 = fcmp oeq <8 x float> %1268, %29
  %1275 = select <8 x i1> %1274, <8 x float> %1273, <8 x float> %1270
  br label %1286

1276:                                             ; preds = %1267
  %1277 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %1268)
  %1278 = bitcast <8 x float> %1268 to <8 x i32>
  %1279 = or <8 x i32> %1278, %44
  %1280 = bitcast <8 x i32> %1279 to <8 x float>
  %1281 = fcmp oeq <8 x float> %1268, %32
  %1282 = select <8 x i1> %1281, <8 x float> %1280, <8 x float> %1277
  br label %1286

1283:                                             ; preds = %1267
  %1284 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1230, <8 x i1> %960, <8 x float> zeroinitializer)
  %1285 = fadd <8 x float> %1268, %1284
  br label %1286

1286:                                             ; preds = %1269, %1276, %1283, %1038, %1267, %1248
  %1287 = phi ptr [ %1046, %1038 ], [ %1228, %1269 ], [ %1228, %1248 ], [ %1228, %1267 ], [ %1228, %1283 ], [ %1228, %1276 ]
  %1288 = phi <8 x float> [ %1047, %1038 ], [ %1275, %1269 ], [ %1249, %1248 ], [ %1268, %1267 ], [ %1285, %1283 ], [ %1282, %1276 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1288, ptr align 1 %1287, <8 x i1> %960)
  br label %5855

1289:                                             ; preds = %351
  %1290 = icmp sgt i64 %362, 7
  %1291 = trunc i64 %362 to i32
  %1292 = select i1 %1290, i32 8, i32 %1291
  %1293 = insertelement <8 x i32> poison, i32 %1292, i64 0
  %1294 = shufflevector <8 x i32> %1293, <8 x i32> poison, <8 x i32> zeroinitializer
  %1295 = icmp sgt <8 x i32> %1294, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %40, label %1309, label %1296

1296:                                             ; preds = %1289
  %1297 = getelementptr inbounds float, ptr %21, i64 %357
  %1298 = load float, ptr %1297, align 1
  %1299 = insertelement <8 x float> poison, float %1298, i64 0
  %1300 = shufflevector <8 x float> %1299, <8 x float> poison, <8 x i32> zeroinitializer
  %1301 = getelementptr inbounds nuw i8, ptr %1297, i64 4
  %1302 = load float, ptr %1301, align 1
  %1303 = insertelement <8 x float> poison, float %1302, i64 0
  %1304 = shufflevector <8 x float> %1303, <8 x float> poison, <8 x i32> zeroinitializer
  %1305 = getelementptr inbounds nuw i8, ptr %1297, i64 8
  %1306 = load float, ptr %1305, align 1
  %1307 = insertelement <8 x float> poison, float %1306, i64 0
  %1308 = shufflevector <8 x float> %1307, <8 x float> poison, <8 x i32> zeroinitializer
  br label %1322

1309:                                             ; preds = %1289
  %1310 = getelementptr float, ptr %371, i64 %358
  %1311 = mul nsw i64 %357, %7
  %1312 = getelementptr float, ptr %1310, i64 %1311
  %1313 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1312, <8 x i1> %1295, <8 x float> zeroinitializer)
  %1314 = or disjoint i64 %357, 1
  %1315 = mul nsw i64 %1314, %7
  %1316 = getelementptr float, ptr %1310, i64 %1315
  %1317 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1316, <8 x i1> %1295, <8 x float> zeroinitializer)
  %1318 = add nsw i64 %357, 2
  %1319 = mul nsw i64 %1318, %7
  %1320 = getelementptr float, ptr %1310, i64 %1319
  %1321 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1320, <8 x i1> %1295, <8 x float> zeroinitializer)
  br label %1322

1322:                                             ; preds = %1309, %1296
  %1323 = phi <8 x float> [ %1317, %1309 ], [ %1304, %1296 ]
  %1324 = phi <8 x float> [ %1313, %1309 ], [ %1300, %1296 ]
  %1325 = phi <8 x float> [ %1321, %1309 ], [ %1308, %1296 ]
  %1326 = getelementptr inbounds float, ptr %369, i64 %358
  %1327 = mul nsw i64 %357, %5
  %1328 = getelementptr inbounds float, ptr %20, i64 %1327
  br i1 %41, label %1329, label %1354

1329:                                             ; preds = %1322
  br i1 %331, label %1331, label %1367

1330:                                             ; preds = %1367
  br i1 %333, label %1354, label %1331

1331:                                             ; preds = %1330, %1329
  %1332 = phi <8 x float> [ %1324, %1329 ], [ %1399, %1330 ]
  %1333 = phi <8 x float> [ %1323, %1329 ], [ %1404, %1330 ]
  %1334 = phi <8 x float> [ %1325, %1329 ], [ %1409, %1330 ]
  %1335 = phi i64 [ 0, %1329 ], [ %1410, %1330 ]
  tail call void @llvm.assume(i1 %334)
  %1336 = mul nsw i64 %1335, %7
  %1337 = getelementptr inbounds float, ptr %1326, i64 %1336
  %1338 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1337, <8 x i1> %1295, <8 x float> zeroinitializer)
  %1339 = getelementptr float, ptr %1328, i64 %1335
  %1340 = load float, ptr %1339, align 1
  %1341 = insertelement <8 x float> poison, float %1340, i64 0
  %1342 = shufflevector <8 x float> %1341, <8 x float> poison, <8 x i32> zeroinitializer
  %1343 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1338, <8 x float> %1342, <8 x float> %1332)
  %1344 = getelementptr float, ptr %1339, i64 %5
  %1345 = load float, ptr %1344, align 1
  %1346 = insertelement <8 x float> poison, float %1345, i64 0
  %1347 = shufflevector <8 x float> %1346, <8 x float> poison, <8 x i32> zeroinitializer
  %1348 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1338, <8 x float> %1347, <8 x float> %1333)
  %1349 = getelementptr i8, ptr %1339, i64 %275
  %1350 = load float, ptr %1349, align 1
  %1351 = insertelement <8 x float> poison, float %1350, i64 0
  %1352 = shufflevector <8 x float> %1351, <8 x float> poison, <8 x i32> zeroinitializer
  %1353 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1338, <8 x float> %1352, <8 x float> %1334)
  br label %1354

1354:                                             ; preds = %1331, %1330, %1322
  %1355 = phi <8 x float> [ %1324, %1322 ], [ %1399, %1330 ], [ %1343, %1331 ]
  %1356 = phi <8 x float> [ %1323, %1322 ], [ %1404, %1330 ], [ %1348, %1331 ]
  %1357 = phi <8 x float> [ %1325, %1322 ], [ %1409, %1330 ], [ %1353, %1331 ]
  %1358 = getelementptr float, ptr %376, i64 %358
  %1359 = mul nsw i64 %357, %7
  %1360 = getelementptr float, ptr %1358, i64 %1359
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1355, ptr align 1 %1360, <8 x i1> %1295)
  %1361 = or disjoint i64 %357, 1
  %1362 = mul nsw i64 %1361, %7
  %1363 = getelementptr float, ptr %1358, i64 %1362
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1356, ptr align 1 %1363, <8 x i1> %1295)
  %1364 = add nsw i64 %357, 2
  %1365 = mul nsw i64 %1364, %7
  %1366 = getelementptr float, ptr %1358, i64 %1365
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1357, ptr align 1 %1366, <8 x i1> %1295)
  br i1 %42, label %5855, label %1413

1367:                                             ; preds = %1329, %1367
  %1368 = phi <8 x float> [ %1399, %1367 ], [ %1324, %1329 ]
  %1369 = phi <8 x float> [ %1404, %1367 ], [ %1323, %1329 ]
  %1370 = phi <8 x float> [ %1409, %1367 ], [ %1325, %1329 ]
  %1371 = phi i64 [ %1410, %1367 ], [ 0, %1329 ]
  %1372 = phi i64 [ %1411, %1367 ], [ 0, %1329 ]
  %1373 = mul nsw i64 %1371, %7
  %1374 = getelementptr inbounds float, ptr %1326, i64 %1373
  %1375 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1374, <8 x i1> %1295, <8 x float> zeroinitializer)
  %1376 = getelementptr float, ptr %1328, i64 %1371
  %1377 = load float, ptr %1376, align 1
  %1378 = insertelement <8 x float> poison, float %1377, i64 0
  %1379 = shufflevector <8 x float> %1378, <8 x float> poison, <8 x i32> zeroinitializer
  %1380 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1375, <8 x float> %1379, <8 x float> %1368)
  %1381 = getelementptr float, ptr %1376, i64 %5
  %1382 = load float, ptr %1381, align 1
  %1383 = insertelement <8 x float> poison, float %1382, i64 0
  %1384 = shufflevector <8 x float> %1383, <8 x float> poison, <8 x i32> zeroinitializer
  %1385 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1375, <8 x float> %1384, <8 x float> %1369)
  %1386 = getelementptr i8, ptr %1376, i64 %275
  %1387 = load float, ptr %1386, align 1
  %1388 = insertelement <8 x float> poison, float %1387, i64 0
  %1389 = shufflevector <8 x float> %1388, <8 x float> poison, <8 x i32> zeroinitializer
  %1390 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1375, <8 x float> %1389, <8 x float> %1370)
  %1391 = or disjoint i64 %1371, 1
  %1392 = mul nsw i64 %1391, %7
  %1393 = getelementptr inbounds float, ptr %1326, i64 %1392
  %1394 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1393, <8 x i1> %1295, <8 x float> zeroinitializer)
  %1395 = getelementptr float, ptr %1328, i64 %1391
  %1396 = load float, ptr %1395, align 1
  %1397 = insertelement <8 x float> poison, float %1396, i64 0
  %1398 = shufflevector <8 x float> %1397, <8 x float> poison, <8 x i32> zeroinitializer
  %1399 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1394, <8 x float> %1398, <8 x float> %1380)
  %1400 = getelementptr float, ptr %1395, i64 %5
  %1401 = load float, ptr %1400, align 1
  %1402 = insertelement <8 x float> poison, float %1401, i64 0
  %1403 = shufflevector <8 x float> %1402, <8 x float> poison, <8 x i32> zeroinitializer
  %1404 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1394, <8 x float> %1403, <8 x float> %1385)
  %1405 = getelementptr i8, ptr %1395, i64 %275
  %1406 = load float, ptr %1405, align 1
  %1407 = insertelement <8 x float> poison, float %1406, i64 0
  %1408 = shufflevector <8 x float> %1407, <8 x float> poison, <8 x i32> zeroinitializer
  %1409 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1394, <8 x float> %1408, <8 x float> %1390)
  %1410 = add nuw nsw i64 %1371, 2
  %1411 = add i64 %1372, 2
  %1412 = icmp eq i64 %1411, %332
  br i1 %1412, label %1330, label %1367

1413:                                             ; preds = %1354
  %1414 = add nsw i64 %1359, %358
  %1415 = getelementptr inbounds float, ptr %376, i64 %1414
  %1416 = getelementptr inbounds float, ptr %374, i64 %1414
  %1417 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1415, <8 x i1> %1295, <8 x float> zeroinitializer)
  switch i64 %276, label %466 [
    i64 1, label %1425
    i64 2, label %1428
    i64 3, label %1435
    i64 0, label %1418
  ]

1418:                                             ; preds = %1413
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1417, ptr align 1 %1415, <8 x i1> %1295)
  %1419 = getelementptr float, ptr %376, i64 %1362
  %1420 = getelementptr float, ptr %1419, i64 %358
  %1421 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1420, <8 x i1> %1295, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1421, ptr align 1 %1420, <8 x i1> %1295)
  %1422 = getelementptr float, ptr %376, i64 %1365
  %1423 = getelementptr float, ptr %1422, i64 %358
  %1424 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1423, <8 x i1> %1295, <8 x float> zeroinitializer)
  br label %1602

1425:                                             ; preds = %1413
  %1426 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1416, <8 x i1> %1295, <8 x float> zeroinitializer)
  %1427 = fadd <8 x float> %1417, %1426
  br label %1442

1428:                                             ; preds = %1413
  %1429 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %1417)
  %1430 = bitcast <8 x float> %1417 to <8 x i32>
  %1431 = or <8 x i32> %1430, %44
  %1432 = bitcast <8 x i32> %1431 to <8 x float>
  %1433 = fcmp oeq <8 x float> %1417, %32
  %1434 = select <8 x i1> %1433, <8 x float> %1432, <8 x float> %1429
  br label %1442

1435:                                             ; preds = %1413
  %1436 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %1417)
  %1437 = bitcast <8 x float> %1417 to <8 x i32>
  %1438 = and <8 x i32> %1437, %43
  %1439 = bitcast <8 x i32> %1438 to <8 x float>
  %1440 = fcmp oeq <8 x float> %1417, %29
  %1441 = select <8 x i1> %1440, <8 x float> %1439, <8 x float> %1436
  br label %1442

1442:                                             ; preds = %1435, %1428, %1425
  %1443 = phi <8 x float> [ %1427, %1425 ], [ %1434, %1428 ], [ %1441, %1435 ]
  switch i64 %278, label %466 [
    i64 1, label %1458
    i64 2, label %1451
    i64 3, label %1444
    i64 0, label %1480
  ]

1444:                                             ; preds = %1442
  %1445 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %1443)
  %1446 = bitcast <8 x float> %1443 to <8 x i32>
  %1447 = and <8 x i32> %1446, %43
  %1448 = bitcast <8 x i32> %1447 to <8 x float>
  %1449 = fcmp oeq <8 x float> %1443, %29
  %1450 = select <8 x i1> %1449, <8 x float> %1448, <8 x float> %1445
  br label %1461

1451:                                             ; preds = %1442
  %1452 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %1443)
  %1453 = bitcast <8 x float> %1443 to <8 x i32>
  %1454 = or <8 x i32> %1453, %44
  %1455 = bitcast <8 x i32> %1454 to <8 x float>
  %1456 = fcmp oeq <8 x float> %1443, %32
  %1457 = select <8 x i1> %1456, <8 x float> %1455, <8 x float> %1452
  br label %1461

1458:                                             ; preds = %1442
  %1459 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1416, <8 x i1> %1295, <8 x float> zeroinitializer)
  %1460 = fadd <8 x float> %1443, %1459
  br label %1461

1461:                                             ; preds = %1458, %1451, %1444
  %1462 = phi <8 x float> [ %1460, %1458 ], [ %1457, %1451 ], [ %1450, %1444 ]
  switch i64 %280, label %466 [
    i64 1, label %1477
    i64 2, label %1470
    i64 3, label %1463
    i64 0, label %1480
  ]

1463:                                             ; preds = %1461
  %1464 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %1462)
  %1465 = bitcast <8 x float> %1462 to <8 x i32>
  %1466 = and <8 x i32> %1465, %43
  %1467 = bitcast <8 x i32> %1466 to <8 x float>
  %1468 = fcmp oeq <8 x float> %1462, %29
  %1469 = select <8 x i1> %1468, <8 x float> %1467, <8 x float> %1464
  br label %1480

1470:                                             ; preds = %1461
  %1471 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %1462)
  %1472 = bitcast <8 x float> %1462 to <8 x i32>
  %1473 = or <8 x i32> %1472, %44
  %1474 = bitcast <8 x i32> %1473 to <8 x float>
  %1475 = fcmp oeq <8 x float> %1462, %32
  %1476 = select <8 x i1> %1475, <8 x float> %1474, <8 x float> %1471
  br label %1480

1477:                                             ; preds = %1461
  %1478 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1416, <8 x i1> %1295, <8 x float> zeroinitializer)
  %1479 = fadd <8 x float> %1462, %1478
  br label %1480

1480:                                             ; preds = %1463, %1470, %1477, %1461, %1442
  %1481 = phi <8 x float> [ %1462, %1461 ], [ %1469, %1463 ], [ %1443, %1442 ], [ %1479, %1477 ], [ %1476, %1470 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1481, ptr align 1 %1415, <8 x i1> %1295)
  %1482 = add nsw i64 %1362, %358
  %1483 = getelementptr inbounds float, ptr %376, i64 %1482
  %1484 = getelementptr inbounds float, ptr %374, i64 %1482
  %1485 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1483, <8 x i1> %1295, <8 x float> zeroinitializer)
  switch i64 %276, label %466 [
    i64 1, label %1500
    i64 2, label %1493
    i64 3, label %1486
  ]

1486:                                             ; preds = %1480
  %1487 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %1485)
  %1488 = bitcast <8 x float> %1485 to <8 x i32>
  %1489 = and <8 x i32> %1488, %43
  %1490 = bitcast <8 x i32> %1489 to <8 x float>
  %1491 = fcmp oeq <8 x float> %1485, %29
  %1492 = select <8 x i1> %1491, <8 x float> %1490, <8 x float> %1487
  br label %1503

1493:                                             ; preds = %1480
  %1494 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %1485)
  %1495 = bitcast <8 x float> %1485 to <8 x i32>
  %1496 = or <8 x i32> %1495, %44
  %1497 = bitcast <8 x i32> %1496 to <8 x float>
  %1498 = fcmp oeq <8 x float> %1485, %32
  %1499 = select <8 x i1> %1498, <8 x float> %1497, <8 x float> %1494
  br label %1503

1500:                                             ; preds = %1480
  %1501 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1484, <8 x i1> %1295, <8 x float> zeroinitializer)
  %1502 = fadd <8 x float> %1485, %1501
  br label %1503

1503:                                             ; preds = %1500, %1493, %1486
  %1504 = phi <8 x float> [ %1502, %1500 ], [ %1499, %1493 ], [ %1492, %1486 ]
  switch i64 %282, label %466 [
    i64 1, label %1519
    i64 2, label %1512
    i64 3, label %1505
    i64 0, label %1541
  ]

1505:                                             ; preds = %1503
  %1506 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %1504)
  %1507 = bitcast <8 x float> %1504 to <8 x i32>
  %1508 = and <8 x i32> %1507, %43
  %1509 = bitcast <8 x i32> %1508 to <8 x float>
  %1510 = fcmp oeq <8 x float> %1504, %29
  %1511 = select <8 x i1> %1510, <8 x float> %1509, <8 x float> %1506
  br label %1522

1512:                                             ; preds = %1503
  %1513 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %1504)
  %1514 = bitcast <8 x float> %1504 to <8 x i32>
  %1515 = or <8 x i32> %1514, %44
  %1516 = bitcast <8 x i32> %1515 to <8 x float>
  %1517 = fcmp oeq <8 x float> %1504, %32
  %1518 = select <8 x i1> %1517, <8 x float> %1516, <8 x float> %1513
  br label %1522

1519:                                             ; preds = %1503
  %1520 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1484, <8 x i1> %1295, <8 x float> zeroinitializer)
  %1521 = fadd <8 x float> %1504, %1520
  br label %1522

1522:                                             ; preds = %1519, %1512, %1505
  %1523 = phi <8 x float> [ %1521, %1519 ], [ %1518, %1512 ], [ %1511, %1505 ]
  switch i64 %284, label %466 [
    i64 1, label %1538
    i64 2, label %1531
    i64 3, label %1524
    i64 0, label %1541
  ]

1524:                                             ; preds = %1522
  %1525 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %1523)
  %1526 = bitcast <8 x float> %1523 to <8 x i32>
  %1527 = and <8 x i32> %1526, %43
  %1528 = bitcast <8 x i32> %1527 to <8 x float>
  %1529 = fcmp oeq <8 x float> %1523, %29
  %1530 = select <8 x i1> %1529, <8 x float> %1528, <8 x float> %1525
  br label %1541

1531:                                             ; preds = %1522
  %1532 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %1523)
  %1533 = bitcast <8 x float> %1523 to <8 x i32>
  %1534 = or <8 x i32> %1533, %44
  %1535 = bitcast <8 x i32> %1534 to <8 x float>
  %1536 = fcmp oeq <8 x float> %1523, %32
  %1537 = select <8 x i1> %1536, <8 x float> %1535, <8 x float> %1532
  br label %1541

1538:                                             ; preds = %1522
  %1539 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1484, <8 x i1> %1295, <8 x float> zeroinitializer)
  %1540 = fadd <8 x float> %1523, %1539
  br label %1541

1541:                                             ; preds = %1524, %1531, %1538, %1522, %1503
  %1542 = phi <8 x float> [ %1537, %1531 ], [ %1530, %1524 ], [ %1504, %1503 ], [ %1523, %1522 ], [ %1540, %1538 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1542, ptr align 1 %1483, <8 x i1> %1295)
  %1543 = add nsw i64 %1365, %358
  %1544 = getelementptr inbounds float, ptr %376, i64 %1543
  %1545 = getelementptr inbounds float, ptr %374, i64 %1543
  %1546 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1544, <8 x i1> %1295, <8 x float> zeroinitializer)
  switch i64 %276, label %466 [
    i64 1, label %1561
    i64 2, label %1554
    i64 3, label %1547
  ]

1547:                                             ; preds = %1541
  %1548 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %1546)
  %1549 = bitcast <8 x float> %1546 to <8 x i32>
  %1550 = and <8 x i32> %1549, %43
  %1551 = bitcast <8 x i32> %1550 to <8 x float>
  %1552 = fcmp oeq <8 x float> %1546, %29
  %1553 = select <8 x i1> %1552, <8 x float> %1551, <8 x float> %1548
  br label %1564

1554:                                             ; preds = %1541
  %1555 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %1546)
  %1556 = bitcast <8 x float> %1546 to <8 x i32>
  %1557 = or <8 x i32> %1556, %44
  %1558 = bitcast <8 x i32> %1557 to <8 x float>
  %1559 = fcmp oeq <8 x float> %1546, %32
  %1560 = select <8 x i1> %1559, <8 x float> %1558, <8 x float> %1555
  br label %1564

1561:                                             ; preds = %1541
  %1562 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1545, <8 x i1> %1295, <8 x float> zeroinitializer)
  %1563 = fadd <8 x float> %1546, %1562
  br label %1564

1564:                                             ; preds = %1561, %1554, %1547
  %1565 = phi <8 x float> [ %1563, %1561 ], [ %1560, %1554 ], [ %1553, %1547 ]
  switch i64 %286, label %466 [
    i64 1, label %1580
    i64 2, label %1573
    i64 3, label %1566
    i64 0, label %1602
  ]

1566:                                             ; preds = %1564
  %1567 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %1565)
  %1568 = bitcast <8 x float> %1565 to <8 x i32>
  %1569 = and <8 x i32> %1568, %43
  %1570 = bitcast <8 x i32> %1569 to <8 x float>
  %1571 = fcmp oeq <8 x float> %1565, %29
  %1572 = select <8 x i1> %1571, <8 x float> %1570, <8 x float> %1567
  br label %1583

1573:                                             ; preds = %1564
  %1574 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %1565)
  %1575 = bitcast <8 x float> %1565 to <8 x i32>
  %1576 = or <8 x i32> %1575, %44
  %1577 = bitcast <8 x i32> %1576 to <8 x float>
  %1578 = fcmp oeq <8 x float> %1565, %32
  %1579 = select <8 x i1> %1578, <8 x float> %1577, <8 x float> %1574
  br label %1583

1580:                                             ; preds = %1564
  %1581 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1545, <8 x i1> %1295, <8 x float> zeroinitializer)
  %1582 = fadd <8 x float> %1565, %1581
  br label %1583

1583:                                             ; preds = %1580, %1573, %1566
  %1584 = phi <8 x float> [ %1582, %1580 ], [ %1579, %1573 ], [ %1572, %1566 ]
  switch i64 %288, label %466 [
    i64 1, label %1599
    i64 2, label %1592
    i64 3, label %1585
    i64 0, label %1602
  ]

1585:                                             ; preds = %1583
  %1586 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %1584)
  %1587 = bitcast <8 x float> %1584 to <8 x i32>
  %1588 = and <8 x i32> %1587, %43
  %1589 = bitcast <8 x i32> %1588 to <8 x float>
  %1590 = fcmp oeq <8 x float> %1584, %29
  %1591 = select <8 x i1> %1590, <8 x float> %1589, <8 x float> %1586
  br label %1602

1592:                                             ; preds = %1583
  %1593 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %1584)
  %1594 = bitcast <8 x float> %1584 to <8 x i32>
  %1595 = or <8 x i32> %1594, %44
  %1596 = bitcast <8 x i32> %1595 to <8 x float>
  %1597 = fcmp oeq <8 x float> %1584, %32
  %1598 = select <8 x i1> %1597, <8 x float> %1596, <8 x float> %1593
  br label %1602

1599:                                             ; preds = %1583
  %1600 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1545, <8 x i1> %1295, <8 x float> zeroinitializer)
  %1601 = fadd <8 x float> %1584, %1600
  br label %1602

1602:                                             ; preds = %1585, %1592, %1599, %1418, %1583, %1564
  %1603 = phi ptr [ %1423, %1418 ], [ %1544, %1585 ], [ %1544, %1564 ], [ %1544, %1583 ], [ %1544, %1599 ], [ %1544, %1592 ]
  %1604 = phi <8 x float> [ %1424, %1418 ], [ %1591, %1585 ], [ %1565, %1564 ], [ %1584, %1583 ], [ %1601, %1599 ], [ %1598, %1592 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1604, ptr align 1 %1603, <8 x i1> %1295)
  br label %5855

1605:                                             ; preds = %351
  %1606 = icmp sgt i64 %362, 7
  %1607 = trunc i64 %362 to i32
  %1608 = select i1 %1606, i32 8, i32 %1607
  %1609 = insertelement <8 x i32> poison, i32 %1608, i64 0
  %1610 = shufflevector <8 x i32> %1609, <8 x i32> poison, <8 x i32> zeroinitializer
  %1611 = icmp sgt <8 x i32> %1610, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1612 = or disjoint i64 %358, 8
  %1613 = sub i64 %7, %1612
  %1614 = icmp sgt i64 %1613, 7
  %1615 = trunc i64 %1613 to i32
  %1616 = select i1 %1614, i32 8, i32 %1615
  %1617 = insertelement <8 x i32> poison, i32 %1616, i64 0
  %1618 = shufflevector <8 x i32> %1617, <8 x i32> poison, <8 x i32> zeroinitializer
  %1619 = icmp sgt <8 x i32> %1618, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1620 = mul nsw i64 %357, %7
  br i1 %40, label %1644, label %1621

1621:                                             ; preds = %1605
  %1622 = getelementptr inbounds float, ptr %21, i64 %357
  %1623 = load float, ptr %1622, align 1
  %1624 = insertelement <8 x float> poison, float %1623, i64 0
  %1625 = shufflevector <8 x float> %1624, <8 x float> poison, <8 x i32> zeroinitializer
  %1626 = insertelement <8 x float> poison, float %1623, i64 0
  %1627 = shufflevector <8 x float> %1626, <8 x float> poison, <8 x i32> zeroinitializer
  %1628 = getelementptr inbounds nuw i8, ptr %1622, i64 4
  %1629 = or disjoint i64 %357, 1
  %1630 = mul nsw i64 %1629, %7
  %1631 = load float, ptr %1628, align 1
  %1632 = insertelement <8 x float> poison, float %1631, i64 0
  %1633 = shufflevector <8 x float> %1632, <8 x float> poison, <8 x i32> zeroinitializer
  %1634 = insertelement <8 x float> poison, float %1631, i64 0
  %1635 = shufflevector <8 x float> %1634, <8 x float> poison, <8 x i32> zeroinitializer
  %1636 = getelementptr inbounds nuw i8, ptr %1622, i64 8
  %1637 = add nsw i64 %357, 2
  %1638 = mul nsw i64 %1637, %7
  %1639 = load float, ptr %1636, align 1
  %1640 = insertelement <8 x float> poison, float %1639, i64 0
  %1641 = shufflevector <8 x float> %1640, <8 x float> poison, <8 x i32> zeroinitializer
  %1642 = insertelement <8 x float> poison, float %1639, i64 0
  %1643 = shufflevector <8 x float> %1642, <8 x float> poison, <8 x i32> zeroinitializer
  br label %1662

1644:                                             ; preds = %1605
  %1645 = getelementptr float, ptr %371, i64 %358
  %1646 = getelementptr float, ptr %1645, i64 %1620
  %1647 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1646, <8 x i1> %1611, <8 x float> zeroinitializer)
  %1648 = getelementptr inbounds nuw i8, ptr %1646, i64 32
  %1649 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1648, <8 x i1> %1619, <8 x float> zeroinitializer)
  %1650 = or disjoint i64 %357, 1
  %1651 = mul nsw i64 %1650, %7
  %1652 = getelementptr float, ptr %1645, i64 %1651
  %1653 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1652, <8 x i1> %1611, <8 x float> zeroinitializer)
  %1654 = getelementptr inbounds nuw i8, ptr %1652, i64 32
  %1655 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1654, <8 x i1> %1619, <8 x float> zeroinitializer)
  %1656 = add nsw i64 %357, 2
  %1657 = mul nsw i64 %1656, %7
  %1658 = getelementptr float, ptr %1645, i64 %1657
  %1659 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1658, <8 x i1> %1611, <8 x float> zeroinitializer)
  %1660 = getelementptr inbounds nuw i8, ptr %1658, i64 32
  %1661 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1660, <8 x i1> %1619, <8 x float> zeroinitializer)
  br label %1662

1662:                                             ; preds = %1644, %1621
  %1663 = phi <8 x float> [ %1659, %1644 ], [ %1641, %1621 ]
  %1664 = phi <8 x float> [ %1653, %1644 ], [ %1633, %1621 ]
  %1665 = phi <8 x float> [ %1647, %1644 ], [ %1625, %1621 ]
  %1666 = phi <8 x float> [ %1649, %1644 ], [ %1627, %1621 ]
  %1667 = phi i64 [ %1651, %1644 ], [ %1630, %1621 ]
  %1668 = phi <8 x float> [ %1655, %1644 ], [ %1635, %1621 ]
  %1669 = phi i64 [ %1657, %1644 ], [ %1638, %1621 ]
  %1670 = phi <8 x float> [ %1661, %1644 ], [ %1643, %1621 ]
  %1671 = getelementptr inbounds float, ptr %369, i64 %358
  %1672 = mul nsw i64 %357, %5
  %1673 = getelementptr inbounds float, ptr %20, i64 %1672
  br i1 %41, label %1688, label %1674

1674:                                             ; preds = %1688, %1662
  %1675 = phi <8 x float> [ %1665, %1662 ], [ %1705, %1688 ]
  %1676 = phi <8 x float> [ %1666, %1662 ], [ %1706, %1688 ]
  %1677 = phi <8 x float> [ %1664, %1662 ], [ %1711, %1688 ]
  %1678 = phi <8 x float> [ %1668, %1662 ], [ %1712, %1688 ]
  %1679 = phi <8 x float> [ %1663, %1662 ], [ %1717, %1688 ]
  %1680 = phi <8 x float> [ %1670, %1662 ], [ %1718, %1688 ]
  %1681 = getelementptr float, ptr %376, i64 %358
  %1682 = getelementptr float, ptr %1681, i64 %1620
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1675, ptr align 1 %1682, <8 x i1> %1611)
  %1683 = getelementptr inbounds nuw i8, ptr %1682, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1676, ptr nonnull align 1 %1683, <8 x i1> %1619)
  %1684 = getelementptr float, ptr %1681, i64 %1667
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1677, ptr align 1 %1684, <8 x i1> %1611)
  %1685 = getelementptr inbounds nuw i8, ptr %1684, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1678, ptr nonnull align 1 %1685, <8 x i1> %1619)
  %1686 = getelementptr float, ptr %1681, i64 %1669
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1679, ptr align 1 %1686, <8 x i1> %1611)
  %1687 = getelementptr inbounds nuw i8, ptr %1686, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1680, ptr nonnull align 1 %1687, <8 x i1> %1619)
  br i1 %42, label %5855, label %1721

1688:                                             ; preds = %1662, %1688
  %1689 = phi <8 x float> [ %1705, %1688 ], [ %1665, %1662 ]
  %1690 = phi <8 x float> [ %1706, %1688 ], [ %1666, %1662 ]
  %1691 = phi <8 x float> [ %1711, %1688 ], [ %1664, %1662 ]
  %1692 = phi <8 x float> [ %1712, %1688 ], [ %1668, %1662 ]
  %1693 = phi <8 x float> [ %1717, %1688 ], [ %1663, %1662 ]
  %1694 = phi <8 x float> [ %1718, %1688 ], [ %1670, %1662 ]
  %1695 = phi i64 [ %1719, %1688 ], [ 0, %1662 ]
  %1696 = mul nsw i64 %1695, %7
  %1697 = getelementptr inbounds float, ptr %1671, i64 %1696
  %1698 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1697, <8 x i1> %1611, <8 x float> zeroinitializer)
  %1699 = getelementptr inbounds nuw i8, ptr %1697, i64 32
  %1700 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1699, <8 x i1> %1619, <8 x float> zeroinitializer)
  %1701 = getelementptr float, ptr %1673, i64 %1695
  %1702 = load float, ptr %1701, align 1
  %1703 = insertelement <8 x float> poison, float %1702, i64 0
  %1704 = shufflevector <8 x float> %1703, <8 x float> poison, <8 x i32> zeroinitializer
  %1705 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1698, <8 x float> %1704, <8 x float> %1689)
  %1706 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1700, <8 x float> %1704, <8 x float> %1690)
  %1707 = getelementptr float, ptr %1701, i64 %5
  %1708 = load float, ptr %1707, align 1
  %1709 = insertelement <8 x float> poison, float %1708, i64 0
  %1710 = shufflevector <8 x float> %1709, <8 x float> poison, <8 x i32> zeroinitializer
  %1711 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1698, <8 x float> %1710, <8 x float> %1691)
  %1712 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1700, <8 x float> %1710, <8 x float> %1692)
  %1713 = getelementptr i8, ptr %1701, i64 %249
  %1714 = load float, ptr %1713, align 1
  %1715 = insertelement <8 x float> poison, float %1714, i64 0
  %1716 = shufflevector <8 x float> %1715, <8 x float> poison, <8 x i32> zeroinitializer
  %1717 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1698, <8 x float> %1716, <8 x float> %1693)
  %1718 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1700, <8 x float> %1716, <8 x float> %1694)
  %1719 = add nuw nsw i64 %1695, 1
  %1720 = icmp eq i64 %1719, %5
  br i1 %1720, label %1674, label %1688

1721:                                             ; preds = %1674
  %1722 = add nsw i64 %1620, %358
  %1723 = getelementptr inbounds float, ptr %376, i64 %1722
  %1724 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1723, <8 x i1> %1611, <8 x float> zeroinitializer)
  %1725 = getelementptr inbounds float, ptr %374, i64 %1722
  switch i64 %250, label %466 [
    i64 1, label %1742
    i64 2, label %1745
    i64 3, label %1752
    i64 0, label %1726
  ]

1726:                                             ; preds = %1721
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1724, ptr align 1 %1723, <8 x i1> %1611)
  %1727 = getelementptr float, ptr %376, i64 %1722
  %1728 = getelementptr i8, ptr %1727, i64 32
  %1729 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1728, <8 x i1> %1619, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1729, ptr align 1 %1728, <8 x i1> %1619)
  %1730 = add nsw i64 %1667, %358
  %1731 = getelementptr inbounds float, ptr %376, i64 %1730
  %1732 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1731, <8 x i1> %1611, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1732, ptr align 1 %1731, <8 x i1> %1611)
  %1733 = getelementptr float, ptr %376, i64 %1730
  %1734 = getelementptr i8, ptr %1733, i64 32
  %1735 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1734, <8 x i1> %1619, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1735, ptr align 1 %1734, <8 x i1> %1619)
  %1736 = add nsw i64 %1669, %358
  %1737 = getelementptr inbounds float, ptr %376, i64 %1736
  %1738 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1737, <8 x i1> %1611, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1738, ptr align 1 %1737, <8 x i1> %1611)
  %1739 = getelementptr float, ptr %376, i64 %1736
  %1740 = getelementptr i8, ptr %1739, i64 32
  %1741 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1740, <8 x i1> %1619, <8 x float> zeroinitializer)
  br label %2102

1742:                                             ; preds = %1721
  %1743 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1725, <8 x i1> %1611, <8 x float> zeroinitializer)
  %1744 = fadd <8 x float> %1724, %1743
  br label %1759

1745:                                             ; preds = %1721
  %1746 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %1724)
  %1747 = bitcast <8 x float> %1724 to <8 x i32>
  %1748 = or <8 x i32> %1747, %44
  %1749 = bitcast <8 x i32> %1748 to <8 x float>
  %1750 = fcmp oeq <8 x float> %1724, %32
  %1751 = select <8 x i1> %1750, <8 x float> %1749, <8 x float> %1746
  br label %1759

1752:                                             ; preds = %1721
  %1753 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %1724)
  %1754 = bitcast <8 x float> %1724 to <8 x i32>
  %1755 = and <8 x i32> %1754, %43
  %1756 = bitcast <8 x i32> %1755 to <8 x float>
  %1757 = fcmp oeq <8 x float> %1724, %29
  %1758 = select <8 x i1> %1757, <8 x float> %1756, <8 x float> %1753
  br label %1759

1759:                                             ; preds = %1752, %1745, %1742
  %1760 = phi <8 x float> [ %1744, %1742 ], [ %1751, %1745 ], [ %1758, %1752 ]
  switch i64 %252, label %466 [
    i64 1, label %1775
    i64 2, label %1768
    i64 3, label %1761
    i64 0, label %1797
  ]

1761:                                             ; preds = %1759
  %1762 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %1760)
  %1763 = bitcast <8 x float> %1760 to <8 x i32>
  %1764 = and <8 x i32> %1763, %43
  %1765 = bitcast <8 x i32> %1764 to <8 x float>
  %1766 = fcmp oeq <8 x float> %1760, %29
  %1767 = select <8 x i1> %1766, <8 x float> %1765, <8 x float> %1762
  br label %1778

1768:                                             ; preds = %1759
  %1769 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %1760)
  %1770 = bitcast <8 x float> %1760 to <8 x i32>
  %1771 = or <8 x i32> %1770, %44
  %1772 = bitcast <8 x i32> %1771 to <8 x float>
  %1773 = fcmp oeq <8 x float> %1760, %32
  %1774 = select <8 x i1> %1773, <8 x float> %1772, <8 x float> %1769
  br label %1778

1775:                                             ; preds = %1759
  %1776 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1725, <8 x i1> %1611, <8 x float> zeroinitializer)
  %1777 = fadd <8 x float> %1760, %1776
  br label %1778

1778:                                             ; preds = %1775, %1768, %1761
  %1779 = phi <8 x float> [ %1777, %1775 ], [ %1774, %1768 ], [ %1767, %1761 ]
  switch i64 %254, label %466 [
    i64 1, label %1794
    i64 2, label %1787
    i64 3, label %1780
    i64 0, label %1797
  ]

1780:                                             ; preds = %1778
  %1781 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %1779)
  %1782 = bitcast <8 x float> %1779 to <8 x i32>
  %1783 = and <8 x i32> %1782, %43
  %1784 = bitcast <8 x i32> %1783 to <8 x float>
  %1785 = fcmp oeq <8 x float> %1779, %29
  %1786 = select <8 x i1> %1785, <8 x float> %1784, <8 x float> %1781
  br label %1797

1787:                                             ; preds = %1778
  %1788 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %1779)
  %1789 = bitcast <8 x float> %1779 to <8 x i32>
  %1790 = or <8 x i32> %1789, %44
  %1791 = bitcast <8 x i32> %1790 to <8 x float>
  %1792 = fcmp oeq <8 x float> %1779, %32
  %1793 = select <8 x i1> %1792, <8 x float> %1791, <8 x float> %1788
  br label %1797

1794:                                             ; preds = %1778
  %1795 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1725, <8 x i1> %1611, <8 x float> zeroinitializer)
  %1796 = fadd <8 x float> %1779, %1795
  br label %1797

1797:                                             ; preds = %1780, %1787, %1794, %1778, %1759
  %1798 = phi <8 x float> [ %1779, %1778 ], [ %1786, %1780 ], [ %1760, %1759 ], [ %1796, %1794 ], [ %1793, %1787 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1798, ptr align 1 %1723, <8 x i1> %1611)
  %1799 = add nsw i64 %1722, 8
  %1800 = getelementptr inbounds float, ptr %376, i64 %1799
  %1801 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1800, <8 x i1> %1619, <8 x float> zeroinitializer)
  %1802 = getelementptr inbounds float, ptr %374, i64 %1799
  switch i64 %250, label %466 [
    i64 1, label %1817
    i64 2, label %1810
    i64 3, label %1803
  ]

1803:                                             ; preds = %1797
  %1804 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %1801)
  %1805 = bitcast <8 x float> %1801 to <8 x i32>
  %1806 = and <8 x i32> %1805, %43
  %1807 = bitcast <8 x i32> %1806 to <8 x float>
  %1808 = fcmp oeq <8 x float> %1801, %29
  %1809 = select <8 x i1> %1808, <8 x float> %1807, <8 x float> %1804
  br label %1820

1810:                                             ; preds = %1797
  %1811 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %1801)
  %1812 = bitcast <8 x float> %1801 to <8 x i32>
  %1813 = or <8 x i32> %1812, %44
  %1814 = bitcast <8 x i32> %1813 to <8 x float>
  %1815 = fcmp oeq <8 x float> %1801, %32
  %1816 = select <8 x i1> %1815, <8 x float> %1814, <8 x float> %1811
  br label %1820

1817:                                             ; preds = %1797
  %1818 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1802, <8 x i1> %1619, <8 x float> zeroinitializer)
  %1819 = fadd <8 x float> %1801, %1818
  br label %1820

1820:                                             ; preds = %1817, %1810, %1803
  %1821 = phi <8 x float> [ %1819, %1817 ], [ %1816, %1810 ], [ %1809, %1803 ]
  switch i64 %256, label %466 [
    i64 1, label %1836
    i64 2, label %1829
    i64 3, label %1822
    i64 0, label %1858
  ]

1822:                                             ; preds = %1820
  %1823 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %1821)
  %1824 = bitcast <8 x float> %1821 to <8 x i32>
  %1825 = and <8 x i32> %1824, %43
  %1826 = bitcast <8 x i32> %1825 to <8 x float>
  %1827 = fcmp oeq <8 x float> %1821, %29
  %1828 = select <8 x i1> %1827, <8 x float> %1826, <8 x float> %1823
  br label %1839

1829:                                             ; preds = %1820
  %1830 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %1821)
  %1831 = bitcast <8 x float> %1821 to <8 x i32>
  %1832 = or <8 x i32> %1831, %44
  %1833 = bitcast <8 x i32> %1832 to <8 x float>
  %1834 = fcmp oeq <8 x float> %1821, %32
  %1835 = select <8 x i1> %1834, <8 x float> %1833, <8 x float> %1830
  br label %1839

1836:                                             ; preds = %1820
  %1837 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1802, <8 x i1> %1619, <8 x float> zeroinitializer)
  %1838 = fadd <8 x float> %1821, %1837
  br label %1839

1839:                                             ; preds = %1836, %1829, %1822
  %1840 = phi <8 x float> [ %1838, %1836 ], [ %1835, %1829 ], [ %1828, %1822 ]
  switch i64 %258, label %466 [
    i64 1, label %1855
    i64 2, label %1848
    i64 3, label %1841
    i64 0, label %1858
  ]

1841:                                             ; preds = %1839
  %1842 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %1840)
  %1843 = bitcast <8 x float> %1840 to <8 x i32>
  %1844 = and <8 x i32> %1843, %43
  %1845 = bitcast <8 x i32> %1844 to <8 x float>
  %1846 = fcmp oeq <8 x float> %1840, %29
  %1847 = select <8 x i1> %1846, <8 x float> %1845, <8 x float> %1842
  br label %1858

1848:                                             ; preds = %1839
  %1849 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %1840)
  %1850 = bitcast <8 x float> %1840 to <8 x i32>
  %1851 = or <8 x i32> %1850, %44
  %1852 = bitcast <8 x i32> %1851 to <8 x float>
  %1853 = fcmp oeq <8 x float> %1840, %32
  %1854 = select <8 x i1> %1853, <8 x float> %1852, <8 x float> %1849
  br label %1858

1855:                                             ; preds = %1839
  %1856 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1802, <8 x i1> %1619, <8 x float> zeroinitializer)
  %1857 = fadd <8 x float> %1840, %1856
  br label %1858

1858:                                             ; preds = %1841, %1848, %1855, %1839, %1820
  %1859 = phi <8 x float> [ %1854, %1848 ], [ %1847, %1841 ], [ %1821, %1820 ], [ %1840, %1839 ], [ %1857, %1855 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1859, ptr align 1 %1800, <8 x i1> %1619)
  %1860 = add nsw i64 %1667, %358
  %1861 = getelementptr inbounds float, ptr %376, i64 %1860
  %1862 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1861, <8 x i1> %1611, <8 x float> zeroinitializer)
  %1863 = getelementptr inbounds float, ptr %374, i64 %1860
  switch i64 %250, label %466 [
    i64 1, label %1878
    i64 2, label %1871
    i64 3, label %1864
  ]

1864:                                             ; preds = %1858
  %1865 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %1862)
  %1866 = bitcast <8 x float> %1862 to <8 x i32>
  %1867 = and <8 x i32> %1866, %43
  %1868 = bitcast <8 x i32> %1867 to <8 x float>
  %1869 = fcmp oeq <8 x float> %1862, %29
  %1870 = select <8 x i1> %1869, <8 x float> %1868, <8 x float> %1865
  br label %1881

1871:                                             ; preds = %1858
  %1872 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %1862)
  %1873 = bitcast <8 x float> %1862 to <8 x i32>
  %1874 = or <8 x i32> %1873, %44
  %1875 = bitcast <8 x i32> %1874 to <8 x float>
  %1876 = fcmp oeq <8 x float> %1862, %32
  %1877 = select <8 x i1> %1876, <8 x float> %1875, <8 x float> %1872
  br label %1881

1878:                                             ; preds = %1858
  %1879 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1863, <8 x i1> %1611, <8 x float> zeroinitializer)
  %1880 = fadd <8 x float> %1862, %1879
  br label %1881

1881:                                             ; preds = %1878, %1871, %1864
  %1882 = phi <8 x float> [ %1880, %1878 ], [ %1877, %1871 ], [ %1870, %1864 ]
  switch i64 %260, label %466 [
    i64 1, label %1897
    i64 2, label %1890
    i64 3, label %1883
    i64 0, label %1919
  ]

1883:                                             ; preds = %1881
  %1884 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %1882)
  %1885 = bitcast <8 x float> %1882 to <8 x i32>
  %1886 = and <8 x i32> %1885, %43
  %1887 = bitcast <8 x i32> %1886 to <8 x float>
  %1888 = fcmp oeq <8 x float> %1882, %29
  %1889 = select <8 x i1> %1888, <8 x float> %1887, <8 x float> %1884
  br label %1900

1890:                                             ; preds = %1881
  %1891 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %1882)
  %1892 = bitcast <8 x float> %1882 to <8 x i32>
  %1893 = or <8 x i32> %1892, %44
  %1894 = bitcast <8 x i32> %1893 to <8 x float>
  %1895 = fcmp oeq <8 x float> %1882, %32
  %1896 = select <8 x i1> %1895, <8 x float> %1894, <8 x float> %1891
  br label %1900

1897:                                             ; preds = %1881
  %1898 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1863, <8 x i1> %1611, <8 x float> zeroinitializer)
  %1899 = fadd <8 x float> %1882, %1898
  br label %1900

1900:                                             ; preds = %1897, %1890, %1883
  %1901 = phi <8 x float> [ %1899, %1897 ], [ %1896, %1890 ], [ %1889, %1883 ]
  switch i64 %262, label %466 [
    i64 1, label %1916
    i64 2, label %1909
    i64 3, label %1902
    i64 0, label %1919
  ]

1902:                                             ; preds = %1900
  %1903 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %1901)
  %1904 = bitcast <8 x float> %1901 to <8 x i32>
  %1905 = and <8 x i32> %1904, %43
  %1906 = bitcast <8 x i32> %1905 to <8 x float>
  %1907 = fcmp oeq <8 x float> %1901, %29
  %1908 = select <8 x i1> %1907, <8 x float> %1906, <8 x float> %1903
  br label %1919

1909:                                             ; preds = %1900
  %1910 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %1901)
  %1911 = bitcast <8 x float> %1901 to <8 x i32>
  %1912 = or <8 x i32> %1911, %44
  %1913 = bitcast <8 x i32> %1912 to <8 x float>
  %1914 = fcmp oeq <8 x float> %1901, %32
  %1915 = select <8 x i1> %1914, <8 x float> %1913, <8 x float> %1910
  br label %1919

1916:                                             ; preds = %1900
  %1917 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1863, <8 x i1> %1611, <8 x float> zeroinitializer)
  %1918 = fadd <8 x float> %1901, %1917
  br label %1919

1919:                                             ; preds = %1902, %1909, %1916, %1900, %1881
  %1920 = phi <8 x float> [ %1915, %1909 ], [ %1908, %1902 ], [ %1882, %1881 ], [ %1901, %1900 ], [ %1918, %1916 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1920, ptr align 1 %1861, <8 x i1> %1611)
  %1921 = add nsw i64 %1860, 8
  %1922 = getelementptr inbounds float, ptr %376, i64 %1921
  %1923 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1922, <8 x i1> %1619, <8 x float> zeroinitializer)
  %1924 = getelementptr inbounds float, ptr %374, i64 %1921
  switch i64 %250, label %466 [
    i64 1, label %1939
    i64 2, label %1932
    i64 3, label %1925
  ]

1925:                                             ; preds = %1919
  %1926 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %1923)
  %1927 = bitcast <8 x float> %1923 to <8 x i32>
  %1928 = and <8 x i32> %1927, %43
  %1929 = bitcast <8 x i32> %1928 to <8 x float>
  %1930 = fcmp oeq <8 x float> %1923, %29
  %1931 = select <8 x i1> %1930, <8 x float> %1929, <8 x float> %1926
  br label %1942

1932:                                             ; preds = %1919
  %1933 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %1923)
  %1934 = bitcast <8 x float> %1923 to <8 x i32>
  %1935 = or <8 x i32> %1934, %44
  %1936 = bitcast <8 x i32> %1935 to <8 x float>
  %1937 = fcmp oeq <8 x float> %1923, %32
  %1938 = select <8 x i1> %1937, <8 x float> %1936, <8 x float> %1933
  br label %1942

1939:                                             ; preds = %1919
  %1940 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1924, <8 x i1> %1619, <8 x float> zeroinitializer)
  %1941 = fadd <8 x float> %1923, %1940
  br label %1942

1942:                                             ; preds = %1939, %1932, %1925
  %1943 = phi <8 x float> [ %1941, %1939 ], [ %1938, %1932 ], [ %1931, %1925 ]
  switch i64 %264, label %466 [
    i64 1, label %1958
    i64 2, label %1951
    i64 3, label %1944
    i64 0, label %1980
  ]

1944:                                             ; preds = %1942
  %1945 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %1943)
  %1946 = bitcast <8 x float> %1943 to <8 x i32>
  %1947 = and <8 x i32> %1946, %43
  %1948 = bitcast <8 x i32> %1947 to <8 x float>
  %1949 = fcmp oeq <8 x float> %1943, %29
  %1950 = select <8 x i1> %1949, <8 x float> %1948, <8 x float> %1945
  br label %1961

1951:                                             ; preds = %1942
  %1952 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %1943)
  %1953 = bitcast <8 x float> %1943 to <8 x i32>
  %1954 = or <8 x i32> %1953, %44
  %1955 = bitcast <8 x i32> %1954 to <8 x float>
  %1956 = fcmp oeq <8 x float> %1943, %32
  %1957 = select <8 x i1> %1956, <8 x float> %1955, <8 x float> %1952
  br label %1961

1958:                                             ; preds = %1942
  %1959 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1924, <8 x i1> %1619, <8 x float> zeroinitializer)
  %1960 = fadd <8 x float> %1943, %1959
  br label %1961

1961:                                             ; preds = %1958, %1951, %1944
  %1962 = phi <8 x float> [ %1960, %1958 ], [ %1957, %1951 ], [ %1950, %1944 ]
  switch i64 %266, label %466 [
    i64 1, label %1977
    i64 2, label %1970
    i64 3, label %1963
    i64 0, label %1980
  ]

1963:                                             ; preds = %1961
  %1964 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %1962)
  %1965 = bitcast <8 x float> %1962 to <8 x i32>
  %1966 = and <8 x i32> %1965, %43
  %1967 = bitcast <8 x i32> %1966 to <8 x float>
  %1968 = fcmp oeq <8 x float> %1962, %29
  %1969 = select <8 x i1> %1968, <8 x float> %1967, <8 x float> %1964
  br label %1980

1970:                                             ; preds = %1961
  %1971 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %1962)
  %1972 = bitcast <8 x float> %1962 to <8 x i32>
  %1973 = or <8 x i32> %1972, %44
  %1974 = bitcast <8 x i32> %1973 to <8 x float>
  %1975 = fcmp oeq <8 x float> %1962, %32
  %1976 = select <8 x i1> %1975, <8 x float> %1974, <8 x float> %1971
  br label %1980

1977:                                             ; preds = %1961
  %1978 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1924, <8 x i1> %1619, <8 x float> zeroinitializer)
  %1979 = fadd <8 x float> %1962, %1978
  br label %1980

1980:                                             ; preds = %1963, %1970, %1977, %1961, %1942
  %1981 = phi <8 x float> [ %1976, %1970 ], [ %1969, %1963 ], [ %1943, %1942 ], [ %1962, %1961 ], [ %1979, %1977 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1981, ptr align 1 %1922, <8 x i1> %1619)
  %1982 = add nsw i64 %1669, %358
  %1983 = getelementptr inbounds float, ptr %376, i64 %1982
  %1984 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1983, <8 x i1> %1611, <8 x float> zeroinitializer)
  %1985 = getelementptr inbounds float, ptr %374, i64 %1982
  switch i64 %250, label %466 [
    i64 1, label %2000
    i64 2, label %1993
    i64 3, label %1986
  ]

1986:                                             ; preds = %1980
  %1987 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %1984)
  %1988 = bitcast <8 x float> %1984 to <8 x i32>
  %1989 = and <8 x i32> %1988, %43
  %1990 = bitcast <8 x i32> %1989 to <8 x float>
  %1991 = fcmp oeq <8 x float> %1984, %29
  %1992 = select <8 x i1> %1991, <8 x float> %1990, <8 x float> %1987
  br label %2003

1993:                                             ; preds = %1980
  %1994 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %1984)
  %1995 = bitcast <8 x float> %1984 to <8 x i32>
  %1996 = or <8 x i32> %1995, %44
  %1997 = bitcast <8 x i32> %1996 to <8 x float>
  %1998 = fcmp oeq <8 x float> %1984, %32
  %1999 = select <8 x i1> %1998, <8 x float> %1997, <8 x float> %1994
  br label %2003

2000:                                             ; preds = %1980
  %2001 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1985, <8 x i1> %1611, <8 x float> zeroinitializer)
  %2002 = fadd <8 x float> %1984, %2001
  br label %2003

2003:                                             ; preds = %2000, %1993, %1986
  %2004 = phi <8 x float> [ %2002, %2000 ], [ %1999, %1993 ], [ %1992, %1986 ]
  switch i64 %268, label %466 [
    i64 1, label %2019
    i64 2, label %2012
    i64 3, label %2005
    i64 0, label %2041
  ]

2005:                                             ; preds = %2003
  %2006 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %2004)
  %2007 = bitcast <8 x float> %2004 to <8 x i32>
  %2008 = and <8 x i32> %2007, %43
  %2009 = bitcast <8 x i32> %2008 to <8 x float>
  %2010 = fcmp oeq <8 x float> %2004, %29
  %2011 = select <8 x i1> %2010, <8 x float> %2009, <8 x float> %2006
  br label %2022

2012:                                             ; preds = %2003
  %2013 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %2004)
  %2014 = bitcast <8 x float> %2004 to <8 x i32>
  %2015 = or <8 x i32> %2014, %44
  %2016 = bitcast <8 x i32> %2015 to <8 x float>
  %2017 = fcmp oeq <8 x float> %2004, %32
  %2018 = select <8 x i1> %2017, <8 x float> %2016, <8 x float> %2013
  br label %2022

2019:                                             ; preds = %2003
  %2020 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1985, <8 x i1> %1611, <8 x float> zeroinitializer)
  %2021 = fadd <8 x float> %2004, %2020
  br label %2022

2022:                                             ; preds = %2019, %2012, %2005
  %2023 = phi <8 x float> [ %2021, %2019 ], [ %2018, %2012 ], [ %2011, %2005 ]
  switch i64 %270, label %466 [
    i64 1, label %2038
    i64 2, label %2031
    i64 3, label %2024
    i64 0, label %2041
  ]

2024:                                             ; preds = %2022
  %2025 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %2023)
  %2026 = bitcast <8 x float> %2023 to <8 x i32>
  %2027 = and <8 x i32> %2026, %43
  %2028 = bitcast <8 x i32> %2027 to <8 x float>
  %2029 = fcmp oeq <8 x float> %2023, %29
  %2030 = select <8 x i1> %2029, <8 x float> %2028, <8 x float> %2025
  br label %2041

2031:                                             ; preds = %2022
  %2032 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %2023)
  %2033 = bitcast <8 x float> %2023 to <8 x i32>
  %2034 = or <8 x i32> %2033, %44
  %2035 = bitcast <8 x i32> %2034 to <8 x float>
  %2036 = fcmp oeq <8 x float> %2023, %32
  %2037 = select <8 x i1> %2036, <8 x float> %2035, <8 x float> %2032
  br label %2041

2038:                                             ; preds = %2022
  %2039 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1985, <8 x i1> %1611, <8 x float> zeroinitializer)
  %2040 = fadd <8 x float> %2023, %2039
  br label %2041

2041:                                             ; preds = %2024, %2031, %2038, %2022, %2003
  %2042 = phi <8 x float> [ %2037, %2031 ], [ %2030, %2024 ], [ %2004, %2003 ], [ %2023, %2022 ], [ %2040, %2038 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2042, ptr align 1 %1983, <8 x i1> %1611)
  %2043 = add nsw i64 %1982, 8
  %2044 = getelementptr inbounds float, ptr %376, i64 %2043
  %2045 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2044, <8 x i1> %1619, <8 x float> zeroinitializer)
  %2046 = getelementptr inbounds float, ptr %374, i64 %2043
  switch i64 %250, label %466 [
    i64 1, label %2061
    i64 2, label %2054
    i64 3, label %2047
  ]

2047:                                             ; preds = %2041
  %2048 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %2045)
  %2049 = bitcast <8 x float> %2045 to <8 x i32>
  %2050 = and <8 x i32> %2049, %43
  %2051 = bitcast <8 x i32> %2050 to <8 x float>
  %2052 = fcmp oeq <8 x float> %2045, %29
  %2053 = select <8 x i1> %2052, <8 x float> %2051, <8 x float> %2048
  br label %2064

2054:                                             ; preds = %2041
  %2055 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %2045)
  %2056 = bitcast <8 x float> %2045 to <8 x i32>
  %2057 = or <8 x i32> %2056, %44
  %2058 = bitcast <8 x i32> %2057 to <8 x float>
  %2059 = fcmp oeq <8 x float> %2045, %32
  %2060 = select <8 x i1> %2059, <8 x float> %2058, <8 x float> %2055
  br label %2064

2061:                                             ; preds = %2041
  %2062 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2046, <8 x i1> %1619, <8 x float> zeroinitializer)
  %2063 = fadd <8 x float> %2045, %2062
  br label %2064

2064:                                             ; preds = %2061, %2054, %2047
  %2065 = phi <8 x float> [ %2063, %2061 ], [ %2060, %2054 ], [ %2053, %2047 ]
  switch i64 %272, label %466 [
    i64 1, label %2080
    i64 2, label %2073
    i64 3, label %2066
    i64 0, label %2102
  ]

2066:                                             ; preds = %2064
  %2067 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %2065)
  %2068 = bitcast <8 x float> %2065 to <8 x i32>
  %2069 = and <8 x i32> %2068, %43
  %2070 = bitcast <8 x i32> %2069 to <8 x float>
  %2071 = fcmp oeq <8 x float> %2065, %29
  %2072 = select <8 x i1> %2071, <8 x float> %2070, <8 x float> %2067
  br label %2083

2073:                                             ; preds = %2064
  %2074 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %2065)
  %2075 = bitcast <8 x float> %2065 to <8 x i32>
  %2076 = or <8 x i32> %2075, %44
  %2077 = bitcast <8 x i32> %2076 to <8 x float>
  %2078 = fcmp oeq <8 x float> %2065, %32
  %2079 = select <8 x i1> %2078, <8 x float> %2077, <8 x float> %2074
  br label %2083

2080:                                             ; preds = %2064
  %2081 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2046, <8 x i1> %1619, <8 x float> zeroinitializer)
  %2082 = fadd <8 x float> %2065, %2081
  br label %2083

2083:                                             ; preds = %2080, %2073, %2066
  %2084 = phi <8 x float> [ %2082, %2080 ], [ %2079, %2073 ], [ %2072, %2066 ]
  switch i64 %274, label %466 [
    i64 1, label %2099
    i64 2, label %2092
    i64 3, label %2085
    i64 0, label %2102
  ]

2085:                                             ; preds = %2083
  %2086 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %2084)
  %2087 = bitcast <8 x float> %2084 to <8 x i32>
  %2088 = and <8 x i32> %2087, %43
  %2089 = bitcast <8 x i32> %2088 to <8 x float>
  %2090 = fcmp oeq <8 x float> %2084, %29
  %2091 = select <8 x i1> %2090, <8 x float> %2089, <8 x float> %2086
  br label %2102

2092:                                             ; preds = %2083
  %2093 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %2084)
  %2094 = bitcast <8 x float> %2084 to <8 x i32>
  %2095 = or <8 x i32> %2094, %44
  %2096 = bitcast <8 x i32> %2095 to <8 x float>
  %2097 = fcmp oeq <8 x float> %2084, %32
  %2098 = select <8 x i1> %2097, <8 x float> %2096, <8 x float> %2093
  br label %2102

2099:                                             ; preds = %2083
  %2100 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2046, <8 x i1> %1619, <8 x float> zeroinitializer)
  %2101 = fadd <8 x float> %2084, %2100
  br label %2102

2102:                                             ; preds = %2085, %2092, %2099, %1726, %2083, %2064
  %2103 = phi ptr [ %1740, %1726 ], [ %2044, %2085 ], [ %2044, %2064 ], [ %2044, %2083 ], [ %2044, %2099 ], [ %2044, %2092 ]
  %2104 = phi <8 x float> [ %1741, %1726 ], [ %2091, %2085 ], [ %2065, %2064 ], [ %2084, %2083 ], [ %2101, %2099 ], [ %2098, %2092 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2104, ptr align 1 %2103, <8 x i1> %1619)
  br label %5855

2105:                                             ; preds = %351
  %2106 = icmp sgt i64 %362, 7
  %2107 = trunc i64 %362 to i32
  %2108 = select i1 %2106, i32 8, i32 %2107
  %2109 = insertelement <8 x i32> poison, i32 %2108, i64 0
  %2110 = shufflevector <8 x i32> %2109, <8 x i32> poison, <8 x i32> zeroinitializer
  %2111 = icmp sgt <8 x i32> %2110, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %40, label %2129, label %2112

2112:                                             ; preds = %2105
  %2113 = getelementptr inbounds float, ptr %21, i64 %357
  %2114 = load float, ptr %2113, align 1
  %2115 = insertelement <8 x float> poison, float %2114, i64 0
  %2116 = shufflevector <8 x float> %2115, <8 x float> poison, <8 x i32> zeroinitializer
  %2117 = getelementptr inbounds nuw i8, ptr %2113, i64 4
  %2118 = load float, ptr %2117, align 1
  %2119 = insertelement <8 x float> poison, float %2118, i64 0
  %2120 = shufflevector <8 x float> %2119, <8 x float> poison, <8 x i32> zeroinitializer
  %2121 = getelementptr inbounds nuw i8, ptr %2113, i64 8
  %2122 = load float, ptr %2121, align 1
  %2123 = insertelement <8 x float> poison, float %2122, i64 0
  %2124 = shufflevector <8 x float> %2123, <8 x float> poison, <8 x i32> zeroinitializer
  %2125 = getelementptr inbounds nuw i8, ptr %2113, i64 12
  %2126 = load float, ptr %2125, align 1
  %2127 = insertelement <8 x float> poison, float %2126, i64 0
  %2128 = shufflevector <8 x float> %2127, <8 x float> poison, <8 x i32> zeroinitializer
  br label %2146

2129:                                             ; preds = %2105
  %2130 = getelementptr float, ptr %371, i64 %358
  %2131 = mul nsw i64 %357, %7
  %2132 = getelementptr float, ptr %2130, i64 %2131
  %2133 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2132, <8 x i1> %2111, <8 x float> zeroinitializer)
  %2134 = or disjoint i64 %357, 1
  %2135 = mul nsw i64 %2134, %7
  %2136 = getelementptr float, ptr %2130, i64 %2135
  %2137 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2136, <8 x i1> %2111, <8 x float> zeroinitializer)
  %2138 = add nsw i64 %357, 2
  %2139 = mul nsw i64 %2138, %7
  %2140 = getelementptr float, ptr %2130, i64 %2139
  %2141 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2140, <8 x i1> %2111, <8 x float> zeroinitializer)
  %2142 = add nsw i64 %357, 3
  %2143 = mul nsw i64 %2142, %7
  %2144 = getelementptr float, ptr %2130, i64 %2143
  %2145 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2144, <8 x i1> %2111, <8 x float> zeroinitializer)
  br label %2146

2146:                                             ; preds = %2129, %2112
  %2147 = phi <8 x float> [ %2141, %2129 ], [ %2124, %2112 ]
  %2148 = phi <8 x float> [ %2133, %2129 ], [ %2116, %2112 ]
  %2149 = phi <8 x float> [ %2137, %2129 ], [ %2120, %2112 ]
  %2150 = phi <8 x float> [ %2145, %2129 ], [ %2128, %2112 ]
  %2151 = getelementptr inbounds float, ptr %369, i64 %358
  %2152 = mul nsw i64 %357, %5
  %2153 = getelementptr inbounds float, ptr %20, i64 %2152
  br i1 %41, label %2171, label %2154

2154:                                             ; preds = %2171, %2146
  %2155 = phi <8 x float> [ %2148, %2146 ], [ %2184, %2171 ]
  %2156 = phi <8 x float> [ %2149, %2146 ], [ %2189, %2171 ]
  %2157 = phi <8 x float> [ %2147, %2146 ], [ %2194, %2171 ]
  %2158 = phi <8 x float> [ %2150, %2146 ], [ %2199, %2171 ]
  %2159 = getelementptr float, ptr %376, i64 %358
  %2160 = mul nsw i64 %357, %7
  %2161 = getelementptr float, ptr %2159, i64 %2160
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2155, ptr align 1 %2161, <8 x i1> %2111)
  %2162 = or disjoint i64 %357, 1
  %2163 = mul nsw i64 %2162, %7
  %2164 = getelementptr float, ptr %2159, i64 %2163
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2156, ptr align 1 %2164, <8 x i1> %2111)
  %2165 = add nsw i64 %357, 2
  %2166 = mul nsw i64 %2165, %7
  %2167 = getelementptr float, ptr %2159, i64 %2166
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2157, ptr align 1 %2167, <8 x i1> %2111)
  %2168 = add nsw i64 %357, 3
  %2169 = mul nsw i64 %2168, %7
  %2170 = getelementptr float, ptr %2159, i64 %2169
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2158, ptr align 1 %2170, <8 x i1> %2111)
  br i1 %42, label %5855, label %2202

2171:                                             ; preds = %2146, %2171
  %2172 = phi <8 x float> [ %2184, %2171 ], [ %2148, %2146 ]
  %2173 = phi <8 x float> [ %2189, %2171 ], [ %2149, %2146 ]
  %2174 = phi <8 x float> [ %2194, %2171 ], [ %2147, %2146 ]
  %2175 = phi <8 x float> [ %2199, %2171 ], [ %2150, %2146 ]
  %2176 = phi i64 [ %2200, %2171 ], [ 0, %2146 ]
  %2177 = mul nsw i64 %2176, %7
  %2178 = getelementptr inbounds float, ptr %2151, i64 %2177
  %2179 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2178, <8 x i1> %2111, <8 x float> zeroinitializer)
  %2180 = getelementptr float, ptr %2153, i64 %2176
  %2181 = load float, ptr %2180, align 1
  %2182 = insertelement <8 x float> poison, float %2181, i64 0
  %2183 = shufflevector <8 x float> %2182, <8 x float> poison, <8 x i32> zeroinitializer
  %2184 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2179, <8 x float> %2183, <8 x float> %2172)
  %2185 = getelementptr float, ptr %2180, i64 %5
  %2186 = load float, ptr %2185, align 1
  %2187 = insertelement <8 x float> poison, float %2186, i64 0
  %2188 = shufflevector <8 x float> %2187, <8 x float> poison, <8 x i32> zeroinitializer
  %2189 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2179, <8 x float> %2188, <8 x float> %2173)
  %2190 = getelementptr i8, ptr %2180, i64 %230
  %2191 = load float, ptr %2190, align 1
  %2192 = insertelement <8 x float> poison, float %2191, i64 0
  %2193 = shufflevector <8 x float> %2192, <8 x float> poison, <8 x i32> zeroinitializer
  %2194 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2179, <8 x float> %2193, <8 x float> %2174)
  %2195 = getelementptr i8, ptr %2180, i64 %231
  %2196 = load float, ptr %2195, align 1
  %2197 = insertelement <8 x float> poison, float %2196, i64 0
  %2198 = shufflevector <8 x float> %2197, <8 x float> poison, <8 x i32> zeroinitializer
  %2199 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2179, <8 x float> %2198, <8 x float> %2175)
  %2200 = add nuw nsw i64 %2176, 1
  %2201 = icmp eq i64 %2200, %5
  br i1 %2201, label %2154, label %2171

2202:                                             ; preds = %2154
  %2203 = add nsw i64 %2160, %358
  %2204 = getelementptr inbounds float, ptr %376, i64 %2203
  %2205 = getelementptr inbounds float, ptr %374, i64 %2203
  %2206 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2204, <8 x i1> %2111, <8 x float> zeroinitializer)
  switch i64 %232, label %466 [
    i64 1, label %2217
    i64 2, label %2220
    i64 3, label %2227
    i64 0, label %2207
  ]

2207:                                             ; preds = %2202
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2206, ptr align 1 %2204, <8 x i1> %2111)
  %2208 = getelementptr float, ptr %376, i64 %2163
  %2209 = getelementptr float, ptr %2208, i64 %358
  %2210 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2209, <8 x i1> %2111, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2210, ptr align 1 %2209, <8 x i1> %2111)
  %2211 = getelementptr float, ptr %376, i64 %2166
  %2212 = getelementptr float, ptr %2211, i64 %358
  %2213 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2212, <8 x i1> %2111, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2213, ptr align 1 %2212, <8 x i1> %2111)
  %2214 = getelementptr float, ptr %376, i64 %2169
  %2215 = getelementptr float, ptr %2214, i64 %358
  %2216 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2215, <8 x i1> %2111, <8 x float> zeroinitializer)
  br label %2455

2217:                                             ; preds = %2202
  %2218 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2205, <8 x i1> %2111, <8 x float> zeroinitializer)
  %2219 = fadd <8 x float> %2206, %2218
  br label %2234

2220:                                             ; preds = %2202
  %2221 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %2206)
  %2222 = bitcast <8 x float> %2206 to <8 x i32>
  %2223 = or <8 x i32> %2222, %44
  %2224 = bitcast <8 x i32> %2223 to <8 x float>
  %2225 = fcmp oeq <8 x float> %2206, %32
  %2226 = select <8 x i1> %2225, <8 x float> %2224, <8 x float> %2221
  br label %2234

2227:                                             ; preds = %2202
  %2228 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %2206)
  %2229 = bitcast <8 x float> %2206 to <8 x i32>
  %2230 = and <8 x i32> %2229, %43
  %2231 = bitcast <8 x i32> %2230 to <8 x float>
  %2232 = fcmp oeq <8 x float> %2206, %29
  %2233 = select <8 x i1> %2232, <8 x float> %2231, <8 x float> %2228
  br label %2234

2234:                                             ; preds = %2227, %2220, %2217
  %2235 = phi <8 x float> [ %2219, %2217 ], [ %2226, %2220 ], [ %2233, %2227 ]
  switch i64 %234, label %466 [
    i64 1, label %2250
    i64 2, label %2243
    i64 3, label %2236
    i64 0, label %2272
  ]

2236:                                             ; preds = %2234
  %2237 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %2235)
  %2238 = bitcast <8 x float> %2235 to <8 x i32>
  %2239 = and <8 x i32> %2238, %43
  %2240 = bitcast <8 x i32> %2239 to <8 x float>
  %2241 = fcmp oeq <8 x float> %2235, %29
  %2242 = select <8 x i1> %2241, <8 x float> %2240, <8 x float> %2237
  br label %2253

2243:                                             ; preds = %2234
  %2244 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %2235)
  %2245 = bitcast <8 x float> %2235 to <8 x i32>
  %2246 = or <8 x i32> %2245, %44
  %2247 = bitcast <8 x i32> %2246 to <8 x float>
  %2248 = fcmp oeq <8 x float> %2235, %32
  %2249 = select <8 x i1> %2248, <8 x float> %2247, <8 x float> %2244
  br label %2253

2250:                                             ; preds = %2234
  %2251 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2205, <8 x i1> %2111, <8 x float> zeroinitializer)
  %2252 = fadd <8 x float> %2235, %2251
  br label %2253

2253:                                             ; preds = %2250, %2243, %2236
  %2254 = phi <8 x float> [ %2252, %2250 ], [ %2249, %2243 ], [ %2242, %2236 ]
  switch i64 %236, label %466 [
    i64 1, label %2269
    i64 2, label %2262
    i64 3, label %2255
    i64 0, label %2272
  ]

2255:                                             ; preds = %2253
  %2256 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %2254)
  %2257 = bitcast <8 x float> %2254 to <8 x i32>
  %2258 = and <8 x i32> %2257, %43
  %2259 = bitcast <8 x i32> %2258 to <8 x float>
  %2260 = fcmp oeq <8 x float> %2254, %29
  %2261 = select <8 x i1> %2260, <8 x float> %2259, <8 x float> %2256
  br label %2272

2262:                                             ; preds = %2253
  %2263 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %2254)
  %2264 = bitcast <8 x float> %2254 to <8 x i32>
  %2265 = or <8 x i32> %2264, %44
  %2266 = bitcast <8 x i32> %2265 to <8 x float>
  %2267 = fcmp oeq <8 x float> %2254, %32
  %2268 = select <8 x i1> %2267, <8 x float> %2266, <8 x float> %2263
  br label %2272

2269:                                             ; preds = %2253
  %2270 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2205, <8 x i1> %2111, <8 x float> zeroinitializer)
  %2271 = fadd <8 x float> %2254, %2270
  br label %2272

2272:                                             ; preds = %2255, %2262, %2269, %2253, %2234
  %2273 = phi <8 x float> [ %2254, %2253 ], [ %2261, %2255 ], [ %2235, %2234 ], [ %2271, %2269 ], [ %2268, %2262 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2273, ptr align 1 %2204, <8 x i1> %2111)
  %2274 = add nsw i64 %2163, %358
  %2275 = getelementptr inbounds float, ptr %376, i64 %2274
  %2276 = getelementptr inbounds float, ptr %374, i64 %2274
  %2277 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2275, <8 x i1> %2111, <8 x float> zeroinitializer)
  switch i64 %232, label %466 [
    i64 1, label %2292
    i64 2, label %2285
    i64 3, label %2278
  ]

2278:                                             ; preds = %2272
  %2279 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %2277)
  %2280 = bitcast <8 x float> %2277 to <8 x i32>
  %2281 = and <8 x i32> %2280, %43
  %2282 = bitcast <8 x i32> %2281 to <8 x float>
  %2283 = fcmp oeq <8 x float> %2277, %29
  %2284 = select <8 x i1> %2283, <8 x float> %2282, <8 x float> %2279
  br label %2295

2285:                                             ; preds = %2272
  %2286 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %2277)
  %2287 = bitcast <8 x float> %2277 to <8 x i32>
  %2288 = or <8 x i32> %2287, %44
  %2289 = bitcast <8 x i32> %2288 to <8 x float>
  %2290 = fcmp oeq <8 x float> %2277, %32
  %2291 = select <8 x i1> %2290, <8 x float> %2289, <8 x float> %2286
  br label %2295

2292:                                             ; preds = %2272
  %2293 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2276, <8 x i1> %2111, <8 x float> zeroinitializer)
  %2294 = fadd <8 x float> %2277, %2293
  br label %2295

2295:                                             ; preds = %2292, %2285, %2278
  %2296 = phi <8 x float> [ %2294, %2292 ], [ %2291, %2285 ], [ %2284, %2278 ]
  switch i64 %238, label %466 [
    i64 1, label %2311
    i64 2, label %2304
    i64 3, label %2297
    i64 0, label %2333
  ]

2297:                                             ; preds = %2295
  %2298 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %2296)
  %2299 = bitcast <8 x float> %2296 to <8 x i32>
  %2300 = and <8 x i32> %2299, %43
  %2301 = bitcast <8 x i32> %2300 to <8 x float>
  %2302 = fcmp oeq <8 x float> %2296, %29
  %2303 = select <8 x i1> %2302, <8 x float> %2301, <8 x float> %2298
  br label %2314

2304:                                             ; preds = %2295
  %2305 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %2296)
  %2306 = bitcast <8 x float> %2296 to <8 x i32>
  %2307 = or <8 x i32> %2306, %44
  %2308 = bitcast <8 x i32> %2307 to <8 x float>
  %2309 = fcmp oeq <8 x float> %2296, %32
  %2310 = select <8 x i1> %2309, <8 x float> %2308, <8 x float> %2305
  br label %2314

2311:                                             ; preds = %2295
  %2312 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2276, <8 x i1> %2111, <8 x float> zeroinitializer)
  %2313 = fadd <8 x float> %2296, %2312
  br label %2314

2314:                                             ; preds = %2311, %2304, %2297
  %2315 = phi <8 x float> [ %2313, %2311 ], [ %2310, %2304 ], [ %2303, %2297 ]
  switch i64 %240, label %466 [
    i64 1, label %2330
    i64 2, label %2323
    i64 3, label %2316
    i64 0, label %2333
  ]

2316:                                             ; preds = %2314
  %2317 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %2315)
  %2318 = bitcast <8 x float> %2315 to <8 x i32>
  %2319 = and <8 x i32> %2318, %43
  %2320 = bitcast <8 x i32> %2319 to <8 x float>
  %2321 = fcmp oeq <8 x float> %2315, %29
  %2322 = select <8 x i1> %2321, <8 x float> %2320, <8 x float> %2317
  br label %2333

2323:                                             ; preds = %2314
  %2324 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %2315)
  %2325 = bitcast <8 x float> %2315 to <8 x i32>
  %2326 = or <8 x i32> %2325, %44
  %2327 = bitcast <8 x i32> %2326 to <8 x float>
  %2328 = fcmp oeq <8 x float> %2315, %32
  %2329 = select <8 x i1> %2328, <8 x float> %2327, <8 x float> %2324
  br label %2333

2330:                                             ; preds = %2314
  %2331 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2276, <8 x i1> %2111, <8 x float> zeroinitializer)
  %2332 = fadd <8 x float> %2315, %2331
  br label %2333

2333:                                             ; preds = %2316, %2323, %2330, %2314, %2295
  %2334 = phi <8 x float> [ %2329, %2323 ], [ %2322, %2316 ], [ %2296, %2295 ], [ %2315, %2314 ], [ %2332, %2330 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2334, ptr align 1 %2275, <8 x i1> %2111)
  %2335 = add nsw i64 %2166, %358
  %2336 = getelementptr inbounds float, ptr %376, i64 %2335
  %2337 = getelementptr inbounds float, ptr %374, i64 %2335
  %2338 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2336, <8 x i1> %2111, <8 x float> zeroinitializer)
  switch i64 %232, label %466 [
    i64 1, label %2353
    i64 2, label %2346
    i64 3, label %2339
  ]

2339:                                             ; preds = %2333
  %2340 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %2338)
  %2341 = bitcast <8 x float> %2338 to <8 x i32>
  %2342 = and <8 x i32> %2341, %43
  %2343 = bitcast <8 x i32> %2342 to <8 x float>
  %2344 = fcmp oeq <8 x float> %2338, %29
  %2345 = select <8 x i1> %2344, <8 x float> %2343, <8 x float> %2340
  br label %2356

2346:                                             ; preds = %2333
  %2347 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %2338)
  %2348 = bitcast <8 x float> %2338 to <8 x i32>
  %2349 = or <8 x i32> %2348, %44
  %2350 = bitcast <8 x i32> %2349 to <8 x float>
  %2351 = fcmp oeq <8 x float> %2338, %32
  %2352 = select <8 x i1> %2351, <8 x float> %2350, <8 x float> %2347
  br label %2356

2353:                                             ; preds = %2333
  %2354 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2337, <8 x i1> %2111, <8 x float> zeroinitializer)
  %2355 = fadd <8 x float> %2338, %2354
  br label %2356

2356:                                             ; preds = %2353, %2346, %2339
  %2357 = phi <8 x float> [ %2355, %2353 ], [ %2352, %2346 ], [ %2345, %2339 ]
  switch i64 %242, label %466 [
    i64 1, label %2372
    i64 2, label %2365
    i64 3, label %2358
    i64 0, label %2394
  ]

2358:                                             ; preds = %2356
  %2359 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %2357)
  %2360 = bitcast <8 x float> %2357 to <8 x i32>
  %2361 = and <8 x i32> %2360, %43
  %2362 = bitcast <8 x i32> %2361 to <8 x float>
  %2363 = fcmp oeq <8 x float> %2357, %29
  %2364 = select <8 x i1> %2363, <8 x float> %2362, <8 x float> %2359
  br label %2375

2365:                                             ; preds = %2356
  %2366 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %2357)
  %2367 = bitcast <8 x float> %2357 to <8 x i32>
  %2368 = or <8 x i32> %2367, %44
  %2369 = bitcast <8 x i32> %2368 to <8 x float>
  %2370 = fcmp oeq <8 x float> %2357, %32
  %2371 = select <8 x i1> %2370, <8 x float> %2369, <8 x float> %2366
  br label %2375

2372:                                             ; preds = %2356
  %2373 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2337, <8 x i1> %2111, <8 x float> zeroinitializer)
  %2374 = fadd <8 x float> %2357, %2373
  br label %2375

2375:                                             ; preds = %2372, %2365, %2358
  %2376 = phi <8 x float> [ %2374, %2372 ], [ %2371, %2365 ], [ %2364, %2358 ]
  switch i64 %244, label %466 [
    i64 1, label %2391
    i64 2, label %2384
    i64 3, label %2377
    i64 0, label %2394
  ]

2377:                                             ; preds = %2375
  %2378 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %2376)
  %2379 = bitcast <8 x float> %2376 to <8 x i32>
  %2380 = and <8 x i32> %2379, %43
  %2381 = bitcast <8 x i32> %2380 to <8 x float>
  %2382 = fcmp oeq <8 x float> %2376, %29
  %2383 = select <8 x i1> %2382, <8 x float> %2381, <8 x float> %2378
  br label %2394

2384:                                             ; preds = %2375
  %2385 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %2376)
  %2386 = bitcast <8 x float> %2376 to <8 x i32>
  %2387 = or <8 x i32> %2386, %44
  %2388 = bitcast <8 x i32> %2387 to <8 x float>
  %2389 = fcmp oeq <8 x float> %2376, %32
  %2390 = select <8 x i1> %2389, <8 x float> %2388, <8 x float> %2385
  br label %2394

2391:                                             ; preds = %2375
  %2392 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2337, <8 x i1> %2111, <8 x float> zeroinitializer)
  %2393 = fadd <8 x float> %2376, %2392
  br label %2394

2394:                                             ; preds = %2377, %2384, %2391, %2375, %2356
  %2395 = phi <8 x float> [ %2390, %2384 ], [ %2383, %2377 ], [ %2357, %2356 ], [ %2376, %2375 ], [ %2393, %2391 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2395, ptr align 1 %2336, <8 x i1> %2111)
  %2396 = add nsw i64 %2169, %358
  %2397 = getelementptr inbounds float, ptr %376, i64 %2396
  %2398 = getelementptr inbounds float, ptr %374, i64 %2396
  %2399 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2397, <8 x i1> %2111, <8 x float> zeroinitializer)
  switch i64 %232, label %466 [
    i64 1, label %2414
    i64 2, label %2407
    i64 3, label %2400
  ]

2400:                                             ; preds = %2394
  %2401 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %2399)
  %2402 = bitcast <8 x float> %2399 to <8 x i32>
  %2403 = and <8 x i32> %2402, %43
  %2404 = bitcast <8 x i32> %2403 to <8 x float>
  %2405 = fcmp oeq <8 x float> %2399, %29
  %2406 = select <8 x i1> %2405, <8 x float> %2404, <8 x float> %2401
  br label %2417

2407:                                             ; preds = %2394
  %2408 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %2399)
  %2409 = bitcast <8 x float> %2399 to <8 x i32>
  %2410 = or <8 x i32> %2409, %44
  %2411 = bitcast <8 x i32> %2410 to <8 x float>
  %2412 = fcmp oeq <8 x float> %2399, %32
  %2413 = select <8 x i1> %2412, <8 x float> %2411, <8 x float> %2408
  br label %2417

2414:                                             ; preds = %2394
  %2415 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2398, <8 x i1> %2111, <8 x float> zeroinitializer)
  %2416 = fadd <8 x float> %2399, %2415
  br label %2417

2417:                                             ; preds = %2414, %2407, %2400
  %2418 = phi <8 x float> [ %2416, %2414 ], [ %2413, %2407 ], [ %2406, %2400 ]
  switch i64 %246, label %466 [
    i64 1, label %2433
    i64 2, label %2426
    i64 3, label %2419
    i64 0, label %2455
  ]

2419:                                             ; preds = %2417
  %2420 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %2418)
  %2421 = bitcast <8 x float> %2418 to <8 x i32>
  %2422 = and <8 x i32> %2421, %43
  %2423 = bitcast <8 x i32> %2422 to <8 x float>
  %2424 = fcmp oeq <8 x float> %2418, %29
  %2425 = select <8 x i1> %2424, <8 x float> %2423, <8 x float> %2420
  br label %2436

2426:                                             ; preds = %2417
  %2427 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %2418)
  %2428 = bitcast <8 x float> %2418 to <8 x i32>
  %2429 = or <8 x i32> %2428, %44
  %2430 = bitcast <8 x i32> %2429 to <8 x float>
  %2431 = fcmp oeq <8 x float> %2418, %32
  %2432 = select <8 x i1> %2431, <8 x float> %2430, <8 x float> %2427
  br label %2436

2433:                                             ; preds = %2417
  %2434 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2398, <8 x i1> %2111, <8 x float> zeroinitializer)
  %2435 = fadd <8 x float> %2418, %2434
  br label %2436

2436:                                             ; preds = %2433, %2426, %2419
  %2437 = phi <8 x float> [ %2435, %2433 ], [ %2432, %2426 ], [ %2425, %2419 ]
  switch i64 %248, label %466 [
    i64 1, label %2452
    i64 2, label %2445
    i64 3, label %2438
    i64 0, label %2455
  ]

2438:                                             ; preds = %2436
  %2439 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %2437)
  %2440 = bitcast <8 x float> %2437 to <8 x i32>
  %2441 = and <8 x i32> %2440, %43
  %2442 = bitcast <8 x i32> %2441 to <8 x float>
  %2443 = fcmp oeq <8 x float> %2437, %29
  %2444 = select <8 x i1> %2443, <8 x float> %2442, <8 x float> %2439
  br label %2455

2445:                                             ; preds = %2436
  %2446 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %2437)
  %2447 = bitcast <8 x float> %2437 to <8 x i32>
  %2448 = or <8 x i32> %2447, %44
  %2449 = bitcast <8 x i32> %2448 to <8 x float>
  %2450 = fcmp oeq <8 x float> %2437, %32
  %2451 = select <8 x i1> %2450, <8 x float> %2449, <8 x float> %2446
  br label %2455

2452:                                             ; preds = %2436
  %2453 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2398, <8 x i1> %2111, <8 x float> zeroinitializer)
  %2454 = fadd <8 x float> %2437, %2453
  br label %2455

2455:                                             ; preds = %2438, %2445, %2452, %2207, %2436, %2417
  %2456 = phi ptr [ %2215, %2207 ], [ %2397, %2438 ], [ %2397, %2417 ], [ %2397, %2436 ], [ %2397, %2452 ], [ %2397, %2445 ]
  %2457 = phi <8 x float> [ %2216, %2207 ], [ %2444, %2438 ], [ %2418, %2417 ], [ %2437, %2436 ], [ %2454, %2452 ], [ %2451, %2445 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2457, ptr align 1 %2456, <8 x i1> %2111)
  br label %5855

2458:                                             ; preds = %351
  %2459 = icmp sgt i64 %362, 7
  %2460 = trunc i64 %362 to i32
  %2461 = select i1 %2459, i32 8, i32 %2460
  %2462 = insertelement <8 x i32> poison, i32 %2461, i64 0
  %2463 = shufflevector <8 x i32> %2462, <8 x i32> poison, <8 x i32> zeroinitializer
  %2464 = icmp sgt <8 x i32> %2463, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2465 = or disjoint i64 %358, 8
  %2466 = sub i64 %7, %2465
  %2467 = icmp sgt i64 %2466, 7
  %2468 = trunc i64 %2466 to i32
  %2469 = select i1 %2467, i32 8, i32 %2468
  %2470 = insertelement <8 x i32> poison, i32 %2469, i64 0
  %2471 = shufflevector <8 x i32> %2470, <8 x i32> poison, <8 x i32> zeroinitializer
  %2472 = icmp sgt <8 x i32> %2471, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2473 = mul nsw i64 %357, %7
  br i1 %40, label %2505, label %2474

2474:                                             ; preds = %2458
  %2475 = getelementptr inbounds float, ptr %21, i64 %357
  %2476 = load float, ptr %2475, align 1
  %2477 = insertelement <8 x float> poison, float %2476, i64 0
  %2478 = shufflevector <8 x float> %2477, <8 x float> poison, <8 x i32> zeroinitializer
  %2479 = insertelement <8 x float> poison, float %2476, i64 0
  %2480 = shufflevector <8 x float> %2479, <8 x float> poison, <8 x i32> zeroinitializer
  %2481 = getelementptr inbounds nuw i8, ptr %2475, i64 4
  %2482 = or disjoint i64 %357, 1
  %2483 = mul nsw i64 %2482, %7
  %2484 = load float, ptr %2481, align 1
  %2485 = insertelement <8 x float> poison, float %2484, i64 0
  %2486 = shufflevector <8 x float> %2485, <8 x float> poison, <8 x i32> zeroinitializer
  %2487 = insertelement <8 x float> poison, float %2484, i64 0
  %2488 = shufflevector <8 x float> %2487, <8 x float> poison, <8 x i32> zeroinitializer
  %2489 = getelementptr inbounds nuw i8, ptr %2475, i64 8
  %2490 = add nsw i64 %357, 2
  %2491 = mul nsw i64 %2490, %7
  %2492 = load float, ptr %2489, align 1
  %2493 = insertelement <8 x float> poison, float %2492, i64 0
  %2494 = shufflevector <8 x float> %2493, <8 x float> poison, <8 x i32> zeroinitializer
  %2495 = insertelement <8 x float> poison, float %2492, i64 0
  %2496 = shufflevector <8 x float> %2495, <8 x float> poison, <8 x i32> zeroinitializer
  %2497 = getelementptr inbounds nuw i8, ptr %2475, i64 12
  %2498 = add nsw i64 %357, 3
  %2499 = mul nsw i64 %2498, %7
  %2500 = load float, ptr %2497, align 1
  %2501 = insertelement <8 x float> poison, float %2500, i64 0
  %2502 = shufflevector <8 x float> %2501, <8 x float> poison, <8 x i32> zeroinitializer
  %2503 = insertelement <8 x float> poison, float %2500, i64 0
  %2504 = shufflevector <8 x float> %2503, <8 x float> poison, <8 x i32> zeroinitializer
  br label %2529

2505:                                             ; preds = %2458
  %2506 = getelementptr float, ptr %371, i64 %358
  %2507 = getelementptr float, ptr %2506, i64 %2473
  %2508 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2507, <8 x i1> %2464, <8 x float> zeroinitializer)
  %2509 = getelementptr inbounds nuw i8, ptr %2507, i64 32
  %2510 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %2509, <8 x i1> %2472, <8 x float> zeroinitializer)
  %2511 = or disjoint i64 %357, 1
  %2512 = mul nsw i64 %2511, %7
  %2513 = getelementptr float, ptr %2506, i64 %2512
  %2514 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2513, <8 x i1> %2464, <8 x float> zeroinitializer)
  %2515 = getelementptr inbounds nuw i8, ptr %2513, i64 32
  %2516 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %2515, <8 x i1> %2472, <8 x float> zeroinitializer)
  %2517 = add nsw i64 %357, 2
  %2518 = mul nsw i64 %2517, %7
  %2519 = getelementptr float, ptr %2506, i64 %2518
  %2520 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2519, <8 x i1> %2464, <8 x float> zeroinitializer)
  %2521 = getelementptr inbounds nuw i8, ptr %2519, i64 32
  %2522 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %2521, <8 x i1> %2472, <8 x float> zeroinitializer)
  %2523 = add nsw i64 %357, 3
  %2524 = mul nsw i64 %2523, %7
  %2525 = getelementptr float, ptr %2506, i64 %2524
  %2526 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2525, <8 x i1> %2464, <8 x float> zeroinitializer)
  %2527 = getelementptr inbounds nuw i8, ptr %2525, i64 32
  %2528 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %2527, <8 x i1> %2472, <8 x float> zeroinitializer)
  br label %2529

2529:                                             ; preds = %2505, %2474
  %2530 = phi <8 x float> [ %2526, %2505 ], [ %2502, %2474 ]
  %2531 = phi <8 x float> [ %2520, %2505 ], [ %2494, %2474 ]
  %2532 = phi <8 x float> [ %2514, %2505 ], [ %2486, %2474 ]
  %2533 = phi <8 x float> [ %2508, %2505 ], [ %2478, %2474 ]
  %2534 = phi <8 x float> [ %2510, %2505 ], [ %2480, %2474 ]
  %2535 = phi i64 [ %2512, %2505 ], [ %2483, %2474 ]
  %2536 = phi <8 x float> [ %2516, %2505 ], [ %2488, %2474 ]
  %2537 = phi i64 [ %2518, %2505 ], [ %2491, %2474 ]
  %2538 = phi <8 x float> [ %2522, %2505 ], [ %2496, %2474 ]
  %2539 = phi i64 [ %2524, %2505 ], [ %2499, %2474 ]
  %2540 = phi <8 x float> [ %2528, %2505 ], [ %2504, %2474 ]
  %2541 = getelementptr inbounds float, ptr %369, i64 %358
  %2542 = mul nsw i64 %357, %5
  %2543 = getelementptr inbounds float, ptr %20, i64 %2542
  br i1 %41, label %2562, label %2544

2544:                                             ; preds = %2562, %2529
  %2545 = phi <8 x float> [ %2533, %2529 ], [ %2581, %2562 ]
  %2546 = phi <8 x float> [ %2534, %2529 ], [ %2582, %2562 ]
  %2547 = phi <8 x float> [ %2532, %2529 ], [ %2587, %2562 ]
  %2548 = phi <8 x float> [ %2536, %2529 ], [ %2588, %2562 ]
  %2549 = phi <8 x float> [ %2531, %2529 ], [ %2593, %2562 ]
  %2550 = phi <8 x float> [ %2538, %2529 ], [ %2594, %2562 ]
  %2551 = phi <8 x float> [ %2530, %2529 ], [ %2599, %2562 ]
  %2552 = phi <8 x float> [ %2540, %2529 ], [ %2600, %2562 ]
  %2553 = getelementptr float, ptr %376, i64 %358
  %2554 = getelementptr float, ptr %2553, i64 %2473
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2545, ptr align 1 %2554, <8 x i1> %2464)
  %2555 = getelementptr inbounds nuw i8, ptr %2554, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2546, ptr nonnull align 1 %2555, <8 x i1> %2472)
  %2556 = getelementptr float, ptr %2553, i64 %2535
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2547, ptr align 1 %2556, <8 x i1> %2464)
  %2557 = getelementptr inbounds nuw i8, ptr %2556, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2548, ptr nonnull align 1 %2557, <8 x i1> %2472)
  %2558 = getelementptr float, ptr %2553, i64 %2537
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2549, ptr align 1 %2558, <8 x i1> %2464)
  %2559 = getelementptr inbounds nuw i8, ptr %2558, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2550, ptr nonnull align 1 %2559, <8 x i1> %2472)
  %2560 = getelementptr float, ptr %2553, i64 %2539
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2551, ptr align 1 %2560, <8 x i1> %2464)
  %2561 = getelementptr inbounds nuw i8, ptr %2560, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2552, ptr nonnull align 1 %2561, <8 x i1> %2472)
  br i1 %42, label %5855, label %2603

2562:                                             ; preds = %2529, %2562
  %2563 = phi <8 x float> [ %2581, %2562 ], [ %2533, %2529 ]
  %2564 = phi <8 x float> [ %2582, %2562 ], [ %2534, %2529 ]
  %2565 = phi <8 x float> [ %2587, %2562 ], [ %2532, %2529 ]
  %2566 = phi <8 x float> [ %2588, %2562 ], [ %2536, %2529 ]
  %2567 = phi <8 x float> [ %2593, %2562 ], [ %2531, %2529 ]
  %2568 = phi <8 x float> [ %2594, %2562 ], [ %2538, %2529 ]
  %2569 = phi <8 x float> [ %2599, %2562 ], [ %2530, %2529 ]
  %2570 = phi <8 x float> [ %2600, %2562 ], [ %2540, %2529 ]
  %2571 = phi i64 [ %2601, %2562 ], [ 0, %2529 ]
  %2572 = mul nsw i64 %2571, %7
  %2573 = getelementptr inbounds float, ptr %2541, i64 %2572
  %2574 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2573, <8 x i1> %2464, <8 x float> zeroinitializer)
  %2575 = getelementptr inbounds nuw i8, ptr %2573, i64 32
  %2576 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %2575, <8 x i1> %2472, <8 x float> zeroinitializer)
  %2577 = getelementptr float, ptr %2543, i64 %2571
  %2578 = load float, ptr %2577, align 1
  %2579 = insertelement <8 x float> poison, float %2578, i64 0
  %2580 = shufflevector <8 x float> %2579, <8 x float> poison, <8 x i32> zeroinitializer
  %2581 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2574, <8 x float> %2580, <8 x float> %2563)
  %2582 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2576, <8 x float> %2580, <8 x float> %2564)
  %2583 = getelementptr float, ptr %2577, i64 %5
  %2584 = load float, ptr %2583, align 1
  %2585 = insertelement <8 x float> poison, float %2584, i64 0
  %2586 = shufflevector <8 x float> %2585, <8 x float> poison, <8 x i32> zeroinitializer
  %2587 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2574, <8 x float> %2586, <8 x float> %2565)
  %2588 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2576, <8 x float> %2586, <8 x float> %2566)
  %2589 = getelementptr i8, ptr %2577, i64 %195
  %2590 = load float, ptr %2589, align 1
  %2591 = insertelement <8 x float> poison, float %2590, i64 0
  %2592 = shufflevector <8 x float> %2591, <8 x float> poison, <8 x i32> zeroinitializer
  %2593 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2574, <8 x float> %2592, <8 x float> %2567)
  %2594 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2576, <8 x float> %2592, <8 x float> %2568)
  %2595 = getelementptr i8, ptr %2577, i64 %196
  %2596 = load float, ptr %2595, align 1
  %2597 = insertelement <8 x float> poison, float %2596, i64 0
  %2598 = shufflevector <8 x float> %2597, <8 x float> poison, <8 x i32> zeroinitializer
  %2599 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2574, <8 x float> %2598, <8 x float> %2569)
  %2600 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2576, <8 x float> %2598, <8 x float> %2570)
  %2601 = add nuw nsw i64 %2571, 1
  %2602 = icmp eq i64 %2601, %5
  br i1 %2602, label %2544, label %2562

2603:                                             ; preds = %2544
  %2604 = add nsw i64 %2473, %358
  %2605 = getelementptr inbounds float, ptr %376, i64 %2604
  %2606 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2605, <8 x i1> %2464, <8 x float> zeroinitializer)
  %2607 = getelementptr inbounds float, ptr %374, i64 %2604
  switch i64 %197, label %466 [
    i64 1, label %2630
    i64 2, label %2633
    i64 3, label %2640
    i64 0, label %2608
  ]

2608:                                             ; preds = %2603
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2606, ptr align 1 %2605, <8 x i1> %2464)
  %2609 = getelementptr float, ptr %376, i64 %2604
  %2610 = getelementptr i8, ptr %2609, i64 32
  %2611 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2610, <8 x i1> %2472, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2611, ptr align 1 %2610, <8 x i1> %2472)
  %2612 = add nsw i64 %2535, %358
  %2613 = getelementptr inbounds float, ptr %376, i64 %2612
  %2614 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2613, <8 x i1> %2464, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2614, ptr align 1 %2613, <8 x i1> %2464)
  %2615 = getelementptr float, ptr %376, i64 %2612
  %2616 = getelementptr i8, ptr %2615, i64 32
  %2617 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2616, <8 x i1> %2472, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2617, ptr align 1 %2616, <8 x i1> %2472)
  %2618 = add nsw i64 %2537, %358
  %2619 = getelementptr inbounds float, ptr %376, i64 %2618
  %2620 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2619, <8 x i1> %2464, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2620, ptr align 1 %2619, <8 x i1> %2464)
  %2621 = getelementptr float, ptr %376, i64 %2618
  %2622 = getelementptr i8, ptr %2621, i64 32
  %2623 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2622, <8 x i1> %2472, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2623, ptr align 1 %2622, <8 x i1> %2472)
  %2624 = add nsw i64 %2539, %358
  %2625 = getelementptr inbounds float, ptr %376, i64 %2624
  %2626 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2625, <8 x i1> %2464, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2626, ptr align 1 %2625, <8 x i1> %2464)
  %2627 = getelementptr float, ptr %376, i64 %2624
  %2628 = getelementptr i8, ptr %2627, i64 32
  %2629 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2628, <8 x i1> %2472, <8 x float> zeroinitializer)
  br label %3112

2630:                                             ; preds = %2603
  %2631 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2607, <8 x i1> %2464, <8 x float> zeroinitializer)
  %2632 = fadd <8 x float> %2606, %2631
  br label %2647

2633:                                             ; preds = %2603
  %2634 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %2606)
  %2635 = bitcast <8 x float> %2606 to <8 x i32>
  %2636 = or <8 x i32> %2635, %44
  %2637 = bitcast <8 x i32> %2636 to <8 x float>
  %2638 = fcmp oeq <8 x float> %2606, %32
  %2639 = select <8 x i1> %2638, <8 x float> %2637, <8 x float> %2634
  br label %2647

2640:                                             ; preds = %2603
  %2641 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %2606)
  %2642 = bitcast <8 x float> %2606 to <8 x i32>
  %2643 = and <8 x i32> %2642, %43
  %2644 = bitcast <8 x i32> %2643 to <8 x float>
  %2645 = fcmp oeq <8 x float> %2606, %29
  %2646 = select <8 x i1> %2645, <8 x float> %2644, <8 x float> %2641
  br label %2647

2647:                                             ; preds = %2640, %2633, %2630
  %2648 = phi <8 x float> [ %2632, %2630 ], [ %2639, %2633 ], [ %2646, %2640 ]
  switch i64 %199, label %466 [
    i64 1, label %2663
    i64 2, label %2656
    i64 3, label %2649
    i64 0, label %2685
  ]

2649:                                             ; preds = %2647
  %2650 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %2648)
  %2651 = bitcast <8 x float> %2648 to <8 x i32>
  %2652 = and <8 x i32> %2651, %43
  %2653 = bitcast <8 x i32> %2652 to <8 x float>
  %2654 = fcmp oeq <8 x float> %2648, %29
  %2655 = select <8 x i1> %2654, <8 x float> %2653, <8 x float> %2650
  br label %2666

2656:                                             ; preds = %2647
  %2657 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %2648)
  %2658 = bitcast <8 x float> %2648 to <8 x i32>
  %2659 = or <8 x i32> %2658, %44
  %2660 = bitcast <8 x i32> %2659 to <8 x float>
  %2661 = fcmp oeq <8 x float> %2648, %32
  %2662 = select <8 x i1> %2661, <8 x float> %2660, <8 x float> %2657
  br label %2666

2663:                                             ; preds = %2647
  %2664 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2607, <8 x i1> %2464, <8 x float> zeroinitializer)
  %2665 = fadd <8 x float> %2648, %2664
  br label %2666

2666:                                             ; preds = %2663, %2656, %2649
  %2667 = phi <8 x float> [ %2665, %2663 ], [ %2662, %2656 ], [ %2655, %2649 ]
  switch i64 %201, label %466 [
    i64 1, label %2682
    i64 2, label %2675
    i64 3, label %2668
    i64 0, label %2685
  ]

2668:                                             ; preds = %2666
  %2669 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %2667)
  %2670 = bitcast <8 x float> %2667 to <8 x i32>
  %2671 = and <8 x i32> %2670, %43
  %2672 = bitcast <8 x i32> %2671 to <8 x float>
  %2673 = fcmp oeq <8 x float> %2667, %29
  %2674 = select <8 x i1> %2673, <8 x float> %2672, <8 x float> %2669
  br label %2685

2675:                                             ; preds = %2666
  %2676 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %2667)
  %2677 = bitcast <8 x float> %2667 to <8 x i32>
  %2678 = or <8 x i32> %2677, %44
  %2679 = bitcast <8 x i32> %2678 to <8 x float>
  %2680 = fcmp oeq <8 x float> %2667, %32
  %2681 = select <8 x i1> %2680, <8 x float> %2679, <8 x float> %2676
  br label %2685

2682:                                             ; preds = %2666
  %2683 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2607, <8 x i1> %2464, <8 x float> zeroinitializer)
  %2684 = fadd <8 x float> %2667, %2683
  br label %2685

2685:                                             ; preds = %2668, %2675, %2682, %2666, %2647
  %2686 = phi <8 x float> [ %2667, %2666 ], [ %2674, %2668 ], [ %2648, %2647 ], [ %2684, %2682 ], [ %2681, %2675 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2686, ptr align 1 %2605, <8 x i1> %2464)
  %2687 = add nsw i64 %2604, 8
  %2688 = getelementptr inbounds float, ptr %376, i64 %2687
  %2689 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2688, <8 x i1> %2472, <8 x float> zeroinitializer)
  %2690 = getelementptr inbounds float, ptr %374, i64 %2687
  switch i64 %197, label %466 [
    i64 1, label %2705
    i64 2, label %2698
    i64 3, label %2691
  ]

2691:                                             ; preds = %2685
  %2692 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %2689)
  %2693 = bitcast <8 x float> %2689 to <8 x i32>
  %2694 = and <8 x i32> %2693, %43
  %2695 = bitcast <8 x i32> %2694 to <8 x float>
  %2696 = fcmp oeq <8 x float> %2689, %29
  %2697 = select <8 x i1> %2696, <8 x float> %2695, <8 x float> %2692
  br label %2708

2698:                                             ; preds = %2685
  %2699 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %2689)
  %2700 = bitcast <8 x float> %2689 to <8 x i32>
  %2701 = or <8 x i32> %2700, %44
  %2702 = bitcast <8 x i32> %2701 to <8 x float>
  %2703 = fcmp oeq <8 x float> %2689, %32
  %2704 = select <8 x i1> %2703, <8 x float> %2702, <8 x float> %2699
  br label %2708

2705:                                             ; preds = %2685
  %2706 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2690, <8 x i1> %2472, <8 x float> zeroinitializer)
  %2707 = fadd <8 x float> %2689, %2706
  br label %2708

2708:                                             ; preds = %2705, %2698, %2691
  %2709 = phi <8 x float> [ %2707, %2705 ], [ %2704, %2698 ], [ %2697, %2691 ]
  switch i64 %203, label %466 [
    i64 1, label %2724
    i64 2, label %2717
    i64 3, label %2710
    i64 0, label %2746
  ]

2710:                                             ; preds = %2708
  %2711 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %2709)
  %2712 = bitcast <8 x float> %2709 to <8 x i32>
  %2713 = and <8 x i32> %2712, %43
  %2714 = bitcast <8 x i32> %2713 to <8 x float>
  %2715 = fcmp oeq <8 x float> %2709, %29
  %2716 = select <8 x i1> %2715, <8 x float> %2714, <8 x float> %2711
  br label %2727

2717:                                             ; preds = %2708
  %2718 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %2709)
  %2719 = bitcast <8 x float> %2709 to <8 x i32>
  %2720 = or <8 x i32> %2719, %44
  %2721 = bitcast <8 x i32> %2720 to <8 x float>
  %2722 = fcmp oeq <8 x float> %2709, %32
  %2723 = select <8 x i1> %2722, <8 x float> %2721, <8 x float> %2718
  br label %2727

2724:                                             ; preds = %2708
  %2725 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2690, <8 x i1> %2472, <8 x float> zeroinitializer)
  %2726 = fadd <8 x float> %2709, %2725
  br label %2727

2727:                                             ; preds = %2724, %2717, %2710
  %2728 = phi <8 x float> [ %2726, %2724 ], [ %2723, %2717 ], [ %2716, %2710 ]
  switch i64 %205, label %466 [
    i64 1, label %2743
    i64 2, label %2736
    i64 3, label %2729
    i64 0, label %2746
  ]

2729:                                             ; preds = %2727
  %2730 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %2728)
  %2731 = bitcast <8 x float> %2728 to <8 x i32>
  %2732 = and <8 x i32> %2731, %43
  %2733 = bitcast <8 x i32> %2732 to <8 x float>
  %2734 = fcmp oeq <8 x float> %2728, %29
  %2735 = select <8 x i1> %2734, <8 x float> %2733, <8 x float> %2730
  br label %2746

2736:                                             ; preds = %2727
  %2737 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %2728)
  %2738 = bitcast <8 x float> %2728 to <8 x i32>
  %2739 = or <8 x i32> %2738, %44
  %2740 = bitcast <8 x i32> %2739 to <8 x float>
  %2741 = fcmp oeq <8 x float> %2728, %32
  %2742 = select <8 x i1> %2741, <8 x float> %2740, <8 x float> %2737
  br label %2746

2743:                                             ; preds = %2727
  %2744 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2690, <8 x i1> %2472, <8 x float> zeroinitializer)
  %2745 = fadd <8 x float> %2728, %2744
  br label %2746

2746:                                             ; preds = %2729, %2736, %2743, %2727, %2708
  %2747 = phi <8 x float> [ %2742, %2736 ], [ %2735, %2729 ], [ %2709, %2708 ], [ %2728, %2727 ], [ %2745, %2743 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2747, ptr align 1 %2688, <8 x i1> %2472)
  %2748 = add nsw i64 %2535, %358
  %2749 = getelementptr inbounds float, ptr %376, i64 %2748
  %2750 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2749, <8 x i1> %2464, <8 x float> zeroinitializer)
  %2751 = getelementptr inbounds float, ptr %374, i64 %2748
  switch i64 %197, label %466 [
    i64 1, label %2766
    i64 2, label %2759
    i64 3, label %2752
  ]

2752:                                             ; preds = %2746
  %2753 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %2750)
  %2754 = bitcast <8 x float> %2750 to <8 x i32>
  %2755 = and <8 x i32> %2754, %43
  %2756 = bitcast <8 x i32> %2755 to <8 x float>
  %2757 = fcmp oeq <8 x float> %2750, %29
  %2758 = select <8 x i1> %2757, <8 x float> %2756, <8 x float> %2753
  br label %2769

2759:                                             ; preds = %2746
  %2760 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %2750)
  %2761 = bitcast <8 x float> %2750 to <8 x i32>
  %2762 = or <8 x i32> %2761, %44
  %2763 = bitcast <8 x i32> %2762 to <8 x float>
  %2764 = fcmp oeq <8 x float> %2750, %32
  %2765 = select <8 x i1> %2764, <8 x float> %2763, <8 x float> %2760
  br label %2769

2766:                                             ; preds = %2746
  %2767 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2751, <8 x i1> %2464, <8 x float> zeroinitializer)
  %2768 = fadd <8 x float> %2750, %2767
  br label %2769

2769:                                             ; preds = %2766, %2759, %2752
  %2770 = phi <8 x float> [ %2768, %2766 ], [ %2765, %2759 ], [ %2758, %2752 ]
  switch i64 %207, label %466 [
    i64 1, label %2785
    i64 2, label %2778
    i64 3, label %2771
    i64 0, label %2807
  ]

2771:                                             ; preds = %2769
  %2772 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %2770)
  %2773 = bitcast <8 x float> %2770 to <8 x i32>
  %2774 = and <8 x i32> %2773, %43
  %2775 = bitcast <8 x i32> %2774 to <8 x float>
  %2776 = fcmp oeq <8 x float> %2770, %29
  %2777 = select <8 x i1> %2776, <8 x float> %2775, <8 x float> %2772
  br label %2788

2778:                                             ; preds = %2769
  %2779 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %2770)
  %2780 = bitcast <8 x float> %2770 to <8 x i32>
  %2781 = or <8 x i32> %2780, %44
  %2782 = bitcast <8 x i32> %2781 to <8 x float>
  %2783 = fcmp oeq <8 x float> %2770, %32
  %2784 = select <8 x i1> %2783, <8 x float> %2782, <8 x float> %2779
  br label %2788

2785:                                             ; preds = %2769
  %2786 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2751, <8 x i1> %2464, <8 x float> zeroinitializer)
  %2787 = fadd <8 x float> %2770, %2786
  br label %2788

2788:                                             ; preds = %2785, %2778, %2771
  %2789 = phi <8 x float> [ %2787, %2785 ], [ %2784, %2778 ], [ %2777, %2771 ]
  switch i64 %209, label %466 [
    i64 1, label %2804
    i64 2, label %2797
    i64 3, label %2790
    i64 0, label %2807
  ]

2790:                                             ; preds = %2788
  %2791 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %2789)
  %2792 = bitcast <8 x float> %2789 to <8 x i32>
  %2793 = and <8 x i32> %2792, %43
  %2794 = bitcast <8 x i32> %2793 to <8 x float>
  %2795 = fcmp oeq <8 x float> %2789, %29
  %2796 = select <8 x i1> %2795, <8 x float> %2794, <8 x float> %2791
  br label %2807

2797:                                             ; preds = %2788
  %2798 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %2789)
  %2799 = bitcast <8 x float> %2789 to <8 x i32>
  %2800 = or <8 x i32> %2799, %44
  %2801 = bitcast <8 x i32> %2800 to <8 x float>
  %2802 = fcmp oeq <8 x float> %2789, %32
  %2803 = select <8 x i1> %2802, <8 x float> %2801, <8 x float> %2798
  br label %2807

2804:                                             ; preds = %2788
  %2805 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2751, <8 x i1> %2464, <8 x float> zeroinitializer)
  %2806 = fadd <8 x float> %2789, %2805
  br label %2807

2807:                                             ; preds = %2790, %2797, %2804, %2788, %2769
  %2808 = phi <8 x float> [ %2803, %2797 ], [ %2796, %2790 ], [ %2770, %2769 ], [ %2789, %2788 ], [ %2806, %2804 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2808, ptr align 1 %2749, <8 x i1> %2464)
  %2809 = add nsw i64 %2748, 8
  %2810 = getelementptr inbounds float, ptr %376, i64 %2809
  %2811 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2810, <8 x i1> %2472, <8 x float> zeroinitializer)
  %2812 = getelementptr inbounds float, ptr %374, i64 %2809
  switch i64 %197, label %466 [
    i64 1, label %2827
    i64 2, label %2820
    i64 3, label %2813
  ]

2813:                                             ; preds = %2807
  %2814 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %2811)
  %2815 = bitcast <8 x float> %2811 to <8 x i32>
  %2816 = and <8 x i32> %2815, %43
  %2817 = bitcast <8 x i32> %2816 to <8 x float>
  %2818 = fcmp oeq <8 x float> %2811, %29
  %2819 = select <8 x i1> %2818, <8 x float> %2817, <8 x float> %2814
  br label %2830

2820:                                             ; preds = %2807
  %2821 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %2811)
  %2822 = bitcast <8 x float> %2811 to <8 x i32>
  %2823 = or <8 x i32> %2822, %44
  %2824 = bitcast <8 x i32> %2823 to <8 x float>
  %2825 = fcmp oeq <8 x float> %2811, %32
  %2826 = select <8 x i1> %2825, <8 x float> %2824, <8 x float> %2821
  br label %2830

2827:                                             ; preds = %2807
  %2828 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2812, <8 x i1> %2472, <8 x float> zeroinitializer)
  %2829 = fadd <8 x float> %2811, %2828
  br label %2830

2830:                                             ; preds = %2827, %2820, %2813
  %2831 = phi <8 x float> [ %2829, %2827 ], [ %2826, %2820 ], [ %2819, %2813 ]
  switch i64 %211, label %466 [
    i64 1, label %2846
    i64 2, label %2839
    i64 3, label %2832
    i64 0, label %2868
  ]

2832:                                             ; preds = %2830
  %2833 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %2831)
  %2834 = bitcast <8 x float> %2831 to <8 x i32>
  %2835 = and <8 x i32> %2834, %43
  %2836 = bitcast <8 x i32> %2835 to <8 x float>
  %2837 = fcmp oeq <8 x float> %2831, %29
  %2838 = select <8 x i1> %2837, <8 x float> %2836, <8 x float> %2833
  br label %2849

2839:                                             ; preds = %2830
  %2840 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %2831)
  %2841 = bitcast <8 x float> %2831 to <8 x i32>
  %2842 = or <8 x i32> %2841, %44
  %2843 = bitcast <8 x i32> %2842 to <8 x float>
  %2844 = fcmp oeq <8 x float> %2831, %32
  %2845 = select <8 x i1> %2844, <8 x float> %2843, <8 x float> %2840
  br label %2849

2846:                                             ; preds = %2830
  %2847 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2812, <8 x i1> %2472, <8 x float> zeroinitializer)
  %2848 = fadd <8 x float> %2831, %2847
  br label %2849

2849:                                             ; preds = %2846, %2839, %2832
  %2850 = phi <8 x float> [ %2848, %2846 ], [ %2845, %2839 ], [ %2838, %2832 ]
  switch i64 %213, label %466 [
    i64 1, label %2865
    i64 2, label %2858
    i64 3, label %2851
    i64 0, label %2868
  ]

2851:                                             ; preds = %2849
  %2852 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %2850)
  %2853 = bitcast <8 x float> %2850 to <8 x i32>
  %2854 = and <8 x i32> %2853, %43
  %2855 = bitcast <8 x i32> %2854 to <8 x float>
  %2856 = fcmp oeq <8 x float> %2850, %29
  %2857 = select <8 x i1> %2856, <8 x float> %2855, <8 x float> %2852
  br label %2868

2858:                                             ; preds = %2849
  %2859 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %2850)
  %2860 = bitcast <8 x float> %2850 to <8 x i32>
  %2861 = or <8 x i32> %2860, %44
  %2862 = bitcast <8 x i32> %2861 to <8 x float>
  %2863 = fcmp oeq <8 x float> %2850, %32
  %2864 = select <8 x i1> %2863, <8 x float> %2862, <8 x float> %2859
  br label %2868

2865:                                             ; preds = %2849
  %2866 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2812, <8 x i1> %2472, <8 x float> zeroinitializer)
  %2867 = fadd <8 x float> %2850, %2866
  br label %2868

2868:                                             ; preds = %2851, %2858, %2865, %2849, %2830
  %2869 = phi <8 x float> [ %2864, %2858 ], [ %2857, %2851 ], [ %2831, %2830 ], [ %2850, %2849 ], [ %2867, %2865 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2869, ptr align 1 %2810, <8 x i1> %2472)
  %2870 = add nsw i64 %2537, %358
  %2871 = getelementptr inbounds float, ptr %376, i64 %2870
  %2872 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2871, <8 x i1> %2464, <8 x float> zeroinitializer)
  %2873 = getelementptr inbounds float, ptr %374, i64 %2870
  switch i64 %197, label %466 [
    i64 1, label %2888
    i64 2, label %2881
    i64 3, label %2874
  ]

2874:                                             ; preds = %2868
  %2875 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %2872)
  %2876 = bitcast <8 x float> %2872 to <8 x i32>
  %2877 = and <8 x i32> %2876, %43
  %2878 = bitcast <8 x i32> %2877 to <8 x float>
  %2879 = fcmp oeq <8 x float> %2872, %29
  %2880 = select <8 x i1> %2879, <8 x float> %2878, <8 x float> %2875
  br label %2891

2881:                                             ; preds = %2868
  %2882 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %2872)
  %2883 = bitcast <8 x float> %2872 to <8 x i32>
  %2884 = or <8 x i32> %2883, %44
  %2885 = bitcast <8 x i32> %2884 to <8 x float>
  %2886 = fcmp oeq <8 x float> %2872, %32
  %2887 = select <8 x i1> %2886, <8 x float> %2885, <8 x float> %2882
  br label %2891

2888:                                             ; preds = %2868
  %2889 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2873, <8 x i1> %2464, <8 x float> zeroinitializer)
  %2890 = fadd <8 x float> %2872, %2889
  br label %2891

2891:                                             ; preds = %2888, %2881, %2874
  %2892 = phi <8 x float> [ %2890, %2888 ], [ %2887, %2881 ], [ %2880, %2874 ]
  switch i64 %215, label %466 [
    i64 1, label %2907
    i64 2, label %2900
    i64 3, label %2893
    i64 0, label %2929
  ]

2893:                                             ; preds = %2891
  %2894 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %2892)
  %2895 = bitcast <8 x float> %2892 to <8 x i32>
  %2896 = and <8 x i32> %2895, %43
  %2897 = bitcast <8 x i32> %2896 to <8 x float>
  %2898 = fcmp oeq <8 x float> %2892, %29
  %2899 = select <8 x i1> %2898, <8 x float> %2897, <8 x float> %2894
  br label %2910

2900:                                             ; preds = %2891
  %2901 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %2892)
  %2902 = bitcast <8 x float> %2892 to <8 x i32>
  %2903 = or <8 x i32> %2902, %44
  %2904 = bitcast <8 x i32> %2903 to <8 x float>
  %2905 = fcmp oeq <8 x float> %2892, %32
  %2906 = select <8 x i1> %2905, <8 x float> %2904, <8 x float> %2901
  br label %2910

2907:                                             ; preds = %2891
  %2908 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2873, <8 x i1> %2464, <8 x float> zeroinitializer)
  %2909 = fadd <8 x float> %2892, %2908
  br label %2910

2910:                                             ; preds = %2907, %2900, %2893
  %2911 = phi <8 x float> [ %2909, %2907 ], [ %2906, %2900 ], [ %2899, %2893 ]
  switch i64 %217, label %466 [
    i64 1, label %2926
    i64 2, label %2919
    i64 3, label %2912
    i64 0, label %2929
  ]

2912:                                             ; preds = %2910
  %2913 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %2911)
  %2914 = bitcast <8 x float> %2911 to <8 x i32>
  %2915 = and <8 x i32> %2914, %43
  %2916 = bitcast <8 x i32> %2915 to <8 x float>
  %2917 = fcmp oeq <8 x float> %2911, %29
  %2918 = select <8 x i1> %2917, <8 x float> %2916, <8 x float> %2913
  br label %2929

2919:                                             ; preds = %2910
  %2920 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %2911)
  %2921 = bitcast <8 x float> %2911 to <8 x i32>
  %2922 = or <8 x i32> %2921, %44
  %2923 = bitcast <8 x i32> %2922 to <8 x float>
  %2924 = fcmp oeq <8 x float> %2911, %32
  %2925 = select <8 x i1> %2924, <8 x float> %2923, <8 x float> %2920
  br label %2929

2926:                                             ; preds = %2910
  %2927 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2873, <8 x i1> %2464, <8 x float> zeroinitializer)
  %2928 = fadd <8 x float> %2911, %2927
  br label %2929

2929:                                             ; preds = %2912, %2919, %2926, %2910, %2891
  %2930 = phi <8 x float> [ %2925, %2919 ], [ %2918, %2912 ], [ %2892, %2891 ], [ %2911, %2910 ], [ %2928, %2926 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2930, ptr align 1 %2871, <8 x i1> %2464)
  %2931 = add nsw i64 %2870, 8
  %2932 = getelementptr inbounds float, ptr %376, i64 %2931
  %2933 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2932, <8 x i1> %2472, <8 x float> zeroinitializer)
  %2934 = getelementptr inbounds float, ptr %374, i64 %2931
  switch i64 %197, label %466 [
    i64 1, label %2949
    i64 2, label %2942
    i64 3, label %2935
  ]

2935:                                             ; preds = %2929
  %2936 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %2933)
  %2937 = bitcast <8 x float> %2933 to <8 x i32>
  %2938 = and <8 x i32> %2937, %43
  %2939 = bitcast <8 x i32> %2938 to <8 x float>
  %2940 = fcmp oeq <8 x float> %2933, %29
  %2941 = select <8 x i1> %2940, <8 x float> %2939, <8 x float> %2936
  br label %2952

2942:                                             ; preds = %2929
  %2943 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %2933)
  %2944 = bitcast <8 x float> %2933 to <8 x i32>
  %2945 = or <8 x i32> %2944, %44
  %2946 = bitcast <8 x i32> %2945 to <8 x float>
  %2947 = fcmp oeq <8 x float> %2933, %32
  %2948 = select <8 x i1> %2947, <8 x float> %2946, <8 x float> %2943
  br label %2952

2949:                                             ; preds = %2929
  %2950 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2934, <8 x i1> %2472, <8 x float> zeroinitializer)
  %2951 = fadd <8 x float> %2933, %2950
  br label %2952

2952:                                             ; preds = %2949, %2942, %2935
  %2953 = phi <8 x float> [ %2951, %2949 ], [ %2948, %2942 ], [ %2941, %2935 ]
  switch i64 %219, label %466 [
    i64 1, label %2968
    i64 2, label %2961
    i64 3, label %2954
    i64 0, label %2990
  ]

2954:                                             ; preds = %2952
  %2955 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %2953)
  %2956 = bitcast <8 x float> %2953 to <8 x i32>
  %2957 = and <8 x i32> %2956, %43
  %2958 = bitcast <8 x i32> %2957 to <8 x float>
  %2959 = fcmp oeq <8 x float> %2953, %29
  %2960 = select <8 x i1> %2959, <8 x float> %2958, <8 x float> %2955
  br label %2971

2961:                                             ; preds = %2952
  %2962 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %2953)
  %2963 = bitcast <8 x float> %2953 to <8 x i32>
  %2964 = or <8 x i32> %2963, %44
  %2965 = bitcast <8 x i32> %2964 to <8 x float>
  %2966 = fcmp oeq <8 x float> %2953, %32
  %2967 = select <8 x i1> %2966, <8 x float> %2965, <8 x float> %2962
  br label %2971

2968:                                             ; preds = %2952
  %2969 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2934, <8 x i1> %2472, <8 x float> zeroinitializer)
  %2970 = fadd <8 x float> %2953, %2969
  br label %2971

2971:                                             ; preds = %2968, %2961, %2954
  %2972 = phi <8 x float> [ %2970, %2968 ], [ %2967, %2961 ], [ %2960, %2954 ]
  switch i64 %221, label %466 [
    i64 1, label %2987
    i64 2, label %2980
    i64 3, label %2973
    i64 0, label %2990
  ]

2973:                                             ; preds = %2971
  %2974 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %2972)
  %2975 = bitcast <8 x float> %2972 to <8 x i32>
  %2976 = and <8 x i32> %2975, %43
  %2977 = bitcast <8 x i32> %2976 to <8 x float>
  %2978 = fcmp oeq <8 x float> %2972, %29
  %2979 = select <8 x i1> %2978, <8 x float> %2977, <8 x float> %2974
  br label %2990

2980:                                             ; preds = %2971
  %2981 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %2972)
  %2982 = bitcast <8 x float> %2972 to <8 x i32>
  %2983 = or <8 x i32> %2982, %44
  %2984 = bitcast <8 x i32> %2983 to <8 x float>
  %2985 = fcmp oeq <8 x float> %2972, %32
  %2986 = select <8 x i1> %2985, <8 x float> %2984, <8 x float> %2981
  br label %2990

2987:                                             ; preds = %2971
  %2988 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2934, <8 x i1> %2472, <8 x float> zeroinitializer)
  %2989 = fadd <8 x float> %2972, %2988
  br label %2990

2990:                                             ; preds = %2973, %2980, %2987, %2971, %2952
  %2991 = phi <8 x float> [ %2986, %2980 ], [ %2979, %2973 ], [ %2953, %2952 ], [ %2972, %2971 ], [ %2989, %2987 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2991, ptr align 1 %2932, <8 x i1> %2472)
  %2992 = add nsw i64 %2539, %358
  %2993 = getelementptr inbounds float, ptr %376, i64 %2992
  %2994 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2993, <8 x i1> %2464, <8 x float> zeroinitializer)
  %2995 = getelementptr inbounds float, ptr %374, i64 %2992
  switch i64 %197, label %466 [
    i64 1, label %3010
    i64 2, label %3003
    i64 3, label %2996
  ]

2996:                                             ; preds = %2990
  %2997 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %2994)
  %2998 = bitcast <8 x float> %2994 to <8 x i32>
  %2999 = and <8 x i32> %2998, %43
  %3000 = bitcast <8 x i32> %2999 to <8 x float>
  %3001 = fcmp oeq <8 x float> %2994, %29
  %3002 = select <8 x i1> %3001, <8 x float> %3000, <8 x float> %2997
  br label %3013

3003:                                             ; preds = %2990
  %3004 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %2994)
  %3005 = bitcast <8 x float> %2994 to <8 x i32>
  %3006 = or <8 x i32> %3005, %44
  %3007 = bitcast <8 x i32> %3006 to <8 x float>
  %3008 = fcmp oeq <8 x float> %2994, %32
  %3009 = select <8 x i1> %3008, <8 x float> %3007, <8 x float> %3004
  br label %3013

3010:                                             ; preds = %2990
  %3011 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2995, <8 x i1> %2464, <8 x float> zeroinitializer)
  %3012 = fadd <8 x float> %2994, %3011
  br label %3013

3013:                                             ; preds = %3010, %3003, %2996
  %3014 = phi <8 x float> [ %3012, %3010 ], [ %3009, %3003 ], [ %3002, %2996 ]
  switch i64 %223, label %466 [
    i64 1, label %3029
    i64 2, label %3022
    i64 3, label %3015
    i64 0, label %3051
  ]

3015:                                             ; preds = %3013
  %3016 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %3014)
  %3017 = bitcast <8 x float> %3014 to <8 x i32>
  %3018 = and <8 x i32> %3017, %43
  %3019 = bitcast <8 x i32> %3018 to <8 x float>
  %3020 = fcmp oeq <8 x float> %3014, %29
  %3021 = select <8 x i1> %3020, <8 x float> %3019, <8 x float> %3016
  br label %3032

3022:                                             ; preds = %3013
  %3023 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %3014)
  %3024 = bitcast <8 x float> %3014 to <8 x i32>
  %3025 = or <8 x i32> %3024, %44
  %3026 = bitcast <8 x i32> %3025 to <8 x float>
  %3027 = fcmp oeq <8 x float> %3014, %32
  %3028 = select <8 x i1> %3027, <8 x float> %3026, <8 x float> %3023
  br label %3032

3029:                                             ; preds = %3013
  %3030 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2995, <8 x i1> %2464, <8 x float> zeroinitializer)
  %3031 = fadd <8 x float> %3014, %3030
  br label %3032

3032:                                             ; preds = %3029, %3022, %3015
  %3033 = phi <8 x float> [ %3031, %3029 ], [ %3028, %3022 ], [ %3021, %3015 ]
  switch i64 %225, label %466 [
    i64 1, label %3048
    i64 2, label %3041
    i64 3, label %3034
    i64 0, label %3051
  ]

3034:                                             ; preds = %3032
  %3035 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %3033)
  %3036 = bitcast <8 x float> %3033 to <8 x i32>
  %3037 = and <8 x i32> %3036, %43
  %3038 = bitcast <8 x i32> %3037 to <8 x float>
  %3039 = fcmp oeq <8 x float> %3033, %29
  %3040 = select <8 x i1> %3039, <8 x float> %3038, <8 x float> %3035
  br label %3051

3041:                                             ; preds = %3032
  %3042 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %3033)
  %3043 = bitcast <8 x float> %3033 to <8 x i32>
  %3044 = or <8 x i32> %3043, %44
  %3045 = bitcast <8 x i32> %3044 to <8 x float>
  %3046 = fcmp oeq <8 x float> %3033, %32
  %3047 = select <8 x i1> %3046, <8 x float> %3045, <8 x float> %3042
  br label %3051

3048:                                             ; preds = %3032
  %3049 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2995, <8 x i1> %2464, <8 x float> zeroinitializer)
  %3050 = fadd <8 x float> %3033, %3049
  br label %3051

3051:                                             ; preds = %3034, %3041, %3048, %3032, %3013
  %3052 = phi <8 x float> [ %3047, %3041 ], [ %3040, %3034 ], [ %3014, %3013 ], [ %3033, %3032 ], [ %3050, %3048 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3052, ptr align 1 %2993, <8 x i1> %2464)
  %3053 = add nsw i64 %2992, 8
  %3054 = getelementptr inbounds float, ptr %376, i64 %3053
  %3055 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3054, <8 x i1> %2472, <8 x float> zeroinitializer)
  %3056 = getelementptr inbounds float, ptr %374, i64 %3053
  switch i64 %197, label %466 [
    i64 1, label %3071
    i64 2, label %3064
    i64 3, label %3057
  ]

3057:                                             ; preds = %3051
  %3058 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %3055)
  %3059 = bitcast <8 x float> %3055 to <8 x i32>
  %3060 = and <8 x i32> %3059, %43
  %3061 = bitcast <8 x i32> %3060 to <8 x float>
  %3062 = fcmp oeq <8 x float> %3055, %29
  %3063 = select <8 x i1> %3062, <8 x float> %3061, <8 x float> %3058
  br label %3074

3064:                                             ; preds = %3051
  %3065 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %3055)
  %3066 = bitcast <8 x float> %3055 to <8 x i32>
  %3067 = or <8 x i32> %3066, %44
  %3068 = bitcast <8 x i32> %3067 to <8 x float>
  %3069 = fcmp oeq <8 x float> %3055, %32
  %3070 = select <8 x i1> %3069, <8 x float> %3068, <8 x float> %3065
  br label %3074

3071:                                             ; preds = %3051
  %3072 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3056, <8 x i1> %2472, <8 x float> zeroinitializer)
  %3073 = fadd <8 x float> %3055, %3072
  br label %3074

3074:                                             ; preds = %3071, %3064, %3057
  %3075 = phi <8 x float> [ %3073, %3071 ], [ %3070, %3064 ], [ %3063, %3057 ]
  switch i64 %227, label %466 [
    i64 1, label %3090
    i64 2, label %3083
    i64 3, label %3076
    i64 0, label %3112
  ]

3076:                                             ; preds = %3074
  %3077 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %3075)
  %3078 = bitcast <8 x float> %3075 to <8 x i32>
  %3079 = and <8 x i32> %3078, %43
  %3080 = bitcast <8 x i32> %3079 to <8 x float>
  %3081 = fcmp oeq <8 x float> %3075, %29
  %3082 = select <8 x i1> %3081, <8 x float> %3080, <8 x float> %3077
  br label %3093

3083:                                             ; preds = %3074
  %3084 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %3075)
  %3085 = bitcast <8 x float> %3075 to <8 x i32>
  %3086 = or <8 x i32> %3085, %44
  %3087 = bitcast <8 x i32> %3086 to <8 x float>
  %3088 = fcmp oeq <8 x float> %3075, %32
  %3089 = select <8 x i1> %3088, <8 x float> %3087, <8 x float> %3084
  br label %3093

3090:                                             ; preds = %3074
  %3091 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3056, <8 x i1> %2472, <8 x float> zeroinitializer)
  %3092 = fadd <8 x float> %3075, %3091
  br label %3093

3093:                                             ; preds = %3090, %3083, %3076
  %3094 = phi <8 x float> [ %3092, %3090 ], [ %3089, %3083 ], [ %3082, %3076 ]
  switch i64 %229, label %466 [
    i64 1, label %3109
    i64 2, label %3102
    i64 3, label %3095
    i64 0, label %3112
  ]

3095:                                             ; preds = %3093
  %3096 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %3094)
  %3097 = bitcast <8 x float> %3094 to <8 x i32>
  %3098 = and <8 x i32> %3097, %43
  %3099 = bitcast <8 x i32> %3098 to <8 x float>
  %3100 = fcmp oeq <8 x float> %3094, %29
  %3101 = select <8 x i1> %3100, <8 x float> %3099, <8 x float> %3096
  br label %3112

3102:                                             ; preds = %3093
  %3103 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %3094)
  %3104 = bitcast <8 x float> %3094 to <8 x i32>
  %3105 = or <8 x i32> %3104, %44
  %3106 = bitcast <8 x i32> %3105 to <8 x float>
  %3107 = fcmp oeq <8 x float> %3094, %32
  %3108 = select <8 x i1> %3107, <8 x float> %3106, <8 x float> %3103
  br label %3112

3109:                                             ; preds = %3093
  %3110 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3056, <8 x i1> %2472, <8 x float> zeroinitializer)
  %3111 = fadd <8 x float> %3094, %3110
  br label %3112

3112:                                             ; preds = %3095, %3102, %3109, %2608, %3093, %3074
  %3113 = phi ptr [ %2628, %2608 ], [ %3054, %3095 ], [ %3054, %3074 ], [ %3054, %3093 ], [ %3054, %3109 ], [ %3054, %3102 ]
  %3114 = phi <8 x float> [ %2629, %2608 ], [ %3101, %3095 ], [ %3075, %3074 ], [ %3094, %3093 ], [ %3111, %3109 ], [ %3108, %3102 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3114, ptr align 1 %3113, <8 x i1> %2472)
  br label %5855

3115:                                             ; preds = %351
  %3116 = icmp sgt i64 %362, 7
  %3117 = trunc i64 %362 to i32
  %3118 = select i1 %3116, i32 8, i32 %3117
  %3119 = insertelement <8 x i32> poison, i32 %3118, i64 0
  %3120 = shufflevector <8 x i32> %3119, <8 x i32> poison, <8 x i32> zeroinitializer
  %3121 = icmp sgt <8 x i32> %3120, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %40, label %3143, label %3122

3122:                                             ; preds = %3115
  %3123 = getelementptr inbounds float, ptr %21, i64 %357
  %3124 = load float, ptr %3123, align 1
  %3125 = insertelement <8 x float> poison, float %3124, i64 0
  %3126 = shufflevector <8 x float> %3125, <8 x float> poison, <8 x i32> zeroinitializer
  %3127 = getelementptr inbounds nuw i8, ptr %3123, i64 4
  %3128 = load float, ptr %3127, align 1
  %3129 = insertelement <8 x float> poison, float %3128, i64 0
  %3130 = shufflevector <8 x float> %3129, <8 x float> poison, <8 x i32> zeroinitializer
  %3131 = getelementptr inbounds nuw i8, ptr %3123, i64 8
  %3132 = load float, ptr %3131, align 1
  %3133 = insertelement <8 x float> poison, float %3132, i64 0
  %3134 = shufflevector <8 x float> %3133, <8 x float> poison, <8 x i32> zeroinitializer
  %3135 = getelementptr inbounds nuw i8, ptr %3123, i64 12
  %3136 = load float, ptr %3135, align 1
  %3137 = insertelement <8 x float> poison, float %3136, i64 0
  %3138 = shufflevector <8 x float> %3137, <8 x float> poison, <8 x i32> zeroinitializer
  %3139 = getelementptr inbounds nuw i8, ptr %3123, i64 16
  %3140 = load float, ptr %3139, align 1
  %3141 = insertelement <8 x float> poison, float %3140, i64 0
  %3142 = shufflevector <8 x float> %3141, <8 x float> poison, <8 x i32> zeroinitializer
  br label %3164

3143:                                             ; preds = %3115
  %3144 = getelementptr float, ptr %371, i64 %358
  %3145 = mul nsw i64 %357, %7
  %3146 = getelementptr float, ptr %3144, i64 %3145
  %3147 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3146, <8 x i1> %3121, <8 x float> zeroinitializer)
  %3148 = or disjoint i64 %357, 1
  %3149 = mul nsw i64 %3148, %7
  %3150 = getelementptr float, ptr %3144, i64 %3149
  %3151 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3150, <8 x i1> %3121, <8 x float> zeroinitializer)
  %3152 = add nsw i64 %357, 2
  %3153 = mul nsw i64 %3152, %7
  %3154 = getelementptr float, ptr %3144, i64 %3153
  %3155 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3154, <8 x i1> %3121, <8 x float> zeroinitializer)
  %3156 = add nsw i64 %357, 3
  %3157 = mul nsw i64 %3156, %7
  %3158 = getelementptr float, ptr %3144, i64 %3157
  %3159 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3158, <8 x i1> %3121, <8 x float> zeroinitializer)
  %3160 = add nsw i64 %357, 4
  %3161 = mul nsw i64 %3160, %7
  %3162 = getelementptr float, ptr %3144, i64 %3161
  %3163 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3162, <8 x i1> %3121, <8 x float> zeroinitializer)
  br label %3164

3164:                                             ; preds = %3143, %3122
  %3165 = phi <8 x float> [ %3159, %3143 ], [ %3138, %3122 ]
  %3166 = phi <8 x float> [ %3151, %3143 ], [ %3130, %3122 ]
  %3167 = phi <8 x float> [ %3147, %3143 ], [ %3126, %3122 ]
  %3168 = phi <8 x float> [ %3155, %3143 ], [ %3134, %3122 ]
  %3169 = phi <8 x float> [ %3163, %3143 ], [ %3142, %3122 ]
  %3170 = getelementptr inbounds float, ptr %369, i64 %358
  %3171 = mul nsw i64 %357, %5
  %3172 = getelementptr inbounds float, ptr %20, i64 %3171
  br i1 %41, label %3194, label %3173

3173:                                             ; preds = %3194, %3164
  %3174 = phi <8 x float> [ %3169, %3164 ], [ %3228, %3194 ]
  %3175 = phi <8 x float> [ %3165, %3164 ], [ %3223, %3194 ]
  %3176 = phi <8 x float> [ %3168, %3164 ], [ %3218, %3194 ]
  %3177 = phi <8 x float> [ %3166, %3164 ], [ %3213, %3194 ]
  %3178 = phi <8 x float> [ %3167, %3164 ], [ %3208, %3194 ]
  %3179 = getelementptr float, ptr %376, i64 %358
  %3180 = mul nsw i64 %357, %7
  %3181 = getelementptr float, ptr %3179, i64 %3180
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3178, ptr align 1 %3181, <8 x i1> %3121)
  %3182 = or disjoint i64 %357, 1
  %3183 = mul nsw i64 %3182, %7
  %3184 = getelementptr float, ptr %3179, i64 %3183
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3177, ptr align 1 %3184, <8 x i1> %3121)
  %3185 = add nsw i64 %357, 2
  %3186 = mul nsw i64 %3185, %7
  %3187 = getelementptr float, ptr %3179, i64 %3186
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3176, ptr align 1 %3187, <8 x i1> %3121)
  %3188 = add nsw i64 %357, 3
  %3189 = mul nsw i64 %3188, %7
  %3190 = getelementptr float, ptr %3179, i64 %3189
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3175, ptr align 1 %3190, <8 x i1> %3121)
  %3191 = add nsw i64 %357, 4
  %3192 = mul nsw i64 %3191, %7
  %3193 = getelementptr float, ptr %3179, i64 %3192
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3174, ptr align 1 %3193, <8 x i1> %3121)
  br i1 %42, label %5855, label %3231

3194:                                             ; preds = %3164, %3194
  %3195 = phi <8 x float> [ %3228, %3194 ], [ %3169, %3164 ]
  %3196 = phi <8 x float> [ %3223, %3194 ], [ %3165, %3164 ]
  %3197 = phi <8 x float> [ %3218, %3194 ], [ %3168, %3164 ]
  %3198 = phi <8 x float> [ %3213, %3194 ], [ %3166, %3164 ]
  %3199 = phi <8 x float> [ %3208, %3194 ], [ %3167, %3164 ]
  %3200 = phi i64 [ %3229, %3194 ], [ 0, %3164 ]
  %3201 = mul nsw i64 %3200, %7
  %3202 = getelementptr inbounds float, ptr %3170, i64 %3201
  %3203 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3202, <8 x i1> %3121, <8 x float> zeroinitializer)
  %3204 = getelementptr float, ptr %3172, i64 %3200
  %3205 = load float, ptr %3204, align 1
  %3206 = insertelement <8 x float> poison, float %3205, i64 0
  %3207 = shufflevector <8 x float> %3206, <8 x float> poison, <8 x i32> zeroinitializer
  %3208 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3203, <8 x float> %3207, <8 x float> %3199)
  %3209 = getelementptr float, ptr %3204, i64 %5
  %3210 = load float, ptr %3209, align 1
  %3211 = insertelement <8 x float> poison, float %3210, i64 0
  %3212 = shufflevector <8 x float> %3211, <8 x float> poison, <8 x i32> zeroinitializer
  %3213 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3203, <8 x float> %3212, <8 x float> %3198)
  %3214 = getelementptr i8, ptr %3204, i64 %171
  %3215 = load float, ptr %3214, align 1
  %3216 = insertelement <8 x float> poison, float %3215, i64 0
  %3217 = shufflevector <8 x float> %3216, <8 x float> poison, <8 x i32> zeroinitializer
  %3218 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3203, <8 x float> %3217, <8 x float> %3197)
  %3219 = getelementptr i8, ptr %3204, i64 %172
  %3220 = load float, ptr %3219, align 1
  %3221 = insertelement <8 x float> poison, float %3220, i64 0
  %3222 = shufflevector <8 x float> %3221, <8 x float> poison, <8 x i32> zeroinitializer
  %3223 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3203, <8 x float> %3222, <8 x float> %3196)
  %3224 = getelementptr i8, ptr %3204, i64 %173
  %3225 = load float, ptr %3224, align 1
  %3226 = insertelement <8 x float> poison, float %3225, i64 0
  %3227 = shufflevector <8 x float> %3226, <8 x float> poison, <8 x i32> zeroinitializer
  %3228 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3203, <8 x float> %3227, <8 x float> %3195)
  %3229 = add nuw nsw i64 %3200, 1
  %3230 = icmp eq i64 %3229, %5
  br i1 %3230, label %3173, label %3194

3231:                                             ; preds = %3173
  %3232 = add nsw i64 %3180, %358
  %3233 = getelementptr inbounds float, ptr %376, i64 %3232
  %3234 = getelementptr inbounds float, ptr %374, i64 %3232
  %3235 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3233, <8 x i1> %3121, <8 x float> zeroinitializer)
  switch i64 %174, label %466 [
    i64 1, label %3249
    i64 2, label %3252
    i64 3, label %3259
    i64 0, label %3236
  ]

3236:                                             ; preds = %3231
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3235, ptr align 1 %3233, <8 x i1> %3121)
  %3237 = getelementptr float, ptr %376, i64 %3183
  %3238 = getelementptr float, ptr %3237, i64 %358
  %3239 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3238, <8 x i1> %3121, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3239, ptr align 1 %3238, <8 x i1> %3121)
  %3240 = getelementptr float, ptr %376, i64 %3186
  %3241 = getelementptr float, ptr %3240, i64 %358
  %3242 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3241, <8 x i1> %3121, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3242, ptr align 1 %3241, <8 x i1> %3121)
  %3243 = getelementptr float, ptr %376, i64 %3189
  %3244 = getelementptr float, ptr %3243, i64 %358
  %3245 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3244, <8 x i1> %3121, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3245, ptr align 1 %3244, <8 x i1> %3121)
  %3246 = getelementptr float, ptr %376, i64 %3192
  %3247 = getelementptr float, ptr %3246, i64 %358
  %3248 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3247, <8 x i1> %3121, <8 x float> zeroinitializer)
  br label %3548

3249:                                             ; preds = %3231
  %3250 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3234, <8 x i1> %3121, <8 x float> zeroinitializer)
  %3251 = fadd <8 x float> %3235, %3250
  br label %3266

3252:                                             ; preds = %3231
  %3253 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %3235)
  %3254 = bitcast <8 x float> %3235 to <8 x i32>
  %3255 = or <8 x i32> %3254, %44
  %3256 = bitcast <8 x i32> %3255 to <8 x float>
  %3257 = fcmp oeq <8 x float> %3235, %32
  %3258 = select <8 x i1> %3257, <8 x float> %3256, <8 x float> %3253
  br label %3266

3259:                                             ; preds = %3231
  %3260 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %3235)
  %3261 = bitcast <8 x float> %3235 to <8 x i32>
  %3262 = and <8 x i32> %3261, %43
  %3263 = bitcast <8 x i32> %3262 to <8 x float>
  %3264 = fcmp oeq <8 x float> %3235, %29
  %3265 = select <8 x i1> %3264, <8 x float> %3263, <8 x float> %3260
  br label %3266

3266:                                             ; preds = %3259, %3252, %3249
  %3267 = phi <8 x float> [ %3251, %3249 ], [ %3258, %3252 ], [ %3265, %3259 ]
  switch i64 %176, label %466 [
    i64 1, label %3282
    i64 2, label %3275
    i64 3, label %3268
    i64 0, label %3304
  ]

3268:                                             ; preds = %3266
  %3269 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %3267)
  %3270 = bitcast <8 x float> %3267 to <8 x i32>
  %3271 = and <8 x i32> %3270, %43
  %3272 = bitcast <8 x i32> %3271 to <8 x float>
  %3273 = fcmp oeq <8 x float> %3267, %29
  %3274 = select <8 x i1> %3273, <8 x float> %3272, <8 x float> %3269
  br label %3285

3275:                                             ; preds = %3266
  %3276 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %3267)
  %3277 = bitcast <8 x float> %3267 to <8 x i32>
  %3278 = or <8 x i32> %3277, %44
  %3279 = bitcast <8 x i32> %3278 to <8 x float>
  %3280 = fcmp oeq <8 x float> %3267, %32
  %3281 = select <8 x i1> %3280, <8 x float> %3279, <8 x float> %3276
  br label %3285

3282:                                             ; preds = %3266
  %3283 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3234, <8 x i1> %3121, <8 x float> zeroinitializer)
  %3284 = fadd <8 x float> %3267, %3283
  br label %3285

3285:                                             ; preds = %3282, %3275, %3268
  %3286 = phi <8 x float> [ %3284, %3282 ], [ %3281, %3275 ], [ %3274, %3268 ]
  switch i64 %178, label %466 [
    i64 1, label %3301
    i64 2, label %3294
    i64 3, label %3287
    i64 0, label %3304
  ]

3287:                                             ; preds = %3285
  %3288 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %3286)
  %3289 = bitcast <8 x float> %3286 to <8 x i32>
  %3290 = and <8 x i32> %3289, %43
  %3291 = bitcast <8 x i32> %3290 to <8 x float>
  %3292 = fcmp oeq <8 x float> %3286, %29
  %3293 = select <8 x i1> %3292, <8 x float> %3291, <8 x float> %3288
  br label %3304

3294:                                             ; preds = %3285
  %3295 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %3286)
  %3296 = bitcast <8 x float> %3286 to <8 x i32>
  %3297 = or <8 x i32> %3296, %44
  %3298 = bitcast <8 x i32> %3297 to <8 x float>
  %3299 = fcmp oeq <8 x float> %3286, %32
  %3300 = select <8 x i1> %3299, <8 x float> %3298, <8 x float> %3295
  br label %3304

3301:                                             ; preds = %3285
  %3302 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3234, <8 x i1> %3121, <8 x float> zeroinitializer)
  %3303 = fadd <8 x float> %3286, %3302
  br label %3304

3304:                                             ; preds = %3287, %3294, %3301, %3285, %3266
  %3305 = phi <8 x float> [ %3286, %3285 ], [ %3293, %3287 ], [ %3267, %3266 ], [ %3303, %3301 ], [ %3300, %3294 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3305, ptr align 1 %3233, <8 x i1> %3121)
  %3306 = add nsw i64 %3183, %358
  %3307 = getelementptr inbounds float, ptr %376, i64 %3306
  %3308 = getelementptr inbounds float, ptr %374, i64 %3306
  %3309 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3307, <8 x i1> %3121, <8 x float> zeroinitializer)
  switch i64 %174, label %466 [
    i64 1, label %3324
    i64 2, label %3317
    i64 3, label %3310
  ]

3310:                                             ; preds = %3304
  %3311 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %3309)
  %3312 = bitcast <8 x float> %3309 to <8 x i32>
  %3313 = and <8 x i32> %3312, %43
  %3314 = bitcast <8 x i32> %3313 to <8 x float>
  %3315 = fcmp oeq <8 x float> %3309, %29
  %3316 = select <8 x i1> %3315, <8 x float> %3314, <8 x float> %3311
  br label %3327

3317:                                             ; preds = %3304
  %3318 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %3309)
  %3319 = bitcast <8 x float> %3309 to <8 x i32>
  %3320 = or <8 x i32> %3319, %44
  %3321 = bitcast <8 x i32> %3320 to <8 x float>
  %3322 = fcmp oeq <8 x float> %3309, %32
  %3323 = select <8 x i1> %3322, <8 x float> %3321, <8 x float> %3318
  br label %3327

3324:                                             ; preds = %3304
  %3325 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3308, <8 x i1> %3121, <8 x float> zeroinitializer)
  %3326 = fadd <8 x float> %3309, %3325
  br label %3327

3327:                                             ; preds = %3324, %3317, %3310
  %3328 = phi <8 x float> [ %3326, %3324 ], [ %3323, %3317 ], [ %3316, %3310 ]
  switch i64 %180, label %466 [
    i64 1, label %3343
    i64 2, label %3336
    i64 3, label %3329
    i64 0, label %3365
  ]

3329:                                             ; preds = %3327
  %3330 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %3328)
  %3331 = bitcast <8 x float> %3328 to <8 x i32>
  %3332 = and <8 x i32> %3331, %43
  %3333 = bitcast <8 x i32> %3332 to <8 x float>
  %3334 = fcmp oeq <8 x float> %3328, %29
  %3335 = select <8 x i1> %3334, <8 x float> %3333, <8 x float> %3330
  br label %3346

3336:                                             ; preds = %3327
  %3337 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %3328)
  %3338 = bitcast <8 x float> %3328 to <8 x i32>
  %3339 = or <8 x i32> %3338, %44
  %3340 = bitcast <8 x i32> %3339 to <8 x float>
  %3341 = fcmp oeq <8 x float> %3328, %32
  %3342 = select <8 x i1> %3341, <8 x float> %3340, <8 x float> %3337
  br label %3346

3343:                                             ; preds = %3327
  %3344 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3308, <8 x i1> %3121, <8 x float> zeroinitializer)
  %3345 = fadd <8 x float> %3328, %3344
  br label %3346

3346:                                             ; preds = %3343, %3336, %3329
  %3347 = phi <8 x float> [ %3345, %3343 ], [ %3342, %3336 ], [ %3335, %3329 ]
  switch i64 %182, label %466 [
    i64 1, label %3362
    i64 2, label %3355
    i64 3, label %3348
    i64 0, label %3365
  ]

3348:                                             ; preds = %3346
  %3349 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %3347)
  %3350 = bitcast <8 x float> %3347 to <8 x i32>
  %3351 = and <8 x i32> %3350, %43
  %3352 = bitcast <8 x i32> %3351 to <8 x float>
  %3353 = fcmp oeq <8 x float> %3347, %29
  %3354 = select <8 x i1> %3353, <8 x float> %3352, <8 x float> %3349
  br label %3365

3355:                                             ; preds = %3346
  %3356 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %3347)
  %3357 = bitcast <8 x float> %3347 to <8 x i32>
  %3358 = or <8 x i32> %3357, %44
  %3359 = bitcast <8 x i32> %3358 to <8 x float>
  %3360 = fcmp oeq <8 x float> %3347, %32
  %3361 = select <8 x i1> %3360, <8 x float> %3359, <8 x float> %3356
  br label %3365

3362:                                             ; preds = %3346
  %3363 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3308, <8 x i1> %3121, <8 x float> zeroinitializer)
  %3364 = fadd <8 x float> %3347, %3363
  br label %3365

3365:                                             ; preds = %3348, %3355, %3362, %3346, %3327
  %3366 = phi <8 x float> [ %3361, %3355 ], [ %3354, %3348 ], [ %3328, %3327 ], [ %3347, %3346 ], [ %3364, %3362 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3366, ptr align 1 %3307, <8 x i1> %3121)
  %3367 = add nsw i64 %3186, %358
  %3368 = getelementptr inbounds float, ptr %376, i64 %3367
  %3369 = getelementptr inbounds float, ptr %374, i64 %3367
  %3370 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3368, <8 x i1> %3121, <8 x float> zeroinitializer)
  switch i64 %174, label %466 [
    i64 1, label %3385
    i64 2, label %3378
    i64 3, label %3371
  ]

3371:                                             ; preds = %3365
  %3372 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %3370)
  %3373 = bitcast <8 x float> %3370 to <8 x i32>
  %3374 = and <8 x i32> %3373, %43
  %3375 = bitcast <8 x i32> %3374 to <8 x float>
  %3376 = fcmp oeq <8 x float> %3370, %29
  %3377 = select <8 x i1> %3376, <8 x float> %3375, <8 x float> %3372
  br label %3388

3378:                                             ; preds = %3365
  %3379 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %3370)
  %3380 = bitcast <8 x float> %3370 to <8 x i32>
  %3381 = or <8 x i32> %3380, %44
  %3382 = bitcast <8 x i32> %3381 to <8 x float>
  %3383 = fcmp oeq <8 x float> %3370, %32
  %3384 = select <8 x i1> %3383, <8 x float> %3382, <8 x float> %3379
  br label %3388

3385:                                             ; preds = %3365
  %3386 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3369, <8 x i1> %3121, <8 x float> zeroinitializer)
  %3387 = fadd <8 x float> %3370, %3386
  br label %3388

3388:                                             ; preds = %3385, %3378, %3371
  %3389 = phi <8 x float> [ %3387, %3385 ], [ %3384, %3378 ], [ %3377, %3371 ]
  switch i64 %184, label %466 [
    i64 1, label %3404
    i64 2, label %3397
    i64 3, label %3390
    i64 0, label %3426
  ]

3390:                                             ; preds = %3388
  %3391 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %3389)
  %3392 = bitcast <8 x float> %3389 to <8 x i32>
  %3393 = and <8 x i32> %3392, %43
  %3394 = bitcast <8 x i32> %3393 to <8 x float>
  %3395 = fcmp oeq <8 x float> %3389, %29
  %3396 = select <8 x i1> %3395, <8 x float> %3394, <8 x float> %3391
  br label %3407

3397:                                             ; preds = %3388
  %3398 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %3389)
  %3399 = bitcast <8 x float> %3389 to <8 x i32>
  %3400 = or <8 x i32> %3399, %44
  %3401 = bitcast <8 x i32> %3400 to <8 x float>
  %3402 = fcmp oeq <8 x float> %3389, %32
  %3403 = select <8 x i1> %3402, <8 x float> %3401, <8 x float> %3398
  br label %3407

3404:                                             ; preds = %3388
  %3405 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3369, <8 x i1> %3121, <8 x float> zeroinitializer)
  %3406 = fadd <8 x float> %3389, %3405
  br label %3407

3407:                                             ; preds = %3404, %3397, %3390
  %3408 = phi <8 x float> [ %3406, %3404 ], [ %3403, %3397 ], [ %3396, %3390 ]
  switch i64 %186, label %466 [
    i64 1, label %3423
    i64 2, label %3416
    i64 3, label %3409
    i64 0, label %3426
  ]

3409:                                             ; preds = %3407
  %3410 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %3408)
  %3411 = bitcast <8 x float> %3408 to <8 x i32>
  %3412 = and <8 x i32> %3411, %43
  %3413 = bitcast <8 x i32> %3412 to <8 x float>
  %3414 = fcmp oeq <8 x float> %3408, %29
  %3415 = select <8 x i1> %3414, <8 x float> %3413, <8 x float> %3410
  br label %3426

3416:                                             ; preds = %3407
  %3417 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %3408)
  %3418 = bitcast <8 x float> %3408 to <8 x i32>
  %3419 = or <8 x i32> %3418, %44
  %3420 = bitcast <8 x i32> %3419 to <8 x float>
  %3421 = fcmp oeq <8 x float> %3408, %32
  %3422 = select <8 x i1> %3421, <8 x float> %3420, <8 x float> %3417
  br label %3426

3423:                                             ; preds = %3407
  %3424 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3369, <8 x i1> %3121, <8 x float> zeroinitializer)
  %3425 = fadd <8 x float> %3408, %3424
  br label %3426

3426:                                             ; preds = %3409, %3416, %3423, %3407, %3388
  %3427 = phi <8 x float> [ %3422, %3416 ], [ %3415, %3409 ], [ %3389, %3388 ], [ %3408, %3407 ], [ %3425, %3423 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3427, ptr align 1 %3368, <8 x i1> %3121)
  %3428 = add nsw i64 %3189, %358
  %3429 = getelementptr inbounds float, ptr %376, i64 %3428
  %3430 = getelementptr inbounds float, ptr %374, i64 %3428
  %3431 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3429, <8 x i1> %3121, <8 x float> zeroinitializer)
  switch i64 %174, label %466 [
    i64 1, label %3446
    i64 2, label %3439
    i64 3, label %3432
  ]

3432:                                             ; preds = %3426
  %3433 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %3431)
  %3434 = bitcast <8 x float> %3431 to <8 x i32>
  %3435 = and <8 x i32> %3434, %43
  %3436 = bitcast <8 x i32> %3435 to <8 x float>
  %3437 = fcmp oeq <8 x float> %3431, %29
  %3438 = select <8 x i1> %3437, <8 x float> %3436, <8 x float> %3433
  br label %3449

3439:                                             ; preds = %3426
  %3440 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %3431)
  %3441 = bitcast <8 x float> %3431 to <8 x i32>
  %3442 = or <8 x i32> %3441, %44
  %3443 = bitcast <8 x i32> %3442 to <8 x float>
  %3444 = fcmp oeq <8 x float> %3431, %32
  %3445 = select <8 x i1> %3444, <8 x float> %3443, <8 x float> %3440
  br label %3449

3446:                                             ; preds = %3426
  %3447 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3430, <8 x i1> %3121, <8 x float> zeroinitializer)
  %3448 = fadd <8 x float> %3431, %3447
  br label %3449

3449:                                             ; preds = %3446, %3439, %3432
  %3450 = phi <8 x float> [ %3448, %3446 ], [ %3445, %3439 ], [ %3438, %3432 ]
  switch i64 %188, label %466 [
    i64 1, label %3465
    i64 2, label %3458
    i64 3, label %3451
    i64 0, label %3487
  ]

3451:                                             ; preds = %3449
  %3452 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %3450)
  %3453 = bitcast <8 x float> %3450 to <8 x i32>
  %3454 = and <8 x i32> %3453, %43
  %3455 = bitcast <8 x i32> %3454 to <8 x float>
  %3456 = fcmp oeq <8 x float> %3450, %29
  %3457 = select <8 x i1> %3456, <8 x float> %3455, <8 x float> %3452
  br label %3468

3458:                                             ; preds = %3449
  %3459 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %3450)
  %3460 = bitcast <8 x float> %3450 to <8 x i32>
  %3461 = or <8 x i32> %3460, %44
  %3462 = bitcast <8 x i32> %3461 to <8 x float>
  %3463 = fcmp oeq <8 x float> %3450, %32
  %3464 = select <8 x i1> %3463, <8 x float> %3462, <8 x float> %3459
  br label %3468

3465:                                             ; preds = %3449
  %3466 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3430, <8 x i1> %3121, <8 x float> zeroinitializer)
  %3467 = fadd <8 x float> %3450, %3466
  br label %3468

3468:                                             ; preds = %3465, %3458, %3451
  %3469 = phi <8 x float> [ %3467, %3465 ], [ %3464, %3458 ], [ %3457, %3451 ]
  switch i64 %190, label %466 [
    i64 1, label %3484
    i64 2, label %3477
    i64 3, label %3470
    i64 0, label %3487
  ]

3470:                                             ; preds = %3468
  %3471 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %3469)
  %3472 = bitcast <8 x float> %3469 to <8 x i32>
  %3473 = and <8 x i32> %3472, %43
  %3474 = bitcast <8 x i32> %3473 to <8 x float>
  %3475 = fcmp oeq <8 x float> %3469, %29
  %3476 = select <8 x i1> %3475, <8 x float> %3474, <8 x float> %3471
  br label %3487

3477:                                             ; preds = %3468
  %3478 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %3469)
  %3479 = bitcast <8 x float> %3469 to <8 x i32>
  %3480 = or <8 x i32> %3479, %44
  %3481 = bitcast <8 x i32> %3480 to <8 x float>
  %3482 = fcmp oeq <8 x float> %3469, %32
  %3483 = select <8 x i1> %3482, <8 x float> %3481, <8 x float> %3478
  br label %3487

3484:                                             ; preds = %3468
  %3485 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3430, <8 x i1> %3121, <8 x float> zeroinitializer)
  %3486 = fadd <8 x float> %3469, %3485
  br label %3487

3487:                                             ; preds = %3470, %3477, %3484, %3468, %3449
  %3488 = phi <8 x float> [ %3483, %3477 ], [ %3476, %3470 ], [ %3450, %3449 ], [ %3469, %3468 ], [ %3486, %3484 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3488, ptr align 1 %3429, <8 x i1> %3121)
  %3489 = add nsw i64 %3192, %358
  %3490 = getelementptr inbounds float, ptr %376, i64 %3489
  %3491 = getelementptr inbounds float, ptr %374, i64 %3489
  %3492 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3490, <8 x i1> %3121, <8 x float> zeroinitializer)
  switch i64 %174, label %466 [
    i64 1, label %3507
    i64 2, label %3500
    i64 3, label %3493
  ]

3493:                                             ; preds = %3487
  %3494 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %3492)
  %3495 = bitcast <8 x float> %3492 to <8 x i32>
  %3496 = and <8 x i32> %3495, %43
  %3497 = bitcast <8 x i32> %3496 to <8 x float>
  %3498 = fcmp oeq <8 x float> %3492, %29
  %3499 = select <8 x i1> %3498, <8 x float> %3497, <8 x float> %3494
  br label %3510

3500:                                             ; preds = %3487
  %3501 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %3492)
  %3502 = bitcast <8 x float> %3492 to <8 x i32>
  %3503 = or <8 x i32> %3502, %44
  %3504 = bitcast <8 x i32> %3503 to <8 x float>
  %3505 = fcmp oeq <8 x float> %3492, %32
  %3506 = select <8 x i1> %3505, <8 x float> %3504, <8 x float> %3501
  br label %3510

3507:                                             ; preds = %3487
  %3508 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3491, <8 x i1> %3121, <8 x float> zeroinitializer)
  %3509 = fadd <8 x float> %3492, %3508
  br label %3510

3510:                                             ; preds = %3507, %3500, %3493
  %3511 = phi <8 x float> [ %3509, %3507 ], [ %3506, %3500 ], [ %3499, %3493 ]
  switch i64 %192, label %466 [
    i64 1, label %3526
    i64 2, label %3519
    i64 3, label %3512
    i64 0, label %3548
  ]

3512:                                             ; preds = %3510
  %3513 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %3511)
  %3514 = bitcast <8 x float> %3511 to <8 x i32>
  %3515 = and <8 x i32> %3514, %43
  %3516 = bitcast <8 x i32> %3515 to <8 x float>
  %3517 = fcmp oeq <8 x float> %3511, %29
  %3518 = select <8 x i1> %3517, <8 x float> %3516, <8 x float> %3513
  br label %3529

3519:                                             ; preds = %3510
  %3520 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %3511)
  %3521 = bitcast <8 x float> %3511 to <8 x i32>
  %3522 = or <8 x i32> %3521, %44
  %3523 = bitcast <8 x i32> %3522 to <8 x float>
  %3524 = fcmp oeq <8 x float> %3511, %32
  %3525 = select <8 x i1> %3524, <8 x float> %3523, <8 x float> %3520
  br label %3529

3526:                                             ; preds = %3510
  %3527 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3491, <8 x i1> %3121, <8 x float> zeroinitializer)
  %3528 = fadd <8 x float> %3511, %3527
  br label %3529

3529:                                             ; preds = %3526, %3519, %3512
  %3530 = phi <8 x float> [ %3528, %3526 ], [ %3525, %3519 ], [ %3518, %3512 ]
  switch i64 %194, label %466 [
    i64 1, label %3545
    i64 2, label %3538
    i64 3, label %3531
    i64 0, label %3548
  ]

3531:                                             ; preds = %3529
  %3532 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %3530)
  %3533 = bitcast <8 x float> %3530 to <8 x i32>
  %3534 = and <8 x i32> %3533, %43
  %3535 = bitcast <8 x i32> %3534 to <8 x float>
  %3536 = fcmp oeq <8 x float> %3530, %29
  %3537 = select <8 x i1> %3536, <8 x float> %3535, <8 x float> %3532
  br label %3548

3538:                                             ; preds = %3529
  %3539 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %3530)
  %3540 = bitcast <8 x float> %3530 to <8 x i32>
  %3541 = or <8 x i32> %3540, %44
  %3542 = bitcast <8 x i32> %3541 to <8 x float>
  %3543 = fcmp oeq <8 x float> %3530, %32
  %3544 = select <8 x i1> %3543, <8 x float> %3542, <8 x float> %3539
  br label %3548

3545:                                             ; preds = %3529
  %3546 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3491, <8 x i1> %3121, <8 x float> zeroinitializer)
  %3547 = fadd <8 x float> %3530, %3546
  br label %3548

3548:                                             ; preds = %3531, %3538, %3545, %3236, %3529, %3510
  %3549 = phi ptr [ %3247, %3236 ], [ %3490, %3531 ], [ %3490, %3510 ], [ %3490, %3529 ], [ %3490, %3545 ], [ %3490, %3538 ]
  %3550 = phi <8 x float> [ %3248, %3236 ], [ %3537, %3531 ], [ %3511, %3510 ], [ %3530, %3529 ], [ %3547, %3545 ], [ %3544, %3538 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3550, ptr align 1 %3549, <8 x i1> %3121)
  br label %5855

3551:                                             ; preds = %351
  %3552 = icmp sgt i64 %362, 7
  %3553 = trunc i64 %362 to i32
  %3554 = select i1 %3552, i32 8, i32 %3553
  %3555 = insertelement <8 x i32> poison, i32 %3554, i64 0
  %3556 = shufflevector <8 x i32> %3555, <8 x i32> poison, <8 x i32> zeroinitializer
  %3557 = icmp sgt <8 x i32> %3556, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3558 = or disjoint i64 %358, 8
  %3559 = sub i64 %7, %3558
  %3560 = icmp sgt i64 %3559, 7
  %3561 = trunc i64 %3559 to i32
  %3562 = select i1 %3560, i32 8, i32 %3561
  %3563 = insertelement <8 x i32> poison, i32 %3562, i64 0
  %3564 = shufflevector <8 x i32> %3563, <8 x i32> poison, <8 x i32> zeroinitializer
  %3565 = icmp sgt <8 x i32> %3564, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3566 = mul nsw i64 %357, %7
  br i1 %40, label %3606, label %3567

3567:                                             ; preds = %3551
  %3568 = getelementptr inbounds float, ptr %21, i64 %357
  %3569 = load float, ptr %3568, align 1
  %3570 = insertelement <8 x float> poison, float %3569, i64 0
  %3571 = shufflevector <8 x float> %3570, <8 x float> poison, <8 x i32> zeroinitializer
  %3572 = insertelement <8 x float> poison, float %3569, i64 0
  %3573 = shufflevector <8 x float> %3572, <8 x float> poison, <8 x i32> zeroinitializer
  %3574 = getelementptr inbounds nuw i8, ptr %3568, i64 4
  %3575 = or disjoint i64 %357, 1
  %3576 = mul nsw i64 %3575, %7
  %3577 = load float, ptr %3574, align 1
  %3578 = insertelement <8 x float> poison, float %3577, i64 0
  %3579 = shufflevector <8 x float> %3578, <8 x float> poison, <8 x i32> zeroinitializer
  %3580 = insertelement <8 x float> poison, float %3577, i64 0
  %3581 = shufflevector <8 x float> %3580, <8 x float> poison, <8 x i32> zeroinitializer
  %3582 = getelementptr inbounds nuw i8, ptr %3568, i64 8
  %3583 = add nsw i64 %357, 2
  %3584 = mul nsw i64 %3583, %7
  %3585 = load float, ptr %3582, align 1
  %3586 = insertelement <8 x float> poison, float %3585, i64 0
  %3587 = shufflevector <8 x float> %3586, <8 x float> poison, <8 x i32> zeroinitializer
  %3588 = insertelement <8 x float> poison, float %3585, i64 0
  %3589 = shufflevector <8 x float> %3588, <8 x float> poison, <8 x i32> zeroinitializer
  %3590 = getelementptr inbounds nuw i8, ptr %3568, i64 12
  %3591 = add nsw i64 %357, 3
  %3592 = mul nsw i64 %3591, %7
  %3593 = load float, ptr %3590, align 1
  %3594 = insertelement <8 x float> poison, float %3593, i64 0
  %3595 = shufflevector <8 x float> %3594, <8 x float> poison, <8 x i32> zeroinitializer
  %3596 = insertelement <8 x float> poison, float %3593, i64 0
  %3597 = shufflevector <8 x float> %3596, <8 x float> poison, <8 x i32> zeroinitializer
  %3598 = getelementptr inbounds nuw i8, ptr %3568, i64 16
  %3599 = add nsw i64 %357, 4
  %3600 = mul nsw i64 %3599, %7
  %3601 = load float, ptr %3598, align 1
  %3602 = insertelement <8 x float> poison, float %3601, i64 0
  %3603 = shufflevector <8 x float> %3602, <8 x float> poison, <8 x i32> zeroinitializer
  %3604 = insertelement <8 x float> poison, float %3601, i64 0
  %3605 = shufflevector <8 x float> %3604, <8 x float> poison, <8 x i32> zeroinitializer
  br label %3636

3606:                                             ; preds = %3551
  %3607 = getelementptr float, ptr %371, i64 %358
  %3608 = getelementptr float, ptr %3607, i64 %3566
  %3609 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3608, <8 x i1> %3557, <8 x float> zeroinitializer)
  %3610 = getelementptr inbounds nuw i8, ptr %3608, i64 32
  %3611 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %3610, <8 x i1> %3565, <8 x float> zeroinitializer)
  %3612 = or disjoint i64 %357, 1
  %3613 = mul nsw i64 %3612, %7
  %3614 = getelementptr float, ptr %3607, i64 %3613
  %3615 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3614, <8 x i1> %3557, <8 x float> zeroinitializer)
  %3616 = getelementptr inbounds nuw i8, ptr %3614, i64 32
  %3617 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %3616, <8 x i1> %3565, <8 x float> zeroinitializer)
  %3618 = add nsw i64 %357, 2
  %3619 = mul nsw i64 %3618, %7
  %3620 = getelementptr float, ptr %3607, i64 %3619
  %3621 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3620, <8 x i1> %3557, <8 x float> zeroinitializer)
  %3622 = getelementptr inbounds nuw i8, ptr %3620, i64 32
  %3623 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %3622, <8 x i1> %3565, <8 x float> zeroinitializer)
  %3624 = add nsw i64 %357, 3
  %3625 = mul nsw i64 %3624, %7
  %3626 = getelementptr float, ptr %3607, i64 %3625
  %3627 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3626, <8 x i1> %3557, <8 x float> zeroinitializer)
  %3628 = getelementptr inbounds nuw i8, ptr %3626, i64 32
  %3629 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %3628, <8 x i1> %3565, <8 x float> zeroinitializer)
  %3630 = add nsw i64 %357, 4
  %3631 = mul nsw i64 %3630, %7
  %3632 = getelementptr float, ptr %3607, i64 %3631
  %3633 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3632, <8 x i1> %3557, <8 x float> zeroinitializer)
  %3634 = getelementptr inbounds nuw i8, ptr %3632, i64 32
  %3635 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %3634, <8 x i1> %3565, <8 x float> zeroinitializer)
  br label %3636

3636:                                             ; preds = %3606, %3567
  %3637 = phi <8 x float> [ %3633, %3606 ], [ %3603, %3567 ]
  %3638 = phi <8 x float> [ %3627, %3606 ], [ %3595, %3567 ]
  %3639 = phi <8 x float> [ %3621, %3606 ], [ %3587, %3567 ]
  %3640 = phi <8 x float> [ %3615, %3606 ], [ %3579, %3567 ]
  %3641 = phi <8 x float> [ %3609, %3606 ], [ %3571, %3567 ]
  %3642 = phi <8 x float> [ %3611, %3606 ], [ %3573, %3567 ]
  %3643 = phi i64 [ %3613, %3606 ], [ %3576, %3567 ]
  %3644 = phi <8 x float> [ %3617, %3606 ], [ %3581, %3567 ]
  %3645 = phi i64 [ %3619, %3606 ], [ %3584, %3567 ]
  %3646 = phi <8 x float> [ %3623, %3606 ], [ %3589, %3567 ]
  %3647 = phi i64 [ %3625, %3606 ], [ %3592, %3567 ]
  %3648 = phi <8 x float> [ %3629, %3606 ], [ %3597, %3567 ]
  %3649 = phi i64 [ %3631, %3606 ], [ %3600, %3567 ]
  %3650 = phi <8 x float> [ %3635, %3606 ], [ %3605, %3567 ]
  %3651 = getelementptr inbounds float, ptr %369, i64 %358
  %3652 = mul nsw i64 %357, %5
  %3653 = getelementptr inbounds float, ptr %20, i64 %3652
  br i1 %41, label %3676, label %3654

3654:                                             ; preds = %3676, %3636
  %3655 = phi <8 x float> [ %3650, %3636 ], [ %3722, %3676 ]
  %3656 = phi <8 x float> [ %3637, %3636 ], [ %3721, %3676 ]
  %3657 = phi <8 x float> [ %3648, %3636 ], [ %3716, %3676 ]
  %3658 = phi <8 x float> [ %3638, %3636 ], [ %3715, %3676 ]
  %3659 = phi <8 x float> [ %3646, %3636 ], [ %3710, %3676 ]
  %3660 = phi <8 x float> [ %3639, %3636 ], [ %3709, %3676 ]
  %3661 = phi <8 x float> [ %3644, %3636 ], [ %3704, %3676 ]
  %3662 = phi <8 x float> [ %3640, %3636 ], [ %3703, %3676 ]
  %3663 = phi <8 x float> [ %3642, %3636 ], [ %3698, %3676 ]
  %3664 = phi <8 x float> [ %3641, %3636 ], [ %3697, %3676 ]
  %3665 = getelementptr float, ptr %376, i64 %358
  %3666 = getelementptr float, ptr %3665, i64 %3566
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3664, ptr align 1 %3666, <8 x i1> %3557)
  %3667 = getelementptr inbounds nuw i8, ptr %3666, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3663, ptr nonnull align 1 %3667, <8 x i1> %3565)
  %3668 = getelementptr float, ptr %3665, i64 %3643
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3662, ptr align 1 %3668, <8 x i1> %3557)
  %3669 = getelementptr inbounds nuw i8, ptr %3668, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3661, ptr nonnull align 1 %3669, <8 x i1> %3565)
  %3670 = getelementptr float, ptr %3665, i64 %3645
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3660, ptr align 1 %3670, <8 x i1> %3557)
  %3671 = getelementptr inbounds nuw i8, ptr %3670, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3659, ptr nonnull align 1 %3671, <8 x i1> %3565)
  %3672 = getelementptr float, ptr %3665, i64 %3647
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3658, ptr align 1 %3672, <8 x i1> %3557)
  %3673 = getelementptr inbounds nuw i8, ptr %3672, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3657, ptr nonnull align 1 %3673, <8 x i1> %3565)
  %3674 = getelementptr float, ptr %3665, i64 %3649
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3656, ptr align 1 %3674, <8 x i1> %3557)
  %3675 = getelementptr inbounds nuw i8, ptr %3674, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3655, ptr nonnull align 1 %3675, <8 x i1> %3565)
  br i1 %42, label %5855, label %3725

3676:                                             ; preds = %3636, %3676
  %3677 = phi <8 x float> [ %3722, %3676 ], [ %3650, %3636 ]
  %3678 = phi <8 x float> [ %3721, %3676 ], [ %3637, %3636 ]
  %3679 = phi <8 x float> [ %3716, %3676 ], [ %3648, %3636 ]
  %3680 = phi <8 x float> [ %3715, %3676 ], [ %3638, %3636 ]
  %3681 = phi <8 x float> [ %3710, %3676 ], [ %3646, %3636 ]
  %3682 = phi <8 x float> [ %3709, %3676 ], [ %3639, %3636 ]
  %3683 = phi <8 x float> [ %3704, %3676 ], [ %3644, %3636 ]
  %3684 = phi <8 x float> [ %3703, %3676 ], [ %3640, %3636 ]
  %3685 = phi <8 x float> [ %3698, %3676 ], [ %3642, %3636 ]
  %3686 = phi <8 x float> [ %3697, %3676 ], [ %3641, %3636 ]
  %3687 = phi i64 [ %3723, %3676 ], [ 0, %3636 ]
  %3688 = mul nsw i64 %3687, %7
  %3689 = getelementptr inbounds float, ptr %3651, i64 %3688
  %3690 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3689, <8 x i1> %3557, <8 x float> zeroinitializer)
  %3691 = getelementptr inbounds nuw i8, ptr %3689, i64 32
  %3692 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %3691, <8 x i1> %3565, <8 x float> zeroinitializer)
  %3693 = getelementptr float, ptr %3653, i64 %3687
  %3694 = load float, ptr %3693, align 1
  %3695 = insertelement <8 x float> poison, float %3694, i64 0
  %3696 = shufflevector <8 x float> %3695, <8 x float> poison, <8 x i32> zeroinitializer
  %3697 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3690, <8 x float> %3696, <8 x float> %3686)
  %3698 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3692, <8 x float> %3696, <8 x float> %3685)
  %3699 = getelementptr float, ptr %3693, i64 %5
  %3700 = load float, ptr %3699, align 1
  %3701 = insertelement <8 x float> poison, float %3700, i64 0
  %3702 = shufflevector <8 x float> %3701, <8 x float> poison, <8 x i32> zeroinitializer
  %3703 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3690, <8 x float> %3702, <8 x float> %3684)
  %3704 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3692, <8 x float> %3702, <8 x float> %3683)
  %3705 = getelementptr i8, ptr %3693, i64 %127
  %3706 = load float, ptr %3705, align 1
  %3707 = insertelement <8 x float> poison, float %3706, i64 0
  %3708 = shufflevector <8 x float> %3707, <8 x float> poison, <8 x i32> zeroinitializer
  %3709 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3690, <8 x float> %3708, <8 x float> %3682)
  %3710 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3692, <8 x float> %3708, <8 x float> %3681)
  %3711 = getelementptr i8, ptr %3693, i64 %128
  %3712 = load float, ptr %3711, align 1
  %3713 = insertelement <8 x float> poison, float %3712, i64 0
  %3714 = shufflevector <8 x float> %3713, <8 x float> poison, <8 x i32> zeroinitializer
  %3715 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3690, <8 x float> %3714, <8 x float> %3680)
  %3716 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3692, <8 x float> %3714, <8 x float> %3679)
  %3717 = getelementptr i8, ptr %3693, i64 %129
  %3718 = load float, ptr %3717, align 1
  %3719 = insertelement <8 x float> poison, float %3718, i64 0
  %3720 = shufflevector <8 x float> %3719, <8 x float> poison, <8 x i32> zeroinitializer
  %3721 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3690, <8 x float> %3720, <8 x float> %3678)
  %3722 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3692, <8 x float> %3720, <8 x float> %3677)
  %3723 = add nuw nsw i64 %3687, 1
  %3724 = icmp eq i64 %3723, %5
  br i1 %3724, label %3654, label %3676

3725:                                             ; preds = %3654
  %3726 = add nsw i64 %3566, %358
  %3727 = getelementptr inbounds float, ptr %376, i64 %3726
  %3728 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3727, <8 x i1> %3557, <8 x float> zeroinitializer)
  %3729 = getelementptr inbounds float, ptr %374, i64 %3726
  switch i64 %130, label %466 [
    i64 1, label %3758
    i64 2, label %3761
    i64 3, label %3768
    i64 0, label %3730
  ]

3730:                                             ; preds = %3725
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3728, ptr align 1 %3727, <8 x i1> %3557)
  %3731 = getelementptr float, ptr %376, i64 %3726
  %3732 = getelementptr i8, ptr %3731, i64 32
  %3733 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3732, <8 x i1> %3565, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3733, ptr align 1 %3732, <8 x i1> %3565)
  %3734 = add nsw i64 %3643, %358
  %3735 = getelementptr inbounds float, ptr %376, i64 %3734
  %3736 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3735, <8 x i1> %3557, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3736, ptr align 1 %3735, <8 x i1> %3557)
  %3737 = getelementptr float, ptr %376, i64 %3734
  %3738 = getelementptr i8, ptr %3737, i64 32
  %3739 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3738, <8 x i1> %3565, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3739, ptr align 1 %3738, <8 x i1> %3565)
  %3740 = add nsw i64 %3645, %358
  %3741 = getelementptr inbounds float, ptr %376, i64 %3740
  %3742 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3741, <8 x i1> %3557, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3742, ptr align 1 %3741, <8 x i1> %3557)
  %3743 = getelementptr float, ptr %376, i64 %3740
  %3744 = getelementptr i8, ptr %3743, i64 32
  %3745 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3744, <8 x i1> %3565, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3745, ptr align 1 %3744, <8 x i1> %3565)
  %3746 = add nsw i64 %3647, %358
  %3747 = getelementptr inbounds float, ptr %376, i64 %3746
  %3748 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3747, <8 x i1> %3557, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3748, ptr align 1 %3747, <8 x i1> %3557)
  %3749 = getelementptr float, ptr %376, i64 %3746
  %3750 = getelementptr i8, ptr %3749, i64 32
  %3751 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3750, <8 x i1> %3565, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3751, ptr align 1 %3750, <8 x i1> %3565)
  %3752 = add nsw i64 %3649, %358
  %3753 = getelementptr inbounds float, ptr %376, i64 %3752
  %3754 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3753, <8 x i1> %3557, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3754, ptr align 1 %3753, <8 x i1> %3557)
  %3755 = getelementptr float, ptr %376, i64 %3752
  %3756 = getelementptr i8, ptr %3755, i64 32
  %3757 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3756, <8 x i1> %3565, <8 x float> zeroinitializer)
  br label %4362

3758:                                             ; preds = %3725
  %3759 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3729, <8 x i1> %3557, <8 x float> zeroinitializer)
  %3760 = fadd <8 x float> %3728, %3759
  br label %3775

3761:                                             ; preds = %3725
  %3762 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %3728)
  %3763 = bitcast <8 x float> %3728 to <8 x i32>
  %3764 = or <8 x i32> %3763, %44
  %3765 = bitcast <8 x i32> %3764 to <8 x float>
  %3766 = fcmp oeq <8 x float> %3728, %32
  %3767 = select <8 x i1> %3766, <8 x float> %3765, <8 x float> %3762
  br label %3775

3768:                                             ; preds = %3725
  %3769 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %3728)
  %3770 = bitcast <8 x float> %3728 to <8 x i32>
  %3771 = and <8 x i32> %3770, %43
  %3772 = bitcast <8 x i32> %3771 to <8 x float>
  %3773 = fcmp oeq <8 x float> %3728, %29
  %3774 = select <8 x i1> %3773, <8 x float> %3772, <8 x float> %3769
  br label %3775

3775:                                             ; preds = %3768, %3761, %3758
  %3776 = phi <8 x float> [ %3760, %3758 ], [ %3767, %3761 ], [ %3774, %3768 ]
  switch i64 %132, label %466 [
    i64 1, label %3791
    i64 2, label %3784
    i64 3, label %3777
    i64 0, label %3813
  ]

3777:                                             ; preds = %3775
  %3778 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %3776)
  %3779 = bitcast <8 x float> %3776 to <8 x i32>
  %3780 = and <8 x i32> %3779, %43
  %3781 = bitcast <8 x i32> %3780 to <8 x float>
  %3782 = fcmp oeq <8 x float> %3776, %29
  %3783 = select <8 x i1> %3782, <8 x float> %3781, <8 x float> %3778
  br label %3794

3784:                                             ; preds = %3775
  %3785 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %3776)
  %3786 = bitcast <8 x float> %3776 to <8 x i32>
  %3787 = or <8 x i32> %3786, %44
  %3788 = bitcast <8 x i32> %3787 to <8 x float>
  %3789 = fcmp oeq <8 x float> %3776, %32
  %3790 = select <8 x i1> %3789, <8 x float> %3788, <8 x float> %3785
  br label %3794

3791:                                             ; preds = %3775
  %3792 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3729, <8 x i1> %3557, <8 x float> zeroinitializer)
  %3793 = fadd <8 x float> %3776, %3792
  br label %3794

3794:                                             ; preds = %3791, %3784, %3777
  %3795 = phi <8 x float> [ %3793, %3791 ], [ %3790, %3784 ], [ %3783, %3777 ]
  switch i64 %134, label %466 [
    i64 1, label %3810
    i64 2, label %3803
    i64 3, label %3796
    i64 0, label %3813
  ]

3796:                                             ; preds = %3794
  %3797 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %3795)
  %3798 = bitcast <8 x float> %3795 to <8 x i32>
  %3799 = and <8 x i32> %3798, %43
  %3800 = bitcast <8 x i32> %3799 to <8 x float>
  %3801 = fcmp oeq <8 x float> %3795, %29
  %3802 = select <8 x i1> %3801, <8 x float> %3800, <8 x float> %3797
  br label %3813

3803:                                             ; preds = %3794
  %3804 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %3795)
  %3805 = bitcast <8 x float> %3795 to <8 x i32>
  %3806 = or <8 x i32> %3805, %44
  %3807 = bitcast <8 x i32> %3806 to <8 x float>
  %3808 = fcmp oeq <8 x float> %3795, %32
  %3809 = select <8 x i1> %3808, <8 x float> %3807, <8 x float> %3804
  br label %3813

3810:                                             ; preds = %3794
  %3811 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3729, <8 x i1> %3557, <8 x float> zeroinitializer)
  %3812 = fadd <8 x float> %3795, %3811
  br label %3813

3813:                                             ; preds = %3796, %3803, %3810, %3794, %3775
  %3814 = phi <8 x float> [ %3795, %3794 ], [ %3802, %3796 ], [ %3776, %3775 ], [ %3812, %3810 ], [ %3809, %3803 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3814, ptr align 1 %3727, <8 x i1> %3557)
  %3815 = add nsw i64 %3726, 8
  %3816 = getelementptr inbounds float, ptr %376, i64 %3815
  %3817 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3816, <8 x i1> %3565, <8 x float> zeroinitializer)
  %3818 = getelementptr inbounds float, ptr %374, i64 %3815
  switch i64 %130, label %466 [
    i64 1, label %3833
    i64 2, label %3826
    i64 3, label %3819
  ]

3819:                                             ; preds = %3813
  %3820 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %3817)
  %3821 = bitcast <8 x float> %3817 to <8 x i32>
  %3822 = and <8 x i32> %3821, %43
  %3823 = bitcast <8 x i32> %3822 to <8 x float>
  %3824 = fcmp oeq <8 x float> %3817, %29
  %3825 = select <8 x i1> %3824, <8 x float> %3823, <8 x float> %3820
  br label %3836

3826:                                             ; preds = %3813
  %3827 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %3817)
  %3828 = bitcast <8 x float> %3817 to <8 x i32>
  %3829 = or <8 x i32> %3828, %44
  %3830 = bitcast <8 x i32> %3829 to <8 x float>
  %3831 = fcmp oeq <8 x float> %3817, %32
  %3832 = select <8 x i1> %3831, <8 x float> %3830, <8 x float> %3827
  br label %3836

3833:                                             ; preds = %3813
  %3834 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3818, <8 x i1> %3565, <8 x float> zeroinitializer)
  %3835 = fadd <8 x float> %3817, %3834
  br label %3836

3836:                                             ; preds = %3833, %3826, %3819
  %3837 = phi <8 x float> [ %3835, %3833 ], [ %3832, %3826 ], [ %3825, %3819 ]
  switch i64 %136, label %466 [
    i64 1, label %3852
    i64 2, label %3845
    i64 3, label %3838
    i64 0, label %3874
  ]

3838:                                             ; preds = %3836
  %3839 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %3837)
  %3840 = bitcast <8 x float> %3837 to <8 x i32>
  %3841 = and <8 x i32> %3840, %43
  %3842 = bitcast <8 x i32> %3841 to <8 x float>
  %3843 = fcmp oeq <8 x float> %3837, %29
  %3844 = select <8 x i1> %3843, <8 x float> %3842, <8 x float> %3839
  br label %3855

3845:                                             ; preds = %3836
  %3846 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %3837)
  %3847 = bitcast <8 x float> %3837 to <8 x i32>
  %3848 = or <8 x i32> %3847, %44
  %3849 = bitcast <8 x i32> %3848 to <8 x float>
  %3850 = fcmp oeq <8 x float> %3837, %32
  %3851 = select <8 x i1> %3850, <8 x float> %3849, <8 x float> %3846
  br label %3855

3852:                                             ; preds = %3836
  %3853 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3818, <8 x i1> %3565, <8 x float> zeroinitializer)
  %3854 = fadd <8 x float> %3837, %3853
  br label %3855

3855:                                             ; preds = %3852, %3845, %3838
  %3856 = phi <8 x float> [ %3854, %3852 ], [ %3851, %3845 ], [ %3844, %3838 ]
  switch i64 %138, label %466 [
    i64 1, label %3871
    i64 2, label %3864
    i64 3, label %3857
    i64 0, label %3874
  ]

3857:                                             ; preds = %3855
  %3858 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %3856)
  %3859 = bitcast <8 x float> %3856 to <8 x i32>
  %3860 = and <8 x i32> %3859, %43
  %3861 = bitcast <8 x i32> %3860 to <8 x float>
  %3862 = fcmp oeq <8 x float> %3856, %29
  %3863 = select <8 x i1> %3862, <8 x float> %3861, <8 x float> %3858
  br label %3874

3864:                                             ; preds = %3855
  %3865 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %3856)
  %3866 = bitcast <8 x float> %3856 to <8 x i32>
  %3867 = or <8 x i32> %3866, %44
  %3868 = bitcast <8 x i32> %3867 to <8 x float>
  %3869 = fcmp oeq <8 x float> %3856, %32
  %3870 = select <8 x i1> %3869, <8 x float> %3868, <8 x float> %3865
  br label %3874

3871:                                             ; preds = %3855
  %3872 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3818, <8 x i1> %3565, <8 x float> zeroinitializer)
  %3873 = fadd <8 x float> %3856, %3872
  br label %3874

3874:                                             ; preds = %3857, %3864, %3871, %3855, %3836
  %3875 = phi <8 x float> [ %3870, %3864 ], [ %3863, %3857 ], [ %3837, %3836 ], [ %3856, %3855 ], [ %3873, %3871 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3875, ptr align 1 %3816, <8 x i1> %3565)
  %3876 = add nsw i64 %3643, %358
  %3877 = getelementptr inbounds float, ptr %376, i64 %3876
  %3878 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3877, <8 x i1> %3557, <8 x float> zeroinitializer)
  %3879 = getelementptr inbounds float, ptr %374, i64 %3876
  switch i64 %130, label %466 [
    i64 1, label %3894
    i64 2, label %3887
    i64 3, label %3880
  ]

3880:                                             ; preds = %3874
  %3881 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %3878)
  %3882 = bitcast <8 x float> %3878 to <8 x i32>
  %3883 = and <8 x i32> %3882, %43
  %3884 = bitcast <8 x i32> %3883 to <8 x float>
  %3885 = fcmp oeq <8 x float> %3878, %29
  %3886 = select <8 x i1> %3885, <8 x float> %3884, <8 x float> %3881
  br label %3897

3887:                                             ; preds = %3874
  %3888 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %3878)
  %3889 = bitcast <8 x float> %3878 to <8 x i32>
  %3890 = or <8 x i32> %3889, %44
  %3891 = bitcast <8 x i32> %3890 to <8 x float>
  %3892 = fcmp oeq <8 x float> %3878, %32
  %3893 = select <8 x i1> %3892, <8 x float> %3891, <8 x float> %3888
  br label %3897

3894:                                             ; preds = %3874
  %3895 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3879, <8 x i1> %3557, <8 x float> zeroinitializer)
  %3896 = fadd <8 x float> %3878, %3895
  br label %3897

3897:                                             ; preds = %3894, %3887, %3880
  %3898 = phi <8 x float> [ %3896, %3894 ], [ %3893, %3887 ], [ %3886, %3880 ]
  switch i64 %140, label %466 [
    i64 1, label %3913
    i64 2, label %3906
    i64 3, label %3899
    i64 0, label %3935
  ]

3899:                                             ; preds = %3897
  %3900 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %3898)
  %3901 = bitcast <8 x float> %3898 to <8 x i32>
  %3902 = and <8 x i32> %3901, %43
  %3903 = bitcast <8 x i32> %3902 to <8 x float>
  %3904 = fcmp oeq <8 x float> %3898, %29
  %3905 = select <8 x i1> %3904, <8 x float> %3903, <8 x float> %3900
  br label %3916

3906:                                             ; preds = %3897
  %3907 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %3898)
  %3908 = bitcast <8 x float> %3898 to <8 x i32>
  %3909 = or <8 x i32> %3908, %44
  %3910 = bitcast <8 x i32> %3909 to <8 x float>
  %3911 = fcmp oeq <8 x float> %3898, %32
  %3912 = select <8 x i1> %3911, <8 x float> %3910, <8 x float> %3907
  br label %3916

3913:                                             ; preds = %3897
  %3914 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3879, <8 x i1> %3557, <8 x float> zeroinitializer)
  %3915 = fadd <8 x float> %3898, %3914
  br label %3916

3916:                                             ; preds = %3913, %3906, %3899
  %3917 = phi <8 x float> [ %3915, %3913 ], [ %3912, %3906 ], [ %3905, %3899 ]
  switch i64 %142, label %466 [
    i64 1, label %3932
    i64 2, label %3925
    i64 3, label %3918
    i64 0, label %3935
  ]

3918:                                             ; preds = %3916
  %3919 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %3917)
  %3920 = bitcast <8 x float> %3917 to <8 x i32>
  %3921 = and <8 x i32> %3920, %43
  %3922 = bitcast <8 x i32> %3921 to <8 x float>
  %3923 = fcmp oeq <8 x float> %3917, %29
  %3924 = select <8 x i1> %3923, <8 x float> %3922, <8 x float> %3919
  br label %3935

3925:                                             ; preds = %3916
  %3926 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %3917)
  %3927 = bitcast <8 x float> %3917 to <8 x i32>
  %3928 = or <8 x i32> %3927, %44
  %3929 = bitcast <8 x i32> %3928 to <8 x float>
  %3930 = fcmp oeq <8 x float> %3917, %32
  %3931 = select <8 x i1> %3930, <8 x float> %3929, <8 x float> %3926
  br label %3935

3932:                                             ; preds = %3916
  %3933 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3879, <8 x i1> %3557, <8 x float> zeroinitializer)
  %3934 = fadd <8 x float> %3917, %3933
  br label %3935

3935:                                             ; preds = %3918, %3925, %3932, %3916, %3897
  %3936 = phi <8 x float> [ %3931, %3925 ], [ %3924, %3918 ], [ %3898, %3897 ], [ %3917, %3916 ], [ %3934, %3932 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3936, ptr align 1 %3877, <8 x i1> %3557)
  %3937 = add nsw i64 %3876, 8
  %3938 = getelementptr inbounds float, ptr %376, i64 %3937
  %3939 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3938, <8 x i1> %3565, <8 x float> zeroinitializer)
  %3940 = getelementptr inbounds float, ptr %374, i64 %3937
  switch i64 %130, label %466 [
    i64 1, label %3955
    i64 2, label %3948
    i64 3, label %3941
  ]

3941:                                             ; preds = %3935
  %3942 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %3939)
  %3943 = bitcast <8 x float> %3939 to <8 x i32>
  %3944 = and <8 x i32> %3943, %43
  %3945 = bitcast <8 x i32> %3944 to <8 x float>
  %3946 = fcmp oeq <8 x float> %3939, %29
  %3947 = select <8 x i1> %3946, <8 x float> %3945, <8 x float> %3942
  br label %3958

3948:                                             ; preds = %3935
  %3949 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %3939)
  %3950 = bitcast <8 x float> %3939 to <8 x i32>
  %3951 = or <8 x i32> %3950, %44
  %3952 = bitcast <8 x i32> %3951 to <8 x float>
  %3953 = fcmp oeq <8 x float> %3939, %32
  %3954 = select <8 x i1> %3953, <8 x float> %3952, <8 x float> %3949
  br label %3958

3955:                                             ; preds = %3935
  %3956 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3940, <8 x i1> %3565, <8 x float> zeroinitializer)
  %3957 = fadd <8 x float> %3939, %3956
  br label %3958

3958:                                             ; preds = %3955, %3948, %3941
  %3959 = phi <8 x float> [ %3957, %3955 ], [ %3954, %3948 ], [ %3947, %3941 ]
  switch i64 %144, label %466 [
    i64 1, label %3974
    i64 2, label %3967
    i64 3, label %3960
    i64 0, label %3996
  ]

3960:                                             ; preds = %3958
  %3961 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %3959)
  %3962 = bitcast <8 x float> %3959 to <8 x i32>
  %3963 = and <8 x i32> %3962, %43
  %3964 = bitcast <8 x i32> %3963 to <8 x float>
  %3965 = fcmp oeq <8 x float> %3959, %29
  %3966 = select <8 x i1> %3965, <8 x float> %3964, <8 x float> %3961
  br label %3977

3967:                                             ; preds = %3958
  %3968 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %3959)
  %3969 = bitcast <8 x float> %3959 to <8 x i32>
  %3970 = or <8 x i32> %3969, %44
  %3971 = bitcast <8 x i32> %3970 to <8 x float>
  %3972 = fcmp oeq <8 x float> %3959, %32
  %3973 = select <8 x i1> %3972, <8 x float> %3971, <8 x float> %3968
  br label %3977

3974:                                             ; preds = %3958
  %3975 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3940, <8 x i1> %3565, <8 x float> zeroinitializer)
  %3976 = fadd <8 x float> %3959, %3975
  br label %3977

3977:                                             ; preds = %3974, %3967, %3960
  %3978 = phi <8 x float> [ %3976, %3974 ], [ %3973, %3967 ], [ %3966, %3960 ]
  switch i64 %146, label %466 [
    i64 1, label %3993
    i64 2, label %3986
    i64 3, label %3979
    i64 0, label %3996
  ]

3979:                                             ; preds = %3977
  %3980 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %3978)
  %3981 = bitcast <8 x float> %3978 to <8 x i32>
  %3982 = and <8 x i32> %3981, %43
  %3983 = bitcast <8 x i32> %3982 to <8 x float>
  %3984 = fcmp oeq <8 x float> %3978, %29
  %3985 = select <8 x i1> %3984, <8 x float> %3983, <8 x float> %3980
  br label %3996

3986:                                             ; preds = %3977
  %3987 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %3978)
  %3988 = bitcast <8 x float> %3978 to <8 x i32>
  %3989 = or <8 x i32> %3988, %44
  %3990 = bitcast <8 x i32> %3989 to <8 x float>
  %3991 = fcmp oeq <8 x float> %3978, %32
  %3992 = select <8 x i1> %3991, <8 x float> %3990, <8 x float> %3987
  br label %3996

3993:                                             ; preds = %3977
  %3994 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3940, <8 x i1> %3565, <8 x float> zeroinitializer)
  %3995 = fadd <8 x float> %3978, %3994
  br label %3996

3996:                                             ; preds = %3979, %3986, %3993, %3977, %3958
  %3997 = phi <8 x float> [ %3992, %3986 ], [ %3985, %3979 ], [ %3959, %3958 ], [ %3978, %3977 ], [ %3995, %3993 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3997, ptr align 1 %3938, <8 x i1> %3565)
  %3998 = add nsw i64 %3645, %358
  %3999 = getelementptr inbounds float, ptr %376, i64 %3998
  %4000 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3999, <8 x i1> %3557, <8 x float> zeroinitializer)
  %4001 = getelementptr inbounds float, ptr %374, i64 %3998
  switch i64 %130, label %466 [
    i64 1, label %4016
    i64 2, label %4009
    i64 3, label %4002
  ]

4002:                                             ; preds = %3996
  %4003 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %4000)
  %4004 = bitcast <8 x float> %4000 to <8 x i32>
  %4005 = and <8 x i32> %4004, %43
  %4006 = bitcast <8 x i32> %4005 to <8 x float>
  %4007 = fcmp oeq <8 x float> %4000, %29
  %4008 = select <8 x i1> %4007, <8 x float> %4006, <8 x float> %4003
  br label %4019

4009:                                             ; preds = %3996
  %4010 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %4000)
  %4011 = bitcast <8 x float> %4000 to <8 x i32>
  %4012 = or <8 x i32> %4011, %44
  %4013 = bitcast <8 x i32> %4012 to <8 x float>
  %4014 = fcmp oeq <8 x float> %4000, %32
  %4015 = select <8 x i1> %4014, <8 x float> %4013, <8 x float> %4010
  br label %4019

4016:                                             ; preds = %3996
  %4017 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4001, <8 x i1> %3557, <8 x float> zeroinitializer)
  %4018 = fadd <8 x float> %4000, %4017
  br label %4019

4019:                                             ; preds = %4016, %4009, %4002
  %4020 = phi <8 x float> [ %4018, %4016 ], [ %4015, %4009 ], [ %4008, %4002 ]
  switch i64 %148, label %466 [
    i64 1, label %4035
    i64 2, label %4028
    i64 3, label %4021
    i64 0, label %4057
  ]

4021:                                             ; preds = %4019
  %4022 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %4020)
  %4023 = bitcast <8 x float> %4020 to <8 x i32>
  %4024 = and <8 x i32> %4023, %43
  %4025 = bitcast <8 x i32> %4024 to <8 x float>
  %4026 = fcmp oeq <8 x float> %4020, %29
  %4027 = select <8 x i1> %4026, <8 x float> %4025, <8 x float> %4022
  br label %4038

4028:                                             ; preds = %4019
  %4029 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %4020)
  %4030 = bitcast <8 x float> %4020 to <8 x i32>
  %4031 = or <8 x i32> %4030, %44
  %4032 = bitcast <8 x i32> %4031 to <8 x float>
  %4033 = fcmp oeq <8 x float> %4020, %32
  %4034 = select <8 x i1> %4033, <8 x float> %4032, <8 x float> %4029
  br label %4038

4035:                                             ; preds = %4019
  %4036 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4001, <8 x i1> %3557, <8 x float> zeroinitializer)
  %4037 = fadd <8 x float> %4020, %4036
  br label %4038

4038:                                             ; preds = %4035, %4028, %4021
  %4039 = phi <8 x float> [ %4037, %4035 ], [ %4034, %4028 ], [ %4027, %4021 ]
  switch i64 %150, label %466 [
    i64 1, label %4054
    i64 2, label %4047
    i64 3, label %4040
    i64 0, label %4057
  ]

4040:                                             ; preds = %4038
  %4041 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %4039)
  %4042 = bitcast <8 x float> %4039 to <8 x i32>
  %4043 = and <8 x i32> %4042, %43
  %4044 = bitcast <8 x i32> %4043 to <8 x float>
  %4045 = fcmp oeq <8 x float> %4039, %29
  %4046 = select <8 x i1> %4045, <8 x float> %4044, <8 x float> %4041
  br label %4057

4047:                                             ; preds = %4038
  %4048 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %4039)
  %4049 = bitcast <8 x float> %4039 to <8 x i32>
  %4050 = or <8 x i32> %4049, %44
  %4051 = bitcast <8 x i32> %4050 to <8 x float>
  %4052 = fcmp oeq <8 x float> %4039, %32
  %4053 = select <8 x i1> %4052, <8 x float> %4051, <8 x float> %4048
  br label %4057

4054:                                             ; preds = %4038
  %4055 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4001, <8 x i1> %3557, <8 x float> zeroinitializer)
  %4056 = fadd <8 x float> %4039, %4055
  br label %4057

4057:                                             ; preds = %4040, %4047, %4054, %4038, %4019
  %4058 = phi <8 x float> [ %4053, %4047 ], [ %4046, %4040 ], [ %4020, %4019 ], [ %4039, %4038 ], [ %4056, %4054 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4058, ptr align 1 %3999, <8 x i1> %3557)
  %4059 = add nsw i64 %3998, 8
  %4060 = getelementptr inbounds float, ptr %376, i64 %4059
  %4061 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4060, <8 x i1> %3565, <8 x float> zeroinitializer)
  %4062 = getelementptr inbounds float, ptr %374, i64 %4059
  switch i64 %130, label %466 [
    i64 1, label %4077
    i64 2, label %4070
    i64 3, label %4063
  ]

4063:                                             ; preds = %4057
  %4064 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %4061)
  %4065 = bitcast <8 x float> %4061 to <8 x i32>
  %4066 = and <8 x i32> %4065, %43
  %4067 = bitcast <8 x i32> %4066 to <8 x float>
  %4068 = fcmp oeq <8 x float> %4061, %29
  %4069 = select <8 x i1> %4068, <8 x float> %4067, <8 x float> %4064
  br label %4080

4070:                                             ; preds = %4057
  %4071 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %4061)
  %4072 = bitcast <8 x float> %4061 to <8 x i32>
  %4073 = or <8 x i32> %4072, %44
  %4074 = bitcast <8 x i32> %4073 to <8 x float>
  %4075 = fcmp oeq <8 x float> %4061, %32
  %4076 = select <8 x i1> %4075, <8 x float> %4074, <8 x float> %4071
  br label %4080

4077:                                             ; preds = %4057
  %4078 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4062, <8 x i1> %3565, <8 x float> zeroinitializer)
  %4079 = fadd <8 x float> %4061, %4078
  br label %4080

4080:                                             ; preds = %4077, %4070, %4063
  %4081 = phi <8 x float> [ %4079, %4077 ], [ %4076, %4070 ], [ %4069, %4063 ]
  switch i64 %152, label %466 [
    i64 1, label %4096
    i64 2, label %4089
    i64 3, label %4082
    i64 0, label %4118
  ]

4082:                                             ; preds = %4080
  %4083 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %4081)
  %4084 = bitcast <8 x float> %4081 to <8 x i32>
  %4085 = and <8 x i32> %4084, %43
  %4086 = bitcast <8 x i32> %4085 to <8 x float>
  %4087 = fcmp oeq <8 x float> %4081, %29
  %4088 = select <8 x i1> %4087, <8 x float> %4086, <8 x float> %4083
  br label %4099

4089:                                             ; preds = %4080
  %4090 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %4081)
  %4091 = bitcast <8 x float> %4081 to <8 x i32>
  %4092 = or <8 x i32> %4091, %44
  %4093 = bitcast <8 x i32> %4092 to <8 x float>
  %4094 = fcmp oeq <8 x float> %4081, %32
  %4095 = select <8 x i1> %4094, <8 x float> %4093, <8 x float> %4090
  br label %4099

4096:                                             ; preds = %4080
  %4097 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4062, <8 x i1> %3565, <8 x float> zeroinitializer)
  %4098 = fadd <8 x float> %4081, %4097
  br label %4099

4099:                                             ; preds = %4096, %4089, %4082
  %4100 = phi <8 x float> [ %4098, %4096 ], [ %4095, %4089 ], [ %4088, %4082 ]
  switch i64 %154, label %466 [
    i64 1, label %4115
    i64 2, label %4108
    i64 3, label %4101
    i64 0, label %4118
  ]

4101:                                             ; preds = %4099
  %4102 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %4100)
  %4103 = bitcast <8 x float> %4100 to <8 x i32>
  %4104 = and <8 x i32> %4103, %43
  %4105 = bitcast <8 x i32> %4104 to <8 x float>
  %4106 = fcmp oeq <8 x float> %4100, %29
  %4107 = select <8 x i1> %4106, <8 x float> %4105, <8 x float> %4102
  br label %4118

4108:                                             ; preds = %4099
  %4109 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %4100)
  %4110 = bitcast <8 x float> %4100 to <8 x i32>
  %4111 = or <8 x i32> %4110, %44
  %4112 = bitcast <8 x i32> %4111 to <8 x float>
  %4113 = fcmp oeq <8 x float> %4100, %32
  %4114 = select <8 x i1> %4113, <8 x float> %4112, <8 x float> %4109
  br label %4118

4115:                                             ; preds = %4099
  %4116 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4062, <8 x i1> %3565, <8 x float> zeroinitializer)
  %4117 = fadd <8 x float> %4100, %4116
  br label %4118

4118:                                             ; preds = %4101, %4108, %4115, %4099, %4080
  %4119 = phi <8 x float> [ %4114, %4108 ], [ %4107, %4101 ], [ %4081, %4080 ], [ %4100, %4099 ], [ %4117, %4115 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4119, ptr align 1 %4060, <8 x i1> %3565)
  %4120 = add nsw i64 %3647, %358
  %4121 = getelementptr inbounds float, ptr %376, i64 %4120
  %4122 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4121, <8 x i1> %3557, <8 x float> zeroinitializer)
  %4123 = getelementptr inbounds float, ptr %374, i64 %4120
  switch i64 %130, label %466 [
    i64 1, label %4138
    i64 2, label %4131
    i64 3, label %4124
  ]

4124:                                             ; preds = %4118
  %4125 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %4122)
  %4126 = bitcast <8 x float> %4122 to <8 x i32>
  %4127 = and <8 x i32> %4126, %43
  %4128 = bitcast <8 x i32> %4127 to <8 x float>
  %4129 = fcmp oeq <8 x float> %4122, %29
  %4130 = select <8 x i1> %4129, <8 x float> %4128, <8 x float> %4125
  br label %4141

4131:                                             ; preds = %4118
  %4132 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %4122)
  %4133 = bitcast <8 x float> %4122 to <8 x i32>
  %4134 = or <8 x i32> %4133, %44
  %4135 = bitcast <8 x i32> %4134 to <8 x float>
  %4136 = fcmp oeq <8 x float> %4122, %32
  %4137 = select <8 x i1> %4136, <8 x float> %4135, <8 x float> %4132
  br label %4141

4138:                                             ; preds = %4118
  %4139 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4123, <8 x i1> %3557, <8 x float> zeroinitializer)
  %4140 = fadd <8 x float> %4122, %4139
  br label %4141

4141:                                             ; preds = %4138, %4131, %4124
  %4142 = phi <8 x float> [ %4140, %4138 ], [ %4137, %4131 ], [ %4130, %4124 ]
  switch i64 %156, label %466 [
    i64 1, label %4157
    i64 2, label %4150
    i64 3, label %4143
    i64 0, label %4179
  ]

4143:                                             ; preds = %4141
  %4144 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %4142)
  %4145 = bitcast <8 x float> %4142 to <8 x i32>
  %4146 = and <8 x i32> %4145, %43
  %4147 = bitcast <8 x i32> %4146 to <8 x float>
  %4148 = fcmp oeq <8 x float> %4142, %29
  %4149 = select <8 x i1> %4148, <8 x float> %4147, <8 x float> %4144
  br label %4160

4150:                                             ; preds = %4141
  %4151 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %4142)
  %4152 = bitcast <8 x float> %4142 to <8 x i32>
  %4153 = or <8 x i32> %4152, %44
  %4154 = bitcast <8 x i32> %4153 to <8 x float>
  %4155 = fcmp oeq <8 x float> %4142, %32
  %4156 = select <8 x i1> %4155, <8 x float> %4154, <8 x float> %4151
  br label %4160

4157:                                             ; preds = %4141
  %4158 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4123, <8 x i1> %3557, <8 x float> zeroinitializer)
  %4159 = fadd <8 x float> %4142, %4158
  br label %4160

4160:                                             ; preds = %4157, %4150, %4143
  %4161 = phi <8 x float> [ %4159, %4157 ], [ %4156, %4150 ], [ %4149, %4143 ]
  switch i64 %158, label %466 [
    i64 1, label %4176
    i64 2, label %4169
    i64 3, label %4162
    i64 0, label %4179
  ]

4162:                                             ; preds = %4160
  %4163 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %4161)
  %4164 = bitcast <8 x float> %4161 to <8 x i32>
  %4165 = and <8 x i32> %4164, %43
  %4166 = bitcast <8 x i32> %4165 to <8 x float>
  %4167 = fcmp oeq <8 x float> %4161, %29
  %4168 = select <8 x i1> %4167, <8 x float> %4166, <8 x float> %4163
  br label %4179

4169:                                             ; preds = %4160
  %4170 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %4161)
  %4171 = bitcast <8 x float> %4161 to <8 x i32>
  %4172 = or <8 x i32> %4171, %44
  %4173 = bitcast <8 x i32> %4172 to <8 x float>
  %4174 = fcmp oeq <8 x float> %4161, %32
  %4175 = select <8 x i1> %4174, <8 x float> %4173, <8 x float> %4170
  br label %4179

4176:                                             ; preds = %4160
  %4177 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4123, <8 x i1> %3557, <8 x float> zeroinitializer)
  %4178 = fadd <8 x float> %4161, %4177
  br label %4179

4179:                                             ; preds = %4162, %4169, %4176, %4160, %4141
  %4180 = phi <8 x float> [ %4175, %4169 ], [ %4168, %4162 ], [ %4142, %4141 ], [ %4161, %4160 ], [ %4178, %4176 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4180, ptr align 1 %4121, <8 x i1> %3557)
  %4181 = add nsw i64 %4120, 8
  %4182 = getelementptr inbounds float, ptr %376, i64 %4181
  %4183 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4182, <8 x i1> %3565, <8 x float> zeroinitializer)
  %4184 = getelementptr inbounds float, ptr %374, i64 %4181
  switch i64 %130, label %466 [
    i64 1, label %4199
    i64 2, label %4192
    i64 3, label %4185
  ]

4185:                                             ; preds = %4179
  %4186 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %4183)
  %4187 = bitcast <8 x float> %4183 to <8 x i32>
  %4188 = and <8 x i32> %4187, %43
  %4189 = bitcast <8 x i32> %4188 to <8 x float>
  %4190 = fcmp oeq <8 x float> %4183, %29
  %4191 = select <8 x i1> %4190, <8 x float> %4189, <8 x float> %4186
  br label %4202

4192:                                             ; preds = %4179
  %4193 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %4183)
  %4194 = bitcast <8 x float> %4183 to <8 x i32>
  %4195 = or <8 x i32> %4194, %44
  %4196 = bitcast <8 x i32> %4195 to <8 x float>
  %4197 = fcmp oeq <8 x float> %4183, %32
  %4198 = select <8 x i1> %4197, <8 x float> %4196, <8 x float> %4193
  br label %4202

4199:                                             ; preds = %4179
  %4200 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4184, <8 x i1> %3565, <8 x float> zeroinitializer)
  %4201 = fadd <8 x float> %4183, %4200
  br label %4202

4202:                                             ; preds = %4199, %4192, %4185
  %4203 = phi <8 x float> [ %4201, %4199 ], [ %4198, %4192 ], [ %4191, %4185 ]
  switch i64 %160, label %466 [
    i64 1, label %4218
    i64 2, label %4211
    i64 3, label %4204
    i64 0, label %4240
  ]

4204:                                             ; preds = %4202
  %4205 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %4203)
  %4206 = bitcast <8 x float> %4203 to <8 x i32>
  %4207 = and <8 x i32> %4206, %43
  %4208 = bitcast <8 x i32> %4207 to <8 x float>
  %4209 = fcmp oeq <8 x float> %4203, %29
  %4210 = select <8 x i1> %4209, <8 x float> %4208, <8 x float> %4205
  br label %4221

4211:                                             ; preds = %4202
  %4212 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %4203)
  %4213 = bitcast <8 x float> %4203 to <8 x i32>
  %4214 = or <8 x i32> %4213, %44
  %4215 = bitcast <8 x i32> %4214 to <8 x float>
  %4216 = fcmp oeq <8 x float> %4203, %32
  %4217 = select <8 x i1> %4216, <8 x float> %4215, <8 x float> %4212
  br label %4221

4218:                                             ; preds = %4202
  %4219 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4184, <8 x i1> %3565, <8 x float> zeroinitializer)
  %4220 = fadd <8 x float> %4203, %4219
  br label %4221

4221:                                             ; preds = %4218, %4211, %4204
  %4222 = phi <8 x float> [ %4220, %4218 ], [ %4217, %4211 ], [ %4210, %4204 ]
  switch i64 %162, label %466 [
    i64 1, label %4237
    i64 2, label %4230
    i64 3, label %4223
    i64 0, label %4240
  ]

4223:                                             ; preds = %4221
  %4224 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %4222)
  %4225 = bitcast <8 x float> %4222 to <8 x i32>
  %4226 = and <8 x i32> %4225, %43
  %4227 = bitcast <8 x i32> %4226 to <8 x float>
  %4228 = fcmp oeq <8 x float> %4222, %29
  %4229 = select <8 x i1> %4228, <8 x float> %4227, <8 x float> %4224
  br label %4240

4230:                                             ; preds = %4221
  %4231 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %4222)
  %4232 = bitcast <8 x float> %4222 to <8 x i32>
  %4233 = or <8 x i32> %4232, %44
  %4234 = bitcast <8 x i32> %4233 to <8 x float>
  %4235 = fcmp oeq <8 x float> %4222, %32
  %4236 = select <8 x i1> %4235, <8 x float> %4234, <8 x float> %4231
  br label %4240

4237:                                             ; preds = %4221
  %4238 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4184, <8 x i1> %3565, <8 x float> zeroinitializer)
  %4239 = fadd <8 x float> %4222, %4238
  br label %4240

4240:                                             ; preds = %4223, %4230, %4237, %4221, %4202
  %4241 = phi <8 x float> [ %4236, %4230 ], [ %4229, %4223 ], [ %4203, %4202 ], [ %4222, %4221 ], [ %4239, %4237 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4241, ptr align 1 %4182, <8 x i1> %3565)
  %4242 = add nsw i64 %3649, %358
  %4243 = getelementptr inbounds float, ptr %376, i64 %4242
  %4244 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4243, <8 x i1> %3557, <8 x float> zeroinitializer)
  %4245 = getelementptr inbounds float, ptr %374, i64 %4242
  switch i64 %130, label %466 [
    i64 1, label %4260
    i64 2, label %4253
    i64 3, label %4246
  ]

4246:                                             ; preds = %4240
  %4247 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %4244)
  %4248 = bitcast <8 x float> %4244 to <8 x i32>
  %4249 = and <8 x i32> %4248, %43
  %4250 = bitcast <8 x i32> %4249 to <8 x float>
  %4251 = fcmp oeq <8 x float> %4244, %29
  %4252 = select <8 x i1> %4251, <8 x float> %4250, <8 x float> %4247
  br label %4263

4253:                                             ; preds = %4240
  %4254 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %4244)
  %4255 = bitcast <8 x float> %4244 to <8 x i32>
  %4256 = or <8 x i32> %4255, %44
  %4257 = bitcast <8 x i32> %4256 to <8 x float>
  %4258 = fcmp oeq <8 x float> %4244, %32
  %4259 = select <8 x i1> %4258, <8 x float> %4257, <8 x float> %4254
  br label %4263

4260:                                             ; preds = %4240
  %4261 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4245, <8 x i1> %3557, <8 x float> zeroinitializer)
  %4262 = fadd <8 x float> %4244, %4261
  br label %4263

4263:                                             ; preds = %4260, %4253, %4246
  %4264 = phi <8 x float> [ %4262, %4260 ], [ %4259, %4253 ], [ %4252, %4246 ]
  switch i64 %164, label %466 [
    i64 1, label %4279
    i64 2, label %4272
    i64 3, label %4265
    i64 0, label %4301
  ]

4265:                                             ; preds = %4263
  %4266 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %4264)
  %4267 = bitcast <8 x float> %4264 to <8 x i32>
  %4268 = and <8 x i32> %4267, %43
  %4269 = bitcast <8 x i32> %4268 to <8 x float>
  %4270 = fcmp oeq <8 x float> %4264, %29
  %4271 = select <8 x i1> %4270, <8 x float> %4269, <8 x float> %4266
  br label %4282

4272:                                             ; preds = %4263
  %4273 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %4264)
  %4274 = bitcast <8 x float> %4264 to <8 x i32>
  %4275 = or <8 x i32> %4274, %44
  %4276 = bitcast <8 x i32> %4275 to <8 x float>
  %4277 = fcmp oeq <8 x float> %4264, %32
  %4278 = select <8 x i1> %4277, <8 x float> %4276, <8 x float> %4273
  br label %4282

4279:                                             ; preds = %4263
  %4280 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4245, <8 x i1> %3557, <8 x float> zeroinitializer)
  %4281 = fadd <8 x float> %4264, %4280
  br label %4282

4282:                                             ; preds = %4279, %4272, %4265
  %4283 = phi <8 x float> [ %4281, %4279 ], [ %4278, %4272 ], [ %4271, %4265 ]
  switch i64 %166, label %466 [
    i64 1, label %4298
    i64 2, label %4291
    i64 3, label %4284
    i64 0, label %4301
  ]

4284:                                             ; preds = %4282
  %4285 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %4283)
  %4286 = bitcast <8 x float> %4283 to <8 x i32>
  %4287 = and <8 x i32> %4286, %43
  %4288 = bitcast <8 x i32> %4287 to <8 x float>
  %4289 = fcmp oeq <8 x float> %4283, %29
  %4290 = select <8 x i1> %4289, <8 x float> %4288, <8 x float> %4285
  br label %4301

4291:                                             ; preds = %4282
  %4292 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %4283)
  %4293 = bitcast <8 x float> %4283 to <8 x i32>
  %4294 = or <8 x i32> %4293, %44
  %4295 = bitcast <8 x i32> %4294 to <8 x float>
  %4296 = fcmp oeq <8 x float> %4283, %32
  %4297 = select <8 x i1> %4296, <8 x float> %4295, <8 x float> %4292
  br label %4301

4298:                                             ; preds = %4282
  %4299 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4245, <8 x i1> %3557, <8 x float> zeroinitializer)
  %4300 = fadd <8 x float> %4283, %4299
  br label %4301

4301:                                             ; preds = %4284, %4291, %4298, %4282, %4263
  %4302 = phi <8 x float> [ %4297, %4291 ], [ %4290, %4284 ], [ %4264, %4263 ], [ %4283, %4282 ], [ %4300, %4298 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4302, ptr align 1 %4243, <8 x i1> %3557)
  %4303 = add nsw i64 %4242, 8
  %4304 = getelementptr inbounds float, ptr %376, i64 %4303
  %4305 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4304, <8 x i1> %3565, <8 x float> zeroinitializer)
  %4306 = getelementptr inbounds float, ptr %374, i64 %4303
  switch i64 %130, label %466 [
    i64 1, label %4321
    i64 2, label %4314
    i64 3, label %4307
  ]

4307:                                             ; preds = %4301
  %4308 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %4305)
  %4309 = bitcast <8 x float> %4305 to <8 x i32>
  %4310 = and <8 x i32> %4309, %43
  %4311 = bitcast <8 x i32> %4310 to <8 x float>
  %4312 = fcmp oeq <8 x float> %4305, %29
  %4313 = select <8 x i1> %4312, <8 x float> %4311, <8 x float> %4308
  br label %4324

4314:                                             ; preds = %4301
  %4315 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %4305)
  %4316 = bitcast <8 x float> %4305 to <8 x i32>
  %4317 = or <8 x i32> %4316, %44
  %4318 = bitcast <8 x i32> %4317 to <8 x float>
  %4319 = fcmp oeq <8 x float> %4305, %32
  %4320 = select <8 x i1> %4319, <8 x float> %4318, <8 x float> %4315
  br label %4324

4321:                                             ; preds = %4301
  %4322 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4306, <8 x i1> %3565, <8 x float> zeroinitializer)
  %4323 = fadd <8 x float> %4305, %4322
  br label %4324

4324:                                             ; preds = %4321, %4314, %4307
  %4325 = phi <8 x float> [ %4323, %4321 ], [ %4320, %4314 ], [ %4313, %4307 ]
  switch i64 %168, label %466 [
    i64 1, label %4340
    i64 2, label %4333
    i64 3, label %4326
    i64 0, label %4362
  ]

4326:                                             ; preds = %4324
  %4327 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %4325)
  %4328 = bitcast <8 x float> %4325 to <8 x i32>
  %4329 = and <8 x i32> %4328, %43
  %4330 = bitcast <8 x i32> %4329 to <8 x float>
  %4331 = fcmp oeq <8 x float> %4325, %29
  %4332 = select <8 x i1> %4331, <8 x float> %4330, <8 x float> %4327
  br label %4343

4333:                                             ; preds = %4324
  %4334 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %4325)
  %4335 = bitcast <8 x float> %4325 to <8 x i32>
  %4336 = or <8 x i32> %4335, %44
  %4337 = bitcast <8 x i32> %4336 to <8 x float>
  %4338 = fcmp oeq <8 x float> %4325, %32
  %4339 = select <8 x i1> %4338, <8 x float> %4337, <8 x float> %4334
  br label %4343

4340:                                             ; preds = %4324
  %4341 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4306, <8 x i1> %3565, <8 x float> zeroinitializer)
  %4342 = fadd <8 x float> %4325, %4341
  br label %4343

4343:                                             ; preds = %4340, %4333, %4326
  %4344 = phi <8 x float> [ %4342, %4340 ], [ %4339, %4333 ], [ %4332, %4326 ]
  switch i64 %170, label %466 [
    i64 1, label %4359
    i64 2, label %4352
    i64 3, label %4345
    i64 0, label %4362
  ]

4345:                                             ; preds = %4343
  %4346 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %4344)
  %4347 = bitcast <8 x float> %4344 to <8 x i32>
  %4348 = and <8 x i32> %4347, %43
  %4349 = bitcast <8 x i32> %4348 to <8 x float>
  %4350 = fcmp oeq <8 x float> %4344, %29
  %4351 = select <8 x i1> %4350, <8 x float> %4349, <8 x float> %4346
  br label %4362

4352:                                             ; preds = %4343
  %4353 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %4344)
  %4354 = bitcast <8 x float> %4344 to <8 x i32>
  %4355 = or <8 x i32> %4354, %44
  %4356 = bitcast <8 x i32> %4355 to <8 x float>
  %4357 = fcmp oeq <8 x float> %4344, %32
  %4358 = select <8 x i1> %4357, <8 x float> %4356, <8 x float> %4353
  br label %4362

4359:                                             ; preds = %4343
  %4360 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4306, <8 x i1> %3565, <8 x float> zeroinitializer)
  %4361 = fadd <8 x float> %4344, %4360
  br label %4362

4362:                                             ; preds = %4345, %4352, %4359, %3730, %4343, %4324
  %4363 = phi ptr [ %3756, %3730 ], [ %4304, %4345 ], [ %4304, %4324 ], [ %4304, %4343 ], [ %4304, %4359 ], [ %4304, %4352 ]
  %4364 = phi <8 x float> [ %3757, %3730 ], [ %4351, %4345 ], [ %4325, %4324 ], [ %4344, %4343 ], [ %4361, %4359 ], [ %4358, %4352 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4364, ptr align 1 %4363, <8 x i1> %3565)
  br label %5855

4365:                                             ; preds = %351
  %4366 = icmp sgt i64 %362, 7
  %4367 = trunc i64 %362 to i32
  %4368 = select i1 %4366, i32 8, i32 %4367
  %4369 = insertelement <8 x i32> poison, i32 %4368, i64 0
  %4370 = shufflevector <8 x i32> %4369, <8 x i32> poison, <8 x i32> zeroinitializer
  %4371 = icmp sgt <8 x i32> %4370, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %40, label %4397, label %4372

4372:                                             ; preds = %4365
  %4373 = getelementptr inbounds float, ptr %21, i64 %357
  %4374 = load float, ptr %4373, align 1
  %4375 = insertelement <8 x float> poison, float %4374, i64 0
  %4376 = shufflevector <8 x float> %4375, <8 x float> poison, <8 x i32> zeroinitializer
  %4377 = getelementptr inbounds nuw i8, ptr %4373, i64 4
  %4378 = load float, ptr %4377, align 1
  %4379 = insertelement <8 x float> poison, float %4378, i64 0
  %4380 = shufflevector <8 x float> %4379, <8 x float> poison, <8 x i32> zeroinitializer
  %4381 = getelementptr inbounds nuw i8, ptr %4373, i64 8
  %4382 = load float, ptr %4381, align 1
  %4383 = insertelement <8 x float> poison, float %4382, i64 0
  %4384 = shufflevector <8 x float> %4383, <8 x float> poison, <8 x i32> zeroinitializer
  %4385 = getelementptr inbounds nuw i8, ptr %4373, i64 12
  %4386 = load float, ptr %4385, align 1
  %4387 = insertelement <8 x float> poison, float %4386, i64 0
  %4388 = shufflevector <8 x float> %4387, <8 x float> poison, <8 x i32> zeroinitializer
  %4389 = getelementptr inbounds nuw i8, ptr %4373, i64 16
  %4390 = load float, ptr %4389, align 1
  %4391 = insertelement <8 x float> poison, float %4390, i64 0
  %4392 = shufflevector <8 x float> %4391, <8 x float> poison, <8 x i32> zeroinitializer
  %4393 = getelementptr inbounds nuw i8, ptr %4373, i64 20
  %4394 = load float, ptr %4393, align 1
  %4395 = insertelement <8 x float> poison, float %4394, i64 0
  %4396 = shufflevector <8 x float> %4395, <8 x float> poison, <8 x i32> zeroinitializer
  br label %4422

4397:                                             ; preds = %4365
  %4398 = getelementptr float, ptr %371, i64 %358
  %4399 = mul nsw i64 %357, %7
  %4400 = getelementptr float, ptr %4398, i64 %4399
  %4401 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4400, <8 x i1> %4371, <8 x float> zeroinitializer)
  %4402 = or disjoint i64 %357, 1
  %4403 = mul nsw i64 %4402, %7
  %4404 = getelementptr float, ptr %4398, i64 %4403
  %4405 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4404, <8 x i1> %4371, <8 x float> zeroinitializer)
  %4406 = add nsw i64 %357, 2
  %4407 = mul nsw i64 %4406, %7
  %4408 = getelementptr float, ptr %4398, i64 %4407
  %4409 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4408, <8 x i1> %4371, <8 x float> zeroinitializer)
  %4410 = add nsw i64 %357, 3
  %4411 = mul nsw i64 %4410, %7
  %4412 = getelementptr float, ptr %4398, i64 %4411
  %4413 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4412, <8 x i1> %4371, <8 x float> zeroinitializer)
  %4414 = add nsw i64 %357, 4
  %4415 = mul nsw i64 %4414, %7
  %4416 = getelementptr float, ptr %4398, i64 %4415
  %4417 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4416, <8 x i1> %4371, <8 x float> zeroinitializer)
  %4418 = add nsw i64 %357, 5
  %4419 = mul nsw i64 %4418, %7
  %4420 = getelementptr float, ptr %4398, i64 %4419
  %4421 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4420, <8 x i1> %4371, <8 x float> zeroinitializer)
  br label %4422

4422:                                             ; preds = %4397, %4372
  %4423 = phi <8 x float> [ %4417, %4397 ], [ %4392, %4372 ]
  %4424 = phi <8 x float> [ %4409, %4397 ], [ %4384, %4372 ]
  %4425 = phi <8 x float> [ %4401, %4397 ], [ %4376, %4372 ]
  %4426 = phi <8 x float> [ %4405, %4397 ], [ %4380, %4372 ]
  %4427 = phi <8 x float> [ %4413, %4397 ], [ %4388, %4372 ]
  %4428 = phi <8 x float> [ %4421, %4397 ], [ %4396, %4372 ]
  %4429 = getelementptr inbounds float, ptr %369, i64 %358
  %4430 = mul nsw i64 %357, %5
  %4431 = getelementptr inbounds float, ptr %20, i64 %4430
  br i1 %41, label %4457, label %4432

4432:                                             ; preds = %4457, %4422
  %4433 = phi <8 x float> [ %4428, %4422 ], [ %4497, %4457 ]
  %4434 = phi <8 x float> [ %4423, %4422 ], [ %4492, %4457 ]
  %4435 = phi <8 x float> [ %4427, %4422 ], [ %4487, %4457 ]
  %4436 = phi <8 x float> [ %4424, %4422 ], [ %4482, %4457 ]
  %4437 = phi <8 x float> [ %4426, %4422 ], [ %4477, %4457 ]
  %4438 = phi <8 x float> [ %4425, %4422 ], [ %4472, %4457 ]
  %4439 = getelementptr float, ptr %376, i64 %358
  %4440 = mul nsw i64 %357, %7
  %4441 = getelementptr float, ptr %4439, i64 %4440
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4438, ptr align 1 %4441, <8 x i1> %4371)
  %4442 = or disjoint i64 %357, 1
  %4443 = mul nsw i64 %4442, %7
  %4444 = getelementptr float, ptr %4439, i64 %4443
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4437, ptr align 1 %4444, <8 x i1> %4371)
  %4445 = add nsw i64 %357, 2
  %4446 = mul nsw i64 %4445, %7
  %4447 = getelementptr float, ptr %4439, i64 %4446
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4436, ptr align 1 %4447, <8 x i1> %4371)
  %4448 = add nsw i64 %357, 3
  %4449 = mul nsw i64 %4448, %7
  %4450 = getelementptr float, ptr %4439, i64 %4449
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4435, ptr align 1 %4450, <8 x i1> %4371)
  %4451 = add nsw i64 %357, 4
  %4452 = mul nsw i64 %4451, %7
  %4453 = getelementptr float, ptr %4439, i64 %4452
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4434, ptr align 1 %4453, <8 x i1> %4371)
  %4454 = add nsw i64 %357, 5
  %4455 = mul nsw i64 %4454, %7
  %4456 = getelementptr float, ptr %4439, i64 %4455
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4433, ptr align 1 %4456, <8 x i1> %4371)
  br i1 %42, label %5855, label %4500

4457:                                             ; preds = %4422, %4457
  %4458 = phi <8 x float> [ %4497, %4457 ], [ %4428, %4422 ]
  %4459 = phi <8 x float> [ %4492, %4457 ], [ %4423, %4422 ]
  %4460 = phi <8 x float> [ %4487, %4457 ], [ %4427, %4422 ]
  %4461 = phi <8 x float> [ %4482, %4457 ], [ %4424, %4422 ]
  %4462 = phi <8 x float> [ %4477, %4457 ], [ %4426, %4422 ]
  %4463 = phi <8 x float> [ %4472, %4457 ], [ %4425, %4422 ]
  %4464 = phi i64 [ %4498, %4457 ], [ 0, %4422 ]
  %4465 = mul nsw i64 %4464, %7
  %4466 = getelementptr inbounds float, ptr %4429, i64 %4465
  %4467 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4466, <8 x i1> %4371, <8 x float> zeroinitializer)
  %4468 = getelementptr float, ptr %4431, i64 %4464
  %4469 = load float, ptr %4468, align 1
  %4470 = insertelement <8 x float> poison, float %4469, i64 0
  %4471 = shufflevector <8 x float> %4470, <8 x float> poison, <8 x i32> zeroinitializer
  %4472 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4467, <8 x float> %4471, <8 x float> %4463)
  %4473 = getelementptr float, ptr %4468, i64 %5
  %4474 = load float, ptr %4473, align 1
  %4475 = insertelement <8 x float> poison, float %4474, i64 0
  %4476 = shufflevector <8 x float> %4475, <8 x float> poison, <8 x i32> zeroinitializer
  %4477 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4467, <8 x float> %4476, <8 x float> %4462)
  %4478 = getelementptr i8, ptr %4468, i64 %98
  %4479 = load float, ptr %4478, align 1
  %4480 = insertelement <8 x float> poison, float %4479, i64 0
  %4481 = shufflevector <8 x float> %4480, <8 x float> poison, <8 x i32> zeroinitializer
  %4482 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4467, <8 x float> %4481, <8 x float> %4461)
  %4483 = getelementptr i8, ptr %4468, i64 %99
  %4484 = load float, ptr %4483, align 1
  %4485 = insertelement <8 x float> poison, float %4484, i64 0
  %4486 = shufflevector <8 x float> %4485, <8 x float> poison, <8 x i32> zeroinitializer
  %4487 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4467, <8 x float> %4486, <8 x float> %4460)
  %4488 = getelementptr i8, ptr %4468, i64 %100
  %4489 = load float, ptr %4488, align 1
  %4490 = insertelement <8 x float> poison, float %4489, i64 0
  %4491 = shufflevector <8 x float> %4490, <8 x float> poison, <8 x i32> zeroinitializer
  %4492 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4467, <8 x float> %4491, <8 x float> %4459)
  %4493 = getelementptr i8, ptr %4468, i64 %101
  %4494 = load float, ptr %4493, align 1
  %4495 = insertelement <8 x float> poison, float %4494, i64 0
  %4496 = shufflevector <8 x float> %4495, <8 x float> poison, <8 x i32> zeroinitializer
  %4497 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4467, <8 x float> %4496, <8 x float> %4458)
  %4498 = add nuw nsw i64 %4464, 1
  %4499 = icmp eq i64 %4498, %5
  br i1 %4499, label %4432, label %4457

4500:                                             ; preds = %4432
  %4501 = add nsw i64 %4440, %358
  %4502 = getelementptr inbounds float, ptr %376, i64 %4501
  %4503 = getelementptr inbounds float, ptr %374, i64 %4501
  %4504 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4502, <8 x i1> %4371, <8 x float> zeroinitializer)
  switch i64 %102, label %466 [
    i64 1, label %4521
    i64 2, label %4524
    i64 3, label %4531
    i64 0, label %4505
  ]

4505:                                             ; preds = %4500
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4504, ptr align 1 %4502, <8 x i1> %4371)
  %4506 = getelementptr float, ptr %376, i64 %4443
  %4507 = getelementptr float, ptr %4506, i64 %358
  %4508 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4507, <8 x i1> %4371, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4508, ptr align 1 %4507, <8 x i1> %4371)
  %4509 = getelementptr float, ptr %376, i64 %4446
  %4510 = getelementptr float, ptr %4509, i64 %358
  %4511 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4510, <8 x i1> %4371, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4511, ptr align 1 %4510, <8 x i1> %4371)
  %4512 = getelementptr float, ptr %376, i64 %4449
  %4513 = getelementptr float, ptr %4512, i64 %358
  %4514 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4513, <8 x i1> %4371, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4514, ptr align 1 %4513, <8 x i1> %4371)
  %4515 = getelementptr float, ptr %376, i64 %4452
  %4516 = getelementptr float, ptr %4515, i64 %358
  %4517 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4516, <8 x i1> %4371, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4517, ptr align 1 %4516, <8 x i1> %4371)
  %4518 = getelementptr float, ptr %376, i64 %4455
  %4519 = getelementptr float, ptr %4518, i64 %358
  %4520 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4519, <8 x i1> %4371, <8 x float> zeroinitializer)
  br label %4881

4521:                                             ; preds = %4500
  %4522 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4503, <8 x i1> %4371, <8 x float> zeroinitializer)
  %4523 = fadd <8 x float> %4504, %4522
  br label %4538

4524:                                             ; preds = %4500
  %4525 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %4504)
  %4526 = bitcast <8 x float> %4504 to <8 x i32>
  %4527 = or <8 x i32> %4526, %44
  %4528 = bitcast <8 x i32> %4527 to <8 x float>
  %4529 = fcmp oeq <8 x float> %4504, %32
  %4530 = select <8 x i1> %4529, <8 x float> %4528, <8 x float> %4525
  br label %4538

4531:                                             ; preds = %4500
  %4532 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %4504)
  %4533 = bitcast <8 x float> %4504 to <8 x i32>
  %4534 = and <8 x i32> %4533, %43
  %4535 = bitcast <8 x i32> %4534 to <8 x float>
  %4536 = fcmp oeq <8 x float> %4504, %29
  %4537 = select <8 x i1> %4536, <8 x float> %4535, <8 x float> %4532
  br label %4538

4538:                                             ; preds = %4531, %4524, %4521
  %4539 = phi <8 x float> [ %4523, %4521 ], [ %4530, %4524 ], [ %4537, %4531 ]
  switch i64 %104, label %466 [
    i64 1, label %4554
    i64 2, label %4547
    i64 3, label %4540
    i64 0, label %4576
  ]

4540:                                             ; preds = %4538
  %4541 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %4539)
  %4542 = bitcast <8 x float> %4539 to <8 x i32>
  %4543 = and <8 x i32> %4542, %43
  %4544 = bitcast <8 x i32> %4543 to <8 x float>
  %4545 = fcmp oeq <8 x float> %4539, %29
  %4546 = select <8 x i1> %4545, <8 x float> %4544, <8 x float> %4541
  br label %4557

4547:                                             ; preds = %4538
  %4548 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %4539)
  %4549 = bitcast <8 x float> %4539 to <8 x i32>
  %4550 = or <8 x i32> %4549, %44
  %4551 = bitcast <8 x i32> %4550 to <8 x float>
  %4552 = fcmp oeq <8 x float> %4539, %32
  %4553 = select <8 x i1> %4552, <8 x float> %4551, <8 x float> %4548
  br label %4557

4554:                                             ; preds = %4538
  %4555 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4503, <8 x i1> %4371, <8 x float> zeroinitializer)
  %4556 = fadd <8 x float> %4539, %4555
  br label %4557

4557:                                             ; preds = %4554, %4547, %4540
  %4558 = phi <8 x float> [ %4556, %4554 ], [ %4553, %4547 ], [ %4546, %4540 ]
  switch i64 %106, label %466 [
    i64 1, label %4573
    i64 2, label %4566
    i64 3, label %4559
    i64 0, label %4576
  ]

4559:                                             ; preds = %4557
  %4560 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %4558)
  %4561 = bitcast <8 x float> %4558 to <8 x i32>
  %4562 = and <8 x i32> %4561, %43
  %4563 = bitcast <8 x i32> %4562 to <8 x float>
  %4564 = fcmp oeq <8 x float> %4558, %29
  %4565 = select <8 x i1> %4564, <8 x float> %4563, <8 x float> %4560
  br label %4576

4566:                                             ; preds = %4557
  %4567 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %4558)
  %4568 = bitcast <8 x float> %4558 to <8 x i32>
  %4569 = or <8 x i32> %4568, %44
  %4570 = bitcast <8 x i32> %4569 to <8 x float>
  %4571 = fcmp oeq <8 x float> %4558, %32
  %4572 = select <8 x i1> %4571, <8 x float> %4570, <8 x float> %4567
  br label %4576

4573:                                             ; preds = %4557
  %4574 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4503, <8 x i1> %4371, <8 x float> zeroinitializer)
  %4575 = fadd <8 x float> %4558, %4574
  br label %4576

4576:                                             ; preds = %4559, %4566, %4573, %4557, %4538
  %4577 = phi <8 x float> [ %4558, %4557 ], [ %4565, %4559 ], [ %4539, %4538 ], [ %4575, %4573 ], [ %4572, %4566 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4577, ptr align 1 %4502, <8 x i1> %4371)
  %4578 = add nsw i64 %4443, %358
  %4579 = getelementptr inbounds float, ptr %376, i64 %4578
  %4580 = getelementptr inbounds float, ptr %374, i64 %4578
  %4581 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4579, <8 x i1> %4371, <8 x float> zeroinitializer)
  switch i64 %102, label %466 [
    i64 1, label %4596
    i64 2, label %4589
    i64 3, label %4582
  ]

4582:                                             ; preds = %4576
  %4583 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %4581)
  %4584 = bitcast <8 x float> %4581 to <8 x i32>
  %4585 = and <8 x i32> %4584, %43
  %4586 = bitcast <8 x i32> %4585 to <8 x float>
  %4587 = fcmp oeq <8 x float> %4581, %29
  %4588 = select <8 x i1> %4587, <8 x float> %4586, <8 x float> %4583
  br label %4599

4589:                                             ; preds = %4576
  %4590 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %4581)
  %4591 = bitcast <8 x float> %4581 to <8 x i32>
  %4592 = or <8 x i32> %4591, %44
  %4593 = bitcast <8 x i32> %4592 to <8 x float>
  %4594 = fcmp oeq <8 x float> %4581, %32
  %4595 = select <8 x i1> %4594, <8 x float> %4593, <8 x float> %4590
  br label %4599

4596:                                             ; preds = %4576
  %4597 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4580, <8 x i1> %4371, <8 x float> zeroinitializer)
  %4598 = fadd <8 x float> %4581, %4597
  br label %4599

4599:                                             ; preds = %4596, %4589, %4582
  %4600 = phi <8 x float> [ %4598, %4596 ], [ %4595, %4589 ], [ %4588, %4582 ]
  switch i64 %108, label %466 [
    i64 1, label %4615
    i64 2, label %4608
    i64 3, label %4601
    i64 0, label %4637
  ]

4601:                                             ; preds = %4599
  %4602 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %4600)
  %4603 = bitcast <8 x float> %4600 to <8 x i32>
  %4604 = and <8 x i32> %4603, %43
  %4605 = bitcast <8 x i32> %4604 to <8 x float>
  %4606 = fcmp oeq <8 x float> %4600, %29
  %4607 = select <8 x i1> %4606, <8 x float> %4605, <8 x float> %4602
  br label %4618

4608:                                             ; preds = %4599
  %4609 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %4600)
  %4610 = bitcast <8 x float> %4600 to <8 x i32>
  %4611 = or <8 x i32> %4610, %44
  %4612 = bitcast <8 x i32> %4611 to <8 x float>
  %4613 = fcmp oeq <8 x float> %4600, %32
  %4614 = select <8 x i1> %4613, <8 x float> %4612, <8 x float> %4609
  br label %4618

4615:                                             ; preds = %4599
  %4616 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4580, <8 x i1> %4371, <8 x float> zeroinitializer)
  %4617 = fadd <8 x float> %4600, %4616
  br label %4618

4618:                                             ; preds = %4615, %4608, %4601
  %4619 = phi <8 x float> [ %4617, %4615 ], [ %4614, %4608 ], [ %4607, %4601 ]
  switch i64 %110, label %466 [
    i64 1, label %4634
    i64 2, label %4627
    i64 3, label %4620
    i64 0, label %4637
  ]

4620:                                             ; preds = %4618
  %4621 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %4619)
  %4622 = bitcast <8 x float> %4619 to <8 x i32>
  %4623 = and <8 x i32> %4622, %43
  %4624 = bitcast <8 x i32> %4623 to <8 x float>
  %4625 = fcmp oeq <8 x float> %4619, %29
  %4626 = select <8 x i1> %4625, <8 x float> %4624, <8 x float> %4621
  br label %4637

4627:                                             ; preds = %4618
  %4628 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %4619)
  %4629 = bitcast <8 x float> %4619 to <8 x i32>
  %4630 = or <8 x i32> %4629, %44
  %4631 = bitcast <8 x i32> %4630 to <8 x float>
  %4632 = fcmp oeq <8 x float> %4619, %32
  %4633 = select <8 x i1> %4632, <8 x float> %4631, <8 x float> %4628
  br label %4637

4634:                                             ; preds = %4618
  %4635 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4580, <8 x i1> %4371, <8 x float> zeroinitializer)
  %4636 = fadd <8 x float> %4619, %4635
  br label %4637

4637:                                             ; preds = %4620, %4627, %4634, %4618, %4599
  %4638 = phi <8 x float> [ %4633, %4627 ], [ %4626, %4620 ], [ %4600, %4599 ], [ %4619, %4618 ], [ %4636, %4634 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4638, ptr align 1 %4579, <8 x i1> %4371)
  %4639 = add nsw i64 %4446, %358
  %4640 = getelementptr inbounds float, ptr %376, i64 %4639
  %4641 = getelementptr inbounds float, ptr %374, i64 %4639
  %4642 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4640, <8 x i1> %4371, <8 x float> zeroinitializer)
  switch i64 %102, label %466 [
    i64 1, label %4657
    i64 2, label %4650
    i64 3, label %4643
  ]

4643:                                             ; preds = %4637
  %4644 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %4642)
  %4645 = bitcast <8 x float> %4642 to <8 x i32>
  %4646 = and <8 x i32> %4645, %43
  %4647 = bitcast <8 x i32> %4646 to <8 x float>
  %4648 = fcmp oeq <8 x float> %4642, %29
  %4649 = select <8 x i1> %4648, <8 x float> %4647, <8 x float> %4644
  br label %4660

4650:                                             ; preds = %4637
  %4651 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %4642)
  %4652 = bitcast <8 x float> %4642 to <8 x i32>
  %4653 = or <8 x i32> %4652, %44
  %4654 = bitcast <8 x i32> %4653 to <8 x float>
  %4655 = fcmp oeq <8 x float> %4642, %32
  %4656 = select <8 x i1> %4655, <8 x float> %4654, <8 x float> %4651
  br label %4660

4657:                                             ; preds = %4637
  %4658 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4641, <8 x i1> %4371, <8 x float> zeroinitializer)
  %4659 = fadd <8 x float> %4642, %4658
  br label %4660

4660:                                             ; preds = %4657, %4650, %4643
  %4661 = phi <8 x float> [ %4659, %4657 ], [ %4656, %4650 ], [ %4649, %4643 ]
  switch i64 %112, label %466 [
    i64 1, label %4676
    i64 2, label %4669
    i64 3, label %4662
    i64 0, label %4698
  ]

4662:                                             ; preds = %4660
  %4663 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %4661)
  %4664 = bitcast <8 x float> %4661 to <8 x i32>
  %4665 = and <8 x i32> %4664, %43
  %4666 = bitcast <8 x i32> %4665 to <8 x float>
  %4667 = fcmp oeq <8 x float> %4661, %29
  %4668 = select <8 x i1> %4667, <8 x float> %4666, <8 x float> %4663
  br label %4679

4669:                                             ; preds = %4660
  %4670 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %4661)
  %4671 = bitcast <8 x float> %4661 to <8 x i32>
  %4672 = or <8 x i32> %4671, %44
  %4673 = bitcast <8 x i32> %4672 to <8 x float>
  %4674 = fcmp oeq <8 x float> %4661, %32
  %4675 = select <8 x i1> %4674, <8 x float> %4673, <8 x float> %4670
  br label %4679

4676:                                             ; preds = %4660
  %4677 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4641, <8 x i1> %4371, <8 x float> zeroinitializer)
  %4678 = fadd <8 x float> %4661, %4677
  br label %4679

4679:                                             ; preds = %4676, %4669, %4662
  %4680 = phi <8 x float> [ %4678, %4676 ], [ %4675, %4669 ], [ %4668, %4662 ]
  switch i64 %114, label %466 [
    i64 1, label %4695
    i64 2, label %4688
    i64 3, label %4681
    i64 0, label %4698
  ]

4681:                                             ; preds = %4679
  %4682 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %4680)
  %4683 = bitcast <8 x float> %4680 to <8 x i32>
  %4684 = and <8 x i32> %4683, %43
  %4685 = bitcast <8 x i32> %4684 to <8 x float>
  %4686 = fcmp oeq <8 x float> %4680, %29
  %4687 = select <8 x i1> %4686, <8 x float> %4685, <8 x float> %4682
  br label %4698

4688:                                             ; preds = %4679
  %4689 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %4680)
  %4690 = bitcast <8 x float> %4680 to <8 x i32>
  %4691 = or <8 x i32> %4690, %44
  %4692 = bitcast <8 x i32> %4691 to <8 x float>
  %4693 = fcmp oeq <8 x float> %4680, %32
  %4694 = select <8 x i1> %4693, <8 x float> %4692, <8 x float> %4689
  br label %4698

4695:                                             ; preds = %4679
  %4696 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4641, <8 x i1> %4371, <8 x float> zeroinitializer)
  %4697 = fadd <8 x float> %4680, %4696
  br label %4698

4698:                                             ; preds = %4681, %4688, %4695, %4679, %4660
  %4699 = phi <8 x float> [ %4694, %4688 ], [ %4687, %4681 ], [ %4661, %4660 ], [ %4680, %4679 ], [ %4697, %4695 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4699, ptr align 1 %4640, <8 x i1> %4371)
  %4700 = add nsw i64 %4449, %358
  %4701 = getelementptr inbounds float, ptr %376, i64 %4700
  %4702 = getelementptr inbounds float, ptr %374, i64 %4700
  %4703 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4701, <8 x i1> %4371, <8 x float> zeroinitializer)
  switch i64 %102, label %466 [
    i64 1, label %4718
    i64 2, label %4711
    i64 3, label %4704
  ]

4704:                                             ; preds = %4698
  %4705 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %4703)
  %4706 = bitcast <8 x float> %4703 to <8 x i32>
  %4707 = and <8 x i32> %4706, %43
  %4708 = bitcast <8 x i32> %4707 to <8 x float>
  %4709 = fcmp oeq <8 x float> %4703, %29
  %4710 = select <8 x i1> %4709, <8 x float> %4708, <8 x float> %4705
  br label %4721

4711:                                             ; preds = %4698
  %4712 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %4703)
  %4713 = bitcast <8 x float> %4703 to <8 x i32>
  %4714 = or <8 x i32> %4713, %44
  %4715 = bitcast <8 x i32> %4714 to <8 x float>
  %4716 = fcmp oeq <8 x float> %4703, %32
  %4717 = select <8 x i1> %4716, <8 x float> %4715, <8 x float> %4712
  br label %4721

4718:                                             ; preds = %4698
  %4719 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4702, <8 x i1> %4371, <8 x float> zeroinitializer)
  %4720 = fadd <8 x float> %4703, %4719
  br label %4721

4721:                                             ; preds = %4718, %4711, %4704
  %4722 = phi <8 x float> [ %4720, %4718 ], [ %4717, %4711 ], [ %4710, %4704 ]
  switch i64 %116, label %466 [
    i64 1, label %4737
    i64 2, label %4730
    i64 3, label %4723
    i64 0, label %4759
  ]

4723:                                             ; preds = %4721
  %4724 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %4722)
  %4725 = bitcast <8 x float> %4722 to <8 x i32>
  %4726 = and <8 x i32> %4725, %43
  %4727 = bitcast <8 x i32> %4726 to <8 x float>
  %4728 = fcmp oeq <8 x float> %4722, %29
  %4729 = select <8 x i1> %4728, <8 x float> %4727, <8 x float> %4724
  br label %4740

4730:                                             ; preds = %4721
  %4731 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %4722)
  %4732 = bitcast <8 x float> %4722 to <8 x i32>
  %4733 = or <8 x i32> %4732, %44
  %4734 = bitcast <8 x i32> %4733 to <8 x float>
  %4735 = fcmp oeq <8 x float> %4722, %32
  %4736 = select <8 x i1> %4735, <8 x float> %4734, <8 x float> %4731
  br label %4740

4737:                                             ; preds = %4721
  %4738 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4702, <8 x i1> %4371, <8 x float> zeroinitializer)
  %4739 = fadd <8 x float> %4722, %4738
  br label %4740

4740:                                             ; preds = %4737, %4730, %4723
  %4741 = phi <8 x float> [ %4739, %4737 ], [ %4736, %4730 ], [ %4729, %4723 ]
  switch i64 %118, label %466 [
    i64 1, label %4756
    i64 2, label %4749
    i64 3, label %4742
    i64 0, label %4759
  ]

4742:                                             ; preds = %4740
  %4743 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %4741)
  %4744 = bitcast <8 x float> %4741 to <8 x i32>
  %4745 = and <8 x i32> %4744, %43
  %4746 = bitcast <8 x i32> %4745 to <8 x float>
  %4747 = fcmp oeq <8 x float> %4741, %29
  %4748 = select <8 x i1> %4747, <8 x float> %4746, <8 x float> %4743
  br label %4759

4749:                                             ; preds = %4740
  %4750 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %4741)
  %4751 = bitcast <8 x float> %4741 to <8 x i32>
  %4752 = or <8 x i32> %4751, %44
  %4753 = bitcast <8 x i32> %4752 to <8 x float>
  %4754 = fcmp oeq <8 x float> %4741, %32
  %4755 = select <8 x i1> %4754, <8 x float> %4753, <8 x float> %4750
  br label %4759

4756:                                             ; preds = %4740
  %4757 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4702, <8 x i1> %4371, <8 x float> zeroinitializer)
  %4758 = fadd <8 x float> %4741, %4757
  br label %4759

4759:                                             ; preds = %4742, %4749, %4756, %4740, %4721
  %4760 = phi <8 x float> [ %4755, %4749 ], [ %4748, %4742 ], [ %4722, %4721 ], [ %4741, %4740 ], [ %4758, %4756 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4760, ptr align 1 %4701, <8 x i1> %4371)
  %4761 = add nsw i64 %4452, %358
  %4762 = getelementptr inbounds float, ptr %376, i64 %4761
  %4763 = getelementptr inbounds float, ptr %374, i64 %4761
  %4764 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4762, <8 x i1> %4371, <8 x float> zeroinitializer)
  switch i64 %102, label %466 [
    i64 1, label %4779
    i64 2, label %4772
    i64 3, label %4765
  ]

4765:                                             ; preds = %4759
  %4766 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %4764)
  %4767 = bitcast <8 x float> %4764 to <8 x i32>
  %4768 = and <8 x i32> %4767, %43
  %4769 = bitcast <8 x i32> %4768 to <8 x float>
  %4770 = fcmp oeq <8 x float> %4764, %29
  %4771 = select <8 x i1> %4770, <8 x float> %4769, <8 x float> %4766
  br label %4782

4772:                                             ; preds = %4759
  %4773 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %4764)
  %4774 = bitcast <8 x float> %4764 to <8 x i32>
  %4775 = or <8 x i32> %4774, %44
  %4776 = bitcast <8 x i32> %4775 to <8 x float>
  %4777 = fcmp oeq <8 x float> %4764, %32
  %4778 = select <8 x i1> %4777, <8 x float> %4776, <8 x float> %4773
  br label %4782

4779:                                             ; preds = %4759
  %4780 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4763, <8 x i1> %4371, <8 x float> zeroinitializer)
  %4781 = fadd <8 x float> %4764, %4780
  br label %4782

4782:                                             ; preds = %4779, %4772, %4765
  %4783 = phi <8 x float> [ %4781, %4779 ], [ %4778, %4772 ], [ %4771, %4765 ]
  switch i64 %120, label %466 [
    i64 1, label %4798
    i64 2, label %4791
    i64 3, label %4784
    i64 0, label %4820
  ]

4784:                                             ; preds = %4782
  %4785 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %4783)
  %4786 = bitcast <8 x float> %4783 to <8 x i32>
  %4787 = and <8 x i32> %4786, %43
  %4788 = bitcast <8 x i32> %4787 to <8 x float>
  %4789 = fcmp oeq <8 x float> %4783, %29
  %4790 = select <8 x i1> %4789, <8 x float> %4788, <8 x float> %4785
  br label %4801

4791:                                             ; preds = %4782
  %4792 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %4783)
  %4793 = bitcast <8 x float> %4783 to <8 x i32>
  %4794 = or <8 x i32> %4793, %44
  %4795 = bitcast <8 x i32> %4794 to <8 x float>
  %4796 = fcmp oeq <8 x float> %4783, %32
  %4797 = select <8 x i1> %4796, <8 x float> %4795, <8 x float> %4792
  br label %4801

4798:                                             ; preds = %4782
  %4799 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4763, <8 x i1> %4371, <8 x float> zeroinitializer)
  %4800 = fadd <8 x float> %4783, %4799
  br label %4801

4801:                                             ; preds = %4798, %4791, %4784
  %4802 = phi <8 x float> [ %4800, %4798 ], [ %4797, %4791 ], [ %4790, %4784 ]
  switch i64 %122, label %466 [
    i64 1, label %4817
    i64 2, label %4810
    i64 3, label %4803
    i64 0, label %4820
  ]

4803:                                             ; preds = %4801
  %4804 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %4802)
  %4805 = bitcast <8 x float> %4802 to <8 x i32>
  %4806 = and <8 x i32> %4805, %43
  %4807 = bitcast <8 x i32> %4806 to <8 x float>
  %4808 = fcmp oeq <8 x float> %4802, %29
  %4809 = select <8 x i1> %4808, <8 x float> %4807, <8 x float> %4804
  br label %4820

4810:                                             ; preds = %4801
  %4811 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %4802)
  %4812 = bitcast <8 x float> %4802 to <8 x i32>
  %4813 = or <8 x i32> %4812, %44
  %4814 = bitcast <8 x i32> %4813 to <8 x float>
  %4815 = fcmp oeq <8 x float> %4802, %32
  %4816 = select <8 x i1> %4815, <8 x float> %4814, <8 x float> %4811
  br label %4820

4817:                                             ; preds = %4801
  %4818 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4763, <8 x i1> %4371, <8 x float> zeroinitializer)
  %4819 = fadd <8 x float> %4802, %4818
  br label %4820

4820:                                             ; preds = %4803, %4810, %4817, %4801, %4782
  %4821 = phi <8 x float> [ %4816, %4810 ], [ %4809, %4803 ], [ %4783, %4782 ], [ %4802, %4801 ], [ %4819, %4817 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4821, ptr align 1 %4762, <8 x i1> %4371)
  %4822 = add nsw i64 %4455, %358
  %4823 = getelementptr inbounds float, ptr %376, i64 %4822
  %4824 = getelementptr inbounds float, ptr %374, i64 %4822
  %4825 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4823, <8 x i1> %4371, <8 x float> zeroinitializer)
  switch i64 %102, label %466 [
    i64 1, label %4840
    i64 2, label %4833
    i64 3, label %4826
  ]

4826:                                             ; preds = %4820
  %4827 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %4825)
  %4828 = bitcast <8 x float> %4825 to <8 x i32>
  %4829 = and <8 x i32> %4828, %43
  %4830 = bitcast <8 x i32> %4829 to <8 x float>
  %4831 = fcmp oeq <8 x float> %4825, %29
  %4832 = select <8 x i1> %4831, <8 x float> %4830, <8 x float> %4827
  br label %4843

4833:                                             ; preds = %4820
  %4834 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %4825)
  %4835 = bitcast <8 x float> %4825 to <8 x i32>
  %4836 = or <8 x i32> %4835, %44
  %4837 = bitcast <8 x i32> %4836 to <8 x float>
  %4838 = fcmp oeq <8 x float> %4825, %32
  %4839 = select <8 x i1> %4838, <8 x float> %4837, <8 x float> %4834
  br label %4843

4840:                                             ; preds = %4820
  %4841 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4824, <8 x i1> %4371, <8 x float> zeroinitializer)
  %4842 = fadd <8 x float> %4825, %4841
  br label %4843

4843:                                             ; preds = %4840, %4833, %4826
  %4844 = phi <8 x float> [ %4842, %4840 ], [ %4839, %4833 ], [ %4832, %4826 ]
  switch i64 %124, label %466 [
    i64 1, label %4859
    i64 2, label %4852
    i64 3, label %4845
    i64 0, label %4881
  ]

4845:                                             ; preds = %4843
  %4846 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %4844)
  %4847 = bitcast <8 x float> %4844 to <8 x i32>
  %4848 = and <8 x i32> %4847, %43
  %4849 = bitcast <8 x i32> %4848 to <8 x float>
  %4850 = fcmp oeq <8 x float> %4844, %29
  %4851 = select <8 x i1> %4850, <8 x float> %4849, <8 x float> %4846
  br label %4862

4852:                                             ; preds = %4843
  %4853 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %4844)
  %4854 = bitcast <8 x float> %4844 to <8 x i32>
  %4855 = or <8 x i32> %4854, %44
  %4856 = bitcast <8 x i32> %4855 to <8 x float>
  %4857 = fcmp oeq <8 x float> %4844, %32
  %4858 = select <8 x i1> %4857, <8 x float> %4856, <8 x float> %4853
  br label %4862

4859:                                             ; preds = %4843
  %4860 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4824, <8 x i1> %4371, <8 x float> zeroinitializer)
  %4861 = fadd <8 x float> %4844, %4860
  br label %4862

4862:                                             ; preds = %4859, %4852, %4845
  %4863 = phi <8 x float> [ %4861, %4859 ], [ %4858, %4852 ], [ %4851, %4845 ]
  switch i64 %126, label %466 [
    i64 1, label %4878
    i64 2, label %4871
    i64 3, label %4864
    i64 0, label %4881
  ]

4864:                                             ; preds = %4862
  %4865 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %4863)
  %4866 = bitcast <8 x float> %4863 to <8 x i32>
  %4867 = and <8 x i32> %4866, %43
  %4868 = bitcast <8 x i32> %4867 to <8 x float>
  %4869 = fcmp oeq <8 x float> %4863, %29
  %4870 = select <8 x i1> %4869, <8 x float> %4868, <8 x float> %4865
  br label %4881

4871:                                             ; preds = %4862
  %4872 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %4863)
  %4873 = bitcast <8 x float> %4863 to <8 x i32>
  %4874 = or <8 x i32> %4873, %44
  %4875 = bitcast <8 x i32> %4874 to <8 x float>
  %4876 = fcmp oeq <8 x float> %4863, %32
  %4877 = select <8 x i1> %4876, <8 x float> %4875, <8 x float> %4872
  br label %4881

4878:                                             ; preds = %4862
  %4879 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4824, <8 x i1> %4371, <8 x float> zeroinitializer)
  %4880 = fadd <8 x float> %4863, %4879
  br label %4881

4881:                                             ; preds = %4864, %4871, %4878, %4505, %4862, %4843
  %4882 = phi ptr [ %4519, %4505 ], [ %4823, %4864 ], [ %4823, %4843 ], [ %4823, %4862 ], [ %4823, %4878 ], [ %4823, %4871 ]
  %4883 = phi <8 x float> [ %4520, %4505 ], [ %4870, %4864 ], [ %4844, %4843 ], [ %4863, %4862 ], [ %4880, %4878 ], [ %4877, %4871 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4883, ptr align 1 %4882, <8 x i1> %4371)
  br label %5855

4884:                                             ; preds = %351
  %4885 = icmp sgt i64 %362, 7
  %4886 = trunc i64 %362 to i32
  %4887 = select i1 %4885, i32 8, i32 %4886
  %4888 = insertelement <8 x i32> poison, i32 %4887, i64 0
  %4889 = shufflevector <8 x i32> %4888, <8 x i32> poison, <8 x i32> zeroinitializer
  %4890 = icmp sgt <8 x i32> %4889, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4891 = or disjoint i64 %358, 8
  %4892 = sub i64 %7, %4891
  %4893 = icmp sgt i64 %4892, 7
  %4894 = trunc i64 %4892 to i32
  %4895 = select i1 %4893, i32 8, i32 %4894
  %4896 = insertelement <8 x i32> poison, i32 %4895, i64 0
  %4897 = shufflevector <8 x i32> %4896, <8 x i32> poison, <8 x i32> zeroinitializer
  %4898 = icmp sgt <8 x i32> %4897, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4899 = mul nsw i64 %357, %7
  br i1 %40, label %4947, label %4900

4900:                                             ; preds = %4884
  %4901 = getelementptr inbounds float, ptr %21, i64 %357
  %4902 = load float, ptr %4901, align 1
  %4903 = insertelement <8 x float> poison, float %4902, i64 0
  %4904 = shufflevector <8 x float> %4903, <8 x float> poison, <8 x i32> zeroinitializer
  %4905 = insertelement <8 x float> poison, float %4902, i64 0
  %4906 = shufflevector <8 x float> %4905, <8 x float> poison, <8 x i32> zeroinitializer
  %4907 = getelementptr inbounds nuw i8, ptr %4901, i64 4
  %4908 = or disjoint i64 %357, 1
  %4909 = mul nsw i64 %4908, %7
  %4910 = load float, ptr %4907, align 1
  %4911 = insertelement <8 x float> poison, float %4910, i64 0
  %4912 = shufflevector <8 x float> %4911, <8 x float> poison, <8 x i32> zeroinitializer
  %4913 = insertelement <8 x float> poison, float %4910, i64 0
  %4914 = shufflevector <8 x float> %4913, <8 x float> poison, <8 x i32> zeroinitializer
  %4915 = getelementptr inbounds nuw i8, ptr %4901, i64 8
  %4916 = add nsw i64 %357, 2
  %4917 = mul nsw i64 %4916, %7
  %4918 = load float, ptr %4915, align 1
  %4919 = insertelement <8 x float> poison, float %4918, i64 0
  %4920 = shufflevector <8 x float> %4919, <8 x float> poison, <8 x i32> zeroinitializer
  %4921 = insertelement <8 x float> poison, float %4918, i64 0
  %4922 = shufflevector <8 x float> %4921, <8 x float> poison, <8 x i32> zeroinitializer
  %4923 = getelementptr inbounds nuw i8, ptr %4901, i64 12
  %4924 = add nsw i64 %357, 3
  %4925 = mul nsw i64 %4924, %7
  %4926 = load float, ptr %4923, align 1
  %4927 = insertelement <8 x float> poison, float %4926, i64 0
  %4928 = shufflevector <8 x float> %4927, <8 x float> poison, <8 x i32> zeroinitializer
  %4929 = insertelement <8 x float> poison, float %4926, i64 0
  %4930 = shufflevector <8 x float> %4929, <8 x float> poison, <8 x i32> zeroinitializer
  %4931 = getelementptr inbounds nuw i8, ptr %4901, i64 16
  %4932 = add nsw i64 %357, 4
  %4933 = mul nsw i64 %4932, %7
  %4934 = load float, ptr %4931, align 1
  %4935 = insertelement <8 x float> poison, float %4934, i64 0
  %4936 = shufflevector <8 x float> %4935, <8 x float> poison, <8 x i32> zeroinitializer
  %4937 = insertelement <8 x float> poison, float %4934, i64 0
  %4938 = shufflevector <8 x float> %4937, <8 x float> poison, <8 x i32> zeroinitializer
  %4939 = getelementptr inbounds nuw i8, ptr %4901, i64 20
  %4940 = add nsw i64 %357, 5
  %4941 = mul nsw i64 %4940, %7
  %4942 = load float, ptr %4939, align 1
  %4943 = insertelement <8 x float> poison, float %4942, i64 0
  %4944 = shufflevector <8 x float> %4943, <8 x float> poison, <8 x i32> zeroinitializer
  %4945 = insertelement <8 x float> poison, float %4942, i64 0
  %4946 = shufflevector <8 x float> %4945, <8 x float> poison, <8 x i32> zeroinitializer
  br label %4983

4947:                                             ; preds = %4884
  %4948 = getelementptr float, ptr %371, i64 %358
  %4949 = getelementptr float, ptr %4948, i64 %4899
  %4950 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4949, <8 x i1> %4890, <8 x float> zeroinitializer)
  %4951 = getelementptr inbounds nuw i8, ptr %4949, i64 32
  %4952 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %4951, <8 x i1> %4898, <8 x float> zeroinitializer)
  %4953 = or disjoint i64 %357, 1
  %4954 = mul nsw i64 %4953, %7
  %4955 = getelementptr float, ptr %4948, i64 %4954
  %4956 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4955, <8 x i1> %4890, <8 x float> zeroinitializer)
  %4957 = getelementptr inbounds nuw i8, ptr %4955, i64 32
  %4958 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %4957, <8 x i1> %4898, <8 x float> zeroinitializer)
  %4959 = add nsw i64 %357, 2
  %4960 = mul nsw i64 %4959, %7
  %4961 = getelementptr float, ptr %4948, i64 %4960
  %4962 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4961, <8 x i1> %4890, <8 x float> zeroinitializer)
  %4963 = getelementptr inbounds nuw i8, ptr %4961, i64 32
  %4964 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %4963, <8 x i1> %4898, <8 x float> zeroinitializer)
  %4965 = add nsw i64 %357, 3
  %4966 = mul nsw i64 %4965, %7
  %4967 = getelementptr float, ptr %4948, i64 %4966
  %4968 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4967, <8 x i1> %4890, <8 x float> zeroinitializer)
  %4969 = getelementptr inbounds nuw i8, ptr %4967, i64 32
  %4970 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %4969, <8 x i1> %4898, <8 x float> zeroinitializer)
  %4971 = add nsw i64 %357, 4
  %4972 = mul nsw i64 %4971, %7
  %4973 = getelementptr float, ptr %4948, i64 %4972
  %4974 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4973, <8 x i1> %4890, <8 x float> zeroinitializer)
  %4975 = getelementptr inbounds nuw i8, ptr %4973, i64 32
  %4976 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %4975, <8 x i1> %4898, <8 x float> zeroinitializer)
  %4977 = add nsw i64 %357, 5
  %4978 = mul nsw i64 %4977, %7
  %4979 = getelementptr float, ptr %4948, i64 %4978
  %4980 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4979, <8 x i1> %4890, <8 x float> zeroinitializer)
  %4981 = getelementptr inbounds nuw i8, ptr %4979, i64 32
  %4982 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %4981, <8 x i1> %4898, <8 x float> zeroinitializer)
  br label %4983

4983:                                             ; preds = %4947, %4900
  %4984 = phi <8 x float> [ %4980, %4947 ], [ %4944, %4900 ]
  %4985 = phi <8 x float> [ %4974, %4947 ], [ %4936, %4900 ]
  %4986 = phi <8 x float> [ %4968, %4947 ], [ %4928, %4900 ]
  %4987 = phi <8 x float> [ %4962, %4947 ], [ %4920, %4900 ]
  %4988 = phi <8 x float> [ %4956, %4947 ], [ %4912, %4900 ]
  %4989 = phi <8 x float> [ %4950, %4947 ], [ %4904, %4900 ]
  %4990 = phi <8 x float> [ %4952, %4947 ], [ %4906, %4900 ]
  %4991 = phi i64 [ %4954, %4947 ], [ %4909, %4900 ]
  %4992 = phi <8 x float> [ %4958, %4947 ], [ %4914, %4900 ]
  %4993 = phi i64 [ %4960, %4947 ], [ %4917, %4900 ]
  %4994 = phi <8 x float> [ %4964, %4947 ], [ %4922, %4900 ]
  %4995 = phi i64 [ %4966, %4947 ], [ %4925, %4900 ]
  %4996 = phi <8 x float> [ %4970, %4947 ], [ %4930, %4900 ]
  %4997 = phi i64 [ %4972, %4947 ], [ %4933, %4900 ]
  %4998 = phi <8 x float> [ %4976, %4947 ], [ %4938, %4900 ]
  %4999 = phi i64 [ %4978, %4947 ], [ %4941, %4900 ]
  %5000 = phi <8 x float> [ %4982, %4947 ], [ %4946, %4900 ]
  %5001 = getelementptr inbounds float, ptr %369, i64 %358
  %5002 = mul nsw i64 %357, %5
  %5003 = getelementptr inbounds float, ptr %20, i64 %5002
  br i1 %41, label %5030, label %5004

5004:                                             ; preds = %5030, %4983
  %5005 = phi <8 x float> [ %5000, %4983 ], [ %5084, %5030 ]
  %5006 = phi <8 x float> [ %4984, %4983 ], [ %5083, %5030 ]
  %5007 = phi <8 x float> [ %4998, %4983 ], [ %5078, %5030 ]
  %5008 = phi <8 x float> [ %4985, %4983 ], [ %5077, %5030 ]
  %5009 = phi <8 x float> [ %4996, %4983 ], [ %5072, %5030 ]
  %5010 = phi <8 x float> [ %4986, %4983 ], [ %5071, %5030 ]
  %5011 = phi <8 x float> [ %4994, %4983 ], [ %5066, %5030 ]
  %5012 = phi <8 x float> [ %4987, %4983 ], [ %5065, %5030 ]
  %5013 = phi <8 x float> [ %4992, %4983 ], [ %5060, %5030 ]
  %5014 = phi <8 x float> [ %4988, %4983 ], [ %5059, %5030 ]
  %5015 = phi <8 x float> [ %4990, %4983 ], [ %5054, %5030 ]
  %5016 = phi <8 x float> [ %4989, %4983 ], [ %5053, %5030 ]
  %5017 = getelementptr float, ptr %376, i64 %358
  %5018 = getelementptr float, ptr %5017, i64 %4899
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5016, ptr align 1 %5018, <8 x i1> %4890)
  %5019 = getelementptr inbounds nuw i8, ptr %5018, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5015, ptr nonnull align 1 %5019, <8 x i1> %4898)
  %5020 = getelementptr float, ptr %5017, i64 %4991
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5014, ptr align 1 %5020, <8 x i1> %4890)
  %5021 = getelementptr inbounds nuw i8, ptr %5020, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5013, ptr nonnull align 1 %5021, <8 x i1> %4898)
  %5022 = getelementptr float, ptr %5017, i64 %4993
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5012, ptr align 1 %5022, <8 x i1> %4890)
  %5023 = getelementptr inbounds nuw i8, ptr %5022, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5011, ptr nonnull align 1 %5023, <8 x i1> %4898)
  %5024 = getelementptr float, ptr %5017, i64 %4995
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5010, ptr align 1 %5024, <8 x i1> %4890)
  %5025 = getelementptr inbounds nuw i8, ptr %5024, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5009, ptr nonnull align 1 %5025, <8 x i1> %4898)
  %5026 = getelementptr float, ptr %5017, i64 %4997
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5008, ptr align 1 %5026, <8 x i1> %4890)
  %5027 = getelementptr inbounds nuw i8, ptr %5026, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5007, ptr nonnull align 1 %5027, <8 x i1> %4898)
  %5028 = getelementptr float, ptr %5017, i64 %4999
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5006, ptr align 1 %5028, <8 x i1> %4890)
  %5029 = getelementptr inbounds nuw i8, ptr %5028, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5005, ptr nonnull align 1 %5029, <8 x i1> %4898)
  br i1 %42, label %5855, label %5087

5030:                                             ; preds = %4983, %5030
  %5031 = phi <8 x float> [ %5084, %5030 ], [ %5000, %4983 ]
  %5032 = phi <8 x float> [ %5083, %5030 ], [ %4984, %4983 ]
  %5033 = phi <8 x float> [ %5078, %5030 ], [ %4998, %4983 ]
  %5034 = phi <8 x float> [ %5077, %5030 ], [ %4985, %4983 ]
  %5035 = phi <8 x float> [ %5072, %5030 ], [ %4996, %4983 ]
  %5036 = phi <8 x float> [ %5071, %5030 ], [ %4986, %4983 ]
  %5037 = phi <8 x float> [ %5066, %5030 ], [ %4994, %4983 ]
  %5038 = phi <8 x float> [ %5065, %5030 ], [ %4987, %4983 ]
  %5039 = phi <8 x float> [ %5060, %5030 ], [ %4992, %4983 ]
  %5040 = phi <8 x float> [ %5059, %5030 ], [ %4988, %4983 ]
  %5041 = phi <8 x float> [ %5054, %5030 ], [ %4990, %4983 ]
  %5042 = phi <8 x float> [ %5053, %5030 ], [ %4989, %4983 ]
  %5043 = phi i64 [ %5085, %5030 ], [ 0, %4983 ]
  %5044 = mul nsw i64 %5043, %7
  %5045 = getelementptr inbounds float, ptr %5001, i64 %5044
  %5046 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5045, <8 x i1> %4890, <8 x float> zeroinitializer)
  %5047 = getelementptr inbounds nuw i8, ptr %5045, i64 32
  %5048 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %5047, <8 x i1> %4898, <8 x float> zeroinitializer)
  %5049 = getelementptr float, ptr %5003, i64 %5043
  %5050 = load float, ptr %5049, align 1
  %5051 = insertelement <8 x float> poison, float %5050, i64 0
  %5052 = shufflevector <8 x float> %5051, <8 x float> poison, <8 x i32> zeroinitializer
  %5053 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5046, <8 x float> %5052, <8 x float> %5042)
  %5054 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5048, <8 x float> %5052, <8 x float> %5041)
  %5055 = getelementptr float, ptr %5049, i64 %5
  %5056 = load float, ptr %5055, align 1
  %5057 = insertelement <8 x float> poison, float %5056, i64 0
  %5058 = shufflevector <8 x float> %5057, <8 x float> poison, <8 x i32> zeroinitializer
  %5059 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5046, <8 x float> %5058, <8 x float> %5040)
  %5060 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5048, <8 x float> %5058, <8 x float> %5039)
  %5061 = getelementptr i8, ptr %5049, i64 %45
  %5062 = load float, ptr %5061, align 1
  %5063 = insertelement <8 x float> poison, float %5062, i64 0
  %5064 = shufflevector <8 x float> %5063, <8 x float> poison, <8 x i32> zeroinitializer
  %5065 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5046, <8 x float> %5064, <8 x float> %5038)
  %5066 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5048, <8 x float> %5064, <8 x float> %5037)
  %5067 = getelementptr i8, ptr %5049, i64 %46
  %5068 = load float, ptr %5067, align 1
  %5069 = insertelement <8 x float> poison, float %5068, i64 0
  %5070 = shufflevector <8 x float> %5069, <8 x float> poison, <8 x i32> zeroinitializer
  %5071 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5046, <8 x float> %5070, <8 x float> %5036)
  %5072 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5048, <8 x float> %5070, <8 x float> %5035)
  %5073 = getelementptr i8, ptr %5049, i64 %47
  %5074 = load float, ptr %5073, align 1
  %5075 = insertelement <8 x float> poison, float %5074, i64 0
  %5076 = shufflevector <8 x float> %5075, <8 x float> poison, <8 x i32> zeroinitializer
  %5077 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5046, <8 x float> %5076, <8 x float> %5034)
  %5078 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5048, <8 x float> %5076, <8 x float> %5033)
  %5079 = getelementptr i8, ptr %5049, i64 %48
  %5080 = load float, ptr %5079, align 1
  %5081 = insertelement <8 x float> poison, float %5080, i64 0
  %5082 = shufflevector <8 x float> %5081, <8 x float> poison, <8 x i32> zeroinitializer
  %5083 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5046, <8 x float> %5082, <8 x float> %5032)
  %5084 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5048, <8 x float> %5082, <8 x float> %5031)
  %5085 = add nuw nsw i64 %5043, 1
  %5086 = icmp eq i64 %5085, %5
  br i1 %5086, label %5004, label %5030

5087:                                             ; preds = %5004
  %5088 = add nsw i64 %4899, %358
  %5089 = getelementptr inbounds float, ptr %376, i64 %5088
  %5090 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5089, <8 x i1> %4890, <8 x float> zeroinitializer)
  %5091 = getelementptr inbounds float, ptr %374, i64 %5088
  switch i64 %49, label %466 [
    i64 1, label %5126
    i64 2, label %5129
    i64 3, label %5136
    i64 0, label %5092
  ]

5092:                                             ; preds = %5087
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5090, ptr align 1 %5089, <8 x i1> %4890)
  %5093 = getelementptr float, ptr %376, i64 %5088
  %5094 = getelementptr i8, ptr %5093, i64 32
  %5095 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5094, <8 x i1> %4898, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5095, ptr align 1 %5094, <8 x i1> %4898)
  %5096 = add nsw i64 %4991, %358
  %5097 = getelementptr inbounds float, ptr %376, i64 %5096
  %5098 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5097, <8 x i1> %4890, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5098, ptr align 1 %5097, <8 x i1> %4890)
  %5099 = getelementptr float, ptr %376, i64 %5096
  %5100 = getelementptr i8, ptr %5099, i64 32
  %5101 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5100, <8 x i1> %4898, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5101, ptr align 1 %5100, <8 x i1> %4898)
  %5102 = add nsw i64 %4993, %358
  %5103 = getelementptr inbounds float, ptr %376, i64 %5102
  %5104 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5103, <8 x i1> %4890, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5104, ptr align 1 %5103, <8 x i1> %4890)
  %5105 = getelementptr float, ptr %376, i64 %5102
  %5106 = getelementptr i8, ptr %5105, i64 32
  %5107 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5106, <8 x i1> %4898, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5107, ptr align 1 %5106, <8 x i1> %4898)
  %5108 = add nsw i64 %4995, %358
  %5109 = getelementptr inbounds float, ptr %376, i64 %5108
  %5110 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5109, <8 x i1> %4890, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5110, ptr align 1 %5109, <8 x i1> %4890)
  %5111 = getelementptr float, ptr %376, i64 %5108
  %5112 = getelementptr i8, ptr %5111, i64 32
  %5113 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5112, <8 x i1> %4898, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5113, ptr align 1 %5112, <8 x i1> %4898)
  %5114 = add nsw i64 %4997, %358
  %5115 = getelementptr inbounds float, ptr %376, i64 %5114
  %5116 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5115, <8 x i1> %4890, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5116, ptr align 1 %5115, <8 x i1> %4890)
  %5117 = getelementptr float, ptr %376, i64 %5114
  %5118 = getelementptr i8, ptr %5117, i64 32
  %5119 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5118, <8 x i1> %4898, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5119, ptr align 1 %5118, <8 x i1> %4898)
  %5120 = add nsw i64 %4999, %358
  %5121 = getelementptr inbounds float, ptr %376, i64 %5120
  %5122 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5121, <8 x i1> %4890, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5122, ptr align 1 %5121, <8 x i1> %4890)
  %5123 = getelementptr float, ptr %376, i64 %5120
  %5124 = getelementptr i8, ptr %5123, i64 32
  %5125 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5124, <8 x i1> %4898, <8 x float> zeroinitializer)
  br label %5852

5126:                                             ; preds = %5087
  %5127 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5091, <8 x i1> %4890, <8 x float> zeroinitializer)
  %5128 = fadd <8 x float> %5090, %5127
  br label %5143

5129:                                             ; preds = %5087
  %5130 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %5090)
  %5131 = bitcast <8 x float> %5090 to <8 x i32>
  %5132 = or <8 x i32> %5131, %44
  %5133 = bitcast <8 x i32> %5132 to <8 x float>
  %5134 = fcmp oeq <8 x float> %5090, %32
  %5135 = select <8 x i1> %5134, <8 x float> %5133, <8 x float> %5130
  br label %5143

5136:                                             ; preds = %5087
  %5137 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %5090)
  %5138 = bitcast <8 x float> %5090 to <8 x i32>
  %5139 = and <8 x i32> %5138, %43
  %5140 = bitcast <8 x i32> %5139 to <8 x float>
  %5141 = fcmp oeq <8 x float> %5090, %29
  %5142 = select <8 x i1> %5141, <8 x float> %5140, <8 x float> %5137
  br label %5143

5143:                                             ; preds = %5136, %5129, %5126
  %5144 = phi <8 x float> [ %5128, %5126 ], [ %5135, %5129 ], [ %5142, %5136 ]
  switch i64 %51, label %466 [
    i64 1, label %5159
    i64 2, label %5152
    i64 3, label %5145
    i64 0, label %5181
  ]

5145:                                             ; preds = %5143
  %5146 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %5144)
  %5147 = bitcast <8 x float> %5144 to <8 x i32>
  %5148 = and <8 x i32> %5147, %43
  %5149 = bitcast <8 x i32> %5148 to <8 x float>
  %5150 = fcmp oeq <8 x float> %5144, %29
  %5151 = select <8 x i1> %5150, <8 x float> %5149, <8 x float> %5146
  br label %5162

5152:                                             ; preds = %5143
  %5153 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %5144)
  %5154 = bitcast <8 x float> %5144 to <8 x i32>
  %5155 = or <8 x i32> %5154, %44
  %5156 = bitcast <8 x i32> %5155 to <8 x float>
  %5157 = fcmp oeq <8 x float> %5144, %32
  %5158 = select <8 x i1> %5157, <8 x float> %5156, <8 x float> %5153
  br label %5162

5159:                                             ; preds = %5143
  %5160 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5091, <8 x i1> %4890, <8 x float> zeroinitializer)
  %5161 = fadd <8 x float> %5144, %5160
  br label %5162

5162:                                             ; preds = %5159, %5152, %5145
  %5163 = phi <8 x float> [ %5161, %5159 ], [ %5158, %5152 ], [ %5151, %5145 ]
  switch i64 %53, label %466 [
    i64 1, label %5178
    i64 2, label %5171
    i64 3, label %5164
    i64 0, label %5181
  ]

5164:                                             ; preds = %5162
  %5165 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %5163)
  %5166 = bitcast <8 x float> %5163 to <8 x i32>
  %5167 = and <8 x i32> %5166, %43
  %5168 = bitcast <8 x i32> %5167 to <8 x float>
  %5169 = fcmp oeq <8 x float> %5163, %29
  %5170 = select <8 x i1> %5169, <8 x float> %5168, <8 x float> %5165
  br label %5181

5171:                                             ; preds = %5162
  %5172 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %5163)
  %5173 = bitcast <8 x float> %5163 to <8 x i32>
  %5174 = or <8 x i32> %5173, %44
  %5175 = bitcast <8 x i32> %5174 to <8 x float>
  %5176 = fcmp oeq <8 x float> %5163, %32
  %5177 = select <8 x i1> %5176, <8 x float> %5175, <8 x float> %5172
  br label %5181

5178:                                             ; preds = %5162
  %5179 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5091, <8 x i1> %4890, <8 x float> zeroinitializer)
  %5180 = fadd <8 x float> %5163, %5179
  br label %5181

5181:                                             ; preds = %5164, %5171, %5178, %5162, %5143
  %5182 = phi <8 x float> [ %5163, %5162 ], [ %5170, %5164 ], [ %5144, %5143 ], [ %5180, %5178 ], [ %5177, %5171 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5182, ptr align 1 %5089, <8 x i1> %4890)
  %5183 = add nsw i64 %5088, 8
  %5184 = getelementptr inbounds float, ptr %376, i64 %5183
  %5185 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5184, <8 x i1> %4898, <8 x float> zeroinitializer)
  %5186 = getelementptr inbounds float, ptr %374, i64 %5183
  switch i64 %49, label %466 [
    i64 1, label %5201
    i64 2, label %5194
    i64 3, label %5187
  ]

5187:                                             ; preds = %5181
  %5188 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %5185)
  %5189 = bitcast <8 x float> %5185 to <8 x i32>
  %5190 = and <8 x i32> %5189, %43
  %5191 = bitcast <8 x i32> %5190 to <8 x float>
  %5192 = fcmp oeq <8 x float> %5185, %29
  %5193 = select <8 x i1> %5192, <8 x float> %5191, <8 x float> %5188
  br label %5204

5194:                                             ; preds = %5181
  %5195 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %5185)
  %5196 = bitcast <8 x float> %5185 to <8 x i32>
  %5197 = or <8 x i32> %5196, %44
  %5198 = bitcast <8 x i32> %5197 to <8 x float>
  %5199 = fcmp oeq <8 x float> %5185, %32
  %5200 = select <8 x i1> %5199, <8 x float> %5198, <8 x float> %5195
  br label %5204

5201:                                             ; preds = %5181
  %5202 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5186, <8 x i1> %4898, <8 x float> zeroinitializer)
  %5203 = fadd <8 x float> %5185, %5202
  br label %5204

5204:                                             ; preds = %5201, %5194, %5187
  %5205 = phi <8 x float> [ %5203, %5201 ], [ %5200, %5194 ], [ %5193, %5187 ]
  switch i64 %55, label %466 [
    i64 1, label %5220
    i64 2, label %5213
    i64 3, label %5206
    i64 0, label %5242
  ]

5206:                                             ; preds = %5204
  %5207 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %5205)
  %5208 = bitcast <8 x float> %5205 to <8 x i32>
  %5209 = and <8 x i32> %5208, %43
  %5210 = bitcast <8 x i32> %5209 to <8 x float>
  %5211 = fcmp oeq <8 x float> %5205, %29
  %5212 = select <8 x i1> %5211, <8 x float> %5210, <8 x float> %5207
  br label %5223

5213:                                             ; preds = %5204
  %5214 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %5205)
  %5215 = bitcast <8 x float> %5205 to <8 x i32>
  %5216 = or <8 x i32> %5215, %44
  %5217 = bitcast <8 x i32> %5216 to <8 x float>
  %5218 = fcmp oeq <8 x float> %5205, %32
  %5219 = select <8 x i1> %5218, <8 x float> %5217, <8 x float> %5214
  br label %5223

5220:                                             ; preds = %5204
  %5221 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5186, <8 x i1> %4898, <8 x float> zeroinitializer)
  %5222 = fadd <8 x float> %5205, %5221
  br label %5223

5223:                                             ; preds = %5220, %5213, %5206
  %5224 = phi <8 x float> [ %5222, %5220 ], [ %5219, %5213 ], [ %5212, %5206 ]
  switch i64 %57, label %466 [
    i64 1, label %5239
    i64 2, label %5232
    i64 3, label %5225
    i64 0, label %5242
  ]

5225:                                             ; preds = %5223
  %5226 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %5224)
  %5227 = bitcast <8 x float> %5224 to <8 x i32>
  %5228 = and <8 x i32> %5227, %43
  %5229 = bitcast <8 x i32> %5228 to <8 x float>
  %5230 = fcmp oeq <8 x float> %5224, %29
  %5231 = select <8 x i1> %5230, <8 x float> %5229, <8 x float> %5226
  br label %5242

5232:                                             ; preds = %5223
  %5233 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %5224)
  %5234 = bitcast <8 x float> %5224 to <8 x i32>
  %5235 = or <8 x i32> %5234, %44
  %5236 = bitcast <8 x i32> %5235 to <8 x float>
  %5237 = fcmp oeq <8 x float> %5224, %32
  %5238 = select <8 x i1> %5237, <8 x float> %5236, <8 x float> %5233
  br label %5242

5239:                                             ; preds = %5223
  %5240 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5186, <8 x i1> %4898, <8 x float> zeroinitializer)
  %5241 = fadd <8 x float> %5224, %5240
  br label %5242

5242:                                             ; preds = %5225, %5232, %5239, %5223, %5204
  %5243 = phi <8 x float> [ %5238, %5232 ], [ %5231, %5225 ], [ %5205, %5204 ], [ %5224, %5223 ], [ %5241, %5239 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5243, ptr align 1 %5184, <8 x i1> %4898)
  %5244 = add nsw i64 %4991, %358
  %5245 = getelementptr inbounds float, ptr %376, i64 %5244
  %5246 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5245, <8 x i1> %4890, <8 x float> zeroinitializer)
  %5247 = getelementptr inbounds float, ptr %374, i64 %5244
  switch i64 %49, label %466 [
    i64 1, label %5262
    i64 2, label %5255
    i64 3, label %5248
  ]

5248:                                             ; preds = %5242
  %5249 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %5246)
  %5250 = bitcast <8 x float> %5246 to <8 x i32>
  %5251 = and <8 x i32> %5250, %43
  %5252 = bitcast <8 x i32> %5251 to <8 x float>
  %5253 = fcmp oeq <8 x float> %5246, %29
  %5254 = select <8 x i1> %5253, <8 x float> %5252, <8 x float> %5249
  br label %5265

5255:                                             ; preds = %5242
  %5256 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %5246)
  %5257 = bitcast <8 x float> %5246 to <8 x i32>
  %5258 = or <8 x i32> %5257, %44
  %5259 = bitcast <8 x i32> %5258 to <8 x float>
  %5260 = fcmp oeq <8 x float> %5246, %32
  %5261 = select <8 x i1> %5260, <8 x float> %5259, <8 x float> %5256
  br label %5265

5262:                                             ; preds = %5242
  %5263 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5247, <8 x i1> %4890, <8 x float> zeroinitializer)
  %5264 = fadd <8 x float> %5246, %5263
  br label %5265

5265:                                             ; preds = %5262, %5255, %5248
  %5266 = phi <8 x float> [ %5264, %5262 ], [ %5261, %5255 ], [ %5254, %5248 ]
  switch i64 %59, label %466 [
    i64 1, label %5281
    i64 2, label %5274
    i64 3, label %5267
    i64 0, label %5303
  ]

5267:                                             ; preds = %5265
  %5268 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %5266)
  %5269 = bitcast <8 x float> %5266 to <8 x i32>
  %5270 = and <8 x i32> %5269, %43
  %5271 = bitcast <8 x i32> %5270 to <8 x float>
  %5272 = fcmp oeq <8 x float> %5266, %29
  %5273 = select <8 x i1> %5272, <8 x float> %5271, <8 x float> %5268
  br label %5284

5274:                                             ; preds = %5265
  %5275 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %5266)
  %5276 = bitcast <8 x float> %5266 to <8 x i32>
  %5277 = or <8 x i32> %5276, %44
  %5278 = bitcast <8 x i32> %5277 to <8 x float>
  %5279 = fcmp oeq <8 x float> %5266, %32
  %5280 = select <8 x i1> %5279, <8 x float> %5278, <8 x float> %5275
  br label %5284

5281:                                             ; preds = %5265
  %5282 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5247, <8 x i1> %4890, <8 x float> zeroinitializer)
  %5283 = fadd <8 x float> %5266, %5282
  br label %5284

5284:                                             ; preds = %5281, %5274, %5267
  %5285 = phi <8 x float> [ %5283, %5281 ], [ %5280, %5274 ], [ %5273, %5267 ]
  switch i64 %61, label %466 [
    i64 1, label %5300
    i64 2, label %5293
    i64 3, label %5286
    i64 0, label %5303
  ]

5286:                                             ; preds = %5284
  %5287 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %5285)
  %5288 = bitcast <8 x float> %5285 to <8 x i32>
  %5289 = and <8 x i32> %5288, %43
  %5290 = bitcast <8 x i32> %5289 to <8 x float>
  %5291 = fcmp oeq <8 x float> %5285, %29
  %5292 = select <8 x i1> %5291, <8 x float> %5290, <8 x float> %5287
  br label %5303

5293:                                             ; preds = %5284
  %5294 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %5285)
  %5295 = bitcast <8 x float> %5285 to <8 x i32>
  %5296 = or <8 x i32> %5295, %44
  %5297 = bitcast <8 x i32> %5296 to <8 x float>
  %5298 = fcmp oeq <8 x float> %5285, %32
  %5299 = select <8 x i1> %5298, <8 x float> %5297, <8 x float> %5294
  br label %5303

5300:                                             ; preds = %5284
  %5301 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5247, <8 x i1> %4890, <8 x float> zeroinitializer)
  %5302 = fadd <8 x float> %5285, %5301
  br label %5303

5303:                                             ; preds = %5286, %5293, %5300, %5284, %5265
  %5304 = phi <8 x float> [ %5299, %5293 ], [ %5292, %5286 ], [ %5266, %5265 ], [ %5285, %5284 ], [ %5302, %5300 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5304, ptr align 1 %5245, <8 x i1> %4890)
  %5305 = add nsw i64 %5244, 8
  %5306 = getelementptr inbounds float, ptr %376, i64 %5305
  %5307 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5306, <8 x i1> %4898, <8 x float> zeroinitializer)
  %5308 = getelementptr inbounds float, ptr %374, i64 %5305
  switch i64 %49, label %466 [
    i64 1, label %5323
    i64 2, label %5316
    i64 3, label %5309
  ]

5309:                                             ; preds = %5303
  %5310 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %5307)
  %5311 = bitcast <8 x float> %5307 to <8 x i32>
  %5312 = and <8 x i32> %5311, %43
  %5313 = bitcast <8 x i32> %5312 to <8 x float>
  %5314 = fcmp oeq <8 x float> %5307, %29
  %5315 = select <8 x i1> %5314, <8 x float> %5313, <8 x float> %5310
  br label %5326

5316:                                             ; preds = %5303
  %5317 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %5307)
  %5318 = bitcast <8 x float> %5307 to <8 x i32>
  %5319 = or <8 x i32> %5318, %44
  %5320 = bitcast <8 x i32> %5319 to <8 x float>
  %5321 = fcmp oeq <8 x float> %5307, %32
  %5322 = select <8 x i1> %5321, <8 x float> %5320, <8 x float> %5317
  br label %5326

5323:                                             ; preds = %5303
  %5324 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5308, <8 x i1> %4898, <8 x float> zeroinitializer)
  %5325 = fadd <8 x float> %5307, %5324
  br label %5326

5326:                                             ; preds = %5323, %5316, %5309
  %5327 = phi <8 x float> [ %5325, %5323 ], [ %5322, %5316 ], [ %5315, %5309 ]
  switch i64 %63, label %466 [
    i64 1, label %5342
    i64 2, label %5335
    i64 3, label %5328
    i64 0, label %5364
  ]

5328:                                             ; preds = %5326
  %5329 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %5327)
  %5330 = bitcast <8 x float> %5327 to <8 x i32>
  %5331 = and <8 x i32> %5330, %43
  %5332 = bitcast <8 x i32> %5331 to <8 x float>
  %5333 = fcmp oeq <8 x float> %5327, %29
  %5334 = select <8 x i1> %5333, <8 x float> %5332, <8 x float> %5329
  br label %5345

5335:                                             ; preds = %5326
  %5336 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %5327)
  %5337 = bitcast <8 x float> %5327 to <8 x i32>
  %5338 = or <8 x i32> %5337, %44
  %5339 = bitcast <8 x i32> %5338 to <8 x float>
  %5340 = fcmp oeq <8 x float> %5327, %32
  %5341 = select <8 x i1> %5340, <8 x float> %5339, <8 x float> %5336
  br label %5345

5342:                                             ; preds = %5326
  %5343 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5308, <8 x i1> %4898, <8 x float> zeroinitializer)
  %5344 = fadd <8 x float> %5327, %5343
  br label %5345

5345:                                             ; preds = %5342, %5335, %5328
  %5346 = phi <8 x float> [ %5344, %5342 ], [ %5341, %5335 ], [ %5334, %5328 ]
  switch i64 %65, label %466 [
    i64 1, label %5361
    i64 2, label %5354
    i64 3, label %5347
    i64 0, label %5364
  ]

5347:                                             ; preds = %5345
  %5348 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %5346)
  %5349 = bitcast <8 x float> %5346 to <8 x i32>
  %5350 = and <8 x i32> %5349, %43
  %5351 = bitcast <8 x i32> %5350 to <8 x float>
  %5352 = fcmp oeq <8 x float> %5346, %29
  %5353 = select <8 x i1> %5352, <8 x float> %5351, <8 x float> %5348
  br label %5364

5354:                                             ; preds = %5345
  %5355 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %5346)
  %5356 = bitcast <8 x float> %5346 to <8 x i32>
  %5357 = or <8 x i32> %5356, %44
  %5358 = bitcast <8 x i32> %5357 to <8 x float>
  %5359 = fcmp oeq <8 x float> %5346, %32
  %5360 = select <8 x i1> %5359, <8 x float> %5358, <8 x float> %5355
  br label %5364

5361:                                             ; preds = %5345
  %5362 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5308, <8 x i1> %4898, <8 x float> zeroinitializer)
  %5363 = fadd <8 x float> %5346, %5362
  br label %5364

5364:                                             ; preds = %5347, %5354, %5361, %5345, %5326
  %5365 = phi <8 x float> [ %5360, %5354 ], [ %5353, %5347 ], [ %5327, %5326 ], [ %5346, %5345 ], [ %5363, %5361 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5365, ptr align 1 %5306, <8 x i1> %4898)
  %5366 = add nsw i64 %4993, %358
  %5367 = getelementptr inbounds float, ptr %376, i64 %5366
  %5368 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5367, <8 x i1> %4890, <8 x float> zeroinitializer)
  %5369 = getelementptr inbounds float, ptr %374, i64 %5366
  switch i64 %49, label %466 [
    i64 1, label %5384
    i64 2, label %5377
    i64 3, label %5370
  ]

5370:                                             ; preds = %5364
  %5371 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %5368)
  %5372 = bitcast <8 x float> %5368 to <8 x i32>
  %5373 = and <8 x i32> %5372, %43
  %5374 = bitcast <8 x i32> %5373 to <8 x float>
  %5375 = fcmp oeq <8 x float> %5368, %29
  %5376 = select <8 x i1> %5375, <8 x float> %5374, <8 x float> %5371
  br label %5387

5377:                                             ; preds = %5364
  %5378 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %5368)
  %5379 = bitcast <8 x float> %5368 to <8 x i32>
  %5380 = or <8 x i32> %5379, %44
  %5381 = bitcast <8 x i32> %5380 to <8 x float>
  %5382 = fcmp oeq <8 x float> %5368, %32
  %5383 = select <8 x i1> %5382, <8 x float> %5381, <8 x float> %5378
  br label %5387

5384:                                             ; preds = %5364
  %5385 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5369, <8 x i1> %4890, <8 x float> zeroinitializer)
  %5386 = fadd <8 x float> %5368, %5385
  br label %5387

5387:                                             ; preds = %5384, %5377, %5370
  %5388 = phi <8 x float> [ %5386, %5384 ], [ %5383, %5377 ], [ %5376, %5370 ]
  switch i64 %67, label %466 [
    i64 1, label %5403
    i64 2, label %5396
    i64 3, label %5389
    i64 0, label %5425
  ]

5389:                                             ; preds = %5387
  %5390 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %5388)
  %5391 = bitcast <8 x float> %5388 to <8 x i32>
  %5392 = and <8 x i32> %5391, %43
  %5393 = bitcast <8 x i32> %5392 to <8 x float>
  %5394 = fcmp oeq <8 x float> %5388, %29
  %5395 = select <8 x i1> %5394, <8 x float> %5393, <8 x float> %5390
  br label %5406

5396:                                             ; preds = %5387
  %5397 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %5388)
  %5398 = bitcast <8 x float> %5388 to <8 x i32>
  %5399 = or <8 x i32> %5398, %44
  %5400 = bitcast <8 x i32> %5399 to <8 x float>
  %5401 = fcmp oeq <8 x float> %5388, %32
  %5402 = select <8 x i1> %5401, <8 x float> %5400, <8 x float> %5397
  br label %5406

5403:                                             ; preds = %5387
  %5404 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5369, <8 x i1> %4890, <8 x float> zeroinitializer)
  %5405 = fadd <8 x float> %5388, %5404
  br label %5406

5406:                                             ; preds = %5403, %5396, %5389
  %5407 = phi <8 x float> [ %5405, %5403 ], [ %5402, %5396 ], [ %5395, %5389 ]
  switch i64 %69, label %466 [
    i64 1, label %5422
    i64 2, label %5415
    i64 3, label %5408
    i64 0, label %5425
  ]

5408:                                             ; preds = %5406
  %5409 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %5407)
  %5410 = bitcast <8 x float> %5407 to <8 x i32>
  %5411 = and <8 x i32> %5410, %43
  %5412 = bitcast <8 x i32> %5411 to <8 x float>
  %5413 = fcmp oeq <8 x float> %5407, %29
  %5414 = select <8 x i1> %5413, <8 x float> %5412, <8 x float> %5409
  br label %5425

5415:                                             ; preds = %5406
  %5416 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %5407)
  %5417 = bitcast <8 x float> %5407 to <8 x i32>
  %5418 = or <8 x i32> %5417, %44
  %5419 = bitcast <8 x i32> %5418 to <8 x float>
  %5420 = fcmp oeq <8 x float> %5407, %32
  %5421 = select <8 x i1> %5420, <8 x float> %5419, <8 x float> %5416
  br label %5425

5422:                                             ; preds = %5406
  %5423 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5369, <8 x i1> %4890, <8 x float> zeroinitializer)
  %5424 = fadd <8 x float> %5407, %5423
  br label %5425

5425:                                             ; preds = %5408, %5415, %5422, %5406, %5387
  %5426 = phi <8 x float> [ %5421, %5415 ], [ %5414, %5408 ], [ %5388, %5387 ], [ %5407, %5406 ], [ %5424, %5422 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5426, ptr align 1 %5367, <8 x i1> %4890)
  %5427 = add nsw i64 %5366, 8
  %5428 = getelementptr inbounds float, ptr %376, i64 %5427
  %5429 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5428, <8 x i1> %4898, <8 x float> zeroinitializer)
  %5430 = getelementptr inbounds float, ptr %374, i64 %5427
  switch i64 %49, label %466 [
    i64 1, label %5445
    i64 2, label %5438
    i64 3, label %5431
  ]

5431:                                             ; preds = %5425
  %5432 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %5429)
  %5433 = bitcast <8 x float> %5429 to <8 x i32>
  %5434 = and <8 x i32> %5433, %43
  %5435 = bitcast <8 x i32> %5434 to <8 x float>
  %5436 = fcmp oeq <8 x float> %5429, %29
  %5437 = select <8 x i1> %5436, <8 x float> %5435, <8 x float> %5432
  br label %5448

5438:                                             ; preds = %5425
  %5439 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %5429)
  %5440 = bitcast <8 x float> %5429 to <8 x i32>
  %5441 = or <8 x i32> %5440, %44
  %5442 = bitcast <8 x i32> %5441 to <8 x float>
  %5443 = fcmp oeq <8 x float> %5429, %32
  %5444 = select <8 x i1> %5443, <8 x float> %5442, <8 x float> %5439
  br label %5448

5445:                                             ; preds = %5425
  %5446 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5430, <8 x i1> %4898, <8 x float> zeroinitializer)
  %5447 = fadd <8 x float> %5429, %5446
  br label %5448

5448:                                             ; preds = %5445, %5438, %5431
  %5449 = phi <8 x float> [ %5447, %5445 ], [ %5444, %5438 ], [ %5437, %5431 ]
  switch i64 %71, label %466 [
    i64 1, label %5464
    i64 2, label %5457
    i64 3, label %5450
    i64 0, label %5486
  ]

5450:                                             ; preds = %5448
  %5451 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %5449)
  %5452 = bitcast <8 x float> %5449 to <8 x i32>
  %5453 = and <8 x i32> %5452, %43
  %5454 = bitcast <8 x i32> %5453 to <8 x float>
  %5455 = fcmp oeq <8 x float> %5449, %29
  %5456 = select <8 x i1> %5455, <8 x float> %5454, <8 x float> %5451
  br label %5467

5457:                                             ; preds = %5448
  %5458 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %5449)
  %5459 = bitcast <8 x float> %5449 to <8 x i32>
  %5460 = or <8 x i32> %5459, %44
  %5461 = bitcast <8 x i32> %5460 to <8 x float>
  %5462 = fcmp oeq <8 x float> %5449, %32
  %5463 = select <8 x i1> %5462, <8 x float> %5461, <8 x float> %5458
  br label %5467

5464:                                             ; preds = %5448
  %5465 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5430, <8 x i1> %4898, <8 x float> zeroinitializer)
  %5466 = fadd <8 x float> %5449, %5465
  br label %5467

5467:                                             ; preds = %5464, %5457, %5450
  %5468 = phi <8 x float> [ %5466, %5464 ], [ %5463, %5457 ], [ %5456, %5450 ]
  switch i64 %73, label %466 [
    i64 1, label %5483
    i64 2, label %5476
    i64 3, label %5469
    i64 0, label %5486
  ]

5469:                                             ; preds = %5467
  %5470 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %5468)
  %5471 = bitcast <8 x float> %5468 to <8 x i32>
  %5472 = and <8 x i32> %5471, %43
  %5473 = bitcast <8 x i32> %5472 to <8 x float>
  %5474 = fcmp oeq <8 x float> %5468, %29
  %5475 = select <8 x i1> %5474, <8 x float> %5473, <8 x float> %5470
  br label %5486

5476:                                             ; preds = %5467
  %5477 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %5468)
  %5478 = bitcast <8 x float> %5468 to <8 x i32>
  %5479 = or <8 x i32> %5478, %44
  %5480 = bitcast <8 x i32> %5479 to <8 x float>
  %5481 = fcmp oeq <8 x float> %5468, %32
  %5482 = select <8 x i1> %5481, <8 x float> %5480, <8 x float> %5477
  br label %5486

5483:                                             ; preds = %5467
  %5484 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5430, <8 x i1> %4898, <8 x float> zeroinitializer)
  %5485 = fadd <8 x float> %5468, %5484
  br label %5486

5486:                                             ; preds = %5469, %5476, %5483, %5467, %5448
  %5487 = phi <8 x float> [ %5482, %5476 ], [ %5475, %5469 ], [ %5449, %5448 ], [ %5468, %5467 ], [ %5485, %5483 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5487, ptr align 1 %5428, <8 x i1> %4898)
  %5488 = add nsw i64 %4995, %358
  %5489 = getelementptr inbounds float, ptr %376, i64 %5488
  %5490 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5489, <8 x i1> %4890, <8 x float> zeroinitializer)
  %5491 = getelementptr inbounds float, ptr %374, i64 %5488
  switch i64 %49, label %466 [
    i64 1, label %5506
    i64 2, label %5499
    i64 3, label %5492
  ]

5492:                                             ; preds = %5486
  %5493 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %5490)
  %5494 = bitcast <8 x float> %5490 to <8 x i32>
  %5495 = and <8 x i32> %5494, %43
  %5496 = bitcast <8 x i32> %5495 to <8 x float>
  %5497 = fcmp oeq <8 x float> %5490, %29
  %5498 = select <8 x i1> %5497, <8 x float> %5496, <8 x float> %5493
  br label %5509

5499:                                             ; preds = %5486
  %5500 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %5490)
  %5501 = bitcast <8 x float> %5490 to <8 x i32>
  %5502 = or <8 x i32> %5501, %44
  %5503 = bitcast <8 x i32> %5502 to <8 x float>
  %5504 = fcmp oeq <8 x float> %5490, %32
  %5505 = select <8 x i1> %5504, <8 x float> %5503, <8 x float> %5500
  br label %5509

5506:                                             ; preds = %5486
  %5507 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5491, <8 x i1> %4890, <8 x float> zeroinitializer)
  %5508 = fadd <8 x float> %5490, %5507
  br label %5509

5509:                                             ; preds = %5506, %5499, %5492
  %5510 = phi <8 x float> [ %5508, %5506 ], [ %5505, %5499 ], [ %5498, %5492 ]
  switch i64 %75, label %466 [
    i64 1, label %5525
    i64 2, label %5518
    i64 3, label %5511
    i64 0, label %5547
  ]

5511:                                             ; preds = %5509
  %5512 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %5510)
  %5513 = bitcast <8 x float> %5510 to <8 x i32>
  %5514 = and <8 x i32> %5513, %43
  %5515 = bitcast <8 x i32> %5514 to <8 x float>
  %5516 = fcmp oeq <8 x float> %5510, %29
  %5517 = select <8 x i1> %5516, <8 x float> %5515, <8 x float> %5512
  br label %5528

5518:                                             ; preds = %5509
  %5519 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %5510)
  %5520 = bitcast <8 x float> %5510 to <8 x i32>
  %5521 = or <8 x i32> %5520, %44
  %5522 = bitcast <8 x i32> %5521 to <8 x float>
  %5523 = fcmp oeq <8 x float> %5510, %32
  %5524 = select <8 x i1> %5523, <8 x float> %5522, <8 x float> %5519
  br label %5528

5525:                                             ; preds = %5509
  %5526 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5491, <8 x i1> %4890, <8 x float> zeroinitializer)
  %5527 = fadd <8 x float> %5510, %5526
  br label %5528

5528:                                             ; preds = %5525, %5518, %5511
  %5529 = phi <8 x float> [ %5527, %5525 ], [ %5524, %5518 ], [ %5517, %5511 ]
  switch i64 %77, label %466 [
    i64 1, label %5544
    i64 2, label %5537
    i64 3, label %5530
    i64 0, label %5547
  ]

5530:                                             ; preds = %5528
  %5531 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %5529)
  %5532 = bitcast <8 x float> %5529 to <8 x i32>
  %5533 = and <8 x i32> %5532, %43
  %5534 = bitcast <8 x i32> %5533 to <8 x float>
  %5535 = fcmp oeq <8 x float> %5529, %29
  %5536 = select <8 x i1> %5535, <8 x float> %5534, <8 x float> %5531
  br label %5547

5537:                                             ; preds = %5528
  %5538 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %5529)
  %5539 = bitcast <8 x float> %5529 to <8 x i32>
  %5540 = or <8 x i32> %5539, %44
  %5541 = bitcast <8 x i32> %5540 to <8 x float>
  %5542 = fcmp oeq <8 x float> %5529, %32
  %5543 = select <8 x i1> %5542, <8 x float> %5541, <8 x float> %5538
  br label %5547

5544:                                             ; preds = %5528
  %5545 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5491, <8 x i1> %4890, <8 x float> zeroinitializer)
  %5546 = fadd <8 x float> %5529, %5545
  br label %5547

5547:                                             ; preds = %5530, %5537, %5544, %5528, %5509
  %5548 = phi <8 x float> [ %5543, %5537 ], [ %5536, %5530 ], [ %5510, %5509 ], [ %5529, %5528 ], [ %5546, %5544 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5548, ptr align 1 %5489, <8 x i1> %4890)
  %5549 = add nsw i64 %5488, 8
  %5550 = getelementptr inbounds float, ptr %376, i64 %5549
  %5551 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5550, <8 x i1> %4898, <8 x float> zeroinitializer)
  %5552 = getelementptr inbounds float, ptr %374, i64 %5549
  switch i64 %49, label %466 [
    i64 1, label %5567
    i64 2, label %5560
    i64 3, label %5553
  ]

5553:                                             ; preds = %5547
  %5554 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %5551)
  %5555 = bitcast <8 x float> %5551 to <8 x i32>
  %5556 = and <8 x i32> %5555, %43
  %5557 = bitcast <8 x i32> %5556 to <8 x float>
  %5558 = fcmp oeq <8 x float> %5551, %29
  %5559 = select <8 x i1> %5558, <8 x float> %5557, <8 x float> %5554
  br label %5570

5560:                                             ; preds = %5547
  %5561 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %5551)
  %5562 = bitcast <8 x float> %5551 to <8 x i32>
  %5563 = or <8 x i32> %5562, %44
  %5564 = bitcast <8 x i32> %5563 to <8 x float>
  %5565 = fcmp oeq <8 x float> %5551, %32
  %5566 = select <8 x i1> %5565, <8 x float> %5564, <8 x float> %5561
  br label %5570

5567:                                             ; preds = %5547
  %5568 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5552, <8 x i1> %4898, <8 x float> zeroinitializer)
  %5569 = fadd <8 x float> %5551, %5568
  br label %5570

5570:                                             ; preds = %5567, %5560, %5553
  %5571 = phi <8 x float> [ %5569, %5567 ], [ %5566, %5560 ], [ %5559, %5553 ]
  switch i64 %79, label %466 [
    i64 1, label %5586
    i64 2, label %5579
    i64 3, label %5572
    i64 0, label %5608
  ]

5572:                                             ; preds = %5570
  %5573 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %5571)
  %5574 = bitcast <8 x float> %5571 to <8 x i32>
  %5575 = and <8 x i32> %5574, %43
  %5576 = bitcast <8 x i32> %5575 to <8 x float>
  %5577 = fcmp oeq <8 x float> %5571, %29
  %5578 = select <8 x i1> %5577, <8 x float> %5576, <8 x float> %5573
  br label %5589

5579:                                             ; preds = %5570
  %5580 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %5571)
  %5581 = bitcast <8 x float> %5571 to <8 x i32>
  %5582 = or <8 x i32> %5581, %44
  %5583 = bitcast <8 x i32> %5582 to <8 x float>
  %5584 = fcmp oeq <8 x float> %5571, %32
  %5585 = select <8 x i1> %5584, <8 x float> %5583, <8 x float> %5580
  br label %5589

5586:                                             ; preds = %5570
  %5587 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5552, <8 x i1> %4898, <8 x float> zeroinitializer)
  %5588 = fadd <8 x float> %5571, %5587
  br label %5589

5589:                                             ; preds = %5586, %5579, %5572
  %5590 = phi <8 x float> [ %5588, %5586 ], [ %5585, %5579 ], [ %5578, %5572 ]
  switch i64 %81, label %466 [
    i64 1, label %5605
    i64 2, label %5598
    i64 3, label %5591
    i64 0, label %5608
  ]

5591:                                             ; preds = %5589
  %5592 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %5590)
  %5593 = bitcast <8 x float> %5590 to <8 x i32>
  %5594 = and <8 x i32> %5593, %43
  %5595 = bitcast <8 x i32> %5594 to <8 x float>
  %5596 = fcmp oeq <8 x float> %5590, %29
  %5597 = select <8 x i1> %5596, <8 x float> %5595, <8 x float> %5592
  br label %5608

5598:                                             ; preds = %5589
  %5599 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %5590)
  %5600 = bitcast <8 x float> %5590 to <8 x i32>
  %5601 = or <8 x i32> %5600, %44
  %5602 = bitcast <8 x i32> %5601 to <8 x float>
  %5603 = fcmp oeq <8 x float> %5590, %32
  %5604 = select <8 x i1> %5603, <8 x float> %5602, <8 x float> %5599
  br label %5608

5605:                                             ; preds = %5589
  %5606 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5552, <8 x i1> %4898, <8 x float> zeroinitializer)
  %5607 = fadd <8 x float> %5590, %5606
  br label %5608

5608:                                             ; preds = %5591, %5598, %5605, %5589, %5570
  %5609 = phi <8 x float> [ %5604, %5598 ], [ %5597, %5591 ], [ %5571, %5570 ], [ %5590, %5589 ], [ %5607, %5605 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5609, ptr align 1 %5550, <8 x i1> %4898)
  %5610 = add nsw i64 %4997, %358
  %5611 = getelementptr inbounds float, ptr %376, i64 %5610
  %5612 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5611, <8 x i1> %4890, <8 x float> zeroinitializer)
  %5613 = getelementptr inbounds float, ptr %374, i64 %5610
  switch i64 %49, label %466 [
    i64 1, label %5628
    i64 2, label %5621
    i64 3, label %5614
  ]

5614:                                             ; preds = %5608
  %5615 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %5612)
  %5616 = bitcast <8 x float> %5612 to <8 x i32>
  %5617 = and <8 x i32> %5616, %43
  %5618 = bitcast <8 x i32> %5617 to <8 x float>
  %5619 = fcmp oeq <8 x float> %5612, %29
  %5620 = select <8 x i1> %5619, <8 x float> %5618, <8 x float> %5615
  br label %5631

5621:                                             ; preds = %5608
  %5622 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %5612)
  %5623 = bitcast <8 x float> %5612 to <8 x i32>
  %5624 = or <8 x i32> %5623, %44
  %5625 = bitcast <8 x i32> %5624 to <8 x float>
  %5626 = fcmp oeq <8 x float> %5612, %32
  %5627 = select <8 x i1> %5626, <8 x float> %5625, <8 x float> %5622
  br label %5631

5628:                                             ; preds = %5608
  %5629 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5613, <8 x i1> %4890, <8 x float> zeroinitializer)
  %5630 = fadd <8 x float> %5612, %5629
  br label %5631

5631:                                             ; preds = %5628, %5621, %5614
  %5632 = phi <8 x float> [ %5630, %5628 ], [ %5627, %5621 ], [ %5620, %5614 ]
  switch i64 %83, label %466 [
    i64 1, label %5647
    i64 2, label %5640
    i64 3, label %5633
    i64 0, label %5669
  ]

5633:                                             ; preds = %5631
  %5634 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %5632)
  %5635 = bitcast <8 x float> %5632 to <8 x i32>
  %5636 = and <8 x i32> %5635, %43
  %5637 = bitcast <8 x i32> %5636 to <8 x float>
  %5638 = fcmp oeq <8 x float> %5632, %29
  %5639 = select <8 x i1> %5638, <8 x float> %5637, <8 x float> %5634
  br label %5650

5640:                                             ; preds = %5631
  %5641 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %5632)
  %5642 = bitcast <8 x float> %5632 to <8 x i32>
  %5643 = or <8 x i32> %5642, %44
  %5644 = bitcast <8 x i32> %5643 to <8 x float>
  %5645 = fcmp oeq <8 x float> %5632, %32
  %5646 = select <8 x i1> %5645, <8 x float> %5644, <8 x float> %5641
  br label %5650

5647:                                             ; preds = %5631
  %5648 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5613, <8 x i1> %4890, <8 x float> zeroinitializer)
  %5649 = fadd <8 x float> %5632, %5648
  br label %5650

5650:                                             ; preds = %5647, %5640, %5633
  %5651 = phi <8 x float> [ %5649, %5647 ], [ %5646, %5640 ], [ %5639, %5633 ]
  switch i64 %85, label %466 [
    i64 1, label %5666
    i64 2, label %5659
    i64 3, label %5652
    i64 0, label %5669
  ]

5652:                                             ; preds = %5650
  %5653 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %5651)
  %5654 = bitcast <8 x float> %5651 to <8 x i32>
  %5655 = and <8 x i32> %5654, %43
  %5656 = bitcast <8 x i32> %5655 to <8 x float>
  %5657 = fcmp oeq <8 x float> %5651, %29
  %5658 = select <8 x i1> %5657, <8 x float> %5656, <8 x float> %5653
  br label %5669

5659:                                             ; preds = %5650
  %5660 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %5651)
  %5661 = bitcast <8 x float> %5651 to <8 x i32>
  %5662 = or <8 x i32> %5661, %44
  %5663 = bitcast <8 x i32> %5662 to <8 x float>
  %5664 = fcmp oeq <8 x float> %5651, %32
  %5665 = select <8 x i1> %5664, <8 x float> %5663, <8 x float> %5660
  br label %5669

5666:                                             ; preds = %5650
  %5667 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5613, <8 x i1> %4890, <8 x float> zeroinitializer)
  %5668 = fadd <8 x float> %5651, %5667
  br label %5669

5669:                                             ; preds = %5652, %5659, %5666, %5650, %5631
  %5670 = phi <8 x float> [ %5665, %5659 ], [ %5658, %5652 ], [ %5632, %5631 ], [ %5651, %5650 ], [ %5668, %5666 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5670, ptr align 1 %5611, <8 x i1> %4890)
  %5671 = add nsw i64 %5610, 8
  %5672 = getelementptr inbounds float, ptr %376, i64 %5671
  %5673 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5672, <8 x i1> %4898, <8 x float> zeroinitializer)
  %5674 = getelementptr inbounds float, ptr %374, i64 %5671
  switch i64 %49, label %466 [
    i64 1, label %5689
    i64 2, label %5682
    i64 3, label %5675
  ]

5675:                                             ; preds = %5669
  %5676 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %5673)
  %5677 = bitcast <8 x float> %5673 to <8 x i32>
  %5678 = and <8 x i32> %5677, %43
  %5679 = bitcast <8 x i32> %5678 to <8 x float>
  %5680 = fcmp oeq <8 x float> %5673, %29
  %5681 = select <8 x i1> %5680, <8 x float> %5679, <8 x float> %5676
  br label %5692

5682:                                             ; preds = %5669
  %5683 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %5673)
  %5684 = bitcast <8 x float> %5673 to <8 x i32>
  %5685 = or <8 x i32> %5684, %44
  %5686 = bitcast <8 x i32> %5685 to <8 x float>
  %5687 = fcmp oeq <8 x float> %5673, %32
  %5688 = select <8 x i1> %5687, <8 x float> %5686, <8 x float> %5683
  br label %5692

5689:                                             ; preds = %5669
  %5690 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5674, <8 x i1> %4898, <8 x float> zeroinitializer)
  %5691 = fadd <8 x float> %5673, %5690
  br label %5692

5692:                                             ; preds = %5689, %5682, %5675
  %5693 = phi <8 x float> [ %5691, %5689 ], [ %5688, %5682 ], [ %5681, %5675 ]
  switch i64 %87, label %466 [
    i64 1, label %5708
    i64 2, label %5701
    i64 3, label %5694
    i64 0, label %5730
  ]

5694:                                             ; preds = %5692
  %5695 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %5693)
  %5696 = bitcast <8 x float> %5693 to <8 x i32>
  %5697 = and <8 x i32> %5696, %43
  %5698 = bitcast <8 x i32> %5697 to <8 x float>
  %5699 = fcmp oeq <8 x float> %5693, %29
  %5700 = select <8 x i1> %5699, <8 x float> %5698, <8 x float> %5695
  br label %5711

5701:                                             ; preds = %5692
  %5702 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %5693)
  %5703 = bitcast <8 x float> %5693 to <8 x i32>
  %5704 = or <8 x i32> %5703, %44
  %5705 = bitcast <8 x i32> %5704 to <8 x float>
  %5706 = fcmp oeq <8 x float> %5693, %32
  %5707 = select <8 x i1> %5706, <8 x float> %5705, <8 x float> %5702
  br label %5711

5708:                                             ; preds = %5692
  %5709 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5674, <8 x i1> %4898, <8 x float> zeroinitializer)
  %5710 = fadd <8 x float> %5693, %5709
  br label %5711

5711:                                             ; preds = %5708, %5701, %5694
  %5712 = phi <8 x float> [ %5710, %5708 ], [ %5707, %5701 ], [ %5700, %5694 ]
  switch i64 %89, label %466 [
    i64 1, label %5727
    i64 2, label %5720
    i64 3, label %5713
    i64 0, label %5730
  ]

5713:                                             ; preds = %5711
  %5714 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %5712)
  %5715 = bitcast <8 x float> %5712 to <8 x i32>
  %5716 = and <8 x i32> %5715, %43
  %5717 = bitcast <8 x i32> %5716 to <8 x float>
  %5718 = fcmp oeq <8 x float> %5712, %29
  %5719 = select <8 x i1> %5718, <8 x float> %5717, <8 x float> %5714
  br label %5730

5720:                                             ; preds = %5711
  %5721 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %5712)
  %5722 = bitcast <8 x float> %5712 to <8 x i32>
  %5723 = or <8 x i32> %5722, %44
  %5724 = bitcast <8 x i32> %5723 to <8 x float>
  %5725 = fcmp oeq <8 x float> %5712, %32
  %5726 = select <8 x i1> %5725, <8 x float> %5724, <8 x float> %5721
  br label %5730

5727:                                             ; preds = %5711
  %5728 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5674, <8 x i1> %4898, <8 x float> zeroinitializer)
  %5729 = fadd <8 x float> %5712, %5728
  br label %5730

5730:                                             ; preds = %5713, %5720, %5727, %5711, %5692
  %5731 = phi <8 x float> [ %5726, %5720 ], [ %5719, %5713 ], [ %5693, %5692 ], [ %5712, %5711 ], [ %5729, %5727 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5731, ptr align 1 %5672, <8 x i1> %4898)
  %5732 = add nsw i64 %4999, %358
  %5733 = getelementptr inbounds float, ptr %376, i64 %5732
  %5734 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5733, <8 x i1> %4890, <8 x float> zeroinitializer)
  %5735 = getelementptr inbounds float, ptr %374, i64 %5732
  switch i64 %49, label %466 [
    i64 1, label %5750
    i64 2, label %5743
    i64 3, label %5736
  ]

5736:                                             ; preds = %5730
  %5737 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %5734)
  %5738 = bitcast <8 x float> %5734 to <8 x i32>
  %5739 = and <8 x i32> %5738, %43
  %5740 = bitcast <8 x i32> %5739 to <8 x float>
  %5741 = fcmp oeq <8 x float> %5734, %29
  %5742 = select <8 x i1> %5741, <8 x float> %5740, <8 x float> %5737
  br label %5753

5743:                                             ; preds = %5730
  %5744 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %5734)
  %5745 = bitcast <8 x float> %5734 to <8 x i32>
  %5746 = or <8 x i32> %5745, %44
  %5747 = bitcast <8 x i32> %5746 to <8 x float>
  %5748 = fcmp oeq <8 x float> %5734, %32
  %5749 = select <8 x i1> %5748, <8 x float> %5747, <8 x float> %5744
  br label %5753

5750:                                             ; preds = %5730
  %5751 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5735, <8 x i1> %4890, <8 x float> zeroinitializer)
  %5752 = fadd <8 x float> %5734, %5751
  br label %5753

5753:                                             ; preds = %5750, %5743, %5736
  %5754 = phi <8 x float> [ %5752, %5750 ], [ %5749, %5743 ], [ %5742, %5736 ]
  switch i64 %91, label %466 [
    i64 1, label %5769
    i64 2, label %5762
    i64 3, label %5755
    i64 0, label %5791
  ]

5755:                                             ; preds = %5753
  %5756 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %5754)
  %5757 = bitcast <8 x float> %5754 to <8 x i32>
  %5758 = and <8 x i32> %5757, %43
  %5759 = bitcast <8 x i32> %5758 to <8 x float>
  %5760 = fcmp oeq <8 x float> %5754, %29
  %5761 = select <8 x i1> %5760, <8 x float> %5759, <8 x float> %5756
  br label %5772

5762:                                             ; preds = %5753
  %5763 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %5754)
  %5764 = bitcast <8 x float> %5754 to <8 x i32>
  %5765 = or <8 x i32> %5764, %44
  %5766 = bitcast <8 x i32> %5765 to <8 x float>
  %5767 = fcmp oeq <8 x float> %5754, %32
  %5768 = select <8 x i1> %5767, <8 x float> %5766, <8 x float> %5763
  br label %5772

5769:                                             ; preds = %5753
  %5770 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5735, <8 x i1> %4890, <8 x float> zeroinitializer)
  %5771 = fadd <8 x float> %5754, %5770
  br label %5772

5772:                                             ; preds = %5769, %5762, %5755
  %5773 = phi <8 x float> [ %5771, %5769 ], [ %5768, %5762 ], [ %5761, %5755 ]
  switch i64 %93, label %466 [
    i64 1, label %5788
    i64 2, label %5781
    i64 3, label %5774
    i64 0, label %5791
  ]

5774:                                             ; preds = %5772
  %5775 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %5773)
  %5776 = bitcast <8 x float> %5773 to <8 x i32>
  %5777 = and <8 x i32> %5776, %43
  %5778 = bitcast <8 x i32> %5777 to <8 x float>
  %5779 = fcmp oeq <8 x float> %5773, %29
  %5780 = select <8 x i1> %5779, <8 x float> %5778, <8 x float> %5775
  br label %5791

5781:                                             ; preds = %5772
  %5782 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %5773)
  %5783 = bitcast <8 x float> %5773 to <8 x i32>
  %5784 = or <8 x i32> %5783, %44
  %5785 = bitcast <8 x i32> %5784 to <8 x float>
  %5786 = fcmp oeq <8 x float> %5773, %32
  %5787 = select <8 x i1> %5786, <8 x float> %5785, <8 x float> %5782
  br label %5791

5788:                                             ; preds = %5772
  %5789 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5735, <8 x i1> %4890, <8 x float> zeroinitializer)
  %5790 = fadd <8 x float> %5773, %5789
  br label %5791

5791:                                             ; preds = %5774, %5781, %5788, %5772, %5753
  %5792 = phi <8 x float> [ %5787, %5781 ], [ %5780, %5774 ], [ %5754, %5753 ], [ %5773, %5772 ], [ %5790, %5788 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5792, ptr align 1 %5733, <8 x i1> %4890)
  %5793 = add nsw i64 %5732, 8
  %5794 = getelementptr inbounds float, ptr %376, i64 %5793
  %5795 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5794, <8 x i1> %4898, <8 x float> zeroinitializer)
  %5796 = getelementptr inbounds float, ptr %374, i64 %5793
  switch i64 %49, label %466 [
    i64 1, label %5811
    i64 2, label %5804
    i64 3, label %5797
  ]

5797:                                             ; preds = %5791
  %5798 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %5795)
  %5799 = bitcast <8 x float> %5795 to <8 x i32>
  %5800 = and <8 x i32> %5799, %43
  %5801 = bitcast <8 x i32> %5800 to <8 x float>
  %5802 = fcmp oeq <8 x float> %5795, %29
  %5803 = select <8 x i1> %5802, <8 x float> %5801, <8 x float> %5798
  br label %5814

5804:                                             ; preds = %5791
  %5805 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %5795)
  %5806 = bitcast <8 x float> %5795 to <8 x i32>
  %5807 = or <8 x i32> %5806, %44
  %5808 = bitcast <8 x i32> %5807 to <8 x float>
  %5809 = fcmp oeq <8 x float> %5795, %32
  %5810 = select <8 x i1> %5809, <8 x float> %5808, <8 x float> %5805
  br label %5814

5811:                                             ; preds = %5791
  %5812 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5796, <8 x i1> %4898, <8 x float> zeroinitializer)
  %5813 = fadd <8 x float> %5795, %5812
  br label %5814

5814:                                             ; preds = %5811, %5804, %5797
  %5815 = phi <8 x float> [ %5813, %5811 ], [ %5810, %5804 ], [ %5803, %5797 ]
  switch i64 %95, label %466 [
    i64 1, label %5830
    i64 2, label %5823
    i64 3, label %5816
    i64 0, label %5852
  ]

5816:                                             ; preds = %5814
  %5817 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %5815)
  %5818 = bitcast <8 x float> %5815 to <8 x i32>
  %5819 = and <8 x i32> %5818, %43
  %5820 = bitcast <8 x i32> %5819 to <8 x float>
  %5821 = fcmp oeq <8 x float> %5815, %29
  %5822 = select <8 x i1> %5821, <8 x float> %5820, <8 x float> %5817
  br label %5833

5823:                                             ; preds = %5814
  %5824 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %5815)
  %5825 = bitcast <8 x float> %5815 to <8 x i32>
  %5826 = or <8 x i32> %5825, %44
  %5827 = bitcast <8 x i32> %5826 to <8 x float>
  %5828 = fcmp oeq <8 x float> %5815, %32
  %5829 = select <8 x i1> %5828, <8 x float> %5827, <8 x float> %5824
  br label %5833

5830:                                             ; preds = %5814
  %5831 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5796, <8 x i1> %4898, <8 x float> zeroinitializer)
  %5832 = fadd <8 x float> %5815, %5831
  br label %5833

5833:                                             ; preds = %5830, %5823, %5816
  %5834 = phi <8 x float> [ %5832, %5830 ], [ %5829, %5823 ], [ %5822, %5816 ]
  switch i64 %97, label %466 [
    i64 1, label %5849
    i64 2, label %5842
    i64 3, label %5835
    i64 0, label %5852
  ]

5835:                                             ; preds = %5833
  %5836 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %29, <8 x float> %5834)
  %5837 = bitcast <8 x float> %5834 to <8 x i32>
  %5838 = and <8 x i32> %5837, %43
  %5839 = bitcast <8 x i32> %5838 to <8 x float>
  %5840 = fcmp oeq <8 x float> %5834, %29
  %5841 = select <8 x i1> %5840, <8 x float> %5839, <8 x float> %5836
  br label %5852

5842:                                             ; preds = %5833
  %5843 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %32, <8 x float> %5834)
  %5844 = bitcast <8 x float> %5834 to <8 x i32>
  %5845 = or <8 x i32> %5844, %44
  %5846 = bitcast <8 x i32> %5845 to <8 x float>
  %5847 = fcmp oeq <8 x float> %5834, %32
  %5848 = select <8 x i1> %5847, <8 x float> %5846, <8 x float> %5843
  br label %5852

5849:                                             ; preds = %5833
  %5850 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5796, <8 x i1> %4898, <8 x float> zeroinitializer)
  %5851 = fadd <8 x float> %5834, %5850
  br label %5852

5852:                                             ; preds = %5835, %5842, %5849, %5092, %5833, %5814
  %5853 = phi ptr [ %5124, %5092 ], [ %5794, %5835 ], [ %5794, %5814 ], [ %5794, %5833 ], [ %5794, %5849 ], [ %5794, %5842 ]
  %5854 = phi <8 x float> [ %5125, %5092 ], [ %5841, %5835 ], [ %5815, %5814 ], [ %5834, %5833 ], [ %5851, %5849 ], [ %5848, %5842 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5854, ptr align 1 %5853, <8 x i1> %4898)
  br label %5855

5855:                                             ; preds = %5004, %5852, %4432, %4881, %3654, %4362, %3173, %3548, %2544, %3112, %2154, %2455, %1674, %2102, %1354, %1602, %998, %1286, %774, %943, %559, %721, %415, %505, %351
  %5856 = add i64 %352, 1
  %5857 = icmp eq i64 %5856, %4
  br i1 %5857, label %350, label %351
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fma.v8f32(<8 x float>, <8 x float>, <8 x float>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x float> @llvm.x86.avx.min.ps.256(<8 x float>, <8 x float>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x float> @llvm.x86.avx.max.ps.256(<8 x float>, <8 x float>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x float> @llvm.masked.load.v8f32.p0(ptr captures(none), <8 x i1>, <8 x float>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v8f32.p0(<8 x float>, ptr captures(none), <8 x i1>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef)
