; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_conv_f32_nchwk_fma512(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20, i64 noundef %21, i64 noundef %22, i64 noundef %23, i64 noundef %24, i64 noundef %25, i64 noundef %26, i64 noundef %27) local_unnamed_addr {
  %29 = inttoptr i64 %0 to ptr
  %30 = inttoptr i64 %1 to ptr
  %31 = inttoptr i64 %20 to ptr
  %32 = inttoptr i64 %2 to ptr
  %33 = inttoptr i64 %23 to ptr
  %34 = inttoptr i64 %21 to ptr
  %35 = trunc i64 %25 to i32
  %36 = trunc i64 %26 to i32
  %37 = insertelement <16 x i32> poison, i32 %35, i64 0
  %38 = bitcast <16 x i32> %37 to <16 x float>
  %39 = shufflevector <16 x float> %38, <16 x float> poison, <16 x i32> zeroinitializer
  %40 = insertelement <16 x i32> poison, i32 %36, i64 0
  %41 = bitcast <16 x i32> %40 to <16 x float>
  %42 = shufflevector <16 x float> %41, <16 x float> poison, <16 x i32> zeroinitializer
  %43 = mul nsw i64 %10, %9
  %44 = icmp eq i64 %14, 2
  %45 = zext i1 %44 to i32
  %46 = add nsw i64 %6, 7
  %47 = sdiv i64 %46, 8
  %48 = add i64 %9, -1
  %49 = add i64 %48, %17
  %50 = sdiv i64 %49, %17
  %51 = add nsw i64 %10, 15
  %52 = sdiv i64 %51, 16
  %53 = icmp slt i64 %3, %4
  br i1 %53, label %54, label %313

54:                                               ; preds = %28
  %55 = icmp eq i64 %23, 0
  %56 = mul nsw i64 %8, %7
  %57 = mul nsw i64 %12, %11
  %58 = icmp eq i64 %20, 0
  %59 = mul i64 %57, %5
  %60 = icmp sgt i64 %11, 0
  %61 = icmp sgt i64 %12, 0
  %62 = icmp sgt i64 %5, 0
  %63 = icmp eq i64 %27, 0
  %64 = bitcast <16 x float> %39 to <8 x i64>
  %65 = bitcast <16 x float> %42 to <8 x i64>
  %66 = and i64 %27, 3
  %67 = lshr i64 %27, 2
  %68 = and i64 %67, 3
  %69 = lshr i64 %27, 4
  %70 = and i64 %69, 3
  %71 = and i64 %27, 3
  %72 = lshr i64 %27, 2
  %73 = and i64 %72, 3
  %74 = lshr i64 %27, 4
  %75 = and i64 %74, 3
  %76 = and i64 %27, 3
  %77 = lshr i64 %27, 2
  %78 = and i64 %77, 3
  %79 = lshr i64 %27, 4
  %80 = and i64 %79, 3
  %81 = and i64 %27, 3
  %82 = lshr i64 %27, 2
  %83 = and i64 %82, 3
  %84 = lshr i64 %27, 4
  %85 = and i64 %84, 3
  %86 = and i64 %27, 3
  %87 = lshr i64 %27, 2
  %88 = and i64 %87, 3
  %89 = lshr i64 %27, 4
  %90 = and i64 %89, 3
  %91 = and i64 %27, 3
  %92 = lshr i64 %27, 2
  %93 = and i64 %92, 3
  %94 = lshr i64 %27, 4
  %95 = and i64 %94, 3
  %96 = and i64 %27, 3
  %97 = lshr i64 %27, 2
  %98 = and i64 %97, 3
  %99 = lshr i64 %27, 4
  %100 = and i64 %99, 3
  %101 = and i64 %27, 3
  %102 = lshr i64 %27, 2
  %103 = and i64 %102, 3
  %104 = lshr i64 %27, 4
  %105 = and i64 %104, 3
  %106 = and i64 %27, 3
  %107 = lshr i64 %27, 2
  %108 = and i64 %107, 3
  %109 = lshr i64 %27, 4
  %110 = and i64 %109, 3
  %111 = and i64 %27, 3
  %112 = lshr i64 %27, 2
  %113 = and i64 %112, 3
  %114 = lshr i64 %27, 4
  %115 = and i64 %114, 3
  %116 = and i64 %27, 3
  %117 = lshr i64 %27, 2
  %118 = and i64 %117, 3
  %119 = lshr i64 %27, 4
  %120 = and i64 %119, 3
  %121 = and i64 %27, 3
  %122 = lshr i64 %27, 2
  %123 = and i64 %122, 3
  %124 = lshr i64 %27, 4
  %125 = and i64 %124, 3
  %126 = shl nuw nsw i64 %5, 1
  %127 = mul nuw nsw i64 %5, 3
  %128 = shl nuw nsw i64 %5, 2
  %129 = mul nuw nsw i64 %5, 5
  %130 = mul nuw nsw i64 %5, 6
  %131 = mul nuw nsw i64 %5, 7
  %132 = and i64 %27, 3
  %133 = lshr i64 %27, 2
  %134 = and i64 %133, 3
  %135 = lshr i64 %27, 4
  %136 = and i64 %135, 3
  %137 = and i64 %27, 3
  %138 = lshr i64 %27, 2
  %139 = and i64 %138, 3
  %140 = lshr i64 %27, 4
  %141 = and i64 %140, 3
  %142 = and i64 %27, 3
  %143 = lshr i64 %27, 2
  %144 = and i64 %143, 3
  %145 = lshr i64 %27, 4
  %146 = and i64 %145, 3
  %147 = shl nuw nsw i64 %5, 1
  %148 = mul nuw nsw i64 %5, 3
  %149 = shl nuw nsw i64 %5, 2
  %150 = mul nuw nsw i64 %5, 5
  %151 = mul nuw nsw i64 %5, 6
  %152 = mul nuw nsw i64 %5, 7
  %153 = and i64 %27, 3
  %154 = lshr i64 %27, 2
  %155 = and i64 %154, 3
  %156 = lshr i64 %27, 4
  %157 = and i64 %156, 3
  %158 = and i64 %27, 3
  %159 = lshr i64 %27, 2
  %160 = and i64 %159, 3
  %161 = lshr i64 %27, 4
  %162 = and i64 %161, 3
  %163 = and i64 %27, 3
  %164 = lshr i64 %27, 2
  %165 = and i64 %164, 3
  %166 = lshr i64 %27, 4
  %167 = and i64 %166, 3
  %168 = shl nuw nsw i64 %5, 1
  %169 = mul nuw nsw i64 %5, 3
  %170 = shl nuw nsw i64 %5, 2
  %171 = mul nuw nsw i64 %5, 5
  %172 = mul nuw nsw i64 %5, 6
  %173 = mul nuw nsw i64 %5, 7
  %174 = and i64 %27, 3
  %175 = lshr i64 %27, 2
  %176 = and i64 %175, 3
  %177 = lshr i64 %27, 4
  %178 = and i64 %177, 3
  %179 = and i64 %27, 3
  %180 = lshr i64 %27, 2
  %181 = and i64 %180, 3
  %182 = lshr i64 %27, 4
  %183 = and i64 %182, 3
  %184 = shl nuw nsw i64 %5, 1
  %185 = mul nuw nsw i64 %5, 3
  %186 = shl nuw nsw i64 %5, 2
  %187 = mul nuw nsw i64 %5, 5
  %188 = mul nuw nsw i64 %5, 6
  %189 = mul nuw nsw i64 %5, 7
  %190 = and i64 %27, 3
  %191 = lshr i64 %27, 2
  %192 = and i64 %191, 3
  %193 = lshr i64 %27, 4
  %194 = and i64 %193, 3
  %195 = and i64 %27, 3
  %196 = lshr i64 %27, 2
  %197 = and i64 %196, 3
  %198 = lshr i64 %27, 4
  %199 = and i64 %198, 3
  %200 = shl nuw nsw i64 %5, 1
  %201 = mul nuw nsw i64 %5, 3
  %202 = shl nuw nsw i64 %5, 2
  %203 = mul nuw nsw i64 %5, 5
  %204 = mul nuw nsw i64 %5, 6
  %205 = mul nuw nsw i64 %5, 7
  %206 = and i64 %27, 3
  %207 = lshr i64 %27, 2
  %208 = and i64 %207, 3
  %209 = lshr i64 %27, 4
  %210 = and i64 %209, 3
  %211 = and i64 %27, 3
  %212 = lshr i64 %27, 2
  %213 = and i64 %212, 3
  %214 = lshr i64 %27, 4
  %215 = and i64 %214, 3
  %216 = and i64 %27, 3
  %217 = lshr i64 %27, 2
  %218 = and i64 %217, 3
  %219 = lshr i64 %27, 4
  %220 = and i64 %219, 3
  %221 = and i64 %27, 3
  %222 = lshr i64 %27, 2
  %223 = and i64 %222, 3
  %224 = lshr i64 %27, 4
  %225 = and i64 %224, 3
  %226 = and i64 %27, 3
  %227 = lshr i64 %27, 2
  %228 = and i64 %227, 3
  %229 = lshr i64 %27, 4
  %230 = and i64 %229, 3
  %231 = and i64 %27, 3
  %232 = lshr i64 %27, 2
  %233 = and i64 %232, 3
  %234 = lshr i64 %27, 4
  %235 = and i64 %234, 3
  %236 = and i64 %27, 3
  %237 = lshr i64 %27, 2
  %238 = and i64 %237, 3
  %239 = lshr i64 %27, 4
  %240 = and i64 %239, 3
  %241 = and i64 %27, 3
  %242 = lshr i64 %27, 2
  %243 = and i64 %242, 3
  %244 = lshr i64 %27, 4
  %245 = and i64 %244, 3
  %246 = shl nuw nsw i64 %5, 1
  %247 = mul nuw nsw i64 %5, 3
  %248 = shl nuw nsw i64 %5, 2
  %249 = mul nuw nsw i64 %5, 5
  %250 = mul nuw nsw i64 %5, 6
  %251 = mul nuw nsw i64 %5, 7
  %252 = and i64 %27, 3
  %253 = lshr i64 %27, 2
  %254 = and i64 %253, 3
  %255 = lshr i64 %27, 4
  %256 = and i64 %255, 3
  %257 = and i64 %27, 3
  %258 = lshr i64 %27, 2
  %259 = and i64 %258, 3
  %260 = lshr i64 %27, 4
  %261 = and i64 %260, 3
  %262 = and i64 %27, 3
  %263 = lshr i64 %27, 2
  %264 = and i64 %263, 3
  %265 = lshr i64 %27, 4
  %266 = and i64 %265, 3
  %267 = and i64 %27, 3
  %268 = lshr i64 %27, 2
  %269 = and i64 %268, 3
  %270 = lshr i64 %27, 4
  %271 = and i64 %270, 3
  %272 = and i64 %27, 3
  %273 = lshr i64 %27, 2
  %274 = and i64 %273, 3
  %275 = lshr i64 %27, 4
  %276 = and i64 %275, 3
  %277 = and i64 %27, 3
  %278 = lshr i64 %27, 2
  %279 = and i64 %278, 3
  %280 = lshr i64 %27, 4
  %281 = and i64 %280, 3
  %282 = and i64 %27, 3
  %283 = lshr i64 %27, 2
  %284 = and i64 %283, 3
  %285 = lshr i64 %27, 4
  %286 = and i64 %285, 3
  %287 = and i64 %27, 3
  %288 = lshr i64 %27, 2
  %289 = and i64 %288, 3
  %290 = lshr i64 %27, 4
  %291 = and i64 %290, 3
  %292 = add i64 %5, -1
  %293 = and i64 %5, 1
  %294 = icmp eq i64 %292, 0
  %295 = and i64 %5, 9223372036854775806
  %296 = icmp eq i64 %293, 0
  %297 = icmp ne i64 %293, 0
  %298 = and i64 %5, 1
  %299 = icmp eq i64 %292, 0
  %300 = and i64 %5, 9223372036854775806
  %301 = icmp eq i64 %298, 0
  %302 = icmp ne i64 %298, 0
  %303 = and i64 %5, 1
  %304 = icmp eq i64 %292, 0
  %305 = and i64 %5, 9223372036854775806
  %306 = icmp eq i64 %303, 0
  %307 = icmp ne i64 %303, 0
  %308 = and i64 %5, 1
  %309 = icmp eq i64 %292, 0
  %310 = and i64 %5, 9223372036854775806
  %311 = icmp eq i64 %308, 0
  %312 = icmp ne i64 %308, 0
  br label %314

313:                                              ; preds = %703, %28
  ret void

314:                                              ; preds = %54, %703
  %315 = phi i64 [ %3, %54 ], [ %704, %703 ]
  %316 = srem i64 %315, %47
  %317 = sdiv i64 %315, %47
  %318 = srem i64 %317, %50
  %319 = sdiv i64 %317, %50
  %320 = shl nsw i64 %316, 3
  %321 = mul nsw i64 %318, %17
  %322 = sub nsw i64 %9, %321
  %323 = tail call i64 @llvm.smin.i64(i64 %322, i64 %17)
  %324 = mul nsw i64 %319, %18
  %325 = getelementptr inbounds float, ptr %29, i64 %324
  %326 = mul nsw i64 %319, %19
  %327 = getelementptr inbounds float, ptr %32, i64 %326
  %328 = mul nsw i64 %319, %24
  %329 = getelementptr inbounds float, ptr %33, i64 %328
  %330 = select i1 %55, ptr null, ptr %329
  %331 = mul nsw i64 %319, %22
  %332 = getelementptr inbounds float, ptr %34, i64 %331
  %333 = mul nsw i64 %323, %52
  %334 = icmp sgt i64 %333, 0
  br i1 %334, label %335, label %703

335:                                              ; preds = %314
  %336 = mul i64 %59, %320
  %337 = add nsw i64 %333, -1
  %338 = sub nsw i64 %6, %320
  %339 = icmp sgt i64 %338, 7
  %340 = icmp slt i64 %320, %6
  %341 = getelementptr inbounds float, ptr %31, i64 %320
  %342 = getelementptr inbounds float, ptr %30, i64 %336
  %343 = getelementptr inbounds nuw i8, ptr %341, i64 4
  %344 = getelementptr inbounds nuw i8, ptr %341, i64 8
  %345 = getelementptr inbounds nuw i8, ptr %341, i64 12
  %346 = getelementptr inbounds nuw i8, ptr %341, i64 16
  %347 = getelementptr inbounds nuw i8, ptr %341, i64 20
  %348 = getelementptr inbounds nuw i8, ptr %341, i64 24
  %349 = getelementptr inbounds nuw i8, ptr %341, i64 28
  %350 = mul nsw i64 %320, %43
  %351 = getelementptr inbounds float, ptr %327, i64 %350
  %352 = or disjoint i64 %320, 1
  %353 = mul nsw i64 %352, %43
  %354 = getelementptr inbounds float, ptr %327, i64 %353
  %355 = or disjoint i64 %320, 2
  %356 = mul nsw i64 %355, %43
  %357 = getelementptr inbounds float, ptr %327, i64 %356
  %358 = or disjoint i64 %320, 3
  %359 = mul nsw i64 %358, %43
  %360 = getelementptr inbounds float, ptr %327, i64 %359
  %361 = or disjoint i64 %320, 4
  %362 = mul nsw i64 %361, %43
  %363 = getelementptr inbounds float, ptr %327, i64 %362
  %364 = or disjoint i64 %320, 5
  %365 = mul nsw i64 %364, %43
  %366 = getelementptr inbounds float, ptr %327, i64 %365
  %367 = or disjoint i64 %320, 6
  %368 = mul nsw i64 %367, %43
  %369 = getelementptr inbounds float, ptr %327, i64 %368
  %370 = or disjoint i64 %320, 7
  %371 = mul nsw i64 %370, %43
  %372 = getelementptr inbounds float, ptr %327, i64 %371
  %373 = mul nsw i64 %320, %43
  %374 = or disjoint i64 %320, 1
  %375 = mul nsw i64 %374, %43
  %376 = or disjoint i64 %320, 2
  %377 = mul nsw i64 %376, %43
  %378 = or disjoint i64 %320, 3
  %379 = mul nsw i64 %378, %43
  %380 = or disjoint i64 %320, 4
  %381 = mul nsw i64 %380, %43
  %382 = or disjoint i64 %320, 5
  %383 = mul nsw i64 %382, %43
  %384 = or disjoint i64 %320, 6
  %385 = mul nsw i64 %384, %43
  %386 = or disjoint i64 %320, 7
  %387 = mul nsw i64 %386, %43
  %388 = or disjoint i64 %320, 1
  %389 = mul nsw i64 %388, %43
  %390 = or disjoint i64 %320, 2
  %391 = mul nsw i64 %390, %43
  %392 = or disjoint i64 %320, 3
  %393 = mul nsw i64 %392, %43
  %394 = or disjoint i64 %320, 4
  %395 = mul nsw i64 %394, %43
  %396 = or disjoint i64 %320, 5
  %397 = mul nsw i64 %396, %43
  %398 = or disjoint i64 %320, 6
  %399 = mul nsw i64 %398, %43
  %400 = or disjoint i64 %320, 7
  %401 = mul nsw i64 %400, %43
  %402 = getelementptr inbounds nuw i8, ptr %341, i64 4
  %403 = getelementptr inbounds nuw i8, ptr %341, i64 8
  %404 = getelementptr inbounds nuw i8, ptr %341, i64 12
  %405 = getelementptr inbounds nuw i8, ptr %341, i64 16
  %406 = getelementptr inbounds nuw i8, ptr %341, i64 20
  %407 = getelementptr inbounds nuw i8, ptr %341, i64 24
  %408 = getelementptr inbounds nuw i8, ptr %341, i64 28
  %409 = mul nsw i64 %320, %43
  %410 = getelementptr inbounds float, ptr %327, i64 %409
  %411 = or disjoint i64 %320, 1
  %412 = mul nsw i64 %411, %43
  %413 = getelementptr inbounds float, ptr %327, i64 %412
  %414 = or disjoint i64 %320, 2
  %415 = mul nsw i64 %414, %43
  %416 = getelementptr inbounds float, ptr %327, i64 %415
  %417 = or disjoint i64 %320, 3
  %418 = mul nsw i64 %417, %43
  %419 = getelementptr inbounds float, ptr %327, i64 %418
  %420 = or disjoint i64 %320, 4
  %421 = mul nsw i64 %420, %43
  %422 = getelementptr inbounds float, ptr %327, i64 %421
  %423 = or disjoint i64 %320, 5
  %424 = mul nsw i64 %423, %43
  %425 = getelementptr inbounds float, ptr %327, i64 %424
  %426 = or disjoint i64 %320, 6
  %427 = mul nsw i64 %426, %43
  %428 = getelementptr inbounds float, ptr %327, i64 %427
  %429 = or disjoint i64 %320, 7
  %430 = mul nsw i64 %429, %43
  %431 = getelementptr inbounds float, ptr %327, i64 %430
  %432 = mul nsw i64 %320, %43
  %433 = or disjoint i64 %320, 1
  %434 = mul nsw i64 %433, %43
  %435 = or disjoint i64 %320, 2
  %436 = mul nsw i64 %435, %43
  %437 = or disjoint i64 %320, 3
  %438 = mul nsw i64 %437, %43
  %439 = or disjoint i64 %320, 4
  %440 = mul nsw i64 %439, %43
  %441 = or disjoint i64 %320, 5
  %442 = mul nsw i64 %441, %43
  %443 = or disjoint i64 %320, 6
  %444 = mul nsw i64 %443, %43
  %445 = or disjoint i64 %320, 7
  %446 = mul nsw i64 %445, %43
  %447 = or disjoint i64 %320, 1
  %448 = mul nsw i64 %447, %43
  %449 = or disjoint i64 %320, 2
  %450 = mul nsw i64 %449, %43
  %451 = or disjoint i64 %320, 3
  %452 = mul nsw i64 %451, %43
  %453 = or disjoint i64 %320, 4
  %454 = mul nsw i64 %453, %43
  %455 = or disjoint i64 %320, 5
  %456 = mul nsw i64 %455, %43
  %457 = or disjoint i64 %320, 6
  %458 = mul nsw i64 %457, %43
  %459 = or disjoint i64 %320, 7
  %460 = mul nsw i64 %459, %43
  %461 = mul nsw i64 %320, %43
  %462 = getelementptr inbounds float, ptr %327, i64 %461
  %463 = getelementptr inbounds nuw i8, ptr %341, i64 4
  %464 = or disjoint i64 %320, 1
  %465 = mul nsw i64 %464, %43
  %466 = getelementptr inbounds float, ptr %327, i64 %465
  %467 = getelementptr inbounds nuw i8, ptr %341, i64 8
  %468 = or disjoint i64 %320, 2
  %469 = mul nsw i64 %468, %43
  %470 = getelementptr inbounds float, ptr %327, i64 %469
  %471 = getelementptr inbounds nuw i8, ptr %341, i64 12
  %472 = or disjoint i64 %320, 3
  %473 = mul nsw i64 %472, %43
  %474 = getelementptr inbounds float, ptr %327, i64 %473
  %475 = getelementptr inbounds nuw i8, ptr %341, i64 16
  %476 = or disjoint i64 %320, 4
  %477 = mul nsw i64 %476, %43
  %478 = getelementptr inbounds float, ptr %327, i64 %477
  %479 = getelementptr inbounds nuw i8, ptr %341, i64 20
  %480 = or disjoint i64 %320, 5
  %481 = mul nsw i64 %480, %43
  %482 = getelementptr inbounds float, ptr %327, i64 %481
  %483 = getelementptr inbounds nuw i8, ptr %341, i64 24
  %484 = or disjoint i64 %320, 6
  %485 = mul nsw i64 %484, %43
  %486 = getelementptr inbounds float, ptr %327, i64 %485
  %487 = getelementptr inbounds nuw i8, ptr %341, i64 28
  %488 = or disjoint i64 %320, 7
  %489 = mul nsw i64 %488, %43
  %490 = getelementptr inbounds float, ptr %327, i64 %489
  %491 = mul nsw i64 %320, %43
  %492 = getelementptr float, ptr %332, i64 %491
  %493 = getelementptr float, ptr %332, i64 %491
  %494 = or disjoint i64 %320, 1
  %495 = mul nsw i64 %494, %43
  %496 = getelementptr float, ptr %332, i64 %495
  %497 = getelementptr float, ptr %332, i64 %495
  %498 = or disjoint i64 %320, 2
  %499 = mul nsw i64 %498, %43
  %500 = getelementptr float, ptr %332, i64 %499
  %501 = getelementptr float, ptr %332, i64 %499
  %502 = or disjoint i64 %320, 3
  %503 = mul nsw i64 %502, %43
  %504 = getelementptr float, ptr %332, i64 %503
  %505 = getelementptr float, ptr %332, i64 %503
  %506 = or disjoint i64 %320, 4
  %507 = mul nsw i64 %506, %43
  %508 = getelementptr float, ptr %332, i64 %507
  %509 = getelementptr float, ptr %332, i64 %507
  %510 = or disjoint i64 %320, 5
  %511 = mul nsw i64 %510, %43
  %512 = getelementptr float, ptr %332, i64 %511
  %513 = getelementptr float, ptr %332, i64 %511
  %514 = or disjoint i64 %320, 6
  %515 = mul nsw i64 %514, %43
  %516 = getelementptr float, ptr %332, i64 %515
  %517 = getelementptr float, ptr %332, i64 %515
  %518 = or disjoint i64 %320, 7
  %519 = mul nsw i64 %518, %43
  %520 = getelementptr float, ptr %332, i64 %519
  %521 = getelementptr float, ptr %332, i64 %519
  %522 = mul nsw i64 %320, %43
  %523 = getelementptr inbounds float, ptr %327, i64 %522
  %524 = getelementptr inbounds nuw i8, ptr %341, i64 4
  %525 = or disjoint i64 %320, 1
  %526 = mul nsw i64 %525, %43
  %527 = getelementptr inbounds float, ptr %327, i64 %526
  %528 = getelementptr inbounds nuw i8, ptr %341, i64 8
  %529 = or disjoint i64 %320, 2
  %530 = mul nsw i64 %529, %43
  %531 = getelementptr inbounds float, ptr %327, i64 %530
  %532 = getelementptr inbounds nuw i8, ptr %341, i64 12
  %533 = or disjoint i64 %320, 3
  %534 = mul nsw i64 %533, %43
  %535 = getelementptr inbounds float, ptr %327, i64 %534
  %536 = getelementptr inbounds nuw i8, ptr %341, i64 16
  %537 = or disjoint i64 %320, 4
  %538 = mul nsw i64 %537, %43
  %539 = getelementptr inbounds float, ptr %327, i64 %538
  %540 = getelementptr inbounds nuw i8, ptr %341, i64 20
  %541 = or disjoint i64 %320, 5
  %542 = mul nsw i64 %541, %43
  %543 = getelementptr inbounds float, ptr %327, i64 %542
  %544 = getelementptr inbounds nuw i8, ptr %341, i64 24
  %545 = or disjoint i64 %320, 6
  %546 = mul nsw i64 %545, %43
  %547 = getelementptr inbounds float, ptr %327, i64 %546
  %548 = getelementptr inbounds nuw i8, ptr %341, i64 28
  %549 = or disjoint i64 %320, 7
  %550 = mul nsw i64 %549, %43
  %551 = getelementptr inbounds float, ptr %327, i64 %550
  %552 = mul nsw i64 %320, %43
  %553 = getelementptr float, ptr %332, i64 %552
  %554 = getelementptr float, ptr %332, i64 %552
  %555 = or disjoint i64 %320, 1
  %556 = mul nsw i64 %555, %43
  %557 = getelementptr float, ptr %332, i64 %556
  %558 = getelementptr float, ptr %332, i64 %556
  %559 = or disjoint i64 %320, 2
  %560 = mul nsw i64 %559, %43
  %561 = getelementptr float, ptr %332, i64 %560
  %562 = getelementptr float, ptr %332, i64 %560
  %563 = or disjoint i64 %320, 3
  %564 = mul nsw i64 %563, %43
  %565 = getelementptr float, ptr %332, i64 %564
  %566 = getelementptr float, ptr %332, i64 %564
  %567 = or disjoint i64 %320, 4
  %568 = mul nsw i64 %567, %43
  %569 = getelementptr float, ptr %332, i64 %568
  %570 = getelementptr float, ptr %332, i64 %568
  %571 = or disjoint i64 %320, 5
  %572 = mul nsw i64 %571, %43
  %573 = getelementptr float, ptr %332, i64 %572
  %574 = getelementptr float, ptr %332, i64 %572
  %575 = or disjoint i64 %320, 6
  %576 = mul nsw i64 %575, %43
  %577 = getelementptr float, ptr %332, i64 %576
  %578 = getelementptr float, ptr %332, i64 %576
  %579 = or disjoint i64 %320, 7
  %580 = mul nsw i64 %579, %43
  %581 = getelementptr float, ptr %332, i64 %580
  %582 = getelementptr float, ptr %332, i64 %580
  %583 = mul nsw i64 %320, %43
  %584 = getelementptr inbounds float, ptr %327, i64 %583
  %585 = getelementptr inbounds nuw i8, ptr %341, i64 4
  %586 = or disjoint i64 %320, 1
  %587 = mul nsw i64 %586, %43
  %588 = getelementptr inbounds float, ptr %327, i64 %587
  %589 = getelementptr inbounds nuw i8, ptr %341, i64 8
  %590 = or disjoint i64 %320, 2
  %591 = mul nsw i64 %590, %43
  %592 = getelementptr inbounds float, ptr %327, i64 %591
  %593 = getelementptr inbounds nuw i8, ptr %341, i64 12
  %594 = or disjoint i64 %320, 3
  %595 = mul nsw i64 %594, %43
  %596 = getelementptr inbounds float, ptr %327, i64 %595
  %597 = getelementptr inbounds nuw i8, ptr %341, i64 16
  %598 = or disjoint i64 %320, 4
  %599 = mul nsw i64 %598, %43
  %600 = getelementptr inbounds float, ptr %327, i64 %599
  %601 = getelementptr inbounds nuw i8, ptr %341, i64 20
  %602 = or disjoint i64 %320, 5
  %603 = mul nsw i64 %602, %43
  %604 = getelementptr inbounds float, ptr %327, i64 %603
  %605 = getelementptr inbounds nuw i8, ptr %341, i64 24
  %606 = or disjoint i64 %320, 6
  %607 = mul nsw i64 %606, %43
  %608 = getelementptr inbounds float, ptr %327, i64 %607
  %609 = getelementptr inbounds nuw i8, ptr %341, i64 28
  %610 = or disjoint i64 %320, 7
  %611 = mul nsw i64 %610, %43
  %612 = getelementptr inbounds float, ptr %327, i64 %611
  %613 = mul nsw i64 %320, %43
  %614 = getelementptr float, ptr %332, i64 %613
  %615 = or disjoint i64 %320, 1
  %616 = mul nsw i64 %615, %43
  %617 = getelementptr float, ptr %332, i64 %616
  %618 = or disjoint i64 %320, 2
  %619 = mul nsw i64 %618, %43
  %620 = getelementptr float, ptr %332, i64 %619
  %621 = or disjoint i64 %320, 3
  %622 = mul nsw i64 %621, %43
  %623 = getelementptr float, ptr %332, i64 %622
  %624 = or disjoint i64 %320, 4
  %625 = mul nsw i64 %624, %43
  %626 = getelementptr float, ptr %332, i64 %625
  %627 = or disjoint i64 %320, 5
  %628 = mul nsw i64 %627, %43
  %629 = getelementptr float, ptr %332, i64 %628
  %630 = or disjoint i64 %320, 6
  %631 = mul nsw i64 %630, %43
  %632 = getelementptr float, ptr %332, i64 %631
  %633 = or disjoint i64 %320, 7
  %634 = mul nsw i64 %633, %43
  %635 = getelementptr float, ptr %332, i64 %634
  %636 = mul nsw i64 %320, %43
  %637 = getelementptr inbounds float, ptr %327, i64 %636
  %638 = getelementptr inbounds nuw i8, ptr %341, i64 4
  %639 = or disjoint i64 %320, 1
  %640 = mul nsw i64 %639, %43
  %641 = getelementptr inbounds float, ptr %327, i64 %640
  %642 = getelementptr inbounds nuw i8, ptr %341, i64 8
  %643 = or disjoint i64 %320, 2
  %644 = mul nsw i64 %643, %43
  %645 = getelementptr inbounds float, ptr %327, i64 %644
  %646 = getelementptr inbounds nuw i8, ptr %341, i64 12
  %647 = or disjoint i64 %320, 3
  %648 = mul nsw i64 %647, %43
  %649 = getelementptr inbounds float, ptr %327, i64 %648
  %650 = getelementptr inbounds nuw i8, ptr %341, i64 16
  %651 = or disjoint i64 %320, 4
  %652 = mul nsw i64 %651, %43
  %653 = getelementptr inbounds float, ptr %327, i64 %652
  %654 = getelementptr inbounds nuw i8, ptr %341, i64 20
  %655 = or disjoint i64 %320, 5
  %656 = mul nsw i64 %655, %43
  %657 = getelementptr inbounds float, ptr %327, i64 %656
  %658 = getelementptr inbounds nuw i8, ptr %341, i64 24
  %659 = or disjoint i64 %320, 6
  %660 = mul nsw i64 %659, %43
  %661 = getelementptr inbounds float, ptr %327, i64 %660
  %662 = getelementptr inbounds nuw i8, ptr %341, i64 28
  %663 = or disjoint i64 %320, 7
  %664 = mul nsw i64 %663, %43
  %665 = getelementptr inbounds float, ptr %327, i64 %664
  %666 = mul nsw i64 %320, %43
  %667 = getelementptr float, ptr %332, i64 %666
  %668 = or disjoint i64 %320, 1
  %669 = mul nsw i64 %668, %43
  %670 = getelementptr float, ptr %332, i64 %669
  %671 = or disjoint i64 %320, 2
  %672 = mul nsw i64 %671, %43
  %673 = getelementptr float, ptr %332, i64 %672
  %674 = or disjoint i64 %320, 3
  %675 = mul nsw i64 %674, %43
  %676 = getelementptr float, ptr %332, i64 %675
  %677 = or disjoint i64 %320, 4
  %678 = mul nsw i64 %677, %43
  %679 = getelementptr float, ptr %332, i64 %678
  %680 = or disjoint i64 %320, 5
  %681 = mul nsw i64 %680, %43
  %682 = getelementptr float, ptr %332, i64 %681
  %683 = or disjoint i64 %320, 6
  %684 = mul nsw i64 %683, %43
  %685 = getelementptr float, ptr %332, i64 %684
  %686 = or disjoint i64 %320, 7
  %687 = mul nsw i64 %686, %43
  %688 = getelementptr float, ptr %332, i64 %687
  %689 = getelementptr float, ptr %332, i64 %389
  %690 = getelementptr float, ptr %332, i64 %391
  %691 = getelementptr float, ptr %332, i64 %393
  %692 = getelementptr float, ptr %332, i64 %395
  %693 = getelementptr float, ptr %332, i64 %397
  %694 = getelementptr float, ptr %332, i64 %399
  %695 = getelementptr float, ptr %332, i64 %401
  %696 = getelementptr float, ptr %332, i64 %448
  %697 = getelementptr float, ptr %332, i64 %450
  %698 = getelementptr float, ptr %332, i64 %452
  %699 = getelementptr float, ptr %332, i64 %454
  %700 = getelementptr float, ptr %332, i64 %456
  %701 = getelementptr float, ptr %332, i64 %458
  %702 = getelementptr float, ptr %332, i64 %460
  br label %706

703:                                              ; preds = %11115, %314
  %704 = add i64 %315, 1
  %705 = icmp eq i64 %704, %4
  br i1 %705, label %313, label %314

706:                                              ; preds = %335, %11115
  %707 = phi i64 [ 0, %335 ], [ %11116, %11115 ]
  %708 = tail call i64 @llvm.smin.i64(i64 %707, i64 %337)
  %709 = sdiv i64 %708, %52
  %710 = add nsw i64 %709, %321
  %711 = srem i64 %708, %52
  %712 = shl nsw i64 %711, 4
  %713 = add nuw nsw i64 %707, 1
  %714 = tail call i64 @llvm.smin.i64(i64 %713, i64 %337)
  %715 = sdiv i64 %714, %52
  %716 = add nsw i64 %715, %321
  %717 = srem i64 %714, %52
  %718 = shl nsw i64 %717, 4
  %719 = add nuw nsw i64 %707, 2
  %720 = tail call i64 @llvm.smin.i64(i64 %719, i64 %337)
  %721 = sdiv i64 %720, %52
  %722 = add nsw i64 %721, %321
  %723 = srem i64 %720, %52
  %724 = shl nsw i64 %723, 4
  %725 = sub nsw i64 %333, %707
  %726 = icmp sgt i64 %725, 2
  %727 = trunc i64 %725 to i32
  %728 = select i1 %726, i32 3, i32 %727
  br i1 %339, label %941, label %729

729:                                              ; preds = %706
  br i1 %340, label %730, label %11115

730:                                              ; preds = %729
  %731 = shl nsw i32 %728, 1
  %732 = or disjoint i32 %731, %45
  %733 = sub nsw i64 %10, %712
  %734 = icmp sgt i64 %733, 15
  %735 = trunc i64 %733 to i32
  %736 = shl nsw i32 -1, %735
  %737 = trunc i32 %736 to i16
  %738 = xor i16 %737, -1
  %739 = select i1 %734, i16 -1, i16 %738
  %740 = sub nsw i64 %10, %718
  %741 = icmp sgt i64 %740, 15
  %742 = trunc i64 %740 to i32
  %743 = shl nsw i32 -1, %742
  %744 = trunc i32 %743 to i16
  %745 = xor i16 %744, -1
  %746 = select i1 %741, i16 -1, i16 %745
  %747 = sub nsw i64 %10, %724
  %748 = icmp sgt i64 %747, 15
  %749 = trunc i64 %747 to i32
  %750 = shl nsw i32 -1, %749
  %751 = trunc i32 %750 to i16
  %752 = xor i16 %751, -1
  %753 = select i1 %748, i16 -1, i16 %752
  %754 = bitcast i16 %739 to <16 x i1>
  %755 = mul nsw i64 %710, %10
  %756 = bitcast i16 %746 to <16 x i1>
  %757 = mul nsw i64 %716, %10
  %758 = bitcast i16 %753 to <16 x i1>
  %759 = mul nsw i64 %722, %10
  %760 = mul nsw i64 %710, %13
  %761 = shl nsw i64 %711, 5
  %762 = shl nsw i64 %733, 1
  %763 = add nsw i64 %762, -1
  %764 = mul nsw i64 %716, %13
  %765 = shl nsw i64 %717, 5
  %766 = shl nsw i64 %740, 1
  %767 = add nsw i64 %766, -1
  %768 = mul nsw i64 %722, %13
  %769 = shl nsw i64 %723, 5
  %770 = shl nsw i64 %747, 1
  %771 = add nsw i64 %770, -1
  %772 = mul nsw i64 %710, %10
  %773 = add i64 %772, %712
  %774 = bitcast i16 %739 to <16 x i1>
  %775 = mul nsw i64 %716, %10
  %776 = add i64 %775, %718
  %777 = bitcast i16 %746 to <16 x i1>
  %778 = mul nsw i64 %722, %10
  %779 = add i64 %778, %724
  %780 = bitcast i16 %753 to <16 x i1>
  %781 = bitcast i16 %739 to <16 x i1>
  %782 = mul nsw i64 %716, %10
  %783 = bitcast i16 %746 to <16 x i1>
  %784 = mul nsw i64 %722, %10
  %785 = bitcast i16 %753 to <16 x i1>
  %786 = sub nsw i64 %10, %712
  %787 = icmp sgt i64 %786, 15
  %788 = trunc i64 %786 to i32
  %789 = shl nsw i32 -1, %788
  %790 = trunc i32 %789 to i16
  %791 = xor i16 %790, -1
  %792 = select i1 %787, i16 -1, i16 %791
  %793 = sub nsw i64 %10, %718
  %794 = icmp sgt i64 %793, 15
  %795 = trunc i64 %793 to i32
  %796 = shl nsw i32 -1, %795
  %797 = trunc i32 %796 to i16
  %798 = xor i16 %797, -1
  %799 = select i1 %794, i16 -1, i16 %798
  %800 = sub nsw i64 %10, %724
  %801 = icmp sgt i64 %800, 15
  %802 = trunc i64 %800 to i32
  %803 = shl nsw i32 -1, %802
  %804 = trunc i32 %803 to i16
  %805 = xor i16 %804, -1
  %806 = select i1 %801, i16 -1, i16 %805
  %807 = bitcast i16 %792 to <16 x i1>
  %808 = mul nsw i64 %710, %10
  %809 = bitcast i16 %799 to <16 x i1>
  %810 = mul nsw i64 %716, %10
  %811 = bitcast i16 %806 to <16 x i1>
  %812 = mul nsw i64 %722, %10
  %813 = mul nsw i64 %710, %13
  %814 = mul nsw i64 %716, %13
  %815 = mul nsw i64 %722, %13
  %816 = mul nsw i64 %710, %10
  %817 = add i64 %816, %712
  %818 = bitcast i16 %792 to <16 x i1>
  %819 = mul nsw i64 %716, %10
  %820 = add i64 %819, %718
  %821 = bitcast i16 %799 to <16 x i1>
  %822 = mul nsw i64 %722, %10
  %823 = add i64 %822, %724
  %824 = bitcast i16 %806 to <16 x i1>
  %825 = bitcast i16 %792 to <16 x i1>
  %826 = mul nsw i64 %716, %10
  %827 = bitcast i16 %799 to <16 x i1>
  %828 = mul nsw i64 %722, %10
  %829 = bitcast i16 %806 to <16 x i1>
  %830 = sub nsw i64 %10, %712
  %831 = icmp sgt i64 %830, 15
  %832 = trunc i64 %830 to i32
  %833 = shl nsw i32 -1, %832
  %834 = trunc i32 %833 to i16
  %835 = xor i16 %834, -1
  %836 = select i1 %831, i16 -1, i16 %835
  %837 = sub nsw i64 %10, %718
  %838 = icmp sgt i64 %837, 15
  %839 = trunc i64 %837 to i32
  %840 = shl nsw i32 -1, %839
  %841 = trunc i32 %840 to i16
  %842 = xor i16 %841, -1
  %843 = select i1 %838, i16 -1, i16 %842
  %844 = bitcast i16 %836 to <16 x i1>
  %845 = mul nsw i64 %710, %10
  %846 = bitcast i16 %843 to <16 x i1>
  %847 = mul nsw i64 %716, %10
  %848 = mul nsw i64 %710, %13
  %849 = shl nsw i64 %711, 5
  %850 = shl nsw i64 %830, 1
  %851 = add nsw i64 %850, -1
  %852 = mul nsw i64 %716, %13
  %853 = shl nsw i64 %717, 5
  %854 = shl nsw i64 %837, 1
  %855 = add nsw i64 %854, -1
  %856 = mul nsw i64 %710, %10
  %857 = add i64 %856, %712
  %858 = bitcast i16 %836 to <16 x i1>
  %859 = mul nsw i64 %716, %10
  %860 = add i64 %859, %718
  %861 = bitcast i16 %843 to <16 x i1>
  %862 = bitcast i16 %836 to <16 x i1>
  %863 = mul nsw i64 %716, %10
  %864 = bitcast i16 %843 to <16 x i1>
  %865 = sub nsw i64 %10, %712
  %866 = icmp sgt i64 %865, 15
  %867 = trunc i64 %865 to i32
  %868 = shl nsw i32 -1, %867
  %869 = trunc i32 %868 to i16
  %870 = xor i16 %869, -1
  %871 = select i1 %866, i16 -1, i16 %870
  %872 = sub nsw i64 %10, %718
  %873 = icmp sgt i64 %872, 15
  %874 = trunc i64 %872 to i32
  %875 = shl nsw i32 -1, %874
  %876 = trunc i32 %875 to i16
  %877 = xor i16 %876, -1
  %878 = select i1 %873, i16 -1, i16 %877
  %879 = bitcast i16 %871 to <16 x i1>
  %880 = mul nsw i64 %710, %10
  %881 = bitcast i16 %878 to <16 x i1>
  %882 = mul nsw i64 %716, %10
  %883 = mul nsw i64 %710, %13
  %884 = mul nsw i64 %716, %13
  %885 = mul nsw i64 %710, %10
  %886 = add i64 %885, %712
  %887 = bitcast i16 %871 to <16 x i1>
  %888 = mul nsw i64 %716, %10
  %889 = add i64 %888, %718
  %890 = bitcast i16 %878 to <16 x i1>
  %891 = bitcast i16 %871 to <16 x i1>
  %892 = mul nsw i64 %716, %10
  %893 = bitcast i16 %878 to <16 x i1>
  %894 = sub nsw i64 %10, %712
  %895 = icmp sgt i64 %894, 15
  %896 = trunc i64 %894 to i32
  %897 = shl nsw i32 -1, %896
  %898 = trunc i32 %897 to i16
  %899 = xor i16 %898, -1
  %900 = select i1 %895, i16 -1, i16 %899
  %901 = bitcast i16 %900 to <16 x i1>
  %902 = mul nsw i64 %710, %10
  %903 = getelementptr float, ptr %327, i64 %902
  %904 = getelementptr float, ptr %903, i64 %712
  %905 = mul nsw i64 %710, %13
  %906 = shl nsw i64 %711, 5
  %907 = shl nsw i64 %894, 1
  %908 = add nsw i64 %907, -1
  %909 = mul nsw i64 %710, %10
  %910 = add i64 %909, %712
  %911 = bitcast i16 %900 to <16 x i1>
  %912 = bitcast i16 %900 to <16 x i1>
  %913 = sub nsw i64 %10, %712
  %914 = icmp sgt i64 %913, 15
  %915 = trunc i64 %913 to i32
  %916 = shl nsw i32 -1, %915
  %917 = trunc i32 %916 to i16
  %918 = xor i16 %917, -1
  %919 = select i1 %914, i16 -1, i16 %918
  %920 = bitcast i16 %919 to <16 x i1>
  %921 = mul nsw i64 %710, %10
  %922 = getelementptr float, ptr %327, i64 %921
  %923 = getelementptr float, ptr %922, i64 %712
  %924 = mul nsw i64 %710, %13
  %925 = mul nsw i64 %710, %10
  %926 = add i64 %925, %712
  %927 = bitcast i16 %919 to <16 x i1>
  %928 = bitcast i16 %919 to <16 x i1>
  %929 = getelementptr float, ptr %332, i64 %782
  %930 = getelementptr float, ptr %929, i64 %718
  %931 = getelementptr float, ptr %332, i64 %784
  %932 = getelementptr float, ptr %931, i64 %724
  %933 = getelementptr float, ptr %332, i64 %826
  %934 = getelementptr float, ptr %933, i64 %718
  %935 = getelementptr float, ptr %332, i64 %828
  %936 = getelementptr float, ptr %935, i64 %724
  %937 = getelementptr float, ptr %332, i64 %863
  %938 = getelementptr float, ptr %937, i64 %718
  %939 = getelementptr float, ptr %332, i64 %892
  %940 = getelementptr float, ptr %939, i64 %718
  br label %9426

941:                                              ; preds = %706
  %942 = shl nsw i32 %728, 1
  %943 = or disjoint i32 %942, %45
  switch i32 %943, label %11115 [
    i32 2, label %944
    i32 3, label %1694
    i32 4, label %2456
    i32 5, label %3860
    i32 6, label %5292
    i32 7, label %7338
  ]

944:                                              ; preds = %941
  %945 = sub nsw i64 %10, %712
  %946 = icmp sgt i64 %945, 15
  %947 = trunc i64 %945 to i32
  %948 = shl nsw i32 -1, %947
  %949 = trunc i32 %948 to i16
  %950 = xor i16 %949, -1
  %951 = select i1 %946, i16 -1, i16 %950
  br i1 %58, label %979, label %954

952:                                              ; preds = %1020
  %953 = mul nsw i64 %710, %13
  br label %1042

954:                                              ; preds = %944
  %955 = load float, ptr %341, align 4
  %956 = insertelement <16 x float> poison, float %955, i64 0
  %957 = shufflevector <16 x float> %956, <16 x float> poison, <16 x i32> zeroinitializer
  %958 = load float, ptr %402, align 4
  %959 = insertelement <16 x float> poison, float %958, i64 0
  %960 = shufflevector <16 x float> %959, <16 x float> poison, <16 x i32> zeroinitializer
  %961 = load float, ptr %403, align 4
  %962 = insertelement <16 x float> poison, float %961, i64 0
  %963 = shufflevector <16 x float> %962, <16 x float> poison, <16 x i32> zeroinitializer
  %964 = load float, ptr %404, align 4
  %965 = insertelement <16 x float> poison, float %964, i64 0
  %966 = shufflevector <16 x float> %965, <16 x float> poison, <16 x i32> zeroinitializer
  %967 = load float, ptr %405, align 4
  %968 = insertelement <16 x float> poison, float %967, i64 0
  %969 = shufflevector <16 x float> %968, <16 x float> poison, <16 x i32> zeroinitializer
  %970 = load float, ptr %406, align 4
  %971 = insertelement <16 x float> poison, float %970, i64 0
  %972 = shufflevector <16 x float> %971, <16 x float> poison, <16 x i32> zeroinitializer
  %973 = load float, ptr %407, align 4
  %974 = insertelement <16 x float> poison, float %973, i64 0
  %975 = shufflevector <16 x float> %974, <16 x float> poison, <16 x i32> zeroinitializer
  %976 = load float, ptr %408, align 4
  %977 = insertelement <16 x float> poison, float %976, i64 0
  %978 = shufflevector <16 x float> %977, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1020

979:                                              ; preds = %944
  %980 = bitcast i16 %951 to <16 x i1>
  %981 = mul nsw i64 %710, %10
  %982 = getelementptr inbounds float, ptr %410, i64 %981
  %983 = getelementptr inbounds float, ptr %982, i64 %712
  %984 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %983, <16 x i1> %980, <16 x float> zeroinitializer)
  %985 = bitcast i16 %951 to <16 x i1>
  %986 = mul nsw i64 %710, %10
  %987 = getelementptr inbounds float, ptr %413, i64 %986
  %988 = getelementptr inbounds float, ptr %987, i64 %712
  %989 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %988, <16 x i1> %985, <16 x float> zeroinitializer)
  %990 = bitcast i16 %951 to <16 x i1>
  %991 = mul nsw i64 %710, %10
  %992 = getelementptr inbounds float, ptr %416, i64 %991
  %993 = getelementptr inbounds float, ptr %992, i64 %712
  %994 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %993, <16 x i1> %990, <16 x float> zeroinitializer)
  %995 = bitcast i16 %951 to <16 x i1>
  %996 = mul nsw i64 %710, %10
  %997 = getelementptr inbounds float, ptr %419, i64 %996
  %998 = getelementptr inbounds float, ptr %997, i64 %712
  %999 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %998, <16 x i1> %995, <16 x float> zeroinitializer)
  %1000 = bitcast i16 %951 to <16 x i1>
  %1001 = mul nsw i64 %710, %10
  %1002 = getelementptr inbounds float, ptr %422, i64 %1001
  %1003 = getelementptr inbounds float, ptr %1002, i64 %712
  %1004 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1003, <16 x i1> %1000, <16 x float> zeroinitializer)
  %1005 = bitcast i16 %951 to <16 x i1>
  %1006 = mul nsw i64 %710, %10
  %1007 = getelementptr inbounds float, ptr %425, i64 %1006
  %1008 = getelementptr inbounds float, ptr %1007, i64 %712
  %1009 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1008, <16 x i1> %1005, <16 x float> zeroinitializer)
  %1010 = bitcast i16 %951 to <16 x i1>
  %1011 = mul nsw i64 %710, %10
  %1012 = getelementptr inbounds float, ptr %428, i64 %1011
  %1013 = getelementptr inbounds float, ptr %1012, i64 %712
  %1014 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1013, <16 x i1> %1010, <16 x float> zeroinitializer)
  %1015 = bitcast i16 %951 to <16 x i1>
  %1016 = mul nsw i64 %710, %10
  %1017 = getelementptr inbounds float, ptr %431, i64 %1016
  %1018 = getelementptr inbounds float, ptr %1017, i64 %712
  %1019 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1018, <16 x i1> %1015, <16 x float> zeroinitializer)
  br label %1020

1020:                                             ; preds = %979, %954
  %1021 = phi <16 x float> [ %1014, %979 ], [ %975, %954 ]
  %1022 = phi <16 x float> [ %1004, %979 ], [ %969, %954 ]
  %1023 = phi <16 x float> [ %994, %979 ], [ %963, %954 ]
  %1024 = phi <16 x float> [ %984, %979 ], [ %957, %954 ]
  %1025 = phi <16 x float> [ %989, %979 ], [ %960, %954 ]
  %1026 = phi <16 x float> [ %999, %979 ], [ %966, %954 ]
  %1027 = phi <16 x float> [ %1009, %979 ], [ %972, %954 ]
  %1028 = phi <16 x float> [ %1019, %979 ], [ %978, %954 ]
  br i1 %60, label %952, label %1029

1029:                                             ; preds = %1063, %1020
  %1030 = phi <16 x float> [ %1024, %1020 ], [ %1064, %1063 ]
  %1031 = phi <16 x float> [ %1025, %1020 ], [ %1065, %1063 ]
  %1032 = phi <16 x float> [ %1023, %1020 ], [ %1066, %1063 ]
  %1033 = phi <16 x float> [ %1026, %1020 ], [ %1067, %1063 ]
  %1034 = phi <16 x float> [ %1022, %1020 ], [ %1068, %1063 ]
  %1035 = phi <16 x float> [ %1027, %1020 ], [ %1069, %1063 ]
  %1036 = phi <16 x float> [ %1021, %1020 ], [ %1070, %1063 ]
  %1037 = phi <16 x float> [ %1028, %1020 ], [ %1071, %1063 ]
  %1038 = mul nsw i64 %710, %10
  %1039 = add nsw i64 %1038, %432
  %1040 = add nsw i64 %1039, %712
  %1041 = getelementptr inbounds float, ptr %332, i64 %1040
  br i1 %63, label %1674, label %1187

1042:                                             ; preds = %952, %1063
  %1043 = phi <16 x float> [ %1024, %952 ], [ %1064, %1063 ]
  %1044 = phi <16 x float> [ %1025, %952 ], [ %1065, %1063 ]
  %1045 = phi <16 x float> [ %1023, %952 ], [ %1066, %1063 ]
  %1046 = phi <16 x float> [ %1026, %952 ], [ %1067, %1063 ]
  %1047 = phi <16 x float> [ %1022, %952 ], [ %1068, %1063 ]
  %1048 = phi <16 x float> [ %1027, %952 ], [ %1069, %1063 ]
  %1049 = phi <16 x float> [ %1021, %952 ], [ %1070, %1063 ]
  %1050 = phi <16 x float> [ %1028, %952 ], [ %1071, %1063 ]
  %1051 = phi i64 [ 0, %952 ], [ %1072, %1063 ]
  br i1 %61, label %1052, label %1063

1052:                                             ; preds = %1042
  %1053 = sub i64 %1051, %15
  %1054 = mul nuw nsw i64 %1051, %12
  %1055 = getelementptr inbounds nuw float, ptr %342, i64 %1054
  %1056 = add i64 %1053, %953
  %1057 = icmp sgt i64 %1056, -1
  %1058 = icmp slt i64 %1056, %7
  %1059 = and i1 %1057, %1058
  %1060 = select i1 %1059, i64 %1056, i64 0
  %1061 = mul nsw i64 %1060, %8
  %1062 = getelementptr float, ptr %325, i64 %1061
  br label %1074

1063:                                             ; preds = %1106, %1042
  %1064 = phi <16 x float> [ %1043, %1042 ], [ %1107, %1106 ]
  %1065 = phi <16 x float> [ %1044, %1042 ], [ %1108, %1106 ]
  %1066 = phi <16 x float> [ %1045, %1042 ], [ %1109, %1106 ]
  %1067 = phi <16 x float> [ %1046, %1042 ], [ %1110, %1106 ]
  %1068 = phi <16 x float> [ %1047, %1042 ], [ %1111, %1106 ]
  %1069 = phi <16 x float> [ %1048, %1042 ], [ %1112, %1106 ]
  %1070 = phi <16 x float> [ %1049, %1042 ], [ %1113, %1106 ]
  %1071 = phi <16 x float> [ %1050, %1042 ], [ %1114, %1106 ]
  %1072 = add nuw nsw i64 %1051, 1
  %1073 = icmp eq i64 %1072, %11
  br i1 %1073, label %1029, label %1042

1074:                                             ; preds = %1052, %1106
  %1075 = phi <16 x float> [ %1043, %1052 ], [ %1107, %1106 ]
  %1076 = phi <16 x float> [ %1044, %1052 ], [ %1108, %1106 ]
  %1077 = phi <16 x float> [ %1045, %1052 ], [ %1109, %1106 ]
  %1078 = phi <16 x float> [ %1046, %1052 ], [ %1110, %1106 ]
  %1079 = phi <16 x float> [ %1047, %1052 ], [ %1111, %1106 ]
  %1080 = phi <16 x float> [ %1048, %1052 ], [ %1112, %1106 ]
  %1081 = phi <16 x float> [ %1049, %1052 ], [ %1113, %1106 ]
  %1082 = phi <16 x float> [ %1050, %1052 ], [ %1114, %1106 ]
  %1083 = phi i64 [ 0, %1052 ], [ %1115, %1106 ]
  %1084 = getelementptr inbounds nuw float, ptr %1055, i64 %1083
  br i1 %62, label %1085, label %1106

1085:                                             ; preds = %1074
  %1086 = sub i64 %1083, %16
  %1087 = add i64 %1086, %712
  %1088 = sub nsw i64 %8, %1087
  %1089 = tail call i64 @llvm.smin.i64(i64 %1088, i64 %945)
  %1090 = tail call i64 @llvm.smin.i64(i64 %1089, i64 16)
  %1091 = icmp slt i64 %1087, 0
  %1092 = sub nsw i64 0, %1087
  %1093 = select i1 %1091, i64 %1092, i64 0
  %1094 = icmp sgt i64 %1090, %1093
  %1095 = select i1 %1059, i1 %1094, i1 false
  %1096 = trunc i64 %1093 to i32
  %1097 = shl nsw i32 -1, %1096
  %1098 = trunc i64 %1090 to i32
  %1099 = shl nsw i32 -1, %1098
  %1100 = xor i32 %1099, -1
  %1101 = and i32 %1097, %1100
  %1102 = trunc i32 %1101 to i16
  %1103 = select i1 %1095, i16 %1102, i16 0
  %1104 = bitcast i16 %1103 to <16 x i1>
  %1105 = getelementptr float, ptr %1062, i64 %1087
  br label %1117

1106:                                             ; preds = %1117, %1074
  %1107 = phi <16 x float> [ %1075, %1074 ], [ %1135, %1117 ]
  %1108 = phi <16 x float> [ %1076, %1074 ], [ %1142, %1117 ]
  %1109 = phi <16 x float> [ %1077, %1074 ], [ %1149, %1117 ]
  %1110 = phi <16 x float> [ %1078, %1074 ], [ %1156, %1117 ]
  %1111 = phi <16 x float> [ %1079, %1074 ], [ %1163, %1117 ]
  %1112 = phi <16 x float> [ %1080, %1074 ], [ %1170, %1117 ]
  %1113 = phi <16 x float> [ %1081, %1074 ], [ %1177, %1117 ]
  %1114 = phi <16 x float> [ %1082, %1074 ], [ %1184, %1117 ]
  %1115 = add nuw nsw i64 %1083, 1
  %1116 = icmp eq i64 %1115, %12
  br i1 %1116, label %1063, label %1074

1117:                                             ; preds = %1085, %1117
  %1118 = phi <16 x float> [ %1075, %1085 ], [ %1135, %1117 ]
  %1119 = phi <16 x float> [ %1076, %1085 ], [ %1142, %1117 ]
  %1120 = phi <16 x float> [ %1077, %1085 ], [ %1149, %1117 ]
  %1121 = phi <16 x float> [ %1078, %1085 ], [ %1156, %1117 ]
  %1122 = phi <16 x float> [ %1079, %1085 ], [ %1163, %1117 ]
  %1123 = phi <16 x float> [ %1080, %1085 ], [ %1170, %1117 ]
  %1124 = phi <16 x float> [ %1081, %1085 ], [ %1177, %1117 ]
  %1125 = phi <16 x float> [ %1082, %1085 ], [ %1184, %1117 ]
  %1126 = phi i64 [ 0, %1085 ], [ %1185, %1117 ]
  %1127 = mul nsw i64 %56, %1126
  %1128 = getelementptr float, ptr %1105, i64 %1127
  %1129 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1128, <16 x i1> %1104, <16 x float> zeroinitializer)
  %1130 = mul nuw nsw i64 %1126, %57
  %1131 = getelementptr inbounds nuw float, ptr %1084, i64 %1130
  %1132 = load float, ptr %1131, align 4
  %1133 = insertelement <16 x float> poison, float %1132, i64 0
  %1134 = shufflevector <16 x float> %1133, <16 x float> poison, <16 x i32> zeroinitializer
  %1135 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1129, <16 x float> %1134, <16 x float> %1118)
  %1136 = add nuw nsw i64 %5, %1126
  %1137 = mul nuw nsw i64 %1136, %57
  %1138 = getelementptr inbounds nuw float, ptr %1084, i64 %1137
  %1139 = load float, ptr %1138, align 4
  %1140 = insertelement <16 x float> poison, float %1139, i64 0
  %1141 = shufflevector <16 x float> %1140, <16 x float> poison, <16 x i32> zeroinitializer
  %1142 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1129, <16 x float> %1141, <16 x float> %1119)
  %1143 = add nuw nsw i64 %246, %1126
  %1144 = mul nuw nsw i64 %1143, %57
  %1145 = getelementptr inbounds nuw float, ptr %1084, i64 %1144
  %1146 = load float, ptr %1145, align 4
  %1147 = insertelement <16 x float> poison, float %1146, i64 0
  %1148 = shufflevector <16 x float> %1147, <16 x float> poison, <16 x i32> zeroinitializer
  %1149 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1129, <16 x float> %1148, <16 x float> %1120)
  %1150 = add nuw nsw i64 %247, %1126
  %1151 = mul nuw nsw i64 %1150, %57
  %1152 = getelementptr inbounds nuw float, ptr %1084, i64 %1151
  %1153 = load float, ptr %1152, align 4
  %1154 = insertelement <16 x float> poison, float %1153, i64 0
  %1155 = shufflevector <16 x float> %1154, <16 x float> poison, <16 x i32> zeroinitializer
  %1156 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1129, <16 x float> %1155, <16 x float> %1121)
  %1157 = add nuw nsw i64 %248, %1126
  %1158 = mul nuw nsw i64 %1157, %57
  %1159 = getelementptr inbounds nuw float, ptr %1084, i64 %1158
  %1160 = load float, ptr %1159, align 4
  %1161 = insertelement <16 x float> poison, float %1160, i64 0
  %1162 = shufflevector <16 x float> %1161, <16 x float> poison, <16 x i32> zeroinitializer
  %1163 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1129, <16 x float> %1162, <16 x float> %1122)
  %1164 = add nuw nsw i64 %249, %1126
  %1165 = mul nuw nsw i64 %1164, %57
  %1166 = getelementptr inbounds nuw float, ptr %1084, i64 %1165
  %1167 = load float, ptr %1166, align 4
  %1168 = insertelement <16 x float> poison, float %1167, i64 0
  %1169 = shufflevector <16 x float> %1168, <16 x float> poison, <16 x i32> zeroinitializer
  %1170 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1129, <16 x float> %1169, <16 x float> %1123)
  %1171 = add nuw nsw i64 %250, %1126
  %1172 = mul nuw nsw i64 %1171, %57
  %1173 = getelementptr inbounds nuw float, ptr %1084, i64 %1172
  %1174 = load float, ptr %1173, align 4
  %1175 = insertelement <16 x float> poison, float %1174, i64 0
  %1176 = shufflevector <16 x float> %1175, <16 x float> poison, <16 x i32> zeroinitializer
  %1177 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1129, <16 x float> %1176, <16 x float> %1124)
  %1178 = add nuw nsw i64 %251, %1126
  %1179 = mul nuw nsw i64 %1178, %57
  %1180 = getelementptr inbounds nuw float, ptr %1084, i64 %1179
  %1181 = load float, ptr %1180, align 4
  %1182 = insertelement <16 x float> poison, float %1181, i64 0
  %1183 = shufflevector <16 x float> %1182, <16 x float> poison, <16 x i32> zeroinitializer
  %1184 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1129, <16 x float> %1183, <16 x float> %1125)
  %1185 = add nuw nsw i64 %1126, 1
  %1186 = icmp eq i64 %1185, %5
  br i1 %1186, label %1106, label %1117

1187:                                             ; preds = %1029
  %1188 = getelementptr inbounds float, ptr %330, i64 %1040
  %1189 = bitcast i16 %951 to <16 x i1>
  switch i64 %252, label %1207 [
    i64 1, label %1190
    i64 2, label %1193
    i64 3, label %1200
    i64 0, label %1247
  ]

1190:                                             ; preds = %1187
  %1191 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1188, <16 x i1> %1189, <16 x float> zeroinitializer)
  %1192 = fadd <16 x float> %1030, %1191
  br label %1209

1193:                                             ; preds = %1187
  %1194 = bitcast <16 x float> %1030 to <8 x i64>
  %1195 = or <8 x i64> %1194, %65
  %1196 = fcmp oeq <16 x float> %1030, %42
  %1197 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1030, i32 4)
  %1198 = bitcast <8 x i64> %1195 to <16 x float>
  %1199 = select <16 x i1> %1196, <16 x float> %1198, <16 x float> %1197
  br label %1209

1200:                                             ; preds = %1187
  %1201 = bitcast <16 x float> %1030 to <8 x i64>
  %1202 = and <8 x i64> %1201, %64
  %1203 = fcmp oeq <16 x float> %1030, %39
  %1204 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1030, i32 4)
  %1205 = bitcast <8 x i64> %1202 to <16 x float>
  %1206 = select <16 x i1> %1203, <16 x float> %1205, <16 x float> %1204
  br label %1209

1207:                                             ; preds = %1187
  unreachable

1208:                                             ; preds = %2417, %2398, %2375, %2356, %2337, %2314, %2295, %2276, %2253, %2234, %2215, %2192, %2173, %2154, %2131, %2112, %2093, %2070, %2051, %2032, %2009, %1990, %1971, %1951, %1655, %1636, %1613, %1594, %1575, %1552, %1533, %1514, %1491, %1472, %1453, %1430, %1411, %1392, %1369, %1350, %1331, %1308, %1289, %1270, %1247, %1228, %1209, %11086, %11067, %11045, %11026, %11007, %10985, %10966, %10947, %10928, %10707, %10688, %10666, %10647, %10628, %10606, %10587, %10568, %10549, %10315, %10296, %10274, %10255, %10236, %10217, %10048, %10029, %10007, %9988, %9969, %9950, %9768, %9749, %9730, %9572, %9553, %9534, %8082, %8063, %8041, %8022, %8003, %7981, %7962, %7943, %7924, %8112, %8131, %8150, %8169, %8191, %8210, %8229, %8251, %8270, %8300, %8319, %8338, %8357, %8379, %8398, %8417, %8439, %8458, %8488, %8507, %8526, %8545, %8567, %8586, %8605, %8627, %8646, %8676, %8695, %8714, %8733, %8755, %8774, %8793, %8815, %8834, %8864, %8883, %8902, %8921, %8943, %8962, %8981, %9003, %9022, %9052, %9071, %9090, %9109, %9131, %9150, %9169, %9191, %9210, %9240, %9259, %9278, %9297, %9319, %9338, %9357, %9379, %9398, %5994, %5975, %5953, %5934, %5915, %5893, %5874, %5855, %5836, %6024, %6043, %6062, %6081, %6103, %6122, %6141, %6163, %6182, %6212, %6231, %6250, %6269, %6291, %6310, %6329, %6351, %6370, %6400, %6419, %6438, %6457, %6479, %6498, %6517, %6539, %6558, %6588, %6607, %6626, %6645, %6667, %6686, %6705, %6727, %6746, %6776, %6795, %6814, %6833, %6855, %6874, %6893, %6915, %6934, %6964, %6983, %7002, %7021, %7043, %7062, %7081, %7103, %7122, %7152, %7171, %7190, %7209, %7231, %7250, %7269, %7291, %7310, %4384, %4365, %4343, %4324, %4305, %4286, %4412, %4431, %4450, %4469, %4491, %4510, %4538, %4557, %4576, %4595, %4617, %4636, %4664, %4683, %4702, %4721, %4743, %4762, %4790, %4809, %4828, %4847, %4869, %4888, %4916, %4935, %4954, %4973, %4995, %5014, %5042, %5061, %5080, %5099, %5121, %5140, %5168, %5187, %5206, %5225, %5247, %5266, %2952, %2933, %2911, %2892, %2873, %2854, %2980, %2999, %3018, %3037, %3059, %3078, %3106, %3125, %3144, %3163, %3185, %3204, %3232, %3251, %3270, %3289, %3311, %3330, %3358, %3377, %3396, %3415, %3437, %3456, %3484, %3503, %3522, %3541, %3563, %3582, %3610, %3629, %3648, %3667, %3689, %3708, %3736, %3755, %3774, %3793, %3815, %3834
  unreachable

1209:                                             ; preds = %1200, %1193, %1190
  %1210 = phi <16 x float> [ %1192, %1190 ], [ %1199, %1193 ], [ %1206, %1200 ]
  switch i64 %254, label %1208 [
    i64 1, label %1225
    i64 2, label %1218
    i64 3, label %1211
    i64 0, label %1247
  ]

1211:                                             ; preds = %1209
  %1212 = bitcast <16 x float> %1210 to <8 x i64>
  %1213 = and <8 x i64> %1212, %64
  %1214 = fcmp oeq <16 x float> %1210, %39
  %1215 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1210, i32 4)
  %1216 = bitcast <8 x i64> %1213 to <16 x float>
  %1217 = select <16 x i1> %1214, <16 x float> %1216, <16 x float> %1215
  br label %1228

1218:                                             ; preds = %1209
  %1219 = bitcast <16 x float> %1210 to <8 x i64>
  %1220 = or <8 x i64> %1219, %65
  %1221 = fcmp oeq <16 x float> %1210, %42
  %1222 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1210, i32 4)
  %1223 = bitcast <8 x i64> %1220 to <16 x float>
  %1224 = select <16 x i1> %1221, <16 x float> %1223, <16 x float> %1222
  br label %1228

1225:                                             ; preds = %1209
  %1226 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1188, <16 x i1> %1189, <16 x float> zeroinitializer)
  %1227 = fadd <16 x float> %1210, %1226
  br label %1228

1228:                                             ; preds = %1225, %1218, %1211
  %1229 = phi <16 x float> [ %1227, %1225 ], [ %1224, %1218 ], [ %1217, %1211 ]
  switch i64 %256, label %1208 [
    i64 1, label %1244
    i64 2, label %1237
    i64 3, label %1230
    i64 0, label %1247
  ]

1230:                                             ; preds = %1228
  %1231 = bitcast <16 x float> %1229 to <8 x i64>
  %1232 = and <8 x i64> %1231, %64
  %1233 = fcmp oeq <16 x float> %1229, %39
  %1234 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1229, i32 4)
  %1235 = bitcast <8 x i64> %1232 to <16 x float>
  %1236 = select <16 x i1> %1233, <16 x float> %1235, <16 x float> %1234
  br label %1247

1237:                                             ; preds = %1228
  %1238 = bitcast <16 x float> %1229 to <8 x i64>
  %1239 = or <8 x i64> %1238, %65
  %1240 = fcmp oeq <16 x float> %1229, %42
  %1241 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1229, i32 4)
  %1242 = bitcast <8 x i64> %1239 to <16 x float>
  %1243 = select <16 x i1> %1240, <16 x float> %1242, <16 x float> %1241
  br label %1247

1244:                                             ; preds = %1228
  %1245 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1188, <16 x i1> %1189, <16 x float> zeroinitializer)
  %1246 = fadd <16 x float> %1229, %1245
  br label %1247

1247:                                             ; preds = %1187, %1209, %1228, %1244, %1237, %1230
  %1248 = phi <16 x float> [ %1236, %1230 ], [ %1243, %1237 ], [ %1246, %1244 ], [ %1210, %1209 ], [ %1229, %1228 ], [ %1030, %1187 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1248, ptr align 1 %1041, <16 x i1> %1189)
  %1249 = add nsw i64 %1038, %434
  %1250 = add nsw i64 %1249, %712
  %1251 = getelementptr inbounds float, ptr %332, i64 %1250
  %1252 = getelementptr inbounds float, ptr %330, i64 %1250
  switch i64 %257, label %1208 [
    i64 1, label %1267
    i64 2, label %1260
    i64 3, label %1253
    i64 0, label %1308
  ]

1253:                                             ; preds = %1247
  %1254 = bitcast <16 x float> %1031 to <8 x i64>
  %1255 = and <8 x i64> %1254, %64
  %1256 = fcmp oeq <16 x float> %1031, %39
  %1257 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1031, i32 4)
  %1258 = bitcast <8 x i64> %1255 to <16 x float>
  %1259 = select <16 x i1> %1256, <16 x float> %1258, <16 x float> %1257
  br label %1270

1260:                                             ; preds = %1247
  %1261 = bitcast <16 x float> %1031 to <8 x i64>
  %1262 = or <8 x i64> %1261, %65
  %1263 = fcmp oeq <16 x float> %1031, %42
  %1264 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1031, i32 4)
  %1265 = bitcast <8 x i64> %1262 to <16 x float>
  %1266 = select <16 x i1> %1263, <16 x float> %1265, <16 x float> %1264
  br label %1270

1267:                                             ; preds = %1247
  %1268 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1252, <16 x i1> %1189, <16 x float> zeroinitializer)
  %1269 = fadd <16 x float> %1031, %1268
  br label %1270

1270:                                             ; preds = %1267, %1260, %1253
  %1271 = phi <16 x float> [ %1269, %1267 ], [ %1266, %1260 ], [ %1259, %1253 ]
  switch i64 %259, label %1208 [
    i64 1, label %1286
    i64 2, label %1279
    i64 3, label %1272
    i64 0, label %1308
  ]

1272:                                             ; preds = %1270
  %1273 = bitcast <16 x float> %1271 to <8 x i64>
  %1274 = and <8 x i64> %1273, %64
  %1275 = fcmp oeq <16 x float> %1271, %39
  %1276 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1271, i32 4)
  %1277 = bitcast <8 x i64> %1274 to <16 x float>
  %1278 = select <16 x i1> %1275, <16 x float> %1277, <16 x float> %1276
  br label %1289

1279:                                             ; preds = %1270
  %1280 = bitcast <16 x float> %1271 to <8 x i64>
  %1281 = or <8 x i64> %1280, %65
  %1282 = fcmp oeq <16 x float> %1271, %42
  %1283 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1271, i32 4)
  %1284 = bitcast <8 x i64> %1281 to <16 x float>
  %1285 = select <16 x i1> %1282, <16 x float> %1284, <16 x float> %1283
  br label %1289

1286:                                             ; preds = %1270
  %1287 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1252, <16 x i1> %1189, <16 x float> zeroinitializer)
  %1288 = fadd <16 x float> %1271, %1287
  br label %1289

1289:                                             ; preds = %1286, %1279, %1272
  %1290 = phi <16 x float> [ %1288, %1286 ], [ %1285, %1279 ], [ %1278, %1272 ]
  switch i64 %261, label %1208 [
    i64 1, label %1305
    i64 2, label %1298
    i64 3, label %1291
    i64 0, label %1308
  ]

1291:                                             ; preds = %1289
  %1292 = bitcast <16 x float> %1290 to <8 x i64>
  %1293 = and <8 x i64> %1292, %64
  %1294 = fcmp oeq <16 x float> %1290, %39
  %1295 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1290, i32 4)
  %1296 = bitcast <8 x i64> %1293 to <16 x float>
  %1297 = select <16 x i1> %1294, <16 x float> %1296, <16 x float> %1295
  br label %1308

1298:                                             ; preds = %1289
  %1299 = bitcast <16 x float> %1290 to <8 x i64>
  %1300 = or <8 x i64> %1299, %65
  %1301 = fcmp oeq <16 x float> %1290, %42
  %1302 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1290, i32 4)
  %1303 = bitcast <8 x i64> %1300 to <16 x float>
  %1304 = select <16 x i1> %1301, <16 x float> %1303, <16 x float> %1302
  br label %1308

1305:                                             ; preds = %1289
  %1306 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1252, <16 x i1> %1189, <16 x float> zeroinitializer)
  %1307 = fadd <16 x float> %1290, %1306
  br label %1308

1308:                                             ; preds = %1247, %1270, %1289, %1305, %1298, %1291
  %1309 = phi <16 x float> [ %1297, %1291 ], [ %1304, %1298 ], [ %1307, %1305 ], [ %1271, %1270 ], [ %1290, %1289 ], [ %1031, %1247 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1309, ptr align 1 %1251, <16 x i1> %1189)
  %1310 = add nsw i64 %1038, %436
  %1311 = add nsw i64 %1310, %712
  %1312 = getelementptr inbounds float, ptr %332, i64 %1311
  %1313 = getelementptr inbounds float, ptr %330, i64 %1311
  switch i64 %262, label %1208 [
    i64 1, label %1328
    i64 2, label %1321
    i64 3, label %1314
    i64 0, label %1369
  ]

1314:                                             ; preds = %1308
  %1315 = bitcast <16 x float> %1032 to <8 x i64>
  %1316 = and <8 x i64> %1315, %64
  %1317 = fcmp oeq <16 x float> %1032, %39
  %1318 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1032, i32 4)
  %1319 = bitcast <8 x i64> %1316 to <16 x float>
  %1320 = select <16 x i1> %1317, <16 x float> %1319, <16 x float> %1318
  br label %1331

1321:                                             ; preds = %1308
  %1322 = bitcast <16 x float> %1032 to <8 x i64>
  %1323 = or <8 x i64> %1322, %65
  %1324 = fcmp oeq <16 x float> %1032, %42
  %1325 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1032, i32 4)
  %1326 = bitcast <8 x i64> %1323 to <16 x float>
  %1327 = select <16 x i1> %1324, <16 x float> %1326, <16 x float> %1325
  br label %1331

1328:                                             ; preds = %1308
  %1329 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1313, <16 x i1> %1189, <16 x float> zeroinitializer)
  %1330 = fadd <16 x float> %1032, %1329
  br label %1331

1331:                                             ; preds = %1328, %1321, %1314
  %1332 = phi <16 x float> [ %1330, %1328 ], [ %1327, %1321 ], [ %1320, %1314 ]
  switch i64 %264, label %1208 [
    i64 1, label %1347
    i64 2, label %1340
    i64 3, label %1333
    i64 0, label %1369
  ]

1333:                                             ; preds = %1331
  %1334 = bitcast <16 x float> %1332 to <8 x i64>
  %1335 = and <8 x i64> %1334, %64
  %1336 = fcmp oeq <16 x float> %1332, %39
  %1337 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1332, i32 4)
  %1338 = bitcast <8 x i64> %1335 to <16 x float>
  %1339 = select <16 x i1> %1336, <16 x float> %1338, <16 x float> %1337
  br label %1350

1340:                                             ; preds = %1331
  %1341 = bitcast <16 x float> %1332 to <8 x i64>
  %1342 = or <8 x i64> %1341, %65
  %1343 = fcmp oeq <16 x float> %1332, %42
  %1344 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1332, i32 4)
  %1345 = bitcast <8 x i64> %1342 to <16 x float>
  %1346 = select <16 x i1> %1343, <16 x float> %1345, <16 x float> %1344
  br label %1350

1347:                                             ; preds = %1331
  %1348 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1313, <16 x i1> %1189, <16 x float> zeroinitializer)
  %1349 = fadd <16 x float> %1332, %1348
  br label %1350

1350:                                             ; preds = %1347, %1340, %1333
  %1351 = phi <16 x float> [ %1349, %1347 ], [ %1346, %1340 ], [ %1339, %1333 ]
  switch i64 %266, label %1208 [
    i64 1, label %1366
    i64 2, label %1359
    i64 3, label %1352
    i64 0, label %1369
  ]

1352:                                             ; preds = %1350
  %1353 = bitcast <16 x float> %1351 to <8 x i64>
  %1354 = and <8 x i64> %1353, %64
  %1355 = fcmp oeq <16 x float> %1351, %39
  %1356 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1351, i32 4)
  %1357 = bitcast <8 x i64> %1354 to <16 x float>
  %1358 = select <16 x i1> %1355, <16 x float> %1357, <16 x float> %1356
  br label %1369

1359:                                             ; preds = %1350
  %1360 = bitcast <16 x float> %1351 to <8 x i64>
  %1361 = or <8 x i64> %1360, %65
  %1362 = fcmp oeq <16 x float> %1351, %42
  %1363 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1351, i32 4)
  %1364 = bitcast <8 x i64> %1361 to <16 x float>
  %1365 = select <16 x i1> %1362, <16 x float> %1364, <16 x float> %1363
  br label %1369

1366:                                             ; preds = %1350
  %1367 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1313, <16 x i1> %1189, <16 x float> zeroinitializer)
  %1368 = fadd <16 x float> %1351, %1367
  br label %1369

1369:                                             ; preds = %1308, %1331, %1350, %1366, %1359, %1352
  %1370 = phi <16 x float> [ %1358, %1352 ], [ %1365, %1359 ], [ %1368, %1366 ], [ %1332, %1331 ], [ %1351, %1350 ], [ %1032, %1308 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1370, ptr align 1 %1312, <16 x i1> %1189)
  %1371 = add nsw i64 %1038, %438
  %1372 = add nsw i64 %1371, %712
  %1373 = getelementptr inbounds float, ptr %332, i64 %1372
  %1374 = getelementptr inbounds float, ptr %330, i64 %1372
  switch i64 %267, label %1208 [
    i64 1, label %1389
    i64 2, label %1382
    i64 3, label %1375
    i64 0, label %1430
  ]

1375:                                             ; preds = %1369
  %1376 = bitcast <16 x float> %1033 to <8 x i64>
  %1377 = and <8 x i64> %1376, %64
  %1378 = fcmp oeq <16 x float> %1033, %39
  %1379 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1033, i32 4)
  %1380 = bitcast <8 x i64> %1377 to <16 x float>
  %1381 = select <16 x i1> %1378, <16 x float> %1380, <16 x float> %1379
  br label %1392

1382:                                             ; preds = %1369
  %1383 = bitcast <16 x float> %1033 to <8 x i64>
  %1384 = or <8 x i64> %1383, %65
  %1385 = fcmp oeq <16 x float> %1033, %42
  %1386 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1033, i32 4)
  %1387 = bitcast <8 x i64> %1384 to <16 x float>
  %1388 = select <16 x i1> %1385, <16 x float> %1387, <16 x float> %1386
  br label %1392

1389:                                             ; preds = %1369
  %1390 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1374, <16 x i1> %1189, <16 x float> zeroinitializer)
  %1391 = fadd <16 x float> %1033, %1390
  br label %1392

1392:                                             ; preds = %1389, %1382, %1375
  %1393 = phi <16 x float> [ %1391, %1389 ], [ %1388, %1382 ], [ %1381, %1375 ]
  switch i64 %269, label %1208 [
    i64 1, label %1408
    i64 2, label %1401
    i64 3, label %1394
    i64 0, label %1430
  ]

1394:                                             ; preds = %1392
  %1395 = bitcast <16 x float> %1393 to <8 x i64>
  %1396 = and <8 x i64> %1395, %64
  %1397 = fcmp oeq <16 x float> %1393, %39
  %1398 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1393, i32 4)
  %1399 = bitcast <8 x i64> %1396 to <16 x float>
  %1400 = select <16 x i1> %1397, <16 x float> %1399, <16 x float> %1398
  br label %1411

1401:                                             ; preds = %1392
  %1402 = bitcast <16 x float> %1393 to <8 x i64>
  %1403 = or <8 x i64> %1402, %65
  %1404 = fcmp oeq <16 x float> %1393, %42
  %1405 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1393, i32 4)
  %1406 = bitcast <8 x i64> %1403 to <16 x float>
  %1407 = select <16 x i1> %1404, <16 x float> %1406, <16 x float> %1405
  br label %1411

1408:                                             ; preds = %1392
  %1409 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1374, <16 x i1> %1189, <16 x float> zeroinitializer)
  %1410 = fadd <16 x float> %1393, %1409
  br label %1411

1411:                                             ; preds = %1408, %1401, %1394
  %1412 = phi <16 x float> [ %1410, %1408 ], [ %1407, %1401 ], [ %1400, %1394 ]
  switch i64 %271, label %1208 [
    i64 1, label %1427
    i64 2, label %1420
    i64 3, label %1413
    i64 0, label %1430
  ]

1413:                                             ; preds = %1411
  %1414 = bitcast <16 x float> %1412 to <8 x i64>
  %1415 = and <8 x i64> %1414, %64
  %1416 = fcmp oeq <16 x float> %1412, %39
  %1417 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1412, i32 4)
  %1418 = bitcast <8 x i64> %1415 to <16 x float>
  %1419 = select <16 x i1> %1416, <16 x float> %1418, <16 x float> %1417
  br label %1430

1420:                                             ; preds = %1411
  %1421 = bitcast <16 x float> %1412 to <8 x i64>
  %1422 = or <8 x i64> %1421, %65
  %1423 = fcmp oeq <16 x float> %1412, %42
  %1424 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1412, i32 4)
  %1425 = bitcast <8 x i64> %1422 to <16 x float>
  %1426 = select <16 x i1> %1423, <16 x float> %1425, <16 x float> %1424
  br label %1430

1427:                                             ; preds = %1411
  %1428 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1374, <16 x i1> %1189, <16 x float> zeroinitializer)
  %1429 = fadd <16 x float> %1412, %1428
  br label %1430

1430:                                             ; preds = %1369, %1392, %1411, %1427, %1420, %1413
  %1431 = phi <16 x float> [ %1419, %1413 ], [ %1426, %1420 ], [ %1429, %1427 ], [ %1393, %1392 ], [ %1412, %1411 ], [ %1033, %1369 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1431, ptr align 1 %1373, <16 x i1> %1189)
  %1432 = add nsw i64 %1038, %440
  %1433 = add nsw i64 %1432, %712
  %1434 = getelementptr inbounds float, ptr %332, i64 %1433
  %1435 = getelementptr inbounds float, ptr %330, i64 %1433
  switch i64 %272, label %1208 [
    i64 1, label %1450
    i64 2, label %1443
    i64 3, label %1436
    i64 0, label %1491
  ]

1436:                                             ; preds = %1430
  %1437 = bitcast <16 x float> %1034 to <8 x i64>
  %1438 = and <8 x i64> %1437, %64
  %1439 = fcmp oeq <16 x float> %1034, %39
  %1440 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1034, i32 4)
  %1441 = bitcast <8 x i64> %1438 to <16 x float>
  %1442 = select <16 x i1> %1439, <16 x float> %1441, <16 x float> %1440
  br label %1453

1443:                                             ; preds = %1430
  %1444 = bitcast <16 x float> %1034 to <8 x i64>
  %1445 = or <8 x i64> %1444, %65
  %1446 = fcmp oeq <16 x float> %1034, %42
  %1447 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1034, i32 4)
  %1448 = bitcast <8 x i64> %1445 to <16 x float>
  %1449 = select <16 x i1> %1446, <16 x float> %1448, <16 x float> %1447
  br label %1453

1450:                                             ; preds = %1430
  %1451 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1435, <16 x i1> %1189, <16 x float> zeroinitializer)
  %1452 = fadd <16 x float> %1034, %1451
  br label %1453

1453:                                             ; preds = %1450, %1443, %1436
  %1454 = phi <16 x float> [ %1452, %1450 ], [ %1449, %1443 ], [ %1442, %1436 ]
  switch i64 %274, label %1208 [
    i64 1, label %1469
    i64 2, label %1462
    i64 3, label %1455
    i64 0, label %1491
  ]

1455:                                             ; preds = %1453
  %1456 = bitcast <16 x float> %1454 to <8 x i64>
  %1457 = and <8 x i64> %1456, %64
  %1458 = fcmp oeq <16 x float> %1454, %39
  %1459 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1454, i32 4)
  %1460 = bitcast <8 x i64> %1457 to <16 x float>
  %1461 = select <16 x i1> %1458, <16 x float> %1460, <16 x float> %1459
  br label %1472

1462:                                             ; preds = %1453
  %1463 = bitcast <16 x float> %1454 to <8 x i64>
  %1464 = or <8 x i64> %1463, %65
  %1465 = fcmp oeq <16 x float> %1454, %42
  %1466 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1454, i32 4)
  %1467 = bitcast <8 x i64> %1464 to <16 x float>
  %1468 = select <16 x i1> %1465, <16 x float> %1467, <16 x float> %1466
  br label %1472

1469:                                             ; preds = %1453
  %1470 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1435, <16 x i1> %1189, <16 x float> zeroinitializer)
  %1471 = fadd <16 x float> %1454, %1470
  br label %1472

1472:                                             ; preds = %1469, %1462, %1455
  %1473 = phi <16 x float> [ %1471, %1469 ], [ %1468, %1462 ], [ %1461, %1455 ]
  switch i64 %276, label %1208 [
    i64 1, label %1488
    i64 2, label %1481
    i64 3, label %1474
    i64 0, label %1491
  ]

1474:                                             ; preds = %1472
  %1475 = bitcast <16 x float> %1473 to <8 x i64>
  %1476 = and <8 x i64> %1475, %64
  %1477 = fcmp oeq <16 x float> %1473, %39
  %1478 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1473, i32 4)
  %1479 = bitcast <8 x i64> %1476 to <16 x float>
  %1480 = select <16 x i1> %1477, <16 x float> %1479, <16 x float> %1478
  br label %1491

1481:                                             ; preds = %1472
  %1482 = bitcast <16 x float> %1473 to <8 x i64>
  %1483 = or <8 x i64> %1482, %65
  %1484 = fcmp oeq <16 x float> %1473, %42
  %1485 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1473, i32 4)
  %1486 = bitcast <8 x i64> %1483 to <16 x float>
  %1487 = select <16 x i1> %1484, <16 x float> %1486, <16 x float> %1485
  br label %1491

1488:                                             ; preds = %1472
  %1489 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1435, <16 x i1> %1189, <16 x float> zeroinitializer)
  %1490 = fadd <16 x float> %1473, %1489
  br label %1491

1491:                                             ; preds = %1430, %1453, %1472, %1488, %1481, %1474
  %1492 = phi <16 x float> [ %1480, %1474 ], [ %1487, %1481 ], [ %1490, %1488 ], [ %1454, %1453 ], [ %1473, %1472 ], [ %1034, %1430 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1492, ptr align 1 %1434, <16 x i1> %1189)
  %1493 = add nsw i64 %1038, %442
  %1494 = add nsw i64 %1493, %712
  %1495 = getelementptr inbounds float, ptr %332, i64 %1494
  %1496 = getelementptr inbounds float, ptr %330, i64 %1494
  switch i64 %277, label %1208 [
    i64 1, label %1511
    i64 2, label %1504
    i64 3, label %1497
    i64 0, label %1552
  ]

1497:                                             ; preds = %1491
  %1498 = bitcast <16 x float> %1035 to <8 x i64>
  %1499 = and <8 x i64> %1498, %64
  %1500 = fcmp oeq <16 x float> %1035, %39
  %1501 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1035, i32 4)
  %1502 = bitcast <8 x i64> %1499 to <16 x float>
  %1503 = select <16 x i1> %1500, <16 x float> %1502, <16 x float> %1501
  br label %1514

1504:                                             ; preds = %1491
  %1505 = bitcast <16 x float> %1035 to <8 x i64>
  %1506 = or <8 x i64> %1505, %65
  %1507 = fcmp oeq <16 x float> %1035, %42
  %1508 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1035, i32 4)
  %1509 = bitcast <8 x i64> %1506 to <16 x float>
  %1510 = select <16 x i1> %1507, <16 x float> %1509, <16 x float> %1508
  br label %1514

1511:                                             ; preds = %1491
  %1512 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1496, <16 x i1> %1189, <16 x float> zeroinitializer)
  %1513 = fadd <16 x float> %1035, %1512
  br label %1514

1514:                                             ; preds = %1511, %1504, %1497
  %1515 = phi <16 x float> [ %1513, %1511 ], [ %1510, %1504 ], [ %1503, %1497 ]
  switch i64 %279, label %1208 [
    i64 1, label %1530
    i64 2, label %1523
    i64 3, label %1516
    i64 0, label %1552
  ]

1516:                                             ; preds = %1514
  %1517 = bitcast <16 x float> %1515 to <8 x i64>
  %1518 = and <8 x i64> %1517, %64
  %1519 = fcmp oeq <16 x float> %1515, %39
  %1520 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1515, i32 4)
  %1521 = bitcast <8 x i64> %1518 to <16 x float>
  %1522 = select <16 x i1> %1519, <16 x float> %1521, <16 x float> %1520
  br label %1533

1523:                                             ; preds = %1514
  %1524 = bitcast <16 x float> %1515 to <8 x i64>
  %1525 = or <8 x i64> %1524, %65
  %1526 = fcmp oeq <16 x float> %1515, %42
  %1527 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1515, i32 4)
  %1528 = bitcast <8 x i64> %1525 to <16 x float>
  %1529 = select <16 x i1> %1526, <16 x float> %1528, <16 x float> %1527
  br label %1533

1530:                                             ; preds = %1514
  %1531 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1496, <16 x i1> %1189, <16 x float> zeroinitializer)
  %1532 = fadd <16 x float> %1515, %1531
  br label %1533

1533:                                             ; preds = %1530, %1523, %1516
  %1534 = phi <16 x float> [ %1532, %1530 ], [ %1529, %1523 ], [ %1522, %1516 ]
  switch i64 %281, label %1208 [
    i64 1, label %1549
    i64 2, label %1542
    i64 3, label %1535
    i64 0, label %1552
  ]

1535:                                             ; preds = %1533
  %1536 = bitcast <16 x float> %1534 to <8 x i64>
  %1537 = and <8 x i64> %1536, %64
  %1538 = fcmp oeq <16 x float> %1534, %39
  %1539 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1534, i32 4)
  %1540 = bitcast <8 x i64> %1537 to <16 x float>
  %1541 = select <16 x i1> %1538, <16 x float> %1540, <16 x float> %1539
  br label %1552

1542:                                             ; preds = %1533
  %1543 = bitcast <16 x float> %1534 to <8 x i64>
  %1544 = or <8 x i64> %1543, %65
  %1545 = fcmp oeq <16 x float> %1534, %42
  %1546 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1534, i32 4)
  %1547 = bitcast <8 x i64> %1544 to <16 x float>
  %1548 = select <16 x i1> %1545, <16 x float> %1547, <16 x float> %1546
  br label %1552

1549:                                             ; preds = %1533
  %1550 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1496, <16 x i1> %1189, <16 x float> zeroinitializer)
  %1551 = fadd <16 x float> %1534, %1550
  br label %1552

1552:                                             ; preds = %1491, %1514, %1533, %1549, %1542, %1535
  %1553 = phi <16 x float> [ %1541, %1535 ], [ %1548, %1542 ], [ %1551, %1549 ], [ %1515, %1514 ], [ %1534, %1533 ], [ %1035, %1491 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1553, ptr align 1 %1495, <16 x i1> %1189)
  %1554 = add nsw i64 %1038, %444
  %1555 = add nsw i64 %1554, %712
  %1556 = getelementptr inbounds float, ptr %332, i64 %1555
  %1557 = getelementptr inbounds float, ptr %330, i64 %1555
  switch i64 %282, label %1208 [
    i64 1, label %1572
    i64 2, label %1565
    i64 3, label %1558
    i64 0, label %1613
  ]

1558:                                             ; preds = %1552
  %1559 = bitcast <16 x float> %1036 to <8 x i64>
  %1560 = and <8 x i64> %1559, %64
  %1561 = fcmp oeq <16 x float> %1036, %39
  %1562 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1036, i32 4)
  %1563 = bitcast <8 x i64> %1560 to <16 x float>
  %1564 = select <16 x i1> %1561, <16 x float> %1563, <16 x float> %1562
  br label %1575

1565:                                             ; preds = %1552
  %1566 = bitcast <16 x float> %1036 to <8 x i64>
  %1567 = or <8 x i64> %1566, %65
  %1568 = fcmp oeq <16 x float> %1036, %42
  %1569 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1036, i32 4)
  %1570 = bitcast <8 x i64> %1567 to <16 x float>
  %1571 = select <16 x i1> %1568, <16 x float> %1570, <16 x float> %1569
  br label %1575

1572:                                             ; preds = %1552
  %1573 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1557, <16 x i1> %1189, <16 x float> zeroinitializer)
  %1574 = fadd <16 x float> %1036, %1573
  br label %1575

1575:                                             ; preds = %1572, %1565, %1558
  %1576 = phi <16 x float> [ %1574, %1572 ], [ %1571, %1565 ], [ %1564, %1558 ]
  switch i64 %284, label %1208 [
    i64 1, label %1591
    i64 2, label %1584
    i64 3, label %1577
    i64 0, label %1613
  ]

1577:                                             ; preds = %1575
  %1578 = bitcast <16 x float> %1576 to <8 x i64>
  %1579 = and <8 x i64> %1578, %64
  %1580 = fcmp oeq <16 x float> %1576, %39
  %1581 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1576, i32 4)
  %1582 = bitcast <8 x i64> %1579 to <16 x float>
  %1583 = select <16 x i1> %1580, <16 x float> %1582, <16 x float> %1581
  br label %1594

1584:                                             ; preds = %1575
  %1585 = bitcast <16 x float> %1576 to <8 x i64>
  %1586 = or <8 x i64> %1585, %65
  %1587 = fcmp oeq <16 x float> %1576, %42
  %1588 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1576, i32 4)
  %1589 = bitcast <8 x i64> %1586 to <16 x float>
  %1590 = select <16 x i1> %1587, <16 x float> %1589, <16 x float> %1588
  br label %1594

1591:                                             ; preds = %1575
  %1592 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1557, <16 x i1> %1189, <16 x float> zeroinitializer)
  %1593 = fadd <16 x float> %1576, %1592
  br label %1594

1594:                                             ; preds = %1591, %1584, %1577
  %1595 = phi <16 x float> [ %1593, %1591 ], [ %1590, %1584 ], [ %1583, %1577 ]
  switch i64 %286, label %1208 [
    i64 1, label %1610
    i64 2, label %1603
    i64 3, label %1596
    i64 0, label %1613
  ]

1596:                                             ; preds = %1594
  %1597 = bitcast <16 x float> %1595 to <8 x i64>
  %1598 = and <8 x i64> %1597, %64
  %1599 = fcmp oeq <16 x float> %1595, %39
  %1600 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1595, i32 4)
  %1601 = bitcast <8 x i64> %1598 to <16 x float>
  %1602 = select <16 x i1> %1599, <16 x float> %1601, <16 x float> %1600
  br label %1613

1603:                                             ; preds = %1594
  %1604 = bitcast <16 x float> %1595 to <8 x i64>
  %1605 = or <8 x i64> %1604, %65
  %1606 = fcmp oeq <16 x float> %1595, %42
  %1607 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1595, i32 4)
  %1608 = bitcast <8 x i64> %1605 to <16 x float>
  %1609 = select <16 x i1> %1606, <16 x float> %1608, <16 x float> %1607
  br label %1613

1610:                                             ; preds = %1594
  %1611 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1557, <16 x i1> %1189, <16 x float> zeroinitializer)
  %1612 = fadd <16 x float> %1595, %1611
  br label %1613

1613:                                             ; preds = %1552, %1575, %1594, %1610, %1603, %1596
  %1614 = phi <16 x float> [ %1602, %1596 ], [ %1609, %1603 ], [ %1612, %1610 ], [ %1576, %1575 ], [ %1595, %1594 ], [ %1036, %1552 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1614, ptr align 1 %1556, <16 x i1> %1189)
  %1615 = add nsw i64 %1038, %446
  %1616 = add nsw i64 %1615, %712
  %1617 = getelementptr inbounds float, ptr %332, i64 %1616
  %1618 = getelementptr inbounds float, ptr %330, i64 %1616
  switch i64 %287, label %1208 [
    i64 1, label %1633
    i64 2, label %1626
    i64 3, label %1619
    i64 0, label %1690
  ]

1619:                                             ; preds = %1613
  %1620 = bitcast <16 x float> %1037 to <8 x i64>
  %1621 = and <8 x i64> %1620, %64
  %1622 = fcmp oeq <16 x float> %1037, %39
  %1623 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1037, i32 4)
  %1624 = bitcast <8 x i64> %1621 to <16 x float>
  %1625 = select <16 x i1> %1622, <16 x float> %1624, <16 x float> %1623
  br label %1636

1626:                                             ; preds = %1613
  %1627 = bitcast <16 x float> %1037 to <8 x i64>
  %1628 = or <8 x i64> %1627, %65
  %1629 = fcmp oeq <16 x float> %1037, %42
  %1630 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1037, i32 4)
  %1631 = bitcast <8 x i64> %1628 to <16 x float>
  %1632 = select <16 x i1> %1629, <16 x float> %1631, <16 x float> %1630
  br label %1636

1633:                                             ; preds = %1613
  %1634 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1618, <16 x i1> %1189, <16 x float> zeroinitializer)
  %1635 = fadd <16 x float> %1037, %1634
  br label %1636

1636:                                             ; preds = %1633, %1626, %1619
  %1637 = phi <16 x float> [ %1635, %1633 ], [ %1632, %1626 ], [ %1625, %1619 ]
  switch i64 %289, label %1208 [
    i64 1, label %1652
    i64 2, label %1645
    i64 3, label %1638
    i64 0, label %1690
  ]

1638:                                             ; preds = %1636
  %1639 = bitcast <16 x float> %1637 to <8 x i64>
  %1640 = and <8 x i64> %1639, %64
  %1641 = fcmp oeq <16 x float> %1637, %39
  %1642 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1637, i32 4)
  %1643 = bitcast <8 x i64> %1640 to <16 x float>
  %1644 = select <16 x i1> %1641, <16 x float> %1643, <16 x float> %1642
  br label %1655

1645:                                             ; preds = %1636
  %1646 = bitcast <16 x float> %1637 to <8 x i64>
  %1647 = or <8 x i64> %1646, %65
  %1648 = fcmp oeq <16 x float> %1637, %42
  %1649 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1637, i32 4)
  %1650 = bitcast <8 x i64> %1647 to <16 x float>
  %1651 = select <16 x i1> %1648, <16 x float> %1650, <16 x float> %1649
  br label %1655

1652:                                             ; preds = %1636
  %1653 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1618, <16 x i1> %1189, <16 x float> zeroinitializer)
  %1654 = fadd <16 x float> %1637, %1653
  br label %1655

1655:                                             ; preds = %1652, %1645, %1638
  %1656 = phi <16 x float> [ %1654, %1652 ], [ %1651, %1645 ], [ %1644, %1638 ]
  switch i64 %291, label %1208 [
    i64 1, label %1671
    i64 2, label %1664
    i64 3, label %1657
    i64 0, label %1690
  ]

1657:                                             ; preds = %1655
  %1658 = bitcast <16 x float> %1656 to <8 x i64>
  %1659 = and <8 x i64> %1658, %64
  %1660 = fcmp oeq <16 x float> %1656, %39
  %1661 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1656, i32 4)
  %1662 = bitcast <8 x i64> %1659 to <16 x float>
  %1663 = select <16 x i1> %1660, <16 x float> %1662, <16 x float> %1661
  br label %1690

1664:                                             ; preds = %1655
  %1665 = bitcast <16 x float> %1656 to <8 x i64>
  %1666 = or <8 x i64> %1665, %65
  %1667 = fcmp oeq <16 x float> %1656, %42
  %1668 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1656, i32 4)
  %1669 = bitcast <8 x i64> %1666 to <16 x float>
  %1670 = select <16 x i1> %1667, <16 x float> %1669, <16 x float> %1668
  br label %1690

1671:                                             ; preds = %1655
  %1672 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1618, <16 x i1> %1189, <16 x float> zeroinitializer)
  %1673 = fadd <16 x float> %1656, %1672
  br label %1690

1674:                                             ; preds = %1029
  %1675 = bitcast i16 %951 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1030, ptr align 1 %1041, <16 x i1> %1675)
  %1676 = getelementptr float, ptr %696, i64 %1038
  %1677 = getelementptr float, ptr %1676, i64 %712
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1031, ptr align 1 %1677, <16 x i1> %1675)
  %1678 = getelementptr float, ptr %697, i64 %1038
  %1679 = getelementptr float, ptr %1678, i64 %712
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1032, ptr align 1 %1679, <16 x i1> %1675)
  %1680 = getelementptr float, ptr %698, i64 %1038
  %1681 = getelementptr float, ptr %1680, i64 %712
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1033, ptr align 1 %1681, <16 x i1> %1675)
  %1682 = getelementptr float, ptr %699, i64 %1038
  %1683 = getelementptr float, ptr %1682, i64 %712
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1034, ptr align 1 %1683, <16 x i1> %1675)
  %1684 = getelementptr float, ptr %700, i64 %1038
  %1685 = getelementptr float, ptr %1684, i64 %712
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1035, ptr align 1 %1685, <16 x i1> %1675)
  %1686 = getelementptr float, ptr %701, i64 %1038
  %1687 = getelementptr float, ptr %1686, i64 %712
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1036, ptr align 1 %1687, <16 x i1> %1675)
  %1688 = getelementptr float, ptr %702, i64 %1038
  %1689 = getelementptr float, ptr %1688, i64 %712
  br label %1690

1690:                                             ; preds = %1613, %1636, %1655, %1671, %1664, %1657, %1674
  %1691 = phi ptr [ %1689, %1674 ], [ %1617, %1657 ], [ %1617, %1664 ], [ %1617, %1671 ], [ %1617, %1655 ], [ %1617, %1636 ], [ %1617, %1613 ]
  %1692 = phi <16 x i1> [ %1675, %1674 ], [ %1189, %1657 ], [ %1189, %1664 ], [ %1189, %1671 ], [ %1189, %1655 ], [ %1189, %1636 ], [ %1189, %1613 ]
  %1693 = phi <16 x float> [ %1037, %1674 ], [ %1663, %1657 ], [ %1670, %1664 ], [ %1673, %1671 ], [ %1656, %1655 ], [ %1637, %1636 ], [ %1037, %1613 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1693, ptr align 1 %1691, <16 x i1> %1692)
  br label %11115

1694:                                             ; preds = %941
  %1695 = sub nsw i64 %10, %712
  %1696 = icmp sgt i64 %1695, 15
  %1697 = trunc i64 %1695 to i32
  %1698 = shl nsw i32 -1, %1697
  %1699 = trunc i32 %1698 to i16
  %1700 = xor i16 %1699, -1
  %1701 = select i1 %1696, i16 -1, i16 %1700
  br i1 %58, label %1732, label %1707

1702:                                             ; preds = %1773
  %1703 = mul nsw i64 %710, %13
  %1704 = shl nsw i64 %711, 5
  %1705 = shl nsw i64 %1695, 1
  %1706 = add nsw i64 %1705, -1
  br label %1795

1707:                                             ; preds = %1694
  %1708 = load float, ptr %341, align 4
  %1709 = insertelement <16 x float> poison, float %1708, i64 0
  %1710 = shufflevector <16 x float> %1709, <16 x float> poison, <16 x i32> zeroinitializer
  %1711 = load float, ptr %343, align 4
  %1712 = insertelement <16 x float> poison, float %1711, i64 0
  %1713 = shufflevector <16 x float> %1712, <16 x float> poison, <16 x i32> zeroinitializer
  %1714 = load float, ptr %344, align 4
  %1715 = insertelement <16 x float> poison, float %1714, i64 0
  %1716 = shufflevector <16 x float> %1715, <16 x float> poison, <16 x i32> zeroinitializer
  %1717 = load float, ptr %345, align 4
  %1718 = insertelement <16 x float> poison, float %1717, i64 0
  %1719 = shufflevector <16 x float> %1718, <16 x float> poison, <16 x i32> zeroinitializer
  %1720 = load float, ptr %346, align 4
  %1721 = insertelement <16 x float> poison, float %1720, i64 0
  %1722 = shufflevector <16 x float> %1721, <16 x float> poison, <16 x i32> zeroinitializer
  %1723 = load float, ptr %347, align 4
  %1724 = insertelement <16 x float> poison, float %1723, i64 0
  %1725 = shufflevector <16 x float> %1724, <16 x float> poison, <16 x i32> zeroinitializer
  %1726 = load float, ptr %348, align 4
  %1727 = insertelement <16 x float> poison, float %1726, i64 0
  %1728 = shufflevector <16 x float> %1727, <16 x float> poison, <16 x i32> zeroinitializer
  %1729 = load float, ptr %349, align 4
  %1730 = insertelement <16 x float> poison, float %1729, i64 0
  %1731 = shufflevector <16 x float> %1730, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1773

1732:                                             ; preds = %1694
  %1733 = bitcast i16 %1701 to <16 x i1>
  %1734 = mul nsw i64 %710, %10
  %1735 = getelementptr inbounds float, ptr %351, i64 %1734
  %1736 = getelementptr inbounds float, ptr %1735, i64 %712
  %1737 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1736, <16 x i1> %1733, <16 x float> zeroinitializer)
  %1738 = bitcast i16 %1701 to <16 x i1>
  %1739 = mul nsw i64 %710, %10
  %1740 = getelementptr inbounds float, ptr %354, i64 %1739
  %1741 = getelementptr inbounds float, ptr %1740, i64 %712
  %1742 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1741, <16 x i1> %1738, <16 x float> zeroinitializer)
  %1743 = bitcast i16 %1701 to <16 x i1>
  %1744 = mul nsw i64 %710, %10
  %1745 = getelementptr inbounds float, ptr %357, i64 %1744
  %1746 = getelementptr inbounds float, ptr %1745, i64 %712
  %1747 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1746, <16 x i1> %1743, <16 x float> zeroinitializer)
  %1748 = bitcast i16 %1701 to <16 x i1>
  %1749 = mul nsw i64 %710, %10
  %1750 = getelementptr inbounds float, ptr %360, i64 %1749
  %1751 = getelementptr inbounds float, ptr %1750, i64 %712
  %1752 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1751, <16 x i1> %1748, <16 x float> zeroinitializer)
  %1753 = bitcast i16 %1701 to <16 x i1>
  %1754 = mul nsw i64 %710, %10
  %1755 = getelementptr inbounds float, ptr %363, i64 %1754
  %1756 = getelementptr inbounds float, ptr %1755, i64 %712
  %1757 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1756, <16 x i1> %1753, <16 x float> zeroinitializer)
  %1758 = bitcast i16 %1701 to <16 x i1>
  %1759 = mul nsw i64 %710, %10
  %1760 = getelementptr inbounds float, ptr %366, i64 %1759
  %1761 = getelementptr inbounds float, ptr %1760, i64 %712
  %1762 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1761, <16 x i1> %1758, <16 x float> zeroinitializer)
  %1763 = bitcast i16 %1701 to <16 x i1>
  %1764 = mul nsw i64 %710, %10
  %1765 = getelementptr inbounds float, ptr %369, i64 %1764
  %1766 = getelementptr inbounds float, ptr %1765, i64 %712
  %1767 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1766, <16 x i1> %1763, <16 x float> zeroinitializer)
  %1768 = bitcast i16 %1701 to <16 x i1>
  %1769 = mul nsw i64 %710, %10
  %1770 = getelementptr inbounds float, ptr %372, i64 %1769
  %1771 = getelementptr inbounds float, ptr %1770, i64 %712
  %1772 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1771, <16 x i1> %1768, <16 x float> zeroinitializer)
  br label %1773

1773:                                             ; preds = %1732, %1707
  %1774 = phi <16 x float> [ %1767, %1732 ], [ %1728, %1707 ]
  %1775 = phi <16 x float> [ %1757, %1732 ], [ %1722, %1707 ]
  %1776 = phi <16 x float> [ %1747, %1732 ], [ %1716, %1707 ]
  %1777 = phi <16 x float> [ %1737, %1732 ], [ %1710, %1707 ]
  %1778 = phi <16 x float> [ %1742, %1732 ], [ %1713, %1707 ]
  %1779 = phi <16 x float> [ %1752, %1732 ], [ %1719, %1707 ]
  %1780 = phi <16 x float> [ %1762, %1732 ], [ %1725, %1707 ]
  %1781 = phi <16 x float> [ %1772, %1732 ], [ %1731, %1707 ]
  br i1 %60, label %1702, label %1782

1782:                                             ; preds = %1816, %1773
  %1783 = phi <16 x float> [ %1777, %1773 ], [ %1817, %1816 ]
  %1784 = phi <16 x float> [ %1778, %1773 ], [ %1818, %1816 ]
  %1785 = phi <16 x float> [ %1776, %1773 ], [ %1819, %1816 ]
  %1786 = phi <16 x float> [ %1779, %1773 ], [ %1820, %1816 ]
  %1787 = phi <16 x float> [ %1775, %1773 ], [ %1821, %1816 ]
  %1788 = phi <16 x float> [ %1780, %1773 ], [ %1822, %1816 ]
  %1789 = phi <16 x float> [ %1774, %1773 ], [ %1823, %1816 ]
  %1790 = phi <16 x float> [ %1781, %1773 ], [ %1824, %1816 ]
  %1791 = mul nsw i64 %710, %10
  %1792 = add nsw i64 %1791, %373
  %1793 = add nsw i64 %1792, %712
  %1794 = getelementptr inbounds float, ptr %332, i64 %1793
  br i1 %63, label %2436, label %1951

1795:                                             ; preds = %1702, %1816
  %1796 = phi <16 x float> [ %1777, %1702 ], [ %1817, %1816 ]
  %1797 = phi <16 x float> [ %1778, %1702 ], [ %1818, %1816 ]
  %1798 = phi <16 x float> [ %1776, %1702 ], [ %1819, %1816 ]
  %1799 = phi <16 x float> [ %1779, %1702 ], [ %1820, %1816 ]
  %1800 = phi <16 x float> [ %1775, %1702 ], [ %1821, %1816 ]
  %1801 = phi <16 x float> [ %1780, %1702 ], [ %1822, %1816 ]
  %1802 = phi <16 x float> [ %1774, %1702 ], [ %1823, %1816 ]
  %1803 = phi <16 x float> [ %1781, %1702 ], [ %1824, %1816 ]
  %1804 = phi i64 [ 0, %1702 ], [ %1825, %1816 ]
  br i1 %61, label %1805, label %1816

1805:                                             ; preds = %1795
  %1806 = sub i64 %1804, %15
  %1807 = mul nuw nsw i64 %1804, %12
  %1808 = getelementptr inbounds nuw float, ptr %342, i64 %1807
  %1809 = add i64 %1806, %1703
  %1810 = icmp sgt i64 %1809, -1
  %1811 = icmp slt i64 %1809, %7
  %1812 = and i1 %1810, %1811
  %1813 = select i1 %1812, i64 %1809, i64 0
  %1814 = mul nsw i64 %1813, %8
  %1815 = getelementptr float, ptr %325, i64 %1814
  br label %1827

1816:                                             ; preds = %1867, %1795
  %1817 = phi <16 x float> [ %1796, %1795 ], [ %1868, %1867 ]
  %1818 = phi <16 x float> [ %1797, %1795 ], [ %1869, %1867 ]
  %1819 = phi <16 x float> [ %1798, %1795 ], [ %1870, %1867 ]
  %1820 = phi <16 x float> [ %1799, %1795 ], [ %1871, %1867 ]
  %1821 = phi <16 x float> [ %1800, %1795 ], [ %1872, %1867 ]
  %1822 = phi <16 x float> [ %1801, %1795 ], [ %1873, %1867 ]
  %1823 = phi <16 x float> [ %1802, %1795 ], [ %1874, %1867 ]
  %1824 = phi <16 x float> [ %1803, %1795 ], [ %1875, %1867 ]
  %1825 = add nuw nsw i64 %1804, 1
  %1826 = icmp eq i64 %1825, %11
  br i1 %1826, label %1782, label %1795

1827:                                             ; preds = %1805, %1867
  %1828 = phi <16 x float> [ %1796, %1805 ], [ %1868, %1867 ]
  %1829 = phi <16 x float> [ %1797, %1805 ], [ %1869, %1867 ]
  %1830 = phi <16 x float> [ %1798, %1805 ], [ %1870, %1867 ]
  %1831 = phi <16 x float> [ %1799, %1805 ], [ %1871, %1867 ]
  %1832 = phi <16 x float> [ %1800, %1805 ], [ %1872, %1867 ]
  %1833 = phi <16 x float> [ %1801, %1805 ], [ %1873, %1867 ]
  %1834 = phi <16 x float> [ %1802, %1805 ], [ %1874, %1867 ]
  %1835 = phi <16 x float> [ %1803, %1805 ], [ %1875, %1867 ]
  %1836 = phi i64 [ 0, %1805 ], [ %1876, %1867 ]
  %1837 = getelementptr inbounds nuw float, ptr %1808, i64 %1836
  br i1 %62, label %1838, label %1867

1838:                                             ; preds = %1827
  %1839 = sub i64 %1836, %16
  %1840 = add i64 %1839, %1704
  %1841 = sub nsw i64 %8, %1840
  %1842 = tail call i64 @llvm.smin.i64(i64 %1841, i64 %1706)
  %1843 = tail call i64 @llvm.smin.i64(i64 %1842, i64 32)
  %1844 = icmp slt i64 %1840, 0
  %1845 = sub nsw i64 0, %1840
  %1846 = select i1 %1844, i64 %1845, i64 0
  %1847 = icmp sgt i64 %1843, %1846
  %1848 = select i1 %1812, i1 %1847, i1 false
  %1849 = select i1 %1848, i64 %1846, i64 0
  %1850 = select i1 %1848, i64 %1843, i64 0
  %1851 = getelementptr float, ptr %1815, i64 %1840
  %1852 = icmp sgt i64 %1850, %1849
  %1853 = icmp sgt i64 %1850, 31
  %1854 = trunc i64 %1850 to i32
  %1855 = shl nsw i32 -1, %1854
  %1856 = xor i32 %1855, -1
  %1857 = select i1 %1853, i32 -1, i32 %1856
  %1858 = trunc i64 %1849 to i32
  %1859 = shl nsw i32 -1, %1858
  %1860 = and i32 %1857, %1859
  %1861 = select i1 %1852, i32 %1860, i32 0
  %1862 = trunc i32 %1861 to i16
  %1863 = bitcast i16 %1862 to <16 x i1>
  %1864 = lshr i32 %1861, 16
  %1865 = trunc nuw i32 %1864 to i16
  %1866 = bitcast i16 %1865 to <16 x i1>
  br label %1878

1867:                                             ; preds = %1878, %1827
  %1868 = phi <16 x float> [ %1828, %1827 ], [ %1899, %1878 ]
  %1869 = phi <16 x float> [ %1829, %1827 ], [ %1906, %1878 ]
  %1870 = phi <16 x float> [ %1830, %1827 ], [ %1913, %1878 ]
  %1871 = phi <16 x float> [ %1831, %1827 ], [ %1920, %1878 ]
  %1872 = phi <16 x float> [ %1832, %1827 ], [ %1927, %1878 ]
  %1873 = phi <16 x float> [ %1833, %1827 ], [ %1934, %1878 ]
  %1874 = phi <16 x float> [ %1834, %1827 ], [ %1941, %1878 ]
  %1875 = phi <16 x float> [ %1835, %1827 ], [ %1948, %1878 ]
  %1876 = add nuw nsw i64 %1836, 1
  %1877 = icmp eq i64 %1876, %12
  br i1 %1877, label %1816, label %1827

1878:                                             ; preds = %1838, %1878
  %1879 = phi <16 x float> [ %1828, %1838 ], [ %1899, %1878 ]
  %1880 = phi <16 x float> [ %1829, %1838 ], [ %1906, %1878 ]
  %1881 = phi <16 x float> [ %1830, %1838 ], [ %1913, %1878 ]
  %1882 = phi <16 x float> [ %1831, %1838 ], [ %1920, %1878 ]
  %1883 = phi <16 x float> [ %1832, %1838 ], [ %1927, %1878 ]
  %1884 = phi <16 x float> [ %1833, %1838 ], [ %1934, %1878 ]
  %1885 = phi <16 x float> [ %1834, %1838 ], [ %1941, %1878 ]
  %1886 = phi <16 x float> [ %1835, %1838 ], [ %1948, %1878 ]
  %1887 = phi i64 [ 0, %1838 ], [ %1949, %1878 ]
  %1888 = mul nsw i64 %56, %1887
  %1889 = getelementptr float, ptr %1851, i64 %1888
  %1890 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1889, <16 x i1> %1863, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1891 = getelementptr inbounds nuw i8, ptr %1889, i64 64
  %1892 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1891, <16 x i1> %1866, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1893 = shufflevector <16 x float> %1890, <16 x float> %1892, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1894 = mul nuw nsw i64 %1887, %57
  %1895 = getelementptr inbounds nuw float, ptr %1837, i64 %1894
  %1896 = load float, ptr %1895, align 4
  %1897 = insertelement <16 x float> poison, float %1896, i64 0
  %1898 = shufflevector <16 x float> %1897, <16 x float> poison, <16 x i32> zeroinitializer
  %1899 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1893, <16 x float> %1898, <16 x float> %1879)
  %1900 = add nuw nsw i64 %5, %1887
  %1901 = mul nuw nsw i64 %1900, %57
  %1902 = getelementptr inbounds nuw float, ptr %1837, i64 %1901
  %1903 = load float, ptr %1902, align 4
  %1904 = insertelement <16 x float> poison, float %1903, i64 0
  %1905 = shufflevector <16 x float> %1904, <16 x float> poison, <16 x i32> zeroinitializer
  %1906 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1893, <16 x float> %1905, <16 x float> %1880)
  %1907 = add nuw nsw i64 %200, %1887
  %1908 = mul nuw nsw i64 %1907, %57
  %1909 = getelementptr inbounds nuw float, ptr %1837, i64 %1908
  %1910 = load float, ptr %1909, align 4
  %1911 = insertelement <16 x float> poison, float %1910, i64 0
  %1912 = shufflevector <16 x float> %1911, <16 x float> poison, <16 x i32> zeroinitializer
  %1913 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1893, <16 x float> %1912, <16 x float> %1881)
  %1914 = add nuw nsw i64 %201, %1887
  %1915 = mul nuw nsw i64 %1914, %57
  %1916 = getelementptr inbounds nuw float, ptr %1837, i64 %1915
  %1917 = load float, ptr %1916, align 4
  %1918 = insertelement <16 x float> poison, float %1917, i64 0
  %1919 = shufflevector <16 x float> %1918, <16 x float> poison, <16 x i32> zeroinitializer
  %1920 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1893, <16 x float> %1919, <16 x float> %1882)
  %1921 = add nuw nsw i64 %202, %1887
  %1922 = mul nuw nsw i64 %1921, %57
  %1923 = getelementptr inbounds nuw float, ptr %1837, i64 %1922
  %1924 = load float, ptr %1923, align 4
  %1925 = insertelement <16 x float> poison, float %1924, i64 0
  %1926 = shufflevector <16 x float> %1925, <16 x float> poison, <16 x i32> zeroinitializer
  %1927 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1893, <16 x float> %1926, <16 x float> %1883)
  %1928 = add nuw nsw i64 %203, %1887
  %1929 = mul nuw nsw i64 %1928, %57
  %1930 = getelementptr inbounds nuw float, ptr %1837, i64 %1929
  %1931 = load float, ptr %1930, align 4
  %1932 = insertelement <16 x float> poison, float %1931, i64 0
  %1933 = shufflevector <16 x float> %1932, <16 x float> poison, <16 x i32> zeroinitializer
  %1934 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1893, <16 x float> %1933, <16 x float> %1884)
  %1935 = add nuw nsw i64 %204, %1887
  %1936 = mul nuw nsw i64 %1935, %57
  %1937 = getelementptr inbounds nuw float, ptr %1837, i64 %1936
  %1938 = load float, ptr %1937, align 4
  %1939 = insertelement <16 x float> poison, float %1938, i64 0
  %1940 = shufflevector <16 x float> %1939, <16 x float> poison, <16 x i32> zeroinitializer
  %1941 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1893, <16 x float> %1940, <16 x float> %1885)
  %1942 = add nuw nsw i64 %205, %1887
  %1943 = mul nuw nsw i64 %1942, %57
  %1944 = getelementptr inbounds nuw float, ptr %1837, i64 %1943
  %1945 = load float, ptr %1944, align 4
  %1946 = insertelement <16 x float> poison, float %1945, i64 0
  %1947 = shufflevector <16 x float> %1946, <16 x float> poison, <16 x i32> zeroinitializer
  %1948 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1893, <16 x float> %1947, <16 x float> %1886)
  %1949 = add nuw nsw i64 %1887, 1
  %1950 = icmp eq i64 %1949, %5
  br i1 %1950, label %1867, label %1878

1951:                                             ; preds = %1782
  %1952 = getelementptr inbounds float, ptr %330, i64 %1793
  %1953 = bitcast i16 %1701 to <16 x i1>
  switch i64 %206, label %1208 [
    i64 1, label %1954
    i64 2, label %1957
    i64 3, label %1964
    i64 0, label %2009
  ]

1954:                                             ; preds = %1951
  %1955 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1952, <16 x i1> %1953, <16 x float> zeroinitializer)
  %1956 = fadd <16 x float> %1783, %1955
  br label %1971

1957:                                             ; preds = %1951
  %1958 = bitcast <16 x float> %1783 to <8 x i64>
  %1959 = or <8 x i64> %1958, %65
  %1960 = fcmp oeq <16 x float> %1783, %42
  %1961 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1783, i32 4)
  %1962 = bitcast <8 x i64> %1959 to <16 x float>
  %1963 = select <16 x i1> %1960, <16 x float> %1962, <16 x float> %1961
  br label %1971

1964:                                             ; preds = %1951
  %1965 = bitcast <16 x float> %1783 to <8 x i64>
  %1966 = and <8 x i64> %1965, %64
  %1967 = fcmp oeq <16 x float> %1783, %39
  %1968 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1783, i32 4)
  %1969 = bitcast <8 x i64> %1966 to <16 x float>
  %1970 = select <16 x i1> %1967, <16 x float> %1969, <16 x float> %1968
  br label %1971

1971:                                             ; preds = %1964, %1957, %1954
  %1972 = phi <16 x float> [ %1956, %1954 ], [ %1963, %1957 ], [ %1970, %1964 ]
  switch i64 %208, label %1208 [
    i64 1, label %1987
    i64 2, label %1980
    i64 3, label %1973
    i64 0, label %2009
  ]

1973:                                             ; preds = %1971
  %1974 = bitcast <16 x float> %1972 to <8 x i64>
  %1975 = and <8 x i64> %1974, %64
  %1976 = fcmp oeq <16 x float> %1972, %39
  %1977 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1972, i32 4)
  %1978 = bitcast <8 x i64> %1975 to <16 x float>
  %1979 = select <16 x i1> %1976, <16 x float> %1978, <16 x float> %1977
  br label %1990

1980:                                             ; preds = %1971
  %1981 = bitcast <16 x float> %1972 to <8 x i64>
  %1982 = or <8 x i64> %1981, %65
  %1983 = fcmp oeq <16 x float> %1972, %42
  %1984 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1972, i32 4)
  %1985 = bitcast <8 x i64> %1982 to <16 x float>
  %1986 = select <16 x i1> %1983, <16 x float> %1985, <16 x float> %1984
  br label %1990

1987:                                             ; preds = %1971
  %1988 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1952, <16 x i1> %1953, <16 x float> zeroinitializer)
  %1989 = fadd <16 x float> %1972, %1988
  br label %1990

1990:                                             ; preds = %1987, %1980, %1973
  %1991 = phi <16 x float> [ %1989, %1987 ], [ %1986, %1980 ], [ %1979, %1973 ]
  switch i64 %210, label %1208 [
    i64 1, label %2006
    i64 2, label %1999
    i64 3, label %1992
    i64 0, label %2009
  ]

1992:                                             ; preds = %1990
  %1993 = bitcast <16 x float> %1991 to <8 x i64>
  %1994 = and <8 x i64> %1993, %64
  %1995 = fcmp oeq <16 x float> %1991, %39
  %1996 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1991, i32 4)
  %1997 = bitcast <8 x i64> %1994 to <16 x float>
  %1998 = select <16 x i1> %1995, <16 x float> %1997, <16 x float> %1996
  br label %2009

1999:                                             ; preds = %1990
  %2000 = bitcast <16 x float> %1991 to <8 x i64>
  %2001 = or <8 x i64> %2000, %65
  %2002 = fcmp oeq <16 x float> %1991, %42
  %2003 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1991, i32 4)
  %2004 = bitcast <8 x i64> %2001 to <16 x float>
  %2005 = select <16 x i1> %2002, <16 x float> %2004, <16 x float> %2003
  br label %2009

2006:                                             ; preds = %1990
  %2007 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1952, <16 x i1> %1953, <16 x float> zeroinitializer)
  %2008 = fadd <16 x float> %1991, %2007
  br label %2009

2009:                                             ; preds = %1951, %1971, %1990, %2006, %1999, %1992
  %2010 = phi <16 x float> [ %1998, %1992 ], [ %2005, %1999 ], [ %2008, %2006 ], [ %1972, %1971 ], [ %1991, %1990 ], [ %1783, %1951 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2010, ptr align 1 %1794, <16 x i1> %1953)
  %2011 = add nsw i64 %1791, %375
  %2012 = add nsw i64 %2011, %712
  %2013 = getelementptr inbounds float, ptr %332, i64 %2012
  %2014 = getelementptr inbounds float, ptr %330, i64 %2012
  switch i64 %211, label %1208 [
    i64 1, label %2029
    i64 2, label %2022
    i64 3, label %2015
    i64 0, label %2070
  ]

2015:                                             ; preds = %2009
  %2016 = bitcast <16 x float> %1784 to <8 x i64>
  %2017 = and <8 x i64> %2016, %64
  %2018 = fcmp oeq <16 x float> %1784, %39
  %2019 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1784, i32 4)
  %2020 = bitcast <8 x i64> %2017 to <16 x float>
  %2021 = select <16 x i1> %2018, <16 x float> %2020, <16 x float> %2019
  br label %2032

2022:                                             ; preds = %2009
  %2023 = bitcast <16 x float> %1784 to <8 x i64>
  %2024 = or <8 x i64> %2023, %65
  %2025 = fcmp oeq <16 x float> %1784, %42
  %2026 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1784, i32 4)
  %2027 = bitcast <8 x i64> %2024 to <16 x float>
  %2028 = select <16 x i1> %2025, <16 x float> %2027, <16 x float> %2026
  br label %2032

2029:                                             ; preds = %2009
  %2030 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2014, <16 x i1> %1953, <16 x float> zeroinitializer)
  %2031 = fadd <16 x float> %1784, %2030
  br label %2032

2032:                                             ; preds = %2029, %2022, %2015
  %2033 = phi <16 x float> [ %2031, %2029 ], [ %2028, %2022 ], [ %2021, %2015 ]
  switch i64 %213, label %1208 [
    i64 1, label %2048
    i64 2, label %2041
    i64 3, label %2034
    i64 0, label %2070
  ]

2034:                                             ; preds = %2032
  %2035 = bitcast <16 x float> %2033 to <8 x i64>
  %2036 = and <8 x i64> %2035, %64
  %2037 = fcmp oeq <16 x float> %2033, %39
  %2038 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2033, i32 4)
  %2039 = bitcast <8 x i64> %2036 to <16 x float>
  %2040 = select <16 x i1> %2037, <16 x float> %2039, <16 x float> %2038
  br label %2051

2041:                                             ; preds = %2032
  %2042 = bitcast <16 x float> %2033 to <8 x i64>
  %2043 = or <8 x i64> %2042, %65
  %2044 = fcmp oeq <16 x float> %2033, %42
  %2045 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2033, i32 4)
  %2046 = bitcast <8 x i64> %2043 to <16 x float>
  %2047 = select <16 x i1> %2044, <16 x float> %2046, <16 x float> %2045
  br label %2051

2048:                                             ; preds = %2032
  %2049 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2014, <16 x i1> %1953, <16 x float> zeroinitializer)
  %2050 = fadd <16 x float> %2033, %2049
  br label %2051

2051:                                             ; preds = %2048, %2041, %2034
  %2052 = phi <16 x float> [ %2050, %2048 ], [ %2047, %2041 ], [ %2040, %2034 ]
  switch i64 %215, label %1208 [
    i64 1, label %2067
    i64 2, label %2060
    i64 3, label %2053
    i64 0, label %2070
  ]

2053:                                             ; preds = %2051
  %2054 = bitcast <16 x float> %2052 to <8 x i64>
  %2055 = and <8 x i64> %2054, %64
  %2056 = fcmp oeq <16 x float> %2052, %39
  %2057 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2052, i32 4)
  %2058 = bitcast <8 x i64> %2055 to <16 x float>
  %2059 = select <16 x i1> %2056, <16 x float> %2058, <16 x float> %2057
  br label %2070

2060:                                             ; preds = %2051
  %2061 = bitcast <16 x float> %2052 to <8 x i64>
  %2062 = or <8 x i64> %2061, %65
  %2063 = fcmp oeq <16 x float> %2052, %42
  %2064 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2052, i32 4)
  %2065 = bitcast <8 x i64> %2062 to <16 x float>
  %2066 = select <16 x i1> %2063, <16 x float> %2065, <16 x float> %2064
  br label %2070

2067:                                             ; preds = %2051
  %2068 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2014, <16 x i1> %1953, <16 x float> zeroinitializer)
  %2069 = fadd <16 x float> %2052, %2068
  br label %2070

2070:                                             ; preds = %2009, %2032, %2051, %2067, %2060, %2053
  %2071 = phi <16 x float> [ %2059, %2053 ], [ %2066, %2060 ], [ %2069, %2067 ], [ %2033, %2032 ], [ %2052, %2051 ], [ %1784, %2009 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2071, ptr align 1 %2013, <16 x i1> %1953)
  %2072 = add nsw i64 %1791, %377
  %2073 = add nsw i64 %2072, %712
  %2074 = getelementptr inbounds float, ptr %332, i64 %2073
  %2075 = getelementptr inbounds float, ptr %330, i64 %2073
  switch i64 %216, label %1208 [
    i64 1, label %2090
    i64 2, label %2083
    i64 3, label %2076
    i64 0, label %2131
  ]

2076:                                             ; preds = %2070
  %2077 = bitcast <16 x float> %1785 to <8 x i64>
  %2078 = and <8 x i64> %2077, %64
  %2079 = fcmp oeq <16 x float> %1785, %39
  %2080 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1785, i32 4)
  %2081 = bitcast <8 x i64> %2078 to <16 x float>
  %2082 = select <16 x i1> %2079, <16 x float> %2081, <16 x float> %2080
  br label %2093

2083:                                             ; preds = %2070
  %2084 = bitcast <16 x float> %1785 to <8 x i64>
  %2085 = or <8 x i64> %2084, %65
  %2086 = fcmp oeq <16 x float> %1785, %42
  %2087 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1785, i32 4)
  %2088 = bitcast <8 x i64> %2085 to <16 x float>
  %2089 = select <16 x i1> %2086, <16 x float> %2088, <16 x float> %2087
  br label %2093

2090:                                             ; preds = %2070
  %2091 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2075, <16 x i1> %1953, <16 x float> zeroinitializer)
  %2092 = fadd <16 x float> %1785, %2091
  br label %2093

2093:                                             ; preds = %2090, %2083, %2076
  %2094 = phi <16 x float> [ %2092, %2090 ], [ %2089, %2083 ], [ %2082, %2076 ]
  switch i64 %218, label %1208 [
    i64 1, label %2109
    i64 2, label %2102
    i64 3, label %2095
    i64 0, label %2131
  ]

2095:                                             ; preds = %2093
  %2096 = bitcast <16 x float> %2094 to <8 x i64>
  %2097 = and <8 x i64> %2096, %64
  %2098 = fcmp oeq <16 x float> %2094, %39
  %2099 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2094, i32 4)
  %2100 = bitcast <8 x i64> %2097 to <16 x float>
  %2101 = select <16 x i1> %2098, <16 x float> %2100, <16 x float> %2099
  br label %2112

2102:                                             ; preds = %2093
  %2103 = bitcast <16 x float> %2094 to <8 x i64>
  %2104 = or <8 x i64> %2103, %65
  %2105 = fcmp oeq <16 x float> %2094, %42
  %2106 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2094, i32 4)
  %2107 = bitcast <8 x i64> %2104 to <16 x float>
  %2108 = select <16 x i1> %2105, <16 x float> %2107, <16 x float> %2106
  br label %2112

2109:                                             ; preds = %2093
  %2110 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2075, <16 x i1> %1953, <16 x float> zeroinitializer)
  %2111 = fadd <16 x float> %2094, %2110
  br label %2112

2112:                                             ; preds = %2109, %2102, %2095
  %2113 = phi <16 x float> [ %2111, %2109 ], [ %2108, %2102 ], [ %2101, %2095 ]
  switch i64 %220, label %1208 [
    i64 1, label %2128
    i64 2, label %2121
    i64 3, label %2114
    i64 0, label %2131
  ]

2114:                                             ; preds = %2112
  %2115 = bitcast <16 x float> %2113 to <8 x i64>
  %2116 = and <8 x i64> %2115, %64
  %2117 = fcmp oeq <16 x float> %2113, %39
  %2118 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2113, i32 4)
  %2119 = bitcast <8 x i64> %2116 to <16 x float>
  %2120 = select <16 x i1> %2117, <16 x float> %2119, <16 x float> %2118
  br label %2131

2121:                                             ; preds = %2112
  %2122 = bitcast <16 x float> %2113 to <8 x i64>
  %2123 = or <8 x i64> %2122, %65
  %2124 = fcmp oeq <16 x float> %2113, %42
  %2125 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2113, i32 4)
  %2126 = bitcast <8 x i64> %2123 to <16 x float>
  %2127 = select <16 x i1> %2124, <16 x float> %2126, <16 x float> %2125
  br label %2131

2128:                                             ; preds = %2112
  %2129 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2075, <16 x i1> %1953, <16 x float> zeroinitializer)
  %2130 = fadd <16 x float> %2113, %2129
  br label %2131

2131:                                             ; preds = %2070, %2093, %2112, %2128, %2121, %2114
  %2132 = phi <16 x float> [ %2120, %2114 ], [ %2127, %2121 ], [ %2130, %2128 ], [ %2094, %2093 ], [ %2113, %2112 ], [ %1785, %2070 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2132, ptr align 1 %2074, <16 x i1> %1953)
  %2133 = add nsw i64 %1791, %379
  %2134 = add nsw i64 %2133, %712
  %2135 = getelementptr inbounds float, ptr %332, i64 %2134
  %2136 = getelementptr inbounds float, ptr %330, i64 %2134
  switch i64 %221, label %1208 [
    i64 1, label %2151
    i64 2, label %2144
    i64 3, label %2137
    i64 0, label %2192
  ]

2137:                                             ; preds = %2131
  %2138 = bitcast <16 x float> %1786 to <8 x i64>
  %2139 = and <8 x i64> %2138, %64
  %2140 = fcmp oeq <16 x float> %1786, %39
  %2141 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1786, i32 4)
  %2142 = bitcast <8 x i64> %2139 to <16 x float>
  %2143 = select <16 x i1> %2140, <16 x float> %2142, <16 x float> %2141
  br label %2154

2144:                                             ; preds = %2131
  %2145 = bitcast <16 x float> %1786 to <8 x i64>
  %2146 = or <8 x i64> %2145, %65
  %2147 = fcmp oeq <16 x float> %1786, %42
  %2148 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1786, i32 4)
  %2149 = bitcast <8 x i64> %2146 to <16 x float>
  %2150 = select <16 x i1> %2147, <16 x float> %2149, <16 x float> %2148
  br label %2154

2151:                                             ; preds = %2131
  %2152 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2136, <16 x i1> %1953, <16 x float> zeroinitializer)
  %2153 = fadd <16 x float> %1786, %2152
  br label %2154

2154:                                             ; preds = %2151, %2144, %2137
  %2155 = phi <16 x float> [ %2153, %2151 ], [ %2150, %2144 ], [ %2143, %2137 ]
  switch i64 %223, label %1208 [
    i64 1, label %2170
    i64 2, label %2163
    i64 3, label %2156
    i64 0, label %2192
  ]

2156:                                             ; preds = %2154
  %2157 = bitcast <16 x float> %2155 to <8 x i64>
  %2158 = and <8 x i64> %2157, %64
  %2159 = fcmp oeq <16 x float> %2155, %39
  %2160 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2155, i32 4)
  %2161 = bitcast <8 x i64> %2158 to <16 x float>
  %2162 = select <16 x i1> %2159, <16 x float> %2161, <16 x float> %2160
  br label %2173

2163:                                             ; preds = %2154
  %2164 = bitcast <16 x float> %2155 to <8 x i64>
  %2165 = or <8 x i64> %2164, %65
  %2166 = fcmp oeq <16 x float> %2155, %42
  %2167 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2155, i32 4)
  %2168 = bitcast <8 x i64> %2165 to <16 x float>
  %2169 = select <16 x i1> %2166, <16 x float> %2168, <16 x float> %2167
  br label %2173

2170:                                             ; preds = %2154
  %2171 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2136, <16 x i1> %1953, <16 x float> zeroinitializer)
  %2172 = fadd <16 x float> %2155, %2171
  br label %2173

2173:                                             ; preds = %2170, %2163, %2156
  %2174 = phi <16 x float> [ %2172, %2170 ], [ %2169, %2163 ], [ %2162, %2156 ]
  switch i64 %225, label %1208 [
    i64 1, label %2189
    i64 2, label %2182
    i64 3, label %2175
    i64 0, label %2192
  ]

2175:                                             ; preds = %2173
  %2176 = bitcast <16 x float> %2174 to <8 x i64>
  %2177 = and <8 x i64> %2176, %64
  %2178 = fcmp oeq <16 x float> %2174, %39
  %2179 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2174, i32 4)
  %2180 = bitcast <8 x i64> %2177 to <16 x float>
  %2181 = select <16 x i1> %2178, <16 x float> %2180, <16 x float> %2179
  br label %2192

2182:                                             ; preds = %2173
  %2183 = bitcast <16 x float> %2174 to <8 x i64>
  %2184 = or <8 x i64> %2183, %65
  %2185 = fcmp oeq <16 x float> %2174, %42
  %2186 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2174, i32 4)
  %2187 = bitcast <8 x i64> %2184 to <16 x float>
  %2188 = select <16 x i1> %2185, <16 x float> %2187, <16 x float> %2186
  br label %2192

2189:                                             ; preds = %2173
  %2190 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2136, <16 x i1> %1953, <16 x float> zeroinitializer)
  %2191 = fadd <16 x float> %2174, %2190
  br label %2192

2192:                                             ; preds = %2131, %2154, %2173, %2189, %2182, %2175
  %2193 = phi <16 x float> [ %2181, %2175 ], [ %2188, %2182 ], [ %2191, %2189 ], [ %2155, %2154 ], [ %2174, %2173 ], [ %1786, %2131 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2193, ptr align 1 %2135, <16 x i1> %1953)
  %2194 = add nsw i64 %1791, %381
  %2195 = add nsw i64 %2194, %712
  %2196 = getelementptr inbounds float, ptr %332, i64 %2195
  %2197 = getelementptr inbounds float, ptr %330, i64 %2195
  switch i64 %226, label %1208 [
    i64 1, label %2212
    i64 2, label %2205
    i64 3, label %2198
    i64 0, label %2253
  ]

2198:                                             ; preds = %2192
  %2199 = bitcast <16 x float> %1787 to <8 x i64>
  %2200 = and <8 x i64> %2199, %64
  %2201 = fcmp oeq <16 x float> %1787, %39
  %2202 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1787, i32 4)
  %2203 = bitcast <8 x i64> %2200 to <16 x float>
  %2204 = select <16 x i1> %2201, <16 x float> %2203, <16 x float> %2202
  br label %2215

2205:                                             ; preds = %2192
  %2206 = bitcast <16 x float> %1787 to <8 x i64>
  %2207 = or <8 x i64> %2206, %65
  %2208 = fcmp oeq <16 x float> %1787, %42
  %2209 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1787, i32 4)
  %2210 = bitcast <8 x i64> %2207 to <16 x float>
  %2211 = select <16 x i1> %2208, <16 x float> %2210, <16 x float> %2209
  br label %2215

2212:                                             ; preds = %2192
  %2213 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2197, <16 x i1> %1953, <16 x float> zeroinitializer)
  %2214 = fadd <16 x float> %1787, %2213
  br label %2215

2215:                                             ; preds = %2212, %2205, %2198
  %2216 = phi <16 x float> [ %2214, %2212 ], [ %2211, %2205 ], [ %2204, %2198 ]
  switch i64 %228, label %1208 [
    i64 1, label %2231
    i64 2, label %2224
    i64 3, label %2217
    i64 0, label %2253
  ]

2217:                                             ; preds = %2215
  %2218 = bitcast <16 x float> %2216 to <8 x i64>
  %2219 = and <8 x i64> %2218, %64
  %2220 = fcmp oeq <16 x float> %2216, %39
  %2221 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2216, i32 4)
  %2222 = bitcast <8 x i64> %2219 to <16 x float>
  %2223 = select <16 x i1> %2220, <16 x float> %2222, <16 x float> %2221
  br label %2234

2224:                                             ; preds = %2215
  %2225 = bitcast <16 x float> %2216 to <8 x i64>
  %2226 = or <8 x i64> %2225, %65
  %2227 = fcmp oeq <16 x float> %2216, %42
  %2228 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2216, i32 4)
  %2229 = bitcast <8 x i64> %2226 to <16 x float>
  %2230 = select <16 x i1> %2227, <16 x float> %2229, <16 x float> %2228
  br label %2234

2231:                                             ; preds = %2215
  %2232 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2197, <16 x i1> %1953, <16 x float> zeroinitializer)
  %2233 = fadd <16 x float> %2216, %2232
  br label %2234

2234:                                             ; preds = %2231, %2224, %2217
  %2235 = phi <16 x float> [ %2233, %2231 ], [ %2230, %2224 ], [ %2223, %2217 ]
  switch i64 %230, label %1208 [
    i64 1, label %2250
    i64 2, label %2243
    i64 3, label %2236
    i64 0, label %2253
  ]

2236:                                             ; preds = %2234
  %2237 = bitcast <16 x float> %2235 to <8 x i64>
  %2238 = and <8 x i64> %2237, %64
  %2239 = fcmp oeq <16 x float> %2235, %39
  %2240 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2235, i32 4)
  %2241 = bitcast <8 x i64> %2238 to <16 x float>
  %2242 = select <16 x i1> %2239, <16 x float> %2241, <16 x float> %2240
  br label %2253

2243:                                             ; preds = %2234
  %2244 = bitcast <16 x float> %2235 to <8 x i64>
  %2245 = or <8 x i64> %2244, %65
  %2246 = fcmp oeq <16 x float> %2235, %42
  %2247 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2235, i32 4)
  %2248 = bitcast <8 x i64> %2245 to <16 x float>
  %2249 = select <16 x i1> %2246, <16 x float> %2248, <16 x float> %2247
  br label %2253

2250:                                             ; preds = %2234
  %2251 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2197, <16 x i1> %1953, <16 x float> zeroinitializer)
  %2252 = fadd <16 x float> %2235, %2251
  br label %2253

2253:                                             ; preds = %2192, %2215, %2234, %2250, %2243, %2236
  %2254 = phi <16 x float> [ %2242, %2236 ], [ %2249, %2243 ], [ %2252, %2250 ], [ %2216, %2215 ], [ %2235, %2234 ], [ %1787, %2192 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2254, ptr align 1 %2196, <16 x i1> %1953)
  %2255 = add nsw i64 %1791, %383
  %2256 = add nsw i64 %2255, %712
  %2257 = getelementptr inbounds float, ptr %332, i64 %2256
  %2258 = getelementptr inbounds float, ptr %330, i64 %2256
  switch i64 %231, label %1208 [
    i64 1, label %2273
    i64 2, label %2266
    i64 3, label %2259
    i64 0, label %2314
  ]

2259:                                             ; preds = %2253
  %2260 = bitcast <16 x float> %1788 to <8 x i64>
  %2261 = and <8 x i64> %2260, %64
  %2262 = fcmp oeq <16 x float> %1788, %39
  %2263 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1788, i32 4)
  %2264 = bitcast <8 x i64> %2261 to <16 x float>
  %2265 = select <16 x i1> %2262, <16 x float> %2264, <16 x float> %2263
  br label %2276

2266:                                             ; preds = %2253
  %2267 = bitcast <16 x float> %1788 to <8 x i64>
  %2268 = or <8 x i64> %2267, %65
  %2269 = fcmp oeq <16 x float> %1788, %42
  %2270 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1788, i32 4)
  %2271 = bitcast <8 x i64> %2268 to <16 x float>
  %2272 = select <16 x i1> %2269, <16 x float> %2271, <16 x float> %2270
  br label %2276

2273:                                             ; preds = %2253
  %2274 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2258, <16 x i1> %1953, <16 x float> zeroinitializer)
  %2275 = fadd <16 x float> %1788, %2274
  br label %2276

2276:                                             ; preds = %2273, %2266, %2259
  %2277 = phi <16 x float> [ %2275, %2273 ], [ %2272, %2266 ], [ %2265, %2259 ]
  switch i64 %233, label %1208 [
    i64 1, label %2292
    i64 2, label %2285
    i64 3, label %2278
    i64 0, label %2314
  ]

2278:                                             ; preds = %2276
  %2279 = bitcast <16 x float> %2277 to <8 x i64>
  %2280 = and <8 x i64> %2279, %64
  %2281 = fcmp oeq <16 x float> %2277, %39
  %2282 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2277, i32 4)
  %2283 = bitcast <8 x i64> %2280 to <16 x float>
  %2284 = select <16 x i1> %2281, <16 x float> %2283, <16 x float> %2282
  br label %2295

2285:                                             ; preds = %2276
  %2286 = bitcast <16 x float> %2277 to <8 x i64>
  %2287 = or <8 x i64> %2286, %65
  %2288 = fcmp oeq <16 x float> %2277, %42
  %2289 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2277, i32 4)
  %2290 = bitcast <8 x i64> %2287 to <16 x float>
  %2291 = select <16 x i1> %2288, <16 x float> %2290, <16 x float> %2289
  br label %2295

2292:                                             ; preds = %2276
  %2293 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2258, <16 x i1> %1953, <16 x float> zeroinitializer)
  %2294 = fadd <16 x float> %2277, %2293
  br label %2295

2295:                                             ; preds = %2292, %2285, %2278
  %2296 = phi <16 x float> [ %2294, %2292 ], [ %2291, %2285 ], [ %2284, %2278 ]
  switch i64 %235, label %1208 [
    i64 1, label %2311
    i64 2, label %2304
    i64 3, label %2297
    i64 0, label %2314
  ]

2297:                                             ; preds = %2295
  %2298 = bitcast <16 x float> %2296 to <8 x i64>
  %2299 = and <8 x i64> %2298, %64
  %2300 = fcmp oeq <16 x float> %2296, %39
  %2301 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2296, i32 4)
  %2302 = bitcast <8 x i64> %2299 to <16 x float>
  %2303 = select <16 x i1> %2300, <16 x float> %2302, <16 x float> %2301
  br label %2314

2304:                                             ; preds = %2295
  %2305 = bitcast <16 x float> %2296 to <8 x i64>
  %2306 = or <8 x i64> %2305, %65
  %2307 = fcmp oeq <16 x float> %2296, %42
  %2308 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2296, i32 4)
  %2309 = bitcast <8 x i64> %2306 to <16 x float>
  %2310 = select <16 x i1> %2307, <16 x float> %2309, <16 x float> %2308
  br label %2314

2311:                                             ; preds = %2295
  %2312 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2258, <16 x i1> %1953, <16 x float> zeroinitializer)
  %2313 = fadd <16 x float> %2296, %2312
  br label %2314

2314:                                             ; preds = %2253, %2276, %2295, %2311, %2304, %2297
  %2315 = phi <16 x float> [ %2303, %2297 ], [ %2310, %2304 ], [ %2313, %2311 ], [ %2277, %2276 ], [ %2296, %2295 ], [ %1788, %2253 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2315, ptr align 1 %2257, <16 x i1> %1953)
  %2316 = add nsw i64 %1791, %385
  %2317 = add nsw i64 %2316, %712
  %2318 = getelementptr inbounds float, ptr %332, i64 %2317
  %2319 = getelementptr inbounds float, ptr %330, i64 %2317
  switch i64 %236, label %1208 [
    i64 1, label %2334
    i64 2, label %2327
    i64 3, label %2320
    i64 0, label %2375
  ]

2320:                                             ; preds = %2314
  %2321 = bitcast <16 x float> %1789 to <8 x i64>
  %2322 = and <8 x i64> %2321, %64
  %2323 = fcmp oeq <16 x float> %1789, %39
  %2324 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1789, i32 4)
  %2325 = bitcast <8 x i64> %2322 to <16 x float>
  %2326 = select <16 x i1> %2323, <16 x float> %2325, <16 x float> %2324
  br label %2337

2327:                                             ; preds = %2314
  %2328 = bitcast <16 x float> %1789 to <8 x i64>
  %2329 = or <8 x i64> %2328, %65
  %2330 = fcmp oeq <16 x float> %1789, %42
  %2331 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1789, i32 4)
  %2332 = bitcast <8 x i64> %2329 to <16 x float>
  %2333 = select <16 x i1> %2330, <16 x float> %2332, <16 x float> %2331
  br label %2337

2334:                                             ; preds = %2314
  %2335 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2319, <16 x i1> %1953, <16 x float> zeroinitializer)
  %2336 = fadd <16 x float> %1789, %2335
  br label %2337

2337:                                             ; preds = %2334, %2327, %2320
  %2338 = phi <16 x float> [ %2336, %2334 ], [ %2333, %2327 ], [ %2326, %2320 ]
  switch i64 %238, label %1208 [
    i64 1, label %2353
    i64 2, label %2346
    i64 3, label %2339
    i64 0, label %2375
  ]

2339:                                             ; preds = %2337
  %2340 = bitcast <16 x float> %2338 to <8 x i64>
  %2341 = and <8 x i64> %2340, %64
  %2342 = fcmp oeq <16 x float> %2338, %39
  %2343 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2338, i32 4)
  %2344 = bitcast <8 x i64> %2341 to <16 x float>
  %2345 = select <16 x i1> %2342, <16 x float> %2344, <16 x float> %2343
  br label %2356

2346:                                             ; preds = %2337
  %2347 = bitcast <16 x float> %2338 to <8 x i64>
  %2348 = or <8 x i64> %2347, %65
  %2349 = fcmp oeq <16 x float> %2338, %42
  %2350 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2338, i32 4)
  %2351 = bitcast <8 x i64> %2348 to <16 x float>
  %2352 = select <16 x i1> %2349, <16 x float> %2351, <16 x float> %2350
  br label %2356

2353:                                             ; preds = %2337
  %2354 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2319, <16 x i1> %1953, <16 x float> zeroinitializer)
  %2355 = fadd <16 x float> %2338, %2354
  br label %2356

2356:                                             ; preds = %2353, %2346, %2339
  %2357 = phi <16 x float> [ %2355, %2353 ], [ %2352, %2346 ], [ %2345, %2339 ]
  switch i64 %240, label %1208 [
    i64 1, label %2372
    i64 2, label %2365
    i64 3, label %2358
    i64 0, label %2375
  ]

2358:                                             ; preds = %2356
  %2359 = bitcast <16 x float> %2357 to <8 x i64>
  %2360 = and <8 x i64> %2359, %64
  %2361 = fcmp oeq <16 x float> %2357, %39
  %2362 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2357, i32 4)
  %2363 = bitcast <8 x i64> %2360 to <16 x float>
  %2364 = select <16 x i1> %2361, <16 x float> %2363, <16 x float> %2362
  br label %2375

2365:                                             ; preds = %2356
  %2366 = bitcast <16 x float> %2357 to <8 x i64>
  %2367 = or <8 x i64> %2366, %65
  %2368 = fcmp oeq <16 x float> %2357, %42
  %2369 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2357, i32 4)
  %2370 = bitcast <8 x i64> %2367 to <16 x float>
  %2371 = select <16 x i1> %2368, <16 x float> %2370, <16 x float> %2369
  br label %2375

2372:                                             ; preds = %2356
  %2373 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2319, <16 x i1> %1953, <16 x float> zeroinitializer)
  %2374 = fadd <16 x float> %2357, %2373
  br label %2375

2375:                                             ; preds = %2314, %2337, %2356, %2372, %2365, %2358
  %2376 = phi <16 x float> [ %2364, %2358 ], [ %2371, %2365 ], [ %2374, %2372 ], [ %2338, %2337 ], [ %2357, %2356 ], [ %1789, %2314 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2376, ptr align 1 %2318, <16 x i1> %1953)
  %2377 = add nsw i64 %1791, %387
  %2378 = add nsw i64 %2377, %712
  %2379 = getelementptr inbounds float, ptr %332, i64 %2378
  %2380 = getelementptr inbounds float, ptr %330, i64 %2378
  switch i64 %241, label %1208 [
    i64 1, label %2395
    i64 2, label %2388
    i64 3, label %2381
    i64 0, label %2452
  ]

2381:                                             ; preds = %2375
  %2382 = bitcast <16 x float> %1790 to <8 x i64>
  %2383 = and <8 x i64> %2382, %64
  %2384 = fcmp oeq <16 x float> %1790, %39
  %2385 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %1790, i32 4)
  %2386 = bitcast <8 x i64> %2383 to <16 x float>
  %2387 = select <16 x i1> %2384, <16 x float> %2386, <16 x float> %2385
  br label %2398

2388:                                             ; preds = %2375
  %2389 = bitcast <16 x float> %1790 to <8 x i64>
  %2390 = or <8 x i64> %2389, %65
  %2391 = fcmp oeq <16 x float> %1790, %42
  %2392 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %1790, i32 4)
  %2393 = bitcast <8 x i64> %2390 to <16 x float>
  %2394 = select <16 x i1> %2391, <16 x float> %2393, <16 x float> %2392
  br label %2398

2395:                                             ; preds = %2375
  %2396 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2380, <16 x i1> %1953, <16 x float> zeroinitializer)
  %2397 = fadd <16 x float> %1790, %2396
  br label %2398

2398:                                             ; preds = %2395, %2388, %2381
  %2399 = phi <16 x float> [ %2397, %2395 ], [ %2394, %2388 ], [ %2387, %2381 ]
  switch i64 %243, label %1208 [
    i64 1, label %2414
    i64 2, label %2407
    i64 3, label %2400
    i64 0, label %2452
  ]

2400:                                             ; preds = %2398
  %2401 = bitcast <16 x float> %2399 to <8 x i64>
  %2402 = and <8 x i64> %2401, %64
  %2403 = fcmp oeq <16 x float> %2399, %39
  %2404 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2399, i32 4)
  %2405 = bitcast <8 x i64> %2402 to <16 x float>
  %2406 = select <16 x i1> %2403, <16 x float> %2405, <16 x float> %2404
  br label %2417

2407:                                             ; preds = %2398
  %2408 = bitcast <16 x float> %2399 to <8 x i64>
  %2409 = or <8 x i64> %2408, %65
  %2410 = fcmp oeq <16 x float> %2399, %42
  %2411 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2399, i32 4)
  %2412 = bitcast <8 x i64> %2409 to <16 x float>
  %2413 = select <16 x i1> %2410, <16 x float> %2412, <16 x float> %2411
  br label %2417

2414:                                             ; preds = %2398
  %2415 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2380, <16 x i1> %1953, <16 x float> zeroinitializer)
  %2416 = fadd <16 x float> %2399, %2415
  br label %2417

2417:                                             ; preds = %2414, %2407, %2400
  %2418 = phi <16 x float> [ %2416, %2414 ], [ %2413, %2407 ], [ %2406, %2400 ]
  switch i64 %245, label %1208 [
    i64 1, label %2433
    i64 2, label %2426
    i64 3, label %2419
    i64 0, label %2452
  ]

2419:                                             ; preds = %2417
  %2420 = bitcast <16 x float> %2418 to <8 x i64>
  %2421 = and <8 x i64> %2420, %64
  %2422 = fcmp oeq <16 x float> %2418, %39
  %2423 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2418, i32 4)
  %2424 = bitcast <8 x i64> %2421 to <16 x float>
  %2425 = select <16 x i1> %2422, <16 x float> %2424, <16 x float> %2423
  br label %2452

2426:                                             ; preds = %2417
  %2427 = bitcast <16 x float> %2418 to <8 x i64>
  %2428 = or <8 x i64> %2427, %65
  %2429 = fcmp oeq <16 x float> %2418, %42
  %2430 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2418, i32 4)
  %2431 = bitcast <8 x i64> %2428 to <16 x float>
  %2432 = select <16 x i1> %2429, <16 x float> %2431, <16 x float> %2430
  br label %2452

2433:                                             ; preds = %2417
  %2434 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2380, <16 x i1> %1953, <16 x float> zeroinitializer)
  %2435 = fadd <16 x float> %2418, %2434
  br label %2452

2436:                                             ; preds = %1782
  %2437 = bitcast i16 %1701 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1783, ptr align 1 %1794, <16 x i1> %2437)
  %2438 = getelementptr float, ptr %689, i64 %1791
  %2439 = getelementptr float, ptr %2438, i64 %712
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1784, ptr align 1 %2439, <16 x i1> %2437)
  %2440 = getelementptr float, ptr %690, i64 %1791
  %2441 = getelementptr float, ptr %2440, i64 %712
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1785, ptr align 1 %2441, <16 x i1> %2437)
  %2442 = getelementptr float, ptr %691, i64 %1791
  %2443 = getelementptr float, ptr %2442, i64 %712
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1786, ptr align 1 %2443, <16 x i1> %2437)
  %2444 = getelementptr float, ptr %692, i64 %1791
  %2445 = getelementptr float, ptr %2444, i64 %712
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1787, ptr align 1 %2445, <16 x i1> %2437)
  %2446 = getelementptr float, ptr %693, i64 %1791
  %2447 = getelementptr float, ptr %2446, i64 %712
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1788, ptr align 1 %2447, <16 x i1> %2437)
  %2448 = getelementptr float, ptr %694, i64 %1791
  %2449 = getelementptr float, ptr %2448, i64 %712
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1789, ptr align 1 %2449, <16 x i1> %2437)
  %2450 = getelementptr float, ptr %695, i64 %1791
  %2451 = getelementptr float, ptr %2450, i64 %712
  br label %2452

2452:                                             ; preds = %2375, %2398, %2417, %2433, %2426, %2419, %2436
  %2453 = phi ptr [ %2451, %2436 ], [ %2379, %2419 ], [ %2379, %2426 ], [ %2379, %2433 ], [ %2379, %2417 ], [ %2379, %2398 ], [ %2379, %2375 ]
  %2454 = phi <16 x i1> [ %2437, %2436 ], [ %1953, %2419 ], [ %1953, %2426 ], [ %1953, %2433 ], [ %1953, %2417 ], [ %1953, %2398 ], [ %1953, %2375 ]
  %2455 = phi <16 x float> [ %1790, %2436 ], [ %2425, %2419 ], [ %2432, %2426 ], [ %2435, %2433 ], [ %2418, %2417 ], [ %2399, %2398 ], [ %1790, %2375 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2455, ptr align 1 %2453, <16 x i1> %2454)
  br label %11115

2456:                                             ; preds = %941
  %2457 = sub nsw i64 %10, %712
  %2458 = icmp sgt i64 %2457, 15
  %2459 = trunc i64 %2457 to i32
  %2460 = shl nsw i32 -1, %2459
  %2461 = trunc i32 %2460 to i16
  %2462 = xor i16 %2461, -1
  %2463 = select i1 %2458, i16 -1, i16 %2462
  %2464 = sub nsw i64 %10, %718
  %2465 = icmp sgt i64 %2464, 15
  %2466 = trunc i64 %2464 to i32
  %2467 = shl nsw i32 -1, %2466
  %2468 = trunc i32 %2467 to i16
  %2469 = xor i16 %2468, -1
  %2470 = select i1 %2465, i16 -1, i16 %2469
  %2471 = bitcast i16 %2463 to <16 x i1>
  %2472 = mul nsw i64 %710, %10
  %2473 = bitcast i16 %2470 to <16 x i1>
  %2474 = mul nsw i64 %716, %10
  br i1 %58, label %2484, label %2478

2475:                                             ; preds = %2603
  %2476 = mul nsw i64 %710, %13
  %2477 = mul nsw i64 %716, %13
  br label %2634

2478:                                             ; preds = %2456
  %2479 = load float, ptr %341, align 4
  %2480 = insertelement <16 x float> poison, float %2479, i64 0
  %2481 = shufflevector <16 x float> %2480, <16 x float> poison, <16 x i32> zeroinitializer
  %2482 = insertelement <16 x float> poison, float %2479, i64 0
  %2483 = shufflevector <16 x float> %2482, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2491

2484:                                             ; preds = %2456
  %2485 = getelementptr inbounds float, ptr %637, i64 %2472
  %2486 = getelementptr inbounds float, ptr %2485, i64 %712
  %2487 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2486, <16 x i1> %2471, <16 x float> zeroinitializer)
  %2488 = getelementptr inbounds float, ptr %637, i64 %2474
  %2489 = getelementptr inbounds float, ptr %2488, i64 %718
  %2490 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2489, <16 x i1> %2473, <16 x float> zeroinitializer)
  br label %2491

2491:                                             ; preds = %2484, %2478
  %2492 = phi <16 x float> [ %2487, %2484 ], [ %2481, %2478 ]
  %2493 = phi <16 x float> [ %2490, %2484 ], [ %2483, %2478 ]
  br i1 %58, label %2500, label %2494

2494:                                             ; preds = %2491
  %2495 = load float, ptr %638, align 4
  %2496 = insertelement <16 x float> poison, float %2495, i64 0
  %2497 = shufflevector <16 x float> %2496, <16 x float> poison, <16 x i32> zeroinitializer
  %2498 = insertelement <16 x float> poison, float %2495, i64 0
  %2499 = shufflevector <16 x float> %2498, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2507

2500:                                             ; preds = %2491
  %2501 = getelementptr inbounds float, ptr %641, i64 %2472
  %2502 = getelementptr inbounds float, ptr %2501, i64 %712
  %2503 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2502, <16 x i1> %2471, <16 x float> zeroinitializer)
  %2504 = getelementptr inbounds float, ptr %641, i64 %2474
  %2505 = getelementptr inbounds float, ptr %2504, i64 %718
  %2506 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2505, <16 x i1> %2473, <16 x float> zeroinitializer)
  br label %2507

2507:                                             ; preds = %2500, %2494
  %2508 = phi <16 x float> [ %2503, %2500 ], [ %2497, %2494 ]
  %2509 = phi <16 x float> [ %2506, %2500 ], [ %2499, %2494 ]
  br i1 %58, label %2516, label %2510

2510:                                             ; preds = %2507
  %2511 = load float, ptr %642, align 4
  %2512 = insertelement <16 x float> poison, float %2511, i64 0
  %2513 = shufflevector <16 x float> %2512, <16 x float> poison, <16 x i32> zeroinitializer
  %2514 = insertelement <16 x float> poison, float %2511, i64 0
  %2515 = shufflevector <16 x float> %2514, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2523

2516:                                             ; preds = %2507
  %2517 = getelementptr inbounds float, ptr %645, i64 %2472
  %2518 = getelementptr inbounds float, ptr %2517, i64 %712
  %2519 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2518, <16 x i1> %2471, <16 x float> zeroinitializer)
  %2520 = getelementptr inbounds float, ptr %645, i64 %2474
  %2521 = getelementptr inbounds float, ptr %2520, i64 %718
  %2522 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2521, <16 x i1> %2473, <16 x float> zeroinitializer)
  br label %2523

2523:                                             ; preds = %2516, %2510
  %2524 = phi <16 x float> [ %2519, %2516 ], [ %2513, %2510 ]
  %2525 = phi <16 x float> [ %2522, %2516 ], [ %2515, %2510 ]
  br i1 %58, label %2532, label %2526

2526:                                             ; preds = %2523
  %2527 = load float, ptr %646, align 4
  %2528 = insertelement <16 x float> poison, float %2527, i64 0
  %2529 = shufflevector <16 x float> %2528, <16 x float> poison, <16 x i32> zeroinitializer
  %2530 = insertelement <16 x float> poison, float %2527, i64 0
  %2531 = shufflevector <16 x float> %2530, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2539

2532:                                             ; preds = %2523
  %2533 = getelementptr inbounds float, ptr %649, i64 %2472
  %2534 = getelementptr inbounds float, ptr %2533, i64 %712
  %2535 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2534, <16 x i1> %2471, <16 x float> zeroinitializer)
  %2536 = getelementptr inbounds float, ptr %649, i64 %2474
  %2537 = getelementptr inbounds float, ptr %2536, i64 %718
  %2538 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2537, <16 x i1> %2473, <16 x float> zeroinitializer)
  br label %2539

2539:                                             ; preds = %2532, %2526
  %2540 = phi <16 x float> [ %2535, %2532 ], [ %2529, %2526 ]
  %2541 = phi <16 x float> [ %2538, %2532 ], [ %2531, %2526 ]
  br i1 %58, label %2548, label %2542

2542:                                             ; preds = %2539
  %2543 = load float, ptr %650, align 4
  %2544 = insertelement <16 x float> poison, float %2543, i64 0
  %2545 = shufflevector <16 x float> %2544, <16 x float> poison, <16 x i32> zeroinitializer
  %2546 = insertelement <16 x float> poison, float %2543, i64 0
  %2547 = shufflevector <16 x float> %2546, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2555

2548:                                             ; preds = %2539
  %2549 = getelementptr inbounds float, ptr %653, i64 %2472
  %2550 = getelementptr inbounds float, ptr %2549, i64 %712
  %2551 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2550, <16 x i1> %2471, <16 x float> zeroinitializer)
  %2552 = getelementptr inbounds float, ptr %653, i64 %2474
  %2553 = getelementptr inbounds float, ptr %2552, i64 %718
  %2554 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2553, <16 x i1> %2473, <16 x float> zeroinitializer)
  br label %2555

2555:                                             ; preds = %2548, %2542
  %2556 = phi <16 x float> [ %2551, %2548 ], [ %2545, %2542 ]
  %2557 = phi <16 x float> [ %2554, %2548 ], [ %2547, %2542 ]
  br i1 %58, label %2564, label %2558

2558:                                             ; preds = %2555
  %2559 = load float, ptr %654, align 4
  %2560 = insertelement <16 x float> poison, float %2559, i64 0
  %2561 = shufflevector <16 x float> %2560, <16 x float> poison, <16 x i32> zeroinitializer
  %2562 = insertelement <16 x float> poison, float %2559, i64 0
  %2563 = shufflevector <16 x float> %2562, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2571

2564:                                             ; preds = %2555
  %2565 = getelementptr inbounds float, ptr %657, i64 %2472
  %2566 = getelementptr inbounds float, ptr %2565, i64 %712
  %2567 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2566, <16 x i1> %2471, <16 x float> zeroinitializer)
  %2568 = getelementptr inbounds float, ptr %657, i64 %2474
  %2569 = getelementptr inbounds float, ptr %2568, i64 %718
  %2570 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2569, <16 x i1> %2473, <16 x float> zeroinitializer)
  br label %2571

2571:                                             ; preds = %2564, %2558
  %2572 = phi <16 x float> [ %2567, %2564 ], [ %2561, %2558 ]
  %2573 = phi <16 x float> [ %2570, %2564 ], [ %2563, %2558 ]
  br i1 %58, label %2580, label %2574

2574:                                             ; preds = %2571
  %2575 = load float, ptr %658, align 4
  %2576 = insertelement <16 x float> poison, float %2575, i64 0
  %2577 = shufflevector <16 x float> %2576, <16 x float> poison, <16 x i32> zeroinitializer
  %2578 = insertelement <16 x float> poison, float %2575, i64 0
  %2579 = shufflevector <16 x float> %2578, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2587

2580:                                             ; preds = %2571
  %2581 = getelementptr inbounds float, ptr %661, i64 %2472
  %2582 = getelementptr inbounds float, ptr %2581, i64 %712
  %2583 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2582, <16 x i1> %2471, <16 x float> zeroinitializer)
  %2584 = getelementptr inbounds float, ptr %661, i64 %2474
  %2585 = getelementptr inbounds float, ptr %2584, i64 %718
  %2586 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2585, <16 x i1> %2473, <16 x float> zeroinitializer)
  br label %2587

2587:                                             ; preds = %2580, %2574
  %2588 = phi <16 x float> [ %2583, %2580 ], [ %2577, %2574 ]
  %2589 = phi <16 x float> [ %2586, %2580 ], [ %2579, %2574 ]
  br i1 %58, label %2596, label %2590

2590:                                             ; preds = %2587
  %2591 = load float, ptr %662, align 4
  %2592 = insertelement <16 x float> poison, float %2591, i64 0
  %2593 = shufflevector <16 x float> %2592, <16 x float> poison, <16 x i32> zeroinitializer
  %2594 = insertelement <16 x float> poison, float %2591, i64 0
  %2595 = shufflevector <16 x float> %2594, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2603

2596:                                             ; preds = %2587
  %2597 = getelementptr inbounds float, ptr %665, i64 %2472
  %2598 = getelementptr inbounds float, ptr %2597, i64 %712
  %2599 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2598, <16 x i1> %2471, <16 x float> zeroinitializer)
  %2600 = getelementptr inbounds float, ptr %665, i64 %2474
  %2601 = getelementptr inbounds float, ptr %2600, i64 %718
  %2602 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2601, <16 x i1> %2473, <16 x float> zeroinitializer)
  br label %2603

2603:                                             ; preds = %2596, %2590
  %2604 = phi <16 x float> [ %2599, %2596 ], [ %2593, %2590 ]
  %2605 = phi <16 x float> [ %2602, %2596 ], [ %2595, %2590 ]
  br i1 %60, label %2475, label %2606

2606:                                             ; preds = %2668, %2603
  %2607 = phi <16 x float> [ %2525, %2603 ], [ %2681, %2668 ]
  %2608 = phi <16 x float> [ %2524, %2603 ], [ %2682, %2668 ]
  %2609 = phi <16 x float> [ %2540, %2603 ], [ %2680, %2668 ]
  %2610 = phi <16 x float> [ %2509, %2603 ], [ %2683, %2668 ]
  %2611 = phi <16 x float> [ %2508, %2603 ], [ %2684, %2668 ]
  %2612 = phi <16 x float> [ %2541, %2603 ], [ %2679, %2668 ]
  %2613 = phi <16 x float> [ %2493, %2603 ], [ %2673, %2668 ]
  %2614 = phi <16 x float> [ %2492, %2603 ], [ %2674, %2668 ]
  %2615 = phi <16 x float> [ %2556, %2603 ], [ %2678, %2668 ]
  %2616 = phi <16 x float> [ %2557, %2603 ], [ %2677, %2668 ]
  %2617 = phi <16 x float> [ %2572, %2603 ], [ %2676, %2668 ]
  %2618 = phi <16 x float> [ %2573, %2603 ], [ %2675, %2668 ]
  %2619 = phi <16 x float> [ %2588, %2603 ], [ %2672, %2668 ]
  %2620 = phi <16 x float> [ %2589, %2603 ], [ %2671, %2668 ]
  %2621 = phi <16 x float> [ %2604, %2603 ], [ %2670, %2668 ]
  %2622 = phi <16 x float> [ %2605, %2603 ], [ %2669, %2668 ]
  %2623 = mul nsw i64 %710, %10
  %2624 = add i64 %2623, %712
  %2625 = bitcast i16 %2463 to <16 x i1>
  %2626 = mul nsw i64 %716, %10
  %2627 = add i64 %2626, %718
  %2628 = bitcast i16 %2470 to <16 x i1>
  %2629 = bitcast i16 %2463 to <16 x i1>
  %2630 = mul nsw i64 %716, %10
  %2631 = bitcast i16 %2470 to <16 x i1>
  %2632 = add i64 %666, %2624
  %2633 = getelementptr inbounds float, ptr %332, i64 %2632
  br i1 %63, label %2971, label %2854

2634:                                             ; preds = %2475, %2668
  %2635 = phi <16 x float> [ %2669, %2668 ], [ %2605, %2475 ]
  %2636 = phi <16 x float> [ %2670, %2668 ], [ %2604, %2475 ]
  %2637 = phi <16 x float> [ %2671, %2668 ], [ %2589, %2475 ]
  %2638 = phi <16 x float> [ %2672, %2668 ], [ %2588, %2475 ]
  %2639 = phi <16 x float> [ %2673, %2668 ], [ %2493, %2475 ]
  %2640 = phi <16 x float> [ %2674, %2668 ], [ %2492, %2475 ]
  %2641 = phi <16 x float> [ %2675, %2668 ], [ %2573, %2475 ]
  %2642 = phi <16 x float> [ %2676, %2668 ], [ %2572, %2475 ]
  %2643 = phi <16 x float> [ %2677, %2668 ], [ %2557, %2475 ]
  %2644 = phi <16 x float> [ %2678, %2668 ], [ %2556, %2475 ]
  %2645 = phi <16 x float> [ %2679, %2668 ], [ %2541, %2475 ]
  %2646 = phi <16 x float> [ %2680, %2668 ], [ %2540, %2475 ]
  %2647 = phi <16 x float> [ %2681, %2668 ], [ %2525, %2475 ]
  %2648 = phi <16 x float> [ %2682, %2668 ], [ %2524, %2475 ]
  %2649 = phi <16 x float> [ %2683, %2668 ], [ %2509, %2475 ]
  %2650 = phi <16 x float> [ %2684, %2668 ], [ %2508, %2475 ]
  %2651 = phi i64 [ %2685, %2668 ], [ 0, %2475 ]
  br i1 %61, label %2652, label %2668

2652:                                             ; preds = %2634
  %2653 = sub i64 %2651, %15
  %2654 = mul nuw nsw i64 %2651, %12
  %2655 = getelementptr inbounds nuw float, ptr %342, i64 %2654
  %2656 = add i64 %2653, %2476
  %2657 = icmp sgt i64 %2656, -1
  %2658 = icmp slt i64 %2656, %7
  %2659 = and i1 %2657, %2658
  %2660 = select i1 %2659, i64 %2656, i64 0
  %2661 = mul nsw i64 %2660, %8
  %2662 = add i64 %2653, %2477
  %2663 = icmp sgt i64 %2662, -1
  %2664 = icmp slt i64 %2662, %7
  %2665 = and i1 %2663, %2664
  %2666 = select i1 %2665, i64 %2662, i64 0
  %2667 = mul nsw i64 %2666, %8
  br label %2687

2668:                                             ; preds = %2744, %2634
  %2669 = phi <16 x float> [ %2635, %2634 ], [ %2745, %2744 ]
  %2670 = phi <16 x float> [ %2636, %2634 ], [ %2746, %2744 ]
  %2671 = phi <16 x float> [ %2637, %2634 ], [ %2747, %2744 ]
  %2672 = phi <16 x float> [ %2638, %2634 ], [ %2748, %2744 ]
  %2673 = phi <16 x float> [ %2639, %2634 ], [ %2749, %2744 ]
  %2674 = phi <16 x float> [ %2640, %2634 ], [ %2750, %2744 ]
  %2675 = phi <16 x float> [ %2641, %2634 ], [ %2751, %2744 ]
  %2676 = phi <16 x float> [ %2642, %2634 ], [ %2752, %2744 ]
  %2677 = phi <16 x float> [ %2643, %2634 ], [ %2753, %2744 ]
  %2678 = phi <16 x float> [ %2644, %2634 ], [ %2754, %2744 ]
  %2679 = phi <16 x float> [ %2645, %2634 ], [ %2755, %2744 ]
  %2680 = phi <16 x float> [ %2646, %2634 ], [ %2756, %2744 ]
  %2681 = phi <16 x float> [ %2647, %2634 ], [ %2757, %2744 ]
  %2682 = phi <16 x float> [ %2648, %2634 ], [ %2758, %2744 ]
  %2683 = phi <16 x float> [ %2649, %2634 ], [ %2759, %2744 ]
  %2684 = phi <16 x float> [ %2650, %2634 ], [ %2760, %2744 ]
  %2685 = add nuw nsw i64 %2651, 1
  %2686 = icmp eq i64 %2685, %11
  br i1 %2686, label %2606, label %2634

2687:                                             ; preds = %2652, %2744
  %2688 = phi <16 x float> [ %2635, %2652 ], [ %2745, %2744 ]
  %2689 = phi <16 x float> [ %2636, %2652 ], [ %2746, %2744 ]
  %2690 = phi <16 x float> [ %2637, %2652 ], [ %2747, %2744 ]
  %2691 = phi <16 x float> [ %2638, %2652 ], [ %2748, %2744 ]
  %2692 = phi <16 x float> [ %2639, %2652 ], [ %2749, %2744 ]
  %2693 = phi <16 x float> [ %2640, %2652 ], [ %2750, %2744 ]
  %2694 = phi <16 x float> [ %2641, %2652 ], [ %2751, %2744 ]
  %2695 = phi <16 x float> [ %2642, %2652 ], [ %2752, %2744 ]
  %2696 = phi <16 x float> [ %2643, %2652 ], [ %2753, %2744 ]
  %2697 = phi <16 x float> [ %2644, %2652 ], [ %2754, %2744 ]
  %2698 = phi <16 x float> [ %2645, %2652 ], [ %2755, %2744 ]
  %2699 = phi <16 x float> [ %2646, %2652 ], [ %2756, %2744 ]
  %2700 = phi <16 x float> [ %2647, %2652 ], [ %2757, %2744 ]
  %2701 = phi <16 x float> [ %2648, %2652 ], [ %2758, %2744 ]
  %2702 = phi <16 x float> [ %2649, %2652 ], [ %2759, %2744 ]
  %2703 = phi <16 x float> [ %2650, %2652 ], [ %2760, %2744 ]
  %2704 = phi i64 [ 0, %2652 ], [ %2761, %2744 ]
  %2705 = sub i64 %2704, %16
  %2706 = add i64 %2705, %712
  %2707 = add i64 %2705, %718
  %2708 = getelementptr inbounds nuw float, ptr %2655, i64 %2704
  br i1 %62, label %2709, label %2744

2709:                                             ; preds = %2687
  %2710 = sub nsw i64 %8, %2707
  %2711 = tail call i64 @llvm.smin.i64(i64 %2710, i64 %2464)
  %2712 = tail call i64 @llvm.smin.i64(i64 %2711, i64 16)
  %2713 = icmp slt i64 %2707, 0
  %2714 = sub nsw i64 0, %2707
  %2715 = select i1 %2713, i64 %2714, i64 0
  %2716 = icmp sgt i64 %2712, %2715
  %2717 = select i1 %2665, i1 %2716, i1 false
  %2718 = trunc i64 %2715 to i32
  %2719 = shl nsw i32 -1, %2718
  %2720 = trunc i64 %2712 to i32
  %2721 = shl nsw i32 -1, %2720
  %2722 = xor i32 %2721, -1
  %2723 = and i32 %2719, %2722
  %2724 = trunc i32 %2723 to i16
  %2725 = select i1 %2717, i16 %2724, i16 0
  %2726 = sub nsw i64 %8, %2706
  %2727 = tail call i64 @llvm.smin.i64(i64 %2726, i64 %2457)
  %2728 = tail call i64 @llvm.smin.i64(i64 %2727, i64 16)
  %2729 = icmp slt i64 %2706, 0
  %2730 = sub nsw i64 0, %2706
  %2731 = select i1 %2729, i64 %2730, i64 0
  %2732 = icmp sgt i64 %2728, %2731
  %2733 = select i1 %2659, i1 %2732, i1 false
  %2734 = trunc i64 %2731 to i32
  %2735 = shl nsw i32 -1, %2734
  %2736 = trunc i64 %2728 to i32
  %2737 = shl nsw i32 -1, %2736
  %2738 = xor i32 %2737, -1
  %2739 = and i32 %2735, %2738
  %2740 = trunc i32 %2739 to i16
  %2741 = select i1 %2733, i16 %2740, i16 0
  %2742 = bitcast i16 %2741 to <16 x i1>
  %2743 = bitcast i16 %2725 to <16 x i1>
  br label %2763

2744:                                             ; preds = %2763, %2687
  %2745 = phi <16 x float> [ %2688, %2687 ], [ %2851, %2763 ]
  %2746 = phi <16 x float> [ %2689, %2687 ], [ %2850, %2763 ]
  %2747 = phi <16 x float> [ %2690, %2687 ], [ %2843, %2763 ]
  %2748 = phi <16 x float> [ %2691, %2687 ], [ %2842, %2763 ]
  %2749 = phi <16 x float> [ %2692, %2687 ], [ %2795, %2763 ]
  %2750 = phi <16 x float> [ %2693, %2687 ], [ %2794, %2763 ]
  %2751 = phi <16 x float> [ %2694, %2687 ], [ %2835, %2763 ]
  %2752 = phi <16 x float> [ %2695, %2687 ], [ %2834, %2763 ]
  %2753 = phi <16 x float> [ %2696, %2687 ], [ %2827, %2763 ]
  %2754 = phi <16 x float> [ %2697, %2687 ], [ %2826, %2763 ]
  %2755 = phi <16 x float> [ %2698, %2687 ], [ %2819, %2763 ]
  %2756 = phi <16 x float> [ %2699, %2687 ], [ %2818, %2763 ]
  %2757 = phi <16 x float> [ %2700, %2687 ], [ %2811, %2763 ]
  %2758 = phi <16 x float> [ %2701, %2687 ], [ %2810, %2763 ]
  %2759 = phi <16 x float> [ %2702, %2687 ], [ %2803, %2763 ]
  %2760 = phi <16 x float> [ %2703, %2687 ], [ %2802, %2763 ]
  %2761 = add nuw nsw i64 %2704, 1
  %2762 = icmp eq i64 %2761, %12
  br i1 %2762, label %2668, label %2687

2763:                                             ; preds = %2709, %2763
  %2764 = phi <16 x float> [ %2851, %2763 ], [ %2688, %2709 ]
  %2765 = phi <16 x float> [ %2850, %2763 ], [ %2689, %2709 ]
  %2766 = phi <16 x float> [ %2843, %2763 ], [ %2690, %2709 ]
  %2767 = phi <16 x float> [ %2842, %2763 ], [ %2691, %2709 ]
  %2768 = phi <16 x float> [ %2795, %2763 ], [ %2692, %2709 ]
  %2769 = phi <16 x float> [ %2794, %2763 ], [ %2693, %2709 ]
  %2770 = phi <16 x float> [ %2835, %2763 ], [ %2694, %2709 ]
  %2771 = phi <16 x float> [ %2834, %2763 ], [ %2695, %2709 ]
  %2772 = phi <16 x float> [ %2827, %2763 ], [ %2696, %2709 ]
  %2773 = phi <16 x float> [ %2826, %2763 ], [ %2697, %2709 ]
  %2774 = phi <16 x float> [ %2819, %2763 ], [ %2698, %2709 ]
  %2775 = phi <16 x float> [ %2818, %2763 ], [ %2699, %2709 ]
  %2776 = phi <16 x float> [ %2811, %2763 ], [ %2700, %2709 ]
  %2777 = phi <16 x float> [ %2810, %2763 ], [ %2701, %2709 ]
  %2778 = phi <16 x float> [ %2803, %2763 ], [ %2702, %2709 ]
  %2779 = phi <16 x float> [ %2802, %2763 ], [ %2703, %2709 ]
  %2780 = phi i64 [ %2852, %2763 ], [ 0, %2709 ]
  %2781 = mul nsw i64 %56, %2780
  %2782 = getelementptr inbounds float, ptr %325, i64 %2781
  %2783 = getelementptr float, ptr %2782, i64 %2661
  %2784 = getelementptr float, ptr %2783, i64 %2706
  %2785 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2784, <16 x i1> %2742, <16 x float> zeroinitializer)
  %2786 = getelementptr float, ptr %2782, i64 %2667
  %2787 = getelementptr float, ptr %2786, i64 %2707
  %2788 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2787, <16 x i1> %2743, <16 x float> zeroinitializer)
  %2789 = mul nuw nsw i64 %2780, %57
  %2790 = getelementptr inbounds nuw float, ptr %2708, i64 %2789
  %2791 = load float, ptr %2790, align 4
  %2792 = insertelement <16 x float> poison, float %2791, i64 0
  %2793 = shufflevector <16 x float> %2792, <16 x float> poison, <16 x i32> zeroinitializer
  %2794 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2785, <16 x float> %2793, <16 x float> %2769)
  %2795 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2788, <16 x float> %2793, <16 x float> %2768)
  %2796 = add nuw nsw i64 %5, %2780
  %2797 = mul nuw nsw i64 %2796, %57
  %2798 = getelementptr inbounds nuw float, ptr %2708, i64 %2797
  %2799 = load float, ptr %2798, align 4
  %2800 = insertelement <16 x float> poison, float %2799, i64 0
  %2801 = shufflevector <16 x float> %2800, <16 x float> poison, <16 x i32> zeroinitializer
  %2802 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2785, <16 x float> %2801, <16 x float> %2779)
  %2803 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2788, <16 x float> %2801, <16 x float> %2778)
  %2804 = add nuw nsw i64 %184, %2780
  %2805 = mul nuw nsw i64 %2804, %57
  %2806 = getelementptr inbounds nuw float, ptr %2708, i64 %2805
  %2807 = load float, ptr %2806, align 4
  %2808 = insertelement <16 x float> poison, float %2807, i64 0
  %2809 = shufflevector <16 x float> %2808, <16 x float> poison, <16 x i32> zeroinitializer
  %2810 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2785, <16 x float> %2809, <16 x float> %2777)
  %2811 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2788, <16 x float> %2809, <16 x float> %2776)
  %2812 = add nuw nsw i64 %185, %2780
  %2813 = mul nuw nsw i64 %2812, %57
  %2814 = getelementptr inbounds nuw float, ptr %2708, i64 %2813
  %2815 = load float, ptr %2814, align 4
  %2816 = insertelement <16 x float> poison, float %2815, i64 0
  %2817 = shufflevector <16 x float> %2816, <16 x float> poison, <16 x i32> zeroinitializer
  %2818 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2785, <16 x float> %2817, <16 x float> %2775)
  %2819 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2788, <16 x float> %2817, <16 x float> %2774)
  %2820 = add nuw nsw i64 %186, %2780
  %2821 = mul nuw nsw i64 %2820, %57
  %2822 = getelementptr inbounds nuw float, ptr %2708, i64 %2821
  %2823 = load float, ptr %2822, align 4
  %2824 = insertelement <16 x float> poison, float %2823, i64 0
  %2825 = shufflevector <16 x float> %2824, <16 x float> poison, <16 x i32> zeroinitializer
  %2826 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2785, <16 x float> %2825, <16 x float> %2773)
  %2827 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2788, <16 x float> %2825, <16 x float> %2772)
  %2828 = add nuw nsw i64 %187, %2780
  %2829 = mul nuw nsw i64 %2828, %57
  %2830 = getelementptr inbounds nuw float, ptr %2708, i64 %2829
  %2831 = load float, ptr %2830, align 4
  %2832 = insertelement <16 x float> poison, float %2831, i64 0
  %2833 = shufflevector <16 x float> %2832, <16 x float> poison, <16 x i32> zeroinitializer
  %2834 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2785, <16 x float> %2833, <16 x float> %2771)
  %2835 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2788, <16 x float> %2833, <16 x float> %2770)
  %2836 = add nuw nsw i64 %188, %2780
  %2837 = mul nuw nsw i64 %2836, %57
  %2838 = getelementptr inbounds nuw float, ptr %2708, i64 %2837
  %2839 = load float, ptr %2838, align 4
  %2840 = insertelement <16 x float> poison, float %2839, i64 0
  %2841 = shufflevector <16 x float> %2840, <16 x float> poison, <16 x i32> zeroinitializer
  %2842 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2785, <16 x float> %2841, <16 x float> %2767)
  %2843 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2788, <16 x float> %2841, <16 x float> %2766)
  %2844 = add nuw nsw i64 %189, %2780
  %2845 = mul nuw nsw i64 %2844, %57
  %2846 = getelementptr inbounds nuw float, ptr %2708, i64 %2845
  %2847 = load float, ptr %2846, align 4
  %2848 = insertelement <16 x float> poison, float %2847, i64 0
  %2849 = shufflevector <16 x float> %2848, <16 x float> poison, <16 x i32> zeroinitializer
  %2850 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2785, <16 x float> %2849, <16 x float> %2765)
  %2851 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2788, <16 x float> %2849, <16 x float> %2764)
  %2852 = add nuw nsw i64 %2780, 1
  %2853 = icmp eq i64 %2852, %5
  br i1 %2853, label %2744, label %2763

2854:                                             ; preds = %2606
  %2855 = getelementptr inbounds float, ptr %330, i64 %2632
  switch i64 %190, label %1208 [
    i64 1, label %2856
    i64 2, label %2859
    i64 3, label %2866
    i64 0, label %2911
  ]

2856:                                             ; preds = %2854
  %2857 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2855, <16 x i1> %2625, <16 x float> zeroinitializer)
  %2858 = fadd <16 x float> %2614, %2857
  br label %2873

2859:                                             ; preds = %2854
  %2860 = bitcast <16 x float> %2614 to <8 x i64>
  %2861 = or <8 x i64> %2860, %65
  %2862 = fcmp oeq <16 x float> %2614, %42
  %2863 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2614, i32 4)
  %2864 = bitcast <8 x i64> %2861 to <16 x float>
  %2865 = select <16 x i1> %2862, <16 x float> %2864, <16 x float> %2863
  br label %2873

2866:                                             ; preds = %2854
  %2867 = bitcast <16 x float> %2614 to <8 x i64>
  %2868 = and <8 x i64> %2867, %64
  %2869 = fcmp oeq <16 x float> %2614, %39
  %2870 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2614, i32 4)
  %2871 = bitcast <8 x i64> %2868 to <16 x float>
  %2872 = select <16 x i1> %2869, <16 x float> %2871, <16 x float> %2870
  br label %2873

2873:                                             ; preds = %2866, %2859, %2856
  %2874 = phi <16 x float> [ %2858, %2856 ], [ %2865, %2859 ], [ %2872, %2866 ]
  switch i64 %192, label %1208 [
    i64 1, label %2889
    i64 2, label %2882
    i64 3, label %2875
    i64 0, label %2911
  ]

2875:                                             ; preds = %2873
  %2876 = bitcast <16 x float> %2874 to <8 x i64>
  %2877 = and <8 x i64> %2876, %64
  %2878 = fcmp oeq <16 x float> %2874, %39
  %2879 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2874, i32 4)
  %2880 = bitcast <8 x i64> %2877 to <16 x float>
  %2881 = select <16 x i1> %2878, <16 x float> %2880, <16 x float> %2879
  br label %2892

2882:                                             ; preds = %2873
  %2883 = bitcast <16 x float> %2874 to <8 x i64>
  %2884 = or <8 x i64> %2883, %65
  %2885 = fcmp oeq <16 x float> %2874, %42
  %2886 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2874, i32 4)
  %2887 = bitcast <8 x i64> %2884 to <16 x float>
  %2888 = select <16 x i1> %2885, <16 x float> %2887, <16 x float> %2886
  br label %2892

2889:                                             ; preds = %2873
  %2890 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2855, <16 x i1> %2625, <16 x float> zeroinitializer)
  %2891 = fadd <16 x float> %2874, %2890
  br label %2892

2892:                                             ; preds = %2889, %2882, %2875
  %2893 = phi <16 x float> [ %2891, %2889 ], [ %2888, %2882 ], [ %2881, %2875 ]
  switch i64 %194, label %1208 [
    i64 1, label %2908
    i64 2, label %2901
    i64 3, label %2894
    i64 0, label %2911
  ]

2894:                                             ; preds = %2892
  %2895 = bitcast <16 x float> %2893 to <8 x i64>
  %2896 = and <8 x i64> %2895, %64
  %2897 = fcmp oeq <16 x float> %2893, %39
  %2898 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2893, i32 4)
  %2899 = bitcast <8 x i64> %2896 to <16 x float>
  %2900 = select <16 x i1> %2897, <16 x float> %2899, <16 x float> %2898
  br label %2911

2901:                                             ; preds = %2892
  %2902 = bitcast <16 x float> %2893 to <8 x i64>
  %2903 = or <8 x i64> %2902, %65
  %2904 = fcmp oeq <16 x float> %2893, %42
  %2905 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2893, i32 4)
  %2906 = bitcast <8 x i64> %2903 to <16 x float>
  %2907 = select <16 x i1> %2904, <16 x float> %2906, <16 x float> %2905
  br label %2911

2908:                                             ; preds = %2892
  %2909 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2855, <16 x i1> %2625, <16 x float> zeroinitializer)
  %2910 = fadd <16 x float> %2893, %2909
  br label %2911

2911:                                             ; preds = %2854, %2873, %2892, %2908, %2901, %2894
  %2912 = phi <16 x float> [ %2900, %2894 ], [ %2907, %2901 ], [ %2910, %2908 ], [ %2874, %2873 ], [ %2893, %2892 ], [ %2614, %2854 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2912, ptr align 1 %2633, <16 x i1> %2625)
  %2913 = add i64 %666, %2627
  %2914 = getelementptr inbounds float, ptr %332, i64 %2913
  %2915 = getelementptr inbounds float, ptr %330, i64 %2913
  switch i64 %195, label %1208 [
    i64 1, label %2930
    i64 2, label %2923
    i64 3, label %2916
    i64 0, label %2974
  ]

2916:                                             ; preds = %2911
  %2917 = bitcast <16 x float> %2613 to <8 x i64>
  %2918 = and <8 x i64> %2917, %64
  %2919 = fcmp oeq <16 x float> %2613, %39
  %2920 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2613, i32 4)
  %2921 = bitcast <8 x i64> %2918 to <16 x float>
  %2922 = select <16 x i1> %2919, <16 x float> %2921, <16 x float> %2920
  br label %2933

2923:                                             ; preds = %2911
  %2924 = bitcast <16 x float> %2613 to <8 x i64>
  %2925 = or <8 x i64> %2924, %65
  %2926 = fcmp oeq <16 x float> %2613, %42
  %2927 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2613, i32 4)
  %2928 = bitcast <8 x i64> %2925 to <16 x float>
  %2929 = select <16 x i1> %2926, <16 x float> %2928, <16 x float> %2927
  br label %2933

2930:                                             ; preds = %2911
  %2931 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2915, <16 x i1> %2628, <16 x float> zeroinitializer)
  %2932 = fadd <16 x float> %2613, %2931
  br label %2933

2933:                                             ; preds = %2930, %2923, %2916
  %2934 = phi <16 x float> [ %2932, %2930 ], [ %2929, %2923 ], [ %2922, %2916 ]
  switch i64 %197, label %1208 [
    i64 1, label %2949
    i64 2, label %2942
    i64 3, label %2935
    i64 0, label %2974
  ]

2935:                                             ; preds = %2933
  %2936 = bitcast <16 x float> %2934 to <8 x i64>
  %2937 = and <8 x i64> %2936, %64
  %2938 = fcmp oeq <16 x float> %2934, %39
  %2939 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2934, i32 4)
  %2940 = bitcast <8 x i64> %2937 to <16 x float>
  %2941 = select <16 x i1> %2938, <16 x float> %2940, <16 x float> %2939
  br label %2952

2942:                                             ; preds = %2933
  %2943 = bitcast <16 x float> %2934 to <8 x i64>
  %2944 = or <8 x i64> %2943, %65
  %2945 = fcmp oeq <16 x float> %2934, %42
  %2946 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2934, i32 4)
  %2947 = bitcast <8 x i64> %2944 to <16 x float>
  %2948 = select <16 x i1> %2945, <16 x float> %2947, <16 x float> %2946
  br label %2952

2949:                                             ; preds = %2933
  %2950 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2915, <16 x i1> %2628, <16 x float> zeroinitializer)
  %2951 = fadd <16 x float> %2934, %2950
  br label %2952

2952:                                             ; preds = %2949, %2942, %2935
  %2953 = phi <16 x float> [ %2951, %2949 ], [ %2948, %2942 ], [ %2941, %2935 ]
  switch i64 %199, label %1208 [
    i64 1, label %2968
    i64 2, label %2961
    i64 3, label %2954
    i64 0, label %2974
  ]

2954:                                             ; preds = %2952
  %2955 = bitcast <16 x float> %2953 to <8 x i64>
  %2956 = and <8 x i64> %2955, %64
  %2957 = fcmp oeq <16 x float> %2953, %39
  %2958 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2953, i32 4)
  %2959 = bitcast <8 x i64> %2956 to <16 x float>
  %2960 = select <16 x i1> %2957, <16 x float> %2959, <16 x float> %2958
  br label %2974

2961:                                             ; preds = %2952
  %2962 = bitcast <16 x float> %2953 to <8 x i64>
  %2963 = or <8 x i64> %2962, %65
  %2964 = fcmp oeq <16 x float> %2953, %42
  %2965 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2953, i32 4)
  %2966 = bitcast <8 x i64> %2963 to <16 x float>
  %2967 = select <16 x i1> %2964, <16 x float> %2966, <16 x float> %2965
  br label %2974

2968:                                             ; preds = %2952
  %2969 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2915, <16 x i1> %2628, <16 x float> zeroinitializer)
  %2970 = fadd <16 x float> %2953, %2969
  br label %2974

2971:                                             ; preds = %2606
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2614, ptr align 1 %2633, <16 x i1> %2629)
  %2972 = getelementptr float, ptr %667, i64 %2630
  %2973 = getelementptr float, ptr %2972, i64 %718
  br label %2974

2974:                                             ; preds = %2911, %2933, %2952, %2968, %2961, %2954, %2971
  %2975 = phi ptr [ %2973, %2971 ], [ %2914, %2954 ], [ %2914, %2961 ], [ %2914, %2968 ], [ %2914, %2952 ], [ %2914, %2933 ], [ %2914, %2911 ]
  %2976 = phi <16 x i1> [ %2631, %2971 ], [ %2628, %2954 ], [ %2628, %2961 ], [ %2628, %2968 ], [ %2628, %2952 ], [ %2628, %2933 ], [ %2628, %2911 ]
  %2977 = phi <16 x float> [ %2613, %2971 ], [ %2960, %2954 ], [ %2967, %2961 ], [ %2970, %2968 ], [ %2953, %2952 ], [ %2934, %2933 ], [ %2613, %2911 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2977, ptr align 1 %2975, <16 x i1> %2976)
  %2978 = add i64 %669, %2624
  %2979 = getelementptr inbounds float, ptr %332, i64 %2978
  br i1 %63, label %3097, label %2980

2980:                                             ; preds = %2974
  %2981 = getelementptr inbounds float, ptr %330, i64 %2978
  switch i64 %190, label %1208 [
    i64 1, label %2996
    i64 2, label %2989
    i64 3, label %2982
    i64 0, label %3037
  ]

2982:                                             ; preds = %2980
  %2983 = bitcast <16 x float> %2611 to <8 x i64>
  %2984 = and <8 x i64> %2983, %64
  %2985 = fcmp oeq <16 x float> %2611, %39
  %2986 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2611, i32 4)
  %2987 = bitcast <8 x i64> %2984 to <16 x float>
  %2988 = select <16 x i1> %2985, <16 x float> %2987, <16 x float> %2986
  br label %2999

2989:                                             ; preds = %2980
  %2990 = bitcast <16 x float> %2611 to <8 x i64>
  %2991 = or <8 x i64> %2990, %65
  %2992 = fcmp oeq <16 x float> %2611, %42
  %2993 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2611, i32 4)
  %2994 = bitcast <8 x i64> %2991 to <16 x float>
  %2995 = select <16 x i1> %2992, <16 x float> %2994, <16 x float> %2993
  br label %2999

2996:                                             ; preds = %2980
  %2997 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2981, <16 x i1> %2625, <16 x float> zeroinitializer)
  %2998 = fadd <16 x float> %2611, %2997
  br label %2999

2999:                                             ; preds = %2996, %2989, %2982
  %3000 = phi <16 x float> [ %2998, %2996 ], [ %2995, %2989 ], [ %2988, %2982 ]
  switch i64 %192, label %1208 [
    i64 1, label %3015
    i64 2, label %3008
    i64 3, label %3001
    i64 0, label %3037
  ]

3001:                                             ; preds = %2999
  %3002 = bitcast <16 x float> %3000 to <8 x i64>
  %3003 = and <8 x i64> %3002, %64
  %3004 = fcmp oeq <16 x float> %3000, %39
  %3005 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3000, i32 4)
  %3006 = bitcast <8 x i64> %3003 to <16 x float>
  %3007 = select <16 x i1> %3004, <16 x float> %3006, <16 x float> %3005
  br label %3018

3008:                                             ; preds = %2999
  %3009 = bitcast <16 x float> %3000 to <8 x i64>
  %3010 = or <8 x i64> %3009, %65
  %3011 = fcmp oeq <16 x float> %3000, %42
  %3012 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3000, i32 4)
  %3013 = bitcast <8 x i64> %3010 to <16 x float>
  %3014 = select <16 x i1> %3011, <16 x float> %3013, <16 x float> %3012
  br label %3018

3015:                                             ; preds = %2999
  %3016 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2981, <16 x i1> %2625, <16 x float> zeroinitializer)
  %3017 = fadd <16 x float> %3000, %3016
  br label %3018

3018:                                             ; preds = %3015, %3008, %3001
  %3019 = phi <16 x float> [ %3017, %3015 ], [ %3014, %3008 ], [ %3007, %3001 ]
  switch i64 %194, label %1208 [
    i64 1, label %3034
    i64 2, label %3027
    i64 3, label %3020
    i64 0, label %3037
  ]

3020:                                             ; preds = %3018
  %3021 = bitcast <16 x float> %3019 to <8 x i64>
  %3022 = and <8 x i64> %3021, %64
  %3023 = fcmp oeq <16 x float> %3019, %39
  %3024 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3019, i32 4)
  %3025 = bitcast <8 x i64> %3022 to <16 x float>
  %3026 = select <16 x i1> %3023, <16 x float> %3025, <16 x float> %3024
  br label %3037

3027:                                             ; preds = %3018
  %3028 = bitcast <16 x float> %3019 to <8 x i64>
  %3029 = or <8 x i64> %3028, %65
  %3030 = fcmp oeq <16 x float> %3019, %42
  %3031 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3019, i32 4)
  %3032 = bitcast <8 x i64> %3029 to <16 x float>
  %3033 = select <16 x i1> %3030, <16 x float> %3032, <16 x float> %3031
  br label %3037

3034:                                             ; preds = %3018
  %3035 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2981, <16 x i1> %2625, <16 x float> zeroinitializer)
  %3036 = fadd <16 x float> %3019, %3035
  br label %3037

3037:                                             ; preds = %3034, %3027, %3020, %3018, %2999, %2980
  %3038 = phi <16 x float> [ %3026, %3020 ], [ %3033, %3027 ], [ %3036, %3034 ], [ %3000, %2999 ], [ %3019, %3018 ], [ %2611, %2980 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3038, ptr align 1 %2979, <16 x i1> %2625)
  %3039 = add i64 %669, %2627
  %3040 = getelementptr inbounds float, ptr %332, i64 %3039
  %3041 = getelementptr inbounds float, ptr %330, i64 %3039
  switch i64 %195, label %1208 [
    i64 1, label %3056
    i64 2, label %3049
    i64 3, label %3042
    i64 0, label %3100
  ]

3042:                                             ; preds = %3037
  %3043 = bitcast <16 x float> %2610 to <8 x i64>
  %3044 = and <8 x i64> %3043, %64
  %3045 = fcmp oeq <16 x float> %2610, %39
  %3046 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2610, i32 4)
  %3047 = bitcast <8 x i64> %3044 to <16 x float>
  %3048 = select <16 x i1> %3045, <16 x float> %3047, <16 x float> %3046
  br label %3059

3049:                                             ; preds = %3037
  %3050 = bitcast <16 x float> %2610 to <8 x i64>
  %3051 = or <8 x i64> %3050, %65
  %3052 = fcmp oeq <16 x float> %2610, %42
  %3053 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2610, i32 4)
  %3054 = bitcast <8 x i64> %3051 to <16 x float>
  %3055 = select <16 x i1> %3052, <16 x float> %3054, <16 x float> %3053
  br label %3059

3056:                                             ; preds = %3037
  %3057 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3041, <16 x i1> %2628, <16 x float> zeroinitializer)
  %3058 = fadd <16 x float> %2610, %3057
  br label %3059

3059:                                             ; preds = %3056, %3049, %3042
  %3060 = phi <16 x float> [ %3058, %3056 ], [ %3055, %3049 ], [ %3048, %3042 ]
  switch i64 %197, label %1208 [
    i64 1, label %3075
    i64 2, label %3068
    i64 3, label %3061
    i64 0, label %3100
  ]

3061:                                             ; preds = %3059
  %3062 = bitcast <16 x float> %3060 to <8 x i64>
  %3063 = and <8 x i64> %3062, %64
  %3064 = fcmp oeq <16 x float> %3060, %39
  %3065 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3060, i32 4)
  %3066 = bitcast <8 x i64> %3063 to <16 x float>
  %3067 = select <16 x i1> %3064, <16 x float> %3066, <16 x float> %3065
  br label %3078

3068:                                             ; preds = %3059
  %3069 = bitcast <16 x float> %3060 to <8 x i64>
  %3070 = or <8 x i64> %3069, %65
  %3071 = fcmp oeq <16 x float> %3060, %42
  %3072 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3060, i32 4)
  %3073 = bitcast <8 x i64> %3070 to <16 x float>
  %3074 = select <16 x i1> %3071, <16 x float> %3073, <16 x float> %3072
  br label %3078

3075:                                             ; preds = %3059
  %3076 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3041, <16 x i1> %2628, <16 x float> zeroinitializer)
  %3077 = fadd <16 x float> %3060, %3076
  br label %3078

3078:                                             ; preds = %3075, %3068, %3061
  %3079 = phi <16 x float> [ %3077, %3075 ], [ %3074, %3068 ], [ %3067, %3061 ]
  switch i64 %199, label %1208 [
    i64 1, label %3094
    i64 2, label %3087
    i64 3, label %3080
    i64 0, label %3100
  ]

3080:                                             ; preds = %3078
  %3081 = bitcast <16 x float> %3079 to <8 x i64>
  %3082 = and <8 x i64> %3081, %64
  %3083 = fcmp oeq <16 x float> %3079, %39
  %3084 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3079, i32 4)
  %3085 = bitcast <8 x i64> %3082 to <16 x float>
  %3086 = select <16 x i1> %3083, <16 x float> %3085, <16 x float> %3084
  br label %3100

3087:                                             ; preds = %3078
  %3088 = bitcast <16 x float> %3079 to <8 x i64>
  %3089 = or <8 x i64> %3088, %65
  %3090 = fcmp oeq <16 x float> %3079, %42
  %3091 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3079, i32 4)
  %3092 = bitcast <8 x i64> %3089 to <16 x float>
  %3093 = select <16 x i1> %3090, <16 x float> %3092, <16 x float> %3091
  br label %3100

3094:                                             ; preds = %3078
  %3095 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3041, <16 x i1> %2628, <16 x float> zeroinitializer)
  %3096 = fadd <16 x float> %3079, %3095
  br label %3100

3097:                                             ; preds = %2974
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2611, ptr align 1 %2979, <16 x i1> %2629)
  %3098 = getelementptr float, ptr %670, i64 %2630
  %3099 = getelementptr float, ptr %3098, i64 %718
  br label %3100

3100:                                             ; preds = %3097, %3094, %3087, %3080, %3078, %3059, %3037
  %3101 = phi ptr [ %3099, %3097 ], [ %3040, %3080 ], [ %3040, %3087 ], [ %3040, %3094 ], [ %3040, %3078 ], [ %3040, %3059 ], [ %3040, %3037 ]
  %3102 = phi <16 x i1> [ %2631, %3097 ], [ %2628, %3080 ], [ %2628, %3087 ], [ %2628, %3094 ], [ %2628, %3078 ], [ %2628, %3059 ], [ %2628, %3037 ]
  %3103 = phi <16 x float> [ %2610, %3097 ], [ %3086, %3080 ], [ %3093, %3087 ], [ %3096, %3094 ], [ %3079, %3078 ], [ %3060, %3059 ], [ %2610, %3037 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3103, ptr align 1 %3101, <16 x i1> %3102)
  %3104 = add i64 %672, %2624
  %3105 = getelementptr inbounds float, ptr %332, i64 %3104
  br i1 %63, label %3223, label %3106

3106:                                             ; preds = %3100
  %3107 = getelementptr inbounds float, ptr %330, i64 %3104
  switch i64 %190, label %1208 [
    i64 1, label %3122
    i64 2, label %3115
    i64 3, label %3108
    i64 0, label %3163
  ]

3108:                                             ; preds = %3106
  %3109 = bitcast <16 x float> %2608 to <8 x i64>
  %3110 = and <8 x i64> %3109, %64
  %3111 = fcmp oeq <16 x float> %2608, %39
  %3112 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2608, i32 4)
  %3113 = bitcast <8 x i64> %3110 to <16 x float>
  %3114 = select <16 x i1> %3111, <16 x float> %3113, <16 x float> %3112
  br label %3125

3115:                                             ; preds = %3106
  %3116 = bitcast <16 x float> %2608 to <8 x i64>
  %3117 = or <8 x i64> %3116, %65
  %3118 = fcmp oeq <16 x float> %2608, %42
  %3119 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2608, i32 4)
  %3120 = bitcast <8 x i64> %3117 to <16 x float>
  %3121 = select <16 x i1> %3118, <16 x float> %3120, <16 x float> %3119
  br label %3125

3122:                                             ; preds = %3106
  %3123 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3107, <16 x i1> %2625, <16 x float> zeroinitializer)
  %3124 = fadd <16 x float> %2608, %3123
  br label %3125

3125:                                             ; preds = %3122, %3115, %3108
  %3126 = phi <16 x float> [ %3124, %3122 ], [ %3121, %3115 ], [ %3114, %3108 ]
  switch i64 %192, label %1208 [
    i64 1, label %3141
    i64 2, label %3134
    i64 3, label %3127
    i64 0, label %3163
  ]

3127:                                             ; preds = %3125
  %3128 = bitcast <16 x float> %3126 to <8 x i64>
  %3129 = and <8 x i64> %3128, %64
  %3130 = fcmp oeq <16 x float> %3126, %39
  %3131 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3126, i32 4)
  %3132 = bitcast <8 x i64> %3129 to <16 x float>
  %3133 = select <16 x i1> %3130, <16 x float> %3132, <16 x float> %3131
  br label %3144

3134:                                             ; preds = %3125
  %3135 = bitcast <16 x float> %3126 to <8 x i64>
  %3136 = or <8 x i64> %3135, %65
  %3137 = fcmp oeq <16 x float> %3126, %42
  %3138 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3126, i32 4)
  %3139 = bitcast <8 x i64> %3136 to <16 x float>
  %3140 = select <16 x i1> %3137, <16 x float> %3139, <16 x float> %3138
  br label %3144

3141:                                             ; preds = %3125
  %3142 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3107, <16 x i1> %2625, <16 x float> zeroinitializer)
  %3143 = fadd <16 x float> %3126, %3142
  br label %3144

3144:                                             ; preds = %3141, %3134, %3127
  %3145 = phi <16 x float> [ %3143, %3141 ], [ %3140, %3134 ], [ %3133, %3127 ]
  switch i64 %194, label %1208 [
    i64 1, label %3160
    i64 2, label %3153
    i64 3, label %3146
    i64 0, label %3163
  ]

3146:                                             ; preds = %3144
  %3147 = bitcast <16 x float> %3145 to <8 x i64>
  %3148 = and <8 x i64> %3147, %64
  %3149 = fcmp oeq <16 x float> %3145, %39
  %3150 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3145, i32 4)
  %3151 = bitcast <8 x i64> %3148 to <16 x float>
  %3152 = select <16 x i1> %3149, <16 x float> %3151, <16 x float> %3150
  br label %3163

3153:                                             ; preds = %3144
  %3154 = bitcast <16 x float> %3145 to <8 x i64>
  %3155 = or <8 x i64> %3154, %65
  %3156 = fcmp oeq <16 x float> %3145, %42
  %3157 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3145, i32 4)
  %3158 = bitcast <8 x i64> %3155 to <16 x float>
  %3159 = select <16 x i1> %3156, <16 x float> %3158, <16 x float> %3157
  br label %3163

3160:                                             ; preds = %3144
  %3161 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3107, <16 x i1> %2625, <16 x float> zeroinitializer)
  %3162 = fadd <16 x float> %3145, %3161
  br label %3163

3163:                                             ; preds = %3160, %3153, %3146, %3144, %3125, %3106
  %3164 = phi <16 x float> [ %3152, %3146 ], [ %3159, %3153 ], [ %3162, %3160 ], [ %3126, %3125 ], [ %3145, %3144 ], [ %2608, %3106 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3164, ptr align 1 %3105, <16 x i1> %2625)
  %3165 = add i64 %672, %2627
  %3166 = getelementptr inbounds float, ptr %332, i64 %3165
  %3167 = getelementptr inbounds float, ptr %330, i64 %3165
  switch i64 %195, label %1208 [
    i64 1, label %3182
    i64 2, label %3175
    i64 3, label %3168
    i64 0, label %3226
  ]

3168:                                             ; preds = %3163
  %3169 = bitcast <16 x float> %2607 to <8 x i64>
  %3170 = and <8 x i64> %3169, %64
  %3171 = fcmp oeq <16 x float> %2607, %39
  %3172 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2607, i32 4)
  %3173 = bitcast <8 x i64> %3170 to <16 x float>
  %3174 = select <16 x i1> %3171, <16 x float> %3173, <16 x float> %3172
  br label %3185

3175:                                             ; preds = %3163
  %3176 = bitcast <16 x float> %2607 to <8 x i64>
  %3177 = or <8 x i64> %3176, %65
  %3178 = fcmp oeq <16 x float> %2607, %42
  %3179 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2607, i32 4)
  %3180 = bitcast <8 x i64> %3177 to <16 x float>
  %3181 = select <16 x i1> %3178, <16 x float> %3180, <16 x float> %3179
  br label %3185

3182:                                             ; preds = %3163
  %3183 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3167, <16 x i1> %2628, <16 x float> zeroinitializer)
  %3184 = fadd <16 x float> %2607, %3183
  br label %3185

3185:                                             ; preds = %3182, %3175, %3168
  %3186 = phi <16 x float> [ %3184, %3182 ], [ %3181, %3175 ], [ %3174, %3168 ]
  switch i64 %197, label %1208 [
    i64 1, label %3201
    i64 2, label %3194
    i64 3, label %3187
    i64 0, label %3226
  ]

3187:                                             ; preds = %3185
  %3188 = bitcast <16 x float> %3186 to <8 x i64>
  %3189 = and <8 x i64> %3188, %64
  %3190 = fcmp oeq <16 x float> %3186, %39
  %3191 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3186, i32 4)
  %3192 = bitcast <8 x i64> %3189 to <16 x float>
  %3193 = select <16 x i1> %3190, <16 x float> %3192, <16 x float> %3191
  br label %3204

3194:                                             ; preds = %3185
  %3195 = bitcast <16 x float> %3186 to <8 x i64>
  %3196 = or <8 x i64> %3195, %65
  %3197 = fcmp oeq <16 x float> %3186, %42
  %3198 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3186, i32 4)
  %3199 = bitcast <8 x i64> %3196 to <16 x float>
  %3200 = select <16 x i1> %3197, <16 x float> %3199, <16 x float> %3198
  br label %3204

3201:                                             ; preds = %3185
  %3202 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3167, <16 x i1> %2628, <16 x float> zeroinitializer)
  %3203 = fadd <16 x float> %3186, %3202
  br label %3204

3204:                                             ; preds = %3201, %3194, %3187
  %3205 = phi <16 x float> [ %3203, %3201 ], [ %3200, %3194 ], [ %3193, %3187 ]
  switch i64 %199, label %1208 [
    i64 1, label %3220
    i64 2, label %3213
    i64 3, label %3206
    i64 0, label %3226
  ]

3206:                                             ; preds = %3204
  %3207 = bitcast <16 x float> %3205 to <8 x i64>
  %3208 = and <8 x i64> %3207, %64
  %3209 = fcmp oeq <16 x float> %3205, %39
  %3210 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3205, i32 4)
  %3211 = bitcast <8 x i64> %3208 to <16 x float>
  %3212 = select <16 x i1> %3209, <16 x float> %3211, <16 x float> %3210
  br label %3226

3213:                                             ; preds = %3204
  %3214 = bitcast <16 x float> %3205 to <8 x i64>
  %3215 = or <8 x i64> %3214, %65
  %3216 = fcmp oeq <16 x float> %3205, %42
  %3217 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3205, i32 4)
  %3218 = bitcast <8 x i64> %3215 to <16 x float>
  %3219 = select <16 x i1> %3216, <16 x float> %3218, <16 x float> %3217
  br label %3226

3220:                                             ; preds = %3204
  %3221 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3167, <16 x i1> %2628, <16 x float> zeroinitializer)
  %3222 = fadd <16 x float> %3205, %3221
  br label %3226

3223:                                             ; preds = %3100
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2608, ptr align 1 %3105, <16 x i1> %2629)
  %3224 = getelementptr float, ptr %673, i64 %2630
  %3225 = getelementptr float, ptr %3224, i64 %718
  br label %3226

3226:                                             ; preds = %3223, %3220, %3213, %3206, %3204, %3185, %3163
  %3227 = phi ptr [ %3225, %3223 ], [ %3166, %3206 ], [ %3166, %3213 ], [ %3166, %3220 ], [ %3166, %3204 ], [ %3166, %3185 ], [ %3166, %3163 ]
  %3228 = phi <16 x i1> [ %2631, %3223 ], [ %2628, %3206 ], [ %2628, %3213 ], [ %2628, %3220 ], [ %2628, %3204 ], [ %2628, %3185 ], [ %2628, %3163 ]
  %3229 = phi <16 x float> [ %2607, %3223 ], [ %3212, %3206 ], [ %3219, %3213 ], [ %3222, %3220 ], [ %3205, %3204 ], [ %3186, %3185 ], [ %2607, %3163 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3229, ptr align 1 %3227, <16 x i1> %3228)
  %3230 = add i64 %675, %2624
  %3231 = getelementptr inbounds float, ptr %332, i64 %3230
  br i1 %63, label %3349, label %3232

3232:                                             ; preds = %3226
  %3233 = getelementptr inbounds float, ptr %330, i64 %3230
  switch i64 %190, label %1208 [
    i64 1, label %3248
    i64 2, label %3241
    i64 3, label %3234
    i64 0, label %3289
  ]

3234:                                             ; preds = %3232
  %3235 = bitcast <16 x float> %2609 to <8 x i64>
  %3236 = and <8 x i64> %3235, %64
  %3237 = fcmp oeq <16 x float> %2609, %39
  %3238 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2609, i32 4)
  %3239 = bitcast <8 x i64> %3236 to <16 x float>
  %3240 = select <16 x i1> %3237, <16 x float> %3239, <16 x float> %3238
  br label %3251

3241:                                             ; preds = %3232
  %3242 = bitcast <16 x float> %2609 to <8 x i64>
  %3243 = or <8 x i64> %3242, %65
  %3244 = fcmp oeq <16 x float> %2609, %42
  %3245 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2609, i32 4)
  %3246 = bitcast <8 x i64> %3243 to <16 x float>
  %3247 = select <16 x i1> %3244, <16 x float> %3246, <16 x float> %3245
  br label %3251

3248:                                             ; preds = %3232
  %3249 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3233, <16 x i1> %2625, <16 x float> zeroinitializer)
  %3250 = fadd <16 x float> %2609, %3249
  br label %3251

3251:                                             ; preds = %3248, %3241, %3234
  %3252 = phi <16 x float> [ %3250, %3248 ], [ %3247, %3241 ], [ %3240, %3234 ]
  switch i64 %192, label %1208 [
    i64 1, label %3267
    i64 2, label %3260
    i64 3, label %3253
    i64 0, label %3289
  ]

3253:                                             ; preds = %3251
  %3254 = bitcast <16 x float> %3252 to <8 x i64>
  %3255 = and <8 x i64> %3254, %64
  %3256 = fcmp oeq <16 x float> %3252, %39
  %3257 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3252, i32 4)
  %3258 = bitcast <8 x i64> %3255 to <16 x float>
  %3259 = select <16 x i1> %3256, <16 x float> %3258, <16 x float> %3257
  br label %3270

3260:                                             ; preds = %3251
  %3261 = bitcast <16 x float> %3252 to <8 x i64>
  %3262 = or <8 x i64> %3261, %65
  %3263 = fcmp oeq <16 x float> %3252, %42
  %3264 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3252, i32 4)
  %3265 = bitcast <8 x i64> %3262 to <16 x float>
  %3266 = select <16 x i1> %3263, <16 x float> %3265, <16 x float> %3264
  br label %3270

3267:                                             ; preds = %3251
  %3268 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3233, <16 x i1> %2625, <16 x float> zeroinitializer)
  %3269 = fadd <16 x float> %3252, %3268
  br label %3270

3270:                                             ; preds = %3267, %3260, %3253
  %3271 = phi <16 x float> [ %3269, %3267 ], [ %3266, %3260 ], [ %3259, %3253 ]
  switch i64 %194, label %1208 [
    i64 1, label %3286
    i64 2, label %3279
    i64 3, label %3272
    i64 0, label %3289
  ]

3272:                                             ; preds = %3270
  %3273 = bitcast <16 x float> %3271 to <8 x i64>
  %3274 = and <8 x i64> %3273, %64
  %3275 = fcmp oeq <16 x float> %3271, %39
  %3276 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3271, i32 4)
  %3277 = bitcast <8 x i64> %3274 to <16 x float>
  %3278 = select <16 x i1> %3275, <16 x float> %3277, <16 x float> %3276
  br label %3289

3279:                                             ; preds = %3270
  %3280 = bitcast <16 x float> %3271 to <8 x i64>
  %3281 = or <8 x i64> %3280, %65
  %3282 = fcmp oeq <16 x float> %3271, %42
  %3283 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3271, i32 4)
  %3284 = bitcast <8 x i64> %3281 to <16 x float>
  %3285 = select <16 x i1> %3282, <16 x float> %3284, <16 x float> %3283
  br label %3289

3286:                                             ; preds = %3270
  %3287 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3233, <16 x i1> %2625, <16 x float> zeroinitializer)
  %3288 = fadd <16 x float> %3271, %3287
  br label %3289

3289:                                             ; preds = %3286, %3279, %3272, %3270, %3251, %3232
  %3290 = phi <16 x float> [ %3278, %3272 ], [ %3285, %3279 ], [ %3288, %3286 ], [ %3252, %3251 ], [ %3271, %3270 ], [ %2609, %3232 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3290, ptr align 1 %3231, <16 x i1> %2625)
  %3291 = add i64 %675, %2627
  %3292 = getelementptr inbounds float, ptr %332, i64 %3291
  %3293 = getelementptr inbounds float, ptr %330, i64 %3291
  switch i64 %195, label %1208 [
    i64 1, label %3308
    i64 2, label %3301
    i64 3, label %3294
    i64 0, label %3352
  ]

3294:                                             ; preds = %3289
  %3295 = bitcast <16 x float> %2612 to <8 x i64>
  %3296 = and <8 x i64> %3295, %64
  %3297 = fcmp oeq <16 x float> %2612, %39
  %3298 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2612, i32 4)
  %3299 = bitcast <8 x i64> %3296 to <16 x float>
  %3300 = select <16 x i1> %3297, <16 x float> %3299, <16 x float> %3298
  br label %3311

3301:                                             ; preds = %3289
  %3302 = bitcast <16 x float> %2612 to <8 x i64>
  %3303 = or <8 x i64> %3302, %65
  %3304 = fcmp oeq <16 x float> %2612, %42
  %3305 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2612, i32 4)
  %3306 = bitcast <8 x i64> %3303 to <16 x float>
  %3307 = select <16 x i1> %3304, <16 x float> %3306, <16 x float> %3305
  br label %3311

3308:                                             ; preds = %3289
  %3309 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3293, <16 x i1> %2628, <16 x float> zeroinitializer)
  %3310 = fadd <16 x float> %2612, %3309
  br label %3311

3311:                                             ; preds = %3308, %3301, %3294
  %3312 = phi <16 x float> [ %3310, %3308 ], [ %3307, %3301 ], [ %3300, %3294 ]
  switch i64 %197, label %1208 [
    i64 1, label %3327
    i64 2, label %3320
    i64 3, label %3313
    i64 0, label %3352
  ]

3313:                                             ; preds = %3311
  %3314 = bitcast <16 x float> %3312 to <8 x i64>
  %3315 = and <8 x i64> %3314, %64
  %3316 = fcmp oeq <16 x float> %3312, %39
  %3317 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3312, i32 4)
  %3318 = bitcast <8 x i64> %3315 to <16 x float>
  %3319 = select <16 x i1> %3316, <16 x float> %3318, <16 x float> %3317
  br label %3330

3320:                                             ; preds = %3311
  %3321 = bitcast <16 x float> %3312 to <8 x i64>
  %3322 = or <8 x i64> %3321, %65
  %3323 = fcmp oeq <16 x float> %3312, %42
  %3324 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3312, i32 4)
  %3325 = bitcast <8 x i64> %3322 to <16 x float>
  %3326 = select <16 x i1> %3323, <16 x float> %3325, <16 x float> %3324
  br label %3330

3327:                                             ; preds = %3311
  %3328 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3293, <16 x i1> %2628, <16 x float> zeroinitializer)
  %3329 = fadd <16 x float> %3312, %3328
  br label %3330

3330:                                             ; preds = %3327, %3320, %3313
  %3331 = phi <16 x float> [ %3329, %3327 ], [ %3326, %3320 ], [ %3319, %3313 ]
  switch i64 %199, label %1208 [
    i64 1, label %3346
    i64 2, label %3339
    i64 3, label %3332
    i64 0, label %3352
  ]

3332:                                             ; preds = %3330
  %3333 = bitcast <16 x float> %3331 to <8 x i64>
  %3334 = and <8 x i64> %3333, %64
  %3335 = fcmp oeq <16 x float> %3331, %39
  %3336 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3331, i32 4)
  %3337 = bitcast <8 x i64> %3334 to <16 x float>
  %3338 = select <16 x i1> %3335, <16 x float> %3337, <16 x float> %3336
  br label %3352

3339:                                             ; preds = %3330
  %3340 = bitcast <16 x float> %3331 to <8 x i64>
  %3341 = or <8 x i64> %3340, %65
  %3342 = fcmp oeq <16 x float> %3331, %42
  %3343 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3331, i32 4)
  %3344 = bitcast <8 x i64> %3341 to <16 x float>
  %3345 = select <16 x i1> %3342, <16 x float> %3344, <16 x float> %3343
  br label %3352

3346:                                             ; preds = %3330
  %3347 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3293, <16 x i1> %2628, <16 x float> zeroinitializer)
  %3348 = fadd <16 x float> %3331, %3347
  br label %3352

3349:                                             ; preds = %3226
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2609, ptr align 1 %3231, <16 x i1> %2629)
  %3350 = getelementptr float, ptr %676, i64 %2630
  %3351 = getelementptr float, ptr %3350, i64 %718
  br label %3352

3352:                                             ; preds = %3349, %3346, %3339, %3332, %3330, %3311, %3289
  %3353 = phi ptr [ %3351, %3349 ], [ %3292, %3332 ], [ %3292, %3339 ], [ %3292, %3346 ], [ %3292, %3330 ], [ %3292, %3311 ], [ %3292, %3289 ]
  %3354 = phi <16 x i1> [ %2631, %3349 ], [ %2628, %3332 ], [ %2628, %3339 ], [ %2628, %3346 ], [ %2628, %3330 ], [ %2628, %3311 ], [ %2628, %3289 ]
  %3355 = phi <16 x float> [ %2612, %3349 ], [ %3338, %3332 ], [ %3345, %3339 ], [ %3348, %3346 ], [ %3331, %3330 ], [ %3312, %3311 ], [ %2612, %3289 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3355, ptr align 1 %3353, <16 x i1> %3354)
  %3356 = add i64 %678, %2624
  %3357 = getelementptr inbounds float, ptr %332, i64 %3356
  br i1 %63, label %3475, label %3358

3358:                                             ; preds = %3352
  %3359 = getelementptr inbounds float, ptr %330, i64 %3356
  switch i64 %190, label %1208 [
    i64 1, label %3374
    i64 2, label %3367
    i64 3, label %3360
    i64 0, label %3415
  ]

3360:                                             ; preds = %3358
  %3361 = bitcast <16 x float> %2615 to <8 x i64>
  %3362 = and <8 x i64> %3361, %64
  %3363 = fcmp oeq <16 x float> %2615, %39
  %3364 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2615, i32 4)
  %3365 = bitcast <8 x i64> %3362 to <16 x float>
  %3366 = select <16 x i1> %3363, <16 x float> %3365, <16 x float> %3364
  br label %3377

3367:                                             ; preds = %3358
  %3368 = bitcast <16 x float> %2615 to <8 x i64>
  %3369 = or <8 x i64> %3368, %65
  %3370 = fcmp oeq <16 x float> %2615, %42
  %3371 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2615, i32 4)
  %3372 = bitcast <8 x i64> %3369 to <16 x float>
  %3373 = select <16 x i1> %3370, <16 x float> %3372, <16 x float> %3371
  br label %3377

3374:                                             ; preds = %3358
  %3375 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3359, <16 x i1> %2625, <16 x float> zeroinitializer)
  %3376 = fadd <16 x float> %2615, %3375
  br label %3377

3377:                                             ; preds = %3374, %3367, %3360
  %3378 = phi <16 x float> [ %3376, %3374 ], [ %3373, %3367 ], [ %3366, %3360 ]
  switch i64 %192, label %1208 [
    i64 1, label %3393
    i64 2, label %3386
    i64 3, label %3379
    i64 0, label %3415
  ]

3379:                                             ; preds = %3377
  %3380 = bitcast <16 x float> %3378 to <8 x i64>
  %3381 = and <8 x i64> %3380, %64
  %3382 = fcmp oeq <16 x float> %3378, %39
  %3383 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3378, i32 4)
  %3384 = bitcast <8 x i64> %3381 to <16 x float>
  %3385 = select <16 x i1> %3382, <16 x float> %3384, <16 x float> %3383
  br label %3396

3386:                                             ; preds = %3377
  %3387 = bitcast <16 x float> %3378 to <8 x i64>
  %3388 = or <8 x i64> %3387, %65
  %3389 = fcmp oeq <16 x float> %3378, %42
  %3390 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3378, i32 4)
  %3391 = bitcast <8 x i64> %3388 to <16 x float>
  %3392 = select <16 x i1> %3389, <16 x float> %3391, <16 x float> %3390
  br label %3396

3393:                                             ; preds = %3377
  %3394 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3359, <16 x i1> %2625, <16 x float> zeroinitializer)
  %3395 = fadd <16 x float> %3378, %3394
  br label %3396

3396:                                             ; preds = %3393, %3386, %3379
  %3397 = phi <16 x float> [ %3395, %3393 ], [ %3392, %3386 ], [ %3385, %3379 ]
  switch i64 %194, label %1208 [
    i64 1, label %3412
    i64 2, label %3405
    i64 3, label %3398
    i64 0, label %3415
  ]

3398:                                             ; preds = %3396
  %3399 = bitcast <16 x float> %3397 to <8 x i64>
  %3400 = and <8 x i64> %3399, %64
  %3401 = fcmp oeq <16 x float> %3397, %39
  %3402 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3397, i32 4)
  %3403 = bitcast <8 x i64> %3400 to <16 x float>
  %3404 = select <16 x i1> %3401, <16 x float> %3403, <16 x float> %3402
  br label %3415

3405:                                             ; preds = %3396
  %3406 = bitcast <16 x float> %3397 to <8 x i64>
  %3407 = or <8 x i64> %3406, %65
  %3408 = fcmp oeq <16 x float> %3397, %42
  %3409 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3397, i32 4)
  %3410 = bitcast <8 x i64> %3407 to <16 x float>
  %3411 = select <16 x i1> %3408, <16 x float> %3410, <16 x float> %3409
  br label %3415

3412:                                             ; preds = %3396
  %3413 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3359, <16 x i1> %2625, <16 x float> zeroinitializer)
  %3414 = fadd <16 x float> %3397, %3413
  br label %3415

3415:                                             ; preds = %3412, %3405, %3398, %3396, %3377, %3358
  %3416 = phi <16 x float> [ %3404, %3398 ], [ %3411, %3405 ], [ %3414, %3412 ], [ %3378, %3377 ], [ %3397, %3396 ], [ %2615, %3358 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3416, ptr align 1 %3357, <16 x i1> %2625)
  %3417 = add i64 %678, %2627
  %3418 = getelementptr inbounds float, ptr %332, i64 %3417
  %3419 = getelementptr inbounds float, ptr %330, i64 %3417
  switch i64 %195, label %1208 [
    i64 1, label %3434
    i64 2, label %3427
    i64 3, label %3420
    i64 0, label %3478
  ]

3420:                                             ; preds = %3415
  %3421 = bitcast <16 x float> %2616 to <8 x i64>
  %3422 = and <8 x i64> %3421, %64
  %3423 = fcmp oeq <16 x float> %2616, %39
  %3424 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2616, i32 4)
  %3425 = bitcast <8 x i64> %3422 to <16 x float>
  %3426 = select <16 x i1> %3423, <16 x float> %3425, <16 x float> %3424
  br label %3437

3427:                                             ; preds = %3415
  %3428 = bitcast <16 x float> %2616 to <8 x i64>
  %3429 = or <8 x i64> %3428, %65
  %3430 = fcmp oeq <16 x float> %2616, %42
  %3431 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2616, i32 4)
  %3432 = bitcast <8 x i64> %3429 to <16 x float>
  %3433 = select <16 x i1> %3430, <16 x float> %3432, <16 x float> %3431
  br label %3437

3434:                                             ; preds = %3415
  %3435 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3419, <16 x i1> %2628, <16 x float> zeroinitializer)
  %3436 = fadd <16 x float> %2616, %3435
  br label %3437

3437:                                             ; preds = %3434, %3427, %3420
  %3438 = phi <16 x float> [ %3436, %3434 ], [ %3433, %3427 ], [ %3426, %3420 ]
  switch i64 %197, label %1208 [
    i64 1, label %3453
    i64 2, label %3446
    i64 3, label %3439
    i64 0, label %3478
  ]

3439:                                             ; preds = %3437
  %3440 = bitcast <16 x float> %3438 to <8 x i64>
  %3441 = and <8 x i64> %3440, %64
  %3442 = fcmp oeq <16 x float> %3438, %39
  %3443 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3438, i32 4)
  %3444 = bitcast <8 x i64> %3441 to <16 x float>
  %3445 = select <16 x i1> %3442, <16 x float> %3444, <16 x float> %3443
  br label %3456

3446:                                             ; preds = %3437
  %3447 = bitcast <16 x float> %3438 to <8 x i64>
  %3448 = or <8 x i64> %3447, %65
  %3449 = fcmp oeq <16 x float> %3438, %42
  %3450 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3438, i32 4)
  %3451 = bitcast <8 x i64> %3448 to <16 x float>
  %3452 = select <16 x i1> %3449, <16 x float> %3451, <16 x float> %3450
  br label %3456

3453:                                             ; preds = %3437
  %3454 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3419, <16 x i1> %2628, <16 x float> zeroinitializer)
  %3455 = fadd <16 x float> %3438, %3454
  br label %3456

3456:                                             ; preds = %3453, %3446, %3439
  %3457 = phi <16 x float> [ %3455, %3453 ], [ %3452, %3446 ], [ %3445, %3439 ]
  switch i64 %199, label %1208 [
    i64 1, label %3472
    i64 2, label %3465
    i64 3, label %3458
    i64 0, label %3478
  ]

3458:                                             ; preds = %3456
  %3459 = bitcast <16 x float> %3457 to <8 x i64>
  %3460 = and <8 x i64> %3459, %64
  %3461 = fcmp oeq <16 x float> %3457, %39
  %3462 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3457, i32 4)
  %3463 = bitcast <8 x i64> %3460 to <16 x float>
  %3464 = select <16 x i1> %3461, <16 x float> %3463, <16 x float> %3462
  br label %3478

3465:                                             ; preds = %3456
  %3466 = bitcast <16 x float> %3457 to <8 x i64>
  %3467 = or <8 x i64> %3466, %65
  %3468 = fcmp oeq <16 x float> %3457, %42
  %3469 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3457, i32 4)
  %3470 = bitcast <8 x i64> %3467 to <16 x float>
  %3471 = select <16 x i1> %3468, <16 x float> %3470, <16 x float> %3469
  br label %3478

3472:                                             ; preds = %3456
  %3473 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3419, <16 x i1> %2628, <16 x float> zeroinitializer)
  %3474 = fadd <16 x float> %3457, %3473
  br label %3478

3475:                                             ; preds = %3352
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2615, ptr align 1 %3357, <16 x i1> %2629)
  %3476 = getelementptr float, ptr %679, i64 %2630
  %3477 = getelementptr float, ptr %3476, i64 %718
  br label %3478

3478:                                             ; preds = %3475, %3472, %3465, %3458, %3456, %3437, %3415
  %3479 = phi ptr [ %3477, %3475 ], [ %3418, %3458 ], [ %3418, %3465 ], [ %3418, %3472 ], [ %3418, %3456 ], [ %3418, %3437 ], [ %3418, %3415 ]
  %3480 = phi <16 x i1> [ %2631, %3475 ], [ %2628, %3458 ], [ %2628, %3465 ], [ %2628, %3472 ], [ %2628, %3456 ], [ %2628, %3437 ], [ %2628, %3415 ]
  %3481 = phi <16 x float> [ %2616, %3475 ], [ %3464, %3458 ], [ %3471, %3465 ], [ %3474, %3472 ], [ %3457, %3456 ], [ %3438, %3437 ], [ %2616, %3415 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3481, ptr align 1 %3479, <16 x i1> %3480)
  %3482 = add i64 %681, %2624
  %3483 = getelementptr inbounds float, ptr %332, i64 %3482
  br i1 %63, label %3601, label %3484

3484:                                             ; preds = %3478
  %3485 = getelementptr inbounds float, ptr %330, i64 %3482
  switch i64 %190, label %1208 [
    i64 1, label %3500
    i64 2, label %3493
    i64 3, label %3486
    i64 0, label %3541
  ]

3486:                                             ; preds = %3484
  %3487 = bitcast <16 x float> %2617 to <8 x i64>
  %3488 = and <8 x i64> %3487, %64
  %3489 = fcmp oeq <16 x float> %2617, %39
  %3490 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2617, i32 4)
  %3491 = bitcast <8 x i64> %3488 to <16 x float>
  %3492 = select <16 x i1> %3489, <16 x float> %3491, <16 x float> %3490
  br label %3503

3493:                                             ; preds = %3484
  %3494 = bitcast <16 x float> %2617 to <8 x i64>
  %3495 = or <8 x i64> %3494, %65
  %3496 = fcmp oeq <16 x float> %2617, %42
  %3497 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2617, i32 4)
  %3498 = bitcast <8 x i64> %3495 to <16 x float>
  %3499 = select <16 x i1> %3496, <16 x float> %3498, <16 x float> %3497
  br label %3503

3500:                                             ; preds = %3484
  %3501 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3485, <16 x i1> %2625, <16 x float> zeroinitializer)
  %3502 = fadd <16 x float> %2617, %3501
  br label %3503

3503:                                             ; preds = %3500, %3493, %3486
  %3504 = phi <16 x float> [ %3502, %3500 ], [ %3499, %3493 ], [ %3492, %3486 ]
  switch i64 %192, label %1208 [
    i64 1, label %3519
    i64 2, label %3512
    i64 3, label %3505
    i64 0, label %3541
  ]

3505:                                             ; preds = %3503
  %3506 = bitcast <16 x float> %3504 to <8 x i64>
  %3507 = and <8 x i64> %3506, %64
  %3508 = fcmp oeq <16 x float> %3504, %39
  %3509 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3504, i32 4)
  %3510 = bitcast <8 x i64> %3507 to <16 x float>
  %3511 = select <16 x i1> %3508, <16 x float> %3510, <16 x float> %3509
  br label %3522

3512:                                             ; preds = %3503
  %3513 = bitcast <16 x float> %3504 to <8 x i64>
  %3514 = or <8 x i64> %3513, %65
  %3515 = fcmp oeq <16 x float> %3504, %42
  %3516 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3504, i32 4)
  %3517 = bitcast <8 x i64> %3514 to <16 x float>
  %3518 = select <16 x i1> %3515, <16 x float> %3517, <16 x float> %3516
  br label %3522

3519:                                             ; preds = %3503
  %3520 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3485, <16 x i1> %2625, <16 x float> zeroinitializer)
  %3521 = fadd <16 x float> %3504, %3520
  br label %3522

3522:                                             ; preds = %3519, %3512, %3505
  %3523 = phi <16 x float> [ %3521, %3519 ], [ %3518, %3512 ], [ %3511, %3505 ]
  switch i64 %194, label %1208 [
    i64 1, label %3538
    i64 2, label %3531
    i64 3, label %3524
    i64 0, label %3541
  ]

3524:                                             ; preds = %3522
  %3525 = bitcast <16 x float> %3523 to <8 x i64>
  %3526 = and <8 x i64> %3525, %64
  %3527 = fcmp oeq <16 x float> %3523, %39
  %3528 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3523, i32 4)
  %3529 = bitcast <8 x i64> %3526 to <16 x float>
  %3530 = select <16 x i1> %3527, <16 x float> %3529, <16 x float> %3528
  br label %3541

3531:                                             ; preds = %3522
  %3532 = bitcast <16 x float> %3523 to <8 x i64>
  %3533 = or <8 x i64> %3532, %65
  %3534 = fcmp oeq <16 x float> %3523, %42
  %3535 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3523, i32 4)
  %3536 = bitcast <8 x i64> %3533 to <16 x float>
  %3537 = select <16 x i1> %3534, <16 x float> %3536, <16 x float> %3535
  br label %3541

3538:                                             ; preds = %3522
  %3539 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3485, <16 x i1> %2625, <16 x float> zeroinitializer)
  %3540 = fadd <16 x float> %3523, %3539
  br label %3541

3541:                                             ; preds = %3538, %3531, %3524, %3522, %3503, %3484
  %3542 = phi <16 x float> [ %3530, %3524 ], [ %3537, %3531 ], [ %3540, %3538 ], [ %3504, %3503 ], [ %3523, %3522 ], [ %2617, %3484 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3542, ptr align 1 %3483, <16 x i1> %2625)
  %3543 = add i64 %681, %2627
  %3544 = getelementptr inbounds float, ptr %332, i64 %3543
  %3545 = getelementptr inbounds float, ptr %330, i64 %3543
  switch i64 %195, label %1208 [
    i64 1, label %3560
    i64 2, label %3553
    i64 3, label %3546
    i64 0, label %3604
  ]

3546:                                             ; preds = %3541
  %3547 = bitcast <16 x float> %2618 to <8 x i64>
  %3548 = and <8 x i64> %3547, %64
  %3549 = fcmp oeq <16 x float> %2618, %39
  %3550 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2618, i32 4)
  %3551 = bitcast <8 x i64> %3548 to <16 x float>
  %3552 = select <16 x i1> %3549, <16 x float> %3551, <16 x float> %3550
  br label %3563

3553:                                             ; preds = %3541
  %3554 = bitcast <16 x float> %2618 to <8 x i64>
  %3555 = or <8 x i64> %3554, %65
  %3556 = fcmp oeq <16 x float> %2618, %42
  %3557 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2618, i32 4)
  %3558 = bitcast <8 x i64> %3555 to <16 x float>
  %3559 = select <16 x i1> %3556, <16 x float> %3558, <16 x float> %3557
  br label %3563

3560:                                             ; preds = %3541
  %3561 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3545, <16 x i1> %2628, <16 x float> zeroinitializer)
  %3562 = fadd <16 x float> %2618, %3561
  br label %3563

3563:                                             ; preds = %3560, %3553, %3546
  %3564 = phi <16 x float> [ %3562, %3560 ], [ %3559, %3553 ], [ %3552, %3546 ]
  switch i64 %197, label %1208 [
    i64 1, label %3579
    i64 2, label %3572
    i64 3, label %3565
    i64 0, label %3604
  ]

3565:                                             ; preds = %3563
  %3566 = bitcast <16 x float> %3564 to <8 x i64>
  %3567 = and <8 x i64> %3566, %64
  %3568 = fcmp oeq <16 x float> %3564, %39
  %3569 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3564, i32 4)
  %3570 = bitcast <8 x i64> %3567 to <16 x float>
  %3571 = select <16 x i1> %3568, <16 x float> %3570, <16 x float> %3569
  br label %3582

3572:                                             ; preds = %3563
  %3573 = bitcast <16 x float> %3564 to <8 x i64>
  %3574 = or <8 x i64> %3573, %65
  %3575 = fcmp oeq <16 x float> %3564, %42
  %3576 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3564, i32 4)
  %3577 = bitcast <8 x i64> %3574 to <16 x float>
  %3578 = select <16 x i1> %3575, <16 x float> %3577, <16 x float> %3576
  br label %3582

3579:                                             ; preds = %3563
  %3580 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3545, <16 x i1> %2628, <16 x float> zeroinitializer)
  %3581 = fadd <16 x float> %3564, %3580
  br label %3582

3582:                                             ; preds = %3579, %3572, %3565
  %3583 = phi <16 x float> [ %3581, %3579 ], [ %3578, %3572 ], [ %3571, %3565 ]
  switch i64 %199, label %1208 [
    i64 1, label %3598
    i64 2, label %3591
    i64 3, label %3584
    i64 0, label %3604
  ]

3584:                                             ; preds = %3582
  %3585 = bitcast <16 x float> %3583 to <8 x i64>
  %3586 = and <8 x i64> %3585, %64
  %3587 = fcmp oeq <16 x float> %3583, %39
  %3588 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3583, i32 4)
  %3589 = bitcast <8 x i64> %3586 to <16 x float>
  %3590 = select <16 x i1> %3587, <16 x float> %3589, <16 x float> %3588
  br label %3604

3591:                                             ; preds = %3582
  %3592 = bitcast <16 x float> %3583 to <8 x i64>
  %3593 = or <8 x i64> %3592, %65
  %3594 = fcmp oeq <16 x float> %3583, %42
  %3595 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3583, i32 4)
  %3596 = bitcast <8 x i64> %3593 to <16 x float>
  %3597 = select <16 x i1> %3594, <16 x float> %3596, <16 x float> %3595
  br label %3604

3598:                                             ; preds = %3582
  %3599 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3545, <16 x i1> %2628, <16 x float> zeroinitializer)
  %3600 = fadd <16 x float> %3583, %3599
  br label %3604

3601:                                             ; preds = %3478
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2617, ptr align 1 %3483, <16 x i1> %2629)
  %3602 = getelementptr float, ptr %682, i64 %2630
  %3603 = getelementptr float, ptr %3602, i64 %718
  br label %3604

3604:                                             ; preds = %3601, %3598, %3591, %3584, %3582, %3563, %3541
  %3605 = phi ptr [ %3603, %3601 ], [ %3544, %3584 ], [ %3544, %3591 ], [ %3544, %3598 ], [ %3544, %3582 ], [ %3544, %3563 ], [ %3544, %3541 ]
  %3606 = phi <16 x i1> [ %2631, %3601 ], [ %2628, %3584 ], [ %2628, %3591 ], [ %2628, %3598 ], [ %2628, %3582 ], [ %2628, %3563 ], [ %2628, %3541 ]
  %3607 = phi <16 x float> [ %2618, %3601 ], [ %3590, %3584 ], [ %3597, %3591 ], [ %3600, %3598 ], [ %3583, %3582 ], [ %3564, %3563 ], [ %2618, %3541 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3607, ptr align 1 %3605, <16 x i1> %3606)
  %3608 = add i64 %684, %2624
  %3609 = getelementptr inbounds float, ptr %332, i64 %3608
  br i1 %63, label %3727, label %3610

3610:                                             ; preds = %3604
  %3611 = getelementptr inbounds float, ptr %330, i64 %3608
  switch i64 %190, label %1208 [
    i64 1, label %3626
    i64 2, label %3619
    i64 3, label %3612
    i64 0, label %3667
  ]

3612:                                             ; preds = %3610
  %3613 = bitcast <16 x float> %2619 to <8 x i64>
  %3614 = and <8 x i64> %3613, %64
  %3615 = fcmp oeq <16 x float> %2619, %39
  %3616 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2619, i32 4)
  %3617 = bitcast <8 x i64> %3614 to <16 x float>
  %3618 = select <16 x i1> %3615, <16 x float> %3617, <16 x float> %3616
  br label %3629

3619:                                             ; preds = %3610
  %3620 = bitcast <16 x float> %2619 to <8 x i64>
  %3621 = or <8 x i64> %3620, %65
  %3622 = fcmp oeq <16 x float> %2619, %42
  %3623 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2619, i32 4)
  %3624 = bitcast <8 x i64> %3621 to <16 x float>
  %3625 = select <16 x i1> %3622, <16 x float> %3624, <16 x float> %3623
  br label %3629

3626:                                             ; preds = %3610
  %3627 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3611, <16 x i1> %2625, <16 x float> zeroinitializer)
  %3628 = fadd <16 x float> %2619, %3627
  br label %3629

3629:                                             ; preds = %3626, %3619, %3612
  %3630 = phi <16 x float> [ %3628, %3626 ], [ %3625, %3619 ], [ %3618, %3612 ]
  switch i64 %192, label %1208 [
    i64 1, label %3645
    i64 2, label %3638
    i64 3, label %3631
    i64 0, label %3667
  ]

3631:                                             ; preds = %3629
  %3632 = bitcast <16 x float> %3630 to <8 x i64>
  %3633 = and <8 x i64> %3632, %64
  %3634 = fcmp oeq <16 x float> %3630, %39
  %3635 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3630, i32 4)
  %3636 = bitcast <8 x i64> %3633 to <16 x float>
  %3637 = select <16 x i1> %3634, <16 x float> %3636, <16 x float> %3635
  br label %3648

3638:                                             ; preds = %3629
  %3639 = bitcast <16 x float> %3630 to <8 x i64>
  %3640 = or <8 x i64> %3639, %65
  %3641 = fcmp oeq <16 x float> %3630, %42
  %3642 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3630, i32 4)
  %3643 = bitcast <8 x i64> %3640 to <16 x float>
  %3644 = select <16 x i1> %3641, <16 x float> %3643, <16 x float> %3642
  br label %3648

3645:                                             ; preds = %3629
  %3646 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3611, <16 x i1> %2625, <16 x float> zeroinitializer)
  %3647 = fadd <16 x float> %3630, %3646
  br label %3648

3648:                                             ; preds = %3645, %3638, %3631
  %3649 = phi <16 x float> [ %3647, %3645 ], [ %3644, %3638 ], [ %3637, %3631 ]
  switch i64 %194, label %1208 [
    i64 1, label %3664
    i64 2, label %3657
    i64 3, label %3650
    i64 0, label %3667
  ]

3650:                                             ; preds = %3648
  %3651 = bitcast <16 x float> %3649 to <8 x i64>
  %3652 = and <8 x i64> %3651, %64
  %3653 = fcmp oeq <16 x float> %3649, %39
  %3654 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3649, i32 4)
  %3655 = bitcast <8 x i64> %3652 to <16 x float>
  %3656 = select <16 x i1> %3653, <16 x float> %3655, <16 x float> %3654
  br label %3667

3657:                                             ; preds = %3648
  %3658 = bitcast <16 x float> %3649 to <8 x i64>
  %3659 = or <8 x i64> %3658, %65
  %3660 = fcmp oeq <16 x float> %3649, %42
  %3661 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3649, i32 4)
  %3662 = bitcast <8 x i64> %3659 to <16 x float>
  %3663 = select <16 x i1> %3660, <16 x float> %3662, <16 x float> %3661
  br label %3667

3664:                                             ; preds = %3648
  %3665 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3611, <16 x i1> %2625, <16 x float> zeroinitializer)
  %3666 = fadd <16 x float> %3649, %3665
  br label %3667

3667:                                             ; preds = %3664, %3657, %3650, %3648, %3629, %3610
  %3668 = phi <16 x float> [ %3656, %3650 ], [ %3663, %3657 ], [ %3666, %3664 ], [ %3630, %3629 ], [ %3649, %3648 ], [ %2619, %3610 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3668, ptr align 1 %3609, <16 x i1> %2625)
  %3669 = add i64 %684, %2627
  %3670 = getelementptr inbounds float, ptr %332, i64 %3669
  %3671 = getelementptr inbounds float, ptr %330, i64 %3669
  switch i64 %195, label %1208 [
    i64 1, label %3686
    i64 2, label %3679
    i64 3, label %3672
    i64 0, label %3730
  ]

3672:                                             ; preds = %3667
  %3673 = bitcast <16 x float> %2620 to <8 x i64>
  %3674 = and <8 x i64> %3673, %64
  %3675 = fcmp oeq <16 x float> %2620, %39
  %3676 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2620, i32 4)
  %3677 = bitcast <8 x i64> %3674 to <16 x float>
  %3678 = select <16 x i1> %3675, <16 x float> %3677, <16 x float> %3676
  br label %3689

3679:                                             ; preds = %3667
  %3680 = bitcast <16 x float> %2620 to <8 x i64>
  %3681 = or <8 x i64> %3680, %65
  %3682 = fcmp oeq <16 x float> %2620, %42
  %3683 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2620, i32 4)
  %3684 = bitcast <8 x i64> %3681 to <16 x float>
  %3685 = select <16 x i1> %3682, <16 x float> %3684, <16 x float> %3683
  br label %3689

3686:                                             ; preds = %3667
  %3687 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3671, <16 x i1> %2628, <16 x float> zeroinitializer)
  %3688 = fadd <16 x float> %2620, %3687
  br label %3689

3689:                                             ; preds = %3686, %3679, %3672
  %3690 = phi <16 x float> [ %3688, %3686 ], [ %3685, %3679 ], [ %3678, %3672 ]
  switch i64 %197, label %1208 [
    i64 1, label %3705
    i64 2, label %3698
    i64 3, label %3691
    i64 0, label %3730
  ]

3691:                                             ; preds = %3689
  %3692 = bitcast <16 x float> %3690 to <8 x i64>
  %3693 = and <8 x i64> %3692, %64
  %3694 = fcmp oeq <16 x float> %3690, %39
  %3695 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3690, i32 4)
  %3696 = bitcast <8 x i64> %3693 to <16 x float>
  %3697 = select <16 x i1> %3694, <16 x float> %3696, <16 x float> %3695
  br label %3708

3698:                                             ; preds = %3689
  %3699 = bitcast <16 x float> %3690 to <8 x i64>
  %3700 = or <8 x i64> %3699, %65
  %3701 = fcmp oeq <16 x float> %3690, %42
  %3702 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3690, i32 4)
  %3703 = bitcast <8 x i64> %3700 to <16 x float>
  %3704 = select <16 x i1> %3701, <16 x float> %3703, <16 x float> %3702
  br label %3708

3705:                                             ; preds = %3689
  %3706 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3671, <16 x i1> %2628, <16 x float> zeroinitializer)
  %3707 = fadd <16 x float> %3690, %3706
  br label %3708

3708:                                             ; preds = %3705, %3698, %3691
  %3709 = phi <16 x float> [ %3707, %3705 ], [ %3704, %3698 ], [ %3697, %3691 ]
  switch i64 %199, label %1208 [
    i64 1, label %3724
    i64 2, label %3717
    i64 3, label %3710
    i64 0, label %3730
  ]

3710:                                             ; preds = %3708
  %3711 = bitcast <16 x float> %3709 to <8 x i64>
  %3712 = and <8 x i64> %3711, %64
  %3713 = fcmp oeq <16 x float> %3709, %39
  %3714 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3709, i32 4)
  %3715 = bitcast <8 x i64> %3712 to <16 x float>
  %3716 = select <16 x i1> %3713, <16 x float> %3715, <16 x float> %3714
  br label %3730

3717:                                             ; preds = %3708
  %3718 = bitcast <16 x float> %3709 to <8 x i64>
  %3719 = or <8 x i64> %3718, %65
  %3720 = fcmp oeq <16 x float> %3709, %42
  %3721 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3709, i32 4)
  %3722 = bitcast <8 x i64> %3719 to <16 x float>
  %3723 = select <16 x i1> %3720, <16 x float> %3722, <16 x float> %3721
  br label %3730

3724:                                             ; preds = %3708
  %3725 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3671, <16 x i1> %2628, <16 x float> zeroinitializer)
  %3726 = fadd <16 x float> %3709, %3725
  br label %3730

3727:                                             ; preds = %3604
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2619, ptr align 1 %3609, <16 x i1> %2629)
  %3728 = getelementptr float, ptr %685, i64 %2630
  %3729 = getelementptr float, ptr %3728, i64 %718
  br label %3730

3730:                                             ; preds = %3727, %3724, %3717, %3710, %3708, %3689, %3667
  %3731 = phi ptr [ %3729, %3727 ], [ %3670, %3710 ], [ %3670, %3717 ], [ %3670, %3724 ], [ %3670, %3708 ], [ %3670, %3689 ], [ %3670, %3667 ]
  %3732 = phi <16 x i1> [ %2631, %3727 ], [ %2628, %3710 ], [ %2628, %3717 ], [ %2628, %3724 ], [ %2628, %3708 ], [ %2628, %3689 ], [ %2628, %3667 ]
  %3733 = phi <16 x float> [ %2620, %3727 ], [ %3716, %3710 ], [ %3723, %3717 ], [ %3726, %3724 ], [ %3709, %3708 ], [ %3690, %3689 ], [ %2620, %3667 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3733, ptr align 1 %3731, <16 x i1> %3732)
  %3734 = add i64 %687, %2624
  %3735 = getelementptr inbounds float, ptr %332, i64 %3734
  br i1 %63, label %3853, label %3736

3736:                                             ; preds = %3730
  %3737 = getelementptr inbounds float, ptr %330, i64 %3734
  switch i64 %190, label %1208 [
    i64 1, label %3752
    i64 2, label %3745
    i64 3, label %3738
    i64 0, label %3793
  ]

3738:                                             ; preds = %3736
  %3739 = bitcast <16 x float> %2621 to <8 x i64>
  %3740 = and <8 x i64> %3739, %64
  %3741 = fcmp oeq <16 x float> %2621, %39
  %3742 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2621, i32 4)
  %3743 = bitcast <8 x i64> %3740 to <16 x float>
  %3744 = select <16 x i1> %3741, <16 x float> %3743, <16 x float> %3742
  br label %3755

3745:                                             ; preds = %3736
  %3746 = bitcast <16 x float> %2621 to <8 x i64>
  %3747 = or <8 x i64> %3746, %65
  %3748 = fcmp oeq <16 x float> %2621, %42
  %3749 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2621, i32 4)
  %3750 = bitcast <8 x i64> %3747 to <16 x float>
  %3751 = select <16 x i1> %3748, <16 x float> %3750, <16 x float> %3749
  br label %3755

3752:                                             ; preds = %3736
  %3753 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3737, <16 x i1> %2625, <16 x float> zeroinitializer)
  %3754 = fadd <16 x float> %2621, %3753
  br label %3755

3755:                                             ; preds = %3752, %3745, %3738
  %3756 = phi <16 x float> [ %3754, %3752 ], [ %3751, %3745 ], [ %3744, %3738 ]
  switch i64 %192, label %1208 [
    i64 1, label %3771
    i64 2, label %3764
    i64 3, label %3757
    i64 0, label %3793
  ]

3757:                                             ; preds = %3755
  %3758 = bitcast <16 x float> %3756 to <8 x i64>
  %3759 = and <8 x i64> %3758, %64
  %3760 = fcmp oeq <16 x float> %3756, %39
  %3761 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3756, i32 4)
  %3762 = bitcast <8 x i64> %3759 to <16 x float>
  %3763 = select <16 x i1> %3760, <16 x float> %3762, <16 x float> %3761
  br label %3774

3764:                                             ; preds = %3755
  %3765 = bitcast <16 x float> %3756 to <8 x i64>
  %3766 = or <8 x i64> %3765, %65
  %3767 = fcmp oeq <16 x float> %3756, %42
  %3768 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3756, i32 4)
  %3769 = bitcast <8 x i64> %3766 to <16 x float>
  %3770 = select <16 x i1> %3767, <16 x float> %3769, <16 x float> %3768
  br label %3774

3771:                                             ; preds = %3755
  %3772 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3737, <16 x i1> %2625, <16 x float> zeroinitializer)
  %3773 = fadd <16 x float> %3756, %3772
  br label %3774

3774:                                             ; preds = %3771, %3764, %3757
  %3775 = phi <16 x float> [ %3773, %3771 ], [ %3770, %3764 ], [ %3763, %3757 ]
  switch i64 %194, label %1208 [
    i64 1, label %3790
    i64 2, label %3783
    i64 3, label %3776
    i64 0, label %3793
  ]

3776:                                             ; preds = %3774
  %3777 = bitcast <16 x float> %3775 to <8 x i64>
  %3778 = and <8 x i64> %3777, %64
  %3779 = fcmp oeq <16 x float> %3775, %39
  %3780 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3775, i32 4)
  %3781 = bitcast <8 x i64> %3778 to <16 x float>
  %3782 = select <16 x i1> %3779, <16 x float> %3781, <16 x float> %3780
  br label %3793

3783:                                             ; preds = %3774
  %3784 = bitcast <16 x float> %3775 to <8 x i64>
  %3785 = or <8 x i64> %3784, %65
  %3786 = fcmp oeq <16 x float> %3775, %42
  %3787 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3775, i32 4)
  %3788 = bitcast <8 x i64> %3785 to <16 x float>
  %3789 = select <16 x i1> %3786, <16 x float> %3788, <16 x float> %3787
  br label %3793

3790:                                             ; preds = %3774
  %3791 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3737, <16 x i1> %2625, <16 x float> zeroinitializer)
  %3792 = fadd <16 x float> %3775, %3791
  br label %3793

3793:                                             ; preds = %3790, %3783, %3776, %3774, %3755, %3736
  %3794 = phi <16 x float> [ %3782, %3776 ], [ %3789, %3783 ], [ %3792, %3790 ], [ %3756, %3755 ], [ %3775, %3774 ], [ %2621, %3736 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3794, ptr align 1 %3735, <16 x i1> %2625)
  %3795 = add i64 %687, %2627
  %3796 = getelementptr inbounds float, ptr %332, i64 %3795
  %3797 = getelementptr inbounds float, ptr %330, i64 %3795
  switch i64 %195, label %1208 [
    i64 1, label %3812
    i64 2, label %3805
    i64 3, label %3798
    i64 0, label %3856
  ]

3798:                                             ; preds = %3793
  %3799 = bitcast <16 x float> %2622 to <8 x i64>
  %3800 = and <8 x i64> %3799, %64
  %3801 = fcmp oeq <16 x float> %2622, %39
  %3802 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %2622, i32 4)
  %3803 = bitcast <8 x i64> %3800 to <16 x float>
  %3804 = select <16 x i1> %3801, <16 x float> %3803, <16 x float> %3802
  br label %3815

3805:                                             ; preds = %3793
  %3806 = bitcast <16 x float> %2622 to <8 x i64>
  %3807 = or <8 x i64> %3806, %65
  %3808 = fcmp oeq <16 x float> %2622, %42
  %3809 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %2622, i32 4)
  %3810 = bitcast <8 x i64> %3807 to <16 x float>
  %3811 = select <16 x i1> %3808, <16 x float> %3810, <16 x float> %3809
  br label %3815

3812:                                             ; preds = %3793
  %3813 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3797, <16 x i1> %2628, <16 x float> zeroinitializer)
  %3814 = fadd <16 x float> %2622, %3813
  br label %3815

3815:                                             ; preds = %3812, %3805, %3798
  %3816 = phi <16 x float> [ %3814, %3812 ], [ %3811, %3805 ], [ %3804, %3798 ]
  switch i64 %197, label %1208 [
    i64 1, label %3831
    i64 2, label %3824
    i64 3, label %3817
    i64 0, label %3856
  ]

3817:                                             ; preds = %3815
  %3818 = bitcast <16 x float> %3816 to <8 x i64>
  %3819 = and <8 x i64> %3818, %64
  %3820 = fcmp oeq <16 x float> %3816, %39
  %3821 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3816, i32 4)
  %3822 = bitcast <8 x i64> %3819 to <16 x float>
  %3823 = select <16 x i1> %3820, <16 x float> %3822, <16 x float> %3821
  br label %3834

3824:                                             ; preds = %3815
  %3825 = bitcast <16 x float> %3816 to <8 x i64>
  %3826 = or <8 x i64> %3825, %65
  %3827 = fcmp oeq <16 x float> %3816, %42
  %3828 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3816, i32 4)
  %3829 = bitcast <8 x i64> %3826 to <16 x float>
  %3830 = select <16 x i1> %3827, <16 x float> %3829, <16 x float> %3828
  br label %3834

3831:                                             ; preds = %3815
  %3832 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3797, <16 x i1> %2628, <16 x float> zeroinitializer)
  %3833 = fadd <16 x float> %3816, %3832
  br label %3834

3834:                                             ; preds = %3831, %3824, %3817
  %3835 = phi <16 x float> [ %3833, %3831 ], [ %3830, %3824 ], [ %3823, %3817 ]
  switch i64 %199, label %1208 [
    i64 1, label %3850
    i64 2, label %3843
    i64 3, label %3836
    i64 0, label %3856
  ]

3836:                                             ; preds = %3834
  %3837 = bitcast <16 x float> %3835 to <8 x i64>
  %3838 = and <8 x i64> %3837, %64
  %3839 = fcmp oeq <16 x float> %3835, %39
  %3840 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %3835, i32 4)
  %3841 = bitcast <8 x i64> %3838 to <16 x float>
  %3842 = select <16 x i1> %3839, <16 x float> %3841, <16 x float> %3840
  br label %3856

3843:                                             ; preds = %3834
  %3844 = bitcast <16 x float> %3835 to <8 x i64>
  %3845 = or <8 x i64> %3844, %65
  %3846 = fcmp oeq <16 x float> %3835, %42
  %3847 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %3835, i32 4)
  %3848 = bitcast <8 x i64> %3845 to <16 x float>
  %3849 = select <16 x i1> %3846, <16 x float> %3848, <16 x float> %3847
  br label %3856

3850:                                             ; preds = %3834
  %3851 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3797, <16 x i1> %2628, <16 x float> zeroinitializer)
  %3852 = fadd <16 x float> %3835, %3851
  br label %3856

3853:                                             ; preds = %3730
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2621, ptr align 1 %3735, <16 x i1> %2629)
  %3854 = getelementptr float, ptr %688, i64 %2630
  %3855 = getelementptr float, ptr %3854, i64 %718
  br label %3856

3856:                                             ; preds = %3853, %3850, %3843, %3836, %3834, %3815, %3793
  %3857 = phi ptr [ %3855, %3853 ], [ %3796, %3836 ], [ %3796, %3843 ], [ %3796, %3850 ], [ %3796, %3834 ], [ %3796, %3815 ], [ %3796, %3793 ]
  %3858 = phi <16 x i1> [ %2631, %3853 ], [ %2628, %3836 ], [ %2628, %3843 ], [ %2628, %3850 ], [ %2628, %3834 ], [ %2628, %3815 ], [ %2628, %3793 ]
  %3859 = phi <16 x float> [ %2622, %3853 ], [ %3842, %3836 ], [ %3849, %3843 ], [ %3852, %3850 ], [ %3835, %3834 ], [ %3816, %3815 ], [ %2622, %3793 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3859, ptr align 1 %3857, <16 x i1> %3858)
  br label %11115

3860:                                             ; preds = %941
  %3861 = sub nsw i64 %10, %712
  %3862 = icmp sgt i64 %3861, 15
  %3863 = trunc i64 %3861 to i32
  %3864 = shl nsw i32 -1, %3863
  %3865 = trunc i32 %3864 to i16
  %3866 = xor i16 %3865, -1
  %3867 = select i1 %3862, i16 -1, i16 %3866
  %3868 = sub nsw i64 %10, %718
  %3869 = icmp sgt i64 %3868, 15
  %3870 = trunc i64 %3868 to i32
  %3871 = shl nsw i32 -1, %3870
  %3872 = trunc i32 %3871 to i16
  %3873 = xor i16 %3872, -1
  %3874 = select i1 %3869, i16 -1, i16 %3873
  %3875 = bitcast i16 %3867 to <16 x i1>
  %3876 = mul nsw i64 %710, %10
  %3877 = bitcast i16 %3874 to <16 x i1>
  %3878 = mul nsw i64 %716, %10
  br i1 %58, label %3894, label %3888

3879:                                             ; preds = %4013
  %3880 = mul nsw i64 %710, %13
  %3881 = shl nsw i64 %711, 5
  %3882 = shl nsw i64 %3861, 1
  %3883 = add nsw i64 %3882, -1
  %3884 = mul nsw i64 %716, %13
  %3885 = shl nsw i64 %717, 5
  %3886 = shl nsw i64 %3868, 1
  %3887 = add nsw i64 %3886, -1
  br label %4044

3888:                                             ; preds = %3860
  %3889 = load float, ptr %341, align 4
  %3890 = insertelement <16 x float> poison, float %3889, i64 0
  %3891 = shufflevector <16 x float> %3890, <16 x float> poison, <16 x i32> zeroinitializer
  %3892 = insertelement <16 x float> poison, float %3889, i64 0
  %3893 = shufflevector <16 x float> %3892, <16 x float> poison, <16 x i32> zeroinitializer
  br label %3901

3894:                                             ; preds = %3860
  %3895 = getelementptr inbounds float, ptr %584, i64 %3876
  %3896 = getelementptr inbounds float, ptr %3895, i64 %712
  %3897 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3896, <16 x i1> %3875, <16 x float> zeroinitializer)
  %3898 = getelementptr inbounds float, ptr %584, i64 %3878
  %3899 = getelementptr inbounds float, ptr %3898, i64 %718
  %3900 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3899, <16 x i1> %3877, <16 x float> zeroinitializer)
  br label %3901

3901:                                             ; preds = %3894, %3888
  %3902 = phi <16 x float> [ %3897, %3894 ], [ %3891, %3888 ]
  %3903 = phi <16 x float> [ %3900, %3894 ], [ %3893, %3888 ]
  br i1 %58, label %3910, label %3904

3904:                                             ; preds = %3901
  %3905 = load float, ptr %585, align 4
  %3906 = insertelement <16 x float> poison, float %3905, i64 0
  %3907 = shufflevector <16 x float> %3906, <16 x float> poison, <16 x i32> zeroinitializer
  %3908 = insertelement <16 x float> poison, float %3905, i64 0
  %3909 = shufflevector <16 x float> %3908, <16 x float> poison, <16 x i32> zeroinitializer
  br label %3917

3910:                                             ; preds = %3901
  %3911 = getelementptr inbounds float, ptr %588, i64 %3876
  %3912 = getelementptr inbounds float, ptr %3911, i64 %712
  %3913 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3912, <16 x i1> %3875, <16 x float> zeroinitializer)
  %3914 = getelementptr inbounds float, ptr %588, i64 %3878
  %3915 = getelementptr inbounds float, ptr %3914, i64 %718
  %3916 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3915, <16 x i1> %3877, <16 x float> zeroinitializer)
  br label %3917

3917:                                             ; preds = %3910, %3904
  %3918 = phi <16 x float> [ %3913, %3910 ], [ %3907, %3904 ]
  %3919 = phi <16 x float> [ %3916, %3910 ], [ %3909, %3904 ]
  br i1 %58, label %3926, label %3920

3920:                                             ; preds = %3917
  %3921 = load float, ptr %589, align 4
  %3922 = insertelement <16 x float> poison, float %3921, i64 0
  %3923 = shufflevector <16 x float> %3922, <16 x float> poison, <16 x i32> zeroinitializer
  %3924 = insertelement <16 x float> poison, float %3921, i64 0
  %3925 = shufflevector <16 x float> %3924, <16 x float> poison, <16 x i32> zeroinitializer
  br label %3933

3926:                                             ; preds = %3917
  %3927 = getelementptr inbounds float, ptr %592, i64 %3876
  %3928 = getelementptr inbounds float, ptr %3927, i64 %712
  %3929 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3928, <16 x i1> %3875, <16 x float> zeroinitializer)
  %3930 = getelementptr inbounds float, ptr %592, i64 %3878
  %3931 = getelementptr inbounds float, ptr %3930, i64 %718
  %3932 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3931, <16 x i1> %3877, <16 x float> zeroinitializer)
  br label %3933

3933:                                             ; preds = %3926, %3920
  %3934 = phi <16 x float> [ %3929, %3926 ], [ %3923, %3920 ]
  %3935 = phi <16 x float> [ %3932, %3926 ], [ %3925, %3920 ]
  br i1 %58, label %3942, label %3936

3936:                                             ; preds = %3933
  %3937 = load float, ptr %593, align 4
  %3938 = insertelement <16 x float> poison, float %3937, i64 0
  %3939 = shufflevector <16 x float> %3938, <16 x float> poison, <16 x i32> zeroinitializer
  %3940 = insertelement <16 x float> poison, float %3937, i64 0
  %3941 = shufflevector <16 x float> %3940, <16 x float> poison, <16 x i32> zeroinitializer
  br label %3949

3942:                                             ; preds = %3933
  %3943 = getelementptr inbounds float, ptr %596, i64 %3876
  %3944 = getelementptr inbounds float, ptr %3943, i64 %712
  %3945 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3944, <16 x i1> %3875, <16 x float> zeroinitializer)
  %3946 = getelementptr inbounds float, ptr %596, i64 %3878
  %3947 = getelementptr inbounds float, ptr %3946, i64 %718
  %3948 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3947, <16 x i1> %3877, <16 x float> zeroinitializer)
  br label %3949

3949:                                             ; preds = %3942, %3936
  %3950 = phi <16 x float> [ %3945, %3942 ], [ %3939, %3936 ]
  %3951 = phi <16 x float> [ %3948, %3942 ], [ %3941, %3936 ]
  br i1 %58, label %3958, label %3952

3952:                                             ; preds = %3949
  %3953 = load float, ptr %597, align 4
  %3954 = insertelement <16 x float> poison, float %3953, i64 0
  %3955 = shufflevector <16 x float> %3954, <16 x float> poison, <16 x i32> zeroinitializer
  %3956 = insertelement <16 x float> poison, float %3953, i64 0
  %3957 = shufflevector <16 x float> %3956, <16 x float> poison, <16 x i32> zeroinitializer
  br label %3965

3958:                                             ; preds = %3949
  %3959 = getelementptr inbounds float, ptr %600, i64 %3876
  %3960 = getelementptr inbounds float, ptr %3959, i64 %712
  %3961 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3960, <16 x i1> %3875, <16 x float> zeroinitializer)
  %3962 = getelementptr inbounds float, ptr %600, i64 %3878
  %3963 = getelementptr inbounds float, ptr %3962, i64 %718
  %3964 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3963, <16 x i1> %3877, <16 x float> zeroinitializer)
  br label %3965

3965:                                             ; preds = %3958, %3952
  %3966 = phi <16 x float> [ %3961, %3958 ], [ %3955, %3952 ]
  %3967 = phi <16 x float> [ %3964, %3958 ], [ %3957, %3952 ]
  br i1 %58, label %3974, label %3968

3968:                                             ; preds = %3965
  %3969 = load float, ptr %601, align 4
  %3970 = insertelement <16 x float> poison, float %3969, i64 0
  %3971 = shufflevector <16 x float> %3970, <16 x float> poison, <16 x i32> zeroinitializer
  %3972 = insertelement <16 x float> poison, float %3969, i64 0
  %3973 = shufflevector <16 x float> %3972, <16 x float> poison, <16 x i32> zeroinitializer
  br label %3981

3974:                                             ; preds = %3965
  %3975 = getelementptr inbounds float, ptr %604, i64 %3876
  %3976 = getelementptr inbounds float, ptr %3975, i64 %712
  %3977 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3976, <16 x i1> %3875, <16 x float> zeroinitializer)
  %3978 = getelementptr inbounds float, ptr %604, i64 %3878
  %3979 = getelementptr inbounds float, ptr %3978, i64 %718
  %3980 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3979, <16 x i1> %3877, <16 x float> zeroinitializer)
  br label %3981

3981:                                             ; preds = %3974, %3968
  %3982 = phi <16 x float> [ %3977, %3974 ], [ %3971, %3968 ]
  %3983 = phi <16 x float> [ %3980, %3974 ], [ %3973, %3968 ]
  br i1 %58, label %3990, label %3984

3984:                                             ; preds = %3981
  %3985 = load float, ptr %605, align 4
  %3986 = insertelement <16 x float> poison, float %3985, i64 0
  %3987 = shufflevector <16 x float> %3986, <16 x float> poison, <16 x i32> zeroinitializer
  %3988 = insertelement <16 x float> poison, float %3985, i64 0
  %3989 = shufflevector <16 x float> %3988, <16 x float> poison, <16 x i32> zeroinitializer
  br label %3997

3990:                                             ; preds = %3981
  %3991 = getelementptr inbounds float, ptr %608, i64 %3876
  %3992 = getelementptr inbounds float, ptr %3991, i64 %712
  %3993 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3992, <16 x i1> %3875, <16 x float> zeroinitializer)
  %3994 = getelementptr inbounds float, ptr %608, i64 %3878
  %3995 = getelementptr inbounds float, ptr %3994, i64 %718
  %3996 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3995, <16 x i1> %3877, <16 x float> zeroinitializer)
  br label %3997

3997:                                             ; preds = %3990, %3984
  %3998 = phi <16 x float> [ %3993, %3990 ], [ %3987, %3984 ]
  %3999 = phi <16 x float> [ %3996, %3990 ], [ %3989, %3984 ]
  br i1 %58, label %4006, label %4000

4000:                                             ; preds = %3997
  %4001 = load float, ptr %609, align 4
  %4002 = insertelement <16 x float> poison, float %4001, i64 0
  %4003 = shufflevector <16 x float> %4002, <16 x float> poison, <16 x i32> zeroinitializer
  %4004 = insertelement <16 x float> poison, float %4001, i64 0
  %4005 = shufflevector <16 x float> %4004, <16 x float> poison, <16 x i32> zeroinitializer
  br label %4013

4006:                                             ; preds = %3997
  %4007 = getelementptr inbounds float, ptr %612, i64 %3876
  %4008 = getelementptr inbounds float, ptr %4007, i64 %712
  %4009 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4008, <16 x i1> %3875, <16 x float> zeroinitializer)
  %4010 = getelementptr inbounds float, ptr %612, i64 %3878
  %4011 = getelementptr inbounds float, ptr %4010, i64 %718
  %4012 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4011, <16 x i1> %3877, <16 x float> zeroinitializer)
  br label %4013

4013:                                             ; preds = %4006, %4000
  %4014 = phi <16 x float> [ %4009, %4006 ], [ %4003, %4000 ]
  %4015 = phi <16 x float> [ %4012, %4006 ], [ %4005, %4000 ]
  br i1 %60, label %3879, label %4016

4016:                                             ; preds = %4078, %4013
  %4017 = phi <16 x float> [ %4015, %4013 ], [ %4079, %4078 ]
  %4018 = phi <16 x float> [ %4014, %4013 ], [ %4080, %4078 ]
  %4019 = phi <16 x float> [ %3999, %4013 ], [ %4081, %4078 ]
  %4020 = phi <16 x float> [ %3998, %4013 ], [ %4082, %4078 ]
  %4021 = phi <16 x float> [ %3983, %4013 ], [ %4083, %4078 ]
  %4022 = phi <16 x float> [ %3982, %4013 ], [ %4084, %4078 ]
  %4023 = phi <16 x float> [ %3967, %4013 ], [ %4085, %4078 ]
  %4024 = phi <16 x float> [ %3966, %4013 ], [ %4086, %4078 ]
  %4025 = phi <16 x float> [ %3951, %4013 ], [ %4087, %4078 ]
  %4026 = phi <16 x float> [ %3950, %4013 ], [ %4088, %4078 ]
  %4027 = phi <16 x float> [ %3935, %4013 ], [ %4089, %4078 ]
  %4028 = phi <16 x float> [ %3934, %4013 ], [ %4090, %4078 ]
  %4029 = phi <16 x float> [ %3919, %4013 ], [ %4091, %4078 ]
  %4030 = phi <16 x float> [ %3918, %4013 ], [ %4092, %4078 ]
  %4031 = phi <16 x float> [ %3903, %4013 ], [ %4093, %4078 ]
  %4032 = phi <16 x float> [ %3902, %4013 ], [ %4094, %4078 ]
  %4033 = mul nsw i64 %710, %10
  %4034 = add i64 %4033, %712
  %4035 = bitcast i16 %3867 to <16 x i1>
  %4036 = mul nsw i64 %716, %10
  %4037 = add i64 %4036, %718
  %4038 = bitcast i16 %3874 to <16 x i1>
  %4039 = bitcast i16 %3867 to <16 x i1>
  %4040 = mul nsw i64 %716, %10
  %4041 = bitcast i16 %3874 to <16 x i1>
  %4042 = add i64 %613, %4034
  %4043 = getelementptr inbounds float, ptr %332, i64 %4042
  br i1 %63, label %4403, label %4286

4044:                                             ; preds = %3879, %4078
  %4045 = phi <16 x float> [ %4079, %4078 ], [ %4015, %3879 ]
  %4046 = phi <16 x float> [ %4080, %4078 ], [ %4014, %3879 ]
  %4047 = phi <16 x float> [ %4081, %4078 ], [ %3999, %3879 ]
  %4048 = phi <16 x float> [ %4082, %4078 ], [ %3998, %3879 ]
  %4049 = phi <16 x float> [ %4083, %4078 ], [ %3983, %3879 ]
  %4050 = phi <16 x float> [ %4084, %4078 ], [ %3982, %3879 ]
  %4051 = phi <16 x float> [ %4085, %4078 ], [ %3967, %3879 ]
  %4052 = phi <16 x float> [ %4086, %4078 ], [ %3966, %3879 ]
  %4053 = phi <16 x float> [ %4087, %4078 ], [ %3951, %3879 ]
  %4054 = phi <16 x float> [ %4088, %4078 ], [ %3950, %3879 ]
  %4055 = phi <16 x float> [ %4089, %4078 ], [ %3935, %3879 ]
  %4056 = phi <16 x float> [ %4090, %4078 ], [ %3934, %3879 ]
  %4057 = phi <16 x float> [ %4091, %4078 ], [ %3919, %3879 ]
  %4058 = phi <16 x float> [ %4092, %4078 ], [ %3918, %3879 ]
  %4059 = phi <16 x float> [ %4093, %4078 ], [ %3903, %3879 ]
  %4060 = phi <16 x float> [ %4094, %4078 ], [ %3902, %3879 ]
  %4061 = phi i64 [ %4095, %4078 ], [ 0, %3879 ]
  br i1 %61, label %4062, label %4078

4062:                                             ; preds = %4044
  %4063 = sub i64 %4061, %15
  %4064 = mul nuw nsw i64 %4061, %12
  %4065 = getelementptr inbounds nuw float, ptr %342, i64 %4064
  %4066 = add i64 %4063, %3880
  %4067 = icmp sgt i64 %4066, -1
  %4068 = icmp slt i64 %4066, %7
  %4069 = and i1 %4067, %4068
  %4070 = select i1 %4069, i64 %4066, i64 0
  %4071 = mul nsw i64 %4070, %8
  %4072 = add i64 %4063, %3884
  %4073 = icmp sgt i64 %4072, -1
  %4074 = icmp slt i64 %4072, %7
  %4075 = and i1 %4073, %4074
  %4076 = select i1 %4075, i64 %4072, i64 0
  %4077 = mul nsw i64 %4076, %8
  br label %4097

4078:                                             ; preds = %4170, %4044
  %4079 = phi <16 x float> [ %4045, %4044 ], [ %4171, %4170 ]
  %4080 = phi <16 x float> [ %4046, %4044 ], [ %4172, %4170 ]
  %4081 = phi <16 x float> [ %4047, %4044 ], [ %4173, %4170 ]
  %4082 = phi <16 x float> [ %4048, %4044 ], [ %4174, %4170 ]
  %4083 = phi <16 x float> [ %4049, %4044 ], [ %4175, %4170 ]
  %4084 = phi <16 x float> [ %4050, %4044 ], [ %4176, %4170 ]
  %4085 = phi <16 x float> [ %4051, %4044 ], [ %4177, %4170 ]
  %4086 = phi <16 x float> [ %4052, %4044 ], [ %4178, %4170 ]
  %4087 = phi <16 x float> [ %4053, %4044 ], [ %4179, %4170 ]
  %4088 = phi <16 x float> [ %4054, %4044 ], [ %4180, %4170 ]
  %4089 = phi <16 x float> [ %4055, %4044 ], [ %4181, %4170 ]
  %4090 = phi <16 x float> [ %4056, %4044 ], [ %4182, %4170 ]
  %4091 = phi <16 x float> [ %4057, %4044 ], [ %4183, %4170 ]
  %4092 = phi <16 x float> [ %4058, %4044 ], [ %4184, %4170 ]
  %4093 = phi <16 x float> [ %4059, %4044 ], [ %4185, %4170 ]
  %4094 = phi <16 x float> [ %4060, %4044 ], [ %4186, %4170 ]
  %4095 = add nuw nsw i64 %4061, 1
  %4096 = icmp eq i64 %4095, %11
  br i1 %4096, label %4016, label %4044

4097:                                             ; preds = %4062, %4170
  %4098 = phi <16 x float> [ %4045, %4062 ], [ %4171, %4170 ]
  %4099 = phi <16 x float> [ %4046, %4062 ], [ %4172, %4170 ]
  %4100 = phi <16 x float> [ %4047, %4062 ], [ %4173, %4170 ]
  %4101 = phi <16 x float> [ %4048, %4062 ], [ %4174, %4170 ]
  %4102 = phi <16 x float> [ %4049, %4062 ], [ %4175, %4170 ]
  %4103 = phi <16 x float> [ %4050, %4062 ], [ %4176, %4170 ]
  %4104 = phi <16 x float> [ %4051, %4062 ], [ %4177, %4170 ]
  %4105 = phi <16 x float> [ %4052, %4062 ], [ %4178, %4170 ]
  %4106 = phi <16 x float> [ %4053, %4062 ], [ %4179, %4170 ]
  %4107 = phi <16 x float> [ %4054, %4062 ], [ %4180, %4170 ]
  %4108 = phi <16 x float> [ %4055, %4062 ], [ %4181, %4170 ]
  %4109 = phi <16 x float> [ %4056, %4062 ], [ %4182, %4170 ]
  %4110 = phi <16 x float> [ %4057, %4062 ], [ %4183, %4170 ]
  %4111 = phi <16 x float> [ %4058, %4062 ], [ %4184, %4170 ]
  %4112 = phi <16 x float> [ %4059, %4062 ], [ %4185, %4170 ]
  %4113 = phi <16 x float> [ %4060, %4062 ], [ %4186, %4170 ]
  %4114 = phi i64 [ 0, %4062 ], [ %4187, %4170 ]
  %4115 = sub i64 %4114, %16
  %4116 = add i64 %4115, %3881
  %4117 = add i64 %4115, %3885
  %4118 = getelementptr inbounds nuw float, ptr %4065, i64 %4114
  br i1 %62, label %4119, label %4170

4119:                                             ; preds = %4097
  %4120 = sub nsw i64 %8, %4117
  %4121 = tail call i64 @llvm.smin.i64(i64 %4120, i64 %3887)
  %4122 = tail call i64 @llvm.smin.i64(i64 %4121, i64 32)
  %4123 = icmp slt i64 %4117, 0
  %4124 = sub nsw i64 0, %4117
  %4125 = select i1 %4123, i64 %4124, i64 0
  %4126 = icmp sgt i64 %4122, %4125
  %4127 = select i1 %4075, i1 %4126, i1 false
  %4128 = select i1 %4127, i64 %4125, i64 0
  %4129 = select i1 %4127, i64 %4122, i64 0
  %4130 = sub nsw i64 %8, %4116
  %4131 = tail call i64 @llvm.smin.i64(i64 %4130, i64 %3883)
  %4132 = tail call i64 @llvm.smin.i64(i64 %4131, i64 32)
  %4133 = icmp slt i64 %4116, 0
  %4134 = sub nsw i64 0, %4116
  %4135 = select i1 %4133, i64 %4134, i64 0
  %4136 = icmp sgt i64 %4132, %4135
  %4137 = select i1 %4069, i1 %4136, i1 false
  %4138 = select i1 %4137, i64 %4135, i64 0
  %4139 = select i1 %4137, i64 %4132, i64 0
  %4140 = icmp sgt i64 %4139, %4138
  %4141 = icmp sgt i64 %4139, 31
  %4142 = trunc i64 %4139 to i32
  %4143 = shl nsw i32 -1, %4142
  %4144 = xor i32 %4143, -1
  %4145 = select i1 %4141, i32 -1, i32 %4144
  %4146 = trunc i64 %4138 to i32
  %4147 = shl nsw i32 -1, %4146
  %4148 = and i32 %4145, %4147
  %4149 = icmp sgt i64 %4129, %4128
  %4150 = icmp sgt i64 %4129, 31
  %4151 = trunc i64 %4129 to i32
  %4152 = shl nsw i32 -1, %4151
  %4153 = xor i32 %4152, -1
  %4154 = select i1 %4150, i32 -1, i32 %4153
  %4155 = trunc i64 %4128 to i32
  %4156 = shl nsw i32 -1, %4155
  %4157 = and i32 %4154, %4156
  %4158 = select i1 %4140, i32 %4148, i32 0
  %4159 = trunc i32 %4158 to i16
  %4160 = bitcast i16 %4159 to <16 x i1>
  %4161 = lshr i32 %4158, 16
  %4162 = trunc nuw i32 %4161 to i16
  %4163 = bitcast i16 %4162 to <16 x i1>
  %4164 = select i1 %4149, i32 %4157, i32 0
  %4165 = trunc i32 %4164 to i16
  %4166 = bitcast i16 %4165 to <16 x i1>
  %4167 = lshr i32 %4164, 16
  %4168 = trunc nuw i32 %4167 to i16
  %4169 = bitcast i16 %4168 to <16 x i1>
  br label %4189

4170:                                             ; preds = %4189, %4097
  %4171 = phi <16 x float> [ %4098, %4097 ], [ %4283, %4189 ]
  %4172 = phi <16 x float> [ %4099, %4097 ], [ %4282, %4189 ]
  %4173 = phi <16 x float> [ %4100, %4097 ], [ %4275, %4189 ]
  %4174 = phi <16 x float> [ %4101, %4097 ], [ %4274, %4189 ]
  %4175 = phi <16 x float> [ %4102, %4097 ], [ %4267, %4189 ]
  %4176 = phi <16 x float> [ %4103, %4097 ], [ %4266, %4189 ]
  %4177 = phi <16 x float> [ %4104, %4097 ], [ %4259, %4189 ]
  %4178 = phi <16 x float> [ %4105, %4097 ], [ %4258, %4189 ]
  %4179 = phi <16 x float> [ %4106, %4097 ], [ %4251, %4189 ]
  %4180 = phi <16 x float> [ %4107, %4097 ], [ %4250, %4189 ]
  %4181 = phi <16 x float> [ %4108, %4097 ], [ %4243, %4189 ]
  %4182 = phi <16 x float> [ %4109, %4097 ], [ %4242, %4189 ]
  %4183 = phi <16 x float> [ %4110, %4097 ], [ %4235, %4189 ]
  %4184 = phi <16 x float> [ %4111, %4097 ], [ %4234, %4189 ]
  %4185 = phi <16 x float> [ %4112, %4097 ], [ %4227, %4189 ]
  %4186 = phi <16 x float> [ %4113, %4097 ], [ %4226, %4189 ]
  %4187 = add nuw nsw i64 %4114, 1
  %4188 = icmp eq i64 %4187, %12
  br i1 %4188, label %4078, label %4097

4189:                                             ; preds = %4119, %4189
  %4190 = phi <16 x float> [ %4283, %4189 ], [ %4098, %4119 ]
  %4191 = phi <16 x float> [ %4282, %4189 ], [ %4099, %4119 ]
  %4192 = phi <16 x float> [ %4275, %4189 ], [ %4100, %4119 ]
  %4193 = phi <16 x float> [ %4274, %4189 ], [ %4101, %4119 ]
  %4194 = phi <16 x float> [ %4267, %4189 ], [ %4102, %4119 ]
  %4195 = phi <16 x float> [ %4266, %4189 ], [ %4103, %4119 ]
  %4196 = phi <16 x float> [ %4259, %4189 ], [ %4104, %4119 ]
  %4197 = phi <16 x float> [ %4258, %4189 ], [ %4105, %4119 ]
  %4198 = phi <16 x float> [ %4251, %4189 ], [ %4106, %4119 ]
  %4199 = phi <16 x float> [ %4250, %4189 ], [ %4107, %4119 ]
  %4200 = phi <16 x float> [ %4243, %4189 ], [ %4108, %4119 ]
  %4201 = phi <16 x float> [ %4242, %4189 ], [ %4109, %4119 ]
  %4202 = phi <16 x float> [ %4235, %4189 ], [ %4110, %4119 ]
  %4203 = phi <16 x float> [ %4234, %4189 ], [ %4111, %4119 ]
  %4204 = phi <16 x float> [ %4227, %4189 ], [ %4112, %4119 ]
  %4205 = phi <16 x float> [ %4226, %4189 ], [ %4113, %4119 ]
  %4206 = phi i64 [ %4284, %4189 ], [ 0, %4119 ]
  %4207 = mul nsw i64 %56, %4206
  %4208 = getelementptr inbounds float, ptr %325, i64 %4207
  %4209 = getelementptr float, ptr %4208, i64 %4071
  %4210 = getelementptr float, ptr %4209, i64 %4116
  %4211 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %4210, <16 x i1> %4160, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %4212 = getelementptr inbounds nuw i8, ptr %4210, i64 64
  %4213 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %4212, <16 x i1> %4163, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %4214 = shufflevector <16 x float> %4211, <16 x float> %4213, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %4215 = getelementptr float, ptr %4208, i64 %4077
  %4216 = getelementptr float, ptr %4215, i64 %4117
  %4217 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %4216, <16 x i1> %4166, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %4218 = getelementptr inbounds nuw i8, ptr %4216, i64 64
  %4219 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %4218, <16 x i1> %4169, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %4220 = shufflevector <16 x float> %4217, <16 x float> %4219, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %4221 = mul nuw nsw i64 %4206, %57
  %4222 = getelementptr inbounds nuw float, ptr %4118, i64 %4221
  %4223 = load float, ptr %4222, align 4
  %4224 = insertelement <16 x float> poison, float %4223, i64 0
  %4225 = shufflevector <16 x float> %4224, <16 x float> poison, <16 x i32> zeroinitializer
  %4226 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %4214, <16 x float> %4225, <16 x float> %4205)
  %4227 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %4220, <16 x float> %4225, <16 x float> %4204)
  %4228 = add nuw nsw i64 %5, %4206
  %4229 = mul nuw nsw i64 %4228, %57
  %4230 = getelementptr inbounds nuw float, ptr %4118, i64 %4229
  %4231 = load float, ptr %4230, align 4
  %4232 = insertelement <16 x float> poison, float %4231, i64 0
  %4233 = shufflevector <16 x float> %4232, <16 x float> poison, <16 x i32> zeroinitializer
  %4234 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %4214, <16 x float> %4233, <16 x float> %4203)
  %4235 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %4220, <16 x float> %4233, <16 x float> %4202)
  %4236 = add nuw nsw i64 %168, %4206
  %4237 = mul nuw nsw i64 %4236, %57
  %4238 = getelementptr inbounds nuw float, ptr %4118, i64 %4237
  %4239 = load float, ptr %4238, align 4
  %4240 = insertelement <16 x float> poison, float %4239, i64 0
  %4241 = shufflevector <16 x float> %4240, <16 x float> poison, <16 x i32> zeroinitializer
  %4242 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %4214, <16 x float> %4241, <16 x float> %4201)
  %4243 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %4220, <16 x float> %4241, <16 x float> %4200)
  %4244 = add nuw nsw i64 %169, %4206
  %4245 = mul nuw nsw i64 %4244, %57
  %4246 = getelementptr inbounds nuw float, ptr %4118, i64 %4245
  %4247 = load float, ptr %4246, align 4
  %4248 = insertelement <16 x float> poison, float %4247, i64 0
  %4249 = shufflevector <16 x float> %4248, <16 x float> poison, <16 x i32> zeroinitializer
  %4250 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %4214, <16 x float> %4249, <16 x float> %4199)
  %4251 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %4220, <16 x float> %4249, <16 x float> %4198)
  %4252 = add nuw nsw i64 %170, %4206
  %4253 = mul nuw nsw i64 %4252, %57
  %4254 = getelementptr inbounds nuw float, ptr %4118, i64 %4253
  %4255 = load float, ptr %4254, align 4
  %4256 = insertelement <16 x float> poison, float %4255, i64 0
  %4257 = shufflevector <16 x float> %4256, <16 x float> poison, <16 x i32> zeroinitializer
  %4258 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %4214, <16 x float> %4257, <16 x float> %4197)
  %4259 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %4220, <16 x float> %4257, <16 x float> %4196)
  %4260 = add nuw nsw i64 %171, %4206
  %4261 = mul nuw nsw i64 %4260, %57
  %4262 = getelementptr inbounds nuw float, ptr %4118, i64 %4261
  %4263 = load float, ptr %4262, align 4
  %4264 = insertelement <16 x float> poison, float %4263, i64 0
  %4265 = shufflevector <16 x float> %4264, <16 x float> poison, <16 x i32> zeroinitializer
  %4266 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %4214, <16 x float> %4265, <16 x float> %4195)
  %4267 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %4220, <16 x float> %4265, <16 x float> %4194)
  %4268 = add nuw nsw i64 %172, %4206
  %4269 = mul nuw nsw i64 %4268, %57
  %4270 = getelementptr inbounds nuw float, ptr %4118, i64 %4269
  %4271 = load float, ptr %4270, align 4
  %4272 = insertelement <16 x float> poison, float %4271, i64 0
  %4273 = shufflevector <16 x float> %4272, <16 x float> poison, <16 x i32> zeroinitializer
  %4274 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %4214, <16 x float> %4273, <16 x float> %4193)
  %4275 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %4220, <16 x float> %4273, <16 x float> %4192)
  %4276 = add nuw nsw i64 %173, %4206
  %4277 = mul nuw nsw i64 %4276, %57
  %4278 = getelementptr inbounds nuw float, ptr %4118, i64 %4277
  %4279 = load float, ptr %4278, align 4
  %4280 = insertelement <16 x float> poison, float %4279, i64 0
  %4281 = shufflevector <16 x float> %4280, <16 x float> poison, <16 x i32> zeroinitializer
  %4282 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %4214, <16 x float> %4281, <16 x float> %4191)
  %4283 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %4220, <16 x float> %4281, <16 x float> %4190)
  %4284 = add nuw nsw i64 %4206, 1
  %4285 = icmp eq i64 %4284, %5
  br i1 %4285, label %4170, label %4189

4286:                                             ; preds = %4016
  %4287 = getelementptr inbounds float, ptr %330, i64 %4042
  switch i64 %174, label %1208 [
    i64 1, label %4288
    i64 2, label %4291
    i64 3, label %4298
    i64 0, label %4343
  ]

4288:                                             ; preds = %4286
  %4289 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4287, <16 x i1> %4035, <16 x float> zeroinitializer)
  %4290 = fadd <16 x float> %4032, %4289
  br label %4305

4291:                                             ; preds = %4286
  %4292 = bitcast <16 x float> %4032 to <8 x i64>
  %4293 = or <8 x i64> %4292, %65
  %4294 = fcmp oeq <16 x float> %4032, %42
  %4295 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %4032, i32 4)
  %4296 = bitcast <8 x i64> %4293 to <16 x float>
  %4297 = select <16 x i1> %4294, <16 x float> %4296, <16 x float> %4295
  br label %4305

4298:                                             ; preds = %4286
  %4299 = bitcast <16 x float> %4032 to <8 x i64>
  %4300 = and <8 x i64> %4299, %64
  %4301 = fcmp oeq <16 x float> %4032, %39
  %4302 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %4032, i32 4)
  %4303 = bitcast <8 x i64> %4300 to <16 x float>
  %4304 = select <16 x i1> %4301, <16 x float> %4303, <16 x float> %4302
  br label %4305

4305:                                             ; preds = %4298, %4291, %4288
  %4306 = phi <16 x float> [ %4290, %4288 ], [ %4297, %4291 ], [ %4304, %4298 ]
  switch i64 %176, label %1208 [
    i64 1, label %4321
    i64 2, label %4314
    i64 3, label %4307
    i64 0, label %4343
  ]

4307:                                             ; preds = %4305
  %4308 = bitcast <16 x float> %4306 to <8 x i64>
  %4309 = and <8 x i64> %4308, %64
  %4310 = fcmp oeq <16 x float> %4306, %39
  %4311 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %4306, i32 4)
  %4312 = bitcast <8 x i64> %4309 to <16 x float>
  %4313 = select <16 x i1> %4310, <16 x float> %4312, <16 x float> %4311
  br label %4324

4314:                                             ; preds = %4305
  %4315 = bitcast <16 x float> %4306 to <8 x i64>
  %4316 = or <8 x i64> %4315, %65
  %4317 = fcmp oeq <16 x float> %4306, %42
  %4318 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %4306, i32 4)
  %4319 = bitcast <8 x i64> %4316 to <16 x float>
  %4320 = select <16 x i1> %4317, <16 x float> %4319, <16 x float> %4318
  br label %4324

4321:                                             ; preds = %4305
  %4322 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4287, <16 x i1> %4035, <16 x float> zeroinitializer)
  %4323 = fadd <16 x float> %4306, %4322
  br label %4324

4324:                                             ; preds = %4321, %4314, %4307
  %4325 = phi <16 x float> [ %4323, %4321 ], [ %4320, %4314 ], [ %4313, %4307 ]
  switch i64 %178, label %1208 [
    i64 1, label %4340
    i64 2, label %4333
    i64 3, label %4326
    i64 0, label %4343
  ]

4326:                                             ; preds = %4324
  %4327 = bitcast <16 x float> %4325 to <8 x i64>
  %4328 = and <8 x i64> %4327, %64
  %4329 = fcmp oeq <16 x float> %4325, %39
  %4330 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %4325, i32 4)
  %4331 = bitcast <8 x i64> %4328 to <16 x float>
  %4332 = select <16 x i1> %4329, <16 x float> %4331, <16 x float> %4330
  br label %4343

4333:                                             ; preds = %4324
  %4334 = bitcast <16 x float> %4325 to <8 x i64>
  %4335 = or <8 x i64> %4334, %65
  %4336 = fcmp oeq <16 x float> %4325, %42
  %4337 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %4325, i32 4)
  %4338 = bitcast <8 x i64> %4335 to <16 x float>
  %4339 = select <16 x i1> %4336, <16 x float> %4338, <16 x float> %4337
  br label %4343

4340:                                             ; preds = %4324
  %4341 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4287, <16 x i1> %4035, <16 x float> zeroinitializer)
  %4342 = fadd <16 x float> %4325, %4341
  br label %4343

4343:                                             ; preds = %4286, %4305, %4324, %4340, %4333, %4326
  %4344 = phi <16 x float> [ %4332, %4326 ], [ %4339, %4333 ], [ %4342, %4340 ], [ %4306, %4305 ], [ %4325, %4324 ], [ %4032, %4286 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4344, ptr align 1 %4043, <16 x i1> %4035)
  %4345 = add i64 %613, %4037
  %4346 = getelementptr inbounds float, ptr %332, i64 %4345
  %4347 = getelementptr inbounds float, ptr %330, i64 %4345
  switch i64 %179, label %1208 [
    i64 1, label %4362
    i64 2, label %4355
    i64 3, label %4348
    i64 0, label %4406
  ]

4348:                                             ; preds = %4343
  %4349 = bitcast <16 x float> %4031 to <8 x i64>
  %4350 = and <8 x i64> %4349, %64
  %4351 = fcmp oeq <16 x float> %4031, %39
  %4352 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %4031, i32 4)
  %4353 = bitcast <8 x i64> %4350 to <16 x float>
  %4354 = select <16 x i1> %4351, <16 x float> %4353, <16 x float> %4352
  br label %4365

4355:                                             ; preds = %4343
  %4356 = bitcast <16 x float> %4031 to <8 x i64>
  %4357 = or <8 x i64> %4356, %65
  %4358 = fcmp oeq <16 x float> %4031, %42
  %4359 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %4031, i32 4)
  %4360 = bitcast <8 x i64> %4357 to <16 x float>
  %4361 = select <16 x i1> %4358, <16 x float> %4360, <16 x float> %4359
  br label %4365

4362:                                             ; preds = %4343
  %4363 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4347, <16 x i1> %4038, <16 x float> zeroinitializer)
  %4364 = fadd <16 x float> %4031, %4363
  br label %4365

4365:                                             ; preds = %4362, %4355, %4348
  %4366 = phi <16 x float> [ %4364, %4362 ], [ %4361, %4355 ], [ %4354, %4348 ]
  switch i64 %181, label %1208 [
    i64 1, label %4381
    i64 2, label %4374
    i64 3, label %4367
    i64 0, label %4406
  ]

4367:                                             ; preds = %4365
  %4368 = bitcast <16 x float> %4366 to <8 x i64>
  %4369 = and <8 x i64> %4368, %64
  %4370 = fcmp oeq <16 x float> %4366, %39
  %4371 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %4366, i32 4)
  %4372 = bitcast <8 x i64> %4369 to <16 x float>
  %4373 = select <16 x i1> %4370, <16 x float> %4372, <16 x float> %4371
  br label %4384

4374:                                             ; preds = %4365
  %4375 = bitcast <16 x float> %4366 to <8 x i64>
  %4376 = or <8 x i64> %4375, %65
  %4377 = fcmp oeq <16 x float> %4366, %42
  %4378 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %4366, i32 4)
  %4379 = bitcast <8 x i64> %4376 to <16 x float>
  %4380 = select <16 x i1> %4377, <16 x float> %4379, <16 x float> %4378
  br label %4384

4381:                                             ; preds = %4365
  %4382 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4347, <16 x i1> %4038, <16 x float> zeroinitializer)
  %4383 = fadd <16 x float> %4366, %4382
  br label %4384

4384:                                             ; preds = %4381, %4374, %4367
  %4385 = phi <16 x float> [ %4383, %4381 ], [ %4380, %4374 ], [ %4373, %4367 ]
  switch i64 %183, label %1208 [
    i64 1, label %4400
    i64 2, label %4393
    i64 3, label %4386
    i64 0, label %4406
  ]

4386:                                             ; preds = %4384
  %4387 = bitcast <16 x float> %4385 to <8 x i64>
  %4388 = and <8 x i64> %4387, %64
  %4389 = fcmp oeq <16 x float> %4385, %39
  %4390 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %4385, i32 4)
  %4391 = bitcast <8 x i64> %4388 to <16 x float>
  %4392 = select <16 x i1> %4389, <16 x float> %4391, <16 x float> %4390
  br label %4406

4393:                                             ; preds = %4384
  %4394 = bitcast <16 x float> %4385 to <8 x i64>
  %4395 = or <8 x i64> %4394, %65
  %4396 = fcmp oeq <16 x float> %4385, %42
  %4397 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %4385, i32 4)
  %4398 = bitcast <8 x i64> %4395 to <16 x float>
  %4399 = select <16 x i1> %4396, <16 x float> %4398, <16 x float> %4397
  br label %4406

4400:                                             ; preds = %4384
  %4401 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4347, <16 x i1> %4038, <16 x float> zeroinitializer)
  %4402 = fadd <16 x float> %4385, %4401
  br label %4406

4403:                                             ; preds = %4016
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4032, ptr align 1 %4043, <16 x i1> %4039)
  %4404 = getelementptr float, ptr %614, i64 %4040
  %4405 = getelementptr float, ptr %4404, i64 %718
  br label %4406

4406:                                             ; preds = %4343, %4365, %4384, %4400, %4393, %4386, %4403
  %4407 = phi ptr [ %4405, %4403 ], [ %4346, %4386 ], [ %4346, %4393 ], [ %4346, %4400 ], [ %4346, %4384 ], [ %4346, %4365 ], [ %4346, %4343 ]
  %4408 = phi <16 x i1> [ %4041, %4403 ], [ %4038, %4386 ], [ %4038, %4393 ], [ %4038, %4400 ], [ %4038, %4384 ], [ %4038, %4365 ], [ %4038, %4343 ]
  %4409 = phi <16 x float> [ %4031, %4403 ], [ %4392, %4386 ], [ %4399, %4393 ], [ %4402, %4400 ], [ %4385, %4384 ], [ %4366, %4365 ], [ %4031, %4343 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4409, ptr align 1 %4407, <16 x i1> %4408)
  %4410 = add i64 %616, %4034
  %4411 = getelementptr inbounds float, ptr %332, i64 %4410
  br i1 %63, label %4529, label %4412

4412:                                             ; preds = %4406
  %4413 = getelementptr inbounds float, ptr %330, i64 %4410
  switch i64 %174, label %1208 [
    i64 1, label %4428
    i64 2, label %4421
    i64 3, label %4414
    i64 0, label %4469
  ]

4414:                                             ; preds = %4412
  %4415 = bitcast <16 x float> %4030 to <8 x i64>
  %4416 = and <8 x i64> %4415, %64
  %4417 = fcmp oeq <16 x float> %4030, %39
  %4418 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %4030, i32 4)
  %4419 = bitcast <8 x i64> %4416 to <16 x float>
  %4420 = select <16 x i1> %4417, <16 x float> %4419, <16 x float> %4418
  br label %4431

4421:                                             ; preds = %4412
  %4422 = bitcast <16 x float> %4030 to <8 x i64>
  %4423 = or <8 x i64> %4422, %65
  %4424 = fcmp oeq <16 x float> %4030, %42
  %4425 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %4030, i32 4)
  %4426 = bitcast <8 x i64> %4423 to <16 x float>
  %4427 = select <16 x i1> %4424, <16 x float> %4426, <16 x float> %4425
  br label %4431

4428:                                             ; preds = %4412
  %4429 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4413, <16 x i1> %4035, <16 x float> zeroinitializer)
  %4430 = fadd <16 x float> %4030, %4429
  br label %4431

4431:                                             ; preds = %4428, %4421, %4414
  %4432 = phi <16 x float> [ %4430, %4428 ], [ %4427, %4421 ], [ %4420, %4414 ]
  switch i64 %176, label %1208 [
    i64 1, label %4447
    i64 2, label %4440
    i64 3, label %4433
    i64 0, label %4469
  ]

4433:                                             ; preds = %4431
  %4434 = bitcast <16 x float> %4432 to <8 x i64>
  %4435 = and <8 x i64> %4434, %64
  %4436 = fcmp oeq <16 x float> %4432, %39
  %4437 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %4432, i32 4)
  %4438 = bitcast <8 x i64> %4435 to <16 x float>
  %4439 = select <16 x i1> %4436, <16 x float> %4438, <16 x float> %4437
  br label %4450

4440:                                             ; preds = %4431
  %4441 = bitcast <16 x float> %4432 to <8 x i64>
  %4442 = or <8 x i64> %4441, %65
  %4443 = fcmp oeq <16 x float> %4432, %42
  %4444 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %4432, i32 4)
  %4445 = bitcast <8 x i64> %4442 to <16 x float>
  %4446 = select <16 x i1> %4443, <16 x float> %4445, <16 x float> %4444
  br label %4450

4447:                                             ; preds = %4431
  %4448 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4413, <16 x i1> %4035, <16 x float> zeroinitializer)
  %4449 = fadd <16 x float> %4432, %4448
  br label %4450

4450:                                             ; preds = %4447, %4440, %4433
  %4451 = phi <16 x float> [ %4449, %4447 ], [ %4446, %4440 ], [ %4439, %4433 ]
  switch i64 %178, label %1208 [
    i64 1, label %4466
    i64 2, label %4459
    i64 3, label %4452
    i64 0, label %4469
  ]

4452:                                             ; preds = %4450
  %4453 = bitcast <16 x float> %4451 to <8 x i64>
  %4454 = and <8 x i64> %4453, %64
  %4455 = fcmp oeq <16 x float> %4451, %39
  %4456 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %4451, i32 4)
  %4457 = bitcast <8 x i64> %4454 to <16 x float>
  %4458 = select <16 x i1> %4455, <16 x float> %4457, <16 x float> %4456
  br label %4469

4459:                                             ; preds = %4450
  %4460 = bitcast <16 x float> %4451 to <8 x i64>
  %4461 = or <8 x i64> %4460, %65
  %4462 = fcmp oeq <16 x float> %4451, %42
  %4463 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %4451, i32 4)
  %4464 = bitcast <8 x i64> %4461 to <16 x float>
  %4465 = select <16 x i1> %4462, <16 x float> %4464, <16 x float> %4463
  br label %4469

4466:                                             ; preds = %4450
  %4467 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4413, <16 x i1> %4035, <16 x float> zeroinitializer)
  %4468 = fadd <16 x float> %4451, %4467
  br label %4469

4469:                                             ; preds = %4466, %4459, %4452, %4450, %4431, %4412
  %4470 = phi <16 x float> [ %4458, %4452 ], [ %4465, %4459 ], [ %4468, %4466 ], [ %4432, %4431 ], [ %4451, %4450 ], [ %4030, %4412 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4470, ptr align 1 %4411, <16 x i1> %4035)
  %4471 = add i64 %616, %4037
  %4472 = getelementptr inbounds float, ptr %332, i64 %4471
  %4473 = getelementptr inbounds float, ptr %330, i64 %4471
  switch i64 %179, label %1208 [
    i64 1, label %4488
    i64 2, label %4481
    i64 3, label %4474
    i64 0, label %4532
  ]

4474:                                             ; preds = %4469
  %4475 = bitcast <16 x float> %4029 to <8 x i64>
  %4476 = and <8 x i64> %4475, %64
  %4477 = fcmp oeq <16 x float> %4029, %39
  %4478 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %4029, i32 4)
  %4479 = bitcast <8 x i64> %4476 to <16 x float>
  %4480 = select <16 x i1> %4477, <16 x float> %4479, <16 x float> %4478
  br label %4491

4481:                                             ; preds = %4469
  %4482 = bitcast <16 x float> %4029 to <8 x i64>
  %4483 = or <8 x i64> %4482, %65
  %4484 = fcmp oeq <16 x float> %4029, %42
  %4485 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %4029, i32 4)
  %4486 = bitcast <8 x i64> %4483 to <16 x float>
  %4487 = select <16 x i1> %4484, <16 x float> %4486, <16 x float> %4485
  br label %4491

4488:                                             ; preds = %4469
  %4489 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4473, <16 x i1> %4038, <16 x float> zeroinitializer)
  %4490 = fadd <16 x float> %4029, %4489
  br label %4491

4491:                                             ; preds = %4488, %4481, %4474
  %4492 = phi <16 x float> [ %4490, %4488 ], [ %4487, %4481 ], [ %4480, %4474 ]
  switch i64 %181, label %1208 [
    i64 1, label %4507
    i64 2, label %4500
    i64 3, label %4493
    i64 0, label %4532
  ]

4493:                                             ; preds = %4491
  %4494 = bitcast <16 x float> %4492 to <8 x i64>
  %4495 = and <8 x i64> %4494, %64
  %4496 = fcmp oeq <16 x float> %4492, %39
  %4497 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %4492, i32 4)
  %4498 = bitcast <8 x i64> %4495 to <16 x float>
  %4499 = select <16 x i1> %4496, <16 x float> %4498, <16 x float> %4497
  br label %4510

4500:                                             ; preds = %4491
  %4501 = bitcast <16 x float> %4492 to <8 x i64>
  %4502 = or <8 x i64> %4501, %65
  %4503 = fcmp oeq <16 x float> %4492, %42
  %4504 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %4492, i32 4)
  %4505 = bitcast <8 x i64> %4502 to <16 x float>
  %4506 = select <16 x i1> %4503, <16 x float> %4505, <16 x float> %4504
  br label %4510

4507:                                             ; preds = %4491
  %4508 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4473, <16 x i1> %4038, <16 x float> zeroinitializer)
  %4509 = fadd <16 x float> %4492, %4508
  br label %4510

4510:                                             ; preds = %4507, %4500, %4493
  %4511 = phi <16 x float> [ %4509, %4507 ], [ %4506, %4500 ], [ %4499, %4493 ]
  switch i64 %183, label %1208 [
    i64 1, label %4526
    i64 2, label %4519
    i64 3, label %4512
    i64 0, label %4532
  ]

4512:                                             ; preds = %4510
  %4513 = bitcast <16 x float> %4511 to <8 x i64>
  %4514 = and <8 x i64> %4513, %64
  %4515 = fcmp oeq <16 x float> %4511, %39
  %4516 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %4511, i32 4)
  %4517 = bitcast <8 x i64> %4514 to <16 x float>
  %4518 = select <16 x i1> %4515, <16 x float> %4517, <16 x float> %4516
  br label %4532

4519:                                             ; preds = %4510
  %4520 = bitcast <16 x float> %4511 to <8 x i64>
  %4521 = or <8 x i64> %4520, %65
  %4522 = fcmp oeq <16 x float> %4511, %42
  %4523 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %4511, i32 4)
  %4524 = bitcast <8 x i64> %4521 to <16 x float>
  %4525 = select <16 x i1> %4522, <16 x float> %4524, <16 x float> %4523
  br label %4532

4526:                                             ; preds = %4510
  %4527 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4473, <16 x i1> %4038, <16 x float> zeroinitializer)
  %4528 = fadd <16 x float> %4511, %4527
  br label %4532

4529:                                             ; preds = %4406
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4030, ptr align 1 %4411, <16 x i1> %4039)
  %4530 = getelementptr float, ptr %617, i64 %4040
  %4531 = getelementptr float, ptr %4530, i64 %718
  br label %4532

4532:                                             ; preds = %4529, %4526, %4519, %4512, %4510, %4491, %4469
  %4533 = phi ptr [ %4531, %4529 ], [ %4472, %4512 ], [ %4472, %4519 ], [ %4472, %4526 ], [ %4472, %4510 ], [ %4472, %4491 ], [ %4472, %4469 ]
  %4534 = phi <16 x i1> [ %4041, %4529 ], [ %4038, %4512 ], [ %4038, %4519 ], [ %4038, %4526 ], [ %4038, %4510 ], [ %4038, %4491 ], [ %4038, %4469 ]
  %4535 = phi <16 x float> [ %4029, %4529 ], [ %4518, %4512 ], [ %4525, %4519 ], [ %4528, %4526 ], [ %4511, %4510 ], [ %4492, %4491 ], [ %4029, %4469 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4535, ptr align 1 %4533, <16 x i1> %4534)
  %4536 = add i64 %619, %4034
  %4537 = getelementptr inbounds float, ptr %332, i64 %4536
  br i1 %63, label %4655, label %4538

4538:                                             ; preds = %4532
  %4539 = getelementptr inbounds float, ptr %330, i64 %4536
  switch i64 %174, label %1208 [
    i64 1, label %4554
    i64 2, label %4547
    i64 3, label %4540
    i64 0, label %4595
  ]

4540:                                             ; preds = %4538
  %4541 = bitcast <16 x float> %4028 to <8 x i64>
  %4542 = and <8 x i64> %4541, %64
  %4543 = fcmp oeq <16 x float> %4028, %39
  %4544 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %4028, i32 4)
  %4545 = bitcast <8 x i64> %4542 to <16 x float>
  %4546 = select <16 x i1> %4543, <16 x float> %4545, <16 x float> %4544
  br label %4557

4547:                                             ; preds = %4538
  %4548 = bitcast <16 x float> %4028 to <8 x i64>
  %4549 = or <8 x i64> %4548, %65
  %4550 = fcmp oeq <16 x float> %4028, %42
  %4551 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %4028, i32 4)
  %4552 = bitcast <8 x i64> %4549 to <16 x float>
  %4553 = select <16 x i1> %4550, <16 x float> %4552, <16 x float> %4551
  br label %4557

4554:                                             ; preds = %4538
  %4555 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4539, <16 x i1> %4035, <16 x float> zeroinitializer)
  %4556 = fadd <16 x float> %4028, %4555
  br label %4557

4557:                                             ; preds = %4554, %4547, %4540
  %4558 = phi <16 x float> [ %4556, %4554 ], [ %4553, %4547 ], [ %4546, %4540 ]
  switch i64 %176, label %1208 [
    i64 1, label %4573
    i64 2, label %4566
    i64 3, label %4559
    i64 0, label %4595
  ]

4559:                                             ; preds = %4557
  %4560 = bitcast <16 x float> %4558 to <8 x i64>
  %4561 = and <8 x i64> %4560, %64
  %4562 = fcmp oeq <16 x float> %4558, %39
  %4563 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %4558, i32 4)
  %4564 = bitcast <8 x i64> %4561 to <16 x float>
  %4565 = select <16 x i1> %4562, <16 x float> %4564, <16 x float> %4563
  br label %4576

4566:                                             ; preds = %4557
  %4567 = bitcast <16 x float> %4558 to <8 x i64>
  %4568 = or <8 x i64> %4567, %65
  %4569 = fcmp oeq <16 x float> %4558, %42
  %4570 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %4558, i32 4)
  %4571 = bitcast <8 x i64> %4568 to <16 x float>
  %4572 = select <16 x i1> %4569, <16 x float> %4571, <16 x float> %4570
  br label %4576

4573:                                             ; preds = %4557
  %4574 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4539, <16 x i1> %4035, <16 x float> zeroinitializer)
  %4575 = fadd <16 x float> %4558, %4574
  br label %4576

4576:                                             ; preds = %4573, %4566, %4559
  %4577 = phi <16 x float> [ %4575, %4573 ], [ %4572, %4566 ], [ %4565, %4559 ]
  switch i64 %178, label %1208 [
    i64 1, label %4592
    i64 2, label %4585
    i64 3, label %4578
    i64 0, label %4595
  ]

4578:                                             ; preds = %4576
  %4579 = bitcast <16 x float> %4577 to <8 x i64>
  %4580 = and <8 x i64> %4579, %64
  %4581 = fcmp oeq <16 x float> %4577, %39
  %4582 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %4577, i32 4)
  %4583 = bitcast <8 x i64> %4580 to <16 x float>
  %4584 = select <16 x i1> %4581, <16 x float> %4583, <16 x float> %4582
  br label %4595

4585:                                             ; preds = %4576
  %4586 = bitcast <16 x float> %4577 to <8 x i64>
  %4587 = or <8 x i64> %4586, %65
  %4588 = fcmp oeq <16 x float> %4577, %42
  %4589 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %4577, i32 4)
  %4590 = bitcast <8 x i64> %4587 to <16 x float>
  %4591 = select <16 x i1> %4588, <16 x float> %4590, <16 x float> %4589
  br label %4595

4592:                                             ; preds = %4576
  %4593 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4539, <16 x i1> %4035, <16 x float> zeroinitializer)
  %4594 = fadd <16 x float> %4577, %4593
  br label %4595

4595:                                             ; preds = %4592, %4585, %4578, %4576, %4557, %4538
  %4596 = phi <16 x float> [ %4584, %4578 ], [ %4591, %4585 ], [ %4594, %4592 ], [ %4558, %4557 ], [ %4577, %4576 ], [ %4028, %4538 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4596, ptr align 1 %4537, <16 x i1> %4035)
  %4597 = add i64 %619, %4037
  %4598 = getelementptr inbounds float, ptr %332, i64 %4597
  %4599 = getelementptr inbounds float, ptr %330, i64 %4597
  switch i64 %179, label %1208 [
    i64 1, label %4614
    i64 2, label %4607
    i64 3, label %4600
    i64 0, label %4658
  ]

4600:                                             ; preds = %4595
  %4601 = bitcast <16 x float> %4027 to <8 x i64>
  %4602 = and <8 x i64> %4601, %64
  %4603 = fcmp oeq <16 x float> %4027, %39
  %4604 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %4027, i32 4)
  %4605 = bitcast <8 x i64> %4602 to <16 x float>
  %4606 = select <16 x i1> %4603, <16 x float> %4605, <16 x float> %4604
  br label %4617

4607:                                             ; preds = %4595
  %4608 = bitcast <16 x float> %4027 to <8 x i64>
  %4609 = or <8 x i64> %4608, %65
  %4610 = fcmp oeq <16 x float> %4027, %42
  %4611 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %4027, i32 4)
  %4612 = bitcast <8 x i64> %4609 to <16 x float>
  %4613 = select <16 x i1> %4610, <16 x float> %4612, <16 x float> %4611
  br label %4617

4614:                                             ; preds = %4595
  %4615 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4599, <16 x i1> %4038, <16 x float> zeroinitializer)
  %4616 = fadd <16 x float> %4027, %4615
  br label %4617

4617:                                             ; preds = %4614, %4607, %4600
  %4618 = phi <16 x float> [ %4616, %4614 ], [ %4613, %4607 ], [ %4606, %4600 ]
  switch i64 %181, label %1208 [
    i64 1, label %4633
    i64 2, label %4626
    i64 3, label %4619
    i64 0, label %4658
  ]

4619:                                             ; preds = %4617
  %4620 = bitcast <16 x float> %4618 to <8 x i64>
  %4621 = and <8 x i64> %4620, %64
  %4622 = fcmp oeq <16 x float> %4618, %39
  %4623 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %4618, i32 4)
  %4624 = bitcast <8 x i64> %4621 to <16 x float>
  %4625 = select <16 x i1> %4622, <16 x float> %4624, <16 x float> %4623
  br label %4636

4626:                                             ; preds = %4617
  %4627 = bitcast <16 x float> %4618 to <8 x i64>
  %4628 = or <8 x i64> %4627, %65
  %4629 = fcmp oeq <16 x float> %4618, %42
  %4630 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %4618, i32 4)
  %4631 = bitcast <8 x i64> %4628 to <16 x float>
  %4632 = select <16 x i1> %4629, <16 x float> %4631, <16 x float> %4630
  br label %4636

4633:                                             ; preds = %4617
  %4634 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4599, <16 x i1> %4038, <16 x float> zeroinitializer)
  %4635 = fadd <16 x float> %4618, %4634
  br label %4636

4636:                                             ; preds = %4633, %4626, %4619
  %4637 = phi <16 x float> [ %4635, %4633 ], [ %4632, %4626 ], [ %4625, %4619 ]
  switch i64 %183, label %1208 [
    i64 1, label %4652
    i64 2, label %4645
    i64 3, label %4638
    i64 0, label %4658
  ]

4638:                                             ; preds = %4636
  %4639 = bitcast <16 x float> %4637 to <8 x i64>
  %4640 = and <8 x i64> %4639, %64
  %4641 = fcmp oeq <16 x float> %4637, %39
  %4642 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %4637, i32 4)
  %4643 = bitcast <8 x i64> %4640 to <16 x float>
  %4644 = select <16 x i1> %4641, <16 x float> %4643, <16 x float> %4642
  br label %4658

4645:                                             ; preds = %4636
  %4646 = bitcast <16 x float> %4637 to <8 x i64>
  %4647 = or <8 x i64> %4646, %65
  %4648 = fcmp oeq <16 x float> %4637, %42
  %4649 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %4637, i32 4)
  %4650 = bitcast <8 x i64> %4647 to <16 x float>
  %4651 = select <16 x i1> %4648, <16 x float> %4650, <16 x float> %4649
  br label %4658

4652:                                             ; preds = %4636
  %4653 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4599, <16 x i1> %4038, <16 x float> zeroinitializer)
  %4654 = fadd <16 x float> %4637, %4653
  br label %4658

4655:                                             ; preds = %4532
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4028, ptr align 1 %4537, <16 x i1> %4039)
  %4656 = getelementptr float, ptr %620, i64 %4040
  %4657 = getelementptr float, ptr %4656, i64 %718
  br label %4658

4658:                                             ; preds = %4655, %4652, %4645, %4638, %4636, %4617, %4595
  %4659 = phi ptr [ %4657, %4655 ], [ %4598, %4638 ], [ %4598, %4645 ], [ %4598, %4652 ], [ %4598, %4636 ], [ %4598, %4617 ], [ %4598, %4595 ]
  %4660 = phi <16 x i1> [ %4041, %4655 ], [ %4038, %4638 ], [ %4038, %4645 ], [ %4038, %4652 ], [ %4038, %4636 ], [ %4038, %4617 ], [ %4038, %4595 ]
  %4661 = phi <16 x float> [ %4027, %4655 ], [ %4644, %4638 ], [ %4651, %4645 ], [ %4654, %4652 ], [ %4637, %4636 ], [ %4618, %4617 ], [ %4027, %4595 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4661, ptr align 1 %4659, <16 x i1> %4660)
  %4662 = add i64 %622, %4034
  %4663 = getelementptr inbounds float, ptr %332, i64 %4662
  br i1 %63, label %4781, label %4664

4664:                                             ; preds = %4658
  %4665 = getelementptr inbounds float, ptr %330, i64 %4662
  switch i64 %174, label %1208 [
    i64 1, label %4680
    i64 2, label %4673
    i64 3, label %4666
    i64 0, label %4721
  ]

4666:                                             ; preds = %4664
  %4667 = bitcast <16 x float> %4026 to <8 x i64>
  %4668 = and <8 x i64> %4667, %64
  %4669 = fcmp oeq <16 x float> %4026, %39
  %4670 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %4026, i32 4)
  %4671 = bitcast <8 x i64> %4668 to <16 x float>
  %4672 = select <16 x i1> %4669, <16 x float> %4671, <16 x float> %4670
  br label %4683

4673:                                             ; preds = %4664
  %4674 = bitcast <16 x float> %4026 to <8 x i64>
  %4675 = or <8 x i64> %4674, %65
  %4676 = fcmp oeq <16 x float> %4026, %42
  %4677 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %4026, i32 4)
  %4678 = bitcast <8 x i64> %4675 to <16 x float>
  %4679 = select <16 x i1> %4676, <16 x float> %4678, <16 x float> %4677
  br label %4683

4680:                                             ; preds = %4664
  %4681 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4665, <16 x i1> %4035, <16 x float> zeroinitializer)
  %4682 = fadd <16 x float> %4026, %4681
  br label %4683

4683:                                             ; preds = %4680, %4673, %4666
  %4684 = phi <16 x float> [ %4682, %4680 ], [ %4679, %4673 ], [ %4672, %4666 ]
  switch i64 %176, label %1208 [
    i64 1, label %4699
    i64 2, label %4692
    i64 3, label %4685
    i64 0, label %4721
  ]

4685:                                             ; preds = %4683
  %4686 = bitcast <16 x float> %4684 to <8 x i64>
  %4687 = and <8 x i64> %4686, %64
  %4688 = fcmp oeq <16 x float> %4684, %39
  %4689 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %4684, i32 4)
  %4690 = bitcast <8 x i64> %4687 to <16 x float>
  %4691 = select <16 x i1> %4688, <16 x float> %4690, <16 x float> %4689
  br label %4702

4692:                                             ; preds = %4683
  %4693 = bitcast <16 x float> %4684 to <8 x i64>
  %4694 = or <8 x i64> %4693, %65
  %4695 = fcmp oeq <16 x float> %4684, %42
  %4696 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %4684, i32 4)
  %4697 = bitcast <8 x i64> %4694 to <16 x float>
  %4698 = select <16 x i1> %4695, <16 x float> %4697, <16 x float> %4696
  br label %4702

4699:                                             ; preds = %4683
  %4700 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4665, <16 x i1> %4035, <16 x float> zeroinitializer)
  %4701 = fadd <16 x float> %4684, %4700
  br label %4702

4702:                                             ; preds = %4699, %4692, %4685
  %4703 = phi <16 x float> [ %4701, %4699 ], [ %4698, %4692 ], [ %4691, %4685 ]
  switch i64 %178, label %1208 [
    i64 1, label %4718
    i64 2, label %4711
    i64 3, label %4704
    i64 0, label %4721
  ]

4704:                                             ; preds = %4702
  %4705 = bitcast <16 x float> %4703 to <8 x i64>
  %4706 = and <8 x i64> %4705, %64
  %4707 = fcmp oeq <16 x float> %4703, %39
  %4708 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %4703, i32 4)
  %4709 = bitcast <8 x i64> %4706 to <16 x float>
  %4710 = select <16 x i1> %4707, <16 x float> %4709, <16 x float> %4708
  br label %4721

4711:                                             ; preds = %4702
  %4712 = bitcast <16 x float> %4703 to <8 x i64>
  %4713 = or <8 x i64> %4712, %65
  %4714 = fcmp oeq <16 x float> %4703, %42
  %4715 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %4703, i32 4)
  %4716 = bitcast <8 x i64> %4713 to <16 x float>
  %4717 = select <16 x i1> %4714, <16 x float> %4716, <16 x float> %4715
  br label %4721

4718:                                             ; preds = %4702
  %4719 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4665, <16 x i1> %4035, <16 x float> zeroinitializer)
  %4720 = fadd <16 x float> %4703, %4719
  br label %4721

4721:                                             ; preds = %4718, %4711, %4704, %4702, %4683, %4664
  %4722 = phi <16 x float> [ %4710, %4704 ], [ %4717, %4711 ], [ %4720, %4718 ], [ %4684, %4683 ], [ %4703, %4702 ], [ %4026, %4664 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4722, ptr align 1 %4663, <16 x i1> %4035)
  %4723 = add i64 %622, %4037
  %4724 = getelementptr inbounds float, ptr %332, i64 %4723
  %4725 = getelementptr inbounds float, ptr %330, i64 %4723
  switch i64 %179, label %1208 [
    i64 1, label %4740
    i64 2, label %4733
    i64 3, label %4726
    i64 0, label %4784
  ]

4726:                                             ; preds = %4721
  %4727 = bitcast <16 x float> %4025 to <8 x i64>
  %4728 = and <8 x i64> %4727, %64
  %4729 = fcmp oeq <16 x float> %4025, %39
  %4730 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %4025, i32 4)
  %4731 = bitcast <8 x i64> %4728 to <16 x float>
  %4732 = select <16 x i1> %4729, <16 x float> %4731, <16 x float> %4730
  br label %4743

4733:                                             ; preds = %4721
  %4734 = bitcast <16 x float> %4025 to <8 x i64>
  %4735 = or <8 x i64> %4734, %65
  %4736 = fcmp oeq <16 x float> %4025, %42
  %4737 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %4025, i32 4)
  %4738 = bitcast <8 x i64> %4735 to <16 x float>
  %4739 = select <16 x i1> %4736, <16 x float> %4738, <16 x float> %4737
  br label %4743

4740:                                             ; preds = %4721
  %4741 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4725, <16 x i1> %4038, <16 x float> zeroinitializer)
  %4742 = fadd <16 x float> %4025, %4741
  br label %4743

4743:                                             ; preds = %4740, %4733, %4726
  %4744 = phi <16 x float> [ %4742, %4740 ], [ %4739, %4733 ], [ %4732, %4726 ]
  switch i64 %181, label %1208 [
    i64 1, label %4759
    i64 2, label %4752
    i64 3, label %4745
    i64 0, label %4784
  ]

4745:                                             ; preds = %4743
  %4746 = bitcast <16 x float> %4744 to <8 x i64>
  %4747 = and <8 x i64> %4746, %64
  %4748 = fcmp oeq <16 x float> %4744, %39
  %4749 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %4744, i32 4)
  %4750 = bitcast <8 x i64> %4747 to <16 x float>
  %4751 = select <16 x i1> %4748, <16 x float> %4750, <16 x float> %4749
  br label %4762

4752:                                             ; preds = %4743
  %4753 = bitcast <16 x float> %4744 to <8 x i64>
  %4754 = or <8 x i64> %4753, %65
  %4755 = fcmp oeq <16 x float> %4744, %42
  %4756 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %4744, i32 4)
  %4757 = bitcast <8 x i64> %4754 to <16 x float>
  %4758 = select <16 x i1> %4755, <16 x float> %4757, <16 x float> %4756
  br label %4762

4759:                                             ; preds = %4743
  %4760 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4725, <16 x i1> %4038, <16 x float> zeroinitializer)
  %4761 = fadd <16 x float> %4744, %4760
  br label %4762

4762:                                             ; preds = %4759, %4752, %4745
  %4763 = phi <16 x float> [ %4761, %4759 ], [ %4758, %4752 ], [ %4751, %4745 ]
  switch i64 %183, label %1208 [
    i64 1, label %4778
    i64 2, label %4771
    i64 3, label %4764
    i64 0, label %4784
  ]

4764:                                             ; preds = %4762
  %4765 = bitcast <16 x float> %4763 to <8 x i64>
  %4766 = and <8 x i64> %4765, %64
  %4767 = fcmp oeq <16 x float> %4763, %39
  %4768 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %4763, i32 4)
  %4769 = bitcast <8 x i64> %4766 to <16 x float>
  %4770 = select <16 x i1> %4767, <16 x float> %4769, <16 x float> %4768
  br label %4784

4771:                                             ; preds = %4762
  %4772 = bitcast <16 x float> %4763 to <8 x i64>
  %4773 = or <8 x i64> %4772, %65
  %4774 = fcmp oeq <16 x float> %4763, %42
  %4775 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %4763, i32 4)
  %4776 = bitcast <8 x i64> %4773 to <16 x float>
  %4777 = select <16 x i1> %4774, <16 x float> %4776, <16 x float> %4775
  br label %4784

4778:                                             ; preds = %4762
  %4779 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4725, <16 x i1> %4038, <16 x float> zeroinitializer)
  %4780 = fadd <16 x float> %4763, %4779
  br label %4784

4781:                                             ; preds = %4658
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4026, ptr align 1 %4663, <16 x i1> %4039)
  %4782 = getelementptr float, ptr %623, i64 %4040
  %4783 = getelementptr float, ptr %4782, i64 %718
  br label %4784

4784:                                             ; preds = %4781, %4778, %4771, %4764, %4762, %4743, %4721
  %4785 = phi ptr [ %4783, %4781 ], [ %4724, %4764 ], [ %4724, %4771 ], [ %4724, %4778 ], [ %4724, %4762 ], [ %4724, %4743 ], [ %4724, %4721 ]
  %4786 = phi <16 x i1> [ %4041, %4781 ], [ %4038, %4764 ], [ %4038, %4771 ], [ %4038, %4778 ], [ %4038, %4762 ], [ %4038, %4743 ], [ %4038, %4721 ]
  %4787 = phi <16 x float> [ %4025, %4781 ], [ %4770, %4764 ], [ %4777, %4771 ], [ %4780, %4778 ], [ %4763, %4762 ], [ %4744, %4743 ], [ %4025, %4721 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4787, ptr align 1 %4785, <16 x i1> %4786)
  %4788 = add i64 %625, %4034
  %4789 = getelementptr inbounds float, ptr %332, i64 %4788
  br i1 %63, label %4907, label %4790

4790:                                             ; preds = %4784
  %4791 = getelementptr inbounds float, ptr %330, i64 %4788
  switch i64 %174, label %1208 [
    i64 1, label %4806
    i64 2, label %4799
    i64 3, label %4792
    i64 0, label %4847
  ]

4792:                                             ; preds = %4790
  %4793 = bitcast <16 x float> %4024 to <8 x i64>
  %4794 = and <8 x i64> %4793, %64
  %4795 = fcmp oeq <16 x float> %4024, %39
  %4796 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %4024, i32 4)
  %4797 = bitcast <8 x i64> %4794 to <16 x float>
  %4798 = select <16 x i1> %4795, <16 x float> %4797, <16 x float> %4796
  br label %4809

4799:                                             ; preds = %4790
  %4800 = bitcast <16 x float> %4024 to <8 x i64>
  %4801 = or <8 x i64> %4800, %65
  %4802 = fcmp oeq <16 x float> %4024, %42
  %4803 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %4024, i32 4)
  %4804 = bitcast <8 x i64> %4801 to <16 x float>
  %4805 = select <16 x i1> %4802, <16 x float> %4804, <16 x float> %4803
  br label %4809

4806:                                             ; preds = %4790
  %4807 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4791, <16 x i1> %4035, <16 x float> zeroinitializer)
  %4808 = fadd <16 x float> %4024, %4807
  br label %4809

4809:                                             ; preds = %4806, %4799, %4792
  %4810 = phi <16 x float> [ %4808, %4806 ], [ %4805, %4799 ], [ %4798, %4792 ]
  switch i64 %176, label %1208 [
    i64 1, label %4825
    i64 2, label %4818
    i64 3, label %4811
    i64 0, label %4847
  ]

4811:                                             ; preds = %4809
  %4812 = bitcast <16 x float> %4810 to <8 x i64>
  %4813 = and <8 x i64> %4812, %64
  %4814 = fcmp oeq <16 x float> %4810, %39
  %4815 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %4810, i32 4)
  %4816 = bitcast <8 x i64> %4813 to <16 x float>
  %4817 = select <16 x i1> %4814, <16 x float> %4816, <16 x float> %4815
  br label %4828

4818:                                             ; preds = %4809
  %4819 = bitcast <16 x float> %4810 to <8 x i64>
  %4820 = or <8 x i64> %4819, %65
  %4821 = fcmp oeq <16 x float> %4810, %42
  %4822 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %4810, i32 4)
  %4823 = bitcast <8 x i64> %4820 to <16 x float>
  %4824 = select <16 x i1> %4821, <16 x float> %4823, <16 x float> %4822
  br label %4828

4825:                                             ; preds = %4809
  %4826 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4791, <16 x i1> %4035, <16 x float> zeroinitializer)
  %4827 = fadd <16 x float> %4810, %4826
  br label %4828

4828:                                             ; preds = %4825, %4818, %4811
  %4829 = phi <16 x float> [ %4827, %4825 ], [ %4824, %4818 ], [ %4817, %4811 ]
  switch i64 %178, label %1208 [
    i64 1, label %4844
    i64 2, label %4837
    i64 3, label %4830
    i64 0, label %4847
  ]

4830:                                             ; preds = %4828
  %4831 = bitcast <16 x float> %4829 to <8 x i64>
  %4832 = and <8 x i64> %4831, %64
  %4833 = fcmp oeq <16 x float> %4829, %39
  %4834 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %4829, i32 4)
  %4835 = bitcast <8 x i64> %4832 to <16 x float>
  %4836 = select <16 x i1> %4833, <16 x float> %4835, <16 x float> %4834
  br label %4847

4837:                                             ; preds = %4828
  %4838 = bitcast <16 x float> %4829 to <8 x i64>
  %4839 = or <8 x i64> %4838, %65
  %4840 = fcmp oeq <16 x float> %4829, %42
  %4841 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %4829, i32 4)
  %4842 = bitcast <8 x i64> %4839 to <16 x float>
  %4843 = select <16 x i1> %4840, <16 x float> %4842, <16 x float> %4841
  br label %4847

4844:                                             ; preds = %4828
  %4845 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4791, <16 x i1> %4035, <16 x float> zeroinitializer)
  %4846 = fadd <16 x float> %4829, %4845
  br label %4847

4847:                                             ; preds = %4844, %4837, %4830, %4828, %4809, %4790
  %4848 = phi <16 x float> [ %4836, %4830 ], [ %4843, %4837 ], [ %4846, %4844 ], [ %4810, %4809 ], [ %4829, %4828 ], [ %4024, %4790 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4848, ptr align 1 %4789, <16 x i1> %4035)
  %4849 = add i64 %625, %4037
  %4850 = getelementptr inbounds float, ptr %332, i64 %4849
  %4851 = getelementptr inbounds float, ptr %330, i64 %4849
  switch i64 %179, label %1208 [
    i64 1, label %4866
    i64 2, label %4859
    i64 3, label %4852
    i64 0, label %4910
  ]

4852:                                             ; preds = %4847
  %4853 = bitcast <16 x float> %4023 to <8 x i64>
  %4854 = and <8 x i64> %4853, %64
  %4855 = fcmp oeq <16 x float> %4023, %39
  %4856 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %4023, i32 4)
  %4857 = bitcast <8 x i64> %4854 to <16 x float>
  %4858 = select <16 x i1> %4855, <16 x float> %4857, <16 x float> %4856
  br label %4869

4859:                                             ; preds = %4847
  %4860 = bitcast <16 x float> %4023 to <8 x i64>
  %4861 = or <8 x i64> %4860, %65
  %4862 = fcmp oeq <16 x float> %4023, %42
  %4863 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %4023, i32 4)
  %4864 = bitcast <8 x i64> %4861 to <16 x float>
  %4865 = select <16 x i1> %4862, <16 x float> %4864, <16 x float> %4863
  br label %4869

4866:                                             ; preds = %4847
  %4867 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4851, <16 x i1> %4038, <16 x float> zeroinitializer)
  %4868 = fadd <16 x float> %4023, %4867
  br label %4869

4869:                                             ; preds = %4866, %4859, %4852
  %4870 = phi <16 x float> [ %4868, %4866 ], [ %4865, %4859 ], [ %4858, %4852 ]
  switch i64 %181, label %1208 [
    i64 1, label %4885
    i64 2, label %4878
    i64 3, label %4871
    i64 0, label %4910
  ]

4871:                                             ; preds = %4869
  %4872 = bitcast <16 x float> %4870 to <8 x i64>
  %4873 = and <8 x i64> %4872, %64
  %4874 = fcmp oeq <16 x float> %4870, %39
  %4875 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %4870, i32 4)
  %4876 = bitcast <8 x i64> %4873 to <16 x float>
  %4877 = select <16 x i1> %4874, <16 x float> %4876, <16 x float> %4875
  br label %4888

4878:                                             ; preds = %4869
  %4879 = bitcast <16 x float> %4870 to <8 x i64>
  %4880 = or <8 x i64> %4879, %65
  %4881 = fcmp oeq <16 x float> %4870, %42
  %4882 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %4870, i32 4)
  %4883 = bitcast <8 x i64> %4880 to <16 x float>
  %4884 = select <16 x i1> %4881, <16 x float> %4883, <16 x float> %4882
  br label %4888

4885:                                             ; preds = %4869
  %4886 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4851, <16 x i1> %4038, <16 x float> zeroinitializer)
  %4887 = fadd <16 x float> %4870, %4886
  br label %4888

4888:                                             ; preds = %4885, %4878, %4871
  %4889 = phi <16 x float> [ %4887, %4885 ], [ %4884, %4878 ], [ %4877, %4871 ]
  switch i64 %183, label %1208 [
    i64 1, label %4904
    i64 2, label %4897
    i64 3, label %4890
    i64 0, label %4910
  ]

4890:                                             ; preds = %4888
  %4891 = bitcast <16 x float> %4889 to <8 x i64>
  %4892 = and <8 x i64> %4891, %64
  %4893 = fcmp oeq <16 x float> %4889, %39
  %4894 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %4889, i32 4)
  %4895 = bitcast <8 x i64> %4892 to <16 x float>
  %4896 = select <16 x i1> %4893, <16 x float> %4895, <16 x float> %4894
  br label %4910

4897:                                             ; preds = %4888
  %4898 = bitcast <16 x float> %4889 to <8 x i64>
  %4899 = or <8 x i64> %4898, %65
  %4900 = fcmp oeq <16 x float> %4889, %42
  %4901 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %4889, i32 4)
  %4902 = bitcast <8 x i64> %4899 to <16 x float>
  %4903 = select <16 x i1> %4900, <16 x float> %4902, <16 x float> %4901
  br label %4910

4904:                                             ; preds = %4888
  %4905 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4851, <16 x i1> %4038, <16 x float> zeroinitializer)
  %4906 = fadd <16 x float> %4889, %4905
  br label %4910

4907:                                             ; preds = %4784
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4024, ptr align 1 %4789, <16 x i1> %4039)
  %4908 = getelementptr float, ptr %626, i64 %4040
  %4909 = getelementptr float, ptr %4908, i64 %718
  br label %4910

4910:                                             ; preds = %4907, %4904, %4897, %4890, %4888, %4869, %4847
  %4911 = phi ptr [ %4909, %4907 ], [ %4850, %4890 ], [ %4850, %4897 ], [ %4850, %4904 ], [ %4850, %4888 ], [ %4850, %4869 ], [ %4850, %4847 ]
  %4912 = phi <16 x i1> [ %4041, %4907 ], [ %4038, %4890 ], [ %4038, %4897 ], [ %4038, %4904 ], [ %4038, %4888 ], [ %4038, %4869 ], [ %4038, %4847 ]
  %4913 = phi <16 x float> [ %4023, %4907 ], [ %4896, %4890 ], [ %4903, %4897 ], [ %4906, %4904 ], [ %4889, %4888 ], [ %4870, %4869 ], [ %4023, %4847 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4913, ptr align 1 %4911, <16 x i1> %4912)
  %4914 = add i64 %628, %4034
  %4915 = getelementptr inbounds float, ptr %332, i64 %4914
  br i1 %63, label %5033, label %4916

4916:                                             ; preds = %4910
  %4917 = getelementptr inbounds float, ptr %330, i64 %4914
  switch i64 %174, label %1208 [
    i64 1, label %4932
    i64 2, label %4925
    i64 3, label %4918
    i64 0, label %4973
  ]

4918:                                             ; preds = %4916
  %4919 = bitcast <16 x float> %4022 to <8 x i64>
  %4920 = and <8 x i64> %4919, %64
  %4921 = fcmp oeq <16 x float> %4022, %39
  %4922 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %4022, i32 4)
  %4923 = bitcast <8 x i64> %4920 to <16 x float>
  %4924 = select <16 x i1> %4921, <16 x float> %4923, <16 x float> %4922
  br label %4935

4925:                                             ; preds = %4916
  %4926 = bitcast <16 x float> %4022 to <8 x i64>
  %4927 = or <8 x i64> %4926, %65
  %4928 = fcmp oeq <16 x float> %4022, %42
  %4929 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %4022, i32 4)
  %4930 = bitcast <8 x i64> %4927 to <16 x float>
  %4931 = select <16 x i1> %4928, <16 x float> %4930, <16 x float> %4929
  br label %4935

4932:                                             ; preds = %4916
  %4933 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4917, <16 x i1> %4035, <16 x float> zeroinitializer)
  %4934 = fadd <16 x float> %4022, %4933
  br label %4935

4935:                                             ; preds = %4932, %4925, %4918
  %4936 = phi <16 x float> [ %4934, %4932 ], [ %4931, %4925 ], [ %4924, %4918 ]
  switch i64 %176, label %1208 [
    i64 1, label %4951
    i64 2, label %4944
    i64 3, label %4937
    i64 0, label %4973
  ]

4937:                                             ; preds = %4935
  %4938 = bitcast <16 x float> %4936 to <8 x i64>
  %4939 = and <8 x i64> %4938, %64
  %4940 = fcmp oeq <16 x float> %4936, %39
  %4941 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %4936, i32 4)
  %4942 = bitcast <8 x i64> %4939 to <16 x float>
  %4943 = select <16 x i1> %4940, <16 x float> %4942, <16 x float> %4941
  br label %4954

4944:                                             ; preds = %4935
  %4945 = bitcast <16 x float> %4936 to <8 x i64>
  %4946 = or <8 x i64> %4945, %65
  %4947 = fcmp oeq <16 x float> %4936, %42
  %4948 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %4936, i32 4)
  %4949 = bitcast <8 x i64> %4946 to <16 x float>
  %4950 = select <16 x i1> %4947, <16 x float> %4949, <16 x float> %4948
  br label %4954

4951:                                             ; preds = %4935
  %4952 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4917, <16 x i1> %4035, <16 x float> zeroinitializer)
  %4953 = fadd <16 x float> %4936, %4952
  br label %4954

4954:                                             ; preds = %4951, %4944, %4937
  %4955 = phi <16 x float> [ %4953, %4951 ], [ %4950, %4944 ], [ %4943, %4937 ]
  switch i64 %178, label %1208 [
    i64 1, label %4970
    i64 2, label %4963
    i64 3, label %4956
    i64 0, label %4973
  ]

4956:                                             ; preds = %4954
  %4957 = bitcast <16 x float> %4955 to <8 x i64>
  %4958 = and <8 x i64> %4957, %64
  %4959 = fcmp oeq <16 x float> %4955, %39
  %4960 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %4955, i32 4)
  %4961 = bitcast <8 x i64> %4958 to <16 x float>
  %4962 = select <16 x i1> %4959, <16 x float> %4961, <16 x float> %4960
  br label %4973

4963:                                             ; preds = %4954
  %4964 = bitcast <16 x float> %4955 to <8 x i64>
  %4965 = or <8 x i64> %4964, %65
  %4966 = fcmp oeq <16 x float> %4955, %42
  %4967 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %4955, i32 4)
  %4968 = bitcast <8 x i64> %4965 to <16 x float>
  %4969 = select <16 x i1> %4966, <16 x float> %4968, <16 x float> %4967
  br label %4973

4970:                                             ; preds = %4954
  %4971 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4917, <16 x i1> %4035, <16 x float> zeroinitializer)
  %4972 = fadd <16 x float> %4955, %4971
  br label %4973

4973:                                             ; preds = %4970, %4963, %4956, %4954, %4935, %4916
  %4974 = phi <16 x float> [ %4962, %4956 ], [ %4969, %4963 ], [ %4972, %4970 ], [ %4936, %4935 ], [ %4955, %4954 ], [ %4022, %4916 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4974, ptr align 1 %4915, <16 x i1> %4035)
  %4975 = add i64 %628, %4037
  %4976 = getelementptr inbounds float, ptr %332, i64 %4975
  %4977 = getelementptr inbounds float, ptr %330, i64 %4975
  switch i64 %179, label %1208 [
    i64 1, label %4992
    i64 2, label %4985
    i64 3, label %4978
    i64 0, label %5036
  ]

4978:                                             ; preds = %4973
  %4979 = bitcast <16 x float> %4021 to <8 x i64>
  %4980 = and <8 x i64> %4979, %64
  %4981 = fcmp oeq <16 x float> %4021, %39
  %4982 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %4021, i32 4)
  %4983 = bitcast <8 x i64> %4980 to <16 x float>
  %4984 = select <16 x i1> %4981, <16 x float> %4983, <16 x float> %4982
  br label %4995

4985:                                             ; preds = %4973
  %4986 = bitcast <16 x float> %4021 to <8 x i64>
  %4987 = or <8 x i64> %4986, %65
  %4988 = fcmp oeq <16 x float> %4021, %42
  %4989 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %4021, i32 4)
  %4990 = bitcast <8 x i64> %4987 to <16 x float>
  %4991 = select <16 x i1> %4988, <16 x float> %4990, <16 x float> %4989
  br label %4995

4992:                                             ; preds = %4973
  %4993 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4977, <16 x i1> %4038, <16 x float> zeroinitializer)
  %4994 = fadd <16 x float> %4021, %4993
  br label %4995

4995:                                             ; preds = %4992, %4985, %4978
  %4996 = phi <16 x float> [ %4994, %4992 ], [ %4991, %4985 ], [ %4984, %4978 ]
  switch i64 %181, label %1208 [
    i64 1, label %5011
    i64 2, label %5004
    i64 3, label %4997
    i64 0, label %5036
  ]

4997:                                             ; preds = %4995
  %4998 = bitcast <16 x float> %4996 to <8 x i64>
  %4999 = and <8 x i64> %4998, %64
  %5000 = fcmp oeq <16 x float> %4996, %39
  %5001 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %4996, i32 4)
  %5002 = bitcast <8 x i64> %4999 to <16 x float>
  %5003 = select <16 x i1> %5000, <16 x float> %5002, <16 x float> %5001
  br label %5014

5004:                                             ; preds = %4995
  %5005 = bitcast <16 x float> %4996 to <8 x i64>
  %5006 = or <8 x i64> %5005, %65
  %5007 = fcmp oeq <16 x float> %4996, %42
  %5008 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %4996, i32 4)
  %5009 = bitcast <8 x i64> %5006 to <16 x float>
  %5010 = select <16 x i1> %5007, <16 x float> %5009, <16 x float> %5008
  br label %5014

5011:                                             ; preds = %4995
  %5012 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4977, <16 x i1> %4038, <16 x float> zeroinitializer)
  %5013 = fadd <16 x float> %4996, %5012
  br label %5014

5014:                                             ; preds = %5011, %5004, %4997
  %5015 = phi <16 x float> [ %5013, %5011 ], [ %5010, %5004 ], [ %5003, %4997 ]
  switch i64 %183, label %1208 [
    i64 1, label %5030
    i64 2, label %5023
    i64 3, label %5016
    i64 0, label %5036
  ]

5016:                                             ; preds = %5014
  %5017 = bitcast <16 x float> %5015 to <8 x i64>
  %5018 = and <8 x i64> %5017, %64
  %5019 = fcmp oeq <16 x float> %5015, %39
  %5020 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %5015, i32 4)
  %5021 = bitcast <8 x i64> %5018 to <16 x float>
  %5022 = select <16 x i1> %5019, <16 x float> %5021, <16 x float> %5020
  br label %5036

5023:                                             ; preds = %5014
  %5024 = bitcast <16 x float> %5015 to <8 x i64>
  %5025 = or <8 x i64> %5024, %65
  %5026 = fcmp oeq <16 x float> %5015, %42
  %5027 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %5015, i32 4)
  %5028 = bitcast <8 x i64> %5025 to <16 x float>
  %5029 = select <16 x i1> %5026, <16 x float> %5028, <16 x float> %5027
  br label %5036

5030:                                             ; preds = %5014
  %5031 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4977, <16 x i1> %4038, <16 x float> zeroinitializer)
  %5032 = fadd <16 x float> %5015, %5031
  br label %5036

5033:                                             ; preds = %4910
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4022, ptr align 1 %4915, <16 x i1> %4039)
  %5034 = getelementptr float, ptr %629, i64 %4040
  %5035 = getelementptr float, ptr %5034, i64 %718
  br label %5036

5036:                                             ; preds = %5033, %5030, %5023, %5016, %5014, %4995, %4973
  %5037 = phi ptr [ %5035, %5033 ], [ %4976, %5016 ], [ %4976, %5023 ], [ %4976, %5030 ], [ %4976, %5014 ], [ %4976, %4995 ], [ %4976, %4973 ]
  %5038 = phi <16 x i1> [ %4041, %5033 ], [ %4038, %5016 ], [ %4038, %5023 ], [ %4038, %5030 ], [ %4038, %5014 ], [ %4038, %4995 ], [ %4038, %4973 ]
  %5039 = phi <16 x float> [ %4021, %5033 ], [ %5022, %5016 ], [ %5029, %5023 ], [ %5032, %5030 ], [ %5015, %5014 ], [ %4996, %4995 ], [ %4021, %4973 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5039, ptr align 1 %5037, <16 x i1> %5038)
  %5040 = add i64 %631, %4034
  %5041 = getelementptr inbounds float, ptr %332, i64 %5040
  br i1 %63, label %5159, label %5042

5042:                                             ; preds = %5036
  %5043 = getelementptr inbounds float, ptr %330, i64 %5040
  switch i64 %174, label %1208 [
    i64 1, label %5058
    i64 2, label %5051
    i64 3, label %5044
    i64 0, label %5099
  ]

5044:                                             ; preds = %5042
  %5045 = bitcast <16 x float> %4020 to <8 x i64>
  %5046 = and <8 x i64> %5045, %64
  %5047 = fcmp oeq <16 x float> %4020, %39
  %5048 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %4020, i32 4)
  %5049 = bitcast <8 x i64> %5046 to <16 x float>
  %5050 = select <16 x i1> %5047, <16 x float> %5049, <16 x float> %5048
  br label %5061

5051:                                             ; preds = %5042
  %5052 = bitcast <16 x float> %4020 to <8 x i64>
  %5053 = or <8 x i64> %5052, %65
  %5054 = fcmp oeq <16 x float> %4020, %42
  %5055 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %4020, i32 4)
  %5056 = bitcast <8 x i64> %5053 to <16 x float>
  %5057 = select <16 x i1> %5054, <16 x float> %5056, <16 x float> %5055
  br label %5061

5058:                                             ; preds = %5042
  %5059 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5043, <16 x i1> %4035, <16 x float> zeroinitializer)
  %5060 = fadd <16 x float> %4020, %5059
  br label %5061

5061:                                             ; preds = %5058, %5051, %5044
  %5062 = phi <16 x float> [ %5060, %5058 ], [ %5057, %5051 ], [ %5050, %5044 ]
  switch i64 %176, label %1208 [
    i64 1, label %5077
    i64 2, label %5070
    i64 3, label %5063
    i64 0, label %5099
  ]

5063:                                             ; preds = %5061
  %5064 = bitcast <16 x float> %5062 to <8 x i64>
  %5065 = and <8 x i64> %5064, %64
  %5066 = fcmp oeq <16 x float> %5062, %39
  %5067 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %5062, i32 4)
  %5068 = bitcast <8 x i64> %5065 to <16 x float>
  %5069 = select <16 x i1> %5066, <16 x float> %5068, <16 x float> %5067
  br label %5080

5070:                                             ; preds = %5061
  %5071 = bitcast <16 x float> %5062 to <8 x i64>
  %5072 = or <8 x i64> %5071, %65
  %5073 = fcmp oeq <16 x float> %5062, %42
  %5074 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %5062, i32 4)
  %5075 = bitcast <8 x i64> %5072 to <16 x float>
  %5076 = select <16 x i1> %5073, <16 x float> %5075, <16 x float> %5074
  br label %5080

5077:                                             ; preds = %5061
  %5078 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5043, <16 x i1> %4035, <16 x float> zeroinitializer)
  %5079 = fadd <16 x float> %5062, %5078
  br label %5080

5080:                                             ; preds = %5077, %5070, %5063
  %5081 = phi <16 x float> [ %5079, %5077 ], [ %5076, %5070 ], [ %5069, %5063 ]
  switch i64 %178, label %1208 [
    i64 1, label %5096
    i64 2, label %5089
    i64 3, label %5082
    i64 0, label %5099
  ]

5082:                                             ; preds = %5080
  %5083 = bitcast <16 x float> %5081 to <8 x i64>
  %5084 = and <8 x i64> %5083, %64
  %5085 = fcmp oeq <16 x float> %5081, %39
  %5086 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %5081, i32 4)
  %5087 = bitcast <8 x i64> %5084 to <16 x float>
  %5088 = select <16 x i1> %5085, <16 x float> %5087, <16 x float> %5086
  br label %5099

5089:                                             ; preds = %5080
  %5090 = bitcast <16 x float> %5081 to <8 x i64>
  %5091 = or <8 x i64> %5090, %65
  %5092 = fcmp oeq <16 x float> %5081, %42
  %5093 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %5081, i32 4)
  %5094 = bitcast <8 x i64> %5091 to <16 x float>
  %5095 = select <16 x i1> %5092, <16 x float> %5094, <16 x float> %5093
  br label %5099

5096:                                             ; preds = %5080
  %5097 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5043, <16 x i1> %4035, <16 x float> zeroinitializer)
  %5098 = fadd <16 x float> %5081, %5097
  br label %5099

5099:                                             ; preds = %5096, %5089, %5082, %5080, %5061, %5042
  %5100 = phi <16 x float> [ %5088, %5082 ], [ %5095, %5089 ], [ %5098, %5096 ], [ %5062, %5061 ], [ %5081, %5080 ], [ %4020, %5042 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5100, ptr align 1 %5041, <16 x i1> %4035)
  %5101 = add i64 %631, %4037
  %5102 = getelementptr inbounds float, ptr %332, i64 %5101
  %5103 = getelementptr inbounds float, ptr %330, i64 %5101
  switch i64 %179, label %1208 [
    i64 1, label %5118
    i64 2, label %5111
    i64 3, label %5104
    i64 0, label %5162
  ]

5104:                                             ; preds = %5099
  %5105 = bitcast <16 x float> %4019 to <8 x i64>
  %5106 = and <8 x i64> %5105, %64
  %5107 = fcmp oeq <16 x float> %4019, %39
  %5108 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %4019, i32 4)
  %5109 = bitcast <8 x i64> %5106 to <16 x float>
  %5110 = select <16 x i1> %5107, <16 x float> %5109, <16 x float> %5108
  br label %5121

5111:                                             ; preds = %5099
  %5112 = bitcast <16 x float> %4019 to <8 x i64>
  %5113 = or <8 x i64> %5112, %65
  %5114 = fcmp oeq <16 x float> %4019, %42
  %5115 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %4019, i32 4)
  %5116 = bitcast <8 x i64> %5113 to <16 x float>
  %5117 = select <16 x i1> %5114, <16 x float> %5116, <16 x float> %5115
  br label %5121

5118:                                             ; preds = %5099
  %5119 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5103, <16 x i1> %4038, <16 x float> zeroinitializer)
  %5120 = fadd <16 x float> %4019, %5119
  br label %5121

5121:                                             ; preds = %5118, %5111, %5104
  %5122 = phi <16 x float> [ %5120, %5118 ], [ %5117, %5111 ], [ %5110, %5104 ]
  switch i64 %181, label %1208 [
    i64 1, label %5137
    i64 2, label %5130
    i64 3, label %5123
    i64 0, label %5162
  ]

5123:                                             ; preds = %5121
  %5124 = bitcast <16 x float> %5122 to <8 x i64>
  %5125 = and <8 x i64> %5124, %64
  %5126 = fcmp oeq <16 x float> %5122, %39
  %5127 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %5122, i32 4)
  %5128 = bitcast <8 x i64> %5125 to <16 x float>
  %5129 = select <16 x i1> %5126, <16 x float> %5128, <16 x float> %5127
  br label %5140

5130:                                             ; preds = %5121
  %5131 = bitcast <16 x float> %5122 to <8 x i64>
  %5132 = or <8 x i64> %5131, %65
  %5133 = fcmp oeq <16 x float> %5122, %42
  %5134 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %5122, i32 4)
  %5135 = bitcast <8 x i64> %5132 to <16 x float>
  %5136 = select <16 x i1> %5133, <16 x float> %5135, <16 x float> %5134
  br label %5140

5137:                                             ; preds = %5121
  %5138 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5103, <16 x i1> %4038, <16 x float> zeroinitializer)
  %5139 = fadd <16 x float> %5122, %5138
  br label %5140

5140:                                             ; preds = %5137, %5130, %5123
  %5141 = phi <16 x float> [ %5139, %5137 ], [ %5136, %5130 ], [ %5129, %5123 ]
  switch i64 %183, label %1208 [
    i64 1, label %5156
    i64 2, label %5149
    i64 3, label %5142
    i64 0, label %5162
  ]

5142:                                             ; preds = %5140
  %5143 = bitcast <16 x float> %5141 to <8 x i64>
  %5144 = and <8 x i64> %5143, %64
  %5145 = fcmp oeq <16 x float> %5141, %39
  %5146 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %5141, i32 4)
  %5147 = bitcast <8 x i64> %5144 to <16 x float>
  %5148 = select <16 x i1> %5145, <16 x float> %5147, <16 x float> %5146
  br label %5162

5149:                                             ; preds = %5140
  %5150 = bitcast <16 x float> %5141 to <8 x i64>
  %5151 = or <8 x i64> %5150, %65
  %5152 = fcmp oeq <16 x float> %5141, %42
  %5153 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %5141, i32 4)
  %5154 = bitcast <8 x i64> %5151 to <16 x float>
  %5155 = select <16 x i1> %5152, <16 x float> %5154, <16 x float> %5153
  br label %5162

5156:                                             ; preds = %5140
  %5157 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5103, <16 x i1> %4038, <16 x float> zeroinitializer)
  %5158 = fadd <16 x float> %5141, %5157
  br label %5162

5159:                                             ; preds = %5036
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4020, ptr align 1 %5041, <16 x i1> %4039)
  %5160 = getelementptr float, ptr %632, i64 %4040
  %5161 = getelementptr float, ptr %5160, i64 %718
  br label %5162

5162:                                             ; preds = %5159, %5156, %5149, %5142, %5140, %5121, %5099
  %5163 = phi ptr [ %5161, %5159 ], [ %5102, %5142 ], [ %5102, %5149 ], [ %5102, %5156 ], [ %5102, %5140 ], [ %5102, %5121 ], [ %5102, %5099 ]
  %5164 = phi <16 x i1> [ %4041, %5159 ], [ %4038, %5142 ], [ %4038, %5149 ], [ %4038, %5156 ], [ %4038, %5140 ], [ %4038, %5121 ], [ %4038, %5099 ]
  %5165 = phi <16 x float> [ %4019, %5159 ], [ %5148, %5142 ], [ %5155, %5149 ], [ %5158, %5156 ], [ %5141, %5140 ], [ %5122, %5121 ], [ %4019, %5099 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5165, ptr align 1 %5163, <16 x i1> %5164)
  %5166 = add i64 %634, %4034
  %5167 = getelementptr inbounds float, ptr %332, i64 %5166
  br i1 %63, label %5285, label %5168

5168:                                             ; preds = %5162
  %5169 = getelementptr inbounds float, ptr %330, i64 %5166
  switch i64 %174, label %1208 [
    i64 1, label %5184
    i64 2, label %5177
    i64 3, label %5170
    i64 0, label %5225
  ]

5170:                                             ; preds = %5168
  %5171 = bitcast <16 x float> %4018 to <8 x i64>
  %5172 = and <8 x i64> %5171, %64
  %5173 = fcmp oeq <16 x float> %4018, %39
  %5174 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %4018, i32 4)
  %5175 = bitcast <8 x i64> %5172 to <16 x float>
  %5176 = select <16 x i1> %5173, <16 x float> %5175, <16 x float> %5174
  br label %5187

5177:                                             ; preds = %5168
  %5178 = bitcast <16 x float> %4018 to <8 x i64>
  %5179 = or <8 x i64> %5178, %65
  %5180 = fcmp oeq <16 x float> %4018, %42
  %5181 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %4018, i32 4)
  %5182 = bitcast <8 x i64> %5179 to <16 x float>
  %5183 = select <16 x i1> %5180, <16 x float> %5182, <16 x float> %5181
  br label %5187

5184:                                             ; preds = %5168
  %5185 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5169, <16 x i1> %4035, <16 x float> zeroinitializer)
  %5186 = fadd <16 x float> %4018, %5185
  br label %5187

5187:                                             ; preds = %5184, %5177, %5170
  %5188 = phi <16 x float> [ %5186, %5184 ], [ %5183, %5177 ], [ %5176, %5170 ]
  switch i64 %176, label %1208 [
    i64 1, label %5203
    i64 2, label %5196
    i64 3, label %5189
    i64 0, label %5225
  ]

5189:                                             ; preds = %5187
  %5190 = bitcast <16 x float> %5188 to <8 x i64>
  %5191 = and <8 x i64> %5190, %64
  %5192 = fcmp oeq <16 x float> %5188, %39
  %5193 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %5188, i32 4)
  %5194 = bitcast <8 x i64> %5191 to <16 x float>
  %5195 = select <16 x i1> %5192, <16 x float> %5194, <16 x float> %5193
  br label %5206

5196:                                             ; preds = %5187
  %5197 = bitcast <16 x float> %5188 to <8 x i64>
  %5198 = or <8 x i64> %5197, %65
  %5199 = fcmp oeq <16 x float> %5188, %42
  %5200 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %5188, i32 4)
  %5201 = bitcast <8 x i64> %5198 to <16 x float>
  %5202 = select <16 x i1> %5199, <16 x float> %5201, <16 x float> %5200
  br label %5206

5203:                                             ; preds = %5187
  %5204 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5169, <16 x i1> %4035, <16 x float> zeroinitializer)
  %5205 = fadd <16 x float> %5188, %5204
  br label %5206

5206:                                             ; preds = %5203, %5196, %5189
  %5207 = phi <16 x float> [ %5205, %5203 ], [ %5202, %5196 ], [ %5195, %5189 ]
  switch i64 %178, label %1208 [
    i64 1, label %5222
    i64 2, label %5215
    i64 3, label %5208
    i64 0, label %5225
  ]

5208:                                             ; preds = %5206
  %5209 = bitcast <16 x float> %5207 to <8 x i64>
  %5210 = and <8 x i64> %5209, %64
  %5211 = fcmp oeq <16 x float> %5207, %39
  %5212 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %5207, i32 4)
  %5213 = bitcast <8 x i64> %5210 to <16 x float>
  %5214 = select <16 x i1> %5211, <16 x float> %5213, <16 x float> %5212
  br label %5225

5215:                                             ; preds = %5206
  %5216 = bitcast <16 x float> %5207 to <8 x i64>
  %5217 = or <8 x i64> %5216, %65
  %5218 = fcmp oeq <16 x float> %5207, %42
  %5219 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %5207, i32 4)
  %5220 = bitcast <8 x i64> %5217 to <16 x float>
  %5221 = select <16 x i1> %5218, <16 x float> %5220, <16 x float> %5219
  br label %5225

5222:                                             ; preds = %5206
  %5223 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5169, <16 x i1> %4035, <16 x float> zeroinitializer)
  %5224 = fadd <16 x float> %5207, %5223
  br label %5225

5225:                                             ; preds = %5222, %5215, %5208, %5206, %5187, %5168
  %5226 = phi <16 x float> [ %5214, %5208 ], [ %5221, %5215 ], [ %5224, %5222 ], [ %5188, %5187 ], [ %5207, %5206 ], [ %4018, %5168 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5226, ptr align 1 %5167, <16 x i1> %4035)
  %5227 = add i64 %634, %4037
  %5228 = getelementptr inbounds float, ptr %332, i64 %5227
  %5229 = getelementptr inbounds float, ptr %330, i64 %5227
  switch i64 %179, label %1208 [
    i64 1, label %5244
    i64 2, label %5237
    i64 3, label %5230
    i64 0, label %5288
  ]

5230:                                             ; preds = %5225
  %5231 = bitcast <16 x float> %4017 to <8 x i64>
  %5232 = and <8 x i64> %5231, %64
  %5233 = fcmp oeq <16 x float> %4017, %39
  %5234 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %4017, i32 4)
  %5235 = bitcast <8 x i64> %5232 to <16 x float>
  %5236 = select <16 x i1> %5233, <16 x float> %5235, <16 x float> %5234
  br label %5247

5237:                                             ; preds = %5225
  %5238 = bitcast <16 x float> %4017 to <8 x i64>
  %5239 = or <8 x i64> %5238, %65
  %5240 = fcmp oeq <16 x float> %4017, %42
  %5241 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %4017, i32 4)
  %5242 = bitcast <8 x i64> %5239 to <16 x float>
  %5243 = select <16 x i1> %5240, <16 x float> %5242, <16 x float> %5241
  br label %5247

5244:                                             ; preds = %5225
  %5245 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5229, <16 x i1> %4038, <16 x float> zeroinitializer)
  %5246 = fadd <16 x float> %4017, %5245
  br label %5247

5247:                                             ; preds = %5244, %5237, %5230
  %5248 = phi <16 x float> [ %5246, %5244 ], [ %5243, %5237 ], [ %5236, %5230 ]
  switch i64 %181, label %1208 [
    i64 1, label %5263
    i64 2, label %5256
    i64 3, label %5249
    i64 0, label %5288
  ]

5249:                                             ; preds = %5247
  %5250 = bitcast <16 x float> %5248 to <8 x i64>
  %5251 = and <8 x i64> %5250, %64
  %5252 = fcmp oeq <16 x float> %5248, %39
  %5253 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %5248, i32 4)
  %5254 = bitcast <8 x i64> %5251 to <16 x float>
  %5255 = select <16 x i1> %5252, <16 x float> %5254, <16 x float> %5253
  br label %5266

5256:                                             ; preds = %5247
  %5257 = bitcast <16 x float> %5248 to <8 x i64>
  %5258 = or <8 x i64> %5257, %65
  %5259 = fcmp oeq <16 x float> %5248, %42
  %5260 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %5248, i32 4)
  %5261 = bitcast <8 x i64> %5258 to <16 x float>
  %5262 = select <16 x i1> %5259, <16 x float> %5261, <16 x float> %5260
  br label %5266

5263:                                             ; preds = %5247
  %5264 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5229, <16 x i1> %4038, <16 x float> zeroinitializer)
  %5265 = fadd <16 x float> %5248, %5264
  br label %5266

5266:                                             ; preds = %5263, %5256, %5249
  %5267 = phi <16 x float> [ %5265, %5263 ], [ %5262, %5256 ], [ %5255, %5249 ]
  switch i64 %183, label %1208 [
    i64 1, label %5282
    i64 2, label %5275
    i64 3, label %5268
    i64 0, label %5288
  ]

5268:                                             ; preds = %5266
  %5269 = bitcast <16 x float> %5267 to <8 x i64>
  %5270 = and <8 x i64> %5269, %64
  %5271 = fcmp oeq <16 x float> %5267, %39
  %5272 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %5267, i32 4)
  %5273 = bitcast <8 x i64> %5270 to <16 x float>
  %5274 = select <16 x i1> %5271, <16 x float> %5273, <16 x float> %5272
  br label %5288

5275:                                             ; preds = %5266
  %5276 = bitcast <16 x float> %5267 to <8 x i64>
  %5277 = or <8 x i64> %5276, %65
  %5278 = fcmp oeq <16 x float> %5267, %42
  %5279 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %5267, i32 4)
  %5280 = bitcast <8 x i64> %5277 to <16 x float>
  %5281 = select <16 x i1> %5278, <16 x float> %5280, <16 x float> %5279
  br label %5288

5282:                                             ; preds = %5266
  %5283 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5229, <16 x i1> %4038, <16 x float> zeroinitializer)
  %5284 = fadd <16 x float> %5267, %5283
  br label %5288

5285:                                             ; preds = %5162
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4018, ptr align 1 %5167, <16 x i1> %4039)
  %5286 = getelementptr float, ptr %635, i64 %4040
  %5287 = getelementptr float, ptr %5286, i64 %718
  br label %5288

5288:                                             ; preds = %5285, %5282, %5275, %5268, %5266, %5247, %5225
  %5289 = phi ptr [ %5287, %5285 ], [ %5228, %5268 ], [ %5228, %5275 ], [ %5228, %5282 ], [ %5228, %5266 ], [ %5228, %5247 ], [ %5228, %5225 ]
  %5290 = phi <16 x i1> [ %4041, %5285 ], [ %4038, %5268 ], [ %4038, %5275 ], [ %4038, %5282 ], [ %4038, %5266 ], [ %4038, %5247 ], [ %4038, %5225 ]
  %5291 = phi <16 x float> [ %4017, %5285 ], [ %5274, %5268 ], [ %5281, %5275 ], [ %5284, %5282 ], [ %5267, %5266 ], [ %5248, %5247 ], [ %4017, %5225 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5291, ptr align 1 %5289, <16 x i1> %5290)
  br label %11115

5292:                                             ; preds = %941
  %5293 = sub nsw i64 %10, %712
  %5294 = icmp sgt i64 %5293, 15
  %5295 = trunc i64 %5293 to i32
  %5296 = shl nsw i32 -1, %5295
  %5297 = trunc i32 %5296 to i16
  %5298 = xor i16 %5297, -1
  %5299 = select i1 %5294, i16 -1, i16 %5298
  %5300 = sub nsw i64 %10, %718
  %5301 = icmp sgt i64 %5300, 15
  %5302 = trunc i64 %5300 to i32
  %5303 = shl nsw i32 -1, %5302
  %5304 = trunc i32 %5303 to i16
  %5305 = xor i16 %5304, -1
  %5306 = select i1 %5301, i16 -1, i16 %5305
  %5307 = sub nsw i64 %10, %724
  %5308 = icmp sgt i64 %5307, 15
  %5309 = trunc i64 %5307 to i32
  %5310 = shl nsw i32 -1, %5309
  %5311 = trunc i32 %5310 to i16
  %5312 = xor i16 %5311, -1
  %5313 = select i1 %5308, i16 -1, i16 %5312
  %5314 = bitcast i16 %5299 to <16 x i1>
  %5315 = mul nsw i64 %710, %10
  %5316 = bitcast i16 %5306 to <16 x i1>
  %5317 = mul nsw i64 %716, %10
  %5318 = bitcast i16 %5313 to <16 x i1>
  %5319 = mul nsw i64 %722, %10
  br i1 %58, label %5332, label %5324

5320:                                             ; preds = %5496
  %5321 = mul nsw i64 %710, %13
  %5322 = mul nsw i64 %716, %13
  %5323 = mul nsw i64 %722, %13
  br label %5541

5324:                                             ; preds = %5292
  %5325 = load float, ptr %341, align 4
  %5326 = insertelement <16 x float> poison, float %5325, i64 0
  %5327 = shufflevector <16 x float> %5326, <16 x float> poison, <16 x i32> zeroinitializer
  %5328 = insertelement <16 x float> poison, float %5325, i64 0
  %5329 = shufflevector <16 x float> %5328, <16 x float> poison, <16 x i32> zeroinitializer
  %5330 = insertelement <16 x float> poison, float %5325, i64 0
  %5331 = shufflevector <16 x float> %5330, <16 x float> poison, <16 x i32> zeroinitializer
  br label %5342

5332:                                             ; preds = %5292
  %5333 = getelementptr inbounds float, ptr %523, i64 %5315
  %5334 = getelementptr inbounds float, ptr %5333, i64 %712
  %5335 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5334, <16 x i1> %5314, <16 x float> zeroinitializer)
  %5336 = getelementptr inbounds float, ptr %523, i64 %5317
  %5337 = getelementptr inbounds float, ptr %5336, i64 %718
  %5338 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5337, <16 x i1> %5316, <16 x float> zeroinitializer)
  %5339 = getelementptr inbounds float, ptr %523, i64 %5319
  %5340 = getelementptr inbounds float, ptr %5339, i64 %724
  %5341 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5340, <16 x i1> %5318, <16 x float> zeroinitializer)
  br label %5342

5342:                                             ; preds = %5332, %5324
  %5343 = phi <16 x float> [ %5338, %5332 ], [ %5329, %5324 ]
  %5344 = phi <16 x float> [ %5335, %5332 ], [ %5327, %5324 ]
  %5345 = phi <16 x float> [ %5341, %5332 ], [ %5331, %5324 ]
  br i1 %58, label %5354, label %5346

5346:                                             ; preds = %5342
  %5347 = load float, ptr %524, align 4
  %5348 = insertelement <16 x float> poison, float %5347, i64 0
  %5349 = shufflevector <16 x float> %5348, <16 x float> poison, <16 x i32> zeroinitializer
  %5350 = insertelement <16 x float> poison, float %5347, i64 0
  %5351 = shufflevector <16 x float> %5350, <16 x float> poison, <16 x i32> zeroinitializer
  %5352 = insertelement <16 x float> poison, float %5347, i64 0
  %5353 = shufflevector <16 x float> %5352, <16 x float> poison, <16 x i32> zeroinitializer
  br label %5364

5354:                                             ; preds = %5342
  %5355 = getelementptr inbounds float, ptr %527, i64 %5315
  %5356 = getelementptr inbounds float, ptr %5355, i64 %712
  %5357 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5356, <16 x i1> %5314, <16 x float> zeroinitializer)
  %5358 = getelementptr inbounds float, ptr %527, i64 %5317
  %5359 = getelementptr inbounds float, ptr %5358, i64 %718
  %5360 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5359, <16 x i1> %5316, <16 x float> zeroinitializer)
  %5361 = getelementptr inbounds float, ptr %527, i64 %5319
  %5362 = getelementptr inbounds float, ptr %5361, i64 %724
  %5363 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5362, <16 x i1> %5318, <16 x float> zeroinitializer)
  br label %5364

5364:                                             ; preds = %5354, %5346
  %5365 = phi <16 x float> [ %5360, %5354 ], [ %5351, %5346 ]
  %5366 = phi <16 x float> [ %5357, %5354 ], [ %5349, %5346 ]
  %5367 = phi <16 x float> [ %5363, %5354 ], [ %5353, %5346 ]
  br i1 %58, label %5376, label %5368

5368:                                             ; preds = %5364
  %5369 = load float, ptr %528, align 4
  %5370 = insertelement <16 x float> poison, float %5369, i64 0
  %5371 = shufflevector <16 x float> %5370, <16 x float> poison, <16 x i32> zeroinitializer
  %5372 = insertelement <16 x float> poison, float %5369, i64 0
  %5373 = shufflevector <16 x float> %5372, <16 x float> poison, <16 x i32> zeroinitializer
  %5374 = insertelement <16 x float> poison, float %5369, i64 0
  %5375 = shufflevector <16 x float> %5374, <16 x float> poison, <16 x i32> zeroinitializer
  br label %5386

5376:                                             ; preds = %5364
  %5377 = getelementptr inbounds float, ptr %531, i64 %5315
  %5378 = getelementptr inbounds float, ptr %5377, i64 %712
  %5379 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5378, <16 x i1> %5314, <16 x float> zeroinitializer)
  %5380 = getelementptr inbounds float, ptr %531, i64 %5317
  %5381 = getelementptr inbounds float, ptr %5380, i64 %718
  %5382 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5381, <16 x i1> %5316, <16 x float> zeroinitializer)
  %5383 = getelementptr inbounds float, ptr %531, i64 %5319
  %5384 = getelementptr inbounds float, ptr %5383, i64 %724
  %5385 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5384, <16 x i1> %5318, <16 x float> zeroinitializer)
  br label %5386

5386:                                             ; preds = %5376, %5368
  %5387 = phi <16 x float> [ %5382, %5376 ], [ %5373, %5368 ]
  %5388 = phi <16 x float> [ %5379, %5376 ], [ %5371, %5368 ]
  %5389 = phi <16 x float> [ %5385, %5376 ], [ %5375, %5368 ]
  br i1 %58, label %5398, label %5390

5390:                                             ; preds = %5386
  %5391 = load float, ptr %532, align 4
  %5392 = insertelement <16 x float> poison, float %5391, i64 0
  %5393 = shufflevector <16 x float> %5392, <16 x float> poison, <16 x i32> zeroinitializer
  %5394 = insertelement <16 x float> poison, float %5391, i64 0
  %5395 = shufflevector <16 x float> %5394, <16 x float> poison, <16 x i32> zeroinitializer
  %5396 = insertelement <16 x float> poison, float %5391, i64 0
  %5397 = shufflevector <16 x float> %5396, <16 x float> poison, <16 x i32> zeroinitializer
  br label %5408

5398:                                             ; preds = %5386
  %5399 = getelementptr inbounds float, ptr %535, i64 %5315
  %5400 = getelementptr inbounds float, ptr %5399, i64 %712
  %5401 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5400, <16 x i1> %5314, <16 x float> zeroinitializer)
  %5402 = getelementptr inbounds float, ptr %535, i64 %5317
  %5403 = getelementptr inbounds float, ptr %5402, i64 %718
  %5404 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5403, <16 x i1> %5316, <16 x float> zeroinitializer)
  %5405 = getelementptr inbounds float, ptr %535, i64 %5319
  %5406 = getelementptr inbounds float, ptr %5405, i64 %724
  %5407 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5406, <16 x i1> %5318, <16 x float> zeroinitializer)
  br label %5408

5408:                                             ; preds = %5398, %5390
  %5409 = phi <16 x float> [ %5404, %5398 ], [ %5395, %5390 ]
  %5410 = phi <16 x float> [ %5401, %5398 ], [ %5393, %5390 ]
  %5411 = phi <16 x float> [ %5407, %5398 ], [ %5397, %5390 ]
  br i1 %58, label %5420, label %5412

5412:                                             ; preds = %5408
  %5413 = load float, ptr %536, align 4
  %5414 = insertelement <16 x float> poison, float %5413, i64 0
  %5415 = shufflevector <16 x float> %5414, <16 x float> poison, <16 x i32> zeroinitializer
  %5416 = insertelement <16 x float> poison, float %5413, i64 0
  %5417 = shufflevector <16 x float> %5416, <16 x float> poison, <16 x i32> zeroinitializer
  %5418 = insertelement <16 x float> poison, float %5413, i64 0
  %5419 = shufflevector <16 x float> %5418, <16 x float> poison, <16 x i32> zeroinitializer
  br label %5430

5420:                                             ; preds = %5408
  %5421 = getelementptr inbounds float, ptr %539, i64 %5315
  %5422 = getelementptr inbounds float, ptr %5421, i64 %712
  %5423 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5422, <16 x i1> %5314, <16 x float> zeroinitializer)
  %5424 = getelementptr inbounds float, ptr %539, i64 %5317
  %5425 = getelementptr inbounds float, ptr %5424, i64 %718
  %5426 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5425, <16 x i1> %5316, <16 x float> zeroinitializer)
  %5427 = getelementptr inbounds float, ptr %539, i64 %5319
  %5428 = getelementptr inbounds float, ptr %5427, i64 %724
  %5429 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5428, <16 x i1> %5318, <16 x float> zeroinitializer)
  br label %5430

5430:                                             ; preds = %5420, %5412
  %5431 = phi <16 x float> [ %5426, %5420 ], [ %5417, %5412 ]
  %5432 = phi <16 x float> [ %5423, %5420 ], [ %5415, %5412 ]
  %5433 = phi <16 x float> [ %5429, %5420 ], [ %5419, %5412 ]
  br i1 %58, label %5442, label %5434

5434:                                             ; preds = %5430
  %5435 = load float, ptr %540, align 4
  %5436 = insertelement <16 x float> poison, float %5435, i64 0
  %5437 = shufflevector <16 x float> %5436, <16 x float> poison, <16 x i32> zeroinitializer
  %5438 = insertelement <16 x float> poison, float %5435, i64 0
  %5439 = shufflevector <16 x float> %5438, <16 x float> poison, <16 x i32> zeroinitializer
  %5440 = insertelement <16 x float> poison, float %5435, i64 0
  %5441 = shufflevector <16 x float> %5440, <16 x float> poison, <16 x i32> zeroinitializer
  br label %5452

5442:                                             ; preds = %5430
  %5443 = getelementptr inbounds float, ptr %543, i64 %5315
  %5444 = getelementptr inbounds float, ptr %5443, i64 %712
  %5445 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5444, <16 x i1> %5314, <16 x float> zeroinitializer)
  %5446 = getelementptr inbounds float, ptr %543, i64 %5317
  %5447 = getelementptr inbounds float, ptr %5446, i64 %718
  %5448 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5447, <16 x i1> %5316, <16 x float> zeroinitializer)
  %5449 = getelementptr inbounds float, ptr %543, i64 %5319
  %5450 = getelementptr inbounds float, ptr %5449, i64 %724
  %5451 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5450, <16 x i1> %5318, <16 x float> zeroinitializer)
  br label %5452

5452:                                             ; preds = %5442, %5434
  %5453 = phi <16 x float> [ %5448, %5442 ], [ %5439, %5434 ]
  %5454 = phi <16 x float> [ %5445, %5442 ], [ %5437, %5434 ]
  %5455 = phi <16 x float> [ %5451, %5442 ], [ %5441, %5434 ]
  br i1 %58, label %5464, label %5456

5456:                                             ; preds = %5452
  %5457 = load float, ptr %544, align 4
  %5458 = insertelement <16 x float> poison, float %5457, i64 0
  %5459 = shufflevector <16 x float> %5458, <16 x float> poison, <16 x i32> zeroinitializer
  %5460 = insertelement <16 x float> poison, float %5457, i64 0
  %5461 = shufflevector <16 x float> %5460, <16 x float> poison, <16 x i32> zeroinitializer
  %5462 = insertelement <16 x float> poison, float %5457, i64 0
  %5463 = shufflevector <16 x float> %5462, <16 x float> poison, <16 x i32> zeroinitializer
  br label %5474

5464:                                             ; preds = %5452
  %5465 = getelementptr inbounds float, ptr %547, i64 %5315
  %5466 = getelementptr inbounds float, ptr %5465, i64 %712
  %5467 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5466, <16 x i1> %5314, <16 x float> zeroinitializer)
  %5468 = getelementptr inbounds float, ptr %547, i64 %5317
  %5469 = getelementptr inbounds float, ptr %5468, i64 %718
  %5470 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5469, <16 x i1> %5316, <16 x float> zeroinitializer)
  %5471 = getelementptr inbounds float, ptr %547, i64 %5319
  %5472 = getelementptr inbounds float, ptr %5471, i64 %724
  %5473 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5472, <16 x i1> %5318, <16 x float> zeroinitializer)
  br label %5474

5474:                                             ; preds = %5464, %5456
  %5475 = phi <16 x float> [ %5470, %5464 ], [ %5461, %5456 ]
  %5476 = phi <16 x float> [ %5467, %5464 ], [ %5459, %5456 ]
  %5477 = phi <16 x float> [ %5473, %5464 ], [ %5463, %5456 ]
  br i1 %58, label %5486, label %5478

5478:                                             ; preds = %5474
  %5479 = load float, ptr %548, align 4
  %5480 = insertelement <16 x float> poison, float %5479, i64 0
  %5481 = shufflevector <16 x float> %5480, <16 x float> poison, <16 x i32> zeroinitializer
  %5482 = insertelement <16 x float> poison, float %5479, i64 0
  %5483 = shufflevector <16 x float> %5482, <16 x float> poison, <16 x i32> zeroinitializer
  %5484 = insertelement <16 x float> poison, float %5479, i64 0
  %5485 = shufflevector <16 x float> %5484, <16 x float> poison, <16 x i32> zeroinitializer
  br label %5496

5486:                                             ; preds = %5474
  %5487 = getelementptr inbounds float, ptr %551, i64 %5315
  %5488 = getelementptr inbounds float, ptr %5487, i64 %712
  %5489 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5488, <16 x i1> %5314, <16 x float> zeroinitializer)
  %5490 = getelementptr inbounds float, ptr %551, i64 %5317
  %5491 = getelementptr inbounds float, ptr %5490, i64 %718
  %5492 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5491, <16 x i1> %5316, <16 x float> zeroinitializer)
  %5493 = getelementptr inbounds float, ptr %551, i64 %5319
  %5494 = getelementptr inbounds float, ptr %5493, i64 %724
  %5495 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5494, <16 x i1> %5318, <16 x float> zeroinitializer)
  br label %5496

5496:                                             ; preds = %5486, %5478
  %5497 = phi <16 x float> [ %5492, %5486 ], [ %5483, %5478 ]
  %5498 = phi <16 x float> [ %5489, %5486 ], [ %5481, %5478 ]
  %5499 = phi <16 x float> [ %5495, %5486 ], [ %5485, %5478 ]
  br i1 %60, label %5320, label %5500

5500:                                             ; preds = %5589, %5496
  %5501 = phi <16 x float> [ %5499, %5496 ], [ %5590, %5589 ]
  %5502 = phi <16 x float> [ %5497, %5496 ], [ %5591, %5589 ]
  %5503 = phi <16 x float> [ %5498, %5496 ], [ %5592, %5589 ]
  %5504 = phi <16 x float> [ %5477, %5496 ], [ %5593, %5589 ]
  %5505 = phi <16 x float> [ %5475, %5496 ], [ %5594, %5589 ]
  %5506 = phi <16 x float> [ %5476, %5496 ], [ %5595, %5589 ]
  %5507 = phi <16 x float> [ %5455, %5496 ], [ %5596, %5589 ]
  %5508 = phi <16 x float> [ %5453, %5496 ], [ %5597, %5589 ]
  %5509 = phi <16 x float> [ %5454, %5496 ], [ %5598, %5589 ]
  %5510 = phi <16 x float> [ %5433, %5496 ], [ %5599, %5589 ]
  %5511 = phi <16 x float> [ %5431, %5496 ], [ %5608, %5589 ]
  %5512 = phi <16 x float> [ %5432, %5496 ], [ %5609, %5589 ]
  %5513 = phi <16 x float> [ %5411, %5496 ], [ %5610, %5589 ]
  %5514 = phi <16 x float> [ %5409, %5496 ], [ %5611, %5589 ]
  %5515 = phi <16 x float> [ %5410, %5496 ], [ %5612, %5589 ]
  %5516 = phi <16 x float> [ %5389, %5496 ], [ %5613, %5589 ]
  %5517 = phi <16 x float> [ %5387, %5496 ], [ %5600, %5589 ]
  %5518 = phi <16 x float> [ %5388, %5496 ], [ %5601, %5589 ]
  %5519 = phi <16 x float> [ %5367, %5496 ], [ %5602, %5589 ]
  %5520 = phi <16 x float> [ %5365, %5496 ], [ %5603, %5589 ]
  %5521 = phi <16 x float> [ %5366, %5496 ], [ %5604, %5589 ]
  %5522 = phi <16 x float> [ %5345, %5496 ], [ %5605, %5589 ]
  %5523 = phi <16 x float> [ %5343, %5496 ], [ %5606, %5589 ]
  %5524 = phi <16 x float> [ %5344, %5496 ], [ %5607, %5589 ]
  %5525 = mul nsw i64 %710, %10
  %5526 = add i64 %5525, %712
  %5527 = bitcast i16 %5299 to <16 x i1>
  %5528 = mul nsw i64 %716, %10
  %5529 = add i64 %5528, %718
  %5530 = bitcast i16 %5306 to <16 x i1>
  %5531 = mul nsw i64 %722, %10
  %5532 = add i64 %5531, %724
  %5533 = bitcast i16 %5313 to <16 x i1>
  %5534 = bitcast i16 %5299 to <16 x i1>
  %5535 = mul nsw i64 %716, %10
  %5536 = bitcast i16 %5306 to <16 x i1>
  %5537 = mul nsw i64 %722, %10
  %5538 = bitcast i16 %5313 to <16 x i1>
  %5539 = add i64 %552, %5526
  %5540 = getelementptr inbounds float, ptr %332, i64 %5539
  br i1 %63, label %6013, label %5836

5541:                                             ; preds = %5320, %5589
  %5542 = phi <16 x float> [ %5590, %5589 ], [ %5499, %5320 ]
  %5543 = phi <16 x float> [ %5591, %5589 ], [ %5497, %5320 ]
  %5544 = phi <16 x float> [ %5592, %5589 ], [ %5498, %5320 ]
  %5545 = phi <16 x float> [ %5593, %5589 ], [ %5477, %5320 ]
  %5546 = phi <16 x float> [ %5594, %5589 ], [ %5475, %5320 ]
  %5547 = phi <16 x float> [ %5595, %5589 ], [ %5476, %5320 ]
  %5548 = phi <16 x float> [ %5596, %5589 ], [ %5455, %5320 ]
  %5549 = phi <16 x float> [ %5597, %5589 ], [ %5453, %5320 ]
  %5550 = phi <16 x float> [ %5598, %5589 ], [ %5454, %5320 ]
  %5551 = phi <16 x float> [ %5599, %5589 ], [ %5433, %5320 ]
  %5552 = phi <16 x float> [ %5600, %5589 ], [ %5387, %5320 ]
  %5553 = phi <16 x float> [ %5601, %5589 ], [ %5388, %5320 ]
  %5554 = phi <16 x float> [ %5602, %5589 ], [ %5367, %5320 ]
  %5555 = phi <16 x float> [ %5603, %5589 ], [ %5365, %5320 ]
  %5556 = phi <16 x float> [ %5604, %5589 ], [ %5366, %5320 ]
  %5557 = phi <16 x float> [ %5605, %5589 ], [ %5345, %5320 ]
  %5558 = phi <16 x float> [ %5606, %5589 ], [ %5343, %5320 ]
  %5559 = phi <16 x float> [ %5607, %5589 ], [ %5344, %5320 ]
  %5560 = phi <16 x float> [ %5608, %5589 ], [ %5431, %5320 ]
  %5561 = phi <16 x float> [ %5609, %5589 ], [ %5432, %5320 ]
  %5562 = phi <16 x float> [ %5610, %5589 ], [ %5411, %5320 ]
  %5563 = phi <16 x float> [ %5611, %5589 ], [ %5409, %5320 ]
  %5564 = phi <16 x float> [ %5612, %5589 ], [ %5410, %5320 ]
  %5565 = phi <16 x float> [ %5613, %5589 ], [ %5389, %5320 ]
  %5566 = phi i64 [ %5614, %5589 ], [ 0, %5320 ]
  br i1 %61, label %5567, label %5589

5567:                                             ; preds = %5541
  %5568 = sub i64 %5566, %15
  %5569 = mul nuw nsw i64 %5566, %12
  %5570 = getelementptr inbounds nuw float, ptr %342, i64 %5569
  %5571 = add i64 %5568, %5321
  %5572 = icmp sgt i64 %5571, -1
  %5573 = icmp slt i64 %5571, %7
  %5574 = and i1 %5572, %5573
  %5575 = select i1 %5574, i64 %5571, i64 0
  %5576 = mul nsw i64 %5575, %8
  %5577 = add i64 %5568, %5322
  %5578 = icmp sgt i64 %5577, -1
  %5579 = icmp slt i64 %5577, %7
  %5580 = and i1 %5578, %5579
  %5581 = select i1 %5580, i64 %5577, i64 0
  %5582 = mul nsw i64 %5581, %8
  %5583 = add i64 %5568, %5323
  %5584 = icmp sgt i64 %5583, -1
  %5585 = icmp slt i64 %5583, %7
  %5586 = and i1 %5584, %5585
  %5587 = select i1 %5586, i64 %5583, i64 0
  %5588 = mul nsw i64 %5587, %8
  br label %5616

5589:                                             ; preds = %5699, %5541
  %5590 = phi <16 x float> [ %5542, %5541 ], [ %5700, %5699 ]
  %5591 = phi <16 x float> [ %5543, %5541 ], [ %5701, %5699 ]
  %5592 = phi <16 x float> [ %5544, %5541 ], [ %5702, %5699 ]
  %5593 = phi <16 x float> [ %5545, %5541 ], [ %5703, %5699 ]
  %5594 = phi <16 x float> [ %5546, %5541 ], [ %5704, %5699 ]
  %5595 = phi <16 x float> [ %5547, %5541 ], [ %5705, %5699 ]
  %5596 = phi <16 x float> [ %5548, %5541 ], [ %5706, %5699 ]
  %5597 = phi <16 x float> [ %5549, %5541 ], [ %5707, %5699 ]
  %5598 = phi <16 x float> [ %5550, %5541 ], [ %5708, %5699 ]
  %5599 = phi <16 x float> [ %5551, %5541 ], [ %5709, %5699 ]
  %5600 = phi <16 x float> [ %5552, %5541 ], [ %5710, %5699 ]
  %5601 = phi <16 x float> [ %5553, %5541 ], [ %5711, %5699 ]
  %5602 = phi <16 x float> [ %5554, %5541 ], [ %5712, %5699 ]
  %5603 = phi <16 x float> [ %5555, %5541 ], [ %5713, %5699 ]
  %5604 = phi <16 x float> [ %5556, %5541 ], [ %5714, %5699 ]
  %5605 = phi <16 x float> [ %5557, %5541 ], [ %5715, %5699 ]
  %5606 = phi <16 x float> [ %5558, %5541 ], [ %5716, %5699 ]
  %5607 = phi <16 x float> [ %5559, %5541 ], [ %5717, %5699 ]
  %5608 = phi <16 x float> [ %5560, %5541 ], [ %5718, %5699 ]
  %5609 = phi <16 x float> [ %5561, %5541 ], [ %5719, %5699 ]
  %5610 = phi <16 x float> [ %5562, %5541 ], [ %5720, %5699 ]
  %5611 = phi <16 x float> [ %5563, %5541 ], [ %5721, %5699 ]
  %5612 = phi <16 x float> [ %5564, %5541 ], [ %5722, %5699 ]
  %5613 = phi <16 x float> [ %5565, %5541 ], [ %5723, %5699 ]
  %5614 = add nuw nsw i64 %5566, 1
  %5615 = icmp eq i64 %5614, %11
  br i1 %5615, label %5500, label %5541

5616:                                             ; preds = %5567, %5699
  %5617 = phi <16 x float> [ %5542, %5567 ], [ %5700, %5699 ]
  %5618 = phi <16 x float> [ %5543, %5567 ], [ %5701, %5699 ]
  %5619 = phi <16 x float> [ %5544, %5567 ], [ %5702, %5699 ]
  %5620 = phi <16 x float> [ %5545, %5567 ], [ %5703, %5699 ]
  %5621 = phi <16 x float> [ %5546, %5567 ], [ %5704, %5699 ]
  %5622 = phi <16 x float> [ %5547, %5567 ], [ %5705, %5699 ]
  %5623 = phi <16 x float> [ %5548, %5567 ], [ %5706, %5699 ]
  %5624 = phi <16 x float> [ %5549, %5567 ], [ %5707, %5699 ]
  %5625 = phi <16 x float> [ %5550, %5567 ], [ %5708, %5699 ]
  %5626 = phi <16 x float> [ %5551, %5567 ], [ %5709, %5699 ]
  %5627 = phi <16 x float> [ %5552, %5567 ], [ %5710, %5699 ]
  %5628 = phi <16 x float> [ %5553, %5567 ], [ %5711, %5699 ]
  %5629 = phi <16 x float> [ %5554, %5567 ], [ %5712, %5699 ]
  %5630 = phi <16 x float> [ %5555, %5567 ], [ %5713, %5699 ]
  %5631 = phi <16 x float> [ %5556, %5567 ], [ %5714, %5699 ]
  %5632 = phi <16 x float> [ %5557, %5567 ], [ %5715, %5699 ]
  %5633 = phi <16 x float> [ %5558, %5567 ], [ %5716, %5699 ]
  %5634 = phi <16 x float> [ %5559, %5567 ], [ %5717, %5699 ]
  %5635 = phi <16 x float> [ %5560, %5567 ], [ %5718, %5699 ]
  %5636 = phi <16 x float> [ %5561, %5567 ], [ %5719, %5699 ]
  %5637 = phi <16 x float> [ %5562, %5567 ], [ %5720, %5699 ]
  %5638 = phi <16 x float> [ %5563, %5567 ], [ %5721, %5699 ]
  %5639 = phi <16 x float> [ %5564, %5567 ], [ %5722, %5699 ]
  %5640 = phi <16 x float> [ %5565, %5567 ], [ %5723, %5699 ]
  %5641 = phi i64 [ 0, %5567 ], [ %5724, %5699 ]
  %5642 = sub i64 %5641, %16
  %5643 = add i64 %5642, %712
  %5644 = add i64 %5642, %718
  %5645 = add i64 %5642, %724
  %5646 = getelementptr inbounds nuw float, ptr %5570, i64 %5641
  br i1 %62, label %5647, label %5699

5647:                                             ; preds = %5616
  %5648 = sub nsw i64 %8, %5645
  %5649 = tail call i64 @llvm.smin.i64(i64 %5648, i64 %5307)
  %5650 = tail call i64 @llvm.smin.i64(i64 %5649, i64 16)
  %5651 = icmp slt i64 %5645, 0
  %5652 = sub nsw i64 0, %5645
  %5653 = select i1 %5651, i64 %5652, i64 0
  %5654 = icmp sgt i64 %5650, %5653
  %5655 = select i1 %5586, i1 %5654, i1 false
  %5656 = trunc i64 %5653 to i32
  %5657 = shl nsw i32 -1, %5656
  %5658 = trunc i64 %5650 to i32
  %5659 = shl nsw i32 -1, %5658
  %5660 = xor i32 %5659, -1
  %5661 = and i32 %5657, %5660
  %5662 = trunc i32 %5661 to i16
  %5663 = select i1 %5655, i16 %5662, i16 0
  %5664 = sub nsw i64 %8, %5644
  %5665 = tail call i64 @llvm.smin.i64(i64 %5664, i64 %5300)
  %5666 = tail call i64 @llvm.smin.i64(i64 %5665, i64 16)
  %5667 = icmp slt i64 %5644, 0
  %5668 = sub nsw i64 0, %5644
  %5669 = select i1 %5667, i64 %5668, i64 0
  %5670 = icmp sgt i64 %5666, %5669
  %5671 = select i1 %5580, i1 %5670, i1 false
  %5672 = trunc i64 %5669 to i32
  %5673 = shl nsw i32 -1, %5672
  %5674 = trunc i64 %5666 to i32
  %5675 = shl nsw i32 -1, %5674
  %5676 = xor i32 %5675, -1
  %5677 = and i32 %5673, %5676
  %5678 = trunc i32 %5677 to i16
  %5679 = select i1 %5671, i16 %5678, i16 0
  %5680 = sub nsw i64 %8, %5643
  %5681 = tail call i64 @llvm.smin.i64(i64 %5680, i64 %5293)
  %5682 = tail call i64 @llvm.smin.i64(i64 %5681, i64 16)
  %5683 = icmp slt i64 %5643, 0
  %5684 = sub nsw i64 0, %5643
  %5685 = select i1 %5683, i64 %5684, i64 0
  %5686 = icmp sgt i64 %5682, %5685
  %5687 = select i1 %5574, i1 %5686, i1 false
  %5688 = trunc i64 %5685 to i32
  %5689 = shl nsw i32 -1, %5688
  %5690 = trunc i64 %5682 to i32
  %5691 = shl nsw i32 -1, %5690
  %5692 = xor i32 %5691, -1
  %5693 = and i32 %5689, %5692
  %5694 = trunc i32 %5693 to i16
  %5695 = select i1 %5687, i16 %5694, i16 0
  %5696 = bitcast i16 %5695 to <16 x i1>
  %5697 = bitcast i16 %5679 to <16 x i1>
  %5698 = bitcast i16 %5663 to <16 x i1>
  br label %5726

5699:                                             ; preds = %5726, %5616
  %5700 = phi <16 x float> [ %5617, %5616 ], [ %5833, %5726 ]
  %5701 = phi <16 x float> [ %5618, %5616 ], [ %5832, %5726 ]
  %5702 = phi <16 x float> [ %5619, %5616 ], [ %5831, %5726 ]
  %5703 = phi <16 x float> [ %5620, %5616 ], [ %5824, %5726 ]
  %5704 = phi <16 x float> [ %5621, %5616 ], [ %5823, %5726 ]
  %5705 = phi <16 x float> [ %5622, %5616 ], [ %5822, %5726 ]
  %5706 = phi <16 x float> [ %5623, %5616 ], [ %5815, %5726 ]
  %5707 = phi <16 x float> [ %5624, %5616 ], [ %5814, %5726 ]
  %5708 = phi <16 x float> [ %5625, %5616 ], [ %5813, %5726 ]
  %5709 = phi <16 x float> [ %5626, %5616 ], [ %5806, %5726 ]
  %5710 = phi <16 x float> [ %5627, %5616 ], [ %5787, %5726 ]
  %5711 = phi <16 x float> [ %5628, %5616 ], [ %5786, %5726 ]
  %5712 = phi <16 x float> [ %5629, %5616 ], [ %5779, %5726 ]
  %5713 = phi <16 x float> [ %5630, %5616 ], [ %5778, %5726 ]
  %5714 = phi <16 x float> [ %5631, %5616 ], [ %5777, %5726 ]
  %5715 = phi <16 x float> [ %5632, %5616 ], [ %5770, %5726 ]
  %5716 = phi <16 x float> [ %5633, %5616 ], [ %5769, %5726 ]
  %5717 = phi <16 x float> [ %5634, %5616 ], [ %5768, %5726 ]
  %5718 = phi <16 x float> [ %5635, %5616 ], [ %5805, %5726 ]
  %5719 = phi <16 x float> [ %5636, %5616 ], [ %5804, %5726 ]
  %5720 = phi <16 x float> [ %5637, %5616 ], [ %5797, %5726 ]
  %5721 = phi <16 x float> [ %5638, %5616 ], [ %5796, %5726 ]
  %5722 = phi <16 x float> [ %5639, %5616 ], [ %5795, %5726 ]
  %5723 = phi <16 x float> [ %5640, %5616 ], [ %5788, %5726 ]
  %5724 = add nuw nsw i64 %5641, 1
  %5725 = icmp eq i64 %5724, %12
  br i1 %5725, label %5589, label %5616

5726:                                             ; preds = %5647, %5726
  %5727 = phi <16 x float> [ %5833, %5726 ], [ %5617, %5647 ]
  %5728 = phi <16 x float> [ %5832, %5726 ], [ %5618, %5647 ]
  %5729 = phi <16 x float> [ %5831, %5726 ], [ %5619, %5647 ]
  %5730 = phi <16 x float> [ %5824, %5726 ], [ %5620, %5647 ]
  %5731 = phi <16 x float> [ %5823, %5726 ], [ %5621, %5647 ]
  %5732 = phi <16 x float> [ %5822, %5726 ], [ %5622, %5647 ]
  %5733 = phi <16 x float> [ %5815, %5726 ], [ %5623, %5647 ]
  %5734 = phi <16 x float> [ %5814, %5726 ], [ %5624, %5647 ]
  %5735 = phi <16 x float> [ %5813, %5726 ], [ %5625, %5647 ]
  %5736 = phi <16 x float> [ %5806, %5726 ], [ %5626, %5647 ]
  %5737 = phi <16 x float> [ %5787, %5726 ], [ %5627, %5647 ]
  %5738 = phi <16 x float> [ %5786, %5726 ], [ %5628, %5647 ]
  %5739 = phi <16 x float> [ %5779, %5726 ], [ %5629, %5647 ]
  %5740 = phi <16 x float> [ %5778, %5726 ], [ %5630, %5647 ]
  %5741 = phi <16 x float> [ %5777, %5726 ], [ %5631, %5647 ]
  %5742 = phi <16 x float> [ %5770, %5726 ], [ %5632, %5647 ]
  %5743 = phi <16 x float> [ %5769, %5726 ], [ %5633, %5647 ]
  %5744 = phi <16 x float> [ %5768, %5726 ], [ %5634, %5647 ]
  %5745 = phi <16 x float> [ %5805, %5726 ], [ %5635, %5647 ]
  %5746 = phi <16 x float> [ %5804, %5726 ], [ %5636, %5647 ]
  %5747 = phi <16 x float> [ %5797, %5726 ], [ %5637, %5647 ]
  %5748 = phi <16 x float> [ %5796, %5726 ], [ %5638, %5647 ]
  %5749 = phi <16 x float> [ %5795, %5726 ], [ %5639, %5647 ]
  %5750 = phi <16 x float> [ %5788, %5726 ], [ %5640, %5647 ]
  %5751 = phi i64 [ %5834, %5726 ], [ 0, %5647 ]
  %5752 = mul nsw i64 %56, %5751
  %5753 = getelementptr inbounds float, ptr %325, i64 %5752
  %5754 = getelementptr float, ptr %5753, i64 %5576
  %5755 = getelementptr float, ptr %5754, i64 %5643
  %5756 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5755, <16 x i1> %5696, <16 x float> zeroinitializer)
  %5757 = getelementptr float, ptr %5753, i64 %5582
  %5758 = getelementptr float, ptr %5757, i64 %5644
  %5759 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5758, <16 x i1> %5697, <16 x float> zeroinitializer)
  %5760 = getelementptr float, ptr %5753, i64 %5588
  %5761 = getelementptr float, ptr %5760, i64 %5645
  %5762 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5761, <16 x i1> %5698, <16 x float> zeroinitializer)
  %5763 = mul nuw nsw i64 %5751, %57
  %5764 = getelementptr inbounds nuw float, ptr %5646, i64 %5763
  %5765 = load float, ptr %5764, align 4
  %5766 = insertelement <16 x float> poison, float %5765, i64 0
  %5767 = shufflevector <16 x float> %5766, <16 x float> poison, <16 x i32> zeroinitializer
  %5768 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5756, <16 x float> %5767, <16 x float> %5744)
  %5769 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5759, <16 x float> %5767, <16 x float> %5743)
  %5770 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5762, <16 x float> %5767, <16 x float> %5742)
  %5771 = add nuw nsw i64 %5, %5751
  %5772 = mul nuw nsw i64 %5771, %57
  %5773 = getelementptr inbounds nuw float, ptr %5646, i64 %5772
  %5774 = load float, ptr %5773, align 4
  %5775 = insertelement <16 x float> poison, float %5774, i64 0
  %5776 = shufflevector <16 x float> %5775, <16 x float> poison, <16 x i32> zeroinitializer
  %5777 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5756, <16 x float> %5776, <16 x float> %5741)
  %5778 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5759, <16 x float> %5776, <16 x float> %5740)
  %5779 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5762, <16 x float> %5776, <16 x float> %5739)
  %5780 = add nuw nsw i64 %147, %5751
  %5781 = mul nuw nsw i64 %5780, %57
  %5782 = getelementptr inbounds nuw float, ptr %5646, i64 %5781
  %5783 = load float, ptr %5782, align 4
  %5784 = insertelement <16 x float> poison, float %5783, i64 0
  %5785 = shufflevector <16 x float> %5784, <16 x float> poison, <16 x i32> zeroinitializer
  %5786 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5756, <16 x float> %5785, <16 x float> %5738)
  %5787 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5759, <16 x float> %5785, <16 x float> %5737)
  %5788 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5762, <16 x float> %5785, <16 x float> %5750)
  %5789 = add nuw nsw i64 %148, %5751
  %5790 = mul nuw nsw i64 %5789, %57
  %5791 = getelementptr inbounds nuw float, ptr %5646, i64 %5790
  %5792 = load float, ptr %5791, align 4
  %5793 = insertelement <16 x float> poison, float %5792, i64 0
  %5794 = shufflevector <16 x float> %5793, <16 x float> poison, <16 x i32> zeroinitializer
  %5795 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5756, <16 x float> %5794, <16 x float> %5749)
  %5796 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5759, <16 x float> %5794, <16 x float> %5748)
  %5797 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5762, <16 x float> %5794, <16 x float> %5747)
  %5798 = add nuw nsw i64 %149, %5751
  %5799 = mul nuw nsw i64 %5798, %57
  %5800 = getelementptr inbounds nuw float, ptr %5646, i64 %5799
  %5801 = load float, ptr %5800, align 4
  %5802 = insertelement <16 x float> poison, float %5801, i64 0
  %5803 = shufflevector <16 x float> %5802, <16 x float> poison, <16 x i32> zeroinitializer
  %5804 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5756, <16 x float> %5803, <16 x float> %5746)
  %5805 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5759, <16 x float> %5803, <16 x float> %5745)
  %5806 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5762, <16 x float> %5803, <16 x float> %5736)
  %5807 = add nuw nsw i64 %150, %5751
  %5808 = mul nuw nsw i64 %5807, %57
  %5809 = getelementptr inbounds nuw float, ptr %5646, i64 %5808
  %5810 = load float, ptr %5809, align 4
  %5811 = insertelement <16 x float> poison, float %5810, i64 0
  %5812 = shufflevector <16 x float> %5811, <16 x float> poison, <16 x i32> zeroinitializer
  %5813 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5756, <16 x float> %5812, <16 x float> %5735)
  %5814 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5759, <16 x float> %5812, <16 x float> %5734)
  %5815 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5762, <16 x float> %5812, <16 x float> %5733)
  %5816 = add nuw nsw i64 %151, %5751
  %5817 = mul nuw nsw i64 %5816, %57
  %5818 = getelementptr inbounds nuw float, ptr %5646, i64 %5817
  %5819 = load float, ptr %5818, align 4
  %5820 = insertelement <16 x float> poison, float %5819, i64 0
  %5821 = shufflevector <16 x float> %5820, <16 x float> poison, <16 x i32> zeroinitializer
  %5822 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5756, <16 x float> %5821, <16 x float> %5732)
  %5823 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5759, <16 x float> %5821, <16 x float> %5731)
  %5824 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5762, <16 x float> %5821, <16 x float> %5730)
  %5825 = add nuw nsw i64 %152, %5751
  %5826 = mul nuw nsw i64 %5825, %57
  %5827 = getelementptr inbounds nuw float, ptr %5646, i64 %5826
  %5828 = load float, ptr %5827, align 4
  %5829 = insertelement <16 x float> poison, float %5828, i64 0
  %5830 = shufflevector <16 x float> %5829, <16 x float> poison, <16 x i32> zeroinitializer
  %5831 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5756, <16 x float> %5830, <16 x float> %5729)
  %5832 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5759, <16 x float> %5830, <16 x float> %5728)
  %5833 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5762, <16 x float> %5830, <16 x float> %5727)
  %5834 = add nuw nsw i64 %5751, 1
  %5835 = icmp eq i64 %5834, %5
  br i1 %5835, label %5699, label %5726

5836:                                             ; preds = %5500
  %5837 = getelementptr inbounds float, ptr %330, i64 %5539
  switch i64 %153, label %1208 [
    i64 1, label %5838
    i64 2, label %5841
    i64 3, label %5848
    i64 0, label %5893
  ]

5838:                                             ; preds = %5836
  %5839 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5837, <16 x i1> %5527, <16 x float> zeroinitializer)
  %5840 = fadd <16 x float> %5524, %5839
  br label %5855

5841:                                             ; preds = %5836
  %5842 = bitcast <16 x float> %5524 to <8 x i64>
  %5843 = or <8 x i64> %5842, %65
  %5844 = fcmp oeq <16 x float> %5524, %42
  %5845 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %5524, i32 4)
  %5846 = bitcast <8 x i64> %5843 to <16 x float>
  %5847 = select <16 x i1> %5844, <16 x float> %5846, <16 x float> %5845
  br label %5855

5848:                                             ; preds = %5836
  %5849 = bitcast <16 x float> %5524 to <8 x i64>
  %5850 = and <8 x i64> %5849, %64
  %5851 = fcmp oeq <16 x float> %5524, %39
  %5852 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %5524, i32 4)
  %5853 = bitcast <8 x i64> %5850 to <16 x float>
  %5854 = select <16 x i1> %5851, <16 x float> %5853, <16 x float> %5852
  br label %5855

5855:                                             ; preds = %5848, %5841, %5838
  %5856 = phi <16 x float> [ %5840, %5838 ], [ %5847, %5841 ], [ %5854, %5848 ]
  switch i64 %155, label %1208 [
    i64 1, label %5871
    i64 2, label %5864
    i64 3, label %5857
    i64 0, label %5893
  ]

5857:                                             ; preds = %5855
  %5858 = bitcast <16 x float> %5856 to <8 x i64>
  %5859 = and <8 x i64> %5858, %64
  %5860 = fcmp oeq <16 x float> %5856, %39
  %5861 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %5856, i32 4)
  %5862 = bitcast <8 x i64> %5859 to <16 x float>
  %5863 = select <16 x i1> %5860, <16 x float> %5862, <16 x float> %5861
  br label %5874

5864:                                             ; preds = %5855
  %5865 = bitcast <16 x float> %5856 to <8 x i64>
  %5866 = or <8 x i64> %5865, %65
  %5867 = fcmp oeq <16 x float> %5856, %42
  %5868 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %5856, i32 4)
  %5869 = bitcast <8 x i64> %5866 to <16 x float>
  %5870 = select <16 x i1> %5867, <16 x float> %5869, <16 x float> %5868
  br label %5874

5871:                                             ; preds = %5855
  %5872 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5837, <16 x i1> %5527, <16 x float> zeroinitializer)
  %5873 = fadd <16 x float> %5856, %5872
  br label %5874

5874:                                             ; preds = %5871, %5864, %5857
  %5875 = phi <16 x float> [ %5873, %5871 ], [ %5870, %5864 ], [ %5863, %5857 ]
  switch i64 %157, label %1208 [
    i64 1, label %5890
    i64 2, label %5883
    i64 3, label %5876
    i64 0, label %5893
  ]

5876:                                             ; preds = %5874
  %5877 = bitcast <16 x float> %5875 to <8 x i64>
  %5878 = and <8 x i64> %5877, %64
  %5879 = fcmp oeq <16 x float> %5875, %39
  %5880 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %5875, i32 4)
  %5881 = bitcast <8 x i64> %5878 to <16 x float>
  %5882 = select <16 x i1> %5879, <16 x float> %5881, <16 x float> %5880
  br label %5893

5883:                                             ; preds = %5874
  %5884 = bitcast <16 x float> %5875 to <8 x i64>
  %5885 = or <8 x i64> %5884, %65
  %5886 = fcmp oeq <16 x float> %5875, %42
  %5887 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %5875, i32 4)
  %5888 = bitcast <8 x i64> %5885 to <16 x float>
  %5889 = select <16 x i1> %5886, <16 x float> %5888, <16 x float> %5887
  br label %5893

5890:                                             ; preds = %5874
  %5891 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5837, <16 x i1> %5527, <16 x float> zeroinitializer)
  %5892 = fadd <16 x float> %5875, %5891
  br label %5893

5893:                                             ; preds = %5836, %5855, %5874, %5890, %5883, %5876
  %5894 = phi <16 x float> [ %5882, %5876 ], [ %5889, %5883 ], [ %5892, %5890 ], [ %5856, %5855 ], [ %5875, %5874 ], [ %5524, %5836 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5894, ptr align 1 %5540, <16 x i1> %5527)
  %5895 = add i64 %552, %5529
  %5896 = getelementptr inbounds float, ptr %332, i64 %5895
  %5897 = getelementptr inbounds float, ptr %330, i64 %5895
  switch i64 %158, label %1208 [
    i64 1, label %5912
    i64 2, label %5905
    i64 3, label %5898
    i64 0, label %5953
  ]

5898:                                             ; preds = %5893
  %5899 = bitcast <16 x float> %5523 to <8 x i64>
  %5900 = and <8 x i64> %5899, %64
  %5901 = fcmp oeq <16 x float> %5523, %39
  %5902 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %5523, i32 4)
  %5903 = bitcast <8 x i64> %5900 to <16 x float>
  %5904 = select <16 x i1> %5901, <16 x float> %5903, <16 x float> %5902
  br label %5915

5905:                                             ; preds = %5893
  %5906 = bitcast <16 x float> %5523 to <8 x i64>
  %5907 = or <8 x i64> %5906, %65
  %5908 = fcmp oeq <16 x float> %5523, %42
  %5909 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %5523, i32 4)
  %5910 = bitcast <8 x i64> %5907 to <16 x float>
  %5911 = select <16 x i1> %5908, <16 x float> %5910, <16 x float> %5909
  br label %5915

5912:                                             ; preds = %5893
  %5913 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5897, <16 x i1> %5530, <16 x float> zeroinitializer)
  %5914 = fadd <16 x float> %5523, %5913
  br label %5915

5915:                                             ; preds = %5912, %5905, %5898
  %5916 = phi <16 x float> [ %5914, %5912 ], [ %5911, %5905 ], [ %5904, %5898 ]
  switch i64 %160, label %1208 [
    i64 1, label %5931
    i64 2, label %5924
    i64 3, label %5917
    i64 0, label %5953
  ]

5917:                                             ; preds = %5915
  %5918 = bitcast <16 x float> %5916 to <8 x i64>
  %5919 = and <8 x i64> %5918, %64
  %5920 = fcmp oeq <16 x float> %5916, %39
  %5921 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %5916, i32 4)
  %5922 = bitcast <8 x i64> %5919 to <16 x float>
  %5923 = select <16 x i1> %5920, <16 x float> %5922, <16 x float> %5921
  br label %5934

5924:                                             ; preds = %5915
  %5925 = bitcast <16 x float> %5916 to <8 x i64>
  %5926 = or <8 x i64> %5925, %65
  %5927 = fcmp oeq <16 x float> %5916, %42
  %5928 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %5916, i32 4)
  %5929 = bitcast <8 x i64> %5926 to <16 x float>
  %5930 = select <16 x i1> %5927, <16 x float> %5929, <16 x float> %5928
  br label %5934

5931:                                             ; preds = %5915
  %5932 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5897, <16 x i1> %5530, <16 x float> zeroinitializer)
  %5933 = fadd <16 x float> %5916, %5932
  br label %5934

5934:                                             ; preds = %5931, %5924, %5917
  %5935 = phi <16 x float> [ %5933, %5931 ], [ %5930, %5924 ], [ %5923, %5917 ]
  switch i64 %162, label %1208 [
    i64 1, label %5950
    i64 2, label %5943
    i64 3, label %5936
    i64 0, label %5953
  ]

5936:                                             ; preds = %5934
  %5937 = bitcast <16 x float> %5935 to <8 x i64>
  %5938 = and <8 x i64> %5937, %64
  %5939 = fcmp oeq <16 x float> %5935, %39
  %5940 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %5935, i32 4)
  %5941 = bitcast <8 x i64> %5938 to <16 x float>
  %5942 = select <16 x i1> %5939, <16 x float> %5941, <16 x float> %5940
  br label %5953

5943:                                             ; preds = %5934
  %5944 = bitcast <16 x float> %5935 to <8 x i64>
  %5945 = or <8 x i64> %5944, %65
  %5946 = fcmp oeq <16 x float> %5935, %42
  %5947 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %5935, i32 4)
  %5948 = bitcast <8 x i64> %5945 to <16 x float>
  %5949 = select <16 x i1> %5946, <16 x float> %5948, <16 x float> %5947
  br label %5953

5950:                                             ; preds = %5934
  %5951 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5897, <16 x i1> %5530, <16 x float> zeroinitializer)
  %5952 = fadd <16 x float> %5935, %5951
  br label %5953

5953:                                             ; preds = %5893, %5915, %5934, %5950, %5943, %5936
  %5954 = phi <16 x float> [ %5942, %5936 ], [ %5949, %5943 ], [ %5952, %5950 ], [ %5916, %5915 ], [ %5935, %5934 ], [ %5523, %5893 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5954, ptr align 1 %5896, <16 x i1> %5530)
  %5955 = add i64 %552, %5532
  %5956 = getelementptr inbounds float, ptr %332, i64 %5955
  %5957 = getelementptr inbounds float, ptr %330, i64 %5955
  switch i64 %163, label %1208 [
    i64 1, label %5972
    i64 2, label %5965
    i64 3, label %5958
    i64 0, label %6018
  ]

5958:                                             ; preds = %5953
  %5959 = bitcast <16 x float> %5522 to <8 x i64>
  %5960 = and <8 x i64> %5959, %64
  %5961 = fcmp oeq <16 x float> %5522, %39
  %5962 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %5522, i32 4)
  %5963 = bitcast <8 x i64> %5960 to <16 x float>
  %5964 = select <16 x i1> %5961, <16 x float> %5963, <16 x float> %5962
  br label %5975

5965:                                             ; preds = %5953
  %5966 = bitcast <16 x float> %5522 to <8 x i64>
  %5967 = or <8 x i64> %5966, %65
  %5968 = fcmp oeq <16 x float> %5522, %42
  %5969 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %5522, i32 4)
  %5970 = bitcast <8 x i64> %5967 to <16 x float>
  %5971 = select <16 x i1> %5968, <16 x float> %5970, <16 x float> %5969
  br label %5975

5972:                                             ; preds = %5953
  %5973 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5957, <16 x i1> %5533, <16 x float> zeroinitializer)
  %5974 = fadd <16 x float> %5522, %5973
  br label %5975

5975:                                             ; preds = %5972, %5965, %5958
  %5976 = phi <16 x float> [ %5974, %5972 ], [ %5971, %5965 ], [ %5964, %5958 ]
  switch i64 %165, label %1208 [
    i64 1, label %5991
    i64 2, label %5984
    i64 3, label %5977
    i64 0, label %6018
  ]

5977:                                             ; preds = %5975
  %5978 = bitcast <16 x float> %5976 to <8 x i64>
  %5979 = and <8 x i64> %5978, %64
  %5980 = fcmp oeq <16 x float> %5976, %39
  %5981 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %5976, i32 4)
  %5982 = bitcast <8 x i64> %5979 to <16 x float>
  %5983 = select <16 x i1> %5980, <16 x float> %5982, <16 x float> %5981
  br label %5994

5984:                                             ; preds = %5975
  %5985 = bitcast <16 x float> %5976 to <8 x i64>
  %5986 = or <8 x i64> %5985, %65
  %5987 = fcmp oeq <16 x float> %5976, %42
  %5988 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %5976, i32 4)
  %5989 = bitcast <8 x i64> %5986 to <16 x float>
  %5990 = select <16 x i1> %5987, <16 x float> %5989, <16 x float> %5988
  br label %5994

5991:                                             ; preds = %5975
  %5992 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5957, <16 x i1> %5533, <16 x float> zeroinitializer)
  %5993 = fadd <16 x float> %5976, %5992
  br label %5994

5994:                                             ; preds = %5991, %5984, %5977
  %5995 = phi <16 x float> [ %5993, %5991 ], [ %5990, %5984 ], [ %5983, %5977 ]
  switch i64 %167, label %1208 [
    i64 1, label %6010
    i64 2, label %6003
    i64 3, label %5996
    i64 0, label %6018
  ]

5996:                                             ; preds = %5994
  %5997 = bitcast <16 x float> %5995 to <8 x i64>
  %5998 = and <8 x i64> %5997, %64
  %5999 = fcmp oeq <16 x float> %5995, %39
  %6000 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %5995, i32 4)
  %6001 = bitcast <8 x i64> %5998 to <16 x float>
  %6002 = select <16 x i1> %5999, <16 x float> %6001, <16 x float> %6000
  br label %6018

6003:                                             ; preds = %5994
  %6004 = bitcast <16 x float> %5995 to <8 x i64>
  %6005 = or <8 x i64> %6004, %65
  %6006 = fcmp oeq <16 x float> %5995, %42
  %6007 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %5995, i32 4)
  %6008 = bitcast <8 x i64> %6005 to <16 x float>
  %6009 = select <16 x i1> %6006, <16 x float> %6008, <16 x float> %6007
  br label %6018

6010:                                             ; preds = %5994
  %6011 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5957, <16 x i1> %5533, <16 x float> zeroinitializer)
  %6012 = fadd <16 x float> %5995, %6011
  br label %6018

6013:                                             ; preds = %5500
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5524, ptr align 1 %5540, <16 x i1> %5534)
  %6014 = getelementptr float, ptr %553, i64 %5535
  %6015 = getelementptr float, ptr %6014, i64 %718
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5523, ptr align 1 %6015, <16 x i1> %5536)
  %6016 = getelementptr float, ptr %554, i64 %5537
  %6017 = getelementptr float, ptr %6016, i64 %724
  br label %6018

6018:                                             ; preds = %5953, %5975, %5994, %6010, %6003, %5996, %6013
  %6019 = phi ptr [ %6017, %6013 ], [ %5956, %5996 ], [ %5956, %6003 ], [ %5956, %6010 ], [ %5956, %5994 ], [ %5956, %5975 ], [ %5956, %5953 ]
  %6020 = phi <16 x i1> [ %5538, %6013 ], [ %5533, %5996 ], [ %5533, %6003 ], [ %5533, %6010 ], [ %5533, %5994 ], [ %5533, %5975 ], [ %5533, %5953 ]
  %6021 = phi <16 x float> [ %5522, %6013 ], [ %6002, %5996 ], [ %6009, %6003 ], [ %6012, %6010 ], [ %5995, %5994 ], [ %5976, %5975 ], [ %5522, %5953 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6021, ptr align 1 %6019, <16 x i1> %6020)
  %6022 = add i64 %556, %5526
  %6023 = getelementptr inbounds float, ptr %332, i64 %6022
  br i1 %63, label %6201, label %6024

6024:                                             ; preds = %6018
  %6025 = getelementptr inbounds float, ptr %330, i64 %6022
  switch i64 %153, label %1208 [
    i64 1, label %6040
    i64 2, label %6033
    i64 3, label %6026
    i64 0, label %6081
  ]

6026:                                             ; preds = %6024
  %6027 = bitcast <16 x float> %5521 to <8 x i64>
  %6028 = and <8 x i64> %6027, %64
  %6029 = fcmp oeq <16 x float> %5521, %39
  %6030 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %5521, i32 4)
  %6031 = bitcast <8 x i64> %6028 to <16 x float>
  %6032 = select <16 x i1> %6029, <16 x float> %6031, <16 x float> %6030
  br label %6043

6033:                                             ; preds = %6024
  %6034 = bitcast <16 x float> %5521 to <8 x i64>
  %6035 = or <8 x i64> %6034, %65
  %6036 = fcmp oeq <16 x float> %5521, %42
  %6037 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %5521, i32 4)
  %6038 = bitcast <8 x i64> %6035 to <16 x float>
  %6039 = select <16 x i1> %6036, <16 x float> %6038, <16 x float> %6037
  br label %6043

6040:                                             ; preds = %6024
  %6041 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6025, <16 x i1> %5527, <16 x float> zeroinitializer)
  %6042 = fadd <16 x float> %5521, %6041
  br label %6043

6043:                                             ; preds = %6040, %6033, %6026
  %6044 = phi <16 x float> [ %6042, %6040 ], [ %6039, %6033 ], [ %6032, %6026 ]
  switch i64 %155, label %1208 [
    i64 1, label %6059
    i64 2, label %6052
    i64 3, label %6045
    i64 0, label %6081
  ]

6045:                                             ; preds = %6043
  %6046 = bitcast <16 x float> %6044 to <8 x i64>
  %6047 = and <8 x i64> %6046, %64
  %6048 = fcmp oeq <16 x float> %6044, %39
  %6049 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %6044, i32 4)
  %6050 = bitcast <8 x i64> %6047 to <16 x float>
  %6051 = select <16 x i1> %6048, <16 x float> %6050, <16 x float> %6049
  br label %6062

6052:                                             ; preds = %6043
  %6053 = bitcast <16 x float> %6044 to <8 x i64>
  %6054 = or <8 x i64> %6053, %65
  %6055 = fcmp oeq <16 x float> %6044, %42
  %6056 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %6044, i32 4)
  %6057 = bitcast <8 x i64> %6054 to <16 x float>
  %6058 = select <16 x i1> %6055, <16 x float> %6057, <16 x float> %6056
  br label %6062

6059:                                             ; preds = %6043
  %6060 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6025, <16 x i1> %5527, <16 x float> zeroinitializer)
  %6061 = fadd <16 x float> %6044, %6060
  br label %6062

6062:                                             ; preds = %6059, %6052, %6045
  %6063 = phi <16 x float> [ %6061, %6059 ], [ %6058, %6052 ], [ %6051, %6045 ]
  switch i64 %157, label %1208 [
    i64 1, label %6078
    i64 2, label %6071
    i64 3, label %6064
    i64 0, label %6081
  ]

6064:                                             ; preds = %6062
  %6065 = bitcast <16 x float> %6063 to <8 x i64>
  %6066 = and <8 x i64> %6065, %64
  %6067 = fcmp oeq <16 x float> %6063, %39
  %6068 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %6063, i32 4)
  %6069 = bitcast <8 x i64> %6066 to <16 x float>
  %6070 = select <16 x i1> %6067, <16 x float> %6069, <16 x float> %6068
  br label %6081

6071:                                             ; preds = %6062
  %6072 = bitcast <16 x float> %6063 to <8 x i64>
  %6073 = or <8 x i64> %6072, %65
  %6074 = fcmp oeq <16 x float> %6063, %42
  %6075 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %6063, i32 4)
  %6076 = bitcast <8 x i64> %6073 to <16 x float>
  %6077 = select <16 x i1> %6074, <16 x float> %6076, <16 x float> %6075
  br label %6081

6078:                                             ; preds = %6062
  %6079 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6025, <16 x i1> %5527, <16 x float> zeroinitializer)
  %6080 = fadd <16 x float> %6063, %6079
  br label %6081

6081:                                             ; preds = %6078, %6071, %6064, %6062, %6043, %6024
  %6082 = phi <16 x float> [ %6070, %6064 ], [ %6077, %6071 ], [ %6080, %6078 ], [ %6044, %6043 ], [ %6063, %6062 ], [ %5521, %6024 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6082, ptr align 1 %6023, <16 x i1> %5527)
  %6083 = add i64 %556, %5529
  %6084 = getelementptr inbounds float, ptr %332, i64 %6083
  %6085 = getelementptr inbounds float, ptr %330, i64 %6083
  switch i64 %158, label %1208 [
    i64 1, label %6100
    i64 2, label %6093
    i64 3, label %6086
    i64 0, label %6141
  ]

6086:                                             ; preds = %6081
  %6087 = bitcast <16 x float> %5520 to <8 x i64>
  %6088 = and <8 x i64> %6087, %64
  %6089 = fcmp oeq <16 x float> %5520, %39
  %6090 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %5520, i32 4)
  %6091 = bitcast <8 x i64> %6088 to <16 x float>
  %6092 = select <16 x i1> %6089, <16 x float> %6091, <16 x float> %6090
  br label %6103

6093:                                             ; preds = %6081
  %6094 = bitcast <16 x float> %5520 to <8 x i64>
  %6095 = or <8 x i64> %6094, %65
  %6096 = fcmp oeq <16 x float> %5520, %42
  %6097 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %5520, i32 4)
  %6098 = bitcast <8 x i64> %6095 to <16 x float>
  %6099 = select <16 x i1> %6096, <16 x float> %6098, <16 x float> %6097
  br label %6103

6100:                                             ; preds = %6081
  %6101 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6085, <16 x i1> %5530, <16 x float> zeroinitializer)
  %6102 = fadd <16 x float> %5520, %6101
  br label %6103

6103:                                             ; preds = %6100, %6093, %6086
  %6104 = phi <16 x float> [ %6102, %6100 ], [ %6099, %6093 ], [ %6092, %6086 ]
  switch i64 %160, label %1208 [
    i64 1, label %6119
    i64 2, label %6112
    i64 3, label %6105
    i64 0, label %6141
  ]

6105:                                             ; preds = %6103
  %6106 = bitcast <16 x float> %6104 to <8 x i64>
  %6107 = and <8 x i64> %6106, %64
  %6108 = fcmp oeq <16 x float> %6104, %39
  %6109 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %6104, i32 4)
  %6110 = bitcast <8 x i64> %6107 to <16 x float>
  %6111 = select <16 x i1> %6108, <16 x float> %6110, <16 x float> %6109
  br label %6122

6112:                                             ; preds = %6103
  %6113 = bitcast <16 x float> %6104 to <8 x i64>
  %6114 = or <8 x i64> %6113, %65
  %6115 = fcmp oeq <16 x float> %6104, %42
  %6116 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %6104, i32 4)
  %6117 = bitcast <8 x i64> %6114 to <16 x float>
  %6118 = select <16 x i1> %6115, <16 x float> %6117, <16 x float> %6116
  br label %6122

6119:                                             ; preds = %6103
  %6120 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6085, <16 x i1> %5530, <16 x float> zeroinitializer)
  %6121 = fadd <16 x float> %6104, %6120
  br label %6122

6122:                                             ; preds = %6119, %6112, %6105
  %6123 = phi <16 x float> [ %6121, %6119 ], [ %6118, %6112 ], [ %6111, %6105 ]
  switch i64 %162, label %1208 [
    i64 1, label %6138
    i64 2, label %6131
    i64 3, label %6124
    i64 0, label %6141
  ]

6124:                                             ; preds = %6122
  %6125 = bitcast <16 x float> %6123 to <8 x i64>
  %6126 = and <8 x i64> %6125, %64
  %6127 = fcmp oeq <16 x float> %6123, %39
  %6128 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %6123, i32 4)
  %6129 = bitcast <8 x i64> %6126 to <16 x float>
  %6130 = select <16 x i1> %6127, <16 x float> %6129, <16 x float> %6128
  br label %6141

6131:                                             ; preds = %6122
  %6132 = bitcast <16 x float> %6123 to <8 x i64>
  %6133 = or <8 x i64> %6132, %65
  %6134 = fcmp oeq <16 x float> %6123, %42
  %6135 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %6123, i32 4)
  %6136 = bitcast <8 x i64> %6133 to <16 x float>
  %6137 = select <16 x i1> %6134, <16 x float> %6136, <16 x float> %6135
  br label %6141

6138:                                             ; preds = %6122
  %6139 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6085, <16 x i1> %5530, <16 x float> zeroinitializer)
  %6140 = fadd <16 x float> %6123, %6139
  br label %6141

6141:                                             ; preds = %6138, %6131, %6124, %6122, %6103, %6081
  %6142 = phi <16 x float> [ %6130, %6124 ], [ %6137, %6131 ], [ %6140, %6138 ], [ %6104, %6103 ], [ %6123, %6122 ], [ %5520, %6081 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6142, ptr align 1 %6084, <16 x i1> %5530)
  %6143 = add i64 %556, %5532
  %6144 = getelementptr inbounds float, ptr %332, i64 %6143
  %6145 = getelementptr inbounds float, ptr %330, i64 %6143
  switch i64 %163, label %1208 [
    i64 1, label %6160
    i64 2, label %6153
    i64 3, label %6146
    i64 0, label %6206
  ]

6146:                                             ; preds = %6141
  %6147 = bitcast <16 x float> %5519 to <8 x i64>
  %6148 = and <8 x i64> %6147, %64
  %6149 = fcmp oeq <16 x float> %5519, %39
  %6150 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %5519, i32 4)
  %6151 = bitcast <8 x i64> %6148 to <16 x float>
  %6152 = select <16 x i1> %6149, <16 x float> %6151, <16 x float> %6150
  br label %6163

6153:                                             ; preds = %6141
  %6154 = bitcast <16 x float> %5519 to <8 x i64>
  %6155 = or <8 x i64> %6154, %65
  %6156 = fcmp oeq <16 x float> %5519, %42
  %6157 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %5519, i32 4)
  %6158 = bitcast <8 x i64> %6155 to <16 x float>
  %6159 = select <16 x i1> %6156, <16 x float> %6158, <16 x float> %6157
  br label %6163

6160:                                             ; preds = %6141
  %6161 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6145, <16 x i1> %5533, <16 x float> zeroinitializer)
  %6162 = fadd <16 x float> %5519, %6161
  br label %6163

6163:                                             ; preds = %6160, %6153, %6146
  %6164 = phi <16 x float> [ %6162, %6160 ], [ %6159, %6153 ], [ %6152, %6146 ]
  switch i64 %165, label %1208 [
    i64 1, label %6179
    i64 2, label %6172
    i64 3, label %6165
    i64 0, label %6206
  ]

6165:                                             ; preds = %6163
  %6166 = bitcast <16 x float> %6164 to <8 x i64>
  %6167 = and <8 x i64> %6166, %64
  %6168 = fcmp oeq <16 x float> %6164, %39
  %6169 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %6164, i32 4)
  %6170 = bitcast <8 x i64> %6167 to <16 x float>
  %6171 = select <16 x i1> %6168, <16 x float> %6170, <16 x float> %6169
  br label %6182

6172:                                             ; preds = %6163
  %6173 = bitcast <16 x float> %6164 to <8 x i64>
  %6174 = or <8 x i64> %6173, %65
  %6175 = fcmp oeq <16 x float> %6164, %42
  %6176 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %6164, i32 4)
  %6177 = bitcast <8 x i64> %6174 to <16 x float>
  %6178 = select <16 x i1> %6175, <16 x float> %6177, <16 x float> %6176
  br label %6182

6179:                                             ; preds = %6163
  %6180 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6145, <16 x i1> %5533, <16 x float> zeroinitializer)
  %6181 = fadd <16 x float> %6164, %6180
  br label %6182

6182:                                             ; preds = %6179, %6172, %6165
  %6183 = phi <16 x float> [ %6181, %6179 ], [ %6178, %6172 ], [ %6171, %6165 ]
  switch i64 %167, label %1208 [
    i64 1, label %6198
    i64 2, label %6191
    i64 3, label %6184
    i64 0, label %6206
  ]

6184:                                             ; preds = %6182
  %6185 = bitcast <16 x float> %6183 to <8 x i64>
  %6186 = and <8 x i64> %6185, %64
  %6187 = fcmp oeq <16 x float> %6183, %39
  %6188 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %6183, i32 4)
  %6189 = bitcast <8 x i64> %6186 to <16 x float>
  %6190 = select <16 x i1> %6187, <16 x float> %6189, <16 x float> %6188
  br label %6206

6191:                                             ; preds = %6182
  %6192 = bitcast <16 x float> %6183 to <8 x i64>
  %6193 = or <8 x i64> %6192, %65
  %6194 = fcmp oeq <16 x float> %6183, %42
  %6195 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %6183, i32 4)
  %6196 = bitcast <8 x i64> %6193 to <16 x float>
  %6197 = select <16 x i1> %6194, <16 x float> %6196, <16 x float> %6195
  br label %6206

6198:                                             ; preds = %6182
  %6199 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6145, <16 x i1> %5533, <16 x float> zeroinitializer)
  %6200 = fadd <16 x float> %6183, %6199
  br label %6206

6201:                                             ; preds = %6018
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5521, ptr align 1 %6023, <16 x i1> %5534)
  %6202 = getelementptr float, ptr %557, i64 %5535
  %6203 = getelementptr float, ptr %6202, i64 %718
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5520, ptr align 1 %6203, <16 x i1> %5536)
  %6204 = getelementptr float, ptr %558, i64 %5537
  %6205 = getelementptr float, ptr %6204, i64 %724
  br label %6206

6206:                                             ; preds = %6201, %6198, %6191, %6184, %6182, %6163, %6141
  %6207 = phi ptr [ %6205, %6201 ], [ %6144, %6184 ], [ %6144, %6191 ], [ %6144, %6198 ], [ %6144, %6182 ], [ %6144, %6163 ], [ %6144, %6141 ]
  %6208 = phi <16 x i1> [ %5538, %6201 ], [ %5533, %6184 ], [ %5533, %6191 ], [ %5533, %6198 ], [ %5533, %6182 ], [ %5533, %6163 ], [ %5533, %6141 ]
  %6209 = phi <16 x float> [ %5519, %6201 ], [ %6190, %6184 ], [ %6197, %6191 ], [ %6200, %6198 ], [ %6183, %6182 ], [ %6164, %6163 ], [ %5519, %6141 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6209, ptr align 1 %6207, <16 x i1> %6208)
  %6210 = add i64 %560, %5526
  %6211 = getelementptr inbounds float, ptr %332, i64 %6210
  br i1 %63, label %6389, label %6212

6212:                                             ; preds = %6206
  %6213 = getelementptr inbounds float, ptr %330, i64 %6210
  switch i64 %153, label %1208 [
    i64 1, label %6228
    i64 2, label %6221
    i64 3, label %6214
    i64 0, label %6269
  ]

6214:                                             ; preds = %6212
  %6215 = bitcast <16 x float> %5518 to <8 x i64>
  %6216 = and <8 x i64> %6215, %64
  %6217 = fcmp oeq <16 x float> %5518, %39
  %6218 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %5518, i32 4)
  %6219 = bitcast <8 x i64> %6216 to <16 x float>
  %6220 = select <16 x i1> %6217, <16 x float> %6219, <16 x float> %6218
  br label %6231

6221:                                             ; preds = %6212
  %6222 = bitcast <16 x float> %5518 to <8 x i64>
  %6223 = or <8 x i64> %6222, %65
  %6224 = fcmp oeq <16 x float> %5518, %42
  %6225 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %5518, i32 4)
  %6226 = bitcast <8 x i64> %6223 to <16 x float>
  %6227 = select <16 x i1> %6224, <16 x float> %6226, <16 x float> %6225
  br label %6231

6228:                                             ; preds = %6212
  %6229 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6213, <16 x i1> %5527, <16 x float> zeroinitializer)
  %6230 = fadd <16 x float> %5518, %6229
  br label %6231

6231:                                             ; preds = %6228, %6221, %6214
  %6232 = phi <16 x float> [ %6230, %6228 ], [ %6227, %6221 ], [ %6220, %6214 ]
  switch i64 %155, label %1208 [
    i64 1, label %6247
    i64 2, label %6240
    i64 3, label %6233
    i64 0, label %6269
  ]

6233:                                             ; preds = %6231
  %6234 = bitcast <16 x float> %6232 to <8 x i64>
  %6235 = and <8 x i64> %6234, %64
  %6236 = fcmp oeq <16 x float> %6232, %39
  %6237 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %6232, i32 4)
  %6238 = bitcast <8 x i64> %6235 to <16 x float>
  %6239 = select <16 x i1> %6236, <16 x float> %6238, <16 x float> %6237
  br label %6250

6240:                                             ; preds = %6231
  %6241 = bitcast <16 x float> %6232 to <8 x i64>
  %6242 = or <8 x i64> %6241, %65
  %6243 = fcmp oeq <16 x float> %6232, %42
  %6244 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %6232, i32 4)
  %6245 = bitcast <8 x i64> %6242 to <16 x float>
  %6246 = select <16 x i1> %6243, <16 x float> %6245, <16 x float> %6244
  br label %6250

6247:                                             ; preds = %6231
  %6248 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6213, <16 x i1> %5527, <16 x float> zeroinitializer)
  %6249 = fadd <16 x float> %6232, %6248
  br label %6250

6250:                                             ; preds = %6247, %6240, %6233
  %6251 = phi <16 x float> [ %6249, %6247 ], [ %6246, %6240 ], [ %6239, %6233 ]
  switch i64 %157, label %1208 [
    i64 1, label %6266
    i64 2, label %6259
    i64 3, label %6252
    i64 0, label %6269
  ]

6252:                                             ; preds = %6250
  %6253 = bitcast <16 x float> %6251 to <8 x i64>
  %6254 = and <8 x i64> %6253, %64
  %6255 = fcmp oeq <16 x float> %6251, %39
  %6256 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %6251, i32 4)
  %6257 = bitcast <8 x i64> %6254 to <16 x float>
  %6258 = select <16 x i1> %6255, <16 x float> %6257, <16 x float> %6256
  br label %6269

6259:                                             ; preds = %6250
  %6260 = bitcast <16 x float> %6251 to <8 x i64>
  %6261 = or <8 x i64> %6260, %65
  %6262 = fcmp oeq <16 x float> %6251, %42
  %6263 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %6251, i32 4)
  %6264 = bitcast <8 x i64> %6261 to <16 x float>
  %6265 = select <16 x i1> %6262, <16 x float> %6264, <16 x float> %6263
  br label %6269

6266:                                             ; preds = %6250
  %6267 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6213, <16 x i1> %5527, <16 x float> zeroinitializer)
  %6268 = fadd <16 x float> %6251, %6267
  br label %6269

6269:                                             ; preds = %6266, %6259, %6252, %6250, %6231, %6212
  %6270 = phi <16 x float> [ %6258, %6252 ], [ %6265, %6259 ], [ %6268, %6266 ], [ %6232, %6231 ], [ %6251, %6250 ], [ %5518, %6212 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6270, ptr align 1 %6211, <16 x i1> %5527)
  %6271 = add i64 %560, %5529
  %6272 = getelementptr inbounds float, ptr %332, i64 %6271
  %6273 = getelementptr inbounds float, ptr %330, i64 %6271
  switch i64 %158, label %1208 [
    i64 1, label %6288
    i64 2, label %6281
    i64 3, label %6274
    i64 0, label %6329
  ]

6274:                                             ; preds = %6269
  %6275 = bitcast <16 x float> %5517 to <8 x i64>
  %6276 = and <8 x i64> %6275, %64
  %6277 = fcmp oeq <16 x float> %5517, %39
  %6278 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %5517, i32 4)
  %6279 = bitcast <8 x i64> %6276 to <16 x float>
  %6280 = select <16 x i1> %6277, <16 x float> %6279, <16 x float> %6278
  br label %6291

6281:                                             ; preds = %6269
  %6282 = bitcast <16 x float> %5517 to <8 x i64>
  %6283 = or <8 x i64> %6282, %65
  %6284 = fcmp oeq <16 x float> %5517, %42
  %6285 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %5517, i32 4)
  %6286 = bitcast <8 x i64> %6283 to <16 x float>
  %6287 = select <16 x i1> %6284, <16 x float> %6286, <16 x float> %6285
  br label %6291

6288:                                             ; preds = %6269
  %6289 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6273, <16 x i1> %5530, <16 x float> zeroinitializer)
  %6290 = fadd <16 x float> %5517, %6289
  br label %6291

6291:                                             ; preds = %6288, %6281, %6274
  %6292 = phi <16 x float> [ %6290, %6288 ], [ %6287, %6281 ], [ %6280, %6274 ]
  switch i64 %160, label %1208 [
    i64 1, label %6307
    i64 2, label %6300
    i64 3, label %6293
    i64 0, label %6329
  ]

6293:                                             ; preds = %6291
  %6294 = bitcast <16 x float> %6292 to <8 x i64>
  %6295 = and <8 x i64> %6294, %64
  %6296 = fcmp oeq <16 x float> %6292, %39
  %6297 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %6292, i32 4)
  %6298 = bitcast <8 x i64> %6295 to <16 x float>
  %6299 = select <16 x i1> %6296, <16 x float> %6298, <16 x float> %6297
  br label %6310

6300:                                             ; preds = %6291
  %6301 = bitcast <16 x float> %6292 to <8 x i64>
  %6302 = or <8 x i64> %6301, %65
  %6303 = fcmp oeq <16 x float> %6292, %42
  %6304 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %6292, i32 4)
  %6305 = bitcast <8 x i64> %6302 to <16 x float>
  %6306 = select <16 x i1> %6303, <16 x float> %6305, <16 x float> %6304
  br label %6310

6307:                                             ; preds = %6291
  %6308 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6273, <16 x i1> %5530, <16 x float> zeroinitializer)
  %6309 = fadd <16 x float> %6292, %6308
  br label %6310

6310:                                             ; preds = %6307, %6300, %6293
  %6311 = phi <16 x float> [ %6309, %6307 ], [ %6306, %6300 ], [ %6299, %6293 ]
  switch i64 %162, label %1208 [
    i64 1, label %6326
    i64 2, label %6319
    i64 3, label %6312
    i64 0, label %6329
  ]

6312:                                             ; preds = %6310
  %6313 = bitcast <16 x float> %6311 to <8 x i64>
  %6314 = and <8 x i64> %6313, %64
  %6315 = fcmp oeq <16 x float> %6311, %39
  %6316 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %6311, i32 4)
  %6317 = bitcast <8 x i64> %6314 to <16 x float>
  %6318 = select <16 x i1> %6315, <16 x float> %6317, <16 x float> %6316
  br label %6329

6319:                                             ; preds = %6310
  %6320 = bitcast <16 x float> %6311 to <8 x i64>
  %6321 = or <8 x i64> %6320, %65
  %6322 = fcmp oeq <16 x float> %6311, %42
  %6323 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %6311, i32 4)
  %6324 = bitcast <8 x i64> %6321 to <16 x float>
  %6325 = select <16 x i1> %6322, <16 x float> %6324, <16 x float> %6323
  br label %6329

6326:                                             ; preds = %6310
  %6327 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6273, <16 x i1> %5530, <16 x float> zeroinitializer)
  %6328 = fadd <16 x float> %6311, %6327
  br label %6329

6329:                                             ; preds = %6326, %6319, %6312, %6310, %6291, %6269
  %6330 = phi <16 x float> [ %6318, %6312 ], [ %6325, %6319 ], [ %6328, %6326 ], [ %6292, %6291 ], [ %6311, %6310 ], [ %5517, %6269 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6330, ptr align 1 %6272, <16 x i1> %5530)
  %6331 = add i64 %560, %5532
  %6332 = getelementptr inbounds float, ptr %332, i64 %6331
  %6333 = getelementptr inbounds float, ptr %330, i64 %6331
  switch i64 %163, label %1208 [
    i64 1, label %6348
    i64 2, label %6341
    i64 3, label %6334
    i64 0, label %6394
  ]

6334:                                             ; preds = %6329
  %6335 = bitcast <16 x float> %5516 to <8 x i64>
  %6336 = and <8 x i64> %6335, %64
  %6337 = fcmp oeq <16 x float> %5516, %39
  %6338 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %5516, i32 4)
  %6339 = bitcast <8 x i64> %6336 to <16 x float>
  %6340 = select <16 x i1> %6337, <16 x float> %6339, <16 x float> %6338
  br label %6351

6341:                                             ; preds = %6329
  %6342 = bitcast <16 x float> %5516 to <8 x i64>
  %6343 = or <8 x i64> %6342, %65
  %6344 = fcmp oeq <16 x float> %5516, %42
  %6345 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %5516, i32 4)
  %6346 = bitcast <8 x i64> %6343 to <16 x float>
  %6347 = select <16 x i1> %6344, <16 x float> %6346, <16 x float> %6345
  br label %6351

6348:                                             ; preds = %6329
  %6349 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6333, <16 x i1> %5533, <16 x float> zeroinitializer)
  %6350 = fadd <16 x float> %5516, %6349
  br label %6351

6351:                                             ; preds = %6348, %6341, %6334
  %6352 = phi <16 x float> [ %6350, %6348 ], [ %6347, %6341 ], [ %6340, %6334 ]
  switch i64 %165, label %1208 [
    i64 1, label %6367
    i64 2, label %6360
    i64 3, label %6353
    i64 0, label %6394
  ]

6353:                                             ; preds = %6351
  %6354 = bitcast <16 x float> %6352 to <8 x i64>
  %6355 = and <8 x i64> %6354, %64
  %6356 = fcmp oeq <16 x float> %6352, %39
  %6357 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %6352, i32 4)
  %6358 = bitcast <8 x i64> %6355 to <16 x float>
  %6359 = select <16 x i1> %6356, <16 x float> %6358, <16 x float> %6357
  br label %6370

6360:                                             ; preds = %6351
  %6361 = bitcast <16 x float> %6352 to <8 x i64>
  %6362 = or <8 x i64> %6361, %65
  %6363 = fcmp oeq <16 x float> %6352, %42
  %6364 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %6352, i32 4)
  %6365 = bitcast <8 x i64> %6362 to <16 x float>
  %6366 = select <16 x i1> %6363, <16 x float> %6365, <16 x float> %6364
  br label %6370

6367:                                             ; preds = %6351
  %6368 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6333, <16 x i1> %5533, <16 x float> zeroinitializer)
  %6369 = fadd <16 x float> %6352, %6368
  br label %6370

6370:                                             ; preds = %6367, %6360, %6353
  %6371 = phi <16 x float> [ %6369, %6367 ], [ %6366, %6360 ], [ %6359, %6353 ]
  switch i64 %167, label %1208 [
    i64 1, label %6386
    i64 2, label %6379
    i64 3, label %6372
    i64 0, label %6394
  ]

6372:                                             ; preds = %6370
  %6373 = bitcast <16 x float> %6371 to <8 x i64>
  %6374 = and <8 x i64> %6373, %64
  %6375 = fcmp oeq <16 x float> %6371, %39
  %6376 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %6371, i32 4)
  %6377 = bitcast <8 x i64> %6374 to <16 x float>
  %6378 = select <16 x i1> %6375, <16 x float> %6377, <16 x float> %6376
  br label %6394

6379:                                             ; preds = %6370
  %6380 = bitcast <16 x float> %6371 to <8 x i64>
  %6381 = or <8 x i64> %6380, %65
  %6382 = fcmp oeq <16 x float> %6371, %42
  %6383 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %6371, i32 4)
  %6384 = bitcast <8 x i64> %6381 to <16 x float>
  %6385 = select <16 x i1> %6382, <16 x float> %6384, <16 x float> %6383
  br label %6394

6386:                                             ; preds = %6370
  %6387 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6333, <16 x i1> %5533, <16 x float> zeroinitializer)
  %6388 = fadd <16 x float> %6371, %6387
  br label %6394

6389:                                             ; preds = %6206
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5518, ptr align 1 %6211, <16 x i1> %5534)
  %6390 = getelementptr float, ptr %561, i64 %5535
  %6391 = getelementptr float, ptr %6390, i64 %718
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5517, ptr align 1 %6391, <16 x i1> %5536)
  %6392 = getelementptr float, ptr %562, i64 %5537
  %6393 = getelementptr float, ptr %6392, i64 %724
  br label %6394

6394:                                             ; preds = %6389, %6386, %6379, %6372, %6370, %6351, %6329
  %6395 = phi ptr [ %6393, %6389 ], [ %6332, %6372 ], [ %6332, %6379 ], [ %6332, %6386 ], [ %6332, %6370 ], [ %6332, %6351 ], [ %6332, %6329 ]
  %6396 = phi <16 x i1> [ %5538, %6389 ], [ %5533, %6372 ], [ %5533, %6379 ], [ %5533, %6386 ], [ %5533, %6370 ], [ %5533, %6351 ], [ %5533, %6329 ]
  %6397 = phi <16 x float> [ %5516, %6389 ], [ %6378, %6372 ], [ %6385, %6379 ], [ %6388, %6386 ], [ %6371, %6370 ], [ %6352, %6351 ], [ %5516, %6329 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6397, ptr align 1 %6395, <16 x i1> %6396)
  %6398 = add i64 %564, %5526
  %6399 = getelementptr inbounds float, ptr %332, i64 %6398
  br i1 %63, label %6577, label %6400

6400:                                             ; preds = %6394
  %6401 = getelementptr inbounds float, ptr %330, i64 %6398
  switch i64 %153, label %1208 [
    i64 1, label %6416
    i64 2, label %6409
    i64 3, label %6402
    i64 0, label %6457
  ]

6402:                                             ; preds = %6400
  %6403 = bitcast <16 x float> %5515 to <8 x i64>
  %6404 = and <8 x i64> %6403, %64
  %6405 = fcmp oeq <16 x float> %5515, %39
  %6406 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %5515, i32 4)
  %6407 = bitcast <8 x i64> %6404 to <16 x float>
  %6408 = select <16 x i1> %6405, <16 x float> %6407, <16 x float> %6406
  br label %6419

6409:                                             ; preds = %6400
  %6410 = bitcast <16 x float> %5515 to <8 x i64>
  %6411 = or <8 x i64> %6410, %65
  %6412 = fcmp oeq <16 x float> %5515, %42
  %6413 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %5515, i32 4)
  %6414 = bitcast <8 x i64> %6411 to <16 x float>
  %6415 = select <16 x i1> %6412, <16 x float> %6414, <16 x float> %6413
  br label %6419

6416:                                             ; preds = %6400
  %6417 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6401, <16 x i1> %5527, <16 x float> zeroinitializer)
  %6418 = fadd <16 x float> %5515, %6417
  br label %6419

6419:                                             ; preds = %6416, %6409, %6402
  %6420 = phi <16 x float> [ %6418, %6416 ], [ %6415, %6409 ], [ %6408, %6402 ]
  switch i64 %155, label %1208 [
    i64 1, label %6435
    i64 2, label %6428
    i64 3, label %6421
    i64 0, label %6457
  ]

6421:                                             ; preds = %6419
  %6422 = bitcast <16 x float> %6420 to <8 x i64>
  %6423 = and <8 x i64> %6422, %64
  %6424 = fcmp oeq <16 x float> %6420, %39
  %6425 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %6420, i32 4)
  %6426 = bitcast <8 x i64> %6423 to <16 x float>
  %6427 = select <16 x i1> %6424, <16 x float> %6426, <16 x float> %6425
  br label %6438

6428:                                             ; preds = %6419
  %6429 = bitcast <16 x float> %6420 to <8 x i64>
  %6430 = or <8 x i64> %6429, %65
  %6431 = fcmp oeq <16 x float> %6420, %42
  %6432 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %6420, i32 4)
  %6433 = bitcast <8 x i64> %6430 to <16 x float>
  %6434 = select <16 x i1> %6431, <16 x float> %6433, <16 x float> %6432
  br label %6438

6435:                                             ; preds = %6419
  %6436 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6401, <16 x i1> %5527, <16 x float> zeroinitializer)
  %6437 = fadd <16 x float> %6420, %6436
  br label %6438

6438:                                             ; preds = %6435, %6428, %6421
  %6439 = phi <16 x float> [ %6437, %6435 ], [ %6434, %6428 ], [ %6427, %6421 ]
  switch i64 %157, label %1208 [
    i64 1, label %6454
    i64 2, label %6447
    i64 3, label %6440
    i64 0, label %6457
  ]

6440:                                             ; preds = %6438
  %6441 = bitcast <16 x float> %6439 to <8 x i64>
  %6442 = and <8 x i64> %6441, %64
  %6443 = fcmp oeq <16 x float> %6439, %39
  %6444 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %6439, i32 4)
  %6445 = bitcast <8 x i64> %6442 to <16 x float>
  %6446 = select <16 x i1> %6443, <16 x float> %6445, <16 x float> %6444
  br label %6457

6447:                                             ; preds = %6438
  %6448 = bitcast <16 x float> %6439 to <8 x i64>
  %6449 = or <8 x i64> %6448, %65
  %6450 = fcmp oeq <16 x float> %6439, %42
  %6451 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %6439, i32 4)
  %6452 = bitcast <8 x i64> %6449 to <16 x float>
  %6453 = select <16 x i1> %6450, <16 x float> %6452, <16 x float> %6451
  br label %6457

6454:                                             ; preds = %6438
  %6455 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6401, <16 x i1> %5527, <16 x float> zeroinitializer)
  %6456 = fadd <16 x float> %6439, %6455
  br label %6457

6457:                                             ; preds = %6454, %6447, %6440, %6438, %6419, %6400
  %6458 = phi <16 x float> [ %6446, %6440 ], [ %6453, %6447 ], [ %6456, %6454 ], [ %6420, %6419 ], [ %6439, %6438 ], [ %5515, %6400 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6458, ptr align 1 %6399, <16 x i1> %5527)
  %6459 = add i64 %564, %5529
  %6460 = getelementptr inbounds float, ptr %332, i64 %6459
  %6461 = getelementptr inbounds float, ptr %330, i64 %6459
  switch i64 %158, label %1208 [
    i64 1, label %6476
    i64 2, label %6469
    i64 3, label %6462
    i64 0, label %6517
  ]

6462:                                             ; preds = %6457
  %6463 = bitcast <16 x float> %5514 to <8 x i64>
  %6464 = and <8 x i64> %6463, %64
  %6465 = fcmp oeq <16 x float> %5514, %39
  %6466 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %5514, i32 4)
  %6467 = bitcast <8 x i64> %6464 to <16 x float>
  %6468 = select <16 x i1> %6465, <16 x float> %6467, <16 x float> %6466
  br label %6479

6469:                                             ; preds = %6457
  %6470 = bitcast <16 x float> %5514 to <8 x i64>
  %6471 = or <8 x i64> %6470, %65
  %6472 = fcmp oeq <16 x float> %5514, %42
  %6473 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %5514, i32 4)
  %6474 = bitcast <8 x i64> %6471 to <16 x float>
  %6475 = select <16 x i1> %6472, <16 x float> %6474, <16 x float> %6473
  br label %6479

6476:                                             ; preds = %6457
  %6477 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6461, <16 x i1> %5530, <16 x float> zeroinitializer)
  %6478 = fadd <16 x float> %5514, %6477
  br label %6479

6479:                                             ; preds = %6476, %6469, %6462
  %6480 = phi <16 x float> [ %6478, %6476 ], [ %6475, %6469 ], [ %6468, %6462 ]
  switch i64 %160, label %1208 [
    i64 1, label %6495
    i64 2, label %6488
    i64 3, label %6481
    i64 0, label %6517
  ]

6481:                                             ; preds = %6479
  %6482 = bitcast <16 x float> %6480 to <8 x i64>
  %6483 = and <8 x i64> %6482, %64
  %6484 = fcmp oeq <16 x float> %6480, %39
  %6485 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %6480, i32 4)
  %6486 = bitcast <8 x i64> %6483 to <16 x float>
  %6487 = select <16 x i1> %6484, <16 x float> %6486, <16 x float> %6485
  br label %6498

6488:                                             ; preds = %6479
  %6489 = bitcast <16 x float> %6480 to <8 x i64>
  %6490 = or <8 x i64> %6489, %65
  %6491 = fcmp oeq <16 x float> %6480, %42
  %6492 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %6480, i32 4)
  %6493 = bitcast <8 x i64> %6490 to <16 x float>
  %6494 = select <16 x i1> %6491, <16 x float> %6493, <16 x float> %6492
  br label %6498

6495:                                             ; preds = %6479
  %6496 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6461, <16 x i1> %5530, <16 x float> zeroinitializer)
  %6497 = fadd <16 x float> %6480, %6496
  br label %6498

6498:                                             ; preds = %6495, %6488, %6481
  %6499 = phi <16 x float> [ %6497, %6495 ], [ %6494, %6488 ], [ %6487, %6481 ]
  switch i64 %162, label %1208 [
    i64 1, label %6514
    i64 2, label %6507
    i64 3, label %6500
    i64 0, label %6517
  ]

6500:                                             ; preds = %6498
  %6501 = bitcast <16 x float> %6499 to <8 x i64>
  %6502 = and <8 x i64> %6501, %64
  %6503 = fcmp oeq <16 x float> %6499, %39
  %6504 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %6499, i32 4)
  %6505 = bitcast <8 x i64> %6502 to <16 x float>
  %6506 = select <16 x i1> %6503, <16 x float> %6505, <16 x float> %6504
  br label %6517

6507:                                             ; preds = %6498
  %6508 = bitcast <16 x float> %6499 to <8 x i64>
  %6509 = or <8 x i64> %6508, %65
  %6510 = fcmp oeq <16 x float> %6499, %42
  %6511 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %6499, i32 4)
  %6512 = bitcast <8 x i64> %6509 to <16 x float>
  %6513 = select <16 x i1> %6510, <16 x float> %6512, <16 x float> %6511
  br label %6517

6514:                                             ; preds = %6498
  %6515 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6461, <16 x i1> %5530, <16 x float> zeroinitializer)
  %6516 = fadd <16 x float> %6499, %6515
  br label %6517

6517:                                             ; preds = %6514, %6507, %6500, %6498, %6479, %6457
  %6518 = phi <16 x float> [ %6506, %6500 ], [ %6513, %6507 ], [ %6516, %6514 ], [ %6480, %6479 ], [ %6499, %6498 ], [ %5514, %6457 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6518, ptr align 1 %6460, <16 x i1> %5530)
  %6519 = add i64 %564, %5532
  %6520 = getelementptr inbounds float, ptr %332, i64 %6519
  %6521 = getelementptr inbounds float, ptr %330, i64 %6519
  switch i64 %163, label %1208 [
    i64 1, label %6536
    i64 2, label %6529
    i64 3, label %6522
    i64 0, label %6582
  ]

6522:                                             ; preds = %6517
  %6523 = bitcast <16 x float> %5513 to <8 x i64>
  %6524 = and <8 x i64> %6523, %64
  %6525 = fcmp oeq <16 x float> %5513, %39
  %6526 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %5513, i32 4)
  %6527 = bitcast <8 x i64> %6524 to <16 x float>
  %6528 = select <16 x i1> %6525, <16 x float> %6527, <16 x float> %6526
  br label %6539

6529:                                             ; preds = %6517
  %6530 = bitcast <16 x float> %5513 to <8 x i64>
  %6531 = or <8 x i64> %6530, %65
  %6532 = fcmp oeq <16 x float> %5513, %42
  %6533 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %5513, i32 4)
  %6534 = bitcast <8 x i64> %6531 to <16 x float>
  %6535 = select <16 x i1> %6532, <16 x float> %6534, <16 x float> %6533
  br label %6539

6536:                                             ; preds = %6517
  %6537 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6521, <16 x i1> %5533, <16 x float> zeroinitializer)
  %6538 = fadd <16 x float> %5513, %6537
  br label %6539

6539:                                             ; preds = %6536, %6529, %6522
  %6540 = phi <16 x float> [ %6538, %6536 ], [ %6535, %6529 ], [ %6528, %6522 ]
  switch i64 %165, label %1208 [
    i64 1, label %6555
    i64 2, label %6548
    i64 3, label %6541
    i64 0, label %6582
  ]

6541:                                             ; preds = %6539
  %6542 = bitcast <16 x float> %6540 to <8 x i64>
  %6543 = and <8 x i64> %6542, %64
  %6544 = fcmp oeq <16 x float> %6540, %39
  %6545 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %6540, i32 4)
  %6546 = bitcast <8 x i64> %6543 to <16 x float>
  %6547 = select <16 x i1> %6544, <16 x float> %6546, <16 x float> %6545
  br label %6558

6548:                                             ; preds = %6539
  %6549 = bitcast <16 x float> %6540 to <8 x i64>
  %6550 = or <8 x i64> %6549, %65
  %6551 = fcmp oeq <16 x float> %6540, %42
  %6552 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %6540, i32 4)
  %6553 = bitcast <8 x i64> %6550 to <16 x float>
  %6554 = select <16 x i1> %6551, <16 x float> %6553, <16 x float> %6552
  br label %6558

6555:                                             ; preds = %6539
  %6556 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6521, <16 x i1> %5533, <16 x float> zeroinitializer)
  %6557 = fadd <16 x float> %6540, %6556
  br label %6558

6558:                                             ; preds = %6555, %6548, %6541
  %6559 = phi <16 x float> [ %6557, %6555 ], [ %6554, %6548 ], [ %6547, %6541 ]
  switch i64 %167, label %1208 [
    i64 1, label %6574
    i64 2, label %6567
    i64 3, label %6560
    i64 0, label %6582
  ]

6560:                                             ; preds = %6558
  %6561 = bitcast <16 x float> %6559 to <8 x i64>
  %6562 = and <8 x i64> %6561, %64
  %6563 = fcmp oeq <16 x float> %6559, %39
  %6564 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %6559, i32 4)
  %6565 = bitcast <8 x i64> %6562 to <16 x float>
  %6566 = select <16 x i1> %6563, <16 x float> %6565, <16 x float> %6564
  br label %6582

6567:                                             ; preds = %6558
  %6568 = bitcast <16 x float> %6559 to <8 x i64>
  %6569 = or <8 x i64> %6568, %65
  %6570 = fcmp oeq <16 x float> %6559, %42
  %6571 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %6559, i32 4)
  %6572 = bitcast <8 x i64> %6569 to <16 x float>
  %6573 = select <16 x i1> %6570, <16 x float> %6572, <16 x float> %6571
  br label %6582

6574:                                             ; preds = %6558
  %6575 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6521, <16 x i1> %5533, <16 x float> zeroinitializer)
  %6576 = fadd <16 x float> %6559, %6575
  br label %6582

6577:                                             ; preds = %6394
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5515, ptr align 1 %6399, <16 x i1> %5534)
  %6578 = getelementptr float, ptr %565, i64 %5535
  %6579 = getelementptr float, ptr %6578, i64 %718
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5514, ptr align 1 %6579, <16 x i1> %5536)
  %6580 = getelementptr float, ptr %566, i64 %5537
  %6581 = getelementptr float, ptr %6580, i64 %724
  br label %6582

6582:                                             ; preds = %6577, %6574, %6567, %6560, %6558, %6539, %6517
  %6583 = phi ptr [ %6581, %6577 ], [ %6520, %6560 ], [ %6520, %6567 ], [ %6520, %6574 ], [ %6520, %6558 ], [ %6520, %6539 ], [ %6520, %6517 ]
  %6584 = phi <16 x i1> [ %5538, %6577 ], [ %5533, %6560 ], [ %5533, %6567 ], [ %5533, %6574 ], [ %5533, %6558 ], [ %5533, %6539 ], [ %5533, %6517 ]
  %6585 = phi <16 x float> [ %5513, %6577 ], [ %6566, %6560 ], [ %6573, %6567 ], [ %6576, %6574 ], [ %6559, %6558 ], [ %6540, %6539 ], [ %5513, %6517 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6585, ptr align 1 %6583, <16 x i1> %6584)
  %6586 = add i64 %568, %5526
  %6587 = getelementptr inbounds float, ptr %332, i64 %6586
  br i1 %63, label %6765, label %6588

6588:                                             ; preds = %6582
  %6589 = getelementptr inbounds float, ptr %330, i64 %6586
  switch i64 %153, label %1208 [
    i64 1, label %6604
    i64 2, label %6597
    i64 3, label %6590
    i64 0, label %6645
  ]

6590:                                             ; preds = %6588
  %6591 = bitcast <16 x float> %5512 to <8 x i64>
  %6592 = and <8 x i64> %6591, %64
  %6593 = fcmp oeq <16 x float> %5512, %39
  %6594 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %5512, i32 4)
  %6595 = bitcast <8 x i64> %6592 to <16 x float>
  %6596 = select <16 x i1> %6593, <16 x float> %6595, <16 x float> %6594
  br label %6607

6597:                                             ; preds = %6588
  %6598 = bitcast <16 x float> %5512 to <8 x i64>
  %6599 = or <8 x i64> %6598, %65
  %6600 = fcmp oeq <16 x float> %5512, %42
  %6601 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %5512, i32 4)
  %6602 = bitcast <8 x i64> %6599 to <16 x float>
  %6603 = select <16 x i1> %6600, <16 x float> %6602, <16 x float> %6601
  br label %6607

6604:                                             ; preds = %6588
  %6605 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6589, <16 x i1> %5527, <16 x float> zeroinitializer)
  %6606 = fadd <16 x float> %5512, %6605
  br label %6607

6607:                                             ; preds = %6604, %6597, %6590
  %6608 = phi <16 x float> [ %6606, %6604 ], [ %6603, %6597 ], [ %6596, %6590 ]
  switch i64 %155, label %1208 [
    i64 1, label %6623
    i64 2, label %6616
    i64 3, label %6609
    i64 0, label %6645
  ]

6609:                                             ; preds = %6607
  %6610 = bitcast <16 x float> %6608 to <8 x i64>
  %6611 = and <8 x i64> %6610, %64
  %6612 = fcmp oeq <16 x float> %6608, %39
  %6613 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %6608, i32 4)
  %6614 = bitcast <8 x i64> %6611 to <16 x float>
  %6615 = select <16 x i1> %6612, <16 x float> %6614, <16 x float> %6613
  br label %6626

6616:                                             ; preds = %6607
  %6617 = bitcast <16 x float> %6608 to <8 x i64>
  %6618 = or <8 x i64> %6617, %65
  %6619 = fcmp oeq <16 x float> %6608, %42
  %6620 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %6608, i32 4)
  %6621 = bitcast <8 x i64> %6618 to <16 x float>
  %6622 = select <16 x i1> %6619, <16 x float> %6621, <16 x float> %6620
  br label %6626

6623:                                             ; preds = %6607
  %6624 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6589, <16 x i1> %5527, <16 x float> zeroinitializer)
  %6625 = fadd <16 x float> %6608, %6624
  br label %6626

6626:                                             ; preds = %6623, %6616, %6609
  %6627 = phi <16 x float> [ %6625, %6623 ], [ %6622, %6616 ], [ %6615, %6609 ]
  switch i64 %157, label %1208 [
    i64 1, label %6642
    i64 2, label %6635
    i64 3, label %6628
    i64 0, label %6645
  ]

6628:                                             ; preds = %6626
  %6629 = bitcast <16 x float> %6627 to <8 x i64>
  %6630 = and <8 x i64> %6629, %64
  %6631 = fcmp oeq <16 x float> %6627, %39
  %6632 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %6627, i32 4)
  %6633 = bitcast <8 x i64> %6630 to <16 x float>
  %6634 = select <16 x i1> %6631, <16 x float> %6633, <16 x float> %6632
  br label %6645

6635:                                             ; preds = %6626
  %6636 = bitcast <16 x float> %6627 to <8 x i64>
  %6637 = or <8 x i64> %6636, %65
  %6638 = fcmp oeq <16 x float> %6627, %42
  %6639 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %6627, i32 4)
  %6640 = bitcast <8 x i64> %6637 to <16 x float>
  %6641 = select <16 x i1> %6638, <16 x float> %6640, <16 x float> %6639
  br label %6645

6642:                                             ; preds = %6626
  %6643 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6589, <16 x i1> %5527, <16 x float> zeroinitializer)
  %6644 = fadd <16 x float> %6627, %6643
  br label %6645

6645:                                             ; preds = %6642, %6635, %6628, %6626, %6607, %6588
  %6646 = phi <16 x float> [ %6634, %6628 ], [ %6641, %6635 ], [ %6644, %6642 ], [ %6608, %6607 ], [ %6627, %6626 ], [ %5512, %6588 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6646, ptr align 1 %6587, <16 x i1> %5527)
  %6647 = add i64 %568, %5529
  %6648 = getelementptr inbounds float, ptr %332, i64 %6647
  %6649 = getelementptr inbounds float, ptr %330, i64 %6647
  switch i64 %158, label %1208 [
    i64 1, label %6664
    i64 2, label %6657
    i64 3, label %6650
    i64 0, label %6705
  ]

6650:                                             ; preds = %6645
  %6651 = bitcast <16 x float> %5511 to <8 x i64>
  %6652 = and <8 x i64> %6651, %64
  %6653 = fcmp oeq <16 x float> %5511, %39
  %6654 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %5511, i32 4)
  %6655 = bitcast <8 x i64> %6652 to <16 x float>
  %6656 = select <16 x i1> %6653, <16 x float> %6655, <16 x float> %6654
  br label %6667

6657:                                             ; preds = %6645
  %6658 = bitcast <16 x float> %5511 to <8 x i64>
  %6659 = or <8 x i64> %6658, %65
  %6660 = fcmp oeq <16 x float> %5511, %42
  %6661 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %5511, i32 4)
  %6662 = bitcast <8 x i64> %6659 to <16 x float>
  %6663 = select <16 x i1> %6660, <16 x float> %6662, <16 x float> %6661
  br label %6667

6664:                                             ; preds = %6645
  %6665 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6649, <16 x i1> %5530, <16 x float> zeroinitializer)
  %6666 = fadd <16 x float> %5511, %6665
  br label %6667

6667:                                             ; preds = %6664, %6657, %6650
  %6668 = phi <16 x float> [ %6666, %6664 ], [ %6663, %6657 ], [ %6656, %6650 ]
  switch i64 %160, label %1208 [
    i64 1, label %6683
    i64 2, label %6676
    i64 3, label %6669
    i64 0, label %6705
  ]

6669:                                             ; preds = %6667
  %6670 = bitcast <16 x float> %6668 to <8 x i64>
  %6671 = and <8 x i64> %6670, %64
  %6672 = fcmp oeq <16 x float> %6668, %39
  %6673 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %6668, i32 4)
  %6674 = bitcast <8 x i64> %6671 to <16 x float>
  %6675 = select <16 x i1> %6672, <16 x float> %6674, <16 x float> %6673
  br label %6686

6676:                                             ; preds = %6667
  %6677 = bitcast <16 x float> %6668 to <8 x i64>
  %6678 = or <8 x i64> %6677, %65
  %6679 = fcmp oeq <16 x float> %6668, %42
  %6680 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %6668, i32 4)
  %6681 = bitcast <8 x i64> %6678 to <16 x float>
  %6682 = select <16 x i1> %6679, <16 x float> %6681, <16 x float> %6680
  br label %6686

6683:                                             ; preds = %6667
  %6684 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6649, <16 x i1> %5530, <16 x float> zeroinitializer)
  %6685 = fadd <16 x float> %6668, %6684
  br label %6686

6686:                                             ; preds = %6683, %6676, %6669
  %6687 = phi <16 x float> [ %6685, %6683 ], [ %6682, %6676 ], [ %6675, %6669 ]
  switch i64 %162, label %1208 [
    i64 1, label %6702
    i64 2, label %6695
    i64 3, label %6688
    i64 0, label %6705
  ]

6688:                                             ; preds = %6686
  %6689 = bitcast <16 x float> %6687 to <8 x i64>
  %6690 = and <8 x i64> %6689, %64
  %6691 = fcmp oeq <16 x float> %6687, %39
  %6692 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %6687, i32 4)
  %6693 = bitcast <8 x i64> %6690 to <16 x float>
  %6694 = select <16 x i1> %6691, <16 x float> %6693, <16 x float> %6692
  br label %6705

6695:                                             ; preds = %6686
  %6696 = bitcast <16 x float> %6687 to <8 x i64>
  %6697 = or <8 x i64> %6696, %65
  %6698 = fcmp oeq <16 x float> %6687, %42
  %6699 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %6687, i32 4)
  %6700 = bitcast <8 x i64> %6697 to <16 x float>
  %6701 = select <16 x i1> %6698, <16 x float> %6700, <16 x float> %6699
  br label %6705

6702:                                             ; preds = %6686
  %6703 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6649, <16 x i1> %5530, <16 x float> zeroinitializer)
  %6704 = fadd <16 x float> %6687, %6703
  br label %6705

6705:                                             ; preds = %6702, %6695, %6688, %6686, %6667, %6645
  %6706 = phi <16 x float> [ %6694, %6688 ], [ %6701, %6695 ], [ %6704, %6702 ], [ %6668, %6667 ], [ %6687, %6686 ], [ %5511, %6645 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6706, ptr align 1 %6648, <16 x i1> %5530)
  %6707 = add i64 %568, %5532
  %6708 = getelementptr inbounds float, ptr %332, i64 %6707
  %6709 = getelementptr inbounds float, ptr %330, i64 %6707
  switch i64 %163, label %1208 [
    i64 1, label %6724
    i64 2, label %6717
    i64 3, label %6710
    i64 0, label %6770
  ]

6710:                                             ; preds = %6705
  %6711 = bitcast <16 x float> %5510 to <8 x i64>
  %6712 = and <8 x i64> %6711, %64
  %6713 = fcmp oeq <16 x float> %5510, %39
  %6714 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %5510, i32 4)
  %6715 = bitcast <8 x i64> %6712 to <16 x float>
  %6716 = select <16 x i1> %6713, <16 x float> %6715, <16 x float> %6714
  br label %6727

6717:                                             ; preds = %6705
  %6718 = bitcast <16 x float> %5510 to <8 x i64>
  %6719 = or <8 x i64> %6718, %65
  %6720 = fcmp oeq <16 x float> %5510, %42
  %6721 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %5510, i32 4)
  %6722 = bitcast <8 x i64> %6719 to <16 x float>
  %6723 = select <16 x i1> %6720, <16 x float> %6722, <16 x float> %6721
  br label %6727

6724:                                             ; preds = %6705
  %6725 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6709, <16 x i1> %5533, <16 x float> zeroinitializer)
  %6726 = fadd <16 x float> %5510, %6725
  br label %6727

6727:                                             ; preds = %6724, %6717, %6710
  %6728 = phi <16 x float> [ %6726, %6724 ], [ %6723, %6717 ], [ %6716, %6710 ]
  switch i64 %165, label %1208 [
    i64 1, label %6743
    i64 2, label %6736
    i64 3, label %6729
    i64 0, label %6770
  ]

6729:                                             ; preds = %6727
  %6730 = bitcast <16 x float> %6728 to <8 x i64>
  %6731 = and <8 x i64> %6730, %64
  %6732 = fcmp oeq <16 x float> %6728, %39
  %6733 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %6728, i32 4)
  %6734 = bitcast <8 x i64> %6731 to <16 x float>
  %6735 = select <16 x i1> %6732, <16 x float> %6734, <16 x float> %6733
  br label %6746

6736:                                             ; preds = %6727
  %6737 = bitcast <16 x float> %6728 to <8 x i64>
  %6738 = or <8 x i64> %6737, %65
  %6739 = fcmp oeq <16 x float> %6728, %42
  %6740 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %6728, i32 4)
  %6741 = bitcast <8 x i64> %6738 to <16 x float>
  %6742 = select <16 x i1> %6739, <16 x float> %6741, <16 x float> %6740
  br label %6746

6743:                                             ; preds = %6727
  %6744 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6709, <16 x i1> %5533, <16 x float> zeroinitializer)
  %6745 = fadd <16 x float> %6728, %6744
  br label %6746

6746:                                             ; preds = %6743, %6736, %6729
  %6747 = phi <16 x float> [ %6745, %6743 ], [ %6742, %6736 ], [ %6735, %6729 ]
  switch i64 %167, label %1208 [
    i64 1, label %6762
    i64 2, label %6755
    i64 3, label %6748
    i64 0, label %6770
  ]

6748:                                             ; preds = %6746
  %6749 = bitcast <16 x float> %6747 to <8 x i64>
  %6750 = and <8 x i64> %6749, %64
  %6751 = fcmp oeq <16 x float> %6747, %39
  %6752 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %6747, i32 4)
  %6753 = bitcast <8 x i64> %6750 to <16 x float>
  %6754 = select <16 x i1> %6751, <16 x float> %6753, <16 x float> %6752
  br label %6770

6755:                                             ; preds = %6746
  %6756 = bitcast <16 x float> %6747 to <8 x i64>
  %6757 = or <8 x i64> %6756, %65
  %6758 = fcmp oeq <16 x float> %6747, %42
  %6759 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %6747, i32 4)
  %6760 = bitcast <8 x i64> %6757 to <16 x float>
  %6761 = select <16 x i1> %6758, <16 x float> %6760, <16 x float> %6759
  br label %6770

6762:                                             ; preds = %6746
  %6763 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6709, <16 x i1> %5533, <16 x float> zeroinitializer)
  %6764 = fadd <16 x float> %6747, %6763
  br label %6770

6765:                                             ; preds = %6582
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5512, ptr align 1 %6587, <16 x i1> %5534)
  %6766 = getelementptr float, ptr %569, i64 %5535
  %6767 = getelementptr float, ptr %6766, i64 %718
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5511, ptr align 1 %6767, <16 x i1> %5536)
  %6768 = getelementptr float, ptr %570, i64 %5537
  %6769 = getelementptr float, ptr %6768, i64 %724
  br label %6770

6770:                                             ; preds = %6765, %6762, %6755, %6748, %6746, %6727, %6705
  %6771 = phi ptr [ %6769, %6765 ], [ %6708, %6748 ], [ %6708, %6755 ], [ %6708, %6762 ], [ %6708, %6746 ], [ %6708, %6727 ], [ %6708, %6705 ]
  %6772 = phi <16 x i1> [ %5538, %6765 ], [ %5533, %6748 ], [ %5533, %6755 ], [ %5533, %6762 ], [ %5533, %6746 ], [ %5533, %6727 ], [ %5533, %6705 ]
  %6773 = phi <16 x float> [ %5510, %6765 ], [ %6754, %6748 ], [ %6761, %6755 ], [ %6764, %6762 ], [ %6747, %6746 ], [ %6728, %6727 ], [ %5510, %6705 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6773, ptr align 1 %6771, <16 x i1> %6772)
  %6774 = add i64 %572, %5526
  %6775 = getelementptr inbounds float, ptr %332, i64 %6774
  br i1 %63, label %6953, label %6776

6776:                                             ; preds = %6770
  %6777 = getelementptr inbounds float, ptr %330, i64 %6774
  switch i64 %153, label %1208 [
    i64 1, label %6792
    i64 2, label %6785
    i64 3, label %6778
    i64 0, label %6833
  ]

6778:                                             ; preds = %6776
  %6779 = bitcast <16 x float> %5509 to <8 x i64>
  %6780 = and <8 x i64> %6779, %64
  %6781 = fcmp oeq <16 x float> %5509, %39
  %6782 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %5509, i32 4)
  %6783 = bitcast <8 x i64> %6780 to <16 x float>
  %6784 = select <16 x i1> %6781, <16 x float> %6783, <16 x float> %6782
  br label %6795

6785:                                             ; preds = %6776
  %6786 = bitcast <16 x float> %5509 to <8 x i64>
  %6787 = or <8 x i64> %6786, %65
  %6788 = fcmp oeq <16 x float> %5509, %42
  %6789 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %5509, i32 4)
  %6790 = bitcast <8 x i64> %6787 to <16 x float>
  %6791 = select <16 x i1> %6788, <16 x float> %6790, <16 x float> %6789
  br label %6795

6792:                                             ; preds = %6776
  %6793 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6777, <16 x i1> %5527, <16 x float> zeroinitializer)
  %6794 = fadd <16 x float> %5509, %6793
  br label %6795

6795:                                             ; preds = %6792, %6785, %6778
  %6796 = phi <16 x float> [ %6794, %6792 ], [ %6791, %6785 ], [ %6784, %6778 ]
  switch i64 %155, label %1208 [
    i64 1, label %6811
    i64 2, label %6804
    i64 3, label %6797
    i64 0, label %6833
  ]

6797:                                             ; preds = %6795
  %6798 = bitcast <16 x float> %6796 to <8 x i64>
  %6799 = and <8 x i64> %6798, %64
  %6800 = fcmp oeq <16 x float> %6796, %39
  %6801 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %6796, i32 4)
  %6802 = bitcast <8 x i64> %6799 to <16 x float>
  %6803 = select <16 x i1> %6800, <16 x float> %6802, <16 x float> %6801
  br label %6814

6804:                                             ; preds = %6795
  %6805 = bitcast <16 x float> %6796 to <8 x i64>
  %6806 = or <8 x i64> %6805, %65
  %6807 = fcmp oeq <16 x float> %6796, %42
  %6808 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %6796, i32 4)
  %6809 = bitcast <8 x i64> %6806 to <16 x float>
  %6810 = select <16 x i1> %6807, <16 x float> %6809, <16 x float> %6808
  br label %6814

6811:                                             ; preds = %6795
  %6812 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6777, <16 x i1> %5527, <16 x float> zeroinitializer)
  %6813 = fadd <16 x float> %6796, %6812
  br label %6814

6814:                                             ; preds = %6811, %6804, %6797
  %6815 = phi <16 x float> [ %6813, %6811 ], [ %6810, %6804 ], [ %6803, %6797 ]
  switch i64 %157, label %1208 [
    i64 1, label %6830
    i64 2, label %6823
    i64 3, label %6816
    i64 0, label %6833
  ]

6816:                                             ; preds = %6814
  %6817 = bitcast <16 x float> %6815 to <8 x i64>
  %6818 = and <8 x i64> %6817, %64
  %6819 = fcmp oeq <16 x float> %6815, %39
  %6820 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %6815, i32 4)
  %6821 = bitcast <8 x i64> %6818 to <16 x float>
  %6822 = select <16 x i1> %6819, <16 x float> %6821, <16 x float> %6820
  br label %6833

6823:                                             ; preds = %6814
  %6824 = bitcast <16 x float> %6815 to <8 x i64>
  %6825 = or <8 x i64> %6824, %65
  %6826 = fcmp oeq <16 x float> %6815, %42
  %6827 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %6815, i32 4)
  %6828 = bitcast <8 x i64> %6825 to <16 x float>
  %6829 = select <16 x i1> %6826, <16 x float> %6828, <16 x float> %6827
  br label %6833

6830:                                             ; preds = %6814
  %6831 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6777, <16 x i1> %5527, <16 x float> zeroinitializer)
  %6832 = fadd <16 x float> %6815, %6831
  br label %6833

6833:                                             ; preds = %6830, %6823, %6816, %6814, %6795, %6776
  %6834 = phi <16 x float> [ %6822, %6816 ], [ %6829, %6823 ], [ %6832, %6830 ], [ %6796, %6795 ], [ %6815, %6814 ], [ %5509, %6776 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6834, ptr align 1 %6775, <16 x i1> %5527)
  %6835 = add i64 %572, %5529
  %6836 = getelementptr inbounds float, ptr %332, i64 %6835
  %6837 = getelementptr inbounds float, ptr %330, i64 %6835
  switch i64 %158, label %1208 [
    i64 1, label %6852
    i64 2, label %6845
    i64 3, label %6838
    i64 0, label %6893
  ]

6838:                                             ; preds = %6833
  %6839 = bitcast <16 x float> %5508 to <8 x i64>
  %6840 = and <8 x i64> %6839, %64
  %6841 = fcmp oeq <16 x float> %5508, %39
  %6842 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %5508, i32 4)
  %6843 = bitcast <8 x i64> %6840 to <16 x float>
  %6844 = select <16 x i1> %6841, <16 x float> %6843, <16 x float> %6842
  br label %6855

6845:                                             ; preds = %6833
  %6846 = bitcast <16 x float> %5508 to <8 x i64>
  %6847 = or <8 x i64> %6846, %65
  %6848 = fcmp oeq <16 x float> %5508, %42
  %6849 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %5508, i32 4)
  %6850 = bitcast <8 x i64> %6847 to <16 x float>
  %6851 = select <16 x i1> %6848, <16 x float> %6850, <16 x float> %6849
  br label %6855

6852:                                             ; preds = %6833
  %6853 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6837, <16 x i1> %5530, <16 x float> zeroinitializer)
  %6854 = fadd <16 x float> %5508, %6853
  br label %6855

6855:                                             ; preds = %6852, %6845, %6838
  %6856 = phi <16 x float> [ %6854, %6852 ], [ %6851, %6845 ], [ %6844, %6838 ]
  switch i64 %160, label %1208 [
    i64 1, label %6871
    i64 2, label %6864
    i64 3, label %6857
    i64 0, label %6893
  ]

6857:                                             ; preds = %6855
  %6858 = bitcast <16 x float> %6856 to <8 x i64>
  %6859 = and <8 x i64> %6858, %64
  %6860 = fcmp oeq <16 x float> %6856, %39
  %6861 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %6856, i32 4)
  %6862 = bitcast <8 x i64> %6859 to <16 x float>
  %6863 = select <16 x i1> %6860, <16 x float> %6862, <16 x float> %6861
  br label %6874

6864:                                             ; preds = %6855
  %6865 = bitcast <16 x float> %6856 to <8 x i64>
  %6866 = or <8 x i64> %6865, %65
  %6867 = fcmp oeq <16 x float> %6856, %42
  %6868 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %6856, i32 4)
  %6869 = bitcast <8 x i64> %6866 to <16 x float>
  %6870 = select <16 x i1> %6867, <16 x float> %6869, <16 x float> %6868
  br label %6874

6871:                                             ; preds = %6855
  %6872 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6837, <16 x i1> %5530, <16 x float> zeroinitializer)
  %6873 = fadd <16 x float> %6856, %6872
  br label %6874

6874:                                             ; preds = %6871, %6864, %6857
  %6875 = phi <16 x float> [ %6873, %6871 ], [ %6870, %6864 ], [ %6863, %6857 ]
  switch i64 %162, label %1208 [
    i64 1, label %6890
    i64 2, label %6883
    i64 3, label %6876
    i64 0, label %6893
  ]

6876:                                             ; preds = %6874
  %6877 = bitcast <16 x float> %6875 to <8 x i64>
  %6878 = and <8 x i64> %6877, %64
  %6879 = fcmp oeq <16 x float> %6875, %39
  %6880 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %6875, i32 4)
  %6881 = bitcast <8 x i64> %6878 to <16 x float>
  %6882 = select <16 x i1> %6879, <16 x float> %6881, <16 x float> %6880
  br label %6893

6883:                                             ; preds = %6874
  %6884 = bitcast <16 x float> %6875 to <8 x i64>
  %6885 = or <8 x i64> %6884, %65
  %6886 = fcmp oeq <16 x float> %6875, %42
  %6887 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %6875, i32 4)
  %6888 = bitcast <8 x i64> %6885 to <16 x float>
  %6889 = select <16 x i1> %6886, <16 x float> %6888, <16 x float> %6887
  br label %6893

6890:                                             ; preds = %6874
  %6891 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6837, <16 x i1> %5530, <16 x float> zeroinitializer)
  %6892 = fadd <16 x float> %6875, %6891
  br label %6893

6893:                                             ; preds = %6890, %6883, %6876, %6874, %6855, %6833
  %6894 = phi <16 x float> [ %6882, %6876 ], [ %6889, %6883 ], [ %6892, %6890 ], [ %6856, %6855 ], [ %6875, %6874 ], [ %5508, %6833 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6894, ptr align 1 %6836, <16 x i1> %5530)
  %6895 = add i64 %572, %5532
  %6896 = getelementptr inbounds float, ptr %332, i64 %6895
  %6897 = getelementptr inbounds float, ptr %330, i64 %6895
  switch i64 %163, label %1208 [
    i64 1, label %6912
    i64 2, label %6905
    i64 3, label %6898
    i64 0, label %6958
  ]

6898:                                             ; preds = %6893
  %6899 = bitcast <16 x float> %5507 to <8 x i64>
  %6900 = and <8 x i64> %6899, %64
  %6901 = fcmp oeq <16 x float> %5507, %39
  %6902 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %5507, i32 4)
  %6903 = bitcast <8 x i64> %6900 to <16 x float>
  %6904 = select <16 x i1> %6901, <16 x float> %6903, <16 x float> %6902
  br label %6915

6905:                                             ; preds = %6893
  %6906 = bitcast <16 x float> %5507 to <8 x i64>
  %6907 = or <8 x i64> %6906, %65
  %6908 = fcmp oeq <16 x float> %5507, %42
  %6909 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %5507, i32 4)
  %6910 = bitcast <8 x i64> %6907 to <16 x float>
  %6911 = select <16 x i1> %6908, <16 x float> %6910, <16 x float> %6909
  br label %6915

6912:                                             ; preds = %6893
  %6913 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6897, <16 x i1> %5533, <16 x float> zeroinitializer)
  %6914 = fadd <16 x float> %5507, %6913
  br label %6915

6915:                                             ; preds = %6912, %6905, %6898
  %6916 = phi <16 x float> [ %6914, %6912 ], [ %6911, %6905 ], [ %6904, %6898 ]
  switch i64 %165, label %1208 [
    i64 1, label %6931
    i64 2, label %6924
    i64 3, label %6917
    i64 0, label %6958
  ]

6917:                                             ; preds = %6915
  %6918 = bitcast <16 x float> %6916 to <8 x i64>
  %6919 = and <8 x i64> %6918, %64
  %6920 = fcmp oeq <16 x float> %6916, %39
  %6921 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %6916, i32 4)
  %6922 = bitcast <8 x i64> %6919 to <16 x float>
  %6923 = select <16 x i1> %6920, <16 x float> %6922, <16 x float> %6921
  br label %6934

6924:                                             ; preds = %6915
  %6925 = bitcast <16 x float> %6916 to <8 x i64>
  %6926 = or <8 x i64> %6925, %65
  %6927 = fcmp oeq <16 x float> %6916, %42
  %6928 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %6916, i32 4)
  %6929 = bitcast <8 x i64> %6926 to <16 x float>
  %6930 = select <16 x i1> %6927, <16 x float> %6929, <16 x float> %6928
  br label %6934

6931:                                             ; preds = %6915
  %6932 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6897, <16 x i1> %5533, <16 x float> zeroinitializer)
  %6933 = fadd <16 x float> %6916, %6932
  br label %6934

6934:                                             ; preds = %6931, %6924, %6917
  %6935 = phi <16 x float> [ %6933, %6931 ], [ %6930, %6924 ], [ %6923, %6917 ]
  switch i64 %167, label %1208 [
    i64 1, label %6950
    i64 2, label %6943
    i64 3, label %6936
    i64 0, label %6958
  ]

6936:                                             ; preds = %6934
  %6937 = bitcast <16 x float> %6935 to <8 x i64>
  %6938 = and <8 x i64> %6937, %64
  %6939 = fcmp oeq <16 x float> %6935, %39
  %6940 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %6935, i32 4)
  %6941 = bitcast <8 x i64> %6938 to <16 x float>
  %6942 = select <16 x i1> %6939, <16 x float> %6941, <16 x float> %6940
  br label %6958

6943:                                             ; preds = %6934
  %6944 = bitcast <16 x float> %6935 to <8 x i64>
  %6945 = or <8 x i64> %6944, %65
  %6946 = fcmp oeq <16 x float> %6935, %42
  %6947 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %6935, i32 4)
  %6948 = bitcast <8 x i64> %6945 to <16 x float>
  %6949 = select <16 x i1> %6946, <16 x float> %6948, <16 x float> %6947
  br label %6958

6950:                                             ; preds = %6934
  %6951 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6897, <16 x i1> %5533, <16 x float> zeroinitializer)
  %6952 = fadd <16 x float> %6935, %6951
  br label %6958

6953:                                             ; preds = %6770
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5509, ptr align 1 %6775, <16 x i1> %5534)
  %6954 = getelementptr float, ptr %573, i64 %5535
  %6955 = getelementptr float, ptr %6954, i64 %718
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5508, ptr align 1 %6955, <16 x i1> %5536)
  %6956 = getelementptr float, ptr %574, i64 %5537
  %6957 = getelementptr float, ptr %6956, i64 %724
  br label %6958

6958:                                             ; preds = %6953, %6950, %6943, %6936, %6934, %6915, %6893
  %6959 = phi ptr [ %6957, %6953 ], [ %6896, %6936 ], [ %6896, %6943 ], [ %6896, %6950 ], [ %6896, %6934 ], [ %6896, %6915 ], [ %6896, %6893 ]
  %6960 = phi <16 x i1> [ %5538, %6953 ], [ %5533, %6936 ], [ %5533, %6943 ], [ %5533, %6950 ], [ %5533, %6934 ], [ %5533, %6915 ], [ %5533, %6893 ]
  %6961 = phi <16 x float> [ %5507, %6953 ], [ %6942, %6936 ], [ %6949, %6943 ], [ %6952, %6950 ], [ %6935, %6934 ], [ %6916, %6915 ], [ %5507, %6893 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6961, ptr align 1 %6959, <16 x i1> %6960)
  %6962 = add i64 %576, %5526
  %6963 = getelementptr inbounds float, ptr %332, i64 %6962
  br i1 %63, label %7141, label %6964

6964:                                             ; preds = %6958
  %6965 = getelementptr inbounds float, ptr %330, i64 %6962
  switch i64 %153, label %1208 [
    i64 1, label %6980
    i64 2, label %6973
    i64 3, label %6966
    i64 0, label %7021
  ]

6966:                                             ; preds = %6964
  %6967 = bitcast <16 x float> %5506 to <8 x i64>
  %6968 = and <8 x i64> %6967, %64
  %6969 = fcmp oeq <16 x float> %5506, %39
  %6970 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %5506, i32 4)
  %6971 = bitcast <8 x i64> %6968 to <16 x float>
  %6972 = select <16 x i1> %6969, <16 x float> %6971, <16 x float> %6970
  br label %6983

6973:                                             ; preds = %6964
  %6974 = bitcast <16 x float> %5506 to <8 x i64>
  %6975 = or <8 x i64> %6974, %65
  %6976 = fcmp oeq <16 x float> %5506, %42
  %6977 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %5506, i32 4)
  %6978 = bitcast <8 x i64> %6975 to <16 x float>
  %6979 = select <16 x i1> %6976, <16 x float> %6978, <16 x float> %6977
  br label %6983

6980:                                             ; preds = %6964
  %6981 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6965, <16 x i1> %5527, <16 x float> zeroinitializer)
  %6982 = fadd <16 x float> %5506, %6981
  br label %6983

6983:                                             ; preds = %6980, %6973, %6966
  %6984 = phi <16 x float> [ %6982, %6980 ], [ %6979, %6973 ], [ %6972, %6966 ]
  switch i64 %155, label %1208 [
    i64 1, label %6999
    i64 2, label %6992
    i64 3, label %6985
    i64 0, label %7021
  ]

6985:                                             ; preds = %6983
  %6986 = bitcast <16 x float> %6984 to <8 x i64>
  %6987 = and <8 x i64> %6986, %64
  %6988 = fcmp oeq <16 x float> %6984, %39
  %6989 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %6984, i32 4)
  %6990 = bitcast <8 x i64> %6987 to <16 x float>
  %6991 = select <16 x i1> %6988, <16 x float> %6990, <16 x float> %6989
  br label %7002

6992:                                             ; preds = %6983
  %6993 = bitcast <16 x float> %6984 to <8 x i64>
  %6994 = or <8 x i64> %6993, %65
  %6995 = fcmp oeq <16 x float> %6984, %42
  %6996 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %6984, i32 4)
  %6997 = bitcast <8 x i64> %6994 to <16 x float>
  %6998 = select <16 x i1> %6995, <16 x float> %6997, <16 x float> %6996
  br label %7002

6999:                                             ; preds = %6983
  %7000 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6965, <16 x i1> %5527, <16 x float> zeroinitializer)
  %7001 = fadd <16 x float> %6984, %7000
  br label %7002

7002:                                             ; preds = %6999, %6992, %6985
  %7003 = phi <16 x float> [ %7001, %6999 ], [ %6998, %6992 ], [ %6991, %6985 ]
  switch i64 %157, label %1208 [
    i64 1, label %7018
    i64 2, label %7011
    i64 3, label %7004
    i64 0, label %7021
  ]

7004:                                             ; preds = %7002
  %7005 = bitcast <16 x float> %7003 to <8 x i64>
  %7006 = and <8 x i64> %7005, %64
  %7007 = fcmp oeq <16 x float> %7003, %39
  %7008 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %7003, i32 4)
  %7009 = bitcast <8 x i64> %7006 to <16 x float>
  %7010 = select <16 x i1> %7007, <16 x float> %7009, <16 x float> %7008
  br label %7021

7011:                                             ; preds = %7002
  %7012 = bitcast <16 x float> %7003 to <8 x i64>
  %7013 = or <8 x i64> %7012, %65
  %7014 = fcmp oeq <16 x float> %7003, %42
  %7015 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %7003, i32 4)
  %7016 = bitcast <8 x i64> %7013 to <16 x float>
  %7017 = select <16 x i1> %7014, <16 x float> %7016, <16 x float> %7015
  br label %7021

7018:                                             ; preds = %7002
  %7019 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6965, <16 x i1> %5527, <16 x float> zeroinitializer)
  %7020 = fadd <16 x float> %7003, %7019
  br label %7021

7021:                                             ; preds = %7018, %7011, %7004, %7002, %6983, %6964
  %7022 = phi <16 x float> [ %7010, %7004 ], [ %7017, %7011 ], [ %7020, %7018 ], [ %6984, %6983 ], [ %7003, %7002 ], [ %5506, %6964 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7022, ptr align 1 %6963, <16 x i1> %5527)
  %7023 = add i64 %576, %5529
  %7024 = getelementptr inbounds float, ptr %332, i64 %7023
  %7025 = getelementptr inbounds float, ptr %330, i64 %7023
  switch i64 %158, label %1208 [
    i64 1, label %7040
    i64 2, label %7033
    i64 3, label %7026
    i64 0, label %7081
  ]

7026:                                             ; preds = %7021
  %7027 = bitcast <16 x float> %5505 to <8 x i64>
  %7028 = and <8 x i64> %7027, %64
  %7029 = fcmp oeq <16 x float> %5505, %39
  %7030 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %5505, i32 4)
  %7031 = bitcast <8 x i64> %7028 to <16 x float>
  %7032 = select <16 x i1> %7029, <16 x float> %7031, <16 x float> %7030
  br label %7043

7033:                                             ; preds = %7021
  %7034 = bitcast <16 x float> %5505 to <8 x i64>
  %7035 = or <8 x i64> %7034, %65
  %7036 = fcmp oeq <16 x float> %5505, %42
  %7037 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %5505, i32 4)
  %7038 = bitcast <8 x i64> %7035 to <16 x float>
  %7039 = select <16 x i1> %7036, <16 x float> %7038, <16 x float> %7037
  br label %7043

7040:                                             ; preds = %7021
  %7041 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7025, <16 x i1> %5530, <16 x float> zeroinitializer)
  %7042 = fadd <16 x float> %5505, %7041
  br label %7043

7043:                                             ; preds = %7040, %7033, %7026
  %7044 = phi <16 x float> [ %7042, %7040 ], [ %7039, %7033 ], [ %7032, %7026 ]
  switch i64 %160, label %1208 [
    i64 1, label %7059
    i64 2, label %7052
    i64 3, label %7045
    i64 0, label %7081
  ]

7045:                                             ; preds = %7043
  %7046 = bitcast <16 x float> %7044 to <8 x i64>
  %7047 = and <8 x i64> %7046, %64
  %7048 = fcmp oeq <16 x float> %7044, %39
  %7049 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %7044, i32 4)
  %7050 = bitcast <8 x i64> %7047 to <16 x float>
  %7051 = select <16 x i1> %7048, <16 x float> %7050, <16 x float> %7049
  br label %7062

7052:                                             ; preds = %7043
  %7053 = bitcast <16 x float> %7044 to <8 x i64>
  %7054 = or <8 x i64> %7053, %65
  %7055 = fcmp oeq <16 x float> %7044, %42
  %7056 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %7044, i32 4)
  %7057 = bitcast <8 x i64> %7054 to <16 x float>
  %7058 = select <16 x i1> %7055, <16 x float> %7057, <16 x float> %7056
  br label %7062

7059:                                             ; preds = %7043
  %7060 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7025, <16 x i1> %5530, <16 x float> zeroinitializer)
  %7061 = fadd <16 x float> %7044, %7060
  br label %7062

7062:                                             ; preds = %7059, %7052, %7045
  %7063 = phi <16 x float> [ %7061, %7059 ], [ %7058, %7052 ], [ %7051, %7045 ]
  switch i64 %162, label %1208 [
    i64 1, label %7078
    i64 2, label %7071
    i64 3, label %7064
    i64 0, label %7081
  ]

7064:                                             ; preds = %7062
  %7065 = bitcast <16 x float> %7063 to <8 x i64>
  %7066 = and <8 x i64> %7065, %64
  %7067 = fcmp oeq <16 x float> %7063, %39
  %7068 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %7063, i32 4)
  %7069 = bitcast <8 x i64> %7066 to <16 x float>
  %7070 = select <16 x i1> %7067, <16 x float> %7069, <16 x float> %7068
  br label %7081

7071:                                             ; preds = %7062
  %7072 = bitcast <16 x float> %7063 to <8 x i64>
  %7073 = or <8 x i64> %7072, %65
  %7074 = fcmp oeq <16 x float> %7063, %42
  %7075 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %7063, i32 4)
  %7076 = bitcast <8 x i64> %7073 to <16 x float>
  %7077 = select <16 x i1> %7074, <16 x float> %7076, <16 x float> %7075
  br label %7081

7078:                                             ; preds = %7062
  %7079 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7025, <16 x i1> %5530, <16 x float> zeroinitializer)
  %7080 = fadd <16 x float> %7063, %7079
  br label %7081

7081:                                             ; preds = %7078, %7071, %7064, %7062, %7043, %7021
  %7082 = phi <16 x float> [ %7070, %7064 ], [ %7077, %7071 ], [ %7080, %7078 ], [ %7044, %7043 ], [ %7063, %7062 ], [ %5505, %7021 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7082, ptr align 1 %7024, <16 x i1> %5530)
  %7083 = add i64 %576, %5532
  %7084 = getelementptr inbounds float, ptr %332, i64 %7083
  %7085 = getelementptr inbounds float, ptr %330, i64 %7083
  switch i64 %163, label %1208 [
    i64 1, label %7100
    i64 2, label %7093
    i64 3, label %7086
    i64 0, label %7146
  ]

7086:                                             ; preds = %7081
  %7087 = bitcast <16 x float> %5504 to <8 x i64>
  %7088 = and <8 x i64> %7087, %64
  %7089 = fcmp oeq <16 x float> %5504, %39
  %7090 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %5504, i32 4)
  %7091 = bitcast <8 x i64> %7088 to <16 x float>
  %7092 = select <16 x i1> %7089, <16 x float> %7091, <16 x float> %7090
  br label %7103

7093:                                             ; preds = %7081
  %7094 = bitcast <16 x float> %5504 to <8 x i64>
  %7095 = or <8 x i64> %7094, %65
  %7096 = fcmp oeq <16 x float> %5504, %42
  %7097 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %5504, i32 4)
  %7098 = bitcast <8 x i64> %7095 to <16 x float>
  %7099 = select <16 x i1> %7096, <16 x float> %7098, <16 x float> %7097
  br label %7103

7100:                                             ; preds = %7081
  %7101 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7085, <16 x i1> %5533, <16 x float> zeroinitializer)
  %7102 = fadd <16 x float> %5504, %7101
  br label %7103

7103:                                             ; preds = %7100, %7093, %7086
  %7104 = phi <16 x float> [ %7102, %7100 ], [ %7099, %7093 ], [ %7092, %7086 ]
  switch i64 %165, label %1208 [
    i64 1, label %7119
    i64 2, label %7112
    i64 3, label %7105
    i64 0, label %7146
  ]

7105:                                             ; preds = %7103
  %7106 = bitcast <16 x float> %7104 to <8 x i64>
  %7107 = and <8 x i64> %7106, %64
  %7108 = fcmp oeq <16 x float> %7104, %39
  %7109 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %7104, i32 4)
  %7110 = bitcast <8 x i64> %7107 to <16 x float>
  %7111 = select <16 x i1> %7108, <16 x float> %7110, <16 x float> %7109
  br label %7122

7112:                                             ; preds = %7103
  %7113 = bitcast <16 x float> %7104 to <8 x i64>
  %7114 = or <8 x i64> %7113, %65
  %7115 = fcmp oeq <16 x float> %7104, %42
  %7116 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %7104, i32 4)
  %7117 = bitcast <8 x i64> %7114 to <16 x float>
  %7118 = select <16 x i1> %7115, <16 x float> %7117, <16 x float> %7116
  br label %7122

7119:                                             ; preds = %7103
  %7120 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7085, <16 x i1> %5533, <16 x float> zeroinitializer)
  %7121 = fadd <16 x float> %7104, %7120
  br label %7122

7122:                                             ; preds = %7119, %7112, %7105
  %7123 = phi <16 x float> [ %7121, %7119 ], [ %7118, %7112 ], [ %7111, %7105 ]
  switch i64 %167, label %1208 [
    i64 1, label %7138
    i64 2, label %7131
    i64 3, label %7124
    i64 0, label %7146
  ]

7124:                                             ; preds = %7122
  %7125 = bitcast <16 x float> %7123 to <8 x i64>
  %7126 = and <8 x i64> %7125, %64
  %7127 = fcmp oeq <16 x float> %7123, %39
  %7128 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %7123, i32 4)
  %7129 = bitcast <8 x i64> %7126 to <16 x float>
  %7130 = select <16 x i1> %7127, <16 x float> %7129, <16 x float> %7128
  br label %7146

7131:                                             ; preds = %7122
  %7132 = bitcast <16 x float> %7123 to <8 x i64>
  %7133 = or <8 x i64> %7132, %65
  %7134 = fcmp oeq <16 x float> %7123, %42
  %7135 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %7123, i32 4)
  %7136 = bitcast <8 x i64> %7133 to <16 x float>
  %7137 = select <16 x i1> %7134, <16 x float> %7136, <16 x float> %7135
  br label %7146

7138:                                             ; preds = %7122
  %7139 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7085, <16 x i1> %5533, <16 x float> zeroinitializer)
  %7140 = fadd <16 x float> %7123, %7139
  br label %7146

7141:                                             ; preds = %6958
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5506, ptr align 1 %6963, <16 x i1> %5534)
  %7142 = getelementptr float, ptr %577, i64 %5535
  %7143 = getelementptr float, ptr %7142, i64 %718
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5505, ptr align 1 %7143, <16 x i1> %5536)
  %7144 = getelementptr float, ptr %578, i64 %5537
  %7145 = getelementptr float, ptr %7144, i64 %724
  br label %7146

7146:                                             ; preds = %7141, %7138, %7131, %7124, %7122, %7103, %7081
  %7147 = phi ptr [ %7145, %7141 ], [ %7084, %7124 ], [ %7084, %7131 ], [ %7084, %7138 ], [ %7084, %7122 ], [ %7084, %7103 ], [ %7084, %7081 ]
  %7148 = phi <16 x i1> [ %5538, %7141 ], [ %5533, %7124 ], [ %5533, %7131 ], [ %5533, %7138 ], [ %5533, %7122 ], [ %5533, %7103 ], [ %5533, %7081 ]
  %7149 = phi <16 x float> [ %5504, %7141 ], [ %7130, %7124 ], [ %7137, %7131 ], [ %7140, %7138 ], [ %7123, %7122 ], [ %7104, %7103 ], [ %5504, %7081 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7149, ptr align 1 %7147, <16 x i1> %7148)
  %7150 = add i64 %580, %5526
  %7151 = getelementptr inbounds float, ptr %332, i64 %7150
  br i1 %63, label %7329, label %7152

7152:                                             ; preds = %7146
  %7153 = getelementptr inbounds float, ptr %330, i64 %7150
  switch i64 %153, label %1208 [
    i64 1, label %7168
    i64 2, label %7161
    i64 3, label %7154
    i64 0, label %7209
  ]

7154:                                             ; preds = %7152
  %7155 = bitcast <16 x float> %5503 to <8 x i64>
  %7156 = and <8 x i64> %7155, %64
  %7157 = fcmp oeq <16 x float> %5503, %39
  %7158 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %5503, i32 4)
  %7159 = bitcast <8 x i64> %7156 to <16 x float>
  %7160 = select <16 x i1> %7157, <16 x float> %7159, <16 x float> %7158
  br label %7171

7161:                                             ; preds = %7152
  %7162 = bitcast <16 x float> %5503 to <8 x i64>
  %7163 = or <8 x i64> %7162, %65
  %7164 = fcmp oeq <16 x float> %5503, %42
  %7165 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %5503, i32 4)
  %7166 = bitcast <8 x i64> %7163 to <16 x float>
  %7167 = select <16 x i1> %7164, <16 x float> %7166, <16 x float> %7165
  br label %7171

7168:                                             ; preds = %7152
  %7169 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7153, <16 x i1> %5527, <16 x float> zeroinitializer)
  %7170 = fadd <16 x float> %5503, %7169
  br label %7171

7171:                                             ; preds = %7168, %7161, %7154
  %7172 = phi <16 x float> [ %7170, %7168 ], [ %7167, %7161 ], [ %7160, %7154 ]
  switch i64 %155, label %1208 [
    i64 1, label %7187
    i64 2, label %7180
    i64 3, label %7173
    i64 0, label %7209
  ]

7173:                                             ; preds = %7171
  %7174 = bitcast <16 x float> %7172 to <8 x i64>
  %7175 = and <8 x i64> %7174, %64
  %7176 = fcmp oeq <16 x float> %7172, %39
  %7177 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %7172, i32 4)
  %7178 = bitcast <8 x i64> %7175 to <16 x float>
  %7179 = select <16 x i1> %7176, <16 x float> %7178, <16 x float> %7177
  br label %7190

7180:                                             ; preds = %7171
  %7181 = bitcast <16 x float> %7172 to <8 x i64>
  %7182 = or <8 x i64> %7181, %65
  %7183 = fcmp oeq <16 x float> %7172, %42
  %7184 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %7172, i32 4)
  %7185 = bitcast <8 x i64> %7182 to <16 x float>
  %7186 = select <16 x i1> %7183, <16 x float> %7185, <16 x float> %7184
  br label %7190

7187:                                             ; preds = %7171
  %7188 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7153, <16 x i1> %5527, <16 x float> zeroinitializer)
  %7189 = fadd <16 x float> %7172, %7188
  br label %7190

7190:                                             ; preds = %7187, %7180, %7173
  %7191 = phi <16 x float> [ %7189, %7187 ], [ %7186, %7180 ], [ %7179, %7173 ]
  switch i64 %157, label %1208 [
    i64 1, label %7206
    i64 2, label %7199
    i64 3, label %7192
    i64 0, label %7209
  ]

7192:                                             ; preds = %7190
  %7193 = bitcast <16 x float> %7191 to <8 x i64>
  %7194 = and <8 x i64> %7193, %64
  %7195 = fcmp oeq <16 x float> %7191, %39
  %7196 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %7191, i32 4)
  %7197 = bitcast <8 x i64> %7194 to <16 x float>
  %7198 = select <16 x i1> %7195, <16 x float> %7197, <16 x float> %7196
  br label %7209

7199:                                             ; preds = %7190
  %7200 = bitcast <16 x float> %7191 to <8 x i64>
  %7201 = or <8 x i64> %7200, %65
  %7202 = fcmp oeq <16 x float> %7191, %42
  %7203 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %7191, i32 4)
  %7204 = bitcast <8 x i64> %7201 to <16 x float>
  %7205 = select <16 x i1> %7202, <16 x float> %7204, <16 x float> %7203
  br label %7209

7206:                                             ; preds = %7190
  %7207 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7153, <16 x i1> %5527, <16 x float> zeroinitializer)
  %7208 = fadd <16 x float> %7191, %7207
  br label %7209

7209:                                             ; preds = %7206, %7199, %7192, %7190, %7171, %7152
  %7210 = phi <16 x float> [ %7198, %7192 ], [ %7205, %7199 ], [ %7208, %7206 ], [ %7172, %7171 ], [ %7191, %7190 ], [ %5503, %7152 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7210, ptr align 1 %7151, <16 x i1> %5527)
  %7211 = add i64 %580, %5529
  %7212 = getelementptr inbounds float, ptr %332, i64 %7211
  %7213 = getelementptr inbounds float, ptr %330, i64 %7211
  switch i64 %158, label %1208 [
    i64 1, label %7228
    i64 2, label %7221
    i64 3, label %7214
    i64 0, label %7269
  ]

7214:                                             ; preds = %7209
  %7215 = bitcast <16 x float> %5502 to <8 x i64>
  %7216 = and <8 x i64> %7215, %64
  %7217 = fcmp oeq <16 x float> %5502, %39
  %7218 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %5502, i32 4)
  %7219 = bitcast <8 x i64> %7216 to <16 x float>
  %7220 = select <16 x i1> %7217, <16 x float> %7219, <16 x float> %7218
  br label %7231

7221:                                             ; preds = %7209
  %7222 = bitcast <16 x float> %5502 to <8 x i64>
  %7223 = or <8 x i64> %7222, %65
  %7224 = fcmp oeq <16 x float> %5502, %42
  %7225 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %5502, i32 4)
  %7226 = bitcast <8 x i64> %7223 to <16 x float>
  %7227 = select <16 x i1> %7224, <16 x float> %7226, <16 x float> %7225
  br label %7231

7228:                                             ; preds = %7209
  %7229 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7213, <16 x i1> %5530, <16 x float> zeroinitializer)
  %7230 = fadd <16 x float> %5502, %7229
  br label %7231

7231:                                             ; preds = %7228, %7221, %7214
  %7232 = phi <16 x float> [ %7230, %7228 ], [ %7227, %7221 ], [ %7220, %7214 ]
  switch i64 %160, label %1208 [
    i64 1, label %7247
    i64 2, label %7240
    i64 3, label %7233
    i64 0, label %7269
  ]

7233:                                             ; preds = %7231
  %7234 = bitcast <16 x float> %7232 to <8 x i64>
  %7235 = and <8 x i64> %7234, %64
  %7236 = fcmp oeq <16 x float> %7232, %39
  %7237 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %7232, i32 4)
  %7238 = bitcast <8 x i64> %7235 to <16 x float>
  %7239 = select <16 x i1> %7236, <16 x float> %7238, <16 x float> %7237
  br label %7250

7240:                                             ; preds = %7231
  %7241 = bitcast <16 x float> %7232 to <8 x i64>
  %7242 = or <8 x i64> %7241, %65
  %7243 = fcmp oeq <16 x float> %7232, %42
  %7244 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %7232, i32 4)
  %7245 = bitcast <8 x i64> %7242 to <16 x float>
  %7246 = select <16 x i1> %7243, <16 x float> %7245, <16 x float> %7244
  br label %7250

7247:                                             ; preds = %7231
  %7248 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7213, <16 x i1> %5530, <16 x float> zeroinitializer)
  %7249 = fadd <16 x float> %7232, %7248
  br label %7250

7250:                                             ; preds = %7247, %7240, %7233
  %7251 = phi <16 x float> [ %7249, %7247 ], [ %7246, %7240 ], [ %7239, %7233 ]
  switch i64 %162, label %1208 [
    i64 1, label %7266
    i64 2, label %7259
    i64 3, label %7252
    i64 0, label %7269
  ]

7252:                                             ; preds = %7250
  %7253 = bitcast <16 x float> %7251 to <8 x i64>
  %7254 = and <8 x i64> %7253, %64
  %7255 = fcmp oeq <16 x float> %7251, %39
  %7256 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %7251, i32 4)
  %7257 = bitcast <8 x i64> %7254 to <16 x float>
  %7258 = select <16 x i1> %7255, <16 x float> %7257, <16 x float> %7256
  br label %7269

7259:                                             ; preds = %7250
  %7260 = bitcast <16 x float> %7251 to <8 x i64>
  %7261 = or <8 x i64> %7260, %65
  %7262 = fcmp oeq <16 x float> %7251, %42
  %7263 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %7251, i32 4)
  %7264 = bitcast <8 x i64> %7261 to <16 x float>
  %7265 = select <16 x i1> %7262, <16 x float> %7264, <16 x float> %7263
  br label %7269

7266:                                             ; preds = %7250
  %7267 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7213, <16 x i1> %5530, <16 x float> zeroinitializer)
  %7268 = fadd <16 x float> %7251, %7267
  br label %7269

7269:                                             ; preds = %7266, %7259, %7252, %7250, %7231, %7209
  %7270 = phi <16 x float> [ %7258, %7252 ], [ %7265, %7259 ], [ %7268, %7266 ], [ %7232, %7231 ], [ %7251, %7250 ], [ %5502, %7209 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7270, ptr align 1 %7212, <16 x i1> %5530)
  %7271 = add i64 %580, %5532
  %7272 = getelementptr inbounds float, ptr %332, i64 %7271
  %7273 = getelementptr inbounds float, ptr %330, i64 %7271
  switch i64 %163, label %1208 [
    i64 1, label %7288
    i64 2, label %7281
    i64 3, label %7274
    i64 0, label %7334
  ]

7274:                                             ; preds = %7269
  %7275 = bitcast <16 x float> %5501 to <8 x i64>
  %7276 = and <8 x i64> %7275, %64
  %7277 = fcmp oeq <16 x float> %5501, %39
  %7278 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %5501, i32 4)
  %7279 = bitcast <8 x i64> %7276 to <16 x float>
  %7280 = select <16 x i1> %7277, <16 x float> %7279, <16 x float> %7278
  br label %7291

7281:                                             ; preds = %7269
  %7282 = bitcast <16 x float> %5501 to <8 x i64>
  %7283 = or <8 x i64> %7282, %65
  %7284 = fcmp oeq <16 x float> %5501, %42
  %7285 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %5501, i32 4)
  %7286 = bitcast <8 x i64> %7283 to <16 x float>
  %7287 = select <16 x i1> %7284, <16 x float> %7286, <16 x float> %7285
  br label %7291

7288:                                             ; preds = %7269
  %7289 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7273, <16 x i1> %5533, <16 x float> zeroinitializer)
  %7290 = fadd <16 x float> %5501, %7289
  br label %7291

7291:                                             ; preds = %7288, %7281, %7274
  %7292 = phi <16 x float> [ %7290, %7288 ], [ %7287, %7281 ], [ %7280, %7274 ]
  switch i64 %165, label %1208 [
    i64 1, label %7307
    i64 2, label %7300
    i64 3, label %7293
    i64 0, label %7334
  ]

7293:                                             ; preds = %7291
  %7294 = bitcast <16 x float> %7292 to <8 x i64>
  %7295 = and <8 x i64> %7294, %64
  %7296 = fcmp oeq <16 x float> %7292, %39
  %7297 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %7292, i32 4)
  %7298 = bitcast <8 x i64> %7295 to <16 x float>
  %7299 = select <16 x i1> %7296, <16 x float> %7298, <16 x float> %7297
  br label %7310

7300:                                             ; preds = %7291
  %7301 = bitcast <16 x float> %7292 to <8 x i64>
  %7302 = or <8 x i64> %7301, %65
  %7303 = fcmp oeq <16 x float> %7292, %42
  %7304 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %7292, i32 4)
  %7305 = bitcast <8 x i64> %7302 to <16 x float>
  %7306 = select <16 x i1> %7303, <16 x float> %7305, <16 x float> %7304
  br label %7310

7307:                                             ; preds = %7291
  %7308 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7273, <16 x i1> %5533, <16 x float> zeroinitializer)
  %7309 = fadd <16 x float> %7292, %7308
  br label %7310

7310:                                             ; preds = %7307, %7300, %7293
  %7311 = phi <16 x float> [ %7309, %7307 ], [ %7306, %7300 ], [ %7299, %7293 ]
  switch i64 %167, label %1208 [
    i64 1, label %7326
    i64 2, label %7319
    i64 3, label %7312
    i64 0, label %7334
  ]

7312:                                             ; preds = %7310
  %7313 = bitcast <16 x float> %7311 to <8 x i64>
  %7314 = and <8 x i64> %7313, %64
  %7315 = fcmp oeq <16 x float> %7311, %39
  %7316 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %7311, i32 4)
  %7317 = bitcast <8 x i64> %7314 to <16 x float>
  %7318 = select <16 x i1> %7315, <16 x float> %7317, <16 x float> %7316
  br label %7334

7319:                                             ; preds = %7310
  %7320 = bitcast <16 x float> %7311 to <8 x i64>
  %7321 = or <8 x i64> %7320, %65
  %7322 = fcmp oeq <16 x float> %7311, %42
  %7323 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %7311, i32 4)
  %7324 = bitcast <8 x i64> %7321 to <16 x float>
  %7325 = select <16 x i1> %7322, <16 x float> %7324, <16 x float> %7323
  br label %7334

7326:                                             ; preds = %7310
  %7327 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7273, <16 x i1> %5533, <16 x float> zeroinitializer)
  %7328 = fadd <16 x float> %7311, %7327
  br label %7334

7329:                                             ; preds = %7146
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5503, ptr align 1 %7151, <16 x i1> %5534)
  %7330 = getelementptr float, ptr %581, i64 %5535
  %7331 = getelementptr float, ptr %7330, i64 %718
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5502, ptr align 1 %7331, <16 x i1> %5536)
  %7332 = getelementptr float, ptr %582, i64 %5537
  %7333 = getelementptr float, ptr %7332, i64 %724
  br label %7334

7334:                                             ; preds = %7329, %7326, %7319, %7312, %7310, %7291, %7269
  %7335 = phi ptr [ %7333, %7329 ], [ %7272, %7312 ], [ %7272, %7319 ], [ %7272, %7326 ], [ %7272, %7310 ], [ %7272, %7291 ], [ %7272, %7269 ]
  %7336 = phi <16 x i1> [ %5538, %7329 ], [ %5533, %7312 ], [ %5533, %7319 ], [ %5533, %7326 ], [ %5533, %7310 ], [ %5533, %7291 ], [ %5533, %7269 ]
  %7337 = phi <16 x float> [ %5501, %7329 ], [ %7318, %7312 ], [ %7325, %7319 ], [ %7328, %7326 ], [ %7311, %7310 ], [ %7292, %7291 ], [ %5501, %7269 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7337, ptr align 1 %7335, <16 x i1> %7336)
  br label %11115

7338:                                             ; preds = %941
  %7339 = sub nsw i64 %10, %712
  %7340 = icmp sgt i64 %7339, 15
  %7341 = trunc i64 %7339 to i32
  %7342 = shl nsw i32 -1, %7341
  %7343 = trunc i32 %7342 to i16
  %7344 = xor i16 %7343, -1
  %7345 = select i1 %7340, i16 -1, i16 %7344
  %7346 = sub nsw i64 %10, %718
  %7347 = icmp sgt i64 %7346, 15
  %7348 = trunc i64 %7346 to i32
  %7349 = shl nsw i32 -1, %7348
  %7350 = trunc i32 %7349 to i16
  %7351 = xor i16 %7350, -1
  %7352 = select i1 %7347, i16 -1, i16 %7351
  %7353 = sub nsw i64 %10, %724
  %7354 = icmp sgt i64 %7353, 15
  %7355 = trunc i64 %7353 to i32
  %7356 = shl nsw i32 -1, %7355
  %7357 = trunc i32 %7356 to i16
  %7358 = xor i16 %7357, -1
  %7359 = select i1 %7354, i16 -1, i16 %7358
  %7360 = bitcast i16 %7345 to <16 x i1>
  %7361 = mul nsw i64 %710, %10
  %7362 = bitcast i16 %7352 to <16 x i1>
  %7363 = mul nsw i64 %716, %10
  %7364 = bitcast i16 %7359 to <16 x i1>
  %7365 = mul nsw i64 %722, %10
  br i1 %58, label %7387, label %7379

7366:                                             ; preds = %7551
  %7367 = mul nsw i64 %710, %13
  %7368 = shl nsw i64 %711, 5
  %7369 = shl nsw i64 %7339, 1
  %7370 = add nsw i64 %7369, -1
  %7371 = mul nsw i64 %716, %13
  %7372 = shl nsw i64 %717, 5
  %7373 = shl nsw i64 %7346, 1
  %7374 = add nsw i64 %7373, -1
  %7375 = mul nsw i64 %722, %13
  %7376 = shl nsw i64 %723, 5
  %7377 = shl nsw i64 %7353, 1
  %7378 = add nsw i64 %7377, -1
  br label %7596

7379:                                             ; preds = %7338
  %7380 = load float, ptr %341, align 4
  %7381 = insertelement <16 x float> poison, float %7380, i64 0
  %7382 = shufflevector <16 x float> %7381, <16 x float> poison, <16 x i32> zeroinitializer
  %7383 = insertelement <16 x float> poison, float %7380, i64 0
  %7384 = shufflevector <16 x float> %7383, <16 x float> poison, <16 x i32> zeroinitializer
  %7385 = insertelement <16 x float> poison, float %7380, i64 0
  %7386 = shufflevector <16 x float> %7385, <16 x float> poison, <16 x i32> zeroinitializer
  br label %7397

7387:                                             ; preds = %7338
  %7388 = getelementptr inbounds float, ptr %462, i64 %7361
  %7389 = getelementptr inbounds float, ptr %7388, i64 %712
  %7390 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7389, <16 x i1> %7360, <16 x float> zeroinitializer)
  %7391 = getelementptr inbounds float, ptr %462, i64 %7363
  %7392 = getelementptr inbounds float, ptr %7391, i64 %718
  %7393 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7392, <16 x i1> %7362, <16 x float> zeroinitializer)
  %7394 = getelementptr inbounds float, ptr %462, i64 %7365
  %7395 = getelementptr inbounds float, ptr %7394, i64 %724
  %7396 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7395, <16 x i1> %7364, <16 x float> zeroinitializer)
  br label %7397

7397:                                             ; preds = %7387, %7379
  %7398 = phi <16 x float> [ %7393, %7387 ], [ %7384, %7379 ]
  %7399 = phi <16 x float> [ %7390, %7387 ], [ %7382, %7379 ]
  %7400 = phi <16 x float> [ %7396, %7387 ], [ %7386, %7379 ]
  br i1 %58, label %7409, label %7401

7401:                                             ; preds = %7397
  %7402 = load float, ptr %463, align 4
  %7403 = insertelement <16 x float> poison, float %7402, i64 0
  %7404 = shufflevector <16 x float> %7403, <16 x float> poison, <16 x i32> zeroinitializer
  %7405 = insertelement <16 x float> poison, float %7402, i64 0
  %7406 = shufflevector <16 x float> %7405, <16 x float> poison, <16 x i32> zeroinitializer
  %7407 = insertelement <16 x float> poison, float %7402, i64 0
  %7408 = shufflevector <16 x float> %7407, <16 x float> poison, <16 x i32> zeroinitializer
  br label %7419

7409:                                             ; preds = %7397
  %7410 = getelementptr inbounds float, ptr %466, i64 %7361
  %7411 = getelementptr inbounds float, ptr %7410, i64 %712
  %7412 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7411, <16 x i1> %7360, <16 x float> zeroinitializer)
  %7413 = getelementptr inbounds float, ptr %466, i64 %7363
  %7414 = getelementptr inbounds float, ptr %7413, i64 %718
  %7415 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7414, <16 x i1> %7362, <16 x float> zeroinitializer)
  %7416 = getelementptr inbounds float, ptr %466, i64 %7365
  %7417 = getelementptr inbounds float, ptr %7416, i64 %724
  %7418 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7417, <16 x i1> %7364, <16 x float> zeroinitializer)
  br label %7419

7419:                                             ; preds = %7409, %7401
  %7420 = phi <16 x float> [ %7415, %7409 ], [ %7406, %7401 ]
  %7421 = phi <16 x float> [ %7412, %7409 ], [ %7404, %7401 ]
  %7422 = phi <16 x float> [ %7418, %7409 ], [ %7408, %7401 ]
  br i1 %58, label %7431, label %7423

7423:                                             ; preds = %7419
  %7424 = load float, ptr %467, align 4
  %7425 = insertelement <16 x float> poison, float %7424, i64 0
  %7426 = shufflevector <16 x float> %7425, <16 x float> poison, <16 x i32> zeroinitializer
  %7427 = insertelement <16 x float> poison, float %7424, i64 0
  %7428 = shufflevector <16 x float> %7427, <16 x float> poison, <16 x i32> zeroinitializer
  %7429 = insertelement <16 x float> poison, float %7424, i64 0
  %7430 = shufflevector <16 x float> %7429, <16 x float> poison, <16 x i32> zeroinitializer
  br label %7441

7431:                                             ; preds = %7419
  %7432 = getelementptr inbounds float, ptr %470, i64 %7361
  %7433 = getelementptr inbounds float, ptr %7432, i64 %712
  %7434 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7433, <16 x i1> %7360, <16 x float> zeroinitializer)
  %7435 = getelementptr inbounds float, ptr %470, i64 %7363
  %7436 = getelementptr inbounds float, ptr %7435, i64 %718
  %7437 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7436, <16 x i1> %7362, <16 x float> zeroinitializer)
  %7438 = getelementptr inbounds float, ptr %470, i64 %7365
  %7439 = getelementptr inbounds float, ptr %7438, i64 %724
  %7440 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7439, <16 x i1> %7364, <16 x float> zeroinitializer)
  br label %7441

7441:                                             ; preds = %7431, %7423
  %7442 = phi <16 x float> [ %7437, %7431 ], [ %7428, %7423 ]
  %7443 = phi <16 x float> [ %7434, %7431 ], [ %7426, %7423 ]
  %7444 = phi <16 x float> [ %7440, %7431 ], [ %7430, %7423 ]
  br i1 %58, label %7453, label %7445

7445:                                             ; preds = %7441
  %7446 = load float, ptr %471, align 4
  %7447 = insertelement <16 x float> poison, float %7446, i64 0
  %7448 = shufflevector <16 x float> %7447, <16 x float> poison, <16 x i32> zeroinitializer
  %7449 = insertelement <16 x float> poison, float %7446, i64 0
  %7450 = shufflevector <16 x float> %7449, <16 x float> poison, <16 x i32> zeroinitializer
  %7451 = insertelement <16 x float> poison, float %7446, i64 0
  %7452 = shufflevector <16 x float> %7451, <16 x float> poison, <16 x i32> zeroinitializer
  br label %7463

7453:                                             ; preds = %7441
  %7454 = getelementptr inbounds float, ptr %474, i64 %7361
  %7455 = getelementptr inbounds float, ptr %7454, i64 %712
  %7456 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7455, <16 x i1> %7360, <16 x float> zeroinitializer)
  %7457 = getelementptr inbounds float, ptr %474, i64 %7363
  %7458 = getelementptr inbounds float, ptr %7457, i64 %718
  %7459 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7458, <16 x i1> %7362, <16 x float> zeroinitializer)
  %7460 = getelementptr inbounds float, ptr %474, i64 %7365
  %7461 = getelementptr inbounds float, ptr %7460, i64 %724
  %7462 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7461, <16 x i1> %7364, <16 x float> zeroinitializer)
  br label %7463

7463:                                             ; preds = %7453, %7445
  %7464 = phi <16 x float> [ %7459, %7453 ], [ %7450, %7445 ]
  %7465 = phi <16 x float> [ %7456, %7453 ], [ %7448, %7445 ]
  %7466 = phi <16 x float> [ %7462, %7453 ], [ %7452, %7445 ]
  br i1 %58, label %7475, label %7467

7467:                                             ; preds = %7463
  %7468 = load float, ptr %475, align 4
  %7469 = insertelement <16 x float> poison, float %7468, i64 0
  %7470 = shufflevector <16 x float> %7469, <16 x float> poison, <16 x i32> zeroinitializer
  %7471 = insertelement <16 x float> poison, float %7468, i64 0
  %7472 = shufflevector <16 x float> %7471, <16 x float> poison, <16 x i32> zeroinitializer
  %7473 = insertelement <16 x float> poison, float %7468, i64 0
  %7474 = shufflevector <16 x float> %7473, <16 x float> poison, <16 x i32> zeroinitializer
  br label %7485

7475:                                             ; preds = %7463
  %7476 = getelementptr inbounds float, ptr %478, i64 %7361
  %7477 = getelementptr inbounds float, ptr %7476, i64 %712
  %7478 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7477, <16 x i1> %7360, <16 x float> zeroinitializer)
  %7479 = getelementptr inbounds float, ptr %478, i64 %7363
  %7480 = getelementptr inbounds float, ptr %7479, i64 %718
  %7481 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7480, <16 x i1> %7362, <16 x float> zeroinitializer)
  %7482 = getelementptr inbounds float, ptr %478, i64 %7365
  %7483 = getelementptr inbounds float, ptr %7482, i64 %724
  %7484 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7483, <16 x i1> %7364, <16 x float> zeroinitializer)
  br label %7485

7485:                                             ; preds = %7475, %7467
  %7486 = phi <16 x float> [ %7481, %7475 ], [ %7472, %7467 ]
  %7487 = phi <16 x float> [ %7478, %7475 ], [ %7470, %7467 ]
  %7488 = phi <16 x float> [ %7484, %7475 ], [ %7474, %7467 ]
  br i1 %58, label %7497, label %7489

7489:                                             ; preds = %7485
  %7490 = load float, ptr %479, align 4
  %7491 = insertelement <16 x float> poison, float %7490, i64 0
  %7492 = shufflevector <16 x float> %7491, <16 x float> poison, <16 x i32> zeroinitializer
  %7493 = insertelement <16 x float> poison, float %7490, i64 0
  %7494 = shufflevector <16 x float> %7493, <16 x float> poison, <16 x i32> zeroinitializer
  %7495 = insertelement <16 x float> poison, float %7490, i64 0
  %7496 = shufflevector <16 x float> %7495, <16 x float> poison, <16 x i32> zeroinitializer
  br label %7507

7497:                                             ; preds = %7485
  %7498 = getelementptr inbounds float, ptr %482, i64 %7361
  %7499 = getelementptr inbounds float, ptr %7498, i64 %712
  %7500 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7499, <16 x i1> %7360, <16 x float> zeroinitializer)
  %7501 = getelementptr inbounds float, ptr %482, i64 %7363
  %7502 = getelementptr inbounds float, ptr %7501, i64 %718
  %7503 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7502, <16 x i1> %7362, <16 x float> zeroinitializer)
  %7504 = getelementptr inbounds float, ptr %482, i64 %7365
  %7505 = getelementptr inbounds float, ptr %7504, i64 %724
  %7506 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7505, <16 x i1> %7364, <16 x float> zeroinitializer)
  br label %7507

7507:                                             ; preds = %7497, %7489
  %7508 = phi <16 x float> [ %7503, %7497 ], [ %7494, %7489 ]
  %7509 = phi <16 x float> [ %7500, %7497 ], [ %7492, %7489 ]
  %7510 = phi <16 x float> [ %7506, %7497 ], [ %7496, %7489 ]
  br i1 %58, label %7519, label %7511

7511:                                             ; preds = %7507
  %7512 = load float, ptr %483, align 4
  %7513 = insertelement <16 x float> poison, float %7512, i64 0
  %7514 = shufflevector <16 x float> %7513, <16 x float> poison, <16 x i32> zeroinitializer
  %7515 = insertelement <16 x float> poison, float %7512, i64 0
  %7516 = shufflevector <16 x float> %7515, <16 x float> poison, <16 x i32> zeroinitializer
  %7517 = insertelement <16 x float> poison, float %7512, i64 0
  %7518 = shufflevector <16 x float> %7517, <16 x float> poison, <16 x i32> zeroinitializer
  br label %7529

7519:                                             ; preds = %7507
  %7520 = getelementptr inbounds float, ptr %486, i64 %7361
  %7521 = getelementptr inbounds float, ptr %7520, i64 %712
  %7522 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7521, <16 x i1> %7360, <16 x float> zeroinitializer)
  %7523 = getelementptr inbounds float, ptr %486, i64 %7363
  %7524 = getelementptr inbounds float, ptr %7523, i64 %718
  %7525 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7524, <16 x i1> %7362, <16 x float> zeroinitializer)
  %7526 = getelementptr inbounds float, ptr %486, i64 %7365
  %7527 = getelementptr inbounds float, ptr %7526, i64 %724
  %7528 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7527, <16 x i1> %7364, <16 x float> zeroinitializer)
  br label %7529

7529:                                             ; preds = %7519, %7511
  %7530 = phi <16 x float> [ %7525, %7519 ], [ %7516, %7511 ]
  %7531 = phi <16 x float> [ %7522, %7519 ], [ %7514, %7511 ]
  %7532 = phi <16 x float> [ %7528, %7519 ], [ %7518, %7511 ]
  br i1 %58, label %7541, label %7533

7533:                                             ; preds = %7529
  %7534 = load float, ptr %487, align 4
  %7535 = insertelement <16 x float> poison, float %7534, i64 0
  %7536 = shufflevector <16 x float> %7535, <16 x float> poison, <16 x i32> zeroinitializer
  %7537 = insertelement <16 x float> poison, float %7534, i64 0
  %7538 = shufflevector <16 x float> %7537, <16 x float> poison, <16 x i32> zeroinitializer
  %7539 = insertelement <16 x float> poison, float %7534, i64 0
  %7540 = shufflevector <16 x float> %7539, <16 x float> poison, <16 x i32> zeroinitializer
  br label %7551

7541:                                             ; preds = %7529
  %7542 = getelementptr inbounds float, ptr %490, i64 %7361
  %7543 = getelementptr inbounds float, ptr %7542, i64 %712
  %7544 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7543, <16 x i1> %7360, <16 x float> zeroinitializer)
  %7545 = getelementptr inbounds float, ptr %490, i64 %7363
  %7546 = getelementptr inbounds float, ptr %7545, i64 %718
  %7547 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7546, <16 x i1> %7362, <16 x float> zeroinitializer)
  %7548 = getelementptr inbounds float, ptr %490, i64 %7365
  %7549 = getelementptr inbounds float, ptr %7548, i64 %724
  %7550 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7549, <16 x i1> %7364, <16 x float> zeroinitializer)
  br label %7551

7551:                                             ; preds = %7541, %7533
  %7552 = phi <16 x float> [ %7547, %7541 ], [ %7538, %7533 ]
  %7553 = phi <16 x float> [ %7544, %7541 ], [ %7536, %7533 ]
  %7554 = phi <16 x float> [ %7550, %7541 ], [ %7540, %7533 ]
  br i1 %60, label %7366, label %7555

7555:                                             ; preds = %7644, %7551
  %7556 = phi <16 x float> [ %7554, %7551 ], [ %7645, %7644 ]
  %7557 = phi <16 x float> [ %7552, %7551 ], [ %7646, %7644 ]
  %7558 = phi <16 x float> [ %7553, %7551 ], [ %7647, %7644 ]
  %7559 = phi <16 x float> [ %7532, %7551 ], [ %7648, %7644 ]
  %7560 = phi <16 x float> [ %7530, %7551 ], [ %7649, %7644 ]
  %7561 = phi <16 x float> [ %7531, %7551 ], [ %7650, %7644 ]
  %7562 = phi <16 x float> [ %7510, %7551 ], [ %7651, %7644 ]
  %7563 = phi <16 x float> [ %7508, %7551 ], [ %7652, %7644 ]
  %7564 = phi <16 x float> [ %7509, %7551 ], [ %7653, %7644 ]
  %7565 = phi <16 x float> [ %7488, %7551 ], [ %7654, %7644 ]
  %7566 = phi <16 x float> [ %7486, %7551 ], [ %7655, %7644 ]
  %7567 = phi <16 x float> [ %7487, %7551 ], [ %7656, %7644 ]
  %7568 = phi <16 x float> [ %7466, %7551 ], [ %7657, %7644 ]
  %7569 = phi <16 x float> [ %7464, %7551 ], [ %7658, %7644 ]
  %7570 = phi <16 x float> [ %7465, %7551 ], [ %7659, %7644 ]
  %7571 = phi <16 x float> [ %7444, %7551 ], [ %7660, %7644 ]
  %7572 = phi <16 x float> [ %7442, %7551 ], [ %7661, %7644 ]
  %7573 = phi <16 x float> [ %7443, %7551 ], [ %7662, %7644 ]
  %7574 = phi <16 x float> [ %7422, %7551 ], [ %7663, %7644 ]
  %7575 = phi <16 x float> [ %7420, %7551 ], [ %7664, %7644 ]
  %7576 = phi <16 x float> [ %7421, %7551 ], [ %7665, %7644 ]
  %7577 = phi <16 x float> [ %7400, %7551 ], [ %7666, %7644 ]
  %7578 = phi <16 x float> [ %7398, %7551 ], [ %7667, %7644 ]
  %7579 = phi <16 x float> [ %7399, %7551 ], [ %7668, %7644 ]
  %7580 = mul nsw i64 %710, %10
  %7581 = add i64 %7580, %712
  %7582 = bitcast i16 %7345 to <16 x i1>
  %7583 = mul nsw i64 %716, %10
  %7584 = add i64 %7583, %718
  %7585 = bitcast i16 %7352 to <16 x i1>
  %7586 = mul nsw i64 %722, %10
  %7587 = add i64 %7586, %724
  %7588 = bitcast i16 %7359 to <16 x i1>
  %7589 = bitcast i16 %7345 to <16 x i1>
  %7590 = mul nsw i64 %716, %10
  %7591 = bitcast i16 %7352 to <16 x i1>
  %7592 = mul nsw i64 %722, %10
  %7593 = bitcast i16 %7359 to <16 x i1>
  %7594 = add i64 %491, %7581
  %7595 = getelementptr inbounds float, ptr %332, i64 %7594
  br i1 %63, label %8101, label %7924

7596:                                             ; preds = %7366, %7644
  %7597 = phi <16 x float> [ %7645, %7644 ], [ %7554, %7366 ]
  %7598 = phi <16 x float> [ %7646, %7644 ], [ %7552, %7366 ]
  %7599 = phi <16 x float> [ %7647, %7644 ], [ %7553, %7366 ]
  %7600 = phi <16 x float> [ %7648, %7644 ], [ %7532, %7366 ]
  %7601 = phi <16 x float> [ %7649, %7644 ], [ %7530, %7366 ]
  %7602 = phi <16 x float> [ %7650, %7644 ], [ %7531, %7366 ]
  %7603 = phi <16 x float> [ %7651, %7644 ], [ %7510, %7366 ]
  %7604 = phi <16 x float> [ %7652, %7644 ], [ %7508, %7366 ]
  %7605 = phi <16 x float> [ %7653, %7644 ], [ %7509, %7366 ]
  %7606 = phi <16 x float> [ %7654, %7644 ], [ %7488, %7366 ]
  %7607 = phi <16 x float> [ %7655, %7644 ], [ %7486, %7366 ]
  %7608 = phi <16 x float> [ %7656, %7644 ], [ %7487, %7366 ]
  %7609 = phi <16 x float> [ %7657, %7644 ], [ %7466, %7366 ]
  %7610 = phi <16 x float> [ %7658, %7644 ], [ %7464, %7366 ]
  %7611 = phi <16 x float> [ %7659, %7644 ], [ %7465, %7366 ]
  %7612 = phi <16 x float> [ %7660, %7644 ], [ %7444, %7366 ]
  %7613 = phi <16 x float> [ %7661, %7644 ], [ %7442, %7366 ]
  %7614 = phi <16 x float> [ %7662, %7644 ], [ %7443, %7366 ]
  %7615 = phi <16 x float> [ %7663, %7644 ], [ %7422, %7366 ]
  %7616 = phi <16 x float> [ %7664, %7644 ], [ %7420, %7366 ]
  %7617 = phi <16 x float> [ %7665, %7644 ], [ %7421, %7366 ]
  %7618 = phi <16 x float> [ %7666, %7644 ], [ %7400, %7366 ]
  %7619 = phi <16 x float> [ %7667, %7644 ], [ %7398, %7366 ]
  %7620 = phi <16 x float> [ %7668, %7644 ], [ %7399, %7366 ]
  %7621 = phi i64 [ %7669, %7644 ], [ 0, %7366 ]
  br i1 %61, label %7622, label %7644

7622:                                             ; preds = %7596
  %7623 = sub i64 %7621, %15
  %7624 = mul nuw nsw i64 %7621, %12
  %7625 = getelementptr inbounds nuw float, ptr %342, i64 %7624
  %7626 = add i64 %7623, %7367
  %7627 = icmp sgt i64 %7626, -1
  %7628 = icmp slt i64 %7626, %7
  %7629 = and i1 %7627, %7628
  %7630 = select i1 %7629, i64 %7626, i64 0
  %7631 = mul nsw i64 %7630, %8
  %7632 = add i64 %7623, %7371
  %7633 = icmp sgt i64 %7632, -1
  %7634 = icmp slt i64 %7632, %7
  %7635 = and i1 %7633, %7634
  %7636 = select i1 %7635, i64 %7632, i64 0
  %7637 = mul nsw i64 %7636, %8
  %7638 = add i64 %7623, %7375
  %7639 = icmp sgt i64 %7638, -1
  %7640 = icmp slt i64 %7638, %7
  %7641 = and i1 %7639, %7640
  %7642 = select i1 %7641, i64 %7638, i64 0
  %7643 = mul nsw i64 %7642, %8
  br label %7671

7644:                                             ; preds = %7778, %7596
  %7645 = phi <16 x float> [ %7597, %7596 ], [ %7779, %7778 ]
  %7646 = phi <16 x float> [ %7598, %7596 ], [ %7780, %7778 ]
  %7647 = phi <16 x float> [ %7599, %7596 ], [ %7781, %7778 ]
  %7648 = phi <16 x float> [ %7600, %7596 ], [ %7782, %7778 ]
  %7649 = phi <16 x float> [ %7601, %7596 ], [ %7783, %7778 ]
  %7650 = phi <16 x float> [ %7602, %7596 ], [ %7784, %7778 ]
  %7651 = phi <16 x float> [ %7603, %7596 ], [ %7785, %7778 ]
  %7652 = phi <16 x float> [ %7604, %7596 ], [ %7786, %7778 ]
  %7653 = phi <16 x float> [ %7605, %7596 ], [ %7787, %7778 ]
  %7654 = phi <16 x float> [ %7606, %7596 ], [ %7788, %7778 ]
  %7655 = phi <16 x float> [ %7607, %7596 ], [ %7789, %7778 ]
  %7656 = phi <16 x float> [ %7608, %7596 ], [ %7790, %7778 ]
  %7657 = phi <16 x float> [ %7609, %7596 ], [ %7791, %7778 ]
  %7658 = phi <16 x float> [ %7610, %7596 ], [ %7792, %7778 ]
  %7659 = phi <16 x float> [ %7611, %7596 ], [ %7793, %7778 ]
  %7660 = phi <16 x float> [ %7612, %7596 ], [ %7794, %7778 ]
  %7661 = phi <16 x float> [ %7613, %7596 ], [ %7795, %7778 ]
  %7662 = phi <16 x float> [ %7614, %7596 ], [ %7796, %7778 ]
  %7663 = phi <16 x float> [ %7615, %7596 ], [ %7797, %7778 ]
  %7664 = phi <16 x float> [ %7616, %7596 ], [ %7798, %7778 ]
  %7665 = phi <16 x float> [ %7617, %7596 ], [ %7799, %7778 ]
  %7666 = phi <16 x float> [ %7618, %7596 ], [ %7800, %7778 ]
  %7667 = phi <16 x float> [ %7619, %7596 ], [ %7801, %7778 ]
  %7668 = phi <16 x float> [ %7620, %7596 ], [ %7802, %7778 ]
  %7669 = add nuw nsw i64 %7621, 1
  %7670 = icmp eq i64 %7669, %11
  br i1 %7670, label %7555, label %7596

7671:                                             ; preds = %7622, %7778
  %7672 = phi <16 x float> [ %7597, %7622 ], [ %7779, %7778 ]
  %7673 = phi <16 x float> [ %7598, %7622 ], [ %7780, %7778 ]
  %7674 = phi <16 x float> [ %7599, %7622 ], [ %7781, %7778 ]
  %7675 = phi <16 x float> [ %7600, %7622 ], [ %7782, %7778 ]
  %7676 = phi <16 x float> [ %7601, %7622 ], [ %7783, %7778 ]
  %7677 = phi <16 x float> [ %7602, %7622 ], [ %7784, %7778 ]
  %7678 = phi <16 x float> [ %7603, %7622 ], [ %7785, %7778 ]
  %7679 = phi <16 x float> [ %7604, %7622 ], [ %7786, %7778 ]
  %7680 = phi <16 x float> [ %7605, %7622 ], [ %7787, %7778 ]
  %7681 = phi <16 x float> [ %7606, %7622 ], [ %7788, %7778 ]
  %7682 = phi <16 x float> [ %7607, %7622 ], [ %7789, %7778 ]
  %7683 = phi <16 x float> [ %7608, %7622 ], [ %7790, %7778 ]
  %7684 = phi <16 x float> [ %7609, %7622 ], [ %7791, %7778 ]
  %7685 = phi <16 x float> [ %7610, %7622 ], [ %7792, %7778 ]
  %7686 = phi <16 x float> [ %7611, %7622 ], [ %7793, %7778 ]
  %7687 = phi <16 x float> [ %7612, %7622 ], [ %7794, %7778 ]
  %7688 = phi <16 x float> [ %7613, %7622 ], [ %7795, %7778 ]
  %7689 = phi <16 x float> [ %7614, %7622 ], [ %7796, %7778 ]
  %7690 = phi <16 x float> [ %7615, %7622 ], [ %7797, %7778 ]
  %7691 = phi <16 x float> [ %7616, %7622 ], [ %7798, %7778 ]
  %7692 = phi <16 x float> [ %7617, %7622 ], [ %7799, %7778 ]
  %7693 = phi <16 x float> [ %7618, %7622 ], [ %7800, %7778 ]
  %7694 = phi <16 x float> [ %7619, %7622 ], [ %7801, %7778 ]
  %7695 = phi <16 x float> [ %7620, %7622 ], [ %7802, %7778 ]
  %7696 = phi i64 [ 0, %7622 ], [ %7803, %7778 ]
  %7697 = sub i64 %7696, %16
  %7698 = add i64 %7697, %7368
  %7699 = add i64 %7697, %7372
  %7700 = add i64 %7697, %7376
  %7701 = getelementptr inbounds nuw float, ptr %7625, i64 %7696
  br i1 %62, label %7702, label %7778

7702:                                             ; preds = %7671
  %7703 = sub nsw i64 %8, %7700
  %7704 = tail call i64 @llvm.smin.i64(i64 %7703, i64 %7378)
  %7705 = tail call i64 @llvm.smin.i64(i64 %7704, i64 32)
  %7706 = icmp slt i64 %7700, 0
  %7707 = sub nsw i64 0, %7700
  %7708 = select i1 %7706, i64 %7707, i64 0
  %7709 = icmp sgt i64 %7705, %7708
  %7710 = select i1 %7641, i1 %7709, i1 false
  %7711 = select i1 %7710, i64 %7708, i64 0
  %7712 = select i1 %7710, i64 %7705, i64 0
  %7713 = sub nsw i64 %8, %7699
  %7714 = tail call i64 @llvm.smin.i64(i64 %7713, i64 %7374)
  %7715 = tail call i64 @llvm.smin.i64(i64 %7714, i64 32)
  %7716 = icmp slt i64 %7699, 0
  %7717 = sub nsw i64 0, %7699
  %7718 = select i1 %7716, i64 %7717, i64 0
  %7719 = icmp sgt i64 %7715, %7718
  %7720 = select i1 %7635, i1 %7719, i1 false
  %7721 = select i1 %7720, i64 %7718, i64 0
  %7722 = select i1 %7720, i64 %7715, i64 0
  %7723 = sub nsw i64 %8, %7698
  %7724 = tail call i64 @llvm.smin.i64(i64 %7723, i64 %7370)
  %7725 = tail call i64 @llvm.smin.i64(i64 %7724, i64 32)
  %7726 = icmp slt i64 %7698, 0
  %7727 = sub nsw i64 0, %7698
  %7728 = select i1 %7726, i64 %7727, i64 0
  %7729 = icmp sgt i64 %7725, %7728
  %7730 = select i1 %7629, i1 %7729, i1 false
  %7731 = select i1 %7730, i64 %7728, i64 0
  %7732 = select i1 %7730, i64 %7725, i64 0
  %7733 = icmp sgt i64 %7732, %7731
  %7734 = icmp sgt i64 %7732, 31
  %7735 = trunc i64 %7732 to i32
  %7736 = shl nsw i32 -1, %7735
  %7737 = xor i32 %7736, -1
  %7738 = select i1 %7734, i32 -1, i32 %7737
  %7739 = trunc i64 %7731 to i32
  %7740 = shl nsw i32 -1, %7739
  %7741 = and i32 %7738, %7740
  %7742 = icmp sgt i64 %7722, %7721
  %7743 = icmp sgt i64 %7722, 31
  %7744 = trunc i64 %7722 to i32
  %7745 = shl nsw i32 -1, %7744
  %7746 = xor i32 %7745, -1
  %7747 = select i1 %7743, i32 -1, i32 %7746
  %7748 = trunc i64 %7721 to i32
  %7749 = shl nsw i32 -1, %7748
  %7750 = and i32 %7747, %7749
  %7751 = icmp sgt i64 %7712, %7711
  %7752 = icmp sgt i64 %7712, 31
  %7753 = trunc i64 %7712 to i32
  %7754 = shl nsw i32 -1, %7753
  %7755 = xor i32 %7754, -1
  %7756 = select i1 %7752, i32 -1, i32 %7755
  %7757 = trunc i64 %7711 to i32
  %7758 = shl nsw i32 -1, %7757
  %7759 = and i32 %7756, %7758
  %7760 = select i1 %7733, i32 %7741, i32 0
  %7761 = trunc i32 %7760 to i16
  %7762 = bitcast i16 %7761 to <16 x i1>
  %7763 = lshr i32 %7760, 16
  %7764 = trunc nuw i32 %7763 to i16
  %7765 = bitcast i16 %7764 to <16 x i1>
  %7766 = select i1 %7742, i32 %7750, i32 0
  %7767 = trunc i32 %7766 to i16
  %7768 = bitcast i16 %7767 to <16 x i1>
  %7769 = lshr i32 %7766, 16
  %7770 = trunc nuw i32 %7769 to i16
  %7771 = bitcast i16 %7770 to <16 x i1>
  %7772 = select i1 %7751, i32 %7759, i32 0
  %7773 = trunc i32 %7772 to i16
  %7774 = bitcast i16 %7773 to <16 x i1>
  %7775 = lshr i32 %7772, 16
  %7776 = trunc nuw i32 %7775 to i16
  %7777 = bitcast i16 %7776 to <16 x i1>
  br label %7805

7778:                                             ; preds = %7805, %7671
  %7779 = phi <16 x float> [ %7672, %7671 ], [ %7921, %7805 ]
  %7780 = phi <16 x float> [ %7673, %7671 ], [ %7920, %7805 ]
  %7781 = phi <16 x float> [ %7674, %7671 ], [ %7919, %7805 ]
  %7782 = phi <16 x float> [ %7675, %7671 ], [ %7912, %7805 ]
  %7783 = phi <16 x float> [ %7676, %7671 ], [ %7911, %7805 ]
  %7784 = phi <16 x float> [ %7677, %7671 ], [ %7910, %7805 ]
  %7785 = phi <16 x float> [ %7678, %7671 ], [ %7903, %7805 ]
  %7786 = phi <16 x float> [ %7679, %7671 ], [ %7902, %7805 ]
  %7787 = phi <16 x float> [ %7680, %7671 ], [ %7901, %7805 ]
  %7788 = phi <16 x float> [ %7681, %7671 ], [ %7894, %7805 ]
  %7789 = phi <16 x float> [ %7682, %7671 ], [ %7893, %7805 ]
  %7790 = phi <16 x float> [ %7683, %7671 ], [ %7892, %7805 ]
  %7791 = phi <16 x float> [ %7684, %7671 ], [ %7885, %7805 ]
  %7792 = phi <16 x float> [ %7685, %7671 ], [ %7884, %7805 ]
  %7793 = phi <16 x float> [ %7686, %7671 ], [ %7883, %7805 ]
  %7794 = phi <16 x float> [ %7687, %7671 ], [ %7876, %7805 ]
  %7795 = phi <16 x float> [ %7688, %7671 ], [ %7875, %7805 ]
  %7796 = phi <16 x float> [ %7689, %7671 ], [ %7874, %7805 ]
  %7797 = phi <16 x float> [ %7690, %7671 ], [ %7867, %7805 ]
  %7798 = phi <16 x float> [ %7691, %7671 ], [ %7866, %7805 ]
  %7799 = phi <16 x float> [ %7692, %7671 ], [ %7865, %7805 ]
  %7800 = phi <16 x float> [ %7693, %7671 ], [ %7858, %7805 ]
  %7801 = phi <16 x float> [ %7694, %7671 ], [ %7857, %7805 ]
  %7802 = phi <16 x float> [ %7695, %7671 ], [ %7856, %7805 ]
  %7803 = add nuw nsw i64 %7696, 1
  %7804 = icmp eq i64 %7803, %12
  br i1 %7804, label %7644, label %7671

7805:                                             ; preds = %7702, %7805
  %7806 = phi <16 x float> [ %7921, %7805 ], [ %7672, %7702 ]
  %7807 = phi <16 x float> [ %7920, %7805 ], [ %7673, %7702 ]
  %7808 = phi <16 x float> [ %7919, %7805 ], [ %7674, %7702 ]
  %7809 = phi <16 x float> [ %7912, %7805 ], [ %7675, %7702 ]
  %7810 = phi <16 x float> [ %7911, %7805 ], [ %7676, %7702 ]
  %7811 = phi <16 x float> [ %7910, %7805 ], [ %7677, %7702 ]
  %7812 = phi <16 x float> [ %7903, %7805 ], [ %7678, %7702 ]
  %7813 = phi <16 x float> [ %7902, %7805 ], [ %7679, %7702 ]
  %7814 = phi <16 x float> [ %7901, %7805 ], [ %7680, %7702 ]
  %7815 = phi <16 x float> [ %7894, %7805 ], [ %7681, %7702 ]
  %7816 = phi <16 x float> [ %7893, %7805 ], [ %7682, %7702 ]
  %7817 = phi <16 x float> [ %7892, %7805 ], [ %7683, %7702 ]
  %7818 = phi <16 x float> [ %7885, %7805 ], [ %7684, %7702 ]
  %7819 = phi <16 x float> [ %7884, %7805 ], [ %7685, %7702 ]
  %7820 = phi <16 x float> [ %7883, %7805 ], [ %7686, %7702 ]
  %7821 = phi <16 x float> [ %7876, %7805 ], [ %7687, %7702 ]
  %7822 = phi <16 x float> [ %7875, %7805 ], [ %7688, %7702 ]
  %7823 = phi <16 x float> [ %7874, %7805 ], [ %7689, %7702 ]
  %7824 = phi <16 x float> [ %7867, %7805 ], [ %7690, %7702 ]
  %7825 = phi <16 x float> [ %7866, %7805 ], [ %7691, %7702 ]
  %7826 = phi <16 x float> [ %7865, %7805 ], [ %7692, %7702 ]
  %7827 = phi <16 x float> [ %7858, %7805 ], [ %7693, %7702 ]
  %7828 = phi <16 x float> [ %7857, %7805 ], [ %7694, %7702 ]
  %7829 = phi <16 x float> [ %7856, %7805 ], [ %7695, %7702 ]
  %7830 = phi i64 [ %7922, %7805 ], [ 0, %7702 ]
  %7831 = mul nsw i64 %56, %7830
  %7832 = getelementptr inbounds float, ptr %325, i64 %7831
  %7833 = getelementptr float, ptr %7832, i64 %7631
  %7834 = getelementptr float, ptr %7833, i64 %7698
  %7835 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %7834, <16 x i1> %7762, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %7836 = getelementptr inbounds nuw i8, ptr %7834, i64 64
  %7837 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %7836, <16 x i1> %7765, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %7838 = shufflevector <16 x float> %7835, <16 x float> %7837, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %7839 = getelementptr float, ptr %7832, i64 %7637
  %7840 = getelementptr float, ptr %7839, i64 %7699
  %7841 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %7840, <16 x i1> %7768, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %7842 = getelementptr inbounds nuw i8, ptr %7840, i64 64
  %7843 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %7842, <16 x i1> %7771, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %7844 = shufflevector <16 x float> %7841, <16 x float> %7843, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %7845 = getelementptr float, ptr %7832, i64 %7643
  %7846 = getelementptr float, ptr %7845, i64 %7700
  %7847 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %7846, <16 x i1> %7774, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %7848 = getelementptr inbounds nuw i8, ptr %7846, i64 64
  %7849 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %7848, <16 x i1> %7777, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %7850 = shufflevector <16 x float> %7847, <16 x float> %7849, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %7851 = mul nuw nsw i64 %7830, %57
  %7852 = getelementptr inbounds nuw float, ptr %7701, i64 %7851
  %7853 = load float, ptr %7852, align 4
  %7854 = insertelement <16 x float> poison, float %7853, i64 0
  %7855 = shufflevector <16 x float> %7854, <16 x float> poison, <16 x i32> zeroinitializer
  %7856 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7838, <16 x float> %7855, <16 x float> %7829)
  %7857 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7844, <16 x float> %7855, <16 x float> %7828)
  %7858 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7850, <16 x float> %7855, <16 x float> %7827)
  %7859 = add nuw nsw i64 %5, %7830
  %7860 = mul nuw nsw i64 %7859, %57
  %7861 = getelementptr inbounds nuw float, ptr %7701, i64 %7860
  %7862 = load float, ptr %7861, align 4
  %7863 = insertelement <16 x float> poison, float %7862, i64 0
  %7864 = shufflevector <16 x float> %7863, <16 x float> poison, <16 x i32> zeroinitializer
  %7865 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7838, <16 x float> %7864, <16 x float> %7826)
  %7866 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7844, <16 x float> %7864, <16 x float> %7825)
  %7867 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7850, <16 x float> %7864, <16 x float> %7824)
  %7868 = add nuw nsw i64 %126, %7830
  %7869 = mul nuw nsw i64 %7868, %57
  %7870 = getelementptr inbounds nuw float, ptr %7701, i64 %7869
  %7871 = load float, ptr %7870, align 4
  %7872 = insertelement <16 x float> poison, float %7871, i64 0
  %7873 = shufflevector <16 x float> %7872, <16 x float> poison, <16 x i32> zeroinitializer
  %7874 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7838, <16 x float> %7873, <16 x float> %7823)
  %7875 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7844, <16 x float> %7873, <16 x float> %7822)
  %7876 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7850, <16 x float> %7873, <16 x float> %7821)
  %7877 = add nuw nsw i64 %127, %7830
  %7878 = mul nuw nsw i64 %7877, %57
  %7879 = getelementptr inbounds nuw float, ptr %7701, i64 %7878
  %7880 = load float, ptr %7879, align 4
  %7881 = insertelement <16 x float> poison, float %7880, i64 0
  %7882 = shufflevector <16 x float> %7881, <16 x float> poison, <16 x i32> zeroinitializer
  %7883 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7838, <16 x float> %7882, <16 x float> %7820)
  %7884 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7844, <16 x float> %7882, <16 x float> %7819)
  %7885 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7850, <16 x float> %7882, <16 x float> %7818)
  %7886 = add nuw nsw i64 %128, %7830
  %7887 = mul nuw nsw i64 %7886, %57
  %7888 = getelementptr inbounds nuw float, ptr %7701, i64 %7887
  %7889 = load float, ptr %7888, align 4
  %7890 = insertelement <16 x float> poison, float %7889, i64 0
  %7891 = shufflevector <16 x float> %7890, <16 x float> poison, <16 x i32> zeroinitializer
  %7892 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7838, <16 x float> %7891, <16 x float> %7817)
  %7893 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7844, <16 x float> %7891, <16 x float> %7816)
  %7894 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7850, <16 x float> %7891, <16 x float> %7815)
  %7895 = add nuw nsw i64 %129, %7830
  %7896 = mul nuw nsw i64 %7895, %57
  %7897 = getelementptr inbounds nuw float, ptr %7701, i64 %7896
  %7898 = load float, ptr %7897, align 4
  %7899 = insertelement <16 x float> poison, float %7898, i64 0
  %7900 = shufflevector <16 x float> %7899, <16 x float> poison, <16 x i32> zeroinitializer
  %7901 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7838, <16 x float> %7900, <16 x float> %7814)
  %7902 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7844, <16 x float> %7900, <16 x float> %7813)
  %7903 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7850, <16 x float> %7900, <16 x float> %7812)
  %7904 = add nuw nsw i64 %130, %7830
  %7905 = mul nuw nsw i64 %7904, %57
  %7906 = getelementptr inbounds nuw float, ptr %7701, i64 %7905
  %7907 = load float, ptr %7906, align 4
  %7908 = insertelement <16 x float> poison, float %7907, i64 0
  %7909 = shufflevector <16 x float> %7908, <16 x float> poison, <16 x i32> zeroinitializer
  %7910 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7838, <16 x float> %7909, <16 x float> %7811)
  %7911 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7844, <16 x float> %7909, <16 x float> %7810)
  %7912 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7850, <16 x float> %7909, <16 x float> %7809)
  %7913 = add nuw nsw i64 %131, %7830
  %7914 = mul nuw nsw i64 %7913, %57
  %7915 = getelementptr inbounds nuw float, ptr %7701, i64 %7914
  %7916 = load float, ptr %7915, align 4
  %7917 = insertelement <16 x float> poison, float %7916, i64 0
  %7918 = shufflevector <16 x float> %7917, <16 x float> poison, <16 x i32> zeroinitializer
  %7919 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7838, <16 x float> %7918, <16 x float> %7808)
  %7920 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7844, <16 x float> %7918, <16 x float> %7807)
  %7921 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7850, <16 x float> %7918, <16 x float> %7806)
  %7922 = add nuw nsw i64 %7830, 1
  %7923 = icmp eq i64 %7922, %5
  br i1 %7923, label %7778, label %7805

7924:                                             ; preds = %7555
  %7925 = getelementptr inbounds float, ptr %330, i64 %7594
  switch i64 %132, label %1208 [
    i64 1, label %7926
    i64 2, label %7929
    i64 3, label %7936
    i64 0, label %7981
  ]

7926:                                             ; preds = %7924
  %7927 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7925, <16 x i1> %7582, <16 x float> zeroinitializer)
  %7928 = fadd <16 x float> %7579, %7927
  br label %7943

7929:                                             ; preds = %7924
  %7930 = bitcast <16 x float> %7579 to <8 x i64>
  %7931 = or <8 x i64> %7930, %65
  %7932 = fcmp oeq <16 x float> %7579, %42
  %7933 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %7579, i32 4)
  %7934 = bitcast <8 x i64> %7931 to <16 x float>
  %7935 = select <16 x i1> %7932, <16 x float> %7934, <16 x float> %7933
  br label %7943

7936:                                             ; preds = %7924
  %7937 = bitcast <16 x float> %7579 to <8 x i64>
  %7938 = and <8 x i64> %7937, %64
  %7939 = fcmp oeq <16 x float> %7579, %39
  %7940 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %7579, i32 4)
  %7941 = bitcast <8 x i64> %7938 to <16 x float>
  %7942 = select <16 x i1> %7939, <16 x float> %7941, <16 x float> %7940
  br label %7943

7943:                                             ; preds = %7936, %7929, %7926
  %7944 = phi <16 x float> [ %7928, %7926 ], [ %7935, %7929 ], [ %7942, %7936 ]
  switch i64 %134, label %1208 [
    i64 1, label %7959
    i64 2, label %7952
    i64 3, label %7945
    i64 0, label %7981
  ]

7945:                                             ; preds = %7943
  %7946 = bitcast <16 x float> %7944 to <8 x i64>
  %7947 = and <8 x i64> %7946, %64
  %7948 = fcmp oeq <16 x float> %7944, %39
  %7949 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %7944, i32 4)
  %7950 = bitcast <8 x i64> %7947 to <16 x float>
  %7951 = select <16 x i1> %7948, <16 x float> %7950, <16 x float> %7949
  br label %7962

7952:                                             ; preds = %7943
  %7953 = bitcast <16 x float> %7944 to <8 x i64>
  %7954 = or <8 x i64> %7953, %65
  %7955 = fcmp oeq <16 x float> %7944, %42
  %7956 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %7944, i32 4)
  %7957 = bitcast <8 x i64> %7954 to <16 x float>
  %7958 = select <16 x i1> %7955, <16 x float> %7957, <16 x float> %7956
  br label %7962

7959:                                             ; preds = %7943
  %7960 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7925, <16 x i1> %7582, <16 x float> zeroinitializer)
  %7961 = fadd <16 x float> %7944, %7960
  br label %7962

7962:                                             ; preds = %7959, %7952, %7945
  %7963 = phi <16 x float> [ %7961, %7959 ], [ %7958, %7952 ], [ %7951, %7945 ]
  switch i64 %136, label %1208 [
    i64 1, label %7978
    i64 2, label %7971
    i64 3, label %7964
    i64 0, label %7981
  ]

7964:                                             ; preds = %7962
  %7965 = bitcast <16 x float> %7963 to <8 x i64>
  %7966 = and <8 x i64> %7965, %64
  %7967 = fcmp oeq <16 x float> %7963, %39
  %7968 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %7963, i32 4)
  %7969 = bitcast <8 x i64> %7966 to <16 x float>
  %7970 = select <16 x i1> %7967, <16 x float> %7969, <16 x float> %7968
  br label %7981

7971:                                             ; preds = %7962
  %7972 = bitcast <16 x float> %7963 to <8 x i64>
  %7973 = or <8 x i64> %7972, %65
  %7974 = fcmp oeq <16 x float> %7963, %42
  %7975 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %7963, i32 4)
  %7976 = bitcast <8 x i64> %7973 to <16 x float>
  %7977 = select <16 x i1> %7974, <16 x float> %7976, <16 x float> %7975
  br label %7981

7978:                                             ; preds = %7962
  %7979 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7925, <16 x i1> %7582, <16 x float> zeroinitializer)
  %7980 = fadd <16 x float> %7963, %7979
  br label %7981

7981:                                             ; preds = %7924, %7943, %7962, %7978, %7971, %7964
  %7982 = phi <16 x float> [ %7970, %7964 ], [ %7977, %7971 ], [ %7980, %7978 ], [ %7944, %7943 ], [ %7963, %7962 ], [ %7579, %7924 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7982, ptr align 1 %7595, <16 x i1> %7582)
  %7983 = add i64 %491, %7584
  %7984 = getelementptr inbounds float, ptr %332, i64 %7983
  %7985 = getelementptr inbounds float, ptr %330, i64 %7983
  switch i64 %137, label %1208 [
    i64 1, label %8000
    i64 2, label %7993
    i64 3, label %7986
    i64 0, label %8041
  ]

7986:                                             ; preds = %7981
  %7987 = bitcast <16 x float> %7578 to <8 x i64>
  %7988 = and <8 x i64> %7987, %64
  %7989 = fcmp oeq <16 x float> %7578, %39
  %7990 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %7578, i32 4)
  %7991 = bitcast <8 x i64> %7988 to <16 x float>
  %7992 = select <16 x i1> %7989, <16 x float> %7991, <16 x float> %7990
  br label %8003

7993:                                             ; preds = %7981
  %7994 = bitcast <16 x float> %7578 to <8 x i64>
  %7995 = or <8 x i64> %7994, %65
  %7996 = fcmp oeq <16 x float> %7578, %42
  %7997 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %7578, i32 4)
  %7998 = bitcast <8 x i64> %7995 to <16 x float>
  %7999 = select <16 x i1> %7996, <16 x float> %7998, <16 x float> %7997
  br label %8003

8000:                                             ; preds = %7981
  %8001 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7985, <16 x i1> %7585, <16 x float> zeroinitializer)
  %8002 = fadd <16 x float> %7578, %8001
  br label %8003

8003:                                             ; preds = %8000, %7993, %7986
  %8004 = phi <16 x float> [ %8002, %8000 ], [ %7999, %7993 ], [ %7992, %7986 ]
  switch i64 %139, label %1208 [
    i64 1, label %8019
    i64 2, label %8012
    i64 3, label %8005
    i64 0, label %8041
  ]

8005:                                             ; preds = %8003
  %8006 = bitcast <16 x float> %8004 to <8 x i64>
  %8007 = and <8 x i64> %8006, %64
  %8008 = fcmp oeq <16 x float> %8004, %39
  %8009 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %8004, i32 4)
  %8010 = bitcast <8 x i64> %8007 to <16 x float>
  %8011 = select <16 x i1> %8008, <16 x float> %8010, <16 x float> %8009
  br label %8022

8012:                                             ; preds = %8003
  %8013 = bitcast <16 x float> %8004 to <8 x i64>
  %8014 = or <8 x i64> %8013, %65
  %8015 = fcmp oeq <16 x float> %8004, %42
  %8016 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %8004, i32 4)
  %8017 = bitcast <8 x i64> %8014 to <16 x float>
  %8018 = select <16 x i1> %8015, <16 x float> %8017, <16 x float> %8016
  br label %8022

8019:                                             ; preds = %8003
  %8020 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7985, <16 x i1> %7585, <16 x float> zeroinitializer)
  %8021 = fadd <16 x float> %8004, %8020
  br label %8022

8022:                                             ; preds = %8019, %8012, %8005
  %8023 = phi <16 x float> [ %8021, %8019 ], [ %8018, %8012 ], [ %8011, %8005 ]
  switch i64 %141, label %1208 [
    i64 1, label %8038
    i64 2, label %8031
    i64 3, label %8024
    i64 0, label %8041
  ]

8024:                                             ; preds = %8022
  %8025 = bitcast <16 x float> %8023 to <8 x i64>
  %8026 = and <8 x i64> %8025, %64
  %8027 = fcmp oeq <16 x float> %8023, %39
  %8028 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %8023, i32 4)
  %8029 = bitcast <8 x i64> %8026 to <16 x float>
  %8030 = select <16 x i1> %8027, <16 x float> %8029, <16 x float> %8028
  br label %8041

8031:                                             ; preds = %8022
  %8032 = bitcast <16 x float> %8023 to <8 x i64>
  %8033 = or <8 x i64> %8032, %65
  %8034 = fcmp oeq <16 x float> %8023, %42
  %8035 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %8023, i32 4)
  %8036 = bitcast <8 x i64> %8033 to <16 x float>
  %8037 = select <16 x i1> %8034, <16 x float> %8036, <16 x float> %8035
  br label %8041

8038:                                             ; preds = %8022
  %8039 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7985, <16 x i1> %7585, <16 x float> zeroinitializer)
  %8040 = fadd <16 x float> %8023, %8039
  br label %8041

8041:                                             ; preds = %7981, %8003, %8022, %8038, %8031, %8024
  %8042 = phi <16 x float> [ %8030, %8024 ], [ %8037, %8031 ], [ %8040, %8038 ], [ %8004, %8003 ], [ %8023, %8022 ], [ %7578, %7981 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8042, ptr align 1 %7984, <16 x i1> %7585)
  %8043 = add i64 %491, %7587
  %8044 = getelementptr inbounds float, ptr %332, i64 %8043
  %8045 = getelementptr inbounds float, ptr %330, i64 %8043
  switch i64 %142, label %1208 [
    i64 1, label %8060
    i64 2, label %8053
    i64 3, label %8046
    i64 0, label %8106
  ]

8046:                                             ; preds = %8041
  %8047 = bitcast <16 x float> %7577 to <8 x i64>
  %8048 = and <8 x i64> %8047, %64
  %8049 = fcmp oeq <16 x float> %7577, %39
  %8050 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %7577, i32 4)
  %8051 = bitcast <8 x i64> %8048 to <16 x float>
  %8052 = select <16 x i1> %8049, <16 x float> %8051, <16 x float> %8050
  br label %8063

8053:                                             ; preds = %8041
  %8054 = bitcast <16 x float> %7577 to <8 x i64>
  %8055 = or <8 x i64> %8054, %65
  %8056 = fcmp oeq <16 x float> %7577, %42
  %8057 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %7577, i32 4)
  %8058 = bitcast <8 x i64> %8055 to <16 x float>
  %8059 = select <16 x i1> %8056, <16 x float> %8058, <16 x float> %8057
  br label %8063

8060:                                             ; preds = %8041
  %8061 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8045, <16 x i1> %7588, <16 x float> zeroinitializer)
  %8062 = fadd <16 x float> %7577, %8061
  br label %8063

8063:                                             ; preds = %8060, %8053, %8046
  %8064 = phi <16 x float> [ %8062, %8060 ], [ %8059, %8053 ], [ %8052, %8046 ]
  switch i64 %144, label %1208 [
    i64 1, label %8079
    i64 2, label %8072
    i64 3, label %8065
    i64 0, label %8106
  ]

8065:                                             ; preds = %8063
  %8066 = bitcast <16 x float> %8064 to <8 x i64>
  %8067 = and <8 x i64> %8066, %64
  %8068 = fcmp oeq <16 x float> %8064, %39
  %8069 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %8064, i32 4)
  %8070 = bitcast <8 x i64> %8067 to <16 x float>
  %8071 = select <16 x i1> %8068, <16 x float> %8070, <16 x float> %8069
  br label %8082

8072:                                             ; preds = %8063
  %8073 = bitcast <16 x float> %8064 to <8 x i64>
  %8074 = or <8 x i64> %8073, %65
  %8075 = fcmp oeq <16 x float> %8064, %42
  %8076 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %8064, i32 4)
  %8077 = bitcast <8 x i64> %8074 to <16 x float>
  %8078 = select <16 x i1> %8075, <16 x float> %8077, <16 x float> %8076
  br label %8082

8079:                                             ; preds = %8063
  %8080 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8045, <16 x i1> %7588, <16 x float> zeroinitializer)
  %8081 = fadd <16 x float> %8064, %8080
  br label %8082

8082:                                             ; preds = %8079, %8072, %8065
  %8083 = phi <16 x float> [ %8081, %8079 ], [ %8078, %8072 ], [ %8071, %8065 ]
  switch i64 %146, label %1208 [
    i64 1, label %8098
    i64 2, label %8091
    i64 3, label %8084
    i64 0, label %8106
  ]

8084:                                             ; preds = %8082
  %8085 = bitcast <16 x float> %8083 to <8 x i64>
  %8086 = and <8 x i64> %8085, %64
  %8087 = fcmp oeq <16 x float> %8083, %39
  %8088 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %8083, i32 4)
  %8089 = bitcast <8 x i64> %8086 to <16 x float>
  %8090 = select <16 x i1> %8087, <16 x float> %8089, <16 x float> %8088
  br label %8106

8091:                                             ; preds = %8082
  %8092 = bitcast <16 x float> %8083 to <8 x i64>
  %8093 = or <8 x i64> %8092, %65
  %8094 = fcmp oeq <16 x float> %8083, %42
  %8095 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %8083, i32 4)
  %8096 = bitcast <8 x i64> %8093 to <16 x float>
  %8097 = select <16 x i1> %8094, <16 x float> %8096, <16 x float> %8095
  br label %8106

8098:                                             ; preds = %8082
  %8099 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8045, <16 x i1> %7588, <16 x float> zeroinitializer)
  %8100 = fadd <16 x float> %8083, %8099
  br label %8106

8101:                                             ; preds = %7555
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7579, ptr align 1 %7595, <16 x i1> %7589)
  %8102 = getelementptr float, ptr %492, i64 %7590
  %8103 = getelementptr float, ptr %8102, i64 %718
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7578, ptr align 1 %8103, <16 x i1> %7591)
  %8104 = getelementptr float, ptr %493, i64 %7592
  %8105 = getelementptr float, ptr %8104, i64 %724
  br label %8106

8106:                                             ; preds = %8041, %8063, %8082, %8098, %8091, %8084, %8101
  %8107 = phi ptr [ %8105, %8101 ], [ %8044, %8084 ], [ %8044, %8091 ], [ %8044, %8098 ], [ %8044, %8082 ], [ %8044, %8063 ], [ %8044, %8041 ]
  %8108 = phi <16 x i1> [ %7593, %8101 ], [ %7588, %8084 ], [ %7588, %8091 ], [ %7588, %8098 ], [ %7588, %8082 ], [ %7588, %8063 ], [ %7588, %8041 ]
  %8109 = phi <16 x float> [ %7577, %8101 ], [ %8090, %8084 ], [ %8097, %8091 ], [ %8100, %8098 ], [ %8083, %8082 ], [ %8064, %8063 ], [ %7577, %8041 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8109, ptr align 1 %8107, <16 x i1> %8108)
  %8110 = add i64 %495, %7581
  %8111 = getelementptr inbounds float, ptr %332, i64 %8110
  br i1 %63, label %8289, label %8112

8112:                                             ; preds = %8106
  %8113 = getelementptr inbounds float, ptr %330, i64 %8110
  switch i64 %132, label %1208 [
    i64 1, label %8128
    i64 2, label %8121
    i64 3, label %8114
    i64 0, label %8169
  ]

8114:                                             ; preds = %8112
  %8115 = bitcast <16 x float> %7576 to <8 x i64>
  %8116 = and <8 x i64> %8115, %64
  %8117 = fcmp oeq <16 x float> %7576, %39
  %8118 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %7576, i32 4)
  %8119 = bitcast <8 x i64> %8116 to <16 x float>
  %8120 = select <16 x i1> %8117, <16 x float> %8119, <16 x float> %8118
  br label %8131

8121:                                             ; preds = %8112
  %8122 = bitcast <16 x float> %7576 to <8 x i64>
  %8123 = or <8 x i64> %8122, %65
  %8124 = fcmp oeq <16 x float> %7576, %42
  %8125 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %7576, i32 4)
  %8126 = bitcast <8 x i64> %8123 to <16 x float>
  %8127 = select <16 x i1> %8124, <16 x float> %8126, <16 x float> %8125
  br label %8131

8128:                                             ; preds = %8112
  %8129 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8113, <16 x i1> %7582, <16 x float> zeroinitializer)
  %8130 = fadd <16 x float> %7576, %8129
  br label %8131

8131:                                             ; preds = %8128, %8121, %8114
  %8132 = phi <16 x float> [ %8130, %8128 ], [ %8127, %8121 ], [ %8120, %8114 ]
  switch i64 %134, label %1208 [
    i64 1, label %8147
    i64 2, label %8140
    i64 3, label %8133
    i64 0, label %8169
  ]

8133:                                             ; preds = %8131
  %8134 = bitcast <16 x float> %8132 to <8 x i64>
  %8135 = and <8 x i64> %8134, %64
  %8136 = fcmp oeq <16 x float> %8132, %39
  %8137 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %8132, i32 4)
  %8138 = bitcast <8 x i64> %8135 to <16 x float>
  %8139 = select <16 x i1> %8136, <16 x float> %8138, <16 x float> %8137
  br label %8150

8140:                                             ; preds = %8131
  %8141 = bitcast <16 x float> %8132 to <8 x i64>
  %8142 = or <8 x i64> %8141, %65
  %8143 = fcmp oeq <16 x float> %8132, %42
  %8144 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %8132, i32 4)
  %8145 = bitcast <8 x i64> %8142 to <16 x float>
  %8146 = select <16 x i1> %8143, <16 x float> %8145, <16 x float> %8144
  br label %8150

8147:                                             ; preds = %8131
  %8148 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8113, <16 x i1> %7582, <16 x float> zeroinitializer)
  %8149 = fadd <16 x float> %8132, %8148
  br label %8150

8150:                                             ; preds = %8147, %8140, %8133
  %8151 = phi <16 x float> [ %8149, %8147 ], [ %8146, %8140 ], [ %8139, %8133 ]
  switch i64 %136, label %1208 [
    i64 1, label %8166
    i64 2, label %8159
    i64 3, label %8152
    i64 0, label %8169
  ]

8152:                                             ; preds = %8150
  %8153 = bitcast <16 x float> %8151 to <8 x i64>
  %8154 = and <8 x i64> %8153, %64
  %8155 = fcmp oeq <16 x float> %8151, %39
  %8156 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %8151, i32 4)
  %8157 = bitcast <8 x i64> %8154 to <16 x float>
  %8158 = select <16 x i1> %8155, <16 x float> %8157, <16 x float> %8156
  br label %8169

8159:                                             ; preds = %8150
  %8160 = bitcast <16 x float> %8151 to <8 x i64>
  %8161 = or <8 x i64> %8160, %65
  %8162 = fcmp oeq <16 x float> %8151, %42
  %8163 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %8151, i32 4)
  %8164 = bitcast <8 x i64> %8161 to <16 x float>
  %8165 = select <16 x i1> %8162, <16 x float> %8164, <16 x float> %8163
  br label %8169

8166:                                             ; preds = %8150
  %8167 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8113, <16 x i1> %7582, <16 x float> zeroinitializer)
  %8168 = fadd <16 x float> %8151, %8167
  br label %8169

8169:                                             ; preds = %8166, %8159, %8152, %8150, %8131, %8112
  %8170 = phi <16 x float> [ %8158, %8152 ], [ %8165, %8159 ], [ %8168, %8166 ], [ %8132, %8131 ], [ %8151, %8150 ], [ %7576, %8112 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8170, ptr align 1 %8111, <16 x i1> %7582)
  %8171 = add i64 %495, %7584
  %8172 = getelementptr inbounds float, ptr %332, i64 %8171
  %8173 = getelementptr inbounds float, ptr %330, i64 %8171
  switch i64 %137, label %1208 [
    i64 1, label %8188
    i64 2, label %8181
    i64 3, label %8174
    i64 0, label %8229
  ]

8174:                                             ; preds = %8169
  %8175 = bitcast <16 x float> %7575 to <8 x i64>
  %8176 = and <8 x i64> %8175, %64
  %8177 = fcmp oeq <16 x float> %7575, %39
  %8178 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %7575, i32 4)
  %8179 = bitcast <8 x i64> %8176 to <16 x float>
  %8180 = select <16 x i1> %8177, <16 x float> %8179, <16 x float> %8178
  br label %8191

8181:                                             ; preds = %8169
  %8182 = bitcast <16 x float> %7575 to <8 x i64>
  %8183 = or <8 x i64> %8182, %65
  %8184 = fcmp oeq <16 x float> %7575, %42
  %8185 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %7575, i32 4)
  %8186 = bitcast <8 x i64> %8183 to <16 x float>
  %8187 = select <16 x i1> %8184, <16 x float> %8186, <16 x float> %8185
  br label %8191

8188:                                             ; preds = %8169
  %8189 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8173, <16 x i1> %7585, <16 x float> zeroinitializer)
  %8190 = fadd <16 x float> %7575, %8189
  br label %8191

8191:                                             ; preds = %8188, %8181, %8174
  %8192 = phi <16 x float> [ %8190, %8188 ], [ %8187, %8181 ], [ %8180, %8174 ]
  switch i64 %139, label %1208 [
    i64 1, label %8207
    i64 2, label %8200
    i64 3, label %8193
    i64 0, label %8229
  ]

8193:                                             ; preds = %8191
  %8194 = bitcast <16 x float> %8192 to <8 x i64>
  %8195 = and <8 x i64> %8194, %64
  %8196 = fcmp oeq <16 x float> %8192, %39
  %8197 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %8192, i32 4)
  %8198 = bitcast <8 x i64> %8195 to <16 x float>
  %8199 = select <16 x i1> %8196, <16 x float> %8198, <16 x float> %8197
  br label %8210

8200:                                             ; preds = %8191
  %8201 = bitcast <16 x float> %8192 to <8 x i64>
  %8202 = or <8 x i64> %8201, %65
  %8203 = fcmp oeq <16 x float> %8192, %42
  %8204 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %8192, i32 4)
  %8205 = bitcast <8 x i64> %8202 to <16 x float>
  %8206 = select <16 x i1> %8203, <16 x float> %8205, <16 x float> %8204
  br label %8210

8207:                                             ; preds = %8191
  %8208 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8173, <16 x i1> %7585, <16 x float> zeroinitializer)
  %8209 = fadd <16 x float> %8192, %8208
  br label %8210

8210:                                             ; preds = %8207, %8200, %8193
  %8211 = phi <16 x float> [ %8209, %8207 ], [ %8206, %8200 ], [ %8199, %8193 ]
  switch i64 %141, label %1208 [
    i64 1, label %8226
    i64 2, label %8219
    i64 3, label %8212
    i64 0, label %8229
  ]

8212:                                             ; preds = %8210
  %8213 = bitcast <16 x float> %8211 to <8 x i64>
  %8214 = and <8 x i64> %8213, %64
  %8215 = fcmp oeq <16 x float> %8211, %39
  %8216 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %8211, i32 4)
  %8217 = bitcast <8 x i64> %8214 to <16 x float>
  %8218 = select <16 x i1> %8215, <16 x float> %8217, <16 x float> %8216
  br label %8229

8219:                                             ; preds = %8210
  %8220 = bitcast <16 x float> %8211 to <8 x i64>
  %8221 = or <8 x i64> %8220, %65
  %8222 = fcmp oeq <16 x float> %8211, %42
  %8223 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %8211, i32 4)
  %8224 = bitcast <8 x i64> %8221 to <16 x float>
  %8225 = select <16 x i1> %8222, <16 x float> %8224, <16 x float> %8223
  br label %8229

8226:                                             ; preds = %8210
  %8227 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8173, <16 x i1> %7585, <16 x float> zeroinitializer)
  %8228 = fadd <16 x float> %8211, %8227
  br label %8229

8229:                                             ; preds = %8226, %8219, %8212, %8210, %8191, %8169
  %8230 = phi <16 x float> [ %8218, %8212 ], [ %8225, %8219 ], [ %8228, %8226 ], [ %8192, %8191 ], [ %8211, %8210 ], [ %7575, %8169 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8230, ptr align 1 %8172, <16 x i1> %7585)
  %8231 = add i64 %495, %7587
  %8232 = getelementptr inbounds float, ptr %332, i64 %8231
  %8233 = getelementptr inbounds float, ptr %330, i64 %8231
  switch i64 %142, label %1208 [
    i64 1, label %8248
    i64 2, label %8241
    i64 3, label %8234
    i64 0, label %8294
  ]

8234:                                             ; preds = %8229
  %8235 = bitcast <16 x float> %7574 to <8 x i64>
  %8236 = and <8 x i64> %8235, %64
  %8237 = fcmp oeq <16 x float> %7574, %39
  %8238 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %7574, i32 4)
  %8239 = bitcast <8 x i64> %8236 to <16 x float>
  %8240 = select <16 x i1> %8237, <16 x float> %8239, <16 x float> %8238
  br label %8251

8241:                                             ; preds = %8229
  %8242 = bitcast <16 x float> %7574 to <8 x i64>
  %8243 = or <8 x i64> %8242, %65
  %8244 = fcmp oeq <16 x float> %7574, %42
  %8245 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %7574, i32 4)
  %8246 = bitcast <8 x i64> %8243 to <16 x float>
  %8247 = select <16 x i1> %8244, <16 x float> %8246, <16 x float> %8245
  br label %8251

8248:                                             ; preds = %8229
  %8249 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8233, <16 x i1> %7588, <16 x float> zeroinitializer)
  %8250 = fadd <16 x float> %7574, %8249
  br label %8251

8251:                                             ; preds = %8248, %8241, %8234
  %8252 = phi <16 x float> [ %8250, %8248 ], [ %8247, %8241 ], [ %8240, %8234 ]
  switch i64 %144, label %1208 [
    i64 1, label %8267
    i64 2, label %8260
    i64 3, label %8253
    i64 0, label %8294
  ]

8253:                                             ; preds = %8251
  %8254 = bitcast <16 x float> %8252 to <8 x i64>
  %8255 = and <8 x i64> %8254, %64
  %8256 = fcmp oeq <16 x float> %8252, %39
  %8257 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %8252, i32 4)
  %8258 = bitcast <8 x i64> %8255 to <16 x float>
  %8259 = select <16 x i1> %8256, <16 x float> %8258, <16 x float> %8257
  br label %8270

8260:                                             ; preds = %8251
  %8261 = bitcast <16 x float> %8252 to <8 x i64>
  %8262 = or <8 x i64> %8261, %65
  %8263 = fcmp oeq <16 x float> %8252, %42
  %8264 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %8252, i32 4)
  %8265 = bitcast <8 x i64> %8262 to <16 x float>
  %8266 = select <16 x i1> %8263, <16 x float> %8265, <16 x float> %8264
  br label %8270

8267:                                             ; preds = %8251
  %8268 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8233, <16 x i1> %7588, <16 x float> zeroinitializer)
  %8269 = fadd <16 x float> %8252, %8268
  br label %8270

8270:                                             ; preds = %8267, %8260, %8253
  %8271 = phi <16 x float> [ %8269, %8267 ], [ %8266, %8260 ], [ %8259, %8253 ]
  switch i64 %146, label %1208 [
    i64 1, label %8286
    i64 2, label %8279
    i64 3, label %8272
    i64 0, label %8294
  ]

8272:                                             ; preds = %8270
  %8273 = bitcast <16 x float> %8271 to <8 x i64>
  %8274 = and <8 x i64> %8273, %64
  %8275 = fcmp oeq <16 x float> %8271, %39
  %8276 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %8271, i32 4)
  %8277 = bitcast <8 x i64> %8274 to <16 x float>
  %8278 = select <16 x i1> %8275, <16 x float> %8277, <16 x float> %8276
  br label %8294

8279:                                             ; preds = %8270
  %8280 = bitcast <16 x float> %8271 to <8 x i64>
  %8281 = or <8 x i64> %8280, %65
  %8282 = fcmp oeq <16 x float> %8271, %42
  %8283 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %8271, i32 4)
  %8284 = bitcast <8 x i64> %8281 to <16 x float>
  %8285 = select <16 x i1> %8282, <16 x float> %8284, <16 x float> %8283
  br label %8294

8286:                                             ; preds = %8270
  %8287 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8233, <16 x i1> %7588, <16 x float> zeroinitializer)
  %8288 = fadd <16 x float> %8271, %8287
  br label %8294

8289:                                             ; preds = %8106
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7576, ptr align 1 %8111, <16 x i1> %7589)
  %8290 = getelementptr float, ptr %496, i64 %7590
  %8291 = getelementptr float, ptr %8290, i64 %718
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7575, ptr align 1 %8291, <16 x i1> %7591)
  %8292 = getelementptr float, ptr %497, i64 %7592
  %8293 = getelementptr float, ptr %8292, i64 %724
  br label %8294

8294:                                             ; preds = %8289, %8286, %8279, %8272, %8270, %8251, %8229
  %8295 = phi ptr [ %8293, %8289 ], [ %8232, %8272 ], [ %8232, %8279 ], [ %8232, %8286 ], [ %8232, %8270 ], [ %8232, %8251 ], [ %8232, %8229 ]
  %8296 = phi <16 x i1> [ %7593, %8289 ], [ %7588, %8272 ], [ %7588, %8279 ], [ %7588, %8286 ], [ %7588, %8270 ], [ %7588, %8251 ], [ %7588, %8229 ]
  %8297 = phi <16 x float> [ %7574, %8289 ], [ %8278, %8272 ], [ %8285, %8279 ], [ %8288, %8286 ], [ %8271, %8270 ], [ %8252, %8251 ], [ %7574, %8229 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8297, ptr align 1 %8295, <16 x i1> %8296)
  %8298 = add i64 %499, %7581
  %8299 = getelementptr inbounds float, ptr %332, i64 %8298
  br i1 %63, label %8477, label %8300

8300:                                             ; preds = %8294
  %8301 = getelementptr inbounds float, ptr %330, i64 %8298
  switch i64 %132, label %1208 [
    i64 1, label %8316
    i64 2, label %8309
    i64 3, label %8302
    i64 0, label %8357
  ]

8302:                                             ; preds = %8300
  %8303 = bitcast <16 x float> %7573 to <8 x i64>
  %8304 = and <8 x i64> %8303, %64
  %8305 = fcmp oeq <16 x float> %7573, %39
  %8306 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %7573, i32 4)
  %8307 = bitcast <8 x i64> %8304 to <16 x float>
  %8308 = select <16 x i1> %8305, <16 x float> %8307, <16 x float> %8306
  br label %8319

8309:                                             ; preds = %8300
  %8310 = bitcast <16 x float> %7573 to <8 x i64>
  %8311 = or <8 x i64> %8310, %65
  %8312 = fcmp oeq <16 x float> %7573, %42
  %8313 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %7573, i32 4)
  %8314 = bitcast <8 x i64> %8311 to <16 x float>
  %8315 = select <16 x i1> %8312, <16 x float> %8314, <16 x float> %8313
  br label %8319

8316:                                             ; preds = %8300
  %8317 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8301, <16 x i1> %7582, <16 x float> zeroinitializer)
  %8318 = fadd <16 x float> %7573, %8317
  br label %8319

8319:                                             ; preds = %8316, %8309, %8302
  %8320 = phi <16 x float> [ %8318, %8316 ], [ %8315, %8309 ], [ %8308, %8302 ]
  switch i64 %134, label %1208 [
    i64 1, label %8335
    i64 2, label %8328
    i64 3, label %8321
    i64 0, label %8357
  ]

8321:                                             ; preds = %8319
  %8322 = bitcast <16 x float> %8320 to <8 x i64>
  %8323 = and <8 x i64> %8322, %64
  %8324 = fcmp oeq <16 x float> %8320, %39
  %8325 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %8320, i32 4)
  %8326 = bitcast <8 x i64> %8323 to <16 x float>
  %8327 = select <16 x i1> %8324, <16 x float> %8326, <16 x float> %8325
  br label %8338

8328:                                             ; preds = %8319
  %8329 = bitcast <16 x float> %8320 to <8 x i64>
  %8330 = or <8 x i64> %8329, %65
  %8331 = fcmp oeq <16 x float> %8320, %42
  %8332 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %8320, i32 4)
  %8333 = bitcast <8 x i64> %8330 to <16 x float>
  %8334 = select <16 x i1> %8331, <16 x float> %8333, <16 x float> %8332
  br label %8338

8335:                                             ; preds = %8319
  %8336 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8301, <16 x i1> %7582, <16 x float> zeroinitializer)
  %8337 = fadd <16 x float> %8320, %8336
  br label %8338

8338:                                             ; preds = %8335, %8328, %8321
  %8339 = phi <16 x float> [ %8337, %8335 ], [ %8334, %8328 ], [ %8327, %8321 ]
  switch i64 %136, label %1208 [
    i64 1, label %8354
    i64 2, label %8347
    i64 3, label %8340
    i64 0, label %8357
  ]

8340:                                             ; preds = %8338
  %8341 = bitcast <16 x float> %8339 to <8 x i64>
  %8342 = and <8 x i64> %8341, %64
  %8343 = fcmp oeq <16 x float> %8339, %39
  %8344 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %8339, i32 4)
  %8345 = bitcast <8 x i64> %8342 to <16 x float>
  %8346 = select <16 x i1> %8343, <16 x float> %8345, <16 x float> %8344
  br label %8357

8347:                                             ; preds = %8338
  %8348 = bitcast <16 x float> %8339 to <8 x i64>
  %8349 = or <8 x i64> %8348, %65
  %8350 = fcmp oeq <16 x float> %8339, %42
  %8351 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %8339, i32 4)
  %8352 = bitcast <8 x i64> %8349 to <16 x float>
  %8353 = select <16 x i1> %8350, <16 x float> %8352, <16 x float> %8351
  br label %8357

8354:                                             ; preds = %8338
  %8355 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8301, <16 x i1> %7582, <16 x float> zeroinitializer)
  %8356 = fadd <16 x float> %8339, %8355
  br label %8357

8357:                                             ; preds = %8354, %8347, %8340, %8338, %8319, %8300
  %8358 = phi <16 x float> [ %8346, %8340 ], [ %8353, %8347 ], [ %8356, %8354 ], [ %8320, %8319 ], [ %8339, %8338 ], [ %7573, %8300 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8358, ptr align 1 %8299, <16 x i1> %7582)
  %8359 = add i64 %499, %7584
  %8360 = getelementptr inbounds float, ptr %332, i64 %8359
  %8361 = getelementptr inbounds float, ptr %330, i64 %8359
  switch i64 %137, label %1208 [
    i64 1, label %8376
    i64 2, label %8369
    i64 3, label %8362
    i64 0, label %8417
  ]

8362:                                             ; preds = %8357
  %8363 = bitcast <16 x float> %7572 to <8 x i64>
  %8364 = and <8 x i64> %8363, %64
  %8365 = fcmp oeq <16 x float> %7572, %39
  %8366 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %7572, i32 4)
  %8367 = bitcast <8 x i64> %8364 to <16 x float>
  %8368 = select <16 x i1> %8365, <16 x float> %8367, <16 x float> %8366
  br label %8379

8369:                                             ; preds = %8357
  %8370 = bitcast <16 x float> %7572 to <8 x i64>
  %8371 = or <8 x i64> %8370, %65
  %8372 = fcmp oeq <16 x float> %7572, %42
  %8373 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %7572, i32 4)
  %8374 = bitcast <8 x i64> %8371 to <16 x float>
  %8375 = select <16 x i1> %8372, <16 x float> %8374, <16 x float> %8373
  br label %8379

8376:                                             ; preds = %8357
  %8377 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8361, <16 x i1> %7585, <16 x float> zeroinitializer)
  %8378 = fadd <16 x float> %7572, %8377
  br label %8379

8379:                                             ; preds = %8376, %8369, %8362
  %8380 = phi <16 x float> [ %8378, %8376 ], [ %8375, %8369 ], [ %8368, %8362 ]
  switch i64 %139, label %1208 [
    i64 1, label %8395
    i64 2, label %8388
    i64 3, label %8381
    i64 0, label %8417
  ]

8381:                                             ; preds = %8379
  %8382 = bitcast <16 x float> %8380 to <8 x i64>
  %8383 = and <8 x i64> %8382, %64
  %8384 = fcmp oeq <16 x float> %8380, %39
  %8385 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %8380, i32 4)
  %8386 = bitcast <8 x i64> %8383 to <16 x float>
  %8387 = select <16 x i1> %8384, <16 x float> %8386, <16 x float> %8385
  br label %8398

8388:                                             ; preds = %8379
  %8389 = bitcast <16 x float> %8380 to <8 x i64>
  %8390 = or <8 x i64> %8389, %65
  %8391 = fcmp oeq <16 x float> %8380, %42
  %8392 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %8380, i32 4)
  %8393 = bitcast <8 x i64> %8390 to <16 x float>
  %8394 = select <16 x i1> %8391, <16 x float> %8393, <16 x float> %8392
  br label %8398

8395:                                             ; preds = %8379
  %8396 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8361, <16 x i1> %7585, <16 x float> zeroinitializer)
  %8397 = fadd <16 x float> %8380, %8396
  br label %8398

8398:                                             ; preds = %8395, %8388, %8381
  %8399 = phi <16 x float> [ %8397, %8395 ], [ %8394, %8388 ], [ %8387, %8381 ]
  switch i64 %141, label %1208 [
    i64 1, label %8414
    i64 2, label %8407
    i64 3, label %8400
    i64 0, label %8417
  ]

8400:                                             ; preds = %8398
  %8401 = bitcast <16 x float> %8399 to <8 x i64>
  %8402 = and <8 x i64> %8401, %64
  %8403 = fcmp oeq <16 x float> %8399, %39
  %8404 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %8399, i32 4)
  %8405 = bitcast <8 x i64> %8402 to <16 x float>
  %8406 = select <16 x i1> %8403, <16 x float> %8405, <16 x float> %8404
  br label %8417

8407:                                             ; preds = %8398
  %8408 = bitcast <16 x float> %8399 to <8 x i64>
  %8409 = or <8 x i64> %8408, %65
  %8410 = fcmp oeq <16 x float> %8399, %42
  %8411 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %8399, i32 4)
  %8412 = bitcast <8 x i64> %8409 to <16 x float>
  %8413 = select <16 x i1> %8410, <16 x float> %8412, <16 x float> %8411
  br label %8417

8414:                                             ; preds = %8398
  %8415 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8361, <16 x i1> %7585, <16 x float> zeroinitializer)
  %8416 = fadd <16 x float> %8399, %8415
  br label %8417

8417:                                             ; preds = %8414, %8407, %8400, %8398, %8379, %8357
  %8418 = phi <16 x float> [ %8406, %8400 ], [ %8413, %8407 ], [ %8416, %8414 ], [ %8380, %8379 ], [ %8399, %8398 ], [ %7572, %8357 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8418, ptr align 1 %8360, <16 x i1> %7585)
  %8419 = add i64 %499, %7587
  %8420 = getelementptr inbounds float, ptr %332, i64 %8419
  %8421 = getelementptr inbounds float, ptr %330, i64 %8419
  switch i64 %142, label %1208 [
    i64 1, label %8436
    i64 2, label %8429
    i64 3, label %8422
    i64 0, label %8482
  ]

8422:                                             ; preds = %8417
  %8423 = bitcast <16 x float> %7571 to <8 x i64>
  %8424 = and <8 x i64> %8423, %64
  %8425 = fcmp oeq <16 x float> %7571, %39
  %8426 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %7571, i32 4)
  %8427 = bitcast <8 x i64> %8424 to <16 x float>
  %8428 = select <16 x i1> %8425, <16 x float> %8427, <16 x float> %8426
  br label %8439

8429:                                             ; preds = %8417
  %8430 = bitcast <16 x float> %7571 to <8 x i64>
  %8431 = or <8 x i64> %8430, %65
  %8432 = fcmp oeq <16 x float> %7571, %42
  %8433 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %7571, i32 4)
  %8434 = bitcast <8 x i64> %8431 to <16 x float>
  %8435 = select <16 x i1> %8432, <16 x float> %8434, <16 x float> %8433
  br label %8439

8436:                                             ; preds = %8417
  %8437 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8421, <16 x i1> %7588, <16 x float> zeroinitializer)
  %8438 = fadd <16 x float> %7571, %8437
  br label %8439

8439:                                             ; preds = %8436, %8429, %8422
  %8440 = phi <16 x float> [ %8438, %8436 ], [ %8435, %8429 ], [ %8428, %8422 ]
  switch i64 %144, label %1208 [
    i64 1, label %8455
    i64 2, label %8448
    i64 3, label %8441
    i64 0, label %8482
  ]

8441:                                             ; preds = %8439
  %8442 = bitcast <16 x float> %8440 to <8 x i64>
  %8443 = and <8 x i64> %8442, %64
  %8444 = fcmp oeq <16 x float> %8440, %39
  %8445 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %8440, i32 4)
  %8446 = bitcast <8 x i64> %8443 to <16 x float>
  %8447 = select <16 x i1> %8444, <16 x float> %8446, <16 x float> %8445
  br label %8458

8448:                                             ; preds = %8439
  %8449 = bitcast <16 x float> %8440 to <8 x i64>
  %8450 = or <8 x i64> %8449, %65
  %8451 = fcmp oeq <16 x float> %8440, %42
  %8452 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %8440, i32 4)
  %8453 = bitcast <8 x i64> %8450 to <16 x float>
  %8454 = select <16 x i1> %8451, <16 x float> %8453, <16 x float> %8452
  br label %8458

8455:                                             ; preds = %8439
  %8456 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8421, <16 x i1> %7588, <16 x float> zeroinitializer)
  %8457 = fadd <16 x float> %8440, %8456
  br label %8458

8458:                                             ; preds = %8455, %8448, %8441
  %8459 = phi <16 x float> [ %8457, %8455 ], [ %8454, %8448 ], [ %8447, %8441 ]
  switch i64 %146, label %1208 [
    i64 1, label %8474
    i64 2, label %8467
    i64 3, label %8460
    i64 0, label %8482
  ]

8460:                                             ; preds = %8458
  %8461 = bitcast <16 x float> %8459 to <8 x i64>
  %8462 = and <8 x i64> %8461, %64
  %8463 = fcmp oeq <16 x float> %8459, %39
  %8464 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %8459, i32 4)
  %8465 = bitcast <8 x i64> %8462 to <16 x float>
  %8466 = select <16 x i1> %8463, <16 x float> %8465, <16 x float> %8464
  br label %8482

8467:                                             ; preds = %8458
  %8468 = bitcast <16 x float> %8459 to <8 x i64>
  %8469 = or <8 x i64> %8468, %65
  %8470 = fcmp oeq <16 x float> %8459, %42
  %8471 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %8459, i32 4)
  %8472 = bitcast <8 x i64> %8469 to <16 x float>
  %8473 = select <16 x i1> %8470, <16 x float> %8472, <16 x float> %8471
  br label %8482

8474:                                             ; preds = %8458
  %8475 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8421, <16 x i1> %7588, <16 x float> zeroinitializer)
  %8476 = fadd <16 x float> %8459, %8475
  br label %8482

8477:                                             ; preds = %8294
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7573, ptr align 1 %8299, <16 x i1> %7589)
  %8478 = getelementptr float, ptr %500, i64 %7590
  %8479 = getelementptr float, ptr %8478, i64 %718
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7572, ptr align 1 %8479, <16 x i1> %7591)
  %8480 = getelementptr float, ptr %501, i64 %7592
  %8481 = getelementptr float, ptr %8480, i64 %724
  br label %8482

8482:                                             ; preds = %8477, %8474, %8467, %8460, %8458, %8439, %8417
  %8483 = phi ptr [ %8481, %8477 ], [ %8420, %8460 ], [ %8420, %8467 ], [ %8420, %8474 ], [ %8420, %8458 ], [ %8420, %8439 ], [ %8420, %8417 ]
  %8484 = phi <16 x i1> [ %7593, %8477 ], [ %7588, %8460 ], [ %7588, %8467 ], [ %7588, %8474 ], [ %7588, %8458 ], [ %7588, %8439 ], [ %7588, %8417 ]
  %8485 = phi <16 x float> [ %7571, %8477 ], [ %8466, %8460 ], [ %8473, %8467 ], [ %8476, %8474 ], [ %8459, %8458 ], [ %8440, %8439 ], [ %7571, %8417 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8485, ptr align 1 %8483, <16 x i1> %8484)
  %8486 = add i64 %503, %7581
  %8487 = getelementptr inbounds float, ptr %332, i64 %8486
  br i1 %63, label %8665, label %8488

8488:                                             ; preds = %8482
  %8489 = getelementptr inbounds float, ptr %330, i64 %8486
  switch i64 %132, label %1208 [
    i64 1, label %8504
    i64 2, label %8497
    i64 3, label %8490
    i64 0, label %8545
  ]

8490:                                             ; preds = %8488
  %8491 = bitcast <16 x float> %7570 to <8 x i64>
  %8492 = and <8 x i64> %8491, %64
  %8493 = fcmp oeq <16 x float> %7570, %39
  %8494 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %7570, i32 4)
  %8495 = bitcast <8 x i64> %8492 to <16 x float>
  %8496 = select <16 x i1> %8493, <16 x float> %8495, <16 x float> %8494
  br label %8507

8497:                                             ; preds = %8488
  %8498 = bitcast <16 x float> %7570 to <8 x i64>
  %8499 = or <8 x i64> %8498, %65
  %8500 = fcmp oeq <16 x float> %7570, %42
  %8501 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %7570, i32 4)
  %8502 = bitcast <8 x i64> %8499 to <16 x float>
  %8503 = select <16 x i1> %8500, <16 x float> %8502, <16 x float> %8501
  br label %8507

8504:                                             ; preds = %8488
  %8505 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8489, <16 x i1> %7582, <16 x float> zeroinitializer)
  %8506 = fadd <16 x float> %7570, %8505
  br label %8507

8507:                                             ; preds = %8504, %8497, %8490
  %8508 = phi <16 x float> [ %8506, %8504 ], [ %8503, %8497 ], [ %8496, %8490 ]
  switch i64 %134, label %1208 [
    i64 1, label %8523
    i64 2, label %8516
    i64 3, label %8509
    i64 0, label %8545
  ]

8509:                                             ; preds = %8507
  %8510 = bitcast <16 x float> %8508 to <8 x i64>
  %8511 = and <8 x i64> %8510, %64
  %8512 = fcmp oeq <16 x float> %8508, %39
  %8513 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %8508, i32 4)
  %8514 = bitcast <8 x i64> %8511 to <16 x float>
  %8515 = select <16 x i1> %8512, <16 x float> %8514, <16 x float> %8513
  br label %8526

8516:                                             ; preds = %8507
  %8517 = bitcast <16 x float> %8508 to <8 x i64>
  %8518 = or <8 x i64> %8517, %65
  %8519 = fcmp oeq <16 x float> %8508, %42
  %8520 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %8508, i32 4)
  %8521 = bitcast <8 x i64> %8518 to <16 x float>
  %8522 = select <16 x i1> %8519, <16 x float> %8521, <16 x float> %8520
  br label %8526

8523:                                             ; preds = %8507
  %8524 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8489, <16 x i1> %7582, <16 x float> zeroinitializer)
  %8525 = fadd <16 x float> %8508, %8524
  br label %8526

8526:                                             ; preds = %8523, %8516, %8509
  %8527 = phi <16 x float> [ %8525, %8523 ], [ %8522, %8516 ], [ %8515, %8509 ]
  switch i64 %136, label %1208 [
    i64 1, label %8542
    i64 2, label %8535
    i64 3, label %8528
    i64 0, label %8545
  ]

8528:                                             ; preds = %8526
  %8529 = bitcast <16 x float> %8527 to <8 x i64>
  %8530 = and <8 x i64> %8529, %64
  %8531 = fcmp oeq <16 x float> %8527, %39
  %8532 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %8527, i32 4)
  %8533 = bitcast <8 x i64> %8530 to <16 x float>
  %8534 = select <16 x i1> %8531, <16 x float> %8533, <16 x float> %8532
  br label %8545

8535:                                             ; preds = %8526
  %8536 = bitcast <16 x float> %8527 to <8 x i64>
  %8537 = or <8 x i64> %8536, %65
  %8538 = fcmp oeq <16 x float> %8527, %42
  %8539 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %8527, i32 4)
  %8540 = bitcast <8 x i64> %8537 to <16 x float>
  %8541 = select <16 x i1> %8538, <16 x float> %8540, <16 x float> %8539
  br label %8545

8542:                                             ; preds = %8526
  %8543 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8489, <16 x i1> %7582, <16 x float> zeroinitializer)
  %8544 = fadd <16 x float> %8527, %8543
  br label %8545

8545:                                             ; preds = %8542, %8535, %8528, %8526, %8507, %8488
  %8546 = phi <16 x float> [ %8534, %8528 ], [ %8541, %8535 ], [ %8544, %8542 ], [ %8508, %8507 ], [ %8527, %8526 ], [ %7570, %8488 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8546, ptr align 1 %8487, <16 x i1> %7582)
  %8547 = add i64 %503, %7584
  %8548 = getelementptr inbounds float, ptr %332, i64 %8547
  %8549 = getelementptr inbounds float, ptr %330, i64 %8547
  switch i64 %137, label %1208 [
    i64 1, label %8564
    i64 2, label %8557
    i64 3, label %8550
    i64 0, label %8605
  ]

8550:                                             ; preds = %8545
  %8551 = bitcast <16 x float> %7569 to <8 x i64>
  %8552 = and <8 x i64> %8551, %64
  %8553 = fcmp oeq <16 x float> %7569, %39
  %8554 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %7569, i32 4)
  %8555 = bitcast <8 x i64> %8552 to <16 x float>
  %8556 = select <16 x i1> %8553, <16 x float> %8555, <16 x float> %8554
  br label %8567

8557:                                             ; preds = %8545
  %8558 = bitcast <16 x float> %7569 to <8 x i64>
  %8559 = or <8 x i64> %8558, %65
  %8560 = fcmp oeq <16 x float> %7569, %42
  %8561 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %7569, i32 4)
  %8562 = bitcast <8 x i64> %8559 to <16 x float>
  %8563 = select <16 x i1> %8560, <16 x float> %8562, <16 x float> %8561
  br label %8567

8564:                                             ; preds = %8545
  %8565 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8549, <16 x i1> %7585, <16 x float> zeroinitializer)
  %8566 = fadd <16 x float> %7569, %8565
  br label %8567

8567:                                             ; preds = %8564, %8557, %8550
  %8568 = phi <16 x float> [ %8566, %8564 ], [ %8563, %8557 ], [ %8556, %8550 ]
  switch i64 %139, label %1208 [
    i64 1, label %8583
    i64 2, label %8576
    i64 3, label %8569
    i64 0, label %8605
  ]

8569:                                             ; preds = %8567
  %8570 = bitcast <16 x float> %8568 to <8 x i64>
  %8571 = and <8 x i64> %8570, %64
  %8572 = fcmp oeq <16 x float> %8568, %39
  %8573 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %8568, i32 4)
  %8574 = bitcast <8 x i64> %8571 to <16 x float>
  %8575 = select <16 x i1> %8572, <16 x float> %8574, <16 x float> %8573
  br label %8586

8576:                                             ; preds = %8567
  %8577 = bitcast <16 x float> %8568 to <8 x i64>
  %8578 = or <8 x i64> %8577, %65
  %8579 = fcmp oeq <16 x float> %8568, %42
  %8580 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %8568, i32 4)
  %8581 = bitcast <8 x i64> %8578 to <16 x float>
  %8582 = select <16 x i1> %8579, <16 x float> %8581, <16 x float> %8580
  br label %8586

8583:                                             ; preds = %8567
  %8584 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8549, <16 x i1> %7585, <16 x float> zeroinitializer)
  %8585 = fadd <16 x float> %8568, %8584
  br label %8586

8586:                                             ; preds = %8583, %8576, %8569
  %8587 = phi <16 x float> [ %8585, %8583 ], [ %8582, %8576 ], [ %8575, %8569 ]
  switch i64 %141, label %1208 [
    i64 1, label %8602
    i64 2, label %8595
    i64 3, label %8588
    i64 0, label %8605
  ]

8588:                                             ; preds = %8586
  %8589 = bitcast <16 x float> %8587 to <8 x i64>
  %8590 = and <8 x i64> %8589, %64
  %8591 = fcmp oeq <16 x float> %8587, %39
  %8592 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %8587, i32 4)
  %8593 = bitcast <8 x i64> %8590 to <16 x float>
  %8594 = select <16 x i1> %8591, <16 x float> %8593, <16 x float> %8592
  br label %8605

8595:                                             ; preds = %8586
  %8596 = bitcast <16 x float> %8587 to <8 x i64>
  %8597 = or <8 x i64> %8596, %65
  %8598 = fcmp oeq <16 x float> %8587, %42
  %8599 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %8587, i32 4)
  %8600 = bitcast <8 x i64> %8597 to <16 x float>
  %8601 = select <16 x i1> %8598, <16 x float> %8600, <16 x float> %8599
  br label %8605

8602:                                             ; preds = %8586
  %8603 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8549, <16 x i1> %7585, <16 x float> zeroinitializer)
  %8604 = fadd <16 x float> %8587, %8603
  br label %8605

8605:                                             ; preds = %8602, %8595, %8588, %8586, %8567, %8545
  %8606 = phi <16 x float> [ %8594, %8588 ], [ %8601, %8595 ], [ %8604, %8602 ], [ %8568, %8567 ], [ %8587, %8586 ], [ %7569, %8545 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8606, ptr align 1 %8548, <16 x i1> %7585)
  %8607 = add i64 %503, %7587
  %8608 = getelementptr inbounds float, ptr %332, i64 %8607
  %8609 = getelementptr inbounds float, ptr %330, i64 %8607
  switch i64 %142, label %1208 [
    i64 1, label %8624
    i64 2, label %8617
    i64 3, label %8610
    i64 0, label %8670
  ]

8610:                                             ; preds = %8605
  %8611 = bitcast <16 x float> %7568 to <8 x i64>
  %8612 = and <8 x i64> %8611, %64
  %8613 = fcmp oeq <16 x float> %7568, %39
  %8614 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %7568, i32 4)
  %8615 = bitcast <8 x i64> %8612 to <16 x float>
  %8616 = select <16 x i1> %8613, <16 x float> %8615, <16 x float> %8614
  br label %8627

8617:                                             ; preds = %8605
  %8618 = bitcast <16 x float> %7568 to <8 x i64>
  %8619 = or <8 x i64> %8618, %65
  %8620 = fcmp oeq <16 x float> %7568, %42
  %8621 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %7568, i32 4)
  %8622 = bitcast <8 x i64> %8619 to <16 x float>
  %8623 = select <16 x i1> %8620, <16 x float> %8622, <16 x float> %8621
  br label %8627

8624:                                             ; preds = %8605
  %8625 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8609, <16 x i1> %7588, <16 x float> zeroinitializer)
  %8626 = fadd <16 x float> %7568, %8625
  br label %8627

8627:                                             ; preds = %8624, %8617, %8610
  %8628 = phi <16 x float> [ %8626, %8624 ], [ %8623, %8617 ], [ %8616, %8610 ]
  switch i64 %144, label %1208 [
    i64 1, label %8643
    i64 2, label %8636
    i64 3, label %8629
    i64 0, label %8670
  ]

8629:                                             ; preds = %8627
  %8630 = bitcast <16 x float> %8628 to <8 x i64>
  %8631 = and <8 x i64> %8630, %64
  %8632 = fcmp oeq <16 x float> %8628, %39
  %8633 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %8628, i32 4)
  %8634 = bitcast <8 x i64> %8631 to <16 x float>
  %8635 = select <16 x i1> %8632, <16 x float> %8634, <16 x float> %8633
  br label %8646

8636:                                             ; preds = %8627
  %8637 = bitcast <16 x float> %8628 to <8 x i64>
  %8638 = or <8 x i64> %8637, %65
  %8639 = fcmp oeq <16 x float> %8628, %42
  %8640 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %8628, i32 4)
  %8641 = bitcast <8 x i64> %8638 to <16 x float>
  %8642 = select <16 x i1> %8639, <16 x float> %8641, <16 x float> %8640
  br label %8646

8643:                                             ; preds = %8627
  %8644 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8609, <16 x i1> %7588, <16 x float> zeroinitializer)
  %8645 = fadd <16 x float> %8628, %8644
  br label %8646

8646:                                             ; preds = %8643, %8636, %8629
  %8647 = phi <16 x float> [ %8645, %8643 ], [ %8642, %8636 ], [ %8635, %8629 ]
  switch i64 %146, label %1208 [
    i64 1, label %8662
    i64 2, label %8655
    i64 3, label %8648
    i64 0, label %8670
  ]

8648:                                             ; preds = %8646
  %8649 = bitcast <16 x float> %8647 to <8 x i64>
  %8650 = and <8 x i64> %8649, %64
  %8651 = fcmp oeq <16 x float> %8647, %39
  %8652 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %8647, i32 4)
  %8653 = bitcast <8 x i64> %8650 to <16 x float>
  %8654 = select <16 x i1> %8651, <16 x float> %8653, <16 x float> %8652
  br label %8670

8655:                                             ; preds = %8646
  %8656 = bitcast <16 x float> %8647 to <8 x i64>
  %8657 = or <8 x i64> %8656, %65
  %8658 = fcmp oeq <16 x float> %8647, %42
  %8659 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %8647, i32 4)
  %8660 = bitcast <8 x i64> %8657 to <16 x float>
  %8661 = select <16 x i1> %8658, <16 x float> %8660, <16 x float> %8659
  br label %8670

8662:                                             ; preds = %8646
  %8663 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8609, <16 x i1> %7588, <16 x float> zeroinitializer)
  %8664 = fadd <16 x float> %8647, %8663
  br label %8670

8665:                                             ; preds = %8482
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7570, ptr align 1 %8487, <16 x i1> %7589)
  %8666 = getelementptr float, ptr %504, i64 %7590
  %8667 = getelementptr float, ptr %8666, i64 %718
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7569, ptr align 1 %8667, <16 x i1> %7591)
  %8668 = getelementptr float, ptr %505, i64 %7592
  %8669 = getelementptr float, ptr %8668, i64 %724
  br label %8670

8670:                                             ; preds = %8665, %8662, %8655, %8648, %8646, %8627, %8605
  %8671 = phi ptr [ %8669, %8665 ], [ %8608, %8648 ], [ %8608, %8655 ], [ %8608, %8662 ], [ %8608, %8646 ], [ %8608, %8627 ], [ %8608, %8605 ]
  %8672 = phi <16 x i1> [ %7593, %8665 ], [ %7588, %8648 ], [ %7588, %8655 ], [ %7588, %8662 ], [ %7588, %8646 ], [ %7588, %8627 ], [ %7588, %8605 ]
  %8673 = phi <16 x float> [ %7568, %8665 ], [ %8654, %8648 ], [ %8661, %8655 ], [ %8664, %8662 ], [ %8647, %8646 ], [ %8628, %8627 ], [ %7568, %8605 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8673, ptr align 1 %8671, <16 x i1> %8672)
  %8674 = add i64 %507, %7581
  %8675 = getelementptr inbounds float, ptr %332, i64 %8674
  br i1 %63, label %8853, label %8676

8676:                                             ; preds = %8670
  %8677 = getelementptr inbounds float, ptr %330, i64 %8674
  switch i64 %132, label %1208 [
    i64 1, label %8692
    i64 2, label %8685
    i64 3, label %8678
    i64 0, label %8733
  ]

8678:                                             ; preds = %8676
  %8679 = bitcast <16 x float> %7567 to <8 x i64>
  %8680 = and <8 x i64> %8679, %64
  %8681 = fcmp oeq <16 x float> %7567, %39
  %8682 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %7567, i32 4)
  %8683 = bitcast <8 x i64> %8680 to <16 x float>
  %8684 = select <16 x i1> %8681, <16 x float> %8683, <16 x float> %8682
  br label %8695

8685:                                             ; preds = %8676
  %8686 = bitcast <16 x float> %7567 to <8 x i64>
  %8687 = or <8 x i64> %8686, %65
  %8688 = fcmp oeq <16 x float> %7567, %42
  %8689 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %7567, i32 4)
  %8690 = bitcast <8 x i64> %8687 to <16 x float>
  %8691 = select <16 x i1> %8688, <16 x float> %8690, <16 x float> %8689
  br label %8695

8692:                                             ; preds = %8676
  %8693 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8677, <16 x i1> %7582, <16 x float> zeroinitializer)
  %8694 = fadd <16 x float> %7567, %8693
  br label %8695

8695:                                             ; preds = %8692, %8685, %8678
  %8696 = phi <16 x float> [ %8694, %8692 ], [ %8691, %8685 ], [ %8684, %8678 ]
  switch i64 %134, label %1208 [
    i64 1, label %8711
    i64 2, label %8704
    i64 3, label %8697
    i64 0, label %8733
  ]

8697:                                             ; preds = %8695
  %8698 = bitcast <16 x float> %8696 to <8 x i64>
  %8699 = and <8 x i64> %8698, %64
  %8700 = fcmp oeq <16 x float> %8696, %39
  %8701 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %8696, i32 4)
  %8702 = bitcast <8 x i64> %8699 to <16 x float>
  %8703 = select <16 x i1> %8700, <16 x float> %8702, <16 x float> %8701
  br label %8714

8704:                                             ; preds = %8695
  %8705 = bitcast <16 x float> %8696 to <8 x i64>
  %8706 = or <8 x i64> %8705, %65
  %8707 = fcmp oeq <16 x float> %8696, %42
  %8708 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %8696, i32 4)
  %8709 = bitcast <8 x i64> %8706 to <16 x float>
  %8710 = select <16 x i1> %8707, <16 x float> %8709, <16 x float> %8708
  br label %8714

8711:                                             ; preds = %8695
  %8712 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8677, <16 x i1> %7582, <16 x float> zeroinitializer)
  %8713 = fadd <16 x float> %8696, %8712
  br label %8714

8714:                                             ; preds = %8711, %8704, %8697
  %8715 = phi <16 x float> [ %8713, %8711 ], [ %8710, %8704 ], [ %8703, %8697 ]
  switch i64 %136, label %1208 [
    i64 1, label %8730
    i64 2, label %8723
    i64 3, label %8716
    i64 0, label %8733
  ]

8716:                                             ; preds = %8714
  %8717 = bitcast <16 x float> %8715 to <8 x i64>
  %8718 = and <8 x i64> %8717, %64
  %8719 = fcmp oeq <16 x float> %8715, %39
  %8720 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %8715, i32 4)
  %8721 = bitcast <8 x i64> %8718 to <16 x float>
  %8722 = select <16 x i1> %8719, <16 x float> %8721, <16 x float> %8720
  br label %8733

8723:                                             ; preds = %8714
  %8724 = bitcast <16 x float> %8715 to <8 x i64>
  %8725 = or <8 x i64> %8724, %65
  %8726 = fcmp oeq <16 x float> %8715, %42
  %8727 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %8715, i32 4)
  %8728 = bitcast <8 x i64> %8725 to <16 x float>
  %8729 = select <16 x i1> %8726, <16 x float> %8728, <16 x float> %8727
  br label %8733

8730:                                             ; preds = %8714
  %8731 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8677, <16 x i1> %7582, <16 x float> zeroinitializer)
  %8732 = fadd <16 x float> %8715, %8731
  br label %8733

8733:                                             ; preds = %8730, %8723, %8716, %8714, %8695, %8676
  %8734 = phi <16 x float> [ %8722, %8716 ], [ %8729, %8723 ], [ %8732, %8730 ], [ %8696, %8695 ], [ %8715, %8714 ], [ %7567, %8676 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8734, ptr align 1 %8675, <16 x i1> %7582)
  %8735 = add i64 %507, %7584
  %8736 = getelementptr inbounds float, ptr %332, i64 %8735
  %8737 = getelementptr inbounds float, ptr %330, i64 %8735
  switch i64 %137, label %1208 [
    i64 1, label %8752
    i64 2, label %8745
    i64 3, label %8738
    i64 0, label %8793
  ]

8738:                                             ; preds = %8733
  %8739 = bitcast <16 x float> %7566 to <8 x i64>
  %8740 = and <8 x i64> %8739, %64
  %8741 = fcmp oeq <16 x float> %7566, %39
  %8742 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %7566, i32 4)
  %8743 = bitcast <8 x i64> %8740 to <16 x float>
  %8744 = select <16 x i1> %8741, <16 x float> %8743, <16 x float> %8742
  br label %8755

8745:                                             ; preds = %8733
  %8746 = bitcast <16 x float> %7566 to <8 x i64>
  %8747 = or <8 x i64> %8746, %65
  %8748 = fcmp oeq <16 x float> %7566, %42
  %8749 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %7566, i32 4)
  %8750 = bitcast <8 x i64> %8747 to <16 x float>
  %8751 = select <16 x i1> %8748, <16 x float> %8750, <16 x float> %8749
  br label %8755

8752:                                             ; preds = %8733
  %8753 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8737, <16 x i1> %7585, <16 x float> zeroinitializer)
  %8754 = fadd <16 x float> %7566, %8753
  br label %8755

8755:                                             ; preds = %8752, %8745, %8738
  %8756 = phi <16 x float> [ %8754, %8752 ], [ %8751, %8745 ], [ %8744, %8738 ]
  switch i64 %139, label %1208 [
    i64 1, label %8771
    i64 2, label %8764
    i64 3, label %8757
    i64 0, label %8793
  ]

8757:                                             ; preds = %8755
  %8758 = bitcast <16 x float> %8756 to <8 x i64>
  %8759 = and <8 x i64> %8758, %64
  %8760 = fcmp oeq <16 x float> %8756, %39
  %8761 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %8756, i32 4)
  %8762 = bitcast <8 x i64> %8759 to <16 x float>
  %8763 = select <16 x i1> %8760, <16 x float> %8762, <16 x float> %8761
  br label %8774

8764:                                             ; preds = %8755
  %8765 = bitcast <16 x float> %8756 to <8 x i64>
  %8766 = or <8 x i64> %8765, %65
  %8767 = fcmp oeq <16 x float> %8756, %42
  %8768 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %8756, i32 4)
  %8769 = bitcast <8 x i64> %8766 to <16 x float>
  %8770 = select <16 x i1> %8767, <16 x float> %8769, <16 x float> %8768
  br label %8774

8771:                                             ; preds = %8755
  %8772 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8737, <16 x i1> %7585, <16 x float> zeroinitializer)
  %8773 = fadd <16 x float> %8756, %8772
  br label %8774

8774:                                             ; preds = %8771, %8764, %8757
  %8775 = phi <16 x float> [ %8773, %8771 ], [ %8770, %8764 ], [ %8763, %8757 ]
  switch i64 %141, label %1208 [
    i64 1, label %8790
    i64 2, label %8783
    i64 3, label %8776
    i64 0, label %8793
  ]

8776:                                             ; preds = %8774
  %8777 = bitcast <16 x float> %8775 to <8 x i64>
  %8778 = and <8 x i64> %8777, %64
  %8779 = fcmp oeq <16 x float> %8775, %39
  %8780 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %8775, i32 4)
  %8781 = bitcast <8 x i64> %8778 to <16 x float>
  %8782 = select <16 x i1> %8779, <16 x float> %8781, <16 x float> %8780
  br label %8793

8783:                                             ; preds = %8774
  %8784 = bitcast <16 x float> %8775 to <8 x i64>
  %8785 = or <8 x i64> %8784, %65
  %8786 = fcmp oeq <16 x float> %8775, %42
  %8787 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %8775, i32 4)
  %8788 = bitcast <8 x i64> %8785 to <16 x float>
  %8789 = select <16 x i1> %8786, <16 x float> %8788, <16 x float> %8787
  br label %8793

8790:                                             ; preds = %8774
  %8791 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8737, <16 x i1> %7585, <16 x float> zeroinitializer)
  %8792 = fadd <16 x float> %8775, %8791
  br label %8793

8793:                                             ; preds = %8790, %8783, %8776, %8774, %8755, %8733
  %8794 = phi <16 x float> [ %8782, %8776 ], [ %8789, %8783 ], [ %8792, %8790 ], [ %8756, %8755 ], [ %8775, %8774 ], [ %7566, %8733 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8794, ptr align 1 %8736, <16 x i1> %7585)
  %8795 = add i64 %507, %7587
  %8796 = getelementptr inbounds float, ptr %332, i64 %8795
  %8797 = getelementptr inbounds float, ptr %330, i64 %8795
  switch i64 %142, label %1208 [
    i64 1, label %8812
    i64 2, label %8805
    i64 3, label %8798
    i64 0, label %8858
  ]

8798:                                             ; preds = %8793
  %8799 = bitcast <16 x float> %7565 to <8 x i64>
  %8800 = and <8 x i64> %8799, %64
  %8801 = fcmp oeq <16 x float> %7565, %39
  %8802 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %7565, i32 4)
  %8803 = bitcast <8 x i64> %8800 to <16 x float>
  %8804 = select <16 x i1> %8801, <16 x float> %8803, <16 x float> %8802
  br label %8815

8805:                                             ; preds = %8793
  %8806 = bitcast <16 x float> %7565 to <8 x i64>
  %8807 = or <8 x i64> %8806, %65
  %8808 = fcmp oeq <16 x float> %7565, %42
  %8809 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %7565, i32 4)
  %8810 = bitcast <8 x i64> %8807 to <16 x float>
  %8811 = select <16 x i1> %8808, <16 x float> %8810, <16 x float> %8809
  br label %8815

8812:                                             ; preds = %8793
  %8813 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8797, <16 x i1> %7588, <16 x float> zeroinitializer)
  %8814 = fadd <16 x float> %7565, %8813
  br label %8815

8815:                                             ; preds = %8812, %8805, %8798
  %8816 = phi <16 x float> [ %8814, %8812 ], [ %8811, %8805 ], [ %8804, %8798 ]
  switch i64 %144, label %1208 [
    i64 1, label %8831
    i64 2, label %8824
    i64 3, label %8817
    i64 0, label %8858
  ]

8817:                                             ; preds = %8815
  %8818 = bitcast <16 x float> %8816 to <8 x i64>
  %8819 = and <8 x i64> %8818, %64
  %8820 = fcmp oeq <16 x float> %8816, %39
  %8821 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %8816, i32 4)
  %8822 = bitcast <8 x i64> %8819 to <16 x float>
  %8823 = select <16 x i1> %8820, <16 x float> %8822, <16 x float> %8821
  br label %8834

8824:                                             ; preds = %8815
  %8825 = bitcast <16 x float> %8816 to <8 x i64>
  %8826 = or <8 x i64> %8825, %65
  %8827 = fcmp oeq <16 x float> %8816, %42
  %8828 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %8816, i32 4)
  %8829 = bitcast <8 x i64> %8826 to <16 x float>
  %8830 = select <16 x i1> %8827, <16 x float> %8829, <16 x float> %8828
  br label %8834

8831:                                             ; preds = %8815
  %8832 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8797, <16 x i1> %7588, <16 x float> zeroinitializer)
  %8833 = fadd <16 x float> %8816, %8832
  br label %8834

8834:                                             ; preds = %8831, %8824, %8817
  %8835 = phi <16 x float> [ %8833, %8831 ], [ %8830, %8824 ], [ %8823, %8817 ]
  switch i64 %146, label %1208 [
    i64 1, label %8850
    i64 2, label %8843
    i64 3, label %8836
    i64 0, label %8858
  ]

8836:                                             ; preds = %8834
  %8837 = bitcast <16 x float> %8835 to <8 x i64>
  %8838 = and <8 x i64> %8837, %64
  %8839 = fcmp oeq <16 x float> %8835, %39
  %8840 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %8835, i32 4)
  %8841 = bitcast <8 x i64> %8838 to <16 x float>
  %8842 = select <16 x i1> %8839, <16 x float> %8841, <16 x float> %8840
  br label %8858

8843:                                             ; preds = %8834
  %8844 = bitcast <16 x float> %8835 to <8 x i64>
  %8845 = or <8 x i64> %8844, %65
  %8846 = fcmp oeq <16 x float> %8835, %42
  %8847 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %8835, i32 4)
  %8848 = bitcast <8 x i64> %8845 to <16 x float>
  %8849 = select <16 x i1> %8846, <16 x float> %8848, <16 x float> %8847
  br label %8858

8850:                                             ; preds = %8834
  %8851 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8797, <16 x i1> %7588, <16 x float> zeroinitializer)
  %8852 = fadd <16 x float> %8835, %8851
  br label %8858

8853:                                             ; preds = %8670
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7567, ptr align 1 %8675, <16 x i1> %7589)
  %8854 = getelementptr float, ptr %508, i64 %7590
  %8855 = getelementptr float, ptr %8854, i64 %718
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7566, ptr align 1 %8855, <16 x i1> %7591)
  %8856 = getelementptr float, ptr %509, i64 %7592
  %8857 = getelementptr float, ptr %8856, i64 %724
  br label %8858

8858:                                             ; preds = %8853, %8850, %8843, %8836, %8834, %8815, %8793
  %8859 = phi ptr [ %8857, %8853 ], [ %8796, %8836 ], [ %8796, %8843 ], [ %8796, %8850 ], [ %8796, %8834 ], [ %8796, %8815 ], [ %8796, %8793 ]
  %8860 = phi <16 x i1> [ %7593, %8853 ], [ %7588, %8836 ], [ %7588, %8843 ], [ %7588, %8850 ], [ %7588, %8834 ], [ %7588, %8815 ], [ %7588, %8793 ]
  %8861 = phi <16 x float> [ %7565, %8853 ], [ %8842, %8836 ], [ %8849, %8843 ], [ %8852, %8850 ], [ %8835, %8834 ], [ %8816, %8815 ], [ %7565, %8793 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8861, ptr align 1 %8859, <16 x i1> %8860)
  %8862 = add i64 %511, %7581
  %8863 = getelementptr inbounds float, ptr %332, i64 %8862
  br i1 %63, label %9041, label %8864

8864:                                             ; preds = %8858
  %8865 = getelementptr inbounds float, ptr %330, i64 %8862
  switch i64 %132, label %1208 [
    i64 1, label %8880
    i64 2, label %8873
    i64 3, label %8866
    i64 0, label %8921
  ]

8866:                                             ; preds = %8864
  %8867 = bitcast <16 x float> %7564 to <8 x i64>
  %8868 = and <8 x i64> %8867, %64
  %8869 = fcmp oeq <16 x float> %7564, %39
  %8870 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %7564, i32 4)
  %8871 = bitcast <8 x i64> %8868 to <16 x float>
  %8872 = select <16 x i1> %8869, <16 x float> %8871, <16 x float> %8870
  br label %8883

8873:                                             ; preds = %8864
  %8874 = bitcast <16 x float> %7564 to <8 x i64>
  %8875 = or <8 x i64> %8874, %65
  %8876 = fcmp oeq <16 x float> %7564, %42
  %8877 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %7564, i32 4)
  %8878 = bitcast <8 x i64> %8875 to <16 x float>
  %8879 = select <16 x i1> %8876, <16 x float> %8878, <16 x float> %8877
  br label %8883

8880:                                             ; preds = %8864
  %8881 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8865, <16 x i1> %7582, <16 x float> zeroinitializer)
  %8882 = fadd <16 x float> %7564, %8881
  br label %8883

8883:                                             ; preds = %8880, %8873, %8866
  %8884 = phi <16 x float> [ %8882, %8880 ], [ %8879, %8873 ], [ %8872, %8866 ]
  switch i64 %134, label %1208 [
    i64 1, label %8899
    i64 2, label %8892
    i64 3, label %8885
    i64 0, label %8921
  ]

8885:                                             ; preds = %8883
  %8886 = bitcast <16 x float> %8884 to <8 x i64>
  %8887 = and <8 x i64> %8886, %64
  %8888 = fcmp oeq <16 x float> %8884, %39
  %8889 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %8884, i32 4)
  %8890 = bitcast <8 x i64> %8887 to <16 x float>
  %8891 = select <16 x i1> %8888, <16 x float> %8890, <16 x float> %8889
  br label %8902

8892:                                             ; preds = %8883
  %8893 = bitcast <16 x float> %8884 to <8 x i64>
  %8894 = or <8 x i64> %8893, %65
  %8895 = fcmp oeq <16 x float> %8884, %42
  %8896 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %8884, i32 4)
  %8897 = bitcast <8 x i64> %8894 to <16 x float>
  %8898 = select <16 x i1> %8895, <16 x float> %8897, <16 x float> %8896
  br label %8902

8899:                                             ; preds = %8883
  %8900 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8865, <16 x i1> %7582, <16 x float> zeroinitializer)
  %8901 = fadd <16 x float> %8884, %8900
  br label %8902

8902:                                             ; preds = %8899, %8892, %8885
  %8903 = phi <16 x float> [ %8901, %8899 ], [ %8898, %8892 ], [ %8891, %8885 ]
  switch i64 %136, label %1208 [
    i64 1, label %8918
    i64 2, label %8911
    i64 3, label %8904
    i64 0, label %8921
  ]

8904:                                             ; preds = %8902
  %8905 = bitcast <16 x float> %8903 to <8 x i64>
  %8906 = and <8 x i64> %8905, %64
  %8907 = fcmp oeq <16 x float> %8903, %39
  %8908 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %8903, i32 4)
  %8909 = bitcast <8 x i64> %8906 to <16 x float>
  %8910 = select <16 x i1> %8907, <16 x float> %8909, <16 x float> %8908
  br label %8921

8911:                                             ; preds = %8902
  %8912 = bitcast <16 x float> %8903 to <8 x i64>
  %8913 = or <8 x i64> %8912, %65
  %8914 = fcmp oeq <16 x float> %8903, %42
  %8915 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %8903, i32 4)
  %8916 = bitcast <8 x i64> %8913 to <16 x float>
  %8917 = select <16 x i1> %8914, <16 x float> %8916, <16 x float> %8915
  br label %8921

8918:                                             ; preds = %8902
  %8919 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8865, <16 x i1> %7582, <16 x float> zeroinitializer)
  %8920 = fadd <16 x float> %8903, %8919
  br label %8921

8921:                                             ; preds = %8918, %8911, %8904, %8902, %8883, %8864
  %8922 = phi <16 x float> [ %8910, %8904 ], [ %8917, %8911 ], [ %8920, %8918 ], [ %8884, %8883 ], [ %8903, %8902 ], [ %7564, %8864 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8922, ptr align 1 %8863, <16 x i1> %7582)
  %8923 = add i64 %511, %7584
  %8924 = getelementptr inbounds float, ptr %332, i64 %8923
  %8925 = getelementptr inbounds float, ptr %330, i64 %8923
  switch i64 %137, label %1208 [
    i64 1, label %8940
    i64 2, label %8933
    i64 3, label %8926
    i64 0, label %8981
  ]

8926:                                             ; preds = %8921
  %8927 = bitcast <16 x float> %7563 to <8 x i64>
  %8928 = and <8 x i64> %8927, %64
  %8929 = fcmp oeq <16 x float> %7563, %39
  %8930 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %7563, i32 4)
  %8931 = bitcast <8 x i64> %8928 to <16 x float>
  %8932 = select <16 x i1> %8929, <16 x float> %8931, <16 x float> %8930
  br label %8943

8933:                                             ; preds = %8921
  %8934 = bitcast <16 x float> %7563 to <8 x i64>
  %8935 = or <8 x i64> %8934, %65
  %8936 = fcmp oeq <16 x float> %7563, %42
  %8937 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %7563, i32 4)
  %8938 = bitcast <8 x i64> %8935 to <16 x float>
  %8939 = select <16 x i1> %8936, <16 x float> %8938, <16 x float> %8937
  br label %8943

8940:                                             ; preds = %8921
  %8941 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8925, <16 x i1> %7585, <16 x float> zeroinitializer)
  %8942 = fadd <16 x float> %7563, %8941
  br label %8943

8943:                                             ; preds = %8940, %8933, %8926
  %8944 = phi <16 x float> [ %8942, %8940 ], [ %8939, %8933 ], [ %8932, %8926 ]
  switch i64 %139, label %1208 [
    i64 1, label %8959
    i64 2, label %8952
    i64 3, label %8945
    i64 0, label %8981
  ]

8945:                                             ; preds = %8943
  %8946 = bitcast <16 x float> %8944 to <8 x i64>
  %8947 = and <8 x i64> %8946, %64
  %8948 = fcmp oeq <16 x float> %8944, %39
  %8949 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %8944, i32 4)
  %8950 = bitcast <8 x i64> %8947 to <16 x float>
  %8951 = select <16 x i1> %8948, <16 x float> %8950, <16 x float> %8949
  br label %8962

8952:                                             ; preds = %8943
  %8953 = bitcast <16 x float> %8944 to <8 x i64>
  %8954 = or <8 x i64> %8953, %65
  %8955 = fcmp oeq <16 x float> %8944, %42
  %8956 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %8944, i32 4)
  %8957 = bitcast <8 x i64> %8954 to <16 x float>
  %8958 = select <16 x i1> %8955, <16 x float> %8957, <16 x float> %8956
  br label %8962

8959:                                             ; preds = %8943
  %8960 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8925, <16 x i1> %7585, <16 x float> zeroinitializer)
  %8961 = fadd <16 x float> %8944, %8960
  br label %8962

8962:                                             ; preds = %8959, %8952, %8945
  %8963 = phi <16 x float> [ %8961, %8959 ], [ %8958, %8952 ], [ %8951, %8945 ]
  switch i64 %141, label %1208 [
    i64 1, label %8978
    i64 2, label %8971
    i64 3, label %8964
    i64 0, label %8981
  ]

8964:                                             ; preds = %8962
  %8965 = bitcast <16 x float> %8963 to <8 x i64>
  %8966 = and <8 x i64> %8965, %64
  %8967 = fcmp oeq <16 x float> %8963, %39
  %8968 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %8963, i32 4)
  %8969 = bitcast <8 x i64> %8966 to <16 x float>
  %8970 = select <16 x i1> %8967, <16 x float> %8969, <16 x float> %8968
  br label %8981

8971:                                             ; preds = %8962
  %8972 = bitcast <16 x float> %8963 to <8 x i64>
  %8973 = or <8 x i64> %8972, %65
  %8974 = fcmp oeq <16 x float> %8963, %42
  %8975 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %8963, i32 4)
  %8976 = bitcast <8 x i64> %8973 to <16 x float>
  %8977 = select <16 x i1> %8974, <16 x float> %8976, <16 x float> %8975
  br label %8981

8978:                                             ; preds = %8962
  %8979 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8925, <16 x i1> %7585, <16 x float> zeroinitializer)
  %8980 = fadd <16 x float> %8963, %8979
  br label %8981

8981:                                             ; preds = %8978, %8971, %8964, %8962, %8943, %8921
  %8982 = phi <16 x float> [ %8970, %8964 ], [ %8977, %8971 ], [ %8980, %8978 ], [ %8944, %8943 ], [ %8963, %8962 ], [ %7563, %8921 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8982, ptr align 1 %8924, <16 x i1> %7585)
  %8983 = add i64 %511, %7587
  %8984 = getelementptr inbounds float, ptr %332, i64 %8983
  %8985 = getelementptr inbounds float, ptr %330, i64 %8983
  switch i64 %142, label %1208 [
    i64 1, label %9000
    i64 2, label %8993
    i64 3, label %8986
    i64 0, label %9046
  ]

8986:                                             ; preds = %8981
  %8987 = bitcast <16 x float> %7562 to <8 x i64>
  %8988 = and <8 x i64> %8987, %64
  %8989 = fcmp oeq <16 x float> %7562, %39
  %8990 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %7562, i32 4)
  %8991 = bitcast <8 x i64> %8988 to <16 x float>
  %8992 = select <16 x i1> %8989, <16 x float> %8991, <16 x float> %8990
  br label %9003

8993:                                             ; preds = %8981
  %8994 = bitcast <16 x float> %7562 to <8 x i64>
  %8995 = or <8 x i64> %8994, %65
  %8996 = fcmp oeq <16 x float> %7562, %42
  %8997 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %7562, i32 4)
  %8998 = bitcast <8 x i64> %8995 to <16 x float>
  %8999 = select <16 x i1> %8996, <16 x float> %8998, <16 x float> %8997
  br label %9003

9000:                                             ; preds = %8981
  %9001 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8985, <16 x i1> %7588, <16 x float> zeroinitializer)
  %9002 = fadd <16 x float> %7562, %9001
  br label %9003

9003:                                             ; preds = %9000, %8993, %8986
  %9004 = phi <16 x float> [ %9002, %9000 ], [ %8999, %8993 ], [ %8992, %8986 ]
  switch i64 %144, label %1208 [
    i64 1, label %9019
    i64 2, label %9012
    i64 3, label %9005
    i64 0, label %9046
  ]

9005:                                             ; preds = %9003
  %9006 = bitcast <16 x float> %9004 to <8 x i64>
  %9007 = and <8 x i64> %9006, %64
  %9008 = fcmp oeq <16 x float> %9004, %39
  %9009 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %9004, i32 4)
  %9010 = bitcast <8 x i64> %9007 to <16 x float>
  %9011 = select <16 x i1> %9008, <16 x float> %9010, <16 x float> %9009
  br label %9022

9012:                                             ; preds = %9003
  %9013 = bitcast <16 x float> %9004 to <8 x i64>
  %9014 = or <8 x i64> %9013, %65
  %9015 = fcmp oeq <16 x float> %9004, %42
  %9016 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %9004, i32 4)
  %9017 = bitcast <8 x i64> %9014 to <16 x float>
  %9018 = select <16 x i1> %9015, <16 x float> %9017, <16 x float> %9016
  br label %9022

9019:                                             ; preds = %9003
  %9020 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8985, <16 x i1> %7588, <16 x float> zeroinitializer)
  %9021 = fadd <16 x float> %9004, %9020
  br label %9022

9022:                                             ; preds = %9019, %9012, %9005
  %9023 = phi <16 x float> [ %9021, %9019 ], [ %9018, %9012 ], [ %9011, %9005 ]
  switch i64 %146, label %1208 [
    i64 1, label %9038
    i64 2, label %9031
    i64 3, label %9024
    i64 0, label %9046
  ]

9024:                                             ; preds = %9022
  %9025 = bitcast <16 x float> %9023 to <8 x i64>
  %9026 = and <8 x i64> %9025, %64
  %9027 = fcmp oeq <16 x float> %9023, %39
  %9028 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %9023, i32 4)
  %9029 = bitcast <8 x i64> %9026 to <16 x float>
  %9030 = select <16 x i1> %9027, <16 x float> %9029, <16 x float> %9028
  br label %9046

9031:                                             ; preds = %9022
  %9032 = bitcast <16 x float> %9023 to <8 x i64>
  %9033 = or <8 x i64> %9032, %65
  %9034 = fcmp oeq <16 x float> %9023, %42
  %9035 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %9023, i32 4)
  %9036 = bitcast <8 x i64> %9033 to <16 x float>
  %9037 = select <16 x i1> %9034, <16 x float> %9036, <16 x float> %9035
  br label %9046

9038:                                             ; preds = %9022
  %9039 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8985, <16 x i1> %7588, <16 x float> zeroinitializer)
  %9040 = fadd <16 x float> %9023, %9039
  br label %9046

9041:                                             ; preds = %8858
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7564, ptr align 1 %8863, <16 x i1> %7589)
  %9042 = getelementptr float, ptr %512, i64 %7590
  %9043 = getelementptr float, ptr %9042, i64 %718
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7563, ptr align 1 %9043, <16 x i1> %7591)
  %9044 = getelementptr float, ptr %513, i64 %7592
  %9045 = getelementptr float, ptr %9044, i64 %724
  br label %9046

9046:                                             ; preds = %9041, %9038, %9031, %9024, %9022, %9003, %8981
  %9047 = phi ptr [ %9045, %9041 ], [ %8984, %9024 ], [ %8984, %9031 ], [ %8984, %9038 ], [ %8984, %9022 ], [ %8984, %9003 ], [ %8984, %8981 ]
  %9048 = phi <16 x i1> [ %7593, %9041 ], [ %7588, %9024 ], [ %7588, %9031 ], [ %7588, %9038 ], [ %7588, %9022 ], [ %7588, %9003 ], [ %7588, %8981 ]
  %9049 = phi <16 x float> [ %7562, %9041 ], [ %9030, %9024 ], [ %9037, %9031 ], [ %9040, %9038 ], [ %9023, %9022 ], [ %9004, %9003 ], [ %7562, %8981 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9049, ptr align 1 %9047, <16 x i1> %9048)
  %9050 = add i64 %515, %7581
  %9051 = getelementptr inbounds float, ptr %332, i64 %9050
  br i1 %63, label %9229, label %9052

9052:                                             ; preds = %9046
  %9053 = getelementptr inbounds float, ptr %330, i64 %9050
  switch i64 %132, label %1208 [
    i64 1, label %9068
    i64 2, label %9061
    i64 3, label %9054
    i64 0, label %9109
  ]

9054:                                             ; preds = %9052
  %9055 = bitcast <16 x float> %7561 to <8 x i64>
  %9056 = and <8 x i64> %9055, %64
  %9057 = fcmp oeq <16 x float> %7561, %39
  %9058 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %7561, i32 4)
  %9059 = bitcast <8 x i64> %9056 to <16 x float>
  %9060 = select <16 x i1> %9057, <16 x float> %9059, <16 x float> %9058
  br label %9071

9061:                                             ; preds = %9052
  %9062 = bitcast <16 x float> %7561 to <8 x i64>
  %9063 = or <8 x i64> %9062, %65
  %9064 = fcmp oeq <16 x float> %7561, %42
  %9065 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %7561, i32 4)
  %9066 = bitcast <8 x i64> %9063 to <16 x float>
  %9067 = select <16 x i1> %9064, <16 x float> %9066, <16 x float> %9065
  br label %9071

9068:                                             ; preds = %9052
  %9069 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9053, <16 x i1> %7582, <16 x float> zeroinitializer)
  %9070 = fadd <16 x float> %7561, %9069
  br label %9071

9071:                                             ; preds = %9068, %9061, %9054
  %9072 = phi <16 x float> [ %9070, %9068 ], [ %9067, %9061 ], [ %9060, %9054 ]
  switch i64 %134, label %1208 [
    i64 1, label %9087
    i64 2, label %9080
    i64 3, label %9073
    i64 0, label %9109
  ]

9073:                                             ; preds = %9071
  %9074 = bitcast <16 x float> %9072 to <8 x i64>
  %9075 = and <8 x i64> %9074, %64
  %9076 = fcmp oeq <16 x float> %9072, %39
  %9077 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %9072, i32 4)
  %9078 = bitcast <8 x i64> %9075 to <16 x float>
  %9079 = select <16 x i1> %9076, <16 x float> %9078, <16 x float> %9077
  br label %9090

9080:                                             ; preds = %9071
  %9081 = bitcast <16 x float> %9072 to <8 x i64>
  %9082 = or <8 x i64> %9081, %65
  %9083 = fcmp oeq <16 x float> %9072, %42
  %9084 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %9072, i32 4)
  %9085 = bitcast <8 x i64> %9082 to <16 x float>
  %9086 = select <16 x i1> %9083, <16 x float> %9085, <16 x float> %9084
  br label %9090

9087:                                             ; preds = %9071
  %9088 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9053, <16 x i1> %7582, <16 x float> zeroinitializer)
  %9089 = fadd <16 x float> %9072, %9088
  br label %9090

9090:                                             ; preds = %9087, %9080, %9073
  %9091 = phi <16 x float> [ %9089, %9087 ], [ %9086, %9080 ], [ %9079, %9073 ]
  switch i64 %136, label %1208 [
    i64 1, label %9106
    i64 2, label %9099
    i64 3, label %9092
    i64 0, label %9109
  ]

9092:                                             ; preds = %9090
  %9093 = bitcast <16 x float> %9091 to <8 x i64>
  %9094 = and <8 x i64> %9093, %64
  %9095 = fcmp oeq <16 x float> %9091, %39
  %9096 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %9091, i32 4)
  %9097 = bitcast <8 x i64> %9094 to <16 x float>
  %9098 = select <16 x i1> %9095, <16 x float> %9097, <16 x float> %9096
  br label %9109

9099:                                             ; preds = %9090
  %9100 = bitcast <16 x float> %9091 to <8 x i64>
  %9101 = or <8 x i64> %9100, %65
  %9102 = fcmp oeq <16 x float> %9091, %42
  %9103 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %9091, i32 4)
  %9104 = bitcast <8 x i64> %9101 to <16 x float>
  %9105 = select <16 x i1> %9102, <16 x float> %9104, <16 x float> %9103
  br label %9109

9106:                                             ; preds = %9090
  %9107 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9053, <16 x i1> %7582, <16 x float> zeroinitializer)
  %9108 = fadd <16 x float> %9091, %9107
  br label %9109

9109:                                             ; preds = %9106, %9099, %9092, %9090, %9071, %9052
  %9110 = phi <16 x float> [ %9098, %9092 ], [ %9105, %9099 ], [ %9108, %9106 ], [ %9072, %9071 ], [ %9091, %9090 ], [ %7561, %9052 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9110, ptr align 1 %9051, <16 x i1> %7582)
  %9111 = add i64 %515, %7584
  %9112 = getelementptr inbounds float, ptr %332, i64 %9111
  %9113 = getelementptr inbounds float, ptr %330, i64 %9111
  switch i64 %137, label %1208 [
    i64 1, label %9128
    i64 2, label %9121
    i64 3, label %9114
    i64 0, label %9169
  ]

9114:                                             ; preds = %9109
  %9115 = bitcast <16 x float> %7560 to <8 x i64>
  %9116 = and <8 x i64> %9115, %64
  %9117 = fcmp oeq <16 x float> %7560, %39
  %9118 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %7560, i32 4)
  %9119 = bitcast <8 x i64> %9116 to <16 x float>
  %9120 = select <16 x i1> %9117, <16 x float> %9119, <16 x float> %9118
  br label %9131

9121:                                             ; preds = %9109
  %9122 = bitcast <16 x float> %7560 to <8 x i64>
  %9123 = or <8 x i64> %9122, %65
  %9124 = fcmp oeq <16 x float> %7560, %42
  %9125 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %7560, i32 4)
  %9126 = bitcast <8 x i64> %9123 to <16 x float>
  %9127 = select <16 x i1> %9124, <16 x float> %9126, <16 x float> %9125
  br label %9131

9128:                                             ; preds = %9109
  %9129 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9113, <16 x i1> %7585, <16 x float> zeroinitializer)
  %9130 = fadd <16 x float> %7560, %9129
  br label %9131

9131:                                             ; preds = %9128, %9121, %9114
  %9132 = phi <16 x float> [ %9130, %9128 ], [ %9127, %9121 ], [ %9120, %9114 ]
  switch i64 %139, label %1208 [
    i64 1, label %9147
    i64 2, label %9140
    i64 3, label %9133
    i64 0, label %9169
  ]

9133:                                             ; preds = %9131
  %9134 = bitcast <16 x float> %9132 to <8 x i64>
  %9135 = and <8 x i64> %9134, %64
  %9136 = fcmp oeq <16 x float> %9132, %39
  %9137 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %9132, i32 4)
  %9138 = bitcast <8 x i64> %9135 to <16 x float>
  %9139 = select <16 x i1> %9136, <16 x float> %9138, <16 x float> %9137
  br label %9150

9140:                                             ; preds = %9131
  %9141 = bitcast <16 x float> %9132 to <8 x i64>
  %9142 = or <8 x i64> %9141, %65
  %9143 = fcmp oeq <16 x float> %9132, %42
  %9144 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %9132, i32 4)
  %9145 = bitcast <8 x i64> %9142 to <16 x float>
  %9146 = select <16 x i1> %9143, <16 x float> %9145, <16 x float> %9144
  br label %9150

9147:                                             ; preds = %9131
  %9148 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9113, <16 x i1> %7585, <16 x float> zeroinitializer)
  %9149 = fadd <16 x float> %9132, %9148
  br label %9150

9150:                                             ; preds = %9147, %9140, %9133
  %9151 = phi <16 x float> [ %9149, %9147 ], [ %9146, %9140 ], [ %9139, %9133 ]
  switch i64 %141, label %1208 [
    i64 1, label %9166
    i64 2, label %9159
    i64 3, label %9152
    i64 0, label %9169
  ]

9152:                                             ; preds = %9150
  %9153 = bitcast <16 x float> %9151 to <8 x i64>
  %9154 = and <8 x i64> %9153, %64
  %9155 = fcmp oeq <16 x float> %9151, %39
  %9156 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %9151, i32 4)
  %9157 = bitcast <8 x i64> %9154 to <16 x float>
  %9158 = select <16 x i1> %9155, <16 x float> %9157, <16 x float> %9156
  br label %9169

9159:                                             ; preds = %9150
  %9160 = bitcast <16 x float> %9151 to <8 x i64>
  %9161 = or <8 x i64> %9160, %65
  %9162 = fcmp oeq <16 x float> %9151, %42
  %9163 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %9151, i32 4)
  %9164 = bitcast <8 x i64> %9161 to <16 x float>
  %9165 = select <16 x i1> %9162, <16 x float> %9164, <16 x float> %9163
  br label %9169

9166:                                             ; preds = %9150
  %9167 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9113, <16 x i1> %7585, <16 x float> zeroinitializer)
  %9168 = fadd <16 x float> %9151, %9167
  br label %9169

9169:                                             ; preds = %9166, %9159, %9152, %9150, %9131, %9109
  %9170 = phi <16 x float> [ %9158, %9152 ], [ %9165, %9159 ], [ %9168, %9166 ], [ %9132, %9131 ], [ %9151, %9150 ], [ %7560, %9109 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9170, ptr align 1 %9112, <16 x i1> %7585)
  %9171 = add i64 %515, %7587
  %9172 = getelementptr inbounds float, ptr %332, i64 %9171
  %9173 = getelementptr inbounds float, ptr %330, i64 %9171
  switch i64 %142, label %1208 [
    i64 1, label %9188
    i64 2, label %9181
    i64 3, label %9174
    i64 0, label %9234
  ]

9174:                                             ; preds = %9169
  %9175 = bitcast <16 x float> %7559 to <8 x i64>
  %9176 = and <8 x i64> %9175, %64
  %9177 = fcmp oeq <16 x float> %7559, %39
  %9178 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %7559, i32 4)
  %9179 = bitcast <8 x i64> %9176 to <16 x float>
  %9180 = select <16 x i1> %9177, <16 x float> %9179, <16 x float> %9178
  br label %9191

9181:                                             ; preds = %9169
  %9182 = bitcast <16 x float> %7559 to <8 x i64>
  %9183 = or <8 x i64> %9182, %65
  %9184 = fcmp oeq <16 x float> %7559, %42
  %9185 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %7559, i32 4)
  %9186 = bitcast <8 x i64> %9183 to <16 x float>
  %9187 = select <16 x i1> %9184, <16 x float> %9186, <16 x float> %9185
  br label %9191

9188:                                             ; preds = %9169
  %9189 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9173, <16 x i1> %7588, <16 x float> zeroinitializer)
  %9190 = fadd <16 x float> %7559, %9189
  br label %9191

9191:                                             ; preds = %9188, %9181, %9174
  %9192 = phi <16 x float> [ %9190, %9188 ], [ %9187, %9181 ], [ %9180, %9174 ]
  switch i64 %144, label %1208 [
    i64 1, label %9207
    i64 2, label %9200
    i64 3, label %9193
    i64 0, label %9234
  ]

9193:                                             ; preds = %9191
  %9194 = bitcast <16 x float> %9192 to <8 x i64>
  %9195 = and <8 x i64> %9194, %64
  %9196 = fcmp oeq <16 x float> %9192, %39
  %9197 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %9192, i32 4)
  %9198 = bitcast <8 x i64> %9195 to <16 x float>
  %9199 = select <16 x i1> %9196, <16 x float> %9198, <16 x float> %9197
  br label %9210

9200:                                             ; preds = %9191
  %9201 = bitcast <16 x float> %9192 to <8 x i64>
  %9202 = or <8 x i64> %9201, %65
  %9203 = fcmp oeq <16 x float> %9192, %42
  %9204 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %9192, i32 4)
  %9205 = bitcast <8 x i64> %9202 to <16 x float>
  %9206 = select <16 x i1> %9203, <16 x float> %9205, <16 x float> %9204
  br label %9210

9207:                                             ; preds = %9191
  %9208 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9173, <16 x i1> %7588, <16 x float> zeroinitializer)
  %9209 = fadd <16 x float> %9192, %9208
  br label %9210

9210:                                             ; preds = %9207, %9200, %9193
  %9211 = phi <16 x float> [ %9209, %9207 ], [ %9206, %9200 ], [ %9199, %9193 ]
  switch i64 %146, label %1208 [
    i64 1, label %9226
    i64 2, label %9219
    i64 3, label %9212
    i64 0, label %9234
  ]

9212:                                             ; preds = %9210
  %9213 = bitcast <16 x float> %9211 to <8 x i64>
  %9214 = and <8 x i64> %9213, %64
  %9215 = fcmp oeq <16 x float> %9211, %39
  %9216 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %9211, i32 4)
  %9217 = bitcast <8 x i64> %9214 to <16 x float>
  %9218 = select <16 x i1> %9215, <16 x float> %9217, <16 x float> %9216
  br label %9234

9219:                                             ; preds = %9210
  %9220 = bitcast <16 x float> %9211 to <8 x i64>
  %9221 = or <8 x i64> %9220, %65
  %9222 = fcmp oeq <16 x float> %9211, %42
  %9223 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %9211, i32 4)
  %9224 = bitcast <8 x i64> %9221 to <16 x float>
  %9225 = select <16 x i1> %9222, <16 x float> %9224, <16 x float> %9223
  br label %9234

9226:                                             ; preds = %9210
  %9227 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9173, <16 x i1> %7588, <16 x float> zeroinitializer)
  %9228 = fadd <16 x float> %9211, %9227
  br label %9234

9229:                                             ; preds = %9046
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7561, ptr align 1 %9051, <16 x i1> %7589)
  %9230 = getelementptr float, ptr %516, i64 %7590
  %9231 = getelementptr float, ptr %9230, i64 %718
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7560, ptr align 1 %9231, <16 x i1> %7591)
  %9232 = getelementptr float, ptr %517, i64 %7592
  %9233 = getelementptr float, ptr %9232, i64 %724
  br label %9234

9234:                                             ; preds = %9229, %9226, %9219, %9212, %9210, %9191, %9169
  %9235 = phi ptr [ %9233, %9229 ], [ %9172, %9212 ], [ %9172, %9219 ], [ %9172, %9226 ], [ %9172, %9210 ], [ %9172, %9191 ], [ %9172, %9169 ]
  %9236 = phi <16 x i1> [ %7593, %9229 ], [ %7588, %9212 ], [ %7588, %9219 ], [ %7588, %9226 ], [ %7588, %9210 ], [ %7588, %9191 ], [ %7588, %9169 ]
  %9237 = phi <16 x float> [ %7559, %9229 ], [ %9218, %9212 ], [ %9225, %9219 ], [ %9228, %9226 ], [ %9211, %9210 ], [ %9192, %9191 ], [ %7559, %9169 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9237, ptr align 1 %9235, <16 x i1> %9236)
  %9238 = add i64 %519, %7581
  %9239 = getelementptr inbounds float, ptr %332, i64 %9238
  br i1 %63, label %9417, label %9240

9240:                                             ; preds = %9234
  %9241 = getelementptr inbounds float, ptr %330, i64 %9238
  switch i64 %132, label %1208 [
    i64 1, label %9256
    i64 2, label %9249
    i64 3, label %9242
    i64 0, label %9297
  ]

9242:                                             ; preds = %9240
  %9243 = bitcast <16 x float> %7558 to <8 x i64>
  %9244 = and <8 x i64> %9243, %64
  %9245 = fcmp oeq <16 x float> %7558, %39
  %9246 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %7558, i32 4)
  %9247 = bitcast <8 x i64> %9244 to <16 x float>
  %9248 = select <16 x i1> %9245, <16 x float> %9247, <16 x float> %9246
  br label %9259

9249:                                             ; preds = %9240
  %9250 = bitcast <16 x float> %7558 to <8 x i64>
  %9251 = or <8 x i64> %9250, %65
  %9252 = fcmp oeq <16 x float> %7558, %42
  %9253 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %7558, i32 4)
  %9254 = bitcast <8 x i64> %9251 to <16 x float>
  %9255 = select <16 x i1> %9252, <16 x float> %9254, <16 x float> %9253
  br label %9259

9256:                                             ; preds = %9240
  %9257 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9241, <16 x i1> %7582, <16 x float> zeroinitializer)
  %9258 = fadd <16 x float> %7558, %9257
  br label %9259

9259:                                             ; preds = %9256, %9249, %9242
  %9260 = phi <16 x float> [ %9258, %9256 ], [ %9255, %9249 ], [ %9248, %9242 ]
  switch i64 %134, label %1208 [
    i64 1, label %9275
    i64 2, label %9268
    i64 3, label %9261
    i64 0, label %9297
  ]

9261:                                             ; preds = %9259
  %9262 = bitcast <16 x float> %9260 to <8 x i64>
  %9263 = and <8 x i64> %9262, %64
  %9264 = fcmp oeq <16 x float> %9260, %39
  %9265 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %9260, i32 4)
  %9266 = bitcast <8 x i64> %9263 to <16 x float>
  %9267 = select <16 x i1> %9264, <16 x float> %9266, <16 x float> %9265
  br label %9278

9268:                                             ; preds = %9259
  %9269 = bitcast <16 x float> %9260 to <8 x i64>
  %9270 = or <8 x i64> %9269, %65
  %9271 = fcmp oeq <16 x float> %9260, %42
  %9272 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %9260, i32 4)
  %9273 = bitcast <8 x i64> %9270 to <16 x float>
  %9274 = select <16 x i1> %9271, <16 x float> %9273, <16 x float> %9272
  br label %9278

9275:                                             ; preds = %9259
  %9276 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9241, <16 x i1> %7582, <16 x float> zeroinitializer)
  %9277 = fadd <16 x float> %9260, %9276
  br label %9278

9278:                                             ; preds = %9275, %9268, %9261
  %9279 = phi <16 x float> [ %9277, %9275 ], [ %9274, %9268 ], [ %9267, %9261 ]
  switch i64 %136, label %1208 [
    i64 1, label %9294
    i64 2, label %9287
    i64 3, label %9280
    i64 0, label %9297
  ]

9280:                                             ; preds = %9278
  %9281 = bitcast <16 x float> %9279 to <8 x i64>
  %9282 = and <8 x i64> %9281, %64
  %9283 = fcmp oeq <16 x float> %9279, %39
  %9284 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %9279, i32 4)
  %9285 = bitcast <8 x i64> %9282 to <16 x float>
  %9286 = select <16 x i1> %9283, <16 x float> %9285, <16 x float> %9284
  br label %9297

9287:                                             ; preds = %9278
  %9288 = bitcast <16 x float> %9279 to <8 x i64>
  %9289 = or <8 x i64> %9288, %65
  %9290 = fcmp oeq <16 x float> %9279, %42
  %9291 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %9279, i32 4)
  %9292 = bitcast <8 x i64> %9289 to <16 x float>
  %9293 = select <16 x i1> %9290, <16 x float> %9292, <16 x float> %9291
  br label %9297

9294:                                             ; preds = %9278
  %9295 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9241, <16 x i1> %7582, <16 x float> zeroinitializer)
  %9296 = fadd <16 x float> %9279, %9295
  br label %9297

9297:                                             ; preds = %9294, %9287, %9280, %9278, %9259, %9240
  %9298 = phi <16 x float> [ %9286, %9280 ], [ %9293, %9287 ], [ %9296, %9294 ], [ %9260, %9259 ], [ %9279, %9278 ], [ %7558, %9240 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9298, ptr align 1 %9239, <16 x i1> %7582)
  %9299 = add i64 %519, %7584
  %9300 = getelementptr inbounds float, ptr %332, i64 %9299
  %9301 = getelementptr inbounds float, ptr %330, i64 %9299
  switch i64 %137, label %1208 [
    i64 1, label %9316
    i64 2, label %9309
    i64 3, label %9302
    i64 0, label %9357
  ]

9302:                                             ; preds = %9297
  %9303 = bitcast <16 x float> %7557 to <8 x i64>
  %9304 = and <8 x i64> %9303, %64
  %9305 = fcmp oeq <16 x float> %7557, %39
  %9306 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %7557, i32 4)
  %9307 = bitcast <8 x i64> %9304 to <16 x float>
  %9308 = select <16 x i1> %9305, <16 x float> %9307, <16 x float> %9306
  br label %9319

9309:                                             ; preds = %9297
  %9310 = bitcast <16 x float> %7557 to <8 x i64>
  %9311 = or <8 x i64> %9310, %65
  %9312 = fcmp oeq <16 x float> %7557, %42
  %9313 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %7557, i32 4)
  %9314 = bitcast <8 x i64> %9311 to <16 x float>
  %9315 = select <16 x i1> %9312, <16 x float> %9314, <16 x float> %9313
  br label %9319

9316:                                             ; preds = %9297
  %9317 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9301, <16 x i1> %7585, <16 x float> zeroinitializer)
  %9318 = fadd <16 x float> %7557, %9317
  br label %9319

9319:                                             ; preds = %9316, %9309, %9302
  %9320 = phi <16 x float> [ %9318, %9316 ], [ %9315, %9309 ], [ %9308, %9302 ]
  switch i64 %139, label %1208 [
    i64 1, label %9335
    i64 2, label %9328
    i64 3, label %9321
    i64 0, label %9357
  ]

9321:                                             ; preds = %9319
  %9322 = bitcast <16 x float> %9320 to <8 x i64>
  %9323 = and <8 x i64> %9322, %64
  %9324 = fcmp oeq <16 x float> %9320, %39
  %9325 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %9320, i32 4)
  %9326 = bitcast <8 x i64> %9323 to <16 x float>
  %9327 = select <16 x i1> %9324, <16 x float> %9326, <16 x float> %9325
  br label %9338

9328:                                             ; preds = %9319
  %9329 = bitcast <16 x float> %9320 to <8 x i64>
  %9330 = or <8 x i64> %9329, %65
  %9331 = fcmp oeq <16 x float> %9320, %42
  %9332 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %9320, i32 4)
  %9333 = bitcast <8 x i64> %9330 to <16 x float>
  %9334 = select <16 x i1> %9331, <16 x float> %9333, <16 x float> %9332
  br label %9338

9335:                                             ; preds = %9319
  %9336 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9301, <16 x i1> %7585, <16 x float> zeroinitializer)
  %9337 = fadd <16 x float> %9320, %9336
  br label %9338

9338:                                             ; preds = %9335, %9328, %9321
  %9339 = phi <16 x float> [ %9337, %9335 ], [ %9334, %9328 ], [ %9327, %9321 ]
  switch i64 %141, label %1208 [
    i64 1, label %9354
    i64 2, label %9347
    i64 3, label %9340
    i64 0, label %9357
  ]

9340:                                             ; preds = %9338
  %9341 = bitcast <16 x float> %9339 to <8 x i64>
  %9342 = and <8 x i64> %9341, %64
  %9343 = fcmp oeq <16 x float> %9339, %39
  %9344 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %9339, i32 4)
  %9345 = bitcast <8 x i64> %9342 to <16 x float>
  %9346 = select <16 x i1> %9343, <16 x float> %9345, <16 x float> %9344
  br label %9357

9347:                                             ; preds = %9338
  %9348 = bitcast <16 x float> %9339 to <8 x i64>
  %9349 = or <8 x i64> %9348, %65
  %9350 = fcmp oeq <16 x float> %9339, %42
  %9351 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %9339, i32 4)
  %9352 = bitcast <8 x i64> %9349 to <16 x float>
  %9353 = select <16 x i1> %9350, <16 x float> %9352, <16 x float> %9351
  br label %9357

9354:                                             ; preds = %9338
  %9355 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9301, <16 x i1> %7585, <16 x float> zeroinitializer)
  %9356 = fadd <16 x float> %9339, %9355
  br label %9357

9357:                                             ; preds = %9354, %9347, %9340, %9338, %9319, %9297
  %9358 = phi <16 x float> [ %9346, %9340 ], [ %9353, %9347 ], [ %9356, %9354 ], [ %9320, %9319 ], [ %9339, %9338 ], [ %7557, %9297 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9358, ptr align 1 %9300, <16 x i1> %7585)
  %9359 = add i64 %519, %7587
  %9360 = getelementptr inbounds float, ptr %332, i64 %9359
  %9361 = getelementptr inbounds float, ptr %330, i64 %9359
  switch i64 %142, label %1208 [
    i64 1, label %9376
    i64 2, label %9369
    i64 3, label %9362
    i64 0, label %9422
  ]

9362:                                             ; preds = %9357
  %9363 = bitcast <16 x float> %7556 to <8 x i64>
  %9364 = and <8 x i64> %9363, %64
  %9365 = fcmp oeq <16 x float> %7556, %39
  %9366 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %7556, i32 4)
  %9367 = bitcast <8 x i64> %9364 to <16 x float>
  %9368 = select <16 x i1> %9365, <16 x float> %9367, <16 x float> %9366
  br label %9379

9369:                                             ; preds = %9357
  %9370 = bitcast <16 x float> %7556 to <8 x i64>
  %9371 = or <8 x i64> %9370, %65
  %9372 = fcmp oeq <16 x float> %7556, %42
  %9373 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %7556, i32 4)
  %9374 = bitcast <8 x i64> %9371 to <16 x float>
  %9375 = select <16 x i1> %9372, <16 x float> %9374, <16 x float> %9373
  br label %9379

9376:                                             ; preds = %9357
  %9377 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9361, <16 x i1> %7588, <16 x float> zeroinitializer)
  %9378 = fadd <16 x float> %7556, %9377
  br label %9379

9379:                                             ; preds = %9376, %9369, %9362
  %9380 = phi <16 x float> [ %9378, %9376 ], [ %9375, %9369 ], [ %9368, %9362 ]
  switch i64 %144, label %1208 [
    i64 1, label %9395
    i64 2, label %9388
    i64 3, label %9381
    i64 0, label %9422
  ]

9381:                                             ; preds = %9379
  %9382 = bitcast <16 x float> %9380 to <8 x i64>
  %9383 = and <8 x i64> %9382, %64
  %9384 = fcmp oeq <16 x float> %9380, %39
  %9385 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %9380, i32 4)
  %9386 = bitcast <8 x i64> %9383 to <16 x float>
  %9387 = select <16 x i1> %9384, <16 x float> %9386, <16 x float> %9385
  br label %9398

9388:                                             ; preds = %9379
  %9389 = bitcast <16 x float> %9380 to <8 x i64>
  %9390 = or <8 x i64> %9389, %65
  %9391 = fcmp oeq <16 x float> %9380, %42
  %9392 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %9380, i32 4)
  %9393 = bitcast <8 x i64> %9390 to <16 x float>
  %9394 = select <16 x i1> %9391, <16 x float> %9393, <16 x float> %9392
  br label %9398

9395:                                             ; preds = %9379
  %9396 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9361, <16 x i1> %7588, <16 x float> zeroinitializer)
  %9397 = fadd <16 x float> %9380, %9396
  br label %9398

9398:                                             ; preds = %9395, %9388, %9381
  %9399 = phi <16 x float> [ %9397, %9395 ], [ %9394, %9388 ], [ %9387, %9381 ]
  switch i64 %146, label %1208 [
    i64 1, label %9414
    i64 2, label %9407
    i64 3, label %9400
    i64 0, label %9422
  ]

9400:                                             ; preds = %9398
  %9401 = bitcast <16 x float> %9399 to <8 x i64>
  %9402 = and <8 x i64> %9401, %64
  %9403 = fcmp oeq <16 x float> %9399, %39
  %9404 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %9399, i32 4)
  %9405 = bitcast <8 x i64> %9402 to <16 x float>
  %9406 = select <16 x i1> %9403, <16 x float> %9405, <16 x float> %9404
  br label %9422

9407:                                             ; preds = %9398
  %9408 = bitcast <16 x float> %9399 to <8 x i64>
  %9409 = or <8 x i64> %9408, %65
  %9410 = fcmp oeq <16 x float> %9399, %42
  %9411 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %9399, i32 4)
  %9412 = bitcast <8 x i64> %9409 to <16 x float>
  %9413 = select <16 x i1> %9410, <16 x float> %9412, <16 x float> %9411
  br label %9422

9414:                                             ; preds = %9398
  %9415 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9361, <16 x i1> %7588, <16 x float> zeroinitializer)
  %9416 = fadd <16 x float> %9399, %9415
  br label %9422

9417:                                             ; preds = %9234
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7558, ptr align 1 %9239, <16 x i1> %7589)
  %9418 = getelementptr float, ptr %520, i64 %7590
  %9419 = getelementptr float, ptr %9418, i64 %718
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7557, ptr align 1 %9419, <16 x i1> %7591)
  %9420 = getelementptr float, ptr %521, i64 %7592
  %9421 = getelementptr float, ptr %9420, i64 %724
  br label %9422

9422:                                             ; preds = %9417, %9414, %9407, %9400, %9398, %9379, %9357
  %9423 = phi ptr [ %9421, %9417 ], [ %9360, %9400 ], [ %9360, %9407 ], [ %9360, %9414 ], [ %9360, %9398 ], [ %9360, %9379 ], [ %9360, %9357 ]
  %9424 = phi <16 x i1> [ %7593, %9417 ], [ %7588, %9400 ], [ %7588, %9407 ], [ %7588, %9414 ], [ %7588, %9398 ], [ %7588, %9379 ], [ %7588, %9357 ]
  %9425 = phi <16 x float> [ %7556, %9417 ], [ %9406, %9400 ], [ %9413, %9407 ], [ %9416, %9414 ], [ %9399, %9398 ], [ %9380, %9379 ], [ %7556, %9357 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9425, ptr align 1 %9423, <16 x i1> %9424)
  br label %11115

9426:                                             ; preds = %730, %11112
  %9427 = phi i64 [ %320, %730 ], [ %11113, %11112 ]
  switch i32 %732, label %11112 [
    i32 2, label %9428
    i32 3, label %9594
    i32 4, label %9790
    i32 5, label %10073
    i32 6, label %10340
    i32 7, label %10733
  ]

9428:                                             ; preds = %9426
  br i1 %58, label %9437, label %9432

9429:                                             ; preds = %9441
  %9430 = mul i64 %59, %9427
  %9431 = getelementptr inbounds float, ptr %30, i64 %9430
  br label %9448

9432:                                             ; preds = %9428
  %9433 = getelementptr inbounds float, ptr %31, i64 %9427
  %9434 = load float, ptr %9433, align 4
  %9435 = insertelement <16 x float> poison, float %9434, i64 0
  %9436 = shufflevector <16 x float> %9435, <16 x float> poison, <16 x i32> zeroinitializer
  br label %9441

9437:                                             ; preds = %9428
  %9438 = mul nsw i64 %9427, %43
  %9439 = getelementptr float, ptr %923, i64 %9438
  %9440 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9439, <16 x i1> %920, <16 x float> zeroinitializer)
  br label %9441

9441:                                             ; preds = %9437, %9432
  %9442 = phi <16 x float> [ %9440, %9437 ], [ %9436, %9432 ]
  br i1 %60, label %9429, label %9443

9443:                                             ; preds = %9462, %9441
  %9444 = phi <16 x float> [ %9442, %9441 ], [ %9463, %9462 ]
  %9445 = mul nsw i64 %9427, %43
  %9446 = add i64 %9445, %926
  %9447 = getelementptr inbounds float, ptr %332, i64 %9446
  br i1 %63, label %9591, label %9534

9448:                                             ; preds = %9429, %9462
  %9449 = phi <16 x float> [ %9442, %9429 ], [ %9463, %9462 ]
  %9450 = phi i64 [ 0, %9429 ], [ %9464, %9462 ]
  br i1 %61, label %9451, label %9462

9451:                                             ; preds = %9448
  %9452 = sub i64 %9450, %15
  %9453 = mul nuw nsw i64 %9450, %12
  %9454 = getelementptr inbounds nuw float, ptr %9431, i64 %9453
  %9455 = add i64 %9452, %924
  %9456 = icmp sgt i64 %9455, -1
  %9457 = icmp slt i64 %9455, %7
  %9458 = and i1 %9456, %9457
  %9459 = select i1 %9458, i64 %9455, i64 0
  %9460 = mul nsw i64 %9459, %8
  %9461 = getelementptr float, ptr %325, i64 %9460
  br label %9466

9462:                                             ; preds = %9504, %9448
  %9463 = phi <16 x float> [ %9449, %9448 ], [ %9505, %9504 ]
  %9464 = add nuw nsw i64 %9450, 1
  %9465 = icmp eq i64 %9464, %11
  br i1 %9465, label %9443, label %9448

9466:                                             ; preds = %9451, %9504
  %9467 = phi <16 x float> [ %9449, %9451 ], [ %9505, %9504 ]
  %9468 = phi i64 [ 0, %9451 ], [ %9506, %9504 ]
  %9469 = getelementptr inbounds nuw float, ptr %9454, i64 %9468
  br i1 %62, label %9470, label %9504

9470:                                             ; preds = %9466
  %9471 = sub i64 %9468, %16
  %9472 = add i64 %9471, %712
  %9473 = sub nsw i64 %8, %9472
  %9474 = tail call i64 @llvm.smin.i64(i64 %9473, i64 %913)
  %9475 = tail call i64 @llvm.smin.i64(i64 %9474, i64 16)
  %9476 = icmp slt i64 %9472, 0
  %9477 = sub nsw i64 0, %9472
  %9478 = select i1 %9476, i64 %9477, i64 0
  %9479 = icmp sgt i64 %9475, %9478
  %9480 = select i1 %9458, i1 %9479, i1 false
  %9481 = trunc i64 %9478 to i32
  %9482 = shl nsw i32 -1, %9481
  %9483 = trunc i64 %9475 to i32
  %9484 = shl nsw i32 -1, %9483
  %9485 = xor i32 %9484, -1
  %9486 = and i32 %9482, %9485
  %9487 = trunc i32 %9486 to i16
  %9488 = select i1 %9480, i16 %9487, i16 0
  %9489 = bitcast i16 %9488 to <16 x i1>
  %9490 = getelementptr float, ptr %9461, i64 %9472
  br i1 %309, label %9492, label %9508

9491:                                             ; preds = %9508
  br i1 %311, label %9504, label %9492

9492:                                             ; preds = %9491, %9470
  %9493 = phi <16 x float> [ %9467, %9470 ], [ %9530, %9491 ]
  %9494 = phi i64 [ 0, %9470 ], [ %9531, %9491 ]
  tail call void @llvm.assume(i1 %312)
  %9495 = mul nsw i64 %56, %9494
  %9496 = getelementptr float, ptr %9490, i64 %9495
  %9497 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9496, <16 x i1> %9489, <16 x float> zeroinitializer)
  %9498 = mul nuw nsw i64 %9494, %57
  %9499 = getelementptr inbounds nuw float, ptr %9469, i64 %9498
  %9500 = load float, ptr %9499, align 4
  %9501 = insertelement <16 x float> poison, float %9500, i64 0
  %9502 = shufflevector <16 x float> %9501, <16 x float> poison, <16 x i32> zeroinitializer
  %9503 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %9497, <16 x float> %9502, <16 x float> %9493)
  br label %9504

9504:                                             ; preds = %9492, %9491, %9466
  %9505 = phi <16 x float> [ %9467, %9466 ], [ %9530, %9491 ], [ %9503, %9492 ]
  %9506 = add nuw nsw i64 %9468, 1
  %9507 = icmp eq i64 %9506, %12
  br i1 %9507, label %9462, label %9466

9508:                                             ; preds = %9470, %9508
  %9509 = phi <16 x float> [ %9530, %9508 ], [ %9467, %9470 ]
  %9510 = phi i64 [ %9531, %9508 ], [ 0, %9470 ]
  %9511 = phi i64 [ %9532, %9508 ], [ 0, %9470 ]
  %9512 = mul nsw i64 %56, %9510
  %9513 = getelementptr float, ptr %9490, i64 %9512
  %9514 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9513, <16 x i1> %9489, <16 x float> zeroinitializer)
  %9515 = mul nuw nsw i64 %9510, %57
  %9516 = getelementptr inbounds nuw float, ptr %9469, i64 %9515
  %9517 = load float, ptr %9516, align 4
  %9518 = insertelement <16 x float> poison, float %9517, i64 0
  %9519 = shufflevector <16 x float> %9518, <16 x float> poison, <16 x i32> zeroinitializer
  %9520 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %9514, <16 x float> %9519, <16 x float> %9509)
  %9521 = or disjoint i64 %9510, 1
  %9522 = mul nsw i64 %56, %9521
  %9523 = getelementptr float, ptr %9490, i64 %9522
  %9524 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9523, <16 x i1> %9489, <16 x float> zeroinitializer)
  %9525 = mul nuw nsw i64 %9521, %57
  %9526 = getelementptr inbounds nuw float, ptr %9469, i64 %9525
  %9527 = load float, ptr %9526, align 4
  %9528 = insertelement <16 x float> poison, float %9527, i64 0
  %9529 = shufflevector <16 x float> %9528, <16 x float> poison, <16 x i32> zeroinitializer
  %9530 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %9524, <16 x float> %9529, <16 x float> %9520)
  %9531 = add nuw nsw i64 %9510, 2
  %9532 = add i64 %9511, 2
  %9533 = icmp eq i64 %9532, %310
  br i1 %9533, label %9491, label %9508

9534:                                             ; preds = %9443
  %9535 = getelementptr inbounds float, ptr %330, i64 %9446
  switch i64 %121, label %1208 [
    i64 1, label %9536
    i64 2, label %9539
    i64 3, label %9546
    i64 0, label %9591
  ]

9536:                                             ; preds = %9534
  %9537 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9535, <16 x i1> %927, <16 x float> zeroinitializer)
  %9538 = fadd <16 x float> %9444, %9537
  br label %9553

9539:                                             ; preds = %9534
  %9540 = bitcast <16 x float> %9444 to <8 x i64>
  %9541 = or <8 x i64> %9540, %65
  %9542 = fcmp oeq <16 x float> %9444, %42
  %9543 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %9444, i32 4)
  %9544 = bitcast <8 x i64> %9541 to <16 x float>
  %9545 = select <16 x i1> %9542, <16 x float> %9544, <16 x float> %9543
  br label %9553

9546:                                             ; preds = %9534
  %9547 = bitcast <16 x float> %9444 to <8 x i64>
  %9548 = and <8 x i64> %9547, %64
  %9549 = fcmp oeq <16 x float> %9444, %39
  %9550 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %9444, i32 4)
  %9551 = bitcast <8 x i64> %9548 to <16 x float>
  %9552 = select <16 x i1> %9549, <16 x float> %9551, <16 x float> %9550
  br label %9553

9553:                                             ; preds = %9546, %9539, %9536
  %9554 = phi <16 x float> [ %9538, %9536 ], [ %9545, %9539 ], [ %9552, %9546 ]
  switch i64 %123, label %1208 [
    i64 1, label %9569
    i64 2, label %9562
    i64 3, label %9555
    i64 0, label %9591
  ]

9555:                                             ; preds = %9553
  %9556 = bitcast <16 x float> %9554 to <8 x i64>
  %9557 = and <8 x i64> %9556, %64
  %9558 = fcmp oeq <16 x float> %9554, %39
  %9559 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %9554, i32 4)
  %9560 = bitcast <8 x i64> %9557 to <16 x float>
  %9561 = select <16 x i1> %9558, <16 x float> %9560, <16 x float> %9559
  br label %9572

9562:                                             ; preds = %9553
  %9563 = bitcast <16 x float> %9554 to <8 x i64>
  %9564 = or <8 x i64> %9563, %65
  %9565 = fcmp oeq <16 x float> %9554, %42
  %9566 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %9554, i32 4)
  %9567 = bitcast <8 x i64> %9564 to <16 x float>
  %9568 = select <16 x i1> %9565, <16 x float> %9567, <16 x float> %9566
  br label %9572

9569:                                             ; preds = %9553
  %9570 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9535, <16 x i1> %927, <16 x float> zeroinitializer)
  %9571 = fadd <16 x float> %9554, %9570
  br label %9572

9572:                                             ; preds = %9569, %9562, %9555
  %9573 = phi <16 x float> [ %9571, %9569 ], [ %9568, %9562 ], [ %9561, %9555 ]
  switch i64 %125, label %1208 [
    i64 1, label %9588
    i64 2, label %9581
    i64 3, label %9574
    i64 0, label %9591
  ]

9574:                                             ; preds = %9572
  %9575 = bitcast <16 x float> %9573 to <8 x i64>
  %9576 = and <8 x i64> %9575, %64
  %9577 = fcmp oeq <16 x float> %9573, %39
  %9578 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %9573, i32 4)
  %9579 = bitcast <8 x i64> %9576 to <16 x float>
  %9580 = select <16 x i1> %9577, <16 x float> %9579, <16 x float> %9578
  br label %9591

9581:                                             ; preds = %9572
  %9582 = bitcast <16 x float> %9573 to <8 x i64>
  %9583 = or <8 x i64> %9582, %65
  %9584 = fcmp oeq <16 x float> %9573, %42
  %9585 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %9573, i32 4)
  %9586 = bitcast <8 x i64> %9583 to <16 x float>
  %9587 = select <16 x i1> %9584, <16 x float> %9586, <16 x float> %9585
  br label %9591

9588:                                             ; preds = %9572
  %9589 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9535, <16 x i1> %927, <16 x float> zeroinitializer)
  %9590 = fadd <16 x float> %9573, %9589
  br label %9591

9591:                                             ; preds = %9443, %9534, %9553, %9572, %9588, %9581, %9574
  %9592 = phi <16 x i1> [ %927, %9534 ], [ %927, %9574 ], [ %927, %9581 ], [ %927, %9588 ], [ %927, %9572 ], [ %927, %9553 ], [ %928, %9443 ]
  %9593 = phi <16 x float> [ %9444, %9534 ], [ %9580, %9574 ], [ %9587, %9581 ], [ %9590, %9588 ], [ %9573, %9572 ], [ %9554, %9553 ], [ %9444, %9443 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9593, ptr align 1 %9447, <16 x i1> %9592)
  br label %11112

9594:                                             ; preds = %9426
  br i1 %58, label %9603, label %9598

9595:                                             ; preds = %9607
  %9596 = mul i64 %59, %9427
  %9597 = getelementptr inbounds float, ptr %30, i64 %9596
  br label %9614

9598:                                             ; preds = %9594
  %9599 = getelementptr inbounds float, ptr %31, i64 %9427
  %9600 = load float, ptr %9599, align 4
  %9601 = insertelement <16 x float> poison, float %9600, i64 0
  %9602 = shufflevector <16 x float> %9601, <16 x float> poison, <16 x i32> zeroinitializer
  br label %9607

9603:                                             ; preds = %9594
  %9604 = mul nsw i64 %9427, %43
  %9605 = getelementptr float, ptr %904, i64 %9604
  %9606 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9605, <16 x i1> %901, <16 x float> zeroinitializer)
  br label %9607

9607:                                             ; preds = %9603, %9598
  %9608 = phi <16 x float> [ %9606, %9603 ], [ %9602, %9598 ]
  br i1 %60, label %9595, label %9609

9609:                                             ; preds = %9628, %9607
  %9610 = phi <16 x float> [ %9608, %9607 ], [ %9629, %9628 ]
  %9611 = mul nsw i64 %9427, %43
  %9612 = add i64 %9611, %910
  %9613 = getelementptr inbounds float, ptr %332, i64 %9612
  br i1 %63, label %9787, label %9730

9614:                                             ; preds = %9595, %9628
  %9615 = phi <16 x float> [ %9608, %9595 ], [ %9629, %9628 ]
  %9616 = phi i64 [ 0, %9595 ], [ %9630, %9628 ]
  br i1 %61, label %9617, label %9628

9617:                                             ; preds = %9614
  %9618 = sub i64 %9616, %15
  %9619 = mul nuw nsw i64 %9616, %12
  %9620 = getelementptr inbounds nuw float, ptr %9597, i64 %9619
  %9621 = add i64 %9618, %905
  %9622 = icmp sgt i64 %9621, -1
  %9623 = icmp slt i64 %9621, %7
  %9624 = and i1 %9622, %9623
  %9625 = select i1 %9624, i64 %9621, i64 0
  %9626 = mul nsw i64 %9625, %8
  %9627 = getelementptr float, ptr %325, i64 %9626
  br label %9632

9628:                                             ; preds = %9694, %9614
  %9629 = phi <16 x float> [ %9615, %9614 ], [ %9695, %9694 ]
  %9630 = add nuw nsw i64 %9616, 1
  %9631 = icmp eq i64 %9630, %11
  br i1 %9631, label %9609, label %9614

9632:                                             ; preds = %9617, %9694
  %9633 = phi <16 x float> [ %9615, %9617 ], [ %9695, %9694 ]
  %9634 = phi i64 [ 0, %9617 ], [ %9696, %9694 ]
  %9635 = getelementptr inbounds nuw float, ptr %9620, i64 %9634
  br i1 %62, label %9636, label %9694

9636:                                             ; preds = %9632
  %9637 = sub i64 %9634, %16
  %9638 = add i64 %9637, %906
  %9639 = sub nsw i64 %8, %9638
  %9640 = tail call i64 @llvm.smin.i64(i64 %9639, i64 %908)
  %9641 = tail call i64 @llvm.smin.i64(i64 %9640, i64 32)
  %9642 = icmp slt i64 %9638, 0
  %9643 = sub nsw i64 0, %9638
  %9644 = select i1 %9642, i64 %9643, i64 0
  %9645 = icmp sgt i64 %9641, %9644
  %9646 = select i1 %9624, i1 %9645, i1 false
  %9647 = select i1 %9646, i64 %9644, i64 0
  %9648 = select i1 %9646, i64 %9641, i64 0
  %9649 = getelementptr float, ptr %9627, i64 %9638
  %9650 = icmp sgt i64 %9648, %9647
  %9651 = icmp sgt i64 %9648, 31
  %9652 = trunc i64 %9648 to i32
  %9653 = shl nsw i32 -1, %9652
  %9654 = xor i32 %9653, -1
  %9655 = select i1 %9651, i32 -1, i32 %9654
  %9656 = trunc i64 %9647 to i32
  %9657 = shl nsw i32 -1, %9656
  %9658 = and i32 %9655, %9657
  br i1 %304, label %9673, label %9659

9659:                                             ; preds = %9636
  %9660 = select i1 %9650, i32 %9658, i32 0
  %9661 = trunc i32 %9660 to i16
  %9662 = bitcast i16 %9661 to <16 x i1>
  %9663 = lshr i32 %9660, 16
  %9664 = trunc nuw i32 %9663 to i16
  %9665 = bitcast i16 %9664 to <16 x i1>
  %9666 = select i1 %9650, i32 %9658, i32 0
  %9667 = trunc i32 %9666 to i16
  %9668 = bitcast i16 %9667 to <16 x i1>
  %9669 = lshr i32 %9666, 16
  %9670 = trunc nuw i32 %9669 to i16
  %9671 = bitcast i16 %9670 to <16 x i1>
  br label %9698

9672:                                             ; preds = %9698
  br i1 %306, label %9694, label %9673

9673:                                             ; preds = %9672, %9636
  %9674 = phi <16 x float> [ %9633, %9636 ], [ %9726, %9672 ]
  %9675 = phi i64 [ 0, %9636 ], [ %9727, %9672 ]
  tail call void @llvm.assume(i1 %307)
  %9676 = mul nsw i64 %56, %9675
  %9677 = getelementptr float, ptr %9649, i64 %9676
  %9678 = select i1 %9650, i32 %9658, i32 0
  %9679 = trunc i32 %9678 to i16
  %9680 = bitcast i16 %9679 to <16 x i1>
  %9681 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %9677, <16 x i1> %9680, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %9682 = lshr i32 %9678, 16
  %9683 = trunc nuw i32 %9682 to i16
  %9684 = getelementptr inbounds nuw i8, ptr %9677, i64 64
  %9685 = bitcast i16 %9683 to <16 x i1>
  %9686 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %9684, <16 x i1> %9685, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %9687 = shufflevector <16 x float> %9681, <16 x float> %9686, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %9688 = mul nuw nsw i64 %9675, %57
  %9689 = getelementptr inbounds nuw float, ptr %9635, i64 %9688
  %9690 = load float, ptr %9689, align 4
  %9691 = insertelement <16 x float> poison, float %9690, i64 0
  %9692 = shufflevector <16 x float> %9691, <16 x float> poison, <16 x i32> zeroinitializer
  %9693 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %9687, <16 x float> %9692, <16 x float> %9674)
  br label %9694

9694:                                             ; preds = %9673, %9672, %9632
  %9695 = phi <16 x float> [ %9633, %9632 ], [ %9726, %9672 ], [ %9693, %9673 ]
  %9696 = add nuw nsw i64 %9634, 1
  %9697 = icmp eq i64 %9696, %12
  br i1 %9697, label %9628, label %9632

9698:                                             ; preds = %9698, %9659
  %9699 = phi <16 x float> [ %9633, %9659 ], [ %9726, %9698 ]
  %9700 = phi i64 [ 0, %9659 ], [ %9727, %9698 ]
  %9701 = phi i64 [ 0, %9659 ], [ %9728, %9698 ]
  %9702 = mul nsw i64 %56, %9700
  %9703 = getelementptr float, ptr %9649, i64 %9702
  %9704 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %9703, <16 x i1> %9662, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %9705 = getelementptr inbounds nuw i8, ptr %9703, i64 64
  %9706 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %9705, <16 x i1> %9665, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %9707 = shufflevector <16 x float> %9704, <16 x float> %9706, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %9708 = mul nuw nsw i64 %9700, %57
  %9709 = getelementptr inbounds nuw float, ptr %9635, i64 %9708
  %9710 = load float, ptr %9709, align 4
  %9711 = insertelement <16 x float> poison, float %9710, i64 0
  %9712 = shufflevector <16 x float> %9711, <16 x float> poison, <16 x i32> zeroinitializer
  %9713 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %9707, <16 x float> %9712, <16 x float> %9699)
  %9714 = or disjoint i64 %9700, 1
  %9715 = mul nsw i64 %56, %9714
  %9716 = getelementptr float, ptr %9649, i64 %9715
  %9717 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %9716, <16 x i1> %9668, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %9718 = getelementptr inbounds nuw i8, ptr %9716, i64 64
  %9719 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %9718, <16 x i1> %9671, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %9720 = shufflevector <16 x float> %9717, <16 x float> %9719, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %9721 = mul nuw nsw i64 %9714, %57
  %9722 = getelementptr inbounds nuw float, ptr %9635, i64 %9721
  %9723 = load float, ptr %9722, align 4
  %9724 = insertelement <16 x float> poison, float %9723, i64 0
  %9725 = shufflevector <16 x float> %9724, <16 x float> poison, <16 x i32> zeroinitializer
  %9726 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %9720, <16 x float> %9725, <16 x float> %9713)
  %9727 = add nuw nsw i64 %9700, 2
  %9728 = add i64 %9701, 2
  %9729 = icmp eq i64 %9728, %305
  br i1 %9729, label %9672, label %9698

9730:                                             ; preds = %9609
  %9731 = getelementptr inbounds float, ptr %330, i64 %9612
  switch i64 %116, label %1208 [
    i64 1, label %9732
    i64 2, label %9735
    i64 3, label %9742
    i64 0, label %9787
  ]

9732:                                             ; preds = %9730
  %9733 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9731, <16 x i1> %911, <16 x float> zeroinitializer)
  %9734 = fadd <16 x float> %9610, %9733
  br label %9749

9735:                                             ; preds = %9730
  %9736 = bitcast <16 x float> %9610 to <8 x i64>
  %9737 = or <8 x i64> %9736, %65
  %9738 = fcmp oeq <16 x float> %9610, %42
  %9739 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %9610, i32 4)
  %9740 = bitcast <8 x i64> %9737 to <16 x float>
  %9741 = select <16 x i1> %9738, <16 x float> %9740, <16 x float> %9739
  br label %9749

9742:                                             ; preds = %9730
  %9743 = bitcast <16 x float> %9610 to <8 x i64>
  %9744 = and <8 x i64> %9743, %64
  %9745 = fcmp oeq <16 x float> %9610, %39
  %9746 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %9610, i32 4)
  %9747 = bitcast <8 x i64> %9744 to <16 x float>
  %9748 = select <16 x i1> %9745, <16 x float> %9747, <16 x float> %9746
  br label %9749

9749:                                             ; preds = %9742, %9735, %9732
  %9750 = phi <16 x float> [ %9734, %9732 ], [ %9741, %9735 ], [ %9748, %9742 ]
  switch i64 %118, label %1208 [
    i64 1, label %9765
    i64 2, label %9758
    i64 3, label %9751
    i64 0, label %9787
  ]

9751:                                             ; preds = %9749
  %9752 = bitcast <16 x float> %9750 to <8 x i64>
  %9753 = and <8 x i64> %9752, %64
  %9754 = fcmp oeq <16 x float> %9750, %39
  %9755 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %9750, i32 4)
  %9756 = bitcast <8 x i64> %9753 to <16 x float>
  %9757 = select <16 x i1> %9754, <16 x float> %9756, <16 x float> %9755
  br label %9768

9758:                                             ; preds = %9749
  %9759 = bitcast <16 x float> %9750 to <8 x i64>
  %9760 = or <8 x i64> %9759, %65
  %9761 = fcmp oeq <16 x float> %9750, %42
  %9762 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %9750, i32 4)
  %9763 = bitcast <8 x i64> %9760 to <16 x float>
  %9764 = select <16 x i1> %9761, <16 x float> %9763, <16 x float> %9762
  br label %9768

9765:                                             ; preds = %9749
  %9766 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9731, <16 x i1> %911, <16 x float> zeroinitializer)
  %9767 = fadd <16 x float> %9750, %9766
  br label %9768

9768:                                             ; preds = %9765, %9758, %9751
  %9769 = phi <16 x float> [ %9767, %9765 ], [ %9764, %9758 ], [ %9757, %9751 ]
  switch i64 %120, label %1208 [
    i64 1, label %9784
    i64 2, label %9777
    i64 3, label %9770
    i64 0, label %9787
  ]

9770:                                             ; preds = %9768
  %9771 = bitcast <16 x float> %9769 to <8 x i64>
  %9772 = and <8 x i64> %9771, %64
  %9773 = fcmp oeq <16 x float> %9769, %39
  %9774 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %9769, i32 4)
  %9775 = bitcast <8 x i64> %9772 to <16 x float>
  %9776 = select <16 x i1> %9773, <16 x float> %9775, <16 x float> %9774
  br label %9787

9777:                                             ; preds = %9768
  %9778 = bitcast <16 x float> %9769 to <8 x i64>
  %9779 = or <8 x i64> %9778, %65
  %9780 = fcmp oeq <16 x float> %9769, %42
  %9781 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %9769, i32 4)
  %9782 = bitcast <8 x i64> %9779 to <16 x float>
  %9783 = select <16 x i1> %9780, <16 x float> %9782, <16 x float> %9781
  br label %9787

9784:                                             ; preds = %9768
  %9785 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9731, <16 x i1> %911, <16 x float> zeroinitializer)
  %9786 = fadd <16 x float> %9769, %9785
  br label %9787

9787:                                             ; preds = %9609, %9730, %9749, %9768, %9784, %9777, %9770
  %9788 = phi <16 x i1> [ %911, %9730 ], [ %911, %9770 ], [ %911, %9777 ], [ %911, %9784 ], [ %911, %9768 ], [ %911, %9749 ], [ %912, %9609 ]
  %9789 = phi <16 x float> [ %9610, %9730 ], [ %9776, %9770 ], [ %9783, %9777 ], [ %9786, %9784 ], [ %9769, %9768 ], [ %9750, %9749 ], [ %9610, %9609 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9789, ptr align 1 %9613, <16 x i1> %9788)
  br label %11112

9790:                                             ; preds = %9426
  %9791 = mul nsw i64 %9427, %43
  br i1 %58, label %9802, label %9795

9792:                                             ; preds = %9810
  %9793 = mul i64 %59, %9427
  %9794 = getelementptr inbounds float, ptr %30, i64 %9793
  br label %9818

9795:                                             ; preds = %9790
  %9796 = getelementptr inbounds float, ptr %31, i64 %9427
  %9797 = load float, ptr %9796, align 4
  %9798 = insertelement <16 x float> poison, float %9797, i64 0
  %9799 = shufflevector <16 x float> %9798, <16 x float> poison, <16 x i32> zeroinitializer
  %9800 = insertelement <16 x float> poison, float %9797, i64 0
  %9801 = shufflevector <16 x float> %9800, <16 x float> poison, <16 x i32> zeroinitializer
  br label %9810

9802:                                             ; preds = %9790
  %9803 = getelementptr inbounds float, ptr %327, i64 %9791
  %9804 = getelementptr inbounds float, ptr %9803, i64 %880
  %9805 = getelementptr inbounds float, ptr %9804, i64 %712
  %9806 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9805, <16 x i1> %879, <16 x float> zeroinitializer)
  %9807 = getelementptr inbounds float, ptr %9803, i64 %882
  %9808 = getelementptr inbounds float, ptr %9807, i64 %718
  %9809 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9808, <16 x i1> %881, <16 x float> zeroinitializer)
  br label %9810

9810:                                             ; preds = %9802, %9795
  %9811 = phi <16 x float> [ %9806, %9802 ], [ %9799, %9795 ]
  %9812 = phi <16 x float> [ %9809, %9802 ], [ %9801, %9795 ]
  br i1 %60, label %9792, label %9813

9813:                                             ; preds = %9838, %9810
  %9814 = phi <16 x float> [ %9811, %9810 ], [ %9839, %9838 ]
  %9815 = phi <16 x float> [ %9812, %9810 ], [ %9840, %9838 ]
  %9816 = add i64 %9791, %886
  %9817 = getelementptr inbounds float, ptr %332, i64 %9816
  br i1 %63, label %10067, label %9950

9818:                                             ; preds = %9792, %9838
  %9819 = phi <16 x float> [ %9811, %9792 ], [ %9839, %9838 ]
  %9820 = phi <16 x float> [ %9812, %9792 ], [ %9840, %9838 ]
  %9821 = phi i64 [ 0, %9792 ], [ %9841, %9838 ]
  br i1 %61, label %9822, label %9838

9822:                                             ; preds = %9818
  %9823 = sub i64 %9821, %15
  %9824 = mul nuw nsw i64 %9821, %12
  %9825 = getelementptr inbounds nuw float, ptr %9794, i64 %9824
  %9826 = add i64 %9823, %883
  %9827 = icmp sgt i64 %9826, -1
  %9828 = icmp slt i64 %9826, %7
  %9829 = and i1 %9827, %9828
  %9830 = select i1 %9829, i64 %9826, i64 0
  %9831 = mul nsw i64 %9830, %8
  %9832 = add i64 %9823, %884
  %9833 = icmp sgt i64 %9832, -1
  %9834 = icmp slt i64 %9832, %7
  %9835 = and i1 %9833, %9834
  %9836 = select i1 %9835, i64 %9832, i64 0
  %9837 = mul nsw i64 %9836, %8
  br label %9843

9838:                                             ; preds = %9906, %9818
  %9839 = phi <16 x float> [ %9819, %9818 ], [ %9907, %9906 ]
  %9840 = phi <16 x float> [ %9820, %9818 ], [ %9908, %9906 ]
  %9841 = add nuw nsw i64 %9821, 1
  %9842 = icmp eq i64 %9841, %11
  br i1 %9842, label %9813, label %9818

9843:                                             ; preds = %9822, %9906
  %9844 = phi <16 x float> [ %9819, %9822 ], [ %9907, %9906 ]
  %9845 = phi <16 x float> [ %9820, %9822 ], [ %9908, %9906 ]
  %9846 = phi i64 [ 0, %9822 ], [ %9909, %9906 ]
  %9847 = sub i64 %9846, %16
  %9848 = add i64 %9847, %712
  %9849 = add i64 %9847, %718
  %9850 = getelementptr inbounds nuw float, ptr %9825, i64 %9846
  br i1 %62, label %9851, label %9906

9851:                                             ; preds = %9843
  %9852 = sub nsw i64 %8, %9849
  %9853 = tail call i64 @llvm.smin.i64(i64 %9852, i64 %872)
  %9854 = tail call i64 @llvm.smin.i64(i64 %9853, i64 16)
  %9855 = icmp slt i64 %9849, 0
  %9856 = sub nsw i64 0, %9849
  %9857 = select i1 %9855, i64 %9856, i64 0
  %9858 = icmp sgt i64 %9854, %9857
  %9859 = select i1 %9835, i1 %9858, i1 false
  %9860 = trunc i64 %9857 to i32
  %9861 = shl nsw i32 -1, %9860
  %9862 = trunc i64 %9854 to i32
  %9863 = shl nsw i32 -1, %9862
  %9864 = xor i32 %9863, -1
  %9865 = and i32 %9861, %9864
  %9866 = trunc i32 %9865 to i16
  %9867 = select i1 %9859, i16 %9866, i16 0
  %9868 = sub nsw i64 %8, %9848
  %9869 = tail call i64 @llvm.smin.i64(i64 %9868, i64 %865)
  %9870 = tail call i64 @llvm.smin.i64(i64 %9869, i64 16)
  %9871 = icmp slt i64 %9848, 0
  %9872 = sub nsw i64 0, %9848
  %9873 = select i1 %9871, i64 %9872, i64 0
  %9874 = icmp sgt i64 %9870, %9873
  %9875 = select i1 %9829, i1 %9874, i1 false
  %9876 = trunc i64 %9873 to i32
  %9877 = shl nsw i32 -1, %9876
  %9878 = trunc i64 %9870 to i32
  %9879 = shl nsw i32 -1, %9878
  %9880 = xor i32 %9879, -1
  %9881 = and i32 %9877, %9880
  %9882 = trunc i32 %9881 to i16
  %9883 = select i1 %9875, i16 %9882, i16 0
  %9884 = bitcast i16 %9883 to <16 x i1>
  %9885 = bitcast i16 %9867 to <16 x i1>
  br i1 %299, label %9887, label %9911

9886:                                             ; preds = %9911
  br i1 %301, label %9906, label %9887

9887:                                             ; preds = %9886, %9851
  %9888 = phi <16 x float> [ %9844, %9851 ], [ %9945, %9886 ]
  %9889 = phi <16 x float> [ %9845, %9851 ], [ %9946, %9886 ]
  %9890 = phi i64 [ 0, %9851 ], [ %9947, %9886 ]
  tail call void @llvm.assume(i1 %302)
  %9891 = mul nsw i64 %56, %9890
  %9892 = getelementptr inbounds float, ptr %325, i64 %9891
  %9893 = getelementptr float, ptr %9892, i64 %9831
  %9894 = getelementptr float, ptr %9893, i64 %9848
  %9895 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9894, <16 x i1> %9884, <16 x float> zeroinitializer)
  %9896 = getelementptr float, ptr %9892, i64 %9837
  %9897 = getelementptr float, ptr %9896, i64 %9849
  %9898 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9897, <16 x i1> %9885, <16 x float> zeroinitializer)
  %9899 = mul nuw nsw i64 %9890, %57
  %9900 = getelementptr inbounds nuw float, ptr %9850, i64 %9899
  %9901 = load float, ptr %9900, align 4
  %9902 = insertelement <16 x float> poison, float %9901, i64 0
  %9903 = shufflevector <16 x float> %9902, <16 x float> poison, <16 x i32> zeroinitializer
  %9904 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %9895, <16 x float> %9903, <16 x float> %9888)
  %9905 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %9898, <16 x float> %9903, <16 x float> %9889)
  br label %9906

9906:                                             ; preds = %9887, %9886, %9843
  %9907 = phi <16 x float> [ %9844, %9843 ], [ %9945, %9886 ], [ %9904, %9887 ]
  %9908 = phi <16 x float> [ %9845, %9843 ], [ %9946, %9886 ], [ %9905, %9887 ]
  %9909 = add nuw nsw i64 %9846, 1
  %9910 = icmp eq i64 %9909, %12
  br i1 %9910, label %9838, label %9843

9911:                                             ; preds = %9851, %9911
  %9912 = phi <16 x float> [ %9945, %9911 ], [ %9844, %9851 ]
  %9913 = phi <16 x float> [ %9946, %9911 ], [ %9845, %9851 ]
  %9914 = phi i64 [ %9947, %9911 ], [ 0, %9851 ]
  %9915 = phi i64 [ %9948, %9911 ], [ 0, %9851 ]
  %9916 = mul nsw i64 %56, %9914
  %9917 = getelementptr inbounds float, ptr %325, i64 %9916
  %9918 = getelementptr float, ptr %9917, i64 %9831
  %9919 = getelementptr float, ptr %9918, i64 %9848
  %9920 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9919, <16 x i1> %9884, <16 x float> zeroinitializer)
  %9921 = getelementptr float, ptr %9917, i64 %9837
  %9922 = getelementptr float, ptr %9921, i64 %9849
  %9923 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9922, <16 x i1> %9885, <16 x float> zeroinitializer)
  %9924 = mul nuw nsw i64 %9914, %57
  %9925 = getelementptr inbounds nuw float, ptr %9850, i64 %9924
  %9926 = load float, ptr %9925, align 4
  %9927 = insertelement <16 x float> poison, float %9926, i64 0
  %9928 = shufflevector <16 x float> %9927, <16 x float> poison, <16 x i32> zeroinitializer
  %9929 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %9920, <16 x float> %9928, <16 x float> %9912)
  %9930 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %9923, <16 x float> %9928, <16 x float> %9913)
  %9931 = or disjoint i64 %9914, 1
  %9932 = mul nsw i64 %56, %9931
  %9933 = getelementptr inbounds float, ptr %325, i64 %9932
  %9934 = getelementptr float, ptr %9933, i64 %9831
  %9935 = getelementptr float, ptr %9934, i64 %9848
  %9936 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9935, <16 x i1> %9884, <16 x float> zeroinitializer)
  %9937 = getelementptr float, ptr %9933, i64 %9837
  %9938 = getelementptr float, ptr %9937, i64 %9849
  %9939 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9938, <16 x i1> %9885, <16 x float> zeroinitializer)
  %9940 = mul nuw nsw i64 %9931, %57
  %9941 = getelementptr inbounds nuw float, ptr %9850, i64 %9940
  %9942 = load float, ptr %9941, align 4
  %9943 = insertelement <16 x float> poison, float %9942, i64 0
  %9944 = shufflevector <16 x float> %9943, <16 x float> poison, <16 x i32> zeroinitializer
  %9945 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %9936, <16 x float> %9944, <16 x float> %9929)
  %9946 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %9939, <16 x float> %9944, <16 x float> %9930)
  %9947 = add nuw nsw i64 %9914, 2
  %9948 = add i64 %9915, 2
  %9949 = icmp eq i64 %9948, %300
  br i1 %9949, label %9886, label %9911

9950:                                             ; preds = %9813
  %9951 = getelementptr inbounds float, ptr %330, i64 %9816
  switch i64 %106, label %1208 [
    i64 1, label %9952
    i64 2, label %9955
    i64 3, label %9962
    i64 0, label %10007
  ]

9952:                                             ; preds = %9950
  %9953 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9951, <16 x i1> %887, <16 x float> zeroinitializer)
  %9954 = fadd <16 x float> %9814, %9953
  br label %9969

9955:                                             ; preds = %9950
  %9956 = bitcast <16 x float> %9814 to <8 x i64>
  %9957 = or <8 x i64> %9956, %65
  %9958 = fcmp oeq <16 x float> %9814, %42
  %9959 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %9814, i32 4)
  %9960 = bitcast <8 x i64> %9957 to <16 x float>
  %9961 = select <16 x i1> %9958, <16 x float> %9960, <16 x float> %9959
  br label %9969

9962:                                             ; preds = %9950
  %9963 = bitcast <16 x float> %9814 to <8 x i64>
  %9964 = and <8 x i64> %9963, %64
  %9965 = fcmp oeq <16 x float> %9814, %39
  %9966 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %9814, i32 4)
  %9967 = bitcast <8 x i64> %9964 to <16 x float>
  %9968 = select <16 x i1> %9965, <16 x float> %9967, <16 x float> %9966
  br label %9969

9969:                                             ; preds = %9962, %9955, %9952
  %9970 = phi <16 x float> [ %9954, %9952 ], [ %9961, %9955 ], [ %9968, %9962 ]
  switch i64 %108, label %1208 [
    i64 1, label %9985
    i64 2, label %9978
    i64 3, label %9971
    i64 0, label %10007
  ]

9971:                                             ; preds = %9969
  %9972 = bitcast <16 x float> %9970 to <8 x i64>
  %9973 = and <8 x i64> %9972, %64
  %9974 = fcmp oeq <16 x float> %9970, %39
  %9975 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %9970, i32 4)
  %9976 = bitcast <8 x i64> %9973 to <16 x float>
  %9977 = select <16 x i1> %9974, <16 x float> %9976, <16 x float> %9975
  br label %9988

9978:                                             ; preds = %9969
  %9979 = bitcast <16 x float> %9970 to <8 x i64>
  %9980 = or <8 x i64> %9979, %65
  %9981 = fcmp oeq <16 x float> %9970, %42
  %9982 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %9970, i32 4)
  %9983 = bitcast <8 x i64> %9980 to <16 x float>
  %9984 = select <16 x i1> %9981, <16 x float> %9983, <16 x float> %9982
  br label %9988

9985:                                             ; preds = %9969
  %9986 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9951, <16 x i1> %887, <16 x float> zeroinitializer)
  %9987 = fadd <16 x float> %9970, %9986
  br label %9988

9988:                                             ; preds = %9985, %9978, %9971
  %9989 = phi <16 x float> [ %9987, %9985 ], [ %9984, %9978 ], [ %9977, %9971 ]
  switch i64 %110, label %1208 [
    i64 1, label %10004
    i64 2, label %9997
    i64 3, label %9990
    i64 0, label %10007
  ]

9990:                                             ; preds = %9988
  %9991 = bitcast <16 x float> %9989 to <8 x i64>
  %9992 = and <8 x i64> %9991, %64
  %9993 = fcmp oeq <16 x float> %9989, %39
  %9994 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %9989, i32 4)
  %9995 = bitcast <8 x i64> %9992 to <16 x float>
  %9996 = select <16 x i1> %9993, <16 x float> %9995, <16 x float> %9994
  br label %10007

9997:                                             ; preds = %9988
  %9998 = bitcast <16 x float> %9989 to <8 x i64>
  %9999 = or <8 x i64> %9998, %65
  %10000 = fcmp oeq <16 x float> %9989, %42
  %10001 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %9989, i32 4)
  %10002 = bitcast <8 x i64> %9999 to <16 x float>
  %10003 = select <16 x i1> %10000, <16 x float> %10002, <16 x float> %10001
  br label %10007

10004:                                            ; preds = %9988
  %10005 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9951, <16 x i1> %887, <16 x float> zeroinitializer)
  %10006 = fadd <16 x float> %9989, %10005
  br label %10007

10007:                                            ; preds = %9950, %9969, %9988, %10004, %9997, %9990
  %10008 = phi <16 x float> [ %9996, %9990 ], [ %10003, %9997 ], [ %10006, %10004 ], [ %9970, %9969 ], [ %9989, %9988 ], [ %9814, %9950 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %10008, ptr align 1 %9817, <16 x i1> %887)
  %10009 = add i64 %9791, %889
  %10010 = getelementptr inbounds float, ptr %332, i64 %10009
  %10011 = getelementptr inbounds float, ptr %330, i64 %10009
  switch i64 %111, label %1208 [
    i64 1, label %10026
    i64 2, label %10019
    i64 3, label %10012
    i64 0, label %10069
  ]

10012:                                            ; preds = %10007
  %10013 = bitcast <16 x float> %9815 to <8 x i64>
  %10014 = and <8 x i64> %10013, %64
  %10015 = fcmp oeq <16 x float> %9815, %39
  %10016 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %9815, i32 4)
  %10017 = bitcast <8 x i64> %10014 to <16 x float>
  %10018 = select <16 x i1> %10015, <16 x float> %10017, <16 x float> %10016
  br label %10029

10019:                                            ; preds = %10007
  %10020 = bitcast <16 x float> %9815 to <8 x i64>
  %10021 = or <8 x i64> %10020, %65
  %10022 = fcmp oeq <16 x float> %9815, %42
  %10023 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %9815, i32 4)
  %10024 = bitcast <8 x i64> %10021 to <16 x float>
  %10025 = select <16 x i1> %10022, <16 x float> %10024, <16 x float> %10023
  br label %10029

10026:                                            ; preds = %10007
  %10027 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10011, <16 x i1> %890, <16 x float> zeroinitializer)
  %10028 = fadd <16 x float> %9815, %10027
  br label %10029

10029:                                            ; preds = %10026, %10019, %10012
  %10030 = phi <16 x float> [ %10028, %10026 ], [ %10025, %10019 ], [ %10018, %10012 ]
  switch i64 %113, label %1208 [
    i64 1, label %10045
    i64 2, label %10038
    i64 3, label %10031
    i64 0, label %10069
  ]

10031:                                            ; preds = %10029
  %10032 = bitcast <16 x float> %10030 to <8 x i64>
  %10033 = and <8 x i64> %10032, %64
  %10034 = fcmp oeq <16 x float> %10030, %39
  %10035 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %10030, i32 4)
  %10036 = bitcast <8 x i64> %10033 to <16 x float>
  %10037 = select <16 x i1> %10034, <16 x float> %10036, <16 x float> %10035
  br label %10048

10038:                                            ; preds = %10029
  %10039 = bitcast <16 x float> %10030 to <8 x i64>
  %10040 = or <8 x i64> %10039, %65
  %10041 = fcmp oeq <16 x float> %10030, %42
  %10042 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %10030, i32 4)
  %10043 = bitcast <8 x i64> %10040 to <16 x float>
  %10044 = select <16 x i1> %10041, <16 x float> %10043, <16 x float> %10042
  br label %10048

10045:                                            ; preds = %10029
  %10046 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10011, <16 x i1> %890, <16 x float> zeroinitializer)
  %10047 = fadd <16 x float> %10030, %10046
  br label %10048

10048:                                            ; preds = %10045, %10038, %10031
  %10049 = phi <16 x float> [ %10047, %10045 ], [ %10044, %10038 ], [ %10037, %10031 ]
  switch i64 %115, label %1208 [
    i64 1, label %10064
    i64 2, label %10057
    i64 3, label %10050
    i64 0, label %10069
  ]

10050:                                            ; preds = %10048
  %10051 = bitcast <16 x float> %10049 to <8 x i64>
  %10052 = and <8 x i64> %10051, %64
  %10053 = fcmp oeq <16 x float> %10049, %39
  %10054 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %10049, i32 4)
  %10055 = bitcast <8 x i64> %10052 to <16 x float>
  %10056 = select <16 x i1> %10053, <16 x float> %10055, <16 x float> %10054
  br label %10069

10057:                                            ; preds = %10048
  %10058 = bitcast <16 x float> %10049 to <8 x i64>
  %10059 = or <8 x i64> %10058, %65
  %10060 = fcmp oeq <16 x float> %10049, %42
  %10061 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %10049, i32 4)
  %10062 = bitcast <8 x i64> %10059 to <16 x float>
  %10063 = select <16 x i1> %10060, <16 x float> %10062, <16 x float> %10061
  br label %10069

10064:                                            ; preds = %10048
  %10065 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10011, <16 x i1> %890, <16 x float> zeroinitializer)
  %10066 = fadd <16 x float> %10049, %10065
  br label %10069

10067:                                            ; preds = %9813
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9814, ptr align 1 %9817, <16 x i1> %891)
  %10068 = getelementptr float, ptr %940, i64 %9791
  br label %10069

10069:                                            ; preds = %10007, %10029, %10048, %10064, %10057, %10050, %10067
  %10070 = phi ptr [ %10068, %10067 ], [ %10010, %10050 ], [ %10010, %10057 ], [ %10010, %10064 ], [ %10010, %10048 ], [ %10010, %10029 ], [ %10010, %10007 ]
  %10071 = phi <16 x i1> [ %893, %10067 ], [ %890, %10050 ], [ %890, %10057 ], [ %890, %10064 ], [ %890, %10048 ], [ %890, %10029 ], [ %890, %10007 ]
  %10072 = phi <16 x float> [ %9815, %10067 ], [ %10056, %10050 ], [ %10063, %10057 ], [ %10066, %10064 ], [ %10049, %10048 ], [ %10030, %10029 ], [ %9815, %10007 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %10072, ptr align 1 %10070, <16 x i1> %10071)
  br label %11112

10073:                                            ; preds = %9426
  %10074 = mul nsw i64 %9427, %43
  br i1 %58, label %10085, label %10078

10075:                                            ; preds = %10093
  %10076 = mul i64 %59, %9427
  %10077 = getelementptr inbounds float, ptr %30, i64 %10076
  br label %10101

10078:                                            ; preds = %10073
  %10079 = getelementptr inbounds float, ptr %31, i64 %9427
  %10080 = load float, ptr %10079, align 4
  %10081 = insertelement <16 x float> poison, float %10080, i64 0
  %10082 = shufflevector <16 x float> %10081, <16 x float> poison, <16 x i32> zeroinitializer
  %10083 = insertelement <16 x float> poison, float %10080, i64 0
  %10084 = shufflevector <16 x float> %10083, <16 x float> poison, <16 x i32> zeroinitializer
  br label %10093

10085:                                            ; preds = %10073
  %10086 = getelementptr inbounds float, ptr %327, i64 %10074
  %10087 = getelementptr inbounds float, ptr %10086, i64 %845
  %10088 = getelementptr inbounds float, ptr %10087, i64 %712
  %10089 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10088, <16 x i1> %844, <16 x float> zeroinitializer)
  %10090 = getelementptr inbounds float, ptr %10086, i64 %847
  %10091 = getelementptr inbounds float, ptr %10090, i64 %718
  %10092 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10091, <16 x i1> %846, <16 x float> zeroinitializer)
  br label %10093

10093:                                            ; preds = %10085, %10078
  %10094 = phi <16 x float> [ %10089, %10085 ], [ %10082, %10078 ]
  %10095 = phi <16 x float> [ %10092, %10085 ], [ %10084, %10078 ]
  br i1 %60, label %10075, label %10096

10096:                                            ; preds = %10121, %10093
  %10097 = phi <16 x float> [ %10094, %10093 ], [ %10122, %10121 ]
  %10098 = phi <16 x float> [ %10095, %10093 ], [ %10123, %10121 ]
  %10099 = add i64 %10074, %857
  %10100 = getelementptr inbounds float, ptr %332, i64 %10099
  br i1 %63, label %10334, label %10217

10101:                                            ; preds = %10075, %10121
  %10102 = phi <16 x float> [ %10094, %10075 ], [ %10122, %10121 ]
  %10103 = phi <16 x float> [ %10095, %10075 ], [ %10123, %10121 ]
  %10104 = phi i64 [ 0, %10075 ], [ %10124, %10121 ]
  br i1 %61, label %10105, label %10121

10105:                                            ; preds = %10101
  %10106 = sub i64 %10104, %15
  %10107 = mul nuw nsw i64 %10104, %12
  %10108 = getelementptr inbounds nuw float, ptr %10077, i64 %10107
  %10109 = add i64 %10106, %848
  %10110 = icmp sgt i64 %10109, -1
  %10111 = icmp slt i64 %10109, %7
  %10112 = and i1 %10110, %10111
  %10113 = select i1 %10112, i64 %10109, i64 0
  %10114 = mul nsw i64 %10113, %8
  %10115 = add i64 %10106, %852
  %10116 = icmp sgt i64 %10115, -1
  %10117 = icmp slt i64 %10115, %7
  %10118 = and i1 %10116, %10117
  %10119 = select i1 %10118, i64 %10115, i64 0
  %10120 = mul nsw i64 %10119, %8
  br label %10126

10121:                                            ; preds = %10185, %10101
  %10122 = phi <16 x float> [ %10102, %10101 ], [ %10186, %10185 ]
  %10123 = phi <16 x float> [ %10103, %10101 ], [ %10187, %10185 ]
  %10124 = add nuw nsw i64 %10104, 1
  %10125 = icmp eq i64 %10124, %11
  br i1 %10125, label %10096, label %10101

10126:                                            ; preds = %10105, %10185
  %10127 = phi <16 x float> [ %10102, %10105 ], [ %10186, %10185 ]
  %10128 = phi <16 x float> [ %10103, %10105 ], [ %10187, %10185 ]
  %10129 = phi i64 [ 0, %10105 ], [ %10188, %10185 ]
  %10130 = sub i64 %10129, %16
  %10131 = add i64 %10130, %849
  %10132 = add i64 %10130, %853
  %10133 = getelementptr inbounds nuw float, ptr %10108, i64 %10129
  br i1 %62, label %10134, label %10185

10134:                                            ; preds = %10126
  %10135 = sub nsw i64 %8, %10132
  %10136 = tail call i64 @llvm.smin.i64(i64 %10135, i64 %855)
  %10137 = tail call i64 @llvm.smin.i64(i64 %10136, i64 32)
  %10138 = icmp slt i64 %10132, 0
  %10139 = sub nsw i64 0, %10132
  %10140 = select i1 %10138, i64 %10139, i64 0
  %10141 = icmp sgt i64 %10137, %10140
  %10142 = select i1 %10118, i1 %10141, i1 false
  %10143 = select i1 %10142, i64 %10137, i64 0
  %10144 = select i1 %10142, i64 %10140, i64 0
  %10145 = sub nsw i64 %8, %10131
  %10146 = tail call i64 @llvm.smin.i64(i64 %10145, i64 %851)
  %10147 = tail call i64 @llvm.smin.i64(i64 %10146, i64 32)
  %10148 = icmp slt i64 %10131, 0
  %10149 = sub nsw i64 0, %10131
  %10150 = select i1 %10148, i64 %10149, i64 0
  %10151 = icmp sgt i64 %10147, %10150
  %10152 = select i1 %10112, i1 %10151, i1 false
  %10153 = select i1 %10152, i64 %10147, i64 0
  %10154 = select i1 %10152, i64 %10150, i64 0
  %10155 = icmp sgt i64 %10153, %10154
  %10156 = icmp sgt i64 %10153, 31
  %10157 = trunc i64 %10153 to i32
  %10158 = shl nsw i32 -1, %10157
  %10159 = xor i32 %10158, -1
  %10160 = select i1 %10156, i32 -1, i32 %10159
  %10161 = trunc i64 %10154 to i32
  %10162 = shl nsw i32 -1, %10161
  %10163 = and i32 %10160, %10162
  %10164 = icmp sgt i64 %10143, %10144
  %10165 = icmp sgt i64 %10143, 31
  %10166 = trunc i64 %10143 to i32
  %10167 = shl nsw i32 -1, %10166
  %10168 = xor i32 %10167, -1
  %10169 = select i1 %10165, i32 -1, i32 %10168
  %10170 = trunc i64 %10144 to i32
  %10171 = shl nsw i32 -1, %10170
  %10172 = and i32 %10169, %10171
  %10173 = select i1 %10155, i32 %10163, i32 0
  %10174 = trunc i32 %10173 to i16
  %10175 = bitcast i16 %10174 to <16 x i1>
  %10176 = lshr i32 %10173, 16
  %10177 = trunc nuw i32 %10176 to i16
  %10178 = bitcast i16 %10177 to <16 x i1>
  %10179 = select i1 %10164, i32 %10172, i32 0
  %10180 = trunc i32 %10179 to i16
  %10181 = bitcast i16 %10180 to <16 x i1>
  %10182 = lshr i32 %10179, 16
  %10183 = trunc nuw i32 %10182 to i16
  %10184 = bitcast i16 %10183 to <16 x i1>
  br label %10190

10185:                                            ; preds = %10190, %10126
  %10186 = phi <16 x float> [ %10127, %10126 ], [ %10213, %10190 ]
  %10187 = phi <16 x float> [ %10128, %10126 ], [ %10214, %10190 ]
  %10188 = add nuw nsw i64 %10129, 1
  %10189 = icmp eq i64 %10188, %12
  br i1 %10189, label %10121, label %10126

10190:                                            ; preds = %10134, %10190
  %10191 = phi <16 x float> [ %10127, %10134 ], [ %10213, %10190 ]
  %10192 = phi <16 x float> [ %10128, %10134 ], [ %10214, %10190 ]
  %10193 = phi i64 [ 0, %10134 ], [ %10215, %10190 ]
  %10194 = mul nsw i64 %56, %10193
  %10195 = getelementptr inbounds float, ptr %325, i64 %10194
  %10196 = getelementptr float, ptr %10195, i64 %10114
  %10197 = getelementptr float, ptr %10196, i64 %10131
  %10198 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %10197, <16 x i1> %10175, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %10199 = getelementptr inbounds nuw i8, ptr %10197, i64 64
  %10200 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %10199, <16 x i1> %10178, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %10201 = shufflevector <16 x float> %10198, <16 x float> %10200, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %10202 = getelementptr float, ptr %10195, i64 %10120
  %10203 = getelementptr float, ptr %10202, i64 %10132
  %10204 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %10203, <16 x i1> %10181, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %10205 = getelementptr inbounds nuw i8, ptr %10203, i64 64
  %10206 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %10205, <16 x i1> %10184, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %10207 = shufflevector <16 x float> %10204, <16 x float> %10206, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %10208 = mul nuw nsw i64 %10193, %57
  %10209 = getelementptr inbounds nuw float, ptr %10133, i64 %10208
  %10210 = load float, ptr %10209, align 4
  %10211 = insertelement <16 x float> poison, float %10210, i64 0
  %10212 = shufflevector <16 x float> %10211, <16 x float> poison, <16 x i32> zeroinitializer
  %10213 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %10201, <16 x float> %10212, <16 x float> %10191)
  %10214 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %10207, <16 x float> %10212, <16 x float> %10192)
  %10215 = add nuw nsw i64 %10193, 1
  %10216 = icmp eq i64 %10215, %5
  br i1 %10216, label %10185, label %10190

10217:                                            ; preds = %10096
  %10218 = getelementptr inbounds float, ptr %330, i64 %10099
  switch i64 %96, label %1208 [
    i64 1, label %10219
    i64 2, label %10222
    i64 3, label %10229
    i64 0, label %10274
  ]

10219:                                            ; preds = %10217
  %10220 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10218, <16 x i1> %858, <16 x float> zeroinitializer)
  %10221 = fadd <16 x float> %10097, %10220
  br label %10236

10222:                                            ; preds = %10217
  %10223 = bitcast <16 x float> %10097 to <8 x i64>
  %10224 = or <8 x i64> %10223, %65
  %10225 = fcmp oeq <16 x float> %10097, %42
  %10226 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %10097, i32 4)
  %10227 = bitcast <8 x i64> %10224 to <16 x float>
  %10228 = select <16 x i1> %10225, <16 x float> %10227, <16 x float> %10226
  br label %10236

10229:                                            ; preds = %10217
  %10230 = bitcast <16 x float> %10097 to <8 x i64>
  %10231 = and <8 x i64> %10230, %64
  %10232 = fcmp oeq <16 x float> %10097, %39
  %10233 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %10097, i32 4)
  %10234 = bitcast <8 x i64> %10231 to <16 x float>
  %10235 = select <16 x i1> %10232, <16 x float> %10234, <16 x float> %10233
  br label %10236

10236:                                            ; preds = %10229, %10222, %10219
  %10237 = phi <16 x float> [ %10221, %10219 ], [ %10228, %10222 ], [ %10235, %10229 ]
  switch i64 %98, label %1208 [
    i64 1, label %10252
    i64 2, label %10245
    i64 3, label %10238
    i64 0, label %10274
  ]

10238:                                            ; preds = %10236
  %10239 = bitcast <16 x float> %10237 to <8 x i64>
  %10240 = and <8 x i64> %10239, %64
  %10241 = fcmp oeq <16 x float> %10237, %39
  %10242 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %10237, i32 4)
  %10243 = bitcast <8 x i64> %10240 to <16 x float>
  %10244 = select <16 x i1> %10241, <16 x float> %10243, <16 x float> %10242
  br label %10255

10245:                                            ; preds = %10236
  %10246 = bitcast <16 x float> %10237 to <8 x i64>
  %10247 = or <8 x i64> %10246, %65
  %10248 = fcmp oeq <16 x float> %10237, %42
  %10249 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %10237, i32 4)
  %10250 = bitcast <8 x i64> %10247 to <16 x float>
  %10251 = select <16 x i1> %10248, <16 x float> %10250, <16 x float> %10249
  br label %10255

10252:                                            ; preds = %10236
  %10253 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10218, <16 x i1> %858, <16 x float> zeroinitializer)
  %10254 = fadd <16 x float> %10237, %10253
  br label %10255

10255:                                            ; preds = %10252, %10245, %10238
  %10256 = phi <16 x float> [ %10254, %10252 ], [ %10251, %10245 ], [ %10244, %10238 ]
  switch i64 %100, label %1208 [
    i64 1, label %10271
    i64 2, label %10264
    i64 3, label %10257
    i64 0, label %10274
  ]

10257:                                            ; preds = %10255
  %10258 = bitcast <16 x float> %10256 to <8 x i64>
  %10259 = and <8 x i64> %10258, %64
  %10260 = fcmp oeq <16 x float> %10256, %39
  %10261 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %10256, i32 4)
  %10262 = bitcast <8 x i64> %10259 to <16 x float>
  %10263 = select <16 x i1> %10260, <16 x float> %10262, <16 x float> %10261
  br label %10274

10264:                                            ; preds = %10255
  %10265 = bitcast <16 x float> %10256 to <8 x i64>
  %10266 = or <8 x i64> %10265, %65
  %10267 = fcmp oeq <16 x float> %10256, %42
  %10268 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %10256, i32 4)
  %10269 = bitcast <8 x i64> %10266 to <16 x float>
  %10270 = select <16 x i1> %10267, <16 x float> %10269, <16 x float> %10268
  br label %10274

10271:                                            ; preds = %10255
  %10272 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10218, <16 x i1> %858, <16 x float> zeroinitializer)
  %10273 = fadd <16 x float> %10256, %10272
  br label %10274

10274:                                            ; preds = %10217, %10236, %10255, %10271, %10264, %10257
  %10275 = phi <16 x float> [ %10263, %10257 ], [ %10270, %10264 ], [ %10273, %10271 ], [ %10237, %10236 ], [ %10256, %10255 ], [ %10097, %10217 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %10275, ptr align 1 %10100, <16 x i1> %858)
  %10276 = add i64 %10074, %860
  %10277 = getelementptr inbounds float, ptr %332, i64 %10276
  %10278 = getelementptr inbounds float, ptr %330, i64 %10276
  switch i64 %101, label %1208 [
    i64 1, label %10293
    i64 2, label %10286
    i64 3, label %10279
    i64 0, label %10336
  ]

10279:                                            ; preds = %10274
  %10280 = bitcast <16 x float> %10098 to <8 x i64>
  %10281 = and <8 x i64> %10280, %64
  %10282 = fcmp oeq <16 x float> %10098, %39
  %10283 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %10098, i32 4)
  %10284 = bitcast <8 x i64> %10281 to <16 x float>
  %10285 = select <16 x i1> %10282, <16 x float> %10284, <16 x float> %10283
  br label %10296

10286:                                            ; preds = %10274
  %10287 = bitcast <16 x float> %10098 to <8 x i64>
  %10288 = or <8 x i64> %10287, %65
  %10289 = fcmp oeq <16 x float> %10098, %42
  %10290 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %10098, i32 4)
  %10291 = bitcast <8 x i64> %10288 to <16 x float>
  %10292 = select <16 x i1> %10289, <16 x float> %10291, <16 x float> %10290
  br label %10296

10293:                                            ; preds = %10274
  %10294 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10278, <16 x i1> %861, <16 x float> zeroinitializer)
  %10295 = fadd <16 x float> %10098, %10294
  br label %10296

10296:                                            ; preds = %10293, %10286, %10279
  %10297 = phi <16 x float> [ %10295, %10293 ], [ %10292, %10286 ], [ %10285, %10279 ]
  switch i64 %103, label %1208 [
    i64 1, label %10312
    i64 2, label %10305
    i64 3, label %10298
    i64 0, label %10336
  ]

10298:                                            ; preds = %10296
  %10299 = bitcast <16 x float> %10297 to <8 x i64>
  %10300 = and <8 x i64> %10299, %64
  %10301 = fcmp oeq <16 x float> %10297, %39
  %10302 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %10297, i32 4)
  %10303 = bitcast <8 x i64> %10300 to <16 x float>
  %10304 = select <16 x i1> %10301, <16 x float> %10303, <16 x float> %10302
  br label %10315

10305:                                            ; preds = %10296
  %10306 = bitcast <16 x float> %10297 to <8 x i64>
  %10307 = or <8 x i64> %10306, %65
  %10308 = fcmp oeq <16 x float> %10297, %42
  %10309 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %10297, i32 4)
  %10310 = bitcast <8 x i64> %10307 to <16 x float>
  %10311 = select <16 x i1> %10308, <16 x float> %10310, <16 x float> %10309
  br label %10315

10312:                                            ; preds = %10296
  %10313 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10278, <16 x i1> %861, <16 x float> zeroinitializer)
  %10314 = fadd <16 x float> %10297, %10313
  br label %10315

10315:                                            ; preds = %10312, %10305, %10298
  %10316 = phi <16 x float> [ %10314, %10312 ], [ %10311, %10305 ], [ %10304, %10298 ]
  switch i64 %105, label %1208 [
    i64 1, label %10331
    i64 2, label %10324
    i64 3, label %10317
    i64 0, label %10336
  ]

10317:                                            ; preds = %10315
  %10318 = bitcast <16 x float> %10316 to <8 x i64>
  %10319 = and <8 x i64> %10318, %64
  %10320 = fcmp oeq <16 x float> %10316, %39
  %10321 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %10316, i32 4)
  %10322 = bitcast <8 x i64> %10319 to <16 x float>
  %10323 = select <16 x i1> %10320, <16 x float> %10322, <16 x float> %10321
  br label %10336

10324:                                            ; preds = %10315
  %10325 = bitcast <16 x float> %10316 to <8 x i64>
  %10326 = or <8 x i64> %10325, %65
  %10327 = fcmp oeq <16 x float> %10316, %42
  %10328 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %10316, i32 4)
  %10329 = bitcast <8 x i64> %10326 to <16 x float>
  %10330 = select <16 x i1> %10327, <16 x float> %10329, <16 x float> %10328
  br label %10336

10331:                                            ; preds = %10315
  %10332 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10278, <16 x i1> %861, <16 x float> zeroinitializer)
  %10333 = fadd <16 x float> %10316, %10332
  br label %10336

10334:                                            ; preds = %10096
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %10097, ptr align 1 %10100, <16 x i1> %862)
  %10335 = getelementptr float, ptr %938, i64 %10074
  br label %10336

10336:                                            ; preds = %10274, %10296, %10315, %10331, %10324, %10317, %10334
  %10337 = phi ptr [ %10335, %10334 ], [ %10277, %10317 ], [ %10277, %10324 ], [ %10277, %10331 ], [ %10277, %10315 ], [ %10277, %10296 ], [ %10277, %10274 ]
  %10338 = phi <16 x i1> [ %864, %10334 ], [ %861, %10317 ], [ %861, %10324 ], [ %861, %10331 ], [ %861, %10315 ], [ %861, %10296 ], [ %861, %10274 ]
  %10339 = phi <16 x float> [ %10098, %10334 ], [ %10323, %10317 ], [ %10330, %10324 ], [ %10333, %10331 ], [ %10316, %10315 ], [ %10297, %10296 ], [ %10098, %10274 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %10339, ptr align 1 %10337, <16 x i1> %10338)
  br label %11112

10340:                                            ; preds = %9426
  %10341 = mul nsw i64 %9427, %43
  br i1 %58, label %10354, label %10345

10342:                                            ; preds = %10365
  %10343 = mul i64 %59, %9427
  %10344 = getelementptr inbounds float, ptr %30, i64 %10343
  br label %10375

10345:                                            ; preds = %10340
  %10346 = getelementptr inbounds float, ptr %31, i64 %9427
  %10347 = load float, ptr %10346, align 4
  %10348 = insertelement <16 x float> poison, float %10347, i64 0
  %10349 = shufflevector <16 x float> %10348, <16 x float> poison, <16 x i32> zeroinitializer
  %10350 = insertelement <16 x float> poison, float %10347, i64 0
  %10351 = shufflevector <16 x float> %10350, <16 x float> poison, <16 x i32> zeroinitializer
  %10352 = insertelement <16 x float> poison, float %10347, i64 0
  %10353 = shufflevector <16 x float> %10352, <16 x float> poison, <16 x i32> zeroinitializer
  br label %10365

10354:                                            ; preds = %10340
  %10355 = getelementptr inbounds float, ptr %327, i64 %10341
  %10356 = getelementptr inbounds float, ptr %10355, i64 %808
  %10357 = getelementptr inbounds float, ptr %10356, i64 %712
  %10358 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10357, <16 x i1> %807, <16 x float> zeroinitializer)
  %10359 = getelementptr inbounds float, ptr %10355, i64 %810
  %10360 = getelementptr inbounds float, ptr %10359, i64 %718
  %10361 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10360, <16 x i1> %809, <16 x float> zeroinitializer)
  %10362 = getelementptr inbounds float, ptr %10355, i64 %812
  %10363 = getelementptr inbounds float, ptr %10362, i64 %724
  %10364 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10363, <16 x i1> %811, <16 x float> zeroinitializer)
  br label %10365

10365:                                            ; preds = %10354, %10345
  %10366 = phi <16 x float> [ %10361, %10354 ], [ %10351, %10345 ]
  %10367 = phi <16 x float> [ %10358, %10354 ], [ %10349, %10345 ]
  %10368 = phi <16 x float> [ %10364, %10354 ], [ %10353, %10345 ]
  br i1 %60, label %10342, label %10369

10369:                                            ; preds = %10402, %10365
  %10370 = phi <16 x float> [ %10368, %10365 ], [ %10403, %10402 ]
  %10371 = phi <16 x float> [ %10366, %10365 ], [ %10404, %10402 ]
  %10372 = phi <16 x float> [ %10367, %10365 ], [ %10405, %10402 ]
  %10373 = add i64 %10341, %817
  %10374 = getelementptr inbounds float, ptr %332, i64 %10373
  br i1 %63, label %10726, label %10549

10375:                                            ; preds = %10342, %10402
  %10376 = phi <16 x float> [ %10368, %10342 ], [ %10403, %10402 ]
  %10377 = phi <16 x float> [ %10366, %10342 ], [ %10404, %10402 ]
  %10378 = phi <16 x float> [ %10367, %10342 ], [ %10405, %10402 ]
  %10379 = phi i64 [ 0, %10342 ], [ %10406, %10402 ]
  br i1 %61, label %10380, label %10402

10380:                                            ; preds = %10375
  %10381 = sub i64 %10379, %15
  %10382 = mul nuw nsw i64 %10379, %12
  %10383 = getelementptr inbounds nuw float, ptr %10344, i64 %10382
  %10384 = add i64 %10381, %813
  %10385 = icmp sgt i64 %10384, -1
  %10386 = icmp slt i64 %10384, %7
  %10387 = and i1 %10385, %10386
  %10388 = select i1 %10387, i64 %10384, i64 0
  %10389 = mul nsw i64 %10388, %8
  %10390 = add i64 %10381, %814
  %10391 = icmp sgt i64 %10390, -1
  %10392 = icmp slt i64 %10390, %7
  %10393 = and i1 %10391, %10392
  %10394 = select i1 %10393, i64 %10390, i64 0
  %10395 = mul nsw i64 %10394, %8
  %10396 = add i64 %10381, %815
  %10397 = icmp sgt i64 %10396, -1
  %10398 = icmp slt i64 %10396, %7
  %10399 = and i1 %10397, %10398
  %10400 = select i1 %10399, i64 %10396, i64 0
  %10401 = mul nsw i64 %10400, %8
  br label %10408

10402:                                            ; preds = %10495, %10375
  %10403 = phi <16 x float> [ %10376, %10375 ], [ %10496, %10495 ]
  %10404 = phi <16 x float> [ %10377, %10375 ], [ %10497, %10495 ]
  %10405 = phi <16 x float> [ %10378, %10375 ], [ %10498, %10495 ]
  %10406 = add nuw nsw i64 %10379, 1
  %10407 = icmp eq i64 %10406, %11
  br i1 %10407, label %10369, label %10375

10408:                                            ; preds = %10380, %10495
  %10409 = phi <16 x float> [ %10376, %10380 ], [ %10496, %10495 ]
  %10410 = phi <16 x float> [ %10377, %10380 ], [ %10497, %10495 ]
  %10411 = phi <16 x float> [ %10378, %10380 ], [ %10498, %10495 ]
  %10412 = phi i64 [ 0, %10380 ], [ %10499, %10495 ]
  %10413 = sub i64 %10412, %16
  %10414 = add i64 %10413, %712
  %10415 = add i64 %10413, %718
  %10416 = add i64 %10413, %724
  %10417 = getelementptr inbounds nuw float, ptr %10383, i64 %10412
  br i1 %62, label %10418, label %10495

10418:                                            ; preds = %10408
  %10419 = sub nsw i64 %8, %10416
  %10420 = tail call i64 @llvm.smin.i64(i64 %10419, i64 %800)
  %10421 = tail call i64 @llvm.smin.i64(i64 %10420, i64 16)
  %10422 = icmp slt i64 %10416, 0
  %10423 = sub nsw i64 0, %10416
  %10424 = select i1 %10422, i64 %10423, i64 0
  %10425 = icmp sgt i64 %10421, %10424
  %10426 = select i1 %10399, i1 %10425, i1 false
  %10427 = trunc i64 %10424 to i32
  %10428 = shl nsw i32 -1, %10427
  %10429 = trunc i64 %10421 to i32
  %10430 = shl nsw i32 -1, %10429
  %10431 = xor i32 %10430, -1
  %10432 = and i32 %10428, %10431
  %10433 = trunc i32 %10432 to i16
  %10434 = select i1 %10426, i16 %10433, i16 0
  %10435 = sub nsw i64 %8, %10415
  %10436 = tail call i64 @llvm.smin.i64(i64 %10435, i64 %793)
  %10437 = tail call i64 @llvm.smin.i64(i64 %10436, i64 16)
  %10438 = icmp slt i64 %10415, 0
  %10439 = sub nsw i64 0, %10415
  %10440 = select i1 %10438, i64 %10439, i64 0
  %10441 = icmp sgt i64 %10437, %10440
  %10442 = select i1 %10393, i1 %10441, i1 false
  %10443 = trunc i64 %10440 to i32
  %10444 = shl nsw i32 -1, %10443
  %10445 = trunc i64 %10437 to i32
  %10446 = shl nsw i32 -1, %10445
  %10447 = xor i32 %10446, -1
  %10448 = and i32 %10444, %10447
  %10449 = trunc i32 %10448 to i16
  %10450 = select i1 %10442, i16 %10449, i16 0
  %10451 = sub nsw i64 %8, %10414
  %10452 = tail call i64 @llvm.smin.i64(i64 %10451, i64 %786)
  %10453 = tail call i64 @llvm.smin.i64(i64 %10452, i64 16)
  %10454 = icmp slt i64 %10414, 0
  %10455 = sub nsw i64 0, %10414
  %10456 = select i1 %10454, i64 %10455, i64 0
  %10457 = icmp sgt i64 %10453, %10456
  %10458 = select i1 %10387, i1 %10457, i1 false
  %10459 = trunc i64 %10456 to i32
  %10460 = shl nsw i32 -1, %10459
  %10461 = trunc i64 %10453 to i32
  %10462 = shl nsw i32 -1, %10461
  %10463 = xor i32 %10462, -1
  %10464 = and i32 %10460, %10463
  %10465 = trunc i32 %10464 to i16
  %10466 = select i1 %10458, i16 %10465, i16 0
  %10467 = bitcast i16 %10466 to <16 x i1>
  %10468 = bitcast i16 %10450 to <16 x i1>
  %10469 = bitcast i16 %10434 to <16 x i1>
  br i1 %294, label %10471, label %10501

10470:                                            ; preds = %10501
  br i1 %296, label %10495, label %10471

10471:                                            ; preds = %10470, %10418
  %10472 = phi <16 x float> [ %10409, %10418 ], [ %10545, %10470 ]
  %10473 = phi <16 x float> [ %10410, %10418 ], [ %10544, %10470 ]
  %10474 = phi <16 x float> [ %10411, %10418 ], [ %10543, %10470 ]
  %10475 = phi i64 [ 0, %10418 ], [ %10546, %10470 ]
  tail call void @llvm.assume(i1 %297)
  %10476 = mul nsw i64 %56, %10475
  %10477 = getelementptr inbounds float, ptr %325, i64 %10476
  %10478 = getelementptr float, ptr %10477, i64 %10389
  %10479 = getelementptr float, ptr %10478, i64 %10414
  %10480 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10479, <16 x i1> %10467, <16 x float> zeroinitializer)
  %10481 = getelementptr float, ptr %10477, i64 %10395
  %10482 = getelementptr float, ptr %10481, i64 %10415
  %10483 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10482, <16 x i1> %10468, <16 x float> zeroinitializer)
  %10484 = getelementptr float, ptr %10477, i64 %10401
  %10485 = getelementptr float, ptr %10484, i64 %10416
  %10486 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10485, <16 x i1> %10469, <16 x float> zeroinitializer)
  %10487 = mul nuw nsw i64 %10475, %57
  %10488 = getelementptr inbounds nuw float, ptr %10417, i64 %10487
  %10489 = load float, ptr %10488, align 4
  %10490 = insertelement <16 x float> poison, float %10489, i64 0
  %10491 = shufflevector <16 x float> %10490, <16 x float> poison, <16 x i32> zeroinitializer
  %10492 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %10480, <16 x float> %10491, <16 x float> %10474)
  %10493 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %10483, <16 x float> %10491, <16 x float> %10473)
  %10494 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %10486, <16 x float> %10491, <16 x float> %10472)
  br label %10495

10495:                                            ; preds = %10471, %10470, %10408
  %10496 = phi <16 x float> [ %10409, %10408 ], [ %10545, %10470 ], [ %10494, %10471 ]
  %10497 = phi <16 x float> [ %10410, %10408 ], [ %10544, %10470 ], [ %10493, %10471 ]
  %10498 = phi <16 x float> [ %10411, %10408 ], [ %10543, %10470 ], [ %10492, %10471 ]
  %10499 = add nuw nsw i64 %10412, 1
  %10500 = icmp eq i64 %10499, %12
  br i1 %10500, label %10402, label %10408

10501:                                            ; preds = %10418, %10501
  %10502 = phi <16 x float> [ %10545, %10501 ], [ %10409, %10418 ]
  %10503 = phi <16 x float> [ %10544, %10501 ], [ %10410, %10418 ]
  %10504 = phi <16 x float> [ %10543, %10501 ], [ %10411, %10418 ]
  %10505 = phi i64 [ %10546, %10501 ], [ 0, %10418 ]
  %10506 = phi i64 [ %10547, %10501 ], [ 0, %10418 ]
  %10507 = mul nsw i64 %56, %10505
  %10508 = getelementptr inbounds float, ptr %325, i64 %10507
  %10509 = getelementptr float, ptr %10508, i64 %10389
  %10510 = getelementptr float, ptr %10509, i64 %10414
  %10511 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10510, <16 x i1> %10467, <16 x float> zeroinitializer)
  %10512 = getelementptr float, ptr %10508, i64 %10395
  %10513 = getelementptr float, ptr %10512, i64 %10415
  %10514 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10513, <16 x i1> %10468, <16 x float> zeroinitializer)
  %10515 = getelementptr float, ptr %10508, i64 %10401
  %10516 = getelementptr float, ptr %10515, i64 %10416
  %10517 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10516, <16 x i1> %10469, <16 x float> zeroinitializer)
  %10518 = mul nuw nsw i64 %10505, %57
  %10519 = getelementptr inbounds nuw float, ptr %10417, i64 %10518
  %10520 = load float, ptr %10519, align 4
  %10521 = insertelement <16 x float> poison, float %10520, i64 0
  %10522 = shufflevector <16 x float> %10521, <16 x float> poison, <16 x i32> zeroinitializer
  %10523 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %10511, <16 x float> %10522, <16 x float> %10504)
  %10524 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %10514, <16 x float> %10522, <16 x float> %10503)
  %10525 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %10517, <16 x float> %10522, <16 x float> %10502)
  %10526 = or disjoint i64 %10505, 1
  %10527 = mul nsw i64 %56, %10526
  %10528 = getelementptr inbounds float, ptr %325, i64 %10527
  %10529 = getelementptr float, ptr %10528, i64 %10389
  %10530 = getelementptr float, ptr %10529, i64 %10414
  %10531 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10530, <16 x i1> %10467, <16 x float> zeroinitializer)
  %10532 = getelementptr float, ptr %10528, i64 %10395
  %10533 = getelementptr float, ptr %10532, i64 %10415
  %10534 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10533, <16 x i1> %10468, <16 x float> zeroinitializer)
  %10535 = getelementptr float, ptr %10528, i64 %10401
  %10536 = getelementptr float, ptr %10535, i64 %10416
  %10537 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10536, <16 x i1> %10469, <16 x float> zeroinitializer)
  %10538 = mul nuw nsw i64 %10526, %57
  %10539 = getelementptr inbounds nuw float, ptr %10417, i64 %10538
  %10540 = load float, ptr %10539, align 4
  %10541 = insertelement <16 x float> poison, float %10540, i64 0
  %10542 = shufflevector <16 x float> %10541, <16 x float> poison, <16 x i32> zeroinitializer
  %10543 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %10531, <16 x float> %10542, <16 x float> %10523)
  %10544 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %10534, <16 x float> %10542, <16 x float> %10524)
  %10545 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %10537, <16 x float> %10542, <16 x float> %10525)
  %10546 = add nuw nsw i64 %10505, 2
  %10547 = add i64 %10506, 2
  %10548 = icmp eq i64 %10547, %295
  br i1 %10548, label %10470, label %10501

10549:                                            ; preds = %10369
  %10550 = getelementptr inbounds float, ptr %330, i64 %10373
  switch i64 %81, label %1208 [
    i64 1, label %10551
    i64 2, label %10554
    i64 3, label %10561
    i64 0, label %10606
  ]

10551:                                            ; preds = %10549
  %10552 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10550, <16 x i1> %818, <16 x float> zeroinitializer)
  %10553 = fadd <16 x float> %10372, %10552
  br label %10568

10554:                                            ; preds = %10549
  %10555 = bitcast <16 x float> %10372 to <8 x i64>
  %10556 = or <8 x i64> %10555, %65
  %10557 = fcmp oeq <16 x float> %10372, %42
  %10558 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %10372, i32 4)
  %10559 = bitcast <8 x i64> %10556 to <16 x float>
  %10560 = select <16 x i1> %10557, <16 x float> %10559, <16 x float> %10558
  br label %10568

10561:                                            ; preds = %10549
  %10562 = bitcast <16 x float> %10372 to <8 x i64>
  %10563 = and <8 x i64> %10562, %64
  %10564 = fcmp oeq <16 x float> %10372, %39
  %10565 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %10372, i32 4)
  %10566 = bitcast <8 x i64> %10563 to <16 x float>
  %10567 = select <16 x i1> %10564, <16 x float> %10566, <16 x float> %10565
  br label %10568

10568:                                            ; preds = %10561, %10554, %10551
  %10569 = phi <16 x float> [ %10553, %10551 ], [ %10560, %10554 ], [ %10567, %10561 ]
  switch i64 %83, label %1208 [
    i64 1, label %10584
    i64 2, label %10577
    i64 3, label %10570
    i64 0, label %10606
  ]

10570:                                            ; preds = %10568
  %10571 = bitcast <16 x float> %10569 to <8 x i64>
  %10572 = and <8 x i64> %10571, %64
  %10573 = fcmp oeq <16 x float> %10569, %39
  %10574 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %10569, i32 4)
  %10575 = bitcast <8 x i64> %10572 to <16 x float>
  %10576 = select <16 x i1> %10573, <16 x float> %10575, <16 x float> %10574
  br label %10587

10577:                                            ; preds = %10568
  %10578 = bitcast <16 x float> %10569 to <8 x i64>
  %10579 = or <8 x i64> %10578, %65
  %10580 = fcmp oeq <16 x float> %10569, %42
  %10581 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %10569, i32 4)
  %10582 = bitcast <8 x i64> %10579 to <16 x float>
  %10583 = select <16 x i1> %10580, <16 x float> %10582, <16 x float> %10581
  br label %10587

10584:                                            ; preds = %10568
  %10585 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10550, <16 x i1> %818, <16 x float> zeroinitializer)
  %10586 = fadd <16 x float> %10569, %10585
  br label %10587

10587:                                            ; preds = %10584, %10577, %10570
  %10588 = phi <16 x float> [ %10586, %10584 ], [ %10583, %10577 ], [ %10576, %10570 ]
  switch i64 %85, label %1208 [
    i64 1, label %10603
    i64 2, label %10596
    i64 3, label %10589
    i64 0, label %10606
  ]

10589:                                            ; preds = %10587
  %10590 = bitcast <16 x float> %10588 to <8 x i64>
  %10591 = and <8 x i64> %10590, %64
  %10592 = fcmp oeq <16 x float> %10588, %39
  %10593 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %10588, i32 4)
  %10594 = bitcast <8 x i64> %10591 to <16 x float>
  %10595 = select <16 x i1> %10592, <16 x float> %10594, <16 x float> %10593
  br label %10606

10596:                                            ; preds = %10587
  %10597 = bitcast <16 x float> %10588 to <8 x i64>
  %10598 = or <8 x i64> %10597, %65
  %10599 = fcmp oeq <16 x float> %10588, %42
  %10600 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %10588, i32 4)
  %10601 = bitcast <8 x i64> %10598 to <16 x float>
  %10602 = select <16 x i1> %10599, <16 x float> %10601, <16 x float> %10600
  br label %10606

10603:                                            ; preds = %10587
  %10604 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10550, <16 x i1> %818, <16 x float> zeroinitializer)
  %10605 = fadd <16 x float> %10588, %10604
  br label %10606

10606:                                            ; preds = %10549, %10568, %10587, %10603, %10596, %10589
  %10607 = phi <16 x float> [ %10595, %10589 ], [ %10602, %10596 ], [ %10605, %10603 ], [ %10569, %10568 ], [ %10588, %10587 ], [ %10372, %10549 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %10607, ptr align 1 %10374, <16 x i1> %818)
  %10608 = add i64 %10341, %820
  %10609 = getelementptr inbounds float, ptr %332, i64 %10608
  %10610 = getelementptr inbounds float, ptr %330, i64 %10608
  switch i64 %86, label %1208 [
    i64 1, label %10625
    i64 2, label %10618
    i64 3, label %10611
    i64 0, label %10666
  ]

10611:                                            ; preds = %10606
  %10612 = bitcast <16 x float> %10371 to <8 x i64>
  %10613 = and <8 x i64> %10612, %64
  %10614 = fcmp oeq <16 x float> %10371, %39
  %10615 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %10371, i32 4)
  %10616 = bitcast <8 x i64> %10613 to <16 x float>
  %10617 = select <16 x i1> %10614, <16 x float> %10616, <16 x float> %10615
  br label %10628

10618:                                            ; preds = %10606
  %10619 = bitcast <16 x float> %10371 to <8 x i64>
  %10620 = or <8 x i64> %10619, %65
  %10621 = fcmp oeq <16 x float> %10371, %42
  %10622 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %10371, i32 4)
  %10623 = bitcast <8 x i64> %10620 to <16 x float>
  %10624 = select <16 x i1> %10621, <16 x float> %10623, <16 x float> %10622
  br label %10628

10625:                                            ; preds = %10606
  %10626 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10610, <16 x i1> %821, <16 x float> zeroinitializer)
  %10627 = fadd <16 x float> %10371, %10626
  br label %10628

10628:                                            ; preds = %10625, %10618, %10611
  %10629 = phi <16 x float> [ %10627, %10625 ], [ %10624, %10618 ], [ %10617, %10611 ]
  switch i64 %88, label %1208 [
    i64 1, label %10644
    i64 2, label %10637
    i64 3, label %10630
    i64 0, label %10666
  ]

10630:                                            ; preds = %10628
  %10631 = bitcast <16 x float> %10629 to <8 x i64>
  %10632 = and <8 x i64> %10631, %64
  %10633 = fcmp oeq <16 x float> %10629, %39
  %10634 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %10629, i32 4)
  %10635 = bitcast <8 x i64> %10632 to <16 x float>
  %10636 = select <16 x i1> %10633, <16 x float> %10635, <16 x float> %10634
  br label %10647

10637:                                            ; preds = %10628
  %10638 = bitcast <16 x float> %10629 to <8 x i64>
  %10639 = or <8 x i64> %10638, %65
  %10640 = fcmp oeq <16 x float> %10629, %42
  %10641 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %10629, i32 4)
  %10642 = bitcast <8 x i64> %10639 to <16 x float>
  %10643 = select <16 x i1> %10640, <16 x float> %10642, <16 x float> %10641
  br label %10647

10644:                                            ; preds = %10628
  %10645 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10610, <16 x i1> %821, <16 x float> zeroinitializer)
  %10646 = fadd <16 x float> %10629, %10645
  br label %10647

10647:                                            ; preds = %10644, %10637, %10630
  %10648 = phi <16 x float> [ %10646, %10644 ], [ %10643, %10637 ], [ %10636, %10630 ]
  switch i64 %90, label %1208 [
    i64 1, label %10663
    i64 2, label %10656
    i64 3, label %10649
    i64 0, label %10666
  ]

10649:                                            ; preds = %10647
  %10650 = bitcast <16 x float> %10648 to <8 x i64>
  %10651 = and <8 x i64> %10650, %64
  %10652 = fcmp oeq <16 x float> %10648, %39
  %10653 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %10648, i32 4)
  %10654 = bitcast <8 x i64> %10651 to <16 x float>
  %10655 = select <16 x i1> %10652, <16 x float> %10654, <16 x float> %10653
  br label %10666

10656:                                            ; preds = %10647
  %10657 = bitcast <16 x float> %10648 to <8 x i64>
  %10658 = or <8 x i64> %10657, %65
  %10659 = fcmp oeq <16 x float> %10648, %42
  %10660 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %10648, i32 4)
  %10661 = bitcast <8 x i64> %10658 to <16 x float>
  %10662 = select <16 x i1> %10659, <16 x float> %10661, <16 x float> %10660
  br label %10666

10663:                                            ; preds = %10647
  %10664 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10610, <16 x i1> %821, <16 x float> zeroinitializer)
  %10665 = fadd <16 x float> %10648, %10664
  br label %10666

10666:                                            ; preds = %10606, %10628, %10647, %10663, %10656, %10649
  %10667 = phi <16 x float> [ %10655, %10649 ], [ %10662, %10656 ], [ %10665, %10663 ], [ %10629, %10628 ], [ %10648, %10647 ], [ %10371, %10606 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %10667, ptr align 1 %10609, <16 x i1> %821)
  %10668 = add i64 %10341, %823
  %10669 = getelementptr inbounds float, ptr %332, i64 %10668
  %10670 = getelementptr inbounds float, ptr %330, i64 %10668
  switch i64 %91, label %1208 [
    i64 1, label %10685
    i64 2, label %10678
    i64 3, label %10671
    i64 0, label %10729
  ]

10671:                                            ; preds = %10666
  %10672 = bitcast <16 x float> %10370 to <8 x i64>
  %10673 = and <8 x i64> %10672, %64
  %10674 = fcmp oeq <16 x float> %10370, %39
  %10675 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %10370, i32 4)
  %10676 = bitcast <8 x i64> %10673 to <16 x float>
  %10677 = select <16 x i1> %10674, <16 x float> %10676, <16 x float> %10675
  br label %10688

10678:                                            ; preds = %10666
  %10679 = bitcast <16 x float> %10370 to <8 x i64>
  %10680 = or <8 x i64> %10679, %65
  %10681 = fcmp oeq <16 x float> %10370, %42
  %10682 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %10370, i32 4)
  %10683 = bitcast <8 x i64> %10680 to <16 x float>
  %10684 = select <16 x i1> %10681, <16 x float> %10683, <16 x float> %10682
  br label %10688

10685:                                            ; preds = %10666
  %10686 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10670, <16 x i1> %824, <16 x float> zeroinitializer)
  %10687 = fadd <16 x float> %10370, %10686
  br label %10688

10688:                                            ; preds = %10685, %10678, %10671
  %10689 = phi <16 x float> [ %10687, %10685 ], [ %10684, %10678 ], [ %10677, %10671 ]
  switch i64 %93, label %1208 [
    i64 1, label %10704
    i64 2, label %10697
    i64 3, label %10690
    i64 0, label %10729
  ]

10690:                                            ; preds = %10688
  %10691 = bitcast <16 x float> %10689 to <8 x i64>
  %10692 = and <8 x i64> %10691, %64
  %10693 = fcmp oeq <16 x float> %10689, %39
  %10694 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %10689, i32 4)
  %10695 = bitcast <8 x i64> %10692 to <16 x float>
  %10696 = select <16 x i1> %10693, <16 x float> %10695, <16 x float> %10694
  br label %10707

10697:                                            ; preds = %10688
  %10698 = bitcast <16 x float> %10689 to <8 x i64>
  %10699 = or <8 x i64> %10698, %65
  %10700 = fcmp oeq <16 x float> %10689, %42
  %10701 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %10689, i32 4)
  %10702 = bitcast <8 x i64> %10699 to <16 x float>
  %10703 = select <16 x i1> %10700, <16 x float> %10702, <16 x float> %10701
  br label %10707

10704:                                            ; preds = %10688
  %10705 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10670, <16 x i1> %824, <16 x float> zeroinitializer)
  %10706 = fadd <16 x float> %10689, %10705
  br label %10707

10707:                                            ; preds = %10704, %10697, %10690
  %10708 = phi <16 x float> [ %10706, %10704 ], [ %10703, %10697 ], [ %10696, %10690 ]
  switch i64 %95, label %1208 [
    i64 1, label %10723
    i64 2, label %10716
    i64 3, label %10709
    i64 0, label %10729
  ]

10709:                                            ; preds = %10707
  %10710 = bitcast <16 x float> %10708 to <8 x i64>
  %10711 = and <8 x i64> %10710, %64
  %10712 = fcmp oeq <16 x float> %10708, %39
  %10713 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %10708, i32 4)
  %10714 = bitcast <8 x i64> %10711 to <16 x float>
  %10715 = select <16 x i1> %10712, <16 x float> %10714, <16 x float> %10713
  br label %10729

10716:                                            ; preds = %10707
  %10717 = bitcast <16 x float> %10708 to <8 x i64>
  %10718 = or <8 x i64> %10717, %65
  %10719 = fcmp oeq <16 x float> %10708, %42
  %10720 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %10708, i32 4)
  %10721 = bitcast <8 x i64> %10718 to <16 x float>
  %10722 = select <16 x i1> %10719, <16 x float> %10721, <16 x float> %10720
  br label %10729

10723:                                            ; preds = %10707
  %10724 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10670, <16 x i1> %824, <16 x float> zeroinitializer)
  %10725 = fadd <16 x float> %10708, %10724
  br label %10729

10726:                                            ; preds = %10369
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %10372, ptr align 1 %10374, <16 x i1> %825)
  %10727 = getelementptr float, ptr %934, i64 %10341
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %10371, ptr align 1 %10727, <16 x i1> %827)
  %10728 = getelementptr float, ptr %936, i64 %10341
  br label %10729

10729:                                            ; preds = %10666, %10688, %10707, %10723, %10716, %10709, %10726
  %10730 = phi ptr [ %10728, %10726 ], [ %10669, %10709 ], [ %10669, %10716 ], [ %10669, %10723 ], [ %10669, %10707 ], [ %10669, %10688 ], [ %10669, %10666 ]
  %10731 = phi <16 x i1> [ %829, %10726 ], [ %824, %10709 ], [ %824, %10716 ], [ %824, %10723 ], [ %824, %10707 ], [ %824, %10688 ], [ %824, %10666 ]
  %10732 = phi <16 x float> [ %10370, %10726 ], [ %10715, %10709 ], [ %10722, %10716 ], [ %10725, %10723 ], [ %10708, %10707 ], [ %10689, %10688 ], [ %10370, %10666 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %10732, ptr align 1 %10730, <16 x i1> %10731)
  br label %11112

10733:                                            ; preds = %9426
  %10734 = mul nsw i64 %9427, %43
  br i1 %58, label %10747, label %10738

10735:                                            ; preds = %10758
  %10736 = mul i64 %59, %9427
  %10737 = getelementptr inbounds float, ptr %30, i64 %10736
  br label %10768

10738:                                            ; preds = %10733
  %10739 = getelementptr inbounds float, ptr %31, i64 %9427
  %10740 = load float, ptr %10739, align 4
  %10741 = insertelement <16 x float> poison, float %10740, i64 0
  %10742 = shufflevector <16 x float> %10741, <16 x float> poison, <16 x i32> zeroinitializer
  %10743 = insertelement <16 x float> poison, float %10740, i64 0
  %10744 = shufflevector <16 x float> %10743, <16 x float> poison, <16 x i32> zeroinitializer
  %10745 = insertelement <16 x float> poison, float %10740, i64 0
  %10746 = shufflevector <16 x float> %10745, <16 x float> poison, <16 x i32> zeroinitializer
  br label %10758

10747:                                            ; preds = %10733
  %10748 = getelementptr inbounds float, ptr %327, i64 %10734
  %10749 = getelementptr inbounds float, ptr %10748, i64 %755
  %10750 = getelementptr inbounds float, ptr %10749, i64 %712
  %10751 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10750, <16 x i1> %754, <16 x float> zeroinitializer)
  %10752 = getelementptr inbounds float, ptr %10748, i64 %757
  %10753 = getelementptr inbounds float, ptr %10752, i64 %718
  %10754 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10753, <16 x i1> %756, <16 x float> zeroinitializer)
  %10755 = getelementptr inbounds float, ptr %10748, i64 %759
  %10756 = getelementptr inbounds float, ptr %10755, i64 %724
  %10757 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10756, <16 x i1> %758, <16 x float> zeroinitializer)
  br label %10758

10758:                                            ; preds = %10747, %10738
  %10759 = phi <16 x float> [ %10754, %10747 ], [ %10744, %10738 ]
  %10760 = phi <16 x float> [ %10751, %10747 ], [ %10742, %10738 ]
  %10761 = phi <16 x float> [ %10757, %10747 ], [ %10746, %10738 ]
  br i1 %60, label %10735, label %10762

10762:                                            ; preds = %10795, %10758
  %10763 = phi <16 x float> [ %10761, %10758 ], [ %10796, %10795 ]
  %10764 = phi <16 x float> [ %10759, %10758 ], [ %10797, %10795 ]
  %10765 = phi <16 x float> [ %10760, %10758 ], [ %10798, %10795 ]
  %10766 = add i64 %10734, %773
  %10767 = getelementptr inbounds float, ptr %332, i64 %10766
  br i1 %63, label %11105, label %10928

10768:                                            ; preds = %10735, %10795
  %10769 = phi <16 x float> [ %10761, %10735 ], [ %10796, %10795 ]
  %10770 = phi <16 x float> [ %10759, %10735 ], [ %10797, %10795 ]
  %10771 = phi <16 x float> [ %10760, %10735 ], [ %10798, %10795 ]
  %10772 = phi i64 [ 0, %10735 ], [ %10799, %10795 ]
  br i1 %61, label %10773, label %10795

10773:                                            ; preds = %10768
  %10774 = sub i64 %10772, %15
  %10775 = mul nuw nsw i64 %10772, %12
  %10776 = getelementptr inbounds nuw float, ptr %10737, i64 %10775
  %10777 = add i64 %10774, %760
  %10778 = icmp sgt i64 %10777, -1
  %10779 = icmp slt i64 %10777, %7
  %10780 = and i1 %10778, %10779
  %10781 = select i1 %10780, i64 %10777, i64 0
  %10782 = mul nsw i64 %10781, %8
  %10783 = add i64 %10774, %764
  %10784 = icmp sgt i64 %10783, -1
  %10785 = icmp slt i64 %10783, %7
  %10786 = and i1 %10784, %10785
  %10787 = select i1 %10786, i64 %10783, i64 0
  %10788 = mul nsw i64 %10787, %8
  %10789 = add i64 %10774, %768
  %10790 = icmp sgt i64 %10789, -1
  %10791 = icmp slt i64 %10789, %7
  %10792 = and i1 %10790, %10791
  %10793 = select i1 %10792, i64 %10789, i64 0
  %10794 = mul nsw i64 %10793, %8
  br label %10801

10795:                                            ; preds = %10887, %10768
  %10796 = phi <16 x float> [ %10769, %10768 ], [ %10888, %10887 ]
  %10797 = phi <16 x float> [ %10770, %10768 ], [ %10889, %10887 ]
  %10798 = phi <16 x float> [ %10771, %10768 ], [ %10890, %10887 ]
  %10799 = add nuw nsw i64 %10772, 1
  %10800 = icmp eq i64 %10799, %11
  br i1 %10800, label %10762, label %10768

10801:                                            ; preds = %10773, %10887
  %10802 = phi <16 x float> [ %10769, %10773 ], [ %10888, %10887 ]
  %10803 = phi <16 x float> [ %10770, %10773 ], [ %10889, %10887 ]
  %10804 = phi <16 x float> [ %10771, %10773 ], [ %10890, %10887 ]
  %10805 = phi i64 [ 0, %10773 ], [ %10891, %10887 ]
  %10806 = sub i64 %10805, %16
  %10807 = add i64 %10806, %761
  %10808 = add i64 %10806, %765
  %10809 = add i64 %10806, %769
  %10810 = getelementptr inbounds nuw float, ptr %10776, i64 %10805
  br i1 %62, label %10811, label %10887

10811:                                            ; preds = %10801
  %10812 = sub nsw i64 %8, %10809
  %10813 = tail call i64 @llvm.smin.i64(i64 %10812, i64 %771)
  %10814 = tail call i64 @llvm.smin.i64(i64 %10813, i64 32)
  %10815 = icmp slt i64 %10809, 0
  %10816 = sub nsw i64 0, %10809
  %10817 = select i1 %10815, i64 %10816, i64 0
  %10818 = icmp sgt i64 %10814, %10817
  %10819 = select i1 %10792, i1 %10818, i1 false
  %10820 = select i1 %10819, i64 %10814, i64 0
  %10821 = select i1 %10819, i64 %10817, i64 0
  %10822 = sub nsw i64 %8, %10808
  %10823 = tail call i64 @llvm.smin.i64(i64 %10822, i64 %767)
  %10824 = tail call i64 @llvm.smin.i64(i64 %10823, i64 32)
  %10825 = icmp slt i64 %10808, 0
  %10826 = sub nsw i64 0, %10808
  %10827 = select i1 %10825, i64 %10826, i64 0
  %10828 = icmp sgt i64 %10824, %10827
  %10829 = select i1 %10786, i1 %10828, i1 false
  %10830 = select i1 %10829, i64 %10824, i64 0
  %10831 = select i1 %10829, i64 %10827, i64 0
  %10832 = sub nsw i64 %8, %10807
  %10833 = tail call i64 @llvm.smin.i64(i64 %10832, i64 %763)
  %10834 = tail call i64 @llvm.smin.i64(i64 %10833, i64 32)
  %10835 = icmp slt i64 %10807, 0
  %10836 = sub nsw i64 0, %10807
  %10837 = select i1 %10835, i64 %10836, i64 0
  %10838 = icmp sgt i64 %10834, %10837
  %10839 = select i1 %10780, i1 %10838, i1 false
  %10840 = select i1 %10839, i64 %10834, i64 0
  %10841 = select i1 %10839, i64 %10837, i64 0
  %10842 = icmp sgt i64 %10840, %10841
  %10843 = icmp sgt i64 %10840, 31
  %10844 = trunc i64 %10840 to i32
  %10845 = shl nsw i32 -1, %10844
  %10846 = xor i32 %10845, -1
  %10847 = select i1 %10843, i32 -1, i32 %10846
  %10848 = trunc i64 %10841 to i32
  %10849 = shl nsw i32 -1, %10848
  %10850 = and i32 %10847, %10849
  %10851 = icmp sgt i64 %10830, %10831
  %10852 = icmp sgt i64 %10830, 31
  %10853 = trunc i64 %10830 to i32
  %10854 = shl nsw i32 -1, %10853
  %10855 = xor i32 %10854, -1
  %10856 = select i1 %10852, i32 -1, i32 %10855
  %10857 = trunc i64 %10831 to i32
  %10858 = shl nsw i32 -1, %10857
  %10859 = and i32 %10856, %10858
  %10860 = icmp sgt i64 %10820, %10821
  %10861 = icmp sgt i64 %10820, 31
  %10862 = trunc i64 %10820 to i32
  %10863 = shl nsw i32 -1, %10862
  %10864 = xor i32 %10863, -1
  %10865 = select i1 %10861, i32 -1, i32 %10864
  %10866 = trunc i64 %10821 to i32
  %10867 = shl nsw i32 -1, %10866
  %10868 = and i32 %10865, %10867
  %10869 = select i1 %10842, i32 %10850, i32 0
  %10870 = trunc i32 %10869 to i16
  %10871 = bitcast i16 %10870 to <16 x i1>
  %10872 = lshr i32 %10869, 16
  %10873 = trunc nuw i32 %10872 to i16
  %10874 = bitcast i16 %10873 to <16 x i1>
  %10875 = select i1 %10851, i32 %10859, i32 0
  %10876 = trunc i32 %10875 to i16
  %10877 = bitcast i16 %10876 to <16 x i1>
  %10878 = lshr i32 %10875, 16
  %10879 = trunc nuw i32 %10878 to i16
  %10880 = bitcast i16 %10879 to <16 x i1>
  %10881 = select i1 %10860, i32 %10868, i32 0
  %10882 = trunc i32 %10881 to i16
  %10883 = bitcast i16 %10882 to <16 x i1>
  %10884 = lshr i32 %10881, 16
  %10885 = trunc nuw i32 %10884 to i16
  %10886 = bitcast i16 %10885 to <16 x i1>
  br label %10893

10887:                                            ; preds = %10893, %10801
  %10888 = phi <16 x float> [ %10802, %10801 ], [ %10925, %10893 ]
  %10889 = phi <16 x float> [ %10803, %10801 ], [ %10924, %10893 ]
  %10890 = phi <16 x float> [ %10804, %10801 ], [ %10923, %10893 ]
  %10891 = add nuw nsw i64 %10805, 1
  %10892 = icmp eq i64 %10891, %12
  br i1 %10892, label %10795, label %10801

10893:                                            ; preds = %10811, %10893
  %10894 = phi <16 x float> [ %10802, %10811 ], [ %10925, %10893 ]
  %10895 = phi <16 x float> [ %10803, %10811 ], [ %10924, %10893 ]
  %10896 = phi <16 x float> [ %10804, %10811 ], [ %10923, %10893 ]
  %10897 = phi i64 [ 0, %10811 ], [ %10926, %10893 ]
  %10898 = mul nsw i64 %56, %10897
  %10899 = getelementptr inbounds float, ptr %325, i64 %10898
  %10900 = getelementptr float, ptr %10899, i64 %10782
  %10901 = getelementptr float, ptr %10900, i64 %10807
  %10902 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %10901, <16 x i1> %10871, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %10903 = getelementptr inbounds nuw i8, ptr %10901, i64 64
  %10904 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %10903, <16 x i1> %10874, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %10905 = shufflevector <16 x float> %10902, <16 x float> %10904, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %10906 = getelementptr float, ptr %10899, i64 %10788
  %10907 = getelementptr float, ptr %10906, i64 %10808
  %10908 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %10907, <16 x i1> %10877, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %10909 = getelementptr inbounds nuw i8, ptr %10907, i64 64
  %10910 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %10909, <16 x i1> %10880, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %10911 = shufflevector <16 x float> %10908, <16 x float> %10910, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %10912 = getelementptr float, ptr %10899, i64 %10794
  %10913 = getelementptr float, ptr %10912, i64 %10809
  %10914 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %10913, <16 x i1> %10883, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %10915 = getelementptr inbounds nuw i8, ptr %10913, i64 64
  %10916 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %10915, <16 x i1> %10886, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %10917 = shufflevector <16 x float> %10914, <16 x float> %10916, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %10918 = mul nuw nsw i64 %10897, %57
  %10919 = getelementptr inbounds nuw float, ptr %10810, i64 %10918
  %10920 = load float, ptr %10919, align 4
  %10921 = insertelement <16 x float> poison, float %10920, i64 0
  %10922 = shufflevector <16 x float> %10921, <16 x float> poison, <16 x i32> zeroinitializer
  %10923 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %10905, <16 x float> %10922, <16 x float> %10896)
  %10924 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %10911, <16 x float> %10922, <16 x float> %10895)
  %10925 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %10917, <16 x float> %10922, <16 x float> %10894)
  %10926 = add nuw nsw i64 %10897, 1
  %10927 = icmp eq i64 %10926, %5
  br i1 %10927, label %10887, label %10893

10928:                                            ; preds = %10762
  %10929 = getelementptr inbounds float, ptr %330, i64 %10766
  switch i64 %66, label %1208 [
    i64 1, label %10930
    i64 2, label %10933
    i64 3, label %10940
    i64 0, label %10985
  ]

10930:                                            ; preds = %10928
  %10931 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10929, <16 x i1> %774, <16 x float> zeroinitializer)
  %10932 = fadd <16 x float> %10765, %10931
  br label %10947

10933:                                            ; preds = %10928
  %10934 = bitcast <16 x float> %10765 to <8 x i64>
  %10935 = or <8 x i64> %10934, %65
  %10936 = fcmp oeq <16 x float> %10765, %42
  %10937 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %10765, i32 4)
  %10938 = bitcast <8 x i64> %10935 to <16 x float>
  %10939 = select <16 x i1> %10936, <16 x float> %10938, <16 x float> %10937
  br label %10947

10940:                                            ; preds = %10928
  %10941 = bitcast <16 x float> %10765 to <8 x i64>
  %10942 = and <8 x i64> %10941, %64
  %10943 = fcmp oeq <16 x float> %10765, %39
  %10944 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %10765, i32 4)
  %10945 = bitcast <8 x i64> %10942 to <16 x float>
  %10946 = select <16 x i1> %10943, <16 x float> %10945, <16 x float> %10944
  br label %10947

10947:                                            ; preds = %10940, %10933, %10930
  %10948 = phi <16 x float> [ %10932, %10930 ], [ %10939, %10933 ], [ %10946, %10940 ]
  switch i64 %68, label %1208 [
    i64 1, label %10963
    i64 2, label %10956
    i64 3, label %10949
    i64 0, label %10985
  ]

10949:                                            ; preds = %10947
  %10950 = bitcast <16 x float> %10948 to <8 x i64>
  %10951 = and <8 x i64> %10950, %64
  %10952 = fcmp oeq <16 x float> %10948, %39
  %10953 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %10948, i32 4)
  %10954 = bitcast <8 x i64> %10951 to <16 x float>
  %10955 = select <16 x i1> %10952, <16 x float> %10954, <16 x float> %10953
  br label %10966

10956:                                            ; preds = %10947
  %10957 = bitcast <16 x float> %10948 to <8 x i64>
  %10958 = or <8 x i64> %10957, %65
  %10959 = fcmp oeq <16 x float> %10948, %42
  %10960 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %10948, i32 4)
  %10961 = bitcast <8 x i64> %10958 to <16 x float>
  %10962 = select <16 x i1> %10959, <16 x float> %10961, <16 x float> %10960
  br label %10966

10963:                                            ; preds = %10947
  %10964 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10929, <16 x i1> %774, <16 x float> zeroinitializer)
  %10965 = fadd <16 x float> %10948, %10964
  br label %10966

10966:                                            ; preds = %10963, %10956, %10949
  %10967 = phi <16 x float> [ %10965, %10963 ], [ %10962, %10956 ], [ %10955, %10949 ]
  switch i64 %70, label %1208 [
    i64 1, label %10982
    i64 2, label %10975
    i64 3, label %10968
    i64 0, label %10985
  ]

10968:                                            ; preds = %10966
  %10969 = bitcast <16 x float> %10967 to <8 x i64>
  %10970 = and <8 x i64> %10969, %64
  %10971 = fcmp oeq <16 x float> %10967, %39
  %10972 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %10967, i32 4)
  %10973 = bitcast <8 x i64> %10970 to <16 x float>
  %10974 = select <16 x i1> %10971, <16 x float> %10973, <16 x float> %10972
  br label %10985

10975:                                            ; preds = %10966
  %10976 = bitcast <16 x float> %10967 to <8 x i64>
  %10977 = or <8 x i64> %10976, %65
  %10978 = fcmp oeq <16 x float> %10967, %42
  %10979 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %10967, i32 4)
  %10980 = bitcast <8 x i64> %10977 to <16 x float>
  %10981 = select <16 x i1> %10978, <16 x float> %10980, <16 x float> %10979
  br label %10985

10982:                                            ; preds = %10966
  %10983 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10929, <16 x i1> %774, <16 x float> zeroinitializer)
  %10984 = fadd <16 x float> %10967, %10983
  br label %10985

10985:                                            ; preds = %10928, %10947, %10966, %10982, %10975, %10968
  %10986 = phi <16 x float> [ %10974, %10968 ], [ %10981, %10975 ], [ %10984, %10982 ], [ %10948, %10947 ], [ %10967, %10966 ], [ %10765, %10928 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %10986, ptr align 1 %10767, <16 x i1> %774)
  %10987 = add i64 %10734, %776
  %10988 = getelementptr inbounds float, ptr %332, i64 %10987
  %10989 = getelementptr inbounds float, ptr %330, i64 %10987
  switch i64 %71, label %1208 [
    i64 1, label %11004
    i64 2, label %10997
    i64 3, label %10990
    i64 0, label %11045
  ]

10990:                                            ; preds = %10985
  %10991 = bitcast <16 x float> %10764 to <8 x i64>
  %10992 = and <8 x i64> %10991, %64
  %10993 = fcmp oeq <16 x float> %10764, %39
  %10994 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %10764, i32 4)
  %10995 = bitcast <8 x i64> %10992 to <16 x float>
  %10996 = select <16 x i1> %10993, <16 x float> %10995, <16 x float> %10994
  br label %11007

10997:                                            ; preds = %10985
  %10998 = bitcast <16 x float> %10764 to <8 x i64>
  %10999 = or <8 x i64> %10998, %65
  %11000 = fcmp oeq <16 x float> %10764, %42
  %11001 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %10764, i32 4)
  %11002 = bitcast <8 x i64> %10999 to <16 x float>
  %11003 = select <16 x i1> %11000, <16 x float> %11002, <16 x float> %11001
  br label %11007

11004:                                            ; preds = %10985
  %11005 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10989, <16 x i1> %777, <16 x float> zeroinitializer)
  %11006 = fadd <16 x float> %10764, %11005
  br label %11007

11007:                                            ; preds = %11004, %10997, %10990
  %11008 = phi <16 x float> [ %11006, %11004 ], [ %11003, %10997 ], [ %10996, %10990 ]
  switch i64 %73, label %1208 [
    i64 1, label %11023
    i64 2, label %11016
    i64 3, label %11009
    i64 0, label %11045
  ]

11009:                                            ; preds = %11007
  %11010 = bitcast <16 x float> %11008 to <8 x i64>
  %11011 = and <8 x i64> %11010, %64
  %11012 = fcmp oeq <16 x float> %11008, %39
  %11013 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %11008, i32 4)
  %11014 = bitcast <8 x i64> %11011 to <16 x float>
  %11015 = select <16 x i1> %11012, <16 x float> %11014, <16 x float> %11013
  br label %11026

11016:                                            ; preds = %11007
  %11017 = bitcast <16 x float> %11008 to <8 x i64>
  %11018 = or <8 x i64> %11017, %65
  %11019 = fcmp oeq <16 x float> %11008, %42
  %11020 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %11008, i32 4)
  %11021 = bitcast <8 x i64> %11018 to <16 x float>
  %11022 = select <16 x i1> %11019, <16 x float> %11021, <16 x float> %11020
  br label %11026

11023:                                            ; preds = %11007
  %11024 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10989, <16 x i1> %777, <16 x float> zeroinitializer)
  %11025 = fadd <16 x float> %11008, %11024
  br label %11026

11026:                                            ; preds = %11023, %11016, %11009
  %11027 = phi <16 x float> [ %11025, %11023 ], [ %11022, %11016 ], [ %11015, %11009 ]
  switch i64 %75, label %1208 [
    i64 1, label %11042
    i64 2, label %11035
    i64 3, label %11028
    i64 0, label %11045
  ]

11028:                                            ; preds = %11026
  %11029 = bitcast <16 x float> %11027 to <8 x i64>
  %11030 = and <8 x i64> %11029, %64
  %11031 = fcmp oeq <16 x float> %11027, %39
  %11032 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %11027, i32 4)
  %11033 = bitcast <8 x i64> %11030 to <16 x float>
  %11034 = select <16 x i1> %11031, <16 x float> %11033, <16 x float> %11032
  br label %11045

11035:                                            ; preds = %11026
  %11036 = bitcast <16 x float> %11027 to <8 x i64>
  %11037 = or <8 x i64> %11036, %65
  %11038 = fcmp oeq <16 x float> %11027, %42
  %11039 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %11027, i32 4)
  %11040 = bitcast <8 x i64> %11037 to <16 x float>
  %11041 = select <16 x i1> %11038, <16 x float> %11040, <16 x float> %11039
  br label %11045

11042:                                            ; preds = %11026
  %11043 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10989, <16 x i1> %777, <16 x float> zeroinitializer)
  %11044 = fadd <16 x float> %11027, %11043
  br label %11045

11045:                                            ; preds = %10985, %11007, %11026, %11042, %11035, %11028
  %11046 = phi <16 x float> [ %11034, %11028 ], [ %11041, %11035 ], [ %11044, %11042 ], [ %11008, %11007 ], [ %11027, %11026 ], [ %10764, %10985 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %11046, ptr align 1 %10988, <16 x i1> %777)
  %11047 = add i64 %10734, %779
  %11048 = getelementptr inbounds float, ptr %332, i64 %11047
  %11049 = getelementptr inbounds float, ptr %330, i64 %11047
  switch i64 %76, label %1208 [
    i64 1, label %11064
    i64 2, label %11057
    i64 3, label %11050
    i64 0, label %11108
  ]

11050:                                            ; preds = %11045
  %11051 = bitcast <16 x float> %10763 to <8 x i64>
  %11052 = and <8 x i64> %11051, %64
  %11053 = fcmp oeq <16 x float> %10763, %39
  %11054 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %10763, i32 4)
  %11055 = bitcast <8 x i64> %11052 to <16 x float>
  %11056 = select <16 x i1> %11053, <16 x float> %11055, <16 x float> %11054
  br label %11067

11057:                                            ; preds = %11045
  %11058 = bitcast <16 x float> %10763 to <8 x i64>
  %11059 = or <8 x i64> %11058, %65
  %11060 = fcmp oeq <16 x float> %10763, %42
  %11061 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %10763, i32 4)
  %11062 = bitcast <8 x i64> %11059 to <16 x float>
  %11063 = select <16 x i1> %11060, <16 x float> %11062, <16 x float> %11061
  br label %11067

11064:                                            ; preds = %11045
  %11065 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %11049, <16 x i1> %780, <16 x float> zeroinitializer)
  %11066 = fadd <16 x float> %10763, %11065
  br label %11067

11067:                                            ; preds = %11064, %11057, %11050
  %11068 = phi <16 x float> [ %11066, %11064 ], [ %11063, %11057 ], [ %11056, %11050 ]
  switch i64 %78, label %1208 [
    i64 1, label %11083
    i64 2, label %11076
    i64 3, label %11069
    i64 0, label %11108
  ]

11069:                                            ; preds = %11067
  %11070 = bitcast <16 x float> %11068 to <8 x i64>
  %11071 = and <8 x i64> %11070, %64
  %11072 = fcmp oeq <16 x float> %11068, %39
  %11073 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %11068, i32 4)
  %11074 = bitcast <8 x i64> %11071 to <16 x float>
  %11075 = select <16 x i1> %11072, <16 x float> %11074, <16 x float> %11073
  br label %11086

11076:                                            ; preds = %11067
  %11077 = bitcast <16 x float> %11068 to <8 x i64>
  %11078 = or <8 x i64> %11077, %65
  %11079 = fcmp oeq <16 x float> %11068, %42
  %11080 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %11068, i32 4)
  %11081 = bitcast <8 x i64> %11078 to <16 x float>
  %11082 = select <16 x i1> %11079, <16 x float> %11081, <16 x float> %11080
  br label %11086

11083:                                            ; preds = %11067
  %11084 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %11049, <16 x i1> %780, <16 x float> zeroinitializer)
  %11085 = fadd <16 x float> %11068, %11084
  br label %11086

11086:                                            ; preds = %11083, %11076, %11069
  %11087 = phi <16 x float> [ %11085, %11083 ], [ %11082, %11076 ], [ %11075, %11069 ]
  switch i64 %80, label %1208 [
    i64 1, label %11102
    i64 2, label %11095
    i64 3, label %11088
    i64 0, label %11108
  ]

11088:                                            ; preds = %11086
  %11089 = bitcast <16 x float> %11087 to <8 x i64>
  %11090 = and <8 x i64> %11089, %64
  %11091 = fcmp oeq <16 x float> %11087, %39
  %11092 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %39, <16 x float> %11087, i32 4)
  %11093 = bitcast <8 x i64> %11090 to <16 x float>
  %11094 = select <16 x i1> %11091, <16 x float> %11093, <16 x float> %11092
  br label %11108

11095:                                            ; preds = %11086
  %11096 = bitcast <16 x float> %11087 to <8 x i64>
  %11097 = or <8 x i64> %11096, %65
  %11098 = fcmp oeq <16 x float> %11087, %42
  %11099 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %42, <16 x float> %11087, i32 4)
  %11100 = bitcast <8 x i64> %11097 to <16 x float>
  %11101 = select <16 x i1> %11098, <16 x float> %11100, <16 x float> %11099
  br label %11108

11102:                                            ; preds = %11086
  %11103 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %11049, <16 x i1> %780, <16 x float> zeroinitializer)
  %11104 = fadd <16 x float> %11087, %11103
  br label %11108

11105:                                            ; preds = %10762
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %10765, ptr align 1 %10767, <16 x i1> %781)
  %11106 = getelementptr float, ptr %930, i64 %10734
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %10764, ptr align 1 %11106, <16 x i1> %783)
  %11107 = getelementptr float, ptr %932, i64 %10734
  br label %11108

11108:                                            ; preds = %11045, %11067, %11086, %11102, %11095, %11088, %11105
  %11109 = phi ptr [ %11107, %11105 ], [ %11048, %11088 ], [ %11048, %11095 ], [ %11048, %11102 ], [ %11048, %11086 ], [ %11048, %11067 ], [ %11048, %11045 ]
  %11110 = phi <16 x i1> [ %785, %11105 ], [ %780, %11088 ], [ %780, %11095 ], [ %780, %11102 ], [ %780, %11086 ], [ %780, %11067 ], [ %780, %11045 ]
  %11111 = phi <16 x float> [ %10763, %11105 ], [ %11094, %11088 ], [ %11101, %11095 ], [ %11104, %11102 ], [ %11087, %11086 ], [ %11068, %11067 ], [ %10763, %11045 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %11111, ptr align 1 %11109, <16 x i1> %11110)
  br label %11112

11112:                                            ; preds = %9591, %9787, %10069, %10336, %10729, %11108, %9426
  %11113 = add i64 %9427, 1
  %11114 = icmp eq i64 %11113, %6
  br i1 %11114, label %11115, label %9426

11115:                                            ; preds = %11112, %729, %1690, %2452, %3856, %5288, %7334, %9422, %941
  %11116 = add nuw nsw i64 %707, 3
  %11117 = icmp slt i64 %11116, %333
  br i1 %11117, label %706, label %703
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr captures(none), <16 x i1>, <16 x float>)

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.fma.v16f32(<16 x float>, <16 x float>, <16 x float>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr captures(none), <16 x i1>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float>, <16 x float>, i32 immarg)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float>, <16 x float>, i32 immarg)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef)
