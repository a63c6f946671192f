; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_dwconv_f32_nchw_fma512(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20, i64 noundef %21, i64 noundef %22, i64 noundef %23, i64 noundef %24, i64 noundef %25, i64 noundef %26) local_unnamed_addr {
  %28 = alloca [8 x <16 x float>], align 64
  %29 = alloca [8 x <16 x float>], align 64
  %30 = alloca [8 x <16 x float>], align 64
  %31 = alloca [8 x <16 x float>], align 64
  %32 = alloca [8 x <16 x float>], align 64
  %33 = alloca [8 x <16 x float>], align 64
  %34 = inttoptr i64 %0 to ptr
  %35 = inttoptr i64 %1 to ptr
  %36 = inttoptr i64 %21 to ptr
  %37 = inttoptr i64 %22 to ptr
  %38 = inttoptr i64 %2 to ptr
  %39 = trunc i64 %24 to i32
  %40 = trunc i64 %25 to i32
  %41 = insertelement <16 x i32> poison, i32 %39, i64 0
  %42 = bitcast <16 x i32> %41 to <16 x float>
  %43 = shufflevector <16 x float> %42, <16 x float> poison, <16 x i32> zeroinitializer
  %44 = insertelement <16 x i32> poison, i32 %40, i64 0
  %45 = bitcast <16 x i32> %44 to <16 x float>
  %46 = shufflevector <16 x float> %45, <16 x float> poison, <16 x i32> zeroinitializer
  %47 = icmp eq i64 %13, 2
  %48 = icmp slt i64 %3, %4
  br i1 %48, label %49, label %398

49:                                               ; preds = %27
  %50 = mul i64 %7, %6
  %51 = mul i64 %11, %10
  %52 = icmp eq i64 %22, 0
  %53 = icmp sgt i64 %9, 0
  %54 = icmp sgt i64 %10, 0
  %55 = icmp sgt i64 %11, 0
  %56 = bitcast <16 x float> %43 to <8 x i64>
  %57 = bitcast <16 x float> %46 to <8 x i64>
  %58 = icmp eq i64 %21, 0
  %59 = and i64 %26, 3
  %60 = lshr i64 %26, 2
  %61 = and i64 %60, 3
  %62 = lshr i64 %26, 4
  %63 = and i64 %62, 3
  %64 = getelementptr inbounds nuw i8, ptr %33, i64 64
  %65 = lshr i64 %26, 2
  %66 = and i64 %65, 3
  %67 = lshr i64 %26, 4
  %68 = and i64 %67, 3
  %69 = getelementptr inbounds nuw i8, ptr %33, i64 128
  %70 = lshr i64 %26, 2
  %71 = and i64 %70, 3
  %72 = lshr i64 %26, 4
  %73 = and i64 %72, 3
  %74 = getelementptr inbounds nuw i8, ptr %33, i64 192
  %75 = lshr i64 %26, 2
  %76 = and i64 %75, 3
  %77 = lshr i64 %26, 4
  %78 = and i64 %77, 3
  %79 = getelementptr inbounds nuw i8, ptr %33, i64 256
  %80 = lshr i64 %26, 2
  %81 = and i64 %80, 3
  %82 = lshr i64 %26, 4
  %83 = and i64 %82, 3
  %84 = getelementptr inbounds nuw i8, ptr %33, i64 320
  %85 = lshr i64 %26, 2
  %86 = and i64 %85, 3
  %87 = lshr i64 %26, 4
  %88 = and i64 %87, 3
  %89 = getelementptr inbounds nuw i8, ptr %33, i64 384
  %90 = lshr i64 %26, 2
  %91 = and i64 %90, 3
  %92 = lshr i64 %26, 4
  %93 = and i64 %92, 3
  %94 = getelementptr inbounds nuw i8, ptr %33, i64 448
  %95 = lshr i64 %26, 2
  %96 = and i64 %95, 3
  %97 = lshr i64 %26, 4
  %98 = and i64 %97, 3
  %99 = and i64 %26, 3
  %100 = lshr i64 %26, 2
  %101 = and i64 %100, 3
  %102 = lshr i64 %26, 4
  %103 = and i64 %102, 3
  %104 = getelementptr inbounds nuw i8, ptr %32, i64 64
  %105 = lshr i64 %26, 2
  %106 = and i64 %105, 3
  %107 = lshr i64 %26, 4
  %108 = and i64 %107, 3
  %109 = getelementptr inbounds nuw i8, ptr %32, i64 128
  %110 = lshr i64 %26, 2
  %111 = and i64 %110, 3
  %112 = lshr i64 %26, 4
  %113 = and i64 %112, 3
  %114 = getelementptr inbounds nuw i8, ptr %32, i64 192
  %115 = lshr i64 %26, 2
  %116 = and i64 %115, 3
  %117 = lshr i64 %26, 4
  %118 = and i64 %117, 3
  %119 = getelementptr inbounds nuw i8, ptr %32, i64 256
  %120 = lshr i64 %26, 2
  %121 = and i64 %120, 3
  %122 = lshr i64 %26, 4
  %123 = and i64 %122, 3
  %124 = getelementptr inbounds nuw i8, ptr %32, i64 320
  %125 = lshr i64 %26, 2
  %126 = and i64 %125, 3
  %127 = lshr i64 %26, 4
  %128 = and i64 %127, 3
  %129 = getelementptr inbounds nuw i8, ptr %32, i64 384
  %130 = lshr i64 %26, 2
  %131 = and i64 %130, 3
  %132 = lshr i64 %26, 4
  %133 = and i64 %132, 3
  %134 = getelementptr inbounds nuw i8, ptr %32, i64 448
  %135 = lshr i64 %26, 2
  %136 = and i64 %135, 3
  %137 = lshr i64 %26, 4
  %138 = and i64 %137, 3
  %139 = and i64 %26, 3
  %140 = lshr i64 %26, 2
  %141 = and i64 %140, 3
  %142 = lshr i64 %26, 4
  %143 = and i64 %142, 3
  %144 = getelementptr inbounds nuw i8, ptr %31, i64 64
  %145 = lshr i64 %26, 2
  %146 = and i64 %145, 3
  %147 = lshr i64 %26, 4
  %148 = and i64 %147, 3
  %149 = getelementptr inbounds nuw i8, ptr %31, i64 128
  %150 = lshr i64 %26, 2
  %151 = and i64 %150, 3
  %152 = lshr i64 %26, 4
  %153 = and i64 %152, 3
  %154 = getelementptr inbounds nuw i8, ptr %31, i64 192
  %155 = lshr i64 %26, 2
  %156 = and i64 %155, 3
  %157 = lshr i64 %26, 4
  %158 = and i64 %157, 3
  %159 = getelementptr inbounds nuw i8, ptr %31, i64 256
  %160 = lshr i64 %26, 2
  %161 = and i64 %160, 3
  %162 = lshr i64 %26, 4
  %163 = and i64 %162, 3
  %164 = getelementptr inbounds nuw i8, ptr %31, i64 320
  %165 = lshr i64 %26, 2
  %166 = and i64 %165, 3
  %167 = lshr i64 %26, 4
  %168 = and i64 %167, 3
  %169 = getelementptr inbounds nuw i8, ptr %31, i64 384
  %170 = lshr i64 %26, 2
  %171 = and i64 %170, 3
  %172 = lshr i64 %26, 4
  %173 = and i64 %172, 3
  %174 = and i64 %26, 3
  %175 = lshr i64 %26, 2
  %176 = and i64 %175, 3
  %177 = lshr i64 %26, 4
  %178 = and i64 %177, 3
  %179 = getelementptr inbounds nuw i8, ptr %30, i64 64
  %180 = lshr i64 %26, 2
  %181 = and i64 %180, 3
  %182 = lshr i64 %26, 4
  %183 = and i64 %182, 3
  %184 = getelementptr inbounds nuw i8, ptr %30, i64 128
  %185 = lshr i64 %26, 2
  %186 = and i64 %185, 3
  %187 = lshr i64 %26, 4
  %188 = and i64 %187, 3
  %189 = getelementptr inbounds nuw i8, ptr %30, i64 192
  %190 = lshr i64 %26, 2
  %191 = and i64 %190, 3
  %192 = lshr i64 %26, 4
  %193 = and i64 %192, 3
  %194 = getelementptr inbounds nuw i8, ptr %30, i64 256
  %195 = lshr i64 %26, 2
  %196 = and i64 %195, 3
  %197 = lshr i64 %26, 4
  %198 = and i64 %197, 3
  %199 = getelementptr inbounds nuw i8, ptr %30, i64 320
  %200 = lshr i64 %26, 2
  %201 = and i64 %200, 3
  %202 = lshr i64 %26, 4
  %203 = and i64 %202, 3
  %204 = getelementptr inbounds nuw i8, ptr %30, i64 384
  %205 = lshr i64 %26, 2
  %206 = and i64 %205, 3
  %207 = lshr i64 %26, 4
  %208 = and i64 %207, 3
  %209 = and i64 %26, 3
  %210 = lshr i64 %26, 2
  %211 = and i64 %210, 3
  %212 = lshr i64 %26, 4
  %213 = and i64 %212, 3
  %214 = lshr i64 %26, 2
  %215 = and i64 %214, 3
  %216 = lshr i64 %26, 4
  %217 = and i64 %216, 3
  %218 = lshr i64 %26, 2
  %219 = and i64 %218, 3
  %220 = lshr i64 %26, 4
  %221 = and i64 %220, 3
  %222 = lshr i64 %26, 2
  %223 = and i64 %222, 3
  %224 = lshr i64 %26, 4
  %225 = and i64 %224, 3
  %226 = lshr i64 %26, 2
  %227 = and i64 %226, 3
  %228 = lshr i64 %26, 4
  %229 = and i64 %228, 3
  %230 = lshr i64 %26, 2
  %231 = and i64 %230, 3
  %232 = lshr i64 %26, 4
  %233 = and i64 %232, 3
  %234 = and i64 %26, 3
  %235 = lshr i64 %26, 2
  %236 = and i64 %235, 3
  %237 = lshr i64 %26, 4
  %238 = and i64 %237, 3
  %239 = getelementptr inbounds nuw i8, ptr %29, i64 64
  %240 = lshr i64 %26, 2
  %241 = and i64 %240, 3
  %242 = lshr i64 %26, 4
  %243 = and i64 %242, 3
  %244 = getelementptr inbounds nuw i8, ptr %29, i64 128
  %245 = lshr i64 %26, 2
  %246 = and i64 %245, 3
  %247 = lshr i64 %26, 4
  %248 = and i64 %247, 3
  %249 = getelementptr inbounds nuw i8, ptr %29, i64 192
  %250 = lshr i64 %26, 2
  %251 = and i64 %250, 3
  %252 = lshr i64 %26, 4
  %253 = and i64 %252, 3
  %254 = getelementptr inbounds nuw i8, ptr %29, i64 256
  %255 = lshr i64 %26, 2
  %256 = and i64 %255, 3
  %257 = lshr i64 %26, 4
  %258 = and i64 %257, 3
  %259 = getelementptr inbounds nuw i8, ptr %29, i64 320
  %260 = lshr i64 %26, 2
  %261 = and i64 %260, 3
  %262 = lshr i64 %26, 4
  %263 = and i64 %262, 3
  %264 = and i64 %26, 3
  %265 = lshr i64 %26, 2
  %266 = and i64 %265, 3
  %267 = lshr i64 %26, 4
  %268 = and i64 %267, 3
  %269 = lshr i64 %26, 2
  %270 = and i64 %269, 3
  %271 = lshr i64 %26, 4
  %272 = and i64 %271, 3
  %273 = lshr i64 %26, 2
  %274 = and i64 %273, 3
  %275 = lshr i64 %26, 4
  %276 = and i64 %275, 3
  %277 = lshr i64 %26, 2
  %278 = and i64 %277, 3
  %279 = lshr i64 %26, 4
  %280 = and i64 %279, 3
  %281 = lshr i64 %26, 2
  %282 = and i64 %281, 3
  %283 = lshr i64 %26, 4
  %284 = and i64 %283, 3
  %285 = and i64 %26, 3
  %286 = lshr i64 %26, 2
  %287 = and i64 %286, 3
  %288 = lshr i64 %26, 4
  %289 = and i64 %288, 3
  %290 = getelementptr inbounds nuw i8, ptr %28, i64 64
  %291 = lshr i64 %26, 2
  %292 = and i64 %291, 3
  %293 = lshr i64 %26, 4
  %294 = and i64 %293, 3
  %295 = getelementptr inbounds nuw i8, ptr %28, i64 128
  %296 = lshr i64 %26, 2
  %297 = and i64 %296, 3
  %298 = lshr i64 %26, 4
  %299 = and i64 %298, 3
  %300 = getelementptr inbounds nuw i8, ptr %28, i64 192
  %301 = lshr i64 %26, 2
  %302 = and i64 %301, 3
  %303 = lshr i64 %26, 4
  %304 = and i64 %303, 3
  %305 = getelementptr inbounds nuw i8, ptr %28, i64 256
  %306 = lshr i64 %26, 2
  %307 = and i64 %306, 3
  %308 = lshr i64 %26, 4
  %309 = and i64 %308, 3
  %310 = and i64 %26, 3
  %311 = lshr i64 %26, 2
  %312 = and i64 %311, 3
  %313 = lshr i64 %26, 4
  %314 = and i64 %313, 3
  %315 = lshr i64 %26, 2
  %316 = and i64 %315, 3
  %317 = lshr i64 %26, 4
  %318 = and i64 %317, 3
  %319 = lshr i64 %26, 2
  %320 = and i64 %319, 3
  %321 = lshr i64 %26, 4
  %322 = and i64 %321, 3
  %323 = lshr i64 %26, 2
  %324 = and i64 %323, 3
  %325 = lshr i64 %26, 4
  %326 = and i64 %325, 3
  %327 = and i64 %26, 3
  %328 = lshr i64 %26, 2
  %329 = and i64 %328, 3
  %330 = lshr i64 %26, 4
  %331 = and i64 %330, 3
  %332 = lshr i64 %26, 2
  %333 = and i64 %332, 3
  %334 = lshr i64 %26, 4
  %335 = and i64 %334, 3
  %336 = lshr i64 %26, 2
  %337 = and i64 %336, 3
  %338 = lshr i64 %26, 4
  %339 = and i64 %338, 3
  %340 = lshr i64 %26, 2
  %341 = and i64 %340, 3
  %342 = lshr i64 %26, 4
  %343 = and i64 %342, 3
  %344 = and i64 %26, 3
  %345 = lshr i64 %26, 2
  %346 = and i64 %345, 3
  %347 = lshr i64 %26, 4
  %348 = and i64 %347, 3
  %349 = lshr i64 %26, 2
  %350 = and i64 %349, 3
  %351 = lshr i64 %26, 4
  %352 = and i64 %351, 3
  %353 = lshr i64 %26, 2
  %354 = and i64 %353, 3
  %355 = lshr i64 %26, 4
  %356 = and i64 %355, 3
  %357 = and i64 %26, 3
  %358 = lshr i64 %26, 2
  %359 = and i64 %358, 3
  %360 = lshr i64 %26, 4
  %361 = and i64 %360, 3
  %362 = lshr i64 %26, 2
  %363 = and i64 %362, 3
  %364 = lshr i64 %26, 4
  %365 = and i64 %364, 3
  %366 = lshr i64 %26, 2
  %367 = and i64 %366, 3
  %368 = lshr i64 %26, 4
  %369 = and i64 %368, 3
  %370 = and i64 %26, 3
  %371 = lshr i64 %26, 2
  %372 = and i64 %371, 3
  %373 = lshr i64 %26, 4
  %374 = and i64 %373, 3
  %375 = lshr i64 %26, 2
  %376 = and i64 %375, 3
  %377 = lshr i64 %26, 4
  %378 = and i64 %377, 3
  %379 = and i64 %26, 3
  %380 = lshr i64 %26, 2
  %381 = and i64 %380, 3
  %382 = lshr i64 %26, 4
  %383 = and i64 %382, 3
  %384 = lshr i64 %26, 2
  %385 = and i64 %384, 3
  %386 = lshr i64 %26, 4
  %387 = and i64 %386, 3
  %388 = and i64 %26, 3
  %389 = lshr i64 %26, 2
  %390 = and i64 %389, 3
  %391 = lshr i64 %26, 4
  %392 = and i64 %391, 3
  %393 = and i64 %26, 3
  %394 = lshr i64 %26, 2
  %395 = and i64 %394, 3
  %396 = lshr i64 %26, 4
  %397 = and i64 %396, 3
  br label %399

398:                                              ; preds = %426, %27
  ret void

399:                                              ; preds = %49, %426
  %400 = phi i64 [ %3, %49 ], [ %427, %426 ]
  %401 = srem i64 %400, %8
  %402 = sdiv i64 %400, %8
  %403 = srem i64 %402, %5
  %404 = sdiv i64 %402, %5
  %405 = mul nsw i64 %404, %19
  %406 = getelementptr inbounds float, ptr %34, i64 %405
  %407 = mul i64 %50, %403
  %408 = getelementptr inbounds float, ptr %406, i64 %407
  %409 = mul i64 %51, %403
  %410 = getelementptr inbounds float, ptr %35, i64 %409
  %411 = getelementptr inbounds float, ptr %36, i64 %403
  %412 = mul nsw i64 %404, %20
  %413 = getelementptr inbounds float, ptr %38, i64 %412
  %414 = mul nsw i64 %403, %8
  %415 = add nsw i64 %414, %401
  %416 = mul nsw i64 %415, %9
  %417 = getelementptr inbounds float, ptr %413, i64 %416
  %418 = mul nsw i64 %404, %23
  %419 = getelementptr inbounds float, ptr %37, i64 %418
  %420 = getelementptr inbounds float, ptr %419, i64 %416
  %421 = select i1 %52, ptr null, ptr %420
  br i1 %53, label %422, label %426

422:                                              ; preds = %399
  %423 = mul nsw i64 %401, %12
  %424 = sub i64 %423, %16
  %425 = icmp eq ptr %421, null
  br label %429

426:                                              ; preds = %7623, %399
  %427 = add i64 %400, 1
  %428 = icmp eq i64 %427, %4
  br i1 %428, label %398, label %399

429:                                              ; preds = %422, %7623
  %430 = phi i64 [ 0, %422 ], [ %7624, %7623 ]
  %431 = sub nsw i64 %9, %430
  %432 = add nuw nsw i64 %431, 15
  %433 = lshr i64 %432, 4
  %434 = icmp ugt i64 %431, 112
  %435 = trunc i64 %433 to i32
  %436 = select i1 %434, i32 8, i32 %435
  switch i32 %436, label %7623 [
    i32 1, label %437
    i32 2, label %710
    i32 3, label %1205
    i32 4, label %1922
    i32 5, label %2861
    i32 6, label %3862
    i32 7, label %5043
    i32 8, label %6256
  ]

437:                                              ; preds = %429
  br i1 %47, label %438, label %583

438:                                              ; preds = %437
  br i1 %54, label %439, label %443

439:                                              ; preds = %438
  %440 = shl nuw nsw i64 %430, 1
  %441 = shl nsw i64 %431, 1
  %442 = add nsw i64 %441, -1
  br label %455

443:                                              ; preds = %469, %438
  %444 = phi <16 x float> [ zeroinitializer, %438 ], [ %470, %469 ]
  %445 = icmp sgt i64 %431, 15
  %446 = trunc i64 %431 to i32
  %447 = shl nsw i32 -1, %446
  %448 = trunc i32 %447 to i16
  %449 = xor i16 %448, -1
  %450 = select i1 %445, i16 -1, i16 %449
  %451 = getelementptr inbounds nuw float, ptr %417, i64 %430
  %452 = getelementptr inbounds nuw float, ptr %421, i64 %430
  %453 = select i1 %425, ptr null, ptr %452
  %454 = bitcast i16 %450 to <16 x i1>
  br i1 %58, label %523, label %518

455:                                              ; preds = %439, %469
  %456 = phi <16 x float> [ zeroinitializer, %439 ], [ %470, %469 ]
  %457 = phi i64 [ 0, %439 ], [ %471, %469 ]
  %458 = mul nsw i64 %457, %14
  %459 = add i64 %424, %458
  %460 = icmp sgt i64 %459, -1
  %461 = icmp slt i64 %459, %6
  %462 = and i1 %460, %461
  %463 = select i1 %462, i64 %459, i64 0
  %464 = mul nsw i64 %463, %7
  %465 = getelementptr inbounds float, ptr %408, i64 %464
  br i1 %55, label %466, label %469

466:                                              ; preds = %455
  %467 = mul nuw nsw i64 %457, %11
  %468 = getelementptr inbounds nuw float, ptr %410, i64 %467
  br label %473

469:                                              ; preds = %504, %455
  %470 = phi <16 x float> [ %456, %455 ], [ %515, %504 ]
  %471 = add nuw nsw i64 %457, 1
  %472 = icmp eq i64 %471, %10
  br i1 %472, label %443, label %455

473:                                              ; preds = %466, %504
  %474 = phi <16 x float> [ %456, %466 ], [ %515, %504 ]
  %475 = phi i64 [ 0, %466 ], [ %516, %504 ]
  %476 = getelementptr inbounds nuw float, ptr %468, i64 %475
  %477 = load float, ptr %476, align 4
  %478 = insertelement <16 x float> poison, float %477, i64 0
  %479 = shufflevector <16 x float> %478, <16 x float> poison, <16 x i32> zeroinitializer
  %480 = mul nsw i64 %475, %15
  %481 = sub i64 %480, %17
  %482 = add i64 %481, %440
  %483 = icmp slt i64 %482, 0
  %484 = sub nsw i64 0, %482
  %485 = select i1 %483, i64 %484, i64 0
  %486 = sub nsw i64 %7, %482
  %487 = tail call i64 @llvm.smin.i64(i64 %486, i64 %442)
  %488 = tail call i64 @llvm.smin.i64(i64 %487, i64 32)
  %489 = icmp sgt i64 %488, %485
  %490 = select i1 %462, i1 %489, i1 false
  %491 = select i1 %490, i64 %485, i64 0
  %492 = select i1 %490, i64 %488, i64 0
  %493 = getelementptr inbounds float, ptr %465, i64 %482
  %494 = icmp sgt i64 %492, %491
  br i1 %494, label %495, label %504

495:                                              ; preds = %473
  %496 = icmp sgt i64 %492, 31
  %497 = trunc i64 %492 to i32
  %498 = shl nsw i32 -1, %497
  %499 = xor i32 %498, -1
  %500 = select i1 %496, i32 -1, i32 %499
  %501 = trunc i64 %491 to i32
  %502 = shl nsw i32 -1, %501
  %503 = and i32 %500, %502
  br label %504

504:                                              ; preds = %473, %495
  %505 = phi i32 [ %503, %495 ], [ 0, %473 ]
  %506 = trunc i32 %505 to i16
  %507 = bitcast i16 %506 to <16 x i1>
  %508 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %493, <16 x i1> %507, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %509 = lshr i32 %505, 16
  %510 = trunc nuw i32 %509 to i16
  %511 = getelementptr inbounds nuw i8, ptr %493, i64 64
  %512 = bitcast i16 %510 to <16 x i1>
  %513 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %511, <16 x i1> %512, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %514 = shufflevector <16 x float> %508, <16 x float> %513, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %515 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %514, <16 x float> %479, <16 x float> %474)
  %516 = add nuw nsw i64 %475, 1
  %517 = icmp eq i64 %516, %11
  br i1 %517, label %469, label %473

518:                                              ; preds = %443
  %519 = load float, ptr %411, align 4
  %520 = insertelement <16 x float> poison, float %519, i64 0
  %521 = shufflevector <16 x float> %520, <16 x float> poison, <16 x i32> zeroinitializer
  %522 = fadd <16 x float> %444, %521
  br label %523

523:                                              ; preds = %518, %443
  %524 = phi <16 x float> [ %522, %518 ], [ %444, %443 ]
  switch i64 %393, label %542 [
    i64 1, label %525
    i64 2, label %528
    i64 3, label %535
    i64 0, label %581
  ]

525:                                              ; preds = %523
  %526 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %453, <16 x i1> %454, <16 x float> zeroinitializer)
  %527 = fadd <16 x float> %524, %526
  br label %543

528:                                              ; preds = %523
  %529 = bitcast <16 x float> %524 to <8 x i64>
  %530 = or <8 x i64> %529, %57
  %531 = fcmp oeq <16 x float> %524, %46
  %532 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %524, i32 4)
  %533 = bitcast <8 x i64> %530 to <16 x float>
  %534 = select <16 x i1> %531, <16 x float> %533, <16 x float> %532
  br label %543

535:                                              ; preds = %523
  %536 = bitcast <16 x float> %524 to <8 x i64>
  %537 = and <8 x i64> %536, %56
  %538 = fcmp oeq <16 x float> %524, %43
  %539 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %524, i32 4)
  %540 = bitcast <8 x i64> %537 to <16 x float>
  %541 = select <16 x i1> %538, <16 x float> %540, <16 x float> %539
  br label %543

542:                                              ; preds = %7602, %7583, %7560, %7525, %7506, %7483, %7448, %7429, %7406, %7371, %7352, %7329, %7294, %7275, %7252, %7217, %7198, %7175, %7140, %7121, %7098, %7063, %7044, %7023, %6927, %6908, %6885, %6850, %6831, %6808, %6773, %6754, %6731, %6696, %6677, %6654, %6619, %6600, %6577, %6542, %6523, %6500, %6465, %6446, %6423, %6388, %6369, %6348, %6235, %6216, %6193, %6158, %6139, %6116, %6081, %6062, %6039, %6004, %5985, %5962, %5927, %5908, %5885, %5850, %5831, %5808, %5773, %5754, %5733, %5637, %5618, %5595, %5560, %5541, %5518, %5483, %5464, %5441, %5406, %5387, %5364, %5329, %5310, %5287, %5252, %5233, %5210, %5175, %5156, %5135, %5022, %5003, %4980, %4946, %4927, %4904, %4870, %4851, %4828, %4794, %4775, %4752, %4718, %4699, %4676, %4642, %4623, %4602, %4379, %4360, %4337, %4302, %4283, %4260, %4225, %4206, %4183, %4148, %4129, %4106, %4071, %4052, %4029, %3994, %3975, %3954, %3841, %3822, %3799, %3765, %3746, %3723, %3689, %3670, %3647, %3613, %3594, %3571, %3537, %3518, %3497, %3301, %3282, %3259, %3224, %3205, %3182, %3147, %3128, %3105, %3070, %3051, %3028, %2993, %2974, %2953, %2840, %2821, %2798, %2764, %2745, %2722, %2688, %2669, %2646, %2612, %2593, %2572, %2403, %2384, %2361, %2327, %2308, %2285, %2251, %2232, %2209, %2175, %2156, %2135, %1901, %1882, %1859, %1825, %1806, %1783, %1749, %1730, %1709, %1567, %1548, %1525, %1491, %1472, %1449, %1415, %1396, %1375, %1184, %1165, %1142, %1108, %1089, %1068, %953, %934, %911, %877, %858, %837, %689, %670, %651, %562, %543, %523
  unreachable

543:                                              ; preds = %535, %528, %525
  %544 = phi <16 x float> [ %527, %525 ], [ %534, %528 ], [ %541, %535 ]
  switch i64 %395, label %542 [
    i64 1, label %559
    i64 2, label %552
    i64 3, label %545
    i64 0, label %581
  ]

545:                                              ; preds = %543
  %546 = bitcast <16 x float> %544 to <8 x i64>
  %547 = and <8 x i64> %546, %56
  %548 = fcmp oeq <16 x float> %544, %43
  %549 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %544, i32 4)
  %550 = bitcast <8 x i64> %547 to <16 x float>
  %551 = select <16 x i1> %548, <16 x float> %550, <16 x float> %549
  br label %562

552:                                              ; preds = %543
  %553 = bitcast <16 x float> %544 to <8 x i64>
  %554 = or <8 x i64> %553, %57
  %555 = fcmp oeq <16 x float> %544, %46
  %556 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %544, i32 4)
  %557 = bitcast <8 x i64> %554 to <16 x float>
  %558 = select <16 x i1> %555, <16 x float> %557, <16 x float> %556
  br label %562

559:                                              ; preds = %543
  %560 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %453, <16 x i1> %454, <16 x float> zeroinitializer)
  %561 = fadd <16 x float> %544, %560
  br label %562

562:                                              ; preds = %559, %552, %545
  %563 = phi <16 x float> [ %561, %559 ], [ %558, %552 ], [ %551, %545 ]
  switch i64 %397, label %542 [
    i64 1, label %578
    i64 2, label %571
    i64 3, label %564
    i64 0, label %581
  ]

564:                                              ; preds = %562
  %565 = bitcast <16 x float> %563 to <8 x i64>
  %566 = and <8 x i64> %565, %56
  %567 = fcmp oeq <16 x float> %563, %43
  %568 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %563, i32 4)
  %569 = bitcast <8 x i64> %566 to <16 x float>
  %570 = select <16 x i1> %567, <16 x float> %569, <16 x float> %568
  br label %581

571:                                              ; preds = %562
  %572 = bitcast <16 x float> %563 to <8 x i64>
  %573 = or <8 x i64> %572, %57
  %574 = fcmp oeq <16 x float> %563, %46
  %575 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %563, i32 4)
  %576 = bitcast <8 x i64> %573 to <16 x float>
  %577 = select <16 x i1> %574, <16 x float> %576, <16 x float> %575
  br label %581

578:                                              ; preds = %562
  %579 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %453, <16 x i1> %454, <16 x float> zeroinitializer)
  %580 = fadd <16 x float> %563, %579
  br label %581

581:                                              ; preds = %564, %571, %578, %562, %543, %523
  %582 = phi <16 x float> [ %563, %562 ], [ %524, %523 ], [ %544, %543 ], [ %580, %578 ], [ %577, %571 ], [ %570, %564 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %582, ptr align 1 %451, <16 x i1> %454)
  br label %7623

583:                                              ; preds = %437
  br i1 %54, label %596, label %584

584:                                              ; preds = %610, %583
  %585 = phi <16 x float> [ zeroinitializer, %583 ], [ %611, %610 ]
  %586 = icmp sgt i64 %431, 15
  %587 = trunc i64 %431 to i32
  %588 = shl nsw i32 -1, %587
  %589 = trunc i32 %588 to i16
  %590 = xor i16 %589, -1
  %591 = select i1 %586, i16 -1, i16 %590
  %592 = getelementptr inbounds nuw float, ptr %417, i64 %430
  %593 = getelementptr inbounds nuw float, ptr %421, i64 %430
  %594 = select i1 %425, ptr null, ptr %593
  %595 = bitcast i16 %591 to <16 x i1>
  br i1 %58, label %651, label %646

596:                                              ; preds = %583, %610
  %597 = phi <16 x float> [ %611, %610 ], [ zeroinitializer, %583 ]
  %598 = phi i64 [ %612, %610 ], [ 0, %583 ]
  %599 = mul nsw i64 %598, %14
  %600 = add i64 %424, %599
  %601 = icmp sgt i64 %600, -1
  %602 = icmp slt i64 %600, %6
  %603 = and i1 %601, %602
  %604 = select i1 %603, i64 %600, i64 0
  %605 = mul nsw i64 %604, %7
  %606 = getelementptr inbounds float, ptr %408, i64 %605
  br i1 %55, label %607, label %610

607:                                              ; preds = %596
  %608 = mul nuw nsw i64 %598, %11
  %609 = getelementptr inbounds nuw float, ptr %410, i64 %608
  br label %614

610:                                              ; preds = %614, %596
  %611 = phi <16 x float> [ %597, %596 ], [ %643, %614 ]
  %612 = add nuw nsw i64 %598, 1
  %613 = icmp eq i64 %612, %10
  br i1 %613, label %584, label %596

614:                                              ; preds = %607, %614
  %615 = phi <16 x float> [ %597, %607 ], [ %643, %614 ]
  %616 = phi i64 [ 0, %607 ], [ %644, %614 ]
  %617 = getelementptr inbounds nuw float, ptr %609, i64 %616
  %618 = load float, ptr %617, align 4
  %619 = insertelement <16 x float> poison, float %618, i64 0
  %620 = shufflevector <16 x float> %619, <16 x float> poison, <16 x i32> zeroinitializer
  %621 = mul nsw i64 %616, %15
  %622 = sub i64 %621, %17
  %623 = add i64 %622, %430
  %624 = icmp slt i64 %623, 0
  %625 = sub nsw i64 0, %623
  %626 = select i1 %624, i64 %625, i64 0
  %627 = sub nsw i64 %7, %623
  %628 = tail call i64 @llvm.smin.i64(i64 %627, i64 %431)
  %629 = tail call i64 @llvm.smin.i64(i64 %628, i64 16)
  %630 = icmp sgt i64 %629, %626
  %631 = select i1 %603, i1 %630, i1 false
  %632 = trunc i64 %629 to i32
  %633 = shl nsw i32 -1, %632
  %634 = xor i32 %633, -1
  %635 = trunc i64 %626 to i32
  %636 = shl nsw i32 -1, %635
  %637 = and i32 %636, %634
  %638 = trunc i32 %637 to i16
  %639 = select i1 %631, i16 %638, i16 0
  %640 = getelementptr inbounds float, ptr %606, i64 %623
  %641 = bitcast i16 %639 to <16 x i1>
  %642 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %640, <16 x i1> %641, <16 x float> zeroinitializer)
  %643 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %642, <16 x float> %620, <16 x float> %615)
  %644 = add nuw nsw i64 %616, 1
  %645 = icmp eq i64 %644, %11
  br i1 %645, label %610, label %614

646:                                              ; preds = %584
  %647 = load float, ptr %411, align 4
  %648 = insertelement <16 x float> poison, float %647, i64 0
  %649 = shufflevector <16 x float> %648, <16 x float> poison, <16 x i32> zeroinitializer
  %650 = fadd <16 x float> %585, %649
  br label %651

651:                                              ; preds = %646, %584
  %652 = phi <16 x float> [ %650, %646 ], [ %585, %584 ]
  switch i64 %388, label %542 [
    i64 1, label %653
    i64 2, label %656
    i64 3, label %663
    i64 0, label %708
  ]

653:                                              ; preds = %651
  %654 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %594, <16 x i1> %595, <16 x float> zeroinitializer)
  %655 = fadd <16 x float> %652, %654
  br label %670

656:                                              ; preds = %651
  %657 = bitcast <16 x float> %652 to <8 x i64>
  %658 = or <8 x i64> %657, %57
  %659 = fcmp oeq <16 x float> %652, %46
  %660 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %652, i32 4)
  %661 = bitcast <8 x i64> %658 to <16 x float>
  %662 = select <16 x i1> %659, <16 x float> %661, <16 x float> %660
  br label %670

663:                                              ; preds = %651
  %664 = bitcast <16 x float> %652 to <8 x i64>
  %665 = and <8 x i64> %664, %56
  %666 = fcmp oeq <16 x float> %652, %43
  %667 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %652, i32 4)
  %668 = bitcast <8 x i64> %665 to <16 x float>
  %669 = select <16 x i1> %666, <16 x float> %668, <16 x float> %667
  br label %670

670:                                              ; preds = %663, %656, %653
  %671 = phi <16 x float> [ %655, %653 ], [ %662, %656 ], [ %669, %663 ]
  switch i64 %390, label %542 [
    i64 1, label %686
    i64 2, label %679
    i64 3, label %672
    i64 0, label %708
  ]

672:                                              ; preds = %670
  %673 = bitcast <16 x float> %671 to <8 x i64>
  %674 = and <8 x i64> %673, %56
  %675 = fcmp oeq <16 x float> %671, %43
  %676 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %671, i32 4)
  %677 = bitcast <8 x i64> %674 to <16 x float>
  %678 = select <16 x i1> %675, <16 x float> %677, <16 x float> %676
  br label %689

679:                                              ; preds = %670
  %680 = bitcast <16 x float> %671 to <8 x i64>
  %681 = or <8 x i64> %680, %57
  %682 = fcmp oeq <16 x float> %671, %46
  %683 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %671, i32 4)
  %684 = bitcast <8 x i64> %681 to <16 x float>
  %685 = select <16 x i1> %682, <16 x float> %684, <16 x float> %683
  br label %689

686:                                              ; preds = %670
  %687 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %594, <16 x i1> %595, <16 x float> zeroinitializer)
  %688 = fadd <16 x float> %671, %687
  br label %689

689:                                              ; preds = %686, %679, %672
  %690 = phi <16 x float> [ %688, %686 ], [ %685, %679 ], [ %678, %672 ]
  switch i64 %392, label %542 [
    i64 1, label %705
    i64 2, label %698
    i64 3, label %691
    i64 0, label %708
  ]

691:                                              ; preds = %689
  %692 = bitcast <16 x float> %690 to <8 x i64>
  %693 = and <8 x i64> %692, %56
  %694 = fcmp oeq <16 x float> %690, %43
  %695 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %690, i32 4)
  %696 = bitcast <8 x i64> %693 to <16 x float>
  %697 = select <16 x i1> %694, <16 x float> %696, <16 x float> %695
  br label %708

698:                                              ; preds = %689
  %699 = bitcast <16 x float> %690 to <8 x i64>
  %700 = or <8 x i64> %699, %57
  %701 = fcmp oeq <16 x float> %690, %46
  %702 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %690, i32 4)
  %703 = bitcast <8 x i64> %700 to <16 x float>
  %704 = select <16 x i1> %701, <16 x float> %703, <16 x float> %702
  br label %708

705:                                              ; preds = %689
  %706 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %594, <16 x i1> %595, <16 x float> zeroinitializer)
  %707 = fadd <16 x float> %690, %706
  br label %708

708:                                              ; preds = %691, %698, %705, %689, %670, %651
  %709 = phi <16 x float> [ %690, %689 ], [ %652, %651 ], [ %671, %670 ], [ %707, %705 ], [ %704, %698 ], [ %697, %691 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %709, ptr align 1 %592, <16 x i1> %595)
  br label %7623

710:                                              ; preds = %429
  br i1 %47, label %711, label %974

711:                                              ; preds = %710
  br i1 %54, label %712, label %721

712:                                              ; preds = %711
  %713 = shl nuw nsw i64 %430, 1
  %714 = shl nsw i64 %431, 1
  %715 = add nsw i64 %714, -1
  %716 = or disjoint i64 %430, 16
  %717 = sub nsw i64 %9, %716
  %718 = shl nuw nsw i64 %716, 1
  %719 = shl nsw i64 %717, 1
  %720 = add nsw i64 %719, -1
  br label %732

721:                                              ; preds = %747, %711
  %722 = phi <16 x float> [ zeroinitializer, %711 ], [ %748, %747 ]
  %723 = phi <16 x float> [ zeroinitializer, %711 ], [ %749, %747 ]
  %724 = getelementptr inbounds nuw float, ptr %417, i64 %430
  %725 = getelementptr inbounds nuw float, ptr %421, i64 %430
  %726 = icmp sgt i64 %431, 15
  %727 = trunc i64 %431 to i32
  %728 = shl nsw i32 -1, %727
  %729 = trunc i32 %728 to i16
  %730 = xor i16 %729, -1
  %731 = select i1 %726, i16 -1, i16 %730
  br i1 %58, label %837, label %832

732:                                              ; preds = %712, %747
  %733 = phi <16 x float> [ zeroinitializer, %712 ], [ %748, %747 ]
  %734 = phi <16 x float> [ zeroinitializer, %712 ], [ %749, %747 ]
  %735 = phi i64 [ 0, %712 ], [ %750, %747 ]
  %736 = mul nsw i64 %735, %14
  %737 = add i64 %424, %736
  %738 = icmp sgt i64 %737, -1
  %739 = icmp slt i64 %737, %6
  %740 = and i1 %738, %739
  %741 = select i1 %740, i64 %737, i64 0
  %742 = mul nsw i64 %741, %7
  %743 = getelementptr inbounds float, ptr %408, i64 %742
  br i1 %55, label %744, label %747

744:                                              ; preds = %732
  %745 = mul nuw nsw i64 %735, %11
  %746 = getelementptr inbounds nuw float, ptr %410, i64 %745
  br label %752

747:                                              ; preds = %818, %732
  %748 = phi <16 x float> [ %733, %732 ], [ %795, %818 ]
  %749 = phi <16 x float> [ %734, %732 ], [ %829, %818 ]
  %750 = add nuw nsw i64 %735, 1
  %751 = icmp eq i64 %750, %10
  br i1 %751, label %721, label %732

752:                                              ; preds = %744, %818
  %753 = phi <16 x float> [ %733, %744 ], [ %795, %818 ]
  %754 = phi <16 x float> [ %734, %744 ], [ %829, %818 ]
  %755 = phi i64 [ 0, %744 ], [ %830, %818 ]
  %756 = getelementptr inbounds nuw float, ptr %746, i64 %755
  %757 = load float, ptr %756, align 4
  %758 = insertelement <16 x float> poison, float %757, i64 0
  %759 = shufflevector <16 x float> %758, <16 x float> poison, <16 x i32> zeroinitializer
  %760 = mul nsw i64 %755, %15
  %761 = sub i64 %760, %17
  %762 = add i64 %761, %713
  %763 = icmp slt i64 %762, 0
  %764 = sub nsw i64 0, %762
  %765 = select i1 %763, i64 %764, i64 0
  %766 = sub nsw i64 %7, %762
  %767 = tail call i64 @llvm.smin.i64(i64 %766, i64 %715)
  %768 = tail call i64 @llvm.smin.i64(i64 %767, i64 32)
  %769 = icmp sgt i64 %768, %765
  %770 = select i1 %740, i1 %769, i1 false
  %771 = select i1 %770, i64 %765, i64 0
  %772 = select i1 %770, i64 %768, i64 0
  %773 = getelementptr inbounds float, ptr %743, i64 %762
  %774 = icmp sgt i64 %772, %771
  br i1 %774, label %775, label %784

775:                                              ; preds = %752
  %776 = icmp sgt i64 %772, 31
  %777 = trunc i64 %772 to i32
  %778 = shl nsw i32 -1, %777
  %779 = xor i32 %778, -1
  %780 = select i1 %776, i32 -1, i32 %779
  %781 = trunc i64 %771 to i32
  %782 = shl nsw i32 -1, %781
  %783 = and i32 %780, %782
  br label %784

784:                                              ; preds = %752, %775
  %785 = phi i32 [ %783, %775 ], [ 0, %752 ]
  %786 = trunc i32 %785 to i16
  %787 = bitcast i16 %786 to <16 x i1>
  %788 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %773, <16 x i1> %787, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %789 = lshr i32 %785, 16
  %790 = trunc nuw i32 %789 to i16
  %791 = getelementptr inbounds nuw i8, ptr %773, i64 64
  %792 = bitcast i16 %790 to <16 x i1>
  %793 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %791, <16 x i1> %792, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %794 = shufflevector <16 x float> %788, <16 x float> %793, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %795 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %794, <16 x float> %759, <16 x float> %753)
  %796 = add i64 %761, %718
  %797 = icmp slt i64 %796, 0
  %798 = sub nsw i64 0, %796
  %799 = select i1 %797, i64 %798, i64 0
  %800 = sub nsw i64 %7, %796
  %801 = tail call i64 @llvm.smin.i64(i64 %800, i64 %720)
  %802 = tail call i64 @llvm.smin.i64(i64 %801, i64 32)
  %803 = icmp sgt i64 %802, %799
  %804 = select i1 %740, i1 %803, i1 false
  %805 = select i1 %804, i64 %799, i64 0
  %806 = select i1 %804, i64 %802, i64 0
  %807 = getelementptr inbounds float, ptr %743, i64 %796
  %808 = icmp sgt i64 %806, %805
  br i1 %808, label %809, label %818

809:                                              ; preds = %784
  %810 = icmp sgt i64 %806, 31
  %811 = trunc i64 %806 to i32
  %812 = shl nsw i32 -1, %811
  %813 = xor i32 %812, -1
  %814 = select i1 %810, i32 -1, i32 %813
  %815 = trunc i64 %805 to i32
  %816 = shl nsw i32 -1, %815
  %817 = and i32 %814, %816
  br label %818

818:                                              ; preds = %809, %784
  %819 = phi i32 [ %817, %809 ], [ 0, %784 ]
  %820 = trunc i32 %819 to i16
  %821 = bitcast i16 %820 to <16 x i1>
  %822 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %807, <16 x i1> %821, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %823 = lshr i32 %819, 16
  %824 = trunc nuw i32 %823 to i16
  %825 = getelementptr inbounds nuw i8, ptr %807, i64 64
  %826 = bitcast i16 %824 to <16 x i1>
  %827 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %825, <16 x i1> %826, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %828 = shufflevector <16 x float> %822, <16 x float> %827, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %829 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %828, <16 x float> %759, <16 x float> %754)
  %830 = add nuw nsw i64 %755, 1
  %831 = icmp eq i64 %830, %11
  br i1 %831, label %747, label %752

832:                                              ; preds = %721
  %833 = load float, ptr %411, align 4
  %834 = insertelement <16 x float> poison, float %833, i64 0
  %835 = shufflevector <16 x float> %834, <16 x float> poison, <16 x i32> zeroinitializer
  %836 = fadd <16 x float> %722, %835
  br label %837

837:                                              ; preds = %832, %721
  %838 = phi <16 x float> [ %836, %832 ], [ %722, %721 ]
  %839 = select i1 %425, ptr null, ptr %725
  %840 = bitcast i16 %731 to <16 x i1>
  switch i64 %379, label %542 [
    i64 1, label %841
    i64 2, label %844
    i64 3, label %851
    i64 0, label %896
  ]

841:                                              ; preds = %837
  %842 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %839, <16 x i1> %840, <16 x float> zeroinitializer)
  %843 = fadd <16 x float> %838, %842
  br label %858

844:                                              ; preds = %837
  %845 = bitcast <16 x float> %838 to <8 x i64>
  %846 = or <8 x i64> %845, %57
  %847 = fcmp oeq <16 x float> %838, %46
  %848 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %838, i32 4)
  %849 = bitcast <8 x i64> %846 to <16 x float>
  %850 = select <16 x i1> %847, <16 x float> %849, <16 x float> %848
  br label %858

851:                                              ; preds = %837
  %852 = bitcast <16 x float> %838 to <8 x i64>
  %853 = and <8 x i64> %852, %56
  %854 = fcmp oeq <16 x float> %838, %43
  %855 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %838, i32 4)
  %856 = bitcast <8 x i64> %853 to <16 x float>
  %857 = select <16 x i1> %854, <16 x float> %856, <16 x float> %855
  br label %858

858:                                              ; preds = %851, %844, %841
  %859 = phi <16 x float> [ %843, %841 ], [ %850, %844 ], [ %857, %851 ]
  switch i64 %381, label %542 [
    i64 1, label %874
    i64 2, label %867
    i64 3, label %860
    i64 0, label %896
  ]

860:                                              ; preds = %858
  %861 = bitcast <16 x float> %859 to <8 x i64>
  %862 = and <8 x i64> %861, %56
  %863 = fcmp oeq <16 x float> %859, %43
  %864 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %859, i32 4)
  %865 = bitcast <8 x i64> %862 to <16 x float>
  %866 = select <16 x i1> %863, <16 x float> %865, <16 x float> %864
  br label %877

867:                                              ; preds = %858
  %868 = bitcast <16 x float> %859 to <8 x i64>
  %869 = or <8 x i64> %868, %57
  %870 = fcmp oeq <16 x float> %859, %46
  %871 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %859, i32 4)
  %872 = bitcast <8 x i64> %869 to <16 x float>
  %873 = select <16 x i1> %870, <16 x float> %872, <16 x float> %871
  br label %877

874:                                              ; preds = %858
  %875 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %839, <16 x i1> %840, <16 x float> zeroinitializer)
  %876 = fadd <16 x float> %859, %875
  br label %877

877:                                              ; preds = %874, %867, %860
  %878 = phi <16 x float> [ %876, %874 ], [ %873, %867 ], [ %866, %860 ]
  switch i64 %383, label %542 [
    i64 1, label %893
    i64 2, label %886
    i64 3, label %879
    i64 0, label %896
  ]

879:                                              ; preds = %877
  %880 = bitcast <16 x float> %878 to <8 x i64>
  %881 = and <8 x i64> %880, %56
  %882 = fcmp oeq <16 x float> %878, %43
  %883 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %878, i32 4)
  %884 = bitcast <8 x i64> %881 to <16 x float>
  %885 = select <16 x i1> %882, <16 x float> %884, <16 x float> %883
  br label %896

886:                                              ; preds = %877
  %887 = bitcast <16 x float> %878 to <8 x i64>
  %888 = or <8 x i64> %887, %57
  %889 = fcmp oeq <16 x float> %878, %46
  %890 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %878, i32 4)
  %891 = bitcast <8 x i64> %888 to <16 x float>
  %892 = select <16 x i1> %889, <16 x float> %891, <16 x float> %890
  br label %896

893:                                              ; preds = %877
  %894 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %839, <16 x i1> %840, <16 x float> zeroinitializer)
  %895 = fadd <16 x float> %878, %894
  br label %896

896:                                              ; preds = %879, %886, %893, %877, %858, %837
  %897 = phi <16 x float> [ %878, %877 ], [ %838, %837 ], [ %859, %858 ], [ %895, %893 ], [ %892, %886 ], [ %885, %879 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %897, ptr align 1 %724, <16 x i1> %840)
  %898 = or disjoint i64 %430, 16
  %899 = sub nsw i64 %9, %898
  %900 = icmp sgt i64 %899, 15
  %901 = trunc i64 %899 to i32
  %902 = shl nsw i32 -1, %901
  %903 = trunc i32 %902 to i16
  %904 = xor i16 %903, -1
  %905 = select i1 %900, i16 -1, i16 %904
  br i1 %58, label %911, label %906

906:                                              ; preds = %896
  %907 = load float, ptr %411, align 4
  %908 = insertelement <16 x float> poison, float %907, i64 0
  %909 = shufflevector <16 x float> %908, <16 x float> poison, <16 x i32> zeroinitializer
  %910 = fadd <16 x float> %723, %909
  br label %911

911:                                              ; preds = %906, %896
  %912 = phi <16 x float> [ %910, %906 ], [ %723, %896 ]
  %913 = getelementptr inbounds nuw i8, ptr %724, i64 64
  %914 = getelementptr inbounds nuw i8, ptr %725, i64 64
  %915 = select i1 %425, ptr null, ptr %914
  %916 = bitcast i16 %905 to <16 x i1>
  switch i64 %379, label %542 [
    i64 1, label %931
    i64 2, label %924
    i64 3, label %917
    i64 0, label %972
  ]

917:                                              ; preds = %911
  %918 = bitcast <16 x float> %912 to <8 x i64>
  %919 = and <8 x i64> %918, %56
  %920 = fcmp oeq <16 x float> %912, %43
  %921 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %912, i32 4)
  %922 = bitcast <8 x i64> %919 to <16 x float>
  %923 = select <16 x i1> %920, <16 x float> %922, <16 x float> %921
  br label %934

924:                                              ; preds = %911
  %925 = bitcast <16 x float> %912 to <8 x i64>
  %926 = or <8 x i64> %925, %57
  %927 = fcmp oeq <16 x float> %912, %46
  %928 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %912, i32 4)
  %929 = bitcast <8 x i64> %926 to <16 x float>
  %930 = select <16 x i1> %927, <16 x float> %929, <16 x float> %928
  br label %934

931:                                              ; preds = %911
  %932 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %915, <16 x i1> %916, <16 x float> zeroinitializer)
  %933 = fadd <16 x float> %912, %932
  br label %934

934:                                              ; preds = %931, %924, %917
  %935 = phi <16 x float> [ %933, %931 ], [ %930, %924 ], [ %923, %917 ]
  switch i64 %385, label %542 [
    i64 1, label %950
    i64 2, label %943
    i64 3, label %936
    i64 0, label %972
  ]

936:                                              ; preds = %934
  %937 = bitcast <16 x float> %935 to <8 x i64>
  %938 = and <8 x i64> %937, %56
  %939 = fcmp oeq <16 x float> %935, %43
  %940 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %935, i32 4)
  %941 = bitcast <8 x i64> %938 to <16 x float>
  %942 = select <16 x i1> %939, <16 x float> %941, <16 x float> %940
  br label %953

943:                                              ; preds = %934
  %944 = bitcast <16 x float> %935 to <8 x i64>
  %945 = or <8 x i64> %944, %57
  %946 = fcmp oeq <16 x float> %935, %46
  %947 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %935, i32 4)
  %948 = bitcast <8 x i64> %945 to <16 x float>
  %949 = select <16 x i1> %946, <16 x float> %948, <16 x float> %947
  br label %953

950:                                              ; preds = %934
  %951 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %915, <16 x i1> %916, <16 x float> zeroinitializer)
  %952 = fadd <16 x float> %935, %951
  br label %953

953:                                              ; preds = %950, %943, %936
  %954 = phi <16 x float> [ %952, %950 ], [ %949, %943 ], [ %942, %936 ]
  switch i64 %387, label %542 [
    i64 1, label %969
    i64 2, label %962
    i64 3, label %955
    i64 0, label %972
  ]

955:                                              ; preds = %953
  %956 = bitcast <16 x float> %954 to <8 x i64>
  %957 = and <8 x i64> %956, %56
  %958 = fcmp oeq <16 x float> %954, %43
  %959 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %954, i32 4)
  %960 = bitcast <8 x i64> %957 to <16 x float>
  %961 = select <16 x i1> %958, <16 x float> %960, <16 x float> %959
  br label %972

962:                                              ; preds = %953
  %963 = bitcast <16 x float> %954 to <8 x i64>
  %964 = or <8 x i64> %963, %57
  %965 = fcmp oeq <16 x float> %954, %46
  %966 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %954, i32 4)
  %967 = bitcast <8 x i64> %964 to <16 x float>
  %968 = select <16 x i1> %965, <16 x float> %967, <16 x float> %966
  br label %972

969:                                              ; preds = %953
  %970 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %915, <16 x i1> %916, <16 x float> zeroinitializer)
  %971 = fadd <16 x float> %954, %970
  br label %972

972:                                              ; preds = %955, %962, %969, %953, %934, %911
  %973 = phi <16 x float> [ %954, %953 ], [ %912, %911 ], [ %935, %934 ], [ %971, %969 ], [ %968, %962 ], [ %961, %955 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %973, ptr nonnull align 1 %913, <16 x i1> %916)
  br label %7623

974:                                              ; preds = %710
  br i1 %54, label %975, label %978

975:                                              ; preds = %974
  %976 = or disjoint i64 %430, 16
  %977 = sub nsw i64 %9, %976
  br label %989

978:                                              ; preds = %1004, %974
  %979 = phi <16 x float> [ zeroinitializer, %974 ], [ %1005, %1004 ]
  %980 = phi <16 x float> [ zeroinitializer, %974 ], [ %1006, %1004 ]
  %981 = getelementptr inbounds nuw float, ptr %417, i64 %430
  %982 = getelementptr inbounds nuw float, ptr %421, i64 %430
  %983 = icmp sgt i64 %431, 15
  %984 = trunc i64 %431 to i32
  %985 = shl nsw i32 -1, %984
  %986 = trunc i32 %985 to i16
  %987 = xor i16 %986, -1
  %988 = select i1 %983, i16 -1, i16 %987
  br i1 %58, label %1068, label %1063

989:                                              ; preds = %975, %1004
  %990 = phi <16 x float> [ zeroinitializer, %975 ], [ %1005, %1004 ]
  %991 = phi <16 x float> [ zeroinitializer, %975 ], [ %1006, %1004 ]
  %992 = phi i64 [ 0, %975 ], [ %1007, %1004 ]
  %993 = mul nsw i64 %992, %14
  %994 = add i64 %424, %993
  %995 = icmp sgt i64 %994, -1
  %996 = icmp slt i64 %994, %6
  %997 = and i1 %995, %996
  %998 = select i1 %997, i64 %994, i64 0
  %999 = mul nsw i64 %998, %7
  %1000 = getelementptr inbounds float, ptr %408, i64 %999
  br i1 %55, label %1001, label %1004

1001:                                             ; preds = %989
  %1002 = mul nuw nsw i64 %992, %11
  %1003 = getelementptr inbounds nuw float, ptr %410, i64 %1002
  br label %1009

1004:                                             ; preds = %1009, %989
  %1005 = phi <16 x float> [ %990, %989 ], [ %1039, %1009 ]
  %1006 = phi <16 x float> [ %991, %989 ], [ %1060, %1009 ]
  %1007 = add nuw nsw i64 %992, 1
  %1008 = icmp eq i64 %1007, %10
  br i1 %1008, label %978, label %989

1009:                                             ; preds = %1001, %1009
  %1010 = phi <16 x float> [ %990, %1001 ], [ %1039, %1009 ]
  %1011 = phi <16 x float> [ %991, %1001 ], [ %1060, %1009 ]
  %1012 = phi i64 [ 0, %1001 ], [ %1061, %1009 ]
  %1013 = getelementptr inbounds nuw float, ptr %1003, i64 %1012
  %1014 = load float, ptr %1013, align 4
  %1015 = insertelement <16 x float> poison, float %1014, i64 0
  %1016 = shufflevector <16 x float> %1015, <16 x float> poison, <16 x i32> zeroinitializer
  %1017 = mul nsw i64 %1012, %15
  %1018 = sub i64 %1017, %17
  %1019 = add i64 %1018, %430
  %1020 = icmp slt i64 %1019, 0
  %1021 = sub nsw i64 0, %1019
  %1022 = select i1 %1020, i64 %1021, i64 0
  %1023 = sub nsw i64 %7, %1019
  %1024 = tail call i64 @llvm.smin.i64(i64 %1023, i64 %431)
  %1025 = tail call i64 @llvm.smin.i64(i64 %1024, i64 16)
  %1026 = icmp sgt i64 %1025, %1022
  %1027 = select i1 %997, i1 %1026, i1 false
  %1028 = trunc i64 %1025 to i32
  %1029 = shl nsw i32 -1, %1028
  %1030 = xor i32 %1029, -1
  %1031 = trunc i64 %1022 to i32
  %1032 = shl nsw i32 -1, %1031
  %1033 = and i32 %1032, %1030
  %1034 = trunc i32 %1033 to i16
  %1035 = select i1 %1027, i16 %1034, i16 0
  %1036 = getelementptr inbounds float, ptr %1000, i64 %1019
  %1037 = bitcast i16 %1035 to <16 x i1>
  %1038 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1036, <16 x i1> %1037, <16 x float> zeroinitializer)
  %1039 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1038, <16 x float> %1016, <16 x float> %1010)
  %1040 = add i64 %1018, %976
  %1041 = icmp slt i64 %1040, 0
  %1042 = sub nsw i64 0, %1040
  %1043 = select i1 %1041, i64 %1042, i64 0
  %1044 = sub nsw i64 %7, %1040
  %1045 = tail call i64 @llvm.smin.i64(i64 %1044, i64 %977)
  %1046 = tail call i64 @llvm.smin.i64(i64 %1045, i64 16)
  %1047 = icmp sgt i64 %1046, %1043
  %1048 = select i1 %997, i1 %1047, i1 false
  %1049 = trunc i64 %1046 to i32
  %1050 = shl nsw i32 -1, %1049
  %1051 = xor i32 %1050, -1
  %1052 = trunc i64 %1043 to i32
  %1053 = shl nsw i32 -1, %1052
  %1054 = and i32 %1053, %1051
  %1055 = trunc i32 %1054 to i16
  %1056 = select i1 %1048, i16 %1055, i16 0
  %1057 = getelementptr inbounds float, ptr %1000, i64 %1040
  %1058 = bitcast i16 %1056 to <16 x i1>
  %1059 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1057, <16 x i1> %1058, <16 x float> zeroinitializer)
  %1060 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1059, <16 x float> %1016, <16 x float> %1011)
  %1061 = add nuw nsw i64 %1012, 1
  %1062 = icmp eq i64 %1061, %11
  br i1 %1062, label %1004, label %1009

1063:                                             ; preds = %978
  %1064 = load float, ptr %411, align 4
  %1065 = insertelement <16 x float> poison, float %1064, i64 0
  %1066 = shufflevector <16 x float> %1065, <16 x float> poison, <16 x i32> zeroinitializer
  %1067 = fadd <16 x float> %979, %1066
  br label %1068

1068:                                             ; preds = %1063, %978
  %1069 = phi <16 x float> [ %1067, %1063 ], [ %979, %978 ]
  %1070 = select i1 %425, ptr null, ptr %982
  %1071 = bitcast i16 %988 to <16 x i1>
  switch i64 %370, label %542 [
    i64 1, label %1072
    i64 2, label %1075
    i64 3, label %1082
    i64 0, label %1127
  ]

1072:                                             ; preds = %1068
  %1073 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1070, <16 x i1> %1071, <16 x float> zeroinitializer)
  %1074 = fadd <16 x float> %1069, %1073
  br label %1089

1075:                                             ; preds = %1068
  %1076 = bitcast <16 x float> %1069 to <8 x i64>
  %1077 = or <8 x i64> %1076, %57
  %1078 = fcmp oeq <16 x float> %1069, %46
  %1079 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1069, i32 4)
  %1080 = bitcast <8 x i64> %1077 to <16 x float>
  %1081 = select <16 x i1> %1078, <16 x float> %1080, <16 x float> %1079
  br label %1089

1082:                                             ; preds = %1068
  %1083 = bitcast <16 x float> %1069 to <8 x i64>
  %1084 = and <8 x i64> %1083, %56
  %1085 = fcmp oeq <16 x float> %1069, %43
  %1086 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1069, i32 4)
  %1087 = bitcast <8 x i64> %1084 to <16 x float>
  %1088 = select <16 x i1> %1085, <16 x float> %1087, <16 x float> %1086
  br label %1089

1089:                                             ; preds = %1082, %1075, %1072
  %1090 = phi <16 x float> [ %1074, %1072 ], [ %1081, %1075 ], [ %1088, %1082 ]
  switch i64 %372, label %542 [
    i64 1, label %1105
    i64 2, label %1098
    i64 3, label %1091
    i64 0, label %1127
  ]

1091:                                             ; preds = %1089
  %1092 = bitcast <16 x float> %1090 to <8 x i64>
  %1093 = and <8 x i64> %1092, %56
  %1094 = fcmp oeq <16 x float> %1090, %43
  %1095 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1090, i32 4)
  %1096 = bitcast <8 x i64> %1093 to <16 x float>
  %1097 = select <16 x i1> %1094, <16 x float> %1096, <16 x float> %1095
  br label %1108

1098:                                             ; preds = %1089
  %1099 = bitcast <16 x float> %1090 to <8 x i64>
  %1100 = or <8 x i64> %1099, %57
  %1101 = fcmp oeq <16 x float> %1090, %46
  %1102 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1090, i32 4)
  %1103 = bitcast <8 x i64> %1100 to <16 x float>
  %1104 = select <16 x i1> %1101, <16 x float> %1103, <16 x float> %1102
  br label %1108

1105:                                             ; preds = %1089
  %1106 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1070, <16 x i1> %1071, <16 x float> zeroinitializer)
  %1107 = fadd <16 x float> %1090, %1106
  br label %1108

1108:                                             ; preds = %1105, %1098, %1091
  %1109 = phi <16 x float> [ %1107, %1105 ], [ %1104, %1098 ], [ %1097, %1091 ]
  switch i64 %374, label %542 [
    i64 1, label %1124
    i64 2, label %1117
    i64 3, label %1110
    i64 0, label %1127
  ]

1110:                                             ; preds = %1108
  %1111 = bitcast <16 x float> %1109 to <8 x i64>
  %1112 = and <8 x i64> %1111, %56
  %1113 = fcmp oeq <16 x float> %1109, %43
  %1114 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1109, i32 4)
  %1115 = bitcast <8 x i64> %1112 to <16 x float>
  %1116 = select <16 x i1> %1113, <16 x float> %1115, <16 x float> %1114
  br label %1127

1117:                                             ; preds = %1108
  %1118 = bitcast <16 x float> %1109 to <8 x i64>
  %1119 = or <8 x i64> %1118, %57
  %1120 = fcmp oeq <16 x float> %1109, %46
  %1121 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1109, i32 4)
  %1122 = bitcast <8 x i64> %1119 to <16 x float>
  %1123 = select <16 x i1> %1120, <16 x float> %1122, <16 x float> %1121
  br label %1127

1124:                                             ; preds = %1108
  %1125 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1070, <16 x i1> %1071, <16 x float> zeroinitializer)
  %1126 = fadd <16 x float> %1109, %1125
  br label %1127

1127:                                             ; preds = %1110, %1117, %1124, %1108, %1089, %1068
  %1128 = phi <16 x float> [ %1109, %1108 ], [ %1069, %1068 ], [ %1090, %1089 ], [ %1126, %1124 ], [ %1123, %1117 ], [ %1116, %1110 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1128, ptr align 1 %981, <16 x i1> %1071)
  %1129 = or disjoint i64 %430, 16
  %1130 = sub nsw i64 %9, %1129
  %1131 = icmp sgt i64 %1130, 15
  %1132 = trunc i64 %1130 to i32
  %1133 = shl nsw i32 -1, %1132
  %1134 = trunc i32 %1133 to i16
  %1135 = xor i16 %1134, -1
  %1136 = select i1 %1131, i16 -1, i16 %1135
  br i1 %58, label %1142, label %1137

1137:                                             ; preds = %1127
  %1138 = load float, ptr %411, align 4
  %1139 = insertelement <16 x float> poison, float %1138, i64 0
  %1140 = shufflevector <16 x float> %1139, <16 x float> poison, <16 x i32> zeroinitializer
  %1141 = fadd <16 x float> %980, %1140
  br label %1142

1142:                                             ; preds = %1137, %1127
  %1143 = phi <16 x float> [ %1141, %1137 ], [ %980, %1127 ]
  %1144 = getelementptr inbounds nuw i8, ptr %981, i64 64
  %1145 = getelementptr inbounds nuw i8, ptr %982, i64 64
  %1146 = select i1 %425, ptr null, ptr %1145
  %1147 = bitcast i16 %1136 to <16 x i1>
  switch i64 %370, label %542 [
    i64 1, label %1162
    i64 2, label %1155
    i64 3, label %1148
    i64 0, label %1203
  ]

1148:                                             ; preds = %1142
  %1149 = bitcast <16 x float> %1143 to <8 x i64>
  %1150 = and <8 x i64> %1149, %56
  %1151 = fcmp oeq <16 x float> %1143, %43
  %1152 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1143, i32 4)
  %1153 = bitcast <8 x i64> %1150 to <16 x float>
  %1154 = select <16 x i1> %1151, <16 x float> %1153, <16 x float> %1152
  br label %1165

1155:                                             ; preds = %1142
  %1156 = bitcast <16 x float> %1143 to <8 x i64>
  %1157 = or <8 x i64> %1156, %57
  %1158 = fcmp oeq <16 x float> %1143, %46
  %1159 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1143, i32 4)
  %1160 = bitcast <8 x i64> %1157 to <16 x float>
  %1161 = select <16 x i1> %1158, <16 x float> %1160, <16 x float> %1159
  br label %1165

1162:                                             ; preds = %1142
  %1163 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1146, <16 x i1> %1147, <16 x float> zeroinitializer)
  %1164 = fadd <16 x float> %1143, %1163
  br label %1165

1165:                                             ; preds = %1162, %1155, %1148
  %1166 = phi <16 x float> [ %1164, %1162 ], [ %1161, %1155 ], [ %1154, %1148 ]
  switch i64 %376, label %542 [
    i64 1, label %1181
    i64 2, label %1174
    i64 3, label %1167
    i64 0, label %1203
  ]

1167:                                             ; preds = %1165
  %1168 = bitcast <16 x float> %1166 to <8 x i64>
  %1169 = and <8 x i64> %1168, %56
  %1170 = fcmp oeq <16 x float> %1166, %43
  %1171 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1166, i32 4)
  %1172 = bitcast <8 x i64> %1169 to <16 x float>
  %1173 = select <16 x i1> %1170, <16 x float> %1172, <16 x float> %1171
  br label %1184

1174:                                             ; preds = %1165
  %1175 = bitcast <16 x float> %1166 to <8 x i64>
  %1176 = or <8 x i64> %1175, %57
  %1177 = fcmp oeq <16 x float> %1166, %46
  %1178 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1166, i32 4)
  %1179 = bitcast <8 x i64> %1176 to <16 x float>
  %1180 = select <16 x i1> %1177, <16 x float> %1179, <16 x float> %1178
  br label %1184

1181:                                             ; preds = %1165
  %1182 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1146, <16 x i1> %1147, <16 x float> zeroinitializer)
  %1183 = fadd <16 x float> %1166, %1182
  br label %1184

1184:                                             ; preds = %1181, %1174, %1167
  %1185 = phi <16 x float> [ %1183, %1181 ], [ %1180, %1174 ], [ %1173, %1167 ]
  switch i64 %378, label %542 [
    i64 1, label %1200
    i64 2, label %1193
    i64 3, label %1186
    i64 0, label %1203
  ]

1186:                                             ; preds = %1184
  %1187 = bitcast <16 x float> %1185 to <8 x i64>
  %1188 = and <8 x i64> %1187, %56
  %1189 = fcmp oeq <16 x float> %1185, %43
  %1190 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1185, i32 4)
  %1191 = bitcast <8 x i64> %1188 to <16 x float>
  %1192 = select <16 x i1> %1189, <16 x float> %1191, <16 x float> %1190
  br label %1203

1193:                                             ; preds = %1184
  %1194 = bitcast <16 x float> %1185 to <8 x i64>
  %1195 = or <8 x i64> %1194, %57
  %1196 = fcmp oeq <16 x float> %1185, %46
  %1197 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1185, i32 4)
  %1198 = bitcast <8 x i64> %1195 to <16 x float>
  %1199 = select <16 x i1> %1196, <16 x float> %1198, <16 x float> %1197
  br label %1203

1200:                                             ; preds = %1184
  %1201 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1146, <16 x i1> %1147, <16 x float> zeroinitializer)
  %1202 = fadd <16 x float> %1185, %1201
  br label %1203

1203:                                             ; preds = %1186, %1193, %1200, %1184, %1165, %1142
  %1204 = phi <16 x float> [ %1185, %1184 ], [ %1143, %1142 ], [ %1166, %1165 ], [ %1202, %1200 ], [ %1199, %1193 ], [ %1192, %1186 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1204, ptr nonnull align 1 %1144, <16 x i1> %1147)
  br label %7623

1205:                                             ; preds = %429
  br i1 %47, label %1206, label %1588

1206:                                             ; preds = %1205
  br i1 %54, label %1207, label %1221

1207:                                             ; preds = %1206
  %1208 = shl nuw nsw i64 %430, 1
  %1209 = shl nsw i64 %431, 1
  %1210 = add nsw i64 %1209, -1
  %1211 = or disjoint i64 %430, 16
  %1212 = sub nsw i64 %9, %1211
  %1213 = shl nuw nsw i64 %1211, 1
  %1214 = shl nsw i64 %1212, 1
  %1215 = add nsw i64 %1214, -1
  %1216 = or disjoint i64 %430, 32
  %1217 = sub nsw i64 %9, %1216
  %1218 = shl nuw nsw i64 %1216, 1
  %1219 = shl nsw i64 %1217, 1
  %1220 = add nsw i64 %1219, -1
  br label %1233

1221:                                             ; preds = %1249, %1206
  %1222 = phi <16 x float> [ zeroinitializer, %1206 ], [ %1250, %1249 ]
  %1223 = phi <16 x float> [ zeroinitializer, %1206 ], [ %1251, %1249 ]
  %1224 = phi <16 x float> [ zeroinitializer, %1206 ], [ %1252, %1249 ]
  %1225 = getelementptr inbounds nuw float, ptr %417, i64 %430
  %1226 = getelementptr inbounds nuw float, ptr %421, i64 %430
  %1227 = icmp sgt i64 %431, 15
  %1228 = trunc i64 %431 to i32
  %1229 = shl nsw i32 -1, %1228
  %1230 = trunc i32 %1229 to i16
  %1231 = xor i16 %1230, -1
  %1232 = select i1 %1227, i16 -1, i16 %1231
  br i1 %58, label %1375, label %1370

1233:                                             ; preds = %1207, %1249
  %1234 = phi <16 x float> [ zeroinitializer, %1207 ], [ %1250, %1249 ]
  %1235 = phi <16 x float> [ zeroinitializer, %1207 ], [ %1251, %1249 ]
  %1236 = phi <16 x float> [ zeroinitializer, %1207 ], [ %1252, %1249 ]
  %1237 = phi i64 [ 0, %1207 ], [ %1253, %1249 ]
  %1238 = mul nsw i64 %1237, %14
  %1239 = add i64 %424, %1238
  %1240 = icmp sgt i64 %1239, -1
  %1241 = icmp slt i64 %1239, %6
  %1242 = and i1 %1240, %1241
  %1243 = select i1 %1242, i64 %1239, i64 0
  %1244 = mul nsw i64 %1243, %7
  %1245 = getelementptr inbounds float, ptr %408, i64 %1244
  br i1 %55, label %1246, label %1249

1246:                                             ; preds = %1233
  %1247 = mul nuw nsw i64 %1237, %11
  %1248 = getelementptr inbounds nuw float, ptr %410, i64 %1247
  br label %1255

1249:                                             ; preds = %1356, %1233
  %1250 = phi <16 x float> [ %1234, %1233 ], [ %1367, %1356 ]
  %1251 = phi <16 x float> [ %1235, %1233 ], [ %1333, %1356 ]
  %1252 = phi <16 x float> [ %1236, %1233 ], [ %1299, %1356 ]
  %1253 = add nuw nsw i64 %1237, 1
  %1254 = icmp eq i64 %1253, %10
  br i1 %1254, label %1221, label %1233

1255:                                             ; preds = %1246, %1356
  %1256 = phi <16 x float> [ %1234, %1246 ], [ %1367, %1356 ]
  %1257 = phi <16 x float> [ %1235, %1246 ], [ %1333, %1356 ]
  %1258 = phi <16 x float> [ %1236, %1246 ], [ %1299, %1356 ]
  %1259 = phi i64 [ 0, %1246 ], [ %1368, %1356 ]
  %1260 = getelementptr inbounds nuw float, ptr %1248, i64 %1259
  %1261 = load float, ptr %1260, align 4
  %1262 = insertelement <16 x float> poison, float %1261, i64 0
  %1263 = shufflevector <16 x float> %1262, <16 x float> poison, <16 x i32> zeroinitializer
  %1264 = mul nsw i64 %1259, %15
  %1265 = sub i64 %1264, %17
  %1266 = add i64 %1265, %1208
  %1267 = icmp slt i64 %1266, 0
  %1268 = sub nsw i64 0, %1266
  %1269 = select i1 %1267, i64 %1268, i64 0
  %1270 = sub nsw i64 %7, %1266
  %1271 = tail call i64 @llvm.smin.i64(i64 %1270, i64 %1210)
  %1272 = tail call i64 @llvm.smin.i64(i64 %1271, i64 32)
  %1273 = icmp sgt i64 %1272, %1269
  %1274 = select i1 %1242, i1 %1273, i1 false
  %1275 = select i1 %1274, i64 %1269, i64 0
  %1276 = select i1 %1274, i64 %1272, i64 0
  %1277 = getelementptr inbounds float, ptr %1245, i64 %1266
  %1278 = icmp sgt i64 %1276, %1275
  br i1 %1278, label %1279, label %1288

1279:                                             ; preds = %1255
  %1280 = icmp sgt i64 %1276, 31
  %1281 = trunc i64 %1276 to i32
  %1282 = shl nsw i32 -1, %1281
  %1283 = xor i32 %1282, -1
  %1284 = select i1 %1280, i32 -1, i32 %1283
  %1285 = trunc i64 %1275 to i32
  %1286 = shl nsw i32 -1, %1285
  %1287 = and i32 %1284, %1286
  br label %1288

1288:                                             ; preds = %1255, %1279
  %1289 = phi i32 [ %1287, %1279 ], [ 0, %1255 ]
  %1290 = trunc i32 %1289 to i16
  %1291 = bitcast i16 %1290 to <16 x i1>
  %1292 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1277, <16 x i1> %1291, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1293 = lshr i32 %1289, 16
  %1294 = trunc nuw i32 %1293 to i16
  %1295 = getelementptr inbounds nuw i8, ptr %1277, i64 64
  %1296 = bitcast i16 %1294 to <16 x i1>
  %1297 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1295, <16 x i1> %1296, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1298 = shufflevector <16 x float> %1292, <16 x float> %1297, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1299 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1298, <16 x float> %1263, <16 x float> %1258)
  %1300 = add i64 %1265, %1213
  %1301 = icmp slt i64 %1300, 0
  %1302 = sub nsw i64 0, %1300
  %1303 = select i1 %1301, i64 %1302, i64 0
  %1304 = sub nsw i64 %7, %1300
  %1305 = tail call i64 @llvm.smin.i64(i64 %1304, i64 %1215)
  %1306 = tail call i64 @llvm.smin.i64(i64 %1305, i64 32)
  %1307 = icmp sgt i64 %1306, %1303
  %1308 = select i1 %1242, i1 %1307, i1 false
  %1309 = select i1 %1308, i64 %1303, i64 0
  %1310 = select i1 %1308, i64 %1306, i64 0
  %1311 = getelementptr inbounds float, ptr %1245, i64 %1300
  %1312 = icmp sgt i64 %1310, %1309
  br i1 %1312, label %1313, label %1322

1313:                                             ; preds = %1288
  %1314 = icmp sgt i64 %1310, 31
  %1315 = trunc i64 %1310 to i32
  %1316 = shl nsw i32 -1, %1315
  %1317 = xor i32 %1316, -1
  %1318 = select i1 %1314, i32 -1, i32 %1317
  %1319 = trunc i64 %1309 to i32
  %1320 = shl nsw i32 -1, %1319
  %1321 = and i32 %1318, %1320
  br label %1322

1322:                                             ; preds = %1313, %1288
  %1323 = phi i32 [ %1321, %1313 ], [ 0, %1288 ]
  %1324 = trunc i32 %1323 to i16
  %1325 = bitcast i16 %1324 to <16 x i1>
  %1326 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1311, <16 x i1> %1325, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1327 = lshr i32 %1323, 16
  %1328 = trunc nuw i32 %1327 to i16
  %1329 = getelementptr inbounds nuw i8, ptr %1311, i64 64
  %1330 = bitcast i16 %1328 to <16 x i1>
  %1331 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1329, <16 x i1> %1330, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1332 = shufflevector <16 x float> %1326, <16 x float> %1331, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1333 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1332, <16 x float> %1263, <16 x float> %1257)
  %1334 = add i64 %1265, %1218
  %1335 = icmp slt i64 %1334, 0
  %1336 = sub nsw i64 0, %1334
  %1337 = select i1 %1335, i64 %1336, i64 0
  %1338 = sub nsw i64 %7, %1334
  %1339 = tail call i64 @llvm.smin.i64(i64 %1338, i64 %1220)
  %1340 = tail call i64 @llvm.smin.i64(i64 %1339, i64 32)
  %1341 = icmp sgt i64 %1340, %1337
  %1342 = select i1 %1242, i1 %1341, i1 false
  %1343 = select i1 %1342, i64 %1337, i64 0
  %1344 = select i1 %1342, i64 %1340, i64 0
  %1345 = getelementptr inbounds float, ptr %1245, i64 %1334
  %1346 = icmp sgt i64 %1344, %1343
  br i1 %1346, label %1347, label %1356

1347:                                             ; preds = %1322
  %1348 = icmp sgt i64 %1344, 31
  %1349 = trunc i64 %1344 to i32
  %1350 = shl nsw i32 -1, %1349
  %1351 = xor i32 %1350, -1
  %1352 = select i1 %1348, i32 -1, i32 %1351
  %1353 = trunc i64 %1343 to i32
  %1354 = shl nsw i32 -1, %1353
  %1355 = and i32 %1352, %1354
  br label %1356

1356:                                             ; preds = %1347, %1322
  %1357 = phi i32 [ %1355, %1347 ], [ 0, %1322 ]
  %1358 = trunc i32 %1357 to i16
  %1359 = bitcast i16 %1358 to <16 x i1>
  %1360 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1345, <16 x i1> %1359, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1361 = lshr i32 %1357, 16
  %1362 = trunc nuw i32 %1361 to i16
  %1363 = getelementptr inbounds nuw i8, ptr %1345, i64 64
  %1364 = bitcast i16 %1362 to <16 x i1>
  %1365 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1363, <16 x i1> %1364, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1366 = shufflevector <16 x float> %1360, <16 x float> %1365, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1367 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1366, <16 x float> %1263, <16 x float> %1256)
  %1368 = add nuw nsw i64 %1259, 1
  %1369 = icmp eq i64 %1368, %11
  br i1 %1369, label %1249, label %1255

1370:                                             ; preds = %1221
  %1371 = load float, ptr %411, align 4
  %1372 = insertelement <16 x float> poison, float %1371, i64 0
  %1373 = shufflevector <16 x float> %1372, <16 x float> poison, <16 x i32> zeroinitializer
  %1374 = fadd <16 x float> %1224, %1373
  br label %1375

1375:                                             ; preds = %1370, %1221
  %1376 = phi <16 x float> [ %1374, %1370 ], [ %1224, %1221 ]
  %1377 = select i1 %425, ptr null, ptr %1226
  %1378 = bitcast i16 %1232 to <16 x i1>
  switch i64 %357, label %542 [
    i64 1, label %1379
    i64 2, label %1382
    i64 3, label %1389
    i64 0, label %1434
  ]

1379:                                             ; preds = %1375
  %1380 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1377, <16 x i1> %1378, <16 x float> zeroinitializer)
  %1381 = fadd <16 x float> %1376, %1380
  br label %1396

1382:                                             ; preds = %1375
  %1383 = bitcast <16 x float> %1376 to <8 x i64>
  %1384 = or <8 x i64> %1383, %57
  %1385 = fcmp oeq <16 x float> %1376, %46
  %1386 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1376, i32 4)
  %1387 = bitcast <8 x i64> %1384 to <16 x float>
  %1388 = select <16 x i1> %1385, <16 x float> %1387, <16 x float> %1386
  br label %1396

1389:                                             ; preds = %1375
  %1390 = bitcast <16 x float> %1376 to <8 x i64>
  %1391 = and <8 x i64> %1390, %56
  %1392 = fcmp oeq <16 x float> %1376, %43
  %1393 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1376, i32 4)
  %1394 = bitcast <8 x i64> %1391 to <16 x float>
  %1395 = select <16 x i1> %1392, <16 x float> %1394, <16 x float> %1393
  br label %1396

1396:                                             ; preds = %1389, %1382, %1379
  %1397 = phi <16 x float> [ %1381, %1379 ], [ %1388, %1382 ], [ %1395, %1389 ]
  switch i64 %359, label %542 [
    i64 1, label %1412
    i64 2, label %1405
    i64 3, label %1398
    i64 0, label %1434
  ]

1398:                                             ; preds = %1396
  %1399 = bitcast <16 x float> %1397 to <8 x i64>
  %1400 = and <8 x i64> %1399, %56
  %1401 = fcmp oeq <16 x float> %1397, %43
  %1402 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1397, i32 4)
  %1403 = bitcast <8 x i64> %1400 to <16 x float>
  %1404 = select <16 x i1> %1401, <16 x float> %1403, <16 x float> %1402
  br label %1415

1405:                                             ; preds = %1396
  %1406 = bitcast <16 x float> %1397 to <8 x i64>
  %1407 = or <8 x i64> %1406, %57
  %1408 = fcmp oeq <16 x float> %1397, %46
  %1409 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1397, i32 4)
  %1410 = bitcast <8 x i64> %1407 to <16 x float>
  %1411 = select <16 x i1> %1408, <16 x float> %1410, <16 x float> %1409
  br label %1415

1412:                                             ; preds = %1396
  %1413 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1377, <16 x i1> %1378, <16 x float> zeroinitializer)
  %1414 = fadd <16 x float> %1397, %1413
  br label %1415

1415:                                             ; preds = %1412, %1405, %1398
  %1416 = phi <16 x float> [ %1414, %1412 ], [ %1411, %1405 ], [ %1404, %1398 ]
  switch i64 %361, label %542 [
    i64 1, label %1431
    i64 2, label %1424
    i64 3, label %1417
    i64 0, label %1434
  ]

1417:                                             ; preds = %1415
  %1418 = bitcast <16 x float> %1416 to <8 x i64>
  %1419 = and <8 x i64> %1418, %56
  %1420 = fcmp oeq <16 x float> %1416, %43
  %1421 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1416, i32 4)
  %1422 = bitcast <8 x i64> %1419 to <16 x float>
  %1423 = select <16 x i1> %1420, <16 x float> %1422, <16 x float> %1421
  br label %1434

1424:                                             ; preds = %1415
  %1425 = bitcast <16 x float> %1416 to <8 x i64>
  %1426 = or <8 x i64> %1425, %57
  %1427 = fcmp oeq <16 x float> %1416, %46
  %1428 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1416, i32 4)
  %1429 = bitcast <8 x i64> %1426 to <16 x float>
  %1430 = select <16 x i1> %1427, <16 x float> %1429, <16 x float> %1428
  br label %1434

1431:                                             ; preds = %1415
  %1432 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1377, <16 x i1> %1378, <16 x float> zeroinitializer)
  %1433 = fadd <16 x float> %1416, %1432
  br label %1434

1434:                                             ; preds = %1417, %1424, %1431, %1415, %1396, %1375
  %1435 = phi <16 x float> [ %1416, %1415 ], [ %1376, %1375 ], [ %1397, %1396 ], [ %1433, %1431 ], [ %1430, %1424 ], [ %1423, %1417 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1435, ptr align 1 %1225, <16 x i1> %1378)
  %1436 = or disjoint i64 %430, 16
  %1437 = sub nsw i64 %9, %1436
  %1438 = icmp sgt i64 %1437, 15
  %1439 = trunc i64 %1437 to i32
  %1440 = shl nsw i32 -1, %1439
  %1441 = trunc i32 %1440 to i16
  %1442 = xor i16 %1441, -1
  %1443 = select i1 %1438, i16 -1, i16 %1442
  br i1 %58, label %1449, label %1444

1444:                                             ; preds = %1434
  %1445 = load float, ptr %411, align 4
  %1446 = insertelement <16 x float> poison, float %1445, i64 0
  %1447 = shufflevector <16 x float> %1446, <16 x float> poison, <16 x i32> zeroinitializer
  %1448 = fadd <16 x float> %1223, %1447
  br label %1449

1449:                                             ; preds = %1444, %1434
  %1450 = phi <16 x float> [ %1448, %1444 ], [ %1223, %1434 ]
  %1451 = getelementptr inbounds nuw i8, ptr %1225, i64 64
  %1452 = getelementptr inbounds nuw i8, ptr %1226, i64 64
  %1453 = select i1 %425, ptr null, ptr %1452
  %1454 = bitcast i16 %1443 to <16 x i1>
  switch i64 %357, label %542 [
    i64 1, label %1469
    i64 2, label %1462
    i64 3, label %1455
    i64 0, label %1510
  ]

1455:                                             ; preds = %1449
  %1456 = bitcast <16 x float> %1450 to <8 x i64>
  %1457 = and <8 x i64> %1456, %56
  %1458 = fcmp oeq <16 x float> %1450, %43
  %1459 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1450, i32 4)
  %1460 = bitcast <8 x i64> %1457 to <16 x float>
  %1461 = select <16 x i1> %1458, <16 x float> %1460, <16 x float> %1459
  br label %1472

1462:                                             ; preds = %1449
  %1463 = bitcast <16 x float> %1450 to <8 x i64>
  %1464 = or <8 x i64> %1463, %57
  %1465 = fcmp oeq <16 x float> %1450, %46
  %1466 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1450, i32 4)
  %1467 = bitcast <8 x i64> %1464 to <16 x float>
  %1468 = select <16 x i1> %1465, <16 x float> %1467, <16 x float> %1466
  br label %1472

1469:                                             ; preds = %1449
  %1470 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1453, <16 x i1> %1454, <16 x float> zeroinitializer)
  %1471 = fadd <16 x float> %1450, %1470
  br label %1472

1472:                                             ; preds = %1469, %1462, %1455
  %1473 = phi <16 x float> [ %1471, %1469 ], [ %1468, %1462 ], [ %1461, %1455 ]
  switch i64 %363, label %542 [
    i64 1, label %1488
    i64 2, label %1481
    i64 3, label %1474
    i64 0, label %1510
  ]

1474:                                             ; preds = %1472
  %1475 = bitcast <16 x float> %1473 to <8 x i64>
  %1476 = and <8 x i64> %1475, %56
  %1477 = fcmp oeq <16 x float> %1473, %43
  %1478 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1473, i32 4)
  %1479 = bitcast <8 x i64> %1476 to <16 x float>
  %1480 = select <16 x i1> %1477, <16 x float> %1479, <16 x float> %1478
  br label %1491

1481:                                             ; preds = %1472
  %1482 = bitcast <16 x float> %1473 to <8 x i64>
  %1483 = or <8 x i64> %1482, %57
  %1484 = fcmp oeq <16 x float> %1473, %46
  %1485 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1473, i32 4)
  %1486 = bitcast <8 x i64> %1483 to <16 x float>
  %1487 = select <16 x i1> %1484, <16 x float> %1486, <16 x float> %1485
  br label %1491

1488:                                             ; preds = %1472
  %1489 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1453, <16 x i1> %1454, <16 x float> zeroinitializer)
  %1490 = fadd <16 x float> %1473, %1489
  br label %1491

1491:                                             ; preds = %1488, %1481, %1474
  %1492 = phi <16 x float> [ %1490, %1488 ], [ %1487, %1481 ], [ %1480, %1474 ]
  switch i64 %365, label %542 [
    i64 1, label %1507
    i64 2, label %1500
    i64 3, label %1493
    i64 0, label %1510
  ]

1493:                                             ; preds = %1491
  %1494 = bitcast <16 x float> %1492 to <8 x i64>
  %1495 = and <8 x i64> %1494, %56
  %1496 = fcmp oeq <16 x float> %1492, %43
  %1497 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1492, i32 4)
  %1498 = bitcast <8 x i64> %1495 to <16 x float>
  %1499 = select <16 x i1> %1496, <16 x float> %1498, <16 x float> %1497
  br label %1510

1500:                                             ; preds = %1491
  %1501 = bitcast <16 x float> %1492 to <8 x i64>
  %1502 = or <8 x i64> %1501, %57
  %1503 = fcmp oeq <16 x float> %1492, %46
  %1504 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1492, i32 4)
  %1505 = bitcast <8 x i64> %1502 to <16 x float>
  %1506 = select <16 x i1> %1503, <16 x float> %1505, <16 x float> %1504
  br label %1510

1507:                                             ; preds = %1491
  %1508 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1453, <16 x i1> %1454, <16 x float> zeroinitializer)
  %1509 = fadd <16 x float> %1492, %1508
  br label %1510

1510:                                             ; preds = %1493, %1500, %1507, %1491, %1472, %1449
  %1511 = phi <16 x float> [ %1492, %1491 ], [ %1450, %1449 ], [ %1473, %1472 ], [ %1509, %1507 ], [ %1506, %1500 ], [ %1499, %1493 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1511, ptr nonnull align 1 %1451, <16 x i1> %1454)
  %1512 = or disjoint i64 %430, 32
  %1513 = sub nsw i64 %9, %1512
  %1514 = icmp sgt i64 %1513, 15
  %1515 = trunc i64 %1513 to i32
  %1516 = shl nsw i32 -1, %1515
  %1517 = trunc i32 %1516 to i16
  %1518 = xor i16 %1517, -1
  %1519 = select i1 %1514, i16 -1, i16 %1518
  br i1 %58, label %1525, label %1520

1520:                                             ; preds = %1510
  %1521 = load float, ptr %411, align 4
  %1522 = insertelement <16 x float> poison, float %1521, i64 0
  %1523 = shufflevector <16 x float> %1522, <16 x float> poison, <16 x i32> zeroinitializer
  %1524 = fadd <16 x float> %1222, %1523
  br label %1525

1525:                                             ; preds = %1520, %1510
  %1526 = phi <16 x float> [ %1524, %1520 ], [ %1222, %1510 ]
  %1527 = getelementptr inbounds nuw i8, ptr %1225, i64 128
  %1528 = getelementptr inbounds nuw i8, ptr %1226, i64 128
  %1529 = select i1 %425, ptr null, ptr %1528
  %1530 = bitcast i16 %1519 to <16 x i1>
  switch i64 %357, label %542 [
    i64 1, label %1545
    i64 2, label %1538
    i64 3, label %1531
    i64 0, label %1586
  ]

1531:                                             ; preds = %1525
  %1532 = bitcast <16 x float> %1526 to <8 x i64>
  %1533 = and <8 x i64> %1532, %56
  %1534 = fcmp oeq <16 x float> %1526, %43
  %1535 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1526, i32 4)
  %1536 = bitcast <8 x i64> %1533 to <16 x float>
  %1537 = select <16 x i1> %1534, <16 x float> %1536, <16 x float> %1535
  br label %1548

1538:                                             ; preds = %1525
  %1539 = bitcast <16 x float> %1526 to <8 x i64>
  %1540 = or <8 x i64> %1539, %57
  %1541 = fcmp oeq <16 x float> %1526, %46
  %1542 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1526, i32 4)
  %1543 = bitcast <8 x i64> %1540 to <16 x float>
  %1544 = select <16 x i1> %1541, <16 x float> %1543, <16 x float> %1542
  br label %1548

1545:                                             ; preds = %1525
  %1546 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1529, <16 x i1> %1530, <16 x float> zeroinitializer)
  %1547 = fadd <16 x float> %1526, %1546
  br label %1548

1548:                                             ; preds = %1545, %1538, %1531
  %1549 = phi <16 x float> [ %1547, %1545 ], [ %1544, %1538 ], [ %1537, %1531 ]
  switch i64 %367, label %542 [
    i64 1, label %1564
    i64 2, label %1557
    i64 3, label %1550
    i64 0, label %1586
  ]

1550:                                             ; preds = %1548
  %1551 = bitcast <16 x float> %1549 to <8 x i64>
  %1552 = and <8 x i64> %1551, %56
  %1553 = fcmp oeq <16 x float> %1549, %43
  %1554 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1549, i32 4)
  %1555 = bitcast <8 x i64> %1552 to <16 x float>
  %1556 = select <16 x i1> %1553, <16 x float> %1555, <16 x float> %1554
  br label %1567

1557:                                             ; preds = %1548
  %1558 = bitcast <16 x float> %1549 to <8 x i64>
  %1559 = or <8 x i64> %1558, %57
  %1560 = fcmp oeq <16 x float> %1549, %46
  %1561 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1549, i32 4)
  %1562 = bitcast <8 x i64> %1559 to <16 x float>
  %1563 = select <16 x i1> %1560, <16 x float> %1562, <16 x float> %1561
  br label %1567

1564:                                             ; preds = %1548
  %1565 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1529, <16 x i1> %1530, <16 x float> zeroinitializer)
  %1566 = fadd <16 x float> %1549, %1565
  br label %1567

1567:                                             ; preds = %1564, %1557, %1550
  %1568 = phi <16 x float> [ %1566, %1564 ], [ %1563, %1557 ], [ %1556, %1550 ]
  switch i64 %369, label %542 [
    i64 1, label %1583
    i64 2, label %1576
    i64 3, label %1569
    i64 0, label %1586
  ]

1569:                                             ; preds = %1567
  %1570 = bitcast <16 x float> %1568 to <8 x i64>
  %1571 = and <8 x i64> %1570, %56
  %1572 = fcmp oeq <16 x float> %1568, %43
  %1573 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1568, i32 4)
  %1574 = bitcast <8 x i64> %1571 to <16 x float>
  %1575 = select <16 x i1> %1572, <16 x float> %1574, <16 x float> %1573
  br label %1586

1576:                                             ; preds = %1567
  %1577 = bitcast <16 x float> %1568 to <8 x i64>
  %1578 = or <8 x i64> %1577, %57
  %1579 = fcmp oeq <16 x float> %1568, %46
  %1580 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1568, i32 4)
  %1581 = bitcast <8 x i64> %1578 to <16 x float>
  %1582 = select <16 x i1> %1579, <16 x float> %1581, <16 x float> %1580
  br label %1586

1583:                                             ; preds = %1567
  %1584 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1529, <16 x i1> %1530, <16 x float> zeroinitializer)
  %1585 = fadd <16 x float> %1568, %1584
  br label %1586

1586:                                             ; preds = %1569, %1576, %1583, %1567, %1548, %1525
  %1587 = phi <16 x float> [ %1568, %1567 ], [ %1526, %1525 ], [ %1549, %1548 ], [ %1585, %1583 ], [ %1582, %1576 ], [ %1575, %1569 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1587, ptr nonnull align 1 %1527, <16 x i1> %1530)
  br label %7623

1588:                                             ; preds = %1205
  br i1 %54, label %1589, label %1594

1589:                                             ; preds = %1588
  %1590 = or disjoint i64 %430, 16
  %1591 = sub nsw i64 %9, %1590
  %1592 = or disjoint i64 %430, 32
  %1593 = sub nsw i64 %9, %1592
  br label %1606

1594:                                             ; preds = %1622, %1588
  %1595 = phi <16 x float> [ zeroinitializer, %1588 ], [ %1623, %1622 ]
  %1596 = phi <16 x float> [ zeroinitializer, %1588 ], [ %1624, %1622 ]
  %1597 = phi <16 x float> [ zeroinitializer, %1588 ], [ %1625, %1622 ]
  %1598 = getelementptr inbounds nuw float, ptr %417, i64 %430
  %1599 = getelementptr inbounds nuw float, ptr %421, i64 %430
  %1600 = icmp sgt i64 %431, 15
  %1601 = trunc i64 %431 to i32
  %1602 = shl nsw i32 -1, %1601
  %1603 = trunc i32 %1602 to i16
  %1604 = xor i16 %1603, -1
  %1605 = select i1 %1600, i16 -1, i16 %1604
  br i1 %58, label %1709, label %1704

1606:                                             ; preds = %1589, %1622
  %1607 = phi <16 x float> [ zeroinitializer, %1589 ], [ %1623, %1622 ]
  %1608 = phi <16 x float> [ zeroinitializer, %1589 ], [ %1624, %1622 ]
  %1609 = phi <16 x float> [ zeroinitializer, %1589 ], [ %1625, %1622 ]
  %1610 = phi i64 [ 0, %1589 ], [ %1626, %1622 ]
  %1611 = mul nsw i64 %1610, %14
  %1612 = add i64 %424, %1611
  %1613 = icmp sgt i64 %1612, -1
  %1614 = icmp slt i64 %1612, %6
  %1615 = and i1 %1613, %1614
  %1616 = select i1 %1615, i64 %1612, i64 0
  %1617 = mul nsw i64 %1616, %7
  %1618 = getelementptr inbounds float, ptr %408, i64 %1617
  br i1 %55, label %1619, label %1622

1619:                                             ; preds = %1606
  %1620 = mul nuw nsw i64 %1610, %11
  %1621 = getelementptr inbounds nuw float, ptr %410, i64 %1620
  br label %1628

1622:                                             ; preds = %1628, %1606
  %1623 = phi <16 x float> [ %1607, %1606 ], [ %1701, %1628 ]
  %1624 = phi <16 x float> [ %1608, %1606 ], [ %1680, %1628 ]
  %1625 = phi <16 x float> [ %1609, %1606 ], [ %1659, %1628 ]
  %1626 = add nuw nsw i64 %1610, 1
  %1627 = icmp eq i64 %1626, %10
  br i1 %1627, label %1594, label %1606

1628:                                             ; preds = %1619, %1628
  %1629 = phi <16 x float> [ %1607, %1619 ], [ %1701, %1628 ]
  %1630 = phi <16 x float> [ %1608, %1619 ], [ %1680, %1628 ]
  %1631 = phi <16 x float> [ %1609, %1619 ], [ %1659, %1628 ]
  %1632 = phi i64 [ 0, %1619 ], [ %1702, %1628 ]
  %1633 = getelementptr inbounds nuw float, ptr %1621, i64 %1632
  %1634 = load float, ptr %1633, align 4
  %1635 = insertelement <16 x float> poison, float %1634, i64 0
  %1636 = shufflevector <16 x float> %1635, <16 x float> poison, <16 x i32> zeroinitializer
  %1637 = mul nsw i64 %1632, %15
  %1638 = sub i64 %1637, %17
  %1639 = add i64 %1638, %430
  %1640 = icmp slt i64 %1639, 0
  %1641 = sub nsw i64 0, %1639
  %1642 = select i1 %1640, i64 %1641, i64 0
  %1643 = sub nsw i64 %7, %1639
  %1644 = tail call i64 @llvm.smin.i64(i64 %1643, i64 %431)
  %1645 = tail call i64 @llvm.smin.i64(i64 %1644, i64 16)
  %1646 = icmp sgt i64 %1645, %1642
  %1647 = select i1 %1615, i1 %1646, i1 false
  %1648 = trunc i64 %1645 to i32
  %1649 = shl nsw i32 -1, %1648
  %1650 = xor i32 %1649, -1
  %1651 = trunc i64 %1642 to i32
  %1652 = shl nsw i32 -1, %1651
  %1653 = and i32 %1652, %1650
  %1654 = trunc i32 %1653 to i16
  %1655 = select i1 %1647, i16 %1654, i16 0
  %1656 = getelementptr inbounds float, ptr %1618, i64 %1639
  %1657 = bitcast i16 %1655 to <16 x i1>
  %1658 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1656, <16 x i1> %1657, <16 x float> zeroinitializer)
  %1659 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1658, <16 x float> %1636, <16 x float> %1631)
  %1660 = add i64 %1638, %1590
  %1661 = icmp slt i64 %1660, 0
  %1662 = sub nsw i64 0, %1660
  %1663 = select i1 %1661, i64 %1662, i64 0
  %1664 = sub nsw i64 %7, %1660
  %1665 = tail call i64 @llvm.smin.i64(i64 %1664, i64 %1591)
  %1666 = tail call i64 @llvm.smin.i64(i64 %1665, i64 16)
  %1667 = icmp sgt i64 %1666, %1663
  %1668 = select i1 %1615, i1 %1667, i1 false
  %1669 = trunc i64 %1666 to i32
  %1670 = shl nsw i32 -1, %1669
  %1671 = xor i32 %1670, -1
  %1672 = trunc i64 %1663 to i32
  %1673 = shl nsw i32 -1, %1672
  %1674 = and i32 %1673, %1671
  %1675 = trunc i32 %1674 to i16
  %1676 = select i1 %1668, i16 %1675, i16 0
  %1677 = getelementptr inbounds float, ptr %1618, i64 %1660
  %1678 = bitcast i16 %1676 to <16 x i1>
  %1679 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1677, <16 x i1> %1678, <16 x float> zeroinitializer)
  %1680 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1679, <16 x float> %1636, <16 x float> %1630)
  %1681 = add i64 %1638, %1592
  %1682 = icmp slt i64 %1681, 0
  %1683 = sub nsw i64 0, %1681
  %1684 = select i1 %1682, i64 %1683, i64 0
  %1685 = sub nsw i64 %7, %1681
  %1686 = tail call i64 @llvm.smin.i64(i64 %1685, i64 %1593)
  %1687 = tail call i64 @llvm.smin.i64(i64 %1686, i64 16)
  %1688 = icmp sgt i64 %1687, %1684
  %1689 = select i1 %1615, i1 %1688, i1 false
  %1690 = trunc i64 %1687 to i32
  %1691 = shl nsw i32 -1, %1690
  %1692 = xor i32 %1691, -1
  %1693 = trunc i64 %1684 to i32
  %1694 = shl nsw i32 -1, %1693
  %1695 = and i32 %1694, %1692
  %1696 = trunc i32 %1695 to i16
  %1697 = select i1 %1689, i16 %1696, i16 0
  %1698 = getelementptr inbounds float, ptr %1618, i64 %1681
  %1699 = bitcast i16 %1697 to <16 x i1>
  %1700 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1698, <16 x i1> %1699, <16 x float> zeroinitializer)
  %1701 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1700, <16 x float> %1636, <16 x float> %1629)
  %1702 = add nuw nsw i64 %1632, 1
  %1703 = icmp eq i64 %1702, %11
  br i1 %1703, label %1622, label %1628

1704:                                             ; preds = %1594
  %1705 = load float, ptr %411, align 4
  %1706 = insertelement <16 x float> poison, float %1705, i64 0
  %1707 = shufflevector <16 x float> %1706, <16 x float> poison, <16 x i32> zeroinitializer
  %1708 = fadd <16 x float> %1597, %1707
  br label %1709

1709:                                             ; preds = %1704, %1594
  %1710 = phi <16 x float> [ %1708, %1704 ], [ %1597, %1594 ]
  %1711 = select i1 %425, ptr null, ptr %1599
  %1712 = bitcast i16 %1605 to <16 x i1>
  switch i64 %344, label %542 [
    i64 1, label %1713
    i64 2, label %1716
    i64 3, label %1723
    i64 0, label %1768
  ]

1713:                                             ; preds = %1709
  %1714 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1711, <16 x i1> %1712, <16 x float> zeroinitializer)
  %1715 = fadd <16 x float> %1710, %1714
  br label %1730

1716:                                             ; preds = %1709
  %1717 = bitcast <16 x float> %1710 to <8 x i64>
  %1718 = or <8 x i64> %1717, %57
  %1719 = fcmp oeq <16 x float> %1710, %46
  %1720 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1710, i32 4)
  %1721 = bitcast <8 x i64> %1718 to <16 x float>
  %1722 = select <16 x i1> %1719, <16 x float> %1721, <16 x float> %1720
  br label %1730

1723:                                             ; preds = %1709
  %1724 = bitcast <16 x float> %1710 to <8 x i64>
  %1725 = and <8 x i64> %1724, %56
  %1726 = fcmp oeq <16 x float> %1710, %43
  %1727 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1710, i32 4)
  %1728 = bitcast <8 x i64> %1725 to <16 x float>
  %1729 = select <16 x i1> %1726, <16 x float> %1728, <16 x float> %1727
  br label %1730

1730:                                             ; preds = %1723, %1716, %1713
  %1731 = phi <16 x float> [ %1715, %1713 ], [ %1722, %1716 ], [ %1729, %1723 ]
  switch i64 %346, label %542 [
    i64 1, label %1746
    i64 2, label %1739
    i64 3, label %1732
    i64 0, label %1768
  ]

1732:                                             ; preds = %1730
  %1733 = bitcast <16 x float> %1731 to <8 x i64>
  %1734 = and <8 x i64> %1733, %56
  %1735 = fcmp oeq <16 x float> %1731, %43
  %1736 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1731, i32 4)
  %1737 = bitcast <8 x i64> %1734 to <16 x float>
  %1738 = select <16 x i1> %1735, <16 x float> %1737, <16 x float> %1736
  br label %1749

1739:                                             ; preds = %1730
  %1740 = bitcast <16 x float> %1731 to <8 x i64>
  %1741 = or <8 x i64> %1740, %57
  %1742 = fcmp oeq <16 x float> %1731, %46
  %1743 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1731, i32 4)
  %1744 = bitcast <8 x i64> %1741 to <16 x float>
  %1745 = select <16 x i1> %1742, <16 x float> %1744, <16 x float> %1743
  br label %1749

1746:                                             ; preds = %1730
  %1747 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1711, <16 x i1> %1712, <16 x float> zeroinitializer)
  %1748 = fadd <16 x float> %1731, %1747
  br label %1749

1749:                                             ; preds = %1746, %1739, %1732
  %1750 = phi <16 x float> [ %1748, %1746 ], [ %1745, %1739 ], [ %1738, %1732 ]
  switch i64 %348, label %542 [
    i64 1, label %1765
    i64 2, label %1758
    i64 3, label %1751
    i64 0, label %1768
  ]

1751:                                             ; preds = %1749
  %1752 = bitcast <16 x float> %1750 to <8 x i64>
  %1753 = and <8 x i64> %1752, %56
  %1754 = fcmp oeq <16 x float> %1750, %43
  %1755 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1750, i32 4)
  %1756 = bitcast <8 x i64> %1753 to <16 x float>
  %1757 = select <16 x i1> %1754, <16 x float> %1756, <16 x float> %1755
  br label %1768

1758:                                             ; preds = %1749
  %1759 = bitcast <16 x float> %1750 to <8 x i64>
  %1760 = or <8 x i64> %1759, %57
  %1761 = fcmp oeq <16 x float> %1750, %46
  %1762 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1750, i32 4)
  %1763 = bitcast <8 x i64> %1760 to <16 x float>
  %1764 = select <16 x i1> %1761, <16 x float> %1763, <16 x float> %1762
  br label %1768

1765:                                             ; preds = %1749
  %1766 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1711, <16 x i1> %1712, <16 x float> zeroinitializer)
  %1767 = fadd <16 x float> %1750, %1766
  br label %1768

1768:                                             ; preds = %1751, %1758, %1765, %1749, %1730, %1709
  %1769 = phi <16 x float> [ %1750, %1749 ], [ %1710, %1709 ], [ %1731, %1730 ], [ %1767, %1765 ], [ %1764, %1758 ], [ %1757, %1751 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1769, ptr align 1 %1598, <16 x i1> %1712)
  %1770 = or disjoint i64 %430, 16
  %1771 = sub nsw i64 %9, %1770
  %1772 = icmp sgt i64 %1771, 15
  %1773 = trunc i64 %1771 to i32
  %1774 = shl nsw i32 -1, %1773
  %1775 = trunc i32 %1774 to i16
  %1776 = xor i16 %1775, -1
  %1777 = select i1 %1772, i16 -1, i16 %1776
  br i1 %58, label %1783, label %1778

1778:                                             ; preds = %1768
  %1779 = load float, ptr %411, align 4
  %1780 = insertelement <16 x float> poison, float %1779, i64 0
  %1781 = shufflevector <16 x float> %1780, <16 x float> poison, <16 x i32> zeroinitializer
  %1782 = fadd <16 x float> %1596, %1781
  br label %1783

1783:                                             ; preds = %1778, %1768
  %1784 = phi <16 x float> [ %1782, %1778 ], [ %1596, %1768 ]
  %1785 = getelementptr inbounds nuw i8, ptr %1598, i64 64
  %1786 = getelementptr inbounds nuw i8, ptr %1599, i64 64
  %1787 = select i1 %425, ptr null, ptr %1786
  %1788 = bitcast i16 %1777 to <16 x i1>
  switch i64 %344, label %542 [
    i64 1, label %1803
    i64 2, label %1796
    i64 3, label %1789
    i64 0, label %1844
  ]

1789:                                             ; preds = %1783
  %1790 = bitcast <16 x float> %1784 to <8 x i64>
  %1791 = and <8 x i64> %1790, %56
  %1792 = fcmp oeq <16 x float> %1784, %43
  %1793 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1784, i32 4)
  %1794 = bitcast <8 x i64> %1791 to <16 x float>
  %1795 = select <16 x i1> %1792, <16 x float> %1794, <16 x float> %1793
  br label %1806

1796:                                             ; preds = %1783
  %1797 = bitcast <16 x float> %1784 to <8 x i64>
  %1798 = or <8 x i64> %1797, %57
  %1799 = fcmp oeq <16 x float> %1784, %46
  %1800 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1784, i32 4)
  %1801 = bitcast <8 x i64> %1798 to <16 x float>
  %1802 = select <16 x i1> %1799, <16 x float> %1801, <16 x float> %1800
  br label %1806

1803:                                             ; preds = %1783
  %1804 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1787, <16 x i1> %1788, <16 x float> zeroinitializer)
  %1805 = fadd <16 x float> %1784, %1804
  br label %1806

1806:                                             ; preds = %1803, %1796, %1789
  %1807 = phi <16 x float> [ %1805, %1803 ], [ %1802, %1796 ], [ %1795, %1789 ]
  switch i64 %350, label %542 [
    i64 1, label %1822
    i64 2, label %1815
    i64 3, label %1808
    i64 0, label %1844
  ]

1808:                                             ; preds = %1806
  %1809 = bitcast <16 x float> %1807 to <8 x i64>
  %1810 = and <8 x i64> %1809, %56
  %1811 = fcmp oeq <16 x float> %1807, %43
  %1812 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1807, i32 4)
  %1813 = bitcast <8 x i64> %1810 to <16 x float>
  %1814 = select <16 x i1> %1811, <16 x float> %1813, <16 x float> %1812
  br label %1825

1815:                                             ; preds = %1806
  %1816 = bitcast <16 x float> %1807 to <8 x i64>
  %1817 = or <8 x i64> %1816, %57
  %1818 = fcmp oeq <16 x float> %1807, %46
  %1819 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1807, i32 4)
  %1820 = bitcast <8 x i64> %1817 to <16 x float>
  %1821 = select <16 x i1> %1818, <16 x float> %1820, <16 x float> %1819
  br label %1825

1822:                                             ; preds = %1806
  %1823 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1787, <16 x i1> %1788, <16 x float> zeroinitializer)
  %1824 = fadd <16 x float> %1807, %1823
  br label %1825

1825:                                             ; preds = %1822, %1815, %1808
  %1826 = phi <16 x float> [ %1824, %1822 ], [ %1821, %1815 ], [ %1814, %1808 ]
  switch i64 %352, label %542 [
    i64 1, label %1841
    i64 2, label %1834
    i64 3, label %1827
    i64 0, label %1844
  ]

1827:                                             ; preds = %1825
  %1828 = bitcast <16 x float> %1826 to <8 x i64>
  %1829 = and <8 x i64> %1828, %56
  %1830 = fcmp oeq <16 x float> %1826, %43
  %1831 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1826, i32 4)
  %1832 = bitcast <8 x i64> %1829 to <16 x float>
  %1833 = select <16 x i1> %1830, <16 x float> %1832, <16 x float> %1831
  br label %1844

1834:                                             ; preds = %1825
  %1835 = bitcast <16 x float> %1826 to <8 x i64>
  %1836 = or <8 x i64> %1835, %57
  %1837 = fcmp oeq <16 x float> %1826, %46
  %1838 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1826, i32 4)
  %1839 = bitcast <8 x i64> %1836 to <16 x float>
  %1840 = select <16 x i1> %1837, <16 x float> %1839, <16 x float> %1838
  br label %1844

1841:                                             ; preds = %1825
  %1842 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1787, <16 x i1> %1788, <16 x float> zeroinitializer)
  %1843 = fadd <16 x float> %1826, %1842
  br label %1844

1844:                                             ; preds = %1827, %1834, %1841, %1825, %1806, %1783
  %1845 = phi <16 x float> [ %1826, %1825 ], [ %1784, %1783 ], [ %1807, %1806 ], [ %1843, %1841 ], [ %1840, %1834 ], [ %1833, %1827 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1845, ptr nonnull align 1 %1785, <16 x i1> %1788)
  %1846 = or disjoint i64 %430, 32
  %1847 = sub nsw i64 %9, %1846
  %1848 = icmp sgt i64 %1847, 15
  %1849 = trunc i64 %1847 to i32
  %1850 = shl nsw i32 -1, %1849
  %1851 = trunc i32 %1850 to i16
  %1852 = xor i16 %1851, -1
  %1853 = select i1 %1848, i16 -1, i16 %1852
  br i1 %58, label %1859, label %1854

1854:                                             ; preds = %1844
  %1855 = load float, ptr %411, align 4
  %1856 = insertelement <16 x float> poison, float %1855, i64 0
  %1857 = shufflevector <16 x float> %1856, <16 x float> poison, <16 x i32> zeroinitializer
  %1858 = fadd <16 x float> %1595, %1857
  br label %1859

1859:                                             ; preds = %1854, %1844
  %1860 = phi <16 x float> [ %1858, %1854 ], [ %1595, %1844 ]
  %1861 = getelementptr inbounds nuw i8, ptr %1598, i64 128
  %1862 = getelementptr inbounds nuw i8, ptr %1599, i64 128
  %1863 = select i1 %425, ptr null, ptr %1862
  %1864 = bitcast i16 %1853 to <16 x i1>
  switch i64 %344, label %542 [
    i64 1, label %1879
    i64 2, label %1872
    i64 3, label %1865
    i64 0, label %1920
  ]

1865:                                             ; preds = %1859
  %1866 = bitcast <16 x float> %1860 to <8 x i64>
  %1867 = and <8 x i64> %1866, %56
  %1868 = fcmp oeq <16 x float> %1860, %43
  %1869 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1860, i32 4)
  %1870 = bitcast <8 x i64> %1867 to <16 x float>
  %1871 = select <16 x i1> %1868, <16 x float> %1870, <16 x float> %1869
  br label %1882

1872:                                             ; preds = %1859
  %1873 = bitcast <16 x float> %1860 to <8 x i64>
  %1874 = or <8 x i64> %1873, %57
  %1875 = fcmp oeq <16 x float> %1860, %46
  %1876 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1860, i32 4)
  %1877 = bitcast <8 x i64> %1874 to <16 x float>
  %1878 = select <16 x i1> %1875, <16 x float> %1877, <16 x float> %1876
  br label %1882

1879:                                             ; preds = %1859
  %1880 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1863, <16 x i1> %1864, <16 x float> zeroinitializer)
  %1881 = fadd <16 x float> %1860, %1880
  br label %1882

1882:                                             ; preds = %1879, %1872, %1865
  %1883 = phi <16 x float> [ %1881, %1879 ], [ %1878, %1872 ], [ %1871, %1865 ]
  switch i64 %354, label %542 [
    i64 1, label %1898
    i64 2, label %1891
    i64 3, label %1884
    i64 0, label %1920
  ]

1884:                                             ; preds = %1882
  %1885 = bitcast <16 x float> %1883 to <8 x i64>
  %1886 = and <8 x i64> %1885, %56
  %1887 = fcmp oeq <16 x float> %1883, %43
  %1888 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1883, i32 4)
  %1889 = bitcast <8 x i64> %1886 to <16 x float>
  %1890 = select <16 x i1> %1887, <16 x float> %1889, <16 x float> %1888
  br label %1901

1891:                                             ; preds = %1882
  %1892 = bitcast <16 x float> %1883 to <8 x i64>
  %1893 = or <8 x i64> %1892, %57
  %1894 = fcmp oeq <16 x float> %1883, %46
  %1895 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1883, i32 4)
  %1896 = bitcast <8 x i64> %1893 to <16 x float>
  %1897 = select <16 x i1> %1894, <16 x float> %1896, <16 x float> %1895
  br label %1901

1898:                                             ; preds = %1882
  %1899 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1863, <16 x i1> %1864, <16 x float> zeroinitializer)
  %1900 = fadd <16 x float> %1883, %1899
  br label %1901

1901:                                             ; preds = %1898, %1891, %1884
  %1902 = phi <16 x float> [ %1900, %1898 ], [ %1897, %1891 ], [ %1890, %1884 ]
  switch i64 %356, label %542 [
    i64 1, label %1917
    i64 2, label %1910
    i64 3, label %1903
    i64 0, label %1920
  ]

1903:                                             ; preds = %1901
  %1904 = bitcast <16 x float> %1902 to <8 x i64>
  %1905 = and <8 x i64> %1904, %56
  %1906 = fcmp oeq <16 x float> %1902, %43
  %1907 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %1902, i32 4)
  %1908 = bitcast <8 x i64> %1905 to <16 x float>
  %1909 = select <16 x i1> %1906, <16 x float> %1908, <16 x float> %1907
  br label %1920

1910:                                             ; preds = %1901
  %1911 = bitcast <16 x float> %1902 to <8 x i64>
  %1912 = or <8 x i64> %1911, %57
  %1913 = fcmp oeq <16 x float> %1902, %46
  %1914 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %1902, i32 4)
  %1915 = bitcast <8 x i64> %1912 to <16 x float>
  %1916 = select <16 x i1> %1913, <16 x float> %1915, <16 x float> %1914
  br label %1920

1917:                                             ; preds = %1901
  %1918 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1863, <16 x i1> %1864, <16 x float> zeroinitializer)
  %1919 = fadd <16 x float> %1902, %1918
  br label %1920

1920:                                             ; preds = %1903, %1910, %1917, %1901, %1882, %1859
  %1921 = phi <16 x float> [ %1902, %1901 ], [ %1860, %1859 ], [ %1883, %1882 ], [ %1919, %1917 ], [ %1916, %1910 ], [ %1909, %1903 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1921, ptr nonnull align 1 %1861, <16 x i1> %1864)
  br label %7623

1922:                                             ; preds = %429
  br i1 %47, label %1923, label %2424

1923:                                             ; preds = %1922
  br i1 %54, label %1924, label %1943

1924:                                             ; preds = %1923
  %1925 = shl nuw nsw i64 %430, 1
  %1926 = shl nsw i64 %431, 1
  %1927 = add nsw i64 %1926, -1
  %1928 = or disjoint i64 %430, 16
  %1929 = sub nsw i64 %9, %1928
  %1930 = shl nuw nsw i64 %1928, 1
  %1931 = shl nsw i64 %1929, 1
  %1932 = add nsw i64 %1931, -1
  %1933 = or disjoint i64 %430, 32
  %1934 = sub nsw i64 %9, %1933
  %1935 = shl nuw nsw i64 %1933, 1
  %1936 = shl nsw i64 %1934, 1
  %1937 = add nsw i64 %1936, -1
  %1938 = or disjoint i64 %430, 48
  %1939 = sub nsw i64 %9, %1938
  %1940 = shl nuw nsw i64 %1938, 1
  %1941 = shl nsw i64 %1939, 1
  %1942 = add nsw i64 %1941, -1
  br label %1956

1943:                                             ; preds = %1973, %1923
  %1944 = phi <16 x float> [ zeroinitializer, %1923 ], [ %1974, %1973 ]
  %1945 = phi <16 x float> [ zeroinitializer, %1923 ], [ %1975, %1973 ]
  %1946 = phi <16 x float> [ zeroinitializer, %1923 ], [ %1976, %1973 ]
  %1947 = phi <16 x float> [ zeroinitializer, %1923 ], [ %1977, %1973 ]
  %1948 = getelementptr inbounds nuw float, ptr %417, i64 %430
  %1949 = getelementptr inbounds nuw float, ptr %421, i64 %430
  %1950 = icmp sgt i64 %431, 15
  %1951 = trunc i64 %431 to i32
  %1952 = shl nsw i32 -1, %1951
  %1953 = trunc i32 %1952 to i16
  %1954 = xor i16 %1953, -1
  %1955 = select i1 %1950, i16 -1, i16 %1954
  br i1 %58, label %2135, label %2130

1956:                                             ; preds = %1924, %1973
  %1957 = phi <16 x float> [ zeroinitializer, %1924 ], [ %1974, %1973 ]
  %1958 = phi <16 x float> [ zeroinitializer, %1924 ], [ %1975, %1973 ]
  %1959 = phi <16 x float> [ zeroinitializer, %1924 ], [ %1976, %1973 ]
  %1960 = phi <16 x float> [ zeroinitializer, %1924 ], [ %1977, %1973 ]
  %1961 = phi i64 [ 0, %1924 ], [ %1978, %1973 ]
  %1962 = mul nsw i64 %1961, %14
  %1963 = add i64 %424, %1962
  %1964 = icmp sgt i64 %1963, -1
  %1965 = icmp slt i64 %1963, %6
  %1966 = and i1 %1964, %1965
  %1967 = select i1 %1966, i64 %1963, i64 0
  %1968 = mul nsw i64 %1967, %7
  %1969 = getelementptr inbounds float, ptr %408, i64 %1968
  br i1 %55, label %1970, label %1973

1970:                                             ; preds = %1956
  %1971 = mul nuw nsw i64 %1961, %11
  %1972 = getelementptr inbounds nuw float, ptr %410, i64 %1971
  br label %1980

1973:                                             ; preds = %2116, %1956
  %1974 = phi <16 x float> [ %1957, %1956 ], [ %2127, %2116 ]
  %1975 = phi <16 x float> [ %1958, %1956 ], [ %2093, %2116 ]
  %1976 = phi <16 x float> [ %1959, %1956 ], [ %2059, %2116 ]
  %1977 = phi <16 x float> [ %1960, %1956 ], [ %2025, %2116 ]
  %1978 = add nuw nsw i64 %1961, 1
  %1979 = icmp eq i64 %1978, %10
  br i1 %1979, label %1943, label %1956

1980:                                             ; preds = %1970, %2116
  %1981 = phi <16 x float> [ %1957, %1970 ], [ %2127, %2116 ]
  %1982 = phi <16 x float> [ %1958, %1970 ], [ %2093, %2116 ]
  %1983 = phi <16 x float> [ %1959, %1970 ], [ %2059, %2116 ]
  %1984 = phi <16 x float> [ %1960, %1970 ], [ %2025, %2116 ]
  %1985 = phi i64 [ 0, %1970 ], [ %2128, %2116 ]
  %1986 = getelementptr inbounds nuw float, ptr %1972, i64 %1985
  %1987 = load float, ptr %1986, align 4
  %1988 = insertelement <16 x float> poison, float %1987, i64 0
  %1989 = shufflevector <16 x float> %1988, <16 x float> poison, <16 x i32> zeroinitializer
  %1990 = mul nsw i64 %1985, %15
  %1991 = sub i64 %1990, %17
  %1992 = add i64 %1991, %1925
  %1993 = icmp slt i64 %1992, 0
  %1994 = sub nsw i64 0, %1992
  %1995 = select i1 %1993, i64 %1994, i64 0
  %1996 = sub nsw i64 %7, %1992
  %1997 = tail call i64 @llvm.smin.i64(i64 %1996, i64 %1927)
  %1998 = tail call i64 @llvm.smin.i64(i64 %1997, i64 32)
  %1999 = icmp sgt i64 %1998, %1995
  %2000 = select i1 %1966, i1 %1999, i1 false
  %2001 = select i1 %2000, i64 %1995, i64 0
  %2002 = select i1 %2000, i64 %1998, i64 0
  %2003 = getelementptr inbounds float, ptr %1969, i64 %1992
  %2004 = icmp sgt i64 %2002, %2001
  br i1 %2004, label %2005, label %2014

2005:                                             ; preds = %1980
  %2006 = icmp sgt i64 %2002, 31
  %2007 = trunc i64 %2002 to i32
  %2008 = shl nsw i32 -1, %2007
  %2009 = xor i32 %2008, -1
  %2010 = select i1 %2006, i32 -1, i32 %2009
  %2011 = trunc i64 %2001 to i32
  %2012 = shl nsw i32 -1, %2011
  %2013 = and i32 %2010, %2012
  br label %2014

2014:                                             ; preds = %1980, %2005
  %2015 = phi i32 [ %2013, %2005 ], [ 0, %1980 ]
  %2016 = trunc i32 %2015 to i16
  %2017 = bitcast i16 %2016 to <16 x i1>
  %2018 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %2003, <16 x i1> %2017, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2019 = lshr i32 %2015, 16
  %2020 = trunc nuw i32 %2019 to i16
  %2021 = getelementptr inbounds nuw i8, ptr %2003, i64 64
  %2022 = bitcast i16 %2020 to <16 x i1>
  %2023 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %2021, <16 x i1> %2022, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2024 = shufflevector <16 x float> %2018, <16 x float> %2023, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %2025 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2024, <16 x float> %1989, <16 x float> %1984)
  %2026 = add i64 %1991, %1930
  %2027 = icmp slt i64 %2026, 0
  %2028 = sub nsw i64 0, %2026
  %2029 = select i1 %2027, i64 %2028, i64 0
  %2030 = sub nsw i64 %7, %2026
  %2031 = tail call i64 @llvm.smin.i64(i64 %2030, i64 %1932)
  %2032 = tail call i64 @llvm.smin.i64(i64 %2031, i64 32)
  %2033 = icmp sgt i64 %2032, %2029
  %2034 = select i1 %1966, i1 %2033, i1 false
  %2035 = select i1 %2034, i64 %2029, i64 0
  %2036 = select i1 %2034, i64 %2032, i64 0
  %2037 = getelementptr inbounds float, ptr %1969, i64 %2026
  %2038 = icmp sgt i64 %2036, %2035
  br i1 %2038, label %2039, label %2048

2039:                                             ; preds = %2014
  %2040 = icmp sgt i64 %2036, 31
  %2041 = trunc i64 %2036 to i32
  %2042 = shl nsw i32 -1, %2041
  %2043 = xor i32 %2042, -1
  %2044 = select i1 %2040, i32 -1, i32 %2043
  %2045 = trunc i64 %2035 to i32
  %2046 = shl nsw i32 -1, %2045
  %2047 = and i32 %2044, %2046
  br label %2048

2048:                                             ; preds = %2039, %2014
  %2049 = phi i32 [ %2047, %2039 ], [ 0, %2014 ]
  %2050 = trunc i32 %2049 to i16
  %2051 = bitcast i16 %2050 to <16 x i1>
  %2052 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %2037, <16 x i1> %2051, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2053 = lshr i32 %2049, 16
  %2054 = trunc nuw i32 %2053 to i16
  %2055 = getelementptr inbounds nuw i8, ptr %2037, i64 64
  %2056 = bitcast i16 %2054 to <16 x i1>
  %2057 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %2055, <16 x i1> %2056, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2058 = shufflevector <16 x float> %2052, <16 x float> %2057, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %2059 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2058, <16 x float> %1989, <16 x float> %1983)
  %2060 = add i64 %1991, %1935
  %2061 = icmp slt i64 %2060, 0
  %2062 = sub nsw i64 0, %2060
  %2063 = select i1 %2061, i64 %2062, i64 0
  %2064 = sub nsw i64 %7, %2060
  %2065 = tail call i64 @llvm.smin.i64(i64 %2064, i64 %1937)
  %2066 = tail call i64 @llvm.smin.i64(i64 %2065, i64 32)
  %2067 = icmp sgt i64 %2066, %2063
  %2068 = select i1 %1966, i1 %2067, i1 false
  %2069 = select i1 %2068, i64 %2063, i64 0
  %2070 = select i1 %2068, i64 %2066, i64 0
  %2071 = getelementptr inbounds float, ptr %1969, i64 %2060
  %2072 = icmp sgt i64 %2070, %2069
  br i1 %2072, label %2073, label %2082

2073:                                             ; preds = %2048
  %2074 = icmp sgt i64 %2070, 31
  %2075 = trunc i64 %2070 to i32
  %2076 = shl nsw i32 -1, %2075
  %2077 = xor i32 %2076, -1
  %2078 = select i1 %2074, i32 -1, i32 %2077
  %2079 = trunc i64 %2069 to i32
  %2080 = shl nsw i32 -1, %2079
  %2081 = and i32 %2078, %2080
  br label %2082

2082:                                             ; preds = %2073, %2048
  %2083 = phi i32 [ %2081, %2073 ], [ 0, %2048 ]
  %2084 = trunc i32 %2083 to i16
  %2085 = bitcast i16 %2084 to <16 x i1>
  %2086 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %2071, <16 x i1> %2085, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2087 = lshr i32 %2083, 16
  %2088 = trunc nuw i32 %2087 to i16
  %2089 = getelementptr inbounds nuw i8, ptr %2071, i64 64
  %2090 = bitcast i16 %2088 to <16 x i1>
  %2091 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %2089, <16 x i1> %2090, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2092 = shufflevector <16 x float> %2086, <16 x float> %2091, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %2093 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2092, <16 x float> %1989, <16 x float> %1982)
  %2094 = add i64 %1991, %1940
  %2095 = icmp slt i64 %2094, 0
  %2096 = sub nsw i64 0, %2094
  %2097 = select i1 %2095, i64 %2096, i64 0
  %2098 = sub nsw i64 %7, %2094
  %2099 = tail call i64 @llvm.smin.i64(i64 %2098, i64 %1942)
  %2100 = tail call i64 @llvm.smin.i64(i64 %2099, i64 32)
  %2101 = icmp sgt i64 %2100, %2097
  %2102 = select i1 %1966, i1 %2101, i1 false
  %2103 = select i1 %2102, i64 %2097, i64 0
  %2104 = select i1 %2102, i64 %2100, i64 0
  %2105 = getelementptr inbounds float, ptr %1969, i64 %2094
  %2106 = icmp sgt i64 %2104, %2103
  br i1 %2106, label %2107, label %2116

2107:                                             ; preds = %2082
  %2108 = icmp sgt i64 %2104, 31
  %2109 = trunc i64 %2104 to i32
  %2110 = shl nsw i32 -1, %2109
  %2111 = xor i32 %2110, -1
  %2112 = select i1 %2108, i32 -1, i32 %2111
  %2113 = trunc i64 %2103 to i32
  %2114 = shl nsw i32 -1, %2113
  %2115 = and i32 %2112, %2114
  br label %2116

2116:                                             ; preds = %2107, %2082
  %2117 = phi i32 [ %2115, %2107 ], [ 0, %2082 ]
  %2118 = trunc i32 %2117 to i16
  %2119 = bitcast i16 %2118 to <16 x i1>
  %2120 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %2105, <16 x i1> %2119, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2121 = lshr i32 %2117, 16
  %2122 = trunc nuw i32 %2121 to i16
  %2123 = getelementptr inbounds nuw i8, ptr %2105, i64 64
  %2124 = bitcast i16 %2122 to <16 x i1>
  %2125 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %2123, <16 x i1> %2124, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2126 = shufflevector <16 x float> %2120, <16 x float> %2125, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %2127 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2126, <16 x float> %1989, <16 x float> %1981)
  %2128 = add nuw nsw i64 %1985, 1
  %2129 = icmp eq i64 %2128, %11
  br i1 %2129, label %1973, label %1980

2130:                                             ; preds = %1943
  %2131 = load float, ptr %411, align 4
  %2132 = insertelement <16 x float> poison, float %2131, i64 0
  %2133 = shufflevector <16 x float> %2132, <16 x float> poison, <16 x i32> zeroinitializer
  %2134 = fadd <16 x float> %1947, %2133
  br label %2135

2135:                                             ; preds = %2130, %1943
  %2136 = phi <16 x float> [ %2134, %2130 ], [ %1947, %1943 ]
  %2137 = select i1 %425, ptr null, ptr %1949
  %2138 = bitcast i16 %1955 to <16 x i1>
  switch i64 %327, label %542 [
    i64 1, label %2139
    i64 2, label %2142
    i64 3, label %2149
    i64 0, label %2194
  ]

2139:                                             ; preds = %2135
  %2140 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2137, <16 x i1> %2138, <16 x float> zeroinitializer)
  %2141 = fadd <16 x float> %2136, %2140
  br label %2156

2142:                                             ; preds = %2135
  %2143 = bitcast <16 x float> %2136 to <8 x i64>
  %2144 = or <8 x i64> %2143, %57
  %2145 = fcmp oeq <16 x float> %2136, %46
  %2146 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2136, i32 4)
  %2147 = bitcast <8 x i64> %2144 to <16 x float>
  %2148 = select <16 x i1> %2145, <16 x float> %2147, <16 x float> %2146
  br label %2156

2149:                                             ; preds = %2135
  %2150 = bitcast <16 x float> %2136 to <8 x i64>
  %2151 = and <8 x i64> %2150, %56
  %2152 = fcmp oeq <16 x float> %2136, %43
  %2153 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2136, i32 4)
  %2154 = bitcast <8 x i64> %2151 to <16 x float>
  %2155 = select <16 x i1> %2152, <16 x float> %2154, <16 x float> %2153
  br label %2156

2156:                                             ; preds = %2149, %2142, %2139
  %2157 = phi <16 x float> [ %2141, %2139 ], [ %2148, %2142 ], [ %2155, %2149 ]
  switch i64 %329, label %542 [
    i64 1, label %2172
    i64 2, label %2165
    i64 3, label %2158
    i64 0, label %2194
  ]

2158:                                             ; preds = %2156
  %2159 = bitcast <16 x float> %2157 to <8 x i64>
  %2160 = and <8 x i64> %2159, %56
  %2161 = fcmp oeq <16 x float> %2157, %43
  %2162 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2157, i32 4)
  %2163 = bitcast <8 x i64> %2160 to <16 x float>
  %2164 = select <16 x i1> %2161, <16 x float> %2163, <16 x float> %2162
  br label %2175

2165:                                             ; preds = %2156
  %2166 = bitcast <16 x float> %2157 to <8 x i64>
  %2167 = or <8 x i64> %2166, %57
  %2168 = fcmp oeq <16 x float> %2157, %46
  %2169 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2157, i32 4)
  %2170 = bitcast <8 x i64> %2167 to <16 x float>
  %2171 = select <16 x i1> %2168, <16 x float> %2170, <16 x float> %2169
  br label %2175

2172:                                             ; preds = %2156
  %2173 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2137, <16 x i1> %2138, <16 x float> zeroinitializer)
  %2174 = fadd <16 x float> %2157, %2173
  br label %2175

2175:                                             ; preds = %2172, %2165, %2158
  %2176 = phi <16 x float> [ %2174, %2172 ], [ %2171, %2165 ], [ %2164, %2158 ]
  switch i64 %331, label %542 [
    i64 1, label %2191
    i64 2, label %2184
    i64 3, label %2177
    i64 0, label %2194
  ]

2177:                                             ; preds = %2175
  %2178 = bitcast <16 x float> %2176 to <8 x i64>
  %2179 = and <8 x i64> %2178, %56
  %2180 = fcmp oeq <16 x float> %2176, %43
  %2181 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2176, i32 4)
  %2182 = bitcast <8 x i64> %2179 to <16 x float>
  %2183 = select <16 x i1> %2180, <16 x float> %2182, <16 x float> %2181
  br label %2194

2184:                                             ; preds = %2175
  %2185 = bitcast <16 x float> %2176 to <8 x i64>
  %2186 = or <8 x i64> %2185, %57
  %2187 = fcmp oeq <16 x float> %2176, %46
  %2188 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2176, i32 4)
  %2189 = bitcast <8 x i64> %2186 to <16 x float>
  %2190 = select <16 x i1> %2187, <16 x float> %2189, <16 x float> %2188
  br label %2194

2191:                                             ; preds = %2175
  %2192 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2137, <16 x i1> %2138, <16 x float> zeroinitializer)
  %2193 = fadd <16 x float> %2176, %2192
  br label %2194

2194:                                             ; preds = %2177, %2184, %2191, %2175, %2156, %2135
  %2195 = phi <16 x float> [ %2176, %2175 ], [ %2136, %2135 ], [ %2157, %2156 ], [ %2193, %2191 ], [ %2190, %2184 ], [ %2183, %2177 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2195, ptr align 1 %1948, <16 x i1> %2138)
  %2196 = or disjoint i64 %430, 16
  %2197 = sub nsw i64 %9, %2196
  %2198 = icmp sgt i64 %2197, 15
  %2199 = trunc i64 %2197 to i32
  %2200 = shl nsw i32 -1, %2199
  %2201 = trunc i32 %2200 to i16
  %2202 = xor i16 %2201, -1
  %2203 = select i1 %2198, i16 -1, i16 %2202
  br i1 %58, label %2209, label %2204

2204:                                             ; preds = %2194
  %2205 = load float, ptr %411, align 4
  %2206 = insertelement <16 x float> poison, float %2205, i64 0
  %2207 = shufflevector <16 x float> %2206, <16 x float> poison, <16 x i32> zeroinitializer
  %2208 = fadd <16 x float> %1946, %2207
  br label %2209

2209:                                             ; preds = %2204, %2194
  %2210 = phi <16 x float> [ %2208, %2204 ], [ %1946, %2194 ]
  %2211 = getelementptr inbounds nuw i8, ptr %1948, i64 64
  %2212 = getelementptr inbounds nuw i8, ptr %1949, i64 64
  %2213 = select i1 %425, ptr null, ptr %2212
  %2214 = bitcast i16 %2203 to <16 x i1>
  switch i64 %327, label %542 [
    i64 1, label %2229
    i64 2, label %2222
    i64 3, label %2215
    i64 0, label %2270
  ]

2215:                                             ; preds = %2209
  %2216 = bitcast <16 x float> %2210 to <8 x i64>
  %2217 = and <8 x i64> %2216, %56
  %2218 = fcmp oeq <16 x float> %2210, %43
  %2219 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2210, i32 4)
  %2220 = bitcast <8 x i64> %2217 to <16 x float>
  %2221 = select <16 x i1> %2218, <16 x float> %2220, <16 x float> %2219
  br label %2232

2222:                                             ; preds = %2209
  %2223 = bitcast <16 x float> %2210 to <8 x i64>
  %2224 = or <8 x i64> %2223, %57
  %2225 = fcmp oeq <16 x float> %2210, %46
  %2226 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2210, i32 4)
  %2227 = bitcast <8 x i64> %2224 to <16 x float>
  %2228 = select <16 x i1> %2225, <16 x float> %2227, <16 x float> %2226
  br label %2232

2229:                                             ; preds = %2209
  %2230 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2213, <16 x i1> %2214, <16 x float> zeroinitializer)
  %2231 = fadd <16 x float> %2210, %2230
  br label %2232

2232:                                             ; preds = %2229, %2222, %2215
  %2233 = phi <16 x float> [ %2231, %2229 ], [ %2228, %2222 ], [ %2221, %2215 ]
  switch i64 %333, label %542 [
    i64 1, label %2248
    i64 2, label %2241
    i64 3, label %2234
    i64 0, label %2270
  ]

2234:                                             ; preds = %2232
  %2235 = bitcast <16 x float> %2233 to <8 x i64>
  %2236 = and <8 x i64> %2235, %56
  %2237 = fcmp oeq <16 x float> %2233, %43
  %2238 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2233, i32 4)
  %2239 = bitcast <8 x i64> %2236 to <16 x float>
  %2240 = select <16 x i1> %2237, <16 x float> %2239, <16 x float> %2238
  br label %2251

2241:                                             ; preds = %2232
  %2242 = bitcast <16 x float> %2233 to <8 x i64>
  %2243 = or <8 x i64> %2242, %57
  %2244 = fcmp oeq <16 x float> %2233, %46
  %2245 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2233, i32 4)
  %2246 = bitcast <8 x i64> %2243 to <16 x float>
  %2247 = select <16 x i1> %2244, <16 x float> %2246, <16 x float> %2245
  br label %2251

2248:                                             ; preds = %2232
  %2249 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2213, <16 x i1> %2214, <16 x float> zeroinitializer)
  %2250 = fadd <16 x float> %2233, %2249
  br label %2251

2251:                                             ; preds = %2248, %2241, %2234
  %2252 = phi <16 x float> [ %2250, %2248 ], [ %2247, %2241 ], [ %2240, %2234 ]
  switch i64 %335, label %542 [
    i64 1, label %2267
    i64 2, label %2260
    i64 3, label %2253
    i64 0, label %2270
  ]

2253:                                             ; preds = %2251
  %2254 = bitcast <16 x float> %2252 to <8 x i64>
  %2255 = and <8 x i64> %2254, %56
  %2256 = fcmp oeq <16 x float> %2252, %43
  %2257 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2252, i32 4)
  %2258 = bitcast <8 x i64> %2255 to <16 x float>
  %2259 = select <16 x i1> %2256, <16 x float> %2258, <16 x float> %2257
  br label %2270

2260:                                             ; preds = %2251
  %2261 = bitcast <16 x float> %2252 to <8 x i64>
  %2262 = or <8 x i64> %2261, %57
  %2263 = fcmp oeq <16 x float> %2252, %46
  %2264 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2252, i32 4)
  %2265 = bitcast <8 x i64> %2262 to <16 x float>
  %2266 = select <16 x i1> %2263, <16 x float> %2265, <16 x float> %2264
  br label %2270

2267:                                             ; preds = %2251
  %2268 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2213, <16 x i1> %2214, <16 x float> zeroinitializer)
  %2269 = fadd <16 x float> %2252, %2268
  br label %2270

2270:                                             ; preds = %2253, %2260, %2267, %2251, %2232, %2209
  %2271 = phi <16 x float> [ %2252, %2251 ], [ %2210, %2209 ], [ %2233, %2232 ], [ %2269, %2267 ], [ %2266, %2260 ], [ %2259, %2253 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2271, ptr nonnull align 1 %2211, <16 x i1> %2214)
  %2272 = or disjoint i64 %430, 32
  %2273 = sub nsw i64 %9, %2272
  %2274 = icmp sgt i64 %2273, 15
  %2275 = trunc i64 %2273 to i32
  %2276 = shl nsw i32 -1, %2275
  %2277 = trunc i32 %2276 to i16
  %2278 = xor i16 %2277, -1
  %2279 = select i1 %2274, i16 -1, i16 %2278
  br i1 %58, label %2285, label %2280

2280:                                             ; preds = %2270
  %2281 = load float, ptr %411, align 4
  %2282 = insertelement <16 x float> poison, float %2281, i64 0
  %2283 = shufflevector <16 x float> %2282, <16 x float> poison, <16 x i32> zeroinitializer
  %2284 = fadd <16 x float> %1945, %2283
  br label %2285

2285:                                             ; preds = %2280, %2270
  %2286 = phi <16 x float> [ %2284, %2280 ], [ %1945, %2270 ]
  %2287 = getelementptr inbounds nuw i8, ptr %1948, i64 128
  %2288 = getelementptr inbounds nuw i8, ptr %1949, i64 128
  %2289 = select i1 %425, ptr null, ptr %2288
  %2290 = bitcast i16 %2279 to <16 x i1>
  switch i64 %327, label %542 [
    i64 1, label %2305
    i64 2, label %2298
    i64 3, label %2291
    i64 0, label %2346
  ]

2291:                                             ; preds = %2285
  %2292 = bitcast <16 x float> %2286 to <8 x i64>
  %2293 = and <8 x i64> %2292, %56
  %2294 = fcmp oeq <16 x float> %2286, %43
  %2295 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2286, i32 4)
  %2296 = bitcast <8 x i64> %2293 to <16 x float>
  %2297 = select <16 x i1> %2294, <16 x float> %2296, <16 x float> %2295
  br label %2308

2298:                                             ; preds = %2285
  %2299 = bitcast <16 x float> %2286 to <8 x i64>
  %2300 = or <8 x i64> %2299, %57
  %2301 = fcmp oeq <16 x float> %2286, %46
  %2302 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2286, i32 4)
  %2303 = bitcast <8 x i64> %2300 to <16 x float>
  %2304 = select <16 x i1> %2301, <16 x float> %2303, <16 x float> %2302
  br label %2308

2305:                                             ; preds = %2285
  %2306 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2289, <16 x i1> %2290, <16 x float> zeroinitializer)
  %2307 = fadd <16 x float> %2286, %2306
  br label %2308

2308:                                             ; preds = %2305, %2298, %2291
  %2309 = phi <16 x float> [ %2307, %2305 ], [ %2304, %2298 ], [ %2297, %2291 ]
  switch i64 %337, label %542 [
    i64 1, label %2324
    i64 2, label %2317
    i64 3, label %2310
    i64 0, label %2346
  ]

2310:                                             ; preds = %2308
  %2311 = bitcast <16 x float> %2309 to <8 x i64>
  %2312 = and <8 x i64> %2311, %56
  %2313 = fcmp oeq <16 x float> %2309, %43
  %2314 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2309, i32 4)
  %2315 = bitcast <8 x i64> %2312 to <16 x float>
  %2316 = select <16 x i1> %2313, <16 x float> %2315, <16 x float> %2314
  br label %2327

2317:                                             ; preds = %2308
  %2318 = bitcast <16 x float> %2309 to <8 x i64>
  %2319 = or <8 x i64> %2318, %57
  %2320 = fcmp oeq <16 x float> %2309, %46
  %2321 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2309, i32 4)
  %2322 = bitcast <8 x i64> %2319 to <16 x float>
  %2323 = select <16 x i1> %2320, <16 x float> %2322, <16 x float> %2321
  br label %2327

2324:                                             ; preds = %2308
  %2325 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2289, <16 x i1> %2290, <16 x float> zeroinitializer)
  %2326 = fadd <16 x float> %2309, %2325
  br label %2327

2327:                                             ; preds = %2324, %2317, %2310
  %2328 = phi <16 x float> [ %2326, %2324 ], [ %2323, %2317 ], [ %2316, %2310 ]
  switch i64 %339, label %542 [
    i64 1, label %2343
    i64 2, label %2336
    i64 3, label %2329
    i64 0, label %2346
  ]

2329:                                             ; preds = %2327
  %2330 = bitcast <16 x float> %2328 to <8 x i64>
  %2331 = and <8 x i64> %2330, %56
  %2332 = fcmp oeq <16 x float> %2328, %43
  %2333 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2328, i32 4)
  %2334 = bitcast <8 x i64> %2331 to <16 x float>
  %2335 = select <16 x i1> %2332, <16 x float> %2334, <16 x float> %2333
  br label %2346

2336:                                             ; preds = %2327
  %2337 = bitcast <16 x float> %2328 to <8 x i64>
  %2338 = or <8 x i64> %2337, %57
  %2339 = fcmp oeq <16 x float> %2328, %46
  %2340 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2328, i32 4)
  %2341 = bitcast <8 x i64> %2338 to <16 x float>
  %2342 = select <16 x i1> %2339, <16 x float> %2341, <16 x float> %2340
  br label %2346

2343:                                             ; preds = %2327
  %2344 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2289, <16 x i1> %2290, <16 x float> zeroinitializer)
  %2345 = fadd <16 x float> %2328, %2344
  br label %2346

2346:                                             ; preds = %2329, %2336, %2343, %2327, %2308, %2285
  %2347 = phi <16 x float> [ %2328, %2327 ], [ %2286, %2285 ], [ %2309, %2308 ], [ %2345, %2343 ], [ %2342, %2336 ], [ %2335, %2329 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2347, ptr nonnull align 1 %2287, <16 x i1> %2290)
  %2348 = or disjoint i64 %430, 48
  %2349 = sub nsw i64 %9, %2348
  %2350 = icmp sgt i64 %2349, 15
  %2351 = trunc i64 %2349 to i32
  %2352 = shl nsw i32 -1, %2351
  %2353 = trunc i32 %2352 to i16
  %2354 = xor i16 %2353, -1
  %2355 = select i1 %2350, i16 -1, i16 %2354
  br i1 %58, label %2361, label %2356

2356:                                             ; preds = %2346
  %2357 = load float, ptr %411, align 4
  %2358 = insertelement <16 x float> poison, float %2357, i64 0
  %2359 = shufflevector <16 x float> %2358, <16 x float> poison, <16 x i32> zeroinitializer
  %2360 = fadd <16 x float> %1944, %2359
  br label %2361

2361:                                             ; preds = %2356, %2346
  %2362 = phi <16 x float> [ %2360, %2356 ], [ %1944, %2346 ]
  %2363 = getelementptr inbounds nuw i8, ptr %1948, i64 192
  %2364 = getelementptr inbounds nuw i8, ptr %1949, i64 192
  %2365 = select i1 %425, ptr null, ptr %2364
  %2366 = bitcast i16 %2355 to <16 x i1>
  switch i64 %327, label %542 [
    i64 1, label %2381
    i64 2, label %2374
    i64 3, label %2367
    i64 0, label %2422
  ]

2367:                                             ; preds = %2361
  %2368 = bitcast <16 x float> %2362 to <8 x i64>
  %2369 = and <8 x i64> %2368, %56
  %2370 = fcmp oeq <16 x float> %2362, %43
  %2371 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2362, i32 4)
  %2372 = bitcast <8 x i64> %2369 to <16 x float>
  %2373 = select <16 x i1> %2370, <16 x float> %2372, <16 x float> %2371
  br label %2384

2374:                                             ; preds = %2361
  %2375 = bitcast <16 x float> %2362 to <8 x i64>
  %2376 = or <8 x i64> %2375, %57
  %2377 = fcmp oeq <16 x float> %2362, %46
  %2378 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2362, i32 4)
  %2379 = bitcast <8 x i64> %2376 to <16 x float>
  %2380 = select <16 x i1> %2377, <16 x float> %2379, <16 x float> %2378
  br label %2384

2381:                                             ; preds = %2361
  %2382 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2365, <16 x i1> %2366, <16 x float> zeroinitializer)
  %2383 = fadd <16 x float> %2362, %2382
  br label %2384

2384:                                             ; preds = %2381, %2374, %2367
  %2385 = phi <16 x float> [ %2383, %2381 ], [ %2380, %2374 ], [ %2373, %2367 ]
  switch i64 %341, label %542 [
    i64 1, label %2400
    i64 2, label %2393
    i64 3, label %2386
    i64 0, label %2422
  ]

2386:                                             ; preds = %2384
  %2387 = bitcast <16 x float> %2385 to <8 x i64>
  %2388 = and <8 x i64> %2387, %56
  %2389 = fcmp oeq <16 x float> %2385, %43
  %2390 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2385, i32 4)
  %2391 = bitcast <8 x i64> %2388 to <16 x float>
  %2392 = select <16 x i1> %2389, <16 x float> %2391, <16 x float> %2390
  br label %2403

2393:                                             ; preds = %2384
  %2394 = bitcast <16 x float> %2385 to <8 x i64>
  %2395 = or <8 x i64> %2394, %57
  %2396 = fcmp oeq <16 x float> %2385, %46
  %2397 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2385, i32 4)
  %2398 = bitcast <8 x i64> %2395 to <16 x float>
  %2399 = select <16 x i1> %2396, <16 x float> %2398, <16 x float> %2397
  br label %2403

2400:                                             ; preds = %2384
  %2401 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2365, <16 x i1> %2366, <16 x float> zeroinitializer)
  %2402 = fadd <16 x float> %2385, %2401
  br label %2403

2403:                                             ; preds = %2400, %2393, %2386
  %2404 = phi <16 x float> [ %2402, %2400 ], [ %2399, %2393 ], [ %2392, %2386 ]
  switch i64 %343, label %542 [
    i64 1, label %2419
    i64 2, label %2412
    i64 3, label %2405
    i64 0, label %2422
  ]

2405:                                             ; preds = %2403
  %2406 = bitcast <16 x float> %2404 to <8 x i64>
  %2407 = and <8 x i64> %2406, %56
  %2408 = fcmp oeq <16 x float> %2404, %43
  %2409 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2404, i32 4)
  %2410 = bitcast <8 x i64> %2407 to <16 x float>
  %2411 = select <16 x i1> %2408, <16 x float> %2410, <16 x float> %2409
  br label %2422

2412:                                             ; preds = %2403
  %2413 = bitcast <16 x float> %2404 to <8 x i64>
  %2414 = or <8 x i64> %2413, %57
  %2415 = fcmp oeq <16 x float> %2404, %46
  %2416 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2404, i32 4)
  %2417 = bitcast <8 x i64> %2414 to <16 x float>
  %2418 = select <16 x i1> %2415, <16 x float> %2417, <16 x float> %2416
  br label %2422

2419:                                             ; preds = %2403
  %2420 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2365, <16 x i1> %2366, <16 x float> zeroinitializer)
  %2421 = fadd <16 x float> %2404, %2420
  br label %2422

2422:                                             ; preds = %2405, %2412, %2419, %2403, %2384, %2361
  %2423 = phi <16 x float> [ %2404, %2403 ], [ %2362, %2361 ], [ %2385, %2384 ], [ %2421, %2419 ], [ %2418, %2412 ], [ %2411, %2405 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2423, ptr nonnull align 1 %2363, <16 x i1> %2366)
  br label %7623

2424:                                             ; preds = %1922
  br i1 %54, label %2425, label %2432

2425:                                             ; preds = %2424
  %2426 = or disjoint i64 %430, 16
  %2427 = sub nsw i64 %9, %2426
  %2428 = or disjoint i64 %430, 32
  %2429 = sub nsw i64 %9, %2428
  %2430 = or disjoint i64 %430, 48
  %2431 = sub nsw i64 %9, %2430
  br label %2445

2432:                                             ; preds = %2462, %2424
  %2433 = phi <16 x float> [ zeroinitializer, %2424 ], [ %2463, %2462 ]
  %2434 = phi <16 x float> [ zeroinitializer, %2424 ], [ %2464, %2462 ]
  %2435 = phi <16 x float> [ zeroinitializer, %2424 ], [ %2465, %2462 ]
  %2436 = phi <16 x float> [ zeroinitializer, %2424 ], [ %2466, %2462 ]
  %2437 = getelementptr inbounds nuw float, ptr %417, i64 %430
  %2438 = getelementptr inbounds nuw float, ptr %421, i64 %430
  %2439 = icmp sgt i64 %431, 15
  %2440 = trunc i64 %431 to i32
  %2441 = shl nsw i32 -1, %2440
  %2442 = trunc i32 %2441 to i16
  %2443 = xor i16 %2442, -1
  %2444 = select i1 %2439, i16 -1, i16 %2443
  br i1 %58, label %2572, label %2567

2445:                                             ; preds = %2425, %2462
  %2446 = phi <16 x float> [ zeroinitializer, %2425 ], [ %2463, %2462 ]
  %2447 = phi <16 x float> [ zeroinitializer, %2425 ], [ %2464, %2462 ]
  %2448 = phi <16 x float> [ zeroinitializer, %2425 ], [ %2465, %2462 ]
  %2449 = phi <16 x float> [ zeroinitializer, %2425 ], [ %2466, %2462 ]
  %2450 = phi i64 [ 0, %2425 ], [ %2467, %2462 ]
  %2451 = mul nsw i64 %2450, %14
  %2452 = add i64 %424, %2451
  %2453 = icmp sgt i64 %2452, -1
  %2454 = icmp slt i64 %2452, %6
  %2455 = and i1 %2453, %2454
  %2456 = select i1 %2455, i64 %2452, i64 0
  %2457 = mul nsw i64 %2456, %7
  %2458 = getelementptr inbounds float, ptr %408, i64 %2457
  br i1 %55, label %2459, label %2462

2459:                                             ; preds = %2445
  %2460 = mul nuw nsw i64 %2450, %11
  %2461 = getelementptr inbounds nuw float, ptr %410, i64 %2460
  br label %2469

2462:                                             ; preds = %2469, %2445
  %2463 = phi <16 x float> [ %2446, %2445 ], [ %2564, %2469 ]
  %2464 = phi <16 x float> [ %2447, %2445 ], [ %2543, %2469 ]
  %2465 = phi <16 x float> [ %2448, %2445 ], [ %2522, %2469 ]
  %2466 = phi <16 x float> [ %2449, %2445 ], [ %2501, %2469 ]
  %2467 = add nuw nsw i64 %2450, 1
  %2468 = icmp eq i64 %2467, %10
  br i1 %2468, label %2432, label %2445

2469:                                             ; preds = %2459, %2469
  %2470 = phi <16 x float> [ %2446, %2459 ], [ %2564, %2469 ]
  %2471 = phi <16 x float> [ %2447, %2459 ], [ %2543, %2469 ]
  %2472 = phi <16 x float> [ %2448, %2459 ], [ %2522, %2469 ]
  %2473 = phi <16 x float> [ %2449, %2459 ], [ %2501, %2469 ]
  %2474 = phi i64 [ 0, %2459 ], [ %2565, %2469 ]
  %2475 = getelementptr inbounds nuw float, ptr %2461, i64 %2474
  %2476 = load float, ptr %2475, align 4
  %2477 = insertelement <16 x float> poison, float %2476, i64 0
  %2478 = shufflevector <16 x float> %2477, <16 x float> poison, <16 x i32> zeroinitializer
  %2479 = mul nsw i64 %2474, %15
  %2480 = sub i64 %2479, %17
  %2481 = add i64 %2480, %430
  %2482 = icmp slt i64 %2481, 0
  %2483 = sub nsw i64 0, %2481
  %2484 = select i1 %2482, i64 %2483, i64 0
  %2485 = sub nsw i64 %7, %2481
  %2486 = tail call i64 @llvm.smin.i64(i64 %2485, i64 %431)
  %2487 = tail call i64 @llvm.smin.i64(i64 %2486, i64 16)
  %2488 = icmp sgt i64 %2487, %2484
  %2489 = select i1 %2455, i1 %2488, i1 false
  %2490 = trunc i64 %2487 to i32
  %2491 = shl nsw i32 -1, %2490
  %2492 = xor i32 %2491, -1
  %2493 = trunc i64 %2484 to i32
  %2494 = shl nsw i32 -1, %2493
  %2495 = and i32 %2494, %2492
  %2496 = trunc i32 %2495 to i16
  %2497 = select i1 %2489, i16 %2496, i16 0
  %2498 = getelementptr inbounds float, ptr %2458, i64 %2481
  %2499 = bitcast i16 %2497 to <16 x i1>
  %2500 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2498, <16 x i1> %2499, <16 x float> zeroinitializer)
  %2501 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2500, <16 x float> %2478, <16 x float> %2473)
  %2502 = add i64 %2480, %2426
  %2503 = icmp slt i64 %2502, 0
  %2504 = sub nsw i64 0, %2502
  %2505 = select i1 %2503, i64 %2504, i64 0
  %2506 = sub nsw i64 %7, %2502
  %2507 = tail call i64 @llvm.smin.i64(i64 %2506, i64 %2427)
  %2508 = tail call i64 @llvm.smin.i64(i64 %2507, i64 16)
  %2509 = icmp sgt i64 %2508, %2505
  %2510 = select i1 %2455, i1 %2509, i1 false
  %2511 = trunc i64 %2508 to i32
  %2512 = shl nsw i32 -1, %2511
  %2513 = xor i32 %2512, -1
  %2514 = trunc i64 %2505 to i32
  %2515 = shl nsw i32 -1, %2514
  %2516 = and i32 %2515, %2513
  %2517 = trunc i32 %2516 to i16
  %2518 = select i1 %2510, i16 %2517, i16 0
  %2519 = getelementptr inbounds float, ptr %2458, i64 %2502
  %2520 = bitcast i16 %2518 to <16 x i1>
  %2521 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2519, <16 x i1> %2520, <16 x float> zeroinitializer)
  %2522 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2521, <16 x float> %2478, <16 x float> %2472)
  %2523 = add i64 %2480, %2428
  %2524 = icmp slt i64 %2523, 0
  %2525 = sub nsw i64 0, %2523
  %2526 = select i1 %2524, i64 %2525, i64 0
  %2527 = sub nsw i64 %7, %2523
  %2528 = tail call i64 @llvm.smin.i64(i64 %2527, i64 %2429)
  %2529 = tail call i64 @llvm.smin.i64(i64 %2528, i64 16)
  %2530 = icmp sgt i64 %2529, %2526
  %2531 = select i1 %2455, i1 %2530, i1 false
  %2532 = trunc i64 %2529 to i32
  %2533 = shl nsw i32 -1, %2532
  %2534 = xor i32 %2533, -1
  %2535 = trunc i64 %2526 to i32
  %2536 = shl nsw i32 -1, %2535
  %2537 = and i32 %2536, %2534
  %2538 = trunc i32 %2537 to i16
  %2539 = select i1 %2531, i16 %2538, i16 0
  %2540 = getelementptr inbounds float, ptr %2458, i64 %2523
  %2541 = bitcast i16 %2539 to <16 x i1>
  %2542 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2540, <16 x i1> %2541, <16 x float> zeroinitializer)
  %2543 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2542, <16 x float> %2478, <16 x float> %2471)
  %2544 = add i64 %2480, %2430
  %2545 = icmp slt i64 %2544, 0
  %2546 = sub nsw i64 0, %2544
  %2547 = select i1 %2545, i64 %2546, i64 0
  %2548 = sub nsw i64 %7, %2544
  %2549 = tail call i64 @llvm.smin.i64(i64 %2548, i64 %2431)
  %2550 = tail call i64 @llvm.smin.i64(i64 %2549, i64 16)
  %2551 = icmp sgt i64 %2550, %2547
  %2552 = select i1 %2455, i1 %2551, i1 false
  %2553 = trunc i64 %2550 to i32
  %2554 = shl nsw i32 -1, %2553
  %2555 = xor i32 %2554, -1
  %2556 = trunc i64 %2547 to i32
  %2557 = shl nsw i32 -1, %2556
  %2558 = and i32 %2557, %2555
  %2559 = trunc i32 %2558 to i16
  %2560 = select i1 %2552, i16 %2559, i16 0
  %2561 = getelementptr inbounds float, ptr %2458, i64 %2544
  %2562 = bitcast i16 %2560 to <16 x i1>
  %2563 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2561, <16 x i1> %2562, <16 x float> zeroinitializer)
  %2564 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2563, <16 x float> %2478, <16 x float> %2470)
  %2565 = add nuw nsw i64 %2474, 1
  %2566 = icmp eq i64 %2565, %11
  br i1 %2566, label %2462, label %2469

2567:                                             ; preds = %2432
  %2568 = load float, ptr %411, align 4
  %2569 = insertelement <16 x float> poison, float %2568, i64 0
  %2570 = shufflevector <16 x float> %2569, <16 x float> poison, <16 x i32> zeroinitializer
  %2571 = fadd <16 x float> %2436, %2570
  br label %2572

2572:                                             ; preds = %2567, %2432
  %2573 = phi <16 x float> [ %2571, %2567 ], [ %2436, %2432 ]
  %2574 = select i1 %425, ptr null, ptr %2438
  %2575 = bitcast i16 %2444 to <16 x i1>
  switch i64 %310, label %542 [
    i64 1, label %2576
    i64 2, label %2579
    i64 3, label %2586
    i64 0, label %2631
  ]

2576:                                             ; preds = %2572
  %2577 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2574, <16 x i1> %2575, <16 x float> zeroinitializer)
  %2578 = fadd <16 x float> %2573, %2577
  br label %2593

2579:                                             ; preds = %2572
  %2580 = bitcast <16 x float> %2573 to <8 x i64>
  %2581 = or <8 x i64> %2580, %57
  %2582 = fcmp oeq <16 x float> %2573, %46
  %2583 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2573, i32 4)
  %2584 = bitcast <8 x i64> %2581 to <16 x float>
  %2585 = select <16 x i1> %2582, <16 x float> %2584, <16 x float> %2583
  br label %2593

2586:                                             ; preds = %2572
  %2587 = bitcast <16 x float> %2573 to <8 x i64>
  %2588 = and <8 x i64> %2587, %56
  %2589 = fcmp oeq <16 x float> %2573, %43
  %2590 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2573, i32 4)
  %2591 = bitcast <8 x i64> %2588 to <16 x float>
  %2592 = select <16 x i1> %2589, <16 x float> %2591, <16 x float> %2590
  br label %2593

2593:                                             ; preds = %2586, %2579, %2576
  %2594 = phi <16 x float> [ %2578, %2576 ], [ %2585, %2579 ], [ %2592, %2586 ]
  switch i64 %312, label %542 [
    i64 1, label %2609
    i64 2, label %2602
    i64 3, label %2595
    i64 0, label %2631
  ]

2595:                                             ; preds = %2593
  %2596 = bitcast <16 x float> %2594 to <8 x i64>
  %2597 = and <8 x i64> %2596, %56
  %2598 = fcmp oeq <16 x float> %2594, %43
  %2599 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2594, i32 4)
  %2600 = bitcast <8 x i64> %2597 to <16 x float>
  %2601 = select <16 x i1> %2598, <16 x float> %2600, <16 x float> %2599
  br label %2612

2602:                                             ; preds = %2593
  %2603 = bitcast <16 x float> %2594 to <8 x i64>
  %2604 = or <8 x i64> %2603, %57
  %2605 = fcmp oeq <16 x float> %2594, %46
  %2606 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2594, i32 4)
  %2607 = bitcast <8 x i64> %2604 to <16 x float>
  %2608 = select <16 x i1> %2605, <16 x float> %2607, <16 x float> %2606
  br label %2612

2609:                                             ; preds = %2593
  %2610 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2574, <16 x i1> %2575, <16 x float> zeroinitializer)
  %2611 = fadd <16 x float> %2594, %2610
  br label %2612

2612:                                             ; preds = %2609, %2602, %2595
  %2613 = phi <16 x float> [ %2611, %2609 ], [ %2608, %2602 ], [ %2601, %2595 ]
  switch i64 %314, label %542 [
    i64 1, label %2628
    i64 2, label %2621
    i64 3, label %2614
    i64 0, label %2631
  ]

2614:                                             ; preds = %2612
  %2615 = bitcast <16 x float> %2613 to <8 x i64>
  %2616 = and <8 x i64> %2615, %56
  %2617 = fcmp oeq <16 x float> %2613, %43
  %2618 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2613, i32 4)
  %2619 = bitcast <8 x i64> %2616 to <16 x float>
  %2620 = select <16 x i1> %2617, <16 x float> %2619, <16 x float> %2618
  br label %2631

2621:                                             ; preds = %2612
  %2622 = bitcast <16 x float> %2613 to <8 x i64>
  %2623 = or <8 x i64> %2622, %57
  %2624 = fcmp oeq <16 x float> %2613, %46
  %2625 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2613, i32 4)
  %2626 = bitcast <8 x i64> %2623 to <16 x float>
  %2627 = select <16 x i1> %2624, <16 x float> %2626, <16 x float> %2625
  br label %2631

2628:                                             ; preds = %2612
  %2629 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2574, <16 x i1> %2575, <16 x float> zeroinitializer)
  %2630 = fadd <16 x float> %2613, %2629
  br label %2631

2631:                                             ; preds = %2614, %2621, %2628, %2612, %2593, %2572
  %2632 = phi <16 x float> [ %2613, %2612 ], [ %2573, %2572 ], [ %2594, %2593 ], [ %2630, %2628 ], [ %2627, %2621 ], [ %2620, %2614 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2632, ptr align 1 %2437, <16 x i1> %2575)
  %2633 = or disjoint i64 %430, 16
  %2634 = sub nsw i64 %9, %2633
  %2635 = icmp sgt i64 %2634, 15
  %2636 = trunc i64 %2634 to i32
  %2637 = shl nsw i32 -1, %2636
  %2638 = trunc i32 %2637 to i16
  %2639 = xor i16 %2638, -1
  %2640 = select i1 %2635, i16 -1, i16 %2639
  br i1 %58, label %2646, label %2641

2641:                                             ; preds = %2631
  %2642 = load float, ptr %411, align 4
  %2643 = insertelement <16 x float> poison, float %2642, i64 0
  %2644 = shufflevector <16 x float> %2643, <16 x float> poison, <16 x i32> zeroinitializer
  %2645 = fadd <16 x float> %2435, %2644
  br label %2646

2646:                                             ; preds = %2641, %2631
  %2647 = phi <16 x float> [ %2645, %2641 ], [ %2435, %2631 ]
  %2648 = getelementptr inbounds nuw i8, ptr %2437, i64 64
  %2649 = getelementptr inbounds nuw i8, ptr %2438, i64 64
  %2650 = select i1 %425, ptr null, ptr %2649
  %2651 = bitcast i16 %2640 to <16 x i1>
  switch i64 %310, label %542 [
    i64 1, label %2666
    i64 2, label %2659
    i64 3, label %2652
    i64 0, label %2707
  ]

2652:                                             ; preds = %2646
  %2653 = bitcast <16 x float> %2647 to <8 x i64>
  %2654 = and <8 x i64> %2653, %56
  %2655 = fcmp oeq <16 x float> %2647, %43
  %2656 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2647, i32 4)
  %2657 = bitcast <8 x i64> %2654 to <16 x float>
  %2658 = select <16 x i1> %2655, <16 x float> %2657, <16 x float> %2656
  br label %2669

2659:                                             ; preds = %2646
  %2660 = bitcast <16 x float> %2647 to <8 x i64>
  %2661 = or <8 x i64> %2660, %57
  %2662 = fcmp oeq <16 x float> %2647, %46
  %2663 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2647, i32 4)
  %2664 = bitcast <8 x i64> %2661 to <16 x float>
  %2665 = select <16 x i1> %2662, <16 x float> %2664, <16 x float> %2663
  br label %2669

2666:                                             ; preds = %2646
  %2667 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2650, <16 x i1> %2651, <16 x float> zeroinitializer)
  %2668 = fadd <16 x float> %2647, %2667
  br label %2669

2669:                                             ; preds = %2666, %2659, %2652
  %2670 = phi <16 x float> [ %2668, %2666 ], [ %2665, %2659 ], [ %2658, %2652 ]
  switch i64 %316, label %542 [
    i64 1, label %2685
    i64 2, label %2678
    i64 3, label %2671
    i64 0, label %2707
  ]

2671:                                             ; preds = %2669
  %2672 = bitcast <16 x float> %2670 to <8 x i64>
  %2673 = and <8 x i64> %2672, %56
  %2674 = fcmp oeq <16 x float> %2670, %43
  %2675 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2670, i32 4)
  %2676 = bitcast <8 x i64> %2673 to <16 x float>
  %2677 = select <16 x i1> %2674, <16 x float> %2676, <16 x float> %2675
  br label %2688

2678:                                             ; preds = %2669
  %2679 = bitcast <16 x float> %2670 to <8 x i64>
  %2680 = or <8 x i64> %2679, %57
  %2681 = fcmp oeq <16 x float> %2670, %46
  %2682 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2670, i32 4)
  %2683 = bitcast <8 x i64> %2680 to <16 x float>
  %2684 = select <16 x i1> %2681, <16 x float> %2683, <16 x float> %2682
  br label %2688

2685:                                             ; preds = %2669
  %2686 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2650, <16 x i1> %2651, <16 x float> zeroinitializer)
  %2687 = fadd <16 x float> %2670, %2686
  br label %2688

2688:                                             ; preds = %2685, %2678, %2671
  %2689 = phi <16 x float> [ %2687, %2685 ], [ %2684, %2678 ], [ %2677, %2671 ]
  switch i64 %318, label %542 [
    i64 1, label %2704
    i64 2, label %2697
    i64 3, label %2690
    i64 0, label %2707
  ]

2690:                                             ; preds = %2688
  %2691 = bitcast <16 x float> %2689 to <8 x i64>
  %2692 = and <8 x i64> %2691, %56
  %2693 = fcmp oeq <16 x float> %2689, %43
  %2694 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2689, i32 4)
  %2695 = bitcast <8 x i64> %2692 to <16 x float>
  %2696 = select <16 x i1> %2693, <16 x float> %2695, <16 x float> %2694
  br label %2707

2697:                                             ; preds = %2688
  %2698 = bitcast <16 x float> %2689 to <8 x i64>
  %2699 = or <8 x i64> %2698, %57
  %2700 = fcmp oeq <16 x float> %2689, %46
  %2701 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2689, i32 4)
  %2702 = bitcast <8 x i64> %2699 to <16 x float>
  %2703 = select <16 x i1> %2700, <16 x float> %2702, <16 x float> %2701
  br label %2707

2704:                                             ; preds = %2688
  %2705 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2650, <16 x i1> %2651, <16 x float> zeroinitializer)
  %2706 = fadd <16 x float> %2689, %2705
  br label %2707

2707:                                             ; preds = %2690, %2697, %2704, %2688, %2669, %2646
  %2708 = phi <16 x float> [ %2689, %2688 ], [ %2647, %2646 ], [ %2670, %2669 ], [ %2706, %2704 ], [ %2703, %2697 ], [ %2696, %2690 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2708, ptr nonnull align 1 %2648, <16 x i1> %2651)
  %2709 = or disjoint i64 %430, 32
  %2710 = sub nsw i64 %9, %2709
  %2711 = icmp sgt i64 %2710, 15
  %2712 = trunc i64 %2710 to i32
  %2713 = shl nsw i32 -1, %2712
  %2714 = trunc i32 %2713 to i16
  %2715 = xor i16 %2714, -1
  %2716 = select i1 %2711, i16 -1, i16 %2715
  br i1 %58, label %2722, label %2717

2717:                                             ; preds = %2707
  %2718 = load float, ptr %411, align 4
  %2719 = insertelement <16 x float> poison, float %2718, i64 0
  %2720 = shufflevector <16 x float> %2719, <16 x float> poison, <16 x i32> zeroinitializer
  %2721 = fadd <16 x float> %2434, %2720
  br label %2722

2722:                                             ; preds = %2717, %2707
  %2723 = phi <16 x float> [ %2721, %2717 ], [ %2434, %2707 ]
  %2724 = getelementptr inbounds nuw i8, ptr %2437, i64 128
  %2725 = getelementptr inbounds nuw i8, ptr %2438, i64 128
  %2726 = select i1 %425, ptr null, ptr %2725
  %2727 = bitcast i16 %2716 to <16 x i1>
  switch i64 %310, label %542 [
    i64 1, label %2742
    i64 2, label %2735
    i64 3, label %2728
    i64 0, label %2783
  ]

2728:                                             ; preds = %2722
  %2729 = bitcast <16 x float> %2723 to <8 x i64>
  %2730 = and <8 x i64> %2729, %56
  %2731 = fcmp oeq <16 x float> %2723, %43
  %2732 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2723, i32 4)
  %2733 = bitcast <8 x i64> %2730 to <16 x float>
  %2734 = select <16 x i1> %2731, <16 x float> %2733, <16 x float> %2732
  br label %2745

2735:                                             ; preds = %2722
  %2736 = bitcast <16 x float> %2723 to <8 x i64>
  %2737 = or <8 x i64> %2736, %57
  %2738 = fcmp oeq <16 x float> %2723, %46
  %2739 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2723, i32 4)
  %2740 = bitcast <8 x i64> %2737 to <16 x float>
  %2741 = select <16 x i1> %2738, <16 x float> %2740, <16 x float> %2739
  br label %2745

2742:                                             ; preds = %2722
  %2743 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2726, <16 x i1> %2727, <16 x float> zeroinitializer)
  %2744 = fadd <16 x float> %2723, %2743
  br label %2745

2745:                                             ; preds = %2742, %2735, %2728
  %2746 = phi <16 x float> [ %2744, %2742 ], [ %2741, %2735 ], [ %2734, %2728 ]
  switch i64 %320, label %542 [
    i64 1, label %2761
    i64 2, label %2754
    i64 3, label %2747
    i64 0, label %2783
  ]

2747:                                             ; preds = %2745
  %2748 = bitcast <16 x float> %2746 to <8 x i64>
  %2749 = and <8 x i64> %2748, %56
  %2750 = fcmp oeq <16 x float> %2746, %43
  %2751 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2746, i32 4)
  %2752 = bitcast <8 x i64> %2749 to <16 x float>
  %2753 = select <16 x i1> %2750, <16 x float> %2752, <16 x float> %2751
  br label %2764

2754:                                             ; preds = %2745
  %2755 = bitcast <16 x float> %2746 to <8 x i64>
  %2756 = or <8 x i64> %2755, %57
  %2757 = fcmp oeq <16 x float> %2746, %46
  %2758 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2746, i32 4)
  %2759 = bitcast <8 x i64> %2756 to <16 x float>
  %2760 = select <16 x i1> %2757, <16 x float> %2759, <16 x float> %2758
  br label %2764

2761:                                             ; preds = %2745
  %2762 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2726, <16 x i1> %2727, <16 x float> zeroinitializer)
  %2763 = fadd <16 x float> %2746, %2762
  br label %2764

2764:                                             ; preds = %2761, %2754, %2747
  %2765 = phi <16 x float> [ %2763, %2761 ], [ %2760, %2754 ], [ %2753, %2747 ]
  switch i64 %322, label %542 [
    i64 1, label %2780
    i64 2, label %2773
    i64 3, label %2766
    i64 0, label %2783
  ]

2766:                                             ; preds = %2764
  %2767 = bitcast <16 x float> %2765 to <8 x i64>
  %2768 = and <8 x i64> %2767, %56
  %2769 = fcmp oeq <16 x float> %2765, %43
  %2770 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2765, i32 4)
  %2771 = bitcast <8 x i64> %2768 to <16 x float>
  %2772 = select <16 x i1> %2769, <16 x float> %2771, <16 x float> %2770
  br label %2783

2773:                                             ; preds = %2764
  %2774 = bitcast <16 x float> %2765 to <8 x i64>
  %2775 = or <8 x i64> %2774, %57
  %2776 = fcmp oeq <16 x float> %2765, %46
  %2777 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2765, i32 4)
  %2778 = bitcast <8 x i64> %2775 to <16 x float>
  %2779 = select <16 x i1> %2776, <16 x float> %2778, <16 x float> %2777
  br label %2783

2780:                                             ; preds = %2764
  %2781 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2726, <16 x i1> %2727, <16 x float> zeroinitializer)
  %2782 = fadd <16 x float> %2765, %2781
  br label %2783

2783:                                             ; preds = %2766, %2773, %2780, %2764, %2745, %2722
  %2784 = phi <16 x float> [ %2765, %2764 ], [ %2723, %2722 ], [ %2746, %2745 ], [ %2782, %2780 ], [ %2779, %2773 ], [ %2772, %2766 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2784, ptr nonnull align 1 %2724, <16 x i1> %2727)
  %2785 = or disjoint i64 %430, 48
  %2786 = sub nsw i64 %9, %2785
  %2787 = icmp sgt i64 %2786, 15
  %2788 = trunc i64 %2786 to i32
  %2789 = shl nsw i32 -1, %2788
  %2790 = trunc i32 %2789 to i16
  %2791 = xor i16 %2790, -1
  %2792 = select i1 %2787, i16 -1, i16 %2791
  br i1 %58, label %2798, label %2793

2793:                                             ; preds = %2783
  %2794 = load float, ptr %411, align 4
  %2795 = insertelement <16 x float> poison, float %2794, i64 0
  %2796 = shufflevector <16 x float> %2795, <16 x float> poison, <16 x i32> zeroinitializer
  %2797 = fadd <16 x float> %2433, %2796
  br label %2798

2798:                                             ; preds = %2793, %2783
  %2799 = phi <16 x float> [ %2797, %2793 ], [ %2433, %2783 ]
  %2800 = getelementptr inbounds nuw i8, ptr %2437, i64 192
  %2801 = getelementptr inbounds nuw i8, ptr %2438, i64 192
  %2802 = select i1 %425, ptr null, ptr %2801
  %2803 = bitcast i16 %2792 to <16 x i1>
  switch i64 %310, label %542 [
    i64 1, label %2818
    i64 2, label %2811
    i64 3, label %2804
    i64 0, label %2859
  ]

2804:                                             ; preds = %2798
  %2805 = bitcast <16 x float> %2799 to <8 x i64>
  %2806 = and <8 x i64> %2805, %56
  %2807 = fcmp oeq <16 x float> %2799, %43
  %2808 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2799, i32 4)
  %2809 = bitcast <8 x i64> %2806 to <16 x float>
  %2810 = select <16 x i1> %2807, <16 x float> %2809, <16 x float> %2808
  br label %2821

2811:                                             ; preds = %2798
  %2812 = bitcast <16 x float> %2799 to <8 x i64>
  %2813 = or <8 x i64> %2812, %57
  %2814 = fcmp oeq <16 x float> %2799, %46
  %2815 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2799, i32 4)
  %2816 = bitcast <8 x i64> %2813 to <16 x float>
  %2817 = select <16 x i1> %2814, <16 x float> %2816, <16 x float> %2815
  br label %2821

2818:                                             ; preds = %2798
  %2819 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2802, <16 x i1> %2803, <16 x float> zeroinitializer)
  %2820 = fadd <16 x float> %2799, %2819
  br label %2821

2821:                                             ; preds = %2818, %2811, %2804
  %2822 = phi <16 x float> [ %2820, %2818 ], [ %2817, %2811 ], [ %2810, %2804 ]
  switch i64 %324, label %542 [
    i64 1, label %2837
    i64 2, label %2830
    i64 3, label %2823
    i64 0, label %2859
  ]

2823:                                             ; preds = %2821
  %2824 = bitcast <16 x float> %2822 to <8 x i64>
  %2825 = and <8 x i64> %2824, %56
  %2826 = fcmp oeq <16 x float> %2822, %43
  %2827 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2822, i32 4)
  %2828 = bitcast <8 x i64> %2825 to <16 x float>
  %2829 = select <16 x i1> %2826, <16 x float> %2828, <16 x float> %2827
  br label %2840

2830:                                             ; preds = %2821
  %2831 = bitcast <16 x float> %2822 to <8 x i64>
  %2832 = or <8 x i64> %2831, %57
  %2833 = fcmp oeq <16 x float> %2822, %46
  %2834 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2822, i32 4)
  %2835 = bitcast <8 x i64> %2832 to <16 x float>
  %2836 = select <16 x i1> %2833, <16 x float> %2835, <16 x float> %2834
  br label %2840

2837:                                             ; preds = %2821
  %2838 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2802, <16 x i1> %2803, <16 x float> zeroinitializer)
  %2839 = fadd <16 x float> %2822, %2838
  br label %2840

2840:                                             ; preds = %2837, %2830, %2823
  %2841 = phi <16 x float> [ %2839, %2837 ], [ %2836, %2830 ], [ %2829, %2823 ]
  switch i64 %326, label %542 [
    i64 1, label %2856
    i64 2, label %2849
    i64 3, label %2842
    i64 0, label %2859
  ]

2842:                                             ; preds = %2840
  %2843 = bitcast <16 x float> %2841 to <8 x i64>
  %2844 = and <8 x i64> %2843, %56
  %2845 = fcmp oeq <16 x float> %2841, %43
  %2846 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2841, i32 4)
  %2847 = bitcast <8 x i64> %2844 to <16 x float>
  %2848 = select <16 x i1> %2845, <16 x float> %2847, <16 x float> %2846
  br label %2859

2849:                                             ; preds = %2840
  %2850 = bitcast <16 x float> %2841 to <8 x i64>
  %2851 = or <8 x i64> %2850, %57
  %2852 = fcmp oeq <16 x float> %2841, %46
  %2853 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2841, i32 4)
  %2854 = bitcast <8 x i64> %2851 to <16 x float>
  %2855 = select <16 x i1> %2852, <16 x float> %2854, <16 x float> %2853
  br label %2859

2856:                                             ; preds = %2840
  %2857 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2802, <16 x i1> %2803, <16 x float> zeroinitializer)
  %2858 = fadd <16 x float> %2841, %2857
  br label %2859

2859:                                             ; preds = %2842, %2849, %2856, %2840, %2821, %2798
  %2860 = phi <16 x float> [ %2841, %2840 ], [ %2799, %2798 ], [ %2822, %2821 ], [ %2858, %2856 ], [ %2855, %2849 ], [ %2848, %2842 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2860, ptr nonnull align 1 %2800, <16 x i1> %2803)
  br label %7623

2861:                                             ; preds = %429
  br i1 %47, label %2862, label %3322

2862:                                             ; preds = %2861
  call void @llvm.lifetime.start.p0(ptr nonnull %28)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(320) %28, i8 0, i64 320, i1 false)
  br i1 %54, label %2875, label %2865

2863:                                             ; preds = %2888
  %2864 = load <16 x float>, ptr %28, align 64
  br label %2865

2865:                                             ; preds = %2863, %2862
  %2866 = phi <16 x float> [ %2864, %2863 ], [ zeroinitializer, %2862 ]
  %2867 = getelementptr inbounds nuw float, ptr %417, i64 %430
  %2868 = getelementptr inbounds nuw float, ptr %421, i64 %430
  %2869 = icmp sgt i64 %431, 15
  %2870 = trunc i64 %431 to i32
  %2871 = shl nsw i32 -1, %2870
  %2872 = trunc i32 %2871 to i16
  %2873 = xor i16 %2872, -1
  %2874 = select i1 %2869, i16 -1, i16 %2873
  br i1 %58, label %2953, label %2948

2875:                                             ; preds = %2862, %2888
  %2876 = phi i64 [ %2889, %2888 ], [ 0, %2862 ]
  %2877 = mul nsw i64 %2876, %14
  %2878 = add i64 %424, %2877
  %2879 = icmp sgt i64 %2878, -1
  %2880 = icmp slt i64 %2878, %6
  %2881 = and i1 %2879, %2880
  %2882 = select i1 %2881, i64 %2878, i64 0
  %2883 = mul nsw i64 %2882, %7
  %2884 = getelementptr inbounds float, ptr %408, i64 %2883
  br i1 %55, label %2885, label %2888

2885:                                             ; preds = %2875
  %2886 = mul nuw nsw i64 %2876, %11
  %2887 = getelementptr inbounds nuw float, ptr %410, i64 %2886
  br label %2891

2888:                                             ; preds = %2899, %2875
  %2889 = add nuw nsw i64 %2876, 1
  %2890 = icmp eq i64 %2889, %10
  br i1 %2890, label %2863, label %2875

2891:                                             ; preds = %2885, %2899
  %2892 = phi i64 [ 0, %2885 ], [ %2900, %2899 ]
  %2893 = getelementptr inbounds nuw float, ptr %2887, i64 %2892
  %2894 = load float, ptr %2893, align 4
  %2895 = insertelement <16 x float> poison, float %2894, i64 0
  %2896 = shufflevector <16 x float> %2895, <16 x float> poison, <16 x i32> zeroinitializer
  %2897 = mul nsw i64 %2892, %15
  %2898 = sub i64 %2897, %17
  br label %2902

2899:                                             ; preds = %2932
  %2900 = add nuw nsw i64 %2892, 1
  %2901 = icmp eq i64 %2900, %11
  br i1 %2901, label %2888, label %2891

2902:                                             ; preds = %2891, %2932
  %2903 = phi i64 [ 0, %2891 ], [ %2946, %2932 ]
  %2904 = shl nuw nsw i64 %2903, 4
  %2905 = or disjoint i64 %430, %2904
  %2906 = sub nsw i64 %9, %2905
  %2907 = shl nuw nsw i64 %2905, 1
  %2908 = add i64 %2898, %2907
  %2909 = icmp slt i64 %2908, 0
  %2910 = sub nsw i64 0, %2908
  %2911 = select i1 %2909, i64 %2910, i64 0
  %2912 = sub nsw i64 %7, %2908
  %2913 = shl nsw i64 %2906, 1
  %2914 = add nsw i64 %2913, -1
  %2915 = tail call i64 @llvm.smin.i64(i64 %2912, i64 %2914)
  %2916 = tail call i64 @llvm.smin.i64(i64 %2915, i64 32)
  %2917 = icmp sgt i64 %2916, %2911
  %2918 = select i1 %2881, i1 %2917, i1 false
  %2919 = select i1 %2918, i64 %2911, i64 0
  %2920 = select i1 %2918, i64 %2916, i64 0
  %2921 = getelementptr inbounds float, ptr %2884, i64 %2908
  %2922 = icmp sgt i64 %2920, %2919
  br i1 %2922, label %2923, label %2932

2923:                                             ; preds = %2902
  %2924 = icmp sgt i64 %2920, 31
  %2925 = trunc i64 %2920 to i32
  %2926 = shl nsw i32 -1, %2925
  %2927 = xor i32 %2926, -1
  %2928 = select i1 %2924, i32 -1, i32 %2927
  %2929 = trunc i64 %2919 to i32
  %2930 = shl nsw i32 -1, %2929
  %2931 = and i32 %2928, %2930
  br label %2932

2932:                                             ; preds = %2902, %2923
  %2933 = phi i32 [ %2931, %2923 ], [ 0, %2902 ]
  %2934 = trunc i32 %2933 to i16
  %2935 = bitcast i16 %2934 to <16 x i1>
  %2936 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %2921, <16 x i1> %2935, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2937 = lshr i32 %2933, 16
  %2938 = trunc nuw i32 %2937 to i16
  %2939 = getelementptr inbounds nuw i8, ptr %2921, i64 64
  %2940 = bitcast i16 %2938 to <16 x i1>
  %2941 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %2939, <16 x i1> %2940, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2942 = shufflevector <16 x float> %2936, <16 x float> %2941, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %2943 = getelementptr inbounds nuw <16 x float>, ptr %28, i64 %2903
  %2944 = load <16 x float>, ptr %2943, align 64
  %2945 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2942, <16 x float> %2896, <16 x float> %2944)
  store <16 x float> %2945, ptr %2943, align 64
  %2946 = add nuw nsw i64 %2903, 1
  %2947 = icmp eq i64 %2946, 5
  br i1 %2947, label %2899, label %2902

2948:                                             ; preds = %2865
  %2949 = load float, ptr %411, align 4
  %2950 = insertelement <16 x float> poison, float %2949, i64 0
  %2951 = shufflevector <16 x float> %2950, <16 x float> poison, <16 x i32> zeroinitializer
  %2952 = fadd <16 x float> %2866, %2951
  br label %2953

2953:                                             ; preds = %2948, %2865
  %2954 = phi <16 x float> [ %2952, %2948 ], [ %2866, %2865 ]
  %2955 = select i1 %425, ptr null, ptr %2868
  %2956 = bitcast i16 %2874 to <16 x i1>
  switch i64 %285, label %542 [
    i64 1, label %2957
    i64 2, label %2960
    i64 3, label %2967
    i64 0, label %3012
  ]

2957:                                             ; preds = %2953
  %2958 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2955, <16 x i1> %2956, <16 x float> zeroinitializer)
  %2959 = fadd <16 x float> %2954, %2958
  br label %2974

2960:                                             ; preds = %2953
  %2961 = bitcast <16 x float> %2954 to <8 x i64>
  %2962 = or <8 x i64> %2961, %57
  %2963 = fcmp oeq <16 x float> %2954, %46
  %2964 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2954, i32 4)
  %2965 = bitcast <8 x i64> %2962 to <16 x float>
  %2966 = select <16 x i1> %2963, <16 x float> %2965, <16 x float> %2964
  br label %2974

2967:                                             ; preds = %2953
  %2968 = bitcast <16 x float> %2954 to <8 x i64>
  %2969 = and <8 x i64> %2968, %56
  %2970 = fcmp oeq <16 x float> %2954, %43
  %2971 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2954, i32 4)
  %2972 = bitcast <8 x i64> %2969 to <16 x float>
  %2973 = select <16 x i1> %2970, <16 x float> %2972, <16 x float> %2971
  br label %2974

2974:                                             ; preds = %2967, %2960, %2957
  %2975 = phi <16 x float> [ %2959, %2957 ], [ %2966, %2960 ], [ %2973, %2967 ]
  switch i64 %287, label %542 [
    i64 1, label %2990
    i64 2, label %2983
    i64 3, label %2976
    i64 0, label %3012
  ]

2976:                                             ; preds = %2974
  %2977 = bitcast <16 x float> %2975 to <8 x i64>
  %2978 = and <8 x i64> %2977, %56
  %2979 = fcmp oeq <16 x float> %2975, %43
  %2980 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2975, i32 4)
  %2981 = bitcast <8 x i64> %2978 to <16 x float>
  %2982 = select <16 x i1> %2979, <16 x float> %2981, <16 x float> %2980
  br label %2993

2983:                                             ; preds = %2974
  %2984 = bitcast <16 x float> %2975 to <8 x i64>
  %2985 = or <8 x i64> %2984, %57
  %2986 = fcmp oeq <16 x float> %2975, %46
  %2987 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2975, i32 4)
  %2988 = bitcast <8 x i64> %2985 to <16 x float>
  %2989 = select <16 x i1> %2986, <16 x float> %2988, <16 x float> %2987
  br label %2993

2990:                                             ; preds = %2974
  %2991 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2955, <16 x i1> %2956, <16 x float> zeroinitializer)
  %2992 = fadd <16 x float> %2975, %2991
  br label %2993

2993:                                             ; preds = %2990, %2983, %2976
  %2994 = phi <16 x float> [ %2992, %2990 ], [ %2989, %2983 ], [ %2982, %2976 ]
  switch i64 %289, label %542 [
    i64 1, label %3009
    i64 2, label %3002
    i64 3, label %2995
    i64 0, label %3012
  ]

2995:                                             ; preds = %2993
  %2996 = bitcast <16 x float> %2994 to <8 x i64>
  %2997 = and <8 x i64> %2996, %56
  %2998 = fcmp oeq <16 x float> %2994, %43
  %2999 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %2994, i32 4)
  %3000 = bitcast <8 x i64> %2997 to <16 x float>
  %3001 = select <16 x i1> %2998, <16 x float> %3000, <16 x float> %2999
  br label %3012

3002:                                             ; preds = %2993
  %3003 = bitcast <16 x float> %2994 to <8 x i64>
  %3004 = or <8 x i64> %3003, %57
  %3005 = fcmp oeq <16 x float> %2994, %46
  %3006 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %2994, i32 4)
  %3007 = bitcast <8 x i64> %3004 to <16 x float>
  %3008 = select <16 x i1> %3005, <16 x float> %3007, <16 x float> %3006
  br label %3012

3009:                                             ; preds = %2993
  %3010 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2955, <16 x i1> %2956, <16 x float> zeroinitializer)
  %3011 = fadd <16 x float> %2994, %3010
  br label %3012

3012:                                             ; preds = %2995, %3002, %3009, %2993, %2974, %2953
  %3013 = phi <16 x float> [ %2994, %2993 ], [ %2954, %2953 ], [ %2975, %2974 ], [ %3011, %3009 ], [ %3008, %3002 ], [ %3001, %2995 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3013, ptr align 1 %2867, <16 x i1> %2956)
  %3014 = or disjoint i64 %430, 16
  %3015 = sub nsw i64 %9, %3014
  %3016 = icmp sgt i64 %3015, 15
  %3017 = trunc i64 %3015 to i32
  %3018 = shl nsw i32 -1, %3017
  %3019 = trunc i32 %3018 to i16
  %3020 = xor i16 %3019, -1
  %3021 = select i1 %3016, i16 -1, i16 %3020
  %3022 = load <16 x float>, ptr %290, align 64
  br i1 %58, label %3028, label %3023

3023:                                             ; preds = %3012
  %3024 = load float, ptr %411, align 4
  %3025 = insertelement <16 x float> poison, float %3024, i64 0
  %3026 = shufflevector <16 x float> %3025, <16 x float> poison, <16 x i32> zeroinitializer
  %3027 = fadd <16 x float> %3022, %3026
  br label %3028

3028:                                             ; preds = %3023, %3012
  %3029 = phi <16 x float> [ %3027, %3023 ], [ %3022, %3012 ]
  %3030 = getelementptr inbounds nuw i8, ptr %2867, i64 64
  %3031 = getelementptr inbounds nuw i8, ptr %2868, i64 64
  %3032 = select i1 %425, ptr null, ptr %3031
  %3033 = bitcast i16 %3021 to <16 x i1>
  switch i64 %285, label %542 [
    i64 1, label %3048
    i64 2, label %3041
    i64 3, label %3034
    i64 0, label %3089
  ]

3034:                                             ; preds = %3028
  %3035 = bitcast <16 x float> %3029 to <8 x i64>
  %3036 = and <8 x i64> %3035, %56
  %3037 = fcmp oeq <16 x float> %3029, %43
  %3038 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3029, i32 4)
  %3039 = bitcast <8 x i64> %3036 to <16 x float>
  %3040 = select <16 x i1> %3037, <16 x float> %3039, <16 x float> %3038
  br label %3051

3041:                                             ; preds = %3028
  %3042 = bitcast <16 x float> %3029 to <8 x i64>
  %3043 = or <8 x i64> %3042, %57
  %3044 = fcmp oeq <16 x float> %3029, %46
  %3045 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3029, i32 4)
  %3046 = bitcast <8 x i64> %3043 to <16 x float>
  %3047 = select <16 x i1> %3044, <16 x float> %3046, <16 x float> %3045
  br label %3051

3048:                                             ; preds = %3028
  %3049 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3032, <16 x i1> %3033, <16 x float> zeroinitializer)
  %3050 = fadd <16 x float> %3029, %3049
  br label %3051

3051:                                             ; preds = %3048, %3041, %3034
  %3052 = phi <16 x float> [ %3050, %3048 ], [ %3047, %3041 ], [ %3040, %3034 ]
  switch i64 %292, label %542 [
    i64 1, label %3067
    i64 2, label %3060
    i64 3, label %3053
    i64 0, label %3089
  ]

3053:                                             ; preds = %3051
  %3054 = bitcast <16 x float> %3052 to <8 x i64>
  %3055 = and <8 x i64> %3054, %56
  %3056 = fcmp oeq <16 x float> %3052, %43
  %3057 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3052, i32 4)
  %3058 = bitcast <8 x i64> %3055 to <16 x float>
  %3059 = select <16 x i1> %3056, <16 x float> %3058, <16 x float> %3057
  br label %3070

3060:                                             ; preds = %3051
  %3061 = bitcast <16 x float> %3052 to <8 x i64>
  %3062 = or <8 x i64> %3061, %57
  %3063 = fcmp oeq <16 x float> %3052, %46
  %3064 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3052, i32 4)
  %3065 = bitcast <8 x i64> %3062 to <16 x float>
  %3066 = select <16 x i1> %3063, <16 x float> %3065, <16 x float> %3064
  br label %3070

3067:                                             ; preds = %3051
  %3068 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3032, <16 x i1> %3033, <16 x float> zeroinitializer)
  %3069 = fadd <16 x float> %3052, %3068
  br label %3070

3070:                                             ; preds = %3067, %3060, %3053
  %3071 = phi <16 x float> [ %3069, %3067 ], [ %3066, %3060 ], [ %3059, %3053 ]
  switch i64 %294, label %542 [
    i64 1, label %3086
    i64 2, label %3079
    i64 3, label %3072
    i64 0, label %3089
  ]

3072:                                             ; preds = %3070
  %3073 = bitcast <16 x float> %3071 to <8 x i64>
  %3074 = and <8 x i64> %3073, %56
  %3075 = fcmp oeq <16 x float> %3071, %43
  %3076 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3071, i32 4)
  %3077 = bitcast <8 x i64> %3074 to <16 x float>
  %3078 = select <16 x i1> %3075, <16 x float> %3077, <16 x float> %3076
  br label %3089

3079:                                             ; preds = %3070
  %3080 = bitcast <16 x float> %3071 to <8 x i64>
  %3081 = or <8 x i64> %3080, %57
  %3082 = fcmp oeq <16 x float> %3071, %46
  %3083 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3071, i32 4)
  %3084 = bitcast <8 x i64> %3081 to <16 x float>
  %3085 = select <16 x i1> %3082, <16 x float> %3084, <16 x float> %3083
  br label %3089

3086:                                             ; preds = %3070
  %3087 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3032, <16 x i1> %3033, <16 x float> zeroinitializer)
  %3088 = fadd <16 x float> %3071, %3087
  br label %3089

3089:                                             ; preds = %3072, %3079, %3086, %3070, %3051, %3028
  %3090 = phi <16 x float> [ %3071, %3070 ], [ %3029, %3028 ], [ %3052, %3051 ], [ %3088, %3086 ], [ %3085, %3079 ], [ %3078, %3072 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3090, ptr nonnull align 1 %3030, <16 x i1> %3033)
  %3091 = or disjoint i64 %430, 32
  %3092 = sub nsw i64 %9, %3091
  %3093 = icmp sgt i64 %3092, 15
  %3094 = trunc i64 %3092 to i32
  %3095 = shl nsw i32 -1, %3094
  %3096 = trunc i32 %3095 to i16
  %3097 = xor i16 %3096, -1
  %3098 = select i1 %3093, i16 -1, i16 %3097
  %3099 = load <16 x float>, ptr %295, align 64
  br i1 %58, label %3105, label %3100

3100:                                             ; preds = %3089
  %3101 = load float, ptr %411, align 4
  %3102 = insertelement <16 x float> poison, float %3101, i64 0
  %3103 = shufflevector <16 x float> %3102, <16 x float> poison, <16 x i32> zeroinitializer
  %3104 = fadd <16 x float> %3099, %3103
  br label %3105

3105:                                             ; preds = %3100, %3089
  %3106 = phi <16 x float> [ %3104, %3100 ], [ %3099, %3089 ]
  %3107 = getelementptr inbounds nuw i8, ptr %2867, i64 128
  %3108 = getelementptr inbounds nuw i8, ptr %2868, i64 128
  %3109 = select i1 %425, ptr null, ptr %3108
  %3110 = bitcast i16 %3098 to <16 x i1>
  switch i64 %285, label %542 [
    i64 1, label %3125
    i64 2, label %3118
    i64 3, label %3111
    i64 0, label %3166
  ]

3111:                                             ; preds = %3105
  %3112 = bitcast <16 x float> %3106 to <8 x i64>
  %3113 = and <8 x i64> %3112, %56
  %3114 = fcmp oeq <16 x float> %3106, %43
  %3115 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3106, i32 4)
  %3116 = bitcast <8 x i64> %3113 to <16 x float>
  %3117 = select <16 x i1> %3114, <16 x float> %3116, <16 x float> %3115
  br label %3128

3118:                                             ; preds = %3105
  %3119 = bitcast <16 x float> %3106 to <8 x i64>
  %3120 = or <8 x i64> %3119, %57
  %3121 = fcmp oeq <16 x float> %3106, %46
  %3122 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3106, i32 4)
  %3123 = bitcast <8 x i64> %3120 to <16 x float>
  %3124 = select <16 x i1> %3121, <16 x float> %3123, <16 x float> %3122
  br label %3128

3125:                                             ; preds = %3105
  %3126 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3109, <16 x i1> %3110, <16 x float> zeroinitializer)
  %3127 = fadd <16 x float> %3106, %3126
  br label %3128

3128:                                             ; preds = %3125, %3118, %3111
  %3129 = phi <16 x float> [ %3127, %3125 ], [ %3124, %3118 ], [ %3117, %3111 ]
  switch i64 %297, label %542 [
    i64 1, label %3144
    i64 2, label %3137
    i64 3, label %3130
    i64 0, label %3166
  ]

3130:                                             ; preds = %3128
  %3131 = bitcast <16 x float> %3129 to <8 x i64>
  %3132 = and <8 x i64> %3131, %56
  %3133 = fcmp oeq <16 x float> %3129, %43
  %3134 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3129, i32 4)
  %3135 = bitcast <8 x i64> %3132 to <16 x float>
  %3136 = select <16 x i1> %3133, <16 x float> %3135, <16 x float> %3134
  br label %3147

3137:                                             ; preds = %3128
  %3138 = bitcast <16 x float> %3129 to <8 x i64>
  %3139 = or <8 x i64> %3138, %57
  %3140 = fcmp oeq <16 x float> %3129, %46
  %3141 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3129, i32 4)
  %3142 = bitcast <8 x i64> %3139 to <16 x float>
  %3143 = select <16 x i1> %3140, <16 x float> %3142, <16 x float> %3141
  br label %3147

3144:                                             ; preds = %3128
  %3145 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3109, <16 x i1> %3110, <16 x float> zeroinitializer)
  %3146 = fadd <16 x float> %3129, %3145
  br label %3147

3147:                                             ; preds = %3144, %3137, %3130
  %3148 = phi <16 x float> [ %3146, %3144 ], [ %3143, %3137 ], [ %3136, %3130 ]
  switch i64 %299, label %542 [
    i64 1, label %3163
    i64 2, label %3156
    i64 3, label %3149
    i64 0, label %3166
  ]

3149:                                             ; preds = %3147
  %3150 = bitcast <16 x float> %3148 to <8 x i64>
  %3151 = and <8 x i64> %3150, %56
  %3152 = fcmp oeq <16 x float> %3148, %43
  %3153 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3148, i32 4)
  %3154 = bitcast <8 x i64> %3151 to <16 x float>
  %3155 = select <16 x i1> %3152, <16 x float> %3154, <16 x float> %3153
  br label %3166

3156:                                             ; preds = %3147
  %3157 = bitcast <16 x float> %3148 to <8 x i64>
  %3158 = or <8 x i64> %3157, %57
  %3159 = fcmp oeq <16 x float> %3148, %46
  %3160 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3148, i32 4)
  %3161 = bitcast <8 x i64> %3158 to <16 x float>
  %3162 = select <16 x i1> %3159, <16 x float> %3161, <16 x float> %3160
  br label %3166

3163:                                             ; preds = %3147
  %3164 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3109, <16 x i1> %3110, <16 x float> zeroinitializer)
  %3165 = fadd <16 x float> %3148, %3164
  br label %3166

3166:                                             ; preds = %3149, %3156, %3163, %3147, %3128, %3105
  %3167 = phi <16 x float> [ %3148, %3147 ], [ %3106, %3105 ], [ %3129, %3128 ], [ %3165, %3163 ], [ %3162, %3156 ], [ %3155, %3149 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3167, ptr nonnull align 1 %3107, <16 x i1> %3110)
  %3168 = or disjoint i64 %430, 48
  %3169 = sub nsw i64 %9, %3168
  %3170 = icmp sgt i64 %3169, 15
  %3171 = trunc i64 %3169 to i32
  %3172 = shl nsw i32 -1, %3171
  %3173 = trunc i32 %3172 to i16
  %3174 = xor i16 %3173, -1
  %3175 = select i1 %3170, i16 -1, i16 %3174
  %3176 = load <16 x float>, ptr %300, align 64
  br i1 %58, label %3182, label %3177

3177:                                             ; preds = %3166
  %3178 = load float, ptr %411, align 4
  %3179 = insertelement <16 x float> poison, float %3178, i64 0
  %3180 = shufflevector <16 x float> %3179, <16 x float> poison, <16 x i32> zeroinitializer
  %3181 = fadd <16 x float> %3176, %3180
  br label %3182

3182:                                             ; preds = %3177, %3166
  %3183 = phi <16 x float> [ %3181, %3177 ], [ %3176, %3166 ]
  %3184 = getelementptr inbounds nuw i8, ptr %2867, i64 192
  %3185 = getelementptr inbounds nuw i8, ptr %2868, i64 192
  %3186 = select i1 %425, ptr null, ptr %3185
  %3187 = bitcast i16 %3175 to <16 x i1>
  switch i64 %285, label %542 [
    i64 1, label %3202
    i64 2, label %3195
    i64 3, label %3188
    i64 0, label %3243
  ]

3188:                                             ; preds = %3182
  %3189 = bitcast <16 x float> %3183 to <8 x i64>
  %3190 = and <8 x i64> %3189, %56
  %3191 = fcmp oeq <16 x float> %3183, %43
  %3192 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3183, i32 4)
  %3193 = bitcast <8 x i64> %3190 to <16 x float>
  %3194 = select <16 x i1> %3191, <16 x float> %3193, <16 x float> %3192
  br label %3205

3195:                                             ; preds = %3182
  %3196 = bitcast <16 x float> %3183 to <8 x i64>
  %3197 = or <8 x i64> %3196, %57
  %3198 = fcmp oeq <16 x float> %3183, %46
  %3199 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3183, i32 4)
  %3200 = bitcast <8 x i64> %3197 to <16 x float>
  %3201 = select <16 x i1> %3198, <16 x float> %3200, <16 x float> %3199
  br label %3205

3202:                                             ; preds = %3182
  %3203 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3186, <16 x i1> %3187, <16 x float> zeroinitializer)
  %3204 = fadd <16 x float> %3183, %3203
  br label %3205

3205:                                             ; preds = %3202, %3195, %3188
  %3206 = phi <16 x float> [ %3204, %3202 ], [ %3201, %3195 ], [ %3194, %3188 ]
  switch i64 %302, label %542 [
    i64 1, label %3221
    i64 2, label %3214
    i64 3, label %3207
    i64 0, label %3243
  ]

3207:                                             ; preds = %3205
  %3208 = bitcast <16 x float> %3206 to <8 x i64>
  %3209 = and <8 x i64> %3208, %56
  %3210 = fcmp oeq <16 x float> %3206, %43
  %3211 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3206, i32 4)
  %3212 = bitcast <8 x i64> %3209 to <16 x float>
  %3213 = select <16 x i1> %3210, <16 x float> %3212, <16 x float> %3211
  br label %3224

3214:                                             ; preds = %3205
  %3215 = bitcast <16 x float> %3206 to <8 x i64>
  %3216 = or <8 x i64> %3215, %57
  %3217 = fcmp oeq <16 x float> %3206, %46
  %3218 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3206, i32 4)
  %3219 = bitcast <8 x i64> %3216 to <16 x float>
  %3220 = select <16 x i1> %3217, <16 x float> %3219, <16 x float> %3218
  br label %3224

3221:                                             ; preds = %3205
  %3222 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3186, <16 x i1> %3187, <16 x float> zeroinitializer)
  %3223 = fadd <16 x float> %3206, %3222
  br label %3224

3224:                                             ; preds = %3221, %3214, %3207
  %3225 = phi <16 x float> [ %3223, %3221 ], [ %3220, %3214 ], [ %3213, %3207 ]
  switch i64 %304, label %542 [
    i64 1, label %3240
    i64 2, label %3233
    i64 3, label %3226
    i64 0, label %3243
  ]

3226:                                             ; preds = %3224
  %3227 = bitcast <16 x float> %3225 to <8 x i64>
  %3228 = and <8 x i64> %3227, %56
  %3229 = fcmp oeq <16 x float> %3225, %43
  %3230 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3225, i32 4)
  %3231 = bitcast <8 x i64> %3228 to <16 x float>
  %3232 = select <16 x i1> %3229, <16 x float> %3231, <16 x float> %3230
  br label %3243

3233:                                             ; preds = %3224
  %3234 = bitcast <16 x float> %3225 to <8 x i64>
  %3235 = or <8 x i64> %3234, %57
  %3236 = fcmp oeq <16 x float> %3225, %46
  %3237 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3225, i32 4)
  %3238 = bitcast <8 x i64> %3235 to <16 x float>
  %3239 = select <16 x i1> %3236, <16 x float> %3238, <16 x float> %3237
  br label %3243

3240:                                             ; preds = %3224
  %3241 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3186, <16 x i1> %3187, <16 x float> zeroinitializer)
  %3242 = fadd <16 x float> %3225, %3241
  br label %3243

3243:                                             ; preds = %3226, %3233, %3240, %3224, %3205, %3182
  %3244 = phi <16 x float> [ %3225, %3224 ], [ %3183, %3182 ], [ %3206, %3205 ], [ %3242, %3240 ], [ %3239, %3233 ], [ %3232, %3226 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3244, ptr nonnull align 1 %3184, <16 x i1> %3187)
  %3245 = or disjoint i64 %430, 64
  %3246 = sub nsw i64 %9, %3245
  %3247 = icmp sgt i64 %3246, 15
  %3248 = trunc i64 %3246 to i32
  %3249 = shl nsw i32 -1, %3248
  %3250 = trunc i32 %3249 to i16
  %3251 = xor i16 %3250, -1
  %3252 = select i1 %3247, i16 -1, i16 %3251
  %3253 = load <16 x float>, ptr %305, align 64
  br i1 %58, label %3259, label %3254

3254:                                             ; preds = %3243
  %3255 = load float, ptr %411, align 4
  %3256 = insertelement <16 x float> poison, float %3255, i64 0
  %3257 = shufflevector <16 x float> %3256, <16 x float> poison, <16 x i32> zeroinitializer
  %3258 = fadd <16 x float> %3253, %3257
  br label %3259

3259:                                             ; preds = %3254, %3243
  %3260 = phi <16 x float> [ %3258, %3254 ], [ %3253, %3243 ]
  %3261 = getelementptr inbounds nuw i8, ptr %2867, i64 256
  %3262 = getelementptr inbounds nuw i8, ptr %2868, i64 256
  %3263 = select i1 %425, ptr null, ptr %3262
  %3264 = bitcast i16 %3252 to <16 x i1>
  switch i64 %285, label %542 [
    i64 1, label %3279
    i64 2, label %3272
    i64 3, label %3265
    i64 0, label %3320
  ]

3265:                                             ; preds = %3259
  %3266 = bitcast <16 x float> %3260 to <8 x i64>
  %3267 = and <8 x i64> %3266, %56
  %3268 = fcmp oeq <16 x float> %3260, %43
  %3269 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3260, i32 4)
  %3270 = bitcast <8 x i64> %3267 to <16 x float>
  %3271 = select <16 x i1> %3268, <16 x float> %3270, <16 x float> %3269
  br label %3282

3272:                                             ; preds = %3259
  %3273 = bitcast <16 x float> %3260 to <8 x i64>
  %3274 = or <8 x i64> %3273, %57
  %3275 = fcmp oeq <16 x float> %3260, %46
  %3276 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3260, i32 4)
  %3277 = bitcast <8 x i64> %3274 to <16 x float>
  %3278 = select <16 x i1> %3275, <16 x float> %3277, <16 x float> %3276
  br label %3282

3279:                                             ; preds = %3259
  %3280 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3263, <16 x i1> %3264, <16 x float> zeroinitializer)
  %3281 = fadd <16 x float> %3260, %3280
  br label %3282

3282:                                             ; preds = %3279, %3272, %3265
  %3283 = phi <16 x float> [ %3281, %3279 ], [ %3278, %3272 ], [ %3271, %3265 ]
  switch i64 %307, label %542 [
    i64 1, label %3298
    i64 2, label %3291
    i64 3, label %3284
    i64 0, label %3320
  ]

3284:                                             ; preds = %3282
  %3285 = bitcast <16 x float> %3283 to <8 x i64>
  %3286 = and <8 x i64> %3285, %56
  %3287 = fcmp oeq <16 x float> %3283, %43
  %3288 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3283, i32 4)
  %3289 = bitcast <8 x i64> %3286 to <16 x float>
  %3290 = select <16 x i1> %3287, <16 x float> %3289, <16 x float> %3288
  br label %3301

3291:                                             ; preds = %3282
  %3292 = bitcast <16 x float> %3283 to <8 x i64>
  %3293 = or <8 x i64> %3292, %57
  %3294 = fcmp oeq <16 x float> %3283, %46
  %3295 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3283, i32 4)
  %3296 = bitcast <8 x i64> %3293 to <16 x float>
  %3297 = select <16 x i1> %3294, <16 x float> %3296, <16 x float> %3295
  br label %3301

3298:                                             ; preds = %3282
  %3299 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3263, <16 x i1> %3264, <16 x float> zeroinitializer)
  %3300 = fadd <16 x float> %3283, %3299
  br label %3301

3301:                                             ; preds = %3298, %3291, %3284
  %3302 = phi <16 x float> [ %3300, %3298 ], [ %3297, %3291 ], [ %3290, %3284 ]
  switch i64 %309, label %542 [
    i64 1, label %3317
    i64 2, label %3310
    i64 3, label %3303
    i64 0, label %3320
  ]

3303:                                             ; preds = %3301
  %3304 = bitcast <16 x float> %3302 to <8 x i64>
  %3305 = and <8 x i64> %3304, %56
  %3306 = fcmp oeq <16 x float> %3302, %43
  %3307 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3302, i32 4)
  %3308 = bitcast <8 x i64> %3305 to <16 x float>
  %3309 = select <16 x i1> %3306, <16 x float> %3308, <16 x float> %3307
  br label %3320

3310:                                             ; preds = %3301
  %3311 = bitcast <16 x float> %3302 to <8 x i64>
  %3312 = or <8 x i64> %3311, %57
  %3313 = fcmp oeq <16 x float> %3302, %46
  %3314 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3302, i32 4)
  %3315 = bitcast <8 x i64> %3312 to <16 x float>
  %3316 = select <16 x i1> %3313, <16 x float> %3315, <16 x float> %3314
  br label %3320

3317:                                             ; preds = %3301
  %3318 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3263, <16 x i1> %3264, <16 x float> zeroinitializer)
  %3319 = fadd <16 x float> %3302, %3318
  br label %3320

3320:                                             ; preds = %3303, %3310, %3317, %3301, %3282, %3259
  %3321 = phi <16 x float> [ %3302, %3301 ], [ %3260, %3259 ], [ %3283, %3282 ], [ %3319, %3317 ], [ %3316, %3310 ], [ %3309, %3303 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3321, ptr nonnull align 1 %3261, <16 x i1> %3264)
  call void @llvm.lifetime.end.p0(ptr nonnull %28)
  br label %7623

3322:                                             ; preds = %2861
  br i1 %54, label %3323, label %3332

3323:                                             ; preds = %3322
  %3324 = or disjoint i64 %430, 16
  %3325 = sub nsw i64 %9, %3324
  %3326 = or disjoint i64 %430, 32
  %3327 = sub nsw i64 %9, %3326
  %3328 = or disjoint i64 %430, 48
  %3329 = sub nsw i64 %9, %3328
  %3330 = or disjoint i64 %430, 64
  %3331 = sub nsw i64 %9, %3330
  br label %3346

3332:                                             ; preds = %3364, %3322
  %3333 = phi <16 x float> [ zeroinitializer, %3322 ], [ %3365, %3364 ]
  %3334 = phi <16 x float> [ zeroinitializer, %3322 ], [ %3366, %3364 ]
  %3335 = phi <16 x float> [ zeroinitializer, %3322 ], [ %3367, %3364 ]
  %3336 = phi <16 x float> [ zeroinitializer, %3322 ], [ %3368, %3364 ]
  %3337 = phi <16 x float> [ zeroinitializer, %3322 ], [ %3369, %3364 ]
  %3338 = getelementptr inbounds nuw float, ptr %417, i64 %430
  %3339 = getelementptr inbounds nuw float, ptr %421, i64 %430
  %3340 = icmp sgt i64 %431, 15
  %3341 = trunc i64 %431 to i32
  %3342 = shl nsw i32 -1, %3341
  %3343 = trunc i32 %3342 to i16
  %3344 = xor i16 %3343, -1
  %3345 = select i1 %3340, i16 -1, i16 %3344
  br i1 %58, label %3497, label %3492

3346:                                             ; preds = %3323, %3364
  %3347 = phi <16 x float> [ zeroinitializer, %3323 ], [ %3365, %3364 ]
  %3348 = phi <16 x float> [ zeroinitializer, %3323 ], [ %3366, %3364 ]
  %3349 = phi <16 x float> [ zeroinitializer, %3323 ], [ %3367, %3364 ]
  %3350 = phi <16 x float> [ zeroinitializer, %3323 ], [ %3368, %3364 ]
  %3351 = phi <16 x float> [ zeroinitializer, %3323 ], [ %3369, %3364 ]
  %3352 = phi i64 [ 0, %3323 ], [ %3370, %3364 ]
  %3353 = mul nsw i64 %3352, %14
  %3354 = add i64 %424, %3353
  %3355 = icmp sgt i64 %3354, -1
  %3356 = icmp slt i64 %3354, %6
  %3357 = and i1 %3355, %3356
  %3358 = select i1 %3357, i64 %3354, i64 0
  %3359 = mul nsw i64 %3358, %7
  %3360 = getelementptr inbounds float, ptr %408, i64 %3359
  br i1 %55, label %3361, label %3364

3361:                                             ; preds = %3346
  %3362 = mul nuw nsw i64 %3352, %11
  %3363 = getelementptr inbounds nuw float, ptr %410, i64 %3362
  br label %3372

3364:                                             ; preds = %3372, %3346
  %3365 = phi <16 x float> [ %3347, %3346 ], [ %3489, %3372 ]
  %3366 = phi <16 x float> [ %3348, %3346 ], [ %3468, %3372 ]
  %3367 = phi <16 x float> [ %3349, %3346 ], [ %3447, %3372 ]
  %3368 = phi <16 x float> [ %3350, %3346 ], [ %3426, %3372 ]
  %3369 = phi <16 x float> [ %3351, %3346 ], [ %3405, %3372 ]
  %3370 = add nuw nsw i64 %3352, 1
  %3371 = icmp eq i64 %3370, %10
  br i1 %3371, label %3332, label %3346

3372:                                             ; preds = %3361, %3372
  %3373 = phi <16 x float> [ %3347, %3361 ], [ %3489, %3372 ]
  %3374 = phi <16 x float> [ %3348, %3361 ], [ %3468, %3372 ]
  %3375 = phi <16 x float> [ %3349, %3361 ], [ %3447, %3372 ]
  %3376 = phi <16 x float> [ %3350, %3361 ], [ %3426, %3372 ]
  %3377 = phi <16 x float> [ %3351, %3361 ], [ %3405, %3372 ]
  %3378 = phi i64 [ 0, %3361 ], [ %3490, %3372 ]
  %3379 = getelementptr inbounds nuw float, ptr %3363, i64 %3378
  %3380 = load float, ptr %3379, align 4
  %3381 = insertelement <16 x float> poison, float %3380, i64 0
  %3382 = shufflevector <16 x float> %3381, <16 x float> poison, <16 x i32> zeroinitializer
  %3383 = mul nsw i64 %3378, %15
  %3384 = sub i64 %3383, %17
  %3385 = add i64 %3384, %430
  %3386 = icmp slt i64 %3385, 0
  %3387 = sub nsw i64 0, %3385
  %3388 = select i1 %3386, i64 %3387, i64 0
  %3389 = sub nsw i64 %7, %3385
  %3390 = tail call i64 @llvm.smin.i64(i64 %3389, i64 %431)
  %3391 = tail call i64 @llvm.smin.i64(i64 %3390, i64 16)
  %3392 = icmp sgt i64 %3391, %3388
  %3393 = select i1 %3357, i1 %3392, i1 false
  %3394 = trunc i64 %3391 to i32
  %3395 = shl nsw i32 -1, %3394
  %3396 = xor i32 %3395, -1
  %3397 = trunc i64 %3388 to i32
  %3398 = shl nsw i32 -1, %3397
  %3399 = and i32 %3398, %3396
  %3400 = trunc i32 %3399 to i16
  %3401 = select i1 %3393, i16 %3400, i16 0
  %3402 = getelementptr inbounds float, ptr %3360, i64 %3385
  %3403 = bitcast i16 %3401 to <16 x i1>
  %3404 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3402, <16 x i1> %3403, <16 x float> zeroinitializer)
  %3405 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3404, <16 x float> %3382, <16 x float> %3377)
  %3406 = add i64 %3384, %3324
  %3407 = icmp slt i64 %3406, 0
  %3408 = sub nsw i64 0, %3406
  %3409 = select i1 %3407, i64 %3408, i64 0
  %3410 = sub nsw i64 %7, %3406
  %3411 = tail call i64 @llvm.smin.i64(i64 %3410, i64 %3325)
  %3412 = tail call i64 @llvm.smin.i64(i64 %3411, i64 16)
  %3413 = icmp sgt i64 %3412, %3409
  %3414 = select i1 %3357, i1 %3413, i1 false
  %3415 = trunc i64 %3412 to i32
  %3416 = shl nsw i32 -1, %3415
  %3417 = xor i32 %3416, -1
  %3418 = trunc i64 %3409 to i32
  %3419 = shl nsw i32 -1, %3418
  %3420 = and i32 %3419, %3417
  %3421 = trunc i32 %3420 to i16
  %3422 = select i1 %3414, i16 %3421, i16 0
  %3423 = getelementptr inbounds float, ptr %3360, i64 %3406
  %3424 = bitcast i16 %3422 to <16 x i1>
  %3425 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3423, <16 x i1> %3424, <16 x float> zeroinitializer)
  %3426 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3425, <16 x float> %3382, <16 x float> %3376)
  %3427 = add i64 %3384, %3326
  %3428 = icmp slt i64 %3427, 0
  %3429 = sub nsw i64 0, %3427
  %3430 = select i1 %3428, i64 %3429, i64 0
  %3431 = sub nsw i64 %7, %3427
  %3432 = tail call i64 @llvm.smin.i64(i64 %3431, i64 %3327)
  %3433 = tail call i64 @llvm.smin.i64(i64 %3432, i64 16)
  %3434 = icmp sgt i64 %3433, %3430
  %3435 = select i1 %3357, i1 %3434, i1 false
  %3436 = trunc i64 %3433 to i32
  %3437 = shl nsw i32 -1, %3436
  %3438 = xor i32 %3437, -1
  %3439 = trunc i64 %3430 to i32
  %3440 = shl nsw i32 -1, %3439
  %3441 = and i32 %3440, %3438
  %3442 = trunc i32 %3441 to i16
  %3443 = select i1 %3435, i16 %3442, i16 0
  %3444 = getelementptr inbounds float, ptr %3360, i64 %3427
  %3445 = bitcast i16 %3443 to <16 x i1>
  %3446 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3444, <16 x i1> %3445, <16 x float> zeroinitializer)
  %3447 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3446, <16 x float> %3382, <16 x float> %3375)
  %3448 = add i64 %3384, %3328
  %3449 = icmp slt i64 %3448, 0
  %3450 = sub nsw i64 0, %3448
  %3451 = select i1 %3449, i64 %3450, i64 0
  %3452 = sub nsw i64 %7, %3448
  %3453 = tail call i64 @llvm.smin.i64(i64 %3452, i64 %3329)
  %3454 = tail call i64 @llvm.smin.i64(i64 %3453, i64 16)
  %3455 = icmp sgt i64 %3454, %3451
  %3456 = select i1 %3357, i1 %3455, i1 false
  %3457 = trunc i64 %3454 to i32
  %3458 = shl nsw i32 -1, %3457
  %3459 = xor i32 %3458, -1
  %3460 = trunc i64 %3451 to i32
  %3461 = shl nsw i32 -1, %3460
  %3462 = and i32 %3461, %3459
  %3463 = trunc i32 %3462 to i16
  %3464 = select i1 %3456, i16 %3463, i16 0
  %3465 = getelementptr inbounds float, ptr %3360, i64 %3448
  %3466 = bitcast i16 %3464 to <16 x i1>
  %3467 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3465, <16 x i1> %3466, <16 x float> zeroinitializer)
  %3468 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3467, <16 x float> %3382, <16 x float> %3374)
  %3469 = add i64 %3384, %3330
  %3470 = icmp slt i64 %3469, 0
  %3471 = sub nsw i64 0, %3469
  %3472 = select i1 %3470, i64 %3471, i64 0
  %3473 = sub nsw i64 %7, %3469
  %3474 = tail call i64 @llvm.smin.i64(i64 %3473, i64 %3331)
  %3475 = tail call i64 @llvm.smin.i64(i64 %3474, i64 16)
  %3476 = icmp sgt i64 %3475, %3472
  %3477 = select i1 %3357, i1 %3476, i1 false
  %3478 = trunc i64 %3475 to i32
  %3479 = shl nsw i32 -1, %3478
  %3480 = xor i32 %3479, -1
  %3481 = trunc i64 %3472 to i32
  %3482 = shl nsw i32 -1, %3481
  %3483 = and i32 %3482, %3480
  %3484 = trunc i32 %3483 to i16
  %3485 = select i1 %3477, i16 %3484, i16 0
  %3486 = getelementptr inbounds float, ptr %3360, i64 %3469
  %3487 = bitcast i16 %3485 to <16 x i1>
  %3488 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3486, <16 x i1> %3487, <16 x float> zeroinitializer)
  %3489 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3488, <16 x float> %3382, <16 x float> %3373)
  %3490 = add nuw nsw i64 %3378, 1
  %3491 = icmp eq i64 %3490, %11
  br i1 %3491, label %3364, label %3372

3492:                                             ; preds = %3332
  %3493 = load float, ptr %411, align 4
  %3494 = insertelement <16 x float> poison, float %3493, i64 0
  %3495 = shufflevector <16 x float> %3494, <16 x float> poison, <16 x i32> zeroinitializer
  %3496 = fadd <16 x float> %3337, %3495
  br label %3497

3497:                                             ; preds = %3492, %3332
  %3498 = phi <16 x float> [ %3496, %3492 ], [ %3337, %3332 ]
  %3499 = select i1 %425, ptr null, ptr %3339
  %3500 = bitcast i16 %3345 to <16 x i1>
  switch i64 %264, label %542 [
    i64 1, label %3501
    i64 2, label %3504
    i64 3, label %3511
    i64 0, label %3556
  ]

3501:                                             ; preds = %3497
  %3502 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3499, <16 x i1> %3500, <16 x float> zeroinitializer)
  %3503 = fadd <16 x float> %3498, %3502
  br label %3518

3504:                                             ; preds = %3497
  %3505 = bitcast <16 x float> %3498 to <8 x i64>
  %3506 = or <8 x i64> %3505, %57
  %3507 = fcmp oeq <16 x float> %3498, %46
  %3508 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3498, i32 4)
  %3509 = bitcast <8 x i64> %3506 to <16 x float>
  %3510 = select <16 x i1> %3507, <16 x float> %3509, <16 x float> %3508
  br label %3518

3511:                                             ; preds = %3497
  %3512 = bitcast <16 x float> %3498 to <8 x i64>
  %3513 = and <8 x i64> %3512, %56
  %3514 = fcmp oeq <16 x float> %3498, %43
  %3515 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3498, i32 4)
  %3516 = bitcast <8 x i64> %3513 to <16 x float>
  %3517 = select <16 x i1> %3514, <16 x float> %3516, <16 x float> %3515
  br label %3518

3518:                                             ; preds = %3511, %3504, %3501
  %3519 = phi <16 x float> [ %3503, %3501 ], [ %3510, %3504 ], [ %3517, %3511 ]
  switch i64 %266, label %542 [
    i64 1, label %3534
    i64 2, label %3527
    i64 3, label %3520
    i64 0, label %3556
  ]

3520:                                             ; preds = %3518
  %3521 = bitcast <16 x float> %3519 to <8 x i64>
  %3522 = and <8 x i64> %3521, %56
  %3523 = fcmp oeq <16 x float> %3519, %43
  %3524 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3519, i32 4)
  %3525 = bitcast <8 x i64> %3522 to <16 x float>
  %3526 = select <16 x i1> %3523, <16 x float> %3525, <16 x float> %3524
  br label %3537

3527:                                             ; preds = %3518
  %3528 = bitcast <16 x float> %3519 to <8 x i64>
  %3529 = or <8 x i64> %3528, %57
  %3530 = fcmp oeq <16 x float> %3519, %46
  %3531 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3519, i32 4)
  %3532 = bitcast <8 x i64> %3529 to <16 x float>
  %3533 = select <16 x i1> %3530, <16 x float> %3532, <16 x float> %3531
  br label %3537

3534:                                             ; preds = %3518
  %3535 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3499, <16 x i1> %3500, <16 x float> zeroinitializer)
  %3536 = fadd <16 x float> %3519, %3535
  br label %3537

3537:                                             ; preds = %3534, %3527, %3520
  %3538 = phi <16 x float> [ %3536, %3534 ], [ %3533, %3527 ], [ %3526, %3520 ]
  switch i64 %268, label %542 [
    i64 1, label %3553
    i64 2, label %3546
    i64 3, label %3539
    i64 0, label %3556
  ]

3539:                                             ; preds = %3537
  %3540 = bitcast <16 x float> %3538 to <8 x i64>
  %3541 = and <8 x i64> %3540, %56
  %3542 = fcmp oeq <16 x float> %3538, %43
  %3543 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3538, i32 4)
  %3544 = bitcast <8 x i64> %3541 to <16 x float>
  %3545 = select <16 x i1> %3542, <16 x float> %3544, <16 x float> %3543
  br label %3556

3546:                                             ; preds = %3537
  %3547 = bitcast <16 x float> %3538 to <8 x i64>
  %3548 = or <8 x i64> %3547, %57
  %3549 = fcmp oeq <16 x float> %3538, %46
  %3550 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3538, i32 4)
  %3551 = bitcast <8 x i64> %3548 to <16 x float>
  %3552 = select <16 x i1> %3549, <16 x float> %3551, <16 x float> %3550
  br label %3556

3553:                                             ; preds = %3537
  %3554 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3499, <16 x i1> %3500, <16 x float> zeroinitializer)
  %3555 = fadd <16 x float> %3538, %3554
  br label %3556

3556:                                             ; preds = %3539, %3546, %3553, %3537, %3518, %3497
  %3557 = phi <16 x float> [ %3538, %3537 ], [ %3498, %3497 ], [ %3519, %3518 ], [ %3555, %3553 ], [ %3552, %3546 ], [ %3545, %3539 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3557, ptr align 1 %3338, <16 x i1> %3500)
  %3558 = or disjoint i64 %430, 16
  %3559 = sub nsw i64 %9, %3558
  %3560 = icmp sgt i64 %3559, 15
  %3561 = trunc i64 %3559 to i32
  %3562 = shl nsw i32 -1, %3561
  %3563 = trunc i32 %3562 to i16
  %3564 = xor i16 %3563, -1
  %3565 = select i1 %3560, i16 -1, i16 %3564
  br i1 %58, label %3571, label %3566

3566:                                             ; preds = %3556
  %3567 = load float, ptr %411, align 4
  %3568 = insertelement <16 x float> poison, float %3567, i64 0
  %3569 = shufflevector <16 x float> %3568, <16 x float> poison, <16 x i32> zeroinitializer
  %3570 = fadd <16 x float> %3336, %3569
  br label %3571

3571:                                             ; preds = %3566, %3556
  %3572 = phi <16 x float> [ %3570, %3566 ], [ %3336, %3556 ]
  %3573 = getelementptr inbounds nuw i8, ptr %3338, i64 64
  %3574 = getelementptr inbounds nuw i8, ptr %3339, i64 64
  %3575 = select i1 %425, ptr null, ptr %3574
  %3576 = bitcast i16 %3565 to <16 x i1>
  switch i64 %264, label %542 [
    i64 1, label %3591
    i64 2, label %3584
    i64 3, label %3577
    i64 0, label %3632
  ]

3577:                                             ; preds = %3571
  %3578 = bitcast <16 x float> %3572 to <8 x i64>
  %3579 = and <8 x i64> %3578, %56
  %3580 = fcmp oeq <16 x float> %3572, %43
  %3581 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3572, i32 4)
  %3582 = bitcast <8 x i64> %3579 to <16 x float>
  %3583 = select <16 x i1> %3580, <16 x float> %3582, <16 x float> %3581
  br label %3594

3584:                                             ; preds = %3571
  %3585 = bitcast <16 x float> %3572 to <8 x i64>
  %3586 = or <8 x i64> %3585, %57
  %3587 = fcmp oeq <16 x float> %3572, %46
  %3588 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3572, i32 4)
  %3589 = bitcast <8 x i64> %3586 to <16 x float>
  %3590 = select <16 x i1> %3587, <16 x float> %3589, <16 x float> %3588
  br label %3594

3591:                                             ; preds = %3571
  %3592 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3575, <16 x i1> %3576, <16 x float> zeroinitializer)
  %3593 = fadd <16 x float> %3572, %3592
  br label %3594

3594:                                             ; preds = %3591, %3584, %3577
  %3595 = phi <16 x float> [ %3593, %3591 ], [ %3590, %3584 ], [ %3583, %3577 ]
  switch i64 %270, label %542 [
    i64 1, label %3610
    i64 2, label %3603
    i64 3, label %3596
    i64 0, label %3632
  ]

3596:                                             ; preds = %3594
  %3597 = bitcast <16 x float> %3595 to <8 x i64>
  %3598 = and <8 x i64> %3597, %56
  %3599 = fcmp oeq <16 x float> %3595, %43
  %3600 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3595, i32 4)
  %3601 = bitcast <8 x i64> %3598 to <16 x float>
  %3602 = select <16 x i1> %3599, <16 x float> %3601, <16 x float> %3600
  br label %3613

3603:                                             ; preds = %3594
  %3604 = bitcast <16 x float> %3595 to <8 x i64>
  %3605 = or <8 x i64> %3604, %57
  %3606 = fcmp oeq <16 x float> %3595, %46
  %3607 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3595, i32 4)
  %3608 = bitcast <8 x i64> %3605 to <16 x float>
  %3609 = select <16 x i1> %3606, <16 x float> %3608, <16 x float> %3607
  br label %3613

3610:                                             ; preds = %3594
  %3611 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3575, <16 x i1> %3576, <16 x float> zeroinitializer)
  %3612 = fadd <16 x float> %3595, %3611
  br label %3613

3613:                                             ; preds = %3610, %3603, %3596
  %3614 = phi <16 x float> [ %3612, %3610 ], [ %3609, %3603 ], [ %3602, %3596 ]
  switch i64 %272, label %542 [
    i64 1, label %3629
    i64 2, label %3622
    i64 3, label %3615
    i64 0, label %3632
  ]

3615:                                             ; preds = %3613
  %3616 = bitcast <16 x float> %3614 to <8 x i64>
  %3617 = and <8 x i64> %3616, %56
  %3618 = fcmp oeq <16 x float> %3614, %43
  %3619 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3614, i32 4)
  %3620 = bitcast <8 x i64> %3617 to <16 x float>
  %3621 = select <16 x i1> %3618, <16 x float> %3620, <16 x float> %3619
  br label %3632

3622:                                             ; preds = %3613
  %3623 = bitcast <16 x float> %3614 to <8 x i64>
  %3624 = or <8 x i64> %3623, %57
  %3625 = fcmp oeq <16 x float> %3614, %46
  %3626 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3614, i32 4)
  %3627 = bitcast <8 x i64> %3624 to <16 x float>
  %3628 = select <16 x i1> %3625, <16 x float> %3627, <16 x float> %3626
  br label %3632

3629:                                             ; preds = %3613
  %3630 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3575, <16 x i1> %3576, <16 x float> zeroinitializer)
  %3631 = fadd <16 x float> %3614, %3630
  br label %3632

3632:                                             ; preds = %3615, %3622, %3629, %3613, %3594, %3571
  %3633 = phi <16 x float> [ %3614, %3613 ], [ %3572, %3571 ], [ %3595, %3594 ], [ %3631, %3629 ], [ %3628, %3622 ], [ %3621, %3615 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3633, ptr nonnull align 1 %3573, <16 x i1> %3576)
  %3634 = or disjoint i64 %430, 32
  %3635 = sub nsw i64 %9, %3634
  %3636 = icmp sgt i64 %3635, 15
  %3637 = trunc i64 %3635 to i32
  %3638 = shl nsw i32 -1, %3637
  %3639 = trunc i32 %3638 to i16
  %3640 = xor i16 %3639, -1
  %3641 = select i1 %3636, i16 -1, i16 %3640
  br i1 %58, label %3647, label %3642

3642:                                             ; preds = %3632
  %3643 = load float, ptr %411, align 4
  %3644 = insertelement <16 x float> poison, float %3643, i64 0
  %3645 = shufflevector <16 x float> %3644, <16 x float> poison, <16 x i32> zeroinitializer
  %3646 = fadd <16 x float> %3335, %3645
  br label %3647

3647:                                             ; preds = %3642, %3632
  %3648 = phi <16 x float> [ %3646, %3642 ], [ %3335, %3632 ]
  %3649 = getelementptr inbounds nuw i8, ptr %3338, i64 128
  %3650 = getelementptr inbounds nuw i8, ptr %3339, i64 128
  %3651 = select i1 %425, ptr null, ptr %3650
  %3652 = bitcast i16 %3641 to <16 x i1>
  switch i64 %264, label %542 [
    i64 1, label %3667
    i64 2, label %3660
    i64 3, label %3653
    i64 0, label %3708
  ]

3653:                                             ; preds = %3647
  %3654 = bitcast <16 x float> %3648 to <8 x i64>
  %3655 = and <8 x i64> %3654, %56
  %3656 = fcmp oeq <16 x float> %3648, %43
  %3657 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3648, i32 4)
  %3658 = bitcast <8 x i64> %3655 to <16 x float>
  %3659 = select <16 x i1> %3656, <16 x float> %3658, <16 x float> %3657
  br label %3670

3660:                                             ; preds = %3647
  %3661 = bitcast <16 x float> %3648 to <8 x i64>
  %3662 = or <8 x i64> %3661, %57
  %3663 = fcmp oeq <16 x float> %3648, %46
  %3664 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3648, i32 4)
  %3665 = bitcast <8 x i64> %3662 to <16 x float>
  %3666 = select <16 x i1> %3663, <16 x float> %3665, <16 x float> %3664
  br label %3670

3667:                                             ; preds = %3647
  %3668 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3651, <16 x i1> %3652, <16 x float> zeroinitializer)
  %3669 = fadd <16 x float> %3648, %3668
  br label %3670

3670:                                             ; preds = %3667, %3660, %3653
  %3671 = phi <16 x float> [ %3669, %3667 ], [ %3666, %3660 ], [ %3659, %3653 ]
  switch i64 %274, label %542 [
    i64 1, label %3686
    i64 2, label %3679
    i64 3, label %3672
    i64 0, label %3708
  ]

3672:                                             ; preds = %3670
  %3673 = bitcast <16 x float> %3671 to <8 x i64>
  %3674 = and <8 x i64> %3673, %56
  %3675 = fcmp oeq <16 x float> %3671, %43
  %3676 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3671, i32 4)
  %3677 = bitcast <8 x i64> %3674 to <16 x float>
  %3678 = select <16 x i1> %3675, <16 x float> %3677, <16 x float> %3676
  br label %3689

3679:                                             ; preds = %3670
  %3680 = bitcast <16 x float> %3671 to <8 x i64>
  %3681 = or <8 x i64> %3680, %57
  %3682 = fcmp oeq <16 x float> %3671, %46
  %3683 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3671, i32 4)
  %3684 = bitcast <8 x i64> %3681 to <16 x float>
  %3685 = select <16 x i1> %3682, <16 x float> %3684, <16 x float> %3683
  br label %3689

3686:                                             ; preds = %3670
  %3687 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3651, <16 x i1> %3652, <16 x float> zeroinitializer)
  %3688 = fadd <16 x float> %3671, %3687
  br label %3689

3689:                                             ; preds = %3686, %3679, %3672
  %3690 = phi <16 x float> [ %3688, %3686 ], [ %3685, %3679 ], [ %3678, %3672 ]
  switch i64 %276, label %542 [
    i64 1, label %3705
    i64 2, label %3698
    i64 3, label %3691
    i64 0, label %3708
  ]

3691:                                             ; preds = %3689
  %3692 = bitcast <16 x float> %3690 to <8 x i64>
  %3693 = and <8 x i64> %3692, %56
  %3694 = fcmp oeq <16 x float> %3690, %43
  %3695 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3690, i32 4)
  %3696 = bitcast <8 x i64> %3693 to <16 x float>
  %3697 = select <16 x i1> %3694, <16 x float> %3696, <16 x float> %3695
  br label %3708

3698:                                             ; preds = %3689
  %3699 = bitcast <16 x float> %3690 to <8 x i64>
  %3700 = or <8 x i64> %3699, %57
  %3701 = fcmp oeq <16 x float> %3690, %46
  %3702 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3690, i32 4)
  %3703 = bitcast <8 x i64> %3700 to <16 x float>
  %3704 = select <16 x i1> %3701, <16 x float> %3703, <16 x float> %3702
  br label %3708

3705:                                             ; preds = %3689
  %3706 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3651, <16 x i1> %3652, <16 x float> zeroinitializer)
  %3707 = fadd <16 x float> %3690, %3706
  br label %3708

3708:                                             ; preds = %3691, %3698, %3705, %3689, %3670, %3647
  %3709 = phi <16 x float> [ %3690, %3689 ], [ %3648, %3647 ], [ %3671, %3670 ], [ %3707, %3705 ], [ %3704, %3698 ], [ %3697, %3691 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3709, ptr nonnull align 1 %3649, <16 x i1> %3652)
  %3710 = or disjoint i64 %430, 48
  %3711 = sub nsw i64 %9, %3710
  %3712 = icmp sgt i64 %3711, 15
  %3713 = trunc i64 %3711 to i32
  %3714 = shl nsw i32 -1, %3713
  %3715 = trunc i32 %3714 to i16
  %3716 = xor i16 %3715, -1
  %3717 = select i1 %3712, i16 -1, i16 %3716
  br i1 %58, label %3723, label %3718

3718:                                             ; preds = %3708
  %3719 = load float, ptr %411, align 4
  %3720 = insertelement <16 x float> poison, float %3719, i64 0
  %3721 = shufflevector <16 x float> %3720, <16 x float> poison, <16 x i32> zeroinitializer
  %3722 = fadd <16 x float> %3334, %3721
  br label %3723

3723:                                             ; preds = %3718, %3708
  %3724 = phi <16 x float> [ %3722, %3718 ], [ %3334, %3708 ]
  %3725 = getelementptr inbounds nuw i8, ptr %3338, i64 192
  %3726 = getelementptr inbounds nuw i8, ptr %3339, i64 192
  %3727 = select i1 %425, ptr null, ptr %3726
  %3728 = bitcast i16 %3717 to <16 x i1>
  switch i64 %264, label %542 [
    i64 1, label %3743
    i64 2, label %3736
    i64 3, label %3729
    i64 0, label %3784
  ]

3729:                                             ; preds = %3723
  %3730 = bitcast <16 x float> %3724 to <8 x i64>
  %3731 = and <8 x i64> %3730, %56
  %3732 = fcmp oeq <16 x float> %3724, %43
  %3733 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3724, i32 4)
  %3734 = bitcast <8 x i64> %3731 to <16 x float>
  %3735 = select <16 x i1> %3732, <16 x float> %3734, <16 x float> %3733
  br label %3746

3736:                                             ; preds = %3723
  %3737 = bitcast <16 x float> %3724 to <8 x i64>
  %3738 = or <8 x i64> %3737, %57
  %3739 = fcmp oeq <16 x float> %3724, %46
  %3740 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3724, i32 4)
  %3741 = bitcast <8 x i64> %3738 to <16 x float>
  %3742 = select <16 x i1> %3739, <16 x float> %3741, <16 x float> %3740
  br label %3746

3743:                                             ; preds = %3723
  %3744 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3727, <16 x i1> %3728, <16 x float> zeroinitializer)
  %3745 = fadd <16 x float> %3724, %3744
  br label %3746

3746:                                             ; preds = %3743, %3736, %3729
  %3747 = phi <16 x float> [ %3745, %3743 ], [ %3742, %3736 ], [ %3735, %3729 ]
  switch i64 %278, label %542 [
    i64 1, label %3762
    i64 2, label %3755
    i64 3, label %3748
    i64 0, label %3784
  ]

3748:                                             ; preds = %3746
  %3749 = bitcast <16 x float> %3747 to <8 x i64>
  %3750 = and <8 x i64> %3749, %56
  %3751 = fcmp oeq <16 x float> %3747, %43
  %3752 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3747, i32 4)
  %3753 = bitcast <8 x i64> %3750 to <16 x float>
  %3754 = select <16 x i1> %3751, <16 x float> %3753, <16 x float> %3752
  br label %3765

3755:                                             ; preds = %3746
  %3756 = bitcast <16 x float> %3747 to <8 x i64>
  %3757 = or <8 x i64> %3756, %57
  %3758 = fcmp oeq <16 x float> %3747, %46
  %3759 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3747, i32 4)
  %3760 = bitcast <8 x i64> %3757 to <16 x float>
  %3761 = select <16 x i1> %3758, <16 x float> %3760, <16 x float> %3759
  br label %3765

3762:                                             ; preds = %3746
  %3763 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3727, <16 x i1> %3728, <16 x float> zeroinitializer)
  %3764 = fadd <16 x float> %3747, %3763
  br label %3765

3765:                                             ; preds = %3762, %3755, %3748
  %3766 = phi <16 x float> [ %3764, %3762 ], [ %3761, %3755 ], [ %3754, %3748 ]
  switch i64 %280, label %542 [
    i64 1, label %3781
    i64 2, label %3774
    i64 3, label %3767
    i64 0, label %3784
  ]

3767:                                             ; preds = %3765
  %3768 = bitcast <16 x float> %3766 to <8 x i64>
  %3769 = and <8 x i64> %3768, %56
  %3770 = fcmp oeq <16 x float> %3766, %43
  %3771 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3766, i32 4)
  %3772 = bitcast <8 x i64> %3769 to <16 x float>
  %3773 = select <16 x i1> %3770, <16 x float> %3772, <16 x float> %3771
  br label %3784

3774:                                             ; preds = %3765
  %3775 = bitcast <16 x float> %3766 to <8 x i64>
  %3776 = or <8 x i64> %3775, %57
  %3777 = fcmp oeq <16 x float> %3766, %46
  %3778 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3766, i32 4)
  %3779 = bitcast <8 x i64> %3776 to <16 x float>
  %3780 = select <16 x i1> %3777, <16 x float> %3779, <16 x float> %3778
  br label %3784

3781:                                             ; preds = %3765
  %3782 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3727, <16 x i1> %3728, <16 x float> zeroinitializer)
  %3783 = fadd <16 x float> %3766, %3782
  br label %3784

3784:                                             ; preds = %3767, %3774, %3781, %3765, %3746, %3723
  %3785 = phi <16 x float> [ %3766, %3765 ], [ %3724, %3723 ], [ %3747, %3746 ], [ %3783, %3781 ], [ %3780, %3774 ], [ %3773, %3767 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3785, ptr nonnull align 1 %3725, <16 x i1> %3728)
  %3786 = or disjoint i64 %430, 64
  %3787 = sub nsw i64 %9, %3786
  %3788 = icmp sgt i64 %3787, 15
  %3789 = trunc i64 %3787 to i32
  %3790 = shl nsw i32 -1, %3789
  %3791 = trunc i32 %3790 to i16
  %3792 = xor i16 %3791, -1
  %3793 = select i1 %3788, i16 -1, i16 %3792
  br i1 %58, label %3799, label %3794

3794:                                             ; preds = %3784
  %3795 = load float, ptr %411, align 4
  %3796 = insertelement <16 x float> poison, float %3795, i64 0
  %3797 = shufflevector <16 x float> %3796, <16 x float> poison, <16 x i32> zeroinitializer
  %3798 = fadd <16 x float> %3333, %3797
  br label %3799

3799:                                             ; preds = %3794, %3784
  %3800 = phi <16 x float> [ %3798, %3794 ], [ %3333, %3784 ]
  %3801 = getelementptr inbounds nuw i8, ptr %3338, i64 256
  %3802 = getelementptr inbounds nuw i8, ptr %3339, i64 256
  %3803 = select i1 %425, ptr null, ptr %3802
  %3804 = bitcast i16 %3793 to <16 x i1>
  switch i64 %264, label %542 [
    i64 1, label %3819
    i64 2, label %3812
    i64 3, label %3805
    i64 0, label %3860
  ]

3805:                                             ; preds = %3799
  %3806 = bitcast <16 x float> %3800 to <8 x i64>
  %3807 = and <8 x i64> %3806, %56
  %3808 = fcmp oeq <16 x float> %3800, %43
  %3809 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3800, i32 4)
  %3810 = bitcast <8 x i64> %3807 to <16 x float>
  %3811 = select <16 x i1> %3808, <16 x float> %3810, <16 x float> %3809
  br label %3822

3812:                                             ; preds = %3799
  %3813 = bitcast <16 x float> %3800 to <8 x i64>
  %3814 = or <8 x i64> %3813, %57
  %3815 = fcmp oeq <16 x float> %3800, %46
  %3816 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3800, i32 4)
  %3817 = bitcast <8 x i64> %3814 to <16 x float>
  %3818 = select <16 x i1> %3815, <16 x float> %3817, <16 x float> %3816
  br label %3822

3819:                                             ; preds = %3799
  %3820 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3803, <16 x i1> %3804, <16 x float> zeroinitializer)
  %3821 = fadd <16 x float> %3800, %3820
  br label %3822

3822:                                             ; preds = %3819, %3812, %3805
  %3823 = phi <16 x float> [ %3821, %3819 ], [ %3818, %3812 ], [ %3811, %3805 ]
  switch i64 %282, label %542 [
    i64 1, label %3838
    i64 2, label %3831
    i64 3, label %3824
    i64 0, label %3860
  ]

3824:                                             ; preds = %3822
  %3825 = bitcast <16 x float> %3823 to <8 x i64>
  %3826 = and <8 x i64> %3825, %56
  %3827 = fcmp oeq <16 x float> %3823, %43
  %3828 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3823, i32 4)
  %3829 = bitcast <8 x i64> %3826 to <16 x float>
  %3830 = select <16 x i1> %3827, <16 x float> %3829, <16 x float> %3828
  br label %3841

3831:                                             ; preds = %3822
  %3832 = bitcast <16 x float> %3823 to <8 x i64>
  %3833 = or <8 x i64> %3832, %57
  %3834 = fcmp oeq <16 x float> %3823, %46
  %3835 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3823, i32 4)
  %3836 = bitcast <8 x i64> %3833 to <16 x float>
  %3837 = select <16 x i1> %3834, <16 x float> %3836, <16 x float> %3835
  br label %3841

3838:                                             ; preds = %3822
  %3839 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3803, <16 x i1> %3804, <16 x float> zeroinitializer)
  %3840 = fadd <16 x float> %3823, %3839
  br label %3841

3841:                                             ; preds = %3838, %3831, %3824
  %3842 = phi <16 x float> [ %3840, %3838 ], [ %3837, %3831 ], [ %3830, %3824 ]
  switch i64 %284, label %542 [
    i64 1, label %3857
    i64 2, label %3850
    i64 3, label %3843
    i64 0, label %3860
  ]

3843:                                             ; preds = %3841
  %3844 = bitcast <16 x float> %3842 to <8 x i64>
  %3845 = and <8 x i64> %3844, %56
  %3846 = fcmp oeq <16 x float> %3842, %43
  %3847 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3842, i32 4)
  %3848 = bitcast <8 x i64> %3845 to <16 x float>
  %3849 = select <16 x i1> %3846, <16 x float> %3848, <16 x float> %3847
  br label %3860

3850:                                             ; preds = %3841
  %3851 = bitcast <16 x float> %3842 to <8 x i64>
  %3852 = or <8 x i64> %3851, %57
  %3853 = fcmp oeq <16 x float> %3842, %46
  %3854 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3842, i32 4)
  %3855 = bitcast <8 x i64> %3852 to <16 x float>
  %3856 = select <16 x i1> %3853, <16 x float> %3855, <16 x float> %3854
  br label %3860

3857:                                             ; preds = %3841
  %3858 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3803, <16 x i1> %3804, <16 x float> zeroinitializer)
  %3859 = fadd <16 x float> %3842, %3858
  br label %3860

3860:                                             ; preds = %3843, %3850, %3857, %3841, %3822, %3799
  %3861 = phi <16 x float> [ %3842, %3841 ], [ %3800, %3799 ], [ %3823, %3822 ], [ %3859, %3857 ], [ %3856, %3850 ], [ %3849, %3843 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3861, ptr nonnull align 1 %3801, <16 x i1> %3804)
  br label %7623

3862:                                             ; preds = %429
  br i1 %47, label %3863, label %4400

3863:                                             ; preds = %3862
  call void @llvm.lifetime.start.p0(ptr nonnull %29)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(384) %29, i8 0, i64 384, i1 false)
  br i1 %54, label %3876, label %3866

3864:                                             ; preds = %3889
  %3865 = load <16 x float>, ptr %29, align 64
  br label %3866

3866:                                             ; preds = %3864, %3863
  %3867 = phi <16 x float> [ %3865, %3864 ], [ zeroinitializer, %3863 ]
  %3868 = getelementptr inbounds nuw float, ptr %417, i64 %430
  %3869 = getelementptr inbounds nuw float, ptr %421, i64 %430
  %3870 = icmp sgt i64 %431, 15
  %3871 = trunc i64 %431 to i32
  %3872 = shl nsw i32 -1, %3871
  %3873 = trunc i32 %3872 to i16
  %3874 = xor i16 %3873, -1
  %3875 = select i1 %3870, i16 -1, i16 %3874
  br i1 %58, label %3954, label %3949

3876:                                             ; preds = %3863, %3889
  %3877 = phi i64 [ %3890, %3889 ], [ 0, %3863 ]
  %3878 = mul nsw i64 %3877, %14
  %3879 = add i64 %424, %3878
  %3880 = icmp sgt i64 %3879, -1
  %3881 = icmp slt i64 %3879, %6
  %3882 = and i1 %3880, %3881
  %3883 = select i1 %3882, i64 %3879, i64 0
  %3884 = mul nsw i64 %3883, %7
  %3885 = getelementptr inbounds float, ptr %408, i64 %3884
  br i1 %55, label %3886, label %3889

3886:                                             ; preds = %3876
  %3887 = mul nuw nsw i64 %3877, %11
  %3888 = getelementptr inbounds nuw float, ptr %410, i64 %3887
  br label %3892

3889:                                             ; preds = %3900, %3876
  %3890 = add nuw nsw i64 %3877, 1
  %3891 = icmp eq i64 %3890, %10
  br i1 %3891, label %3864, label %3876

3892:                                             ; preds = %3886, %3900
  %3893 = phi i64 [ 0, %3886 ], [ %3901, %3900 ]
  %3894 = getelementptr inbounds nuw float, ptr %3888, i64 %3893
  %3895 = load float, ptr %3894, align 4
  %3896 = insertelement <16 x float> poison, float %3895, i64 0
  %3897 = shufflevector <16 x float> %3896, <16 x float> poison, <16 x i32> zeroinitializer
  %3898 = mul nsw i64 %3893, %15
  %3899 = sub i64 %3898, %17
  br label %3903

3900:                                             ; preds = %3933
  %3901 = add nuw nsw i64 %3893, 1
  %3902 = icmp eq i64 %3901, %11
  br i1 %3902, label %3889, label %3892

3903:                                             ; preds = %3892, %3933
  %3904 = phi i64 [ 0, %3892 ], [ %3947, %3933 ]
  %3905 = shl nuw nsw i64 %3904, 4
  %3906 = or disjoint i64 %430, %3905
  %3907 = sub nsw i64 %9, %3906
  %3908 = shl nuw nsw i64 %3906, 1
  %3909 = add i64 %3899, %3908
  %3910 = icmp slt i64 %3909, 0
  %3911 = sub nsw i64 0, %3909
  %3912 = select i1 %3910, i64 %3911, i64 0
  %3913 = sub nsw i64 %7, %3909
  %3914 = shl nsw i64 %3907, 1
  %3915 = add nsw i64 %3914, -1
  %3916 = tail call i64 @llvm.smin.i64(i64 %3913, i64 %3915)
  %3917 = tail call i64 @llvm.smin.i64(i64 %3916, i64 32)
  %3918 = icmp sgt i64 %3917, %3912
  %3919 = select i1 %3882, i1 %3918, i1 false
  %3920 = select i1 %3919, i64 %3912, i64 0
  %3921 = select i1 %3919, i64 %3917, i64 0
  %3922 = getelementptr inbounds float, ptr %3885, i64 %3909
  %3923 = icmp sgt i64 %3921, %3920
  br i1 %3923, label %3924, label %3933

3924:                                             ; preds = %3903
  %3925 = icmp sgt i64 %3921, 31
  %3926 = trunc i64 %3921 to i32
  %3927 = shl nsw i32 -1, %3926
  %3928 = xor i32 %3927, -1
  %3929 = select i1 %3925, i32 -1, i32 %3928
  %3930 = trunc i64 %3920 to i32
  %3931 = shl nsw i32 -1, %3930
  %3932 = and i32 %3929, %3931
  br label %3933

3933:                                             ; preds = %3903, %3924
  %3934 = phi i32 [ %3932, %3924 ], [ 0, %3903 ]
  %3935 = trunc i32 %3934 to i16
  %3936 = bitcast i16 %3935 to <16 x i1>
  %3937 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %3922, <16 x i1> %3936, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %3938 = lshr i32 %3934, 16
  %3939 = trunc nuw i32 %3938 to i16
  %3940 = getelementptr inbounds nuw i8, ptr %3922, i64 64
  %3941 = bitcast i16 %3939 to <16 x i1>
  %3942 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %3940, <16 x i1> %3941, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %3943 = shufflevector <16 x float> %3937, <16 x float> %3942, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %3944 = getelementptr inbounds nuw <16 x float>, ptr %29, i64 %3904
  %3945 = load <16 x float>, ptr %3944, align 64
  %3946 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3943, <16 x float> %3897, <16 x float> %3945)
  store <16 x float> %3946, ptr %3944, align 64
  %3947 = add nuw nsw i64 %3904, 1
  %3948 = icmp eq i64 %3947, 6
  br i1 %3948, label %3900, label %3903

3949:                                             ; preds = %3866
  %3950 = load float, ptr %411, align 4
  %3951 = insertelement <16 x float> poison, float %3950, i64 0
  %3952 = shufflevector <16 x float> %3951, <16 x float> poison, <16 x i32> zeroinitializer
  %3953 = fadd <16 x float> %3867, %3952
  br label %3954

3954:                                             ; preds = %3949, %3866
  %3955 = phi <16 x float> [ %3953, %3949 ], [ %3867, %3866 ]
  %3956 = select i1 %425, ptr null, ptr %3869
  %3957 = bitcast i16 %3875 to <16 x i1>
  switch i64 %234, label %542 [
    i64 1, label %3958
    i64 2, label %3961
    i64 3, label %3968
    i64 0, label %4013
  ]

3958:                                             ; preds = %3954
  %3959 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3956, <16 x i1> %3957, <16 x float> zeroinitializer)
  %3960 = fadd <16 x float> %3955, %3959
  br label %3975

3961:                                             ; preds = %3954
  %3962 = bitcast <16 x float> %3955 to <8 x i64>
  %3963 = or <8 x i64> %3962, %57
  %3964 = fcmp oeq <16 x float> %3955, %46
  %3965 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3955, i32 4)
  %3966 = bitcast <8 x i64> %3963 to <16 x float>
  %3967 = select <16 x i1> %3964, <16 x float> %3966, <16 x float> %3965
  br label %3975

3968:                                             ; preds = %3954
  %3969 = bitcast <16 x float> %3955 to <8 x i64>
  %3970 = and <8 x i64> %3969, %56
  %3971 = fcmp oeq <16 x float> %3955, %43
  %3972 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3955, i32 4)
  %3973 = bitcast <8 x i64> %3970 to <16 x float>
  %3974 = select <16 x i1> %3971, <16 x float> %3973, <16 x float> %3972
  br label %3975

3975:                                             ; preds = %3968, %3961, %3958
  %3976 = phi <16 x float> [ %3960, %3958 ], [ %3967, %3961 ], [ %3974, %3968 ]
  switch i64 %236, label %542 [
    i64 1, label %3991
    i64 2, label %3984
    i64 3, label %3977
    i64 0, label %4013
  ]

3977:                                             ; preds = %3975
  %3978 = bitcast <16 x float> %3976 to <8 x i64>
  %3979 = and <8 x i64> %3978, %56
  %3980 = fcmp oeq <16 x float> %3976, %43
  %3981 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3976, i32 4)
  %3982 = bitcast <8 x i64> %3979 to <16 x float>
  %3983 = select <16 x i1> %3980, <16 x float> %3982, <16 x float> %3981
  br label %3994

3984:                                             ; preds = %3975
  %3985 = bitcast <16 x float> %3976 to <8 x i64>
  %3986 = or <8 x i64> %3985, %57
  %3987 = fcmp oeq <16 x float> %3976, %46
  %3988 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3976, i32 4)
  %3989 = bitcast <8 x i64> %3986 to <16 x float>
  %3990 = select <16 x i1> %3987, <16 x float> %3989, <16 x float> %3988
  br label %3994

3991:                                             ; preds = %3975
  %3992 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3956, <16 x i1> %3957, <16 x float> zeroinitializer)
  %3993 = fadd <16 x float> %3976, %3992
  br label %3994

3994:                                             ; preds = %3991, %3984, %3977
  %3995 = phi <16 x float> [ %3993, %3991 ], [ %3990, %3984 ], [ %3983, %3977 ]
  switch i64 %238, label %542 [
    i64 1, label %4010
    i64 2, label %4003
    i64 3, label %3996
    i64 0, label %4013
  ]

3996:                                             ; preds = %3994
  %3997 = bitcast <16 x float> %3995 to <8 x i64>
  %3998 = and <8 x i64> %3997, %56
  %3999 = fcmp oeq <16 x float> %3995, %43
  %4000 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %3995, i32 4)
  %4001 = bitcast <8 x i64> %3998 to <16 x float>
  %4002 = select <16 x i1> %3999, <16 x float> %4001, <16 x float> %4000
  br label %4013

4003:                                             ; preds = %3994
  %4004 = bitcast <16 x float> %3995 to <8 x i64>
  %4005 = or <8 x i64> %4004, %57
  %4006 = fcmp oeq <16 x float> %3995, %46
  %4007 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %3995, i32 4)
  %4008 = bitcast <8 x i64> %4005 to <16 x float>
  %4009 = select <16 x i1> %4006, <16 x float> %4008, <16 x float> %4007
  br label %4013

4010:                                             ; preds = %3994
  %4011 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3956, <16 x i1> %3957, <16 x float> zeroinitializer)
  %4012 = fadd <16 x float> %3995, %4011
  br label %4013

4013:                                             ; preds = %3996, %4003, %4010, %3994, %3975, %3954
  %4014 = phi <16 x float> [ %3995, %3994 ], [ %3955, %3954 ], [ %3976, %3975 ], [ %4012, %4010 ], [ %4009, %4003 ], [ %4002, %3996 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4014, ptr align 1 %3868, <16 x i1> %3957)
  %4015 = or disjoint i64 %430, 16
  %4016 = sub nsw i64 %9, %4015
  %4017 = icmp sgt i64 %4016, 15
  %4018 = trunc i64 %4016 to i32
  %4019 = shl nsw i32 -1, %4018
  %4020 = trunc i32 %4019 to i16
  %4021 = xor i16 %4020, -1
  %4022 = select i1 %4017, i16 -1, i16 %4021
  %4023 = load <16 x float>, ptr %239, align 64
  br i1 %58, label %4029, label %4024

4024:                                             ; preds = %4013
  %4025 = load float, ptr %411, align 4
  %4026 = insertelement <16 x float> poison, float %4025, i64 0
  %4027 = shufflevector <16 x float> %4026, <16 x float> poison, <16 x i32> zeroinitializer
  %4028 = fadd <16 x float> %4023, %4027
  br label %4029

4029:                                             ; preds = %4024, %4013
  %4030 = phi <16 x float> [ %4028, %4024 ], [ %4023, %4013 ]
  %4031 = getelementptr inbounds nuw i8, ptr %3868, i64 64
  %4032 = getelementptr inbounds nuw i8, ptr %3869, i64 64
  %4033 = select i1 %425, ptr null, ptr %4032
  %4034 = bitcast i16 %4022 to <16 x i1>
  switch i64 %234, label %542 [
    i64 1, label %4049
    i64 2, label %4042
    i64 3, label %4035
    i64 0, label %4090
  ]

4035:                                             ; preds = %4029
  %4036 = bitcast <16 x float> %4030 to <8 x i64>
  %4037 = and <8 x i64> %4036, %56
  %4038 = fcmp oeq <16 x float> %4030, %43
  %4039 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4030, i32 4)
  %4040 = bitcast <8 x i64> %4037 to <16 x float>
  %4041 = select <16 x i1> %4038, <16 x float> %4040, <16 x float> %4039
  br label %4052

4042:                                             ; preds = %4029
  %4043 = bitcast <16 x float> %4030 to <8 x i64>
  %4044 = or <8 x i64> %4043, %57
  %4045 = fcmp oeq <16 x float> %4030, %46
  %4046 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4030, i32 4)
  %4047 = bitcast <8 x i64> %4044 to <16 x float>
  %4048 = select <16 x i1> %4045, <16 x float> %4047, <16 x float> %4046
  br label %4052

4049:                                             ; preds = %4029
  %4050 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4033, <16 x i1> %4034, <16 x float> zeroinitializer)
  %4051 = fadd <16 x float> %4030, %4050
  br label %4052

4052:                                             ; preds = %4049, %4042, %4035
  %4053 = phi <16 x float> [ %4051, %4049 ], [ %4048, %4042 ], [ %4041, %4035 ]
  switch i64 %241, label %542 [
    i64 1, label %4068
    i64 2, label %4061
    i64 3, label %4054
    i64 0, label %4090
  ]

4054:                                             ; preds = %4052
  %4055 = bitcast <16 x float> %4053 to <8 x i64>
  %4056 = and <8 x i64> %4055, %56
  %4057 = fcmp oeq <16 x float> %4053, %43
  %4058 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4053, i32 4)
  %4059 = bitcast <8 x i64> %4056 to <16 x float>
  %4060 = select <16 x i1> %4057, <16 x float> %4059, <16 x float> %4058
  br label %4071

4061:                                             ; preds = %4052
  %4062 = bitcast <16 x float> %4053 to <8 x i64>
  %4063 = or <8 x i64> %4062, %57
  %4064 = fcmp oeq <16 x float> %4053, %46
  %4065 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4053, i32 4)
  %4066 = bitcast <8 x i64> %4063 to <16 x float>
  %4067 = select <16 x i1> %4064, <16 x float> %4066, <16 x float> %4065
  br label %4071

4068:                                             ; preds = %4052
  %4069 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4033, <16 x i1> %4034, <16 x float> zeroinitializer)
  %4070 = fadd <16 x float> %4053, %4069
  br label %4071

4071:                                             ; preds = %4068, %4061, %4054
  %4072 = phi <16 x float> [ %4070, %4068 ], [ %4067, %4061 ], [ %4060, %4054 ]
  switch i64 %243, label %542 [
    i64 1, label %4087
    i64 2, label %4080
    i64 3, label %4073
    i64 0, label %4090
  ]

4073:                                             ; preds = %4071
  %4074 = bitcast <16 x float> %4072 to <8 x i64>
  %4075 = and <8 x i64> %4074, %56
  %4076 = fcmp oeq <16 x float> %4072, %43
  %4077 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4072, i32 4)
  %4078 = bitcast <8 x i64> %4075 to <16 x float>
  %4079 = select <16 x i1> %4076, <16 x float> %4078, <16 x float> %4077
  br label %4090

4080:                                             ; preds = %4071
  %4081 = bitcast <16 x float> %4072 to <8 x i64>
  %4082 = or <8 x i64> %4081, %57
  %4083 = fcmp oeq <16 x float> %4072, %46
  %4084 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4072, i32 4)
  %4085 = bitcast <8 x i64> %4082 to <16 x float>
  %4086 = select <16 x i1> %4083, <16 x float> %4085, <16 x float> %4084
  br label %4090

4087:                                             ; preds = %4071
  %4088 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4033, <16 x i1> %4034, <16 x float> zeroinitializer)
  %4089 = fadd <16 x float> %4072, %4088
  br label %4090

4090:                                             ; preds = %4073, %4080, %4087, %4071, %4052, %4029
  %4091 = phi <16 x float> [ %4072, %4071 ], [ %4030, %4029 ], [ %4053, %4052 ], [ %4089, %4087 ], [ %4086, %4080 ], [ %4079, %4073 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4091, ptr nonnull align 1 %4031, <16 x i1> %4034)
  %4092 = or disjoint i64 %430, 32
  %4093 = sub nsw i64 %9, %4092
  %4094 = icmp sgt i64 %4093, 15
  %4095 = trunc i64 %4093 to i32
  %4096 = shl nsw i32 -1, %4095
  %4097 = trunc i32 %4096 to i16
  %4098 = xor i16 %4097, -1
  %4099 = select i1 %4094, i16 -1, i16 %4098
  %4100 = load <16 x float>, ptr %244, align 64
  br i1 %58, label %4106, label %4101

4101:                                             ; preds = %4090
  %4102 = load float, ptr %411, align 4
  %4103 = insertelement <16 x float> poison, float %4102, i64 0
  %4104 = shufflevector <16 x float> %4103, <16 x float> poison, <16 x i32> zeroinitializer
  %4105 = fadd <16 x float> %4100, %4104
  br label %4106

4106:                                             ; preds = %4101, %4090
  %4107 = phi <16 x float> [ %4105, %4101 ], [ %4100, %4090 ]
  %4108 = getelementptr inbounds nuw i8, ptr %3868, i64 128
  %4109 = getelementptr inbounds nuw i8, ptr %3869, i64 128
  %4110 = select i1 %425, ptr null, ptr %4109
  %4111 = bitcast i16 %4099 to <16 x i1>
  switch i64 %234, label %542 [
    i64 1, label %4126
    i64 2, label %4119
    i64 3, label %4112
    i64 0, label %4167
  ]

4112:                                             ; preds = %4106
  %4113 = bitcast <16 x float> %4107 to <8 x i64>
  %4114 = and <8 x i64> %4113, %56
  %4115 = fcmp oeq <16 x float> %4107, %43
  %4116 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4107, i32 4)
  %4117 = bitcast <8 x i64> %4114 to <16 x float>
  %4118 = select <16 x i1> %4115, <16 x float> %4117, <16 x float> %4116
  br label %4129

4119:                                             ; preds = %4106
  %4120 = bitcast <16 x float> %4107 to <8 x i64>
  %4121 = or <8 x i64> %4120, %57
  %4122 = fcmp oeq <16 x float> %4107, %46
  %4123 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4107, i32 4)
  %4124 = bitcast <8 x i64> %4121 to <16 x float>
  %4125 = select <16 x i1> %4122, <16 x float> %4124, <16 x float> %4123
  br label %4129

4126:                                             ; preds = %4106
  %4127 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4110, <16 x i1> %4111, <16 x float> zeroinitializer)
  %4128 = fadd <16 x float> %4107, %4127
  br label %4129

4129:                                             ; preds = %4126, %4119, %4112
  %4130 = phi <16 x float> [ %4128, %4126 ], [ %4125, %4119 ], [ %4118, %4112 ]
  switch i64 %246, label %542 [
    i64 1, label %4145
    i64 2, label %4138
    i64 3, label %4131
    i64 0, label %4167
  ]

4131:                                             ; preds = %4129
  %4132 = bitcast <16 x float> %4130 to <8 x i64>
  %4133 = and <8 x i64> %4132, %56
  %4134 = fcmp oeq <16 x float> %4130, %43
  %4135 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4130, i32 4)
  %4136 = bitcast <8 x i64> %4133 to <16 x float>
  %4137 = select <16 x i1> %4134, <16 x float> %4136, <16 x float> %4135
  br label %4148

4138:                                             ; preds = %4129
  %4139 = bitcast <16 x float> %4130 to <8 x i64>
  %4140 = or <8 x i64> %4139, %57
  %4141 = fcmp oeq <16 x float> %4130, %46
  %4142 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4130, i32 4)
  %4143 = bitcast <8 x i64> %4140 to <16 x float>
  %4144 = select <16 x i1> %4141, <16 x float> %4143, <16 x float> %4142
  br label %4148

4145:                                             ; preds = %4129
  %4146 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4110, <16 x i1> %4111, <16 x float> zeroinitializer)
  %4147 = fadd <16 x float> %4130, %4146
  br label %4148

4148:                                             ; preds = %4145, %4138, %4131
  %4149 = phi <16 x float> [ %4147, %4145 ], [ %4144, %4138 ], [ %4137, %4131 ]
  switch i64 %248, label %542 [
    i64 1, label %4164
    i64 2, label %4157
    i64 3, label %4150
    i64 0, label %4167
  ]

4150:                                             ; preds = %4148
  %4151 = bitcast <16 x float> %4149 to <8 x i64>
  %4152 = and <8 x i64> %4151, %56
  %4153 = fcmp oeq <16 x float> %4149, %43
  %4154 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4149, i32 4)
  %4155 = bitcast <8 x i64> %4152 to <16 x float>
  %4156 = select <16 x i1> %4153, <16 x float> %4155, <16 x float> %4154
  br label %4167

4157:                                             ; preds = %4148
  %4158 = bitcast <16 x float> %4149 to <8 x i64>
  %4159 = or <8 x i64> %4158, %57
  %4160 = fcmp oeq <16 x float> %4149, %46
  %4161 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4149, i32 4)
  %4162 = bitcast <8 x i64> %4159 to <16 x float>
  %4163 = select <16 x i1> %4160, <16 x float> %4162, <16 x float> %4161
  br label %4167

4164:                                             ; preds = %4148
  %4165 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4110, <16 x i1> %4111, <16 x float> zeroinitializer)
  %4166 = fadd <16 x float> %4149, %4165
  br label %4167

4167:                                             ; preds = %4150, %4157, %4164, %4148, %4129, %4106
  %4168 = phi <16 x float> [ %4149, %4148 ], [ %4107, %4106 ], [ %4130, %4129 ], [ %4166, %4164 ], [ %4163, %4157 ], [ %4156, %4150 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4168, ptr nonnull align 1 %4108, <16 x i1> %4111)
  %4169 = or disjoint i64 %430, 48
  %4170 = sub nsw i64 %9, %4169
  %4171 = icmp sgt i64 %4170, 15
  %4172 = trunc i64 %4170 to i32
  %4173 = shl nsw i32 -1, %4172
  %4174 = trunc i32 %4173 to i16
  %4175 = xor i16 %4174, -1
  %4176 = select i1 %4171, i16 -1, i16 %4175
  %4177 = load <16 x float>, ptr %249, align 64
  br i1 %58, label %4183, label %4178

4178:                                             ; preds = %4167
  %4179 = load float, ptr %411, align 4
  %4180 = insertelement <16 x float> poison, float %4179, i64 0
  %4181 = shufflevector <16 x float> %4180, <16 x float> poison, <16 x i32> zeroinitializer
  %4182 = fadd <16 x float> %4177, %4181
  br label %4183

4183:                                             ; preds = %4178, %4167
  %4184 = phi <16 x float> [ %4182, %4178 ], [ %4177, %4167 ]
  %4185 = getelementptr inbounds nuw i8, ptr %3868, i64 192
  %4186 = getelementptr inbounds nuw i8, ptr %3869, i64 192
  %4187 = select i1 %425, ptr null, ptr %4186
  %4188 = bitcast i16 %4176 to <16 x i1>
  switch i64 %234, label %542 [
    i64 1, label %4203
    i64 2, label %4196
    i64 3, label %4189
    i64 0, label %4244
  ]

4189:                                             ; preds = %4183
  %4190 = bitcast <16 x float> %4184 to <8 x i64>
  %4191 = and <8 x i64> %4190, %56
  %4192 = fcmp oeq <16 x float> %4184, %43
  %4193 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4184, i32 4)
  %4194 = bitcast <8 x i64> %4191 to <16 x float>
  %4195 = select <16 x i1> %4192, <16 x float> %4194, <16 x float> %4193
  br label %4206

4196:                                             ; preds = %4183
  %4197 = bitcast <16 x float> %4184 to <8 x i64>
  %4198 = or <8 x i64> %4197, %57
  %4199 = fcmp oeq <16 x float> %4184, %46
  %4200 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4184, i32 4)
  %4201 = bitcast <8 x i64> %4198 to <16 x float>
  %4202 = select <16 x i1> %4199, <16 x float> %4201, <16 x float> %4200
  br label %4206

4203:                                             ; preds = %4183
  %4204 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4187, <16 x i1> %4188, <16 x float> zeroinitializer)
  %4205 = fadd <16 x float> %4184, %4204
  br label %4206

4206:                                             ; preds = %4203, %4196, %4189
  %4207 = phi <16 x float> [ %4205, %4203 ], [ %4202, %4196 ], [ %4195, %4189 ]
  switch i64 %251, label %542 [
    i64 1, label %4222
    i64 2, label %4215
    i64 3, label %4208
    i64 0, label %4244
  ]

4208:                                             ; preds = %4206
  %4209 = bitcast <16 x float> %4207 to <8 x i64>
  %4210 = and <8 x i64> %4209, %56
  %4211 = fcmp oeq <16 x float> %4207, %43
  %4212 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4207, i32 4)
  %4213 = bitcast <8 x i64> %4210 to <16 x float>
  %4214 = select <16 x i1> %4211, <16 x float> %4213, <16 x float> %4212
  br label %4225

4215:                                             ; preds = %4206
  %4216 = bitcast <16 x float> %4207 to <8 x i64>
  %4217 = or <8 x i64> %4216, %57
  %4218 = fcmp oeq <16 x float> %4207, %46
  %4219 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4207, i32 4)
  %4220 = bitcast <8 x i64> %4217 to <16 x float>
  %4221 = select <16 x i1> %4218, <16 x float> %4220, <16 x float> %4219
  br label %4225

4222:                                             ; preds = %4206
  %4223 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4187, <16 x i1> %4188, <16 x float> zeroinitializer)
  %4224 = fadd <16 x float> %4207, %4223
  br label %4225

4225:                                             ; preds = %4222, %4215, %4208
  %4226 = phi <16 x float> [ %4224, %4222 ], [ %4221, %4215 ], [ %4214, %4208 ]
  switch i64 %253, label %542 [
    i64 1, label %4241
    i64 2, label %4234
    i64 3, label %4227
    i64 0, label %4244
  ]

4227:                                             ; preds = %4225
  %4228 = bitcast <16 x float> %4226 to <8 x i64>
  %4229 = and <8 x i64> %4228, %56
  %4230 = fcmp oeq <16 x float> %4226, %43
  %4231 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4226, i32 4)
  %4232 = bitcast <8 x i64> %4229 to <16 x float>
  %4233 = select <16 x i1> %4230, <16 x float> %4232, <16 x float> %4231
  br label %4244

4234:                                             ; preds = %4225
  %4235 = bitcast <16 x float> %4226 to <8 x i64>
  %4236 = or <8 x i64> %4235, %57
  %4237 = fcmp oeq <16 x float> %4226, %46
  %4238 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4226, i32 4)
  %4239 = bitcast <8 x i64> %4236 to <16 x float>
  %4240 = select <16 x i1> %4237, <16 x float> %4239, <16 x float> %4238
  br label %4244

4241:                                             ; preds = %4225
  %4242 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4187, <16 x i1> %4188, <16 x float> zeroinitializer)
  %4243 = fadd <16 x float> %4226, %4242
  br label %4244

4244:                                             ; preds = %4227, %4234, %4241, %4225, %4206, %4183
  %4245 = phi <16 x float> [ %4226, %4225 ], [ %4184, %4183 ], [ %4207, %4206 ], [ %4243, %4241 ], [ %4240, %4234 ], [ %4233, %4227 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4245, ptr nonnull align 1 %4185, <16 x i1> %4188)
  %4246 = or disjoint i64 %430, 64
  %4247 = sub nsw i64 %9, %4246
  %4248 = icmp sgt i64 %4247, 15
  %4249 = trunc i64 %4247 to i32
  %4250 = shl nsw i32 -1, %4249
  %4251 = trunc i32 %4250 to i16
  %4252 = xor i16 %4251, -1
  %4253 = select i1 %4248, i16 -1, i16 %4252
  %4254 = load <16 x float>, ptr %254, align 64
  br i1 %58, label %4260, label %4255

4255:                                             ; preds = %4244
  %4256 = load float, ptr %411, align 4
  %4257 = insertelement <16 x float> poison, float %4256, i64 0
  %4258 = shufflevector <16 x float> %4257, <16 x float> poison, <16 x i32> zeroinitializer
  %4259 = fadd <16 x float> %4254, %4258
  br label %4260

4260:                                             ; preds = %4255, %4244
  %4261 = phi <16 x float> [ %4259, %4255 ], [ %4254, %4244 ]
  %4262 = getelementptr inbounds nuw i8, ptr %3868, i64 256
  %4263 = getelementptr inbounds nuw i8, ptr %3869, i64 256
  %4264 = select i1 %425, ptr null, ptr %4263
  %4265 = bitcast i16 %4253 to <16 x i1>
  switch i64 %234, label %542 [
    i64 1, label %4280
    i64 2, label %4273
    i64 3, label %4266
    i64 0, label %4321
  ]

4266:                                             ; preds = %4260
  %4267 = bitcast <16 x float> %4261 to <8 x i64>
  %4268 = and <8 x i64> %4267, %56
  %4269 = fcmp oeq <16 x float> %4261, %43
  %4270 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4261, i32 4)
  %4271 = bitcast <8 x i64> %4268 to <16 x float>
  %4272 = select <16 x i1> %4269, <16 x float> %4271, <16 x float> %4270
  br label %4283

4273:                                             ; preds = %4260
  %4274 = bitcast <16 x float> %4261 to <8 x i64>
  %4275 = or <8 x i64> %4274, %57
  %4276 = fcmp oeq <16 x float> %4261, %46
  %4277 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4261, i32 4)
  %4278 = bitcast <8 x i64> %4275 to <16 x float>
  %4279 = select <16 x i1> %4276, <16 x float> %4278, <16 x float> %4277
  br label %4283

4280:                                             ; preds = %4260
  %4281 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4264, <16 x i1> %4265, <16 x float> zeroinitializer)
  %4282 = fadd <16 x float> %4261, %4281
  br label %4283

4283:                                             ; preds = %4280, %4273, %4266
  %4284 = phi <16 x float> [ %4282, %4280 ], [ %4279, %4273 ], [ %4272, %4266 ]
  switch i64 %256, label %542 [
    i64 1, label %4299
    i64 2, label %4292
    i64 3, label %4285
    i64 0, label %4321
  ]

4285:                                             ; preds = %4283
  %4286 = bitcast <16 x float> %4284 to <8 x i64>
  %4287 = and <8 x i64> %4286, %56
  %4288 = fcmp oeq <16 x float> %4284, %43
  %4289 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4284, i32 4)
  %4290 = bitcast <8 x i64> %4287 to <16 x float>
  %4291 = select <16 x i1> %4288, <16 x float> %4290, <16 x float> %4289
  br label %4302

4292:                                             ; preds = %4283
  %4293 = bitcast <16 x float> %4284 to <8 x i64>
  %4294 = or <8 x i64> %4293, %57
  %4295 = fcmp oeq <16 x float> %4284, %46
  %4296 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4284, i32 4)
  %4297 = bitcast <8 x i64> %4294 to <16 x float>
  %4298 = select <16 x i1> %4295, <16 x float> %4297, <16 x float> %4296
  br label %4302

4299:                                             ; preds = %4283
  %4300 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4264, <16 x i1> %4265, <16 x float> zeroinitializer)
  %4301 = fadd <16 x float> %4284, %4300
  br label %4302

4302:                                             ; preds = %4299, %4292, %4285
  %4303 = phi <16 x float> [ %4301, %4299 ], [ %4298, %4292 ], [ %4291, %4285 ]
  switch i64 %258, label %542 [
    i64 1, label %4318
    i64 2, label %4311
    i64 3, label %4304
    i64 0, label %4321
  ]

4304:                                             ; preds = %4302
  %4305 = bitcast <16 x float> %4303 to <8 x i64>
  %4306 = and <8 x i64> %4305, %56
  %4307 = fcmp oeq <16 x float> %4303, %43
  %4308 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4303, i32 4)
  %4309 = bitcast <8 x i64> %4306 to <16 x float>
  %4310 = select <16 x i1> %4307, <16 x float> %4309, <16 x float> %4308
  br label %4321

4311:                                             ; preds = %4302
  %4312 = bitcast <16 x float> %4303 to <8 x i64>
  %4313 = or <8 x i64> %4312, %57
  %4314 = fcmp oeq <16 x float> %4303, %46
  %4315 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4303, i32 4)
  %4316 = bitcast <8 x i64> %4313 to <16 x float>
  %4317 = select <16 x i1> %4314, <16 x float> %4316, <16 x float> %4315
  br label %4321

4318:                                             ; preds = %4302
  %4319 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4264, <16 x i1> %4265, <16 x float> zeroinitializer)
  %4320 = fadd <16 x float> %4303, %4319
  br label %4321

4321:                                             ; preds = %4304, %4311, %4318, %4302, %4283, %4260
  %4322 = phi <16 x float> [ %4303, %4302 ], [ %4261, %4260 ], [ %4284, %4283 ], [ %4320, %4318 ], [ %4317, %4311 ], [ %4310, %4304 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4322, ptr nonnull align 1 %4262, <16 x i1> %4265)
  %4323 = or disjoint i64 %430, 80
  %4324 = sub nsw i64 %9, %4323
  %4325 = icmp sgt i64 %4324, 15
  %4326 = trunc i64 %4324 to i32
  %4327 = shl nsw i32 -1, %4326
  %4328 = trunc i32 %4327 to i16
  %4329 = xor i16 %4328, -1
  %4330 = select i1 %4325, i16 -1, i16 %4329
  %4331 = load <16 x float>, ptr %259, align 64
  br i1 %58, label %4337, label %4332

4332:                                             ; preds = %4321
  %4333 = load float, ptr %411, align 4
  %4334 = insertelement <16 x float> poison, float %4333, i64 0
  %4335 = shufflevector <16 x float> %4334, <16 x float> poison, <16 x i32> zeroinitializer
  %4336 = fadd <16 x float> %4331, %4335
  br label %4337

4337:                                             ; preds = %4332, %4321
  %4338 = phi <16 x float> [ %4336, %4332 ], [ %4331, %4321 ]
  %4339 = getelementptr inbounds nuw i8, ptr %3868, i64 320
  %4340 = getelementptr inbounds nuw i8, ptr %3869, i64 320
  %4341 = select i1 %425, ptr null, ptr %4340
  %4342 = bitcast i16 %4330 to <16 x i1>
  switch i64 %234, label %542 [
    i64 1, label %4357
    i64 2, label %4350
    i64 3, label %4343
    i64 0, label %4398
  ]

4343:                                             ; preds = %4337
  %4344 = bitcast <16 x float> %4338 to <8 x i64>
  %4345 = and <8 x i64> %4344, %56
  %4346 = fcmp oeq <16 x float> %4338, %43
  %4347 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4338, i32 4)
  %4348 = bitcast <8 x i64> %4345 to <16 x float>
  %4349 = select <16 x i1> %4346, <16 x float> %4348, <16 x float> %4347
  br label %4360

4350:                                             ; preds = %4337
  %4351 = bitcast <16 x float> %4338 to <8 x i64>
  %4352 = or <8 x i64> %4351, %57
  %4353 = fcmp oeq <16 x float> %4338, %46
  %4354 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4338, i32 4)
  %4355 = bitcast <8 x i64> %4352 to <16 x float>
  %4356 = select <16 x i1> %4353, <16 x float> %4355, <16 x float> %4354
  br label %4360

4357:                                             ; preds = %4337
  %4358 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4341, <16 x i1> %4342, <16 x float> zeroinitializer)
  %4359 = fadd <16 x float> %4338, %4358
  br label %4360

4360:                                             ; preds = %4357, %4350, %4343
  %4361 = phi <16 x float> [ %4359, %4357 ], [ %4356, %4350 ], [ %4349, %4343 ]
  switch i64 %261, label %542 [
    i64 1, label %4376
    i64 2, label %4369
    i64 3, label %4362
    i64 0, label %4398
  ]

4362:                                             ; preds = %4360
  %4363 = bitcast <16 x float> %4361 to <8 x i64>
  %4364 = and <8 x i64> %4363, %56
  %4365 = fcmp oeq <16 x float> %4361, %43
  %4366 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4361, i32 4)
  %4367 = bitcast <8 x i64> %4364 to <16 x float>
  %4368 = select <16 x i1> %4365, <16 x float> %4367, <16 x float> %4366
  br label %4379

4369:                                             ; preds = %4360
  %4370 = bitcast <16 x float> %4361 to <8 x i64>
  %4371 = or <8 x i64> %4370, %57
  %4372 = fcmp oeq <16 x float> %4361, %46
  %4373 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4361, i32 4)
  %4374 = bitcast <8 x i64> %4371 to <16 x float>
  %4375 = select <16 x i1> %4372, <16 x float> %4374, <16 x float> %4373
  br label %4379

4376:                                             ; preds = %4360
  %4377 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4341, <16 x i1> %4342, <16 x float> zeroinitializer)
  %4378 = fadd <16 x float> %4361, %4377
  br label %4379

4379:                                             ; preds = %4376, %4369, %4362
  %4380 = phi <16 x float> [ %4378, %4376 ], [ %4375, %4369 ], [ %4368, %4362 ]
  switch i64 %263, label %542 [
    i64 1, label %4395
    i64 2, label %4388
    i64 3, label %4381
    i64 0, label %4398
  ]

4381:                                             ; preds = %4379
  %4382 = bitcast <16 x float> %4380 to <8 x i64>
  %4383 = and <8 x i64> %4382, %56
  %4384 = fcmp oeq <16 x float> %4380, %43
  %4385 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4380, i32 4)
  %4386 = bitcast <8 x i64> %4383 to <16 x float>
  %4387 = select <16 x i1> %4384, <16 x float> %4386, <16 x float> %4385
  br label %4398

4388:                                             ; preds = %4379
  %4389 = bitcast <16 x float> %4380 to <8 x i64>
  %4390 = or <8 x i64> %4389, %57
  %4391 = fcmp oeq <16 x float> %4380, %46
  %4392 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4380, i32 4)
  %4393 = bitcast <8 x i64> %4390 to <16 x float>
  %4394 = select <16 x i1> %4391, <16 x float> %4393, <16 x float> %4392
  br label %4398

4395:                                             ; preds = %4379
  %4396 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4341, <16 x i1> %4342, <16 x float> zeroinitializer)
  %4397 = fadd <16 x float> %4380, %4396
  br label %4398

4398:                                             ; preds = %4381, %4388, %4395, %4379, %4360, %4337
  %4399 = phi <16 x float> [ %4380, %4379 ], [ %4338, %4337 ], [ %4361, %4360 ], [ %4397, %4395 ], [ %4394, %4388 ], [ %4387, %4381 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4399, ptr nonnull align 1 %4339, <16 x i1> %4342)
  call void @llvm.lifetime.end.p0(ptr nonnull %29)
  br label %7623

4400:                                             ; preds = %3862
  br i1 %54, label %4401, label %4412

4401:                                             ; preds = %4400
  %4402 = or disjoint i64 %430, 16
  %4403 = sub nsw i64 %9, %4402
  %4404 = or disjoint i64 %430, 32
  %4405 = sub nsw i64 %9, %4404
  %4406 = or disjoint i64 %430, 48
  %4407 = sub nsw i64 %9, %4406
  %4408 = or disjoint i64 %430, 64
  %4409 = sub nsw i64 %9, %4408
  %4410 = or disjoint i64 %430, 80
  %4411 = sub nsw i64 %9, %4410
  br label %4427

4412:                                             ; preds = %4446, %4400
  %4413 = phi <16 x float> [ zeroinitializer, %4400 ], [ %4447, %4446 ]
  %4414 = phi <16 x float> [ zeroinitializer, %4400 ], [ %4448, %4446 ]
  %4415 = phi <16 x float> [ zeroinitializer, %4400 ], [ %4449, %4446 ]
  %4416 = phi <16 x float> [ zeroinitializer, %4400 ], [ %4450, %4446 ]
  %4417 = phi <16 x float> [ zeroinitializer, %4400 ], [ %4451, %4446 ]
  %4418 = phi <16 x float> [ zeroinitializer, %4400 ], [ %4452, %4446 ]
  %4419 = getelementptr inbounds nuw float, ptr %417, i64 %430
  %4420 = getelementptr inbounds nuw float, ptr %421, i64 %430
  %4421 = icmp sgt i64 %431, 15
  %4422 = trunc i64 %431 to i32
  %4423 = shl nsw i32 -1, %4422
  %4424 = trunc i32 %4423 to i16
  %4425 = xor i16 %4424, -1
  %4426 = select i1 %4421, i16 -1, i16 %4425
  br i1 %58, label %4602, label %4597

4427:                                             ; preds = %4401, %4446
  %4428 = phi <16 x float> [ zeroinitializer, %4401 ], [ %4447, %4446 ]
  %4429 = phi <16 x float> [ zeroinitializer, %4401 ], [ %4448, %4446 ]
  %4430 = phi <16 x float> [ zeroinitializer, %4401 ], [ %4449, %4446 ]
  %4431 = phi <16 x float> [ zeroinitializer, %4401 ], [ %4450, %4446 ]
  %4432 = phi <16 x float> [ zeroinitializer, %4401 ], [ %4451, %4446 ]
  %4433 = phi <16 x float> [ zeroinitializer, %4401 ], [ %4452, %4446 ]
  %4434 = phi i64 [ 0, %4401 ], [ %4453, %4446 ]
  %4435 = mul nsw i64 %4434, %14
  %4436 = add i64 %424, %4435
  %4437 = icmp sgt i64 %4436, -1
  %4438 = icmp slt i64 %4436, %6
  %4439 = and i1 %4437, %4438
  %4440 = select i1 %4439, i64 %4436, i64 0
  %4441 = mul nsw i64 %4440, %7
  %4442 = getelementptr inbounds float, ptr %408, i64 %4441
  br i1 %55, label %4443, label %4446

4443:                                             ; preds = %4427
  %4444 = mul nuw nsw i64 %4434, %11
  %4445 = getelementptr inbounds nuw float, ptr %410, i64 %4444
  br label %4455

4446:                                             ; preds = %4455, %4427
  %4447 = phi <16 x float> [ %4428, %4427 ], [ %4594, %4455 ]
  %4448 = phi <16 x float> [ %4429, %4427 ], [ %4573, %4455 ]
  %4449 = phi <16 x float> [ %4430, %4427 ], [ %4552, %4455 ]
  %4450 = phi <16 x float> [ %4431, %4427 ], [ %4531, %4455 ]
  %4451 = phi <16 x float> [ %4432, %4427 ], [ %4510, %4455 ]
  %4452 = phi <16 x float> [ %4433, %4427 ], [ %4489, %4455 ]
  %4453 = add nuw nsw i64 %4434, 1
  %4454 = icmp eq i64 %4453, %10
  br i1 %4454, label %4412, label %4427

4455:                                             ; preds = %4443, %4455
  %4456 = phi <16 x float> [ %4428, %4443 ], [ %4594, %4455 ]
  %4457 = phi <16 x float> [ %4429, %4443 ], [ %4573, %4455 ]
  %4458 = phi <16 x float> [ %4430, %4443 ], [ %4552, %4455 ]
  %4459 = phi <16 x float> [ %4431, %4443 ], [ %4531, %4455 ]
  %4460 = phi <16 x float> [ %4432, %4443 ], [ %4510, %4455 ]
  %4461 = phi <16 x float> [ %4433, %4443 ], [ %4489, %4455 ]
  %4462 = phi i64 [ 0, %4443 ], [ %4595, %4455 ]
  %4463 = getelementptr inbounds nuw float, ptr %4445, i64 %4462
  %4464 = load float, ptr %4463, align 4
  %4465 = insertelement <16 x float> poison, float %4464, i64 0
  %4466 = shufflevector <16 x float> %4465, <16 x float> poison, <16 x i32> zeroinitializer
  %4467 = mul nsw i64 %4462, %15
  %4468 = sub i64 %4467, %17
  %4469 = add i64 %4468, %430
  %4470 = icmp slt i64 %4469, 0
  %4471 = sub nsw i64 0, %4469
  %4472 = select i1 %4470, i64 %4471, i64 0
  %4473 = sub nsw i64 %7, %4469
  %4474 = tail call i64 @llvm.smin.i64(i64 %4473, i64 %431)
  %4475 = tail call i64 @llvm.smin.i64(i64 %4474, i64 16)
  %4476 = icmp sgt i64 %4475, %4472
  %4477 = select i1 %4439, i1 %4476, i1 false
  %4478 = trunc i64 %4475 to i32
  %4479 = shl nsw i32 -1, %4478
  %4480 = xor i32 %4479, -1
  %4481 = trunc i64 %4472 to i32
  %4482 = shl nsw i32 -1, %4481
  %4483 = and i32 %4482, %4480
  %4484 = trunc i32 %4483 to i16
  %4485 = select i1 %4477, i16 %4484, i16 0
  %4486 = getelementptr inbounds float, ptr %4442, i64 %4469
  %4487 = bitcast i16 %4485 to <16 x i1>
  %4488 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4486, <16 x i1> %4487, <16 x float> zeroinitializer)
  %4489 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %4488, <16 x float> %4466, <16 x float> %4461)
  %4490 = add i64 %4468, %4402
  %4491 = icmp slt i64 %4490, 0
  %4492 = sub nsw i64 0, %4490
  %4493 = select i1 %4491, i64 %4492, i64 0
  %4494 = sub nsw i64 %7, %4490
  %4495 = tail call i64 @llvm.smin.i64(i64 %4494, i64 %4403)
  %4496 = tail call i64 @llvm.smin.i64(i64 %4495, i64 16)
  %4497 = icmp sgt i64 %4496, %4493
  %4498 = select i1 %4439, i1 %4497, i1 false
  %4499 = trunc i64 %4496 to i32
  %4500 = shl nsw i32 -1, %4499
  %4501 = xor i32 %4500, -1
  %4502 = trunc i64 %4493 to i32
  %4503 = shl nsw i32 -1, %4502
  %4504 = and i32 %4503, %4501
  %4505 = trunc i32 %4504 to i16
  %4506 = select i1 %4498, i16 %4505, i16 0
  %4507 = getelementptr inbounds float, ptr %4442, i64 %4490
  %4508 = bitcast i16 %4506 to <16 x i1>
  %4509 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4507, <16 x i1> %4508, <16 x float> zeroinitializer)
  %4510 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %4509, <16 x float> %4466, <16 x float> %4460)
  %4511 = add i64 %4468, %4404
  %4512 = icmp slt i64 %4511, 0
  %4513 = sub nsw i64 0, %4511
  %4514 = select i1 %4512, i64 %4513, i64 0
  %4515 = sub nsw i64 %7, %4511
  %4516 = tail call i64 @llvm.smin.i64(i64 %4515, i64 %4405)
  %4517 = tail call i64 @llvm.smin.i64(i64 %4516, i64 16)
  %4518 = icmp sgt i64 %4517, %4514
  %4519 = select i1 %4439, i1 %4518, i1 false
  %4520 = trunc i64 %4517 to i32
  %4521 = shl nsw i32 -1, %4520
  %4522 = xor i32 %4521, -1
  %4523 = trunc i64 %4514 to i32
  %4524 = shl nsw i32 -1, %4523
  %4525 = and i32 %4524, %4522
  %4526 = trunc i32 %4525 to i16
  %4527 = select i1 %4519, i16 %4526, i16 0
  %4528 = getelementptr inbounds float, ptr %4442, i64 %4511
  %4529 = bitcast i16 %4527 to <16 x i1>
  %4530 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4528, <16 x i1> %4529, <16 x float> zeroinitializer)
  %4531 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %4530, <16 x float> %4466, <16 x float> %4459)
  %4532 = add i64 %4468, %4406
  %4533 = icmp slt i64 %4532, 0
  %4534 = sub nsw i64 0, %4532
  %4535 = select i1 %4533, i64 %4534, i64 0
  %4536 = sub nsw i64 %7, %4532
  %4537 = tail call i64 @llvm.smin.i64(i64 %4536, i64 %4407)
  %4538 = tail call i64 @llvm.smin.i64(i64 %4537, i64 16)
  %4539 = icmp sgt i64 %4538, %4535
  %4540 = select i1 %4439, i1 %4539, i1 false
  %4541 = trunc i64 %4538 to i32
  %4542 = shl nsw i32 -1, %4541
  %4543 = xor i32 %4542, -1
  %4544 = trunc i64 %4535 to i32
  %4545 = shl nsw i32 -1, %4544
  %4546 = and i32 %4545, %4543
  %4547 = trunc i32 %4546 to i16
  %4548 = select i1 %4540, i16 %4547, i16 0
  %4549 = getelementptr inbounds float, ptr %4442, i64 %4532
  %4550 = bitcast i16 %4548 to <16 x i1>
  %4551 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4549, <16 x i1> %4550, <16 x float> zeroinitializer)
  %4552 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %4551, <16 x float> %4466, <16 x float> %4458)
  %4553 = add i64 %4468, %4408
  %4554 = icmp slt i64 %4553, 0
  %4555 = sub nsw i64 0, %4553
  %4556 = select i1 %4554, i64 %4555, i64 0
  %4557 = sub nsw i64 %7, %4553
  %4558 = tail call i64 @llvm.smin.i64(i64 %4557, i64 %4409)
  %4559 = tail call i64 @llvm.smin.i64(i64 %4558, i64 16)
  %4560 = icmp sgt i64 %4559, %4556
  %4561 = select i1 %4439, i1 %4560, i1 false
  %4562 = trunc i64 %4559 to i32
  %4563 = shl nsw i32 -1, %4562
  %4564 = xor i32 %4563, -1
  %4565 = trunc i64 %4556 to i32
  %4566 = shl nsw i32 -1, %4565
  %4567 = and i32 %4566, %4564
  %4568 = trunc i32 %4567 to i16
  %4569 = select i1 %4561, i16 %4568, i16 0
  %4570 = getelementptr inbounds float, ptr %4442, i64 %4553
  %4571 = bitcast i16 %4569 to <16 x i1>
  %4572 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4570, <16 x i1> %4571, <16 x float> zeroinitializer)
  %4573 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %4572, <16 x float> %4466, <16 x float> %4457)
  %4574 = add i64 %4468, %4410
  %4575 = icmp slt i64 %4574, 0
  %4576 = sub nsw i64 0, %4574
  %4577 = select i1 %4575, i64 %4576, i64 0
  %4578 = sub nsw i64 %7, %4574
  %4579 = tail call i64 @llvm.smin.i64(i64 %4578, i64 %4411)
  %4580 = tail call i64 @llvm.smin.i64(i64 %4579, i64 16)
  %4581 = icmp sgt i64 %4580, %4577
  %4582 = select i1 %4439, i1 %4581, i1 false
  %4583 = trunc i64 %4580 to i32
  %4584 = shl nsw i32 -1, %4583
  %4585 = xor i32 %4584, -1
  %4586 = trunc i64 %4577 to i32
  %4587 = shl nsw i32 -1, %4586
  %4588 = and i32 %4587, %4585
  %4589 = trunc i32 %4588 to i16
  %4590 = select i1 %4582, i16 %4589, i16 0
  %4591 = getelementptr inbounds float, ptr %4442, i64 %4574
  %4592 = bitcast i16 %4590 to <16 x i1>
  %4593 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4591, <16 x i1> %4592, <16 x float> zeroinitializer)
  %4594 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %4593, <16 x float> %4466, <16 x float> %4456)
  %4595 = add nuw nsw i64 %4462, 1
  %4596 = icmp eq i64 %4595, %11
  br i1 %4596, label %4446, label %4455

4597:                                             ; preds = %4412
  %4598 = load float, ptr %411, align 4
  %4599 = insertelement <16 x float> poison, float %4598, i64 0
  %4600 = shufflevector <16 x float> %4599, <16 x float> poison, <16 x i32> zeroinitializer
  %4601 = fadd <16 x float> %4418, %4600
  br label %4602

4602:                                             ; preds = %4597, %4412
  %4603 = phi <16 x float> [ %4601, %4597 ], [ %4418, %4412 ]
  %4604 = select i1 %425, ptr null, ptr %4420
  %4605 = bitcast i16 %4426 to <16 x i1>
  switch i64 %209, label %542 [
    i64 1, label %4606
    i64 2, label %4609
    i64 3, label %4616
    i64 0, label %4661
  ]

4606:                                             ; preds = %4602
  %4607 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4604, <16 x i1> %4605, <16 x float> zeroinitializer)
  %4608 = fadd <16 x float> %4603, %4607
  br label %4623

4609:                                             ; preds = %4602
  %4610 = bitcast <16 x float> %4603 to <8 x i64>
  %4611 = or <8 x i64> %4610, %57
  %4612 = fcmp oeq <16 x float> %4603, %46
  %4613 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4603, i32 4)
  %4614 = bitcast <8 x i64> %4611 to <16 x float>
  %4615 = select <16 x i1> %4612, <16 x float> %4614, <16 x float> %4613
  br label %4623

4616:                                             ; preds = %4602
  %4617 = bitcast <16 x float> %4603 to <8 x i64>
  %4618 = and <8 x i64> %4617, %56
  %4619 = fcmp oeq <16 x float> %4603, %43
  %4620 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4603, i32 4)
  %4621 = bitcast <8 x i64> %4618 to <16 x float>
  %4622 = select <16 x i1> %4619, <16 x float> %4621, <16 x float> %4620
  br label %4623

4623:                                             ; preds = %4616, %4609, %4606
  %4624 = phi <16 x float> [ %4608, %4606 ], [ %4615, %4609 ], [ %4622, %4616 ]
  switch i64 %211, label %542 [
    i64 1, label %4639
    i64 2, label %4632
    i64 3, label %4625
    i64 0, label %4661
  ]

4625:                                             ; preds = %4623
  %4626 = bitcast <16 x float> %4624 to <8 x i64>
  %4627 = and <8 x i64> %4626, %56
  %4628 = fcmp oeq <16 x float> %4624, %43
  %4629 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4624, i32 4)
  %4630 = bitcast <8 x i64> %4627 to <16 x float>
  %4631 = select <16 x i1> %4628, <16 x float> %4630, <16 x float> %4629
  br label %4642

4632:                                             ; preds = %4623
  %4633 = bitcast <16 x float> %4624 to <8 x i64>
  %4634 = or <8 x i64> %4633, %57
  %4635 = fcmp oeq <16 x float> %4624, %46
  %4636 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4624, i32 4)
  %4637 = bitcast <8 x i64> %4634 to <16 x float>
  %4638 = select <16 x i1> %4635, <16 x float> %4637, <16 x float> %4636
  br label %4642

4639:                                             ; preds = %4623
  %4640 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4604, <16 x i1> %4605, <16 x float> zeroinitializer)
  %4641 = fadd <16 x float> %4624, %4640
  br label %4642

4642:                                             ; preds = %4639, %4632, %4625
  %4643 = phi <16 x float> [ %4641, %4639 ], [ %4638, %4632 ], [ %4631, %4625 ]
  switch i64 %213, label %542 [
    i64 1, label %4658
    i64 2, label %4651
    i64 3, label %4644
    i64 0, label %4661
  ]

4644:                                             ; preds = %4642
  %4645 = bitcast <16 x float> %4643 to <8 x i64>
  %4646 = and <8 x i64> %4645, %56
  %4647 = fcmp oeq <16 x float> %4643, %43
  %4648 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4643, i32 4)
  %4649 = bitcast <8 x i64> %4646 to <16 x float>
  %4650 = select <16 x i1> %4647, <16 x float> %4649, <16 x float> %4648
  br label %4661

4651:                                             ; preds = %4642
  %4652 = bitcast <16 x float> %4643 to <8 x i64>
  %4653 = or <8 x i64> %4652, %57
  %4654 = fcmp oeq <16 x float> %4643, %46
  %4655 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4643, i32 4)
  %4656 = bitcast <8 x i64> %4653 to <16 x float>
  %4657 = select <16 x i1> %4654, <16 x float> %4656, <16 x float> %4655
  br label %4661

4658:                                             ; preds = %4642
  %4659 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4604, <16 x i1> %4605, <16 x float> zeroinitializer)
  %4660 = fadd <16 x float> %4643, %4659
  br label %4661

4661:                                             ; preds = %4644, %4651, %4658, %4642, %4623, %4602
  %4662 = phi <16 x float> [ %4643, %4642 ], [ %4603, %4602 ], [ %4624, %4623 ], [ %4660, %4658 ], [ %4657, %4651 ], [ %4650, %4644 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4662, ptr align 1 %4419, <16 x i1> %4605)
  %4663 = or disjoint i64 %430, 16
  %4664 = sub nsw i64 %9, %4663
  %4665 = icmp sgt i64 %4664, 15
  %4666 = trunc i64 %4664 to i32
  %4667 = shl nsw i32 -1, %4666
  %4668 = trunc i32 %4667 to i16
  %4669 = xor i16 %4668, -1
  %4670 = select i1 %4665, i16 -1, i16 %4669
  br i1 %58, label %4676, label %4671

4671:                                             ; preds = %4661
  %4672 = load float, ptr %411, align 4
  %4673 = insertelement <16 x float> poison, float %4672, i64 0
  %4674 = shufflevector <16 x float> %4673, <16 x float> poison, <16 x i32> zeroinitializer
  %4675 = fadd <16 x float> %4417, %4674
  br label %4676

4676:                                             ; preds = %4671, %4661
  %4677 = phi <16 x float> [ %4675, %4671 ], [ %4417, %4661 ]
  %4678 = getelementptr inbounds nuw i8, ptr %4419, i64 64
  %4679 = getelementptr inbounds nuw i8, ptr %4420, i64 64
  %4680 = select i1 %425, ptr null, ptr %4679
  %4681 = bitcast i16 %4670 to <16 x i1>
  switch i64 %209, label %542 [
    i64 1, label %4696
    i64 2, label %4689
    i64 3, label %4682
    i64 0, label %4737
  ]

4682:                                             ; preds = %4676
  %4683 = bitcast <16 x float> %4677 to <8 x i64>
  %4684 = and <8 x i64> %4683, %56
  %4685 = fcmp oeq <16 x float> %4677, %43
  %4686 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4677, i32 4)
  %4687 = bitcast <8 x i64> %4684 to <16 x float>
  %4688 = select <16 x i1> %4685, <16 x float> %4687, <16 x float> %4686
  br label %4699

4689:                                             ; preds = %4676
  %4690 = bitcast <16 x float> %4677 to <8 x i64>
  %4691 = or <8 x i64> %4690, %57
  %4692 = fcmp oeq <16 x float> %4677, %46
  %4693 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4677, i32 4)
  %4694 = bitcast <8 x i64> %4691 to <16 x float>
  %4695 = select <16 x i1> %4692, <16 x float> %4694, <16 x float> %4693
  br label %4699

4696:                                             ; preds = %4676
  %4697 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4680, <16 x i1> %4681, <16 x float> zeroinitializer)
  %4698 = fadd <16 x float> %4677, %4697
  br label %4699

4699:                                             ; preds = %4696, %4689, %4682
  %4700 = phi <16 x float> [ %4698, %4696 ], [ %4695, %4689 ], [ %4688, %4682 ]
  switch i64 %215, label %542 [
    i64 1, label %4715
    i64 2, label %4708
    i64 3, label %4701
    i64 0, label %4737
  ]

4701:                                             ; preds = %4699
  %4702 = bitcast <16 x float> %4700 to <8 x i64>
  %4703 = and <8 x i64> %4702, %56
  %4704 = fcmp oeq <16 x float> %4700, %43
  %4705 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4700, i32 4)
  %4706 = bitcast <8 x i64> %4703 to <16 x float>
  %4707 = select <16 x i1> %4704, <16 x float> %4706, <16 x float> %4705
  br label %4718

4708:                                             ; preds = %4699
  %4709 = bitcast <16 x float> %4700 to <8 x i64>
  %4710 = or <8 x i64> %4709, %57
  %4711 = fcmp oeq <16 x float> %4700, %46
  %4712 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4700, i32 4)
  %4713 = bitcast <8 x i64> %4710 to <16 x float>
  %4714 = select <16 x i1> %4711, <16 x float> %4713, <16 x float> %4712
  br label %4718

4715:                                             ; preds = %4699
  %4716 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4680, <16 x i1> %4681, <16 x float> zeroinitializer)
  %4717 = fadd <16 x float> %4700, %4716
  br label %4718

4718:                                             ; preds = %4715, %4708, %4701
  %4719 = phi <16 x float> [ %4717, %4715 ], [ %4714, %4708 ], [ %4707, %4701 ]
  switch i64 %217, label %542 [
    i64 1, label %4734
    i64 2, label %4727
    i64 3, label %4720
    i64 0, label %4737
  ]

4720:                                             ; preds = %4718
  %4721 = bitcast <16 x float> %4719 to <8 x i64>
  %4722 = and <8 x i64> %4721, %56
  %4723 = fcmp oeq <16 x float> %4719, %43
  %4724 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4719, i32 4)
  %4725 = bitcast <8 x i64> %4722 to <16 x float>
  %4726 = select <16 x i1> %4723, <16 x float> %4725, <16 x float> %4724
  br label %4737

4727:                                             ; preds = %4718
  %4728 = bitcast <16 x float> %4719 to <8 x i64>
  %4729 = or <8 x i64> %4728, %57
  %4730 = fcmp oeq <16 x float> %4719, %46
  %4731 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4719, i32 4)
  %4732 = bitcast <8 x i64> %4729 to <16 x float>
  %4733 = select <16 x i1> %4730, <16 x float> %4732, <16 x float> %4731
  br label %4737

4734:                                             ; preds = %4718
  %4735 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4680, <16 x i1> %4681, <16 x float> zeroinitializer)
  %4736 = fadd <16 x float> %4719, %4735
  br label %4737

4737:                                             ; preds = %4720, %4727, %4734, %4718, %4699, %4676
  %4738 = phi <16 x float> [ %4719, %4718 ], [ %4677, %4676 ], [ %4700, %4699 ], [ %4736, %4734 ], [ %4733, %4727 ], [ %4726, %4720 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4738, ptr nonnull align 1 %4678, <16 x i1> %4681)
  %4739 = or disjoint i64 %430, 32
  %4740 = sub nsw i64 %9, %4739
  %4741 = icmp sgt i64 %4740, 15
  %4742 = trunc i64 %4740 to i32
  %4743 = shl nsw i32 -1, %4742
  %4744 = trunc i32 %4743 to i16
  %4745 = xor i16 %4744, -1
  %4746 = select i1 %4741, i16 -1, i16 %4745
  br i1 %58, label %4752, label %4747

4747:                                             ; preds = %4737
  %4748 = load float, ptr %411, align 4
  %4749 = insertelement <16 x float> poison, float %4748, i64 0
  %4750 = shufflevector <16 x float> %4749, <16 x float> poison, <16 x i32> zeroinitializer
  %4751 = fadd <16 x float> %4416, %4750
  br label %4752

4752:                                             ; preds = %4747, %4737
  %4753 = phi <16 x float> [ %4751, %4747 ], [ %4416, %4737 ]
  %4754 = getelementptr inbounds nuw i8, ptr %4419, i64 128
  %4755 = getelementptr inbounds nuw i8, ptr %4420, i64 128
  %4756 = select i1 %425, ptr null, ptr %4755
  %4757 = bitcast i16 %4746 to <16 x i1>
  switch i64 %209, label %542 [
    i64 1, label %4772
    i64 2, label %4765
    i64 3, label %4758
    i64 0, label %4813
  ]

4758:                                             ; preds = %4752
  %4759 = bitcast <16 x float> %4753 to <8 x i64>
  %4760 = and <8 x i64> %4759, %56
  %4761 = fcmp oeq <16 x float> %4753, %43
  %4762 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4753, i32 4)
  %4763 = bitcast <8 x i64> %4760 to <16 x float>
  %4764 = select <16 x i1> %4761, <16 x float> %4763, <16 x float> %4762
  br label %4775

4765:                                             ; preds = %4752
  %4766 = bitcast <16 x float> %4753 to <8 x i64>
  %4767 = or <8 x i64> %4766, %57
  %4768 = fcmp oeq <16 x float> %4753, %46
  %4769 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4753, i32 4)
  %4770 = bitcast <8 x i64> %4767 to <16 x float>
  %4771 = select <16 x i1> %4768, <16 x float> %4770, <16 x float> %4769
  br label %4775

4772:                                             ; preds = %4752
  %4773 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4756, <16 x i1> %4757, <16 x float> zeroinitializer)
  %4774 = fadd <16 x float> %4753, %4773
  br label %4775

4775:                                             ; preds = %4772, %4765, %4758
  %4776 = phi <16 x float> [ %4774, %4772 ], [ %4771, %4765 ], [ %4764, %4758 ]
  switch i64 %219, label %542 [
    i64 1, label %4791
    i64 2, label %4784
    i64 3, label %4777
    i64 0, label %4813
  ]

4777:                                             ; preds = %4775
  %4778 = bitcast <16 x float> %4776 to <8 x i64>
  %4779 = and <8 x i64> %4778, %56
  %4780 = fcmp oeq <16 x float> %4776, %43
  %4781 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4776, i32 4)
  %4782 = bitcast <8 x i64> %4779 to <16 x float>
  %4783 = select <16 x i1> %4780, <16 x float> %4782, <16 x float> %4781
  br label %4794

4784:                                             ; preds = %4775
  %4785 = bitcast <16 x float> %4776 to <8 x i64>
  %4786 = or <8 x i64> %4785, %57
  %4787 = fcmp oeq <16 x float> %4776, %46
  %4788 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4776, i32 4)
  %4789 = bitcast <8 x i64> %4786 to <16 x float>
  %4790 = select <16 x i1> %4787, <16 x float> %4789, <16 x float> %4788
  br label %4794

4791:                                             ; preds = %4775
  %4792 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4756, <16 x i1> %4757, <16 x float> zeroinitializer)
  %4793 = fadd <16 x float> %4776, %4792
  br label %4794

4794:                                             ; preds = %4791, %4784, %4777
  %4795 = phi <16 x float> [ %4793, %4791 ], [ %4790, %4784 ], [ %4783, %4777 ]
  switch i64 %221, label %542 [
    i64 1, label %4810
    i64 2, label %4803
    i64 3, label %4796
    i64 0, label %4813
  ]

4796:                                             ; preds = %4794
  %4797 = bitcast <16 x float> %4795 to <8 x i64>
  %4798 = and <8 x i64> %4797, %56
  %4799 = fcmp oeq <16 x float> %4795, %43
  %4800 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4795, i32 4)
  %4801 = bitcast <8 x i64> %4798 to <16 x float>
  %4802 = select <16 x i1> %4799, <16 x float> %4801, <16 x float> %4800
  br label %4813

4803:                                             ; preds = %4794
  %4804 = bitcast <16 x float> %4795 to <8 x i64>
  %4805 = or <8 x i64> %4804, %57
  %4806 = fcmp oeq <16 x float> %4795, %46
  %4807 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4795, i32 4)
  %4808 = bitcast <8 x i64> %4805 to <16 x float>
  %4809 = select <16 x i1> %4806, <16 x float> %4808, <16 x float> %4807
  br label %4813

4810:                                             ; preds = %4794
  %4811 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4756, <16 x i1> %4757, <16 x float> zeroinitializer)
  %4812 = fadd <16 x float> %4795, %4811
  br label %4813

4813:                                             ; preds = %4796, %4803, %4810, %4794, %4775, %4752
  %4814 = phi <16 x float> [ %4795, %4794 ], [ %4753, %4752 ], [ %4776, %4775 ], [ %4812, %4810 ], [ %4809, %4803 ], [ %4802, %4796 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4814, ptr nonnull align 1 %4754, <16 x i1> %4757)
  %4815 = or disjoint i64 %430, 48
  %4816 = sub nsw i64 %9, %4815
  %4817 = icmp sgt i64 %4816, 15
  %4818 = trunc i64 %4816 to i32
  %4819 = shl nsw i32 -1, %4818
  %4820 = trunc i32 %4819 to i16
  %4821 = xor i16 %4820, -1
  %4822 = select i1 %4817, i16 -1, i16 %4821
  br i1 %58, label %4828, label %4823

4823:                                             ; preds = %4813
  %4824 = load float, ptr %411, align 4
  %4825 = insertelement <16 x float> poison, float %4824, i64 0
  %4826 = shufflevector <16 x float> %4825, <16 x float> poison, <16 x i32> zeroinitializer
  %4827 = fadd <16 x float> %4415, %4826
  br label %4828

4828:                                             ; preds = %4823, %4813
  %4829 = phi <16 x float> [ %4827, %4823 ], [ %4415, %4813 ]
  %4830 = getelementptr inbounds nuw i8, ptr %4419, i64 192
  %4831 = getelementptr inbounds nuw i8, ptr %4420, i64 192
  %4832 = select i1 %425, ptr null, ptr %4831
  %4833 = bitcast i16 %4822 to <16 x i1>
  switch i64 %209, label %542 [
    i64 1, label %4848
    i64 2, label %4841
    i64 3, label %4834
    i64 0, label %4889
  ]

4834:                                             ; preds = %4828
  %4835 = bitcast <16 x float> %4829 to <8 x i64>
  %4836 = and <8 x i64> %4835, %56
  %4837 = fcmp oeq <16 x float> %4829, %43
  %4838 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4829, i32 4)
  %4839 = bitcast <8 x i64> %4836 to <16 x float>
  %4840 = select <16 x i1> %4837, <16 x float> %4839, <16 x float> %4838
  br label %4851

4841:                                             ; preds = %4828
  %4842 = bitcast <16 x float> %4829 to <8 x i64>
  %4843 = or <8 x i64> %4842, %57
  %4844 = fcmp oeq <16 x float> %4829, %46
  %4845 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4829, i32 4)
  %4846 = bitcast <8 x i64> %4843 to <16 x float>
  %4847 = select <16 x i1> %4844, <16 x float> %4846, <16 x float> %4845
  br label %4851

4848:                                             ; preds = %4828
  %4849 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4832, <16 x i1> %4833, <16 x float> zeroinitializer)
  %4850 = fadd <16 x float> %4829, %4849
  br label %4851

4851:                                             ; preds = %4848, %4841, %4834
  %4852 = phi <16 x float> [ %4850, %4848 ], [ %4847, %4841 ], [ %4840, %4834 ]
  switch i64 %223, label %542 [
    i64 1, label %4867
    i64 2, label %4860
    i64 3, label %4853
    i64 0, label %4889
  ]

4853:                                             ; preds = %4851
  %4854 = bitcast <16 x float> %4852 to <8 x i64>
  %4855 = and <8 x i64> %4854, %56
  %4856 = fcmp oeq <16 x float> %4852, %43
  %4857 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4852, i32 4)
  %4858 = bitcast <8 x i64> %4855 to <16 x float>
  %4859 = select <16 x i1> %4856, <16 x float> %4858, <16 x float> %4857
  br label %4870

4860:                                             ; preds = %4851
  %4861 = bitcast <16 x float> %4852 to <8 x i64>
  %4862 = or <8 x i64> %4861, %57
  %4863 = fcmp oeq <16 x float> %4852, %46
  %4864 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4852, i32 4)
  %4865 = bitcast <8 x i64> %4862 to <16 x float>
  %4866 = select <16 x i1> %4863, <16 x float> %4865, <16 x float> %4864
  br label %4870

4867:                                             ; preds = %4851
  %4868 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4832, <16 x i1> %4833, <16 x float> zeroinitializer)
  %4869 = fadd <16 x float> %4852, %4868
  br label %4870

4870:                                             ; preds = %4867, %4860, %4853
  %4871 = phi <16 x float> [ %4869, %4867 ], [ %4866, %4860 ], [ %4859, %4853 ]
  switch i64 %225, label %542 [
    i64 1, label %4886
    i64 2, label %4879
    i64 3, label %4872
    i64 0, label %4889
  ]

4872:                                             ; preds = %4870
  %4873 = bitcast <16 x float> %4871 to <8 x i64>
  %4874 = and <8 x i64> %4873, %56
  %4875 = fcmp oeq <16 x float> %4871, %43
  %4876 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4871, i32 4)
  %4877 = bitcast <8 x i64> %4874 to <16 x float>
  %4878 = select <16 x i1> %4875, <16 x float> %4877, <16 x float> %4876
  br label %4889

4879:                                             ; preds = %4870
  %4880 = bitcast <16 x float> %4871 to <8 x i64>
  %4881 = or <8 x i64> %4880, %57
  %4882 = fcmp oeq <16 x float> %4871, %46
  %4883 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4871, i32 4)
  %4884 = bitcast <8 x i64> %4881 to <16 x float>
  %4885 = select <16 x i1> %4882, <16 x float> %4884, <16 x float> %4883
  br label %4889

4886:                                             ; preds = %4870
  %4887 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4832, <16 x i1> %4833, <16 x float> zeroinitializer)
  %4888 = fadd <16 x float> %4871, %4887
  br label %4889

4889:                                             ; preds = %4872, %4879, %4886, %4870, %4851, %4828
  %4890 = phi <16 x float> [ %4871, %4870 ], [ %4829, %4828 ], [ %4852, %4851 ], [ %4888, %4886 ], [ %4885, %4879 ], [ %4878, %4872 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4890, ptr nonnull align 1 %4830, <16 x i1> %4833)
  %4891 = or disjoint i64 %430, 64
  %4892 = sub nsw i64 %9, %4891
  %4893 = icmp sgt i64 %4892, 15
  %4894 = trunc i64 %4892 to i32
  %4895 = shl nsw i32 -1, %4894
  %4896 = trunc i32 %4895 to i16
  %4897 = xor i16 %4896, -1
  %4898 = select i1 %4893, i16 -1, i16 %4897
  br i1 %58, label %4904, label %4899

4899:                                             ; preds = %4889
  %4900 = load float, ptr %411, align 4
  %4901 = insertelement <16 x float> poison, float %4900, i64 0
  %4902 = shufflevector <16 x float> %4901, <16 x float> poison, <16 x i32> zeroinitializer
  %4903 = fadd <16 x float> %4414, %4902
  br label %4904

4904:                                             ; preds = %4899, %4889
  %4905 = phi <16 x float> [ %4903, %4899 ], [ %4414, %4889 ]
  %4906 = getelementptr inbounds nuw i8, ptr %4419, i64 256
  %4907 = getelementptr inbounds nuw i8, ptr %4420, i64 256
  %4908 = select i1 %425, ptr null, ptr %4907
  %4909 = bitcast i16 %4898 to <16 x i1>
  switch i64 %209, label %542 [
    i64 1, label %4924
    i64 2, label %4917
    i64 3, label %4910
    i64 0, label %4965
  ]

4910:                                             ; preds = %4904
  %4911 = bitcast <16 x float> %4905 to <8 x i64>
  %4912 = and <8 x i64> %4911, %56
  %4913 = fcmp oeq <16 x float> %4905, %43
  %4914 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4905, i32 4)
  %4915 = bitcast <8 x i64> %4912 to <16 x float>
  %4916 = select <16 x i1> %4913, <16 x float> %4915, <16 x float> %4914
  br label %4927

4917:                                             ; preds = %4904
  %4918 = bitcast <16 x float> %4905 to <8 x i64>
  %4919 = or <8 x i64> %4918, %57
  %4920 = fcmp oeq <16 x float> %4905, %46
  %4921 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4905, i32 4)
  %4922 = bitcast <8 x i64> %4919 to <16 x float>
  %4923 = select <16 x i1> %4920, <16 x float> %4922, <16 x float> %4921
  br label %4927

4924:                                             ; preds = %4904
  %4925 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4908, <16 x i1> %4909, <16 x float> zeroinitializer)
  %4926 = fadd <16 x float> %4905, %4925
  br label %4927

4927:                                             ; preds = %4924, %4917, %4910
  %4928 = phi <16 x float> [ %4926, %4924 ], [ %4923, %4917 ], [ %4916, %4910 ]
  switch i64 %227, label %542 [
    i64 1, label %4943
    i64 2, label %4936
    i64 3, label %4929
    i64 0, label %4965
  ]

4929:                                             ; preds = %4927
  %4930 = bitcast <16 x float> %4928 to <8 x i64>
  %4931 = and <8 x i64> %4930, %56
  %4932 = fcmp oeq <16 x float> %4928, %43
  %4933 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4928, i32 4)
  %4934 = bitcast <8 x i64> %4931 to <16 x float>
  %4935 = select <16 x i1> %4932, <16 x float> %4934, <16 x float> %4933
  br label %4946

4936:                                             ; preds = %4927
  %4937 = bitcast <16 x float> %4928 to <8 x i64>
  %4938 = or <8 x i64> %4937, %57
  %4939 = fcmp oeq <16 x float> %4928, %46
  %4940 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4928, i32 4)
  %4941 = bitcast <8 x i64> %4938 to <16 x float>
  %4942 = select <16 x i1> %4939, <16 x float> %4941, <16 x float> %4940
  br label %4946

4943:                                             ; preds = %4927
  %4944 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4908, <16 x i1> %4909, <16 x float> zeroinitializer)
  %4945 = fadd <16 x float> %4928, %4944
  br label %4946

4946:                                             ; preds = %4943, %4936, %4929
  %4947 = phi <16 x float> [ %4945, %4943 ], [ %4942, %4936 ], [ %4935, %4929 ]
  switch i64 %229, label %542 [
    i64 1, label %4962
    i64 2, label %4955
    i64 3, label %4948
    i64 0, label %4965
  ]

4948:                                             ; preds = %4946
  %4949 = bitcast <16 x float> %4947 to <8 x i64>
  %4950 = and <8 x i64> %4949, %56
  %4951 = fcmp oeq <16 x float> %4947, %43
  %4952 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4947, i32 4)
  %4953 = bitcast <8 x i64> %4950 to <16 x float>
  %4954 = select <16 x i1> %4951, <16 x float> %4953, <16 x float> %4952
  br label %4965

4955:                                             ; preds = %4946
  %4956 = bitcast <16 x float> %4947 to <8 x i64>
  %4957 = or <8 x i64> %4956, %57
  %4958 = fcmp oeq <16 x float> %4947, %46
  %4959 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4947, i32 4)
  %4960 = bitcast <8 x i64> %4957 to <16 x float>
  %4961 = select <16 x i1> %4958, <16 x float> %4960, <16 x float> %4959
  br label %4965

4962:                                             ; preds = %4946
  %4963 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4908, <16 x i1> %4909, <16 x float> zeroinitializer)
  %4964 = fadd <16 x float> %4947, %4963
  br label %4965

4965:                                             ; preds = %4948, %4955, %4962, %4946, %4927, %4904
  %4966 = phi <16 x float> [ %4947, %4946 ], [ %4905, %4904 ], [ %4928, %4927 ], [ %4964, %4962 ], [ %4961, %4955 ], [ %4954, %4948 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4966, ptr nonnull align 1 %4906, <16 x i1> %4909)
  %4967 = or disjoint i64 %430, 80
  %4968 = sub nsw i64 %9, %4967
  %4969 = icmp sgt i64 %4968, 15
  %4970 = trunc i64 %4968 to i32
  %4971 = shl nsw i32 -1, %4970
  %4972 = trunc i32 %4971 to i16
  %4973 = xor i16 %4972, -1
  %4974 = select i1 %4969, i16 -1, i16 %4973
  br i1 %58, label %4980, label %4975

4975:                                             ; preds = %4965
  %4976 = load float, ptr %411, align 4
  %4977 = insertelement <16 x float> poison, float %4976, i64 0
  %4978 = shufflevector <16 x float> %4977, <16 x float> poison, <16 x i32> zeroinitializer
  %4979 = fadd <16 x float> %4413, %4978
  br label %4980

4980:                                             ; preds = %4975, %4965
  %4981 = phi <16 x float> [ %4979, %4975 ], [ %4413, %4965 ]
  %4982 = getelementptr inbounds nuw i8, ptr %4419, i64 320
  %4983 = getelementptr inbounds nuw i8, ptr %4420, i64 320
  %4984 = select i1 %425, ptr null, ptr %4983
  %4985 = bitcast i16 %4974 to <16 x i1>
  switch i64 %209, label %542 [
    i64 1, label %5000
    i64 2, label %4993
    i64 3, label %4986
    i64 0, label %5041
  ]

4986:                                             ; preds = %4980
  %4987 = bitcast <16 x float> %4981 to <8 x i64>
  %4988 = and <8 x i64> %4987, %56
  %4989 = fcmp oeq <16 x float> %4981, %43
  %4990 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %4981, i32 4)
  %4991 = bitcast <8 x i64> %4988 to <16 x float>
  %4992 = select <16 x i1> %4989, <16 x float> %4991, <16 x float> %4990
  br label %5003

4993:                                             ; preds = %4980
  %4994 = bitcast <16 x float> %4981 to <8 x i64>
  %4995 = or <8 x i64> %4994, %57
  %4996 = fcmp oeq <16 x float> %4981, %46
  %4997 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %4981, i32 4)
  %4998 = bitcast <8 x i64> %4995 to <16 x float>
  %4999 = select <16 x i1> %4996, <16 x float> %4998, <16 x float> %4997
  br label %5003

5000:                                             ; preds = %4980
  %5001 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4984, <16 x i1> %4985, <16 x float> zeroinitializer)
  %5002 = fadd <16 x float> %4981, %5001
  br label %5003

5003:                                             ; preds = %5000, %4993, %4986
  %5004 = phi <16 x float> [ %5002, %5000 ], [ %4999, %4993 ], [ %4992, %4986 ]
  switch i64 %231, label %542 [
    i64 1, label %5019
    i64 2, label %5012
    i64 3, label %5005
    i64 0, label %5041
  ]

5005:                                             ; preds = %5003
  %5006 = bitcast <16 x float> %5004 to <8 x i64>
  %5007 = and <8 x i64> %5006, %56
  %5008 = fcmp oeq <16 x float> %5004, %43
  %5009 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5004, i32 4)
  %5010 = bitcast <8 x i64> %5007 to <16 x float>
  %5011 = select <16 x i1> %5008, <16 x float> %5010, <16 x float> %5009
  br label %5022

5012:                                             ; preds = %5003
  %5013 = bitcast <16 x float> %5004 to <8 x i64>
  %5014 = or <8 x i64> %5013, %57
  %5015 = fcmp oeq <16 x float> %5004, %46
  %5016 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5004, i32 4)
  %5017 = bitcast <8 x i64> %5014 to <16 x float>
  %5018 = select <16 x i1> %5015, <16 x float> %5017, <16 x float> %5016
  br label %5022

5019:                                             ; preds = %5003
  %5020 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4984, <16 x i1> %4985, <16 x float> zeroinitializer)
  %5021 = fadd <16 x float> %5004, %5020
  br label %5022

5022:                                             ; preds = %5019, %5012, %5005
  %5023 = phi <16 x float> [ %5021, %5019 ], [ %5018, %5012 ], [ %5011, %5005 ]
  switch i64 %233, label %542 [
    i64 1, label %5038
    i64 2, label %5031
    i64 3, label %5024
    i64 0, label %5041
  ]

5024:                                             ; preds = %5022
  %5025 = bitcast <16 x float> %5023 to <8 x i64>
  %5026 = and <8 x i64> %5025, %56
  %5027 = fcmp oeq <16 x float> %5023, %43
  %5028 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5023, i32 4)
  %5029 = bitcast <8 x i64> %5026 to <16 x float>
  %5030 = select <16 x i1> %5027, <16 x float> %5029, <16 x float> %5028
  br label %5041

5031:                                             ; preds = %5022
  %5032 = bitcast <16 x float> %5023 to <8 x i64>
  %5033 = or <8 x i64> %5032, %57
  %5034 = fcmp oeq <16 x float> %5023, %46
  %5035 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5023, i32 4)
  %5036 = bitcast <8 x i64> %5033 to <16 x float>
  %5037 = select <16 x i1> %5034, <16 x float> %5036, <16 x float> %5035
  br label %5041

5038:                                             ; preds = %5022
  %5039 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4984, <16 x i1> %4985, <16 x float> zeroinitializer)
  %5040 = fadd <16 x float> %5023, %5039
  br label %5041

5041:                                             ; preds = %5024, %5031, %5038, %5022, %5003, %4980
  %5042 = phi <16 x float> [ %5023, %5022 ], [ %4981, %4980 ], [ %5004, %5003 ], [ %5040, %5038 ], [ %5037, %5031 ], [ %5030, %5024 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5042, ptr nonnull align 1 %4982, <16 x i1> %4985)
  br label %7623

5043:                                             ; preds = %429
  br i1 %47, label %5044, label %5658

5044:                                             ; preds = %5043
  call void @llvm.lifetime.start.p0(ptr nonnull %30)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(448) %30, i8 0, i64 448, i1 false)
  br i1 %54, label %5057, label %5047

5045:                                             ; preds = %5070
  %5046 = load <16 x float>, ptr %30, align 64
  br label %5047

5047:                                             ; preds = %5045, %5044
  %5048 = phi <16 x float> [ %5046, %5045 ], [ zeroinitializer, %5044 ]
  %5049 = getelementptr inbounds nuw float, ptr %417, i64 %430
  %5050 = getelementptr inbounds nuw float, ptr %421, i64 %430
  %5051 = icmp sgt i64 %431, 15
  %5052 = trunc i64 %431 to i32
  %5053 = shl nsw i32 -1, %5052
  %5054 = trunc i32 %5053 to i16
  %5055 = xor i16 %5054, -1
  %5056 = select i1 %5051, i16 -1, i16 %5055
  br i1 %58, label %5135, label %5130

5057:                                             ; preds = %5044, %5070
  %5058 = phi i64 [ %5071, %5070 ], [ 0, %5044 ]
  %5059 = mul nsw i64 %5058, %14
  %5060 = add i64 %424, %5059
  %5061 = icmp sgt i64 %5060, -1
  %5062 = icmp slt i64 %5060, %6
  %5063 = and i1 %5061, %5062
  %5064 = select i1 %5063, i64 %5060, i64 0
  %5065 = mul nsw i64 %5064, %7
  %5066 = getelementptr inbounds float, ptr %408, i64 %5065
  br i1 %55, label %5067, label %5070

5067:                                             ; preds = %5057
  %5068 = mul nuw nsw i64 %5058, %11
  %5069 = getelementptr inbounds nuw float, ptr %410, i64 %5068
  br label %5073

5070:                                             ; preds = %5081, %5057
  %5071 = add nuw nsw i64 %5058, 1
  %5072 = icmp eq i64 %5071, %10
  br i1 %5072, label %5045, label %5057

5073:                                             ; preds = %5067, %5081
  %5074 = phi i64 [ 0, %5067 ], [ %5082, %5081 ]
  %5075 = getelementptr inbounds nuw float, ptr %5069, i64 %5074
  %5076 = load float, ptr %5075, align 4
  %5077 = insertelement <16 x float> poison, float %5076, i64 0
  %5078 = shufflevector <16 x float> %5077, <16 x float> poison, <16 x i32> zeroinitializer
  %5079 = mul nsw i64 %5074, %15
  %5080 = sub i64 %5079, %17
  br label %5084

5081:                                             ; preds = %5114
  %5082 = add nuw nsw i64 %5074, 1
  %5083 = icmp eq i64 %5082, %11
  br i1 %5083, label %5070, label %5073

5084:                                             ; preds = %5073, %5114
  %5085 = phi i64 [ 0, %5073 ], [ %5128, %5114 ]
  %5086 = shl nuw nsw i64 %5085, 4
  %5087 = or disjoint i64 %430, %5086
  %5088 = sub nsw i64 %9, %5087
  %5089 = shl nuw nsw i64 %5087, 1
  %5090 = add i64 %5080, %5089
  %5091 = icmp slt i64 %5090, 0
  %5092 = sub nsw i64 0, %5090
  %5093 = select i1 %5091, i64 %5092, i64 0
  %5094 = sub nsw i64 %7, %5090
  %5095 = shl nsw i64 %5088, 1
  %5096 = add nsw i64 %5095, -1
  %5097 = tail call i64 @llvm.smin.i64(i64 %5094, i64 %5096)
  %5098 = tail call i64 @llvm.smin.i64(i64 %5097, i64 32)
  %5099 = icmp sgt i64 %5098, %5093
  %5100 = select i1 %5063, i1 %5099, i1 false
  %5101 = select i1 %5100, i64 %5093, i64 0
  %5102 = select i1 %5100, i64 %5098, i64 0
  %5103 = getelementptr inbounds float, ptr %5066, i64 %5090
  %5104 = icmp sgt i64 %5102, %5101
  br i1 %5104, label %5105, label %5114

5105:                                             ; preds = %5084
  %5106 = icmp sgt i64 %5102, 31
  %5107 = trunc i64 %5102 to i32
  %5108 = shl nsw i32 -1, %5107
  %5109 = xor i32 %5108, -1
  %5110 = select i1 %5106, i32 -1, i32 %5109
  %5111 = trunc i64 %5101 to i32
  %5112 = shl nsw i32 -1, %5111
  %5113 = and i32 %5110, %5112
  br label %5114

5114:                                             ; preds = %5084, %5105
  %5115 = phi i32 [ %5113, %5105 ], [ 0, %5084 ]
  %5116 = trunc i32 %5115 to i16
  %5117 = bitcast i16 %5116 to <16 x i1>
  %5118 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %5103, <16 x i1> %5117, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %5119 = lshr i32 %5115, 16
  %5120 = trunc nuw i32 %5119 to i16
  %5121 = getelementptr inbounds nuw i8, ptr %5103, i64 64
  %5122 = bitcast i16 %5120 to <16 x i1>
  %5123 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %5121, <16 x i1> %5122, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %5124 = shufflevector <16 x float> %5118, <16 x float> %5123, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %5125 = getelementptr inbounds nuw <16 x float>, ptr %30, i64 %5085
  %5126 = load <16 x float>, ptr %5125, align 64
  %5127 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5124, <16 x float> %5078, <16 x float> %5126)
  store <16 x float> %5127, ptr %5125, align 64
  %5128 = add nuw nsw i64 %5085, 1
  %5129 = icmp eq i64 %5128, 7
  br i1 %5129, label %5081, label %5084

5130:                                             ; preds = %5047
  %5131 = load float, ptr %411, align 4
  %5132 = insertelement <16 x float> poison, float %5131, i64 0
  %5133 = shufflevector <16 x float> %5132, <16 x float> poison, <16 x i32> zeroinitializer
  %5134 = fadd <16 x float> %5048, %5133
  br label %5135

5135:                                             ; preds = %5130, %5047
  %5136 = phi <16 x float> [ %5134, %5130 ], [ %5048, %5047 ]
  %5137 = select i1 %425, ptr null, ptr %5050
  %5138 = bitcast i16 %5056 to <16 x i1>
  switch i64 %174, label %542 [
    i64 1, label %5139
    i64 2, label %5142
    i64 3, label %5149
    i64 0, label %5194
  ]

5139:                                             ; preds = %5135
  %5140 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5137, <16 x i1> %5138, <16 x float> zeroinitializer)
  %5141 = fadd <16 x float> %5136, %5140
  br label %5156

5142:                                             ; preds = %5135
  %5143 = bitcast <16 x float> %5136 to <8 x i64>
  %5144 = or <8 x i64> %5143, %57
  %5145 = fcmp oeq <16 x float> %5136, %46
  %5146 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5136, i32 4)
  %5147 = bitcast <8 x i64> %5144 to <16 x float>
  %5148 = select <16 x i1> %5145, <16 x float> %5147, <16 x float> %5146
  br label %5156

5149:                                             ; preds = %5135
  %5150 = bitcast <16 x float> %5136 to <8 x i64>
  %5151 = and <8 x i64> %5150, %56
  %5152 = fcmp oeq <16 x float> %5136, %43
  %5153 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5136, i32 4)
  %5154 = bitcast <8 x i64> %5151 to <16 x float>
  %5155 = select <16 x i1> %5152, <16 x float> %5154, <16 x float> %5153
  br label %5156

5156:                                             ; preds = %5149, %5142, %5139
  %5157 = phi <16 x float> [ %5141, %5139 ], [ %5148, %5142 ], [ %5155, %5149 ]
  switch i64 %176, label %542 [
    i64 1, label %5172
    i64 2, label %5165
    i64 3, label %5158
    i64 0, label %5194
  ]

5158:                                             ; preds = %5156
  %5159 = bitcast <16 x float> %5157 to <8 x i64>
  %5160 = and <8 x i64> %5159, %56
  %5161 = fcmp oeq <16 x float> %5157, %43
  %5162 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5157, i32 4)
  %5163 = bitcast <8 x i64> %5160 to <16 x float>
  %5164 = select <16 x i1> %5161, <16 x float> %5163, <16 x float> %5162
  br label %5175

5165:                                             ; preds = %5156
  %5166 = bitcast <16 x float> %5157 to <8 x i64>
  %5167 = or <8 x i64> %5166, %57
  %5168 = fcmp oeq <16 x float> %5157, %46
  %5169 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5157, i32 4)
  %5170 = bitcast <8 x i64> %5167 to <16 x float>
  %5171 = select <16 x i1> %5168, <16 x float> %5170, <16 x float> %5169
  br label %5175

5172:                                             ; preds = %5156
  %5173 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5137, <16 x i1> %5138, <16 x float> zeroinitializer)
  %5174 = fadd <16 x float> %5157, %5173
  br label %5175

5175:                                             ; preds = %5172, %5165, %5158
  %5176 = phi <16 x float> [ %5174, %5172 ], [ %5171, %5165 ], [ %5164, %5158 ]
  switch i64 %178, label %542 [
    i64 1, label %5191
    i64 2, label %5184
    i64 3, label %5177
    i64 0, label %5194
  ]

5177:                                             ; preds = %5175
  %5178 = bitcast <16 x float> %5176 to <8 x i64>
  %5179 = and <8 x i64> %5178, %56
  %5180 = fcmp oeq <16 x float> %5176, %43
  %5181 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5176, i32 4)
  %5182 = bitcast <8 x i64> %5179 to <16 x float>
  %5183 = select <16 x i1> %5180, <16 x float> %5182, <16 x float> %5181
  br label %5194

5184:                                             ; preds = %5175
  %5185 = bitcast <16 x float> %5176 to <8 x i64>
  %5186 = or <8 x i64> %5185, %57
  %5187 = fcmp oeq <16 x float> %5176, %46
  %5188 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5176, i32 4)
  %5189 = bitcast <8 x i64> %5186 to <16 x float>
  %5190 = select <16 x i1> %5187, <16 x float> %5189, <16 x float> %5188
  br label %5194

5191:                                             ; preds = %5175
  %5192 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5137, <16 x i1> %5138, <16 x float> zeroinitializer)
  %5193 = fadd <16 x float> %5176, %5192
  br label %5194

5194:                                             ; preds = %5177, %5184, %5191, %5175, %5156, %5135
  %5195 = phi <16 x float> [ %5176, %5175 ], [ %5136, %5135 ], [ %5157, %5156 ], [ %5193, %5191 ], [ %5190, %5184 ], [ %5183, %5177 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5195, ptr align 1 %5049, <16 x i1> %5138)
  %5196 = or disjoint i64 %430, 16
  %5197 = sub nsw i64 %9, %5196
  %5198 = icmp sgt i64 %5197, 15
  %5199 = trunc i64 %5197 to i32
  %5200 = shl nsw i32 -1, %5199
  %5201 = trunc i32 %5200 to i16
  %5202 = xor i16 %5201, -1
  %5203 = select i1 %5198, i16 -1, i16 %5202
  %5204 = load <16 x float>, ptr %179, align 64
  br i1 %58, label %5210, label %5205

5205:                                             ; preds = %5194
  %5206 = load float, ptr %411, align 4
  %5207 = insertelement <16 x float> poison, float %5206, i64 0
  %5208 = shufflevector <16 x float> %5207, <16 x float> poison, <16 x i32> zeroinitializer
  %5209 = fadd <16 x float> %5204, %5208
  br label %5210

5210:                                             ; preds = %5205, %5194
  %5211 = phi <16 x float> [ %5209, %5205 ], [ %5204, %5194 ]
  %5212 = getelementptr inbounds nuw i8, ptr %5049, i64 64
  %5213 = getelementptr inbounds nuw i8, ptr %5050, i64 64
  %5214 = select i1 %425, ptr null, ptr %5213
  %5215 = bitcast i16 %5203 to <16 x i1>
  switch i64 %174, label %542 [
    i64 1, label %5230
    i64 2, label %5223
    i64 3, label %5216
    i64 0, label %5271
  ]

5216:                                             ; preds = %5210
  %5217 = bitcast <16 x float> %5211 to <8 x i64>
  %5218 = and <8 x i64> %5217, %56
  %5219 = fcmp oeq <16 x float> %5211, %43
  %5220 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5211, i32 4)
  %5221 = bitcast <8 x i64> %5218 to <16 x float>
  %5222 = select <16 x i1> %5219, <16 x float> %5221, <16 x float> %5220
  br label %5233

5223:                                             ; preds = %5210
  %5224 = bitcast <16 x float> %5211 to <8 x i64>
  %5225 = or <8 x i64> %5224, %57
  %5226 = fcmp oeq <16 x float> %5211, %46
  %5227 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5211, i32 4)
  %5228 = bitcast <8 x i64> %5225 to <16 x float>
  %5229 = select <16 x i1> %5226, <16 x float> %5228, <16 x float> %5227
  br label %5233

5230:                                             ; preds = %5210
  %5231 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5214, <16 x i1> %5215, <16 x float> zeroinitializer)
  %5232 = fadd <16 x float> %5211, %5231
  br label %5233

5233:                                             ; preds = %5230, %5223, %5216
  %5234 = phi <16 x float> [ %5232, %5230 ], [ %5229, %5223 ], [ %5222, %5216 ]
  switch i64 %181, label %542 [
    i64 1, label %5249
    i64 2, label %5242
    i64 3, label %5235
    i64 0, label %5271
  ]

5235:                                             ; preds = %5233
  %5236 = bitcast <16 x float> %5234 to <8 x i64>
  %5237 = and <8 x i64> %5236, %56
  %5238 = fcmp oeq <16 x float> %5234, %43
  %5239 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5234, i32 4)
  %5240 = bitcast <8 x i64> %5237 to <16 x float>
  %5241 = select <16 x i1> %5238, <16 x float> %5240, <16 x float> %5239
  br label %5252

5242:                                             ; preds = %5233
  %5243 = bitcast <16 x float> %5234 to <8 x i64>
  %5244 = or <8 x i64> %5243, %57
  %5245 = fcmp oeq <16 x float> %5234, %46
  %5246 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5234, i32 4)
  %5247 = bitcast <8 x i64> %5244 to <16 x float>
  %5248 = select <16 x i1> %5245, <16 x float> %5247, <16 x float> %5246
  br label %5252

5249:                                             ; preds = %5233
  %5250 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5214, <16 x i1> %5215, <16 x float> zeroinitializer)
  %5251 = fadd <16 x float> %5234, %5250
  br label %5252

5252:                                             ; preds = %5249, %5242, %5235
  %5253 = phi <16 x float> [ %5251, %5249 ], [ %5248, %5242 ], [ %5241, %5235 ]
  switch i64 %183, label %542 [
    i64 1, label %5268
    i64 2, label %5261
    i64 3, label %5254
    i64 0, label %5271
  ]

5254:                                             ; preds = %5252
  %5255 = bitcast <16 x float> %5253 to <8 x i64>
  %5256 = and <8 x i64> %5255, %56
  %5257 = fcmp oeq <16 x float> %5253, %43
  %5258 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5253, i32 4)
  %5259 = bitcast <8 x i64> %5256 to <16 x float>
  %5260 = select <16 x i1> %5257, <16 x float> %5259, <16 x float> %5258
  br label %5271

5261:                                             ; preds = %5252
  %5262 = bitcast <16 x float> %5253 to <8 x i64>
  %5263 = or <8 x i64> %5262, %57
  %5264 = fcmp oeq <16 x float> %5253, %46
  %5265 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5253, i32 4)
  %5266 = bitcast <8 x i64> %5263 to <16 x float>
  %5267 = select <16 x i1> %5264, <16 x float> %5266, <16 x float> %5265
  br label %5271

5268:                                             ; preds = %5252
  %5269 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5214, <16 x i1> %5215, <16 x float> zeroinitializer)
  %5270 = fadd <16 x float> %5253, %5269
  br label %5271

5271:                                             ; preds = %5254, %5261, %5268, %5252, %5233, %5210
  %5272 = phi <16 x float> [ %5253, %5252 ], [ %5211, %5210 ], [ %5234, %5233 ], [ %5270, %5268 ], [ %5267, %5261 ], [ %5260, %5254 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5272, ptr nonnull align 1 %5212, <16 x i1> %5215)
  %5273 = or disjoint i64 %430, 32
  %5274 = sub nsw i64 %9, %5273
  %5275 = icmp sgt i64 %5274, 15
  %5276 = trunc i64 %5274 to i32
  %5277 = shl nsw i32 -1, %5276
  %5278 = trunc i32 %5277 to i16
  %5279 = xor i16 %5278, -1
  %5280 = select i1 %5275, i16 -1, i16 %5279
  %5281 = load <16 x float>, ptr %184, align 64
  br i1 %58, label %5287, label %5282

5282:                                             ; preds = %5271
  %5283 = load float, ptr %411, align 4
  %5284 = insertelement <16 x float> poison, float %5283, i64 0
  %5285 = shufflevector <16 x float> %5284, <16 x float> poison, <16 x i32> zeroinitializer
  %5286 = fadd <16 x float> %5281, %5285
  br label %5287

5287:                                             ; preds = %5282, %5271
  %5288 = phi <16 x float> [ %5286, %5282 ], [ %5281, %5271 ]
  %5289 = getelementptr inbounds nuw i8, ptr %5049, i64 128
  %5290 = getelementptr inbounds nuw i8, ptr %5050, i64 128
  %5291 = select i1 %425, ptr null, ptr %5290
  %5292 = bitcast i16 %5280 to <16 x i1>
  switch i64 %174, label %542 [
    i64 1, label %5307
    i64 2, label %5300
    i64 3, label %5293
    i64 0, label %5348
  ]

5293:                                             ; preds = %5287
  %5294 = bitcast <16 x float> %5288 to <8 x i64>
  %5295 = and <8 x i64> %5294, %56
  %5296 = fcmp oeq <16 x float> %5288, %43
  %5297 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5288, i32 4)
  %5298 = bitcast <8 x i64> %5295 to <16 x float>
  %5299 = select <16 x i1> %5296, <16 x float> %5298, <16 x float> %5297
  br label %5310

5300:                                             ; preds = %5287
  %5301 = bitcast <16 x float> %5288 to <8 x i64>
  %5302 = or <8 x i64> %5301, %57
  %5303 = fcmp oeq <16 x float> %5288, %46
  %5304 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5288, i32 4)
  %5305 = bitcast <8 x i64> %5302 to <16 x float>
  %5306 = select <16 x i1> %5303, <16 x float> %5305, <16 x float> %5304
  br label %5310

5307:                                             ; preds = %5287
  %5308 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5291, <16 x i1> %5292, <16 x float> zeroinitializer)
  %5309 = fadd <16 x float> %5288, %5308
  br label %5310

5310:                                             ; preds = %5307, %5300, %5293
  %5311 = phi <16 x float> [ %5309, %5307 ], [ %5306, %5300 ], [ %5299, %5293 ]
  switch i64 %186, label %542 [
    i64 1, label %5326
    i64 2, label %5319
    i64 3, label %5312
    i64 0, label %5348
  ]

5312:                                             ; preds = %5310
  %5313 = bitcast <16 x float> %5311 to <8 x i64>
  %5314 = and <8 x i64> %5313, %56
  %5315 = fcmp oeq <16 x float> %5311, %43
  %5316 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5311, i32 4)
  %5317 = bitcast <8 x i64> %5314 to <16 x float>
  %5318 = select <16 x i1> %5315, <16 x float> %5317, <16 x float> %5316
  br label %5329

5319:                                             ; preds = %5310
  %5320 = bitcast <16 x float> %5311 to <8 x i64>
  %5321 = or <8 x i64> %5320, %57
  %5322 = fcmp oeq <16 x float> %5311, %46
  %5323 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5311, i32 4)
  %5324 = bitcast <8 x i64> %5321 to <16 x float>
  %5325 = select <16 x i1> %5322, <16 x float> %5324, <16 x float> %5323
  br label %5329

5326:                                             ; preds = %5310
  %5327 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5291, <16 x i1> %5292, <16 x float> zeroinitializer)
  %5328 = fadd <16 x float> %5311, %5327
  br label %5329

5329:                                             ; preds = %5326, %5319, %5312
  %5330 = phi <16 x float> [ %5328, %5326 ], [ %5325, %5319 ], [ %5318, %5312 ]
  switch i64 %188, label %542 [
    i64 1, label %5345
    i64 2, label %5338
    i64 3, label %5331
    i64 0, label %5348
  ]

5331:                                             ; preds = %5329
  %5332 = bitcast <16 x float> %5330 to <8 x i64>
  %5333 = and <8 x i64> %5332, %56
  %5334 = fcmp oeq <16 x float> %5330, %43
  %5335 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5330, i32 4)
  %5336 = bitcast <8 x i64> %5333 to <16 x float>
  %5337 = select <16 x i1> %5334, <16 x float> %5336, <16 x float> %5335
  br label %5348

5338:                                             ; preds = %5329
  %5339 = bitcast <16 x float> %5330 to <8 x i64>
  %5340 = or <8 x i64> %5339, %57
  %5341 = fcmp oeq <16 x float> %5330, %46
  %5342 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5330, i32 4)
  %5343 = bitcast <8 x i64> %5340 to <16 x float>
  %5344 = select <16 x i1> %5341, <16 x float> %5343, <16 x float> %5342
  br label %5348

5345:                                             ; preds = %5329
  %5346 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5291, <16 x i1> %5292, <16 x float> zeroinitializer)
  %5347 = fadd <16 x float> %5330, %5346
  br label %5348

5348:                                             ; preds = %5331, %5338, %5345, %5329, %5310, %5287
  %5349 = phi <16 x float> [ %5330, %5329 ], [ %5288, %5287 ], [ %5311, %5310 ], [ %5347, %5345 ], [ %5344, %5338 ], [ %5337, %5331 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5349, ptr nonnull align 1 %5289, <16 x i1> %5292)
  %5350 = or disjoint i64 %430, 48
  %5351 = sub nsw i64 %9, %5350
  %5352 = icmp sgt i64 %5351, 15
  %5353 = trunc i64 %5351 to i32
  %5354 = shl nsw i32 -1, %5353
  %5355 = trunc i32 %5354 to i16
  %5356 = xor i16 %5355, -1
  %5357 = select i1 %5352, i16 -1, i16 %5356
  %5358 = load <16 x float>, ptr %189, align 64
  br i1 %58, label %5364, label %5359

5359:                                             ; preds = %5348
  %5360 = load float, ptr %411, align 4
  %5361 = insertelement <16 x float> poison, float %5360, i64 0
  %5362 = shufflevector <16 x float> %5361, <16 x float> poison, <16 x i32> zeroinitializer
  %5363 = fadd <16 x float> %5358, %5362
  br label %5364

5364:                                             ; preds = %5359, %5348
  %5365 = phi <16 x float> [ %5363, %5359 ], [ %5358, %5348 ]
  %5366 = getelementptr inbounds nuw i8, ptr %5049, i64 192
  %5367 = getelementptr inbounds nuw i8, ptr %5050, i64 192
  %5368 = select i1 %425, ptr null, ptr %5367
  %5369 = bitcast i16 %5357 to <16 x i1>
  switch i64 %174, label %542 [
    i64 1, label %5384
    i64 2, label %5377
    i64 3, label %5370
    i64 0, label %5425
  ]

5370:                                             ; preds = %5364
  %5371 = bitcast <16 x float> %5365 to <8 x i64>
  %5372 = and <8 x i64> %5371, %56
  %5373 = fcmp oeq <16 x float> %5365, %43
  %5374 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5365, i32 4)
  %5375 = bitcast <8 x i64> %5372 to <16 x float>
  %5376 = select <16 x i1> %5373, <16 x float> %5375, <16 x float> %5374
  br label %5387

5377:                                             ; preds = %5364
  %5378 = bitcast <16 x float> %5365 to <8 x i64>
  %5379 = or <8 x i64> %5378, %57
  %5380 = fcmp oeq <16 x float> %5365, %46
  %5381 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5365, i32 4)
  %5382 = bitcast <8 x i64> %5379 to <16 x float>
  %5383 = select <16 x i1> %5380, <16 x float> %5382, <16 x float> %5381
  br label %5387

5384:                                             ; preds = %5364
  %5385 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5368, <16 x i1> %5369, <16 x float> zeroinitializer)
  %5386 = fadd <16 x float> %5365, %5385
  br label %5387

5387:                                             ; preds = %5384, %5377, %5370
  %5388 = phi <16 x float> [ %5386, %5384 ], [ %5383, %5377 ], [ %5376, %5370 ]
  switch i64 %191, label %542 [
    i64 1, label %5403
    i64 2, label %5396
    i64 3, label %5389
    i64 0, label %5425
  ]

5389:                                             ; preds = %5387
  %5390 = bitcast <16 x float> %5388 to <8 x i64>
  %5391 = and <8 x i64> %5390, %56
  %5392 = fcmp oeq <16 x float> %5388, %43
  %5393 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5388, i32 4)
  %5394 = bitcast <8 x i64> %5391 to <16 x float>
  %5395 = select <16 x i1> %5392, <16 x float> %5394, <16 x float> %5393
  br label %5406

5396:                                             ; preds = %5387
  %5397 = bitcast <16 x float> %5388 to <8 x i64>
  %5398 = or <8 x i64> %5397, %57
  %5399 = fcmp oeq <16 x float> %5388, %46
  %5400 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5388, i32 4)
  %5401 = bitcast <8 x i64> %5398 to <16 x float>
  %5402 = select <16 x i1> %5399, <16 x float> %5401, <16 x float> %5400
  br label %5406

5403:                                             ; preds = %5387
  %5404 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5368, <16 x i1> %5369, <16 x float> zeroinitializer)
  %5405 = fadd <16 x float> %5388, %5404
  br label %5406

5406:                                             ; preds = %5403, %5396, %5389
  %5407 = phi <16 x float> [ %5405, %5403 ], [ %5402, %5396 ], [ %5395, %5389 ]
  switch i64 %193, label %542 [
    i64 1, label %5422
    i64 2, label %5415
    i64 3, label %5408
    i64 0, label %5425
  ]

5408:                                             ; preds = %5406
  %5409 = bitcast <16 x float> %5407 to <8 x i64>
  %5410 = and <8 x i64> %5409, %56
  %5411 = fcmp oeq <16 x float> %5407, %43
  %5412 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5407, i32 4)
  %5413 = bitcast <8 x i64> %5410 to <16 x float>
  %5414 = select <16 x i1> %5411, <16 x float> %5413, <16 x float> %5412
  br label %5425

5415:                                             ; preds = %5406
  %5416 = bitcast <16 x float> %5407 to <8 x i64>
  %5417 = or <8 x i64> %5416, %57
  %5418 = fcmp oeq <16 x float> %5407, %46
  %5419 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5407, i32 4)
  %5420 = bitcast <8 x i64> %5417 to <16 x float>
  %5421 = select <16 x i1> %5418, <16 x float> %5420, <16 x float> %5419
  br label %5425

5422:                                             ; preds = %5406
  %5423 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5368, <16 x i1> %5369, <16 x float> zeroinitializer)
  %5424 = fadd <16 x float> %5407, %5423
  br label %5425

5425:                                             ; preds = %5408, %5415, %5422, %5406, %5387, %5364
  %5426 = phi <16 x float> [ %5407, %5406 ], [ %5365, %5364 ], [ %5388, %5387 ], [ %5424, %5422 ], [ %5421, %5415 ], [ %5414, %5408 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5426, ptr nonnull align 1 %5366, <16 x i1> %5369)
  %5427 = or disjoint i64 %430, 64
  %5428 = sub nsw i64 %9, %5427
  %5429 = icmp sgt i64 %5428, 15
  %5430 = trunc i64 %5428 to i32
  %5431 = shl nsw i32 -1, %5430
  %5432 = trunc i32 %5431 to i16
  %5433 = xor i16 %5432, -1
  %5434 = select i1 %5429, i16 -1, i16 %5433
  %5435 = load <16 x float>, ptr %194, align 64
  br i1 %58, label %5441, label %5436

5436:                                             ; preds = %5425
  %5437 = load float, ptr %411, align 4
  %5438 = insertelement <16 x float> poison, float %5437, i64 0
  %5439 = shufflevector <16 x float> %5438, <16 x float> poison, <16 x i32> zeroinitializer
  %5440 = fadd <16 x float> %5435, %5439
  br label %5441

5441:                                             ; preds = %5436, %5425
  %5442 = phi <16 x float> [ %5440, %5436 ], [ %5435, %5425 ]
  %5443 = getelementptr inbounds nuw i8, ptr %5049, i64 256
  %5444 = getelementptr inbounds nuw i8, ptr %5050, i64 256
  %5445 = select i1 %425, ptr null, ptr %5444
  %5446 = bitcast i16 %5434 to <16 x i1>
  switch i64 %174, label %542 [
    i64 1, label %5461
    i64 2, label %5454
    i64 3, label %5447
    i64 0, label %5502
  ]

5447:                                             ; preds = %5441
  %5448 = bitcast <16 x float> %5442 to <8 x i64>
  %5449 = and <8 x i64> %5448, %56
  %5450 = fcmp oeq <16 x float> %5442, %43
  %5451 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5442, i32 4)
  %5452 = bitcast <8 x i64> %5449 to <16 x float>
  %5453 = select <16 x i1> %5450, <16 x float> %5452, <16 x float> %5451
  br label %5464

5454:                                             ; preds = %5441
  %5455 = bitcast <16 x float> %5442 to <8 x i64>
  %5456 = or <8 x i64> %5455, %57
  %5457 = fcmp oeq <16 x float> %5442, %46
  %5458 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5442, i32 4)
  %5459 = bitcast <8 x i64> %5456 to <16 x float>
  %5460 = select <16 x i1> %5457, <16 x float> %5459, <16 x float> %5458
  br label %5464

5461:                                             ; preds = %5441
  %5462 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5445, <16 x i1> %5446, <16 x float> zeroinitializer)
  %5463 = fadd <16 x float> %5442, %5462
  br label %5464

5464:                                             ; preds = %5461, %5454, %5447
  %5465 = phi <16 x float> [ %5463, %5461 ], [ %5460, %5454 ], [ %5453, %5447 ]
  switch i64 %196, label %542 [
    i64 1, label %5480
    i64 2, label %5473
    i64 3, label %5466
    i64 0, label %5502
  ]

5466:                                             ; preds = %5464
  %5467 = bitcast <16 x float> %5465 to <8 x i64>
  %5468 = and <8 x i64> %5467, %56
  %5469 = fcmp oeq <16 x float> %5465, %43
  %5470 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5465, i32 4)
  %5471 = bitcast <8 x i64> %5468 to <16 x float>
  %5472 = select <16 x i1> %5469, <16 x float> %5471, <16 x float> %5470
  br label %5483

5473:                                             ; preds = %5464
  %5474 = bitcast <16 x float> %5465 to <8 x i64>
  %5475 = or <8 x i64> %5474, %57
  %5476 = fcmp oeq <16 x float> %5465, %46
  %5477 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5465, i32 4)
  %5478 = bitcast <8 x i64> %5475 to <16 x float>
  %5479 = select <16 x i1> %5476, <16 x float> %5478, <16 x float> %5477
  br label %5483

5480:                                             ; preds = %5464
  %5481 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5445, <16 x i1> %5446, <16 x float> zeroinitializer)
  %5482 = fadd <16 x float> %5465, %5481
  br label %5483

5483:                                             ; preds = %5480, %5473, %5466
  %5484 = phi <16 x float> [ %5482, %5480 ], [ %5479, %5473 ], [ %5472, %5466 ]
  switch i64 %198, label %542 [
    i64 1, label %5499
    i64 2, label %5492
    i64 3, label %5485
    i64 0, label %5502
  ]

5485:                                             ; preds = %5483
  %5486 = bitcast <16 x float> %5484 to <8 x i64>
  %5487 = and <8 x i64> %5486, %56
  %5488 = fcmp oeq <16 x float> %5484, %43
  %5489 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5484, i32 4)
  %5490 = bitcast <8 x i64> %5487 to <16 x float>
  %5491 = select <16 x i1> %5488, <16 x float> %5490, <16 x float> %5489
  br label %5502

5492:                                             ; preds = %5483
  %5493 = bitcast <16 x float> %5484 to <8 x i64>
  %5494 = or <8 x i64> %5493, %57
  %5495 = fcmp oeq <16 x float> %5484, %46
  %5496 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5484, i32 4)
  %5497 = bitcast <8 x i64> %5494 to <16 x float>
  %5498 = select <16 x i1> %5495, <16 x float> %5497, <16 x float> %5496
  br label %5502

5499:                                             ; preds = %5483
  %5500 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5445, <16 x i1> %5446, <16 x float> zeroinitializer)
  %5501 = fadd <16 x float> %5484, %5500
  br label %5502

5502:                                             ; preds = %5485, %5492, %5499, %5483, %5464, %5441
  %5503 = phi <16 x float> [ %5484, %5483 ], [ %5442, %5441 ], [ %5465, %5464 ], [ %5501, %5499 ], [ %5498, %5492 ], [ %5491, %5485 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5503, ptr nonnull align 1 %5443, <16 x i1> %5446)
  %5504 = or disjoint i64 %430, 80
  %5505 = sub nsw i64 %9, %5504
  %5506 = icmp sgt i64 %5505, 15
  %5507 = trunc i64 %5505 to i32
  %5508 = shl nsw i32 -1, %5507
  %5509 = trunc i32 %5508 to i16
  %5510 = xor i16 %5509, -1
  %5511 = select i1 %5506, i16 -1, i16 %5510
  %5512 = load <16 x float>, ptr %199, align 64
  br i1 %58, label %5518, label %5513

5513:                                             ; preds = %5502
  %5514 = load float, ptr %411, align 4
  %5515 = insertelement <16 x float> poison, float %5514, i64 0
  %5516 = shufflevector <16 x float> %5515, <16 x float> poison, <16 x i32> zeroinitializer
  %5517 = fadd <16 x float> %5512, %5516
  br label %5518

5518:                                             ; preds = %5513, %5502
  %5519 = phi <16 x float> [ %5517, %5513 ], [ %5512, %5502 ]
  %5520 = getelementptr inbounds nuw i8, ptr %5049, i64 320
  %5521 = getelementptr inbounds nuw i8, ptr %5050, i64 320
  %5522 = select i1 %425, ptr null, ptr %5521
  %5523 = bitcast i16 %5511 to <16 x i1>
  switch i64 %174, label %542 [
    i64 1, label %5538
    i64 2, label %5531
    i64 3, label %5524
    i64 0, label %5579
  ]

5524:                                             ; preds = %5518
  %5525 = bitcast <16 x float> %5519 to <8 x i64>
  %5526 = and <8 x i64> %5525, %56
  %5527 = fcmp oeq <16 x float> %5519, %43
  %5528 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5519, i32 4)
  %5529 = bitcast <8 x i64> %5526 to <16 x float>
  %5530 = select <16 x i1> %5527, <16 x float> %5529, <16 x float> %5528
  br label %5541

5531:                                             ; preds = %5518
  %5532 = bitcast <16 x float> %5519 to <8 x i64>
  %5533 = or <8 x i64> %5532, %57
  %5534 = fcmp oeq <16 x float> %5519, %46
  %5535 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5519, i32 4)
  %5536 = bitcast <8 x i64> %5533 to <16 x float>
  %5537 = select <16 x i1> %5534, <16 x float> %5536, <16 x float> %5535
  br label %5541

5538:                                             ; preds = %5518
  %5539 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5522, <16 x i1> %5523, <16 x float> zeroinitializer)
  %5540 = fadd <16 x float> %5519, %5539
  br label %5541

5541:                                             ; preds = %5538, %5531, %5524
  %5542 = phi <16 x float> [ %5540, %5538 ], [ %5537, %5531 ], [ %5530, %5524 ]
  switch i64 %201, label %542 [
    i64 1, label %5557
    i64 2, label %5550
    i64 3, label %5543
    i64 0, label %5579
  ]

5543:                                             ; preds = %5541
  %5544 = bitcast <16 x float> %5542 to <8 x i64>
  %5545 = and <8 x i64> %5544, %56
  %5546 = fcmp oeq <16 x float> %5542, %43
  %5547 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5542, i32 4)
  %5548 = bitcast <8 x i64> %5545 to <16 x float>
  %5549 = select <16 x i1> %5546, <16 x float> %5548, <16 x float> %5547
  br label %5560

5550:                                             ; preds = %5541
  %5551 = bitcast <16 x float> %5542 to <8 x i64>
  %5552 = or <8 x i64> %5551, %57
  %5553 = fcmp oeq <16 x float> %5542, %46
  %5554 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5542, i32 4)
  %5555 = bitcast <8 x i64> %5552 to <16 x float>
  %5556 = select <16 x i1> %5553, <16 x float> %5555, <16 x float> %5554
  br label %5560

5557:                                             ; preds = %5541
  %5558 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5522, <16 x i1> %5523, <16 x float> zeroinitializer)
  %5559 = fadd <16 x float> %5542, %5558
  br label %5560

5560:                                             ; preds = %5557, %5550, %5543
  %5561 = phi <16 x float> [ %5559, %5557 ], [ %5556, %5550 ], [ %5549, %5543 ]
  switch i64 %203, label %542 [
    i64 1, label %5576
    i64 2, label %5569
    i64 3, label %5562
    i64 0, label %5579
  ]

5562:                                             ; preds = %5560
  %5563 = bitcast <16 x float> %5561 to <8 x i64>
  %5564 = and <8 x i64> %5563, %56
  %5565 = fcmp oeq <16 x float> %5561, %43
  %5566 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5561, i32 4)
  %5567 = bitcast <8 x i64> %5564 to <16 x float>
  %5568 = select <16 x i1> %5565, <16 x float> %5567, <16 x float> %5566
  br label %5579

5569:                                             ; preds = %5560
  %5570 = bitcast <16 x float> %5561 to <8 x i64>
  %5571 = or <8 x i64> %5570, %57
  %5572 = fcmp oeq <16 x float> %5561, %46
  %5573 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5561, i32 4)
  %5574 = bitcast <8 x i64> %5571 to <16 x float>
  %5575 = select <16 x i1> %5572, <16 x float> %5574, <16 x float> %5573
  br label %5579

5576:                                             ; preds = %5560
  %5577 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5522, <16 x i1> %5523, <16 x float> zeroinitializer)
  %5578 = fadd <16 x float> %5561, %5577
  br label %5579

5579:                                             ; preds = %5562, %5569, %5576, %5560, %5541, %5518
  %5580 = phi <16 x float> [ %5561, %5560 ], [ %5519, %5518 ], [ %5542, %5541 ], [ %5578, %5576 ], [ %5575, %5569 ], [ %5568, %5562 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5580, ptr nonnull align 1 %5520, <16 x i1> %5523)
  %5581 = or disjoint i64 %430, 96
  %5582 = sub nsw i64 %9, %5581
  %5583 = icmp sgt i64 %5582, 15
  %5584 = trunc i64 %5582 to i32
  %5585 = shl nsw i32 -1, %5584
  %5586 = trunc i32 %5585 to i16
  %5587 = xor i16 %5586, -1
  %5588 = select i1 %5583, i16 -1, i16 %5587
  %5589 = load <16 x float>, ptr %204, align 64
  br i1 %58, label %5595, label %5590

5590:                                             ; preds = %5579
  %5591 = load float, ptr %411, align 4
  %5592 = insertelement <16 x float> poison, float %5591, i64 0
  %5593 = shufflevector <16 x float> %5592, <16 x float> poison, <16 x i32> zeroinitializer
  %5594 = fadd <16 x float> %5589, %5593
  br label %5595

5595:                                             ; preds = %5590, %5579
  %5596 = phi <16 x float> [ %5594, %5590 ], [ %5589, %5579 ]
  %5597 = getelementptr inbounds nuw i8, ptr %5049, i64 384
  %5598 = getelementptr inbounds nuw i8, ptr %5050, i64 384
  %5599 = select i1 %425, ptr null, ptr %5598
  %5600 = bitcast i16 %5588 to <16 x i1>
  switch i64 %174, label %542 [
    i64 1, label %5615
    i64 2, label %5608
    i64 3, label %5601
    i64 0, label %5656
  ]

5601:                                             ; preds = %5595
  %5602 = bitcast <16 x float> %5596 to <8 x i64>
  %5603 = and <8 x i64> %5602, %56
  %5604 = fcmp oeq <16 x float> %5596, %43
  %5605 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5596, i32 4)
  %5606 = bitcast <8 x i64> %5603 to <16 x float>
  %5607 = select <16 x i1> %5604, <16 x float> %5606, <16 x float> %5605
  br label %5618

5608:                                             ; preds = %5595
  %5609 = bitcast <16 x float> %5596 to <8 x i64>
  %5610 = or <8 x i64> %5609, %57
  %5611 = fcmp oeq <16 x float> %5596, %46
  %5612 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5596, i32 4)
  %5613 = bitcast <8 x i64> %5610 to <16 x float>
  %5614 = select <16 x i1> %5611, <16 x float> %5613, <16 x float> %5612
  br label %5618

5615:                                             ; preds = %5595
  %5616 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5599, <16 x i1> %5600, <16 x float> zeroinitializer)
  %5617 = fadd <16 x float> %5596, %5616
  br label %5618

5618:                                             ; preds = %5615, %5608, %5601
  %5619 = phi <16 x float> [ %5617, %5615 ], [ %5614, %5608 ], [ %5607, %5601 ]
  switch i64 %206, label %542 [
    i64 1, label %5634
    i64 2, label %5627
    i64 3, label %5620
    i64 0, label %5656
  ]

5620:                                             ; preds = %5618
  %5621 = bitcast <16 x float> %5619 to <8 x i64>
  %5622 = and <8 x i64> %5621, %56
  %5623 = fcmp oeq <16 x float> %5619, %43
  %5624 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5619, i32 4)
  %5625 = bitcast <8 x i64> %5622 to <16 x float>
  %5626 = select <16 x i1> %5623, <16 x float> %5625, <16 x float> %5624
  br label %5637

5627:                                             ; preds = %5618
  %5628 = bitcast <16 x float> %5619 to <8 x i64>
  %5629 = or <8 x i64> %5628, %57
  %5630 = fcmp oeq <16 x float> %5619, %46
  %5631 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5619, i32 4)
  %5632 = bitcast <8 x i64> %5629 to <16 x float>
  %5633 = select <16 x i1> %5630, <16 x float> %5632, <16 x float> %5631
  br label %5637

5634:                                             ; preds = %5618
  %5635 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5599, <16 x i1> %5600, <16 x float> zeroinitializer)
  %5636 = fadd <16 x float> %5619, %5635
  br label %5637

5637:                                             ; preds = %5634, %5627, %5620
  %5638 = phi <16 x float> [ %5636, %5634 ], [ %5633, %5627 ], [ %5626, %5620 ]
  switch i64 %208, label %542 [
    i64 1, label %5653
    i64 2, label %5646
    i64 3, label %5639
    i64 0, label %5656
  ]

5639:                                             ; preds = %5637
  %5640 = bitcast <16 x float> %5638 to <8 x i64>
  %5641 = and <8 x i64> %5640, %56
  %5642 = fcmp oeq <16 x float> %5638, %43
  %5643 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5638, i32 4)
  %5644 = bitcast <8 x i64> %5641 to <16 x float>
  %5645 = select <16 x i1> %5642, <16 x float> %5644, <16 x float> %5643
  br label %5656

5646:                                             ; preds = %5637
  %5647 = bitcast <16 x float> %5638 to <8 x i64>
  %5648 = or <8 x i64> %5647, %57
  %5649 = fcmp oeq <16 x float> %5638, %46
  %5650 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5638, i32 4)
  %5651 = bitcast <8 x i64> %5648 to <16 x float>
  %5652 = select <16 x i1> %5649, <16 x float> %5651, <16 x float> %5650
  br label %5656

5653:                                             ; preds = %5637
  %5654 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5599, <16 x i1> %5600, <16 x float> zeroinitializer)
  %5655 = fadd <16 x float> %5638, %5654
  br label %5656

5656:                                             ; preds = %5639, %5646, %5653, %5637, %5618, %5595
  %5657 = phi <16 x float> [ %5638, %5637 ], [ %5596, %5595 ], [ %5619, %5618 ], [ %5655, %5653 ], [ %5652, %5646 ], [ %5645, %5639 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5657, ptr nonnull align 1 %5597, <16 x i1> %5600)
  call void @llvm.lifetime.end.p0(ptr nonnull %30)
  br label %7623

5658:                                             ; preds = %5043
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(448) %31, i8 0, i64 448, i1 false)
  br i1 %54, label %5671, label %5661

5659:                                             ; preds = %5684
  %5660 = load <16 x float>, ptr %31, align 64
  br label %5661

5661:                                             ; preds = %5659, %5658
  %5662 = phi <16 x float> [ %5660, %5659 ], [ zeroinitializer, %5658 ]
  %5663 = getelementptr inbounds nuw float, ptr %417, i64 %430
  %5664 = getelementptr inbounds nuw float, ptr %421, i64 %430
  %5665 = icmp sgt i64 %431, 15
  %5666 = trunc i64 %431 to i32
  %5667 = shl nsw i32 -1, %5666
  %5668 = trunc i32 %5667 to i16
  %5669 = xor i16 %5668, -1
  %5670 = select i1 %5665, i16 -1, i16 %5669
  br i1 %58, label %5733, label %5728

5671:                                             ; preds = %5658, %5684
  %5672 = phi i64 [ %5685, %5684 ], [ 0, %5658 ]
  %5673 = mul nsw i64 %5672, %14
  %5674 = add i64 %424, %5673
  %5675 = icmp sgt i64 %5674, -1
  %5676 = icmp slt i64 %5674, %6
  %5677 = and i1 %5675, %5676
  %5678 = select i1 %5677, i64 %5674, i64 0
  %5679 = mul nsw i64 %5678, %7
  %5680 = getelementptr inbounds float, ptr %408, i64 %5679
  br i1 %55, label %5681, label %5684

5681:                                             ; preds = %5671
  %5682 = mul nuw nsw i64 %5672, %11
  %5683 = getelementptr inbounds nuw float, ptr %410, i64 %5682
  br label %5687

5684:                                             ; preds = %5695, %5671
  %5685 = add nuw nsw i64 %5672, 1
  %5686 = icmp eq i64 %5685, %10
  br i1 %5686, label %5659, label %5671

5687:                                             ; preds = %5681, %5695
  %5688 = phi i64 [ 0, %5681 ], [ %5696, %5695 ]
  %5689 = getelementptr inbounds nuw float, ptr %5683, i64 %5688
  %5690 = load float, ptr %5689, align 4
  %5691 = insertelement <16 x float> poison, float %5690, i64 0
  %5692 = shufflevector <16 x float> %5691, <16 x float> poison, <16 x i32> zeroinitializer
  %5693 = mul nsw i64 %5688, %15
  %5694 = sub i64 %5693, %17
  br label %5698

5695:                                             ; preds = %5698
  %5696 = add nuw nsw i64 %5688, 1
  %5697 = icmp eq i64 %5696, %11
  br i1 %5697, label %5684, label %5687

5698:                                             ; preds = %5687, %5698
  %5699 = phi i64 [ 0, %5687 ], [ %5726, %5698 ]
  %5700 = shl nuw nsw i64 %5699, 4
  %5701 = or disjoint i64 %430, %5700
  %5702 = sub nsw i64 %9, %5701
  %5703 = add i64 %5694, %5701
  %5704 = icmp slt i64 %5703, 0
  %5705 = sub nsw i64 0, %5703
  %5706 = select i1 %5704, i64 %5705, i64 0
  %5707 = sub nsw i64 %7, %5703
  %5708 = tail call i64 @llvm.smin.i64(i64 %5707, i64 %5702)
  %5709 = tail call i64 @llvm.smin.i64(i64 %5708, i64 16)
  %5710 = icmp sgt i64 %5709, %5706
  %5711 = select i1 %5677, i1 %5710, i1 false
  %5712 = trunc i64 %5709 to i32
  %5713 = shl nsw i32 -1, %5712
  %5714 = xor i32 %5713, -1
  %5715 = trunc i64 %5706 to i32
  %5716 = shl nsw i32 -1, %5715
  %5717 = and i32 %5716, %5714
  %5718 = trunc i32 %5717 to i16
  %5719 = select i1 %5711, i16 %5718, i16 0
  %5720 = getelementptr inbounds float, ptr %5680, i64 %5703
  %5721 = bitcast i16 %5719 to <16 x i1>
  %5722 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5720, <16 x i1> %5721, <16 x float> zeroinitializer)
  %5723 = getelementptr inbounds nuw <16 x float>, ptr %31, i64 %5699
  %5724 = load <16 x float>, ptr %5723, align 64
  %5725 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5722, <16 x float> %5692, <16 x float> %5724)
  store <16 x float> %5725, ptr %5723, align 64
  %5726 = add nuw nsw i64 %5699, 1
  %5727 = icmp eq i64 %5726, 7
  br i1 %5727, label %5695, label %5698

5728:                                             ; preds = %5661
  %5729 = load float, ptr %411, align 4
  %5730 = insertelement <16 x float> poison, float %5729, i64 0
  %5731 = shufflevector <16 x float> %5730, <16 x float> poison, <16 x i32> zeroinitializer
  %5732 = fadd <16 x float> %5662, %5731
  br label %5733

5733:                                             ; preds = %5728, %5661
  %5734 = phi <16 x float> [ %5732, %5728 ], [ %5662, %5661 ]
  %5735 = select i1 %425, ptr null, ptr %5664
  %5736 = bitcast i16 %5670 to <16 x i1>
  switch i64 %139, label %542 [
    i64 1, label %5737
    i64 2, label %5740
    i64 3, label %5747
    i64 0, label %5792
  ]

5737:                                             ; preds = %5733
  %5738 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5735, <16 x i1> %5736, <16 x float> zeroinitializer)
  %5739 = fadd <16 x float> %5734, %5738
  br label %5754

5740:                                             ; preds = %5733
  %5741 = bitcast <16 x float> %5734 to <8 x i64>
  %5742 = or <8 x i64> %5741, %57
  %5743 = fcmp oeq <16 x float> %5734, %46
  %5744 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5734, i32 4)
  %5745 = bitcast <8 x i64> %5742 to <16 x float>
  %5746 = select <16 x i1> %5743, <16 x float> %5745, <16 x float> %5744
  br label %5754

5747:                                             ; preds = %5733
  %5748 = bitcast <16 x float> %5734 to <8 x i64>
  %5749 = and <8 x i64> %5748, %56
  %5750 = fcmp oeq <16 x float> %5734, %43
  %5751 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5734, i32 4)
  %5752 = bitcast <8 x i64> %5749 to <16 x float>
  %5753 = select <16 x i1> %5750, <16 x float> %5752, <16 x float> %5751
  br label %5754

5754:                                             ; preds = %5747, %5740, %5737
  %5755 = phi <16 x float> [ %5739, %5737 ], [ %5746, %5740 ], [ %5753, %5747 ]
  switch i64 %141, label %542 [
    i64 1, label %5770
    i64 2, label %5763
    i64 3, label %5756
    i64 0, label %5792
  ]

5756:                                             ; preds = %5754
  %5757 = bitcast <16 x float> %5755 to <8 x i64>
  %5758 = and <8 x i64> %5757, %56
  %5759 = fcmp oeq <16 x float> %5755, %43
  %5760 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5755, i32 4)
  %5761 = bitcast <8 x i64> %5758 to <16 x float>
  %5762 = select <16 x i1> %5759, <16 x float> %5761, <16 x float> %5760
  br label %5773

5763:                                             ; preds = %5754
  %5764 = bitcast <16 x float> %5755 to <8 x i64>
  %5765 = or <8 x i64> %5764, %57
  %5766 = fcmp oeq <16 x float> %5755, %46
  %5767 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5755, i32 4)
  %5768 = bitcast <8 x i64> %5765 to <16 x float>
  %5769 = select <16 x i1> %5766, <16 x float> %5768, <16 x float> %5767
  br label %5773

5770:                                             ; preds = %5754
  %5771 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5735, <16 x i1> %5736, <16 x float> zeroinitializer)
  %5772 = fadd <16 x float> %5755, %5771
  br label %5773

5773:                                             ; preds = %5770, %5763, %5756
  %5774 = phi <16 x float> [ %5772, %5770 ], [ %5769, %5763 ], [ %5762, %5756 ]
  switch i64 %143, label %542 [
    i64 1, label %5789
    i64 2, label %5782
    i64 3, label %5775
    i64 0, label %5792
  ]

5775:                                             ; preds = %5773
  %5776 = bitcast <16 x float> %5774 to <8 x i64>
  %5777 = and <8 x i64> %5776, %56
  %5778 = fcmp oeq <16 x float> %5774, %43
  %5779 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5774, i32 4)
  %5780 = bitcast <8 x i64> %5777 to <16 x float>
  %5781 = select <16 x i1> %5778, <16 x float> %5780, <16 x float> %5779
  br label %5792

5782:                                             ; preds = %5773
  %5783 = bitcast <16 x float> %5774 to <8 x i64>
  %5784 = or <8 x i64> %5783, %57
  %5785 = fcmp oeq <16 x float> %5774, %46
  %5786 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5774, i32 4)
  %5787 = bitcast <8 x i64> %5784 to <16 x float>
  %5788 = select <16 x i1> %5785, <16 x float> %5787, <16 x float> %5786
  br label %5792

5789:                                             ; preds = %5773
  %5790 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5735, <16 x i1> %5736, <16 x float> zeroinitializer)
  %5791 = fadd <16 x float> %5774, %5790
  br label %5792

5792:                                             ; preds = %5775, %5782, %5789, %5773, %5754, %5733
  %5793 = phi <16 x float> [ %5774, %5773 ], [ %5734, %5733 ], [ %5755, %5754 ], [ %5791, %5789 ], [ %5788, %5782 ], [ %5781, %5775 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5793, ptr align 1 %5663, <16 x i1> %5736)
  %5794 = or disjoint i64 %430, 16
  %5795 = sub nsw i64 %9, %5794
  %5796 = icmp sgt i64 %5795, 15
  %5797 = trunc i64 %5795 to i32
  %5798 = shl nsw i32 -1, %5797
  %5799 = trunc i32 %5798 to i16
  %5800 = xor i16 %5799, -1
  %5801 = select i1 %5796, i16 -1, i16 %5800
  %5802 = load <16 x float>, ptr %144, align 64
  br i1 %58, label %5808, label %5803

5803:                                             ; preds = %5792
  %5804 = load float, ptr %411, align 4
  %5805 = insertelement <16 x float> poison, float %5804, i64 0
  %5806 = shufflevector <16 x float> %5805, <16 x float> poison, <16 x i32> zeroinitializer
  %5807 = fadd <16 x float> %5802, %5806
  br label %5808

5808:                                             ; preds = %5803, %5792
  %5809 = phi <16 x float> [ %5807, %5803 ], [ %5802, %5792 ]
  %5810 = getelementptr inbounds nuw i8, ptr %5663, i64 64
  %5811 = getelementptr inbounds nuw i8, ptr %5664, i64 64
  %5812 = select i1 %425, ptr null, ptr %5811
  %5813 = bitcast i16 %5801 to <16 x i1>
  switch i64 %139, label %542 [
    i64 1, label %5828
    i64 2, label %5821
    i64 3, label %5814
    i64 0, label %5869
  ]

5814:                                             ; preds = %5808
  %5815 = bitcast <16 x float> %5809 to <8 x i64>
  %5816 = and <8 x i64> %5815, %56
  %5817 = fcmp oeq <16 x float> %5809, %43
  %5818 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5809, i32 4)
  %5819 = bitcast <8 x i64> %5816 to <16 x float>
  %5820 = select <16 x i1> %5817, <16 x float> %5819, <16 x float> %5818
  br label %5831

5821:                                             ; preds = %5808
  %5822 = bitcast <16 x float> %5809 to <8 x i64>
  %5823 = or <8 x i64> %5822, %57
  %5824 = fcmp oeq <16 x float> %5809, %46
  %5825 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5809, i32 4)
  %5826 = bitcast <8 x i64> %5823 to <16 x float>
  %5827 = select <16 x i1> %5824, <16 x float> %5826, <16 x float> %5825
  br label %5831

5828:                                             ; preds = %5808
  %5829 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5812, <16 x i1> %5813, <16 x float> zeroinitializer)
  %5830 = fadd <16 x float> %5809, %5829
  br label %5831

5831:                                             ; preds = %5828, %5821, %5814
  %5832 = phi <16 x float> [ %5830, %5828 ], [ %5827, %5821 ], [ %5820, %5814 ]
  switch i64 %146, label %542 [
    i64 1, label %5847
    i64 2, label %5840
    i64 3, label %5833
    i64 0, label %5869
  ]

5833:                                             ; preds = %5831
  %5834 = bitcast <16 x float> %5832 to <8 x i64>
  %5835 = and <8 x i64> %5834, %56
  %5836 = fcmp oeq <16 x float> %5832, %43
  %5837 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5832, i32 4)
  %5838 = bitcast <8 x i64> %5835 to <16 x float>
  %5839 = select <16 x i1> %5836, <16 x float> %5838, <16 x float> %5837
  br label %5850

5840:                                             ; preds = %5831
  %5841 = bitcast <16 x float> %5832 to <8 x i64>
  %5842 = or <8 x i64> %5841, %57
  %5843 = fcmp oeq <16 x float> %5832, %46
  %5844 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5832, i32 4)
  %5845 = bitcast <8 x i64> %5842 to <16 x float>
  %5846 = select <16 x i1> %5843, <16 x float> %5845, <16 x float> %5844
  br label %5850

5847:                                             ; preds = %5831
  %5848 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5812, <16 x i1> %5813, <16 x float> zeroinitializer)
  %5849 = fadd <16 x float> %5832, %5848
  br label %5850

5850:                                             ; preds = %5847, %5840, %5833
  %5851 = phi <16 x float> [ %5849, %5847 ], [ %5846, %5840 ], [ %5839, %5833 ]
  switch i64 %148, label %542 [
    i64 1, label %5866
    i64 2, label %5859
    i64 3, label %5852
    i64 0, label %5869
  ]

5852:                                             ; preds = %5850
  %5853 = bitcast <16 x float> %5851 to <8 x i64>
  %5854 = and <8 x i64> %5853, %56
  %5855 = fcmp oeq <16 x float> %5851, %43
  %5856 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5851, i32 4)
  %5857 = bitcast <8 x i64> %5854 to <16 x float>
  %5858 = select <16 x i1> %5855, <16 x float> %5857, <16 x float> %5856
  br label %5869

5859:                                             ; preds = %5850
  %5860 = bitcast <16 x float> %5851 to <8 x i64>
  %5861 = or <8 x i64> %5860, %57
  %5862 = fcmp oeq <16 x float> %5851, %46
  %5863 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5851, i32 4)
  %5864 = bitcast <8 x i64> %5861 to <16 x float>
  %5865 = select <16 x i1> %5862, <16 x float> %5864, <16 x float> %5863
  br label %5869

5866:                                             ; preds = %5850
  %5867 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5812, <16 x i1> %5813, <16 x float> zeroinitializer)
  %5868 = fadd <16 x float> %5851, %5867
  br label %5869

5869:                                             ; preds = %5852, %5859, %5866, %5850, %5831, %5808
  %5870 = phi <16 x float> [ %5851, %5850 ], [ %5809, %5808 ], [ %5832, %5831 ], [ %5868, %5866 ], [ %5865, %5859 ], [ %5858, %5852 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5870, ptr nonnull align 1 %5810, <16 x i1> %5813)
  %5871 = or disjoint i64 %430, 32
  %5872 = sub nsw i64 %9, %5871
  %5873 = icmp sgt i64 %5872, 15
  %5874 = trunc i64 %5872 to i32
  %5875 = shl nsw i32 -1, %5874
  %5876 = trunc i32 %5875 to i16
  %5877 = xor i16 %5876, -1
  %5878 = select i1 %5873, i16 -1, i16 %5877
  %5879 = load <16 x float>, ptr %149, align 64
  br i1 %58, label %5885, label %5880

5880:                                             ; preds = %5869
  %5881 = load float, ptr %411, align 4
  %5882 = insertelement <16 x float> poison, float %5881, i64 0
  %5883 = shufflevector <16 x float> %5882, <16 x float> poison, <16 x i32> zeroinitializer
  %5884 = fadd <16 x float> %5879, %5883
  br label %5885

5885:                                             ; preds = %5880, %5869
  %5886 = phi <16 x float> [ %5884, %5880 ], [ %5879, %5869 ]
  %5887 = getelementptr inbounds nuw i8, ptr %5663, i64 128
  %5888 = getelementptr inbounds nuw i8, ptr %5664, i64 128
  %5889 = select i1 %425, ptr null, ptr %5888
  %5890 = bitcast i16 %5878 to <16 x i1>
  switch i64 %139, label %542 [
    i64 1, label %5905
    i64 2, label %5898
    i64 3, label %5891
    i64 0, label %5946
  ]

5891:                                             ; preds = %5885
  %5892 = bitcast <16 x float> %5886 to <8 x i64>
  %5893 = and <8 x i64> %5892, %56
  %5894 = fcmp oeq <16 x float> %5886, %43
  %5895 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5886, i32 4)
  %5896 = bitcast <8 x i64> %5893 to <16 x float>
  %5897 = select <16 x i1> %5894, <16 x float> %5896, <16 x float> %5895
  br label %5908

5898:                                             ; preds = %5885
  %5899 = bitcast <16 x float> %5886 to <8 x i64>
  %5900 = or <8 x i64> %5899, %57
  %5901 = fcmp oeq <16 x float> %5886, %46
  %5902 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5886, i32 4)
  %5903 = bitcast <8 x i64> %5900 to <16 x float>
  %5904 = select <16 x i1> %5901, <16 x float> %5903, <16 x float> %5902
  br label %5908

5905:                                             ; preds = %5885
  %5906 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5889, <16 x i1> %5890, <16 x float> zeroinitializer)
  %5907 = fadd <16 x float> %5886, %5906
  br label %5908

5908:                                             ; preds = %5905, %5898, %5891
  %5909 = phi <16 x float> [ %5907, %5905 ], [ %5904, %5898 ], [ %5897, %5891 ]
  switch i64 %151, label %542 [
    i64 1, label %5924
    i64 2, label %5917
    i64 3, label %5910
    i64 0, label %5946
  ]

5910:                                             ; preds = %5908
  %5911 = bitcast <16 x float> %5909 to <8 x i64>
  %5912 = and <8 x i64> %5911, %56
  %5913 = fcmp oeq <16 x float> %5909, %43
  %5914 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5909, i32 4)
  %5915 = bitcast <8 x i64> %5912 to <16 x float>
  %5916 = select <16 x i1> %5913, <16 x float> %5915, <16 x float> %5914
  br label %5927

5917:                                             ; preds = %5908
  %5918 = bitcast <16 x float> %5909 to <8 x i64>
  %5919 = or <8 x i64> %5918, %57
  %5920 = fcmp oeq <16 x float> %5909, %46
  %5921 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5909, i32 4)
  %5922 = bitcast <8 x i64> %5919 to <16 x float>
  %5923 = select <16 x i1> %5920, <16 x float> %5922, <16 x float> %5921
  br label %5927

5924:                                             ; preds = %5908
  %5925 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5889, <16 x i1> %5890, <16 x float> zeroinitializer)
  %5926 = fadd <16 x float> %5909, %5925
  br label %5927

5927:                                             ; preds = %5924, %5917, %5910
  %5928 = phi <16 x float> [ %5926, %5924 ], [ %5923, %5917 ], [ %5916, %5910 ]
  switch i64 %153, label %542 [
    i64 1, label %5943
    i64 2, label %5936
    i64 3, label %5929
    i64 0, label %5946
  ]

5929:                                             ; preds = %5927
  %5930 = bitcast <16 x float> %5928 to <8 x i64>
  %5931 = and <8 x i64> %5930, %56
  %5932 = fcmp oeq <16 x float> %5928, %43
  %5933 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5928, i32 4)
  %5934 = bitcast <8 x i64> %5931 to <16 x float>
  %5935 = select <16 x i1> %5932, <16 x float> %5934, <16 x float> %5933
  br label %5946

5936:                                             ; preds = %5927
  %5937 = bitcast <16 x float> %5928 to <8 x i64>
  %5938 = or <8 x i64> %5937, %57
  %5939 = fcmp oeq <16 x float> %5928, %46
  %5940 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5928, i32 4)
  %5941 = bitcast <8 x i64> %5938 to <16 x float>
  %5942 = select <16 x i1> %5939, <16 x float> %5941, <16 x float> %5940
  br label %5946

5943:                                             ; preds = %5927
  %5944 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5889, <16 x i1> %5890, <16 x float> zeroinitializer)
  %5945 = fadd <16 x float> %5928, %5944
  br label %5946

5946:                                             ; preds = %5929, %5936, %5943, %5927, %5908, %5885
  %5947 = phi <16 x float> [ %5928, %5927 ], [ %5886, %5885 ], [ %5909, %5908 ], [ %5945, %5943 ], [ %5942, %5936 ], [ %5935, %5929 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5947, ptr nonnull align 1 %5887, <16 x i1> %5890)
  %5948 = or disjoint i64 %430, 48
  %5949 = sub nsw i64 %9, %5948
  %5950 = icmp sgt i64 %5949, 15
  %5951 = trunc i64 %5949 to i32
  %5952 = shl nsw i32 -1, %5951
  %5953 = trunc i32 %5952 to i16
  %5954 = xor i16 %5953, -1
  %5955 = select i1 %5950, i16 -1, i16 %5954
  %5956 = load <16 x float>, ptr %154, align 64
  br i1 %58, label %5962, label %5957

5957:                                             ; preds = %5946
  %5958 = load float, ptr %411, align 4
  %5959 = insertelement <16 x float> poison, float %5958, i64 0
  %5960 = shufflevector <16 x float> %5959, <16 x float> poison, <16 x i32> zeroinitializer
  %5961 = fadd <16 x float> %5956, %5960
  br label %5962

5962:                                             ; preds = %5957, %5946
  %5963 = phi <16 x float> [ %5961, %5957 ], [ %5956, %5946 ]
  %5964 = getelementptr inbounds nuw i8, ptr %5663, i64 192
  %5965 = getelementptr inbounds nuw i8, ptr %5664, i64 192
  %5966 = select i1 %425, ptr null, ptr %5965
  %5967 = bitcast i16 %5955 to <16 x i1>
  switch i64 %139, label %542 [
    i64 1, label %5982
    i64 2, label %5975
    i64 3, label %5968
    i64 0, label %6023
  ]

5968:                                             ; preds = %5962
  %5969 = bitcast <16 x float> %5963 to <8 x i64>
  %5970 = and <8 x i64> %5969, %56
  %5971 = fcmp oeq <16 x float> %5963, %43
  %5972 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5963, i32 4)
  %5973 = bitcast <8 x i64> %5970 to <16 x float>
  %5974 = select <16 x i1> %5971, <16 x float> %5973, <16 x float> %5972
  br label %5985

5975:                                             ; preds = %5962
  %5976 = bitcast <16 x float> %5963 to <8 x i64>
  %5977 = or <8 x i64> %5976, %57
  %5978 = fcmp oeq <16 x float> %5963, %46
  %5979 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5963, i32 4)
  %5980 = bitcast <8 x i64> %5977 to <16 x float>
  %5981 = select <16 x i1> %5978, <16 x float> %5980, <16 x float> %5979
  br label %5985

5982:                                             ; preds = %5962
  %5983 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5966, <16 x i1> %5967, <16 x float> zeroinitializer)
  %5984 = fadd <16 x float> %5963, %5983
  br label %5985

5985:                                             ; preds = %5982, %5975, %5968
  %5986 = phi <16 x float> [ %5984, %5982 ], [ %5981, %5975 ], [ %5974, %5968 ]
  switch i64 %156, label %542 [
    i64 1, label %6001
    i64 2, label %5994
    i64 3, label %5987
    i64 0, label %6023
  ]

5987:                                             ; preds = %5985
  %5988 = bitcast <16 x float> %5986 to <8 x i64>
  %5989 = and <8 x i64> %5988, %56
  %5990 = fcmp oeq <16 x float> %5986, %43
  %5991 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %5986, i32 4)
  %5992 = bitcast <8 x i64> %5989 to <16 x float>
  %5993 = select <16 x i1> %5990, <16 x float> %5992, <16 x float> %5991
  br label %6004

5994:                                             ; preds = %5985
  %5995 = bitcast <16 x float> %5986 to <8 x i64>
  %5996 = or <8 x i64> %5995, %57
  %5997 = fcmp oeq <16 x float> %5986, %46
  %5998 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %5986, i32 4)
  %5999 = bitcast <8 x i64> %5996 to <16 x float>
  %6000 = select <16 x i1> %5997, <16 x float> %5999, <16 x float> %5998
  br label %6004

6001:                                             ; preds = %5985
  %6002 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5966, <16 x i1> %5967, <16 x float> zeroinitializer)
  %6003 = fadd <16 x float> %5986, %6002
  br label %6004

6004:                                             ; preds = %6001, %5994, %5987
  %6005 = phi <16 x float> [ %6003, %6001 ], [ %6000, %5994 ], [ %5993, %5987 ]
  switch i64 %158, label %542 [
    i64 1, label %6020
    i64 2, label %6013
    i64 3, label %6006
    i64 0, label %6023
  ]

6006:                                             ; preds = %6004
  %6007 = bitcast <16 x float> %6005 to <8 x i64>
  %6008 = and <8 x i64> %6007, %56
  %6009 = fcmp oeq <16 x float> %6005, %43
  %6010 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6005, i32 4)
  %6011 = bitcast <8 x i64> %6008 to <16 x float>
  %6012 = select <16 x i1> %6009, <16 x float> %6011, <16 x float> %6010
  br label %6023

6013:                                             ; preds = %6004
  %6014 = bitcast <16 x float> %6005 to <8 x i64>
  %6015 = or <8 x i64> %6014, %57
  %6016 = fcmp oeq <16 x float> %6005, %46
  %6017 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6005, i32 4)
  %6018 = bitcast <8 x i64> %6015 to <16 x float>
  %6019 = select <16 x i1> %6016, <16 x float> %6018, <16 x float> %6017
  br label %6023

6020:                                             ; preds = %6004
  %6021 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5966, <16 x i1> %5967, <16 x float> zeroinitializer)
  %6022 = fadd <16 x float> %6005, %6021
  br label %6023

6023:                                             ; preds = %6006, %6013, %6020, %6004, %5985, %5962
  %6024 = phi <16 x float> [ %6005, %6004 ], [ %5963, %5962 ], [ %5986, %5985 ], [ %6022, %6020 ], [ %6019, %6013 ], [ %6012, %6006 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6024, ptr nonnull align 1 %5964, <16 x i1> %5967)
  %6025 = or disjoint i64 %430, 64
  %6026 = sub nsw i64 %9, %6025
  %6027 = icmp sgt i64 %6026, 15
  %6028 = trunc i64 %6026 to i32
  %6029 = shl nsw i32 -1, %6028
  %6030 = trunc i32 %6029 to i16
  %6031 = xor i16 %6030, -1
  %6032 = select i1 %6027, i16 -1, i16 %6031
  %6033 = load <16 x float>, ptr %159, align 64
  br i1 %58, label %6039, label %6034

6034:                                             ; preds = %6023
  %6035 = load float, ptr %411, align 4
  %6036 = insertelement <16 x float> poison, float %6035, i64 0
  %6037 = shufflevector <16 x float> %6036, <16 x float> poison, <16 x i32> zeroinitializer
  %6038 = fadd <16 x float> %6033, %6037
  br label %6039

6039:                                             ; preds = %6034, %6023
  %6040 = phi <16 x float> [ %6038, %6034 ], [ %6033, %6023 ]
  %6041 = getelementptr inbounds nuw i8, ptr %5663, i64 256
  %6042 = getelementptr inbounds nuw i8, ptr %5664, i64 256
  %6043 = select i1 %425, ptr null, ptr %6042
  %6044 = bitcast i16 %6032 to <16 x i1>
  switch i64 %139, label %542 [
    i64 1, label %6059
    i64 2, label %6052
    i64 3, label %6045
    i64 0, label %6100
  ]

6045:                                             ; preds = %6039
  %6046 = bitcast <16 x float> %6040 to <8 x i64>
  %6047 = and <8 x i64> %6046, %56
  %6048 = fcmp oeq <16 x float> %6040, %43
  %6049 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6040, i32 4)
  %6050 = bitcast <8 x i64> %6047 to <16 x float>
  %6051 = select <16 x i1> %6048, <16 x float> %6050, <16 x float> %6049
  br label %6062

6052:                                             ; preds = %6039
  %6053 = bitcast <16 x float> %6040 to <8 x i64>
  %6054 = or <8 x i64> %6053, %57
  %6055 = fcmp oeq <16 x float> %6040, %46
  %6056 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6040, i32 4)
  %6057 = bitcast <8 x i64> %6054 to <16 x float>
  %6058 = select <16 x i1> %6055, <16 x float> %6057, <16 x float> %6056
  br label %6062

6059:                                             ; preds = %6039
  %6060 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6043, <16 x i1> %6044, <16 x float> zeroinitializer)
  %6061 = fadd <16 x float> %6040, %6060
  br label %6062

6062:                                             ; preds = %6059, %6052, %6045
  %6063 = phi <16 x float> [ %6061, %6059 ], [ %6058, %6052 ], [ %6051, %6045 ]
  switch i64 %161, label %542 [
    i64 1, label %6078
    i64 2, label %6071
    i64 3, label %6064
    i64 0, label %6100
  ]

6064:                                             ; preds = %6062
  %6065 = bitcast <16 x float> %6063 to <8 x i64>
  %6066 = and <8 x i64> %6065, %56
  %6067 = fcmp oeq <16 x float> %6063, %43
  %6068 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6063, i32 4)
  %6069 = bitcast <8 x i64> %6066 to <16 x float>
  %6070 = select <16 x i1> %6067, <16 x float> %6069, <16 x float> %6068
  br label %6081

6071:                                             ; preds = %6062
  %6072 = bitcast <16 x float> %6063 to <8 x i64>
  %6073 = or <8 x i64> %6072, %57
  %6074 = fcmp oeq <16 x float> %6063, %46
  %6075 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6063, i32 4)
  %6076 = bitcast <8 x i64> %6073 to <16 x float>
  %6077 = select <16 x i1> %6074, <16 x float> %6076, <16 x float> %6075
  br label %6081

6078:                                             ; preds = %6062
  %6079 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6043, <16 x i1> %6044, <16 x float> zeroinitializer)
  %6080 = fadd <16 x float> %6063, %6079
  br label %6081

6081:                                             ; preds = %6078, %6071, %6064
  %6082 = phi <16 x float> [ %6080, %6078 ], [ %6077, %6071 ], [ %6070, %6064 ]
  switch i64 %163, label %542 [
    i64 1, label %6097
    i64 2, label %6090
    i64 3, label %6083
    i64 0, label %6100
  ]

6083:                                             ; preds = %6081
  %6084 = bitcast <16 x float> %6082 to <8 x i64>
  %6085 = and <8 x i64> %6084, %56
  %6086 = fcmp oeq <16 x float> %6082, %43
  %6087 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6082, i32 4)
  %6088 = bitcast <8 x i64> %6085 to <16 x float>
  %6089 = select <16 x i1> %6086, <16 x float> %6088, <16 x float> %6087
  br label %6100

6090:                                             ; preds = %6081
  %6091 = bitcast <16 x float> %6082 to <8 x i64>
  %6092 = or <8 x i64> %6091, %57
  %6093 = fcmp oeq <16 x float> %6082, %46
  %6094 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6082, i32 4)
  %6095 = bitcast <8 x i64> %6092 to <16 x float>
  %6096 = select <16 x i1> %6093, <16 x float> %6095, <16 x float> %6094
  br label %6100

6097:                                             ; preds = %6081
  %6098 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6043, <16 x i1> %6044, <16 x float> zeroinitializer)
  %6099 = fadd <16 x float> %6082, %6098
  br label %6100

6100:                                             ; preds = %6083, %6090, %6097, %6081, %6062, %6039
  %6101 = phi <16 x float> [ %6082, %6081 ], [ %6040, %6039 ], [ %6063, %6062 ], [ %6099, %6097 ], [ %6096, %6090 ], [ %6089, %6083 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6101, ptr nonnull align 1 %6041, <16 x i1> %6044)
  %6102 = or disjoint i64 %430, 80
  %6103 = sub nsw i64 %9, %6102
  %6104 = icmp sgt i64 %6103, 15
  %6105 = trunc i64 %6103 to i32
  %6106 = shl nsw i32 -1, %6105
  %6107 = trunc i32 %6106 to i16
  %6108 = xor i16 %6107, -1
  %6109 = select i1 %6104, i16 -1, i16 %6108
  %6110 = load <16 x float>, ptr %164, align 64
  br i1 %58, label %6116, label %6111

6111:                                             ; preds = %6100
  %6112 = load float, ptr %411, align 4
  %6113 = insertelement <16 x float> poison, float %6112, i64 0
  %6114 = shufflevector <16 x float> %6113, <16 x float> poison, <16 x i32> zeroinitializer
  %6115 = fadd <16 x float> %6110, %6114
  br label %6116

6116:                                             ; preds = %6111, %6100
  %6117 = phi <16 x float> [ %6115, %6111 ], [ %6110, %6100 ]
  %6118 = getelementptr inbounds nuw i8, ptr %5663, i64 320
  %6119 = getelementptr inbounds nuw i8, ptr %5664, i64 320
  %6120 = select i1 %425, ptr null, ptr %6119
  %6121 = bitcast i16 %6109 to <16 x i1>
  switch i64 %139, label %542 [
    i64 1, label %6136
    i64 2, label %6129
    i64 3, label %6122
    i64 0, label %6177
  ]

6122:                                             ; preds = %6116
  %6123 = bitcast <16 x float> %6117 to <8 x i64>
  %6124 = and <8 x i64> %6123, %56
  %6125 = fcmp oeq <16 x float> %6117, %43
  %6126 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6117, i32 4)
  %6127 = bitcast <8 x i64> %6124 to <16 x float>
  %6128 = select <16 x i1> %6125, <16 x float> %6127, <16 x float> %6126
  br label %6139

6129:                                             ; preds = %6116
  %6130 = bitcast <16 x float> %6117 to <8 x i64>
  %6131 = or <8 x i64> %6130, %57
  %6132 = fcmp oeq <16 x float> %6117, %46
  %6133 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6117, i32 4)
  %6134 = bitcast <8 x i64> %6131 to <16 x float>
  %6135 = select <16 x i1> %6132, <16 x float> %6134, <16 x float> %6133
  br label %6139

6136:                                             ; preds = %6116
  %6137 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6120, <16 x i1> %6121, <16 x float> zeroinitializer)
  %6138 = fadd <16 x float> %6117, %6137
  br label %6139

6139:                                             ; preds = %6136, %6129, %6122
  %6140 = phi <16 x float> [ %6138, %6136 ], [ %6135, %6129 ], [ %6128, %6122 ]
  switch i64 %166, label %542 [
    i64 1, label %6155
    i64 2, label %6148
    i64 3, label %6141
    i64 0, label %6177
  ]

6141:                                             ; preds = %6139
  %6142 = bitcast <16 x float> %6140 to <8 x i64>
  %6143 = and <8 x i64> %6142, %56
  %6144 = fcmp oeq <16 x float> %6140, %43
  %6145 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6140, i32 4)
  %6146 = bitcast <8 x i64> %6143 to <16 x float>
  %6147 = select <16 x i1> %6144, <16 x float> %6146, <16 x float> %6145
  br label %6158

6148:                                             ; preds = %6139
  %6149 = bitcast <16 x float> %6140 to <8 x i64>
  %6150 = or <8 x i64> %6149, %57
  %6151 = fcmp oeq <16 x float> %6140, %46
  %6152 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6140, i32 4)
  %6153 = bitcast <8 x i64> %6150 to <16 x float>
  %6154 = select <16 x i1> %6151, <16 x float> %6153, <16 x float> %6152
  br label %6158

6155:                                             ; preds = %6139
  %6156 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6120, <16 x i1> %6121, <16 x float> zeroinitializer)
  %6157 = fadd <16 x float> %6140, %6156
  br label %6158

6158:                                             ; preds = %6155, %6148, %6141
  %6159 = phi <16 x float> [ %6157, %6155 ], [ %6154, %6148 ], [ %6147, %6141 ]
  switch i64 %168, label %542 [
    i64 1, label %6174
    i64 2, label %6167
    i64 3, label %6160
    i64 0, label %6177
  ]

6160:                                             ; preds = %6158
  %6161 = bitcast <16 x float> %6159 to <8 x i64>
  %6162 = and <8 x i64> %6161, %56
  %6163 = fcmp oeq <16 x float> %6159, %43
  %6164 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6159, i32 4)
  %6165 = bitcast <8 x i64> %6162 to <16 x float>
  %6166 = select <16 x i1> %6163, <16 x float> %6165, <16 x float> %6164
  br label %6177

6167:                                             ; preds = %6158
  %6168 = bitcast <16 x float> %6159 to <8 x i64>
  %6169 = or <8 x i64> %6168, %57
  %6170 = fcmp oeq <16 x float> %6159, %46
  %6171 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6159, i32 4)
  %6172 = bitcast <8 x i64> %6169 to <16 x float>
  %6173 = select <16 x i1> %6170, <16 x float> %6172, <16 x float> %6171
  br label %6177

6174:                                             ; preds = %6158
  %6175 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6120, <16 x i1> %6121, <16 x float> zeroinitializer)
  %6176 = fadd <16 x float> %6159, %6175
  br label %6177

6177:                                             ; preds = %6160, %6167, %6174, %6158, %6139, %6116
  %6178 = phi <16 x float> [ %6159, %6158 ], [ %6117, %6116 ], [ %6140, %6139 ], [ %6176, %6174 ], [ %6173, %6167 ], [ %6166, %6160 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6178, ptr nonnull align 1 %6118, <16 x i1> %6121)
  %6179 = or disjoint i64 %430, 96
  %6180 = sub nsw i64 %9, %6179
  %6181 = icmp sgt i64 %6180, 15
  %6182 = trunc i64 %6180 to i32
  %6183 = shl nsw i32 -1, %6182
  %6184 = trunc i32 %6183 to i16
  %6185 = xor i16 %6184, -1
  %6186 = select i1 %6181, i16 -1, i16 %6185
  %6187 = load <16 x float>, ptr %169, align 64
  br i1 %58, label %6193, label %6188

6188:                                             ; preds = %6177
  %6189 = load float, ptr %411, align 4
  %6190 = insertelement <16 x float> poison, float %6189, i64 0
  %6191 = shufflevector <16 x float> %6190, <16 x float> poison, <16 x i32> zeroinitializer
  %6192 = fadd <16 x float> %6187, %6191
  br label %6193

6193:                                             ; preds = %6188, %6177
  %6194 = phi <16 x float> [ %6192, %6188 ], [ %6187, %6177 ]
  %6195 = getelementptr inbounds nuw i8, ptr %5663, i64 384
  %6196 = getelementptr inbounds nuw i8, ptr %5664, i64 384
  %6197 = select i1 %425, ptr null, ptr %6196
  %6198 = bitcast i16 %6186 to <16 x i1>
  switch i64 %139, label %542 [
    i64 1, label %6213
    i64 2, label %6206
    i64 3, label %6199
    i64 0, label %6254
  ]

6199:                                             ; preds = %6193
  %6200 = bitcast <16 x float> %6194 to <8 x i64>
  %6201 = and <8 x i64> %6200, %56
  %6202 = fcmp oeq <16 x float> %6194, %43
  %6203 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6194, i32 4)
  %6204 = bitcast <8 x i64> %6201 to <16 x float>
  %6205 = select <16 x i1> %6202, <16 x float> %6204, <16 x float> %6203
  br label %6216

6206:                                             ; preds = %6193
  %6207 = bitcast <16 x float> %6194 to <8 x i64>
  %6208 = or <8 x i64> %6207, %57
  %6209 = fcmp oeq <16 x float> %6194, %46
  %6210 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6194, i32 4)
  %6211 = bitcast <8 x i64> %6208 to <16 x float>
  %6212 = select <16 x i1> %6209, <16 x float> %6211, <16 x float> %6210
  br label %6216

6213:                                             ; preds = %6193
  %6214 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6197, <16 x i1> %6198, <16 x float> zeroinitializer)
  %6215 = fadd <16 x float> %6194, %6214
  br label %6216

6216:                                             ; preds = %6213, %6206, %6199
  %6217 = phi <16 x float> [ %6215, %6213 ], [ %6212, %6206 ], [ %6205, %6199 ]
  switch i64 %171, label %542 [
    i64 1, label %6232
    i64 2, label %6225
    i64 3, label %6218
    i64 0, label %6254
  ]

6218:                                             ; preds = %6216
  %6219 = bitcast <16 x float> %6217 to <8 x i64>
  %6220 = and <8 x i64> %6219, %56
  %6221 = fcmp oeq <16 x float> %6217, %43
  %6222 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6217, i32 4)
  %6223 = bitcast <8 x i64> %6220 to <16 x float>
  %6224 = select <16 x i1> %6221, <16 x float> %6223, <16 x float> %6222
  br label %6235

6225:                                             ; preds = %6216
  %6226 = bitcast <16 x float> %6217 to <8 x i64>
  %6227 = or <8 x i64> %6226, %57
  %6228 = fcmp oeq <16 x float> %6217, %46
  %6229 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6217, i32 4)
  %6230 = bitcast <8 x i64> %6227 to <16 x float>
  %6231 = select <16 x i1> %6228, <16 x float> %6230, <16 x float> %6229
  br label %6235

6232:                                             ; preds = %6216
  %6233 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6197, <16 x i1> %6198, <16 x float> zeroinitializer)
  %6234 = fadd <16 x float> %6217, %6233
  br label %6235

6235:                                             ; preds = %6232, %6225, %6218
  %6236 = phi <16 x float> [ %6234, %6232 ], [ %6231, %6225 ], [ %6224, %6218 ]
  switch i64 %173, label %542 [
    i64 1, label %6251
    i64 2, label %6244
    i64 3, label %6237
    i64 0, label %6254
  ]

6237:                                             ; preds = %6235
  %6238 = bitcast <16 x float> %6236 to <8 x i64>
  %6239 = and <8 x i64> %6238, %56
  %6240 = fcmp oeq <16 x float> %6236, %43
  %6241 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6236, i32 4)
  %6242 = bitcast <8 x i64> %6239 to <16 x float>
  %6243 = select <16 x i1> %6240, <16 x float> %6242, <16 x float> %6241
  br label %6254

6244:                                             ; preds = %6235
  %6245 = bitcast <16 x float> %6236 to <8 x i64>
  %6246 = or <8 x i64> %6245, %57
  %6247 = fcmp oeq <16 x float> %6236, %46
  %6248 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6236, i32 4)
  %6249 = bitcast <8 x i64> %6246 to <16 x float>
  %6250 = select <16 x i1> %6247, <16 x float> %6249, <16 x float> %6248
  br label %6254

6251:                                             ; preds = %6235
  %6252 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6197, <16 x i1> %6198, <16 x float> zeroinitializer)
  %6253 = fadd <16 x float> %6236, %6252
  br label %6254

6254:                                             ; preds = %6237, %6244, %6251, %6235, %6216, %6193
  %6255 = phi <16 x float> [ %6236, %6235 ], [ %6194, %6193 ], [ %6217, %6216 ], [ %6253, %6251 ], [ %6250, %6244 ], [ %6243, %6237 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6255, ptr nonnull align 1 %6195, <16 x i1> %6198)
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  br label %7623

6256:                                             ; preds = %429
  br i1 %47, label %6257, label %6948

6257:                                             ; preds = %6256
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(512) %32, i8 0, i64 512, i1 false)
  br i1 %54, label %6270, label %6260

6258:                                             ; preds = %6283
  %6259 = load <16 x float>, ptr %32, align 64
  br label %6260

6260:                                             ; preds = %6258, %6257
  %6261 = phi <16 x float> [ %6259, %6258 ], [ zeroinitializer, %6257 ]
  %6262 = getelementptr inbounds nuw float, ptr %417, i64 %430
  %6263 = getelementptr inbounds nuw float, ptr %421, i64 %430
  %6264 = icmp sgt i64 %431, 15
  %6265 = trunc i64 %431 to i32
  %6266 = shl nsw i32 -1, %6265
  %6267 = trunc i32 %6266 to i16
  %6268 = xor i16 %6267, -1
  %6269 = select i1 %6264, i16 -1, i16 %6268
  br i1 %58, label %6348, label %6343

6270:                                             ; preds = %6257, %6283
  %6271 = phi i64 [ %6284, %6283 ], [ 0, %6257 ]
  %6272 = mul nsw i64 %6271, %14
  %6273 = add i64 %424, %6272
  %6274 = icmp sgt i64 %6273, -1
  %6275 = icmp slt i64 %6273, %6
  %6276 = and i1 %6274, %6275
  %6277 = select i1 %6276, i64 %6273, i64 0
  %6278 = mul nsw i64 %6277, %7
  %6279 = getelementptr inbounds float, ptr %408, i64 %6278
  br i1 %55, label %6280, label %6283

6280:                                             ; preds = %6270
  %6281 = mul nuw nsw i64 %6271, %11
  %6282 = getelementptr inbounds nuw float, ptr %410, i64 %6281
  br label %6286

6283:                                             ; preds = %6294, %6270
  %6284 = add nuw nsw i64 %6271, 1
  %6285 = icmp eq i64 %6284, %10
  br i1 %6285, label %6258, label %6270

6286:                                             ; preds = %6280, %6294
  %6287 = phi i64 [ 0, %6280 ], [ %6295, %6294 ]
  %6288 = getelementptr inbounds nuw float, ptr %6282, i64 %6287
  %6289 = load float, ptr %6288, align 4
  %6290 = insertelement <16 x float> poison, float %6289, i64 0
  %6291 = shufflevector <16 x float> %6290, <16 x float> poison, <16 x i32> zeroinitializer
  %6292 = mul nsw i64 %6287, %15
  %6293 = sub i64 %6292, %17
  br label %6297

6294:                                             ; preds = %6327
  %6295 = add nuw nsw i64 %6287, 1
  %6296 = icmp eq i64 %6295, %11
  br i1 %6296, label %6283, label %6286

6297:                                             ; preds = %6286, %6327
  %6298 = phi i64 [ 0, %6286 ], [ %6341, %6327 ]
  %6299 = shl nuw nsw i64 %6298, 4
  %6300 = or disjoint i64 %430, %6299
  %6301 = sub nsw i64 %9, %6300
  %6302 = shl nuw nsw i64 %6300, 1
  %6303 = add i64 %6293, %6302
  %6304 = icmp slt i64 %6303, 0
  %6305 = sub nsw i64 0, %6303
  %6306 = select i1 %6304, i64 %6305, i64 0
  %6307 = sub nsw i64 %7, %6303
  %6308 = shl nsw i64 %6301, 1
  %6309 = add nsw i64 %6308, -1
  %6310 = tail call i64 @llvm.smin.i64(i64 %6307, i64 %6309)
  %6311 = tail call i64 @llvm.smin.i64(i64 %6310, i64 32)
  %6312 = icmp sgt i64 %6311, %6306
  %6313 = select i1 %6276, i1 %6312, i1 false
  %6314 = select i1 %6313, i64 %6306, i64 0
  %6315 = select i1 %6313, i64 %6311, i64 0
  %6316 = getelementptr inbounds float, ptr %6279, i64 %6303
  %6317 = icmp sgt i64 %6315, %6314
  br i1 %6317, label %6318, label %6327

6318:                                             ; preds = %6297
  %6319 = icmp sgt i64 %6315, 31
  %6320 = trunc i64 %6315 to i32
  %6321 = shl nsw i32 -1, %6320
  %6322 = xor i32 %6321, -1
  %6323 = select i1 %6319, i32 -1, i32 %6322
  %6324 = trunc i64 %6314 to i32
  %6325 = shl nsw i32 -1, %6324
  %6326 = and i32 %6323, %6325
  br label %6327

6327:                                             ; preds = %6297, %6318
  %6328 = phi i32 [ %6326, %6318 ], [ 0, %6297 ]
  %6329 = trunc i32 %6328 to i16
  %6330 = bitcast i16 %6329 to <16 x i1>
  %6331 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %6316, <16 x i1> %6330, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %6332 = lshr i32 %6328, 16
  %6333 = trunc nuw i32 %6332 to i16
  %6334 = getelementptr inbounds nuw i8, ptr %6316, i64 64
  %6335 = bitcast i16 %6333 to <16 x i1>
  %6336 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %6334, <16 x i1> %6335, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %6337 = shufflevector <16 x float> %6331, <16 x float> %6336, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %6338 = getelementptr inbounds nuw <16 x float>, ptr %32, i64 %6298
  %6339 = load <16 x float>, ptr %6338, align 64
  %6340 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %6337, <16 x float> %6291, <16 x float> %6339)
  store <16 x float> %6340, ptr %6338, align 64
  %6341 = add nuw nsw i64 %6298, 1
  %6342 = icmp eq i64 %6341, 8
  br i1 %6342, label %6294, label %6297

6343:                                             ; preds = %6260
  %6344 = load float, ptr %411, align 4
  %6345 = insertelement <16 x float> poison, float %6344, i64 0
  %6346 = shufflevector <16 x float> %6345, <16 x float> poison, <16 x i32> zeroinitializer
  %6347 = fadd <16 x float> %6261, %6346
  br label %6348

6348:                                             ; preds = %6343, %6260
  %6349 = phi <16 x float> [ %6347, %6343 ], [ %6261, %6260 ]
  %6350 = select i1 %425, ptr null, ptr %6263
  %6351 = bitcast i16 %6269 to <16 x i1>
  switch i64 %99, label %542 [
    i64 1, label %6352
    i64 2, label %6355
    i64 3, label %6362
    i64 0, label %6407
  ]

6352:                                             ; preds = %6348
  %6353 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6350, <16 x i1> %6351, <16 x float> zeroinitializer)
  %6354 = fadd <16 x float> %6349, %6353
  br label %6369

6355:                                             ; preds = %6348
  %6356 = bitcast <16 x float> %6349 to <8 x i64>
  %6357 = or <8 x i64> %6356, %57
  %6358 = fcmp oeq <16 x float> %6349, %46
  %6359 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6349, i32 4)
  %6360 = bitcast <8 x i64> %6357 to <16 x float>
  %6361 = select <16 x i1> %6358, <16 x float> %6360, <16 x float> %6359
  br label %6369

6362:                                             ; preds = %6348
  %6363 = bitcast <16 x float> %6349 to <8 x i64>
  %6364 = and <8 x i64> %6363, %56
  %6365 = fcmp oeq <16 x float> %6349, %43
  %6366 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6349, i32 4)
  %6367 = bitcast <8 x i64> %6364 to <16 x float>
  %6368 = select <16 x i1> %6365, <16 x float> %6367, <16 x float> %6366
  br label %6369

6369:                                             ; preds = %6362, %6355, %6352
  %6370 = phi <16 x float> [ %6354, %6352 ], [ %6361, %6355 ], [ %6368, %6362 ]
  switch i64 %101, label %542 [
    i64 1, label %6385
    i64 2, label %6378
    i64 3, label %6371
    i64 0, label %6407
  ]

6371:                                             ; preds = %6369
  %6372 = bitcast <16 x float> %6370 to <8 x i64>
  %6373 = and <8 x i64> %6372, %56
  %6374 = fcmp oeq <16 x float> %6370, %43
  %6375 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6370, i32 4)
  %6376 = bitcast <8 x i64> %6373 to <16 x float>
  %6377 = select <16 x i1> %6374, <16 x float> %6376, <16 x float> %6375
  br label %6388

6378:                                             ; preds = %6369
  %6379 = bitcast <16 x float> %6370 to <8 x i64>
  %6380 = or <8 x i64> %6379, %57
  %6381 = fcmp oeq <16 x float> %6370, %46
  %6382 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6370, i32 4)
  %6383 = bitcast <8 x i64> %6380 to <16 x float>
  %6384 = select <16 x i1> %6381, <16 x float> %6383, <16 x float> %6382
  br label %6388

6385:                                             ; preds = %6369
  %6386 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6350, <16 x i1> %6351, <16 x float> zeroinitializer)
  %6387 = fadd <16 x float> %6370, %6386
  br label %6388

6388:                                             ; preds = %6385, %6378, %6371
  %6389 = phi <16 x float> [ %6387, %6385 ], [ %6384, %6378 ], [ %6377, %6371 ]
  switch i64 %103, label %542 [
    i64 1, label %6404
    i64 2, label %6397
    i64 3, label %6390
    i64 0, label %6407
  ]

6390:                                             ; preds = %6388
  %6391 = bitcast <16 x float> %6389 to <8 x i64>
  %6392 = and <8 x i64> %6391, %56
  %6393 = fcmp oeq <16 x float> %6389, %43
  %6394 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6389, i32 4)
  %6395 = bitcast <8 x i64> %6392 to <16 x float>
  %6396 = select <16 x i1> %6393, <16 x float> %6395, <16 x float> %6394
  br label %6407

6397:                                             ; preds = %6388
  %6398 = bitcast <16 x float> %6389 to <8 x i64>
  %6399 = or <8 x i64> %6398, %57
  %6400 = fcmp oeq <16 x float> %6389, %46
  %6401 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6389, i32 4)
  %6402 = bitcast <8 x i64> %6399 to <16 x float>
  %6403 = select <16 x i1> %6400, <16 x float> %6402, <16 x float> %6401
  br label %6407

6404:                                             ; preds = %6388
  %6405 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6350, <16 x i1> %6351, <16 x float> zeroinitializer)
  %6406 = fadd <16 x float> %6389, %6405
  br label %6407

6407:                                             ; preds = %6390, %6397, %6404, %6388, %6369, %6348
  %6408 = phi <16 x float> [ %6389, %6388 ], [ %6349, %6348 ], [ %6370, %6369 ], [ %6406, %6404 ], [ %6403, %6397 ], [ %6396, %6390 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6408, ptr align 1 %6262, <16 x i1> %6351)
  %6409 = or disjoint i64 %430, 16
  %6410 = sub nsw i64 %9, %6409
  %6411 = icmp sgt i64 %6410, 15
  %6412 = trunc i64 %6410 to i32
  %6413 = shl nsw i32 -1, %6412
  %6414 = trunc i32 %6413 to i16
  %6415 = xor i16 %6414, -1
  %6416 = select i1 %6411, i16 -1, i16 %6415
  %6417 = load <16 x float>, ptr %104, align 64
  br i1 %58, label %6423, label %6418

6418:                                             ; preds = %6407
  %6419 = load float, ptr %411, align 4
  %6420 = insertelement <16 x float> poison, float %6419, i64 0
  %6421 = shufflevector <16 x float> %6420, <16 x float> poison, <16 x i32> zeroinitializer
  %6422 = fadd <16 x float> %6417, %6421
  br label %6423

6423:                                             ; preds = %6418, %6407
  %6424 = phi <16 x float> [ %6422, %6418 ], [ %6417, %6407 ]
  %6425 = getelementptr inbounds nuw i8, ptr %6262, i64 64
  %6426 = getelementptr inbounds nuw i8, ptr %6263, i64 64
  %6427 = select i1 %425, ptr null, ptr %6426
  %6428 = bitcast i16 %6416 to <16 x i1>
  switch i64 %99, label %542 [
    i64 1, label %6443
    i64 2, label %6436
    i64 3, label %6429
    i64 0, label %6484
  ]

6429:                                             ; preds = %6423
  %6430 = bitcast <16 x float> %6424 to <8 x i64>
  %6431 = and <8 x i64> %6430, %56
  %6432 = fcmp oeq <16 x float> %6424, %43
  %6433 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6424, i32 4)
  %6434 = bitcast <8 x i64> %6431 to <16 x float>
  %6435 = select <16 x i1> %6432, <16 x float> %6434, <16 x float> %6433
  br label %6446

6436:                                             ; preds = %6423
  %6437 = bitcast <16 x float> %6424 to <8 x i64>
  %6438 = or <8 x i64> %6437, %57
  %6439 = fcmp oeq <16 x float> %6424, %46
  %6440 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6424, i32 4)
  %6441 = bitcast <8 x i64> %6438 to <16 x float>
  %6442 = select <16 x i1> %6439, <16 x float> %6441, <16 x float> %6440
  br label %6446

6443:                                             ; preds = %6423
  %6444 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6427, <16 x i1> %6428, <16 x float> zeroinitializer)
  %6445 = fadd <16 x float> %6424, %6444
  br label %6446

6446:                                             ; preds = %6443, %6436, %6429
  %6447 = phi <16 x float> [ %6445, %6443 ], [ %6442, %6436 ], [ %6435, %6429 ]
  switch i64 %106, label %542 [
    i64 1, label %6462
    i64 2, label %6455
    i64 3, label %6448
    i64 0, label %6484
  ]

6448:                                             ; preds = %6446
  %6449 = bitcast <16 x float> %6447 to <8 x i64>
  %6450 = and <8 x i64> %6449, %56
  %6451 = fcmp oeq <16 x float> %6447, %43
  %6452 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6447, i32 4)
  %6453 = bitcast <8 x i64> %6450 to <16 x float>
  %6454 = select <16 x i1> %6451, <16 x float> %6453, <16 x float> %6452
  br label %6465

6455:                                             ; preds = %6446
  %6456 = bitcast <16 x float> %6447 to <8 x i64>
  %6457 = or <8 x i64> %6456, %57
  %6458 = fcmp oeq <16 x float> %6447, %46
  %6459 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6447, i32 4)
  %6460 = bitcast <8 x i64> %6457 to <16 x float>
  %6461 = select <16 x i1> %6458, <16 x float> %6460, <16 x float> %6459
  br label %6465

6462:                                             ; preds = %6446
  %6463 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6427, <16 x i1> %6428, <16 x float> zeroinitializer)
  %6464 = fadd <16 x float> %6447, %6463
  br label %6465

6465:                                             ; preds = %6462, %6455, %6448
  %6466 = phi <16 x float> [ %6464, %6462 ], [ %6461, %6455 ], [ %6454, %6448 ]
  switch i64 %108, label %542 [
    i64 1, label %6481
    i64 2, label %6474
    i64 3, label %6467
    i64 0, label %6484
  ]

6467:                                             ; preds = %6465
  %6468 = bitcast <16 x float> %6466 to <8 x i64>
  %6469 = and <8 x i64> %6468, %56
  %6470 = fcmp oeq <16 x float> %6466, %43
  %6471 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6466, i32 4)
  %6472 = bitcast <8 x i64> %6469 to <16 x float>
  %6473 = select <16 x i1> %6470, <16 x float> %6472, <16 x float> %6471
  br label %6484

6474:                                             ; preds = %6465
  %6475 = bitcast <16 x float> %6466 to <8 x i64>
  %6476 = or <8 x i64> %6475, %57
  %6477 = fcmp oeq <16 x float> %6466, %46
  %6478 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6466, i32 4)
  %6479 = bitcast <8 x i64> %6476 to <16 x float>
  %6480 = select <16 x i1> %6477, <16 x float> %6479, <16 x float> %6478
  br label %6484

6481:                                             ; preds = %6465
  %6482 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6427, <16 x i1> %6428, <16 x float> zeroinitializer)
  %6483 = fadd <16 x float> %6466, %6482
  br label %6484

6484:                                             ; preds = %6467, %6474, %6481, %6465, %6446, %6423
  %6485 = phi <16 x float> [ %6466, %6465 ], [ %6424, %6423 ], [ %6447, %6446 ], [ %6483, %6481 ], [ %6480, %6474 ], [ %6473, %6467 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6485, ptr nonnull align 1 %6425, <16 x i1> %6428)
  %6486 = or disjoint i64 %430, 32
  %6487 = sub nsw i64 %9, %6486
  %6488 = icmp sgt i64 %6487, 15
  %6489 = trunc i64 %6487 to i32
  %6490 = shl nsw i32 -1, %6489
  %6491 = trunc i32 %6490 to i16
  %6492 = xor i16 %6491, -1
  %6493 = select i1 %6488, i16 -1, i16 %6492
  %6494 = load <16 x float>, ptr %109, align 64
  br i1 %58, label %6500, label %6495

6495:                                             ; preds = %6484
  %6496 = load float, ptr %411, align 4
  %6497 = insertelement <16 x float> poison, float %6496, i64 0
  %6498 = shufflevector <16 x float> %6497, <16 x float> poison, <16 x i32> zeroinitializer
  %6499 = fadd <16 x float> %6494, %6498
  br label %6500

6500:                                             ; preds = %6495, %6484
  %6501 = phi <16 x float> [ %6499, %6495 ], [ %6494, %6484 ]
  %6502 = getelementptr inbounds nuw i8, ptr %6262, i64 128
  %6503 = getelementptr inbounds nuw i8, ptr %6263, i64 128
  %6504 = select i1 %425, ptr null, ptr %6503
  %6505 = bitcast i16 %6493 to <16 x i1>
  switch i64 %99, label %542 [
    i64 1, label %6520
    i64 2, label %6513
    i64 3, label %6506
    i64 0, label %6561
  ]

6506:                                             ; preds = %6500
  %6507 = bitcast <16 x float> %6501 to <8 x i64>
  %6508 = and <8 x i64> %6507, %56
  %6509 = fcmp oeq <16 x float> %6501, %43
  %6510 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6501, i32 4)
  %6511 = bitcast <8 x i64> %6508 to <16 x float>
  %6512 = select <16 x i1> %6509, <16 x float> %6511, <16 x float> %6510
  br label %6523

6513:                                             ; preds = %6500
  %6514 = bitcast <16 x float> %6501 to <8 x i64>
  %6515 = or <8 x i64> %6514, %57
  %6516 = fcmp oeq <16 x float> %6501, %46
  %6517 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6501, i32 4)
  %6518 = bitcast <8 x i64> %6515 to <16 x float>
  %6519 = select <16 x i1> %6516, <16 x float> %6518, <16 x float> %6517
  br label %6523

6520:                                             ; preds = %6500
  %6521 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6504, <16 x i1> %6505, <16 x float> zeroinitializer)
  %6522 = fadd <16 x float> %6501, %6521
  br label %6523

6523:                                             ; preds = %6520, %6513, %6506
  %6524 = phi <16 x float> [ %6522, %6520 ], [ %6519, %6513 ], [ %6512, %6506 ]
  switch i64 %111, label %542 [
    i64 1, label %6539
    i64 2, label %6532
    i64 3, label %6525
    i64 0, label %6561
  ]

6525:                                             ; preds = %6523
  %6526 = bitcast <16 x float> %6524 to <8 x i64>
  %6527 = and <8 x i64> %6526, %56
  %6528 = fcmp oeq <16 x float> %6524, %43
  %6529 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6524, i32 4)
  %6530 = bitcast <8 x i64> %6527 to <16 x float>
  %6531 = select <16 x i1> %6528, <16 x float> %6530, <16 x float> %6529
  br label %6542

6532:                                             ; preds = %6523
  %6533 = bitcast <16 x float> %6524 to <8 x i64>
  %6534 = or <8 x i64> %6533, %57
  %6535 = fcmp oeq <16 x float> %6524, %46
  %6536 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6524, i32 4)
  %6537 = bitcast <8 x i64> %6534 to <16 x float>
  %6538 = select <16 x i1> %6535, <16 x float> %6537, <16 x float> %6536
  br label %6542

6539:                                             ; preds = %6523
  %6540 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6504, <16 x i1> %6505, <16 x float> zeroinitializer)
  %6541 = fadd <16 x float> %6524, %6540
  br label %6542

6542:                                             ; preds = %6539, %6532, %6525
  %6543 = phi <16 x float> [ %6541, %6539 ], [ %6538, %6532 ], [ %6531, %6525 ]
  switch i64 %113, label %542 [
    i64 1, label %6558
    i64 2, label %6551
    i64 3, label %6544
    i64 0, label %6561
  ]

6544:                                             ; preds = %6542
  %6545 = bitcast <16 x float> %6543 to <8 x i64>
  %6546 = and <8 x i64> %6545, %56
  %6547 = fcmp oeq <16 x float> %6543, %43
  %6548 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6543, i32 4)
  %6549 = bitcast <8 x i64> %6546 to <16 x float>
  %6550 = select <16 x i1> %6547, <16 x float> %6549, <16 x float> %6548
  br label %6561

6551:                                             ; preds = %6542
  %6552 = bitcast <16 x float> %6543 to <8 x i64>
  %6553 = or <8 x i64> %6552, %57
  %6554 = fcmp oeq <16 x float> %6543, %46
  %6555 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6543, i32 4)
  %6556 = bitcast <8 x i64> %6553 to <16 x float>
  %6557 = select <16 x i1> %6554, <16 x float> %6556, <16 x float> %6555
  br label %6561

6558:                                             ; preds = %6542
  %6559 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6504, <16 x i1> %6505, <16 x float> zeroinitializer)
  %6560 = fadd <16 x float> %6543, %6559
  br label %6561

6561:                                             ; preds = %6544, %6551, %6558, %6542, %6523, %6500
  %6562 = phi <16 x float> [ %6543, %6542 ], [ %6501, %6500 ], [ %6524, %6523 ], [ %6560, %6558 ], [ %6557, %6551 ], [ %6550, %6544 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6562, ptr nonnull align 1 %6502, <16 x i1> %6505)
  %6563 = or disjoint i64 %430, 48
  %6564 = sub nsw i64 %9, %6563
  %6565 = icmp sgt i64 %6564, 15
  %6566 = trunc i64 %6564 to i32
  %6567 = shl nsw i32 -1, %6566
  %6568 = trunc i32 %6567 to i16
  %6569 = xor i16 %6568, -1
  %6570 = select i1 %6565, i16 -1, i16 %6569
  %6571 = load <16 x float>, ptr %114, align 64
  br i1 %58, label %6577, label %6572

6572:                                             ; preds = %6561
  %6573 = load float, ptr %411, align 4
  %6574 = insertelement <16 x float> poison, float %6573, i64 0
  %6575 = shufflevector <16 x float> %6574, <16 x float> poison, <16 x i32> zeroinitializer
  %6576 = fadd <16 x float> %6571, %6575
  br label %6577

6577:                                             ; preds = %6572, %6561
  %6578 = phi <16 x float> [ %6576, %6572 ], [ %6571, %6561 ]
  %6579 = getelementptr inbounds nuw i8, ptr %6262, i64 192
  %6580 = getelementptr inbounds nuw i8, ptr %6263, i64 192
  %6581 = select i1 %425, ptr null, ptr %6580
  %6582 = bitcast i16 %6570 to <16 x i1>
  switch i64 %99, label %542 [
    i64 1, label %6597
    i64 2, label %6590
    i64 3, label %6583
    i64 0, label %6638
  ]

6583:                                             ; preds = %6577
  %6584 = bitcast <16 x float> %6578 to <8 x i64>
  %6585 = and <8 x i64> %6584, %56
  %6586 = fcmp oeq <16 x float> %6578, %43
  %6587 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6578, i32 4)
  %6588 = bitcast <8 x i64> %6585 to <16 x float>
  %6589 = select <16 x i1> %6586, <16 x float> %6588, <16 x float> %6587
  br label %6600

6590:                                             ; preds = %6577
  %6591 = bitcast <16 x float> %6578 to <8 x i64>
  %6592 = or <8 x i64> %6591, %57
  %6593 = fcmp oeq <16 x float> %6578, %46
  %6594 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6578, i32 4)
  %6595 = bitcast <8 x i64> %6592 to <16 x float>
  %6596 = select <16 x i1> %6593, <16 x float> %6595, <16 x float> %6594
  br label %6600

6597:                                             ; preds = %6577
  %6598 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6581, <16 x i1> %6582, <16 x float> zeroinitializer)
  %6599 = fadd <16 x float> %6578, %6598
  br label %6600

6600:                                             ; preds = %6597, %6590, %6583
  %6601 = phi <16 x float> [ %6599, %6597 ], [ %6596, %6590 ], [ %6589, %6583 ]
  switch i64 %116, label %542 [
    i64 1, label %6616
    i64 2, label %6609
    i64 3, label %6602
    i64 0, label %6638
  ]

6602:                                             ; preds = %6600
  %6603 = bitcast <16 x float> %6601 to <8 x i64>
  %6604 = and <8 x i64> %6603, %56
  %6605 = fcmp oeq <16 x float> %6601, %43
  %6606 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6601, i32 4)
  %6607 = bitcast <8 x i64> %6604 to <16 x float>
  %6608 = select <16 x i1> %6605, <16 x float> %6607, <16 x float> %6606
  br label %6619

6609:                                             ; preds = %6600
  %6610 = bitcast <16 x float> %6601 to <8 x i64>
  %6611 = or <8 x i64> %6610, %57
  %6612 = fcmp oeq <16 x float> %6601, %46
  %6613 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6601, i32 4)
  %6614 = bitcast <8 x i64> %6611 to <16 x float>
  %6615 = select <16 x i1> %6612, <16 x float> %6614, <16 x float> %6613
  br label %6619

6616:                                             ; preds = %6600
  %6617 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6581, <16 x i1> %6582, <16 x float> zeroinitializer)
  %6618 = fadd <16 x float> %6601, %6617
  br label %6619

6619:                                             ; preds = %6616, %6609, %6602
  %6620 = phi <16 x float> [ %6618, %6616 ], [ %6615, %6609 ], [ %6608, %6602 ]
  switch i64 %118, label %542 [
    i64 1, label %6635
    i64 2, label %6628
    i64 3, label %6621
    i64 0, label %6638
  ]

6621:                                             ; preds = %6619
  %6622 = bitcast <16 x float> %6620 to <8 x i64>
  %6623 = and <8 x i64> %6622, %56
  %6624 = fcmp oeq <16 x float> %6620, %43
  %6625 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6620, i32 4)
  %6626 = bitcast <8 x i64> %6623 to <16 x float>
  %6627 = select <16 x i1> %6624, <16 x float> %6626, <16 x float> %6625
  br label %6638

6628:                                             ; preds = %6619
  %6629 = bitcast <16 x float> %6620 to <8 x i64>
  %6630 = or <8 x i64> %6629, %57
  %6631 = fcmp oeq <16 x float> %6620, %46
  %6632 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6620, i32 4)
  %6633 = bitcast <8 x i64> %6630 to <16 x float>
  %6634 = select <16 x i1> %6631, <16 x float> %6633, <16 x float> %6632
  br label %6638

6635:                                             ; preds = %6619
  %6636 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6581, <16 x i1> %6582, <16 x float> zeroinitializer)
  %6637 = fadd <16 x float> %6620, %6636
  br label %6638

6638:                                             ; preds = %6621, %6628, %6635, %6619, %6600, %6577
  %6639 = phi <16 x float> [ %6620, %6619 ], [ %6578, %6577 ], [ %6601, %6600 ], [ %6637, %6635 ], [ %6634, %6628 ], [ %6627, %6621 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6639, ptr nonnull align 1 %6579, <16 x i1> %6582)
  %6640 = or disjoint i64 %430, 64
  %6641 = sub nsw i64 %9, %6640
  %6642 = icmp sgt i64 %6641, 15
  %6643 = trunc i64 %6641 to i32
  %6644 = shl nsw i32 -1, %6643
  %6645 = trunc i32 %6644 to i16
  %6646 = xor i16 %6645, -1
  %6647 = select i1 %6642, i16 -1, i16 %6646
  %6648 = load <16 x float>, ptr %119, align 64
  br i1 %58, label %6654, label %6649

6649:                                             ; preds = %6638
  %6650 = load float, ptr %411, align 4
  %6651 = insertelement <16 x float> poison, float %6650, i64 0
  %6652 = shufflevector <16 x float> %6651, <16 x float> poison, <16 x i32> zeroinitializer
  %6653 = fadd <16 x float> %6648, %6652
  br label %6654

6654:                                             ; preds = %6649, %6638
  %6655 = phi <16 x float> [ %6653, %6649 ], [ %6648, %6638 ]
  %6656 = getelementptr inbounds nuw i8, ptr %6262, i64 256
  %6657 = getelementptr inbounds nuw i8, ptr %6263, i64 256
  %6658 = select i1 %425, ptr null, ptr %6657
  %6659 = bitcast i16 %6647 to <16 x i1>
  switch i64 %99, label %542 [
    i64 1, label %6674
    i64 2, label %6667
    i64 3, label %6660
    i64 0, label %6715
  ]

6660:                                             ; preds = %6654
  %6661 = bitcast <16 x float> %6655 to <8 x i64>
  %6662 = and <8 x i64> %6661, %56
  %6663 = fcmp oeq <16 x float> %6655, %43
  %6664 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6655, i32 4)
  %6665 = bitcast <8 x i64> %6662 to <16 x float>
  %6666 = select <16 x i1> %6663, <16 x float> %6665, <16 x float> %6664
  br label %6677

6667:                                             ; preds = %6654
  %6668 = bitcast <16 x float> %6655 to <8 x i64>
  %6669 = or <8 x i64> %6668, %57
  %6670 = fcmp oeq <16 x float> %6655, %46
  %6671 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6655, i32 4)
  %6672 = bitcast <8 x i64> %6669 to <16 x float>
  %6673 = select <16 x i1> %6670, <16 x float> %6672, <16 x float> %6671
  br label %6677

6674:                                             ; preds = %6654
  %6675 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6658, <16 x i1> %6659, <16 x float> zeroinitializer)
  %6676 = fadd <16 x float> %6655, %6675
  br label %6677

6677:                                             ; preds = %6674, %6667, %6660
  %6678 = phi <16 x float> [ %6676, %6674 ], [ %6673, %6667 ], [ %6666, %6660 ]
  switch i64 %121, label %542 [
    i64 1, label %6693
    i64 2, label %6686
    i64 3, label %6679
    i64 0, label %6715
  ]

6679:                                             ; preds = %6677
  %6680 = bitcast <16 x float> %6678 to <8 x i64>
  %6681 = and <8 x i64> %6680, %56
  %6682 = fcmp oeq <16 x float> %6678, %43
  %6683 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6678, i32 4)
  %6684 = bitcast <8 x i64> %6681 to <16 x float>
  %6685 = select <16 x i1> %6682, <16 x float> %6684, <16 x float> %6683
  br label %6696

6686:                                             ; preds = %6677
  %6687 = bitcast <16 x float> %6678 to <8 x i64>
  %6688 = or <8 x i64> %6687, %57
  %6689 = fcmp oeq <16 x float> %6678, %46
  %6690 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6678, i32 4)
  %6691 = bitcast <8 x i64> %6688 to <16 x float>
  %6692 = select <16 x i1> %6689, <16 x float> %6691, <16 x float> %6690
  br label %6696

6693:                                             ; preds = %6677
  %6694 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6658, <16 x i1> %6659, <16 x float> zeroinitializer)
  %6695 = fadd <16 x float> %6678, %6694
  br label %6696

6696:                                             ; preds = %6693, %6686, %6679
  %6697 = phi <16 x float> [ %6695, %6693 ], [ %6692, %6686 ], [ %6685, %6679 ]
  switch i64 %123, label %542 [
    i64 1, label %6712
    i64 2, label %6705
    i64 3, label %6698
    i64 0, label %6715
  ]

6698:                                             ; preds = %6696
  %6699 = bitcast <16 x float> %6697 to <8 x i64>
  %6700 = and <8 x i64> %6699, %56
  %6701 = fcmp oeq <16 x float> %6697, %43
  %6702 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6697, i32 4)
  %6703 = bitcast <8 x i64> %6700 to <16 x float>
  %6704 = select <16 x i1> %6701, <16 x float> %6703, <16 x float> %6702
  br label %6715

6705:                                             ; preds = %6696
  %6706 = bitcast <16 x float> %6697 to <8 x i64>
  %6707 = or <8 x i64> %6706, %57
  %6708 = fcmp oeq <16 x float> %6697, %46
  %6709 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6697, i32 4)
  %6710 = bitcast <8 x i64> %6707 to <16 x float>
  %6711 = select <16 x i1> %6708, <16 x float> %6710, <16 x float> %6709
  br label %6715

6712:                                             ; preds = %6696
  %6713 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6658, <16 x i1> %6659, <16 x float> zeroinitializer)
  %6714 = fadd <16 x float> %6697, %6713
  br label %6715

6715:                                             ; preds = %6698, %6705, %6712, %6696, %6677, %6654
  %6716 = phi <16 x float> [ %6697, %6696 ], [ %6655, %6654 ], [ %6678, %6677 ], [ %6714, %6712 ], [ %6711, %6705 ], [ %6704, %6698 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6716, ptr nonnull align 1 %6656, <16 x i1> %6659)
  %6717 = or disjoint i64 %430, 80
  %6718 = sub nsw i64 %9, %6717
  %6719 = icmp sgt i64 %6718, 15
  %6720 = trunc i64 %6718 to i32
  %6721 = shl nsw i32 -1, %6720
  %6722 = trunc i32 %6721 to i16
  %6723 = xor i16 %6722, -1
  %6724 = select i1 %6719, i16 -1, i16 %6723
  %6725 = load <16 x float>, ptr %124, align 64
  br i1 %58, label %6731, label %6726

6726:                                             ; preds = %6715
  %6727 = load float, ptr %411, align 4
  %6728 = insertelement <16 x float> poison, float %6727, i64 0
  %6729 = shufflevector <16 x float> %6728, <16 x float> poison, <16 x i32> zeroinitializer
  %6730 = fadd <16 x float> %6725, %6729
  br label %6731

6731:                                             ; preds = %6726, %6715
  %6732 = phi <16 x float> [ %6730, %6726 ], [ %6725, %6715 ]
  %6733 = getelementptr inbounds nuw i8, ptr %6262, i64 320
  %6734 = getelementptr inbounds nuw i8, ptr %6263, i64 320
  %6735 = select i1 %425, ptr null, ptr %6734
  %6736 = bitcast i16 %6724 to <16 x i1>
  switch i64 %99, label %542 [
    i64 1, label %6751
    i64 2, label %6744
    i64 3, label %6737
    i64 0, label %6792
  ]

6737:                                             ; preds = %6731
  %6738 = bitcast <16 x float> %6732 to <8 x i64>
  %6739 = and <8 x i64> %6738, %56
  %6740 = fcmp oeq <16 x float> %6732, %43
  %6741 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6732, i32 4)
  %6742 = bitcast <8 x i64> %6739 to <16 x float>
  %6743 = select <16 x i1> %6740, <16 x float> %6742, <16 x float> %6741
  br label %6754

6744:                                             ; preds = %6731
  %6745 = bitcast <16 x float> %6732 to <8 x i64>
  %6746 = or <8 x i64> %6745, %57
  %6747 = fcmp oeq <16 x float> %6732, %46
  %6748 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6732, i32 4)
  %6749 = bitcast <8 x i64> %6746 to <16 x float>
  %6750 = select <16 x i1> %6747, <16 x float> %6749, <16 x float> %6748
  br label %6754

6751:                                             ; preds = %6731
  %6752 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6735, <16 x i1> %6736, <16 x float> zeroinitializer)
  %6753 = fadd <16 x float> %6732, %6752
  br label %6754

6754:                                             ; preds = %6751, %6744, %6737
  %6755 = phi <16 x float> [ %6753, %6751 ], [ %6750, %6744 ], [ %6743, %6737 ]
  switch i64 %126, label %542 [
    i64 1, label %6770
    i64 2, label %6763
    i64 3, label %6756
    i64 0, label %6792
  ]

6756:                                             ; preds = %6754
  %6757 = bitcast <16 x float> %6755 to <8 x i64>
  %6758 = and <8 x i64> %6757, %56
  %6759 = fcmp oeq <16 x float> %6755, %43
  %6760 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6755, i32 4)
  %6761 = bitcast <8 x i64> %6758 to <16 x float>
  %6762 = select <16 x i1> %6759, <16 x float> %6761, <16 x float> %6760
  br label %6773

6763:                                             ; preds = %6754
  %6764 = bitcast <16 x float> %6755 to <8 x i64>
  %6765 = or <8 x i64> %6764, %57
  %6766 = fcmp oeq <16 x float> %6755, %46
  %6767 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6755, i32 4)
  %6768 = bitcast <8 x i64> %6765 to <16 x float>
  %6769 = select <16 x i1> %6766, <16 x float> %6768, <16 x float> %6767
  br label %6773

6770:                                             ; preds = %6754
  %6771 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6735, <16 x i1> %6736, <16 x float> zeroinitializer)
  %6772 = fadd <16 x float> %6755, %6771
  br label %6773

6773:                                             ; preds = %6770, %6763, %6756
  %6774 = phi <16 x float> [ %6772, %6770 ], [ %6769, %6763 ], [ %6762, %6756 ]
  switch i64 %128, label %542 [
    i64 1, label %6789
    i64 2, label %6782
    i64 3, label %6775
    i64 0, label %6792
  ]

6775:                                             ; preds = %6773
  %6776 = bitcast <16 x float> %6774 to <8 x i64>
  %6777 = and <8 x i64> %6776, %56
  %6778 = fcmp oeq <16 x float> %6774, %43
  %6779 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6774, i32 4)
  %6780 = bitcast <8 x i64> %6777 to <16 x float>
  %6781 = select <16 x i1> %6778, <16 x float> %6780, <16 x float> %6779
  br label %6792

6782:                                             ; preds = %6773
  %6783 = bitcast <16 x float> %6774 to <8 x i64>
  %6784 = or <8 x i64> %6783, %57
  %6785 = fcmp oeq <16 x float> %6774, %46
  %6786 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6774, i32 4)
  %6787 = bitcast <8 x i64> %6784 to <16 x float>
  %6788 = select <16 x i1> %6785, <16 x float> %6787, <16 x float> %6786
  br label %6792

6789:                                             ; preds = %6773
  %6790 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6735, <16 x i1> %6736, <16 x float> zeroinitializer)
  %6791 = fadd <16 x float> %6774, %6790
  br label %6792

6792:                                             ; preds = %6775, %6782, %6789, %6773, %6754, %6731
  %6793 = phi <16 x float> [ %6774, %6773 ], [ %6732, %6731 ], [ %6755, %6754 ], [ %6791, %6789 ], [ %6788, %6782 ], [ %6781, %6775 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6793, ptr nonnull align 1 %6733, <16 x i1> %6736)
  %6794 = or disjoint i64 %430, 96
  %6795 = sub nsw i64 %9, %6794
  %6796 = icmp sgt i64 %6795, 15
  %6797 = trunc i64 %6795 to i32
  %6798 = shl nsw i32 -1, %6797
  %6799 = trunc i32 %6798 to i16
  %6800 = xor i16 %6799, -1
  %6801 = select i1 %6796, i16 -1, i16 %6800
  %6802 = load <16 x float>, ptr %129, align 64
  br i1 %58, label %6808, label %6803

6803:                                             ; preds = %6792
  %6804 = load float, ptr %411, align 4
  %6805 = insertelement <16 x float> poison, float %6804, i64 0
  %6806 = shufflevector <16 x float> %6805, <16 x float> poison, <16 x i32> zeroinitializer
  %6807 = fadd <16 x float> %6802, %6806
  br label %6808

6808:                                             ; preds = %6803, %6792
  %6809 = phi <16 x float> [ %6807, %6803 ], [ %6802, %6792 ]
  %6810 = getelementptr inbounds nuw i8, ptr %6262, i64 384
  %6811 = getelementptr inbounds nuw i8, ptr %6263, i64 384
  %6812 = select i1 %425, ptr null, ptr %6811
  %6813 = bitcast i16 %6801 to <16 x i1>
  switch i64 %99, label %542 [
    i64 1, label %6828
    i64 2, label %6821
    i64 3, label %6814
    i64 0, label %6869
  ]

6814:                                             ; preds = %6808
  %6815 = bitcast <16 x float> %6809 to <8 x i64>
  %6816 = and <8 x i64> %6815, %56
  %6817 = fcmp oeq <16 x float> %6809, %43
  %6818 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6809, i32 4)
  %6819 = bitcast <8 x i64> %6816 to <16 x float>
  %6820 = select <16 x i1> %6817, <16 x float> %6819, <16 x float> %6818
  br label %6831

6821:                                             ; preds = %6808
  %6822 = bitcast <16 x float> %6809 to <8 x i64>
  %6823 = or <8 x i64> %6822, %57
  %6824 = fcmp oeq <16 x float> %6809, %46
  %6825 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6809, i32 4)
  %6826 = bitcast <8 x i64> %6823 to <16 x float>
  %6827 = select <16 x i1> %6824, <16 x float> %6826, <16 x float> %6825
  br label %6831

6828:                                             ; preds = %6808
  %6829 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6812, <16 x i1> %6813, <16 x float> zeroinitializer)
  %6830 = fadd <16 x float> %6809, %6829
  br label %6831

6831:                                             ; preds = %6828, %6821, %6814
  %6832 = phi <16 x float> [ %6830, %6828 ], [ %6827, %6821 ], [ %6820, %6814 ]
  switch i64 %131, label %542 [
    i64 1, label %6847
    i64 2, label %6840
    i64 3, label %6833
    i64 0, label %6869
  ]

6833:                                             ; preds = %6831
  %6834 = bitcast <16 x float> %6832 to <8 x i64>
  %6835 = and <8 x i64> %6834, %56
  %6836 = fcmp oeq <16 x float> %6832, %43
  %6837 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6832, i32 4)
  %6838 = bitcast <8 x i64> %6835 to <16 x float>
  %6839 = select <16 x i1> %6836, <16 x float> %6838, <16 x float> %6837
  br label %6850

6840:                                             ; preds = %6831
  %6841 = bitcast <16 x float> %6832 to <8 x i64>
  %6842 = or <8 x i64> %6841, %57
  %6843 = fcmp oeq <16 x float> %6832, %46
  %6844 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6832, i32 4)
  %6845 = bitcast <8 x i64> %6842 to <16 x float>
  %6846 = select <16 x i1> %6843, <16 x float> %6845, <16 x float> %6844
  br label %6850

6847:                                             ; preds = %6831
  %6848 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6812, <16 x i1> %6813, <16 x float> zeroinitializer)
  %6849 = fadd <16 x float> %6832, %6848
  br label %6850

6850:                                             ; preds = %6847, %6840, %6833
  %6851 = phi <16 x float> [ %6849, %6847 ], [ %6846, %6840 ], [ %6839, %6833 ]
  switch i64 %133, label %542 [
    i64 1, label %6866
    i64 2, label %6859
    i64 3, label %6852
    i64 0, label %6869
  ]

6852:                                             ; preds = %6850
  %6853 = bitcast <16 x float> %6851 to <8 x i64>
  %6854 = and <8 x i64> %6853, %56
  %6855 = fcmp oeq <16 x float> %6851, %43
  %6856 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6851, i32 4)
  %6857 = bitcast <8 x i64> %6854 to <16 x float>
  %6858 = select <16 x i1> %6855, <16 x float> %6857, <16 x float> %6856
  br label %6869

6859:                                             ; preds = %6850
  %6860 = bitcast <16 x float> %6851 to <8 x i64>
  %6861 = or <8 x i64> %6860, %57
  %6862 = fcmp oeq <16 x float> %6851, %46
  %6863 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6851, i32 4)
  %6864 = bitcast <8 x i64> %6861 to <16 x float>
  %6865 = select <16 x i1> %6862, <16 x float> %6864, <16 x float> %6863
  br label %6869

6866:                                             ; preds = %6850
  %6867 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6812, <16 x i1> %6813, <16 x float> zeroinitializer)
  %6868 = fadd <16 x float> %6851, %6867
  br label %6869

6869:                                             ; preds = %6852, %6859, %6866, %6850, %6831, %6808
  %6870 = phi <16 x float> [ %6851, %6850 ], [ %6809, %6808 ], [ %6832, %6831 ], [ %6868, %6866 ], [ %6865, %6859 ], [ %6858, %6852 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6870, ptr nonnull align 1 %6810, <16 x i1> %6813)
  %6871 = or disjoint i64 %430, 112
  %6872 = sub nsw i64 %9, %6871
  %6873 = icmp sgt i64 %6872, 15
  %6874 = trunc i64 %6872 to i32
  %6875 = shl nsw i32 -1, %6874
  %6876 = trunc i32 %6875 to i16
  %6877 = xor i16 %6876, -1
  %6878 = select i1 %6873, i16 -1, i16 %6877
  %6879 = load <16 x float>, ptr %134, align 64
  br i1 %58, label %6885, label %6880

6880:                                             ; preds = %6869
  %6881 = load float, ptr %411, align 4
  %6882 = insertelement <16 x float> poison, float %6881, i64 0
  %6883 = shufflevector <16 x float> %6882, <16 x float> poison, <16 x i32> zeroinitializer
  %6884 = fadd <16 x float> %6879, %6883
  br label %6885

6885:                                             ; preds = %6880, %6869
  %6886 = phi <16 x float> [ %6884, %6880 ], [ %6879, %6869 ]
  %6887 = getelementptr inbounds nuw i8, ptr %6262, i64 448
  %6888 = getelementptr inbounds nuw i8, ptr %6263, i64 448
  %6889 = select i1 %425, ptr null, ptr %6888
  %6890 = bitcast i16 %6878 to <16 x i1>
  switch i64 %99, label %542 [
    i64 1, label %6905
    i64 2, label %6898
    i64 3, label %6891
    i64 0, label %6946
  ]

6891:                                             ; preds = %6885
  %6892 = bitcast <16 x float> %6886 to <8 x i64>
  %6893 = and <8 x i64> %6892, %56
  %6894 = fcmp oeq <16 x float> %6886, %43
  %6895 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6886, i32 4)
  %6896 = bitcast <8 x i64> %6893 to <16 x float>
  %6897 = select <16 x i1> %6894, <16 x float> %6896, <16 x float> %6895
  br label %6908

6898:                                             ; preds = %6885
  %6899 = bitcast <16 x float> %6886 to <8 x i64>
  %6900 = or <8 x i64> %6899, %57
  %6901 = fcmp oeq <16 x float> %6886, %46
  %6902 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6886, i32 4)
  %6903 = bitcast <8 x i64> %6900 to <16 x float>
  %6904 = select <16 x i1> %6901, <16 x float> %6903, <16 x float> %6902
  br label %6908

6905:                                             ; preds = %6885
  %6906 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6889, <16 x i1> %6890, <16 x float> zeroinitializer)
  %6907 = fadd <16 x float> %6886, %6906
  br label %6908

6908:                                             ; preds = %6905, %6898, %6891
  %6909 = phi <16 x float> [ %6907, %6905 ], [ %6904, %6898 ], [ %6897, %6891 ]
  switch i64 %136, label %542 [
    i64 1, label %6924
    i64 2, label %6917
    i64 3, label %6910
    i64 0, label %6946
  ]

6910:                                             ; preds = %6908
  %6911 = bitcast <16 x float> %6909 to <8 x i64>
  %6912 = and <8 x i64> %6911, %56
  %6913 = fcmp oeq <16 x float> %6909, %43
  %6914 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6909, i32 4)
  %6915 = bitcast <8 x i64> %6912 to <16 x float>
  %6916 = select <16 x i1> %6913, <16 x float> %6915, <16 x float> %6914
  br label %6927

6917:                                             ; preds = %6908
  %6918 = bitcast <16 x float> %6909 to <8 x i64>
  %6919 = or <8 x i64> %6918, %57
  %6920 = fcmp oeq <16 x float> %6909, %46
  %6921 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6909, i32 4)
  %6922 = bitcast <8 x i64> %6919 to <16 x float>
  %6923 = select <16 x i1> %6920, <16 x float> %6922, <16 x float> %6921
  br label %6927

6924:                                             ; preds = %6908
  %6925 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6889, <16 x i1> %6890, <16 x float> zeroinitializer)
  %6926 = fadd <16 x float> %6909, %6925
  br label %6927

6927:                                             ; preds = %6924, %6917, %6910
  %6928 = phi <16 x float> [ %6926, %6924 ], [ %6923, %6917 ], [ %6916, %6910 ]
  switch i64 %138, label %542 [
    i64 1, label %6943
    i64 2, label %6936
    i64 3, label %6929
    i64 0, label %6946
  ]

6929:                                             ; preds = %6927
  %6930 = bitcast <16 x float> %6928 to <8 x i64>
  %6931 = and <8 x i64> %6930, %56
  %6932 = fcmp oeq <16 x float> %6928, %43
  %6933 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %6928, i32 4)
  %6934 = bitcast <8 x i64> %6931 to <16 x float>
  %6935 = select <16 x i1> %6932, <16 x float> %6934, <16 x float> %6933
  br label %6946

6936:                                             ; preds = %6927
  %6937 = bitcast <16 x float> %6928 to <8 x i64>
  %6938 = or <8 x i64> %6937, %57
  %6939 = fcmp oeq <16 x float> %6928, %46
  %6940 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %6928, i32 4)
  %6941 = bitcast <8 x i64> %6938 to <16 x float>
  %6942 = select <16 x i1> %6939, <16 x float> %6941, <16 x float> %6940
  br label %6946

6943:                                             ; preds = %6927
  %6944 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6889, <16 x i1> %6890, <16 x float> zeroinitializer)
  %6945 = fadd <16 x float> %6928, %6944
  br label %6946

6946:                                             ; preds = %6929, %6936, %6943, %6927, %6908, %6885
  %6947 = phi <16 x float> [ %6928, %6927 ], [ %6886, %6885 ], [ %6909, %6908 ], [ %6945, %6943 ], [ %6942, %6936 ], [ %6935, %6929 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6947, ptr nonnull align 1 %6887, <16 x i1> %6890)
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  br label %7623

6948:                                             ; preds = %6256
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 64 dereferenceable(512) %33, i8 0, i64 512, i1 false)
  br i1 %54, label %6961, label %6951

6949:                                             ; preds = %6974
  %6950 = load <16 x float>, ptr %33, align 64
  br label %6951

6951:                                             ; preds = %6949, %6948
  %6952 = phi <16 x float> [ %6950, %6949 ], [ zeroinitializer, %6948 ]
  %6953 = getelementptr inbounds nuw float, ptr %417, i64 %430
  %6954 = getelementptr inbounds nuw float, ptr %421, i64 %430
  %6955 = icmp sgt i64 %431, 15
  %6956 = trunc i64 %431 to i32
  %6957 = shl nsw i32 -1, %6956
  %6958 = trunc i32 %6957 to i16
  %6959 = xor i16 %6958, -1
  %6960 = select i1 %6955, i16 -1, i16 %6959
  br i1 %58, label %7023, label %7018

6961:                                             ; preds = %6948, %6974
  %6962 = phi i64 [ %6975, %6974 ], [ 0, %6948 ]
  %6963 = mul nsw i64 %6962, %14
  %6964 = add i64 %424, %6963
  %6965 = icmp sgt i64 %6964, -1
  %6966 = icmp slt i64 %6964, %6
  %6967 = and i1 %6965, %6966
  %6968 = select i1 %6967, i64 %6964, i64 0
  %6969 = mul nsw i64 %6968, %7
  %6970 = getelementptr inbounds float, ptr %408, i64 %6969
  br i1 %55, label %6971, label %6974

6971:                                             ; preds = %6961
  %6972 = mul nuw nsw i64 %6962, %11
  %6973 = getelementptr inbounds nuw float, ptr %410, i64 %6972
  br label %6977

6974:                                             ; preds = %6985, %6961
  %6975 = add nuw nsw i64 %6962, 1
  %6976 = icmp eq i64 %6975, %10
  br i1 %6976, label %6949, label %6961

6977:                                             ; preds = %6971, %6985
  %6978 = phi i64 [ 0, %6971 ], [ %6986, %6985 ]
  %6979 = getelementptr inbounds nuw float, ptr %6973, i64 %6978
  %6980 = load float, ptr %6979, align 4
  %6981 = insertelement <16 x float> poison, float %6980, i64 0
  %6982 = shufflevector <16 x float> %6981, <16 x float> poison, <16 x i32> zeroinitializer
  %6983 = mul nsw i64 %6978, %15
  %6984 = sub i64 %6983, %17
  br label %6988

6985:                                             ; preds = %6988
  %6986 = add nuw nsw i64 %6978, 1
  %6987 = icmp eq i64 %6986, %11
  br i1 %6987, label %6974, label %6977

6988:                                             ; preds = %6977, %6988
  %6989 = phi i64 [ 0, %6977 ], [ %7016, %6988 ]
  %6990 = shl nuw nsw i64 %6989, 4
  %6991 = or disjoint i64 %430, %6990
  %6992 = sub nsw i64 %9, %6991
  %6993 = add i64 %6984, %6991
  %6994 = icmp slt i64 %6993, 0
  %6995 = sub nsw i64 0, %6993
  %6996 = select i1 %6994, i64 %6995, i64 0
  %6997 = sub nsw i64 %7, %6993
  %6998 = tail call i64 @llvm.smin.i64(i64 %6997, i64 %6992)
  %6999 = tail call i64 @llvm.smin.i64(i64 %6998, i64 16)
  %7000 = icmp sgt i64 %6999, %6996
  %7001 = select i1 %6967, i1 %7000, i1 false
  %7002 = trunc i64 %6999 to i32
  %7003 = shl nsw i32 -1, %7002
  %7004 = xor i32 %7003, -1
  %7005 = trunc i64 %6996 to i32
  %7006 = shl nsw i32 -1, %7005
  %7007 = and i32 %7006, %7004
  %7008 = trunc i32 %7007 to i16
  %7009 = select i1 %7001, i16 %7008, i16 0
  %7010 = getelementptr inbounds float, ptr %6970, i64 %6993
  %7011 = bitcast i16 %7009 to <16 x i1>
  %7012 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7010, <16 x i1> %7011, <16 x float> zeroinitializer)
  %7013 = getelementptr inbounds nuw <16 x float>, ptr %33, i64 %6989
  %7014 = load <16 x float>, ptr %7013, align 64
  %7015 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7012, <16 x float> %6982, <16 x float> %7014)
  store <16 x float> %7015, ptr %7013, align 64
  %7016 = add nuw nsw i64 %6989, 1
  %7017 = icmp eq i64 %7016, 8
  br i1 %7017, label %6985, label %6988

7018:                                             ; preds = %6951
  %7019 = load float, ptr %411, align 4
  %7020 = insertelement <16 x float> poison, float %7019, i64 0
  %7021 = shufflevector <16 x float> %7020, <16 x float> poison, <16 x i32> zeroinitializer
  %7022 = fadd <16 x float> %6952, %7021
  br label %7023

7023:                                             ; preds = %7018, %6951
  %7024 = phi <16 x float> [ %7022, %7018 ], [ %6952, %6951 ]
  %7025 = select i1 %425, ptr null, ptr %6954
  %7026 = bitcast i16 %6960 to <16 x i1>
  switch i64 %59, label %542 [
    i64 1, label %7027
    i64 2, label %7030
    i64 3, label %7037
    i64 0, label %7082
  ]

7027:                                             ; preds = %7023
  %7028 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7025, <16 x i1> %7026, <16 x float> zeroinitializer)
  %7029 = fadd <16 x float> %7024, %7028
  br label %7044

7030:                                             ; preds = %7023
  %7031 = bitcast <16 x float> %7024 to <8 x i64>
  %7032 = or <8 x i64> %7031, %57
  %7033 = fcmp oeq <16 x float> %7024, %46
  %7034 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7024, i32 4)
  %7035 = bitcast <8 x i64> %7032 to <16 x float>
  %7036 = select <16 x i1> %7033, <16 x float> %7035, <16 x float> %7034
  br label %7044

7037:                                             ; preds = %7023
  %7038 = bitcast <16 x float> %7024 to <8 x i64>
  %7039 = and <8 x i64> %7038, %56
  %7040 = fcmp oeq <16 x float> %7024, %43
  %7041 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7024, i32 4)
  %7042 = bitcast <8 x i64> %7039 to <16 x float>
  %7043 = select <16 x i1> %7040, <16 x float> %7042, <16 x float> %7041
  br label %7044

7044:                                             ; preds = %7037, %7030, %7027
  %7045 = phi <16 x float> [ %7029, %7027 ], [ %7036, %7030 ], [ %7043, %7037 ]
  switch i64 %61, label %542 [
    i64 1, label %7060
    i64 2, label %7053
    i64 3, label %7046
    i64 0, label %7082
  ]

7046:                                             ; preds = %7044
  %7047 = bitcast <16 x float> %7045 to <8 x i64>
  %7048 = and <8 x i64> %7047, %56
  %7049 = fcmp oeq <16 x float> %7045, %43
  %7050 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7045, i32 4)
  %7051 = bitcast <8 x i64> %7048 to <16 x float>
  %7052 = select <16 x i1> %7049, <16 x float> %7051, <16 x float> %7050
  br label %7063

7053:                                             ; preds = %7044
  %7054 = bitcast <16 x float> %7045 to <8 x i64>
  %7055 = or <8 x i64> %7054, %57
  %7056 = fcmp oeq <16 x float> %7045, %46
  %7057 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7045, i32 4)
  %7058 = bitcast <8 x i64> %7055 to <16 x float>
  %7059 = select <16 x i1> %7056, <16 x float> %7058, <16 x float> %7057
  br label %7063

7060:                                             ; preds = %7044
  %7061 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7025, <16 x i1> %7026, <16 x float> zeroinitializer)
  %7062 = fadd <16 x float> %7045, %7061
  br label %7063

7063:                                             ; preds = %7060, %7053, %7046
  %7064 = phi <16 x float> [ %7062, %7060 ], [ %7059, %7053 ], [ %7052, %7046 ]
  switch i64 %63, label %542 [
    i64 1, label %7079
    i64 2, label %7072
    i64 3, label %7065
    i64 0, label %7082
  ]

7065:                                             ; preds = %7063
  %7066 = bitcast <16 x float> %7064 to <8 x i64>
  %7067 = and <8 x i64> %7066, %56
  %7068 = fcmp oeq <16 x float> %7064, %43
  %7069 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7064, i32 4)
  %7070 = bitcast <8 x i64> %7067 to <16 x float>
  %7071 = select <16 x i1> %7068, <16 x float> %7070, <16 x float> %7069
  br label %7082

7072:                                             ; preds = %7063
  %7073 = bitcast <16 x float> %7064 to <8 x i64>
  %7074 = or <8 x i64> %7073, %57
  %7075 = fcmp oeq <16 x float> %7064, %46
  %7076 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7064, i32 4)
  %7077 = bitcast <8 x i64> %7074 to <16 x float>
  %7078 = select <16 x i1> %7075, <16 x float> %7077, <16 x float> %7076
  br label %7082

7079:                                             ; preds = %7063
  %7080 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7025, <16 x i1> %7026, <16 x float> zeroinitializer)
  %7081 = fadd <16 x float> %7064, %7080
  br label %7082

7082:                                             ; preds = %7065, %7072, %7079, %7063, %7044, %7023
  %7083 = phi <16 x float> [ %7064, %7063 ], [ %7024, %7023 ], [ %7045, %7044 ], [ %7081, %7079 ], [ %7078, %7072 ], [ %7071, %7065 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7083, ptr align 1 %6953, <16 x i1> %7026)
  %7084 = or disjoint i64 %430, 16
  %7085 = sub nsw i64 %9, %7084
  %7086 = icmp sgt i64 %7085, 15
  %7087 = trunc i64 %7085 to i32
  %7088 = shl nsw i32 -1, %7087
  %7089 = trunc i32 %7088 to i16
  %7090 = xor i16 %7089, -1
  %7091 = select i1 %7086, i16 -1, i16 %7090
  %7092 = load <16 x float>, ptr %64, align 64
  br i1 %58, label %7098, label %7093

7093:                                             ; preds = %7082
  %7094 = load float, ptr %411, align 4
  %7095 = insertelement <16 x float> poison, float %7094, i64 0
  %7096 = shufflevector <16 x float> %7095, <16 x float> poison, <16 x i32> zeroinitializer
  %7097 = fadd <16 x float> %7092, %7096
  br label %7098

7098:                                             ; preds = %7093, %7082
  %7099 = phi <16 x float> [ %7097, %7093 ], [ %7092, %7082 ]
  %7100 = getelementptr inbounds nuw i8, ptr %6953, i64 64
  %7101 = getelementptr inbounds nuw i8, ptr %6954, i64 64
  %7102 = select i1 %425, ptr null, ptr %7101
  %7103 = bitcast i16 %7091 to <16 x i1>
  switch i64 %59, label %542 [
    i64 1, label %7118
    i64 2, label %7111
    i64 3, label %7104
    i64 0, label %7159
  ]

7104:                                             ; preds = %7098
  %7105 = bitcast <16 x float> %7099 to <8 x i64>
  %7106 = and <8 x i64> %7105, %56
  %7107 = fcmp oeq <16 x float> %7099, %43
  %7108 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7099, i32 4)
  %7109 = bitcast <8 x i64> %7106 to <16 x float>
  %7110 = select <16 x i1> %7107, <16 x float> %7109, <16 x float> %7108
  br label %7121

7111:                                             ; preds = %7098
  %7112 = bitcast <16 x float> %7099 to <8 x i64>
  %7113 = or <8 x i64> %7112, %57
  %7114 = fcmp oeq <16 x float> %7099, %46
  %7115 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7099, i32 4)
  %7116 = bitcast <8 x i64> %7113 to <16 x float>
  %7117 = select <16 x i1> %7114, <16 x float> %7116, <16 x float> %7115
  br label %7121

7118:                                             ; preds = %7098
  %7119 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7102, <16 x i1> %7103, <16 x float> zeroinitializer)
  %7120 = fadd <16 x float> %7099, %7119
  br label %7121

7121:                                             ; preds = %7118, %7111, %7104
  %7122 = phi <16 x float> [ %7120, %7118 ], [ %7117, %7111 ], [ %7110, %7104 ]
  switch i64 %66, label %542 [
    i64 1, label %7137
    i64 2, label %7130
    i64 3, label %7123
    i64 0, label %7159
  ]

7123:                                             ; preds = %7121
  %7124 = bitcast <16 x float> %7122 to <8 x i64>
  %7125 = and <8 x i64> %7124, %56
  %7126 = fcmp oeq <16 x float> %7122, %43
  %7127 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7122, i32 4)
  %7128 = bitcast <8 x i64> %7125 to <16 x float>
  %7129 = select <16 x i1> %7126, <16 x float> %7128, <16 x float> %7127
  br label %7140

7130:                                             ; preds = %7121
  %7131 = bitcast <16 x float> %7122 to <8 x i64>
  %7132 = or <8 x i64> %7131, %57
  %7133 = fcmp oeq <16 x float> %7122, %46
  %7134 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7122, i32 4)
  %7135 = bitcast <8 x i64> %7132 to <16 x float>
  %7136 = select <16 x i1> %7133, <16 x float> %7135, <16 x float> %7134
  br label %7140

7137:                                             ; preds = %7121
  %7138 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7102, <16 x i1> %7103, <16 x float> zeroinitializer)
  %7139 = fadd <16 x float> %7122, %7138
  br label %7140

7140:                                             ; preds = %7137, %7130, %7123
  %7141 = phi <16 x float> [ %7139, %7137 ], [ %7136, %7130 ], [ %7129, %7123 ]
  switch i64 %68, label %542 [
    i64 1, label %7156
    i64 2, label %7149
    i64 3, label %7142
    i64 0, label %7159
  ]

7142:                                             ; preds = %7140
  %7143 = bitcast <16 x float> %7141 to <8 x i64>
  %7144 = and <8 x i64> %7143, %56
  %7145 = fcmp oeq <16 x float> %7141, %43
  %7146 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7141, i32 4)
  %7147 = bitcast <8 x i64> %7144 to <16 x float>
  %7148 = select <16 x i1> %7145, <16 x float> %7147, <16 x float> %7146
  br label %7159

7149:                                             ; preds = %7140
  %7150 = bitcast <16 x float> %7141 to <8 x i64>
  %7151 = or <8 x i64> %7150, %57
  %7152 = fcmp oeq <16 x float> %7141, %46
  %7153 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7141, i32 4)
  %7154 = bitcast <8 x i64> %7151 to <16 x float>
  %7155 = select <16 x i1> %7152, <16 x float> %7154, <16 x float> %7153
  br label %7159

7156:                                             ; preds = %7140
  %7157 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7102, <16 x i1> %7103, <16 x float> zeroinitializer)
  %7158 = fadd <16 x float> %7141, %7157
  br label %7159

7159:                                             ; preds = %7142, %7149, %7156, %7140, %7121, %7098
  %7160 = phi <16 x float> [ %7141, %7140 ], [ %7099, %7098 ], [ %7122, %7121 ], [ %7158, %7156 ], [ %7155, %7149 ], [ %7148, %7142 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7160, ptr nonnull align 1 %7100, <16 x i1> %7103)
  %7161 = or disjoint i64 %430, 32
  %7162 = sub nsw i64 %9, %7161
  %7163 = icmp sgt i64 %7162, 15
  %7164 = trunc i64 %7162 to i32
  %7165 = shl nsw i32 -1, %7164
  %7166 = trunc i32 %7165 to i16
  %7167 = xor i16 %7166, -1
  %7168 = select i1 %7163, i16 -1, i16 %7167
  %7169 = load <16 x float>, ptr %69, align 64
  br i1 %58, label %7175, label %7170

7170:                                             ; preds = %7159
  %7171 = load float, ptr %411, align 4
  %7172 = insertelement <16 x float> poison, float %7171, i64 0
  %7173 = shufflevector <16 x float> %7172, <16 x float> poison, <16 x i32> zeroinitializer
  %7174 = fadd <16 x float> %7169, %7173
  br label %7175

7175:                                             ; preds = %7170, %7159
  %7176 = phi <16 x float> [ %7174, %7170 ], [ %7169, %7159 ]
  %7177 = getelementptr inbounds nuw i8, ptr %6953, i64 128
  %7178 = getelementptr inbounds nuw i8, ptr %6954, i64 128
  %7179 = select i1 %425, ptr null, ptr %7178
  %7180 = bitcast i16 %7168 to <16 x i1>
  switch i64 %59, label %542 [
    i64 1, label %7195
    i64 2, label %7188
    i64 3, label %7181
    i64 0, label %7236
  ]

7181:                                             ; preds = %7175
  %7182 = bitcast <16 x float> %7176 to <8 x i64>
  %7183 = and <8 x i64> %7182, %56
  %7184 = fcmp oeq <16 x float> %7176, %43
  %7185 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7176, i32 4)
  %7186 = bitcast <8 x i64> %7183 to <16 x float>
  %7187 = select <16 x i1> %7184, <16 x float> %7186, <16 x float> %7185
  br label %7198

7188:                                             ; preds = %7175
  %7189 = bitcast <16 x float> %7176 to <8 x i64>
  %7190 = or <8 x i64> %7189, %57
  %7191 = fcmp oeq <16 x float> %7176, %46
  %7192 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7176, i32 4)
  %7193 = bitcast <8 x i64> %7190 to <16 x float>
  %7194 = select <16 x i1> %7191, <16 x float> %7193, <16 x float> %7192
  br label %7198

7195:                                             ; preds = %7175
  %7196 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7179, <16 x i1> %7180, <16 x float> zeroinitializer)
  %7197 = fadd <16 x float> %7176, %7196
  br label %7198

7198:                                             ; preds = %7195, %7188, %7181
  %7199 = phi <16 x float> [ %7197, %7195 ], [ %7194, %7188 ], [ %7187, %7181 ]
  switch i64 %71, label %542 [
    i64 1, label %7214
    i64 2, label %7207
    i64 3, label %7200
    i64 0, label %7236
  ]

7200:                                             ; preds = %7198
  %7201 = bitcast <16 x float> %7199 to <8 x i64>
  %7202 = and <8 x i64> %7201, %56
  %7203 = fcmp oeq <16 x float> %7199, %43
  %7204 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7199, i32 4)
  %7205 = bitcast <8 x i64> %7202 to <16 x float>
  %7206 = select <16 x i1> %7203, <16 x float> %7205, <16 x float> %7204
  br label %7217

7207:                                             ; preds = %7198
  %7208 = bitcast <16 x float> %7199 to <8 x i64>
  %7209 = or <8 x i64> %7208, %57
  %7210 = fcmp oeq <16 x float> %7199, %46
  %7211 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7199, i32 4)
  %7212 = bitcast <8 x i64> %7209 to <16 x float>
  %7213 = select <16 x i1> %7210, <16 x float> %7212, <16 x float> %7211
  br label %7217

7214:                                             ; preds = %7198
  %7215 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7179, <16 x i1> %7180, <16 x float> zeroinitializer)
  %7216 = fadd <16 x float> %7199, %7215
  br label %7217

7217:                                             ; preds = %7214, %7207, %7200
  %7218 = phi <16 x float> [ %7216, %7214 ], [ %7213, %7207 ], [ %7206, %7200 ]
  switch i64 %73, label %542 [
    i64 1, label %7233
    i64 2, label %7226
    i64 3, label %7219
    i64 0, label %7236
  ]

7219:                                             ; preds = %7217
  %7220 = bitcast <16 x float> %7218 to <8 x i64>
  %7221 = and <8 x i64> %7220, %56
  %7222 = fcmp oeq <16 x float> %7218, %43
  %7223 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7218, i32 4)
  %7224 = bitcast <8 x i64> %7221 to <16 x float>
  %7225 = select <16 x i1> %7222, <16 x float> %7224, <16 x float> %7223
  br label %7236

7226:                                             ; preds = %7217
  %7227 = bitcast <16 x float> %7218 to <8 x i64>
  %7228 = or <8 x i64> %7227, %57
  %7229 = fcmp oeq <16 x float> %7218, %46
  %7230 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7218, i32 4)
  %7231 = bitcast <8 x i64> %7228 to <16 x float>
  %7232 = select <16 x i1> %7229, <16 x float> %7231, <16 x float> %7230
  br label %7236

7233:                                             ; preds = %7217
  %7234 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7179, <16 x i1> %7180, <16 x float> zeroinitializer)
  %7235 = fadd <16 x float> %7218, %7234
  br label %7236

7236:                                             ; preds = %7219, %7226, %7233, %7217, %7198, %7175
  %7237 = phi <16 x float> [ %7218, %7217 ], [ %7176, %7175 ], [ %7199, %7198 ], [ %7235, %7233 ], [ %7232, %7226 ], [ %7225, %7219 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7237, ptr nonnull align 1 %7177, <16 x i1> %7180)
  %7238 = or disjoint i64 %430, 48
  %7239 = sub nsw i64 %9, %7238
  %7240 = icmp sgt i64 %7239, 15
  %7241 = trunc i64 %7239 to i32
  %7242 = shl nsw i32 -1, %7241
  %7243 = trunc i32 %7242 to i16
  %7244 = xor i16 %7243, -1
  %7245 = select i1 %7240, i16 -1, i16 %7244
  %7246 = load <16 x float>, ptr %74, align 64
  br i1 %58, label %7252, label %7247

7247:                                             ; preds = %7236
  %7248 = load float, ptr %411, align 4
  %7249 = insertelement <16 x float> poison, float %7248, i64 0
  %7250 = shufflevector <16 x float> %7249, <16 x float> poison, <16 x i32> zeroinitializer
  %7251 = fadd <16 x float> %7246, %7250
  br label %7252

7252:                                             ; preds = %7247, %7236
  %7253 = phi <16 x float> [ %7251, %7247 ], [ %7246, %7236 ]
  %7254 = getelementptr inbounds nuw i8, ptr %6953, i64 192
  %7255 = getelementptr inbounds nuw i8, ptr %6954, i64 192
  %7256 = select i1 %425, ptr null, ptr %7255
  %7257 = bitcast i16 %7245 to <16 x i1>
  switch i64 %59, label %542 [
    i64 1, label %7272
    i64 2, label %7265
    i64 3, label %7258
    i64 0, label %7313
  ]

7258:                                             ; preds = %7252
  %7259 = bitcast <16 x float> %7253 to <8 x i64>
  %7260 = and <8 x i64> %7259, %56
  %7261 = fcmp oeq <16 x float> %7253, %43
  %7262 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7253, i32 4)
  %7263 = bitcast <8 x i64> %7260 to <16 x float>
  %7264 = select <16 x i1> %7261, <16 x float> %7263, <16 x float> %7262
  br label %7275

7265:                                             ; preds = %7252
  %7266 = bitcast <16 x float> %7253 to <8 x i64>
  %7267 = or <8 x i64> %7266, %57
  %7268 = fcmp oeq <16 x float> %7253, %46
  %7269 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7253, i32 4)
  %7270 = bitcast <8 x i64> %7267 to <16 x float>
  %7271 = select <16 x i1> %7268, <16 x float> %7270, <16 x float> %7269
  br label %7275

7272:                                             ; preds = %7252
  %7273 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7256, <16 x i1> %7257, <16 x float> zeroinitializer)
  %7274 = fadd <16 x float> %7253, %7273
  br label %7275

7275:                                             ; preds = %7272, %7265, %7258
  %7276 = phi <16 x float> [ %7274, %7272 ], [ %7271, %7265 ], [ %7264, %7258 ]
  switch i64 %76, label %542 [
    i64 1, label %7291
    i64 2, label %7284
    i64 3, label %7277
    i64 0, label %7313
  ]

7277:                                             ; preds = %7275
  %7278 = bitcast <16 x float> %7276 to <8 x i64>
  %7279 = and <8 x i64> %7278, %56
  %7280 = fcmp oeq <16 x float> %7276, %43
  %7281 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7276, i32 4)
  %7282 = bitcast <8 x i64> %7279 to <16 x float>
  %7283 = select <16 x i1> %7280, <16 x float> %7282, <16 x float> %7281
  br label %7294

7284:                                             ; preds = %7275
  %7285 = bitcast <16 x float> %7276 to <8 x i64>
  %7286 = or <8 x i64> %7285, %57
  %7287 = fcmp oeq <16 x float> %7276, %46
  %7288 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7276, i32 4)
  %7289 = bitcast <8 x i64> %7286 to <16 x float>
  %7290 = select <16 x i1> %7287, <16 x float> %7289, <16 x float> %7288
  br label %7294

7291:                                             ; preds = %7275
  %7292 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7256, <16 x i1> %7257, <16 x float> zeroinitializer)
  %7293 = fadd <16 x float> %7276, %7292
  br label %7294

7294:                                             ; preds = %7291, %7284, %7277
  %7295 = phi <16 x float> [ %7293, %7291 ], [ %7290, %7284 ], [ %7283, %7277 ]
  switch i64 %78, label %542 [
    i64 1, label %7310
    i64 2, label %7303
    i64 3, label %7296
    i64 0, label %7313
  ]

7296:                                             ; preds = %7294
  %7297 = bitcast <16 x float> %7295 to <8 x i64>
  %7298 = and <8 x i64> %7297, %56
  %7299 = fcmp oeq <16 x float> %7295, %43
  %7300 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7295, i32 4)
  %7301 = bitcast <8 x i64> %7298 to <16 x float>
  %7302 = select <16 x i1> %7299, <16 x float> %7301, <16 x float> %7300
  br label %7313

7303:                                             ; preds = %7294
  %7304 = bitcast <16 x float> %7295 to <8 x i64>
  %7305 = or <8 x i64> %7304, %57
  %7306 = fcmp oeq <16 x float> %7295, %46
  %7307 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7295, i32 4)
  %7308 = bitcast <8 x i64> %7305 to <16 x float>
  %7309 = select <16 x i1> %7306, <16 x float> %7308, <16 x float> %7307
  br label %7313

7310:                                             ; preds = %7294
  %7311 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7256, <16 x i1> %7257, <16 x float> zeroinitializer)
  %7312 = fadd <16 x float> %7295, %7311
  br label %7313

7313:                                             ; preds = %7296, %7303, %7310, %7294, %7275, %7252
  %7314 = phi <16 x float> [ %7295, %7294 ], [ %7253, %7252 ], [ %7276, %7275 ], [ %7312, %7310 ], [ %7309, %7303 ], [ %7302, %7296 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7314, ptr nonnull align 1 %7254, <16 x i1> %7257)
  %7315 = or disjoint i64 %430, 64
  %7316 = sub nsw i64 %9, %7315
  %7317 = icmp sgt i64 %7316, 15
  %7318 = trunc i64 %7316 to i32
  %7319 = shl nsw i32 -1, %7318
  %7320 = trunc i32 %7319 to i16
  %7321 = xor i16 %7320, -1
  %7322 = select i1 %7317, i16 -1, i16 %7321
  %7323 = load <16 x float>, ptr %79, align 64
  br i1 %58, label %7329, label %7324

7324:                                             ; preds = %7313
  %7325 = load float, ptr %411, align 4
  %7326 = insertelement <16 x float> poison, float %7325, i64 0
  %7327 = shufflevector <16 x float> %7326, <16 x float> poison, <16 x i32> zeroinitializer
  %7328 = fadd <16 x float> %7323, %7327
  br label %7329

7329:                                             ; preds = %7324, %7313
  %7330 = phi <16 x float> [ %7328, %7324 ], [ %7323, %7313 ]
  %7331 = getelementptr inbounds nuw i8, ptr %6953, i64 256
  %7332 = getelementptr inbounds nuw i8, ptr %6954, i64 256
  %7333 = select i1 %425, ptr null, ptr %7332
  %7334 = bitcast i16 %7322 to <16 x i1>
  switch i64 %59, label %542 [
    i64 1, label %7349
    i64 2, label %7342
    i64 3, label %7335
    i64 0, label %7390
  ]

7335:                                             ; preds = %7329
  %7336 = bitcast <16 x float> %7330 to <8 x i64>
  %7337 = and <8 x i64> %7336, %56
  %7338 = fcmp oeq <16 x float> %7330, %43
  %7339 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7330, i32 4)
  %7340 = bitcast <8 x i64> %7337 to <16 x float>
  %7341 = select <16 x i1> %7338, <16 x float> %7340, <16 x float> %7339
  br label %7352

7342:                                             ; preds = %7329
  %7343 = bitcast <16 x float> %7330 to <8 x i64>
  %7344 = or <8 x i64> %7343, %57
  %7345 = fcmp oeq <16 x float> %7330, %46
  %7346 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7330, i32 4)
  %7347 = bitcast <8 x i64> %7344 to <16 x float>
  %7348 = select <16 x i1> %7345, <16 x float> %7347, <16 x float> %7346
  br label %7352

7349:                                             ; preds = %7329
  %7350 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7333, <16 x i1> %7334, <16 x float> zeroinitializer)
  %7351 = fadd <16 x float> %7330, %7350
  br label %7352

7352:                                             ; preds = %7349, %7342, %7335
  %7353 = phi <16 x float> [ %7351, %7349 ], [ %7348, %7342 ], [ %7341, %7335 ]
  switch i64 %81, label %542 [
    i64 1, label %7368
    i64 2, label %7361
    i64 3, label %7354
    i64 0, label %7390
  ]

7354:                                             ; preds = %7352
  %7355 = bitcast <16 x float> %7353 to <8 x i64>
  %7356 = and <8 x i64> %7355, %56
  %7357 = fcmp oeq <16 x float> %7353, %43
  %7358 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7353, i32 4)
  %7359 = bitcast <8 x i64> %7356 to <16 x float>
  %7360 = select <16 x i1> %7357, <16 x float> %7359, <16 x float> %7358
  br label %7371

7361:                                             ; preds = %7352
  %7362 = bitcast <16 x float> %7353 to <8 x i64>
  %7363 = or <8 x i64> %7362, %57
  %7364 = fcmp oeq <16 x float> %7353, %46
  %7365 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7353, i32 4)
  %7366 = bitcast <8 x i64> %7363 to <16 x float>
  %7367 = select <16 x i1> %7364, <16 x float> %7366, <16 x float> %7365
  br label %7371

7368:                                             ; preds = %7352
  %7369 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7333, <16 x i1> %7334, <16 x float> zeroinitializer)
  %7370 = fadd <16 x float> %7353, %7369
  br label %7371

7371:                                             ; preds = %7368, %7361, %7354
  %7372 = phi <16 x float> [ %7370, %7368 ], [ %7367, %7361 ], [ %7360, %7354 ]
  switch i64 %83, label %542 [
    i64 1, label %7387
    i64 2, label %7380
    i64 3, label %7373
    i64 0, label %7390
  ]

7373:                                             ; preds = %7371
  %7374 = bitcast <16 x float> %7372 to <8 x i64>
  %7375 = and <8 x i64> %7374, %56
  %7376 = fcmp oeq <16 x float> %7372, %43
  %7377 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7372, i32 4)
  %7378 = bitcast <8 x i64> %7375 to <16 x float>
  %7379 = select <16 x i1> %7376, <16 x float> %7378, <16 x float> %7377
  br label %7390

7380:                                             ; preds = %7371
  %7381 = bitcast <16 x float> %7372 to <8 x i64>
  %7382 = or <8 x i64> %7381, %57
  %7383 = fcmp oeq <16 x float> %7372, %46
  %7384 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7372, i32 4)
  %7385 = bitcast <8 x i64> %7382 to <16 x float>
  %7386 = select <16 x i1> %7383, <16 x float> %7385, <16 x float> %7384
  br label %7390

7387:                                             ; preds = %7371
  %7388 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7333, <16 x i1> %7334, <16 x float> zeroinitializer)
  %7389 = fadd <16 x float> %7372, %7388
  br label %7390

7390:                                             ; preds = %7373, %7380, %7387, %7371, %7352, %7329
  %7391 = phi <16 x float> [ %7372, %7371 ], [ %7330, %7329 ], [ %7353, %7352 ], [ %7389, %7387 ], [ %7386, %7380 ], [ %7379, %7373 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7391, ptr nonnull align 1 %7331, <16 x i1> %7334)
  %7392 = or disjoint i64 %430, 80
  %7393 = sub nsw i64 %9, %7392
  %7394 = icmp sgt i64 %7393, 15
  %7395 = trunc i64 %7393 to i32
  %7396 = shl nsw i32 -1, %7395
  %7397 = trunc i32 %7396 to i16
  %7398 = xor i16 %7397, -1
  %7399 = select i1 %7394, i16 -1, i16 %7398
  %7400 = load <16 x float>, ptr %84, align 64
  br i1 %58, label %7406, label %7401

7401:                                             ; preds = %7390
  %7402 = load float, ptr %411, align 4
  %7403 = insertelement <16 x float> poison, float %7402, i64 0
  %7404 = shufflevector <16 x float> %7403, <16 x float> poison, <16 x i32> zeroinitializer
  %7405 = fadd <16 x float> %7400, %7404
  br label %7406

7406:                                             ; preds = %7401, %7390
  %7407 = phi <16 x float> [ %7405, %7401 ], [ %7400, %7390 ]
  %7408 = getelementptr inbounds nuw i8, ptr %6953, i64 320
  %7409 = getelementptr inbounds nuw i8, ptr %6954, i64 320
  %7410 = select i1 %425, ptr null, ptr %7409
  %7411 = bitcast i16 %7399 to <16 x i1>
  switch i64 %59, label %542 [
    i64 1, label %7426
    i64 2, label %7419
    i64 3, label %7412
    i64 0, label %7467
  ]

7412:                                             ; preds = %7406
  %7413 = bitcast <16 x float> %7407 to <8 x i64>
  %7414 = and <8 x i64> %7413, %56
  %7415 = fcmp oeq <16 x float> %7407, %43
  %7416 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7407, i32 4)
  %7417 = bitcast <8 x i64> %7414 to <16 x float>
  %7418 = select <16 x i1> %7415, <16 x float> %7417, <16 x float> %7416
  br label %7429

7419:                                             ; preds = %7406
  %7420 = bitcast <16 x float> %7407 to <8 x i64>
  %7421 = or <8 x i64> %7420, %57
  %7422 = fcmp oeq <16 x float> %7407, %46
  %7423 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7407, i32 4)
  %7424 = bitcast <8 x i64> %7421 to <16 x float>
  %7425 = select <16 x i1> %7422, <16 x float> %7424, <16 x float> %7423
  br label %7429

7426:                                             ; preds = %7406
  %7427 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7410, <16 x i1> %7411, <16 x float> zeroinitializer)
  %7428 = fadd <16 x float> %7407, %7427
  br label %7429

7429:                                             ; preds = %7426, %7419, %7412
  %7430 = phi <16 x float> [ %7428, %7426 ], [ %7425, %7419 ], [ %7418, %7412 ]
  switch i64 %86, label %542 [
    i64 1, label %7445
    i64 2, label %7438
    i64 3, label %7431
    i64 0, label %7467
  ]

7431:                                             ; preds = %7429
  %7432 = bitcast <16 x float> %7430 to <8 x i64>
  %7433 = and <8 x i64> %7432, %56
  %7434 = fcmp oeq <16 x float> %7430, %43
  %7435 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7430, i32 4)
  %7436 = bitcast <8 x i64> %7433 to <16 x float>
  %7437 = select <16 x i1> %7434, <16 x float> %7436, <16 x float> %7435
  br label %7448

7438:                                             ; preds = %7429
  %7439 = bitcast <16 x float> %7430 to <8 x i64>
  %7440 = or <8 x i64> %7439, %57
  %7441 = fcmp oeq <16 x float> %7430, %46
  %7442 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7430, i32 4)
  %7443 = bitcast <8 x i64> %7440 to <16 x float>
  %7444 = select <16 x i1> %7441, <16 x float> %7443, <16 x float> %7442
  br label %7448

7445:                                             ; preds = %7429
  %7446 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7410, <16 x i1> %7411, <16 x float> zeroinitializer)
  %7447 = fadd <16 x float> %7430, %7446
  br label %7448

7448:                                             ; preds = %7445, %7438, %7431
  %7449 = phi <16 x float> [ %7447, %7445 ], [ %7444, %7438 ], [ %7437, %7431 ]
  switch i64 %88, label %542 [
    i64 1, label %7464
    i64 2, label %7457
    i64 3, label %7450
    i64 0, label %7467
  ]

7450:                                             ; preds = %7448
  %7451 = bitcast <16 x float> %7449 to <8 x i64>
  %7452 = and <8 x i64> %7451, %56
  %7453 = fcmp oeq <16 x float> %7449, %43
  %7454 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7449, i32 4)
  %7455 = bitcast <8 x i64> %7452 to <16 x float>
  %7456 = select <16 x i1> %7453, <16 x float> %7455, <16 x float> %7454
  br label %7467

7457:                                             ; preds = %7448
  %7458 = bitcast <16 x float> %7449 to <8 x i64>
  %7459 = or <8 x i64> %7458, %57
  %7460 = fcmp oeq <16 x float> %7449, %46
  %7461 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7449, i32 4)
  %7462 = bitcast <8 x i64> %7459 to <16 x float>
  %7463 = select <16 x i1> %7460, <16 x float> %7462, <16 x float> %7461
  br label %7467

7464:                                             ; preds = %7448
  %7465 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7410, <16 x i1> %7411, <16 x float> zeroinitializer)
  %7466 = fadd <16 x float> %7449, %7465
  br label %7467

7467:                                             ; preds = %7450, %7457, %7464, %7448, %7429, %7406
  %7468 = phi <16 x float> [ %7449, %7448 ], [ %7407, %7406 ], [ %7430, %7429 ], [ %7466, %7464 ], [ %7463, %7457 ], [ %7456, %7450 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7468, ptr nonnull align 1 %7408, <16 x i1> %7411)
  %7469 = or disjoint i64 %430, 96
  %7470 = sub nsw i64 %9, %7469
  %7471 = icmp sgt i64 %7470, 15
  %7472 = trunc i64 %7470 to i32
  %7473 = shl nsw i32 -1, %7472
  %7474 = trunc i32 %7473 to i16
  %7475 = xor i16 %7474, -1
  %7476 = select i1 %7471, i16 -1, i16 %7475
  %7477 = load <16 x float>, ptr %89, align 64
  br i1 %58, label %7483, label %7478

7478:                                             ; preds = %7467
  %7479 = load float, ptr %411, align 4
  %7480 = insertelement <16 x float> poison, float %7479, i64 0
  %7481 = shufflevector <16 x float> %7480, <16 x float> poison, <16 x i32> zeroinitializer
  %7482 = fadd <16 x float> %7477, %7481
  br label %7483

7483:                                             ; preds = %7478, %7467
  %7484 = phi <16 x float> [ %7482, %7478 ], [ %7477, %7467 ]
  %7485 = getelementptr inbounds nuw i8, ptr %6953, i64 384
  %7486 = getelementptr inbounds nuw i8, ptr %6954, i64 384
  %7487 = select i1 %425, ptr null, ptr %7486
  %7488 = bitcast i16 %7476 to <16 x i1>
  switch i64 %59, label %542 [
    i64 1, label %7503
    i64 2, label %7496
    i64 3, label %7489
    i64 0, label %7544
  ]

7489:                                             ; preds = %7483
  %7490 = bitcast <16 x float> %7484 to <8 x i64>
  %7491 = and <8 x i64> %7490, %56
  %7492 = fcmp oeq <16 x float> %7484, %43
  %7493 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7484, i32 4)
  %7494 = bitcast <8 x i64> %7491 to <16 x float>
  %7495 = select <16 x i1> %7492, <16 x float> %7494, <16 x float> %7493
  br label %7506

7496:                                             ; preds = %7483
  %7497 = bitcast <16 x float> %7484 to <8 x i64>
  %7498 = or <8 x i64> %7497, %57
  %7499 = fcmp oeq <16 x float> %7484, %46
  %7500 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7484, i32 4)
  %7501 = bitcast <8 x i64> %7498 to <16 x float>
  %7502 = select <16 x i1> %7499, <16 x float> %7501, <16 x float> %7500
  br label %7506

7503:                                             ; preds = %7483
  %7504 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7487, <16 x i1> %7488, <16 x float> zeroinitializer)
  %7505 = fadd <16 x float> %7484, %7504
  br label %7506

7506:                                             ; preds = %7503, %7496, %7489
  %7507 = phi <16 x float> [ %7505, %7503 ], [ %7502, %7496 ], [ %7495, %7489 ]
  switch i64 %91, label %542 [
    i64 1, label %7522
    i64 2, label %7515
    i64 3, label %7508
    i64 0, label %7544
  ]

7508:                                             ; preds = %7506
  %7509 = bitcast <16 x float> %7507 to <8 x i64>
  %7510 = and <8 x i64> %7509, %56
  %7511 = fcmp oeq <16 x float> %7507, %43
  %7512 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7507, i32 4)
  %7513 = bitcast <8 x i64> %7510 to <16 x float>
  %7514 = select <16 x i1> %7511, <16 x float> %7513, <16 x float> %7512
  br label %7525

7515:                                             ; preds = %7506
  %7516 = bitcast <16 x float> %7507 to <8 x i64>
  %7517 = or <8 x i64> %7516, %57
  %7518 = fcmp oeq <16 x float> %7507, %46
  %7519 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7507, i32 4)
  %7520 = bitcast <8 x i64> %7517 to <16 x float>
  %7521 = select <16 x i1> %7518, <16 x float> %7520, <16 x float> %7519
  br label %7525

7522:                                             ; preds = %7506
  %7523 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7487, <16 x i1> %7488, <16 x float> zeroinitializer)
  %7524 = fadd <16 x float> %7507, %7523
  br label %7525

7525:                                             ; preds = %7522, %7515, %7508
  %7526 = phi <16 x float> [ %7524, %7522 ], [ %7521, %7515 ], [ %7514, %7508 ]
  switch i64 %93, label %542 [
    i64 1, label %7541
    i64 2, label %7534
    i64 3, label %7527
    i64 0, label %7544
  ]

7527:                                             ; preds = %7525
  %7528 = bitcast <16 x float> %7526 to <8 x i64>
  %7529 = and <8 x i64> %7528, %56
  %7530 = fcmp oeq <16 x float> %7526, %43
  %7531 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7526, i32 4)
  %7532 = bitcast <8 x i64> %7529 to <16 x float>
  %7533 = select <16 x i1> %7530, <16 x float> %7532, <16 x float> %7531
  br label %7544

7534:                                             ; preds = %7525
  %7535 = bitcast <16 x float> %7526 to <8 x i64>
  %7536 = or <8 x i64> %7535, %57
  %7537 = fcmp oeq <16 x float> %7526, %46
  %7538 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7526, i32 4)
  %7539 = bitcast <8 x i64> %7536 to <16 x float>
  %7540 = select <16 x i1> %7537, <16 x float> %7539, <16 x float> %7538
  br label %7544

7541:                                             ; preds = %7525
  %7542 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7487, <16 x i1> %7488, <16 x float> zeroinitializer)
  %7543 = fadd <16 x float> %7526, %7542
  br label %7544

7544:                                             ; preds = %7527, %7534, %7541, %7525, %7506, %7483
  %7545 = phi <16 x float> [ %7526, %7525 ], [ %7484, %7483 ], [ %7507, %7506 ], [ %7543, %7541 ], [ %7540, %7534 ], [ %7533, %7527 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7545, ptr nonnull align 1 %7485, <16 x i1> %7488)
  %7546 = or disjoint i64 %430, 112
  %7547 = sub nsw i64 %9, %7546
  %7548 = icmp sgt i64 %7547, 15
  %7549 = trunc i64 %7547 to i32
  %7550 = shl nsw i32 -1, %7549
  %7551 = trunc i32 %7550 to i16
  %7552 = xor i16 %7551, -1
  %7553 = select i1 %7548, i16 -1, i16 %7552
  %7554 = load <16 x float>, ptr %94, align 64
  br i1 %58, label %7560, label %7555

7555:                                             ; preds = %7544
  %7556 = load float, ptr %411, align 4
  %7557 = insertelement <16 x float> poison, float %7556, i64 0
  %7558 = shufflevector <16 x float> %7557, <16 x float> poison, <16 x i32> zeroinitializer
  %7559 = fadd <16 x float> %7554, %7558
  br label %7560

7560:                                             ; preds = %7555, %7544
  %7561 = phi <16 x float> [ %7559, %7555 ], [ %7554, %7544 ]
  %7562 = getelementptr inbounds nuw i8, ptr %6953, i64 448
  %7563 = getelementptr inbounds nuw i8, ptr %6954, i64 448
  %7564 = select i1 %425, ptr null, ptr %7563
  %7565 = bitcast i16 %7553 to <16 x i1>
  switch i64 %59, label %542 [
    i64 1, label %7580
    i64 2, label %7573
    i64 3, label %7566
    i64 0, label %7621
  ]

7566:                                             ; preds = %7560
  %7567 = bitcast <16 x float> %7561 to <8 x i64>
  %7568 = and <8 x i64> %7567, %56
  %7569 = fcmp oeq <16 x float> %7561, %43
  %7570 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7561, i32 4)
  %7571 = bitcast <8 x i64> %7568 to <16 x float>
  %7572 = select <16 x i1> %7569, <16 x float> %7571, <16 x float> %7570
  br label %7583

7573:                                             ; preds = %7560
  %7574 = bitcast <16 x float> %7561 to <8 x i64>
  %7575 = or <8 x i64> %7574, %57
  %7576 = fcmp oeq <16 x float> %7561, %46
  %7577 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7561, i32 4)
  %7578 = bitcast <8 x i64> %7575 to <16 x float>
  %7579 = select <16 x i1> %7576, <16 x float> %7578, <16 x float> %7577
  br label %7583

7580:                                             ; preds = %7560
  %7581 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7564, <16 x i1> %7565, <16 x float> zeroinitializer)
  %7582 = fadd <16 x float> %7561, %7581
  br label %7583

7583:                                             ; preds = %7580, %7573, %7566
  %7584 = phi <16 x float> [ %7582, %7580 ], [ %7579, %7573 ], [ %7572, %7566 ]
  switch i64 %96, label %542 [
    i64 1, label %7599
    i64 2, label %7592
    i64 3, label %7585
    i64 0, label %7621
  ]

7585:                                             ; preds = %7583
  %7586 = bitcast <16 x float> %7584 to <8 x i64>
  %7587 = and <8 x i64> %7586, %56
  %7588 = fcmp oeq <16 x float> %7584, %43
  %7589 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7584, i32 4)
  %7590 = bitcast <8 x i64> %7587 to <16 x float>
  %7591 = select <16 x i1> %7588, <16 x float> %7590, <16 x float> %7589
  br label %7602

7592:                                             ; preds = %7583
  %7593 = bitcast <16 x float> %7584 to <8 x i64>
  %7594 = or <8 x i64> %7593, %57
  %7595 = fcmp oeq <16 x float> %7584, %46
  %7596 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7584, i32 4)
  %7597 = bitcast <8 x i64> %7594 to <16 x float>
  %7598 = select <16 x i1> %7595, <16 x float> %7597, <16 x float> %7596
  br label %7602

7599:                                             ; preds = %7583
  %7600 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7564, <16 x i1> %7565, <16 x float> zeroinitializer)
  %7601 = fadd <16 x float> %7584, %7600
  br label %7602

7602:                                             ; preds = %7599, %7592, %7585
  %7603 = phi <16 x float> [ %7601, %7599 ], [ %7598, %7592 ], [ %7591, %7585 ]
  switch i64 %98, label %542 [
    i64 1, label %7618
    i64 2, label %7611
    i64 3, label %7604
    i64 0, label %7621
  ]

7604:                                             ; preds = %7602
  %7605 = bitcast <16 x float> %7603 to <8 x i64>
  %7606 = and <8 x i64> %7605, %56
  %7607 = fcmp oeq <16 x float> %7603, %43
  %7608 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %43, <16 x float> %7603, i32 4)
  %7609 = bitcast <8 x i64> %7606 to <16 x float>
  %7610 = select <16 x i1> %7607, <16 x float> %7609, <16 x float> %7608
  br label %7621

7611:                                             ; preds = %7602
  %7612 = bitcast <16 x float> %7603 to <8 x i64>
  %7613 = or <8 x i64> %7612, %57
  %7614 = fcmp oeq <16 x float> %7603, %46
  %7615 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %46, <16 x float> %7603, i32 4)
  %7616 = bitcast <8 x i64> %7613 to <16 x float>
  %7617 = select <16 x i1> %7614, <16 x float> %7616, <16 x float> %7615
  br label %7621

7618:                                             ; preds = %7602
  %7619 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7564, <16 x i1> %7565, <16 x float> zeroinitializer)
  %7620 = fadd <16 x float> %7603, %7619
  br label %7621

7621:                                             ; preds = %7604, %7611, %7618, %7602, %7583, %7560
  %7622 = phi <16 x float> [ %7603, %7602 ], [ %7561, %7560 ], [ %7584, %7583 ], [ %7620, %7618 ], [ %7617, %7611 ], [ %7610, %7604 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7622, ptr nonnull align 1 %7562, <16 x i1> %7565)
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  br label %7623

7623:                                             ; preds = %6946, %7621, %5656, %6254, %4398, %5041, %3320, %3860, %2422, %2859, %1586, %1920, %972, %1203, %581, %708, %429
  %7624 = add nuw nsw i64 %430, 128
  %7625 = icmp slt i64 %7624, %9
  br i1 %7625, label %429, label %426
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none))

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none))

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.fma.v16f32(<16 x float>, <16 x float>, <16 x float>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr captures(none), <16 x i1>, <16 x float>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr captures(none), <16 x i1>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float>, <16 x float>, i32 immarg)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float>, <16 x float>, i32 immarg)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg)
