; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_conv_f32_nchw_fma256(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18) local_unnamed_addr {
  %20 = inttoptr i64 %0 to ptr
  %21 = inttoptr i64 %1 to ptr
  %22 = inttoptr i64 %10 to ptr
  %23 = inttoptr i64 %2 to ptr
  %24 = inttoptr i64 %13 to ptr
  %25 = inttoptr i64 %11 to ptr
  %26 = trunc i64 %15 to i32
  %27 = trunc i64 %16 to i32
  %28 = insertelement <8 x i32> poison, i32 %26, i64 0
  %29 = bitcast <8 x i32> %28 to <8 x float>
  %30 = shufflevector <8 x float> %29, <8 x float> poison, <8 x i32> zeroinitializer
  %31 = insertelement <8 x i32> poison, i32 %27, i64 0
  %32 = bitcast <8 x i32> %31 to <8 x float>
  %33 = shufflevector <8 x float> %32, <8 x float> poison, <8 x i32> zeroinitializer
  %34 = add nsw i64 %6, 5
  %35 = sdiv i64 %34, 6
  %36 = add i64 %7, -1
  %37 = add i64 %36, %18
  %38 = sdiv i64 %37, %18
  %39 = icmp slt i64 %3, %4
  br i1 %39, label %40, label %352

40:                                               ; preds = %19
  %41 = icmp eq i64 %13, 0
  %42 = icmp eq i64 %10, 0
  %43 = icmp sgt i64 %5, 0
  %44 = icmp eq i64 %17, 0
  %45 = bitcast <8 x float> %30 to <8 x i32>
  %46 = bitcast <8 x float> %33 to <8 x i32>
  %47 = shl i64 %5, 3
  %48 = mul i64 %5, 12
  %49 = shl i64 %5, 4
  %50 = mul i64 %5, 20
  %51 = and i64 %17, 3
  %52 = lshr i64 %17, 2
  %53 = and i64 %52, 3
  %54 = lshr i64 %17, 4
  %55 = and i64 %54, 3
  %56 = lshr i64 %17, 2
  %57 = and i64 %56, 3
  %58 = lshr i64 %17, 4
  %59 = and i64 %58, 3
  %60 = lshr i64 %17, 2
  %61 = and i64 %60, 3
  %62 = lshr i64 %17, 4
  %63 = and i64 %62, 3
  %64 = lshr i64 %17, 2
  %65 = and i64 %64, 3
  %66 = lshr i64 %17, 4
  %67 = and i64 %66, 3
  %68 = lshr i64 %17, 2
  %69 = and i64 %68, 3
  %70 = lshr i64 %17, 4
  %71 = and i64 %70, 3
  %72 = lshr i64 %17, 2
  %73 = and i64 %72, 3
  %74 = lshr i64 %17, 4
  %75 = and i64 %74, 3
  %76 = lshr i64 %17, 2
  %77 = and i64 %76, 3
  %78 = lshr i64 %17, 4
  %79 = and i64 %78, 3
  %80 = lshr i64 %17, 2
  %81 = and i64 %80, 3
  %82 = lshr i64 %17, 4
  %83 = and i64 %82, 3
  %84 = lshr i64 %17, 2
  %85 = and i64 %84, 3
  %86 = lshr i64 %17, 4
  %87 = and i64 %86, 3
  %88 = lshr i64 %17, 2
  %89 = and i64 %88, 3
  %90 = lshr i64 %17, 4
  %91 = and i64 %90, 3
  %92 = lshr i64 %17, 2
  %93 = and i64 %92, 3
  %94 = lshr i64 %17, 4
  %95 = and i64 %94, 3
  %96 = lshr i64 %17, 2
  %97 = and i64 %96, 3
  %98 = lshr i64 %17, 4
  %99 = and i64 %98, 3
  %100 = shl i64 %5, 3
  %101 = mul i64 %5, 12
  %102 = shl i64 %5, 4
  %103 = mul i64 %5, 20
  %104 = and i64 %17, 3
  %105 = lshr i64 %17, 2
  %106 = and i64 %105, 3
  %107 = lshr i64 %17, 4
  %108 = and i64 %107, 3
  %109 = lshr i64 %17, 2
  %110 = and i64 %109, 3
  %111 = lshr i64 %17, 4
  %112 = and i64 %111, 3
  %113 = lshr i64 %17, 2
  %114 = and i64 %113, 3
  %115 = lshr i64 %17, 4
  %116 = and i64 %115, 3
  %117 = lshr i64 %17, 2
  %118 = and i64 %117, 3
  %119 = lshr i64 %17, 4
  %120 = and i64 %119, 3
  %121 = lshr i64 %17, 2
  %122 = and i64 %121, 3
  %123 = lshr i64 %17, 4
  %124 = and i64 %123, 3
  %125 = lshr i64 %17, 2
  %126 = and i64 %125, 3
  %127 = lshr i64 %17, 4
  %128 = and i64 %127, 3
  %129 = shl i64 %5, 3
  %130 = mul i64 %5, 12
  %131 = shl i64 %5, 4
  %132 = and i64 %17, 3
  %133 = lshr i64 %17, 2
  %134 = and i64 %133, 3
  %135 = lshr i64 %17, 4
  %136 = and i64 %135, 3
  %137 = lshr i64 %17, 2
  %138 = and i64 %137, 3
  %139 = lshr i64 %17, 4
  %140 = and i64 %139, 3
  %141 = lshr i64 %17, 2
  %142 = and i64 %141, 3
  %143 = lshr i64 %17, 4
  %144 = and i64 %143, 3
  %145 = lshr i64 %17, 2
  %146 = and i64 %145, 3
  %147 = lshr i64 %17, 4
  %148 = and i64 %147, 3
  %149 = lshr i64 %17, 2
  %150 = and i64 %149, 3
  %151 = lshr i64 %17, 4
  %152 = and i64 %151, 3
  %153 = lshr i64 %17, 2
  %154 = and i64 %153, 3
  %155 = lshr i64 %17, 4
  %156 = and i64 %155, 3
  %157 = lshr i64 %17, 2
  %158 = and i64 %157, 3
  %159 = lshr i64 %17, 4
  %160 = and i64 %159, 3
  %161 = lshr i64 %17, 2
  %162 = and i64 %161, 3
  %163 = lshr i64 %17, 4
  %164 = and i64 %163, 3
  %165 = lshr i64 %17, 2
  %166 = and i64 %165, 3
  %167 = lshr i64 %17, 4
  %168 = and i64 %167, 3
  %169 = lshr i64 %17, 2
  %170 = and i64 %169, 3
  %171 = lshr i64 %17, 4
  %172 = and i64 %171, 3
  %173 = shl i64 %5, 3
  %174 = mul i64 %5, 12
  %175 = shl i64 %5, 4
  %176 = and i64 %17, 3
  %177 = lshr i64 %17, 2
  %178 = and i64 %177, 3
  %179 = lshr i64 %17, 4
  %180 = and i64 %179, 3
  %181 = lshr i64 %17, 2
  %182 = and i64 %181, 3
  %183 = lshr i64 %17, 4
  %184 = and i64 %183, 3
  %185 = lshr i64 %17, 2
  %186 = and i64 %185, 3
  %187 = lshr i64 %17, 4
  %188 = and i64 %187, 3
  %189 = lshr i64 %17, 2
  %190 = and i64 %189, 3
  %191 = lshr i64 %17, 4
  %192 = and i64 %191, 3
  %193 = lshr i64 %17, 2
  %194 = and i64 %193, 3
  %195 = lshr i64 %17, 4
  %196 = and i64 %195, 3
  %197 = shl i64 %5, 3
  %198 = mul i64 %5, 12
  %199 = and i64 %17, 3
  %200 = lshr i64 %17, 2
  %201 = and i64 %200, 3
  %202 = lshr i64 %17, 4
  %203 = and i64 %202, 3
  %204 = lshr i64 %17, 2
  %205 = and i64 %204, 3
  %206 = lshr i64 %17, 4
  %207 = and i64 %206, 3
  %208 = lshr i64 %17, 2
  %209 = and i64 %208, 3
  %210 = lshr i64 %17, 4
  %211 = and i64 %210, 3
  %212 = lshr i64 %17, 2
  %213 = and i64 %212, 3
  %214 = lshr i64 %17, 4
  %215 = and i64 %214, 3
  %216 = lshr i64 %17, 2
  %217 = and i64 %216, 3
  %218 = lshr i64 %17, 4
  %219 = and i64 %218, 3
  %220 = lshr i64 %17, 2
  %221 = and i64 %220, 3
  %222 = lshr i64 %17, 4
  %223 = and i64 %222, 3
  %224 = lshr i64 %17, 2
  %225 = and i64 %224, 3
  %226 = lshr i64 %17, 4
  %227 = and i64 %226, 3
  %228 = lshr i64 %17, 2
  %229 = and i64 %228, 3
  %230 = lshr i64 %17, 4
  %231 = and i64 %230, 3
  %232 = shl i64 %5, 3
  %233 = mul i64 %5, 12
  %234 = and i64 %17, 3
  %235 = lshr i64 %17, 2
  %236 = and i64 %235, 3
  %237 = lshr i64 %17, 4
  %238 = and i64 %237, 3
  %239 = lshr i64 %17, 2
  %240 = and i64 %239, 3
  %241 = lshr i64 %17, 4
  %242 = and i64 %241, 3
  %243 = lshr i64 %17, 2
  %244 = and i64 %243, 3
  %245 = lshr i64 %17, 4
  %246 = and i64 %245, 3
  %247 = lshr i64 %17, 2
  %248 = and i64 %247, 3
  %249 = lshr i64 %17, 4
  %250 = and i64 %249, 3
  %251 = shl i64 %5, 3
  %252 = and i64 %17, 3
  %253 = lshr i64 %17, 2
  %254 = and i64 %253, 3
  %255 = lshr i64 %17, 4
  %256 = and i64 %255, 3
  %257 = lshr i64 %17, 2
  %258 = and i64 %257, 3
  %259 = lshr i64 %17, 4
  %260 = and i64 %259, 3
  %261 = lshr i64 %17, 2
  %262 = and i64 %261, 3
  %263 = lshr i64 %17, 4
  %264 = and i64 %263, 3
  %265 = lshr i64 %17, 2
  %266 = and i64 %265, 3
  %267 = lshr i64 %17, 4
  %268 = and i64 %267, 3
  %269 = lshr i64 %17, 2
  %270 = and i64 %269, 3
  %271 = lshr i64 %17, 4
  %272 = and i64 %271, 3
  %273 = lshr i64 %17, 2
  %274 = and i64 %273, 3
  %275 = lshr i64 %17, 4
  %276 = and i64 %275, 3
  %277 = shl i64 %5, 3
  %278 = and i64 %17, 3
  %279 = lshr i64 %17, 2
  %280 = and i64 %279, 3
  %281 = lshr i64 %17, 4
  %282 = and i64 %281, 3
  %283 = lshr i64 %17, 2
  %284 = and i64 %283, 3
  %285 = lshr i64 %17, 4
  %286 = and i64 %285, 3
  %287 = lshr i64 %17, 2
  %288 = and i64 %287, 3
  %289 = lshr i64 %17, 4
  %290 = and i64 %289, 3
  %291 = and i64 %17, 3
  %292 = lshr i64 %17, 2
  %293 = and i64 %292, 3
  %294 = lshr i64 %17, 4
  %295 = and i64 %294, 3
  %296 = lshr i64 %17, 2
  %297 = and i64 %296, 3
  %298 = lshr i64 %17, 4
  %299 = and i64 %298, 3
  %300 = lshr i64 %17, 2
  %301 = and i64 %300, 3
  %302 = lshr i64 %17, 4
  %303 = and i64 %302, 3
  %304 = lshr i64 %17, 2
  %305 = and i64 %304, 3
  %306 = lshr i64 %17, 4
  %307 = and i64 %306, 3
  %308 = and i64 %17, 3
  %309 = lshr i64 %17, 2
  %310 = and i64 %309, 3
  %311 = lshr i64 %17, 4
  %312 = and i64 %311, 3
  %313 = lshr i64 %17, 2
  %314 = and i64 %313, 3
  %315 = lshr i64 %17, 4
  %316 = and i64 %315, 3
  %317 = and i64 %17, 3
  %318 = lshr i64 %17, 2
  %319 = and i64 %318, 3
  %320 = lshr i64 %17, 4
  %321 = and i64 %320, 3
  %322 = lshr i64 %17, 2
  %323 = and i64 %322, 3
  %324 = lshr i64 %17, 4
  %325 = and i64 %324, 3
  %326 = and i64 %17, 3
  %327 = lshr i64 %17, 2
  %328 = and i64 %327, 3
  %329 = lshr i64 %17, 4
  %330 = and i64 %329, 3
  %331 = add i64 %5, -1
  %332 = and i64 %5, 1
  %333 = icmp eq i64 %331, 0
  %334 = and i64 %5, 9223372036854775806
  %335 = icmp eq i64 %332, 0
  %336 = icmp ne i64 %332, 0
  %337 = and i64 %5, 1
  %338 = icmp eq i64 %331, 0
  %339 = and i64 %5, 9223372036854775806
  %340 = icmp eq i64 %337, 0
  %341 = icmp ne i64 %337, 0
  %342 = and i64 %5, 1
  %343 = icmp eq i64 %331, 0
  %344 = and i64 %5, 9223372036854775806
  %345 = icmp eq i64 %342, 0
  %346 = icmp ne i64 %342, 0
  %347 = and i64 %5, 1
  %348 = icmp eq i64 %331, 0
  %349 = and i64 %5, 9223372036854775806
  %350 = icmp eq i64 %347, 0
  %351 = icmp ne i64 %347, 0
  br label %353

352:                                              ; preds = %551, %19
  ret void

353:                                              ; preds = %40, %551
  %354 = phi i64 [ %3, %40 ], [ %552, %551 ]
  %355 = srem i64 %354, %35
  %356 = sdiv i64 %354, %35
  %357 = srem i64 %356, %38
  %358 = sdiv i64 %356, %38
  %359 = mul nsw i64 %355, 6
  %360 = mul nsw i64 %358, %8
  %361 = getelementptr inbounds float, ptr %20, i64 %360
  %362 = mul nsw i64 %358, %9
  %363 = getelementptr inbounds float, ptr %23, i64 %362
  %364 = mul nsw i64 %358, %14
  %365 = getelementptr inbounds float, ptr %24, i64 %364
  %366 = select i1 %41, ptr null, ptr %365
  %367 = mul nsw i64 %358, %12
  %368 = getelementptr inbounds float, ptr %25, i64 %367
  %369 = add nsw i64 %357, 1
  %370 = mul nsw i64 %369, %18
  %371 = tail call i64 @llvm.smin.i64(i64 %370, i64 %7)
  %372 = mul nsw i64 %357, %18
  %373 = icmp slt i64 %372, %371
  br i1 %373, label %374, label %551

374:                                              ; preds = %353
  %375 = sub nsw i64 %6, %359
  %376 = trunc i64 %375 to i32
  %377 = icmp sgt i64 %375, 5
  %378 = shl nsw i32 %376, 3
  %379 = select i1 %377, i32 48, i32 %378
  %380 = getelementptr inbounds float, ptr %22, i64 %359
  %381 = mul nsw i64 %359, %5
  %382 = getelementptr inbounds float, ptr %21, i64 %381
  %383 = mul nsw i64 %359, %7
  %384 = getelementptr float, ptr %363, i64 %383
  %385 = getelementptr float, ptr %368, i64 %383
  %386 = getelementptr inbounds nuw i8, ptr %380, i64 4
  %387 = or disjoint i64 %359, 1
  %388 = mul nsw i64 %387, %7
  %389 = getelementptr inbounds nuw i8, ptr %380, i64 8
  %390 = add nsw i64 %359, 2
  %391 = mul nsw i64 %390, %7
  %392 = getelementptr inbounds nuw i8, ptr %380, i64 12
  %393 = add nsw i64 %359, 3
  %394 = mul nsw i64 %393, %7
  %395 = getelementptr inbounds nuw i8, ptr %380, i64 16
  %396 = add nsw i64 %359, 4
  %397 = mul nsw i64 %396, %7
  %398 = getelementptr inbounds nuw i8, ptr %380, i64 20
  %399 = add nsw i64 %359, 5
  %400 = mul nsw i64 %399, %7
  %401 = or disjoint i64 %359, 1
  %402 = mul nsw i64 %401, %7
  %403 = add nsw i64 %359, 2
  %404 = mul nsw i64 %403, %7
  %405 = add nsw i64 %359, 3
  %406 = mul nsw i64 %405, %7
  %407 = add nsw i64 %359, 4
  %408 = mul nsw i64 %407, %7
  %409 = add nsw i64 %359, 5
  %410 = mul nsw i64 %409, %7
  %411 = getelementptr inbounds nuw i8, ptr %380, i64 4
  %412 = getelementptr inbounds nuw i8, ptr %380, i64 8
  %413 = getelementptr inbounds nuw i8, ptr %380, i64 12
  %414 = getelementptr inbounds nuw i8, ptr %380, i64 16
  %415 = getelementptr inbounds nuw i8, ptr %380, i64 20
  %416 = or disjoint i64 %359, 1
  %417 = mul nsw i64 %416, %7
  %418 = add nsw i64 %359, 2
  %419 = mul nsw i64 %418, %7
  %420 = add nsw i64 %359, 3
  %421 = mul nsw i64 %420, %7
  %422 = add nsw i64 %359, 4
  %423 = mul nsw i64 %422, %7
  %424 = add nsw i64 %359, 5
  %425 = mul nsw i64 %424, %7
  %426 = or disjoint i64 %359, 1
  %427 = mul nsw i64 %426, %7
  %428 = add nsw i64 %359, 2
  %429 = mul nsw i64 %428, %7
  %430 = add nsw i64 %359, 3
  %431 = mul nsw i64 %430, %7
  %432 = add nsw i64 %359, 4
  %433 = mul nsw i64 %432, %7
  %434 = add nsw i64 %359, 5
  %435 = mul nsw i64 %434, %7
  %436 = getelementptr inbounds nuw i8, ptr %380, i64 4
  %437 = or disjoint i64 %359, 1
  %438 = mul nsw i64 %437, %7
  %439 = getelementptr inbounds nuw i8, ptr %380, i64 8
  %440 = add nsw i64 %359, 2
  %441 = mul nsw i64 %440, %7
  %442 = getelementptr inbounds nuw i8, ptr %380, i64 12
  %443 = add nsw i64 %359, 3
  %444 = mul nsw i64 %443, %7
  %445 = getelementptr inbounds nuw i8, ptr %380, i64 16
  %446 = add nsw i64 %359, 4
  %447 = mul nsw i64 %446, %7
  %448 = or disjoint i64 %359, 1
  %449 = mul nsw i64 %448, %7
  %450 = add nsw i64 %359, 2
  %451 = mul nsw i64 %450, %7
  %452 = add nsw i64 %359, 3
  %453 = mul nsw i64 %452, %7
  %454 = add nsw i64 %359, 4
  %455 = mul nsw i64 %454, %7
  %456 = getelementptr inbounds nuw i8, ptr %380, i64 4
  %457 = getelementptr inbounds nuw i8, ptr %380, i64 8
  %458 = getelementptr inbounds nuw i8, ptr %380, i64 12
  %459 = getelementptr inbounds nuw i8, ptr %380, i64 16
  %460 = or disjoint i64 %359, 1
  %461 = mul nsw i64 %460, %7
  %462 = add nsw i64 %359, 2
  %463 = mul nsw i64 %462, %7
  %464 = add nsw i64 %359, 3
  %465 = mul nsw i64 %464, %7
  %466 = add nsw i64 %359, 4
  %467 = mul nsw i64 %466, %7
  %468 = or disjoint i64 %359, 1
  %469 = mul nsw i64 %468, %7
  %470 = add nsw i64 %359, 2
  %471 = mul nsw i64 %470, %7
  %472 = add nsw i64 %359, 3
  %473 = mul nsw i64 %472, %7
  %474 = add nsw i64 %359, 4
  %475 = mul nsw i64 %474, %7
  %476 = getelementptr inbounds nuw i8, ptr %380, i64 4
  %477 = or disjoint i64 %359, 1
  %478 = mul nsw i64 %477, %7
  %479 = getelementptr inbounds nuw i8, ptr %380, i64 8
  %480 = add nsw i64 %359, 2
  %481 = mul nsw i64 %480, %7
  %482 = getelementptr inbounds nuw i8, ptr %380, i64 12
  %483 = add nsw i64 %359, 3
  %484 = mul nsw i64 %483, %7
  %485 = or disjoint i64 %359, 1
  %486 = mul nsw i64 %485, %7
  %487 = add nsw i64 %359, 2
  %488 = mul nsw i64 %487, %7
  %489 = add nsw i64 %359, 3
  %490 = mul nsw i64 %489, %7
  %491 = getelementptr inbounds nuw i8, ptr %380, i64 4
  %492 = getelementptr inbounds nuw i8, ptr %380, i64 8
  %493 = getelementptr inbounds nuw i8, ptr %380, i64 12
  %494 = or disjoint i64 %359, 1
  %495 = mul nsw i64 %494, %7
  %496 = add nsw i64 %359, 2
  %497 = mul nsw i64 %496, %7
  %498 = add nsw i64 %359, 3
  %499 = mul nsw i64 %498, %7
  %500 = or disjoint i64 %359, 1
  %501 = mul nsw i64 %500, %7
  %502 = add nsw i64 %359, 2
  %503 = mul nsw i64 %502, %7
  %504 = add nsw i64 %359, 3
  %505 = mul nsw i64 %504, %7
  %506 = getelementptr inbounds nuw i8, ptr %380, i64 4
  %507 = or disjoint i64 %359, 1
  %508 = mul nsw i64 %507, %7
  %509 = getelementptr inbounds nuw i8, ptr %380, i64 8
  %510 = add nsw i64 %359, 2
  %511 = mul nsw i64 %510, %7
  %512 = or disjoint i64 %359, 1
  %513 = mul nsw i64 %512, %7
  %514 = add nsw i64 %359, 2
  %515 = mul nsw i64 %514, %7
  %516 = getelementptr inbounds nuw i8, ptr %380, i64 4
  %517 = getelementptr inbounds nuw i8, ptr %380, i64 8
  %518 = or disjoint i64 %359, 1
  %519 = mul nsw i64 %518, %7
  %520 = add nsw i64 %359, 2
  %521 = mul nsw i64 %520, %7
  %522 = or disjoint i64 %359, 1
  %523 = mul nsw i64 %522, %7
  %524 = add nsw i64 %359, 2
  %525 = mul nsw i64 %524, %7
  %526 = getelementptr inbounds nuw i8, ptr %380, i64 4
  %527 = or disjoint i64 %359, 1
  %528 = mul nsw i64 %527, %7
  %529 = or disjoint i64 %359, 1
  %530 = mul nsw i64 %529, %7
  %531 = getelementptr inbounds nuw i8, ptr %380, i64 4
  %532 = or disjoint i64 %359, 1
  %533 = mul nsw i64 %532, %7
  %534 = or disjoint i64 %359, 1
  %535 = mul nsw i64 %534, %7
  %536 = getelementptr float, ptr %368, i64 %427
  %537 = getelementptr float, ptr %368, i64 %429
  %538 = getelementptr float, ptr %368, i64 %431
  %539 = getelementptr float, ptr %368, i64 %433
  %540 = getelementptr float, ptr %368, i64 %435
  %541 = getelementptr float, ptr %368, i64 %469
  %542 = getelementptr float, ptr %368, i64 %471
  %543 = getelementptr float, ptr %368, i64 %473
  %544 = getelementptr float, ptr %368, i64 %475
  %545 = getelementptr float, ptr %368, i64 %501
  %546 = getelementptr float, ptr %368, i64 %503
  %547 = getelementptr float, ptr %368, i64 %505
  %548 = getelementptr float, ptr %368, i64 %523
  %549 = getelementptr float, ptr %368, i64 %525
  %550 = getelementptr float, ptr %368, i64 %535
  br label %554

551:                                              ; preds = %5827, %353
  %552 = add i64 %354, 1
  %553 = icmp eq i64 %552, %4
  br i1 %553, label %352, label %353

554:                                              ; preds = %374, %5827
  %555 = phi i64 [ %372, %374 ], [ %5828, %5827 ]
  %556 = sub nsw i64 %371, %555
  %557 = add nuw nsw i64 %556, 7
  %558 = lshr i64 %557, 3
  %559 = icmp ugt i64 %556, 8
  %560 = trunc i64 %558 to i32
  %561 = select i1 %559, i32 2, i32 %560
  %562 = add nsw i32 %561, %379
  switch i32 %562, label %5827 [
    i32 9, label %563
    i32 10, label %684
    i32 17, label %896
    i32 18, label %1108
    i32 25, label %1443
    i32 26, label %1743
    i32 33, label %2230
    i32 34, label %2561
    i32 41, label %3200
    i32 42, label %3608
    i32 49, label %4399
    i32 50, label %4884
  ]

563:                                              ; preds = %554
  %564 = sub i64 %7, %555
  %565 = icmp sgt i64 %564, 7
  %566 = trunc i64 %564 to i32
  %567 = select i1 %565, i32 8, i32 %566
  %568 = insertelement <8 x i32> poison, i32 %567, i64 0
  %569 = shufflevector <8 x i32> %568, <8 x i32> poison, <8 x i32> zeroinitializer
  %570 = icmp sgt <8 x i32> %569, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %42, label %575, label %571

571:                                              ; preds = %563
  %572 = load float, ptr %380, align 1
  %573 = insertelement <8 x float> poison, float %572, i64 0
  %574 = shufflevector <8 x float> %573, <8 x float> poison, <8 x i32> zeroinitializer
  br label %578

575:                                              ; preds = %563
  %576 = getelementptr float, ptr %384, i64 %555
  %577 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %576, <8 x i1> %570, <8 x float> zeroinitializer)
  br label %578

578:                                              ; preds = %575, %571
  %579 = phi <8 x float> [ %577, %575 ], [ %574, %571 ]
  %580 = getelementptr inbounds float, ptr %361, i64 %555
  br i1 %43, label %581, label %594

581:                                              ; preds = %578
  br i1 %348, label %583, label %597

582:                                              ; preds = %597
  br i1 %350, label %594, label %583

583:                                              ; preds = %582, %581
  %584 = phi <8 x float> [ %579, %581 ], [ %617, %582 ]
  %585 = phi i64 [ 0, %581 ], [ %618, %582 ]
  tail call void @llvm.assume(i1 %351)
  %586 = mul nsw i64 %585, %7
  %587 = getelementptr inbounds float, ptr %580, i64 %586
  %588 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %587, <8 x i1> %570, <8 x float> zeroinitializer)
  %589 = getelementptr float, ptr %382, i64 %585
  %590 = load float, ptr %589, align 1
  %591 = insertelement <8 x float> poison, float %590, i64 0
  %592 = shufflevector <8 x float> %591, <8 x float> poison, <8 x i32> zeroinitializer
  %593 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %588, <8 x float> %592, <8 x float> %584)
  br label %594

594:                                              ; preds = %583, %582, %578
  %595 = phi <8 x float> [ %579, %578 ], [ %617, %582 ], [ %593, %583 ]
  %596 = getelementptr float, ptr %385, i64 %555
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %595, ptr align 1 %596, <8 x i1> %570)
  br i1 %44, label %5827, label %621

597:                                              ; preds = %581, %597
  %598 = phi <8 x float> [ %617, %597 ], [ %579, %581 ]
  %599 = phi i64 [ %618, %597 ], [ 0, %581 ]
  %600 = phi i64 [ %619, %597 ], [ 0, %581 ]
  %601 = mul nsw i64 %599, %7
  %602 = getelementptr inbounds float, ptr %580, i64 %601
  %603 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %602, <8 x i1> %570, <8 x float> zeroinitializer)
  %604 = getelementptr float, ptr %382, i64 %599
  %605 = load float, ptr %604, align 1
  %606 = insertelement <8 x float> poison, float %605, i64 0
  %607 = shufflevector <8 x float> %606, <8 x float> poison, <8 x i32> zeroinitializer
  %608 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %603, <8 x float> %607, <8 x float> %598)
  %609 = or disjoint i64 %599, 1
  %610 = mul nsw i64 %609, %7
  %611 = getelementptr inbounds float, ptr %580, i64 %610
  %612 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %611, <8 x i1> %570, <8 x float> zeroinitializer)
  %613 = getelementptr float, ptr %382, i64 %609
  %614 = load float, ptr %613, align 1
  %615 = insertelement <8 x float> poison, float %614, i64 0
  %616 = shufflevector <8 x float> %615, <8 x float> poison, <8 x i32> zeroinitializer
  %617 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %612, <8 x float> %616, <8 x float> %608)
  %618 = add nuw nsw i64 %599, 2
  %619 = add i64 %600, 2
  %620 = icmp eq i64 %619, %349
  br i1 %620, label %582, label %597

621:                                              ; preds = %594
  %622 = add nsw i64 %555, %383
  %623 = getelementptr inbounds float, ptr %368, i64 %622
  %624 = getelementptr inbounds float, ptr %366, i64 %622
  %625 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %623, <8 x i1> %570, <8 x float> zeroinitializer)
  switch i64 %326, label %643 [
    i64 1, label %626
    i64 2, label %629
    i64 3, label %636
    i64 0, label %682
  ]

626:                                              ; preds = %621
  %627 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %624, <8 x i1> %570, <8 x float> zeroinitializer)
  %628 = fadd <8 x float> %625, %627
  br label %644

629:                                              ; preds = %621
  %630 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %625)
  %631 = bitcast <8 x float> %625 to <8 x i32>
  %632 = or <8 x i32> %631, %46
  %633 = bitcast <8 x i32> %632 to <8 x float>
  %634 = fcmp oeq <8 x float> %625, %33
  %635 = select <8 x i1> %634, <8 x float> %633, <8 x float> %630
  br label %644

636:                                              ; preds = %621
  %637 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %625)
  %638 = bitcast <8 x float> %625 to <8 x i32>
  %639 = and <8 x i32> %638, %45
  %640 = bitcast <8 x i32> %639 to <8 x float>
  %641 = fcmp oeq <8 x float> %625, %30
  %642 = select <8 x i1> %641, <8 x float> %640, <8 x float> %637
  br label %644

643:                                              ; preds = %5805, %5786, %5763, %5744, %5725, %5702, %5683, %5664, %5641, %5622, %5603, %5580, %5561, %5542, %5519, %5500, %5481, %5458, %5439, %5420, %5397, %5378, %5359, %5336, %5317, %5298, %5275, %5256, %5237, %5214, %5195, %5176, %5153, %5134, %5115, %5059, %4862, %4843, %4820, %4801, %4782, %4759, %4740, %4721, %4698, %4679, %4660, %4637, %4618, %4599, %4576, %4557, %4538, %4505, %4377, %4358, %4335, %4316, %4297, %4274, %4255, %4236, %4213, %4194, %4175, %4152, %4133, %4114, %4091, %4072, %4053, %4030, %4011, %3992, %3969, %3950, %3931, %3908, %3889, %3870, %3847, %3828, %3809, %3759, %3586, %3567, %3544, %3525, %3506, %3483, %3464, %3445, %3422, %3403, %3384, %3361, %3342, %3323, %3292, %3178, %3159, %3136, %3117, %3098, %3075, %3056, %3037, %3014, %2995, %2976, %2953, %2934, %2915, %2892, %2873, %2854, %2831, %2812, %2793, %2770, %2751, %2732, %2688, %2539, %2520, %2497, %2478, %2459, %2436, %2417, %2398, %2375, %2356, %2337, %2308, %2208, %2189, %2166, %2147, %2128, %2105, %2086, %2067, %2044, %2025, %2006, %1983, %1964, %1945, %1922, %1903, %1884, %1846, %1721, %1702, %1679, %1660, %1641, %1618, %1599, %1580, %1553, %1421, %1402, %1379, %1360, %1341, %1318, %1299, %1280, %1257, %1238, %1219, %1187, %1086, %1067, %1044, %1025, %1006, %981, %874, %855, %832, %813, %794, %768, %663, %644, %621
  unreachable

644:                                              ; preds = %636, %629, %626
  %645 = phi <8 x float> [ %628, %626 ], [ %635, %629 ], [ %642, %636 ]
  switch i64 %328, label %643 [
    i64 1, label %660
    i64 2, label %653
    i64 3, label %646
    i64 0, label %682
  ]

646:                                              ; preds = %644
  %647 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %645)
  %648 = bitcast <8 x float> %645 to <8 x i32>
  %649 = and <8 x i32> %648, %45
  %650 = bitcast <8 x i32> %649 to <8 x float>
  %651 = fcmp oeq <8 x float> %645, %30
  %652 = select <8 x i1> %651, <8 x float> %650, <8 x float> %647
  br label %663

653:                                              ; preds = %644
  %654 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %645)
  %655 = bitcast <8 x float> %645 to <8 x i32>
  %656 = or <8 x i32> %655, %46
  %657 = bitcast <8 x i32> %656 to <8 x float>
  %658 = fcmp oeq <8 x float> %645, %33
  %659 = select <8 x i1> %658, <8 x float> %657, <8 x float> %654
  br label %663

660:                                              ; preds = %644
  %661 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %624, <8 x i1> %570, <8 x float> zeroinitializer)
  %662 = fadd <8 x float> %645, %661
  br label %663

663:                                              ; preds = %660, %653, %646
  %664 = phi <8 x float> [ %662, %660 ], [ %659, %653 ], [ %652, %646 ]
  switch i64 %330, label %643 [
    i64 1, label %679
    i64 2, label %672
    i64 3, label %665
    i64 0, label %682
  ]

665:                                              ; preds = %663
  %666 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %664)
  %667 = bitcast <8 x float> %664 to <8 x i32>
  %668 = and <8 x i32> %667, %45
  %669 = bitcast <8 x i32> %668 to <8 x float>
  %670 = fcmp oeq <8 x float> %664, %30
  %671 = select <8 x i1> %670, <8 x float> %669, <8 x float> %666
  br label %682

672:                                              ; preds = %663
  %673 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %664)
  %674 = bitcast <8 x float> %664 to <8 x i32>
  %675 = or <8 x i32> %674, %46
  %676 = bitcast <8 x i32> %675 to <8 x float>
  %677 = fcmp oeq <8 x float> %664, %33
  %678 = select <8 x i1> %677, <8 x float> %676, <8 x float> %673
  br label %682

679:                                              ; preds = %663
  %680 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %624, <8 x i1> %570, <8 x float> zeroinitializer)
  %681 = fadd <8 x float> %664, %680
  br label %682

682:                                              ; preds = %665, %672, %679, %663, %644, %621
  %683 = phi <8 x float> [ %664, %663 ], [ %625, %621 ], [ %645, %644 ], [ %681, %679 ], [ %678, %672 ], [ %671, %665 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %683, ptr align 1 %623, <8 x i1> %570)
  br label %5827

684:                                              ; preds = %554
  %685 = sub i64 %7, %555
  %686 = icmp sgt i64 %685, 7
  %687 = trunc i64 %685 to i32
  %688 = select i1 %686, i32 8, i32 %687
  %689 = insertelement <8 x i32> poison, i32 %688, i64 0
  %690 = shufflevector <8 x i32> %689, <8 x i32> poison, <8 x i32> zeroinitializer
  %691 = icmp sgt <8 x i32> %690, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %692 = add i64 %555, 8
  %693 = sub i64 %7, %692
  %694 = icmp sgt i64 %693, 7
  %695 = trunc i64 %693 to i32
  %696 = select i1 %694, i32 8, i32 %695
  %697 = insertelement <8 x i32> poison, i32 %696, i64 0
  %698 = shufflevector <8 x i32> %697, <8 x i32> poison, <8 x i32> zeroinitializer
  %699 = icmp sgt <8 x i32> %698, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %42, label %706, label %700

700:                                              ; preds = %684
  %701 = load float, ptr %380, align 1
  %702 = insertelement <8 x float> poison, float %701, i64 0
  %703 = shufflevector <8 x float> %702, <8 x float> poison, <8 x i32> zeroinitializer
  %704 = insertelement <8 x float> poison, float %701, i64 0
  %705 = shufflevector <8 x float> %704, <8 x float> poison, <8 x i32> zeroinitializer
  br label %711

706:                                              ; preds = %684
  %707 = getelementptr float, ptr %384, i64 %555
  %708 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %707, <8 x i1> %691, <8 x float> zeroinitializer)
  %709 = getelementptr inbounds nuw i8, ptr %707, i64 32
  %710 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %709, <8 x i1> %699, <8 x float> zeroinitializer)
  br label %711

711:                                              ; preds = %706, %700
  %712 = phi <8 x float> [ %708, %706 ], [ %703, %700 ]
  %713 = phi <8 x float> [ %710, %706 ], [ %705, %700 ]
  %714 = getelementptr inbounds float, ptr %361, i64 %555
  br i1 %43, label %715, label %732

715:                                              ; preds = %711
  br i1 %343, label %717, label %737

716:                                              ; preds = %737
  br i1 %345, label %732, label %717

717:                                              ; preds = %716, %715
  %718 = phi <8 x float> [ %712, %715 ], [ %763, %716 ]
  %719 = phi <8 x float> [ %713, %715 ], [ %764, %716 ]
  %720 = phi i64 [ 0, %715 ], [ %765, %716 ]
  tail call void @llvm.assume(i1 %346)
  %721 = mul nsw i64 %720, %7
  %722 = getelementptr inbounds float, ptr %714, i64 %721
  %723 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %722, <8 x i1> %691, <8 x float> zeroinitializer)
  %724 = getelementptr inbounds nuw i8, ptr %722, i64 32
  %725 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %724, <8 x i1> %699, <8 x float> zeroinitializer)
  %726 = getelementptr float, ptr %382, i64 %720
  %727 = load float, ptr %726, align 1
  %728 = insertelement <8 x float> poison, float %727, i64 0
  %729 = shufflevector <8 x float> %728, <8 x float> poison, <8 x i32> zeroinitializer
  %730 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %723, <8 x float> %729, <8 x float> %718)
  %731 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %725, <8 x float> %729, <8 x float> %719)
  br label %732

732:                                              ; preds = %717, %716, %711
  %733 = phi <8 x float> [ %712, %711 ], [ %763, %716 ], [ %730, %717 ]
  %734 = phi <8 x float> [ %713, %711 ], [ %764, %716 ], [ %731, %717 ]
  %735 = getelementptr inbounds float, ptr %385, i64 %555
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %733, ptr align 1 %735, <8 x i1> %691)
  %736 = getelementptr inbounds nuw i8, ptr %735, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %734, ptr nonnull align 1 %736, <8 x i1> %699)
  br i1 %44, label %5827, label %768

737:                                              ; preds = %715, %737
  %738 = phi <8 x float> [ %763, %737 ], [ %712, %715 ]
  %739 = phi <8 x float> [ %764, %737 ], [ %713, %715 ]
  %740 = phi i64 [ %765, %737 ], [ 0, %715 ]
  %741 = phi i64 [ %766, %737 ], [ 0, %715 ]
  %742 = mul nsw i64 %740, %7
  %743 = getelementptr inbounds float, ptr %714, i64 %742
  %744 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %743, <8 x i1> %691, <8 x float> zeroinitializer)
  %745 = getelementptr inbounds nuw i8, ptr %743, i64 32
  %746 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %745, <8 x i1> %699, <8 x float> zeroinitializer)
  %747 = getelementptr float, ptr %382, i64 %740
  %748 = load float, ptr %747, align 1
  %749 = insertelement <8 x float> poison, float %748, i64 0
  %750 = shufflevector <8 x float> %749, <8 x float> poison, <8 x i32> zeroinitializer
  %751 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %744, <8 x float> %750, <8 x float> %738)
  %752 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %746, <8 x float> %750, <8 x float> %739)
  %753 = or disjoint i64 %740, 1
  %754 = mul nsw i64 %753, %7
  %755 = getelementptr inbounds float, ptr %714, i64 %754
  %756 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %755, <8 x i1> %691, <8 x float> zeroinitializer)
  %757 = getelementptr inbounds nuw i8, ptr %755, i64 32
  %758 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %757, <8 x i1> %699, <8 x float> zeroinitializer)
  %759 = getelementptr float, ptr %382, i64 %753
  %760 = load float, ptr %759, align 1
  %761 = insertelement <8 x float> poison, float %760, i64 0
  %762 = shufflevector <8 x float> %761, <8 x float> poison, <8 x i32> zeroinitializer
  %763 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %756, <8 x float> %762, <8 x float> %751)
  %764 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %758, <8 x float> %762, <8 x float> %752)
  %765 = add nuw nsw i64 %740, 2
  %766 = add i64 %741, 2
  %767 = icmp eq i64 %766, %344
  br i1 %767, label %716, label %737

768:                                              ; preds = %732
  %769 = add nsw i64 %555, %383
  %770 = getelementptr inbounds float, ptr %368, i64 %769
  %771 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %770, <8 x i1> %691, <8 x float> zeroinitializer)
  %772 = getelementptr inbounds float, ptr %366, i64 %769
  switch i64 %317, label %643 [
    i64 1, label %777
    i64 2, label %780
    i64 3, label %787
    i64 0, label %773
  ]

773:                                              ; preds = %768
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %771, ptr align 1 %770, <8 x i1> %691)
  %774 = getelementptr float, ptr %368, i64 %769
  %775 = getelementptr i8, ptr %774, i64 32
  %776 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %775, <8 x i1> %699, <8 x float> zeroinitializer)
  br label %893

777:                                              ; preds = %768
  %778 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %772, <8 x i1> %691, <8 x float> zeroinitializer)
  %779 = fadd <8 x float> %771, %778
  br label %794

780:                                              ; preds = %768
  %781 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %771)
  %782 = bitcast <8 x float> %771 to <8 x i32>
  %783 = or <8 x i32> %782, %46
  %784 = bitcast <8 x i32> %783 to <8 x float>
  %785 = fcmp oeq <8 x float> %771, %33
  %786 = select <8 x i1> %785, <8 x float> %784, <8 x float> %781
  br label %794

787:                                              ; preds = %768
  %788 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %771)
  %789 = bitcast <8 x float> %771 to <8 x i32>
  %790 = and <8 x i32> %789, %45
  %791 = bitcast <8 x i32> %790 to <8 x float>
  %792 = fcmp oeq <8 x float> %771, %30
  %793 = select <8 x i1> %792, <8 x float> %791, <8 x float> %788
  br label %794

794:                                              ; preds = %787, %780, %777
  %795 = phi <8 x float> [ %779, %777 ], [ %786, %780 ], [ %793, %787 ]
  switch i64 %319, label %643 [
    i64 1, label %810
    i64 2, label %803
    i64 3, label %796
    i64 0, label %832
  ]

796:                                              ; preds = %794
  %797 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %795)
  %798 = bitcast <8 x float> %795 to <8 x i32>
  %799 = and <8 x i32> %798, %45
  %800 = bitcast <8 x i32> %799 to <8 x float>
  %801 = fcmp oeq <8 x float> %795, %30
  %802 = select <8 x i1> %801, <8 x float> %800, <8 x float> %797
  br label %813

803:                                              ; preds = %794
  %804 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %795)
  %805 = bitcast <8 x float> %795 to <8 x i32>
  %806 = or <8 x i32> %805, %46
  %807 = bitcast <8 x i32> %806 to <8 x float>
  %808 = fcmp oeq <8 x float> %795, %33
  %809 = select <8 x i1> %808, <8 x float> %807, <8 x float> %804
  br label %813

810:                                              ; preds = %794
  %811 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %772, <8 x i1> %691, <8 x float> zeroinitializer)
  %812 = fadd <8 x float> %795, %811
  br label %813

813:                                              ; preds = %810, %803, %796
  %814 = phi <8 x float> [ %812, %810 ], [ %809, %803 ], [ %802, %796 ]
  switch i64 %321, label %643 [
    i64 1, label %829
    i64 2, label %822
    i64 3, label %815
    i64 0, label %832
  ]

815:                                              ; preds = %813
  %816 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %814)
  %817 = bitcast <8 x float> %814 to <8 x i32>
  %818 = and <8 x i32> %817, %45
  %819 = bitcast <8 x i32> %818 to <8 x float>
  %820 = fcmp oeq <8 x float> %814, %30
  %821 = select <8 x i1> %820, <8 x float> %819, <8 x float> %816
  br label %832

822:                                              ; preds = %813
  %823 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %814)
  %824 = bitcast <8 x float> %814 to <8 x i32>
  %825 = or <8 x i32> %824, %46
  %826 = bitcast <8 x i32> %825 to <8 x float>
  %827 = fcmp oeq <8 x float> %814, %33
  %828 = select <8 x i1> %827, <8 x float> %826, <8 x float> %823
  br label %832

829:                                              ; preds = %813
  %830 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %772, <8 x i1> %691, <8 x float> zeroinitializer)
  %831 = fadd <8 x float> %814, %830
  br label %832

832:                                              ; preds = %815, %822, %829, %813, %794
  %833 = phi <8 x float> [ %814, %813 ], [ %821, %815 ], [ %795, %794 ], [ %831, %829 ], [ %828, %822 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %833, ptr align 1 %770, <8 x i1> %691)
  %834 = add nsw i64 %769, 8
  %835 = getelementptr inbounds float, ptr %368, i64 %834
  %836 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %835, <8 x i1> %699, <8 x float> zeroinitializer)
  %837 = getelementptr inbounds float, ptr %366, i64 %834
  switch i64 %317, label %643 [
    i64 1, label %852
    i64 2, label %845
    i64 3, label %838
  ]

838:                                              ; preds = %832
  %839 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %836)
  %840 = bitcast <8 x float> %836 to <8 x i32>
  %841 = and <8 x i32> %840, %45
  %842 = bitcast <8 x i32> %841 to <8 x float>
  %843 = fcmp oeq <8 x float> %836, %30
  %844 = select <8 x i1> %843, <8 x float> %842, <8 x float> %839
  br label %855

845:                                              ; preds = %832
  %846 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %836)
  %847 = bitcast <8 x float> %836 to <8 x i32>
  %848 = or <8 x i32> %847, %46
  %849 = bitcast <8 x i32> %848 to <8 x float>
  %850 = fcmp oeq <8 x float> %836, %33
  %851 = select <8 x i1> %850, <8 x float> %849, <8 x float> %846
  br label %855

852:                                              ; preds = %832
  %853 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %837, <8 x i1> %699, <8 x float> zeroinitializer)
  %854 = fadd <8 x float> %836, %853
  br label %855

855:                                              ; preds = %852, %845, %838
  %856 = phi <8 x float> [ %854, %852 ], [ %851, %845 ], [ %844, %838 ]
  switch i64 %323, label %643 [
    i64 1, label %871
    i64 2, label %864
    i64 3, label %857
    i64 0, label %893
  ]

857:                                              ; preds = %855
  %858 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %856)
  %859 = bitcast <8 x float> %856 to <8 x i32>
  %860 = and <8 x i32> %859, %45
  %861 = bitcast <8 x i32> %860 to <8 x float>
  %862 = fcmp oeq <8 x float> %856, %30
  %863 = select <8 x i1> %862, <8 x float> %861, <8 x float> %858
  br label %874

864:                                              ; preds = %855
  %865 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %856)
  %866 = bitcast <8 x float> %856 to <8 x i32>
  %867 = or <8 x i32> %866, %46
  %868 = bitcast <8 x i32> %867 to <8 x float>
  %869 = fcmp oeq <8 x float> %856, %33
  %870 = select <8 x i1> %869, <8 x float> %868, <8 x float> %865
  br label %874

871:                                              ; preds = %855
  %872 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %837, <8 x i1> %699, <8 x float> zeroinitializer)
  %873 = fadd <8 x float> %856, %872
  br label %874

874:                                              ; preds = %871, %864, %857
  %875 = phi <8 x float> [ %873, %871 ], [ %870, %864 ], [ %863, %857 ]
  switch i64 %325, label %643 [
    i64 1, label %890
    i64 2, label %883
    i64 3, label %876
    i64 0, label %893
  ]

876:                                              ; preds = %874
  %877 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %875)
  %878 = bitcast <8 x float> %875 to <8 x i32>
  %879 = and <8 x i32> %878, %45
  %880 = bitcast <8 x i32> %879 to <8 x float>
  %881 = fcmp oeq <8 x float> %875, %30
  %882 = select <8 x i1> %881, <8 x float> %880, <8 x float> %877
  br label %893

883:                                              ; preds = %874
  %884 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %875)
  %885 = bitcast <8 x float> %875 to <8 x i32>
  %886 = or <8 x i32> %885, %46
  %887 = bitcast <8 x i32> %886 to <8 x float>
  %888 = fcmp oeq <8 x float> %875, %33
  %889 = select <8 x i1> %888, <8 x float> %887, <8 x float> %884
  br label %893

890:                                              ; preds = %874
  %891 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %837, <8 x i1> %699, <8 x float> zeroinitializer)
  %892 = fadd <8 x float> %875, %891
  br label %893

893:                                              ; preds = %876, %883, %890, %773, %874, %855
  %894 = phi ptr [ %775, %773 ], [ %835, %876 ], [ %835, %855 ], [ %835, %874 ], [ %835, %890 ], [ %835, %883 ]
  %895 = phi <8 x float> [ %776, %773 ], [ %882, %876 ], [ %856, %855 ], [ %875, %874 ], [ %892, %890 ], [ %889, %883 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %895, ptr align 1 %894, <8 x i1> %699)
  br label %5827

896:                                              ; preds = %554
  %897 = sub i64 %7, %555
  %898 = icmp sgt i64 %897, 7
  %899 = trunc i64 %897 to i32
  %900 = select i1 %898, i32 8, i32 %899
  %901 = insertelement <8 x i32> poison, i32 %900, i64 0
  %902 = shufflevector <8 x i32> %901, <8 x i32> poison, <8 x i32> zeroinitializer
  %903 = icmp sgt <8 x i32> %902, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %42, label %911, label %904

904:                                              ; preds = %896
  %905 = load float, ptr %380, align 1
  %906 = insertelement <8 x float> poison, float %905, i64 0
  %907 = shufflevector <8 x float> %906, <8 x float> poison, <8 x i32> zeroinitializer
  %908 = load float, ptr %531, align 1
  %909 = insertelement <8 x float> poison, float %908, i64 0
  %910 = shufflevector <8 x float> %909, <8 x float> poison, <8 x i32> zeroinitializer
  br label %917

911:                                              ; preds = %896
  %912 = getelementptr float, ptr %363, i64 %555
  %913 = getelementptr float, ptr %912, i64 %383
  %914 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %913, <8 x i1> %903, <8 x float> zeroinitializer)
  %915 = getelementptr float, ptr %912, i64 %533
  %916 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %915, <8 x i1> %903, <8 x float> zeroinitializer)
  br label %917

917:                                              ; preds = %911, %904
  %918 = phi <8 x float> [ %914, %911 ], [ %907, %904 ]
  %919 = phi <8 x float> [ %916, %911 ], [ %910, %904 ]
  %920 = getelementptr inbounds float, ptr %361, i64 %555
  br i1 %43, label %921, label %940

921:                                              ; preds = %917
  br i1 %338, label %923, label %946

922:                                              ; preds = %946
  br i1 %340, label %940, label %923

923:                                              ; preds = %922, %921
  %924 = phi <8 x float> [ %918, %921 ], [ %972, %922 ]
  %925 = phi <8 x float> [ %919, %921 ], [ %977, %922 ]
  %926 = phi i64 [ 0, %921 ], [ %978, %922 ]
  tail call void @llvm.assume(i1 %341)
  %927 = mul nsw i64 %926, %7
  %928 = getelementptr inbounds float, ptr %920, i64 %927
  %929 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %928, <8 x i1> %903, <8 x float> zeroinitializer)
  %930 = getelementptr float, ptr %382, i64 %926
  %931 = load float, ptr %930, align 1
  %932 = insertelement <8 x float> poison, float %931, i64 0
  %933 = shufflevector <8 x float> %932, <8 x float> poison, <8 x i32> zeroinitializer
  %934 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %929, <8 x float> %933, <8 x float> %924)
  %935 = getelementptr float, ptr %930, i64 %5
  %936 = load float, ptr %935, align 1
  %937 = insertelement <8 x float> poison, float %936, i64 0
  %938 = shufflevector <8 x float> %937, <8 x float> poison, <8 x i32> zeroinitializer
  %939 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %929, <8 x float> %938, <8 x float> %925)
  br label %940

940:                                              ; preds = %923, %922, %917
  %941 = phi <8 x float> [ %918, %917 ], [ %972, %922 ], [ %934, %923 ]
  %942 = phi <8 x float> [ %919, %917 ], [ %977, %922 ], [ %939, %923 ]
  %943 = getelementptr float, ptr %368, i64 %555
  %944 = getelementptr float, ptr %943, i64 %383
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %941, ptr align 1 %944, <8 x i1> %903)
  %945 = getelementptr float, ptr %943, i64 %535
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %942, ptr align 1 %945, <8 x i1> %903)
  br i1 %44, label %5827, label %981

946:                                              ; preds = %921, %946
  %947 = phi <8 x float> [ %972, %946 ], [ %918, %921 ]
  %948 = phi <8 x float> [ %977, %946 ], [ %919, %921 ]
  %949 = phi i64 [ %978, %946 ], [ 0, %921 ]
  %950 = phi i64 [ %979, %946 ], [ 0, %921 ]
  %951 = mul nsw i64 %949, %7
  %952 = getelementptr inbounds float, ptr %920, i64 %951
  %953 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %952, <8 x i1> %903, <8 x float> zeroinitializer)
  %954 = getelementptr float, ptr %382, i64 %949
  %955 = load float, ptr %954, align 1
  %956 = insertelement <8 x float> poison, float %955, i64 0
  %957 = shufflevector <8 x float> %956, <8 x float> poison, <8 x i32> zeroinitializer
  %958 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %953, <8 x float> %957, <8 x float> %947)
  %959 = getelementptr float, ptr %954, i64 %5
  %960 = load float, ptr %959, align 1
  %961 = insertelement <8 x float> poison, float %960, i64 0
  %962 = shufflevector <8 x float> %961, <8 x float> poison, <8 x i32> zeroinitializer
  %963 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %953, <8 x float> %962, <8 x float> %948)
  %964 = or disjoint i64 %949, 1
  %965 = mul nsw i64 %964, %7
  %966 = getelementptr inbounds float, ptr %920, i64 %965
  %967 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %966, <8 x i1> %903, <8 x float> zeroinitializer)
  %968 = getelementptr float, ptr %382, i64 %964
  %969 = load float, ptr %968, align 1
  %970 = insertelement <8 x float> poison, float %969, i64 0
  %971 = shufflevector <8 x float> %970, <8 x float> poison, <8 x i32> zeroinitializer
  %972 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %967, <8 x float> %971, <8 x float> %958)
  %973 = getelementptr float, ptr %968, i64 %5
  %974 = load float, ptr %973, align 1
  %975 = insertelement <8 x float> poison, float %974, i64 0
  %976 = shufflevector <8 x float> %975, <8 x float> poison, <8 x i32> zeroinitializer
  %977 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %967, <8 x float> %976, <8 x float> %963)
  %978 = add nuw nsw i64 %949, 2
  %979 = add i64 %950, 2
  %980 = icmp eq i64 %979, %339
  br i1 %980, label %922, label %946

981:                                              ; preds = %940
  %982 = add nsw i64 %383, %555
  %983 = getelementptr inbounds float, ptr %368, i64 %982
  %984 = getelementptr inbounds float, ptr %366, i64 %982
  %985 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %983, <8 x i1> %903, <8 x float> zeroinitializer)
  switch i64 %308, label %643 [
    i64 1, label %989
    i64 2, label %992
    i64 3, label %999
    i64 0, label %986
  ]

986:                                              ; preds = %981
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %985, ptr align 1 %983, <8 x i1> %903)
  %987 = getelementptr float, ptr %550, i64 %555
  %988 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %987, <8 x i1> %903, <8 x float> zeroinitializer)
  br label %1105

989:                                              ; preds = %981
  %990 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %984, <8 x i1> %903, <8 x float> zeroinitializer)
  %991 = fadd <8 x float> %985, %990
  br label %1006

992:                                              ; preds = %981
  %993 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %985)
  %994 = bitcast <8 x float> %985 to <8 x i32>
  %995 = or <8 x i32> %994, %46
  %996 = bitcast <8 x i32> %995 to <8 x float>
  %997 = fcmp oeq <8 x float> %985, %33
  %998 = select <8 x i1> %997, <8 x float> %996, <8 x float> %993
  br label %1006

999:                                              ; preds = %981
  %1000 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %985)
  %1001 = bitcast <8 x float> %985 to <8 x i32>
  %1002 = and <8 x i32> %1001, %45
  %1003 = bitcast <8 x i32> %1002 to <8 x float>
  %1004 = fcmp oeq <8 x float> %985, %30
  %1005 = select <8 x i1> %1004, <8 x float> %1003, <8 x float> %1000
  br label %1006

1006:                                             ; preds = %999, %992, %989
  %1007 = phi <8 x float> [ %991, %989 ], [ %998, %992 ], [ %1005, %999 ]
  switch i64 %310, label %643 [
    i64 1, label %1022
    i64 2, label %1015
    i64 3, label %1008
    i64 0, label %1044
  ]

1008:                                             ; preds = %1006
  %1009 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1007)
  %1010 = bitcast <8 x float> %1007 to <8 x i32>
  %1011 = and <8 x i32> %1010, %45
  %1012 = bitcast <8 x i32> %1011 to <8 x float>
  %1013 = fcmp oeq <8 x float> %1007, %30
  %1014 = select <8 x i1> %1013, <8 x float> %1012, <8 x float> %1009
  br label %1025

1015:                                             ; preds = %1006
  %1016 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1007)
  %1017 = bitcast <8 x float> %1007 to <8 x i32>
  %1018 = or <8 x i32> %1017, %46
  %1019 = bitcast <8 x i32> %1018 to <8 x float>
  %1020 = fcmp oeq <8 x float> %1007, %33
  %1021 = select <8 x i1> %1020, <8 x float> %1019, <8 x float> %1016
  br label %1025

1022:                                             ; preds = %1006
  %1023 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %984, <8 x i1> %903, <8 x float> zeroinitializer)
  %1024 = fadd <8 x float> %1007, %1023
  br label %1025

1025:                                             ; preds = %1022, %1015, %1008
  %1026 = phi <8 x float> [ %1024, %1022 ], [ %1021, %1015 ], [ %1014, %1008 ]
  switch i64 %312, label %643 [
    i64 1, label %1041
    i64 2, label %1034
    i64 3, label %1027
    i64 0, label %1044
  ]

1027:                                             ; preds = %1025
  %1028 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1026)
  %1029 = bitcast <8 x float> %1026 to <8 x i32>
  %1030 = and <8 x i32> %1029, %45
  %1031 = bitcast <8 x i32> %1030 to <8 x float>
  %1032 = fcmp oeq <8 x float> %1026, %30
  %1033 = select <8 x i1> %1032, <8 x float> %1031, <8 x float> %1028
  br label %1044

1034:                                             ; preds = %1025
  %1035 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1026)
  %1036 = bitcast <8 x float> %1026 to <8 x i32>
  %1037 = or <8 x i32> %1036, %46
  %1038 = bitcast <8 x i32> %1037 to <8 x float>
  %1039 = fcmp oeq <8 x float> %1026, %33
  %1040 = select <8 x i1> %1039, <8 x float> %1038, <8 x float> %1035
  br label %1044

1041:                                             ; preds = %1025
  %1042 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %984, <8 x i1> %903, <8 x float> zeroinitializer)
  %1043 = fadd <8 x float> %1026, %1042
  br label %1044

1044:                                             ; preds = %1027, %1034, %1041, %1025, %1006
  %1045 = phi <8 x float> [ %1026, %1025 ], [ %1033, %1027 ], [ %1007, %1006 ], [ %1043, %1041 ], [ %1040, %1034 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1045, ptr align 1 %983, <8 x i1> %903)
  %1046 = add nsw i64 %535, %555
  %1047 = getelementptr inbounds float, ptr %368, i64 %1046
  %1048 = getelementptr inbounds float, ptr %366, i64 %1046
  %1049 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1047, <8 x i1> %903, <8 x float> zeroinitializer)
  switch i64 %308, label %643 [
    i64 1, label %1064
    i64 2, label %1057
    i64 3, label %1050
  ]

1050:                                             ; preds = %1044
  %1051 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1049)
  %1052 = bitcast <8 x float> %1049 to <8 x i32>
  %1053 = and <8 x i32> %1052, %45
  %1054 = bitcast <8 x i32> %1053 to <8 x float>
  %1055 = fcmp oeq <8 x float> %1049, %30
  %1056 = select <8 x i1> %1055, <8 x float> %1054, <8 x float> %1051
  br label %1067

1057:                                             ; preds = %1044
  %1058 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1049)
  %1059 = bitcast <8 x float> %1049 to <8 x i32>
  %1060 = or <8 x i32> %1059, %46
  %1061 = bitcast <8 x i32> %1060 to <8 x float>
  %1062 = fcmp oeq <8 x float> %1049, %33
  %1063 = select <8 x i1> %1062, <8 x float> %1061, <8 x float> %1058
  br label %1067

1064:                                             ; preds = %1044
  %1065 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1048, <8 x i1> %903, <8 x float> zeroinitializer)
  %1066 = fadd <8 x float> %1049, %1065
  br label %1067

1067:                                             ; preds = %1064, %1057, %1050
  %1068 = phi <8 x float> [ %1066, %1064 ], [ %1063, %1057 ], [ %1056, %1050 ]
  switch i64 %314, label %643 [
    i64 1, label %1083
    i64 2, label %1076
    i64 3, label %1069
    i64 0, label %1105
  ]

1069:                                             ; preds = %1067
  %1070 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1068)
  %1071 = bitcast <8 x float> %1068 to <8 x i32>
  %1072 = and <8 x i32> %1071, %45
  %1073 = bitcast <8 x i32> %1072 to <8 x float>
  %1074 = fcmp oeq <8 x float> %1068, %30
  %1075 = select <8 x i1> %1074, <8 x float> %1073, <8 x float> %1070
  br label %1086

1076:                                             ; preds = %1067
  %1077 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1068)
  %1078 = bitcast <8 x float> %1068 to <8 x i32>
  %1079 = or <8 x i32> %1078, %46
  %1080 = bitcast <8 x i32> %1079 to <8 x float>
  %1081 = fcmp oeq <8 x float> %1068, %33
  %1082 = select <8 x i1> %1081, <8 x float> %1080, <8 x float> %1077
  br label %1086

1083:                                             ; preds = %1067
  %1084 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1048, <8 x i1> %903, <8 x float> zeroinitializer)
  %1085 = fadd <8 x float> %1068, %1084
  br label %1086

1086:                                             ; preds = %1083, %1076, %1069
  %1087 = phi <8 x float> [ %1085, %1083 ], [ %1082, %1076 ], [ %1075, %1069 ]
  switch i64 %316, label %643 [
    i64 1, label %1102
    i64 2, label %1095
    i64 3, label %1088
    i64 0, label %1105
  ]

1088:                                             ; preds = %1086
  %1089 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1087)
  %1090 = bitcast <8 x float> %1087 to <8 x i32>
  %1091 = and <8 x i32> %1090, %45
  %1092 = bitcast <8 x i32> %1091 to <8 x float>
  %1093 = fcmp oeq <8 x float> %1087, %30
  %1094 = select <8 x i1> %1093, <8 x float> %1092, <8 x float> %1089
  br label %1105

1095:                                             ; preds = %1086
  %1096 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1087)
  %1097 = bitcast <8 x float> %1087 to <8 x i32>
  %1098 = or <8 x i32> %1097, %46
  %1099 = bitcast <8 x i32> %1098 to <8 x float>
  %1100 = fcmp oeq <8 x float> %1087, %33
  %1101 = select <8 x i1> %1100, <8 x float> %1099, <8 x float> %1096
  br label %1105

1102:                                             ; preds = %1086
  %1103 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1048, <8 x i1> %903, <8 x float> zeroinitializer)
  %1104 = fadd <8 x float> %1087, %1103
  br label %1105

1105:                                             ; preds = %1088, %1095, %1102, %986, %1086, %1067
  %1106 = phi ptr [ %987, %986 ], [ %1047, %1088 ], [ %1047, %1067 ], [ %1047, %1086 ], [ %1047, %1102 ], [ %1047, %1095 ]
  %1107 = phi <8 x float> [ %988, %986 ], [ %1094, %1088 ], [ %1068, %1067 ], [ %1087, %1086 ], [ %1104, %1102 ], [ %1101, %1095 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1107, ptr align 1 %1106, <8 x i1> %903)
  br label %5827

1108:                                             ; preds = %554
  %1109 = sub i64 %7, %555
  %1110 = icmp sgt i64 %1109, 7
  %1111 = trunc i64 %1109 to i32
  %1112 = select i1 %1110, i32 8, i32 %1111
  %1113 = insertelement <8 x i32> poison, i32 %1112, i64 0
  %1114 = shufflevector <8 x i32> %1113, <8 x i32> poison, <8 x i32> zeroinitializer
  %1115 = icmp sgt <8 x i32> %1114, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1116 = add i64 %555, 8
  %1117 = sub i64 %7, %1116
  %1118 = icmp sgt i64 %1117, 7
  %1119 = trunc i64 %1117 to i32
  %1120 = select i1 %1118, i32 8, i32 %1119
  %1121 = insertelement <8 x i32> poison, i32 %1120, i64 0
  %1122 = shufflevector <8 x i32> %1121, <8 x i32> poison, <8 x i32> zeroinitializer
  %1123 = icmp sgt <8 x i32> %1122, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %42, label %1135, label %1124

1124:                                             ; preds = %1108
  %1125 = load float, ptr %380, align 1
  %1126 = insertelement <8 x float> poison, float %1125, i64 0
  %1127 = shufflevector <8 x float> %1126, <8 x float> poison, <8 x i32> zeroinitializer
  %1128 = insertelement <8 x float> poison, float %1125, i64 0
  %1129 = shufflevector <8 x float> %1128, <8 x float> poison, <8 x i32> zeroinitializer
  %1130 = load float, ptr %526, align 1
  %1131 = insertelement <8 x float> poison, float %1130, i64 0
  %1132 = shufflevector <8 x float> %1131, <8 x float> poison, <8 x i32> zeroinitializer
  %1133 = insertelement <8 x float> poison, float %1130, i64 0
  %1134 = shufflevector <8 x float> %1133, <8 x float> poison, <8 x i32> zeroinitializer
  br label %1145

1135:                                             ; preds = %1108
  %1136 = getelementptr float, ptr %363, i64 %555
  %1137 = getelementptr float, ptr %1136, i64 %383
  %1138 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1137, <8 x i1> %1115, <8 x float> zeroinitializer)
  %1139 = getelementptr inbounds nuw i8, ptr %1137, i64 32
  %1140 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1139, <8 x i1> %1123, <8 x float> zeroinitializer)
  %1141 = getelementptr float, ptr %1136, i64 %530
  %1142 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1141, <8 x i1> %1115, <8 x float> zeroinitializer)
  %1143 = getelementptr inbounds nuw i8, ptr %1141, i64 32
  %1144 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1143, <8 x i1> %1123, <8 x float> zeroinitializer)
  br label %1145

1145:                                             ; preds = %1135, %1124
  %1146 = phi <8 x float> [ %1142, %1135 ], [ %1132, %1124 ]
  %1147 = phi <8 x float> [ %1138, %1135 ], [ %1127, %1124 ]
  %1148 = phi <8 x float> [ %1140, %1135 ], [ %1129, %1124 ]
  %1149 = phi i64 [ %530, %1135 ], [ %528, %1124 ]
  %1150 = phi <8 x float> [ %1144, %1135 ], [ %1134, %1124 ]
  %1151 = getelementptr inbounds float, ptr %361, i64 %555
  br i1 %43, label %1162, label %1152

1152:                                             ; preds = %1162, %1145
  %1153 = phi <8 x float> [ %1147, %1145 ], [ %1177, %1162 ]
  %1154 = phi <8 x float> [ %1148, %1145 ], [ %1178, %1162 ]
  %1155 = phi <8 x float> [ %1146, %1145 ], [ %1183, %1162 ]
  %1156 = phi <8 x float> [ %1150, %1145 ], [ %1184, %1162 ]
  %1157 = getelementptr float, ptr %368, i64 %555
  %1158 = getelementptr float, ptr %1157, i64 %383
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1153, ptr align 1 %1158, <8 x i1> %1115)
  %1159 = getelementptr inbounds nuw i8, ptr %1158, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1154, ptr nonnull align 1 %1159, <8 x i1> %1123)
  %1160 = getelementptr float, ptr %1157, i64 %1149
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1155, ptr align 1 %1160, <8 x i1> %1115)
  %1161 = getelementptr inbounds nuw i8, ptr %1160, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1156, ptr nonnull align 1 %1161, <8 x i1> %1123)
  br i1 %44, label %5827, label %1187

1162:                                             ; preds = %1145, %1162
  %1163 = phi <8 x float> [ %1177, %1162 ], [ %1147, %1145 ]
  %1164 = phi <8 x float> [ %1178, %1162 ], [ %1148, %1145 ]
  %1165 = phi <8 x float> [ %1183, %1162 ], [ %1146, %1145 ]
  %1166 = phi <8 x float> [ %1184, %1162 ], [ %1150, %1145 ]
  %1167 = phi i64 [ %1185, %1162 ], [ 0, %1145 ]
  %1168 = mul nsw i64 %1167, %7
  %1169 = getelementptr inbounds float, ptr %1151, i64 %1168
  %1170 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1169, <8 x i1> %1115, <8 x float> zeroinitializer)
  %1171 = getelementptr inbounds nuw i8, ptr %1169, i64 32
  %1172 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1171, <8 x i1> %1123, <8 x float> zeroinitializer)
  %1173 = getelementptr float, ptr %382, i64 %1167
  %1174 = load float, ptr %1173, align 1
  %1175 = insertelement <8 x float> poison, float %1174, i64 0
  %1176 = shufflevector <8 x float> %1175, <8 x float> poison, <8 x i32> zeroinitializer
  %1177 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1170, <8 x float> %1176, <8 x float> %1163)
  %1178 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1172, <8 x float> %1176, <8 x float> %1164)
  %1179 = getelementptr float, ptr %1173, i64 %5
  %1180 = load float, ptr %1179, align 1
  %1181 = insertelement <8 x float> poison, float %1180, i64 0
  %1182 = shufflevector <8 x float> %1181, <8 x float> poison, <8 x i32> zeroinitializer
  %1183 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1170, <8 x float> %1182, <8 x float> %1165)
  %1184 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1172, <8 x float> %1182, <8 x float> %1166)
  %1185 = add nuw nsw i64 %1167, 1
  %1186 = icmp eq i64 %1185, %5
  br i1 %1186, label %1152, label %1162

1187:                                             ; preds = %1152
  %1188 = add nsw i64 %383, %555
  %1189 = getelementptr inbounds float, ptr %368, i64 %1188
  %1190 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1189, <8 x i1> %1115, <8 x float> zeroinitializer)
  %1191 = getelementptr inbounds float, ptr %366, i64 %1188
  switch i64 %291, label %643 [
    i64 1, label %1202
    i64 2, label %1205
    i64 3, label %1212
    i64 0, label %1192
  ]

1192:                                             ; preds = %1187
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1190, ptr align 1 %1189, <8 x i1> %1115)
  %1193 = getelementptr float, ptr %368, i64 %1188
  %1194 = getelementptr i8, ptr %1193, i64 32
  %1195 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1194, <8 x i1> %1123, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1195, ptr align 1 %1194, <8 x i1> %1123)
  %1196 = add nsw i64 %1149, %555
  %1197 = getelementptr inbounds float, ptr %368, i64 %1196
  %1198 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1197, <8 x i1> %1115, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1198, ptr align 1 %1197, <8 x i1> %1115)
  %1199 = getelementptr float, ptr %368, i64 %1196
  %1200 = getelementptr i8, ptr %1199, i64 32
  %1201 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1200, <8 x i1> %1123, <8 x float> zeroinitializer)
  br label %1440

1202:                                             ; preds = %1187
  %1203 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1191, <8 x i1> %1115, <8 x float> zeroinitializer)
  %1204 = fadd <8 x float> %1190, %1203
  br label %1219

1205:                                             ; preds = %1187
  %1206 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1190)
  %1207 = bitcast <8 x float> %1190 to <8 x i32>
  %1208 = or <8 x i32> %1207, %46
  %1209 = bitcast <8 x i32> %1208 to <8 x float>
  %1210 = fcmp oeq <8 x float> %1190, %33
  %1211 = select <8 x i1> %1210, <8 x float> %1209, <8 x float> %1206
  br label %1219

1212:                                             ; preds = %1187
  %1213 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1190)
  %1214 = bitcast <8 x float> %1190 to <8 x i32>
  %1215 = and <8 x i32> %1214, %45
  %1216 = bitcast <8 x i32> %1215 to <8 x float>
  %1217 = fcmp oeq <8 x float> %1190, %30
  %1218 = select <8 x i1> %1217, <8 x float> %1216, <8 x float> %1213
  br label %1219

1219:                                             ; preds = %1212, %1205, %1202
  %1220 = phi <8 x float> [ %1204, %1202 ], [ %1211, %1205 ], [ %1218, %1212 ]
  switch i64 %293, label %643 [
    i64 1, label %1235
    i64 2, label %1228
    i64 3, label %1221
    i64 0, label %1257
  ]

1221:                                             ; preds = %1219
  %1222 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1220)
  %1223 = bitcast <8 x float> %1220 to <8 x i32>
  %1224 = and <8 x i32> %1223, %45
  %1225 = bitcast <8 x i32> %1224 to <8 x float>
  %1226 = fcmp oeq <8 x float> %1220, %30
  %1227 = select <8 x i1> %1226, <8 x float> %1225, <8 x float> %1222
  br label %1238

1228:                                             ; preds = %1219
  %1229 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1220)
  %1230 = bitcast <8 x float> %1220 to <8 x i32>
  %1231 = or <8 x i32> %1230, %46
  %1232 = bitcast <8 x i32> %1231 to <8 x float>
  %1233 = fcmp oeq <8 x float> %1220, %33
  %1234 = select <8 x i1> %1233, <8 x float> %1232, <8 x float> %1229
  br label %1238

1235:                                             ; preds = %1219
  %1236 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1191, <8 x i1> %1115, <8 x float> zeroinitializer)
  %1237 = fadd <8 x float> %1220, %1236
  br label %1238

1238:                                             ; preds = %1235, %1228, %1221
  %1239 = phi <8 x float> [ %1237, %1235 ], [ %1234, %1228 ], [ %1227, %1221 ]
  switch i64 %295, label %643 [
    i64 1, label %1254
    i64 2, label %1247
    i64 3, label %1240
    i64 0, label %1257
  ]

1240:                                             ; preds = %1238
  %1241 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1239)
  %1242 = bitcast <8 x float> %1239 to <8 x i32>
  %1243 = and <8 x i32> %1242, %45
  %1244 = bitcast <8 x i32> %1243 to <8 x float>
  %1245 = fcmp oeq <8 x float> %1239, %30
  %1246 = select <8 x i1> %1245, <8 x float> %1244, <8 x float> %1241
  br label %1257

1247:                                             ; preds = %1238
  %1248 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1239)
  %1249 = bitcast <8 x float> %1239 to <8 x i32>
  %1250 = or <8 x i32> %1249, %46
  %1251 = bitcast <8 x i32> %1250 to <8 x float>
  %1252 = fcmp oeq <8 x float> %1239, %33
  %1253 = select <8 x i1> %1252, <8 x float> %1251, <8 x float> %1248
  br label %1257

1254:                                             ; preds = %1238
  %1255 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1191, <8 x i1> %1115, <8 x float> zeroinitializer)
  %1256 = fadd <8 x float> %1239, %1255
  br label %1257

1257:                                             ; preds = %1240, %1247, %1254, %1238, %1219
  %1258 = phi <8 x float> [ %1239, %1238 ], [ %1246, %1240 ], [ %1220, %1219 ], [ %1256, %1254 ], [ %1253, %1247 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1258, ptr align 1 %1189, <8 x i1> %1115)
  %1259 = add nsw i64 %1188, 8
  %1260 = getelementptr inbounds float, ptr %368, i64 %1259
  %1261 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1260, <8 x i1> %1123, <8 x float> zeroinitializer)
  %1262 = getelementptr inbounds float, ptr %366, i64 %1259
  switch i64 %291, label %643 [
    i64 1, label %1277
    i64 2, label %1270
    i64 3, label %1263
  ]

1263:                                             ; preds = %1257
  %1264 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1261)
  %1265 = bitcast <8 x float> %1261 to <8 x i32>
  %1266 = and <8 x i32> %1265, %45
  %1267 = bitcast <8 x i32> %1266 to <8 x float>
  %1268 = fcmp oeq <8 x float> %1261, %30
  %1269 = select <8 x i1> %1268, <8 x float> %1267, <8 x float> %1264
  br label %1280

1270:                                             ; preds = %1257
  %1271 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1261)
  %1272 = bitcast <8 x float> %1261 to <8 x i32>
  %1273 = or <8 x i32> %1272, %46
  %1274 = bitcast <8 x i32> %1273 to <8 x float>
  %1275 = fcmp oeq <8 x float> %1261, %33
  %1276 = select <8 x i1> %1275, <8 x float> %1274, <8 x float> %1271
  br label %1280

1277:                                             ; preds = %1257
  %1278 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1262, <8 x i1> %1123, <8 x float> zeroinitializer)
  %1279 = fadd <8 x float> %1261, %1278
  br label %1280

1280:                                             ; preds = %1277, %1270, %1263
  %1281 = phi <8 x float> [ %1279, %1277 ], [ %1276, %1270 ], [ %1269, %1263 ]
  switch i64 %297, label %643 [
    i64 1, label %1296
    i64 2, label %1289
    i64 3, label %1282
    i64 0, label %1318
  ]

1282:                                             ; preds = %1280
  %1283 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1281)
  %1284 = bitcast <8 x float> %1281 to <8 x i32>
  %1285 = and <8 x i32> %1284, %45
  %1286 = bitcast <8 x i32> %1285 to <8 x float>
  %1287 = fcmp oeq <8 x float> %1281, %30
  %1288 = select <8 x i1> %1287, <8 x float> %1286, <8 x float> %1283
  br label %1299

1289:                                             ; preds = %1280
  %1290 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1281)
  %1291 = bitcast <8 x float> %1281 to <8 x i32>
  %1292 = or <8 x i32> %1291, %46
  %1293 = bitcast <8 x i32> %1292 to <8 x float>
  %1294 = fcmp oeq <8 x float> %1281, %33
  %1295 = select <8 x i1> %1294, <8 x float> %1293, <8 x float> %1290
  br label %1299

1296:                                             ; preds = %1280
  %1297 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1262, <8 x i1> %1123, <8 x float> zeroinitializer)
  %1298 = fadd <8 x float> %1281, %1297
  br label %1299

1299:                                             ; preds = %1296, %1289, %1282
  %1300 = phi <8 x float> [ %1298, %1296 ], [ %1295, %1289 ], [ %1288, %1282 ]
  switch i64 %299, label %643 [
    i64 1, label %1315
    i64 2, label %1308
    i64 3, label %1301
    i64 0, label %1318
  ]

1301:                                             ; preds = %1299
  %1302 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1300)
  %1303 = bitcast <8 x float> %1300 to <8 x i32>
  %1304 = and <8 x i32> %1303, %45
  %1305 = bitcast <8 x i32> %1304 to <8 x float>
  %1306 = fcmp oeq <8 x float> %1300, %30
  %1307 = select <8 x i1> %1306, <8 x float> %1305, <8 x float> %1302
  br label %1318

1308:                                             ; preds = %1299
  %1309 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1300)
  %1310 = bitcast <8 x float> %1300 to <8 x i32>
  %1311 = or <8 x i32> %1310, %46
  %1312 = bitcast <8 x i32> %1311 to <8 x float>
  %1313 = fcmp oeq <8 x float> %1300, %33
  %1314 = select <8 x i1> %1313, <8 x float> %1312, <8 x float> %1309
  br label %1318

1315:                                             ; preds = %1299
  %1316 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1262, <8 x i1> %1123, <8 x float> zeroinitializer)
  %1317 = fadd <8 x float> %1300, %1316
  br label %1318

1318:                                             ; preds = %1301, %1308, %1315, %1299, %1280
  %1319 = phi <8 x float> [ %1314, %1308 ], [ %1307, %1301 ], [ %1281, %1280 ], [ %1300, %1299 ], [ %1317, %1315 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1319, ptr align 1 %1260, <8 x i1> %1123)
  %1320 = add nsw i64 %1149, %555
  %1321 = getelementptr inbounds float, ptr %368, i64 %1320
  %1322 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1321, <8 x i1> %1115, <8 x float> zeroinitializer)
  %1323 = getelementptr inbounds float, ptr %366, i64 %1320
  switch i64 %291, label %643 [
    i64 1, label %1338
    i64 2, label %1331
    i64 3, label %1324
  ]

1324:                                             ; preds = %1318
  %1325 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1322)
  %1326 = bitcast <8 x float> %1322 to <8 x i32>
  %1327 = and <8 x i32> %1326, %45
  %1328 = bitcast <8 x i32> %1327 to <8 x float>
  %1329 = fcmp oeq <8 x float> %1322, %30
  %1330 = select <8 x i1> %1329, <8 x float> %1328, <8 x float> %1325
  br label %1341

1331:                                             ; preds = %1318
  %1332 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1322)
  %1333 = bitcast <8 x float> %1322 to <8 x i32>
  %1334 = or <8 x i32> %1333, %46
  %1335 = bitcast <8 x i32> %1334 to <8 x float>
  %1336 = fcmp oeq <8 x float> %1322, %33
  %1337 = select <8 x i1> %1336, <8 x float> %1335, <8 x float> %1332
  br label %1341

1338:                                             ; preds = %1318
  %1339 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1323, <8 x i1> %1115, <8 x float> zeroinitializer)
  %1340 = fadd <8 x float> %1322, %1339
  br label %1341

1341:                                             ; preds = %1338, %1331, %1324
  %1342 = phi <8 x float> [ %1340, %1338 ], [ %1337, %1331 ], [ %1330, %1324 ]
  switch i64 %301, label %643 [
    i64 1, label %1357
    i64 2, label %1350
    i64 3, label %1343
    i64 0, label %1379
  ]

1343:                                             ; preds = %1341
  %1344 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1342)
  %1345 = bitcast <8 x float> %1342 to <8 x i32>
  %1346 = and <8 x i32> %1345, %45
  %1347 = bitcast <8 x i32> %1346 to <8 x float>
  %1348 = fcmp oeq <8 x float> %1342, %30
  %1349 = select <8 x i1> %1348, <8 x float> %1347, <8 x float> %1344
  br label %1360

1350:                                             ; preds = %1341
  %1351 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1342)
  %1352 = bitcast <8 x float> %1342 to <8 x i32>
  %1353 = or <8 x i32> %1352, %46
  %1354 = bitcast <8 x i32> %1353 to <8 x float>
  %1355 = fcmp oeq <8 x float> %1342, %33
  %1356 = select <8 x i1> %1355, <8 x float> %1354, <8 x float> %1351
  br label %1360

1357:                                             ; preds = %1341
  %1358 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1323, <8 x i1> %1115, <8 x float> zeroinitializer)
  %1359 = fadd <8 x float> %1342, %1358
  br label %1360

1360:                                             ; preds = %1357, %1350, %1343
  %1361 = phi <8 x float> [ %1359, %1357 ], [ %1356, %1350 ], [ %1349, %1343 ]
  switch i64 %303, label %643 [
    i64 1, label %1376
    i64 2, label %1369
    i64 3, label %1362
    i64 0, label %1379
  ]

1362:                                             ; preds = %1360
  %1363 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1361)
  %1364 = bitcast <8 x float> %1361 to <8 x i32>
  %1365 = and <8 x i32> %1364, %45
  %1366 = bitcast <8 x i32> %1365 to <8 x float>
  %1367 = fcmp oeq <8 x float> %1361, %30
  %1368 = select <8 x i1> %1367, <8 x float> %1366, <8 x float> %1363
  br label %1379

1369:                                             ; preds = %1360
  %1370 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1361)
  %1371 = bitcast <8 x float> %1361 to <8 x i32>
  %1372 = or <8 x i32> %1371, %46
  %1373 = bitcast <8 x i32> %1372 to <8 x float>
  %1374 = fcmp oeq <8 x float> %1361, %33
  %1375 = select <8 x i1> %1374, <8 x float> %1373, <8 x float> %1370
  br label %1379

1376:                                             ; preds = %1360
  %1377 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1323, <8 x i1> %1115, <8 x float> zeroinitializer)
  %1378 = fadd <8 x float> %1361, %1377
  br label %1379

1379:                                             ; preds = %1362, %1369, %1376, %1360, %1341
  %1380 = phi <8 x float> [ %1375, %1369 ], [ %1368, %1362 ], [ %1342, %1341 ], [ %1361, %1360 ], [ %1378, %1376 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1380, ptr align 1 %1321, <8 x i1> %1115)
  %1381 = add nsw i64 %1320, 8
  %1382 = getelementptr inbounds float, ptr %368, i64 %1381
  %1383 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1382, <8 x i1> %1123, <8 x float> zeroinitializer)
  %1384 = getelementptr inbounds float, ptr %366, i64 %1381
  switch i64 %291, label %643 [
    i64 1, label %1399
    i64 2, label %1392
    i64 3, label %1385
  ]

1385:                                             ; preds = %1379
  %1386 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1383)
  %1387 = bitcast <8 x float> %1383 to <8 x i32>
  %1388 = and <8 x i32> %1387, %45
  %1389 = bitcast <8 x i32> %1388 to <8 x float>
  %1390 = fcmp oeq <8 x float> %1383, %30
  %1391 = select <8 x i1> %1390, <8 x float> %1389, <8 x float> %1386
  br label %1402

1392:                                             ; preds = %1379
  %1393 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1383)
  %1394 = bitcast <8 x float> %1383 to <8 x i32>
  %1395 = or <8 x i32> %1394, %46
  %1396 = bitcast <8 x i32> %1395 to <8 x float>
  %1397 = fcmp oeq <8 x float> %1383, %33
  %1398 = select <8 x i1> %1397, <8 x float> %1396, <8 x float> %1393
  br label %1402

1399:                                             ; preds = %1379
  %1400 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1384, <8 x i1> %1123, <8 x float> zeroinitializer)
  %1401 = fadd <8 x float> %1383, %1400
  br label %1402

1402:                                             ; preds = %1399, %1392, %1385
  %1403 = phi <8 x float> [ %1401, %1399 ], [ %1398, %1392 ], [ %1391, %1385 ]
  switch i64 %305, label %643 [
    i64 1, label %1418
    i64 2, label %1411
    i64 3, label %1404
    i64 0, label %1440
  ]

1404:                                             ; preds = %1402
  %1405 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1403)
  %1406 = bitcast <8 x float> %1403 to <8 x i32>
  %1407 = and <8 x i32> %1406, %45
  %1408 = bitcast <8 x i32> %1407 to <8 x float>
  %1409 = fcmp oeq <8 x float> %1403, %30
  %1410 = select <8 x i1> %1409, <8 x float> %1408, <8 x float> %1405
  br label %1421

1411:                                             ; preds = %1402
  %1412 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1403)
  %1413 = bitcast <8 x float> %1403 to <8 x i32>
  %1414 = or <8 x i32> %1413, %46
  %1415 = bitcast <8 x i32> %1414 to <8 x float>
  %1416 = fcmp oeq <8 x float> %1403, %33
  %1417 = select <8 x i1> %1416, <8 x float> %1415, <8 x float> %1412
  br label %1421

1418:                                             ; preds = %1402
  %1419 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1384, <8 x i1> %1123, <8 x float> zeroinitializer)
  %1420 = fadd <8 x float> %1403, %1419
  br label %1421

1421:                                             ; preds = %1418, %1411, %1404
  %1422 = phi <8 x float> [ %1420, %1418 ], [ %1417, %1411 ], [ %1410, %1404 ]
  switch i64 %307, label %643 [
    i64 1, label %1437
    i64 2, label %1430
    i64 3, label %1423
    i64 0, label %1440
  ]

1423:                                             ; preds = %1421
  %1424 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1422)
  %1425 = bitcast <8 x float> %1422 to <8 x i32>
  %1426 = and <8 x i32> %1425, %45
  %1427 = bitcast <8 x i32> %1426 to <8 x float>
  %1428 = fcmp oeq <8 x float> %1422, %30
  %1429 = select <8 x i1> %1428, <8 x float> %1427, <8 x float> %1424
  br label %1440

1430:                                             ; preds = %1421
  %1431 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1422)
  %1432 = bitcast <8 x float> %1422 to <8 x i32>
  %1433 = or <8 x i32> %1432, %46
  %1434 = bitcast <8 x i32> %1433 to <8 x float>
  %1435 = fcmp oeq <8 x float> %1422, %33
  %1436 = select <8 x i1> %1435, <8 x float> %1434, <8 x float> %1431
  br label %1440

1437:                                             ; preds = %1421
  %1438 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1384, <8 x i1> %1123, <8 x float> zeroinitializer)
  %1439 = fadd <8 x float> %1422, %1438
  br label %1440

1440:                                             ; preds = %1423, %1430, %1437, %1192, %1421, %1402
  %1441 = phi ptr [ %1200, %1192 ], [ %1382, %1423 ], [ %1382, %1402 ], [ %1382, %1421 ], [ %1382, %1437 ], [ %1382, %1430 ]
  %1442 = phi <8 x float> [ %1201, %1192 ], [ %1429, %1423 ], [ %1403, %1402 ], [ %1422, %1421 ], [ %1439, %1437 ], [ %1436, %1430 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1442, ptr align 1 %1441, <8 x i1> %1123)
  br label %5827

1443:                                             ; preds = %554
  %1444 = sub i64 %7, %555
  %1445 = icmp sgt i64 %1444, 7
  %1446 = trunc i64 %1444 to i32
  %1447 = select i1 %1445, i32 8, i32 %1446
  %1448 = insertelement <8 x i32> poison, i32 %1447, i64 0
  %1449 = shufflevector <8 x i32> %1448, <8 x i32> poison, <8 x i32> zeroinitializer
  %1450 = icmp sgt <8 x i32> %1449, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %42, label %1461, label %1451

1451:                                             ; preds = %1443
  %1452 = load float, ptr %380, align 1
  %1453 = insertelement <8 x float> poison, float %1452, i64 0
  %1454 = shufflevector <8 x float> %1453, <8 x float> poison, <8 x i32> zeroinitializer
  %1455 = load float, ptr %516, align 1
  %1456 = insertelement <8 x float> poison, float %1455, i64 0
  %1457 = shufflevector <8 x float> %1456, <8 x float> poison, <8 x i32> zeroinitializer
  %1458 = load float, ptr %517, align 1
  %1459 = insertelement <8 x float> poison, float %1458, i64 0
  %1460 = shufflevector <8 x float> %1459, <8 x float> poison, <8 x i32> zeroinitializer
  br label %1469

1461:                                             ; preds = %1443
  %1462 = getelementptr float, ptr %363, i64 %555
  %1463 = getelementptr float, ptr %1462, i64 %383
  %1464 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1463, <8 x i1> %1450, <8 x float> zeroinitializer)
  %1465 = getelementptr float, ptr %1462, i64 %519
  %1466 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1465, <8 x i1> %1450, <8 x float> zeroinitializer)
  %1467 = getelementptr float, ptr %1462, i64 %521
  %1468 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1467, <8 x i1> %1450, <8 x float> zeroinitializer)
  br label %1469

1469:                                             ; preds = %1461, %1451
  %1470 = phi <8 x float> [ %1466, %1461 ], [ %1457, %1451 ]
  %1471 = phi <8 x float> [ %1464, %1461 ], [ %1454, %1451 ]
  %1472 = phi <8 x float> [ %1468, %1461 ], [ %1460, %1451 ]
  %1473 = getelementptr inbounds float, ptr %361, i64 %555
  br i1 %43, label %1474, label %1499

1474:                                             ; preds = %1469
  br i1 %333, label %1476, label %1507

1475:                                             ; preds = %1507
  br i1 %335, label %1499, label %1476

1476:                                             ; preds = %1475, %1474
  %1477 = phi <8 x float> [ %1471, %1474 ], [ %1539, %1475 ]
  %1478 = phi <8 x float> [ %1470, %1474 ], [ %1544, %1475 ]
  %1479 = phi <8 x float> [ %1472, %1474 ], [ %1549, %1475 ]
  %1480 = phi i64 [ 0, %1474 ], [ %1550, %1475 ]
  tail call void @llvm.assume(i1 %336)
  %1481 = mul nsw i64 %1480, %7
  %1482 = getelementptr inbounds float, ptr %1473, i64 %1481
  %1483 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1482, <8 x i1> %1450, <8 x float> zeroinitializer)
  %1484 = getelementptr float, ptr %382, i64 %1480
  %1485 = load float, ptr %1484, align 1
  %1486 = insertelement <8 x float> poison, float %1485, i64 0
  %1487 = shufflevector <8 x float> %1486, <8 x float> poison, <8 x i32> zeroinitializer
  %1488 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1483, <8 x float> %1487, <8 x float> %1477)
  %1489 = getelementptr float, ptr %1484, i64 %5
  %1490 = load float, ptr %1489, align 1
  %1491 = insertelement <8 x float> poison, float %1490, i64 0
  %1492 = shufflevector <8 x float> %1491, <8 x float> poison, <8 x i32> zeroinitializer
  %1493 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1483, <8 x float> %1492, <8 x float> %1478)
  %1494 = getelementptr i8, ptr %1484, i64 %277
  %1495 = load float, ptr %1494, align 1
  %1496 = insertelement <8 x float> poison, float %1495, i64 0
  %1497 = shufflevector <8 x float> %1496, <8 x float> poison, <8 x i32> zeroinitializer
  %1498 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1483, <8 x float> %1497, <8 x float> %1479)
  br label %1499

1499:                                             ; preds = %1476, %1475, %1469
  %1500 = phi <8 x float> [ %1471, %1469 ], [ %1539, %1475 ], [ %1488, %1476 ]
  %1501 = phi <8 x float> [ %1470, %1469 ], [ %1544, %1475 ], [ %1493, %1476 ]
  %1502 = phi <8 x float> [ %1472, %1469 ], [ %1549, %1475 ], [ %1498, %1476 ]
  %1503 = getelementptr float, ptr %368, i64 %555
  %1504 = getelementptr float, ptr %1503, i64 %383
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1500, ptr align 1 %1504, <8 x i1> %1450)
  %1505 = getelementptr float, ptr %1503, i64 %523
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1501, ptr align 1 %1505, <8 x i1> %1450)
  %1506 = getelementptr float, ptr %1503, i64 %525
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1502, ptr align 1 %1506, <8 x i1> %1450)
  br i1 %44, label %5827, label %1553

1507:                                             ; preds = %1474, %1507
  %1508 = phi <8 x float> [ %1539, %1507 ], [ %1471, %1474 ]
  %1509 = phi <8 x float> [ %1544, %1507 ], [ %1470, %1474 ]
  %1510 = phi <8 x float> [ %1549, %1507 ], [ %1472, %1474 ]
  %1511 = phi i64 [ %1550, %1507 ], [ 0, %1474 ]
  %1512 = phi i64 [ %1551, %1507 ], [ 0, %1474 ]
  %1513 = mul nsw i64 %1511, %7
  %1514 = getelementptr inbounds float, ptr %1473, i64 %1513
  %1515 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1514, <8 x i1> %1450, <8 x float> zeroinitializer)
  %1516 = getelementptr float, ptr %382, i64 %1511
  %1517 = load float, ptr %1516, align 1
  %1518 = insertelement <8 x float> poison, float %1517, i64 0
  %1519 = shufflevector <8 x float> %1518, <8 x float> poison, <8 x i32> zeroinitializer
  %1520 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1515, <8 x float> %1519, <8 x float> %1508)
  %1521 = getelementptr float, ptr %1516, i64 %5
  %1522 = load float, ptr %1521, align 1
  %1523 = insertelement <8 x float> poison, float %1522, i64 0
  %1524 = shufflevector <8 x float> %1523, <8 x float> poison, <8 x i32> zeroinitializer
  %1525 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1515, <8 x float> %1524, <8 x float> %1509)
  %1526 = getelementptr i8, ptr %1516, i64 %277
  %1527 = load float, ptr %1526, align 1
  %1528 = insertelement <8 x float> poison, float %1527, i64 0
  %1529 = shufflevector <8 x float> %1528, <8 x float> poison, <8 x i32> zeroinitializer
  %1530 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1515, <8 x float> %1529, <8 x float> %1510)
  %1531 = or disjoint i64 %1511, 1
  %1532 = mul nsw i64 %1531, %7
  %1533 = getelementptr inbounds float, ptr %1473, i64 %1532
  %1534 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1533, <8 x i1> %1450, <8 x float> zeroinitializer)
  %1535 = getelementptr float, ptr %382, i64 %1531
  %1536 = load float, ptr %1535, align 1
  %1537 = insertelement <8 x float> poison, float %1536, i64 0
  %1538 = shufflevector <8 x float> %1537, <8 x float> poison, <8 x i32> zeroinitializer
  %1539 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1534, <8 x float> %1538, <8 x float> %1520)
  %1540 = getelementptr float, ptr %1535, i64 %5
  %1541 = load float, ptr %1540, align 1
  %1542 = insertelement <8 x float> poison, float %1541, i64 0
  %1543 = shufflevector <8 x float> %1542, <8 x float> poison, <8 x i32> zeroinitializer
  %1544 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1534, <8 x float> %1543, <8 x float> %1525)
  %1545 = getelementptr i8, ptr %1535, i64 %277
  %1546 = load float, ptr %1545, align 1
  %1547 = insertelement <8 x float> poison, float %1546, i64 0
  %1548 = shufflevector <8 x float> %1547, <8 x float> poison, <8 x i32> zeroinitializer
  %1549 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1534, <8 x float> %1548, <8 x float> %1530)
  %1550 = add nuw nsw i64 %1511, 2
  %1551 = add i64 %1512, 2
  %1552 = icmp eq i64 %1551, %334
  br i1 %1552, label %1475, label %1507

1553:                                             ; preds = %1499
  %1554 = add nsw i64 %383, %555
  %1555 = getelementptr inbounds float, ptr %368, i64 %1554
  %1556 = getelementptr inbounds float, ptr %366, i64 %1554
  %1557 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1555, <8 x i1> %1450, <8 x float> zeroinitializer)
  switch i64 %278, label %643 [
    i64 1, label %1563
    i64 2, label %1566
    i64 3, label %1573
    i64 0, label %1558
  ]

1558:                                             ; preds = %1553
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1557, ptr align 1 %1555, <8 x i1> %1450)
  %1559 = getelementptr float, ptr %548, i64 %555
  %1560 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1559, <8 x i1> %1450, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1560, ptr align 1 %1559, <8 x i1> %1450)
  %1561 = getelementptr float, ptr %549, i64 %555
  %1562 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1561, <8 x i1> %1450, <8 x float> zeroinitializer)
  br label %1740

1563:                                             ; preds = %1553
  %1564 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1556, <8 x i1> %1450, <8 x float> zeroinitializer)
  %1565 = fadd <8 x float> %1557, %1564
  br label %1580

1566:                                             ; preds = %1553
  %1567 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1557)
  %1568 = bitcast <8 x float> %1557 to <8 x i32>
  %1569 = or <8 x i32> %1568, %46
  %1570 = bitcast <8 x i32> %1569 to <8 x float>
  %1571 = fcmp oeq <8 x float> %1557, %33
  %1572 = select <8 x i1> %1571, <8 x float> %1570, <8 x float> %1567
  br label %1580

1573:                                             ; preds = %1553
  %1574 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1557)
  %1575 = bitcast <8 x float> %1557 to <8 x i32>
  %1576 = and <8 x i32> %1575, %45
  %1577 = bitcast <8 x i32> %1576 to <8 x float>
  %1578 = fcmp oeq <8 x float> %1557, %30
  %1579 = select <8 x i1> %1578, <8 x float> %1577, <8 x float> %1574
  br label %1580

1580:                                             ; preds = %1573, %1566, %1563
  %1581 = phi <8 x float> [ %1565, %1563 ], [ %1572, %1566 ], [ %1579, %1573 ]
  switch i64 %280, label %643 [
    i64 1, label %1596
    i64 2, label %1589
    i64 3, label %1582
    i64 0, label %1618
  ]

1582:                                             ; preds = %1580
  %1583 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1581)
  %1584 = bitcast <8 x float> %1581 to <8 x i32>
  %1585 = and <8 x i32> %1584, %45
  %1586 = bitcast <8 x i32> %1585 to <8 x float>
  %1587 = fcmp oeq <8 x float> %1581, %30
  %1588 = select <8 x i1> %1587, <8 x float> %1586, <8 x float> %1583
  br label %1599

1589:                                             ; preds = %1580
  %1590 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1581)
  %1591 = bitcast <8 x float> %1581 to <8 x i32>
  %1592 = or <8 x i32> %1591, %46
  %1593 = bitcast <8 x i32> %1592 to <8 x float>
  %1594 = fcmp oeq <8 x float> %1581, %33
  %1595 = select <8 x i1> %1594, <8 x float> %1593, <8 x float> %1590
  br label %1599

1596:                                             ; preds = %1580
  %1597 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1556, <8 x i1> %1450, <8 x float> zeroinitializer)
  %1598 = fadd <8 x float> %1581, %1597
  br label %1599

1599:                                             ; preds = %1596, %1589, %1582
  %1600 = phi <8 x float> [ %1598, %1596 ], [ %1595, %1589 ], [ %1588, %1582 ]
  switch i64 %282, label %643 [
    i64 1, label %1615
    i64 2, label %1608
    i64 3, label %1601
    i64 0, label %1618
  ]

1601:                                             ; preds = %1599
  %1602 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1600)
  %1603 = bitcast <8 x float> %1600 to <8 x i32>
  %1604 = and <8 x i32> %1603, %45
  %1605 = bitcast <8 x i32> %1604 to <8 x float>
  %1606 = fcmp oeq <8 x float> %1600, %30
  %1607 = select <8 x i1> %1606, <8 x float> %1605, <8 x float> %1602
  br label %1618

1608:                                             ; preds = %1599
  %1609 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1600)
  %1610 = bitcast <8 x float> %1600 to <8 x i32>
  %1611 = or <8 x i32> %1610, %46
  %1612 = bitcast <8 x i32> %1611 to <8 x float>
  %1613 = fcmp oeq <8 x float> %1600, %33
  %1614 = select <8 x i1> %1613, <8 x float> %1612, <8 x float> %1609
  br label %1618

1615:                                             ; preds = %1599
  %1616 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1556, <8 x i1> %1450, <8 x float> zeroinitializer)
  %1617 = fadd <8 x float> %1600, %1616
  br label %1618

1618:                                             ; preds = %1601, %1608, %1615, %1599, %1580
  %1619 = phi <8 x float> [ %1600, %1599 ], [ %1607, %1601 ], [ %1581, %1580 ], [ %1617, %1615 ], [ %1614, %1608 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1619, ptr align 1 %1555, <8 x i1> %1450)
  %1620 = add nsw i64 %523, %555
  %1621 = getelementptr inbounds float, ptr %368, i64 %1620
  %1622 = getelementptr inbounds float, ptr %366, i64 %1620
  %1623 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1621, <8 x i1> %1450, <8 x float> zeroinitializer)
  switch i64 %278, label %643 [
    i64 1, label %1638
    i64 2, label %1631
    i64 3, label %1624
  ]

1624:                                             ; preds = %1618
  %1625 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1623)
  %1626 = bitcast <8 x float> %1623 to <8 x i32>
  %1627 = and <8 x i32> %1626, %45
  %1628 = bitcast <8 x i32> %1627 to <8 x float>
  %1629 = fcmp oeq <8 x float> %1623, %30
  %1630 = select <8 x i1> %1629, <8 x float> %1628, <8 x float> %1625
  br label %1641

1631:                                             ; preds = %1618
  %1632 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1623)
  %1633 = bitcast <8 x float> %1623 to <8 x i32>
  %1634 = or <8 x i32> %1633, %46
  %1635 = bitcast <8 x i32> %1634 to <8 x float>
  %1636 = fcmp oeq <8 x float> %1623, %33
  %1637 = select <8 x i1> %1636, <8 x float> %1635, <8 x float> %1632
  br label %1641

1638:                                             ; preds = %1618
  %1639 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1622, <8 x i1> %1450, <8 x float> zeroinitializer)
  %1640 = fadd <8 x float> %1623, %1639
  br label %1641

1641:                                             ; preds = %1638, %1631, %1624
  %1642 = phi <8 x float> [ %1640, %1638 ], [ %1637, %1631 ], [ %1630, %1624 ]
  switch i64 %284, label %643 [
    i64 1, label %1657
    i64 2, label %1650
    i64 3, label %1643
    i64 0, label %1679
  ]

1643:                                             ; preds = %1641
  %1644 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1642)
  %1645 = bitcast <8 x float> %1642 to <8 x i32>
  %1646 = and <8 x i32> %1645, %45
  %1647 = bitcast <8 x i32> %1646 to <8 x float>
  %1648 = fcmp oeq <8 x float> %1642, %30
  %1649 = select <8 x i1> %1648, <8 x float> %1647, <8 x float> %1644
  br label %1660

1650:                                             ; preds = %1641
  %1651 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1642)
  %1652 = bitcast <8 x float> %1642 to <8 x i32>
  %1653 = or <8 x i32> %1652, %46
  %1654 = bitcast <8 x i32> %1653 to <8 x float>
  %1655 = fcmp oeq <8 x float> %1642, %33
  %1656 = select <8 x i1> %1655, <8 x float> %1654, <8 x float> %1651
  br label %1660

1657:                                             ; preds = %1641
  %1658 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1622, <8 x i1> %1450, <8 x float> zeroinitializer)
  %1659 = fadd <8 x float> %1642, %1658
  br label %1660

1660:                                             ; preds = %1657, %1650, %1643
  %1661 = phi <8 x float> [ %1659, %1657 ], [ %1656, %1650 ], [ %1649, %1643 ]
  switch i64 %286, label %643 [
    i64 1, label %1676
    i64 2, label %1669
    i64 3, label %1662
    i64 0, label %1679
  ]

1662:                                             ; preds = %1660
  %1663 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1661)
  %1664 = bitcast <8 x float> %1661 to <8 x i32>
  %1665 = and <8 x i32> %1664, %45
  %1666 = bitcast <8 x i32> %1665 to <8 x float>
  %1667 = fcmp oeq <8 x float> %1661, %30
  %1668 = select <8 x i1> %1667, <8 x float> %1666, <8 x float> %1663
  br label %1679

1669:                                             ; preds = %1660
  %1670 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1661)
  %1671 = bitcast <8 x float> %1661 to <8 x i32>
  %1672 = or <8 x i32> %1671, %46
  %1673 = bitcast <8 x i32> %1672 to <8 x float>
  %1674 = fcmp oeq <8 x float> %1661, %33
  %1675 = select <8 x i1> %1674, <8 x float> %1673, <8 x float> %1670
  br label %1679

1676:                                             ; preds = %1660
  %1677 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1622, <8 x i1> %1450, <8 x float> zeroinitializer)
  %1678 = fadd <8 x float> %1661, %1677
  br label %1679

1679:                                             ; preds = %1662, %1669, %1676, %1660, %1641
  %1680 = phi <8 x float> [ %1675, %1669 ], [ %1668, %1662 ], [ %1642, %1641 ], [ %1661, %1660 ], [ %1678, %1676 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1680, ptr align 1 %1621, <8 x i1> %1450)
  %1681 = add nsw i64 %525, %555
  %1682 = getelementptr inbounds float, ptr %368, i64 %1681
  %1683 = getelementptr inbounds float, ptr %366, i64 %1681
  %1684 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1682, <8 x i1> %1450, <8 x float> zeroinitializer)
  switch i64 %278, label %643 [
    i64 1, label %1699
    i64 2, label %1692
    i64 3, label %1685
  ]

1685:                                             ; preds = %1679
  %1686 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1684)
  %1687 = bitcast <8 x float> %1684 to <8 x i32>
  %1688 = and <8 x i32> %1687, %45
  %1689 = bitcast <8 x i32> %1688 to <8 x float>
  %1690 = fcmp oeq <8 x float> %1684, %30
  %1691 = select <8 x i1> %1690, <8 x float> %1689, <8 x float> %1686
  br label %1702

1692:                                             ; preds = %1679
  %1693 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1684)
  %1694 = bitcast <8 x float> %1684 to <8 x i32>
  %1695 = or <8 x i32> %1694, %46
  %1696 = bitcast <8 x i32> %1695 to <8 x float>
  %1697 = fcmp oeq <8 x float> %1684, %33
  %1698 = select <8 x i1> %1697, <8 x float> %1696, <8 x float> %1693
  br label %1702

1699:                                             ; preds = %1679
  %1700 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1683, <8 x i1> %1450, <8 x float> zeroinitializer)
  %1701 = fadd <8 x float> %1684, %1700
  br label %1702

1702:                                             ; preds = %1699, %1692, %1685
  %1703 = phi <8 x float> [ %1701, %1699 ], [ %1698, %1692 ], [ %1691, %1685 ]
  switch i64 %288, label %643 [
    i64 1, label %1718
    i64 2, label %1711
    i64 3, label %1704
    i64 0, label %1740
  ]

1704:                                             ; preds = %1702
  %1705 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1703)
  %1706 = bitcast <8 x float> %1703 to <8 x i32>
  %1707 = and <8 x i32> %1706, %45
  %1708 = bitcast <8 x i32> %1707 to <8 x float>
  %1709 = fcmp oeq <8 x float> %1703, %30
  %1710 = select <8 x i1> %1709, <8 x float> %1708, <8 x float> %1705
  br label %1721

1711:                                             ; preds = %1702
  %1712 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1703)
  %1713 = bitcast <8 x float> %1703 to <8 x i32>
  %1714 = or <8 x i32> %1713, %46
  %1715 = bitcast <8 x i32> %1714 to <8 x float>
  %1716 = fcmp oeq <8 x float> %1703, %33
  %1717 = select <8 x i1> %1716, <8 x float> %1715, <8 x float> %1712
  br label %1721

1718:                                             ; preds = %1702
  %1719 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1683, <8 x i1> %1450, <8 x float> zeroinitializer)
  %1720 = fadd <8 x float> %1703, %1719
  br label %1721

1721:                                             ; preds = %1718, %1711, %1704
  %1722 = phi <8 x float> [ %1720, %1718 ], [ %1717, %1711 ], [ %1710, %1704 ]
  switch i64 %290, label %643 [
    i64 1, label %1737
    i64 2, label %1730
    i64 3, label %1723
    i64 0, label %1740
  ]

1723:                                             ; preds = %1721
  %1724 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1722)
  %1725 = bitcast <8 x float> %1722 to <8 x i32>
  %1726 = and <8 x i32> %1725, %45
  %1727 = bitcast <8 x i32> %1726 to <8 x float>
  %1728 = fcmp oeq <8 x float> %1722, %30
  %1729 = select <8 x i1> %1728, <8 x float> %1727, <8 x float> %1724
  br label %1740

1730:                                             ; preds = %1721
  %1731 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1722)
  %1732 = bitcast <8 x float> %1722 to <8 x i32>
  %1733 = or <8 x i32> %1732, %46
  %1734 = bitcast <8 x i32> %1733 to <8 x float>
  %1735 = fcmp oeq <8 x float> %1722, %33
  %1736 = select <8 x i1> %1735, <8 x float> %1734, <8 x float> %1731
  br label %1740

1737:                                             ; preds = %1721
  %1738 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1683, <8 x i1> %1450, <8 x float> zeroinitializer)
  %1739 = fadd <8 x float> %1722, %1738
  br label %1740

1740:                                             ; preds = %1723, %1730, %1737, %1558, %1721, %1702
  %1741 = phi ptr [ %1561, %1558 ], [ %1682, %1723 ], [ %1682, %1702 ], [ %1682, %1721 ], [ %1682, %1737 ], [ %1682, %1730 ]
  %1742 = phi <8 x float> [ %1562, %1558 ], [ %1729, %1723 ], [ %1703, %1702 ], [ %1722, %1721 ], [ %1739, %1737 ], [ %1736, %1730 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1742, ptr align 1 %1741, <8 x i1> %1450)
  br label %5827

1743:                                             ; preds = %554
  %1744 = sub i64 %7, %555
  %1745 = icmp sgt i64 %1744, 7
  %1746 = trunc i64 %1744 to i32
  %1747 = select i1 %1745, i32 8, i32 %1746
  %1748 = insertelement <8 x i32> poison, i32 %1747, i64 0
  %1749 = shufflevector <8 x i32> %1748, <8 x i32> poison, <8 x i32> zeroinitializer
  %1750 = icmp sgt <8 x i32> %1749, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1751 = add i64 %555, 8
  %1752 = sub i64 %7, %1751
  %1753 = icmp sgt i64 %1752, 7
  %1754 = trunc i64 %1752 to i32
  %1755 = select i1 %1753, i32 8, i32 %1754
  %1756 = insertelement <8 x i32> poison, i32 %1755, i64 0
  %1757 = shufflevector <8 x i32> %1756, <8 x i32> poison, <8 x i32> zeroinitializer
  %1758 = icmp sgt <8 x i32> %1757, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %42, label %1775, label %1759

1759:                                             ; preds = %1743
  %1760 = load float, ptr %380, align 1
  %1761 = insertelement <8 x float> poison, float %1760, i64 0
  %1762 = shufflevector <8 x float> %1761, <8 x float> poison, <8 x i32> zeroinitializer
  %1763 = insertelement <8 x float> poison, float %1760, i64 0
  %1764 = shufflevector <8 x float> %1763, <8 x float> poison, <8 x i32> zeroinitializer
  %1765 = load float, ptr %506, align 1
  %1766 = insertelement <8 x float> poison, float %1765, i64 0
  %1767 = shufflevector <8 x float> %1766, <8 x float> poison, <8 x i32> zeroinitializer
  %1768 = insertelement <8 x float> poison, float %1765, i64 0
  %1769 = shufflevector <8 x float> %1768, <8 x float> poison, <8 x i32> zeroinitializer
  %1770 = load float, ptr %509, align 1
  %1771 = insertelement <8 x float> poison, float %1770, i64 0
  %1772 = shufflevector <8 x float> %1771, <8 x float> poison, <8 x i32> zeroinitializer
  %1773 = insertelement <8 x float> poison, float %1770, i64 0
  %1774 = shufflevector <8 x float> %1773, <8 x float> poison, <8 x i32> zeroinitializer
  br label %1789

1775:                                             ; preds = %1743
  %1776 = getelementptr float, ptr %363, i64 %555
  %1777 = getelementptr float, ptr %1776, i64 %383
  %1778 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1777, <8 x i1> %1750, <8 x float> zeroinitializer)
  %1779 = getelementptr inbounds nuw i8, ptr %1777, i64 32
  %1780 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1779, <8 x i1> %1758, <8 x float> zeroinitializer)
  %1781 = getelementptr float, ptr %1776, i64 %513
  %1782 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1781, <8 x i1> %1750, <8 x float> zeroinitializer)
  %1783 = getelementptr inbounds nuw i8, ptr %1781, i64 32
  %1784 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1783, <8 x i1> %1758, <8 x float> zeroinitializer)
  %1785 = getelementptr float, ptr %1776, i64 %515
  %1786 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1785, <8 x i1> %1750, <8 x float> zeroinitializer)
  %1787 = getelementptr inbounds nuw i8, ptr %1785, i64 32
  %1788 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1787, <8 x i1> %1758, <8 x float> zeroinitializer)
  br label %1789

1789:                                             ; preds = %1775, %1759
  %1790 = phi <8 x float> [ %1786, %1775 ], [ %1772, %1759 ]
  %1791 = phi <8 x float> [ %1782, %1775 ], [ %1767, %1759 ]
  %1792 = phi <8 x float> [ %1778, %1775 ], [ %1762, %1759 ]
  %1793 = phi <8 x float> [ %1780, %1775 ], [ %1764, %1759 ]
  %1794 = phi i64 [ %513, %1775 ], [ %508, %1759 ]
  %1795 = phi <8 x float> [ %1784, %1775 ], [ %1769, %1759 ]
  %1796 = phi i64 [ %515, %1775 ], [ %511, %1759 ]
  %1797 = phi <8 x float> [ %1788, %1775 ], [ %1774, %1759 ]
  %1798 = getelementptr inbounds float, ptr %361, i64 %555
  br i1 %43, label %1813, label %1799

1799:                                             ; preds = %1813, %1789
  %1800 = phi <8 x float> [ %1792, %1789 ], [ %1830, %1813 ]
  %1801 = phi <8 x float> [ %1793, %1789 ], [ %1831, %1813 ]
  %1802 = phi <8 x float> [ %1791, %1789 ], [ %1836, %1813 ]
  %1803 = phi <8 x float> [ %1795, %1789 ], [ %1837, %1813 ]
  %1804 = phi <8 x float> [ %1790, %1789 ], [ %1842, %1813 ]
  %1805 = phi <8 x float> [ %1797, %1789 ], [ %1843, %1813 ]
  %1806 = getelementptr float, ptr %368, i64 %555
  %1807 = getelementptr float, ptr %1806, i64 %383
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1800, ptr align 1 %1807, <8 x i1> %1750)
  %1808 = getelementptr inbounds nuw i8, ptr %1807, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1801, ptr nonnull align 1 %1808, <8 x i1> %1758)
  %1809 = getelementptr float, ptr %1806, i64 %1794
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1802, ptr align 1 %1809, <8 x i1> %1750)
  %1810 = getelementptr inbounds nuw i8, ptr %1809, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1803, ptr nonnull align 1 %1810, <8 x i1> %1758)
  %1811 = getelementptr float, ptr %1806, i64 %1796
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1804, ptr align 1 %1811, <8 x i1> %1750)
  %1812 = getelementptr inbounds nuw i8, ptr %1811, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1805, ptr nonnull align 1 %1812, <8 x i1> %1758)
  br i1 %44, label %5827, label %1846

1813:                                             ; preds = %1789, %1813
  %1814 = phi <8 x float> [ %1830, %1813 ], [ %1792, %1789 ]
  %1815 = phi <8 x float> [ %1831, %1813 ], [ %1793, %1789 ]
  %1816 = phi <8 x float> [ %1836, %1813 ], [ %1791, %1789 ]
  %1817 = phi <8 x float> [ %1837, %1813 ], [ %1795, %1789 ]
  %1818 = phi <8 x float> [ %1842, %1813 ], [ %1790, %1789 ]
  %1819 = phi <8 x float> [ %1843, %1813 ], [ %1797, %1789 ]
  %1820 = phi i64 [ %1844, %1813 ], [ 0, %1789 ]
  %1821 = mul nsw i64 %1820, %7
  %1822 = getelementptr inbounds float, ptr %1798, i64 %1821
  %1823 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1822, <8 x i1> %1750, <8 x float> zeroinitializer)
  %1824 = getelementptr inbounds nuw i8, ptr %1822, i64 32
  %1825 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1824, <8 x i1> %1758, <8 x float> zeroinitializer)
  %1826 = getelementptr float, ptr %382, i64 %1820
  %1827 = load float, ptr %1826, align 1
  %1828 = insertelement <8 x float> poison, float %1827, i64 0
  %1829 = shufflevector <8 x float> %1828, <8 x float> poison, <8 x i32> zeroinitializer
  %1830 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1823, <8 x float> %1829, <8 x float> %1814)
  %1831 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1825, <8 x float> %1829, <8 x float> %1815)
  %1832 = getelementptr float, ptr %1826, i64 %5
  %1833 = load float, ptr %1832, align 1
  %1834 = insertelement <8 x float> poison, float %1833, i64 0
  %1835 = shufflevector <8 x float> %1834, <8 x float> poison, <8 x i32> zeroinitializer
  %1836 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1823, <8 x float> %1835, <8 x float> %1816)
  %1837 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1825, <8 x float> %1835, <8 x float> %1817)
  %1838 = getelementptr i8, ptr %1826, i64 %251
  %1839 = load float, ptr %1838, align 1
  %1840 = insertelement <8 x float> poison, float %1839, i64 0
  %1841 = shufflevector <8 x float> %1840, <8 x float> poison, <8 x i32> zeroinitializer
  %1842 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1823, <8 x float> %1841, <8 x float> %1818)
  %1843 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1825, <8 x float> %1841, <8 x float> %1819)
  %1844 = add nuw nsw i64 %1820, 1
  %1845 = icmp eq i64 %1844, %5
  br i1 %1845, label %1799, label %1813

1846:                                             ; preds = %1799
  %1847 = add nsw i64 %383, %555
  %1848 = getelementptr inbounds float, ptr %368, i64 %1847
  %1849 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1848, <8 x i1> %1750, <8 x float> zeroinitializer)
  %1850 = getelementptr inbounds float, ptr %366, i64 %1847
  switch i64 %252, label %643 [
    i64 1, label %1867
    i64 2, label %1870
    i64 3, label %1877
    i64 0, label %1851
  ]

1851:                                             ; preds = %1846
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1849, ptr align 1 %1848, <8 x i1> %1750)
  %1852 = getelementptr float, ptr %368, i64 %1847
  %1853 = getelementptr i8, ptr %1852, i64 32
  %1854 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1853, <8 x i1> %1758, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1854, ptr align 1 %1853, <8 x i1> %1758)
  %1855 = add nsw i64 %1794, %555
  %1856 = getelementptr inbounds float, ptr %368, i64 %1855
  %1857 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1856, <8 x i1> %1750, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1857, ptr align 1 %1856, <8 x i1> %1750)
  %1858 = getelementptr float, ptr %368, i64 %1855
  %1859 = getelementptr i8, ptr %1858, i64 32
  %1860 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1859, <8 x i1> %1758, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1860, ptr align 1 %1859, <8 x i1> %1758)
  %1861 = add nsw i64 %1796, %555
  %1862 = getelementptr inbounds float, ptr %368, i64 %1861
  %1863 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1862, <8 x i1> %1750, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1863, ptr align 1 %1862, <8 x i1> %1750)
  %1864 = getelementptr float, ptr %368, i64 %1861
  %1865 = getelementptr i8, ptr %1864, i64 32
  %1866 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1865, <8 x i1> %1758, <8 x float> zeroinitializer)
  br label %2227

1867:                                             ; preds = %1846
  %1868 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1850, <8 x i1> %1750, <8 x float> zeroinitializer)
  %1869 = fadd <8 x float> %1849, %1868
  br label %1884

1870:                                             ; preds = %1846
  %1871 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1849)
  %1872 = bitcast <8 x float> %1849 to <8 x i32>
  %1873 = or <8 x i32> %1872, %46
  %1874 = bitcast <8 x i32> %1873 to <8 x float>
  %1875 = fcmp oeq <8 x float> %1849, %33
  %1876 = select <8 x i1> %1875, <8 x float> %1874, <8 x float> %1871
  br label %1884

1877:                                             ; preds = %1846
  %1878 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1849)
  %1879 = bitcast <8 x float> %1849 to <8 x i32>
  %1880 = and <8 x i32> %1879, %45
  %1881 = bitcast <8 x i32> %1880 to <8 x float>
  %1882 = fcmp oeq <8 x float> %1849, %30
  %1883 = select <8 x i1> %1882, <8 x float> %1881, <8 x float> %1878
  br label %1884

1884:                                             ; preds = %1877, %1870, %1867
  %1885 = phi <8 x float> [ %1869, %1867 ], [ %1876, %1870 ], [ %1883, %1877 ]
  switch i64 %254, label %643 [
    i64 1, label %1900
    i64 2, label %1893
    i64 3, label %1886
    i64 0, label %1922
  ]

1886:                                             ; preds = %1884
  %1887 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1885)
  %1888 = bitcast <8 x float> %1885 to <8 x i32>
  %1889 = and <8 x i32> %1888, %45
  %1890 = bitcast <8 x i32> %1889 to <8 x float>
  %1891 = fcmp oeq <8 x float> %1885, %30
  %1892 = select <8 x i1> %1891, <8 x float> %1890, <8 x float> %1887
  br label %1903

1893:                                             ; preds = %1884
  %1894 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1885)
  %1895 = bitcast <8 x float> %1885 to <8 x i32>
  %1896 = or <8 x i32> %1895, %46
  %1897 = bitcast <8 x i32> %1896 to <8 x float>
  %1898 = fcmp oeq <8 x float> %1885, %33
  %1899 = select <8 x i1> %1898, <8 x float> %1897, <8 x float> %1894
  br label %1903

1900:                                             ; preds = %1884
  %1901 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1850, <8 x i1> %1750, <8 x float> zeroinitializer)
  %1902 = fadd <8 x float> %1885, %1901
  br label %1903

1903:                                             ; preds = %1900, %1893, %1886
  %1904 = phi <8 x float> [ %1902, %1900 ], [ %1899, %1893 ], [ %1892, %1886 ]
  switch i64 %256, label %643 [
    i64 1, label %1919
    i64 2, label %1912
    i64 3, label %1905
    i64 0, label %1922
  ]

1905:                                             ; preds = %1903
  %1906 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1904)
  %1907 = bitcast <8 x float> %1904 to <8 x i32>
  %1908 = and <8 x i32> %1907, %45
  %1909 = bitcast <8 x i32> %1908 to <8 x float>
  %1910 = fcmp oeq <8 x float> %1904, %30
  %1911 = select <8 x i1> %1910, <8 x float> %1909, <8 x float> %1906
  br label %1922

1912:                                             ; preds = %1903
  %1913 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1904)
  %1914 = bitcast <8 x float> %1904 to <8 x i32>
  %1915 = or <8 x i32> %1914, %46
  %1916 = bitcast <8 x i32> %1915 to <8 x float>
  %1917 = fcmp oeq <8 x float> %1904, %33
  %1918 = select <8 x i1> %1917, <8 x float> %1916, <8 x float> %1913
  br label %1922

1919:                                             ; preds = %1903
  %1920 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1850, <8 x i1> %1750, <8 x float> zeroinitializer)
  %1921 = fadd <8 x float> %1904, %1920
  br label %1922

1922:                                             ; preds = %1905, %1912, %1919, %1903, %1884
  %1923 = phi <8 x float> [ %1904, %1903 ], [ %1911, %1905 ], [ %1885, %1884 ], [ %1921, %1919 ], [ %1918, %1912 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1923, ptr align 1 %1848, <8 x i1> %1750)
  %1924 = add nsw i64 %1847, 8
  %1925 = getelementptr inbounds float, ptr %368, i64 %1924
  %1926 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1925, <8 x i1> %1758, <8 x float> zeroinitializer)
  %1927 = getelementptr inbounds float, ptr %366, i64 %1924
  switch i64 %252, label %643 [
    i64 1, label %1942
    i64 2, label %1935
    i64 3, label %1928
  ]

1928:                                             ; preds = %1922
  %1929 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1926)
  %1930 = bitcast <8 x float> %1926 to <8 x i32>
  %1931 = and <8 x i32> %1930, %45
  %1932 = bitcast <8 x i32> %1931 to <8 x float>
  %1933 = fcmp oeq <8 x float> %1926, %30
  %1934 = select <8 x i1> %1933, <8 x float> %1932, <8 x float> %1929
  br label %1945

1935:                                             ; preds = %1922
  %1936 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1926)
  %1937 = bitcast <8 x float> %1926 to <8 x i32>
  %1938 = or <8 x i32> %1937, %46
  %1939 = bitcast <8 x i32> %1938 to <8 x float>
  %1940 = fcmp oeq <8 x float> %1926, %33
  %1941 = select <8 x i1> %1940, <8 x float> %1939, <8 x float> %1936
  br label %1945

1942:                                             ; preds = %1922
  %1943 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1927, <8 x i1> %1758, <8 x float> zeroinitializer)
  %1944 = fadd <8 x float> %1926, %1943
  br label %1945

1945:                                             ; preds = %1942, %1935, %1928
  %1946 = phi <8 x float> [ %1944, %1942 ], [ %1941, %1935 ], [ %1934, %1928 ]
  switch i64 %258, label %643 [
    i64 1, label %1961
    i64 2, label %1954
    i64 3, label %1947
    i64 0, label %1983
  ]

1947:                                             ; preds = %1945
  %1948 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1946)
  %1949 = bitcast <8 x float> %1946 to <8 x i32>
  %1950 = and <8 x i32> %1949, %45
  %1951 = bitcast <8 x i32> %1950 to <8 x float>
  %1952 = fcmp oeq <8 x float> %1946, %30
  %1953 = select <8 x i1> %1952, <8 x float> %1951, <8 x float> %1948
  br label %1964

1954:                                             ; preds = %1945
  %1955 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1946)
  %1956 = bitcast <8 x float> %1946 to <8 x i32>
  %1957 = or <8 x i32> %1956, %46
  %1958 = bitcast <8 x i32> %1957 to <8 x float>
  %1959 = fcmp oeq <8 x float> %1946, %33
  %1960 = select <8 x i1> %1959, <8 x float> %1958, <8 x float> %1955
  br label %1964

1961:                                             ; preds = %1945
  %1962 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1927, <8 x i1> %1758, <8 x float> zeroinitializer)
  %1963 = fadd <8 x float> %1946, %1962
  br label %1964

1964:                                             ; preds = %1961, %1954, %1947
  %1965 = phi <8 x float> [ %1963, %1961 ], [ %1960, %1954 ], [ %1953, %1947 ]
  switch i64 %260, label %643 [
    i64 1, label %1980
    i64 2, label %1973
    i64 3, label %1966
    i64 0, label %1983
  ]

1966:                                             ; preds = %1964
  %1967 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1965)
  %1968 = bitcast <8 x float> %1965 to <8 x i32>
  %1969 = and <8 x i32> %1968, %45
  %1970 = bitcast <8 x i32> %1969 to <8 x float>
  %1971 = fcmp oeq <8 x float> %1965, %30
  %1972 = select <8 x i1> %1971, <8 x float> %1970, <8 x float> %1967
  br label %1983

1973:                                             ; preds = %1964
  %1974 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1965)
  %1975 = bitcast <8 x float> %1965 to <8 x i32>
  %1976 = or <8 x i32> %1975, %46
  %1977 = bitcast <8 x i32> %1976 to <8 x float>
  %1978 = fcmp oeq <8 x float> %1965, %33
  %1979 = select <8 x i1> %1978, <8 x float> %1977, <8 x float> %1974
  br label %1983

1980:                                             ; preds = %1964
  %1981 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1927, <8 x i1> %1758, <8 x float> zeroinitializer)
  %1982 = fadd <8 x float> %1965, %1981
  br label %1983

1983:                                             ; preds = %1966, %1973, %1980, %1964, %1945
  %1984 = phi <8 x float> [ %1979, %1973 ], [ %1972, %1966 ], [ %1946, %1945 ], [ %1965, %1964 ], [ %1982, %1980 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1984, ptr align 1 %1925, <8 x i1> %1758)
  %1985 = add nsw i64 %1794, %555
  %1986 = getelementptr inbounds float, ptr %368, i64 %1985
  %1987 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1986, <8 x i1> %1750, <8 x float> zeroinitializer)
  %1988 = getelementptr inbounds float, ptr %366, i64 %1985
  switch i64 %252, label %643 [
    i64 1, label %2003
    i64 2, label %1996
    i64 3, label %1989
  ]

1989:                                             ; preds = %1983
  %1990 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1987)
  %1991 = bitcast <8 x float> %1987 to <8 x i32>
  %1992 = and <8 x i32> %1991, %45
  %1993 = bitcast <8 x i32> %1992 to <8 x float>
  %1994 = fcmp oeq <8 x float> %1987, %30
  %1995 = select <8 x i1> %1994, <8 x float> %1993, <8 x float> %1990
  br label %2006

1996:                                             ; preds = %1983
  %1997 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1987)
  %1998 = bitcast <8 x float> %1987 to <8 x i32>
  %1999 = or <8 x i32> %1998, %46
  %2000 = bitcast <8 x i32> %1999 to <8 x float>
  %2001 = fcmp oeq <8 x float> %1987, %33
  %2002 = select <8 x i1> %2001, <8 x float> %2000, <8 x float> %1997
  br label %2006

2003:                                             ; preds = %1983
  %2004 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1988, <8 x i1> %1750, <8 x float> zeroinitializer)
  %2005 = fadd <8 x float> %1987, %2004
  br label %2006

2006:                                             ; preds = %2003, %1996, %1989
  %2007 = phi <8 x float> [ %2005, %2003 ], [ %2002, %1996 ], [ %1995, %1989 ]
  switch i64 %262, label %643 [
    i64 1, label %2022
    i64 2, label %2015
    i64 3, label %2008
    i64 0, label %2044
  ]

2008:                                             ; preds = %2006
  %2009 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2007)
  %2010 = bitcast <8 x float> %2007 to <8 x i32>
  %2011 = and <8 x i32> %2010, %45
  %2012 = bitcast <8 x i32> %2011 to <8 x float>
  %2013 = fcmp oeq <8 x float> %2007, %30
  %2014 = select <8 x i1> %2013, <8 x float> %2012, <8 x float> %2009
  br label %2025

2015:                                             ; preds = %2006
  %2016 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2007)
  %2017 = bitcast <8 x float> %2007 to <8 x i32>
  %2018 = or <8 x i32> %2017, %46
  %2019 = bitcast <8 x i32> %2018 to <8 x float>
  %2020 = fcmp oeq <8 x float> %2007, %33
  %2021 = select <8 x i1> %2020, <8 x float> %2019, <8 x float> %2016
  br label %2025

2022:                                             ; preds = %2006
  %2023 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1988, <8 x i1> %1750, <8 x float> zeroinitializer)
  %2024 = fadd <8 x float> %2007, %2023
  br label %2025

2025:                                             ; preds = %2022, %2015, %2008
  %2026 = phi <8 x float> [ %2024, %2022 ], [ %2021, %2015 ], [ %2014, %2008 ]
  switch i64 %264, label %643 [
    i64 1, label %2041
    i64 2, label %2034
    i64 3, label %2027
    i64 0, label %2044
  ]

2027:                                             ; preds = %2025
  %2028 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2026)
  %2029 = bitcast <8 x float> %2026 to <8 x i32>
  %2030 = and <8 x i32> %2029, %45
  %2031 = bitcast <8 x i32> %2030 to <8 x float>
  %2032 = fcmp oeq <8 x float> %2026, %30
  %2033 = select <8 x i1> %2032, <8 x float> %2031, <8 x float> %2028
  br label %2044

2034:                                             ; preds = %2025
  %2035 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2026)
  %2036 = bitcast <8 x float> %2026 to <8 x i32>
  %2037 = or <8 x i32> %2036, %46
  %2038 = bitcast <8 x i32> %2037 to <8 x float>
  %2039 = fcmp oeq <8 x float> %2026, %33
  %2040 = select <8 x i1> %2039, <8 x float> %2038, <8 x float> %2035
  br label %2044

2041:                                             ; preds = %2025
  %2042 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1988, <8 x i1> %1750, <8 x float> zeroinitializer)
  %2043 = fadd <8 x float> %2026, %2042
  br label %2044

2044:                                             ; preds = %2027, %2034, %2041, %2025, %2006
  %2045 = phi <8 x float> [ %2040, %2034 ], [ %2033, %2027 ], [ %2007, %2006 ], [ %2026, %2025 ], [ %2043, %2041 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2045, ptr align 1 %1986, <8 x i1> %1750)
  %2046 = add nsw i64 %1985, 8
  %2047 = getelementptr inbounds float, ptr %368, i64 %2046
  %2048 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2047, <8 x i1> %1758, <8 x float> zeroinitializer)
  %2049 = getelementptr inbounds float, ptr %366, i64 %2046
  switch i64 %252, label %643 [
    i64 1, label %2064
    i64 2, label %2057
    i64 3, label %2050
  ]

2050:                                             ; preds = %2044
  %2051 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2048)
  %2052 = bitcast <8 x float> %2048 to <8 x i32>
  %2053 = and <8 x i32> %2052, %45
  %2054 = bitcast <8 x i32> %2053 to <8 x float>
  %2055 = fcmp oeq <8 x float> %2048, %30
  %2056 = select <8 x i1> %2055, <8 x float> %2054, <8 x float> %2051
  br label %2067

2057:                                             ; preds = %2044
  %2058 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2048)
  %2059 = bitcast <8 x float> %2048 to <8 x i32>
  %2060 = or <8 x i32> %2059, %46
  %2061 = bitcast <8 x i32> %2060 to <8 x float>
  %2062 = fcmp oeq <8 x float> %2048, %33
  %2063 = select <8 x i1> %2062, <8 x float> %2061, <8 x float> %2058
  br label %2067

2064:                                             ; preds = %2044
  %2065 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2049, <8 x i1> %1758, <8 x float> zeroinitializer)
  %2066 = fadd <8 x float> %2048, %2065
  br label %2067

2067:                                             ; preds = %2064, %2057, %2050
  %2068 = phi <8 x float> [ %2066, %2064 ], [ %2063, %2057 ], [ %2056, %2050 ]
  switch i64 %266, label %643 [
    i64 1, label %2083
    i64 2, label %2076
    i64 3, label %2069
    i64 0, label %2105
  ]

2069:                                             ; preds = %2067
  %2070 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2068)
  %2071 = bitcast <8 x float> %2068 to <8 x i32>
  %2072 = and <8 x i32> %2071, %45
  %2073 = bitcast <8 x i32> %2072 to <8 x float>
  %2074 = fcmp oeq <8 x float> %2068, %30
  %2075 = select <8 x i1> %2074, <8 x float> %2073, <8 x float> %2070
  br label %2086

2076:                                             ; preds = %2067
  %2077 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2068)
  %2078 = bitcast <8 x float> %2068 to <8 x i32>
  %2079 = or <8 x i32> %2078, %46
  %2080 = bitcast <8 x i32> %2079 to <8 x float>
  %2081 = fcmp oeq <8 x float> %2068, %33
  %2082 = select <8 x i1> %2081, <8 x float> %2080, <8 x float> %2077
  br label %2086

2083:                                             ; preds = %2067
  %2084 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2049, <8 x i1> %1758, <8 x float> zeroinitializer)
  %2085 = fadd <8 x float> %2068, %2084
  br label %2086

2086:                                             ; preds = %2083, %2076, %2069
  %2087 = phi <8 x float> [ %2085, %2083 ], [ %2082, %2076 ], [ %2075, %2069 ]
  switch i64 %268, label %643 [
    i64 1, label %2102
    i64 2, label %2095
    i64 3, label %2088
    i64 0, label %2105
  ]

2088:                                             ; preds = %2086
  %2089 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2087)
  %2090 = bitcast <8 x float> %2087 to <8 x i32>
  %2091 = and <8 x i32> %2090, %45
  %2092 = bitcast <8 x i32> %2091 to <8 x float>
  %2093 = fcmp oeq <8 x float> %2087, %30
  %2094 = select <8 x i1> %2093, <8 x float> %2092, <8 x float> %2089
  br label %2105

2095:                                             ; preds = %2086
  %2096 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2087)
  %2097 = bitcast <8 x float> %2087 to <8 x i32>
  %2098 = or <8 x i32> %2097, %46
  %2099 = bitcast <8 x i32> %2098 to <8 x float>
  %2100 = fcmp oeq <8 x float> %2087, %33
  %2101 = select <8 x i1> %2100, <8 x float> %2099, <8 x float> %2096
  br label %2105

2102:                                             ; preds = %2086
  %2103 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2049, <8 x i1> %1758, <8 x float> zeroinitializer)
  %2104 = fadd <8 x float> %2087, %2103
  br label %2105

2105:                                             ; preds = %2088, %2095, %2102, %2086, %2067
  %2106 = phi <8 x float> [ %2101, %2095 ], [ %2094, %2088 ], [ %2068, %2067 ], [ %2087, %2086 ], [ %2104, %2102 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2106, ptr align 1 %2047, <8 x i1> %1758)
  %2107 = add nsw i64 %1796, %555
  %2108 = getelementptr inbounds float, ptr %368, i64 %2107
  %2109 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2108, <8 x i1> %1750, <8 x float> zeroinitializer)
  %2110 = getelementptr inbounds float, ptr %366, i64 %2107
  switch i64 %252, label %643 [
    i64 1, label %2125
    i64 2, label %2118
    i64 3, label %2111
  ]

2111:                                             ; preds = %2105
  %2112 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2109)
  %2113 = bitcast <8 x float> %2109 to <8 x i32>
  %2114 = and <8 x i32> %2113, %45
  %2115 = bitcast <8 x i32> %2114 to <8 x float>
  %2116 = fcmp oeq <8 x float> %2109, %30
  %2117 = select <8 x i1> %2116, <8 x float> %2115, <8 x float> %2112
  br label %2128

2118:                                             ; preds = %2105
  %2119 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2109)
  %2120 = bitcast <8 x float> %2109 to <8 x i32>
  %2121 = or <8 x i32> %2120, %46
  %2122 = bitcast <8 x i32> %2121 to <8 x float>
  %2123 = fcmp oeq <8 x float> %2109, %33
  %2124 = select <8 x i1> %2123, <8 x float> %2122, <8 x float> %2119
  br label %2128

2125:                                             ; preds = %2105
  %2126 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2110, <8 x i1> %1750, <8 x float> zeroinitializer)
  %2127 = fadd <8 x float> %2109, %2126
  br label %2128

2128:                                             ; preds = %2125, %2118, %2111
  %2129 = phi <8 x float> [ %2127, %2125 ], [ %2124, %2118 ], [ %2117, %2111 ]
  switch i64 %270, label %643 [
    i64 1, label %2144
    i64 2, label %2137
    i64 3, label %2130
    i64 0, label %2166
  ]

2130:                                             ; preds = %2128
  %2131 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2129)
  %2132 = bitcast <8 x float> %2129 to <8 x i32>
  %2133 = and <8 x i32> %2132, %45
  %2134 = bitcast <8 x i32> %2133 to <8 x float>
  %2135 = fcmp oeq <8 x float> %2129, %30
  %2136 = select <8 x i1> %2135, <8 x float> %2134, <8 x float> %2131
  br label %2147

2137:                                             ; preds = %2128
  %2138 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2129)
  %2139 = bitcast <8 x float> %2129 to <8 x i32>
  %2140 = or <8 x i32> %2139, %46
  %2141 = bitcast <8 x i32> %2140 to <8 x float>
  %2142 = fcmp oeq <8 x float> %2129, %33
  %2143 = select <8 x i1> %2142, <8 x float> %2141, <8 x float> %2138
  br label %2147

2144:                                             ; preds = %2128
  %2145 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2110, <8 x i1> %1750, <8 x float> zeroinitializer)
  %2146 = fadd <8 x float> %2129, %2145
  br label %2147

2147:                                             ; preds = %2144, %2137, %2130
  %2148 = phi <8 x float> [ %2146, %2144 ], [ %2143, %2137 ], [ %2136, %2130 ]
  switch i64 %272, label %643 [
    i64 1, label %2163
    i64 2, label %2156
    i64 3, label %2149
    i64 0, label %2166
  ]

2149:                                             ; preds = %2147
  %2150 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2148)
  %2151 = bitcast <8 x float> %2148 to <8 x i32>
  %2152 = and <8 x i32> %2151, %45
  %2153 = bitcast <8 x i32> %2152 to <8 x float>
  %2154 = fcmp oeq <8 x float> %2148, %30
  %2155 = select <8 x i1> %2154, <8 x float> %2153, <8 x float> %2150
  br label %2166

2156:                                             ; preds = %2147
  %2157 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2148)
  %2158 = bitcast <8 x float> %2148 to <8 x i32>
  %2159 = or <8 x i32> %2158, %46
  %2160 = bitcast <8 x i32> %2159 to <8 x float>
  %2161 = fcmp oeq <8 x float> %2148, %33
  %2162 = select <8 x i1> %2161, <8 x float> %2160, <8 x float> %2157
  br label %2166

2163:                                             ; preds = %2147
  %2164 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2110, <8 x i1> %1750, <8 x float> zeroinitializer)
  %2165 = fadd <8 x float> %2148, %2164
  br label %2166

2166:                                             ; preds = %2149, %2156, %2163, %2147, %2128
  %2167 = phi <8 x float> [ %2162, %2156 ], [ %2155, %2149 ], [ %2129, %2128 ], [ %2148, %2147 ], [ %2165, %2163 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2167, ptr align 1 %2108, <8 x i1> %1750)
  %2168 = add nsw i64 %2107, 8
  %2169 = getelementptr inbounds float, ptr %368, i64 %2168
  %2170 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2169, <8 x i1> %1758, <8 x float> zeroinitializer)
  %2171 = getelementptr inbounds float, ptr %366, i64 %2168
  switch i64 %252, label %643 [
    i64 1, label %2186
    i64 2, label %2179
    i64 3, label %2172
  ]

2172:                                             ; preds = %2166
  %2173 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2170)
  %2174 = bitcast <8 x float> %2170 to <8 x i32>
  %2175 = and <8 x i32> %2174, %45
  %2176 = bitcast <8 x i32> %2175 to <8 x float>
  %2177 = fcmp oeq <8 x float> %2170, %30
  %2178 = select <8 x i1> %2177, <8 x float> %2176, <8 x float> %2173
  br label %2189

2179:                                             ; preds = %2166
  %2180 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2170)
  %2181 = bitcast <8 x float> %2170 to <8 x i32>
  %2182 = or <8 x i32> %2181, %46
  %2183 = bitcast <8 x i32> %2182 to <8 x float>
  %2184 = fcmp oeq <8 x float> %2170, %33
  %2185 = select <8 x i1> %2184, <8 x float> %2183, <8 x float> %2180
  br label %2189

2186:                                             ; preds = %2166
  %2187 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2171, <8 x i1> %1758, <8 x float> zeroinitializer)
  %2188 = fadd <8 x float> %2170, %2187
  br label %2189

2189:                                             ; preds = %2186, %2179, %2172
  %2190 = phi <8 x float> [ %2188, %2186 ], [ %2185, %2179 ], [ %2178, %2172 ]
  switch i64 %274, label %643 [
    i64 1, label %2205
    i64 2, label %2198
    i64 3, label %2191
    i64 0, label %2227
  ]

2191:                                             ; preds = %2189
  %2192 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2190)
  %2193 = bitcast <8 x float> %2190 to <8 x i32>
  %2194 = and <8 x i32> %2193, %45
  %2195 = bitcast <8 x i32> %2194 to <8 x float>
  %2196 = fcmp oeq <8 x float> %2190, %30
  %2197 = select <8 x i1> %2196, <8 x float> %2195, <8 x float> %2192
  br label %2208

2198:                                             ; preds = %2189
  %2199 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2190)
  %2200 = bitcast <8 x float> %2190 to <8 x i32>
  %2201 = or <8 x i32> %2200, %46
  %2202 = bitcast <8 x i32> %2201 to <8 x float>
  %2203 = fcmp oeq <8 x float> %2190, %33
  %2204 = select <8 x i1> %2203, <8 x float> %2202, <8 x float> %2199
  br label %2208

2205:                                             ; preds = %2189
  %2206 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2171, <8 x i1> %1758, <8 x float> zeroinitializer)
  %2207 = fadd <8 x float> %2190, %2206
  br label %2208

2208:                                             ; preds = %2205, %2198, %2191
  %2209 = phi <8 x float> [ %2207, %2205 ], [ %2204, %2198 ], [ %2197, %2191 ]
  switch i64 %276, label %643 [
    i64 1, label %2224
    i64 2, label %2217
    i64 3, label %2210
    i64 0, label %2227
  ]

2210:                                             ; preds = %2208
  %2211 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2209)
  %2212 = bitcast <8 x float> %2209 to <8 x i32>
  %2213 = and <8 x i32> %2212, %45
  %2214 = bitcast <8 x i32> %2213 to <8 x float>
  %2215 = fcmp oeq <8 x float> %2209, %30
  %2216 = select <8 x i1> %2215, <8 x float> %2214, <8 x float> %2211
  br label %2227

2217:                                             ; preds = %2208
  %2218 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2209)
  %2219 = bitcast <8 x float> %2209 to <8 x i32>
  %2220 = or <8 x i32> %2219, %46
  %2221 = bitcast <8 x i32> %2220 to <8 x float>
  %2222 = fcmp oeq <8 x float> %2209, %33
  %2223 = select <8 x i1> %2222, <8 x float> %2221, <8 x float> %2218
  br label %2227

2224:                                             ; preds = %2208
  %2225 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2171, <8 x i1> %1758, <8 x float> zeroinitializer)
  %2226 = fadd <8 x float> %2209, %2225
  br label %2227

2227:                                             ; preds = %2210, %2217, %2224, %1851, %2208, %2189
  %2228 = phi ptr [ %1865, %1851 ], [ %2169, %2210 ], [ %2169, %2189 ], [ %2169, %2208 ], [ %2169, %2224 ], [ %2169, %2217 ]
  %2229 = phi <8 x float> [ %1866, %1851 ], [ %2216, %2210 ], [ %2190, %2189 ], [ %2209, %2208 ], [ %2226, %2224 ], [ %2223, %2217 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2229, ptr align 1 %2228, <8 x i1> %1758)
  br label %5827

2230:                                             ; preds = %554
  %2231 = sub i64 %7, %555
  %2232 = icmp sgt i64 %2231, 7
  %2233 = trunc i64 %2231 to i32
  %2234 = select i1 %2232, i32 8, i32 %2233
  %2235 = insertelement <8 x i32> poison, i32 %2234, i64 0
  %2236 = shufflevector <8 x i32> %2235, <8 x i32> poison, <8 x i32> zeroinitializer
  %2237 = icmp sgt <8 x i32> %2236, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %42, label %2251, label %2238

2238:                                             ; preds = %2230
  %2239 = load float, ptr %380, align 1
  %2240 = insertelement <8 x float> poison, float %2239, i64 0
  %2241 = shufflevector <8 x float> %2240, <8 x float> poison, <8 x i32> zeroinitializer
  %2242 = load float, ptr %491, align 1
  %2243 = insertelement <8 x float> poison, float %2242, i64 0
  %2244 = shufflevector <8 x float> %2243, <8 x float> poison, <8 x i32> zeroinitializer
  %2245 = load float, ptr %492, align 1
  %2246 = insertelement <8 x float> poison, float %2245, i64 0
  %2247 = shufflevector <8 x float> %2246, <8 x float> poison, <8 x i32> zeroinitializer
  %2248 = load float, ptr %493, align 1
  %2249 = insertelement <8 x float> poison, float %2248, i64 0
  %2250 = shufflevector <8 x float> %2249, <8 x float> poison, <8 x i32> zeroinitializer
  br label %2261

2251:                                             ; preds = %2230
  %2252 = getelementptr float, ptr %363, i64 %555
  %2253 = getelementptr float, ptr %2252, i64 %383
  %2254 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2253, <8 x i1> %2237, <8 x float> zeroinitializer)
  %2255 = getelementptr float, ptr %2252, i64 %495
  %2256 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2255, <8 x i1> %2237, <8 x float> zeroinitializer)
  %2257 = getelementptr float, ptr %2252, i64 %497
  %2258 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2257, <8 x i1> %2237, <8 x float> zeroinitializer)
  %2259 = getelementptr float, ptr %2252, i64 %499
  %2260 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2259, <8 x i1> %2237, <8 x float> zeroinitializer)
  br label %2261

2261:                                             ; preds = %2251, %2238
  %2262 = phi <8 x float> [ %2258, %2251 ], [ %2247, %2238 ]
  %2263 = phi <8 x float> [ %2254, %2251 ], [ %2241, %2238 ]
  %2264 = phi <8 x float> [ %2256, %2251 ], [ %2244, %2238 ]
  %2265 = phi <8 x float> [ %2260, %2251 ], [ %2250, %2238 ]
  %2266 = getelementptr inbounds float, ptr %361, i64 %555
  br i1 %43, label %2277, label %2267

2267:                                             ; preds = %2277, %2261
  %2268 = phi <8 x float> [ %2263, %2261 ], [ %2290, %2277 ]
  %2269 = phi <8 x float> [ %2264, %2261 ], [ %2295, %2277 ]
  %2270 = phi <8 x float> [ %2262, %2261 ], [ %2300, %2277 ]
  %2271 = phi <8 x float> [ %2265, %2261 ], [ %2305, %2277 ]
  %2272 = getelementptr float, ptr %368, i64 %555
  %2273 = getelementptr float, ptr %2272, i64 %383
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2268, ptr align 1 %2273, <8 x i1> %2237)
  %2274 = getelementptr float, ptr %2272, i64 %501
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2269, ptr align 1 %2274, <8 x i1> %2237)
  %2275 = getelementptr float, ptr %2272, i64 %503
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2270, ptr align 1 %2275, <8 x i1> %2237)
  %2276 = getelementptr float, ptr %2272, i64 %505
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2271, ptr align 1 %2276, <8 x i1> %2237)
  br i1 %44, label %5827, label %2308

2277:                                             ; preds = %2261, %2277
  %2278 = phi <8 x float> [ %2290, %2277 ], [ %2263, %2261 ]
  %2279 = phi <8 x float> [ %2295, %2277 ], [ %2264, %2261 ]
  %2280 = phi <8 x float> [ %2300, %2277 ], [ %2262, %2261 ]
  %2281 = phi <8 x float> [ %2305, %2277 ], [ %2265, %2261 ]
  %2282 = phi i64 [ %2306, %2277 ], [ 0, %2261 ]
  %2283 = mul nsw i64 %2282, %7
  %2284 = getelementptr inbounds float, ptr %2266, i64 %2283
  %2285 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2284, <8 x i1> %2237, <8 x float> zeroinitializer)
  %2286 = getelementptr float, ptr %382, i64 %2282
  %2287 = load float, ptr %2286, align 1
  %2288 = insertelement <8 x float> poison, float %2287, i64 0
  %2289 = shufflevector <8 x float> %2288, <8 x float> poison, <8 x i32> zeroinitializer
  %2290 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2285, <8 x float> %2289, <8 x float> %2278)
  %2291 = getelementptr float, ptr %2286, i64 %5
  %2292 = load float, ptr %2291, align 1
  %2293 = insertelement <8 x float> poison, float %2292, i64 0
  %2294 = shufflevector <8 x float> %2293, <8 x float> poison, <8 x i32> zeroinitializer
  %2295 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2285, <8 x float> %2294, <8 x float> %2279)
  %2296 = getelementptr i8, ptr %2286, i64 %232
  %2297 = load float, ptr %2296, align 1
  %2298 = insertelement <8 x float> poison, float %2297, i64 0
  %2299 = shufflevector <8 x float> %2298, <8 x float> poison, <8 x i32> zeroinitializer
  %2300 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2285, <8 x float> %2299, <8 x float> %2280)
  %2301 = getelementptr i8, ptr %2286, i64 %233
  %2302 = load float, ptr %2301, align 1
  %2303 = insertelement <8 x float> poison, float %2302, i64 0
  %2304 = shufflevector <8 x float> %2303, <8 x float> poison, <8 x i32> zeroinitializer
  %2305 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2285, <8 x float> %2304, <8 x float> %2281)
  %2306 = add nuw nsw i64 %2282, 1
  %2307 = icmp eq i64 %2306, %5
  br i1 %2307, label %2267, label %2277

2308:                                             ; preds = %2267
  %2309 = add nsw i64 %383, %555
  %2310 = getelementptr inbounds float, ptr %368, i64 %2309
  %2311 = getelementptr inbounds float, ptr %366, i64 %2309
  %2312 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2310, <8 x i1> %2237, <8 x float> zeroinitializer)
  switch i64 %234, label %643 [
    i64 1, label %2320
    i64 2, label %2323
    i64 3, label %2330
    i64 0, label %2313
  ]

2313:                                             ; preds = %2308
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2312, ptr align 1 %2310, <8 x i1> %2237)
  %2314 = getelementptr float, ptr %545, i64 %555
  %2315 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2314, <8 x i1> %2237, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2315, ptr align 1 %2314, <8 x i1> %2237)
  %2316 = getelementptr float, ptr %546, i64 %555
  %2317 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2316, <8 x i1> %2237, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2317, ptr align 1 %2316, <8 x i1> %2237)
  %2318 = getelementptr float, ptr %547, i64 %555
  %2319 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2318, <8 x i1> %2237, <8 x float> zeroinitializer)
  br label %2558

2320:                                             ; preds = %2308
  %2321 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2311, <8 x i1> %2237, <8 x float> zeroinitializer)
  %2322 = fadd <8 x float> %2312, %2321
  br label %2337

2323:                                             ; preds = %2308
  %2324 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2312)
  %2325 = bitcast <8 x float> %2312 to <8 x i32>
  %2326 = or <8 x i32> %2325, %46
  %2327 = bitcast <8 x i32> %2326 to <8 x float>
  %2328 = fcmp oeq <8 x float> %2312, %33
  %2329 = select <8 x i1> %2328, <8 x float> %2327, <8 x float> %2324
  br label %2337

2330:                                             ; preds = %2308
  %2331 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2312)
  %2332 = bitcast <8 x float> %2312 to <8 x i32>
  %2333 = and <8 x i32> %2332, %45
  %2334 = bitcast <8 x i32> %2333 to <8 x float>
  %2335 = fcmp oeq <8 x float> %2312, %30
  %2336 = select <8 x i1> %2335, <8 x float> %2334, <8 x float> %2331
  br label %2337

2337:                                             ; preds = %2330, %2323, %2320
  %2338 = phi <8 x float> [ %2322, %2320 ], [ %2329, %2323 ], [ %2336, %2330 ]
  switch i64 %236, label %643 [
    i64 1, label %2353
    i64 2, label %2346
    i64 3, label %2339
    i64 0, label %2375
  ]

2339:                                             ; preds = %2337
  %2340 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2338)
  %2341 = bitcast <8 x float> %2338 to <8 x i32>
  %2342 = and <8 x i32> %2341, %45
  %2343 = bitcast <8 x i32> %2342 to <8 x float>
  %2344 = fcmp oeq <8 x float> %2338, %30
  %2345 = select <8 x i1> %2344, <8 x float> %2343, <8 x float> %2340
  br label %2356

2346:                                             ; preds = %2337
  %2347 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2338)
  %2348 = bitcast <8 x float> %2338 to <8 x i32>
  %2349 = or <8 x i32> %2348, %46
  %2350 = bitcast <8 x i32> %2349 to <8 x float>
  %2351 = fcmp oeq <8 x float> %2338, %33
  %2352 = select <8 x i1> %2351, <8 x float> %2350, <8 x float> %2347
  br label %2356

2353:                                             ; preds = %2337
  %2354 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2311, <8 x i1> %2237, <8 x float> zeroinitializer)
  %2355 = fadd <8 x float> %2338, %2354
  br label %2356

2356:                                             ; preds = %2353, %2346, %2339
  %2357 = phi <8 x float> [ %2355, %2353 ], [ %2352, %2346 ], [ %2345, %2339 ]
  switch i64 %238, label %643 [
    i64 1, label %2372
    i64 2, label %2365
    i64 3, label %2358
    i64 0, label %2375
  ]

2358:                                             ; preds = %2356
  %2359 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2357)
  %2360 = bitcast <8 x float> %2357 to <8 x i32>
  %2361 = and <8 x i32> %2360, %45
  %2362 = bitcast <8 x i32> %2361 to <8 x float>
  %2363 = fcmp oeq <8 x float> %2357, %30
  %2364 = select <8 x i1> %2363, <8 x float> %2362, <8 x float> %2359
  br label %2375

2365:                                             ; preds = %2356
  %2366 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2357)
  %2367 = bitcast <8 x float> %2357 to <8 x i32>
  %2368 = or <8 x i32> %2367, %46
  %2369 = bitcast <8 x i32> %2368 to <8 x float>
  %2370 = fcmp oeq <8 x float> %2357, %33
  %2371 = select <8 x i1> %2370, <8 x float> %2369, <8 x float> %2366
  br label %2375

2372:                                             ; preds = %2356
  %2373 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2311, <8 x i1> %2237, <8 x float> zeroinitializer)
  %2374 = fadd <8 x float> %2357, %2373
  br label %2375

2375:                                             ; preds = %2358, %2365, %2372, %2356, %2337
  %2376 = phi <8 x float> [ %2357, %2356 ], [ %2364, %2358 ], [ %2338, %2337 ], [ %2374, %2372 ], [ %2371, %2365 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2376, ptr align 1 %2310, <8 x i1> %2237)
  %2377 = add nsw i64 %501, %555
  %2378 = getelementptr inbounds float, ptr %368, i64 %2377
  %2379 = getelementptr inbounds float, ptr %366, i64 %2377
  %2380 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2378, <8 x i1> %2237, <8 x float> zeroinitializer)
  switch i64 %234, label %643 [
    i64 1, label %2395
    i64 2, label %2388
    i64 3, label %2381
  ]

2381:                                             ; preds = %2375
  %2382 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2380)
  %2383 = bitcast <8 x float> %2380 to <8 x i32>
  %2384 = and <8 x i32> %2383, %45
  %2385 = bitcast <8 x i32> %2384 to <8 x float>
  %2386 = fcmp oeq <8 x float> %2380, %30
  %2387 = select <8 x i1> %2386, <8 x float> %2385, <8 x float> %2382
  br label %2398

2388:                                             ; preds = %2375
  %2389 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2380)
  %2390 = bitcast <8 x float> %2380 to <8 x i32>
  %2391 = or <8 x i32> %2390, %46
  %2392 = bitcast <8 x i32> %2391 to <8 x float>
  %2393 = fcmp oeq <8 x float> %2380, %33
  %2394 = select <8 x i1> %2393, <8 x float> %2392, <8 x float> %2389
  br label %2398

2395:                                             ; preds = %2375
  %2396 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2379, <8 x i1> %2237, <8 x float> zeroinitializer)
  %2397 = fadd <8 x float> %2380, %2396
  br label %2398

2398:                                             ; preds = %2395, %2388, %2381
  %2399 = phi <8 x float> [ %2397, %2395 ], [ %2394, %2388 ], [ %2387, %2381 ]
  switch i64 %240, label %643 [
    i64 1, label %2414
    i64 2, label %2407
    i64 3, label %2400
    i64 0, label %2436
  ]

2400:                                             ; preds = %2398
  %2401 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2399)
  %2402 = bitcast <8 x float> %2399 to <8 x i32>
  %2403 = and <8 x i32> %2402, %45
  %2404 = bitcast <8 x i32> %2403 to <8 x float>
  %2405 = fcmp oeq <8 x float> %2399, %30
  %2406 = select <8 x i1> %2405, <8 x float> %2404, <8 x float> %2401
  br label %2417

2407:                                             ; preds = %2398
  %2408 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2399)
  %2409 = bitcast <8 x float> %2399 to <8 x i32>
  %2410 = or <8 x i32> %2409, %46
  %2411 = bitcast <8 x i32> %2410 to <8 x float>
  %2412 = fcmp oeq <8 x float> %2399, %33
  %2413 = select <8 x i1> %2412, <8 x float> %2411, <8 x float> %2408
  br label %2417

2414:                                             ; preds = %2398
  %2415 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2379, <8 x i1> %2237, <8 x float> zeroinitializer)
  %2416 = fadd <8 x float> %2399, %2415
  br label %2417

2417:                                             ; preds = %2414, %2407, %2400
  %2418 = phi <8 x float> [ %2416, %2414 ], [ %2413, %2407 ], [ %2406, %2400 ]
  switch i64 %242, label %643 [
    i64 1, label %2433
    i64 2, label %2426
    i64 3, label %2419
    i64 0, label %2436
  ]

2419:                                             ; preds = %2417
  %2420 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2418)
  %2421 = bitcast <8 x float> %2418 to <8 x i32>
  %2422 = and <8 x i32> %2421, %45
  %2423 = bitcast <8 x i32> %2422 to <8 x float>
  %2424 = fcmp oeq <8 x float> %2418, %30
  %2425 = select <8 x i1> %2424, <8 x float> %2423, <8 x float> %2420
  br label %2436

2426:                                             ; preds = %2417
  %2427 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2418)
  %2428 = bitcast <8 x float> %2418 to <8 x i32>
  %2429 = or <8 x i32> %2428, %46
  %2430 = bitcast <8 x i32> %2429 to <8 x float>
  %2431 = fcmp oeq <8 x float> %2418, %33
  %2432 = select <8 x i1> %2431, <8 x float> %2430, <8 x float> %2427
  br label %2436

2433:                                             ; preds = %2417
  %2434 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2379, <8 x i1> %2237, <8 x float> zeroinitializer)
  %2435 = fadd <8 x float> %2418, %2434
  br label %2436

2436:                                             ; preds = %2419, %2426, %2433, %2417, %2398
  %2437 = phi <8 x float> [ %2432, %2426 ], [ %2425, %2419 ], [ %2399, %2398 ], [ %2418, %2417 ], [ %2435, %2433 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2437, ptr align 1 %2378, <8 x i1> %2237)
  %2438 = add nsw i64 %503, %555
  %2439 = getelementptr inbounds float, ptr %368, i64 %2438
  %2440 = getelementptr inbounds float, ptr %366, i64 %2438
  %2441 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2439, <8 x i1> %2237, <8 x float> zeroinitializer)
  switch i64 %234, label %643 [
    i64 1, label %2456
    i64 2, label %2449
    i64 3, label %2442
  ]

2442:                                             ; preds = %2436
  %2443 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2441)
  %2444 = bitcast <8 x float> %2441 to <8 x i32>
  %2445 = and <8 x i32> %2444, %45
  %2446 = bitcast <8 x i32> %2445 to <8 x float>
  %2447 = fcmp oeq <8 x float> %2441, %30
  %2448 = select <8 x i1> %2447, <8 x float> %2446, <8 x float> %2443
  br label %2459

2449:                                             ; preds = %2436
  %2450 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2441)
  %2451 = bitcast <8 x float> %2441 to <8 x i32>
  %2452 = or <8 x i32> %2451, %46
  %2453 = bitcast <8 x i32> %2452 to <8 x float>
  %2454 = fcmp oeq <8 x float> %2441, %33
  %2455 = select <8 x i1> %2454, <8 x float> %2453, <8 x float> %2450
  br label %2459

2456:                                             ; preds = %2436
  %2457 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2440, <8 x i1> %2237, <8 x float> zeroinitializer)
  %2458 = fadd <8 x float> %2441, %2457
  br label %2459

2459:                                             ; preds = %2456, %2449, %2442
  %2460 = phi <8 x float> [ %2458, %2456 ], [ %2455, %2449 ], [ %2448, %2442 ]
  switch i64 %244, label %643 [
    i64 1, label %2475
    i64 2, label %2468
    i64 3, label %2461
    i64 0, label %2497
  ]

2461:                                             ; preds = %2459
  %2462 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2460)
  %2463 = bitcast <8 x float> %2460 to <8 x i32>
  %2464 = and <8 x i32> %2463, %45
  %2465 = bitcast <8 x i32> %2464 to <8 x float>
  %2466 = fcmp oeq <8 x float> %2460, %30
  %2467 = select <8 x i1> %2466, <8 x float> %2465, <8 x float> %2462
  br label %2478

2468:                                             ; preds = %2459
  %2469 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2460)
  %2470 = bitcast <8 x float> %2460 to <8 x i32>
  %2471 = or <8 x i32> %2470, %46
  %2472 = bitcast <8 x i32> %2471 to <8 x float>
  %2473 = fcmp oeq <8 x float> %2460, %33
  %2474 = select <8 x i1> %2473, <8 x float> %2472, <8 x float> %2469
  br label %2478

2475:                                             ; preds = %2459
  %2476 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2440, <8 x i1> %2237, <8 x float> zeroinitializer)
  %2477 = fadd <8 x float> %2460, %2476
  br label %2478

2478:                                             ; preds = %2475, %2468, %2461
  %2479 = phi <8 x float> [ %2477, %2475 ], [ %2474, %2468 ], [ %2467, %2461 ]
  switch i64 %246, label %643 [
    i64 1, label %2494
    i64 2, label %2487
    i64 3, label %2480
    i64 0, label %2497
  ]

2480:                                             ; preds = %2478
  %2481 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2479)
  %2482 = bitcast <8 x float> %2479 to <8 x i32>
  %2483 = and <8 x i32> %2482, %45
  %2484 = bitcast <8 x i32> %2483 to <8 x float>
  %2485 = fcmp oeq <8 x float> %2479, %30
  %2486 = select <8 x i1> %2485, <8 x float> %2484, <8 x float> %2481
  br label %2497

2487:                                             ; preds = %2478
  %2488 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2479)
  %2489 = bitcast <8 x float> %2479 to <8 x i32>
  %2490 = or <8 x i32> %2489, %46
  %2491 = bitcast <8 x i32> %2490 to <8 x float>
  %2492 = fcmp oeq <8 x float> %2479, %33
  %2493 = select <8 x i1> %2492, <8 x float> %2491, <8 x float> %2488
  br label %2497

2494:                                             ; preds = %2478
  %2495 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2440, <8 x i1> %2237, <8 x float> zeroinitializer)
  %2496 = fadd <8 x float> %2479, %2495
  br label %2497

2497:                                             ; preds = %2480, %2487, %2494, %2478, %2459
  %2498 = phi <8 x float> [ %2493, %2487 ], [ %2486, %2480 ], [ %2460, %2459 ], [ %2479, %2478 ], [ %2496, %2494 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2498, ptr align 1 %2439, <8 x i1> %2237)
  %2499 = add nsw i64 %505, %555
  %2500 = getelementptr inbounds float, ptr %368, i64 %2499
  %2501 = getelementptr inbounds float, ptr %366, i64 %2499
  %2502 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2500, <8 x i1> %2237, <8 x float> zeroinitializer)
  switch i64 %234, label %643 [
    i64 1, label %2517
    i64 2, label %2510
    i64 3, label %2503
  ]

2503:                                             ; preds = %2497
  %2504 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2502)
  %2505 = bitcast <8 x float> %2502 to <8 x i32>
  %2506 = and <8 x i32> %2505, %45
  %2507 = bitcast <8 x i32> %2506 to <8 x float>
  %2508 = fcmp oeq <8 x float> %2502, %30
  %2509 = select <8 x i1> %2508, <8 x float> %2507, <8 x float> %2504
  br label %2520

2510:                                             ; preds = %2497
  %2511 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2502)
  %2512 = bitcast <8 x float> %2502 to <8 x i32>
  %2513 = or <8 x i32> %2512, %46
  %2514 = bitcast <8 x i32> %2513 to <8 x float>
  %2515 = fcmp oeq <8 x float> %2502, %33
  %2516 = select <8 x i1> %2515, <8 x float> %2514, <8 x float> %2511
  br label %2520

2517:                                             ; preds = %2497
  %2518 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2501, <8 x i1> %2237, <8 x float> zeroinitializer)
  %2519 = fadd <8 x float> %2502, %2518
  br label %2520

2520:                                             ; preds = %2517, %2510, %2503
  %2521 = phi <8 x float> [ %2519, %2517 ], [ %2516, %2510 ], [ %2509, %2503 ]
  switch i64 %248, label %643 [
    i64 1, label %2536
    i64 2, label %2529
    i64 3, label %2522
    i64 0, label %2558
  ]

2522:                                             ; preds = %2520
  %2523 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2521)
  %2524 = bitcast <8 x float> %2521 to <8 x i32>
  %2525 = and <8 x i32> %2524, %45
  %2526 = bitcast <8 x i32> %2525 to <8 x float>
  %2527 = fcmp oeq <8 x float> %2521, %30
  %2528 = select <8 x i1> %2527, <8 x float> %2526, <8 x float> %2523
  br label %2539

2529:                                             ; preds = %2520
  %2530 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2521)
  %2531 = bitcast <8 x float> %2521 to <8 x i32>
  %2532 = or <8 x i32> %2531, %46
  %2533 = bitcast <8 x i32> %2532 to <8 x float>
  %2534 = fcmp oeq <8 x float> %2521, %33
  %2535 = select <8 x i1> %2534, <8 x float> %2533, <8 x float> %2530
  br label %2539

2536:                                             ; preds = %2520
  %2537 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2501, <8 x i1> %2237, <8 x float> zeroinitializer)
  %2538 = fadd <8 x float> %2521, %2537
  br label %2539

2539:                                             ; preds = %2536, %2529, %2522
  %2540 = phi <8 x float> [ %2538, %2536 ], [ %2535, %2529 ], [ %2528, %2522 ]
  switch i64 %250, label %643 [
    i64 1, label %2555
    i64 2, label %2548
    i64 3, label %2541
    i64 0, label %2558
  ]

2541:                                             ; preds = %2539
  %2542 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2540)
  %2543 = bitcast <8 x float> %2540 to <8 x i32>
  %2544 = and <8 x i32> %2543, %45
  %2545 = bitcast <8 x i32> %2544 to <8 x float>
  %2546 = fcmp oeq <8 x float> %2540, %30
  %2547 = select <8 x i1> %2546, <8 x float> %2545, <8 x float> %2542
  br label %2558

2548:                                             ; preds = %2539
  %2549 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2540)
  %2550 = bitcast <8 x float> %2540 to <8 x i32>
  %2551 = or <8 x i32> %2550, %46
  %2552 = bitcast <8 x i32> %2551 to <8 x float>
  %2553 = fcmp oeq <8 x float> %2540, %33
  %2554 = select <8 x i1> %2553, <8 x float> %2552, <8 x float> %2549
  br label %2558

2555:                                             ; preds = %2539
  %2556 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2501, <8 x i1> %2237, <8 x float> zeroinitializer)
  %2557 = fadd <8 x float> %2540, %2556
  br label %2558

2558:                                             ; preds = %2541, %2548, %2555, %2313, %2539, %2520
  %2559 = phi ptr [ %2318, %2313 ], [ %2500, %2541 ], [ %2500, %2520 ], [ %2500, %2539 ], [ %2500, %2555 ], [ %2500, %2548 ]
  %2560 = phi <8 x float> [ %2319, %2313 ], [ %2547, %2541 ], [ %2521, %2520 ], [ %2540, %2539 ], [ %2557, %2555 ], [ %2554, %2548 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2560, ptr align 1 %2559, <8 x i1> %2237)
  br label %5827

2561:                                             ; preds = %554
  %2562 = sub i64 %7, %555
  %2563 = icmp sgt i64 %2562, 7
  %2564 = trunc i64 %2562 to i32
  %2565 = select i1 %2563, i32 8, i32 %2564
  %2566 = insertelement <8 x i32> poison, i32 %2565, i64 0
  %2567 = shufflevector <8 x i32> %2566, <8 x i32> poison, <8 x i32> zeroinitializer
  %2568 = icmp sgt <8 x i32> %2567, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2569 = add i64 %555, 8
  %2570 = sub i64 %7, %2569
  %2571 = icmp sgt i64 %2570, 7
  %2572 = trunc i64 %2570 to i32
  %2573 = select i1 %2571, i32 8, i32 %2572
  %2574 = insertelement <8 x i32> poison, i32 %2573, i64 0
  %2575 = shufflevector <8 x i32> %2574, <8 x i32> poison, <8 x i32> zeroinitializer
  %2576 = icmp sgt <8 x i32> %2575, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %42, label %2598, label %2577

2577:                                             ; preds = %2561
  %2578 = load float, ptr %380, align 1
  %2579 = insertelement <8 x float> poison, float %2578, i64 0
  %2580 = shufflevector <8 x float> %2579, <8 x float> poison, <8 x i32> zeroinitializer
  %2581 = insertelement <8 x float> poison, float %2578, i64 0
  %2582 = shufflevector <8 x float> %2581, <8 x float> poison, <8 x i32> zeroinitializer
  %2583 = load float, ptr %476, align 1
  %2584 = insertelement <8 x float> poison, float %2583, i64 0
  %2585 = shufflevector <8 x float> %2584, <8 x float> poison, <8 x i32> zeroinitializer
  %2586 = insertelement <8 x float> poison, float %2583, i64 0
  %2587 = shufflevector <8 x float> %2586, <8 x float> poison, <8 x i32> zeroinitializer
  %2588 = load float, ptr %479, align 1
  %2589 = insertelement <8 x float> poison, float %2588, i64 0
  %2590 = shufflevector <8 x float> %2589, <8 x float> poison, <8 x i32> zeroinitializer
  %2591 = insertelement <8 x float> poison, float %2588, i64 0
  %2592 = shufflevector <8 x float> %2591, <8 x float> poison, <8 x i32> zeroinitializer
  %2593 = load float, ptr %482, align 1
  %2594 = insertelement <8 x float> poison, float %2593, i64 0
  %2595 = shufflevector <8 x float> %2594, <8 x float> poison, <8 x i32> zeroinitializer
  %2596 = insertelement <8 x float> poison, float %2593, i64 0
  %2597 = shufflevector <8 x float> %2596, <8 x float> poison, <8 x i32> zeroinitializer
  br label %2616

2598:                                             ; preds = %2561
  %2599 = getelementptr float, ptr %363, i64 %555
  %2600 = getelementptr float, ptr %2599, i64 %383
  %2601 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2600, <8 x i1> %2568, <8 x float> zeroinitializer)
  %2602 = getelementptr inbounds nuw i8, ptr %2600, i64 32
  %2603 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %2602, <8 x i1> %2576, <8 x float> zeroinitializer)
  %2604 = getelementptr float, ptr %2599, i64 %486
  %2605 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2604, <8 x i1> %2568, <8 x float> zeroinitializer)
  %2606 = getelementptr inbounds nuw i8, ptr %2604, i64 32
  %2607 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %2606, <8 x i1> %2576, <8 x float> zeroinitializer)
  %2608 = getelementptr float, ptr %2599, i64 %488
  %2609 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2608, <8 x i1> %2568, <8 x float> zeroinitializer)
  %2610 = getelementptr inbounds nuw i8, ptr %2608, i64 32
  %2611 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %2610, <8 x i1> %2576, <8 x float> zeroinitializer)
  %2612 = getelementptr float, ptr %2599, i64 %490
  %2613 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2612, <8 x i1> %2568, <8 x float> zeroinitializer)
  %2614 = getelementptr inbounds nuw i8, ptr %2612, i64 32
  %2615 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %2614, <8 x i1> %2576, <8 x float> zeroinitializer)
  br label %2616

2616:                                             ; preds = %2598, %2577
  %2617 = phi <8 x float> [ %2613, %2598 ], [ %2595, %2577 ]
  %2618 = phi <8 x float> [ %2609, %2598 ], [ %2590, %2577 ]
  %2619 = phi <8 x float> [ %2605, %2598 ], [ %2585, %2577 ]
  %2620 = phi <8 x float> [ %2601, %2598 ], [ %2580, %2577 ]
  %2621 = phi <8 x float> [ %2603, %2598 ], [ %2582, %2577 ]
  %2622 = phi i64 [ %486, %2598 ], [ %478, %2577 ]
  %2623 = phi <8 x float> [ %2607, %2598 ], [ %2587, %2577 ]
  %2624 = phi i64 [ %488, %2598 ], [ %481, %2577 ]
  %2625 = phi <8 x float> [ %2611, %2598 ], [ %2592, %2577 ]
  %2626 = phi i64 [ %490, %2598 ], [ %484, %2577 ]
  %2627 = phi <8 x float> [ %2615, %2598 ], [ %2597, %2577 ]
  %2628 = getelementptr inbounds float, ptr %361, i64 %555
  br i1 %43, label %2647, label %2629

2629:                                             ; preds = %2647, %2616
  %2630 = phi <8 x float> [ %2620, %2616 ], [ %2666, %2647 ]
  %2631 = phi <8 x float> [ %2621, %2616 ], [ %2667, %2647 ]
  %2632 = phi <8 x float> [ %2619, %2616 ], [ %2672, %2647 ]
  %2633 = phi <8 x float> [ %2623, %2616 ], [ %2673, %2647 ]
  %2634 = phi <8 x float> [ %2618, %2616 ], [ %2678, %2647 ]
  %2635 = phi <8 x float> [ %2625, %2616 ], [ %2679, %2647 ]
  %2636 = phi <8 x float> [ %2617, %2616 ], [ %2684, %2647 ]
  %2637 = phi <8 x float> [ %2627, %2616 ], [ %2685, %2647 ]
  %2638 = getelementptr float, ptr %368, i64 %555
  %2639 = getelementptr float, ptr %2638, i64 %383
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2630, ptr align 1 %2639, <8 x i1> %2568)
  %2640 = getelementptr inbounds nuw i8, ptr %2639, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2631, ptr nonnull align 1 %2640, <8 x i1> %2576)
  %2641 = getelementptr float, ptr %2638, i64 %2622
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2632, ptr align 1 %2641, <8 x i1> %2568)
  %2642 = getelementptr inbounds nuw i8, ptr %2641, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2633, ptr nonnull align 1 %2642, <8 x i1> %2576)
  %2643 = getelementptr float, ptr %2638, i64 %2624
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2634, ptr align 1 %2643, <8 x i1> %2568)
  %2644 = getelementptr inbounds nuw i8, ptr %2643, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2635, ptr nonnull align 1 %2644, <8 x i1> %2576)
  %2645 = getelementptr float, ptr %2638, i64 %2626
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2636, ptr align 1 %2645, <8 x i1> %2568)
  %2646 = getelementptr inbounds nuw i8, ptr %2645, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2637, ptr nonnull align 1 %2646, <8 x i1> %2576)
  br i1 %44, label %5827, label %2688

2647:                                             ; preds = %2616, %2647
  %2648 = phi <8 x float> [ %2666, %2647 ], [ %2620, %2616 ]
  %2649 = phi <8 x float> [ %2667, %2647 ], [ %2621, %2616 ]
  %2650 = phi <8 x float> [ %2672, %2647 ], [ %2619, %2616 ]
  %2651 = phi <8 x float> [ %2673, %2647 ], [ %2623, %2616 ]
  %2652 = phi <8 x float> [ %2678, %2647 ], [ %2618, %2616 ]
  %2653 = phi <8 x float> [ %2679, %2647 ], [ %2625, %2616 ]
  %2654 = phi <8 x float> [ %2684, %2647 ], [ %2617, %2616 ]
  %2655 = phi <8 x float> [ %2685, %2647 ], [ %2627, %2616 ]
  %2656 = phi i64 [ %2686, %2647 ], [ 0, %2616 ]
  %2657 = mul nsw i64 %2656, %7
  %2658 = getelementptr inbounds float, ptr %2628, i64 %2657
  %2659 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2658, <8 x i1> %2568, <8 x float> zeroinitializer)
  %2660 = getelementptr inbounds nuw i8, ptr %2658, i64 32
  %2661 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %2660, <8 x i1> %2576, <8 x float> zeroinitializer)
  %2662 = getelementptr float, ptr %382, i64 %2656
  %2663 = load float, ptr %2662, align 1
  %2664 = insertelement <8 x float> poison, float %2663, i64 0
  %2665 = shufflevector <8 x float> %2664, <8 x float> poison, <8 x i32> zeroinitializer
  %2666 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2659, <8 x float> %2665, <8 x float> %2648)
  %2667 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2661, <8 x float> %2665, <8 x float> %2649)
  %2668 = getelementptr float, ptr %2662, i64 %5
  %2669 = load float, ptr %2668, align 1
  %2670 = insertelement <8 x float> poison, float %2669, i64 0
  %2671 = shufflevector <8 x float> %2670, <8 x float> poison, <8 x i32> zeroinitializer
  %2672 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2659, <8 x float> %2671, <8 x float> %2650)
  %2673 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2661, <8 x float> %2671, <8 x float> %2651)
  %2674 = getelementptr i8, ptr %2662, i64 %197
  %2675 = load float, ptr %2674, align 1
  %2676 = insertelement <8 x float> poison, float %2675, i64 0
  %2677 = shufflevector <8 x float> %2676, <8 x float> poison, <8 x i32> zeroinitializer
  %2678 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2659, <8 x float> %2677, <8 x float> %2652)
  %2679 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2661, <8 x float> %2677, <8 x float> %2653)
  %2680 = getelementptr i8, ptr %2662, i64 %198
  %2681 = load float, ptr %2680, align 1
  %2682 = insertelement <8 x float> poison, float %2681, i64 0
  %2683 = shufflevector <8 x float> %2682, <8 x float> poison, <8 x i32> zeroinitializer
  %2684 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2659, <8 x float> %2683, <8 x float> %2654)
  %2685 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2661, <8 x float> %2683, <8 x float> %2655)
  %2686 = add nuw nsw i64 %2656, 1
  %2687 = icmp eq i64 %2686, %5
  br i1 %2687, label %2629, label %2647

2688:                                             ; preds = %2629
  %2689 = add nsw i64 %383, %555
  %2690 = getelementptr inbounds float, ptr %368, i64 %2689
  %2691 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2690, <8 x i1> %2568, <8 x float> zeroinitializer)
  %2692 = getelementptr inbounds float, ptr %366, i64 %2689
  switch i64 %199, label %643 [
    i64 1, label %2715
    i64 2, label %2718
    i64 3, label %2725
    i64 0, label %2693
  ]

2693:                                             ; preds = %2688
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2691, ptr align 1 %2690, <8 x i1> %2568)
  %2694 = getelementptr float, ptr %368, i64 %2689
  %2695 = getelementptr i8, ptr %2694, i64 32
  %2696 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2695, <8 x i1> %2576, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2696, ptr align 1 %2695, <8 x i1> %2576)
  %2697 = add nsw i64 %2622, %555
  %2698 = getelementptr inbounds float, ptr %368, i64 %2697
  %2699 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2698, <8 x i1> %2568, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2699, ptr align 1 %2698, <8 x i1> %2568)
  %2700 = getelementptr float, ptr %368, i64 %2697
  %2701 = getelementptr i8, ptr %2700, i64 32
  %2702 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2701, <8 x i1> %2576, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2702, ptr align 1 %2701, <8 x i1> %2576)
  %2703 = add nsw i64 %2624, %555
  %2704 = getelementptr inbounds float, ptr %368, i64 %2703
  %2705 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2704, <8 x i1> %2568, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2705, ptr align 1 %2704, <8 x i1> %2568)
  %2706 = getelementptr float, ptr %368, i64 %2703
  %2707 = getelementptr i8, ptr %2706, i64 32
  %2708 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2707, <8 x i1> %2576, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2708, ptr align 1 %2707, <8 x i1> %2576)
  %2709 = add nsw i64 %2626, %555
  %2710 = getelementptr inbounds float, ptr %368, i64 %2709
  %2711 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2710, <8 x i1> %2568, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2711, ptr align 1 %2710, <8 x i1> %2568)
  %2712 = getelementptr float, ptr %368, i64 %2709
  %2713 = getelementptr i8, ptr %2712, i64 32
  %2714 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2713, <8 x i1> %2576, <8 x float> zeroinitializer)
  br label %3197

2715:                                             ; preds = %2688
  %2716 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2692, <8 x i1> %2568, <8 x float> zeroinitializer)
  %2717 = fadd <8 x float> %2691, %2716
  br label %2732

2718:                                             ; preds = %2688
  %2719 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2691)
  %2720 = bitcast <8 x float> %2691 to <8 x i32>
  %2721 = or <8 x i32> %2720, %46
  %2722 = bitcast <8 x i32> %2721 to <8 x float>
  %2723 = fcmp oeq <8 x float> %2691, %33
  %2724 = select <8 x i1> %2723, <8 x float> %2722, <8 x float> %2719
  br label %2732

2725:                                             ; preds = %2688
  %2726 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2691)
  %2727 = bitcast <8 x float> %2691 to <8 x i32>
  %2728 = and <8 x i32> %2727, %45
  %2729 = bitcast <8 x i32> %2728 to <8 x float>
  %2730 = fcmp oeq <8 x float> %2691, %30
  %2731 = select <8 x i1> %2730, <8 x float> %2729, <8 x float> %2726
  br label %2732

2732:                                             ; preds = %2725, %2718, %2715
  %2733 = phi <8 x float> [ %2717, %2715 ], [ %2724, %2718 ], [ %2731, %2725 ]
  switch i64 %201, label %643 [
    i64 1, label %2748
    i64 2, label %2741
    i64 3, label %2734
    i64 0, label %2770
  ]

2734:                                             ; preds = %2732
  %2735 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2733)
  %2736 = bitcast <8 x float> %2733 to <8 x i32>
  %2737 = and <8 x i32> %2736, %45
  %2738 = bitcast <8 x i32> %2737 to <8 x float>
  %2739 = fcmp oeq <8 x float> %2733, %30
  %2740 = select <8 x i1> %2739, <8 x float> %2738, <8 x float> %2735
  br label %2751

2741:                                             ; preds = %2732
  %2742 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2733)
  %2743 = bitcast <8 x float> %2733 to <8 x i32>
  %2744 = or <8 x i32> %2743, %46
  %2745 = bitcast <8 x i32> %2744 to <8 x float>
  %2746 = fcmp oeq <8 x float> %2733, %33
  %2747 = select <8 x i1> %2746, <8 x float> %2745, <8 x float> %2742
  br label %2751

2748:                                             ; preds = %2732
  %2749 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2692, <8 x i1> %2568, <8 x float> zeroinitializer)
  %2750 = fadd <8 x float> %2733, %2749
  br label %2751

2751:                                             ; preds = %2748, %2741, %2734
  %2752 = phi <8 x float> [ %2750, %2748 ], [ %2747, %2741 ], [ %2740, %2734 ]
  switch i64 %203, label %643 [
    i64 1, label %2767
    i64 2, label %2760
    i64 3, label %2753
    i64 0, label %2770
  ]

2753:                                             ; preds = %2751
  %2754 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2752)
  %2755 = bitcast <8 x float> %2752 to <8 x i32>
  %2756 = and <8 x i32> %2755, %45
  %2757 = bitcast <8 x i32> %2756 to <8 x float>
  %2758 = fcmp oeq <8 x float> %2752, %30
  %2759 = select <8 x i1> %2758, <8 x float> %2757, <8 x float> %2754
  br label %2770

2760:                                             ; preds = %2751
  %2761 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2752)
  %2762 = bitcast <8 x float> %2752 to <8 x i32>
  %2763 = or <8 x i32> %2762, %46
  %2764 = bitcast <8 x i32> %2763 to <8 x float>
  %2765 = fcmp oeq <8 x float> %2752, %33
  %2766 = select <8 x i1> %2765, <8 x float> %2764, <8 x float> %2761
  br label %2770

2767:                                             ; preds = %2751
  %2768 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2692, <8 x i1> %2568, <8 x float> zeroinitializer)
  %2769 = fadd <8 x float> %2752, %2768
  br label %2770

2770:                                             ; preds = %2753, %2760, %2767, %2751, %2732
  %2771 = phi <8 x float> [ %2752, %2751 ], [ %2759, %2753 ], [ %2733, %2732 ], [ %2769, %2767 ], [ %2766, %2760 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2771, ptr align 1 %2690, <8 x i1> %2568)
  %2772 = add nsw i64 %2689, 8
  %2773 = getelementptr inbounds float, ptr %368, i64 %2772
  %2774 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2773, <8 x i1> %2576, <8 x float> zeroinitializer)
  %2775 = getelementptr inbounds float, ptr %366, i64 %2772
  switch i64 %199, label %643 [
    i64 1, label %2790
    i64 2, label %2783
    i64 3, label %2776
  ]

2776:                                             ; preds = %2770
  %2777 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2774)
  %2778 = bitcast <8 x float> %2774 to <8 x i32>
  %2779 = and <8 x i32> %2778, %45
  %2780 = bitcast <8 x i32> %2779 to <8 x float>
  %2781 = fcmp oeq <8 x float> %2774, %30
  %2782 = select <8 x i1> %2781, <8 x float> %2780, <8 x float> %2777
  br label %2793

2783:                                             ; preds = %2770
  %2784 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2774)
  %2785 = bitcast <8 x float> %2774 to <8 x i32>
  %2786 = or <8 x i32> %2785, %46
  %2787 = bitcast <8 x i32> %2786 to <8 x float>
  %2788 = fcmp oeq <8 x float> %2774, %33
  %2789 = select <8 x i1> %2788, <8 x float> %2787, <8 x float> %2784
  br label %2793

2790:                                             ; preds = %2770
  %2791 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2775, <8 x i1> %2576, <8 x float> zeroinitializer)
  %2792 = fadd <8 x float> %2774, %2791
  br label %2793

2793:                                             ; preds = %2790, %2783, %2776
  %2794 = phi <8 x float> [ %2792, %2790 ], [ %2789, %2783 ], [ %2782, %2776 ]
  switch i64 %205, label %643 [
    i64 1, label %2809
    i64 2, label %2802
    i64 3, label %2795
    i64 0, label %2831
  ]

2795:                                             ; preds = %2793
  %2796 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2794)
  %2797 = bitcast <8 x float> %2794 to <8 x i32>
  %2798 = and <8 x i32> %2797, %45
  %2799 = bitcast <8 x i32> %2798 to <8 x float>
  %2800 = fcmp oeq <8 x float> %2794, %30
  %2801 = select <8 x i1> %2800, <8 x float> %2799, <8 x float> %2796
  br label %2812

2802:                                             ; preds = %2793
  %2803 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2794)
  %2804 = bitcast <8 x float> %2794 to <8 x i32>
  %2805 = or <8 x i32> %2804, %46
  %2806 = bitcast <8 x i32> %2805 to <8 x float>
  %2807 = fcmp oeq <8 x float> %2794, %33
  %2808 = select <8 x i1> %2807, <8 x float> %2806, <8 x float> %2803
  br label %2812

2809:                                             ; preds = %2793
  %2810 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2775, <8 x i1> %2576, <8 x float> zeroinitializer)
  %2811 = fadd <8 x float> %2794, %2810
  br label %2812

2812:                                             ; preds = %2809, %2802, %2795
  %2813 = phi <8 x float> [ %2811, %2809 ], [ %2808, %2802 ], [ %2801, %2795 ]
  switch i64 %207, label %643 [
    i64 1, label %2828
    i64 2, label %2821
    i64 3, label %2814
    i64 0, label %2831
  ]

2814:                                             ; preds = %2812
  %2815 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2813)
  %2816 = bitcast <8 x float> %2813 to <8 x i32>
  %2817 = and <8 x i32> %2816, %45
  %2818 = bitcast <8 x i32> %2817 to <8 x float>
  %2819 = fcmp oeq <8 x float> %2813, %30
  %2820 = select <8 x i1> %2819, <8 x float> %2818, <8 x float> %2815
  br label %2831

2821:                                             ; preds = %2812
  %2822 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2813)
  %2823 = bitcast <8 x float> %2813 to <8 x i32>
  %2824 = or <8 x i32> %2823, %46
  %2825 = bitcast <8 x i32> %2824 to <8 x float>
  %2826 = fcmp oeq <8 x float> %2813, %33
  %2827 = select <8 x i1> %2826, <8 x float> %2825, <8 x float> %2822
  br label %2831

2828:                                             ; preds = %2812
  %2829 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2775, <8 x i1> %2576, <8 x float> zeroinitializer)
  %2830 = fadd <8 x float> %2813, %2829
  br label %2831

2831:                                             ; preds = %2814, %2821, %2828, %2812, %2793
  %2832 = phi <8 x float> [ %2827, %2821 ], [ %2820, %2814 ], [ %2794, %2793 ], [ %2813, %2812 ], [ %2830, %2828 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2832, ptr align 1 %2773, <8 x i1> %2576)
  %2833 = add nsw i64 %2622, %555
  %2834 = getelementptr inbounds float, ptr %368, i64 %2833
  %2835 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2834, <8 x i1> %2568, <8 x float> zeroinitializer)
  %2836 = getelementptr inbounds float, ptr %366, i64 %2833
  switch i64 %199, label %643 [
    i64 1, label %2851
    i64 2, label %2844
    i64 3, label %2837
  ]

2837:                                             ; preds = %2831
  %2838 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2835)
  %2839 = bitcast <8 x float> %2835 to <8 x i32>
  %2840 = and <8 x i32> %2839, %45
  %2841 = bitcast <8 x i32> %2840 to <8 x float>
  %2842 = fcmp oeq <8 x float> %2835, %30
  %2843 = select <8 x i1> %2842, <8 x float> %2841, <8 x float> %2838
  br label %2854

2844:                                             ; preds = %2831
  %2845 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2835)
  %2846 = bitcast <8 x float> %2835 to <8 x i32>
  %2847 = or <8 x i32> %2846, %46
  %2848 = bitcast <8 x i32> %2847 to <8 x float>
  %2849 = fcmp oeq <8 x float> %2835, %33
  %2850 = select <8 x i1> %2849, <8 x float> %2848, <8 x float> %2845
  br label %2854

2851:                                             ; preds = %2831
  %2852 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2836, <8 x i1> %2568, <8 x float> zeroinitializer)
  %2853 = fadd <8 x float> %2835, %2852
  br label %2854

2854:                                             ; preds = %2851, %2844, %2837
  %2855 = phi <8 x float> [ %2853, %2851 ], [ %2850, %2844 ], [ %2843, %2837 ]
  switch i64 %209, label %643 [
    i64 1, label %2870
    i64 2, label %2863
    i64 3, label %2856
    i64 0, label %2892
  ]

2856:                                             ; preds = %2854
  %2857 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2855)
  %2858 = bitcast <8 x float> %2855 to <8 x i32>
  %2859 = and <8 x i32> %2858, %45
  %2860 = bitcast <8 x i32> %2859 to <8 x float>
  %2861 = fcmp oeq <8 x float> %2855, %30
  %2862 = select <8 x i1> %2861, <8 x float> %2860, <8 x float> %2857
  br label %2873

2863:                                             ; preds = %2854
  %2864 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2855)
  %2865 = bitcast <8 x float> %2855 to <8 x i32>
  %2866 = or <8 x i32> %2865, %46
  %2867 = bitcast <8 x i32> %2866 to <8 x float>
  %2868 = fcmp oeq <8 x float> %2855, %33
  %2869 = select <8 x i1> %2868, <8 x float> %2867, <8 x float> %2864
  br label %2873

2870:                                             ; preds = %2854
  %2871 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2836, <8 x i1> %2568, <8 x float> zeroinitializer)
  %2872 = fadd <8 x float> %2855, %2871
  br label %2873

2873:                                             ; preds = %2870, %2863, %2856
  %2874 = phi <8 x float> [ %2872, %2870 ], [ %2869, %2863 ], [ %2862, %2856 ]
  switch i64 %211, label %643 [
    i64 1, label %2889
    i64 2, label %2882
    i64 3, label %2875
    i64 0, label %2892
  ]

2875:                                             ; preds = %2873
  %2876 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2874)
  %2877 = bitcast <8 x float> %2874 to <8 x i32>
  %2878 = and <8 x i32> %2877, %45
  %2879 = bitcast <8 x i32> %2878 to <8 x float>
  %2880 = fcmp oeq <8 x float> %2874, %30
  %2881 = select <8 x i1> %2880, <8 x float> %2879, <8 x float> %2876
  br label %2892

2882:                                             ; preds = %2873
  %2883 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2874)
  %2884 = bitcast <8 x float> %2874 to <8 x i32>
  %2885 = or <8 x i32> %2884, %46
  %2886 = bitcast <8 x i32> %2885 to <8 x float>
  %2887 = fcmp oeq <8 x float> %2874, %33
  %2888 = select <8 x i1> %2887, <8 x float> %2886, <8 x float> %2883
  br label %2892

2889:                                             ; preds = %2873
  %2890 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2836, <8 x i1> %2568, <8 x float> zeroinitializer)
  %2891 = fadd <8 x float> %2874, %2890
  br label %2892

2892:                                             ; preds = %2875, %2882, %2889, %2873, %2854
  %2893 = phi <8 x float> [ %2888, %2882 ], [ %2881, %2875 ], [ %2855, %2854 ], [ %2874, %2873 ], [ %2891, %2889 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2893, ptr align 1 %2834, <8 x i1> %2568)
  %2894 = add nsw i64 %2833, 8
  %2895 = getelementptr inbounds float, ptr %368, i64 %2894
  %2896 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2895, <8 x i1> %2576, <8 x float> zeroinitializer)
  %2897 = getelementptr inbounds float, ptr %366, i64 %2894
  switch i64 %199, label %643 [
    i64 1, label %2912
    i64 2, label %2905
    i64 3, label %2898
  ]

2898:                                             ; preds = %2892
  %2899 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2896)
  %2900 = bitcast <8 x float> %2896 to <8 x i32>
  %2901 = and <8 x i32> %2900, %45
  %2902 = bitcast <8 x i32> %2901 to <8 x float>
  %2903 = fcmp oeq <8 x float> %2896, %30
  %2904 = select <8 x i1> %2903, <8 x float> %2902, <8 x float> %2899
  br label %2915

2905:                                             ; preds = %2892
  %2906 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2896)
  %2907 = bitcast <8 x float> %2896 to <8 x i32>
  %2908 = or <8 x i32> %2907, %46
  %2909 = bitcast <8 x i32> %2908 to <8 x float>
  %2910 = fcmp oeq <8 x float> %2896, %33
  %2911 = select <8 x i1> %2910, <8 x float> %2909, <8 x float> %2906
  br label %2915

2912:                                             ; preds = %2892
  %2913 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2897, <8 x i1> %2576, <8 x float> zeroinitializer)
  %2914 = fadd <8 x float> %2896, %2913
  br label %2915

2915:                                             ; preds = %2912, %2905, %2898
  %2916 = phi <8 x float> [ %2914, %2912 ], [ %2911, %2905 ], [ %2904, %2898 ]
  switch i64 %213, label %643 [
    i64 1, label %2931
    i64 2, label %2924
    i64 3, label %2917
    i64 0, label %2953
  ]

2917:                                             ; preds = %2915
  %2918 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2916)
  %2919 = bitcast <8 x float> %2916 to <8 x i32>
  %2920 = and <8 x i32> %2919, %45
  %2921 = bitcast <8 x i32> %2920 to <8 x float>
  %2922 = fcmp oeq <8 x float> %2916, %30
  %2923 = select <8 x i1> %2922, <8 x float> %2921, <8 x float> %2918
  br label %2934

2924:                                             ; preds = %2915
  %2925 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2916)
  %2926 = bitcast <8 x float> %2916 to <8 x i32>
  %2927 = or <8 x i32> %2926, %46
  %2928 = bitcast <8 x i32> %2927 to <8 x float>
  %2929 = fcmp oeq <8 x float> %2916, %33
  %2930 = select <8 x i1> %2929, <8 x float> %2928, <8 x float> %2925
  br label %2934

2931:                                             ; preds = %2915
  %2932 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2897, <8 x i1> %2576, <8 x float> zeroinitializer)
  %2933 = fadd <8 x float> %2916, %2932
  br label %2934

2934:                                             ; preds = %2931, %2924, %2917
  %2935 = phi <8 x float> [ %2933, %2931 ], [ %2930, %2924 ], [ %2923, %2917 ]
  switch i64 %215, label %643 [
    i64 1, label %2950
    i64 2, label %2943
    i64 3, label %2936
    i64 0, label %2953
  ]

2936:                                             ; preds = %2934
  %2937 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2935)
  %2938 = bitcast <8 x float> %2935 to <8 x i32>
  %2939 = and <8 x i32> %2938, %45
  %2940 = bitcast <8 x i32> %2939 to <8 x float>
  %2941 = fcmp oeq <8 x float> %2935, %30
  %2942 = select <8 x i1> %2941, <8 x float> %2940, <8 x float> %2937
  br label %2953

2943:                                             ; preds = %2934
  %2944 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2935)
  %2945 = bitcast <8 x float> %2935 to <8 x i32>
  %2946 = or <8 x i32> %2945, %46
  %2947 = bitcast <8 x i32> %2946 to <8 x float>
  %2948 = fcmp oeq <8 x float> %2935, %33
  %2949 = select <8 x i1> %2948, <8 x float> %2947, <8 x float> %2944
  br label %2953

2950:                                             ; preds = %2934
  %2951 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2897, <8 x i1> %2576, <8 x float> zeroinitializer)
  %2952 = fadd <8 x float> %2935, %2951
  br label %2953

2953:                                             ; preds = %2936, %2943, %2950, %2934, %2915
  %2954 = phi <8 x float> [ %2949, %2943 ], [ %2942, %2936 ], [ %2916, %2915 ], [ %2935, %2934 ], [ %2952, %2950 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2954, ptr align 1 %2895, <8 x i1> %2576)
  %2955 = add nsw i64 %2624, %555
  %2956 = getelementptr inbounds float, ptr %368, i64 %2955
  %2957 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2956, <8 x i1> %2568, <8 x float> zeroinitializer)
  %2958 = getelementptr inbounds float, ptr %366, i64 %2955
  switch i64 %199, label %643 [
    i64 1, label %2973
    i64 2, label %2966
    i64 3, label %2959
  ]

2959:                                             ; preds = %2953
  %2960 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2957)
  %2961 = bitcast <8 x float> %2957 to <8 x i32>
  %2962 = and <8 x i32> %2961, %45
  %2963 = bitcast <8 x i32> %2962 to <8 x float>
  %2964 = fcmp oeq <8 x float> %2957, %30
  %2965 = select <8 x i1> %2964, <8 x float> %2963, <8 x float> %2960
  br label %2976

2966:                                             ; preds = %2953
  %2967 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2957)
  %2968 = bitcast <8 x float> %2957 to <8 x i32>
  %2969 = or <8 x i32> %2968, %46
  %2970 = bitcast <8 x i32> %2969 to <8 x float>
  %2971 = fcmp oeq <8 x float> %2957, %33
  %2972 = select <8 x i1> %2971, <8 x float> %2970, <8 x float> %2967
  br label %2976

2973:                                             ; preds = %2953
  %2974 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2958, <8 x i1> %2568, <8 x float> zeroinitializer)
  %2975 = fadd <8 x float> %2957, %2974
  br label %2976

2976:                                             ; preds = %2973, %2966, %2959
  %2977 = phi <8 x float> [ %2975, %2973 ], [ %2972, %2966 ], [ %2965, %2959 ]
  switch i64 %217, label %643 [
    i64 1, label %2992
    i64 2, label %2985
    i64 3, label %2978
    i64 0, label %3014
  ]

2978:                                             ; preds = %2976
  %2979 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2977)
  %2980 = bitcast <8 x float> %2977 to <8 x i32>
  %2981 = and <8 x i32> %2980, %45
  %2982 = bitcast <8 x i32> %2981 to <8 x float>
  %2983 = fcmp oeq <8 x float> %2977, %30
  %2984 = select <8 x i1> %2983, <8 x float> %2982, <8 x float> %2979
  br label %2995

2985:                                             ; preds = %2976
  %2986 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2977)
  %2987 = bitcast <8 x float> %2977 to <8 x i32>
  %2988 = or <8 x i32> %2987, %46
  %2989 = bitcast <8 x i32> %2988 to <8 x float>
  %2990 = fcmp oeq <8 x float> %2977, %33
  %2991 = select <8 x i1> %2990, <8 x float> %2989, <8 x float> %2986
  br label %2995

2992:                                             ; preds = %2976
  %2993 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2958, <8 x i1> %2568, <8 x float> zeroinitializer)
  %2994 = fadd <8 x float> %2977, %2993
  br label %2995

2995:                                             ; preds = %2992, %2985, %2978
  %2996 = phi <8 x float> [ %2994, %2992 ], [ %2991, %2985 ], [ %2984, %2978 ]
  switch i64 %219, label %643 [
    i64 1, label %3011
    i64 2, label %3004
    i64 3, label %2997
    i64 0, label %3014
  ]

2997:                                             ; preds = %2995
  %2998 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2996)
  %2999 = bitcast <8 x float> %2996 to <8 x i32>
  %3000 = and <8 x i32> %2999, %45
  %3001 = bitcast <8 x i32> %3000 to <8 x float>
  %3002 = fcmp oeq <8 x float> %2996, %30
  %3003 = select <8 x i1> %3002, <8 x float> %3001, <8 x float> %2998
  br label %3014

3004:                                             ; preds = %2995
  %3005 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2996)
  %3006 = bitcast <8 x float> %2996 to <8 x i32>
  %3007 = or <8 x i32> %3006, %46
  %3008 = bitcast <8 x i32> %3007 to <8 x float>
  %3009 = fcmp oeq <8 x float> %2996, %33
  %3010 = select <8 x i1> %3009, <8 x float> %3008, <8 x float> %3005
  br label %3014

3011:                                             ; preds = %2995
  %3012 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2958, <8 x i1> %2568, <8 x float> zeroinitializer)
  %3013 = fadd <8 x float> %2996, %3012
  br label %3014

3014:                                             ; preds = %2997, %3004, %3011, %2995, %2976
  %3015 = phi <8 x float> [ %3010, %3004 ], [ %3003, %2997 ], [ %2977, %2976 ], [ %2996, %2995 ], [ %3013, %3011 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3015, ptr align 1 %2956, <8 x i1> %2568)
  %3016 = add nsw i64 %2955, 8
  %3017 = getelementptr inbounds float, ptr %368, i64 %3016
  %3018 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3017, <8 x i1> %2576, <8 x float> zeroinitializer)
  %3019 = getelementptr inbounds float, ptr %366, i64 %3016
  switch i64 %199, label %643 [
    i64 1, label %3034
    i64 2, label %3027
    i64 3, label %3020
  ]

3020:                                             ; preds = %3014
  %3021 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3018)
  %3022 = bitcast <8 x float> %3018 to <8 x i32>
  %3023 = and <8 x i32> %3022, %45
  %3024 = bitcast <8 x i32> %3023 to <8 x float>
  %3025 = fcmp oeq <8 x float> %3018, %30
  %3026 = select <8 x i1> %3025, <8 x float> %3024, <8 x float> %3021
  br label %3037

3027:                                             ; preds = %3014
  %3028 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3018)
  %3029 = bitcast <8 x float> %3018 to <8 x i32>
  %3030 = or <8 x i32> %3029, %46
  %3031 = bitcast <8 x i32> %3030 to <8 x float>
  %3032 = fcmp oeq <8 x float> %3018, %33
  %3033 = select <8 x i1> %3032, <8 x float> %3031, <8 x float> %3028
  br label %3037

3034:                                             ; preds = %3014
  %3035 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3019, <8 x i1> %2576, <8 x float> zeroinitializer)
  %3036 = fadd <8 x float> %3018, %3035
  br label %3037

3037:                                             ; preds = %3034, %3027, %3020
  %3038 = phi <8 x float> [ %3036, %3034 ], [ %3033, %3027 ], [ %3026, %3020 ]
  switch i64 %221, label %643 [
    i64 1, label %3053
    i64 2, label %3046
    i64 3, label %3039
    i64 0, label %3075
  ]

3039:                                             ; preds = %3037
  %3040 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3038)
  %3041 = bitcast <8 x float> %3038 to <8 x i32>
  %3042 = and <8 x i32> %3041, %45
  %3043 = bitcast <8 x i32> %3042 to <8 x float>
  %3044 = fcmp oeq <8 x float> %3038, %30
  %3045 = select <8 x i1> %3044, <8 x float> %3043, <8 x float> %3040
  br label %3056

3046:                                             ; preds = %3037
  %3047 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3038)
  %3048 = bitcast <8 x float> %3038 to <8 x i32>
  %3049 = or <8 x i32> %3048, %46
  %3050 = bitcast <8 x i32> %3049 to <8 x float>
  %3051 = fcmp oeq <8 x float> %3038, %33
  %3052 = select <8 x i1> %3051, <8 x float> %3050, <8 x float> %3047
  br label %3056

3053:                                             ; preds = %3037
  %3054 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3019, <8 x i1> %2576, <8 x float> zeroinitializer)
  %3055 = fadd <8 x float> %3038, %3054
  br label %3056

3056:                                             ; preds = %3053, %3046, %3039
  %3057 = phi <8 x float> [ %3055, %3053 ], [ %3052, %3046 ], [ %3045, %3039 ]
  switch i64 %223, label %643 [
    i64 1, label %3072
    i64 2, label %3065
    i64 3, label %3058
    i64 0, label %3075
  ]

3058:                                             ; preds = %3056
  %3059 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3057)
  %3060 = bitcast <8 x float> %3057 to <8 x i32>
  %3061 = and <8 x i32> %3060, %45
  %3062 = bitcast <8 x i32> %3061 to <8 x float>
  %3063 = fcmp oeq <8 x float> %3057, %30
  %3064 = select <8 x i1> %3063, <8 x float> %3062, <8 x float> %3059
  br label %3075

3065:                                             ; preds = %3056
  %3066 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3057)
  %3067 = bitcast <8 x float> %3057 to <8 x i32>
  %3068 = or <8 x i32> %3067, %46
  %3069 = bitcast <8 x i32> %3068 to <8 x float>
  %3070 = fcmp oeq <8 x float> %3057, %33
  %3071 = select <8 x i1> %3070, <8 x float> %3069, <8 x float> %3066
  br label %3075

3072:                                             ; preds = %3056
  %3073 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3019, <8 x i1> %2576, <8 x float> zeroinitializer)
  %3074 = fadd <8 x float> %3057, %3073
  br label %3075

3075:                                             ; preds = %3058, %3065, %3072, %3056, %3037
  %3076 = phi <8 x float> [ %3071, %3065 ], [ %3064, %3058 ], [ %3038, %3037 ], [ %3057, %3056 ], [ %3074, %3072 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3076, ptr align 1 %3017, <8 x i1> %2576)
  %3077 = add nsw i64 %2626, %555
  %3078 = getelementptr inbounds float, ptr %368, i64 %3077
  %3079 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3078, <8 x i1> %2568, <8 x float> zeroinitializer)
  %3080 = getelementptr inbounds float, ptr %366, i64 %3077
  switch i64 %199, label %643 [
    i64 1, label %3095
    i64 2, label %3088
    i64 3, label %3081
  ]

3081:                                             ; preds = %3075
  %3082 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3079)
  %3083 = bitcast <8 x float> %3079 to <8 x i32>
  %3084 = and <8 x i32> %3083, %45
  %3085 = bitcast <8 x i32> %3084 to <8 x float>
  %3086 = fcmp oeq <8 x float> %3079, %30
  %3087 = select <8 x i1> %3086, <8 x float> %3085, <8 x float> %3082
  br label %3098

3088:                                             ; preds = %3075
  %3089 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3079)
  %3090 = bitcast <8 x float> %3079 to <8 x i32>
  %3091 = or <8 x i32> %3090, %46
  %3092 = bitcast <8 x i32> %3091 to <8 x float>
  %3093 = fcmp oeq <8 x float> %3079, %33
  %3094 = select <8 x i1> %3093, <8 x float> %3092, <8 x float> %3089
  br label %3098

3095:                                             ; preds = %3075
  %3096 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3080, <8 x i1> %2568, <8 x float> zeroinitializer)
  %3097 = fadd <8 x float> %3079, %3096
  br label %3098

3098:                                             ; preds = %3095, %3088, %3081
  %3099 = phi <8 x float> [ %3097, %3095 ], [ %3094, %3088 ], [ %3087, %3081 ]
  switch i64 %225, label %643 [
    i64 1, label %3114
    i64 2, label %3107
    i64 3, label %3100
    i64 0, label %3136
  ]

3100:                                             ; preds = %3098
  %3101 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3099)
  %3102 = bitcast <8 x float> %3099 to <8 x i32>
  %3103 = and <8 x i32> %3102, %45
  %3104 = bitcast <8 x i32> %3103 to <8 x float>
  %3105 = fcmp oeq <8 x float> %3099, %30
  %3106 = select <8 x i1> %3105, <8 x float> %3104, <8 x float> %3101
  br label %3117

3107:                                             ; preds = %3098
  %3108 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3099)
  %3109 = bitcast <8 x float> %3099 to <8 x i32>
  %3110 = or <8 x i32> %3109, %46
  %3111 = bitcast <8 x i32> %3110 to <8 x float>
  %3112 = fcmp oeq <8 x float> %3099, %33
  %3113 = select <8 x i1> %3112, <8 x float> %3111, <8 x float> %3108
  br label %3117

3114:                                             ; preds = %3098
  %3115 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3080, <8 x i1> %2568, <8 x float> zeroinitializer)
  %3116 = fadd <8 x float> %3099, %3115
  br label %3117

3117:                                             ; preds = %3114, %3107, %3100
  %3118 = phi <8 x float> [ %3116, %3114 ], [ %3113, %3107 ], [ %3106, %3100 ]
  switch i64 %227, label %643 [
    i64 1, label %3133
    i64 2, label %3126
    i64 3, label %3119
    i64 0, label %3136
  ]

3119:                                             ; preds = %3117
  %3120 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3118)
  %3121 = bitcast <8 x float> %3118 to <8 x i32>
  %3122 = and <8 x i32> %3121, %45
  %3123 = bitcast <8 x i32> %3122 to <8 x float>
  %3124 = fcmp oeq <8 x float> %3118, %30
  %3125 = select <8 x i1> %3124, <8 x float> %3123, <8 x float> %3120
  br label %3136

3126:                                             ; preds = %3117
  %3127 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3118)
  %3128 = bitcast <8 x float> %3118 to <8 x i32>
  %3129 = or <8 x i32> %3128, %46
  %3130 = bitcast <8 x i32> %3129 to <8 x float>
  %3131 = fcmp oeq <8 x float> %3118, %33
  %3132 = select <8 x i1> %3131, <8 x float> %3130, <8 x float> %3127
  br label %3136

3133:                                             ; preds = %3117
  %3134 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3080, <8 x i1> %2568, <8 x float> zeroinitializer)
  %3135 = fadd <8 x float> %3118, %3134
  br label %3136

3136:                                             ; preds = %3119, %3126, %3133, %3117, %3098
  %3137 = phi <8 x float> [ %3132, %3126 ], [ %3125, %3119 ], [ %3099, %3098 ], [ %3118, %3117 ], [ %3135, %3133 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3137, ptr align 1 %3078, <8 x i1> %2568)
  %3138 = add nsw i64 %3077, 8
  %3139 = getelementptr inbounds float, ptr %368, i64 %3138
  %3140 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3139, <8 x i1> %2576, <8 x float> zeroinitializer)
  %3141 = getelementptr inbounds float, ptr %366, i64 %3138
  switch i64 %199, label %643 [
    i64 1, label %3156
    i64 2, label %3149
    i64 3, label %3142
  ]

3142:                                             ; preds = %3136
  %3143 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3140)
  %3144 = bitcast <8 x float> %3140 to <8 x i32>
  %3145 = and <8 x i32> %3144, %45
  %3146 = bitcast <8 x i32> %3145 to <8 x float>
  %3147 = fcmp oeq <8 x float> %3140, %30
  %3148 = select <8 x i1> %3147, <8 x float> %3146, <8 x float> %3143
  br label %3159

3149:                                             ; preds = %3136
  %3150 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3140)
  %3151 = bitcast <8 x float> %3140 to <8 x i32>
  %3152 = or <8 x i32> %3151, %46
  %3153 = bitcast <8 x i32> %3152 to <8 x float>
  %3154 = fcmp oeq <8 x float> %3140, %33
  %3155 = select <8 x i1> %3154, <8 x float> %3153, <8 x float> %3150
  br label %3159

3156:                                             ; preds = %3136
  %3157 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3141, <8 x i1> %2576, <8 x float> zeroinitializer)
  %3158 = fadd <8 x float> %3140, %3157
  br label %3159

3159:                                             ; preds = %3156, %3149, %3142
  %3160 = phi <8 x float> [ %3158, %3156 ], [ %3155, %3149 ], [ %3148, %3142 ]
  switch i64 %229, label %643 [
    i64 1, label %3175
    i64 2, label %3168
    i64 3, label %3161
    i64 0, label %3197
  ]

3161:                                             ; preds = %3159
  %3162 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3160)
  %3163 = bitcast <8 x float> %3160 to <8 x i32>
  %3164 = and <8 x i32> %3163, %45
  %3165 = bitcast <8 x i32> %3164 to <8 x float>
  %3166 = fcmp oeq <8 x float> %3160, %30
  %3167 = select <8 x i1> %3166, <8 x float> %3165, <8 x float> %3162
  br label %3178

3168:                                             ; preds = %3159
  %3169 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3160)
  %3170 = bitcast <8 x float> %3160 to <8 x i32>
  %3171 = or <8 x i32> %3170, %46
  %3172 = bitcast <8 x i32> %3171 to <8 x float>
  %3173 = fcmp oeq <8 x float> %3160, %33
  %3174 = select <8 x i1> %3173, <8 x float> %3172, <8 x float> %3169
  br label %3178

3175:                                             ; preds = %3159
  %3176 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3141, <8 x i1> %2576, <8 x float> zeroinitializer)
  %3177 = fadd <8 x float> %3160, %3176
  br label %3178

3178:                                             ; preds = %3175, %3168, %3161
  %3179 = phi <8 x float> [ %3177, %3175 ], [ %3174, %3168 ], [ %3167, %3161 ]
  switch i64 %231, label %643 [
    i64 1, label %3194
    i64 2, label %3187
    i64 3, label %3180
    i64 0, label %3197
  ]

3180:                                             ; preds = %3178
  %3181 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3179)
  %3182 = bitcast <8 x float> %3179 to <8 x i32>
  %3183 = and <8 x i32> %3182, %45
  %3184 = bitcast <8 x i32> %3183 to <8 x float>
  %3185 = fcmp oeq <8 x float> %3179, %30
  %3186 = select <8 x i1> %3185, <8 x float> %3184, <8 x float> %3181
  br label %3197

3187:                                             ; preds = %3178
  %3188 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3179)
  %3189 = bitcast <8 x float> %3179 to <8 x i32>
  %3190 = or <8 x i32> %3189, %46
  %3191 = bitcast <8 x i32> %3190 to <8 x float>
  %3192 = fcmp oeq <8 x float> %3179, %33
  %3193 = select <8 x i1> %3192, <8 x float> %3191, <8 x float> %3188
  br label %3197

3194:                                             ; preds = %3178
  %3195 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3141, <8 x i1> %2576, <8 x float> zeroinitializer)
  %3196 = fadd <8 x float> %3179, %3195
  br label %3197

3197:                                             ; preds = %3180, %3187, %3194, %2693, %3178, %3159
  %3198 = phi ptr [ %2713, %2693 ], [ %3139, %3180 ], [ %3139, %3159 ], [ %3139, %3178 ], [ %3139, %3194 ], [ %3139, %3187 ]
  %3199 = phi <8 x float> [ %2714, %2693 ], [ %3186, %3180 ], [ %3160, %3159 ], [ %3179, %3178 ], [ %3196, %3194 ], [ %3193, %3187 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3199, ptr align 1 %3198, <8 x i1> %2576)
  br label %5827

3200:                                             ; preds = %554
  %3201 = sub i64 %7, %555
  %3202 = icmp sgt i64 %3201, 7
  %3203 = trunc i64 %3201 to i32
  %3204 = select i1 %3202, i32 8, i32 %3203
  %3205 = insertelement <8 x i32> poison, i32 %3204, i64 0
  %3206 = shufflevector <8 x i32> %3205, <8 x i32> poison, <8 x i32> zeroinitializer
  %3207 = icmp sgt <8 x i32> %3206, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %42, label %3224, label %3208

3208:                                             ; preds = %3200
  %3209 = load float, ptr %380, align 1
  %3210 = insertelement <8 x float> poison, float %3209, i64 0
  %3211 = shufflevector <8 x float> %3210, <8 x float> poison, <8 x i32> zeroinitializer
  %3212 = load float, ptr %456, align 1
  %3213 = insertelement <8 x float> poison, float %3212, i64 0
  %3214 = shufflevector <8 x float> %3213, <8 x float> poison, <8 x i32> zeroinitializer
  %3215 = load float, ptr %457, align 1
  %3216 = insertelement <8 x float> poison, float %3215, i64 0
  %3217 = shufflevector <8 x float> %3216, <8 x float> poison, <8 x i32> zeroinitializer
  %3218 = load float, ptr %458, align 1
  %3219 = insertelement <8 x float> poison, float %3218, i64 0
  %3220 = shufflevector <8 x float> %3219, <8 x float> poison, <8 x i32> zeroinitializer
  %3221 = load float, ptr %459, align 1
  %3222 = insertelement <8 x float> poison, float %3221, i64 0
  %3223 = shufflevector <8 x float> %3222, <8 x float> poison, <8 x i32> zeroinitializer
  br label %3236

3224:                                             ; preds = %3200
  %3225 = getelementptr float, ptr %363, i64 %555
  %3226 = getelementptr float, ptr %3225, i64 %383
  %3227 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3226, <8 x i1> %3207, <8 x float> zeroinitializer)
  %3228 = getelementptr float, ptr %3225, i64 %461
  %3229 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3228, <8 x i1> %3207, <8 x float> zeroinitializer)
  %3230 = getelementptr float, ptr %3225, i64 %463
  %3231 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3230, <8 x i1> %3207, <8 x float> zeroinitializer)
  %3232 = getelementptr float, ptr %3225, i64 %465
  %3233 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3232, <8 x i1> %3207, <8 x float> zeroinitializer)
  %3234 = getelementptr float, ptr %3225, i64 %467
  %3235 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3234, <8 x i1> %3207, <8 x float> zeroinitializer)
  br label %3236

3236:                                             ; preds = %3224, %3208
  %3237 = phi <8 x float> [ %3233, %3224 ], [ %3220, %3208 ]
  %3238 = phi <8 x float> [ %3229, %3224 ], [ %3214, %3208 ]
  %3239 = phi <8 x float> [ %3227, %3224 ], [ %3211, %3208 ]
  %3240 = phi <8 x float> [ %3231, %3224 ], [ %3217, %3208 ]
  %3241 = phi <8 x float> [ %3235, %3224 ], [ %3223, %3208 ]
  %3242 = getelementptr inbounds float, ptr %361, i64 %555
  br i1 %43, label %3255, label %3243

3243:                                             ; preds = %3255, %3236
  %3244 = phi <8 x float> [ %3241, %3236 ], [ %3289, %3255 ]
  %3245 = phi <8 x float> [ %3237, %3236 ], [ %3284, %3255 ]
  %3246 = phi <8 x float> [ %3240, %3236 ], [ %3279, %3255 ]
  %3247 = phi <8 x float> [ %3238, %3236 ], [ %3274, %3255 ]
  %3248 = phi <8 x float> [ %3239, %3236 ], [ %3269, %3255 ]
  %3249 = getelementptr float, ptr %368, i64 %555
  %3250 = getelementptr float, ptr %3249, i64 %383
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3248, ptr align 1 %3250, <8 x i1> %3207)
  %3251 = getelementptr float, ptr %3249, i64 %469
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3247, ptr align 1 %3251, <8 x i1> %3207)
  %3252 = getelementptr float, ptr %3249, i64 %471
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3246, ptr align 1 %3252, <8 x i1> %3207)
  %3253 = getelementptr float, ptr %3249, i64 %473
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3245, ptr align 1 %3253, <8 x i1> %3207)
  %3254 = getelementptr float, ptr %3249, i64 %475
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3244, ptr align 1 %3254, <8 x i1> %3207)
  br i1 %44, label %5827, label %3292

3255:                                             ; preds = %3236, %3255
  %3256 = phi <8 x float> [ %3289, %3255 ], [ %3241, %3236 ]
  %3257 = phi <8 x float> [ %3284, %3255 ], [ %3237, %3236 ]
  %3258 = phi <8 x float> [ %3279, %3255 ], [ %3240, %3236 ]
  %3259 = phi <8 x float> [ %3274, %3255 ], [ %3238, %3236 ]
  %3260 = phi <8 x float> [ %3269, %3255 ], [ %3239, %3236 ]
  %3261 = phi i64 [ %3290, %3255 ], [ 0, %3236 ]
  %3262 = mul nsw i64 %3261, %7
  %3263 = getelementptr inbounds float, ptr %3242, i64 %3262
  %3264 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3263, <8 x i1> %3207, <8 x float> zeroinitializer)
  %3265 = getelementptr float, ptr %382, i64 %3261
  %3266 = load float, ptr %3265, align 1
  %3267 = insertelement <8 x float> poison, float %3266, i64 0
  %3268 = shufflevector <8 x float> %3267, <8 x float> poison, <8 x i32> zeroinitializer
  %3269 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3264, <8 x float> %3268, <8 x float> %3260)
  %3270 = getelementptr float, ptr %3265, i64 %5
  %3271 = load float, ptr %3270, align 1
  %3272 = insertelement <8 x float> poison, float %3271, i64 0
  %3273 = shufflevector <8 x float> %3272, <8 x float> poison, <8 x i32> zeroinitializer
  %3274 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3264, <8 x float> %3273, <8 x float> %3259)
  %3275 = getelementptr i8, ptr %3265, i64 %173
  %3276 = load float, ptr %3275, align 1
  %3277 = insertelement <8 x float> poison, float %3276, i64 0
  %3278 = shufflevector <8 x float> %3277, <8 x float> poison, <8 x i32> zeroinitializer
  %3279 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3264, <8 x float> %3278, <8 x float> %3258)
  %3280 = getelementptr i8, ptr %3265, i64 %174
  %3281 = load float, ptr %3280, align 1
  %3282 = insertelement <8 x float> poison, float %3281, i64 0
  %3283 = shufflevector <8 x float> %3282, <8 x float> poison, <8 x i32> zeroinitializer
  %3284 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3264, <8 x float> %3283, <8 x float> %3257)
  %3285 = getelementptr i8, ptr %3265, i64 %175
  %3286 = load float, ptr %3285, align 1
  %3287 = insertelement <8 x float> poison, float %3286, i64 0
  %3288 = shufflevector <8 x float> %3287, <8 x float> poison, <8 x i32> zeroinitializer
  %3289 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3264, <8 x float> %3288, <8 x float> %3256)
  %3290 = add nuw nsw i64 %3261, 1
  %3291 = icmp eq i64 %3290, %5
  br i1 %3291, label %3243, label %3255

3292:                                             ; preds = %3243
  %3293 = add nsw i64 %383, %555
  %3294 = getelementptr inbounds float, ptr %368, i64 %3293
  %3295 = getelementptr inbounds float, ptr %366, i64 %3293
  %3296 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3294, <8 x i1> %3207, <8 x float> zeroinitializer)
  switch i64 %176, label %643 [
    i64 1, label %3306
    i64 2, label %3309
    i64 3, label %3316
    i64 0, label %3297
  ]

3297:                                             ; preds = %3292
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3296, ptr align 1 %3294, <8 x i1> %3207)
  %3298 = getelementptr float, ptr %541, i64 %555
  %3299 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3298, <8 x i1> %3207, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3299, ptr align 1 %3298, <8 x i1> %3207)
  %3300 = getelementptr float, ptr %542, i64 %555
  %3301 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3300, <8 x i1> %3207, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3301, ptr align 1 %3300, <8 x i1> %3207)
  %3302 = getelementptr float, ptr %543, i64 %555
  %3303 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3302, <8 x i1> %3207, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3303, ptr align 1 %3302, <8 x i1> %3207)
  %3304 = getelementptr float, ptr %544, i64 %555
  %3305 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3304, <8 x i1> %3207, <8 x float> zeroinitializer)
  br label %3605

3306:                                             ; preds = %3292
  %3307 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3295, <8 x i1> %3207, <8 x float> zeroinitializer)
  %3308 = fadd <8 x float> %3296, %3307
  br label %3323

3309:                                             ; preds = %3292
  %3310 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3296)
  %3311 = bitcast <8 x float> %3296 to <8 x i32>
  %3312 = or <8 x i32> %3311, %46
  %3313 = bitcast <8 x i32> %3312 to <8 x float>
  %3314 = fcmp oeq <8 x float> %3296, %33
  %3315 = select <8 x i1> %3314, <8 x float> %3313, <8 x float> %3310
  br label %3323

3316:                                             ; preds = %3292
  %3317 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3296)
  %3318 = bitcast <8 x float> %3296 to <8 x i32>
  %3319 = and <8 x i32> %3318, %45
  %3320 = bitcast <8 x i32> %3319 to <8 x float>
  %3321 = fcmp oeq <8 x float> %3296, %30
  %3322 = select <8 x i1> %3321, <8 x float> %3320, <8 x float> %3317
  br label %3323

3323:                                             ; preds = %3316, %3309, %3306
  %3324 = phi <8 x float> [ %3308, %3306 ], [ %3315, %3309 ], [ %3322, %3316 ]
  switch i64 %178, label %643 [
    i64 1, label %3339
    i64 2, label %3332
    i64 3, label %3325
    i64 0, label %3361
  ]

3325:                                             ; preds = %3323
  %3326 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3324)
  %3327 = bitcast <8 x float> %3324 to <8 x i32>
  %3328 = and <8 x i32> %3327, %45
  %3329 = bitcast <8 x i32> %3328 to <8 x float>
  %3330 = fcmp oeq <8 x float> %3324, %30
  %3331 = select <8 x i1> %3330, <8 x float> %3329, <8 x float> %3326
  br label %3342

3332:                                             ; preds = %3323
  %3333 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3324)
  %3334 = bitcast <8 x float> %3324 to <8 x i32>
  %3335 = or <8 x i32> %3334, %46
  %3336 = bitcast <8 x i32> %3335 to <8 x float>
  %3337 = fcmp oeq <8 x float> %3324, %33
  %3338 = select <8 x i1> %3337, <8 x float> %3336, <8 x float> %3333
  br label %3342

3339:                                             ; preds = %3323
  %3340 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3295, <8 x i1> %3207, <8 x float> zeroinitializer)
  %3341 = fadd <8 x float> %3324, %3340
  br label %3342

3342:                                             ; preds = %3339, %3332, %3325
  %3343 = phi <8 x float> [ %3341, %3339 ], [ %3338, %3332 ], [ %3331, %3325 ]
  switch i64 %180, label %643 [
    i64 1, label %3358
    i64 2, label %3351
    i64 3, label %3344
    i64 0, label %3361
  ]

3344:                                             ; preds = %3342
  %3345 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3343)
  %3346 = bitcast <8 x float> %3343 to <8 x i32>
  %3347 = and <8 x i32> %3346, %45
  %3348 = bitcast <8 x i32> %3347 to <8 x float>
  %3349 = fcmp oeq <8 x float> %3343, %30
  %3350 = select <8 x i1> %3349, <8 x float> %3348, <8 x float> %3345
  br label %3361

3351:                                             ; preds = %3342
  %3352 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3343)
  %3353 = bitcast <8 x float> %3343 to <8 x i32>
  %3354 = or <8 x i32> %3353, %46
  %3355 = bitcast <8 x i32> %3354 to <8 x float>
  %3356 = fcmp oeq <8 x float> %3343, %33
  %3357 = select <8 x i1> %3356, <8 x float> %3355, <8 x float> %3352
  br label %3361

3358:                                             ; preds = %3342
  %3359 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3295, <8 x i1> %3207, <8 x float> zeroinitializer)
  %3360 = fadd <8 x float> %3343, %3359
  br label %3361

3361:                                             ; preds = %3344, %3351, %3358, %3342, %3323
  %3362 = phi <8 x float> [ %3343, %3342 ], [ %3350, %3344 ], [ %3324, %3323 ], [ %3360, %3358 ], [ %3357, %3351 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3362, ptr align 1 %3294, <8 x i1> %3207)
  %3363 = add nsw i64 %469, %555
  %3364 = getelementptr inbounds float, ptr %368, i64 %3363
  %3365 = getelementptr inbounds float, ptr %366, i64 %3363
  %3366 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3364, <8 x i1> %3207, <8 x float> zeroinitializer)
  switch i64 %176, label %643 [
    i64 1, label %3381
    i64 2, label %3374
    i64 3, label %3367
  ]

3367:                                             ; preds = %3361
  %3368 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3366)
  %3369 = bitcast <8 x float> %3366 to <8 x i32>
  %3370 = and <8 x i32> %3369, %45
  %3371 = bitcast <8 x i32> %3370 to <8 x float>
  %3372 = fcmp oeq <8 x float> %3366, %30
  %3373 = select <8 x i1> %3372, <8 x float> %3371, <8 x float> %3368
  br label %3384

3374:                                             ; preds = %3361
  %3375 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3366)
  %3376 = bitcast <8 x float> %3366 to <8 x i32>
  %3377 = or <8 x i32> %3376, %46
  %3378 = bitcast <8 x i32> %3377 to <8 x float>
  %3379 = fcmp oeq <8 x float> %3366, %33
  %3380 = select <8 x i1> %3379, <8 x float> %3378, <8 x float> %3375
  br label %3384

3381:                                             ; preds = %3361
  %3382 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3365, <8 x i1> %3207, <8 x float> zeroinitializer)
  %3383 = fadd <8 x float> %3366, %3382
  br label %3384

3384:                                             ; preds = %3381, %3374, %3367
  %3385 = phi <8 x float> [ %3383, %3381 ], [ %3380, %3374 ], [ %3373, %3367 ]
  switch i64 %182, label %643 [
    i64 1, label %3400
    i64 2, label %3393
    i64 3, label %3386
    i64 0, label %3422
  ]

3386:                                             ; preds = %3384
  %3387 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3385)
  %3388 = bitcast <8 x float> %3385 to <8 x i32>
  %3389 = and <8 x i32> %3388, %45
  %3390 = bitcast <8 x i32> %3389 to <8 x float>
  %3391 = fcmp oeq <8 x float> %3385, %30
  %3392 = select <8 x i1> %3391, <8 x float> %3390, <8 x float> %3387
  br label %3403

3393:                                             ; preds = %3384
  %3394 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3385)
  %3395 = bitcast <8 x float> %3385 to <8 x i32>
  %3396 = or <8 x i32> %3395, %46
  %3397 = bitcast <8 x i32> %3396 to <8 x float>
  %3398 = fcmp oeq <8 x float> %3385, %33
  %3399 = select <8 x i1> %3398, <8 x float> %3397, <8 x float> %3394
  br label %3403

3400:                                             ; preds = %3384
  %3401 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3365, <8 x i1> %3207, <8 x float> zeroinitializer)
  %3402 = fadd <8 x float> %3385, %3401
  br label %3403

3403:                                             ; preds = %3400, %3393, %3386
  %3404 = phi <8 x float> [ %3402, %3400 ], [ %3399, %3393 ], [ %3392, %3386 ]
  switch i64 %184, label %643 [
    i64 1, label %3419
    i64 2, label %3412
    i64 3, label %3405
    i64 0, label %3422
  ]

3405:                                             ; preds = %3403
  %3406 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3404)
  %3407 = bitcast <8 x float> %3404 to <8 x i32>
  %3408 = and <8 x i32> %3407, %45
  %3409 = bitcast <8 x i32> %3408 to <8 x float>
  %3410 = fcmp oeq <8 x float> %3404, %30
  %3411 = select <8 x i1> %3410, <8 x float> %3409, <8 x float> %3406
  br label %3422

3412:                                             ; preds = %3403
  %3413 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3404)
  %3414 = bitcast <8 x float> %3404 to <8 x i32>
  %3415 = or <8 x i32> %3414, %46
  %3416 = bitcast <8 x i32> %3415 to <8 x float>
  %3417 = fcmp oeq <8 x float> %3404, %33
  %3418 = select <8 x i1> %3417, <8 x float> %3416, <8 x float> %3413
  br label %3422

3419:                                             ; preds = %3403
  %3420 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3365, <8 x i1> %3207, <8 x float> zeroinitializer)
  %3421 = fadd <8 x float> %3404, %3420
  br label %3422

3422:                                             ; preds = %3405, %3412, %3419, %3403, %3384
  %3423 = phi <8 x float> [ %3418, %3412 ], [ %3411, %3405 ], [ %3385, %3384 ], [ %3404, %3403 ], [ %3421, %3419 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3423, ptr align 1 %3364, <8 x i1> %3207)
  %3424 = add nsw i64 %471, %555
  %3425 = getelementptr inbounds float, ptr %368, i64 %3424
  %3426 = getelementptr inbounds float, ptr %366, i64 %3424
  %3427 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3425, <8 x i1> %3207, <8 x float> zeroinitializer)
  switch i64 %176, label %643 [
    i64 1, label %3442
    i64 2, label %3435
    i64 3, label %3428
  ]

3428:                                             ; preds = %3422
  %3429 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3427)
  %3430 = bitcast <8 x float> %3427 to <8 x i32>
  %3431 = and <8 x i32> %3430, %45
  %3432 = bitcast <8 x i32> %3431 to <8 x float>
  %3433 = fcmp oeq <8 x float> %3427, %30
  %3434 = select <8 x i1> %3433, <8 x float> %3432, <8 x float> %3429
  br label %3445

3435:                                             ; preds = %3422
  %3436 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3427)
  %3437 = bitcast <8 x float> %3427 to <8 x i32>
  %3438 = or <8 x i32> %3437, %46
  %3439 = bitcast <8 x i32> %3438 to <8 x float>
  %3440 = fcmp oeq <8 x float> %3427, %33
  %3441 = select <8 x i1> %3440, <8 x float> %3439, <8 x float> %3436
  br label %3445

3442:                                             ; preds = %3422
  %3443 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3426, <8 x i1> %3207, <8 x float> zeroinitializer)
  %3444 = fadd <8 x float> %3427, %3443
  br label %3445

3445:                                             ; preds = %3442, %3435, %3428
  %3446 = phi <8 x float> [ %3444, %3442 ], [ %3441, %3435 ], [ %3434, %3428 ]
  switch i64 %186, label %643 [
    i64 1, label %3461
    i64 2, label %3454
    i64 3, label %3447
    i64 0, label %3483
  ]

3447:                                             ; preds = %3445
  %3448 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3446)
  %3449 = bitcast <8 x float> %3446 to <8 x i32>
  %3450 = and <8 x i32> %3449, %45
  %3451 = bitcast <8 x i32> %3450 to <8 x float>
  %3452 = fcmp oeq <8 x float> %3446, %30
  %3453 = select <8 x i1> %3452, <8 x float> %3451, <8 x float> %3448
  br label %3464

3454:                                             ; preds = %3445
  %3455 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3446)
  %3456 = bitcast <8 x float> %3446 to <8 x i32>
  %3457 = or <8 x i32> %3456, %46
  %3458 = bitcast <8 x i32> %3457 to <8 x float>
  %3459 = fcmp oeq <8 x float> %3446, %33
  %3460 = select <8 x i1> %3459, <8 x float> %3458, <8 x float> %3455
  br label %3464

3461:                                             ; preds = %3445
  %3462 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3426, <8 x i1> %3207, <8 x float> zeroinitializer)
  %3463 = fadd <8 x float> %3446, %3462
  br label %3464

3464:                                             ; preds = %3461, %3454, %3447
  %3465 = phi <8 x float> [ %3463, %3461 ], [ %3460, %3454 ], [ %3453, %3447 ]
  switch i64 %188, label %643 [
    i64 1, label %3480
    i64 2, label %3473
    i64 3, label %3466
    i64 0, label %3483
  ]

3466:                                             ; preds = %3464
  %3467 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3465)
  %3468 = bitcast <8 x float> %3465 to <8 x i32>
  %3469 = and <8 x i32> %3468, %45
  %3470 = bitcast <8 x i32> %3469 to <8 x float>
  %3471 = fcmp oeq <8 x float> %3465, %30
  %3472 = select <8 x i1> %3471, <8 x float> %3470, <8 x float> %3467
  br label %3483

3473:                                             ; preds = %3464
  %3474 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3465)
  %3475 = bitcast <8 x float> %3465 to <8 x i32>
  %3476 = or <8 x i32> %3475, %46
  %3477 = bitcast <8 x i32> %3476 to <8 x float>
  %3478 = fcmp oeq <8 x float> %3465, %33
  %3479 = select <8 x i1> %3478, <8 x float> %3477, <8 x float> %3474
  br label %3483

3480:                                             ; preds = %3464
  %3481 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3426, <8 x i1> %3207, <8 x float> zeroinitializer)
  %3482 = fadd <8 x float> %3465, %3481
  br label %3483

3483:                                             ; preds = %3466, %3473, %3480, %3464, %3445
  %3484 = phi <8 x float> [ %3479, %3473 ], [ %3472, %3466 ], [ %3446, %3445 ], [ %3465, %3464 ], [ %3482, %3480 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3484, ptr align 1 %3425, <8 x i1> %3207)
  %3485 = add nsw i64 %473, %555
  %3486 = getelementptr inbounds float, ptr %368, i64 %3485
  %3487 = getelementptr inbounds float, ptr %366, i64 %3485
  %3488 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3486, <8 x i1> %3207, <8 x float> zeroinitializer)
  switch i64 %176, label %643 [
    i64 1, label %3503
    i64 2, label %3496
    i64 3, label %3489
  ]

3489:                                             ; preds = %3483
  %3490 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3488)
  %3491 = bitcast <8 x float> %3488 to <8 x i32>
  %3492 = and <8 x i32> %3491, %45
  %3493 = bitcast <8 x i32> %3492 to <8 x float>
  %3494 = fcmp oeq <8 x float> %3488, %30
  %3495 = select <8 x i1> %3494, <8 x float> %3493, <8 x float> %3490
  br label %3506

3496:                                             ; preds = %3483
  %3497 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3488)
  %3498 = bitcast <8 x float> %3488 to <8 x i32>
  %3499 = or <8 x i32> %3498, %46
  %3500 = bitcast <8 x i32> %3499 to <8 x float>
  %3501 = fcmp oeq <8 x float> %3488, %33
  %3502 = select <8 x i1> %3501, <8 x float> %3500, <8 x float> %3497
  br label %3506

3503:                                             ; preds = %3483
  %3504 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3487, <8 x i1> %3207, <8 x float> zeroinitializer)
  %3505 = fadd <8 x float> %3488, %3504
  br label %3506

3506:                                             ; preds = %3503, %3496, %3489
  %3507 = phi <8 x float> [ %3505, %3503 ], [ %3502, %3496 ], [ %3495, %3489 ]
  switch i64 %190, label %643 [
    i64 1, label %3522
    i64 2, label %3515
    i64 3, label %3508
    i64 0, label %3544
  ]

3508:                                             ; preds = %3506
  %3509 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3507)
  %3510 = bitcast <8 x float> %3507 to <8 x i32>
  %3511 = and <8 x i32> %3510, %45
  %3512 = bitcast <8 x i32> %3511 to <8 x float>
  %3513 = fcmp oeq <8 x float> %3507, %30
  %3514 = select <8 x i1> %3513, <8 x float> %3512, <8 x float> %3509
  br label %3525

3515:                                             ; preds = %3506
  %3516 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3507)
  %3517 = bitcast <8 x float> %3507 to <8 x i32>
  %3518 = or <8 x i32> %3517, %46
  %3519 = bitcast <8 x i32> %3518 to <8 x float>
  %3520 = fcmp oeq <8 x float> %3507, %33
  %3521 = select <8 x i1> %3520, <8 x float> %3519, <8 x float> %3516
  br label %3525

3522:                                             ; preds = %3506
  %3523 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3487, <8 x i1> %3207, <8 x float> zeroinitializer)
  %3524 = fadd <8 x float> %3507, %3523
  br label %3525

3525:                                             ; preds = %3522, %3515, %3508
  %3526 = phi <8 x float> [ %3524, %3522 ], [ %3521, %3515 ], [ %3514, %3508 ]
  switch i64 %192, label %643 [
    i64 1, label %3541
    i64 2, label %3534
    i64 3, label %3527
    i64 0, label %3544
  ]

3527:                                             ; preds = %3525
  %3528 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3526)
  %3529 = bitcast <8 x float> %3526 to <8 x i32>
  %3530 = and <8 x i32> %3529, %45
  %3531 = bitcast <8 x i32> %3530 to <8 x float>
  %3532 = fcmp oeq <8 x float> %3526, %30
  %3533 = select <8 x i1> %3532, <8 x float> %3531, <8 x float> %3528
  br label %3544

3534:                                             ; preds = %3525
  %3535 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3526)
  %3536 = bitcast <8 x float> %3526 to <8 x i32>
  %3537 = or <8 x i32> %3536, %46
  %3538 = bitcast <8 x i32> %3537 to <8 x float>
  %3539 = fcmp oeq <8 x float> %3526, %33
  %3540 = select <8 x i1> %3539, <8 x float> %3538, <8 x float> %3535
  br label %3544

3541:                                             ; preds = %3525
  %3542 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3487, <8 x i1> %3207, <8 x float> zeroinitializer)
  %3543 = fadd <8 x float> %3526, %3542
  br label %3544

3544:                                             ; preds = %3527, %3534, %3541, %3525, %3506
  %3545 = phi <8 x float> [ %3540, %3534 ], [ %3533, %3527 ], [ %3507, %3506 ], [ %3526, %3525 ], [ %3543, %3541 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3545, ptr align 1 %3486, <8 x i1> %3207)
  %3546 = add nsw i64 %475, %555
  %3547 = getelementptr inbounds float, ptr %368, i64 %3546
  %3548 = getelementptr inbounds float, ptr %366, i64 %3546
  %3549 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3547, <8 x i1> %3207, <8 x float> zeroinitializer)
  switch i64 %176, label %643 [
    i64 1, label %3564
    i64 2, label %3557
    i64 3, label %3550
  ]

3550:                                             ; preds = %3544
  %3551 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3549)
  %3552 = bitcast <8 x float> %3549 to <8 x i32>
  %3553 = and <8 x i32> %3552, %45
  %3554 = bitcast <8 x i32> %3553 to <8 x float>
  %3555 = fcmp oeq <8 x float> %3549, %30
  %3556 = select <8 x i1> %3555, <8 x float> %3554, <8 x float> %3551
  br label %3567

3557:                                             ; preds = %3544
  %3558 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3549)
  %3559 = bitcast <8 x float> %3549 to <8 x i32>
  %3560 = or <8 x i32> %3559, %46
  %3561 = bitcast <8 x i32> %3560 to <8 x float>
  %3562 = fcmp oeq <8 x float> %3549, %33
  %3563 = select <8 x i1> %3562, <8 x float> %3561, <8 x float> %3558
  br label %3567

3564:                                             ; preds = %3544
  %3565 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3548, <8 x i1> %3207, <8 x float> zeroinitializer)
  %3566 = fadd <8 x float> %3549, %3565
  br label %3567

3567:                                             ; preds = %3564, %3557, %3550
  %3568 = phi <8 x float> [ %3566, %3564 ], [ %3563, %3557 ], [ %3556, %3550 ]
  switch i64 %194, label %643 [
    i64 1, label %3583
    i64 2, label %3576
    i64 3, label %3569
    i64 0, label %3605
  ]

3569:                                             ; preds = %3567
  %3570 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3568)
  %3571 = bitcast <8 x float> %3568 to <8 x i32>
  %3572 = and <8 x i32> %3571, %45
  %3573 = bitcast <8 x i32> %3572 to <8 x float>
  %3574 = fcmp oeq <8 x float> %3568, %30
  %3575 = select <8 x i1> %3574, <8 x float> %3573, <8 x float> %3570
  br label %3586

3576:                                             ; preds = %3567
  %3577 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3568)
  %3578 = bitcast <8 x float> %3568 to <8 x i32>
  %3579 = or <8 x i32> %3578, %46
  %3580 = bitcast <8 x i32> %3579 to <8 x float>
  %3581 = fcmp oeq <8 x float> %3568, %33
  %3582 = select <8 x i1> %3581, <8 x float> %3580, <8 x float> %3577
  br label %3586

3583:                                             ; preds = %3567
  %3584 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3548, <8 x i1> %3207, <8 x float> zeroinitializer)
  %3585 = fadd <8 x float> %3568, %3584
  br label %3586

3586:                                             ; preds = %3583, %3576, %3569
  %3587 = phi <8 x float> [ %3585, %3583 ], [ %3582, %3576 ], [ %3575, %3569 ]
  switch i64 %196, label %643 [
    i64 1, label %3602
    i64 2, label %3595
    i64 3, label %3588
    i64 0, label %3605
  ]

3588:                                             ; preds = %3586
  %3589 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3587)
  %3590 = bitcast <8 x float> %3587 to <8 x i32>
  %3591 = and <8 x i32> %3590, %45
  %3592 = bitcast <8 x i32> %3591 to <8 x float>
  %3593 = fcmp oeq <8 x float> %3587, %30
  %3594 = select <8 x i1> %3593, <8 x float> %3592, <8 x float> %3589
  br label %3605

3595:                                             ; preds = %3586
  %3596 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3587)
  %3597 = bitcast <8 x float> %3587 to <8 x i32>
  %3598 = or <8 x i32> %3597, %46
  %3599 = bitcast <8 x i32> %3598 to <8 x float>
  %3600 = fcmp oeq <8 x float> %3587, %33
  %3601 = select <8 x i1> %3600, <8 x float> %3599, <8 x float> %3596
  br label %3605

3602:                                             ; preds = %3586
  %3603 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3548, <8 x i1> %3207, <8 x float> zeroinitializer)
  %3604 = fadd <8 x float> %3587, %3603
  br label %3605

3605:                                             ; preds = %3588, %3595, %3602, %3297, %3586, %3567
  %3606 = phi ptr [ %3304, %3297 ], [ %3547, %3588 ], [ %3547, %3567 ], [ %3547, %3586 ], [ %3547, %3602 ], [ %3547, %3595 ]
  %3607 = phi <8 x float> [ %3305, %3297 ], [ %3594, %3588 ], [ %3568, %3567 ], [ %3587, %3586 ], [ %3604, %3602 ], [ %3601, %3595 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3607, ptr align 1 %3606, <8 x i1> %3207)
  br label %5827

3608:                                             ; preds = %554
  %3609 = sub i64 %7, %555
  %3610 = icmp sgt i64 %3609, 7
  %3611 = trunc i64 %3609 to i32
  %3612 = select i1 %3610, i32 8, i32 %3611
  %3613 = insertelement <8 x i32> poison, i32 %3612, i64 0
  %3614 = shufflevector <8 x i32> %3613, <8 x i32> poison, <8 x i32> zeroinitializer
  %3615 = icmp sgt <8 x i32> %3614, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3616 = add i64 %555, 8
  %3617 = sub i64 %7, %3616
  %3618 = icmp sgt i64 %3617, 7
  %3619 = trunc i64 %3617 to i32
  %3620 = select i1 %3618, i32 8, i32 %3619
  %3621 = insertelement <8 x i32> poison, i32 %3620, i64 0
  %3622 = shufflevector <8 x i32> %3621, <8 x i32> poison, <8 x i32> zeroinitializer
  %3623 = icmp sgt <8 x i32> %3622, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %42, label %3650, label %3624

3624:                                             ; preds = %3608
  %3625 = load float, ptr %380, align 1
  %3626 = insertelement <8 x float> poison, float %3625, i64 0
  %3627 = shufflevector <8 x float> %3626, <8 x float> poison, <8 x i32> zeroinitializer
  %3628 = insertelement <8 x float> poison, float %3625, i64 0
  %3629 = shufflevector <8 x float> %3628, <8 x float> poison, <8 x i32> zeroinitializer
  %3630 = load float, ptr %436, align 1
  %3631 = insertelement <8 x float> poison, float %3630, i64 0
  %3632 = shufflevector <8 x float> %3631, <8 x float> poison, <8 x i32> zeroinitializer
  %3633 = insertelement <8 x float> poison, float %3630, i64 0
  %3634 = shufflevector <8 x float> %3633, <8 x float> poison, <8 x i32> zeroinitializer
  %3635 = load float, ptr %439, align 1
  %3636 = insertelement <8 x float> poison, float %3635, i64 0
  %3637 = shufflevector <8 x float> %3636, <8 x float> poison, <8 x i32> zeroinitializer
  %3638 = insertelement <8 x float> poison, float %3635, i64 0
  %3639 = shufflevector <8 x float> %3638, <8 x float> poison, <8 x i32> zeroinitializer
  %3640 = load float, ptr %442, align 1
  %3641 = insertelement <8 x float> poison, float %3640, i64 0
  %3642 = shufflevector <8 x float> %3641, <8 x float> poison, <8 x i32> zeroinitializer
  %3643 = insertelement <8 x float> poison, float %3640, i64 0
  %3644 = shufflevector <8 x float> %3643, <8 x float> poison, <8 x i32> zeroinitializer
  %3645 = load float, ptr %445, align 1
  %3646 = insertelement <8 x float> poison, float %3645, i64 0
  %3647 = shufflevector <8 x float> %3646, <8 x float> poison, <8 x i32> zeroinitializer
  %3648 = insertelement <8 x float> poison, float %3645, i64 0
  %3649 = shufflevector <8 x float> %3648, <8 x float> poison, <8 x i32> zeroinitializer
  br label %3672

3650:                                             ; preds = %3608
  %3651 = getelementptr float, ptr %363, i64 %555
  %3652 = getelementptr float, ptr %3651, i64 %383
  %3653 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3652, <8 x i1> %3615, <8 x float> zeroinitializer)
  %3654 = getelementptr inbounds nuw i8, ptr %3652, i64 32
  %3655 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %3654, <8 x i1> %3623, <8 x float> zeroinitializer)
  %3656 = getelementptr float, ptr %3651, i64 %449
  %3657 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3656, <8 x i1> %3615, <8 x float> zeroinitializer)
  %3658 = getelementptr inbounds nuw i8, ptr %3656, i64 32
  %3659 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %3658, <8 x i1> %3623, <8 x float> zeroinitializer)
  %3660 = getelementptr float, ptr %3651, i64 %451
  %3661 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3660, <8 x i1> %3615, <8 x float> zeroinitializer)
  %3662 = getelementptr inbounds nuw i8, ptr %3660, i64 32
  %3663 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %3662, <8 x i1> %3623, <8 x float> zeroinitializer)
  %3664 = getelementptr float, ptr %3651, i64 %453
  %3665 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3664, <8 x i1> %3615, <8 x float> zeroinitializer)
  %3666 = getelementptr inbounds nuw i8, ptr %3664, i64 32
  %3667 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %3666, <8 x i1> %3623, <8 x float> zeroinitializer)
  %3668 = getelementptr float, ptr %3651, i64 %455
  %3669 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3668, <8 x i1> %3615, <8 x float> zeroinitializer)
  %3670 = getelementptr inbounds nuw i8, ptr %3668, i64 32
  %3671 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %3670, <8 x i1> %3623, <8 x float> zeroinitializer)
  br label %3672

3672:                                             ; preds = %3650, %3624
  %3673 = phi <8 x float> [ %3669, %3650 ], [ %3647, %3624 ]
  %3674 = phi <8 x float> [ %3665, %3650 ], [ %3642, %3624 ]
  %3675 = phi <8 x float> [ %3661, %3650 ], [ %3637, %3624 ]
  %3676 = phi <8 x float> [ %3657, %3650 ], [ %3632, %3624 ]
  %3677 = phi <8 x float> [ %3653, %3650 ], [ %3627, %3624 ]
  %3678 = phi <8 x float> [ %3655, %3650 ], [ %3629, %3624 ]
  %3679 = phi i64 [ %449, %3650 ], [ %438, %3624 ]
  %3680 = phi <8 x float> [ %3659, %3650 ], [ %3634, %3624 ]
  %3681 = phi i64 [ %451, %3650 ], [ %441, %3624 ]
  %3682 = phi <8 x float> [ %3663, %3650 ], [ %3639, %3624 ]
  %3683 = phi i64 [ %453, %3650 ], [ %444, %3624 ]
  %3684 = phi <8 x float> [ %3667, %3650 ], [ %3644, %3624 ]
  %3685 = phi i64 [ %455, %3650 ], [ %447, %3624 ]
  %3686 = phi <8 x float> [ %3671, %3650 ], [ %3649, %3624 ]
  %3687 = getelementptr inbounds float, ptr %361, i64 %555
  br i1 %43, label %3710, label %3688

3688:                                             ; preds = %3710, %3672
  %3689 = phi <8 x float> [ %3686, %3672 ], [ %3756, %3710 ]
  %3690 = phi <8 x float> [ %3673, %3672 ], [ %3755, %3710 ]
  %3691 = phi <8 x float> [ %3684, %3672 ], [ %3750, %3710 ]
  %3692 = phi <8 x float> [ %3674, %3672 ], [ %3749, %3710 ]
  %3693 = phi <8 x float> [ %3682, %3672 ], [ %3744, %3710 ]
  %3694 = phi <8 x float> [ %3675, %3672 ], [ %3743, %3710 ]
  %3695 = phi <8 x float> [ %3680, %3672 ], [ %3738, %3710 ]
  %3696 = phi <8 x float> [ %3676, %3672 ], [ %3737, %3710 ]
  %3697 = phi <8 x float> [ %3678, %3672 ], [ %3732, %3710 ]
  %3698 = phi <8 x float> [ %3677, %3672 ], [ %3731, %3710 ]
  %3699 = getelementptr float, ptr %368, i64 %555
  %3700 = getelementptr float, ptr %3699, i64 %383
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3698, ptr align 1 %3700, <8 x i1> %3615)
  %3701 = getelementptr inbounds nuw i8, ptr %3700, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3697, ptr nonnull align 1 %3701, <8 x i1> %3623)
  %3702 = getelementptr float, ptr %3699, i64 %3679
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3696, ptr align 1 %3702, <8 x i1> %3615)
  %3703 = getelementptr inbounds nuw i8, ptr %3702, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3695, ptr nonnull align 1 %3703, <8 x i1> %3623)
  %3704 = getelementptr float, ptr %3699, i64 %3681
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3694, ptr align 1 %3704, <8 x i1> %3615)
  %3705 = getelementptr inbounds nuw i8, ptr %3704, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3693, ptr nonnull align 1 %3705, <8 x i1> %3623)
  %3706 = getelementptr float, ptr %3699, i64 %3683
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3692, ptr align 1 %3706, <8 x i1> %3615)
  %3707 = getelementptr inbounds nuw i8, ptr %3706, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3691, ptr nonnull align 1 %3707, <8 x i1> %3623)
  %3708 = getelementptr float, ptr %3699, i64 %3685
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3690, ptr align 1 %3708, <8 x i1> %3615)
  %3709 = getelementptr inbounds nuw i8, ptr %3708, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3689, ptr nonnull align 1 %3709, <8 x i1> %3623)
  br i1 %44, label %5827, label %3759

3710:                                             ; preds = %3672, %3710
  %3711 = phi <8 x float> [ %3756, %3710 ], [ %3686, %3672 ]
  %3712 = phi <8 x float> [ %3755, %3710 ], [ %3673, %3672 ]
  %3713 = phi <8 x float> [ %3750, %3710 ], [ %3684, %3672 ]
  %3714 = phi <8 x float> [ %3749, %3710 ], [ %3674, %3672 ]
  %3715 = phi <8 x float> [ %3744, %3710 ], [ %3682, %3672 ]
  %3716 = phi <8 x float> [ %3743, %3710 ], [ %3675, %3672 ]
  %3717 = phi <8 x float> [ %3738, %3710 ], [ %3680, %3672 ]
  %3718 = phi <8 x float> [ %3737, %3710 ], [ %3676, %3672 ]
  %3719 = phi <8 x float> [ %3732, %3710 ], [ %3678, %3672 ]
  %3720 = phi <8 x float> [ %3731, %3710 ], [ %3677, %3672 ]
  %3721 = phi i64 [ %3757, %3710 ], [ 0, %3672 ]
  %3722 = mul nsw i64 %3721, %7
  %3723 = getelementptr inbounds float, ptr %3687, i64 %3722
  %3724 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3723, <8 x i1> %3615, <8 x float> zeroinitializer)
  %3725 = getelementptr inbounds nuw i8, ptr %3723, i64 32
  %3726 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %3725, <8 x i1> %3623, <8 x float> zeroinitializer)
  %3727 = getelementptr float, ptr %382, i64 %3721
  %3728 = load float, ptr %3727, align 1
  %3729 = insertelement <8 x float> poison, float %3728, i64 0
  %3730 = shufflevector <8 x float> %3729, <8 x float> poison, <8 x i32> zeroinitializer
  %3731 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3724, <8 x float> %3730, <8 x float> %3720)
  %3732 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3726, <8 x float> %3730, <8 x float> %3719)
  %3733 = getelementptr float, ptr %3727, i64 %5
  %3734 = load float, ptr %3733, align 1
  %3735 = insertelement <8 x float> poison, float %3734, i64 0
  %3736 = shufflevector <8 x float> %3735, <8 x float> poison, <8 x i32> zeroinitializer
  %3737 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3724, <8 x float> %3736, <8 x float> %3718)
  %3738 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3726, <8 x float> %3736, <8 x float> %3717)
  %3739 = getelementptr i8, ptr %3727, i64 %129
  %3740 = load float, ptr %3739, align 1
  %3741 = insertelement <8 x float> poison, float %3740, i64 0
  %3742 = shufflevector <8 x float> %3741, <8 x float> poison, <8 x i32> zeroinitializer
  %3743 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3724, <8 x float> %3742, <8 x float> %3716)
  %3744 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3726, <8 x float> %3742, <8 x float> %3715)
  %3745 = getelementptr i8, ptr %3727, i64 %130
  %3746 = load float, ptr %3745, align 1
  %3747 = insertelement <8 x float> poison, float %3746, i64 0
  %3748 = shufflevector <8 x float> %3747, <8 x float> poison, <8 x i32> zeroinitializer
  %3749 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3724, <8 x float> %3748, <8 x float> %3714)
  %3750 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3726, <8 x float> %3748, <8 x float> %3713)
  %3751 = getelementptr i8, ptr %3727, i64 %131
  %3752 = load float, ptr %3751, align 1
  %3753 = insertelement <8 x float> poison, float %3752, i64 0
  %3754 = shufflevector <8 x float> %3753, <8 x float> poison, <8 x i32> zeroinitializer
  %3755 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3724, <8 x float> %3754, <8 x float> %3712)
  %3756 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3726, <8 x float> %3754, <8 x float> %3711)
  %3757 = add nuw nsw i64 %3721, 1
  %3758 = icmp eq i64 %3757, %5
  br i1 %3758, label %3688, label %3710

3759:                                             ; preds = %3688
  %3760 = add nsw i64 %383, %555
  %3761 = getelementptr inbounds float, ptr %368, i64 %3760
  %3762 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3761, <8 x i1> %3615, <8 x float> zeroinitializer)
  %3763 = getelementptr inbounds float, ptr %366, i64 %3760
  switch i64 %132, label %643 [
    i64 1, label %3792
    i64 2, label %3795
    i64 3, label %3802
    i64 0, label %3764
  ]

3764:                                             ; preds = %3759
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3762, ptr align 1 %3761, <8 x i1> %3615)
  %3765 = getelementptr float, ptr %368, i64 %3760
  %3766 = getelementptr i8, ptr %3765, i64 32
  %3767 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3766, <8 x i1> %3623, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3767, ptr align 1 %3766, <8 x i1> %3623)
  %3768 = add nsw i64 %3679, %555
  %3769 = getelementptr inbounds float, ptr %368, i64 %3768
  %3770 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3769, <8 x i1> %3615, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3770, ptr align 1 %3769, <8 x i1> %3615)
  %3771 = getelementptr float, ptr %368, i64 %3768
  %3772 = getelementptr i8, ptr %3771, i64 32
  %3773 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3772, <8 x i1> %3623, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3773, ptr align 1 %3772, <8 x i1> %3623)
  %3774 = add nsw i64 %3681, %555
  %3775 = getelementptr inbounds float, ptr %368, i64 %3774
  %3776 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3775, <8 x i1> %3615, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3776, ptr align 1 %3775, <8 x i1> %3615)
  %3777 = getelementptr float, ptr %368, i64 %3774
  %3778 = getelementptr i8, ptr %3777, i64 32
  %3779 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3778, <8 x i1> %3623, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3779, ptr align 1 %3778, <8 x i1> %3623)
  %3780 = add nsw i64 %3683, %555
  %3781 = getelementptr inbounds float, ptr %368, i64 %3780
  %3782 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3781, <8 x i1> %3615, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3782, ptr align 1 %3781, <8 x i1> %3615)
  %3783 = getelementptr float, ptr %368, i64 %3780
  %3784 = getelementptr i8, ptr %3783, i64 32
  %3785 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3784, <8 x i1> %3623, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3785, ptr align 1 %3784, <8 x i1> %3623)
  %3786 = add nsw i64 %3685, %555
  %3787 = getelementptr inbounds float, ptr %368, i64 %3786
  %3788 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3787, <8 x i1> %3615, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3788, ptr align 1 %3787, <8 x i1> %3615)
  %3789 = getelementptr float, ptr %368, i64 %3786
  %3790 = getelementptr i8, ptr %3789, i64 32
  %3791 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3790, <8 x i1> %3623, <8 x float> zeroinitializer)
  br label %4396

3792:                                             ; preds = %3759
  %3793 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3763, <8 x i1> %3615, <8 x float> zeroinitializer)
  %3794 = fadd <8 x float> %3762, %3793
  br label %3809

3795:                                             ; preds = %3759
  %3796 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3762)
  %3797 = bitcast <8 x float> %3762 to <8 x i32>
  %3798 = or <8 x i32> %3797, %46
  %3799 = bitcast <8 x i32> %3798 to <8 x float>
  %3800 = fcmp oeq <8 x float> %3762, %33
  %3801 = select <8 x i1> %3800, <8 x float> %3799, <8 x float> %3796
  br label %3809

3802:                                             ; preds = %3759
  %3803 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3762)
  %3804 = bitcast <8 x float> %3762 to <8 x i32>
  %3805 = and <8 x i32> %3804, %45
  %3806 = bitcast <8 x i32> %3805 to <8 x float>
  %3807 = fcmp oeq <8 x float> %3762, %30
  %3808 = select <8 x i1> %3807, <8 x float> %3806, <8 x float> %3803
  br label %3809

3809:                                             ; preds = %3802, %3795, %3792
  %3810 = phi <8 x float> [ %3794, %3792 ], [ %3801, %3795 ], [ %3808, %3802 ]
  switch i64 %134, label %643 [
    i64 1, label %3825
    i64 2, label %3818
    i64 3, label %3811
    i64 0, label %3847
  ]

3811:                                             ; preds = %3809
  %3812 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3810)
  %3813 = bitcast <8 x float> %3810 to <8 x i32>
  %3814 = and <8 x i32> %3813, %45
  %3815 = bitcast <8 x i32> %3814 to <8 x float>
  %3816 = fcmp oeq <8 x float> %3810, %30
  %3817 = select <8 x i1> %3816, <8 x float> %3815, <8 x float> %3812
  br label %3828

3818:                                             ; preds = %3809
  %3819 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3810)
  %3820 = bitcast <8 x float> %3810 to <8 x i32>
  %3821 = or <8 x i32> %3820, %46
  %3822 = bitcast <8 x i32> %3821 to <8 x float>
  %3823 = fcmp oeq <8 x float> %3810, %33
  %3824 = select <8 x i1> %3823, <8 x float> %3822, <8 x float> %3819
  br label %3828

3825:                                             ; preds = %3809
  %3826 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3763, <8 x i1> %3615, <8 x float> zeroinitializer)
  %3827 = fadd <8 x float> %3810, %3826
  br label %3828

3828:                                             ; preds = %3825, %3818, %3811
  %3829 = phi <8 x float> [ %3827, %3825 ], [ %3824, %3818 ], [ %3817, %3811 ]
  switch i64 %136, label %643 [
    i64 1, label %3844
    i64 2, label %3837
    i64 3, label %3830
    i64 0, label %3847
  ]

3830:                                             ; preds = %3828
  %3831 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3829)
  %3832 = bitcast <8 x float> %3829 to <8 x i32>
  %3833 = and <8 x i32> %3832, %45
  %3834 = bitcast <8 x i32> %3833 to <8 x float>
  %3835 = fcmp oeq <8 x float> %3829, %30
  %3836 = select <8 x i1> %3835, <8 x float> %3834, <8 x float> %3831
  br label %3847

3837:                                             ; preds = %3828
  %3838 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3829)
  %3839 = bitcast <8 x float> %3829 to <8 x i32>
  %3840 = or <8 x i32> %3839, %46
  %3841 = bitcast <8 x i32> %3840 to <8 x float>
  %3842 = fcmp oeq <8 x float> %3829, %33
  %3843 = select <8 x i1> %3842, <8 x float> %3841, <8 x float> %3838
  br label %3847

3844:                                             ; preds = %3828
  %3845 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3763, <8 x i1> %3615, <8 x float> zeroinitializer)
  %3846 = fadd <8 x float> %3829, %3845
  br label %3847

3847:                                             ; preds = %3830, %3837, %3844, %3828, %3809
  %3848 = phi <8 x float> [ %3829, %3828 ], [ %3836, %3830 ], [ %3810, %3809 ], [ %3846, %3844 ], [ %3843, %3837 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3848, ptr align 1 %3761, <8 x i1> %3615)
  %3849 = add nsw i64 %3760, 8
  %3850 = getelementptr inbounds float, ptr %368, i64 %3849
  %3851 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3850, <8 x i1> %3623, <8 x float> zeroinitializer)
  %3852 = getelementptr inbounds float, ptr %366, i64 %3849
  switch i64 %132, label %643 [
    i64 1, label %3867
    i64 2, label %3860
    i64 3, label %3853
  ]

3853:                                             ; preds = %3847
  %3854 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3851)
  %3855 = bitcast <8 x float> %3851 to <8 x i32>
  %3856 = and <8 x i32> %3855, %45
  %3857 = bitcast <8 x i32> %3856 to <8 x float>
  %3858 = fcmp oeq <8 x float> %3851, %30
  %3859 = select <8 x i1> %3858, <8 x float> %3857, <8 x float> %3854
  br label %3870

3860:                                             ; preds = %3847
  %3861 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3851)
  %3862 = bitcast <8 x float> %3851 to <8 x i32>
  %3863 = or <8 x i32> %3862, %46
  %3864 = bitcast <8 x i32> %3863 to <8 x float>
  %3865 = fcmp oeq <8 x float> %3851, %33
  %3866 = select <8 x i1> %3865, <8 x float> %3864, <8 x float> %3861
  br label %3870

3867:                                             ; preds = %3847
  %3868 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3852, <8 x i1> %3623, <8 x float> zeroinitializer)
  %3869 = fadd <8 x float> %3851, %3868
  br label %3870

3870:                                             ; preds = %3867, %3860, %3853
  %3871 = phi <8 x float> [ %3869, %3867 ], [ %3866, %3860 ], [ %3859, %3853 ]
  switch i64 %138, label %643 [
    i64 1, label %3886
    i64 2, label %3879
    i64 3, label %3872
    i64 0, label %3908
  ]

3872:                                             ; preds = %3870
  %3873 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3871)
  %3874 = bitcast <8 x float> %3871 to <8 x i32>
  %3875 = and <8 x i32> %3874, %45
  %3876 = bitcast <8 x i32> %3875 to <8 x float>
  %3877 = fcmp oeq <8 x float> %3871, %30
  %3878 = select <8 x i1> %3877, <8 x float> %3876, <8 x float> %3873
  br label %3889

3879:                                             ; preds = %3870
  %3880 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3871)
  %3881 = bitcast <8 x float> %3871 to <8 x i32>
  %3882 = or <8 x i32> %3881, %46
  %3883 = bitcast <8 x i32> %3882 to <8 x float>
  %3884 = fcmp oeq <8 x float> %3871, %33
  %3885 = select <8 x i1> %3884, <8 x float> %3883, <8 x float> %3880
  br label %3889

3886:                                             ; preds = %3870
  %3887 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3852, <8 x i1> %3623, <8 x float> zeroinitializer)
  %3888 = fadd <8 x float> %3871, %3887
  br label %3889

3889:                                             ; preds = %3886, %3879, %3872
  %3890 = phi <8 x float> [ %3888, %3886 ], [ %3885, %3879 ], [ %3878, %3872 ]
  switch i64 %140, label %643 [
    i64 1, label %3905
    i64 2, label %3898
    i64 3, label %3891
    i64 0, label %3908
  ]

3891:                                             ; preds = %3889
  %3892 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3890)
  %3893 = bitcast <8 x float> %3890 to <8 x i32>
  %3894 = and <8 x i32> %3893, %45
  %3895 = bitcast <8 x i32> %3894 to <8 x float>
  %3896 = fcmp oeq <8 x float> %3890, %30
  %3897 = select <8 x i1> %3896, <8 x float> %3895, <8 x float> %3892
  br label %3908

3898:                                             ; preds = %3889
  %3899 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3890)
  %3900 = bitcast <8 x float> %3890 to <8 x i32>
  %3901 = or <8 x i32> %3900, %46
  %3902 = bitcast <8 x i32> %3901 to <8 x float>
  %3903 = fcmp oeq <8 x float> %3890, %33
  %3904 = select <8 x i1> %3903, <8 x float> %3902, <8 x float> %3899
  br label %3908

3905:                                             ; preds = %3889
  %3906 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3852, <8 x i1> %3623, <8 x float> zeroinitializer)
  %3907 = fadd <8 x float> %3890, %3906
  br label %3908

3908:                                             ; preds = %3891, %3898, %3905, %3889, %3870
  %3909 = phi <8 x float> [ %3904, %3898 ], [ %3897, %3891 ], [ %3871, %3870 ], [ %3890, %3889 ], [ %3907, %3905 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3909, ptr align 1 %3850, <8 x i1> %3623)
  %3910 = add nsw i64 %3679, %555
  %3911 = getelementptr inbounds float, ptr %368, i64 %3910
  %3912 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3911, <8 x i1> %3615, <8 x float> zeroinitializer)
  %3913 = getelementptr inbounds float, ptr %366, i64 %3910
  switch i64 %132, label %643 [
    i64 1, label %3928
    i64 2, label %3921
    i64 3, label %3914
  ]

3914:                                             ; preds = %3908
  %3915 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3912)
  %3916 = bitcast <8 x float> %3912 to <8 x i32>
  %3917 = and <8 x i32> %3916, %45
  %3918 = bitcast <8 x i32> %3917 to <8 x float>
  %3919 = fcmp oeq <8 x float> %3912, %30
  %3920 = select <8 x i1> %3919, <8 x float> %3918, <8 x float> %3915
  br label %3931

3921:                                             ; preds = %3908
  %3922 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3912)
  %3923 = bitcast <8 x float> %3912 to <8 x i32>
  %3924 = or <8 x i32> %3923, %46
  %3925 = bitcast <8 x i32> %3924 to <8 x float>
  %3926 = fcmp oeq <8 x float> %3912, %33
  %3927 = select <8 x i1> %3926, <8 x float> %3925, <8 x float> %3922
  br label %3931

3928:                                             ; preds = %3908
  %3929 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3913, <8 x i1> %3615, <8 x float> zeroinitializer)
  %3930 = fadd <8 x float> %3912, %3929
  br label %3931

3931:                                             ; preds = %3928, %3921, %3914
  %3932 = phi <8 x float> [ %3930, %3928 ], [ %3927, %3921 ], [ %3920, %3914 ]
  switch i64 %142, label %643 [
    i64 1, label %3947
    i64 2, label %3940
    i64 3, label %3933
    i64 0, label %3969
  ]

3933:                                             ; preds = %3931
  %3934 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3932)
  %3935 = bitcast <8 x float> %3932 to <8 x i32>
  %3936 = and <8 x i32> %3935, %45
  %3937 = bitcast <8 x i32> %3936 to <8 x float>
  %3938 = fcmp oeq <8 x float> %3932, %30
  %3939 = select <8 x i1> %3938, <8 x float> %3937, <8 x float> %3934
  br label %3950

3940:                                             ; preds = %3931
  %3941 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3932)
  %3942 = bitcast <8 x float> %3932 to <8 x i32>
  %3943 = or <8 x i32> %3942, %46
  %3944 = bitcast <8 x i32> %3943 to <8 x float>
  %3945 = fcmp oeq <8 x float> %3932, %33
  %3946 = select <8 x i1> %3945, <8 x float> %3944, <8 x float> %3941
  br label %3950

3947:                                             ; preds = %3931
  %3948 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3913, <8 x i1> %3615, <8 x float> zeroinitializer)
  %3949 = fadd <8 x float> %3932, %3948
  br label %3950

3950:                                             ; preds = %3947, %3940, %3933
  %3951 = phi <8 x float> [ %3949, %3947 ], [ %3946, %3940 ], [ %3939, %3933 ]
  switch i64 %144, label %643 [
    i64 1, label %3966
    i64 2, label %3959
    i64 3, label %3952
    i64 0, label %3969
  ]

3952:                                             ; preds = %3950
  %3953 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3951)
  %3954 = bitcast <8 x float> %3951 to <8 x i32>
  %3955 = and <8 x i32> %3954, %45
  %3956 = bitcast <8 x i32> %3955 to <8 x float>
  %3957 = fcmp oeq <8 x float> %3951, %30
  %3958 = select <8 x i1> %3957, <8 x float> %3956, <8 x float> %3953
  br label %3969

3959:                                             ; preds = %3950
  %3960 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3951)
  %3961 = bitcast <8 x float> %3951 to <8 x i32>
  %3962 = or <8 x i32> %3961, %46
  %3963 = bitcast <8 x i32> %3962 to <8 x float>
  %3964 = fcmp oeq <8 x float> %3951, %33
  %3965 = select <8 x i1> %3964, <8 x float> %3963, <8 x float> %3960
  br label %3969

3966:                                             ; preds = %3950
  %3967 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3913, <8 x i1> %3615, <8 x float> zeroinitializer)
  %3968 = fadd <8 x float> %3951, %3967
  br label %3969

3969:                                             ; preds = %3952, %3959, %3966, %3950, %3931
  %3970 = phi <8 x float> [ %3965, %3959 ], [ %3958, %3952 ], [ %3932, %3931 ], [ %3951, %3950 ], [ %3968, %3966 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3970, ptr align 1 %3911, <8 x i1> %3615)
  %3971 = add nsw i64 %3910, 8
  %3972 = getelementptr inbounds float, ptr %368, i64 %3971
  %3973 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3972, <8 x i1> %3623, <8 x float> zeroinitializer)
  %3974 = getelementptr inbounds float, ptr %366, i64 %3971
  switch i64 %132, label %643 [
    i64 1, label %3989
    i64 2, label %3982
    i64 3, label %3975
  ]

3975:                                             ; preds = %3969
  %3976 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3973)
  %3977 = bitcast <8 x float> %3973 to <8 x i32>
  %3978 = and <8 x i32> %3977, %45
  %3979 = bitcast <8 x i32> %3978 to <8 x float>
  %3980 = fcmp oeq <8 x float> %3973, %30
  %3981 = select <8 x i1> %3980, <8 x float> %3979, <8 x float> %3976
  br label %3992

3982:                                             ; preds = %3969
  %3983 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3973)
  %3984 = bitcast <8 x float> %3973 to <8 x i32>
  %3985 = or <8 x i32> %3984, %46
  %3986 = bitcast <8 x i32> %3985 to <8 x float>
  %3987 = fcmp oeq <8 x float> %3973, %33
  %3988 = select <8 x i1> %3987, <8 x float> %3986, <8 x float> %3983
  br label %3992

3989:                                             ; preds = %3969
  %3990 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3974, <8 x i1> %3623, <8 x float> zeroinitializer)
  %3991 = fadd <8 x float> %3973, %3990
  br label %3992

3992:                                             ; preds = %3989, %3982, %3975
  %3993 = phi <8 x float> [ %3991, %3989 ], [ %3988, %3982 ], [ %3981, %3975 ]
  switch i64 %146, label %643 [
    i64 1, label %4008
    i64 2, label %4001
    i64 3, label %3994
    i64 0, label %4030
  ]

3994:                                             ; preds = %3992
  %3995 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3993)
  %3996 = bitcast <8 x float> %3993 to <8 x i32>
  %3997 = and <8 x i32> %3996, %45
  %3998 = bitcast <8 x i32> %3997 to <8 x float>
  %3999 = fcmp oeq <8 x float> %3993, %30
  %4000 = select <8 x i1> %3999, <8 x float> %3998, <8 x float> %3995
  br label %4011

4001:                                             ; preds = %3992
  %4002 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3993)
  %4003 = bitcast <8 x float> %3993 to <8 x i32>
  %4004 = or <8 x i32> %4003, %46
  %4005 = bitcast <8 x i32> %4004 to <8 x float>
  %4006 = fcmp oeq <8 x float> %3993, %33
  %4007 = select <8 x i1> %4006, <8 x float> %4005, <8 x float> %4002
  br label %4011

4008:                                             ; preds = %3992
  %4009 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3974, <8 x i1> %3623, <8 x float> zeroinitializer)
  %4010 = fadd <8 x float> %3993, %4009
  br label %4011

4011:                                             ; preds = %4008, %4001, %3994
  %4012 = phi <8 x float> [ %4010, %4008 ], [ %4007, %4001 ], [ %4000, %3994 ]
  switch i64 %148, label %643 [
    i64 1, label %4027
    i64 2, label %4020
    i64 3, label %4013
    i64 0, label %4030
  ]

4013:                                             ; preds = %4011
  %4014 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4012)
  %4015 = bitcast <8 x float> %4012 to <8 x i32>
  %4016 = and <8 x i32> %4015, %45
  %4017 = bitcast <8 x i32> %4016 to <8 x float>
  %4018 = fcmp oeq <8 x float> %4012, %30
  %4019 = select <8 x i1> %4018, <8 x float> %4017, <8 x float> %4014
  br label %4030

4020:                                             ; preds = %4011
  %4021 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4012)
  %4022 = bitcast <8 x float> %4012 to <8 x i32>
  %4023 = or <8 x i32> %4022, %46
  %4024 = bitcast <8 x i32> %4023 to <8 x float>
  %4025 = fcmp oeq <8 x float> %4012, %33
  %4026 = select <8 x i1> %4025, <8 x float> %4024, <8 x float> %4021
  br label %4030

4027:                                             ; preds = %4011
  %4028 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3974, <8 x i1> %3623, <8 x float> zeroinitializer)
  %4029 = fadd <8 x float> %4012, %4028
  br label %4030

4030:                                             ; preds = %4013, %4020, %4027, %4011, %3992
  %4031 = phi <8 x float> [ %4026, %4020 ], [ %4019, %4013 ], [ %3993, %3992 ], [ %4012, %4011 ], [ %4029, %4027 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4031, ptr align 1 %3972, <8 x i1> %3623)
  %4032 = add nsw i64 %3681, %555
  %4033 = getelementptr inbounds float, ptr %368, i64 %4032
  %4034 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4033, <8 x i1> %3615, <8 x float> zeroinitializer)
  %4035 = getelementptr inbounds float, ptr %366, i64 %4032
  switch i64 %132, label %643 [
    i64 1, label %4050
    i64 2, label %4043
    i64 3, label %4036
  ]

4036:                                             ; preds = %4030
  %4037 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4034)
  %4038 = bitcast <8 x float> %4034 to <8 x i32>
  %4039 = and <8 x i32> %4038, %45
  %4040 = bitcast <8 x i32> %4039 to <8 x float>
  %4041 = fcmp oeq <8 x float> %4034, %30
  %4042 = select <8 x i1> %4041, <8 x float> %4040, <8 x float> %4037
  br label %4053

4043:                                             ; preds = %4030
  %4044 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4034)
  %4045 = bitcast <8 x float> %4034 to <8 x i32>
  %4046 = or <8 x i32> %4045, %46
  %4047 = bitcast <8 x i32> %4046 to <8 x float>
  %4048 = fcmp oeq <8 x float> %4034, %33
  %4049 = select <8 x i1> %4048, <8 x float> %4047, <8 x float> %4044
  br label %4053

4050:                                             ; preds = %4030
  %4051 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4035, <8 x i1> %3615, <8 x float> zeroinitializer)
  %4052 = fadd <8 x float> %4034, %4051
  br label %4053

4053:                                             ; preds = %4050, %4043, %4036
  %4054 = phi <8 x float> [ %4052, %4050 ], [ %4049, %4043 ], [ %4042, %4036 ]
  switch i64 %150, label %643 [
    i64 1, label %4069
    i64 2, label %4062
    i64 3, label %4055
    i64 0, label %4091
  ]

4055:                                             ; preds = %4053
  %4056 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4054)
  %4057 = bitcast <8 x float> %4054 to <8 x i32>
  %4058 = and <8 x i32> %4057, %45
  %4059 = bitcast <8 x i32> %4058 to <8 x float>
  %4060 = fcmp oeq <8 x float> %4054, %30
  %4061 = select <8 x i1> %4060, <8 x float> %4059, <8 x float> %4056
  br label %4072

4062:                                             ; preds = %4053
  %4063 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4054)
  %4064 = bitcast <8 x float> %4054 to <8 x i32>
  %4065 = or <8 x i32> %4064, %46
  %4066 = bitcast <8 x i32> %4065 to <8 x float>
  %4067 = fcmp oeq <8 x float> %4054, %33
  %4068 = select <8 x i1> %4067, <8 x float> %4066, <8 x float> %4063
  br label %4072

4069:                                             ; preds = %4053
  %4070 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4035, <8 x i1> %3615, <8 x float> zeroinitializer)
  %4071 = fadd <8 x float> %4054, %4070
  br label %4072

4072:                                             ; preds = %4069, %4062, %4055
  %4073 = phi <8 x float> [ %4071, %4069 ], [ %4068, %4062 ], [ %4061, %4055 ]
  switch i64 %152, label %643 [
    i64 1, label %4088
    i64 2, label %4081
    i64 3, label %4074
    i64 0, label %4091
  ]

4074:                                             ; preds = %4072
  %4075 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4073)
  %4076 = bitcast <8 x float> %4073 to <8 x i32>
  %4077 = and <8 x i32> %4076, %45
  %4078 = bitcast <8 x i32> %4077 to <8 x float>
  %4079 = fcmp oeq <8 x float> %4073, %30
  %4080 = select <8 x i1> %4079, <8 x float> %4078, <8 x float> %4075
  br label %4091

4081:                                             ; preds = %4072
  %4082 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4073)
  %4083 = bitcast <8 x float> %4073 to <8 x i32>
  %4084 = or <8 x i32> %4083, %46
  %4085 = bitcast <8 x i32> %4084 to <8 x float>
  %4086 = fcmp oeq <8 x float> %4073, %33
  %4087 = select <8 x i1> %4086, <8 x float> %4085, <8 x float> %4082
  br label %4091

4088:                                             ; preds = %4072
  %4089 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4035, <8 x i1> %3615, <8 x float> zeroinitializer)
  %4090 = fadd <8 x float> %4073, %4089
  br label %4091

4091:                                             ; preds = %4074, %4081, %4088, %4072, %4053
  %4092 = phi <8 x float> [ %4087, %4081 ], [ %4080, %4074 ], [ %4054, %4053 ], [ %4073, %4072 ], [ %4090, %4088 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4092, ptr align 1 %4033, <8 x i1> %3615)
  %4093 = add nsw i64 %4032, 8
  %4094 = getelementptr inbounds float, ptr %368, i64 %4093
  %4095 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4094, <8 x i1> %3623, <8 x float> zeroinitializer)
  %4096 = getelementptr inbounds float, ptr %366, i64 %4093
  switch i64 %132, label %643 [
    i64 1, label %4111
    i64 2, label %4104
    i64 3, label %4097
  ]

4097:                                             ; preds = %4091
  %4098 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4095)
  %4099 = bitcast <8 x float> %4095 to <8 x i32>
  %4100 = and <8 x i32> %4099, %45
  %4101 = bitcast <8 x i32> %4100 to <8 x float>
  %4102 = fcmp oeq <8 x float> %4095, %30
  %4103 = select <8 x i1> %4102, <8 x float> %4101, <8 x float> %4098
  br label %4114

4104:                                             ; preds = %4091
  %4105 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4095)
  %4106 = bitcast <8 x float> %4095 to <8 x i32>
  %4107 = or <8 x i32> %4106, %46
  %4108 = bitcast <8 x i32> %4107 to <8 x float>
  %4109 = fcmp oeq <8 x float> %4095, %33
  %4110 = select <8 x i1> %4109, <8 x float> %4108, <8 x float> %4105
  br label %4114

4111:                                             ; preds = %4091
  %4112 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4096, <8 x i1> %3623, <8 x float> zeroinitializer)
  %4113 = fadd <8 x float> %4095, %4112
  br label %4114

4114:                                             ; preds = %4111, %4104, %4097
  %4115 = phi <8 x float> [ %4113, %4111 ], [ %4110, %4104 ], [ %4103, %4097 ]
  switch i64 %154, label %643 [
    i64 1, label %4130
    i64 2, label %4123
    i64 3, label %4116
    i64 0, label %4152
  ]

4116:                                             ; preds = %4114
  %4117 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4115)
  %4118 = bitcast <8 x float> %4115 to <8 x i32>
  %4119 = and <8 x i32> %4118, %45
  %4120 = bitcast <8 x i32> %4119 to <8 x float>
  %4121 = fcmp oeq <8 x float> %4115, %30
  %4122 = select <8 x i1> %4121, <8 x float> %4120, <8 x float> %4117
  br label %4133

4123:                                             ; preds = %4114
  %4124 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4115)
  %4125 = bitcast <8 x float> %4115 to <8 x i32>
  %4126 = or <8 x i32> %4125, %46
  %4127 = bitcast <8 x i32> %4126 to <8 x float>
  %4128 = fcmp oeq <8 x float> %4115, %33
  %4129 = select <8 x i1> %4128, <8 x float> %4127, <8 x float> %4124
  br label %4133

4130:                                             ; preds = %4114
  %4131 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4096, <8 x i1> %3623, <8 x float> zeroinitializer)
  %4132 = fadd <8 x float> %4115, %4131
  br label %4133

4133:                                             ; preds = %4130, %4123, %4116
  %4134 = phi <8 x float> [ %4132, %4130 ], [ %4129, %4123 ], [ %4122, %4116 ]
  switch i64 %156, label %643 [
    i64 1, label %4149
    i64 2, label %4142
    i64 3, label %4135
    i64 0, label %4152
  ]

4135:                                             ; preds = %4133
  %4136 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4134)
  %4137 = bitcast <8 x float> %4134 to <8 x i32>
  %4138 = and <8 x i32> %4137, %45
  %4139 = bitcast <8 x i32> %4138 to <8 x float>
  %4140 = fcmp oeq <8 x float> %4134, %30
  %4141 = select <8 x i1> %4140, <8 x float> %4139, <8 x float> %4136
  br label %4152

4142:                                             ; preds = %4133
  %4143 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4134)
  %4144 = bitcast <8 x float> %4134 to <8 x i32>
  %4145 = or <8 x i32> %4144, %46
  %4146 = bitcast <8 x i32> %4145 to <8 x float>
  %4147 = fcmp oeq <8 x float> %4134, %33
  %4148 = select <8 x i1> %4147, <8 x float> %4146, <8 x float> %4143
  br label %4152

4149:                                             ; preds = %4133
  %4150 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4096, <8 x i1> %3623, <8 x float> zeroinitializer)
  %4151 = fadd <8 x float> %4134, %4150
  br label %4152

4152:                                             ; preds = %4135, %4142, %4149, %4133, %4114
  %4153 = phi <8 x float> [ %4148, %4142 ], [ %4141, %4135 ], [ %4115, %4114 ], [ %4134, %4133 ], [ %4151, %4149 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4153, ptr align 1 %4094, <8 x i1> %3623)
  %4154 = add nsw i64 %3683, %555
  %4155 = getelementptr inbounds float, ptr %368, i64 %4154
  %4156 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4155, <8 x i1> %3615, <8 x float> zeroinitializer)
  %4157 = getelementptr inbounds float, ptr %366, i64 %4154
  switch i64 %132, label %643 [
    i64 1, label %4172
    i64 2, label %4165
    i64 3, label %4158
  ]

4158:                                             ; preds = %4152
  %4159 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4156)
  %4160 = bitcast <8 x float> %4156 to <8 x i32>
  %4161 = and <8 x i32> %4160, %45
  %4162 = bitcast <8 x i32> %4161 to <8 x float>
  %4163 = fcmp oeq <8 x float> %4156, %30
  %4164 = select <8 x i1> %4163, <8 x float> %4162, <8 x float> %4159
  br label %4175

4165:                                             ; preds = %4152
  %4166 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4156)
  %4167 = bitcast <8 x float> %4156 to <8 x i32>
  %4168 = or <8 x i32> %4167, %46
  %4169 = bitcast <8 x i32> %4168 to <8 x float>
  %4170 = fcmp oeq <8 x float> %4156, %33
  %4171 = select <8 x i1> %4170, <8 x float> %4169, <8 x float> %4166
  br label %4175

4172:                                             ; preds = %4152
  %4173 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4157, <8 x i1> %3615, <8 x float> zeroinitializer)
  %4174 = fadd <8 x float> %4156, %4173
  br label %4175

4175:                                             ; preds = %4172, %4165, %4158
  %4176 = phi <8 x float> [ %4174, %4172 ], [ %4171, %4165 ], [ %4164, %4158 ]
  switch i64 %158, label %643 [
    i64 1, label %4191
    i64 2, label %4184
    i64 3, label %4177
    i64 0, label %4213
  ]

4177:                                             ; preds = %4175
  %4178 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4176)
  %4179 = bitcast <8 x float> %4176 to <8 x i32>
  %4180 = and <8 x i32> %4179, %45
  %4181 = bitcast <8 x i32> %4180 to <8 x float>
  %4182 = fcmp oeq <8 x float> %4176, %30
  %4183 = select <8 x i1> %4182, <8 x float> %4181, <8 x float> %4178
  br label %4194

4184:                                             ; preds = %4175
  %4185 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4176)
  %4186 = bitcast <8 x float> %4176 to <8 x i32>
  %4187 = or <8 x i32> %4186, %46
  %4188 = bitcast <8 x i32> %4187 to <8 x float>
  %4189 = fcmp oeq <8 x float> %4176, %33
  %4190 = select <8 x i1> %4189, <8 x float> %4188, <8 x float> %4185
  br label %4194

4191:                                             ; preds = %4175
  %4192 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4157, <8 x i1> %3615, <8 x float> zeroinitializer)
  %4193 = fadd <8 x float> %4176, %4192
  br label %4194

4194:                                             ; preds = %4191, %4184, %4177
  %4195 = phi <8 x float> [ %4193, %4191 ], [ %4190, %4184 ], [ %4183, %4177 ]
  switch i64 %160, label %643 [
    i64 1, label %4210
    i64 2, label %4203
    i64 3, label %4196
    i64 0, label %4213
  ]

4196:                                             ; preds = %4194
  %4197 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4195)
  %4198 = bitcast <8 x float> %4195 to <8 x i32>
  %4199 = and <8 x i32> %4198, %45
  %4200 = bitcast <8 x i32> %4199 to <8 x float>
  %4201 = fcmp oeq <8 x float> %4195, %30
  %4202 = select <8 x i1> %4201, <8 x float> %4200, <8 x float> %4197
  br label %4213

4203:                                             ; preds = %4194
  %4204 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4195)
  %4205 = bitcast <8 x float> %4195 to <8 x i32>
  %4206 = or <8 x i32> %4205, %46
  %4207 = bitcast <8 x i32> %4206 to <8 x float>
  %4208 = fcmp oeq <8 x float> %4195, %33
  %4209 = select <8 x i1> %4208, <8 x float> %4207, <8 x float> %4204
  br label %4213

4210:                                             ; preds = %4194
  %4211 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4157, <8 x i1> %3615, <8 x float> zeroinitializer)
  %4212 = fadd <8 x float> %4195, %4211
  br label %4213

4213:                                             ; preds = %4196, %4203, %4210, %4194, %4175
  %4214 = phi <8 x float> [ %4209, %4203 ], [ %4202, %4196 ], [ %4176, %4175 ], [ %4195, %4194 ], [ %4212, %4210 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4214, ptr align 1 %4155, <8 x i1> %3615)
  %4215 = add nsw i64 %4154, 8
  %4216 = getelementptr inbounds float, ptr %368, i64 %4215
  %4217 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4216, <8 x i1> %3623, <8 x float> zeroinitializer)
  %4218 = getelementptr inbounds float, ptr %366, i64 %4215
  switch i64 %132, label %643 [
    i64 1, label %4233
    i64 2, label %4226
    i64 3, label %4219
  ]

4219:                                             ; preds = %4213
  %4220 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4217)
  %4221 = bitcast <8 x float> %4217 to <8 x i32>
  %4222 = and <8 x i32> %4221, %45
  %4223 = bitcast <8 x i32> %4222 to <8 x float>
  %4224 = fcmp oeq <8 x float> %4217, %30
  %4225 = select <8 x i1> %4224, <8 x float> %4223, <8 x float> %4220
  br label %4236

4226:                                             ; preds = %4213
  %4227 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4217)
  %4228 = bitcast <8 x float> %4217 to <8 x i32>
  %4229 = or <8 x i32> %4228, %46
  %4230 = bitcast <8 x i32> %4229 to <8 x float>
  %4231 = fcmp oeq <8 x float> %4217, %33
  %4232 = select <8 x i1> %4231, <8 x float> %4230, <8 x float> %4227
  br label %4236

4233:                                             ; preds = %4213
  %4234 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4218, <8 x i1> %3623, <8 x float> zeroinitializer)
  %4235 = fadd <8 x float> %4217, %4234
  br label %4236

4236:                                             ; preds = %4233, %4226, %4219
  %4237 = phi <8 x float> [ %4235, %4233 ], [ %4232, %4226 ], [ %4225, %4219 ]
  switch i64 %162, label %643 [
    i64 1, label %4252
    i64 2, label %4245
    i64 3, label %4238
    i64 0, label %4274
  ]

4238:                                             ; preds = %4236
  %4239 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4237)
  %4240 = bitcast <8 x float> %4237 to <8 x i32>
  %4241 = and <8 x i32> %4240, %45
  %4242 = bitcast <8 x i32> %4241 to <8 x float>
  %4243 = fcmp oeq <8 x float> %4237, %30
  %4244 = select <8 x i1> %4243, <8 x float> %4242, <8 x float> %4239
  br label %4255

4245:                                             ; preds = %4236
  %4246 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4237)
  %4247 = bitcast <8 x float> %4237 to <8 x i32>
  %4248 = or <8 x i32> %4247, %46
  %4249 = bitcast <8 x i32> %4248 to <8 x float>
  %4250 = fcmp oeq <8 x float> %4237, %33
  %4251 = select <8 x i1> %4250, <8 x float> %4249, <8 x float> %4246
  br label %4255

4252:                                             ; preds = %4236
  %4253 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4218, <8 x i1> %3623, <8 x float> zeroinitializer)
  %4254 = fadd <8 x float> %4237, %4253
  br label %4255

4255:                                             ; preds = %4252, %4245, %4238
  %4256 = phi <8 x float> [ %4254, %4252 ], [ %4251, %4245 ], [ %4244, %4238 ]
  switch i64 %164, label %643 [
    i64 1, label %4271
    i64 2, label %4264
    i64 3, label %4257
    i64 0, label %4274
  ]

4257:                                             ; preds = %4255
  %4258 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4256)
  %4259 = bitcast <8 x float> %4256 to <8 x i32>
  %4260 = and <8 x i32> %4259, %45
  %4261 = bitcast <8 x i32> %4260 to <8 x float>
  %4262 = fcmp oeq <8 x float> %4256, %30
  %4263 = select <8 x i1> %4262, <8 x float> %4261, <8 x float> %4258
  br label %4274

4264:                                             ; preds = %4255
  %4265 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4256)
  %4266 = bitcast <8 x float> %4256 to <8 x i32>
  %4267 = or <8 x i32> %4266, %46
  %4268 = bitcast <8 x i32> %4267 to <8 x float>
  %4269 = fcmp oeq <8 x float> %4256, %33
  %4270 = select <8 x i1> %4269, <8 x float> %4268, <8 x float> %4265
  br label %4274

4271:                                             ; preds = %4255
  %4272 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4218, <8 x i1> %3623, <8 x float> zeroinitializer)
  %4273 = fadd <8 x float> %4256, %4272
  br label %4274

4274:                                             ; preds = %4257, %4264, %4271, %4255, %4236
  %4275 = phi <8 x float> [ %4270, %4264 ], [ %4263, %4257 ], [ %4237, %4236 ], [ %4256, %4255 ], [ %4273, %4271 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4275, ptr align 1 %4216, <8 x i1> %3623)
  %4276 = add nsw i64 %3685, %555
  %4277 = getelementptr inbounds float, ptr %368, i64 %4276
  %4278 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4277, <8 x i1> %3615, <8 x float> zeroinitializer)
  %4279 = getelementptr inbounds float, ptr %366, i64 %4276
  switch i64 %132, label %643 [
    i64 1, label %4294
    i64 2, label %4287
    i64 3, label %4280
  ]

4280:                                             ; preds = %4274
  %4281 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4278)
  %4282 = bitcast <8 x float> %4278 to <8 x i32>
  %4283 = and <8 x i32> %4282, %45
  %4284 = bitcast <8 x i32> %4283 to <8 x float>
  %4285 = fcmp oeq <8 x float> %4278, %30
  %4286 = select <8 x i1> %4285, <8 x float> %4284, <8 x float> %4281
  br label %4297

4287:                                             ; preds = %4274
  %4288 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4278)
  %4289 = bitcast <8 x float> %4278 to <8 x i32>
  %4290 = or <8 x i32> %4289, %46
  %4291 = bitcast <8 x i32> %4290 to <8 x float>
  %4292 = fcmp oeq <8 x float> %4278, %33
  %4293 = select <8 x i1> %4292, <8 x float> %4291, <8 x float> %4288
  br label %4297

4294:                                             ; preds = %4274
  %4295 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4279, <8 x i1> %3615, <8 x float> zeroinitializer)
  %4296 = fadd <8 x float> %4278, %4295
  br label %4297

4297:                                             ; preds = %4294, %4287, %4280
  %4298 = phi <8 x float> [ %4296, %4294 ], [ %4293, %4287 ], [ %4286, %4280 ]
  switch i64 %166, label %643 [
    i64 1, label %4313
    i64 2, label %4306
    i64 3, label %4299
    i64 0, label %4335
  ]

4299:                                             ; preds = %4297
  %4300 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4298)
  %4301 = bitcast <8 x float> %4298 to <8 x i32>
  %4302 = and <8 x i32> %4301, %45
  %4303 = bitcast <8 x i32> %4302 to <8 x float>
  %4304 = fcmp oeq <8 x float> %4298, %30
  %4305 = select <8 x i1> %4304, <8 x float> %4303, <8 x float> %4300
  br label %4316

4306:                                             ; preds = %4297
  %4307 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4298)
  %4308 = bitcast <8 x float> %4298 to <8 x i32>
  %4309 = or <8 x i32> %4308, %46
  %4310 = bitcast <8 x i32> %4309 to <8 x float>
  %4311 = fcmp oeq <8 x float> %4298, %33
  %4312 = select <8 x i1> %4311, <8 x float> %4310, <8 x float> %4307
  br label %4316

4313:                                             ; preds = %4297
  %4314 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4279, <8 x i1> %3615, <8 x float> zeroinitializer)
  %4315 = fadd <8 x float> %4298, %4314
  br label %4316

4316:                                             ; preds = %4313, %4306, %4299
  %4317 = phi <8 x float> [ %4315, %4313 ], [ %4312, %4306 ], [ %4305, %4299 ]
  switch i64 %168, label %643 [
    i64 1, label %4332
    i64 2, label %4325
    i64 3, label %4318
    i64 0, label %4335
  ]

4318:                                             ; preds = %4316
  %4319 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4317)
  %4320 = bitcast <8 x float> %4317 to <8 x i32>
  %4321 = and <8 x i32> %4320, %45
  %4322 = bitcast <8 x i32> %4321 to <8 x float>
  %4323 = fcmp oeq <8 x float> %4317, %30
  %4324 = select <8 x i1> %4323, <8 x float> %4322, <8 x float> %4319
  br label %4335

4325:                                             ; preds = %4316
  %4326 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4317)
  %4327 = bitcast <8 x float> %4317 to <8 x i32>
  %4328 = or <8 x i32> %4327, %46
  %4329 = bitcast <8 x i32> %4328 to <8 x float>
  %4330 = fcmp oeq <8 x float> %4317, %33
  %4331 = select <8 x i1> %4330, <8 x float> %4329, <8 x float> %4326
  br label %4335

4332:                                             ; preds = %4316
  %4333 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4279, <8 x i1> %3615, <8 x float> zeroinitializer)
  %4334 = fadd <8 x float> %4317, %4333
  br label %4335

4335:                                             ; preds = %4318, %4325, %4332, %4316, %4297
  %4336 = phi <8 x float> [ %4331, %4325 ], [ %4324, %4318 ], [ %4298, %4297 ], [ %4317, %4316 ], [ %4334, %4332 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4336, ptr align 1 %4277, <8 x i1> %3615)
  %4337 = add nsw i64 %4276, 8
  %4338 = getelementptr inbounds float, ptr %368, i64 %4337
  %4339 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4338, <8 x i1> %3623, <8 x float> zeroinitializer)
  %4340 = getelementptr inbounds float, ptr %366, i64 %4337
  switch i64 %132, label %643 [
    i64 1, label %4355
    i64 2, label %4348
    i64 3, label %4341
  ]

4341:                                             ; preds = %4335
  %4342 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4339)
  %4343 = bitcast <8 x float> %4339 to <8 x i32>
  %4344 = and <8 x i32> %4343, %45
  %4345 = bitcast <8 x i32> %4344 to <8 x float>
  %4346 = fcmp oeq <8 x float> %4339, %30
  %4347 = select <8 x i1> %4346, <8 x float> %4345, <8 x float> %4342
  br label %4358

4348:                                             ; preds = %4335
  %4349 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4339)
  %4350 = bitcast <8 x float> %4339 to <8 x i32>
  %4351 = or <8 x i32> %4350, %46
  %4352 = bitcast <8 x i32> %4351 to <8 x float>
  %4353 = fcmp oeq <8 x float> %4339, %33
  %4354 = select <8 x i1> %4353, <8 x float> %4352, <8 x float> %4349
  br label %4358

4355:                                             ; preds = %4335
  %4356 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4340, <8 x i1> %3623, <8 x float> zeroinitializer)
  %4357 = fadd <8 x float> %4339, %4356
  br label %4358

4358:                                             ; preds = %4355, %4348, %4341
  %4359 = phi <8 x float> [ %4357, %4355 ], [ %4354, %4348 ], [ %4347, %4341 ]
  switch i64 %170, label %643 [
    i64 1, label %4374
    i64 2, label %4367
    i64 3, label %4360
    i64 0, label %4396
  ]

4360:                                             ; preds = %4358
  %4361 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4359)
  %4362 = bitcast <8 x float> %4359 to <8 x i32>
  %4363 = and <8 x i32> %4362, %45
  %4364 = bitcast <8 x i32> %4363 to <8 x float>
  %4365 = fcmp oeq <8 x float> %4359, %30
  %4366 = select <8 x i1> %4365, <8 x float> %4364, <8 x float> %4361
  br label %4377

4367:                                             ; preds = %4358
  %4368 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4359)
  %4369 = bitcast <8 x float> %4359 to <8 x i32>
  %4370 = or <8 x i32> %4369, %46
  %4371 = bitcast <8 x i32> %4370 to <8 x float>
  %4372 = fcmp oeq <8 x float> %4359, %33
  %4373 = select <8 x i1> %4372, <8 x float> %4371, <8 x float> %4368
  br label %4377

4374:                                             ; preds = %4358
  %4375 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4340, <8 x i1> %3623, <8 x float> zeroinitializer)
  %4376 = fadd <8 x float> %4359, %4375
  br label %4377

4377:                                             ; preds = %4374, %4367, %4360
  %4378 = phi <8 x float> [ %4376, %4374 ], [ %4373, %4367 ], [ %4366, %4360 ]
  switch i64 %172, label %643 [
    i64 1, label %4393
    i64 2, label %4386
    i64 3, label %4379
    i64 0, label %4396
  ]

4379:                                             ; preds = %4377
  %4380 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4378)
  %4381 = bitcast <8 x float> %4378 to <8 x i32>
  %4382 = and <8 x i32> %4381, %45
  %4383 = bitcast <8 x i32> %4382 to <8 x float>
  %4384 = fcmp oeq <8 x float> %4378, %30
  %4385 = select <8 x i1> %4384, <8 x float> %4383, <8 x float> %4380
  br label %4396

4386:                                             ; preds = %4377
  %4387 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4378)
  %4388 = bitcast <8 x float> %4378 to <8 x i32>
  %4389 = or <8 x i32> %4388, %46
  %4390 = bitcast <8 x i32> %4389 to <8 x float>
  %4391 = fcmp oeq <8 x float> %4378, %33
  %4392 = select <8 x i1> %4391, <8 x float> %4390, <8 x float> %4387
  br label %4396

4393:                                             ; preds = %4377
  %4394 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4340, <8 x i1> %3623, <8 x float> zeroinitializer)
  %4395 = fadd <8 x float> %4378, %4394
  br label %4396

4396:                                             ; preds = %4379, %4386, %4393, %3764, %4377, %4358
  %4397 = phi ptr [ %3790, %3764 ], [ %4338, %4379 ], [ %4338, %4358 ], [ %4338, %4377 ], [ %4338, %4393 ], [ %4338, %4386 ]
  %4398 = phi <8 x float> [ %3791, %3764 ], [ %4385, %4379 ], [ %4359, %4358 ], [ %4378, %4377 ], [ %4395, %4393 ], [ %4392, %4386 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4398, ptr align 1 %4397, <8 x i1> %3623)
  br label %5827

4399:                                             ; preds = %554
  %4400 = sub i64 %7, %555
  %4401 = icmp sgt i64 %4400, 7
  %4402 = trunc i64 %4400 to i32
  %4403 = select i1 %4401, i32 8, i32 %4402
  %4404 = insertelement <8 x i32> poison, i32 %4403, i64 0
  %4405 = shufflevector <8 x i32> %4404, <8 x i32> poison, <8 x i32> zeroinitializer
  %4406 = icmp sgt <8 x i32> %4405, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %42, label %4426, label %4407

4407:                                             ; preds = %4399
  %4408 = load float, ptr %380, align 1
  %4409 = insertelement <8 x float> poison, float %4408, i64 0
  %4410 = shufflevector <8 x float> %4409, <8 x float> poison, <8 x i32> zeroinitializer
  %4411 = load float, ptr %411, align 1
  %4412 = insertelement <8 x float> poison, float %4411, i64 0
  %4413 = shufflevector <8 x float> %4412, <8 x float> poison, <8 x i32> zeroinitializer
  %4414 = load float, ptr %412, align 1
  %4415 = insertelement <8 x float> poison, float %4414, i64 0
  %4416 = shufflevector <8 x float> %4415, <8 x float> poison, <8 x i32> zeroinitializer
  %4417 = load float, ptr %413, align 1
  %4418 = insertelement <8 x float> poison, float %4417, i64 0
  %4419 = shufflevector <8 x float> %4418, <8 x float> poison, <8 x i32> zeroinitializer
  %4420 = load float, ptr %414, align 1
  %4421 = insertelement <8 x float> poison, float %4420, i64 0
  %4422 = shufflevector <8 x float> %4421, <8 x float> poison, <8 x i32> zeroinitializer
  %4423 = load float, ptr %415, align 1
  %4424 = insertelement <8 x float> poison, float %4423, i64 0
  %4425 = shufflevector <8 x float> %4424, <8 x float> poison, <8 x i32> zeroinitializer
  br label %4440

4426:                                             ; preds = %4399
  %4427 = getelementptr float, ptr %363, i64 %555
  %4428 = getelementptr float, ptr %4427, i64 %383
  %4429 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4428, <8 x i1> %4406, <8 x float> zeroinitializer)
  %4430 = getelementptr float, ptr %4427, i64 %417
  %4431 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4430, <8 x i1> %4406, <8 x float> zeroinitializer)
  %4432 = getelementptr float, ptr %4427, i64 %419
  %4433 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4432, <8 x i1> %4406, <8 x float> zeroinitializer)
  %4434 = getelementptr float, ptr %4427, i64 %421
  %4435 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4434, <8 x i1> %4406, <8 x float> zeroinitializer)
  %4436 = getelementptr float, ptr %4427, i64 %423
  %4437 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4436, <8 x i1> %4406, <8 x float> zeroinitializer)
  %4438 = getelementptr float, ptr %4427, i64 %425
  %4439 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4438, <8 x i1> %4406, <8 x float> zeroinitializer)
  br label %4440

4440:                                             ; preds = %4426, %4407
  %4441 = phi <8 x float> [ %4437, %4426 ], [ %4422, %4407 ]
  %4442 = phi <8 x float> [ %4433, %4426 ], [ %4416, %4407 ]
  %4443 = phi <8 x float> [ %4429, %4426 ], [ %4410, %4407 ]
  %4444 = phi <8 x float> [ %4431, %4426 ], [ %4413, %4407 ]
  %4445 = phi <8 x float> [ %4435, %4426 ], [ %4419, %4407 ]
  %4446 = phi <8 x float> [ %4439, %4426 ], [ %4425, %4407 ]
  %4447 = getelementptr inbounds float, ptr %361, i64 %555
  br i1 %43, label %4462, label %4448

4448:                                             ; preds = %4462, %4440
  %4449 = phi <8 x float> [ %4446, %4440 ], [ %4502, %4462 ]
  %4450 = phi <8 x float> [ %4441, %4440 ], [ %4497, %4462 ]
  %4451 = phi <8 x float> [ %4445, %4440 ], [ %4492, %4462 ]
  %4452 = phi <8 x float> [ %4442, %4440 ], [ %4487, %4462 ]
  %4453 = phi <8 x float> [ %4444, %4440 ], [ %4482, %4462 ]
  %4454 = phi <8 x float> [ %4443, %4440 ], [ %4477, %4462 ]
  %4455 = getelementptr float, ptr %368, i64 %555
  %4456 = getelementptr float, ptr %4455, i64 %383
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4454, ptr align 1 %4456, <8 x i1> %4406)
  %4457 = getelementptr float, ptr %4455, i64 %427
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4453, ptr align 1 %4457, <8 x i1> %4406)
  %4458 = getelementptr float, ptr %4455, i64 %429
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4452, ptr align 1 %4458, <8 x i1> %4406)
  %4459 = getelementptr float, ptr %4455, i64 %431
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4451, ptr align 1 %4459, <8 x i1> %4406)
  %4460 = getelementptr float, ptr %4455, i64 %433
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4450, ptr align 1 %4460, <8 x i1> %4406)
  %4461 = getelementptr float, ptr %4455, i64 %435
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4449, ptr align 1 %4461, <8 x i1> %4406)
  br i1 %44, label %5827, label %4505

4462:                                             ; preds = %4440, %4462
  %4463 = phi <8 x float> [ %4502, %4462 ], [ %4446, %4440 ]
  %4464 = phi <8 x float> [ %4497, %4462 ], [ %4441, %4440 ]
  %4465 = phi <8 x float> [ %4492, %4462 ], [ %4445, %4440 ]
  %4466 = phi <8 x float> [ %4487, %4462 ], [ %4442, %4440 ]
  %4467 = phi <8 x float> [ %4482, %4462 ], [ %4444, %4440 ]
  %4468 = phi <8 x float> [ %4477, %4462 ], [ %4443, %4440 ]
  %4469 = phi i64 [ %4503, %4462 ], [ 0, %4440 ]
  %4470 = mul nsw i64 %4469, %7
  %4471 = getelementptr inbounds float, ptr %4447, i64 %4470
  %4472 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4471, <8 x i1> %4406, <8 x float> zeroinitializer)
  %4473 = getelementptr float, ptr %382, i64 %4469
  %4474 = load float, ptr %4473, align 1
  %4475 = insertelement <8 x float> poison, float %4474, i64 0
  %4476 = shufflevector <8 x float> %4475, <8 x float> poison, <8 x i32> zeroinitializer
  %4477 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4472, <8 x float> %4476, <8 x float> %4468)
  %4478 = getelementptr float, ptr %4473, i64 %5
  %4479 = load float, ptr %4478, align 1
  %4480 = insertelement <8 x float> poison, float %4479, i64 0
  %4481 = shufflevector <8 x float> %4480, <8 x float> poison, <8 x i32> zeroinitializer
  %4482 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4472, <8 x float> %4481, <8 x float> %4467)
  %4483 = getelementptr i8, ptr %4473, i64 %100
  %4484 = load float, ptr %4483, align 1
  %4485 = insertelement <8 x float> poison, float %4484, i64 0
  %4486 = shufflevector <8 x float> %4485, <8 x float> poison, <8 x i32> zeroinitializer
  %4487 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4472, <8 x float> %4486, <8 x float> %4466)
  %4488 = getelementptr i8, ptr %4473, i64 %101
  %4489 = load float, ptr %4488, align 1
  %4490 = insertelement <8 x float> poison, float %4489, i64 0
  %4491 = shufflevector <8 x float> %4490, <8 x float> poison, <8 x i32> zeroinitializer
  %4492 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4472, <8 x float> %4491, <8 x float> %4465)
  %4493 = getelementptr i8, ptr %4473, i64 %102
  %4494 = load float, ptr %4493, align 1
  %4495 = insertelement <8 x float> poison, float %4494, i64 0
  %4496 = shufflevector <8 x float> %4495, <8 x float> poison, <8 x i32> zeroinitializer
  %4497 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4472, <8 x float> %4496, <8 x float> %4464)
  %4498 = getelementptr i8, ptr %4473, i64 %103
  %4499 = load float, ptr %4498, align 1
  %4500 = insertelement <8 x float> poison, float %4499, i64 0
  %4501 = shufflevector <8 x float> %4500, <8 x float> poison, <8 x i32> zeroinitializer
  %4502 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4472, <8 x float> %4501, <8 x float> %4463)
  %4503 = add nuw nsw i64 %4469, 1
  %4504 = icmp eq i64 %4503, %5
  br i1 %4504, label %4448, label %4462

4505:                                             ; preds = %4448
  %4506 = add nsw i64 %383, %555
  %4507 = getelementptr inbounds float, ptr %368, i64 %4506
  %4508 = getelementptr inbounds float, ptr %366, i64 %4506
  %4509 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4507, <8 x i1> %4406, <8 x float> zeroinitializer)
  switch i64 %104, label %643 [
    i64 1, label %4521
    i64 2, label %4524
    i64 3, label %4531
    i64 0, label %4510
  ]

4510:                                             ; preds = %4505
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4509, ptr align 1 %4507, <8 x i1> %4406)
  %4511 = getelementptr float, ptr %536, i64 %555
  %4512 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4511, <8 x i1> %4406, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4512, ptr align 1 %4511, <8 x i1> %4406)
  %4513 = getelementptr float, ptr %537, i64 %555
  %4514 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4513, <8 x i1> %4406, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4514, ptr align 1 %4513, <8 x i1> %4406)
  %4515 = getelementptr float, ptr %538, i64 %555
  %4516 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4515, <8 x i1> %4406, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4516, ptr align 1 %4515, <8 x i1> %4406)
  %4517 = getelementptr float, ptr %539, i64 %555
  %4518 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4517, <8 x i1> %4406, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4518, ptr align 1 %4517, <8 x i1> %4406)
  %4519 = getelementptr float, ptr %540, i64 %555
  %4520 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4519, <8 x i1> %4406, <8 x float> zeroinitializer)
  br label %4881

4521:                                             ; preds = %4505
  %4522 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4508, <8 x i1> %4406, <8 x float> zeroinitializer)
  %4523 = fadd <8 x float> %4509, %4522
  br label %4538

4524:                                             ; preds = %4505
  %4525 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4509)
  %4526 = bitcast <8 x float> %4509 to <8 x i32>
  %4527 = or <8 x i32> %4526, %46
  %4528 = bitcast <8 x i32> %4527 to <8 x float>
  %4529 = fcmp oeq <8 x float> %4509, %33
  %4530 = select <8 x i1> %4529, <8 x float> %4528, <8 x float> %4525
  br label %4538

4531:                                             ; preds = %4505
  %4532 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4509)
  %4533 = bitcast <8 x float> %4509 to <8 x i32>
  %4534 = and <8 x i32> %4533, %45
  %4535 = bitcast <8 x i32> %4534 to <8 x float>
  %4536 = fcmp oeq <8 x float> %4509, %30
  %4537 = select <8 x i1> %4536, <8 x float> %4535, <8 x float> %4532
  br label %4538

4538:                                             ; preds = %4531, %4524, %4521
  %4539 = phi <8 x float> [ %4523, %4521 ], [ %4530, %4524 ], [ %4537, %4531 ]
  switch i64 %106, label %643 [
    i64 1, label %4554
    i64 2, label %4547
    i64 3, label %4540
    i64 0, label %4576
  ]

4540:                                             ; preds = %4538
  %4541 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4539)
  %4542 = bitcast <8 x float> %4539 to <8 x i32>
  %4543 = and <8 x i32> %4542, %45
  %4544 = bitcast <8 x i32> %4543 to <8 x float>
  %4545 = fcmp oeq <8 x float> %4539, %30
  %4546 = select <8 x i1> %4545, <8 x float> %4544, <8 x float> %4541
  br label %4557

4547:                                             ; preds = %4538
  %4548 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4539)
  %4549 = bitcast <8 x float> %4539 to <8 x i32>
  %4550 = or <8 x i32> %4549, %46
  %4551 = bitcast <8 x i32> %4550 to <8 x float>
  %4552 = fcmp oeq <8 x float> %4539, %33
  %4553 = select <8 x i1> %4552, <8 x float> %4551, <8 x float> %4548
  br label %4557

4554:                                             ; preds = %4538
  %4555 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4508, <8 x i1> %4406, <8 x float> zeroinitializer)
  %4556 = fadd <8 x float> %4539, %4555
  br label %4557

4557:                                             ; preds = %4554, %4547, %4540
  %4558 = phi <8 x float> [ %4556, %4554 ], [ %4553, %4547 ], [ %4546, %4540 ]
  switch i64 %108, label %643 [
    i64 1, label %4573
    i64 2, label %4566
    i64 3, label %4559
    i64 0, label %4576
  ]

4559:                                             ; preds = %4557
  %4560 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4558)
  %4561 = bitcast <8 x float> %4558 to <8 x i32>
  %4562 = and <8 x i32> %4561, %45
  %4563 = bitcast <8 x i32> %4562 to <8 x float>
  %4564 = fcmp oeq <8 x float> %4558, %30
  %4565 = select <8 x i1> %4564, <8 x float> %4563, <8 x float> %4560
  br label %4576

4566:                                             ; preds = %4557
  %4567 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4558)
  %4568 = bitcast <8 x float> %4558 to <8 x i32>
  %4569 = or <8 x i32> %4568, %46
  %4570 = bitcast <8 x i32> %4569 to <8 x float>
  %4571 = fcmp oeq <8 x float> %4558, %33
  %4572 = select <8 x i1> %4571, <8 x float> %4570, <8 x float> %4567
  br label %4576

4573:                                             ; preds = %4557
  %4574 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4508, <8 x i1> %4406, <8 x float> zeroinitializer)
  %4575 = fadd <8 x float> %4558, %4574
  br label %4576

4576:                                             ; preds = %4559, %4566, %4573, %4557, %4538
  %4577 = phi <8 x float> [ %4558, %4557 ], [ %4565, %4559 ], [ %4539, %4538 ], [ %4575, %4573 ], [ %4572, %4566 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4577, ptr align 1 %4507, <8 x i1> %4406)
  %4578 = add nsw i64 %427, %555
  %4579 = getelementptr inbounds float, ptr %368, i64 %4578
  %4580 = getelementptr inbounds float, ptr %366, i64 %4578
  %4581 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4579, <8 x i1> %4406, <8 x float> zeroinitializer)
  switch i64 %104, label %643 [
    i64 1, label %4596
    i64 2, label %4589
    i64 3, label %4582
  ]

4582:                                             ; preds = %4576
  %4583 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4581)
  %4584 = bitcast <8 x float> %4581 to <8 x i32>
  %4585 = and <8 x i32> %4584, %45
  %4586 = bitcast <8 x i32> %4585 to <8 x float>
  %4587 = fcmp oeq <8 x float> %4581, %30
  %4588 = select <8 x i1> %4587, <8 x float> %4586, <8 x float> %4583
  br label %4599

4589:                                             ; preds = %4576
  %4590 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4581)
  %4591 = bitcast <8 x float> %4581 to <8 x i32>
  %4592 = or <8 x i32> %4591, %46
  %4593 = bitcast <8 x i32> %4592 to <8 x float>
  %4594 = fcmp oeq <8 x float> %4581, %33
  %4595 = select <8 x i1> %4594, <8 x float> %4593, <8 x float> %4590
  br label %4599

4596:                                             ; preds = %4576
  %4597 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4580, <8 x i1> %4406, <8 x float> zeroinitializer)
  %4598 = fadd <8 x float> %4581, %4597
  br label %4599

4599:                                             ; preds = %4596, %4589, %4582
  %4600 = phi <8 x float> [ %4598, %4596 ], [ %4595, %4589 ], [ %4588, %4582 ]
  switch i64 %110, label %643 [
    i64 1, label %4615
    i64 2, label %4608
    i64 3, label %4601
    i64 0, label %4637
  ]

4601:                                             ; preds = %4599
  %4602 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4600)
  %4603 = bitcast <8 x float> %4600 to <8 x i32>
  %4604 = and <8 x i32> %4603, %45
  %4605 = bitcast <8 x i32> %4604 to <8 x float>
  %4606 = fcmp oeq <8 x float> %4600, %30
  %4607 = select <8 x i1> %4606, <8 x float> %4605, <8 x float> %4602
  br label %4618

4608:                                             ; preds = %4599
  %4609 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4600)
  %4610 = bitcast <8 x float> %4600 to <8 x i32>
  %4611 = or <8 x i32> %4610, %46
  %4612 = bitcast <8 x i32> %4611 to <8 x float>
  %4613 = fcmp oeq <8 x float> %4600, %33
  %4614 = select <8 x i1> %4613, <8 x float> %4612, <8 x float> %4609
  br label %4618

4615:                                             ; preds = %4599
  %4616 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4580, <8 x i1> %4406, <8 x float> zeroinitializer)
  %4617 = fadd <8 x float> %4600, %4616
  br label %4618

4618:                                             ; preds = %4615, %4608, %4601
  %4619 = phi <8 x float> [ %4617, %4615 ], [ %4614, %4608 ], [ %4607, %4601 ]
  switch i64 %112, label %643 [
    i64 1, label %4634
    i64 2, label %4627
    i64 3, label %4620
    i64 0, label %4637
  ]

4620:                                             ; preds = %4618
  %4621 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4619)
  %4622 = bitcast <8 x float> %4619 to <8 x i32>
  %4623 = and <8 x i32> %4622, %45
  %4624 = bitcast <8 x i32> %4623 to <8 x float>
  %4625 = fcmp oeq <8 x float> %4619, %30
  %4626 = select <8 x i1> %4625, <8 x float> %4624, <8 x float> %4621
  br label %4637

4627:                                             ; preds = %4618
  %4628 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4619)
  %4629 = bitcast <8 x float> %4619 to <8 x i32>
  %4630 = or <8 x i32> %4629, %46
  %4631 = bitcast <8 x i32> %4630 to <8 x float>
  %4632 = fcmp oeq <8 x float> %4619, %33
  %4633 = select <8 x i1> %4632, <8 x float> %4631, <8 x float> %4628
  br label %4637

4634:                                             ; preds = %4618
  %4635 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4580, <8 x i1> %4406, <8 x float> zeroinitializer)
  %4636 = fadd <8 x float> %4619, %4635
  br label %4637

4637:                                             ; preds = %4620, %4627, %4634, %4618, %4599
  %4638 = phi <8 x float> [ %4633, %4627 ], [ %4626, %4620 ], [ %4600, %4599 ], [ %4619, %4618 ], [ %4636, %4634 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4638, ptr align 1 %4579, <8 x i1> %4406)
  %4639 = add nsw i64 %429, %555
  %4640 = getelementptr inbounds float, ptr %368, i64 %4639
  %4641 = getelementptr inbounds float, ptr %366, i64 %4639
  %4642 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4640, <8 x i1> %4406, <8 x float> zeroinitializer)
  switch i64 %104, label %643 [
    i64 1, label %4657
    i64 2, label %4650
    i64 3, label %4643
  ]

4643:                                             ; preds = %4637
  %4644 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4642)
  %4645 = bitcast <8 x float> %4642 to <8 x i32>
  %4646 = and <8 x i32> %4645, %45
  %4647 = bitcast <8 x i32> %4646 to <8 x float>
  %4648 = fcmp oeq <8 x float> %4642, %30
  %4649 = select <8 x i1> %4648, <8 x float> %4647, <8 x float> %4644
  br label %4660

4650:                                             ; preds = %4637
  %4651 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4642)
  %4652 = bitcast <8 x float> %4642 to <8 x i32>
  %4653 = or <8 x i32> %4652, %46
  %4654 = bitcast <8 x i32> %4653 to <8 x float>
  %4655 = fcmp oeq <8 x float> %4642, %33
  %4656 = select <8 x i1> %4655, <8 x float> %4654, <8 x float> %4651
  br label %4660

4657:                                             ; preds = %4637
  %4658 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4641, <8 x i1> %4406, <8 x float> zeroinitializer)
  %4659 = fadd <8 x float> %4642, %4658
  br label %4660

4660:                                             ; preds = %4657, %4650, %4643
  %4661 = phi <8 x float> [ %4659, %4657 ], [ %4656, %4650 ], [ %4649, %4643 ]
  switch i64 %114, label %643 [
    i64 1, label %4676
    i64 2, label %4669
    i64 3, label %4662
    i64 0, label %4698
  ]

4662:                                             ; preds = %4660
  %4663 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4661)
  %4664 = bitcast <8 x float> %4661 to <8 x i32>
  %4665 = and <8 x i32> %4664, %45
  %4666 = bitcast <8 x i32> %4665 to <8 x float>
  %4667 = fcmp oeq <8 x float> %4661, %30
  %4668 = select <8 x i1> %4667, <8 x float> %4666, <8 x float> %4663
  br label %4679

4669:                                             ; preds = %4660
  %4670 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4661)
  %4671 = bitcast <8 x float> %4661 to <8 x i32>
  %4672 = or <8 x i32> %4671, %46
  %4673 = bitcast <8 x i32> %4672 to <8 x float>
  %4674 = fcmp oeq <8 x float> %4661, %33
  %4675 = select <8 x i1> %4674, <8 x float> %4673, <8 x float> %4670
  br label %4679

4676:                                             ; preds = %4660
  %4677 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4641, <8 x i1> %4406, <8 x float> zeroinitializer)
  %4678 = fadd <8 x float> %4661, %4677
  br label %4679

4679:                                             ; preds = %4676, %4669, %4662
  %4680 = phi <8 x float> [ %4678, %4676 ], [ %4675, %4669 ], [ %4668, %4662 ]
  switch i64 %116, label %643 [
    i64 1, label %4695
    i64 2, label %4688
    i64 3, label %4681
    i64 0, label %4698
  ]

4681:                                             ; preds = %4679
  %4682 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4680)
  %4683 = bitcast <8 x float> %4680 to <8 x i32>
  %4684 = and <8 x i32> %4683, %45
  %4685 = bitcast <8 x i32> %4684 to <8 x float>
  %4686 = fcmp oeq <8 x float> %4680, %30
  %4687 = select <8 x i1> %4686, <8 x float> %4685, <8 x float> %4682
  br label %4698

4688:                                             ; preds = %4679
  %4689 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4680)
  %4690 = bitcast <8 x float> %4680 to <8 x i32>
  %4691 = or <8 x i32> %4690, %46
  %4692 = bitcast <8 x i32> %4691 to <8 x float>
  %4693 = fcmp oeq <8 x float> %4680, %33
  %4694 = select <8 x i1> %4693, <8 x float> %4692, <8 x float> %4689
  br label %4698

4695:                                             ; preds = %4679
  %4696 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4641, <8 x i1> %4406, <8 x float> zeroinitializer)
  %4697 = fadd <8 x float> %4680, %4696
  br label %4698

4698:                                             ; preds = %4681, %4688, %4695, %4679, %4660
  %4699 = phi <8 x float> [ %4694, %4688 ], [ %4687, %4681 ], [ %4661, %4660 ], [ %4680, %4679 ], [ %4697, %4695 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4699, ptr align 1 %4640, <8 x i1> %4406)
  %4700 = add nsw i64 %431, %555
  %4701 = getelementptr inbounds float, ptr %368, i64 %4700
  %4702 = getelementptr inbounds float, ptr %366, i64 %4700
  %4703 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4701, <8 x i1> %4406, <8 x float> zeroinitializer)
  switch i64 %104, label %643 [
    i64 1, label %4718
    i64 2, label %4711
    i64 3, label %4704
  ]

4704:                                             ; preds = %4698
  %4705 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4703)
  %4706 = bitcast <8 x float> %4703 to <8 x i32>
  %4707 = and <8 x i32> %4706, %45
  %4708 = bitcast <8 x i32> %4707 to <8 x float>
  %4709 = fcmp oeq <8 x float> %4703, %30
  %4710 = select <8 x i1> %4709, <8 x float> %4708, <8 x float> %4705
  br label %4721

4711:                                             ; preds = %4698
  %4712 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4703)
  %4713 = bitcast <8 x float> %4703 to <8 x i32>
  %4714 = or <8 x i32> %4713, %46
  %4715 = bitcast <8 x i32> %4714 to <8 x float>
  %4716 = fcmp oeq <8 x float> %4703, %33
  %4717 = select <8 x i1> %4716, <8 x float> %4715, <8 x float> %4712
  br label %4721

4718:                                             ; preds = %4698
  %4719 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4702, <8 x i1> %4406, <8 x float> zeroinitializer)
  %4720 = fadd <8 x float> %4703, %4719
  br label %4721

4721:                                             ; preds = %4718, %4711, %4704
  %4722 = phi <8 x float> [ %4720, %4718 ], [ %4717, %4711 ], [ %4710, %4704 ]
  switch i64 %118, label %643 [
    i64 1, label %4737
    i64 2, label %4730
    i64 3, label %4723
    i64 0, label %4759
  ]

4723:                                             ; preds = %4721
  %4724 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4722)
  %4725 = bitcast <8 x float> %4722 to <8 x i32>
  %4726 = and <8 x i32> %4725, %45
  %4727 = bitcast <8 x i32> %4726 to <8 x float>
  %4728 = fcmp oeq <8 x float> %4722, %30
  %4729 = select <8 x i1> %4728, <8 x float> %4727, <8 x float> %4724
  br label %4740

4730:                                             ; preds = %4721
  %4731 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4722)
  %4732 = bitcast <8 x float> %4722 to <8 x i32>
  %4733 = or <8 x i32> %4732, %46
  %4734 = bitcast <8 x i32> %4733 to <8 x float>
  %4735 = fcmp oeq <8 x float> %4722, %33
  %4736 = select <8 x i1> %4735, <8 x float> %4734, <8 x float> %4731
  br label %4740

4737:                                             ; preds = %4721
  %4738 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4702, <8 x i1> %4406, <8 x float> zeroinitializer)
  %4739 = fadd <8 x float> %4722, %4738
  br label %4740

4740:                                             ; preds = %4737, %4730, %4723
  %4741 = phi <8 x float> [ %4739, %4737 ], [ %4736, %4730 ], [ %4729, %4723 ]
  switch i64 %120, label %643 [
    i64 1, label %4756
    i64 2, label %4749
    i64 3, label %4742
    i64 0, label %4759
  ]

4742:                                             ; preds = %4740
  %4743 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4741)
  %4744 = bitcast <8 x float> %4741 to <8 x i32>
  %4745 = and <8 x i32> %4744, %45
  %4746 = bitcast <8 x i32> %4745 to <8 x float>
  %4747 = fcmp oeq <8 x float> %4741, %30
  %4748 = select <8 x i1> %4747, <8 x float> %4746, <8 x float> %4743
  br label %4759

4749:                                             ; preds = %4740
  %4750 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4741)
  %4751 = bitcast <8 x float> %4741 to <8 x i32>
  %4752 = or <8 x i32> %4751, %46
  %4753 = bitcast <8 x i32> %4752 to <8 x float>
  %4754 = fcmp oeq <8 x float> %4741, %33
  %4755 = select <8 x i1> %4754, <8 x float> %4753, <8 x float> %4750
  br label %4759

4756:                                             ; preds = %4740
  %4757 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4702, <8 x i1> %4406, <8 x float> zeroinitializer)
  %4758 = fadd <8 x float> %4741, %4757
  br label %4759

4759:                                             ; preds = %4742, %4749, %4756, %4740, %4721
  %4760 = phi <8 x float> [ %4755, %4749 ], [ %4748, %4742 ], [ %4722, %4721 ], [ %4741, %4740 ], [ %4758, %4756 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4760, ptr align 1 %4701, <8 x i1> %4406)
  %4761 = add nsw i64 %433, %555
  %4762 = getelementptr inbounds float, ptr %368, i64 %4761
  %4763 = getelementptr inbounds float, ptr %366, i64 %4761
  %4764 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4762, <8 x i1> %4406, <8 x float> zeroinitializer)
  switch i64 %104, label %643 [
    i64 1, label %4779
    i64 2, label %4772
    i64 3, label %4765
  ]

4765:                                             ; preds = %4759
  %4766 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4764)
  %4767 = bitcast <8 x float> %4764 to <8 x i32>
  %4768 = and <8 x i32> %4767, %45
  %4769 = bitcast <8 x i32> %4768 to <8 x float>
  %4770 = fcmp oeq <8 x float> %4764, %30
  %4771 = select <8 x i1> %4770, <8 x float> %4769, <8 x float> %4766
  br label %4782

4772:                                             ; preds = %4759
  %4773 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4764)
  %4774 = bitcast <8 x float> %4764 to <8 x i32>
  %4775 = or <8 x i32> %4774, %46
  %4776 = bitcast <8 x i32> %4775 to <8 x float>
  %4777 = fcmp oeq <8 x float> %4764, %33
  %4778 = select <8 x i1> %4777, <8 x float> %4776, <8 x float> %4773
  br label %4782

4779:                                             ; preds = %4759
  %4780 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4763, <8 x i1> %4406, <8 x float> zeroinitializer)
  %4781 = fadd <8 x float> %4764, %4780
  br label %4782

4782:                                             ; preds = %4779, %4772, %4765
  %4783 = phi <8 x float> [ %4781, %4779 ], [ %4778, %4772 ], [ %4771, %4765 ]
  switch i64 %122, label %643 [
    i64 1, label %4798
    i64 2, label %4791
    i64 3, label %4784
    i64 0, label %4820
  ]

4784:                                             ; preds = %4782
  %4785 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4783)
  %4786 = bitcast <8 x float> %4783 to <8 x i32>
  %4787 = and <8 x i32> %4786, %45
  %4788 = bitcast <8 x i32> %4787 to <8 x float>
  %4789 = fcmp oeq <8 x float> %4783, %30
  %4790 = select <8 x i1> %4789, <8 x float> %4788, <8 x float> %4785
  br label %4801

4791:                                             ; preds = %4782
  %4792 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4783)
  %4793 = bitcast <8 x float> %4783 to <8 x i32>
  %4794 = or <8 x i32> %4793, %46
  %4795 = bitcast <8 x i32> %4794 to <8 x float>
  %4796 = fcmp oeq <8 x float> %4783, %33
  %4797 = select <8 x i1> %4796, <8 x float> %4795, <8 x float> %4792
  br label %4801

4798:                                             ; preds = %4782
  %4799 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4763, <8 x i1> %4406, <8 x float> zeroinitializer)
  %4800 = fadd <8 x float> %4783, %4799
  br label %4801

4801:                                             ; preds = %4798, %4791, %4784
  %4802 = phi <8 x float> [ %4800, %4798 ], [ %4797, %4791 ], [ %4790, %4784 ]
  switch i64 %124, label %643 [
    i64 1, label %4817
    i64 2, label %4810
    i64 3, label %4803
    i64 0, label %4820
  ]

4803:                                             ; preds = %4801
  %4804 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4802)
  %4805 = bitcast <8 x float> %4802 to <8 x i32>
  %4806 = and <8 x i32> %4805, %45
  %4807 = bitcast <8 x i32> %4806 to <8 x float>
  %4808 = fcmp oeq <8 x float> %4802, %30
  %4809 = select <8 x i1> %4808, <8 x float> %4807, <8 x float> %4804
  br label %4820

4810:                                             ; preds = %4801
  %4811 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4802)
  %4812 = bitcast <8 x float> %4802 to <8 x i32>
  %4813 = or <8 x i32> %4812, %46
  %4814 = bitcast <8 x i32> %4813 to <8 x float>
  %4815 = fcmp oeq <8 x float> %4802, %33
  %4816 = select <8 x i1> %4815, <8 x float> %4814, <8 x float> %4811
  br label %4820

4817:                                             ; preds = %4801
  %4818 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4763, <8 x i1> %4406, <8 x float> zeroinitializer)
  %4819 = fadd <8 x float> %4802, %4818
  br label %4820

4820:                                             ; preds = %4803, %4810, %4817, %4801, %4782
  %4821 = phi <8 x float> [ %4816, %4810 ], [ %4809, %4803 ], [ %4783, %4782 ], [ %4802, %4801 ], [ %4819, %4817 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4821, ptr align 1 %4762, <8 x i1> %4406)
  %4822 = add nsw i64 %435, %555
  %4823 = getelementptr inbounds float, ptr %368, i64 %4822
  %4824 = getelementptr inbounds float, ptr %366, i64 %4822
  %4825 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4823, <8 x i1> %4406, <8 x float> zeroinitializer)
  switch i64 %104, label %643 [
    i64 1, label %4840
    i64 2, label %4833
    i64 3, label %4826
  ]

4826:                                             ; preds = %4820
  %4827 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4825)
  %4828 = bitcast <8 x float> %4825 to <8 x i32>
  %4829 = and <8 x i32> %4828, %45
  %4830 = bitcast <8 x i32> %4829 to <8 x float>
  %4831 = fcmp oeq <8 x float> %4825, %30
  %4832 = select <8 x i1> %4831, <8 x float> %4830, <8 x float> %4827
  br label %4843

4833:                                             ; preds = %4820
  %4834 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4825)
  %4835 = bitcast <8 x float> %4825 to <8 x i32>
  %4836 = or <8 x i32> %4835, %46
  %4837 = bitcast <8 x i32> %4836 to <8 x float>
  %4838 = fcmp oeq <8 x float> %4825, %33
  %4839 = select <8 x i1> %4838, <8 x float> %4837, <8 x float> %4834
  br label %4843

4840:                                             ; preds = %4820
  %4841 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4824, <8 x i1> %4406, <8 x float> zeroinitializer)
  %4842 = fadd <8 x float> %4825, %4841
  br label %4843

4843:                                             ; preds = %4840, %4833, %4826
  %4844 = phi <8 x float> [ %4842, %4840 ], [ %4839, %4833 ], [ %4832, %4826 ]
  switch i64 %126, label %643 [
    i64 1, label %4859
    i64 2, label %4852
    i64 3, label %4845
    i64 0, label %4881
  ]

4845:                                             ; preds = %4843
  %4846 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4844)
  %4847 = bitcast <8 x float> %4844 to <8 x i32>
  %4848 = and <8 x i32> %4847, %45
  %4849 = bitcast <8 x i32> %4848 to <8 x float>
  %4850 = fcmp oeq <8 x float> %4844, %30
  %4851 = select <8 x i1> %4850, <8 x float> %4849, <8 x float> %4846
  br label %4862

4852:                                             ; preds = %4843
  %4853 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4844)
  %4854 = bitcast <8 x float> %4844 to <8 x i32>
  %4855 = or <8 x i32> %4854, %46
  %4856 = bitcast <8 x i32> %4855 to <8 x float>
  %4857 = fcmp oeq <8 x float> %4844, %33
  %4858 = select <8 x i1> %4857, <8 x float> %4856, <8 x float> %4853
  br label %4862

4859:                                             ; preds = %4843
  %4860 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4824, <8 x i1> %4406, <8 x float> zeroinitializer)
  %4861 = fadd <8 x float> %4844, %4860
  br label %4862

4862:                                             ; preds = %4859, %4852, %4845
  %4863 = phi <8 x float> [ %4861, %4859 ], [ %4858, %4852 ], [ %4851, %4845 ]
  switch i64 %128, label %643 [
    i64 1, label %4878
    i64 2, label %4871
    i64 3, label %4864
    i64 0, label %4881
  ]

4864:                                             ; preds = %4862
  %4865 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4863)
  %4866 = bitcast <8 x float> %4863 to <8 x i32>
  %4867 = and <8 x i32> %4866, %45
  %4868 = bitcast <8 x i32> %4867 to <8 x float>
  %4869 = fcmp oeq <8 x float> %4863, %30
  %4870 = select <8 x i1> %4869, <8 x float> %4868, <8 x float> %4865
  br label %4881

4871:                                             ; preds = %4862
  %4872 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4863)
  %4873 = bitcast <8 x float> %4863 to <8 x i32>
  %4874 = or <8 x i32> %4873, %46
  %4875 = bitcast <8 x i32> %4874 to <8 x float>
  %4876 = fcmp oeq <8 x float> %4863, %33
  %4877 = select <8 x i1> %4876, <8 x float> %4875, <8 x float> %4872
  br label %4881

4878:                                             ; preds = %4862
  %4879 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4824, <8 x i1> %4406, <8 x float> zeroinitializer)
  %4880 = fadd <8 x float> %4863, %4879
  br label %4881

4881:                                             ; preds = %4864, %4871, %4878, %4510, %4862, %4843
  %4882 = phi ptr [ %4519, %4510 ], [ %4823, %4864 ], [ %4823, %4843 ], [ %4823, %4862 ], [ %4823, %4878 ], [ %4823, %4871 ]
  %4883 = phi <8 x float> [ %4520, %4510 ], [ %4870, %4864 ], [ %4844, %4843 ], [ %4863, %4862 ], [ %4880, %4878 ], [ %4877, %4871 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4883, ptr align 1 %4882, <8 x i1> %4406)
  br label %5827

4884:                                             ; preds = %554
  %4885 = sub i64 %7, %555
  %4886 = icmp sgt i64 %4885, 7
  %4887 = trunc i64 %4885 to i32
  %4888 = select i1 %4886, i32 8, i32 %4887
  %4889 = insertelement <8 x i32> poison, i32 %4888, i64 0
  %4890 = shufflevector <8 x i32> %4889, <8 x i32> poison, <8 x i32> zeroinitializer
  %4891 = icmp sgt <8 x i32> %4890, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4892 = add i64 %555, 8
  %4893 = sub i64 %7, %4892
  %4894 = icmp sgt i64 %4893, 7
  %4895 = trunc i64 %4893 to i32
  %4896 = select i1 %4894, i32 8, i32 %4895
  %4897 = insertelement <8 x i32> poison, i32 %4896, i64 0
  %4898 = shufflevector <8 x i32> %4897, <8 x i32> poison, <8 x i32> zeroinitializer
  %4899 = icmp sgt <8 x i32> %4898, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %42, label %4931, label %4900

4900:                                             ; preds = %4884
  %4901 = load float, ptr %380, align 1
  %4902 = insertelement <8 x float> poison, float %4901, i64 0
  %4903 = shufflevector <8 x float> %4902, <8 x float> poison, <8 x i32> zeroinitializer
  %4904 = insertelement <8 x float> poison, float %4901, i64 0
  %4905 = shufflevector <8 x float> %4904, <8 x float> poison, <8 x i32> zeroinitializer
  %4906 = load float, ptr %386, align 1
  %4907 = insertelement <8 x float> poison, float %4906, i64 0
  %4908 = shufflevector <8 x float> %4907, <8 x float> poison, <8 x i32> zeroinitializer
  %4909 = insertelement <8 x float> poison, float %4906, i64 0
  %4910 = shufflevector <8 x float> %4909, <8 x float> poison, <8 x i32> zeroinitializer
  %4911 = load float, ptr %389, align 1
  %4912 = insertelement <8 x float> poison, float %4911, i64 0
  %4913 = shufflevector <8 x float> %4912, <8 x float> poison, <8 x i32> zeroinitializer
  %4914 = insertelement <8 x float> poison, float %4911, i64 0
  %4915 = shufflevector <8 x float> %4914, <8 x float> poison, <8 x i32> zeroinitializer
  %4916 = load float, ptr %392, align 1
  %4917 = insertelement <8 x float> poison, float %4916, i64 0
  %4918 = shufflevector <8 x float> %4917, <8 x float> poison, <8 x i32> zeroinitializer
  %4919 = insertelement <8 x float> poison, float %4916, i64 0
  %4920 = shufflevector <8 x float> %4919, <8 x float> poison, <8 x i32> zeroinitializer
  %4921 = load float, ptr %395, align 1
  %4922 = insertelement <8 x float> poison, float %4921, i64 0
  %4923 = shufflevector <8 x float> %4922, <8 x float> poison, <8 x i32> zeroinitializer
  %4924 = insertelement <8 x float> poison, float %4921, i64 0
  %4925 = shufflevector <8 x float> %4924, <8 x float> poison, <8 x i32> zeroinitializer
  %4926 = load float, ptr %398, align 1
  %4927 = insertelement <8 x float> poison, float %4926, i64 0
  %4928 = shufflevector <8 x float> %4927, <8 x float> poison, <8 x i32> zeroinitializer
  %4929 = insertelement <8 x float> poison, float %4926, i64 0
  %4930 = shufflevector <8 x float> %4929, <8 x float> poison, <8 x i32> zeroinitializer
  br label %4957

4931:                                             ; preds = %4884
  %4932 = getelementptr float, ptr %363, i64 %555
  %4933 = getelementptr float, ptr %4932, i64 %383
  %4934 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4933, <8 x i1> %4891, <8 x float> zeroinitializer)
  %4935 = getelementptr inbounds nuw i8, ptr %4933, i64 32
  %4936 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %4935, <8 x i1> %4899, <8 x float> zeroinitializer)
  %4937 = getelementptr float, ptr %4932, i64 %402
  %4938 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4937, <8 x i1> %4891, <8 x float> zeroinitializer)
  %4939 = getelementptr inbounds nuw i8, ptr %4937, i64 32
  %4940 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %4939, <8 x i1> %4899, <8 x float> zeroinitializer)
  %4941 = getelementptr float, ptr %4932, i64 %404
  %4942 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4941, <8 x i1> %4891, <8 x float> zeroinitializer)
  %4943 = getelementptr inbounds nuw i8, ptr %4941, i64 32
  %4944 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %4943, <8 x i1> %4899, <8 x float> zeroinitializer)
  %4945 = getelementptr float, ptr %4932, i64 %406
  %4946 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4945, <8 x i1> %4891, <8 x float> zeroinitializer)
  %4947 = getelementptr inbounds nuw i8, ptr %4945, i64 32
  %4948 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %4947, <8 x i1> %4899, <8 x float> zeroinitializer)
  %4949 = getelementptr float, ptr %4932, i64 %408
  %4950 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4949, <8 x i1> %4891, <8 x float> zeroinitializer)
  %4951 = getelementptr inbounds nuw i8, ptr %4949, i64 32
  %4952 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %4951, <8 x i1> %4899, <8 x float> zeroinitializer)
  %4953 = getelementptr float, ptr %4932, i64 %410
  %4954 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4953, <8 x i1> %4891, <8 x float> zeroinitializer)
  %4955 = getelementptr inbounds nuw i8, ptr %4953, i64 32
  %4956 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %4955, <8 x i1> %4899, <8 x float> zeroinitializer)
  br label %4957

4957:                                             ; preds = %4931, %4900
  %4958 = phi <8 x float> [ %4954, %4931 ], [ %4928, %4900 ]
  %4959 = phi <8 x float> [ %4950, %4931 ], [ %4923, %4900 ]
  %4960 = phi <8 x float> [ %4946, %4931 ], [ %4918, %4900 ]
  %4961 = phi <8 x float> [ %4942, %4931 ], [ %4913, %4900 ]
  %4962 = phi <8 x float> [ %4938, %4931 ], [ %4908, %4900 ]
  %4963 = phi <8 x float> [ %4934, %4931 ], [ %4903, %4900 ]
  %4964 = phi <8 x float> [ %4936, %4931 ], [ %4905, %4900 ]
  %4965 = phi i64 [ %402, %4931 ], [ %388, %4900 ]
  %4966 = phi <8 x float> [ %4940, %4931 ], [ %4910, %4900 ]
  %4967 = phi i64 [ %404, %4931 ], [ %391, %4900 ]
  %4968 = phi <8 x float> [ %4944, %4931 ], [ %4915, %4900 ]
  %4969 = phi i64 [ %406, %4931 ], [ %394, %4900 ]
  %4970 = phi <8 x float> [ %4948, %4931 ], [ %4920, %4900 ]
  %4971 = phi i64 [ %408, %4931 ], [ %397, %4900 ]
  %4972 = phi <8 x float> [ %4952, %4931 ], [ %4925, %4900 ]
  %4973 = phi i64 [ %410, %4931 ], [ %400, %4900 ]
  %4974 = phi <8 x float> [ %4956, %4931 ], [ %4930, %4900 ]
  %4975 = getelementptr inbounds float, ptr %361, i64 %555
  br i1 %43, label %5002, label %4976

4976:                                             ; preds = %5002, %4957
  %4977 = phi <8 x float> [ %4974, %4957 ], [ %5056, %5002 ]
  %4978 = phi <8 x float> [ %4958, %4957 ], [ %5055, %5002 ]
  %4979 = phi <8 x float> [ %4972, %4957 ], [ %5050, %5002 ]
  %4980 = phi <8 x float> [ %4959, %4957 ], [ %5049, %5002 ]
  %4981 = phi <8 x float> [ %4970, %4957 ], [ %5044, %5002 ]
  %4982 = phi <8 x float> [ %4960, %4957 ], [ %5043, %5002 ]
  %4983 = phi <8 x float> [ %4968, %4957 ], [ %5038, %5002 ]
  %4984 = phi <8 x float> [ %4961, %4957 ], [ %5037, %5002 ]
  %4985 = phi <8 x float> [ %4966, %4957 ], [ %5032, %5002 ]
  %4986 = phi <8 x float> [ %4962, %4957 ], [ %5031, %5002 ]
  %4987 = phi <8 x float> [ %4964, %4957 ], [ %5026, %5002 ]
  %4988 = phi <8 x float> [ %4963, %4957 ], [ %5025, %5002 ]
  %4989 = getelementptr float, ptr %368, i64 %555
  %4990 = getelementptr float, ptr %4989, i64 %383
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4988, ptr align 1 %4990, <8 x i1> %4891)
  %4991 = getelementptr inbounds nuw i8, ptr %4990, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4987, ptr nonnull align 1 %4991, <8 x i1> %4899)
  %4992 = getelementptr float, ptr %4989, i64 %4965
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4986, ptr align 1 %4992, <8 x i1> %4891)
  %4993 = getelementptr inbounds nuw i8, ptr %4992, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4985, ptr nonnull align 1 %4993, <8 x i1> %4899)
  %4994 = getelementptr float, ptr %4989, i64 %4967
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4984, ptr align 1 %4994, <8 x i1> %4891)
  %4995 = getelementptr inbounds nuw i8, ptr %4994, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4983, ptr nonnull align 1 %4995, <8 x i1> %4899)
  %4996 = getelementptr float, ptr %4989, i64 %4969
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4982, ptr align 1 %4996, <8 x i1> %4891)
  %4997 = getelementptr inbounds nuw i8, ptr %4996, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4981, ptr nonnull align 1 %4997, <8 x i1> %4899)
  %4998 = getelementptr float, ptr %4989, i64 %4971
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4980, ptr align 1 %4998, <8 x i1> %4891)
  %4999 = getelementptr inbounds nuw i8, ptr %4998, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4979, ptr nonnull align 1 %4999, <8 x i1> %4899)
  %5000 = getelementptr float, ptr %4989, i64 %4973
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4978, ptr align 1 %5000, <8 x i1> %4891)
  %5001 = getelementptr inbounds nuw i8, ptr %5000, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4977, ptr nonnull align 1 %5001, <8 x i1> %4899)
  br i1 %44, label %5827, label %5059

5002:                                             ; preds = %4957, %5002
  %5003 = phi <8 x float> [ %5056, %5002 ], [ %4974, %4957 ]
  %5004 = phi <8 x float> [ %5055, %5002 ], [ %4958, %4957 ]
  %5005 = phi <8 x float> [ %5050, %5002 ], [ %4972, %4957 ]
  %5006 = phi <8 x float> [ %5049, %5002 ], [ %4959, %4957 ]
  %5007 = phi <8 x float> [ %5044, %5002 ], [ %4970, %4957 ]
  %5008 = phi <8 x float> [ %5043, %5002 ], [ %4960, %4957 ]
  %5009 = phi <8 x float> [ %5038, %5002 ], [ %4968, %4957 ]
  %5010 = phi <8 x float> [ %5037, %5002 ], [ %4961, %4957 ]
  %5011 = phi <8 x float> [ %5032, %5002 ], [ %4966, %4957 ]
  %5012 = phi <8 x float> [ %5031, %5002 ], [ %4962, %4957 ]
  %5013 = phi <8 x float> [ %5026, %5002 ], [ %4964, %4957 ]
  %5014 = phi <8 x float> [ %5025, %5002 ], [ %4963, %4957 ]
  %5015 = phi i64 [ %5057, %5002 ], [ 0, %4957 ]
  %5016 = mul nsw i64 %5015, %7
  %5017 = getelementptr inbounds float, ptr %4975, i64 %5016
  %5018 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5017, <8 x i1> %4891, <8 x float> zeroinitializer)
  %5019 = getelementptr inbounds nuw i8, ptr %5017, i64 32
  %5020 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %5019, <8 x i1> %4899, <8 x float> zeroinitializer)
  %5021 = getelementptr float, ptr %382, i64 %5015
  %5022 = load float, ptr %5021, align 1
  %5023 = insertelement <8 x float> poison, float %5022, i64 0
  %5024 = shufflevector <8 x float> %5023, <8 x float> poison, <8 x i32> zeroinitializer
  %5025 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5018, <8 x float> %5024, <8 x float> %5014)
  %5026 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5020, <8 x float> %5024, <8 x float> %5013)
  %5027 = getelementptr float, ptr %5021, i64 %5
  %5028 = load float, ptr %5027, align 1
  %5029 = insertelement <8 x float> poison, float %5028, i64 0
  %5030 = shufflevector <8 x float> %5029, <8 x float> poison, <8 x i32> zeroinitializer
  %5031 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5018, <8 x float> %5030, <8 x float> %5012)
  %5032 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5020, <8 x float> %5030, <8 x float> %5011)
  %5033 = getelementptr i8, ptr %5021, i64 %47
  %5034 = load float, ptr %5033, align 1
  %5035 = insertelement <8 x float> poison, float %5034, i64 0
  %5036 = shufflevector <8 x float> %5035, <8 x float> poison, <8 x i32> zeroinitializer
  %5037 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5018, <8 x float> %5036, <8 x float> %5010)
  %5038 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5020, <8 x float> %5036, <8 x float> %5009)
  %5039 = getelementptr i8, ptr %5021, i64 %48
  %5040 = load float, ptr %5039, align 1
  %5041 = insertelement <8 x float> poison, float %5040, i64 0
  %5042 = shufflevector <8 x float> %5041, <8 x float> poison, <8 x i32> zeroinitializer
  %5043 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5018, <8 x float> %5042, <8 x float> %5008)
  %5044 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5020, <8 x float> %5042, <8 x float> %5007)
  %5045 = getelementptr i8, ptr %5021, i64 %49
  %5046 = load float, ptr %5045, align 1
  %5047 = insertelement <8 x float> poison, float %5046, i64 0
  %5048 = shufflevector <8 x float> %5047, <8 x float> poison, <8 x i32> zeroinitializer
  %5049 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5018, <8 x float> %5048, <8 x float> %5006)
  %5050 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5020, <8 x float> %5048, <8 x float> %5005)
  %5051 = getelementptr i8, ptr %5021, i64 %50
  %5052 = load float, ptr %5051, align 1
  %5053 = insertelement <8 x float> poison, float %5052, i64 0
  %5054 = shufflevector <8 x float> %5053, <8 x float> poison, <8 x i32> zeroinitializer
  %5055 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5018, <8 x float> %5054, <8 x float> %5004)
  %5056 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5020, <8 x float> %5054, <8 x float> %5003)
  %5057 = add nuw nsw i64 %5015, 1
  %5058 = icmp eq i64 %5057, %5
  br i1 %5058, label %4976, label %5002

5059:                                             ; preds = %4976
  %5060 = add nsw i64 %383, %555
  %5061 = getelementptr inbounds float, ptr %368, i64 %5060
  %5062 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5061, <8 x i1> %4891, <8 x float> zeroinitializer)
  %5063 = getelementptr inbounds float, ptr %366, i64 %5060
  switch i64 %51, label %643 [
    i64 1, label %5098
    i64 2, label %5101
    i64 3, label %5108
    i64 0, label %5064
  ]

5064:                                             ; preds = %5059
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5062, ptr align 1 %5061, <8 x i1> %4891)
  %5065 = getelementptr float, ptr %368, i64 %5060
  %5066 = getelementptr i8, ptr %5065, i64 32
  %5067 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5066, <8 x i1> %4899, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5067, ptr align 1 %5066, <8 x i1> %4899)
  %5068 = add nsw i64 %4965, %555
  %5069 = getelementptr inbounds float, ptr %368, i64 %5068
  %5070 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5069, <8 x i1> %4891, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5070, ptr align 1 %5069, <8 x i1> %4891)
  %5071 = getelementptr float, ptr %368, i64 %5068
  %5072 = getelementptr i8, ptr %5071, i64 32
  %5073 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5072, <8 x i1> %4899, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5073, ptr align 1 %5072, <8 x i1> %4899)
  %5074 = add nsw i64 %4967, %555
  %5075 = getelementptr inbounds float, ptr %368, i64 %5074
  %5076 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5075, <8 x i1> %4891, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5076, ptr align 1 %5075, <8 x i1> %4891)
  %5077 = getelementptr float, ptr %368, i64 %5074
  %5078 = getelementptr i8, ptr %5077, i64 32
  %5079 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5078, <8 x i1> %4899, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5079, ptr align 1 %5078, <8 x i1> %4899)
  %5080 = add nsw i64 %4969, %555
  %5081 = getelementptr inbounds float, ptr %368, i64 %5080
  %5082 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5081, <8 x i1> %4891, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5082, ptr align 1 %5081, <8 x i1> %4891)
  %5083 = getelementptr float, ptr %368, i64 %5080
  %5084 = getelementptr i8, ptr %5083, i64 32
  %5085 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5084, <8 x i1> %4899, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5085, ptr align 1 %5084, <8 x i1> %4899)
  %5086 = add nsw i64 %4971, %555
  %5087 = getelementptr inbounds float, ptr %368, i64 %5086
  %5088 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5087, <8 x i1> %4891, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5088, ptr align 1 %5087, <8 x i1> %4891)
  %5089 = getelementptr float, ptr %368, i64 %5086
  %5090 = getelementptr i8, ptr %5089, i64 32
  %5091 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5090, <8 x i1> %4899, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5091, ptr align 1 %5090, <8 x i1> %4899)
  %5092 = add nsw i64 %4973, %555
  %5093 = getelementptr inbounds float, ptr %368, i64 %5092
  %5094 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5093, <8 x i1> %4891, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5094, ptr align 1 %5093, <8 x i1> %4891)
  %5095 = getelementptr float, ptr %368, i64 %5092
  %5096 = getelementptr i8, ptr %5095, i64 32
  %5097 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5096, <8 x i1> %4899, <8 x float> zeroinitializer)
  br label %5824

5098:                                             ; preds = %5059
  %5099 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5063, <8 x i1> %4891, <8 x float> zeroinitializer)
  %5100 = fadd <8 x float> %5062, %5099
  br label %5115

5101:                                             ; preds = %5059
  %5102 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5062)
  %5103 = bitcast <8 x float> %5062 to <8 x i32>
  %5104 = or <8 x i32> %5103, %46
  %5105 = bitcast <8 x i32> %5104 to <8 x float>
  %5106 = fcmp oeq <8 x float> %5062, %33
  %5107 = select <8 x i1> %5106, <8 x float> %5105, <8 x float> %5102
  br label %5115

5108:                                             ; preds = %5059
  %5109 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5062)
  %5110 = bitcast <8 x float> %5062 to <8 x i32>
  %5111 = and <8 x i32> %5110, %45
  %5112 = bitcast <8 x i32> %5111 to <8 x float>
  %5113 = fcmp oeq <8 x float> %5062, %30
  %5114 = select <8 x i1> %5113, <8 x float> %5112, <8 x float> %5109
  br label %5115

5115:                                             ; preds = %5108, %5101, %5098
  %5116 = phi <8 x float> [ %5100, %5098 ], [ %5107, %5101 ], [ %5114, %5108 ]
  switch i64 %53, label %643 [
    i64 1, label %5131
    i64 2, label %5124
    i64 3, label %5117
    i64 0, label %5153
  ]

5117:                                             ; preds = %5115
  %5118 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5116)
  %5119 = bitcast <8 x float> %5116 to <8 x i32>
  %5120 = and <8 x i32> %5119, %45
  %5121 = bitcast <8 x i32> %5120 to <8 x float>
  %5122 = fcmp oeq <8 x float> %5116, %30
  %5123 = select <8 x i1> %5122, <8 x float> %5121, <8 x float> %5118
  br label %5134

5124:                                             ; preds = %5115
  %5125 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5116)
  %5126 = bitcast <8 x float> %5116 to <8 x i32>
  %5127 = or <8 x i32> %5126, %46
  %5128 = bitcast <8 x i32> %5127 to <8 x float>
  %5129 = fcmp oeq <8 x float> %5116, %33
  %5130 = select <8 x i1> %5129, <8 x float> %5128, <8 x float> %5125
  br label %5134

5131:                                             ; preds = %5115
  %5132 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5063, <8 x i1> %4891, <8 x float> zeroinitializer)
  %5133 = fadd <8 x float> %5116, %5132
  br label %5134

5134:                                             ; preds = %5131, %5124, %5117
  %5135 = phi <8 x float> [ %5133, %5131 ], [ %5130, %5124 ], [ %5123, %5117 ]
  switch i64 %55, label %643 [
    i64 1, label %5150
    i64 2, label %5143
    i64 3, label %5136
    i64 0, label %5153
  ]

5136:                                             ; preds = %5134
  %5137 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5135)
  %5138 = bitcast <8 x float> %5135 to <8 x i32>
  %5139 = and <8 x i32> %5138, %45
  %5140 = bitcast <8 x i32> %5139 to <8 x float>
  %5141 = fcmp oeq <8 x float> %5135, %30
  %5142 = select <8 x i1> %5141, <8 x float> %5140, <8 x float> %5137
  br label %5153

5143:                                             ; preds = %5134
  %5144 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5135)
  %5145 = bitcast <8 x float> %5135 to <8 x i32>
  %5146 = or <8 x i32> %5145, %46
  %5147 = bitcast <8 x i32> %5146 to <8 x float>
  %5148 = fcmp oeq <8 x float> %5135, %33
  %5149 = select <8 x i1> %5148, <8 x float> %5147, <8 x float> %5144
  br label %5153

5150:                                             ; preds = %5134
  %5151 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5063, <8 x i1> %4891, <8 x float> zeroinitializer)
  %5152 = fadd <8 x float> %5135, %5151
  br label %5153

5153:                                             ; preds = %5136, %5143, %5150, %5134, %5115
  %5154 = phi <8 x float> [ %5135, %5134 ], [ %5142, %5136 ], [ %5116, %5115 ], [ %5152, %5150 ], [ %5149, %5143 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5154, ptr align 1 %5061, <8 x i1> %4891)
  %5155 = add nsw i64 %5060, 8
  %5156 = getelementptr inbounds float, ptr %368, i64 %5155
  %5157 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5156, <8 x i1> %4899, <8 x float> zeroinitializer)
  %5158 = getelementptr inbounds float, ptr %366, i64 %5155
  switch i64 %51, label %643 [
    i64 1, label %5173
    i64 2, label %5166
    i64 3, label %5159
  ]

5159:                                             ; preds = %5153
  %5160 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5157)
  %5161 = bitcast <8 x float> %5157 to <8 x i32>
  %5162 = and <8 x i32> %5161, %45
  %5163 = bitcast <8 x i32> %5162 to <8 x float>
  %5164 = fcmp oeq <8 x float> %5157, %30
  %5165 = select <8 x i1> %5164, <8 x float> %5163, <8 x float> %5160
  br label %5176

5166:                                             ; preds = %5153
  %5167 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5157)
  %5168 = bitcast <8 x float> %5157 to <8 x i32>
  %5169 = or <8 x i32> %5168, %46
  %5170 = bitcast <8 x i32> %5169 to <8 x float>
  %5171 = fcmp oeq <8 x float> %5157, %33
  %5172 = select <8 x i1> %5171, <8 x float> %5170, <8 x float> %5167
  br label %5176

5173:                                             ; preds = %5153
  %5174 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5158, <8 x i1> %4899, <8 x float> zeroinitializer)
  %5175 = fadd <8 x float> %5157, %5174
  br label %5176

5176:                                             ; preds = %5173, %5166, %5159
  %5177 = phi <8 x float> [ %5175, %5173 ], [ %5172, %5166 ], [ %5165, %5159 ]
  switch i64 %57, label %643 [
    i64 1, label %5192
    i64 2, label %5185
    i64 3, label %5178
    i64 0, label %5214
  ]

5178:                                             ; preds = %5176
  %5179 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5177)
  %5180 = bitcast <8 x float> %5177 to <8 x i32>
  %5181 = and <8 x i32> %5180, %45
  %5182 = bitcast <8 x i32> %5181 to <8 x float>
  %5183 = fcmp oeq <8 x float> %5177, %30
  %5184 = select <8 x i1> %5183, <8 x float> %5182, <8 x float> %5179
  br label %5195

5185:                                             ; preds = %5176
  %5186 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5177)
  %5187 = bitcast <8 x float> %5177 to <8 x i32>
  %5188 = or <8 x i32> %5187, %46
  %5189 = bitcast <8 x i32> %5188 to <8 x float>
  %5190 = fcmp oeq <8 x float> %5177, %33
  %5191 = select <8 x i1> %5190, <8 x float> %5189, <8 x float> %5186
  br label %5195

5192:                                             ; preds = %5176
  %5193 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5158, <8 x i1> %4899, <8 x float> zeroinitializer)
  %5194 = fadd <8 x float> %5177, %5193
  br label %5195

5195:                                             ; preds = %5192, %5185, %5178
  %5196 = phi <8 x float> [ %5194, %5192 ], [ %5191, %5185 ], [ %5184, %5178 ]
  switch i64 %59, label %643 [
    i64 1, label %5211
    i64 2, label %5204
    i64 3, label %5197
    i64 0, label %5214
  ]

5197:                                             ; preds = %5195
  %5198 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5196)
  %5199 = bitcast <8 x float> %5196 to <8 x i32>
  %5200 = and <8 x i32> %5199, %45
  %5201 = bitcast <8 x i32> %5200 to <8 x float>
  %5202 = fcmp oeq <8 x float> %5196, %30
  %5203 = select <8 x i1> %5202, <8 x float> %5201, <8 x float> %5198
  br label %5214

5204:                                             ; preds = %5195
  %5205 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5196)
  %5206 = bitcast <8 x float> %5196 to <8 x i32>
  %5207 = or <8 x i32> %5206, %46
  %5208 = bitcast <8 x i32> %5207 to <8 x float>
  %5209 = fcmp oeq <8 x float> %5196, %33
  %5210 = select <8 x i1> %5209, <8 x float> %5208, <8 x float> %5205
  br label %5214

5211:                                             ; preds = %5195
  %5212 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5158, <8 x i1> %4899, <8 x float> zeroinitializer)
  %5213 = fadd <8 x float> %5196, %5212
  br label %5214

5214:                                             ; preds = %5197, %5204, %5211, %5195, %5176
  %5215 = phi <8 x float> [ %5210, %5204 ], [ %5203, %5197 ], [ %5177, %5176 ], [ %5196, %5195 ], [ %5213, %5211 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5215, ptr align 1 %5156, <8 x i1> %4899)
  %5216 = add nsw i64 %4965, %555
  %5217 = getelementptr inbounds float, ptr %368, i64 %5216
  %5218 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5217, <8 x i1> %4891, <8 x float> zeroinitializer)
  %5219 = getelementptr inbounds float, ptr %366, i64 %5216
  switch i64 %51, label %643 [
    i64 1, label %5234
    i64 2, label %5227
    i64 3, label %5220
  ]

5220:                                             ; preds = %5214
  %5221 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5218)
  %5222 = bitcast <8 x float> %5218 to <8 x i32>
  %5223 = and <8 x i32> %5222, %45
  %5224 = bitcast <8 x i32> %5223 to <8 x float>
  %5225 = fcmp oeq <8 x float> %5218, %30
  %5226 = select <8 x i1> %5225, <8 x float> %5224, <8 x float> %5221
  br label %5237

5227:                                             ; preds = %5214
  %5228 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5218)
  %5229 = bitcast <8 x float> %5218 to <8 x i32>
  %5230 = or <8 x i32> %5229, %46
  %5231 = bitcast <8 x i32> %5230 to <8 x float>
  %5232 = fcmp oeq <8 x float> %5218, %33
  %5233 = select <8 x i1> %5232, <8 x float> %5231, <8 x float> %5228
  br label %5237

5234:                                             ; preds = %5214
  %5235 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5219, <8 x i1> %4891, <8 x float> zeroinitializer)
  %5236 = fadd <8 x float> %5218, %5235
  br label %5237

5237:                                             ; preds = %5234, %5227, %5220
  %5238 = phi <8 x float> [ %5236, %5234 ], [ %5233, %5227 ], [ %5226, %5220 ]
  switch i64 %61, label %643 [
    i64 1, label %5253
    i64 2, label %5246
    i64 3, label %5239
    i64 0, label %5275
  ]

5239:                                             ; preds = %5237
  %5240 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5238)
  %5241 = bitcast <8 x float> %5238 to <8 x i32>
  %5242 = and <8 x i32> %5241, %45
  %5243 = bitcast <8 x i32> %5242 to <8 x float>
  %5244 = fcmp oeq <8 x float> %5238, %30
  %5245 = select <8 x i1> %5244, <8 x float> %5243, <8 x float> %5240
  br label %5256

5246:                                             ; preds = %5237
  %5247 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5238)
  %5248 = bitcast <8 x float> %5238 to <8 x i32>
  %5249 = or <8 x i32> %5248, %46
  %5250 = bitcast <8 x i32> %5249 to <8 x float>
  %5251 = fcmp oeq <8 x float> %5238, %33
  %5252 = select <8 x i1> %5251, <8 x float> %5250, <8 x float> %5247
  br label %5256

5253:                                             ; preds = %5237
  %5254 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5219, <8 x i1> %4891, <8 x float> zeroinitializer)
  %5255 = fadd <8 x float> %5238, %5254
  br label %5256

5256:                                             ; preds = %5253, %5246, %5239
  %5257 = phi <8 x float> [ %5255, %5253 ], [ %5252, %5246 ], [ %5245, %5239 ]
  switch i64 %63, label %643 [
    i64 1, label %5272
    i64 2, label %5265
    i64 3, label %5258
    i64 0, label %5275
  ]

5258:                                             ; preds = %5256
  %5259 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5257)
  %5260 = bitcast <8 x float> %5257 to <8 x i32>
  %5261 = and <8 x i32> %5260, %45
  %5262 = bitcast <8 x i32> %5261 to <8 x float>
  %5263 = fcmp oeq <8 x float> %5257, %30
  %5264 = select <8 x i1> %5263, <8 x float> %5262, <8 x float> %5259
  br label %5275

5265:                                             ; preds = %5256
  %5266 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5257)
  %5267 = bitcast <8 x float> %5257 to <8 x i32>
  %5268 = or <8 x i32> %5267, %46
  %5269 = bitcast <8 x i32> %5268 to <8 x float>
  %5270 = fcmp oeq <8 x float> %5257, %33
  %5271 = select <8 x i1> %5270, <8 x float> %5269, <8 x float> %5266
  br label %5275

5272:                                             ; preds = %5256
  %5273 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5219, <8 x i1> %4891, <8 x float> zeroinitializer)
  %5274 = fadd <8 x float> %5257, %5273
  br label %5275

5275:                                             ; preds = %5258, %5265, %5272, %5256, %5237
  %5276 = phi <8 x float> [ %5271, %5265 ], [ %5264, %5258 ], [ %5238, %5237 ], [ %5257, %5256 ], [ %5274, %5272 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5276, ptr align 1 %5217, <8 x i1> %4891)
  %5277 = add nsw i64 %5216, 8
  %5278 = getelementptr inbounds float, ptr %368, i64 %5277
  %5279 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5278, <8 x i1> %4899, <8 x float> zeroinitializer)
  %5280 = getelementptr inbounds float, ptr %366, i64 %5277
  switch i64 %51, label %643 [
    i64 1, label %5295
    i64 2, label %5288
    i64 3, label %5281
  ]

5281:                                             ; preds = %5275
  %5282 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5279)
  %5283 = bitcast <8 x float> %5279 to <8 x i32>
  %5284 = and <8 x i32> %5283, %45
  %5285 = bitcast <8 x i32> %5284 to <8 x float>
  %5286 = fcmp oeq <8 x float> %5279, %30
  %5287 = select <8 x i1> %5286, <8 x float> %5285, <8 x float> %5282
  br label %5298

5288:                                             ; preds = %5275
  %5289 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5279)
  %5290 = bitcast <8 x float> %5279 to <8 x i32>
  %5291 = or <8 x i32> %5290, %46
  %5292 = bitcast <8 x i32> %5291 to <8 x float>
  %5293 = fcmp oeq <8 x float> %5279, %33
  %5294 = select <8 x i1> %5293, <8 x float> %5292, <8 x float> %5289
  br label %5298

5295:                                             ; preds = %5275
  %5296 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5280, <8 x i1> %4899, <8 x float> zeroinitializer)
  %5297 = fadd <8 x float> %5279, %5296
  br label %5298

5298:                                             ; preds = %5295, %5288, %5281
  %5299 = phi <8 x float> [ %5297, %5295 ], [ %5294, %5288 ], [ %5287, %5281 ]
  switch i64 %65, label %643 [
    i64 1, label %5314
    i64 2, label %5307
    i64 3, label %5300
    i64 0, label %5336
  ]

5300:                                             ; preds = %5298
  %5301 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5299)
  %5302 = bitcast <8 x float> %5299 to <8 x i32>
  %5303 = and <8 x i32> %5302, %45
  %5304 = bitcast <8 x i32> %5303 to <8 x float>
  %5305 = fcmp oeq <8 x float> %5299, %30
  %5306 = select <8 x i1> %5305, <8 x float> %5304, <8 x float> %5301
  br label %5317

5307:                                             ; preds = %5298
  %5308 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5299)
  %5309 = bitcast <8 x float> %5299 to <8 x i32>
  %5310 = or <8 x i32> %5309, %46
  %5311 = bitcast <8 x i32> %5310 to <8 x float>
  %5312 = fcmp oeq <8 x float> %5299, %33
  %5313 = select <8 x i1> %5312, <8 x float> %5311, <8 x float> %5308
  br label %5317

5314:                                             ; preds = %5298
  %5315 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5280, <8 x i1> %4899, <8 x float> zeroinitializer)
  %5316 = fadd <8 x float> %5299, %5315
  br label %5317

5317:                                             ; preds = %5314, %5307, %5300
  %5318 = phi <8 x float> [ %5316, %5314 ], [ %5313, %5307 ], [ %5306, %5300 ]
  switch i64 %67, label %643 [
    i64 1, label %5333
    i64 2, label %5326
    i64 3, label %5319
    i64 0, label %5336
  ]

5319:                                             ; preds = %5317
  %5320 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5318)
  %5321 = bitcast <8 x float> %5318 to <8 x i32>
  %5322 = and <8 x i32> %5321, %45
  %5323 = bitcast <8 x i32> %5322 to <8 x float>
  %5324 = fcmp oeq <8 x float> %5318, %30
  %5325 = select <8 x i1> %5324, <8 x float> %5323, <8 x float> %5320
  br label %5336

5326:                                             ; preds = %5317
  %5327 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5318)
  %5328 = bitcast <8 x float> %5318 to <8 x i32>
  %5329 = or <8 x i32> %5328, %46
  %5330 = bitcast <8 x i32> %5329 to <8 x float>
  %5331 = fcmp oeq <8 x float> %5318, %33
  %5332 = select <8 x i1> %5331, <8 x float> %5330, <8 x float> %5327
  br label %5336

5333:                                             ; preds = %5317
  %5334 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5280, <8 x i1> %4899, <8 x float> zeroinitializer)
  %5335 = fadd <8 x float> %5318, %5334
  br label %5336

5336:                                             ; preds = %5319, %5326, %5333, %5317, %5298
  %5337 = phi <8 x float> [ %5332, %5326 ], [ %5325, %5319 ], [ %5299, %5298 ], [ %5318, %5317 ], [ %5335, %5333 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5337, ptr align 1 %5278, <8 x i1> %4899)
  %5338 = add nsw i64 %4967, %555
  %5339 = getelementptr inbounds float, ptr %368, i64 %5338
  %5340 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5339, <8 x i1> %4891, <8 x float> zeroinitializer)
  %5341 = getelementptr inbounds float, ptr %366, i64 %5338
  switch i64 %51, label %643 [
    i64 1, label %5356
    i64 2, label %5349
    i64 3, label %5342
  ]

5342:                                             ; preds = %5336
  %5343 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5340)
  %5344 = bitcast <8 x float> %5340 to <8 x i32>
  %5345 = and <8 x i32> %5344, %45
  %5346 = bitcast <8 x i32> %5345 to <8 x float>
  %5347 = fcmp oeq <8 x float> %5340, %30
  %5348 = select <8 x i1> %5347, <8 x float> %5346, <8 x float> %5343
  br label %5359

5349:                                             ; preds = %5336
  %5350 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5340)
  %5351 = bitcast <8 x float> %5340 to <8 x i32>
  %5352 = or <8 x i32> %5351, %46
  %5353 = bitcast <8 x i32> %5352 to <8 x float>
  %5354 = fcmp oeq <8 x float> %5340, %33
  %5355 = select <8 x i1> %5354, <8 x float> %5353, <8 x float> %5350
  br label %5359

5356:                                             ; preds = %5336
  %5357 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5341, <8 x i1> %4891, <8 x float> zeroinitializer)
  %5358 = fadd <8 x float> %5340, %5357
  br label %5359

5359:                                             ; preds = %5356, %5349, %5342
  %5360 = phi <8 x float> [ %5358, %5356 ], [ %5355, %5349 ], [ %5348, %5342 ]
  switch i64 %69, label %643 [
    i64 1, label %5375
    i64 2, label %5368
    i64 3, label %5361
    i64 0, label %5397
  ]

5361:                                             ; preds = %5359
  %5362 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5360)
  %5363 = bitcast <8 x float> %5360 to <8 x i32>
  %5364 = and <8 x i32> %5363, %45
  %5365 = bitcast <8 x i32> %5364 to <8 x float>
  %5366 = fcmp oeq <8 x float> %5360, %30
  %5367 = select <8 x i1> %5366, <8 x float> %5365, <8 x float> %5362
  br label %5378

5368:                                             ; preds = %5359
  %5369 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5360)
  %5370 = bitcast <8 x float> %5360 to <8 x i32>
  %5371 = or <8 x i32> %5370, %46
  %5372 = bitcast <8 x i32> %5371 to <8 x float>
  %5373 = fcmp oeq <8 x float> %5360, %33
  %5374 = select <8 x i1> %5373, <8 x float> %5372, <8 x float> %5369
  br label %5378

5375:                                             ; preds = %5359
  %5376 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5341, <8 x i1> %4891, <8 x float> zeroinitializer)
  %5377 = fadd <8 x float> %5360, %5376
  br label %5378

5378:                                             ; preds = %5375, %5368, %5361
  %5379 = phi <8 x float> [ %5377, %5375 ], [ %5374, %5368 ], [ %5367, %5361 ]
  switch i64 %71, label %643 [
    i64 1, label %5394
    i64 2, label %5387
    i64 3, label %5380
    i64 0, label %5397
  ]

5380:                                             ; preds = %5378
  %5381 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5379)
  %5382 = bitcast <8 x float> %5379 to <8 x i32>
  %5383 = and <8 x i32> %5382, %45
  %5384 = bitcast <8 x i32> %5383 to <8 x float>
  %5385 = fcmp oeq <8 x float> %5379, %30
  %5386 = select <8 x i1> %5385, <8 x float> %5384, <8 x float> %5381
  br label %5397

5387:                                             ; preds = %5378
  %5388 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5379)
  %5389 = bitcast <8 x float> %5379 to <8 x i32>
  %5390 = or <8 x i32> %5389, %46
  %5391 = bitcast <8 x i32> %5390 to <8 x float>
  %5392 = fcmp oeq <8 x float> %5379, %33
  %5393 = select <8 x i1> %5392, <8 x float> %5391, <8 x float> %5388
  br label %5397

5394:                                             ; preds = %5378
  %5395 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5341, <8 x i1> %4891, <8 x float> zeroinitializer)
  %5396 = fadd <8 x float> %5379, %5395
  br label %5397

5397:                                             ; preds = %5380, %5387, %5394, %5378, %5359
  %5398 = phi <8 x float> [ %5393, %5387 ], [ %5386, %5380 ], [ %5360, %5359 ], [ %5379, %5378 ], [ %5396, %5394 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5398, ptr align 1 %5339, <8 x i1> %4891)
  %5399 = add nsw i64 %5338, 8
  %5400 = getelementptr inbounds float, ptr %368, i64 %5399
  %5401 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5400, <8 x i1> %4899, <8 x float> zeroinitializer)
  %5402 = getelementptr inbounds float, ptr %366, i64 %5399
  switch i64 %51, label %643 [
    i64 1, label %5417
    i64 2, label %5410
    i64 3, label %5403
  ]

5403:                                             ; preds = %5397
  %5404 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5401)
  %5405 = bitcast <8 x float> %5401 to <8 x i32>
  %5406 = and <8 x i32> %5405, %45
  %5407 = bitcast <8 x i32> %5406 to <8 x float>
  %5408 = fcmp oeq <8 x float> %5401, %30
  %5409 = select <8 x i1> %5408, <8 x float> %5407, <8 x float> %5404
  br label %5420

5410:                                             ; preds = %5397
  %5411 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5401)
  %5412 = bitcast <8 x float> %5401 to <8 x i32>
  %5413 = or <8 x i32> %5412, %46
  %5414 = bitcast <8 x i32> %5413 to <8 x float>
  %5415 = fcmp oeq <8 x float> %5401, %33
  %5416 = select <8 x i1> %5415, <8 x float> %5414, <8 x float> %5411
  br label %5420

5417:                                             ; preds = %5397
  %5418 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5402, <8 x i1> %4899, <8 x float> zeroinitializer)
  %5419 = fadd <8 x float> %5401, %5418
  br label %5420

5420:                                             ; preds = %5417, %5410, %5403
  %5421 = phi <8 x float> [ %5419, %5417 ], [ %5416, %5410 ], [ %5409, %5403 ]
  switch i64 %73, label %643 [
    i64 1, label %5436
    i64 2, label %5429
    i64 3, label %5422
    i64 0, label %5458
  ]

5422:                                             ; preds = %5420
  %5423 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5421)
  %5424 = bitcast <8 x float> %5421 to <8 x i32>
  %5425 = and <8 x i32> %5424, %45
  %5426 = bitcast <8 x i32> %5425 to <8 x float>
  %5427 = fcmp oeq <8 x float> %5421, %30
  %5428 = select <8 x i1> %5427, <8 x float> %5426, <8 x float> %5423
  br label %5439

5429:                                             ; preds = %5420
  %5430 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5421)
  %5431 = bitcast <8 x float> %5421 to <8 x i32>
  %5432 = or <8 x i32> %5431, %46
  %5433 = bitcast <8 x i32> %5432 to <8 x float>
  %5434 = fcmp oeq <8 x float> %5421, %33
  %5435 = select <8 x i1> %5434, <8 x float> %5433, <8 x float> %5430
  br label %5439

5436:                                             ; preds = %5420
  %5437 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5402, <8 x i1> %4899, <8 x float> zeroinitializer)
  %5438 = fadd <8 x float> %5421, %5437
  br label %5439

5439:                                             ; preds = %5436, %5429, %5422
  %5440 = phi <8 x float> [ %5438, %5436 ], [ %5435, %5429 ], [ %5428, %5422 ]
  switch i64 %75, label %643 [
    i64 1, label %5455
    i64 2, label %5448
    i64 3, label %5441
    i64 0, label %5458
  ]

5441:                                             ; preds = %5439
  %5442 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5440)
  %5443 = bitcast <8 x float> %5440 to <8 x i32>
  %5444 = and <8 x i32> %5443, %45
  %5445 = bitcast <8 x i32> %5444 to <8 x float>
  %5446 = fcmp oeq <8 x float> %5440, %30
  %5447 = select <8 x i1> %5446, <8 x float> %5445, <8 x float> %5442
  br label %5458

5448:                                             ; preds = %5439
  %5449 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5440)
  %5450 = bitcast <8 x float> %5440 to <8 x i32>
  %5451 = or <8 x i32> %5450, %46
  %5452 = bitcast <8 x i32> %5451 to <8 x float>
  %5453 = fcmp oeq <8 x float> %5440, %33
  %5454 = select <8 x i1> %5453, <8 x float> %5452, <8 x float> %5449
  br label %5458

5455:                                             ; preds = %5439
  %5456 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5402, <8 x i1> %4899, <8 x float> zeroinitializer)
  %5457 = fadd <8 x float> %5440, %5456
  br label %5458

5458:                                             ; preds = %5441, %5448, %5455, %5439, %5420
  %5459 = phi <8 x float> [ %5454, %5448 ], [ %5447, %5441 ], [ %5421, %5420 ], [ %5440, %5439 ], [ %5457, %5455 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5459, ptr align 1 %5400, <8 x i1> %4899)
  %5460 = add nsw i64 %4969, %555
  %5461 = getelementptr inbounds float, ptr %368, i64 %5460
  %5462 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5461, <8 x i1> %4891, <8 x float> zeroinitializer)
  %5463 = getelementptr inbounds float, ptr %366, i64 %5460
  switch i64 %51, label %643 [
    i64 1, label %5478
    i64 2, label %5471
    i64 3, label %5464
  ]

5464:                                             ; preds = %5458
  %5465 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5462)
  %5466 = bitcast <8 x float> %5462 to <8 x i32>
  %5467 = and <8 x i32> %5466, %45
  %5468 = bitcast <8 x i32> %5467 to <8 x float>
  %5469 = fcmp oeq <8 x float> %5462, %30
  %5470 = select <8 x i1> %5469, <8 x float> %5468, <8 x float> %5465
  br label %5481

5471:                                             ; preds = %5458
  %5472 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5462)
  %5473 = bitcast <8 x float> %5462 to <8 x i32>
  %5474 = or <8 x i32> %5473, %46
  %5475 = bitcast <8 x i32> %5474 to <8 x float>
  %5476 = fcmp oeq <8 x float> %5462, %33
  %5477 = select <8 x i1> %5476, <8 x float> %5475, <8 x float> %5472
  br label %5481

5478:                                             ; preds = %5458
  %5479 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5463, <8 x i1> %4891, <8 x float> zeroinitializer)
  %5480 = fadd <8 x float> %5462, %5479
  br label %5481

5481:                                             ; preds = %5478, %5471, %5464
  %5482 = phi <8 x float> [ %5480, %5478 ], [ %5477, %5471 ], [ %5470, %5464 ]
  switch i64 %77, label %643 [
    i64 1, label %5497
    i64 2, label %5490
    i64 3, label %5483
    i64 0, label %5519
  ]

5483:                                             ; preds = %5481
  %5484 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5482)
  %5485 = bitcast <8 x float> %5482 to <8 x i32>
  %5486 = and <8 x i32> %5485, %45
  %5487 = bitcast <8 x i32> %5486 to <8 x float>
  %5488 = fcmp oeq <8 x float> %5482, %30
  %5489 = select <8 x i1> %5488, <8 x float> %5487, <8 x float> %5484
  br label %5500

5490:                                             ; preds = %5481
  %5491 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5482)
  %5492 = bitcast <8 x float> %5482 to <8 x i32>
  %5493 = or <8 x i32> %5492, %46
  %5494 = bitcast <8 x i32> %5493 to <8 x float>
  %5495 = fcmp oeq <8 x float> %5482, %33
  %5496 = select <8 x i1> %5495, <8 x float> %5494, <8 x float> %5491
  br label %5500

5497:                                             ; preds = %5481
  %5498 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5463, <8 x i1> %4891, <8 x float> zeroinitializer)
  %5499 = fadd <8 x float> %5482, %5498
  br label %5500

5500:                                             ; preds = %5497, %5490, %5483
  %5501 = phi <8 x float> [ %5499, %5497 ], [ %5496, %5490 ], [ %5489, %5483 ]
  switch i64 %79, label %643 [
    i64 1, label %5516
    i64 2, label %5509
    i64 3, label %5502
    i64 0, label %5519
  ]

5502:                                             ; preds = %5500
  %5503 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5501)
  %5504 = bitcast <8 x float> %5501 to <8 x i32>
  %5505 = and <8 x i32> %5504, %45
  %5506 = bitcast <8 x i32> %5505 to <8 x float>
  %5507 = fcmp oeq <8 x float> %5501, %30
  %5508 = select <8 x i1> %5507, <8 x float> %5506, <8 x float> %5503
  br label %5519

5509:                                             ; preds = %5500
  %5510 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5501)
  %5511 = bitcast <8 x float> %5501 to <8 x i32>
  %5512 = or <8 x i32> %5511, %46
  %5513 = bitcast <8 x i32> %5512 to <8 x float>
  %5514 = fcmp oeq <8 x float> %5501, %33
  %5515 = select <8 x i1> %5514, <8 x float> %5513, <8 x float> %5510
  br label %5519

5516:                                             ; preds = %5500
  %5517 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5463, <8 x i1> %4891, <8 x float> zeroinitializer)
  %5518 = fadd <8 x float> %5501, %5517
  br label %5519

5519:                                             ; preds = %5502, %5509, %5516, %5500, %5481
  %5520 = phi <8 x float> [ %5515, %5509 ], [ %5508, %5502 ], [ %5482, %5481 ], [ %5501, %5500 ], [ %5518, %5516 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5520, ptr align 1 %5461, <8 x i1> %4891)
  %5521 = add nsw i64 %5460, 8
  %5522 = getelementptr inbounds float, ptr %368, i64 %5521
  %5523 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5522, <8 x i1> %4899, <8 x float> zeroinitializer)
  %5524 = getelementptr inbounds float, ptr %366, i64 %5521
  switch i64 %51, label %643 [
    i64 1, label %5539
    i64 2, label %5532
    i64 3, label %5525
  ]

5525:                                             ; preds = %5519
  %5526 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5523)
  %5527 = bitcast <8 x float> %5523 to <8 x i32>
  %5528 = and <8 x i32> %5527, %45
  %5529 = bitcast <8 x i32> %5528 to <8 x float>
  %5530 = fcmp oeq <8 x float> %5523, %30
  %5531 = select <8 x i1> %5530, <8 x float> %5529, <8 x float> %5526
  br label %5542

5532:                                             ; preds = %5519
  %5533 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5523)
  %5534 = bitcast <8 x float> %5523 to <8 x i32>
  %5535 = or <8 x i32> %5534, %46
  %5536 = bitcast <8 x i32> %5535 to <8 x float>
  %5537 = fcmp oeq <8 x float> %5523, %33
  %5538 = select <8 x i1> %5537, <8 x float> %5536, <8 x float> %5533
  br label %5542

5539:                                             ; preds = %5519
  %5540 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5524, <8 x i1> %4899, <8 x float> zeroinitializer)
  %5541 = fadd <8 x float> %5523, %5540
  br label %5542

5542:                                             ; preds = %5539, %5532, %5525
  %5543 = phi <8 x float> [ %5541, %5539 ], [ %5538, %5532 ], [ %5531, %5525 ]
  switch i64 %81, label %643 [
    i64 1, label %5558
    i64 2, label %5551
    i64 3, label %5544
    i64 0, label %5580
  ]

5544:                                             ; preds = %5542
  %5545 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5543)
  %5546 = bitcast <8 x float> %5543 to <8 x i32>
  %5547 = and <8 x i32> %5546, %45
  %5548 = bitcast <8 x i32> %5547 to <8 x float>
  %5549 = fcmp oeq <8 x float> %5543, %30
  %5550 = select <8 x i1> %5549, <8 x float> %5548, <8 x float> %5545
  br label %5561

5551:                                             ; preds = %5542
  %5552 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5543)
  %5553 = bitcast <8 x float> %5543 to <8 x i32>
  %5554 = or <8 x i32> %5553, %46
  %5555 = bitcast <8 x i32> %5554 to <8 x float>
  %5556 = fcmp oeq <8 x float> %5543, %33
  %5557 = select <8 x i1> %5556, <8 x float> %5555, <8 x float> %5552
  br label %5561

5558:                                             ; preds = %5542
  %5559 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5524, <8 x i1> %4899, <8 x float> zeroinitializer)
  %5560 = fadd <8 x float> %5543, %5559
  br label %5561

5561:                                             ; preds = %5558, %5551, %5544
  %5562 = phi <8 x float> [ %5560, %5558 ], [ %5557, %5551 ], [ %5550, %5544 ]
  switch i64 %83, label %643 [
    i64 1, label %5577
    i64 2, label %5570
    i64 3, label %5563
    i64 0, label %5580
  ]

5563:                                             ; preds = %5561
  %5564 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5562)
  %5565 = bitcast <8 x float> %5562 to <8 x i32>
  %5566 = and <8 x i32> %5565, %45
  %5567 = bitcast <8 x i32> %5566 to <8 x float>
  %5568 = fcmp oeq <8 x float> %5562, %30
  %5569 = select <8 x i1> %5568, <8 x float> %5567, <8 x float> %5564
  br label %5580

5570:                                             ; preds = %5561
  %5571 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5562)
  %5572 = bitcast <8 x float> %5562 to <8 x i32>
  %5573 = or <8 x i32> %5572, %46
  %5574 = bitcast <8 x i32> %5573 to <8 x float>
  %5575 = fcmp oeq <8 x float> %5562, %33
  %5576 = select <8 x i1> %5575, <8 x float> %5574, <8 x float> %5571
  br label %5580

5577:                                             ; preds = %5561
  %5578 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5524, <8 x i1> %4899, <8 x float> zeroinitializer)
  %5579 = fadd <8 x float> %5562, %5578
  br label %5580

5580:                                             ; preds = %5563, %5570, %5577, %5561, %5542
  %5581 = phi <8 x float> [ %5576, %5570 ], [ %5569, %5563 ], [ %5543, %5542 ], [ %5562, %5561 ], [ %5579, %5577 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5581, ptr align 1 %5522, <8 x i1> %4899)
  %5582 = add nsw i64 %4971, %555
  %5583 = getelementptr inbounds float, ptr %368, i64 %5582
  %5584 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5583, <8 x i1> %4891, <8 x float> zeroinitializer)
  %5585 = getelementptr inbounds float, ptr %366, i64 %5582
  switch i64 %51, label %643 [
    i64 1, label %5600
    i64 2, label %5593
    i64 3, label %5586
  ]

5586:                                             ; preds = %5580
  %5587 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5584)
  %5588 = bitcast <8 x float> %5584 to <8 x i32>
  %5589 = and <8 x i32> %5588, %45
  %5590 = bitcast <8 x i32> %5589 to <8 x float>
  %5591 = fcmp oeq <8 x float> %5584, %30
  %5592 = select <8 x i1> %5591, <8 x float> %5590, <8 x float> %5587
  br label %5603

5593:                                             ; preds = %5580
  %5594 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5584)
  %5595 = bitcast <8 x float> %5584 to <8 x i32>
  %5596 = or <8 x i32> %5595, %46
  %5597 = bitcast <8 x i32> %5596 to <8 x float>
  %5598 = fcmp oeq <8 x float> %5584, %33
  %5599 = select <8 x i1> %5598, <8 x float> %5597, <8 x float> %5594
  br label %5603

5600:                                             ; preds = %5580
  %5601 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5585, <8 x i1> %4891, <8 x float> zeroinitializer)
  %5602 = fadd <8 x float> %5584, %5601
  br label %5603

5603:                                             ; preds = %5600, %5593, %5586
  %5604 = phi <8 x float> [ %5602, %5600 ], [ %5599, %5593 ], [ %5592, %5586 ]
  switch i64 %85, label %643 [
    i64 1, label %5619
    i64 2, label %5612
    i64 3, label %5605
    i64 0, label %5641
  ]

5605:                                             ; preds = %5603
  %5606 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5604)
  %5607 = bitcast <8 x float> %5604 to <8 x i32>
  %5608 = and <8 x i32> %5607, %45
  %5609 = bitcast <8 x i32> %5608 to <8 x float>
  %5610 = fcmp oeq <8 x float> %5604, %30
  %5611 = select <8 x i1> %5610, <8 x float> %5609, <8 x float> %5606
  br label %5622

5612:                                             ; preds = %5603
  %5613 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5604)
  %5614 = bitcast <8 x float> %5604 to <8 x i32>
  %5615 = or <8 x i32> %5614, %46
  %5616 = bitcast <8 x i32> %5615 to <8 x float>
  %5617 = fcmp oeq <8 x float> %5604, %33
  %5618 = select <8 x i1> %5617, <8 x float> %5616, <8 x float> %5613
  br label %5622

5619:                                             ; preds = %5603
  %5620 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5585, <8 x i1> %4891, <8 x float> zeroinitializer)
  %5621 = fadd <8 x float> %5604, %5620
  br label %5622

5622:                                             ; preds = %5619, %5612, %5605
  %5623 = phi <8 x float> [ %5621, %5619 ], [ %5618, %5612 ], [ %5611, %5605 ]
  switch i64 %87, label %643 [
    i64 1, label %5638
    i64 2, label %5631
    i64 3, label %5624
    i64 0, label %5641
  ]

5624:                                             ; preds = %5622
  %5625 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5623)
  %5626 = bitcast <8 x float> %5623 to <8 x i32>
  %5627 = and <8 x i32> %5626, %45
  %5628 = bitcast <8 x i32> %5627 to <8 x float>
  %5629 = fcmp oeq <8 x float> %5623, %30
  %5630 = select <8 x i1> %5629, <8 x float> %5628, <8 x float> %5625
  br label %5641

5631:                                             ; preds = %5622
  %5632 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5623)
  %5633 = bitcast <8 x float> %5623 to <8 x i32>
  %5634 = or <8 x i32> %5633, %46
  %5635 = bitcast <8 x i32> %5634 to <8 x float>
  %5636 = fcmp oeq <8 x float> %5623, %33
  %5637 = select <8 x i1> %5636, <8 x float> %5635, <8 x float> %5632
  br label %5641

5638:                                             ; preds = %5622
  %5639 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5585, <8 x i1> %4891, <8 x float> zeroinitializer)
  %5640 = fadd <8 x float> %5623, %5639
  br label %5641

5641:                                             ; preds = %5624, %5631, %5638, %5622, %5603
  %5642 = phi <8 x float> [ %5637, %5631 ], [ %5630, %5624 ], [ %5604, %5603 ], [ %5623, %5622 ], [ %5640, %5638 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5642, ptr align 1 %5583, <8 x i1> %4891)
  %5643 = add nsw i64 %5582, 8
  %5644 = getelementptr inbounds float, ptr %368, i64 %5643
  %5645 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5644, <8 x i1> %4899, <8 x float> zeroinitializer)
  %5646 = getelementptr inbounds float, ptr %366, i64 %5643
  switch i64 %51, label %643 [
    i64 1, label %5661
    i64 2, label %5654
    i64 3, label %5647
  ]

5647:                                             ; preds = %5641
  %5648 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5645)
  %5649 = bitcast <8 x float> %5645 to <8 x i32>
  %5650 = and <8 x i32> %5649, %45
  %5651 = bitcast <8 x i32> %5650 to <8 x float>
  %5652 = fcmp oeq <8 x float> %5645, %30
  %5653 = select <8 x i1> %5652, <8 x float> %5651, <8 x float> %5648
  br label %5664

5654:                                             ; preds = %5641
  %5655 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5645)
  %5656 = bitcast <8 x float> %5645 to <8 x i32>
  %5657 = or <8 x i32> %5656, %46
  %5658 = bitcast <8 x i32> %5657 to <8 x float>
  %5659 = fcmp oeq <8 x float> %5645, %33
  %5660 = select <8 x i1> %5659, <8 x float> %5658, <8 x float> %5655
  br label %5664

5661:                                             ; preds = %5641
  %5662 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5646, <8 x i1> %4899, <8 x float> zeroinitializer)
  %5663 = fadd <8 x float> %5645, %5662
  br label %5664

5664:                                             ; preds = %5661, %5654, %5647
  %5665 = phi <8 x float> [ %5663, %5661 ], [ %5660, %5654 ], [ %5653, %5647 ]
  switch i64 %89, label %643 [
    i64 1, label %5680
    i64 2, label %5673
    i64 3, label %5666
    i64 0, label %5702
  ]

5666:                                             ; preds = %5664
  %5667 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5665)
  %5668 = bitcast <8 x float> %5665 to <8 x i32>
  %5669 = and <8 x i32> %5668, %45
  %5670 = bitcast <8 x i32> %5669 to <8 x float>
  %5671 = fcmp oeq <8 x float> %5665, %30
  %5672 = select <8 x i1> %5671, <8 x float> %5670, <8 x float> %5667
  br label %5683

5673:                                             ; preds = %5664
  %5674 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5665)
  %5675 = bitcast <8 x float> %5665 to <8 x i32>
  %5676 = or <8 x i32> %5675, %46
  %5677 = bitcast <8 x i32> %5676 to <8 x float>
  %5678 = fcmp oeq <8 x float> %5665, %33
  %5679 = select <8 x i1> %5678, <8 x float> %5677, <8 x float> %5674
  br label %5683

5680:                                             ; preds = %5664
  %5681 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5646, <8 x i1> %4899, <8 x float> zeroinitializer)
  %5682 = fadd <8 x float> %5665, %5681
  br label %5683

5683:                                             ; preds = %5680, %5673, %5666
  %5684 = phi <8 x float> [ %5682, %5680 ], [ %5679, %5673 ], [ %5672, %5666 ]
  switch i64 %91, label %643 [
    i64 1, label %5699
    i64 2, label %5692
    i64 3, label %5685
    i64 0, label %5702
  ]

5685:                                             ; preds = %5683
  %5686 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5684)
  %5687 = bitcast <8 x float> %5684 to <8 x i32>
  %5688 = and <8 x i32> %5687, %45
  %5689 = bitcast <8 x i32> %5688 to <8 x float>
  %5690 = fcmp oeq <8 x float> %5684, %30
  %5691 = select <8 x i1> %5690, <8 x float> %5689, <8 x float> %5686
  br label %5702

5692:                                             ; preds = %5683
  %5693 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5684)
  %5694 = bitcast <8 x float> %5684 to <8 x i32>
  %5695 = or <8 x i32> %5694, %46
  %5696 = bitcast <8 x i32> %5695 to <8 x float>
  %5697 = fcmp oeq <8 x float> %5684, %33
  %5698 = select <8 x i1> %5697, <8 x float> %5696, <8 x float> %5693
  br label %5702

5699:                                             ; preds = %5683
  %5700 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5646, <8 x i1> %4899, <8 x float> zeroinitializer)
  %5701 = fadd <8 x float> %5684, %5700
  br label %5702

5702:                                             ; preds = %5685, %5692, %5699, %5683, %5664
  %5703 = phi <8 x float> [ %5698, %5692 ], [ %5691, %5685 ], [ %5665, %5664 ], [ %5684, %5683 ], [ %5701, %5699 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5703, ptr align 1 %5644, <8 x i1> %4899)
  %5704 = add nsw i64 %4973, %555
  %5705 = getelementptr inbounds float, ptr %368, i64 %5704
  %5706 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5705, <8 x i1> %4891, <8 x float> zeroinitializer)
  %5707 = getelementptr inbounds float, ptr %366, i64 %5704
  switch i64 %51, label %643 [
    i64 1, label %5722
    i64 2, label %5715
    i64 3, label %5708
  ]

5708:                                             ; preds = %5702
  %5709 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5706)
  %5710 = bitcast <8 x float> %5706 to <8 x i32>
  %5711 = and <8 x i32> %5710, %45
  %5712 = bitcast <8 x i32> %5711 to <8 x float>
  %5713 = fcmp oeq <8 x float> %5706, %30
  %5714 = select <8 x i1> %5713, <8 x float> %5712, <8 x float> %5709
  br label %5725

5715:                                             ; preds = %5702
  %5716 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5706)
  %5717 = bitcast <8 x float> %5706 to <8 x i32>
  %5718 = or <8 x i32> %5717, %46
  %5719 = bitcast <8 x i32> %5718 to <8 x float>
  %5720 = fcmp oeq <8 x float> %5706, %33
  %5721 = select <8 x i1> %5720, <8 x float> %5719, <8 x float> %5716
  br label %5725

5722:                                             ; preds = %5702
  %5723 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5707, <8 x i1> %4891, <8 x float> zeroinitializer)
  %5724 = fadd <8 x float> %5706, %5723
  br label %5725

5725:                                             ; preds = %5722, %5715, %5708
  %5726 = phi <8 x float> [ %5724, %5722 ], [ %5721, %5715 ], [ %5714, %5708 ]
  switch i64 %93, label %643 [
    i64 1, label %5741
    i64 2, label %5734
    i64 3, label %5727
    i64 0, label %5763
  ]

5727:                                             ; preds = %5725
  %5728 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5726)
  %5729 = bitcast <8 x float> %5726 to <8 x i32>
  %5730 = and <8 x i32> %5729, %45
  %5731 = bitcast <8 x i32> %5730 to <8 x float>
  %5732 = fcmp oeq <8 x float> %5726, %30
  %5733 = select <8 x i1> %5732, <8 x float> %5731, <8 x float> %5728
  br label %5744

5734:                                             ; preds = %5725
  %5735 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5726)
  %5736 = bitcast <8 x float> %5726 to <8 x i32>
  %5737 = or <8 x i32> %5736, %46
  %5738 = bitcast <8 x i32> %5737 to <8 x float>
  %5739 = fcmp oeq <8 x float> %5726, %33
  %5740 = select <8 x i1> %5739, <8 x float> %5738, <8 x float> %5735
  br label %5744

5741:                                             ; preds = %5725
  %5742 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5707, <8 x i1> %4891, <8 x float> zeroinitializer)
  %5743 = fadd <8 x float> %5726, %5742
  br label %5744

5744:                                             ; preds = %5741, %5734, %5727
  %5745 = phi <8 x float> [ %5743, %5741 ], [ %5740, %5734 ], [ %5733, %5727 ]
  switch i64 %95, label %643 [
    i64 1, label %5760
    i64 2, label %5753
    i64 3, label %5746
    i64 0, label %5763
  ]

5746:                                             ; preds = %5744
  %5747 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5745)
  %5748 = bitcast <8 x float> %5745 to <8 x i32>
  %5749 = and <8 x i32> %5748, %45
  %5750 = bitcast <8 x i32> %5749 to <8 x float>
  %5751 = fcmp oeq <8 x float> %5745, %30
  %5752 = select <8 x i1> %5751, <8 x float> %5750, <8 x float> %5747
  br label %5763

5753:                                             ; preds = %5744
  %5754 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5745)
  %5755 = bitcast <8 x float> %5745 to <8 x i32>
  %5756 = or <8 x i32> %5755, %46
  %5757 = bitcast <8 x i32> %5756 to <8 x float>
  %5758 = fcmp oeq <8 x float> %5745, %33
  %5759 = select <8 x i1> %5758, <8 x float> %5757, <8 x float> %5754
  br label %5763

5760:                                             ; preds = %5744
  %5761 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5707, <8 x i1> %4891, <8 x float> zeroinitializer)
  %5762 = fadd <8 x float> %5745, %5761
  br label %5763

5763:                                             ; preds = %5746, %5753, %5760, %5744, %5725
  %5764 = phi <8 x float> [ %5759, %5753 ], [ %5752, %5746 ], [ %5726, %5725 ], [ %5745, %5744 ], [ %5762, %5760 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5764, ptr align 1 %5705, <8 x i1> %4891)
  %5765 = add nsw i64 %5704, 8
  %5766 = getelementptr inbounds float, ptr %368, i64 %5765
  %5767 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5766, <8 x i1> %4899, <8 x float> zeroinitializer)
  %5768 = getelementptr inbounds float, ptr %366, i64 %5765
  switch i64 %51, label %643 [
    i64 1, label %5783
    i64 2, label %5776
    i64 3, label %5769
  ]

5769:                                             ; preds = %5763
  %5770 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5767)
  %5771 = bitcast <8 x float> %5767 to <8 x i32>
  %5772 = and <8 x i32> %5771, %45
  %5773 = bitcast <8 x i32> %5772 to <8 x float>
  %5774 = fcmp oeq <8 x float> %5767, %30
  %5775 = select <8 x i1> %5774, <8 x float> %5773, <8 x float> %5770
  br label %5786

5776:                                             ; preds = %5763
  %5777 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5767)
  %5778 = bitcast <8 x float> %5767 to <8 x i32>
  %5779 = or <8 x i32> %5778, %46
  %5780 = bitcast <8 x i32> %5779 to <8 x float>
  %5781 = fcmp oeq <8 x float> %5767, %33
  %5782 = select <8 x i1> %5781, <8 x float> %5780, <8 x float> %5777
  br label %5786

5783:                                             ; preds = %5763
  %5784 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5768, <8 x i1> %4899, <8 x float> zeroinitializer)
  %5785 = fadd <8 x float> %5767, %5784
  br label %5786

5786:                                             ; preds = %5783, %5776, %5769
  %5787 = phi <8 x float> [ %5785, %5783 ], [ %5782, %5776 ], [ %5775, %5769 ]
  switch i64 %97, label %643 [
    i64 1, label %5802
    i64 2, label %5795
    i64 3, label %5788
    i64 0, label %5824
  ]

5788:                                             ; preds = %5786
  %5789 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5787)
  %5790 = bitcast <8 x float> %5787 to <8 x i32>
  %5791 = and <8 x i32> %5790, %45
  %5792 = bitcast <8 x i32> %5791 to <8 x float>
  %5793 = fcmp oeq <8 x float> %5787, %30
  %5794 = select <8 x i1> %5793, <8 x float> %5792, <8 x float> %5789
  br label %5805

5795:                                             ; preds = %5786
  %5796 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5787)
  %5797 = bitcast <8 x float> %5787 to <8 x i32>
  %5798 = or <8 x i32> %5797, %46
  %5799 = bitcast <8 x i32> %5798 to <8 x float>
  %5800 = fcmp oeq <8 x float> %5787, %33
  %5801 = select <8 x i1> %5800, <8 x float> %5799, <8 x float> %5796
  br label %5805

5802:                                             ; preds = %5786
  %5803 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5768, <8 x i1> %4899, <8 x float> zeroinitializer)
  %5804 = fadd <8 x float> %5787, %5803
  br label %5805

5805:                                             ; preds = %5802, %5795, %5788
  %5806 = phi <8 x float> [ %5804, %5802 ], [ %5801, %5795 ], [ %5794, %5788 ]
  switch i64 %99, label %643 [
    i64 1, label %5821
    i64 2, label %5814
    i64 3, label %5807
    i64 0, label %5824
  ]

5807:                                             ; preds = %5805
  %5808 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5806)
  %5809 = bitcast <8 x float> %5806 to <8 x i32>
  %5810 = and <8 x i32> %5809, %45
  %5811 = bitcast <8 x i32> %5810 to <8 x float>
  %5812 = fcmp oeq <8 x float> %5806, %30
  %5813 = select <8 x i1> %5812, <8 x float> %5811, <8 x float> %5808
  br label %5824

5814:                                             ; preds = %5805
  %5815 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5806)
  %5816 = bitcast <8 x float> %5806 to <8 x i32>
  %5817 = or <8 x i32> %5816, %46
  %5818 = bitcast <8 x i32> %5817 to <8 x float>
  %5819 = fcmp oeq <8 x float> %5806, %33
  %5820 = select <8 x i1> %5819, <8 x float> %5818, <8 x float> %5815
  br label %5824

5821:                                             ; preds = %5805
  %5822 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5768, <8 x i1> %4899, <8 x float> zeroinitializer)
  %5823 = fadd <8 x float> %5806, %5822
  br label %5824

5824:                                             ; preds = %5807, %5814, %5821, %5064, %5805, %5786
  %5825 = phi ptr [ %5096, %5064 ], [ %5766, %5807 ], [ %5766, %5786 ], [ %5766, %5805 ], [ %5766, %5821 ], [ %5766, %5814 ]
  %5826 = phi <8 x float> [ %5097, %5064 ], [ %5813, %5807 ], [ %5787, %5786 ], [ %5806, %5805 ], [ %5823, %5821 ], [ %5820, %5814 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5826, ptr align 1 %5825, <8 x i1> %4899)
  br label %5827

5827:                                             ; preds = %4976, %5824, %4448, %4881, %3688, %4396, %3243, %3605, %2629, %3197, %2267, %2558, %1799, %2227, %1499, %1740, %1152, %1440, %940, %1105, %732, %893, %594, %682, %554
  %5828 = add nsw i64 %555, 16
  %5829 = icmp slt i64 %5828, %371
  br i1 %5829, label %554, label %551
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fma.v8f32(<8 x float>, <8 x float>, <8 x float>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x float> @llvm.x86.avx.min.ps.256(<8 x float>, <8 x float>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x float> @llvm.x86.avx.max.ps.256(<8 x float>, <8 x float>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x float> @llvm.masked.load.v8f32.p0(ptr captures(none), <8 x i1>, <8 x float>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v8f32.p0(<8 x float>, ptr captures(none), <8 x i1>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef)
