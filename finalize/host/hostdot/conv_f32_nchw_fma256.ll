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

551:                                              ; preds = %5815, %353
  %552 = add i64 %354, 1
  %553 = icmp eq i64 %552, %4
  br i1 %553, label %352, label %353

554:                                              ; preds = %374, %5815
  %555 = phi i64 [ %372, %374 ], [ %5816, %5815 ]
  %556 = sub i64 %7, %555
  %557 = add nsw i64 %556, 7
  %558 = sdiv i64 %557, 8
  %559 = icmp sgt i64 %556, 8
  %560 = trunc i64 %558 to i32
  %561 = select i1 %559, i32 2, i32 %560
  %562 = add nsw i32 %561, %379
  switch i32 %562, label %5815 [
    i32 9, label %563
    i32 10, label %683
    i32 17, label %894
    i32 18, label %1105
    i32 25, label %1439
    i32 26, label %1738
    i32 33, label %2224
    i32 34, label %2554
    i32 41, label %3192
    i32 42, label %3599
    i32 49, label %4389
    i32 50, label %4873
  ]

563:                                              ; preds = %554
  %564 = icmp sgt i64 %556, 7
  %565 = trunc i64 %556 to i32
  %566 = select i1 %564, i32 8, i32 %565
  %567 = insertelement <8 x i32> poison, i32 %566, i64 0
  %568 = shufflevector <8 x i32> %567, <8 x i32> poison, <8 x i32> zeroinitializer
  %569 = icmp sgt <8 x i32> %568, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %42, label %574, label %570

570:                                              ; preds = %563
  %571 = load float, ptr %380, align 1
  %572 = insertelement <8 x float> poison, float %571, i64 0
  %573 = shufflevector <8 x float> %572, <8 x float> poison, <8 x i32> zeroinitializer
  br label %577

574:                                              ; preds = %563
  %575 = getelementptr float, ptr %384, i64 %555
  %576 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %575, <8 x i1> %569, <8 x float> zeroinitializer)
  br label %577

577:                                              ; preds = %574, %570
  %578 = phi <8 x float> [ %576, %574 ], [ %573, %570 ]
  %579 = getelementptr inbounds float, ptr %361, i64 %555
  br i1 %43, label %580, label %593

580:                                              ; preds = %577
  br i1 %348, label %582, label %596

581:                                              ; preds = %596
  br i1 %350, label %593, label %582

582:                                              ; preds = %581, %580
  %583 = phi <8 x float> [ %578, %580 ], [ %616, %581 ]
  %584 = phi i64 [ 0, %580 ], [ %617, %581 ]
  tail call void @llvm.assume(i1 %351)
  %585 = mul nsw i64 %584, %7
  %586 = getelementptr inbounds float, ptr %579, i64 %585
  %587 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %586, <8 x i1> %569, <8 x float> zeroinitializer)
  %588 = getelementptr float, ptr %382, i64 %584
  %589 = load float, ptr %588, align 1
  %590 = insertelement <8 x float> poison, float %589, i64 0
  %591 = shufflevector <8 x float> %590, <8 x float> poison, <8 x i32> zeroinitializer
  %592 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %587, <8 x float> %591, <8 x float> %583)
  br label %593

593:                                              ; preds = %582, %581, %577
  %594 = phi <8 x float> [ %578, %577 ], [ %616, %581 ], [ %592, %582 ]
  %595 = getelementptr float, ptr %385, i64 %555
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %594, ptr align 1 %595, <8 x i1> %569)
  br i1 %44, label %5815, label %620

596:                                              ; preds = %580, %596
  %597 = phi <8 x float> [ %616, %596 ], [ %578, %580 ]
  %598 = phi i64 [ %617, %596 ], [ 0, %580 ]
  %599 = phi i64 [ %618, %596 ], [ 0, %580 ]
  %600 = mul nsw i64 %598, %7
  %601 = getelementptr inbounds float, ptr %579, i64 %600
  %602 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %601, <8 x i1> %569, <8 x float> zeroinitializer)
  %603 = getelementptr float, ptr %382, i64 %598
  %604 = load float, ptr %603, align 1
  %605 = insertelement <8 x float> poison, float %604, i64 0
  %606 = shufflevector <8 x float> %605, <8 x float> poison, <8 x i32> zeroinitializer
  %607 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %602, <8 x float> %606, <8 x float> %597)
  %608 = or disjoint i64 %598, 1
  %609 = mul nsw i64 %608, %7
  %610 = getelementptr inbounds float, ptr %579, i64 %609
  %611 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %610, <8 x i1> %569, <8 x float> zeroinitializer)
  %612 = getelementptr float, ptr %382, i64 %608
  %613 = load float, ptr %612, align 1
  %614 = insertelement <8 x float> poison, float %613, i64 0
  %615 = shufflevector <8 x float> %614, <8 x float> poison, <8 x i32> zeroinitializer
  %616 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %611, <8 x float> %615, <8 x float> %607)
  %617 = add nuw nsw i64 %598, 2
  %618 = add i64 %599, 2
  %619 = icmp eq i64 %618, %349
  br i1 %619, label %581, label %596

620:                                              ; preds = %593
  %621 = add nsw i64 %555, %383
  %622 = getelementptr inbounds float, ptr %368, i64 %621
  %623 = getelementptr inbounds float, ptr %366, i64 %621
  %624 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %622, <8 x i1> %569, <8 x float> zeroinitializer)
  switch i64 %326, label %642 [
    i64 1, label %625
    i64 2, label %628
    i64 3, label %635
    i64 0, label %681
  ]

625:                                              ; preds = %620
  %626 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %623, <8 x i1> %569, <8 x float> zeroinitializer)
  %627 = fadd <8 x float> %624, %626
  br label %643

628:                                              ; preds = %620
  %629 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %624)
  %630 = bitcast <8 x float> %624 to <8 x i32>
  %631 = or <8 x i32> %630, %46
  %632 = bitcast <8 x i32> %631 to <8 x float>
  %633 = fcmp oeq <8 x float> %624, %33
  %634 = select <8 x i1> %633, <8 x float> %632, <8 x float> %629
  br label %643

635:                                              ; preds = %620
  %636 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %624)
  %637 = bitcast <8 x float> %624 to <8 x i32>
  %638 = and <8 x i32> %637, %45
  %639 = bitcast <8 x i32> %638 to <8 x float>
  %640 = fcmp oeq <8 x float> %624, %30
  %641 = select <8 x i1> %640, <8 x float> %639, <8 x float> %636
  br label %643

642:                                              ; preds = %5793, %5774, %5751, %5732, %5713, %5690, %5671, %5652, %5629, %5610, %5591, %5568, %5549, %5530, %5507, %5488, %5469, %5446, %5427, %5408, %5385, %5366, %5347, %5324, %5305, %5286, %5263, %5244, %5225, %5202, %5183, %5164, %5141, %5122, %5103, %5047, %4851, %4832, %4809, %4790, %4771, %4748, %4729, %4710, %4687, %4668, %4649, %4626, %4607, %4588, %4565, %4546, %4527, %4494, %4367, %4348, %4325, %4306, %4287, %4264, %4245, %4226, %4203, %4184, %4165, %4142, %4123, %4104, %4081, %4062, %4043, %4020, %4001, %3982, %3959, %3940, %3921, %3898, %3879, %3860, %3837, %3818, %3799, %3749, %3577, %3558, %3535, %3516, %3497, %3474, %3455, %3436, %3413, %3394, %3375, %3352, %3333, %3314, %3283, %3170, %3151, %3128, %3109, %3090, %3067, %3048, %3029, %3006, %2987, %2968, %2945, %2926, %2907, %2884, %2865, %2846, %2823, %2804, %2785, %2762, %2743, %2724, %2680, %2532, %2513, %2490, %2471, %2452, %2429, %2410, %2391, %2368, %2349, %2330, %2301, %2202, %2183, %2160, %2141, %2122, %2099, %2080, %2061, %2038, %2019, %2000, %1977, %1958, %1939, %1916, %1897, %1878, %1840, %1716, %1697, %1674, %1655, %1636, %1613, %1594, %1575, %1548, %1417, %1398, %1375, %1356, %1337, %1314, %1295, %1276, %1253, %1234, %1215, %1183, %1083, %1064, %1041, %1022, %1003, %978, %872, %853, %830, %811, %792, %766, %662, %643, %620
  unreachable

643:                                              ; preds = %635, %628, %625
  %644 = phi <8 x float> [ %627, %625 ], [ %634, %628 ], [ %641, %635 ]
  switch i64 %328, label %642 [
    i64 1, label %659
    i64 2, label %652
    i64 3, label %645
    i64 0, label %681
  ]

645:                                              ; preds = %643
  %646 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %644)
  %647 = bitcast <8 x float> %644 to <8 x i32>
  %648 = and <8 x i32> %647, %45
  %649 = bitcast <8 x i32> %648 to <8 x float>
  %650 = fcmp oeq <8 x float> %644, %30
  %651 = select <8 x i1> %650, <8 x float> %649, <8 x float> %646
  br label %662

652:                                              ; preds = %643
  %653 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %644)
  %654 = bitcast <8 x float> %644 to <8 x i32>
  %655 = or <8 x i32> %654, %46
  %656 = bitcast <8 x i32> %655 to <8 x float>
  %657 = fcmp oeq <8 x float> %644, %33
  %658 = select <8 x i1> %657, <8 x float> %656, <8 x float> %653
  br label %662

659:                                              ; preds = %643
  %660 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %623, <8 x i1> %569, <8 x float> zeroinitializer)
  %661 = fadd <8 x float> %644, %660
  br label %662

662:                                              ; preds = %659, %652, %645
  %663 = phi <8 x float> [ %661, %659 ], [ %658, %652 ], [ %651, %645 ]
  switch i64 %330, label %642 [
    i64 1, label %678
    i64 2, label %671
    i64 3, label %664
    i64 0, label %681
  ]

664:                                              ; preds = %662
  %665 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %663)
  %666 = bitcast <8 x float> %663 to <8 x i32>
  %667 = and <8 x i32> %666, %45
  %668 = bitcast <8 x i32> %667 to <8 x float>
  %669 = fcmp oeq <8 x float> %663, %30
  %670 = select <8 x i1> %669, <8 x float> %668, <8 x float> %665
  br label %681

671:                                              ; preds = %662
  %672 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %663)
  %673 = bitcast <8 x float> %663 to <8 x i32>
  %674 = or <8 x i32> %673, %46
  %675 = bitcast <8 x i32> %674 to <8 x float>
  %676 = fcmp oeq <8 x float> %663, %33
  %677 = select <8 x i1> %676, <8 x float> %675, <8 x float> %672
  br label %681

678:                                              ; preds = %662
  %679 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %623, <8 x i1> %569, <8 x float> zeroinitializer)
  %680 = fadd <8 x float> %663, %679
  br label %681

681:                                              ; preds = %664, %671, %678, %662, %643, %620
  %682 = phi <8 x float> [ %663, %662 ], [ %624, %620 ], [ %644, %643 ], [ %680, %678 ], [ %677, %671 ], [ %670, %664 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %682, ptr align 1 %622, <8 x i1> %569)
  br label %5815

683:                                              ; preds = %554
  %684 = icmp sgt i64 %556, 7
  %685 = trunc i64 %556 to i32
  %686 = select i1 %684, i32 8, i32 %685
  %687 = insertelement <8 x i32> poison, i32 %686, i64 0
  %688 = shufflevector <8 x i32> %687, <8 x i32> poison, <8 x i32> zeroinitializer
  %689 = icmp sgt <8 x i32> %688, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %690 = add i64 %555, 8
  %691 = sub i64 %7, %690
  %692 = icmp sgt i64 %691, 7
  %693 = trunc i64 %691 to i32
  %694 = select i1 %692, i32 8, i32 %693
  %695 = insertelement <8 x i32> poison, i32 %694, i64 0
  %696 = shufflevector <8 x i32> %695, <8 x i32> poison, <8 x i32> zeroinitializer
  %697 = icmp sgt <8 x i32> %696, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %42, label %704, label %698

698:                                              ; preds = %683
  %699 = load float, ptr %380, align 1
  %700 = insertelement <8 x float> poison, float %699, i64 0
  %701 = shufflevector <8 x float> %700, <8 x float> poison, <8 x i32> zeroinitializer
  %702 = insertelement <8 x float> poison, float %699, i64 0
  %703 = shufflevector <8 x float> %702, <8 x float> poison, <8 x i32> zeroinitializer
  br label %709

704:                                              ; preds = %683
  %705 = getelementptr float, ptr %384, i64 %555
  %706 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %705, <8 x i1> %689, <8 x float> zeroinitializer)
  %707 = getelementptr inbounds nuw i8, ptr %705, i64 32
  %708 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %707, <8 x i1> %697, <8 x float> zeroinitializer)
  br label %709

709:                                              ; preds = %704, %698
  %710 = phi <8 x float> [ %706, %704 ], [ %701, %698 ]
  %711 = phi <8 x float> [ %708, %704 ], [ %703, %698 ]
  %712 = getelementptr inbounds float, ptr %361, i64 %555
  br i1 %43, label %713, label %730

713:                                              ; preds = %709
  br i1 %343, label %715, label %735

714:                                              ; preds = %735
  br i1 %345, label %730, label %715

715:                                              ; preds = %714, %713
  %716 = phi <8 x float> [ %710, %713 ], [ %761, %714 ]
  %717 = phi <8 x float> [ %711, %713 ], [ %762, %714 ]
  %718 = phi i64 [ 0, %713 ], [ %763, %714 ]
  tail call void @llvm.assume(i1 %346)
  %719 = mul nsw i64 %718, %7
  %720 = getelementptr inbounds float, ptr %712, i64 %719
  %721 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %720, <8 x i1> %689, <8 x float> zeroinitializer)
  %722 = getelementptr inbounds nuw i8, ptr %720, i64 32
  %723 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %722, <8 x i1> %697, <8 x float> zeroinitializer)
  %724 = getelementptr float, ptr %382, i64 %718
  %725 = load float, ptr %724, align 1
  %726 = insertelement <8 x float> poison, float %725, i64 0
  %727 = shufflevector <8 x float> %726, <8 x float> poison, <8 x i32> zeroinitializer
  %728 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %721, <8 x float> %727, <8 x float> %716)
  %729 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %723, <8 x float> %727, <8 x float> %717)
  br label %730

730:                                              ; preds = %715, %714, %709
  %731 = phi <8 x float> [ %710, %709 ], [ %761, %714 ], [ %728, %715 ]
  %732 = phi <8 x float> [ %711, %709 ], [ %762, %714 ], [ %729, %715 ]
  %733 = getelementptr inbounds float, ptr %385, i64 %555
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %731, ptr align 1 %733, <8 x i1> %689)
  %734 = getelementptr inbounds nuw i8, ptr %733, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %732, ptr nonnull align 1 %734, <8 x i1> %697)
  br i1 %44, label %5815, label %766

735:                                              ; preds = %713, %735
  %736 = phi <8 x float> [ %761, %735 ], [ %710, %713 ]
  %737 = phi <8 x float> [ %762, %735 ], [ %711, %713 ]
  %738 = phi i64 [ %763, %735 ], [ 0, %713 ]
  %739 = phi i64 [ %764, %735 ], [ 0, %713 ]
  %740 = mul nsw i64 %738, %7
  %741 = getelementptr inbounds float, ptr %712, i64 %740
  %742 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %741, <8 x i1> %689, <8 x float> zeroinitializer)
  %743 = getelementptr inbounds nuw i8, ptr %741, i64 32
  %744 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %743, <8 x i1> %697, <8 x float> zeroinitializer)
  %745 = getelementptr float, ptr %382, i64 %738
  %746 = load float, ptr %745, align 1
  %747 = insertelement <8 x float> poison, float %746, i64 0
  %748 = shufflevector <8 x float> %747, <8 x float> poison, <8 x i32> zeroinitializer
  %749 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %742, <8 x float> %748, <8 x float> %736)
  %750 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %744, <8 x float> %748, <8 x float> %737)
  %751 = or disjoint i64 %738, 1
  %752 = mul nsw i64 %751, %7
  %753 = getelementptr inbounds float, ptr %712, i64 %752
  %754 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %753, <8 x i1> %689, <8 x float> zeroinitializer)
  %755 = getelementptr inbounds nuw i8, ptr %753, i64 32
  %756 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %755, <8 x i1> %697, <8 x float> zeroinitializer)
  %757 = getelementptr float, ptr %382, i64 %751
  %758 = load float, ptr %757, align 1
  %759 = insertelement <8 x float> poison, float %758, i64 0
  %760 = shufflevector <8 x float> %759, <8 x float> poison, <8 x i32> zeroinitializer
  %761 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %754, <8 x float> %760, <8 x float> %749)
  %762 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %756, <8 x float> %760, <8 x float> %750)
  %763 = add nuw nsw i64 %738, 2
  %764 = add i64 %739, 2
  %765 = icmp eq i64 %764, %344
  br i1 %765, label %714, label %735

766:                                              ; preds = %730
  %767 = add nsw i64 %555, %383
  %768 = getelementptr inbounds float, ptr %368, i64 %767
  %769 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %768, <8 x i1> %689, <8 x float> zeroinitializer)
  %770 = getelementptr inbounds float, ptr %366, i64 %767
  switch i64 %317, label %642 [
    i64 1, label %775
    i64 2, label %778
    i64 3, label %785
    i64 0, label %771
  ]

771:                                              ; preds = %766
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %769, ptr align 1 %768, <8 x i1> %689)
  %772 = getelementptr float, ptr %368, i64 %767
  %773 = getelementptr i8, ptr %772, i64 32
  %774 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %773, <8 x i1> %697, <8 x float> zeroinitializer)
  br label %891

775:                                              ; preds = %766
  %776 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %770, <8 x i1> %689, <8 x float> zeroinitializer)
  %777 = fadd <8 x float> %769, %776
  br label %792

778:                                              ; preds = %766
  %779 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %769)
  %780 = bitcast <8 x float> %769 to <8 x i32>
  %781 = or <8 x i32> %780, %46
  %782 = bitcast <8 x i32> %781 to <8 x float>
  %783 = fcmp oeq <8 x float> %769, %33
  %784 = select <8 x i1> %783, <8 x float> %782, <8 x float> %779
  br label %792

785:                                              ; preds = %766
  %786 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %769)
  %787 = bitcast <8 x float> %769 to <8 x i32>
  %788 = and <8 x i32> %787, %45
  %789 = bitcast <8 x i32> %788 to <8 x float>
  %790 = fcmp oeq <8 x float> %769, %30
  %791 = select <8 x i1> %790, <8 x float> %789, <8 x float> %786
  br label %792

792:                                              ; preds = %785, %778, %775
  %793 = phi <8 x float> [ %777, %775 ], [ %784, %778 ], [ %791, %785 ]
  switch i64 %319, label %642 [
    i64 1, label %808
    i64 2, label %801
    i64 3, label %794
    i64 0, label %830
  ]

794:                                              ; preds = %792
  %795 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %793)
  %796 = bitcast <8 x float> %793 to <8 x i32>
  %797 = and <8 x i32> %796, %45
  %798 = bitcast <8 x i32> %797 to <8 x float>
  %799 = fcmp oeq <8 x float> %793, %30
  %800 = select <8 x i1> %799, <8 x float> %798, <8 x float> %795
  br label %811

801:                                              ; preds = %792
  %802 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %793)
  %803 = bitcast <8 x float> %793 to <8 x i32>
  %804 = or <8 x i32> %803, %46
  %805 = bitcast <8 x i32> %804 to <8 x float>
  %806 = fcmp oeq <8 x float> %793, %33
  %807 = select <8 x i1> %806, <8 x float> %805, <8 x float> %802
  br label %811

808:                                              ; preds = %792
  %809 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %770, <8 x i1> %689, <8 x float> zeroinitializer)
  %810 = fadd <8 x float> %793, %809
  br label %811

811:                                              ; preds = %808, %801, %794
  %812 = phi <8 x float> [ %810, %808 ], [ %807, %801 ], [ %800, %794 ]
  switch i64 %321, label %642 [
    i64 1, label %827
    i64 2, label %820
    i64 3, label %813
    i64 0, label %830
  ]

813:                                              ; preds = %811
  %814 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %812)
  %815 = bitcast <8 x float> %812 to <8 x i32>
  %816 = and <8 x i32> %815, %45
  %817 = bitcast <8 x i32> %816 to <8 x float>
  %818 = fcmp oeq <8 x float> %812, %30
  %819 = select <8 x i1> %818, <8 x float> %817, <8 x float> %814
  br label %830

820:                                              ; preds = %811
  %821 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %812)
  %822 = bitcast <8 x float> %812 to <8 x i32>
  %823 = or <8 x i32> %822, %46
  %824 = bitcast <8 x i32> %823 to <8 x float>
  %825 = fcmp oeq <8 x float> %812, %33
  %826 = select <8 x i1> %825, <8 x float> %824, <8 x float> %821
  br label %830

827:                                              ; preds = %811
  %828 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %770, <8 x i1> %689, <8 x float> zeroinitializer)
  %829 = fadd <8 x float> %812, %828
  br label %830

830:                                              ; preds = %813, %820, %827, %811, %792
  %831 = phi <8 x float> [ %812, %811 ], [ %819, %813 ], [ %793, %792 ], [ %829, %827 ], [ %826, %820 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %831, ptr align 1 %768, <8 x i1> %689)
  %832 = add nsw i64 %767, 8
  %833 = getelementptr inbounds float, ptr %368, i64 %832
  %834 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %833, <8 x i1> %697, <8 x float> zeroinitializer)
  %835 = getelementptr inbounds float, ptr %366, i64 %832
  switch i64 %317, label %642 [
    i64 1, label %850
    i64 2, label %843
    i64 3, label %836
  ]

836:                                              ; preds = %830
  %837 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %834)
  %838 = bitcast <8 x float> %834 to <8 x i32>
  %839 = and <8 x i32> %838, %45
  %840 = bitcast <8 x i32> %839 to <8 x float>
  %841 = fcmp oeq <8 x float> %834, %30
  %842 = select <8 x i1> %841, <8 x float> %840, <8 x float> %837
  br label %853

843:                                              ; preds = %830
  %844 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %834)
  %845 = bitcast <8 x float> %834 to <8 x i32>
  %846 = or <8 x i32> %845, %46
  %847 = bitcast <8 x i32> %846 to <8 x float>
  %848 = fcmp oeq <8 x float> %834, %33
  %849 = select <8 x i1> %848, <8 x float> %847, <8 x float> %844
  br label %853

850:                                              ; preds = %830
  %851 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %835, <8 x i1> %697, <8 x float> zeroinitializer)
  %852 = fadd <8 x float> %834, %851
  br label %853

853:                                              ; preds = %850, %843, %836
  %854 = phi <8 x float> [ %852, %850 ], [ %849, %843 ], [ %842, %836 ]
  switch i64 %323, label %642 [
    i64 1, label %869
    i64 2, label %862
    i64 3, label %855
    i64 0, label %891
  ]

855:                                              ; preds = %853
  %856 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %854)
  %857 = bitcast <8 x float> %854 to <8 x i32>
  %858 = and <8 x i32> %857, %45
  %859 = bitcast <8 x i32> %858 to <8 x float>
  %860 = fcmp oeq <8 x float> %854, %30
  %861 = select <8 x i1> %860, <8 x float> %859, <8 x float> %856
  br label %872

862:                                              ; preds = %853
  %863 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %854)
  %864 = bitcast <8 x float> %854 to <8 x i32>
  %865 = or <8 x i32> %864, %46
  %866 = bitcast <8 x i32> %865 to <8 x float>
  %867 = fcmp oeq <8 x float> %854, %33
  %868 = select <8 x i1> %867, <8 x float> %866, <8 x float> %863
  br label %872

869:                                              ; preds = %853
  %870 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %835, <8 x i1> %697, <8 x float> zeroinitializer)
  %871 = fadd <8 x float> %854, %870
  br label %872

872:                                              ; preds = %869, %862, %855
  %873 = phi <8 x float> [ %871, %869 ], [ %868, %862 ], [ %861, %855 ]
  switch i64 %325, label %642 [
    i64 1, label %888
    i64 2, label %881
    i64 3, label %874
    i64 0, label %891
  ]

874:                                              ; preds = %872
  %875 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %873)
  %876 = bitcast <8 x float> %873 to <8 x i32>
  %877 = and <8 x i32> %876, %45
  %878 = bitcast <8 x i32> %877 to <8 x float>
  %879 = fcmp oeq <8 x float> %873, %30
  %880 = select <8 x i1> %879, <8 x float> %878, <8 x float> %875
  br label %891

881:                                              ; preds = %872
  %882 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %873)
  %883 = bitcast <8 x float> %873 to <8 x i32>
  %884 = or <8 x i32> %883, %46
  %885 = bitcast <8 x i32> %884 to <8 x float>
  %886 = fcmp oeq <8 x float> %873, %33
  %887 = select <8 x i1> %886, <8 x float> %885, <8 x float> %882
  br label %891

888:                                              ; preds = %872
  %889 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %835, <8 x i1> %697, <8 x float> zeroinitializer)
  %890 = fadd <8 x float> %873, %889
  br label %891

891:                                              ; preds = %874, %881, %888, %771, %872, %853
  %892 = phi ptr [ %773, %771 ], [ %833, %874 ], [ %833, %853 ], [ %833, %872 ], [ %833, %888 ], [ %833, %881 ]
  %893 = phi <8 x float> [ %774, %771 ], [ %880, %874 ], [ %854, %853 ], [ %873, %872 ], [ %890, %888 ], [ %887, %881 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %893, ptr align 1 %892, <8 x i1> %697)
  br label %5815

894:                                              ; preds = %554
  %895 = icmp sgt i64 %556, 7
  %896 = trunc i64 %556 to i32
  %897 = select i1 %895, i32 8, i32 %896
  %898 = insertelement <8 x i32> poison, i32 %897, i64 0
  %899 = shufflevector <8 x i32> %898, <8 x i32> poison, <8 x i32> zeroinitializer
  %900 = icmp sgt <8 x i32> %899, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %42, label %908, label %901

901:                                              ; preds = %894
  %902 = load float, ptr %380, align 1
  %903 = insertelement <8 x float> poison, float %902, i64 0
  %904 = shufflevector <8 x float> %903, <8 x float> poison, <8 x i32> zeroinitializer
  %905 = load float, ptr %531, align 1
  %906 = insertelement <8 x float> poison, float %905, i64 0
  %907 = shufflevector <8 x float> %906, <8 x float> poison, <8 x i32> zeroinitializer
  br label %914

908:                                              ; preds = %894
  %909 = getelementptr float, ptr %363, i64 %555
  %910 = getelementptr float, ptr %909, i64 %383
  %911 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %910, <8 x i1> %900, <8 x float> zeroinitializer)
  %912 = getelementptr float, ptr %909, i64 %533
  %913 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %912, <8 x i1> %900, <8 x float> zeroinitializer)
  br label %914

914:                                              ; preds = %908, %901
  %915 = phi <8 x float> [ %911, %908 ], [ %904, %901 ]
  %916 = phi <8 x float> [ %913, %908 ], [ %907, %901 ]
  %917 = getelementptr inbounds float, ptr %361, i64 %555
  br i1 %43, label %918, label %937

918:                                              ; preds = %914
  br i1 %338, label %920, label %943

919:                                              ; preds = %943
  br i1 %340, label %937, label %920

920:                                              ; preds = %919, %918
  %921 = phi <8 x float> [ %915, %918 ], [ %969, %919 ]
  %922 = phi <8 x float> [ %916, %918 ], [ %974, %919 ]
  %923 = phi i64 [ 0, %918 ], [ %975, %919 ]
  tail call void @llvm.assume(i1 %341)
  %924 = mul nsw i64 %923, %7
  %925 = getelementptr inbounds float, ptr %917, i64 %924
  %926 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %925, <8 x i1> %900, <8 x float> zeroinitializer)
  %927 = getelementptr float, ptr %382, i64 %923
  %928 = load float, ptr %927, align 1
  %929 = insertelement <8 x float> poison, float %928, i64 0
  %930 = shufflevector <8 x float> %929, <8 x float> poison, <8 x i32> zeroinitializer
  %931 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %926, <8 x float> %930, <8 x float> %921)
  %932 = getelementptr float, ptr %927, i64 %5
  %933 = load float, ptr %932, align 1
  %934 = insertelement <8 x float> poison, float %933, i64 0
  %935 = shufflevector <8 x float> %934, <8 x float> poison, <8 x i32> zeroinitializer
  %936 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %926, <8 x float> %935, <8 x float> %922)
  br label %937

937:                                              ; preds = %920, %919, %914
  %938 = phi <8 x float> [ %915, %914 ], [ %969, %919 ], [ %931, %920 ]
  %939 = phi <8 x float> [ %916, %914 ], [ %974, %919 ], [ %936, %920 ]
  %940 = getelementptr float, ptr %368, i64 %555
  %941 = getelementptr float, ptr %940, i64 %383
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %938, ptr align 1 %941, <8 x i1> %900)
  %942 = getelementptr float, ptr %940, i64 %535
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %939, ptr align 1 %942, <8 x i1> %900)
  br i1 %44, label %5815, label %978

943:                                              ; preds = %918, %943
  %944 = phi <8 x float> [ %969, %943 ], [ %915, %918 ]
  %945 = phi <8 x float> [ %974, %943 ], [ %916, %918 ]
  %946 = phi i64 [ %975, %943 ], [ 0, %918 ]
  %947 = phi i64 [ %976, %943 ], [ 0, %918 ]
  %948 = mul nsw i64 %946, %7
  %949 = getelementptr inbounds float, ptr %917, i64 %948
  %950 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %949, <8 x i1> %900, <8 x float> zeroinitializer)
  %951 = getelementptr float, ptr %382, i64 %946
  %952 = load float, ptr %951, align 1
  %953 = insertelement <8 x float> poison, float %952, i64 0
  %954 = shufflevector <8 x float> %953, <8 x float> poison, <8 x i32> zeroinitializer
  %955 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %950, <8 x float> %954, <8 x float> %944)
  %956 = getelementptr float, ptr %951, i64 %5
  %957 = load float, ptr %956, align 1
  %958 = insertelement <8 x float> poison, float %957, i64 0
  %959 = shufflevector <8 x float> %958, <8 x float> poison, <8 x i32> zeroinitializer
  %960 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %950, <8 x float> %959, <8 x float> %945)
  %961 = or disjoint i64 %946, 1
  %962 = mul nsw i64 %961, %7
  %963 = getelementptr inbounds float, ptr %917, i64 %962
  %964 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %963, <8 x i1> %900, <8 x float> zeroinitializer)
  %965 = getelementptr float, ptr %382, i64 %961
  %966 = load float, ptr %965, align 1
  %967 = insertelement <8 x float> poison, float %966, i64 0
  %968 = shufflevector <8 x float> %967, <8 x float> poison, <8 x i32> zeroinitializer
  %969 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %964, <8 x float> %968, <8 x float> %955)
  %970 = getelementptr float, ptr %965, i64 %5
  %971 = load float, ptr %970, align 1
  %972 = insertelement <8 x float> poison, float %971, i64 0
  %973 = shufflevector <8 x float> %972, <8 x float> poison, <8 x i32> zeroinitializer
  %974 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %964, <8 x float> %973, <8 x float> %960)
  %975 = add nuw nsw i64 %946, 2
  %976 = add i64 %947, 2
  %977 = icmp eq i64 %976, %339
  br i1 %977, label %919, label %943

978:                                              ; preds = %937
  %979 = add nsw i64 %383, %555
  %980 = getelementptr inbounds float, ptr %368, i64 %979
  %981 = getelementptr inbounds float, ptr %366, i64 %979
  %982 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %980, <8 x i1> %900, <8 x float> zeroinitializer)
  switch i64 %308, label %642 [
    i64 1, label %986
    i64 2, label %989
    i64 3, label %996
    i64 0, label %983
  ]

983:                                              ; preds = %978
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %982, ptr align 1 %980, <8 x i1> %900)
  %984 = getelementptr float, ptr %550, i64 %555
  %985 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %984, <8 x i1> %900, <8 x float> zeroinitializer)
  br label %1102

986:                                              ; preds = %978
  %987 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %981, <8 x i1> %900, <8 x float> zeroinitializer)
  %988 = fadd <8 x float> %982, %987
  br label %1003

989:                                              ; preds = %978
  %990 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %982)
  %991 = bitcast <8 x float> %982 to <8 x i32>
  %992 = or <8 x i32> %991, %46
  %993 = bitcast <8 x i32> %992 to <8 x float>
  %994 = fcmp oeq <8 x float> %982, %33
  %995 = select <8 x i1> %994, <8 x float> %993, <8 x float> %990
  br label %1003

996:                                              ; preds = %978
  %997 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %982)
  %998 = bitcast <8 x float> %982 to <8 x i32>
  %999 = and <8 x i32> %998, %45
  %1000 = bitcast <8 x i32> %999 to <8 x float>
  %1001 = fcmp oeq <8 x float> %982, %30
  %1002 = select <8 x i1> %1001, <8 x float> %1000, <8 x float> %997
  br label %1003

1003:                                             ; preds = %996, %989, %986
  %1004 = phi <8 x float> [ %988, %986 ], [ %995, %989 ], [ %1002, %996 ]
  switch i64 %310, label %642 [
    i64 1, label %1019
    i64 2, label %1012
    i64 3, label %1005
    i64 0, label %1041
  ]

1005:                                             ; preds = %1003
  %1006 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1004)
  %1007 = bitcast <8 x float> %1004 to <8 x i32>
  %1008 = and <8 x i32> %1007, %45
  %1009 = bitcast <8 x i32> %1008 to <8 x float>
  %1010 = fcmp oeq <8 x float> %1004, %30
  %1011 = select <8 x i1> %1010, <8 x float> %1009, <8 x float> %1006
  br label %1022

1012:                                             ; preds = %1003
  %1013 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1004)
  %1014 = bitcast <8 x float> %1004 to <8 x i32>
  %1015 = or <8 x i32> %1014, %46
  %1016 = bitcast <8 x i32> %1015 to <8 x float>
  %1017 = fcmp oeq <8 x float> %1004, %33
  %1018 = select <8 x i1> %1017, <8 x float> %1016, <8 x float> %1013
  br label %1022

1019:                                             ; preds = %1003
  %1020 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %981, <8 x i1> %900, <8 x float> zeroinitializer)
  %1021 = fadd <8 x float> %1004, %1020
  br label %1022

1022:                                             ; preds = %1019, %1012, %1005
  %1023 = phi <8 x float> [ %1021, %1019 ], [ %1018, %1012 ], [ %1011, %1005 ]
  switch i64 %312, label %642 [
    i64 1, label %1038
    i64 2, label %1031
    i64 3, label %1024
    i64 0, label %1041
  ]

1024:                                             ; preds = %1022
  %1025 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1023)
  %1026 = bitcast <8 x float> %1023 to <8 x i32>
  %1027 = and <8 x i32> %1026, %45
  %1028 = bitcast <8 x i32> %1027 to <8 x float>
  %1029 = fcmp oeq <8 x float> %1023, %30
  %1030 = select <8 x i1> %1029, <8 x float> %1028, <8 x float> %1025
  br label %1041

1031:                                             ; preds = %1022
  %1032 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1023)
  %1033 = bitcast <8 x float> %1023 to <8 x i32>
  %1034 = or <8 x i32> %1033, %46
  %1035 = bitcast <8 x i32> %1034 to <8 x float>
  %1036 = fcmp oeq <8 x float> %1023, %33
  %1037 = select <8 x i1> %1036, <8 x float> %1035, <8 x float> %1032
  br label %1041

1038:                                             ; preds = %1022
  %1039 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %981, <8 x i1> %900, <8 x float> zeroinitializer)
  %1040 = fadd <8 x float> %1023, %1039
  br label %1041

1041:                                             ; preds = %1024, %1031, %1038, %1022, %1003
  %1042 = phi <8 x float> [ %1023, %1022 ], [ %1030, %1024 ], [ %1004, %1003 ], [ %1040, %1038 ], [ %1037, %1031 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1042, ptr align 1 %980, <8 x i1> %900)
  %1043 = add nsw i64 %535, %555
  %1044 = getelementptr inbounds float, ptr %368, i64 %1043
  %1045 = getelementptr inbounds float, ptr %366, i64 %1043
  %1046 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1044, <8 x i1> %900, <8 x float> zeroinitializer)
  switch i64 %308, label %642 [
    i64 1, label %1061
    i64 2, label %1054
    i64 3, label %1047
  ]

1047:                                             ; preds = %1041
  %1048 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1046)
  %1049 = bitcast <8 x float> %1046 to <8 x i32>
  %1050 = and <8 x i32> %1049, %45
  %1051 = bitcast <8 x i32> %1050 to <8 x float>
  %1052 = fcmp oeq <8 x float> %1046, %30
  %1053 = select <8 x i1> %1052, <8 x float> %1051, <8 x float> %1048
  br label %1064

1054:                                             ; preds = %1041
  %1055 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1046)
  %1056 = bitcast <8 x float> %1046 to <8 x i32>
  %1057 = or <8 x i32> %1056, %46
  %1058 = bitcast <8 x i32> %1057 to <8 x float>
  %1059 = fcmp oeq <8 x float> %1046, %33
  %1060 = select <8 x i1> %1059, <8 x float> %1058, <8 x float> %1055
  br label %1064

1061:                                             ; preds = %1041
  %1062 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1045, <8 x i1> %900, <8 x float> zeroinitializer)
  %1063 = fadd <8 x float> %1046, %1062
  br label %1064

1064:                                             ; preds = %1061, %1054, %1047
  %1065 = phi <8 x float> [ %1063, %1061 ], [ %1060, %1054 ], [ %1053, %1047 ]
  switch i64 %314, label %642 [
    i64 1, label %1080
    i64 2, label %1073
    i64 3, label %1066
    i64 0, label %1102
  ]

1066:                                             ; preds = %1064
  %1067 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1065)
  %1068 = bitcast <8 x float> %1065 to <8 x i32>
  %1069 = and <8 x i32> %1068, %45
  %1070 = bitcast <8 x i32> %1069 to <8 x float>
  %1071 = fcmp oeq <8 x float> %1065, %30
  %1072 = select <8 x i1> %1071, <8 x float> %1070, <8 x float> %1067
  br label %1083

1073:                                             ; preds = %1064
  %1074 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1065)
  %1075 = bitcast <8 x float> %1065 to <8 x i32>
  %1076 = or <8 x i32> %1075, %46
  %1077 = bitcast <8 x i32> %1076 to <8 x float>
  %1078 = fcmp oeq <8 x float> %1065, %33
  %1079 = select <8 x i1> %1078, <8 x float> %1077, <8 x float> %1074
  br label %1083

1080:                                             ; preds = %1064
  %1081 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1045, <8 x i1> %900, <8 x float> zeroinitializer)
  %1082 = fadd <8 x float> %1065, %1081
  br label %1083

1083:                                             ; preds = %1080, %1073, %1066
  %1084 = phi <8 x float> [ %1082, %1080 ], [ %1079, %1073 ], [ %1072, %1066 ]
  switch i64 %316, label %642 [
    i64 1, label %1099
    i64 2, label %1092
    i64 3, label %1085
    i64 0, label %1102
  ]

1085:                                             ; preds = %1083
  %1086 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1084)
  %1087 = bitcast <8 x float> %1084 to <8 x i32>
  %1088 = and <8 x i32> %1087, %45
  %1089 = bitcast <8 x i32> %1088 to <8 x float>
  %1090 = fcmp oeq <8 x float> %1084, %30
  %1091 = select <8 x i1> %1090, <8 x float> %1089, <8 x float> %1086
  br label %1102

1092:                                             ; preds = %1083
  %1093 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1084)
  %1094 = bitcast <8 x float> %1084 to <8 x i32>
  %1095 = or <8 x i32> %1094, %46
  %1096 = bitcast <8 x i32> %1095 to <8 x float>
  %1097 = fcmp oeq <8 x float> %1084, %33
  %1098 = select <8 x i1> %1097, <8 x float> %1096, <8 x float> %1093
  br label %1102

1099:                                             ; preds = %1083
  %1100 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1045, <8 x i1> %900, <8 x float> zeroinitializer)
  %1101 = fadd <8 x float> %1084, %1100
  br label %1102

1102:                                             ; preds = %1085, %1092, %1099, %983, %1083, %1064
  %1103 = phi ptr [ %984, %983 ], [ %1044, %1085 ], [ %1044, %1064 ], [ %1044, %1083 ], [ %1044, %1099 ], [ %1044, %1092 ]
  %1104 = phi <8 x float> [ %985, %983 ], [ %1091, %1085 ], [ %1065, %1064 ], [ %1084, %1083 ], [ %1101, %1099 ], [ %1098, %1092 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1104, ptr align 1 %1103, <8 x i1> %900)
  br label %5815

1105:                                             ; preds = %554
  %1106 = icmp sgt i64 %556, 7
  %1107 = trunc i64 %556 to i32
  %1108 = select i1 %1106, i32 8, i32 %1107
  %1109 = insertelement <8 x i32> poison, i32 %1108, i64 0
  %1110 = shufflevector <8 x i32> %1109, <8 x i32> poison, <8 x i32> zeroinitializer
  %1111 = icmp sgt <8 x i32> %1110, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1112 = add i64 %555, 8
  %1113 = sub i64 %7, %1112
  %1114 = icmp sgt i64 %1113, 7
  %1115 = trunc i64 %1113 to i32
  %1116 = select i1 %1114, i32 8, i32 %1115
  %1117 = insertelement <8 x i32> poison, i32 %1116, i64 0
  %1118 = shufflevector <8 x i32> %1117, <8 x i32> poison, <8 x i32> zeroinitializer
  %1119 = icmp sgt <8 x i32> %1118, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %42, label %1131, label %1120

1120:                                             ; preds = %1105
  %1121 = load float, ptr %380, align 1
  %1122 = insertelement <8 x float> poison, float %1121, i64 0
  %1123 = shufflevector <8 x float> %1122, <8 x float> poison, <8 x i32> zeroinitializer
  %1124 = insertelement <8 x float> poison, float %1121, i64 0
  %1125 = shufflevector <8 x float> %1124, <8 x float> poison, <8 x i32> zeroinitializer
  %1126 = load float, ptr %526, align 1
  %1127 = insertelement <8 x float> poison, float %1126, i64 0
  %1128 = shufflevector <8 x float> %1127, <8 x float> poison, <8 x i32> zeroinitializer
  %1129 = insertelement <8 x float> poison, float %1126, i64 0
  %1130 = shufflevector <8 x float> %1129, <8 x float> poison, <8 x i32> zeroinitializer
  br label %1141

1131:                                             ; preds = %1105
  %1132 = getelementptr float, ptr %363, i64 %555
  %1133 = getelementptr float, ptr %1132, i64 %383
  %1134 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1133, <8 x i1> %1111, <8 x float> zeroinitializer)
  %1135 = getelementptr inbounds nuw i8, ptr %1133, i64 32
  %1136 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1135, <8 x i1> %1119, <8 x float> zeroinitializer)
  %1137 = getelementptr float, ptr %1132, i64 %530
  %1138 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1137, <8 x i1> %1111, <8 x float> zeroinitializer)
  %1139 = getelementptr inbounds nuw i8, ptr %1137, i64 32
  %1140 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1139, <8 x i1> %1119, <8 x float> zeroinitializer)
  br label %1141

1141:                                             ; preds = %1131, %1120
  %1142 = phi <8 x float> [ %1138, %1131 ], [ %1128, %1120 ]
  %1143 = phi <8 x float> [ %1134, %1131 ], [ %1123, %1120 ]
  %1144 = phi <8 x float> [ %1136, %1131 ], [ %1125, %1120 ]
  %1145 = phi i64 [ %530, %1131 ], [ %528, %1120 ]
  %1146 = phi <8 x float> [ %1140, %1131 ], [ %1130, %1120 ]
  %1147 = getelementptr inbounds float, ptr %361, i64 %555
  br i1 %43, label %1158, label %1148

1148:                                             ; preds = %1158, %1141
  %1149 = phi <8 x float> [ %1143, %1141 ], [ %1173, %1158 ]
  %1150 = phi <8 x float> [ %1144, %1141 ], [ %1174, %1158 ]
  %1151 = phi <8 x float> [ %1142, %1141 ], [ %1179, %1158 ]
  %1152 = phi <8 x float> [ %1146, %1141 ], [ %1180, %1158 ]
  %1153 = getelementptr float, ptr %368, i64 %555
  %1154 = getelementptr float, ptr %1153, i64 %383
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1149, ptr align 1 %1154, <8 x i1> %1111)
  %1155 = getelementptr inbounds nuw i8, ptr %1154, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1150, ptr nonnull align 1 %1155, <8 x i1> %1119)
  %1156 = getelementptr float, ptr %1153, i64 %1145
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1151, ptr align 1 %1156, <8 x i1> %1111)
  %1157 = getelementptr inbounds nuw i8, ptr %1156, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1152, ptr nonnull align 1 %1157, <8 x i1> %1119)
  br i1 %44, label %5815, label %1183

1158:                                             ; preds = %1141, %1158
  %1159 = phi <8 x float> [ %1173, %1158 ], [ %1143, %1141 ]
  %1160 = phi <8 x float> [ %1174, %1158 ], [ %1144, %1141 ]
  %1161 = phi <8 x float> [ %1179, %1158 ], [ %1142, %1141 ]
  %1162 = phi <8 x float> [ %1180, %1158 ], [ %1146, %1141 ]
  %1163 = phi i64 [ %1181, %1158 ], [ 0, %1141 ]
  %1164 = mul nsw i64 %1163, %7
  %1165 = getelementptr inbounds float, ptr %1147, i64 %1164
  %1166 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1165, <8 x i1> %1111, <8 x float> zeroinitializer)
  %1167 = getelementptr inbounds nuw i8, ptr %1165, i64 32
  %1168 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1167, <8 x i1> %1119, <8 x float> zeroinitializer)
  %1169 = getelementptr float, ptr %382, i64 %1163
  %1170 = load float, ptr %1169, align 1
  %1171 = insertelement <8 x float> poison, float %1170, i64 0
  %1172 = shufflevector <8 x float> %1171, <8 x float> poison, <8 x i32> zeroinitializer
  %1173 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1166, <8 x float> %1172, <8 x float> %1159)
  %1174 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1168, <8 x float> %1172, <8 x float> %1160)
  %1175 = getelementptr float, ptr %1169, i64 %5
  %1176 = load float, ptr %1175, align 1
  %1177 = insertelement <8 x float> poison, float %1176, i64 0
  %1178 = shufflevector <8 x float> %1177, <8 x float> poison, <8 x i32> zeroinitializer
  %1179 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1166, <8 x float> %1178, <8 x float> %1161)
  %1180 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1168, <8 x float> %1178, <8 x float> %1162)
  %1181 = add nuw nsw i64 %1163, 1
  %1182 = icmp eq i64 %1181, %5
  br i1 %1182, label %1148, label %1158

1183:                                             ; preds = %1148
  %1184 = add nsw i64 %383, %555
  %1185 = getelementptr inbounds float, ptr %368, i64 %1184
  %1186 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1185, <8 x i1> %1111, <8 x float> zeroinitializer)
  %1187 = getelementptr inbounds float, ptr %366, i64 %1184
  switch i64 %291, label %642 [
    i64 1, label %1198
    i64 2, label %1201
    i64 3, label %1208
    i64 0, label %1188
  ]

1188:                                             ; preds = %1183
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1186, ptr align 1 %1185, <8 x i1> %1111)
  %1189 = getelementptr float, ptr %368, i64 %1184
  %1190 = getelementptr i8, ptr %1189, i64 32
  %1191 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1190, <8 x i1> %1119, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1191, ptr align 1 %1190, <8 x i1> %1119)
  %1192 = add nsw i64 %1145, %555
  %1193 = getelementptr inbounds float, ptr %368, i64 %1192
  %1194 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1193, <8 x i1> %1111, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1194, ptr align 1 %1193, <8 x i1> %1111)
  %1195 = getelementptr float, ptr %368, i64 %1192
  %1196 = getelementptr i8, ptr %1195, i64 32
  %1197 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1196, <8 x i1> %1119, <8 x float> zeroinitializer)
  br label %1436

1198:                                             ; preds = %1183
  %1199 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1187, <8 x i1> %1111, <8 x float> zeroinitializer)
  %1200 = fadd <8 x float> %1186, %1199
  br label %1215

1201:                                             ; preds = %1183
  %1202 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1186)
  %1203 = bitcast <8 x float> %1186 to <8 x i32>
  %1204 = or <8 x i32> %1203, %46
  %1205 = bitcast <8 x i32> %1204 to <8 x float>
  %1206 = fcmp oeq <8 x float> %1186, %33
  %1207 = select <8 x i1> %1206, <8 x float> %1205, <8 x float> %1202
  br label %1215

1208:                                             ; preds = %1183
  %1209 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1186)
  %1210 = bitcast <8 x float> %1186 to <8 x i32>
  %1211 = and <8 x i32> %1210, %45
  %1212 = bitcast <8 x i32> %1211 to <8 x float>
  %1213 = fcmp oeq <8 x float> %1186, %30
  %1214 = select <8 x i1> %1213, <8 x float> %1212, <8 x float> %1209
  br label %1215

1215:                                             ; preds = %1208, %1201, %1198
  %1216 = phi <8 x float> [ %1200, %1198 ], [ %1207, %1201 ], [ %1214, %1208 ]
  switch i64 %293, label %642 [
    i64 1, label %1231
    i64 2, label %1224
    i64 3, label %1217
    i64 0, label %1253
  ]

1217:                                             ; preds = %1215
  %1218 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1216)
  %1219 = bitcast <8 x float> %1216 to <8 x i32>
  %1220 = and <8 x i32> %1219, %45
  %1221 = bitcast <8 x i32> %1220 to <8 x float>
  %1222 = fcmp oeq <8 x float> %1216, %30
  %1223 = select <8 x i1> %1222, <8 x float> %1221, <8 x float> %1218
  br label %1234

1224:                                             ; preds = %1215
  %1225 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1216)
  %1226 = bitcast <8 x float> %1216 to <8 x i32>
  %1227 = or <8 x i32> %1226, %46
  %1228 = bitcast <8 x i32> %1227 to <8 x float>
  %1229 = fcmp oeq <8 x float> %1216, %33
  %1230 = select <8 x i1> %1229, <8 x float> %1228, <8 x float> %1225
  br label %1234

1231:                                             ; preds = %1215
  %1232 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1187, <8 x i1> %1111, <8 x float> zeroinitializer)
  %1233 = fadd <8 x float> %1216, %1232
  br label %1234

1234:                                             ; preds = %1231, %1224, %1217
  %1235 = phi <8 x float> [ %1233, %1231 ], [ %1230, %1224 ], [ %1223, %1217 ]
  switch i64 %295, label %642 [
    i64 1, label %1250
    i64 2, label %1243
    i64 3, label %1236
    i64 0, label %1253
  ]

1236:                                             ; preds = %1234
  %1237 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1235)
  %1238 = bitcast <8 x float> %1235 to <8 x i32>
  %1239 = and <8 x i32> %1238, %45
  %1240 = bitcast <8 x i32> %1239 to <8 x float>
  %1241 = fcmp oeq <8 x float> %1235, %30
  %1242 = select <8 x i1> %1241, <8 x float> %1240, <8 x float> %1237
  br label %1253

1243:                                             ; preds = %1234
  %1244 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1235)
  %1245 = bitcast <8 x float> %1235 to <8 x i32>
  %1246 = or <8 x i32> %1245, %46
  %1247 = bitcast <8 x i32> %1246 to <8 x float>
  %1248 = fcmp oeq <8 x float> %1235, %33
  %1249 = select <8 x i1> %1248, <8 x float> %1247, <8 x float> %1244
  br label %1253

1250:                                             ; preds = %1234
  %1251 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1187, <8 x i1> %1111, <8 x float> zeroinitializer)
  %1252 = fadd <8 x float> %1235, %1251
  br label %1253

1253:                                             ; preds = %1236, %1243, %1250, %1234, %1215
  %1254 = phi <8 x float> [ %1235, %1234 ], [ %1242, %1236 ], [ %1216, %1215 ], [ %1252, %1250 ], [ %1249, %1243 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1254, ptr align 1 %1185, <8 x i1> %1111)
  %1255 = add nsw i64 %1184, 8
  %1256 = getelementptr inbounds float, ptr %368, i64 %1255
  %1257 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1256, <8 x i1> %1119, <8 x float> zeroinitializer)
  %1258 = getelementptr inbounds float, ptr %366, i64 %1255
  switch i64 %291, label %642 [
    i64 1, label %1273
    i64 2, label %1266
    i64 3, label %1259
  ]

1259:                                             ; preds = %1253
  %1260 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1257)
  %1261 = bitcast <8 x float> %1257 to <8 x i32>
  %1262 = and <8 x i32> %1261, %45
  %1263 = bitcast <8 x i32> %1262 to <8 x float>
  %1264 = fcmp oeq <8 x float> %1257, %30
  %1265 = select <8 x i1> %1264, <8 x float> %1263, <8 x float> %1260
  br label %1276

1266:                                             ; preds = %1253
  %1267 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1257)
  %1268 = bitcast <8 x float> %1257 to <8 x i32>
  %1269 = or <8 x i32> %1268, %46
  %1270 = bitcast <8 x i32> %1269 to <8 x float>
  %1271 = fcmp oeq <8 x float> %1257, %33
  %1272 = select <8 x i1> %1271, <8 x float> %1270, <8 x float> %1267
  br label %1276

1273:                                             ; preds = %1253
  %1274 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1258, <8 x i1> %1119, <8 x float> zeroinitializer)
  %1275 = fadd <8 x float> %1257, %1274
  br label %1276

1276:                                             ; preds = %1273, %1266, %1259
  %1277 = phi <8 x float> [ %1275, %1273 ], [ %1272, %1266 ], [ %1265, %1259 ]
  switch i64 %297, label %642 [
    i64 1, label %1292
    i64 2, label %1285
    i64 3, label %1278
    i64 0, label %1314
  ]

1278:                                             ; preds = %1276
  %1279 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1277)
  %1280 = bitcast <8 x float> %1277 to <8 x i32>
  %1281 = and <8 x i32> %1280, %45
  %1282 = bitcast <8 x i32> %1281 to <8 x float>
  %1283 = fcmp oeq <8 x float> %1277, %30
  %1284 = select <8 x i1> %1283, <8 x float> %1282, <8 x float> %1279
  br label %1295

1285:                                             ; preds = %1276
  %1286 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1277)
  %1287 = bitcast <8 x float> %1277 to <8 x i32>
  %1288 = or <8 x i32> %1287, %46
  %1289 = bitcast <8 x i32> %1288 to <8 x float>
  %1290 = fcmp oeq <8 x float> %1277, %33
  %1291 = select <8 x i1> %1290, <8 x float> %1289, <8 x float> %1286
  br label %1295

1292:                                             ; preds = %1276
  %1293 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1258, <8 x i1> %1119, <8 x float> zeroinitializer)
  %1294 = fadd <8 x float> %1277, %1293
  br label %1295

1295:                                             ; preds = %1292, %1285, %1278
  %1296 = phi <8 x float> [ %1294, %1292 ], [ %1291, %1285 ], [ %1284, %1278 ]
  switch i64 %299, label %642 [
    i64 1, label %1311
    i64 2, label %1304
    i64 3, label %1297
    i64 0, label %1314
  ]

1297:                                             ; preds = %1295
  %1298 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1296)
  %1299 = bitcast <8 x float> %1296 to <8 x i32>
  %1300 = and <8 x i32> %1299, %45
  %1301 = bitcast <8 x i32> %1300 to <8 x float>
  %1302 = fcmp oeq <8 x float> %1296, %30
  %1303 = select <8 x i1> %1302, <8 x float> %1301, <8 x float> %1298
  br label %1314

1304:                                             ; preds = %1295
  %1305 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1296)
  %1306 = bitcast <8 x float> %1296 to <8 x i32>
  %1307 = or <8 x i32> %1306, %46
  %1308 = bitcast <8 x i32> %1307 to <8 x float>
  %1309 = fcmp oeq <8 x float> %1296, %33
  %1310 = select <8 x i1> %1309, <8 x float> %1308, <8 x float> %1305
  br label %1314

1311:                                             ; preds = %1295
  %1312 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1258, <8 x i1> %1119, <8 x float> zeroinitializer)
  %1313 = fadd <8 x float> %1296, %1312
  br label %1314

1314:                                             ; preds = %1297, %1304, %1311, %1295, %1276
  %1315 = phi <8 x float> [ %1310, %1304 ], [ %1303, %1297 ], [ %1277, %1276 ], [ %1296, %1295 ], [ %1313, %1311 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1315, ptr align 1 %1256, <8 x i1> %1119)
  %1316 = add nsw i64 %1145, %555
  %1317 = getelementptr inbounds float, ptr %368, i64 %1316
  %1318 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1317, <8 x i1> %1111, <8 x float> zeroinitializer)
  %1319 = getelementptr inbounds float, ptr %366, i64 %1316
  switch i64 %291, label %642 [
    i64 1, label %1334
    i64 2, label %1327
    i64 3, label %1320
  ]

1320:                                             ; preds = %1314
  %1321 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1318)
  %1322 = bitcast <8 x float> %1318 to <8 x i32>
  %1323 = and <8 x i32> %1322, %45
  %1324 = bitcast <8 x i32> %1323 to <8 x float>
  %1325 = fcmp oeq <8 x float> %1318, %30
  %1326 = select <8 x i1> %1325, <8 x float> %1324, <8 x float> %1321
  br label %1337

1327:                                             ; preds = %1314
  %1328 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1318)
  %1329 = bitcast <8 x float> %1318 to <8 x i32>
  %1330 = or <8 x i32> %1329, %46
  %1331 = bitcast <8 x i32> %1330 to <8 x float>
  %1332 = fcmp oeq <8 x float> %1318, %33
  %1333 = select <8 x i1> %1332, <8 x float> %1331, <8 x float> %1328
  br label %1337

1334:                                             ; preds = %1314
  %1335 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1319, <8 x i1> %1111, <8 x float> zeroinitializer)
  %1336 = fadd <8 x float> %1318, %1335
  br label %1337

1337:                                             ; preds = %1334, %1327, %1320
  %1338 = phi <8 x float> [ %1336, %1334 ], [ %1333, %1327 ], [ %1326, %1320 ]
  switch i64 %301, label %642 [
    i64 1, label %1353
    i64 2, label %1346
    i64 3, label %1339
    i64 0, label %1375
  ]

1339:                                             ; preds = %1337
  %1340 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1338)
  %1341 = bitcast <8 x float> %1338 to <8 x i32>
  %1342 = and <8 x i32> %1341, %45
  %1343 = bitcast <8 x i32> %1342 to <8 x float>
  %1344 = fcmp oeq <8 x float> %1338, %30
  %1345 = select <8 x i1> %1344, <8 x float> %1343, <8 x float> %1340
  br label %1356

1346:                                             ; preds = %1337
  %1347 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1338)
  %1348 = bitcast <8 x float> %1338 to <8 x i32>
  %1349 = or <8 x i32> %1348, %46
  %1350 = bitcast <8 x i32> %1349 to <8 x float>
  %1351 = fcmp oeq <8 x float> %1338, %33
  %1352 = select <8 x i1> %1351, <8 x float> %1350, <8 x float> %1347
  br label %1356

1353:                                             ; preds = %1337
  %1354 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1319, <8 x i1> %1111, <8 x float> zeroinitializer)
  %1355 = fadd <8 x float> %1338, %1354
  br label %1356

1356:                                             ; preds = %1353, %1346, %1339
  %1357 = phi <8 x float> [ %1355, %1353 ], [ %1352, %1346 ], [ %1345, %1339 ]
  switch i64 %303, label %642 [
    i64 1, label %1372
    i64 2, label %1365
    i64 3, label %1358
    i64 0, label %1375
  ]

1358:                                             ; preds = %1356
  %1359 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1357)
  %1360 = bitcast <8 x float> %1357 to <8 x i32>
  %1361 = and <8 x i32> %1360, %45
  %1362 = bitcast <8 x i32> %1361 to <8 x float>
  %1363 = fcmp oeq <8 x float> %1357, %30
  %1364 = select <8 x i1> %1363, <8 x float> %1362, <8 x float> %1359
  br label %1375

1365:                                             ; preds = %1356
  %1366 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1357)
  %1367 = bitcast <8 x float> %1357 to <8 x i32>
  %1368 = or <8 x i32> %1367, %46
  %1369 = bitcast <8 x i32> %1368 to <8 x float>
  %1370 = fcmp oeq <8 x float> %1357, %33
  %1371 = select <8 x i1> %1370, <8 x float> %1369, <8 x float> %1366
  br label %1375

1372:                                             ; preds = %1356
  %1373 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1319, <8 x i1> %1111, <8 x float> zeroinitializer)
  %1374 = fadd <8 x float> %1357, %1373
  br label %1375

1375:                                             ; preds = %1358, %1365, %1372, %1356, %1337
  %1376 = phi <8 x float> [ %1371, %1365 ], [ %1364, %1358 ], [ %1338, %1337 ], [ %1357, %1356 ], [ %1374, %1372 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1376, ptr align 1 %1317, <8 x i1> %1111)
  %1377 = add nsw i64 %1316, 8
  %1378 = getelementptr inbounds float, ptr %368, i64 %1377
  %1379 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1378, <8 x i1> %1119, <8 x float> zeroinitializer)
  %1380 = getelementptr inbounds float, ptr %366, i64 %1377
  switch i64 %291, label %642 [
    i64 1, label %1395
    i64 2, label %1388
    i64 3, label %1381
  ]

1381:                                             ; preds = %1375
  %1382 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1379)
  %1383 = bitcast <8 x float> %1379 to <8 x i32>
  %1384 = and <8 x i32> %1383, %45
  %1385 = bitcast <8 x i32> %1384 to <8 x float>
  %1386 = fcmp oeq <8 x float> %1379, %30
  %1387 = select <8 x i1> %1386, <8 x float> %1385, <8 x float> %1382
  br label %1398

1388:                                             ; preds = %1375
  %1389 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1379)
  %1390 = bitcast <8 x float> %1379 to <8 x i32>
  %1391 = or <8 x i32> %1390, %46
  %1392 = bitcast <8 x i32> %1391 to <8 x float>
  %1393 = fcmp oeq <8 x float> %1379, %33
  %1394 = select <8 x i1> %1393, <8 x float> %1392, <8 x float> %1389
  br label %1398

1395:                                             ; preds = %1375
  %1396 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1380, <8 x i1> %1119, <8 x float> zeroinitializer)
  %1397 = fadd <8 x float> %1379, %1396
  br label %1398

1398:                                             ; preds = %1395, %1388, %1381
  %1399 = phi <8 x float> [ %1397, %1395 ], [ %1394, %1388 ], [ %1387, %1381 ]
  switch i64 %305, label %642 [
    i64 1, label %1414
    i64 2, label %1407
    i64 3, label %1400
    i64 0, label %1436
  ]

1400:                                             ; preds = %1398
  %1401 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1399)
  %1402 = bitcast <8 x float> %1399 to <8 x i32>
  %1403 = and <8 x i32> %1402, %45
  %1404 = bitcast <8 x i32> %1403 to <8 x float>
  %1405 = fcmp oeq <8 x float> %1399, %30
  %1406 = select <8 x i1> %1405, <8 x float> %1404, <8 x float> %1401
  br label %1417

1407:                                             ; preds = %1398
  %1408 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1399)
  %1409 = bitcast <8 x float> %1399 to <8 x i32>
  %1410 = or <8 x i32> %1409, %46
  %1411 = bitcast <8 x i32> %1410 to <8 x float>
  %1412 = fcmp oeq <8 x float> %1399, %33
  %1413 = select <8 x i1> %1412, <8 x float> %1411, <8 x float> %1408
  br label %1417

1414:                                             ; preds = %1398
  %1415 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1380, <8 x i1> %1119, <8 x float> zeroinitializer)
  %1416 = fadd <8 x float> %1399, %1415
  br label %1417

1417:                                             ; preds = %1414, %1407, %1400
  %1418 = phi <8 x float> [ %1416, %1414 ], [ %1413, %1407 ], [ %1406, %1400 ]
  switch i64 %307, label %642 [
    i64 1, label %1433
    i64 2, label %1426
    i64 3, label %1419
    i64 0, label %1436
  ]

1419:                                             ; preds = %1417
  %1420 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1418)
  %1421 = bitcast <8 x float> %1418 to <8 x i32>
  %1422 = and <8 x i32> %1421, %45
  %1423 = bitcast <8 x i32> %1422 to <8 x float>
  %1424 = fcmp oeq <8 x float> %1418, %30
  %1425 = select <8 x i1> %1424, <8 x float> %1423, <8 x float> %1420
  br label %1436

1426:                                             ; preds = %1417
  %1427 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1418)
  %1428 = bitcast <8 x float> %1418 to <8 x i32>
  %1429 = or <8 x i32> %1428, %46
  %1430 = bitcast <8 x i32> %1429 to <8 x float>
  %1431 = fcmp oeq <8 x float> %1418, %33
  %1432 = select <8 x i1> %1431, <8 x float> %1430, <8 x float> %1427
  br label %1436

1433:                                             ; preds = %1417
  %1434 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1380, <8 x i1> %1119, <8 x float> zeroinitializer)
  %1435 = fadd <8 x float> %1418, %1434
  br label %1436

1436:                                             ; preds = %1419, %1426, %1433, %1188, %1417, %1398
  %1437 = phi ptr [ %1196, %1188 ], [ %1378, %1419 ], [ %1378, %1398 ], [ %1378, %1417 ], [ %1378, %1433 ], [ %1378, %1426 ]
  %1438 = phi <8 x float> [ %1197, %1188 ], [ %1425, %1419 ], [ %1399, %1398 ], [ %1418, %1417 ], [ %1435, %1433 ], [ %1432, %1426 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1438, ptr align 1 %1437, <8 x i1> %1119)
  br label %5815

1439:                                             ; preds = %554
  %1440 = icmp sgt i64 %556, 7
  %1441 = trunc i64 %556 to i32
  %1442 = select i1 %1440, i32 8, i32 %1441
  %1443 = insertelement <8 x i32> poison, i32 %1442, i64 0
  %1444 = shufflevector <8 x i32> %1443, <8 x i32> poison, <8 x i32> zeroinitializer
  %1445 = icmp sgt <8 x i32> %1444, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %42, label %1456, label %1446

1446:                                             ; preds = %1439
  %1447 = load float, ptr %380, align 1
  %1448 = insertelement <8 x float> poison, float %1447, i64 0
  %1449 = shufflevector <8 x float> %1448, <8 x float> poison, <8 x i32> zeroinitializer
  %1450 = load float, ptr %516, align 1
  %1451 = insertelement <8 x float> poison, float %1450, i64 0
  %1452 = shufflevector <8 x float> %1451, <8 x float> poison, <8 x i32> zeroinitializer
  %1453 = load float, ptr %517, align 1
  %1454 = insertelement <8 x float> poison, float %1453, i64 0
  %1455 = shufflevector <8 x float> %1454, <8 x float> poison, <8 x i32> zeroinitializer
  br label %1464

1456:                                             ; preds = %1439
  %1457 = getelementptr float, ptr %363, i64 %555
  %1458 = getelementptr float, ptr %1457, i64 %383
  %1459 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1458, <8 x i1> %1445, <8 x float> zeroinitializer)
  %1460 = getelementptr float, ptr %1457, i64 %519
  %1461 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1460, <8 x i1> %1445, <8 x float> zeroinitializer)
  %1462 = getelementptr float, ptr %1457, i64 %521
  %1463 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1462, <8 x i1> %1445, <8 x float> zeroinitializer)
  br label %1464

1464:                                             ; preds = %1456, %1446
  %1465 = phi <8 x float> [ %1461, %1456 ], [ %1452, %1446 ]
  %1466 = phi <8 x float> [ %1459, %1456 ], [ %1449, %1446 ]
  %1467 = phi <8 x float> [ %1463, %1456 ], [ %1455, %1446 ]
  %1468 = getelementptr inbounds float, ptr %361, i64 %555
  br i1 %43, label %1469, label %1494

1469:                                             ; preds = %1464
  br i1 %333, label %1471, label %1502

1470:                                             ; preds = %1502
  br i1 %335, label %1494, label %1471

1471:                                             ; preds = %1470, %1469
  %1472 = phi <8 x float> [ %1466, %1469 ], [ %1534, %1470 ]
  %1473 = phi <8 x float> [ %1465, %1469 ], [ %1539, %1470 ]
  %1474 = phi <8 x float> [ %1467, %1469 ], [ %1544, %1470 ]
  %1475 = phi i64 [ 0, %1469 ], [ %1545, %1470 ]
  tail call void @llvm.assume(i1 %336)
  %1476 = mul nsw i64 %1475, %7
  %1477 = getelementptr inbounds float, ptr %1468, i64 %1476
  %1478 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1477, <8 x i1> %1445, <8 x float> zeroinitializer)
  %1479 = getelementptr float, ptr %382, i64 %1475
  %1480 = load float, ptr %1479, align 1
  %1481 = insertelement <8 x float> poison, float %1480, i64 0
  %1482 = shufflevector <8 x float> %1481, <8 x float> poison, <8 x i32> zeroinitializer
  %1483 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1478, <8 x float> %1482, <8 x float> %1472)
  %1484 = getelementptr float, ptr %1479, i64 %5
  %1485 = load float, ptr %1484, align 1
  %1486 = insertelement <8 x float> poison, float %1485, i64 0
  %1487 = shufflevector <8 x float> %1486, <8 x float> poison, <8 x i32> zeroinitializer
  %1488 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1478, <8 x float> %1487, <8 x float> %1473)
  %1489 = getelementptr i8, ptr %1479, i64 %277
  %1490 = load float, ptr %1489, align 1
  %1491 = insertelement <8 x float> poison, float %1490, i64 0
  %1492 = shufflevector <8 x float> %1491, <8 x float> poison, <8 x i32> zeroinitializer
  %1493 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1478, <8 x float> %1492, <8 x float> %1474)
  br label %1494

1494:                                             ; preds = %1471, %1470, %1464
  %1495 = phi <8 x float> [ %1466, %1464 ], [ %1534, %1470 ], [ %1483, %1471 ]
  %1496 = phi <8 x float> [ %1465, %1464 ], [ %1539, %1470 ], [ %1488, %1471 ]
  %1497 = phi <8 x float> [ %1467, %1464 ], [ %1544, %1470 ], [ %1493, %1471 ]
  %1498 = getelementptr float, ptr %368, i64 %555
  %1499 = getelementptr float, ptr %1498, i64 %383
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1495, ptr align 1 %1499, <8 x i1> %1445)
  %1500 = getelementptr float, ptr %1498, i64 %523
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1496, ptr align 1 %1500, <8 x i1> %1445)
  %1501 = getelementptr float, ptr %1498, i64 %525
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1497, ptr align 1 %1501, <8 x i1> %1445)
  br i1 %44, label %5815, label %1548

1502:                                             ; preds = %1469, %1502
  %1503 = phi <8 x float> [ %1534, %1502 ], [ %1466, %1469 ]
  %1504 = phi <8 x float> [ %1539, %1502 ], [ %1465, %1469 ]
  %1505 = phi <8 x float> [ %1544, %1502 ], [ %1467, %1469 ]
  %1506 = phi i64 [ %1545, %1502 ], [ 0, %1469 ]
  %1507 = phi i64 [ %1546, %1502 ], [ 0, %1469 ]
  %1508 = mul nsw i64 %1506, %7
  %1509 = getelementptr inbounds float, ptr %1468, i64 %1508
  %1510 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1509, <8 x i1> %1445, <8 x float> zeroinitializer)
  %1511 = getelementptr float, ptr %382, i64 %1506
  %1512 = load float, ptr %1511, align 1
  %1513 = insertelement <8 x float> poison, float %1512, i64 0
  %1514 = shufflevector <8 x float> %1513, <8 x float> poison, <8 x i32> zeroinitializer
  %1515 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1510, <8 x float> %1514, <8 x float> %1503)
  %1516 = getelementptr float, ptr %1511, i64 %5
  %1517 = load float, ptr %1516, align 1
  %1518 = insertelement <8 x float> poison, float %1517, i64 0
  %1519 = shufflevector <8 x float> %1518, <8 x float> poison, <8 x i32> zeroinitializer
  %1520 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1510, <8 x float> %1519, <8 x float> %1504)
  %1521 = getelementptr i8, ptr %1511, i64 %277
  %1522 = load float, ptr %1521, align 1
  %1523 = insertelement <8 x float> poison, float %1522, i64 0
  %1524 = shufflevector <8 x float> %1523, <8 x float> poison, <8 x i32> zeroinitializer
  %1525 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1510, <8 x float> %1524, <8 x float> %1505)
  %1526 = or disjoint i64 %1506, 1
  %1527 = mul nsw i64 %1526, %7
  %1528 = getelementptr inbounds float, ptr %1468, i64 %1527
  %1529 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1528, <8 x i1> %1445, <8 x float> zeroinitializer)
  %1530 = getelementptr float, ptr %382, i64 %1526
  %1531 = load float, ptr %1530, align 1
  %1532 = insertelement <8 x float> poison, float %1531, i64 0
  %1533 = shufflevector <8 x float> %1532, <8 x float> poison, <8 x i32> zeroinitializer
  %1534 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1529, <8 x float> %1533, <8 x float> %1515)
  %1535 = getelementptr float, ptr %1530, i64 %5
  %1536 = load float, ptr %1535, align 1
  %1537 = insertelement <8 x float> poison, float %1536, i64 0
  %1538 = shufflevector <8 x float> %1537, <8 x float> poison, <8 x i32> zeroinitializer
  %1539 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1529, <8 x float> %1538, <8 x float> %1520)
  %1540 = getelementptr i8, ptr %1530, i64 %277
  %1541 = load float, ptr %1540, align 1
  %1542 = insertelement <8 x float> poison, float %1541, i64 0
  %1543 = shufflevector <8 x float> %1542, <8 x float> poison, <8 x i32> zeroinitializer
  %1544 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1529, <8 x float> %1543, <8 x float> %1525)
  %1545 = add nuw nsw i64 %1506, 2
  %1546 = add i64 %1507, 2
  %1547 = icmp eq i64 %1546, %334
  br i1 %1547, label %1470, label %1502

1548:                                             ; preds = %1494
  %1549 = add nsw i64 %383, %555
  %1550 = getelementptr inbounds float, ptr %368, i64 %1549
  %1551 = getelementptr inbounds float, ptr %366, i64 %1549
  %1552 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1550, <8 x i1> %1445, <8 x float> zeroinitializer)
  switch i64 %278, label %642 [
    i64 1, label %1558
    i64 2, label %1561
    i64 3, label %1568
    i64 0, label %1553
  ]

1553:                                             ; preds = %1548
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1552, ptr align 1 %1550, <8 x i1> %1445)
  %1554 = getelementptr float, ptr %548, i64 %555
  %1555 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1554, <8 x i1> %1445, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1555, ptr align 1 %1554, <8 x i1> %1445)
  %1556 = getelementptr float, ptr %549, i64 %555
  %1557 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1556, <8 x i1> %1445, <8 x float> zeroinitializer)
  br label %1735

1558:                                             ; preds = %1548
  %1559 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1551, <8 x i1> %1445, <8 x float> zeroinitializer)
  %1560 = fadd <8 x float> %1552, %1559
  br label %1575

1561:                                             ; preds = %1548
  %1562 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1552)
  %1563 = bitcast <8 x float> %1552 to <8 x i32>
  %1564 = or <8 x i32> %1563, %46
  %1565 = bitcast <8 x i32> %1564 to <8 x float>
  %1566 = fcmp oeq <8 x float> %1552, %33
  %1567 = select <8 x i1> %1566, <8 x float> %1565, <8 x float> %1562
  br label %1575

1568:                                             ; preds = %1548
  %1569 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1552)
  %1570 = bitcast <8 x float> %1552 to <8 x i32>
  %1571 = and <8 x i32> %1570, %45
  %1572 = bitcast <8 x i32> %1571 to <8 x float>
  %1573 = fcmp oeq <8 x float> %1552, %30
  %1574 = select <8 x i1> %1573, <8 x float> %1572, <8 x float> %1569
  br label %1575

1575:                                             ; preds = %1568, %1561, %1558
  %1576 = phi <8 x float> [ %1560, %1558 ], [ %1567, %1561 ], [ %1574, %1568 ]
  switch i64 %280, label %642 [
    i64 1, label %1591
    i64 2, label %1584
    i64 3, label %1577
    i64 0, label %1613
  ]

1577:                                             ; preds = %1575
  %1578 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1576)
  %1579 = bitcast <8 x float> %1576 to <8 x i32>
  %1580 = and <8 x i32> %1579, %45
  %1581 = bitcast <8 x i32> %1580 to <8 x float>
  %1582 = fcmp oeq <8 x float> %1576, %30
  %1583 = select <8 x i1> %1582, <8 x float> %1581, <8 x float> %1578
  br label %1594

1584:                                             ; preds = %1575
  %1585 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1576)
  %1586 = bitcast <8 x float> %1576 to <8 x i32>
  %1587 = or <8 x i32> %1586, %46
  %1588 = bitcast <8 x i32> %1587 to <8 x float>
  %1589 = fcmp oeq <8 x float> %1576, %33
  %1590 = select <8 x i1> %1589, <8 x float> %1588, <8 x float> %1585
  br label %1594

1591:                                             ; preds = %1575
  %1592 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1551, <8 x i1> %1445, <8 x float> zeroinitializer)
  %1593 = fadd <8 x float> %1576, %1592
  br label %1594

1594:                                             ; preds = %1591, %1584, %1577
  %1595 = phi <8 x float> [ %1593, %1591 ], [ %1590, %1584 ], [ %1583, %1577 ]
  switch i64 %282, label %642 [
    i64 1, label %1610
    i64 2, label %1603
    i64 3, label %1596
    i64 0, label %1613
  ]

1596:                                             ; preds = %1594
  %1597 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1595)
  %1598 = bitcast <8 x float> %1595 to <8 x i32>
  %1599 = and <8 x i32> %1598, %45
  %1600 = bitcast <8 x i32> %1599 to <8 x float>
  %1601 = fcmp oeq <8 x float> %1595, %30
  %1602 = select <8 x i1> %1601, <8 x float> %1600, <8 x float> %1597
  br label %1613

1603:                                             ; preds = %1594
  %1604 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1595)
  %1605 = bitcast <8 x float> %1595 to <8 x i32>
  %1606 = or <8 x i32> %1605, %46
  %1607 = bitcast <8 x i32> %1606 to <8 x float>
  %1608 = fcmp oeq <8 x float> %1595, %33
  %1609 = select <8 x i1> %1608, <8 x float> %1607, <8 x float> %1604
  br label %1613

1610:                                             ; preds = %1594
  %1611 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1551, <8 x i1> %1445, <8 x float> zeroinitializer)
  %1612 = fadd <8 x float> %1595, %1611
  br label %1613

1613:                                             ; preds = %1596, %1603, %1610, %1594, %1575
  %1614 = phi <8 x float> [ %1595, %1594 ], [ %1602, %1596 ], [ %1576, %1575 ], [ %1612, %1610 ], [ %1609, %1603 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1614, ptr align 1 %1550, <8 x i1> %1445)
  %1615 = add nsw i64 %523, %555
  %1616 = getelementptr inbounds float, ptr %368, i64 %1615
  %1617 = getelementptr inbounds float, ptr %366, i64 %1615
  %1618 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1616, <8 x i1> %1445, <8 x float> zeroinitializer)
  switch i64 %278, label %642 [
    i64 1, label %1633
    i64 2, label %1626
    i64 3, label %1619
  ]

1619:                                             ; preds = %1613
  %1620 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1618)
  %1621 = bitcast <8 x float> %1618 to <8 x i32>
  %1622 = and <8 x i32> %1621, %45
  %1623 = bitcast <8 x i32> %1622 to <8 x float>
  %1624 = fcmp oeq <8 x float> %1618, %30
  %1625 = select <8 x i1> %1624, <8 x float> %1623, <8 x float> %1620
  br label %1636

1626:                                             ; preds = %1613
  %1627 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1618)
  %1628 = bitcast <8 x float> %1618 to <8 x i32>
  %1629 = or <8 x i32> %1628, %46
  %1630 = bitcast <8 x i32> %1629 to <8 x float>
  %1631 = fcmp oeq <8 x float> %1618, %33
  %1632 = select <8 x i1> %1631, <8 x float> %1630, <8 x float> %1627
  br label %1636

1633:                                             ; preds = %1613
  %1634 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1617, <8 x i1> %1445, <8 x float> zeroinitializer)
  %1635 = fadd <8 x float> %1618, %1634
  br label %1636

1636:                                             ; preds = %1633, %1626, %1619
  %1637 = phi <8 x float> [ %1635, %1633 ], [ %1632, %1626 ], [ %1625, %1619 ]
  switch i64 %284, label %642 [
    i64 1, label %1652
    i64 2, label %1645
    i64 3, label %1638
    i64 0, label %1674
  ]

1638:                                             ; preds = %1636
  %1639 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1637)
  %1640 = bitcast <8 x float> %1637 to <8 x i32>
  %1641 = and <8 x i32> %1640, %45
  %1642 = bitcast <8 x i32> %1641 to <8 x float>
  %1643 = fcmp oeq <8 x float> %1637, %30
  %1644 = select <8 x i1> %1643, <8 x float> %1642, <8 x float> %1639
  br label %1655

1645:                                             ; preds = %1636
  %1646 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1637)
  %1647 = bitcast <8 x float> %1637 to <8 x i32>
  %1648 = or <8 x i32> %1647, %46
  %1649 = bitcast <8 x i32> %1648 to <8 x float>
  %1650 = fcmp oeq <8 x float> %1637, %33
  %1651 = select <8 x i1> %1650, <8 x float> %1649, <8 x float> %1646
  br label %1655

1652:                                             ; preds = %1636
  %1653 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1617, <8 x i1> %1445, <8 x float> zeroinitializer)
  %1654 = fadd <8 x float> %1637, %1653
  br label %1655

1655:                                             ; preds = %1652, %1645, %1638
  %1656 = phi <8 x float> [ %1654, %1652 ], [ %1651, %1645 ], [ %1644, %1638 ]
  switch i64 %286, label %642 [
    i64 1, label %1671
    i64 2, label %1664
    i64 3, label %1657
    i64 0, label %1674
  ]

1657:                                             ; preds = %1655
  %1658 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1656)
  %1659 = bitcast <8 x float> %1656 to <8 x i32>
  %1660 = and <8 x i32> %1659, %45
  %1661 = bitcast <8 x i32> %1660 to <8 x float>
  %1662 = fcmp oeq <8 x float> %1656, %30
  %1663 = select <8 x i1> %1662, <8 x float> %1661, <8 x float> %1658
  br label %1674

1664:                                             ; preds = %1655
  %1665 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1656)
  %1666 = bitcast <8 x float> %1656 to <8 x i32>
  %1667 = or <8 x i32> %1666, %46
  %1668 = bitcast <8 x i32> %1667 to <8 x float>
  %1669 = fcmp oeq <8 x float> %1656, %33
  %1670 = select <8 x i1> %1669, <8 x float> %1668, <8 x float> %1665
  br label %1674

1671:                                             ; preds = %1655
  %1672 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1617, <8 x i1> %1445, <8 x float> zeroinitializer)
  %1673 = fadd <8 x float> %1656, %1672
  br label %1674

1674:                                             ; preds = %1657, %1664, %1671, %1655, %1636
  %1675 = phi <8 x float> [ %1670, %1664 ], [ %1663, %1657 ], [ %1637, %1636 ], [ %1656, %1655 ], [ %1673, %1671 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1675, ptr align 1 %1616, <8 x i1> %1445)
  %1676 = add nsw i64 %525, %555
  %1677 = getelementptr inbounds float, ptr %368, i64 %1676
  %1678 = getelementptr inbounds float, ptr %366, i64 %1676
  %1679 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1677, <8 x i1> %1445, <8 x float> zeroinitializer)
  switch i64 %278, label %642 [
    i64 1, label %1694
    i64 2, label %1687
    i64 3, label %1680
  ]

1680:                                             ; preds = %1674
  %1681 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1679)
  %1682 = bitcast <8 x float> %1679 to <8 x i32>
  %1683 = and <8 x i32> %1682, %45
  %1684 = bitcast <8 x i32> %1683 to <8 x float>
  %1685 = fcmp oeq <8 x float> %1679, %30
  %1686 = select <8 x i1> %1685, <8 x float> %1684, <8 x float> %1681
  br label %1697

1687:                                             ; preds = %1674
  %1688 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1679)
  %1689 = bitcast <8 x float> %1679 to <8 x i32>
  %1690 = or <8 x i32> %1689, %46
  %1691 = bitcast <8 x i32> %1690 to <8 x float>
  %1692 = fcmp oeq <8 x float> %1679, %33
  %1693 = select <8 x i1> %1692, <8 x float> %1691, <8 x float> %1688
  br label %1697

1694:                                             ; preds = %1674
  %1695 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1678, <8 x i1> %1445, <8 x float> zeroinitializer)
  %1696 = fadd <8 x float> %1679, %1695
  br label %1697

1697:                                             ; preds = %1694, %1687, %1680
  %1698 = phi <8 x float> [ %1696, %1694 ], [ %1693, %1687 ], [ %1686, %1680 ]
  switch i64 %288, label %642 [
    i64 1, label %1713
    i64 2, label %1706
    i64 3, label %1699
    i64 0, label %1735
  ]

1699:                                             ; preds = %1697
  %1700 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1698)
  %1701 = bitcast <8 x float> %1698 to <8 x i32>
  %1702 = and <8 x i32> %1701, %45
  %1703 = bitcast <8 x i32> %1702 to <8 x float>
  %1704 = fcmp oeq <8 x float> %1698, %30
  %1705 = select <8 x i1> %1704, <8 x float> %1703, <8 x float> %1700
  br label %1716

1706:                                             ; preds = %1697
  %1707 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1698)
  %1708 = bitcast <8 x float> %1698 to <8 x i32>
  %1709 = or <8 x i32> %1708, %46
  %1710 = bitcast <8 x i32> %1709 to <8 x float>
  %1711 = fcmp oeq <8 x float> %1698, %33
  %1712 = select <8 x i1> %1711, <8 x float> %1710, <8 x float> %1707
  br label %1716

1713:                                             ; preds = %1697
  %1714 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1678, <8 x i1> %1445, <8 x float> zeroinitializer)
  %1715 = fadd <8 x float> %1698, %1714
  br label %1716

1716:                                             ; preds = %1713, %1706, %1699
  %1717 = phi <8 x float> [ %1715, %1713 ], [ %1712, %1706 ], [ %1705, %1699 ]
  switch i64 %290, label %642 [
    i64 1, label %1732
    i64 2, label %1725
    i64 3, label %1718
    i64 0, label %1735
  ]

1718:                                             ; preds = %1716
  %1719 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1717)
  %1720 = bitcast <8 x float> %1717 to <8 x i32>
  %1721 = and <8 x i32> %1720, %45
  %1722 = bitcast <8 x i32> %1721 to <8 x float>
  %1723 = fcmp oeq <8 x float> %1717, %30
  %1724 = select <8 x i1> %1723, <8 x float> %1722, <8 x float> %1719
  br label %1735

1725:                                             ; preds = %1716
  %1726 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1717)
  %1727 = bitcast <8 x float> %1717 to <8 x i32>
  %1728 = or <8 x i32> %1727, %46
  %1729 = bitcast <8 x i32> %1728 to <8 x float>
  %1730 = fcmp oeq <8 x float> %1717, %33
  %1731 = select <8 x i1> %1730, <8 x float> %1729, <8 x float> %1726
  br label %1735

1732:                                             ; preds = %1716
  %1733 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1678, <8 x i1> %1445, <8 x float> zeroinitializer)
  %1734 = fadd <8 x float> %1717, %1733
  br label %1735

1735:                                             ; preds = %1718, %1725, %1732, %1553, %1716, %1697
  %1736 = phi ptr [ %1556, %1553 ], [ %1677, %1718 ], [ %1677, %1697 ], [ %1677, %1716 ], [ %1677, %1732 ], [ %1677, %1725 ]
  %1737 = phi <8 x float> [ %1557, %1553 ], [ %1724, %1718 ], [ %1698, %1697 ], [ %1717, %1716 ], [ %1734, %1732 ], [ %1731, %1725 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1737, ptr align 1 %1736, <8 x i1> %1445)
  br label %5815

1738:                                             ; preds = %554
  %1739 = icmp sgt i64 %556, 7
  %1740 = trunc i64 %556 to i32
  %1741 = select i1 %1739, i32 8, i32 %1740
  %1742 = insertelement <8 x i32> poison, i32 %1741, i64 0
  %1743 = shufflevector <8 x i32> %1742, <8 x i32> poison, <8 x i32> zeroinitializer
  %1744 = icmp sgt <8 x i32> %1743, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1745 = add i64 %555, 8
  %1746 = sub i64 %7, %1745
  %1747 = icmp sgt i64 %1746, 7
  %1748 = trunc i64 %1746 to i32
  %1749 = select i1 %1747, i32 8, i32 %1748
  %1750 = insertelement <8 x i32> poison, i32 %1749, i64 0
  %1751 = shufflevector <8 x i32> %1750, <8 x i32> poison, <8 x i32> zeroinitializer
  %1752 = icmp sgt <8 x i32> %1751, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %42, label %1769, label %1753

1753:                                             ; preds = %1738
  %1754 = load float, ptr %380, align 1
  %1755 = insertelement <8 x float> poison, float %1754, i64 0
  %1756 = shufflevector <8 x float> %1755, <8 x float> poison, <8 x i32> zeroinitializer
  %1757 = insertelement <8 x float> poison, float %1754, i64 0
  %1758 = shufflevector <8 x float> %1757, <8 x float> poison, <8 x i32> zeroinitializer
  %1759 = load float, ptr %506, align 1
  %1760 = insertelement <8 x float> poison, float %1759, i64 0
  %1761 = shufflevector <8 x float> %1760, <8 x float> poison, <8 x i32> zeroinitializer
  %1762 = insertelement <8 x float> poison, float %1759, i64 0
  %1763 = shufflevector <8 x float> %1762, <8 x float> poison, <8 x i32> zeroinitializer
  %1764 = load float, ptr %509, align 1
  %1765 = insertelement <8 x float> poison, float %1764, i64 0
  %1766 = shufflevector <8 x float> %1765, <8 x float> poison, <8 x i32> zeroinitializer
  %1767 = insertelement <8 x float> poison, float %1764, i64 0
  %1768 = shufflevector <8 x float> %1767, <8 x float> poison, <8 x i32> zeroinitializer
  br label %1783

1769:                                             ; preds = %1738
  %1770 = getelementptr float, ptr %363, i64 %555
  %1771 = getelementptr float, ptr %1770, i64 %383
  %1772 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1771, <8 x i1> %1744, <8 x float> zeroinitializer)
  %1773 = getelementptr inbounds nuw i8, ptr %1771, i64 32
  %1774 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1773, <8 x i1> %1752, <8 x float> zeroinitializer)
  %1775 = getelementptr float, ptr %1770, i64 %513
  %1776 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1775, <8 x i1> %1744, <8 x float> zeroinitializer)
  %1777 = getelementptr inbounds nuw i8, ptr %1775, i64 32
  %1778 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1777, <8 x i1> %1752, <8 x float> zeroinitializer)
  %1779 = getelementptr float, ptr %1770, i64 %515
  %1780 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1779, <8 x i1> %1744, <8 x float> zeroinitializer)
  %1781 = getelementptr inbounds nuw i8, ptr %1779, i64 32
  %1782 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1781, <8 x i1> %1752, <8 x float> zeroinitializer)
  br label %1783

1783:                                             ; preds = %1769, %1753
  %1784 = phi <8 x float> [ %1780, %1769 ], [ %1766, %1753 ]
  %1785 = phi <8 x float> [ %1776, %1769 ], [ %1761, %1753 ]
  %1786 = phi <8 x float> [ %1772, %1769 ], [ %1756, %1753 ]
  %1787 = phi <8 x float> [ %1774, %1769 ], [ %1758, %1753 ]
  %1788 = phi i64 [ %513, %1769 ], [ %508, %1753 ]
  %1789 = phi <8 x float> [ %1778, %1769 ], [ %1763, %1753 ]
  %1790 = phi i64 [ %515, %1769 ], [ %511, %1753 ]
  %1791 = phi <8 x float> [ %1782, %1769 ], [ %1768, %1753 ]
  %1792 = getelementptr inbounds float, ptr %361, i64 %555
  br i1 %43, label %1807, label %1793

1793:                                             ; preds = %1807, %1783
  %1794 = phi <8 x float> [ %1786, %1783 ], [ %1824, %1807 ]
  %1795 = phi <8 x float> [ %1787, %1783 ], [ %1825, %1807 ]
  %1796 = phi <8 x float> [ %1785, %1783 ], [ %1830, %1807 ]
  %1797 = phi <8 x float> [ %1789, %1783 ], [ %1831, %1807 ]
  %1798 = phi <8 x float> [ %1784, %1783 ], [ %1836, %1807 ]
  %1799 = phi <8 x float> [ %1791, %1783 ], [ %1837, %1807 ]
  %1800 = getelementptr float, ptr %368, i64 %555
  %1801 = getelementptr float, ptr %1800, i64 %383
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1794, ptr align 1 %1801, <8 x i1> %1744)
  %1802 = getelementptr inbounds nuw i8, ptr %1801, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1795, ptr nonnull align 1 %1802, <8 x i1> %1752)
  %1803 = getelementptr float, ptr %1800, i64 %1788
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1796, ptr align 1 %1803, <8 x i1> %1744)
  %1804 = getelementptr inbounds nuw i8, ptr %1803, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1797, ptr nonnull align 1 %1804, <8 x i1> %1752)
  %1805 = getelementptr float, ptr %1800, i64 %1790
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1798, ptr align 1 %1805, <8 x i1> %1744)
  %1806 = getelementptr inbounds nuw i8, ptr %1805, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1799, ptr nonnull align 1 %1806, <8 x i1> %1752)
  br i1 %44, label %5815, label %1840

1807:                                             ; preds = %1783, %1807
  %1808 = phi <8 x float> [ %1824, %1807 ], [ %1786, %1783 ]
  %1809 = phi <8 x float> [ %1825, %1807 ], [ %1787, %1783 ]
  %1810 = phi <8 x float> [ %1830, %1807 ], [ %1785, %1783 ]
  %1811 = phi <8 x float> [ %1831, %1807 ], [ %1789, %1783 ]
  %1812 = phi <8 x float> [ %1836, %1807 ], [ %1784, %1783 ]
  %1813 = phi <8 x float> [ %1837, %1807 ], [ %1791, %1783 ]
  %1814 = phi i64 [ %1838, %1807 ], [ 0, %1783 ]
  %1815 = mul nsw i64 %1814, %7
  %1816 = getelementptr inbounds float, ptr %1792, i64 %1815
  %1817 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1816, <8 x i1> %1744, <8 x float> zeroinitializer)
  %1818 = getelementptr inbounds nuw i8, ptr %1816, i64 32
  %1819 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %1818, <8 x i1> %1752, <8 x float> zeroinitializer)
  %1820 = getelementptr float, ptr %382, i64 %1814
  %1821 = load float, ptr %1820, align 1
  %1822 = insertelement <8 x float> poison, float %1821, i64 0
  %1823 = shufflevector <8 x float> %1822, <8 x float> poison, <8 x i32> zeroinitializer
  %1824 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1817, <8 x float> %1823, <8 x float> %1808)
  %1825 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1819, <8 x float> %1823, <8 x float> %1809)
  %1826 = getelementptr float, ptr %1820, i64 %5
  %1827 = load float, ptr %1826, align 1
  %1828 = insertelement <8 x float> poison, float %1827, i64 0
  %1829 = shufflevector <8 x float> %1828, <8 x float> poison, <8 x i32> zeroinitializer
  %1830 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1817, <8 x float> %1829, <8 x float> %1810)
  %1831 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1819, <8 x float> %1829, <8 x float> %1811)
  %1832 = getelementptr i8, ptr %1820, i64 %251
  %1833 = load float, ptr %1832, align 1
  %1834 = insertelement <8 x float> poison, float %1833, i64 0
  %1835 = shufflevector <8 x float> %1834, <8 x float> poison, <8 x i32> zeroinitializer
  %1836 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1817, <8 x float> %1835, <8 x float> %1812)
  %1837 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1819, <8 x float> %1835, <8 x float> %1813)
  %1838 = add nuw nsw i64 %1814, 1
  %1839 = icmp eq i64 %1838, %5
  br i1 %1839, label %1793, label %1807

1840:                                             ; preds = %1793
  %1841 = add nsw i64 %383, %555
  %1842 = getelementptr inbounds float, ptr %368, i64 %1841
  %1843 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1842, <8 x i1> %1744, <8 x float> zeroinitializer)
  %1844 = getelementptr inbounds float, ptr %366, i64 %1841
  switch i64 %252, label %642 [
    i64 1, label %1861
    i64 2, label %1864
    i64 3, label %1871
    i64 0, label %1845
  ]

1845:                                             ; preds = %1840
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1843, ptr align 1 %1842, <8 x i1> %1744)
  %1846 = getelementptr float, ptr %368, i64 %1841
  %1847 = getelementptr i8, ptr %1846, i64 32
  %1848 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1847, <8 x i1> %1752, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1848, ptr align 1 %1847, <8 x i1> %1752)
  %1849 = add nsw i64 %1788, %555
  %1850 = getelementptr inbounds float, ptr %368, i64 %1849
  %1851 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1850, <8 x i1> %1744, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1851, ptr align 1 %1850, <8 x i1> %1744)
  %1852 = getelementptr float, ptr %368, i64 %1849
  %1853 = getelementptr i8, ptr %1852, i64 32
  %1854 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1853, <8 x i1> %1752, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1854, ptr align 1 %1853, <8 x i1> %1752)
  %1855 = add nsw i64 %1790, %555
  %1856 = getelementptr inbounds float, ptr %368, i64 %1855
  %1857 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1856, <8 x i1> %1744, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1857, ptr align 1 %1856, <8 x i1> %1744)
  %1858 = getelementptr float, ptr %368, i64 %1855
  %1859 = getelementptr i8, ptr %1858, i64 32
  %1860 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1859, <8 x i1> %1752, <8 x float> zeroinitializer)
  br label %2221

1861:                                             ; preds = %1840
  %1862 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1844, <8 x i1> %1744, <8 x float> zeroinitializer)
  %1863 = fadd <8 x float> %1843, %1862
  br label %1878

1864:                                             ; preds = %1840
  %1865 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1843)
  %1866 = bitcast <8 x float> %1843 to <8 x i32>
  %1867 = or <8 x i32> %1866, %46
  %1868 = bitcast <8 x i32> %1867 to <8 x float>
  %1869 = fcmp oeq <8 x float> %1843, %33
  %1870 = select <8 x i1> %1869, <8 x float> %1868, <8 x float> %1865
  br label %1878

1871:                                             ; preds = %1840
  %1872 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1843)
  %1873 = bitcast <8 x float> %1843 to <8 x i32>
  %1874 = and <8 x i32> %1873, %45
  %1875 = bitcast <8 x i32> %1874 to <8 x float>
  %1876 = fcmp oeq <8 x float> %1843, %30
  %1877 = select <8 x i1> %1876, <8 x float> %1875, <8 x float> %1872
  br label %1878

1878:                                             ; preds = %1871, %1864, %1861
  %1879 = phi <8 x float> [ %1863, %1861 ], [ %1870, %1864 ], [ %1877, %1871 ]
  switch i64 %254, label %642 [
    i64 1, label %1894
    i64 2, label %1887
    i64 3, label %1880
    i64 0, label %1916
  ]

1880:                                             ; preds = %1878
  %1881 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1879)
  %1882 = bitcast <8 x float> %1879 to <8 x i32>
  %1883 = and <8 x i32> %1882, %45
  %1884 = bitcast <8 x i32> %1883 to <8 x float>
  %1885 = fcmp oeq <8 x float> %1879, %30
  %1886 = select <8 x i1> %1885, <8 x float> %1884, <8 x float> %1881
  br label %1897

1887:                                             ; preds = %1878
  %1888 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1879)
  %1889 = bitcast <8 x float> %1879 to <8 x i32>
  %1890 = or <8 x i32> %1889, %46
  %1891 = bitcast <8 x i32> %1890 to <8 x float>
  %1892 = fcmp oeq <8 x float> %1879, %33
  %1893 = select <8 x i1> %1892, <8 x float> %1891, <8 x float> %1888
  br label %1897

1894:                                             ; preds = %1878
  %1895 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1844, <8 x i1> %1744, <8 x float> zeroinitializer)
  %1896 = fadd <8 x float> %1879, %1895
  br label %1897

1897:                                             ; preds = %1894, %1887, %1880
  %1898 = phi <8 x float> [ %1896, %1894 ], [ %1893, %1887 ], [ %1886, %1880 ]
  switch i64 %256, label %642 [
    i64 1, label %1913
    i64 2, label %1906
    i64 3, label %1899
    i64 0, label %1916
  ]

1899:                                             ; preds = %1897
  %1900 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1898)
  %1901 = bitcast <8 x float> %1898 to <8 x i32>
  %1902 = and <8 x i32> %1901, %45
  %1903 = bitcast <8 x i32> %1902 to <8 x float>
  %1904 = fcmp oeq <8 x float> %1898, %30
  %1905 = select <8 x i1> %1904, <8 x float> %1903, <8 x float> %1900
  br label %1916

1906:                                             ; preds = %1897
  %1907 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1898)
  %1908 = bitcast <8 x float> %1898 to <8 x i32>
  %1909 = or <8 x i32> %1908, %46
  %1910 = bitcast <8 x i32> %1909 to <8 x float>
  %1911 = fcmp oeq <8 x float> %1898, %33
  %1912 = select <8 x i1> %1911, <8 x float> %1910, <8 x float> %1907
  br label %1916

1913:                                             ; preds = %1897
  %1914 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1844, <8 x i1> %1744, <8 x float> zeroinitializer)
  %1915 = fadd <8 x float> %1898, %1914
  br label %1916

1916:                                             ; preds = %1899, %1906, %1913, %1897, %1878
  %1917 = phi <8 x float> [ %1898, %1897 ], [ %1905, %1899 ], [ %1879, %1878 ], [ %1915, %1913 ], [ %1912, %1906 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1917, ptr align 1 %1842, <8 x i1> %1744)
  %1918 = add nsw i64 %1841, 8
  %1919 = getelementptr inbounds float, ptr %368, i64 %1918
  %1920 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1919, <8 x i1> %1752, <8 x float> zeroinitializer)
  %1921 = getelementptr inbounds float, ptr %366, i64 %1918
  switch i64 %252, label %642 [
    i64 1, label %1936
    i64 2, label %1929
    i64 3, label %1922
  ]

1922:                                             ; preds = %1916
  %1923 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1920)
  %1924 = bitcast <8 x float> %1920 to <8 x i32>
  %1925 = and <8 x i32> %1924, %45
  %1926 = bitcast <8 x i32> %1925 to <8 x float>
  %1927 = fcmp oeq <8 x float> %1920, %30
  %1928 = select <8 x i1> %1927, <8 x float> %1926, <8 x float> %1923
  br label %1939

1929:                                             ; preds = %1916
  %1930 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1920)
  %1931 = bitcast <8 x float> %1920 to <8 x i32>
  %1932 = or <8 x i32> %1931, %46
  %1933 = bitcast <8 x i32> %1932 to <8 x float>
  %1934 = fcmp oeq <8 x float> %1920, %33
  %1935 = select <8 x i1> %1934, <8 x float> %1933, <8 x float> %1930
  br label %1939

1936:                                             ; preds = %1916
  %1937 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1921, <8 x i1> %1752, <8 x float> zeroinitializer)
  %1938 = fadd <8 x float> %1920, %1937
  br label %1939

1939:                                             ; preds = %1936, %1929, %1922
  %1940 = phi <8 x float> [ %1938, %1936 ], [ %1935, %1929 ], [ %1928, %1922 ]
  switch i64 %258, label %642 [
    i64 1, label %1955
    i64 2, label %1948
    i64 3, label %1941
    i64 0, label %1977
  ]

1941:                                             ; preds = %1939
  %1942 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1940)
  %1943 = bitcast <8 x float> %1940 to <8 x i32>
  %1944 = and <8 x i32> %1943, %45
  %1945 = bitcast <8 x i32> %1944 to <8 x float>
  %1946 = fcmp oeq <8 x float> %1940, %30
  %1947 = select <8 x i1> %1946, <8 x float> %1945, <8 x float> %1942
  br label %1958

1948:                                             ; preds = %1939
  %1949 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1940)
  %1950 = bitcast <8 x float> %1940 to <8 x i32>
  %1951 = or <8 x i32> %1950, %46
  %1952 = bitcast <8 x i32> %1951 to <8 x float>
  %1953 = fcmp oeq <8 x float> %1940, %33
  %1954 = select <8 x i1> %1953, <8 x float> %1952, <8 x float> %1949
  br label %1958

1955:                                             ; preds = %1939
  %1956 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1921, <8 x i1> %1752, <8 x float> zeroinitializer)
  %1957 = fadd <8 x float> %1940, %1956
  br label %1958

1958:                                             ; preds = %1955, %1948, %1941
  %1959 = phi <8 x float> [ %1957, %1955 ], [ %1954, %1948 ], [ %1947, %1941 ]
  switch i64 %260, label %642 [
    i64 1, label %1974
    i64 2, label %1967
    i64 3, label %1960
    i64 0, label %1977
  ]

1960:                                             ; preds = %1958
  %1961 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1959)
  %1962 = bitcast <8 x float> %1959 to <8 x i32>
  %1963 = and <8 x i32> %1962, %45
  %1964 = bitcast <8 x i32> %1963 to <8 x float>
  %1965 = fcmp oeq <8 x float> %1959, %30
  %1966 = select <8 x i1> %1965, <8 x float> %1964, <8 x float> %1961
  br label %1977

1967:                                             ; preds = %1958
  %1968 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1959)
  %1969 = bitcast <8 x float> %1959 to <8 x i32>
  %1970 = or <8 x i32> %1969, %46
  %1971 = bitcast <8 x i32> %1970 to <8 x float>
  %1972 = fcmp oeq <8 x float> %1959, %33
  %1973 = select <8 x i1> %1972, <8 x float> %1971, <8 x float> %1968
  br label %1977

1974:                                             ; preds = %1958
  %1975 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1921, <8 x i1> %1752, <8 x float> zeroinitializer)
  %1976 = fadd <8 x float> %1959, %1975
  br label %1977

1977:                                             ; preds = %1960, %1967, %1974, %1958, %1939
  %1978 = phi <8 x float> [ %1973, %1967 ], [ %1966, %1960 ], [ %1940, %1939 ], [ %1959, %1958 ], [ %1976, %1974 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1978, ptr align 1 %1919, <8 x i1> %1752)
  %1979 = add nsw i64 %1788, %555
  %1980 = getelementptr inbounds float, ptr %368, i64 %1979
  %1981 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1980, <8 x i1> %1744, <8 x float> zeroinitializer)
  %1982 = getelementptr inbounds float, ptr %366, i64 %1979
  switch i64 %252, label %642 [
    i64 1, label %1997
    i64 2, label %1990
    i64 3, label %1983
  ]

1983:                                             ; preds = %1977
  %1984 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %1981)
  %1985 = bitcast <8 x float> %1981 to <8 x i32>
  %1986 = and <8 x i32> %1985, %45
  %1987 = bitcast <8 x i32> %1986 to <8 x float>
  %1988 = fcmp oeq <8 x float> %1981, %30
  %1989 = select <8 x i1> %1988, <8 x float> %1987, <8 x float> %1984
  br label %2000

1990:                                             ; preds = %1977
  %1991 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %1981)
  %1992 = bitcast <8 x float> %1981 to <8 x i32>
  %1993 = or <8 x i32> %1992, %46
  %1994 = bitcast <8 x i32> %1993 to <8 x float>
  %1995 = fcmp oeq <8 x float> %1981, %33
  %1996 = select <8 x i1> %1995, <8 x float> %1994, <8 x float> %1991
  br label %2000

1997:                                             ; preds = %1977
  %1998 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1982, <8 x i1> %1744, <8 x float> zeroinitializer)
  %1999 = fadd <8 x float> %1981, %1998
  br label %2000

2000:                                             ; preds = %1997, %1990, %1983
  %2001 = phi <8 x float> [ %1999, %1997 ], [ %1996, %1990 ], [ %1989, %1983 ]
  switch i64 %262, label %642 [
    i64 1, label %2016
    i64 2, label %2009
    i64 3, label %2002
    i64 0, label %2038
  ]

2002:                                             ; preds = %2000
  %2003 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2001)
  %2004 = bitcast <8 x float> %2001 to <8 x i32>
  %2005 = and <8 x i32> %2004, %45
  %2006 = bitcast <8 x i32> %2005 to <8 x float>
  %2007 = fcmp oeq <8 x float> %2001, %30
  %2008 = select <8 x i1> %2007, <8 x float> %2006, <8 x float> %2003
  br label %2019

2009:                                             ; preds = %2000
  %2010 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2001)
  %2011 = bitcast <8 x float> %2001 to <8 x i32>
  %2012 = or <8 x i32> %2011, %46
  %2013 = bitcast <8 x i32> %2012 to <8 x float>
  %2014 = fcmp oeq <8 x float> %2001, %33
  %2015 = select <8 x i1> %2014, <8 x float> %2013, <8 x float> %2010
  br label %2019

2016:                                             ; preds = %2000
  %2017 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1982, <8 x i1> %1744, <8 x float> zeroinitializer)
  %2018 = fadd <8 x float> %2001, %2017
  br label %2019

2019:                                             ; preds = %2016, %2009, %2002
  %2020 = phi <8 x float> [ %2018, %2016 ], [ %2015, %2009 ], [ %2008, %2002 ]
  switch i64 %264, label %642 [
    i64 1, label %2035
    i64 2, label %2028
    i64 3, label %2021
    i64 0, label %2038
  ]

2021:                                             ; preds = %2019
  %2022 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2020)
  %2023 = bitcast <8 x float> %2020 to <8 x i32>
  %2024 = and <8 x i32> %2023, %45
  %2025 = bitcast <8 x i32> %2024 to <8 x float>
  %2026 = fcmp oeq <8 x float> %2020, %30
  %2027 = select <8 x i1> %2026, <8 x float> %2025, <8 x float> %2022
  br label %2038

2028:                                             ; preds = %2019
  %2029 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2020)
  %2030 = bitcast <8 x float> %2020 to <8 x i32>
  %2031 = or <8 x i32> %2030, %46
  %2032 = bitcast <8 x i32> %2031 to <8 x float>
  %2033 = fcmp oeq <8 x float> %2020, %33
  %2034 = select <8 x i1> %2033, <8 x float> %2032, <8 x float> %2029
  br label %2038

2035:                                             ; preds = %2019
  %2036 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1982, <8 x i1> %1744, <8 x float> zeroinitializer)
  %2037 = fadd <8 x float> %2020, %2036
  br label %2038

2038:                                             ; preds = %2021, %2028, %2035, %2019, %2000
  %2039 = phi <8 x float> [ %2034, %2028 ], [ %2027, %2021 ], [ %2001, %2000 ], [ %2020, %2019 ], [ %2037, %2035 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2039, ptr align 1 %1980, <8 x i1> %1744)
  %2040 = add nsw i64 %1979, 8
  %2041 = getelementptr inbounds float, ptr %368, i64 %2040
  %2042 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2041, <8 x i1> %1752, <8 x float> zeroinitializer)
  %2043 = getelementptr inbounds float, ptr %366, i64 %2040
  switch i64 %252, label %642 [
    i64 1, label %2058
    i64 2, label %2051
    i64 3, label %2044
  ]

2044:                                             ; preds = %2038
  %2045 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2042)
  %2046 = bitcast <8 x float> %2042 to <8 x i32>
  %2047 = and <8 x i32> %2046, %45
  %2048 = bitcast <8 x i32> %2047 to <8 x float>
  %2049 = fcmp oeq <8 x float> %2042, %30
  %2050 = select <8 x i1> %2049, <8 x float> %2048, <8 x float> %2045
  br label %2061

2051:                                             ; preds = %2038
  %2052 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2042)
  %2053 = bitcast <8 x float> %2042 to <8 x i32>
  %2054 = or <8 x i32> %2053, %46
  %2055 = bitcast <8 x i32> %2054 to <8 x float>
  %2056 = fcmp oeq <8 x float> %2042, %33
  %2057 = select <8 x i1> %2056, <8 x float> %2055, <8 x float> %2052
  br label %2061

2058:                                             ; preds = %2038
  %2059 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2043, <8 x i1> %1752, <8 x float> zeroinitializer)
  %2060 = fadd <8 x float> %2042, %2059
  br label %2061

2061:                                             ; preds = %2058, %2051, %2044
  %2062 = phi <8 x float> [ %2060, %2058 ], [ %2057, %2051 ], [ %2050, %2044 ]
  switch i64 %266, label %642 [
    i64 1, label %2077
    i64 2, label %2070
    i64 3, label %2063
    i64 0, label %2099
  ]

2063:                                             ; preds = %2061
  %2064 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2062)
  %2065 = bitcast <8 x float> %2062 to <8 x i32>
  %2066 = and <8 x i32> %2065, %45
  %2067 = bitcast <8 x i32> %2066 to <8 x float>
  %2068 = fcmp oeq <8 x float> %2062, %30
  %2069 = select <8 x i1> %2068, <8 x float> %2067, <8 x float> %2064
  br label %2080

2070:                                             ; preds = %2061
  %2071 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2062)
  %2072 = bitcast <8 x float> %2062 to <8 x i32>
  %2073 = or <8 x i32> %2072, %46
  %2074 = bitcast <8 x i32> %2073 to <8 x float>
  %2075 = fcmp oeq <8 x float> %2062, %33
  %2076 = select <8 x i1> %2075, <8 x float> %2074, <8 x float> %2071
  br label %2080

2077:                                             ; preds = %2061
  %2078 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2043, <8 x i1> %1752, <8 x float> zeroinitializer)
  %2079 = fadd <8 x float> %2062, %2078
  br label %2080

2080:                                             ; preds = %2077, %2070, %2063
  %2081 = phi <8 x float> [ %2079, %2077 ], [ %2076, %2070 ], [ %2069, %2063 ]
  switch i64 %268, label %642 [
    i64 1, label %2096
    i64 2, label %2089
    i64 3, label %2082
    i64 0, label %2099
  ]

2082:                                             ; preds = %2080
  %2083 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2081)
  %2084 = bitcast <8 x float> %2081 to <8 x i32>
  %2085 = and <8 x i32> %2084, %45
  %2086 = bitcast <8 x i32> %2085 to <8 x float>
  %2087 = fcmp oeq <8 x float> %2081, %30
  %2088 = select <8 x i1> %2087, <8 x float> %2086, <8 x float> %2083
  br label %2099

2089:                                             ; preds = %2080
  %2090 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2081)
  %2091 = bitcast <8 x float> %2081 to <8 x i32>
  %2092 = or <8 x i32> %2091, %46
  %2093 = bitcast <8 x i32> %2092 to <8 x float>
  %2094 = fcmp oeq <8 x float> %2081, %33
  %2095 = select <8 x i1> %2094, <8 x float> %2093, <8 x float> %2090
  br label %2099

2096:                                             ; preds = %2080
  %2097 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2043, <8 x i1> %1752, <8 x float> zeroinitializer)
  %2098 = fadd <8 x float> %2081, %2097
  br label %2099

2099:                                             ; preds = %2082, %2089, %2096, %2080, %2061
  %2100 = phi <8 x float> [ %2095, %2089 ], [ %2088, %2082 ], [ %2062, %2061 ], [ %2081, %2080 ], [ %2098, %2096 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2100, ptr align 1 %2041, <8 x i1> %1752)
  %2101 = add nsw i64 %1790, %555
  %2102 = getelementptr inbounds float, ptr %368, i64 %2101
  %2103 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2102, <8 x i1> %1744, <8 x float> zeroinitializer)
  %2104 = getelementptr inbounds float, ptr %366, i64 %2101
  switch i64 %252, label %642 [
    i64 1, label %2119
    i64 2, label %2112
    i64 3, label %2105
  ]

2105:                                             ; preds = %2099
  %2106 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2103)
  %2107 = bitcast <8 x float> %2103 to <8 x i32>
  %2108 = and <8 x i32> %2107, %45
  %2109 = bitcast <8 x i32> %2108 to <8 x float>
  %2110 = fcmp oeq <8 x float> %2103, %30
  %2111 = select <8 x i1> %2110, <8 x float> %2109, <8 x float> %2106
  br label %2122

2112:                                             ; preds = %2099
  %2113 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2103)
  %2114 = bitcast <8 x float> %2103 to <8 x i32>
  %2115 = or <8 x i32> %2114, %46
  %2116 = bitcast <8 x i32> %2115 to <8 x float>
  %2117 = fcmp oeq <8 x float> %2103, %33
  %2118 = select <8 x i1> %2117, <8 x float> %2116, <8 x float> %2113
  br label %2122

2119:                                             ; preds = %2099
  %2120 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2104, <8 x i1> %1744, <8 x float> zeroinitializer)
  %2121 = fadd <8 x float> %2103, %2120
  br label %2122

2122:                                             ; preds = %2119, %2112, %2105
  %2123 = phi <8 x float> [ %2121, %2119 ], [ %2118, %2112 ], [ %2111, %2105 ]
  switch i64 %270, label %642 [
    i64 1, label %2138
    i64 2, label %2131
    i64 3, label %2124
    i64 0, label %2160
  ]

2124:                                             ; preds = %2122
  %2125 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2123)
  %2126 = bitcast <8 x float> %2123 to <8 x i32>
  %2127 = and <8 x i32> %2126, %45
  %2128 = bitcast <8 x i32> %2127 to <8 x float>
  %2129 = fcmp oeq <8 x float> %2123, %30
  %2130 = select <8 x i1> %2129, <8 x float> %2128, <8 x float> %2125
  br label %2141

2131:                                             ; preds = %2122
  %2132 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2123)
  %2133 = bitcast <8 x float> %2123 to <8 x i32>
  %2134 = or <8 x i32> %2133, %46
  %2135 = bitcast <8 x i32> %2134 to <8 x float>
  %2136 = fcmp oeq <8 x float> %2123, %33
  %2137 = select <8 x i1> %2136, <8 x float> %2135, <8 x float> %2132
  br label %2141

2138:                                             ; preds = %2122
  %2139 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2104, <8 x i1> %1744, <8 x float> zeroinitializer)
  %2140 = fadd <8 x float> %2123, %2139
  br label %2141

2141:                                             ; preds = %2138, %2131, %2124
  %2142 = phi <8 x float> [ %2140, %2138 ], [ %2137, %2131 ], [ %2130, %2124 ]
  switch i64 %272, label %642 [
    i64 1, label %2157
    i64 2, label %2150
    i64 3, label %2143
    i64 0, label %2160
  ]

2143:                                             ; preds = %2141
  %2144 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2142)
  %2145 = bitcast <8 x float> %2142 to <8 x i32>
  %2146 = and <8 x i32> %2145, %45
  %2147 = bitcast <8 x i32> %2146 to <8 x float>
  %2148 = fcmp oeq <8 x float> %2142, %30
  %2149 = select <8 x i1> %2148, <8 x float> %2147, <8 x float> %2144
  br label %2160

2150:                                             ; preds = %2141
  %2151 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2142)
  %2152 = bitcast <8 x float> %2142 to <8 x i32>
  %2153 = or <8 x i32> %2152, %46
  %2154 = bitcast <8 x i32> %2153 to <8 x float>
  %2155 = fcmp oeq <8 x float> %2142, %33
  %2156 = select <8 x i1> %2155, <8 x float> %2154, <8 x float> %2151
  br label %2160

2157:                                             ; preds = %2141
  %2158 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2104, <8 x i1> %1744, <8 x float> zeroinitializer)
  %2159 = fadd <8 x float> %2142, %2158
  br label %2160

2160:                                             ; preds = %2143, %2150, %2157, %2141, %2122
  %2161 = phi <8 x float> [ %2156, %2150 ], [ %2149, %2143 ], [ %2123, %2122 ], [ %2142, %2141 ], [ %2159, %2157 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2161, ptr align 1 %2102, <8 x i1> %1744)
  %2162 = add nsw i64 %2101, 8
  %2163 = getelementptr inbounds float, ptr %368, i64 %2162
  %2164 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2163, <8 x i1> %1752, <8 x float> zeroinitializer)
  %2165 = getelementptr inbounds float, ptr %366, i64 %2162
  switch i64 %252, label %642 [
    i64 1, label %2180
    i64 2, label %2173
    i64 3, label %2166
  ]

2166:                                             ; preds = %2160
  %2167 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2164)
  %2168 = bitcast <8 x float> %2164 to <8 x i32>
  %2169 = and <8 x i32> %2168, %45
  %2170 = bitcast <8 x i32> %2169 to <8 x float>
  %2171 = fcmp oeq <8 x float> %2164, %30
  %2172 = select <8 x i1> %2171, <8 x float> %2170, <8 x float> %2167
  br label %2183

2173:                                             ; preds = %2160
  %2174 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2164)
  %2175 = bitcast <8 x float> %2164 to <8 x i32>
  %2176 = or <8 x i32> %2175, %46
  %2177 = bitcast <8 x i32> %2176 to <8 x float>
  %2178 = fcmp oeq <8 x float> %2164, %33
  %2179 = select <8 x i1> %2178, <8 x float> %2177, <8 x float> %2174
  br label %2183

2180:                                             ; preds = %2160
  %2181 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2165, <8 x i1> %1752, <8 x float> zeroinitializer)
  %2182 = fadd <8 x float> %2164, %2181
  br label %2183

2183:                                             ; preds = %2180, %2173, %2166
  %2184 = phi <8 x float> [ %2182, %2180 ], [ %2179, %2173 ], [ %2172, %2166 ]
  switch i64 %274, label %642 [
    i64 1, label %2199
    i64 2, label %2192
    i64 3, label %2185
    i64 0, label %2221
  ]

2185:                                             ; preds = %2183
  %2186 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2184)
  %2187 = bitcast <8 x float> %2184 to <8 x i32>
  %2188 = and <8 x i32> %2187, %45
  %2189 = bitcast <8 x i32> %2188 to <8 x float>
  %2190 = fcmp oeq <8 x float> %2184, %30
  %2191 = select <8 x i1> %2190, <8 x float> %2189, <8 x float> %2186
  br label %2202

2192:                                             ; preds = %2183
  %2193 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2184)
  %2194 = bitcast <8 x float> %2184 to <8 x i32>
  %2195 = or <8 x i32> %2194, %46
  %2196 = bitcast <8 x i32> %2195 to <8 x float>
  %2197 = fcmp oeq <8 x float> %2184, %33
  %2198 = select <8 x i1> %2197, <8 x float> %2196, <8 x float> %2193
  br label %2202

2199:                                             ; preds = %2183
  %2200 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2165, <8 x i1> %1752, <8 x float> zeroinitializer)
  %2201 = fadd <8 x float> %2184, %2200
  br label %2202

2202:                                             ; preds = %2199, %2192, %2185
  %2203 = phi <8 x float> [ %2201, %2199 ], [ %2198, %2192 ], [ %2191, %2185 ]
  switch i64 %276, label %642 [
    i64 1, label %2218
    i64 2, label %2211
    i64 3, label %2204
    i64 0, label %2221
  ]

2204:                                             ; preds = %2202
  %2205 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2203)
  %2206 = bitcast <8 x float> %2203 to <8 x i32>
  %2207 = and <8 x i32> %2206, %45
  %2208 = bitcast <8 x i32> %2207 to <8 x float>
  %2209 = fcmp oeq <8 x float> %2203, %30
  %2210 = select <8 x i1> %2209, <8 x float> %2208, <8 x float> %2205
  br label %2221

2211:                                             ; preds = %2202
  %2212 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2203)
  %2213 = bitcast <8 x float> %2203 to <8 x i32>
  %2214 = or <8 x i32> %2213, %46
  %2215 = bitcast <8 x i32> %2214 to <8 x float>
  %2216 = fcmp oeq <8 x float> %2203, %33
  %2217 = select <8 x i1> %2216, <8 x float> %2215, <8 x float> %2212
  br label %2221

2218:                                             ; preds = %2202
  %2219 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2165, <8 x i1> %1752, <8 x float> zeroinitializer)
  %2220 = fadd <8 x float> %2203, %2219
  br label %2221

2221:                                             ; preds = %2204, %2211, %2218, %1845, %2202, %2183
  %2222 = phi ptr [ %1859, %1845 ], [ %2163, %2204 ], [ %2163, %2183 ], [ %2163, %2202 ], [ %2163, %2218 ], [ %2163, %2211 ]
  %2223 = phi <8 x float> [ %1860, %1845 ], [ %2210, %2204 ], [ %2184, %2183 ], [ %2203, %2202 ], [ %2220, %2218 ], [ %2217, %2211 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2223, ptr align 1 %2222, <8 x i1> %1752)
  br label %5815

2224:                                             ; preds = %554
  %2225 = icmp sgt i64 %556, 7
  %2226 = trunc i64 %556 to i32
  %2227 = select i1 %2225, i32 8, i32 %2226
  %2228 = insertelement <8 x i32> poison, i32 %2227, i64 0
  %2229 = shufflevector <8 x i32> %2228, <8 x i32> poison, <8 x i32> zeroinitializer
  %2230 = icmp sgt <8 x i32> %2229, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %42, label %2244, label %2231

2231:                                             ; preds = %2224
  %2232 = load float, ptr %380, align 1
  %2233 = insertelement <8 x float> poison, float %2232, i64 0
  %2234 = shufflevector <8 x float> %2233, <8 x float> poison, <8 x i32> zeroinitializer
  %2235 = load float, ptr %491, align 1
  %2236 = insertelement <8 x float> poison, float %2235, i64 0
  %2237 = shufflevector <8 x float> %2236, <8 x float> poison, <8 x i32> zeroinitializer
  %2238 = load float, ptr %492, align 1
  %2239 = insertelement <8 x float> poison, float %2238, i64 0
  %2240 = shufflevector <8 x float> %2239, <8 x float> poison, <8 x i32> zeroinitializer
  %2241 = load float, ptr %493, align 1
  %2242 = insertelement <8 x float> poison, float %2241, i64 0
  %2243 = shufflevector <8 x float> %2242, <8 x float> poison, <8 x i32> zeroinitializer
  br label %2254

2244:                                             ; preds = %2224
  %2245 = getelementptr float, ptr %363, i64 %555
  %2246 = getelementptr float, ptr %2245, i64 %383
  %2247 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2246, <8 x i1> %2230, <8 x float> zeroinitializer)
  %2248 = getelementptr float, ptr %2245, i64 %495
  %2249 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2248, <8 x i1> %2230, <8 x float> zeroinitializer)
  %2250 = getelementptr float, ptr %2245, i64 %497
  %2251 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2250, <8 x i1> %2230, <8 x float> zeroinitializer)
  %2252 = getelementptr float, ptr %2245, i64 %499
  %2253 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2252, <8 x i1> %2230, <8 x float> zeroinitializer)
  br label %2254

2254:                                             ; preds = %2244, %2231
  %2255 = phi <8 x float> [ %2251, %2244 ], [ %2240, %2231 ]
  %2256 = phi <8 x float> [ %2247, %2244 ], [ %2234, %2231 ]
  %2257 = phi <8 x float> [ %2249, %2244 ], [ %2237, %2231 ]
  %2258 = phi <8 x float> [ %2253, %2244 ], [ %2243, %2231 ]
  %2259 = getelementptr inbounds float, ptr %361, i64 %555
  br i1 %43, label %2270, label %2260

2260:                                             ; preds = %2270, %2254
  %2261 = phi <8 x float> [ %2256, %2254 ], [ %2283, %2270 ]
  %2262 = phi <8 x float> [ %2257, %2254 ], [ %2288, %2270 ]
  %2263 = phi <8 x float> [ %2255, %2254 ], [ %2293, %2270 ]
  %2264 = phi <8 x float> [ %2258, %2254 ], [ %2298, %2270 ]
  %2265 = getelementptr float, ptr %368, i64 %555
  %2266 = getelementptr float, ptr %2265, i64 %383
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2261, ptr align 1 %2266, <8 x i1> %2230)
  %2267 = getelementptr float, ptr %2265, i64 %501
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2262, ptr align 1 %2267, <8 x i1> %2230)
  %2268 = getelementptr float, ptr %2265, i64 %503
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2263, ptr align 1 %2268, <8 x i1> %2230)
  %2269 = getelementptr float, ptr %2265, i64 %505
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2264, ptr align 1 %2269, <8 x i1> %2230)
  br i1 %44, label %5815, label %2301

2270:                                             ; preds = %2254, %2270
  %2271 = phi <8 x float> [ %2283, %2270 ], [ %2256, %2254 ]
  %2272 = phi <8 x float> [ %2288, %2270 ], [ %2257, %2254 ]
  %2273 = phi <8 x float> [ %2293, %2270 ], [ %2255, %2254 ]
  %2274 = phi <8 x float> [ %2298, %2270 ], [ %2258, %2254 ]
  %2275 = phi i64 [ %2299, %2270 ], [ 0, %2254 ]
  %2276 = mul nsw i64 %2275, %7
  %2277 = getelementptr inbounds float, ptr %2259, i64 %2276
  %2278 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2277, <8 x i1> %2230, <8 x float> zeroinitializer)
  %2279 = getelementptr float, ptr %382, i64 %2275
  %2280 = load float, ptr %2279, align 1
  %2281 = insertelement <8 x float> poison, float %2280, i64 0
  %2282 = shufflevector <8 x float> %2281, <8 x float> poison, <8 x i32> zeroinitializer
  %2283 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2278, <8 x float> %2282, <8 x float> %2271)
  %2284 = getelementptr float, ptr %2279, i64 %5
  %2285 = load float, ptr %2284, align 1
  %2286 = insertelement <8 x float> poison, float %2285, i64 0
  %2287 = shufflevector <8 x float> %2286, <8 x float> poison, <8 x i32> zeroinitializer
  %2288 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2278, <8 x float> %2287, <8 x float> %2272)
  %2289 = getelementptr i8, ptr %2279, i64 %232
  %2290 = load float, ptr %2289, align 1
  %2291 = insertelement <8 x float> poison, float %2290, i64 0
  %2292 = shufflevector <8 x float> %2291, <8 x float> poison, <8 x i32> zeroinitializer
  %2293 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2278, <8 x float> %2292, <8 x float> %2273)
  %2294 = getelementptr i8, ptr %2279, i64 %233
  %2295 = load float, ptr %2294, align 1
  %2296 = insertelement <8 x float> poison, float %2295, i64 0
  %2297 = shufflevector <8 x float> %2296, <8 x float> poison, <8 x i32> zeroinitializer
  %2298 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2278, <8 x float> %2297, <8 x float> %2274)
  %2299 = add nuw nsw i64 %2275, 1
  %2300 = icmp eq i64 %2299, %5
  br i1 %2300, label %2260, label %2270

2301:                                             ; preds = %2260
  %2302 = add nsw i64 %383, %555
  %2303 = getelementptr inbounds float, ptr %368, i64 %2302
  %2304 = getelementptr inbounds float, ptr %366, i64 %2302
  %2305 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2303, <8 x i1> %2230, <8 x float> zeroinitializer)
  switch i64 %234, label %642 [
    i64 1, label %2313
    i64 2, label %2316
    i64 3, label %2323
    i64 0, label %2306
  ]

2306:                                             ; preds = %2301
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2305, ptr align 1 %2303, <8 x i1> %2230)
  %2307 = getelementptr float, ptr %545, i64 %555
  %2308 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2307, <8 x i1> %2230, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2308, ptr align 1 %2307, <8 x i1> %2230)
  %2309 = getelementptr float, ptr %546, i64 %555
  %2310 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2309, <8 x i1> %2230, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2310, ptr align 1 %2309, <8 x i1> %2230)
  %2311 = getelementptr float, ptr %547, i64 %555
  %2312 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2311, <8 x i1> %2230, <8 x float> zeroinitializer)
  br label %2551

2313:                                             ; preds = %2301
  %2314 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2304, <8 x i1> %2230, <8 x float> zeroinitializer)
  %2315 = fadd <8 x float> %2305, %2314
  br label %2330

2316:                                             ; preds = %2301
  %2317 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2305)
  %2318 = bitcast <8 x float> %2305 to <8 x i32>
  %2319 = or <8 x i32> %2318, %46
  %2320 = bitcast <8 x i32> %2319 to <8 x float>
  %2321 = fcmp oeq <8 x float> %2305, %33
  %2322 = select <8 x i1> %2321, <8 x float> %2320, <8 x float> %2317
  br label %2330

2323:                                             ; preds = %2301
  %2324 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2305)
  %2325 = bitcast <8 x float> %2305 to <8 x i32>
  %2326 = and <8 x i32> %2325, %45
  %2327 = bitcast <8 x i32> %2326 to <8 x float>
  %2328 = fcmp oeq <8 x float> %2305, %30
  %2329 = select <8 x i1> %2328, <8 x float> %2327, <8 x float> %2324
  br label %2330

2330:                                             ; preds = %2323, %2316, %2313
  %2331 = phi <8 x float> [ %2315, %2313 ], [ %2322, %2316 ], [ %2329, %2323 ]
  switch i64 %236, label %642 [
    i64 1, label %2346
    i64 2, label %2339
    i64 3, label %2332
    i64 0, label %2368
  ]

2332:                                             ; preds = %2330
  %2333 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2331)
  %2334 = bitcast <8 x float> %2331 to <8 x i32>
  %2335 = and <8 x i32> %2334, %45
  %2336 = bitcast <8 x i32> %2335 to <8 x float>
  %2337 = fcmp oeq <8 x float> %2331, %30
  %2338 = select <8 x i1> %2337, <8 x float> %2336, <8 x float> %2333
  br label %2349

2339:                                             ; preds = %2330
  %2340 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2331)
  %2341 = bitcast <8 x float> %2331 to <8 x i32>
  %2342 = or <8 x i32> %2341, %46
  %2343 = bitcast <8 x i32> %2342 to <8 x float>
  %2344 = fcmp oeq <8 x float> %2331, %33
  %2345 = select <8 x i1> %2344, <8 x float> %2343, <8 x float> %2340
  br label %2349

2346:                                             ; preds = %2330
  %2347 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2304, <8 x i1> %2230, <8 x float> zeroinitializer)
  %2348 = fadd <8 x float> %2331, %2347
  br label %2349

2349:                                             ; preds = %2346, %2339, %2332
  %2350 = phi <8 x float> [ %2348, %2346 ], [ %2345, %2339 ], [ %2338, %2332 ]
  switch i64 %238, label %642 [
    i64 1, label %2365
    i64 2, label %2358
    i64 3, label %2351
    i64 0, label %2368
  ]

2351:                                             ; preds = %2349
  %2352 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2350)
  %2353 = bitcast <8 x float> %2350 to <8 x i32>
  %2354 = and <8 x i32> %2353, %45
  %2355 = bitcast <8 x i32> %2354 to <8 x float>
  %2356 = fcmp oeq <8 x float> %2350, %30
  %2357 = select <8 x i1> %2356, <8 x float> %2355, <8 x float> %2352
  br label %2368

2358:                                             ; preds = %2349
  %2359 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2350)
  %2360 = bitcast <8 x float> %2350 to <8 x i32>
  %2361 = or <8 x i32> %2360, %46
  %2362 = bitcast <8 x i32> %2361 to <8 x float>
  %2363 = fcmp oeq <8 x float> %2350, %33
  %2364 = select <8 x i1> %2363, <8 x float> %2362, <8 x float> %2359
  br label %2368

2365:                                             ; preds = %2349
  %2366 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2304, <8 x i1> %2230, <8 x float> zeroinitializer)
  %2367 = fadd <8 x float> %2350, %2366
  br label %2368

2368:                                             ; preds = %2351, %2358, %2365, %2349, %2330
  %2369 = phi <8 x float> [ %2350, %2349 ], [ %2357, %2351 ], [ %2331, %2330 ], [ %2367, %2365 ], [ %2364, %2358 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2369, ptr align 1 %2303, <8 x i1> %2230)
  %2370 = add nsw i64 %501, %555
  %2371 = getelementptr inbounds float, ptr %368, i64 %2370
  %2372 = getelementptr inbounds float, ptr %366, i64 %2370
  %2373 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2371, <8 x i1> %2230, <8 x float> zeroinitializer)
  switch i64 %234, label %642 [
    i64 1, label %2388
    i64 2, label %2381
    i64 3, label %2374
  ]

2374:                                             ; preds = %2368
  %2375 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2373)
  %2376 = bitcast <8 x float> %2373 to <8 x i32>
  %2377 = and <8 x i32> %2376, %45
  %2378 = bitcast <8 x i32> %2377 to <8 x float>
  %2379 = fcmp oeq <8 x float> %2373, %30
  %2380 = select <8 x i1> %2379, <8 x float> %2378, <8 x float> %2375
  br label %2391

2381:                                             ; preds = %2368
  %2382 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2373)
  %2383 = bitcast <8 x float> %2373 to <8 x i32>
  %2384 = or <8 x i32> %2383, %46
  %2385 = bitcast <8 x i32> %2384 to <8 x float>
  %2386 = fcmp oeq <8 x float> %2373, %33
  %2387 = select <8 x i1> %2386, <8 x float> %2385, <8 x float> %2382
  br label %2391

2388:                                             ; preds = %2368
  %2389 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2372, <8 x i1> %2230, <8 x float> zeroinitializer)
  %2390 = fadd <8 x float> %2373, %2389
  br label %2391

2391:                                             ; preds = %2388, %2381, %2374
  %2392 = phi <8 x float> [ %2390, %2388 ], [ %2387, %2381 ], [ %2380, %2374 ]
  switch i64 %240, label %642 [
    i64 1, label %2407
    i64 2, label %2400
    i64 3, label %2393
    i64 0, label %2429
  ]

2393:                                             ; preds = %2391
  %2394 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2392)
  %2395 = bitcast <8 x float> %2392 to <8 x i32>
  %2396 = and <8 x i32> %2395, %45
  %2397 = bitcast <8 x i32> %2396 to <8 x float>
  %2398 = fcmp oeq <8 x float> %2392, %30
  %2399 = select <8 x i1> %2398, <8 x float> %2397, <8 x float> %2394
  br label %2410

2400:                                             ; preds = %2391
  %2401 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2392)
  %2402 = bitcast <8 x float> %2392 to <8 x i32>
  %2403 = or <8 x i32> %2402, %46
  %2404 = bitcast <8 x i32> %2403 to <8 x float>
  %2405 = fcmp oeq <8 x float> %2392, %33
  %2406 = select <8 x i1> %2405, <8 x float> %2404, <8 x float> %2401
  br label %2410

2407:                                             ; preds = %2391
  %2408 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2372, <8 x i1> %2230, <8 x float> zeroinitializer)
  %2409 = fadd <8 x float> %2392, %2408
  br label %2410

2410:                                             ; preds = %2407, %2400, %2393
  %2411 = phi <8 x float> [ %2409, %2407 ], [ %2406, %2400 ], [ %2399, %2393 ]
  switch i64 %242, label %642 [
    i64 1, label %2426
    i64 2, label %2419
    i64 3, label %2412
    i64 0, label %2429
  ]

2412:                                             ; preds = %2410
  %2413 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2411)
  %2414 = bitcast <8 x float> %2411 to <8 x i32>
  %2415 = and <8 x i32> %2414, %45
  %2416 = bitcast <8 x i32> %2415 to <8 x float>
  %2417 = fcmp oeq <8 x float> %2411, %30
  %2418 = select <8 x i1> %2417, <8 x float> %2416, <8 x float> %2413
  br label %2429

2419:                                             ; preds = %2410
  %2420 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2411)
  %2421 = bitcast <8 x float> %2411 to <8 x i32>
  %2422 = or <8 x i32> %2421, %46
  %2423 = bitcast <8 x i32> %2422 to <8 x float>
  %2424 = fcmp oeq <8 x float> %2411, %33
  %2425 = select <8 x i1> %2424, <8 x float> %2423, <8 x float> %2420
  br label %2429

2426:                                             ; preds = %2410
  %2427 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2372, <8 x i1> %2230, <8 x float> zeroinitializer)
  %2428 = fadd <8 x float> %2411, %2427
  br label %2429

2429:                                             ; preds = %2412, %2419, %2426, %2410, %2391
  %2430 = phi <8 x float> [ %2425, %2419 ], [ %2418, %2412 ], [ %2392, %2391 ], [ %2411, %2410 ], [ %2428, %2426 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2430, ptr align 1 %2371, <8 x i1> %2230)
  %2431 = add nsw i64 %503, %555
  %2432 = getelementptr inbounds float, ptr %368, i64 %2431
  %2433 = getelementptr inbounds float, ptr %366, i64 %2431
  %2434 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2432, <8 x i1> %2230, <8 x float> zeroinitializer)
  switch i64 %234, label %642 [
    i64 1, label %2449
    i64 2, label %2442
    i64 3, label %2435
  ]

2435:                                             ; preds = %2429
  %2436 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2434)
  %2437 = bitcast <8 x float> %2434 to <8 x i32>
  %2438 = and <8 x i32> %2437, %45
  %2439 = bitcast <8 x i32> %2438 to <8 x float>
  %2440 = fcmp oeq <8 x float> %2434, %30
  %2441 = select <8 x i1> %2440, <8 x float> %2439, <8 x float> %2436
  br label %2452

2442:                                             ; preds = %2429
  %2443 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2434)
  %2444 = bitcast <8 x float> %2434 to <8 x i32>
  %2445 = or <8 x i32> %2444, %46
  %2446 = bitcast <8 x i32> %2445 to <8 x float>
  %2447 = fcmp oeq <8 x float> %2434, %33
  %2448 = select <8 x i1> %2447, <8 x float> %2446, <8 x float> %2443
  br label %2452

2449:                                             ; preds = %2429
  %2450 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2433, <8 x i1> %2230, <8 x float> zeroinitializer)
  %2451 = fadd <8 x float> %2434, %2450
  br label %2452

2452:                                             ; preds = %2449, %2442, %2435
  %2453 = phi <8 x float> [ %2451, %2449 ], [ %2448, %2442 ], [ %2441, %2435 ]
  switch i64 %244, label %642 [
    i64 1, label %2468
    i64 2, label %2461
    i64 3, label %2454
    i64 0, label %2490
  ]

2454:                                             ; preds = %2452
  %2455 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2453)
  %2456 = bitcast <8 x float> %2453 to <8 x i32>
  %2457 = and <8 x i32> %2456, %45
  %2458 = bitcast <8 x i32> %2457 to <8 x float>
  %2459 = fcmp oeq <8 x float> %2453, %30
  %2460 = select <8 x i1> %2459, <8 x float> %2458, <8 x float> %2455
  br label %2471

2461:                                             ; preds = %2452
  %2462 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2453)
  %2463 = bitcast <8 x float> %2453 to <8 x i32>
  %2464 = or <8 x i32> %2463, %46
  %2465 = bitcast <8 x i32> %2464 to <8 x float>
  %2466 = fcmp oeq <8 x float> %2453, %33
  %2467 = select <8 x i1> %2466, <8 x float> %2465, <8 x float> %2462
  br label %2471

2468:                                             ; preds = %2452
  %2469 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2433, <8 x i1> %2230, <8 x float> zeroinitializer)
  %2470 = fadd <8 x float> %2453, %2469
  br label %2471

2471:                                             ; preds = %2468, %2461, %2454
  %2472 = phi <8 x float> [ %2470, %2468 ], [ %2467, %2461 ], [ %2460, %2454 ]
  switch i64 %246, label %642 [
    i64 1, label %2487
    i64 2, label %2480
    i64 3, label %2473
    i64 0, label %2490
  ]

2473:                                             ; preds = %2471
  %2474 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2472)
  %2475 = bitcast <8 x float> %2472 to <8 x i32>
  %2476 = and <8 x i32> %2475, %45
  %2477 = bitcast <8 x i32> %2476 to <8 x float>
  %2478 = fcmp oeq <8 x float> %2472, %30
  %2479 = select <8 x i1> %2478, <8 x float> %2477, <8 x float> %2474
  br label %2490

2480:                                             ; preds = %2471
  %2481 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2472)
  %2482 = bitcast <8 x float> %2472 to <8 x i32>
  %2483 = or <8 x i32> %2482, %46
  %2484 = bitcast <8 x i32> %2483 to <8 x float>
  %2485 = fcmp oeq <8 x float> %2472, %33
  %2486 = select <8 x i1> %2485, <8 x float> %2484, <8 x float> %2481
  br label %2490

2487:                                             ; preds = %2471
  %2488 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2433, <8 x i1> %2230, <8 x float> zeroinitializer)
  %2489 = fadd <8 x float> %2472, %2488
  br label %2490

2490:                                             ; preds = %2473, %2480, %2487, %2471, %2452
  %2491 = phi <8 x float> [ %2486, %2480 ], [ %2479, %2473 ], [ %2453, %2452 ], [ %2472, %2471 ], [ %2489, %2487 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2491, ptr align 1 %2432, <8 x i1> %2230)
  %2492 = add nsw i64 %505, %555
  %2493 = getelementptr inbounds float, ptr %368, i64 %2492
  %2494 = getelementptr inbounds float, ptr %366, i64 %2492
  %2495 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2493, <8 x i1> %2230, <8 x float> zeroinitializer)
  switch i64 %234, label %642 [
    i64 1, label %2510
    i64 2, label %2503
    i64 3, label %2496
  ]

2496:                                             ; preds = %2490
  %2497 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2495)
  %2498 = bitcast <8 x float> %2495 to <8 x i32>
  %2499 = and <8 x i32> %2498, %45
  %2500 = bitcast <8 x i32> %2499 to <8 x float>
  %2501 = fcmp oeq <8 x float> %2495, %30
  %2502 = select <8 x i1> %2501, <8 x float> %2500, <8 x float> %2497
  br label %2513

2503:                                             ; preds = %2490
  %2504 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2495)
  %2505 = bitcast <8 x float> %2495 to <8 x i32>
  %2506 = or <8 x i32> %2505, %46
  %2507 = bitcast <8 x i32> %2506 to <8 x float>
  %2508 = fcmp oeq <8 x float> %2495, %33
  %2509 = select <8 x i1> %2508, <8 x float> %2507, <8 x float> %2504
  br label %2513

2510:                                             ; preds = %2490
  %2511 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2494, <8 x i1> %2230, <8 x float> zeroinitializer)
  %2512 = fadd <8 x float> %2495, %2511
  br label %2513

2513:                                             ; preds = %2510, %2503, %2496
  %2514 = phi <8 x float> [ %2512, %2510 ], [ %2509, %2503 ], [ %2502, %2496 ]
  switch i64 %248, label %642 [
    i64 1, label %2529
    i64 2, label %2522
    i64 3, label %2515
    i64 0, label %2551
  ]

2515:                                             ; preds = %2513
  %2516 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2514)
  %2517 = bitcast <8 x float> %2514 to <8 x i32>
  %2518 = and <8 x i32> %2517, %45
  %2519 = bitcast <8 x i32> %2518 to <8 x float>
  %2520 = fcmp oeq <8 x float> %2514, %30
  %2521 = select <8 x i1> %2520, <8 x float> %2519, <8 x float> %2516
  br label %2532

2522:                                             ; preds = %2513
  %2523 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2514)
  %2524 = bitcast <8 x float> %2514 to <8 x i32>
  %2525 = or <8 x i32> %2524, %46
  %2526 = bitcast <8 x i32> %2525 to <8 x float>
  %2527 = fcmp oeq <8 x float> %2514, %33
  %2528 = select <8 x i1> %2527, <8 x float> %2526, <8 x float> %2523
  br label %2532

2529:                                             ; preds = %2513
  %2530 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2494, <8 x i1> %2230, <8 x float> zeroinitializer)
  %2531 = fadd <8 x float> %2514, %2530
  br label %2532

2532:                                             ; preds = %2529, %2522, %2515
  %2533 = phi <8 x float> [ %2531, %2529 ], [ %2528, %2522 ], [ %2521, %2515 ]
  switch i64 %250, label %642 [
    i64 1, label %2548
    i64 2, label %2541
    i64 3, label %2534
    i64 0, label %2551
  ]

2534:                                             ; preds = %2532
  %2535 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2533)
  %2536 = bitcast <8 x float> %2533 to <8 x i32>
  %2537 = and <8 x i32> %2536, %45
  %2538 = bitcast <8 x i32> %2537 to <8 x float>
  %2539 = fcmp oeq <8 x float> %2533, %30
  %2540 = select <8 x i1> %2539, <8 x float> %2538, <8 x float> %2535
  br label %2551

2541:                                             ; preds = %2532
  %2542 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2533)
  %2543 = bitcast <8 x float> %2533 to <8 x i32>
  %2544 = or <8 x i32> %2543, %46
  %2545 = bitcast <8 x i32> %2544 to <8 x float>
  %2546 = fcmp oeq <8 x float> %2533, %33
  %2547 = select <8 x i1> %2546, <8 x float> %2545, <8 x float> %2542
  br label %2551

2548:                                             ; preds = %2532
  %2549 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2494, <8 x i1> %2230, <8 x float> zeroinitializer)
  %2550 = fadd <8 x float> %2533, %2549
  br label %2551

2551:                                             ; preds = %2534, %2541, %2548, %2306, %2532, %2513
  %2552 = phi ptr [ %2311, %2306 ], [ %2493, %2534 ], [ %2493, %2513 ], [ %2493, %2532 ], [ %2493, %2548 ], [ %2493, %2541 ]
  %2553 = phi <8 x float> [ %2312, %2306 ], [ %2540, %2534 ], [ %2514, %2513 ], [ %2533, %2532 ], [ %2550, %2548 ], [ %2547, %2541 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2553, ptr align 1 %2552, <8 x i1> %2230)
  br label %5815

2554:                                             ; preds = %554
  %2555 = icmp sgt i64 %556, 7
  %2556 = trunc i64 %556 to i32
  %2557 = select i1 %2555, i32 8, i32 %2556
  %2558 = insertelement <8 x i32> poison, i32 %2557, i64 0
  %2559 = shufflevector <8 x i32> %2558, <8 x i32> poison, <8 x i32> zeroinitializer
  %2560 = icmp sgt <8 x i32> %2559, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2561 = add i64 %555, 8
  %2562 = sub i64 %7, %2561
  %2563 = icmp sgt i64 %2562, 7
  %2564 = trunc i64 %2562 to i32
  %2565 = select i1 %2563, i32 8, i32 %2564
  %2566 = insertelement <8 x i32> poison, i32 %2565, i64 0
  %2567 = shufflevector <8 x i32> %2566, <8 x i32> poison, <8 x i32> zeroinitializer
  %2568 = icmp sgt <8 x i32> %2567, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %42, label %2590, label %2569

2569:                                             ; preds = %2554
  %2570 = load float, ptr %380, align 1
  %2571 = insertelement <8 x float> poison, float %2570, i64 0
  %2572 = shufflevector <8 x float> %2571, <8 x float> poison, <8 x i32> zeroinitializer
  %2573 = insertelement <8 x float> poison, float %2570, i64 0
  %2574 = shufflevector <8 x float> %2573, <8 x float> poison, <8 x i32> zeroinitializer
  %2575 = load float, ptr %476, align 1
  %2576 = insertelement <8 x float> poison, float %2575, i64 0
  %2577 = shufflevector <8 x float> %2576, <8 x float> poison, <8 x i32> zeroinitializer
  %2578 = insertelement <8 x float> poison, float %2575, i64 0
  %2579 = shufflevector <8 x float> %2578, <8 x float> poison, <8 x i32> zeroinitializer
  %2580 = load float, ptr %479, align 1
  %2581 = insertelement <8 x float> poison, float %2580, i64 0
  %2582 = shufflevector <8 x float> %2581, <8 x float> poison, <8 x i32> zeroinitializer
  %2583 = insertelement <8 x float> poison, float %2580, i64 0
  %2584 = shufflevector <8 x float> %2583, <8 x float> poison, <8 x i32> zeroinitializer
  %2585 = load float, ptr %482, align 1
  %2586 = insertelement <8 x float> poison, float %2585, i64 0
  %2587 = shufflevector <8 x float> %2586, <8 x float> poison, <8 x i32> zeroinitializer
  %2588 = insertelement <8 x float> poison, float %2585, i64 0
  %2589 = shufflevector <8 x float> %2588, <8 x float> poison, <8 x i32> zeroinitializer
  br label %2608

2590:                                             ; preds = %2554
  %2591 = getelementptr float, ptr %363, i64 %555
  %2592 = getelementptr float, ptr %2591, i64 %383
  %2593 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2592, <8 x i1> %2560, <8 x float> zeroinitializer)
  %2594 = getelementptr inbounds nuw i8, ptr %2592, i64 32
  %2595 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %2594, <8 x i1> %2568, <8 x float> zeroinitializer)
  %2596 = getelementptr float, ptr %2591, i64 %486
  %2597 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2596, <8 x i1> %2560, <8 x float> zeroinitializer)
  %2598 = getelementptr inbounds nuw i8, ptr %2596, i64 32
  %2599 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %2598, <8 x i1> %2568, <8 x float> zeroinitializer)
  %2600 = getelementptr float, ptr %2591, i64 %488
  %2601 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2600, <8 x i1> %2560, <8 x float> zeroinitializer)
  %2602 = getelementptr inbounds nuw i8, ptr %2600, i64 32
  %2603 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %2602, <8 x i1> %2568, <8 x float> zeroinitializer)
  %2604 = getelementptr float, ptr %2591, i64 %490
  %2605 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2604, <8 x i1> %2560, <8 x float> zeroinitializer)
  %2606 = getelementptr inbounds nuw i8, ptr %2604, i64 32
  %2607 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %2606, <8 x i1> %2568, <8 x float> zeroinitializer)
  br label %2608

2608:                                             ; preds = %2590, %2569
  %2609 = phi <8 x float> [ %2605, %2590 ], [ %2587, %2569 ]
  %2610 = phi <8 x float> [ %2601, %2590 ], [ %2582, %2569 ]
  %2611 = phi <8 x float> [ %2597, %2590 ], [ %2577, %2569 ]
  %2612 = phi <8 x float> [ %2593, %2590 ], [ %2572, %2569 ]
  %2613 = phi <8 x float> [ %2595, %2590 ], [ %2574, %2569 ]
  %2614 = phi i64 [ %486, %2590 ], [ %478, %2569 ]
  %2615 = phi <8 x float> [ %2599, %2590 ], [ %2579, %2569 ]
  %2616 = phi i64 [ %488, %2590 ], [ %481, %2569 ]
  %2617 = phi <8 x float> [ %2603, %2590 ], [ %2584, %2569 ]
  %2618 = phi i64 [ %490, %2590 ], [ %484, %2569 ]
  %2619 = phi <8 x float> [ %2607, %2590 ], [ %2589, %2569 ]
  %2620 = getelementptr inbounds float, ptr %361, i64 %555
  br i1 %43, label %2639, label %2621

2621:                                             ; preds = %2639, %2608
  %2622 = phi <8 x float> [ %2612, %2608 ], [ %2658, %2639 ]
  %2623 = phi <8 x float> [ %2613, %2608 ], [ %2659, %2639 ]
  %2624 = phi <8 x float> [ %2611, %2608 ], [ %2664, %2639 ]
  %2625 = phi <8 x float> [ %2615, %2608 ], [ %2665, %2639 ]
  %2626 = phi <8 x float> [ %2610, %2608 ], [ %2670, %2639 ]
  %2627 = phi <8 x float> [ %2617, %2608 ], [ %2671, %2639 ]
  %2628 = phi <8 x float> [ %2609, %2608 ], [ %2676, %2639 ]
  %2629 = phi <8 x float> [ %2619, %2608 ], [ %2677, %2639 ]
  %2630 = getelementptr float, ptr %368, i64 %555
  %2631 = getelementptr float, ptr %2630, i64 %383
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2622, ptr align 1 %2631, <8 x i1> %2560)
  %2632 = getelementptr inbounds nuw i8, ptr %2631, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2623, ptr nonnull align 1 %2632, <8 x i1> %2568)
  %2633 = getelementptr float, ptr %2630, i64 %2614
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2624, ptr align 1 %2633, <8 x i1> %2560)
  %2634 = getelementptr inbounds nuw i8, ptr %2633, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2625, ptr nonnull align 1 %2634, <8 x i1> %2568)
  %2635 = getelementptr float, ptr %2630, i64 %2616
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2626, ptr align 1 %2635, <8 x i1> %2560)
  %2636 = getelementptr inbounds nuw i8, ptr %2635, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2627, ptr nonnull align 1 %2636, <8 x i1> %2568)
  %2637 = getelementptr float, ptr %2630, i64 %2618
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2628, ptr align 1 %2637, <8 x i1> %2560)
  %2638 = getelementptr inbounds nuw i8, ptr %2637, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2629, ptr nonnull align 1 %2638, <8 x i1> %2568)
  br i1 %44, label %5815, label %2680

2639:                                             ; preds = %2608, %2639
  %2640 = phi <8 x float> [ %2658, %2639 ], [ %2612, %2608 ]
  %2641 = phi <8 x float> [ %2659, %2639 ], [ %2613, %2608 ]
  %2642 = phi <8 x float> [ %2664, %2639 ], [ %2611, %2608 ]
  %2643 = phi <8 x float> [ %2665, %2639 ], [ %2615, %2608 ]
  %2644 = phi <8 x float> [ %2670, %2639 ], [ %2610, %2608 ]
  %2645 = phi <8 x float> [ %2671, %2639 ], [ %2617, %2608 ]
  %2646 = phi <8 x float> [ %2676, %2639 ], [ %2609, %2608 ]
  %2647 = phi <8 x float> [ %2677, %2639 ], [ %2619, %2608 ]
  %2648 = phi i64 [ %2678, %2639 ], [ 0, %2608 ]
  %2649 = mul nsw i64 %2648, %7
  %2650 = getelementptr inbounds float, ptr %2620, i64 %2649
  %2651 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2650, <8 x i1> %2560, <8 x float> zeroinitializer)
  %2652 = getelementptr inbounds nuw i8, ptr %2650, i64 32
  %2653 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %2652, <8 x i1> %2568, <8 x float> zeroinitializer)
  %2654 = getelementptr float, ptr %382, i64 %2648
  %2655 = load float, ptr %2654, align 1
  %2656 = insertelement <8 x float> poison, float %2655, i64 0
  %2657 = shufflevector <8 x float> %2656, <8 x float> poison, <8 x i32> zeroinitializer
  %2658 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2651, <8 x float> %2657, <8 x float> %2640)
  %2659 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2653, <8 x float> %2657, <8 x float> %2641)
  %2660 = getelementptr float, ptr %2654, i64 %5
  %2661 = load float, ptr %2660, align 1
  %2662 = insertelement <8 x float> poison, float %2661, i64 0
  %2663 = shufflevector <8 x float> %2662, <8 x float> poison, <8 x i32> zeroinitializer
  %2664 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2651, <8 x float> %2663, <8 x float> %2642)
  %2665 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2653, <8 x float> %2663, <8 x float> %2643)
  %2666 = getelementptr i8, ptr %2654, i64 %197
  %2667 = load float, ptr %2666, align 1
  %2668 = insertelement <8 x float> poison, float %2667, i64 0
  %2669 = shufflevector <8 x float> %2668, <8 x float> poison, <8 x i32> zeroinitializer
  %2670 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2651, <8 x float> %2669, <8 x float> %2644)
  %2671 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2653, <8 x float> %2669, <8 x float> %2645)
  %2672 = getelementptr i8, ptr %2654, i64 %198
  %2673 = load float, ptr %2672, align 1
  %2674 = insertelement <8 x float> poison, float %2673, i64 0
  %2675 = shufflevector <8 x float> %2674, <8 x float> poison, <8 x i32> zeroinitializer
  %2676 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2651, <8 x float> %2675, <8 x float> %2646)
  %2677 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2653, <8 x float> %2675, <8 x float> %2647)
  %2678 = add nuw nsw i64 %2648, 1
  %2679 = icmp eq i64 %2678, %5
  br i1 %2679, label %2621, label %2639

2680:                                             ; preds = %2621
  %2681 = add nsw i64 %383, %555
  %2682 = getelementptr inbounds float, ptr %368, i64 %2681
  %2683 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2682, <8 x i1> %2560, <8 x float> zeroinitializer)
  %2684 = getelementptr inbounds float, ptr %366, i64 %2681
  switch i64 %199, label %642 [
    i64 1, label %2707
    i64 2, label %2710
    i64 3, label %2717
    i64 0, label %2685
  ]

2685:                                             ; preds = %2680
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2683, ptr align 1 %2682, <8 x i1> %2560)
  %2686 = getelementptr float, ptr %368, i64 %2681
  %2687 = getelementptr i8, ptr %2686, i64 32
  %2688 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2687, <8 x i1> %2568, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2688, ptr align 1 %2687, <8 x i1> %2568)
  %2689 = add nsw i64 %2614, %555
  %2690 = getelementptr inbounds float, ptr %368, i64 %2689
  %2691 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2690, <8 x i1> %2560, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2691, ptr align 1 %2690, <8 x i1> %2560)
  %2692 = getelementptr float, ptr %368, i64 %2689
  %2693 = getelementptr i8, ptr %2692, i64 32
  %2694 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2693, <8 x i1> %2568, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2694, ptr align 1 %2693, <8 x i1> %2568)
  %2695 = add nsw i64 %2616, %555
  %2696 = getelementptr inbounds float, ptr %368, i64 %2695
  %2697 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2696, <8 x i1> %2560, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2697, ptr align 1 %2696, <8 x i1> %2560)
  %2698 = getelementptr float, ptr %368, i64 %2695
  %2699 = getelementptr i8, ptr %2698, i64 32
  %2700 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2699, <8 x i1> %2568, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2700, ptr align 1 %2699, <8 x i1> %2568)
  %2701 = add nsw i64 %2618, %555
  %2702 = getelementptr inbounds float, ptr %368, i64 %2701
  %2703 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2702, <8 x i1> %2560, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2703, ptr align 1 %2702, <8 x i1> %2560)
  %2704 = getelementptr float, ptr %368, i64 %2701
  %2705 = getelementptr i8, ptr %2704, i64 32
  %2706 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2705, <8 x i1> %2568, <8 x float> zeroinitializer)
  br label %3189

2707:                                             ; preds = %2680
  %2708 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2684, <8 x i1> %2560, <8 x float> zeroinitializer)
  %2709 = fadd <8 x float> %2683, %2708
  br label %2724

2710:                                             ; preds = %2680
  %2711 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2683)
  %2712 = bitcast <8 x float> %2683 to <8 x i32>
  %2713 = or <8 x i32> %2712, %46
  %2714 = bitcast <8 x i32> %2713 to <8 x float>
  %2715 = fcmp oeq <8 x float> %2683, %33
  %2716 = select <8 x i1> %2715, <8 x float> %2714, <8 x float> %2711
  br label %2724

2717:                                             ; preds = %2680
  %2718 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2683)
  %2719 = bitcast <8 x float> %2683 to <8 x i32>
  %2720 = and <8 x i32> %2719, %45
  %2721 = bitcast <8 x i32> %2720 to <8 x float>
  %2722 = fcmp oeq <8 x float> %2683, %30
  %2723 = select <8 x i1> %2722, <8 x float> %2721, <8 x float> %2718
  br label %2724

2724:                                             ; preds = %2717, %2710, %2707
  %2725 = phi <8 x float> [ %2709, %2707 ], [ %2716, %2710 ], [ %2723, %2717 ]
  switch i64 %201, label %642 [
    i64 1, label %2740
    i64 2, label %2733
    i64 3, label %2726
    i64 0, label %2762
  ]

2726:                                             ; preds = %2724
  %2727 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2725)
  %2728 = bitcast <8 x float> %2725 to <8 x i32>
  %2729 = and <8 x i32> %2728, %45
  %2730 = bitcast <8 x i32> %2729 to <8 x float>
  %2731 = fcmp oeq <8 x float> %2725, %30
  %2732 = select <8 x i1> %2731, <8 x float> %2730, <8 x float> %2727
  br label %2743

2733:                                             ; preds = %2724
  %2734 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2725)
  %2735 = bitcast <8 x float> %2725 to <8 x i32>
  %2736 = or <8 x i32> %2735, %46
  %2737 = bitcast <8 x i32> %2736 to <8 x float>
  %2738 = fcmp oeq <8 x float> %2725, %33
  %2739 = select <8 x i1> %2738, <8 x float> %2737, <8 x float> %2734
  br label %2743

2740:                                             ; preds = %2724
  %2741 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2684, <8 x i1> %2560, <8 x float> zeroinitializer)
  %2742 = fadd <8 x float> %2725, %2741
  br label %2743

2743:                                             ; preds = %2740, %2733, %2726
  %2744 = phi <8 x float> [ %2742, %2740 ], [ %2739, %2733 ], [ %2732, %2726 ]
  switch i64 %203, label %642 [
    i64 1, label %2759
    i64 2, label %2752
    i64 3, label %2745
    i64 0, label %2762
  ]

2745:                                             ; preds = %2743
  %2746 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2744)
  %2747 = bitcast <8 x float> %2744 to <8 x i32>
  %2748 = and <8 x i32> %2747, %45
  %2749 = bitcast <8 x i32> %2748 to <8 x float>
  %2750 = fcmp oeq <8 x float> %2744, %30
  %2751 = select <8 x i1> %2750, <8 x float> %2749, <8 x float> %2746
  br label %2762

2752:                                             ; preds = %2743
  %2753 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2744)
  %2754 = bitcast <8 x float> %2744 to <8 x i32>
  %2755 = or <8 x i32> %2754, %46
  %2756 = bitcast <8 x i32> %2755 to <8 x float>
  %2757 = fcmp oeq <8 x float> %2744, %33
  %2758 = select <8 x i1> %2757, <8 x float> %2756, <8 x float> %2753
  br label %2762

2759:                                             ; preds = %2743
  %2760 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2684, <8 x i1> %2560, <8 x float> zeroinitializer)
  %2761 = fadd <8 x float> %2744, %2760
  br label %2762

2762:                                             ; preds = %2745, %2752, %2759, %2743, %2724
  %2763 = phi <8 x float> [ %2744, %2743 ], [ %2751, %2745 ], [ %2725, %2724 ], [ %2761, %2759 ], [ %2758, %2752 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2763, ptr align 1 %2682, <8 x i1> %2560)
  %2764 = add nsw i64 %2681, 8
  %2765 = getelementptr inbounds float, ptr %368, i64 %2764
  %2766 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2765, <8 x i1> %2568, <8 x float> zeroinitializer)
  %2767 = getelementptr inbounds float, ptr %366, i64 %2764
  switch i64 %199, label %642 [
    i64 1, label %2782
    i64 2, label %2775
    i64 3, label %2768
  ]

2768:                                             ; preds = %2762
  %2769 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2766)
  %2770 = bitcast <8 x float> %2766 to <8 x i32>
  %2771 = and <8 x i32> %2770, %45
  %2772 = bitcast <8 x i32> %2771 to <8 x float>
  %2773 = fcmp oeq <8 x float> %2766, %30
  %2774 = select <8 x i1> %2773, <8 x float> %2772, <8 x float> %2769
  br label %2785

2775:                                             ; preds = %2762
  %2776 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2766)
  %2777 = bitcast <8 x float> %2766 to <8 x i32>
  %2778 = or <8 x i32> %2777, %46
  %2779 = bitcast <8 x i32> %2778 to <8 x float>
  %2780 = fcmp oeq <8 x float> %2766, %33
  %2781 = select <8 x i1> %2780, <8 x float> %2779, <8 x float> %2776
  br label %2785

2782:                                             ; preds = %2762
  %2783 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2767, <8 x i1> %2568, <8 x float> zeroinitializer)
  %2784 = fadd <8 x float> %2766, %2783
  br label %2785

2785:                                             ; preds = %2782, %2775, %2768
  %2786 = phi <8 x float> [ %2784, %2782 ], [ %2781, %2775 ], [ %2774, %2768 ]
  switch i64 %205, label %642 [
    i64 1, label %2801
    i64 2, label %2794
    i64 3, label %2787
    i64 0, label %2823
  ]

2787:                                             ; preds = %2785
  %2788 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2786)
  %2789 = bitcast <8 x float> %2786 to <8 x i32>
  %2790 = and <8 x i32> %2789, %45
  %2791 = bitcast <8 x i32> %2790 to <8 x float>
  %2792 = fcmp oeq <8 x float> %2786, %30
  %2793 = select <8 x i1> %2792, <8 x float> %2791, <8 x float> %2788
  br label %2804

2794:                                             ; preds = %2785
  %2795 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2786)
  %2796 = bitcast <8 x float> %2786 to <8 x i32>
  %2797 = or <8 x i32> %2796, %46
  %2798 = bitcast <8 x i32> %2797 to <8 x float>
  %2799 = fcmp oeq <8 x float> %2786, %33
  %2800 = select <8 x i1> %2799, <8 x float> %2798, <8 x float> %2795
  br label %2804

2801:                                             ; preds = %2785
  %2802 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2767, <8 x i1> %2568, <8 x float> zeroinitializer)
  %2803 = fadd <8 x float> %2786, %2802
  br label %2804

2804:                                             ; preds = %2801, %2794, %2787
  %2805 = phi <8 x float> [ %2803, %2801 ], [ %2800, %2794 ], [ %2793, %2787 ]
  switch i64 %207, label %642 [
    i64 1, label %2820
    i64 2, label %2813
    i64 3, label %2806
    i64 0, label %2823
  ]

2806:                                             ; preds = %2804
  %2807 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2805)
  %2808 = bitcast <8 x float> %2805 to <8 x i32>
  %2809 = and <8 x i32> %2808, %45
  %2810 = bitcast <8 x i32> %2809 to <8 x float>
  %2811 = fcmp oeq <8 x float> %2805, %30
  %2812 = select <8 x i1> %2811, <8 x float> %2810, <8 x float> %2807
  br label %2823

2813:                                             ; preds = %2804
  %2814 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2805)
  %2815 = bitcast <8 x float> %2805 to <8 x i32>
  %2816 = or <8 x i32> %2815, %46
  %2817 = bitcast <8 x i32> %2816 to <8 x float>
  %2818 = fcmp oeq <8 x float> %2805, %33
  %2819 = select <8 x i1> %2818, <8 x float> %2817, <8 x float> %2814
  br label %2823

2820:                                             ; preds = %2804
  %2821 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2767, <8 x i1> %2568, <8 x float> zeroinitializer)
  %2822 = fadd <8 x float> %2805, %2821
  br label %2823

2823:                                             ; preds = %2806, %2813, %2820, %2804, %2785
  %2824 = phi <8 x float> [ %2819, %2813 ], [ %2812, %2806 ], [ %2786, %2785 ], [ %2805, %2804 ], [ %2822, %2820 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2824, ptr align 1 %2765, <8 x i1> %2568)
  %2825 = add nsw i64 %2614, %555
  %2826 = getelementptr inbounds float, ptr %368, i64 %2825
  %2827 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2826, <8 x i1> %2560, <8 x float> zeroinitializer)
  %2828 = getelementptr inbounds float, ptr %366, i64 %2825
  switch i64 %199, label %642 [
    i64 1, label %2843
    i64 2, label %2836
    i64 3, label %2829
  ]

2829:                                             ; preds = %2823
  %2830 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2827)
  %2831 = bitcast <8 x float> %2827 to <8 x i32>
  %2832 = and <8 x i32> %2831, %45
  %2833 = bitcast <8 x i32> %2832 to <8 x float>
  %2834 = fcmp oeq <8 x float> %2827, %30
  %2835 = select <8 x i1> %2834, <8 x float> %2833, <8 x float> %2830
  br label %2846

2836:                                             ; preds = %2823
  %2837 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2827)
  %2838 = bitcast <8 x float> %2827 to <8 x i32>
  %2839 = or <8 x i32> %2838, %46
  %2840 = bitcast <8 x i32> %2839 to <8 x float>
  %2841 = fcmp oeq <8 x float> %2827, %33
  %2842 = select <8 x i1> %2841, <8 x float> %2840, <8 x float> %2837
  br label %2846

2843:                                             ; preds = %2823
  %2844 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2828, <8 x i1> %2560, <8 x float> zeroinitializer)
  %2845 = fadd <8 x float> %2827, %2844
  br label %2846

2846:                                             ; preds = %2843, %2836, %2829
  %2847 = phi <8 x float> [ %2845, %2843 ], [ %2842, %2836 ], [ %2835, %2829 ]
  switch i64 %209, label %642 [
    i64 1, label %2862
    i64 2, label %2855
    i64 3, label %2848
    i64 0, label %2884
  ]

2848:                                             ; preds = %2846
  %2849 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2847)
  %2850 = bitcast <8 x float> %2847 to <8 x i32>
  %2851 = and <8 x i32> %2850, %45
  %2852 = bitcast <8 x i32> %2851 to <8 x float>
  %2853 = fcmp oeq <8 x float> %2847, %30
  %2854 = select <8 x i1> %2853, <8 x float> %2852, <8 x float> %2849
  br label %2865

2855:                                             ; preds = %2846
  %2856 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2847)
  %2857 = bitcast <8 x float> %2847 to <8 x i32>
  %2858 = or <8 x i32> %2857, %46
  %2859 = bitcast <8 x i32> %2858 to <8 x float>
  %2860 = fcmp oeq <8 x float> %2847, %33
  %2861 = select <8 x i1> %2860, <8 x float> %2859, <8 x float> %2856
  br label %2865

2862:                                             ; preds = %2846
  %2863 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2828, <8 x i1> %2560, <8 x float> zeroinitializer)
  %2864 = fadd <8 x float> %2847, %2863
  br label %2865

2865:                                             ; preds = %2862, %2855, %2848
  %2866 = phi <8 x float> [ %2864, %2862 ], [ %2861, %2855 ], [ %2854, %2848 ]
  switch i64 %211, label %642 [
    i64 1, label %2881
    i64 2, label %2874
    i64 3, label %2867
    i64 0, label %2884
  ]

2867:                                             ; preds = %2865
  %2868 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2866)
  %2869 = bitcast <8 x float> %2866 to <8 x i32>
  %2870 = and <8 x i32> %2869, %45
  %2871 = bitcast <8 x i32> %2870 to <8 x float>
  %2872 = fcmp oeq <8 x float> %2866, %30
  %2873 = select <8 x i1> %2872, <8 x float> %2871, <8 x float> %2868
  br label %2884

2874:                                             ; preds = %2865
  %2875 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2866)
  %2876 = bitcast <8 x float> %2866 to <8 x i32>
  %2877 = or <8 x i32> %2876, %46
  %2878 = bitcast <8 x i32> %2877 to <8 x float>
  %2879 = fcmp oeq <8 x float> %2866, %33
  %2880 = select <8 x i1> %2879, <8 x float> %2878, <8 x float> %2875
  br label %2884

2881:                                             ; preds = %2865
  %2882 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2828, <8 x i1> %2560, <8 x float> zeroinitializer)
  %2883 = fadd <8 x float> %2866, %2882
  br label %2884

2884:                                             ; preds = %2867, %2874, %2881, %2865, %2846
  %2885 = phi <8 x float> [ %2880, %2874 ], [ %2873, %2867 ], [ %2847, %2846 ], [ %2866, %2865 ], [ %2883, %2881 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2885, ptr align 1 %2826, <8 x i1> %2560)
  %2886 = add nsw i64 %2825, 8
  %2887 = getelementptr inbounds float, ptr %368, i64 %2886
  %2888 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2887, <8 x i1> %2568, <8 x float> zeroinitializer)
  %2889 = getelementptr inbounds float, ptr %366, i64 %2886
  switch i64 %199, label %642 [
    i64 1, label %2904
    i64 2, label %2897
    i64 3, label %2890
  ]

2890:                                             ; preds = %2884
  %2891 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2888)
  %2892 = bitcast <8 x float> %2888 to <8 x i32>
  %2893 = and <8 x i32> %2892, %45
  %2894 = bitcast <8 x i32> %2893 to <8 x float>
  %2895 = fcmp oeq <8 x float> %2888, %30
  %2896 = select <8 x i1> %2895, <8 x float> %2894, <8 x float> %2891
  br label %2907

2897:                                             ; preds = %2884
  %2898 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2888)
  %2899 = bitcast <8 x float> %2888 to <8 x i32>
  %2900 = or <8 x i32> %2899, %46
  %2901 = bitcast <8 x i32> %2900 to <8 x float>
  %2902 = fcmp oeq <8 x float> %2888, %33
  %2903 = select <8 x i1> %2902, <8 x float> %2901, <8 x float> %2898
  br label %2907

2904:                                             ; preds = %2884
  %2905 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2889, <8 x i1> %2568, <8 x float> zeroinitializer)
  %2906 = fadd <8 x float> %2888, %2905
  br label %2907

2907:                                             ; preds = %2904, %2897, %2890
  %2908 = phi <8 x float> [ %2906, %2904 ], [ %2903, %2897 ], [ %2896, %2890 ]
  switch i64 %213, label %642 [
    i64 1, label %2923
    i64 2, label %2916
    i64 3, label %2909
    i64 0, label %2945
  ]

2909:                                             ; preds = %2907
  %2910 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2908)
  %2911 = bitcast <8 x float> %2908 to <8 x i32>
  %2912 = and <8 x i32> %2911, %45
  %2913 = bitcast <8 x i32> %2912 to <8 x float>
  %2914 = fcmp oeq <8 x float> %2908, %30
  %2915 = select <8 x i1> %2914, <8 x float> %2913, <8 x float> %2910
  br label %2926

2916:                                             ; preds = %2907
  %2917 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2908)
  %2918 = bitcast <8 x float> %2908 to <8 x i32>
  %2919 = or <8 x i32> %2918, %46
  %2920 = bitcast <8 x i32> %2919 to <8 x float>
  %2921 = fcmp oeq <8 x float> %2908, %33
  %2922 = select <8 x i1> %2921, <8 x float> %2920, <8 x float> %2917
  br label %2926

2923:                                             ; preds = %2907
  %2924 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2889, <8 x i1> %2568, <8 x float> zeroinitializer)
  %2925 = fadd <8 x float> %2908, %2924
  br label %2926

2926:                                             ; preds = %2923, %2916, %2909
  %2927 = phi <8 x float> [ %2925, %2923 ], [ %2922, %2916 ], [ %2915, %2909 ]
  switch i64 %215, label %642 [
    i64 1, label %2942
    i64 2, label %2935
    i64 3, label %2928
    i64 0, label %2945
  ]

2928:                                             ; preds = %2926
  %2929 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2927)
  %2930 = bitcast <8 x float> %2927 to <8 x i32>
  %2931 = and <8 x i32> %2930, %45
  %2932 = bitcast <8 x i32> %2931 to <8 x float>
  %2933 = fcmp oeq <8 x float> %2927, %30
  %2934 = select <8 x i1> %2933, <8 x float> %2932, <8 x float> %2929
  br label %2945

2935:                                             ; preds = %2926
  %2936 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2927)
  %2937 = bitcast <8 x float> %2927 to <8 x i32>
  %2938 = or <8 x i32> %2937, %46
  %2939 = bitcast <8 x i32> %2938 to <8 x float>
  %2940 = fcmp oeq <8 x float> %2927, %33
  %2941 = select <8 x i1> %2940, <8 x float> %2939, <8 x float> %2936
  br label %2945

2942:                                             ; preds = %2926
  %2943 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2889, <8 x i1> %2568, <8 x float> zeroinitializer)
  %2944 = fadd <8 x float> %2927, %2943
  br label %2945

2945:                                             ; preds = %2928, %2935, %2942, %2926, %2907
  %2946 = phi <8 x float> [ %2941, %2935 ], [ %2934, %2928 ], [ %2908, %2907 ], [ %2927, %2926 ], [ %2944, %2942 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2946, ptr align 1 %2887, <8 x i1> %2568)
  %2947 = add nsw i64 %2616, %555
  %2948 = getelementptr inbounds float, ptr %368, i64 %2947
  %2949 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2948, <8 x i1> %2560, <8 x float> zeroinitializer)
  %2950 = getelementptr inbounds float, ptr %366, i64 %2947
  switch i64 %199, label %642 [
    i64 1, label %2965
    i64 2, label %2958
    i64 3, label %2951
  ]

2951:                                             ; preds = %2945
  %2952 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2949)
  %2953 = bitcast <8 x float> %2949 to <8 x i32>
  %2954 = and <8 x i32> %2953, %45
  %2955 = bitcast <8 x i32> %2954 to <8 x float>
  %2956 = fcmp oeq <8 x float> %2949, %30
  %2957 = select <8 x i1> %2956, <8 x float> %2955, <8 x float> %2952
  br label %2968

2958:                                             ; preds = %2945
  %2959 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2949)
  %2960 = bitcast <8 x float> %2949 to <8 x i32>
  %2961 = or <8 x i32> %2960, %46
  %2962 = bitcast <8 x i32> %2961 to <8 x float>
  %2963 = fcmp oeq <8 x float> %2949, %33
  %2964 = select <8 x i1> %2963, <8 x float> %2962, <8 x float> %2959
  br label %2968

2965:                                             ; preds = %2945
  %2966 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2950, <8 x i1> %2560, <8 x float> zeroinitializer)
  %2967 = fadd <8 x float> %2949, %2966
  br label %2968

2968:                                             ; preds = %2965, %2958, %2951
  %2969 = phi <8 x float> [ %2967, %2965 ], [ %2964, %2958 ], [ %2957, %2951 ]
  switch i64 %217, label %642 [
    i64 1, label %2984
    i64 2, label %2977
    i64 3, label %2970
    i64 0, label %3006
  ]

2970:                                             ; preds = %2968
  %2971 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2969)
  %2972 = bitcast <8 x float> %2969 to <8 x i32>
  %2973 = and <8 x i32> %2972, %45
  %2974 = bitcast <8 x i32> %2973 to <8 x float>
  %2975 = fcmp oeq <8 x float> %2969, %30
  %2976 = select <8 x i1> %2975, <8 x float> %2974, <8 x float> %2971
  br label %2987

2977:                                             ; preds = %2968
  %2978 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2969)
  %2979 = bitcast <8 x float> %2969 to <8 x i32>
  %2980 = or <8 x i32> %2979, %46
  %2981 = bitcast <8 x i32> %2980 to <8 x float>
  %2982 = fcmp oeq <8 x float> %2969, %33
  %2983 = select <8 x i1> %2982, <8 x float> %2981, <8 x float> %2978
  br label %2987

2984:                                             ; preds = %2968
  %2985 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2950, <8 x i1> %2560, <8 x float> zeroinitializer)
  %2986 = fadd <8 x float> %2969, %2985
  br label %2987

2987:                                             ; preds = %2984, %2977, %2970
  %2988 = phi <8 x float> [ %2986, %2984 ], [ %2983, %2977 ], [ %2976, %2970 ]
  switch i64 %219, label %642 [
    i64 1, label %3003
    i64 2, label %2996
    i64 3, label %2989
    i64 0, label %3006
  ]

2989:                                             ; preds = %2987
  %2990 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %2988)
  %2991 = bitcast <8 x float> %2988 to <8 x i32>
  %2992 = and <8 x i32> %2991, %45
  %2993 = bitcast <8 x i32> %2992 to <8 x float>
  %2994 = fcmp oeq <8 x float> %2988, %30
  %2995 = select <8 x i1> %2994, <8 x float> %2993, <8 x float> %2990
  br label %3006

2996:                                             ; preds = %2987
  %2997 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %2988)
  %2998 = bitcast <8 x float> %2988 to <8 x i32>
  %2999 = or <8 x i32> %2998, %46
  %3000 = bitcast <8 x i32> %2999 to <8 x float>
  %3001 = fcmp oeq <8 x float> %2988, %33
  %3002 = select <8 x i1> %3001, <8 x float> %3000, <8 x float> %2997
  br label %3006

3003:                                             ; preds = %2987
  %3004 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2950, <8 x i1> %2560, <8 x float> zeroinitializer)
  %3005 = fadd <8 x float> %2988, %3004
  br label %3006

3006:                                             ; preds = %2989, %2996, %3003, %2987, %2968
  %3007 = phi <8 x float> [ %3002, %2996 ], [ %2995, %2989 ], [ %2969, %2968 ], [ %2988, %2987 ], [ %3005, %3003 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3007, ptr align 1 %2948, <8 x i1> %2560)
  %3008 = add nsw i64 %2947, 8
  %3009 = getelementptr inbounds float, ptr %368, i64 %3008
  %3010 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3009, <8 x i1> %2568, <8 x float> zeroinitializer)
  %3011 = getelementptr inbounds float, ptr %366, i64 %3008
  switch i64 %199, label %642 [
    i64 1, label %3026
    i64 2, label %3019
    i64 3, label %3012
  ]

3012:                                             ; preds = %3006
  %3013 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3010)
  %3014 = bitcast <8 x float> %3010 to <8 x i32>
  %3015 = and <8 x i32> %3014, %45
  %3016 = bitcast <8 x i32> %3015 to <8 x float>
  %3017 = fcmp oeq <8 x float> %3010, %30
  %3018 = select <8 x i1> %3017, <8 x float> %3016, <8 x float> %3013
  br label %3029

3019:                                             ; preds = %3006
  %3020 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3010)
  %3021 = bitcast <8 x float> %3010 to <8 x i32>
  %3022 = or <8 x i32> %3021, %46
  %3023 = bitcast <8 x i32> %3022 to <8 x float>
  %3024 = fcmp oeq <8 x float> %3010, %33
  %3025 = select <8 x i1> %3024, <8 x float> %3023, <8 x float> %3020
  br label %3029

3026:                                             ; preds = %3006
  %3027 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3011, <8 x i1> %2568, <8 x float> zeroinitializer)
  %3028 = fadd <8 x float> %3010, %3027
  br label %3029

3029:                                             ; preds = %3026, %3019, %3012
  %3030 = phi <8 x float> [ %3028, %3026 ], [ %3025, %3019 ], [ %3018, %3012 ]
  switch i64 %221, label %642 [
    i64 1, label %3045
    i64 2, label %3038
    i64 3, label %3031
    i64 0, label %3067
  ]

3031:                                             ; preds = %3029
  %3032 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3030)
  %3033 = bitcast <8 x float> %3030 to <8 x i32>
  %3034 = and <8 x i32> %3033, %45
  %3035 = bitcast <8 x i32> %3034 to <8 x float>
  %3036 = fcmp oeq <8 x float> %3030, %30
  %3037 = select <8 x i1> %3036, <8 x float> %3035, <8 x float> %3032
  br label %3048

3038:                                             ; preds = %3029
  %3039 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3030)
  %3040 = bitcast <8 x float> %3030 to <8 x i32>
  %3041 = or <8 x i32> %3040, %46
  %3042 = bitcast <8 x i32> %3041 to <8 x float>
  %3043 = fcmp oeq <8 x float> %3030, %33
  %3044 = select <8 x i1> %3043, <8 x float> %3042, <8 x float> %3039
  br label %3048

3045:                                             ; preds = %3029
  %3046 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3011, <8 x i1> %2568, <8 x float> zeroinitializer)
  %3047 = fadd <8 x float> %3030, %3046
  br label %3048

3048:                                             ; preds = %3045, %3038, %3031
  %3049 = phi <8 x float> [ %3047, %3045 ], [ %3044, %3038 ], [ %3037, %3031 ]
  switch i64 %223, label %642 [
    i64 1, label %3064
    i64 2, label %3057
    i64 3, label %3050
    i64 0, label %3067
  ]

3050:                                             ; preds = %3048
  %3051 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3049)
  %3052 = bitcast <8 x float> %3049 to <8 x i32>
  %3053 = and <8 x i32> %3052, %45
  %3054 = bitcast <8 x i32> %3053 to <8 x float>
  %3055 = fcmp oeq <8 x float> %3049, %30
  %3056 = select <8 x i1> %3055, <8 x float> %3054, <8 x float> %3051
  br label %3067

3057:                                             ; preds = %3048
  %3058 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3049)
  %3059 = bitcast <8 x float> %3049 to <8 x i32>
  %3060 = or <8 x i32> %3059, %46
  %3061 = bitcast <8 x i32> %3060 to <8 x float>
  %3062 = fcmp oeq <8 x float> %3049, %33
  %3063 = select <8 x i1> %3062, <8 x float> %3061, <8 x float> %3058
  br label %3067

3064:                                             ; preds = %3048
  %3065 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3011, <8 x i1> %2568, <8 x float> zeroinitializer)
  %3066 = fadd <8 x float> %3049, %3065
  br label %3067

3067:                                             ; preds = %3050, %3057, %3064, %3048, %3029
  %3068 = phi <8 x float> [ %3063, %3057 ], [ %3056, %3050 ], [ %3030, %3029 ], [ %3049, %3048 ], [ %3066, %3064 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3068, ptr align 1 %3009, <8 x i1> %2568)
  %3069 = add nsw i64 %2618, %555
  %3070 = getelementptr inbounds float, ptr %368, i64 %3069
  %3071 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3070, <8 x i1> %2560, <8 x float> zeroinitializer)
  %3072 = getelementptr inbounds float, ptr %366, i64 %3069
  switch i64 %199, label %642 [
    i64 1, label %3087
    i64 2, label %3080
    i64 3, label %3073
  ]

3073:                                             ; preds = %3067
  %3074 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3071)
  %3075 = bitcast <8 x float> %3071 to <8 x i32>
  %3076 = and <8 x i32> %3075, %45
  %3077 = bitcast <8 x i32> %3076 to <8 x float>
  %3078 = fcmp oeq <8 x float> %3071, %30
  %3079 = select <8 x i1> %3078, <8 x float> %3077, <8 x float> %3074
  br label %3090

3080:                                             ; preds = %3067
  %3081 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3071)
  %3082 = bitcast <8 x float> %3071 to <8 x i32>
  %3083 = or <8 x i32> %3082, %46
  %3084 = bitcast <8 x i32> %3083 to <8 x float>
  %3085 = fcmp oeq <8 x float> %3071, %33
  %3086 = select <8 x i1> %3085, <8 x float> %3084, <8 x float> %3081
  br label %3090

3087:                                             ; preds = %3067
  %3088 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3072, <8 x i1> %2560, <8 x float> zeroinitializer)
  %3089 = fadd <8 x float> %3071, %3088
  br label %3090

3090:                                             ; preds = %3087, %3080, %3073
  %3091 = phi <8 x float> [ %3089, %3087 ], [ %3086, %3080 ], [ %3079, %3073 ]
  switch i64 %225, label %642 [
    i64 1, label %3106
    i64 2, label %3099
    i64 3, label %3092
    i64 0, label %3128
  ]

3092:                                             ; preds = %3090
  %3093 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3091)
  %3094 = bitcast <8 x float> %3091 to <8 x i32>
  %3095 = and <8 x i32> %3094, %45
  %3096 = bitcast <8 x i32> %3095 to <8 x float>
  %3097 = fcmp oeq <8 x float> %3091, %30
  %3098 = select <8 x i1> %3097, <8 x float> %3096, <8 x float> %3093
  br label %3109

3099:                                             ; preds = %3090
  %3100 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3091)
  %3101 = bitcast <8 x float> %3091 to <8 x i32>
  %3102 = or <8 x i32> %3101, %46
  %3103 = bitcast <8 x i32> %3102 to <8 x float>
  %3104 = fcmp oeq <8 x float> %3091, %33
  %3105 = select <8 x i1> %3104, <8 x float> %3103, <8 x float> %3100
  br label %3109

3106:                                             ; preds = %3090
  %3107 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3072, <8 x i1> %2560, <8 x float> zeroinitializer)
  %3108 = fadd <8 x float> %3091, %3107
  br label %3109

3109:                                             ; preds = %3106, %3099, %3092
  %3110 = phi <8 x float> [ %3108, %3106 ], [ %3105, %3099 ], [ %3098, %3092 ]
  switch i64 %227, label %642 [
    i64 1, label %3125
    i64 2, label %3118
    i64 3, label %3111
    i64 0, label %3128
  ]

3111:                                             ; preds = %3109
  %3112 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3110)
  %3113 = bitcast <8 x float> %3110 to <8 x i32>
  %3114 = and <8 x i32> %3113, %45
  %3115 = bitcast <8 x i32> %3114 to <8 x float>
  %3116 = fcmp oeq <8 x float> %3110, %30
  %3117 = select <8 x i1> %3116, <8 x float> %3115, <8 x float> %3112
  br label %3128

3118:                                             ; preds = %3109
  %3119 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3110)
  %3120 = bitcast <8 x float> %3110 to <8 x i32>
  %3121 = or <8 x i32> %3120, %46
  %3122 = bitcast <8 x i32> %3121 to <8 x float>
  %3123 = fcmp oeq <8 x float> %3110, %33
  %3124 = select <8 x i1> %3123, <8 x float> %3122, <8 x float> %3119
  br label %3128

3125:                                             ; preds = %3109
  %3126 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3072, <8 x i1> %2560, <8 x float> zeroinitializer)
  %3127 = fadd <8 x float> %3110, %3126
  br label %3128

3128:                                             ; preds = %3111, %3118, %3125, %3109, %3090
  %3129 = phi <8 x float> [ %3124, %3118 ], [ %3117, %3111 ], [ %3091, %3090 ], [ %3110, %3109 ], [ %3127, %3125 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3129, ptr align 1 %3070, <8 x i1> %2560)
  %3130 = add nsw i64 %3069, 8
  %3131 = getelementptr inbounds float, ptr %368, i64 %3130
  %3132 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3131, <8 x i1> %2568, <8 x float> zeroinitializer)
  %3133 = getelementptr inbounds float, ptr %366, i64 %3130
  switch i64 %199, label %642 [
    i64 1, label %3148
    i64 2, label %3141
    i64 3, label %3134
  ]

3134:                                             ; preds = %3128
  %3135 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3132)
  %3136 = bitcast <8 x float> %3132 to <8 x i32>
  %3137 = and <8 x i32> %3136, %45
  %3138 = bitcast <8 x i32> %3137 to <8 x float>
  %3139 = fcmp oeq <8 x float> %3132, %30
  %3140 = select <8 x i1> %3139, <8 x float> %3138, <8 x float> %3135
  br label %3151

3141:                                             ; preds = %3128
  %3142 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3132)
  %3143 = bitcast <8 x float> %3132 to <8 x i32>
  %3144 = or <8 x i32> %3143, %46
  %3145 = bitcast <8 x i32> %3144 to <8 x float>
  %3146 = fcmp oeq <8 x float> %3132, %33
  %3147 = select <8 x i1> %3146, <8 x float> %3145, <8 x float> %3142
  br label %3151

3148:                                             ; preds = %3128
  %3149 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3133, <8 x i1> %2568, <8 x float> zeroinitializer)
  %3150 = fadd <8 x float> %3132, %3149
  br label %3151

3151:                                             ; preds = %3148, %3141, %3134
  %3152 = phi <8 x float> [ %3150, %3148 ], [ %3147, %3141 ], [ %3140, %3134 ]
  switch i64 %229, label %642 [
    i64 1, label %3167
    i64 2, label %3160
    i64 3, label %3153
    i64 0, label %3189
  ]

3153:                                             ; preds = %3151
  %3154 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3152)
  %3155 = bitcast <8 x float> %3152 to <8 x i32>
  %3156 = and <8 x i32> %3155, %45
  %3157 = bitcast <8 x i32> %3156 to <8 x float>
  %3158 = fcmp oeq <8 x float> %3152, %30
  %3159 = select <8 x i1> %3158, <8 x float> %3157, <8 x float> %3154
  br label %3170

3160:                                             ; preds = %3151
  %3161 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3152)
  %3162 = bitcast <8 x float> %3152 to <8 x i32>
  %3163 = or <8 x i32> %3162, %46
  %3164 = bitcast <8 x i32> %3163 to <8 x float>
  %3165 = fcmp oeq <8 x float> %3152, %33
  %3166 = select <8 x i1> %3165, <8 x float> %3164, <8 x float> %3161
  br label %3170

3167:                                             ; preds = %3151
  %3168 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3133, <8 x i1> %2568, <8 x float> zeroinitializer)
  %3169 = fadd <8 x float> %3152, %3168
  br label %3170

3170:                                             ; preds = %3167, %3160, %3153
  %3171 = phi <8 x float> [ %3169, %3167 ], [ %3166, %3160 ], [ %3159, %3153 ]
  switch i64 %231, label %642 [
    i64 1, label %3186
    i64 2, label %3179
    i64 3, label %3172
    i64 0, label %3189
  ]

3172:                                             ; preds = %3170
  %3173 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3171)
  %3174 = bitcast <8 x float> %3171 to <8 x i32>
  %3175 = and <8 x i32> %3174, %45
  %3176 = bitcast <8 x i32> %3175 to <8 x float>
  %3177 = fcmp oeq <8 x float> %3171, %30
  %3178 = select <8 x i1> %3177, <8 x float> %3176, <8 x float> %3173
  br label %3189

3179:                                             ; preds = %3170
  %3180 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3171)
  %3181 = bitcast <8 x float> %3171 to <8 x i32>
  %3182 = or <8 x i32> %3181, %46
  %3183 = bitcast <8 x i32> %3182 to <8 x float>
  %3184 = fcmp oeq <8 x float> %3171, %33
  %3185 = select <8 x i1> %3184, <8 x float> %3183, <8 x float> %3180
  br label %3189

3186:                                             ; preds = %3170
  %3187 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3133, <8 x i1> %2568, <8 x float> zeroinitializer)
  %3188 = fadd <8 x float> %3171, %3187
  br label %3189

3189:                                             ; preds = %3172, %3179, %3186, %2685, %3170, %3151
  %3190 = phi ptr [ %2705, %2685 ], [ %3131, %3172 ], [ %3131, %3151 ], [ %3131, %3170 ], [ %3131, %3186 ], [ %3131, %3179 ]
  %3191 = phi <8 x float> [ %2706, %2685 ], [ %3178, %3172 ], [ %3152, %3151 ], [ %3171, %3170 ], [ %3188, %3186 ], [ %3185, %3179 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3191, ptr align 1 %3190, <8 x i1> %2568)
  br label %5815

3192:                                             ; preds = %554
  %3193 = icmp sgt i64 %556, 7
  %3194 = trunc i64 %556 to i32
  %3195 = select i1 %3193, i32 8, i32 %3194
  %3196 = insertelement <8 x i32> poison, i32 %3195, i64 0
  %3197 = shufflevector <8 x i32> %3196, <8 x i32> poison, <8 x i32> zeroinitializer
  %3198 = icmp sgt <8 x i32> %3197, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %42, label %3215, label %3199

3199:                                             ; preds = %3192
  %3200 = load float, ptr %380, align 1
  %3201 = insertelement <8 x float> poison, float %3200, i64 0
  %3202 = shufflevector <8 x float> %3201, <8 x float> poison, <8 x i32> zeroinitializer
  %3203 = load float, ptr %456, align 1
  %3204 = insertelement <8 x float> poison, float %3203, i64 0
  %3205 = shufflevector <8 x float> %3204, <8 x float> poison, <8 x i32> zeroinitializer
  %3206 = load float, ptr %457, align 1
  %3207 = insertelement <8 x float> poison, float %3206, i64 0
  %3208 = shufflevector <8 x float> %3207, <8 x float> poison, <8 x i32> zeroinitializer
  %3209 = load float, ptr %458, align 1
  %3210 = insertelement <8 x float> poison, float %3209, i64 0
  %3211 = shufflevector <8 x float> %3210, <8 x float> poison, <8 x i32> zeroinitializer
  %3212 = load float, ptr %459, align 1
  %3213 = insertelement <8 x float> poison, float %3212, i64 0
  %3214 = shufflevector <8 x float> %3213, <8 x float> poison, <8 x i32> zeroinitializer
  br label %3227

3215:                                             ; preds = %3192
  %3216 = getelementptr float, ptr %363, i64 %555
  %3217 = getelementptr float, ptr %3216, i64 %383
  %3218 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3217, <8 x i1> %3198, <8 x float> zeroinitializer)
  %3219 = getelementptr float, ptr %3216, i64 %461
  %3220 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3219, <8 x i1> %3198, <8 x float> zeroinitializer)
  %3221 = getelementptr float, ptr %3216, i64 %463
  %3222 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3221, <8 x i1> %3198, <8 x float> zeroinitializer)
  %3223 = getelementptr float, ptr %3216, i64 %465
  %3224 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3223, <8 x i1> %3198, <8 x float> zeroinitializer)
  %3225 = getelementptr float, ptr %3216, i64 %467
  %3226 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3225, <8 x i1> %3198, <8 x float> zeroinitializer)
  br label %3227

3227:                                             ; preds = %3215, %3199
  %3228 = phi <8 x float> [ %3224, %3215 ], [ %3211, %3199 ]
  %3229 = phi <8 x float> [ %3220, %3215 ], [ %3205, %3199 ]
  %3230 = phi <8 x float> [ %3218, %3215 ], [ %3202, %3199 ]
  %3231 = phi <8 x float> [ %3222, %3215 ], [ %3208, %3199 ]
  %3232 = phi <8 x float> [ %3226, %3215 ], [ %3214, %3199 ]
  %3233 = getelementptr inbounds float, ptr %361, i64 %555
  br i1 %43, label %3246, label %3234

3234:                                             ; preds = %3246, %3227
  %3235 = phi <8 x float> [ %3232, %3227 ], [ %3280, %3246 ]
  %3236 = phi <8 x float> [ %3228, %3227 ], [ %3275, %3246 ]
  %3237 = phi <8 x float> [ %3231, %3227 ], [ %3270, %3246 ]
  %3238 = phi <8 x float> [ %3229, %3227 ], [ %3265, %3246 ]
  %3239 = phi <8 x float> [ %3230, %3227 ], [ %3260, %3246 ]
  %3240 = getelementptr float, ptr %368, i64 %555
  %3241 = getelementptr float, ptr %3240, i64 %383
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3239, ptr align 1 %3241, <8 x i1> %3198)
  %3242 = getelementptr float, ptr %3240, i64 %469
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3238, ptr align 1 %3242, <8 x i1> %3198)
  %3243 = getelementptr float, ptr %3240, i64 %471
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3237, ptr align 1 %3243, <8 x i1> %3198)
  %3244 = getelementptr float, ptr %3240, i64 %473
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3236, ptr align 1 %3244, <8 x i1> %3198)
  %3245 = getelementptr float, ptr %3240, i64 %475
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3235, ptr align 1 %3245, <8 x i1> %3198)
  br i1 %44, label %5815, label %3283

3246:                                             ; preds = %3227, %3246
  %3247 = phi <8 x float> [ %3280, %3246 ], [ %3232, %3227 ]
  %3248 = phi <8 x float> [ %3275, %3246 ], [ %3228, %3227 ]
  %3249 = phi <8 x float> [ %3270, %3246 ], [ %3231, %3227 ]
  %3250 = phi <8 x float> [ %3265, %3246 ], [ %3229, %3227 ]
  %3251 = phi <8 x float> [ %3260, %3246 ], [ %3230, %3227 ]
  %3252 = phi i64 [ %3281, %3246 ], [ 0, %3227 ]
  %3253 = mul nsw i64 %3252, %7
  %3254 = getelementptr inbounds float, ptr %3233, i64 %3253
  %3255 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3254, <8 x i1> %3198, <8 x float> zeroinitializer)
  %3256 = getelementptr float, ptr %382, i64 %3252
  %3257 = load float, ptr %3256, align 1
  %3258 = insertelement <8 x float> poison, float %3257, i64 0
  %3259 = shufflevector <8 x float> %3258, <8 x float> poison, <8 x i32> zeroinitializer
  %3260 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3255, <8 x float> %3259, <8 x float> %3251)
  %3261 = getelementptr float, ptr %3256, i64 %5
  %3262 = load float, ptr %3261, align 1
  %3263 = insertelement <8 x float> poison, float %3262, i64 0
  %3264 = shufflevector <8 x float> %3263, <8 x float> poison, <8 x i32> zeroinitializer
  %3265 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3255, <8 x float> %3264, <8 x float> %3250)
  %3266 = getelementptr i8, ptr %3256, i64 %173
  %3267 = load float, ptr %3266, align 1
  %3268 = insertelement <8 x float> poison, float %3267, i64 0
  %3269 = shufflevector <8 x float> %3268, <8 x float> poison, <8 x i32> zeroinitializer
  %3270 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3255, <8 x float> %3269, <8 x float> %3249)
  %3271 = getelementptr i8, ptr %3256, i64 %174
  %3272 = load float, ptr %3271, align 1
  %3273 = insertelement <8 x float> poison, float %3272, i64 0
  %3274 = shufflevector <8 x float> %3273, <8 x float> poison, <8 x i32> zeroinitializer
  %3275 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3255, <8 x float> %3274, <8 x float> %3248)
  %3276 = getelementptr i8, ptr %3256, i64 %175
  %3277 = load float, ptr %3276, align 1
  %3278 = insertelement <8 x float> poison, float %3277, i64 0
  %3279 = shufflevector <8 x float> %3278, <8 x float> poison, <8 x i32> zeroinitializer
  %3280 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3255, <8 x float> %3279, <8 x float> %3247)
  %3281 = add nuw nsw i64 %3252, 1
  %3282 = icmp eq i64 %3281, %5
  br i1 %3282, label %3234, label %3246

3283:                                             ; preds = %3234
  %3284 = add nsw i64 %383, %555
  %3285 = getelementptr inbounds float, ptr %368, i64 %3284
  %3286 = getelementptr inbounds float, ptr %366, i64 %3284
  %3287 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3285, <8 x i1> %3198, <8 x float> zeroinitializer)
  switch i64 %176, label %642 [
    i64 1, label %3297
    i64 2, label %3300
    i64 3, label %3307
    i64 0, label %3288
  ]

3288:                                             ; preds = %3283
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3287, ptr align 1 %3285, <8 x i1> %3198)
  %3289 = getelementptr float, ptr %541, i64 %555
  %3290 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3289, <8 x i1> %3198, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3290, ptr align 1 %3289, <8 x i1> %3198)
  %3291 = getelementptr float, ptr %542, i64 %555
  %3292 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3291, <8 x i1> %3198, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3292, ptr align 1 %3291, <8 x i1> %3198)
  %3293 = getelementptr float, ptr %543, i64 %555
  %3294 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3293, <8 x i1> %3198, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3294, ptr align 1 %3293, <8 x i1> %3198)
  %3295 = getelementptr float, ptr %544, i64 %555
  %3296 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3295, <8 x i1> %3198, <8 x float> zeroinitializer)
  br label %3596

3297:                                             ; preds = %3283
  %3298 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3286, <8 x i1> %3198, <8 x float> zeroinitializer)
  %3299 = fadd <8 x float> %3287, %3298
  br label %3314

3300:                                             ; preds = %3283
  %3301 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3287)
  %3302 = bitcast <8 x float> %3287 to <8 x i32>
  %3303 = or <8 x i32> %3302, %46
  %3304 = bitcast <8 x i32> %3303 to <8 x float>
  %3305 = fcmp oeq <8 x float> %3287, %33
  %3306 = select <8 x i1> %3305, <8 x float> %3304, <8 x float> %3301
  br label %3314

3307:                                             ; preds = %3283
  %3308 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3287)
  %3309 = bitcast <8 x float> %3287 to <8 x i32>
  %3310 = and <8 x i32> %3309, %45
  %3311 = bitcast <8 x i32> %3310 to <8 x float>
  %3312 = fcmp oeq <8 x float> %3287, %30
  %3313 = select <8 x i1> %3312, <8 x float> %3311, <8 x float> %3308
  br label %3314

3314:                                             ; preds = %3307, %3300, %3297
  %3315 = phi <8 x float> [ %3299, %3297 ], [ %3306, %3300 ], [ %3313, %3307 ]
  switch i64 %178, label %642 [
    i64 1, label %3330
    i64 2, label %3323
    i64 3, label %3316
    i64 0, label %3352
  ]

3316:                                             ; preds = %3314
  %3317 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3315)
  %3318 = bitcast <8 x float> %3315 to <8 x i32>
  %3319 = and <8 x i32> %3318, %45
  %3320 = bitcast <8 x i32> %3319 to <8 x float>
  %3321 = fcmp oeq <8 x float> %3315, %30
  %3322 = select <8 x i1> %3321, <8 x float> %3320, <8 x float> %3317
  br label %3333

3323:                                             ; preds = %3314
  %3324 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3315)
  %3325 = bitcast <8 x float> %3315 to <8 x i32>
  %3326 = or <8 x i32> %3325, %46
  %3327 = bitcast <8 x i32> %3326 to <8 x float>
  %3328 = fcmp oeq <8 x float> %3315, %33
  %3329 = select <8 x i1> %3328, <8 x float> %3327, <8 x float> %3324
  br label %3333

3330:                                             ; preds = %3314
  %3331 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3286, <8 x i1> %3198, <8 x float> zeroinitializer)
  %3332 = fadd <8 x float> %3315, %3331
  br label %3333

3333:                                             ; preds = %3330, %3323, %3316
  %3334 = phi <8 x float> [ %3332, %3330 ], [ %3329, %3323 ], [ %3322, %3316 ]
  switch i64 %180, label %642 [
    i64 1, label %3349
    i64 2, label %3342
    i64 3, label %3335
    i64 0, label %3352
  ]

3335:                                             ; preds = %3333
  %3336 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3334)
  %3337 = bitcast <8 x float> %3334 to <8 x i32>
  %3338 = and <8 x i32> %3337, %45
  %3339 = bitcast <8 x i32> %3338 to <8 x float>
  %3340 = fcmp oeq <8 x float> %3334, %30
  %3341 = select <8 x i1> %3340, <8 x float> %3339, <8 x float> %3336
  br label %3352

3342:                                             ; preds = %3333
  %3343 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3334)
  %3344 = bitcast <8 x float> %3334 to <8 x i32>
  %3345 = or <8 x i32> %3344, %46
  %3346 = bitcast <8 x i32> %3345 to <8 x float>
  %3347 = fcmp oeq <8 x float> %3334, %33
  %3348 = select <8 x i1> %3347, <8 x float> %3346, <8 x float> %3343
  br label %3352

3349:                                             ; preds = %3333
  %3350 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3286, <8 x i1> %3198, <8 x float> zeroinitializer)
  %3351 = fadd <8 x float> %3334, %3350
  br label %3352

3352:                                             ; preds = %3335, %3342, %3349, %3333, %3314
  %3353 = phi <8 x float> [ %3334, %3333 ], [ %3341, %3335 ], [ %3315, %3314 ], [ %3351, %3349 ], [ %3348, %3342 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3353, ptr align 1 %3285, <8 x i1> %3198)
  %3354 = add nsw i64 %469, %555
  %3355 = getelementptr inbounds float, ptr %368, i64 %3354
  %3356 = getelementptr inbounds float, ptr %366, i64 %3354
  %3357 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3355, <8 x i1> %3198, <8 x float> zeroinitializer)
  switch i64 %176, label %642 [
    i64 1, label %3372
    i64 2, label %3365
    i64 3, label %3358
  ]

3358:                                             ; preds = %3352
  %3359 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3357)
  %3360 = bitcast <8 x float> %3357 to <8 x i32>
  %3361 = and <8 x i32> %3360, %45
  %3362 = bitcast <8 x i32> %3361 to <8 x float>
  %3363 = fcmp oeq <8 x float> %3357, %30
  %3364 = select <8 x i1> %3363, <8 x float> %3362, <8 x float> %3359
  br label %3375

3365:                                             ; preds = %3352
  %3366 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3357)
  %3367 = bitcast <8 x float> %3357 to <8 x i32>
  %3368 = or <8 x i32> %3367, %46
  %3369 = bitcast <8 x i32> %3368 to <8 x float>
  %3370 = fcmp oeq <8 x float> %3357, %33
  %3371 = select <8 x i1> %3370, <8 x float> %3369, <8 x float> %3366
  br label %3375

3372:                                             ; preds = %3352
  %3373 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3356, <8 x i1> %3198, <8 x float> zeroinitializer)
  %3374 = fadd <8 x float> %3357, %3373
  br label %3375

3375:                                             ; preds = %3372, %3365, %3358
  %3376 = phi <8 x float> [ %3374, %3372 ], [ %3371, %3365 ], [ %3364, %3358 ]
  switch i64 %182, label %642 [
    i64 1, label %3391
    i64 2, label %3384
    i64 3, label %3377
    i64 0, label %3413
  ]

3377:                                             ; preds = %3375
  %3378 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3376)
  %3379 = bitcast <8 x float> %3376 to <8 x i32>
  %3380 = and <8 x i32> %3379, %45
  %3381 = bitcast <8 x i32> %3380 to <8 x float>
  %3382 = fcmp oeq <8 x float> %3376, %30
  %3383 = select <8 x i1> %3382, <8 x float> %3381, <8 x float> %3378
  br label %3394

3384:                                             ; preds = %3375
  %3385 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3376)
  %3386 = bitcast <8 x float> %3376 to <8 x i32>
  %3387 = or <8 x i32> %3386, %46
  %3388 = bitcast <8 x i32> %3387 to <8 x float>
  %3389 = fcmp oeq <8 x float> %3376, %33
  %3390 = select <8 x i1> %3389, <8 x float> %3388, <8 x float> %3385
  br label %3394

3391:                                             ; preds = %3375
  %3392 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3356, <8 x i1> %3198, <8 x float> zeroinitializer)
  %3393 = fadd <8 x float> %3376, %3392
  br label %3394

3394:                                             ; preds = %3391, %3384, %3377
  %3395 = phi <8 x float> [ %3393, %3391 ], [ %3390, %3384 ], [ %3383, %3377 ]
  switch i64 %184, label %642 [
    i64 1, label %3410
    i64 2, label %3403
    i64 3, label %3396
    i64 0, label %3413
  ]

3396:                                             ; preds = %3394
  %3397 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3395)
  %3398 = bitcast <8 x float> %3395 to <8 x i32>
  %3399 = and <8 x i32> %3398, %45
  %3400 = bitcast <8 x i32> %3399 to <8 x float>
  %3401 = fcmp oeq <8 x float> %3395, %30
  %3402 = select <8 x i1> %3401, <8 x float> %3400, <8 x float> %3397
  br label %3413

3403:                                             ; preds = %3394
  %3404 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3395)
  %3405 = bitcast <8 x float> %3395 to <8 x i32>
  %3406 = or <8 x i32> %3405, %46
  %3407 = bitcast <8 x i32> %3406 to <8 x float>
  %3408 = fcmp oeq <8 x float> %3395, %33
  %3409 = select <8 x i1> %3408, <8 x float> %3407, <8 x float> %3404
  br label %3413

3410:                                             ; preds = %3394
  %3411 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3356, <8 x i1> %3198, <8 x float> zeroinitializer)
  %3412 = fadd <8 x float> %3395, %3411
  br label %3413

3413:                                             ; preds = %3396, %3403, %3410, %3394, %3375
  %3414 = phi <8 x float> [ %3409, %3403 ], [ %3402, %3396 ], [ %3376, %3375 ], [ %3395, %3394 ], [ %3412, %3410 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3414, ptr align 1 %3355, <8 x i1> %3198)
  %3415 = add nsw i64 %471, %555
  %3416 = getelementptr inbounds float, ptr %368, i64 %3415
  %3417 = getelementptr inbounds float, ptr %366, i64 %3415
  %3418 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3416, <8 x i1> %3198, <8 x float> zeroinitializer)
  switch i64 %176, label %642 [
    i64 1, label %3433
    i64 2, label %3426
    i64 3, label %3419
  ]

3419:                                             ; preds = %3413
  %3420 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3418)
  %3421 = bitcast <8 x float> %3418 to <8 x i32>
  %3422 = and <8 x i32> %3421, %45
  %3423 = bitcast <8 x i32> %3422 to <8 x float>
  %3424 = fcmp oeq <8 x float> %3418, %30
  %3425 = select <8 x i1> %3424, <8 x float> %3423, <8 x float> %3420
  br label %3436

3426:                                             ; preds = %3413
  %3427 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3418)
  %3428 = bitcast <8 x float> %3418 to <8 x i32>
  %3429 = or <8 x i32> %3428, %46
  %3430 = bitcast <8 x i32> %3429 to <8 x float>
  %3431 = fcmp oeq <8 x float> %3418, %33
  %3432 = select <8 x i1> %3431, <8 x float> %3430, <8 x float> %3427
  br label %3436

3433:                                             ; preds = %3413
  %3434 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3417, <8 x i1> %3198, <8 x float> zeroinitializer)
  %3435 = fadd <8 x float> %3418, %3434
  br label %3436

3436:                                             ; preds = %3433, %3426, %3419
  %3437 = phi <8 x float> [ %3435, %3433 ], [ %3432, %3426 ], [ %3425, %3419 ]
  switch i64 %186, label %642 [
    i64 1, label %3452
    i64 2, label %3445
    i64 3, label %3438
    i64 0, label %3474
  ]

3438:                                             ; preds = %3436
  %3439 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3437)
  %3440 = bitcast <8 x float> %3437 to <8 x i32>
  %3441 = and <8 x i32> %3440, %45
  %3442 = bitcast <8 x i32> %3441 to <8 x float>
  %3443 = fcmp oeq <8 x float> %3437, %30
  %3444 = select <8 x i1> %3443, <8 x float> %3442, <8 x float> %3439
  br label %3455

3445:                                             ; preds = %3436
  %3446 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3437)
  %3447 = bitcast <8 x float> %3437 to <8 x i32>
  %3448 = or <8 x i32> %3447, %46
  %3449 = bitcast <8 x i32> %3448 to <8 x float>
  %3450 = fcmp oeq <8 x float> %3437, %33
  %3451 = select <8 x i1> %3450, <8 x float> %3449, <8 x float> %3446
  br label %3455

3452:                                             ; preds = %3436
  %3453 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3417, <8 x i1> %3198, <8 x float> zeroinitializer)
  %3454 = fadd <8 x float> %3437, %3453
  br label %3455

3455:                                             ; preds = %3452, %3445, %3438
  %3456 = phi <8 x float> [ %3454, %3452 ], [ %3451, %3445 ], [ %3444, %3438 ]
  switch i64 %188, label %642 [
    i64 1, label %3471
    i64 2, label %3464
    i64 3, label %3457
    i64 0, label %3474
  ]

3457:                                             ; preds = %3455
  %3458 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3456)
  %3459 = bitcast <8 x float> %3456 to <8 x i32>
  %3460 = and <8 x i32> %3459, %45
  %3461 = bitcast <8 x i32> %3460 to <8 x float>
  %3462 = fcmp oeq <8 x float> %3456, %30
  %3463 = select <8 x i1> %3462, <8 x float> %3461, <8 x float> %3458
  br label %3474

3464:                                             ; preds = %3455
  %3465 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3456)
  %3466 = bitcast <8 x float> %3456 to <8 x i32>
  %3467 = or <8 x i32> %3466, %46
  %3468 = bitcast <8 x i32> %3467 to <8 x float>
  %3469 = fcmp oeq <8 x float> %3456, %33
  %3470 = select <8 x i1> %3469, <8 x float> %3468, <8 x float> %3465
  br label %3474

3471:                                             ; preds = %3455
  %3472 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3417, <8 x i1> %3198, <8 x float> zeroinitializer)
  %3473 = fadd <8 x float> %3456, %3472
  br label %3474

3474:                                             ; preds = %3457, %3464, %3471, %3455, %3436
  %3475 = phi <8 x float> [ %3470, %3464 ], [ %3463, %3457 ], [ %3437, %3436 ], [ %3456, %3455 ], [ %3473, %3471 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3475, ptr align 1 %3416, <8 x i1> %3198)
  %3476 = add nsw i64 %473, %555
  %3477 = getelementptr inbounds float, ptr %368, i64 %3476
  %3478 = getelementptr inbounds float, ptr %366, i64 %3476
  %3479 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3477, <8 x i1> %3198, <8 x float> zeroinitializer)
  switch i64 %176, label %642 [
    i64 1, label %3494
    i64 2, label %3487
    i64 3, label %3480
  ]

3480:                                             ; preds = %3474
  %3481 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3479)
  %3482 = bitcast <8 x float> %3479 to <8 x i32>
  %3483 = and <8 x i32> %3482, %45
  %3484 = bitcast <8 x i32> %3483 to <8 x float>
  %3485 = fcmp oeq <8 x float> %3479, %30
  %3486 = select <8 x i1> %3485, <8 x float> %3484, <8 x float> %3481
  br label %3497

3487:                                             ; preds = %3474
  %3488 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3479)
  %3489 = bitcast <8 x float> %3479 to <8 x i32>
  %3490 = or <8 x i32> %3489, %46
  %3491 = bitcast <8 x i32> %3490 to <8 x float>
  %3492 = fcmp oeq <8 x float> %3479, %33
  %3493 = select <8 x i1> %3492, <8 x float> %3491, <8 x float> %3488
  br label %3497

3494:                                             ; preds = %3474
  %3495 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3478, <8 x i1> %3198, <8 x float> zeroinitializer)
  %3496 = fadd <8 x float> %3479, %3495
  br label %3497

3497:                                             ; preds = %3494, %3487, %3480
  %3498 = phi <8 x float> [ %3496, %3494 ], [ %3493, %3487 ], [ %3486, %3480 ]
  switch i64 %190, label %642 [
    i64 1, label %3513
    i64 2, label %3506
    i64 3, label %3499
    i64 0, label %3535
  ]

3499:                                             ; preds = %3497
  %3500 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3498)
  %3501 = bitcast <8 x float> %3498 to <8 x i32>
  %3502 = and <8 x i32> %3501, %45
  %3503 = bitcast <8 x i32> %3502 to <8 x float>
  %3504 = fcmp oeq <8 x float> %3498, %30
  %3505 = select <8 x i1> %3504, <8 x float> %3503, <8 x float> %3500
  br label %3516

3506:                                             ; preds = %3497
  %3507 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3498)
  %3508 = bitcast <8 x float> %3498 to <8 x i32>
  %3509 = or <8 x i32> %3508, %46
  %3510 = bitcast <8 x i32> %3509 to <8 x float>
  %3511 = fcmp oeq <8 x float> %3498, %33
  %3512 = select <8 x i1> %3511, <8 x float> %3510, <8 x float> %3507
  br label %3516

3513:                                             ; preds = %3497
  %3514 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3478, <8 x i1> %3198, <8 x float> zeroinitializer)
  %3515 = fadd <8 x float> %3498, %3514
  br label %3516

3516:                                             ; preds = %3513, %3506, %3499
  %3517 = phi <8 x float> [ %3515, %3513 ], [ %3512, %3506 ], [ %3505, %3499 ]
  switch i64 %192, label %642 [
    i64 1, label %3532
    i64 2, label %3525
    i64 3, label %3518
    i64 0, label %3535
  ]

3518:                                             ; preds = %3516
  %3519 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3517)
  %3520 = bitcast <8 x float> %3517 to <8 x i32>
  %3521 = and <8 x i32> %3520, %45
  %3522 = bitcast <8 x i32> %3521 to <8 x float>
  %3523 = fcmp oeq <8 x float> %3517, %30
  %3524 = select <8 x i1> %3523, <8 x float> %3522, <8 x float> %3519
  br label %3535

3525:                                             ; preds = %3516
  %3526 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3517)
  %3527 = bitcast <8 x float> %3517 to <8 x i32>
  %3528 = or <8 x i32> %3527, %46
  %3529 = bitcast <8 x i32> %3528 to <8 x float>
  %3530 = fcmp oeq <8 x float> %3517, %33
  %3531 = select <8 x i1> %3530, <8 x float> %3529, <8 x float> %3526
  br label %3535

3532:                                             ; preds = %3516
  %3533 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3478, <8 x i1> %3198, <8 x float> zeroinitializer)
  %3534 = fadd <8 x float> %3517, %3533
  br label %3535

3535:                                             ; preds = %3518, %3525, %3532, %3516, %3497
  %3536 = phi <8 x float> [ %3531, %3525 ], [ %3524, %3518 ], [ %3498, %3497 ], [ %3517, %3516 ], [ %3534, %3532 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3536, ptr align 1 %3477, <8 x i1> %3198)
  %3537 = add nsw i64 %475, %555
  %3538 = getelementptr inbounds float, ptr %368, i64 %3537
  %3539 = getelementptr inbounds float, ptr %366, i64 %3537
  %3540 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3538, <8 x i1> %3198, <8 x float> zeroinitializer)
  switch i64 %176, label %642 [
    i64 1, label %3555
    i64 2, label %3548
    i64 3, label %3541
  ]

3541:                                             ; preds = %3535
  %3542 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3540)
  %3543 = bitcast <8 x float> %3540 to <8 x i32>
  %3544 = and <8 x i32> %3543, %45
  %3545 = bitcast <8 x i32> %3544 to <8 x float>
  %3546 = fcmp oeq <8 x float> %3540, %30
  %3547 = select <8 x i1> %3546, <8 x float> %3545, <8 x float> %3542
  br label %3558

3548:                                             ; preds = %3535
  %3549 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3540)
  %3550 = bitcast <8 x float> %3540 to <8 x i32>
  %3551 = or <8 x i32> %3550, %46
  %3552 = bitcast <8 x i32> %3551 to <8 x float>
  %3553 = fcmp oeq <8 x float> %3540, %33
  %3554 = select <8 x i1> %3553, <8 x float> %3552, <8 x float> %3549
  br label %3558

3555:                                             ; preds = %3535
  %3556 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3539, <8 x i1> %3198, <8 x float> zeroinitializer)
  %3557 = fadd <8 x float> %3540, %3556
  br label %3558

3558:                                             ; preds = %3555, %3548, %3541
  %3559 = phi <8 x float> [ %3557, %3555 ], [ %3554, %3548 ], [ %3547, %3541 ]
  switch i64 %194, label %642 [
    i64 1, label %3574
    i64 2, label %3567
    i64 3, label %3560
    i64 0, label %3596
  ]

3560:                                             ; preds = %3558
  %3561 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3559)
  %3562 = bitcast <8 x float> %3559 to <8 x i32>
  %3563 = and <8 x i32> %3562, %45
  %3564 = bitcast <8 x i32> %3563 to <8 x float>
  %3565 = fcmp oeq <8 x float> %3559, %30
  %3566 = select <8 x i1> %3565, <8 x float> %3564, <8 x float> %3561
  br label %3577

3567:                                             ; preds = %3558
  %3568 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3559)
  %3569 = bitcast <8 x float> %3559 to <8 x i32>
  %3570 = or <8 x i32> %3569, %46
  %3571 = bitcast <8 x i32> %3570 to <8 x float>
  %3572 = fcmp oeq <8 x float> %3559, %33
  %3573 = select <8 x i1> %3572, <8 x float> %3571, <8 x float> %3568
  br label %3577

3574:                                             ; preds = %3558
  %3575 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3539, <8 x i1> %3198, <8 x float> zeroinitializer)
  %3576 = fadd <8 x float> %3559, %3575
  br label %3577

3577:                                             ; preds = %3574, %3567, %3560
  %3578 = phi <8 x float> [ %3576, %3574 ], [ %3573, %3567 ], [ %3566, %3560 ]
  switch i64 %196, label %642 [
    i64 1, label %3593
    i64 2, label %3586
    i64 3, label %3579
    i64 0, label %3596
  ]

3579:                                             ; preds = %3577
  %3580 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3578)
  %3581 = bitcast <8 x float> %3578 to <8 x i32>
  %3582 = and <8 x i32> %3581, %45
  %3583 = bitcast <8 x i32> %3582 to <8 x float>
  %3584 = fcmp oeq <8 x float> %3578, %30
  %3585 = select <8 x i1> %3584, <8 x float> %3583, <8 x float> %3580
  br label %3596

3586:                                             ; preds = %3577
  %3587 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3578)
  %3588 = bitcast <8 x float> %3578 to <8 x i32>
  %3589 = or <8 x i32> %3588, %46
  %3590 = bitcast <8 x i32> %3589 to <8 x float>
  %3591 = fcmp oeq <8 x float> %3578, %33
  %3592 = select <8 x i1> %3591, <8 x float> %3590, <8 x float> %3587
  br label %3596

3593:                                             ; preds = %3577
  %3594 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3539, <8 x i1> %3198, <8 x float> zeroinitializer)
  %3595 = fadd <8 x float> %3578, %3594
  br label %3596

3596:                                             ; preds = %3579, %3586, %3593, %3288, %3577, %3558
  %3597 = phi ptr [ %3295, %3288 ], [ %3538, %3579 ], [ %3538, %3558 ], [ %3538, %3577 ], [ %3538, %3593 ], [ %3538, %3586 ]
  %3598 = phi <8 x float> [ %3296, %3288 ], [ %3585, %3579 ], [ %3559, %3558 ], [ %3578, %3577 ], [ %3595, %3593 ], [ %3592, %3586 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3598, ptr align 1 %3597, <8 x i1> %3198)
  br label %5815

3599:                                             ; preds = %554
  %3600 = icmp sgt i64 %556, 7
  %3601 = trunc i64 %556 to i32
  %3602 = select i1 %3600, i32 8, i32 %3601
  %3603 = insertelement <8 x i32> poison, i32 %3602, i64 0
  %3604 = shufflevector <8 x i32> %3603, <8 x i32> poison, <8 x i32> zeroinitializer
  %3605 = icmp sgt <8 x i32> %3604, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3606 = add i64 %555, 8
  %3607 = sub i64 %7, %3606
  %3608 = icmp sgt i64 %3607, 7
  %3609 = trunc i64 %3607 to i32
  %3610 = select i1 %3608, i32 8, i32 %3609
  %3611 = insertelement <8 x i32> poison, i32 %3610, i64 0
  %3612 = shufflevector <8 x i32> %3611, <8 x i32> poison, <8 x i32> zeroinitializer
  %3613 = icmp sgt <8 x i32> %3612, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %42, label %3640, label %3614

3614:                                             ; preds = %3599
  %3615 = load float, ptr %380, align 1
  %3616 = insertelement <8 x float> poison, float %3615, i64 0
  %3617 = shufflevector <8 x float> %3616, <8 x float> poison, <8 x i32> zeroinitializer
  %3618 = insertelement <8 x float> poison, float %3615, i64 0
  %3619 = shufflevector <8 x float> %3618, <8 x float> poison, <8 x i32> zeroinitializer
  %3620 = load float, ptr %436, align 1
  %3621 = insertelement <8 x float> poison, float %3620, i64 0
  %3622 = shufflevector <8 x float> %3621, <8 x float> poison, <8 x i32> zeroinitializer
  %3623 = insertelement <8 x float> poison, float %3620, i64 0
  %3624 = shufflevector <8 x float> %3623, <8 x float> poison, <8 x i32> zeroinitializer
  %3625 = load float, ptr %439, align 1
  %3626 = insertelement <8 x float> poison, float %3625, i64 0
  %3627 = shufflevector <8 x float> %3626, <8 x float> poison, <8 x i32> zeroinitializer
  %3628 = insertelement <8 x float> poison, float %3625, i64 0
  %3629 = shufflevector <8 x float> %3628, <8 x float> poison, <8 x i32> zeroinitializer
  %3630 = load float, ptr %442, align 1
  %3631 = insertelement <8 x float> poison, float %3630, i64 0
  %3632 = shufflevector <8 x float> %3631, <8 x float> poison, <8 x i32> zeroinitializer
  %3633 = insertelement <8 x float> poison, float %3630, i64 0
  %3634 = shufflevector <8 x float> %3633, <8 x float> poison, <8 x i32> zeroinitializer
  %3635 = load float, ptr %445, align 1
  %3636 = insertelement <8 x float> poison, float %3635, i64 0
  %3637 = shufflevector <8 x float> %3636, <8 x float> poison, <8 x i32> zeroinitializer
  %3638 = insertelement <8 x float> poison, float %3635, i64 0
  %3639 = shufflevector <8 x float> %3638, <8 x float> poison, <8 x i32> zeroinitializer
  br label %3662

3640:                                             ; preds = %3599
  %3641 = getelementptr float, ptr %363, i64 %555
  %3642 = getelementptr float, ptr %3641, i64 %383
  %3643 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3642, <8 x i1> %3605, <8 x float> zeroinitializer)
  %3644 = getelementptr inbounds nuw i8, ptr %3642, i64 32
  %3645 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %3644, <8 x i1> %3613, <8 x float> zeroinitializer)
  %3646 = getelementptr float, ptr %3641, i64 %449
  %3647 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3646, <8 x i1> %3605, <8 x float> zeroinitializer)
  %3648 = getelementptr inbounds nuw i8, ptr %3646, i64 32
  %3649 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %3648, <8 x i1> %3613, <8 x float> zeroinitializer)
  %3650 = getelementptr float, ptr %3641, i64 %451
  %3651 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3650, <8 x i1> %3605, <8 x float> zeroinitializer)
  %3652 = getelementptr inbounds nuw i8, ptr %3650, i64 32
  %3653 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %3652, <8 x i1> %3613, <8 x float> zeroinitializer)
  %3654 = getelementptr float, ptr %3641, i64 %453
  %3655 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3654, <8 x i1> %3605, <8 x float> zeroinitializer)
  %3656 = getelementptr inbounds nuw i8, ptr %3654, i64 32
  %3657 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %3656, <8 x i1> %3613, <8 x float> zeroinitializer)
  %3658 = getelementptr float, ptr %3641, i64 %455
  %3659 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3658, <8 x i1> %3605, <8 x float> zeroinitializer)
  %3660 = getelementptr inbounds nuw i8, ptr %3658, i64 32
  %3661 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %3660, <8 x i1> %3613, <8 x float> zeroinitializer)
  br label %3662

3662:                                             ; preds = %3640, %3614
  %3663 = phi <8 x float> [ %3659, %3640 ], [ %3637, %3614 ]
  %3664 = phi <8 x float> [ %3655, %3640 ], [ %3632, %3614 ]
  %3665 = phi <8 x float> [ %3651, %3640 ], [ %3627, %3614 ]
  %3666 = phi <8 x float> [ %3647, %3640 ], [ %3622, %3614 ]
  %3667 = phi <8 x float> [ %3643, %3640 ], [ %3617, %3614 ]
  %3668 = phi <8 x float> [ %3645, %3640 ], [ %3619, %3614 ]
  %3669 = phi i64 [ %449, %3640 ], [ %438, %3614 ]
  %3670 = phi <8 x float> [ %3649, %3640 ], [ %3624, %3614 ]
  %3671 = phi i64 [ %451, %3640 ], [ %441, %3614 ]
  %3672 = phi <8 x float> [ %3653, %3640 ], [ %3629, %3614 ]
  %3673 = phi i64 [ %453, %3640 ], [ %444, %3614 ]
  %3674 = phi <8 x float> [ %3657, %3640 ], [ %3634, %3614 ]
  %3675 = phi i64 [ %455, %3640 ], [ %447, %3614 ]
  %3676 = phi <8 x float> [ %3661, %3640 ], [ %3639, %3614 ]
  %3677 = getelementptr inbounds float, ptr %361, i64 %555
  br i1 %43, label %3700, label %3678

3678:                                             ; preds = %3700, %3662
  %3679 = phi <8 x float> [ %3676, %3662 ], [ %3746, %3700 ]
  %3680 = phi <8 x float> [ %3663, %3662 ], [ %3745, %3700 ]
  %3681 = phi <8 x float> [ %3674, %3662 ], [ %3740, %3700 ]
  %3682 = phi <8 x float> [ %3664, %3662 ], [ %3739, %3700 ]
  %3683 = phi <8 x float> [ %3672, %3662 ], [ %3734, %3700 ]
  %3684 = phi <8 x float> [ %3665, %3662 ], [ %3733, %3700 ]
  %3685 = phi <8 x float> [ %3670, %3662 ], [ %3728, %3700 ]
  %3686 = phi <8 x float> [ %3666, %3662 ], [ %3727, %3700 ]
  %3687 = phi <8 x float> [ %3668, %3662 ], [ %3722, %3700 ]
  %3688 = phi <8 x float> [ %3667, %3662 ], [ %3721, %3700 ]
  %3689 = getelementptr float, ptr %368, i64 %555
  %3690 = getelementptr float, ptr %3689, i64 %383
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3688, ptr align 1 %3690, <8 x i1> %3605)
  %3691 = getelementptr inbounds nuw i8, ptr %3690, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3687, ptr nonnull align 1 %3691, <8 x i1> %3613)
  %3692 = getelementptr float, ptr %3689, i64 %3669
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3686, ptr align 1 %3692, <8 x i1> %3605)
  %3693 = getelementptr inbounds nuw i8, ptr %3692, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3685, ptr nonnull align 1 %3693, <8 x i1> %3613)
  %3694 = getelementptr float, ptr %3689, i64 %3671
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3684, ptr align 1 %3694, <8 x i1> %3605)
  %3695 = getelementptr inbounds nuw i8, ptr %3694, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3683, ptr nonnull align 1 %3695, <8 x i1> %3613)
  %3696 = getelementptr float, ptr %3689, i64 %3673
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3682, ptr align 1 %3696, <8 x i1> %3605)
  %3697 = getelementptr inbounds nuw i8, ptr %3696, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3681, ptr nonnull align 1 %3697, <8 x i1> %3613)
  %3698 = getelementptr float, ptr %3689, i64 %3675
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3680, ptr align 1 %3698, <8 x i1> %3605)
  %3699 = getelementptr inbounds nuw i8, ptr %3698, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3679, ptr nonnull align 1 %3699, <8 x i1> %3613)
  br i1 %44, label %5815, label %3749

3700:                                             ; preds = %3662, %3700
  %3701 = phi <8 x float> [ %3746, %3700 ], [ %3676, %3662 ]
  %3702 = phi <8 x float> [ %3745, %3700 ], [ %3663, %3662 ]
  %3703 = phi <8 x float> [ %3740, %3700 ], [ %3674, %3662 ]
  %3704 = phi <8 x float> [ %3739, %3700 ], [ %3664, %3662 ]
  %3705 = phi <8 x float> [ %3734, %3700 ], [ %3672, %3662 ]
  %3706 = phi <8 x float> [ %3733, %3700 ], [ %3665, %3662 ]
  %3707 = phi <8 x float> [ %3728, %3700 ], [ %3670, %3662 ]
  %3708 = phi <8 x float> [ %3727, %3700 ], [ %3666, %3662 ]
  %3709 = phi <8 x float> [ %3722, %3700 ], [ %3668, %3662 ]
  %3710 = phi <8 x float> [ %3721, %3700 ], [ %3667, %3662 ]
  %3711 = phi i64 [ %3747, %3700 ], [ 0, %3662 ]
  %3712 = mul nsw i64 %3711, %7
  %3713 = getelementptr inbounds float, ptr %3677, i64 %3712
  %3714 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3713, <8 x i1> %3605, <8 x float> zeroinitializer)
  %3715 = getelementptr inbounds nuw i8, ptr %3713, i64 32
  %3716 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %3715, <8 x i1> %3613, <8 x float> zeroinitializer)
  %3717 = getelementptr float, ptr %382, i64 %3711
  %3718 = load float, ptr %3717, align 1
  %3719 = insertelement <8 x float> poison, float %3718, i64 0
  %3720 = shufflevector <8 x float> %3719, <8 x float> poison, <8 x i32> zeroinitializer
  %3721 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3714, <8 x float> %3720, <8 x float> %3710)
  %3722 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3716, <8 x float> %3720, <8 x float> %3709)
  %3723 = getelementptr float, ptr %3717, i64 %5
  %3724 = load float, ptr %3723, align 1
  %3725 = insertelement <8 x float> poison, float %3724, i64 0
  %3726 = shufflevector <8 x float> %3725, <8 x float> poison, <8 x i32> zeroinitializer
  %3727 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3714, <8 x float> %3726, <8 x float> %3708)
  %3728 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3716, <8 x float> %3726, <8 x float> %3707)
  %3729 = getelementptr i8, ptr %3717, i64 %129
  %3730 = load float, ptr %3729, align 1
  %3731 = insertelement <8 x float> poison, float %3730, i64 0
  %3732 = shufflevector <8 x float> %3731, <8 x float> poison, <8 x i32> zeroinitializer
  %3733 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3714, <8 x float> %3732, <8 x float> %3706)
  %3734 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3716, <8 x float> %3732, <8 x float> %3705)
  %3735 = getelementptr i8, ptr %3717, i64 %130
  %3736 = load float, ptr %3735, align 1
  %3737 = insertelement <8 x float> poison, float %3736, i64 0
  %3738 = shufflevector <8 x float> %3737, <8 x float> poison, <8 x i32> zeroinitializer
  %3739 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3714, <8 x float> %3738, <8 x float> %3704)
  %3740 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3716, <8 x float> %3738, <8 x float> %3703)
  %3741 = getelementptr i8, ptr %3717, i64 %131
  %3742 = load float, ptr %3741, align 1
  %3743 = insertelement <8 x float> poison, float %3742, i64 0
  %3744 = shufflevector <8 x float> %3743, <8 x float> poison, <8 x i32> zeroinitializer
  %3745 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3714, <8 x float> %3744, <8 x float> %3702)
  %3746 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3716, <8 x float> %3744, <8 x float> %3701)
  %3747 = add nuw nsw i64 %3711, 1
  %3748 = icmp eq i64 %3747, %5
  br i1 %3748, label %3678, label %3700

3749:                                             ; preds = %3678
  %3750 = add nsw i64 %383, %555
  %3751 = getelementptr inbounds float, ptr %368, i64 %3750
  %3752 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3751, <8 x i1> %3605, <8 x float> zeroinitializer)
  %3753 = getelementptr inbounds float, ptr %366, i64 %3750
  switch i64 %132, label %642 [
    i64 1, label %3782
    i64 2, label %3785
    i64 3, label %3792
    i64 0, label %3754
  ]

3754:                                             ; preds = %3749
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3752, ptr align 1 %3751, <8 x i1> %3605)
  %3755 = getelementptr float, ptr %368, i64 %3750
  %3756 = getelementptr i8, ptr %3755, i64 32
  %3757 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3756, <8 x i1> %3613, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3757, ptr align 1 %3756, <8 x i1> %3613)
  %3758 = add nsw i64 %3669, %555
  %3759 = getelementptr inbounds float, ptr %368, i64 %3758
  %3760 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3759, <8 x i1> %3605, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3760, ptr align 1 %3759, <8 x i1> %3605)
  %3761 = getelementptr float, ptr %368, i64 %3758
  %3762 = getelementptr i8, ptr %3761, i64 32
  %3763 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3762, <8 x i1> %3613, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3763, ptr align 1 %3762, <8 x i1> %3613)
  %3764 = add nsw i64 %3671, %555
  %3765 = getelementptr inbounds float, ptr %368, i64 %3764
  %3766 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3765, <8 x i1> %3605, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3766, ptr align 1 %3765, <8 x i1> %3605)
  %3767 = getelementptr float, ptr %368, i64 %3764
  %3768 = getelementptr i8, ptr %3767, i64 32
  %3769 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3768, <8 x i1> %3613, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3769, ptr align 1 %3768, <8 x i1> %3613)
  %3770 = add nsw i64 %3673, %555
  %3771 = getelementptr inbounds float, ptr %368, i64 %3770
  %3772 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3771, <8 x i1> %3605, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3772, ptr align 1 %3771, <8 x i1> %3605)
  %3773 = getelementptr float, ptr %368, i64 %3770
  %3774 = getelementptr i8, ptr %3773, i64 32
  %3775 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3774, <8 x i1> %3613, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3775, ptr align 1 %3774, <8 x i1> %3613)
  %3776 = add nsw i64 %3675, %555
  %3777 = getelementptr inbounds float, ptr %368, i64 %3776
  %3778 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3777, <8 x i1> %3605, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3778, ptr align 1 %3777, <8 x i1> %3605)
  %3779 = getelementptr float, ptr %368, i64 %3776
  %3780 = getelementptr i8, ptr %3779, i64 32
  %3781 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3780, <8 x i1> %3613, <8 x float> zeroinitializer)
  br label %4386

3782:                                             ; preds = %3749
  %3783 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3753, <8 x i1> %3605, <8 x float> zeroinitializer)
  %3784 = fadd <8 x float> %3752, %3783
  br label %3799

3785:                                             ; preds = %3749
  %3786 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3752)
  %3787 = bitcast <8 x float> %3752 to <8 x i32>
  %3788 = or <8 x i32> %3787, %46
  %3789 = bitcast <8 x i32> %3788 to <8 x float>
  %3790 = fcmp oeq <8 x float> %3752, %33
  %3791 = select <8 x i1> %3790, <8 x float> %3789, <8 x float> %3786
  br label %3799

3792:                                             ; preds = %3749
  %3793 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3752)
  %3794 = bitcast <8 x float> %3752 to <8 x i32>
  %3795 = and <8 x i32> %3794, %45
  %3796 = bitcast <8 x i32> %3795 to <8 x float>
  %3797 = fcmp oeq <8 x float> %3752, %30
  %3798 = select <8 x i1> %3797, <8 x float> %3796, <8 x float> %3793
  br label %3799

3799:                                             ; preds = %3792, %3785, %3782
  %3800 = phi <8 x float> [ %3784, %3782 ], [ %3791, %3785 ], [ %3798, %3792 ]
  switch i64 %134, label %642 [
    i64 1, label %3815
    i64 2, label %3808
    i64 3, label %3801
    i64 0, label %3837
  ]

3801:                                             ; preds = %3799
  %3802 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3800)
  %3803 = bitcast <8 x float> %3800 to <8 x i32>
  %3804 = and <8 x i32> %3803, %45
  %3805 = bitcast <8 x i32> %3804 to <8 x float>
  %3806 = fcmp oeq <8 x float> %3800, %30
  %3807 = select <8 x i1> %3806, <8 x float> %3805, <8 x float> %3802
  br label %3818

3808:                                             ; preds = %3799
  %3809 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3800)
  %3810 = bitcast <8 x float> %3800 to <8 x i32>
  %3811 = or <8 x i32> %3810, %46
  %3812 = bitcast <8 x i32> %3811 to <8 x float>
  %3813 = fcmp oeq <8 x float> %3800, %33
  %3814 = select <8 x i1> %3813, <8 x float> %3812, <8 x float> %3809
  br label %3818

3815:                                             ; preds = %3799
  %3816 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3753, <8 x i1> %3605, <8 x float> zeroinitializer)
  %3817 = fadd <8 x float> %3800, %3816
  br label %3818

3818:                                             ; preds = %3815, %3808, %3801
  %3819 = phi <8 x float> [ %3817, %3815 ], [ %3814, %3808 ], [ %3807, %3801 ]
  switch i64 %136, label %642 [
    i64 1, label %3834
    i64 2, label %3827
    i64 3, label %3820
    i64 0, label %3837
  ]

3820:                                             ; preds = %3818
  %3821 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3819)
  %3822 = bitcast <8 x float> %3819 to <8 x i32>
  %3823 = and <8 x i32> %3822, %45
  %3824 = bitcast <8 x i32> %3823 to <8 x float>
  %3825 = fcmp oeq <8 x float> %3819, %30
  %3826 = select <8 x i1> %3825, <8 x float> %3824, <8 x float> %3821
  br label %3837

3827:                                             ; preds = %3818
  %3828 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3819)
  %3829 = bitcast <8 x float> %3819 to <8 x i32>
  %3830 = or <8 x i32> %3829, %46
  %3831 = bitcast <8 x i32> %3830 to <8 x float>
  %3832 = fcmp oeq <8 x float> %3819, %33
  %3833 = select <8 x i1> %3832, <8 x float> %3831, <8 x float> %3828
  br label %3837

3834:                                             ; preds = %3818
  %3835 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3753, <8 x i1> %3605, <8 x float> zeroinitializer)
  %3836 = fadd <8 x float> %3819, %3835
  br label %3837

3837:                                             ; preds = %3820, %3827, %3834, %3818, %3799
  %3838 = phi <8 x float> [ %3819, %3818 ], [ %3826, %3820 ], [ %3800, %3799 ], [ %3836, %3834 ], [ %3833, %3827 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3838, ptr align 1 %3751, <8 x i1> %3605)
  %3839 = add nsw i64 %3750, 8
  %3840 = getelementptr inbounds float, ptr %368, i64 %3839
  %3841 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3840, <8 x i1> %3613, <8 x float> zeroinitializer)
  %3842 = getelementptr inbounds float, ptr %366, i64 %3839
  switch i64 %132, label %642 [
    i64 1, label %3857
    i64 2, label %3850
    i64 3, label %3843
  ]

3843:                                             ; preds = %3837
  %3844 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3841)
  %3845 = bitcast <8 x float> %3841 to <8 x i32>
  %3846 = and <8 x i32> %3845, %45
  %3847 = bitcast <8 x i32> %3846 to <8 x float>
  %3848 = fcmp oeq <8 x float> %3841, %30
  %3849 = select <8 x i1> %3848, <8 x float> %3847, <8 x float> %3844
  br label %3860

3850:                                             ; preds = %3837
  %3851 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3841)
  %3852 = bitcast <8 x float> %3841 to <8 x i32>
  %3853 = or <8 x i32> %3852, %46
  %3854 = bitcast <8 x i32> %3853 to <8 x float>
  %3855 = fcmp oeq <8 x float> %3841, %33
  %3856 = select <8 x i1> %3855, <8 x float> %3854, <8 x float> %3851
  br label %3860

3857:                                             ; preds = %3837
  %3858 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3842, <8 x i1> %3613, <8 x float> zeroinitializer)
  %3859 = fadd <8 x float> %3841, %3858
  br label %3860

3860:                                             ; preds = %3857, %3850, %3843
  %3861 = phi <8 x float> [ %3859, %3857 ], [ %3856, %3850 ], [ %3849, %3843 ]
  switch i64 %138, label %642 [
    i64 1, label %3876
    i64 2, label %3869
    i64 3, label %3862
    i64 0, label %3898
  ]

3862:                                             ; preds = %3860
  %3863 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3861)
  %3864 = bitcast <8 x float> %3861 to <8 x i32>
  %3865 = and <8 x i32> %3864, %45
  %3866 = bitcast <8 x i32> %3865 to <8 x float>
  %3867 = fcmp oeq <8 x float> %3861, %30
  %3868 = select <8 x i1> %3867, <8 x float> %3866, <8 x float> %3863
  br label %3879

3869:                                             ; preds = %3860
  %3870 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3861)
  %3871 = bitcast <8 x float> %3861 to <8 x i32>
  %3872 = or <8 x i32> %3871, %46
  %3873 = bitcast <8 x i32> %3872 to <8 x float>
  %3874 = fcmp oeq <8 x float> %3861, %33
  %3875 = select <8 x i1> %3874, <8 x float> %3873, <8 x float> %3870
  br label %3879

3876:                                             ; preds = %3860
  %3877 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3842, <8 x i1> %3613, <8 x float> zeroinitializer)
  %3878 = fadd <8 x float> %3861, %3877
  br label %3879

3879:                                             ; preds = %3876, %3869, %3862
  %3880 = phi <8 x float> [ %3878, %3876 ], [ %3875, %3869 ], [ %3868, %3862 ]
  switch i64 %140, label %642 [
    i64 1, label %3895
    i64 2, label %3888
    i64 3, label %3881
    i64 0, label %3898
  ]

3881:                                             ; preds = %3879
  %3882 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3880)
  %3883 = bitcast <8 x float> %3880 to <8 x i32>
  %3884 = and <8 x i32> %3883, %45
  %3885 = bitcast <8 x i32> %3884 to <8 x float>
  %3886 = fcmp oeq <8 x float> %3880, %30
  %3887 = select <8 x i1> %3886, <8 x float> %3885, <8 x float> %3882
  br label %3898

3888:                                             ; preds = %3879
  %3889 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3880)
  %3890 = bitcast <8 x float> %3880 to <8 x i32>
  %3891 = or <8 x i32> %3890, %46
  %3892 = bitcast <8 x i32> %3891 to <8 x float>
  %3893 = fcmp oeq <8 x float> %3880, %33
  %3894 = select <8 x i1> %3893, <8 x float> %3892, <8 x float> %3889
  br label %3898

3895:                                             ; preds = %3879
  %3896 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3842, <8 x i1> %3613, <8 x float> zeroinitializer)
  %3897 = fadd <8 x float> %3880, %3896
  br label %3898

3898:                                             ; preds = %3881, %3888, %3895, %3879, %3860
  %3899 = phi <8 x float> [ %3894, %3888 ], [ %3887, %3881 ], [ %3861, %3860 ], [ %3880, %3879 ], [ %3897, %3895 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3899, ptr align 1 %3840, <8 x i1> %3613)
  %3900 = add nsw i64 %3669, %555
  %3901 = getelementptr inbounds float, ptr %368, i64 %3900
  %3902 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3901, <8 x i1> %3605, <8 x float> zeroinitializer)
  %3903 = getelementptr inbounds float, ptr %366, i64 %3900
  switch i64 %132, label %642 [
    i64 1, label %3918
    i64 2, label %3911
    i64 3, label %3904
  ]

3904:                                             ; preds = %3898
  %3905 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3902)
  %3906 = bitcast <8 x float> %3902 to <8 x i32>
  %3907 = and <8 x i32> %3906, %45
  %3908 = bitcast <8 x i32> %3907 to <8 x float>
  %3909 = fcmp oeq <8 x float> %3902, %30
  %3910 = select <8 x i1> %3909, <8 x float> %3908, <8 x float> %3905
  br label %3921

3911:                                             ; preds = %3898
  %3912 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3902)
  %3913 = bitcast <8 x float> %3902 to <8 x i32>
  %3914 = or <8 x i32> %3913, %46
  %3915 = bitcast <8 x i32> %3914 to <8 x float>
  %3916 = fcmp oeq <8 x float> %3902, %33
  %3917 = select <8 x i1> %3916, <8 x float> %3915, <8 x float> %3912
  br label %3921

3918:                                             ; preds = %3898
  %3919 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3903, <8 x i1> %3605, <8 x float> zeroinitializer)
  %3920 = fadd <8 x float> %3902, %3919
  br label %3921

3921:                                             ; preds = %3918, %3911, %3904
  %3922 = phi <8 x float> [ %3920, %3918 ], [ %3917, %3911 ], [ %3910, %3904 ]
  switch i64 %142, label %642 [
    i64 1, label %3937
    i64 2, label %3930
    i64 3, label %3923
    i64 0, label %3959
  ]

3923:                                             ; preds = %3921
  %3924 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3922)
  %3925 = bitcast <8 x float> %3922 to <8 x i32>
  %3926 = and <8 x i32> %3925, %45
  %3927 = bitcast <8 x i32> %3926 to <8 x float>
  %3928 = fcmp oeq <8 x float> %3922, %30
  %3929 = select <8 x i1> %3928, <8 x float> %3927, <8 x float> %3924
  br label %3940

3930:                                             ; preds = %3921
  %3931 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3922)
  %3932 = bitcast <8 x float> %3922 to <8 x i32>
  %3933 = or <8 x i32> %3932, %46
  %3934 = bitcast <8 x i32> %3933 to <8 x float>
  %3935 = fcmp oeq <8 x float> %3922, %33
  %3936 = select <8 x i1> %3935, <8 x float> %3934, <8 x float> %3931
  br label %3940

3937:                                             ; preds = %3921
  %3938 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3903, <8 x i1> %3605, <8 x float> zeroinitializer)
  %3939 = fadd <8 x float> %3922, %3938
  br label %3940

3940:                                             ; preds = %3937, %3930, %3923
  %3941 = phi <8 x float> [ %3939, %3937 ], [ %3936, %3930 ], [ %3929, %3923 ]
  switch i64 %144, label %642 [
    i64 1, label %3956
    i64 2, label %3949
    i64 3, label %3942
    i64 0, label %3959
  ]

3942:                                             ; preds = %3940
  %3943 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3941)
  %3944 = bitcast <8 x float> %3941 to <8 x i32>
  %3945 = and <8 x i32> %3944, %45
  %3946 = bitcast <8 x i32> %3945 to <8 x float>
  %3947 = fcmp oeq <8 x float> %3941, %30
  %3948 = select <8 x i1> %3947, <8 x float> %3946, <8 x float> %3943
  br label %3959

3949:                                             ; preds = %3940
  %3950 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3941)
  %3951 = bitcast <8 x float> %3941 to <8 x i32>
  %3952 = or <8 x i32> %3951, %46
  %3953 = bitcast <8 x i32> %3952 to <8 x float>
  %3954 = fcmp oeq <8 x float> %3941, %33
  %3955 = select <8 x i1> %3954, <8 x float> %3953, <8 x float> %3950
  br label %3959

3956:                                             ; preds = %3940
  %3957 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3903, <8 x i1> %3605, <8 x float> zeroinitializer)
  %3958 = fadd <8 x float> %3941, %3957
  br label %3959

3959:                                             ; preds = %3942, %3949, %3956, %3940, %3921
  %3960 = phi <8 x float> [ %3955, %3949 ], [ %3948, %3942 ], [ %3922, %3921 ], [ %3941, %3940 ], [ %3958, %3956 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3960, ptr align 1 %3901, <8 x i1> %3605)
  %3961 = add nsw i64 %3900, 8
  %3962 = getelementptr inbounds float, ptr %368, i64 %3961
  %3963 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3962, <8 x i1> %3613, <8 x float> zeroinitializer)
  %3964 = getelementptr inbounds float, ptr %366, i64 %3961
  switch i64 %132, label %642 [
    i64 1, label %3979
    i64 2, label %3972
    i64 3, label %3965
  ]

3965:                                             ; preds = %3959
  %3966 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3963)
  %3967 = bitcast <8 x float> %3963 to <8 x i32>
  %3968 = and <8 x i32> %3967, %45
  %3969 = bitcast <8 x i32> %3968 to <8 x float>
  %3970 = fcmp oeq <8 x float> %3963, %30
  %3971 = select <8 x i1> %3970, <8 x float> %3969, <8 x float> %3966
  br label %3982

3972:                                             ; preds = %3959
  %3973 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3963)
  %3974 = bitcast <8 x float> %3963 to <8 x i32>
  %3975 = or <8 x i32> %3974, %46
  %3976 = bitcast <8 x i32> %3975 to <8 x float>
  %3977 = fcmp oeq <8 x float> %3963, %33
  %3978 = select <8 x i1> %3977, <8 x float> %3976, <8 x float> %3973
  br label %3982

3979:                                             ; preds = %3959
  %3980 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3964, <8 x i1> %3613, <8 x float> zeroinitializer)
  %3981 = fadd <8 x float> %3963, %3980
  br label %3982

3982:                                             ; preds = %3979, %3972, %3965
  %3983 = phi <8 x float> [ %3981, %3979 ], [ %3978, %3972 ], [ %3971, %3965 ]
  switch i64 %146, label %642 [
    i64 1, label %3998
    i64 2, label %3991
    i64 3, label %3984
    i64 0, label %4020
  ]

3984:                                             ; preds = %3982
  %3985 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %3983)
  %3986 = bitcast <8 x float> %3983 to <8 x i32>
  %3987 = and <8 x i32> %3986, %45
  %3988 = bitcast <8 x i32> %3987 to <8 x float>
  %3989 = fcmp oeq <8 x float> %3983, %30
  %3990 = select <8 x i1> %3989, <8 x float> %3988, <8 x float> %3985
  br label %4001

3991:                                             ; preds = %3982
  %3992 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %3983)
  %3993 = bitcast <8 x float> %3983 to <8 x i32>
  %3994 = or <8 x i32> %3993, %46
  %3995 = bitcast <8 x i32> %3994 to <8 x float>
  %3996 = fcmp oeq <8 x float> %3983, %33
  %3997 = select <8 x i1> %3996, <8 x float> %3995, <8 x float> %3992
  br label %4001

3998:                                             ; preds = %3982
  %3999 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3964, <8 x i1> %3613, <8 x float> zeroinitializer)
  %4000 = fadd <8 x float> %3983, %3999
  br label %4001

4001:                                             ; preds = %3998, %3991, %3984
  %4002 = phi <8 x float> [ %4000, %3998 ], [ %3997, %3991 ], [ %3990, %3984 ]
  switch i64 %148, label %642 [
    i64 1, label %4017
    i64 2, label %4010
    i64 3, label %4003
    i64 0, label %4020
  ]

4003:                                             ; preds = %4001
  %4004 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4002)
  %4005 = bitcast <8 x float> %4002 to <8 x i32>
  %4006 = and <8 x i32> %4005, %45
  %4007 = bitcast <8 x i32> %4006 to <8 x float>
  %4008 = fcmp oeq <8 x float> %4002, %30
  %4009 = select <8 x i1> %4008, <8 x float> %4007, <8 x float> %4004
  br label %4020

4010:                                             ; preds = %4001
  %4011 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4002)
  %4012 = bitcast <8 x float> %4002 to <8 x i32>
  %4013 = or <8 x i32> %4012, %46
  %4014 = bitcast <8 x i32> %4013 to <8 x float>
  %4015 = fcmp oeq <8 x float> %4002, %33
  %4016 = select <8 x i1> %4015, <8 x float> %4014, <8 x float> %4011
  br label %4020

4017:                                             ; preds = %4001
  %4018 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3964, <8 x i1> %3613, <8 x float> zeroinitializer)
  %4019 = fadd <8 x float> %4002, %4018
  br label %4020

4020:                                             ; preds = %4003, %4010, %4017, %4001, %3982
  %4021 = phi <8 x float> [ %4016, %4010 ], [ %4009, %4003 ], [ %3983, %3982 ], [ %4002, %4001 ], [ %4019, %4017 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4021, ptr align 1 %3962, <8 x i1> %3613)
  %4022 = add nsw i64 %3671, %555
  %4023 = getelementptr inbounds float, ptr %368, i64 %4022
  %4024 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4023, <8 x i1> %3605, <8 x float> zeroinitializer)
  %4025 = getelementptr inbounds float, ptr %366, i64 %4022
  switch i64 %132, label %642 [
    i64 1, label %4040
    i64 2, label %4033
    i64 3, label %4026
  ]

4026:                                             ; preds = %4020
  %4027 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4024)
  %4028 = bitcast <8 x float> %4024 to <8 x i32>
  %4029 = and <8 x i32> %4028, %45
  %4030 = bitcast <8 x i32> %4029 to <8 x float>
  %4031 = fcmp oeq <8 x float> %4024, %30
  %4032 = select <8 x i1> %4031, <8 x float> %4030, <8 x float> %4027
  br label %4043

4033:                                             ; preds = %4020
  %4034 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4024)
  %4035 = bitcast <8 x float> %4024 to <8 x i32>
  %4036 = or <8 x i32> %4035, %46
  %4037 = bitcast <8 x i32> %4036 to <8 x float>
  %4038 = fcmp oeq <8 x float> %4024, %33
  %4039 = select <8 x i1> %4038, <8 x float> %4037, <8 x float> %4034
  br label %4043

4040:                                             ; preds = %4020
  %4041 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4025, <8 x i1> %3605, <8 x float> zeroinitializer)
  %4042 = fadd <8 x float> %4024, %4041
  br label %4043

4043:                                             ; preds = %4040, %4033, %4026
  %4044 = phi <8 x float> [ %4042, %4040 ], [ %4039, %4033 ], [ %4032, %4026 ]
  switch i64 %150, label %642 [
    i64 1, label %4059
    i64 2, label %4052
    i64 3, label %4045
    i64 0, label %4081
  ]

4045:                                             ; preds = %4043
  %4046 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4044)
  %4047 = bitcast <8 x float> %4044 to <8 x i32>
  %4048 = and <8 x i32> %4047, %45
  %4049 = bitcast <8 x i32> %4048 to <8 x float>
  %4050 = fcmp oeq <8 x float> %4044, %30
  %4051 = select <8 x i1> %4050, <8 x float> %4049, <8 x float> %4046
  br label %4062

4052:                                             ; preds = %4043
  %4053 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4044)
  %4054 = bitcast <8 x float> %4044 to <8 x i32>
  %4055 = or <8 x i32> %4054, %46
  %4056 = bitcast <8 x i32> %4055 to <8 x float>
  %4057 = fcmp oeq <8 x float> %4044, %33
  %4058 = select <8 x i1> %4057, <8 x float> %4056, <8 x float> %4053
  br label %4062

4059:                                             ; preds = %4043
  %4060 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4025, <8 x i1> %3605, <8 x float> zeroinitializer)
  %4061 = fadd <8 x float> %4044, %4060
  br label %4062

4062:                                             ; preds = %4059, %4052, %4045
  %4063 = phi <8 x float> [ %4061, %4059 ], [ %4058, %4052 ], [ %4051, %4045 ]
  switch i64 %152, label %642 [
    i64 1, label %4078
    i64 2, label %4071
    i64 3, label %4064
    i64 0, label %4081
  ]

4064:                                             ; preds = %4062
  %4065 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4063)
  %4066 = bitcast <8 x float> %4063 to <8 x i32>
  %4067 = and <8 x i32> %4066, %45
  %4068 = bitcast <8 x i32> %4067 to <8 x float>
  %4069 = fcmp oeq <8 x float> %4063, %30
  %4070 = select <8 x i1> %4069, <8 x float> %4068, <8 x float> %4065
  br label %4081

4071:                                             ; preds = %4062
  %4072 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4063)
  %4073 = bitcast <8 x float> %4063 to <8 x i32>
  %4074 = or <8 x i32> %4073, %46
  %4075 = bitcast <8 x i32> %4074 to <8 x float>
  %4076 = fcmp oeq <8 x float> %4063, %33
  %4077 = select <8 x i1> %4076, <8 x float> %4075, <8 x float> %4072
  br label %4081

4078:                                             ; preds = %4062
  %4079 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4025, <8 x i1> %3605, <8 x float> zeroinitializer)
  %4080 = fadd <8 x float> %4063, %4079
  br label %4081

4081:                                             ; preds = %4064, %4071, %4078, %4062, %4043
  %4082 = phi <8 x float> [ %4077, %4071 ], [ %4070, %4064 ], [ %4044, %4043 ], [ %4063, %4062 ], [ %4080, %4078 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4082, ptr align 1 %4023, <8 x i1> %3605)
  %4083 = add nsw i64 %4022, 8
  %4084 = getelementptr inbounds float, ptr %368, i64 %4083
  %4085 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4084, <8 x i1> %3613, <8 x float> zeroinitializer)
  %4086 = getelementptr inbounds float, ptr %366, i64 %4083
  switch i64 %132, label %642 [
    i64 1, label %4101
    i64 2, label %4094
    i64 3, label %4087
  ]

4087:                                             ; preds = %4081
  %4088 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4085)
  %4089 = bitcast <8 x float> %4085 to <8 x i32>
  %4090 = and <8 x i32> %4089, %45
  %4091 = bitcast <8 x i32> %4090 to <8 x float>
  %4092 = fcmp oeq <8 x float> %4085, %30
  %4093 = select <8 x i1> %4092, <8 x float> %4091, <8 x float> %4088
  br label %4104

4094:                                             ; preds = %4081
  %4095 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4085)
  %4096 = bitcast <8 x float> %4085 to <8 x i32>
  %4097 = or <8 x i32> %4096, %46
  %4098 = bitcast <8 x i32> %4097 to <8 x float>
  %4099 = fcmp oeq <8 x float> %4085, %33
  %4100 = select <8 x i1> %4099, <8 x float> %4098, <8 x float> %4095
  br label %4104

4101:                                             ; preds = %4081
  %4102 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4086, <8 x i1> %3613, <8 x float> zeroinitializer)
  %4103 = fadd <8 x float> %4085, %4102
  br label %4104

4104:                                             ; preds = %4101, %4094, %4087
  %4105 = phi <8 x float> [ %4103, %4101 ], [ %4100, %4094 ], [ %4093, %4087 ]
  switch i64 %154, label %642 [
    i64 1, label %4120
    i64 2, label %4113
    i64 3, label %4106
    i64 0, label %4142
  ]

4106:                                             ; preds = %4104
  %4107 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4105)
  %4108 = bitcast <8 x float> %4105 to <8 x i32>
  %4109 = and <8 x i32> %4108, %45
  %4110 = bitcast <8 x i32> %4109 to <8 x float>
  %4111 = fcmp oeq <8 x float> %4105, %30
  %4112 = select <8 x i1> %4111, <8 x float> %4110, <8 x float> %4107
  br label %4123

4113:                                             ; preds = %4104
  %4114 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4105)
  %4115 = bitcast <8 x float> %4105 to <8 x i32>
  %4116 = or <8 x i32> %4115, %46
  %4117 = bitcast <8 x i32> %4116 to <8 x float>
  %4118 = fcmp oeq <8 x float> %4105, %33
  %4119 = select <8 x i1> %4118, <8 x float> %4117, <8 x float> %4114
  br label %4123

4120:                                             ; preds = %4104
  %4121 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4086, <8 x i1> %3613, <8 x float> zeroinitializer)
  %4122 = fadd <8 x float> %4105, %4121
  br label %4123

4123:                                             ; preds = %4120, %4113, %4106
  %4124 = phi <8 x float> [ %4122, %4120 ], [ %4119, %4113 ], [ %4112, %4106 ]
  switch i64 %156, label %642 [
    i64 1, label %4139
    i64 2, label %4132
    i64 3, label %4125
    i64 0, label %4142
  ]

4125:                                             ; preds = %4123
  %4126 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4124)
  %4127 = bitcast <8 x float> %4124 to <8 x i32>
  %4128 = and <8 x i32> %4127, %45
  %4129 = bitcast <8 x i32> %4128 to <8 x float>
  %4130 = fcmp oeq <8 x float> %4124, %30
  %4131 = select <8 x i1> %4130, <8 x float> %4129, <8 x float> %4126
  br label %4142

4132:                                             ; preds = %4123
  %4133 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4124)
  %4134 = bitcast <8 x float> %4124 to <8 x i32>
  %4135 = or <8 x i32> %4134, %46
  %4136 = bitcast <8 x i32> %4135 to <8 x float>
  %4137 = fcmp oeq <8 x float> %4124, %33
  %4138 = select <8 x i1> %4137, <8 x float> %4136, <8 x float> %4133
  br label %4142

4139:                                             ; preds = %4123
  %4140 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4086, <8 x i1> %3613, <8 x float> zeroinitializer)
  %4141 = fadd <8 x float> %4124, %4140
  br label %4142

4142:                                             ; preds = %4125, %4132, %4139, %4123, %4104
  %4143 = phi <8 x float> [ %4138, %4132 ], [ %4131, %4125 ], [ %4105, %4104 ], [ %4124, %4123 ], [ %4141, %4139 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4143, ptr align 1 %4084, <8 x i1> %3613)
  %4144 = add nsw i64 %3673, %555
  %4145 = getelementptr inbounds float, ptr %368, i64 %4144
  %4146 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4145, <8 x i1> %3605, <8 x float> zeroinitializer)
  %4147 = getelementptr inbounds float, ptr %366, i64 %4144
  switch i64 %132, label %642 [
    i64 1, label %4162
    i64 2, label %4155
    i64 3, label %4148
  ]

4148:                                             ; preds = %4142
  %4149 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4146)
  %4150 = bitcast <8 x float> %4146 to <8 x i32>
  %4151 = and <8 x i32> %4150, %45
  %4152 = bitcast <8 x i32> %4151 to <8 x float>
  %4153 = fcmp oeq <8 x float> %4146, %30
  %4154 = select <8 x i1> %4153, <8 x float> %4152, <8 x float> %4149
  br label %4165

4155:                                             ; preds = %4142
  %4156 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4146)
  %4157 = bitcast <8 x float> %4146 to <8 x i32>
  %4158 = or <8 x i32> %4157, %46
  %4159 = bitcast <8 x i32> %4158 to <8 x float>
  %4160 = fcmp oeq <8 x float> %4146, %33
  %4161 = select <8 x i1> %4160, <8 x float> %4159, <8 x float> %4156
  br label %4165

4162:                                             ; preds = %4142
  %4163 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4147, <8 x i1> %3605, <8 x float> zeroinitializer)
  %4164 = fadd <8 x float> %4146, %4163
  br label %4165

4165:                                             ; preds = %4162, %4155, %4148
  %4166 = phi <8 x float> [ %4164, %4162 ], [ %4161, %4155 ], [ %4154, %4148 ]
  switch i64 %158, label %642 [
    i64 1, label %4181
    i64 2, label %4174
    i64 3, label %4167
    i64 0, label %4203
  ]

4167:                                             ; preds = %4165
  %4168 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4166)
  %4169 = bitcast <8 x float> %4166 to <8 x i32>
  %4170 = and <8 x i32> %4169, %45
  %4171 = bitcast <8 x i32> %4170 to <8 x float>
  %4172 = fcmp oeq <8 x float> %4166, %30
  %4173 = select <8 x i1> %4172, <8 x float> %4171, <8 x float> %4168
  br label %4184

4174:                                             ; preds = %4165
  %4175 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4166)
  %4176 = bitcast <8 x float> %4166 to <8 x i32>
  %4177 = or <8 x i32> %4176, %46
  %4178 = bitcast <8 x i32> %4177 to <8 x float>
  %4179 = fcmp oeq <8 x float> %4166, %33
  %4180 = select <8 x i1> %4179, <8 x float> %4178, <8 x float> %4175
  br label %4184

4181:                                             ; preds = %4165
  %4182 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4147, <8 x i1> %3605, <8 x float> zeroinitializer)
  %4183 = fadd <8 x float> %4166, %4182
  br label %4184

4184:                                             ; preds = %4181, %4174, %4167
  %4185 = phi <8 x float> [ %4183, %4181 ], [ %4180, %4174 ], [ %4173, %4167 ]
  switch i64 %160, label %642 [
    i64 1, label %4200
    i64 2, label %4193
    i64 3, label %4186
    i64 0, label %4203
  ]

4186:                                             ; preds = %4184
  %4187 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4185)
  %4188 = bitcast <8 x float> %4185 to <8 x i32>
  %4189 = and <8 x i32> %4188, %45
  %4190 = bitcast <8 x i32> %4189 to <8 x float>
  %4191 = fcmp oeq <8 x float> %4185, %30
  %4192 = select <8 x i1> %4191, <8 x float> %4190, <8 x float> %4187
  br label %4203

4193:                                             ; preds = %4184
  %4194 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4185)
  %4195 = bitcast <8 x float> %4185 to <8 x i32>
  %4196 = or <8 x i32> %4195, %46
  %4197 = bitcast <8 x i32> %4196 to <8 x float>
  %4198 = fcmp oeq <8 x float> %4185, %33
  %4199 = select <8 x i1> %4198, <8 x float> %4197, <8 x float> %4194
  br label %4203

4200:                                             ; preds = %4184
  %4201 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4147, <8 x i1> %3605, <8 x float> zeroinitializer)
  %4202 = fadd <8 x float> %4185, %4201
  br label %4203

4203:                                             ; preds = %4186, %4193, %4200, %4184, %4165
  %4204 = phi <8 x float> [ %4199, %4193 ], [ %4192, %4186 ], [ %4166, %4165 ], [ %4185, %4184 ], [ %4202, %4200 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4204, ptr align 1 %4145, <8 x i1> %3605)
  %4205 = add nsw i64 %4144, 8
  %4206 = getelementptr inbounds float, ptr %368, i64 %4205
  %4207 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4206, <8 x i1> %3613, <8 x float> zeroinitializer)
  %4208 = getelementptr inbounds float, ptr %366, i64 %4205
  switch i64 %132, label %642 [
    i64 1, label %4223
    i64 2, label %4216
    i64 3, label %4209
  ]

4209:                                             ; preds = %4203
  %4210 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4207)
  %4211 = bitcast <8 x float> %4207 to <8 x i32>
  %4212 = and <8 x i32> %4211, %45
  %4213 = bitcast <8 x i32> %4212 to <8 x float>
  %4214 = fcmp oeq <8 x float> %4207, %30
  %4215 = select <8 x i1> %4214, <8 x float> %4213, <8 x float> %4210
  br label %4226

4216:                                             ; preds = %4203
  %4217 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4207)
  %4218 = bitcast <8 x float> %4207 to <8 x i32>
  %4219 = or <8 x i32> %4218, %46
  %4220 = bitcast <8 x i32> %4219 to <8 x float>
  %4221 = fcmp oeq <8 x float> %4207, %33
  %4222 = select <8 x i1> %4221, <8 x float> %4220, <8 x float> %4217
  br label %4226

4223:                                             ; preds = %4203
  %4224 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4208, <8 x i1> %3613, <8 x float> zeroinitializer)
  %4225 = fadd <8 x float> %4207, %4224
  br label %4226

4226:                                             ; preds = %4223, %4216, %4209
  %4227 = phi <8 x float> [ %4225, %4223 ], [ %4222, %4216 ], [ %4215, %4209 ]
  switch i64 %162, label %642 [
    i64 1, label %4242
    i64 2, label %4235
    i64 3, label %4228
    i64 0, label %4264
  ]

4228:                                             ; preds = %4226
  %4229 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4227)
  %4230 = bitcast <8 x float> %4227 to <8 x i32>
  %4231 = and <8 x i32> %4230, %45
  %4232 = bitcast <8 x i32> %4231 to <8 x float>
  %4233 = fcmp oeq <8 x float> %4227, %30
  %4234 = select <8 x i1> %4233, <8 x float> %4232, <8 x float> %4229
  br label %4245

4235:                                             ; preds = %4226
  %4236 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4227)
  %4237 = bitcast <8 x float> %4227 to <8 x i32>
  %4238 = or <8 x i32> %4237, %46
  %4239 = bitcast <8 x i32> %4238 to <8 x float>
  %4240 = fcmp oeq <8 x float> %4227, %33
  %4241 = select <8 x i1> %4240, <8 x float> %4239, <8 x float> %4236
  br label %4245

4242:                                             ; preds = %4226
  %4243 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4208, <8 x i1> %3613, <8 x float> zeroinitializer)
  %4244 = fadd <8 x float> %4227, %4243
  br label %4245

4245:                                             ; preds = %4242, %4235, %4228
  %4246 = phi <8 x float> [ %4244, %4242 ], [ %4241, %4235 ], [ %4234, %4228 ]
  switch i64 %164, label %642 [
    i64 1, label %4261
    i64 2, label %4254
    i64 3, label %4247
    i64 0, label %4264
  ]

4247:                                             ; preds = %4245
  %4248 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4246)
  %4249 = bitcast <8 x float> %4246 to <8 x i32>
  %4250 = and <8 x i32> %4249, %45
  %4251 = bitcast <8 x i32> %4250 to <8 x float>
  %4252 = fcmp oeq <8 x float> %4246, %30
  %4253 = select <8 x i1> %4252, <8 x float> %4251, <8 x float> %4248
  br label %4264

4254:                                             ; preds = %4245
  %4255 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4246)
  %4256 = bitcast <8 x float> %4246 to <8 x i32>
  %4257 = or <8 x i32> %4256, %46
  %4258 = bitcast <8 x i32> %4257 to <8 x float>
  %4259 = fcmp oeq <8 x float> %4246, %33
  %4260 = select <8 x i1> %4259, <8 x float> %4258, <8 x float> %4255
  br label %4264

4261:                                             ; preds = %4245
  %4262 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4208, <8 x i1> %3613, <8 x float> zeroinitializer)
  %4263 = fadd <8 x float> %4246, %4262
  br label %4264

4264:                                             ; preds = %4247, %4254, %4261, %4245, %4226
  %4265 = phi <8 x float> [ %4260, %4254 ], [ %4253, %4247 ], [ %4227, %4226 ], [ %4246, %4245 ], [ %4263, %4261 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4265, ptr align 1 %4206, <8 x i1> %3613)
  %4266 = add nsw i64 %3675, %555
  %4267 = getelementptr inbounds float, ptr %368, i64 %4266
  %4268 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4267, <8 x i1> %3605, <8 x float> zeroinitializer)
  %4269 = getelementptr inbounds float, ptr %366, i64 %4266
  switch i64 %132, label %642 [
    i64 1, label %4284
    i64 2, label %4277
    i64 3, label %4270
  ]

4270:                                             ; preds = %4264
  %4271 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4268)
  %4272 = bitcast <8 x float> %4268 to <8 x i32>
  %4273 = and <8 x i32> %4272, %45
  %4274 = bitcast <8 x i32> %4273 to <8 x float>
  %4275 = fcmp oeq <8 x float> %4268, %30
  %4276 = select <8 x i1> %4275, <8 x float> %4274, <8 x float> %4271
  br label %4287

4277:                                             ; preds = %4264
  %4278 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4268)
  %4279 = bitcast <8 x float> %4268 to <8 x i32>
  %4280 = or <8 x i32> %4279, %46
  %4281 = bitcast <8 x i32> %4280 to <8 x float>
  %4282 = fcmp oeq <8 x float> %4268, %33
  %4283 = select <8 x i1> %4282, <8 x float> %4281, <8 x float> %4278
  br label %4287

4284:                                             ; preds = %4264
  %4285 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4269, <8 x i1> %3605, <8 x float> zeroinitializer)
  %4286 = fadd <8 x float> %4268, %4285
  br label %4287

4287:                                             ; preds = %4284, %4277, %4270
  %4288 = phi <8 x float> [ %4286, %4284 ], [ %4283, %4277 ], [ %4276, %4270 ]
  switch i64 %166, label %642 [
    i64 1, label %4303
    i64 2, label %4296
    i64 3, label %4289
    i64 0, label %4325
  ]

4289:                                             ; preds = %4287
  %4290 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4288)
  %4291 = bitcast <8 x float> %4288 to <8 x i32>
  %4292 = and <8 x i32> %4291, %45
  %4293 = bitcast <8 x i32> %4292 to <8 x float>
  %4294 = fcmp oeq <8 x float> %4288, %30
  %4295 = select <8 x i1> %4294, <8 x float> %4293, <8 x float> %4290
  br label %4306

4296:                                             ; preds = %4287
  %4297 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4288)
  %4298 = bitcast <8 x float> %4288 to <8 x i32>
  %4299 = or <8 x i32> %4298, %46
  %4300 = bitcast <8 x i32> %4299 to <8 x float>
  %4301 = fcmp oeq <8 x float> %4288, %33
  %4302 = select <8 x i1> %4301, <8 x float> %4300, <8 x float> %4297
  br label %4306

4303:                                             ; preds = %4287
  %4304 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4269, <8 x i1> %3605, <8 x float> zeroinitializer)
  %4305 = fadd <8 x float> %4288, %4304
  br label %4306

4306:                                             ; preds = %4303, %4296, %4289
  %4307 = phi <8 x float> [ %4305, %4303 ], [ %4302, %4296 ], [ %4295, %4289 ]
  switch i64 %168, label %642 [
    i64 1, label %4322
    i64 2, label %4315
    i64 3, label %4308
    i64 0, label %4325
  ]

4308:                                             ; preds = %4306
  %4309 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4307)
  %4310 = bitcast <8 x float> %4307 to <8 x i32>
  %4311 = and <8 x i32> %4310, %45
  %4312 = bitcast <8 x i32> %4311 to <8 x float>
  %4313 = fcmp oeq <8 x float> %4307, %30
  %4314 = select <8 x i1> %4313, <8 x float> %4312, <8 x float> %4309
  br label %4325

4315:                                             ; preds = %4306
  %4316 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4307)
  %4317 = bitcast <8 x float> %4307 to <8 x i32>
  %4318 = or <8 x i32> %4317, %46
  %4319 = bitcast <8 x i32> %4318 to <8 x float>
  %4320 = fcmp oeq <8 x float> %4307, %33
  %4321 = select <8 x i1> %4320, <8 x float> %4319, <8 x float> %4316
  br label %4325

4322:                                             ; preds = %4306
  %4323 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4269, <8 x i1> %3605, <8 x float> zeroinitializer)
  %4324 = fadd <8 x float> %4307, %4323
  br label %4325

4325:                                             ; preds = %4308, %4315, %4322, %4306, %4287
  %4326 = phi <8 x float> [ %4321, %4315 ], [ %4314, %4308 ], [ %4288, %4287 ], [ %4307, %4306 ], [ %4324, %4322 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4326, ptr align 1 %4267, <8 x i1> %3605)
  %4327 = add nsw i64 %4266, 8
  %4328 = getelementptr inbounds float, ptr %368, i64 %4327
  %4329 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4328, <8 x i1> %3613, <8 x float> zeroinitializer)
  %4330 = getelementptr inbounds float, ptr %366, i64 %4327
  switch i64 %132, label %642 [
    i64 1, label %4345
    i64 2, label %4338
    i64 3, label %4331
  ]

4331:                                             ; preds = %4325
  %4332 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4329)
  %4333 = bitcast <8 x float> %4329 to <8 x i32>
  %4334 = and <8 x i32> %4333, %45
  %4335 = bitcast <8 x i32> %4334 to <8 x float>
  %4336 = fcmp oeq <8 x float> %4329, %30
  %4337 = select <8 x i1> %4336, <8 x float> %4335, <8 x float> %4332
  br label %4348

4338:                                             ; preds = %4325
  %4339 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4329)
  %4340 = bitcast <8 x float> %4329 to <8 x i32>
  %4341 = or <8 x i32> %4340, %46
  %4342 = bitcast <8 x i32> %4341 to <8 x float>
  %4343 = fcmp oeq <8 x float> %4329, %33
  %4344 = select <8 x i1> %4343, <8 x float> %4342, <8 x float> %4339
  br label %4348

4345:                                             ; preds = %4325
  %4346 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4330, <8 x i1> %3613, <8 x float> zeroinitializer)
  %4347 = fadd <8 x float> %4329, %4346
  br label %4348

4348:                                             ; preds = %4345, %4338, %4331
  %4349 = phi <8 x float> [ %4347, %4345 ], [ %4344, %4338 ], [ %4337, %4331 ]
  switch i64 %170, label %642 [
    i64 1, label %4364
    i64 2, label %4357
    i64 3, label %4350
    i64 0, label %4386
  ]

4350:                                             ; preds = %4348
  %4351 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4349)
  %4352 = bitcast <8 x float> %4349 to <8 x i32>
  %4353 = and <8 x i32> %4352, %45
  %4354 = bitcast <8 x i32> %4353 to <8 x float>
  %4355 = fcmp oeq <8 x float> %4349, %30
  %4356 = select <8 x i1> %4355, <8 x float> %4354, <8 x float> %4351
  br label %4367

4357:                                             ; preds = %4348
  %4358 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4349)
  %4359 = bitcast <8 x float> %4349 to <8 x i32>
  %4360 = or <8 x i32> %4359, %46
  %4361 = bitcast <8 x i32> %4360 to <8 x float>
  %4362 = fcmp oeq <8 x float> %4349, %33
  %4363 = select <8 x i1> %4362, <8 x float> %4361, <8 x float> %4358
  br label %4367

4364:                                             ; preds = %4348
  %4365 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4330, <8 x i1> %3613, <8 x float> zeroinitializer)
  %4366 = fadd <8 x float> %4349, %4365
  br label %4367

4367:                                             ; preds = %4364, %4357, %4350
  %4368 = phi <8 x float> [ %4366, %4364 ], [ %4363, %4357 ], [ %4356, %4350 ]
  switch i64 %172, label %642 [
    i64 1, label %4383
    i64 2, label %4376
    i64 3, label %4369
    i64 0, label %4386
  ]

4369:                                             ; preds = %4367
  %4370 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4368)
  %4371 = bitcast <8 x float> %4368 to <8 x i32>
  %4372 = and <8 x i32> %4371, %45
  %4373 = bitcast <8 x i32> %4372 to <8 x float>
  %4374 = fcmp oeq <8 x float> %4368, %30
  %4375 = select <8 x i1> %4374, <8 x float> %4373, <8 x float> %4370
  br label %4386

4376:                                             ; preds = %4367
  %4377 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4368)
  %4378 = bitcast <8 x float> %4368 to <8 x i32>
  %4379 = or <8 x i32> %4378, %46
  %4380 = bitcast <8 x i32> %4379 to <8 x float>
  %4381 = fcmp oeq <8 x float> %4368, %33
  %4382 = select <8 x i1> %4381, <8 x float> %4380, <8 x float> %4377
  br label %4386

4383:                                             ; preds = %4367
  %4384 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4330, <8 x i1> %3613, <8 x float> zeroinitializer)
  %4385 = fadd <8 x float> %4368, %4384
  br label %4386

4386:                                             ; preds = %4369, %4376, %4383, %3754, %4367, %4348
  %4387 = phi ptr [ %3780, %3754 ], [ %4328, %4369 ], [ %4328, %4348 ], [ %4328, %4367 ], [ %4328, %4383 ], [ %4328, %4376 ]
  %4388 = phi <8 x float> [ %3781, %3754 ], [ %4375, %4369 ], [ %4349, %4348 ], [ %4368, %4367 ], [ %4385, %4383 ], [ %4382, %4376 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4388, ptr align 1 %4387, <8 x i1> %3613)
  br label %5815

4389:                                             ; preds = %554
  %4390 = icmp sgt i64 %556, 7
  %4391 = trunc i64 %556 to i32
  %4392 = select i1 %4390, i32 8, i32 %4391
  %4393 = insertelement <8 x i32> poison, i32 %4392, i64 0
  %4394 = shufflevector <8 x i32> %4393, <8 x i32> poison, <8 x i32> zeroinitializer
  %4395 = icmp sgt <8 x i32> %4394, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %42, label %4415, label %4396

4396:                                             ; preds = %4389
  %4397 = load float, ptr %380, align 1
  %4398 = insertelement <8 x float> poison, float %4397, i64 0
  %4399 = shufflevector <8 x float> %4398, <8 x float> poison, <8 x i32> zeroinitializer
  %4400 = load float, ptr %411, align 1
  %4401 = insertelement <8 x float> poison, float %4400, i64 0
  %4402 = shufflevector <8 x float> %4401, <8 x float> poison, <8 x i32> zeroinitializer
  %4403 = load float, ptr %412, align 1
  %4404 = insertelement <8 x float> poison, float %4403, i64 0
  %4405 = shufflevector <8 x float> %4404, <8 x float> poison, <8 x i32> zeroinitializer
  %4406 = load float, ptr %413, align 1
  %4407 = insertelement <8 x float> poison, float %4406, i64 0
  %4408 = shufflevector <8 x float> %4407, <8 x float> poison, <8 x i32> zeroinitializer
  %4409 = load float, ptr %414, align 1
  %4410 = insertelement <8 x float> poison, float %4409, i64 0
  %4411 = shufflevector <8 x float> %4410, <8 x float> poison, <8 x i32> zeroinitializer
  %4412 = load float, ptr %415, align 1
  %4413 = insertelement <8 x float> poison, float %4412, i64 0
  %4414 = shufflevector <8 x float> %4413, <8 x float> poison, <8 x i32> zeroinitializer
  br label %4429

4415:                                             ; preds = %4389
  %4416 = getelementptr float, ptr %363, i64 %555
  %4417 = getelementptr float, ptr %4416, i64 %383
  %4418 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4417, <8 x i1> %4395, <8 x float> zeroinitializer)
  %4419 = getelementptr float, ptr %4416, i64 %417
  %4420 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4419, <8 x i1> %4395, <8 x float> zeroinitializer)
  %4421 = getelementptr float, ptr %4416, i64 %419
  %4422 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4421, <8 x i1> %4395, <8 x float> zeroinitializer)
  %4423 = getelementptr float, ptr %4416, i64 %421
  %4424 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4423, <8 x i1> %4395, <8 x float> zeroinitializer)
  %4425 = getelementptr float, ptr %4416, i64 %423
  %4426 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4425, <8 x i1> %4395, <8 x float> zeroinitializer)
  %4427 = getelementptr float, ptr %4416, i64 %425
  %4428 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4427, <8 x i1> %4395, <8 x float> zeroinitializer)
  br label %4429

4429:                                             ; preds = %4415, %4396
  %4430 = phi <8 x float> [ %4426, %4415 ], [ %4411, %4396 ]
  %4431 = phi <8 x float> [ %4422, %4415 ], [ %4405, %4396 ]
  %4432 = phi <8 x float> [ %4418, %4415 ], [ %4399, %4396 ]
  %4433 = phi <8 x float> [ %4420, %4415 ], [ %4402, %4396 ]
  %4434 = phi <8 x float> [ %4424, %4415 ], [ %4408, %4396 ]
  %4435 = phi <8 x float> [ %4428, %4415 ], [ %4414, %4396 ]
  %4436 = getelementptr inbounds float, ptr %361, i64 %555
  br i1 %43, label %4451, label %4437

4437:                                             ; preds = %4451, %4429
  %4438 = phi <8 x float> [ %4435, %4429 ], [ %4491, %4451 ]
  %4439 = phi <8 x float> [ %4430, %4429 ], [ %4486, %4451 ]
  %4440 = phi <8 x float> [ %4434, %4429 ], [ %4481, %4451 ]
  %4441 = phi <8 x float> [ %4431, %4429 ], [ %4476, %4451 ]
  %4442 = phi <8 x float> [ %4433, %4429 ], [ %4471, %4451 ]
  %4443 = phi <8 x float> [ %4432, %4429 ], [ %4466, %4451 ]
  %4444 = getelementptr float, ptr %368, i64 %555
  %4445 = getelementptr float, ptr %4444, i64 %383
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4443, ptr align 1 %4445, <8 x i1> %4395)
  %4446 = getelementptr float, ptr %4444, i64 %427
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4442, ptr align 1 %4446, <8 x i1> %4395)
  %4447 = getelementptr float, ptr %4444, i64 %429
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4441, ptr align 1 %4447, <8 x i1> %4395)
  %4448 = getelementptr float, ptr %4444, i64 %431
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4440, ptr align 1 %4448, <8 x i1> %4395)
  %4449 = getelementptr float, ptr %4444, i64 %433
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4439, ptr align 1 %4449, <8 x i1> %4395)
  %4450 = getelementptr float, ptr %4444, i64 %435
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4438, ptr align 1 %4450, <8 x i1> %4395)
  br i1 %44, label %5815, label %4494

4451:                                             ; preds = %4429, %4451
  %4452 = phi <8 x float> [ %4491, %4451 ], [ %4435, %4429 ]
  %4453 = phi <8 x float> [ %4486, %4451 ], [ %4430, %4429 ]
  %4454 = phi <8 x float> [ %4481, %4451 ], [ %4434, %4429 ]
  %4455 = phi <8 x float> [ %4476, %4451 ], [ %4431, %4429 ]
  %4456 = phi <8 x float> [ %4471, %4451 ], [ %4433, %4429 ]
  %4457 = phi <8 x float> [ %4466, %4451 ], [ %4432, %4429 ]
  %4458 = phi i64 [ %4492, %4451 ], [ 0, %4429 ]
  %4459 = mul nsw i64 %4458, %7
  %4460 = getelementptr inbounds float, ptr %4436, i64 %4459
  %4461 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4460, <8 x i1> %4395, <8 x float> zeroinitializer)
  %4462 = getelementptr float, ptr %382, i64 %4458
  %4463 = load float, ptr %4462, align 1
  %4464 = insertelement <8 x float> poison, float %4463, i64 0
  %4465 = shufflevector <8 x float> %4464, <8 x float> poison, <8 x i32> zeroinitializer
  %4466 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4461, <8 x float> %4465, <8 x float> %4457)
  %4467 = getelementptr float, ptr %4462, i64 %5
  %4468 = load float, ptr %4467, align 1
  %4469 = insertelement <8 x float> poison, float %4468, i64 0
  %4470 = shufflevector <8 x float> %4469, <8 x float> poison, <8 x i32> zeroinitializer
  %4471 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4461, <8 x float> %4470, <8 x float> %4456)
  %4472 = getelementptr i8, ptr %4462, i64 %100
  %4473 = load float, ptr %4472, align 1
  %4474 = insertelement <8 x float> poison, float %4473, i64 0
  %4475 = shufflevector <8 x float> %4474, <8 x float> poison, <8 x i32> zeroinitializer
  %4476 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4461, <8 x float> %4475, <8 x float> %4455)
  %4477 = getelementptr i8, ptr %4462, i64 %101
  %4478 = load float, ptr %4477, align 1
  %4479 = insertelement <8 x float> poison, float %4478, i64 0
  %4480 = shufflevector <8 x float> %4479, <8 x float> poison, <8 x i32> zeroinitializer
  %4481 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4461, <8 x float> %4480, <8 x float> %4454)
  %4482 = getelementptr i8, ptr %4462, i64 %102
  %4483 = load float, ptr %4482, align 1
  %4484 = insertelement <8 x float> poison, float %4483, i64 0
  %4485 = shufflevector <8 x float> %4484, <8 x float> poison, <8 x i32> zeroinitializer
  %4486 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4461, <8 x float> %4485, <8 x float> %4453)
  %4487 = getelementptr i8, ptr %4462, i64 %103
  %4488 = load float, ptr %4487, align 1
  %4489 = insertelement <8 x float> poison, float %4488, i64 0
  %4490 = shufflevector <8 x float> %4489, <8 x float> poison, <8 x i32> zeroinitializer
  %4491 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4461, <8 x float> %4490, <8 x float> %4452)
  %4492 = add nuw nsw i64 %4458, 1
  %4493 = icmp eq i64 %4492, %5
  br i1 %4493, label %4437, label %4451

4494:                                             ; preds = %4437
  %4495 = add nsw i64 %383, %555
  %4496 = getelementptr inbounds float, ptr %368, i64 %4495
  %4497 = getelementptr inbounds float, ptr %366, i64 %4495
  %4498 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4496, <8 x i1> %4395, <8 x float> zeroinitializer)
  switch i64 %104, label %642 [
    i64 1, label %4510
    i64 2, label %4513
    i64 3, label %4520
    i64 0, label %4499
  ]

4499:                                             ; preds = %4494
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4498, ptr align 1 %4496, <8 x i1> %4395)
  %4500 = getelementptr float, ptr %536, i64 %555
  %4501 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4500, <8 x i1> %4395, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4501, ptr align 1 %4500, <8 x i1> %4395)
  %4502 = getelementptr float, ptr %537, i64 %555
  %4503 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4502, <8 x i1> %4395, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4503, ptr align 1 %4502, <8 x i1> %4395)
  %4504 = getelementptr float, ptr %538, i64 %555
  %4505 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4504, <8 x i1> %4395, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4505, ptr align 1 %4504, <8 x i1> %4395)
  %4506 = getelementptr float, ptr %539, i64 %555
  %4507 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4506, <8 x i1> %4395, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4507, ptr align 1 %4506, <8 x i1> %4395)
  %4508 = getelementptr float, ptr %540, i64 %555
  %4509 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4508, <8 x i1> %4395, <8 x float> zeroinitializer)
  br label %4870

4510:                                             ; preds = %4494
  %4511 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4497, <8 x i1> %4395, <8 x float> zeroinitializer)
  %4512 = fadd <8 x float> %4498, %4511
  br label %4527

4513:                                             ; preds = %4494
  %4514 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4498)
  %4515 = bitcast <8 x float> %4498 to <8 x i32>
  %4516 = or <8 x i32> %4515, %46
  %4517 = bitcast <8 x i32> %4516 to <8 x float>
  %4518 = fcmp oeq <8 x float> %4498, %33
  %4519 = select <8 x i1> %4518, <8 x float> %4517, <8 x float> %4514
  br label %4527

4520:                                             ; preds = %4494
  %4521 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4498)
  %4522 = bitcast <8 x float> %4498 to <8 x i32>
  %4523 = and <8 x i32> %4522, %45
  %4524 = bitcast <8 x i32> %4523 to <8 x float>
  %4525 = fcmp oeq <8 x float> %4498, %30
  %4526 = select <8 x i1> %4525, <8 x float> %4524, <8 x float> %4521
  br label %4527

4527:                                             ; preds = %4520, %4513, %4510
  %4528 = phi <8 x float> [ %4512, %4510 ], [ %4519, %4513 ], [ %4526, %4520 ]
  switch i64 %106, label %642 [
    i64 1, label %4543
    i64 2, label %4536
    i64 3, label %4529
    i64 0, label %4565
  ]

4529:                                             ; preds = %4527
  %4530 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4528)
  %4531 = bitcast <8 x float> %4528 to <8 x i32>
  %4532 = and <8 x i32> %4531, %45
  %4533 = bitcast <8 x i32> %4532 to <8 x float>
  %4534 = fcmp oeq <8 x float> %4528, %30
  %4535 = select <8 x i1> %4534, <8 x float> %4533, <8 x float> %4530
  br label %4546

4536:                                             ; preds = %4527
  %4537 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4528)
  %4538 = bitcast <8 x float> %4528 to <8 x i32>
  %4539 = or <8 x i32> %4538, %46
  %4540 = bitcast <8 x i32> %4539 to <8 x float>
  %4541 = fcmp oeq <8 x float> %4528, %33
  %4542 = select <8 x i1> %4541, <8 x float> %4540, <8 x float> %4537
  br label %4546

4543:                                             ; preds = %4527
  %4544 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4497, <8 x i1> %4395, <8 x float> zeroinitializer)
  %4545 = fadd <8 x float> %4528, %4544
  br label %4546

4546:                                             ; preds = %4543, %4536, %4529
  %4547 = phi <8 x float> [ %4545, %4543 ], [ %4542, %4536 ], [ %4535, %4529 ]
  switch i64 %108, label %642 [
    i64 1, label %4562
    i64 2, label %4555
    i64 3, label %4548
    i64 0, label %4565
  ]

4548:                                             ; preds = %4546
  %4549 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4547)
  %4550 = bitcast <8 x float> %4547 to <8 x i32>
  %4551 = and <8 x i32> %4550, %45
  %4552 = bitcast <8 x i32> %4551 to <8 x float>
  %4553 = fcmp oeq <8 x float> %4547, %30
  %4554 = select <8 x i1> %4553, <8 x float> %4552, <8 x float> %4549
  br label %4565

4555:                                             ; preds = %4546
  %4556 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4547)
  %4557 = bitcast <8 x float> %4547 to <8 x i32>
  %4558 = or <8 x i32> %4557, %46
  %4559 = bitcast <8 x i32> %4558 to <8 x float>
  %4560 = fcmp oeq <8 x float> %4547, %33
  %4561 = select <8 x i1> %4560, <8 x float> %4559, <8 x float> %4556
  br label %4565

4562:                                             ; preds = %4546
  %4563 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4497, <8 x i1> %4395, <8 x float> zeroinitializer)
  %4564 = fadd <8 x float> %4547, %4563
  br label %4565

4565:                                             ; preds = %4548, %4555, %4562, %4546, %4527
  %4566 = phi <8 x float> [ %4547, %4546 ], [ %4554, %4548 ], [ %4528, %4527 ], [ %4564, %4562 ], [ %4561, %4555 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4566, ptr align 1 %4496, <8 x i1> %4395)
  %4567 = add nsw i64 %427, %555
  %4568 = getelementptr inbounds float, ptr %368, i64 %4567
  %4569 = getelementptr inbounds float, ptr %366, i64 %4567
  %4570 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4568, <8 x i1> %4395, <8 x float> zeroinitializer)
  switch i64 %104, label %642 [
    i64 1, label %4585
    i64 2, label %4578
    i64 3, label %4571
  ]

4571:                                             ; preds = %4565
  %4572 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4570)
  %4573 = bitcast <8 x float> %4570 to <8 x i32>
  %4574 = and <8 x i32> %4573, %45
  %4575 = bitcast <8 x i32> %4574 to <8 x float>
  %4576 = fcmp oeq <8 x float> %4570, %30
  %4577 = select <8 x i1> %4576, <8 x float> %4575, <8 x float> %4572
  br label %4588

4578:                                             ; preds = %4565
  %4579 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4570)
  %4580 = bitcast <8 x float> %4570 to <8 x i32>
  %4581 = or <8 x i32> %4580, %46
  %4582 = bitcast <8 x i32> %4581 to <8 x float>
  %4583 = fcmp oeq <8 x float> %4570, %33
  %4584 = select <8 x i1> %4583, <8 x float> %4582, <8 x float> %4579
  br label %4588

4585:                                             ; preds = %4565
  %4586 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4569, <8 x i1> %4395, <8 x float> zeroinitializer)
  %4587 = fadd <8 x float> %4570, %4586
  br label %4588

4588:                                             ; preds = %4585, %4578, %4571
  %4589 = phi <8 x float> [ %4587, %4585 ], [ %4584, %4578 ], [ %4577, %4571 ]
  switch i64 %110, label %642 [
    i64 1, label %4604
    i64 2, label %4597
    i64 3, label %4590
    i64 0, label %4626
  ]

4590:                                             ; preds = %4588
  %4591 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4589)
  %4592 = bitcast <8 x float> %4589 to <8 x i32>
  %4593 = and <8 x i32> %4592, %45
  %4594 = bitcast <8 x i32> %4593 to <8 x float>
  %4595 = fcmp oeq <8 x float> %4589, %30
  %4596 = select <8 x i1> %4595, <8 x float> %4594, <8 x float> %4591
  br label %4607

4597:                                             ; preds = %4588
  %4598 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4589)
  %4599 = bitcast <8 x float> %4589 to <8 x i32>
  %4600 = or <8 x i32> %4599, %46
  %4601 = bitcast <8 x i32> %4600 to <8 x float>
  %4602 = fcmp oeq <8 x float> %4589, %33
  %4603 = select <8 x i1> %4602, <8 x float> %4601, <8 x float> %4598
  br label %4607

4604:                                             ; preds = %4588
  %4605 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4569, <8 x i1> %4395, <8 x float> zeroinitializer)
  %4606 = fadd <8 x float> %4589, %4605
  br label %4607

4607:                                             ; preds = %4604, %4597, %4590
  %4608 = phi <8 x float> [ %4606, %4604 ], [ %4603, %4597 ], [ %4596, %4590 ]
  switch i64 %112, label %642 [
    i64 1, label %4623
    i64 2, label %4616
    i64 3, label %4609
    i64 0, label %4626
  ]

4609:                                             ; preds = %4607
  %4610 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4608)
  %4611 = bitcast <8 x float> %4608 to <8 x i32>
  %4612 = and <8 x i32> %4611, %45
  %4613 = bitcast <8 x i32> %4612 to <8 x float>
  %4614 = fcmp oeq <8 x float> %4608, %30
  %4615 = select <8 x i1> %4614, <8 x float> %4613, <8 x float> %4610
  br label %4626

4616:                                             ; preds = %4607
  %4617 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4608)
  %4618 = bitcast <8 x float> %4608 to <8 x i32>
  %4619 = or <8 x i32> %4618, %46
  %4620 = bitcast <8 x i32> %4619 to <8 x float>
  %4621 = fcmp oeq <8 x float> %4608, %33
  %4622 = select <8 x i1> %4621, <8 x float> %4620, <8 x float> %4617
  br label %4626

4623:                                             ; preds = %4607
  %4624 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4569, <8 x i1> %4395, <8 x float> zeroinitializer)
  %4625 = fadd <8 x float> %4608, %4624
  br label %4626

4626:                                             ; preds = %4609, %4616, %4623, %4607, %4588
  %4627 = phi <8 x float> [ %4622, %4616 ], [ %4615, %4609 ], [ %4589, %4588 ], [ %4608, %4607 ], [ %4625, %4623 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4627, ptr align 1 %4568, <8 x i1> %4395)
  %4628 = add nsw i64 %429, %555
  %4629 = getelementptr inbounds float, ptr %368, i64 %4628
  %4630 = getelementptr inbounds float, ptr %366, i64 %4628
  %4631 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4629, <8 x i1> %4395, <8 x float> zeroinitializer)
  switch i64 %104, label %642 [
    i64 1, label %4646
    i64 2, label %4639
    i64 3, label %4632
  ]

4632:                                             ; preds = %4626
  %4633 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4631)
  %4634 = bitcast <8 x float> %4631 to <8 x i32>
  %4635 = and <8 x i32> %4634, %45
  %4636 = bitcast <8 x i32> %4635 to <8 x float>
  %4637 = fcmp oeq <8 x float> %4631, %30
  %4638 = select <8 x i1> %4637, <8 x float> %4636, <8 x float> %4633
  br label %4649

4639:                                             ; preds = %4626
  %4640 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4631)
  %4641 = bitcast <8 x float> %4631 to <8 x i32>
  %4642 = or <8 x i32> %4641, %46
  %4643 = bitcast <8 x i32> %4642 to <8 x float>
  %4644 = fcmp oeq <8 x float> %4631, %33
  %4645 = select <8 x i1> %4644, <8 x float> %4643, <8 x float> %4640
  br label %4649

4646:                                             ; preds = %4626
  %4647 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4630, <8 x i1> %4395, <8 x float> zeroinitializer)
  %4648 = fadd <8 x float> %4631, %4647
  br label %4649

4649:                                             ; preds = %4646, %4639, %4632
  %4650 = phi <8 x float> [ %4648, %4646 ], [ %4645, %4639 ], [ %4638, %4632 ]
  switch i64 %114, label %642 [
    i64 1, label %4665
    i64 2, label %4658
    i64 3, label %4651
    i64 0, label %4687
  ]

4651:                                             ; preds = %4649
  %4652 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4650)
  %4653 = bitcast <8 x float> %4650 to <8 x i32>
  %4654 = and <8 x i32> %4653, %45
  %4655 = bitcast <8 x i32> %4654 to <8 x float>
  %4656 = fcmp oeq <8 x float> %4650, %30
  %4657 = select <8 x i1> %4656, <8 x float> %4655, <8 x float> %4652
  br label %4668

4658:                                             ; preds = %4649
  %4659 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4650)
  %4660 = bitcast <8 x float> %4650 to <8 x i32>
  %4661 = or <8 x i32> %4660, %46
  %4662 = bitcast <8 x i32> %4661 to <8 x float>
  %4663 = fcmp oeq <8 x float> %4650, %33
  %4664 = select <8 x i1> %4663, <8 x float> %4662, <8 x float> %4659
  br label %4668

4665:                                             ; preds = %4649
  %4666 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4630, <8 x i1> %4395, <8 x float> zeroinitializer)
  %4667 = fadd <8 x float> %4650, %4666
  br label %4668

4668:                                             ; preds = %4665, %4658, %4651
  %4669 = phi <8 x float> [ %4667, %4665 ], [ %4664, %4658 ], [ %4657, %4651 ]
  switch i64 %116, label %642 [
    i64 1, label %4684
    i64 2, label %4677
    i64 3, label %4670
    i64 0, label %4687
  ]

4670:                                             ; preds = %4668
  %4671 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4669)
  %4672 = bitcast <8 x float> %4669 to <8 x i32>
  %4673 = and <8 x i32> %4672, %45
  %4674 = bitcast <8 x i32> %4673 to <8 x float>
  %4675 = fcmp oeq <8 x float> %4669, %30
  %4676 = select <8 x i1> %4675, <8 x float> %4674, <8 x float> %4671
  br label %4687

4677:                                             ; preds = %4668
  %4678 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4669)
  %4679 = bitcast <8 x float> %4669 to <8 x i32>
  %4680 = or <8 x i32> %4679, %46
  %4681 = bitcast <8 x i32> %4680 to <8 x float>
  %4682 = fcmp oeq <8 x float> %4669, %33
  %4683 = select <8 x i1> %4682, <8 x float> %4681, <8 x float> %4678
  br label %4687

4684:                                             ; preds = %4668
  %4685 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4630, <8 x i1> %4395, <8 x float> zeroinitializer)
  %4686 = fadd <8 x float> %4669, %4685
  br label %4687

4687:                                             ; preds = %4670, %4677, %4684, %4668, %4649
  %4688 = phi <8 x float> [ %4683, %4677 ], [ %4676, %4670 ], [ %4650, %4649 ], [ %4669, %4668 ], [ %4686, %4684 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4688, ptr align 1 %4629, <8 x i1> %4395)
  %4689 = add nsw i64 %431, %555
  %4690 = getelementptr inbounds float, ptr %368, i64 %4689
  %4691 = getelementptr inbounds float, ptr %366, i64 %4689
  %4692 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4690, <8 x i1> %4395, <8 x float> zeroinitializer)
  switch i64 %104, label %642 [
    i64 1, label %4707
    i64 2, label %4700
    i64 3, label %4693
  ]

4693:                                             ; preds = %4687
  %4694 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4692)
  %4695 = bitcast <8 x float> %4692 to <8 x i32>
  %4696 = and <8 x i32> %4695, %45
  %4697 = bitcast <8 x i32> %4696 to <8 x float>
  %4698 = fcmp oeq <8 x float> %4692, %30
  %4699 = select <8 x i1> %4698, <8 x float> %4697, <8 x float> %4694
  br label %4710

4700:                                             ; preds = %4687
  %4701 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4692)
  %4702 = bitcast <8 x float> %4692 to <8 x i32>
  %4703 = or <8 x i32> %4702, %46
  %4704 = bitcast <8 x i32> %4703 to <8 x float>
  %4705 = fcmp oeq <8 x float> %4692, %33
  %4706 = select <8 x i1> %4705, <8 x float> %4704, <8 x float> %4701
  br label %4710

4707:                                             ; preds = %4687
  %4708 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4691, <8 x i1> %4395, <8 x float> zeroinitializer)
  %4709 = fadd <8 x float> %4692, %4708
  br label %4710

4710:                                             ; preds = %4707, %4700, %4693
  %4711 = phi <8 x float> [ %4709, %4707 ], [ %4706, %4700 ], [ %4699, %4693 ]
  switch i64 %118, label %642 [
    i64 1, label %4726
    i64 2, label %4719
    i64 3, label %4712
    i64 0, label %4748
  ]

4712:                                             ; preds = %4710
  %4713 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4711)
  %4714 = bitcast <8 x float> %4711 to <8 x i32>
  %4715 = and <8 x i32> %4714, %45
  %4716 = bitcast <8 x i32> %4715 to <8 x float>
  %4717 = fcmp oeq <8 x float> %4711, %30
  %4718 = select <8 x i1> %4717, <8 x float> %4716, <8 x float> %4713
  br label %4729

4719:                                             ; preds = %4710
  %4720 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4711)
  %4721 = bitcast <8 x float> %4711 to <8 x i32>
  %4722 = or <8 x i32> %4721, %46
  %4723 = bitcast <8 x i32> %4722 to <8 x float>
  %4724 = fcmp oeq <8 x float> %4711, %33
  %4725 = select <8 x i1> %4724, <8 x float> %4723, <8 x float> %4720
  br label %4729

4726:                                             ; preds = %4710
  %4727 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4691, <8 x i1> %4395, <8 x float> zeroinitializer)
  %4728 = fadd <8 x float> %4711, %4727
  br label %4729

4729:                                             ; preds = %4726, %4719, %4712
  %4730 = phi <8 x float> [ %4728, %4726 ], [ %4725, %4719 ], [ %4718, %4712 ]
  switch i64 %120, label %642 [
    i64 1, label %4745
    i64 2, label %4738
    i64 3, label %4731
    i64 0, label %4748
  ]

4731:                                             ; preds = %4729
  %4732 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4730)
  %4733 = bitcast <8 x float> %4730 to <8 x i32>
  %4734 = and <8 x i32> %4733, %45
  %4735 = bitcast <8 x i32> %4734 to <8 x float>
  %4736 = fcmp oeq <8 x float> %4730, %30
  %4737 = select <8 x i1> %4736, <8 x float> %4735, <8 x float> %4732
  br label %4748

4738:                                             ; preds = %4729
  %4739 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4730)
  %4740 = bitcast <8 x float> %4730 to <8 x i32>
  %4741 = or <8 x i32> %4740, %46
  %4742 = bitcast <8 x i32> %4741 to <8 x float>
  %4743 = fcmp oeq <8 x float> %4730, %33
  %4744 = select <8 x i1> %4743, <8 x float> %4742, <8 x float> %4739
  br label %4748

4745:                                             ; preds = %4729
  %4746 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4691, <8 x i1> %4395, <8 x float> zeroinitializer)
  %4747 = fadd <8 x float> %4730, %4746
  br label %4748

4748:                                             ; preds = %4731, %4738, %4745, %4729, %4710
  %4749 = phi <8 x float> [ %4744, %4738 ], [ %4737, %4731 ], [ %4711, %4710 ], [ %4730, %4729 ], [ %4747, %4745 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4749, ptr align 1 %4690, <8 x i1> %4395)
  %4750 = add nsw i64 %433, %555
  %4751 = getelementptr inbounds float, ptr %368, i64 %4750
  %4752 = getelementptr inbounds float, ptr %366, i64 %4750
  %4753 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4751, <8 x i1> %4395, <8 x float> zeroinitializer)
  switch i64 %104, label %642 [
    i64 1, label %4768
    i64 2, label %4761
    i64 3, label %4754
  ]

4754:                                             ; preds = %4748
  %4755 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4753)
  %4756 = bitcast <8 x float> %4753 to <8 x i32>
  %4757 = and <8 x i32> %4756, %45
  %4758 = bitcast <8 x i32> %4757 to <8 x float>
  %4759 = fcmp oeq <8 x float> %4753, %30
  %4760 = select <8 x i1> %4759, <8 x float> %4758, <8 x float> %4755
  br label %4771

4761:                                             ; preds = %4748
  %4762 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4753)
  %4763 = bitcast <8 x float> %4753 to <8 x i32>
  %4764 = or <8 x i32> %4763, %46
  %4765 = bitcast <8 x i32> %4764 to <8 x float>
  %4766 = fcmp oeq <8 x float> %4753, %33
  %4767 = select <8 x i1> %4766, <8 x float> %4765, <8 x float> %4762
  br label %4771

4768:                                             ; preds = %4748
  %4769 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4752, <8 x i1> %4395, <8 x float> zeroinitializer)
  %4770 = fadd <8 x float> %4753, %4769
  br label %4771

4771:                                             ; preds = %4768, %4761, %4754
  %4772 = phi <8 x float> [ %4770, %4768 ], [ %4767, %4761 ], [ %4760, %4754 ]
  switch i64 %122, label %642 [
    i64 1, label %4787
    i64 2, label %4780
    i64 3, label %4773
    i64 0, label %4809
  ]

4773:                                             ; preds = %4771
  %4774 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4772)
  %4775 = bitcast <8 x float> %4772 to <8 x i32>
  %4776 = and <8 x i32> %4775, %45
  %4777 = bitcast <8 x i32> %4776 to <8 x float>
  %4778 = fcmp oeq <8 x float> %4772, %30
  %4779 = select <8 x i1> %4778, <8 x float> %4777, <8 x float> %4774
  br label %4790

4780:                                             ; preds = %4771
  %4781 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4772)
  %4782 = bitcast <8 x float> %4772 to <8 x i32>
  %4783 = or <8 x i32> %4782, %46
  %4784 = bitcast <8 x i32> %4783 to <8 x float>
  %4785 = fcmp oeq <8 x float> %4772, %33
  %4786 = select <8 x i1> %4785, <8 x float> %4784, <8 x float> %4781
  br label %4790

4787:                                             ; preds = %4771
  %4788 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4752, <8 x i1> %4395, <8 x float> zeroinitializer)
  %4789 = fadd <8 x float> %4772, %4788
  br label %4790

4790:                                             ; preds = %4787, %4780, %4773
  %4791 = phi <8 x float> [ %4789, %4787 ], [ %4786, %4780 ], [ %4779, %4773 ]
  switch i64 %124, label %642 [
    i64 1, label %4806
    i64 2, label %4799
    i64 3, label %4792
    i64 0, label %4809
  ]

4792:                                             ; preds = %4790
  %4793 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4791)
  %4794 = bitcast <8 x float> %4791 to <8 x i32>
  %4795 = and <8 x i32> %4794, %45
  %4796 = bitcast <8 x i32> %4795 to <8 x float>
  %4797 = fcmp oeq <8 x float> %4791, %30
  %4798 = select <8 x i1> %4797, <8 x float> %4796, <8 x float> %4793
  br label %4809

4799:                                             ; preds = %4790
  %4800 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4791)
  %4801 = bitcast <8 x float> %4791 to <8 x i32>
  %4802 = or <8 x i32> %4801, %46
  %4803 = bitcast <8 x i32> %4802 to <8 x float>
  %4804 = fcmp oeq <8 x float> %4791, %33
  %4805 = select <8 x i1> %4804, <8 x float> %4803, <8 x float> %4800
  br label %4809

4806:                                             ; preds = %4790
  %4807 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4752, <8 x i1> %4395, <8 x float> zeroinitializer)
  %4808 = fadd <8 x float> %4791, %4807
  br label %4809

4809:                                             ; preds = %4792, %4799, %4806, %4790, %4771
  %4810 = phi <8 x float> [ %4805, %4799 ], [ %4798, %4792 ], [ %4772, %4771 ], [ %4791, %4790 ], [ %4808, %4806 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4810, ptr align 1 %4751, <8 x i1> %4395)
  %4811 = add nsw i64 %435, %555
  %4812 = getelementptr inbounds float, ptr %368, i64 %4811
  %4813 = getelementptr inbounds float, ptr %366, i64 %4811
  %4814 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4812, <8 x i1> %4395, <8 x float> zeroinitializer)
  switch i64 %104, label %642 [
    i64 1, label %4829
    i64 2, label %4822
    i64 3, label %4815
  ]

4815:                                             ; preds = %4809
  %4816 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4814)
  %4817 = bitcast <8 x float> %4814 to <8 x i32>
  %4818 = and <8 x i32> %4817, %45
  %4819 = bitcast <8 x i32> %4818 to <8 x float>
  %4820 = fcmp oeq <8 x float> %4814, %30
  %4821 = select <8 x i1> %4820, <8 x float> %4819, <8 x float> %4816
  br label %4832

4822:                                             ; preds = %4809
  %4823 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4814)
  %4824 = bitcast <8 x float> %4814 to <8 x i32>
  %4825 = or <8 x i32> %4824, %46
  %4826 = bitcast <8 x i32> %4825 to <8 x float>
  %4827 = fcmp oeq <8 x float> %4814, %33
  %4828 = select <8 x i1> %4827, <8 x float> %4826, <8 x float> %4823
  br label %4832

4829:                                             ; preds = %4809
  %4830 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4813, <8 x i1> %4395, <8 x float> zeroinitializer)
  %4831 = fadd <8 x float> %4814, %4830
  br label %4832

4832:                                             ; preds = %4829, %4822, %4815
  %4833 = phi <8 x float> [ %4831, %4829 ], [ %4828, %4822 ], [ %4821, %4815 ]
  switch i64 %126, label %642 [
    i64 1, label %4848
    i64 2, label %4841
    i64 3, label %4834
    i64 0, label %4870
  ]

4834:                                             ; preds = %4832
  %4835 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4833)
  %4836 = bitcast <8 x float> %4833 to <8 x i32>
  %4837 = and <8 x i32> %4836, %45
  %4838 = bitcast <8 x i32> %4837 to <8 x float>
  %4839 = fcmp oeq <8 x float> %4833, %30
  %4840 = select <8 x i1> %4839, <8 x float> %4838, <8 x float> %4835
  br label %4851

4841:                                             ; preds = %4832
  %4842 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4833)
  %4843 = bitcast <8 x float> %4833 to <8 x i32>
  %4844 = or <8 x i32> %4843, %46
  %4845 = bitcast <8 x i32> %4844 to <8 x float>
  %4846 = fcmp oeq <8 x float> %4833, %33
  %4847 = select <8 x i1> %4846, <8 x float> %4845, <8 x float> %4842
  br label %4851

4848:                                             ; preds = %4832
  %4849 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4813, <8 x i1> %4395, <8 x float> zeroinitializer)
  %4850 = fadd <8 x float> %4833, %4849
  br label %4851

4851:                                             ; preds = %4848, %4841, %4834
  %4852 = phi <8 x float> [ %4850, %4848 ], [ %4847, %4841 ], [ %4840, %4834 ]
  switch i64 %128, label %642 [
    i64 1, label %4867
    i64 2, label %4860
    i64 3, label %4853
    i64 0, label %4870
  ]

4853:                                             ; preds = %4851
  %4854 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %4852)
  %4855 = bitcast <8 x float> %4852 to <8 x i32>
  %4856 = and <8 x i32> %4855, %45
  %4857 = bitcast <8 x i32> %4856 to <8 x float>
  %4858 = fcmp oeq <8 x float> %4852, %30
  %4859 = select <8 x i1> %4858, <8 x float> %4857, <8 x float> %4854
  br label %4870

4860:                                             ; preds = %4851
  %4861 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %4852)
  %4862 = bitcast <8 x float> %4852 to <8 x i32>
  %4863 = or <8 x i32> %4862, %46
  %4864 = bitcast <8 x i32> %4863 to <8 x float>
  %4865 = fcmp oeq <8 x float> %4852, %33
  %4866 = select <8 x i1> %4865, <8 x float> %4864, <8 x float> %4861
  br label %4870

4867:                                             ; preds = %4851
  %4868 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4813, <8 x i1> %4395, <8 x float> zeroinitializer)
  %4869 = fadd <8 x float> %4852, %4868
  br label %4870

4870:                                             ; preds = %4853, %4860, %4867, %4499, %4851, %4832
  %4871 = phi ptr [ %4508, %4499 ], [ %4812, %4853 ], [ %4812, %4832 ], [ %4812, %4851 ], [ %4812, %4867 ], [ %4812, %4860 ]
  %4872 = phi <8 x float> [ %4509, %4499 ], [ %4859, %4853 ], [ %4833, %4832 ], [ %4852, %4851 ], [ %4869, %4867 ], [ %4866, %4860 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4872, ptr align 1 %4871, <8 x i1> %4395)
  br label %5815

4873:                                             ; preds = %554
  %4874 = icmp sgt i64 %556, 7
  %4875 = trunc i64 %556 to i32
  %4876 = select i1 %4874, i32 8, i32 %4875
  %4877 = insertelement <8 x i32> poison, i32 %4876, i64 0
  %4878 = shufflevector <8 x i32> %4877, <8 x i32> poison, <8 x i32> zeroinitializer
  %4879 = icmp sgt <8 x i32> %4878, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4880 = add i64 %555, 8
  %4881 = sub i64 %7, %4880
  %4882 = icmp sgt i64 %4881, 7
  %4883 = trunc i64 %4881 to i32
  %4884 = select i1 %4882, i32 8, i32 %4883
  %4885 = insertelement <8 x i32> poison, i32 %4884, i64 0
  %4886 = shufflevector <8 x i32> %4885, <8 x i32> poison, <8 x i32> zeroinitializer
  %4887 = icmp sgt <8 x i32> %4886, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %42, label %4919, label %4888

4888:                                             ; preds = %4873
  %4889 = load float, ptr %380, align 1
  %4890 = insertelement <8 x float> poison, float %4889, i64 0
  %4891 = shufflevector <8 x float> %4890, <8 x float> poison, <8 x i32> zeroinitializer
  %4892 = insertelement <8 x float> poison, float %4889, i64 0
  %4893 = shufflevector <8 x float> %4892, <8 x float> poison, <8 x i32> zeroinitializer
  %4894 = load float, ptr %386, align 1
  %4895 = insertelement <8 x float> poison, float %4894, i64 0
  %4896 = shufflevector <8 x float> %4895, <8 x float> poison, <8 x i32> zeroinitializer
  %4897 = insertelement <8 x float> poison, float %4894, i64 0
  %4898 = shufflevector <8 x float> %4897, <8 x float> poison, <8 x i32> zeroinitializer
  %4899 = load float, ptr %389, align 1
  %4900 = insertelement <8 x float> poison, float %4899, i64 0
  %4901 = shufflevector <8 x float> %4900, <8 x float> poison, <8 x i32> zeroinitializer
  %4902 = insertelement <8 x float> poison, float %4899, i64 0
  %4903 = shufflevector <8 x float> %4902, <8 x float> poison, <8 x i32> zeroinitializer
  %4904 = load float, ptr %392, align 1
  %4905 = insertelement <8 x float> poison, float %4904, i64 0
  %4906 = shufflevector <8 x float> %4905, <8 x float> poison, <8 x i32> zeroinitializer
  %4907 = insertelement <8 x float> poison, float %4904, i64 0
  %4908 = shufflevector <8 x float> %4907, <8 x float> poison, <8 x i32> zeroinitializer
  %4909 = load float, ptr %395, align 1
  %4910 = insertelement <8 x float> poison, float %4909, i64 0
  %4911 = shufflevector <8 x float> %4910, <8 x float> poison, <8 x i32> zeroinitializer
  %4912 = insertelement <8 x float> poison, float %4909, i64 0
  %4913 = shufflevector <8 x float> %4912, <8 x float> poison, <8 x i32> zeroinitializer
  %4914 = load float, ptr %398, align 1
  %4915 = insertelement <8 x float> poison, float %4914, i64 0
  %4916 = shufflevector <8 x float> %4915, <8 x float> poison, <8 x i32> zeroinitializer
  %4917 = insertelement <8 x float> poison, float %4914, i64 0
  %4918 = shufflevector <8 x float> %4917, <8 x float> poison, <8 x i32> zeroinitializer
  br label %4945

4919:                                             ; preds = %4873
  %4920 = getelementptr float, ptr %363, i64 %555
  %4921 = getelementptr float, ptr %4920, i64 %383
  %4922 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4921, <8 x i1> %4879, <8 x float> zeroinitializer)
  %4923 = getelementptr inbounds nuw i8, ptr %4921, i64 32
  %4924 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %4923, <8 x i1> %4887, <8 x float> zeroinitializer)
  %4925 = getelementptr float, ptr %4920, i64 %402
  %4926 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4925, <8 x i1> %4879, <8 x float> zeroinitializer)
  %4927 = getelementptr inbounds nuw i8, ptr %4925, i64 32
  %4928 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %4927, <8 x i1> %4887, <8 x float> zeroinitializer)
  %4929 = getelementptr float, ptr %4920, i64 %404
  %4930 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4929, <8 x i1> %4879, <8 x float> zeroinitializer)
  %4931 = getelementptr inbounds nuw i8, ptr %4929, i64 32
  %4932 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %4931, <8 x i1> %4887, <8 x float> zeroinitializer)
  %4933 = getelementptr float, ptr %4920, i64 %406
  %4934 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4933, <8 x i1> %4879, <8 x float> zeroinitializer)
  %4935 = getelementptr inbounds nuw i8, ptr %4933, i64 32
  %4936 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %4935, <8 x i1> %4887, <8 x float> zeroinitializer)
  %4937 = getelementptr float, ptr %4920, i64 %408
  %4938 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4937, <8 x i1> %4879, <8 x float> zeroinitializer)
  %4939 = getelementptr inbounds nuw i8, ptr %4937, i64 32
  %4940 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %4939, <8 x i1> %4887, <8 x float> zeroinitializer)
  %4941 = getelementptr float, ptr %4920, i64 %410
  %4942 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4941, <8 x i1> %4879, <8 x float> zeroinitializer)
  %4943 = getelementptr inbounds nuw i8, ptr %4941, i64 32
  %4944 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %4943, <8 x i1> %4887, <8 x float> zeroinitializer)
  br label %4945

4945:                                             ; preds = %4919, %4888
  %4946 = phi <8 x float> [ %4942, %4919 ], [ %4916, %4888 ]
  %4947 = phi <8 x float> [ %4938, %4919 ], [ %4911, %4888 ]
  %4948 = phi <8 x float> [ %4934, %4919 ], [ %4906, %4888 ]
  %4949 = phi <8 x float> [ %4930, %4919 ], [ %4901, %4888 ]
  %4950 = phi <8 x float> [ %4926, %4919 ], [ %4896, %4888 ]
  %4951 = phi <8 x float> [ %4922, %4919 ], [ %4891, %4888 ]
  %4952 = phi <8 x float> [ %4924, %4919 ], [ %4893, %4888 ]
  %4953 = phi i64 [ %402, %4919 ], [ %388, %4888 ]
  %4954 = phi <8 x float> [ %4928, %4919 ], [ %4898, %4888 ]
  %4955 = phi i64 [ %404, %4919 ], [ %391, %4888 ]
  %4956 = phi <8 x float> [ %4932, %4919 ], [ %4903, %4888 ]
  %4957 = phi i64 [ %406, %4919 ], [ %394, %4888 ]
  %4958 = phi <8 x float> [ %4936, %4919 ], [ %4908, %4888 ]
  %4959 = phi i64 [ %408, %4919 ], [ %397, %4888 ]
  %4960 = phi <8 x float> [ %4940, %4919 ], [ %4913, %4888 ]
  %4961 = phi i64 [ %410, %4919 ], [ %400, %4888 ]
  %4962 = phi <8 x float> [ %4944, %4919 ], [ %4918, %4888 ]
  %4963 = getelementptr inbounds float, ptr %361, i64 %555
  br i1 %43, label %4990, label %4964

4964:                                             ; preds = %4990, %4945
  %4965 = phi <8 x float> [ %4962, %4945 ], [ %5044, %4990 ]
  %4966 = phi <8 x float> [ %4946, %4945 ], [ %5043, %4990 ]
  %4967 = phi <8 x float> [ %4960, %4945 ], [ %5038, %4990 ]
  %4968 = phi <8 x float> [ %4947, %4945 ], [ %5037, %4990 ]
  %4969 = phi <8 x float> [ %4958, %4945 ], [ %5032, %4990 ]
  %4970 = phi <8 x float> [ %4948, %4945 ], [ %5031, %4990 ]
  %4971 = phi <8 x float> [ %4956, %4945 ], [ %5026, %4990 ]
  %4972 = phi <8 x float> [ %4949, %4945 ], [ %5025, %4990 ]
  %4973 = phi <8 x float> [ %4954, %4945 ], [ %5020, %4990 ]
  %4974 = phi <8 x float> [ %4950, %4945 ], [ %5019, %4990 ]
  %4975 = phi <8 x float> [ %4952, %4945 ], [ %5014, %4990 ]
  %4976 = phi <8 x float> [ %4951, %4945 ], [ %5013, %4990 ]
  %4977 = getelementptr float, ptr %368, i64 %555
  %4978 = getelementptr float, ptr %4977, i64 %383
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4976, ptr align 1 %4978, <8 x i1> %4879)
  %4979 = getelementptr inbounds nuw i8, ptr %4978, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4975, ptr nonnull align 1 %4979, <8 x i1> %4887)
  %4980 = getelementptr float, ptr %4977, i64 %4953
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4974, ptr align 1 %4980, <8 x i1> %4879)
  %4981 = getelementptr inbounds nuw i8, ptr %4980, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4973, ptr nonnull align 1 %4981, <8 x i1> %4887)
  %4982 = getelementptr float, ptr %4977, i64 %4955
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4972, ptr align 1 %4982, <8 x i1> %4879)
  %4983 = getelementptr inbounds nuw i8, ptr %4982, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4971, ptr nonnull align 1 %4983, <8 x i1> %4887)
  %4984 = getelementptr float, ptr %4977, i64 %4957
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4970, ptr align 1 %4984, <8 x i1> %4879)
  %4985 = getelementptr inbounds nuw i8, ptr %4984, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4969, ptr nonnull align 1 %4985, <8 x i1> %4887)
  %4986 = getelementptr float, ptr %4977, i64 %4959
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4968, ptr align 1 %4986, <8 x i1> %4879)
  %4987 = getelementptr inbounds nuw i8, ptr %4986, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4967, ptr nonnull align 1 %4987, <8 x i1> %4887)
  %4988 = getelementptr float, ptr %4977, i64 %4961
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4966, ptr align 1 %4988, <8 x i1> %4879)
  %4989 = getelementptr inbounds nuw i8, ptr %4988, i64 32
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4965, ptr nonnull align 1 %4989, <8 x i1> %4887)
  br i1 %44, label %5815, label %5047

4990:                                             ; preds = %4945, %4990
  %4991 = phi <8 x float> [ %5044, %4990 ], [ %4962, %4945 ]
  %4992 = phi <8 x float> [ %5043, %4990 ], [ %4946, %4945 ]
  %4993 = phi <8 x float> [ %5038, %4990 ], [ %4960, %4945 ]
  %4994 = phi <8 x float> [ %5037, %4990 ], [ %4947, %4945 ]
  %4995 = phi <8 x float> [ %5032, %4990 ], [ %4958, %4945 ]
  %4996 = phi <8 x float> [ %5031, %4990 ], [ %4948, %4945 ]
  %4997 = phi <8 x float> [ %5026, %4990 ], [ %4956, %4945 ]
  %4998 = phi <8 x float> [ %5025, %4990 ], [ %4949, %4945 ]
  %4999 = phi <8 x float> [ %5020, %4990 ], [ %4954, %4945 ]
  %5000 = phi <8 x float> [ %5019, %4990 ], [ %4950, %4945 ]
  %5001 = phi <8 x float> [ %5014, %4990 ], [ %4952, %4945 ]
  %5002 = phi <8 x float> [ %5013, %4990 ], [ %4951, %4945 ]
  %5003 = phi i64 [ %5045, %4990 ], [ 0, %4945 ]
  %5004 = mul nsw i64 %5003, %7
  %5005 = getelementptr inbounds float, ptr %4963, i64 %5004
  %5006 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5005, <8 x i1> %4879, <8 x float> zeroinitializer)
  %5007 = getelementptr inbounds nuw i8, ptr %5005, i64 32
  %5008 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull align 1 %5007, <8 x i1> %4887, <8 x float> zeroinitializer)
  %5009 = getelementptr float, ptr %382, i64 %5003
  %5010 = load float, ptr %5009, align 1
  %5011 = insertelement <8 x float> poison, float %5010, i64 0
  %5012 = shufflevector <8 x float> %5011, <8 x float> poison, <8 x i32> zeroinitializer
  %5013 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5006, <8 x float> %5012, <8 x float> %5002)
  %5014 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5008, <8 x float> %5012, <8 x float> %5001)
  %5015 = getelementptr float, ptr %5009, i64 %5
  %5016 = load float, ptr %5015, align 1
  %5017 = insertelement <8 x float> poison, float %5016, i64 0
  %5018 = shufflevector <8 x float> %5017, <8 x float> poison, <8 x i32> zeroinitializer
  %5019 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5006, <8 x float> %5018, <8 x float> %5000)
  %5020 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5008, <8 x float> %5018, <8 x float> %4999)
  %5021 = getelementptr i8, ptr %5009, i64 %47
  %5022 = load float, ptr %5021, align 1
  %5023 = insertelement <8 x float> poison, float %5022, i64 0
  %5024 = shufflevector <8 x float> %5023, <8 x float> poison, <8 x i32> zeroinitializer
  %5025 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5006, <8 x float> %5024, <8 x float> %4998)
  %5026 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5008, <8 x float> %5024, <8 x float> %4997)
  %5027 = getelementptr i8, ptr %5009, i64 %48
  %5028 = load float, ptr %5027, align 1
  %5029 = insertelement <8 x float> poison, float %5028, i64 0
  %5030 = shufflevector <8 x float> %5029, <8 x float> poison, <8 x i32> zeroinitializer
  %5031 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5006, <8 x float> %5030, <8 x float> %4996)
  %5032 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5008, <8 x float> %5030, <8 x float> %4995)
  %5033 = getelementptr i8, ptr %5009, i64 %49
  %5034 = load float, ptr %5033, align 1
  %5035 = insertelement <8 x float> poison, float %5034, i64 0
  %5036 = shufflevector <8 x float> %5035, <8 x float> poison, <8 x i32> zeroinitializer
  %5037 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5006, <8 x float> %5036, <8 x float> %4994)
  %5038 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5008, <8 x float> %5036, <8 x float> %4993)
  %5039 = getelementptr i8, ptr %5009, i64 %50
  %5040 = load float, ptr %5039, align 1
  %5041 = insertelement <8 x float> poison, float %5040, i64 0
  %5042 = shufflevector <8 x float> %5041, <8 x float> poison, <8 x i32> zeroinitializer
  %5043 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5006, <8 x float> %5042, <8 x float> %4992)
  %5044 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5008, <8 x float> %5042, <8 x float> %4991)
  %5045 = add nuw nsw i64 %5003, 1
  %5046 = icmp eq i64 %5045, %5
  br i1 %5046, label %4964, label %4990

5047:                                             ; preds = %4964
  %5048 = add nsw i64 %383, %555
  %5049 = getelementptr inbounds float, ptr %368, i64 %5048
  %5050 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5049, <8 x i1> %4879, <8 x float> zeroinitializer)
  %5051 = getelementptr inbounds float, ptr %366, i64 %5048
  switch i64 %51, label %642 [
    i64 1, label %5086
    i64 2, label %5089
    i64 3, label %5096
    i64 0, label %5052
  ]

5052:                                             ; preds = %5047
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5050, ptr align 1 %5049, <8 x i1> %4879)
  %5053 = getelementptr float, ptr %368, i64 %5048
  %5054 = getelementptr i8, ptr %5053, i64 32
  %5055 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5054, <8 x i1> %4887, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5055, ptr align 1 %5054, <8 x i1> %4887)
  %5056 = add nsw i64 %4953, %555
  %5057 = getelementptr inbounds float, ptr %368, i64 %5056
  %5058 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5057, <8 x i1> %4879, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5058, ptr align 1 %5057, <8 x i1> %4879)
  %5059 = getelementptr float, ptr %368, i64 %5056
  %5060 = getelementptr i8, ptr %5059, i64 32
  %5061 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5060, <8 x i1> %4887, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5061, ptr align 1 %5060, <8 x i1> %4887)
  %5062 = add nsw i64 %4955, %555
  %5063 = getelementptr inbounds float, ptr %368, i64 %5062
  %5064 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5063, <8 x i1> %4879, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5064, ptr align 1 %5063, <8 x i1> %4879)
  %5065 = getelementptr float, ptr %368, i64 %5062
  %5066 = getelementptr i8, ptr %5065, i64 32
  %5067 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5066, <8 x i1> %4887, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5067, ptr align 1 %5066, <8 x i1> %4887)
  %5068 = add nsw i64 %4957, %555
  %5069 = getelementptr inbounds float, ptr %368, i64 %5068
  %5070 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5069, <8 x i1> %4879, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5070, ptr align 1 %5069, <8 x i1> %4879)
  %5071 = getelementptr float, ptr %368, i64 %5068
  %5072 = getelementptr i8, ptr %5071, i64 32
  %5073 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5072, <8 x i1> %4887, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5073, ptr align 1 %5072, <8 x i1> %4887)
  %5074 = add nsw i64 %4959, %555
  %5075 = getelementptr inbounds float, ptr %368, i64 %5074
  %5076 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5075, <8 x i1> %4879, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5076, ptr align 1 %5075, <8 x i1> %4879)
  %5077 = getelementptr float, ptr %368, i64 %5074
  %5078 = getelementptr i8, ptr %5077, i64 32
  %5079 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5078, <8 x i1> %4887, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5079, ptr align 1 %5078, <8 x i1> %4887)
  %5080 = add nsw i64 %4961, %555
  %5081 = getelementptr inbounds float, ptr %368, i64 %5080
  %5082 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5081, <8 x i1> %4879, <8 x float> zeroinitializer)
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5082, ptr align 1 %5081, <8 x i1> %4879)
  %5083 = getelementptr float, ptr %368, i64 %5080
  %5084 = getelementptr i8, ptr %5083, i64 32
  %5085 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5084, <8 x i1> %4887, <8 x float> zeroinitializer)
  br label %5812

5086:                                             ; preds = %5047
  %5087 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5051, <8 x i1> %4879, <8 x float> zeroinitializer)
  %5088 = fadd <8 x float> %5050, %5087
  br label %5103

5089:                                             ; preds = %5047
  %5090 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5050)
  %5091 = bitcast <8 x float> %5050 to <8 x i32>
  %5092 = or <8 x i32> %5091, %46
  %5093 = bitcast <8 x i32> %5092 to <8 x float>
  %5094 = fcmp oeq <8 x float> %5050, %33
  %5095 = select <8 x i1> %5094, <8 x float> %5093, <8 x float> %5090
  br label %5103

5096:                                             ; preds = %5047
  %5097 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5050)
  %5098 = bitcast <8 x float> %5050 to <8 x i32>
  %5099 = and <8 x i32> %5098, %45
  %5100 = bitcast <8 x i32> %5099 to <8 x float>
  %5101 = fcmp oeq <8 x float> %5050, %30
  %5102 = select <8 x i1> %5101, <8 x float> %5100, <8 x float> %5097
  br label %5103

5103:                                             ; preds = %5096, %5089, %5086
  %5104 = phi <8 x float> [ %5088, %5086 ], [ %5095, %5089 ], [ %5102, %5096 ]
  switch i64 %53, label %642 [
    i64 1, label %5119
    i64 2, label %5112
    i64 3, label %5105
    i64 0, label %5141
  ]

5105:                                             ; preds = %5103
  %5106 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5104)
  %5107 = bitcast <8 x float> %5104 to <8 x i32>
  %5108 = and <8 x i32> %5107, %45
  %5109 = bitcast <8 x i32> %5108 to <8 x float>
  %5110 = fcmp oeq <8 x float> %5104, %30
  %5111 = select <8 x i1> %5110, <8 x float> %5109, <8 x float> %5106
  br label %5122

5112:                                             ; preds = %5103
  %5113 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5104)
  %5114 = bitcast <8 x float> %5104 to <8 x i32>
  %5115 = or <8 x i32> %5114, %46
  %5116 = bitcast <8 x i32> %5115 to <8 x float>
  %5117 = fcmp oeq <8 x float> %5104, %33
  %5118 = select <8 x i1> %5117, <8 x float> %5116, <8 x float> %5113
  br label %5122

5119:                                             ; preds = %5103
  %5120 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5051, <8 x i1> %4879, <8 x float> zeroinitializer)
  %5121 = fadd <8 x float> %5104, %5120
  br label %5122

5122:                                             ; preds = %5119, %5112, %5105
  %5123 = phi <8 x float> [ %5121, %5119 ], [ %5118, %5112 ], [ %5111, %5105 ]
  switch i64 %55, label %642 [
    i64 1, label %5138
    i64 2, label %5131
    i64 3, label %5124
    i64 0, label %5141
  ]

5124:                                             ; preds = %5122
  %5125 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5123)
  %5126 = bitcast <8 x float> %5123 to <8 x i32>
  %5127 = and <8 x i32> %5126, %45
  %5128 = bitcast <8 x i32> %5127 to <8 x float>
  %5129 = fcmp oeq <8 x float> %5123, %30
  %5130 = select <8 x i1> %5129, <8 x float> %5128, <8 x float> %5125
  br label %5141

5131:                                             ; preds = %5122
  %5132 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5123)
  %5133 = bitcast <8 x float> %5123 to <8 x i32>
  %5134 = or <8 x i32> %5133, %46
  %5135 = bitcast <8 x i32> %5134 to <8 x float>
  %5136 = fcmp oeq <8 x float> %5123, %33
  %5137 = select <8 x i1> %5136, <8 x float> %5135, <8 x float> %5132
  br label %5141

5138:                                             ; preds = %5122
  %5139 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5051, <8 x i1> %4879, <8 x float> zeroinitializer)
  %5140 = fadd <8 x float> %5123, %5139
  br label %5141

5141:                                             ; preds = %5124, %5131, %5138, %5122, %5103
  %5142 = phi <8 x float> [ %5123, %5122 ], [ %5130, %5124 ], [ %5104, %5103 ], [ %5140, %5138 ], [ %5137, %5131 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5142, ptr align 1 %5049, <8 x i1> %4879)
  %5143 = add nsw i64 %5048, 8
  %5144 = getelementptr inbounds float, ptr %368, i64 %5143
  %5145 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5144, <8 x i1> %4887, <8 x float> zeroinitializer)
  %5146 = getelementptr inbounds float, ptr %366, i64 %5143
  switch i64 %51, label %642 [
    i64 1, label %5161
    i64 2, label %5154
    i64 3, label %5147
  ]

5147:                                             ; preds = %5141
  %5148 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5145)
  %5149 = bitcast <8 x float> %5145 to <8 x i32>
  %5150 = and <8 x i32> %5149, %45
  %5151 = bitcast <8 x i32> %5150 to <8 x float>
  %5152 = fcmp oeq <8 x float> %5145, %30
  %5153 = select <8 x i1> %5152, <8 x float> %5151, <8 x float> %5148
  br label %5164

5154:                                             ; preds = %5141
  %5155 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5145)
  %5156 = bitcast <8 x float> %5145 to <8 x i32>
  %5157 = or <8 x i32> %5156, %46
  %5158 = bitcast <8 x i32> %5157 to <8 x float>
  %5159 = fcmp oeq <8 x float> %5145, %33
  %5160 = select <8 x i1> %5159, <8 x float> %5158, <8 x float> %5155
  br label %5164

5161:                                             ; preds = %5141
  %5162 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5146, <8 x i1> %4887, <8 x float> zeroinitializer)
  %5163 = fadd <8 x float> %5145, %5162
  br label %5164

5164:                                             ; preds = %5161, %5154, %5147
  %5165 = phi <8 x float> [ %5163, %5161 ], [ %5160, %5154 ], [ %5153, %5147 ]
  switch i64 %57, label %642 [
    i64 1, label %5180
    i64 2, label %5173
    i64 3, label %5166
    i64 0, label %5202
  ]

5166:                                             ; preds = %5164
  %5167 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5165)
  %5168 = bitcast <8 x float> %5165 to <8 x i32>
  %5169 = and <8 x i32> %5168, %45
  %5170 = bitcast <8 x i32> %5169 to <8 x float>
  %5171 = fcmp oeq <8 x float> %5165, %30
  %5172 = select <8 x i1> %5171, <8 x float> %5170, <8 x float> %5167
  br label %5183

5173:                                             ; preds = %5164
  %5174 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5165)
  %5175 = bitcast <8 x float> %5165 to <8 x i32>
  %5176 = or <8 x i32> %5175, %46
  %5177 = bitcast <8 x i32> %5176 to <8 x float>
  %5178 = fcmp oeq <8 x float> %5165, %33
  %5179 = select <8 x i1> %5178, <8 x float> %5177, <8 x float> %5174
  br label %5183

5180:                                             ; preds = %5164
  %5181 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5146, <8 x i1> %4887, <8 x float> zeroinitializer)
  %5182 = fadd <8 x float> %5165, %5181
  br label %5183

5183:                                             ; preds = %5180, %5173, %5166
  %5184 = phi <8 x float> [ %5182, %5180 ], [ %5179, %5173 ], [ %5172, %5166 ]
  switch i64 %59, label %642 [
    i64 1, label %5199
    i64 2, label %5192
    i64 3, label %5185
    i64 0, label %5202
  ]

5185:                                             ; preds = %5183
  %5186 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5184)
  %5187 = bitcast <8 x float> %5184 to <8 x i32>
  %5188 = and <8 x i32> %5187, %45
  %5189 = bitcast <8 x i32> %5188 to <8 x float>
  %5190 = fcmp oeq <8 x float> %5184, %30
  %5191 = select <8 x i1> %5190, <8 x float> %5189, <8 x float> %5186
  br label %5202

5192:                                             ; preds = %5183
  %5193 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5184)
  %5194 = bitcast <8 x float> %5184 to <8 x i32>
  %5195 = or <8 x i32> %5194, %46
  %5196 = bitcast <8 x i32> %5195 to <8 x float>
  %5197 = fcmp oeq <8 x float> %5184, %33
  %5198 = select <8 x i1> %5197, <8 x float> %5196, <8 x float> %5193
  br label %5202

5199:                                             ; preds = %5183
  %5200 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5146, <8 x i1> %4887, <8 x float> zeroinitializer)
  %5201 = fadd <8 x float> %5184, %5200
  br label %5202

5202:                                             ; preds = %5185, %5192, %5199, %5183, %5164
  %5203 = phi <8 x float> [ %5198, %5192 ], [ %5191, %5185 ], [ %5165, %5164 ], [ %5184, %5183 ], [ %5201, %5199 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5203, ptr align 1 %5144, <8 x i1> %4887)
  %5204 = add nsw i64 %4953, %555
  %5205 = getelementptr inbounds float, ptr %368, i64 %5204
  %5206 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5205, <8 x i1> %4879, <8 x float> zeroinitializer)
  %5207 = getelementptr inbounds float, ptr %366, i64 %5204
  switch i64 %51, label %642 [
    i64 1, label %5222
    i64 2, label %5215
    i64 3, label %5208
  ]

5208:                                             ; preds = %5202
  %5209 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5206)
  %5210 = bitcast <8 x float> %5206 to <8 x i32>
  %5211 = and <8 x i32> %5210, %45
  %5212 = bitcast <8 x i32> %5211 to <8 x float>
  %5213 = fcmp oeq <8 x float> %5206, %30
  %5214 = select <8 x i1> %5213, <8 x float> %5212, <8 x float> %5209
  br label %5225

5215:                                             ; preds = %5202
  %5216 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5206)
  %5217 = bitcast <8 x float> %5206 to <8 x i32>
  %5218 = or <8 x i32> %5217, %46
  %5219 = bitcast <8 x i32> %5218 to <8 x float>
  %5220 = fcmp oeq <8 x float> %5206, %33
  %5221 = select <8 x i1> %5220, <8 x float> %5219, <8 x float> %5216
  br label %5225

5222:                                             ; preds = %5202
  %5223 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5207, <8 x i1> %4879, <8 x float> zeroinitializer)
  %5224 = fadd <8 x float> %5206, %5223
  br label %5225

5225:                                             ; preds = %5222, %5215, %5208
  %5226 = phi <8 x float> [ %5224, %5222 ], [ %5221, %5215 ], [ %5214, %5208 ]
  switch i64 %61, label %642 [
    i64 1, label %5241
    i64 2, label %5234
    i64 3, label %5227
    i64 0, label %5263
  ]

5227:                                             ; preds = %5225
  %5228 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5226)
  %5229 = bitcast <8 x float> %5226 to <8 x i32>
  %5230 = and <8 x i32> %5229, %45
  %5231 = bitcast <8 x i32> %5230 to <8 x float>
  %5232 = fcmp oeq <8 x float> %5226, %30
  %5233 = select <8 x i1> %5232, <8 x float> %5231, <8 x float> %5228
  br label %5244

5234:                                             ; preds = %5225
  %5235 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5226)
  %5236 = bitcast <8 x float> %5226 to <8 x i32>
  %5237 = or <8 x i32> %5236, %46
  %5238 = bitcast <8 x i32> %5237 to <8 x float>
  %5239 = fcmp oeq <8 x float> %5226, %33
  %5240 = select <8 x i1> %5239, <8 x float> %5238, <8 x float> %5235
  br label %5244

5241:                                             ; preds = %5225
  %5242 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5207, <8 x i1> %4879, <8 x float> zeroinitializer)
  %5243 = fadd <8 x float> %5226, %5242
  br label %5244

5244:                                             ; preds = %5241, %5234, %5227
  %5245 = phi <8 x float> [ %5243, %5241 ], [ %5240, %5234 ], [ %5233, %5227 ]
  switch i64 %63, label %642 [
    i64 1, label %5260
    i64 2, label %5253
    i64 3, label %5246
    i64 0, label %5263
  ]

5246:                                             ; preds = %5244
  %5247 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5245)
  %5248 = bitcast <8 x float> %5245 to <8 x i32>
  %5249 = and <8 x i32> %5248, %45
  %5250 = bitcast <8 x i32> %5249 to <8 x float>
  %5251 = fcmp oeq <8 x float> %5245, %30
  %5252 = select <8 x i1> %5251, <8 x float> %5250, <8 x float> %5247
  br label %5263

5253:                                             ; preds = %5244
  %5254 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5245)
  %5255 = bitcast <8 x float> %5245 to <8 x i32>
  %5256 = or <8 x i32> %5255, %46
  %5257 = bitcast <8 x i32> %5256 to <8 x float>
  %5258 = fcmp oeq <8 x float> %5245, %33
  %5259 = select <8 x i1> %5258, <8 x float> %5257, <8 x float> %5254
  br label %5263

5260:                                             ; preds = %5244
  %5261 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5207, <8 x i1> %4879, <8 x float> zeroinitializer)
  %5262 = fadd <8 x float> %5245, %5261
  br label %5263

5263:                                             ; preds = %5246, %5253, %5260, %5244, %5225
  %5264 = phi <8 x float> [ %5259, %5253 ], [ %5252, %5246 ], [ %5226, %5225 ], [ %5245, %5244 ], [ %5262, %5260 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5264, ptr align 1 %5205, <8 x i1> %4879)
  %5265 = add nsw i64 %5204, 8
  %5266 = getelementptr inbounds float, ptr %368, i64 %5265
  %5267 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5266, <8 x i1> %4887, <8 x float> zeroinitializer)
  %5268 = getelementptr inbounds float, ptr %366, i64 %5265
  switch i64 %51, label %642 [
    i64 1, label %5283
    i64 2, label %5276
    i64 3, label %5269
  ]

5269:                                             ; preds = %5263
  %5270 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5267)
  %5271 = bitcast <8 x float> %5267 to <8 x i32>
  %5272 = and <8 x i32> %5271, %45
  %5273 = bitcast <8 x i32> %5272 to <8 x float>
  %5274 = fcmp oeq <8 x float> %5267, %30
  %5275 = select <8 x i1> %5274, <8 x float> %5273, <8 x float> %5270
  br label %5286

5276:                                             ; preds = %5263
  %5277 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5267)
  %5278 = bitcast <8 x float> %5267 to <8 x i32>
  %5279 = or <8 x i32> %5278, %46
  %5280 = bitcast <8 x i32> %5279 to <8 x float>
  %5281 = fcmp oeq <8 x float> %5267, %33
  %5282 = select <8 x i1> %5281, <8 x float> %5280, <8 x float> %5277
  br label %5286

5283:                                             ; preds = %5263
  %5284 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5268, <8 x i1> %4887, <8 x float> zeroinitializer)
  %5285 = fadd <8 x float> %5267, %5284
  br label %5286

5286:                                             ; preds = %5283, %5276, %5269
  %5287 = phi <8 x float> [ %5285, %5283 ], [ %5282, %5276 ], [ %5275, %5269 ]
  switch i64 %65, label %642 [
    i64 1, label %5302
    i64 2, label %5295
    i64 3, label %5288
    i64 0, label %5324
  ]

5288:                                             ; preds = %5286
  %5289 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5287)
  %5290 = bitcast <8 x float> %5287 to <8 x i32>
  %5291 = and <8 x i32> %5290, %45
  %5292 = bitcast <8 x i32> %5291 to <8 x float>
  %5293 = fcmp oeq <8 x float> %5287, %30
  %5294 = select <8 x i1> %5293, <8 x float> %5292, <8 x float> %5289
  br label %5305

5295:                                             ; preds = %5286
  %5296 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5287)
  %5297 = bitcast <8 x float> %5287 to <8 x i32>
  %5298 = or <8 x i32> %5297, %46
  %5299 = bitcast <8 x i32> %5298 to <8 x float>
  %5300 = fcmp oeq <8 x float> %5287, %33
  %5301 = select <8 x i1> %5300, <8 x float> %5299, <8 x float> %5296
  br label %5305

5302:                                             ; preds = %5286
  %5303 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5268, <8 x i1> %4887, <8 x float> zeroinitializer)
  %5304 = fadd <8 x float> %5287, %5303
  br label %5305

5305:                                             ; preds = %5302, %5295, %5288
  %5306 = phi <8 x float> [ %5304, %5302 ], [ %5301, %5295 ], [ %5294, %5288 ]
  switch i64 %67, label %642 [
    i64 1, label %5321
    i64 2, label %5314
    i64 3, label %5307
    i64 0, label %5324
  ]

5307:                                             ; preds = %5305
  %5308 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5306)
  %5309 = bitcast <8 x float> %5306 to <8 x i32>
  %5310 = and <8 x i32> %5309, %45
  %5311 = bitcast <8 x i32> %5310 to <8 x float>
  %5312 = fcmp oeq <8 x float> %5306, %30
  %5313 = select <8 x i1> %5312, <8 x float> %5311, <8 x float> %5308
  br label %5324

5314:                                             ; preds = %5305
  %5315 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5306)
  %5316 = bitcast <8 x float> %5306 to <8 x i32>
  %5317 = or <8 x i32> %5316, %46
  %5318 = bitcast <8 x i32> %5317 to <8 x float>
  %5319 = fcmp oeq <8 x float> %5306, %33
  %5320 = select <8 x i1> %5319, <8 x float> %5318, <8 x float> %5315
  br label %5324

5321:                                             ; preds = %5305
  %5322 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5268, <8 x i1> %4887, <8 x float> zeroinitializer)
  %5323 = fadd <8 x float> %5306, %5322
  br label %5324

5324:                                             ; preds = %5307, %5314, %5321, %5305, %5286
  %5325 = phi <8 x float> [ %5320, %5314 ], [ %5313, %5307 ], [ %5287, %5286 ], [ %5306, %5305 ], [ %5323, %5321 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5325, ptr align 1 %5266, <8 x i1> %4887)
  %5326 = add nsw i64 %4955, %555
  %5327 = getelementptr inbounds float, ptr %368, i64 %5326
  %5328 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5327, <8 x i1> %4879, <8 x float> zeroinitializer)
  %5329 = getelementptr inbounds float, ptr %366, i64 %5326
  switch i64 %51, label %642 [
    i64 1, label %5344
    i64 2, label %5337
    i64 3, label %5330
  ]

5330:                                             ; preds = %5324
  %5331 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5328)
  %5332 = bitcast <8 x float> %5328 to <8 x i32>
  %5333 = and <8 x i32> %5332, %45
  %5334 = bitcast <8 x i32> %5333 to <8 x float>
  %5335 = fcmp oeq <8 x float> %5328, %30
  %5336 = select <8 x i1> %5335, <8 x float> %5334, <8 x float> %5331
  br label %5347

5337:                                             ; preds = %5324
  %5338 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5328)
  %5339 = bitcast <8 x float> %5328 to <8 x i32>
  %5340 = or <8 x i32> %5339, %46
  %5341 = bitcast <8 x i32> %5340 to <8 x float>
  %5342 = fcmp oeq <8 x float> %5328, %33
  %5343 = select <8 x i1> %5342, <8 x float> %5341, <8 x float> %5338
  br label %5347

5344:                                             ; preds = %5324
  %5345 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5329, <8 x i1> %4879, <8 x float> zeroinitializer)
  %5346 = fadd <8 x float> %5328, %5345
  br label %5347

5347:                                             ; preds = %5344, %5337, %5330
  %5348 = phi <8 x float> [ %5346, %5344 ], [ %5343, %5337 ], [ %5336, %5330 ]
  switch i64 %69, label %642 [
    i64 1, label %5363
    i64 2, label %5356
    i64 3, label %5349
    i64 0, label %5385
  ]

5349:                                             ; preds = %5347
  %5350 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5348)
  %5351 = bitcast <8 x float> %5348 to <8 x i32>
  %5352 = and <8 x i32> %5351, %45
  %5353 = bitcast <8 x i32> %5352 to <8 x float>
  %5354 = fcmp oeq <8 x float> %5348, %30
  %5355 = select <8 x i1> %5354, <8 x float> %5353, <8 x float> %5350
  br label %5366

5356:                                             ; preds = %5347
  %5357 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5348)
  %5358 = bitcast <8 x float> %5348 to <8 x i32>
  %5359 = or <8 x i32> %5358, %46
  %5360 = bitcast <8 x i32> %5359 to <8 x float>
  %5361 = fcmp oeq <8 x float> %5348, %33
  %5362 = select <8 x i1> %5361, <8 x float> %5360, <8 x float> %5357
  br label %5366

5363:                                             ; preds = %5347
  %5364 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5329, <8 x i1> %4879, <8 x float> zeroinitializer)
  %5365 = fadd <8 x float> %5348, %5364
  br label %5366

5366:                                             ; preds = %5363, %5356, %5349
  %5367 = phi <8 x float> [ %5365, %5363 ], [ %5362, %5356 ], [ %5355, %5349 ]
  switch i64 %71, label %642 [
    i64 1, label %5382
    i64 2, label %5375
    i64 3, label %5368
    i64 0, label %5385
  ]

5368:                                             ; preds = %5366
  %5369 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5367)
  %5370 = bitcast <8 x float> %5367 to <8 x i32>
  %5371 = and <8 x i32> %5370, %45
  %5372 = bitcast <8 x i32> %5371 to <8 x float>
  %5373 = fcmp oeq <8 x float> %5367, %30
  %5374 = select <8 x i1> %5373, <8 x float> %5372, <8 x float> %5369
  br label %5385

5375:                                             ; preds = %5366
  %5376 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5367)
  %5377 = bitcast <8 x float> %5367 to <8 x i32>
  %5378 = or <8 x i32> %5377, %46
  %5379 = bitcast <8 x i32> %5378 to <8 x float>
  %5380 = fcmp oeq <8 x float> %5367, %33
  %5381 = select <8 x i1> %5380, <8 x float> %5379, <8 x float> %5376
  br label %5385

5382:                                             ; preds = %5366
  %5383 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5329, <8 x i1> %4879, <8 x float> zeroinitializer)
  %5384 = fadd <8 x float> %5367, %5383
  br label %5385

5385:                                             ; preds = %5368, %5375, %5382, %5366, %5347
  %5386 = phi <8 x float> [ %5381, %5375 ], [ %5374, %5368 ], [ %5348, %5347 ], [ %5367, %5366 ], [ %5384, %5382 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5386, ptr align 1 %5327, <8 x i1> %4879)
  %5387 = add nsw i64 %5326, 8
  %5388 = getelementptr inbounds float, ptr %368, i64 %5387
  %5389 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5388, <8 x i1> %4887, <8 x float> zeroinitializer)
  %5390 = getelementptr inbounds float, ptr %366, i64 %5387
  switch i64 %51, label %642 [
    i64 1, label %5405
    i64 2, label %5398
    i64 3, label %5391
  ]

5391:                                             ; preds = %5385
  %5392 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5389)
  %5393 = bitcast <8 x float> %5389 to <8 x i32>
  %5394 = and <8 x i32> %5393, %45
  %5395 = bitcast <8 x i32> %5394 to <8 x float>
  %5396 = fcmp oeq <8 x float> %5389, %30
  %5397 = select <8 x i1> %5396, <8 x float> %5395, <8 x float> %5392
  br label %5408

5398:                                             ; preds = %5385
  %5399 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5389)
  %5400 = bitcast <8 x float> %5389 to <8 x i32>
  %5401 = or <8 x i32> %5400, %46
  %5402 = bitcast <8 x i32> %5401 to <8 x float>
  %5403 = fcmp oeq <8 x float> %5389, %33
  %5404 = select <8 x i1> %5403, <8 x float> %5402, <8 x float> %5399
  br label %5408

5405:                                             ; preds = %5385
  %5406 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5390, <8 x i1> %4887, <8 x float> zeroinitializer)
  %5407 = fadd <8 x float> %5389, %5406
  br label %5408

5408:                                             ; preds = %5405, %5398, %5391
  %5409 = phi <8 x float> [ %5407, %5405 ], [ %5404, %5398 ], [ %5397, %5391 ]
  switch i64 %73, label %642 [
    i64 1, label %5424
    i64 2, label %5417
    i64 3, label %5410
    i64 0, label %5446
  ]

5410:                                             ; preds = %5408
  %5411 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5409)
  %5412 = bitcast <8 x float> %5409 to <8 x i32>
  %5413 = and <8 x i32> %5412, %45
  %5414 = bitcast <8 x i32> %5413 to <8 x float>
  %5415 = fcmp oeq <8 x float> %5409, %30
  %5416 = select <8 x i1> %5415, <8 x float> %5414, <8 x float> %5411
  br label %5427

5417:                                             ; preds = %5408
  %5418 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5409)
  %5419 = bitcast <8 x float> %5409 to <8 x i32>
  %5420 = or <8 x i32> %5419, %46
  %5421 = bitcast <8 x i32> %5420 to <8 x float>
  %5422 = fcmp oeq <8 x float> %5409, %33
  %5423 = select <8 x i1> %5422, <8 x float> %5421, <8 x float> %5418
  br label %5427

5424:                                             ; preds = %5408
  %5425 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5390, <8 x i1> %4887, <8 x float> zeroinitializer)
  %5426 = fadd <8 x float> %5409, %5425
  br label %5427

5427:                                             ; preds = %5424, %5417, %5410
  %5428 = phi <8 x float> [ %5426, %5424 ], [ %5423, %5417 ], [ %5416, %5410 ]
  switch i64 %75, label %642 [
    i64 1, label %5443
    i64 2, label %5436
    i64 3, label %5429
    i64 0, label %5446
  ]

5429:                                             ; preds = %5427
  %5430 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5428)
  %5431 = bitcast <8 x float> %5428 to <8 x i32>
  %5432 = and <8 x i32> %5431, %45
  %5433 = bitcast <8 x i32> %5432 to <8 x float>
  %5434 = fcmp oeq <8 x float> %5428, %30
  %5435 = select <8 x i1> %5434, <8 x float> %5433, <8 x float> %5430
  br label %5446

5436:                                             ; preds = %5427
  %5437 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5428)
  %5438 = bitcast <8 x float> %5428 to <8 x i32>
  %5439 = or <8 x i32> %5438, %46
  %5440 = bitcast <8 x i32> %5439 to <8 x float>
  %5441 = fcmp oeq <8 x float> %5428, %33
  %5442 = select <8 x i1> %5441, <8 x float> %5440, <8 x float> %5437
  br label %5446

5443:                                             ; preds = %5427
  %5444 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5390, <8 x i1> %4887, <8 x float> zeroinitializer)
  %5445 = fadd <8 x float> %5428, %5444
  br label %5446

5446:                                             ; preds = %5429, %5436, %5443, %5427, %5408
  %5447 = phi <8 x float> [ %5442, %5436 ], [ %5435, %5429 ], [ %5409, %5408 ], [ %5428, %5427 ], [ %5445, %5443 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5447, ptr align 1 %5388, <8 x i1> %4887)
  %5448 = add nsw i64 %4957, %555
  %5449 = getelementptr inbounds float, ptr %368, i64 %5448
  %5450 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5449, <8 x i1> %4879, <8 x float> zeroinitializer)
  %5451 = getelementptr inbounds float, ptr %366, i64 %5448
  switch i64 %51, label %642 [
    i64 1, label %5466
    i64 2, label %5459
    i64 3, label %5452
  ]

5452:                                             ; preds = %5446
  %5453 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5450)
  %5454 = bitcast <8 x float> %5450 to <8 x i32>
  %5455 = and <8 x i32> %5454, %45
  %5456 = bitcast <8 x i32> %5455 to <8 x float>
  %5457 = fcmp oeq <8 x float> %5450, %30
  %5458 = select <8 x i1> %5457, <8 x float> %5456, <8 x float> %5453
  br label %5469

5459:                                             ; preds = %5446
  %5460 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5450)
  %5461 = bitcast <8 x float> %5450 to <8 x i32>
  %5462 = or <8 x i32> %5461, %46
  %5463 = bitcast <8 x i32> %5462 to <8 x float>
  %5464 = fcmp oeq <8 x float> %5450, %33
  %5465 = select <8 x i1> %5464, <8 x float> %5463, <8 x float> %5460
  br label %5469

5466:                                             ; preds = %5446
  %5467 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5451, <8 x i1> %4879, <8 x float> zeroinitializer)
  %5468 = fadd <8 x float> %5450, %5467
  br label %5469

5469:                                             ; preds = %5466, %5459, %5452
  %5470 = phi <8 x float> [ %5468, %5466 ], [ %5465, %5459 ], [ %5458, %5452 ]
  switch i64 %77, label %642 [
    i64 1, label %5485
    i64 2, label %5478
    i64 3, label %5471
    i64 0, label %5507
  ]

5471:                                             ; preds = %5469
  %5472 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5470)
  %5473 = bitcast <8 x float> %5470 to <8 x i32>
  %5474 = and <8 x i32> %5473, %45
  %5475 = bitcast <8 x i32> %5474 to <8 x float>
  %5476 = fcmp oeq <8 x float> %5470, %30
  %5477 = select <8 x i1> %5476, <8 x float> %5475, <8 x float> %5472
  br label %5488

5478:                                             ; preds = %5469
  %5479 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5470)
  %5480 = bitcast <8 x float> %5470 to <8 x i32>
  %5481 = or <8 x i32> %5480, %46
  %5482 = bitcast <8 x i32> %5481 to <8 x float>
  %5483 = fcmp oeq <8 x float> %5470, %33
  %5484 = select <8 x i1> %5483, <8 x float> %5482, <8 x float> %5479
  br label %5488

5485:                                             ; preds = %5469
  %5486 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5451, <8 x i1> %4879, <8 x float> zeroinitializer)
  %5487 = fadd <8 x float> %5470, %5486
  br label %5488

5488:                                             ; preds = %5485, %5478, %5471
  %5489 = phi <8 x float> [ %5487, %5485 ], [ %5484, %5478 ], [ %5477, %5471 ]
  switch i64 %79, label %642 [
    i64 1, label %5504
    i64 2, label %5497
    i64 3, label %5490
    i64 0, label %5507
  ]

5490:                                             ; preds = %5488
  %5491 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5489)
  %5492 = bitcast <8 x float> %5489 to <8 x i32>
  %5493 = and <8 x i32> %5492, %45
  %5494 = bitcast <8 x i32> %5493 to <8 x float>
  %5495 = fcmp oeq <8 x float> %5489, %30
  %5496 = select <8 x i1> %5495, <8 x float> %5494, <8 x float> %5491
  br label %5507

5497:                                             ; preds = %5488
  %5498 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5489)
  %5499 = bitcast <8 x float> %5489 to <8 x i32>
  %5500 = or <8 x i32> %5499, %46
  %5501 = bitcast <8 x i32> %5500 to <8 x float>
  %5502 = fcmp oeq <8 x float> %5489, %33
  %5503 = select <8 x i1> %5502, <8 x float> %5501, <8 x float> %5498
  br label %5507

5504:                                             ; preds = %5488
  %5505 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5451, <8 x i1> %4879, <8 x float> zeroinitializer)
  %5506 = fadd <8 x float> %5489, %5505
  br label %5507

5507:                                             ; preds = %5490, %5497, %5504, %5488, %5469
  %5508 = phi <8 x float> [ %5503, %5497 ], [ %5496, %5490 ], [ %5470, %5469 ], [ %5489, %5488 ], [ %5506, %5504 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5508, ptr align 1 %5449, <8 x i1> %4879)
  %5509 = add nsw i64 %5448, 8
  %5510 = getelementptr inbounds float, ptr %368, i64 %5509
  %5511 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5510, <8 x i1> %4887, <8 x float> zeroinitializer)
  %5512 = getelementptr inbounds float, ptr %366, i64 %5509
  switch i64 %51, label %642 [
    i64 1, label %5527
    i64 2, label %5520
    i64 3, label %5513
  ]

5513:                                             ; preds = %5507
  %5514 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5511)
  %5515 = bitcast <8 x float> %5511 to <8 x i32>
  %5516 = and <8 x i32> %5515, %45
  %5517 = bitcast <8 x i32> %5516 to <8 x float>
  %5518 = fcmp oeq <8 x float> %5511, %30
  %5519 = select <8 x i1> %5518, <8 x float> %5517, <8 x float> %5514
  br label %5530

5520:                                             ; preds = %5507
  %5521 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5511)
  %5522 = bitcast <8 x float> %5511 to <8 x i32>
  %5523 = or <8 x i32> %5522, %46
  %5524 = bitcast <8 x i32> %5523 to <8 x float>
  %5525 = fcmp oeq <8 x float> %5511, %33
  %5526 = select <8 x i1> %5525, <8 x float> %5524, <8 x float> %5521
  br label %5530

5527:                                             ; preds = %5507
  %5528 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5512, <8 x i1> %4887, <8 x float> zeroinitializer)
  %5529 = fadd <8 x float> %5511, %5528
  br label %5530

5530:                                             ; preds = %5527, %5520, %5513
  %5531 = phi <8 x float> [ %5529, %5527 ], [ %5526, %5520 ], [ %5519, %5513 ]
  switch i64 %81, label %642 [
    i64 1, label %5546
    i64 2, label %5539
    i64 3, label %5532
    i64 0, label %5568
  ]

5532:                                             ; preds = %5530
  %5533 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5531)
  %5534 = bitcast <8 x float> %5531 to <8 x i32>
  %5535 = and <8 x i32> %5534, %45
  %5536 = bitcast <8 x i32> %5535 to <8 x float>
  %5537 = fcmp oeq <8 x float> %5531, %30
  %5538 = select <8 x i1> %5537, <8 x float> %5536, <8 x float> %5533
  br label %5549

5539:                                             ; preds = %5530
  %5540 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5531)
  %5541 = bitcast <8 x float> %5531 to <8 x i32>
  %5542 = or <8 x i32> %5541, %46
  %5543 = bitcast <8 x i32> %5542 to <8 x float>
  %5544 = fcmp oeq <8 x float> %5531, %33
  %5545 = select <8 x i1> %5544, <8 x float> %5543, <8 x float> %5540
  br label %5549

5546:                                             ; preds = %5530
  %5547 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5512, <8 x i1> %4887, <8 x float> zeroinitializer)
  %5548 = fadd <8 x float> %5531, %5547
  br label %5549

5549:                                             ; preds = %5546, %5539, %5532
  %5550 = phi <8 x float> [ %5548, %5546 ], [ %5545, %5539 ], [ %5538, %5532 ]
  switch i64 %83, label %642 [
    i64 1, label %5565
    i64 2, label %5558
    i64 3, label %5551
    i64 0, label %5568
  ]

5551:                                             ; preds = %5549
  %5552 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5550)
  %5553 = bitcast <8 x float> %5550 to <8 x i32>
  %5554 = and <8 x i32> %5553, %45
  %5555 = bitcast <8 x i32> %5554 to <8 x float>
  %5556 = fcmp oeq <8 x float> %5550, %30
  %5557 = select <8 x i1> %5556, <8 x float> %5555, <8 x float> %5552
  br label %5568

5558:                                             ; preds = %5549
  %5559 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5550)
  %5560 = bitcast <8 x float> %5550 to <8 x i32>
  %5561 = or <8 x i32> %5560, %46
  %5562 = bitcast <8 x i32> %5561 to <8 x float>
  %5563 = fcmp oeq <8 x float> %5550, %33
  %5564 = select <8 x i1> %5563, <8 x float> %5562, <8 x float> %5559
  br label %5568

5565:                                             ; preds = %5549
  %5566 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5512, <8 x i1> %4887, <8 x float> zeroinitializer)
  %5567 = fadd <8 x float> %5550, %5566
  br label %5568

5568:                                             ; preds = %5551, %5558, %5565, %5549, %5530
  %5569 = phi <8 x float> [ %5564, %5558 ], [ %5557, %5551 ], [ %5531, %5530 ], [ %5550, %5549 ], [ %5567, %5565 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5569, ptr align 1 %5510, <8 x i1> %4887)
  %5570 = add nsw i64 %4959, %555
  %5571 = getelementptr inbounds float, ptr %368, i64 %5570
  %5572 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5571, <8 x i1> %4879, <8 x float> zeroinitializer)
  %5573 = getelementptr inbounds float, ptr %366, i64 %5570
  switch i64 %51, label %642 [
    i64 1, label %5588
    i64 2, label %5581
    i64 3, label %5574
  ]

5574:                                             ; preds = %5568
  %5575 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5572)
  %5576 = bitcast <8 x float> %5572 to <8 x i32>
  %5577 = and <8 x i32> %5576, %45
  %5578 = bitcast <8 x i32> %5577 to <8 x float>
  %5579 = fcmp oeq <8 x float> %5572, %30
  %5580 = select <8 x i1> %5579, <8 x float> %5578, <8 x float> %5575
  br label %5591

5581:                                             ; preds = %5568
  %5582 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5572)
  %5583 = bitcast <8 x float> %5572 to <8 x i32>
  %5584 = or <8 x i32> %5583, %46
  %5585 = bitcast <8 x i32> %5584 to <8 x float>
  %5586 = fcmp oeq <8 x float> %5572, %33
  %5587 = select <8 x i1> %5586, <8 x float> %5585, <8 x float> %5582
  br label %5591

5588:                                             ; preds = %5568
  %5589 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5573, <8 x i1> %4879, <8 x float> zeroinitializer)
  %5590 = fadd <8 x float> %5572, %5589
  br label %5591

5591:                                             ; preds = %5588, %5581, %5574
  %5592 = phi <8 x float> [ %5590, %5588 ], [ %5587, %5581 ], [ %5580, %5574 ]
  switch i64 %85, label %642 [
    i64 1, label %5607
    i64 2, label %5600
    i64 3, label %5593
    i64 0, label %5629
  ]

5593:                                             ; preds = %5591
  %5594 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5592)
  %5595 = bitcast <8 x float> %5592 to <8 x i32>
  %5596 = and <8 x i32> %5595, %45
  %5597 = bitcast <8 x i32> %5596 to <8 x float>
  %5598 = fcmp oeq <8 x float> %5592, %30
  %5599 = select <8 x i1> %5598, <8 x float> %5597, <8 x float> %5594
  br label %5610

5600:                                             ; preds = %5591
  %5601 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5592)
  %5602 = bitcast <8 x float> %5592 to <8 x i32>
  %5603 = or <8 x i32> %5602, %46
  %5604 = bitcast <8 x i32> %5603 to <8 x float>
  %5605 = fcmp oeq <8 x float> %5592, %33
  %5606 = select <8 x i1> %5605, <8 x float> %5604, <8 x float> %5601
  br label %5610

5607:                                             ; preds = %5591
  %5608 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5573, <8 x i1> %4879, <8 x float> zeroinitializer)
  %5609 = fadd <8 x float> %5592, %5608
  br label %5610

5610:                                             ; preds = %5607, %5600, %5593
  %5611 = phi <8 x float> [ %5609, %5607 ], [ %5606, %5600 ], [ %5599, %5593 ]
  switch i64 %87, label %642 [
    i64 1, label %5626
    i64 2, label %5619
    i64 3, label %5612
    i64 0, label %5629
  ]

5612:                                             ; preds = %5610
  %5613 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5611)
  %5614 = bitcast <8 x float> %5611 to <8 x i32>
  %5615 = and <8 x i32> %5614, %45
  %5616 = bitcast <8 x i32> %5615 to <8 x float>
  %5617 = fcmp oeq <8 x float> %5611, %30
  %5618 = select <8 x i1> %5617, <8 x float> %5616, <8 x float> %5613
  br label %5629

5619:                                             ; preds = %5610
  %5620 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5611)
  %5621 = bitcast <8 x float> %5611 to <8 x i32>
  %5622 = or <8 x i32> %5621, %46
  %5623 = bitcast <8 x i32> %5622 to <8 x float>
  %5624 = fcmp oeq <8 x float> %5611, %33
  %5625 = select <8 x i1> %5624, <8 x float> %5623, <8 x float> %5620
  br label %5629

5626:                                             ; preds = %5610
  %5627 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5573, <8 x i1> %4879, <8 x float> zeroinitializer)
  %5628 = fadd <8 x float> %5611, %5627
  br label %5629

5629:                                             ; preds = %5612, %5619, %5626, %5610, %5591
  %5630 = phi <8 x float> [ %5625, %5619 ], [ %5618, %5612 ], [ %5592, %5591 ], [ %5611, %5610 ], [ %5628, %5626 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5630, ptr align 1 %5571, <8 x i1> %4879)
  %5631 = add nsw i64 %5570, 8
  %5632 = getelementptr inbounds float, ptr %368, i64 %5631
  %5633 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5632, <8 x i1> %4887, <8 x float> zeroinitializer)
  %5634 = getelementptr inbounds float, ptr %366, i64 %5631
  switch i64 %51, label %642 [
    i64 1, label %5649
    i64 2, label %5642
    i64 3, label %5635
  ]

5635:                                             ; preds = %5629
  %5636 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5633)
  %5637 = bitcast <8 x float> %5633 to <8 x i32>
  %5638 = and <8 x i32> %5637, %45
  %5639 = bitcast <8 x i32> %5638 to <8 x float>
  %5640 = fcmp oeq <8 x float> %5633, %30
  %5641 = select <8 x i1> %5640, <8 x float> %5639, <8 x float> %5636
  br label %5652

5642:                                             ; preds = %5629
  %5643 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5633)
  %5644 = bitcast <8 x float> %5633 to <8 x i32>
  %5645 = or <8 x i32> %5644, %46
  %5646 = bitcast <8 x i32> %5645 to <8 x float>
  %5647 = fcmp oeq <8 x float> %5633, %33
  %5648 = select <8 x i1> %5647, <8 x float> %5646, <8 x float> %5643
  br label %5652

5649:                                             ; preds = %5629
  %5650 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5634, <8 x i1> %4887, <8 x float> zeroinitializer)
  %5651 = fadd <8 x float> %5633, %5650
  br label %5652

5652:                                             ; preds = %5649, %5642, %5635
  %5653 = phi <8 x float> [ %5651, %5649 ], [ %5648, %5642 ], [ %5641, %5635 ]
  switch i64 %89, label %642 [
    i64 1, label %5668
    i64 2, label %5661
    i64 3, label %5654
    i64 0, label %5690
  ]

5654:                                             ; preds = %5652
  %5655 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5653)
  %5656 = bitcast <8 x float> %5653 to <8 x i32>
  %5657 = and <8 x i32> %5656, %45
  %5658 = bitcast <8 x i32> %5657 to <8 x float>
  %5659 = fcmp oeq <8 x float> %5653, %30
  %5660 = select <8 x i1> %5659, <8 x float> %5658, <8 x float> %5655
  br label %5671

5661:                                             ; preds = %5652
  %5662 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5653)
  %5663 = bitcast <8 x float> %5653 to <8 x i32>
  %5664 = or <8 x i32> %5663, %46
  %5665 = bitcast <8 x i32> %5664 to <8 x float>
  %5666 = fcmp oeq <8 x float> %5653, %33
  %5667 = select <8 x i1> %5666, <8 x float> %5665, <8 x float> %5662
  br label %5671

5668:                                             ; preds = %5652
  %5669 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5634, <8 x i1> %4887, <8 x float> zeroinitializer)
  %5670 = fadd <8 x float> %5653, %5669
  br label %5671

5671:                                             ; preds = %5668, %5661, %5654
  %5672 = phi <8 x float> [ %5670, %5668 ], [ %5667, %5661 ], [ %5660, %5654 ]
  switch i64 %91, label %642 [
    i64 1, label %5687
    i64 2, label %5680
    i64 3, label %5673
    i64 0, label %5690
  ]

5673:                                             ; preds = %5671
  %5674 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5672)
  %5675 = bitcast <8 x float> %5672 to <8 x i32>
  %5676 = and <8 x i32> %5675, %45
  %5677 = bitcast <8 x i32> %5676 to <8 x float>
  %5678 = fcmp oeq <8 x float> %5672, %30
  %5679 = select <8 x i1> %5678, <8 x float> %5677, <8 x float> %5674
  br label %5690

5680:                                             ; preds = %5671
  %5681 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5672)
  %5682 = bitcast <8 x float> %5672 to <8 x i32>
  %5683 = or <8 x i32> %5682, %46
  %5684 = bitcast <8 x i32> %5683 to <8 x float>
  %5685 = fcmp oeq <8 x float> %5672, %33
  %5686 = select <8 x i1> %5685, <8 x float> %5684, <8 x float> %5681
  br label %5690

5687:                                             ; preds = %5671
  %5688 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5634, <8 x i1> %4887, <8 x float> zeroinitializer)
  %5689 = fadd <8 x float> %5672, %5688
  br label %5690

5690:                                             ; preds = %5673, %5680, %5687, %5671, %5652
  %5691 = phi <8 x float> [ %5686, %5680 ], [ %5679, %5673 ], [ %5653, %5652 ], [ %5672, %5671 ], [ %5689, %5687 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5691, ptr align 1 %5632, <8 x i1> %4887)
  %5692 = add nsw i64 %4961, %555
  %5693 = getelementptr inbounds float, ptr %368, i64 %5692
  %5694 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5693, <8 x i1> %4879, <8 x float> zeroinitializer)
  %5695 = getelementptr inbounds float, ptr %366, i64 %5692
  switch i64 %51, label %642 [
    i64 1, label %5710
    i64 2, label %5703
    i64 3, label %5696
  ]

5696:                                             ; preds = %5690
  %5697 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5694)
  %5698 = bitcast <8 x float> %5694 to <8 x i32>
  %5699 = and <8 x i32> %5698, %45
  %5700 = bitcast <8 x i32> %5699 to <8 x float>
  %5701 = fcmp oeq <8 x float> %5694, %30
  %5702 = select <8 x i1> %5701, <8 x float> %5700, <8 x float> %5697
  br label %5713

5703:                                             ; preds = %5690
  %5704 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5694)
  %5705 = bitcast <8 x float> %5694 to <8 x i32>
  %5706 = or <8 x i32> %5705, %46
  %5707 = bitcast <8 x i32> %5706 to <8 x float>
  %5708 = fcmp oeq <8 x float> %5694, %33
  %5709 = select <8 x i1> %5708, <8 x float> %5707, <8 x float> %5704
  br label %5713

5710:                                             ; preds = %5690
  %5711 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5695, <8 x i1> %4879, <8 x float> zeroinitializer)
  %5712 = fadd <8 x float> %5694, %5711
  br label %5713

5713:                                             ; preds = %5710, %5703, %5696
  %5714 = phi <8 x float> [ %5712, %5710 ], [ %5709, %5703 ], [ %5702, %5696 ]
  switch i64 %93, label %642 [
    i64 1, label %5729
    i64 2, label %5722
    i64 3, label %5715
    i64 0, label %5751
  ]

5715:                                             ; preds = %5713
  %5716 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5714)
  %5717 = bitcast <8 x float> %5714 to <8 x i32>
  %5718 = and <8 x i32> %5717, %45
  %5719 = bitcast <8 x i32> %5718 to <8 x float>
  %5720 = fcmp oeq <8 x float> %5714, %30
  %5721 = select <8 x i1> %5720, <8 x float> %5719, <8 x float> %5716
  br label %5732

5722:                                             ; preds = %5713
  %5723 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5714)
  %5724 = bitcast <8 x float> %5714 to <8 x i32>
  %5725 = or <8 x i32> %5724, %46
  %5726 = bitcast <8 x i32> %5725 to <8 x float>
  %5727 = fcmp oeq <8 x float> %5714, %33
  %5728 = select <8 x i1> %5727, <8 x float> %5726, <8 x float> %5723
  br label %5732

5729:                                             ; preds = %5713
  %5730 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5695, <8 x i1> %4879, <8 x float> zeroinitializer)
  %5731 = fadd <8 x float> %5714, %5730
  br label %5732

5732:                                             ; preds = %5729, %5722, %5715
  %5733 = phi <8 x float> [ %5731, %5729 ], [ %5728, %5722 ], [ %5721, %5715 ]
  switch i64 %95, label %642 [
    i64 1, label %5748
    i64 2, label %5741
    i64 3, label %5734
    i64 0, label %5751
  ]

5734:                                             ; preds = %5732
  %5735 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5733)
  %5736 = bitcast <8 x float> %5733 to <8 x i32>
  %5737 = and <8 x i32> %5736, %45
  %5738 = bitcast <8 x i32> %5737 to <8 x float>
  %5739 = fcmp oeq <8 x float> %5733, %30
  %5740 = select <8 x i1> %5739, <8 x float> %5738, <8 x float> %5735
  br label %5751

5741:                                             ; preds = %5732
  %5742 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5733)
  %5743 = bitcast <8 x float> %5733 to <8 x i32>
  %5744 = or <8 x i32> %5743, %46
  %5745 = bitcast <8 x i32> %5744 to <8 x float>
  %5746 = fcmp oeq <8 x float> %5733, %33
  %5747 = select <8 x i1> %5746, <8 x float> %5745, <8 x float> %5742
  br label %5751

5748:                                             ; preds = %5732
  %5749 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5695, <8 x i1> %4879, <8 x float> zeroinitializer)
  %5750 = fadd <8 x float> %5733, %5749
  br label %5751

5751:                                             ; preds = %5734, %5741, %5748, %5732, %5713
  %5752 = phi <8 x float> [ %5747, %5741 ], [ %5740, %5734 ], [ %5714, %5713 ], [ %5733, %5732 ], [ %5750, %5748 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5752, ptr align 1 %5693, <8 x i1> %4879)
  %5753 = add nsw i64 %5692, 8
  %5754 = getelementptr inbounds float, ptr %368, i64 %5753
  %5755 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5754, <8 x i1> %4887, <8 x float> zeroinitializer)
  %5756 = getelementptr inbounds float, ptr %366, i64 %5753
  switch i64 %51, label %642 [
    i64 1, label %5771
    i64 2, label %5764
    i64 3, label %5757
  ]

5757:                                             ; preds = %5751
  %5758 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5755)
  %5759 = bitcast <8 x float> %5755 to <8 x i32>
  %5760 = and <8 x i32> %5759, %45
  %5761 = bitcast <8 x i32> %5760 to <8 x float>
  %5762 = fcmp oeq <8 x float> %5755, %30
  %5763 = select <8 x i1> %5762, <8 x float> %5761, <8 x float> %5758
  br label %5774

5764:                                             ; preds = %5751
  %5765 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5755)
  %5766 = bitcast <8 x float> %5755 to <8 x i32>
  %5767 = or <8 x i32> %5766, %46
  %5768 = bitcast <8 x i32> %5767 to <8 x float>
  %5769 = fcmp oeq <8 x float> %5755, %33
  %5770 = select <8 x i1> %5769, <8 x float> %5768, <8 x float> %5765
  br label %5774

5771:                                             ; preds = %5751
  %5772 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5756, <8 x i1> %4887, <8 x float> zeroinitializer)
  %5773 = fadd <8 x float> %5755, %5772
  br label %5774

5774:                                             ; preds = %5771, %5764, %5757
  %5775 = phi <8 x float> [ %5773, %5771 ], [ %5770, %5764 ], [ %5763, %5757 ]
  switch i64 %97, label %642 [
    i64 1, label %5790
    i64 2, label %5783
    i64 3, label %5776
    i64 0, label %5812
  ]

5776:                                             ; preds = %5774
  %5777 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5775)
  %5778 = bitcast <8 x float> %5775 to <8 x i32>
  %5779 = and <8 x i32> %5778, %45
  %5780 = bitcast <8 x i32> %5779 to <8 x float>
  %5781 = fcmp oeq <8 x float> %5775, %30
  %5782 = select <8 x i1> %5781, <8 x float> %5780, <8 x float> %5777
  br label %5793

5783:                                             ; preds = %5774
  %5784 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5775)
  %5785 = bitcast <8 x float> %5775 to <8 x i32>
  %5786 = or <8 x i32> %5785, %46
  %5787 = bitcast <8 x i32> %5786 to <8 x float>
  %5788 = fcmp oeq <8 x float> %5775, %33
  %5789 = select <8 x i1> %5788, <8 x float> %5787, <8 x float> %5784
  br label %5793

5790:                                             ; preds = %5774
  %5791 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5756, <8 x i1> %4887, <8 x float> zeroinitializer)
  %5792 = fadd <8 x float> %5775, %5791
  br label %5793

5793:                                             ; preds = %5790, %5783, %5776
  %5794 = phi <8 x float> [ %5792, %5790 ], [ %5789, %5783 ], [ %5782, %5776 ]
  switch i64 %99, label %642 [
    i64 1, label %5809
    i64 2, label %5802
    i64 3, label %5795
    i64 0, label %5812
  ]

5795:                                             ; preds = %5793
  %5796 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %30, <8 x float> %5794)
  %5797 = bitcast <8 x float> %5794 to <8 x i32>
  %5798 = and <8 x i32> %5797, %45
  %5799 = bitcast <8 x i32> %5798 to <8 x float>
  %5800 = fcmp oeq <8 x float> %5794, %30
  %5801 = select <8 x i1> %5800, <8 x float> %5799, <8 x float> %5796
  br label %5812

5802:                                             ; preds = %5793
  %5803 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %33, <8 x float> %5794)
  %5804 = bitcast <8 x float> %5794 to <8 x i32>
  %5805 = or <8 x i32> %5804, %46
  %5806 = bitcast <8 x i32> %5805 to <8 x float>
  %5807 = fcmp oeq <8 x float> %5794, %33
  %5808 = select <8 x i1> %5807, <8 x float> %5806, <8 x float> %5803
  br label %5812

5809:                                             ; preds = %5793
  %5810 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5756, <8 x i1> %4887, <8 x float> zeroinitializer)
  %5811 = fadd <8 x float> %5794, %5810
  br label %5812

5812:                                             ; preds = %5795, %5802, %5809, %5052, %5793, %5774
  %5813 = phi ptr [ %5084, %5052 ], [ %5754, %5795 ], [ %5754, %5774 ], [ %5754, %5793 ], [ %5754, %5809 ], [ %5754, %5802 ]
  %5814 = phi <8 x float> [ %5085, %5052 ], [ %5801, %5795 ], [ %5775, %5774 ], [ %5794, %5793 ], [ %5811, %5809 ], [ %5808, %5802 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5814, ptr align 1 %5813, <8 x i1> %4887)
  br label %5815

5815:                                             ; preds = %4964, %5812, %4437, %4870, %3678, %4386, %3234, %3596, %2621, %3189, %2260, %2551, %1793, %2221, %1494, %1735, %1148, %1436, %937, %1102, %730, %891, %593, %681, %554
  %5816 = add nsw i64 %555, 16
  %5817 = icmp slt i64 %5816, %371
  br i1 %5817, label %554, label %551
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
