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
  br i1 %39, label %40, label %437

40:                                               ; preds = %19
  %41 = icmp eq i64 %13, 0
  %42 = icmp eq i64 %10, 0
  %43 = icmp sgt i64 %5, 0
  %44 = icmp eq i64 %17, 0
  %45 = bitcast <8 x float> %30 to <8 x i32>
  %46 = bitcast <8 x float> %33 to <8 x i32>
  %47 = shl i64 %18, 2
  %48 = shl i64 %8, 2
  %49 = shl i64 %7, 2
  %50 = shl i64 %5, 3
  %51 = mul i64 %5, 12
  %52 = shl i64 %5, 4
  %53 = mul i64 %5, 20
  %54 = and i64 %17, 3
  %55 = lshr i64 %17, 2
  %56 = and i64 %55, 3
  %57 = lshr i64 %17, 4
  %58 = and i64 %57, 3
  %59 = lshr i64 %17, 2
  %60 = and i64 %59, 3
  %61 = lshr i64 %17, 4
  %62 = and i64 %61, 3
  %63 = lshr i64 %17, 2
  %64 = and i64 %63, 3
  %65 = lshr i64 %17, 4
  %66 = and i64 %65, 3
  %67 = lshr i64 %17, 2
  %68 = and i64 %67, 3
  %69 = lshr i64 %17, 4
  %70 = and i64 %69, 3
  %71 = lshr i64 %17, 2
  %72 = and i64 %71, 3
  %73 = lshr i64 %17, 4
  %74 = and i64 %73, 3
  %75 = lshr i64 %17, 2
  %76 = and i64 %75, 3
  %77 = lshr i64 %17, 4
  %78 = and i64 %77, 3
  %79 = lshr i64 %17, 2
  %80 = and i64 %79, 3
  %81 = lshr i64 %17, 4
  %82 = and i64 %81, 3
  %83 = lshr i64 %17, 2
  %84 = and i64 %83, 3
  %85 = lshr i64 %17, 4
  %86 = and i64 %85, 3
  %87 = lshr i64 %17, 2
  %88 = and i64 %87, 3
  %89 = lshr i64 %17, 4
  %90 = and i64 %89, 3
  %91 = lshr i64 %17, 2
  %92 = and i64 %91, 3
  %93 = lshr i64 %17, 4
  %94 = and i64 %93, 3
  %95 = lshr i64 %17, 2
  %96 = and i64 %95, 3
  %97 = lshr i64 %17, 4
  %98 = and i64 %97, 3
  %99 = lshr i64 %17, 2
  %100 = and i64 %99, 3
  %101 = lshr i64 %17, 4
  %102 = and i64 %101, 3
  %103 = shl i64 %5, 3
  %104 = mul i64 %5, 12
  %105 = shl i64 %5, 4
  %106 = mul i64 %5, 20
  %107 = and i64 %17, 3
  %108 = lshr i64 %17, 2
  %109 = and i64 %108, 3
  %110 = lshr i64 %17, 4
  %111 = and i64 %110, 3
  %112 = lshr i64 %17, 2
  %113 = and i64 %112, 3
  %114 = lshr i64 %17, 4
  %115 = and i64 %114, 3
  %116 = lshr i64 %17, 2
  %117 = and i64 %116, 3
  %118 = lshr i64 %17, 4
  %119 = and i64 %118, 3
  %120 = lshr i64 %17, 2
  %121 = and i64 %120, 3
  %122 = lshr i64 %17, 4
  %123 = and i64 %122, 3
  %124 = lshr i64 %17, 2
  %125 = and i64 %124, 3
  %126 = lshr i64 %17, 4
  %127 = and i64 %126, 3
  %128 = lshr i64 %17, 2
  %129 = and i64 %128, 3
  %130 = lshr i64 %17, 4
  %131 = and i64 %130, 3
  %132 = shl i64 %5, 3
  %133 = mul i64 %5, 12
  %134 = shl i64 %5, 4
  %135 = mul i64 %5, 20
  %136 = and i64 %17, 3
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
  %173 = lshr i64 %17, 2
  %174 = and i64 %173, 3
  %175 = lshr i64 %17, 4
  %176 = and i64 %175, 3
  %177 = lshr i64 %17, 2
  %178 = and i64 %177, 3
  %179 = lshr i64 %17, 4
  %180 = and i64 %179, 3
  %181 = lshr i64 %17, 2
  %182 = and i64 %181, 3
  %183 = lshr i64 %17, 4
  %184 = and i64 %183, 3
  %185 = shl i64 %5, 3
  %186 = mul i64 %5, 12
  %187 = shl i64 %5, 4
  %188 = mul i64 %5, 20
  %189 = and i64 %17, 3
  %190 = lshr i64 %17, 2
  %191 = and i64 %190, 3
  %192 = lshr i64 %17, 4
  %193 = and i64 %192, 3
  %194 = lshr i64 %17, 2
  %195 = and i64 %194, 3
  %196 = lshr i64 %17, 4
  %197 = and i64 %196, 3
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
  %214 = shl i64 %5, 3
  %215 = mul i64 %5, 12
  %216 = shl i64 %5, 4
  %217 = and i64 %17, 3
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
  %230 = lshr i64 %17, 2
  %231 = and i64 %230, 3
  %232 = lshr i64 %17, 4
  %233 = and i64 %232, 3
  %234 = lshr i64 %17, 2
  %235 = and i64 %234, 3
  %236 = lshr i64 %17, 4
  %237 = and i64 %236, 3
  %238 = lshr i64 %17, 2
  %239 = and i64 %238, 3
  %240 = lshr i64 %17, 4
  %241 = and i64 %240, 3
  %242 = lshr i64 %17, 2
  %243 = and i64 %242, 3
  %244 = lshr i64 %17, 4
  %245 = and i64 %244, 3
  %246 = lshr i64 %17, 2
  %247 = and i64 %246, 3
  %248 = lshr i64 %17, 4
  %249 = and i64 %248, 3
  %250 = lshr i64 %17, 2
  %251 = and i64 %250, 3
  %252 = lshr i64 %17, 4
  %253 = and i64 %252, 3
  %254 = lshr i64 %17, 2
  %255 = and i64 %254, 3
  %256 = lshr i64 %17, 4
  %257 = and i64 %256, 3
  %258 = shl i64 %5, 3
  %259 = mul i64 %5, 12
  %260 = shl i64 %5, 4
  %261 = and i64 %17, 3
  %262 = lshr i64 %17, 2
  %263 = and i64 %262, 3
  %264 = lshr i64 %17, 4
  %265 = and i64 %264, 3
  %266 = lshr i64 %17, 2
  %267 = and i64 %266, 3
  %268 = lshr i64 %17, 4
  %269 = and i64 %268, 3
  %270 = lshr i64 %17, 2
  %271 = and i64 %270, 3
  %272 = lshr i64 %17, 4
  %273 = and i64 %272, 3
  %274 = lshr i64 %17, 2
  %275 = and i64 %274, 3
  %276 = lshr i64 %17, 4
  %277 = and i64 %276, 3
  %278 = lshr i64 %17, 2
  %279 = and i64 %278, 3
  %280 = lshr i64 %17, 4
  %281 = and i64 %280, 3
  %282 = shl i64 %5, 3
  %283 = mul i64 %5, 12
  %284 = and i64 %17, 3
  %285 = lshr i64 %17, 2
  %286 = and i64 %285, 3
  %287 = lshr i64 %17, 4
  %288 = and i64 %287, 3
  %289 = lshr i64 %17, 2
  %290 = and i64 %289, 3
  %291 = lshr i64 %17, 4
  %292 = and i64 %291, 3
  %293 = lshr i64 %17, 2
  %294 = and i64 %293, 3
  %295 = lshr i64 %17, 4
  %296 = and i64 %295, 3
  %297 = lshr i64 %17, 2
  %298 = and i64 %297, 3
  %299 = lshr i64 %17, 4
  %300 = and i64 %299, 3
  %301 = lshr i64 %17, 2
  %302 = and i64 %301, 3
  %303 = lshr i64 %17, 4
  %304 = and i64 %303, 3
  %305 = lshr i64 %17, 2
  %306 = and i64 %305, 3
  %307 = lshr i64 %17, 4
  %308 = and i64 %307, 3
  %309 = lshr i64 %17, 2
  %310 = and i64 %309, 3
  %311 = lshr i64 %17, 4
  %312 = and i64 %311, 3
  %313 = lshr i64 %17, 2
  %314 = and i64 %313, 3
  %315 = lshr i64 %17, 4
  %316 = and i64 %315, 3
  %317 = shl i64 %5, 3
  %318 = mul i64 %5, 12
  %319 = and i64 %17, 3
  %320 = lshr i64 %17, 2
  %321 = and i64 %320, 3
  %322 = lshr i64 %17, 4
  %323 = and i64 %322, 3
  %324 = lshr i64 %17, 2
  %325 = and i64 %324, 3
  %326 = lshr i64 %17, 4
  %327 = and i64 %326, 3
  %328 = lshr i64 %17, 2
  %329 = and i64 %328, 3
  %330 = lshr i64 %17, 4
  %331 = and i64 %330, 3
  %332 = lshr i64 %17, 2
  %333 = and i64 %332, 3
  %334 = lshr i64 %17, 4
  %335 = and i64 %334, 3
  %336 = shl i64 %5, 3
  %337 = and i64 %17, 3
  %338 = lshr i64 %17, 2
  %339 = and i64 %338, 3
  %340 = lshr i64 %17, 4
  %341 = and i64 %340, 3
  %342 = lshr i64 %17, 2
  %343 = and i64 %342, 3
  %344 = lshr i64 %17, 4
  %345 = and i64 %344, 3
  %346 = lshr i64 %17, 2
  %347 = and i64 %346, 3
  %348 = lshr i64 %17, 4
  %349 = and i64 %348, 3
  %350 = lshr i64 %17, 2
  %351 = and i64 %350, 3
  %352 = lshr i64 %17, 4
  %353 = and i64 %352, 3
  %354 = lshr i64 %17, 2
  %355 = and i64 %354, 3
  %356 = lshr i64 %17, 4
  %357 = and i64 %356, 3
  %358 = lshr i64 %17, 2
  %359 = and i64 %358, 3
  %360 = lshr i64 %17, 4
  %361 = and i64 %360, 3
  %362 = shl i64 %5, 3
  %363 = and i64 %17, 3
  %364 = lshr i64 %17, 2
  %365 = and i64 %364, 3
  %366 = lshr i64 %17, 4
  %367 = and i64 %366, 3
  %368 = lshr i64 %17, 2
  %369 = and i64 %368, 3
  %370 = lshr i64 %17, 4
  %371 = and i64 %370, 3
  %372 = lshr i64 %17, 2
  %373 = and i64 %372, 3
  %374 = lshr i64 %17, 4
  %375 = and i64 %374, 3
  %376 = and i64 %17, 3
  %377 = lshr i64 %17, 2
  %378 = and i64 %377, 3
  %379 = lshr i64 %17, 4
  %380 = and i64 %379, 3
  %381 = lshr i64 %17, 2
  %382 = and i64 %381, 3
  %383 = lshr i64 %17, 4
  %384 = and i64 %383, 3
  %385 = lshr i64 %17, 2
  %386 = and i64 %385, 3
  %387 = lshr i64 %17, 4
  %388 = and i64 %387, 3
  %389 = lshr i64 %17, 2
  %390 = and i64 %389, 3
  %391 = lshr i64 %17, 4
  %392 = and i64 %391, 3
  %393 = and i64 %17, 3
  %394 = lshr i64 %17, 2
  %395 = and i64 %394, 3
  %396 = lshr i64 %17, 4
  %397 = and i64 %396, 3
  %398 = lshr i64 %17, 2
  %399 = and i64 %398, 3
  %400 = lshr i64 %17, 4
  %401 = and i64 %400, 3
  %402 = and i64 %17, 3
  %403 = lshr i64 %17, 2
  %404 = and i64 %403, 3
  %405 = lshr i64 %17, 4
  %406 = and i64 %405, 3
  %407 = lshr i64 %17, 2
  %408 = and i64 %407, 3
  %409 = lshr i64 %17, 4
  %410 = and i64 %409, 3
  %411 = and i64 %17, 3
  %412 = lshr i64 %17, 2
  %413 = and i64 %412, 3
  %414 = lshr i64 %17, 4
  %415 = and i64 %414, 3
  %416 = add i64 %5, -1
  %417 = and i64 %5, 1
  %418 = icmp eq i64 %416, 0
  %419 = and i64 %5, 9223372036854775806
  %420 = icmp eq i64 %417, 0
  %421 = icmp ne i64 %417, 0
  %422 = and i64 %5, 1
  %423 = icmp eq i64 %416, 0
  %424 = and i64 %5, 9223372036854775806
  %425 = icmp eq i64 %422, 0
  %426 = icmp ne i64 %422, 0
  %427 = and i64 %5, 1
  %428 = icmp eq i64 %416, 0
  %429 = and i64 %5, 9223372036854775806
  %430 = icmp eq i64 %427, 0
  %431 = icmp ne i64 %427, 0
  %432 = and i64 %5, 1
  %433 = icmp eq i64 %416, 0
  %434 = and i64 %5, 9223372036854775806
  %435 = icmp eq i64 %432, 0
  %436 = icmp ne i64 %432, 0
  br label %438

437:                                              ; preds = %696, %19
  ret void

438:                                              ; preds = %40, %696
  %439 = phi i64 [ %3, %40 ], [ %697, %696 ]
  %440 = srem i64 %439, %35
  %441 = sdiv i64 %439, %35
  %442 = srem i64 %441, %38
  %443 = sdiv i64 %441, %38
  %444 = mul nsw i64 %440, 6
  %445 = mul nsw i64 %443, %8
  %446 = getelementptr inbounds float, ptr %20, i64 %445
  %447 = mul nsw i64 %443, %9
  %448 = getelementptr inbounds float, ptr %23, i64 %447
  %449 = mul nsw i64 %443, %14
  %450 = getelementptr inbounds float, ptr %24, i64 %449
  %451 = select i1 %41, ptr null, ptr %450
  %452 = mul nsw i64 %443, %12
  %453 = getelementptr inbounds float, ptr %25, i64 %452
  %454 = add nsw i64 %442, 1
  %455 = mul nsw i64 %454, %18
  %456 = tail call i64 @llvm.smin.i64(i64 %455, i64 %7)
  %457 = mul nsw i64 %442, %18
  %458 = icmp slt i64 %457, %456
  br i1 %458, label %459, label %696

459:                                              ; preds = %438
  %460 = sub nsw i64 %6, %444
  %461 = icmp sgt i64 %460, 5
  %462 = trunc i64 %460 to i32
  %463 = select i1 %461, i32 6, i32 %462
  %464 = icmp eq i32 %463, 6
  %465 = getelementptr inbounds float, ptr %22, i64 %444
  %466 = mul nsw i64 %444, %5
  %467 = getelementptr inbounds float, ptr %21, i64 %466
  %468 = shl nsw i32 %463, 3
  %469 = mul nsw i64 %444, %7
  %470 = getelementptr float, ptr %448, i64 %469
  %471 = getelementptr float, ptr %453, i64 %469
  %472 = mul i64 %47, %442
  %473 = mul i64 %48, %443
  %474 = getelementptr inbounds nuw i8, ptr %465, i64 4
  %475 = or disjoint i64 %444, 1
  %476 = mul nsw i64 %475, %7
  %477 = getelementptr inbounds nuw i8, ptr %465, i64 8
  %478 = add nsw i64 %444, 2
  %479 = mul nsw i64 %478, %7
  %480 = getelementptr inbounds nuw i8, ptr %465, i64 12
  %481 = add nsw i64 %444, 3
  %482 = mul nsw i64 %481, %7
  %483 = getelementptr inbounds nuw i8, ptr %465, i64 16
  %484 = add nsw i64 %444, 4
  %485 = mul nsw i64 %484, %7
  %486 = getelementptr inbounds nuw i8, ptr %465, i64 20
  %487 = add nsw i64 %444, 5
  %488 = mul nsw i64 %487, %7
  %489 = or disjoint i64 %444, 1
  %490 = mul nsw i64 %489, %7
  %491 = add nsw i64 %444, 2
  %492 = mul nsw i64 %491, %7
  %493 = add nsw i64 %444, 3
  %494 = mul nsw i64 %493, %7
  %495 = add nsw i64 %444, 4
  %496 = mul nsw i64 %495, %7
  %497 = add nsw i64 %444, 5
  %498 = mul nsw i64 %497, %7
  %499 = getelementptr i8, ptr %20, i64 %472
  %500 = getelementptr i8, ptr %499, i64 %473
  %501 = getelementptr inbounds nuw i8, ptr %465, i64 4
  %502 = getelementptr inbounds nuw i8, ptr %465, i64 8
  %503 = getelementptr inbounds nuw i8, ptr %465, i64 12
  %504 = getelementptr inbounds nuw i8, ptr %465, i64 16
  %505 = getelementptr inbounds nuw i8, ptr %465, i64 20
  %506 = or disjoint i64 %444, 1
  %507 = mul nsw i64 %506, %7
  %508 = add nsw i64 %444, 2
  %509 = mul nsw i64 %508, %7
  %510 = add nsw i64 %444, 3
  %511 = mul nsw i64 %510, %7
  %512 = add nsw i64 %444, 4
  %513 = mul nsw i64 %512, %7
  %514 = add nsw i64 %444, 5
  %515 = mul nsw i64 %514, %7
  %516 = or disjoint i64 %444, 1
  %517 = mul nsw i64 %516, %7
  %518 = add nsw i64 %444, 2
  %519 = mul nsw i64 %518, %7
  %520 = add nsw i64 %444, 3
  %521 = mul nsw i64 %520, %7
  %522 = add nsw i64 %444, 4
  %523 = mul nsw i64 %522, %7
  %524 = add nsw i64 %444, 5
  %525 = mul nsw i64 %524, %7
  %526 = getelementptr inbounds nuw i8, ptr %465, i64 4
  %527 = or disjoint i64 %444, 1
  %528 = mul nsw i64 %527, %7
  %529 = getelementptr inbounds nuw i8, ptr %465, i64 8
  %530 = add nsw i64 %444, 2
  %531 = mul nsw i64 %530, %7
  %532 = getelementptr inbounds nuw i8, ptr %465, i64 12
  %533 = add nsw i64 %444, 3
  %534 = mul nsw i64 %533, %7
  %535 = getelementptr inbounds nuw i8, ptr %465, i64 16
  %536 = add nsw i64 %444, 4
  %537 = mul nsw i64 %536, %7
  %538 = getelementptr inbounds nuw i8, ptr %465, i64 20
  %539 = add nsw i64 %444, 5
  %540 = mul nsw i64 %539, %7
  %541 = or disjoint i64 %444, 1
  %542 = mul nsw i64 %541, %7
  %543 = add nsw i64 %444, 2
  %544 = mul nsw i64 %543, %7
  %545 = add nsw i64 %444, 3
  %546 = mul nsw i64 %545, %7
  %547 = add nsw i64 %444, 4
  %548 = mul nsw i64 %547, %7
  %549 = add nsw i64 %444, 5
  %550 = mul nsw i64 %549, %7
  %551 = getelementptr inbounds nuw i8, ptr %465, i64 4
  %552 = getelementptr inbounds nuw i8, ptr %465, i64 8
  %553 = getelementptr inbounds nuw i8, ptr %465, i64 12
  %554 = getelementptr inbounds nuw i8, ptr %465, i64 16
  %555 = getelementptr inbounds nuw i8, ptr %465, i64 20
  %556 = or disjoint i64 %444, 1
  %557 = mul nsw i64 %556, %7
  %558 = add nsw i64 %444, 2
  %559 = mul nsw i64 %558, %7
  %560 = add nsw i64 %444, 3
  %561 = mul nsw i64 %560, %7
  %562 = add nsw i64 %444, 4
  %563 = mul nsw i64 %562, %7
  %564 = add nsw i64 %444, 5
  %565 = mul nsw i64 %564, %7
  %566 = or disjoint i64 %444, 1
  %567 = mul nsw i64 %566, %7
  %568 = add nsw i64 %444, 2
  %569 = mul nsw i64 %568, %7
  %570 = add nsw i64 %444, 3
  %571 = mul nsw i64 %570, %7
  %572 = add nsw i64 %444, 4
  %573 = mul nsw i64 %572, %7
  %574 = add nsw i64 %444, 5
  %575 = mul nsw i64 %574, %7
  %576 = getelementptr inbounds nuw i8, ptr %465, i64 4
  %577 = or disjoint i64 %444, 1
  %578 = mul nsw i64 %577, %7
  %579 = getelementptr inbounds nuw i8, ptr %465, i64 8
  %580 = add nsw i64 %444, 2
  %581 = mul nsw i64 %580, %7
  %582 = getelementptr inbounds nuw i8, ptr %465, i64 12
  %583 = add nsw i64 %444, 3
  %584 = mul nsw i64 %583, %7
  %585 = getelementptr inbounds nuw i8, ptr %465, i64 16
  %586 = add nsw i64 %444, 4
  %587 = mul nsw i64 %586, %7
  %588 = or disjoint i64 %444, 1
  %589 = mul nsw i64 %588, %7
  %590 = add nsw i64 %444, 2
  %591 = mul nsw i64 %590, %7
  %592 = add nsw i64 %444, 3
  %593 = mul nsw i64 %592, %7
  %594 = add nsw i64 %444, 4
  %595 = mul nsw i64 %594, %7
  %596 = getelementptr inbounds nuw i8, ptr %465, i64 4
  %597 = getelementptr inbounds nuw i8, ptr %465, i64 8
  %598 = getelementptr inbounds nuw i8, ptr %465, i64 12
  %599 = getelementptr inbounds nuw i8, ptr %465, i64 16
  %600 = or disjoint i64 %444, 1
  %601 = mul nsw i64 %600, %7
  %602 = add nsw i64 %444, 2
  %603 = mul nsw i64 %602, %7
  %604 = add nsw i64 %444, 3
  %605 = mul nsw i64 %604, %7
  %606 = add nsw i64 %444, 4
  %607 = mul nsw i64 %606, %7
  %608 = or disjoint i64 %444, 1
  %609 = mul nsw i64 %608, %7
  %610 = add nsw i64 %444, 2
  %611 = mul nsw i64 %610, %7
  %612 = add nsw i64 %444, 3
  %613 = mul nsw i64 %612, %7
  %614 = add nsw i64 %444, 4
  %615 = mul nsw i64 %614, %7
  %616 = getelementptr inbounds nuw i8, ptr %465, i64 4
  %617 = or disjoint i64 %444, 1
  %618 = mul nsw i64 %617, %7
  %619 = getelementptr inbounds nuw i8, ptr %465, i64 8
  %620 = add nsw i64 %444, 2
  %621 = mul nsw i64 %620, %7
  %622 = getelementptr inbounds nuw i8, ptr %465, i64 12
  %623 = add nsw i64 %444, 3
  %624 = mul nsw i64 %623, %7
  %625 = or disjoint i64 %444, 1
  %626 = mul nsw i64 %625, %7
  %627 = add nsw i64 %444, 2
  %628 = mul nsw i64 %627, %7
  %629 = add nsw i64 %444, 3
  %630 = mul nsw i64 %629, %7
  %631 = getelementptr inbounds nuw i8, ptr %465, i64 4
  %632 = getelementptr inbounds nuw i8, ptr %465, i64 8
  %633 = getelementptr inbounds nuw i8, ptr %465, i64 12
  %634 = or disjoint i64 %444, 1
  %635 = mul nsw i64 %634, %7
  %636 = add nsw i64 %444, 2
  %637 = mul nsw i64 %636, %7
  %638 = add nsw i64 %444, 3
  %639 = mul nsw i64 %638, %7
  %640 = or disjoint i64 %444, 1
  %641 = mul nsw i64 %640, %7
  %642 = add nsw i64 %444, 2
  %643 = mul nsw i64 %642, %7
  %644 = add nsw i64 %444, 3
  %645 = mul nsw i64 %644, %7
  %646 = getelementptr inbounds nuw i8, ptr %465, i64 4
  %647 = or disjoint i64 %444, 1
  %648 = mul nsw i64 %647, %7
  %649 = getelementptr inbounds nuw i8, ptr %465, i64 8
  %650 = add nsw i64 %444, 2
  %651 = mul nsw i64 %650, %7
  %652 = or disjoint i64 %444, 1
  %653 = mul nsw i64 %652, %7
  %654 = add nsw i64 %444, 2
  %655 = mul nsw i64 %654, %7
  %656 = getelementptr inbounds nuw i8, ptr %465, i64 4
  %657 = getelementptr inbounds nuw i8, ptr %465, i64 8
  %658 = or disjoint i64 %444, 1
  %659 = mul nsw i64 %658, %7
  %660 = add nsw i64 %444, 2
  %661 = mul nsw i64 %660, %7
  %662 = or disjoint i64 %444, 1
  %663 = mul nsw i64 %662, %7
  %664 = add nsw i64 %444, 2
  %665 = mul nsw i64 %664, %7
  %666 = getelementptr inbounds nuw i8, ptr %465, i64 4
  %667 = or disjoint i64 %444, 1
  %668 = mul nsw i64 %667, %7
  %669 = or disjoint i64 %444, 1
  %670 = mul nsw i64 %669, %7
  %671 = getelementptr inbounds nuw i8, ptr %465, i64 4
  %672 = or disjoint i64 %444, 1
  %673 = mul nsw i64 %672, %7
  %674 = or disjoint i64 %444, 1
  %675 = mul nsw i64 %674, %7
  %676 = getelementptr float, ptr %453, i64 %517
  %677 = getelementptr float, ptr %453, i64 %519
  %678 = getelementptr float, ptr %453, i64 %521
  %679 = getelementptr float, ptr %453, i64 %523
  %680 = getelementptr float, ptr %453, i64 %525
  %681 = getelementptr float, ptr %453, i64 %567
  %682 = getelementptr float, ptr %453, i64 %569
  %683 = getelementptr float, ptr %453, i64 %571
  %684 = getelementptr float, ptr %453, i64 %573
  %685 = getelementptr float, ptr %453, i64 %575
  %686 = getelementptr float, ptr %453, i64 %609
  %687 = getelementptr float, ptr %453, i64 %611
  %688 = getelementptr float, ptr %453, i64 %613
  %689 = getelementptr float, ptr %453, i64 %615
  %690 = getelementptr float, ptr %453, i64 %641
  %691 = getelementptr float, ptr %453, i64 %643
  %692 = getelementptr float, ptr %453, i64 %645
  %693 = getelementptr float, ptr %453, i64 %663
  %694 = getelementptr float, ptr %453, i64 %665
  %695 = getelementptr float, ptr %453, i64 %675
  br label %699

696:                                              ; preds = %7410, %438
  %697 = add i64 %439, 1
  %698 = icmp eq i64 %697, %4
  br i1 %698, label %437, label %438

699:                                              ; preds = %459, %7410
  %700 = phi i64 [ 0, %459 ], [ %7413, %7410 ]
  %701 = phi i64 [ %457, %459 ], [ %7411, %7410 ]
  %702 = shl i64 %700, 6
  %703 = sub nsw i64 %456, %701
  %704 = add nuw nsw i64 %703, 7
  %705 = lshr i64 %704, 3
  %706 = icmp ugt i64 %703, 8
  %707 = trunc i64 %705 to i32
  %708 = select i1 %706, i32 2, i32 %707
  br i1 %464, label %709, label %2145

709:                                              ; preds = %699
  %710 = shl nsw i32 %708, 3
  %711 = sext i32 %710 to i64
  %712 = add nsw i64 %701, %711
  %713 = icmp sgt i64 %712, %7
  br i1 %713, label %2145, label %714

714:                                              ; preds = %709
  switch i32 %708, label %7410 [
    i32 1, label %715
    i32 2, label %1201
  ]

715:                                              ; preds = %714
  %716 = sub i64 %7, %701
  %717 = icmp sgt i64 %716, 7
  %718 = trunc i64 %716 to i32
  %719 = select i1 %717, i32 8, i32 %718
  %720 = insertelement <8 x i32> poison, i32 %719, i64 0
  %721 = shufflevector <8 x i32> %720, <8 x i32> poison, <8 x i32> zeroinitializer
  %722 = icmp sgt <8 x i32> %721, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %42, label %742, label %723

723:                                              ; preds = %715
  %724 = load float, ptr %465, align 1
  %725 = insertelement <8 x float> poison, float %724, i64 0
  %726 = shufflevector <8 x float> %725, <8 x float> poison, <8 x i32> zeroinitializer
  %727 = load float, ptr %501, align 1
  %728 = insertelement <8 x float> poison, float %727, i64 0
  %729 = shufflevector <8 x float> %728, <8 x float> poison, <8 x i32> zeroinitializer
  %730 = load float, ptr %502, align 1
  %731 = insertelement <8 x float> poison, float %730, i64 0
  %732 = shufflevector <8 x float> %731, <8 x float> poison, <8 x i32> zeroinitializer
  %733 = load float, ptr %503, align 1
  %734 = insertelement <8 x float> poison, float %733, i64 0
  %735 = shufflevector <8 x float> %734, <8 x float> poison, <8 x i32> zeroinitializer
  %736 = load float, ptr %504, align 1
  %737 = insertelement <8 x float> poison, float %736, i64 0
  %738 = shufflevector <8 x float> %737, <8 x float> poison, <8 x i32> zeroinitializer
  %739 = load float, ptr %505, align 1
  %740 = insertelement <8 x float> poison, float %739, i64 0
  %741 = shufflevector <8 x float> %740, <8 x float> poison, <8 x i32> zeroinitializer
  br label %756

742:                                              ; preds = %715
  %743 = getelementptr float, ptr %448, i64 %701
  %744 = getelementptr float, ptr %743, i64 %469
  %745 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %744, <8 x i1> %722, <8 x float> zeroinitializer)
  %746 = getelementptr float, ptr %743, i64 %507
  %747 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %746, <8 x i1> %722, <8 x float> zeroinitializer)
  %748 = getelementptr float, ptr %743, i64 %509
  %749 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %748, <8 x i1> %722, <8 x float> zeroinitializer)
  %750 = getelementptr float, ptr %743, i64 %511
  %751 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %750, <8 x i1> %722, <8 x float> zeroinitializer)
  %752 = getelementptr float, ptr %743, i64 %513
  %753 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %752, <8 x i1> %722, <8 x float> zeroinitializer)
  %754 = getelementptr float, ptr %743, i64 %515
  %755 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %754, <8 x i1> %722, <8 x float> zeroinitializer)
  br label %756

756:                                              ; preds = %742, %723
  %757 = phi <8 x float> [ %753, %742 ], [ %738, %723 ]
  %758 = phi <8 x float> [ %749, %742 ], [ %732, %723 ]
  %759 = phi <8 x float> [ %745, %742 ], [ %726, %723 ]
  %760 = phi <8 x float> [ %747, %742 ], [ %729, %723 ]
  %761 = phi <8 x float> [ %751, %742 ], [ %735, %723 ]
  %762 = phi <8 x float> [ %755, %742 ], [ %741, %723 ]
  %763 = getelementptr inbounds float, ptr %446, i64 %701
  br i1 %43, label %778, label %764

764:                                              ; preds = %778, %756
  %765 = phi <8 x float> [ %759, %756 ], [ %793, %778 ]
  %766 = phi <8 x float> [ %760, %756 ], [ %798, %778 ]
  %767 = phi <8 x float> [ %758, %756 ], [ %803, %778 ]
  %768 = phi <8 x float> [ %761, %756 ], [ %808, %778 ]
  %769 = phi <8 x float> [ %757, %756 ], [ %813, %778 ]
  %770 = phi <8 x float> [ %762, %756 ], [ %818, %778 ]
  %771 = getelementptr float, ptr %453, i64 %701
  %772 = getelementptr float, ptr %771, i64 %469
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %765, ptr align 1 %772, <8 x i1> %722)
  %773 = getelementptr float, ptr %771, i64 %517
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %766, ptr align 1 %773, <8 x i1> %722)
  %774 = getelementptr float, ptr %771, i64 %519
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %767, ptr align 1 %774, <8 x i1> %722)
  %775 = getelementptr float, ptr %771, i64 %521
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %768, ptr align 1 %775, <8 x i1> %722)
  %776 = getelementptr float, ptr %771, i64 %523
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %769, ptr align 1 %776, <8 x i1> %722)
  %777 = getelementptr float, ptr %771, i64 %525
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %770, ptr align 1 %777, <8 x i1> %722)
  br i1 %44, label %7410, label %821

778:                                              ; preds = %756, %778
  %779 = phi <8 x float> [ %793, %778 ], [ %759, %756 ]
  %780 = phi <8 x float> [ %798, %778 ], [ %760, %756 ]
  %781 = phi <8 x float> [ %803, %778 ], [ %758, %756 ]
  %782 = phi <8 x float> [ %808, %778 ], [ %761, %756 ]
  %783 = phi <8 x float> [ %813, %778 ], [ %757, %756 ]
  %784 = phi <8 x float> [ %818, %778 ], [ %762, %756 ]
  %785 = phi i64 [ %819, %778 ], [ 0, %756 ]
  %786 = mul nsw i64 %785, %7
  %787 = getelementptr inbounds float, ptr %763, i64 %786
  %788 = load <8 x float>, ptr %787, align 1
  %789 = getelementptr float, ptr %467, i64 %785
  %790 = load float, ptr %789, align 1
  %791 = insertelement <8 x float> poison, float %790, i64 0
  %792 = shufflevector <8 x float> %791, <8 x float> poison, <8 x i32> zeroinitializer
  %793 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %788, <8 x float> %792, <8 x float> %779)
  %794 = getelementptr float, ptr %789, i64 %5
  %795 = load float, ptr %794, align 1
  %796 = insertelement <8 x float> poison, float %795, i64 0
  %797 = shufflevector <8 x float> %796, <8 x float> poison, <8 x i32> zeroinitializer
  %798 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %788, <8 x float> %797, <8 x float> %780)
  %799 = getelementptr i8, ptr %789, i64 %103
  %800 = load float, ptr %799, align 1
  %801 = insertelement <8 x float> poison, float %800, i64 0
  %802 = shufflevector <8 x float> %801, <8 x float> poison, <8 x i32> zeroinitializer
  %803 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %788, <8 x float> %802, <8 x float> %781)
  %804 = getelementptr i8, ptr %789, i64 %104
  %805 = load float, ptr %804, align 1
  %806 = insertelement <8 x float> poison, float %805, i64 0
  %807 = shufflevector <8 x float> %806, <8 x float> poison, <8 x i32> zeroinitializer
  %808 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %788, <8 x float> %807, <8 x float> %782)
  %809 = getelementptr i8, ptr %789, i64 %105
  %810 = load float, ptr %809, align 1
  %811 = insertelement <8 x float> poison, float %810, i64 0
  %812 = shufflevector <8 x float> %811, <8 x float> poison, <8 x i32> zeroinitializer
  %813 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %788, <8 x float> %812, <8 x float> %783)
  %814 = getelementptr i8, ptr %789, i64 %106
  %815 = load float, ptr %814, align 1
  %816 = insertelement <8 x float> poison, float %815, i64 0
  %817 = shufflevector <8 x float> %816, <8 x float> poison, <8 x i32> zeroinitializer
  %818 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %788, <8 x float> %817, <8 x float> %784)
  %819 = add nuw nsw i64 %785, 1
  %820 = icmp eq i64 %819, %5
  br i1 %820, label %764, label %778

821:                                              ; preds = %764
  %822 = add nsw i64 %469, %701
  %823 = getelementptr inbounds float, ptr %453, i64 %822
  %824 = getelementptr inbounds float, ptr %451, i64 %822
  %825 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %823, <8 x i1> %722, <8 x float> zeroinitializer)
  switch i64 %107, label %854 [
    i64 1, label %837
    i64 2, label %840
    i64 3, label %847
    i64 0, label %826
  ]

826:                                              ; preds = %821
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %825, ptr align 1 %823, <8 x i1> %722)
  %827 = getelementptr float, ptr %676, i64 %701
  %828 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %827, <8 x i1> %722, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %828, ptr align 1 %827, <8 x i1> %722)
  %829 = getelementptr float, ptr %677, i64 %701
  %830 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %829, <8 x i1> %722, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %830, ptr align 1 %829, <8 x i1> %722)
  %831 = getelementptr float, ptr %678, i64 %701
  %832 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %831, <8 x i1> %722, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %832, ptr align 1 %831, <8 x i1> %722)
  %833 = getelementptr float, ptr %679, i64 %701
  %834 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %833, <8 x i1> %722, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %834, ptr align 1 %833, <8 x i1> %722)
  %835 = getelementptr float, ptr %680, i64 %701
  %836 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %835, <8 x i1> %722, <8 x float> zeroinitializer)
  br label %1198

837:                                              ; preds = %821
  %838 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %824, <8 x i1> %722, <8 x float> zeroinitializer)
  %839 = fadd <8 x float> %825, %838
  br label %855

840:                                              ; preds = %821
  %841 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %825)
  %842 = bitcast <8 x float> %825 to <8 x i32>
  %843 = or <8 x i32> %842, %46
  %844 = bitcast <8 x i32> %843 to <8 x float>
  %845 = fcmp oeq <8 x float> %825, %33
  %846 = select <8 x i1> %845, <8 x float> %844, <8 x float> %841
  br label %855

847:                                              ; preds = %821
  %848 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %825)
  %849 = bitcast <8 x float> %825 to <8 x i32>
  %850 = and <8 x i32> %849, %45
  %851 = bitcast <8 x i32> %850 to <8 x float>
  %852 = fcmp oeq <8 x float> %825, %30
  %853 = select <8 x i1> %852, <8 x float> %851, <8 x float> %848
  br label %855

854:                                              ; preds = %7388, %7369, %7346, %7327, %7308, %7285, %7266, %7247, %7224, %7205, %7186, %7163, %7144, %7125, %7102, %7083, %7064, %7041, %7022, %7003, %6980, %6961, %6942, %6919, %6900, %6881, %6858, %6839, %6820, %6797, %6778, %6759, %6736, %6717, %6698, %6642, %6445, %6426, %6403, %6384, %6365, %6342, %6323, %6304, %6281, %6262, %6243, %6220, %6201, %6182, %6159, %6140, %6121, %6088, %5960, %5941, %5918, %5899, %5880, %5857, %5838, %5819, %5796, %5777, %5758, %5735, %5716, %5697, %5674, %5655, %5636, %5613, %5594, %5575, %5552, %5533, %5514, %5491, %5472, %5453, %5430, %5411, %5392, %5342, %5169, %5150, %5127, %5108, %5089, %5066, %5047, %5028, %5005, %4986, %4967, %4944, %4925, %4906, %4875, %4761, %4742, %4719, %4700, %4681, %4658, %4639, %4620, %4597, %4578, %4559, %4536, %4517, %4498, %4475, %4456, %4437, %4414, %4395, %4376, %4353, %4334, %4315, %4271, %4122, %4103, %4080, %4061, %4042, %4019, %4000, %3981, %3958, %3939, %3920, %3891, %3791, %3772, %3749, %3730, %3711, %3688, %3669, %3650, %3627, %3608, %3589, %3566, %3547, %3528, %3505, %3486, %3467, %3429, %3304, %3285, %3262, %3243, %3224, %3201, %3182, %3163, %3136, %3004, %2985, %2962, %2943, %2924, %2901, %2882, %2863, %2840, %2821, %2802, %2770, %2669, %2650, %2627, %2608, %2589, %2564, %2457, %2438, %2415, %2396, %2377, %2351, %2246, %2227, %2205, %2123, %2104, %2081, %2062, %2043, %2020, %2001, %1982, %1959, %1940, %1921, %1898, %1879, %1860, %1837, %1818, %1799, %1776, %1757, %1738, %1715, %1696, %1677, %1654, %1635, %1616, %1593, %1574, %1555, %1532, %1513, %1494, %1471, %1452, %1433, %1377, %1179, %1160, %1137, %1118, %1099, %1076, %1057, %1038, %1015, %996, %977, %954, %935, %916, %893, %874, %855, %821
  unreachable

855:                                              ; preds = %847, %840, %837
  %856 = phi <8 x float> [ %839, %837 ], [ %846, %840 ], [ %853, %847 ]
  switch i64 %109, label %854 [
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
  %872 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %824, <8 x i1> %722, <8 x float> zeroinitializer)
  %873 = fadd <8 x float> %856, %872
  br label %874

874:                                              ; preds = %871, %864, %857
  %875 = phi <8 x float> [ %873, %871 ], [ %870, %864 ], [ %863, %857 ]
  switch i64 %111, label %854 [
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
  %891 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %824, <8 x i1> %722, <8 x float> zeroinitializer)
  %892 = fadd <8 x float> %875, %891
  br label %893

893:                                              ; preds = %876, %883, %890, %874, %855
  %894 = phi <8 x float> [ %875, %874 ], [ %882, %876 ], [ %856, %855 ], [ %892, %890 ], [ %889, %883 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %894, ptr align 1 %823, <8 x i1> %722)
  %895 = add nsw i64 %517, %701
  %896 = getelementptr inbounds float, ptr %453, i64 %895
  %897 = getelementptr inbounds float, ptr %451, i64 %895
  %898 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %896, <8 x i1> %722, <8 x float> zeroinitializer)
  switch i64 %107, label %854 [
    i64 1, label %913
    i64 2, label %906
    i64 3, label %899
  ]

899:                                              ; preds = %893
  %900 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %898)
  %901 = bitcast <8 x float> %898 to <8 x i32>
  %902 = and <8 x i32> %901, %45
  %903 = bitcast <8 x i32> %902 to <8 x float>
  %904 = fcmp oeq <8 x float> %898, %30
  %905 = select <8 x i1> %904, <8 x float> %903, <8 x float> %900
  br label %916

906:                                              ; preds = %893
  %907 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %898)
  %908 = bitcast <8 x float> %898 to <8 x i32>
  %909 = or <8 x i32> %908, %46
  %910 = bitcast <8 x i32> %909 to <8 x float>
  %911 = fcmp oeq <8 x float> %898, %33
  %912 = select <8 x i1> %911, <8 x float> %910, <8 x float> %907
  br label %916

913:                                              ; preds = %893
  %914 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %897, <8 x i1> %722, <8 x float> zeroinitializer)
  %915 = fadd <8 x float> %898, %914
  br label %916

916:                                              ; preds = %913, %906, %899
  %917 = phi <8 x float> [ %915, %913 ], [ %912, %906 ], [ %905, %899 ]
  switch i64 %113, label %854 [
    i64 1, label %932
    i64 2, label %925
    i64 3, label %918
    i64 0, label %954
  ]

918:                                              ; preds = %916
  %919 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %917)
  %920 = bitcast <8 x float> %917 to <8 x i32>
  %921 = and <8 x i32> %920, %45
  %922 = bitcast <8 x i32> %921 to <8 x float>
  %923 = fcmp oeq <8 x float> %917, %30
  %924 = select <8 x i1> %923, <8 x float> %922, <8 x float> %919
  br label %935

925:                                              ; preds = %916
  %926 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %917)
  %927 = bitcast <8 x float> %917 to <8 x i32>
  %928 = or <8 x i32> %927, %46
  %929 = bitcast <8 x i32> %928 to <8 x float>
  %930 = fcmp oeq <8 x float> %917, %33
  %931 = select <8 x i1> %930, <8 x float> %929, <8 x float> %926
  br label %935

932:                                              ; preds = %916
  %933 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %897, <8 x i1> %722, <8 x float> zeroinitializer)
  %934 = fadd <8 x float> %917, %933
  br label %935

935:                                              ; preds = %932, %925, %918
  %936 = phi <8 x float> [ %934, %932 ], [ %931, %925 ], [ %924, %918 ]
  switch i64 %115, label %854 [
    i64 1, label %951
    i64 2, label %944
    i64 3, label %937
    i64 0, label %954
  ]

937:                                              ; preds = %935
  %938 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %936)
  %939 = bitcast <8 x float> %936 to <8 x i32>
  %940 = and <8 x i32> %939, %45
  %941 = bitcast <8 x i32> %940 to <8 x float>
  %942 = fcmp oeq <8 x float> %936, %30
  %943 = select <8 x i1> %942, <8 x float> %941, <8 x float> %938
  br label %954

944:                                              ; preds = %935
  %945 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %936)
  %946 = bitcast <8 x float> %936 to <8 x i32>
  %947 = or <8 x i32> %946, %46
  %948 = bitcast <8 x i32> %947 to <8 x float>
  %949 = fcmp oeq <8 x float> %936, %33
  %950 = select <8 x i1> %949, <8 x float> %948, <8 x float> %945
  br label %954

951:                                              ; preds = %935
  %952 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %897, <8 x i1> %722, <8 x float> zeroinitializer)
  %953 = fadd <8 x float> %936, %952
  br label %954

954:                                              ; preds = %937, %944, %951, %935, %916
  %955 = phi <8 x float> [ %950, %944 ], [ %943, %937 ], [ %917, %916 ], [ %936, %935 ], [ %953, %951 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %955, ptr align 1 %896, <8 x i1> %722)
  %956 = add nsw i64 %519, %701
  %957 = getelementptr inbounds float, ptr %453, i64 %956
  %958 = getelementptr inbounds float, ptr %451, i64 %956
  %959 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %957, <8 x i1> %722, <8 x float> zeroinitializer)
  switch i64 %107, label %854 [
    i64 1, label %974
    i64 2, label %967
    i64 3, label %960
  ]

960:                                              ; preds = %954
  %961 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %959)
  %962 = bitcast <8 x float> %959 to <8 x i32>
  %963 = and <8 x i32> %962, %45
  %964 = bitcast <8 x i32> %963 to <8 x float>
  %965 = fcmp oeq <8 x float> %959, %30
  %966 = select <8 x i1> %965, <8 x float> %964, <8 x float> %961
  br label %977

967:                                              ; preds = %954
  %968 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %959)
  %969 = bitcast <8 x float> %959 to <8 x i32>
  %970 = or <8 x i32> %969, %46
  %971 = bitcast <8 x i32> %970 to <8 x float>
  %972 = fcmp oeq <8 x float> %959, %33
  %973 = select <8 x i1> %972, <8 x float> %971, <8 x float> %968
  br label %977

974:                                              ; preds = %954
  %975 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %958, <8 x i1> %722, <8 x float> zeroinitializer)
  %976 = fadd <8 x float> %959, %975
  br label %977

977:                                              ; preds = %974, %967, %960
  %978 = phi <8 x float> [ %976, %974 ], [ %973, %967 ], [ %966, %960 ]
  switch i64 %117, label %854 [
    i64 1, label %993
    i64 2, label %986
    i64 3, label %979
    i64 0, label %1015
  ]

979:                                              ; preds = %977
  %980 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %978)
  %981 = bitcast <8 x float> %978 to <8 x i32>
  %982 = and <8 x i32> %981, %45
  %983 = bitcast <8 x i32> %982 to <8 x float>
  %984 = fcmp oeq <8 x float> %978, %30
  %985 = select <8 x i1> %984, <8 x float> %983, <8 x float> %980
  br label %996

986:                                              ; preds = %977
  %987 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %978)
  %988 = bitcast <8 x float> %978 to <8 x i32>
  %989 = or <8 x i32> %988, %46
  %990 = bitcast <8 x i32> %989 to <8 x float>
  %991 = fcmp oeq <8 x float> %978, %33
  %992 = select <8 x i1> %991, <8 x float> %990, <8 x float> %987
  br label %996

993:                                              ; preds = %977
  %994 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %958, <8 x i1> %722, <8 x float> zeroinitializer)
  %995 = fadd <8 x float> %978, %994
  br label %996

996:                                              ; preds = %993, %986, %979
  %997 = phi <8 x float> [ %995, %993 ], [ %992, %986 ], [ %985, %979 ]
  switch i64 %119, label %854 [
    i64 1, label %1012
    i64 2, label %1005
    i64 3, label %998
    i64 0, label %1015
  ]

998:                                              ; preds = %996
  %999 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %997)
  %1000 = bitcast <8 x float> %997 to <8 x i32>
  %1001 = and <8 x i32> %1000, %45
  %1002 = bitcast <8 x i32> %1001 to <8 x float>
  %1003 = fcmp oeq <8 x float> %997, %30
  %1004 = select <8 x i1> %1003, <8 x float> %1002, <8 x float> %999
  br label %1015

1005:                                             ; preds = %996
  %1006 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %997)
  %1007 = bitcast <8 x float> %997 to <8 x i32>
  %1008 = or <8 x i32> %1007, %46
  %1009 = bitcast <8 x i32> %1008 to <8 x float>
  %1010 = fcmp oeq <8 x float> %997, %33
  %1011 = select <8 x i1> %1010, <8 x float> %1009, <8 x float> %1006
  br label %1015

1012:                                             ; preds = %996
  %1013 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %958, <8 x i1> %722, <8 x float> zeroinitializer)
  %1014 = fadd <8 x float> %997, %1013
  br label %1015

1015:                                             ; preds = %998, %1005, %1012, %996, %977
  %1016 = phi <8 x float> [ %1011, %1005 ], [ %1004, %998 ], [ %978, %977 ], [ %997, %996 ], [ %1014, %1012 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1016, ptr align 1 %957, <8 x i1> %722)
  %1017 = add nsw i64 %521, %701
  %1018 = getelementptr inbounds float, ptr %453, i64 %1017
  %1019 = getelementptr inbounds float, ptr %451, i64 %1017
  %1020 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1018, <8 x i1> %722, <8 x float> zeroinitializer)
  switch i64 %107, label %854 [
    i64 1, label %1035
    i64 2, label %1028
    i64 3, label %1021
  ]

1021:                                             ; preds = %1015
  %1022 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1020)
  %1023 = bitcast <8 x float> %1020 to <8 x i32>
  %1024 = and <8 x i32> %1023, %45
  %1025 = bitcast <8 x i32> %1024 to <8 x float>
  %1026 = fcmp oeq <8 x float> %1020, %30
  %1027 = select <8 x i1> %1026, <8 x float> %1025, <8 x float> %1022
  br label %1038

1028:                                             ; preds = %1015
  %1029 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1020)
  %1030 = bitcast <8 x float> %1020 to <8 x i32>
  %1031 = or <8 x i32> %1030, %46
  %1032 = bitcast <8 x i32> %1031 to <8 x float>
  %1033 = fcmp oeq <8 x float> %1020, %33
  %1034 = select <8 x i1> %1033, <8 x float> %1032, <8 x float> %1029
  br label %1038

1035:                                             ; preds = %1015
  %1036 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1019, <8 x i1> %722, <8 x float> zeroinitializer)
  %1037 = fadd <8 x float> %1020, %1036
  br label %1038

1038:                                             ; preds = %1035, %1028, %1021
  %1039 = phi <8 x float> [ %1037, %1035 ], [ %1034, %1028 ], [ %1027, %1021 ]
  switch i64 %121, label %854 [
    i64 1, label %1054
    i64 2, label %1047
    i64 3, label %1040
    i64 0, label %1076
  ]

1040:                                             ; preds = %1038
  %1041 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1039)
  %1042 = bitcast <8 x float> %1039 to <8 x i32>
  %1043 = and <8 x i32> %1042, %45
  %1044 = bitcast <8 x i32> %1043 to <8 x float>
  %1045 = fcmp oeq <8 x float> %1039, %30
  %1046 = select <8 x i1> %1045, <8 x float> %1044, <8 x float> %1041
  br label %1057

1047:                                             ; preds = %1038
  %1048 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1039)
  %1049 = bitcast <8 x float> %1039 to <8 x i32>
  %1050 = or <8 x i32> %1049, %46
  %1051 = bitcast <8 x i32> %1050 to <8 x float>
  %1052 = fcmp oeq <8 x float> %1039, %33
  %1053 = select <8 x i1> %1052, <8 x float> %1051, <8 x float> %1048
  br label %1057

1054:                                             ; preds = %1038
  %1055 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1019, <8 x i1> %722, <8 x float> zeroinitializer)
  %1056 = fadd <8 x float> %1039, %1055
  br label %1057

1057:                                             ; preds = %1054, %1047, %1040
  %1058 = phi <8 x float> [ %1056, %1054 ], [ %1053, %1047 ], [ %1046, %1040 ]
  switch i64 %123, label %854 [
    i64 1, label %1073
    i64 2, label %1066
    i64 3, label %1059
    i64 0, label %1076
  ]

1059:                                             ; preds = %1057
  %1060 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1058)
  %1061 = bitcast <8 x float> %1058 to <8 x i32>
  %1062 = and <8 x i32> %1061, %45
  %1063 = bitcast <8 x i32> %1062 to <8 x float>
  %1064 = fcmp oeq <8 x float> %1058, %30
  %1065 = select <8 x i1> %1064, <8 x float> %1063, <8 x float> %1060
  br label %1076

1066:                                             ; preds = %1057
  %1067 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1058)
  %1068 = bitcast <8 x float> %1058 to <8 x i32>
  %1069 = or <8 x i32> %1068, %46
  %1070 = bitcast <8 x i32> %1069 to <8 x float>
  %1071 = fcmp oeq <8 x float> %1058, %33
  %1072 = select <8 x i1> %1071, <8 x float> %1070, <8 x float> %1067
  br label %1076

1073:                                             ; preds = %1057
  %1074 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1019, <8 x i1> %722, <8 x float> zeroinitializer)
  %1075 = fadd <8 x float> %1058, %1074
  br label %1076

1076:                                             ; preds = %1059, %1066, %1073, %1057, %1038
  %1077 = phi <8 x float> [ %1072, %1066 ], [ %1065, %1059 ], [ %1039, %1038 ], [ %1058, %1057 ], [ %1075, %1073 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1077, ptr align 1 %1018, <8 x i1> %722)
  %1078 = add nsw i64 %523, %701
  %1079 = getelementptr inbounds float, ptr %453, i64 %1078
  %1080 = getelementptr inbounds float, ptr %451, i64 %1078
  %1081 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1079, <8 x i1> %722, <8 x float> zeroinitializer)
  switch i64 %107, label %854 [
    i64 1, label %1096
    i64 2, label %1089
    i64 3, label %1082
  ]

1082:                                             ; preds = %1076
  %1083 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1081)
  %1084 = bitcast <8 x float> %1081 to <8 x i32>
  %1085 = and <8 x i32> %1084, %45
  %1086 = bitcast <8 x i32> %1085 to <8 x float>
  %1087 = fcmp oeq <8 x float> %1081, %30
  %1088 = select <8 x i1> %1087, <8 x float> %1086, <8 x float> %1083
  br label %1099

1089:                                             ; preds = %1076
  %1090 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1081)
  %1091 = bitcast <8 x float> %1081 to <8 x i32>
  %1092 = or <8 x i32> %1091, %46
  %1093 = bitcast <8 x i32> %1092 to <8 x float>
  %1094 = fcmp oeq <8 x float> %1081, %33
  %1095 = select <8 x i1> %1094, <8 x float> %1093, <8 x float> %1090
  br label %1099

1096:                                             ; preds = %1076
  %1097 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1080, <8 x i1> %722, <8 x float> zeroinitializer)
  %1098 = fadd <8 x float> %1081, %1097
  br label %1099

1099:                                             ; preds = %1096, %1089, %1082
  %1100 = phi <8 x float> [ %1098, %1096 ], [ %1095, %1089 ], [ %1088, %1082 ]
  switch i64 %125, label %854 [
    i64 1, label %1115
    i64 2, label %1108
    i64 3, label %1101
    i64 0, label %1137
  ]

1101:                                             ; preds = %1099
  %1102 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1100)
  %1103 = bitcast <8 x float> %1100 to <8 x i32>
  %1104 = and <8 x i32> %1103, %45
  %1105 = bitcast <8 x i32> %1104 to <8 x float>
  %1106 = fcmp oeq <8 x float> %1100, %30
  %1107 = select <8 x i1> %1106, <8 x float> %1105, <8 x float> %1102
  br label %1118

1108:                                             ; preds = %1099
  %1109 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1100)
  %1110 = bitcast <8 x float> %1100 to <8 x i32>
  %1111 = or <8 x i32> %1110, %46
  %1112 = bitcast <8 x i32> %1111 to <8 x float>
  %1113 = fcmp oeq <8 x float> %1100, %33
  %1114 = select <8 x i1> %1113, <8 x float> %1112, <8 x float> %1109
  br label %1118

1115:                                             ; preds = %1099
  %1116 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1080, <8 x i1> %722, <8 x float> zeroinitializer)
  %1117 = fadd <8 x float> %1100, %1116
  br label %1118

1118:                                             ; preds = %1115, %1108, %1101
  %1119 = phi <8 x float> [ %1117, %1115 ], [ %1114, %1108 ], [ %1107, %1101 ]
  switch i64 %127, label %854 [
    i64 1, label %1134
    i64 2, label %1127
    i64 3, label %1120
    i64 0, label %1137
  ]

1120:                                             ; preds = %1118
  %1121 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1119)
  %1122 = bitcast <8 x float> %1119 to <8 x i32>
  %1123 = and <8 x i32> %1122, %45
  %1124 = bitcast <8 x i32> %1123 to <8 x float>
  %1125 = fcmp oeq <8 x float> %1119, %30
  %1126 = select <8 x i1> %1125, <8 x float> %1124, <8 x float> %1121
  br label %1137

1127:                                             ; preds = %1118
  %1128 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1119)
  %1129 = bitcast <8 x float> %1119 to <8 x i32>
  %1130 = or <8 x i32> %1129, %46
  %1131 = bitcast <8 x i32> %1130 to <8 x float>
  %1132 = fcmp oeq <8 x float> %1119, %33
  %1133 = select <8 x i1> %1132, <8 x float> %1131, <8 x float> %1128
  br label %1137

1134:                                             ; preds = %1118
  %1135 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1080, <8 x i1> %722, <8 x float> zeroinitializer)
  %1136 = fadd <8 x float> %1119, %1135
  br label %1137

1137:                                             ; preds = %1120, %1127, %1134, %1118, %1099
  %1138 = phi <8 x float> [ %1133, %1127 ], [ %1126, %1120 ], [ %1100, %1099 ], [ %1119, %1118 ], [ %1136, %1134 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1138, ptr align 1 %1079, <8 x i1> %722)
  %1139 = add nsw i64 %525, %701
  %1140 = getelementptr inbounds float, ptr %453, i64 %1139
  %1141 = getelementptr inbounds float, ptr %451, i64 %1139
  %1142 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1140, <8 x i1> %722, <8 x float> zeroinitializer)
  switch i64 %107, label %854 [
    i64 1, label %1157
    i64 2, label %1150
    i64 3, label %1143
  ]

1143:                                             ; preds = %1137
  %1144 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1142)
  %1145 = bitcast <8 x float> %1142 to <8 x i32>
  %1146 = and <8 x i32> %1145, %45
  %1147 = bitcast <8 x i32> %1146 to <8 x float>
  %1148 = fcmp oeq <8 x float> %1142, %30
  %1149 = select <8 x i1> %1148, <8 x float> %1147, <8 x float> %1144
  br label %1160

1150:                                             ; preds = %1137
  %1151 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1142)
  %1152 = bitcast <8 x float> %1142 to <8 x i32>
  %1153 = or <8 x i32> %1152, %46
  %1154 = bitcast <8 x i32> %1153 to <8 x float>
  %1155 = fcmp oeq <8 x float> %1142, %33
  %1156 = select <8 x i1> %1155, <8 x float> %1154, <8 x float> %1151
  br label %1160

1157:                                             ; preds = %1137
  %1158 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1141, <8 x i1> %722, <8 x float> zeroinitializer)
  %1159 = fadd <8 x float> %1142, %1158
  br label %1160

1160:                                             ; preds = %1157, %1150, %1143
  %1161 = phi <8 x float> [ %1159, %1157 ], [ %1156, %1150 ], [ %1149, %1143 ]
  switch i64 %129, label %854 [
    i64 1, label %1176
    i64 2, label %1169
    i64 3, label %1162
    i64 0, label %1198
  ]

1162:                                             ; preds = %1160
  %1163 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1161)
  %1164 = bitcast <8 x float> %1161 to <8 x i32>
  %1165 = and <8 x i32> %1164, %45
  %1166 = bitcast <8 x i32> %1165 to <8 x float>
  %1167 = fcmp oeq <8 x float> %1161, %30
  %1168 = select <8 x i1> %1167, <8 x float> %1166, <8 x float> %1163
  br label %1179

1169:                                             ; preds = %1160
  %1170 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1161)
  %1171 = bitcast <8 x float> %1161 to <8 x i32>
  %1172 = or <8 x i32> %1171, %46
  %1173 = bitcast <8 x i32> %1172 to <8 x float>
  %1174 = fcmp oeq <8 x float> %1161, %33
  %1175 = select <8 x i1> %1174, <8 x float> %1173, <8 x float> %1170
  br label %1179

1176:                                             ; preds = %1160
  %1177 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1141, <8 x i1> %722, <8 x float> zeroinitializer)
  %1178 = fadd <8 x float> %1161, %1177
  br label %1179

1179:                                             ; preds = %1176, %1169, %1162
  %1180 = phi <8 x float> [ %1178, %1176 ], [ %1175, %1169 ], [ %1168, %1162 ]
  switch i64 %131, label %854 [
    i64 1, label %1195
    i64 2, label %1188
    i64 3, label %1181
    i64 0, label %1198
  ]

1181:                                             ; preds = %1179
  %1182 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1180)
  %1183 = bitcast <8 x float> %1180 to <8 x i32>
  %1184 = and <8 x i32> %1183, %45
  %1185 = bitcast <8 x i32> %1184 to <8 x float>
  %1186 = fcmp oeq <8 x float> %1180, %30
  %1187 = select <8 x i1> %1186, <8 x float> %1185, <8 x float> %1182
  br label %1198

1188:                                             ; preds = %1179
  %1189 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1180)
  %1190 = bitcast <8 x float> %1180 to <8 x i32>
  %1191 = or <8 x i32> %1190, %46
  %1192 = bitcast <8 x i32> %1191 to <8 x float>
  %1193 = fcmp oeq <8 x float> %1180, %33
  %1194 = select <8 x i1> %1193, <8 x float> %1192, <8 x float> %1189
  br label %1198

1195:                                             ; preds = %1179
  %1196 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1141, <8 x i1> %722, <8 x float> zeroinitializer)
  %1197 = fadd <8 x float> %1180, %1196
  br label %1198

1198:                                             ; preds = %1181, %1188, %1195, %826, %1179, %1160
  %1199 = phi ptr [ %835, %826 ], [ %1140, %1181 ], [ %1140, %1160 ], [ %1140, %1179 ], [ %1140, %1195 ], [ %1140, %1188 ]
  %1200 = phi <8 x float> [ %836, %826 ], [ %1187, %1181 ], [ %1161, %1160 ], [ %1180, %1179 ], [ %1197, %1195 ], [ %1194, %1188 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1200, ptr align 1 %1199, <8 x i1> %722)
  br label %7410

1201:                                             ; preds = %714
  %1202 = sub i64 %7, %701
  %1203 = icmp sgt i64 %1202, 7
  %1204 = trunc i64 %1202 to i32
  %1205 = select i1 %1203, i32 8, i32 %1204
  %1206 = insertelement <8 x i32> poison, i32 %1205, i64 0
  %1207 = shufflevector <8 x i32> %1206, <8 x i32> poison, <8 x i32> zeroinitializer
  %1208 = icmp sgt <8 x i32> %1207, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1209 = add i64 %701, 8
  %1210 = sub i64 %7, %1209
  %1211 = icmp sgt i64 %1210, 7
  %1212 = trunc i64 %1210 to i32
  %1213 = select i1 %1211, i32 8, i32 %1212
  %1214 = insertelement <8 x i32> poison, i32 %1213, i64 0
  %1215 = shufflevector <8 x i32> %1214, <8 x i32> poison, <8 x i32> zeroinitializer
  %1216 = icmp sgt <8 x i32> %1215, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %42, label %1250, label %1219

1217:                                             ; preds = %1276
  %1218 = getelementptr i8, ptr %500, i64 %702
  br label %1320

1219:                                             ; preds = %1201
  %1220 = load float, ptr %465, align 1
  %1221 = insertelement <8 x float> poison, float %1220, i64 0
  %1222 = shufflevector <8 x float> %1221, <8 x float> poison, <8 x i32> zeroinitializer
  %1223 = insertelement <8 x float> poison, float %1220, i64 0
  %1224 = shufflevector <8 x float> %1223, <8 x float> poison, <8 x i32> zeroinitializer
  %1225 = load float, ptr %474, align 1
  %1226 = insertelement <8 x float> poison, float %1225, i64 0
  %1227 = shufflevector <8 x float> %1226, <8 x float> poison, <8 x i32> zeroinitializer
  %1228 = insertelement <8 x float> poison, float %1225, i64 0
  %1229 = shufflevector <8 x float> %1228, <8 x float> poison, <8 x i32> zeroinitializer
  %1230 = load float, ptr %477, align 1
  %1231 = insertelement <8 x float> poison, float %1230, i64 0
  %1232 = shufflevector <8 x float> %1231, <8 x float> poison, <8 x i32> zeroinitializer
  %1233 = insertelement <8 x float> poison, float %1230, i64 0
  %1234 = shufflevector <8 x float> %1233, <8 x float> poison, <8 x i32> zeroinitializer
  %1235 = load float, ptr %480, align 1
  %1236 = insertelement <8 x float> poison, float %1235, i64 0
  %1237 = shufflevector <8 x float> %1236, <8 x float> poison, <8 x i32> zeroinitializer
  %1238 = insertelement <8 x float> poison, float %1235, i64 0
  %1239 = shufflevector <8 x float> %1238, <8 x float> poison, <8 x i32> zeroinitializer
  %1240 = load float, ptr %483, align 1
  %1241 = insertelement <8 x float> poison, float %1240, i64 0
  %1242 = shufflevector <8 x float> %1241, <8 x float> poison, <8 x i32> zeroinitializer
  %1243 = insertelement <8 x float> poison, float %1240, i64 0
  %1244 = shufflevector <8 x float> %1243, <8 x float> poison, <8 x i32> zeroinitializer
  %1245 = load float, ptr %486, align 1
  %1246 = insertelement <8 x float> poison, float %1245, i64 0
  %1247 = shufflevector <8 x float> %1246, <8 x float> poison, <8 x i32> zeroinitializer
  %1248 = insertelement <8 x float> poison, float %1245, i64 0
  %1249 = shufflevector <8 x float> %1248, <8 x float> poison, <8 x i32> zeroinitializer
  br label %1276

1250:                                             ; preds = %1201
  %1251 = getelementptr float, ptr %448, i64 %701
  %1252 = getelementptr float, ptr %1251, i64 %469
  %1253 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1252, <8 x i1> %1208, <8 x float> zeroinitializer)
  %1254 = getelementptr inbounds nuw i8, ptr %1252, i64 32
  %1255 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1254, <8 x i1> %1216, <8 x float> zeroinitializer)
  %1256 = getelementptr float, ptr %1251, i64 %490
  %1257 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1256, <8 x i1> %1208, <8 x float> zeroinitializer)
  %1258 = getelementptr inbounds nuw i8, ptr %1256, i64 32
  %1259 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1258, <8 x i1> %1216, <8 x float> zeroinitializer)
  %1260 = getelementptr float, ptr %1251, i64 %492
  %1261 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1260, <8 x i1> %1208, <8 x float> zeroinitializer)
  %1262 = getelementptr inbounds nuw i8, ptr %1260, i64 32
  %1263 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1262, <8 x i1> %1216, <8 x float> zeroinitializer)
  %1264 = getelementptr float, ptr %1251, i64 %494
  %1265 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1264, <8 x i1> %1208, <8 x float> zeroinitializer)
  %1266 = getelementptr inbounds nuw i8, ptr %1264, i64 32
  %1267 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1266, <8 x i1> %1216, <8 x float> zeroinitializer)
  %1268 = getelementptr float, ptr %1251, i64 %496
  %1269 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1268, <8 x i1> %1208, <8 x float> zeroinitializer)
  %1270 = getelementptr inbounds nuw i8, ptr %1268, i64 32
  %1271 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1270, <8 x i1> %1216, <8 x float> zeroinitializer)
  %1272 = getelementptr float, ptr %1251, i64 %498
  %1273 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1272, <8 x i1> %1208, <8 x float> zeroinitializer)
  %1274 = getelementptr inbounds nuw i8, ptr %1272, i64 32
  %1275 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1274, <8 x i1> %1216, <8 x float> zeroinitializer)
  br label %1276

1276:                                             ; preds = %1250, %1219
  %1277 = phi <8 x float> [ %1273, %1250 ], [ %1247, %1219 ]
  %1278 = phi <8 x float> [ %1269, %1250 ], [ %1242, %1219 ]
  %1279 = phi <8 x float> [ %1265, %1250 ], [ %1237, %1219 ]
  %1280 = phi <8 x float> [ %1261, %1250 ], [ %1232, %1219 ]
  %1281 = phi <8 x float> [ %1257, %1250 ], [ %1227, %1219 ]
  %1282 = phi <8 x float> [ %1253, %1250 ], [ %1222, %1219 ]
  %1283 = phi <8 x float> [ %1255, %1250 ], [ %1224, %1219 ]
  %1284 = phi i64 [ %490, %1250 ], [ %476, %1219 ]
  %1285 = phi <8 x float> [ %1259, %1250 ], [ %1229, %1219 ]
  %1286 = phi i64 [ %492, %1250 ], [ %479, %1219 ]
  %1287 = phi <8 x float> [ %1263, %1250 ], [ %1234, %1219 ]
  %1288 = phi i64 [ %494, %1250 ], [ %482, %1219 ]
  %1289 = phi <8 x float> [ %1267, %1250 ], [ %1239, %1219 ]
  %1290 = phi i64 [ %496, %1250 ], [ %485, %1219 ]
  %1291 = phi <8 x float> [ %1271, %1250 ], [ %1244, %1219 ]
  %1292 = phi i64 [ %498, %1250 ], [ %488, %1219 ]
  %1293 = phi <8 x float> [ %1275, %1250 ], [ %1249, %1219 ]
  br i1 %43, label %1217, label %1294

1294:                                             ; preds = %1320, %1276
  %1295 = phi <8 x float> [ %1282, %1276 ], [ %1343, %1320 ]
  %1296 = phi <8 x float> [ %1283, %1276 ], [ %1344, %1320 ]
  %1297 = phi <8 x float> [ %1281, %1276 ], [ %1349, %1320 ]
  %1298 = phi <8 x float> [ %1285, %1276 ], [ %1350, %1320 ]
  %1299 = phi <8 x float> [ %1280, %1276 ], [ %1355, %1320 ]
  %1300 = phi <8 x float> [ %1287, %1276 ], [ %1356, %1320 ]
  %1301 = phi <8 x float> [ %1279, %1276 ], [ %1361, %1320 ]
  %1302 = phi <8 x float> [ %1289, %1276 ], [ %1362, %1320 ]
  %1303 = phi <8 x float> [ %1278, %1276 ], [ %1367, %1320 ]
  %1304 = phi <8 x float> [ %1291, %1276 ], [ %1368, %1320 ]
  %1305 = phi <8 x float> [ %1277, %1276 ], [ %1373, %1320 ]
  %1306 = phi <8 x float> [ %1293, %1276 ], [ %1374, %1320 ]
  %1307 = getelementptr float, ptr %453, i64 %701
  %1308 = getelementptr float, ptr %1307, i64 %469
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1295, ptr align 1 %1308, <8 x i1> %1208)
  %1309 = getelementptr inbounds nuw i8, ptr %1308, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1296, ptr nonnull align 1 %1309, <8 x i1> %1216)
  %1310 = getelementptr float, ptr %1307, i64 %1284
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1297, ptr align 1 %1310, <8 x i1> %1208)
  %1311 = getelementptr inbounds nuw i8, ptr %1310, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1298, ptr nonnull align 1 %1311, <8 x i1> %1216)
  %1312 = getelementptr float, ptr %1307, i64 %1286
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1299, ptr align 1 %1312, <8 x i1> %1208)
  %1313 = getelementptr inbounds nuw i8, ptr %1312, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1300, ptr nonnull align 1 %1313, <8 x i1> %1216)
  %1314 = getelementptr float, ptr %1307, i64 %1288
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1301, ptr align 1 %1314, <8 x i1> %1208)
  %1315 = getelementptr inbounds nuw i8, ptr %1314, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1302, ptr nonnull align 1 %1315, <8 x i1> %1216)
  %1316 = getelementptr float, ptr %1307, i64 %1290
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1303, ptr align 1 %1316, <8 x i1> %1208)
  %1317 = getelementptr inbounds nuw i8, ptr %1316, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1304, ptr nonnull align 1 %1317, <8 x i1> %1216)
  %1318 = getelementptr float, ptr %1307, i64 %1292
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1305, ptr align 1 %1318, <8 x i1> %1208)
  %1319 = getelementptr inbounds nuw i8, ptr %1318, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1306, ptr nonnull align 1 %1319, <8 x i1> %1216)
  br i1 %44, label %7410, label %1377

1320:                                             ; preds = %1217, %1320
  %1321 = phi <8 x float> [ %1282, %1217 ], [ %1343, %1320 ]
  %1322 = phi <8 x float> [ %1283, %1217 ], [ %1344, %1320 ]
  %1323 = phi <8 x float> [ %1281, %1217 ], [ %1349, %1320 ]
  %1324 = phi <8 x float> [ %1285, %1217 ], [ %1350, %1320 ]
  %1325 = phi <8 x float> [ %1280, %1217 ], [ %1355, %1320 ]
  %1326 = phi <8 x float> [ %1287, %1217 ], [ %1356, %1320 ]
  %1327 = phi <8 x float> [ %1279, %1217 ], [ %1361, %1320 ]
  %1328 = phi <8 x float> [ %1289, %1217 ], [ %1362, %1320 ]
  %1329 = phi <8 x float> [ %1278, %1217 ], [ %1367, %1320 ]
  %1330 = phi <8 x float> [ %1291, %1217 ], [ %1368, %1320 ]
  %1331 = phi <8 x float> [ %1277, %1217 ], [ %1373, %1320 ]
  %1332 = phi <8 x float> [ %1293, %1217 ], [ %1374, %1320 ]
  %1333 = phi i64 [ 0, %1217 ], [ %1375, %1320 ]
  %1334 = mul i64 %49, %1333
  %1335 = getelementptr i8, ptr %1218, i64 %1334
  %1336 = load <8 x float>, ptr %1335, align 1
  %1337 = getelementptr inbounds nuw i8, ptr %1335, i64 32
  %1338 = load <8 x float>, ptr %1337, align 1
  %1339 = getelementptr float, ptr %467, i64 %1333
  %1340 = load float, ptr %1339, align 1
  %1341 = insertelement <8 x float> poison, float %1340, i64 0
  %1342 = shufflevector <8 x float> %1341, <8 x float> poison, <8 x i32> zeroinitializer
  %1343 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1336, <8 x float> %1342, <8 x float> %1321)
  %1344 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1338, <8 x float> %1342, <8 x float> %1322)
  %1345 = getelementptr float, ptr %1339, i64 %5
  %1346 = load float, ptr %1345, align 1
  %1347 = insertelement <8 x float> poison, float %1346, i64 0
  %1348 = shufflevector <8 x float> %1347, <8 x float> poison, <8 x i32> zeroinitializer
  %1349 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1336, <8 x float> %1348, <8 x float> %1323)
  %1350 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1338, <8 x float> %1348, <8 x float> %1324)
  %1351 = getelementptr i8, ptr %1339, i64 %50
  %1352 = load float, ptr %1351, align 1
  %1353 = insertelement <8 x float> poison, float %1352, i64 0
  %1354 = shufflevector <8 x float> %1353, <8 x float> poison, <8 x i32> zeroinitializer
  %1355 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1336, <8 x float> %1354, <8 x float> %1325)
  %1356 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1338, <8 x float> %1354, <8 x float> %1326)
  %1357 = getelementptr i8, ptr %1339, i64 %51
  %1358 = load float, ptr %1357, align 1
  %1359 = insertelement <8 x float> poison, float %1358, i64 0
  %1360 = shufflevector <8 x float> %1359, <8 x float> poison, <8 x i32> zeroinitializer
  %1361 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1336, <8 x float> %1360, <8 x float> %1327)
  %1362 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1338, <8 x float> %1360, <8 x float> %1328)
  %1363 = getelementptr i8, ptr %1339, i64 %52
  %1364 = load float, ptr %1363, align 1
  %1365 = insertelement <8 x float> poison, float %1364, i64 0
  %1366 = shufflevector <8 x float> %1365, <8 x float> poison, <8 x i32> zeroinitializer
  %1367 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1336, <8 x float> %1366, <8 x float> %1329)
  %1368 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1338, <8 x float> %1366, <8 x float> %1330)
  %1369 = getelementptr i8, ptr %1339, i64 %53
  %1370 = load float, ptr %1369, align 1
  %1371 = insertelement <8 x float> poison, float %1370, i64 0
  %1372 = shufflevector <8 x float> %1371, <8 x float> poison, <8 x i32> zeroinitializer
  %1373 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1336, <8 x float> %1372, <8 x float> %1331)
  %1374 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1338, <8 x float> %1372, <8 x float> %1332)
  %1375 = add nuw nsw i64 %1333, 1
  %1376 = icmp eq i64 %1375, %5
  br i1 %1376, label %1294, label %1320

1377:                                             ; preds = %1294
  %1378 = add nsw i64 %469, %701
  %1379 = getelementptr inbounds float, ptr %453, i64 %1378
  %1380 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1379, <8 x i1> %1208, <8 x float> zeroinitializer)
  %1381 = getelementptr inbounds float, ptr %451, i64 %1378
  switch i64 %54, label %854 [
    i64 1, label %1416
    i64 2, label %1419
    i64 3, label %1426
    i64 0, label %1382
  ]

1382:                                             ; preds = %1377
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1380, ptr align 1 %1379, <8 x i1> %1208)
  %1383 = getelementptr float, ptr %453, i64 %1378
  %1384 = getelementptr i8, ptr %1383, i64 32
  %1385 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1384, <8 x i1> %1216, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1385, ptr align 1 %1384, <8 x i1> %1216)
  %1386 = add nsw i64 %1284, %701
  %1387 = getelementptr inbounds float, ptr %453, i64 %1386
  %1388 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1387, <8 x i1> %1208, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1388, ptr align 1 %1387, <8 x i1> %1208)
  %1389 = getelementptr float, ptr %453, i64 %1386
  %1390 = getelementptr i8, ptr %1389, i64 32
  %1391 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1390, <8 x i1> %1216, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1391, ptr align 1 %1390, <8 x i1> %1216)
  %1392 = add nsw i64 %1286, %701
  %1393 = getelementptr inbounds float, ptr %453, i64 %1392
  %1394 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1393, <8 x i1> %1208, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1394, ptr align 1 %1393, <8 x i1> %1208)
  %1395 = getelementptr float, ptr %453, i64 %1392
  %1396 = getelementptr i8, ptr %1395, i64 32
  %1397 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1396, <8 x i1> %1216, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1397, ptr align 1 %1396, <8 x i1> %1216)
  %1398 = add nsw i64 %1288, %701
  %1399 = getelementptr inbounds float, ptr %453, i64 %1398
  %1400 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1399, <8 x i1> %1208, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1400, ptr align 1 %1399, <8 x i1> %1208)
  %1401 = getelementptr float, ptr %453, i64 %1398
  %1402 = getelementptr i8, ptr %1401, i64 32
  %1403 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1402, <8 x i1> %1216, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1403, ptr align 1 %1402, <8 x i1> %1216)
  %1404 = add nsw i64 %1290, %701
  %1405 = getelementptr inbounds float, ptr %453, i64 %1404
  %1406 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1405, <8 x i1> %1208, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1406, ptr align 1 %1405, <8 x i1> %1208)
  %1407 = getelementptr float, ptr %453, i64 %1404
  %1408 = getelementptr i8, ptr %1407, i64 32
  %1409 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1408, <8 x i1> %1216, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1409, ptr align 1 %1408, <8 x i1> %1216)
  %1410 = add nsw i64 %1292, %701
  %1411 = getelementptr inbounds float, ptr %453, i64 %1410
  %1412 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1411, <8 x i1> %1208, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1412, ptr align 1 %1411, <8 x i1> %1208)
  %1413 = getelementptr float, ptr %453, i64 %1410
  %1414 = getelementptr i8, ptr %1413, i64 32
  %1415 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1414, <8 x i1> %1216, <8 x float> zeroinitializer)
  br label %2142

1416:                                             ; preds = %1377
  %1417 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1381, <8 x i1> %1208, <8 x float> zeroinitializer)
  %1418 = fadd <8 x float> %1380, %1417
  br label %1433

1419:                                             ; preds = %1377
  %1420 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1380)
  %1421 = bitcast <8 x float> %1380 to <8 x i32>
  %1422 = or <8 x i32> %1421, %46
  %1423 = bitcast <8 x i32> %1422 to <8 x float>
  %1424 = fcmp oeq <8 x float> %1380, %33
  %1425 = select <8 x i1> %1424, <8 x float> %1423, <8 x float> %1420
  br label %1433

1426:                                             ; preds = %1377
  %1427 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1380)
  %1428 = bitcast <8 x float> %1380 to <8 x i32>
  %1429 = and <8 x i32> %1428, %45
  %1430 = bitcast <8 x i32> %1429 to <8 x float>
  %1431 = fcmp oeq <8 x float> %1380, %30
  %1432 = select <8 x i1> %1431, <8 x float> %1430, <8 x float> %1427
  br label %1433

1433:                                             ; preds = %1426, %1419, %1416
  %1434 = phi <8 x float> [ %1418, %1416 ], [ %1425, %1419 ], [ %1432, %1426 ]
  switch i64 %56, label %854 [
    i64 1, label %1449
    i64 2, label %1442
    i64 3, label %1435
    i64 0, label %1471
  ]

1435:                                             ; preds = %1433
  %1436 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1434)
  %1437 = bitcast <8 x float> %1434 to <8 x i32>
  %1438 = and <8 x i32> %1437, %45
  %1439 = bitcast <8 x i32> %1438 to <8 x float>
  %1440 = fcmp oeq <8 x float> %1434, %30
  %1441 = select <8 x i1> %1440, <8 x float> %1439, <8 x float> %1436
  br label %1452

1442:                                             ; preds = %1433
  %1443 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1434)
  %1444 = bitcast <8 x float> %1434 to <8 x i32>
  %1445 = or <8 x i32> %1444, %46
  %1446 = bitcast <8 x i32> %1445 to <8 x float>
  %1447 = fcmp oeq <8 x float> %1434, %33
  %1448 = select <8 x i1> %1447, <8 x float> %1446, <8 x float> %1443
  br label %1452

1449:                                             ; preds = %1433
  %1450 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1381, <8 x i1> %1208, <8 x float> zeroinitializer)
  %1451 = fadd <8 x float> %1434, %1450
  br label %1452

1452:                                             ; preds = %1449, %1442, %1435
  %1453 = phi <8 x float> [ %1451, %1449 ], [ %1448, %1442 ], [ %1441, %1435 ]
  switch i64 %58, label %854 [
    i64 1, label %1468
    i64 2, label %1461
    i64 3, label %1454
    i64 0, label %1471
  ]

1454:                                             ; preds = %1452
  %1455 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1453)
  %1456 = bitcast <8 x float> %1453 to <8 x i32>
  %1457 = and <8 x i32> %1456, %45
  %1458 = bitcast <8 x i32> %1457 to <8 x float>
  %1459 = fcmp oeq <8 x float> %1453, %30
  %1460 = select <8 x i1> %1459, <8 x float> %1458, <8 x float> %1455
  br label %1471

1461:                                             ; preds = %1452
  %1462 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1453)
  %1463 = bitcast <8 x float> %1453 to <8 x i32>
  %1464 = or <8 x i32> %1463, %46
  %1465 = bitcast <8 x i32> %1464 to <8 x float>
  %1466 = fcmp oeq <8 x float> %1453, %33
  %1467 = select <8 x i1> %1466, <8 x float> %1465, <8 x float> %1462
  br label %1471

1468:                                             ; preds = %1452
  %1469 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1381, <8 x i1> %1208, <8 x float> zeroinitializer)
  %1470 = fadd <8 x float> %1453, %1469
  br label %1471

1471:                                             ; preds = %1454, %1461, %1468, %1452, %1433
  %1472 = phi <8 x float> [ %1453, %1452 ], [ %1460, %1454 ], [ %1434, %1433 ], [ %1470, %1468 ], [ %1467, %1461 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1472, ptr align 1 %1379, <8 x i1> %1208)
  %1473 = add nsw i64 %1378, 8
  %1474 = getelementptr inbounds float, ptr %453, i64 %1473
  %1475 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1474, <8 x i1> %1216, <8 x float> zeroinitializer)
  %1476 = getelementptr inbounds float, ptr %451, i64 %1473
  switch i64 %54, label %854 [
    i64 1, label %1491
    i64 2, label %1484
    i64 3, label %1477
  ]

1477:                                             ; preds = %1471
  %1478 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1475)
  %1479 = bitcast <8 x float> %1475 to <8 x i32>
  %1480 = and <8 x i32> %1479, %45
  %1481 = bitcast <8 x i32> %1480 to <8 x float>
  %1482 = fcmp oeq <8 x float> %1475, %30
  %1483 = select <8 x i1> %1482, <8 x float> %1481, <8 x float> %1478
  br label %1494

1484:                                             ; preds = %1471
  %1485 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1475)
  %1486 = bitcast <8 x float> %1475 to <8 x i32>
  %1487 = or <8 x i32> %1486, %46
  %1488 = bitcast <8 x i32> %1487 to <8 x float>
  %1489 = fcmp oeq <8 x float> %1475, %33
  %1490 = select <8 x i1> %1489, <8 x float> %1488, <8 x float> %1485
  br label %1494

1491:                                             ; preds = %1471
  %1492 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1476, <8 x i1> %1216, <8 x float> zeroinitializer)
  %1493 = fadd <8 x float> %1475, %1492
  br label %1494

1494:                                             ; preds = %1491, %1484, %1477
  %1495 = phi <8 x float> [ %1493, %1491 ], [ %1490, %1484 ], [ %1483, %1477 ]
  switch i64 %60, label %854 [
    i64 1, label %1510
    i64 2, label %1503
    i64 3, label %1496
    i64 0, label %1532
  ]

1496:                                             ; preds = %1494
  %1497 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1495)
  %1498 = bitcast <8 x float> %1495 to <8 x i32>
  %1499 = and <8 x i32> %1498, %45
  %1500 = bitcast <8 x i32> %1499 to <8 x float>
  %1501 = fcmp oeq <8 x float> %1495, %30
  %1502 = select <8 x i1> %1501, <8 x float> %1500, <8 x float> %1497
  br label %1513

1503:                                             ; preds = %1494
  %1504 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1495)
  %1505 = bitcast <8 x float> %1495 to <8 x i32>
  %1506 = or <8 x i32> %1505, %46
  %1507 = bitcast <8 x i32> %1506 to <8 x float>
  %1508 = fcmp oeq <8 x float> %1495, %33
  %1509 = select <8 x i1> %1508, <8 x float> %1507, <8 x float> %1504
  br label %1513

1510:                                             ; preds = %1494
  %1511 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1476, <8 x i1> %1216, <8 x float> zeroinitializer)
  %1512 = fadd <8 x float> %1495, %1511
  br label %1513

1513:                                             ; preds = %1510, %1503, %1496
  %1514 = phi <8 x float> [ %1512, %1510 ], [ %1509, %1503 ], [ %1502, %1496 ]
  switch i64 %62, label %854 [
    i64 1, label %1529
    i64 2, label %1522
    i64 3, label %1515
    i64 0, label %1532
  ]

1515:                                             ; preds = %1513
  %1516 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1514)
  %1517 = bitcast <8 x float> %1514 to <8 x i32>
  %1518 = and <8 x i32> %1517, %45
  %1519 = bitcast <8 x i32> %1518 to <8 x float>
  %1520 = fcmp oeq <8 x float> %1514, %30
  %1521 = select <8 x i1> %1520, <8 x float> %1519, <8 x float> %1516
  br label %1532

1522:                                             ; preds = %1513
  %1523 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1514)
  %1524 = bitcast <8 x float> %1514 to <8 x i32>
  %1525 = or <8 x i32> %1524, %46
  %1526 = bitcast <8 x i32> %1525 to <8 x float>
  %1527 = fcmp oeq <8 x float> %1514, %33
  %1528 = select <8 x i1> %1527, <8 x float> %1526, <8 x float> %1523
  br label %1532

1529:                                             ; preds = %1513
  %1530 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1476, <8 x i1> %1216, <8 x float> zeroinitializer)
  %1531 = fadd <8 x float> %1514, %1530
  br label %1532

1532:                                             ; preds = %1515, %1522, %1529, %1513, %1494
  %1533 = phi <8 x float> [ %1528, %1522 ], [ %1521, %1515 ], [ %1495, %1494 ], [ %1514, %1513 ], [ %1531, %1529 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1533, ptr align 1 %1474, <8 x i1> %1216)
  %1534 = add nsw i64 %1284, %701
  %1535 = getelementptr inbounds float, ptr %453, i64 %1534
  %1536 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1535, <8 x i1> %1208, <8 x float> zeroinitializer)
  %1537 = getelementptr inbounds float, ptr %451, i64 %1534
  switch i64 %54, label %854 [
    i64 1, label %1552
    i64 2, label %1545
    i64 3, label %1538
  ]

1538:                                             ; preds = %1532
  %1539 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1536)
  %1540 = bitcast <8 x float> %1536 to <8 x i32>
  %1541 = and <8 x i32> %1540, %45
  %1542 = bitcast <8 x i32> %1541 to <8 x float>
  %1543 = fcmp oeq <8 x float> %1536, %30
  %1544 = select <8 x i1> %1543, <8 x float> %1542, <8 x float> %1539
  br label %1555

1545:                                             ; preds = %1532
  %1546 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1536)
  %1547 = bitcast <8 x float> %1536 to <8 x i32>
  %1548 = or <8 x i32> %1547, %46
  %1549 = bitcast <8 x i32> %1548 to <8 x float>
  %1550 = fcmp oeq <8 x float> %1536, %33
  %1551 = select <8 x i1> %1550, <8 x float> %1549, <8 x float> %1546
  br label %1555

1552:                                             ; preds = %1532
  %1553 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1537, <8 x i1> %1208, <8 x float> zeroinitializer)
  %1554 = fadd <8 x float> %1536, %1553
  br label %1555

1555:                                             ; preds = %1552, %1545, %1538
  %1556 = phi <8 x float> [ %1554, %1552 ], [ %1551, %1545 ], [ %1544, %1538 ]
  switch i64 %64, label %854 [
    i64 1, label %1571
    i64 2, label %1564
    i64 3, label %1557
    i64 0, label %1593
  ]

1557:                                             ; preds = %1555
  %1558 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1556)
  %1559 = bitcast <8 x float> %1556 to <8 x i32>
  %1560 = and <8 x i32> %1559, %45
  %1561 = bitcast <8 x i32> %1560 to <8 x float>
  %1562 = fcmp oeq <8 x float> %1556, %30
  %1563 = select <8 x i1> %1562, <8 x float> %1561, <8 x float> %1558
  br label %1574

1564:                                             ; preds = %1555
  %1565 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1556)
  %1566 = bitcast <8 x float> %1556 to <8 x i32>
  %1567 = or <8 x i32> %1566, %46
  %1568 = bitcast <8 x i32> %1567 to <8 x float>
  %1569 = fcmp oeq <8 x float> %1556, %33
  %1570 = select <8 x i1> %1569, <8 x float> %1568, <8 x float> %1565
  br label %1574

1571:                                             ; preds = %1555
  %1572 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1537, <8 x i1> %1208, <8 x float> zeroinitializer)
  %1573 = fadd <8 x float> %1556, %1572
  br label %1574

1574:                                             ; preds = %1571, %1564, %1557
  %1575 = phi <8 x float> [ %1573, %1571 ], [ %1570, %1564 ], [ %1563, %1557 ]
  switch i64 %66, label %854 [
    i64 1, label %1590
    i64 2, label %1583
    i64 3, label %1576
    i64 0, label %1593
  ]

1576:                                             ; preds = %1574
  %1577 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1575)
  %1578 = bitcast <8 x float> %1575 to <8 x i32>
  %1579 = and <8 x i32> %1578, %45
  %1580 = bitcast <8 x i32> %1579 to <8 x float>
  %1581 = fcmp oeq <8 x float> %1575, %30
  %1582 = select <8 x i1> %1581, <8 x float> %1580, <8 x float> %1577
  br label %1593

1583:                                             ; preds = %1574
  %1584 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1575)
  %1585 = bitcast <8 x float> %1575 to <8 x i32>
  %1586 = or <8 x i32> %1585, %46
  %1587 = bitcast <8 x i32> %1586 to <8 x float>
  %1588 = fcmp oeq <8 x float> %1575, %33
  %1589 = select <8 x i1> %1588, <8 x float> %1587, <8 x float> %1584
  br label %1593

1590:                                             ; preds = %1574
  %1591 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1537, <8 x i1> %1208, <8 x float> zeroinitializer)
  %1592 = fadd <8 x float> %1575, %1591
  br label %1593

1593:                                             ; preds = %1576, %1583, %1590, %1574, %1555
  %1594 = phi <8 x float> [ %1589, %1583 ], [ %1582, %1576 ], [ %1556, %1555 ], [ %1575, %1574 ], [ %1592, %1590 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1594, ptr align 1 %1535, <8 x i1> %1208)
  %1595 = add nsw i64 %1534, 8
  %1596 = getelementptr inbounds float, ptr %453, i64 %1595
  %1597 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1596, <8 x i1> %1216, <8 x float> zeroinitializer)
  %1598 = getelementptr inbounds float, ptr %451, i64 %1595
  switch i64 %54, label %854 [
    i64 1, label %1613
    i64 2, label %1606
    i64 3, label %1599
  ]

1599:                                             ; preds = %1593
  %1600 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1597)
  %1601 = bitcast <8 x float> %1597 to <8 x i32>
  %1602 = and <8 x i32> %1601, %45
  %1603 = bitcast <8 x i32> %1602 to <8 x float>
  %1604 = fcmp oeq <8 x float> %1597, %30
  %1605 = select <8 x i1> %1604, <8 x float> %1603, <8 x float> %1600
  br label %1616

1606:                                             ; preds = %1593
  %1607 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1597)
  %1608 = bitcast <8 x float> %1597 to <8 x i32>
  %1609 = or <8 x i32> %1608, %46
  %1610 = bitcast <8 x i32> %1609 to <8 x float>
  %1611 = fcmp oeq <8 x float> %1597, %33
  %1612 = select <8 x i1> %1611, <8 x float> %1610, <8 x float> %1607
  br label %1616

1613:                                             ; preds = %1593
  %1614 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1598, <8 x i1> %1216, <8 x float> zeroinitializer)
  %1615 = fadd <8 x float> %1597, %1614
  br label %1616

1616:                                             ; preds = %1613, %1606, %1599
  %1617 = phi <8 x float> [ %1615, %1613 ], [ %1612, %1606 ], [ %1605, %1599 ]
  switch i64 %68, label %854 [
    i64 1, label %1632
    i64 2, label %1625
    i64 3, label %1618
    i64 0, label %1654
  ]

1618:                                             ; preds = %1616
  %1619 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1617)
  %1620 = bitcast <8 x float> %1617 to <8 x i32>
  %1621 = and <8 x i32> %1620, %45
  %1622 = bitcast <8 x i32> %1621 to <8 x float>
  %1623 = fcmp oeq <8 x float> %1617, %30
  %1624 = select <8 x i1> %1623, <8 x float> %1622, <8 x float> %1619
  br label %1635

1625:                                             ; preds = %1616
  %1626 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1617)
  %1627 = bitcast <8 x float> %1617 to <8 x i32>
  %1628 = or <8 x i32> %1627, %46
  %1629 = bitcast <8 x i32> %1628 to <8 x float>
  %1630 = fcmp oeq <8 x float> %1617, %33
  %1631 = select <8 x i1> %1630, <8 x float> %1629, <8 x float> %1626
  br label %1635

1632:                                             ; preds = %1616
  %1633 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1598, <8 x i1> %1216, <8 x float> zeroinitializer)
  %1634 = fadd <8 x float> %1617, %1633
  br label %1635

1635:                                             ; preds = %1632, %1625, %1618
  %1636 = phi <8 x float> [ %1634, %1632 ], [ %1631, %1625 ], [ %1624, %1618 ]
  switch i64 %70, label %854 [
    i64 1, label %1651
    i64 2, label %1644
    i64 3, label %1637
    i64 0, label %1654
  ]

1637:                                             ; preds = %1635
  %1638 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1636)
  %1639 = bitcast <8 x float> %1636 to <8 x i32>
  %1640 = and <8 x i32> %1639, %45
  %1641 = bitcast <8 x i32> %1640 to <8 x float>
  %1642 = fcmp oeq <8 x float> %1636, %30
  %1643 = select <8 x i1> %1642, <8 x float> %1641, <8 x float> %1638
  br label %1654

1644:                                             ; preds = %1635
  %1645 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1636)
  %1646 = bitcast <8 x float> %1636 to <8 x i32>
  %1647 = or <8 x i32> %1646, %46
  %1648 = bitcast <8 x i32> %1647 to <8 x float>
  %1649 = fcmp oeq <8 x float> %1636, %33
  %1650 = select <8 x i1> %1649, <8 x float> %1648, <8 x float> %1645
  br label %1654

1651:                                             ; preds = %1635
  %1652 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1598, <8 x i1> %1216, <8 x float> zeroinitializer)
  %1653 = fadd <8 x float> %1636, %1652
  br label %1654

1654:                                             ; preds = %1637, %1644, %1651, %1635, %1616
  %1655 = phi <8 x float> [ %1650, %1644 ], [ %1643, %1637 ], [ %1617, %1616 ], [ %1636, %1635 ], [ %1653, %1651 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1655, ptr align 1 %1596, <8 x i1> %1216)
  %1656 = add nsw i64 %1286, %701
  %1657 = getelementptr inbounds float, ptr %453, i64 %1656
  %1658 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1657, <8 x i1> %1208, <8 x float> zeroinitializer)
  %1659 = getelementptr inbounds float, ptr %451, i64 %1656
  switch i64 %54, label %854 [
    i64 1, label %1674
    i64 2, label %1667
    i64 3, label %1660
  ]

1660:                                             ; preds = %1654
  %1661 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1658)
  %1662 = bitcast <8 x float> %1658 to <8 x i32>
  %1663 = and <8 x i32> %1662, %45
  %1664 = bitcast <8 x i32> %1663 to <8 x float>
  %1665 = fcmp oeq <8 x float> %1658, %30
  %1666 = select <8 x i1> %1665, <8 x float> %1664, <8 x float> %1661
  br label %1677

1667:                                             ; preds = %1654
  %1668 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1658)
  %1669 = bitcast <8 x float> %1658 to <8 x i32>
  %1670 = or <8 x i32> %1669, %46
  %1671 = bitcast <8 x i32> %1670 to <8 x float>
  %1672 = fcmp oeq <8 x float> %1658, %33
  %1673 = select <8 x i1> %1672, <8 x float> %1671, <8 x float> %1668
  br label %1677

1674:                                             ; preds = %1654
  %1675 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1659, <8 x i1> %1208, <8 x float> zeroinitializer)
  %1676 = fadd <8 x float> %1658, %1675
  br label %1677

1677:                                             ; preds = %1674, %1667, %1660
  %1678 = phi <8 x float> [ %1676, %1674 ], [ %1673, %1667 ], [ %1666, %1660 ]
  switch i64 %72, label %854 [
    i64 1, label %1693
    i64 2, label %1686
    i64 3, label %1679
    i64 0, label %1715
  ]

1679:                                             ; preds = %1677
  %1680 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1678)
  %1681 = bitcast <8 x float> %1678 to <8 x i32>
  %1682 = and <8 x i32> %1681, %45
  %1683 = bitcast <8 x i32> %1682 to <8 x float>
  %1684 = fcmp oeq <8 x float> %1678, %30
  %1685 = select <8 x i1> %1684, <8 x float> %1683, <8 x float> %1680
  br label %1696

1686:                                             ; preds = %1677
  %1687 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1678)
  %1688 = bitcast <8 x float> %1678 to <8 x i32>
  %1689 = or <8 x i32> %1688, %46
  %1690 = bitcast <8 x i32> %1689 to <8 x float>
  %1691 = fcmp oeq <8 x float> %1678, %33
  %1692 = select <8 x i1> %1691, <8 x float> %1690, <8 x float> %1687
  br label %1696

1693:                                             ; preds = %1677
  %1694 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1659, <8 x i1> %1208, <8 x float> zeroinitializer)
  %1695 = fadd <8 x float> %1678, %1694
  br label %1696

1696:                                             ; preds = %1693, %1686, %1679
  %1697 = phi <8 x float> [ %1695, %1693 ], [ %1692, %1686 ], [ %1685, %1679 ]
  switch i64 %74, label %854 [
    i64 1, label %1712
    i64 2, label %1705
    i64 3, label %1698
    i64 0, label %1715
  ]

1698:                                             ; preds = %1696
  %1699 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1697)
  %1700 = bitcast <8 x float> %1697 to <8 x i32>
  %1701 = and <8 x i32> %1700, %45
  %1702 = bitcast <8 x i32> %1701 to <8 x float>
  %1703 = fcmp oeq <8 x float> %1697, %30
  %1704 = select <8 x i1> %1703, <8 x float> %1702, <8 x float> %1699
  br label %1715

1705:                                             ; preds = %1696
  %1706 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1697)
  %1707 = bitcast <8 x float> %1697 to <8 x i32>
  %1708 = or <8 x i32> %1707, %46
  %1709 = bitcast <8 x i32> %1708 to <8 x float>
  %1710 = fcmp oeq <8 x float> %1697, %33
  %1711 = select <8 x i1> %1710, <8 x float> %1709, <8 x float> %1706
  br label %1715

1712:                                             ; preds = %1696
  %1713 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1659, <8 x i1> %1208, <8 x float> zeroinitializer)
  %1714 = fadd <8 x float> %1697, %1713
  br label %1715

1715:                                             ; preds = %1698, %1705, %1712, %1696, %1677
  %1716 = phi <8 x float> [ %1711, %1705 ], [ %1704, %1698 ], [ %1678, %1677 ], [ %1697, %1696 ], [ %1714, %1712 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1716, ptr align 1 %1657, <8 x i1> %1208)
  %1717 = add nsw i64 %1656, 8
  %1718 = getelementptr inbounds float, ptr %453, i64 %1717
  %1719 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1718, <8 x i1> %1216, <8 x float> zeroinitializer)
  %1720 = getelementptr inbounds float, ptr %451, i64 %1717
  switch i64 %54, label %854 [
    i64 1, label %1735
    i64 2, label %1728
    i64 3, label %1721
  ]

1721:                                             ; preds = %1715
  %1722 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1719)
  %1723 = bitcast <8 x float> %1719 to <8 x i32>
  %1724 = and <8 x i32> %1723, %45
  %1725 = bitcast <8 x i32> %1724 to <8 x float>
  %1726 = fcmp oeq <8 x float> %1719, %30
  %1727 = select <8 x i1> %1726, <8 x float> %1725, <8 x float> %1722
  br label %1738

1728:                                             ; preds = %1715
  %1729 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1719)
  %1730 = bitcast <8 x float> %1719 to <8 x i32>
  %1731 = or <8 x i32> %1730, %46
  %1732 = bitcast <8 x i32> %1731 to <8 x float>
  %1733 = fcmp oeq <8 x float> %1719, %33
  %1734 = select <8 x i1> %1733, <8 x float> %1732, <8 x float> %1729
  br label %1738

1735:                                             ; preds = %1715
  %1736 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1720, <8 x i1> %1216, <8 x float> zeroinitializer)
  %1737 = fadd <8 x float> %1719, %1736
  br label %1738

1738:                                             ; preds = %1735, %1728, %1721
  %1739 = phi <8 x float> [ %1737, %1735 ], [ %1734, %1728 ], [ %1727, %1721 ]
  switch i64 %76, label %854 [
    i64 1, label %1754
    i64 2, label %1747
    i64 3, label %1740
    i64 0, label %1776
  ]

1740:                                             ; preds = %1738
  %1741 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1739)
  %1742 = bitcast <8 x float> %1739 to <8 x i32>
  %1743 = and <8 x i32> %1742, %45
  %1744 = bitcast <8 x i32> %1743 to <8 x float>
  %1745 = fcmp oeq <8 x float> %1739, %30
  %1746 = select <8 x i1> %1745, <8 x float> %1744, <8 x float> %1741
  br label %1757

1747:                                             ; preds = %1738
  %1748 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1739)
  %1749 = bitcast <8 x float> %1739 to <8 x i32>
  %1750 = or <8 x i32> %1749, %46
  %1751 = bitcast <8 x i32> %1750 to <8 x float>
  %1752 = fcmp oeq <8 x float> %1739, %33
  %1753 = select <8 x i1> %1752, <8 x float> %1751, <8 x float> %1748
  br label %1757

1754:                                             ; preds = %1738
  %1755 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1720, <8 x i1> %1216, <8 x float> zeroinitializer)
  %1756 = fadd <8 x float> %1739, %1755
  br label %1757

1757:                                             ; preds = %1754, %1747, %1740
  %1758 = phi <8 x float> [ %1756, %1754 ], [ %1753, %1747 ], [ %1746, %1740 ]
  switch i64 %78, label %854 [
    i64 1, label %1773
    i64 2, label %1766
    i64 3, label %1759
    i64 0, label %1776
  ]

1759:                                             ; preds = %1757
  %1760 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1758)
  %1761 = bitcast <8 x float> %1758 to <8 x i32>
  %1762 = and <8 x i32> %1761, %45
  %1763 = bitcast <8 x i32> %1762 to <8 x float>
  %1764 = fcmp oeq <8 x float> %1758, %30
  %1765 = select <8 x i1> %1764, <8 x float> %1763, <8 x float> %1760
  br label %1776

1766:                                             ; preds = %1757
  %1767 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1758)
  %1768 = bitcast <8 x float> %1758 to <8 x i32>
  %1769 = or <8 x i32> %1768, %46
  %1770 = bitcast <8 x i32> %1769 to <8 x float>
  %1771 = fcmp oeq <8 x float> %1758, %33
  %1772 = select <8 x i1> %1771, <8 x float> %1770, <8 x float> %1767
  br label %1776

1773:                                             ; preds = %1757
  %1774 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1720, <8 x i1> %1216, <8 x float> zeroinitializer)
  %1775 = fadd <8 x float> %1758, %1774
  br label %1776

1776:                                             ; preds = %1759, %1766, %1773, %1757, %1738
  %1777 = phi <8 x float> [ %1772, %1766 ], [ %1765, %1759 ], [ %1739, %1738 ], [ %1758, %1757 ], [ %1775, %1773 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1777, ptr align 1 %1718, <8 x i1> %1216)
  %1778 = add nsw i64 %1288, %701
  %1779 = getelementptr inbounds float, ptr %453, i64 %1778
  %1780 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1779, <8 x i1> %1208, <8 x float> zeroinitializer)
  %1781 = getelementptr inbounds float, ptr %451, i64 %1778
  switch i64 %54, label %854 [
    i64 1, label %1796
    i64 2, label %1789
    i64 3, label %1782
  ]

1782:                                             ; preds = %1776
  %1783 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1780)
  %1784 = bitcast <8 x float> %1780 to <8 x i32>
  %1785 = and <8 x i32> %1784, %45
  %1786 = bitcast <8 x i32> %1785 to <8 x float>
  %1787 = fcmp oeq <8 x float> %1780, %30
  %1788 = select <8 x i1> %1787, <8 x float> %1786, <8 x float> %1783
  br label %1799

1789:                                             ; preds = %1776
  %1790 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1780)
  %1791 = bitcast <8 x float> %1780 to <8 x i32>
  %1792 = or <8 x i32> %1791, %46
  %1793 = bitcast <8 x i32> %1792 to <8 x float>
  %1794 = fcmp oeq <8 x float> %1780, %33
  %1795 = select <8 x i1> %1794, <8 x float> %1793, <8 x float> %1790
  br label %1799

1796:                                             ; preds = %1776
  %1797 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1781, <8 x i1> %1208, <8 x float> zeroinitializer)
  %1798 = fadd <8 x float> %1780, %1797
  br label %1799

1799:                                             ; preds = %1796, %1789, %1782
  %1800 = phi <8 x float> [ %1798, %1796 ], [ %1795, %1789 ], [ %1788, %1782 ]
  switch i64 %80, label %854 [
    i64 1, label %1815
    i64 2, label %1808
    i64 3, label %1801
    i64 0, label %1837
  ]

1801:                                             ; preds = %1799
  %1802 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1800)
  %1803 = bitcast <8 x float> %1800 to <8 x i32>
  %1804 = and <8 x i32> %1803, %45
  %1805 = bitcast <8 x i32> %1804 to <8 x float>
  %1806 = fcmp oeq <8 x float> %1800, %30
  %1807 = select <8 x i1> %1806, <8 x float> %1805, <8 x float> %1802
  br label %1818

1808:                                             ; preds = %1799
  %1809 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1800)
  %1810 = bitcast <8 x float> %1800 to <8 x i32>
  %1811 = or <8 x i32> %1810, %46
  %1812 = bitcast <8 x i32> %1811 to <8 x float>
  %1813 = fcmp oeq <8 x float> %1800, %33
  %1814 = select <8 x i1> %1813, <8 x float> %1812, <8 x float> %1809
  br label %1818

1815:                                             ; preds = %1799
  %1816 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1781, <8 x i1> %1208, <8 x float> zeroinitializer)
  %1817 = fadd <8 x float> %1800, %1816
  br label %1818

1818:                                             ; preds = %1815, %1808, %1801
  %1819 = phi <8 x float> [ %1817, %1815 ], [ %1814, %1808 ], [ %1807, %1801 ]
  switch i64 %82, label %854 [
    i64 1, label %1834
    i64 2, label %1827
    i64 3, label %1820
    i64 0, label %1837
  ]

1820:                                             ; preds = %1818
  %1821 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1819)
  %1822 = bitcast <8 x float> %1819 to <8 x i32>
  %1823 = and <8 x i32> %1822, %45
  %1824 = bitcast <8 x i32> %1823 to <8 x float>
  %1825 = fcmp oeq <8 x float> %1819, %30
  %1826 = select <8 x i1> %1825, <8 x float> %1824, <8 x float> %1821
  br label %1837

1827:                                             ; preds = %1818
  %1828 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1819)
  %1829 = bitcast <8 x float> %1819 to <8 x i32>
  %1830 = or <8 x i32> %1829, %46
  %1831 = bitcast <8 x i32> %1830 to <8 x float>
  %1832 = fcmp oeq <8 x float> %1819, %33
  %1833 = select <8 x i1> %1832, <8 x float> %1831, <8 x float> %1828
  br label %1837

1834:                                             ; preds = %1818
  %1835 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1781, <8 x i1> %1208, <8 x float> zeroinitializer)
  %1836 = fadd <8 x float> %1819, %1835
  br label %1837

1837:                                             ; preds = %1820, %1827, %1834, %1818, %1799
  %1838 = phi <8 x float> [ %1833, %1827 ], [ %1826, %1820 ], [ %1800, %1799 ], [ %1819, %1818 ], [ %1836, %1834 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1838, ptr align 1 %1779, <8 x i1> %1208)
  %1839 = add nsw i64 %1778, 8
  %1840 = getelementptr inbounds float, ptr %453, i64 %1839
  %1841 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1840, <8 x i1> %1216, <8 x float> zeroinitializer)
  %1842 = getelementptr inbounds float, ptr %451, i64 %1839
  switch i64 %54, label %854 [
    i64 1, label %1857
    i64 2, label %1850
    i64 3, label %1843
  ]

1843:                                             ; preds = %1837
  %1844 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1841)
  %1845 = bitcast <8 x float> %1841 to <8 x i32>
  %1846 = and <8 x i32> %1845, %45
  %1847 = bitcast <8 x i32> %1846 to <8 x float>
  %1848 = fcmp oeq <8 x float> %1841, %30
  %1849 = select <8 x i1> %1848, <8 x float> %1847, <8 x float> %1844
  br label %1860

1850:                                             ; preds = %1837
  %1851 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1841)
  %1852 = bitcast <8 x float> %1841 to <8 x i32>
  %1853 = or <8 x i32> %1852, %46
  %1854 = bitcast <8 x i32> %1853 to <8 x float>
  %1855 = fcmp oeq <8 x float> %1841, %33
  %1856 = select <8 x i1> %1855, <8 x float> %1854, <8 x float> %1851
  br label %1860

1857:                                             ; preds = %1837
  %1858 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1842, <8 x i1> %1216, <8 x float> zeroinitializer)
  %1859 = fadd <8 x float> %1841, %1858
  br label %1860

1860:                                             ; preds = %1857, %1850, %1843
  %1861 = phi <8 x float> [ %1859, %1857 ], [ %1856, %1850 ], [ %1849, %1843 ]
  switch i64 %84, label %854 [
    i64 1, label %1876
    i64 2, label %1869
    i64 3, label %1862
    i64 0, label %1898
  ]

1862:                                             ; preds = %1860
  %1863 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1861)
  %1864 = bitcast <8 x float> %1861 to <8 x i32>
  %1865 = and <8 x i32> %1864, %45
  %1866 = bitcast <8 x i32> %1865 to <8 x float>
  %1867 = fcmp oeq <8 x float> %1861, %30
  %1868 = select <8 x i1> %1867, <8 x float> %1866, <8 x float> %1863
  br label %1879

1869:                                             ; preds = %1860
  %1870 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1861)
  %1871 = bitcast <8 x float> %1861 to <8 x i32>
  %1872 = or <8 x i32> %1871, %46
  %1873 = bitcast <8 x i32> %1872 to <8 x float>
  %1874 = fcmp oeq <8 x float> %1861, %33
  %1875 = select <8 x i1> %1874, <8 x float> %1873, <8 x float> %1870
  br label %1879

1876:                                             ; preds = %1860
  %1877 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1842, <8 x i1> %1216, <8 x float> zeroinitializer)
  %1878 = fadd <8 x float> %1861, %1877
  br label %1879

1879:                                             ; preds = %1876, %1869, %1862
  %1880 = phi <8 x float> [ %1878, %1876 ], [ %1875, %1869 ], [ %1868, %1862 ]
  switch i64 %86, label %854 [
    i64 1, label %1895
    i64 2, label %1888
    i64 3, label %1881
    i64 0, label %1898
  ]

1881:                                             ; preds = %1879
  %1882 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1880)
  %1883 = bitcast <8 x float> %1880 to <8 x i32>
  %1884 = and <8 x i32> %1883, %45
  %1885 = bitcast <8 x i32> %1884 to <8 x float>
  %1886 = fcmp oeq <8 x float> %1880, %30
  %1887 = select <8 x i1> %1886, <8 x float> %1885, <8 x float> %1882
  br label %1898

1888:                                             ; preds = %1879
  %1889 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1880)
  %1890 = bitcast <8 x float> %1880 to <8 x i32>
  %1891 = or <8 x i32> %1890, %46
  %1892 = bitcast <8 x i32> %1891 to <8 x float>
  %1893 = fcmp oeq <8 x float> %1880, %33
  %1894 = select <8 x i1> %1893, <8 x float> %1892, <8 x float> %1889
  br label %1898

1895:                                             ; preds = %1879
  %1896 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1842, <8 x i1> %1216, <8 x float> zeroinitializer)
  %1897 = fadd <8 x float> %1880, %1896
  br label %1898

1898:                                             ; preds = %1881, %1888, %1895, %1879, %1860
  %1899 = phi <8 x float> [ %1894, %1888 ], [ %1887, %1881 ], [ %1861, %1860 ], [ %1880, %1879 ], [ %1897, %1895 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1899, ptr align 1 %1840, <8 x i1> %1216)
  %1900 = add nsw i64 %1290, %701
  %1901 = getelementptr inbounds float, ptr %453, i64 %1900
  %1902 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1901, <8 x i1> %1208, <8 x float> zeroinitializer)
  %1903 = getelementptr inbounds float, ptr %451, i64 %1900
  switch i64 %54, label %854 [
    i64 1, label %1918
    i64 2, label %1911
    i64 3, label %1904
  ]

1904:                                             ; preds = %1898
  %1905 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1902)
  %1906 = bitcast <8 x float> %1902 to <8 x i32>
  %1907 = and <8 x i32> %1906, %45
  %1908 = bitcast <8 x i32> %1907 to <8 x float>
  %1909 = fcmp oeq <8 x float> %1902, %30
  %1910 = select <8 x i1> %1909, <8 x float> %1908, <8 x float> %1905
  br label %1921

1911:                                             ; preds = %1898
  %1912 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1902)
  %1913 = bitcast <8 x float> %1902 to <8 x i32>
  %1914 = or <8 x i32> %1913, %46
  %1915 = bitcast <8 x i32> %1914 to <8 x float>
  %1916 = fcmp oeq <8 x float> %1902, %33
  %1917 = select <8 x i1> %1916, <8 x float> %1915, <8 x float> %1912
  br label %1921

1918:                                             ; preds = %1898
  %1919 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1903, <8 x i1> %1208, <8 x float> zeroinitializer)
  %1920 = fadd <8 x float> %1902, %1919
  br label %1921

1921:                                             ; preds = %1918, %1911, %1904
  %1922 = phi <8 x float> [ %1920, %1918 ], [ %1917, %1911 ], [ %1910, %1904 ]
  switch i64 %88, label %854 [
    i64 1, label %1937
    i64 2, label %1930
    i64 3, label %1923
    i64 0, label %1959
  ]

1923:                                             ; preds = %1921
  %1924 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1922)
  %1925 = bitcast <8 x float> %1922 to <8 x i32>
  %1926 = and <8 x i32> %1925, %45
  %1927 = bitcast <8 x i32> %1926 to <8 x float>
  %1928 = fcmp oeq <8 x float> %1922, %30
  %1929 = select <8 x i1> %1928, <8 x float> %1927, <8 x float> %1924
  br label %1940

1930:                                             ; preds = %1921
  %1931 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1922)
  %1932 = bitcast <8 x float> %1922 to <8 x i32>
  %1933 = or <8 x i32> %1932, %46
  %1934 = bitcast <8 x i32> %1933 to <8 x float>
  %1935 = fcmp oeq <8 x float> %1922, %33
  %1936 = select <8 x i1> %1935, <8 x float> %1934, <8 x float> %1931
  br label %1940

1937:                                             ; preds = %1921
  %1938 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1903, <8 x i1> %1208, <8 x float> zeroinitializer)
  %1939 = fadd <8 x float> %1922, %1938
  br label %1940

1940:                                             ; preds = %1937, %1930, %1923
  %1941 = phi <8 x float> [ %1939, %1937 ], [ %1936, %1930 ], [ %1929, %1923 ]
  switch i64 %90, label %854 [
    i64 1, label %1956
    i64 2, label %1949
    i64 3, label %1942
    i64 0, label %1959
  ]

1942:                                             ; preds = %1940
  %1943 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1941)
  %1944 = bitcast <8 x float> %1941 to <8 x i32>
  %1945 = and <8 x i32> %1944, %45
  %1946 = bitcast <8 x i32> %1945 to <8 x float>
  %1947 = fcmp oeq <8 x float> %1941, %30
  %1948 = select <8 x i1> %1947, <8 x float> %1946, <8 x float> %1943
  br label %1959

1949:                                             ; preds = %1940
  %1950 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1941)
  %1951 = bitcast <8 x float> %1941 to <8 x i32>
  %1952 = or <8 x i32> %1951, %46
  %1953 = bitcast <8 x i32> %1952 to <8 x float>
  %1954 = fcmp oeq <8 x float> %1941, %33
  %1955 = select <8 x i1> %1954, <8 x float> %1953, <8 x float> %1950
  br label %1959

1956:                                             ; preds = %1940
  %1957 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1903, <8 x i1> %1208, <8 x float> zeroinitializer)
  %1958 = fadd <8 x float> %1941, %1957
  br label %1959

1959:                                             ; preds = %1942, %1949, %1956, %1940, %1921
  %1960 = phi <8 x float> [ %1955, %1949 ], [ %1948, %1942 ], [ %1922, %1921 ], [ %1941, %1940 ], [ %1958, %1956 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1960, ptr align 1 %1901, <8 x i1> %1208)
  %1961 = add nsw i64 %1900, 8
  %1962 = getelementptr inbounds float, ptr %453, i64 %1961
  %1963 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1962, <8 x i1> %1216, <8 x float> zeroinitializer)
  %1964 = getelementptr inbounds float, ptr %451, i64 %1961
  switch i64 %54, label %854 [
    i64 1, label %1979
    i64 2, label %1972
    i64 3, label %1965
  ]

1965:                                             ; preds = %1959
  %1966 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1963)
  %1967 = bitcast <8 x float> %1963 to <8 x i32>
  %1968 = and <8 x i32> %1967, %45
  %1969 = bitcast <8 x i32> %1968 to <8 x float>
  %1970 = fcmp oeq <8 x float> %1963, %30
  %1971 = select <8 x i1> %1970, <8 x float> %1969, <8 x float> %1966
  br label %1982

1972:                                             ; preds = %1959
  %1973 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1963)
  %1974 = bitcast <8 x float> %1963 to <8 x i32>
  %1975 = or <8 x i32> %1974, %46
  %1976 = bitcast <8 x i32> %1975 to <8 x float>
  %1977 = fcmp oeq <8 x float> %1963, %33
  %1978 = select <8 x i1> %1977, <8 x float> %1976, <8 x float> %1973
  br label %1982

1979:                                             ; preds = %1959
  %1980 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1964, <8 x i1> %1216, <8 x float> zeroinitializer)
  %1981 = fadd <8 x float> %1963, %1980
  br label %1982

1982:                                             ; preds = %1979, %1972, %1965
  %1983 = phi <8 x float> [ %1981, %1979 ], [ %1978, %1972 ], [ %1971, %1965 ]
  switch i64 %92, label %854 [
    i64 1, label %1998
    i64 2, label %1991
    i64 3, label %1984
    i64 0, label %2020
  ]

1984:                                             ; preds = %1982
  %1985 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1983)
  %1986 = bitcast <8 x float> %1983 to <8 x i32>
  %1987 = and <8 x i32> %1986, %45
  %1988 = bitcast <8 x i32> %1987 to <8 x float>
  %1989 = fcmp oeq <8 x float> %1983, %30
  %1990 = select <8 x i1> %1989, <8 x float> %1988, <8 x float> %1985
  br label %2001

1991:                                             ; preds = %1982
  %1992 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1983)
  %1993 = bitcast <8 x float> %1983 to <8 x i32>
  %1994 = or <8 x i32> %1993, %46
  %1995 = bitcast <8 x i32> %1994 to <8 x float>
  %1996 = fcmp oeq <8 x float> %1983, %33
  %1997 = select <8 x i1> %1996, <8 x float> %1995, <8 x float> %1992
  br label %2001

1998:                                             ; preds = %1982
  %1999 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1964, <8 x i1> %1216, <8 x float> zeroinitializer)
  %2000 = fadd <8 x float> %1983, %1999
  br label %2001

2001:                                             ; preds = %1998, %1991, %1984
  %2002 = phi <8 x float> [ %2000, %1998 ], [ %1997, %1991 ], [ %1990, %1984 ]
  switch i64 %94, label %854 [
    i64 1, label %2017
    i64 2, label %2010
    i64 3, label %2003
    i64 0, label %2020
  ]

2003:                                             ; preds = %2001
  %2004 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2002)
  %2005 = bitcast <8 x float> %2002 to <8 x i32>
  %2006 = and <8 x i32> %2005, %45
  %2007 = bitcast <8 x i32> %2006 to <8 x float>
  %2008 = fcmp oeq <8 x float> %2002, %30
  %2009 = select <8 x i1> %2008, <8 x float> %2007, <8 x float> %2004
  br label %2020

2010:                                             ; preds = %2001
  %2011 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2002)
  %2012 = bitcast <8 x float> %2002 to <8 x i32>
  %2013 = or <8 x i32> %2012, %46
  %2014 = bitcast <8 x i32> %2013 to <8 x float>
  %2015 = fcmp oeq <8 x float> %2002, %33
  %2016 = select <8 x i1> %2015, <8 x float> %2014, <8 x float> %2011
  br label %2020

2017:                                             ; preds = %2001
  %2018 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1964, <8 x i1> %1216, <8 x float> zeroinitializer)
  %2019 = fadd <8 x float> %2002, %2018
  br label %2020

2020:                                             ; preds = %2003, %2010, %2017, %2001, %1982
  %2021 = phi <8 x float> [ %2016, %2010 ], [ %2009, %2003 ], [ %1983, %1982 ], [ %2002, %2001 ], [ %2019, %2017 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2021, ptr align 1 %1962, <8 x i1> %1216)
  %2022 = add nsw i64 %1292, %701
  %2023 = getelementptr inbounds float, ptr %453, i64 %2022
  %2024 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2023, <8 x i1> %1208, <8 x float> zeroinitializer)
  %2025 = getelementptr inbounds float, ptr %451, i64 %2022
  switch i64 %54, label %854 [
    i64 1, label %2040
    i64 2, label %2033
    i64 3, label %2026
  ]

2026:                                             ; preds = %2020
  %2027 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2024)
  %2028 = bitcast <8 x float> %2024 to <8 x i32>
  %2029 = and <8 x i32> %2028, %45
  %2030 = bitcast <8 x i32> %2029 to <8 x float>
  %2031 = fcmp oeq <8 x float> %2024, %30
  %2032 = select <8 x i1> %2031, <8 x float> %2030, <8 x float> %2027
  br label %2043

2033:                                             ; preds = %2020
  %2034 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2024)
  %2035 = bitcast <8 x float> %2024 to <8 x i32>
  %2036 = or <8 x i32> %2035, %46
  %2037 = bitcast <8 x i32> %2036 to <8 x float>
  %2038 = fcmp oeq <8 x float> %2024, %33
  %2039 = select <8 x i1> %2038, <8 x float> %2037, <8 x float> %2034
  br label %2043

2040:                                             ; preds = %2020
  %2041 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2025, <8 x i1> %1208, <8 x float> zeroinitializer)
  %2042 = fadd <8 x float> %2024, %2041
  br label %2043

2043:                                             ; preds = %2040, %2033, %2026
  %2044 = phi <8 x float> [ %2042, %2040 ], [ %2039, %2033 ], [ %2032, %2026 ]
  switch i64 %96, label %854 [
    i64 1, label %2059
    i64 2, label %2052
    i64 3, label %2045
    i64 0, label %2081
  ]

2045:                                             ; preds = %2043
  %2046 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2044)
  %2047 = bitcast <8 x float> %2044 to <8 x i32>
  %2048 = and <8 x i32> %2047, %45
  %2049 = bitcast <8 x i32> %2048 to <8 x float>
  %2050 = fcmp oeq <8 x float> %2044, %30
  %2051 = select <8 x i1> %2050, <8 x float> %2049, <8 x float> %2046
  br label %2062

2052:                                             ; preds = %2043
  %2053 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2044)
  %2054 = bitcast <8 x float> %2044 to <8 x i32>
  %2055 = or <8 x i32> %2054, %46
  %2056 = bitcast <8 x i32> %2055 to <8 x float>
  %2057 = fcmp oeq <8 x float> %2044, %33
  %2058 = select <8 x i1> %2057, <8 x float> %2056, <8 x float> %2053
  br label %2062

2059:                                             ; preds = %2043
  %2060 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2025, <8 x i1> %1208, <8 x float> zeroinitializer)
  %2061 = fadd <8 x float> %2044, %2060
  br label %2062

2062:                                             ; preds = %2059, %2052, %2045
  %2063 = phi <8 x float> [ %2061, %2059 ], [ %2058, %2052 ], [ %2051, %2045 ]
  switch i64 %98, label %854 [
    i64 1, label %2078
    i64 2, label %2071
    i64 3, label %2064
    i64 0, label %2081
  ]

2064:                                             ; preds = %2062
  %2065 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2063)
  %2066 = bitcast <8 x float> %2063 to <8 x i32>
  %2067 = and <8 x i32> %2066, %45
  %2068 = bitcast <8 x i32> %2067 to <8 x float>
  %2069 = fcmp oeq <8 x float> %2063, %30
  %2070 = select <8 x i1> %2069, <8 x float> %2068, <8 x float> %2065
  br label %2081

2071:                                             ; preds = %2062
  %2072 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2063)
  %2073 = bitcast <8 x float> %2063 to <8 x i32>
  %2074 = or <8 x i32> %2073, %46
  %2075 = bitcast <8 x i32> %2074 to <8 x float>
  %2076 = fcmp oeq <8 x float> %2063, %33
  %2077 = select <8 x i1> %2076, <8 x float> %2075, <8 x float> %2072
  br label %2081

2078:                                             ; preds = %2062
  %2079 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2025, <8 x i1> %1208, <8 x float> zeroinitializer)
  %2080 = fadd <8 x float> %2063, %2079
  br label %2081

2081:                                             ; preds = %2064, %2071, %2078, %2062, %2043
  %2082 = phi <8 x float> [ %2077, %2071 ], [ %2070, %2064 ], [ %2044, %2043 ], [ %2063, %2062 ], [ %2080, %2078 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2082, ptr align 1 %2023, <8 x i1> %1208)
  %2083 = add nsw i64 %2022, 8
  %2084 = getelementptr inbounds float, ptr %453, i64 %2083
  %2085 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2084, <8 x i1> %1216, <8 x float> zeroinitializer)
  %2086 = getelementptr inbounds float, ptr %451, i64 %2083
  switch i64 %54, label %854 [
    i64 1, label %2101
    i64 2, label %2094
    i64 3, label %2087
  ]

2087:                                             ; preds = %2081
  %2088 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2085)
  %2089 = bitcast <8 x float> %2085 to <8 x i32>
  %2090 = and <8 x i32> %2089, %45
  %2091 = bitcast <8 x i32> %2090 to <8 x float>
  %2092 = fcmp oeq <8 x float> %2085, %30
  %2093 = select <8 x i1> %2092, <8 x float> %2091, <8 x float> %2088
  br label %2104

2094:                                             ; preds = %2081
  %2095 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2085)
  %2096 = bitcast <8 x float> %2085 to <8 x i32>
  %2097 = or <8 x i32> %2096, %46
  %2098 = bitcast <8 x i32> %2097 to <8 x float>
  %2099 = fcmp oeq <8 x float> %2085, %33
  %2100 = select <8 x i1> %2099, <8 x float> %2098, <8 x float> %2095
  br label %2104

2101:                                             ; preds = %2081
  %2102 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2086, <8 x i1> %1216, <8 x float> zeroinitializer)
  %2103 = fadd <8 x float> %2085, %2102
  br label %2104

2104:                                             ; preds = %2101, %2094, %2087
  %2105 = phi <8 x float> [ %2103, %2101 ], [ %2100, %2094 ], [ %2093, %2087 ]
  switch i64 %100, label %854 [
    i64 1, label %2120
    i64 2, label %2113
    i64 3, label %2106
    i64 0, label %2142
  ]

2106:                                             ; preds = %2104
  %2107 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2105)
  %2108 = bitcast <8 x float> %2105 to <8 x i32>
  %2109 = and <8 x i32> %2108, %45
  %2110 = bitcast <8 x i32> %2109 to <8 x float>
  %2111 = fcmp oeq <8 x float> %2105, %30
  %2112 = select <8 x i1> %2111, <8 x float> %2110, <8 x float> %2107
  br label %2123

2113:                                             ; preds = %2104
  %2114 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2105)
  %2115 = bitcast <8 x float> %2105 to <8 x i32>
  %2116 = or <8 x i32> %2115, %46
  %2117 = bitcast <8 x i32> %2116 to <8 x float>
  %2118 = fcmp oeq <8 x float> %2105, %33
  %2119 = select <8 x i1> %2118, <8 x float> %2117, <8 x float> %2114
  br label %2123

2120:                                             ; preds = %2104
  %2121 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2086, <8 x i1> %1216, <8 x float> zeroinitializer)
  %2122 = fadd <8 x float> %2105, %2121
  br label %2123

2123:                                             ; preds = %2120, %2113, %2106
  %2124 = phi <8 x float> [ %2122, %2120 ], [ %2119, %2113 ], [ %2112, %2106 ]
  switch i64 %102, label %854 [
    i64 1, label %2139
    i64 2, label %2132
    i64 3, label %2125
    i64 0, label %2142
  ]

2125:                                             ; preds = %2123
  %2126 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2124)
  %2127 = bitcast <8 x float> %2124 to <8 x i32>
  %2128 = and <8 x i32> %2127, %45
  %2129 = bitcast <8 x i32> %2128 to <8 x float>
  %2130 = fcmp oeq <8 x float> %2124, %30
  %2131 = select <8 x i1> %2130, <8 x float> %2129, <8 x float> %2126
  br label %2142

2132:                                             ; preds = %2123
  %2133 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2124)
  %2134 = bitcast <8 x float> %2124 to <8 x i32>
  %2135 = or <8 x i32> %2134, %46
  %2136 = bitcast <8 x i32> %2135 to <8 x float>
  %2137 = fcmp oeq <8 x float> %2124, %33
  %2138 = select <8 x i1> %2137, <8 x float> %2136, <8 x float> %2133
  br label %2142

2139:                                             ; preds = %2123
  %2140 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2086, <8 x i1> %1216, <8 x float> zeroinitializer)
  %2141 = fadd <8 x float> %2124, %2140
  br label %2142

2142:                                             ; preds = %2125, %2132, %2139, %1382, %2123, %2104
  %2143 = phi ptr [ %1414, %1382 ], [ %2084, %2125 ], [ %2084, %2104 ], [ %2084, %2123 ], [ %2084, %2139 ], [ %2084, %2132 ]
  %2144 = phi <8 x float> [ %1415, %1382 ], [ %2131, %2125 ], [ %2105, %2104 ], [ %2124, %2123 ], [ %2141, %2139 ], [ %2138, %2132 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2144, ptr align 1 %2143, <8 x i1> %1216)
  br label %7410

2145:                                             ; preds = %709, %699
  %2146 = add nsw i32 %708, %468
  switch i32 %2146, label %7410 [
    i32 9, label %2147
    i32 10, label %2267
    i32 17, label %2479
    i32 18, label %2691
    i32 25, label %3026
    i32 26, label %3326
    i32 33, label %3813
    i32 34, label %4144
    i32 41, label %4783
    i32 42, label %5191
    i32 49, label %5982
    i32 50, label %6467
  ]

2147:                                             ; preds = %2145
  %2148 = sub i64 %7, %701
  %2149 = icmp sgt i64 %2148, 7
  %2150 = trunc i64 %2148 to i32
  %2151 = select i1 %2149, i32 8, i32 %2150
  %2152 = insertelement <8 x i32> poison, i32 %2151, i64 0
  %2153 = shufflevector <8 x i32> %2152, <8 x i32> poison, <8 x i32> zeroinitializer
  %2154 = icmp sgt <8 x i32> %2153, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %42, label %2159, label %2155

2155:                                             ; preds = %2147
  %2156 = load float, ptr %465, align 1
  %2157 = insertelement <8 x float> poison, float %2156, i64 0
  %2158 = shufflevector <8 x float> %2157, <8 x float> poison, <8 x i32> zeroinitializer
  br label %2162

2159:                                             ; preds = %2147
  %2160 = getelementptr float, ptr %470, i64 %701
  %2161 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2160, <8 x i1> %2154, <8 x float> zeroinitializer)
  br label %2162

2162:                                             ; preds = %2159, %2155
  %2163 = phi <8 x float> [ %2161, %2159 ], [ %2158, %2155 ]
  %2164 = getelementptr inbounds float, ptr %446, i64 %701
  br i1 %43, label %2165, label %2178

2165:                                             ; preds = %2162
  br i1 %433, label %2167, label %2181

2166:                                             ; preds = %2181
  br i1 %435, label %2178, label %2167

2167:                                             ; preds = %2166, %2165
  %2168 = phi <8 x float> [ %2163, %2165 ], [ %2201, %2166 ]
  %2169 = phi i64 [ 0, %2165 ], [ %2202, %2166 ]
  tail call void @llvm.assume(i1 %436)
  %2170 = mul nsw i64 %2169, %7
  %2171 = getelementptr inbounds float, ptr %2164, i64 %2170
  %2172 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2171, <8 x i1> %2154, <8 x float> zeroinitializer)
  %2173 = getelementptr float, ptr %467, i64 %2169
  %2174 = load float, ptr %2173, align 1
  %2175 = insertelement <8 x float> poison, float %2174, i64 0
  %2176 = shufflevector <8 x float> %2175, <8 x float> poison, <8 x i32> zeroinitializer
  %2177 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2172, <8 x float> %2176, <8 x float> %2168)
  br label %2178

2178:                                             ; preds = %2167, %2166, %2162
  %2179 = phi <8 x float> [ %2163, %2162 ], [ %2201, %2166 ], [ %2177, %2167 ]
  %2180 = getelementptr float, ptr %471, i64 %701
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2179, ptr align 1 %2180, <8 x i1> %2154)
  br i1 %44, label %7410, label %2205

2181:                                             ; preds = %2165, %2181
  %2182 = phi <8 x float> [ %2201, %2181 ], [ %2163, %2165 ]
  %2183 = phi i64 [ %2202, %2181 ], [ 0, %2165 ]
  %2184 = phi i64 [ %2203, %2181 ], [ 0, %2165 ]
  %2185 = mul nsw i64 %2183, %7
  %2186 = getelementptr inbounds float, ptr %2164, i64 %2185
  %2187 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2186, <8 x i1> %2154, <8 x float> zeroinitializer)
  %2188 = getelementptr float, ptr %467, i64 %2183
  %2189 = load float, ptr %2188, align 1
  %2190 = insertelement <8 x float> poison, float %2189, i64 0
  %2191 = shufflevector <8 x float> %2190, <8 x float> poison, <8 x i32> zeroinitializer
  %2192 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2187, <8 x float> %2191, <8 x float> %2182)
  %2193 = or disjoint i64 %2183, 1
  %2194 = mul nsw i64 %2193, %7
  %2195 = getelementptr inbounds float, ptr %2164, i64 %2194
  %2196 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2195, <8 x i1> %2154, <8 x float> zeroinitializer)
  %2197 = getelementptr float, ptr %467, i64 %2193
  %2198 = load float, ptr %2197, align 1
  %2199 = insertelement <8 x float> poison, float %2198, i64 0
  %2200 = shufflevector <8 x float> %2199, <8 x float> poison, <8 x i32> zeroinitializer
  %2201 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2196, <8 x float> %2200, <8 x float> %2192)
  %2202 = add nuw nsw i64 %2183, 2
  %2203 = add i64 %2184, 2
  %2204 = icmp eq i64 %2203, %434
  br i1 %2204, label %2166, label %2181

2205:                                             ; preds = %2178
  %2206 = add nsw i64 %701, %469
  %2207 = getelementptr inbounds float, ptr %453, i64 %2206
  %2208 = getelementptr inbounds float, ptr %451, i64 %2206
  %2209 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2207, <8 x i1> %2154, <8 x float> zeroinitializer)
  switch i64 %411, label %854 [
    i64 1, label %2210
    i64 2, label %2213
    i64 3, label %2220
    i64 0, label %2265
  ]

2210:                                             ; preds = %2205
  %2211 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2208, <8 x i1> %2154, <8 x float> zeroinitializer)
  %2212 = fadd <8 x float> %2209, %2211
  br label %2227

2213:                                             ; preds = %2205
  %2214 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2209)
  %2215 = bitcast <8 x float> %2209 to <8 x i32>
  %2216 = or <8 x i32> %2215, %46
  %2217 = bitcast <8 x i32> %2216 to <8 x float>
  %2218 = fcmp oeq <8 x float> %2209, %33
  %2219 = select <8 x i1> %2218, <8 x float> %2217, <8 x float> %2214
  br label %2227

2220:                                             ; preds = %2205
  %2221 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2209)
  %2222 = bitcast <8 x float> %2209 to <8 x i32>
  %2223 = and <8 x i32> %2222, %45
  %2224 = bitcast <8 x i32> %2223 to <8 x float>
  %2225 = fcmp oeq <8 x float> %2209, %30
  %2226 = select <8 x i1> %2225, <8 x float> %2224, <8 x float> %2221
  br label %2227

2227:                                             ; preds = %2220, %2213, %2210
  %2228 = phi <8 x float> [ %2212, %2210 ], [ %2219, %2213 ], [ %2226, %2220 ]
  switch i64 %413, label %854 [
    i64 1, label %2243
    i64 2, label %2236
    i64 3, label %2229
    i64 0, label %2265
  ]

2229:                                             ; preds = %2227
  %2230 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2228)
  %2231 = bitcast <8 x float> %2228 to <8 x i32>
  %2232 = and <8 x i32> %2231, %45
  %2233 = bitcast <8 x i32> %2232 to <8 x float>
  %2234 = fcmp oeq <8 x float> %2228, %30
  %2235 = select <8 x i1> %2234, <8 x float> %2233, <8 x float> %2230
  br label %2246

2236:                                             ; preds = %2227
  %2237 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2228)
  %2238 = bitcast <8 x float> %2228 to <8 x i32>
  %2239 = or <8 x i32> %2238, %46
  %2240 = bitcast <8 x i32> %2239 to <8 x float>
  %2241 = fcmp oeq <8 x float> %2228, %33
  %2242 = select <8 x i1> %2241, <8 x float> %2240, <8 x float> %2237
  br label %2246

2243:                                             ; preds = %2227
  %2244 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2208, <8 x i1> %2154, <8 x float> zeroinitializer)
  %2245 = fadd <8 x float> %2228, %2244
  br label %2246

2246:                                             ; preds = %2243, %2236, %2229
  %2247 = phi <8 x float> [ %2245, %2243 ], [ %2242, %2236 ], [ %2235, %2229 ]
  switch i64 %415, label %854 [
    i64 1, label %2262
    i64 2, label %2255
    i64 3, label %2248
    i64 0, label %2265
  ]

2248:                                             ; preds = %2246
  %2249 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2247)
  %2250 = bitcast <8 x float> %2247 to <8 x i32>
  %2251 = and <8 x i32> %2250, %45
  %2252 = bitcast <8 x i32> %2251 to <8 x float>
  %2253 = fcmp oeq <8 x float> %2247, %30
  %2254 = select <8 x i1> %2253, <8 x float> %2252, <8 x float> %2249
  br label %2265

2255:                                             ; preds = %2246
  %2256 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2247)
  %2257 = bitcast <8 x float> %2247 to <8 x i32>
  %2258 = or <8 x i32> %2257, %46
  %2259 = bitcast <8 x i32> %2258 to <8 x float>
  %2260 = fcmp oeq <8 x float> %2247, %33
  %2261 = select <8 x i1> %2260, <8 x float> %2259, <8 x float> %2256
  br label %2265

2262:                                             ; preds = %2246
  %2263 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2208, <8 x i1> %2154, <8 x float> zeroinitializer)
  %2264 = fadd <8 x float> %2247, %2263
  br label %2265

2265:                                             ; preds = %2248, %2255, %2262, %2246, %2227, %2205
  %2266 = phi <8 x float> [ %2247, %2246 ], [ %2209, %2205 ], [ %2228, %2227 ], [ %2264, %2262 ], [ %2261, %2255 ], [ %2254, %2248 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2266, ptr align 1 %2207, <8 x i1> %2154)
  br label %7410

2267:                                             ; preds = %2145
  %2268 = sub i64 %7, %701
  %2269 = icmp sgt i64 %2268, 7
  %2270 = trunc i64 %2268 to i32
  %2271 = select i1 %2269, i32 8, i32 %2270
  %2272 = insertelement <8 x i32> poison, i32 %2271, i64 0
  %2273 = shufflevector <8 x i32> %2272, <8 x i32> poison, <8 x i32> zeroinitializer
  %2274 = icmp sgt <8 x i32> %2273, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2275 = add i64 %701, 8
  %2276 = sub i64 %7, %2275
  %2277 = icmp sgt i64 %2276, 7
  %2278 = trunc i64 %2276 to i32
  %2279 = select i1 %2277, i32 8, i32 %2278
  %2280 = insertelement <8 x i32> poison, i32 %2279, i64 0
  %2281 = shufflevector <8 x i32> %2280, <8 x i32> poison, <8 x i32> zeroinitializer
  %2282 = icmp sgt <8 x i32> %2281, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %42, label %2289, label %2283

2283:                                             ; preds = %2267
  %2284 = load float, ptr %465, align 1
  %2285 = insertelement <8 x float> poison, float %2284, i64 0
  %2286 = shufflevector <8 x float> %2285, <8 x float> poison, <8 x i32> zeroinitializer
  %2287 = insertelement <8 x float> poison, float %2284, i64 0
  %2288 = shufflevector <8 x float> %2287, <8 x float> poison, <8 x i32> zeroinitializer
  br label %2294

2289:                                             ; preds = %2267
  %2290 = getelementptr float, ptr %470, i64 %701
  %2291 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2290, <8 x i1> %2274, <8 x float> zeroinitializer)
  %2292 = getelementptr inbounds nuw i8, ptr %2290, i64 32
  %2293 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %2292, <8 x i1> %2282, <8 x float> zeroinitializer)
  br label %2294

2294:                                             ; preds = %2289, %2283
  %2295 = phi <8 x float> [ %2291, %2289 ], [ %2286, %2283 ]
  %2296 = phi <8 x float> [ %2293, %2289 ], [ %2288, %2283 ]
  %2297 = getelementptr inbounds float, ptr %446, i64 %701
  br i1 %43, label %2298, label %2315

2298:                                             ; preds = %2294
  br i1 %428, label %2300, label %2320

2299:                                             ; preds = %2320
  br i1 %430, label %2315, label %2300

2300:                                             ; preds = %2299, %2298
  %2301 = phi <8 x float> [ %2295, %2298 ], [ %2346, %2299 ]
  %2302 = phi <8 x float> [ %2296, %2298 ], [ %2347, %2299 ]
  %2303 = phi i64 [ 0, %2298 ], [ %2348, %2299 ]
  tail call void @llvm.assume(i1 %431)
  %2304 = mul nsw i64 %2303, %7
  %2305 = getelementptr inbounds float, ptr %2297, i64 %2304
  %2306 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2305, <8 x i1> %2274, <8 x float> zeroinitializer)
  %2307 = getelementptr inbounds nuw i8, ptr %2305, i64 32
  %2308 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %2307, <8 x i1> %2282, <8 x float> zeroinitializer)
  %2309 = getelementptr float, ptr %467, i64 %2303
  %2310 = load float, ptr %2309, align 1
  %2311 = insertelement <8 x float> poison, float %2310, i64 0
  %2312 = shufflevector <8 x float> %2311, <8 x float> poison, <8 x i32> zeroinitializer
  %2313 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2306, <8 x float> %2312, <8 x float> %2301)
  %2314 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2308, <8 x float> %2312, <8 x float> %2302)
  br label %2315

2315:                                             ; preds = %2300, %2299, %2294
  %2316 = phi <8 x float> [ %2295, %2294 ], [ %2346, %2299 ], [ %2313, %2300 ]
  %2317 = phi <8 x float> [ %2296, %2294 ], [ %2347, %2299 ], [ %2314, %2300 ]
  %2318 = getelementptr inbounds float, ptr %471, i64 %701
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2316, ptr align 1 %2318, <8 x i1> %2274)
  %2319 = getelementptr inbounds nuw i8, ptr %2318, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2317, ptr nonnull align 1 %2319, <8 x i1> %2282)
  br i1 %44, label %7410, label %2351

2320:                                             ; preds = %2298, %2320
  %2321 = phi <8 x float> [ %2346, %2320 ], [ %2295, %2298 ]
  %2322 = phi <8 x float> [ %2347, %2320 ], [ %2296, %2298 ]
  %2323 = phi i64 [ %2348, %2320 ], [ 0, %2298 ]
  %2324 = phi i64 [ %2349, %2320 ], [ 0, %2298 ]
  %2325 = mul nsw i64 %2323, %7
  %2326 = getelementptr inbounds float, ptr %2297, i64 %2325
  %2327 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2326, <8 x i1> %2274, <8 x float> zeroinitializer)
  %2328 = getelementptr inbounds nuw i8, ptr %2326, i64 32
  %2329 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %2328, <8 x i1> %2282, <8 x float> zeroinitializer)
  %2330 = getelementptr float, ptr %467, i64 %2323
  %2331 = load float, ptr %2330, align 1
  %2332 = insertelement <8 x float> poison, float %2331, i64 0
  %2333 = shufflevector <8 x float> %2332, <8 x float> poison, <8 x i32> zeroinitializer
  %2334 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2327, <8 x float> %2333, <8 x float> %2321)
  %2335 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2329, <8 x float> %2333, <8 x float> %2322)
  %2336 = or disjoint i64 %2323, 1
  %2337 = mul nsw i64 %2336, %7
  %2338 = getelementptr inbounds float, ptr %2297, i64 %2337
  %2339 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2338, <8 x i1> %2274, <8 x float> zeroinitializer)
  %2340 = getelementptr inbounds nuw i8, ptr %2338, i64 32
  %2341 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %2340, <8 x i1> %2282, <8 x float> zeroinitializer)
  %2342 = getelementptr float, ptr %467, i64 %2336
  %2343 = load float, ptr %2342, align 1
  %2344 = insertelement <8 x float> poison, float %2343, i64 0
  %2345 = shufflevector <8 x float> %2344, <8 x float> poison, <8 x i32> zeroinitializer
  %2346 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2339, <8 x float> %2345, <8 x float> %2334)
  %2347 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2341, <8 x float> %2345, <8 x float> %2335)
  %2348 = add nuw nsw i64 %2323, 2
  %2349 = add i64 %2324, 2
  %2350 = icmp eq i64 %2349, %429
  br i1 %2350, label %2299, label %2320

2351:                                             ; preds = %2315
  %2352 = add nsw i64 %701, %469
  %2353 = getelementptr inbounds float, ptr %453, i64 %2352
  %2354 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2353, <8 x i1> %2274, <8 x float> zeroinitializer)
  %2355 = getelementptr inbounds float, ptr %451, i64 %2352
  switch i64 %402, label %854 [
    i64 1, label %2360
    i64 2, label %2363
    i64 3, label %2370
    i64 0, label %2356
  ]

2356:                                             ; preds = %2351
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2354, ptr align 1 %2353, <8 x i1> %2274)
  %2357 = getelementptr float, ptr %453, i64 %2352
  %2358 = getelementptr i8, ptr %2357, i64 32
  %2359 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2358, <8 x i1> %2282, <8 x float> zeroinitializer)
  br label %2476

2360:                                             ; preds = %2351
  %2361 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2355, <8 x i1> %2274, <8 x float> zeroinitializer)
  %2362 = fadd <8 x float> %2354, %2361
  br label %2377

2363:                                             ; preds = %2351
  %2364 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2354)
  %2365 = bitcast <8 x float> %2354 to <8 x i32>
  %2366 = or <8 x i32> %2365, %46
  %2367 = bitcast <8 x i32> %2366 to <8 x float>
  %2368 = fcmp oeq <8 x float> %2354, %33
  %2369 = select <8 x i1> %2368, <8 x float> %2367, <8 x float> %2364
  br label %2377

2370:                                             ; preds = %2351
  %2371 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2354)
  %2372 = bitcast <8 x float> %2354 to <8 x i32>
  %2373 = and <8 x i32> %2372, %45
  %2374 = bitcast <8 x i32> %2373 to <8 x float>
  %2375 = fcmp oeq <8 x float> %2354, %30
  %2376 = select <8 x i1> %2375, <8 x float> %2374, <8 x float> %2371
  br label %2377

2377:                                             ; preds = %2370, %2363, %2360
  %2378 = phi <8 x float> [ %2362, %2360 ], [ %2369, %2363 ], [ %2376, %2370 ]
  switch i64 %404, label %854 [
    i64 1, label %2393
    i64 2, label %2386
    i64 3, label %2379
    i64 0, label %2415
  ]

2379:                                             ; preds = %2377
  %2380 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2378)
  %2381 = bitcast <8 x float> %2378 to <8 x i32>
  %2382 = and <8 x i32> %2381, %45
  %2383 = bitcast <8 x i32> %2382 to <8 x float>
  %2384 = fcmp oeq <8 x float> %2378, %30
  %2385 = select <8 x i1> %2384, <8 x float> %2383, <8 x float> %2380
  br label %2396

2386:                                             ; preds = %2377
  %2387 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2378)
  %2388 = bitcast <8 x float> %2378 to <8 x i32>
  %2389 = or <8 x i32> %2388, %46
  %2390 = bitcast <8 x i32> %2389 to <8 x float>
  %2391 = fcmp oeq <8 x float> %2378, %33
  %2392 = select <8 x i1> %2391, <8 x float> %2390, <8 x float> %2387
  br label %2396

2393:                                             ; preds = %2377
  %2394 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2355, <8 x i1> %2274, <8 x float> zeroinitializer)
  %2395 = fadd <8 x float> %2378, %2394
  br label %2396

2396:                                             ; preds = %2393, %2386, %2379
  %2397 = phi <8 x float> [ %2395, %2393 ], [ %2392, %2386 ], [ %2385, %2379 ]
  switch i64 %406, label %854 [
    i64 1, label %2412
    i64 2, label %2405
    i64 3, label %2398
    i64 0, label %2415
  ]

2398:                                             ; preds = %2396
  %2399 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2397)
  %2400 = bitcast <8 x float> %2397 to <8 x i32>
  %2401 = and <8 x i32> %2400, %45
  %2402 = bitcast <8 x i32> %2401 to <8 x float>
  %2403 = fcmp oeq <8 x float> %2397, %30
  %2404 = select <8 x i1> %2403, <8 x float> %2402, <8 x float> %2399
  br label %2415

2405:                                             ; preds = %2396
  %2406 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2397)
  %2407 = bitcast <8 x float> %2397 to <8 x i32>
  %2408 = or <8 x i32> %2407, %46
  %2409 = bitcast <8 x i32> %2408 to <8 x float>
  %2410 = fcmp oeq <8 x float> %2397, %33
  %2411 = select <8 x i1> %2410, <8 x float> %2409, <8 x float> %2406
  br label %2415

2412:                                             ; preds = %2396
  %2413 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2355, <8 x i1> %2274, <8 x float> zeroinitializer)
  %2414 = fadd <8 x float> %2397, %2413
  br label %2415

2415:                                             ; preds = %2398, %2405, %2412, %2396, %2377
  %2416 = phi <8 x float> [ %2397, %2396 ], [ %2404, %2398 ], [ %2378, %2377 ], [ %2414, %2412 ], [ %2411, %2405 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2416, ptr align 1 %2353, <8 x i1> %2274)
  %2417 = add nsw i64 %2352, 8
  %2418 = getelementptr inbounds float, ptr %453, i64 %2417
  %2419 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2418, <8 x i1> %2282, <8 x float> zeroinitializer)
  %2420 = getelementptr inbounds float, ptr %451, i64 %2417
  switch i64 %402, label %854 [
    i64 1, label %2435
    i64 2, label %2428
    i64 3, label %2421
  ]

2421:                                             ; preds = %2415
  %2422 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2419)
  %2423 = bitcast <8 x float> %2419 to <8 x i32>
  %2424 = and <8 x i32> %2423, %45
  %2425 = bitcast <8 x i32> %2424 to <8 x float>
  %2426 = fcmp oeq <8 x float> %2419, %30
  %2427 = select <8 x i1> %2426, <8 x float> %2425, <8 x float> %2422
  br label %2438

2428:                                             ; preds = %2415
  %2429 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2419)
  %2430 = bitcast <8 x float> %2419 to <8 x i32>
  %2431 = or <8 x i32> %2430, %46
  %2432 = bitcast <8 x i32> %2431 to <8 x float>
  %2433 = fcmp oeq <8 x float> %2419, %33
  %2434 = select <8 x i1> %2433, <8 x float> %2432, <8 x float> %2429
  br label %2438

2435:                                             ; preds = %2415
  %2436 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2420, <8 x i1> %2282, <8 x float> zeroinitializer)
  %2437 = fadd <8 x float> %2419, %2436
  br label %2438

2438:                                             ; preds = %2435, %2428, %2421
  %2439 = phi <8 x float> [ %2437, %2435 ], [ %2434, %2428 ], [ %2427, %2421 ]
  switch i64 %408, label %854 [
    i64 1, label %2454
    i64 2, label %2447
    i64 3, label %2440
    i64 0, label %2476
  ]

2440:                                             ; preds = %2438
  %2441 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2439)
  %2442 = bitcast <8 x float> %2439 to <8 x i32>
  %2443 = and <8 x i32> %2442, %45
  %2444 = bitcast <8 x i32> %2443 to <8 x float>
  %2445 = fcmp oeq <8 x float> %2439, %30
  %2446 = select <8 x i1> %2445, <8 x float> %2444, <8 x float> %2441
  br label %2457

2447:                                             ; preds = %2438
  %2448 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2439)
  %2449 = bitcast <8 x float> %2439 to <8 x i32>
  %2450 = or <8 x i32> %2449, %46
  %2451 = bitcast <8 x i32> %2450 to <8 x float>
  %2452 = fcmp oeq <8 x float> %2439, %33
  %2453 = select <8 x i1> %2452, <8 x float> %2451, <8 x float> %2448
  br label %2457

2454:                                             ; preds = %2438
  %2455 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2420, <8 x i1> %2282, <8 x float> zeroinitializer)
  %2456 = fadd <8 x float> %2439, %2455
  br label %2457

2457:                                             ; preds = %2454, %2447, %2440
  %2458 = phi <8 x float> [ %2456, %2454 ], [ %2453, %2447 ], [ %2446, %2440 ]
  switch i64 %410, label %854 [
    i64 1, label %2473
    i64 2, label %2466
    i64 3, label %2459
    i64 0, label %2476
  ]

2459:                                             ; preds = %2457
  %2460 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2458)
  %2461 = bitcast <8 x float> %2458 to <8 x i32>
  %2462 = and <8 x i32> %2461, %45
  %2463 = bitcast <8 x i32> %2462 to <8 x float>
  %2464 = fcmp oeq <8 x float> %2458, %30
  %2465 = select <8 x i1> %2464, <8 x float> %2463, <8 x float> %2460
  br label %2476

2466:                                             ; preds = %2457
  %2467 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2458)
  %2468 = bitcast <8 x float> %2458 to <8 x i32>
  %2469 = or <8 x i32> %2468, %46
  %2470 = bitcast <8 x i32> %2469 to <8 x float>
  %2471 = fcmp oeq <8 x float> %2458, %33
  %2472 = select <8 x i1> %2471, <8 x float> %2470, <8 x float> %2467
  br label %2476

2473:                                             ; preds = %2457
  %2474 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2420, <8 x i1> %2282, <8 x float> zeroinitializer)
  %2475 = fadd <8 x float> %2458, %2474
  br label %2476

2476:                                             ; preds = %2459, %2466, %2473, %2356, %2457, %2438
  %2477 = phi ptr [ %2358, %2356 ], [ %2418, %2459 ], [ %2418, %2438 ], [ %2418, %2457 ], [ %2418, %2473 ], [ %2418, %2466 ]
  %2478 = phi <8 x float> [ %2359, %2356 ], [ %2465, %2459 ], [ %2439, %2438 ], [ %2458, %2457 ], [ %2475, %2473 ], [ %2472, %2466 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2478, ptr align 1 %2477, <8 x i1> %2282)
  br label %7410

2479:                                             ; preds = %2145
  %2480 = sub i64 %7, %701
  %2481 = icmp sgt i64 %2480, 7
  %2482 = trunc i64 %2480 to i32
  %2483 = select i1 %2481, i32 8, i32 %2482
  %2484 = insertelement <8 x i32> poison, i32 %2483, i64 0
  %2485 = shufflevector <8 x i32> %2484, <8 x i32> poison, <8 x i32> zeroinitializer
  %2486 = icmp sgt <8 x i32> %2485, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %42, label %2494, label %2487

2487:                                             ; preds = %2479
  %2488 = load float, ptr %465, align 1
  %2489 = insertelement <8 x float> poison, float %2488, i64 0
  %2490 = shufflevector <8 x float> %2489, <8 x float> poison, <8 x i32> zeroinitializer
  %2491 = load float, ptr %671, align 1
  %2492 = insertelement <8 x float> poison, float %2491, i64 0
  %2493 = shufflevector <8 x float> %2492, <8 x float> poison, <8 x i32> zeroinitializer
  br label %2500

2494:                                             ; preds = %2479
  %2495 = getelementptr float, ptr %448, i64 %701
  %2496 = getelementptr float, ptr %2495, i64 %469
  %2497 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2496, <8 x i1> %2486, <8 x float> zeroinitializer)
  %2498 = getelementptr float, ptr %2495, i64 %673
  %2499 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2498, <8 x i1> %2486, <8 x float> zeroinitializer)
  br label %2500

2500:                                             ; preds = %2494, %2487
  %2501 = phi <8 x float> [ %2497, %2494 ], [ %2490, %2487 ]
  %2502 = phi <8 x float> [ %2499, %2494 ], [ %2493, %2487 ]
  %2503 = getelementptr inbounds float, ptr %446, i64 %701
  br i1 %43, label %2504, label %2523

2504:                                             ; preds = %2500
  br i1 %423, label %2506, label %2529

2505:                                             ; preds = %2529
  br i1 %425, label %2523, label %2506

2506:                                             ; preds = %2505, %2504
  %2507 = phi <8 x float> [ %2501, %2504 ], [ %2555, %2505 ]
  %2508 = phi <8 x float> [ %2502, %2504 ], [ %2560, %2505 ]
  %2509 = phi i64 [ 0, %2504 ], [ %2561, %2505 ]
  tail call void @llvm.assume(i1 %426)
  %2510 = mul nsw i64 %2509, %7
  %2511 = getelementptr inbounds float, ptr %2503, i64 %2510
  %2512 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2511, <8 x i1> %2486, <8 x float> zeroinitializer)
  %2513 = getelementptr float, ptr %467, i64 %2509
  %2514 = load float, ptr %2513, align 1
  %2515 = insertelement <8 x float> poison, float %2514, i64 0
  %2516 = shufflevector <8 x float> %2515, <8 x float> poison, <8 x i32> zeroinitializer
  %2517 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2512, <8 x float> %2516, <8 x float> %2507)
  %2518 = getelementptr float, ptr %2513, i64 %5
  %2519 = load float, ptr %2518, align 1
  %2520 = insertelement <8 x float> poison, float %2519, i64 0
  %2521 = shufflevector <8 x float> %2520, <8 x float> poison, <8 x i32> zeroinitializer
  %2522 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2512, <8 x float> %2521, <8 x float> %2508)
  br label %2523

2523:                                             ; preds = %2506, %2505, %2500
  %2524 = phi <8 x float> [ %2501, %2500 ], [ %2555, %2505 ], [ %2517, %2506 ]
  %2525 = phi <8 x float> [ %2502, %2500 ], [ %2560, %2505 ], [ %2522, %2506 ]
  %2526 = getelementptr float, ptr %453, i64 %701
  %2527 = getelementptr float, ptr %2526, i64 %469
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2524, ptr align 1 %2527, <8 x i1> %2486)
  %2528 = getelementptr float, ptr %2526, i64 %675
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2525, ptr align 1 %2528, <8 x i1> %2486)
  br i1 %44, label %7410, label %2564

2529:                                             ; preds = %2504, %2529
  %2530 = phi <8 x float> [ %2555, %2529 ], [ %2501, %2504 ]
  %2531 = phi <8 x float> [ %2560, %2529 ], [ %2502, %2504 ]
  %2532 = phi i64 [ %2561, %2529 ], [ 0, %2504 ]
  %2533 = phi i64 [ %2562, %2529 ], [ 0, %2504 ]
  %2534 = mul nsw i64 %2532, %7
  %2535 = getelementptr inbounds float, ptr %2503, i64 %2534
  %2536 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2535, <8 x i1> %2486, <8 x float> zeroinitializer)
  %2537 = getelementptr float, ptr %467, i64 %2532
  %2538 = load float, ptr %2537, align 1
  %2539 = insertelement <8 x float> poison, float %2538, i64 0
  %2540 = shufflevector <8 x float> %2539, <8 x float> poison, <8 x i32> zeroinitializer
  %2541 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2536, <8 x float> %2540, <8 x float> %2530)
  %2542 = getelementptr float, ptr %2537, i64 %5
  %2543 = load float, ptr %2542, align 1
  %2544 = insertelement <8 x float> poison, float %2543, i64 0
  %2545 = shufflevector <8 x float> %2544, <8 x float> poison, <8 x i32> zeroinitializer
  %2546 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2536, <8 x float> %2545, <8 x float> %2531)
  %2547 = or disjoint i64 %2532, 1
  %2548 = mul nsw i64 %2547, %7
  %2549 = getelementptr inbounds float, ptr %2503, i64 %2548
  %2550 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2549, <8 x i1> %2486, <8 x float> zeroinitializer)
  %2551 = getelementptr float, ptr %467, i64 %2547
  %2552 = load float, ptr %2551, align 1
  %2553 = insertelement <8 x float> poison, float %2552, i64 0
  %2554 = shufflevector <8 x float> %2553, <8 x float> poison, <8 x i32> zeroinitializer
  %2555 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2550, <8 x float> %2554, <8 x float> %2541)
  %2556 = getelementptr float, ptr %2551, i64 %5
  %2557 = load float, ptr %2556, align 1
  %2558 = insertelement <8 x float> poison, float %2557, i64 0
  %2559 = shufflevector <8 x float> %2558, <8 x float> poison, <8 x i32> zeroinitializer
  %2560 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2550, <8 x float> %2559, <8 x float> %2546)
  %2561 = add nuw nsw i64 %2532, 2
  %2562 = add i64 %2533, 2
  %2563 = icmp eq i64 %2562, %424
  br i1 %2563, label %2505, label %2529

2564:                                             ; preds = %2523
  %2565 = add nsw i64 %469, %701
  %2566 = getelementptr inbounds float, ptr %453, i64 %2565
  %2567 = getelementptr inbounds float, ptr %451, i64 %2565
  %2568 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2566, <8 x i1> %2486, <8 x float> zeroinitializer)
  switch i64 %393, label %854 [
    i64 1, label %2572
    i64 2, label %2575
    i64 3, label %2582
    i64 0, label %2569
  ]

2569:                                             ; preds = %2564
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2568, ptr align 1 %2566, <8 x i1> %2486)
  %2570 = getelementptr float, ptr %695, i64 %701
  %2571 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2570, <8 x i1> %2486, <8 x float> zeroinitializer)
  br label %2688

2572:                                             ; preds = %2564
  %2573 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2567, <8 x i1> %2486, <8 x float> zeroinitializer)
  %2574 = fadd <8 x float> %2568, %2573
  br label %2589

2575:                                             ; preds = %2564
  %2576 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2568)
  %2577 = bitcast <8 x float> %2568 to <8 x i32>
  %2578 = or <8 x i32> %2577, %46
  %2579 = bitcast <8 x i32> %2578 to <8 x float>
  %2580 = fcmp oeq <8 x float> %2568, %33
  %2581 = select <8 x i1> %2580, <8 x float> %2579, <8 x float> %2576
  br label %2589

2582:                                             ; preds = %2564
  %2583 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2568)
  %2584 = bitcast <8 x float> %2568 to <8 x i32>
  %2585 = and <8 x i32> %2584, %45
  %2586 = bitcast <8 x i32> %2585 to <8 x float>
  %2587 = fcmp oeq <8 x float> %2568, %30
  %2588 = select <8 x i1> %2587, <8 x float> %2586, <8 x float> %2583
  br label %2589

2589:                                             ; preds = %2582, %2575, %2572
  %2590 = phi <8 x float> [ %2574, %2572 ], [ %2581, %2575 ], [ %2588, %2582 ]
  switch i64 %395, label %854 [
    i64 1, label %2605
    i64 2, label %2598
    i64 3, label %2591
    i64 0, label %2627
  ]

2591:                                             ; preds = %2589
  %2592 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2590)
  %2593 = bitcast <8 x float> %2590 to <8 x i32>
  %2594 = and <8 x i32> %2593, %45
  %2595 = bitcast <8 x i32> %2594 to <8 x float>
  %2596 = fcmp oeq <8 x float> %2590, %30
  %2597 = select <8 x i1> %2596, <8 x float> %2595, <8 x float> %2592
  br label %2608

2598:                                             ; preds = %2589
  %2599 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2590)
  %2600 = bitcast <8 x float> %2590 to <8 x i32>
  %2601 = or <8 x i32> %2600, %46
  %2602 = bitcast <8 x i32> %2601 to <8 x float>
  %2603 = fcmp oeq <8 x float> %2590, %33
  %2604 = select <8 x i1> %2603, <8 x float> %2602, <8 x float> %2599
  br label %2608

2605:                                             ; preds = %2589
  %2606 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2567, <8 x i1> %2486, <8 x float> zeroinitializer)
  %2607 = fadd <8 x float> %2590, %2606
  br label %2608

2608:                                             ; preds = %2605, %2598, %2591
  %2609 = phi <8 x float> [ %2607, %2605 ], [ %2604, %2598 ], [ %2597, %2591 ]
  switch i64 %397, label %854 [
    i64 1, label %2624
    i64 2, label %2617
    i64 3, label %2610
    i64 0, label %2627
  ]

2610:                                             ; preds = %2608
  %2611 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2609)
  %2612 = bitcast <8 x float> %2609 to <8 x i32>
  %2613 = and <8 x i32> %2612, %45
  %2614 = bitcast <8 x i32> %2613 to <8 x float>
  %2615 = fcmp oeq <8 x float> %2609, %30
  %2616 = select <8 x i1> %2615, <8 x float> %2614, <8 x float> %2611
  br label %2627

2617:                                             ; preds = %2608
  %2618 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2609)
  %2619 = bitcast <8 x float> %2609 to <8 x i32>
  %2620 = or <8 x i32> %2619, %46
  %2621 = bitcast <8 x i32> %2620 to <8 x float>
  %2622 = fcmp oeq <8 x float> %2609, %33
  %2623 = select <8 x i1> %2622, <8 x float> %2621, <8 x float> %2618
  br label %2627

2624:                                             ; preds = %2608
  %2625 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2567, <8 x i1> %2486, <8 x float> zeroinitializer)
  %2626 = fadd <8 x float> %2609, %2625
  br label %2627

2627:                                             ; preds = %2610, %2617, %2624, %2608, %2589
  %2628 = phi <8 x float> [ %2609, %2608 ], [ %2616, %2610 ], [ %2590, %2589 ], [ %2626, %2624 ], [ %2623, %2617 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2628, ptr align 1 %2566, <8 x i1> %2486)
  %2629 = add nsw i64 %675, %701
  %2630 = getelementptr inbounds float, ptr %453, i64 %2629
  %2631 = getelementptr inbounds float, ptr %451, i64 %2629
  %2632 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2630, <8 x i1> %2486, <8 x float> zeroinitializer)
  switch i64 %393, label %854 [
    i64 1, label %2647
    i64 2, label %2640
    i64 3, label %2633
  ]

2633:                                             ; preds = %2627
  %2634 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2632)
  %2635 = bitcast <8 x float> %2632 to <8 x i32>
  %2636 = and <8 x i32> %2635, %45
  %2637 = bitcast <8 x i32> %2636 to <8 x float>
  %2638 = fcmp oeq <8 x float> %2632, %30
  %2639 = select <8 x i1> %2638, <8 x float> %2637, <8 x float> %2634
  br label %2650

2640:                                             ; preds = %2627
  %2641 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2632)
  %2642 = bitcast <8 x float> %2632 to <8 x i32>
  %2643 = or <8 x i32> %2642, %46
  %2644 = bitcast <8 x i32> %2643 to <8 x float>
  %2645 = fcmp oeq <8 x float> %2632, %33
  %2646 = select <8 x i1> %2645, <8 x float> %2644, <8 x float> %2641
  br label %2650

2647:                                             ; preds = %2627
  %2648 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2631, <8 x i1> %2486, <8 x float> zeroinitializer)
  %2649 = fadd <8 x float> %2632, %2648
  br label %2650

2650:                                             ; preds = %2647, %2640, %2633
  %2651 = phi <8 x float> [ %2649, %2647 ], [ %2646, %2640 ], [ %2639, %2633 ]
  switch i64 %399, label %854 [
    i64 1, label %2666
    i64 2, label %2659
    i64 3, label %2652
    i64 0, label %2688
  ]

2652:                                             ; preds = %2650
  %2653 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2651)
  %2654 = bitcast <8 x float> %2651 to <8 x i32>
  %2655 = and <8 x i32> %2654, %45
  %2656 = bitcast <8 x i32> %2655 to <8 x float>
  %2657 = fcmp oeq <8 x float> %2651, %30
  %2658 = select <8 x i1> %2657, <8 x float> %2656, <8 x float> %2653
  br label %2669

2659:                                             ; preds = %2650
  %2660 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2651)
  %2661 = bitcast <8 x float> %2651 to <8 x i32>
  %2662 = or <8 x i32> %2661, %46
  %2663 = bitcast <8 x i32> %2662 to <8 x float>
  %2664 = fcmp oeq <8 x float> %2651, %33
  %2665 = select <8 x i1> %2664, <8 x float> %2663, <8 x float> %2660
  br label %2669

2666:                                             ; preds = %2650
  %2667 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2631, <8 x i1> %2486, <8 x float> zeroinitializer)
  %2668 = fadd <8 x float> %2651, %2667
  br label %2669

2669:                                             ; preds = %2666, %2659, %2652
  %2670 = phi <8 x float> [ %2668, %2666 ], [ %2665, %2659 ], [ %2658, %2652 ]
  switch i64 %401, label %854 [
    i64 1, label %2685
    i64 2, label %2678
    i64 3, label %2671
    i64 0, label %2688
  ]

2671:                                             ; preds = %2669
  %2672 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2670)
  %2673 = bitcast <8 x float> %2670 to <8 x i32>
  %2674 = and <8 x i32> %2673, %45
  %2675 = bitcast <8 x i32> %2674 to <8 x float>
  %2676 = fcmp oeq <8 x float> %2670, %30
  %2677 = select <8 x i1> %2676, <8 x float> %2675, <8 x float> %2672
  br label %2688

2678:                                             ; preds = %2669
  %2679 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2670)
  %2680 = bitcast <8 x float> %2670 to <8 x i32>
  %2681 = or <8 x i32> %2680, %46
  %2682 = bitcast <8 x i32> %2681 to <8 x float>
  %2683 = fcmp oeq <8 x float> %2670, %33
  %2684 = select <8 x i1> %2683, <8 x float> %2682, <8 x float> %2679
  br label %2688

2685:                                             ; preds = %2669
  %2686 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2631, <8 x i1> %2486, <8 x float> zeroinitializer)
  %2687 = fadd <8 x float> %2670, %2686
  br label %2688

2688:                                             ; preds = %2671, %2678, %2685, %2569, %2669, %2650
  %2689 = phi ptr [ %2570, %2569 ], [ %2630, %2671 ], [ %2630, %2650 ], [ %2630, %2669 ], [ %2630, %2685 ], [ %2630, %2678 ]
  %2690 = phi <8 x float> [ %2571, %2569 ], [ %2677, %2671 ], [ %2651, %2650 ], [ %2670, %2669 ], [ %2687, %2685 ], [ %2684, %2678 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2690, ptr align 1 %2689, <8 x i1> %2486)
  br label %7410

2691:                                             ; preds = %2145
  %2692 = sub i64 %7, %701
  %2693 = icmp sgt i64 %2692, 7
  %2694 = trunc i64 %2692 to i32
  %2695 = select i1 %2693, i32 8, i32 %2694
  %2696 = insertelement <8 x i32> poison, i32 %2695, i64 0
  %2697 = shufflevector <8 x i32> %2696, <8 x i32> poison, <8 x i32> zeroinitializer
  %2698 = icmp sgt <8 x i32> %2697, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2699 = add i64 %701, 8
  %2700 = sub i64 %7, %2699
  %2701 = icmp sgt i64 %2700, 7
  %2702 = trunc i64 %2700 to i32
  %2703 = select i1 %2701, i32 8, i32 %2702
  %2704 = insertelement <8 x i32> poison, i32 %2703, i64 0
  %2705 = shufflevector <8 x i32> %2704, <8 x i32> poison, <8 x i32> zeroinitializer
  %2706 = icmp sgt <8 x i32> %2705, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %42, label %2718, label %2707

2707:                                             ; preds = %2691
  %2708 = load float, ptr %465, align 1
  %2709 = insertelement <8 x float> poison, float %2708, i64 0
  %2710 = shufflevector <8 x float> %2709, <8 x float> poison, <8 x i32> zeroinitializer
  %2711 = insertelement <8 x float> poison, float %2708, i64 0
  %2712 = shufflevector <8 x float> %2711, <8 x float> poison, <8 x i32> zeroinitializer
  %2713 = load float, ptr %666, align 1
  %2714 = insertelement <8 x float> poison, float %2713, i64 0
  %2715 = shufflevector <8 x float> %2714, <8 x float> poison, <8 x i32> zeroinitializer
  %2716 = insertelement <8 x float> poison, float %2713, i64 0
  %2717 = shufflevector <8 x float> %2716, <8 x float> poison, <8 x i32> zeroinitializer
  br label %2728

2718:                                             ; preds = %2691
  %2719 = getelementptr float, ptr %448, i64 %701
  %2720 = getelementptr float, ptr %2719, i64 %469
  %2721 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2720, <8 x i1> %2698, <8 x float> zeroinitializer)
  %2722 = getelementptr inbounds nuw i8, ptr %2720, i64 32
  %2723 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %2722, <8 x i1> %2706, <8 x float> zeroinitializer)
  %2724 = getelementptr float, ptr %2719, i64 %670
  %2725 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2724, <8 x i1> %2698, <8 x float> zeroinitializer)
  %2726 = getelementptr inbounds nuw i8, ptr %2724, i64 32
  %2727 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %2726, <8 x i1> %2706, <8 x float> zeroinitializer)
  br label %2728

2728:                                             ; preds = %2718, %2707
  %2729 = phi <8 x float> [ %2725, %2718 ], [ %2715, %2707 ]
  %2730 = phi <8 x float> [ %2721, %2718 ], [ %2710, %2707 ]
  %2731 = phi <8 x float> [ %2723, %2718 ], [ %2712, %2707 ]
  %2732 = phi i64 [ %670, %2718 ], [ %668, %2707 ]
  %2733 = phi <8 x float> [ %2727, %2718 ], [ %2717, %2707 ]
  %2734 = getelementptr inbounds float, ptr %446, i64 %701
  br i1 %43, label %2745, label %2735

2735:                                             ; preds = %2745, %2728
  %2736 = phi <8 x float> [ %2730, %2728 ], [ %2760, %2745 ]
  %2737 = phi <8 x float> [ %2731, %2728 ], [ %2761, %2745 ]
  %2738 = phi <8 x float> [ %2729, %2728 ], [ %2766, %2745 ]
  %2739 = phi <8 x float> [ %2733, %2728 ], [ %2767, %2745 ]
  %2740 = getelementptr float, ptr %453, i64 %701
  %2741 = getelementptr float, ptr %2740, i64 %469
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2736, ptr align 1 %2741, <8 x i1> %2698)
  %2742 = getelementptr inbounds nuw i8, ptr %2741, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2737, ptr nonnull align 1 %2742, <8 x i1> %2706)
  %2743 = getelementptr float, ptr %2740, i64 %2732
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2738, ptr align 1 %2743, <8 x i1> %2698)
  %2744 = getelementptr inbounds nuw i8, ptr %2743, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2739, ptr nonnull align 1 %2744, <8 x i1> %2706)
  br i1 %44, label %7410, label %2770

2745:                                             ; preds = %2728, %2745
  %2746 = phi <8 x float> [ %2760, %2745 ], [ %2730, %2728 ]
  %2747 = phi <8 x float> [ %2761, %2745 ], [ %2731, %2728 ]
  %2748 = phi <8 x float> [ %2766, %2745 ], [ %2729, %2728 ]
  %2749 = phi <8 x float> [ %2767, %2745 ], [ %2733, %2728 ]
  %2750 = phi i64 [ %2768, %2745 ], [ 0, %2728 ]
  %2751 = mul nsw i64 %2750, %7
  %2752 = getelementptr inbounds float, ptr %2734, i64 %2751
  %2753 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2752, <8 x i1> %2698, <8 x float> zeroinitializer)
  %2754 = getelementptr inbounds nuw i8, ptr %2752, i64 32
  %2755 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %2754, <8 x i1> %2706, <8 x float> zeroinitializer)
  %2756 = getelementptr float, ptr %467, i64 %2750
  %2757 = load float, ptr %2756, align 1
  %2758 = insertelement <8 x float> poison, float %2757, i64 0
  %2759 = shufflevector <8 x float> %2758, <8 x float> poison, <8 x i32> zeroinitializer
  %2760 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2753, <8 x float> %2759, <8 x float> %2746)
  %2761 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2755, <8 x float> %2759, <8 x float> %2747)
  %2762 = getelementptr float, ptr %2756, i64 %5
  %2763 = load float, ptr %2762, align 1
  %2764 = insertelement <8 x float> poison, float %2763, i64 0
  %2765 = shufflevector <8 x float> %2764, <8 x float> poison, <8 x i32> zeroinitializer
  %2766 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2753, <8 x float> %2765, <8 x float> %2748)
  %2767 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2755, <8 x float> %2765, <8 x float> %2749)
  %2768 = add nuw nsw i64 %2750, 1
  %2769 = icmp eq i64 %2768, %5
  br i1 %2769, label %2735, label %2745

2770:                                             ; preds = %2735
  %2771 = add nsw i64 %469, %701
  %2772 = getelementptr inbounds float, ptr %453, i64 %2771
  %2773 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2772, <8 x i1> %2698, <8 x float> zeroinitializer)
  %2774 = getelementptr inbounds float, ptr %451, i64 %2771
  switch i64 %376, label %854 [
    i64 1, label %2785
    i64 2, label %2788
    i64 3, label %2795
    i64 0, label %2775
  ]

2775:                                             ; preds = %2770
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2773, ptr align 1 %2772, <8 x i1> %2698)
  %2776 = getelementptr float, ptr %453, i64 %2771
  %2777 = getelementptr i8, ptr %2776, i64 32
  %2778 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2777, <8 x i1> %2706, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2778, ptr align 1 %2777, <8 x i1> %2706)
  %2779 = add nsw i64 %2732, %701
  %2780 = getelementptr inbounds float, ptr %453, i64 %2779
  %2781 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2780, <8 x i1> %2698, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2781, ptr align 1 %2780, <8 x i1> %2698)
  %2782 = getelementptr float, ptr %453, i64 %2779
  %2783 = getelementptr i8, ptr %2782, i64 32
  %2784 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2783, <8 x i1> %2706, <8 x float> zeroinitializer)
  br label %3023

2785:                                             ; preds = %2770
  %2786 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2774, <8 x i1> %2698, <8 x float> zeroinitializer)
  %2787 = fadd <8 x float> %2773, %2786
  br label %2802

2788:                                             ; preds = %2770
  %2789 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2773)
  %2790 = bitcast <8 x float> %2773 to <8 x i32>
  %2791 = or <8 x i32> %2790, %46
  %2792 = bitcast <8 x i32> %2791 to <8 x float>
  %2793 = fcmp oeq <8 x float> %2773, %33
  %2794 = select <8 x i1> %2793, <8 x float> %2792, <8 x float> %2789
  br label %2802

2795:                                             ; preds = %2770
  %2796 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2773)
  %2797 = bitcast <8 x float> %2773 to <8 x i32>
  %2798 = and <8 x i32> %2797, %45
  %2799 = bitcast <8 x i32> %2798 to <8 x float>
  %2800 = fcmp oeq <8 x float> %2773, %30
  %2801 = select <8 x i1> %2800, <8 x float> %2799, <8 x float> %2796
  br label %2802

2802:                                             ; preds = %2795, %2788, %2785
  %2803 = phi <8 x float> [ %2787, %2785 ], [ %2794, %2788 ], [ %2801, %2795 ]
  switch i64 %378, label %854 [
    i64 1, label %2818
    i64 2, label %2811
    i64 3, label %2804
    i64 0, label %2840
  ]

2804:                                             ; preds = %2802
  %2805 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2803)
  %2806 = bitcast <8 x float> %2803 to <8 x i32>
  %2807 = and <8 x i32> %2806, %45
  %2808 = bitcast <8 x i32> %2807 to <8 x float>
  %2809 = fcmp oeq <8 x float> %2803, %30
  %2810 = select <8 x i1> %2809, <8 x float> %2808, <8 x float> %2805
  br label %2821

2811:                                             ; preds = %2802
  %2812 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2803)
  %2813 = bitcast <8 x float> %2803 to <8 x i32>
  %2814 = or <8 x i32> %2813, %46
  %2815 = bitcast <8 x i32> %2814 to <8 x float>
  %2816 = fcmp oeq <8 x float> %2803, %33
  %2817 = select <8 x i1> %2816, <8 x float> %2815, <8 x float> %2812
  br label %2821

2818:                                             ; preds = %2802
  %2819 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2774, <8 x i1> %2698, <8 x float> zeroinitializer)
  %2820 = fadd <8 x float> %2803, %2819
  br label %2821

2821:                                             ; preds = %2818, %2811, %2804
  %2822 = phi <8 x float> [ %2820, %2818 ], [ %2817, %2811 ], [ %2810, %2804 ]
  switch i64 %380, label %854 [
    i64 1, label %2837
    i64 2, label %2830
    i64 3, label %2823
    i64 0, label %2840
  ]

2823:                                             ; preds = %2821
  %2824 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2822)
  %2825 = bitcast <8 x float> %2822 to <8 x i32>
  %2826 = and <8 x i32> %2825, %45
  %2827 = bitcast <8 x i32> %2826 to <8 x float>
  %2828 = fcmp oeq <8 x float> %2822, %30
  %2829 = select <8 x i1> %2828, <8 x float> %2827, <8 x float> %2824
  br label %2840

2830:                                             ; preds = %2821
  %2831 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2822)
  %2832 = bitcast <8 x float> %2822 to <8 x i32>
  %2833 = or <8 x i32> %2832, %46
  %2834 = bitcast <8 x i32> %2833 to <8 x float>
  %2835 = fcmp oeq <8 x float> %2822, %33
  %2836 = select <8 x i1> %2835, <8 x float> %2834, <8 x float> %2831
  br label %2840

2837:                                             ; preds = %2821
  %2838 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2774, <8 x i1> %2698, <8 x float> zeroinitializer)
  %2839 = fadd <8 x float> %2822, %2838
  br label %2840

2840:                                             ; preds = %2823, %2830, %2837, %2821, %2802
  %2841 = phi <8 x float> [ %2822, %2821 ], [ %2829, %2823 ], [ %2803, %2802 ], [ %2839, %2837 ], [ %2836, %2830 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2841, ptr align 1 %2772, <8 x i1> %2698)
  %2842 = add nsw i64 %2771, 8
  %2843 = getelementptr inbounds float, ptr %453, i64 %2842
  %2844 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2843, <8 x i1> %2706, <8 x float> zeroinitializer)
  %2845 = getelementptr inbounds float, ptr %451, i64 %2842
  switch i64 %376, label %854 [
    i64 1, label %2860
    i64 2, label %2853
    i64 3, label %2846
  ]

2846:                                             ; preds = %2840
  %2847 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2844)
  %2848 = bitcast <8 x float> %2844 to <8 x i32>
  %2849 = and <8 x i32> %2848, %45
  %2850 = bitcast <8 x i32> %2849 to <8 x float>
  %2851 = fcmp oeq <8 x float> %2844, %30
  %2852 = select <8 x i1> %2851, <8 x float> %2850, <8 x float> %2847
  br label %2863

2853:                                             ; preds = %2840
  %2854 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2844)
  %2855 = bitcast <8 x float> %2844 to <8 x i32>
  %2856 = or <8 x i32> %2855, %46
  %2857 = bitcast <8 x i32> %2856 to <8 x float>
  %2858 = fcmp oeq <8 x float> %2844, %33
  %2859 = select <8 x i1> %2858, <8 x float> %2857, <8 x float> %2854
  br label %2863

2860:                                             ; preds = %2840
  %2861 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2845, <8 x i1> %2706, <8 x float> zeroinitializer)
  %2862 = fadd <8 x float> %2844, %2861
  br label %2863

2863:                                             ; preds = %2860, %2853, %2846
  %2864 = phi <8 x float> [ %2862, %2860 ], [ %2859, %2853 ], [ %2852, %2846 ]
  switch i64 %382, label %854 [
    i64 1, label %2879
    i64 2, label %2872
    i64 3, label %2865
    i64 0, label %2901
  ]

2865:                                             ; preds = %2863
  %2866 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2864)
  %2867 = bitcast <8 x float> %2864 to <8 x i32>
  %2868 = and <8 x i32> %2867, %45
  %2869 = bitcast <8 x i32> %2868 to <8 x float>
  %2870 = fcmp oeq <8 x float> %2864, %30
  %2871 = select <8 x i1> %2870, <8 x float> %2869, <8 x float> %2866
  br label %2882

2872:                                             ; preds = %2863
  %2873 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2864)
  %2874 = bitcast <8 x float> %2864 to <8 x i32>
  %2875 = or <8 x i32> %2874, %46
  %2876 = bitcast <8 x i32> %2875 to <8 x float>
  %2877 = fcmp oeq <8 x float> %2864, %33
  %2878 = select <8 x i1> %2877, <8 x float> %2876, <8 x float> %2873
  br label %2882

2879:                                             ; preds = %2863
  %2880 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2845, <8 x i1> %2706, <8 x float> zeroinitializer)
  %2881 = fadd <8 x float> %2864, %2880
  br label %2882

2882:                                             ; preds = %2879, %2872, %2865
  %2883 = phi <8 x float> [ %2881, %2879 ], [ %2878, %2872 ], [ %2871, %2865 ]
  switch i64 %384, label %854 [
    i64 1, label %2898
    i64 2, label %2891
    i64 3, label %2884
    i64 0, label %2901
  ]

2884:                                             ; preds = %2882
  %2885 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2883)
  %2886 = bitcast <8 x float> %2883 to <8 x i32>
  %2887 = and <8 x i32> %2886, %45
  %2888 = bitcast <8 x i32> %2887 to <8 x float>
  %2889 = fcmp oeq <8 x float> %2883, %30
  %2890 = select <8 x i1> %2889, <8 x float> %2888, <8 x float> %2885
  br label %2901

2891:                                             ; preds = %2882
  %2892 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2883)
  %2893 = bitcast <8 x float> %2883 to <8 x i32>
  %2894 = or <8 x i32> %2893, %46
  %2895 = bitcast <8 x i32> %2894 to <8 x float>
  %2896 = fcmp oeq <8 x float> %2883, %33
  %2897 = select <8 x i1> %2896, <8 x float> %2895, <8 x float> %2892
  br label %2901

2898:                                             ; preds = %2882
  %2899 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2845, <8 x i1> %2706, <8 x float> zeroinitializer)
  %2900 = fadd <8 x float> %2883, %2899
  br label %2901

2901:                                             ; preds = %2884, %2891, %2898, %2882, %2863
  %2902 = phi <8 x float> [ %2897, %2891 ], [ %2890, %2884 ], [ %2864, %2863 ], [ %2883, %2882 ], [ %2900, %2898 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2902, ptr align 1 %2843, <8 x i1> %2706)
  %2903 = add nsw i64 %2732, %701
  %2904 = getelementptr inbounds float, ptr %453, i64 %2903
  %2905 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2904, <8 x i1> %2698, <8 x float> zeroinitializer)
  %2906 = getelementptr inbounds float, ptr %451, i64 %2903
  switch i64 %376, label %854 [
    i64 1, label %2921
    i64 2, label %2914
    i64 3, label %2907
  ]

2907:                                             ; preds = %2901
  %2908 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2905)
  %2909 = bitcast <8 x float> %2905 to <8 x i32>
  %2910 = and <8 x i32> %2909, %45
  %2911 = bitcast <8 x i32> %2910 to <8 x float>
  %2912 = fcmp oeq <8 x float> %2905, %30
  %2913 = select <8 x i1> %2912, <8 x float> %2911, <8 x float> %2908
  br label %2924

2914:                                             ; preds = %2901
  %2915 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2905)
  %2916 = bitcast <8 x float> %2905 to <8 x i32>
  %2917 = or <8 x i32> %2916, %46
  %2918 = bitcast <8 x i32> %2917 to <8 x float>
  %2919 = fcmp oeq <8 x float> %2905, %33
  %2920 = select <8 x i1> %2919, <8 x float> %2918, <8 x float> %2915
  br label %2924

2921:                                             ; preds = %2901
  %2922 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2906, <8 x i1> %2698, <8 x float> zeroinitializer)
  %2923 = fadd <8 x float> %2905, %2922
  br label %2924

2924:                                             ; preds = %2921, %2914, %2907
  %2925 = phi <8 x float> [ %2923, %2921 ], [ %2920, %2914 ], [ %2913, %2907 ]
  switch i64 %386, label %854 [
    i64 1, label %2940
    i64 2, label %2933
    i64 3, label %2926
    i64 0, label %2962
  ]

2926:                                             ; preds = %2924
  %2927 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2925)
  %2928 = bitcast <8 x float> %2925 to <8 x i32>
  %2929 = and <8 x i32> %2928, %45
  %2930 = bitcast <8 x i32> %2929 to <8 x float>
  %2931 = fcmp oeq <8 x float> %2925, %30
  %2932 = select <8 x i1> %2931, <8 x float> %2930, <8 x float> %2927
  br label %2943

2933:                                             ; preds = %2924
  %2934 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2925)
  %2935 = bitcast <8 x float> %2925 to <8 x i32>
  %2936 = or <8 x i32> %2935, %46
  %2937 = bitcast <8 x i32> %2936 to <8 x float>
  %2938 = fcmp oeq <8 x float> %2925, %33
  %2939 = select <8 x i1> %2938, <8 x float> %2937, <8 x float> %2934
  br label %2943

2940:                                             ; preds = %2924
  %2941 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2906, <8 x i1> %2698, <8 x float> zeroinitializer)
  %2942 = fadd <8 x float> %2925, %2941
  br label %2943

2943:                                             ; preds = %2940, %2933, %2926
  %2944 = phi <8 x float> [ %2942, %2940 ], [ %2939, %2933 ], [ %2932, %2926 ]
  switch i64 %388, label %854 [
    i64 1, label %2959
    i64 2, label %2952
    i64 3, label %2945
    i64 0, label %2962
  ]

2945:                                             ; preds = %2943
  %2946 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2944)
  %2947 = bitcast <8 x float> %2944 to <8 x i32>
  %2948 = and <8 x i32> %2947, %45
  %2949 = bitcast <8 x i32> %2948 to <8 x float>
  %2950 = fcmp oeq <8 x float> %2944, %30
  %2951 = select <8 x i1> %2950, <8 x float> %2949, <8 x float> %2946
  br label %2962

2952:                                             ; preds = %2943
  %2953 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2944)
  %2954 = bitcast <8 x float> %2944 to <8 x i32>
  %2955 = or <8 x i32> %2954, %46
  %2956 = bitcast <8 x i32> %2955 to <8 x float>
  %2957 = fcmp oeq <8 x float> %2944, %33
  %2958 = select <8 x i1> %2957, <8 x float> %2956, <8 x float> %2953
  br label %2962

2959:                                             ; preds = %2943
  %2960 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2906, <8 x i1> %2698, <8 x float> zeroinitializer)
  %2961 = fadd <8 x float> %2944, %2960
  br label %2962

2962:                                             ; preds = %2945, %2952, %2959, %2943, %2924
  %2963 = phi <8 x float> [ %2958, %2952 ], [ %2951, %2945 ], [ %2925, %2924 ], [ %2944, %2943 ], [ %2961, %2959 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2963, ptr align 1 %2904, <8 x i1> %2698)
  %2964 = add nsw i64 %2903, 8
  %2965 = getelementptr inbounds float, ptr %453, i64 %2964
  %2966 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2965, <8 x i1> %2706, <8 x float> zeroinitializer)
  %2967 = getelementptr inbounds float, ptr %451, i64 %2964
  switch i64 %376, label %854 [
    i64 1, label %2982
    i64 2, label %2975
    i64 3, label %2968
  ]

2968:                                             ; preds = %2962
  %2969 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2966)
  %2970 = bitcast <8 x float> %2966 to <8 x i32>
  %2971 = and <8 x i32> %2970, %45
  %2972 = bitcast <8 x i32> %2971 to <8 x float>
  %2973 = fcmp oeq <8 x float> %2966, %30
  %2974 = select <8 x i1> %2973, <8 x float> %2972, <8 x float> %2969
  br label %2985

2975:                                             ; preds = %2962
  %2976 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2966)
  %2977 = bitcast <8 x float> %2966 to <8 x i32>
  %2978 = or <8 x i32> %2977, %46
  %2979 = bitcast <8 x i32> %2978 to <8 x float>
  %2980 = fcmp oeq <8 x float> %2966, %33
  %2981 = select <8 x i1> %2980, <8 x float> %2979, <8 x float> %2976
  br label %2985

2982:                                             ; preds = %2962
  %2983 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2967, <8 x i1> %2706, <8 x float> zeroinitializer)
  %2984 = fadd <8 x float> %2966, %2983
  br label %2985

2985:                                             ; preds = %2982, %2975, %2968
  %2986 = phi <8 x float> [ %2984, %2982 ], [ %2981, %2975 ], [ %2974, %2968 ]
  switch i64 %390, label %854 [
    i64 1, label %3001
    i64 2, label %2994
    i64 3, label %2987
    i64 0, label %3023
  ]

2987:                                             ; preds = %2985
  %2988 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2986)
  %2989 = bitcast <8 x float> %2986 to <8 x i32>
  %2990 = and <8 x i32> %2989, %45
  %2991 = bitcast <8 x i32> %2990 to <8 x float>
  %2992 = fcmp oeq <8 x float> %2986, %30
  %2993 = select <8 x i1> %2992, <8 x float> %2991, <8 x float> %2988
  br label %3004

2994:                                             ; preds = %2985
  %2995 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2986)
  %2996 = bitcast <8 x float> %2986 to <8 x i32>
  %2997 = or <8 x i32> %2996, %46
  %2998 = bitcast <8 x i32> %2997 to <8 x float>
  %2999 = fcmp oeq <8 x float> %2986, %33
  %3000 = select <8 x i1> %2999, <8 x float> %2998, <8 x float> %2995
  br label %3004

3001:                                             ; preds = %2985
  %3002 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2967, <8 x i1> %2706, <8 x float> zeroinitializer)
  %3003 = fadd <8 x float> %2986, %3002
  br label %3004

3004:                                             ; preds = %3001, %2994, %2987
  %3005 = phi <8 x float> [ %3003, %3001 ], [ %3000, %2994 ], [ %2993, %2987 ]
  switch i64 %392, label %854 [
    i64 1, label %3020
    i64 2, label %3013
    i64 3, label %3006
    i64 0, label %3023
  ]

3006:                                             ; preds = %3004
  %3007 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3005)
  %3008 = bitcast <8 x float> %3005 to <8 x i32>
  %3009 = and <8 x i32> %3008, %45
  %3010 = bitcast <8 x i32> %3009 to <8 x float>
  %3011 = fcmp oeq <8 x float> %3005, %30
  %3012 = select <8 x i1> %3011, <8 x float> %3010, <8 x float> %3007
  br label %3023

3013:                                             ; preds = %3004
  %3014 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3005)
  %3015 = bitcast <8 x float> %3005 to <8 x i32>
  %3016 = or <8 x i32> %3015, %46
  %3017 = bitcast <8 x i32> %3016 to <8 x float>
  %3018 = fcmp oeq <8 x float> %3005, %33
  %3019 = select <8 x i1> %3018, <8 x float> %3017, <8 x float> %3014
  br label %3023

3020:                                             ; preds = %3004
  %3021 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2967, <8 x i1> %2706, <8 x float> zeroinitializer)
  %3022 = fadd <8 x float> %3005, %3021
  br label %3023

3023:                                             ; preds = %3006, %3013, %3020, %2775, %3004, %2985
  %3024 = phi ptr [ %2783, %2775 ], [ %2965, %3006 ], [ %2965, %2985 ], [ %2965, %3004 ], [ %2965, %3020 ], [ %2965, %3013 ]
  %3025 = phi <8 x float> [ %2784, %2775 ], [ %3012, %3006 ], [ %2986, %2985 ], [ %3005, %3004 ], [ %3022, %3020 ], [ %3019, %3013 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3025, ptr align 1 %3024, <8 x i1> %2706)
  br label %7410

3026:                                             ; preds = %2145
  %3027 = sub i64 %7, %701
  %3028 = icmp sgt i64 %3027, 7
  %3029 = trunc i64 %3027 to i32
  %3030 = select i1 %3028, i32 8, i32 %3029
  %3031 = insertelement <8 x i32> poison, i32 %3030, i64 0
  %3032 = shufflevector <8 x i32> %3031, <8 x i32> poison, <8 x i32> zeroinitializer
  %3033 = icmp sgt <8 x i32> %3032, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %42, label %3044, label %3034

3034:                                             ; preds = %3026
  %3035 = load float, ptr %465, align 1
  %3036 = insertelement <8 x float> poison, float %3035, i64 0
  %3037 = shufflevector <8 x float> %3036, <8 x float> poison, <8 x i32> zeroinitializer
  %3038 = load float, ptr %656, align 1
  %3039 = insertelement <8 x float> poison, float %3038, i64 0
  %3040 = shufflevector <8 x float> %3039, <8 x float> poison, <8 x i32> zeroinitializer
  %3041 = load float, ptr %657, align 1
  %3042 = insertelement <8 x float> poison, float %3041, i64 0
  %3043 = shufflevector <8 x float> %3042, <8 x float> poison, <8 x i32> zeroinitializer
  br label %3052

3044:                                             ; preds = %3026
  %3045 = getelementptr float, ptr %448, i64 %701
  %3046 = getelementptr float, ptr %3045, i64 %469
  %3047 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3046, <8 x i1> %3033, <8 x float> zeroinitializer)
  %3048 = getelementptr float, ptr %3045, i64 %659
  %3049 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3048, <8 x i1> %3033, <8 x float> zeroinitializer)
  %3050 = getelementptr float, ptr %3045, i64 %661
  %3051 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3050, <8 x i1> %3033, <8 x float> zeroinitializer)
  br label %3052

3052:                                             ; preds = %3044, %3034
  %3053 = phi <8 x float> [ %3049, %3044 ], [ %3040, %3034 ]
  %3054 = phi <8 x float> [ %3047, %3044 ], [ %3037, %3034 ]
  %3055 = phi <8 x float> [ %3051, %3044 ], [ %3043, %3034 ]
  %3056 = getelementptr inbounds float, ptr %446, i64 %701
  br i1 %43, label %3057, label %3082

3057:                                             ; preds = %3052
  br i1 %418, label %3059, label %3090

3058:                                             ; preds = %3090
  br i1 %420, label %3082, label %3059

3059:                                             ; preds = %3058, %3057
  %3060 = phi <8 x float> [ %3054, %3057 ], [ %3122, %3058 ]
  %3061 = phi <8 x float> [ %3053, %3057 ], [ %3127, %3058 ]
  %3062 = phi <8 x float> [ %3055, %3057 ], [ %3132, %3058 ]
  %3063 = phi i64 [ 0, %3057 ], [ %3133, %3058 ]
  tail call void @llvm.assume(i1 %421)
  %3064 = mul nsw i64 %3063, %7
  %3065 = getelementptr inbounds float, ptr %3056, i64 %3064
  %3066 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3065, <8 x i1> %3033, <8 x float> zeroinitializer)
  %3067 = getelementptr float, ptr %467, i64 %3063
  %3068 = load float, ptr %3067, align 1
  %3069 = insertelement <8 x float> poison, float %3068, i64 0
  %3070 = shufflevector <8 x float> %3069, <8 x float> poison, <8 x i32> zeroinitializer
  %3071 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3066, <8 x float> %3070, <8 x float> %3060)
  %3072 = getelementptr float, ptr %3067, i64 %5
  %3073 = load float, ptr %3072, align 1
  %3074 = insertelement <8 x float> poison, float %3073, i64 0
  %3075 = shufflevector <8 x float> %3074, <8 x float> poison, <8 x i32> zeroinitializer
  %3076 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3066, <8 x float> %3075, <8 x float> %3061)
  %3077 = getelementptr i8, ptr %3067, i64 %362
  %3078 = load float, ptr %3077, align 1
  %3079 = insertelement <8 x float> poison, float %3078, i64 0
  %3080 = shufflevector <8 x float> %3079, <8 x float> poison, <8 x i32> zeroinitializer
  %3081 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3066, <8 x float> %3080, <8 x float> %3062)
  br label %3082

3082:                                             ; preds = %3059, %3058, %3052
  %3083 = phi <8 x float> [ %3054, %3052 ], [ %3122, %3058 ], [ %3071, %3059 ]
  %3084 = phi <8 x float> [ %3053, %3052 ], [ %3127, %3058 ], [ %3076, %3059 ]
  %3085 = phi <8 x float> [ %3055, %3052 ], [ %3132, %3058 ], [ %3081, %3059 ]
  %3086 = getelementptr float, ptr %453, i64 %701
  %3087 = getelementptr float, ptr %3086, i64 %469
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3083, ptr align 1 %3087, <8 x i1> %3033)
  %3088 = getelementptr float, ptr %3086, i64 %663
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3084, ptr align 1 %3088, <8 x i1> %3033)
  %3089 = getelementptr float, ptr %3086, i64 %665
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3085, ptr align 1 %3089, <8 x i1> %3033)
  br i1 %44, label %7410, label %3136

3090:                                             ; preds = %3057, %3090
  %3091 = phi <8 x float> [ %3122, %3090 ], [ %3054, %3057 ]
  %3092 = phi <8 x float> [ %3127, %3090 ], [ %3053, %3057 ]
  %3093 = phi <8 x float> [ %3132, %3090 ], [ %3055, %3057 ]
  %3094 = phi i64 [ %3133, %3090 ], [ 0, %3057 ]
  %3095 = phi i64 [ %3134, %3090 ], [ 0, %3057 ]
  %3096 = mul nsw i64 %3094, %7
  %3097 = getelementptr inbounds float, ptr %3056, i64 %3096
  %3098 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3097, <8 x i1> %3033, <8 x float> zeroinitializer)
  %3099 = getelementptr float, ptr %467, i64 %3094
  %3100 = load float, ptr %3099, align 1
  %3101 = insertelement <8 x float> poison, float %3100, i64 0
  %3102 = shufflevector <8 x float> %3101, <8 x float> poison, <8 x i32> zeroinitializer
  %3103 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3098, <8 x float> %3102, <8 x float> %3091)
  %3104 = getelementptr float, ptr %3099, i64 %5
  %3105 = load float, ptr %3104, align 1
  %3106 = insertelement <8 x float> poison, float %3105, i64 0
  %3107 = shufflevector <8 x float> %3106, <8 x float> poison, <8 x i32> zeroinitializer
  %3108 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3098, <8 x float> %3107, <8 x float> %3092)
  %3109 = getelementptr i8, ptr %3099, i64 %362
  %3110 = load float, ptr %3109, align 1
  %3111 = insertelement <8 x float> poison, float %3110, i64 0
  %3112 = shufflevector <8 x float> %3111, <8 x float> poison, <8 x i32> zeroinitializer
  %3113 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3098, <8 x float> %3112, <8 x float> %3093)
  %3114 = or disjoint i64 %3094, 1
  %3115 = mul nsw i64 %3114, %7
  %3116 = getelementptr inbounds float, ptr %3056, i64 %3115
  %3117 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3116, <8 x i1> %3033, <8 x float> zeroinitializer)
  %3118 = getelementptr float, ptr %467, i64 %3114
  %3119 = load float, ptr %3118, align 1
  %3120 = insertelement <8 x float> poison, float %3119, i64 0
  %3121 = shufflevector <8 x float> %3120, <8 x float> poison, <8 x i32> zeroinitializer
  %3122 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3117, <8 x float> %3121, <8 x float> %3103)
  %3123 = getelementptr float, ptr %3118, i64 %5
  %3124 = load float, ptr %3123, align 1
  %3125 = insertelement <8 x float> poison, float %3124, i64 0
  %3126 = shufflevector <8 x float> %3125, <8 x float> poison, <8 x i32> zeroinitializer
  %3127 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3117, <8 x float> %3126, <8 x float> %3108)
  %3128 = getelementptr i8, ptr %3118, i64 %362
  %3129 = load float, ptr %3128, align 1
  %3130 = insertelement <8 x float> poison, float %3129, i64 0
  %3131 = shufflevector <8 x float> %3130, <8 x float> poison, <8 x i32> zeroinitializer
  %3132 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3117, <8 x float> %3131, <8 x float> %3113)
  %3133 = add nuw nsw i64 %3094, 2
  %3134 = add i64 %3095, 2
  %3135 = icmp eq i64 %3134, %419
  br i1 %3135, label %3058, label %3090

3136:                                             ; preds = %3082
  %3137 = add nsw i64 %469, %701
  %3138 = getelementptr inbounds float, ptr %453, i64 %3137
  %3139 = getelementptr inbounds float, ptr %451, i64 %3137
  %3140 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3138, <8 x i1> %3033, <8 x float> zeroinitializer)
  switch i64 %363, label %854 [
    i64 1, label %3146
    i64 2, label %3149
    i64 3, label %3156
    i64 0, label %3141
  ]

3141:                                             ; preds = %3136
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3140, ptr align 1 %3138, <8 x i1> %3033)
  %3142 = getelementptr float, ptr %693, i64 %701
  %3143 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3142, <8 x i1> %3033, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3143, ptr align 1 %3142, <8 x i1> %3033)
  %3144 = getelementptr float, ptr %694, i64 %701
  %3145 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3144, <8 x i1> %3033, <8 x float> zeroinitializer)
  br label %3323

3146:                                             ; preds = %3136
  %3147 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3139, <8 x i1> %3033, <8 x float> zeroinitializer)
  %3148 = fadd <8 x float> %3140, %3147
  br label %3163

3149:                                             ; preds = %3136
  %3150 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3140)
  %3151 = bitcast <8 x float> %3140 to <8 x i32>
  %3152 = or <8 x i32> %3151, %46
  %3153 = bitcast <8 x i32> %3152 to <8 x float>
  %3154 = fcmp oeq <8 x float> %3140, %33
  %3155 = select <8 x i1> %3154, <8 x float> %3153, <8 x float> %3150
  br label %3163

3156:                                             ; preds = %3136
  %3157 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3140)
  %3158 = bitcast <8 x float> %3140 to <8 x i32>
  %3159 = and <8 x i32> %3158, %45
  %3160 = bitcast <8 x i32> %3159 to <8 x float>
  %3161 = fcmp oeq <8 x float> %3140, %30
  %3162 = select <8 x i1> %3161, <8 x float> %3160, <8 x float> %3157
  br label %3163

3163:                                             ; preds = %3156, %3149, %3146
  %3164 = phi <8 x float> [ %3148, %3146 ], [ %3155, %3149 ], [ %3162, %3156 ]
  switch i64 %365, label %854 [
    i64 1, label %3179
    i64 2, label %3172
    i64 3, label %3165
    i64 0, label %3201
  ]

3165:                                             ; preds = %3163
  %3166 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3164)
  %3167 = bitcast <8 x float> %3164 to <8 x i32>
  %3168 = and <8 x i32> %3167, %45
  %3169 = bitcast <8 x i32> %3168 to <8 x float>
  %3170 = fcmp oeq <8 x float> %3164, %30
  %3171 = select <8 x i1> %3170, <8 x float> %3169, <8 x float> %3166
  br label %3182

3172:                                             ; preds = %3163
  %3173 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3164)
  %3174 = bitcast <8 x float> %3164 to <8 x i32>
  %3175 = or <8 x i32> %3174, %46
  %3176 = bitcast <8 x i32> %3175 to <8 x float>
  %3177 = fcmp oeq <8 x float> %3164, %33
  %3178 = select <8 x i1> %3177, <8 x float> %3176, <8 x float> %3173
  br label %3182

3179:                                             ; preds = %3163
  %3180 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3139, <8 x i1> %3033, <8 x float> zeroinitializer)
  %3181 = fadd <8 x float> %3164, %3180
  br label %3182

3182:                                             ; preds = %3179, %3172, %3165
  %3183 = phi <8 x float> [ %3181, %3179 ], [ %3178, %3172 ], [ %3171, %3165 ]
  switch i64 %367, label %854 [
    i64 1, label %3198
    i64 2, label %3191
    i64 3, label %3184
    i64 0, label %3201
  ]

3184:                                             ; preds = %3182
  %3185 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3183)
  %3186 = bitcast <8 x float> %3183 to <8 x i32>
  %3187 = and <8 x i32> %3186, %45
  %3188 = bitcast <8 x i32> %3187 to <8 x float>
  %3189 = fcmp oeq <8 x float> %3183, %30
  %3190 = select <8 x i1> %3189, <8 x float> %3188, <8 x float> %3185
  br label %3201

3191:                                             ; preds = %3182
  %3192 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3183)
  %3193 = bitcast <8 x float> %3183 to <8 x i32>
  %3194 = or <8 x i32> %3193, %46
  %3195 = bitcast <8 x i32> %3194 to <8 x float>
  %3196 = fcmp oeq <8 x float> %3183, %33
  %3197 = select <8 x i1> %3196, <8 x float> %3195, <8 x float> %3192
  br label %3201

3198:                                             ; preds = %3182
  %3199 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3139, <8 x i1> %3033, <8 x float> zeroinitializer)
  %3200 = fadd <8 x float> %3183, %3199
  br label %3201

3201:                                             ; preds = %3184, %3191, %3198, %3182, %3163
  %3202 = phi <8 x float> [ %3183, %3182 ], [ %3190, %3184 ], [ %3164, %3163 ], [ %3200, %3198 ], [ %3197, %3191 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3202, ptr align 1 %3138, <8 x i1> %3033)
  %3203 = add nsw i64 %663, %701
  %3204 = getelementptr inbounds float, ptr %453, i64 %3203
  %3205 = getelementptr inbounds float, ptr %451, i64 %3203
  %3206 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3204, <8 x i1> %3033, <8 x float> zeroinitializer)
  switch i64 %363, label %854 [
    i64 1, label %3221
    i64 2, label %3214
    i64 3, label %3207
  ]

3207:                                             ; preds = %3201
  %3208 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3206)
  %3209 = bitcast <8 x float> %3206 to <8 x i32>
  %3210 = and <8 x i32> %3209, %45
  %3211 = bitcast <8 x i32> %3210 to <8 x float>
  %3212 = fcmp oeq <8 x float> %3206, %30
  %3213 = select <8 x i1> %3212, <8 x float> %3211, <8 x float> %3208
  br label %3224

3214:                                             ; preds = %3201
  %3215 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3206)
  %3216 = bitcast <8 x float> %3206 to <8 x i32>
  %3217 = or <8 x i32> %3216, %46
  %3218 = bitcast <8 x i32> %3217 to <8 x float>
  %3219 = fcmp oeq <8 x float> %3206, %33
  %3220 = select <8 x i1> %3219, <8 x float> %3218, <8 x float> %3215
  br label %3224

3221:                                             ; preds = %3201
  %3222 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3205, <8 x i1> %3033, <8 x float> zeroinitializer)
  %3223 = fadd <8 x float> %3206, %3222
  br label %3224

3224:                                             ; preds = %3221, %3214, %3207
  %3225 = phi <8 x float> [ %3223, %3221 ], [ %3220, %3214 ], [ %3213, %3207 ]
  switch i64 %369, label %854 [
    i64 1, label %3240
    i64 2, label %3233
    i64 3, label %3226
    i64 0, label %3262
  ]

3226:                                             ; preds = %3224
  %3227 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3225)
  %3228 = bitcast <8 x float> %3225 to <8 x i32>
  %3229 = and <8 x i32> %3228, %45
  %3230 = bitcast <8 x i32> %3229 to <8 x float>
  %3231 = fcmp oeq <8 x float> %3225, %30
  %3232 = select <8 x i1> %3231, <8 x float> %3230, <8 x float> %3227
  br label %3243

3233:                                             ; preds = %3224
  %3234 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3225)
  %3235 = bitcast <8 x float> %3225 to <8 x i32>
  %3236 = or <8 x i32> %3235, %46
  %3237 = bitcast <8 x i32> %3236 to <8 x float>
  %3238 = fcmp oeq <8 x float> %3225, %33
  %3239 = select <8 x i1> %3238, <8 x float> %3237, <8 x float> %3234
  br label %3243

3240:                                             ; preds = %3224
  %3241 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3205, <8 x i1> %3033, <8 x float> zeroinitializer)
  %3242 = fadd <8 x float> %3225, %3241
  br label %3243

3243:                                             ; preds = %3240, %3233, %3226
  %3244 = phi <8 x float> [ %3242, %3240 ], [ %3239, %3233 ], [ %3232, %3226 ]
  switch i64 %371, label %854 [
    i64 1, label %3259
    i64 2, label %3252
    i64 3, label %3245
    i64 0, label %3262
  ]

3245:                                             ; preds = %3243
  %3246 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3244)
  %3247 = bitcast <8 x float> %3244 to <8 x i32>
  %3248 = and <8 x i32> %3247, %45
  %3249 = bitcast <8 x i32> %3248 to <8 x float>
  %3250 = fcmp oeq <8 x float> %3244, %30
  %3251 = select <8 x i1> %3250, <8 x float> %3249, <8 x float> %3246
  br label %3262

3252:                                             ; preds = %3243
  %3253 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3244)
  %3254 = bitcast <8 x float> %3244 to <8 x i32>
  %3255 = or <8 x i32> %3254, %46
  %3256 = bitcast <8 x i32> %3255 to <8 x float>
  %3257 = fcmp oeq <8 x float> %3244, %33
  %3258 = select <8 x i1> %3257, <8 x float> %3256, <8 x float> %3253
  br label %3262

3259:                                             ; preds = %3243
  %3260 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3205, <8 x i1> %3033, <8 x float> zeroinitializer)
  %3261 = fadd <8 x float> %3244, %3260
  br label %3262

3262:                                             ; preds = %3245, %3252, %3259, %3243, %3224
  %3263 = phi <8 x float> [ %3258, %3252 ], [ %3251, %3245 ], [ %3225, %3224 ], [ %3244, %3243 ], [ %3261, %3259 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3263, ptr align 1 %3204, <8 x i1> %3033)
  %3264 = add nsw i64 %665, %701
  %3265 = getelementptr inbounds float, ptr %453, i64 %3264
  %3266 = getelementptr inbounds float, ptr %451, i64 %3264
  %3267 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3265, <8 x i1> %3033, <8 x float> zeroinitializer)
  switch i64 %363, label %854 [
    i64 1, label %3282
    i64 2, label %3275
    i64 3, label %3268
  ]

3268:                                             ; preds = %3262
  %3269 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3267)
  %3270 = bitcast <8 x float> %3267 to <8 x i32>
  %3271 = and <8 x i32> %3270, %45
  %3272 = bitcast <8 x i32> %3271 to <8 x float>
  %3273 = fcmp oeq <8 x float> %3267, %30
  %3274 = select <8 x i1> %3273, <8 x float> %3272, <8 x float> %3269
  br label %3285

3275:                                             ; preds = %3262
  %3276 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3267)
  %3277 = bitcast <8 x float> %3267 to <8 x i32>
  %3278 = or <8 x i32> %3277, %46
  %3279 = bitcast <8 x i32> %3278 to <8 x float>
  %3280 = fcmp oeq <8 x float> %3267, %33
  %3281 = select <8 x i1> %3280, <8 x float> %3279, <8 x float> %3276
  br label %3285

3282:                                             ; preds = %3262
  %3283 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3266, <8 x i1> %3033, <8 x float> zeroinitializer)
  %3284 = fadd <8 x float> %3267, %3283
  br label %3285

3285:                                             ; preds = %3282, %3275, %3268
  %3286 = phi <8 x float> [ %3284, %3282 ], [ %3281, %3275 ], [ %3274, %3268 ]
  switch i64 %373, label %854 [
    i64 1, label %3301
    i64 2, label %3294
    i64 3, label %3287
    i64 0, label %3323
  ]

3287:                                             ; preds = %3285
  %3288 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3286)
  %3289 = bitcast <8 x float> %3286 to <8 x i32>
  %3290 = and <8 x i32> %3289, %45
  %3291 = bitcast <8 x i32> %3290 to <8 x float>
  %3292 = fcmp oeq <8 x float> %3286, %30
  %3293 = select <8 x i1> %3292, <8 x float> %3291, <8 x float> %3288
  br label %3304

3294:                                             ; preds = %3285
  %3295 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3286)
  %3296 = bitcast <8 x float> %3286 to <8 x i32>
  %3297 = or <8 x i32> %3296, %46
  %3298 = bitcast <8 x i32> %3297 to <8 x float>
  %3299 = fcmp oeq <8 x float> %3286, %33
  %3300 = select <8 x i1> %3299, <8 x float> %3298, <8 x float> %3295
  br label %3304

3301:                                             ; preds = %3285
  %3302 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3266, <8 x i1> %3033, <8 x float> zeroinitializer)
  %3303 = fadd <8 x float> %3286, %3302
  br label %3304

3304:                                             ; preds = %3301, %3294, %3287
  %3305 = phi <8 x float> [ %3303, %3301 ], [ %3300, %3294 ], [ %3293, %3287 ]
  switch i64 %375, label %854 [
    i64 1, label %3320
    i64 2, label %3313
    i64 3, label %3306
    i64 0, label %3323
  ]

3306:                                             ; preds = %3304
  %3307 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3305)
  %3308 = bitcast <8 x float> %3305 to <8 x i32>
  %3309 = and <8 x i32> %3308, %45
  %3310 = bitcast <8 x i32> %3309 to <8 x float>
  %3311 = fcmp oeq <8 x float> %3305, %30
  %3312 = select <8 x i1> %3311, <8 x float> %3310, <8 x float> %3307
  br label %3323

3313:                                             ; preds = %3304
  %3314 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3305)
  %3315 = bitcast <8 x float> %3305 to <8 x i32>
  %3316 = or <8 x i32> %3315, %46
  %3317 = bitcast <8 x i32> %3316 to <8 x float>
  %3318 = fcmp oeq <8 x float> %3305, %33
  %3319 = select <8 x i1> %3318, <8 x float> %3317, <8 x float> %3314
  br label %3323

3320:                                             ; preds = %3304
  %3321 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3266, <8 x i1> %3033, <8 x float> zeroinitializer)
  %3322 = fadd <8 x float> %3305, %3321
  br label %3323

3323:                                             ; preds = %3306, %3313, %3320, %3141, %3304, %3285
  %3324 = phi ptr [ %3144, %3141 ], [ %3265, %3306 ], [ %3265, %3285 ], [ %3265, %3304 ], [ %3265, %3320 ], [ %3265, %3313 ]
  %3325 = phi <8 x float> [ %3145, %3141 ], [ %3312, %3306 ], [ %3286, %3285 ], [ %3305, %3304 ], [ %3322, %3320 ], [ %3319, %3313 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3325, ptr align 1 %3324, <8 x i1> %3033)
  br label %7410

3326:                                             ; preds = %2145
  %3327 = sub i64 %7, %701
  %3328 = icmp sgt i64 %3327, 7
  %3329 = trunc i64 %3327 to i32
  %3330 = select i1 %3328, i32 8, i32 %3329
  %3331 = insertelement <8 x i32> poison, i32 %3330, i64 0
  %3332 = shufflevector <8 x i32> %3331, <8 x i32> poison, <8 x i32> zeroinitializer
  %3333 = icmp sgt <8 x i32> %3332, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3334 = add i64 %701, 8
  %3335 = sub i64 %7, %3334
  %3336 = icmp sgt i64 %3335, 7
  %3337 = trunc i64 %3335 to i32
  %3338 = select i1 %3336, i32 8, i32 %3337
  %3339 = insertelement <8 x i32> poison, i32 %3338, i64 0
  %3340 = shufflevector <8 x i32> %3339, <8 x i32> poison, <8 x i32> zeroinitializer
  %3341 = icmp sgt <8 x i32> %3340, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %42, label %3358, label %3342

3342:                                             ; preds = %3326
  %3343 = load float, ptr %465, align 1
  %3344 = insertelement <8 x float> poison, float %3343, i64 0
  %3345 = shufflevector <8 x float> %3344, <8 x float> poison, <8 x i32> zeroinitializer
  %3346 = insertelement <8 x float> poison, float %3343, i64 0
  %3347 = shufflevector <8 x float> %3346, <8 x float> poison, <8 x i32> zeroinitializer
  %3348 = load float, ptr %646, align 1
  %3349 = insertelement <8 x float> poison, float %3348, i64 0
  %3350 = shufflevector <8 x float> %3349, <8 x float> poison, <8 x i32> zeroinitializer
  %3351 = insertelement <8 x float> poison, float %3348, i64 0
  %3352 = shufflevector <8 x float> %3351, <8 x float> poison, <8 x i32> zeroinitializer
  %3353 = load float, ptr %649, align 1
  %3354 = insertelement <8 x float> poison, float %3353, i64 0
  %3355 = shufflevector <8 x float> %3354, <8 x float> poison, <8 x i32> zeroinitializer
  %3356 = insertelement <8 x float> poison, float %3353, i64 0
  %3357 = shufflevector <8 x float> %3356, <8 x float> poison, <8 x i32> zeroinitializer
  br label %3372

3358:                                             ; preds = %3326
  %3359 = getelementptr float, ptr %448, i64 %701
  %3360 = getelementptr float, ptr %3359, i64 %469
  %3361 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3360, <8 x i1> %3333, <8 x float> zeroinitializer)
  %3362 = getelementptr inbounds nuw i8, ptr %3360, i64 32
  %3363 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %3362, <8 x i1> %3341, <8 x float> zeroinitializer)
  %3364 = getelementptr float, ptr %3359, i64 %653
  %3365 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3364, <8 x i1> %3333, <8 x float> zeroinitializer)
  %3366 = getelementptr inbounds nuw i8, ptr %3364, i64 32
  %3367 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %3366, <8 x i1> %3341, <8 x float> zeroinitializer)
  %3368 = getelementptr float, ptr %3359, i64 %655
  %3369 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3368, <8 x i1> %3333, <8 x float> zeroinitializer)
  %3370 = getelementptr inbounds nuw i8, ptr %3368, i64 32
  %3371 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %3370, <8 x i1> %3341, <8 x float> zeroinitializer)
  br label %3372

3372:                                             ; preds = %3358, %3342
  %3373 = phi <8 x float> [ %3369, %3358 ], [ %3355, %3342 ]
  %3374 = phi <8 x float> [ %3365, %3358 ], [ %3350, %3342 ]
  %3375 = phi <8 x float> [ %3361, %3358 ], [ %3345, %3342 ]
  %3376 = phi <8 x float> [ %3363, %3358 ], [ %3347, %3342 ]
  %3377 = phi i64 [ %653, %3358 ], [ %648, %3342 ]
  %3378 = phi <8 x float> [ %3367, %3358 ], [ %3352, %3342 ]
  %3379 = phi i64 [ %655, %3358 ], [ %651, %3342 ]
  %3380 = phi <8 x float> [ %3371, %3358 ], [ %3357, %3342 ]
  %3381 = getelementptr inbounds float, ptr %446, i64 %701
  br i1 %43, label %3396, label %3382

3382:                                             ; preds = %3396, %3372
  %3383 = phi <8 x float> [ %3375, %3372 ], [ %3413, %3396 ]
  %3384 = phi <8 x float> [ %3376, %3372 ], [ %3414, %3396 ]
  %3385 = phi <8 x float> [ %3374, %3372 ], [ %3419, %3396 ]
  %3386 = phi <8 x float> [ %3378, %3372 ], [ %3420, %3396 ]
  %3387 = phi <8 x float> [ %3373, %3372 ], [ %3425, %3396 ]
  %3388 = phi <8 x float> [ %3380, %3372 ], [ %3426, %3396 ]
  %3389 = getelementptr float, ptr %453, i64 %701
  %3390 = getelementptr float, ptr %3389, i64 %469
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3383, ptr align 1 %3390, <8 x i1> %3333)
  %3391 = getelementptr inbounds nuw i8, ptr %3390, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3384, ptr nonnull align 1 %3391, <8 x i1> %3341)
  %3392 = getelementptr float, ptr %3389, i64 %3377
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3385, ptr align 1 %3392, <8 x i1> %3333)
  %3393 = getelementptr inbounds nuw i8, ptr %3392, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3386, ptr nonnull align 1 %3393, <8 x i1> %3341)
  %3394 = getelementptr float, ptr %3389, i64 %3379
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3387, ptr align 1 %3394, <8 x i1> %3333)
  %3395 = getelementptr inbounds nuw i8, ptr %3394, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3388, ptr nonnull align 1 %3395, <8 x i1> %3341)
  br i1 %44, label %7410, label %3429

3396:                                             ; preds = %3372, %3396
  %3397 = phi <8 x float> [ %3413, %3396 ], [ %3375, %3372 ]
  %3398 = phi <8 x float> [ %3414, %3396 ], [ %3376, %3372 ]
  %3399 = phi <8 x float> [ %3419, %3396 ], [ %3374, %3372 ]
  %3400 = phi <8 x float> [ %3420, %3396 ], [ %3378, %3372 ]
  %3401 = phi <8 x float> [ %3425, %3396 ], [ %3373, %3372 ]
  %3402 = phi <8 x float> [ %3426, %3396 ], [ %3380, %3372 ]
  %3403 = phi i64 [ %3427, %3396 ], [ 0, %3372 ]
  %3404 = mul nsw i64 %3403, %7
  %3405 = getelementptr inbounds float, ptr %3381, i64 %3404
  %3406 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3405, <8 x i1> %3333, <8 x float> zeroinitializer)
  %3407 = getelementptr inbounds nuw i8, ptr %3405, i64 32
  %3408 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %3407, <8 x i1> %3341, <8 x float> zeroinitializer)
  %3409 = getelementptr float, ptr %467, i64 %3403
  %3410 = load float, ptr %3409, align 1
  %3411 = insertelement <8 x float> poison, float %3410, i64 0
  %3412 = shufflevector <8 x float> %3411, <8 x float> poison, <8 x i32> zeroinitializer
  %3413 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3406, <8 x float> %3412, <8 x float> %3397)
  %3414 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3408, <8 x float> %3412, <8 x float> %3398)
  %3415 = getelementptr float, ptr %3409, i64 %5
  %3416 = load float, ptr %3415, align 1
  %3417 = insertelement <8 x float> poison, float %3416, i64 0
  %3418 = shufflevector <8 x float> %3417, <8 x float> poison, <8 x i32> zeroinitializer
  %3419 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3406, <8 x float> %3418, <8 x float> %3399)
  %3420 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3408, <8 x float> %3418, <8 x float> %3400)
  %3421 = getelementptr i8, ptr %3409, i64 %336
  %3422 = load float, ptr %3421, align 1
  %3423 = insertelement <8 x float> poison, float %3422, i64 0
  %3424 = shufflevector <8 x float> %3423, <8 x float> poison, <8 x i32> zeroinitializer
  %3425 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3406, <8 x float> %3424, <8 x float> %3401)
  %3426 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3408, <8 x float> %3424, <8 x float> %3402)
  %3427 = add nuw nsw i64 %3403, 1
  %3428 = icmp eq i64 %3427, %5
  br i1 %3428, label %3382, label %3396

3429:                                             ; preds = %3382
  %3430 = add nsw i64 %469, %701
  %3431 = getelementptr inbounds float, ptr %453, i64 %3430
  %3432 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3431, <8 x i1> %3333, <8 x float> zeroinitializer)
  %3433 = getelementptr inbounds float, ptr %451, i64 %3430
  switch i64 %337, label %854 [
    i64 1, label %3450
    i64 2, label %3453
    i64 3, label %3460
    i64 0, label %3434
  ]

3434:                                             ; preds = %3429
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3432, ptr align 1 %3431, <8 x i1> %3333)
  %3435 = getelementptr float, ptr %453, i64 %3430
  %3436 = getelementptr i8, ptr %3435, i64 32
  %3437 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3436, <8 x i1> %3341, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3437, ptr align 1 %3436, <8 x i1> %3341)
  %3438 = add nsw i64 %3377, %701
  %3439 = getelementptr inbounds float, ptr %453, i64 %3438
  %3440 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3439, <8 x i1> %3333, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3440, ptr align 1 %3439, <8 x i1> %3333)
  %3441 = getelementptr float, ptr %453, i64 %3438
  %3442 = getelementptr i8, ptr %3441, i64 32
  %3443 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3442, <8 x i1> %3341, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3443, ptr align 1 %3442, <8 x i1> %3341)
  %3444 = add nsw i64 %3379, %701
  %3445 = getelementptr inbounds float, ptr %453, i64 %3444
  %3446 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3445, <8 x i1> %3333, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3446, ptr align 1 %3445, <8 x i1> %3333)
  %3447 = getelementptr float, ptr %453, i64 %3444
  %3448 = getelementptr i8, ptr %3447, i64 32
  %3449 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3448, <8 x i1> %3341, <8 x float> zeroinitializer)
  br label %3810

3450:                                             ; preds = %3429
  %3451 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3433, <8 x i1> %3333, <8 x float> zeroinitializer)
  %3452 = fadd <8 x float> %3432, %3451
  br label %3467

3453:                                             ; preds = %3429
  %3454 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3432)
  %3455 = bitcast <8 x float> %3432 to <8 x i32>
  %3456 = or <8 x i32> %3455, %46
  %3457 = bitcast <8 x i32> %3456 to <8 x float>
  %3458 = fcmp oeq <8 x float> %3432, %33
  %3459 = select <8 x i1> %3458, <8 x float> %3457, <8 x float> %3454
  br label %3467

3460:                                             ; preds = %3429
  %3461 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3432)
  %3462 = bitcast <8 x float> %3432 to <8 x i32>
  %3463 = and <8 x i32> %3462, %45
  %3464 = bitcast <8 x i32> %3463 to <8 x float>
  %3465 = fcmp oeq <8 x float> %3432, %30
  %3466 = select <8 x i1> %3465, <8 x float> %3464, <8 x float> %3461
  br label %3467

3467:                                             ; preds = %3460, %3453, %3450
  %3468 = phi <8 x float> [ %3452, %3450 ], [ %3459, %3453 ], [ %3466, %3460 ]
  switch i64 %339, label %854 [
    i64 1, label %3483
    i64 2, label %3476
    i64 3, label %3469
    i64 0, label %3505
  ]

3469:                                             ; preds = %3467
  %3470 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3468)
  %3471 = bitcast <8 x float> %3468 to <8 x i32>
  %3472 = and <8 x i32> %3471, %45
  %3473 = bitcast <8 x i32> %3472 to <8 x float>
  %3474 = fcmp oeq <8 x float> %3468, %30
  %3475 = select <8 x i1> %3474, <8 x float> %3473, <8 x float> %3470
  br label %3486

3476:                                             ; preds = %3467
  %3477 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3468)
  %3478 = bitcast <8 x float> %3468 to <8 x i32>
  %3479 = or <8 x i32> %3478, %46
  %3480 = bitcast <8 x i32> %3479 to <8 x float>
  %3481 = fcmp oeq <8 x float> %3468, %33
  %3482 = select <8 x i1> %3481, <8 x float> %3480, <8 x float> %3477
  br label %3486

3483:                                             ; preds = %3467
  %3484 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3433, <8 x i1> %3333, <8 x float> zeroinitializer)
  %3485 = fadd <8 x float> %3468, %3484
  br label %3486

3486:                                             ; preds = %3483, %3476, %3469
  %3487 = phi <8 x float> [ %3485, %3483 ], [ %3482, %3476 ], [ %3475, %3469 ]
  switch i64 %341, label %854 [
    i64 1, label %3502
    i64 2, label %3495
    i64 3, label %3488
    i64 0, label %3505
  ]

3488:                                             ; preds = %3486
  %3489 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3487)
  %3490 = bitcast <8 x float> %3487 to <8 x i32>
  %3491 = and <8 x i32> %3490, %45
  %3492 = bitcast <8 x i32> %3491 to <8 x float>
  %3493 = fcmp oeq <8 x float> %3487, %30
  %3494 = select <8 x i1> %3493, <8 x float> %3492, <8 x float> %3489
  br label %3505

3495:                                             ; preds = %3486
  %3496 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3487)
  %3497 = bitcast <8 x float> %3487 to <8 x i32>
  %3498 = or <8 x i32> %3497, %46
  %3499 = bitcast <8 x i32> %3498 to <8 x float>
  %3500 = fcmp oeq <8 x float> %3487, %33
  %3501 = select <8 x i1> %3500, <8 x float> %3499, <8 x float> %3496
  br label %3505

3502:                                             ; preds = %3486
  %3503 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3433, <8 x i1> %3333, <8 x float> zeroinitializer)
  %3504 = fadd <8 x float> %3487, %3503
  br label %3505

3505:                                             ; preds = %3488, %3495, %3502, %3486, %3467
  %3506 = phi <8 x float> [ %3487, %3486 ], [ %3494, %3488 ], [ %3468, %3467 ], [ %3504, %3502 ], [ %3501, %3495 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3506, ptr align 1 %3431, <8 x i1> %3333)
  %3507 = add nsw i64 %3430, 8
  %3508 = getelementptr inbounds float, ptr %453, i64 %3507
  %3509 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3508, <8 x i1> %3341, <8 x float> zeroinitializer)
  %3510 = getelementptr inbounds float, ptr %451, i64 %3507
  switch i64 %337, label %854 [
    i64 1, label %3525
    i64 2, label %3518
    i64 3, label %3511
  ]

3511:                                             ; preds = %3505
  %3512 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3509)
  %3513 = bitcast <8 x float> %3509 to <8 x i32>
  %3514 = and <8 x i32> %3513, %45
  %3515 = bitcast <8 x i32> %3514 to <8 x float>
  %3516 = fcmp oeq <8 x float> %3509, %30
  %3517 = select <8 x i1> %3516, <8 x float> %3515, <8 x float> %3512
  br label %3528

3518:                                             ; preds = %3505
  %3519 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3509)
  %3520 = bitcast <8 x float> %3509 to <8 x i32>
  %3521 = or <8 x i32> %3520, %46
  %3522 = bitcast <8 x i32> %3521 to <8 x float>
  %3523 = fcmp oeq <8 x float> %3509, %33
  %3524 = select <8 x i1> %3523, <8 x float> %3522, <8 x float> %3519
  br label %3528

3525:                                             ; preds = %3505
  %3526 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3510, <8 x i1> %3341, <8 x float> zeroinitializer)
  %3527 = fadd <8 x float> %3509, %3526
  br label %3528

3528:                                             ; preds = %3525, %3518, %3511
  %3529 = phi <8 x float> [ %3527, %3525 ], [ %3524, %3518 ], [ %3517, %3511 ]
  switch i64 %343, label %854 [
    i64 1, label %3544
    i64 2, label %3537
    i64 3, label %3530
    i64 0, label %3566
  ]

3530:                                             ; preds = %3528
  %3531 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3529)
  %3532 = bitcast <8 x float> %3529 to <8 x i32>
  %3533 = and <8 x i32> %3532, %45
  %3534 = bitcast <8 x i32> %3533 to <8 x float>
  %3535 = fcmp oeq <8 x float> %3529, %30
  %3536 = select <8 x i1> %3535, <8 x float> %3534, <8 x float> %3531
  br label %3547

3537:                                             ; preds = %3528
  %3538 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3529)
  %3539 = bitcast <8 x float> %3529 to <8 x i32>
  %3540 = or <8 x i32> %3539, %46
  %3541 = bitcast <8 x i32> %3540 to <8 x float>
  %3542 = fcmp oeq <8 x float> %3529, %33
  %3543 = select <8 x i1> %3542, <8 x float> %3541, <8 x float> %3538
  br label %3547

3544:                                             ; preds = %3528
  %3545 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3510, <8 x i1> %3341, <8 x float> zeroinitializer)
  %3546 = fadd <8 x float> %3529, %3545
  br label %3547

3547:                                             ; preds = %3544, %3537, %3530
  %3548 = phi <8 x float> [ %3546, %3544 ], [ %3543, %3537 ], [ %3536, %3530 ]
  switch i64 %345, label %854 [
    i64 1, label %3563
    i64 2, label %3556
    i64 3, label %3549
    i64 0, label %3566
  ]

3549:                                             ; preds = %3547
  %3550 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3548)
  %3551 = bitcast <8 x float> %3548 to <8 x i32>
  %3552 = and <8 x i32> %3551, %45
  %3553 = bitcast <8 x i32> %3552 to <8 x float>
  %3554 = fcmp oeq <8 x float> %3548, %30
  %3555 = select <8 x i1> %3554, <8 x float> %3553, <8 x float> %3550
  br label %3566

3556:                                             ; preds = %3547
  %3557 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3548)
  %3558 = bitcast <8 x float> %3548 to <8 x i32>
  %3559 = or <8 x i32> %3558, %46
  %3560 = bitcast <8 x i32> %3559 to <8 x float>
  %3561 = fcmp oeq <8 x float> %3548, %33
  %3562 = select <8 x i1> %3561, <8 x float> %3560, <8 x float> %3557
  br label %3566

3563:                                             ; preds = %3547
  %3564 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3510, <8 x i1> %3341, <8 x float> zeroinitializer)
  %3565 = fadd <8 x float> %3548, %3564
  br label %3566

3566:                                             ; preds = %3549, %3556, %3563, %3547, %3528
  %3567 = phi <8 x float> [ %3562, %3556 ], [ %3555, %3549 ], [ %3529, %3528 ], [ %3548, %3547 ], [ %3565, %3563 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3567, ptr align 1 %3508, <8 x i1> %3341)
  %3568 = add nsw i64 %3377, %701
  %3569 = getelementptr inbounds float, ptr %453, i64 %3568
  %3570 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3569, <8 x i1> %3333, <8 x float> zeroinitializer)
  %3571 = getelementptr inbounds float, ptr %451, i64 %3568
  switch i64 %337, label %854 [
    i64 1, label %3586
    i64 2, label %3579
    i64 3, label %3572
  ]

3572:                                             ; preds = %3566
  %3573 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3570)
  %3574 = bitcast <8 x float> %3570 to <8 x i32>
  %3575 = and <8 x i32> %3574, %45
  %3576 = bitcast <8 x i32> %3575 to <8 x float>
  %3577 = fcmp oeq <8 x float> %3570, %30
  %3578 = select <8 x i1> %3577, <8 x float> %3576, <8 x float> %3573
  br label %3589

3579:                                             ; preds = %3566
  %3580 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3570)
  %3581 = bitcast <8 x float> %3570 to <8 x i32>
  %3582 = or <8 x i32> %3581, %46
  %3583 = bitcast <8 x i32> %3582 to <8 x float>
  %3584 = fcmp oeq <8 x float> %3570, %33
  %3585 = select <8 x i1> %3584, <8 x float> %3583, <8 x float> %3580
  br label %3589

3586:                                             ; preds = %3566
  %3587 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3571, <8 x i1> %3333, <8 x float> zeroinitializer)
  %3588 = fadd <8 x float> %3570, %3587
  br label %3589

3589:                                             ; preds = %3586, %3579, %3572
  %3590 = phi <8 x float> [ %3588, %3586 ], [ %3585, %3579 ], [ %3578, %3572 ]
  switch i64 %347, label %854 [
    i64 1, label %3605
    i64 2, label %3598
    i64 3, label %3591
    i64 0, label %3627
  ]

3591:                                             ; preds = %3589
  %3592 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3590)
  %3593 = bitcast <8 x float> %3590 to <8 x i32>
  %3594 = and <8 x i32> %3593, %45
  %3595 = bitcast <8 x i32> %3594 to <8 x float>
  %3596 = fcmp oeq <8 x float> %3590, %30
  %3597 = select <8 x i1> %3596, <8 x float> %3595, <8 x float> %3592
  br label %3608

3598:                                             ; preds = %3589
  %3599 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3590)
  %3600 = bitcast <8 x float> %3590 to <8 x i32>
  %3601 = or <8 x i32> %3600, %46
  %3602 = bitcast <8 x i32> %3601 to <8 x float>
  %3603 = fcmp oeq <8 x float> %3590, %33
  %3604 = select <8 x i1> %3603, <8 x float> %3602, <8 x float> %3599
  br label %3608

3605:                                             ; preds = %3589
  %3606 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3571, <8 x i1> %3333, <8 x float> zeroinitializer)
  %3607 = fadd <8 x float> %3590, %3606
  br label %3608

3608:                                             ; preds = %3605, %3598, %3591
  %3609 = phi <8 x float> [ %3607, %3605 ], [ %3604, %3598 ], [ %3597, %3591 ]
  switch i64 %349, label %854 [
    i64 1, label %3624
    i64 2, label %3617
    i64 3, label %3610
    i64 0, label %3627
  ]

3610:                                             ; preds = %3608
  %3611 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3609)
  %3612 = bitcast <8 x float> %3609 to <8 x i32>
  %3613 = and <8 x i32> %3612, %45
  %3614 = bitcast <8 x i32> %3613 to <8 x float>
  %3615 = fcmp oeq <8 x float> %3609, %30
  %3616 = select <8 x i1> %3615, <8 x float> %3614, <8 x float> %3611
  br label %3627

3617:                                             ; preds = %3608
  %3618 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3609)
  %3619 = bitcast <8 x float> %3609 to <8 x i32>
  %3620 = or <8 x i32> %3619, %46
  %3621 = bitcast <8 x i32> %3620 to <8 x float>
  %3622 = fcmp oeq <8 x float> %3609, %33
  %3623 = select <8 x i1> %3622, <8 x float> %3621, <8 x float> %3618
  br label %3627

3624:                                             ; preds = %3608
  %3625 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3571, <8 x i1> %3333, <8 x float> zeroinitializer)
  %3626 = fadd <8 x float> %3609, %3625
  br label %3627

3627:                                             ; preds = %3610, %3617, %3624, %3608, %3589
  %3628 = phi <8 x float> [ %3623, %3617 ], [ %3616, %3610 ], [ %3590, %3589 ], [ %3609, %3608 ], [ %3626, %3624 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3628, ptr align 1 %3569, <8 x i1> %3333)
  %3629 = add nsw i64 %3568, 8
  %3630 = getelementptr inbounds float, ptr %453, i64 %3629
  %3631 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3630, <8 x i1> %3341, <8 x float> zeroinitializer)
  %3632 = getelementptr inbounds float, ptr %451, i64 %3629
  switch i64 %337, label %854 [
    i64 1, label %3647
    i64 2, label %3640
    i64 3, label %3633
  ]

3633:                                             ; preds = %3627
  %3634 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3631)
  %3635 = bitcast <8 x float> %3631 to <8 x i32>
  %3636 = and <8 x i32> %3635, %45
  %3637 = bitcast <8 x i32> %3636 to <8 x float>
  %3638 = fcmp oeq <8 x float> %3631, %30
  %3639 = select <8 x i1> %3638, <8 x float> %3637, <8 x float> %3634
  br label %3650

3640:                                             ; preds = %3627
  %3641 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3631)
  %3642 = bitcast <8 x float> %3631 to <8 x i32>
  %3643 = or <8 x i32> %3642, %46
  %3644 = bitcast <8 x i32> %3643 to <8 x float>
  %3645 = fcmp oeq <8 x float> %3631, %33
  %3646 = select <8 x i1> %3645, <8 x float> %3644, <8 x float> %3641
  br label %3650

3647:                                             ; preds = %3627
  %3648 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3632, <8 x i1> %3341, <8 x float> zeroinitializer)
  %3649 = fadd <8 x float> %3631, %3648
  br label %3650

3650:                                             ; preds = %3647, %3640, %3633
  %3651 = phi <8 x float> [ %3649, %3647 ], [ %3646, %3640 ], [ %3639, %3633 ]
  switch i64 %351, label %854 [
    i64 1, label %3666
    i64 2, label %3659
    i64 3, label %3652
    i64 0, label %3688
  ]

3652:                                             ; preds = %3650
  %3653 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3651)
  %3654 = bitcast <8 x float> %3651 to <8 x i32>
  %3655 = and <8 x i32> %3654, %45
  %3656 = bitcast <8 x i32> %3655 to <8 x float>
  %3657 = fcmp oeq <8 x float> %3651, %30
  %3658 = select <8 x i1> %3657, <8 x float> %3656, <8 x float> %3653
  br label %3669

3659:                                             ; preds = %3650
  %3660 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3651)
  %3661 = bitcast <8 x float> %3651 to <8 x i32>
  %3662 = or <8 x i32> %3661, %46
  %3663 = bitcast <8 x i32> %3662 to <8 x float>
  %3664 = fcmp oeq <8 x float> %3651, %33
  %3665 = select <8 x i1> %3664, <8 x float> %3663, <8 x float> %3660
  br label %3669

3666:                                             ; preds = %3650
  %3667 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3632, <8 x i1> %3341, <8 x float> zeroinitializer)
  %3668 = fadd <8 x float> %3651, %3667
  br label %3669

3669:                                             ; preds = %3666, %3659, %3652
  %3670 = phi <8 x float> [ %3668, %3666 ], [ %3665, %3659 ], [ %3658, %3652 ]
  switch i64 %353, label %854 [
    i64 1, label %3685
    i64 2, label %3678
    i64 3, label %3671
    i64 0, label %3688
  ]

3671:                                             ; preds = %3669
  %3672 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3670)
  %3673 = bitcast <8 x float> %3670 to <8 x i32>
  %3674 = and <8 x i32> %3673, %45
  %3675 = bitcast <8 x i32> %3674 to <8 x float>
  %3676 = fcmp oeq <8 x float> %3670, %30
  %3677 = select <8 x i1> %3676, <8 x float> %3675, <8 x float> %3672
  br label %3688

3678:                                             ; preds = %3669
  %3679 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3670)
  %3680 = bitcast <8 x float> %3670 to <8 x i32>
  %3681 = or <8 x i32> %3680, %46
  %3682 = bitcast <8 x i32> %3681 to <8 x float>
  %3683 = fcmp oeq <8 x float> %3670, %33
  %3684 = select <8 x i1> %3683, <8 x float> %3682, <8 x float> %3679
  br label %3688

3685:                                             ; preds = %3669
  %3686 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3632, <8 x i1> %3341, <8 x float> zeroinitializer)
  %3687 = fadd <8 x float> %3670, %3686
  br label %3688

3688:                                             ; preds = %3671, %3678, %3685, %3669, %3650
  %3689 = phi <8 x float> [ %3684, %3678 ], [ %3677, %3671 ], [ %3651, %3650 ], [ %3670, %3669 ], [ %3687, %3685 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3689, ptr align 1 %3630, <8 x i1> %3341)
  %3690 = add nsw i64 %3379, %701
  %3691 = getelementptr inbounds float, ptr %453, i64 %3690
  %3692 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3691, <8 x i1> %3333, <8 x float> zeroinitializer)
  %3693 = getelementptr inbounds float, ptr %451, i64 %3690
  switch i64 %337, label %854 [
    i64 1, label %3708
    i64 2, label %3701
    i64 3, label %3694
  ]

3694:                                             ; preds = %3688
  %3695 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3692)
  %3696 = bitcast <8 x float> %3692 to <8 x i32>
  %3697 = and <8 x i32> %3696, %45
  %3698 = bitcast <8 x i32> %3697 to <8 x float>
  %3699 = fcmp oeq <8 x float> %3692, %30
  %3700 = select <8 x i1> %3699, <8 x float> %3698, <8 x float> %3695
  br label %3711

3701:                                             ; preds = %3688
  %3702 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3692)
  %3703 = bitcast <8 x float> %3692 to <8 x i32>
  %3704 = or <8 x i32> %3703, %46
  %3705 = bitcast <8 x i32> %3704 to <8 x float>
  %3706 = fcmp oeq <8 x float> %3692, %33
  %3707 = select <8 x i1> %3706, <8 x float> %3705, <8 x float> %3702
  br label %3711

3708:                                             ; preds = %3688
  %3709 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3693, <8 x i1> %3333, <8 x float> zeroinitializer)
  %3710 = fadd <8 x float> %3692, %3709
  br label %3711

3711:                                             ; preds = %3708, %3701, %3694
  %3712 = phi <8 x float> [ %3710, %3708 ], [ %3707, %3701 ], [ %3700, %3694 ]
  switch i64 %355, label %854 [
    i64 1, label %3727
    i64 2, label %3720
    i64 3, label %3713
    i64 0, label %3749
  ]

3713:                                             ; preds = %3711
  %3714 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3712)
  %3715 = bitcast <8 x float> %3712 to <8 x i32>
  %3716 = and <8 x i32> %3715, %45
  %3717 = bitcast <8 x i32> %3716 to <8 x float>
  %3718 = fcmp oeq <8 x float> %3712, %30
  %3719 = select <8 x i1> %3718, <8 x float> %3717, <8 x float> %3714
  br label %3730

3720:                                             ; preds = %3711
  %3721 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3712)
  %3722 = bitcast <8 x float> %3712 to <8 x i32>
  %3723 = or <8 x i32> %3722, %46
  %3724 = bitcast <8 x i32> %3723 to <8 x float>
  %3725 = fcmp oeq <8 x float> %3712, %33
  %3726 = select <8 x i1> %3725, <8 x float> %3724, <8 x float> %3721
  br label %3730

3727:                                             ; preds = %3711
  %3728 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3693, <8 x i1> %3333, <8 x float> zeroinitializer)
  %3729 = fadd <8 x float> %3712, %3728
  br label %3730

3730:                                             ; preds = %3727, %3720, %3713
  %3731 = phi <8 x float> [ %3729, %3727 ], [ %3726, %3720 ], [ %3719, %3713 ]
  switch i64 %357, label %854 [
    i64 1, label %3746
    i64 2, label %3739
    i64 3, label %3732
    i64 0, label %3749
  ]

3732:                                             ; preds = %3730
  %3733 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3731)
  %3734 = bitcast <8 x float> %3731 to <8 x i32>
  %3735 = and <8 x i32> %3734, %45
  %3736 = bitcast <8 x i32> %3735 to <8 x float>
  %3737 = fcmp oeq <8 x float> %3731, %30
  %3738 = select <8 x i1> %3737, <8 x float> %3736, <8 x float> %3733
  br label %3749

3739:                                             ; preds = %3730
  %3740 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3731)
  %3741 = bitcast <8 x float> %3731 to <8 x i32>
  %3742 = or <8 x i32> %3741, %46
  %3743 = bitcast <8 x i32> %3742 to <8 x float>
  %3744 = fcmp oeq <8 x float> %3731, %33
  %3745 = select <8 x i1> %3744, <8 x float> %3743, <8 x float> %3740
  br label %3749

3746:                                             ; preds = %3730
  %3747 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3693, <8 x i1> %3333, <8 x float> zeroinitializer)
  %3748 = fadd <8 x float> %3731, %3747
  br label %3749

3749:                                             ; preds = %3732, %3739, %3746, %3730, %3711
  %3750 = phi <8 x float> [ %3745, %3739 ], [ %3738, %3732 ], [ %3712, %3711 ], [ %3731, %3730 ], [ %3748, %3746 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3750, ptr align 1 %3691, <8 x i1> %3333)
  %3751 = add nsw i64 %3690, 8
  %3752 = getelementptr inbounds float, ptr %453, i64 %3751
  %3753 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3752, <8 x i1> %3341, <8 x float> zeroinitializer)
  %3754 = getelementptr inbounds float, ptr %451, i64 %3751
  switch i64 %337, label %854 [
    i64 1, label %3769
    i64 2, label %3762
    i64 3, label %3755
  ]

3755:                                             ; preds = %3749
  %3756 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3753)
  %3757 = bitcast <8 x float> %3753 to <8 x i32>
  %3758 = and <8 x i32> %3757, %45
  %3759 = bitcast <8 x i32> %3758 to <8 x float>
  %3760 = fcmp oeq <8 x float> %3753, %30
  %3761 = select <8 x i1> %3760, <8 x float> %3759, <8 x float> %3756
  br label %3772

3762:                                             ; preds = %3749
  %3763 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3753)
  %3764 = bitcast <8 x float> %3753 to <8 x i32>
  %3765 = or <8 x i32> %3764, %46
  %3766 = bitcast <8 x i32> %3765 to <8 x float>
  %3767 = fcmp oeq <8 x float> %3753, %33
  %3768 = select <8 x i1> %3767, <8 x float> %3766, <8 x float> %3763
  br label %3772

3769:                                             ; preds = %3749
  %3770 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3754, <8 x i1> %3341, <8 x float> zeroinitializer)
  %3771 = fadd <8 x float> %3753, %3770
  br label %3772

3772:                                             ; preds = %3769, %3762, %3755
  %3773 = phi <8 x float> [ %3771, %3769 ], [ %3768, %3762 ], [ %3761, %3755 ]
  switch i64 %359, label %854 [
    i64 1, label %3788
    i64 2, label %3781
    i64 3, label %3774
    i64 0, label %3810
  ]

3774:                                             ; preds = %3772
  %3775 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3773)
  %3776 = bitcast <8 x float> %3773 to <8 x i32>
  %3777 = and <8 x i32> %3776, %45
  %3778 = bitcast <8 x i32> %3777 to <8 x float>
  %3779 = fcmp oeq <8 x float> %3773, %30
  %3780 = select <8 x i1> %3779, <8 x float> %3778, <8 x float> %3775
  br label %3791

3781:                                             ; preds = %3772
  %3782 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3773)
  %3783 = bitcast <8 x float> %3773 to <8 x i32>
  %3784 = or <8 x i32> %3783, %46
  %3785 = bitcast <8 x i32> %3784 to <8 x float>
  %3786 = fcmp oeq <8 x float> %3773, %33
  %3787 = select <8 x i1> %3786, <8 x float> %3785, <8 x float> %3782
  br label %3791

3788:                                             ; preds = %3772
  %3789 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3754, <8 x i1> %3341, <8 x float> zeroinitializer)
  %3790 = fadd <8 x float> %3773, %3789
  br label %3791

3791:                                             ; preds = %3788, %3781, %3774
  %3792 = phi <8 x float> [ %3790, %3788 ], [ %3787, %3781 ], [ %3780, %3774 ]
  switch i64 %361, label %854 [
    i64 1, label %3807
    i64 2, label %3800
    i64 3, label %3793
    i64 0, label %3810
  ]

3793:                                             ; preds = %3791
  %3794 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3792)
  %3795 = bitcast <8 x float> %3792 to <8 x i32>
  %3796 = and <8 x i32> %3795, %45
  %3797 = bitcast <8 x i32> %3796 to <8 x float>
  %3798 = fcmp oeq <8 x float> %3792, %30
  %3799 = select <8 x i1> %3798, <8 x float> %3797, <8 x float> %3794
  br label %3810

3800:                                             ; preds = %3791
  %3801 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3792)
  %3802 = bitcast <8 x float> %3792 to <8 x i32>
  %3803 = or <8 x i32> %3802, %46
  %3804 = bitcast <8 x i32> %3803 to <8 x float>
  %3805 = fcmp oeq <8 x float> %3792, %33
  %3806 = select <8 x i1> %3805, <8 x float> %3804, <8 x float> %3801
  br label %3810

3807:                                             ; preds = %3791
  %3808 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3754, <8 x i1> %3341, <8 x float> zeroinitializer)
  %3809 = fadd <8 x float> %3792, %3808
  br label %3810

3810:                                             ; preds = %3793, %3800, %3807, %3434, %3791, %3772
  %3811 = phi ptr [ %3448, %3434 ], [ %3752, %3793 ], [ %3752, %3772 ], [ %3752, %3791 ], [ %3752, %3807 ], [ %3752, %3800 ]
  %3812 = phi <8 x float> [ %3449, %3434 ], [ %3799, %3793 ], [ %3773, %3772 ], [ %3792, %3791 ], [ %3809, %3807 ], [ %3806, %3800 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3812, ptr align 1 %3811, <8 x i1> %3341)
  br label %7410

3813:                                             ; preds = %2145
  %3814 = sub i64 %7, %701
  %3815 = icmp sgt i64 %3814, 7
  %3816 = trunc i64 %3814 to i32
  %3817 = select i1 %3815, i32 8, i32 %3816
  %3818 = insertelement <8 x i32> poison, i32 %3817, i64 0
  %3819 = shufflevector <8 x i32> %3818, <8 x i32> poison, <8 x i32> zeroinitializer
  %3820 = icmp sgt <8 x i32> %3819, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %42, label %3834, label %3821

3821:                                             ; preds = %3813
  %3822 = load float, ptr %465, align 1
  %3823 = insertelement <8 x float> poison, float %3822, i64 0
  %3824 = shufflevector <8 x float> %3823, <8 x float> poison, <8 x i32> zeroinitializer
  %3825 = load float, ptr %631, align 1
  %3826 = insertelement <8 x float> poison, float %3825, i64 0
  %3827 = shufflevector <8 x float> %3826, <8 x float> poison, <8 x i32> zeroinitializer
  %3828 = load float, ptr %632, align 1
  %3829 = insertelement <8 x float> poison, float %3828, i64 0
  %3830 = shufflevector <8 x float> %3829, <8 x float> poison, <8 x i32> zeroinitializer
  %3831 = load float, ptr %633, align 1
  %3832 = insertelement <8 x float> poison, float %3831, i64 0
  %3833 = shufflevector <8 x float> %3832, <8 x float> poison, <8 x i32> zeroinitializer
  br label %3844

3834:                                             ; preds = %3813
  %3835 = getelementptr float, ptr %448, i64 %701
  %3836 = getelementptr float, ptr %3835, i64 %469
  %3837 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3836, <8 x i1> %3820, <8 x float> zeroinitializer)
  %3838 = getelementptr float, ptr %3835, i64 %635
  %3839 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3838, <8 x i1> %3820, <8 x float> zeroinitializer)
  %3840 = getelementptr float, ptr %3835, i64 %637
  %3841 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3840, <8 x i1> %3820, <8 x float> zeroinitializer)
  %3842 = getelementptr float, ptr %3835, i64 %639
  %3843 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3842, <8 x i1> %3820, <8 x float> zeroinitializer)
  br label %3844

3844:                                             ; preds = %3834, %3821
  %3845 = phi <8 x float> [ %3841, %3834 ], [ %3830, %3821 ]
  %3846 = phi <8 x float> [ %3837, %3834 ], [ %3824, %3821 ]
  %3847 = phi <8 x float> [ %3839, %3834 ], [ %3827, %3821 ]
  %3848 = phi <8 x float> [ %3843, %3834 ], [ %3833, %3821 ]
  %3849 = getelementptr inbounds float, ptr %446, i64 %701
  br i1 %43, label %3860, label %3850

3850:                                             ; preds = %3860, %3844
  %3851 = phi <8 x float> [ %3847, %3844 ], [ %3878, %3860 ]
  %3852 = phi <8 x float> [ %3845, %3844 ], [ %3883, %3860 ]
  %3853 = phi <8 x float> [ %3846, %3844 ], [ %3873, %3860 ]
  %3854 = phi <8 x float> [ %3848, %3844 ], [ %3888, %3860 ]
  %3855 = getelementptr float, ptr %453, i64 %701
  %3856 = getelementptr float, ptr %3855, i64 %469
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3853, ptr align 1 %3856, <8 x i1> %3820)
  %3857 = getelementptr float, ptr %3855, i64 %641
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3851, ptr align 1 %3857, <8 x i1> %3820)
  %3858 = getelementptr float, ptr %3855, i64 %643
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3852, ptr align 1 %3858, <8 x i1> %3820)
  %3859 = getelementptr float, ptr %3855, i64 %645
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3854, ptr align 1 %3859, <8 x i1> %3820)
  br i1 %44, label %7410, label %3891

3860:                                             ; preds = %3844, %3860
  %3861 = phi <8 x float> [ %3878, %3860 ], [ %3847, %3844 ]
  %3862 = phi <8 x float> [ %3883, %3860 ], [ %3845, %3844 ]
  %3863 = phi <8 x float> [ %3873, %3860 ], [ %3846, %3844 ]
  %3864 = phi <8 x float> [ %3888, %3860 ], [ %3848, %3844 ]
  %3865 = phi i64 [ %3889, %3860 ], [ 0, %3844 ]
  %3866 = mul nsw i64 %3865, %7
  %3867 = getelementptr inbounds float, ptr %3849, i64 %3866
  %3868 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3867, <8 x i1> %3820, <8 x float> zeroinitializer)
  %3869 = getelementptr float, ptr %467, i64 %3865
  %3870 = load float, ptr %3869, align 1
  %3871 = insertelement <8 x float> poison, float %3870, i64 0
  %3872 = shufflevector <8 x float> %3871, <8 x float> poison, <8 x i32> zeroinitializer
  %3873 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3868, <8 x float> %3872, <8 x float> %3863)
  %3874 = getelementptr float, ptr %3869, i64 %5
  %3875 = load float, ptr %3874, align 1
  %3876 = insertelement <8 x float> poison, float %3875, i64 0
  %3877 = shufflevector <8 x float> %3876, <8 x float> poison, <8 x i32> zeroinitializer
  %3878 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3868, <8 x float> %3877, <8 x float> %3861)
  %3879 = getelementptr i8, ptr %3869, i64 %317
  %3880 = load float, ptr %3879, align 1
  %3881 = insertelement <8 x float> poison, float %3880, i64 0
  %3882 = shufflevector <8 x float> %3881, <8 x float> poison, <8 x i32> zeroinitializer
  %3883 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3868, <8 x float> %3882, <8 x float> %3862)
  %3884 = getelementptr i8, ptr %3869, i64 %318
  %3885 = load float, ptr %3884, align 1
  %3886 = insertelement <8 x float> poison, float %3885, i64 0
  %3887 = shufflevector <8 x float> %3886, <8 x float> poison, <8 x i32> zeroinitializer
  %3888 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3868, <8 x float> %3887, <8 x float> %3864)
  %3889 = add nuw nsw i64 %3865, 1
  %3890 = icmp eq i64 %3889, %5
  br i1 %3890, label %3850, label %3860

3891:                                             ; preds = %3850
  %3892 = add nsw i64 %469, %701
  %3893 = getelementptr inbounds float, ptr %453, i64 %3892
  %3894 = getelementptr inbounds float, ptr %451, i64 %3892
  %3895 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3893, <8 x i1> %3820, <8 x float> zeroinitializer)
  switch i64 %319, label %854 [
    i64 1, label %3903
    i64 2, label %3906
    i64 3, label %3913
    i64 0, label %3896
  ]

3896:                                             ; preds = %3891
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3895, ptr align 1 %3893, <8 x i1> %3820)
  %3897 = getelementptr float, ptr %690, i64 %701
  %3898 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3897, <8 x i1> %3820, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3898, ptr align 1 %3897, <8 x i1> %3820)
  %3899 = getelementptr float, ptr %691, i64 %701
  %3900 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3899, <8 x i1> %3820, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3900, ptr align 1 %3899, <8 x i1> %3820)
  %3901 = getelementptr float, ptr %692, i64 %701
  %3902 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3901, <8 x i1> %3820, <8 x float> zeroinitializer)
  br label %4141

3903:                                             ; preds = %3891
  %3904 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3894, <8 x i1> %3820, <8 x float> zeroinitializer)
  %3905 = fadd <8 x float> %3895, %3904
  br label %3920

3906:                                             ; preds = %3891
  %3907 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3895)
  %3908 = bitcast <8 x float> %3895 to <8 x i32>
  %3909 = or <8 x i32> %3908, %46
  %3910 = bitcast <8 x i32> %3909 to <8 x float>
  %3911 = fcmp oeq <8 x float> %3895, %33
  %3912 = select <8 x i1> %3911, <8 x float> %3910, <8 x float> %3907
  br label %3920

3913:                                             ; preds = %3891
  %3914 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3895)
  %3915 = bitcast <8 x float> %3895 to <8 x i32>
  %3916 = and <8 x i32> %3915, %45
  %3917 = bitcast <8 x i32> %3916 to <8 x float>
  %3918 = fcmp oeq <8 x float> %3895, %30
  %3919 = select <8 x i1> %3918, <8 x float> %3917, <8 x float> %3914
  br label %3920

3920:                                             ; preds = %3913, %3906, %3903
  %3921 = phi <8 x float> [ %3905, %3903 ], [ %3912, %3906 ], [ %3919, %3913 ]
  switch i64 %321, label %854 [
    i64 1, label %3936
    i64 2, label %3929
    i64 3, label %3922
    i64 0, label %3958
  ]

3922:                                             ; preds = %3920
  %3923 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3921)
  %3924 = bitcast <8 x float> %3921 to <8 x i32>
  %3925 = and <8 x i32> %3924, %45
  %3926 = bitcast <8 x i32> %3925 to <8 x float>
  %3927 = fcmp oeq <8 x float> %3921, %30
  %3928 = select <8 x i1> %3927, <8 x float> %3926, <8 x float> %3923
  br label %3939

3929:                                             ; preds = %3920
  %3930 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3921)
  %3931 = bitcast <8 x float> %3921 to <8 x i32>
  %3932 = or <8 x i32> %3931, %46
  %3933 = bitcast <8 x i32> %3932 to <8 x float>
  %3934 = fcmp oeq <8 x float> %3921, %33
  %3935 = select <8 x i1> %3934, <8 x float> %3933, <8 x float> %3930
  br label %3939

3936:                                             ; preds = %3920
  %3937 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3894, <8 x i1> %3820, <8 x float> zeroinitializer)
  %3938 = fadd <8 x float> %3921, %3937
  br label %3939

3939:                                             ; preds = %3936, %3929, %3922
  %3940 = phi <8 x float> [ %3938, %3936 ], [ %3935, %3929 ], [ %3928, %3922 ]
  switch i64 %323, label %854 [
    i64 1, label %3955
    i64 2, label %3948
    i64 3, label %3941
    i64 0, label %3958
  ]

3941:                                             ; preds = %3939
  %3942 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3940)
  %3943 = bitcast <8 x float> %3940 to <8 x i32>
  %3944 = and <8 x i32> %3943, %45
  %3945 = bitcast <8 x i32> %3944 to <8 x float>
  %3946 = fcmp oeq <8 x float> %3940, %30
  %3947 = select <8 x i1> %3946, <8 x float> %3945, <8 x float> %3942
  br label %3958

3948:                                             ; preds = %3939
  %3949 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3940)
  %3950 = bitcast <8 x float> %3940 to <8 x i32>
  %3951 = or <8 x i32> %3950, %46
  %3952 = bitcast <8 x i32> %3951 to <8 x float>
  %3953 = fcmp oeq <8 x float> %3940, %33
  %3954 = select <8 x i1> %3953, <8 x float> %3952, <8 x float> %3949
  br label %3958

3955:                                             ; preds = %3939
  %3956 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3894, <8 x i1> %3820, <8 x float> zeroinitializer)
  %3957 = fadd <8 x float> %3940, %3956
  br label %3958

3958:                                             ; preds = %3941, %3948, %3955, %3939, %3920
  %3959 = phi <8 x float> [ %3940, %3939 ], [ %3947, %3941 ], [ %3921, %3920 ], [ %3957, %3955 ], [ %3954, %3948 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3959, ptr align 1 %3893, <8 x i1> %3820)
  %3960 = add nsw i64 %641, %701
  %3961 = getelementptr inbounds float, ptr %453, i64 %3960
  %3962 = getelementptr inbounds float, ptr %451, i64 %3960
  %3963 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3961, <8 x i1> %3820, <8 x float> zeroinitializer)
  switch i64 %319, label %854 [
    i64 1, label %3978
    i64 2, label %3971
    i64 3, label %3964
  ]

3964:                                             ; preds = %3958
  %3965 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3963)
  %3966 = bitcast <8 x float> %3963 to <8 x i32>
  %3967 = and <8 x i32> %3966, %45
  %3968 = bitcast <8 x i32> %3967 to <8 x float>
  %3969 = fcmp oeq <8 x float> %3963, %30
  %3970 = select <8 x i1> %3969, <8 x float> %3968, <8 x float> %3965
  br label %3981

3971:                                             ; preds = %3958
  %3972 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3963)
  %3973 = bitcast <8 x float> %3963 to <8 x i32>
  %3974 = or <8 x i32> %3973, %46
  %3975 = bitcast <8 x i32> %3974 to <8 x float>
  %3976 = fcmp oeq <8 x float> %3963, %33
  %3977 = select <8 x i1> %3976, <8 x float> %3975, <8 x float> %3972
  br label %3981

3978:                                             ; preds = %3958
  %3979 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3962, <8 x i1> %3820, <8 x float> zeroinitializer)
  %3980 = fadd <8 x float> %3963, %3979
  br label %3981

3981:                                             ; preds = %3978, %3971, %3964
  %3982 = phi <8 x float> [ %3980, %3978 ], [ %3977, %3971 ], [ %3970, %3964 ]
  switch i64 %325, label %854 [
    i64 1, label %3997
    i64 2, label %3990
    i64 3, label %3983
    i64 0, label %4019
  ]

3983:                                             ; preds = %3981
  %3984 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3982)
  %3985 = bitcast <8 x float> %3982 to <8 x i32>
  %3986 = and <8 x i32> %3985, %45
  %3987 = bitcast <8 x i32> %3986 to <8 x float>
  %3988 = fcmp oeq <8 x float> %3982, %30
  %3989 = select <8 x i1> %3988, <8 x float> %3987, <8 x float> %3984
  br label %4000

3990:                                             ; preds = %3981
  %3991 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3982)
  %3992 = bitcast <8 x float> %3982 to <8 x i32>
  %3993 = or <8 x i32> %3992, %46
  %3994 = bitcast <8 x i32> %3993 to <8 x float>
  %3995 = fcmp oeq <8 x float> %3982, %33
  %3996 = select <8 x i1> %3995, <8 x float> %3994, <8 x float> %3991
  br label %4000

3997:                                             ; preds = %3981
  %3998 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3962, <8 x i1> %3820, <8 x float> zeroinitializer)
  %3999 = fadd <8 x float> %3982, %3998
  br label %4000

4000:                                             ; preds = %3997, %3990, %3983
  %4001 = phi <8 x float> [ %3999, %3997 ], [ %3996, %3990 ], [ %3989, %3983 ]
  switch i64 %327, label %854 [
    i64 1, label %4016
    i64 2, label %4009
    i64 3, label %4002
    i64 0, label %4019
  ]

4002:                                             ; preds = %4000
  %4003 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4001)
  %4004 = bitcast <8 x float> %4001 to <8 x i32>
  %4005 = and <8 x i32> %4004, %45
  %4006 = bitcast <8 x i32> %4005 to <8 x float>
  %4007 = fcmp oeq <8 x float> %4001, %30
  %4008 = select <8 x i1> %4007, <8 x float> %4006, <8 x float> %4003
  br label %4019

4009:                                             ; preds = %4000
  %4010 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4001)
  %4011 = bitcast <8 x float> %4001 to <8 x i32>
  %4012 = or <8 x i32> %4011, %46
  %4013 = bitcast <8 x i32> %4012 to <8 x float>
  %4014 = fcmp oeq <8 x float> %4001, %33
  %4015 = select <8 x i1> %4014, <8 x float> %4013, <8 x float> %4010
  br label %4019

4016:                                             ; preds = %4000
  %4017 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3962, <8 x i1> %3820, <8 x float> zeroinitializer)
  %4018 = fadd <8 x float> %4001, %4017
  br label %4019

4019:                                             ; preds = %4002, %4009, %4016, %4000, %3981
  %4020 = phi <8 x float> [ %4015, %4009 ], [ %4008, %4002 ], [ %3982, %3981 ], [ %4001, %4000 ], [ %4018, %4016 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4020, ptr align 1 %3961, <8 x i1> %3820)
  %4021 = add nsw i64 %643, %701
  %4022 = getelementptr inbounds float, ptr %453, i64 %4021
  %4023 = getelementptr inbounds float, ptr %451, i64 %4021
  %4024 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4022, <8 x i1> %3820, <8 x float> zeroinitializer)
  switch i64 %319, label %854 [
    i64 1, label %4039
    i64 2, label %4032
    i64 3, label %4025
  ]

4025:                                             ; preds = %4019
  %4026 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4024)
  %4027 = bitcast <8 x float> %4024 to <8 x i32>
  %4028 = and <8 x i32> %4027, %45
  %4029 = bitcast <8 x i32> %4028 to <8 x float>
  %4030 = fcmp oeq <8 x float> %4024, %30
  %4031 = select <8 x i1> %4030, <8 x float> %4029, <8 x float> %4026
  br label %4042

4032:                                             ; preds = %4019
  %4033 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4024)
  %4034 = bitcast <8 x float> %4024 to <8 x i32>
  %4035 = or <8 x i32> %4034, %46
  %4036 = bitcast <8 x i32> %4035 to <8 x float>
  %4037 = fcmp oeq <8 x float> %4024, %33
  %4038 = select <8 x i1> %4037, <8 x float> %4036, <8 x float> %4033
  br label %4042

4039:                                             ; preds = %4019
  %4040 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4023, <8 x i1> %3820, <8 x float> zeroinitializer)
  %4041 = fadd <8 x float> %4024, %4040
  br label %4042

4042:                                             ; preds = %4039, %4032, %4025
  %4043 = phi <8 x float> [ %4041, %4039 ], [ %4038, %4032 ], [ %4031, %4025 ]
  switch i64 %329, label %854 [
    i64 1, label %4058
    i64 2, label %4051
    i64 3, label %4044
    i64 0, label %4080
  ]

4044:                                             ; preds = %4042
  %4045 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4043)
  %4046 = bitcast <8 x float> %4043 to <8 x i32>
  %4047 = and <8 x i32> %4046, %45
  %4048 = bitcast <8 x i32> %4047 to <8 x float>
  %4049 = fcmp oeq <8 x float> %4043, %30
  %4050 = select <8 x i1> %4049, <8 x float> %4048, <8 x float> %4045
  br label %4061

4051:                                             ; preds = %4042
  %4052 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4043)
  %4053 = bitcast <8 x float> %4043 to <8 x i32>
  %4054 = or <8 x i32> %4053, %46
  %4055 = bitcast <8 x i32> %4054 to <8 x float>
  %4056 = fcmp oeq <8 x float> %4043, %33
  %4057 = select <8 x i1> %4056, <8 x float> %4055, <8 x float> %4052
  br label %4061

4058:                                             ; preds = %4042
  %4059 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4023, <8 x i1> %3820, <8 x float> zeroinitializer)
  %4060 = fadd <8 x float> %4043, %4059
  br label %4061

4061:                                             ; preds = %4058, %4051, %4044
  %4062 = phi <8 x float> [ %4060, %4058 ], [ %4057, %4051 ], [ %4050, %4044 ]
  switch i64 %331, label %854 [
    i64 1, label %4077
    i64 2, label %4070
    i64 3, label %4063
    i64 0, label %4080
  ]

4063:                                             ; preds = %4061
  %4064 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4062)
  %4065 = bitcast <8 x float> %4062 to <8 x i32>
  %4066 = and <8 x i32> %4065, %45
  %4067 = bitcast <8 x i32> %4066 to <8 x float>
  %4068 = fcmp oeq <8 x float> %4062, %30
  %4069 = select <8 x i1> %4068, <8 x float> %4067, <8 x float> %4064
  br label %4080

4070:                                             ; preds = %4061
  %4071 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4062)
  %4072 = bitcast <8 x float> %4062 to <8 x i32>
  %4073 = or <8 x i32> %4072, %46
  %4074 = bitcast <8 x i32> %4073 to <8 x float>
  %4075 = fcmp oeq <8 x float> %4062, %33
  %4076 = select <8 x i1> %4075, <8 x float> %4074, <8 x float> %4071
  br label %4080

4077:                                             ; preds = %4061
  %4078 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4023, <8 x i1> %3820, <8 x float> zeroinitializer)
  %4079 = fadd <8 x float> %4062, %4078
  br label %4080

4080:                                             ; preds = %4063, %4070, %4077, %4061, %4042
  %4081 = phi <8 x float> [ %4076, %4070 ], [ %4069, %4063 ], [ %4043, %4042 ], [ %4062, %4061 ], [ %4079, %4077 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4081, ptr align 1 %4022, <8 x i1> %3820)
  %4082 = add nsw i64 %645, %701
  %4083 = getelementptr inbounds float, ptr %453, i64 %4082
  %4084 = getelementptr inbounds float, ptr %451, i64 %4082
  %4085 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4083, <8 x i1> %3820, <8 x float> zeroinitializer)
  switch i64 %319, label %854 [
    i64 1, label %4100
    i64 2, label %4093
    i64 3, label %4086
  ]

4086:                                             ; preds = %4080
  %4087 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4085)
  %4088 = bitcast <8 x float> %4085 to <8 x i32>
  %4089 = and <8 x i32> %4088, %45
  %4090 = bitcast <8 x i32> %4089 to <8 x float>
  %4091 = fcmp oeq <8 x float> %4085, %30
  %4092 = select <8 x i1> %4091, <8 x float> %4090, <8 x float> %4087
  br label %4103

4093:                                             ; preds = %4080
  %4094 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4085)
  %4095 = bitcast <8 x float> %4085 to <8 x i32>
  %4096 = or <8 x i32> %4095, %46
  %4097 = bitcast <8 x i32> %4096 to <8 x float>
  %4098 = fcmp oeq <8 x float> %4085, %33
  %4099 = select <8 x i1> %4098, <8 x float> %4097, <8 x float> %4094
  br label %4103

4100:                                             ; preds = %4080
  %4101 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4084, <8 x i1> %3820, <8 x float> zeroinitializer)
  %4102 = fadd <8 x float> %4085, %4101
  br label %4103

4103:                                             ; preds = %4100, %4093, %4086
  %4104 = phi <8 x float> [ %4102, %4100 ], [ %4099, %4093 ], [ %4092, %4086 ]
  switch i64 %333, label %854 [
    i64 1, label %4119
    i64 2, label %4112
    i64 3, label %4105
    i64 0, label %4141
  ]

4105:                                             ; preds = %4103
  %4106 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4104)
  %4107 = bitcast <8 x float> %4104 to <8 x i32>
  %4108 = and <8 x i32> %4107, %45
  %4109 = bitcast <8 x i32> %4108 to <8 x float>
  %4110 = fcmp oeq <8 x float> %4104, %30
  %4111 = select <8 x i1> %4110, <8 x float> %4109, <8 x float> %4106
  br label %4122

4112:                                             ; preds = %4103
  %4113 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4104)
  %4114 = bitcast <8 x float> %4104 to <8 x i32>
  %4115 = or <8 x i32> %4114, %46
  %4116 = bitcast <8 x i32> %4115 to <8 x float>
  %4117 = fcmp oeq <8 x float> %4104, %33
  %4118 = select <8 x i1> %4117, <8 x float> %4116, <8 x float> %4113
  br label %4122

4119:                                             ; preds = %4103
  %4120 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4084, <8 x i1> %3820, <8 x float> zeroinitializer)
  %4121 = fadd <8 x float> %4104, %4120
  br label %4122

4122:                                             ; preds = %4119, %4112, %4105
  %4123 = phi <8 x float> [ %4121, %4119 ], [ %4118, %4112 ], [ %4111, %4105 ]
  switch i64 %335, label %854 [
    i64 1, label %4138
    i64 2, label %4131
    i64 3, label %4124
    i64 0, label %4141
  ]

4124:                                             ; preds = %4122
  %4125 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4123)
  %4126 = bitcast <8 x float> %4123 to <8 x i32>
  %4127 = and <8 x i32> %4126, %45
  %4128 = bitcast <8 x i32> %4127 to <8 x float>
  %4129 = fcmp oeq <8 x float> %4123, %30
  %4130 = select <8 x i1> %4129, <8 x float> %4128, <8 x float> %4125
  br label %4141

4131:                                             ; preds = %4122
  %4132 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4123)
  %4133 = bitcast <8 x float> %4123 to <8 x i32>
  %4134 = or <8 x i32> %4133, %46
  %4135 = bitcast <8 x i32> %4134 to <8 x float>
  %4136 = fcmp oeq <8 x float> %4123, %33
  %4137 = select <8 x i1> %4136, <8 x float> %4135, <8 x float> %4132
  br label %4141

4138:                                             ; preds = %4122
  %4139 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4084, <8 x i1> %3820, <8 x float> zeroinitializer)
  %4140 = fadd <8 x float> %4123, %4139
  br label %4141

4141:                                             ; preds = %4124, %4131, %4138, %3896, %4122, %4103
  %4142 = phi ptr [ %3901, %3896 ], [ %4083, %4124 ], [ %4083, %4103 ], [ %4083, %4122 ], [ %4083, %4138 ], [ %4083, %4131 ]
  %4143 = phi <8 x float> [ %3902, %3896 ], [ %4130, %4124 ], [ %4104, %4103 ], [ %4123, %4122 ], [ %4140, %4138 ], [ %4137, %4131 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4143, ptr align 1 %4142, <8 x i1> %3820)
  br label %7410

4144:                                             ; preds = %2145
  %4145 = sub i64 %7, %701
  %4146 = icmp sgt i64 %4145, 7
  %4147 = trunc i64 %4145 to i32
  %4148 = select i1 %4146, i32 8, i32 %4147
  %4149 = insertelement <8 x i32> poison, i32 %4148, i64 0
  %4150 = shufflevector <8 x i32> %4149, <8 x i32> poison, <8 x i32> zeroinitializer
  %4151 = icmp sgt <8 x i32> %4150, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4152 = add i64 %701, 8
  %4153 = sub i64 %7, %4152
  %4154 = icmp sgt i64 %4153, 7
  %4155 = trunc i64 %4153 to i32
  %4156 = select i1 %4154, i32 8, i32 %4155
  %4157 = insertelement <8 x i32> poison, i32 %4156, i64 0
  %4158 = shufflevector <8 x i32> %4157, <8 x i32> poison, <8 x i32> zeroinitializer
  %4159 = icmp sgt <8 x i32> %4158, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %42, label %4181, label %4160

4160:                                             ; preds = %4144
  %4161 = load float, ptr %465, align 1
  %4162 = insertelement <8 x float> poison, float %4161, i64 0
  %4163 = shufflevector <8 x float> %4162, <8 x float> poison, <8 x i32> zeroinitializer
  %4164 = insertelement <8 x float> poison, float %4161, i64 0
  %4165 = shufflevector <8 x float> %4164, <8 x float> poison, <8 x i32> zeroinitializer
  %4166 = load float, ptr %616, align 1
  %4167 = insertelement <8 x float> poison, float %4166, i64 0
  %4168 = shufflevector <8 x float> %4167, <8 x float> poison, <8 x i32> zeroinitializer
  %4169 = insertelement <8 x float> poison, float %4166, i64 0
  %4170 = shufflevector <8 x float> %4169, <8 x float> poison, <8 x i32> zeroinitializer
  %4171 = load float, ptr %619, align 1
  %4172 = insertelement <8 x float> poison, float %4171, i64 0
  %4173 = shufflevector <8 x float> %4172, <8 x float> poison, <8 x i32> zeroinitializer
  %4174 = insertelement <8 x float> poison, float %4171, i64 0
  %4175 = shufflevector <8 x float> %4174, <8 x float> poison, <8 x i32> zeroinitializer
  %4176 = load float, ptr %622, align 1
  %4177 = insertelement <8 x float> poison, float %4176, i64 0
  %4178 = shufflevector <8 x float> %4177, <8 x float> poison, <8 x i32> zeroinitializer
  %4179 = insertelement <8 x float> poison, float %4176, i64 0
  %4180 = shufflevector <8 x float> %4179, <8 x float> poison, <8 x i32> zeroinitializer
  br label %4199

4181:                                             ; preds = %4144
  %4182 = getelementptr float, ptr %448, i64 %701
  %4183 = getelementptr float, ptr %4182, i64 %469
  %4184 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4183, <8 x i1> %4151, <8 x float> zeroinitializer)
  %4185 = getelementptr inbounds nuw i8, ptr %4183, i64 32
  %4186 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %4185, <8 x i1> %4159, <8 x float> zeroinitializer)
  %4187 = getelementptr float, ptr %4182, i64 %626
  %4188 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4187, <8 x i1> %4151, <8 x float> zeroinitializer)
  %4189 = getelementptr inbounds nuw i8, ptr %4187, i64 32
  %4190 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %4189, <8 x i1> %4159, <8 x float> zeroinitializer)
  %4191 = getelementptr float, ptr %4182, i64 %628
  %4192 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4191, <8 x i1> %4151, <8 x float> zeroinitializer)
  %4193 = getelementptr inbounds nuw i8, ptr %4191, i64 32
  %4194 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %4193, <8 x i1> %4159, <8 x float> zeroinitializer)
  %4195 = getelementptr float, ptr %4182, i64 %630
  %4196 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4195, <8 x i1> %4151, <8 x float> zeroinitializer)
  %4197 = getelementptr inbounds nuw i8, ptr %4195, i64 32
  %4198 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %4197, <8 x i1> %4159, <8 x float> zeroinitializer)
  br label %4199

4199:                                             ; preds = %4181, %4160
  %4200 = phi <8 x float> [ %4196, %4181 ], [ %4178, %4160 ]
  %4201 = phi <8 x float> [ %4192, %4181 ], [ %4173, %4160 ]
  %4202 = phi <8 x float> [ %4188, %4181 ], [ %4168, %4160 ]
  %4203 = phi <8 x float> [ %4184, %4181 ], [ %4163, %4160 ]
  %4204 = phi <8 x float> [ %4186, %4181 ], [ %4165, %4160 ]
  %4205 = phi i64 [ %626, %4181 ], [ %618, %4160 ]
  %4206 = phi <8 x float> [ %4190, %4181 ], [ %4170, %4160 ]
  %4207 = phi i64 [ %628, %4181 ], [ %621, %4160 ]
  %4208 = phi <8 x float> [ %4194, %4181 ], [ %4175, %4160 ]
  %4209 = phi i64 [ %630, %4181 ], [ %624, %4160 ]
  %4210 = phi <8 x float> [ %4198, %4181 ], [ %4180, %4160 ]
  %4211 = getelementptr inbounds float, ptr %446, i64 %701
  br i1 %43, label %4230, label %4212

4212:                                             ; preds = %4230, %4199
  %4213 = phi <8 x float> [ %4210, %4199 ], [ %4268, %4230 ]
  %4214 = phi <8 x float> [ %4200, %4199 ], [ %4267, %4230 ]
  %4215 = phi <8 x float> [ %4208, %4199 ], [ %4262, %4230 ]
  %4216 = phi <8 x float> [ %4201, %4199 ], [ %4261, %4230 ]
  %4217 = phi <8 x float> [ %4206, %4199 ], [ %4256, %4230 ]
  %4218 = phi <8 x float> [ %4202, %4199 ], [ %4255, %4230 ]
  %4219 = phi <8 x float> [ %4204, %4199 ], [ %4250, %4230 ]
  %4220 = phi <8 x float> [ %4203, %4199 ], [ %4249, %4230 ]
  %4221 = getelementptr float, ptr %453, i64 %701
  %4222 = getelementptr float, ptr %4221, i64 %469
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4220, ptr align 1 %4222, <8 x i1> %4151)
  %4223 = getelementptr inbounds nuw i8, ptr %4222, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4219, ptr nonnull align 1 %4223, <8 x i1> %4159)
  %4224 = getelementptr float, ptr %4221, i64 %4205
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4218, ptr align 1 %4224, <8 x i1> %4151)
  %4225 = getelementptr inbounds nuw i8, ptr %4224, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4217, ptr nonnull align 1 %4225, <8 x i1> %4159)
  %4226 = getelementptr float, ptr %4221, i64 %4207
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4216, ptr align 1 %4226, <8 x i1> %4151)
  %4227 = getelementptr inbounds nuw i8, ptr %4226, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4215, ptr nonnull align 1 %4227, <8 x i1> %4159)
  %4228 = getelementptr float, ptr %4221, i64 %4209
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4214, ptr align 1 %4228, <8 x i1> %4151)
  %4229 = getelementptr inbounds nuw i8, ptr %4228, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4213, ptr nonnull align 1 %4229, <8 x i1> %4159)
  br i1 %44, label %7410, label %4271

4230:                                             ; preds = %4199, %4230
  %4231 = phi <8 x float> [ %4268, %4230 ], [ %4210, %4199 ]
  %4232 = phi <8 x float> [ %4267, %4230 ], [ %4200, %4199 ]
  %4233 = phi <8 x float> [ %4262, %4230 ], [ %4208, %4199 ]
  %4234 = phi <8 x float> [ %4261, %4230 ], [ %4201, %4199 ]
  %4235 = phi <8 x float> [ %4256, %4230 ], [ %4206, %4199 ]
  %4236 = phi <8 x float> [ %4255, %4230 ], [ %4202, %4199 ]
  %4237 = phi <8 x float> [ %4250, %4230 ], [ %4204, %4199 ]
  %4238 = phi <8 x float> [ %4249, %4230 ], [ %4203, %4199 ]
  %4239 = phi i64 [ %4269, %4230 ], [ 0, %4199 ]
  %4240 = mul nsw i64 %4239, %7
  %4241 = getelementptr inbounds float, ptr %4211, i64 %4240
  %4242 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4241, <8 x i1> %4151, <8 x float> zeroinitializer)
  %4243 = getelementptr inbounds nuw i8, ptr %4241, i64 32
  %4244 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %4243, <8 x i1> %4159, <8 x float> zeroinitializer)
  %4245 = getelementptr float, ptr %467, i64 %4239
  %4246 = load float, ptr %4245, align 1
  %4247 = insertelement <8 x float> poison, float %4246, i64 0
  %4248 = shufflevector <8 x float> %4247, <8 x float> poison, <8 x i32> zeroinitializer
  %4249 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4242, <8 x float> %4248, <8 x float> %4238)
  %4250 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4244, <8 x float> %4248, <8 x float> %4237)
  %4251 = getelementptr float, ptr %4245, i64 %5
  %4252 = load float, ptr %4251, align 1
  %4253 = insertelement <8 x float> poison, float %4252, i64 0
  %4254 = shufflevector <8 x float> %4253, <8 x float> poison, <8 x i32> zeroinitializer
  %4255 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4242, <8 x float> %4254, <8 x float> %4236)
  %4256 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4244, <8 x float> %4254, <8 x float> %4235)
  %4257 = getelementptr i8, ptr %4245, i64 %282
  %4258 = load float, ptr %4257, align 1
  %4259 = insertelement <8 x float> poison, float %4258, i64 0
  %4260 = shufflevector <8 x float> %4259, <8 x float> poison, <8 x i32> zeroinitializer
  %4261 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4242, <8 x float> %4260, <8 x float> %4234)
  %4262 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4244, <8 x float> %4260, <8 x float> %4233)
  %4263 = getelementptr i8, ptr %4245, i64 %283
  %4264 = load float, ptr %4263, align 1
  %4265 = insertelement <8 x float> poison, float %4264, i64 0
  %4266 = shufflevector <8 x float> %4265, <8 x float> poison, <8 x i32> zeroinitializer
  %4267 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4242, <8 x float> %4266, <8 x float> %4232)
  %4268 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4244, <8 x float> %4266, <8 x float> %4231)
  %4269 = add nuw nsw i64 %4239, 1
  %4270 = icmp eq i64 %4269, %5
  br i1 %4270, label %4212, label %4230

4271:                                             ; preds = %4212
  %4272 = add nsw i64 %469, %701
  %4273 = getelementptr inbounds float, ptr %453, i64 %4272
  %4274 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4273, <8 x i1> %4151, <8 x float> zeroinitializer)
  %4275 = getelementptr inbounds float, ptr %451, i64 %4272
  switch i64 %284, label %854 [
    i64 1, label %4298
    i64 2, label %4301
    i64 3, label %4308
    i64 0, label %4276
  ]

4276:                                             ; preds = %4271
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4274, ptr align 1 %4273, <8 x i1> %4151)
  %4277 = getelementptr float, ptr %453, i64 %4272
  %4278 = getelementptr i8, ptr %4277, i64 32
  %4279 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4278, <8 x i1> %4159, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4279, ptr align 1 %4278, <8 x i1> %4159)
  %4280 = add nsw i64 %4205, %701
  %4281 = getelementptr inbounds float, ptr %453, i64 %4280
  %4282 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4281, <8 x i1> %4151, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4282, ptr align 1 %4281, <8 x i1> %4151)
  %4283 = getelementptr float, ptr %453, i64 %4280
  %4284 = getelementptr i8, ptr %4283, i64 32
  %4285 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4284, <8 x i1> %4159, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4285, ptr align 1 %4284, <8 x i1> %4159)
  %4286 = add nsw i64 %4207, %701
  %4287 = getelementptr inbounds float, ptr %453, i64 %4286
  %4288 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4287, <8 x i1> %4151, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4288, ptr align 1 %4287, <8 x i1> %4151)
  %4289 = getelementptr float, ptr %453, i64 %4286
  %4290 = getelementptr i8, ptr %4289, i64 32
  %4291 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4290, <8 x i1> %4159, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4291, ptr align 1 %4290, <8 x i1> %4159)
  %4292 = add nsw i64 %4209, %701
  %4293 = getelementptr inbounds float, ptr %453, i64 %4292
  %4294 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4293, <8 x i1> %4151, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4294, ptr align 1 %4293, <8 x i1> %4151)
  %4295 = getelementptr float, ptr %453, i64 %4292
  %4296 = getelementptr i8, ptr %4295, i64 32
  %4297 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4296, <8 x i1> %4159, <8 x float> zeroinitializer)
  br label %4780

4298:                                             ; preds = %4271
  %4299 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4275, <8 x i1> %4151, <8 x float> zeroinitializer)
  %4300 = fadd <8 x float> %4274, %4299
  br label %4315

4301:                                             ; preds = %4271
  %4302 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4274)
  %4303 = bitcast <8 x float> %4274 to <8 x i32>
  %4304 = or <8 x i32> %4303, %46
  %4305 = bitcast <8 x i32> %4304 to <8 x float>
  %4306 = fcmp oeq <8 x float> %4274, %33
  %4307 = select <8 x i1> %4306, <8 x float> %4305, <8 x float> %4302
  br label %4315

4308:                                             ; preds = %4271
  %4309 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4274)
  %4310 = bitcast <8 x float> %4274 to <8 x i32>
  %4311 = and <8 x i32> %4310, %45
  %4312 = bitcast <8 x i32> %4311 to <8 x float>
  %4313 = fcmp oeq <8 x float> %4274, %30
  %4314 = select <8 x i1> %4313, <8 x float> %4312, <8 x float> %4309
  br label %4315

4315:                                             ; preds = %4308, %4301, %4298
  %4316 = phi <8 x float> [ %4300, %4298 ], [ %4307, %4301 ], [ %4314, %4308 ]
  switch i64 %286, label %854 [
    i64 1, label %4331
    i64 2, label %4324
    i64 3, label %4317
    i64 0, label %4353
  ]

4317:                                             ; preds = %4315
  %4318 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4316)
  %4319 = bitcast <8 x float> %4316 to <8 x i32>
  %4320 = and <8 x i32> %4319, %45
  %4321 = bitcast <8 x i32> %4320 to <8 x float>
  %4322 = fcmp oeq <8 x float> %4316, %30
  %4323 = select <8 x i1> %4322, <8 x float> %4321, <8 x float> %4318
  br label %4334

4324:                                             ; preds = %4315
  %4325 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4316)
  %4326 = bitcast <8 x float> %4316 to <8 x i32>
  %4327 = or <8 x i32> %4326, %46
  %4328 = bitcast <8 x i32> %4327 to <8 x float>
  %4329 = fcmp oeq <8 x float> %4316, %33
  %4330 = select <8 x i1> %4329, <8 x float> %4328, <8 x float> %4325
  br label %4334

4331:                                             ; preds = %4315
  %4332 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4275, <8 x i1> %4151, <8 x float> zeroinitializer)
  %4333 = fadd <8 x float> %4316, %4332
  br label %4334

4334:                                             ; preds = %4331, %4324, %4317
  %4335 = phi <8 x float> [ %4333, %4331 ], [ %4330, %4324 ], [ %4323, %4317 ]
  switch i64 %288, label %854 [
    i64 1, label %4350
    i64 2, label %4343
    i64 3, label %4336
    i64 0, label %4353
  ]

4336:                                             ; preds = %4334
  %4337 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4335)
  %4338 = bitcast <8 x float> %4335 to <8 x i32>
  %4339 = and <8 x i32> %4338, %45
  %4340 = bitcast <8 x i32> %4339 to <8 x float>
  %4341 = fcmp oeq <8 x float> %4335, %30
  %4342 = select <8 x i1> %4341, <8 x float> %4340, <8 x float> %4337
  br label %4353

4343:                                             ; preds = %4334
  %4344 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4335)
  %4345 = bitcast <8 x float> %4335 to <8 x i32>
  %4346 = or <8 x i32> %4345, %46
  %4347 = bitcast <8 x i32> %4346 to <8 x float>
  %4348 = fcmp oeq <8 x float> %4335, %33
  %4349 = select <8 x i1> %4348, <8 x float> %4347, <8 x float> %4344
  br label %4353

4350:                                             ; preds = %4334
  %4351 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4275, <8 x i1> %4151, <8 x float> zeroinitializer)
  %4352 = fadd <8 x float> %4335, %4351
  br label %4353

4353:                                             ; preds = %4336, %4343, %4350, %4334, %4315
  %4354 = phi <8 x float> [ %4335, %4334 ], [ %4342, %4336 ], [ %4316, %4315 ], [ %4352, %4350 ], [ %4349, %4343 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4354, ptr align 1 %4273, <8 x i1> %4151)
  %4355 = add nsw i64 %4272, 8
  %4356 = getelementptr inbounds float, ptr %453, i64 %4355
  %4357 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4356, <8 x i1> %4159, <8 x float> zeroinitializer)
  %4358 = getelementptr inbounds float, ptr %451, i64 %4355
  switch i64 %284, label %854 [
    i64 1, label %4373
    i64 2, label %4366
    i64 3, label %4359
  ]

4359:                                             ; preds = %4353
  %4360 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4357)
  %4361 = bitcast <8 x float> %4357 to <8 x i32>
  %4362 = and <8 x i32> %4361, %45
  %4363 = bitcast <8 x i32> %4362 to <8 x float>
  %4364 = fcmp oeq <8 x float> %4357, %30
  %4365 = select <8 x i1> %4364, <8 x float> %4363, <8 x float> %4360
  br label %4376

4366:                                             ; preds = %4353
  %4367 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4357)
  %4368 = bitcast <8 x float> %4357 to <8 x i32>
  %4369 = or <8 x i32> %4368, %46
  %4370 = bitcast <8 x i32> %4369 to <8 x float>
  %4371 = fcmp oeq <8 x float> %4357, %33
  %4372 = select <8 x i1> %4371, <8 x float> %4370, <8 x float> %4367
  br label %4376

4373:                                             ; preds = %4353
  %4374 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4358, <8 x i1> %4159, <8 x float> zeroinitializer)
  %4375 = fadd <8 x float> %4357, %4374
  br label %4376

4376:                                             ; preds = %4373, %4366, %4359
  %4377 = phi <8 x float> [ %4375, %4373 ], [ %4372, %4366 ], [ %4365, %4359 ]
  switch i64 %290, label %854 [
    i64 1, label %4392
    i64 2, label %4385
    i64 3, label %4378
    i64 0, label %4414
  ]

4378:                                             ; preds = %4376
  %4379 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4377)
  %4380 = bitcast <8 x float> %4377 to <8 x i32>
  %4381 = and <8 x i32> %4380, %45
  %4382 = bitcast <8 x i32> %4381 to <8 x float>
  %4383 = fcmp oeq <8 x float> %4377, %30
  %4384 = select <8 x i1> %4383, <8 x float> %4382, <8 x float> %4379
  br label %4395

4385:                                             ; preds = %4376
  %4386 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4377)
  %4387 = bitcast <8 x float> %4377 to <8 x i32>
  %4388 = or <8 x i32> %4387, %46
  %4389 = bitcast <8 x i32> %4388 to <8 x float>
  %4390 = fcmp oeq <8 x float> %4377, %33
  %4391 = select <8 x i1> %4390, <8 x float> %4389, <8 x float> %4386
  br label %4395

4392:                                             ; preds = %4376
  %4393 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4358, <8 x i1> %4159, <8 x float> zeroinitializer)
  %4394 = fadd <8 x float> %4377, %4393
  br label %4395

4395:                                             ; preds = %4392, %4385, %4378
  %4396 = phi <8 x float> [ %4394, %4392 ], [ %4391, %4385 ], [ %4384, %4378 ]
  switch i64 %292, label %854 [
    i64 1, label %4411
    i64 2, label %4404
    i64 3, label %4397
    i64 0, label %4414
  ]

4397:                                             ; preds = %4395
  %4398 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4396)
  %4399 = bitcast <8 x float> %4396 to <8 x i32>
  %4400 = and <8 x i32> %4399, %45
  %4401 = bitcast <8 x i32> %4400 to <8 x float>
  %4402 = fcmp oeq <8 x float> %4396, %30
  %4403 = select <8 x i1> %4402, <8 x float> %4401, <8 x float> %4398
  br label %4414

4404:                                             ; preds = %4395
  %4405 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4396)
  %4406 = bitcast <8 x float> %4396 to <8 x i32>
  %4407 = or <8 x i32> %4406, %46
  %4408 = bitcast <8 x i32> %4407 to <8 x float>
  %4409 = fcmp oeq <8 x float> %4396, %33
  %4410 = select <8 x i1> %4409, <8 x float> %4408, <8 x float> %4405
  br label %4414

4411:                                             ; preds = %4395
  %4412 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4358, <8 x i1> %4159, <8 x float> zeroinitializer)
  %4413 = fadd <8 x float> %4396, %4412
  br label %4414

4414:                                             ; preds = %4397, %4404, %4411, %4395, %4376
  %4415 = phi <8 x float> [ %4410, %4404 ], [ %4403, %4397 ], [ %4377, %4376 ], [ %4396, %4395 ], [ %4413, %4411 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4415, ptr align 1 %4356, <8 x i1> %4159)
  %4416 = add nsw i64 %4205, %701
  %4417 = getelementptr inbounds float, ptr %453, i64 %4416
  %4418 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4417, <8 x i1> %4151, <8 x float> zeroinitializer)
  %4419 = getelementptr inbounds float, ptr %451, i64 %4416
  switch i64 %284, label %854 [
    i64 1, label %4434
    i64 2, label %4427
    i64 3, label %4420
  ]

4420:                                             ; preds = %4414
  %4421 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4418)
  %4422 = bitcast <8 x float> %4418 to <8 x i32>
  %4423 = and <8 x i32> %4422, %45
  %4424 = bitcast <8 x i32> %4423 to <8 x float>
  %4425 = fcmp oeq <8 x float> %4418, %30
  %4426 = select <8 x i1> %4425, <8 x float> %4424, <8 x float> %4421
  br label %4437

4427:                                             ; preds = %4414
  %4428 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4418)
  %4429 = bitcast <8 x float> %4418 to <8 x i32>
  %4430 = or <8 x i32> %4429, %46
  %4431 = bitcast <8 x i32> %4430 to <8 x float>
  %4432 = fcmp oeq <8 x float> %4418, %33
  %4433 = select <8 x i1> %4432, <8 x float> %4431, <8 x float> %4428
  br label %4437

4434:                                             ; preds = %4414
  %4435 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4419, <8 x i1> %4151, <8 x float> zeroinitializer)
  %4436 = fadd <8 x float> %4418, %4435
  br label %4437

4437:                                             ; preds = %4434, %4427, %4420
  %4438 = phi <8 x float> [ %4436, %4434 ], [ %4433, %4427 ], [ %4426, %4420 ]
  switch i64 %294, label %854 [
    i64 1, label %4453
    i64 2, label %4446
    i64 3, label %4439
    i64 0, label %4475
  ]

4439:                                             ; preds = %4437
  %4440 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4438)
  %4441 = bitcast <8 x float> %4438 to <8 x i32>
  %4442 = and <8 x i32> %4441, %45
  %4443 = bitcast <8 x i32> %4442 to <8 x float>
  %4444 = fcmp oeq <8 x float> %4438, %30
  %4445 = select <8 x i1> %4444, <8 x float> %4443, <8 x float> %4440
  br label %4456

4446:                                             ; preds = %4437
  %4447 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4438)
  %4448 = bitcast <8 x float> %4438 to <8 x i32>
  %4449 = or <8 x i32> %4448, %46
  %4450 = bitcast <8 x i32> %4449 to <8 x float>
  %4451 = fcmp oeq <8 x float> %4438, %33
  %4452 = select <8 x i1> %4451, <8 x float> %4450, <8 x float> %4447
  br label %4456

4453:                                             ; preds = %4437
  %4454 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4419, <8 x i1> %4151, <8 x float> zeroinitializer)
  %4455 = fadd <8 x float> %4438, %4454
  br label %4456

4456:                                             ; preds = %4453, %4446, %4439
  %4457 = phi <8 x float> [ %4455, %4453 ], [ %4452, %4446 ], [ %4445, %4439 ]
  switch i64 %296, label %854 [
    i64 1, label %4472
    i64 2, label %4465
    i64 3, label %4458
    i64 0, label %4475
  ]

4458:                                             ; preds = %4456
  %4459 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4457)
  %4460 = bitcast <8 x float> %4457 to <8 x i32>
  %4461 = and <8 x i32> %4460, %45
  %4462 = bitcast <8 x i32> %4461 to <8 x float>
  %4463 = fcmp oeq <8 x float> %4457, %30
  %4464 = select <8 x i1> %4463, <8 x float> %4462, <8 x float> %4459
  br label %4475

4465:                                             ; preds = %4456
  %4466 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4457)
  %4467 = bitcast <8 x float> %4457 to <8 x i32>
  %4468 = or <8 x i32> %4467, %46
  %4469 = bitcast <8 x i32> %4468 to <8 x float>
  %4470 = fcmp oeq <8 x float> %4457, %33
  %4471 = select <8 x i1> %4470, <8 x float> %4469, <8 x float> %4466
  br label %4475

4472:                                             ; preds = %4456
  %4473 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4419, <8 x i1> %4151, <8 x float> zeroinitializer)
  %4474 = fadd <8 x float> %4457, %4473
  br label %4475

4475:                                             ; preds = %4458, %4465, %4472, %4456, %4437
  %4476 = phi <8 x float> [ %4471, %4465 ], [ %4464, %4458 ], [ %4438, %4437 ], [ %4457, %4456 ], [ %4474, %4472 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4476, ptr align 1 %4417, <8 x i1> %4151)
  %4477 = add nsw i64 %4416, 8
  %4478 = getelementptr inbounds float, ptr %453, i64 %4477
  %4479 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4478, <8 x i1> %4159, <8 x float> zeroinitializer)
  %4480 = getelementptr inbounds float, ptr %451, i64 %4477
  switch i64 %284, label %854 [
    i64 1, label %4495
    i64 2, label %4488
    i64 3, label %4481
  ]

4481:                                             ; preds = %4475
  %4482 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4479)
  %4483 = bitcast <8 x float> %4479 to <8 x i32>
  %4484 = and <8 x i32> %4483, %45
  %4485 = bitcast <8 x i32> %4484 to <8 x float>
  %4486 = fcmp oeq <8 x float> %4479, %30
  %4487 = select <8 x i1> %4486, <8 x float> %4485, <8 x float> %4482
  br label %4498

4488:                                             ; preds = %4475
  %4489 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4479)
  %4490 = bitcast <8 x float> %4479 to <8 x i32>
  %4491 = or <8 x i32> %4490, %46
  %4492 = bitcast <8 x i32> %4491 to <8 x float>
  %4493 = fcmp oeq <8 x float> %4479, %33
  %4494 = select <8 x i1> %4493, <8 x float> %4492, <8 x float> %4489
  br label %4498

4495:                                             ; preds = %4475
  %4496 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4480, <8 x i1> %4159, <8 x float> zeroinitializer)
  %4497 = fadd <8 x float> %4479, %4496
  br label %4498

4498:                                             ; preds = %4495, %4488, %4481
  %4499 = phi <8 x float> [ %4497, %4495 ], [ %4494, %4488 ], [ %4487, %4481 ]
  switch i64 %298, label %854 [
    i64 1, label %4514
    i64 2, label %4507
    i64 3, label %4500
    i64 0, label %4536
  ]

4500:                                             ; preds = %4498
  %4501 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4499)
  %4502 = bitcast <8 x float> %4499 to <8 x i32>
  %4503 = and <8 x i32> %4502, %45
  %4504 = bitcast <8 x i32> %4503 to <8 x float>
  %4505 = fcmp oeq <8 x float> %4499, %30
  %4506 = select <8 x i1> %4505, <8 x float> %4504, <8 x float> %4501
  br label %4517

4507:                                             ; preds = %4498
  %4508 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4499)
  %4509 = bitcast <8 x float> %4499 to <8 x i32>
  %4510 = or <8 x i32> %4509, %46
  %4511 = bitcast <8 x i32> %4510 to <8 x float>
  %4512 = fcmp oeq <8 x float> %4499, %33
  %4513 = select <8 x i1> %4512, <8 x float> %4511, <8 x float> %4508
  br label %4517

4514:                                             ; preds = %4498
  %4515 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4480, <8 x i1> %4159, <8 x float> zeroinitializer)
  %4516 = fadd <8 x float> %4499, %4515
  br label %4517

4517:                                             ; preds = %4514, %4507, %4500
  %4518 = phi <8 x float> [ %4516, %4514 ], [ %4513, %4507 ], [ %4506, %4500 ]
  switch i64 %300, label %854 [
    i64 1, label %4533
    i64 2, label %4526
    i64 3, label %4519
    i64 0, label %4536
  ]

4519:                                             ; preds = %4517
  %4520 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4518)
  %4521 = bitcast <8 x float> %4518 to <8 x i32>
  %4522 = and <8 x i32> %4521, %45
  %4523 = bitcast <8 x i32> %4522 to <8 x float>
  %4524 = fcmp oeq <8 x float> %4518, %30
  %4525 = select <8 x i1> %4524, <8 x float> %4523, <8 x float> %4520
  br label %4536

4526:                                             ; preds = %4517
  %4527 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4518)
  %4528 = bitcast <8 x float> %4518 to <8 x i32>
  %4529 = or <8 x i32> %4528, %46
  %4530 = bitcast <8 x i32> %4529 to <8 x float>
  %4531 = fcmp oeq <8 x float> %4518, %33
  %4532 = select <8 x i1> %4531, <8 x float> %4530, <8 x float> %4527
  br label %4536

4533:                                             ; preds = %4517
  %4534 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4480, <8 x i1> %4159, <8 x float> zeroinitializer)
  %4535 = fadd <8 x float> %4518, %4534
  br label %4536

4536:                                             ; preds = %4519, %4526, %4533, %4517, %4498
  %4537 = phi <8 x float> [ %4532, %4526 ], [ %4525, %4519 ], [ %4499, %4498 ], [ %4518, %4517 ], [ %4535, %4533 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4537, ptr align 1 %4478, <8 x i1> %4159)
  %4538 = add nsw i64 %4207, %701
  %4539 = getelementptr inbounds float, ptr %453, i64 %4538
  %4540 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4539, <8 x i1> %4151, <8 x float> zeroinitializer)
  %4541 = getelementptr inbounds float, ptr %451, i64 %4538
  switch i64 %284, label %854 [
    i64 1, label %4556
    i64 2, label %4549
    i64 3, label %4542
  ]

4542:                                             ; preds = %4536
  %4543 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4540)
  %4544 = bitcast <8 x float> %4540 to <8 x i32>
  %4545 = and <8 x i32> %4544, %45
  %4546 = bitcast <8 x i32> %4545 to <8 x float>
  %4547 = fcmp oeq <8 x float> %4540, %30
  %4548 = select <8 x i1> %4547, <8 x float> %4546, <8 x float> %4543
  br label %4559

4549:                                             ; preds = %4536
  %4550 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4540)
  %4551 = bitcast <8 x float> %4540 to <8 x i32>
  %4552 = or <8 x i32> %4551, %46
  %4553 = bitcast <8 x i32> %4552 to <8 x float>
  %4554 = fcmp oeq <8 x float> %4540, %33
  %4555 = select <8 x i1> %4554, <8 x float> %4553, <8 x float> %4550
  br label %4559

4556:                                             ; preds = %4536
  %4557 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4541, <8 x i1> %4151, <8 x float> zeroinitializer)
  %4558 = fadd <8 x float> %4540, %4557
  br label %4559

4559:                                             ; preds = %4556, %4549, %4542
  %4560 = phi <8 x float> [ %4558, %4556 ], [ %4555, %4549 ], [ %4548, %4542 ]
  switch i64 %302, label %854 [
    i64 1, label %4575
    i64 2, label %4568
    i64 3, label %4561
    i64 0, label %4597
  ]

4561:                                             ; preds = %4559
  %4562 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4560)
  %4563 = bitcast <8 x float> %4560 to <8 x i32>
  %4564 = and <8 x i32> %4563, %45
  %4565 = bitcast <8 x i32> %4564 to <8 x float>
  %4566 = fcmp oeq <8 x float> %4560, %30
  %4567 = select <8 x i1> %4566, <8 x float> %4565, <8 x float> %4562
  br label %4578

4568:                                             ; preds = %4559
  %4569 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4560)
  %4570 = bitcast <8 x float> %4560 to <8 x i32>
  %4571 = or <8 x i32> %4570, %46
  %4572 = bitcast <8 x i32> %4571 to <8 x float>
  %4573 = fcmp oeq <8 x float> %4560, %33
  %4574 = select <8 x i1> %4573, <8 x float> %4572, <8 x float> %4569
  br label %4578

4575:                                             ; preds = %4559
  %4576 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4541, <8 x i1> %4151, <8 x float> zeroinitializer)
  %4577 = fadd <8 x float> %4560, %4576
  br label %4578

4578:                                             ; preds = %4575, %4568, %4561
  %4579 = phi <8 x float> [ %4577, %4575 ], [ %4574, %4568 ], [ %4567, %4561 ]
  switch i64 %304, label %854 [
    i64 1, label %4594
    i64 2, label %4587
    i64 3, label %4580
    i64 0, label %4597
  ]

4580:                                             ; preds = %4578
  %4581 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4579)
  %4582 = bitcast <8 x float> %4579 to <8 x i32>
  %4583 = and <8 x i32> %4582, %45
  %4584 = bitcast <8 x i32> %4583 to <8 x float>
  %4585 = fcmp oeq <8 x float> %4579, %30
  %4586 = select <8 x i1> %4585, <8 x float> %4584, <8 x float> %4581
  br label %4597

4587:                                             ; preds = %4578
  %4588 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4579)
  %4589 = bitcast <8 x float> %4579 to <8 x i32>
  %4590 = or <8 x i32> %4589, %46
  %4591 = bitcast <8 x i32> %4590 to <8 x float>
  %4592 = fcmp oeq <8 x float> %4579, %33
  %4593 = select <8 x i1> %4592, <8 x float> %4591, <8 x float> %4588
  br label %4597

4594:                                             ; preds = %4578
  %4595 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4541, <8 x i1> %4151, <8 x float> zeroinitializer)
  %4596 = fadd <8 x float> %4579, %4595
  br label %4597

4597:                                             ; preds = %4580, %4587, %4594, %4578, %4559
  %4598 = phi <8 x float> [ %4593, %4587 ], [ %4586, %4580 ], [ %4560, %4559 ], [ %4579, %4578 ], [ %4596, %4594 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4598, ptr align 1 %4539, <8 x i1> %4151)
  %4599 = add nsw i64 %4538, 8
  %4600 = getelementptr inbounds float, ptr %453, i64 %4599
  %4601 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4600, <8 x i1> %4159, <8 x float> zeroinitializer)
  %4602 = getelementptr inbounds float, ptr %451, i64 %4599
  switch i64 %284, label %854 [
    i64 1, label %4617
    i64 2, label %4610
    i64 3, label %4603
  ]

4603:                                             ; preds = %4597
  %4604 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4601)
  %4605 = bitcast <8 x float> %4601 to <8 x i32>
  %4606 = and <8 x i32> %4605, %45
  %4607 = bitcast <8 x i32> %4606 to <8 x float>
  %4608 = fcmp oeq <8 x float> %4601, %30
  %4609 = select <8 x i1> %4608, <8 x float> %4607, <8 x float> %4604
  br label %4620

4610:                                             ; preds = %4597
  %4611 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4601)
  %4612 = bitcast <8 x float> %4601 to <8 x i32>
  %4613 = or <8 x i32> %4612, %46
  %4614 = bitcast <8 x i32> %4613 to <8 x float>
  %4615 = fcmp oeq <8 x float> %4601, %33
  %4616 = select <8 x i1> %4615, <8 x float> %4614, <8 x float> %4611
  br label %4620

4617:                                             ; preds = %4597
  %4618 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4602, <8 x i1> %4159, <8 x float> zeroinitializer)
  %4619 = fadd <8 x float> %4601, %4618
  br label %4620

4620:                                             ; preds = %4617, %4610, %4603
  %4621 = phi <8 x float> [ %4619, %4617 ], [ %4616, %4610 ], [ %4609, %4603 ]
  switch i64 %306, label %854 [
    i64 1, label %4636
    i64 2, label %4629
    i64 3, label %4622
    i64 0, label %4658
  ]

4622:                                             ; preds = %4620
  %4623 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4621)
  %4624 = bitcast <8 x float> %4621 to <8 x i32>
  %4625 = and <8 x i32> %4624, %45
  %4626 = bitcast <8 x i32> %4625 to <8 x float>
  %4627 = fcmp oeq <8 x float> %4621, %30
  %4628 = select <8 x i1> %4627, <8 x float> %4626, <8 x float> %4623
  br label %4639

4629:                                             ; preds = %4620
  %4630 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4621)
  %4631 = bitcast <8 x float> %4621 to <8 x i32>
  %4632 = or <8 x i32> %4631, %46
  %4633 = bitcast <8 x i32> %4632 to <8 x float>
  %4634 = fcmp oeq <8 x float> %4621, %33
  %4635 = select <8 x i1> %4634, <8 x float> %4633, <8 x float> %4630
  br label %4639

4636:                                             ; preds = %4620
  %4637 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4602, <8 x i1> %4159, <8 x float> zeroinitializer)
  %4638 = fadd <8 x float> %4621, %4637
  br label %4639

4639:                                             ; preds = %4636, %4629, %4622
  %4640 = phi <8 x float> [ %4638, %4636 ], [ %4635, %4629 ], [ %4628, %4622 ]
  switch i64 %308, label %854 [
    i64 1, label %4655
    i64 2, label %4648
    i64 3, label %4641
    i64 0, label %4658
  ]

4641:                                             ; preds = %4639
  %4642 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4640)
  %4643 = bitcast <8 x float> %4640 to <8 x i32>
  %4644 = and <8 x i32> %4643, %45
  %4645 = bitcast <8 x i32> %4644 to <8 x float>
  %4646 = fcmp oeq <8 x float> %4640, %30
  %4647 = select <8 x i1> %4646, <8 x float> %4645, <8 x float> %4642
  br label %4658

4648:                                             ; preds = %4639
  %4649 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4640)
  %4650 = bitcast <8 x float> %4640 to <8 x i32>
  %4651 = or <8 x i32> %4650, %46
  %4652 = bitcast <8 x i32> %4651 to <8 x float>
  %4653 = fcmp oeq <8 x float> %4640, %33
  %4654 = select <8 x i1> %4653, <8 x float> %4652, <8 x float> %4649
  br label %4658

4655:                                             ; preds = %4639
  %4656 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4602, <8 x i1> %4159, <8 x float> zeroinitializer)
  %4657 = fadd <8 x float> %4640, %4656
  br label %4658

4658:                                             ; preds = %4641, %4648, %4655, %4639, %4620
  %4659 = phi <8 x float> [ %4654, %4648 ], [ %4647, %4641 ], [ %4621, %4620 ], [ %4640, %4639 ], [ %4657, %4655 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4659, ptr align 1 %4600, <8 x i1> %4159)
  %4660 = add nsw i64 %4209, %701
  %4661 = getelementptr inbounds float, ptr %453, i64 %4660
  %4662 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4661, <8 x i1> %4151, <8 x float> zeroinitializer)
  %4663 = getelementptr inbounds float, ptr %451, i64 %4660
  switch i64 %284, label %854 [
    i64 1, label %4678
    i64 2, label %4671
    i64 3, label %4664
  ]

4664:                                             ; preds = %4658
  %4665 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4662)
  %4666 = bitcast <8 x float> %4662 to <8 x i32>
  %4667 = and <8 x i32> %4666, %45
  %4668 = bitcast <8 x i32> %4667 to <8 x float>
  %4669 = fcmp oeq <8 x float> %4662, %30
  %4670 = select <8 x i1> %4669, <8 x float> %4668, <8 x float> %4665
  br label %4681

4671:                                             ; preds = %4658
  %4672 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4662)
  %4673 = bitcast <8 x float> %4662 to <8 x i32>
  %4674 = or <8 x i32> %4673, %46
  %4675 = bitcast <8 x i32> %4674 to <8 x float>
  %4676 = fcmp oeq <8 x float> %4662, %33
  %4677 = select <8 x i1> %4676, <8 x float> %4675, <8 x float> %4672
  br label %4681

4678:                                             ; preds = %4658
  %4679 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4663, <8 x i1> %4151, <8 x float> zeroinitializer)
  %4680 = fadd <8 x float> %4662, %4679
  br label %4681

4681:                                             ; preds = %4678, %4671, %4664
  %4682 = phi <8 x float> [ %4680, %4678 ], [ %4677, %4671 ], [ %4670, %4664 ]
  switch i64 %310, label %854 [
    i64 1, label %4697
    i64 2, label %4690
    i64 3, label %4683
    i64 0, label %4719
  ]

4683:                                             ; preds = %4681
  %4684 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4682)
  %4685 = bitcast <8 x float> %4682 to <8 x i32>
  %4686 = and <8 x i32> %4685, %45
  %4687 = bitcast <8 x i32> %4686 to <8 x float>
  %4688 = fcmp oeq <8 x float> %4682, %30
  %4689 = select <8 x i1> %4688, <8 x float> %4687, <8 x float> %4684
  br label %4700

4690:                                             ; preds = %4681
  %4691 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4682)
  %4692 = bitcast <8 x float> %4682 to <8 x i32>
  %4693 = or <8 x i32> %4692, %46
  %4694 = bitcast <8 x i32> %4693 to <8 x float>
  %4695 = fcmp oeq <8 x float> %4682, %33
  %4696 = select <8 x i1> %4695, <8 x float> %4694, <8 x float> %4691
  br label %4700

4697:                                             ; preds = %4681
  %4698 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4663, <8 x i1> %4151, <8 x float> zeroinitializer)
  %4699 = fadd <8 x float> %4682, %4698
  br label %4700

4700:                                             ; preds = %4697, %4690, %4683
  %4701 = phi <8 x float> [ %4699, %4697 ], [ %4696, %4690 ], [ %4689, %4683 ]
  switch i64 %312, label %854 [
    i64 1, label %4716
    i64 2, label %4709
    i64 3, label %4702
    i64 0, label %4719
  ]

4702:                                             ; preds = %4700
  %4703 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4701)
  %4704 = bitcast <8 x float> %4701 to <8 x i32>
  %4705 = and <8 x i32> %4704, %45
  %4706 = bitcast <8 x i32> %4705 to <8 x float>
  %4707 = fcmp oeq <8 x float> %4701, %30
  %4708 = select <8 x i1> %4707, <8 x float> %4706, <8 x float> %4703
  br label %4719

4709:                                             ; preds = %4700
  %4710 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4701)
  %4711 = bitcast <8 x float> %4701 to <8 x i32>
  %4712 = or <8 x i32> %4711, %46
  %4713 = bitcast <8 x i32> %4712 to <8 x float>
  %4714 = fcmp oeq <8 x float> %4701, %33
  %4715 = select <8 x i1> %4714, <8 x float> %4713, <8 x float> %4710
  br label %4719

4716:                                             ; preds = %4700
  %4717 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4663, <8 x i1> %4151, <8 x float> zeroinitializer)
  %4718 = fadd <8 x float> %4701, %4717
  br label %4719

4719:                                             ; preds = %4702, %4709, %4716, %4700, %4681
  %4720 = phi <8 x float> [ %4715, %4709 ], [ %4708, %4702 ], [ %4682, %4681 ], [ %4701, %4700 ], [ %4718, %4716 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4720, ptr align 1 %4661, <8 x i1> %4151)
  %4721 = add nsw i64 %4660, 8
  %4722 = getelementptr inbounds float, ptr %453, i64 %4721
  %4723 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4722, <8 x i1> %4159, <8 x float> zeroinitializer)
  %4724 = getelementptr inbounds float, ptr %451, i64 %4721
  switch i64 %284, label %854 [
    i64 1, label %4739
    i64 2, label %4732
    i64 3, label %4725
  ]

4725:                                             ; preds = %4719
  %4726 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4723)
  %4727 = bitcast <8 x float> %4723 to <8 x i32>
  %4728 = and <8 x i32> %4727, %45
  %4729 = bitcast <8 x i32> %4728 to <8 x float>
  %4730 = fcmp oeq <8 x float> %4723, %30
  %4731 = select <8 x i1> %4730, <8 x float> %4729, <8 x float> %4726
  br label %4742

4732:                                             ; preds = %4719
  %4733 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4723)
  %4734 = bitcast <8 x float> %4723 to <8 x i32>
  %4735 = or <8 x i32> %4734, %46
  %4736 = bitcast <8 x i32> %4735 to <8 x float>
  %4737 = fcmp oeq <8 x float> %4723, %33
  %4738 = select <8 x i1> %4737, <8 x float> %4736, <8 x float> %4733
  br label %4742

4739:                                             ; preds = %4719
  %4740 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4724, <8 x i1> %4159, <8 x float> zeroinitializer)
  %4741 = fadd <8 x float> %4723, %4740
  br label %4742

4742:                                             ; preds = %4739, %4732, %4725
  %4743 = phi <8 x float> [ %4741, %4739 ], [ %4738, %4732 ], [ %4731, %4725 ]
  switch i64 %314, label %854 [
    i64 1, label %4758
    i64 2, label %4751
    i64 3, label %4744
    i64 0, label %4780
  ]

4744:                                             ; preds = %4742
  %4745 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4743)
  %4746 = bitcast <8 x float> %4743 to <8 x i32>
  %4747 = and <8 x i32> %4746, %45
  %4748 = bitcast <8 x i32> %4747 to <8 x float>
  %4749 = fcmp oeq <8 x float> %4743, %30
  %4750 = select <8 x i1> %4749, <8 x float> %4748, <8 x float> %4745
  br label %4761

4751:                                             ; preds = %4742
  %4752 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4743)
  %4753 = bitcast <8 x float> %4743 to <8 x i32>
  %4754 = or <8 x i32> %4753, %46
  %4755 = bitcast <8 x i32> %4754 to <8 x float>
  %4756 = fcmp oeq <8 x float> %4743, %33
  %4757 = select <8 x i1> %4756, <8 x float> %4755, <8 x float> %4752
  br label %4761

4758:                                             ; preds = %4742
  %4759 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4724, <8 x i1> %4159, <8 x float> zeroinitializer)
  %4760 = fadd <8 x float> %4743, %4759
  br label %4761

4761:                                             ; preds = %4758, %4751, %4744
  %4762 = phi <8 x float> [ %4760, %4758 ], [ %4757, %4751 ], [ %4750, %4744 ]
  switch i64 %316, label %854 [
    i64 1, label %4777
    i64 2, label %4770
    i64 3, label %4763
    i64 0, label %4780
  ]

4763:                                             ; preds = %4761
  %4764 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4762)
  %4765 = bitcast <8 x float> %4762 to <8 x i32>
  %4766 = and <8 x i32> %4765, %45
  %4767 = bitcast <8 x i32> %4766 to <8 x float>
  %4768 = fcmp oeq <8 x float> %4762, %30
  %4769 = select <8 x i1> %4768, <8 x float> %4767, <8 x float> %4764
  br label %4780

4770:                                             ; preds = %4761
  %4771 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4762)
  %4772 = bitcast <8 x float> %4762 to <8 x i32>
  %4773 = or <8 x i32> %4772, %46
  %4774 = bitcast <8 x i32> %4773 to <8 x float>
  %4775 = fcmp oeq <8 x float> %4762, %33
  %4776 = select <8 x i1> %4775, <8 x float> %4774, <8 x float> %4771
  br label %4780

4777:                                             ; preds = %4761
  %4778 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4724, <8 x i1> %4159, <8 x float> zeroinitializer)
  %4779 = fadd <8 x float> %4762, %4778
  br label %4780

4780:                                             ; preds = %4763, %4770, %4777, %4276, %4761, %4742
  %4781 = phi ptr [ %4296, %4276 ], [ %4722, %4763 ], [ %4722, %4742 ], [ %4722, %4761 ], [ %4722, %4777 ], [ %4722, %4770 ]
  %4782 = phi <8 x float> [ %4297, %4276 ], [ %4769, %4763 ], [ %4743, %4742 ], [ %4762, %4761 ], [ %4779, %4777 ], [ %4776, %4770 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4782, ptr align 1 %4781, <8 x i1> %4159)
  br label %7410

4783:                                             ; preds = %2145
  %4784 = sub i64 %7, %701
  %4785 = icmp sgt i64 %4784, 7
  %4786 = trunc i64 %4784 to i32
  %4787 = select i1 %4785, i32 8, i32 %4786
  %4788 = insertelement <8 x i32> poison, i32 %4787, i64 0
  %4789 = shufflevector <8 x i32> %4788, <8 x i32> poison, <8 x i32> zeroinitializer
  %4790 = icmp sgt <8 x i32> %4789, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %42, label %4807, label %4791

4791:                                             ; preds = %4783
  %4792 = load float, ptr %465, align 1
  %4793 = insertelement <8 x float> poison, float %4792, i64 0
  %4794 = shufflevector <8 x float> %4793, <8 x float> poison, <8 x i32> zeroinitializer
  %4795 = load float, ptr %596, align 1
  %4796 = insertelement <8 x float> poison, float %4795, i64 0
  %4797 = shufflevector <8 x float> %4796, <8 x float> poison, <8 x i32> zeroinitializer
  %4798 = load float, ptr %597, align 1
  %4799 = insertelement <8 x float> poison, float %4798, i64 0
  %4800 = shufflevector <8 x float> %4799, <8 x float> poison, <8 x i32> zeroinitializer
  %4801 = load float, ptr %598, align 1
  %4802 = insertelement <8 x float> poison, float %4801, i64 0
  %4803 = shufflevector <8 x float> %4802, <8 x float> poison, <8 x i32> zeroinitializer
  %4804 = load float, ptr %599, align 1
  %4805 = insertelement <8 x float> poison, float %4804, i64 0
  %4806 = shufflevector <8 x float> %4805, <8 x float> poison, <8 x i32> zeroinitializer
  br label %4819

4807:                                             ; preds = %4783
  %4808 = getelementptr float, ptr %448, i64 %701
  %4809 = getelementptr float, ptr %4808, i64 %469
  %4810 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4809, <8 x i1> %4790, <8 x float> zeroinitializer)
  %4811 = getelementptr float, ptr %4808, i64 %601
  %4812 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4811, <8 x i1> %4790, <8 x float> zeroinitializer)
  %4813 = getelementptr float, ptr %4808, i64 %603
  %4814 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4813, <8 x i1> %4790, <8 x float> zeroinitializer)
  %4815 = getelementptr float, ptr %4808, i64 %605
  %4816 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4815, <8 x i1> %4790, <8 x float> zeroinitializer)
  %4817 = getelementptr float, ptr %4808, i64 %607
  %4818 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4817, <8 x i1> %4790, <8 x float> zeroinitializer)
  br label %4819

4819:                                             ; preds = %4807, %4791
  %4820 = phi <8 x float> [ %4816, %4807 ], [ %4803, %4791 ]
  %4821 = phi <8 x float> [ %4812, %4807 ], [ %4797, %4791 ]
  %4822 = phi <8 x float> [ %4810, %4807 ], [ %4794, %4791 ]
  %4823 = phi <8 x float> [ %4814, %4807 ], [ %4800, %4791 ]
  %4824 = phi <8 x float> [ %4818, %4807 ], [ %4806, %4791 ]
  %4825 = getelementptr inbounds float, ptr %446, i64 %701
  br i1 %43, label %4838, label %4826

4826:                                             ; preds = %4838, %4819
  %4827 = phi <8 x float> [ %4824, %4819 ], [ %4872, %4838 ]
  %4828 = phi <8 x float> [ %4820, %4819 ], [ %4867, %4838 ]
  %4829 = phi <8 x float> [ %4823, %4819 ], [ %4862, %4838 ]
  %4830 = phi <8 x float> [ %4821, %4819 ], [ %4857, %4838 ]
  %4831 = phi <8 x float> [ %4822, %4819 ], [ %4852, %4838 ]
  %4832 = getelementptr float, ptr %453, i64 %701
  %4833 = getelementptr float, ptr %4832, i64 %469
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4831, ptr align 1 %4833, <8 x i1> %4790)
  %4834 = getelementptr float, ptr %4832, i64 %609
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4830, ptr align 1 %4834, <8 x i1> %4790)
  %4835 = getelementptr float, ptr %4832, i64 %611
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4829, ptr align 1 %4835, <8 x i1> %4790)
  %4836 = getelementptr float, ptr %4832, i64 %613
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4828, ptr align 1 %4836, <8 x i1> %4790)
  %4837 = getelementptr float, ptr %4832, i64 %615
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4827, ptr align 1 %4837, <8 x i1> %4790)
  br i1 %44, label %7410, label %4875

4838:                                             ; preds = %4819, %4838
  %4839 = phi <8 x float> [ %4872, %4838 ], [ %4824, %4819 ]
  %4840 = phi <8 x float> [ %4867, %4838 ], [ %4820, %4819 ]
  %4841 = phi <8 x float> [ %4862, %4838 ], [ %4823, %4819 ]
  %4842 = phi <8 x float> [ %4857, %4838 ], [ %4821, %4819 ]
  %4843 = phi <8 x float> [ %4852, %4838 ], [ %4822, %4819 ]
  %4844 = phi i64 [ %4873, %4838 ], [ 0, %4819 ]
  %4845 = mul nsw i64 %4844, %7
  %4846 = getelementptr inbounds float, ptr %4825, i64 %4845
  %4847 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4846, <8 x i1> %4790, <8 x float> zeroinitializer)
  %4848 = getelementptr float, ptr %467, i64 %4844
  %4849 = load float, ptr %4848, align 1
  %4850 = insertelement <8 x float> poison, float %4849, i64 0
  %4851 = shufflevector <8 x float> %4850, <8 x float> poison, <8 x i32> zeroinitializer
  %4852 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4847, <8 x float> %4851, <8 x float> %4843)
  %4853 = getelementptr float, ptr %4848, i64 %5
  %4854 = load float, ptr %4853, align 1
  %4855 = insertelement <8 x float> poison, float %4854, i64 0
  %4856 = shufflevector <8 x float> %4855, <8 x float> poison, <8 x i32> zeroinitializer
  %4857 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4847, <8 x float> %4856, <8 x float> %4842)
  %4858 = getelementptr i8, ptr %4848, i64 %258
  %4859 = load float, ptr %4858, align 1
  %4860 = insertelement <8 x float> poison, float %4859, i64 0
  %4861 = shufflevector <8 x float> %4860, <8 x float> poison, <8 x i32> zeroinitializer
  %4862 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4847, <8 x float> %4861, <8 x float> %4841)
  %4863 = getelementptr i8, ptr %4848, i64 %259
  %4864 = load float, ptr %4863, align 1
  %4865 = insertelement <8 x float> poison, float %4864, i64 0
  %4866 = shufflevector <8 x float> %4865, <8 x float> poison, <8 x i32> zeroinitializer
  %4867 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4847, <8 x float> %4866, <8 x float> %4840)
  %4868 = getelementptr i8, ptr %4848, i64 %260
  %4869 = load float, ptr %4868, align 1
  %4870 = insertelement <8 x float> poison, float %4869, i64 0
  %4871 = shufflevector <8 x float> %4870, <8 x float> poison, <8 x i32> zeroinitializer
  %4872 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4847, <8 x float> %4871, <8 x float> %4839)
  %4873 = add nuw nsw i64 %4844, 1
  %4874 = icmp eq i64 %4873, %5
  br i1 %4874, label %4826, label %4838

4875:                                             ; preds = %4826
  %4876 = add nsw i64 %469, %701
  %4877 = getelementptr inbounds float, ptr %453, i64 %4876
  %4878 = getelementptr inbounds float, ptr %451, i64 %4876
  %4879 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4877, <8 x i1> %4790, <8 x float> zeroinitializer)
  switch i64 %261, label %854 [
    i64 1, label %4889
    i64 2, label %4892
    i64 3, label %4899
    i64 0, label %4880
  ]

4880:                                             ; preds = %4875
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4879, ptr align 1 %4877, <8 x i1> %4790)
  %4881 = getelementptr float, ptr %686, i64 %701
  %4882 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4881, <8 x i1> %4790, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4882, ptr align 1 %4881, <8 x i1> %4790)
  %4883 = getelementptr float, ptr %687, i64 %701
  %4884 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4883, <8 x i1> %4790, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4884, ptr align 1 %4883, <8 x i1> %4790)
  %4885 = getelementptr float, ptr %688, i64 %701
  %4886 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4885, <8 x i1> %4790, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4886, ptr align 1 %4885, <8 x i1> %4790)
  %4887 = getelementptr float, ptr %689, i64 %701
  %4888 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4887, <8 x i1> %4790, <8 x float> zeroinitializer)
  br label %5188

4889:                                             ; preds = %4875
  %4890 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4878, <8 x i1> %4790, <8 x float> zeroinitializer)
  %4891 = fadd <8 x float> %4879, %4890
  br label %4906

4892:                                             ; preds = %4875
  %4893 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4879)
  %4894 = bitcast <8 x float> %4879 to <8 x i32>
  %4895 = or <8 x i32> %4894, %46
  %4896 = bitcast <8 x i32> %4895 to <8 x float>
  %4897 = fcmp oeq <8 x float> %4879, %33
  %4898 = select <8 x i1> %4897, <8 x float> %4896, <8 x float> %4893
  br label %4906

4899:                                             ; preds = %4875
  %4900 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4879)
  %4901 = bitcast <8 x float> %4879 to <8 x i32>
  %4902 = and <8 x i32> %4901, %45
  %4903 = bitcast <8 x i32> %4902 to <8 x float>
  %4904 = fcmp oeq <8 x float> %4879, %30
  %4905 = select <8 x i1> %4904, <8 x float> %4903, <8 x float> %4900
  br label %4906

4906:                                             ; preds = %4899, %4892, %4889
  %4907 = phi <8 x float> [ %4891, %4889 ], [ %4898, %4892 ], [ %4905, %4899 ]
  switch i64 %263, label %854 [
    i64 1, label %4922
    i64 2, label %4915
    i64 3, label %4908
    i64 0, label %4944
  ]

4908:                                             ; preds = %4906
  %4909 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4907)
  %4910 = bitcast <8 x float> %4907 to <8 x i32>
  %4911 = and <8 x i32> %4910, %45
  %4912 = bitcast <8 x i32> %4911 to <8 x float>
  %4913 = fcmp oeq <8 x float> %4907, %30
  %4914 = select <8 x i1> %4913, <8 x float> %4912, <8 x float> %4909
  br label %4925

4915:                                             ; preds = %4906
  %4916 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4907)
  %4917 = bitcast <8 x float> %4907 to <8 x i32>
  %4918 = or <8 x i32> %4917, %46
  %4919 = bitcast <8 x i32> %4918 to <8 x float>
  %4920 = fcmp oeq <8 x float> %4907, %33
  %4921 = select <8 x i1> %4920, <8 x float> %4919, <8 x float> %4916
  br label %4925

4922:                                             ; preds = %4906
  %4923 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4878, <8 x i1> %4790, <8 x float> zeroinitializer)
  %4924 = fadd <8 x float> %4907, %4923
  br label %4925

4925:                                             ; preds = %4922, %4915, %4908
  %4926 = phi <8 x float> [ %4924, %4922 ], [ %4921, %4915 ], [ %4914, %4908 ]
  switch i64 %265, label %854 [
    i64 1, label %4941
    i64 2, label %4934
    i64 3, label %4927
    i64 0, label %4944
  ]

4927:                                             ; preds = %4925
  %4928 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4926)
  %4929 = bitcast <8 x float> %4926 to <8 x i32>
  %4930 = and <8 x i32> %4929, %45
  %4931 = bitcast <8 x i32> %4930 to <8 x float>
  %4932 = fcmp oeq <8 x float> %4926, %30
  %4933 = select <8 x i1> %4932, <8 x float> %4931, <8 x float> %4928
  br label %4944

4934:                                             ; preds = %4925
  %4935 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4926)
  %4936 = bitcast <8 x float> %4926 to <8 x i32>
  %4937 = or <8 x i32> %4936, %46
  %4938 = bitcast <8 x i32> %4937 to <8 x float>
  %4939 = fcmp oeq <8 x float> %4926, %33
  %4940 = select <8 x i1> %4939, <8 x float> %4938, <8 x float> %4935
  br label %4944

4941:                                             ; preds = %4925
  %4942 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4878, <8 x i1> %4790, <8 x float> zeroinitializer)
  %4943 = fadd <8 x float> %4926, %4942
  br label %4944

4944:                                             ; preds = %4927, %4934, %4941, %4925, %4906
  %4945 = phi <8 x float> [ %4926, %4925 ], [ %4933, %4927 ], [ %4907, %4906 ], [ %4943, %4941 ], [ %4940, %4934 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4945, ptr align 1 %4877, <8 x i1> %4790)
  %4946 = add nsw i64 %609, %701
  %4947 = getelementptr inbounds float, ptr %453, i64 %4946
  %4948 = getelementptr inbounds float, ptr %451, i64 %4946
  %4949 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4947, <8 x i1> %4790, <8 x float> zeroinitializer)
  switch i64 %261, label %854 [
    i64 1, label %4964
    i64 2, label %4957
    i64 3, label %4950
  ]

4950:                                             ; preds = %4944
  %4951 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4949)
  %4952 = bitcast <8 x float> %4949 to <8 x i32>
  %4953 = and <8 x i32> %4952, %45
  %4954 = bitcast <8 x i32> %4953 to <8 x float>
  %4955 = fcmp oeq <8 x float> %4949, %30
  %4956 = select <8 x i1> %4955, <8 x float> %4954, <8 x float> %4951
  br label %4967

4957:                                             ; preds = %4944
  %4958 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4949)
  %4959 = bitcast <8 x float> %4949 to <8 x i32>
  %4960 = or <8 x i32> %4959, %46
  %4961 = bitcast <8 x i32> %4960 to <8 x float>
  %4962 = fcmp oeq <8 x float> %4949, %33
  %4963 = select <8 x i1> %4962, <8 x float> %4961, <8 x float> %4958
  br label %4967

4964:                                             ; preds = %4944
  %4965 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4948, <8 x i1> %4790, <8 x float> zeroinitializer)
  %4966 = fadd <8 x float> %4949, %4965
  br label %4967

4967:                                             ; preds = %4964, %4957, %4950
  %4968 = phi <8 x float> [ %4966, %4964 ], [ %4963, %4957 ], [ %4956, %4950 ]
  switch i64 %267, label %854 [
    i64 1, label %4983
    i64 2, label %4976
    i64 3, label %4969
    i64 0, label %5005
  ]

4969:                                             ; preds = %4967
  %4970 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4968)
  %4971 = bitcast <8 x float> %4968 to <8 x i32>
  %4972 = and <8 x i32> %4971, %45
  %4973 = bitcast <8 x i32> %4972 to <8 x float>
  %4974 = fcmp oeq <8 x float> %4968, %30
  %4975 = select <8 x i1> %4974, <8 x float> %4973, <8 x float> %4970
  br label %4986

4976:                                             ; preds = %4967
  %4977 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4968)
  %4978 = bitcast <8 x float> %4968 to <8 x i32>
  %4979 = or <8 x i32> %4978, %46
  %4980 = bitcast <8 x i32> %4979 to <8 x float>
  %4981 = fcmp oeq <8 x float> %4968, %33
  %4982 = select <8 x i1> %4981, <8 x float> %4980, <8 x float> %4977
  br label %4986

4983:                                             ; preds = %4967
  %4984 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4948, <8 x i1> %4790, <8 x float> zeroinitializer)
  %4985 = fadd <8 x float> %4968, %4984
  br label %4986

4986:                                             ; preds = %4983, %4976, %4969
  %4987 = phi <8 x float> [ %4985, %4983 ], [ %4982, %4976 ], [ %4975, %4969 ]
  switch i64 %269, label %854 [
    i64 1, label %5002
    i64 2, label %4995
    i64 3, label %4988
    i64 0, label %5005
  ]

4988:                                             ; preds = %4986
  %4989 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4987)
  %4990 = bitcast <8 x float> %4987 to <8 x i32>
  %4991 = and <8 x i32> %4990, %45
  %4992 = bitcast <8 x i32> %4991 to <8 x float>
  %4993 = fcmp oeq <8 x float> %4987, %30
  %4994 = select <8 x i1> %4993, <8 x float> %4992, <8 x float> %4989
  br label %5005

4995:                                             ; preds = %4986
  %4996 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4987)
  %4997 = bitcast <8 x float> %4987 to <8 x i32>
  %4998 = or <8 x i32> %4997, %46
  %4999 = bitcast <8 x i32> %4998 to <8 x float>
  %5000 = fcmp oeq <8 x float> %4987, %33
  %5001 = select <8 x i1> %5000, <8 x float> %4999, <8 x float> %4996
  br label %5005

5002:                                             ; preds = %4986
  %5003 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4948, <8 x i1> %4790, <8 x float> zeroinitializer)
  %5004 = fadd <8 x float> %4987, %5003
  br label %5005

5005:                                             ; preds = %4988, %4995, %5002, %4986, %4967
  %5006 = phi <8 x float> [ %5001, %4995 ], [ %4994, %4988 ], [ %4968, %4967 ], [ %4987, %4986 ], [ %5004, %5002 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5006, ptr align 1 %4947, <8 x i1> %4790)
  %5007 = add nsw i64 %611, %701
  %5008 = getelementptr inbounds float, ptr %453, i64 %5007
  %5009 = getelementptr inbounds float, ptr %451, i64 %5007
  %5010 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5008, <8 x i1> %4790, <8 x float> zeroinitializer)
  switch i64 %261, label %854 [
    i64 1, label %5025
    i64 2, label %5018
    i64 3, label %5011
  ]

5011:                                             ; preds = %5005
  %5012 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5010)
  %5013 = bitcast <8 x float> %5010 to <8 x i32>
  %5014 = and <8 x i32> %5013, %45
  %5015 = bitcast <8 x i32> %5014 to <8 x float>
  %5016 = fcmp oeq <8 x float> %5010, %30
  %5017 = select <8 x i1> %5016, <8 x float> %5015, <8 x float> %5012
  br label %5028

5018:                                             ; preds = %5005
  %5019 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5010)
  %5020 = bitcast <8 x float> %5010 to <8 x i32>
  %5021 = or <8 x i32> %5020, %46
  %5022 = bitcast <8 x i32> %5021 to <8 x float>
  %5023 = fcmp oeq <8 x float> %5010, %33
  %5024 = select <8 x i1> %5023, <8 x float> %5022, <8 x float> %5019
  br label %5028

5025:                                             ; preds = %5005
  %5026 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5009, <8 x i1> %4790, <8 x float> zeroinitializer)
  %5027 = fadd <8 x float> %5010, %5026
  br label %5028

5028:                                             ; preds = %5025, %5018, %5011
  %5029 = phi <8 x float> [ %5027, %5025 ], [ %5024, %5018 ], [ %5017, %5011 ]
  switch i64 %271, label %854 [
    i64 1, label %5044
    i64 2, label %5037
    i64 3, label %5030
    i64 0, label %5066
  ]

5030:                                             ; preds = %5028
  %5031 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5029)
  %5032 = bitcast <8 x float> %5029 to <8 x i32>
  %5033 = and <8 x i32> %5032, %45
  %5034 = bitcast <8 x i32> %5033 to <8 x float>
  %5035 = fcmp oeq <8 x float> %5029, %30
  %5036 = select <8 x i1> %5035, <8 x float> %5034, <8 x float> %5031
  br label %5047

5037:                                             ; preds = %5028
  %5038 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5029)
  %5039 = bitcast <8 x float> %5029 to <8 x i32>
  %5040 = or <8 x i32> %5039, %46
  %5041 = bitcast <8 x i32> %5040 to <8 x float>
  %5042 = fcmp oeq <8 x float> %5029, %33
  %5043 = select <8 x i1> %5042, <8 x float> %5041, <8 x float> %5038
  br label %5047

5044:                                             ; preds = %5028
  %5045 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5009, <8 x i1> %4790, <8 x float> zeroinitializer)
  %5046 = fadd <8 x float> %5029, %5045
  br label %5047

5047:                                             ; preds = %5044, %5037, %5030
  %5048 = phi <8 x float> [ %5046, %5044 ], [ %5043, %5037 ], [ %5036, %5030 ]
  switch i64 %273, label %854 [
    i64 1, label %5063
    i64 2, label %5056
    i64 3, label %5049
    i64 0, label %5066
  ]

5049:                                             ; preds = %5047
  %5050 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5048)
  %5051 = bitcast <8 x float> %5048 to <8 x i32>
  %5052 = and <8 x i32> %5051, %45
  %5053 = bitcast <8 x i32> %5052 to <8 x float>
  %5054 = fcmp oeq <8 x float> %5048, %30
  %5055 = select <8 x i1> %5054, <8 x float> %5053, <8 x float> %5050
  br label %5066

5056:                                             ; preds = %5047
  %5057 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5048)
  %5058 = bitcast <8 x float> %5048 to <8 x i32>
  %5059 = or <8 x i32> %5058, %46
  %5060 = bitcast <8 x i32> %5059 to <8 x float>
  %5061 = fcmp oeq <8 x float> %5048, %33
  %5062 = select <8 x i1> %5061, <8 x float> %5060, <8 x float> %5057
  br label %5066

5063:                                             ; preds = %5047
  %5064 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5009, <8 x i1> %4790, <8 x float> zeroinitializer)
  %5065 = fadd <8 x float> %5048, %5064
  br label %5066

5066:                                             ; preds = %5049, %5056, %5063, %5047, %5028
  %5067 = phi <8 x float> [ %5062, %5056 ], [ %5055, %5049 ], [ %5029, %5028 ], [ %5048, %5047 ], [ %5065, %5063 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5067, ptr align 1 %5008, <8 x i1> %4790)
  %5068 = add nsw i64 %613, %701
  %5069 = getelementptr inbounds float, ptr %453, i64 %5068
  %5070 = getelementptr inbounds float, ptr %451, i64 %5068
  %5071 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5069, <8 x i1> %4790, <8 x float> zeroinitializer)
  switch i64 %261, label %854 [
    i64 1, label %5086
    i64 2, label %5079
    i64 3, label %5072
  ]

5072:                                             ; preds = %5066
  %5073 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5071)
  %5074 = bitcast <8 x float> %5071 to <8 x i32>
  %5075 = and <8 x i32> %5074, %45
  %5076 = bitcast <8 x i32> %5075 to <8 x float>
  %5077 = fcmp oeq <8 x float> %5071, %30
  %5078 = select <8 x i1> %5077, <8 x float> %5076, <8 x float> %5073
  br label %5089

5079:                                             ; preds = %5066
  %5080 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5071)
  %5081 = bitcast <8 x float> %5071 to <8 x i32>
  %5082 = or <8 x i32> %5081, %46
  %5083 = bitcast <8 x i32> %5082 to <8 x float>
  %5084 = fcmp oeq <8 x float> %5071, %33
  %5085 = select <8 x i1> %5084, <8 x float> %5083, <8 x float> %5080
  br label %5089

5086:                                             ; preds = %5066
  %5087 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5070, <8 x i1> %4790, <8 x float> zeroinitializer)
  %5088 = fadd <8 x float> %5071, %5087
  br label %5089

5089:                                             ; preds = %5086, %5079, %5072
  %5090 = phi <8 x float> [ %5088, %5086 ], [ %5085, %5079 ], [ %5078, %5072 ]
  switch i64 %275, label %854 [
    i64 1, label %5105
    i64 2, label %5098
    i64 3, label %5091
    i64 0, label %5127
  ]

5091:                                             ; preds = %5089
  %5092 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5090)
  %5093 = bitcast <8 x float> %5090 to <8 x i32>
  %5094 = and <8 x i32> %5093, %45
  %5095 = bitcast <8 x i32> %5094 to <8 x float>
  %5096 = fcmp oeq <8 x float> %5090, %30
  %5097 = select <8 x i1> %5096, <8 x float> %5095, <8 x float> %5092
  br label %5108

5098:                                             ; preds = %5089
  %5099 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5090)
  %5100 = bitcast <8 x float> %5090 to <8 x i32>
  %5101 = or <8 x i32> %5100, %46
  %5102 = bitcast <8 x i32> %5101 to <8 x float>
  %5103 = fcmp oeq <8 x float> %5090, %33
  %5104 = select <8 x i1> %5103, <8 x float> %5102, <8 x float> %5099
  br label %5108

5105:                                             ; preds = %5089
  %5106 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5070, <8 x i1> %4790, <8 x float> zeroinitializer)
  %5107 = fadd <8 x float> %5090, %5106
  br label %5108

5108:                                             ; preds = %5105, %5098, %5091
  %5109 = phi <8 x float> [ %5107, %5105 ], [ %5104, %5098 ], [ %5097, %5091 ]
  switch i64 %277, label %854 [
    i64 1, label %5124
    i64 2, label %5117
    i64 3, label %5110
    i64 0, label %5127
  ]

5110:                                             ; preds = %5108
  %5111 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5109)
  %5112 = bitcast <8 x float> %5109 to <8 x i32>
  %5113 = and <8 x i32> %5112, %45
  %5114 = bitcast <8 x i32> %5113 to <8 x float>
  %5115 = fcmp oeq <8 x float> %5109, %30
  %5116 = select <8 x i1> %5115, <8 x float> %5114, <8 x float> %5111
  br label %5127

5117:                                             ; preds = %5108
  %5118 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5109)
  %5119 = bitcast <8 x float> %5109 to <8 x i32>
  %5120 = or <8 x i32> %5119, %46
  %5121 = bitcast <8 x i32> %5120 to <8 x float>
  %5122 = fcmp oeq <8 x float> %5109, %33
  %5123 = select <8 x i1> %5122, <8 x float> %5121, <8 x float> %5118
  br label %5127

5124:                                             ; preds = %5108
  %5125 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5070, <8 x i1> %4790, <8 x float> zeroinitializer)
  %5126 = fadd <8 x float> %5109, %5125
  br label %5127

5127:                                             ; preds = %5110, %5117, %5124, %5108, %5089
  %5128 = phi <8 x float> [ %5123, %5117 ], [ %5116, %5110 ], [ %5090, %5089 ], [ %5109, %5108 ], [ %5126, %5124 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5128, ptr align 1 %5069, <8 x i1> %4790)
  %5129 = add nsw i64 %615, %701
  %5130 = getelementptr inbounds float, ptr %453, i64 %5129
  %5131 = getelementptr inbounds float, ptr %451, i64 %5129
  %5132 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5130, <8 x i1> %4790, <8 x float> zeroinitializer)
  switch i64 %261, label %854 [
    i64 1, label %5147
    i64 2, label %5140
    i64 3, label %5133
  ]

5133:                                             ; preds = %5127
  %5134 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5132)
  %5135 = bitcast <8 x float> %5132 to <8 x i32>
  %5136 = and <8 x i32> %5135, %45
  %5137 = bitcast <8 x i32> %5136 to <8 x float>
  %5138 = fcmp oeq <8 x float> %5132, %30
  %5139 = select <8 x i1> %5138, <8 x float> %5137, <8 x float> %5134
  br label %5150

5140:                                             ; preds = %5127
  %5141 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5132)
  %5142 = bitcast <8 x float> %5132 to <8 x i32>
  %5143 = or <8 x i32> %5142, %46
  %5144 = bitcast <8 x i32> %5143 to <8 x float>
  %5145 = fcmp oeq <8 x float> %5132, %33
  %5146 = select <8 x i1> %5145, <8 x float> %5144, <8 x float> %5141
  br label %5150

5147:                                             ; preds = %5127
  %5148 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5131, <8 x i1> %4790, <8 x float> zeroinitializer)
  %5149 = fadd <8 x float> %5132, %5148
  br label %5150

5150:                                             ; preds = %5147, %5140, %5133
  %5151 = phi <8 x float> [ %5149, %5147 ], [ %5146, %5140 ], [ %5139, %5133 ]
  switch i64 %279, label %854 [
    i64 1, label %5166
    i64 2, label %5159
    i64 3, label %5152
    i64 0, label %5188
  ]

5152:                                             ; preds = %5150
  %5153 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5151)
  %5154 = bitcast <8 x float> %5151 to <8 x i32>
  %5155 = and <8 x i32> %5154, %45
  %5156 = bitcast <8 x i32> %5155 to <8 x float>
  %5157 = fcmp oeq <8 x float> %5151, %30
  %5158 = select <8 x i1> %5157, <8 x float> %5156, <8 x float> %5153
  br label %5169

5159:                                             ; preds = %5150
  %5160 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5151)
  %5161 = bitcast <8 x float> %5151 to <8 x i32>
  %5162 = or <8 x i32> %5161, %46
  %5163 = bitcast <8 x i32> %5162 to <8 x float>
  %5164 = fcmp oeq <8 x float> %5151, %33
  %5165 = select <8 x i1> %5164, <8 x float> %5163, <8 x float> %5160
  br label %5169

5166:                                             ; preds = %5150
  %5167 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5131, <8 x i1> %4790, <8 x float> zeroinitializer)
  %5168 = fadd <8 x float> %5151, %5167
  br label %5169

5169:                                             ; preds = %5166, %5159, %5152
  %5170 = phi <8 x float> [ %5168, %5166 ], [ %5165, %5159 ], [ %5158, %5152 ]
  switch i64 %281, label %854 [
    i64 1, label %5185
    i64 2, label %5178
    i64 3, label %5171
    i64 0, label %5188
  ]

5171:                                             ; preds = %5169
  %5172 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5170)
  %5173 = bitcast <8 x float> %5170 to <8 x i32>
  %5174 = and <8 x i32> %5173, %45
  %5175 = bitcast <8 x i32> %5174 to <8 x float>
  %5176 = fcmp oeq <8 x float> %5170, %30
  %5177 = select <8 x i1> %5176, <8 x float> %5175, <8 x float> %5172
  br label %5188

5178:                                             ; preds = %5169
  %5179 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5170)
  %5180 = bitcast <8 x float> %5170 to <8 x i32>
  %5181 = or <8 x i32> %5180, %46
  %5182 = bitcast <8 x i32> %5181 to <8 x float>
  %5183 = fcmp oeq <8 x float> %5170, %33
  %5184 = select <8 x i1> %5183, <8 x float> %5182, <8 x float> %5179
  br label %5188

5185:                                             ; preds = %5169
  %5186 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5131, <8 x i1> %4790, <8 x float> zeroinitializer)
  %5187 = fadd <8 x float> %5170, %5186
  br label %5188

5188:                                             ; preds = %5171, %5178, %5185, %4880, %5169, %5150
  %5189 = phi ptr [ %4887, %4880 ], [ %5130, %5171 ], [ %5130, %5150 ], [ %5130, %5169 ], [ %5130, %5185 ], [ %5130, %5178 ]
  %5190 = phi <8 x float> [ %4888, %4880 ], [ %5177, %5171 ], [ %5151, %5150 ], [ %5170, %5169 ], [ %5187, %5185 ], [ %5184, %5178 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5190, ptr align 1 %5189, <8 x i1> %4790)
  br label %7410

5191:                                             ; preds = %2145
  %5192 = sub i64 %7, %701
  %5193 = icmp sgt i64 %5192, 7
  %5194 = trunc i64 %5192 to i32
  %5195 = select i1 %5193, i32 8, i32 %5194
  %5196 = insertelement <8 x i32> poison, i32 %5195, i64 0
  %5197 = shufflevector <8 x i32> %5196, <8 x i32> poison, <8 x i32> zeroinitializer
  %5198 = icmp sgt <8 x i32> %5197, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5199 = add i64 %701, 8
  %5200 = sub i64 %7, %5199
  %5201 = icmp sgt i64 %5200, 7
  %5202 = trunc i64 %5200 to i32
  %5203 = select i1 %5201, i32 8, i32 %5202
  %5204 = insertelement <8 x i32> poison, i32 %5203, i64 0
  %5205 = shufflevector <8 x i32> %5204, <8 x i32> poison, <8 x i32> zeroinitializer
  %5206 = icmp sgt <8 x i32> %5205, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %42, label %5233, label %5207

5207:                                             ; preds = %5191
  %5208 = load float, ptr %465, align 1
  %5209 = insertelement <8 x float> poison, float %5208, i64 0
  %5210 = shufflevector <8 x float> %5209, <8 x float> poison, <8 x i32> zeroinitializer
  %5211 = insertelement <8 x float> poison, float %5208, i64 0
  %5212 = shufflevector <8 x float> %5211, <8 x float> poison, <8 x i32> zeroinitializer
  %5213 = load float, ptr %576, align 1
  %5214 = insertelement <8 x float> poison, float %5213, i64 0
  %5215 = shufflevector <8 x float> %5214, <8 x float> poison, <8 x i32> zeroinitializer
  %5216 = insertelement <8 x float> poison, float %5213, i64 0
  %5217 = shufflevector <8 x float> %5216, <8 x float> poison, <8 x i32> zeroinitializer
  %5218 = load float, ptr %579, align 1
  %5219 = insertelement <8 x float> poison, float %5218, i64 0
  %5220 = shufflevector <8 x float> %5219, <8 x float> poison, <8 x i32> zeroinitializer
  %5221 = insertelement <8 x float> poison, float %5218, i64 0
  %5222 = shufflevector <8 x float> %5221, <8 x float> poison, <8 x i32> zeroinitializer
  %5223 = load float, ptr %582, align 1
  %5224 = insertelement <8 x float> poison, float %5223, i64 0
  %5225 = shufflevector <8 x float> %5224, <8 x float> poison, <8 x i32> zeroinitializer
  %5226 = insertelement <8 x float> poison, float %5223, i64 0
  %5227 = shufflevector <8 x float> %5226, <8 x float> poison, <8 x i32> zeroinitializer
  %5228 = load float, ptr %585, align 1
  %5229 = insertelement <8 x float> poison, float %5228, i64 0
  %5230 = shufflevector <8 x float> %5229, <8 x float> poison, <8 x i32> zeroinitializer
  %5231 = insertelement <8 x float> poison, float %5228, i64 0
  %5232 = shufflevector <8 x float> %5231, <8 x float> poison, <8 x i32> zeroinitializer
  br label %5255

5233:                                             ; preds = %5191
  %5234 = getelementptr float, ptr %448, i64 %701
  %5235 = getelementptr float, ptr %5234, i64 %469
  %5236 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5235, <8 x i1> %5198, <8 x float> zeroinitializer)
  %5237 = getelementptr inbounds nuw i8, ptr %5235, i64 32
  %5238 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %5237, <8 x i1> %5206, <8 x float> zeroinitializer)
  %5239 = getelementptr float, ptr %5234, i64 %589
  %5240 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5239, <8 x i1> %5198, <8 x float> zeroinitializer)
  %5241 = getelementptr inbounds nuw i8, ptr %5239, i64 32
  %5242 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %5241, <8 x i1> %5206, <8 x float> zeroinitializer)
  %5243 = getelementptr float, ptr %5234, i64 %591
  %5244 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5243, <8 x i1> %5198, <8 x float> zeroinitializer)
  %5245 = getelementptr inbounds nuw i8, ptr %5243, i64 32
  %5246 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %5245, <8 x i1> %5206, <8 x float> zeroinitializer)
  %5247 = getelementptr float, ptr %5234, i64 %593
  %5248 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5247, <8 x i1> %5198, <8 x float> zeroinitializer)
  %5249 = getelementptr inbounds nuw i8, ptr %5247, i64 32
  %5250 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %5249, <8 x i1> %5206, <8 x float> zeroinitializer)
  %5251 = getelementptr float, ptr %5234, i64 %595
  %5252 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5251, <8 x i1> %5198, <8 x float> zeroinitializer)
  %5253 = getelementptr inbounds nuw i8, ptr %5251, i64 32
  %5254 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %5253, <8 x i1> %5206, <8 x float> zeroinitializer)
  br label %5255

5255:                                             ; preds = %5233, %5207
  %5256 = phi <8 x float> [ %5252, %5233 ], [ %5230, %5207 ]
  %5257 = phi <8 x float> [ %5248, %5233 ], [ %5225, %5207 ]
  %5258 = phi <8 x float> [ %5244, %5233 ], [ %5220, %5207 ]
  %5259 = phi <8 x float> [ %5240, %5233 ], [ %5215, %5207 ]
  %5260 = phi <8 x float> [ %5236, %5233 ], [ %5210, %5207 ]
  %5261 = phi <8 x float> [ %5238, %5233 ], [ %5212, %5207 ]
  %5262 = phi i64 [ %589, %5233 ], [ %578, %5207 ]
  %5263 = phi <8 x float> [ %5242, %5233 ], [ %5217, %5207 ]
  %5264 = phi i64 [ %591, %5233 ], [ %581, %5207 ]
  %5265 = phi <8 x float> [ %5246, %5233 ], [ %5222, %5207 ]
  %5266 = phi i64 [ %593, %5233 ], [ %584, %5207 ]
  %5267 = phi <8 x float> [ %5250, %5233 ], [ %5227, %5207 ]
  %5268 = phi i64 [ %595, %5233 ], [ %587, %5207 ]
  %5269 = phi <8 x float> [ %5254, %5233 ], [ %5232, %5207 ]
  %5270 = getelementptr inbounds float, ptr %446, i64 %701
  br i1 %43, label %5293, label %5271

5271:                                             ; preds = %5293, %5255
  %5272 = phi <8 x float> [ %5269, %5255 ], [ %5339, %5293 ]
  %5273 = phi <8 x float> [ %5256, %5255 ], [ %5338, %5293 ]
  %5274 = phi <8 x float> [ %5267, %5255 ], [ %5333, %5293 ]
  %5275 = phi <8 x float> [ %5257, %5255 ], [ %5332, %5293 ]
  %5276 = phi <8 x float> [ %5265, %5255 ], [ %5327, %5293 ]
  %5277 = phi <8 x float> [ %5258, %5255 ], [ %5326, %5293 ]
  %5278 = phi <8 x float> [ %5263, %5255 ], [ %5321, %5293 ]
  %5279 = phi <8 x float> [ %5259, %5255 ], [ %5320, %5293 ]
  %5280 = phi <8 x float> [ %5261, %5255 ], [ %5315, %5293 ]
  %5281 = phi <8 x float> [ %5260, %5255 ], [ %5314, %5293 ]
  %5282 = getelementptr float, ptr %453, i64 %701
  %5283 = getelementptr float, ptr %5282, i64 %469
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5281, ptr align 1 %5283, <8 x i1> %5198)
  %5284 = getelementptr inbounds nuw i8, ptr %5283, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5280, ptr nonnull align 1 %5284, <8 x i1> %5206)
  %5285 = getelementptr float, ptr %5282, i64 %5262
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5279, ptr align 1 %5285, <8 x i1> %5198)
  %5286 = getelementptr inbounds nuw i8, ptr %5285, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5278, ptr nonnull align 1 %5286, <8 x i1> %5206)
  %5287 = getelementptr float, ptr %5282, i64 %5264
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5277, ptr align 1 %5287, <8 x i1> %5198)
  %5288 = getelementptr inbounds nuw i8, ptr %5287, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5276, ptr nonnull align 1 %5288, <8 x i1> %5206)
  %5289 = getelementptr float, ptr %5282, i64 %5266
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5275, ptr align 1 %5289, <8 x i1> %5198)
  %5290 = getelementptr inbounds nuw i8, ptr %5289, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5274, ptr nonnull align 1 %5290, <8 x i1> %5206)
  %5291 = getelementptr float, ptr %5282, i64 %5268
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5273, ptr align 1 %5291, <8 x i1> %5198)
  %5292 = getelementptr inbounds nuw i8, ptr %5291, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5272, ptr nonnull align 1 %5292, <8 x i1> %5206)
  br i1 %44, label %7410, label %5342

5293:                                             ; preds = %5255, %5293
  %5294 = phi <8 x float> [ %5339, %5293 ], [ %5269, %5255 ]
  %5295 = phi <8 x float> [ %5338, %5293 ], [ %5256, %5255 ]
  %5296 = phi <8 x float> [ %5333, %5293 ], [ %5267, %5255 ]
  %5297 = phi <8 x float> [ %5332, %5293 ], [ %5257, %5255 ]
  %5298 = phi <8 x float> [ %5327, %5293 ], [ %5265, %5255 ]
  %5299 = phi <8 x float> [ %5326, %5293 ], [ %5258, %5255 ]
  %5300 = phi <8 x float> [ %5321, %5293 ], [ %5263, %5255 ]
  %5301 = phi <8 x float> [ %5320, %5293 ], [ %5259, %5255 ]
  %5302 = phi <8 x float> [ %5315, %5293 ], [ %5261, %5255 ]
  %5303 = phi <8 x float> [ %5314, %5293 ], [ %5260, %5255 ]
  %5304 = phi i64 [ %5340, %5293 ], [ 0, %5255 ]
  %5305 = mul nsw i64 %5304, %7
  %5306 = getelementptr inbounds float, ptr %5270, i64 %5305
  %5307 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5306, <8 x i1> %5198, <8 x float> zeroinitializer)
  %5308 = getelementptr inbounds nuw i8, ptr %5306, i64 32
  %5309 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %5308, <8 x i1> %5206, <8 x float> zeroinitializer)
  %5310 = getelementptr float, ptr %467, i64 %5304
  %5311 = load float, ptr %5310, align 1
  %5312 = insertelement <8 x float> poison, float %5311, i64 0
  %5313 = shufflevector <8 x float> %5312, <8 x float> poison, <8 x i32> zeroinitializer
  %5314 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5307, <8 x float> %5313, <8 x float> %5303)
  %5315 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5309, <8 x float> %5313, <8 x float> %5302)
  %5316 = getelementptr float, ptr %5310, i64 %5
  %5317 = load float, ptr %5316, align 1
  %5318 = insertelement <8 x float> poison, float %5317, i64 0
  %5319 = shufflevector <8 x float> %5318, <8 x float> poison, <8 x i32> zeroinitializer
  %5320 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5307, <8 x float> %5319, <8 x float> %5301)
  %5321 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5309, <8 x float> %5319, <8 x float> %5300)
  %5322 = getelementptr i8, ptr %5310, i64 %214
  %5323 = load float, ptr %5322, align 1
  %5324 = insertelement <8 x float> poison, float %5323, i64 0
  %5325 = shufflevector <8 x float> %5324, <8 x float> poison, <8 x i32> zeroinitializer
  %5326 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5307, <8 x float> %5325, <8 x float> %5299)
  %5327 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5309, <8 x float> %5325, <8 x float> %5298)
  %5328 = getelementptr i8, ptr %5310, i64 %215
  %5329 = load float, ptr %5328, align 1
  %5330 = insertelement <8 x float> poison, float %5329, i64 0
  %5331 = shufflevector <8 x float> %5330, <8 x float> poison, <8 x i32> zeroinitializer
  %5332 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5307, <8 x float> %5331, <8 x float> %5297)
  %5333 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5309, <8 x float> %5331, <8 x float> %5296)
  %5334 = getelementptr i8, ptr %5310, i64 %216
  %5335 = load float, ptr %5334, align 1
  %5336 = insertelement <8 x float> poison, float %5335, i64 0
  %5337 = shufflevector <8 x float> %5336, <8 x float> poison, <8 x i32> zeroinitializer
  %5338 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5307, <8 x float> %5337, <8 x float> %5295)
  %5339 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5309, <8 x float> %5337, <8 x float> %5294)
  %5340 = add nuw nsw i64 %5304, 1
  %5341 = icmp eq i64 %5340, %5
  br i1 %5341, label %5271, label %5293

5342:                                             ; preds = %5271
  %5343 = add nsw i64 %469, %701
  %5344 = getelementptr inbounds float, ptr %453, i64 %5343
  %5345 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5344, <8 x i1> %5198, <8 x float> zeroinitializer)
  %5346 = getelementptr inbounds float, ptr %451, i64 %5343
  switch i64 %217, label %854 [
    i64 1, label %5375
    i64 2, label %5378
    i64 3, label %5385
    i64 0, label %5347
  ]

5347:                                             ; preds = %5342
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5345, ptr align 1 %5344, <8 x i1> %5198)
  %5348 = getelementptr float, ptr %453, i64 %5343
  %5349 = getelementptr i8, ptr %5348, i64 32
  %5350 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5349, <8 x i1> %5206, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5350, ptr align 1 %5349, <8 x i1> %5206)
  %5351 = add nsw i64 %5262, %701
  %5352 = getelementptr inbounds float, ptr %453, i64 %5351
  %5353 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5352, <8 x i1> %5198, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5353, ptr align 1 %5352, <8 x i1> %5198)
  %5354 = getelementptr float, ptr %453, i64 %5351
  %5355 = getelementptr i8, ptr %5354, i64 32
  %5356 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5355, <8 x i1> %5206, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5356, ptr align 1 %5355, <8 x i1> %5206)
  %5357 = add nsw i64 %5264, %701
  %5358 = getelementptr inbounds float, ptr %453, i64 %5357
  %5359 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5358, <8 x i1> %5198, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5359, ptr align 1 %5358, <8 x i1> %5198)
  %5360 = getelementptr float, ptr %453, i64 %5357
  %5361 = getelementptr i8, ptr %5360, i64 32
  %5362 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5361, <8 x i1> %5206, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5362, ptr align 1 %5361, <8 x i1> %5206)
  %5363 = add nsw i64 %5266, %701
  %5364 = getelementptr inbounds float, ptr %453, i64 %5363
  %5365 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5364, <8 x i1> %5198, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5365, ptr align 1 %5364, <8 x i1> %5198)
  %5366 = getelementptr float, ptr %453, i64 %5363
  %5367 = getelementptr i8, ptr %5366, i64 32
  %5368 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5367, <8 x i1> %5206, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5368, ptr align 1 %5367, <8 x i1> %5206)
  %5369 = add nsw i64 %5268, %701
  %5370 = getelementptr inbounds float, ptr %453, i64 %5369
  %5371 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5370, <8 x i1> %5198, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5371, ptr align 1 %5370, <8 x i1> %5198)
  %5372 = getelementptr float, ptr %453, i64 %5369
  %5373 = getelementptr i8, ptr %5372, i64 32
  %5374 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5373, <8 x i1> %5206, <8 x float> zeroinitializer)
  br label %5979

5375:                                             ; preds = %5342
  %5376 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5346, <8 x i1> %5198, <8 x float> zeroinitializer)
  %5377 = fadd <8 x float> %5345, %5376
  br label %5392

5378:                                             ; preds = %5342
  %5379 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5345)
  %5380 = bitcast <8 x float> %5345 to <8 x i32>
  %5381 = or <8 x i32> %5380, %46
  %5382 = bitcast <8 x i32> %5381 to <8 x float>
  %5383 = fcmp oeq <8 x float> %5345, %33
  %5384 = select <8 x i1> %5383, <8 x float> %5382, <8 x float> %5379
  br label %5392

5385:                                             ; preds = %5342
  %5386 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5345)
  %5387 = bitcast <8 x float> %5345 to <8 x i32>
  %5388 = and <8 x i32> %5387, %45
  %5389 = bitcast <8 x i32> %5388 to <8 x float>
  %5390 = fcmp oeq <8 x float> %5345, %30
  %5391 = select <8 x i1> %5390, <8 x float> %5389, <8 x float> %5386
  br label %5392

5392:                                             ; preds = %5385, %5378, %5375
  %5393 = phi <8 x float> [ %5377, %5375 ], [ %5384, %5378 ], [ %5391, %5385 ]
  switch i64 %219, label %854 [
    i64 1, label %5408
    i64 2, label %5401
    i64 3, label %5394
    i64 0, label %5430
  ]

5394:                                             ; preds = %5392
  %5395 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5393)
  %5396 = bitcast <8 x float> %5393 to <8 x i32>
  %5397 = and <8 x i32> %5396, %45
  %5398 = bitcast <8 x i32> %5397 to <8 x float>
  %5399 = fcmp oeq <8 x float> %5393, %30
  %5400 = select <8 x i1> %5399, <8 x float> %5398, <8 x float> %5395
  br label %5411

5401:                                             ; preds = %5392
  %5402 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5393)
  %5403 = bitcast <8 x float> %5393 to <8 x i32>
  %5404 = or <8 x i32> %5403, %46
  %5405 = bitcast <8 x i32> %5404 to <8 x float>
  %5406 = fcmp oeq <8 x float> %5393, %33
  %5407 = select <8 x i1> %5406, <8 x float> %5405, <8 x float> %5402
  br label %5411

5408:                                             ; preds = %5392
  %5409 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5346, <8 x i1> %5198, <8 x float> zeroinitializer)
  %5410 = fadd <8 x float> %5393, %5409
  br label %5411

5411:                                             ; preds = %5408, %5401, %5394
  %5412 = phi <8 x float> [ %5410, %5408 ], [ %5407, %5401 ], [ %5400, %5394 ]
  switch i64 %221, label %854 [
    i64 1, label %5427
    i64 2, label %5420
    i64 3, label %5413
    i64 0, label %5430
  ]

5413:                                             ; preds = %5411
  %5414 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5412)
  %5415 = bitcast <8 x float> %5412 to <8 x i32>
  %5416 = and <8 x i32> %5415, %45
  %5417 = bitcast <8 x i32> %5416 to <8 x float>
  %5418 = fcmp oeq <8 x float> %5412, %30
  %5419 = select <8 x i1> %5418, <8 x float> %5417, <8 x float> %5414
  br label %5430

5420:                                             ; preds = %5411
  %5421 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5412)
  %5422 = bitcast <8 x float> %5412 to <8 x i32>
  %5423 = or <8 x i32> %5422, %46
  %5424 = bitcast <8 x i32> %5423 to <8 x float>
  %5425 = fcmp oeq <8 x float> %5412, %33
  %5426 = select <8 x i1> %5425, <8 x float> %5424, <8 x float> %5421
  br label %5430

5427:                                             ; preds = %5411
  %5428 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5346, <8 x i1> %5198, <8 x float> zeroinitializer)
  %5429 = fadd <8 x float> %5412, %5428
  br label %5430

5430:                                             ; preds = %5413, %5420, %5427, %5411, %5392
  %5431 = phi <8 x float> [ %5412, %5411 ], [ %5419, %5413 ], [ %5393, %5392 ], [ %5429, %5427 ], [ %5426, %5420 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5431, ptr align 1 %5344, <8 x i1> %5198)
  %5432 = add nsw i64 %5343, 8
  %5433 = getelementptr inbounds float, ptr %453, i64 %5432
  %5434 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5433, <8 x i1> %5206, <8 x float> zeroinitializer)
  %5435 = getelementptr inbounds float, ptr %451, i64 %5432
  switch i64 %217, label %854 [
    i64 1, label %5450
    i64 2, label %5443
    i64 3, label %5436
  ]

5436:                                             ; preds = %5430
  %5437 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5434)
  %5438 = bitcast <8 x float> %5434 to <8 x i32>
  %5439 = and <8 x i32> %5438, %45
  %5440 = bitcast <8 x i32> %5439 to <8 x float>
  %5441 = fcmp oeq <8 x float> %5434, %30
  %5442 = select <8 x i1> %5441, <8 x float> %5440, <8 x float> %5437
  br label %5453

5443:                                             ; preds = %5430
  %5444 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5434)
  %5445 = bitcast <8 x float> %5434 to <8 x i32>
  %5446 = or <8 x i32> %5445, %46
  %5447 = bitcast <8 x i32> %5446 to <8 x float>
  %5448 = fcmp oeq <8 x float> %5434, %33
  %5449 = select <8 x i1> %5448, <8 x float> %5447, <8 x float> %5444
  br label %5453

5450:                                             ; preds = %5430
  %5451 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5435, <8 x i1> %5206, <8 x float> zeroinitializer)
  %5452 = fadd <8 x float> %5434, %5451
  br label %5453

5453:                                             ; preds = %5450, %5443, %5436
  %5454 = phi <8 x float> [ %5452, %5450 ], [ %5449, %5443 ], [ %5442, %5436 ]
  switch i64 %223, label %854 [
    i64 1, label %5469
    i64 2, label %5462
    i64 3, label %5455
    i64 0, label %5491
  ]

5455:                                             ; preds = %5453
  %5456 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5454)
  %5457 = bitcast <8 x float> %5454 to <8 x i32>
  %5458 = and <8 x i32> %5457, %45
  %5459 = bitcast <8 x i32> %5458 to <8 x float>
  %5460 = fcmp oeq <8 x float> %5454, %30
  %5461 = select <8 x i1> %5460, <8 x float> %5459, <8 x float> %5456
  br label %5472

5462:                                             ; preds = %5453
  %5463 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5454)
  %5464 = bitcast <8 x float> %5454 to <8 x i32>
  %5465 = or <8 x i32> %5464, %46
  %5466 = bitcast <8 x i32> %5465 to <8 x float>
  %5467 = fcmp oeq <8 x float> %5454, %33
  %5468 = select <8 x i1> %5467, <8 x float> %5466, <8 x float> %5463
  br label %5472

5469:                                             ; preds = %5453
  %5470 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5435, <8 x i1> %5206, <8 x float> zeroinitializer)
  %5471 = fadd <8 x float> %5454, %5470
  br label %5472

5472:                                             ; preds = %5469, %5462, %5455
  %5473 = phi <8 x float> [ %5471, %5469 ], [ %5468, %5462 ], [ %5461, %5455 ]
  switch i64 %225, label %854 [
    i64 1, label %5488
    i64 2, label %5481
    i64 3, label %5474
    i64 0, label %5491
  ]

5474:                                             ; preds = %5472
  %5475 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5473)
  %5476 = bitcast <8 x float> %5473 to <8 x i32>
  %5477 = and <8 x i32> %5476, %45
  %5478 = bitcast <8 x i32> %5477 to <8 x float>
  %5479 = fcmp oeq <8 x float> %5473, %30
  %5480 = select <8 x i1> %5479, <8 x float> %5478, <8 x float> %5475
  br label %5491

5481:                                             ; preds = %5472
  %5482 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5473)
  %5483 = bitcast <8 x float> %5473 to <8 x i32>
  %5484 = or <8 x i32> %5483, %46
  %5485 = bitcast <8 x i32> %5484 to <8 x float>
  %5486 = fcmp oeq <8 x float> %5473, %33
  %5487 = select <8 x i1> %5486, <8 x float> %5485, <8 x float> %5482
  br label %5491

5488:                                             ; preds = %5472
  %5489 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5435, <8 x i1> %5206, <8 x float> zeroinitializer)
  %5490 = fadd <8 x float> %5473, %5489
  br label %5491

5491:                                             ; preds = %5474, %5481, %5488, %5472, %5453
  %5492 = phi <8 x float> [ %5487, %5481 ], [ %5480, %5474 ], [ %5454, %5453 ], [ %5473, %5472 ], [ %5490, %5488 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5492, ptr align 1 %5433, <8 x i1> %5206)
  %5493 = add nsw i64 %5262, %701
  %5494 = getelementptr inbounds float, ptr %453, i64 %5493
  %5495 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5494, <8 x i1> %5198, <8 x float> zeroinitializer)
  %5496 = getelementptr inbounds float, ptr %451, i64 %5493
  switch i64 %217, label %854 [
    i64 1, label %5511
    i64 2, label %5504
    i64 3, label %5497
  ]

5497:                                             ; preds = %5491
  %5498 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5495)
  %5499 = bitcast <8 x float> %5495 to <8 x i32>
  %5500 = and <8 x i32> %5499, %45
  %5501 = bitcast <8 x i32> %5500 to <8 x float>
  %5502 = fcmp oeq <8 x float> %5495, %30
  %5503 = select <8 x i1> %5502, <8 x float> %5501, <8 x float> %5498
  br label %5514

5504:                                             ; preds = %5491
  %5505 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5495)
  %5506 = bitcast <8 x float> %5495 to <8 x i32>
  %5507 = or <8 x i32> %5506, %46
  %5508 = bitcast <8 x i32> %5507 to <8 x float>
  %5509 = fcmp oeq <8 x float> %5495, %33
  %5510 = select <8 x i1> %5509, <8 x float> %5508, <8 x float> %5505
  br label %5514

5511:                                             ; preds = %5491
  %5512 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5496, <8 x i1> %5198, <8 x float> zeroinitializer)
  %5513 = fadd <8 x float> %5495, %5512
  br label %5514

5514:                                             ; preds = %5511, %5504, %5497
  %5515 = phi <8 x float> [ %5513, %5511 ], [ %5510, %5504 ], [ %5503, %5497 ]
  switch i64 %227, label %854 [
    i64 1, label %5530
    i64 2, label %5523
    i64 3, label %5516
    i64 0, label %5552
  ]

5516:                                             ; preds = %5514
  %5517 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5515)
  %5518 = bitcast <8 x float> %5515 to <8 x i32>
  %5519 = and <8 x i32> %5518, %45
  %5520 = bitcast <8 x i32> %5519 to <8 x float>
  %5521 = fcmp oeq <8 x float> %5515, %30
  %5522 = select <8 x i1> %5521, <8 x float> %5520, <8 x float> %5517
  br label %5533

5523:                                             ; preds = %5514
  %5524 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5515)
  %5525 = bitcast <8 x float> %5515 to <8 x i32>
  %5526 = or <8 x i32> %5525, %46
  %5527 = bitcast <8 x i32> %5526 to <8 x float>
  %5528 = fcmp oeq <8 x float> %5515, %33
  %5529 = select <8 x i1> %5528, <8 x float> %5527, <8 x float> %5524
  br label %5533

5530:                                             ; preds = %5514
  %5531 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5496, <8 x i1> %5198, <8 x float> zeroinitializer)
  %5532 = fadd <8 x float> %5515, %5531
  br label %5533

5533:                                             ; preds = %5530, %5523, %5516
  %5534 = phi <8 x float> [ %5532, %5530 ], [ %5529, %5523 ], [ %5522, %5516 ]
  switch i64 %229, label %854 [
    i64 1, label %5549
    i64 2, label %5542
    i64 3, label %5535
    i64 0, label %5552
  ]

5535:                                             ; preds = %5533
  %5536 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5534)
  %5537 = bitcast <8 x float> %5534 to <8 x i32>
  %5538 = and <8 x i32> %5537, %45
  %5539 = bitcast <8 x i32> %5538 to <8 x float>
  %5540 = fcmp oeq <8 x float> %5534, %30
  %5541 = select <8 x i1> %5540, <8 x float> %5539, <8 x float> %5536
  br label %5552

5542:                                             ; preds = %5533
  %5543 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5534)
  %5544 = bitcast <8 x float> %5534 to <8 x i32>
  %5545 = or <8 x i32> %5544, %46
  %5546 = bitcast <8 x i32> %5545 to <8 x float>
  %5547 = fcmp oeq <8 x float> %5534, %33
  %5548 = select <8 x i1> %5547, <8 x float> %5546, <8 x float> %5543
  br label %5552

5549:                                             ; preds = %5533
  %5550 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5496, <8 x i1> %5198, <8 x float> zeroinitializer)
  %5551 = fadd <8 x float> %5534, %5550
  br label %5552

5552:                                             ; preds = %5535, %5542, %5549, %5533, %5514
  %5553 = phi <8 x float> [ %5548, %5542 ], [ %5541, %5535 ], [ %5515, %5514 ], [ %5534, %5533 ], [ %5551, %5549 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5553, ptr align 1 %5494, <8 x i1> %5198)
  %5554 = add nsw i64 %5493, 8
  %5555 = getelementptr inbounds float, ptr %453, i64 %5554
  %5556 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5555, <8 x i1> %5206, <8 x float> zeroinitializer)
  %5557 = getelementptr inbounds float, ptr %451, i64 %5554
  switch i64 %217, label %854 [
    i64 1, label %5572
    i64 2, label %5565
    i64 3, label %5558
  ]

5558:                                             ; preds = %5552
  %5559 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5556)
  %5560 = bitcast <8 x float> %5556 to <8 x i32>
  %5561 = and <8 x i32> %5560, %45
  %5562 = bitcast <8 x i32> %5561 to <8 x float>
  %5563 = fcmp oeq <8 x float> %5556, %30
  %5564 = select <8 x i1> %5563, <8 x float> %5562, <8 x float> %5559
  br label %5575

5565:                                             ; preds = %5552
  %5566 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5556)
  %5567 = bitcast <8 x float> %5556 to <8 x i32>
  %5568 = or <8 x i32> %5567, %46
  %5569 = bitcast <8 x i32> %5568 to <8 x float>
  %5570 = fcmp oeq <8 x float> %5556, %33
  %5571 = select <8 x i1> %5570, <8 x float> %5569, <8 x float> %5566
  br label %5575

5572:                                             ; preds = %5552
  %5573 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5557, <8 x i1> %5206, <8 x float> zeroinitializer)
  %5574 = fadd <8 x float> %5556, %5573
  br label %5575

5575:                                             ; preds = %5572, %5565, %5558
  %5576 = phi <8 x float> [ %5574, %5572 ], [ %5571, %5565 ], [ %5564, %5558 ]
  switch i64 %231, label %854 [
    i64 1, label %5591
    i64 2, label %5584
    i64 3, label %5577
    i64 0, label %5613
  ]

5577:                                             ; preds = %5575
  %5578 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5576)
  %5579 = bitcast <8 x float> %5576 to <8 x i32>
  %5580 = and <8 x i32> %5579, %45
  %5581 = bitcast <8 x i32> %5580 to <8 x float>
  %5582 = fcmp oeq <8 x float> %5576, %30
  %5583 = select <8 x i1> %5582, <8 x float> %5581, <8 x float> %5578
  br label %5594

5584:                                             ; preds = %5575
  %5585 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5576)
  %5586 = bitcast <8 x float> %5576 to <8 x i32>
  %5587 = or <8 x i32> %5586, %46
  %5588 = bitcast <8 x i32> %5587 to <8 x float>
  %5589 = fcmp oeq <8 x float> %5576, %33
  %5590 = select <8 x i1> %5589, <8 x float> %5588, <8 x float> %5585
  br label %5594

5591:                                             ; preds = %5575
  %5592 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5557, <8 x i1> %5206, <8 x float> zeroinitializer)
  %5593 = fadd <8 x float> %5576, %5592
  br label %5594

5594:                                             ; preds = %5591, %5584, %5577
  %5595 = phi <8 x float> [ %5593, %5591 ], [ %5590, %5584 ], [ %5583, %5577 ]
  switch i64 %233, label %854 [
    i64 1, label %5610
    i64 2, label %5603
    i64 3, label %5596
    i64 0, label %5613
  ]

5596:                                             ; preds = %5594
  %5597 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5595)
  %5598 = bitcast <8 x float> %5595 to <8 x i32>
  %5599 = and <8 x i32> %5598, %45
  %5600 = bitcast <8 x i32> %5599 to <8 x float>
  %5601 = fcmp oeq <8 x float> %5595, %30
  %5602 = select <8 x i1> %5601, <8 x float> %5600, <8 x float> %5597
  br label %5613

5603:                                             ; preds = %5594
  %5604 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5595)
  %5605 = bitcast <8 x float> %5595 to <8 x i32>
  %5606 = or <8 x i32> %5605, %46
  %5607 = bitcast <8 x i32> %5606 to <8 x float>
  %5608 = fcmp oeq <8 x float> %5595, %33
  %5609 = select <8 x i1> %5608, <8 x float> %5607, <8 x float> %5604
  br label %5613

5610:                                             ; preds = %5594
  %5611 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5557, <8 x i1> %5206, <8 x float> zeroinitializer)
  %5612 = fadd <8 x float> %5595, %5611
  br label %5613

5613:                                             ; preds = %5596, %5603, %5610, %5594, %5575
  %5614 = phi <8 x float> [ %5609, %5603 ], [ %5602, %5596 ], [ %5576, %5575 ], [ %5595, %5594 ], [ %5612, %5610 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5614, ptr align 1 %5555, <8 x i1> %5206)
  %5615 = add nsw i64 %5264, %701
  %5616 = getelementptr inbounds float, ptr %453, i64 %5615
  %5617 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5616, <8 x i1> %5198, <8 x float> zeroinitializer)
  %5618 = getelementptr inbounds float, ptr %451, i64 %5615
  switch i64 %217, label %854 [
    i64 1, label %5633
    i64 2, label %5626
    i64 3, label %5619
  ]

5619:                                             ; preds = %5613
  %5620 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5617)
  %5621 = bitcast <8 x float> %5617 to <8 x i32>
  %5622 = and <8 x i32> %5621, %45
  %5623 = bitcast <8 x i32> %5622 to <8 x float>
  %5624 = fcmp oeq <8 x float> %5617, %30
  %5625 = select <8 x i1> %5624, <8 x float> %5623, <8 x float> %5620
  br label %5636

5626:                                             ; preds = %5613
  %5627 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5617)
  %5628 = bitcast <8 x float> %5617 to <8 x i32>
  %5629 = or <8 x i32> %5628, %46
  %5630 = bitcast <8 x i32> %5629 to <8 x float>
  %5631 = fcmp oeq <8 x float> %5617, %33
  %5632 = select <8 x i1> %5631, <8 x float> %5630, <8 x float> %5627
  br label %5636

5633:                                             ; preds = %5613
  %5634 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5618, <8 x i1> %5198, <8 x float> zeroinitializer)
  %5635 = fadd <8 x float> %5617, %5634
  br label %5636

5636:                                             ; preds = %5633, %5626, %5619
  %5637 = phi <8 x float> [ %5635, %5633 ], [ %5632, %5626 ], [ %5625, %5619 ]
  switch i64 %235, label %854 [
    i64 1, label %5652
    i64 2, label %5645
    i64 3, label %5638
    i64 0, label %5674
  ]

5638:                                             ; preds = %5636
  %5639 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5637)
  %5640 = bitcast <8 x float> %5637 to <8 x i32>
  %5641 = and <8 x i32> %5640, %45
  %5642 = bitcast <8 x i32> %5641 to <8 x float>
  %5643 = fcmp oeq <8 x float> %5637, %30
  %5644 = select <8 x i1> %5643, <8 x float> %5642, <8 x float> %5639
  br label %5655

5645:                                             ; preds = %5636
  %5646 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5637)
  %5647 = bitcast <8 x float> %5637 to <8 x i32>
  %5648 = or <8 x i32> %5647, %46
  %5649 = bitcast <8 x i32> %5648 to <8 x float>
  %5650 = fcmp oeq <8 x float> %5637, %33
  %5651 = select <8 x i1> %5650, <8 x float> %5649, <8 x float> %5646
  br label %5655

5652:                                             ; preds = %5636
  %5653 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5618, <8 x i1> %5198, <8 x float> zeroinitializer)
  %5654 = fadd <8 x float> %5637, %5653
  br label %5655

5655:                                             ; preds = %5652, %5645, %5638
  %5656 = phi <8 x float> [ %5654, %5652 ], [ %5651, %5645 ], [ %5644, %5638 ]
  switch i64 %237, label %854 [
    i64 1, label %5671
    i64 2, label %5664
    i64 3, label %5657
    i64 0, label %5674
  ]

5657:                                             ; preds = %5655
  %5658 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5656)
  %5659 = bitcast <8 x float> %5656 to <8 x i32>
  %5660 = and <8 x i32> %5659, %45
  %5661 = bitcast <8 x i32> %5660 to <8 x float>
  %5662 = fcmp oeq <8 x float> %5656, %30
  %5663 = select <8 x i1> %5662, <8 x float> %5661, <8 x float> %5658
  br label %5674

5664:                                             ; preds = %5655
  %5665 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5656)
  %5666 = bitcast <8 x float> %5656 to <8 x i32>
  %5667 = or <8 x i32> %5666, %46
  %5668 = bitcast <8 x i32> %5667 to <8 x float>
  %5669 = fcmp oeq <8 x float> %5656, %33
  %5670 = select <8 x i1> %5669, <8 x float> %5668, <8 x float> %5665
  br label %5674

5671:                                             ; preds = %5655
  %5672 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5618, <8 x i1> %5198, <8 x float> zeroinitializer)
  %5673 = fadd <8 x float> %5656, %5672
  br label %5674

5674:                                             ; preds = %5657, %5664, %5671, %5655, %5636
  %5675 = phi <8 x float> [ %5670, %5664 ], [ %5663, %5657 ], [ %5637, %5636 ], [ %5656, %5655 ], [ %5673, %5671 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5675, ptr align 1 %5616, <8 x i1> %5198)
  %5676 = add nsw i64 %5615, 8
  %5677 = getelementptr inbounds float, ptr %453, i64 %5676
  %5678 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5677, <8 x i1> %5206, <8 x float> zeroinitializer)
  %5679 = getelementptr inbounds float, ptr %451, i64 %5676
  switch i64 %217, label %854 [
    i64 1, label %5694
    i64 2, label %5687
    i64 3, label %5680
  ]

5680:                                             ; preds = %5674
  %5681 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5678)
  %5682 = bitcast <8 x float> %5678 to <8 x i32>
  %5683 = and <8 x i32> %5682, %45
  %5684 = bitcast <8 x i32> %5683 to <8 x float>
  %5685 = fcmp oeq <8 x float> %5678, %30
  %5686 = select <8 x i1> %5685, <8 x float> %5684, <8 x float> %5681
  br label %5697

5687:                                             ; preds = %5674
  %5688 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5678)
  %5689 = bitcast <8 x float> %5678 to <8 x i32>
  %5690 = or <8 x i32> %5689, %46
  %5691 = bitcast <8 x i32> %5690 to <8 x float>
  %5692 = fcmp oeq <8 x float> %5678, %33
  %5693 = select <8 x i1> %5692, <8 x float> %5691, <8 x float> %5688
  br label %5697

5694:                                             ; preds = %5674
  %5695 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5679, <8 x i1> %5206, <8 x float> zeroinitializer)
  %5696 = fadd <8 x float> %5678, %5695
  br label %5697

5697:                                             ; preds = %5694, %5687, %5680
  %5698 = phi <8 x float> [ %5696, %5694 ], [ %5693, %5687 ], [ %5686, %5680 ]
  switch i64 %239, label %854 [
    i64 1, label %5713
    i64 2, label %5706
    i64 3, label %5699
    i64 0, label %5735
  ]

5699:                                             ; preds = %5697
  %5700 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5698)
  %5701 = bitcast <8 x float> %5698 to <8 x i32>
  %5702 = and <8 x i32> %5701, %45
  %5703 = bitcast <8 x i32> %5702 to <8 x float>
  %5704 = fcmp oeq <8 x float> %5698, %30
  %5705 = select <8 x i1> %5704, <8 x float> %5703, <8 x float> %5700
  br label %5716

5706:                                             ; preds = %5697
  %5707 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5698)
  %5708 = bitcast <8 x float> %5698 to <8 x i32>
  %5709 = or <8 x i32> %5708, %46
  %5710 = bitcast <8 x i32> %5709 to <8 x float>
  %5711 = fcmp oeq <8 x float> %5698, %33
  %5712 = select <8 x i1> %5711, <8 x float> %5710, <8 x float> %5707
  br label %5716

5713:                                             ; preds = %5697
  %5714 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5679, <8 x i1> %5206, <8 x float> zeroinitializer)
  %5715 = fadd <8 x float> %5698, %5714
  br label %5716

5716:                                             ; preds = %5713, %5706, %5699
  %5717 = phi <8 x float> [ %5715, %5713 ], [ %5712, %5706 ], [ %5705, %5699 ]
  switch i64 %241, label %854 [
    i64 1, label %5732
    i64 2, label %5725
    i64 3, label %5718
    i64 0, label %5735
  ]

5718:                                             ; preds = %5716
  %5719 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5717)
  %5720 = bitcast <8 x float> %5717 to <8 x i32>
  %5721 = and <8 x i32> %5720, %45
  %5722 = bitcast <8 x i32> %5721 to <8 x float>
  %5723 = fcmp oeq <8 x float> %5717, %30
  %5724 = select <8 x i1> %5723, <8 x float> %5722, <8 x float> %5719
  br label %5735

5725:                                             ; preds = %5716
  %5726 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5717)
  %5727 = bitcast <8 x float> %5717 to <8 x i32>
  %5728 = or <8 x i32> %5727, %46
  %5729 = bitcast <8 x i32> %5728 to <8 x float>
  %5730 = fcmp oeq <8 x float> %5717, %33
  %5731 = select <8 x i1> %5730, <8 x float> %5729, <8 x float> %5726
  br label %5735

5732:                                             ; preds = %5716
  %5733 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5679, <8 x i1> %5206, <8 x float> zeroinitializer)
  %5734 = fadd <8 x float> %5717, %5733
  br label %5735

5735:                                             ; preds = %5718, %5725, %5732, %5716, %5697
  %5736 = phi <8 x float> [ %5731, %5725 ], [ %5724, %5718 ], [ %5698, %5697 ], [ %5717, %5716 ], [ %5734, %5732 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5736, ptr align 1 %5677, <8 x i1> %5206)
  %5737 = add nsw i64 %5266, %701
  %5738 = getelementptr inbounds float, ptr %453, i64 %5737
  %5739 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5738, <8 x i1> %5198, <8 x float> zeroinitializer)
  %5740 = getelementptr inbounds float, ptr %451, i64 %5737
  switch i64 %217, label %854 [
    i64 1, label %5755
    i64 2, label %5748
    i64 3, label %5741
  ]

5741:                                             ; preds = %5735
  %5742 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5739)
  %5743 = bitcast <8 x float> %5739 to <8 x i32>
  %5744 = and <8 x i32> %5743, %45
  %5745 = bitcast <8 x i32> %5744 to <8 x float>
  %5746 = fcmp oeq <8 x float> %5739, %30
  %5747 = select <8 x i1> %5746, <8 x float> %5745, <8 x float> %5742
  br label %5758

5748:                                             ; preds = %5735
  %5749 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5739)
  %5750 = bitcast <8 x float> %5739 to <8 x i32>
  %5751 = or <8 x i32> %5750, %46
  %5752 = bitcast <8 x i32> %5751 to <8 x float>
  %5753 = fcmp oeq <8 x float> %5739, %33
  %5754 = select <8 x i1> %5753, <8 x float> %5752, <8 x float> %5749
  br label %5758

5755:                                             ; preds = %5735
  %5756 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5740, <8 x i1> %5198, <8 x float> zeroinitializer)
  %5757 = fadd <8 x float> %5739, %5756
  br label %5758

5758:                                             ; preds = %5755, %5748, %5741
  %5759 = phi <8 x float> [ %5757, %5755 ], [ %5754, %5748 ], [ %5747, %5741 ]
  switch i64 %243, label %854 [
    i64 1, label %5774
    i64 2, label %5767
    i64 3, label %5760
    i64 0, label %5796
  ]

5760:                                             ; preds = %5758
  %5761 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5759)
  %5762 = bitcast <8 x float> %5759 to <8 x i32>
  %5763 = and <8 x i32> %5762, %45
  %5764 = bitcast <8 x i32> %5763 to <8 x float>
  %5765 = fcmp oeq <8 x float> %5759, %30
  %5766 = select <8 x i1> %5765, <8 x float> %5764, <8 x float> %5761
  br label %5777

5767:                                             ; preds = %5758
  %5768 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5759)
  %5769 = bitcast <8 x float> %5759 to <8 x i32>
  %5770 = or <8 x i32> %5769, %46
  %5771 = bitcast <8 x i32> %5770 to <8 x float>
  %5772 = fcmp oeq <8 x float> %5759, %33
  %5773 = select <8 x i1> %5772, <8 x float> %5771, <8 x float> %5768
  br label %5777

5774:                                             ; preds = %5758
  %5775 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5740, <8 x i1> %5198, <8 x float> zeroinitializer)
  %5776 = fadd <8 x float> %5759, %5775
  br label %5777

5777:                                             ; preds = %5774, %5767, %5760
  %5778 = phi <8 x float> [ %5776, %5774 ], [ %5773, %5767 ], [ %5766, %5760 ]
  switch i64 %245, label %854 [
    i64 1, label %5793
    i64 2, label %5786
    i64 3, label %5779
    i64 0, label %5796
  ]

5779:                                             ; preds = %5777
  %5780 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5778)
  %5781 = bitcast <8 x float> %5778 to <8 x i32>
  %5782 = and <8 x i32> %5781, %45
  %5783 = bitcast <8 x i32> %5782 to <8 x float>
  %5784 = fcmp oeq <8 x float> %5778, %30
  %5785 = select <8 x i1> %5784, <8 x float> %5783, <8 x float> %5780
  br label %5796

5786:                                             ; preds = %5777
  %5787 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5778)
  %5788 = bitcast <8 x float> %5778 to <8 x i32>
  %5789 = or <8 x i32> %5788, %46
  %5790 = bitcast <8 x i32> %5789 to <8 x float>
  %5791 = fcmp oeq <8 x float> %5778, %33
  %5792 = select <8 x i1> %5791, <8 x float> %5790, <8 x float> %5787
  br label %5796

5793:                                             ; preds = %5777
  %5794 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5740, <8 x i1> %5198, <8 x float> zeroinitializer)
  %5795 = fadd <8 x float> %5778, %5794
  br label %5796

5796:                                             ; preds = %5779, %5786, %5793, %5777, %5758
  %5797 = phi <8 x float> [ %5792, %5786 ], [ %5785, %5779 ], [ %5759, %5758 ], [ %5778, %5777 ], [ %5795, %5793 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5797, ptr align 1 %5738, <8 x i1> %5198)
  %5798 = add nsw i64 %5737, 8
  %5799 = getelementptr inbounds float, ptr %453, i64 %5798
  %5800 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5799, <8 x i1> %5206, <8 x float> zeroinitializer)
  %5801 = getelementptr inbounds float, ptr %451, i64 %5798
  switch i64 %217, label %854 [
    i64 1, label %5816
    i64 2, label %5809
    i64 3, label %5802
  ]

5802:                                             ; preds = %5796
  %5803 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5800)
  %5804 = bitcast <8 x float> %5800 to <8 x i32>
  %5805 = and <8 x i32> %5804, %45
  %5806 = bitcast <8 x i32> %5805 to <8 x float>
  %5807 = fcmp oeq <8 x float> %5800, %30
  %5808 = select <8 x i1> %5807, <8 x float> %5806, <8 x float> %5803
  br label %5819

5809:                                             ; preds = %5796
  %5810 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5800)
  %5811 = bitcast <8 x float> %5800 to <8 x i32>
  %5812 = or <8 x i32> %5811, %46
  %5813 = bitcast <8 x i32> %5812 to <8 x float>
  %5814 = fcmp oeq <8 x float> %5800, %33
  %5815 = select <8 x i1> %5814, <8 x float> %5813, <8 x float> %5810
  br label %5819

5816:                                             ; preds = %5796
  %5817 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5801, <8 x i1> %5206, <8 x float> zeroinitializer)
  %5818 = fadd <8 x float> %5800, %5817
  br label %5819

5819:                                             ; preds = %5816, %5809, %5802
  %5820 = phi <8 x float> [ %5818, %5816 ], [ %5815, %5809 ], [ %5808, %5802 ]
  switch i64 %247, label %854 [
    i64 1, label %5835
    i64 2, label %5828
    i64 3, label %5821
    i64 0, label %5857
  ]

5821:                                             ; preds = %5819
  %5822 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5820)
  %5823 = bitcast <8 x float> %5820 to <8 x i32>
  %5824 = and <8 x i32> %5823, %45
  %5825 = bitcast <8 x i32> %5824 to <8 x float>
  %5826 = fcmp oeq <8 x float> %5820, %30
  %5827 = select <8 x i1> %5826, <8 x float> %5825, <8 x float> %5822
  br label %5838

5828:                                             ; preds = %5819
  %5829 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5820)
  %5830 = bitcast <8 x float> %5820 to <8 x i32>
  %5831 = or <8 x i32> %5830, %46
  %5832 = bitcast <8 x i32> %5831 to <8 x float>
  %5833 = fcmp oeq <8 x float> %5820, %33
  %5834 = select <8 x i1> %5833, <8 x float> %5832, <8 x float> %5829
  br label %5838

5835:                                             ; preds = %5819
  %5836 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5801, <8 x i1> %5206, <8 x float> zeroinitializer)
  %5837 = fadd <8 x float> %5820, %5836
  br label %5838

5838:                                             ; preds = %5835, %5828, %5821
  %5839 = phi <8 x float> [ %5837, %5835 ], [ %5834, %5828 ], [ %5827, %5821 ]
  switch i64 %249, label %854 [
    i64 1, label %5854
    i64 2, label %5847
    i64 3, label %5840
    i64 0, label %5857
  ]

5840:                                             ; preds = %5838
  %5841 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5839)
  %5842 = bitcast <8 x float> %5839 to <8 x i32>
  %5843 = and <8 x i32> %5842, %45
  %5844 = bitcast <8 x i32> %5843 to <8 x float>
  %5845 = fcmp oeq <8 x float> %5839, %30
  %5846 = select <8 x i1> %5845, <8 x float> %5844, <8 x float> %5841
  br label %5857

5847:                                             ; preds = %5838
  %5848 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5839)
  %5849 = bitcast <8 x float> %5839 to <8 x i32>
  %5850 = or <8 x i32> %5849, %46
  %5851 = bitcast <8 x i32> %5850 to <8 x float>
  %5852 = fcmp oeq <8 x float> %5839, %33
  %5853 = select <8 x i1> %5852, <8 x float> %5851, <8 x float> %5848
  br label %5857

5854:                                             ; preds = %5838
  %5855 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5801, <8 x i1> %5206, <8 x float> zeroinitializer)
  %5856 = fadd <8 x float> %5839, %5855
  br label %5857

5857:                                             ; preds = %5840, %5847, %5854, %5838, %5819
  %5858 = phi <8 x float> [ %5853, %5847 ], [ %5846, %5840 ], [ %5820, %5819 ], [ %5839, %5838 ], [ %5856, %5854 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5858, ptr align 1 %5799, <8 x i1> %5206)
  %5859 = add nsw i64 %5268, %701
  %5860 = getelementptr inbounds float, ptr %453, i64 %5859
  %5861 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5860, <8 x i1> %5198, <8 x float> zeroinitializer)
  %5862 = getelementptr inbounds float, ptr %451, i64 %5859
  switch i64 %217, label %854 [
    i64 1, label %5877
    i64 2, label %5870
    i64 3, label %5863
  ]

5863:                                             ; preds = %5857
  %5864 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5861)
  %5865 = bitcast <8 x float> %5861 to <8 x i32>
  %5866 = and <8 x i32> %5865, %45
  %5867 = bitcast <8 x i32> %5866 to <8 x float>
  %5868 = fcmp oeq <8 x float> %5861, %30
  %5869 = select <8 x i1> %5868, <8 x float> %5867, <8 x float> %5864
  br label %5880

5870:                                             ; preds = %5857
  %5871 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5861)
  %5872 = bitcast <8 x float> %5861 to <8 x i32>
  %5873 = or <8 x i32> %5872, %46
  %5874 = bitcast <8 x i32> %5873 to <8 x float>
  %5875 = fcmp oeq <8 x float> %5861, %33
  %5876 = select <8 x i1> %5875, <8 x float> %5874, <8 x float> %5871
  br label %5880

5877:                                             ; preds = %5857
  %5878 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5862, <8 x i1> %5198, <8 x float> zeroinitializer)
  %5879 = fadd <8 x float> %5861, %5878
  br label %5880

5880:                                             ; preds = %5877, %5870, %5863
  %5881 = phi <8 x float> [ %5879, %5877 ], [ %5876, %5870 ], [ %5869, %5863 ]
  switch i64 %251, label %854 [
    i64 1, label %5896
    i64 2, label %5889
    i64 3, label %5882
    i64 0, label %5918
  ]

5882:                                             ; preds = %5880
  %5883 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5881)
  %5884 = bitcast <8 x float> %5881 to <8 x i32>
  %5885 = and <8 x i32> %5884, %45
  %5886 = bitcast <8 x i32> %5885 to <8 x float>
  %5887 = fcmp oeq <8 x float> %5881, %30
  %5888 = select <8 x i1> %5887, <8 x float> %5886, <8 x float> %5883
  br label %5899

5889:                                             ; preds = %5880
  %5890 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5881)
  %5891 = bitcast <8 x float> %5881 to <8 x i32>
  %5892 = or <8 x i32> %5891, %46
  %5893 = bitcast <8 x i32> %5892 to <8 x float>
  %5894 = fcmp oeq <8 x float> %5881, %33
  %5895 = select <8 x i1> %5894, <8 x float> %5893, <8 x float> %5890
  br label %5899

5896:                                             ; preds = %5880
  %5897 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5862, <8 x i1> %5198, <8 x float> zeroinitializer)
  %5898 = fadd <8 x float> %5881, %5897
  br label %5899

5899:                                             ; preds = %5896, %5889, %5882
  %5900 = phi <8 x float> [ %5898, %5896 ], [ %5895, %5889 ], [ %5888, %5882 ]
  switch i64 %253, label %854 [
    i64 1, label %5915
    i64 2, label %5908
    i64 3, label %5901
    i64 0, label %5918
  ]

5901:                                             ; preds = %5899
  %5902 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5900)
  %5903 = bitcast <8 x float> %5900 to <8 x i32>
  %5904 = and <8 x i32> %5903, %45
  %5905 = bitcast <8 x i32> %5904 to <8 x float>
  %5906 = fcmp oeq <8 x float> %5900, %30
  %5907 = select <8 x i1> %5906, <8 x float> %5905, <8 x float> %5902
  br label %5918

5908:                                             ; preds = %5899
  %5909 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5900)
  %5910 = bitcast <8 x float> %5900 to <8 x i32>
  %5911 = or <8 x i32> %5910, %46
  %5912 = bitcast <8 x i32> %5911 to <8 x float>
  %5913 = fcmp oeq <8 x float> %5900, %33
  %5914 = select <8 x i1> %5913, <8 x float> %5912, <8 x float> %5909
  br label %5918

5915:                                             ; preds = %5899
  %5916 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5862, <8 x i1> %5198, <8 x float> zeroinitializer)
  %5917 = fadd <8 x float> %5900, %5916
  br label %5918

5918:                                             ; preds = %5901, %5908, %5915, %5899, %5880
  %5919 = phi <8 x float> [ %5914, %5908 ], [ %5907, %5901 ], [ %5881, %5880 ], [ %5900, %5899 ], [ %5917, %5915 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5919, ptr align 1 %5860, <8 x i1> %5198)
  %5920 = add nsw i64 %5859, 8
  %5921 = getelementptr inbounds float, ptr %453, i64 %5920
  %5922 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5921, <8 x i1> %5206, <8 x float> zeroinitializer)
  %5923 = getelementptr inbounds float, ptr %451, i64 %5920
  switch i64 %217, label %854 [
    i64 1, label %5938
    i64 2, label %5931
    i64 3, label %5924
  ]

5924:                                             ; preds = %5918
  %5925 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5922)
  %5926 = bitcast <8 x float> %5922 to <8 x i32>
  %5927 = and <8 x i32> %5926, %45
  %5928 = bitcast <8 x i32> %5927 to <8 x float>
  %5929 = fcmp oeq <8 x float> %5922, %30
  %5930 = select <8 x i1> %5929, <8 x float> %5928, <8 x float> %5925
  br label %5941

5931:                                             ; preds = %5918
  %5932 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5922)
  %5933 = bitcast <8 x float> %5922 to <8 x i32>
  %5934 = or <8 x i32> %5933, %46
  %5935 = bitcast <8 x i32> %5934 to <8 x float>
  %5936 = fcmp oeq <8 x float> %5922, %33
  %5937 = select <8 x i1> %5936, <8 x float> %5935, <8 x float> %5932
  br label %5941

5938:                                             ; preds = %5918
  %5939 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5923, <8 x i1> %5206, <8 x float> zeroinitializer)
  %5940 = fadd <8 x float> %5922, %5939
  br label %5941

5941:                                             ; preds = %5938, %5931, %5924
  %5942 = phi <8 x float> [ %5940, %5938 ], [ %5937, %5931 ], [ %5930, %5924 ]
  switch i64 %255, label %854 [
    i64 1, label %5957
    i64 2, label %5950
    i64 3, label %5943
    i64 0, label %5979
  ]

5943:                                             ; preds = %5941
  %5944 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5942)
  %5945 = bitcast <8 x float> %5942 to <8 x i32>
  %5946 = and <8 x i32> %5945, %45
  %5947 = bitcast <8 x i32> %5946 to <8 x float>
  %5948 = fcmp oeq <8 x float> %5942, %30
  %5949 = select <8 x i1> %5948, <8 x float> %5947, <8 x float> %5944
  br label %5960

5950:                                             ; preds = %5941
  %5951 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5942)
  %5952 = bitcast <8 x float> %5942 to <8 x i32>
  %5953 = or <8 x i32> %5952, %46
  %5954 = bitcast <8 x i32> %5953 to <8 x float>
  %5955 = fcmp oeq <8 x float> %5942, %33
  %5956 = select <8 x i1> %5955, <8 x float> %5954, <8 x float> %5951
  br label %5960

5957:                                             ; preds = %5941
  %5958 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5923, <8 x i1> %5206, <8 x float> zeroinitializer)
  %5959 = fadd <8 x float> %5942, %5958
  br label %5960

5960:                                             ; preds = %5957, %5950, %5943
  %5961 = phi <8 x float> [ %5959, %5957 ], [ %5956, %5950 ], [ %5949, %5943 ]
  switch i64 %257, label %854 [
    i64 1, label %5976
    i64 2, label %5969
    i64 3, label %5962
    i64 0, label %5979
  ]

5962:                                             ; preds = %5960
  %5963 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5961)
  %5964 = bitcast <8 x float> %5961 to <8 x i32>
  %5965 = and <8 x i32> %5964, %45
  %5966 = bitcast <8 x i32> %5965 to <8 x float>
  %5967 = fcmp oeq <8 x float> %5961, %30
  %5968 = select <8 x i1> %5967, <8 x float> %5966, <8 x float> %5963
  br label %5979

5969:                                             ; preds = %5960
  %5970 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5961)
  %5971 = bitcast <8 x float> %5961 to <8 x i32>
  %5972 = or <8 x i32> %5971, %46
  %5973 = bitcast <8 x i32> %5972 to <8 x float>
  %5974 = fcmp oeq <8 x float> %5961, %33
  %5975 = select <8 x i1> %5974, <8 x float> %5973, <8 x float> %5970
  br label %5979

5976:                                             ; preds = %5960
  %5977 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5923, <8 x i1> %5206, <8 x float> zeroinitializer)
  %5978 = fadd <8 x float> %5961, %5977
  br label %5979

5979:                                             ; preds = %5962, %5969, %5976, %5347, %5960, %5941
  %5980 = phi ptr [ %5373, %5347 ], [ %5921, %5962 ], [ %5921, %5941 ], [ %5921, %5960 ], [ %5921, %5976 ], [ %5921, %5969 ]
  %5981 = phi <8 x float> [ %5374, %5347 ], [ %5968, %5962 ], [ %5942, %5941 ], [ %5961, %5960 ], [ %5978, %5976 ], [ %5975, %5969 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5981, ptr align 1 %5980, <8 x i1> %5206)
  br label %7410

5982:                                             ; preds = %2145
  %5983 = sub i64 %7, %701
  %5984 = icmp sgt i64 %5983, 7
  %5985 = trunc i64 %5983 to i32
  %5986 = select i1 %5984, i32 8, i32 %5985
  %5987 = insertelement <8 x i32> poison, i32 %5986, i64 0
  %5988 = shufflevector <8 x i32> %5987, <8 x i32> poison, <8 x i32> zeroinitializer
  %5989 = icmp sgt <8 x i32> %5988, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %42, label %6009, label %5990

5990:                                             ; preds = %5982
  %5991 = load float, ptr %465, align 1
  %5992 = insertelement <8 x float> poison, float %5991, i64 0
  %5993 = shufflevector <8 x float> %5992, <8 x float> poison, <8 x i32> zeroinitializer
  %5994 = load float, ptr %551, align 1
  %5995 = insertelement <8 x float> poison, float %5994, i64 0
  %5996 = shufflevector <8 x float> %5995, <8 x float> poison, <8 x i32> zeroinitializer
  %5997 = load float, ptr %552, align 1
  %5998 = insertelement <8 x float> poison, float %5997, i64 0
  %5999 = shufflevector <8 x float> %5998, <8 x float> poison, <8 x i32> zeroinitializer
  %6000 = load float, ptr %553, align 1
  %6001 = insertelement <8 x float> poison, float %6000, i64 0
  %6002 = shufflevector <8 x float> %6001, <8 x float> poison, <8 x i32> zeroinitializer
  %6003 = load float, ptr %554, align 1
  %6004 = insertelement <8 x float> poison, float %6003, i64 0
  %6005 = shufflevector <8 x float> %6004, <8 x float> poison, <8 x i32> zeroinitializer
  %6006 = load float, ptr %555, align 1
  %6007 = insertelement <8 x float> poison, float %6006, i64 0
  %6008 = shufflevector <8 x float> %6007, <8 x float> poison, <8 x i32> zeroinitializer
  br label %6023

6009:                                             ; preds = %5982
  %6010 = getelementptr float, ptr %448, i64 %701
  %6011 = getelementptr float, ptr %6010, i64 %469
  %6012 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6011, <8 x i1> %5989, <8 x float> zeroinitializer)
  %6013 = getelementptr float, ptr %6010, i64 %557
  %6014 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6013, <8 x i1> %5989, <8 x float> zeroinitializer)
  %6015 = getelementptr float, ptr %6010, i64 %559
  %6016 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6015, <8 x i1> %5989, <8 x float> zeroinitializer)
  %6017 = getelementptr float, ptr %6010, i64 %561
  %6018 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6017, <8 x i1> %5989, <8 x float> zeroinitializer)
  %6019 = getelementptr float, ptr %6010, i64 %563
  %6020 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6019, <8 x i1> %5989, <8 x float> zeroinitializer)
  %6021 = getelementptr float, ptr %6010, i64 %565
  %6022 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6021, <8 x i1> %5989, <8 x float> zeroinitializer)
  br label %6023

6023:                                             ; preds = %6009, %5990
  %6024 = phi <8 x float> [ %6020, %6009 ], [ %6005, %5990 ]
  %6025 = phi <8 x float> [ %6016, %6009 ], [ %5999, %5990 ]
  %6026 = phi <8 x float> [ %6012, %6009 ], [ %5993, %5990 ]
  %6027 = phi <8 x float> [ %6014, %6009 ], [ %5996, %5990 ]
  %6028 = phi <8 x float> [ %6018, %6009 ], [ %6002, %5990 ]
  %6029 = phi <8 x float> [ %6022, %6009 ], [ %6008, %5990 ]
  %6030 = getelementptr inbounds float, ptr %446, i64 %701
  br i1 %43, label %6045, label %6031

6031:                                             ; preds = %6045, %6023
  %6032 = phi <8 x float> [ %6029, %6023 ], [ %6085, %6045 ]
  %6033 = phi <8 x float> [ %6024, %6023 ], [ %6080, %6045 ]
  %6034 = phi <8 x float> [ %6028, %6023 ], [ %6075, %6045 ]
  %6035 = phi <8 x float> [ %6025, %6023 ], [ %6070, %6045 ]
  %6036 = phi <8 x float> [ %6027, %6023 ], [ %6065, %6045 ]
  %6037 = phi <8 x float> [ %6026, %6023 ], [ %6060, %6045 ]
  %6038 = getelementptr float, ptr %453, i64 %701
  %6039 = getelementptr float, ptr %6038, i64 %469
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6037, ptr align 1 %6039, <8 x i1> %5989)
  %6040 = getelementptr float, ptr %6038, i64 %567
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6036, ptr align 1 %6040, <8 x i1> %5989)
  %6041 = getelementptr float, ptr %6038, i64 %569
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6035, ptr align 1 %6041, <8 x i1> %5989)
  %6042 = getelementptr float, ptr %6038, i64 %571
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6034, ptr align 1 %6042, <8 x i1> %5989)
  %6043 = getelementptr float, ptr %6038, i64 %573
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6033, ptr align 1 %6043, <8 x i1> %5989)
  %6044 = getelementptr float, ptr %6038, i64 %575
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6032, ptr align 1 %6044, <8 x i1> %5989)
  br i1 %44, label %7410, label %6088

6045:                                             ; preds = %6023, %6045
  %6046 = phi <8 x float> [ %6085, %6045 ], [ %6029, %6023 ]
  %6047 = phi <8 x float> [ %6080, %6045 ], [ %6024, %6023 ]
  %6048 = phi <8 x float> [ %6075, %6045 ], [ %6028, %6023 ]
  %6049 = phi <8 x float> [ %6070, %6045 ], [ %6025, %6023 ]
  %6050 = phi <8 x float> [ %6065, %6045 ], [ %6027, %6023 ]
  %6051 = phi <8 x float> [ %6060, %6045 ], [ %6026, %6023 ]
  %6052 = phi i64 [ %6086, %6045 ], [ 0, %6023 ]
  %6053 = mul nsw i64 %6052, %7
  %6054 = getelementptr inbounds float, ptr %6030, i64 %6053
  %6055 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6054, <8 x i1> %5989, <8 x float> zeroinitializer)
  %6056 = getelementptr float, ptr %467, i64 %6052
  %6057 = load float, ptr %6056, align 1
  %6058 = insertelement <8 x float> poison, float %6057, i64 0
  %6059 = shufflevector <8 x float> %6058, <8 x float> poison, <8 x i32> zeroinitializer
  %6060 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6055, <8 x float> %6059, <8 x float> %6051)
  %6061 = getelementptr float, ptr %6056, i64 %5
  %6062 = load float, ptr %6061, align 1
  %6063 = insertelement <8 x float> poison, float %6062, i64 0
  %6064 = shufflevector <8 x float> %6063, <8 x float> poison, <8 x i32> zeroinitializer
  %6065 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6055, <8 x float> %6064, <8 x float> %6050)
  %6066 = getelementptr i8, ptr %6056, i64 %185
  %6067 = load float, ptr %6066, align 1
  %6068 = insertelement <8 x float> poison, float %6067, i64 0
  %6069 = shufflevector <8 x float> %6068, <8 x float> poison, <8 x i32> zeroinitializer
  %6070 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6055, <8 x float> %6069, <8 x float> %6049)
  %6071 = getelementptr i8, ptr %6056, i64 %186
  %6072 = load float, ptr %6071, align 1
  %6073 = insertelement <8 x float> poison, float %6072, i64 0
  %6074 = shufflevector <8 x float> %6073, <8 x float> poison, <8 x i32> zeroinitializer
  %6075 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6055, <8 x float> %6074, <8 x float> %6048)
  %6076 = getelementptr i8, ptr %6056, i64 %187
  %6077 = load float, ptr %6076, align 1
  %6078 = insertelement <8 x float> poison, float %6077, i64 0
  %6079 = shufflevector <8 x float> %6078, <8 x float> poison, <8 x i32> zeroinitializer
  %6080 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6055, <8 x float> %6079, <8 x float> %6047)
  %6081 = getelementptr i8, ptr %6056, i64 %188
  %6082 = load float, ptr %6081, align 1
  %6083 = insertelement <8 x float> poison, float %6082, i64 0
  %6084 = shufflevector <8 x float> %6083, <8 x float> poison, <8 x i32> zeroinitializer
  %6085 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6055, <8 x float> %6084, <8 x float> %6046)
  %6086 = add nuw nsw i64 %6052, 1
  %6087 = icmp eq i64 %6086, %5
  br i1 %6087, label %6031, label %6045

6088:                                             ; preds = %6031
  %6089 = add nsw i64 %469, %701
  %6090 = getelementptr inbounds float, ptr %453, i64 %6089
  %6091 = getelementptr inbounds float, ptr %451, i64 %6089
  %6092 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6090, <8 x i1> %5989, <8 x float> zeroinitializer)
  switch i64 %189, label %854 [
    i64 1, label %6104
    i64 2, label %6107
    i64 3, label %6114
    i64 0, label %6093
  ]

6093:                                             ; preds = %6088
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6092, ptr align 1 %6090, <8 x i1> %5989)
  %6094 = getelementptr float, ptr %681, i64 %701
  %6095 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6094, <8 x i1> %5989, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6095, ptr align 1 %6094, <8 x i1> %5989)
  %6096 = getelementptr float, ptr %682, i64 %701
  %6097 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6096, <8 x i1> %5989, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6097, ptr align 1 %6096, <8 x i1> %5989)
  %6098 = getelementptr float, ptr %683, i64 %701
  %6099 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6098, <8 x i1> %5989, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6099, ptr align 1 %6098, <8 x i1> %5989)
  %6100 = getelementptr float, ptr %684, i64 %701
  %6101 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6100, <8 x i1> %5989, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6101, ptr align 1 %6100, <8 x i1> %5989)
  %6102 = getelementptr float, ptr %685, i64 %701
  %6103 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6102, <8 x i1> %5989, <8 x float> zeroinitializer)
  br label %6464

6104:                                             ; preds = %6088
  %6105 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6091, <8 x i1> %5989, <8 x float> zeroinitializer)
  %6106 = fadd <8 x float> %6092, %6105
  br label %6121

6107:                                             ; preds = %6088
  %6108 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %6092)
  %6109 = bitcast <8 x float> %6092 to <8 x i32>
  %6110 = or <8 x i32> %6109, %46
  %6111 = bitcast <8 x i32> %6110 to <8 x float>
  %6112 = fcmp oeq <8 x float> %6092, %33
  %6113 = select <8 x i1> %6112, <8 x float> %6111, <8 x float> %6108
  br label %6121

6114:                                             ; preds = %6088
  %6115 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %6092)
  %6116 = bitcast <8 x float> %6092 to <8 x i32>
  %6117 = and <8 x i32> %6116, %45
  %6118 = bitcast <8 x i32> %6117 to <8 x float>
  %6119 = fcmp oeq <8 x float> %6092, %30
  %6120 = select <8 x i1> %6119, <8 x float> %6118, <8 x float> %6115
  br label %6121

6121:                                             ; preds = %6114, %6107, %6104
  %6122 = phi <8 x float> [ %6106, %6104 ], [ %6113, %6107 ], [ %6120, %6114 ]
  switch i64 %191, label %854 [
    i64 1, label %6137
    i64 2, label %6130
    i64 3, label %6123
    i64 0, label %6159
  ]

6123:                                             ; preds = %6121
  %6124 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %6122)
  %6125 = bitcast <8 x float> %6122 to <8 x i32>
  %6126 = and <8 x i32> %6125, %45
  %6127 = bitcast <8 x i32> %6126 to <8 x float>
  %6128 = fcmp oeq <8 x float> %6122, %30
  %6129 = select <8 x i1> %6128, <8 x float> %6127, <8 x float> %6124
  br label %6140

6130:                                             ; preds = %6121
  %6131 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %6122)
  %6132 = bitcast <8 x float> %6122 to <8 x i32>
  %6133 = or <8 x i32> %6132, %46
  %6134 = bitcast <8 x i32> %6133 to <8 x float>
  %6135 = fcmp oeq <8 x float> %6122, %33
  %6136 = select <8 x i1> %6135, <8 x float> %6134, <8 x float> %6131
  br label %6140

6137:                                             ; preds = %6121
  %6138 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6091, <8 x i1> %5989, <8 x float> zeroinitializer)
  %6139 = fadd <8 x float> %6122, %6138
  br label %6140

6140:                                             ; preds = %6137, %6130, %6123
  %6141 = phi <8 x float> [ %6139, %6137 ], [ %6136, %6130 ], [ %6129, %6123 ]
  switch i64 %193, label %854 [
    i64 1, label %6156
    i64 2, label %6149
    i64 3, label %6142
    i64 0, label %6159
  ]

6142:                                             ; preds = %6140
  %6143 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %6141)
  %6144 = bitcast <8 x float> %6141 to <8 x i32>
  %6145 = and <8 x i32> %6144, %45
  %6146 = bitcast <8 x i32> %6145 to <8 x float>
  %6147 = fcmp oeq <8 x float> %6141, %30
  %6148 = select <8 x i1> %6147, <8 x float> %6146, <8 x float> %6143
  br label %6159

6149:                                             ; preds = %6140
  %6150 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %6141)
  %6151 = bitcast <8 x float> %6141 to <8 x i32>
  %6152 = or <8 x i32> %6151, %46
  %6153 = bitcast <8 x i32> %6152 to <8 x float>
  %6154 = fcmp oeq <8 x float> %6141, %33
  %6155 = select <8 x i1> %6154, <8 x float> %6153, <8 x float> %6150
  br label %6159

6156:                                             ; preds = %6140
  %6157 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6091, <8 x i1> %5989, <8 x float> zeroinitializer)
  %6158 = fadd <8 x float> %6141, %6157
  br label %6159

6159:                                             ; preds = %6142, %6149, %6156, %6140, %6121
  %6160 = phi <8 x float> [ %6141, %6140 ], [ %6148, %6142 ], [ %6122, %6121 ], [ %6158, %6156 ], [ %6155, %6149 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6160, ptr align 1 %6090, <8 x i1> %5989)
  %6161 = add nsw i64 %567, %701
  %6162 = getelementptr inbounds float, ptr %453, i64 %6161
  %6163 = getelementptr inbounds float, ptr %451, i64 %6161
  %6164 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6162, <8 x i1> %5989, <8 x float> zeroinitializer)
  switch i64 %189, label %854 [
    i64 1, label %6179
    i64 2, label %6172
    i64 3, label %6165
  ]

6165:                                             ; preds = %6159
  %6166 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %6164)
  %6167 = bitcast <8 x float> %6164 to <8 x i32>
  %6168 = and <8 x i32> %6167, %45
  %6169 = bitcast <8 x i32> %6168 to <8 x float>
  %6170 = fcmp oeq <8 x float> %6164, %30
  %6171 = select <8 x i1> %6170, <8 x float> %6169, <8 x float> %6166
  br label %6182

6172:                                             ; preds = %6159
  %6173 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %6164)
  %6174 = bitcast <8 x float> %6164 to <8 x i32>
  %6175 = or <8 x i32> %6174, %46
  %6176 = bitcast <8 x i32> %6175 to <8 x float>
  %6177 = fcmp oeq <8 x float> %6164, %33
  %6178 = select <8 x i1> %6177, <8 x float> %6176, <8 x float> %6173
  br label %6182

6179:                                             ; preds = %6159
  %6180 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6163, <8 x i1> %5989, <8 x float> zeroinitializer)
  %6181 = fadd <8 x float> %6164, %6180
  br label %6182

6182:                                             ; preds = %6179, %6172, %6165
  %6183 = phi <8 x float> [ %6181, %6179 ], [ %6178, %6172 ], [ %6171, %6165 ]
  switch i64 %195, label %854 [
    i64 1, label %6198
    i64 2, label %6191
    i64 3, label %6184
    i64 0, label %6220
  ]

6184:                                             ; preds = %6182
  %6185 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %6183)
  %6186 = bitcast <8 x float> %6183 to <8 x i32>
  %6187 = and <8 x i32> %6186, %45
  %6188 = bitcast <8 x i32> %6187 to <8 x float>
  %6189 = fcmp oeq <8 x float> %6183, %30
  %6190 = select <8 x i1> %6189, <8 x float> %6188, <8 x float> %6185
  br label %6201

6191:                                             ; preds = %6182
  %6192 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %6183)
  %6193 = bitcast <8 x float> %6183 to <8 x i32>
  %6194 = or <8 x i32> %6193, %46
  %6195 = bitcast <8 x i32> %6194 to <8 x float>
  %6196 = fcmp oeq <8 x float> %6183, %33
  %6197 = select <8 x i1> %6196, <8 x float> %6195, <8 x float> %6192
  br label %6201

6198:                                             ; preds = %6182
  %6199 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6163, <8 x i1> %5989, <8 x float> zeroinitializer)
  %6200 = fadd <8 x float> %6183, %6199
  br label %6201

6201:                                             ; preds = %6198, %6191, %6184
  %6202 = phi <8 x float> [ %6200, %6198 ], [ %6197, %6191 ], [ %6190, %6184 ]
  switch i64 %197, label %854 [
    i64 1, label %6217
    i64 2, label %6210
    i64 3, label %6203
    i64 0, label %6220
  ]

6203:                                             ; preds = %6201
  %6204 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %6202)
  %6205 = bitcast <8 x float> %6202 to <8 x i32>
  %6206 = and <8 x i32> %6205, %45
  %6207 = bitcast <8 x i32> %6206 to <8 x float>
  %6208 = fcmp oeq <8 x float> %6202, %30
  %6209 = select <8 x i1> %6208, <8 x float> %6207, <8 x float> %6204
  br label %6220

6210:                                             ; preds = %6201
  %6211 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %6202)
  %6212 = bitcast <8 x float> %6202 to <8 x i32>
  %6213 = or <8 x i32> %6212, %46
  %6214 = bitcast <8 x i32> %6213 to <8 x float>
  %6215 = fcmp oeq <8 x float> %6202, %33
  %6216 = select <8 x i1> %6215, <8 x float> %6214, <8 x float> %6211
  br label %6220

6217:                                             ; preds = %6201
  %6218 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6163, <8 x i1> %5989, <8 x float> zeroinitializer)
  %6219 = fadd <8 x float> %6202, %6218
  br label %6220

6220:                                             ; preds = %6203, %6210, %6217, %6201, %6182
  %6221 = phi <8 x float> [ %6216, %6210 ], [ %6209, %6203 ], [ %6183, %6182 ], [ %6202, %6201 ], [ %6219, %6217 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6221, ptr align 1 %6162, <8 x i1> %5989)
  %6222 = add nsw i64 %569, %701
  %6223 = getelementptr inbounds float, ptr %453, i64 %6222
  %6224 = getelementptr inbounds float, ptr %451, i64 %6222
  %6225 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6223, <8 x i1> %5989, <8 x float> zeroinitializer)
  switch i64 %189, label %854 [
    i64 1, label %6240
    i64 2, label %6233
    i64 3, label %6226
  ]

6226:                                             ; preds = %6220
  %6227 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %6225)
  %6228 = bitcast <8 x float> %6225 to <8 x i32>
  %6229 = and <8 x i32> %6228, %45
  %6230 = bitcast <8 x i32> %6229 to <8 x float>
  %6231 = fcmp oeq <8 x float> %6225, %30
  %6232 = select <8 x i1> %6231, <8 x float> %6230, <8 x float> %6227
  br label %6243

6233:                                             ; preds = %6220
  %6234 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %6225)
  %6235 = bitcast <8 x float> %6225 to <8 x i32>
  %6236 = or <8 x i32> %6235, %46
  %6237 = bitcast <8 x i32> %6236 to <8 x float>
  %6238 = fcmp oeq <8 x float> %6225, %33
  %6239 = select <8 x i1> %6238, <8 x float> %6237, <8 x float> %6234
  br label %6243

6240:                                             ; preds = %6220
  %6241 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6224, <8 x i1> %5989, <8 x float> zeroinitializer)
  %6242 = fadd <8 x float> %6225, %6241
  br label %6243

6243:                                             ; preds = %6240, %6233, %6226
  %6244 = phi <8 x float> [ %6242, %6240 ], [ %6239, %6233 ], [ %6232, %6226 ]
  switch i64 %199, label %854 [
    i64 1, label %6259
    i64 2, label %6252
    i64 3, label %6245
    i64 0, label %6281
  ]

6245:                                             ; preds = %6243
  %6246 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %6244)
  %6247 = bitcast <8 x float> %6244 to <8 x i32>
  %6248 = and <8 x i32> %6247, %45
  %6249 = bitcast <8 x i32> %6248 to <8 x float>
  %6250 = fcmp oeq <8 x float> %6244, %30
  %6251 = select <8 x i1> %6250, <8 x float> %6249, <8 x float> %6246
  br label %6262

6252:                                             ; preds = %6243
  %6253 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %6244)
  %6254 = bitcast <8 x float> %6244 to <8 x i32>
  %6255 = or <8 x i32> %6254, %46
  %6256 = bitcast <8 x i32> %6255 to <8 x float>
  %6257 = fcmp oeq <8 x float> %6244, %33
  %6258 = select <8 x i1> %6257, <8 x float> %6256, <8 x float> %6253
  br label %6262

6259:                                             ; preds = %6243
  %6260 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6224, <8 x i1> %5989, <8 x float> zeroinitializer)
  %6261 = fadd <8 x float> %6244, %6260
  br label %6262

6262:                                             ; preds = %6259, %6252, %6245
  %6263 = phi <8 x float> [ %6261, %6259 ], [ %6258, %6252 ], [ %6251, %6245 ]
  switch i64 %201, label %854 [
    i64 1, label %6278
    i64 2, label %6271
    i64 3, label %6264
    i64 0, label %6281
  ]

6264:                                             ; preds = %6262
  %6265 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %6263)
  %6266 = bitcast <8 x float> %6263 to <8 x i32>
  %6267 = and <8 x i32> %6266, %45
  %6268 = bitcast <8 x i32> %6267 to <8 x float>
  %6269 = fcmp oeq <8 x float> %6263, %30
  %6270 = select <8 x i1> %6269, <8 x float> %6268, <8 x float> %6265
  br label %6281

6271:                                             ; preds = %6262
  %6272 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %6263)
  %6273 = bitcast <8 x float> %6263 to <8 x i32>
  %6274 = or <8 x i32> %6273, %46
  %6275 = bitcast <8 x i32> %6274 to <8 x float>
  %6276 = fcmp oeq <8 x float> %6263, %33
  %6277 = select <8 x i1> %6276, <8 x float> %6275, <8 x float> %6272
  br label %6281

6278:                                             ; preds = %6262
  %6279 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6224, <8 x i1> %5989, <8 x float> zeroinitializer)
  %6280 = fadd <8 x float> %6263, %6279
  br label %6281

6281:                                             ; preds = %6264, %6271, %6278, %6262, %6243
  %6282 = phi <8 x float> [ %6277, %6271 ], [ %6270, %6264 ], [ %6244, %6243 ], [ %6263, %6262 ], [ %6280, %6278 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6282, ptr align 1 %6223, <8 x i1> %5989)
  %6283 = add nsw i64 %571, %701
  %6284 = getelementptr inbounds float, ptr %453, i64 %6283
  %6285 = getelementptr inbounds float, ptr %451, i64 %6283
  %6286 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6284, <8 x i1> %5989, <8 x float> zeroinitializer)
  switch i64 %189, label %854 [
    i64 1, label %6301
    i64 2, label %6294
    i64 3, label %6287
  ]

6287:                                             ; preds = %6281
  %6288 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %6286)
  %6289 = bitcast <8 x float> %6286 to <8 x i32>
  %6290 = and <8 x i32> %6289, %45
  %6291 = bitcast <8 x i32> %6290 to <8 x float>
  %6292 = fcmp oeq <8 x float> %6286, %30
  %6293 = select <8 x i1> %6292, <8 x float> %6291, <8 x float> %6288
  br label %6304

6294:                                             ; preds = %6281
  %6295 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %6286)
  %6296 = bitcast <8 x float> %6286 to <8 x i32>
  %6297 = or <8 x i32> %6296, %46
  %6298 = bitcast <8 x i32> %6297 to <8 x float>
  %6299 = fcmp oeq <8 x float> %6286, %33
  %6300 = select <8 x i1> %6299, <8 x float> %6298, <8 x float> %6295
  br label %6304

6301:                                             ; preds = %6281
  %6302 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6285, <8 x i1> %5989, <8 x float> zeroinitializer)
  %6303 = fadd <8 x float> %6286, %6302
  br label %6304

6304:                                             ; preds = %6301, %6294, %6287
  %6305 = phi <8 x float> [ %6303, %6301 ], [ %6300, %6294 ], [ %6293, %6287 ]
  switch i64 %203, label %854 [
    i64 1, label %6320
    i64 2, label %6313
    i64 3, label %6306
    i64 0, label %6342
  ]

6306:                                             ; preds = %6304
  %6307 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %6305)
  %6308 = bitcast <8 x float> %6305 to <8 x i32>
  %6309 = and <8 x i32> %6308, %45
  %6310 = bitcast <8 x i32> %6309 to <8 x float>
  %6311 = fcmp oeq <8 x float> %6305, %30
  %6312 = select <8 x i1> %6311, <8 x float> %6310, <8 x float> %6307
  br label %6323

6313:                                             ; preds = %6304
  %6314 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %6305)
  %6315 = bitcast <8 x float> %6305 to <8 x i32>
  %6316 = or <8 x i32> %6315, %46
  %6317 = bitcast <8 x i32> %6316 to <8 x float>
  %6318 = fcmp oeq <8 x float> %6305, %33
  %6319 = select <8 x i1> %6318, <8 x float> %6317, <8 x float> %6314
  br label %6323

6320:                                             ; preds = %6304
  %6321 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6285, <8 x i1> %5989, <8 x float> zeroinitializer)
  %6322 = fadd <8 x float> %6305, %6321
  br label %6323

6323:                                             ; preds = %6320, %6313, %6306
  %6324 = phi <8 x float> [ %6322, %6320 ], [ %6319, %6313 ], [ %6312, %6306 ]
  switch i64 %205, label %854 [
    i64 1, label %6339
    i64 2, label %6332
    i64 3, label %6325
    i64 0, label %6342
  ]

6325:                                             ; preds = %6323
  %6326 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %6324)
  %6327 = bitcast <8 x float> %6324 to <8 x i32>
  %6328 = and <8 x i32> %6327, %45
  %6329 = bitcast <8 x i32> %6328 to <8 x float>
  %6330 = fcmp oeq <8 x float> %6324, %30
  %6331 = select <8 x i1> %6330, <8 x float> %6329, <8 x float> %6326
  br label %6342

6332:                                             ; preds = %6323
  %6333 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %6324)
  %6334 = bitcast <8 x float> %6324 to <8 x i32>
  %6335 = or <8 x i32> %6334, %46
  %6336 = bitcast <8 x i32> %6335 to <8 x float>
  %6337 = fcmp oeq <8 x float> %6324, %33
  %6338 = select <8 x i1> %6337, <8 x float> %6336, <8 x float> %6333
  br label %6342

6339:                                             ; preds = %6323
  %6340 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6285, <8 x i1> %5989, <8 x float> zeroinitializer)
  %6341 = fadd <8 x float> %6324, %6340
  br label %6342

6342:                                             ; preds = %6325, %6332, %6339, %6323, %6304
  %6343 = phi <8 x float> [ %6338, %6332 ], [ %6331, %6325 ], [ %6305, %6304 ], [ %6324, %6323 ], [ %6341, %6339 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6343, ptr align 1 %6284, <8 x i1> %5989)
  %6344 = add nsw i64 %573, %701
  %6345 = getelementptr inbounds float, ptr %453, i64 %6344
  %6346 = getelementptr inbounds float, ptr %451, i64 %6344
  %6347 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6345, <8 x i1> %5989, <8 x float> zeroinitializer)
  switch i64 %189, label %854 [
    i64 1, label %6362
    i64 2, label %6355
    i64 3, label %6348
  ]

6348:                                             ; preds = %6342
  %6349 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %6347)
  %6350 = bitcast <8 x float> %6347 to <8 x i32>
  %6351 = and <8 x i32> %6350, %45
  %6352 = bitcast <8 x i32> %6351 to <8 x float>
  %6353 = fcmp oeq <8 x float> %6347, %30
  %6354 = select <8 x i1> %6353, <8 x float> %6352, <8 x float> %6349
  br label %6365

6355:                                             ; preds = %6342
  %6356 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %6347)
  %6357 = bitcast <8 x float> %6347 to <8 x i32>
  %6358 = or <8 x i32> %6357, %46
  %6359 = bitcast <8 x i32> %6358 to <8 x float>
  %6360 = fcmp oeq <8 x float> %6347, %33
  %6361 = select <8 x i1> %6360, <8 x float> %6359, <8 x float> %6356
  br label %6365

6362:                                             ; preds = %6342
  %6363 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6346, <8 x i1> %5989, <8 x float> zeroinitializer)
  %6364 = fadd <8 x float> %6347, %6363
  br label %6365

6365:                                             ; preds = %6362, %6355, %6348
  %6366 = phi <8 x float> [ %6364, %6362 ], [ %6361, %6355 ], [ %6354, %6348 ]
  switch i64 %207, label %854 [
    i64 1, label %6381
    i64 2, label %6374
    i64 3, label %6367
    i64 0, label %6403
  ]

6367:                                             ; preds = %6365
  %6368 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %6366)
  %6369 = bitcast <8 x float> %6366 to <8 x i32>
  %6370 = and <8 x i32> %6369, %45
  %6371 = bitcast <8 x i32> %6370 to <8 x float>
  %6372 = fcmp oeq <8 x float> %6366, %30
  %6373 = select <8 x i1> %6372, <8 x float> %6371, <8 x float> %6368
  br label %6384

6374:                                             ; preds = %6365
  %6375 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %6366)
  %6376 = bitcast <8 x float> %6366 to <8 x i32>
  %6377 = or <8 x i32> %6376, %46
  %6378 = bitcast <8 x i32> %6377 to <8 x float>
  %6379 = fcmp oeq <8 x float> %6366, %33
  %6380 = select <8 x i1> %6379, <8 x float> %6378, <8 x float> %6375
  br label %6384

6381:                                             ; preds = %6365
  %6382 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6346, <8 x i1> %5989, <8 x float> zeroinitializer)
  %6383 = fadd <8 x float> %6366, %6382
  br label %6384

6384:                                             ; preds = %6381, %6374, %6367
  %6385 = phi <8 x float> [ %6383, %6381 ], [ %6380, %6374 ], [ %6373, %6367 ]
  switch i64 %209, label %854 [
    i64 1, label %6400
    i64 2, label %6393
    i64 3, label %6386
    i64 0, label %6403
  ]

6386:                                             ; preds = %6384
  %6387 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %6385)
  %6388 = bitcast <8 x float> %6385 to <8 x i32>
  %6389 = and <8 x i32> %6388, %45
  %6390 = bitcast <8 x i32> %6389 to <8 x float>
  %6391 = fcmp oeq <8 x float> %6385, %30
  %6392 = select <8 x i1> %6391, <8 x float> %6390, <8 x float> %6387
  br label %6403

6393:                                             ; preds = %6384
  %6394 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %6385)
  %6395 = bitcast <8 x float> %6385 to <8 x i32>
  %6396 = or <8 x i32> %6395, %46
  %6397 = bitcast <8 x i32> %6396 to <8 x float>
  %6398 = fcmp oeq <8 x float> %6385, %33
  %6399 = select <8 x i1> %6398, <8 x float> %6397, <8 x float> %6394
  br label %6403

6400:                                             ; preds = %6384
  %6401 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6346, <8 x i1> %5989, <8 x float> zeroinitializer)
  %6402 = fadd <8 x float> %6385, %6401
  br label %6403

6403:                                             ; preds = %6386, %6393, %6400, %6384, %6365
  %6404 = phi <8 x float> [ %6399, %6393 ], [ %6392, %6386 ], [ %6366, %6365 ], [ %6385, %6384 ], [ %6402, %6400 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6404, ptr align 1 %6345, <8 x i1> %5989)
  %6405 = add nsw i64 %575, %701
  %6406 = getelementptr inbounds float, ptr %453, i64 %6405
  %6407 = getelementptr inbounds float, ptr %451, i64 %6405
  %6408 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6406, <8 x i1> %5989, <8 x float> zeroinitializer)
  switch i64 %189, label %854 [
    i64 1, label %6423
    i64 2, label %6416
    i64 3, label %6409
  ]

6409:                                             ; preds = %6403
  %6410 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %6408)
  %6411 = bitcast <8 x float> %6408 to <8 x i32>
  %6412 = and <8 x i32> %6411, %45
  %6413 = bitcast <8 x i32> %6412 to <8 x float>
  %6414 = fcmp oeq <8 x float> %6408, %30
  %6415 = select <8 x i1> %6414, <8 x float> %6413, <8 x float> %6410
  br label %6426

6416:                                             ; preds = %6403
  %6417 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %6408)
  %6418 = bitcast <8 x float> %6408 to <8 x i32>
  %6419 = or <8 x i32> %6418, %46
  %6420 = bitcast <8 x i32> %6419 to <8 x float>
  %6421 = fcmp oeq <8 x float> %6408, %33
  %6422 = select <8 x i1> %6421, <8 x float> %6420, <8 x float> %6417
  br label %6426

6423:                                             ; preds = %6403
  %6424 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6407, <8 x i1> %5989, <8 x float> zeroinitializer)
  %6425 = fadd <8 x float> %6408, %6424
  br label %6426

6426:                                             ; preds = %6423, %6416, %6409
  %6427 = phi <8 x float> [ %6425, %6423 ], [ %6422, %6416 ], [ %6415, %6409 ]
  switch i64 %211, label %854 [
    i64 1, label %6442
    i64 2, label %6435
    i64 3, label %6428
    i64 0, label %6464
  ]

6428:                                             ; preds = %6426
  %6429 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %6427)
  %6430 = bitcast <8 x float> %6427 to <8 x i32>
  %6431 = and <8 x i32> %6430, %45
  %6432 = bitcast <8 x i32> %6431 to <8 x float>
  %6433 = fcmp oeq <8 x float> %6427, %30
  %6434 = select <8 x i1> %6433, <8 x float> %6432, <8 x float> %6429
  br label %6445

6435:                                             ; preds = %6426
  %6436 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %6427)
  %6437 = bitcast <8 x float> %6427 to <8 x i32>
  %6438 = or <8 x i32> %6437, %46
  %6439 = bitcast <8 x i32> %6438 to <8 x float>
  %6440 = fcmp oeq <8 x float> %6427, %33
  %6441 = select <8 x i1> %6440, <8 x float> %6439, <8 x float> %6436
  br label %6445

6442:                                             ; preds = %6426
  %6443 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6407, <8 x i1> %5989, <8 x float> zeroinitializer)
  %6444 = fadd <8 x float> %6427, %6443
  br label %6445

6445:                                             ; preds = %6442, %6435, %6428
  %6446 = phi <8 x float> [ %6444, %6442 ], [ %6441, %6435 ], [ %6434, %6428 ]
  switch i64 %213, label %854 [
    i64 1, label %6461
    i64 2, label %6454
    i64 3, label %6447
    i64 0, label %6464
  ]

6447:                                             ; preds = %6445
  %6448 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %6446)
  %6449 = bitcast <8 x float> %6446 to <8 x i32>
  %6450 = and <8 x i32> %6449, %45
  %6451 = bitcast <8 x i32> %6450 to <8 x float>
  %6452 = fcmp oeq <8 x float> %6446, %30
  %6453 = select <8 x i1> %6452, <8 x float> %6451, <8 x float> %6448
  br label %6464

6454:                                             ; preds = %6445
  %6455 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %6446)
  %6456 = bitcast <8 x float> %6446 to <8 x i32>
  %6457 = or <8 x i32> %6456, %46
  %6458 = bitcast <8 x i32> %6457 to <8 x float>
  %6459 = fcmp oeq <8 x float> %6446, %33
  %6460 = select <8 x i1> %6459, <8 x float> %6458, <8 x float> %6455
  br label %6464

6461:                                             ; preds = %6445
  %6462 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6407, <8 x i1> %5989, <8 x float> zeroinitializer)
  %6463 = fadd <8 x float> %6446, %6462
  br label %6464

6464:                                             ; preds = %6447, %6454, %6461, %6093, %6445, %6426
  %6465 = phi ptr [ %6102, %6093 ], [ %6406, %6447 ], [ %6406, %6426 ], [ %6406, %6445 ], [ %6406, %6461 ], [ %6406, %6454 ]
  %6466 = phi <8 x float> [ %6103, %6093 ], [ %6453, %6447 ], [ %6427, %6426 ], [ %6446, %6445 ], [ %6463, %6461 ], [ %6460, %6454 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6466, ptr align 1 %6465, <8 x i1> %5989)
  br label %7410

6467:                                             ; preds = %2145
  %6468 = sub i64 %7, %701
  %6469 = icmp sgt i64 %6468, 7
  %6470 = trunc i64 %6468 to i32
  %6471 = select i1 %6469, i32 8, i32 %6470
  %6472 = insertelement <8 x i32> poison, i32 %6471, i64 0
  %6473 = shufflevector <8 x i32> %6472, <8 x i32> poison, <8 x i32> zeroinitializer
  %6474 = icmp sgt <8 x i32> %6473, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6475 = add i64 %701, 8
  %6476 = sub i64 %7, %6475
  %6477 = icmp sgt i64 %6476, 7
  %6478 = trunc i64 %6476 to i32
  %6479 = select i1 %6477, i32 8, i32 %6478
  %6480 = insertelement <8 x i32> poison, i32 %6479, i64 0
  %6481 = shufflevector <8 x i32> %6480, <8 x i32> poison, <8 x i32> zeroinitializer
  %6482 = icmp sgt <8 x i32> %6481, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %42, label %6514, label %6483

6483:                                             ; preds = %6467
  %6484 = load float, ptr %465, align 1
  %6485 = insertelement <8 x float> poison, float %6484, i64 0
  %6486 = shufflevector <8 x float> %6485, <8 x float> poison, <8 x i32> zeroinitializer
  %6487 = insertelement <8 x float> poison, float %6484, i64 0
  %6488 = shufflevector <8 x float> %6487, <8 x float> poison, <8 x i32> zeroinitializer
  %6489 = load float, ptr %526, align 1
  %6490 = insertelement <8 x float> poison, float %6489, i64 0
  %6491 = shufflevector <8 x float> %6490, <8 x float> poison, <8 x i32> zeroinitializer
  %6492 = insertelement <8 x float> poison, float %6489, i64 0
  %6493 = shufflevector <8 x float> %6492, <8 x float> poison, <8 x i32> zeroinitializer
  %6494 = load float, ptr %529, align 1
  %6495 = insertelement <8 x float> poison, float %6494, i64 0
  %6496 = shufflevector <8 x float> %6495, <8 x float> poison, <8 x i32> zeroinitializer
  %6497 = insertelement <8 x float> poison, float %6494, i64 0
  %6498 = shufflevector <8 x float> %6497, <8 x float> poison, <8 x i32> zeroinitializer
  %6499 = load float, ptr %532, align 1
  %6500 = insertelement <8 x float> poison, float %6499, i64 0
  %6501 = shufflevector <8 x float> %6500, <8 x float> poison, <8 x i32> zeroinitializer
  %6502 = insertelement <8 x float> poison, float %6499, i64 0
  %6503 = shufflevector <8 x float> %6502, <8 x float> poison, <8 x i32> zeroinitializer
  %6504 = load float, ptr %535, align 1
  %6505 = insertelement <8 x float> poison, float %6504, i64 0
  %6506 = shufflevector <8 x float> %6505, <8 x float> poison, <8 x i32> zeroinitializer
  %6507 = insertelement <8 x float> poison, float %6504, i64 0
  %6508 = shufflevector <8 x float> %6507, <8 x float> poison, <8 x i32> zeroinitializer
  %6509 = load float, ptr %538, align 1
  %6510 = insertelement <8 x float> poison, float %6509, i64 0
  %6511 = shufflevector <8 x float> %6510, <8 x float> poison, <8 x i32> zeroinitializer
  %6512 = insertelement <8 x float> poison, float %6509, i64 0
  %6513 = shufflevector <8 x float> %6512, <8 x float> poison, <8 x i32> zeroinitializer
  br label %6540

6514:                                             ; preds = %6467
  %6515 = getelementptr float, ptr %448, i64 %701
  %6516 = getelementptr float, ptr %6515, i64 %469
  %6517 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6516, <8 x i1> %6474, <8 x float> zeroinitializer)
  %6518 = getelementptr inbounds nuw i8, ptr %6516, i64 32
  %6519 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %6518, <8 x i1> %6482, <8 x float> zeroinitializer)
  %6520 = getelementptr float, ptr %6515, i64 %542
  %6521 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6520, <8 x i1> %6474, <8 x float> zeroinitializer)
  %6522 = getelementptr inbounds nuw i8, ptr %6520, i64 32
  %6523 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %6522, <8 x i1> %6482, <8 x float> zeroinitializer)
  %6524 = getelementptr float, ptr %6515, i64 %544
  %6525 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6524, <8 x i1> %6474, <8 x float> zeroinitializer)
  %6526 = getelementptr inbounds nuw i8, ptr %6524, i64 32
  %6527 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %6526, <8 x i1> %6482, <8 x float> zeroinitializer)
  %6528 = getelementptr float, ptr %6515, i64 %546
  %6529 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6528, <8 x i1> %6474, <8 x float> zeroinitializer)
  %6530 = getelementptr inbounds nuw i8, ptr %6528, i64 32
  %6531 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %6530, <8 x i1> %6482, <8 x float> zeroinitializer)
  %6532 = getelementptr float, ptr %6515, i64 %548
  %6533 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6532, <8 x i1> %6474, <8 x float> zeroinitializer)
  %6534 = getelementptr inbounds nuw i8, ptr %6532, i64 32
  %6535 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %6534, <8 x i1> %6482, <8 x float> zeroinitializer)
  %6536 = getelementptr float, ptr %6515, i64 %550
  %6537 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6536, <8 x i1> %6474, <8 x float> zeroinitializer)
  %6538 = getelementptr inbounds nuw i8, ptr %6536, i64 32
  %6539 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %6538, <8 x i1> %6482, <8 x float> zeroinitializer)
  br label %6540

6540:                                             ; preds = %6514, %6483
  %6541 = phi <8 x float> [ %6537, %6514 ], [ %6511, %6483 ]
  %6542 = phi <8 x float> [ %6533, %6514 ], [ %6506, %6483 ]
  %6543 = phi <8 x float> [ %6529, %6514 ], [ %6501, %6483 ]
  %6544 = phi <8 x float> [ %6525, %6514 ], [ %6496, %6483 ]
  %6545 = phi <8 x float> [ %6521, %6514 ], [ %6491, %6483 ]
  %6546 = phi <8 x float> [ %6517, %6514 ], [ %6486, %6483 ]
  %6547 = phi <8 x float> [ %6519, %6514 ], [ %6488, %6483 ]
  %6548 = phi i64 [ %542, %6514 ], [ %528, %6483 ]
  %6549 = phi <8 x float> [ %6523, %6514 ], [ %6493, %6483 ]
  %6550 = phi i64 [ %544, %6514 ], [ %531, %6483 ]
  %6551 = phi <8 x float> [ %6527, %6514 ], [ %6498, %6483 ]
  %6552 = phi i64 [ %546, %6514 ], [ %534, %6483 ]
  %6553 = phi <8 x float> [ %6531, %6514 ], [ %6503, %6483 ]
  %6554 = phi i64 [ %548, %6514 ], [ %537, %6483 ]
  %6555 = phi <8 x float> [ %6535, %6514 ], [ %6508, %6483 ]
  %6556 = phi i64 [ %550, %6514 ], [ %540, %6483 ]
  %6557 = phi <8 x float> [ %6539, %6514 ], [ %6513, %6483 ]
  %6558 = getelementptr inbounds float, ptr %446, i64 %701
  br i1 %43, label %6585, label %6559

6559:                                             ; preds = %6585, %6540
  %6560 = phi <8 x float> [ %6557, %6540 ], [ %6639, %6585 ]
  %6561 = phi <8 x float> [ %6541, %6540 ], [ %6638, %6585 ]
  %6562 = phi <8 x float> [ %6555, %6540 ], [ %6633, %6585 ]
  %6563 = phi <8 x float> [ %6542, %6540 ], [ %6632, %6585 ]
  %6564 = phi <8 x float> [ %6553, %6540 ], [ %6627, %6585 ]
  %6565 = phi <8 x float> [ %6543, %6540 ], [ %6626, %6585 ]
  %6566 = phi <8 x float> [ %6551, %6540 ], [ %6621, %6585 ]
  %6567 = phi <8 x float> [ %6544, %6540 ], [ %6620, %6585 ]
  %6568 = phi <8 x float> [ %6549, %6540 ], [ %6615, %6585 ]
  %6569 = phi <8 x float> [ %6545, %6540 ], [ %6614, %6585 ]
  %6570 = phi <8 x float> [ %6547, %6540 ], [ %6609, %6585 ]
  %6571 = phi <8 x float> [ %6546, %6540 ], [ %6608, %6585 ]
  %6572 = getelementptr float, ptr %453, i64 %701
  %6573 = getelementptr float, ptr %6572, i64 %469
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6571, ptr align 1 %6573, <8 x i1> %6474)
  %6574 = getelementptr inbounds nuw i8, ptr %6573, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6570, ptr nonnull align 1 %6574, <8 x i1> %6482)
  %6575 = getelementptr float, ptr %6572, i64 %6548
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6569, ptr align 1 %6575, <8 x i1> %6474)
  %6576 = getelementptr inbounds nuw i8, ptr %6575, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6568, ptr nonnull align 1 %6576, <8 x i1> %6482)
  %6577 = getelementptr float, ptr %6572, i64 %6550
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6567, ptr align 1 %6577, <8 x i1> %6474)
  %6578 = getelementptr inbounds nuw i8, ptr %6577, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6566, ptr nonnull align 1 %6578, <8 x i1> %6482)
  %6579 = getelementptr float, ptr %6572, i64 %6552
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6565, ptr align 1 %6579, <8 x i1> %6474)
  %6580 = getelementptr inbounds nuw i8, ptr %6579, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6564, ptr nonnull align 1 %6580, <8 x i1> %6482)
  %6581 = getelementptr float, ptr %6572, i64 %6554
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6563, ptr align 1 %6581, <8 x i1> %6474)
  %6582 = getelementptr inbounds nuw i8, ptr %6581, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6562, ptr nonnull align 1 %6582, <8 x i1> %6482)
  %6583 = getelementptr float, ptr %6572, i64 %6556
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6561, ptr align 1 %6583, <8 x i1> %6474)
  %6584 = getelementptr inbounds nuw i8, ptr %6583, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6560, ptr nonnull align 1 %6584, <8 x i1> %6482)
  br i1 %44, label %7410, label %6642

6585:                                             ; preds = %6540, %6585
  %6586 = phi <8 x float> [ %6639, %6585 ], [ %6557, %6540 ]
  %6587 = phi <8 x float> [ %6638, %6585 ], [ %6541, %6540 ]
  %6588 = phi <8 x float> [ %6633, %6585 ], [ %6555, %6540 ]
  %6589 = phi <8 x float> [ %6632, %6585 ], [ %6542, %6540 ]
  %6590 = phi <8 x float> [ %6627, %6585 ], [ %6553, %6540 ]
  %6591 = phi <8 x float> [ %6626, %6585 ], [ %6543, %6540 ]
  %6592 = phi <8 x float> [ %6621, %6585 ], [ %6551, %6540 ]
  %6593 = phi <8 x float> [ %6620, %6585 ], [ %6544, %6540 ]
  %6594 = phi <8 x float> [ %6615, %6585 ], [ %6549, %6540 ]
  %6595 = phi <8 x float> [ %6614, %6585 ], [ %6545, %6540 ]
  %6596 = phi <8 x float> [ %6609, %6585 ], [ %6547, %6540 ]
  %6597 = phi <8 x float> [ %6608, %6585 ], [ %6546, %6540 ]
  %6598 = phi i64 [ %6640, %6585 ], [ 0, %6540 ]
  %6599 = mul nsw i64 %6598, %7
  %6600 = getelementptr inbounds float, ptr %6558, i64 %6599
  %6601 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6600, <8 x i1> %6474, <8 x float> zeroinitializer)
  %6602 = getelementptr inbounds nuw i8, ptr %6600, i64 32
  %6603 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %6602, <8 x i1> %6482, <8 x float> zeroinitializer)
  %6604 = getelementptr float, ptr %467, i64 %6598
  %6605 = load float, ptr %6604, align 1
  %6606 = insertelement <8 x float> poison, float %6605, i64 0
  %6607 = shufflevector <8 x float> %6606, <8 x float> poison, <8 x i32> zeroinitializer
  %6608 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6601, <8 x float> %6607, <8 x float> %6597)
  %6609 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6603, <8 x float> %6607, <8 x float> %6596)
  %6610 = getelementptr float, ptr %6604, i64 %5
  %6611 = load float, ptr %6610, align 1
  %6612 = insertelement <8 x float> poison, float %6611, i64 0
  %6613 = shufflevector <8 x float> %6612, <8 x float> poison, <8 x i32> zeroinitializer
  %6614 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6601, <8 x float> %6613, <8 x float> %6595)
  %6615 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6603, <8 x float> %6613, <8 x float> %6594)
  %6616 = getelementptr i8, ptr %6604, i64 %132
  %6617 = load float, ptr %6616, align 1
  %6618 = insertelement <8 x float> poison, float %6617, i64 0
  %6619 = shufflevector <8 x float> %6618, <8 x float> poison, <8 x i32> zeroinitializer
  %6620 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6601, <8 x float> %6619, <8 x float> %6593)
  %6621 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6603, <8 x float> %6619, <8 x float> %6592)
  %6622 = getelementptr i8, ptr %6604, i64 %133
  %6623 = load float, ptr %6622, align 1
  %6624 = insertelement <8 x float> poison, float %6623, i64 0
  %6625 = shufflevector <8 x float> %6624, <8 x float> poison, <8 x i32> zeroinitializer
  %6626 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6601, <8 x float> %6625, <8 x float> %6591)
  %6627 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6603, <8 x float> %6625, <8 x float> %6590)
  %6628 = getelementptr i8, ptr %6604, i64 %134
  %6629 = load float, ptr %6628, align 1
  %6630 = insertelement <8 x float> poison, float %6629, i64 0
  %6631 = shufflevector <8 x float> %6630, <8 x float> poison, <8 x i32> zeroinitializer
  %6632 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6601, <8 x float> %6631, <8 x float> %6589)
  %6633 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6603, <8 x float> %6631, <8 x float> %6588)
  %6634 = getelementptr i8, ptr %6604, i64 %135
  %6635 = load float, ptr %6634, align 1
  %6636 = insertelement <8 x float> poison, float %6635, i64 0
  %6637 = shufflevector <8 x float> %6636, <8 x float> poison, <8 x i32> zeroinitializer
  %6638 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6601, <8 x float> %6637, <8 x float> %6587)
  %6639 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6603, <8 x float> %6637, <8 x float> %6586)
  %6640 = add nuw nsw i64 %6598, 1
  %6641 = icmp eq i64 %6640, %5
  br i1 %6641, label %6559, label %6585

6642:                                             ; preds = %6559
  %6643 = add nsw i64 %469, %701
  %6644 = getelementptr inbounds float, ptr %453, i64 %6643
  %6645 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6644, <8 x i1> %6474, <8 x float> zeroinitializer)
  %6646 = getelementptr inbounds float, ptr %451, i64 %6643
  switch i64 %136, label %854 [
    i64 1, label %6681
    i64 2, label %6684
    i64 3, label %6691
    i64 0, label %6647
  ]

6647:                                             ; preds = %6642
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6645, ptr align 1 %6644, <8 x i1> %6474)
  %6648 = getelementptr float, ptr %453, i64 %6643
  %6649 = getelementptr i8, ptr %6648, i64 32
  %6650 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6649, <8 x i1> %6482, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6650, ptr align 1 %6649, <8 x i1> %6482)
  %6651 = add nsw i64 %6548, %701
  %6652 = getelementptr inbounds float, ptr %453, i64 %6651
  %6653 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6652, <8 x i1> %6474, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6653, ptr align 1 %6652, <8 x i1> %6474)
  %6654 = getelementptr float, ptr %453, i64 %6651
  %6655 = getelementptr i8, ptr %6654, i64 32
  %6656 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6655, <8 x i1> %6482, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6656, ptr align 1 %6655, <8 x i1> %6482)
  %6657 = add nsw i64 %6550, %701
  %6658 = getelementptr inbounds float, ptr %453, i64 %6657
  %6659 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6658, <8 x i1> %6474, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6659, ptr align 1 %6658, <8 x i1> %6474)
  %6660 = getelementptr float, ptr %453, i64 %6657
  %6661 = getelementptr i8, ptr %6660, i64 32
  %6662 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6661, <8 x i1> %6482, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6662, ptr align 1 %6661, <8 x i1> %6482)
  %6663 = add nsw i64 %6552, %701
  %6664 = getelementptr inbounds float, ptr %453, i64 %6663
  %6665 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6664, <8 x i1> %6474, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6665, ptr align 1 %6664, <8 x i1> %6474)
  %6666 = getelementptr float, ptr %453, i64 %6663
  %6667 = getelementptr i8, ptr %6666, i64 32
  %6668 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6667, <8 x i1> %6482, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6668, ptr align 1 %6667, <8 x i1> %6482)
  %6669 = add nsw i64 %6554, %701
  %6670 = getelementptr inbounds float, ptr %453, i64 %6669
  %6671 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6670, <8 x i1> %6474, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6671, ptr align 1 %6670, <8 x i1> %6474)
  %6672 = getelementptr float, ptr %453, i64 %6669
  %6673 = getelementptr i8, ptr %6672, i64 32
  %6674 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6673, <8 x i1> %6482, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6674, ptr align 1 %6673, <8 x i1> %6482)
  %6675 = add nsw i64 %6556, %701
  %6676 = getelementptr inbounds float, ptr %453, i64 %6675
  %6677 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6676, <8 x i1> %6474, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6677, ptr align 1 %6676, <8 x i1> %6474)
  %6678 = getelementptr float, ptr %453, i64 %6675
  %6679 = getelementptr i8, ptr %6678, i64 32
  %6680 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6679, <8 x i1> %6482, <8 x float> zeroinitializer)
  br label %7407

6681:                                             ; preds = %6642
  %6682 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6646, <8 x i1> %6474, <8 x float> zeroinitializer)
  %6683 = fadd <8 x float> %6645, %6682
  br label %6698

6684:                                             ; preds = %6642
  %6685 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %6645)
  %6686 = bitcast <8 x float> %6645 to <8 x i32>
  %6687 = or <8 x i32> %6686, %46
  %6688 = bitcast <8 x i32> %6687 to <8 x float>
  %6689 = fcmp oeq <8 x float> %6645, %33
  %6690 = select <8 x i1> %6689, <8 x float> %6688, <8 x float> %6685
  br label %6698

6691:                                             ; preds = %6642
  %6692 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %6645)
  %6693 = bitcast <8 x float> %6645 to <8 x i32>
  %6694 = and <8 x i32> %6693, %45
  %6695 = bitcast <8 x i32> %6694 to <8 x float>
  %6696 = fcmp oeq <8 x float> %6645, %30
  %6697 = select <8 x i1> %6696, <8 x float> %6695, <8 x float> %6692
  br label %6698

6698:                                             ; preds = %6691, %6684, %6681
  %6699 = phi <8 x float> [ %6683, %6681 ], [ %6690, %6684 ], [ %6697, %6691 ]
  switch i64 %138, label %854 [
    i64 1, label %6714
    i64 2, label %6707
    i64 3, label %6700
    i64 0, label %6736
  ]

6700:                                             ; preds = %6698
  %6701 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %6699)
  %6702 = bitcast <8 x float> %6699 to <8 x i32>
  %6703 = and <8 x i32> %6702, %45
  %6704 = bitcast <8 x i32> %6703 to <8 x float>
  %6705 = fcmp oeq <8 x float> %6699, %30
  %6706 = select <8 x i1> %6705, <8 x float> %6704, <8 x float> %6701
  br label %6717

6707:                                             ; preds = %6698
  %6708 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %6699)
  %6709 = bitcast <8 x float> %6699 to <8 x i32>
  %6710 = or <8 x i32> %6709, %46
  %6711 = bitcast <8 x i32> %6710 to <8 x float>
  %6712 = fcmp oeq <8 x float> %6699, %33
  %6713 = select <8 x i1> %6712, <8 x float> %6711, <8 x float> %6708
  br label %6717

6714:                                             ; preds = %6698
  %6715 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6646, <8 x i1> %6474, <8 x float> zeroinitializer)
  %6716 = fadd <8 x float> %6699, %6715
  br label %6717

6717:                                             ; preds = %6714, %6707, %6700
  %6718 = phi <8 x float> [ %6716, %6714 ], [ %6713, %6707 ], [ %6706, %6700 ]
  switch i64 %140, label %854 [
    i64 1, label %6733
    i64 2, label %6726
    i64 3, label %6719
    i64 0, label %6736
  ]

6719:                                             ; preds = %6717
  %6720 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %6718)
  %6721 = bitcast <8 x float> %6718 to <8 x i32>
  %6722 = and <8 x i32> %6721, %45
  %6723 = bitcast <8 x i32> %6722 to <8 x float>
  %6724 = fcmp oeq <8 x float> %6718, %30
  %6725 = select <8 x i1> %6724, <8 x float> %6723, <8 x float> %6720
  br label %6736

6726:                                             ; preds = %6717
  %6727 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %6718)
  %6728 = bitcast <8 x float> %6718 to <8 x i32>
  %6729 = or <8 x i32> %6728, %46
  %6730 = bitcast <8 x i32> %6729 to <8 x float>
  %6731 = fcmp oeq <8 x float> %6718, %33
  %6732 = select <8 x i1> %6731, <8 x float> %6730, <8 x float> %6727
  br label %6736

6733:                                             ; preds = %6717
  %6734 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6646, <8 x i1> %6474, <8 x float> zeroinitializer)
  %6735 = fadd <8 x float> %6718, %6734
  br label %6736

6736:                                             ; preds = %6719, %6726, %6733, %6717, %6698
  %6737 = phi <8 x float> [ %6718, %6717 ], [ %6725, %6719 ], [ %6699, %6698 ], [ %6735, %6733 ], [ %6732, %6726 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6737, ptr align 1 %6644, <8 x i1> %6474)
  %6738 = add nsw i64 %6643, 8
  %6739 = getelementptr inbounds float, ptr %453, i64 %6738
  %6740 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6739, <8 x i1> %6482, <8 x float> zeroinitializer)
  %6741 = getelementptr inbounds float, ptr %451, i64 %6738
  switch i64 %136, label %854 [
    i64 1, label %6756
    i64 2, label %6749
    i64 3, label %6742
  ]

6742:                                             ; preds = %6736
  %6743 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %6740)
  %6744 = bitcast <8 x float> %6740 to <8 x i32>
  %6745 = and <8 x i32> %6744, %45
  %6746 = bitcast <8 x i32> %6745 to <8 x float>
  %6747 = fcmp oeq <8 x float> %6740, %30
  %6748 = select <8 x i1> %6747, <8 x float> %6746, <8 x float> %6743
  br label %6759

6749:                                             ; preds = %6736
  %6750 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %6740)
  %6751 = bitcast <8 x float> %6740 to <8 x i32>
  %6752 = or <8 x i32> %6751, %46
  %6753 = bitcast <8 x i32> %6752 to <8 x float>
  %6754 = fcmp oeq <8 x float> %6740, %33
  %6755 = select <8 x i1> %6754, <8 x float> %6753, <8 x float> %6750
  br label %6759

6756:                                             ; preds = %6736
  %6757 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6741, <8 x i1> %6482, <8 x float> zeroinitializer)
  %6758 = fadd <8 x float> %6740, %6757
  br label %6759

6759:                                             ; preds = %6756, %6749, %6742
  %6760 = phi <8 x float> [ %6758, %6756 ], [ %6755, %6749 ], [ %6748, %6742 ]
  switch i64 %142, label %854 [
    i64 1, label %6775
    i64 2, label %6768
    i64 3, label %6761
    i64 0, label %6797
  ]

6761:                                             ; preds = %6759
  %6762 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %6760)
  %6763 = bitcast <8 x float> %6760 to <8 x i32>
  %6764 = and <8 x i32> %6763, %45
  %6765 = bitcast <8 x i32> %6764 to <8 x float>
  %6766 = fcmp oeq <8 x float> %6760, %30
  %6767 = select <8 x i1> %6766, <8 x float> %6765, <8 x float> %6762
  br label %6778

6768:                                             ; preds = %6759
  %6769 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %6760)
  %6770 = bitcast <8 x float> %6760 to <8 x i32>
  %6771 = or <8 x i32> %6770, %46
  %6772 = bitcast <8 x i32> %6771 to <8 x float>
  %6773 = fcmp oeq <8 x float> %6760, %33
  %6774 = select <8 x i1> %6773, <8 x float> %6772, <8 x float> %6769
  br label %6778

6775:                                             ; preds = %6759
  %6776 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6741, <8 x i1> %6482, <8 x float> zeroinitializer)
  %6777 = fadd <8 x float> %6760, %6776
  br label %6778

6778:                                             ; preds = %6775, %6768, %6761
  %6779 = phi <8 x float> [ %6777, %6775 ], [ %6774, %6768 ], [ %6767, %6761 ]
  switch i64 %144, label %854 [
    i64 1, label %6794
    i64 2, label %6787
    i64 3, label %6780
    i64 0, label %6797
  ]

6780:                                             ; preds = %6778
  %6781 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %6779)
  %6782 = bitcast <8 x float> %6779 to <8 x i32>
  %6783 = and <8 x i32> %6782, %45
  %6784 = bitcast <8 x i32> %6783 to <8 x float>
  %6785 = fcmp oeq <8 x float> %6779, %30
  %6786 = select <8 x i1> %6785, <8 x float> %6784, <8 x float> %6781
  br label %6797

6787:                                             ; preds = %6778
  %6788 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %6779)
  %6789 = bitcast <8 x float> %6779 to <8 x i32>
  %6790 = or <8 x i32> %6789, %46
  %6791 = bitcast <8 x i32> %6790 to <8 x float>
  %6792 = fcmp oeq <8 x float> %6779, %33
  %6793 = select <8 x i1> %6792, <8 x float> %6791, <8 x float> %6788
  br label %6797

6794:                                             ; preds = %6778
  %6795 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6741, <8 x i1> %6482, <8 x float> zeroinitializer)
  %6796 = fadd <8 x float> %6779, %6795
  br label %6797

6797:                                             ; preds = %6780, %6787, %6794, %6778, %6759
  %6798 = phi <8 x float> [ %6793, %6787 ], [ %6786, %6780 ], [ %6760, %6759 ], [ %6779, %6778 ], [ %6796, %6794 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6798, ptr align 1 %6739, <8 x i1> %6482)
  %6799 = add nsw i64 %6548, %701
  %6800 = getelementptr inbounds float, ptr %453, i64 %6799
  %6801 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6800, <8 x i1> %6474, <8 x float> zeroinitializer)
  %6802 = getelementptr inbounds float, ptr %451, i64 %6799
  switch i64 %136, label %854 [
    i64 1, label %6817
    i64 2, label %6810
    i64 3, label %6803
  ]

6803:                                             ; preds = %6797
  %6804 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %6801)
  %6805 = bitcast <8 x float> %6801 to <8 x i32>
  %6806 = and <8 x i32> %6805, %45
  %6807 = bitcast <8 x i32> %6806 to <8 x float>
  %6808 = fcmp oeq <8 x float> %6801, %30
  %6809 = select <8 x i1> %6808, <8 x float> %6807, <8 x float> %6804
  br label %6820

6810:                                             ; preds = %6797
  %6811 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %6801)
  %6812 = bitcast <8 x float> %6801 to <8 x i32>
  %6813 = or <8 x i32> %6812, %46
  %6814 = bitcast <8 x i32> %6813 to <8 x float>
  %6815 = fcmp oeq <8 x float> %6801, %33
  %6816 = select <8 x i1> %6815, <8 x float> %6814, <8 x float> %6811
  br label %6820

6817:                                             ; preds = %6797
  %6818 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6802, <8 x i1> %6474, <8 x float> zeroinitializer)
  %6819 = fadd <8 x float> %6801, %6818
  br label %6820

6820:                                             ; preds = %6817, %6810, %6803
  %6821 = phi <8 x float> [ %6819, %6817 ], [ %6816, %6810 ], [ %6809, %6803 ]
  switch i64 %146, label %854 [
    i64 1, label %6836
    i64 2, label %6829
    i64 3, label %6822
    i64 0, label %6858
  ]

6822:                                             ; preds = %6820
  %6823 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %6821)
  %6824 = bitcast <8 x float> %6821 to <8 x i32>
  %6825 = and <8 x i32> %6824, %45
  %6826 = bitcast <8 x i32> %6825 to <8 x float>
  %6827 = fcmp oeq <8 x float> %6821, %30
  %6828 = select <8 x i1> %6827, <8 x float> %6826, <8 x float> %6823
  br label %6839

6829:                                             ; preds = %6820
  %6830 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %6821)
  %6831 = bitcast <8 x float> %6821 to <8 x i32>
  %6832 = or <8 x i32> %6831, %46
  %6833 = bitcast <8 x i32> %6832 to <8 x float>
  %6834 = fcmp oeq <8 x float> %6821, %33
  %6835 = select <8 x i1> %6834, <8 x float> %6833, <8 x float> %6830
  br label %6839

6836:                                             ; preds = %6820
  %6837 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6802, <8 x i1> %6474, <8 x float> zeroinitializer)
  %6838 = fadd <8 x float> %6821, %6837
  br label %6839

6839:                                             ; preds = %6836, %6829, %6822
  %6840 = phi <8 x float> [ %6838, %6836 ], [ %6835, %6829 ], [ %6828, %6822 ]
  switch i64 %148, label %854 [
    i64 1, label %6855
    i64 2, label %6848
    i64 3, label %6841
    i64 0, label %6858
  ]

6841:                                             ; preds = %6839
  %6842 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %6840)
  %6843 = bitcast <8 x float> %6840 to <8 x i32>
  %6844 = and <8 x i32> %6843, %45
  %6845 = bitcast <8 x i32> %6844 to <8 x float>
  %6846 = fcmp oeq <8 x float> %6840, %30
  %6847 = select <8 x i1> %6846, <8 x float> %6845, <8 x float> %6842
  br label %6858

6848:                                             ; preds = %6839
  %6849 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %6840)
  %6850 = bitcast <8 x float> %6840 to <8 x i32>
  %6851 = or <8 x i32> %6850, %46
  %6852 = bitcast <8 x i32> %6851 to <8 x float>
  %6853 = fcmp oeq <8 x float> %6840, %33
  %6854 = select <8 x i1> %6853, <8 x float> %6852, <8 x float> %6849
  br label %6858

6855:                                             ; preds = %6839
  %6856 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6802, <8 x i1> %6474, <8 x float> zeroinitializer)
  %6857 = fadd <8 x float> %6840, %6856
  br label %6858

6858:                                             ; preds = %6841, %6848, %6855, %6839, %6820
  %6859 = phi <8 x float> [ %6854, %6848 ], [ %6847, %6841 ], [ %6821, %6820 ], [ %6840, %6839 ], [ %6857, %6855 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6859, ptr align 1 %6800, <8 x i1> %6474)
  %6860 = add nsw i64 %6799, 8
  %6861 = getelementptr inbounds float, ptr %453, i64 %6860
  %6862 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6861, <8 x i1> %6482, <8 x float> zeroinitializer)
  %6863 = getelementptr inbounds float, ptr %451, i64 %6860
  switch i64 %136, label %854 [
    i64 1, label %6878
    i64 2, label %6871
    i64 3, label %6864
  ]

6864:                                             ; preds = %6858
  %6865 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %6862)
  %6866 = bitcast <8 x float> %6862 to <8 x i32>
  %6867 = and <8 x i32> %6866, %45
  %6868 = bitcast <8 x i32> %6867 to <8 x float>
  %6869 = fcmp oeq <8 x float> %6862, %30
  %6870 = select <8 x i1> %6869, <8 x float> %6868, <8 x float> %6865
  br label %6881

6871:                                             ; preds = %6858
  %6872 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %6862)
  %6873 = bitcast <8 x float> %6862 to <8 x i32>
  %6874 = or <8 x i32> %6873, %46
  %6875 = bitcast <8 x i32> %6874 to <8 x float>
  %6876 = fcmp oeq <8 x float> %6862, %33
  %6877 = select <8 x i1> %6876, <8 x float> %6875, <8 x float> %6872
  br label %6881

6878:                                             ; preds = %6858
  %6879 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6863, <8 x i1> %6482, <8 x float> zeroinitializer)
  %6880 = fadd <8 x float> %6862, %6879
  br label %6881

6881:                                             ; preds = %6878, %6871, %6864
  %6882 = phi <8 x float> [ %6880, %6878 ], [ %6877, %6871 ], [ %6870, %6864 ]
  switch i64 %150, label %854 [
    i64 1, label %6897
    i64 2, label %6890
    i64 3, label %6883
    i64 0, label %6919
  ]

6883:                                             ; preds = %6881
  %6884 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %6882)
  %6885 = bitcast <8 x float> %6882 to <8 x i32>
  %6886 = and <8 x i32> %6885, %45
  %6887 = bitcast <8 x i32> %6886 to <8 x float>
  %6888 = fcmp oeq <8 x float> %6882, %30
  %6889 = select <8 x i1> %6888, <8 x float> %6887, <8 x float> %6884
  br label %6900

6890:                                             ; preds = %6881
  %6891 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %6882)
  %6892 = bitcast <8 x float> %6882 to <8 x i32>
  %6893 = or <8 x i32> %6892, %46
  %6894 = bitcast <8 x i32> %6893 to <8 x float>
  %6895 = fcmp oeq <8 x float> %6882, %33
  %6896 = select <8 x i1> %6895, <8 x float> %6894, <8 x float> %6891
  br label %6900

6897:                                             ; preds = %6881
  %6898 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6863, <8 x i1> %6482, <8 x float> zeroinitializer)
  %6899 = fadd <8 x float> %6882, %6898
  br label %6900

6900:                                             ; preds = %6897, %6890, %6883
  %6901 = phi <8 x float> [ %6899, %6897 ], [ %6896, %6890 ], [ %6889, %6883 ]
  switch i64 %152, label %854 [
    i64 1, label %6916
    i64 2, label %6909
    i64 3, label %6902
    i64 0, label %6919
  ]

6902:                                             ; preds = %6900
  %6903 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %6901)
  %6904 = bitcast <8 x float> %6901 to <8 x i32>
  %6905 = and <8 x i32> %6904, %45
  %6906 = bitcast <8 x i32> %6905 to <8 x float>
  %6907 = fcmp oeq <8 x float> %6901, %30
  %6908 = select <8 x i1> %6907, <8 x float> %6906, <8 x float> %6903
  br label %6919

6909:                                             ; preds = %6900
  %6910 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %6901)
  %6911 = bitcast <8 x float> %6901 to <8 x i32>
  %6912 = or <8 x i32> %6911, %46
  %6913 = bitcast <8 x i32> %6912 to <8 x float>
  %6914 = fcmp oeq <8 x float> %6901, %33
  %6915 = select <8 x i1> %6914, <8 x float> %6913, <8 x float> %6910
  br label %6919

6916:                                             ; preds = %6900
  %6917 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6863, <8 x i1> %6482, <8 x float> zeroinitializer)
  %6918 = fadd <8 x float> %6901, %6917
  br label %6919

6919:                                             ; preds = %6902, %6909, %6916, %6900, %6881
  %6920 = phi <8 x float> [ %6915, %6909 ], [ %6908, %6902 ], [ %6882, %6881 ], [ %6901, %6900 ], [ %6918, %6916 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6920, ptr align 1 %6861, <8 x i1> %6482)
  %6921 = add nsw i64 %6550, %701
  %6922 = getelementptr inbounds float, ptr %453, i64 %6921
  %6923 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6922, <8 x i1> %6474, <8 x float> zeroinitializer)
  %6924 = getelementptr inbounds float, ptr %451, i64 %6921
  switch i64 %136, label %854 [
    i64 1, label %6939
    i64 2, label %6932
    i64 3, label %6925
  ]

6925:                                             ; preds = %6919
  %6926 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %6923)
  %6927 = bitcast <8 x float> %6923 to <8 x i32>
  %6928 = and <8 x i32> %6927, %45
  %6929 = bitcast <8 x i32> %6928 to <8 x float>
  %6930 = fcmp oeq <8 x float> %6923, %30
  %6931 = select <8 x i1> %6930, <8 x float> %6929, <8 x float> %6926
  br label %6942

6932:                                             ; preds = %6919
  %6933 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %6923)
  %6934 = bitcast <8 x float> %6923 to <8 x i32>
  %6935 = or <8 x i32> %6934, %46
  %6936 = bitcast <8 x i32> %6935 to <8 x float>
  %6937 = fcmp oeq <8 x float> %6923, %33
  %6938 = select <8 x i1> %6937, <8 x float> %6936, <8 x float> %6933
  br label %6942

6939:                                             ; preds = %6919
  %6940 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6924, <8 x i1> %6474, <8 x float> zeroinitializer)
  %6941 = fadd <8 x float> %6923, %6940
  br label %6942

6942:                                             ; preds = %6939, %6932, %6925
  %6943 = phi <8 x float> [ %6941, %6939 ], [ %6938, %6932 ], [ %6931, %6925 ]
  switch i64 %154, label %854 [
    i64 1, label %6958
    i64 2, label %6951
    i64 3, label %6944
    i64 0, label %6980
  ]

6944:                                             ; preds = %6942
  %6945 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %6943)
  %6946 = bitcast <8 x float> %6943 to <8 x i32>
  %6947 = and <8 x i32> %6946, %45
  %6948 = bitcast <8 x i32> %6947 to <8 x float>
  %6949 = fcmp oeq <8 x float> %6943, %30
  %6950 = select <8 x i1> %6949, <8 x float> %6948, <8 x float> %6945
  br label %6961

6951:                                             ; preds = %6942
  %6952 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %6943)
  %6953 = bitcast <8 x float> %6943 to <8 x i32>
  %6954 = or <8 x i32> %6953, %46
  %6955 = bitcast <8 x i32> %6954 to <8 x float>
  %6956 = fcmp oeq <8 x float> %6943, %33
  %6957 = select <8 x i1> %6956, <8 x float> %6955, <8 x float> %6952
  br label %6961

6958:                                             ; preds = %6942
  %6959 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6924, <8 x i1> %6474, <8 x float> zeroinitializer)
  %6960 = fadd <8 x float> %6943, %6959
  br label %6961

6961:                                             ; preds = %6958, %6951, %6944
  %6962 = phi <8 x float> [ %6960, %6958 ], [ %6957, %6951 ], [ %6950, %6944 ]
  switch i64 %156, label %854 [
    i64 1, label %6977
    i64 2, label %6970
    i64 3, label %6963
    i64 0, label %6980
  ]

6963:                                             ; preds = %6961
  %6964 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %6962)
  %6965 = bitcast <8 x float> %6962 to <8 x i32>
  %6966 = and <8 x i32> %6965, %45
  %6967 = bitcast <8 x i32> %6966 to <8 x float>
  %6968 = fcmp oeq <8 x float> %6962, %30
  %6969 = select <8 x i1> %6968, <8 x float> %6967, <8 x float> %6964
  br label %6980

6970:                                             ; preds = %6961
  %6971 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %6962)
  %6972 = bitcast <8 x float> %6962 to <8 x i32>
  %6973 = or <8 x i32> %6972, %46
  %6974 = bitcast <8 x i32> %6973 to <8 x float>
  %6975 = fcmp oeq <8 x float> %6962, %33
  %6976 = select <8 x i1> %6975, <8 x float> %6974, <8 x float> %6971
  br label %6980

6977:                                             ; preds = %6961
  %6978 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6924, <8 x i1> %6474, <8 x float> zeroinitializer)
  %6979 = fadd <8 x float> %6962, %6978
  br label %6980

6980:                                             ; preds = %6963, %6970, %6977, %6961, %6942
  %6981 = phi <8 x float> [ %6976, %6970 ], [ %6969, %6963 ], [ %6943, %6942 ], [ %6962, %6961 ], [ %6979, %6977 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6981, ptr align 1 %6922, <8 x i1> %6474)
  %6982 = add nsw i64 %6921, 8
  %6983 = getelementptr inbounds float, ptr %453, i64 %6982
  %6984 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6983, <8 x i1> %6482, <8 x float> zeroinitializer)
  %6985 = getelementptr inbounds float, ptr %451, i64 %6982
  switch i64 %136, label %854 [
    i64 1, label %7000
    i64 2, label %6993
    i64 3, label %6986
  ]

6986:                                             ; preds = %6980
  %6987 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %6984)
  %6988 = bitcast <8 x float> %6984 to <8 x i32>
  %6989 = and <8 x i32> %6988, %45
  %6990 = bitcast <8 x i32> %6989 to <8 x float>
  %6991 = fcmp oeq <8 x float> %6984, %30
  %6992 = select <8 x i1> %6991, <8 x float> %6990, <8 x float> %6987
  br label %7003

6993:                                             ; preds = %6980
  %6994 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %6984)
  %6995 = bitcast <8 x float> %6984 to <8 x i32>
  %6996 = or <8 x i32> %6995, %46
  %6997 = bitcast <8 x i32> %6996 to <8 x float>
  %6998 = fcmp oeq <8 x float> %6984, %33
  %6999 = select <8 x i1> %6998, <8 x float> %6997, <8 x float> %6994
  br label %7003

7000:                                             ; preds = %6980
  %7001 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6985, <8 x i1> %6482, <8 x float> zeroinitializer)
  %7002 = fadd <8 x float> %6984, %7001
  br label %7003

7003:                                             ; preds = %7000, %6993, %6986
  %7004 = phi <8 x float> [ %7002, %7000 ], [ %6999, %6993 ], [ %6992, %6986 ]
  switch i64 %158, label %854 [
    i64 1, label %7019
    i64 2, label %7012
    i64 3, label %7005
    i64 0, label %7041
  ]

7005:                                             ; preds = %7003
  %7006 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %7004)
  %7007 = bitcast <8 x float> %7004 to <8 x i32>
  %7008 = and <8 x i32> %7007, %45
  %7009 = bitcast <8 x i32> %7008 to <8 x float>
  %7010 = fcmp oeq <8 x float> %7004, %30
  %7011 = select <8 x i1> %7010, <8 x float> %7009, <8 x float> %7006
  br label %7022

7012:                                             ; preds = %7003
  %7013 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %7004)
  %7014 = bitcast <8 x float> %7004 to <8 x i32>
  %7015 = or <8 x i32> %7014, %46
  %7016 = bitcast <8 x i32> %7015 to <8 x float>
  %7017 = fcmp oeq <8 x float> %7004, %33
  %7018 = select <8 x i1> %7017, <8 x float> %7016, <8 x float> %7013
  br label %7022

7019:                                             ; preds = %7003
  %7020 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6985, <8 x i1> %6482, <8 x float> zeroinitializer)
  %7021 = fadd <8 x float> %7004, %7020
  br label %7022

7022:                                             ; preds = %7019, %7012, %7005
  %7023 = phi <8 x float> [ %7021, %7019 ], [ %7018, %7012 ], [ %7011, %7005 ]
  switch i64 %160, label %854 [
    i64 1, label %7038
    i64 2, label %7031
    i64 3, label %7024
    i64 0, label %7041
  ]

7024:                                             ; preds = %7022
  %7025 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %7023)
  %7026 = bitcast <8 x float> %7023 to <8 x i32>
  %7027 = and <8 x i32> %7026, %45
  %7028 = bitcast <8 x i32> %7027 to <8 x float>
  %7029 = fcmp oeq <8 x float> %7023, %30
  %7030 = select <8 x i1> %7029, <8 x float> %7028, <8 x float> %7025
  br label %7041

7031:                                             ; preds = %7022
  %7032 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %7023)
  %7033 = bitcast <8 x float> %7023 to <8 x i32>
  %7034 = or <8 x i32> %7033, %46
  %7035 = bitcast <8 x i32> %7034 to <8 x float>
  %7036 = fcmp oeq <8 x float> %7023, %33
  %7037 = select <8 x i1> %7036, <8 x float> %7035, <8 x float> %7032
  br label %7041

7038:                                             ; preds = %7022
  %7039 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6985, <8 x i1> %6482, <8 x float> zeroinitializer)
  %7040 = fadd <8 x float> %7023, %7039
  br label %7041

7041:                                             ; preds = %7024, %7031, %7038, %7022, %7003
  %7042 = phi <8 x float> [ %7037, %7031 ], [ %7030, %7024 ], [ %7004, %7003 ], [ %7023, %7022 ], [ %7040, %7038 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7042, ptr align 1 %6983, <8 x i1> %6482)
  %7043 = add nsw i64 %6552, %701
  %7044 = getelementptr inbounds float, ptr %453, i64 %7043
  %7045 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7044, <8 x i1> %6474, <8 x float> zeroinitializer)
  %7046 = getelementptr inbounds float, ptr %451, i64 %7043
  switch i64 %136, label %854 [
    i64 1, label %7061
    i64 2, label %7054
    i64 3, label %7047
  ]

7047:                                             ; preds = %7041
  %7048 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %7045)
  %7049 = bitcast <8 x float> %7045 to <8 x i32>
  %7050 = and <8 x i32> %7049, %45
  %7051 = bitcast <8 x i32> %7050 to <8 x float>
  %7052 = fcmp oeq <8 x float> %7045, %30
  %7053 = select <8 x i1> %7052, <8 x float> %7051, <8 x float> %7048
  br label %7064

7054:                                             ; preds = %7041
  %7055 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %7045)
  %7056 = bitcast <8 x float> %7045 to <8 x i32>
  %7057 = or <8 x i32> %7056, %46
  %7058 = bitcast <8 x i32> %7057 to <8 x float>
  %7059 = fcmp oeq <8 x float> %7045, %33
  %7060 = select <8 x i1> %7059, <8 x float> %7058, <8 x float> %7055
  br label %7064

7061:                                             ; preds = %7041
  %7062 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7046, <8 x i1> %6474, <8 x float> zeroinitializer)
  %7063 = fadd <8 x float> %7045, %7062
  br label %7064

7064:                                             ; preds = %7061, %7054, %7047
  %7065 = phi <8 x float> [ %7063, %7061 ], [ %7060, %7054 ], [ %7053, %7047 ]
  switch i64 %162, label %854 [
    i64 1, label %7080
    i64 2, label %7073
    i64 3, label %7066
    i64 0, label %7102
  ]

7066:                                             ; preds = %7064
  %7067 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %7065)
  %7068 = bitcast <8 x float> %7065 to <8 x i32>
  %7069 = and <8 x i32> %7068, %45
  %7070 = bitcast <8 x i32> %7069 to <8 x float>
  %7071 = fcmp oeq <8 x float> %7065, %30
  %7072 = select <8 x i1> %7071, <8 x float> %7070, <8 x float> %7067
  br label %7083

7073:                                             ; preds = %7064
  %7074 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %7065)
  %7075 = bitcast <8 x float> %7065 to <8 x i32>
  %7076 = or <8 x i32> %7075, %46
  %7077 = bitcast <8 x i32> %7076 to <8 x float>
  %7078 = fcmp oeq <8 x float> %7065, %33
  %7079 = select <8 x i1> %7078, <8 x float> %7077, <8 x float> %7074
  br label %7083

7080:                                             ; preds = %7064
  %7081 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7046, <8 x i1> %6474, <8 x float> zeroinitializer)
  %7082 = fadd <8 x float> %7065, %7081
  br label %7083

7083:                                             ; preds = %7080, %7073, %7066
  %7084 = phi <8 x float> [ %7082, %7080 ], [ %7079, %7073 ], [ %7072, %7066 ]
  switch i64 %164, label %854 [
    i64 1, label %7099
    i64 2, label %7092
    i64 3, label %7085
    i64 0, label %7102
  ]

7085:                                             ; preds = %7083
  %7086 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %7084)
  %7087 = bitcast <8 x float> %7084 to <8 x i32>
  %7088 = and <8 x i32> %7087, %45
  %7089 = bitcast <8 x i32> %7088 to <8 x float>
  %7090 = fcmp oeq <8 x float> %7084, %30
  %7091 = select <8 x i1> %7090, <8 x float> %7089, <8 x float> %7086
  br label %7102

7092:                                             ; preds = %7083
  %7093 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %7084)
  %7094 = bitcast <8 x float> %7084 to <8 x i32>
  %7095 = or <8 x i32> %7094, %46
  %7096 = bitcast <8 x i32> %7095 to <8 x float>
  %7097 = fcmp oeq <8 x float> %7084, %33
  %7098 = select <8 x i1> %7097, <8 x float> %7096, <8 x float> %7093
  br label %7102

7099:                                             ; preds = %7083
  %7100 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7046, <8 x i1> %6474, <8 x float> zeroinitializer)
  %7101 = fadd <8 x float> %7084, %7100
  br label %7102

7102:                                             ; preds = %7085, %7092, %7099, %7083, %7064
  %7103 = phi <8 x float> [ %7098, %7092 ], [ %7091, %7085 ], [ %7065, %7064 ], [ %7084, %7083 ], [ %7101, %7099 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7103, ptr align 1 %7044, <8 x i1> %6474)
  %7104 = add nsw i64 %7043, 8
  %7105 = getelementptr inbounds float, ptr %453, i64 %7104
  %7106 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7105, <8 x i1> %6482, <8 x float> zeroinitializer)
  %7107 = getelementptr inbounds float, ptr %451, i64 %7104
  switch i64 %136, label %854 [
    i64 1, label %7122
    i64 2, label %7115
    i64 3, label %7108
  ]

7108:                                             ; preds = %7102
  %7109 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %7106)
  %7110 = bitcast <8 x float> %7106 to <8 x i32>
  %7111 = and <8 x i32> %7110, %45
  %7112 = bitcast <8 x i32> %7111 to <8 x float>
  %7113 = fcmp oeq <8 x float> %7106, %30
  %7114 = select <8 x i1> %7113, <8 x float> %7112, <8 x float> %7109
  br label %7125

7115:                                             ; preds = %7102
  %7116 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %7106)
  %7117 = bitcast <8 x float> %7106 to <8 x i32>
  %7118 = or <8 x i32> %7117, %46
  %7119 = bitcast <8 x i32> %7118 to <8 x float>
  %7120 = fcmp oeq <8 x float> %7106, %33
  %7121 = select <8 x i1> %7120, <8 x float> %7119, <8 x float> %7116
  br label %7125

7122:                                             ; preds = %7102
  %7123 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7107, <8 x i1> %6482, <8 x float> zeroinitializer)
  %7124 = fadd <8 x float> %7106, %7123
  br label %7125

7125:                                             ; preds = %7122, %7115, %7108
  %7126 = phi <8 x float> [ %7124, %7122 ], [ %7121, %7115 ], [ %7114, %7108 ]
  switch i64 %166, label %854 [
    i64 1, label %7141
    i64 2, label %7134
    i64 3, label %7127
    i64 0, label %7163
  ]

7127:                                             ; preds = %7125
  %7128 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %7126)
  %7129 = bitcast <8 x float> %7126 to <8 x i32>
  %7130 = and <8 x i32> %7129, %45
  %7131 = bitcast <8 x i32> %7130 to <8 x float>
  %7132 = fcmp oeq <8 x float> %7126, %30
  %7133 = select <8 x i1> %7132, <8 x float> %7131, <8 x float> %7128
  br label %7144

7134:                                             ; preds = %7125
  %7135 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %7126)
  %7136 = bitcast <8 x float> %7126 to <8 x i32>
  %7137 = or <8 x i32> %7136, %46
  %7138 = bitcast <8 x i32> %7137 to <8 x float>
  %7139 = fcmp oeq <8 x float> %7126, %33
  %7140 = select <8 x i1> %7139, <8 x float> %7138, <8 x float> %7135
  br label %7144

7141:                                             ; preds = %7125
  %7142 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7107, <8 x i1> %6482, <8 x float> zeroinitializer)
  %7143 = fadd <8 x float> %7126, %7142
  br label %7144

7144:                                             ; preds = %7141, %7134, %7127
  %7145 = phi <8 x float> [ %7143, %7141 ], [ %7140, %7134 ], [ %7133, %7127 ]
  switch i64 %168, label %854 [
    i64 1, label %7160
    i64 2, label %7153
    i64 3, label %7146
    i64 0, label %7163
  ]

7146:                                             ; preds = %7144
  %7147 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %7145)
  %7148 = bitcast <8 x float> %7145 to <8 x i32>
  %7149 = and <8 x i32> %7148, %45
  %7150 = bitcast <8 x i32> %7149 to <8 x float>
  %7151 = fcmp oeq <8 x float> %7145, %30
  %7152 = select <8 x i1> %7151, <8 x float> %7150, <8 x float> %7147
  br label %7163

7153:                                             ; preds = %7144
  %7154 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %7145)
  %7155 = bitcast <8 x float> %7145 to <8 x i32>
  %7156 = or <8 x i32> %7155, %46
  %7157 = bitcast <8 x i32> %7156 to <8 x float>
  %7158 = fcmp oeq <8 x float> %7145, %33
  %7159 = select <8 x i1> %7158, <8 x float> %7157, <8 x float> %7154
  br label %7163

7160:                                             ; preds = %7144
  %7161 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7107, <8 x i1> %6482, <8 x float> zeroinitializer)
  %7162 = fadd <8 x float> %7145, %7161
  br label %7163

7163:                                             ; preds = %7146, %7153, %7160, %7144, %7125
  %7164 = phi <8 x float> [ %7159, %7153 ], [ %7152, %7146 ], [ %7126, %7125 ], [ %7145, %7144 ], [ %7162, %7160 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7164, ptr align 1 %7105, <8 x i1> %6482)
  %7165 = add nsw i64 %6554, %701
  %7166 = getelementptr inbounds float, ptr %453, i64 %7165
  %7167 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7166, <8 x i1> %6474, <8 x float> zeroinitializer)
  %7168 = getelementptr inbounds float, ptr %451, i64 %7165
  switch i64 %136, label %854 [
    i64 1, label %7183
    i64 2, label %7176
    i64 3, label %7169
  ]

7169:                                             ; preds = %7163
  %7170 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %7167)
  %7171 = bitcast <8 x float> %7167 to <8 x i32>
  %7172 = and <8 x i32> %7171, %45
  %7173 = bitcast <8 x i32> %7172 to <8 x float>
  %7174 = fcmp oeq <8 x float> %7167, %30
  %7175 = select <8 x i1> %7174, <8 x float> %7173, <8 x float> %7170
  br label %7186

7176:                                             ; preds = %7163
  %7177 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %7167)
  %7178 = bitcast <8 x float> %7167 to <8 x i32>
  %7179 = or <8 x i32> %7178, %46
  %7180 = bitcast <8 x i32> %7179 to <8 x float>
  %7181 = fcmp oeq <8 x float> %7167, %33
  %7182 = select <8 x i1> %7181, <8 x float> %7180, <8 x float> %7177
  br label %7186

7183:                                             ; preds = %7163
  %7184 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7168, <8 x i1> %6474, <8 x float> zeroinitializer)
  %7185 = fadd <8 x float> %7167, %7184
  br label %7186

7186:                                             ; preds = %7183, %7176, %7169
  %7187 = phi <8 x float> [ %7185, %7183 ], [ %7182, %7176 ], [ %7175, %7169 ]
  switch i64 %170, label %854 [
    i64 1, label %7202
    i64 2, label %7195
    i64 3, label %7188
    i64 0, label %7224
  ]

7188:                                             ; preds = %7186
  %7189 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %7187)
  %7190 = bitcast <8 x float> %7187 to <8 x i32>
  %7191 = and <8 x i32> %7190, %45
  %7192 = bitcast <8 x i32> %7191 to <8 x float>
  %7193 = fcmp oeq <8 x float> %7187, %30
  %7194 = select <8 x i1> %7193, <8 x float> %7192, <8 x float> %7189
  br label %7205

7195:                                             ; preds = %7186
  %7196 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %7187)
  %7197 = bitcast <8 x float> %7187 to <8 x i32>
  %7198 = or <8 x i32> %7197, %46
  %7199 = bitcast <8 x i32> %7198 to <8 x float>
  %7200 = fcmp oeq <8 x float> %7187, %33
  %7201 = select <8 x i1> %7200, <8 x float> %7199, <8 x float> %7196
  br label %7205

7202:                                             ; preds = %7186
  %7203 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7168, <8 x i1> %6474, <8 x float> zeroinitializer)
  %7204 = fadd <8 x float> %7187, %7203
  br label %7205

7205:                                             ; preds = %7202, %7195, %7188
  %7206 = phi <8 x float> [ %7204, %7202 ], [ %7201, %7195 ], [ %7194, %7188 ]
  switch i64 %172, label %854 [
    i64 1, label %7221
    i64 2, label %7214
    i64 3, label %7207
    i64 0, label %7224
  ]

7207:                                             ; preds = %7205
  %7208 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %7206)
  %7209 = bitcast <8 x float> %7206 to <8 x i32>
  %7210 = and <8 x i32> %7209, %45
  %7211 = bitcast <8 x i32> %7210 to <8 x float>
  %7212 = fcmp oeq <8 x float> %7206, %30
  %7213 = select <8 x i1> %7212, <8 x float> %7211, <8 x float> %7208
  br label %7224

7214:                                             ; preds = %7205
  %7215 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %7206)
  %7216 = bitcast <8 x float> %7206 to <8 x i32>
  %7217 = or <8 x i32> %7216, %46
  %7218 = bitcast <8 x i32> %7217 to <8 x float>
  %7219 = fcmp oeq <8 x float> %7206, %33
  %7220 = select <8 x i1> %7219, <8 x float> %7218, <8 x float> %7215
  br label %7224

7221:                                             ; preds = %7205
  %7222 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7168, <8 x i1> %6474, <8 x float> zeroinitializer)
  %7223 = fadd <8 x float> %7206, %7222
  br label %7224

7224:                                             ; preds = %7207, %7214, %7221, %7205, %7186
  %7225 = phi <8 x float> [ %7220, %7214 ], [ %7213, %7207 ], [ %7187, %7186 ], [ %7206, %7205 ], [ %7223, %7221 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7225, ptr align 1 %7166, <8 x i1> %6474)
  %7226 = add nsw i64 %7165, 8
  %7227 = getelementptr inbounds float, ptr %453, i64 %7226
  %7228 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7227, <8 x i1> %6482, <8 x float> zeroinitializer)
  %7229 = getelementptr inbounds float, ptr %451, i64 %7226
  switch i64 %136, label %854 [
    i64 1, label %7244
    i64 2, label %7237
    i64 3, label %7230
  ]

7230:                                             ; preds = %7224
  %7231 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %7228)
  %7232 = bitcast <8 x float> %7228 to <8 x i32>
  %7233 = and <8 x i32> %7232, %45
  %7234 = bitcast <8 x i32> %7233 to <8 x float>
  %7235 = fcmp oeq <8 x float> %7228, %30
  %7236 = select <8 x i1> %7235, <8 x float> %7234, <8 x float> %7231
  br label %7247

7237:                                             ; preds = %7224
  %7238 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %7228)
  %7239 = bitcast <8 x float> %7228 to <8 x i32>
  %7240 = or <8 x i32> %7239, %46
  %7241 = bitcast <8 x i32> %7240 to <8 x float>
  %7242 = fcmp oeq <8 x float> %7228, %33
  %7243 = select <8 x i1> %7242, <8 x float> %7241, <8 x float> %7238
  br label %7247

7244:                                             ; preds = %7224
  %7245 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7229, <8 x i1> %6482, <8 x float> zeroinitializer)
  %7246 = fadd <8 x float> %7228, %7245
  br label %7247

7247:                                             ; preds = %7244, %7237, %7230
  %7248 = phi <8 x float> [ %7246, %7244 ], [ %7243, %7237 ], [ %7236, %7230 ]
  switch i64 %174, label %854 [
    i64 1, label %7263
    i64 2, label %7256
    i64 3, label %7249
    i64 0, label %7285
  ]

7249:                                             ; preds = %7247
  %7250 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %7248)
  %7251 = bitcast <8 x float> %7248 to <8 x i32>
  %7252 = and <8 x i32> %7251, %45
  %7253 = bitcast <8 x i32> %7252 to <8 x float>
  %7254 = fcmp oeq <8 x float> %7248, %30
  %7255 = select <8 x i1> %7254, <8 x float> %7253, <8 x float> %7250
  br label %7266

7256:                                             ; preds = %7247
  %7257 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %7248)
  %7258 = bitcast <8 x float> %7248 to <8 x i32>
  %7259 = or <8 x i32> %7258, %46
  %7260 = bitcast <8 x i32> %7259 to <8 x float>
  %7261 = fcmp oeq <8 x float> %7248, %33
  %7262 = select <8 x i1> %7261, <8 x float> %7260, <8 x float> %7257
  br label %7266

7263:                                             ; preds = %7247
  %7264 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7229, <8 x i1> %6482, <8 x float> zeroinitializer)
  %7265 = fadd <8 x float> %7248, %7264
  br label %7266

7266:                                             ; preds = %7263, %7256, %7249
  %7267 = phi <8 x float> [ %7265, %7263 ], [ %7262, %7256 ], [ %7255, %7249 ]
  switch i64 %176, label %854 [
    i64 1, label %7282
    i64 2, label %7275
    i64 3, label %7268
    i64 0, label %7285
  ]

7268:                                             ; preds = %7266
  %7269 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %7267)
  %7270 = bitcast <8 x float> %7267 to <8 x i32>
  %7271 = and <8 x i32> %7270, %45
  %7272 = bitcast <8 x i32> %7271 to <8 x float>
  %7273 = fcmp oeq <8 x float> %7267, %30
  %7274 = select <8 x i1> %7273, <8 x float> %7272, <8 x float> %7269
  br label %7285

7275:                                             ; preds = %7266
  %7276 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %7267)
  %7277 = bitcast <8 x float> %7267 to <8 x i32>
  %7278 = or <8 x i32> %7277, %46
  %7279 = bitcast <8 x i32> %7278 to <8 x float>
  %7280 = fcmp oeq <8 x float> %7267, %33
  %7281 = select <8 x i1> %7280, <8 x float> %7279, <8 x float> %7276
  br label %7285

7282:                                             ; preds = %7266
  %7283 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7229, <8 x i1> %6482, <8 x float> zeroinitializer)
  %7284 = fadd <8 x float> %7267, %7283
  br label %7285

7285:                                             ; preds = %7268, %7275, %7282, %7266, %7247
  %7286 = phi <8 x float> [ %7281, %7275 ], [ %7274, %7268 ], [ %7248, %7247 ], [ %7267, %7266 ], [ %7284, %7282 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7286, ptr align 1 %7227, <8 x i1> %6482)
  %7287 = add nsw i64 %6556, %701
  %7288 = getelementptr inbounds float, ptr %453, i64 %7287
  %7289 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7288, <8 x i1> %6474, <8 x float> zeroinitializer)
  %7290 = getelementptr inbounds float, ptr %451, i64 %7287
  switch i64 %136, label %854 [
    i64 1, label %7305
    i64 2, label %7298
    i64 3, label %7291
  ]

7291:                                             ; preds = %7285
  %7292 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %7289)
  %7293 = bitcast <8 x float> %7289 to <8 x i32>
  %7294 = and <8 x i32> %7293, %45
  %7295 = bitcast <8 x i32> %7294 to <8 x float>
  %7296 = fcmp oeq <8 x float> %7289, %30
  %7297 = select <8 x i1> %7296, <8 x float> %7295, <8 x float> %7292
  br label %7308

7298:                                             ; preds = %7285
  %7299 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %7289)
  %7300 = bitcast <8 x float> %7289 to <8 x i32>
  %7301 = or <8 x i32> %7300, %46
  %7302 = bitcast <8 x i32> %7301 to <8 x float>
  %7303 = fcmp oeq <8 x float> %7289, %33
  %7304 = select <8 x i1> %7303, <8 x float> %7302, <8 x float> %7299
  br label %7308

7305:                                             ; preds = %7285
  %7306 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7290, <8 x i1> %6474, <8 x float> zeroinitializer)
  %7307 = fadd <8 x float> %7289, %7306
  br label %7308

7308:                                             ; preds = %7305, %7298, %7291
  %7309 = phi <8 x float> [ %7307, %7305 ], [ %7304, %7298 ], [ %7297, %7291 ]
  switch i64 %178, label %854 [
    i64 1, label %7324
    i64 2, label %7317
    i64 3, label %7310
    i64 0, label %7346
  ]

7310:                                             ; preds = %7308
  %7311 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %7309)
  %7312 = bitcast <8 x float> %7309 to <8 x i32>
  %7313 = and <8 x i32> %7312, %45
  %7314 = bitcast <8 x i32> %7313 to <8 x float>
  %7315 = fcmp oeq <8 x float> %7309, %30
  %7316 = select <8 x i1> %7315, <8 x float> %7314, <8 x float> %7311
  br label %7327

7317:                                             ; preds = %7308
  %7318 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %7309)
  %7319 = bitcast <8 x float> %7309 to <8 x i32>
  %7320 = or <8 x i32> %7319, %46
  %7321 = bitcast <8 x i32> %7320 to <8 x float>
  %7322 = fcmp oeq <8 x float> %7309, %33
  %7323 = select <8 x i1> %7322, <8 x float> %7321, <8 x float> %7318
  br label %7327

7324:                                             ; preds = %7308
  %7325 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7290, <8 x i1> %6474, <8 x float> zeroinitializer)
  %7326 = fadd <8 x float> %7309, %7325
  br label %7327

7327:                                             ; preds = %7324, %7317, %7310
  %7328 = phi <8 x float> [ %7326, %7324 ], [ %7323, %7317 ], [ %7316, %7310 ]
  switch i64 %180, label %854 [
    i64 1, label %7343
    i64 2, label %7336
    i64 3, label %7329
    i64 0, label %7346
  ]

7329:                                             ; preds = %7327
  %7330 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %7328)
  %7331 = bitcast <8 x float> %7328 to <8 x i32>
  %7332 = and <8 x i32> %7331, %45
  %7333 = bitcast <8 x i32> %7332 to <8 x float>
  %7334 = fcmp oeq <8 x float> %7328, %30
  %7335 = select <8 x i1> %7334, <8 x float> %7333, <8 x float> %7330
  br label %7346

7336:                                             ; preds = %7327
  %7337 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %7328)
  %7338 = bitcast <8 x float> %7328 to <8 x i32>
  %7339 = or <8 x i32> %7338, %46
  %7340 = bitcast <8 x i32> %7339 to <8 x float>
  %7341 = fcmp oeq <8 x float> %7328, %33
  %7342 = select <8 x i1> %7341, <8 x float> %7340, <8 x float> %7337
  br label %7346

7343:                                             ; preds = %7327
  %7344 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7290, <8 x i1> %6474, <8 x float> zeroinitializer)
  %7345 = fadd <8 x float> %7328, %7344
  br label %7346

7346:                                             ; preds = %7329, %7336, %7343, %7327, %7308
  %7347 = phi <8 x float> [ %7342, %7336 ], [ %7335, %7329 ], [ %7309, %7308 ], [ %7328, %7327 ], [ %7345, %7343 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7347, ptr align 1 %7288, <8 x i1> %6474)
  %7348 = add nsw i64 %7287, 8
  %7349 = getelementptr inbounds float, ptr %453, i64 %7348
  %7350 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7349, <8 x i1> %6482, <8 x float> zeroinitializer)
  %7351 = getelementptr inbounds float, ptr %451, i64 %7348
  switch i64 %136, label %854 [
    i64 1, label %7366
    i64 2, label %7359
    i64 3, label %7352
  ]

7352:                                             ; preds = %7346
  %7353 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %7350)
  %7354 = bitcast <8 x float> %7350 to <8 x i32>
  %7355 = and <8 x i32> %7354, %45
  %7356 = bitcast <8 x i32> %7355 to <8 x float>
  %7357 = fcmp oeq <8 x float> %7350, %30
  %7358 = select <8 x i1> %7357, <8 x float> %7356, <8 x float> %7353
  br label %7369

7359:                                             ; preds = %7346
  %7360 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %7350)
  %7361 = bitcast <8 x float> %7350 to <8 x i32>
  %7362 = or <8 x i32> %7361, %46
  %7363 = bitcast <8 x i32> %7362 to <8 x float>
  %7364 = fcmp oeq <8 x float> %7350, %33
  %7365 = select <8 x i1> %7364, <8 x float> %7363, <8 x float> %7360
  br label %7369

7366:                                             ; preds = %7346
  %7367 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7351, <8 x i1> %6482, <8 x float> zeroinitializer)
  %7368 = fadd <8 x float> %7350, %7367
  br label %7369

7369:                                             ; preds = %7366, %7359, %7352
  %7370 = phi <8 x float> [ %7368, %7366 ], [ %7365, %7359 ], [ %7358, %7352 ]
  switch i64 %182, label %854 [
    i64 1, label %7385
    i64 2, label %7378
    i64 3, label %7371
    i64 0, label %7407
  ]

7371:                                             ; preds = %7369
  %7372 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %7370)
  %7373 = bitcast <8 x float> %7370 to <8 x i32>
  %7374 = and <8 x i32> %7373, %45
  %7375 = bitcast <8 x i32> %7374 to <8 x float>
  %7376 = fcmp oeq <8 x float> %7370, %30
  %7377 = select <8 x i1> %7376, <8 x float> %7375, <8 x float> %7372
  br label %7388

7378:                                             ; preds = %7369
  %7379 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %7370)
  %7380 = bitcast <8 x float> %7370 to <8 x i32>
  %7381 = or <8 x i32> %7380, %46
  %7382 = bitcast <8 x i32> %7381 to <8 x float>
  %7383 = fcmp oeq <8 x float> %7370, %33
  %7384 = select <8 x i1> %7383, <8 x float> %7382, <8 x float> %7379
  br label %7388

7385:                                             ; preds = %7369
  %7386 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7351, <8 x i1> %6482, <8 x float> zeroinitializer)
  %7387 = fadd <8 x float> %7370, %7386
  br label %7388

7388:                                             ; preds = %7385, %7378, %7371
  %7389 = phi <8 x float> [ %7387, %7385 ], [ %7384, %7378 ], [ %7377, %7371 ]
  switch i64 %184, label %854 [
    i64 1, label %7404
    i64 2, label %7397
    i64 3, label %7390
    i64 0, label %7407
  ]

7390:                                             ; preds = %7388
  %7391 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %7389)
  %7392 = bitcast <8 x float> %7389 to <8 x i32>
  %7393 = and <8 x i32> %7392, %45
  %7394 = bitcast <8 x i32> %7393 to <8 x float>
  %7395 = fcmp oeq <8 x float> %7389, %30
  %7396 = select <8 x i1> %7395, <8 x float> %7394, <8 x float> %7391
  br label %7407

7397:                                             ; preds = %7388
  %7398 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %7389)
  %7399 = bitcast <8 x float> %7389 to <8 x i32>
  %7400 = or <8 x i32> %7399, %46
  %7401 = bitcast <8 x i32> %7400 to <8 x float>
  %7402 = fcmp oeq <8 x float> %7389, %33
  %7403 = select <8 x i1> %7402, <8 x float> %7401, <8 x float> %7398
  br label %7407

7404:                                             ; preds = %7388
  %7405 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7351, <8 x i1> %6482, <8 x float> zeroinitializer)
  %7406 = fadd <8 x float> %7389, %7405
  br label %7407

7407:                                             ; preds = %7390, %7397, %7404, %6647, %7388, %7369
  %7408 = phi ptr [ %6679, %6647 ], [ %7349, %7390 ], [ %7349, %7369 ], [ %7349, %7388 ], [ %7349, %7404 ], [ %7349, %7397 ]
  %7409 = phi <8 x float> [ %6680, %6647 ], [ %7396, %7390 ], [ %7370, %7369 ], [ %7389, %7388 ], [ %7406, %7404 ], [ %7403, %7397 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7409, ptr align 1 %7408, <8 x i1> %6482)
  br label %7410

7410:                                             ; preds = %6559, %7407, %6031, %6464, %5271, %5979, %4826, %5188, %4212, %4780, %3850, %4141, %3382, %3810, %3082, %3323, %2735, %3023, %2523, %2688, %2315, %2476, %2178, %2265, %1294, %2142, %764, %1198, %2145, %714
  %7411 = add nsw i64 %701, 16
  %7412 = icmp slt i64 %7411, %456
  %7413 = add i64 %700, 1
  br i1 %7412, label %699, label %696
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
