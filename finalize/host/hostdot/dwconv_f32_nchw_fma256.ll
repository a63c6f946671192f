; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_dwconv_f32_nchw_fma256(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20, i64 noundef %21, i64 noundef %22, i64 noundef %23, i64 noundef %24, i64 noundef %25, i64 noundef %26) local_unnamed_addr {
  %28 = alloca [8 x <8 x float>], align 32
  %29 = alloca [8 x <8 x float>], align 32
  %30 = alloca [8 x <8 x float>], align 32
  %31 = alloca [8 x <8 x float>], align 32
  %32 = alloca [8 x <8 x float>], align 32
  %33 = alloca [8 x <8 x float>], align 32
  %34 = alloca [8 x <8 x float>], align 32
  %35 = alloca [8 x <8 x float>], align 32
  %36 = alloca [8 x <8 x float>], align 32
  %37 = inttoptr i64 %0 to ptr
  %38 = inttoptr i64 %1 to ptr
  %39 = inttoptr i64 %21 to ptr
  %40 = inttoptr i64 %22 to ptr
  %41 = inttoptr i64 %2 to ptr
  %42 = trunc i64 %24 to i32
  %43 = trunc i64 %25 to i32
  %44 = insertelement <8 x i32> poison, i32 %42, i64 0
  %45 = bitcast <8 x i32> %44 to <8 x float>
  %46 = shufflevector <8 x float> %45, <8 x float> poison, <8 x i32> zeroinitializer
  %47 = insertelement <8 x i32> poison, i32 %43, i64 0
  %48 = bitcast <8 x i32> %47 to <8 x float>
  %49 = shufflevector <8 x float> %48, <8 x float> poison, <8 x i32> zeroinitializer
  %50 = icmp eq i64 %13, 2
  %51 = icmp slt i64 %3, %4
  br i1 %51, label %52, label %411

52:                                               ; preds = %27
  %53 = mul i64 %7, %6
  %54 = mul i64 %11, %10
  %55 = icmp eq i64 %22, 0
  %56 = icmp sgt i64 %9, 0
  %57 = icmp sgt i64 %10, 0
  %58 = icmp sgt i64 %11, 0
  %59 = bitcast <8 x float> %46 to <8 x i32>
  %60 = bitcast <8 x float> %49 to <8 x i32>
  %61 = icmp eq i64 %21, 0
  %62 = and i64 %26, 3
  %63 = lshr i64 %26, 2
  %64 = and i64 %63, 3
  %65 = lshr i64 %26, 4
  %66 = and i64 %65, 3
  %67 = getelementptr inbounds nuw i8, ptr %36, i64 32
  %68 = lshr i64 %26, 2
  %69 = and i64 %68, 3
  %70 = lshr i64 %26, 4
  %71 = and i64 %70, 3
  %72 = getelementptr inbounds nuw i8, ptr %36, i64 64
  %73 = lshr i64 %26, 2
  %74 = and i64 %73, 3
  %75 = lshr i64 %26, 4
  %76 = and i64 %75, 3
  %77 = getelementptr inbounds nuw i8, ptr %36, i64 96
  %78 = lshr i64 %26, 2
  %79 = and i64 %78, 3
  %80 = lshr i64 %26, 4
  %81 = and i64 %80, 3
  %82 = getelementptr inbounds nuw i8, ptr %36, i64 128
  %83 = lshr i64 %26, 2
  %84 = and i64 %83, 3
  %85 = lshr i64 %26, 4
  %86 = and i64 %85, 3
  %87 = getelementptr inbounds nuw i8, ptr %36, i64 160
  %88 = lshr i64 %26, 2
  %89 = and i64 %88, 3
  %90 = lshr i64 %26, 4
  %91 = and i64 %90, 3
  %92 = getelementptr inbounds nuw i8, ptr %36, i64 192
  %93 = lshr i64 %26, 2
  %94 = and i64 %93, 3
  %95 = lshr i64 %26, 4
  %96 = and i64 %95, 3
  %97 = getelementptr inbounds nuw i8, ptr %36, i64 224
  %98 = lshr i64 %26, 2
  %99 = and i64 %98, 3
  %100 = lshr i64 %26, 4
  %101 = and i64 %100, 3
  %102 = and i64 %26, 3
  %103 = lshr i64 %26, 2
  %104 = and i64 %103, 3
  %105 = lshr i64 %26, 4
  %106 = and i64 %105, 3
  %107 = getelementptr inbounds nuw i8, ptr %35, i64 32
  %108 = lshr i64 %26, 2
  %109 = and i64 %108, 3
  %110 = lshr i64 %26, 4
  %111 = and i64 %110, 3
  %112 = getelementptr inbounds nuw i8, ptr %35, i64 64
  %113 = lshr i64 %26, 2
  %114 = and i64 %113, 3
  %115 = lshr i64 %26, 4
  %116 = and i64 %115, 3
  %117 = getelementptr inbounds nuw i8, ptr %35, i64 96
  %118 = lshr i64 %26, 2
  %119 = and i64 %118, 3
  %120 = lshr i64 %26, 4
  %121 = and i64 %120, 3
  %122 = getelementptr inbounds nuw i8, ptr %35, i64 128
  %123 = lshr i64 %26, 2
  %124 = and i64 %123, 3
  %125 = lshr i64 %26, 4
  %126 = and i64 %125, 3
  %127 = getelementptr inbounds nuw i8, ptr %35, i64 160
  %128 = lshr i64 %26, 2
  %129 = and i64 %128, 3
  %130 = lshr i64 %26, 4
  %131 = and i64 %130, 3
  %132 = getelementptr inbounds nuw i8, ptr %35, i64 192
  %133 = lshr i64 %26, 2
  %134 = and i64 %133, 3
  %135 = lshr i64 %26, 4
  %136 = and i64 %135, 3
  %137 = getelementptr inbounds nuw i8, ptr %35, i64 224
  %138 = lshr i64 %26, 2
  %139 = and i64 %138, 3
  %140 = lshr i64 %26, 4
  %141 = and i64 %140, 3
  %142 = and i64 %26, 3
  %143 = lshr i64 %26, 2
  %144 = and i64 %143, 3
  %145 = lshr i64 %26, 4
  %146 = and i64 %145, 3
  %147 = getelementptr inbounds nuw i8, ptr %34, i64 32
  %148 = lshr i64 %26, 2
  %149 = and i64 %148, 3
  %150 = lshr i64 %26, 4
  %151 = and i64 %150, 3
  %152 = getelementptr inbounds nuw i8, ptr %34, i64 64
  %153 = lshr i64 %26, 2
  %154 = and i64 %153, 3
  %155 = lshr i64 %26, 4
  %156 = and i64 %155, 3
  %157 = getelementptr inbounds nuw i8, ptr %34, i64 96
  %158 = lshr i64 %26, 2
  %159 = and i64 %158, 3
  %160 = lshr i64 %26, 4
  %161 = and i64 %160, 3
  %162 = getelementptr inbounds nuw i8, ptr %34, i64 128
  %163 = lshr i64 %26, 2
  %164 = and i64 %163, 3
  %165 = lshr i64 %26, 4
  %166 = and i64 %165, 3
  %167 = getelementptr inbounds nuw i8, ptr %34, i64 160
  %168 = lshr i64 %26, 2
  %169 = and i64 %168, 3
  %170 = lshr i64 %26, 4
  %171 = and i64 %170, 3
  %172 = getelementptr inbounds nuw i8, ptr %34, i64 192
  %173 = lshr i64 %26, 2
  %174 = and i64 %173, 3
  %175 = lshr i64 %26, 4
  %176 = and i64 %175, 3
  %177 = and i64 %26, 3
  %178 = lshr i64 %26, 2
  %179 = and i64 %178, 3
  %180 = lshr i64 %26, 4
  %181 = and i64 %180, 3
  %182 = getelementptr inbounds nuw i8, ptr %33, i64 32
  %183 = lshr i64 %26, 2
  %184 = and i64 %183, 3
  %185 = lshr i64 %26, 4
  %186 = and i64 %185, 3
  %187 = getelementptr inbounds nuw i8, ptr %33, i64 64
  %188 = lshr i64 %26, 2
  %189 = and i64 %188, 3
  %190 = lshr i64 %26, 4
  %191 = and i64 %190, 3
  %192 = getelementptr inbounds nuw i8, ptr %33, i64 96
  %193 = lshr i64 %26, 2
  %194 = and i64 %193, 3
  %195 = lshr i64 %26, 4
  %196 = and i64 %195, 3
  %197 = getelementptr inbounds nuw i8, ptr %33, i64 128
  %198 = lshr i64 %26, 2
  %199 = and i64 %198, 3
  %200 = lshr i64 %26, 4
  %201 = and i64 %200, 3
  %202 = getelementptr inbounds nuw i8, ptr %33, i64 160
  %203 = lshr i64 %26, 2
  %204 = and i64 %203, 3
  %205 = lshr i64 %26, 4
  %206 = and i64 %205, 3
  %207 = getelementptr inbounds nuw i8, ptr %33, i64 192
  %208 = lshr i64 %26, 2
  %209 = and i64 %208, 3
  %210 = lshr i64 %26, 4
  %211 = and i64 %210, 3
  %212 = and i64 %26, 3
  %213 = lshr i64 %26, 2
  %214 = and i64 %213, 3
  %215 = lshr i64 %26, 4
  %216 = and i64 %215, 3
  %217 = getelementptr inbounds nuw i8, ptr %32, i64 32
  %218 = lshr i64 %26, 2
  %219 = and i64 %218, 3
  %220 = lshr i64 %26, 4
  %221 = and i64 %220, 3
  %222 = getelementptr inbounds nuw i8, ptr %32, i64 64
  %223 = lshr i64 %26, 2
  %224 = and i64 %223, 3
  %225 = lshr i64 %26, 4
  %226 = and i64 %225, 3
  %227 = getelementptr inbounds nuw i8, ptr %32, i64 96
  %228 = lshr i64 %26, 2
  %229 = and i64 %228, 3
  %230 = lshr i64 %26, 4
  %231 = and i64 %230, 3
  %232 = getelementptr inbounds nuw i8, ptr %32, i64 128
  %233 = lshr i64 %26, 2
  %234 = and i64 %233, 3
  %235 = lshr i64 %26, 4
  %236 = and i64 %235, 3
  %237 = getelementptr inbounds nuw i8, ptr %32, i64 160
  %238 = lshr i64 %26, 2
  %239 = and i64 %238, 3
  %240 = lshr i64 %26, 4
  %241 = and i64 %240, 3
  %242 = and i64 %26, 3
  %243 = lshr i64 %26, 2
  %244 = and i64 %243, 3
  %245 = lshr i64 %26, 4
  %246 = and i64 %245, 3
  %247 = getelementptr inbounds nuw i8, ptr %31, i64 32
  %248 = lshr i64 %26, 2
  %249 = and i64 %248, 3
  %250 = lshr i64 %26, 4
  %251 = and i64 %250, 3
  %252 = getelementptr inbounds nuw i8, ptr %31, i64 64
  %253 = lshr i64 %26, 2
  %254 = and i64 %253, 3
  %255 = lshr i64 %26, 4
  %256 = and i64 %255, 3
  %257 = getelementptr inbounds nuw i8, ptr %31, i64 96
  %258 = lshr i64 %26, 2
  %259 = and i64 %258, 3
  %260 = lshr i64 %26, 4
  %261 = and i64 %260, 3
  %262 = getelementptr inbounds nuw i8, ptr %31, i64 128
  %263 = lshr i64 %26, 2
  %264 = and i64 %263, 3
  %265 = lshr i64 %26, 4
  %266 = and i64 %265, 3
  %267 = getelementptr inbounds nuw i8, ptr %31, i64 160
  %268 = lshr i64 %26, 2
  %269 = and i64 %268, 3
  %270 = lshr i64 %26, 4
  %271 = and i64 %270, 3
  %272 = and i64 %26, 3
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
  %285 = lshr i64 %26, 2
  %286 = and i64 %285, 3
  %287 = lshr i64 %26, 4
  %288 = and i64 %287, 3
  %289 = lshr i64 %26, 2
  %290 = and i64 %289, 3
  %291 = lshr i64 %26, 4
  %292 = and i64 %291, 3
  %293 = and i64 %26, 3
  %294 = lshr i64 %26, 2
  %295 = and i64 %294, 3
  %296 = lshr i64 %26, 4
  %297 = and i64 %296, 3
  %298 = getelementptr inbounds nuw i8, ptr %30, i64 32
  %299 = lshr i64 %26, 2
  %300 = and i64 %299, 3
  %301 = lshr i64 %26, 4
  %302 = and i64 %301, 3
  %303 = getelementptr inbounds nuw i8, ptr %30, i64 64
  %304 = lshr i64 %26, 2
  %305 = and i64 %304, 3
  %306 = lshr i64 %26, 4
  %307 = and i64 %306, 3
  %308 = getelementptr inbounds nuw i8, ptr %30, i64 96
  %309 = lshr i64 %26, 2
  %310 = and i64 %309, 3
  %311 = lshr i64 %26, 4
  %312 = and i64 %311, 3
  %313 = getelementptr inbounds nuw i8, ptr %30, i64 128
  %314 = lshr i64 %26, 2
  %315 = and i64 %314, 3
  %316 = lshr i64 %26, 4
  %317 = and i64 %316, 3
  %318 = and i64 %26, 3
  %319 = lshr i64 %26, 2
  %320 = and i64 %319, 3
  %321 = lshr i64 %26, 4
  %322 = and i64 %321, 3
  %323 = lshr i64 %26, 2
  %324 = and i64 %323, 3
  %325 = lshr i64 %26, 4
  %326 = and i64 %325, 3
  %327 = lshr i64 %26, 2
  %328 = and i64 %327, 3
  %329 = lshr i64 %26, 4
  %330 = and i64 %329, 3
  %331 = lshr i64 %26, 2
  %332 = and i64 %331, 3
  %333 = lshr i64 %26, 4
  %334 = and i64 %333, 3
  %335 = and i64 %26, 3
  %336 = lshr i64 %26, 2
  %337 = and i64 %336, 3
  %338 = lshr i64 %26, 4
  %339 = and i64 %338, 3
  %340 = getelementptr inbounds nuw i8, ptr %29, i64 32
  %341 = lshr i64 %26, 2
  %342 = and i64 %341, 3
  %343 = lshr i64 %26, 4
  %344 = and i64 %343, 3
  %345 = getelementptr inbounds nuw i8, ptr %29, i64 64
  %346 = lshr i64 %26, 2
  %347 = and i64 %346, 3
  %348 = lshr i64 %26, 4
  %349 = and i64 %348, 3
  %350 = getelementptr inbounds nuw i8, ptr %29, i64 96
  %351 = lshr i64 %26, 2
  %352 = and i64 %351, 3
  %353 = lshr i64 %26, 4
  %354 = and i64 %353, 3
  %355 = and i64 %26, 3
  %356 = lshr i64 %26, 2
  %357 = and i64 %356, 3
  %358 = lshr i64 %26, 4
  %359 = and i64 %358, 3
  %360 = lshr i64 %26, 2
  %361 = and i64 %360, 3
  %362 = lshr i64 %26, 4
  %363 = and i64 %362, 3
  %364 = lshr i64 %26, 2
  %365 = and i64 %364, 3
  %366 = lshr i64 %26, 4
  %367 = and i64 %366, 3
  %368 = and i64 %26, 3
  %369 = lshr i64 %26, 2
  %370 = and i64 %369, 3
  %371 = lshr i64 %26, 4
  %372 = and i64 %371, 3
  %373 = getelementptr inbounds nuw i8, ptr %28, i64 32
  %374 = lshr i64 %26, 2
  %375 = and i64 %374, 3
  %376 = lshr i64 %26, 4
  %377 = and i64 %376, 3
  %378 = getelementptr inbounds nuw i8, ptr %28, i64 64
  %379 = lshr i64 %26, 2
  %380 = and i64 %379, 3
  %381 = lshr i64 %26, 4
  %382 = and i64 %381, 3
  %383 = and i64 %26, 3
  %384 = lshr i64 %26, 2
  %385 = and i64 %384, 3
  %386 = lshr i64 %26, 4
  %387 = and i64 %386, 3
  %388 = lshr i64 %26, 2
  %389 = and i64 %388, 3
  %390 = lshr i64 %26, 4
  %391 = and i64 %390, 3
  %392 = and i64 %26, 3
  %393 = lshr i64 %26, 2
  %394 = and i64 %393, 3
  %395 = lshr i64 %26, 4
  %396 = and i64 %395, 3
  %397 = lshr i64 %26, 2
  %398 = and i64 %397, 3
  %399 = lshr i64 %26, 4
  %400 = and i64 %399, 3
  %401 = and i64 %26, 3
  %402 = lshr i64 %26, 2
  %403 = and i64 %402, 3
  %404 = lshr i64 %26, 4
  %405 = and i64 %404, 3
  %406 = and i64 %26, 3
  %407 = lshr i64 %26, 2
  %408 = and i64 %407, 3
  %409 = lshr i64 %26, 4
  %410 = and i64 %409, 3
  br label %412

411:                                              ; preds = %439, %27
  ret void

412:                                              ; preds = %52, %439
  %413 = phi i64 [ %3, %52 ], [ %440, %439 ]
  %414 = srem i64 %413, %8
  %415 = sdiv i64 %413, %8
  %416 = srem i64 %415, %5
  %417 = sdiv i64 %415, %5
  %418 = mul nsw i64 %417, %19
  %419 = getelementptr inbounds float, ptr %37, i64 %418
  %420 = mul i64 %53, %416
  %421 = getelementptr inbounds float, ptr %419, i64 %420
  %422 = mul i64 %54, %416
  %423 = getelementptr inbounds float, ptr %38, i64 %422
  %424 = getelementptr inbounds float, ptr %39, i64 %416
  %425 = mul nsw i64 %417, %20
  %426 = getelementptr inbounds float, ptr %41, i64 %425
  %427 = mul nsw i64 %416, %8
  %428 = add nsw i64 %427, %414
  %429 = mul nsw i64 %428, %9
  %430 = getelementptr inbounds float, ptr %426, i64 %429
  %431 = mul nsw i64 %417, %23
  %432 = getelementptr inbounds float, ptr %40, i64 %431
  %433 = getelementptr inbounds float, ptr %432, i64 %429
  %434 = select i1 %55, ptr null, ptr %433
  br i1 %56, label %435, label %439

435:                                              ; preds = %412
  %436 = mul nsw i64 %414, %12
  %437 = sub i64 %436, %16
  %438 = icmp eq ptr %434, null
  br label %442

439:                                              ; preds = %7198, %412
  %440 = add i64 %413, 1
  %441 = icmp eq i64 %440, %4
  br i1 %441, label %411, label %412

442:                                              ; preds = %435, %7198
  %443 = phi i64 [ 0, %435 ], [ %7200, %7198 ]
  %444 = phi i64 [ 0, %435 ], [ %7199, %7198 ]
  %445 = sub nsw i64 %9, %444
  %446 = add nuw nsw i64 %445, 7
  %447 = lshr i64 %446, 3
  %448 = icmp ugt i64 %445, 56
  %449 = trunc i64 %447 to i32
  %450 = select i1 %448, i32 8, i32 %449
  switch i32 %450, label %7198 [
    i32 1, label %451
    i32 2, label %725
    i32 3, label %1222
    i32 4, label %1858
    i32 5, label %2670
    i32 6, label %3658
    i32 7, label %4690
    i32 8, label %5870
  ]

451:                                              ; preds = %442
  br i1 %50, label %452, label %598

452:                                              ; preds = %451
  br i1 %57, label %453, label %457

453:                                              ; preds = %452
  %454 = shl nuw nsw i64 %444, 1
  %455 = shl nsw i64 %445, 1
  %456 = add nsw i64 %455, -1
  br label %467

457:                                              ; preds = %481, %452
  %458 = phi <8 x float> [ zeroinitializer, %452 ], [ %482, %481 ]
  %459 = tail call i64 @llvm.smin.i64(i64 %445, i64 8)
  %460 = trunc i64 %459 to i32
  %461 = insertelement <8 x i32> poison, i32 %460, i64 0
  %462 = shufflevector <8 x i32> %461, <8 x i32> poison, <8 x i32> zeroinitializer
  %463 = icmp sgt <8 x i32> %462, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %464 = getelementptr inbounds nuw float, ptr %430, i64 %444
  %465 = getelementptr inbounds nuw float, ptr %434, i64 %444
  %466 = select i1 %438, ptr null, ptr %465
  br i1 %61, label %538, label %533

467:                                              ; preds = %453, %481
  %468 = phi <8 x float> [ zeroinitializer, %453 ], [ %482, %481 ]
  %469 = phi i64 [ 0, %453 ], [ %483, %481 ]
  %470 = mul nsw i64 %469, %14
  %471 = add i64 %437, %470
  %472 = icmp sgt i64 %471, -1
  %473 = icmp slt i64 %471, %6
  %474 = and i1 %472, %473
  %475 = select i1 %474, i64 %471, i64 0
  %476 = mul nsw i64 %475, %7
  %477 = getelementptr inbounds float, ptr %421, i64 %476
  br i1 %58, label %478, label %481

478:                                              ; preds = %467
  %479 = mul nuw nsw i64 %469, %11
  %480 = getelementptr inbounds nuw float, ptr %423, i64 %479
  br label %485

481:                                              ; preds = %485, %467
  %482 = phi <8 x float> [ %468, %467 ], [ %530, %485 ]
  %483 = add nuw nsw i64 %469, 1
  %484 = icmp eq i64 %483, %10
  br i1 %484, label %457, label %467

485:                                              ; preds = %478, %485
  %486 = phi <8 x float> [ %468, %478 ], [ %530, %485 ]
  %487 = phi i64 [ 0, %478 ], [ %531, %485 ]
  %488 = getelementptr inbounds nuw float, ptr %480, i64 %487
  %489 = load float, ptr %488, align 1
  %490 = insertelement <8 x float> poison, float %489, i64 0
  %491 = shufflevector <8 x float> %490, <8 x float> poison, <8 x i32> zeroinitializer
  %492 = mul nsw i64 %487, %15
  %493 = sub i64 %492, %17
  %494 = add i64 %493, %454
  %495 = icmp slt i64 %494, 0
  %496 = sub nsw i64 0, %494
  %497 = select i1 %495, i64 %496, i64 0
  %498 = sub nsw i64 %7, %494
  %499 = tail call i64 @llvm.smin.i64(i64 %498, i64 %456)
  %500 = tail call i64 @llvm.smin.i64(i64 %499, i64 16)
  %501 = icmp sgt i64 %500, %497
  %502 = select i1 %474, i1 %501, i1 false
  %503 = select i1 %502, i64 %497, i64 0
  %504 = select i1 %502, i64 %500, i64 0
  %505 = getelementptr inbounds float, ptr %477, i64 %494
  %506 = trunc i64 %503 to i32
  %507 = icmp sgt i64 %504, %503
  %508 = trunc i64 %504 to i32
  %509 = select i1 %507, i32 %508, i32 0
  %510 = insertelement <8 x i32> poison, i32 %506, i64 0
  %511 = shufflevector <8 x i32> %510, <8 x i32> poison, <8 x i32> zeroinitializer
  %512 = icmp slt <8 x i32> %511, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %513 = insertelement <8 x i32> poison, i32 %509, i64 0
  %514 = shufflevector <8 x i32> %513, <8 x i32> poison, <8 x i32> zeroinitializer
  %515 = icmp sgt <8 x i32> %514, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %516 = and <8 x i1> %512, %515
  %517 = add nsw i32 %506, -8
  %518 = insertelement <8 x i32> poison, i32 %517, i64 0
  %519 = shufflevector <8 x i32> %518, <8 x i32> poison, <8 x i32> zeroinitializer
  %520 = icmp slt <8 x i32> %519, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %521 = add nsw i32 %509, -8
  %522 = insertelement <8 x i32> poison, i32 %521, i64 0
  %523 = shufflevector <8 x i32> %522, <8 x i32> poison, <8 x i32> zeroinitializer
  %524 = icmp sgt <8 x i32> %523, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %525 = and <8 x i1> %520, %524
  %526 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr readonly align 1 %505, <8 x i1> %516, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %527 = getelementptr inbounds nuw i8, ptr %505, i64 32
  %528 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull readonly align 1 %527, <8 x i1> %525, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %529 = shufflevector <8 x float> %526, <8 x float> %528, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %530 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %529, <8 x float> %491, <8 x float> %486)
  %531 = add nuw nsw i64 %487, 1
  %532 = icmp eq i64 %531, %11
  br i1 %532, label %481, label %485

533:                                              ; preds = %457
  %534 = load float, ptr %424, align 1
  %535 = insertelement <8 x float> poison, float %534, i64 0
  %536 = shufflevector <8 x float> %535, <8 x float> poison, <8 x i32> zeroinitializer
  %537 = fadd <8 x float> %458, %536
  br label %538

538:                                              ; preds = %533, %457
  %539 = phi <8 x float> [ %537, %533 ], [ %458, %457 ]
  switch i64 %406, label %557 [
    i64 1, label %540
    i64 2, label %543
    i64 3, label %550
    i64 0, label %596
  ]

540:                                              ; preds = %538
  %541 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %466, <8 x i1> %463, <8 x float> zeroinitializer)
  %542 = fadd <8 x float> %539, %541
  br label %558

543:                                              ; preds = %538
  %544 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %539)
  %545 = bitcast <8 x float> %539 to <8 x i32>
  %546 = or <8 x i32> %545, %60
  %547 = bitcast <8 x i32> %546 to <8 x float>
  %548 = fcmp oeq <8 x float> %539, %49
  %549 = select <8 x i1> %548, <8 x float> %547, <8 x float> %544
  br label %558

550:                                              ; preds = %538
  %551 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %539)
  %552 = bitcast <8 x float> %539 to <8 x i32>
  %553 = and <8 x i32> %552, %59
  %554 = bitcast <8 x i32> %553 to <8 x float>
  %555 = fcmp oeq <8 x float> %539, %46
  %556 = select <8 x i1> %555, <8 x float> %554, <8 x float> %551
  br label %558

557:                                              ; preds = %7177, %7158, %7136, %7103, %7084, %7062, %7029, %7010, %6988, %6955, %6936, %6914, %6881, %6862, %6840, %6807, %6788, %6766, %6733, %6714, %6692, %6659, %6640, %6620, %6522, %6503, %6481, %6448, %6429, %6407, %6374, %6355, %6333, %6300, %6281, %6259, %6226, %6207, %6185, %6152, %6133, %6111, %6078, %6059, %6037, %6004, %5985, %5965, %5849, %5830, %5808, %5775, %5756, %5734, %5701, %5682, %5660, %5627, %5608, %5586, %5553, %5534, %5512, %5479, %5460, %5438, %5405, %5386, %5366, %5268, %5249, %5227, %5194, %5175, %5153, %5120, %5101, %5079, %5046, %5027, %5005, %4972, %4953, %4931, %4898, %4879, %4857, %4824, %4805, %4785, %4669, %4650, %4628, %4595, %4576, %4554, %4521, %4502, %4480, %4447, %4428, %4406, %4373, %4354, %4332, %4299, %4280, %4260, %4162, %4143, %4121, %4088, %4069, %4047, %4014, %3995, %3973, %3940, %3921, %3899, %3866, %3847, %3825, %3792, %3773, %3753, %3637, %3618, %3596, %3564, %3545, %3523, %3491, %3472, %3450, %3418, %3399, %3377, %3345, %3326, %3306, %3100, %3081, %3059, %3026, %3007, %2985, %2952, %2933, %2911, %2878, %2859, %2837, %2804, %2785, %2765, %2649, %2630, %2608, %2576, %2557, %2535, %2503, %2484, %2462, %2430, %2411, %2391, %2214, %2195, %2173, %2140, %2121, %2099, %2066, %2047, %2025, %1992, %1973, %1953, %1837, %1818, %1796, %1764, %1745, %1723, %1691, %1672, %1652, %1504, %1485, %1463, %1430, %1411, %1389, %1356, %1337, %1317, %1201, %1182, %1160, %1128, %1109, %1089, %970, %951, %929, %897, %878, %858, %704, %685, %666, %577, %558, %538
  unreachable

558:                                              ; preds = %550, %543, %540
  %559 = phi <8 x float> [ %542, %540 ], [ %549, %543 ], [ %556, %550 ]
  switch i64 %408, label %557 [
    i64 1, label %574
    i64 2, label %567
    i64 3, label %560
    i64 0, label %596
  ]

560:                                              ; preds = %558
  %561 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %559)
  %562 = bitcast <8 x float> %559 to <8 x i32>
  %563 = and <8 x i32> %562, %59
  %564 = bitcast <8 x i32> %563 to <8 x float>
  %565 = fcmp oeq <8 x float> %559, %46
  %566 = select <8 x i1> %565, <8 x float> %564, <8 x float> %561
  br label %577

567:                                              ; preds = %558
  %568 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %559)
  %569 = bitcast <8 x float> %559 to <8 x i32>
  %570 = or <8 x i32> %569, %60
  %571 = bitcast <8 x i32> %570 to <8 x float>
  %572 = fcmp oeq <8 x float> %559, %49
  %573 = select <8 x i1> %572, <8 x float> %571, <8 x float> %568
  br label %577

574:                                              ; preds = %558
  %575 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %466, <8 x i1> %463, <8 x float> zeroinitializer)
  %576 = fadd <8 x float> %559, %575
  br label %577

577:                                              ; preds = %574, %567, %560
  %578 = phi <8 x float> [ %576, %574 ], [ %573, %567 ], [ %566, %560 ]
  switch i64 %410, label %557 [
    i64 1, label %593
    i64 2, label %586
    i64 3, label %579
    i64 0, label %596
  ]

579:                                              ; preds = %577
  %580 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %578)
  %581 = bitcast <8 x float> %578 to <8 x i32>
  %582 = and <8 x i32> %581, %59
  %583 = bitcast <8 x i32> %582 to <8 x float>
  %584 = fcmp oeq <8 x float> %578, %46
  %585 = select <8 x i1> %584, <8 x float> %583, <8 x float> %580
  br label %596

586:                                              ; preds = %577
  %587 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %578)
  %588 = bitcast <8 x float> %578 to <8 x i32>
  %589 = or <8 x i32> %588, %60
  %590 = bitcast <8 x i32> %589 to <8 x float>
  %591 = fcmp oeq <8 x float> %578, %49
  %592 = select <8 x i1> %591, <8 x float> %590, <8 x float> %587
  br label %596

593:                                              ; preds = %577
  %594 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %466, <8 x i1> %463, <8 x float> zeroinitializer)
  %595 = fadd <8 x float> %578, %594
  br label %596

596:                                              ; preds = %579, %586, %593, %577, %558, %538
  %597 = phi <8 x float> [ %578, %577 ], [ %539, %538 ], [ %559, %558 ], [ %595, %593 ], [ %592, %586 ], [ %585, %579 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %597, ptr align 1 %464, <8 x i1> %463)
  br label %7198

598:                                              ; preds = %451
  br i1 %57, label %609, label %599

599:                                              ; preds = %623, %598
  %600 = phi <8 x float> [ zeroinitializer, %598 ], [ %624, %623 ]
  %601 = tail call i64 @llvm.smin.i64(i64 %445, i64 8)
  %602 = trunc i64 %601 to i32
  %603 = insertelement <8 x i32> poison, i32 %602, i64 0
  %604 = shufflevector <8 x i32> %603, <8 x i32> poison, <8 x i32> zeroinitializer
  %605 = icmp sgt <8 x i32> %604, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %606 = getelementptr inbounds nuw float, ptr %430, i64 %444
  %607 = getelementptr inbounds nuw float, ptr %434, i64 %444
  %608 = select i1 %438, ptr null, ptr %607
  br i1 %61, label %666, label %661

609:                                              ; preds = %598, %623
  %610 = phi <8 x float> [ %624, %623 ], [ zeroinitializer, %598 ]
  %611 = phi i64 [ %625, %623 ], [ 0, %598 ]
  %612 = mul nsw i64 %611, %14
  %613 = add i64 %437, %612
  %614 = icmp sgt i64 %613, -1
  %615 = icmp slt i64 %613, %6
  %616 = and i1 %614, %615
  %617 = select i1 %616, i64 %613, i64 0
  %618 = mul nsw i64 %617, %7
  %619 = getelementptr inbounds float, ptr %421, i64 %618
  br i1 %58, label %620, label %623

620:                                              ; preds = %609
  %621 = mul nuw nsw i64 %611, %11
  %622 = getelementptr inbounds nuw float, ptr %423, i64 %621
  br label %627

623:                                              ; preds = %627, %609
  %624 = phi <8 x float> [ %610, %609 ], [ %658, %627 ]
  %625 = add nuw nsw i64 %611, 1
  %626 = icmp eq i64 %625, %10
  br i1 %626, label %599, label %609

627:                                              ; preds = %620, %627
  %628 = phi <8 x float> [ %610, %620 ], [ %658, %627 ]
  %629 = phi i64 [ 0, %620 ], [ %659, %627 ]
  %630 = getelementptr inbounds nuw float, ptr %622, i64 %629
  %631 = load float, ptr %630, align 1
  %632 = insertelement <8 x float> poison, float %631, i64 0
  %633 = shufflevector <8 x float> %632, <8 x float> poison, <8 x i32> zeroinitializer
  %634 = mul nsw i64 %629, %15
  %635 = sub i64 %634, %17
  %636 = add i64 %635, %444
  %637 = icmp slt i64 %636, 0
  %638 = sub nsw i64 0, %636
  %639 = select i1 %637, i64 %638, i64 0
  %640 = sub nsw i64 %7, %636
  %641 = tail call i64 @llvm.smin.i64(i64 %640, i64 %445)
  %642 = tail call i64 @llvm.smin.i64(i64 %641, i64 8)
  %643 = icmp sgt i64 %642, %639
  %644 = select i1 %616, i1 %643, i1 false
  %645 = getelementptr inbounds float, ptr %619, i64 %636
  %646 = trunc i64 %639 to i32
  %647 = select i1 %644, i32 %646, i32 0
  %648 = insertelement <8 x i32> poison, i32 %647, i64 0
  %649 = shufflevector <8 x i32> %648, <8 x i32> poison, <8 x i32> zeroinitializer
  %650 = icmp slt <8 x i32> %649, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %651 = trunc i64 %642 to i32
  %652 = select i1 %644, i32 %651, i32 0
  %653 = insertelement <8 x i32> poison, i32 %652, i64 0
  %654 = shufflevector <8 x i32> %653, <8 x i32> poison, <8 x i32> zeroinitializer
  %655 = icmp sgt <8 x i32> %654, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %656 = and <8 x i1> %655, %650
  %657 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %645, <8 x i1> %656, <8 x float> zeroinitializer)
  %658 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %657, <8 x float> %633, <8 x float> %628)
  %659 = add nuw nsw i64 %629, 1
  %660 = icmp eq i64 %659, %11
  br i1 %660, label %623, label %627

661:                                              ; preds = %599
  %662 = load float, ptr %424, align 1
  %663 = insertelement <8 x float> poison, float %662, i64 0
  %664 = shufflevector <8 x float> %663, <8 x float> poison, <8 x i32> zeroinitializer
  %665 = fadd <8 x float> %600, %664
  br label %666

666:                                              ; preds = %661, %599
  %667 = phi <8 x float> [ %665, %661 ], [ %600, %599 ]
  switch i64 %401, label %557 [
    i64 1, label %668
    i64 2, label %671
    i64 3, label %678
    i64 0, label %723
  ]

668:                                              ; preds = %666
  %669 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %608, <8 x i1> %605, <8 x float> zeroinitializer)
  %670 = fadd <8 x float> %667, %669
  br label %685

671:                                              ; preds = %666
  %672 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %667)
  %673 = bitcast <8 x float> %667 to <8 x i32>
  %674 = or <8 x i32> %673, %60
  %675 = bitcast <8 x i32> %674 to <8 x float>
  %676 = fcmp oeq <8 x float> %667, %49
  %677 = select <8 x i1> %676, <8 x float> %675, <8 x float> %672
  br label %685

678:                                              ; preds = %666
  %679 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %667)
  %680 = bitcast <8 x float> %667 to <8 x i32>
  %681 = and <8 x i32> %680, %59
  %682 = bitcast <8 x i32> %681 to <8 x float>
  %683 = fcmp oeq <8 x float> %667, %46
  %684 = select <8 x i1> %683, <8 x float> %682, <8 x float> %679
  br label %685

685:                                              ; preds = %678, %671, %668
  %686 = phi <8 x float> [ %670, %668 ], [ %677, %671 ], [ %684, %678 ]
  switch i64 %403, label %557 [
    i64 1, label %701
    i64 2, label %694
    i64 3, label %687
    i64 0, label %723
  ]

687:                                              ; preds = %685
  %688 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %686)
  %689 = bitcast <8 x float> %686 to <8 x i32>
  %690 = and <8 x i32> %689, %59
  %691 = bitcast <8 x i32> %690 to <8 x float>
  %692 = fcmp oeq <8 x float> %686, %46
  %693 = select <8 x i1> %692, <8 x float> %691, <8 x float> %688
  br label %704

694:                                              ; preds = %685
  %695 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %686)
  %696 = bitcast <8 x float> %686 to <8 x i32>
  %697 = or <8 x i32> %696, %60
  %698 = bitcast <8 x i32> %697 to <8 x float>
  %699 = fcmp oeq <8 x float> %686, %49
  %700 = select <8 x i1> %699, <8 x float> %698, <8 x float> %695
  br label %704

701:                                              ; preds = %685
  %702 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %608, <8 x i1> %605, <8 x float> zeroinitializer)
  %703 = fadd <8 x float> %686, %702
  br label %704

704:                                              ; preds = %701, %694, %687
  %705 = phi <8 x float> [ %703, %701 ], [ %700, %694 ], [ %693, %687 ]
  switch i64 %405, label %557 [
    i64 1, label %720
    i64 2, label %713
    i64 3, label %706
    i64 0, label %723
  ]

706:                                              ; preds = %704
  %707 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %705)
  %708 = bitcast <8 x float> %705 to <8 x i32>
  %709 = and <8 x i32> %708, %59
  %710 = bitcast <8 x i32> %709 to <8 x float>
  %711 = fcmp oeq <8 x float> %705, %46
  %712 = select <8 x i1> %711, <8 x float> %710, <8 x float> %707
  br label %723

713:                                              ; preds = %704
  %714 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %705)
  %715 = bitcast <8 x float> %705 to <8 x i32>
  %716 = or <8 x i32> %715, %60
  %717 = bitcast <8 x i32> %716 to <8 x float>
  %718 = fcmp oeq <8 x float> %705, %49
  %719 = select <8 x i1> %718, <8 x float> %717, <8 x float> %714
  br label %723

720:                                              ; preds = %704
  %721 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %608, <8 x i1> %605, <8 x float> zeroinitializer)
  %722 = fadd <8 x float> %705, %721
  br label %723

723:                                              ; preds = %706, %713, %720, %704, %685, %666
  %724 = phi <8 x float> [ %705, %704 ], [ %667, %666 ], [ %686, %685 ], [ %722, %720 ], [ %719, %713 ], [ %712, %706 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %724, ptr align 1 %606, <8 x i1> %605)
  br label %7198

725:                                              ; preds = %442
  br i1 %50, label %726, label %991

726:                                              ; preds = %725
  br i1 %57, label %727, label %736

727:                                              ; preds = %726
  %728 = shl nuw nsw i64 %444, 1
  %729 = shl nsw i64 %445, 1
  %730 = add nsw i64 %729, -1
  %731 = or disjoint i64 %444, 8
  %732 = sub nsw i64 %9, %731
  %733 = shl nuw nsw i64 %731, 1
  %734 = shl nsw i64 %732, 1
  %735 = add nsw i64 %734, -1
  br label %747

736:                                              ; preds = %762, %726
  %737 = phi <8 x float> [ zeroinitializer, %726 ], [ %763, %762 ]
  %738 = phi <8 x float> [ zeroinitializer, %726 ], [ %764, %762 ]
  %739 = add i64 %443, %9
  %740 = getelementptr inbounds nuw float, ptr %430, i64 %444
  %741 = getelementptr inbounds nuw float, ptr %434, i64 %444
  %742 = tail call i64 @llvm.smin.i64(i64 %739, i64 8)
  %743 = trunc i64 %742 to i32
  %744 = insertelement <8 x i32> poison, i32 %743, i64 0
  %745 = shufflevector <8 x i32> %744, <8 x i32> poison, <8 x i32> zeroinitializer
  %746 = icmp sgt <8 x i32> %745, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %61, label %858, label %853

747:                                              ; preds = %727, %762
  %748 = phi <8 x float> [ zeroinitializer, %727 ], [ %763, %762 ]
  %749 = phi <8 x float> [ zeroinitializer, %727 ], [ %764, %762 ]
  %750 = phi i64 [ 0, %727 ], [ %765, %762 ]
  %751 = mul nsw i64 %750, %14
  %752 = add i64 %437, %751
  %753 = icmp sgt i64 %752, -1
  %754 = icmp slt i64 %752, %6
  %755 = and i1 %753, %754
  %756 = select i1 %755, i64 %752, i64 0
  %757 = mul nsw i64 %756, %7
  %758 = getelementptr inbounds float, ptr %421, i64 %757
  br i1 %58, label %759, label %762

759:                                              ; preds = %747
  %760 = mul nuw nsw i64 %750, %11
  %761 = getelementptr inbounds nuw float, ptr %423, i64 %760
  br label %767

762:                                              ; preds = %767, %747
  %763 = phi <8 x float> [ %748, %747 ], [ %813, %767 ]
  %764 = phi <8 x float> [ %749, %747 ], [ %850, %767 ]
  %765 = add nuw nsw i64 %750, 1
  %766 = icmp eq i64 %765, %10
  br i1 %766, label %736, label %747

767:                                              ; preds = %759, %767
  %768 = phi <8 x float> [ %748, %759 ], [ %813, %767 ]
  %769 = phi <8 x float> [ %749, %759 ], [ %850, %767 ]
  %770 = phi i64 [ 0, %759 ], [ %851, %767 ]
  %771 = getelementptr inbounds nuw float, ptr %761, i64 %770
  %772 = load float, ptr %771, align 1
  %773 = insertelement <8 x float> poison, float %772, i64 0
  %774 = shufflevector <8 x float> %773, <8 x float> poison, <8 x i32> zeroinitializer
  %775 = mul nsw i64 %770, %15
  %776 = sub i64 %775, %17
  %777 = add i64 %776, %728
  %778 = icmp slt i64 %777, 0
  %779 = sub nsw i64 0, %777
  %780 = select i1 %778, i64 %779, i64 0
  %781 = sub nsw i64 %7, %777
  %782 = tail call i64 @llvm.smin.i64(i64 %781, i64 %730)
  %783 = tail call i64 @llvm.smin.i64(i64 %782, i64 16)
  %784 = icmp sgt i64 %783, %780
  %785 = select i1 %755, i1 %784, i1 false
  %786 = select i1 %785, i64 %780, i64 0
  %787 = select i1 %785, i64 %783, i64 0
  %788 = getelementptr inbounds float, ptr %758, i64 %777
  %789 = trunc i64 %786 to i32
  %790 = icmp sgt i64 %787, %786
  %791 = trunc i64 %787 to i32
  %792 = select i1 %790, i32 %791, i32 0
  %793 = insertelement <8 x i32> poison, i32 %789, i64 0
  %794 = shufflevector <8 x i32> %793, <8 x i32> poison, <8 x i32> zeroinitializer
  %795 = icmp slt <8 x i32> %794, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %796 = insertelement <8 x i32> poison, i32 %792, i64 0
  %797 = shufflevector <8 x i32> %796, <8 x i32> poison, <8 x i32> zeroinitializer
  %798 = icmp sgt <8 x i32> %797, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %799 = and <8 x i1> %795, %798
  %800 = add nsw i32 %789, -8
  %801 = insertelement <8 x i32> poison, i32 %800, i64 0
  %802 = shufflevector <8 x i32> %801, <8 x i32> poison, <8 x i32> zeroinitializer
  %803 = icmp slt <8 x i32> %802, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %804 = add nsw i32 %792, -8
  %805 = insertelement <8 x i32> poison, i32 %804, i64 0
  %806 = shufflevector <8 x i32> %805, <8 x i32> poison, <8 x i32> zeroinitializer
  %807 = icmp sgt <8 x i32> %806, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %808 = and <8 x i1> %803, %807
  %809 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr readonly align 1 %788, <8 x i1> %799, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %810 = getelementptr inbounds nuw i8, ptr %788, i64 32
  %811 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull readonly align 1 %810, <8 x i1> %808, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %812 = shufflevector <8 x float> %809, <8 x float> %811, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %813 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %812, <8 x float> %774, <8 x float> %768)
  %814 = add i64 %776, %733
  %815 = icmp slt i64 %814, 0
  %816 = sub nsw i64 0, %814
  %817 = select i1 %815, i64 %816, i64 0
  %818 = sub nsw i64 %7, %814
  %819 = tail call i64 @llvm.smin.i64(i64 %818, i64 %735)
  %820 = tail call i64 @llvm.smin.i64(i64 %819, i64 16)
  %821 = icmp sgt i64 %820, %817
  %822 = select i1 %755, i1 %821, i1 false
  %823 = select i1 %822, i64 %817, i64 0
  %824 = select i1 %822, i64 %820, i64 0
  %825 = getelementptr inbounds float, ptr %758, i64 %814
  %826 = trunc i64 %823 to i32
  %827 = icmp sgt i64 %824, %823
  %828 = trunc i64 %824 to i32
  %829 = select i1 %827, i32 %828, i32 0
  %830 = insertelement <8 x i32> poison, i32 %826, i64 0
  %831 = shufflevector <8 x i32> %830, <8 x i32> poison, <8 x i32> zeroinitializer
  %832 = icmp slt <8 x i32> %831, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %833 = insertelement <8 x i32> poison, i32 %829, i64 0
  %834 = shufflevector <8 x i32> %833, <8 x i32> poison, <8 x i32> zeroinitializer
  %835 = icmp sgt <8 x i32> %834, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %836 = and <8 x i1> %832, %835
  %837 = add nsw i32 %826, -8
  %838 = insertelement <8 x i32> poison, i32 %837, i64 0
  %839 = shufflevector <8 x i32> %838, <8 x i32> poison, <8 x i32> zeroinitializer
  %840 = icmp slt <8 x i32> %839, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %841 = add nsw i32 %829, -8
  %842 = insertelement <8 x i32> poison, i32 %841, i64 0
  %843 = shufflevector <8 x i32> %842, <8 x i32> poison, <8 x i32> zeroinitializer
  %844 = icmp sgt <8 x i32> %843, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %845 = and <8 x i1> %840, %844
  %846 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr readonly align 1 %825, <8 x i1> %836, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %847 = getelementptr inbounds nuw i8, ptr %825, i64 32
  %848 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull readonly align 1 %847, <8 x i1> %845, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %849 = shufflevector <8 x float> %846, <8 x float> %848, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %850 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %849, <8 x float> %774, <8 x float> %769)
  %851 = add nuw nsw i64 %770, 1
  %852 = icmp eq i64 %851, %11
  br i1 %852, label %762, label %767

853:                                              ; preds = %736
  %854 = load float, ptr %424, align 1
  %855 = insertelement <8 x float> poison, float %854, i64 0
  %856 = shufflevector <8 x float> %855, <8 x float> poison, <8 x i32> zeroinitializer
  %857 = fadd <8 x float> %737, %856
  br label %858

858:                                              ; preds = %853, %736
  %859 = phi <8 x float> [ %857, %853 ], [ %737, %736 ]
  %860 = select i1 %438, ptr null, ptr %741
  switch i64 %392, label %557 [
    i64 1, label %861
    i64 2, label %864
    i64 3, label %871
    i64 0, label %916
  ]

861:                                              ; preds = %858
  %862 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %860, <8 x i1> %746, <8 x float> zeroinitializer)
  %863 = fadd <8 x float> %859, %862
  br label %878

864:                                              ; preds = %858
  %865 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %859)
  %866 = bitcast <8 x float> %859 to <8 x i32>
  %867 = or <8 x i32> %866, %60
  %868 = bitcast <8 x i32> %867 to <8 x float>
  %869 = fcmp oeq <8 x float> %859, %49
  %870 = select <8 x i1> %869, <8 x float> %868, <8 x float> %865
  br label %878

871:                                              ; preds = %858
  %872 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %859)
  %873 = bitcast <8 x float> %859 to <8 x i32>
  %874 = and <8 x i32> %873, %59
  %875 = bitcast <8 x i32> %874 to <8 x float>
  %876 = fcmp oeq <8 x float> %859, %46
  %877 = select <8 x i1> %876, <8 x float> %875, <8 x float> %872
  br label %878

878:                                              ; preds = %871, %864, %861
  %879 = phi <8 x float> [ %863, %861 ], [ %870, %864 ], [ %877, %871 ]
  switch i64 %394, label %557 [
    i64 1, label %894
    i64 2, label %887
    i64 3, label %880
    i64 0, label %916
  ]

880:                                              ; preds = %878
  %881 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %879)
  %882 = bitcast <8 x float> %879 to <8 x i32>
  %883 = and <8 x i32> %882, %59
  %884 = bitcast <8 x i32> %883 to <8 x float>
  %885 = fcmp oeq <8 x float> %879, %46
  %886 = select <8 x i1> %885, <8 x float> %884, <8 x float> %881
  br label %897

887:                                              ; preds = %878
  %888 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %879)
  %889 = bitcast <8 x float> %879 to <8 x i32>
  %890 = or <8 x i32> %889, %60
  %891 = bitcast <8 x i32> %890 to <8 x float>
  %892 = fcmp oeq <8 x float> %879, %49
  %893 = select <8 x i1> %892, <8 x float> %891, <8 x float> %888
  br label %897

894:                                              ; preds = %878
  %895 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %860, <8 x i1> %746, <8 x float> zeroinitializer)
  %896 = fadd <8 x float> %879, %895
  br label %897

897:                                              ; preds = %894, %887, %880
  %898 = phi <8 x float> [ %896, %894 ], [ %893, %887 ], [ %886, %880 ]
  switch i64 %396, label %557 [
    i64 1, label %913
    i64 2, label %906
    i64 3, label %899
    i64 0, label %916
  ]

899:                                              ; preds = %897
  %900 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %898)
  %901 = bitcast <8 x float> %898 to <8 x i32>
  %902 = and <8 x i32> %901, %59
  %903 = bitcast <8 x i32> %902 to <8 x float>
  %904 = fcmp oeq <8 x float> %898, %46
  %905 = select <8 x i1> %904, <8 x float> %903, <8 x float> %900
  br label %916

906:                                              ; preds = %897
  %907 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %898)
  %908 = bitcast <8 x float> %898 to <8 x i32>
  %909 = or <8 x i32> %908, %60
  %910 = bitcast <8 x i32> %909 to <8 x float>
  %911 = fcmp oeq <8 x float> %898, %49
  %912 = select <8 x i1> %911, <8 x float> %910, <8 x float> %907
  br label %916

913:                                              ; preds = %897
  %914 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %860, <8 x i1> %746, <8 x float> zeroinitializer)
  %915 = fadd <8 x float> %898, %914
  br label %916

916:                                              ; preds = %899, %906, %913, %897, %878, %858
  %917 = phi <8 x float> [ %898, %897 ], [ %859, %858 ], [ %879, %878 ], [ %915, %913 ], [ %912, %906 ], [ %905, %899 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %917, ptr align 1 %740, <8 x i1> %746)
  %918 = add i64 %739, -8
  %919 = tail call i64 @llvm.smin.i64(i64 %918, i64 8)
  %920 = trunc i64 %919 to i32
  %921 = insertelement <8 x i32> poison, i32 %920, i64 0
  %922 = shufflevector <8 x i32> %921, <8 x i32> poison, <8 x i32> zeroinitializer
  %923 = icmp sgt <8 x i32> %922, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %61, label %929, label %924

924:                                              ; preds = %916
  %925 = load float, ptr %424, align 1
  %926 = insertelement <8 x float> poison, float %925, i64 0
  %927 = shufflevector <8 x float> %926, <8 x float> poison, <8 x i32> zeroinitializer
  %928 = fadd <8 x float> %738, %927
  br label %929

929:                                              ; preds = %924, %916
  %930 = phi <8 x float> [ %928, %924 ], [ %738, %916 ]
  %931 = getelementptr inbounds nuw i8, ptr %740, i64 32
  %932 = getelementptr inbounds nuw i8, ptr %741, i64 32
  %933 = select i1 %438, ptr null, ptr %932
  switch i64 %392, label %557 [
    i64 1, label %948
    i64 2, label %941
    i64 3, label %934
    i64 0, label %989
  ]

934:                                              ; preds = %929
  %935 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %930)
  %936 = bitcast <8 x float> %930 to <8 x i32>
  %937 = and <8 x i32> %936, %59
  %938 = bitcast <8 x i32> %937 to <8 x float>
  %939 = fcmp oeq <8 x float> %930, %46
  %940 = select <8 x i1> %939, <8 x float> %938, <8 x float> %935
  br label %951

941:                                              ; preds = %929
  %942 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %930)
  %943 = bitcast <8 x float> %930 to <8 x i32>
  %944 = or <8 x i32> %943, %60
  %945 = bitcast <8 x i32> %944 to <8 x float>
  %946 = fcmp oeq <8 x float> %930, %49
  %947 = select <8 x i1> %946, <8 x float> %945, <8 x float> %942
  br label %951

948:                                              ; preds = %929
  %949 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %933, <8 x i1> %923, <8 x float> zeroinitializer)
  %950 = fadd <8 x float> %930, %949
  br label %951

951:                                              ; preds = %948, %941, %934
  %952 = phi <8 x float> [ %950, %948 ], [ %947, %941 ], [ %940, %934 ]
  switch i64 %398, label %557 [
    i64 1, label %967
    i64 2, label %960
    i64 3, label %953
    i64 0, label %989
  ]

953:                                              ; preds = %951
  %954 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %952)
  %955 = bitcast <8 x float> %952 to <8 x i32>
  %956 = and <8 x i32> %955, %59
  %957 = bitcast <8 x i32> %956 to <8 x float>
  %958 = fcmp oeq <8 x float> %952, %46
  %959 = select <8 x i1> %958, <8 x float> %957, <8 x float> %954
  br label %970

960:                                              ; preds = %951
  %961 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %952)
  %962 = bitcast <8 x float> %952 to <8 x i32>
  %963 = or <8 x i32> %962, %60
  %964 = bitcast <8 x i32> %963 to <8 x float>
  %965 = fcmp oeq <8 x float> %952, %49
  %966 = select <8 x i1> %965, <8 x float> %964, <8 x float> %961
  br label %970

967:                                              ; preds = %951
  %968 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %933, <8 x i1> %923, <8 x float> zeroinitializer)
  %969 = fadd <8 x float> %952, %968
  br label %970

970:                                              ; preds = %967, %960, %953
  %971 = phi <8 x float> [ %969, %967 ], [ %966, %960 ], [ %959, %953 ]
  switch i64 %400, label %557 [
    i64 1, label %986
    i64 2, label %979
    i64 3, label %972
    i64 0, label %989
  ]

972:                                              ; preds = %970
  %973 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %971)
  %974 = bitcast <8 x float> %971 to <8 x i32>
  %975 = and <8 x i32> %974, %59
  %976 = bitcast <8 x i32> %975 to <8 x float>
  %977 = fcmp oeq <8 x float> %971, %46
  %978 = select <8 x i1> %977, <8 x float> %976, <8 x float> %973
  br label %989

979:                                              ; preds = %970
  %980 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %971)
  %981 = bitcast <8 x float> %971 to <8 x i32>
  %982 = or <8 x i32> %981, %60
  %983 = bitcast <8 x i32> %982 to <8 x float>
  %984 = fcmp oeq <8 x float> %971, %49
  %985 = select <8 x i1> %984, <8 x float> %983, <8 x float> %980
  br label %989

986:                                              ; preds = %970
  %987 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %933, <8 x i1> %923, <8 x float> zeroinitializer)
  %988 = fadd <8 x float> %971, %987
  br label %989

989:                                              ; preds = %972, %979, %986, %970, %951, %929
  %990 = phi <8 x float> [ %971, %970 ], [ %930, %929 ], [ %952, %951 ], [ %988, %986 ], [ %985, %979 ], [ %978, %972 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %990, ptr nonnull align 1 %931, <8 x i1> %923)
  br label %7198

991:                                              ; preds = %725
  br i1 %57, label %992, label %995

992:                                              ; preds = %991
  %993 = or disjoint i64 %444, 8
  %994 = sub nsw i64 %9, %993
  br label %1006

995:                                              ; preds = %1021, %991
  %996 = phi <8 x float> [ zeroinitializer, %991 ], [ %1022, %1021 ]
  %997 = phi <8 x float> [ zeroinitializer, %991 ], [ %1023, %1021 ]
  %998 = add i64 %443, %9
  %999 = getelementptr inbounds nuw float, ptr %430, i64 %444
  %1000 = getelementptr inbounds nuw float, ptr %434, i64 %444
  %1001 = tail call i64 @llvm.smin.i64(i64 %998, i64 8)
  %1002 = trunc i64 %1001 to i32
  %1003 = insertelement <8 x i32> poison, i32 %1002, i64 0
  %1004 = shufflevector <8 x i32> %1003, <8 x i32> poison, <8 x i32> zeroinitializer
  %1005 = icmp sgt <8 x i32> %1004, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %61, label %1089, label %1084

1006:                                             ; preds = %992, %1021
  %1007 = phi <8 x float> [ zeroinitializer, %992 ], [ %1022, %1021 ]
  %1008 = phi <8 x float> [ zeroinitializer, %992 ], [ %1023, %1021 ]
  %1009 = phi i64 [ 0, %992 ], [ %1024, %1021 ]
  %1010 = mul nsw i64 %1009, %14
  %1011 = add i64 %437, %1010
  %1012 = icmp sgt i64 %1011, -1
  %1013 = icmp slt i64 %1011, %6
  %1014 = and i1 %1012, %1013
  %1015 = select i1 %1014, i64 %1011, i64 0
  %1016 = mul nsw i64 %1015, %7
  %1017 = getelementptr inbounds float, ptr %421, i64 %1016
  br i1 %58, label %1018, label %1021

1018:                                             ; preds = %1006
  %1019 = mul nuw nsw i64 %1009, %11
  %1020 = getelementptr inbounds nuw float, ptr %423, i64 %1019
  br label %1026

1021:                                             ; preds = %1026, %1006
  %1022 = phi <8 x float> [ %1007, %1006 ], [ %1081, %1026 ]
  %1023 = phi <8 x float> [ %1008, %1006 ], [ %1058, %1026 ]
  %1024 = add nuw nsw i64 %1009, 1
  %1025 = icmp eq i64 %1024, %10
  br i1 %1025, label %995, label %1006

1026:                                             ; preds = %1018, %1026
  %1027 = phi <8 x float> [ %1007, %1018 ], [ %1081, %1026 ]
  %1028 = phi <8 x float> [ %1008, %1018 ], [ %1058, %1026 ]
  %1029 = phi i64 [ 0, %1018 ], [ %1082, %1026 ]
  %1030 = getelementptr inbounds nuw float, ptr %1020, i64 %1029
  %1031 = load float, ptr %1030, align 1
  %1032 = insertelement <8 x float> poison, float %1031, i64 0
  %1033 = shufflevector <8 x float> %1032, <8 x float> poison, <8 x i32> zeroinitializer
  %1034 = mul nsw i64 %1029, %15
  %1035 = sub i64 %1034, %17
  %1036 = add i64 %1035, %444
  %1037 = icmp slt i64 %1036, 0
  %1038 = sub nsw i64 0, %1036
  %1039 = select i1 %1037, i64 %1038, i64 0
  %1040 = sub nsw i64 %7, %1036
  %1041 = tail call i64 @llvm.smin.i64(i64 %1040, i64 %445)
  %1042 = tail call i64 @llvm.smin.i64(i64 %1041, i64 8)
  %1043 = icmp sgt i64 %1042, %1039
  %1044 = select i1 %1014, i1 %1043, i1 false
  %1045 = getelementptr inbounds float, ptr %1017, i64 %1036
  %1046 = trunc i64 %1039 to i32
  %1047 = select i1 %1044, i32 %1046, i32 0
  %1048 = insertelement <8 x i32> poison, i32 %1047, i64 0
  %1049 = shufflevector <8 x i32> %1048, <8 x i32> poison, <8 x i32> zeroinitializer
  %1050 = icmp slt <8 x i32> %1049, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1051 = trunc i64 %1042 to i32
  %1052 = select i1 %1044, i32 %1051, i32 0
  %1053 = insertelement <8 x i32> poison, i32 %1052, i64 0
  %1054 = shufflevector <8 x i32> %1053, <8 x i32> poison, <8 x i32> zeroinitializer
  %1055 = icmp sgt <8 x i32> %1054, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1056 = and <8 x i1> %1055, %1050
  %1057 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1045, <8 x i1> %1056, <8 x float> zeroinitializer)
  %1058 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1057, <8 x float> %1033, <8 x float> %1028)
  %1059 = add i64 %1035, %993
  %1060 = icmp slt i64 %1059, 0
  %1061 = sub nsw i64 0, %1059
  %1062 = select i1 %1060, i64 %1061, i64 0
  %1063 = sub nsw i64 %7, %1059
  %1064 = tail call i64 @llvm.smin.i64(i64 %1063, i64 %994)
  %1065 = tail call i64 @llvm.smin.i64(i64 %1064, i64 8)
  %1066 = icmp sgt i64 %1065, %1062
  %1067 = select i1 %1014, i1 %1066, i1 false
  %1068 = getelementptr inbounds float, ptr %1017, i64 %1059
  %1069 = trunc i64 %1062 to i32
  %1070 = select i1 %1067, i32 %1069, i32 0
  %1071 = insertelement <8 x i32> poison, i32 %1070, i64 0
  %1072 = shufflevector <8 x i32> %1071, <8 x i32> poison, <8 x i32> zeroinitializer
  %1073 = icmp slt <8 x i32> %1072, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1074 = trunc i64 %1065 to i32
  %1075 = select i1 %1067, i32 %1074, i32 0
  %1076 = insertelement <8 x i32> poison, i32 %1075, i64 0
  %1077 = shufflevector <8 x i32> %1076, <8 x i32> poison, <8 x i32> zeroinitializer
  %1078 = icmp sgt <8 x i32> %1077, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1079 = and <8 x i1> %1078, %1073
  %1080 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1068, <8 x i1> %1079, <8 x float> zeroinitializer)
  %1081 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1080, <8 x float> %1033, <8 x float> %1027)
  %1082 = add nuw nsw i64 %1029, 1
  %1083 = icmp eq i64 %1082, %11
  br i1 %1083, label %1021, label %1026

1084:                                             ; preds = %995
  %1085 = load float, ptr %424, align 1
  %1086 = insertelement <8 x float> poison, float %1085, i64 0
  %1087 = shufflevector <8 x float> %1086, <8 x float> poison, <8 x i32> zeroinitializer
  %1088 = fadd <8 x float> %997, %1087
  br label %1089

1089:                                             ; preds = %1084, %995
  %1090 = phi <8 x float> [ %1088, %1084 ], [ %997, %995 ]
  %1091 = select i1 %438, ptr null, ptr %1000
  switch i64 %383, label %557 [
    i64 1, label %1092
    i64 2, label %1095
    i64 3, label %1102
    i64 0, label %1147
  ]

1092:                                             ; preds = %1089
  %1093 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1091, <8 x i1> %1005, <8 x float> zeroinitializer)
  %1094 = fadd <8 x float> %1090, %1093
  br label %1109

1095:                                             ; preds = %1089
  %1096 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %1090)
  %1097 = bitcast <8 x float> %1090 to <8 x i32>
  %1098 = or <8 x i32> %1097, %60
  %1099 = bitcast <8 x i32> %1098 to <8 x float>
  %1100 = fcmp oeq <8 x float> %1090, %49
  %1101 = select <8 x i1> %1100, <8 x float> %1099, <8 x float> %1096
  br label %1109

1102:                                             ; preds = %1089
  %1103 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %1090)
  %1104 = bitcast <8 x float> %1090 to <8 x i32>
  %1105 = and <8 x i32> %1104, %59
  %1106 = bitcast <8 x i32> %1105 to <8 x float>
  %1107 = fcmp oeq <8 x float> %1090, %46
  %1108 = select <8 x i1> %1107, <8 x float> %1106, <8 x float> %1103
  br label %1109

1109:                                             ; preds = %1102, %1095, %1092
  %1110 = phi <8 x float> [ %1094, %1092 ], [ %1101, %1095 ], [ %1108, %1102 ]
  switch i64 %385, label %557 [
    i64 1, label %1125
    i64 2, label %1118
    i64 3, label %1111
    i64 0, label %1147
  ]

1111:                                             ; preds = %1109
  %1112 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %1110)
  %1113 = bitcast <8 x float> %1110 to <8 x i32>
  %1114 = and <8 x i32> %1113, %59
  %1115 = bitcast <8 x i32> %1114 to <8 x float>
  %1116 = fcmp oeq <8 x float> %1110, %46
  %1117 = select <8 x i1> %1116, <8 x float> %1115, <8 x float> %1112
  br label %1128

1118:                                             ; preds = %1109
  %1119 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %1110)
  %1120 = bitcast <8 x float> %1110 to <8 x i32>
  %1121 = or <8 x i32> %1120, %60
  %1122 = bitcast <8 x i32> %1121 to <8 x float>
  %1123 = fcmp oeq <8 x float> %1110, %49
  %1124 = select <8 x i1> %1123, <8 x float> %1122, <8 x float> %1119
  br label %1128

1125:                                             ; preds = %1109
  %1126 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1091, <8 x i1> %1005, <8 x float> zeroinitializer)
  %1127 = fadd <8 x float> %1110, %1126
  br label %1128

1128:                                             ; preds = %1125, %1118, %1111
  %1129 = phi <8 x float> [ %1127, %1125 ], [ %1124, %1118 ], [ %1117, %1111 ]
  switch i64 %387, label %557 [
    i64 1, label %1144
    i64 2, label %1137
    i64 3, label %1130
    i64 0, label %1147
  ]

1130:                                             ; preds = %1128
  %1131 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %1129)
  %1132 = bitcast <8 x float> %1129 to <8 x i32>
  %1133 = and <8 x i32> %1132, %59
  %1134 = bitcast <8 x i32> %1133 to <8 x float>
  %1135 = fcmp oeq <8 x float> %1129, %46
  %1136 = select <8 x i1> %1135, <8 x float> %1134, <8 x float> %1131
  br label %1147

1137:                                             ; preds = %1128
  %1138 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %1129)
  %1139 = bitcast <8 x float> %1129 to <8 x i32>
  %1140 = or <8 x i32> %1139, %60
  %1141 = bitcast <8 x i32> %1140 to <8 x float>
  %1142 = fcmp oeq <8 x float> %1129, %49
  %1143 = select <8 x i1> %1142, <8 x float> %1141, <8 x float> %1138
  br label %1147

1144:                                             ; preds = %1128
  %1145 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1091, <8 x i1> %1005, <8 x float> zeroinitializer)
  %1146 = fadd <8 x float> %1129, %1145
  br label %1147

1147:                                             ; preds = %1130, %1137, %1144, %1128, %1109, %1089
  %1148 = phi <8 x float> [ %1129, %1128 ], [ %1090, %1089 ], [ %1110, %1109 ], [ %1146, %1144 ], [ %1143, %1137 ], [ %1136, %1130 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1148, ptr align 1 %999, <8 x i1> %1005)
  %1149 = add i64 %998, -8
  %1150 = tail call i64 @llvm.smin.i64(i64 %1149, i64 8)
  %1151 = trunc i64 %1150 to i32
  %1152 = insertelement <8 x i32> poison, i32 %1151, i64 0
  %1153 = shufflevector <8 x i32> %1152, <8 x i32> poison, <8 x i32> zeroinitializer
  %1154 = icmp sgt <8 x i32> %1153, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %61, label %1160, label %1155

1155:                                             ; preds = %1147
  %1156 = load float, ptr %424, align 1
  %1157 = insertelement <8 x float> poison, float %1156, i64 0
  %1158 = shufflevector <8 x float> %1157, <8 x float> poison, <8 x i32> zeroinitializer
  %1159 = fadd <8 x float> %996, %1158
  br label %1160

1160:                                             ; preds = %1155, %1147
  %1161 = phi <8 x float> [ %1159, %1155 ], [ %996, %1147 ]
  %1162 = getelementptr inbounds nuw i8, ptr %999, i64 32
  %1163 = getelementptr inbounds nuw i8, ptr %1000, i64 32
  %1164 = select i1 %438, ptr null, ptr %1163
  switch i64 %383, label %557 [
    i64 1, label %1179
    i64 2, label %1172
    i64 3, label %1165
    i64 0, label %1220
  ]

1165:                                             ; preds = %1160
  %1166 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %1161)
  %1167 = bitcast <8 x float> %1161 to <8 x i32>
  %1168 = and <8 x i32> %1167, %59
  %1169 = bitcast <8 x i32> %1168 to <8 x float>
  %1170 = fcmp oeq <8 x float> %1161, %46
  %1171 = select <8 x i1> %1170, <8 x float> %1169, <8 x float> %1166
  br label %1182

1172:                                             ; preds = %1160
  %1173 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %1161)
  %1174 = bitcast <8 x float> %1161 to <8 x i32>
  %1175 = or <8 x i32> %1174, %60
  %1176 = bitcast <8 x i32> %1175 to <8 x float>
  %1177 = fcmp oeq <8 x float> %1161, %49
  %1178 = select <8 x i1> %1177, <8 x float> %1176, <8 x float> %1173
  br label %1182

1179:                                             ; preds = %1160
  %1180 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1164, <8 x i1> %1154, <8 x float> zeroinitializer)
  %1181 = fadd <8 x float> %1161, %1180
  br label %1182

1182:                                             ; preds = %1179, %1172, %1165
  %1183 = phi <8 x float> [ %1181, %1179 ], [ %1178, %1172 ], [ %1171, %1165 ]
  switch i64 %389, label %557 [
    i64 1, label %1198
    i64 2, label %1191
    i64 3, label %1184
    i64 0, label %1220
  ]

1184:                                             ; preds = %1182
  %1185 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %1183)
  %1186 = bitcast <8 x float> %1183 to <8 x i32>
  %1187 = and <8 x i32> %1186, %59
  %1188 = bitcast <8 x i32> %1187 to <8 x float>
  %1189 = fcmp oeq <8 x float> %1183, %46
  %1190 = select <8 x i1> %1189, <8 x float> %1188, <8 x float> %1185
  br label %1201

1191:                                             ; preds = %1182
  %1192 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %1183)
  %1193 = bitcast <8 x float> %1183 to <8 x i32>
  %1194 = or <8 x i32> %1193, %60
  %1195 = bitcast <8 x i32> %1194 to <8 x float>
  %1196 = fcmp oeq <8 x float> %1183, %49
  %1197 = select <8 x i1> %1196, <8 x float> %1195, <8 x float> %1192
  br label %1201

1198:                                             ; preds = %1182
  %1199 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1164, <8 x i1> %1154, <8 x float> zeroinitializer)
  %1200 = fadd <8 x float> %1183, %1199
  br label %1201

1201:                                             ; preds = %1198, %1191, %1184
  %1202 = phi <8 x float> [ %1200, %1198 ], [ %1197, %1191 ], [ %1190, %1184 ]
  switch i64 %391, label %557 [
    i64 1, label %1217
    i64 2, label %1210
    i64 3, label %1203
    i64 0, label %1220
  ]

1203:                                             ; preds = %1201
  %1204 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %1202)
  %1205 = bitcast <8 x float> %1202 to <8 x i32>
  %1206 = and <8 x i32> %1205, %59
  %1207 = bitcast <8 x i32> %1206 to <8 x float>
  %1208 = fcmp oeq <8 x float> %1202, %46
  %1209 = select <8 x i1> %1208, <8 x float> %1207, <8 x float> %1204
  br label %1220

1210:                                             ; preds = %1201
  %1211 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %1202)
  %1212 = bitcast <8 x float> %1202 to <8 x i32>
  %1213 = or <8 x i32> %1212, %60
  %1214 = bitcast <8 x i32> %1213 to <8 x float>
  %1215 = fcmp oeq <8 x float> %1202, %49
  %1216 = select <8 x i1> %1215, <8 x float> %1214, <8 x float> %1211
  br label %1220

1217:                                             ; preds = %1201
  %1218 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1164, <8 x i1> %1154, <8 x float> zeroinitializer)
  %1219 = fadd <8 x float> %1202, %1218
  br label %1220

1220:                                             ; preds = %1203, %1210, %1217, %1201, %1182, %1160
  %1221 = phi <8 x float> [ %1202, %1201 ], [ %1161, %1160 ], [ %1183, %1182 ], [ %1219, %1217 ], [ %1216, %1210 ], [ %1209, %1203 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1221, ptr nonnull align 1 %1162, <8 x i1> %1154)
  br label %7198

1222:                                             ; preds = %442
  br i1 %50, label %1223, label %1525

1223:                                             ; preds = %1222
  call void @llvm.lifetime.start.p0(ptr nonnull %28)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(96) %28, i8 0, i64 96, i1 false)
  br i1 %57, label %1236, label %1226

1224:                                             ; preds = %1249
  %1225 = load <8 x float>, ptr %28, align 32
  br label %1226

1226:                                             ; preds = %1224, %1223
  %1227 = phi <8 x float> [ %1225, %1224 ], [ zeroinitializer, %1223 ]
  %1228 = add i64 %443, %9
  %1229 = getelementptr inbounds nuw float, ptr %430, i64 %444
  %1230 = getelementptr inbounds nuw float, ptr %434, i64 %444
  %1231 = tail call i64 @llvm.smin.i64(i64 %1228, i64 8)
  %1232 = trunc i64 %1231 to i32
  %1233 = insertelement <8 x i32> poison, i32 %1232, i64 0
  %1234 = shufflevector <8 x i32> %1233, <8 x i32> poison, <8 x i32> zeroinitializer
  %1235 = icmp sgt <8 x i32> %1234, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %61, label %1317, label %1312

1236:                                             ; preds = %1223, %1249
  %1237 = phi i64 [ %1250, %1249 ], [ 0, %1223 ]
  %1238 = mul nsw i64 %1237, %14
  %1239 = add i64 %437, %1238
  %1240 = icmp sgt i64 %1239, -1
  %1241 = icmp slt i64 %1239, %6
  %1242 = and i1 %1240, %1241
  %1243 = select i1 %1242, i64 %1239, i64 0
  %1244 = mul nsw i64 %1243, %7
  %1245 = getelementptr inbounds float, ptr %421, i64 %1244
  br i1 %58, label %1246, label %1249

1246:                                             ; preds = %1236
  %1247 = mul nuw nsw i64 %1237, %11
  %1248 = getelementptr inbounds nuw float, ptr %423, i64 %1247
  br label %1252

1249:                                             ; preds = %1260, %1236
  %1250 = add nuw nsw i64 %1237, 1
  %1251 = icmp eq i64 %1250, %10
  br i1 %1251, label %1224, label %1236

1252:                                             ; preds = %1246, %1260
  %1253 = phi i64 [ 0, %1246 ], [ %1261, %1260 ]
  %1254 = getelementptr inbounds nuw float, ptr %1248, i64 %1253
  %1255 = load float, ptr %1254, align 1
  %1256 = insertelement <8 x float> poison, float %1255, i64 0
  %1257 = shufflevector <8 x float> %1256, <8 x float> poison, <8 x i32> zeroinitializer
  %1258 = mul nsw i64 %1253, %15
  %1259 = sub i64 %1258, %17
  br label %1263

1260:                                             ; preds = %1263
  %1261 = add nuw nsw i64 %1253, 1
  %1262 = icmp eq i64 %1261, %11
  br i1 %1262, label %1249, label %1252

1263:                                             ; preds = %1252, %1263
  %1264 = phi i64 [ 0, %1252 ], [ %1310, %1263 ]
  %1265 = shl nuw nsw i64 %1264, 3
  %1266 = or disjoint i64 %444, %1265
  %1267 = sub nsw i64 %9, %1266
  %1268 = shl nuw nsw i64 %1266, 1
  %1269 = add i64 %1259, %1268
  %1270 = icmp slt i64 %1269, 0
  %1271 = sub nsw i64 0, %1269
  %1272 = select i1 %1270, i64 %1271, i64 0
  %1273 = sub nsw i64 %7, %1269
  %1274 = shl nsw i64 %1267, 1
  %1275 = add nsw i64 %1274, -1
  %1276 = tail call i64 @llvm.smin.i64(i64 %1273, i64 %1275)
  %1277 = tail call i64 @llvm.smin.i64(i64 %1276, i64 16)
  %1278 = icmp sgt i64 %1277, %1272
  %1279 = select i1 %1242, i1 %1278, i1 false
  %1280 = select i1 %1279, i64 %1272, i64 0
  %1281 = select i1 %1279, i64 %1277, i64 0
  %1282 = getelementptr inbounds float, ptr %1245, i64 %1269
  %1283 = trunc i64 %1280 to i32
  %1284 = icmp sgt i64 %1281, %1280
  %1285 = trunc i64 %1281 to i32
  %1286 = select i1 %1284, i32 %1285, i32 0
  %1287 = insertelement <8 x i32> poison, i32 %1283, i64 0
  %1288 = shufflevector <8 x i32> %1287, <8 x i32> poison, <8 x i32> zeroinitializer
  %1289 = icmp slt <8 x i32> %1288, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1290 = insertelement <8 x i32> poison, i32 %1286, i64 0
  %1291 = shufflevector <8 x i32> %1290, <8 x i32> poison, <8 x i32> zeroinitializer
  %1292 = icmp sgt <8 x i32> %1291, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1293 = and <8 x i1> %1289, %1292
  %1294 = add nsw i32 %1283, -8
  %1295 = insertelement <8 x i32> poison, i32 %1294, i64 0
  %1296 = shufflevector <8 x i32> %1295, <8 x i32> poison, <8 x i32> zeroinitializer
  %1297 = icmp slt <8 x i32> %1296, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1298 = add nsw i32 %1286, -8
  %1299 = insertelement <8 x i32> poison, i32 %1298, i64 0
  %1300 = shufflevector <8 x i32> %1299, <8 x i32> poison, <8 x i32> zeroinitializer
  %1301 = icmp sgt <8 x i32> %1300, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1302 = and <8 x i1> %1297, %1301
  %1303 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr readonly align 1 %1282, <8 x i1> %1293, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1304 = getelementptr inbounds nuw i8, ptr %1282, i64 32
  %1305 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull readonly align 1 %1304, <8 x i1> %1302, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1306 = shufflevector <8 x float> %1303, <8 x float> %1305, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %1307 = getelementptr inbounds nuw <8 x float>, ptr %28, i64 %1264
  %1308 = load <8 x float>, ptr %1307, align 32
  %1309 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1306, <8 x float> %1257, <8 x float> %1308)
  store <8 x float> %1309, ptr %1307, align 32
  %1310 = add nuw nsw i64 %1264, 1
  %1311 = icmp eq i64 %1310, 3
  br i1 %1311, label %1260, label %1263

1312:                                             ; preds = %1226
  %1313 = load float, ptr %424, align 1
  %1314 = insertelement <8 x float> poison, float %1313, i64 0
  %1315 = shufflevector <8 x float> %1314, <8 x float> poison, <8 x i32> zeroinitializer
  %1316 = fadd <8 x float> %1227, %1315
  br label %1317

1317:                                             ; preds = %1312, %1226
  %1318 = phi <8 x float> [ %1316, %1312 ], [ %1227, %1226 ]
  %1319 = select i1 %438, ptr null, ptr %1230
  switch i64 %368, label %557 [
    i64 1, label %1320
    i64 2, label %1323
    i64 3, label %1330
    i64 0, label %1375
  ]

1320:                                             ; preds = %1317
  %1321 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1319, <8 x i1> %1235, <8 x float> zeroinitializer)
  %1322 = fadd <8 x float> %1318, %1321
  br label %1337

1323:                                             ; preds = %1317
  %1324 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %1318)
  %1325 = bitcast <8 x float> %1318 to <8 x i32>
  %1326 = or <8 x i32> %1325, %60
  %1327 = bitcast <8 x i32> %1326 to <8 x float>
  %1328 = fcmp oeq <8 x float> %1318, %49
  %1329 = select <8 x i1> %1328, <8 x float> %1327, <8 x float> %1324
  br label %1337

1330:                                             ; preds = %1317
  %1331 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %1318)
  %1332 = bitcast <8 x float> %1318 to <8 x i32>
  %1333 = and <8 x i32> %1332, %59
  %1334 = bitcast <8 x i32> %1333 to <8 x float>
  %1335 = fcmp oeq <8 x float> %1318, %46
  %1336 = select <8 x i1> %1335, <8 x float> %1334, <8 x float> %1331
  br label %1337

1337:                                             ; preds = %1330, %1323, %1320
  %1338 = phi <8 x float> [ %1322, %1320 ], [ %1329, %1323 ], [ %1336, %1330 ]
  switch i64 %370, label %557 [
    i64 1, label %1353
    i64 2, label %1346
    i64 3, label %1339
    i64 0, label %1375
  ]

1339:                                             ; preds = %1337
  %1340 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %1338)
  %1341 = bitcast <8 x float> %1338 to <8 x i32>
  %1342 = and <8 x i32> %1341, %59
  %1343 = bitcast <8 x i32> %1342 to <8 x float>
  %1344 = fcmp oeq <8 x float> %1338, %46
  %1345 = select <8 x i1> %1344, <8 x float> %1343, <8 x float> %1340
  br label %1356

1346:                                             ; preds = %1337
  %1347 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %1338)
  %1348 = bitcast <8 x float> %1338 to <8 x i32>
  %1349 = or <8 x i32> %1348, %60
  %1350 = bitcast <8 x i32> %1349 to <8 x float>
  %1351 = fcmp oeq <8 x float> %1338, %49
  %1352 = select <8 x i1> %1351, <8 x float> %1350, <8 x float> %1347
  br label %1356

1353:                                             ; preds = %1337
  %1354 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1319, <8 x i1> %1235, <8 x float> zeroinitializer)
  %1355 = fadd <8 x float> %1338, %1354
  br label %1356

1356:                                             ; preds = %1353, %1346, %1339
  %1357 = phi <8 x float> [ %1355, %1353 ], [ %1352, %1346 ], [ %1345, %1339 ]
  switch i64 %372, label %557 [
    i64 1, label %1372
    i64 2, label %1365
    i64 3, label %1358
    i64 0, label %1375
  ]

1358:                                             ; preds = %1356
  %1359 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %1357)
  %1360 = bitcast <8 x float> %1357 to <8 x i32>
  %1361 = and <8 x i32> %1360, %59
  %1362 = bitcast <8 x i32> %1361 to <8 x float>
  %1363 = fcmp oeq <8 x float> %1357, %46
  %1364 = select <8 x i1> %1363, <8 x float> %1362, <8 x float> %1359
  br label %1375

1365:                                             ; preds = %1356
  %1366 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %1357)
  %1367 = bitcast <8 x float> %1357 to <8 x i32>
  %1368 = or <8 x i32> %1367, %60
  %1369 = bitcast <8 x i32> %1368 to <8 x float>
  %1370 = fcmp oeq <8 x float> %1357, %49
  %1371 = select <8 x i1> %1370, <8 x float> %1369, <8 x float> %1366
  br label %1375

1372:                                             ; preds = %1356
  %1373 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1319, <8 x i1> %1235, <8 x float> zeroinitializer)
  %1374 = fadd <8 x float> %1357, %1373
  br label %1375

1375:                                             ; preds = %1358, %1365, %1372, %1356, %1337, %1317
  %1376 = phi <8 x float> [ %1357, %1356 ], [ %1318, %1317 ], [ %1338, %1337 ], [ %1374, %1372 ], [ %1371, %1365 ], [ %1364, %1358 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1376, ptr align 1 %1229, <8 x i1> %1235)
  %1377 = add i64 %1228, -8
  %1378 = tail call i64 @llvm.smin.i64(i64 %1377, i64 8)
  %1379 = trunc i64 %1378 to i32
  %1380 = insertelement <8 x i32> poison, i32 %1379, i64 0
  %1381 = shufflevector <8 x i32> %1380, <8 x i32> poison, <8 x i32> zeroinitializer
  %1382 = icmp sgt <8 x i32> %1381, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1383 = load <8 x float>, ptr %373, align 32
  br i1 %61, label %1389, label %1384

1384:                                             ; preds = %1375
  %1385 = load float, ptr %424, align 1
  %1386 = insertelement <8 x float> poison, float %1385, i64 0
  %1387 = shufflevector <8 x float> %1386, <8 x float> poison, <8 x i32> zeroinitializer
  %1388 = fadd <8 x float> %1383, %1387
  br label %1389

1389:                                             ; preds = %1384, %1375
  %1390 = phi <8 x float> [ %1388, %1384 ], [ %1383, %1375 ]
  %1391 = getelementptr inbounds nuw i8, ptr %1229, i64 32
  %1392 = getelementptr inbounds nuw i8, ptr %1230, i64 32
  %1393 = select i1 %438, ptr null, ptr %1392
  switch i64 %368, label %557 [
    i64 1, label %1408
    i64 2, label %1401
    i64 3, label %1394
    i64 0, label %1449
  ]

1394:                                             ; preds = %1389
  %1395 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %1390)
  %1396 = bitcast <8 x float> %1390 to <8 x i32>
  %1397 = and <8 x i32> %1396, %59
  %1398 = bitcast <8 x i32> %1397 to <8 x float>
  %1399 = fcmp oeq <8 x float> %1390, %46
  %1400 = select <8 x i1> %1399, <8 x float> %1398, <8 x float> %1395
  br label %1411

1401:                                             ; preds = %1389
  %1402 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %1390)
  %1403 = bitcast <8 x float> %1390 to <8 x i32>
  %1404 = or <8 x i32> %1403, %60
  %1405 = bitcast <8 x i32> %1404 to <8 x float>
  %1406 = fcmp oeq <8 x float> %1390, %49
  %1407 = select <8 x i1> %1406, <8 x float> %1405, <8 x float> %1402
  br label %1411

1408:                                             ; preds = %1389
  %1409 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1393, <8 x i1> %1382, <8 x float> zeroinitializer)
  %1410 = fadd <8 x float> %1390, %1409
  br label %1411

1411:                                             ; preds = %1408, %1401, %1394
  %1412 = phi <8 x float> [ %1410, %1408 ], [ %1407, %1401 ], [ %1400, %1394 ]
  switch i64 %375, label %557 [
    i64 1, label %1427
    i64 2, label %1420
    i64 3, label %1413
    i64 0, label %1449
  ]

1413:                                             ; preds = %1411
  %1414 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %1412)
  %1415 = bitcast <8 x float> %1412 to <8 x i32>
  %1416 = and <8 x i32> %1415, %59
  %1417 = bitcast <8 x i32> %1416 to <8 x float>
  %1418 = fcmp oeq <8 x float> %1412, %46
  %1419 = select <8 x i1> %1418, <8 x float> %1417, <8 x float> %1414
  br label %1430

1420:                                             ; preds = %1411
  %1421 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %1412)
  %1422 = bitcast <8 x float> %1412 to <8 x i32>
  %1423 = or <8 x i32> %1422, %60
  %1424 = bitcast <8 x i32> %1423 to <8 x float>
  %1425 = fcmp oeq <8 x float> %1412, %49
  %1426 = select <8 x i1> %1425, <8 x float> %1424, <8 x float> %1421
  br label %1430

1427:                                             ; preds = %1411
  %1428 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1393, <8 x i1> %1382, <8 x float> zeroinitializer)
  %1429 = fadd <8 x float> %1412, %1428
  br label %1430

1430:                                             ; preds = %1427, %1420, %1413
  %1431 = phi <8 x float> [ %1429, %1427 ], [ %1426, %1420 ], [ %1419, %1413 ]
  switch i64 %377, label %557 [
    i64 1, label %1446
    i64 2, label %1439
    i64 3, label %1432
    i64 0, label %1449
  ]

1432:                                             ; preds = %1430
  %1433 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %1431)
  %1434 = bitcast <8 x float> %1431 to <8 x i32>
  %1435 = and <8 x i32> %1434, %59
  %1436 = bitcast <8 x i32> %1435 to <8 x float>
  %1437 = fcmp oeq <8 x float> %1431, %46
  %1438 = select <8 x i1> %1437, <8 x float> %1436, <8 x float> %1433
  br label %1449

1439:                                             ; preds = %1430
  %1440 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %1431)
  %1441 = bitcast <8 x float> %1431 to <8 x i32>
  %1442 = or <8 x i32> %1441, %60
  %1443 = bitcast <8 x i32> %1442 to <8 x float>
  %1444 = fcmp oeq <8 x float> %1431, %49
  %1445 = select <8 x i1> %1444, <8 x float> %1443, <8 x float> %1440
  br label %1449

1446:                                             ; preds = %1430
  %1447 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1393, <8 x i1> %1382, <8 x float> zeroinitializer)
  %1448 = fadd <8 x float> %1431, %1447
  br label %1449

1449:                                             ; preds = %1432, %1439, %1446, %1430, %1411, %1389
  %1450 = phi <8 x float> [ %1431, %1430 ], [ %1390, %1389 ], [ %1412, %1411 ], [ %1448, %1446 ], [ %1445, %1439 ], [ %1438, %1432 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1450, ptr nonnull align 1 %1391, <8 x i1> %1382)
  %1451 = add i64 %1228, -16
  %1452 = tail call i64 @llvm.smin.i64(i64 %1451, i64 8)
  %1453 = trunc i64 %1452 to i32
  %1454 = insertelement <8 x i32> poison, i32 %1453, i64 0
  %1455 = shufflevector <8 x i32> %1454, <8 x i32> poison, <8 x i32> zeroinitializer
  %1456 = icmp sgt <8 x i32> %1455, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1457 = load <8 x float>, ptr %378, align 32
  br i1 %61, label %1463, label %1458

1458:                                             ; preds = %1449
  %1459 = load float, ptr %424, align 1
  %1460 = insertelement <8 x float> poison, float %1459, i64 0
  %1461 = shufflevector <8 x float> %1460, <8 x float> poison, <8 x i32> zeroinitializer
  %1462 = fadd <8 x float> %1457, %1461
  br label %1463

1463:                                             ; preds = %1458, %1449
  %1464 = phi <8 x float> [ %1462, %1458 ], [ %1457, %1449 ]
  %1465 = getelementptr inbounds nuw i8, ptr %1229, i64 64
  %1466 = getelementptr inbounds nuw i8, ptr %1230, i64 64
  %1467 = select i1 %438, ptr null, ptr %1466
  switch i64 %368, label %557 [
    i64 1, label %1482
    i64 2, label %1475
    i64 3, label %1468
    i64 0, label %1523
  ]

1468:                                             ; preds = %1463
  %1469 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %1464)
  %1470 = bitcast <8 x float> %1464 to <8 x i32>
  %1471 = and <8 x i32> %1470, %59
  %1472 = bitcast <8 x i32> %1471 to <8 x float>
  %1473 = fcmp oeq <8 x float> %1464, %46
  %1474 = select <8 x i1> %1473, <8 x float> %1472, <8 x float> %1469
  br label %1485

1475:                                             ; preds = %1463
  %1476 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %1464)
  %1477 = bitcast <8 x float> %1464 to <8 x i32>
  %1478 = or <8 x i32> %1477, %60
  %1479 = bitcast <8 x i32> %1478 to <8 x float>
  %1480 = fcmp oeq <8 x float> %1464, %49
  %1481 = select <8 x i1> %1480, <8 x float> %1479, <8 x float> %1476
  br label %1485

1482:                                             ; preds = %1463
  %1483 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1467, <8 x i1> %1456, <8 x float> zeroinitializer)
  %1484 = fadd <8 x float> %1464, %1483
  br label %1485

1485:                                             ; preds = %1482, %1475, %1468
  %1486 = phi <8 x float> [ %1484, %1482 ], [ %1481, %1475 ], [ %1474, %1468 ]
  switch i64 %380, label %557 [
    i64 1, label %1501
    i64 2, label %1494
    i64 3, label %1487
    i64 0, label %1523
  ]

1487:                                             ; preds = %1485
  %1488 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %1486)
  %1489 = bitcast <8 x float> %1486 to <8 x i32>
  %1490 = and <8 x i32> %1489, %59
  %1491 = bitcast <8 x i32> %1490 to <8 x float>
  %1492 = fcmp oeq <8 x float> %1486, %46
  %1493 = select <8 x i1> %1492, <8 x float> %1491, <8 x float> %1488
  br label %1504

1494:                                             ; preds = %1485
  %1495 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %1486)
  %1496 = bitcast <8 x float> %1486 to <8 x i32>
  %1497 = or <8 x i32> %1496, %60
  %1498 = bitcast <8 x i32> %1497 to <8 x float>
  %1499 = fcmp oeq <8 x float> %1486, %49
  %1500 = select <8 x i1> %1499, <8 x float> %1498, <8 x float> %1495
  br label %1504

1501:                                             ; preds = %1485
  %1502 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1467, <8 x i1> %1456, <8 x float> zeroinitializer)
  %1503 = fadd <8 x float> %1486, %1502
  br label %1504

1504:                                             ; preds = %1501, %1494, %1487
  %1505 = phi <8 x float> [ %1503, %1501 ], [ %1500, %1494 ], [ %1493, %1487 ]
  switch i64 %382, label %557 [
    i64 1, label %1520
    i64 2, label %1513
    i64 3, label %1506
    i64 0, label %1523
  ]

1506:                                             ; preds = %1504
  %1507 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %1505)
  %1508 = bitcast <8 x float> %1505 to <8 x i32>
  %1509 = and <8 x i32> %1508, %59
  %1510 = bitcast <8 x i32> %1509 to <8 x float>
  %1511 = fcmp oeq <8 x float> %1505, %46
  %1512 = select <8 x i1> %1511, <8 x float> %1510, <8 x float> %1507
  br label %1523

1513:                                             ; preds = %1504
  %1514 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %1505)
  %1515 = bitcast <8 x float> %1505 to <8 x i32>
  %1516 = or <8 x i32> %1515, %60
  %1517 = bitcast <8 x i32> %1516 to <8 x float>
  %1518 = fcmp oeq <8 x float> %1505, %49
  %1519 = select <8 x i1> %1518, <8 x float> %1517, <8 x float> %1514
  br label %1523

1520:                                             ; preds = %1504
  %1521 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1467, <8 x i1> %1456, <8 x float> zeroinitializer)
  %1522 = fadd <8 x float> %1505, %1521
  br label %1523

1523:                                             ; preds = %1506, %1513, %1520, %1504, %1485, %1463
  %1524 = phi <8 x float> [ %1505, %1504 ], [ %1464, %1463 ], [ %1486, %1485 ], [ %1522, %1520 ], [ %1519, %1513 ], [ %1512, %1506 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1524, ptr nonnull align 1 %1465, <8 x i1> %1456)
  call void @llvm.lifetime.end.p0(ptr nonnull %28)
  br label %7198

1525:                                             ; preds = %1222
  br i1 %57, label %1526, label %1531

1526:                                             ; preds = %1525
  %1527 = or disjoint i64 %444, 8
  %1528 = sub nsw i64 %9, %1527
  %1529 = or disjoint i64 %444, 16
  %1530 = sub nsw i64 %9, %1529
  br label %1543

1531:                                             ; preds = %1559, %1525
  %1532 = phi <8 x float> [ zeroinitializer, %1525 ], [ %1560, %1559 ]
  %1533 = phi <8 x float> [ zeroinitializer, %1525 ], [ %1561, %1559 ]
  %1534 = phi <8 x float> [ zeroinitializer, %1525 ], [ %1562, %1559 ]
  %1535 = add i64 %443, %9
  %1536 = getelementptr inbounds nuw float, ptr %430, i64 %444
  %1537 = getelementptr inbounds nuw float, ptr %434, i64 %444
  %1538 = tail call i64 @llvm.smin.i64(i64 %1535, i64 8)
  %1539 = trunc i64 %1538 to i32
  %1540 = insertelement <8 x i32> poison, i32 %1539, i64 0
  %1541 = shufflevector <8 x i32> %1540, <8 x i32> poison, <8 x i32> zeroinitializer
  %1542 = icmp sgt <8 x i32> %1541, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %61, label %1652, label %1647

1543:                                             ; preds = %1526, %1559
  %1544 = phi <8 x float> [ zeroinitializer, %1526 ], [ %1560, %1559 ]
  %1545 = phi <8 x float> [ zeroinitializer, %1526 ], [ %1561, %1559 ]
  %1546 = phi <8 x float> [ zeroinitializer, %1526 ], [ %1562, %1559 ]
  %1547 = phi i64 [ 0, %1526 ], [ %1563, %1559 ]
  %1548 = mul nsw i64 %1547, %14
  %1549 = add i64 %437, %1548
  %1550 = icmp sgt i64 %1549, -1
  %1551 = icmp slt i64 %1549, %6
  %1552 = and i1 %1550, %1551
  %1553 = select i1 %1552, i64 %1549, i64 0
  %1554 = mul nsw i64 %1553, %7
  %1555 = getelementptr inbounds float, ptr %421, i64 %1554
  br i1 %58, label %1556, label %1559

1556:                                             ; preds = %1543
  %1557 = mul nuw nsw i64 %1547, %11
  %1558 = getelementptr inbounds nuw float, ptr %423, i64 %1557
  br label %1565

1559:                                             ; preds = %1565, %1543
  %1560 = phi <8 x float> [ %1544, %1543 ], [ %1644, %1565 ]
  %1561 = phi <8 x float> [ %1545, %1543 ], [ %1621, %1565 ]
  %1562 = phi <8 x float> [ %1546, %1543 ], [ %1598, %1565 ]
  %1563 = add nuw nsw i64 %1547, 1
  %1564 = icmp eq i64 %1563, %10
  br i1 %1564, label %1531, label %1543

1565:                                             ; preds = %1556, %1565
  %1566 = phi <8 x float> [ %1544, %1556 ], [ %1644, %1565 ]
  %1567 = phi <8 x float> [ %1545, %1556 ], [ %1621, %1565 ]
  %1568 = phi <8 x float> [ %1546, %1556 ], [ %1598, %1565 ]
  %1569 = phi i64 [ 0, %1556 ], [ %1645, %1565 ]
  %1570 = getelementptr inbounds nuw float, ptr %1558, i64 %1569
  %1571 = load float, ptr %1570, align 1
  %1572 = insertelement <8 x float> poison, float %1571, i64 0
  %1573 = shufflevector <8 x float> %1572, <8 x float> poison, <8 x i32> zeroinitializer
  %1574 = mul nsw i64 %1569, %15
  %1575 = sub i64 %1574, %17
  %1576 = add i64 %1575, %444
  %1577 = icmp slt i64 %1576, 0
  %1578 = sub nsw i64 0, %1576
  %1579 = select i1 %1577, i64 %1578, i64 0
  %1580 = sub nsw i64 %7, %1576
  %1581 = tail call i64 @llvm.smin.i64(i64 %1580, i64 %445)
  %1582 = tail call i64 @llvm.smin.i64(i64 %1581, i64 8)
  %1583 = icmp sgt i64 %1582, %1579
  %1584 = select i1 %1552, i1 %1583, i1 false
  %1585 = getelementptr inbounds float, ptr %1555, i64 %1576
  %1586 = trunc i64 %1579 to i32
  %1587 = select i1 %1584, i32 %1586, i32 0
  %1588 = insertelement <8 x i32> poison, i32 %1587, i64 0
  %1589 = shufflevector <8 x i32> %1588, <8 x i32> poison, <8 x i32> zeroinitializer
  %1590 = icmp slt <8 x i32> %1589, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1591 = trunc i64 %1582 to i32
  %1592 = select i1 %1584, i32 %1591, i32 0
  %1593 = insertelement <8 x i32> poison, i32 %1592, i64 0
  %1594 = shufflevector <8 x i32> %1593, <8 x i32> poison, <8 x i32> zeroinitializer
  %1595 = icmp sgt <8 x i32> %1594, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1596 = and <8 x i1> %1595, %1590
  %1597 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1585, <8 x i1> %1596, <8 x float> zeroinitializer)
  %1598 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1597, <8 x float> %1573, <8 x float> %1568)
  %1599 = add i64 %1575, %1527
  %1600 = icmp slt i64 %1599, 0
  %1601 = sub nsw i64 0, %1599
  %1602 = select i1 %1600, i64 %1601, i64 0
  %1603 = sub nsw i64 %7, %1599
  %1604 = tail call i64 @llvm.smin.i64(i64 %1603, i64 %1528)
  %1605 = tail call i64 @llvm.smin.i64(i64 %1604, i64 8)
  %1606 = icmp sgt i64 %1605, %1602
  %1607 = select i1 %1552, i1 %1606, i1 false
  %1608 = getelementptr inbounds float, ptr %1555, i64 %1599
  %1609 = trunc i64 %1602 to i32
  %1610 = select i1 %1607, i32 %1609, i32 0
  %1611 = insertelement <8 x i32> poison, i32 %1610, i64 0
  %1612 = shufflevector <8 x i32> %1611, <8 x i32> poison, <8 x i32> zeroinitializer
  %1613 = icmp slt <8 x i32> %1612, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1614 = trunc i64 %1605 to i32
  %1615 = select i1 %1607, i32 %1614, i32 0
  %1616 = insertelement <8 x i32> poison, i32 %1615, i64 0
  %1617 = shufflevector <8 x i32> %1616, <8 x i32> poison, <8 x i32> zeroinitializer
  %1618 = icmp sgt <8 x i32> %1617, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1619 = and <8 x i1> %1618, %1613
  %1620 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1608, <8 x i1> %1619, <8 x float> zeroinitializer)
  %1621 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1620, <8 x float> %1573, <8 x float> %1567)
  %1622 = add i64 %1575, %1529
  %1623 = icmp slt i64 %1622, 0
  %1624 = sub nsw i64 0, %1622
  %1625 = select i1 %1623, i64 %1624, i64 0
  %1626 = sub nsw i64 %7, %1622
  %1627 = tail call i64 @llvm.smin.i64(i64 %1626, i64 %1530)
  %1628 = tail call i64 @llvm.smin.i64(i64 %1627, i64 8)
  %1629 = icmp sgt i64 %1628, %1625
  %1630 = select i1 %1552, i1 %1629, i1 false
  %1631 = getelementptr inbounds float, ptr %1555, i64 %1622
  %1632 = trunc i64 %1625 to i32
  %1633 = select i1 %1630, i32 %1632, i32 0
  %1634 = insertelement <8 x i32> poison, i32 %1633, i64 0
  %1635 = shufflevector <8 x i32> %1634, <8 x i32> poison, <8 x i32> zeroinitializer
  %1636 = icmp slt <8 x i32> %1635, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1637 = trunc i64 %1628 to i32
  %1638 = select i1 %1630, i32 %1637, i32 0
  %1639 = insertelement <8 x i32> poison, i32 %1638, i64 0
  %1640 = shufflevector <8 x i32> %1639, <8 x i32> poison, <8 x i32> zeroinitializer
  %1641 = icmp sgt <8 x i32> %1640, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1642 = and <8 x i1> %1641, %1636
  %1643 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1631, <8 x i1> %1642, <8 x float> zeroinitializer)
  %1644 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1643, <8 x float> %1573, <8 x float> %1566)
  %1645 = add nuw nsw i64 %1569, 1
  %1646 = icmp eq i64 %1645, %11
  br i1 %1646, label %1559, label %1565

1647:                                             ; preds = %1531
  %1648 = load float, ptr %424, align 1
  %1649 = insertelement <8 x float> poison, float %1648, i64 0
  %1650 = shufflevector <8 x float> %1649, <8 x float> poison, <8 x i32> zeroinitializer
  %1651 = fadd <8 x float> %1534, %1650
  br label %1652

1652:                                             ; preds = %1647, %1531
  %1653 = phi <8 x float> [ %1651, %1647 ], [ %1534, %1531 ]
  %1654 = select i1 %438, ptr null, ptr %1537
  switch i64 %355, label %557 [
    i64 1, label %1655
    i64 2, label %1658
    i64 3, label %1665
    i64 0, label %1710
  ]

1655:                                             ; preds = %1652
  %1656 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1654, <8 x i1> %1542, <8 x float> zeroinitializer)
  %1657 = fadd <8 x float> %1653, %1656
  br label %1672

1658:                                             ; preds = %1652
  %1659 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %1653)
  %1660 = bitcast <8 x float> %1653 to <8 x i32>
  %1661 = or <8 x i32> %1660, %60
  %1662 = bitcast <8 x i32> %1661 to <8 x float>
  %1663 = fcmp oeq <8 x float> %1653, %49
  %1664 = select <8 x i1> %1663, <8 x float> %1662, <8 x float> %1659
  br label %1672

1665:                                             ; preds = %1652
  %1666 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %1653)
  %1667 = bitcast <8 x float> %1653 to <8 x i32>
  %1668 = and <8 x i32> %1667, %59
  %1669 = bitcast <8 x i32> %1668 to <8 x float>
  %1670 = fcmp oeq <8 x float> %1653, %46
  %1671 = select <8 x i1> %1670, <8 x float> %1669, <8 x float> %1666
  br label %1672

1672:                                             ; preds = %1665, %1658, %1655
  %1673 = phi <8 x float> [ %1657, %1655 ], [ %1664, %1658 ], [ %1671, %1665 ]
  switch i64 %357, label %557 [
    i64 1, label %1688
    i64 2, label %1681
    i64 3, label %1674
    i64 0, label %1710
  ]

1674:                                             ; preds = %1672
  %1675 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %1673)
  %1676 = bitcast <8 x float> %1673 to <8 x i32>
  %1677 = and <8 x i32> %1676, %59
  %1678 = bitcast <8 x i32> %1677 to <8 x float>
  %1679 = fcmp oeq <8 x float> %1673, %46
  %1680 = select <8 x i1> %1679, <8 x float> %1678, <8 x float> %1675
  br label %1691

1681:                                             ; preds = %1672
  %1682 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %1673)
  %1683 = bitcast <8 x float> %1673 to <8 x i32>
  %1684 = or <8 x i32> %1683, %60
  %1685 = bitcast <8 x i32> %1684 to <8 x float>
  %1686 = fcmp oeq <8 x float> %1673, %49
  %1687 = select <8 x i1> %1686, <8 x float> %1685, <8 x float> %1682
  br label %1691

1688:                                             ; preds = %1672
  %1689 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1654, <8 x i1> %1542, <8 x float> zeroinitializer)
  %1690 = fadd <8 x float> %1673, %1689
  br label %1691

1691:                                             ; preds = %1688, %1681, %1674
  %1692 = phi <8 x float> [ %1690, %1688 ], [ %1687, %1681 ], [ %1680, %1674 ]
  switch i64 %359, label %557 [
    i64 1, label %1707
    i64 2, label %1700
    i64 3, label %1693
    i64 0, label %1710
  ]

1693:                                             ; preds = %1691
  %1694 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %1692)
  %1695 = bitcast <8 x float> %1692 to <8 x i32>
  %1696 = and <8 x i32> %1695, %59
  %1697 = bitcast <8 x i32> %1696 to <8 x float>
  %1698 = fcmp oeq <8 x float> %1692, %46
  %1699 = select <8 x i1> %1698, <8 x float> %1697, <8 x float> %1694
  br label %1710

1700:                                             ; preds = %1691
  %1701 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %1692)
  %1702 = bitcast <8 x float> %1692 to <8 x i32>
  %1703 = or <8 x i32> %1702, %60
  %1704 = bitcast <8 x i32> %1703 to <8 x float>
  %1705 = fcmp oeq <8 x float> %1692, %49
  %1706 = select <8 x i1> %1705, <8 x float> %1704, <8 x float> %1701
  br label %1710

1707:                                             ; preds = %1691
  %1708 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1654, <8 x i1> %1542, <8 x float> zeroinitializer)
  %1709 = fadd <8 x float> %1692, %1708
  br label %1710

1710:                                             ; preds = %1693, %1700, %1707, %1691, %1672, %1652
  %1711 = phi <8 x float> [ %1692, %1691 ], [ %1653, %1652 ], [ %1673, %1672 ], [ %1709, %1707 ], [ %1706, %1700 ], [ %1699, %1693 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1711, ptr align 1 %1536, <8 x i1> %1542)
  %1712 = add i64 %1535, -8
  %1713 = tail call i64 @llvm.smin.i64(i64 %1712, i64 8)
  %1714 = trunc i64 %1713 to i32
  %1715 = insertelement <8 x i32> poison, i32 %1714, i64 0
  %1716 = shufflevector <8 x i32> %1715, <8 x i32> poison, <8 x i32> zeroinitializer
  %1717 = icmp sgt <8 x i32> %1716, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %61, label %1723, label %1718

1718:                                             ; preds = %1710
  %1719 = load float, ptr %424, align 1
  %1720 = insertelement <8 x float> poison, float %1719, i64 0
  %1721 = shufflevector <8 x float> %1720, <8 x float> poison, <8 x i32> zeroinitializer
  %1722 = fadd <8 x float> %1533, %1721
  br label %1723

1723:                                             ; preds = %1718, %1710
  %1724 = phi <8 x float> [ %1722, %1718 ], [ %1533, %1710 ]
  %1725 = getelementptr inbounds nuw i8, ptr %1536, i64 32
  %1726 = getelementptr inbounds nuw i8, ptr %1537, i64 32
  %1727 = select i1 %438, ptr null, ptr %1726
  switch i64 %355, label %557 [
    i64 1, label %1742
    i64 2, label %1735
    i64 3, label %1728
    i64 0, label %1783
  ]

1728:                                             ; preds = %1723
  %1729 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %1724)
  %1730 = bitcast <8 x float> %1724 to <8 x i32>
  %1731 = and <8 x i32> %1730, %59
  %1732 = bitcast <8 x i32> %1731 to <8 x float>
  %1733 = fcmp oeq <8 x float> %1724, %46
  %1734 = select <8 x i1> %1733, <8 x float> %1732, <8 x float> %1729
  br label %1745

1735:                                             ; preds = %1723
  %1736 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %1724)
  %1737 = bitcast <8 x float> %1724 to <8 x i32>
  %1738 = or <8 x i32> %1737, %60
  %1739 = bitcast <8 x i32> %1738 to <8 x float>
  %1740 = fcmp oeq <8 x float> %1724, %49
  %1741 = select <8 x i1> %1740, <8 x float> %1739, <8 x float> %1736
  br label %1745

1742:                                             ; preds = %1723
  %1743 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1727, <8 x i1> %1717, <8 x float> zeroinitializer)
  %1744 = fadd <8 x float> %1724, %1743
  br label %1745

1745:                                             ; preds = %1742, %1735, %1728
  %1746 = phi <8 x float> [ %1744, %1742 ], [ %1741, %1735 ], [ %1734, %1728 ]
  switch i64 %361, label %557 [
    i64 1, label %1761
    i64 2, label %1754
    i64 3, label %1747
    i64 0, label %1783
  ]

1747:                                             ; preds = %1745
  %1748 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %1746)
  %1749 = bitcast <8 x float> %1746 to <8 x i32>
  %1750 = and <8 x i32> %1749, %59
  %1751 = bitcast <8 x i32> %1750 to <8 x float>
  %1752 = fcmp oeq <8 x float> %1746, %46
  %1753 = select <8 x i1> %1752, <8 x float> %1751, <8 x float> %1748
  br label %1764

1754:                                             ; preds = %1745
  %1755 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %1746)
  %1756 = bitcast <8 x float> %1746 to <8 x i32>
  %1757 = or <8 x i32> %1756, %60
  %1758 = bitcast <8 x i32> %1757 to <8 x float>
  %1759 = fcmp oeq <8 x float> %1746, %49
  %1760 = select <8 x i1> %1759, <8 x float> %1758, <8 x float> %1755
  br label %1764

1761:                                             ; preds = %1745
  %1762 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1727, <8 x i1> %1717, <8 x float> zeroinitializer)
  %1763 = fadd <8 x float> %1746, %1762
  br label %1764

1764:                                             ; preds = %1761, %1754, %1747
  %1765 = phi <8 x float> [ %1763, %1761 ], [ %1760, %1754 ], [ %1753, %1747 ]
  switch i64 %363, label %557 [
    i64 1, label %1780
    i64 2, label %1773
    i64 3, label %1766
    i64 0, label %1783
  ]

1766:                                             ; preds = %1764
  %1767 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %1765)
  %1768 = bitcast <8 x float> %1765 to <8 x i32>
  %1769 = and <8 x i32> %1768, %59
  %1770 = bitcast <8 x i32> %1769 to <8 x float>
  %1771 = fcmp oeq <8 x float> %1765, %46
  %1772 = select <8 x i1> %1771, <8 x float> %1770, <8 x float> %1767
  br label %1783

1773:                                             ; preds = %1764
  %1774 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %1765)
  %1775 = bitcast <8 x float> %1765 to <8 x i32>
  %1776 = or <8 x i32> %1775, %60
  %1777 = bitcast <8 x i32> %1776 to <8 x float>
  %1778 = fcmp oeq <8 x float> %1765, %49
  %1779 = select <8 x i1> %1778, <8 x float> %1777, <8 x float> %1774
  br label %1783

1780:                                             ; preds = %1764
  %1781 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1727, <8 x i1> %1717, <8 x float> zeroinitializer)
  %1782 = fadd <8 x float> %1765, %1781
  br label %1783

1783:                                             ; preds = %1766, %1773, %1780, %1764, %1745, %1723
  %1784 = phi <8 x float> [ %1765, %1764 ], [ %1724, %1723 ], [ %1746, %1745 ], [ %1782, %1780 ], [ %1779, %1773 ], [ %1772, %1766 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1784, ptr nonnull align 1 %1725, <8 x i1> %1717)
  %1785 = add i64 %1535, -16
  %1786 = tail call i64 @llvm.smin.i64(i64 %1785, i64 8)
  %1787 = trunc i64 %1786 to i32
  %1788 = insertelement <8 x i32> poison, i32 %1787, i64 0
  %1789 = shufflevector <8 x i32> %1788, <8 x i32> poison, <8 x i32> zeroinitializer
  %1790 = icmp sgt <8 x i32> %1789, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %61, label %1796, label %1791

1791:                                             ; preds = %1783
  %1792 = load float, ptr %424, align 1
  %1793 = insertelement <8 x float> poison, float %1792, i64 0
  %1794 = shufflevector <8 x float> %1793, <8 x float> poison, <8 x i32> zeroinitializer
  %1795 = fadd <8 x float> %1532, %1794
  br label %1796

1796:                                             ; preds = %1791, %1783
  %1797 = phi <8 x float> [ %1795, %1791 ], [ %1532, %1783 ]
  %1798 = getelementptr inbounds nuw i8, ptr %1536, i64 64
  %1799 = getelementptr inbounds nuw i8, ptr %1537, i64 64
  %1800 = select i1 %438, ptr null, ptr %1799
  switch i64 %355, label %557 [
    i64 1, label %1815
    i64 2, label %1808
    i64 3, label %1801
    i64 0, label %1856
  ]

1801:                                             ; preds = %1796
  %1802 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %1797)
  %1803 = bitcast <8 x float> %1797 to <8 x i32>
  %1804 = and <8 x i32> %1803, %59
  %1805 = bitcast <8 x i32> %1804 to <8 x float>
  %1806 = fcmp oeq <8 x float> %1797, %46
  %1807 = select <8 x i1> %1806, <8 x float> %1805, <8 x float> %1802
  br label %1818

1808:                                             ; preds = %1796
  %1809 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %1797)
  %1810 = bitcast <8 x float> %1797 to <8 x i32>
  %1811 = or <8 x i32> %1810, %60
  %1812 = bitcast <8 x i32> %1811 to <8 x float>
  %1813 = fcmp oeq <8 x float> %1797, %49
  %1814 = select <8 x i1> %1813, <8 x float> %1812, <8 x float> %1809
  br label %1818

1815:                                             ; preds = %1796
  %1816 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1800, <8 x i1> %1790, <8 x float> zeroinitializer)
  %1817 = fadd <8 x float> %1797, %1816
  br label %1818

1818:                                             ; preds = %1815, %1808, %1801
  %1819 = phi <8 x float> [ %1817, %1815 ], [ %1814, %1808 ], [ %1807, %1801 ]
  switch i64 %365, label %557 [
    i64 1, label %1834
    i64 2, label %1827
    i64 3, label %1820
    i64 0, label %1856
  ]

1820:                                             ; preds = %1818
  %1821 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %1819)
  %1822 = bitcast <8 x float> %1819 to <8 x i32>
  %1823 = and <8 x i32> %1822, %59
  %1824 = bitcast <8 x i32> %1823 to <8 x float>
  %1825 = fcmp oeq <8 x float> %1819, %46
  %1826 = select <8 x i1> %1825, <8 x float> %1824, <8 x float> %1821
  br label %1837

1827:                                             ; preds = %1818
  %1828 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %1819)
  %1829 = bitcast <8 x float> %1819 to <8 x i32>
  %1830 = or <8 x i32> %1829, %60
  %1831 = bitcast <8 x i32> %1830 to <8 x float>
  %1832 = fcmp oeq <8 x float> %1819, %49
  %1833 = select <8 x i1> %1832, <8 x float> %1831, <8 x float> %1828
  br label %1837

1834:                                             ; preds = %1818
  %1835 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1800, <8 x i1> %1790, <8 x float> zeroinitializer)
  %1836 = fadd <8 x float> %1819, %1835
  br label %1837

1837:                                             ; preds = %1834, %1827, %1820
  %1838 = phi <8 x float> [ %1836, %1834 ], [ %1833, %1827 ], [ %1826, %1820 ]
  switch i64 %367, label %557 [
    i64 1, label %1853
    i64 2, label %1846
    i64 3, label %1839
    i64 0, label %1856
  ]

1839:                                             ; preds = %1837
  %1840 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %1838)
  %1841 = bitcast <8 x float> %1838 to <8 x i32>
  %1842 = and <8 x i32> %1841, %59
  %1843 = bitcast <8 x i32> %1842 to <8 x float>
  %1844 = fcmp oeq <8 x float> %1838, %46
  %1845 = select <8 x i1> %1844, <8 x float> %1843, <8 x float> %1840
  br label %1856

1846:                                             ; preds = %1837
  %1847 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %1838)
  %1848 = bitcast <8 x float> %1838 to <8 x i32>
  %1849 = or <8 x i32> %1848, %60
  %1850 = bitcast <8 x i32> %1849 to <8 x float>
  %1851 = fcmp oeq <8 x float> %1838, %49
  %1852 = select <8 x i1> %1851, <8 x float> %1850, <8 x float> %1847
  br label %1856

1853:                                             ; preds = %1837
  %1854 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1800, <8 x i1> %1790, <8 x float> zeroinitializer)
  %1855 = fadd <8 x float> %1838, %1854
  br label %1856

1856:                                             ; preds = %1839, %1846, %1853, %1837, %1818, %1796
  %1857 = phi <8 x float> [ %1838, %1837 ], [ %1797, %1796 ], [ %1819, %1818 ], [ %1855, %1853 ], [ %1852, %1846 ], [ %1845, %1839 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %1857, ptr nonnull align 1 %1798, <8 x i1> %1790)
  br label %7198

1858:                                             ; preds = %442
  br i1 %50, label %1859, label %2235

1859:                                             ; preds = %1858
  call void @llvm.lifetime.start.p0(ptr nonnull %29)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(128) %29, i8 0, i64 128, i1 false)
  br i1 %57, label %1872, label %1862

1860:                                             ; preds = %1885
  %1861 = load <8 x float>, ptr %29, align 32
  br label %1862

1862:                                             ; preds = %1860, %1859
  %1863 = phi <8 x float> [ %1861, %1860 ], [ zeroinitializer, %1859 ]
  %1864 = add i64 %443, %9
  %1865 = getelementptr inbounds nuw float, ptr %430, i64 %444
  %1866 = getelementptr inbounds nuw float, ptr %434, i64 %444
  %1867 = tail call i64 @llvm.smin.i64(i64 %1864, i64 8)
  %1868 = trunc i64 %1867 to i32
  %1869 = insertelement <8 x i32> poison, i32 %1868, i64 0
  %1870 = shufflevector <8 x i32> %1869, <8 x i32> poison, <8 x i32> zeroinitializer
  %1871 = icmp sgt <8 x i32> %1870, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %61, label %1953, label %1948

1872:                                             ; preds = %1859, %1885
  %1873 = phi i64 [ %1886, %1885 ], [ 0, %1859 ]
  %1874 = mul nsw i64 %1873, %14
  %1875 = add i64 %437, %1874
  %1876 = icmp sgt i64 %1875, -1
  %1877 = icmp slt i64 %1875, %6
  %1878 = and i1 %1876, %1877
  %1879 = select i1 %1878, i64 %1875, i64 0
  %1880 = mul nsw i64 %1879, %7
  %1881 = getelementptr inbounds float, ptr %421, i64 %1880
  br i1 %58, label %1882, label %1885

1882:                                             ; preds = %1872
  %1883 = mul nuw nsw i64 %1873, %11
  %1884 = getelementptr inbounds nuw float, ptr %423, i64 %1883
  br label %1888

1885:                                             ; preds = %1896, %1872
  %1886 = add nuw nsw i64 %1873, 1
  %1887 = icmp eq i64 %1886, %10
  br i1 %1887, label %1860, label %1872

1888:                                             ; preds = %1882, %1896
  %1889 = phi i64 [ 0, %1882 ], [ %1897, %1896 ]
  %1890 = getelementptr inbounds nuw float, ptr %1884, i64 %1889
  %1891 = load float, ptr %1890, align 1
  %1892 = insertelement <8 x float> poison, float %1891, i64 0
  %1893 = shufflevector <8 x float> %1892, <8 x float> poison, <8 x i32> zeroinitializer
  %1894 = mul nsw i64 %1889, %15
  %1895 = sub i64 %1894, %17
  br label %1899

1896:                                             ; preds = %1899
  %1897 = add nuw nsw i64 %1889, 1
  %1898 = icmp eq i64 %1897, %11
  br i1 %1898, label %1885, label %1888

1899:                                             ; preds = %1888, %1899
  %1900 = phi i64 [ 0, %1888 ], [ %1946, %1899 ]
  %1901 = shl nuw nsw i64 %1900, 3
  %1902 = or disjoint i64 %444, %1901
  %1903 = sub nsw i64 %9, %1902
  %1904 = shl nuw nsw i64 %1902, 1
  %1905 = add i64 %1895, %1904
  %1906 = icmp slt i64 %1905, 0
  %1907 = sub nsw i64 0, %1905
  %1908 = select i1 %1906, i64 %1907, i64 0
  %1909 = sub nsw i64 %7, %1905
  %1910 = shl nsw i64 %1903, 1
  %1911 = add nsw i64 %1910, -1
  %1912 = tail call i64 @llvm.smin.i64(i64 %1909, i64 %1911)
  %1913 = tail call i64 @llvm.smin.i64(i64 %1912, i64 16)
  %1914 = icmp sgt i64 %1913, %1908
  %1915 = select i1 %1878, i1 %1914, i1 false
  %1916 = select i1 %1915, i64 %1908, i64 0
  %1917 = select i1 %1915, i64 %1913, i64 0
  %1918 = getelementptr inbounds float, ptr %1881, i64 %1905
  %1919 = trunc i64 %1916 to i32
  %1920 = icmp sgt i64 %1917, %1916
  %1921 = trunc i64 %1917 to i32
  %1922 = select i1 %1920, i32 %1921, i32 0
  %1923 = insertelement <8 x i32> poison, i32 %1919, i64 0
  %1924 = shufflevector <8 x i32> %1923, <8 x i32> poison, <8 x i32> zeroinitializer
  %1925 = icmp slt <8 x i32> %1924, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1926 = insertelement <8 x i32> poison, i32 %1922, i64 0
  %1927 = shufflevector <8 x i32> %1926, <8 x i32> poison, <8 x i32> zeroinitializer
  %1928 = icmp sgt <8 x i32> %1927, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1929 = and <8 x i1> %1925, %1928
  %1930 = add nsw i32 %1919, -8
  %1931 = insertelement <8 x i32> poison, i32 %1930, i64 0
  %1932 = shufflevector <8 x i32> %1931, <8 x i32> poison, <8 x i32> zeroinitializer
  %1933 = icmp slt <8 x i32> %1932, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %1934 = add nsw i32 %1922, -8
  %1935 = insertelement <8 x i32> poison, i32 %1934, i64 0
  %1936 = shufflevector <8 x i32> %1935, <8 x i32> poison, <8 x i32> zeroinitializer
  %1937 = icmp sgt <8 x i32> %1936, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %1938 = and <8 x i1> %1933, %1937
  %1939 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr readonly align 1 %1918, <8 x i1> %1929, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1940 = getelementptr inbounds nuw i8, ptr %1918, i64 32
  %1941 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull readonly align 1 %1940, <8 x i1> %1938, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1942 = shufflevector <8 x float> %1939, <8 x float> %1941, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %1943 = getelementptr inbounds nuw <8 x float>, ptr %29, i64 %1900
  %1944 = load <8 x float>, ptr %1943, align 32
  %1945 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1942, <8 x float> %1893, <8 x float> %1944)
  store <8 x float> %1945, ptr %1943, align 32
  %1946 = add nuw nsw i64 %1900, 1
  %1947 = icmp eq i64 %1946, 4
  br i1 %1947, label %1896, label %1899

1948:                                             ; preds = %1862
  %1949 = load float, ptr %424, align 1
  %1950 = insertelement <8 x float> poison, float %1949, i64 0
  %1951 = shufflevector <8 x float> %1950, <8 x float> poison, <8 x i32> zeroinitializer
  %1952 = fadd <8 x float> %1863, %1951
  br label %1953

1953:                                             ; preds = %1948, %1862
  %1954 = phi <8 x float> [ %1952, %1948 ], [ %1863, %1862 ]
  %1955 = select i1 %438, ptr null, ptr %1866
  switch i64 %335, label %557 [
    i64 1, label %1956
    i64 2, label %1959
    i64 3, label %1966
    i64 0, label %2011
  ]

1956:                                             ; preds = %1953
  %1957 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1955, <8 x i1> %1871, <8 x float> zeroinitializer)
  %1958 = fadd <8 x float> %1954, %1957
  br label %1973

1959:                                             ; preds = %1953
  %1960 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %1954)
  %1961 = bitcast <8 x float> %1954 to <8 x i32>
  %1962 = or <8 x i32> %1961, %60
  %1963 = bitcast <8 x i32> %1962 to <8 x float>
  %1964 = fcmp oeq <8 x float> %1954, %49
  %1965 = select <8 x i1> %1964, <8 x float> %1963, <8 x float> %1960
  br label %1973

1966:                                             ; preds = %1953
  %1967 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %1954)
  %1968 = bitcast <8 x float> %1954 to <8 x i32>
  %1969 = and <8 x i32> %1968, %59
  %1970 = bitcast <8 x i32> %1969 to <8 x float>
  %1971 = fcmp oeq <8 x float> %1954, %46
  %1972 = select <8 x i1> %1971, <8 x float> %1970, <8 x float> %1967
  br label %1973

1973:                                             ; preds = %1966, %1959, %1956
  %1974 = phi <8 x float> [ %1958, %1956 ], [ %1965, %1959 ], [ %1972, %1966 ]
  switch i64 %337, label %557 [
    i64 1, label %1989
    i64 2, label %1982
    i64 3, label %1975
    i64 0, label %2011
  ]

1975:                                             ; preds = %1973
  %1976 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %1974)
  %1977 = bitcast <8 x float> %1974 to <8 x i32>
  %1978 = and <8 x i32> %1977, %59
  %1979 = bitcast <8 x i32> %1978 to <8 x float>
  %1980 = fcmp oeq <8 x float> %1974, %46
  %1981 = select <8 x i1> %1980, <8 x float> %1979, <8 x float> %1976
  br label %1992

1982:                                             ; preds = %1973
  %1983 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %1974)
  %1984 = bitcast <8 x float> %1974 to <8 x i32>
  %1985 = or <8 x i32> %1984, %60
  %1986 = bitcast <8 x i32> %1985 to <8 x float>
  %1987 = fcmp oeq <8 x float> %1974, %49
  %1988 = select <8 x i1> %1987, <8 x float> %1986, <8 x float> %1983
  br label %1992

1989:                                             ; preds = %1973
  %1990 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1955, <8 x i1> %1871, <8 x float> zeroinitializer)
  %1991 = fadd <8 x float> %1974, %1990
  br label %1992

1992:                                             ; preds = %1989, %1982, %1975
  %1993 = phi <8 x float> [ %1991, %1989 ], [ %1988, %1982 ], [ %1981, %1975 ]
  switch i64 %339, label %557 [
    i64 1, label %2008
    i64 2, label %2001
    i64 3, label %1994
    i64 0, label %2011
  ]

1994:                                             ; preds = %1992
  %1995 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %1993)
  %1996 = bitcast <8 x float> %1993 to <8 x i32>
  %1997 = and <8 x i32> %1996, %59
  %1998 = bitcast <8 x i32> %1997 to <8 x float>
  %1999 = fcmp oeq <8 x float> %1993, %46
  %2000 = select <8 x i1> %1999, <8 x float> %1998, <8 x float> %1995
  br label %2011

2001:                                             ; preds = %1992
  %2002 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %1993)
  %2003 = bitcast <8 x float> %1993 to <8 x i32>
  %2004 = or <8 x i32> %2003, %60
  %2005 = bitcast <8 x i32> %2004 to <8 x float>
  %2006 = fcmp oeq <8 x float> %1993, %49
  %2007 = select <8 x i1> %2006, <8 x float> %2005, <8 x float> %2002
  br label %2011

2008:                                             ; preds = %1992
  %2009 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %1955, <8 x i1> %1871, <8 x float> zeroinitializer)
  %2010 = fadd <8 x float> %1993, %2009
  br label %2011

2011:                                             ; preds = %1994, %2001, %2008, %1992, %1973, %1953
  %2012 = phi <8 x float> [ %1993, %1992 ], [ %1954, %1953 ], [ %1974, %1973 ], [ %2010, %2008 ], [ %2007, %2001 ], [ %2000, %1994 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2012, ptr align 1 %1865, <8 x i1> %1871)
  %2013 = add i64 %1864, -8
  %2014 = tail call i64 @llvm.smin.i64(i64 %2013, i64 8)
  %2015 = trunc i64 %2014 to i32
  %2016 = insertelement <8 x i32> poison, i32 %2015, i64 0
  %2017 = shufflevector <8 x i32> %2016, <8 x i32> poison, <8 x i32> zeroinitializer
  %2018 = icmp sgt <8 x i32> %2017, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2019 = load <8 x float>, ptr %340, align 32
  br i1 %61, label %2025, label %2020

2020:                                             ; preds = %2011
  %2021 = load float, ptr %424, align 1
  %2022 = insertelement <8 x float> poison, float %2021, i64 0
  %2023 = shufflevector <8 x float> %2022, <8 x float> poison, <8 x i32> zeroinitializer
  %2024 = fadd <8 x float> %2019, %2023
  br label %2025

2025:                                             ; preds = %2020, %2011
  %2026 = phi <8 x float> [ %2024, %2020 ], [ %2019, %2011 ]
  %2027 = getelementptr inbounds nuw i8, ptr %1865, i64 32
  %2028 = getelementptr inbounds nuw i8, ptr %1866, i64 32
  %2029 = select i1 %438, ptr null, ptr %2028
  switch i64 %335, label %557 [
    i64 1, label %2044
    i64 2, label %2037
    i64 3, label %2030
    i64 0, label %2085
  ]

2030:                                             ; preds = %2025
  %2031 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %2026)
  %2032 = bitcast <8 x float> %2026 to <8 x i32>
  %2033 = and <8 x i32> %2032, %59
  %2034 = bitcast <8 x i32> %2033 to <8 x float>
  %2035 = fcmp oeq <8 x float> %2026, %46
  %2036 = select <8 x i1> %2035, <8 x float> %2034, <8 x float> %2031
  br label %2047

2037:                                             ; preds = %2025
  %2038 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %2026)
  %2039 = bitcast <8 x float> %2026 to <8 x i32>
  %2040 = or <8 x i32> %2039, %60
  %2041 = bitcast <8 x i32> %2040 to <8 x float>
  %2042 = fcmp oeq <8 x float> %2026, %49
  %2043 = select <8 x i1> %2042, <8 x float> %2041, <8 x float> %2038
  br label %2047

2044:                                             ; preds = %2025
  %2045 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2029, <8 x i1> %2018, <8 x float> zeroinitializer)
  %2046 = fadd <8 x float> %2026, %2045
  br label %2047

2047:                                             ; preds = %2044, %2037, %2030
  %2048 = phi <8 x float> [ %2046, %2044 ], [ %2043, %2037 ], [ %2036, %2030 ]
  switch i64 %342, label %557 [
    i64 1, label %2063
    i64 2, label %2056
    i64 3, label %2049
    i64 0, label %2085
  ]

2049:                                             ; preds = %2047
  %2050 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %2048)
  %2051 = bitcast <8 x float> %2048 to <8 x i32>
  %2052 = and <8 x i32> %2051, %59
  %2053 = bitcast <8 x i32> %2052 to <8 x float>
  %2054 = fcmp oeq <8 x float> %2048, %46
  %2055 = select <8 x i1> %2054, <8 x float> %2053, <8 x float> %2050
  br label %2066

2056:                                             ; preds = %2047
  %2057 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %2048)
  %2058 = bitcast <8 x float> %2048 to <8 x i32>
  %2059 = or <8 x i32> %2058, %60
  %2060 = bitcast <8 x i32> %2059 to <8 x float>
  %2061 = fcmp oeq <8 x float> %2048, %49
  %2062 = select <8 x i1> %2061, <8 x float> %2060, <8 x float> %2057
  br label %2066

2063:                                             ; preds = %2047
  %2064 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2029, <8 x i1> %2018, <8 x float> zeroinitializer)
  %2065 = fadd <8 x float> %2048, %2064
  br label %2066

2066:                                             ; preds = %2063, %2056, %2049
  %2067 = phi <8 x float> [ %2065, %2063 ], [ %2062, %2056 ], [ %2055, %2049 ]
  switch i64 %344, label %557 [
    i64 1, label %2082
    i64 2, label %2075
    i64 3, label %2068
    i64 0, label %2085
  ]

2068:                                             ; preds = %2066
  %2069 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %2067)
  %2070 = bitcast <8 x float> %2067 to <8 x i32>
  %2071 = and <8 x i32> %2070, %59
  %2072 = bitcast <8 x i32> %2071 to <8 x float>
  %2073 = fcmp oeq <8 x float> %2067, %46
  %2074 = select <8 x i1> %2073, <8 x float> %2072, <8 x float> %2069
  br label %2085

2075:                                             ; preds = %2066
  %2076 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %2067)
  %2077 = bitcast <8 x float> %2067 to <8 x i32>
  %2078 = or <8 x i32> %2077, %60
  %2079 = bitcast <8 x i32> %2078 to <8 x float>
  %2080 = fcmp oeq <8 x float> %2067, %49
  %2081 = select <8 x i1> %2080, <8 x float> %2079, <8 x float> %2076
  br label %2085

2082:                                             ; preds = %2066
  %2083 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2029, <8 x i1> %2018, <8 x float> zeroinitializer)
  %2084 = fadd <8 x float> %2067, %2083
  br label %2085

2085:                                             ; preds = %2068, %2075, %2082, %2066, %2047, %2025
  %2086 = phi <8 x float> [ %2067, %2066 ], [ %2026, %2025 ], [ %2048, %2047 ], [ %2084, %2082 ], [ %2081, %2075 ], [ %2074, %2068 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2086, ptr nonnull align 1 %2027, <8 x i1> %2018)
  %2087 = add i64 %1864, -16
  %2088 = tail call i64 @llvm.smin.i64(i64 %2087, i64 8)
  %2089 = trunc i64 %2088 to i32
  %2090 = insertelement <8 x i32> poison, i32 %2089, i64 0
  %2091 = shufflevector <8 x i32> %2090, <8 x i32> poison, <8 x i32> zeroinitializer
  %2092 = icmp sgt <8 x i32> %2091, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2093 = load <8 x float>, ptr %345, align 32
  br i1 %61, label %2099, label %2094

2094:                                             ; preds = %2085
  %2095 = load float, ptr %424, align 1
  %2096 = insertelement <8 x float> poison, float %2095, i64 0
  %2097 = shufflevector <8 x float> %2096, <8 x float> poison, <8 x i32> zeroinitializer
  %2098 = fadd <8 x float> %2093, %2097
  br label %2099

2099:                                             ; preds = %2094, %2085
  %2100 = phi <8 x float> [ %2098, %2094 ], [ %2093, %2085 ]
  %2101 = getelementptr inbounds nuw i8, ptr %1865, i64 64
  %2102 = getelementptr inbounds nuw i8, ptr %1866, i64 64
  %2103 = select i1 %438, ptr null, ptr %2102
  switch i64 %335, label %557 [
    i64 1, label %2118
    i64 2, label %2111
    i64 3, label %2104
    i64 0, label %2159
  ]

2104:                                             ; preds = %2099
  %2105 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %2100)
  %2106 = bitcast <8 x float> %2100 to <8 x i32>
  %2107 = and <8 x i32> %2106, %59
  %2108 = bitcast <8 x i32> %2107 to <8 x float>
  %2109 = fcmp oeq <8 x float> %2100, %46
  %2110 = select <8 x i1> %2109, <8 x float> %2108, <8 x float> %2105
  br label %2121

2111:                                             ; preds = %2099
  %2112 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %2100)
  %2113 = bitcast <8 x float> %2100 to <8 x i32>
  %2114 = or <8 x i32> %2113, %60
  %2115 = bitcast <8 x i32> %2114 to <8 x float>
  %2116 = fcmp oeq <8 x float> %2100, %49
  %2117 = select <8 x i1> %2116, <8 x float> %2115, <8 x float> %2112
  br label %2121

2118:                                             ; preds = %2099
  %2119 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2103, <8 x i1> %2092, <8 x float> zeroinitializer)
  %2120 = fadd <8 x float> %2100, %2119
  br label %2121

2121:                                             ; preds = %2118, %2111, %2104
  %2122 = phi <8 x float> [ %2120, %2118 ], [ %2117, %2111 ], [ %2110, %2104 ]
  switch i64 %347, label %557 [
    i64 1, label %2137
    i64 2, label %2130
    i64 3, label %2123
    i64 0, label %2159
  ]

2123:                                             ; preds = %2121
  %2124 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %2122)
  %2125 = bitcast <8 x float> %2122 to <8 x i32>
  %2126 = and <8 x i32> %2125, %59
  %2127 = bitcast <8 x i32> %2126 to <8 x float>
  %2128 = fcmp oeq <8 x float> %2122, %46
  %2129 = select <8 x i1> %2128, <8 x float> %2127, <8 x float> %2124
  br label %2140

2130:                                             ; preds = %2121
  %2131 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %2122)
  %2132 = bitcast <8 x float> %2122 to <8 x i32>
  %2133 = or <8 x i32> %2132, %60
  %2134 = bitcast <8 x i32> %2133 to <8 x float>
  %2135 = fcmp oeq <8 x float> %2122, %49
  %2136 = select <8 x i1> %2135, <8 x float> %2134, <8 x float> %2131
  br label %2140

2137:                                             ; preds = %2121
  %2138 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2103, <8 x i1> %2092, <8 x float> zeroinitializer)
  %2139 = fadd <8 x float> %2122, %2138
  br label %2140

2140:                                             ; preds = %2137, %2130, %2123
  %2141 = phi <8 x float> [ %2139, %2137 ], [ %2136, %2130 ], [ %2129, %2123 ]
  switch i64 %349, label %557 [
    i64 1, label %2156
    i64 2, label %2149
    i64 3, label %2142
    i64 0, label %2159
  ]

2142:                                             ; preds = %2140
  %2143 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %2141)
  %2144 = bitcast <8 x float> %2141 to <8 x i32>
  %2145 = and <8 x i32> %2144, %59
  %2146 = bitcast <8 x i32> %2145 to <8 x float>
  %2147 = fcmp oeq <8 x float> %2141, %46
  %2148 = select <8 x i1> %2147, <8 x float> %2146, <8 x float> %2143
  br label %2159

2149:                                             ; preds = %2140
  %2150 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %2141)
  %2151 = bitcast <8 x float> %2141 to <8 x i32>
  %2152 = or <8 x i32> %2151, %60
  %2153 = bitcast <8 x i32> %2152 to <8 x float>
  %2154 = fcmp oeq <8 x float> %2141, %49
  %2155 = select <8 x i1> %2154, <8 x float> %2153, <8 x float> %2150
  br label %2159

2156:                                             ; preds = %2140
  %2157 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2103, <8 x i1> %2092, <8 x float> zeroinitializer)
  %2158 = fadd <8 x float> %2141, %2157
  br label %2159

2159:                                             ; preds = %2142, %2149, %2156, %2140, %2121, %2099
  %2160 = phi <8 x float> [ %2141, %2140 ], [ %2100, %2099 ], [ %2122, %2121 ], [ %2158, %2156 ], [ %2155, %2149 ], [ %2148, %2142 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2160, ptr nonnull align 1 %2101, <8 x i1> %2092)
  %2161 = add i64 %1864, -24
  %2162 = tail call i64 @llvm.smin.i64(i64 %2161, i64 8)
  %2163 = trunc i64 %2162 to i32
  %2164 = insertelement <8 x i32> poison, i32 %2163, i64 0
  %2165 = shufflevector <8 x i32> %2164, <8 x i32> poison, <8 x i32> zeroinitializer
  %2166 = icmp sgt <8 x i32> %2165, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2167 = load <8 x float>, ptr %350, align 32
  br i1 %61, label %2173, label %2168

2168:                                             ; preds = %2159
  %2169 = load float, ptr %424, align 1
  %2170 = insertelement <8 x float> poison, float %2169, i64 0
  %2171 = shufflevector <8 x float> %2170, <8 x float> poison, <8 x i32> zeroinitializer
  %2172 = fadd <8 x float> %2167, %2171
  br label %2173

2173:                                             ; preds = %2168, %2159
  %2174 = phi <8 x float> [ %2172, %2168 ], [ %2167, %2159 ]
  %2175 = getelementptr inbounds nuw i8, ptr %1865, i64 96
  %2176 = getelementptr inbounds nuw i8, ptr %1866, i64 96
  %2177 = select i1 %438, ptr null, ptr %2176
  switch i64 %335, label %557 [
    i64 1, label %2192
    i64 2, label %2185
    i64 3, label %2178
    i64 0, label %2233
  ]

2178:                                             ; preds = %2173
  %2179 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %2174)
  %2180 = bitcast <8 x float> %2174 to <8 x i32>
  %2181 = and <8 x i32> %2180, %59
  %2182 = bitcast <8 x i32> %2181 to <8 x float>
  %2183 = fcmp oeq <8 x float> %2174, %46
  %2184 = select <8 x i1> %2183, <8 x float> %2182, <8 x float> %2179
  br label %2195

2185:                                             ; preds = %2173
  %2186 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %2174)
  %2187 = bitcast <8 x float> %2174 to <8 x i32>
  %2188 = or <8 x i32> %2187, %60
  %2189 = bitcast <8 x i32> %2188 to <8 x float>
  %2190 = fcmp oeq <8 x float> %2174, %49
  %2191 = select <8 x i1> %2190, <8 x float> %2189, <8 x float> %2186
  br label %2195

2192:                                             ; preds = %2173
  %2193 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2177, <8 x i1> %2166, <8 x float> zeroinitializer)
  %2194 = fadd <8 x float> %2174, %2193
  br label %2195

2195:                                             ; preds = %2192, %2185, %2178
  %2196 = phi <8 x float> [ %2194, %2192 ], [ %2191, %2185 ], [ %2184, %2178 ]
  switch i64 %352, label %557 [
    i64 1, label %2211
    i64 2, label %2204
    i64 3, label %2197
    i64 0, label %2233
  ]

2197:                                             ; preds = %2195
  %2198 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %2196)
  %2199 = bitcast <8 x float> %2196 to <8 x i32>
  %2200 = and <8 x i32> %2199, %59
  %2201 = bitcast <8 x i32> %2200 to <8 x float>
  %2202 = fcmp oeq <8 x float> %2196, %46
  %2203 = select <8 x i1> %2202, <8 x float> %2201, <8 x float> %2198
  br label %2214

2204:                                             ; preds = %2195
  %2205 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %2196)
  %2206 = bitcast <8 x float> %2196 to <8 x i32>
  %2207 = or <8 x i32> %2206, %60
  %2208 = bitcast <8 x i32> %2207 to <8 x float>
  %2209 = fcmp oeq <8 x float> %2196, %49
  %2210 = select <8 x i1> %2209, <8 x float> %2208, <8 x float> %2205
  br label %2214

2211:                                             ; preds = %2195
  %2212 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2177, <8 x i1> %2166, <8 x float> zeroinitializer)
  %2213 = fadd <8 x float> %2196, %2212
  br label %2214

2214:                                             ; preds = %2211, %2204, %2197
  %2215 = phi <8 x float> [ %2213, %2211 ], [ %2210, %2204 ], [ %2203, %2197 ]
  switch i64 %354, label %557 [
    i64 1, label %2230
    i64 2, label %2223
    i64 3, label %2216
    i64 0, label %2233
  ]

2216:                                             ; preds = %2214
  %2217 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %2215)
  %2218 = bitcast <8 x float> %2215 to <8 x i32>
  %2219 = and <8 x i32> %2218, %59
  %2220 = bitcast <8 x i32> %2219 to <8 x float>
  %2221 = fcmp oeq <8 x float> %2215, %46
  %2222 = select <8 x i1> %2221, <8 x float> %2220, <8 x float> %2217
  br label %2233

2223:                                             ; preds = %2214
  %2224 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %2215)
  %2225 = bitcast <8 x float> %2215 to <8 x i32>
  %2226 = or <8 x i32> %2225, %60
  %2227 = bitcast <8 x i32> %2226 to <8 x float>
  %2228 = fcmp oeq <8 x float> %2215, %49
  %2229 = select <8 x i1> %2228, <8 x float> %2227, <8 x float> %2224
  br label %2233

2230:                                             ; preds = %2214
  %2231 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2177, <8 x i1> %2166, <8 x float> zeroinitializer)
  %2232 = fadd <8 x float> %2215, %2231
  br label %2233

2233:                                             ; preds = %2216, %2223, %2230, %2214, %2195, %2173
  %2234 = phi <8 x float> [ %2215, %2214 ], [ %2174, %2173 ], [ %2196, %2195 ], [ %2232, %2230 ], [ %2229, %2223 ], [ %2222, %2216 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2234, ptr nonnull align 1 %2175, <8 x i1> %2166)
  call void @llvm.lifetime.end.p0(ptr nonnull %29)
  br label %7198

2235:                                             ; preds = %1858
  br i1 %57, label %2236, label %2243

2236:                                             ; preds = %2235
  %2237 = or disjoint i64 %444, 8
  %2238 = sub nsw i64 %9, %2237
  %2239 = or disjoint i64 %444, 16
  %2240 = sub nsw i64 %9, %2239
  %2241 = or disjoint i64 %444, 24
  %2242 = sub nsw i64 %9, %2241
  br label %2256

2243:                                             ; preds = %2273, %2235
  %2244 = phi <8 x float> [ zeroinitializer, %2235 ], [ %2274, %2273 ]
  %2245 = phi <8 x float> [ zeroinitializer, %2235 ], [ %2275, %2273 ]
  %2246 = phi <8 x float> [ zeroinitializer, %2235 ], [ %2276, %2273 ]
  %2247 = phi <8 x float> [ zeroinitializer, %2235 ], [ %2277, %2273 ]
  %2248 = add i64 %443, %9
  %2249 = getelementptr inbounds nuw float, ptr %430, i64 %444
  %2250 = getelementptr inbounds nuw float, ptr %434, i64 %444
  %2251 = tail call i64 @llvm.smin.i64(i64 %2248, i64 8)
  %2252 = trunc i64 %2251 to i32
  %2253 = insertelement <8 x i32> poison, i32 %2252, i64 0
  %2254 = shufflevector <8 x i32> %2253, <8 x i32> poison, <8 x i32> zeroinitializer
  %2255 = icmp sgt <8 x i32> %2254, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %61, label %2391, label %2386

2256:                                             ; preds = %2236, %2273
  %2257 = phi <8 x float> [ zeroinitializer, %2236 ], [ %2274, %2273 ]
  %2258 = phi <8 x float> [ zeroinitializer, %2236 ], [ %2275, %2273 ]
  %2259 = phi <8 x float> [ zeroinitializer, %2236 ], [ %2276, %2273 ]
  %2260 = phi <8 x float> [ zeroinitializer, %2236 ], [ %2277, %2273 ]
  %2261 = phi i64 [ 0, %2236 ], [ %2278, %2273 ]
  %2262 = mul nsw i64 %2261, %14
  %2263 = add i64 %437, %2262
  %2264 = icmp sgt i64 %2263, -1
  %2265 = icmp slt i64 %2263, %6
  %2266 = and i1 %2264, %2265
  %2267 = select i1 %2266, i64 %2263, i64 0
  %2268 = mul nsw i64 %2267, %7
  %2269 = getelementptr inbounds float, ptr %421, i64 %2268
  br i1 %58, label %2270, label %2273

2270:                                             ; preds = %2256
  %2271 = mul nuw nsw i64 %2261, %11
  %2272 = getelementptr inbounds nuw float, ptr %423, i64 %2271
  br label %2280

2273:                                             ; preds = %2280, %2256
  %2274 = phi <8 x float> [ %2257, %2256 ], [ %2383, %2280 ]
  %2275 = phi <8 x float> [ %2258, %2256 ], [ %2360, %2280 ]
  %2276 = phi <8 x float> [ %2259, %2256 ], [ %2337, %2280 ]
  %2277 = phi <8 x float> [ %2260, %2256 ], [ %2314, %2280 ]
  %2278 = add nuw nsw i64 %2261, 1
  %2279 = icmp eq i64 %2278, %10
  br i1 %2279, label %2243, label %2256

2280:                                             ; preds = %2270, %2280
  %2281 = phi <8 x float> [ %2257, %2270 ], [ %2383, %2280 ]
  %2282 = phi <8 x float> [ %2258, %2270 ], [ %2360, %2280 ]
  %2283 = phi <8 x float> [ %2259, %2270 ], [ %2337, %2280 ]
  %2284 = phi <8 x float> [ %2260, %2270 ], [ %2314, %2280 ]
  %2285 = phi i64 [ 0, %2270 ], [ %2384, %2280 ]
  %2286 = getelementptr inbounds nuw float, ptr %2272, i64 %2285
  %2287 = load float, ptr %2286, align 1
  %2288 = insertelement <8 x float> poison, float %2287, i64 0
  %2289 = shufflevector <8 x float> %2288, <8 x float> poison, <8 x i32> zeroinitializer
  %2290 = mul nsw i64 %2285, %15
  %2291 = sub i64 %2290, %17
  %2292 = add i64 %2291, %444
  %2293 = icmp slt i64 %2292, 0
  %2294 = sub nsw i64 0, %2292
  %2295 = select i1 %2293, i64 %2294, i64 0
  %2296 = sub nsw i64 %7, %2292
  %2297 = tail call i64 @llvm.smin.i64(i64 %2296, i64 %445)
  %2298 = tail call i64 @llvm.smin.i64(i64 %2297, i64 8)
  %2299 = icmp sgt i64 %2298, %2295
  %2300 = select i1 %2266, i1 %2299, i1 false
  %2301 = getelementptr inbounds float, ptr %2269, i64 %2292
  %2302 = trunc i64 %2295 to i32
  %2303 = select i1 %2300, i32 %2302, i32 0
  %2304 = insertelement <8 x i32> poison, i32 %2303, i64 0
  %2305 = shufflevector <8 x i32> %2304, <8 x i32> poison, <8 x i32> zeroinitializer
  %2306 = icmp slt <8 x i32> %2305, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %2307 = trunc i64 %2298 to i32
  %2308 = select i1 %2300, i32 %2307, i32 0
  %2309 = insertelement <8 x i32> poison, i32 %2308, i64 0
  %2310 = shufflevector <8 x i32> %2309, <8 x i32> poison, <8 x i32> zeroinitializer
  %2311 = icmp sgt <8 x i32> %2310, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2312 = and <8 x i1> %2311, %2306
  %2313 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2301, <8 x i1> %2312, <8 x float> zeroinitializer)
  %2314 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2313, <8 x float> %2289, <8 x float> %2284)
  %2315 = add i64 %2291, %2237
  %2316 = icmp slt i64 %2315, 0
  %2317 = sub nsw i64 0, %2315
  %2318 = select i1 %2316, i64 %2317, i64 0
  %2319 = sub nsw i64 %7, %2315
  %2320 = tail call i64 @llvm.smin.i64(i64 %2319, i64 %2238)
  %2321 = tail call i64 @llvm.smin.i64(i64 %2320, i64 8)
  %2322 = icmp sgt i64 %2321, %2318
  %2323 = select i1 %2266, i1 %2322, i1 false
  %2324 = getelementptr inbounds float, ptr %2269, i64 %2315
  %2325 = trunc i64 %2318 to i32
  %2326 = select i1 %2323, i32 %2325, i32 0
  %2327 = insertelement <8 x i32> poison, i32 %2326, i64 0
  %2328 = shufflevector <8 x i32> %2327, <8 x i32> poison, <8 x i32> zeroinitializer
  %2329 = icmp slt <8 x i32> %2328, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %2330 = trunc i64 %2321 to i32
  %2331 = select i1 %2323, i32 %2330, i32 0
  %2332 = insertelement <8 x i32> poison, i32 %2331, i64 0
  %2333 = shufflevector <8 x i32> %2332, <8 x i32> poison, <8 x i32> zeroinitializer
  %2334 = icmp sgt <8 x i32> %2333, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2335 = and <8 x i1> %2334, %2329
  %2336 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2324, <8 x i1> %2335, <8 x float> zeroinitializer)
  %2337 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2336, <8 x float> %2289, <8 x float> %2283)
  %2338 = add i64 %2291, %2239
  %2339 = icmp slt i64 %2338, 0
  %2340 = sub nsw i64 0, %2338
  %2341 = select i1 %2339, i64 %2340, i64 0
  %2342 = sub nsw i64 %7, %2338
  %2343 = tail call i64 @llvm.smin.i64(i64 %2342, i64 %2240)
  %2344 = tail call i64 @llvm.smin.i64(i64 %2343, i64 8)
  %2345 = icmp sgt i64 %2344, %2341
  %2346 = select i1 %2266, i1 %2345, i1 false
  %2347 = getelementptr inbounds float, ptr %2269, i64 %2338
  %2348 = trunc i64 %2341 to i32
  %2349 = select i1 %2346, i32 %2348, i32 0
  %2350 = insertelement <8 x i32> poison, i32 %2349, i64 0
  %2351 = shufflevector <8 x i32> %2350, <8 x i32> poison, <8 x i32> zeroinitializer
  %2352 = icmp slt <8 x i32> %2351, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %2353 = trunc i64 %2344 to i32
  %2354 = select i1 %2346, i32 %2353, i32 0
  %2355 = insertelement <8 x i32> poison, i32 %2354, i64 0
  %2356 = shufflevector <8 x i32> %2355, <8 x i32> poison, <8 x i32> zeroinitializer
  %2357 = icmp sgt <8 x i32> %2356, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2358 = and <8 x i1> %2357, %2352
  %2359 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2347, <8 x i1> %2358, <8 x float> zeroinitializer)
  %2360 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2359, <8 x float> %2289, <8 x float> %2282)
  %2361 = add i64 %2291, %2241
  %2362 = icmp slt i64 %2361, 0
  %2363 = sub nsw i64 0, %2361
  %2364 = select i1 %2362, i64 %2363, i64 0
  %2365 = sub nsw i64 %7, %2361
  %2366 = tail call i64 @llvm.smin.i64(i64 %2365, i64 %2242)
  %2367 = tail call i64 @llvm.smin.i64(i64 %2366, i64 8)
  %2368 = icmp sgt i64 %2367, %2364
  %2369 = select i1 %2266, i1 %2368, i1 false
  %2370 = getelementptr inbounds float, ptr %2269, i64 %2361
  %2371 = trunc i64 %2364 to i32
  %2372 = select i1 %2369, i32 %2371, i32 0
  %2373 = insertelement <8 x i32> poison, i32 %2372, i64 0
  %2374 = shufflevector <8 x i32> %2373, <8 x i32> poison, <8 x i32> zeroinitializer
  %2375 = icmp slt <8 x i32> %2374, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %2376 = trunc i64 %2367 to i32
  %2377 = select i1 %2369, i32 %2376, i32 0
  %2378 = insertelement <8 x i32> poison, i32 %2377, i64 0
  %2379 = shufflevector <8 x i32> %2378, <8 x i32> poison, <8 x i32> zeroinitializer
  %2380 = icmp sgt <8 x i32> %2379, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2381 = and <8 x i1> %2380, %2375
  %2382 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2370, <8 x i1> %2381, <8 x float> zeroinitializer)
  %2383 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2382, <8 x float> %2289, <8 x float> %2281)
  %2384 = add nuw nsw i64 %2285, 1
  %2385 = icmp eq i64 %2384, %11
  br i1 %2385, label %2273, label %2280

2386:                                             ; preds = %2243
  %2387 = load float, ptr %424, align 1
  %2388 = insertelement <8 x float> poison, float %2387, i64 0
  %2389 = shufflevector <8 x float> %2388, <8 x float> poison, <8 x i32> zeroinitializer
  %2390 = fadd <8 x float> %2247, %2389
  br label %2391

2391:                                             ; preds = %2386, %2243
  %2392 = phi <8 x float> [ %2390, %2386 ], [ %2247, %2243 ]
  %2393 = select i1 %438, ptr null, ptr %2250
  switch i64 %318, label %557 [
    i64 1, label %2394
    i64 2, label %2397
    i64 3, label %2404
    i64 0, label %2449
  ]

2394:                                             ; preds = %2391
  %2395 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2393, <8 x i1> %2255, <8 x float> zeroinitializer)
  %2396 = fadd <8 x float> %2392, %2395
  br label %2411

2397:                                             ; preds = %2391
  %2398 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %2392)
  %2399 = bitcast <8 x float> %2392 to <8 x i32>
  %2400 = or <8 x i32> %2399, %60
  %2401 = bitcast <8 x i32> %2400 to <8 x float>
  %2402 = fcmp oeq <8 x float> %2392, %49
  %2403 = select <8 x i1> %2402, <8 x float> %2401, <8 x float> %2398
  br label %2411

2404:                                             ; preds = %2391
  %2405 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %2392)
  %2406 = bitcast <8 x float> %2392 to <8 x i32>
  %2407 = and <8 x i32> %2406, %59
  %2408 = bitcast <8 x i32> %2407 to <8 x float>
  %2409 = fcmp oeq <8 x float> %2392, %46
  %2410 = select <8 x i1> %2409, <8 x float> %2408, <8 x float> %2405
  br label %2411

2411:                                             ; preds = %2404, %2397, %2394
  %2412 = phi <8 x float> [ %2396, %2394 ], [ %2403, %2397 ], [ %2410, %2404 ]
  switch i64 %320, label %557 [
    i64 1, label %2427
    i64 2, label %2420
    i64 3, label %2413
    i64 0, label %2449
  ]

2413:                                             ; preds = %2411
  %2414 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %2412)
  %2415 = bitcast <8 x float> %2412 to <8 x i32>
  %2416 = and <8 x i32> %2415, %59
  %2417 = bitcast <8 x i32> %2416 to <8 x float>
  %2418 = fcmp oeq <8 x float> %2412, %46
  %2419 = select <8 x i1> %2418, <8 x float> %2417, <8 x float> %2414
  br label %2430

2420:                                             ; preds = %2411
  %2421 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %2412)
  %2422 = bitcast <8 x float> %2412 to <8 x i32>
  %2423 = or <8 x i32> %2422, %60
  %2424 = bitcast <8 x i32> %2423 to <8 x float>
  %2425 = fcmp oeq <8 x float> %2412, %49
  %2426 = select <8 x i1> %2425, <8 x float> %2424, <8 x float> %2421
  br label %2430

2427:                                             ; preds = %2411
  %2428 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2393, <8 x i1> %2255, <8 x float> zeroinitializer)
  %2429 = fadd <8 x float> %2412, %2428
  br label %2430

2430:                                             ; preds = %2427, %2420, %2413
  %2431 = phi <8 x float> [ %2429, %2427 ], [ %2426, %2420 ], [ %2419, %2413 ]
  switch i64 %322, label %557 [
    i64 1, label %2446
    i64 2, label %2439
    i64 3, label %2432
    i64 0, label %2449
  ]

2432:                                             ; preds = %2430
  %2433 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %2431)
  %2434 = bitcast <8 x float> %2431 to <8 x i32>
  %2435 = and <8 x i32> %2434, %59
  %2436 = bitcast <8 x i32> %2435 to <8 x float>
  %2437 = fcmp oeq <8 x float> %2431, %46
  %2438 = select <8 x i1> %2437, <8 x float> %2436, <8 x float> %2433
  br label %2449

2439:                                             ; preds = %2430
  %2440 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %2431)
  %2441 = bitcast <8 x float> %2431 to <8 x i32>
  %2442 = or <8 x i32> %2441, %60
  %2443 = bitcast <8 x i32> %2442 to <8 x float>
  %2444 = fcmp oeq <8 x float> %2431, %49
  %2445 = select <8 x i1> %2444, <8 x float> %2443, <8 x float> %2440
  br label %2449

2446:                                             ; preds = %2430
  %2447 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2393, <8 x i1> %2255, <8 x float> zeroinitializer)
  %2448 = fadd <8 x float> %2431, %2447
  br label %2449

2449:                                             ; preds = %2432, %2439, %2446, %2430, %2411, %2391
  %2450 = phi <8 x float> [ %2431, %2430 ], [ %2392, %2391 ], [ %2412, %2411 ], [ %2448, %2446 ], [ %2445, %2439 ], [ %2438, %2432 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2450, ptr align 1 %2249, <8 x i1> %2255)
  %2451 = add i64 %2248, -8
  %2452 = tail call i64 @llvm.smin.i64(i64 %2451, i64 8)
  %2453 = trunc i64 %2452 to i32
  %2454 = insertelement <8 x i32> poison, i32 %2453, i64 0
  %2455 = shufflevector <8 x i32> %2454, <8 x i32> poison, <8 x i32> zeroinitializer
  %2456 = icmp sgt <8 x i32> %2455, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %61, label %2462, label %2457

2457:                                             ; preds = %2449
  %2458 = load float, ptr %424, align 1
  %2459 = insertelement <8 x float> poison, float %2458, i64 0
  %2460 = shufflevector <8 x float> %2459, <8 x float> poison, <8 x i32> zeroinitializer
  %2461 = fadd <8 x float> %2246, %2460
  br label %2462

2462:                                             ; preds = %2457, %2449
  %2463 = phi <8 x float> [ %2461, %2457 ], [ %2246, %2449 ]
  %2464 = getelementptr inbounds nuw i8, ptr %2249, i64 32
  %2465 = getelementptr inbounds nuw i8, ptr %2250, i64 32
  %2466 = select i1 %438, ptr null, ptr %2465
  switch i64 %318, label %557 [
    i64 1, label %2481
    i64 2, label %2474
    i64 3, label %2467
    i64 0, label %2522
  ]

2467:                                             ; preds = %2462
  %2468 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %2463)
  %2469 = bitcast <8 x float> %2463 to <8 x i32>
  %2470 = and <8 x i32> %2469, %59
  %2471 = bitcast <8 x i32> %2470 to <8 x float>
  %2472 = fcmp oeq <8 x float> %2463, %46
  %2473 = select <8 x i1> %2472, <8 x float> %2471, <8 x float> %2468
  br label %2484

2474:                                             ; preds = %2462
  %2475 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %2463)
  %2476 = bitcast <8 x float> %2463 to <8 x i32>
  %2477 = or <8 x i32> %2476, %60
  %2478 = bitcast <8 x i32> %2477 to <8 x float>
  %2479 = fcmp oeq <8 x float> %2463, %49
  %2480 = select <8 x i1> %2479, <8 x float> %2478, <8 x float> %2475
  br label %2484

2481:                                             ; preds = %2462
  %2482 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2466, <8 x i1> %2456, <8 x float> zeroinitializer)
  %2483 = fadd <8 x float> %2463, %2482
  br label %2484

2484:                                             ; preds = %2481, %2474, %2467
  %2485 = phi <8 x float> [ %2483, %2481 ], [ %2480, %2474 ], [ %2473, %2467 ]
  switch i64 %324, label %557 [
    i64 1, label %2500
    i64 2, label %2493
    i64 3, label %2486
    i64 0, label %2522
  ]

2486:                                             ; preds = %2484
  %2487 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %2485)
  %2488 = bitcast <8 x float> %2485 to <8 x i32>
  %2489 = and <8 x i32> %2488, %59
  %2490 = bitcast <8 x i32> %2489 to <8 x float>
  %2491 = fcmp oeq <8 x float> %2485, %46
  %2492 = select <8 x i1> %2491, <8 x float> %2490, <8 x float> %2487
  br label %2503

2493:                                             ; preds = %2484
  %2494 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %2485)
  %2495 = bitcast <8 x float> %2485 to <8 x i32>
  %2496 = or <8 x i32> %2495, %60
  %2497 = bitcast <8 x i32> %2496 to <8 x float>
  %2498 = fcmp oeq <8 x float> %2485, %49
  %2499 = select <8 x i1> %2498, <8 x float> %2497, <8 x float> %2494
  br label %2503

2500:                                             ; preds = %2484
  %2501 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2466, <8 x i1> %2456, <8 x float> zeroinitializer)
  %2502 = fadd <8 x float> %2485, %2501
  br label %2503

2503:                                             ; preds = %2500, %2493, %2486
  %2504 = phi <8 x float> [ %2502, %2500 ], [ %2499, %2493 ], [ %2492, %2486 ]
  switch i64 %326, label %557 [
    i64 1, label %2519
    i64 2, label %2512
    i64 3, label %2505
    i64 0, label %2522
  ]

2505:                                             ; preds = %2503
  %2506 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %2504)
  %2507 = bitcast <8 x float> %2504 to <8 x i32>
  %2508 = and <8 x i32> %2507, %59
  %2509 = bitcast <8 x i32> %2508 to <8 x float>
  %2510 = fcmp oeq <8 x float> %2504, %46
  %2511 = select <8 x i1> %2510, <8 x float> %2509, <8 x float> %2506
  br label %2522

2512:                                             ; preds = %2503
  %2513 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %2504)
  %2514 = bitcast <8 x float> %2504 to <8 x i32>
  %2515 = or <8 x i32> %2514, %60
  %2516 = bitcast <8 x i32> %2515 to <8 x float>
  %2517 = fcmp oeq <8 x float> %2504, %49
  %2518 = select <8 x i1> %2517, <8 x float> %2516, <8 x float> %2513
  br label %2522

2519:                                             ; preds = %2503
  %2520 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2466, <8 x i1> %2456, <8 x float> zeroinitializer)
  %2521 = fadd <8 x float> %2504, %2520
  br label %2522

2522:                                             ; preds = %2505, %2512, %2519, %2503, %2484, %2462
  %2523 = phi <8 x float> [ %2504, %2503 ], [ %2463, %2462 ], [ %2485, %2484 ], [ %2521, %2519 ], [ %2518, %2512 ], [ %2511, %2505 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2523, ptr nonnull align 1 %2464, <8 x i1> %2456)
  %2524 = add i64 %2248, -16
  %2525 = tail call i64 @llvm.smin.i64(i64 %2524, i64 8)
  %2526 = trunc i64 %2525 to i32
  %2527 = insertelement <8 x i32> poison, i32 %2526, i64 0
  %2528 = shufflevector <8 x i32> %2527, <8 x i32> poison, <8 x i32> zeroinitializer
  %2529 = icmp sgt <8 x i32> %2528, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %61, label %2535, label %2530

2530:                                             ; preds = %2522
  %2531 = load float, ptr %424, align 1
  %2532 = insertelement <8 x float> poison, float %2531, i64 0
  %2533 = shufflevector <8 x float> %2532, <8 x float> poison, <8 x i32> zeroinitializer
  %2534 = fadd <8 x float> %2245, %2533
  br label %2535

2535:                                             ; preds = %2530, %2522
  %2536 = phi <8 x float> [ %2534, %2530 ], [ %2245, %2522 ]
  %2537 = getelementptr inbounds nuw i8, ptr %2249, i64 64
  %2538 = getelementptr inbounds nuw i8, ptr %2250, i64 64
  %2539 = select i1 %438, ptr null, ptr %2538
  switch i64 %318, label %557 [
    i64 1, label %2554
    i64 2, label %2547
    i64 3, label %2540
    i64 0, label %2595
  ]

2540:                                             ; preds = %2535
  %2541 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %2536)
  %2542 = bitcast <8 x float> %2536 to <8 x i32>
  %2543 = and <8 x i32> %2542, %59
  %2544 = bitcast <8 x i32> %2543 to <8 x float>
  %2545 = fcmp oeq <8 x float> %2536, %46
  %2546 = select <8 x i1> %2545, <8 x float> %2544, <8 x float> %2541
  br label %2557

2547:                                             ; preds = %2535
  %2548 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %2536)
  %2549 = bitcast <8 x float> %2536 to <8 x i32>
  %2550 = or <8 x i32> %2549, %60
  %2551 = bitcast <8 x i32> %2550 to <8 x float>
  %2552 = fcmp oeq <8 x float> %2536, %49
  %2553 = select <8 x i1> %2552, <8 x float> %2551, <8 x float> %2548
  br label %2557

2554:                                             ; preds = %2535
  %2555 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2539, <8 x i1> %2529, <8 x float> zeroinitializer)
  %2556 = fadd <8 x float> %2536, %2555
  br label %2557

2557:                                             ; preds = %2554, %2547, %2540
  %2558 = phi <8 x float> [ %2556, %2554 ], [ %2553, %2547 ], [ %2546, %2540 ]
  switch i64 %328, label %557 [
    i64 1, label %2573
    i64 2, label %2566
    i64 3, label %2559
    i64 0, label %2595
  ]

2559:                                             ; preds = %2557
  %2560 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %2558)
  %2561 = bitcast <8 x float> %2558 to <8 x i32>
  %2562 = and <8 x i32> %2561, %59
  %2563 = bitcast <8 x i32> %2562 to <8 x float>
  %2564 = fcmp oeq <8 x float> %2558, %46
  %2565 = select <8 x i1> %2564, <8 x float> %2563, <8 x float> %2560
  br label %2576

2566:                                             ; preds = %2557
  %2567 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %2558)
  %2568 = bitcast <8 x float> %2558 to <8 x i32>
  %2569 = or <8 x i32> %2568, %60
  %2570 = bitcast <8 x i32> %2569 to <8 x float>
  %2571 = fcmp oeq <8 x float> %2558, %49
  %2572 = select <8 x i1> %2571, <8 x float> %2570, <8 x float> %2567
  br label %2576

2573:                                             ; preds = %2557
  %2574 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2539, <8 x i1> %2529, <8 x float> zeroinitializer)
  %2575 = fadd <8 x float> %2558, %2574
  br label %2576

2576:                                             ; preds = %2573, %2566, %2559
  %2577 = phi <8 x float> [ %2575, %2573 ], [ %2572, %2566 ], [ %2565, %2559 ]
  switch i64 %330, label %557 [
    i64 1, label %2592
    i64 2, label %2585
    i64 3, label %2578
    i64 0, label %2595
  ]

2578:                                             ; preds = %2576
  %2579 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %2577)
  %2580 = bitcast <8 x float> %2577 to <8 x i32>
  %2581 = and <8 x i32> %2580, %59
  %2582 = bitcast <8 x i32> %2581 to <8 x float>
  %2583 = fcmp oeq <8 x float> %2577, %46
  %2584 = select <8 x i1> %2583, <8 x float> %2582, <8 x float> %2579
  br label %2595

2585:                                             ; preds = %2576
  %2586 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %2577)
  %2587 = bitcast <8 x float> %2577 to <8 x i32>
  %2588 = or <8 x i32> %2587, %60
  %2589 = bitcast <8 x i32> %2588 to <8 x float>
  %2590 = fcmp oeq <8 x float> %2577, %49
  %2591 = select <8 x i1> %2590, <8 x float> %2589, <8 x float> %2586
  br label %2595

2592:                                             ; preds = %2576
  %2593 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2539, <8 x i1> %2529, <8 x float> zeroinitializer)
  %2594 = fadd <8 x float> %2577, %2593
  br label %2595

2595:                                             ; preds = %2578, %2585, %2592, %2576, %2557, %2535
  %2596 = phi <8 x float> [ %2577, %2576 ], [ %2536, %2535 ], [ %2558, %2557 ], [ %2594, %2592 ], [ %2591, %2585 ], [ %2584, %2578 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2596, ptr nonnull align 1 %2537, <8 x i1> %2529)
  %2597 = add i64 %2248, -24
  %2598 = tail call i64 @llvm.smin.i64(i64 %2597, i64 8)
  %2599 = trunc i64 %2598 to i32
  %2600 = insertelement <8 x i32> poison, i32 %2599, i64 0
  %2601 = shufflevector <8 x i32> %2600, <8 x i32> poison, <8 x i32> zeroinitializer
  %2602 = icmp sgt <8 x i32> %2601, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %61, label %2608, label %2603

2603:                                             ; preds = %2595
  %2604 = load float, ptr %424, align 1
  %2605 = insertelement <8 x float> poison, float %2604, i64 0
  %2606 = shufflevector <8 x float> %2605, <8 x float> poison, <8 x i32> zeroinitializer
  %2607 = fadd <8 x float> %2244, %2606
  br label %2608

2608:                                             ; preds = %2603, %2595
  %2609 = phi <8 x float> [ %2607, %2603 ], [ %2244, %2595 ]
  %2610 = getelementptr inbounds nuw i8, ptr %2249, i64 96
  %2611 = getelementptr inbounds nuw i8, ptr %2250, i64 96
  %2612 = select i1 %438, ptr null, ptr %2611
  switch i64 %318, label %557 [
    i64 1, label %2627
    i64 2, label %2620
    i64 3, label %2613
    i64 0, label %2668
  ]

2613:                                             ; preds = %2608
  %2614 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %2609)
  %2615 = bitcast <8 x float> %2609 to <8 x i32>
  %2616 = and <8 x i32> %2615, %59
  %2617 = bitcast <8 x i32> %2616 to <8 x float>
  %2618 = fcmp oeq <8 x float> %2609, %46
  %2619 = select <8 x i1> %2618, <8 x float> %2617, <8 x float> %2614
  br label %2630

2620:                                             ; preds = %2608
  %2621 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %2609)
  %2622 = bitcast <8 x float> %2609 to <8 x i32>
  %2623 = or <8 x i32> %2622, %60
  %2624 = bitcast <8 x i32> %2623 to <8 x float>
  %2625 = fcmp oeq <8 x float> %2609, %49
  %2626 = select <8 x i1> %2625, <8 x float> %2624, <8 x float> %2621
  br label %2630

2627:                                             ; preds = %2608
  %2628 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2612, <8 x i1> %2602, <8 x float> zeroinitializer)
  %2629 = fadd <8 x float> %2609, %2628
  br label %2630

2630:                                             ; preds = %2627, %2620, %2613
  %2631 = phi <8 x float> [ %2629, %2627 ], [ %2626, %2620 ], [ %2619, %2613 ]
  switch i64 %332, label %557 [
    i64 1, label %2646
    i64 2, label %2639
    i64 3, label %2632
    i64 0, label %2668
  ]

2632:                                             ; preds = %2630
  %2633 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %2631)
  %2634 = bitcast <8 x float> %2631 to <8 x i32>
  %2635 = and <8 x i32> %2634, %59
  %2636 = bitcast <8 x i32> %2635 to <8 x float>
  %2637 = fcmp oeq <8 x float> %2631, %46
  %2638 = select <8 x i1> %2637, <8 x float> %2636, <8 x float> %2633
  br label %2649

2639:                                             ; preds = %2630
  %2640 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %2631)
  %2641 = bitcast <8 x float> %2631 to <8 x i32>
  %2642 = or <8 x i32> %2641, %60
  %2643 = bitcast <8 x i32> %2642 to <8 x float>
  %2644 = fcmp oeq <8 x float> %2631, %49
  %2645 = select <8 x i1> %2644, <8 x float> %2643, <8 x float> %2640
  br label %2649

2646:                                             ; preds = %2630
  %2647 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2612, <8 x i1> %2602, <8 x float> zeroinitializer)
  %2648 = fadd <8 x float> %2631, %2647
  br label %2649

2649:                                             ; preds = %2646, %2639, %2632
  %2650 = phi <8 x float> [ %2648, %2646 ], [ %2645, %2639 ], [ %2638, %2632 ]
  switch i64 %334, label %557 [
    i64 1, label %2665
    i64 2, label %2658
    i64 3, label %2651
    i64 0, label %2668
  ]

2651:                                             ; preds = %2649
  %2652 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %2650)
  %2653 = bitcast <8 x float> %2650 to <8 x i32>
  %2654 = and <8 x i32> %2653, %59
  %2655 = bitcast <8 x i32> %2654 to <8 x float>
  %2656 = fcmp oeq <8 x float> %2650, %46
  %2657 = select <8 x i1> %2656, <8 x float> %2655, <8 x float> %2652
  br label %2668

2658:                                             ; preds = %2649
  %2659 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %2650)
  %2660 = bitcast <8 x float> %2650 to <8 x i32>
  %2661 = or <8 x i32> %2660, %60
  %2662 = bitcast <8 x i32> %2661 to <8 x float>
  %2663 = fcmp oeq <8 x float> %2650, %49
  %2664 = select <8 x i1> %2663, <8 x float> %2662, <8 x float> %2659
  br label %2668

2665:                                             ; preds = %2649
  %2666 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2612, <8 x i1> %2602, <8 x float> zeroinitializer)
  %2667 = fadd <8 x float> %2650, %2666
  br label %2668

2668:                                             ; preds = %2651, %2658, %2665, %2649, %2630, %2608
  %2669 = phi <8 x float> [ %2650, %2649 ], [ %2609, %2608 ], [ %2631, %2630 ], [ %2667, %2665 ], [ %2664, %2658 ], [ %2657, %2651 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2669, ptr nonnull align 1 %2610, <8 x i1> %2602)
  br label %7198

2670:                                             ; preds = %442
  br i1 %50, label %2671, label %3121

2671:                                             ; preds = %2670
  call void @llvm.lifetime.start.p0(ptr nonnull %30)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(160) %30, i8 0, i64 160, i1 false)
  br i1 %57, label %2684, label %2674

2672:                                             ; preds = %2697
  %2673 = load <8 x float>, ptr %30, align 32
  br label %2674

2674:                                             ; preds = %2672, %2671
  %2675 = phi <8 x float> [ %2673, %2672 ], [ zeroinitializer, %2671 ]
  %2676 = add i64 %443, %9
  %2677 = getelementptr inbounds nuw float, ptr %430, i64 %444
  %2678 = getelementptr inbounds nuw float, ptr %434, i64 %444
  %2679 = tail call i64 @llvm.smin.i64(i64 %2676, i64 8)
  %2680 = trunc i64 %2679 to i32
  %2681 = insertelement <8 x i32> poison, i32 %2680, i64 0
  %2682 = shufflevector <8 x i32> %2681, <8 x i32> poison, <8 x i32> zeroinitializer
  %2683 = icmp sgt <8 x i32> %2682, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %61, label %2765, label %2760

2684:                                             ; preds = %2671, %2697
  %2685 = phi i64 [ %2698, %2697 ], [ 0, %2671 ]
  %2686 = mul nsw i64 %2685, %14
  %2687 = add i64 %437, %2686
  %2688 = icmp sgt i64 %2687, -1
  %2689 = icmp slt i64 %2687, %6
  %2690 = and i1 %2688, %2689
  %2691 = select i1 %2690, i64 %2687, i64 0
  %2692 = mul nsw i64 %2691, %7
  %2693 = getelementptr inbounds float, ptr %421, i64 %2692
  br i1 %58, label %2694, label %2697

2694:                                             ; preds = %2684
  %2695 = mul nuw nsw i64 %2685, %11
  %2696 = getelementptr inbounds nuw float, ptr %423, i64 %2695
  br label %2700

2697:                                             ; preds = %2708, %2684
  %2698 = add nuw nsw i64 %2685, 1
  %2699 = icmp eq i64 %2698, %10
  br i1 %2699, label %2672, label %2684

2700:                                             ; preds = %2694, %2708
  %2701 = phi i64 [ 0, %2694 ], [ %2709, %2708 ]
  %2702 = getelementptr inbounds nuw float, ptr %2696, i64 %2701
  %2703 = load float, ptr %2702, align 1
  %2704 = insertelement <8 x float> poison, float %2703, i64 0
  %2705 = shufflevector <8 x float> %2704, <8 x float> poison, <8 x i32> zeroinitializer
  %2706 = mul nsw i64 %2701, %15
  %2707 = sub i64 %2706, %17
  br label %2711

2708:                                             ; preds = %2711
  %2709 = add nuw nsw i64 %2701, 1
  %2710 = icmp eq i64 %2709, %11
  br i1 %2710, label %2697, label %2700

2711:                                             ; preds = %2700, %2711
  %2712 = phi i64 [ 0, %2700 ], [ %2758, %2711 ]
  %2713 = shl nuw nsw i64 %2712, 3
  %2714 = or disjoint i64 %444, %2713
  %2715 = sub nsw i64 %9, %2714
  %2716 = shl nuw nsw i64 %2714, 1
  %2717 = add i64 %2707, %2716
  %2718 = icmp slt i64 %2717, 0
  %2719 = sub nsw i64 0, %2717
  %2720 = select i1 %2718, i64 %2719, i64 0
  %2721 = sub nsw i64 %7, %2717
  %2722 = shl nsw i64 %2715, 1
  %2723 = add nsw i64 %2722, -1
  %2724 = tail call i64 @llvm.smin.i64(i64 %2721, i64 %2723)
  %2725 = tail call i64 @llvm.smin.i64(i64 %2724, i64 16)
  %2726 = icmp sgt i64 %2725, %2720
  %2727 = select i1 %2690, i1 %2726, i1 false
  %2728 = select i1 %2727, i64 %2720, i64 0
  %2729 = select i1 %2727, i64 %2725, i64 0
  %2730 = getelementptr inbounds float, ptr %2693, i64 %2717
  %2731 = trunc i64 %2728 to i32
  %2732 = icmp sgt i64 %2729, %2728
  %2733 = trunc i64 %2729 to i32
  %2734 = select i1 %2732, i32 %2733, i32 0
  %2735 = insertelement <8 x i32> poison, i32 %2731, i64 0
  %2736 = shufflevector <8 x i32> %2735, <8 x i32> poison, <8 x i32> zeroinitializer
  %2737 = icmp slt <8 x i32> %2736, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %2738 = insertelement <8 x i32> poison, i32 %2734, i64 0
  %2739 = shufflevector <8 x i32> %2738, <8 x i32> poison, <8 x i32> zeroinitializer
  %2740 = icmp sgt <8 x i32> %2739, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2741 = and <8 x i1> %2737, %2740
  %2742 = add nsw i32 %2731, -8
  %2743 = insertelement <8 x i32> poison, i32 %2742, i64 0
  %2744 = shufflevector <8 x i32> %2743, <8 x i32> poison, <8 x i32> zeroinitializer
  %2745 = icmp slt <8 x i32> %2744, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %2746 = add nsw i32 %2734, -8
  %2747 = insertelement <8 x i32> poison, i32 %2746, i64 0
  %2748 = shufflevector <8 x i32> %2747, <8 x i32> poison, <8 x i32> zeroinitializer
  %2749 = icmp sgt <8 x i32> %2748, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2750 = and <8 x i1> %2745, %2749
  %2751 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr readonly align 1 %2730, <8 x i1> %2741, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2752 = getelementptr inbounds nuw i8, ptr %2730, i64 32
  %2753 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull readonly align 1 %2752, <8 x i1> %2750, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %2754 = shufflevector <8 x float> %2751, <8 x float> %2753, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %2755 = getelementptr inbounds nuw <8 x float>, ptr %30, i64 %2712
  %2756 = load <8 x float>, ptr %2755, align 32
  %2757 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2754, <8 x float> %2705, <8 x float> %2756)
  store <8 x float> %2757, ptr %2755, align 32
  %2758 = add nuw nsw i64 %2712, 1
  %2759 = icmp eq i64 %2758, 5
  br i1 %2759, label %2708, label %2711

2760:                                             ; preds = %2674
  %2761 = load float, ptr %424, align 1
  %2762 = insertelement <8 x float> poison, float %2761, i64 0
  %2763 = shufflevector <8 x float> %2762, <8 x float> poison, <8 x i32> zeroinitializer
  %2764 = fadd <8 x float> %2675, %2763
  br label %2765

2765:                                             ; preds = %2760, %2674
  %2766 = phi <8 x float> [ %2764, %2760 ], [ %2675, %2674 ]
  %2767 = select i1 %438, ptr null, ptr %2678
  switch i64 %293, label %557 [
    i64 1, label %2768
    i64 2, label %2771
    i64 3, label %2778
    i64 0, label %2823
  ]

2768:                                             ; preds = %2765
  %2769 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2767, <8 x i1> %2683, <8 x float> zeroinitializer)
  %2770 = fadd <8 x float> %2766, %2769
  br label %2785

2771:                                             ; preds = %2765
  %2772 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %2766)
  %2773 = bitcast <8 x float> %2766 to <8 x i32>
  %2774 = or <8 x i32> %2773, %60
  %2775 = bitcast <8 x i32> %2774 to <8 x float>
  %2776 = fcmp oeq <8 x float> %2766, %49
  %2777 = select <8 x i1> %2776, <8 x float> %2775, <8 x float> %2772
  br label %2785

2778:                                             ; preds = %2765
  %2779 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %2766)
  %2780 = bitcast <8 x float> %2766 to <8 x i32>
  %2781 = and <8 x i32> %2780, %59
  %2782 = bitcast <8 x i32> %2781 to <8 x float>
  %2783 = fcmp oeq <8 x float> %2766, %46
  %2784 = select <8 x i1> %2783, <8 x float> %2782, <8 x float> %2779
  br label %2785

2785:                                             ; preds = %2778, %2771, %2768
  %2786 = phi <8 x float> [ %2770, %2768 ], [ %2777, %2771 ], [ %2784, %2778 ]
  switch i64 %295, label %557 [
    i64 1, label %2801
    i64 2, label %2794
    i64 3, label %2787
    i64 0, label %2823
  ]

2787:                                             ; preds = %2785
  %2788 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %2786)
  %2789 = bitcast <8 x float> %2786 to <8 x i32>
  %2790 = and <8 x i32> %2789, %59
  %2791 = bitcast <8 x i32> %2790 to <8 x float>
  %2792 = fcmp oeq <8 x float> %2786, %46
  %2793 = select <8 x i1> %2792, <8 x float> %2791, <8 x float> %2788
  br label %2804

2794:                                             ; preds = %2785
  %2795 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %2786)
  %2796 = bitcast <8 x float> %2786 to <8 x i32>
  %2797 = or <8 x i32> %2796, %60
  %2798 = bitcast <8 x i32> %2797 to <8 x float>
  %2799 = fcmp oeq <8 x float> %2786, %49
  %2800 = select <8 x i1> %2799, <8 x float> %2798, <8 x float> %2795
  br label %2804

2801:                                             ; preds = %2785
  %2802 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2767, <8 x i1> %2683, <8 x float> zeroinitializer)
  %2803 = fadd <8 x float> %2786, %2802
  br label %2804

2804:                                             ; preds = %2801, %2794, %2787
  %2805 = phi <8 x float> [ %2803, %2801 ], [ %2800, %2794 ], [ %2793, %2787 ]
  switch i64 %297, label %557 [
    i64 1, label %2820
    i64 2, label %2813
    i64 3, label %2806
    i64 0, label %2823
  ]

2806:                                             ; preds = %2804
  %2807 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %2805)
  %2808 = bitcast <8 x float> %2805 to <8 x i32>
  %2809 = and <8 x i32> %2808, %59
  %2810 = bitcast <8 x i32> %2809 to <8 x float>
  %2811 = fcmp oeq <8 x float> %2805, %46
  %2812 = select <8 x i1> %2811, <8 x float> %2810, <8 x float> %2807
  br label %2823

2813:                                             ; preds = %2804
  %2814 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %2805)
  %2815 = bitcast <8 x float> %2805 to <8 x i32>
  %2816 = or <8 x i32> %2815, %60
  %2817 = bitcast <8 x i32> %2816 to <8 x float>
  %2818 = fcmp oeq <8 x float> %2805, %49
  %2819 = select <8 x i1> %2818, <8 x float> %2817, <8 x float> %2814
  br label %2823

2820:                                             ; preds = %2804
  %2821 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2767, <8 x i1> %2683, <8 x float> zeroinitializer)
  %2822 = fadd <8 x float> %2805, %2821
  br label %2823

2823:                                             ; preds = %2806, %2813, %2820, %2804, %2785, %2765
  %2824 = phi <8 x float> [ %2805, %2804 ], [ %2766, %2765 ], [ %2786, %2785 ], [ %2822, %2820 ], [ %2819, %2813 ], [ %2812, %2806 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2824, ptr align 1 %2677, <8 x i1> %2683)
  %2825 = add i64 %2676, -8
  %2826 = tail call i64 @llvm.smin.i64(i64 %2825, i64 8)
  %2827 = trunc i64 %2826 to i32
  %2828 = insertelement <8 x i32> poison, i32 %2827, i64 0
  %2829 = shufflevector <8 x i32> %2828, <8 x i32> poison, <8 x i32> zeroinitializer
  %2830 = icmp sgt <8 x i32> %2829, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2831 = load <8 x float>, ptr %298, align 32
  br i1 %61, label %2837, label %2832

2832:                                             ; preds = %2823
  %2833 = load float, ptr %424, align 1
  %2834 = insertelement <8 x float> poison, float %2833, i64 0
  %2835 = shufflevector <8 x float> %2834, <8 x float> poison, <8 x i32> zeroinitializer
  %2836 = fadd <8 x float> %2831, %2835
  br label %2837

2837:                                             ; preds = %2832, %2823
  %2838 = phi <8 x float> [ %2836, %2832 ], [ %2831, %2823 ]
  %2839 = getelementptr inbounds nuw i8, ptr %2677, i64 32
  %2840 = getelementptr inbounds nuw i8, ptr %2678, i64 32
  %2841 = select i1 %438, ptr null, ptr %2840
  switch i64 %293, label %557 [
    i64 1, label %2856
    i64 2, label %2849
    i64 3, label %2842
    i64 0, label %2897
  ]

2842:                                             ; preds = %2837
  %2843 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %2838)
  %2844 = bitcast <8 x float> %2838 to <8 x i32>
  %2845 = and <8 x i32> %2844, %59
  %2846 = bitcast <8 x i32> %2845 to <8 x float>
  %2847 = fcmp oeq <8 x float> %2838, %46
  %2848 = select <8 x i1> %2847, <8 x float> %2846, <8 x float> %2843
  br label %2859

2849:                                             ; preds = %2837
  %2850 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %2838)
  %2851 = bitcast <8 x float> %2838 to <8 x i32>
  %2852 = or <8 x i32> %2851, %60
  %2853 = bitcast <8 x i32> %2852 to <8 x float>
  %2854 = fcmp oeq <8 x float> %2838, %49
  %2855 = select <8 x i1> %2854, <8 x float> %2853, <8 x float> %2850
  br label %2859

2856:                                             ; preds = %2837
  %2857 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2841, <8 x i1> %2830, <8 x float> zeroinitializer)
  %2858 = fadd <8 x float> %2838, %2857
  br label %2859

2859:                                             ; preds = %2856, %2849, %2842
  %2860 = phi <8 x float> [ %2858, %2856 ], [ %2855, %2849 ], [ %2848, %2842 ]
  switch i64 %300, label %557 [
    i64 1, label %2875
    i64 2, label %2868
    i64 3, label %2861
    i64 0, label %2897
  ]

2861:                                             ; preds = %2859
  %2862 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %2860)
  %2863 = bitcast <8 x float> %2860 to <8 x i32>
  %2864 = and <8 x i32> %2863, %59
  %2865 = bitcast <8 x i32> %2864 to <8 x float>
  %2866 = fcmp oeq <8 x float> %2860, %46
  %2867 = select <8 x i1> %2866, <8 x float> %2865, <8 x float> %2862
  br label %2878

2868:                                             ; preds = %2859
  %2869 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %2860)
  %2870 = bitcast <8 x float> %2860 to <8 x i32>
  %2871 = or <8 x i32> %2870, %60
  %2872 = bitcast <8 x i32> %2871 to <8 x float>
  %2873 = fcmp oeq <8 x float> %2860, %49
  %2874 = select <8 x i1> %2873, <8 x float> %2872, <8 x float> %2869
  br label %2878

2875:                                             ; preds = %2859
  %2876 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2841, <8 x i1> %2830, <8 x float> zeroinitializer)
  %2877 = fadd <8 x float> %2860, %2876
  br label %2878

2878:                                             ; preds = %2875, %2868, %2861
  %2879 = phi <8 x float> [ %2877, %2875 ], [ %2874, %2868 ], [ %2867, %2861 ]
  switch i64 %302, label %557 [
    i64 1, label %2894
    i64 2, label %2887
    i64 3, label %2880
    i64 0, label %2897
  ]

2880:                                             ; preds = %2878
  %2881 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %2879)
  %2882 = bitcast <8 x float> %2879 to <8 x i32>
  %2883 = and <8 x i32> %2882, %59
  %2884 = bitcast <8 x i32> %2883 to <8 x float>
  %2885 = fcmp oeq <8 x float> %2879, %46
  %2886 = select <8 x i1> %2885, <8 x float> %2884, <8 x float> %2881
  br label %2897

2887:                                             ; preds = %2878
  %2888 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %2879)
  %2889 = bitcast <8 x float> %2879 to <8 x i32>
  %2890 = or <8 x i32> %2889, %60
  %2891 = bitcast <8 x i32> %2890 to <8 x float>
  %2892 = fcmp oeq <8 x float> %2879, %49
  %2893 = select <8 x i1> %2892, <8 x float> %2891, <8 x float> %2888
  br label %2897

2894:                                             ; preds = %2878
  %2895 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2841, <8 x i1> %2830, <8 x float> zeroinitializer)
  %2896 = fadd <8 x float> %2879, %2895
  br label %2897

2897:                                             ; preds = %2880, %2887, %2894, %2878, %2859, %2837
  %2898 = phi <8 x float> [ %2879, %2878 ], [ %2838, %2837 ], [ %2860, %2859 ], [ %2896, %2894 ], [ %2893, %2887 ], [ %2886, %2880 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2898, ptr nonnull align 1 %2839, <8 x i1> %2830)
  %2899 = add i64 %2676, -16
  %2900 = tail call i64 @llvm.smin.i64(i64 %2899, i64 8)
  %2901 = trunc i64 %2900 to i32
  %2902 = insertelement <8 x i32> poison, i32 %2901, i64 0
  %2903 = shufflevector <8 x i32> %2902, <8 x i32> poison, <8 x i32> zeroinitializer
  %2904 = icmp sgt <8 x i32> %2903, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2905 = load <8 x float>, ptr %303, align 32
  br i1 %61, label %2911, label %2906

2906:                                             ; preds = %2897
  %2907 = load float, ptr %424, align 1
  %2908 = insertelement <8 x float> poison, float %2907, i64 0
  %2909 = shufflevector <8 x float> %2908, <8 x float> poison, <8 x i32> zeroinitializer
  %2910 = fadd <8 x float> %2905, %2909
  br label %2911

2911:                                             ; preds = %2906, %2897
  %2912 = phi <8 x float> [ %2910, %2906 ], [ %2905, %2897 ]
  %2913 = getelementptr inbounds nuw i8, ptr %2677, i64 64
  %2914 = getelementptr inbounds nuw i8, ptr %2678, i64 64
  %2915 = select i1 %438, ptr null, ptr %2914
  switch i64 %293, label %557 [
    i64 1, label %2930
    i64 2, label %2923
    i64 3, label %2916
    i64 0, label %2971
  ]

2916:                                             ; preds = %2911
  %2917 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %2912)
  %2918 = bitcast <8 x float> %2912 to <8 x i32>
  %2919 = and <8 x i32> %2918, %59
  %2920 = bitcast <8 x i32> %2919 to <8 x float>
  %2921 = fcmp oeq <8 x float> %2912, %46
  %2922 = select <8 x i1> %2921, <8 x float> %2920, <8 x float> %2917
  br label %2933

2923:                                             ; preds = %2911
  %2924 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %2912)
  %2925 = bitcast <8 x float> %2912 to <8 x i32>
  %2926 = or <8 x i32> %2925, %60
  %2927 = bitcast <8 x i32> %2926 to <8 x float>
  %2928 = fcmp oeq <8 x float> %2912, %49
  %2929 = select <8 x i1> %2928, <8 x float> %2927, <8 x float> %2924
  br label %2933

2930:                                             ; preds = %2911
  %2931 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2915, <8 x i1> %2904, <8 x float> zeroinitializer)
  %2932 = fadd <8 x float> %2912, %2931
  br label %2933

2933:                                             ; preds = %2930, %2923, %2916
  %2934 = phi <8 x float> [ %2932, %2930 ], [ %2929, %2923 ], [ %2922, %2916 ]
  switch i64 %305, label %557 [
    i64 1, label %2949
    i64 2, label %2942
    i64 3, label %2935
    i64 0, label %2971
  ]

2935:                                             ; preds = %2933
  %2936 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %2934)
  %2937 = bitcast <8 x float> %2934 to <8 x i32>
  %2938 = and <8 x i32> %2937, %59
  %2939 = bitcast <8 x i32> %2938 to <8 x float>
  %2940 = fcmp oeq <8 x float> %2934, %46
  %2941 = select <8 x i1> %2940, <8 x float> %2939, <8 x float> %2936
  br label %2952

2942:                                             ; preds = %2933
  %2943 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %2934)
  %2944 = bitcast <8 x float> %2934 to <8 x i32>
  %2945 = or <8 x i32> %2944, %60
  %2946 = bitcast <8 x i32> %2945 to <8 x float>
  %2947 = fcmp oeq <8 x float> %2934, %49
  %2948 = select <8 x i1> %2947, <8 x float> %2946, <8 x float> %2943
  br label %2952

2949:                                             ; preds = %2933
  %2950 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2915, <8 x i1> %2904, <8 x float> zeroinitializer)
  %2951 = fadd <8 x float> %2934, %2950
  br label %2952

2952:                                             ; preds = %2949, %2942, %2935
  %2953 = phi <8 x float> [ %2951, %2949 ], [ %2948, %2942 ], [ %2941, %2935 ]
  switch i64 %307, label %557 [
    i64 1, label %2968
    i64 2, label %2961
    i64 3, label %2954
    i64 0, label %2971
  ]

2954:                                             ; preds = %2952
  %2955 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %2953)
  %2956 = bitcast <8 x float> %2953 to <8 x i32>
  %2957 = and <8 x i32> %2956, %59
  %2958 = bitcast <8 x i32> %2957 to <8 x float>
  %2959 = fcmp oeq <8 x float> %2953, %46
  %2960 = select <8 x i1> %2959, <8 x float> %2958, <8 x float> %2955
  br label %2971

2961:                                             ; preds = %2952
  %2962 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %2953)
  %2963 = bitcast <8 x float> %2953 to <8 x i32>
  %2964 = or <8 x i32> %2963, %60
  %2965 = bitcast <8 x i32> %2964 to <8 x float>
  %2966 = fcmp oeq <8 x float> %2953, %49
  %2967 = select <8 x i1> %2966, <8 x float> %2965, <8 x float> %2962
  br label %2971

2968:                                             ; preds = %2952
  %2969 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2915, <8 x i1> %2904, <8 x float> zeroinitializer)
  %2970 = fadd <8 x float> %2953, %2969
  br label %2971

2971:                                             ; preds = %2954, %2961, %2968, %2952, %2933, %2911
  %2972 = phi <8 x float> [ %2953, %2952 ], [ %2912, %2911 ], [ %2934, %2933 ], [ %2970, %2968 ], [ %2967, %2961 ], [ %2960, %2954 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %2972, ptr nonnull align 1 %2913, <8 x i1> %2904)
  %2973 = add i64 %2676, -24
  %2974 = tail call i64 @llvm.smin.i64(i64 %2973, i64 8)
  %2975 = trunc i64 %2974 to i32
  %2976 = insertelement <8 x i32> poison, i32 %2975, i64 0
  %2977 = shufflevector <8 x i32> %2976, <8 x i32> poison, <8 x i32> zeroinitializer
  %2978 = icmp sgt <8 x i32> %2977, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %2979 = load <8 x float>, ptr %308, align 32
  br i1 %61, label %2985, label %2980

2980:                                             ; preds = %2971
  %2981 = load float, ptr %424, align 1
  %2982 = insertelement <8 x float> poison, float %2981, i64 0
  %2983 = shufflevector <8 x float> %2982, <8 x float> poison, <8 x i32> zeroinitializer
  %2984 = fadd <8 x float> %2979, %2983
  br label %2985

2985:                                             ; preds = %2980, %2971
  %2986 = phi <8 x float> [ %2984, %2980 ], [ %2979, %2971 ]
  %2987 = getelementptr inbounds nuw i8, ptr %2677, i64 96
  %2988 = getelementptr inbounds nuw i8, ptr %2678, i64 96
  %2989 = select i1 %438, ptr null, ptr %2988
  switch i64 %293, label %557 [
    i64 1, label %3004
    i64 2, label %2997
    i64 3, label %2990
    i64 0, label %3045
  ]

2990:                                             ; preds = %2985
  %2991 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %2986)
  %2992 = bitcast <8 x float> %2986 to <8 x i32>
  %2993 = and <8 x i32> %2992, %59
  %2994 = bitcast <8 x i32> %2993 to <8 x float>
  %2995 = fcmp oeq <8 x float> %2986, %46
  %2996 = select <8 x i1> %2995, <8 x float> %2994, <8 x float> %2991
  br label %3007

2997:                                             ; preds = %2985
  %2998 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %2986)
  %2999 = bitcast <8 x float> %2986 to <8 x i32>
  %3000 = or <8 x i32> %2999, %60
  %3001 = bitcast <8 x i32> %3000 to <8 x float>
  %3002 = fcmp oeq <8 x float> %2986, %49
  %3003 = select <8 x i1> %3002, <8 x float> %3001, <8 x float> %2998
  br label %3007

3004:                                             ; preds = %2985
  %3005 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2989, <8 x i1> %2978, <8 x float> zeroinitializer)
  %3006 = fadd <8 x float> %2986, %3005
  br label %3007

3007:                                             ; preds = %3004, %2997, %2990
  %3008 = phi <8 x float> [ %3006, %3004 ], [ %3003, %2997 ], [ %2996, %2990 ]
  switch i64 %310, label %557 [
    i64 1, label %3023
    i64 2, label %3016
    i64 3, label %3009
    i64 0, label %3045
  ]

3009:                                             ; preds = %3007
  %3010 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %3008)
  %3011 = bitcast <8 x float> %3008 to <8 x i32>
  %3012 = and <8 x i32> %3011, %59
  %3013 = bitcast <8 x i32> %3012 to <8 x float>
  %3014 = fcmp oeq <8 x float> %3008, %46
  %3015 = select <8 x i1> %3014, <8 x float> %3013, <8 x float> %3010
  br label %3026

3016:                                             ; preds = %3007
  %3017 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %3008)
  %3018 = bitcast <8 x float> %3008 to <8 x i32>
  %3019 = or <8 x i32> %3018, %60
  %3020 = bitcast <8 x i32> %3019 to <8 x float>
  %3021 = fcmp oeq <8 x float> %3008, %49
  %3022 = select <8 x i1> %3021, <8 x float> %3020, <8 x float> %3017
  br label %3026

3023:                                             ; preds = %3007
  %3024 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2989, <8 x i1> %2978, <8 x float> zeroinitializer)
  %3025 = fadd <8 x float> %3008, %3024
  br label %3026

3026:                                             ; preds = %3023, %3016, %3009
  %3027 = phi <8 x float> [ %3025, %3023 ], [ %3022, %3016 ], [ %3015, %3009 ]
  switch i64 %312, label %557 [
    i64 1, label %3042
    i64 2, label %3035
    i64 3, label %3028
    i64 0, label %3045
  ]

3028:                                             ; preds = %3026
  %3029 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %3027)
  %3030 = bitcast <8 x float> %3027 to <8 x i32>
  %3031 = and <8 x i32> %3030, %59
  %3032 = bitcast <8 x i32> %3031 to <8 x float>
  %3033 = fcmp oeq <8 x float> %3027, %46
  %3034 = select <8 x i1> %3033, <8 x float> %3032, <8 x float> %3029
  br label %3045

3035:                                             ; preds = %3026
  %3036 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %3027)
  %3037 = bitcast <8 x float> %3027 to <8 x i32>
  %3038 = or <8 x i32> %3037, %60
  %3039 = bitcast <8 x i32> %3038 to <8 x float>
  %3040 = fcmp oeq <8 x float> %3027, %49
  %3041 = select <8 x i1> %3040, <8 x float> %3039, <8 x float> %3036
  br label %3045

3042:                                             ; preds = %3026
  %3043 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %2989, <8 x i1> %2978, <8 x float> zeroinitializer)
  %3044 = fadd <8 x float> %3027, %3043
  br label %3045

3045:                                             ; preds = %3028, %3035, %3042, %3026, %3007, %2985
  %3046 = phi <8 x float> [ %3027, %3026 ], [ %2986, %2985 ], [ %3008, %3007 ], [ %3044, %3042 ], [ %3041, %3035 ], [ %3034, %3028 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3046, ptr nonnull align 1 %2987, <8 x i1> %2978)
  %3047 = add i64 %2676, -32
  %3048 = tail call i64 @llvm.smin.i64(i64 %3047, i64 8)
  %3049 = trunc i64 %3048 to i32
  %3050 = insertelement <8 x i32> poison, i32 %3049, i64 0
  %3051 = shufflevector <8 x i32> %3050, <8 x i32> poison, <8 x i32> zeroinitializer
  %3052 = icmp sgt <8 x i32> %3051, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3053 = load <8 x float>, ptr %313, align 32
  br i1 %61, label %3059, label %3054

3054:                                             ; preds = %3045
  %3055 = load float, ptr %424, align 1
  %3056 = insertelement <8 x float> poison, float %3055, i64 0
  %3057 = shufflevector <8 x float> %3056, <8 x float> poison, <8 x i32> zeroinitializer
  %3058 = fadd <8 x float> %3053, %3057
  br label %3059

3059:                                             ; preds = %3054, %3045
  %3060 = phi <8 x float> [ %3058, %3054 ], [ %3053, %3045 ]
  %3061 = getelementptr inbounds nuw i8, ptr %2677, i64 128
  %3062 = getelementptr inbounds nuw i8, ptr %2678, i64 128
  %3063 = select i1 %438, ptr null, ptr %3062
  switch i64 %293, label %557 [
    i64 1, label %3078
    i64 2, label %3071
    i64 3, label %3064
    i64 0, label %3119
  ]

3064:                                             ; preds = %3059
  %3065 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %3060)
  %3066 = bitcast <8 x float> %3060 to <8 x i32>
  %3067 = and <8 x i32> %3066, %59
  %3068 = bitcast <8 x i32> %3067 to <8 x float>
  %3069 = fcmp oeq <8 x float> %3060, %46
  %3070 = select <8 x i1> %3069, <8 x float> %3068, <8 x float> %3065
  br label %3081

3071:                                             ; preds = %3059
  %3072 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %3060)
  %3073 = bitcast <8 x float> %3060 to <8 x i32>
  %3074 = or <8 x i32> %3073, %60
  %3075 = bitcast <8 x i32> %3074 to <8 x float>
  %3076 = fcmp oeq <8 x float> %3060, %49
  %3077 = select <8 x i1> %3076, <8 x float> %3075, <8 x float> %3072
  br label %3081

3078:                                             ; preds = %3059
  %3079 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3063, <8 x i1> %3052, <8 x float> zeroinitializer)
  %3080 = fadd <8 x float> %3060, %3079
  br label %3081

3081:                                             ; preds = %3078, %3071, %3064
  %3082 = phi <8 x float> [ %3080, %3078 ], [ %3077, %3071 ], [ %3070, %3064 ]
  switch i64 %315, label %557 [
    i64 1, label %3097
    i64 2, label %3090
    i64 3, label %3083
    i64 0, label %3119
  ]

3083:                                             ; preds = %3081
  %3084 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %3082)
  %3085 = bitcast <8 x float> %3082 to <8 x i32>
  %3086 = and <8 x i32> %3085, %59
  %3087 = bitcast <8 x i32> %3086 to <8 x float>
  %3088 = fcmp oeq <8 x float> %3082, %46
  %3089 = select <8 x i1> %3088, <8 x float> %3087, <8 x float> %3084
  br label %3100

3090:                                             ; preds = %3081
  %3091 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %3082)
  %3092 = bitcast <8 x float> %3082 to <8 x i32>
  %3093 = or <8 x i32> %3092, %60
  %3094 = bitcast <8 x i32> %3093 to <8 x float>
  %3095 = fcmp oeq <8 x float> %3082, %49
  %3096 = select <8 x i1> %3095, <8 x float> %3094, <8 x float> %3091
  br label %3100

3097:                                             ; preds = %3081
  %3098 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3063, <8 x i1> %3052, <8 x float> zeroinitializer)
  %3099 = fadd <8 x float> %3082, %3098
  br label %3100

3100:                                             ; preds = %3097, %3090, %3083
  %3101 = phi <8 x float> [ %3099, %3097 ], [ %3096, %3090 ], [ %3089, %3083 ]
  switch i64 %317, label %557 [
    i64 1, label %3116
    i64 2, label %3109
    i64 3, label %3102
    i64 0, label %3119
  ]

3102:                                             ; preds = %3100
  %3103 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %3101)
  %3104 = bitcast <8 x float> %3101 to <8 x i32>
  %3105 = and <8 x i32> %3104, %59
  %3106 = bitcast <8 x i32> %3105 to <8 x float>
  %3107 = fcmp oeq <8 x float> %3101, %46
  %3108 = select <8 x i1> %3107, <8 x float> %3106, <8 x float> %3103
  br label %3119

3109:                                             ; preds = %3100
  %3110 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %3101)
  %3111 = bitcast <8 x float> %3101 to <8 x i32>
  %3112 = or <8 x i32> %3111, %60
  %3113 = bitcast <8 x i32> %3112 to <8 x float>
  %3114 = fcmp oeq <8 x float> %3101, %49
  %3115 = select <8 x i1> %3114, <8 x float> %3113, <8 x float> %3110
  br label %3119

3116:                                             ; preds = %3100
  %3117 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3063, <8 x i1> %3052, <8 x float> zeroinitializer)
  %3118 = fadd <8 x float> %3101, %3117
  br label %3119

3119:                                             ; preds = %3102, %3109, %3116, %3100, %3081, %3059
  %3120 = phi <8 x float> [ %3101, %3100 ], [ %3060, %3059 ], [ %3082, %3081 ], [ %3118, %3116 ], [ %3115, %3109 ], [ %3108, %3102 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3120, ptr nonnull align 1 %3061, <8 x i1> %3052)
  call void @llvm.lifetime.end.p0(ptr nonnull %30)
  br label %7198

3121:                                             ; preds = %2670
  br i1 %57, label %3122, label %3131

3122:                                             ; preds = %3121
  %3123 = or disjoint i64 %444, 8
  %3124 = sub nsw i64 %9, %3123
  %3125 = or disjoint i64 %444, 16
  %3126 = sub nsw i64 %9, %3125
  %3127 = or disjoint i64 %444, 24
  %3128 = sub nsw i64 %9, %3127
  %3129 = or disjoint i64 %444, 32
  %3130 = sub nsw i64 %9, %3129
  br label %3145

3131:                                             ; preds = %3163, %3121
  %3132 = phi <8 x float> [ zeroinitializer, %3121 ], [ %3164, %3163 ]
  %3133 = phi <8 x float> [ zeroinitializer, %3121 ], [ %3165, %3163 ]
  %3134 = phi <8 x float> [ zeroinitializer, %3121 ], [ %3166, %3163 ]
  %3135 = phi <8 x float> [ zeroinitializer, %3121 ], [ %3167, %3163 ]
  %3136 = phi <8 x float> [ zeroinitializer, %3121 ], [ %3168, %3163 ]
  %3137 = add i64 %443, %9
  %3138 = getelementptr inbounds nuw float, ptr %430, i64 %444
  %3139 = getelementptr inbounds nuw float, ptr %434, i64 %444
  %3140 = tail call i64 @llvm.smin.i64(i64 %3137, i64 8)
  %3141 = trunc i64 %3140 to i32
  %3142 = insertelement <8 x i32> poison, i32 %3141, i64 0
  %3143 = shufflevector <8 x i32> %3142, <8 x i32> poison, <8 x i32> zeroinitializer
  %3144 = icmp sgt <8 x i32> %3143, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %61, label %3306, label %3301

3145:                                             ; preds = %3122, %3163
  %3146 = phi <8 x float> [ zeroinitializer, %3122 ], [ %3164, %3163 ]
  %3147 = phi <8 x float> [ zeroinitializer, %3122 ], [ %3165, %3163 ]
  %3148 = phi <8 x float> [ zeroinitializer, %3122 ], [ %3166, %3163 ]
  %3149 = phi <8 x float> [ zeroinitializer, %3122 ], [ %3167, %3163 ]
  %3150 = phi <8 x float> [ zeroinitializer, %3122 ], [ %3168, %3163 ]
  %3151 = phi i64 [ 0, %3122 ], [ %3169, %3163 ]
  %3152 = mul nsw i64 %3151, %14
  %3153 = add i64 %437, %3152
  %3154 = icmp sgt i64 %3153, -1
  %3155 = icmp slt i64 %3153, %6
  %3156 = and i1 %3154, %3155
  %3157 = select i1 %3156, i64 %3153, i64 0
  %3158 = mul nsw i64 %3157, %7
  %3159 = getelementptr inbounds float, ptr %421, i64 %3158
  br i1 %58, label %3160, label %3163

3160:                                             ; preds = %3145
  %3161 = mul nuw nsw i64 %3151, %11
  %3162 = getelementptr inbounds nuw float, ptr %423, i64 %3161
  br label %3171

3163:                                             ; preds = %3171, %3145
  %3164 = phi <8 x float> [ %3146, %3145 ], [ %3298, %3171 ]
  %3165 = phi <8 x float> [ %3147, %3145 ], [ %3275, %3171 ]
  %3166 = phi <8 x float> [ %3148, %3145 ], [ %3252, %3171 ]
  %3167 = phi <8 x float> [ %3149, %3145 ], [ %3229, %3171 ]
  %3168 = phi <8 x float> [ %3150, %3145 ], [ %3206, %3171 ]
  %3169 = add nuw nsw i64 %3151, 1
  %3170 = icmp eq i64 %3169, %10
  br i1 %3170, label %3131, label %3145

3171:                                             ; preds = %3160, %3171
  %3172 = phi <8 x float> [ %3146, %3160 ], [ %3298, %3171 ]
  %3173 = phi <8 x float> [ %3147, %3160 ], [ %3275, %3171 ]
  %3174 = phi <8 x float> [ %3148, %3160 ], [ %3252, %3171 ]
  %3175 = phi <8 x float> [ %3149, %3160 ], [ %3229, %3171 ]
  %3176 = phi <8 x float> [ %3150, %3160 ], [ %3206, %3171 ]
  %3177 = phi i64 [ 0, %3160 ], [ %3299, %3171 ]
  %3178 = getelementptr inbounds nuw float, ptr %3162, i64 %3177
  %3179 = load float, ptr %3178, align 1
  %3180 = insertelement <8 x float> poison, float %3179, i64 0
  %3181 = shufflevector <8 x float> %3180, <8 x float> poison, <8 x i32> zeroinitializer
  %3182 = mul nsw i64 %3177, %15
  %3183 = sub i64 %3182, %17
  %3184 = add i64 %3183, %444
  %3185 = icmp slt i64 %3184, 0
  %3186 = sub nsw i64 0, %3184
  %3187 = select i1 %3185, i64 %3186, i64 0
  %3188 = sub nsw i64 %7, %3184
  %3189 = tail call i64 @llvm.smin.i64(i64 %3188, i64 %445)
  %3190 = tail call i64 @llvm.smin.i64(i64 %3189, i64 8)
  %3191 = icmp sgt i64 %3190, %3187
  %3192 = select i1 %3156, i1 %3191, i1 false
  %3193 = getelementptr inbounds float, ptr %3159, i64 %3184
  %3194 = trunc i64 %3187 to i32
  %3195 = select i1 %3192, i32 %3194, i32 0
  %3196 = insertelement <8 x i32> poison, i32 %3195, i64 0
  %3197 = shufflevector <8 x i32> %3196, <8 x i32> poison, <8 x i32> zeroinitializer
  %3198 = icmp slt <8 x i32> %3197, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %3199 = trunc i64 %3190 to i32
  %3200 = select i1 %3192, i32 %3199, i32 0
  %3201 = insertelement <8 x i32> poison, i32 %3200, i64 0
  %3202 = shufflevector <8 x i32> %3201, <8 x i32> poison, <8 x i32> zeroinitializer
  %3203 = icmp sgt <8 x i32> %3202, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3204 = and <8 x i1> %3203, %3198
  %3205 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3193, <8 x i1> %3204, <8 x float> zeroinitializer)
  %3206 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3205, <8 x float> %3181, <8 x float> %3176)
  %3207 = add i64 %3183, %3123
  %3208 = icmp slt i64 %3207, 0
  %3209 = sub nsw i64 0, %3207
  %3210 = select i1 %3208, i64 %3209, i64 0
  %3211 = sub nsw i64 %7, %3207
  %3212 = tail call i64 @llvm.smin.i64(i64 %3211, i64 %3124)
  %3213 = tail call i64 @llvm.smin.i64(i64 %3212, i64 8)
  %3214 = icmp sgt i64 %3213, %3210
  %3215 = select i1 %3156, i1 %3214, i1 false
  %3216 = getelementptr inbounds float, ptr %3159, i64 %3207
  %3217 = trunc i64 %3210 to i32
  %3218 = select i1 %3215, i32 %3217, i32 0
  %3219 = insertelement <8 x i32> poison, i32 %3218, i64 0
  %3220 = shufflevector <8 x i32> %3219, <8 x i32> poison, <8 x i32> zeroinitializer
  %3221 = icmp slt <8 x i32> %3220, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %3222 = trunc i64 %3213 to i32
  %3223 = select i1 %3215, i32 %3222, i32 0
  %3224 = insertelement <8 x i32> poison, i32 %3223, i64 0
  %3225 = shufflevector <8 x i32> %3224, <8 x i32> poison, <8 x i32> zeroinitializer
  %3226 = icmp sgt <8 x i32> %3225, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3227 = and <8 x i1> %3226, %3221
  %3228 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3216, <8 x i1> %3227, <8 x float> zeroinitializer)
  %3229 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3228, <8 x float> %3181, <8 x float> %3175)
  %3230 = add i64 %3183, %3125
  %3231 = icmp slt i64 %3230, 0
  %3232 = sub nsw i64 0, %3230
  %3233 = select i1 %3231, i64 %3232, i64 0
  %3234 = sub nsw i64 %7, %3230
  %3235 = tail call i64 @llvm.smin.i64(i64 %3234, i64 %3126)
  %3236 = tail call i64 @llvm.smin.i64(i64 %3235, i64 8)
  %3237 = icmp sgt i64 %3236, %3233
  %3238 = select i1 %3156, i1 %3237, i1 false
  %3239 = getelementptr inbounds float, ptr %3159, i64 %3230
  %3240 = trunc i64 %3233 to i32
  %3241 = select i1 %3238, i32 %3240, i32 0
  %3242 = insertelement <8 x i32> poison, i32 %3241, i64 0
  %3243 = shufflevector <8 x i32> %3242, <8 x i32> poison, <8 x i32> zeroinitializer
  %3244 = icmp slt <8 x i32> %3243, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %3245 = trunc i64 %3236 to i32
  %3246 = select i1 %3238, i32 %3245, i32 0
  %3247 = insertelement <8 x i32> poison, i32 %3246, i64 0
  %3248 = shufflevector <8 x i32> %3247, <8 x i32> poison, <8 x i32> zeroinitializer
  %3249 = icmp sgt <8 x i32> %3248, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3250 = and <8 x i1> %3249, %3244
  %3251 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3239, <8 x i1> %3250, <8 x float> zeroinitializer)
  %3252 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3251, <8 x float> %3181, <8 x float> %3174)
  %3253 = add i64 %3183, %3127
  %3254 = icmp slt i64 %3253, 0
  %3255 = sub nsw i64 0, %3253
  %3256 = select i1 %3254, i64 %3255, i64 0
  %3257 = sub nsw i64 %7, %3253
  %3258 = tail call i64 @llvm.smin.i64(i64 %3257, i64 %3128)
  %3259 = tail call i64 @llvm.smin.i64(i64 %3258, i64 8)
  %3260 = icmp sgt i64 %3259, %3256
  %3261 = select i1 %3156, i1 %3260, i1 false
  %3262 = getelementptr inbounds float, ptr %3159, i64 %3253
  %3263 = trunc i64 %3256 to i32
  %3264 = select i1 %3261, i32 %3263, i32 0
  %3265 = insertelement <8 x i32> poison, i32 %3264, i64 0
  %3266 = shufflevector <8 x i32> %3265, <8 x i32> poison, <8 x i32> zeroinitializer
  %3267 = icmp slt <8 x i32> %3266, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %3268 = trunc i64 %3259 to i32
  %3269 = select i1 %3261, i32 %3268, i32 0
  %3270 = insertelement <8 x i32> poison, i32 %3269, i64 0
  %3271 = shufflevector <8 x i32> %3270, <8 x i32> poison, <8 x i32> zeroinitializer
  %3272 = icmp sgt <8 x i32> %3271, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3273 = and <8 x i1> %3272, %3267
  %3274 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3262, <8 x i1> %3273, <8 x float> zeroinitializer)
  %3275 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3274, <8 x float> %3181, <8 x float> %3173)
  %3276 = add i64 %3183, %3129
  %3277 = icmp slt i64 %3276, 0
  %3278 = sub nsw i64 0, %3276
  %3279 = select i1 %3277, i64 %3278, i64 0
  %3280 = sub nsw i64 %7, %3276
  %3281 = tail call i64 @llvm.smin.i64(i64 %3280, i64 %3130)
  %3282 = tail call i64 @llvm.smin.i64(i64 %3281, i64 8)
  %3283 = icmp sgt i64 %3282, %3279
  %3284 = select i1 %3156, i1 %3283, i1 false
  %3285 = getelementptr inbounds float, ptr %3159, i64 %3276
  %3286 = trunc i64 %3279 to i32
  %3287 = select i1 %3284, i32 %3286, i32 0
  %3288 = insertelement <8 x i32> poison, i32 %3287, i64 0
  %3289 = shufflevector <8 x i32> %3288, <8 x i32> poison, <8 x i32> zeroinitializer
  %3290 = icmp slt <8 x i32> %3289, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %3291 = trunc i64 %3282 to i32
  %3292 = select i1 %3284, i32 %3291, i32 0
  %3293 = insertelement <8 x i32> poison, i32 %3292, i64 0
  %3294 = shufflevector <8 x i32> %3293, <8 x i32> poison, <8 x i32> zeroinitializer
  %3295 = icmp sgt <8 x i32> %3294, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3296 = and <8 x i1> %3295, %3290
  %3297 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3285, <8 x i1> %3296, <8 x float> zeroinitializer)
  %3298 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3297, <8 x float> %3181, <8 x float> %3172)
  %3299 = add nuw nsw i64 %3177, 1
  %3300 = icmp eq i64 %3299, %11
  br i1 %3300, label %3163, label %3171

3301:                                             ; preds = %3131
  %3302 = load float, ptr %424, align 1
  %3303 = insertelement <8 x float> poison, float %3302, i64 0
  %3304 = shufflevector <8 x float> %3303, <8 x float> poison, <8 x i32> zeroinitializer
  %3305 = fadd <8 x float> %3136, %3304
  br label %3306

3306:                                             ; preds = %3301, %3131
  %3307 = phi <8 x float> [ %3305, %3301 ], [ %3136, %3131 ]
  %3308 = select i1 %438, ptr null, ptr %3139
  switch i64 %272, label %557 [
    i64 1, label %3309
    i64 2, label %3312
    i64 3, label %3319
    i64 0, label %3364
  ]

3309:                                             ; preds = %3306
  %3310 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3308, <8 x i1> %3144, <8 x float> zeroinitializer)
  %3311 = fadd <8 x float> %3307, %3310
  br label %3326

3312:                                             ; preds = %3306
  %3313 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %3307)
  %3314 = bitcast <8 x float> %3307 to <8 x i32>
  %3315 = or <8 x i32> %3314, %60
  %3316 = bitcast <8 x i32> %3315 to <8 x float>
  %3317 = fcmp oeq <8 x float> %3307, %49
  %3318 = select <8 x i1> %3317, <8 x float> %3316, <8 x float> %3313
  br label %3326

3319:                                             ; preds = %3306
  %3320 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %3307)
  %3321 = bitcast <8 x float> %3307 to <8 x i32>
  %3322 = and <8 x i32> %3321, %59
  %3323 = bitcast <8 x i32> %3322 to <8 x float>
  %3324 = fcmp oeq <8 x float> %3307, %46
  %3325 = select <8 x i1> %3324, <8 x float> %3323, <8 x float> %3320
  br label %3326

3326:                                             ; preds = %3319, %3312, %3309
  %3327 = phi <8 x float> [ %3311, %3309 ], [ %3318, %3312 ], [ %3325, %3319 ]
  switch i64 %274, label %557 [
    i64 1, label %3342
    i64 2, label %3335
    i64 3, label %3328
    i64 0, label %3364
  ]

3328:                                             ; preds = %3326
  %3329 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %3327)
  %3330 = bitcast <8 x float> %3327 to <8 x i32>
  %3331 = and <8 x i32> %3330, %59
  %3332 = bitcast <8 x i32> %3331 to <8 x float>
  %3333 = fcmp oeq <8 x float> %3327, %46
  %3334 = select <8 x i1> %3333, <8 x float> %3332, <8 x float> %3329
  br label %3345

3335:                                             ; preds = %3326
  %3336 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %3327)
  %3337 = bitcast <8 x float> %3327 to <8 x i32>
  %3338 = or <8 x i32> %3337, %60
  %3339 = bitcast <8 x i32> %3338 to <8 x float>
  %3340 = fcmp oeq <8 x float> %3327, %49
  %3341 = select <8 x i1> %3340, <8 x float> %3339, <8 x float> %3336
  br label %3345

3342:                                             ; preds = %3326
  %3343 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3308, <8 x i1> %3144, <8 x float> zeroinitializer)
  %3344 = fadd <8 x float> %3327, %3343
  br label %3345

3345:                                             ; preds = %3342, %3335, %3328
  %3346 = phi <8 x float> [ %3344, %3342 ], [ %3341, %3335 ], [ %3334, %3328 ]
  switch i64 %276, label %557 [
    i64 1, label %3361
    i64 2, label %3354
    i64 3, label %3347
    i64 0, label %3364
  ]

3347:                                             ; preds = %3345
  %3348 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %3346)
  %3349 = bitcast <8 x float> %3346 to <8 x i32>
  %3350 = and <8 x i32> %3349, %59
  %3351 = bitcast <8 x i32> %3350 to <8 x float>
  %3352 = fcmp oeq <8 x float> %3346, %46
  %3353 = select <8 x i1> %3352, <8 x float> %3351, <8 x float> %3348
  br label %3364

3354:                                             ; preds = %3345
  %3355 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %3346)
  %3356 = bitcast <8 x float> %3346 to <8 x i32>
  %3357 = or <8 x i32> %3356, %60
  %3358 = bitcast <8 x i32> %3357 to <8 x float>
  %3359 = fcmp oeq <8 x float> %3346, %49
  %3360 = select <8 x i1> %3359, <8 x float> %3358, <8 x float> %3355
  br label %3364

3361:                                             ; preds = %3345
  %3362 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3308, <8 x i1> %3144, <8 x float> zeroinitializer)
  %3363 = fadd <8 x float> %3346, %3362
  br label %3364

3364:                                             ; preds = %3347, %3354, %3361, %3345, %3326, %3306
  %3365 = phi <8 x float> [ %3346, %3345 ], [ %3307, %3306 ], [ %3327, %3326 ], [ %3363, %3361 ], [ %3360, %3354 ], [ %3353, %3347 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3365, ptr align 1 %3138, <8 x i1> %3144)
  %3366 = add i64 %3137, -8
  %3367 = tail call i64 @llvm.smin.i64(i64 %3366, i64 8)
  %3368 = trunc i64 %3367 to i32
  %3369 = insertelement <8 x i32> poison, i32 %3368, i64 0
  %3370 = shufflevector <8 x i32> %3369, <8 x i32> poison, <8 x i32> zeroinitializer
  %3371 = icmp sgt <8 x i32> %3370, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %61, label %3377, label %3372

3372:                                             ; preds = %3364
  %3373 = load float, ptr %424, align 1
  %3374 = insertelement <8 x float> poison, float %3373, i64 0
  %3375 = shufflevector <8 x float> %3374, <8 x float> poison, <8 x i32> zeroinitializer
  %3376 = fadd <8 x float> %3135, %3375
  br label %3377

3377:                                             ; preds = %3372, %3364
  %3378 = phi <8 x float> [ %3376, %3372 ], [ %3135, %3364 ]
  %3379 = getelementptr inbounds nuw i8, ptr %3138, i64 32
  %3380 = getelementptr inbounds nuw i8, ptr %3139, i64 32
  %3381 = select i1 %438, ptr null, ptr %3380
  switch i64 %272, label %557 [
    i64 1, label %3396
    i64 2, label %3389
    i64 3, label %3382
    i64 0, label %3437
  ]

3382:                                             ; preds = %3377
  %3383 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %3378)
  %3384 = bitcast <8 x float> %3378 to <8 x i32>
  %3385 = and <8 x i32> %3384, %59
  %3386 = bitcast <8 x i32> %3385 to <8 x float>
  %3387 = fcmp oeq <8 x float> %3378, %46
  %3388 = select <8 x i1> %3387, <8 x float> %3386, <8 x float> %3383
  br label %3399

3389:                                             ; preds = %3377
  %3390 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %3378)
  %3391 = bitcast <8 x float> %3378 to <8 x i32>
  %3392 = or <8 x i32> %3391, %60
  %3393 = bitcast <8 x i32> %3392 to <8 x float>
  %3394 = fcmp oeq <8 x float> %3378, %49
  %3395 = select <8 x i1> %3394, <8 x float> %3393, <8 x float> %3390
  br label %3399

3396:                                             ; preds = %3377
  %3397 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3381, <8 x i1> %3371, <8 x float> zeroinitializer)
  %3398 = fadd <8 x float> %3378, %3397
  br label %3399

3399:                                             ; preds = %3396, %3389, %3382
  %3400 = phi <8 x float> [ %3398, %3396 ], [ %3395, %3389 ], [ %3388, %3382 ]
  switch i64 %278, label %557 [
    i64 1, label %3415
    i64 2, label %3408
    i64 3, label %3401
    i64 0, label %3437
  ]

3401:                                             ; preds = %3399
  %3402 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %3400)
  %3403 = bitcast <8 x float> %3400 to <8 x i32>
  %3404 = and <8 x i32> %3403, %59
  %3405 = bitcast <8 x i32> %3404 to <8 x float>
  %3406 = fcmp oeq <8 x float> %3400, %46
  %3407 = select <8 x i1> %3406, <8 x float> %3405, <8 x float> %3402
  br label %3418

3408:                                             ; preds = %3399
  %3409 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %3400)
  %3410 = bitcast <8 x float> %3400 to <8 x i32>
  %3411 = or <8 x i32> %3410, %60
  %3412 = bitcast <8 x i32> %3411 to <8 x float>
  %3413 = fcmp oeq <8 x float> %3400, %49
  %3414 = select <8 x i1> %3413, <8 x float> %3412, <8 x float> %3409
  br label %3418

3415:                                             ; preds = %3399
  %3416 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3381, <8 x i1> %3371, <8 x float> zeroinitializer)
  %3417 = fadd <8 x float> %3400, %3416
  br label %3418

3418:                                             ; preds = %3415, %3408, %3401
  %3419 = phi <8 x float> [ %3417, %3415 ], [ %3414, %3408 ], [ %3407, %3401 ]
  switch i64 %280, label %557 [
    i64 1, label %3434
    i64 2, label %3427
    i64 3, label %3420
    i64 0, label %3437
  ]

3420:                                             ; preds = %3418
  %3421 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %3419)
  %3422 = bitcast <8 x float> %3419 to <8 x i32>
  %3423 = and <8 x i32> %3422, %59
  %3424 = bitcast <8 x i32> %3423 to <8 x float>
  %3425 = fcmp oeq <8 x float> %3419, %46
  %3426 = select <8 x i1> %3425, <8 x float> %3424, <8 x float> %3421
  br label %3437

3427:                                             ; preds = %3418
  %3428 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %3419)
  %3429 = bitcast <8 x float> %3419 to <8 x i32>
  %3430 = or <8 x i32> %3429, %60
  %3431 = bitcast <8 x i32> %3430 to <8 x float>
  %3432 = fcmp oeq <8 x float> %3419, %49
  %3433 = select <8 x i1> %3432, <8 x float> %3431, <8 x float> %3428
  br label %3437

3434:                                             ; preds = %3418
  %3435 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3381, <8 x i1> %3371, <8 x float> zeroinitializer)
  %3436 = fadd <8 x float> %3419, %3435
  br label %3437

3437:                                             ; preds = %3420, %3427, %3434, %3418, %3399, %3377
  %3438 = phi <8 x float> [ %3419, %3418 ], [ %3378, %3377 ], [ %3400, %3399 ], [ %3436, %3434 ], [ %3433, %3427 ], [ %3426, %3420 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3438, ptr nonnull align 1 %3379, <8 x i1> %3371)
  %3439 = add i64 %3137, -16
  %3440 = tail call i64 @llvm.smin.i64(i64 %3439, i64 8)
  %3441 = trunc i64 %3440 to i32
  %3442 = insertelement <8 x i32> poison, i32 %3441, i64 0
  %3443 = shufflevector <8 x i32> %3442, <8 x i32> poison, <8 x i32> zeroinitializer
  %3444 = icmp sgt <8 x i32> %3443, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %61, label %3450, label %3445

3445:                                             ; preds = %3437
  %3446 = load float, ptr %424, align 1
  %3447 = insertelement <8 x float> poison, float %3446, i64 0
  %3448 = shufflevector <8 x float> %3447, <8 x float> poison, <8 x i32> zeroinitializer
  %3449 = fadd <8 x float> %3134, %3448
  br label %3450

3450:                                             ; preds = %3445, %3437
  %3451 = phi <8 x float> [ %3449, %3445 ], [ %3134, %3437 ]
  %3452 = getelementptr inbounds nuw i8, ptr %3138, i64 64
  %3453 = getelementptr inbounds nuw i8, ptr %3139, i64 64
  %3454 = select i1 %438, ptr null, ptr %3453
  switch i64 %272, label %557 [
    i64 1, label %3469
    i64 2, label %3462
    i64 3, label %3455
    i64 0, label %3510
  ]

3455:                                             ; preds = %3450
  %3456 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %3451)
  %3457 = bitcast <8 x float> %3451 to <8 x i32>
  %3458 = and <8 x i32> %3457, %59
  %3459 = bitcast <8 x i32> %3458 to <8 x float>
  %3460 = fcmp oeq <8 x float> %3451, %46
  %3461 = select <8 x i1> %3460, <8 x float> %3459, <8 x float> %3456
  br label %3472

3462:                                             ; preds = %3450
  %3463 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %3451)
  %3464 = bitcast <8 x float> %3451 to <8 x i32>
  %3465 = or <8 x i32> %3464, %60
  %3466 = bitcast <8 x i32> %3465 to <8 x float>
  %3467 = fcmp oeq <8 x float> %3451, %49
  %3468 = select <8 x i1> %3467, <8 x float> %3466, <8 x float> %3463
  br label %3472

3469:                                             ; preds = %3450
  %3470 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3454, <8 x i1> %3444, <8 x float> zeroinitializer)
  %3471 = fadd <8 x float> %3451, %3470
  br label %3472

3472:                                             ; preds = %3469, %3462, %3455
  %3473 = phi <8 x float> [ %3471, %3469 ], [ %3468, %3462 ], [ %3461, %3455 ]
  switch i64 %282, label %557 [
    i64 1, label %3488
    i64 2, label %3481
    i64 3, label %3474
    i64 0, label %3510
  ]

3474:                                             ; preds = %3472
  %3475 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %3473)
  %3476 = bitcast <8 x float> %3473 to <8 x i32>
  %3477 = and <8 x i32> %3476, %59
  %3478 = bitcast <8 x i32> %3477 to <8 x float>
  %3479 = fcmp oeq <8 x float> %3473, %46
  %3480 = select <8 x i1> %3479, <8 x float> %3478, <8 x float> %3475
  br label %3491

3481:                                             ; preds = %3472
  %3482 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %3473)
  %3483 = bitcast <8 x float> %3473 to <8 x i32>
  %3484 = or <8 x i32> %3483, %60
  %3485 = bitcast <8 x i32> %3484 to <8 x float>
  %3486 = fcmp oeq <8 x float> %3473, %49
  %3487 = select <8 x i1> %3486, <8 x float> %3485, <8 x float> %3482
  br label %3491

3488:                                             ; preds = %3472
  %3489 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3454, <8 x i1> %3444, <8 x float> zeroinitializer)
  %3490 = fadd <8 x float> %3473, %3489
  br label %3491

3491:                                             ; preds = %3488, %3481, %3474
  %3492 = phi <8 x float> [ %3490, %3488 ], [ %3487, %3481 ], [ %3480, %3474 ]
  switch i64 %284, label %557 [
    i64 1, label %3507
    i64 2, label %3500
    i64 3, label %3493
    i64 0, label %3510
  ]

3493:                                             ; preds = %3491
  %3494 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %3492)
  %3495 = bitcast <8 x float> %3492 to <8 x i32>
  %3496 = and <8 x i32> %3495, %59
  %3497 = bitcast <8 x i32> %3496 to <8 x float>
  %3498 = fcmp oeq <8 x float> %3492, %46
  %3499 = select <8 x i1> %3498, <8 x float> %3497, <8 x float> %3494
  br label %3510

3500:                                             ; preds = %3491
  %3501 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %3492)
  %3502 = bitcast <8 x float> %3492 to <8 x i32>
  %3503 = or <8 x i32> %3502, %60
  %3504 = bitcast <8 x i32> %3503 to <8 x float>
  %3505 = fcmp oeq <8 x float> %3492, %49
  %3506 = select <8 x i1> %3505, <8 x float> %3504, <8 x float> %3501
  br label %3510

3507:                                             ; preds = %3491
  %3508 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3454, <8 x i1> %3444, <8 x float> zeroinitializer)
  %3509 = fadd <8 x float> %3492, %3508
  br label %3510

3510:                                             ; preds = %3493, %3500, %3507, %3491, %3472, %3450
  %3511 = phi <8 x float> [ %3492, %3491 ], [ %3451, %3450 ], [ %3473, %3472 ], [ %3509, %3507 ], [ %3506, %3500 ], [ %3499, %3493 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3511, ptr nonnull align 1 %3452, <8 x i1> %3444)
  %3512 = add i64 %3137, -24
  %3513 = tail call i64 @llvm.smin.i64(i64 %3512, i64 8)
  %3514 = trunc i64 %3513 to i32
  %3515 = insertelement <8 x i32> poison, i32 %3514, i64 0
  %3516 = shufflevector <8 x i32> %3515, <8 x i32> poison, <8 x i32> zeroinitializer
  %3517 = icmp sgt <8 x i32> %3516, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %61, label %3523, label %3518

3518:                                             ; preds = %3510
  %3519 = load float, ptr %424, align 1
  %3520 = insertelement <8 x float> poison, float %3519, i64 0
  %3521 = shufflevector <8 x float> %3520, <8 x float> poison, <8 x i32> zeroinitializer
  %3522 = fadd <8 x float> %3133, %3521
  br label %3523

3523:                                             ; preds = %3518, %3510
  %3524 = phi <8 x float> [ %3522, %3518 ], [ %3133, %3510 ]
  %3525 = getelementptr inbounds nuw i8, ptr %3138, i64 96
  %3526 = getelementptr inbounds nuw i8, ptr %3139, i64 96
  %3527 = select i1 %438, ptr null, ptr %3526
  switch i64 %272, label %557 [
    i64 1, label %3542
    i64 2, label %3535
    i64 3, label %3528
    i64 0, label %3583
  ]

3528:                                             ; preds = %3523
  %3529 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %3524)
  %3530 = bitcast <8 x float> %3524 to <8 x i32>
  %3531 = and <8 x i32> %3530, %59
  %3532 = bitcast <8 x i32> %3531 to <8 x float>
  %3533 = fcmp oeq <8 x float> %3524, %46
  %3534 = select <8 x i1> %3533, <8 x float> %3532, <8 x float> %3529
  br label %3545

3535:                                             ; preds = %3523
  %3536 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %3524)
  %3537 = bitcast <8 x float> %3524 to <8 x i32>
  %3538 = or <8 x i32> %3537, %60
  %3539 = bitcast <8 x i32> %3538 to <8 x float>
  %3540 = fcmp oeq <8 x float> %3524, %49
  %3541 = select <8 x i1> %3540, <8 x float> %3539, <8 x float> %3536
  br label %3545

3542:                                             ; preds = %3523
  %3543 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3527, <8 x i1> %3517, <8 x float> zeroinitializer)
  %3544 = fadd <8 x float> %3524, %3543
  br label %3545

3545:                                             ; preds = %3542, %3535, %3528
  %3546 = phi <8 x float> [ %3544, %3542 ], [ %3541, %3535 ], [ %3534, %3528 ]
  switch i64 %286, label %557 [
    i64 1, label %3561
    i64 2, label %3554
    i64 3, label %3547
    i64 0, label %3583
  ]

3547:                                             ; preds = %3545
  %3548 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %3546)
  %3549 = bitcast <8 x float> %3546 to <8 x i32>
  %3550 = and <8 x i32> %3549, %59
  %3551 = bitcast <8 x i32> %3550 to <8 x float>
  %3552 = fcmp oeq <8 x float> %3546, %46
  %3553 = select <8 x i1> %3552, <8 x float> %3551, <8 x float> %3548
  br label %3564

3554:                                             ; preds = %3545
  %3555 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %3546)
  %3556 = bitcast <8 x float> %3546 to <8 x i32>
  %3557 = or <8 x i32> %3556, %60
  %3558 = bitcast <8 x i32> %3557 to <8 x float>
  %3559 = fcmp oeq <8 x float> %3546, %49
  %3560 = select <8 x i1> %3559, <8 x float> %3558, <8 x float> %3555
  br label %3564

3561:                                             ; preds = %3545
  %3562 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3527, <8 x i1> %3517, <8 x float> zeroinitializer)
  %3563 = fadd <8 x float> %3546, %3562
  br label %3564

3564:                                             ; preds = %3561, %3554, %3547
  %3565 = phi <8 x float> [ %3563, %3561 ], [ %3560, %3554 ], [ %3553, %3547 ]
  switch i64 %288, label %557 [
    i64 1, label %3580
    i64 2, label %3573
    i64 3, label %3566
    i64 0, label %3583
  ]

3566:                                             ; preds = %3564
  %3567 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %3565)
  %3568 = bitcast <8 x float> %3565 to <8 x i32>
  %3569 = and <8 x i32> %3568, %59
  %3570 = bitcast <8 x i32> %3569 to <8 x float>
  %3571 = fcmp oeq <8 x float> %3565, %46
  %3572 = select <8 x i1> %3571, <8 x float> %3570, <8 x float> %3567
  br label %3583

3573:                                             ; preds = %3564
  %3574 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %3565)
  %3575 = bitcast <8 x float> %3565 to <8 x i32>
  %3576 = or <8 x i32> %3575, %60
  %3577 = bitcast <8 x i32> %3576 to <8 x float>
  %3578 = fcmp oeq <8 x float> %3565, %49
  %3579 = select <8 x i1> %3578, <8 x float> %3577, <8 x float> %3574
  br label %3583

3580:                                             ; preds = %3564
  %3581 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3527, <8 x i1> %3517, <8 x float> zeroinitializer)
  %3582 = fadd <8 x float> %3565, %3581
  br label %3583

3583:                                             ; preds = %3566, %3573, %3580, %3564, %3545, %3523
  %3584 = phi <8 x float> [ %3565, %3564 ], [ %3524, %3523 ], [ %3546, %3545 ], [ %3582, %3580 ], [ %3579, %3573 ], [ %3572, %3566 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3584, ptr nonnull align 1 %3525, <8 x i1> %3517)
  %3585 = add i64 %3137, -32
  %3586 = tail call i64 @llvm.smin.i64(i64 %3585, i64 8)
  %3587 = trunc i64 %3586 to i32
  %3588 = insertelement <8 x i32> poison, i32 %3587, i64 0
  %3589 = shufflevector <8 x i32> %3588, <8 x i32> poison, <8 x i32> zeroinitializer
  %3590 = icmp sgt <8 x i32> %3589, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %61, label %3596, label %3591

3591:                                             ; preds = %3583
  %3592 = load float, ptr %424, align 1
  %3593 = insertelement <8 x float> poison, float %3592, i64 0
  %3594 = shufflevector <8 x float> %3593, <8 x float> poison, <8 x i32> zeroinitializer
  %3595 = fadd <8 x float> %3132, %3594
  br label %3596

3596:                                             ; preds = %3591, %3583
  %3597 = phi <8 x float> [ %3595, %3591 ], [ %3132, %3583 ]
  %3598 = getelementptr inbounds nuw i8, ptr %3138, i64 128
  %3599 = getelementptr inbounds nuw i8, ptr %3139, i64 128
  %3600 = select i1 %438, ptr null, ptr %3599
  switch i64 %272, label %557 [
    i64 1, label %3615
    i64 2, label %3608
    i64 3, label %3601
    i64 0, label %3656
  ]

3601:                                             ; preds = %3596
  %3602 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %3597)
  %3603 = bitcast <8 x float> %3597 to <8 x i32>
  %3604 = and <8 x i32> %3603, %59
  %3605 = bitcast <8 x i32> %3604 to <8 x float>
  %3606 = fcmp oeq <8 x float> %3597, %46
  %3607 = select <8 x i1> %3606, <8 x float> %3605, <8 x float> %3602
  br label %3618

3608:                                             ; preds = %3596
  %3609 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %3597)
  %3610 = bitcast <8 x float> %3597 to <8 x i32>
  %3611 = or <8 x i32> %3610, %60
  %3612 = bitcast <8 x i32> %3611 to <8 x float>
  %3613 = fcmp oeq <8 x float> %3597, %49
  %3614 = select <8 x i1> %3613, <8 x float> %3612, <8 x float> %3609
  br label %3618

3615:                                             ; preds = %3596
  %3616 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3600, <8 x i1> %3590, <8 x float> zeroinitializer)
  %3617 = fadd <8 x float> %3597, %3616
  br label %3618

3618:                                             ; preds = %3615, %3608, %3601
  %3619 = phi <8 x float> [ %3617, %3615 ], [ %3614, %3608 ], [ %3607, %3601 ]
  switch i64 %290, label %557 [
    i64 1, label %3634
    i64 2, label %3627
    i64 3, label %3620
    i64 0, label %3656
  ]

3620:                                             ; preds = %3618
  %3621 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %3619)
  %3622 = bitcast <8 x float> %3619 to <8 x i32>
  %3623 = and <8 x i32> %3622, %59
  %3624 = bitcast <8 x i32> %3623 to <8 x float>
  %3625 = fcmp oeq <8 x float> %3619, %46
  %3626 = select <8 x i1> %3625, <8 x float> %3624, <8 x float> %3621
  br label %3637

3627:                                             ; preds = %3618
  %3628 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %3619)
  %3629 = bitcast <8 x float> %3619 to <8 x i32>
  %3630 = or <8 x i32> %3629, %60
  %3631 = bitcast <8 x i32> %3630 to <8 x float>
  %3632 = fcmp oeq <8 x float> %3619, %49
  %3633 = select <8 x i1> %3632, <8 x float> %3631, <8 x float> %3628
  br label %3637

3634:                                             ; preds = %3618
  %3635 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3600, <8 x i1> %3590, <8 x float> zeroinitializer)
  %3636 = fadd <8 x float> %3619, %3635
  br label %3637

3637:                                             ; preds = %3634, %3627, %3620
  %3638 = phi <8 x float> [ %3636, %3634 ], [ %3633, %3627 ], [ %3626, %3620 ]
  switch i64 %292, label %557 [
    i64 1, label %3653
    i64 2, label %3646
    i64 3, label %3639
    i64 0, label %3656
  ]

3639:                                             ; preds = %3637
  %3640 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %3638)
  %3641 = bitcast <8 x float> %3638 to <8 x i32>
  %3642 = and <8 x i32> %3641, %59
  %3643 = bitcast <8 x i32> %3642 to <8 x float>
  %3644 = fcmp oeq <8 x float> %3638, %46
  %3645 = select <8 x i1> %3644, <8 x float> %3643, <8 x float> %3640
  br label %3656

3646:                                             ; preds = %3637
  %3647 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %3638)
  %3648 = bitcast <8 x float> %3638 to <8 x i32>
  %3649 = or <8 x i32> %3648, %60
  %3650 = bitcast <8 x i32> %3649 to <8 x float>
  %3651 = fcmp oeq <8 x float> %3638, %49
  %3652 = select <8 x i1> %3651, <8 x float> %3650, <8 x float> %3647
  br label %3656

3653:                                             ; preds = %3637
  %3654 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3600, <8 x i1> %3590, <8 x float> zeroinitializer)
  %3655 = fadd <8 x float> %3638, %3654
  br label %3656

3656:                                             ; preds = %3639, %3646, %3653, %3637, %3618, %3596
  %3657 = phi <8 x float> [ %3638, %3637 ], [ %3597, %3596 ], [ %3619, %3618 ], [ %3655, %3653 ], [ %3652, %3646 ], [ %3645, %3639 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3657, ptr nonnull align 1 %3598, <8 x i1> %3590)
  br label %7198

3658:                                             ; preds = %442
  br i1 %50, label %3659, label %4183

3659:                                             ; preds = %3658
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(192) %31, i8 0, i64 192, i1 false)
  br i1 %57, label %3672, label %3662

3660:                                             ; preds = %3685
  %3661 = load <8 x float>, ptr %31, align 32
  br label %3662

3662:                                             ; preds = %3660, %3659
  %3663 = phi <8 x float> [ %3661, %3660 ], [ zeroinitializer, %3659 ]
  %3664 = add i64 %443, %9
  %3665 = getelementptr inbounds nuw float, ptr %430, i64 %444
  %3666 = getelementptr inbounds nuw float, ptr %434, i64 %444
  %3667 = tail call i64 @llvm.smin.i64(i64 %3664, i64 8)
  %3668 = trunc i64 %3667 to i32
  %3669 = insertelement <8 x i32> poison, i32 %3668, i64 0
  %3670 = shufflevector <8 x i32> %3669, <8 x i32> poison, <8 x i32> zeroinitializer
  %3671 = icmp sgt <8 x i32> %3670, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %61, label %3753, label %3748

3672:                                             ; preds = %3659, %3685
  %3673 = phi i64 [ %3686, %3685 ], [ 0, %3659 ]
  %3674 = mul nsw i64 %3673, %14
  %3675 = add i64 %437, %3674
  %3676 = icmp sgt i64 %3675, -1
  %3677 = icmp slt i64 %3675, %6
  %3678 = and i1 %3676, %3677
  %3679 = select i1 %3678, i64 %3675, i64 0
  %3680 = mul nsw i64 %3679, %7
  %3681 = getelementptr inbounds float, ptr %421, i64 %3680
  br i1 %58, label %3682, label %3685

3682:                                             ; preds = %3672
  %3683 = mul nuw nsw i64 %3673, %11
  %3684 = getelementptr inbounds nuw float, ptr %423, i64 %3683
  br label %3688

3685:                                             ; preds = %3696, %3672
  %3686 = add nuw nsw i64 %3673, 1
  %3687 = icmp eq i64 %3686, %10
  br i1 %3687, label %3660, label %3672

3688:                                             ; preds = %3682, %3696
  %3689 = phi i64 [ 0, %3682 ], [ %3697, %3696 ]
  %3690 = getelementptr inbounds nuw float, ptr %3684, i64 %3689
  %3691 = load float, ptr %3690, align 1
  %3692 = insertelement <8 x float> poison, float %3691, i64 0
  %3693 = shufflevector <8 x float> %3692, <8 x float> poison, <8 x i32> zeroinitializer
  %3694 = mul nsw i64 %3689, %15
  %3695 = sub i64 %3694, %17
  br label %3699

3696:                                             ; preds = %3699
  %3697 = add nuw nsw i64 %3689, 1
  %3698 = icmp eq i64 %3697, %11
  br i1 %3698, label %3685, label %3688

3699:                                             ; preds = %3688, %3699
  %3700 = phi i64 [ 0, %3688 ], [ %3746, %3699 ]
  %3701 = shl nuw nsw i64 %3700, 3
  %3702 = or disjoint i64 %444, %3701
  %3703 = sub nsw i64 %9, %3702
  %3704 = shl nuw nsw i64 %3702, 1
  %3705 = add i64 %3695, %3704
  %3706 = icmp slt i64 %3705, 0
  %3707 = sub nsw i64 0, %3705
  %3708 = select i1 %3706, i64 %3707, i64 0
  %3709 = sub nsw i64 %7, %3705
  %3710 = shl nsw i64 %3703, 1
  %3711 = add nsw i64 %3710, -1
  %3712 = tail call i64 @llvm.smin.i64(i64 %3709, i64 %3711)
  %3713 = tail call i64 @llvm.smin.i64(i64 %3712, i64 16)
  %3714 = icmp sgt i64 %3713, %3708
  %3715 = select i1 %3678, i1 %3714, i1 false
  %3716 = select i1 %3715, i64 %3708, i64 0
  %3717 = select i1 %3715, i64 %3713, i64 0
  %3718 = getelementptr inbounds float, ptr %3681, i64 %3705
  %3719 = trunc i64 %3716 to i32
  %3720 = icmp sgt i64 %3717, %3716
  %3721 = trunc i64 %3717 to i32
  %3722 = select i1 %3720, i32 %3721, i32 0
  %3723 = insertelement <8 x i32> poison, i32 %3719, i64 0
  %3724 = shufflevector <8 x i32> %3723, <8 x i32> poison, <8 x i32> zeroinitializer
  %3725 = icmp slt <8 x i32> %3724, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %3726 = insertelement <8 x i32> poison, i32 %3722, i64 0
  %3727 = shufflevector <8 x i32> %3726, <8 x i32> poison, <8 x i32> zeroinitializer
  %3728 = icmp sgt <8 x i32> %3727, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3729 = and <8 x i1> %3725, %3728
  %3730 = add nsw i32 %3719, -8
  %3731 = insertelement <8 x i32> poison, i32 %3730, i64 0
  %3732 = shufflevector <8 x i32> %3731, <8 x i32> poison, <8 x i32> zeroinitializer
  %3733 = icmp slt <8 x i32> %3732, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %3734 = add nsw i32 %3722, -8
  %3735 = insertelement <8 x i32> poison, i32 %3734, i64 0
  %3736 = shufflevector <8 x i32> %3735, <8 x i32> poison, <8 x i32> zeroinitializer
  %3737 = icmp sgt <8 x i32> %3736, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3738 = and <8 x i1> %3733, %3737
  %3739 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr readonly align 1 %3718, <8 x i1> %3729, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %3740 = getelementptr inbounds nuw i8, ptr %3718, i64 32
  %3741 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull readonly align 1 %3740, <8 x i1> %3738, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %3742 = shufflevector <8 x float> %3739, <8 x float> %3741, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %3743 = getelementptr inbounds nuw <8 x float>, ptr %31, i64 %3700
  %3744 = load <8 x float>, ptr %3743, align 32
  %3745 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %3742, <8 x float> %3693, <8 x float> %3744)
  store <8 x float> %3745, ptr %3743, align 32
  %3746 = add nuw nsw i64 %3700, 1
  %3747 = icmp eq i64 %3746, 6
  br i1 %3747, label %3696, label %3699

3748:                                             ; preds = %3662
  %3749 = load float, ptr %424, align 1
  %3750 = insertelement <8 x float> poison, float %3749, i64 0
  %3751 = shufflevector <8 x float> %3750, <8 x float> poison, <8 x i32> zeroinitializer
  %3752 = fadd <8 x float> %3663, %3751
  br label %3753

3753:                                             ; preds = %3748, %3662
  %3754 = phi <8 x float> [ %3752, %3748 ], [ %3663, %3662 ]
  %3755 = select i1 %438, ptr null, ptr %3666
  switch i64 %242, label %557 [
    i64 1, label %3756
    i64 2, label %3759
    i64 3, label %3766
    i64 0, label %3811
  ]

3756:                                             ; preds = %3753
  %3757 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3755, <8 x i1> %3671, <8 x float> zeroinitializer)
  %3758 = fadd <8 x float> %3754, %3757
  br label %3773

3759:                                             ; preds = %3753
  %3760 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %3754)
  %3761 = bitcast <8 x float> %3754 to <8 x i32>
  %3762 = or <8 x i32> %3761, %60
  %3763 = bitcast <8 x i32> %3762 to <8 x float>
  %3764 = fcmp oeq <8 x float> %3754, %49
  %3765 = select <8 x i1> %3764, <8 x float> %3763, <8 x float> %3760
  br label %3773

3766:                                             ; preds = %3753
  %3767 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %3754)
  %3768 = bitcast <8 x float> %3754 to <8 x i32>
  %3769 = and <8 x i32> %3768, %59
  %3770 = bitcast <8 x i32> %3769 to <8 x float>
  %3771 = fcmp oeq <8 x float> %3754, %46
  %3772 = select <8 x i1> %3771, <8 x float> %3770, <8 x float> %3767
  br label %3773

3773:                                             ; preds = %3766, %3759, %3756
  %3774 = phi <8 x float> [ %3758, %3756 ], [ %3765, %3759 ], [ %3772, %3766 ]
  switch i64 %244, label %557 [
    i64 1, label %3789
    i64 2, label %3782
    i64 3, label %3775
    i64 0, label %3811
  ]

3775:                                             ; preds = %3773
  %3776 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %3774)
  %3777 = bitcast <8 x float> %3774 to <8 x i32>
  %3778 = and <8 x i32> %3777, %59
  %3779 = bitcast <8 x i32> %3778 to <8 x float>
  %3780 = fcmp oeq <8 x float> %3774, %46
  %3781 = select <8 x i1> %3780, <8 x float> %3779, <8 x float> %3776
  br label %3792

3782:                                             ; preds = %3773
  %3783 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %3774)
  %3784 = bitcast <8 x float> %3774 to <8 x i32>
  %3785 = or <8 x i32> %3784, %60
  %3786 = bitcast <8 x i32> %3785 to <8 x float>
  %3787 = fcmp oeq <8 x float> %3774, %49
  %3788 = select <8 x i1> %3787, <8 x float> %3786, <8 x float> %3783
  br label %3792

3789:                                             ; preds = %3773
  %3790 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3755, <8 x i1> %3671, <8 x float> zeroinitializer)
  %3791 = fadd <8 x float> %3774, %3790
  br label %3792

3792:                                             ; preds = %3789, %3782, %3775
  %3793 = phi <8 x float> [ %3791, %3789 ], [ %3788, %3782 ], [ %3781, %3775 ]
  switch i64 %246, label %557 [
    i64 1, label %3808
    i64 2, label %3801
    i64 3, label %3794
    i64 0, label %3811
  ]

3794:                                             ; preds = %3792
  %3795 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %3793)
  %3796 = bitcast <8 x float> %3793 to <8 x i32>
  %3797 = and <8 x i32> %3796, %59
  %3798 = bitcast <8 x i32> %3797 to <8 x float>
  %3799 = fcmp oeq <8 x float> %3793, %46
  %3800 = select <8 x i1> %3799, <8 x float> %3798, <8 x float> %3795
  br label %3811

3801:                                             ; preds = %3792
  %3802 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %3793)
  %3803 = bitcast <8 x float> %3793 to <8 x i32>
  %3804 = or <8 x i32> %3803, %60
  %3805 = bitcast <8 x i32> %3804 to <8 x float>
  %3806 = fcmp oeq <8 x float> %3793, %49
  %3807 = select <8 x i1> %3806, <8 x float> %3805, <8 x float> %3802
  br label %3811

3808:                                             ; preds = %3792
  %3809 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3755, <8 x i1> %3671, <8 x float> zeroinitializer)
  %3810 = fadd <8 x float> %3793, %3809
  br label %3811

3811:                                             ; preds = %3794, %3801, %3808, %3792, %3773, %3753
  %3812 = phi <8 x float> [ %3793, %3792 ], [ %3754, %3753 ], [ %3774, %3773 ], [ %3810, %3808 ], [ %3807, %3801 ], [ %3800, %3794 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3812, ptr align 1 %3665, <8 x i1> %3671)
  %3813 = add i64 %3664, -8
  %3814 = tail call i64 @llvm.smin.i64(i64 %3813, i64 8)
  %3815 = trunc i64 %3814 to i32
  %3816 = insertelement <8 x i32> poison, i32 %3815, i64 0
  %3817 = shufflevector <8 x i32> %3816, <8 x i32> poison, <8 x i32> zeroinitializer
  %3818 = icmp sgt <8 x i32> %3817, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3819 = load <8 x float>, ptr %247, align 32
  br i1 %61, label %3825, label %3820

3820:                                             ; preds = %3811
  %3821 = load float, ptr %424, align 1
  %3822 = insertelement <8 x float> poison, float %3821, i64 0
  %3823 = shufflevector <8 x float> %3822, <8 x float> poison, <8 x i32> zeroinitializer
  %3824 = fadd <8 x float> %3819, %3823
  br label %3825

3825:                                             ; preds = %3820, %3811
  %3826 = phi <8 x float> [ %3824, %3820 ], [ %3819, %3811 ]
  %3827 = getelementptr inbounds nuw i8, ptr %3665, i64 32
  %3828 = getelementptr inbounds nuw i8, ptr %3666, i64 32
  %3829 = select i1 %438, ptr null, ptr %3828
  switch i64 %242, label %557 [
    i64 1, label %3844
    i64 2, label %3837
    i64 3, label %3830
    i64 0, label %3885
  ]

3830:                                             ; preds = %3825
  %3831 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %3826)
  %3832 = bitcast <8 x float> %3826 to <8 x i32>
  %3833 = and <8 x i32> %3832, %59
  %3834 = bitcast <8 x i32> %3833 to <8 x float>
  %3835 = fcmp oeq <8 x float> %3826, %46
  %3836 = select <8 x i1> %3835, <8 x float> %3834, <8 x float> %3831
  br label %3847

3837:                                             ; preds = %3825
  %3838 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %3826)
  %3839 = bitcast <8 x float> %3826 to <8 x i32>
  %3840 = or <8 x i32> %3839, %60
  %3841 = bitcast <8 x i32> %3840 to <8 x float>
  %3842 = fcmp oeq <8 x float> %3826, %49
  %3843 = select <8 x i1> %3842, <8 x float> %3841, <8 x float> %3838
  br label %3847

3844:                                             ; preds = %3825
  %3845 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3829, <8 x i1> %3818, <8 x float> zeroinitializer)
  %3846 = fadd <8 x float> %3826, %3845
  br label %3847

3847:                                             ; preds = %3844, %3837, %3830
  %3848 = phi <8 x float> [ %3846, %3844 ], [ %3843, %3837 ], [ %3836, %3830 ]
  switch i64 %249, label %557 [
    i64 1, label %3863
    i64 2, label %3856
    i64 3, label %3849
    i64 0, label %3885
  ]

3849:                                             ; preds = %3847
  %3850 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %3848)
  %3851 = bitcast <8 x float> %3848 to <8 x i32>
  %3852 = and <8 x i32> %3851, %59
  %3853 = bitcast <8 x i32> %3852 to <8 x float>
  %3854 = fcmp oeq <8 x float> %3848, %46
  %3855 = select <8 x i1> %3854, <8 x float> %3853, <8 x float> %3850
  br label %3866

3856:                                             ; preds = %3847
  %3857 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %3848)
  %3858 = bitcast <8 x float> %3848 to <8 x i32>
  %3859 = or <8 x i32> %3858, %60
  %3860 = bitcast <8 x i32> %3859 to <8 x float>
  %3861 = fcmp oeq <8 x float> %3848, %49
  %3862 = select <8 x i1> %3861, <8 x float> %3860, <8 x float> %3857
  br label %3866

3863:                                             ; preds = %3847
  %3864 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3829, <8 x i1> %3818, <8 x float> zeroinitializer)
  %3865 = fadd <8 x float> %3848, %3864
  br label %3866

3866:                                             ; preds = %3863, %3856, %3849
  %3867 = phi <8 x float> [ %3865, %3863 ], [ %3862, %3856 ], [ %3855, %3849 ]
  switch i64 %251, label %557 [
    i64 1, label %3882
    i64 2, label %3875
    i64 3, label %3868
    i64 0, label %3885
  ]

3868:                                             ; preds = %3866
  %3869 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %3867)
  %3870 = bitcast <8 x float> %3867 to <8 x i32>
  %3871 = and <8 x i32> %3870, %59
  %3872 = bitcast <8 x i32> %3871 to <8 x float>
  %3873 = fcmp oeq <8 x float> %3867, %46
  %3874 = select <8 x i1> %3873, <8 x float> %3872, <8 x float> %3869
  br label %3885

3875:                                             ; preds = %3866
  %3876 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %3867)
  %3877 = bitcast <8 x float> %3867 to <8 x i32>
  %3878 = or <8 x i32> %3877, %60
  %3879 = bitcast <8 x i32> %3878 to <8 x float>
  %3880 = fcmp oeq <8 x float> %3867, %49
  %3881 = select <8 x i1> %3880, <8 x float> %3879, <8 x float> %3876
  br label %3885

3882:                                             ; preds = %3866
  %3883 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3829, <8 x i1> %3818, <8 x float> zeroinitializer)
  %3884 = fadd <8 x float> %3867, %3883
  br label %3885

3885:                                             ; preds = %3868, %3875, %3882, %3866, %3847, %3825
  %3886 = phi <8 x float> [ %3867, %3866 ], [ %3826, %3825 ], [ %3848, %3847 ], [ %3884, %3882 ], [ %3881, %3875 ], [ %3874, %3868 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3886, ptr nonnull align 1 %3827, <8 x i1> %3818)
  %3887 = add i64 %3664, -16
  %3888 = tail call i64 @llvm.smin.i64(i64 %3887, i64 8)
  %3889 = trunc i64 %3888 to i32
  %3890 = insertelement <8 x i32> poison, i32 %3889, i64 0
  %3891 = shufflevector <8 x i32> %3890, <8 x i32> poison, <8 x i32> zeroinitializer
  %3892 = icmp sgt <8 x i32> %3891, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3893 = load <8 x float>, ptr %252, align 32
  br i1 %61, label %3899, label %3894

3894:                                             ; preds = %3885
  %3895 = load float, ptr %424, align 1
  %3896 = insertelement <8 x float> poison, float %3895, i64 0
  %3897 = shufflevector <8 x float> %3896, <8 x float> poison, <8 x i32> zeroinitializer
  %3898 = fadd <8 x float> %3893, %3897
  br label %3899

3899:                                             ; preds = %3894, %3885
  %3900 = phi <8 x float> [ %3898, %3894 ], [ %3893, %3885 ]
  %3901 = getelementptr inbounds nuw i8, ptr %3665, i64 64
  %3902 = getelementptr inbounds nuw i8, ptr %3666, i64 64
  %3903 = select i1 %438, ptr null, ptr %3902
  switch i64 %242, label %557 [
    i64 1, label %3918
    i64 2, label %3911
    i64 3, label %3904
    i64 0, label %3959
  ]

3904:                                             ; preds = %3899
  %3905 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %3900)
  %3906 = bitcast <8 x float> %3900 to <8 x i32>
  %3907 = and <8 x i32> %3906, %59
  %3908 = bitcast <8 x i32> %3907 to <8 x float>
  %3909 = fcmp oeq <8 x float> %3900, %46
  %3910 = select <8 x i1> %3909, <8 x float> %3908, <8 x float> %3905
  br label %3921

3911:                                             ; preds = %3899
  %3912 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %3900)
  %3913 = bitcast <8 x float> %3900 to <8 x i32>
  %3914 = or <8 x i32> %3913, %60
  %3915 = bitcast <8 x i32> %3914 to <8 x float>
  %3916 = fcmp oeq <8 x float> %3900, %49
  %3917 = select <8 x i1> %3916, <8 x float> %3915, <8 x float> %3912
  br label %3921

3918:                                             ; preds = %3899
  %3919 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3903, <8 x i1> %3892, <8 x float> zeroinitializer)
  %3920 = fadd <8 x float> %3900, %3919
  br label %3921

3921:                                             ; preds = %3918, %3911, %3904
  %3922 = phi <8 x float> [ %3920, %3918 ], [ %3917, %3911 ], [ %3910, %3904 ]
  switch i64 %254, label %557 [
    i64 1, label %3937
    i64 2, label %3930
    i64 3, label %3923
    i64 0, label %3959
  ]

3923:                                             ; preds = %3921
  %3924 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %3922)
  %3925 = bitcast <8 x float> %3922 to <8 x i32>
  %3926 = and <8 x i32> %3925, %59
  %3927 = bitcast <8 x i32> %3926 to <8 x float>
  %3928 = fcmp oeq <8 x float> %3922, %46
  %3929 = select <8 x i1> %3928, <8 x float> %3927, <8 x float> %3924
  br label %3940

3930:                                             ; preds = %3921
  %3931 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %3922)
  %3932 = bitcast <8 x float> %3922 to <8 x i32>
  %3933 = or <8 x i32> %3932, %60
  %3934 = bitcast <8 x i32> %3933 to <8 x float>
  %3935 = fcmp oeq <8 x float> %3922, %49
  %3936 = select <8 x i1> %3935, <8 x float> %3934, <8 x float> %3931
  br label %3940

3937:                                             ; preds = %3921
  %3938 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3903, <8 x i1> %3892, <8 x float> zeroinitializer)
  %3939 = fadd <8 x float> %3922, %3938
  br label %3940

3940:                                             ; preds = %3937, %3930, %3923
  %3941 = phi <8 x float> [ %3939, %3937 ], [ %3936, %3930 ], [ %3929, %3923 ]
  switch i64 %256, label %557 [
    i64 1, label %3956
    i64 2, label %3949
    i64 3, label %3942
    i64 0, label %3959
  ]

3942:                                             ; preds = %3940
  %3943 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %3941)
  %3944 = bitcast <8 x float> %3941 to <8 x i32>
  %3945 = and <8 x i32> %3944, %59
  %3946 = bitcast <8 x i32> %3945 to <8 x float>
  %3947 = fcmp oeq <8 x float> %3941, %46
  %3948 = select <8 x i1> %3947, <8 x float> %3946, <8 x float> %3943
  br label %3959

3949:                                             ; preds = %3940
  %3950 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %3941)
  %3951 = bitcast <8 x float> %3941 to <8 x i32>
  %3952 = or <8 x i32> %3951, %60
  %3953 = bitcast <8 x i32> %3952 to <8 x float>
  %3954 = fcmp oeq <8 x float> %3941, %49
  %3955 = select <8 x i1> %3954, <8 x float> %3953, <8 x float> %3950
  br label %3959

3956:                                             ; preds = %3940
  %3957 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3903, <8 x i1> %3892, <8 x float> zeroinitializer)
  %3958 = fadd <8 x float> %3941, %3957
  br label %3959

3959:                                             ; preds = %3942, %3949, %3956, %3940, %3921, %3899
  %3960 = phi <8 x float> [ %3941, %3940 ], [ %3900, %3899 ], [ %3922, %3921 ], [ %3958, %3956 ], [ %3955, %3949 ], [ %3948, %3942 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %3960, ptr nonnull align 1 %3901, <8 x i1> %3892)
  %3961 = add i64 %3664, -24
  %3962 = tail call i64 @llvm.smin.i64(i64 %3961, i64 8)
  %3963 = trunc i64 %3962 to i32
  %3964 = insertelement <8 x i32> poison, i32 %3963, i64 0
  %3965 = shufflevector <8 x i32> %3964, <8 x i32> poison, <8 x i32> zeroinitializer
  %3966 = icmp sgt <8 x i32> %3965, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %3967 = load <8 x float>, ptr %257, align 32
  br i1 %61, label %3973, label %3968

3968:                                             ; preds = %3959
  %3969 = load float, ptr %424, align 1
  %3970 = insertelement <8 x float> poison, float %3969, i64 0
  %3971 = shufflevector <8 x float> %3970, <8 x float> poison, <8 x i32> zeroinitializer
  %3972 = fadd <8 x float> %3967, %3971
  br label %3973

3973:                                             ; preds = %3968, %3959
  %3974 = phi <8 x float> [ %3972, %3968 ], [ %3967, %3959 ]
  %3975 = getelementptr inbounds nuw i8, ptr %3665, i64 96
  %3976 = getelementptr inbounds nuw i8, ptr %3666, i64 96
  %3977 = select i1 %438, ptr null, ptr %3976
  switch i64 %242, label %557 [
    i64 1, label %3992
    i64 2, label %3985
    i64 3, label %3978
    i64 0, label %4033
  ]

3978:                                             ; preds = %3973
  %3979 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %3974)
  %3980 = bitcast <8 x float> %3974 to <8 x i32>
  %3981 = and <8 x i32> %3980, %59
  %3982 = bitcast <8 x i32> %3981 to <8 x float>
  %3983 = fcmp oeq <8 x float> %3974, %46
  %3984 = select <8 x i1> %3983, <8 x float> %3982, <8 x float> %3979
  br label %3995

3985:                                             ; preds = %3973
  %3986 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %3974)
  %3987 = bitcast <8 x float> %3974 to <8 x i32>
  %3988 = or <8 x i32> %3987, %60
  %3989 = bitcast <8 x i32> %3988 to <8 x float>
  %3990 = fcmp oeq <8 x float> %3974, %49
  %3991 = select <8 x i1> %3990, <8 x float> %3989, <8 x float> %3986
  br label %3995

3992:                                             ; preds = %3973
  %3993 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3977, <8 x i1> %3966, <8 x float> zeroinitializer)
  %3994 = fadd <8 x float> %3974, %3993
  br label %3995

3995:                                             ; preds = %3992, %3985, %3978
  %3996 = phi <8 x float> [ %3994, %3992 ], [ %3991, %3985 ], [ %3984, %3978 ]
  switch i64 %259, label %557 [
    i64 1, label %4011
    i64 2, label %4004
    i64 3, label %3997
    i64 0, label %4033
  ]

3997:                                             ; preds = %3995
  %3998 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %3996)
  %3999 = bitcast <8 x float> %3996 to <8 x i32>
  %4000 = and <8 x i32> %3999, %59
  %4001 = bitcast <8 x i32> %4000 to <8 x float>
  %4002 = fcmp oeq <8 x float> %3996, %46
  %4003 = select <8 x i1> %4002, <8 x float> %4001, <8 x float> %3998
  br label %4014

4004:                                             ; preds = %3995
  %4005 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %3996)
  %4006 = bitcast <8 x float> %3996 to <8 x i32>
  %4007 = or <8 x i32> %4006, %60
  %4008 = bitcast <8 x i32> %4007 to <8 x float>
  %4009 = fcmp oeq <8 x float> %3996, %49
  %4010 = select <8 x i1> %4009, <8 x float> %4008, <8 x float> %4005
  br label %4014

4011:                                             ; preds = %3995
  %4012 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3977, <8 x i1> %3966, <8 x float> zeroinitializer)
  %4013 = fadd <8 x float> %3996, %4012
  br label %4014

4014:                                             ; preds = %4011, %4004, %3997
  %4015 = phi <8 x float> [ %4013, %4011 ], [ %4010, %4004 ], [ %4003, %3997 ]
  switch i64 %261, label %557 [
    i64 1, label %4030
    i64 2, label %4023
    i64 3, label %4016
    i64 0, label %4033
  ]

4016:                                             ; preds = %4014
  %4017 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %4015)
  %4018 = bitcast <8 x float> %4015 to <8 x i32>
  %4019 = and <8 x i32> %4018, %59
  %4020 = bitcast <8 x i32> %4019 to <8 x float>
  %4021 = fcmp oeq <8 x float> %4015, %46
  %4022 = select <8 x i1> %4021, <8 x float> %4020, <8 x float> %4017
  br label %4033

4023:                                             ; preds = %4014
  %4024 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %4015)
  %4025 = bitcast <8 x float> %4015 to <8 x i32>
  %4026 = or <8 x i32> %4025, %60
  %4027 = bitcast <8 x i32> %4026 to <8 x float>
  %4028 = fcmp oeq <8 x float> %4015, %49
  %4029 = select <8 x i1> %4028, <8 x float> %4027, <8 x float> %4024
  br label %4033

4030:                                             ; preds = %4014
  %4031 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %3977, <8 x i1> %3966, <8 x float> zeroinitializer)
  %4032 = fadd <8 x float> %4015, %4031
  br label %4033

4033:                                             ; preds = %4016, %4023, %4030, %4014, %3995, %3973
  %4034 = phi <8 x float> [ %4015, %4014 ], [ %3974, %3973 ], [ %3996, %3995 ], [ %4032, %4030 ], [ %4029, %4023 ], [ %4022, %4016 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4034, ptr nonnull align 1 %3975, <8 x i1> %3966)
  %4035 = add i64 %3664, -32
  %4036 = tail call i64 @llvm.smin.i64(i64 %4035, i64 8)
  %4037 = trunc i64 %4036 to i32
  %4038 = insertelement <8 x i32> poison, i32 %4037, i64 0
  %4039 = shufflevector <8 x i32> %4038, <8 x i32> poison, <8 x i32> zeroinitializer
  %4040 = icmp sgt <8 x i32> %4039, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4041 = load <8 x float>, ptr %262, align 32
  br i1 %61, label %4047, label %4042

4042:                                             ; preds = %4033
  %4043 = load float, ptr %424, align 1
  %4044 = insertelement <8 x float> poison, float %4043, i64 0
  %4045 = shufflevector <8 x float> %4044, <8 x float> poison, <8 x i32> zeroinitializer
  %4046 = fadd <8 x float> %4041, %4045
  br label %4047

4047:                                             ; preds = %4042, %4033
  %4048 = phi <8 x float> [ %4046, %4042 ], [ %4041, %4033 ]
  %4049 = getelementptr inbounds nuw i8, ptr %3665, i64 128
  %4050 = getelementptr inbounds nuw i8, ptr %3666, i64 128
  %4051 = select i1 %438, ptr null, ptr %4050
  switch i64 %242, label %557 [
    i64 1, label %4066
    i64 2, label %4059
    i64 3, label %4052
    i64 0, label %4107
  ]

4052:                                             ; preds = %4047
  %4053 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %4048)
  %4054 = bitcast <8 x float> %4048 to <8 x i32>
  %4055 = and <8 x i32> %4054, %59
  %4056 = bitcast <8 x i32> %4055 to <8 x float>
  %4057 = fcmp oeq <8 x float> %4048, %46
  %4058 = select <8 x i1> %4057, <8 x float> %4056, <8 x float> %4053
  br label %4069

4059:                                             ; preds = %4047
  %4060 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %4048)
  %4061 = bitcast <8 x float> %4048 to <8 x i32>
  %4062 = or <8 x i32> %4061, %60
  %4063 = bitcast <8 x i32> %4062 to <8 x float>
  %4064 = fcmp oeq <8 x float> %4048, %49
  %4065 = select <8 x i1> %4064, <8 x float> %4063, <8 x float> %4060
  br label %4069

4066:                                             ; preds = %4047
  %4067 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4051, <8 x i1> %4040, <8 x float> zeroinitializer)
  %4068 = fadd <8 x float> %4048, %4067
  br label %4069

4069:                                             ; preds = %4066, %4059, %4052
  %4070 = phi <8 x float> [ %4068, %4066 ], [ %4065, %4059 ], [ %4058, %4052 ]
  switch i64 %264, label %557 [
    i64 1, label %4085
    i64 2, label %4078
    i64 3, label %4071
    i64 0, label %4107
  ]

4071:                                             ; preds = %4069
  %4072 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %4070)
  %4073 = bitcast <8 x float> %4070 to <8 x i32>
  %4074 = and <8 x i32> %4073, %59
  %4075 = bitcast <8 x i32> %4074 to <8 x float>
  %4076 = fcmp oeq <8 x float> %4070, %46
  %4077 = select <8 x i1> %4076, <8 x float> %4075, <8 x float> %4072
  br label %4088

4078:                                             ; preds = %4069
  %4079 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %4070)
  %4080 = bitcast <8 x float> %4070 to <8 x i32>
  %4081 = or <8 x i32> %4080, %60
  %4082 = bitcast <8 x i32> %4081 to <8 x float>
  %4083 = fcmp oeq <8 x float> %4070, %49
  %4084 = select <8 x i1> %4083, <8 x float> %4082, <8 x float> %4079
  br label %4088

4085:                                             ; preds = %4069
  %4086 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4051, <8 x i1> %4040, <8 x float> zeroinitializer)
  %4087 = fadd <8 x float> %4070, %4086
  br label %4088

4088:                                             ; preds = %4085, %4078, %4071
  %4089 = phi <8 x float> [ %4087, %4085 ], [ %4084, %4078 ], [ %4077, %4071 ]
  switch i64 %266, label %557 [
    i64 1, label %4104
    i64 2, label %4097
    i64 3, label %4090
    i64 0, label %4107
  ]

4090:                                             ; preds = %4088
  %4091 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %4089)
  %4092 = bitcast <8 x float> %4089 to <8 x i32>
  %4093 = and <8 x i32> %4092, %59
  %4094 = bitcast <8 x i32> %4093 to <8 x float>
  %4095 = fcmp oeq <8 x float> %4089, %46
  %4096 = select <8 x i1> %4095, <8 x float> %4094, <8 x float> %4091
  br label %4107

4097:                                             ; preds = %4088
  %4098 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %4089)
  %4099 = bitcast <8 x float> %4089 to <8 x i32>
  %4100 = or <8 x i32> %4099, %60
  %4101 = bitcast <8 x i32> %4100 to <8 x float>
  %4102 = fcmp oeq <8 x float> %4089, %49
  %4103 = select <8 x i1> %4102, <8 x float> %4101, <8 x float> %4098
  br label %4107

4104:                                             ; preds = %4088
  %4105 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4051, <8 x i1> %4040, <8 x float> zeroinitializer)
  %4106 = fadd <8 x float> %4089, %4105
  br label %4107

4107:                                             ; preds = %4090, %4097, %4104, %4088, %4069, %4047
  %4108 = phi <8 x float> [ %4089, %4088 ], [ %4048, %4047 ], [ %4070, %4069 ], [ %4106, %4104 ], [ %4103, %4097 ], [ %4096, %4090 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4108, ptr nonnull align 1 %4049, <8 x i1> %4040)
  %4109 = add i64 %3664, -40
  %4110 = tail call i64 @llvm.smin.i64(i64 %4109, i64 8)
  %4111 = trunc i64 %4110 to i32
  %4112 = insertelement <8 x i32> poison, i32 %4111, i64 0
  %4113 = shufflevector <8 x i32> %4112, <8 x i32> poison, <8 x i32> zeroinitializer
  %4114 = icmp sgt <8 x i32> %4113, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4115 = load <8 x float>, ptr %267, align 32
  br i1 %61, label %4121, label %4116

4116:                                             ; preds = %4107
  %4117 = load float, ptr %424, align 1
  %4118 = insertelement <8 x float> poison, float %4117, i64 0
  %4119 = shufflevector <8 x float> %4118, <8 x float> poison, <8 x i32> zeroinitializer
  %4120 = fadd <8 x float> %4115, %4119
  br label %4121

4121:                                             ; preds = %4116, %4107
  %4122 = phi <8 x float> [ %4120, %4116 ], [ %4115, %4107 ]
  %4123 = getelementptr inbounds nuw i8, ptr %3665, i64 160
  %4124 = getelementptr inbounds nuw i8, ptr %3666, i64 160
  %4125 = select i1 %438, ptr null, ptr %4124
  switch i64 %242, label %557 [
    i64 1, label %4140
    i64 2, label %4133
    i64 3, label %4126
    i64 0, label %4181
  ]

4126:                                             ; preds = %4121
  %4127 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %4122)
  %4128 = bitcast <8 x float> %4122 to <8 x i32>
  %4129 = and <8 x i32> %4128, %59
  %4130 = bitcast <8 x i32> %4129 to <8 x float>
  %4131 = fcmp oeq <8 x float> %4122, %46
  %4132 = select <8 x i1> %4131, <8 x float> %4130, <8 x float> %4127
  br label %4143

4133:                                             ; preds = %4121
  %4134 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %4122)
  %4135 = bitcast <8 x float> %4122 to <8 x i32>
  %4136 = or <8 x i32> %4135, %60
  %4137 = bitcast <8 x i32> %4136 to <8 x float>
  %4138 = fcmp oeq <8 x float> %4122, %49
  %4139 = select <8 x i1> %4138, <8 x float> %4137, <8 x float> %4134
  br label %4143

4140:                                             ; preds = %4121
  %4141 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4125, <8 x i1> %4114, <8 x float> zeroinitializer)
  %4142 = fadd <8 x float> %4122, %4141
  br label %4143

4143:                                             ; preds = %4140, %4133, %4126
  %4144 = phi <8 x float> [ %4142, %4140 ], [ %4139, %4133 ], [ %4132, %4126 ]
  switch i64 %269, label %557 [
    i64 1, label %4159
    i64 2, label %4152
    i64 3, label %4145
    i64 0, label %4181
  ]

4145:                                             ; preds = %4143
  %4146 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %4144)
  %4147 = bitcast <8 x float> %4144 to <8 x i32>
  %4148 = and <8 x i32> %4147, %59
  %4149 = bitcast <8 x i32> %4148 to <8 x float>
  %4150 = fcmp oeq <8 x float> %4144, %46
  %4151 = select <8 x i1> %4150, <8 x float> %4149, <8 x float> %4146
  br label %4162

4152:                                             ; preds = %4143
  %4153 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %4144)
  %4154 = bitcast <8 x float> %4144 to <8 x i32>
  %4155 = or <8 x i32> %4154, %60
  %4156 = bitcast <8 x i32> %4155 to <8 x float>
  %4157 = fcmp oeq <8 x float> %4144, %49
  %4158 = select <8 x i1> %4157, <8 x float> %4156, <8 x float> %4153
  br label %4162

4159:                                             ; preds = %4143
  %4160 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4125, <8 x i1> %4114, <8 x float> zeroinitializer)
  %4161 = fadd <8 x float> %4144, %4160
  br label %4162

4162:                                             ; preds = %4159, %4152, %4145
  %4163 = phi <8 x float> [ %4161, %4159 ], [ %4158, %4152 ], [ %4151, %4145 ]
  switch i64 %271, label %557 [
    i64 1, label %4178
    i64 2, label %4171
    i64 3, label %4164
    i64 0, label %4181
  ]

4164:                                             ; preds = %4162
  %4165 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %4163)
  %4166 = bitcast <8 x float> %4163 to <8 x i32>
  %4167 = and <8 x i32> %4166, %59
  %4168 = bitcast <8 x i32> %4167 to <8 x float>
  %4169 = fcmp oeq <8 x float> %4163, %46
  %4170 = select <8 x i1> %4169, <8 x float> %4168, <8 x float> %4165
  br label %4181

4171:                                             ; preds = %4162
  %4172 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %4163)
  %4173 = bitcast <8 x float> %4163 to <8 x i32>
  %4174 = or <8 x i32> %4173, %60
  %4175 = bitcast <8 x i32> %4174 to <8 x float>
  %4176 = fcmp oeq <8 x float> %4163, %49
  %4177 = select <8 x i1> %4176, <8 x float> %4175, <8 x float> %4172
  br label %4181

4178:                                             ; preds = %4162
  %4179 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4125, <8 x i1> %4114, <8 x float> zeroinitializer)
  %4180 = fadd <8 x float> %4163, %4179
  br label %4181

4181:                                             ; preds = %4164, %4171, %4178, %4162, %4143, %4121
  %4182 = phi <8 x float> [ %4163, %4162 ], [ %4122, %4121 ], [ %4144, %4143 ], [ %4180, %4178 ], [ %4177, %4171 ], [ %4170, %4164 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4182, ptr nonnull align 1 %4123, <8 x i1> %4114)
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  br label %7198

4183:                                             ; preds = %3658
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(192) %32, i8 0, i64 192, i1 false)
  br i1 %57, label %4196, label %4186

4184:                                             ; preds = %4209
  %4185 = load <8 x float>, ptr %32, align 32
  br label %4186

4186:                                             ; preds = %4184, %4183
  %4187 = phi <8 x float> [ %4185, %4184 ], [ zeroinitializer, %4183 ]
  %4188 = add i64 %443, %9
  %4189 = getelementptr inbounds nuw float, ptr %430, i64 %444
  %4190 = getelementptr inbounds nuw float, ptr %434, i64 %444
  %4191 = tail call i64 @llvm.smin.i64(i64 %4188, i64 8)
  %4192 = trunc i64 %4191 to i32
  %4193 = insertelement <8 x i32> poison, i32 %4192, i64 0
  %4194 = shufflevector <8 x i32> %4193, <8 x i32> poison, <8 x i32> zeroinitializer
  %4195 = icmp sgt <8 x i32> %4194, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %61, label %4260, label %4255

4196:                                             ; preds = %4183, %4209
  %4197 = phi i64 [ %4210, %4209 ], [ 0, %4183 ]
  %4198 = mul nsw i64 %4197, %14
  %4199 = add i64 %437, %4198
  %4200 = icmp sgt i64 %4199, -1
  %4201 = icmp slt i64 %4199, %6
  %4202 = and i1 %4200, %4201
  %4203 = select i1 %4202, i64 %4199, i64 0
  %4204 = mul nsw i64 %4203, %7
  %4205 = getelementptr inbounds float, ptr %421, i64 %4204
  br i1 %58, label %4206, label %4209

4206:                                             ; preds = %4196
  %4207 = mul nuw nsw i64 %4197, %11
  %4208 = getelementptr inbounds nuw float, ptr %423, i64 %4207
  br label %4212

4209:                                             ; preds = %4220, %4196
  %4210 = add nuw nsw i64 %4197, 1
  %4211 = icmp eq i64 %4210, %10
  br i1 %4211, label %4184, label %4196

4212:                                             ; preds = %4206, %4220
  %4213 = phi i64 [ 0, %4206 ], [ %4221, %4220 ]
  %4214 = getelementptr inbounds nuw float, ptr %4208, i64 %4213
  %4215 = load float, ptr %4214, align 1
  %4216 = insertelement <8 x float> poison, float %4215, i64 0
  %4217 = shufflevector <8 x float> %4216, <8 x float> poison, <8 x i32> zeroinitializer
  %4218 = mul nsw i64 %4213, %15
  %4219 = sub i64 %4218, %17
  br label %4223

4220:                                             ; preds = %4223
  %4221 = add nuw nsw i64 %4213, 1
  %4222 = icmp eq i64 %4221, %11
  br i1 %4222, label %4209, label %4212

4223:                                             ; preds = %4212, %4223
  %4224 = phi i64 [ 0, %4212 ], [ %4253, %4223 ]
  %4225 = shl nuw nsw i64 %4224, 3
  %4226 = or disjoint i64 %444, %4225
  %4227 = sub nsw i64 %9, %4226
  %4228 = add i64 %4219, %4226
  %4229 = icmp slt i64 %4228, 0
  %4230 = sub nsw i64 0, %4228
  %4231 = select i1 %4229, i64 %4230, i64 0
  %4232 = sub nsw i64 %7, %4228
  %4233 = tail call i64 @llvm.smin.i64(i64 %4232, i64 %4227)
  %4234 = tail call i64 @llvm.smin.i64(i64 %4233, i64 8)
  %4235 = icmp sgt i64 %4234, %4231
  %4236 = select i1 %4202, i1 %4235, i1 false
  %4237 = getelementptr inbounds float, ptr %4205, i64 %4228
  %4238 = trunc i64 %4231 to i32
  %4239 = select i1 %4236, i32 %4238, i32 0
  %4240 = insertelement <8 x i32> poison, i32 %4239, i64 0
  %4241 = shufflevector <8 x i32> %4240, <8 x i32> poison, <8 x i32> zeroinitializer
  %4242 = icmp slt <8 x i32> %4241, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4243 = trunc i64 %4234 to i32
  %4244 = select i1 %4236, i32 %4243, i32 0
  %4245 = insertelement <8 x i32> poison, i32 %4244, i64 0
  %4246 = shufflevector <8 x i32> %4245, <8 x i32> poison, <8 x i32> zeroinitializer
  %4247 = icmp sgt <8 x i32> %4246, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4248 = and <8 x i1> %4247, %4242
  %4249 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4237, <8 x i1> %4248, <8 x float> zeroinitializer)
  %4250 = getelementptr inbounds nuw <8 x float>, ptr %32, i64 %4224
  %4251 = load <8 x float>, ptr %4250, align 32
  %4252 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4249, <8 x float> %4217, <8 x float> %4251)
  store <8 x float> %4252, ptr %4250, align 32
  %4253 = add nuw nsw i64 %4224, 1
  %4254 = icmp eq i64 %4253, 6
  br i1 %4254, label %4220, label %4223

4255:                                             ; preds = %4186
  %4256 = load float, ptr %424, align 1
  %4257 = insertelement <8 x float> poison, float %4256, i64 0
  %4258 = shufflevector <8 x float> %4257, <8 x float> poison, <8 x i32> zeroinitializer
  %4259 = fadd <8 x float> %4187, %4258
  br label %4260

4260:                                             ; preds = %4255, %4186
  %4261 = phi <8 x float> [ %4259, %4255 ], [ %4187, %4186 ]
  %4262 = select i1 %438, ptr null, ptr %4190
  switch i64 %212, label %557 [
    i64 1, label %4263
    i64 2, label %4266
    i64 3, label %4273
    i64 0, label %4318
  ]

4263:                                             ; preds = %4260
  %4264 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4262, <8 x i1> %4195, <8 x float> zeroinitializer)
  %4265 = fadd <8 x float> %4261, %4264
  br label %4280

4266:                                             ; preds = %4260
  %4267 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %4261)
  %4268 = bitcast <8 x float> %4261 to <8 x i32>
  %4269 = or <8 x i32> %4268, %60
  %4270 = bitcast <8 x i32> %4269 to <8 x float>
  %4271 = fcmp oeq <8 x float> %4261, %49
  %4272 = select <8 x i1> %4271, <8 x float> %4270, <8 x float> %4267
  br label %4280

4273:                                             ; preds = %4260
  %4274 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %4261)
  %4275 = bitcast <8 x float> %4261 to <8 x i32>
  %4276 = and <8 x i32> %4275, %59
  %4277 = bitcast <8 x i32> %4276 to <8 x float>
  %4278 = fcmp oeq <8 x float> %4261, %46
  %4279 = select <8 x i1> %4278, <8 x float> %4277, <8 x float> %4274
  br label %4280

4280:                                             ; preds = %4273, %4266, %4263
  %4281 = phi <8 x float> [ %4265, %4263 ], [ %4272, %4266 ], [ %4279, %4273 ]
  switch i64 %214, label %557 [
    i64 1, label %4296
    i64 2, label %4289
    i64 3, label %4282
    i64 0, label %4318
  ]

4282:                                             ; preds = %4280
  %4283 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %4281)
  %4284 = bitcast <8 x float> %4281 to <8 x i32>
  %4285 = and <8 x i32> %4284, %59
  %4286 = bitcast <8 x i32> %4285 to <8 x float>
  %4287 = fcmp oeq <8 x float> %4281, %46
  %4288 = select <8 x i1> %4287, <8 x float> %4286, <8 x float> %4283
  br label %4299

4289:                                             ; preds = %4280
  %4290 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %4281)
  %4291 = bitcast <8 x float> %4281 to <8 x i32>
  %4292 = or <8 x i32> %4291, %60
  %4293 = bitcast <8 x i32> %4292 to <8 x float>
  %4294 = fcmp oeq <8 x float> %4281, %49
  %4295 = select <8 x i1> %4294, <8 x float> %4293, <8 x float> %4290
  br label %4299

4296:                                             ; preds = %4280
  %4297 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4262, <8 x i1> %4195, <8 x float> zeroinitializer)
  %4298 = fadd <8 x float> %4281, %4297
  br label %4299

4299:                                             ; preds = %4296, %4289, %4282
  %4300 = phi <8 x float> [ %4298, %4296 ], [ %4295, %4289 ], [ %4288, %4282 ]
  switch i64 %216, label %557 [
    i64 1, label %4315
    i64 2, label %4308
    i64 3, label %4301
    i64 0, label %4318
  ]

4301:                                             ; preds = %4299
  %4302 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %4300)
  %4303 = bitcast <8 x float> %4300 to <8 x i32>
  %4304 = and <8 x i32> %4303, %59
  %4305 = bitcast <8 x i32> %4304 to <8 x float>
  %4306 = fcmp oeq <8 x float> %4300, %46
  %4307 = select <8 x i1> %4306, <8 x float> %4305, <8 x float> %4302
  br label %4318

4308:                                             ; preds = %4299
  %4309 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %4300)
  %4310 = bitcast <8 x float> %4300 to <8 x i32>
  %4311 = or <8 x i32> %4310, %60
  %4312 = bitcast <8 x i32> %4311 to <8 x float>
  %4313 = fcmp oeq <8 x float> %4300, %49
  %4314 = select <8 x i1> %4313, <8 x float> %4312, <8 x float> %4309
  br label %4318

4315:                                             ; preds = %4299
  %4316 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4262, <8 x i1> %4195, <8 x float> zeroinitializer)
  %4317 = fadd <8 x float> %4300, %4316
  br label %4318

4318:                                             ; preds = %4301, %4308, %4315, %4299, %4280, %4260
  %4319 = phi <8 x float> [ %4300, %4299 ], [ %4261, %4260 ], [ %4281, %4280 ], [ %4317, %4315 ], [ %4314, %4308 ], [ %4307, %4301 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4319, ptr align 1 %4189, <8 x i1> %4195)
  %4320 = add i64 %4188, -8
  %4321 = tail call i64 @llvm.smin.i64(i64 %4320, i64 8)
  %4322 = trunc i64 %4321 to i32
  %4323 = insertelement <8 x i32> poison, i32 %4322, i64 0
  %4324 = shufflevector <8 x i32> %4323, <8 x i32> poison, <8 x i32> zeroinitializer
  %4325 = icmp sgt <8 x i32> %4324, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4326 = load <8 x float>, ptr %217, align 32
  br i1 %61, label %4332, label %4327

4327:                                             ; preds = %4318
  %4328 = load float, ptr %424, align 1
  %4329 = insertelement <8 x float> poison, float %4328, i64 0
  %4330 = shufflevector <8 x float> %4329, <8 x float> poison, <8 x i32> zeroinitializer
  %4331 = fadd <8 x float> %4326, %4330
  br label %4332

4332:                                             ; preds = %4327, %4318
  %4333 = phi <8 x float> [ %4331, %4327 ], [ %4326, %4318 ]
  %4334 = getelementptr inbounds nuw i8, ptr %4189, i64 32
  %4335 = getelementptr inbounds nuw i8, ptr %4190, i64 32
  %4336 = select i1 %438, ptr null, ptr %4335
  switch i64 %212, label %557 [
    i64 1, label %4351
    i64 2, label %4344
    i64 3, label %4337
    i64 0, label %4392
  ]

4337:                                             ; preds = %4332
  %4338 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %4333)
  %4339 = bitcast <8 x float> %4333 to <8 x i32>
  %4340 = and <8 x i32> %4339, %59
  %4341 = bitcast <8 x i32> %4340 to <8 x float>
  %4342 = fcmp oeq <8 x float> %4333, %46
  %4343 = select <8 x i1> %4342, <8 x float> %4341, <8 x float> %4338
  br label %4354

4344:                                             ; preds = %4332
  %4345 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %4333)
  %4346 = bitcast <8 x float> %4333 to <8 x i32>
  %4347 = or <8 x i32> %4346, %60
  %4348 = bitcast <8 x i32> %4347 to <8 x float>
  %4349 = fcmp oeq <8 x float> %4333, %49
  %4350 = select <8 x i1> %4349, <8 x float> %4348, <8 x float> %4345
  br label %4354

4351:                                             ; preds = %4332
  %4352 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4336, <8 x i1> %4325, <8 x float> zeroinitializer)
  %4353 = fadd <8 x float> %4333, %4352
  br label %4354

4354:                                             ; preds = %4351, %4344, %4337
  %4355 = phi <8 x float> [ %4353, %4351 ], [ %4350, %4344 ], [ %4343, %4337 ]
  switch i64 %219, label %557 [
    i64 1, label %4370
    i64 2, label %4363
    i64 3, label %4356
    i64 0, label %4392
  ]

4356:                                             ; preds = %4354
  %4357 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %4355)
  %4358 = bitcast <8 x float> %4355 to <8 x i32>
  %4359 = and <8 x i32> %4358, %59
  %4360 = bitcast <8 x i32> %4359 to <8 x float>
  %4361 = fcmp oeq <8 x float> %4355, %46
  %4362 = select <8 x i1> %4361, <8 x float> %4360, <8 x float> %4357
  br label %4373

4363:                                             ; preds = %4354
  %4364 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %4355)
  %4365 = bitcast <8 x float> %4355 to <8 x i32>
  %4366 = or <8 x i32> %4365, %60
  %4367 = bitcast <8 x i32> %4366 to <8 x float>
  %4368 = fcmp oeq <8 x float> %4355, %49
  %4369 = select <8 x i1> %4368, <8 x float> %4367, <8 x float> %4364
  br label %4373

4370:                                             ; preds = %4354
  %4371 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4336, <8 x i1> %4325, <8 x float> zeroinitializer)
  %4372 = fadd <8 x float> %4355, %4371
  br label %4373

4373:                                             ; preds = %4370, %4363, %4356
  %4374 = phi <8 x float> [ %4372, %4370 ], [ %4369, %4363 ], [ %4362, %4356 ]
  switch i64 %221, label %557 [
    i64 1, label %4389
    i64 2, label %4382
    i64 3, label %4375
    i64 0, label %4392
  ]

4375:                                             ; preds = %4373
  %4376 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %4374)
  %4377 = bitcast <8 x float> %4374 to <8 x i32>
  %4378 = and <8 x i32> %4377, %59
  %4379 = bitcast <8 x i32> %4378 to <8 x float>
  %4380 = fcmp oeq <8 x float> %4374, %46
  %4381 = select <8 x i1> %4380, <8 x float> %4379, <8 x float> %4376
  br label %4392

4382:                                             ; preds = %4373
  %4383 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %4374)
  %4384 = bitcast <8 x float> %4374 to <8 x i32>
  %4385 = or <8 x i32> %4384, %60
  %4386 = bitcast <8 x i32> %4385 to <8 x float>
  %4387 = fcmp oeq <8 x float> %4374, %49
  %4388 = select <8 x i1> %4387, <8 x float> %4386, <8 x float> %4383
  br label %4392

4389:                                             ; preds = %4373
  %4390 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4336, <8 x i1> %4325, <8 x float> zeroinitializer)
  %4391 = fadd <8 x float> %4374, %4390
  br label %4392

4392:                                             ; preds = %4375, %4382, %4389, %4373, %4354, %4332
  %4393 = phi <8 x float> [ %4374, %4373 ], [ %4333, %4332 ], [ %4355, %4354 ], [ %4391, %4389 ], [ %4388, %4382 ], [ %4381, %4375 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4393, ptr nonnull align 1 %4334, <8 x i1> %4325)
  %4394 = add i64 %4188, -16
  %4395 = tail call i64 @llvm.smin.i64(i64 %4394, i64 8)
  %4396 = trunc i64 %4395 to i32
  %4397 = insertelement <8 x i32> poison, i32 %4396, i64 0
  %4398 = shufflevector <8 x i32> %4397, <8 x i32> poison, <8 x i32> zeroinitializer
  %4399 = icmp sgt <8 x i32> %4398, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4400 = load <8 x float>, ptr %222, align 32
  br i1 %61, label %4406, label %4401

4401:                                             ; preds = %4392
  %4402 = load float, ptr %424, align 1
  %4403 = insertelement <8 x float> poison, float %4402, i64 0
  %4404 = shufflevector <8 x float> %4403, <8 x float> poison, <8 x i32> zeroinitializer
  %4405 = fadd <8 x float> %4400, %4404
  br label %4406

4406:                                             ; preds = %4401, %4392
  %4407 = phi <8 x float> [ %4405, %4401 ], [ %4400, %4392 ]
  %4408 = getelementptr inbounds nuw i8, ptr %4189, i64 64
  %4409 = getelementptr inbounds nuw i8, ptr %4190, i64 64
  %4410 = select i1 %438, ptr null, ptr %4409
  switch i64 %212, label %557 [
    i64 1, label %4425
    i64 2, label %4418
    i64 3, label %4411
    i64 0, label %4466
  ]

4411:                                             ; preds = %4406
  %4412 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %4407)
  %4413 = bitcast <8 x float> %4407 to <8 x i32>
  %4414 = and <8 x i32> %4413, %59
  %4415 = bitcast <8 x i32> %4414 to <8 x float>
  %4416 = fcmp oeq <8 x float> %4407, %46
  %4417 = select <8 x i1> %4416, <8 x float> %4415, <8 x float> %4412
  br label %4428

4418:                                             ; preds = %4406
  %4419 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %4407)
  %4420 = bitcast <8 x float> %4407 to <8 x i32>
  %4421 = or <8 x i32> %4420, %60
  %4422 = bitcast <8 x i32> %4421 to <8 x float>
  %4423 = fcmp oeq <8 x float> %4407, %49
  %4424 = select <8 x i1> %4423, <8 x float> %4422, <8 x float> %4419
  br label %4428

4425:                                             ; preds = %4406
  %4426 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4410, <8 x i1> %4399, <8 x float> zeroinitializer)
  %4427 = fadd <8 x float> %4407, %4426
  br label %4428

4428:                                             ; preds = %4425, %4418, %4411
  %4429 = phi <8 x float> [ %4427, %4425 ], [ %4424, %4418 ], [ %4417, %4411 ]
  switch i64 %224, label %557 [
    i64 1, label %4444
    i64 2, label %4437
    i64 3, label %4430
    i64 0, label %4466
  ]

4430:                                             ; preds = %4428
  %4431 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %4429)
  %4432 = bitcast <8 x float> %4429 to <8 x i32>
  %4433 = and <8 x i32> %4432, %59
  %4434 = bitcast <8 x i32> %4433 to <8 x float>
  %4435 = fcmp oeq <8 x float> %4429, %46
  %4436 = select <8 x i1> %4435, <8 x float> %4434, <8 x float> %4431
  br label %4447

4437:                                             ; preds = %4428
  %4438 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %4429)
  %4439 = bitcast <8 x float> %4429 to <8 x i32>
  %4440 = or <8 x i32> %4439, %60
  %4441 = bitcast <8 x i32> %4440 to <8 x float>
  %4442 = fcmp oeq <8 x float> %4429, %49
  %4443 = select <8 x i1> %4442, <8 x float> %4441, <8 x float> %4438
  br label %4447

4444:                                             ; preds = %4428
  %4445 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4410, <8 x i1> %4399, <8 x float> zeroinitializer)
  %4446 = fadd <8 x float> %4429, %4445
  br label %4447

4447:                                             ; preds = %4444, %4437, %4430
  %4448 = phi <8 x float> [ %4446, %4444 ], [ %4443, %4437 ], [ %4436, %4430 ]
  switch i64 %226, label %557 [
    i64 1, label %4463
    i64 2, label %4456
    i64 3, label %4449
    i64 0, label %4466
  ]

4449:                                             ; preds = %4447
  %4450 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %4448)
  %4451 = bitcast <8 x float> %4448 to <8 x i32>
  %4452 = and <8 x i32> %4451, %59
  %4453 = bitcast <8 x i32> %4452 to <8 x float>
  %4454 = fcmp oeq <8 x float> %4448, %46
  %4455 = select <8 x i1> %4454, <8 x float> %4453, <8 x float> %4450
  br label %4466

4456:                                             ; preds = %4447
  %4457 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %4448)
  %4458 = bitcast <8 x float> %4448 to <8 x i32>
  %4459 = or <8 x i32> %4458, %60
  %4460 = bitcast <8 x i32> %4459 to <8 x float>
  %4461 = fcmp oeq <8 x float> %4448, %49
  %4462 = select <8 x i1> %4461, <8 x float> %4460, <8 x float> %4457
  br label %4466

4463:                                             ; preds = %4447
  %4464 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4410, <8 x i1> %4399, <8 x float> zeroinitializer)
  %4465 = fadd <8 x float> %4448, %4464
  br label %4466

4466:                                             ; preds = %4449, %4456, %4463, %4447, %4428, %4406
  %4467 = phi <8 x float> [ %4448, %4447 ], [ %4407, %4406 ], [ %4429, %4428 ], [ %4465, %4463 ], [ %4462, %4456 ], [ %4455, %4449 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4467, ptr nonnull align 1 %4408, <8 x i1> %4399)
  %4468 = add i64 %4188, -24
  %4469 = tail call i64 @llvm.smin.i64(i64 %4468, i64 8)
  %4470 = trunc i64 %4469 to i32
  %4471 = insertelement <8 x i32> poison, i32 %4470, i64 0
  %4472 = shufflevector <8 x i32> %4471, <8 x i32> poison, <8 x i32> zeroinitializer
  %4473 = icmp sgt <8 x i32> %4472, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4474 = load <8 x float>, ptr %227, align 32
  br i1 %61, label %4480, label %4475

4475:                                             ; preds = %4466
  %4476 = load float, ptr %424, align 1
  %4477 = insertelement <8 x float> poison, float %4476, i64 0
  %4478 = shufflevector <8 x float> %4477, <8 x float> poison, <8 x i32> zeroinitializer
  %4479 = fadd <8 x float> %4474, %4478
  br label %4480

4480:                                             ; preds = %4475, %4466
  %4481 = phi <8 x float> [ %4479, %4475 ], [ %4474, %4466 ]
  %4482 = getelementptr inbounds nuw i8, ptr %4189, i64 96
  %4483 = getelementptr inbounds nuw i8, ptr %4190, i64 96
  %4484 = select i1 %438, ptr null, ptr %4483
  switch i64 %212, label %557 [
    i64 1, label %4499
    i64 2, label %4492
    i64 3, label %4485
    i64 0, label %4540
  ]

4485:                                             ; preds = %4480
  %4486 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %4481)
  %4487 = bitcast <8 x float> %4481 to <8 x i32>
  %4488 = and <8 x i32> %4487, %59
  %4489 = bitcast <8 x i32> %4488 to <8 x float>
  %4490 = fcmp oeq <8 x float> %4481, %46
  %4491 = select <8 x i1> %4490, <8 x float> %4489, <8 x float> %4486
  br label %4502

4492:                                             ; preds = %4480
  %4493 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %4481)
  %4494 = bitcast <8 x float> %4481 to <8 x i32>
  %4495 = or <8 x i32> %4494, %60
  %4496 = bitcast <8 x i32> %4495 to <8 x float>
  %4497 = fcmp oeq <8 x float> %4481, %49
  %4498 = select <8 x i1> %4497, <8 x float> %4496, <8 x float> %4493
  br label %4502

4499:                                             ; preds = %4480
  %4500 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4484, <8 x i1> %4473, <8 x float> zeroinitializer)
  %4501 = fadd <8 x float> %4481, %4500
  br label %4502

4502:                                             ; preds = %4499, %4492, %4485
  %4503 = phi <8 x float> [ %4501, %4499 ], [ %4498, %4492 ], [ %4491, %4485 ]
  switch i64 %229, label %557 [
    i64 1, label %4518
    i64 2, label %4511
    i64 3, label %4504
    i64 0, label %4540
  ]

4504:                                             ; preds = %4502
  %4505 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %4503)
  %4506 = bitcast <8 x float> %4503 to <8 x i32>
  %4507 = and <8 x i32> %4506, %59
  %4508 = bitcast <8 x i32> %4507 to <8 x float>
  %4509 = fcmp oeq <8 x float> %4503, %46
  %4510 = select <8 x i1> %4509, <8 x float> %4508, <8 x float> %4505
  br label %4521

4511:                                             ; preds = %4502
  %4512 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %4503)
  %4513 = bitcast <8 x float> %4503 to <8 x i32>
  %4514 = or <8 x i32> %4513, %60
  %4515 = bitcast <8 x i32> %4514 to <8 x float>
  %4516 = fcmp oeq <8 x float> %4503, %49
  %4517 = select <8 x i1> %4516, <8 x float> %4515, <8 x float> %4512
  br label %4521

4518:                                             ; preds = %4502
  %4519 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4484, <8 x i1> %4473, <8 x float> zeroinitializer)
  %4520 = fadd <8 x float> %4503, %4519
  br label %4521

4521:                                             ; preds = %4518, %4511, %4504
  %4522 = phi <8 x float> [ %4520, %4518 ], [ %4517, %4511 ], [ %4510, %4504 ]
  switch i64 %231, label %557 [
    i64 1, label %4537
    i64 2, label %4530
    i64 3, label %4523
    i64 0, label %4540
  ]

4523:                                             ; preds = %4521
  %4524 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %4522)
  %4525 = bitcast <8 x float> %4522 to <8 x i32>
  %4526 = and <8 x i32> %4525, %59
  %4527 = bitcast <8 x i32> %4526 to <8 x float>
  %4528 = fcmp oeq <8 x float> %4522, %46
  %4529 = select <8 x i1> %4528, <8 x float> %4527, <8 x float> %4524
  br label %4540

4530:                                             ; preds = %4521
  %4531 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %4522)
  %4532 = bitcast <8 x float> %4522 to <8 x i32>
  %4533 = or <8 x i32> %4532, %60
  %4534 = bitcast <8 x i32> %4533 to <8 x float>
  %4535 = fcmp oeq <8 x float> %4522, %49
  %4536 = select <8 x i1> %4535, <8 x float> %4534, <8 x float> %4531
  br label %4540

4537:                                             ; preds = %4521
  %4538 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4484, <8 x i1> %4473, <8 x float> zeroinitializer)
  %4539 = fadd <8 x float> %4522, %4538
  br label %4540

4540:                                             ; preds = %4523, %4530, %4537, %4521, %4502, %4480
  %4541 = phi <8 x float> [ %4522, %4521 ], [ %4481, %4480 ], [ %4503, %4502 ], [ %4539, %4537 ], [ %4536, %4530 ], [ %4529, %4523 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4541, ptr nonnull align 1 %4482, <8 x i1> %4473)
  %4542 = add i64 %4188, -32
  %4543 = tail call i64 @llvm.smin.i64(i64 %4542, i64 8)
  %4544 = trunc i64 %4543 to i32
  %4545 = insertelement <8 x i32> poison, i32 %4544, i64 0
  %4546 = shufflevector <8 x i32> %4545, <8 x i32> poison, <8 x i32> zeroinitializer
  %4547 = icmp sgt <8 x i32> %4546, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4548 = load <8 x float>, ptr %232, align 32
  br i1 %61, label %4554, label %4549

4549:                                             ; preds = %4540
  %4550 = load float, ptr %424, align 1
  %4551 = insertelement <8 x float> poison, float %4550, i64 0
  %4552 = shufflevector <8 x float> %4551, <8 x float> poison, <8 x i32> zeroinitializer
  %4553 = fadd <8 x float> %4548, %4552
  br label %4554

4554:                                             ; preds = %4549, %4540
  %4555 = phi <8 x float> [ %4553, %4549 ], [ %4548, %4540 ]
  %4556 = getelementptr inbounds nuw i8, ptr %4189, i64 128
  %4557 = getelementptr inbounds nuw i8, ptr %4190, i64 128
  %4558 = select i1 %438, ptr null, ptr %4557
  switch i64 %212, label %557 [
    i64 1, label %4573
    i64 2, label %4566
    i64 3, label %4559
    i64 0, label %4614
  ]

4559:                                             ; preds = %4554
  %4560 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %4555)
  %4561 = bitcast <8 x float> %4555 to <8 x i32>
  %4562 = and <8 x i32> %4561, %59
  %4563 = bitcast <8 x i32> %4562 to <8 x float>
  %4564 = fcmp oeq <8 x float> %4555, %46
  %4565 = select <8 x i1> %4564, <8 x float> %4563, <8 x float> %4560
  br label %4576

4566:                                             ; preds = %4554
  %4567 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %4555)
  %4568 = bitcast <8 x float> %4555 to <8 x i32>
  %4569 = or <8 x i32> %4568, %60
  %4570 = bitcast <8 x i32> %4569 to <8 x float>
  %4571 = fcmp oeq <8 x float> %4555, %49
  %4572 = select <8 x i1> %4571, <8 x float> %4570, <8 x float> %4567
  br label %4576

4573:                                             ; preds = %4554
  %4574 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4558, <8 x i1> %4547, <8 x float> zeroinitializer)
  %4575 = fadd <8 x float> %4555, %4574
  br label %4576

4576:                                             ; preds = %4573, %4566, %4559
  %4577 = phi <8 x float> [ %4575, %4573 ], [ %4572, %4566 ], [ %4565, %4559 ]
  switch i64 %234, label %557 [
    i64 1, label %4592
    i64 2, label %4585
    i64 3, label %4578
    i64 0, label %4614
  ]

4578:                                             ; preds = %4576
  %4579 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %4577)
  %4580 = bitcast <8 x float> %4577 to <8 x i32>
  %4581 = and <8 x i32> %4580, %59
  %4582 = bitcast <8 x i32> %4581 to <8 x float>
  %4583 = fcmp oeq <8 x float> %4577, %46
  %4584 = select <8 x i1> %4583, <8 x float> %4582, <8 x float> %4579
  br label %4595

4585:                                             ; preds = %4576
  %4586 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %4577)
  %4587 = bitcast <8 x float> %4577 to <8 x i32>
  %4588 = or <8 x i32> %4587, %60
  %4589 = bitcast <8 x i32> %4588 to <8 x float>
  %4590 = fcmp oeq <8 x float> %4577, %49
  %4591 = select <8 x i1> %4590, <8 x float> %4589, <8 x float> %4586
  br label %4595

4592:                                             ; preds = %4576
  %4593 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4558, <8 x i1> %4547, <8 x float> zeroinitializer)
  %4594 = fadd <8 x float> %4577, %4593
  br label %4595

4595:                                             ; preds = %4592, %4585, %4578
  %4596 = phi <8 x float> [ %4594, %4592 ], [ %4591, %4585 ], [ %4584, %4578 ]
  switch i64 %236, label %557 [
    i64 1, label %4611
    i64 2, label %4604
    i64 3, label %4597
    i64 0, label %4614
  ]

4597:                                             ; preds = %4595
  %4598 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %4596)
  %4599 = bitcast <8 x float> %4596 to <8 x i32>
  %4600 = and <8 x i32> %4599, %59
  %4601 = bitcast <8 x i32> %4600 to <8 x float>
  %4602 = fcmp oeq <8 x float> %4596, %46
  %4603 = select <8 x i1> %4602, <8 x float> %4601, <8 x float> %4598
  br label %4614

4604:                                             ; preds = %4595
  %4605 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %4596)
  %4606 = bitcast <8 x float> %4596 to <8 x i32>
  %4607 = or <8 x i32> %4606, %60
  %4608 = bitcast <8 x i32> %4607 to <8 x float>
  %4609 = fcmp oeq <8 x float> %4596, %49
  %4610 = select <8 x i1> %4609, <8 x float> %4608, <8 x float> %4605
  br label %4614

4611:                                             ; preds = %4595
  %4612 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4558, <8 x i1> %4547, <8 x float> zeroinitializer)
  %4613 = fadd <8 x float> %4596, %4612
  br label %4614

4614:                                             ; preds = %4597, %4604, %4611, %4595, %4576, %4554
  %4615 = phi <8 x float> [ %4596, %4595 ], [ %4555, %4554 ], [ %4577, %4576 ], [ %4613, %4611 ], [ %4610, %4604 ], [ %4603, %4597 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4615, ptr nonnull align 1 %4556, <8 x i1> %4547)
  %4616 = add i64 %4188, -40
  %4617 = tail call i64 @llvm.smin.i64(i64 %4616, i64 8)
  %4618 = trunc i64 %4617 to i32
  %4619 = insertelement <8 x i32> poison, i32 %4618, i64 0
  %4620 = shufflevector <8 x i32> %4619, <8 x i32> poison, <8 x i32> zeroinitializer
  %4621 = icmp sgt <8 x i32> %4620, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4622 = load <8 x float>, ptr %237, align 32
  br i1 %61, label %4628, label %4623

4623:                                             ; preds = %4614
  %4624 = load float, ptr %424, align 1
  %4625 = insertelement <8 x float> poison, float %4624, i64 0
  %4626 = shufflevector <8 x float> %4625, <8 x float> poison, <8 x i32> zeroinitializer
  %4627 = fadd <8 x float> %4622, %4626
  br label %4628

4628:                                             ; preds = %4623, %4614
  %4629 = phi <8 x float> [ %4627, %4623 ], [ %4622, %4614 ]
  %4630 = getelementptr inbounds nuw i8, ptr %4189, i64 160
  %4631 = getelementptr inbounds nuw i8, ptr %4190, i64 160
  %4632 = select i1 %438, ptr null, ptr %4631
  switch i64 %212, label %557 [
    i64 1, label %4647
    i64 2, label %4640
    i64 3, label %4633
    i64 0, label %4688
  ]

4633:                                             ; preds = %4628
  %4634 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %4629)
  %4635 = bitcast <8 x float> %4629 to <8 x i32>
  %4636 = and <8 x i32> %4635, %59
  %4637 = bitcast <8 x i32> %4636 to <8 x float>
  %4638 = fcmp oeq <8 x float> %4629, %46
  %4639 = select <8 x i1> %4638, <8 x float> %4637, <8 x float> %4634
  br label %4650

4640:                                             ; preds = %4628
  %4641 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %4629)
  %4642 = bitcast <8 x float> %4629 to <8 x i32>
  %4643 = or <8 x i32> %4642, %60
  %4644 = bitcast <8 x i32> %4643 to <8 x float>
  %4645 = fcmp oeq <8 x float> %4629, %49
  %4646 = select <8 x i1> %4645, <8 x float> %4644, <8 x float> %4641
  br label %4650

4647:                                             ; preds = %4628
  %4648 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4632, <8 x i1> %4621, <8 x float> zeroinitializer)
  %4649 = fadd <8 x float> %4629, %4648
  br label %4650

4650:                                             ; preds = %4647, %4640, %4633
  %4651 = phi <8 x float> [ %4649, %4647 ], [ %4646, %4640 ], [ %4639, %4633 ]
  switch i64 %239, label %557 [
    i64 1, label %4666
    i64 2, label %4659
    i64 3, label %4652
    i64 0, label %4688
  ]

4652:                                             ; preds = %4650
  %4653 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %4651)
  %4654 = bitcast <8 x float> %4651 to <8 x i32>
  %4655 = and <8 x i32> %4654, %59
  %4656 = bitcast <8 x i32> %4655 to <8 x float>
  %4657 = fcmp oeq <8 x float> %4651, %46
  %4658 = select <8 x i1> %4657, <8 x float> %4656, <8 x float> %4653
  br label %4669

4659:                                             ; preds = %4650
  %4660 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %4651)
  %4661 = bitcast <8 x float> %4651 to <8 x i32>
  %4662 = or <8 x i32> %4661, %60
  %4663 = bitcast <8 x i32> %4662 to <8 x float>
  %4664 = fcmp oeq <8 x float> %4651, %49
  %4665 = select <8 x i1> %4664, <8 x float> %4663, <8 x float> %4660
  br label %4669

4666:                                             ; preds = %4650
  %4667 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4632, <8 x i1> %4621, <8 x float> zeroinitializer)
  %4668 = fadd <8 x float> %4651, %4667
  br label %4669

4669:                                             ; preds = %4666, %4659, %4652
  %4670 = phi <8 x float> [ %4668, %4666 ], [ %4665, %4659 ], [ %4658, %4652 ]
  switch i64 %241, label %557 [
    i64 1, label %4685
    i64 2, label %4678
    i64 3, label %4671
    i64 0, label %4688
  ]

4671:                                             ; preds = %4669
  %4672 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %4670)
  %4673 = bitcast <8 x float> %4670 to <8 x i32>
  %4674 = and <8 x i32> %4673, %59
  %4675 = bitcast <8 x i32> %4674 to <8 x float>
  %4676 = fcmp oeq <8 x float> %4670, %46
  %4677 = select <8 x i1> %4676, <8 x float> %4675, <8 x float> %4672
  br label %4688

4678:                                             ; preds = %4669
  %4679 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %4670)
  %4680 = bitcast <8 x float> %4670 to <8 x i32>
  %4681 = or <8 x i32> %4680, %60
  %4682 = bitcast <8 x i32> %4681 to <8 x float>
  %4683 = fcmp oeq <8 x float> %4670, %49
  %4684 = select <8 x i1> %4683, <8 x float> %4682, <8 x float> %4679
  br label %4688

4685:                                             ; preds = %4669
  %4686 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4632, <8 x i1> %4621, <8 x float> zeroinitializer)
  %4687 = fadd <8 x float> %4670, %4686
  br label %4688

4688:                                             ; preds = %4671, %4678, %4685, %4669, %4650, %4628
  %4689 = phi <8 x float> [ %4670, %4669 ], [ %4629, %4628 ], [ %4651, %4650 ], [ %4687, %4685 ], [ %4684, %4678 ], [ %4677, %4671 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4689, ptr nonnull align 1 %4630, <8 x i1> %4621)
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  br label %7198

4690:                                             ; preds = %442
  br i1 %50, label %4691, label %5289

4691:                                             ; preds = %4690
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(224) %33, i8 0, i64 224, i1 false)
  br i1 %57, label %4704, label %4694

4692:                                             ; preds = %4717
  %4693 = load <8 x float>, ptr %33, align 32
  br label %4694

4694:                                             ; preds = %4692, %4691
  %4695 = phi <8 x float> [ %4693, %4692 ], [ zeroinitializer, %4691 ]
  %4696 = add i64 %443, %9
  %4697 = getelementptr inbounds nuw float, ptr %430, i64 %444
  %4698 = getelementptr inbounds nuw float, ptr %434, i64 %444
  %4699 = tail call i64 @llvm.smin.i64(i64 %4696, i64 8)
  %4700 = trunc i64 %4699 to i32
  %4701 = insertelement <8 x i32> poison, i32 %4700, i64 0
  %4702 = shufflevector <8 x i32> %4701, <8 x i32> poison, <8 x i32> zeroinitializer
  %4703 = icmp sgt <8 x i32> %4702, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %61, label %4785, label %4780

4704:                                             ; preds = %4691, %4717
  %4705 = phi i64 [ %4718, %4717 ], [ 0, %4691 ]
  %4706 = mul nsw i64 %4705, %14
  %4707 = add i64 %437, %4706
  %4708 = icmp sgt i64 %4707, -1
  %4709 = icmp slt i64 %4707, %6
  %4710 = and i1 %4708, %4709
  %4711 = select i1 %4710, i64 %4707, i64 0
  %4712 = mul nsw i64 %4711, %7
  %4713 = getelementptr inbounds float, ptr %421, i64 %4712
  br i1 %58, label %4714, label %4717

4714:                                             ; preds = %4704
  %4715 = mul nuw nsw i64 %4705, %11
  %4716 = getelementptr inbounds nuw float, ptr %423, i64 %4715
  br label %4720

4717:                                             ; preds = %4728, %4704
  %4718 = add nuw nsw i64 %4705, 1
  %4719 = icmp eq i64 %4718, %10
  br i1 %4719, label %4692, label %4704

4720:                                             ; preds = %4714, %4728
  %4721 = phi i64 [ 0, %4714 ], [ %4729, %4728 ]
  %4722 = getelementptr inbounds nuw float, ptr %4716, i64 %4721
  %4723 = load float, ptr %4722, align 1
  %4724 = insertelement <8 x float> poison, float %4723, i64 0
  %4725 = shufflevector <8 x float> %4724, <8 x float> poison, <8 x i32> zeroinitializer
  %4726 = mul nsw i64 %4721, %15
  %4727 = sub i64 %4726, %17
  br label %4731

4728:                                             ; preds = %4731
  %4729 = add nuw nsw i64 %4721, 1
  %4730 = icmp eq i64 %4729, %11
  br i1 %4730, label %4717, label %4720

4731:                                             ; preds = %4720, %4731
  %4732 = phi i64 [ 0, %4720 ], [ %4778, %4731 ]
  %4733 = shl nuw nsw i64 %4732, 3
  %4734 = or disjoint i64 %444, %4733
  %4735 = sub nsw i64 %9, %4734
  %4736 = shl nuw nsw i64 %4734, 1
  %4737 = add i64 %4727, %4736
  %4738 = icmp slt i64 %4737, 0
  %4739 = sub nsw i64 0, %4737
  %4740 = select i1 %4738, i64 %4739, i64 0
  %4741 = sub nsw i64 %7, %4737
  %4742 = shl nsw i64 %4735, 1
  %4743 = add nsw i64 %4742, -1
  %4744 = tail call i64 @llvm.smin.i64(i64 %4741, i64 %4743)
  %4745 = tail call i64 @llvm.smin.i64(i64 %4744, i64 16)
  %4746 = icmp sgt i64 %4745, %4740
  %4747 = select i1 %4710, i1 %4746, i1 false
  %4748 = select i1 %4747, i64 %4740, i64 0
  %4749 = select i1 %4747, i64 %4745, i64 0
  %4750 = getelementptr inbounds float, ptr %4713, i64 %4737
  %4751 = trunc i64 %4748 to i32
  %4752 = icmp sgt i64 %4749, %4748
  %4753 = trunc i64 %4749 to i32
  %4754 = select i1 %4752, i32 %4753, i32 0
  %4755 = insertelement <8 x i32> poison, i32 %4751, i64 0
  %4756 = shufflevector <8 x i32> %4755, <8 x i32> poison, <8 x i32> zeroinitializer
  %4757 = icmp slt <8 x i32> %4756, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4758 = insertelement <8 x i32> poison, i32 %4754, i64 0
  %4759 = shufflevector <8 x i32> %4758, <8 x i32> poison, <8 x i32> zeroinitializer
  %4760 = icmp sgt <8 x i32> %4759, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4761 = and <8 x i1> %4757, %4760
  %4762 = add nsw i32 %4751, -8
  %4763 = insertelement <8 x i32> poison, i32 %4762, i64 0
  %4764 = shufflevector <8 x i32> %4763, <8 x i32> poison, <8 x i32> zeroinitializer
  %4765 = icmp slt <8 x i32> %4764, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %4766 = add nsw i32 %4754, -8
  %4767 = insertelement <8 x i32> poison, i32 %4766, i64 0
  %4768 = shufflevector <8 x i32> %4767, <8 x i32> poison, <8 x i32> zeroinitializer
  %4769 = icmp sgt <8 x i32> %4768, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4770 = and <8 x i1> %4765, %4769
  %4771 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr readonly align 1 %4750, <8 x i1> %4761, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %4772 = getelementptr inbounds nuw i8, ptr %4750, i64 32
  %4773 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull readonly align 1 %4772, <8 x i1> %4770, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %4774 = shufflevector <8 x float> %4771, <8 x float> %4773, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %4775 = getelementptr inbounds nuw <8 x float>, ptr %33, i64 %4732
  %4776 = load <8 x float>, ptr %4775, align 32
  %4777 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %4774, <8 x float> %4725, <8 x float> %4776)
  store <8 x float> %4777, ptr %4775, align 32
  %4778 = add nuw nsw i64 %4732, 1
  %4779 = icmp eq i64 %4778, 7
  br i1 %4779, label %4728, label %4731

4780:                                             ; preds = %4694
  %4781 = load float, ptr %424, align 1
  %4782 = insertelement <8 x float> poison, float %4781, i64 0
  %4783 = shufflevector <8 x float> %4782, <8 x float> poison, <8 x i32> zeroinitializer
  %4784 = fadd <8 x float> %4695, %4783
  br label %4785

4785:                                             ; preds = %4780, %4694
  %4786 = phi <8 x float> [ %4784, %4780 ], [ %4695, %4694 ]
  %4787 = select i1 %438, ptr null, ptr %4698
  switch i64 %177, label %557 [
    i64 1, label %4788
    i64 2, label %4791
    i64 3, label %4798
    i64 0, label %4843
  ]

4788:                                             ; preds = %4785
  %4789 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4787, <8 x i1> %4703, <8 x float> zeroinitializer)
  %4790 = fadd <8 x float> %4786, %4789
  br label %4805

4791:                                             ; preds = %4785
  %4792 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %4786)
  %4793 = bitcast <8 x float> %4786 to <8 x i32>
  %4794 = or <8 x i32> %4793, %60
  %4795 = bitcast <8 x i32> %4794 to <8 x float>
  %4796 = fcmp oeq <8 x float> %4786, %49
  %4797 = select <8 x i1> %4796, <8 x float> %4795, <8 x float> %4792
  br label %4805

4798:                                             ; preds = %4785
  %4799 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %4786)
  %4800 = bitcast <8 x float> %4786 to <8 x i32>
  %4801 = and <8 x i32> %4800, %59
  %4802 = bitcast <8 x i32> %4801 to <8 x float>
  %4803 = fcmp oeq <8 x float> %4786, %46
  %4804 = select <8 x i1> %4803, <8 x float> %4802, <8 x float> %4799
  br label %4805

4805:                                             ; preds = %4798, %4791, %4788
  %4806 = phi <8 x float> [ %4790, %4788 ], [ %4797, %4791 ], [ %4804, %4798 ]
  switch i64 %179, label %557 [
    i64 1, label %4821
    i64 2, label %4814
    i64 3, label %4807
    i64 0, label %4843
  ]

4807:                                             ; preds = %4805
  %4808 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %4806)
  %4809 = bitcast <8 x float> %4806 to <8 x i32>
  %4810 = and <8 x i32> %4809, %59
  %4811 = bitcast <8 x i32> %4810 to <8 x float>
  %4812 = fcmp oeq <8 x float> %4806, %46
  %4813 = select <8 x i1> %4812, <8 x float> %4811, <8 x float> %4808
  br label %4824

4814:                                             ; preds = %4805
  %4815 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %4806)
  %4816 = bitcast <8 x float> %4806 to <8 x i32>
  %4817 = or <8 x i32> %4816, %60
  %4818 = bitcast <8 x i32> %4817 to <8 x float>
  %4819 = fcmp oeq <8 x float> %4806, %49
  %4820 = select <8 x i1> %4819, <8 x float> %4818, <8 x float> %4815
  br label %4824

4821:                                             ; preds = %4805
  %4822 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4787, <8 x i1> %4703, <8 x float> zeroinitializer)
  %4823 = fadd <8 x float> %4806, %4822
  br label %4824

4824:                                             ; preds = %4821, %4814, %4807
  %4825 = phi <8 x float> [ %4823, %4821 ], [ %4820, %4814 ], [ %4813, %4807 ]
  switch i64 %181, label %557 [
    i64 1, label %4840
    i64 2, label %4833
    i64 3, label %4826
    i64 0, label %4843
  ]

4826:                                             ; preds = %4824
  %4827 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %4825)
  %4828 = bitcast <8 x float> %4825 to <8 x i32>
  %4829 = and <8 x i32> %4828, %59
  %4830 = bitcast <8 x i32> %4829 to <8 x float>
  %4831 = fcmp oeq <8 x float> %4825, %46
  %4832 = select <8 x i1> %4831, <8 x float> %4830, <8 x float> %4827
  br label %4843

4833:                                             ; preds = %4824
  %4834 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %4825)
  %4835 = bitcast <8 x float> %4825 to <8 x i32>
  %4836 = or <8 x i32> %4835, %60
  %4837 = bitcast <8 x i32> %4836 to <8 x float>
  %4838 = fcmp oeq <8 x float> %4825, %49
  %4839 = select <8 x i1> %4838, <8 x float> %4837, <8 x float> %4834
  br label %4843

4840:                                             ; preds = %4824
  %4841 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4787, <8 x i1> %4703, <8 x float> zeroinitializer)
  %4842 = fadd <8 x float> %4825, %4841
  br label %4843

4843:                                             ; preds = %4826, %4833, %4840, %4824, %4805, %4785
  %4844 = phi <8 x float> [ %4825, %4824 ], [ %4786, %4785 ], [ %4806, %4805 ], [ %4842, %4840 ], [ %4839, %4833 ], [ %4832, %4826 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4844, ptr align 1 %4697, <8 x i1> %4703)
  %4845 = add i64 %4696, -8
  %4846 = tail call i64 @llvm.smin.i64(i64 %4845, i64 8)
  %4847 = trunc i64 %4846 to i32
  %4848 = insertelement <8 x i32> poison, i32 %4847, i64 0
  %4849 = shufflevector <8 x i32> %4848, <8 x i32> poison, <8 x i32> zeroinitializer
  %4850 = icmp sgt <8 x i32> %4849, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4851 = load <8 x float>, ptr %182, align 32
  br i1 %61, label %4857, label %4852

4852:                                             ; preds = %4843
  %4853 = load float, ptr %424, align 1
  %4854 = insertelement <8 x float> poison, float %4853, i64 0
  %4855 = shufflevector <8 x float> %4854, <8 x float> poison, <8 x i32> zeroinitializer
  %4856 = fadd <8 x float> %4851, %4855
  br label %4857

4857:                                             ; preds = %4852, %4843
  %4858 = phi <8 x float> [ %4856, %4852 ], [ %4851, %4843 ]
  %4859 = getelementptr inbounds nuw i8, ptr %4697, i64 32
  %4860 = getelementptr inbounds nuw i8, ptr %4698, i64 32
  %4861 = select i1 %438, ptr null, ptr %4860
  switch i64 %177, label %557 [
    i64 1, label %4876
    i64 2, label %4869
    i64 3, label %4862
    i64 0, label %4917
  ]

4862:                                             ; preds = %4857
  %4863 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %4858)
  %4864 = bitcast <8 x float> %4858 to <8 x i32>
  %4865 = and <8 x i32> %4864, %59
  %4866 = bitcast <8 x i32> %4865 to <8 x float>
  %4867 = fcmp oeq <8 x float> %4858, %46
  %4868 = select <8 x i1> %4867, <8 x float> %4866, <8 x float> %4863
  br label %4879

4869:                                             ; preds = %4857
  %4870 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %4858)
  %4871 = bitcast <8 x float> %4858 to <8 x i32>
  %4872 = or <8 x i32> %4871, %60
  %4873 = bitcast <8 x i32> %4872 to <8 x float>
  %4874 = fcmp oeq <8 x float> %4858, %49
  %4875 = select <8 x i1> %4874, <8 x float> %4873, <8 x float> %4870
  br label %4879

4876:                                             ; preds = %4857
  %4877 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4861, <8 x i1> %4850, <8 x float> zeroinitializer)
  %4878 = fadd <8 x float> %4858, %4877
  br label %4879

4879:                                             ; preds = %4876, %4869, %4862
  %4880 = phi <8 x float> [ %4878, %4876 ], [ %4875, %4869 ], [ %4868, %4862 ]
  switch i64 %184, label %557 [
    i64 1, label %4895
    i64 2, label %4888
    i64 3, label %4881
    i64 0, label %4917
  ]

4881:                                             ; preds = %4879
  %4882 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %4880)
  %4883 = bitcast <8 x float> %4880 to <8 x i32>
  %4884 = and <8 x i32> %4883, %59
  %4885 = bitcast <8 x i32> %4884 to <8 x float>
  %4886 = fcmp oeq <8 x float> %4880, %46
  %4887 = select <8 x i1> %4886, <8 x float> %4885, <8 x float> %4882
  br label %4898

4888:                                             ; preds = %4879
  %4889 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %4880)
  %4890 = bitcast <8 x float> %4880 to <8 x i32>
  %4891 = or <8 x i32> %4890, %60
  %4892 = bitcast <8 x i32> %4891 to <8 x float>
  %4893 = fcmp oeq <8 x float> %4880, %49
  %4894 = select <8 x i1> %4893, <8 x float> %4892, <8 x float> %4889
  br label %4898

4895:                                             ; preds = %4879
  %4896 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4861, <8 x i1> %4850, <8 x float> zeroinitializer)
  %4897 = fadd <8 x float> %4880, %4896
  br label %4898

4898:                                             ; preds = %4895, %4888, %4881
  %4899 = phi <8 x float> [ %4897, %4895 ], [ %4894, %4888 ], [ %4887, %4881 ]
  switch i64 %186, label %557 [
    i64 1, label %4914
    i64 2, label %4907
    i64 3, label %4900
    i64 0, label %4917
  ]

4900:                                             ; preds = %4898
  %4901 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %4899)
  %4902 = bitcast <8 x float> %4899 to <8 x i32>
  %4903 = and <8 x i32> %4902, %59
  %4904 = bitcast <8 x i32> %4903 to <8 x float>
  %4905 = fcmp oeq <8 x float> %4899, %46
  %4906 = select <8 x i1> %4905, <8 x float> %4904, <8 x float> %4901
  br label %4917

4907:                                             ; preds = %4898
  %4908 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %4899)
  %4909 = bitcast <8 x float> %4899 to <8 x i32>
  %4910 = or <8 x i32> %4909, %60
  %4911 = bitcast <8 x i32> %4910 to <8 x float>
  %4912 = fcmp oeq <8 x float> %4899, %49
  %4913 = select <8 x i1> %4912, <8 x float> %4911, <8 x float> %4908
  br label %4917

4914:                                             ; preds = %4898
  %4915 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4861, <8 x i1> %4850, <8 x float> zeroinitializer)
  %4916 = fadd <8 x float> %4899, %4915
  br label %4917

4917:                                             ; preds = %4900, %4907, %4914, %4898, %4879, %4857
  %4918 = phi <8 x float> [ %4899, %4898 ], [ %4858, %4857 ], [ %4880, %4879 ], [ %4916, %4914 ], [ %4913, %4907 ], [ %4906, %4900 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4918, ptr nonnull align 1 %4859, <8 x i1> %4850)
  %4919 = add i64 %4696, -16
  %4920 = tail call i64 @llvm.smin.i64(i64 %4919, i64 8)
  %4921 = trunc i64 %4920 to i32
  %4922 = insertelement <8 x i32> poison, i32 %4921, i64 0
  %4923 = shufflevector <8 x i32> %4922, <8 x i32> poison, <8 x i32> zeroinitializer
  %4924 = icmp sgt <8 x i32> %4923, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4925 = load <8 x float>, ptr %187, align 32
  br i1 %61, label %4931, label %4926

4926:                                             ; preds = %4917
  %4927 = load float, ptr %424, align 1
  %4928 = insertelement <8 x float> poison, float %4927, i64 0
  %4929 = shufflevector <8 x float> %4928, <8 x float> poison, <8 x i32> zeroinitializer
  %4930 = fadd <8 x float> %4925, %4929
  br label %4931

4931:                                             ; preds = %4926, %4917
  %4932 = phi <8 x float> [ %4930, %4926 ], [ %4925, %4917 ]
  %4933 = getelementptr inbounds nuw i8, ptr %4697, i64 64
  %4934 = getelementptr inbounds nuw i8, ptr %4698, i64 64
  %4935 = select i1 %438, ptr null, ptr %4934
  switch i64 %177, label %557 [
    i64 1, label %4950
    i64 2, label %4943
    i64 3, label %4936
    i64 0, label %4991
  ]

4936:                                             ; preds = %4931
  %4937 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %4932)
  %4938 = bitcast <8 x float> %4932 to <8 x i32>
  %4939 = and <8 x i32> %4938, %59
  %4940 = bitcast <8 x i32> %4939 to <8 x float>
  %4941 = fcmp oeq <8 x float> %4932, %46
  %4942 = select <8 x i1> %4941, <8 x float> %4940, <8 x float> %4937
  br label %4953

4943:                                             ; preds = %4931
  %4944 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %4932)
  %4945 = bitcast <8 x float> %4932 to <8 x i32>
  %4946 = or <8 x i32> %4945, %60
  %4947 = bitcast <8 x i32> %4946 to <8 x float>
  %4948 = fcmp oeq <8 x float> %4932, %49
  %4949 = select <8 x i1> %4948, <8 x float> %4947, <8 x float> %4944
  br label %4953

4950:                                             ; preds = %4931
  %4951 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4935, <8 x i1> %4924, <8 x float> zeroinitializer)
  %4952 = fadd <8 x float> %4932, %4951
  br label %4953

4953:                                             ; preds = %4950, %4943, %4936
  %4954 = phi <8 x float> [ %4952, %4950 ], [ %4949, %4943 ], [ %4942, %4936 ]
  switch i64 %189, label %557 [
    i64 1, label %4969
    i64 2, label %4962
    i64 3, label %4955
    i64 0, label %4991
  ]

4955:                                             ; preds = %4953
  %4956 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %4954)
  %4957 = bitcast <8 x float> %4954 to <8 x i32>
  %4958 = and <8 x i32> %4957, %59
  %4959 = bitcast <8 x i32> %4958 to <8 x float>
  %4960 = fcmp oeq <8 x float> %4954, %46
  %4961 = select <8 x i1> %4960, <8 x float> %4959, <8 x float> %4956
  br label %4972

4962:                                             ; preds = %4953
  %4963 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %4954)
  %4964 = bitcast <8 x float> %4954 to <8 x i32>
  %4965 = or <8 x i32> %4964, %60
  %4966 = bitcast <8 x i32> %4965 to <8 x float>
  %4967 = fcmp oeq <8 x float> %4954, %49
  %4968 = select <8 x i1> %4967, <8 x float> %4966, <8 x float> %4963
  br label %4972

4969:                                             ; preds = %4953
  %4970 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4935, <8 x i1> %4924, <8 x float> zeroinitializer)
  %4971 = fadd <8 x float> %4954, %4970
  br label %4972

4972:                                             ; preds = %4969, %4962, %4955
  %4973 = phi <8 x float> [ %4971, %4969 ], [ %4968, %4962 ], [ %4961, %4955 ]
  switch i64 %191, label %557 [
    i64 1, label %4988
    i64 2, label %4981
    i64 3, label %4974
    i64 0, label %4991
  ]

4974:                                             ; preds = %4972
  %4975 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %4973)
  %4976 = bitcast <8 x float> %4973 to <8 x i32>
  %4977 = and <8 x i32> %4976, %59
  %4978 = bitcast <8 x i32> %4977 to <8 x float>
  %4979 = fcmp oeq <8 x float> %4973, %46
  %4980 = select <8 x i1> %4979, <8 x float> %4978, <8 x float> %4975
  br label %4991

4981:                                             ; preds = %4972
  %4982 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %4973)
  %4983 = bitcast <8 x float> %4973 to <8 x i32>
  %4984 = or <8 x i32> %4983, %60
  %4985 = bitcast <8 x i32> %4984 to <8 x float>
  %4986 = fcmp oeq <8 x float> %4973, %49
  %4987 = select <8 x i1> %4986, <8 x float> %4985, <8 x float> %4982
  br label %4991

4988:                                             ; preds = %4972
  %4989 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %4935, <8 x i1> %4924, <8 x float> zeroinitializer)
  %4990 = fadd <8 x float> %4973, %4989
  br label %4991

4991:                                             ; preds = %4974, %4981, %4988, %4972, %4953, %4931
  %4992 = phi <8 x float> [ %4973, %4972 ], [ %4932, %4931 ], [ %4954, %4953 ], [ %4990, %4988 ], [ %4987, %4981 ], [ %4980, %4974 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %4992, ptr nonnull align 1 %4933, <8 x i1> %4924)
  %4993 = add i64 %4696, -24
  %4994 = tail call i64 @llvm.smin.i64(i64 %4993, i64 8)
  %4995 = trunc i64 %4994 to i32
  %4996 = insertelement <8 x i32> poison, i32 %4995, i64 0
  %4997 = shufflevector <8 x i32> %4996, <8 x i32> poison, <8 x i32> zeroinitializer
  %4998 = icmp sgt <8 x i32> %4997, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %4999 = load <8 x float>, ptr %192, align 32
  br i1 %61, label %5005, label %5000

5000:                                             ; preds = %4991
  %5001 = load float, ptr %424, align 1
  %5002 = insertelement <8 x float> poison, float %5001, i64 0
  %5003 = shufflevector <8 x float> %5002, <8 x float> poison, <8 x i32> zeroinitializer
  %5004 = fadd <8 x float> %4999, %5003
  br label %5005

5005:                                             ; preds = %5000, %4991
  %5006 = phi <8 x float> [ %5004, %5000 ], [ %4999, %4991 ]
  %5007 = getelementptr inbounds nuw i8, ptr %4697, i64 96
  %5008 = getelementptr inbounds nuw i8, ptr %4698, i64 96
  %5009 = select i1 %438, ptr null, ptr %5008
  switch i64 %177, label %557 [
    i64 1, label %5024
    i64 2, label %5017
    i64 3, label %5010
    i64 0, label %5065
  ]

5010:                                             ; preds = %5005
  %5011 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %5006)
  %5012 = bitcast <8 x float> %5006 to <8 x i32>
  %5013 = and <8 x i32> %5012, %59
  %5014 = bitcast <8 x i32> %5013 to <8 x float>
  %5015 = fcmp oeq <8 x float> %5006, %46
  %5016 = select <8 x i1> %5015, <8 x float> %5014, <8 x float> %5011
  br label %5027

5017:                                             ; preds = %5005
  %5018 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %5006)
  %5019 = bitcast <8 x float> %5006 to <8 x i32>
  %5020 = or <8 x i32> %5019, %60
  %5021 = bitcast <8 x i32> %5020 to <8 x float>
  %5022 = fcmp oeq <8 x float> %5006, %49
  %5023 = select <8 x i1> %5022, <8 x float> %5021, <8 x float> %5018
  br label %5027

5024:                                             ; preds = %5005
  %5025 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5009, <8 x i1> %4998, <8 x float> zeroinitializer)
  %5026 = fadd <8 x float> %5006, %5025
  br label %5027

5027:                                             ; preds = %5024, %5017, %5010
  %5028 = phi <8 x float> [ %5026, %5024 ], [ %5023, %5017 ], [ %5016, %5010 ]
  switch i64 %194, label %557 [
    i64 1, label %5043
    i64 2, label %5036
    i64 3, label %5029
    i64 0, label %5065
  ]

5029:                                             ; preds = %5027
  %5030 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %5028)
  %5031 = bitcast <8 x float> %5028 to <8 x i32>
  %5032 = and <8 x i32> %5031, %59
  %5033 = bitcast <8 x i32> %5032 to <8 x float>
  %5034 = fcmp oeq <8 x float> %5028, %46
  %5035 = select <8 x i1> %5034, <8 x float> %5033, <8 x float> %5030
  br label %5046

5036:                                             ; preds = %5027
  %5037 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %5028)
  %5038 = bitcast <8 x float> %5028 to <8 x i32>
  %5039 = or <8 x i32> %5038, %60
  %5040 = bitcast <8 x i32> %5039 to <8 x float>
  %5041 = fcmp oeq <8 x float> %5028, %49
  %5042 = select <8 x i1> %5041, <8 x float> %5040, <8 x float> %5037
  br label %5046

5043:                                             ; preds = %5027
  %5044 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5009, <8 x i1> %4998, <8 x float> zeroinitializer)
  %5045 = fadd <8 x float> %5028, %5044
  br label %5046

5046:                                             ; preds = %5043, %5036, %5029
  %5047 = phi <8 x float> [ %5045, %5043 ], [ %5042, %5036 ], [ %5035, %5029 ]
  switch i64 %196, label %557 [
    i64 1, label %5062
    i64 2, label %5055
    i64 3, label %5048
    i64 0, label %5065
  ]

5048:                                             ; preds = %5046
  %5049 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %5047)
  %5050 = bitcast <8 x float> %5047 to <8 x i32>
  %5051 = and <8 x i32> %5050, %59
  %5052 = bitcast <8 x i32> %5051 to <8 x float>
  %5053 = fcmp oeq <8 x float> %5047, %46
  %5054 = select <8 x i1> %5053, <8 x float> %5052, <8 x float> %5049
  br label %5065

5055:                                             ; preds = %5046
  %5056 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %5047)
  %5057 = bitcast <8 x float> %5047 to <8 x i32>
  %5058 = or <8 x i32> %5057, %60
  %5059 = bitcast <8 x i32> %5058 to <8 x float>
  %5060 = fcmp oeq <8 x float> %5047, %49
  %5061 = select <8 x i1> %5060, <8 x float> %5059, <8 x float> %5056
  br label %5065

5062:                                             ; preds = %5046
  %5063 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5009, <8 x i1> %4998, <8 x float> zeroinitializer)
  %5064 = fadd <8 x float> %5047, %5063
  br label %5065

5065:                                             ; preds = %5048, %5055, %5062, %5046, %5027, %5005
  %5066 = phi <8 x float> [ %5047, %5046 ], [ %5006, %5005 ], [ %5028, %5027 ], [ %5064, %5062 ], [ %5061, %5055 ], [ %5054, %5048 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5066, ptr nonnull align 1 %5007, <8 x i1> %4998)
  %5067 = add i64 %4696, -32
  %5068 = tail call i64 @llvm.smin.i64(i64 %5067, i64 8)
  %5069 = trunc i64 %5068 to i32
  %5070 = insertelement <8 x i32> poison, i32 %5069, i64 0
  %5071 = shufflevector <8 x i32> %5070, <8 x i32> poison, <8 x i32> zeroinitializer
  %5072 = icmp sgt <8 x i32> %5071, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5073 = load <8 x float>, ptr %197, align 32
  br i1 %61, label %5079, label %5074

5074:                                             ; preds = %5065
  %5075 = load float, ptr %424, align 1
  %5076 = insertelement <8 x float> poison, float %5075, i64 0
  %5077 = shufflevector <8 x float> %5076, <8 x float> poison, <8 x i32> zeroinitializer
  %5078 = fadd <8 x float> %5073, %5077
  br label %5079

5079:                                             ; preds = %5074, %5065
  %5080 = phi <8 x float> [ %5078, %5074 ], [ %5073, %5065 ]
  %5081 = getelementptr inbounds nuw i8, ptr %4697, i64 128
  %5082 = getelementptr inbounds nuw i8, ptr %4698, i64 128
  %5083 = select i1 %438, ptr null, ptr %5082
  switch i64 %177, label %557 [
    i64 1, label %5098
    i64 2, label %5091
    i64 3, label %5084
    i64 0, label %5139
  ]

5084:                                             ; preds = %5079
  %5085 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %5080)
  %5086 = bitcast <8 x float> %5080 to <8 x i32>
  %5087 = and <8 x i32> %5086, %59
  %5088 = bitcast <8 x i32> %5087 to <8 x float>
  %5089 = fcmp oeq <8 x float> %5080, %46
  %5090 = select <8 x i1> %5089, <8 x float> %5088, <8 x float> %5085
  br label %5101

5091:                                             ; preds = %5079
  %5092 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %5080)
  %5093 = bitcast <8 x float> %5080 to <8 x i32>
  %5094 = or <8 x i32> %5093, %60
  %5095 = bitcast <8 x i32> %5094 to <8 x float>
  %5096 = fcmp oeq <8 x float> %5080, %49
  %5097 = select <8 x i1> %5096, <8 x float> %5095, <8 x float> %5092
  br label %5101

5098:                                             ; preds = %5079
  %5099 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5083, <8 x i1> %5072, <8 x float> zeroinitializer)
  %5100 = fadd <8 x float> %5080, %5099
  br label %5101

5101:                                             ; preds = %5098, %5091, %5084
  %5102 = phi <8 x float> [ %5100, %5098 ], [ %5097, %5091 ], [ %5090, %5084 ]
  switch i64 %199, label %557 [
    i64 1, label %5117
    i64 2, label %5110
    i64 3, label %5103
    i64 0, label %5139
  ]

5103:                                             ; preds = %5101
  %5104 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %5102)
  %5105 = bitcast <8 x float> %5102 to <8 x i32>
  %5106 = and <8 x i32> %5105, %59
  %5107 = bitcast <8 x i32> %5106 to <8 x float>
  %5108 = fcmp oeq <8 x float> %5102, %46
  %5109 = select <8 x i1> %5108, <8 x float> %5107, <8 x float> %5104
  br label %5120

5110:                                             ; preds = %5101
  %5111 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %5102)
  %5112 = bitcast <8 x float> %5102 to <8 x i32>
  %5113 = or <8 x i32> %5112, %60
  %5114 = bitcast <8 x i32> %5113 to <8 x float>
  %5115 = fcmp oeq <8 x float> %5102, %49
  %5116 = select <8 x i1> %5115, <8 x float> %5114, <8 x float> %5111
  br label %5120

5117:                                             ; preds = %5101
  %5118 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5083, <8 x i1> %5072, <8 x float> zeroinitializer)
  %5119 = fadd <8 x float> %5102, %5118
  br label %5120

5120:                                             ; preds = %5117, %5110, %5103
  %5121 = phi <8 x float> [ %5119, %5117 ], [ %5116, %5110 ], [ %5109, %5103 ]
  switch i64 %201, label %557 [
    i64 1, label %5136
    i64 2, label %5129
    i64 3, label %5122
    i64 0, label %5139
  ]

5122:                                             ; preds = %5120
  %5123 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %5121)
  %5124 = bitcast <8 x float> %5121 to <8 x i32>
  %5125 = and <8 x i32> %5124, %59
  %5126 = bitcast <8 x i32> %5125 to <8 x float>
  %5127 = fcmp oeq <8 x float> %5121, %46
  %5128 = select <8 x i1> %5127, <8 x float> %5126, <8 x float> %5123
  br label %5139

5129:                                             ; preds = %5120
  %5130 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %5121)
  %5131 = bitcast <8 x float> %5121 to <8 x i32>
  %5132 = or <8 x i32> %5131, %60
  %5133 = bitcast <8 x i32> %5132 to <8 x float>
  %5134 = fcmp oeq <8 x float> %5121, %49
  %5135 = select <8 x i1> %5134, <8 x float> %5133, <8 x float> %5130
  br label %5139

5136:                                             ; preds = %5120
  %5137 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5083, <8 x i1> %5072, <8 x float> zeroinitializer)
  %5138 = fadd <8 x float> %5121, %5137
  br label %5139

5139:                                             ; preds = %5122, %5129, %5136, %5120, %5101, %5079
  %5140 = phi <8 x float> [ %5121, %5120 ], [ %5080, %5079 ], [ %5102, %5101 ], [ %5138, %5136 ], [ %5135, %5129 ], [ %5128, %5122 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5140, ptr nonnull align 1 %5081, <8 x i1> %5072)
  %5141 = add i64 %4696, -40
  %5142 = tail call i64 @llvm.smin.i64(i64 %5141, i64 8)
  %5143 = trunc i64 %5142 to i32
  %5144 = insertelement <8 x i32> poison, i32 %5143, i64 0
  %5145 = shufflevector <8 x i32> %5144, <8 x i32> poison, <8 x i32> zeroinitializer
  %5146 = icmp sgt <8 x i32> %5145, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5147 = load <8 x float>, ptr %202, align 32
  br i1 %61, label %5153, label %5148

5148:                                             ; preds = %5139
  %5149 = load float, ptr %424, align 1
  %5150 = insertelement <8 x float> poison, float %5149, i64 0
  %5151 = shufflevector <8 x float> %5150, <8 x float> poison, <8 x i32> zeroinitializer
  %5152 = fadd <8 x float> %5147, %5151
  br label %5153

5153:                                             ; preds = %5148, %5139
  %5154 = phi <8 x float> [ %5152, %5148 ], [ %5147, %5139 ]
  %5155 = getelementptr inbounds nuw i8, ptr %4697, i64 160
  %5156 = getelementptr inbounds nuw i8, ptr %4698, i64 160
  %5157 = select i1 %438, ptr null, ptr %5156
  switch i64 %177, label %557 [
    i64 1, label %5172
    i64 2, label %5165
    i64 3, label %5158
    i64 0, label %5213
  ]

5158:                                             ; preds = %5153
  %5159 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %5154)
  %5160 = bitcast <8 x float> %5154 to <8 x i32>
  %5161 = and <8 x i32> %5160, %59
  %5162 = bitcast <8 x i32> %5161 to <8 x float>
  %5163 = fcmp oeq <8 x float> %5154, %46
  %5164 = select <8 x i1> %5163, <8 x float> %5162, <8 x float> %5159
  br label %5175

5165:                                             ; preds = %5153
  %5166 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %5154)
  %5167 = bitcast <8 x float> %5154 to <8 x i32>
  %5168 = or <8 x i32> %5167, %60
  %5169 = bitcast <8 x i32> %5168 to <8 x float>
  %5170 = fcmp oeq <8 x float> %5154, %49
  %5171 = select <8 x i1> %5170, <8 x float> %5169, <8 x float> %5166
  br label %5175

5172:                                             ; preds = %5153
  %5173 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5157, <8 x i1> %5146, <8 x float> zeroinitializer)
  %5174 = fadd <8 x float> %5154, %5173
  br label %5175

5175:                                             ; preds = %5172, %5165, %5158
  %5176 = phi <8 x float> [ %5174, %5172 ], [ %5171, %5165 ], [ %5164, %5158 ]
  switch i64 %204, label %557 [
    i64 1, label %5191
    i64 2, label %5184
    i64 3, label %5177
    i64 0, label %5213
  ]

5177:                                             ; preds = %5175
  %5178 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %5176)
  %5179 = bitcast <8 x float> %5176 to <8 x i32>
  %5180 = and <8 x i32> %5179, %59
  %5181 = bitcast <8 x i32> %5180 to <8 x float>
  %5182 = fcmp oeq <8 x float> %5176, %46
  %5183 = select <8 x i1> %5182, <8 x float> %5181, <8 x float> %5178
  br label %5194

5184:                                             ; preds = %5175
  %5185 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %5176)
  %5186 = bitcast <8 x float> %5176 to <8 x i32>
  %5187 = or <8 x i32> %5186, %60
  %5188 = bitcast <8 x i32> %5187 to <8 x float>
  %5189 = fcmp oeq <8 x float> %5176, %49
  %5190 = select <8 x i1> %5189, <8 x float> %5188, <8 x float> %5185
  br label %5194

5191:                                             ; preds = %5175
  %5192 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5157, <8 x i1> %5146, <8 x float> zeroinitializer)
  %5193 = fadd <8 x float> %5176, %5192
  br label %5194

5194:                                             ; preds = %5191, %5184, %5177
  %5195 = phi <8 x float> [ %5193, %5191 ], [ %5190, %5184 ], [ %5183, %5177 ]
  switch i64 %206, label %557 [
    i64 1, label %5210
    i64 2, label %5203
    i64 3, label %5196
    i64 0, label %5213
  ]

5196:                                             ; preds = %5194
  %5197 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %5195)
  %5198 = bitcast <8 x float> %5195 to <8 x i32>
  %5199 = and <8 x i32> %5198, %59
  %5200 = bitcast <8 x i32> %5199 to <8 x float>
  %5201 = fcmp oeq <8 x float> %5195, %46
  %5202 = select <8 x i1> %5201, <8 x float> %5200, <8 x float> %5197
  br label %5213

5203:                                             ; preds = %5194
  %5204 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %5195)
  %5205 = bitcast <8 x float> %5195 to <8 x i32>
  %5206 = or <8 x i32> %5205, %60
  %5207 = bitcast <8 x i32> %5206 to <8 x float>
  %5208 = fcmp oeq <8 x float> %5195, %49
  %5209 = select <8 x i1> %5208, <8 x float> %5207, <8 x float> %5204
  br label %5213

5210:                                             ; preds = %5194
  %5211 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5157, <8 x i1> %5146, <8 x float> zeroinitializer)
  %5212 = fadd <8 x float> %5195, %5211
  br label %5213

5213:                                             ; preds = %5196, %5203, %5210, %5194, %5175, %5153
  %5214 = phi <8 x float> [ %5195, %5194 ], [ %5154, %5153 ], [ %5176, %5175 ], [ %5212, %5210 ], [ %5209, %5203 ], [ %5202, %5196 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5214, ptr nonnull align 1 %5155, <8 x i1> %5146)
  %5215 = add i64 %4696, -48
  %5216 = tail call i64 @llvm.smin.i64(i64 %5215, i64 8)
  %5217 = trunc i64 %5216 to i32
  %5218 = insertelement <8 x i32> poison, i32 %5217, i64 0
  %5219 = shufflevector <8 x i32> %5218, <8 x i32> poison, <8 x i32> zeroinitializer
  %5220 = icmp sgt <8 x i32> %5219, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5221 = load <8 x float>, ptr %207, align 32
  br i1 %61, label %5227, label %5222

5222:                                             ; preds = %5213
  %5223 = load float, ptr %424, align 1
  %5224 = insertelement <8 x float> poison, float %5223, i64 0
  %5225 = shufflevector <8 x float> %5224, <8 x float> poison, <8 x i32> zeroinitializer
  %5226 = fadd <8 x float> %5221, %5225
  br label %5227

5227:                                             ; preds = %5222, %5213
  %5228 = phi <8 x float> [ %5226, %5222 ], [ %5221, %5213 ]
  %5229 = getelementptr inbounds nuw i8, ptr %4697, i64 192
  %5230 = getelementptr inbounds nuw i8, ptr %4698, i64 192
  %5231 = select i1 %438, ptr null, ptr %5230
  switch i64 %177, label %557 [
    i64 1, label %5246
    i64 2, label %5239
    i64 3, label %5232
    i64 0, label %5287
  ]

5232:                                             ; preds = %5227
  %5233 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %5228)
  %5234 = bitcast <8 x float> %5228 to <8 x i32>
  %5235 = and <8 x i32> %5234, %59
  %5236 = bitcast <8 x i32> %5235 to <8 x float>
  %5237 = fcmp oeq <8 x float> %5228, %46
  %5238 = select <8 x i1> %5237, <8 x float> %5236, <8 x float> %5233
  br label %5249

5239:                                             ; preds = %5227
  %5240 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %5228)
  %5241 = bitcast <8 x float> %5228 to <8 x i32>
  %5242 = or <8 x i32> %5241, %60
  %5243 = bitcast <8 x i32> %5242 to <8 x float>
  %5244 = fcmp oeq <8 x float> %5228, %49
  %5245 = select <8 x i1> %5244, <8 x float> %5243, <8 x float> %5240
  br label %5249

5246:                                             ; preds = %5227
  %5247 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5231, <8 x i1> %5220, <8 x float> zeroinitializer)
  %5248 = fadd <8 x float> %5228, %5247
  br label %5249

5249:                                             ; preds = %5246, %5239, %5232
  %5250 = phi <8 x float> [ %5248, %5246 ], [ %5245, %5239 ], [ %5238, %5232 ]
  switch i64 %209, label %557 [
    i64 1, label %5265
    i64 2, label %5258
    i64 3, label %5251
    i64 0, label %5287
  ]

5251:                                             ; preds = %5249
  %5252 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %5250)
  %5253 = bitcast <8 x float> %5250 to <8 x i32>
  %5254 = and <8 x i32> %5253, %59
  %5255 = bitcast <8 x i32> %5254 to <8 x float>
  %5256 = fcmp oeq <8 x float> %5250, %46
  %5257 = select <8 x i1> %5256, <8 x float> %5255, <8 x float> %5252
  br label %5268

5258:                                             ; preds = %5249
  %5259 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %5250)
  %5260 = bitcast <8 x float> %5250 to <8 x i32>
  %5261 = or <8 x i32> %5260, %60
  %5262 = bitcast <8 x i32> %5261 to <8 x float>
  %5263 = fcmp oeq <8 x float> %5250, %49
  %5264 = select <8 x i1> %5263, <8 x float> %5262, <8 x float> %5259
  br label %5268

5265:                                             ; preds = %5249
  %5266 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5231, <8 x i1> %5220, <8 x float> zeroinitializer)
  %5267 = fadd <8 x float> %5250, %5266
  br label %5268

5268:                                             ; preds = %5265, %5258, %5251
  %5269 = phi <8 x float> [ %5267, %5265 ], [ %5264, %5258 ], [ %5257, %5251 ]
  switch i64 %211, label %557 [
    i64 1, label %5284
    i64 2, label %5277
    i64 3, label %5270
    i64 0, label %5287
  ]

5270:                                             ; preds = %5268
  %5271 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %5269)
  %5272 = bitcast <8 x float> %5269 to <8 x i32>
  %5273 = and <8 x i32> %5272, %59
  %5274 = bitcast <8 x i32> %5273 to <8 x float>
  %5275 = fcmp oeq <8 x float> %5269, %46
  %5276 = select <8 x i1> %5275, <8 x float> %5274, <8 x float> %5271
  br label %5287

5277:                                             ; preds = %5268
  %5278 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %5269)
  %5279 = bitcast <8 x float> %5269 to <8 x i32>
  %5280 = or <8 x i32> %5279, %60
  %5281 = bitcast <8 x i32> %5280 to <8 x float>
  %5282 = fcmp oeq <8 x float> %5269, %49
  %5283 = select <8 x i1> %5282, <8 x float> %5281, <8 x float> %5278
  br label %5287

5284:                                             ; preds = %5268
  %5285 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5231, <8 x i1> %5220, <8 x float> zeroinitializer)
  %5286 = fadd <8 x float> %5269, %5285
  br label %5287

5287:                                             ; preds = %5270, %5277, %5284, %5268, %5249, %5227
  %5288 = phi <8 x float> [ %5269, %5268 ], [ %5228, %5227 ], [ %5250, %5249 ], [ %5286, %5284 ], [ %5283, %5277 ], [ %5276, %5270 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5288, ptr nonnull align 1 %5229, <8 x i1> %5220)
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  br label %7198

5289:                                             ; preds = %4690
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(224) %34, i8 0, i64 224, i1 false)
  br i1 %57, label %5302, label %5292

5290:                                             ; preds = %5315
  %5291 = load <8 x float>, ptr %34, align 32
  br label %5292

5292:                                             ; preds = %5290, %5289
  %5293 = phi <8 x float> [ %5291, %5290 ], [ zeroinitializer, %5289 ]
  %5294 = add i64 %443, %9
  %5295 = getelementptr inbounds nuw float, ptr %430, i64 %444
  %5296 = getelementptr inbounds nuw float, ptr %434, i64 %444
  %5297 = tail call i64 @llvm.smin.i64(i64 %5294, i64 8)
  %5298 = trunc i64 %5297 to i32
  %5299 = insertelement <8 x i32> poison, i32 %5298, i64 0
  %5300 = shufflevector <8 x i32> %5299, <8 x i32> poison, <8 x i32> zeroinitializer
  %5301 = icmp sgt <8 x i32> %5300, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %61, label %5366, label %5361

5302:                                             ; preds = %5289, %5315
  %5303 = phi i64 [ %5316, %5315 ], [ 0, %5289 ]
  %5304 = mul nsw i64 %5303, %14
  %5305 = add i64 %437, %5304
  %5306 = icmp sgt i64 %5305, -1
  %5307 = icmp slt i64 %5305, %6
  %5308 = and i1 %5306, %5307
  %5309 = select i1 %5308, i64 %5305, i64 0
  %5310 = mul nsw i64 %5309, %7
  %5311 = getelementptr inbounds float, ptr %421, i64 %5310
  br i1 %58, label %5312, label %5315

5312:                                             ; preds = %5302
  %5313 = mul nuw nsw i64 %5303, %11
  %5314 = getelementptr inbounds nuw float, ptr %423, i64 %5313
  br label %5318

5315:                                             ; preds = %5326, %5302
  %5316 = add nuw nsw i64 %5303, 1
  %5317 = icmp eq i64 %5316, %10
  br i1 %5317, label %5290, label %5302

5318:                                             ; preds = %5312, %5326
  %5319 = phi i64 [ 0, %5312 ], [ %5327, %5326 ]
  %5320 = getelementptr inbounds nuw float, ptr %5314, i64 %5319
  %5321 = load float, ptr %5320, align 1
  %5322 = insertelement <8 x float> poison, float %5321, i64 0
  %5323 = shufflevector <8 x float> %5322, <8 x float> poison, <8 x i32> zeroinitializer
  %5324 = mul nsw i64 %5319, %15
  %5325 = sub i64 %5324, %17
  br label %5329

5326:                                             ; preds = %5329
  %5327 = add nuw nsw i64 %5319, 1
  %5328 = icmp eq i64 %5327, %11
  br i1 %5328, label %5315, label %5318

5329:                                             ; preds = %5318, %5329
  %5330 = phi i64 [ 0, %5318 ], [ %5359, %5329 ]
  %5331 = shl nuw nsw i64 %5330, 3
  %5332 = or disjoint i64 %444, %5331
  %5333 = sub nsw i64 %9, %5332
  %5334 = add i64 %5325, %5332
  %5335 = icmp slt i64 %5334, 0
  %5336 = sub nsw i64 0, %5334
  %5337 = select i1 %5335, i64 %5336, i64 0
  %5338 = sub nsw i64 %7, %5334
  %5339 = tail call i64 @llvm.smin.i64(i64 %5338, i64 %5333)
  %5340 = tail call i64 @llvm.smin.i64(i64 %5339, i64 8)
  %5341 = icmp sgt i64 %5340, %5337
  %5342 = select i1 %5308, i1 %5341, i1 false
  %5343 = getelementptr inbounds float, ptr %5311, i64 %5334
  %5344 = trunc i64 %5337 to i32
  %5345 = select i1 %5342, i32 %5344, i32 0
  %5346 = insertelement <8 x i32> poison, i32 %5345, i64 0
  %5347 = shufflevector <8 x i32> %5346, <8 x i32> poison, <8 x i32> zeroinitializer
  %5348 = icmp slt <8 x i32> %5347, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %5349 = trunc i64 %5340 to i32
  %5350 = select i1 %5342, i32 %5349, i32 0
  %5351 = insertelement <8 x i32> poison, i32 %5350, i64 0
  %5352 = shufflevector <8 x i32> %5351, <8 x i32> poison, <8 x i32> zeroinitializer
  %5353 = icmp sgt <8 x i32> %5352, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5354 = and <8 x i1> %5353, %5348
  %5355 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5343, <8 x i1> %5354, <8 x float> zeroinitializer)
  %5356 = getelementptr inbounds nuw <8 x float>, ptr %34, i64 %5330
  %5357 = load <8 x float>, ptr %5356, align 32
  %5358 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5355, <8 x float> %5323, <8 x float> %5357)
  store <8 x float> %5358, ptr %5356, align 32
  %5359 = add nuw nsw i64 %5330, 1
  %5360 = icmp eq i64 %5359, 7
  br i1 %5360, label %5326, label %5329

5361:                                             ; preds = %5292
  %5362 = load float, ptr %424, align 1
  %5363 = insertelement <8 x float> poison, float %5362, i64 0
  %5364 = shufflevector <8 x float> %5363, <8 x float> poison, <8 x i32> zeroinitializer
  %5365 = fadd <8 x float> %5293, %5364
  br label %5366

5366:                                             ; preds = %5361, %5292
  %5367 = phi <8 x float> [ %5365, %5361 ], [ %5293, %5292 ]
  %5368 = select i1 %438, ptr null, ptr %5296
  switch i64 %142, label %557 [
    i64 1, label %5369
    i64 2, label %5372
    i64 3, label %5379
    i64 0, label %5424
  ]

5369:                                             ; preds = %5366
  %5370 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5368, <8 x i1> %5301, <8 x float> zeroinitializer)
  %5371 = fadd <8 x float> %5367, %5370
  br label %5386

5372:                                             ; preds = %5366
  %5373 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %5367)
  %5374 = bitcast <8 x float> %5367 to <8 x i32>
  %5375 = or <8 x i32> %5374, %60
  %5376 = bitcast <8 x i32> %5375 to <8 x float>
  %5377 = fcmp oeq <8 x float> %5367, %49
  %5378 = select <8 x i1> %5377, <8 x float> %5376, <8 x float> %5373
  br label %5386

5379:                                             ; preds = %5366
  %5380 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %5367)
  %5381 = bitcast <8 x float> %5367 to <8 x i32>
  %5382 = and <8 x i32> %5381, %59
  %5383 = bitcast <8 x i32> %5382 to <8 x float>
  %5384 = fcmp oeq <8 x float> %5367, %46
  %5385 = select <8 x i1> %5384, <8 x float> %5383, <8 x float> %5380
  br label %5386

5386:                                             ; preds = %5379, %5372, %5369
  %5387 = phi <8 x float> [ %5371, %5369 ], [ %5378, %5372 ], [ %5385, %5379 ]
  switch i64 %144, label %557 [
    i64 1, label %5402
    i64 2, label %5395
    i64 3, label %5388
    i64 0, label %5424
  ]

5388:                                             ; preds = %5386
  %5389 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %5387)
  %5390 = bitcast <8 x float> %5387 to <8 x i32>
  %5391 = and <8 x i32> %5390, %59
  %5392 = bitcast <8 x i32> %5391 to <8 x float>
  %5393 = fcmp oeq <8 x float> %5387, %46
  %5394 = select <8 x i1> %5393, <8 x float> %5392, <8 x float> %5389
  br label %5405

5395:                                             ; preds = %5386
  %5396 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %5387)
  %5397 = bitcast <8 x float> %5387 to <8 x i32>
  %5398 = or <8 x i32> %5397, %60
  %5399 = bitcast <8 x i32> %5398 to <8 x float>
  %5400 = fcmp oeq <8 x float> %5387, %49
  %5401 = select <8 x i1> %5400, <8 x float> %5399, <8 x float> %5396
  br label %5405

5402:                                             ; preds = %5386
  %5403 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5368, <8 x i1> %5301, <8 x float> zeroinitializer)
  %5404 = fadd <8 x float> %5387, %5403
  br label %5405

5405:                                             ; preds = %5402, %5395, %5388
  %5406 = phi <8 x float> [ %5404, %5402 ], [ %5401, %5395 ], [ %5394, %5388 ]
  switch i64 %146, label %557 [
    i64 1, label %5421
    i64 2, label %5414
    i64 3, label %5407
    i64 0, label %5424
  ]

5407:                                             ; preds = %5405
  %5408 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %5406)
  %5409 = bitcast <8 x float> %5406 to <8 x i32>
  %5410 = and <8 x i32> %5409, %59
  %5411 = bitcast <8 x i32> %5410 to <8 x float>
  %5412 = fcmp oeq <8 x float> %5406, %46
  %5413 = select <8 x i1> %5412, <8 x float> %5411, <8 x float> %5408
  br label %5424

5414:                                             ; preds = %5405
  %5415 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %5406)
  %5416 = bitcast <8 x float> %5406 to <8 x i32>
  %5417 = or <8 x i32> %5416, %60
  %5418 = bitcast <8 x i32> %5417 to <8 x float>
  %5419 = fcmp oeq <8 x float> %5406, %49
  %5420 = select <8 x i1> %5419, <8 x float> %5418, <8 x float> %5415
  br label %5424

5421:                                             ; preds = %5405
  %5422 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5368, <8 x i1> %5301, <8 x float> zeroinitializer)
  %5423 = fadd <8 x float> %5406, %5422
  br label %5424

5424:                                             ; preds = %5407, %5414, %5421, %5405, %5386, %5366
  %5425 = phi <8 x float> [ %5406, %5405 ], [ %5367, %5366 ], [ %5387, %5386 ], [ %5423, %5421 ], [ %5420, %5414 ], [ %5413, %5407 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5425, ptr align 1 %5295, <8 x i1> %5301)
  %5426 = add i64 %5294, -8
  %5427 = tail call i64 @llvm.smin.i64(i64 %5426, i64 8)
  %5428 = trunc i64 %5427 to i32
  %5429 = insertelement <8 x i32> poison, i32 %5428, i64 0
  %5430 = shufflevector <8 x i32> %5429, <8 x i32> poison, <8 x i32> zeroinitializer
  %5431 = icmp sgt <8 x i32> %5430, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5432 = load <8 x float>, ptr %147, align 32
  br i1 %61, label %5438, label %5433

5433:                                             ; preds = %5424
  %5434 = load float, ptr %424, align 1
  %5435 = insertelement <8 x float> poison, float %5434, i64 0
  %5436 = shufflevector <8 x float> %5435, <8 x float> poison, <8 x i32> zeroinitializer
  %5437 = fadd <8 x float> %5432, %5436
  br label %5438

5438:                                             ; preds = %5433, %5424
  %5439 = phi <8 x float> [ %5437, %5433 ], [ %5432, %5424 ]
  %5440 = getelementptr inbounds nuw i8, ptr %5295, i64 32
  %5441 = getelementptr inbounds nuw i8, ptr %5296, i64 32
  %5442 = select i1 %438, ptr null, ptr %5441
  switch i64 %142, label %557 [
    i64 1, label %5457
    i64 2, label %5450
    i64 3, label %5443
    i64 0, label %5498
  ]

5443:                                             ; preds = %5438
  %5444 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %5439)
  %5445 = bitcast <8 x float> %5439 to <8 x i32>
  %5446 = and <8 x i32> %5445, %59
  %5447 = bitcast <8 x i32> %5446 to <8 x float>
  %5448 = fcmp oeq <8 x float> %5439, %46
  %5449 = select <8 x i1> %5448, <8 x float> %5447, <8 x float> %5444
  br label %5460

5450:                                             ; preds = %5438
  %5451 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %5439)
  %5452 = bitcast <8 x float> %5439 to <8 x i32>
  %5453 = or <8 x i32> %5452, %60
  %5454 = bitcast <8 x i32> %5453 to <8 x float>
  %5455 = fcmp oeq <8 x float> %5439, %49
  %5456 = select <8 x i1> %5455, <8 x float> %5454, <8 x float> %5451
  br label %5460

5457:                                             ; preds = %5438
  %5458 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5442, <8 x i1> %5431, <8 x float> zeroinitializer)
  %5459 = fadd <8 x float> %5439, %5458
  br label %5460

5460:                                             ; preds = %5457, %5450, %5443
  %5461 = phi <8 x float> [ %5459, %5457 ], [ %5456, %5450 ], [ %5449, %5443 ]
  switch i64 %149, label %557 [
    i64 1, label %5476
    i64 2, label %5469
    i64 3, label %5462
    i64 0, label %5498
  ]

5462:                                             ; preds = %5460
  %5463 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %5461)
  %5464 = bitcast <8 x float> %5461 to <8 x i32>
  %5465 = and <8 x i32> %5464, %59
  %5466 = bitcast <8 x i32> %5465 to <8 x float>
  %5467 = fcmp oeq <8 x float> %5461, %46
  %5468 = select <8 x i1> %5467, <8 x float> %5466, <8 x float> %5463
  br label %5479

5469:                                             ; preds = %5460
  %5470 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %5461)
  %5471 = bitcast <8 x float> %5461 to <8 x i32>
  %5472 = or <8 x i32> %5471, %60
  %5473 = bitcast <8 x i32> %5472 to <8 x float>
  %5474 = fcmp oeq <8 x float> %5461, %49
  %5475 = select <8 x i1> %5474, <8 x float> %5473, <8 x float> %5470
  br label %5479

5476:                                             ; preds = %5460
  %5477 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5442, <8 x i1> %5431, <8 x float> zeroinitializer)
  %5478 = fadd <8 x float> %5461, %5477
  br label %5479

5479:                                             ; preds = %5476, %5469, %5462
  %5480 = phi <8 x float> [ %5478, %5476 ], [ %5475, %5469 ], [ %5468, %5462 ]
  switch i64 %151, label %557 [
    i64 1, label %5495
    i64 2, label %5488
    i64 3, label %5481
    i64 0, label %5498
  ]

5481:                                             ; preds = %5479
  %5482 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %5480)
  %5483 = bitcast <8 x float> %5480 to <8 x i32>
  %5484 = and <8 x i32> %5483, %59
  %5485 = bitcast <8 x i32> %5484 to <8 x float>
  %5486 = fcmp oeq <8 x float> %5480, %46
  %5487 = select <8 x i1> %5486, <8 x float> %5485, <8 x float> %5482
  br label %5498

5488:                                             ; preds = %5479
  %5489 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %5480)
  %5490 = bitcast <8 x float> %5480 to <8 x i32>
  %5491 = or <8 x i32> %5490, %60
  %5492 = bitcast <8 x i32> %5491 to <8 x float>
  %5493 = fcmp oeq <8 x float> %5480, %49
  %5494 = select <8 x i1> %5493, <8 x float> %5492, <8 x float> %5489
  br label %5498

5495:                                             ; preds = %5479
  %5496 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5442, <8 x i1> %5431, <8 x float> zeroinitializer)
  %5497 = fadd <8 x float> %5480, %5496
  br label %5498

5498:                                             ; preds = %5481, %5488, %5495, %5479, %5460, %5438
  %5499 = phi <8 x float> [ %5480, %5479 ], [ %5439, %5438 ], [ %5461, %5460 ], [ %5497, %5495 ], [ %5494, %5488 ], [ %5487, %5481 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5499, ptr nonnull align 1 %5440, <8 x i1> %5431)
  %5500 = add i64 %5294, -16
  %5501 = tail call i64 @llvm.smin.i64(i64 %5500, i64 8)
  %5502 = trunc i64 %5501 to i32
  %5503 = insertelement <8 x i32> poison, i32 %5502, i64 0
  %5504 = shufflevector <8 x i32> %5503, <8 x i32> poison, <8 x i32> zeroinitializer
  %5505 = icmp sgt <8 x i32> %5504, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5506 = load <8 x float>, ptr %152, align 32
  br i1 %61, label %5512, label %5507

5507:                                             ; preds = %5498
  %5508 = load float, ptr %424, align 1
  %5509 = insertelement <8 x float> poison, float %5508, i64 0
  %5510 = shufflevector <8 x float> %5509, <8 x float> poison, <8 x i32> zeroinitializer
  %5511 = fadd <8 x float> %5506, %5510
  br label %5512

5512:                                             ; preds = %5507, %5498
  %5513 = phi <8 x float> [ %5511, %5507 ], [ %5506, %5498 ]
  %5514 = getelementptr inbounds nuw i8, ptr %5295, i64 64
  %5515 = getelementptr inbounds nuw i8, ptr %5296, i64 64
  %5516 = select i1 %438, ptr null, ptr %5515
  switch i64 %142, label %557 [
    i64 1, label %5531
    i64 2, label %5524
    i64 3, label %5517
    i64 0, label %5572
  ]

5517:                                             ; preds = %5512
  %5518 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %5513)
  %5519 = bitcast <8 x float> %5513 to <8 x i32>
  %5520 = and <8 x i32> %5519, %59
  %5521 = bitcast <8 x i32> %5520 to <8 x float>
  %5522 = fcmp oeq <8 x float> %5513, %46
  %5523 = select <8 x i1> %5522, <8 x float> %5521, <8 x float> %5518
  br label %5534

5524:                                             ; preds = %5512
  %5525 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %5513)
  %5526 = bitcast <8 x float> %5513 to <8 x i32>
  %5527 = or <8 x i32> %5526, %60
  %5528 = bitcast <8 x i32> %5527 to <8 x float>
  %5529 = fcmp oeq <8 x float> %5513, %49
  %5530 = select <8 x i1> %5529, <8 x float> %5528, <8 x float> %5525
  br label %5534

5531:                                             ; preds = %5512
  %5532 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5516, <8 x i1> %5505, <8 x float> zeroinitializer)
  %5533 = fadd <8 x float> %5513, %5532
  br label %5534

5534:                                             ; preds = %5531, %5524, %5517
  %5535 = phi <8 x float> [ %5533, %5531 ], [ %5530, %5524 ], [ %5523, %5517 ]
  switch i64 %154, label %557 [
    i64 1, label %5550
    i64 2, label %5543
    i64 3, label %5536
    i64 0, label %5572
  ]

5536:                                             ; preds = %5534
  %5537 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %5535)
  %5538 = bitcast <8 x float> %5535 to <8 x i32>
  %5539 = and <8 x i32> %5538, %59
  %5540 = bitcast <8 x i32> %5539 to <8 x float>
  %5541 = fcmp oeq <8 x float> %5535, %46
  %5542 = select <8 x i1> %5541, <8 x float> %5540, <8 x float> %5537
  br label %5553

5543:                                             ; preds = %5534
  %5544 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %5535)
  %5545 = bitcast <8 x float> %5535 to <8 x i32>
  %5546 = or <8 x i32> %5545, %60
  %5547 = bitcast <8 x i32> %5546 to <8 x float>
  %5548 = fcmp oeq <8 x float> %5535, %49
  %5549 = select <8 x i1> %5548, <8 x float> %5547, <8 x float> %5544
  br label %5553

5550:                                             ; preds = %5534
  %5551 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5516, <8 x i1> %5505, <8 x float> zeroinitializer)
  %5552 = fadd <8 x float> %5535, %5551
  br label %5553

5553:                                             ; preds = %5550, %5543, %5536
  %5554 = phi <8 x float> [ %5552, %5550 ], [ %5549, %5543 ], [ %5542, %5536 ]
  switch i64 %156, label %557 [
    i64 1, label %5569
    i64 2, label %5562
    i64 3, label %5555
    i64 0, label %5572
  ]

5555:                                             ; preds = %5553
  %5556 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %5554)
  %5557 = bitcast <8 x float> %5554 to <8 x i32>
  %5558 = and <8 x i32> %5557, %59
  %5559 = bitcast <8 x i32> %5558 to <8 x float>
  %5560 = fcmp oeq <8 x float> %5554, %46
  %5561 = select <8 x i1> %5560, <8 x float> %5559, <8 x float> %5556
  br label %5572

5562:                                             ; preds = %5553
  %5563 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %5554)
  %5564 = bitcast <8 x float> %5554 to <8 x i32>
  %5565 = or <8 x i32> %5564, %60
  %5566 = bitcast <8 x i32> %5565 to <8 x float>
  %5567 = fcmp oeq <8 x float> %5554, %49
  %5568 = select <8 x i1> %5567, <8 x float> %5566, <8 x float> %5563
  br label %5572

5569:                                             ; preds = %5553
  %5570 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5516, <8 x i1> %5505, <8 x float> zeroinitializer)
  %5571 = fadd <8 x float> %5554, %5570
  br label %5572

5572:                                             ; preds = %5555, %5562, %5569, %5553, %5534, %5512
  %5573 = phi <8 x float> [ %5554, %5553 ], [ %5513, %5512 ], [ %5535, %5534 ], [ %5571, %5569 ], [ %5568, %5562 ], [ %5561, %5555 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5573, ptr nonnull align 1 %5514, <8 x i1> %5505)
  %5574 = add i64 %5294, -24
  %5575 = tail call i64 @llvm.smin.i64(i64 %5574, i64 8)
  %5576 = trunc i64 %5575 to i32
  %5577 = insertelement <8 x i32> poison, i32 %5576, i64 0
  %5578 = shufflevector <8 x i32> %5577, <8 x i32> poison, <8 x i32> zeroinitializer
  %5579 = icmp sgt <8 x i32> %5578, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5580 = load <8 x float>, ptr %157, align 32
  br i1 %61, label %5586, label %5581

5581:                                             ; preds = %5572
  %5582 = load float, ptr %424, align 1
  %5583 = insertelement <8 x float> poison, float %5582, i64 0
  %5584 = shufflevector <8 x float> %5583, <8 x float> poison, <8 x i32> zeroinitializer
  %5585 = fadd <8 x float> %5580, %5584
  br label %5586

5586:                                             ; preds = %5581, %5572
  %5587 = phi <8 x float> [ %5585, %5581 ], [ %5580, %5572 ]
  %5588 = getelementptr inbounds nuw i8, ptr %5295, i64 96
  %5589 = getelementptr inbounds nuw i8, ptr %5296, i64 96
  %5590 = select i1 %438, ptr null, ptr %5589
  switch i64 %142, label %557 [
    i64 1, label %5605
    i64 2, label %5598
    i64 3, label %5591
    i64 0, label %5646
  ]

5591:                                             ; preds = %5586
  %5592 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %5587)
  %5593 = bitcast <8 x float> %5587 to <8 x i32>
  %5594 = and <8 x i32> %5593, %59
  %5595 = bitcast <8 x i32> %5594 to <8 x float>
  %5596 = fcmp oeq <8 x float> %5587, %46
  %5597 = select <8 x i1> %5596, <8 x float> %5595, <8 x float> %5592
  br label %5608

5598:                                             ; preds = %5586
  %5599 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %5587)
  %5600 = bitcast <8 x float> %5587 to <8 x i32>
  %5601 = or <8 x i32> %5600, %60
  %5602 = bitcast <8 x i32> %5601 to <8 x float>
  %5603 = fcmp oeq <8 x float> %5587, %49
  %5604 = select <8 x i1> %5603, <8 x float> %5602, <8 x float> %5599
  br label %5608

5605:                                             ; preds = %5586
  %5606 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5590, <8 x i1> %5579, <8 x float> zeroinitializer)
  %5607 = fadd <8 x float> %5587, %5606
  br label %5608

5608:                                             ; preds = %5605, %5598, %5591
  %5609 = phi <8 x float> [ %5607, %5605 ], [ %5604, %5598 ], [ %5597, %5591 ]
  switch i64 %159, label %557 [
    i64 1, label %5624
    i64 2, label %5617
    i64 3, label %5610
    i64 0, label %5646
  ]

5610:                                             ; preds = %5608
  %5611 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %5609)
  %5612 = bitcast <8 x float> %5609 to <8 x i32>
  %5613 = and <8 x i32> %5612, %59
  %5614 = bitcast <8 x i32> %5613 to <8 x float>
  %5615 = fcmp oeq <8 x float> %5609, %46
  %5616 = select <8 x i1> %5615, <8 x float> %5614, <8 x float> %5611
  br label %5627

5617:                                             ; preds = %5608
  %5618 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %5609)
  %5619 = bitcast <8 x float> %5609 to <8 x i32>
  %5620 = or <8 x i32> %5619, %60
  %5621 = bitcast <8 x i32> %5620 to <8 x float>
  %5622 = fcmp oeq <8 x float> %5609, %49
  %5623 = select <8 x i1> %5622, <8 x float> %5621, <8 x float> %5618
  br label %5627

5624:                                             ; preds = %5608
  %5625 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5590, <8 x i1> %5579, <8 x float> zeroinitializer)
  %5626 = fadd <8 x float> %5609, %5625
  br label %5627

5627:                                             ; preds = %5624, %5617, %5610
  %5628 = phi <8 x float> [ %5626, %5624 ], [ %5623, %5617 ], [ %5616, %5610 ]
  switch i64 %161, label %557 [
    i64 1, label %5643
    i64 2, label %5636
    i64 3, label %5629
    i64 0, label %5646
  ]

5629:                                             ; preds = %5627
  %5630 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %5628)
  %5631 = bitcast <8 x float> %5628 to <8 x i32>
  %5632 = and <8 x i32> %5631, %59
  %5633 = bitcast <8 x i32> %5632 to <8 x float>
  %5634 = fcmp oeq <8 x float> %5628, %46
  %5635 = select <8 x i1> %5634, <8 x float> %5633, <8 x float> %5630
  br label %5646

5636:                                             ; preds = %5627
  %5637 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %5628)
  %5638 = bitcast <8 x float> %5628 to <8 x i32>
  %5639 = or <8 x i32> %5638, %60
  %5640 = bitcast <8 x i32> %5639 to <8 x float>
  %5641 = fcmp oeq <8 x float> %5628, %49
  %5642 = select <8 x i1> %5641, <8 x float> %5640, <8 x float> %5637
  br label %5646

5643:                                             ; preds = %5627
  %5644 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5590, <8 x i1> %5579, <8 x float> zeroinitializer)
  %5645 = fadd <8 x float> %5628, %5644
  br label %5646

5646:                                             ; preds = %5629, %5636, %5643, %5627, %5608, %5586
  %5647 = phi <8 x float> [ %5628, %5627 ], [ %5587, %5586 ], [ %5609, %5608 ], [ %5645, %5643 ], [ %5642, %5636 ], [ %5635, %5629 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5647, ptr nonnull align 1 %5588, <8 x i1> %5579)
  %5648 = add i64 %5294, -32
  %5649 = tail call i64 @llvm.smin.i64(i64 %5648, i64 8)
  %5650 = trunc i64 %5649 to i32
  %5651 = insertelement <8 x i32> poison, i32 %5650, i64 0
  %5652 = shufflevector <8 x i32> %5651, <8 x i32> poison, <8 x i32> zeroinitializer
  %5653 = icmp sgt <8 x i32> %5652, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5654 = load <8 x float>, ptr %162, align 32
  br i1 %61, label %5660, label %5655

5655:                                             ; preds = %5646
  %5656 = load float, ptr %424, align 1
  %5657 = insertelement <8 x float> poison, float %5656, i64 0
  %5658 = shufflevector <8 x float> %5657, <8 x float> poison, <8 x i32> zeroinitializer
  %5659 = fadd <8 x float> %5654, %5658
  br label %5660

5660:                                             ; preds = %5655, %5646
  %5661 = phi <8 x float> [ %5659, %5655 ], [ %5654, %5646 ]
  %5662 = getelementptr inbounds nuw i8, ptr %5295, i64 128
  %5663 = getelementptr inbounds nuw i8, ptr %5296, i64 128
  %5664 = select i1 %438, ptr null, ptr %5663
  switch i64 %142, label %557 [
    i64 1, label %5679
    i64 2, label %5672
    i64 3, label %5665
    i64 0, label %5720
  ]

5665:                                             ; preds = %5660
  %5666 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %5661)
  %5667 = bitcast <8 x float> %5661 to <8 x i32>
  %5668 = and <8 x i32> %5667, %59
  %5669 = bitcast <8 x i32> %5668 to <8 x float>
  %5670 = fcmp oeq <8 x float> %5661, %46
  %5671 = select <8 x i1> %5670, <8 x float> %5669, <8 x float> %5666
  br label %5682

5672:                                             ; preds = %5660
  %5673 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %5661)
  %5674 = bitcast <8 x float> %5661 to <8 x i32>
  %5675 = or <8 x i32> %5674, %60
  %5676 = bitcast <8 x i32> %5675 to <8 x float>
  %5677 = fcmp oeq <8 x float> %5661, %49
  %5678 = select <8 x i1> %5677, <8 x float> %5676, <8 x float> %5673
  br label %5682

5679:                                             ; preds = %5660
  %5680 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5664, <8 x i1> %5653, <8 x float> zeroinitializer)
  %5681 = fadd <8 x float> %5661, %5680
  br label %5682

5682:                                             ; preds = %5679, %5672, %5665
  %5683 = phi <8 x float> [ %5681, %5679 ], [ %5678, %5672 ], [ %5671, %5665 ]
  switch i64 %164, label %557 [
    i64 1, label %5698
    i64 2, label %5691
    i64 3, label %5684
    i64 0, label %5720
  ]

5684:                                             ; preds = %5682
  %5685 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %5683)
  %5686 = bitcast <8 x float> %5683 to <8 x i32>
  %5687 = and <8 x i32> %5686, %59
  %5688 = bitcast <8 x i32> %5687 to <8 x float>
  %5689 = fcmp oeq <8 x float> %5683, %46
  %5690 = select <8 x i1> %5689, <8 x float> %5688, <8 x float> %5685
  br label %5701

5691:                                             ; preds = %5682
  %5692 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %5683)
  %5693 = bitcast <8 x float> %5683 to <8 x i32>
  %5694 = or <8 x i32> %5693, %60
  %5695 = bitcast <8 x i32> %5694 to <8 x float>
  %5696 = fcmp oeq <8 x float> %5683, %49
  %5697 = select <8 x i1> %5696, <8 x float> %5695, <8 x float> %5692
  br label %5701

5698:                                             ; preds = %5682
  %5699 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5664, <8 x i1> %5653, <8 x float> zeroinitializer)
  %5700 = fadd <8 x float> %5683, %5699
  br label %5701

5701:                                             ; preds = %5698, %5691, %5684
  %5702 = phi <8 x float> [ %5700, %5698 ], [ %5697, %5691 ], [ %5690, %5684 ]
  switch i64 %166, label %557 [
    i64 1, label %5717
    i64 2, label %5710
    i64 3, label %5703
    i64 0, label %5720
  ]

5703:                                             ; preds = %5701
  %5704 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %5702)
  %5705 = bitcast <8 x float> %5702 to <8 x i32>
  %5706 = and <8 x i32> %5705, %59
  %5707 = bitcast <8 x i32> %5706 to <8 x float>
  %5708 = fcmp oeq <8 x float> %5702, %46
  %5709 = select <8 x i1> %5708, <8 x float> %5707, <8 x float> %5704
  br label %5720

5710:                                             ; preds = %5701
  %5711 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %5702)
  %5712 = bitcast <8 x float> %5702 to <8 x i32>
  %5713 = or <8 x i32> %5712, %60
  %5714 = bitcast <8 x i32> %5713 to <8 x float>
  %5715 = fcmp oeq <8 x float> %5702, %49
  %5716 = select <8 x i1> %5715, <8 x float> %5714, <8 x float> %5711
  br label %5720

5717:                                             ; preds = %5701
  %5718 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5664, <8 x i1> %5653, <8 x float> zeroinitializer)
  %5719 = fadd <8 x float> %5702, %5718
  br label %5720

5720:                                             ; preds = %5703, %5710, %5717, %5701, %5682, %5660
  %5721 = phi <8 x float> [ %5702, %5701 ], [ %5661, %5660 ], [ %5683, %5682 ], [ %5719, %5717 ], [ %5716, %5710 ], [ %5709, %5703 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5721, ptr nonnull align 1 %5662, <8 x i1> %5653)
  %5722 = add i64 %5294, -40
  %5723 = tail call i64 @llvm.smin.i64(i64 %5722, i64 8)
  %5724 = trunc i64 %5723 to i32
  %5725 = insertelement <8 x i32> poison, i32 %5724, i64 0
  %5726 = shufflevector <8 x i32> %5725, <8 x i32> poison, <8 x i32> zeroinitializer
  %5727 = icmp sgt <8 x i32> %5726, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5728 = load <8 x float>, ptr %167, align 32
  br i1 %61, label %5734, label %5729

5729:                                             ; preds = %5720
  %5730 = load float, ptr %424, align 1
  %5731 = insertelement <8 x float> poison, float %5730, i64 0
  %5732 = shufflevector <8 x float> %5731, <8 x float> poison, <8 x i32> zeroinitializer
  %5733 = fadd <8 x float> %5728, %5732
  br label %5734

5734:                                             ; preds = %5729, %5720
  %5735 = phi <8 x float> [ %5733, %5729 ], [ %5728, %5720 ]
  %5736 = getelementptr inbounds nuw i8, ptr %5295, i64 160
  %5737 = getelementptr inbounds nuw i8, ptr %5296, i64 160
  %5738 = select i1 %438, ptr null, ptr %5737
  switch i64 %142, label %557 [
    i64 1, label %5753
    i64 2, label %5746
    i64 3, label %5739
    i64 0, label %5794
  ]

5739:                                             ; preds = %5734
  %5740 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %5735)
  %5741 = bitcast <8 x float> %5735 to <8 x i32>
  %5742 = and <8 x i32> %5741, %59
  %5743 = bitcast <8 x i32> %5742 to <8 x float>
  %5744 = fcmp oeq <8 x float> %5735, %46
  %5745 = select <8 x i1> %5744, <8 x float> %5743, <8 x float> %5740
  br label %5756

5746:                                             ; preds = %5734
  %5747 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %5735)
  %5748 = bitcast <8 x float> %5735 to <8 x i32>
  %5749 = or <8 x i32> %5748, %60
  %5750 = bitcast <8 x i32> %5749 to <8 x float>
  %5751 = fcmp oeq <8 x float> %5735, %49
  %5752 = select <8 x i1> %5751, <8 x float> %5750, <8 x float> %5747
  br label %5756

5753:                                             ; preds = %5734
  %5754 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5738, <8 x i1> %5727, <8 x float> zeroinitializer)
  %5755 = fadd <8 x float> %5735, %5754
  br label %5756

5756:                                             ; preds = %5753, %5746, %5739
  %5757 = phi <8 x float> [ %5755, %5753 ], [ %5752, %5746 ], [ %5745, %5739 ]
  switch i64 %169, label %557 [
    i64 1, label %5772
    i64 2, label %5765
    i64 3, label %5758
    i64 0, label %5794
  ]

5758:                                             ; preds = %5756
  %5759 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %5757)
  %5760 = bitcast <8 x float> %5757 to <8 x i32>
  %5761 = and <8 x i32> %5760, %59
  %5762 = bitcast <8 x i32> %5761 to <8 x float>
  %5763 = fcmp oeq <8 x float> %5757, %46
  %5764 = select <8 x i1> %5763, <8 x float> %5762, <8 x float> %5759
  br label %5775

5765:                                             ; preds = %5756
  %5766 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %5757)
  %5767 = bitcast <8 x float> %5757 to <8 x i32>
  %5768 = or <8 x i32> %5767, %60
  %5769 = bitcast <8 x i32> %5768 to <8 x float>
  %5770 = fcmp oeq <8 x float> %5757, %49
  %5771 = select <8 x i1> %5770, <8 x float> %5769, <8 x float> %5766
  br label %5775

5772:                                             ; preds = %5756
  %5773 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5738, <8 x i1> %5727, <8 x float> zeroinitializer)
  %5774 = fadd <8 x float> %5757, %5773
  br label %5775

5775:                                             ; preds = %5772, %5765, %5758
  %5776 = phi <8 x float> [ %5774, %5772 ], [ %5771, %5765 ], [ %5764, %5758 ]
  switch i64 %171, label %557 [
    i64 1, label %5791
    i64 2, label %5784
    i64 3, label %5777
    i64 0, label %5794
  ]

5777:                                             ; preds = %5775
  %5778 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %5776)
  %5779 = bitcast <8 x float> %5776 to <8 x i32>
  %5780 = and <8 x i32> %5779, %59
  %5781 = bitcast <8 x i32> %5780 to <8 x float>
  %5782 = fcmp oeq <8 x float> %5776, %46
  %5783 = select <8 x i1> %5782, <8 x float> %5781, <8 x float> %5778
  br label %5794

5784:                                             ; preds = %5775
  %5785 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %5776)
  %5786 = bitcast <8 x float> %5776 to <8 x i32>
  %5787 = or <8 x i32> %5786, %60
  %5788 = bitcast <8 x i32> %5787 to <8 x float>
  %5789 = fcmp oeq <8 x float> %5776, %49
  %5790 = select <8 x i1> %5789, <8 x float> %5788, <8 x float> %5785
  br label %5794

5791:                                             ; preds = %5775
  %5792 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5738, <8 x i1> %5727, <8 x float> zeroinitializer)
  %5793 = fadd <8 x float> %5776, %5792
  br label %5794

5794:                                             ; preds = %5777, %5784, %5791, %5775, %5756, %5734
  %5795 = phi <8 x float> [ %5776, %5775 ], [ %5735, %5734 ], [ %5757, %5756 ], [ %5793, %5791 ], [ %5790, %5784 ], [ %5783, %5777 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5795, ptr nonnull align 1 %5736, <8 x i1> %5727)
  %5796 = add i64 %5294, -48
  %5797 = tail call i64 @llvm.smin.i64(i64 %5796, i64 8)
  %5798 = trunc i64 %5797 to i32
  %5799 = insertelement <8 x i32> poison, i32 %5798, i64 0
  %5800 = shufflevector <8 x i32> %5799, <8 x i32> poison, <8 x i32> zeroinitializer
  %5801 = icmp sgt <8 x i32> %5800, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5802 = load <8 x float>, ptr %172, align 32
  br i1 %61, label %5808, label %5803

5803:                                             ; preds = %5794
  %5804 = load float, ptr %424, align 1
  %5805 = insertelement <8 x float> poison, float %5804, i64 0
  %5806 = shufflevector <8 x float> %5805, <8 x float> poison, <8 x i32> zeroinitializer
  %5807 = fadd <8 x float> %5802, %5806
  br label %5808

5808:                                             ; preds = %5803, %5794
  %5809 = phi <8 x float> [ %5807, %5803 ], [ %5802, %5794 ]
  %5810 = getelementptr inbounds nuw i8, ptr %5295, i64 192
  %5811 = getelementptr inbounds nuw i8, ptr %5296, i64 192
  %5812 = select i1 %438, ptr null, ptr %5811
  switch i64 %142, label %557 [
    i64 1, label %5827
    i64 2, label %5820
    i64 3, label %5813
    i64 0, label %5868
  ]

5813:                                             ; preds = %5808
  %5814 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %5809)
  %5815 = bitcast <8 x float> %5809 to <8 x i32>
  %5816 = and <8 x i32> %5815, %59
  %5817 = bitcast <8 x i32> %5816 to <8 x float>
  %5818 = fcmp oeq <8 x float> %5809, %46
  %5819 = select <8 x i1> %5818, <8 x float> %5817, <8 x float> %5814
  br label %5830

5820:                                             ; preds = %5808
  %5821 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %5809)
  %5822 = bitcast <8 x float> %5809 to <8 x i32>
  %5823 = or <8 x i32> %5822, %60
  %5824 = bitcast <8 x i32> %5823 to <8 x float>
  %5825 = fcmp oeq <8 x float> %5809, %49
  %5826 = select <8 x i1> %5825, <8 x float> %5824, <8 x float> %5821
  br label %5830

5827:                                             ; preds = %5808
  %5828 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5812, <8 x i1> %5801, <8 x float> zeroinitializer)
  %5829 = fadd <8 x float> %5809, %5828
  br label %5830

5830:                                             ; preds = %5827, %5820, %5813
  %5831 = phi <8 x float> [ %5829, %5827 ], [ %5826, %5820 ], [ %5819, %5813 ]
  switch i64 %174, label %557 [
    i64 1, label %5846
    i64 2, label %5839
    i64 3, label %5832
    i64 0, label %5868
  ]

5832:                                             ; preds = %5830
  %5833 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %5831)
  %5834 = bitcast <8 x float> %5831 to <8 x i32>
  %5835 = and <8 x i32> %5834, %59
  %5836 = bitcast <8 x i32> %5835 to <8 x float>
  %5837 = fcmp oeq <8 x float> %5831, %46
  %5838 = select <8 x i1> %5837, <8 x float> %5836, <8 x float> %5833
  br label %5849

5839:                                             ; preds = %5830
  %5840 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %5831)
  %5841 = bitcast <8 x float> %5831 to <8 x i32>
  %5842 = or <8 x i32> %5841, %60
  %5843 = bitcast <8 x i32> %5842 to <8 x float>
  %5844 = fcmp oeq <8 x float> %5831, %49
  %5845 = select <8 x i1> %5844, <8 x float> %5843, <8 x float> %5840
  br label %5849

5846:                                             ; preds = %5830
  %5847 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5812, <8 x i1> %5801, <8 x float> zeroinitializer)
  %5848 = fadd <8 x float> %5831, %5847
  br label %5849

5849:                                             ; preds = %5846, %5839, %5832
  %5850 = phi <8 x float> [ %5848, %5846 ], [ %5845, %5839 ], [ %5838, %5832 ]
  switch i64 %176, label %557 [
    i64 1, label %5865
    i64 2, label %5858
    i64 3, label %5851
    i64 0, label %5868
  ]

5851:                                             ; preds = %5849
  %5852 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %5850)
  %5853 = bitcast <8 x float> %5850 to <8 x i32>
  %5854 = and <8 x i32> %5853, %59
  %5855 = bitcast <8 x i32> %5854 to <8 x float>
  %5856 = fcmp oeq <8 x float> %5850, %46
  %5857 = select <8 x i1> %5856, <8 x float> %5855, <8 x float> %5852
  br label %5868

5858:                                             ; preds = %5849
  %5859 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %5850)
  %5860 = bitcast <8 x float> %5850 to <8 x i32>
  %5861 = or <8 x i32> %5860, %60
  %5862 = bitcast <8 x i32> %5861 to <8 x float>
  %5863 = fcmp oeq <8 x float> %5850, %49
  %5864 = select <8 x i1> %5863, <8 x float> %5862, <8 x float> %5859
  br label %5868

5865:                                             ; preds = %5849
  %5866 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5812, <8 x i1> %5801, <8 x float> zeroinitializer)
  %5867 = fadd <8 x float> %5850, %5866
  br label %5868

5868:                                             ; preds = %5851, %5858, %5865, %5849, %5830, %5808
  %5869 = phi <8 x float> [ %5850, %5849 ], [ %5809, %5808 ], [ %5831, %5830 ], [ %5867, %5865 ], [ %5864, %5858 ], [ %5857, %5851 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %5869, ptr nonnull align 1 %5810, <8 x i1> %5801)
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  br label %7198

5870:                                             ; preds = %442
  br i1 %50, label %5871, label %6543

5871:                                             ; preds = %5870
  call void @llvm.lifetime.start.p0(ptr nonnull %35)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(256) %35, i8 0, i64 256, i1 false)
  br i1 %57, label %5884, label %5874

5872:                                             ; preds = %5897
  %5873 = load <8 x float>, ptr %35, align 32
  br label %5874

5874:                                             ; preds = %5872, %5871
  %5875 = phi <8 x float> [ %5873, %5872 ], [ zeroinitializer, %5871 ]
  %5876 = add i64 %443, %9
  %5877 = getelementptr inbounds nuw float, ptr %430, i64 %444
  %5878 = getelementptr inbounds nuw float, ptr %434, i64 %444
  %5879 = tail call i64 @llvm.smin.i64(i64 %5876, i64 8)
  %5880 = trunc i64 %5879 to i32
  %5881 = insertelement <8 x i32> poison, i32 %5880, i64 0
  %5882 = shufflevector <8 x i32> %5881, <8 x i32> poison, <8 x i32> zeroinitializer
  %5883 = icmp sgt <8 x i32> %5882, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %61, label %5965, label %5960

5884:                                             ; preds = %5871, %5897
  %5885 = phi i64 [ %5898, %5897 ], [ 0, %5871 ]
  %5886 = mul nsw i64 %5885, %14
  %5887 = add i64 %437, %5886
  %5888 = icmp sgt i64 %5887, -1
  %5889 = icmp slt i64 %5887, %6
  %5890 = and i1 %5888, %5889
  %5891 = select i1 %5890, i64 %5887, i64 0
  %5892 = mul nsw i64 %5891, %7
  %5893 = getelementptr inbounds float, ptr %421, i64 %5892
  br i1 %58, label %5894, label %5897

5894:                                             ; preds = %5884
  %5895 = mul nuw nsw i64 %5885, %11
  %5896 = getelementptr inbounds nuw float, ptr %423, i64 %5895
  br label %5900

5897:                                             ; preds = %5908, %5884
  %5898 = add nuw nsw i64 %5885, 1
  %5899 = icmp eq i64 %5898, %10
  br i1 %5899, label %5872, label %5884

5900:                                             ; preds = %5894, %5908
  %5901 = phi i64 [ 0, %5894 ], [ %5909, %5908 ]
  %5902 = getelementptr inbounds nuw float, ptr %5896, i64 %5901
  %5903 = load float, ptr %5902, align 1
  %5904 = insertelement <8 x float> poison, float %5903, i64 0
  %5905 = shufflevector <8 x float> %5904, <8 x float> poison, <8 x i32> zeroinitializer
  %5906 = mul nsw i64 %5901, %15
  %5907 = sub i64 %5906, %17
  br label %5911

5908:                                             ; preds = %5911
  %5909 = add nuw nsw i64 %5901, 1
  %5910 = icmp eq i64 %5909, %11
  br i1 %5910, label %5897, label %5900

5911:                                             ; preds = %5900, %5911
  %5912 = phi i64 [ 0, %5900 ], [ %5958, %5911 ]
  %5913 = shl nuw nsw i64 %5912, 3
  %5914 = or disjoint i64 %444, %5913
  %5915 = sub nsw i64 %9, %5914
  %5916 = shl nuw nsw i64 %5914, 1
  %5917 = add i64 %5907, %5916
  %5918 = icmp slt i64 %5917, 0
  %5919 = sub nsw i64 0, %5917
  %5920 = select i1 %5918, i64 %5919, i64 0
  %5921 = sub nsw i64 %7, %5917
  %5922 = shl nsw i64 %5915, 1
  %5923 = add nsw i64 %5922, -1
  %5924 = tail call i64 @llvm.smin.i64(i64 %5921, i64 %5923)
  %5925 = tail call i64 @llvm.smin.i64(i64 %5924, i64 16)
  %5926 = icmp sgt i64 %5925, %5920
  %5927 = select i1 %5890, i1 %5926, i1 false
  %5928 = select i1 %5927, i64 %5920, i64 0
  %5929 = select i1 %5927, i64 %5925, i64 0
  %5930 = getelementptr inbounds float, ptr %5893, i64 %5917
  %5931 = trunc i64 %5928 to i32
  %5932 = icmp sgt i64 %5929, %5928
  %5933 = trunc i64 %5929 to i32
  %5934 = select i1 %5932, i32 %5933, i32 0
  %5935 = insertelement <8 x i32> poison, i32 %5931, i64 0
  %5936 = shufflevector <8 x i32> %5935, <8 x i32> poison, <8 x i32> zeroinitializer
  %5937 = icmp slt <8 x i32> %5936, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %5938 = insertelement <8 x i32> poison, i32 %5934, i64 0
  %5939 = shufflevector <8 x i32> %5938, <8 x i32> poison, <8 x i32> zeroinitializer
  %5940 = icmp sgt <8 x i32> %5939, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5941 = and <8 x i1> %5937, %5940
  %5942 = add nsw i32 %5931, -8
  %5943 = insertelement <8 x i32> poison, i32 %5942, i64 0
  %5944 = shufflevector <8 x i32> %5943, <8 x i32> poison, <8 x i32> zeroinitializer
  %5945 = icmp slt <8 x i32> %5944, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %5946 = add nsw i32 %5934, -8
  %5947 = insertelement <8 x i32> poison, i32 %5946, i64 0
  %5948 = shufflevector <8 x i32> %5947, <8 x i32> poison, <8 x i32> zeroinitializer
  %5949 = icmp sgt <8 x i32> %5948, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %5950 = and <8 x i1> %5945, %5949
  %5951 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr readonly align 1 %5930, <8 x i1> %5941, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %5952 = getelementptr inbounds nuw i8, ptr %5930, i64 32
  %5953 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr nonnull readonly align 1 %5952, <8 x i1> %5950, <8 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %5954 = shufflevector <8 x float> %5951, <8 x float> %5953, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %5955 = getelementptr inbounds nuw <8 x float>, ptr %35, i64 %5912
  %5956 = load <8 x float>, ptr %5955, align 32
  %5957 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %5954, <8 x float> %5905, <8 x float> %5956)
  store <8 x float> %5957, ptr %5955, align 32
  %5958 = add nuw nsw i64 %5912, 1
  %5959 = icmp eq i64 %5958, 8
  br i1 %5959, label %5908, label %5911

5960:                                             ; preds = %5874
  %5961 = load float, ptr %424, align 1
  %5962 = insertelement <8 x float> poison, float %5961, i64 0
  %5963 = shufflevector <8 x float> %5962, <8 x float> poison, <8 x i32> zeroinitializer
  %5964 = fadd <8 x float> %5875, %5963
  br label %5965

5965:                                             ; preds = %5960, %5874
  %5966 = phi <8 x float> [ %5964, %5960 ], [ %5875, %5874 ]
  %5967 = select i1 %438, ptr null, ptr %5878
  switch i64 %102, label %557 [
    i64 1, label %5968
    i64 2, label %5971
    i64 3, label %5978
    i64 0, label %6023
  ]

5968:                                             ; preds = %5965
  %5969 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5967, <8 x i1> %5883, <8 x float> zeroinitializer)
  %5970 = fadd <8 x float> %5966, %5969
  br label %5985

5971:                                             ; preds = %5965
  %5972 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %5966)
  %5973 = bitcast <8 x float> %5966 to <8 x i32>
  %5974 = or <8 x i32> %5973, %60
  %5975 = bitcast <8 x i32> %5974 to <8 x float>
  %5976 = fcmp oeq <8 x float> %5966, %49
  %5977 = select <8 x i1> %5976, <8 x float> %5975, <8 x float> %5972
  br label %5985

5978:                                             ; preds = %5965
  %5979 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %5966)
  %5980 = bitcast <8 x float> %5966 to <8 x i32>
  %5981 = and <8 x i32> %5980, %59
  %5982 = bitcast <8 x i32> %5981 to <8 x float>
  %5983 = fcmp oeq <8 x float> %5966, %46
  %5984 = select <8 x i1> %5983, <8 x float> %5982, <8 x float> %5979
  br label %5985

5985:                                             ; preds = %5978, %5971, %5968
  %5986 = phi <8 x float> [ %5970, %5968 ], [ %5977, %5971 ], [ %5984, %5978 ]
  switch i64 %104, label %557 [
    i64 1, label %6001
    i64 2, label %5994
    i64 3, label %5987
    i64 0, label %6023
  ]

5987:                                             ; preds = %5985
  %5988 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %5986)
  %5989 = bitcast <8 x float> %5986 to <8 x i32>
  %5990 = and <8 x i32> %5989, %59
  %5991 = bitcast <8 x i32> %5990 to <8 x float>
  %5992 = fcmp oeq <8 x float> %5986, %46
  %5993 = select <8 x i1> %5992, <8 x float> %5991, <8 x float> %5988
  br label %6004

5994:                                             ; preds = %5985
  %5995 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %5986)
  %5996 = bitcast <8 x float> %5986 to <8 x i32>
  %5997 = or <8 x i32> %5996, %60
  %5998 = bitcast <8 x i32> %5997 to <8 x float>
  %5999 = fcmp oeq <8 x float> %5986, %49
  %6000 = select <8 x i1> %5999, <8 x float> %5998, <8 x float> %5995
  br label %6004

6001:                                             ; preds = %5985
  %6002 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5967, <8 x i1> %5883, <8 x float> zeroinitializer)
  %6003 = fadd <8 x float> %5986, %6002
  br label %6004

6004:                                             ; preds = %6001, %5994, %5987
  %6005 = phi <8 x float> [ %6003, %6001 ], [ %6000, %5994 ], [ %5993, %5987 ]
  switch i64 %106, label %557 [
    i64 1, label %6020
    i64 2, label %6013
    i64 3, label %6006
    i64 0, label %6023
  ]

6006:                                             ; preds = %6004
  %6007 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %6005)
  %6008 = bitcast <8 x float> %6005 to <8 x i32>
  %6009 = and <8 x i32> %6008, %59
  %6010 = bitcast <8 x i32> %6009 to <8 x float>
  %6011 = fcmp oeq <8 x float> %6005, %46
  %6012 = select <8 x i1> %6011, <8 x float> %6010, <8 x float> %6007
  br label %6023

6013:                                             ; preds = %6004
  %6014 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %6005)
  %6015 = bitcast <8 x float> %6005 to <8 x i32>
  %6016 = or <8 x i32> %6015, %60
  %6017 = bitcast <8 x i32> %6016 to <8 x float>
  %6018 = fcmp oeq <8 x float> %6005, %49
  %6019 = select <8 x i1> %6018, <8 x float> %6017, <8 x float> %6014
  br label %6023

6020:                                             ; preds = %6004
  %6021 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %5967, <8 x i1> %5883, <8 x float> zeroinitializer)
  %6022 = fadd <8 x float> %6005, %6021
  br label %6023

6023:                                             ; preds = %6006, %6013, %6020, %6004, %5985, %5965
  %6024 = phi <8 x float> [ %6005, %6004 ], [ %5966, %5965 ], [ %5986, %5985 ], [ %6022, %6020 ], [ %6019, %6013 ], [ %6012, %6006 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6024, ptr align 1 %5877, <8 x i1> %5883)
  %6025 = add i64 %5876, -8
  %6026 = tail call i64 @llvm.smin.i64(i64 %6025, i64 8)
  %6027 = trunc i64 %6026 to i32
  %6028 = insertelement <8 x i32> poison, i32 %6027, i64 0
  %6029 = shufflevector <8 x i32> %6028, <8 x i32> poison, <8 x i32> zeroinitializer
  %6030 = icmp sgt <8 x i32> %6029, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6031 = load <8 x float>, ptr %107, align 32
  br i1 %61, label %6037, label %6032

6032:                                             ; preds = %6023
  %6033 = load float, ptr %424, align 1
  %6034 = insertelement <8 x float> poison, float %6033, i64 0
  %6035 = shufflevector <8 x float> %6034, <8 x float> poison, <8 x i32> zeroinitializer
  %6036 = fadd <8 x float> %6031, %6035
  br label %6037

6037:                                             ; preds = %6032, %6023
  %6038 = phi <8 x float> [ %6036, %6032 ], [ %6031, %6023 ]
  %6039 = getelementptr inbounds nuw i8, ptr %5877, i64 32
  %6040 = getelementptr inbounds nuw i8, ptr %5878, i64 32
  %6041 = select i1 %438, ptr null, ptr %6040
  switch i64 %102, label %557 [
    i64 1, label %6056
    i64 2, label %6049
    i64 3, label %6042
    i64 0, label %6097
  ]

6042:                                             ; preds = %6037
  %6043 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %6038)
  %6044 = bitcast <8 x float> %6038 to <8 x i32>
  %6045 = and <8 x i32> %6044, %59
  %6046 = bitcast <8 x i32> %6045 to <8 x float>
  %6047 = fcmp oeq <8 x float> %6038, %46
  %6048 = select <8 x i1> %6047, <8 x float> %6046, <8 x float> %6043
  br label %6059

6049:                                             ; preds = %6037
  %6050 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %6038)
  %6051 = bitcast <8 x float> %6038 to <8 x i32>
  %6052 = or <8 x i32> %6051, %60
  %6053 = bitcast <8 x i32> %6052 to <8 x float>
  %6054 = fcmp oeq <8 x float> %6038, %49
  %6055 = select <8 x i1> %6054, <8 x float> %6053, <8 x float> %6050
  br label %6059

6056:                                             ; preds = %6037
  %6057 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6041, <8 x i1> %6030, <8 x float> zeroinitializer)
  %6058 = fadd <8 x float> %6038, %6057
  br label %6059

6059:                                             ; preds = %6056, %6049, %6042
  %6060 = phi <8 x float> [ %6058, %6056 ], [ %6055, %6049 ], [ %6048, %6042 ]
  switch i64 %109, label %557 [
    i64 1, label %6075
    i64 2, label %6068
    i64 3, label %6061
    i64 0, label %6097
  ]

6061:                                             ; preds = %6059
  %6062 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %6060)
  %6063 = bitcast <8 x float> %6060 to <8 x i32>
  %6064 = and <8 x i32> %6063, %59
  %6065 = bitcast <8 x i32> %6064 to <8 x float>
  %6066 = fcmp oeq <8 x float> %6060, %46
  %6067 = select <8 x i1> %6066, <8 x float> %6065, <8 x float> %6062
  br label %6078

6068:                                             ; preds = %6059
  %6069 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %6060)
  %6070 = bitcast <8 x float> %6060 to <8 x i32>
  %6071 = or <8 x i32> %6070, %60
  %6072 = bitcast <8 x i32> %6071 to <8 x float>
  %6073 = fcmp oeq <8 x float> %6060, %49
  %6074 = select <8 x i1> %6073, <8 x float> %6072, <8 x float> %6069
  br label %6078

6075:                                             ; preds = %6059
  %6076 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6041, <8 x i1> %6030, <8 x float> zeroinitializer)
  %6077 = fadd <8 x float> %6060, %6076
  br label %6078

6078:                                             ; preds = %6075, %6068, %6061
  %6079 = phi <8 x float> [ %6077, %6075 ], [ %6074, %6068 ], [ %6067, %6061 ]
  switch i64 %111, label %557 [
    i64 1, label %6094
    i64 2, label %6087
    i64 3, label %6080
    i64 0, label %6097
  ]

6080:                                             ; preds = %6078
  %6081 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %6079)
  %6082 = bitcast <8 x float> %6079 to <8 x i32>
  %6083 = and <8 x i32> %6082, %59
  %6084 = bitcast <8 x i32> %6083 to <8 x float>
  %6085 = fcmp oeq <8 x float> %6079, %46
  %6086 = select <8 x i1> %6085, <8 x float> %6084, <8 x float> %6081
  br label %6097

6087:                                             ; preds = %6078
  %6088 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %6079)
  %6089 = bitcast <8 x float> %6079 to <8 x i32>
  %6090 = or <8 x i32> %6089, %60
  %6091 = bitcast <8 x i32> %6090 to <8 x float>
  %6092 = fcmp oeq <8 x float> %6079, %49
  %6093 = select <8 x i1> %6092, <8 x float> %6091, <8 x float> %6088
  br label %6097

6094:                                             ; preds = %6078
  %6095 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6041, <8 x i1> %6030, <8 x float> zeroinitializer)
  %6096 = fadd <8 x float> %6079, %6095
  br label %6097

6097:                                             ; preds = %6080, %6087, %6094, %6078, %6059, %6037
  %6098 = phi <8 x float> [ %6079, %6078 ], [ %6038, %6037 ], [ %6060, %6059 ], [ %6096, %6094 ], [ %6093, %6087 ], [ %6086, %6080 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6098, ptr nonnull align 1 %6039, <8 x i1> %6030)
  %6099 = add i64 %5876, -16
  %6100 = tail call i64 @llvm.smin.i64(i64 %6099, i64 8)
  %6101 = trunc i64 %6100 to i32
  %6102 = insertelement <8 x i32> poison, i32 %6101, i64 0
  %6103 = shufflevector <8 x i32> %6102, <8 x i32> poison, <8 x i32> zeroinitializer
  %6104 = icmp sgt <8 x i32> %6103, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6105 = load <8 x float>, ptr %112, align 32
  br i1 %61, label %6111, label %6106

6106:                                             ; preds = %6097
  %6107 = load float, ptr %424, align 1
  %6108 = insertelement <8 x float> poison, float %6107, i64 0
  %6109 = shufflevector <8 x float> %6108, <8 x float> poison, <8 x i32> zeroinitializer
  %6110 = fadd <8 x float> %6105, %6109
  br label %6111

6111:                                             ; preds = %6106, %6097
  %6112 = phi <8 x float> [ %6110, %6106 ], [ %6105, %6097 ]
  %6113 = getelementptr inbounds nuw i8, ptr %5877, i64 64
  %6114 = getelementptr inbounds nuw i8, ptr %5878, i64 64
  %6115 = select i1 %438, ptr null, ptr %6114
  switch i64 %102, label %557 [
    i64 1, label %6130
    i64 2, label %6123
    i64 3, label %6116
    i64 0, label %6171
  ]

6116:                                             ; preds = %6111
  %6117 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %6112)
  %6118 = bitcast <8 x float> %6112 to <8 x i32>
  %6119 = and <8 x i32> %6118, %59
  %6120 = bitcast <8 x i32> %6119 to <8 x float>
  %6121 = fcmp oeq <8 x float> %6112, %46
  %6122 = select <8 x i1> %6121, <8 x float> %6120, <8 x float> %6117
  br label %6133

6123:                                             ; preds = %6111
  %6124 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %6112)
  %6125 = bitcast <8 x float> %6112 to <8 x i32>
  %6126 = or <8 x i32> %6125, %60
  %6127 = bitcast <8 x i32> %6126 to <8 x float>
  %6128 = fcmp oeq <8 x float> %6112, %49
  %6129 = select <8 x i1> %6128, <8 x float> %6127, <8 x float> %6124
  br label %6133

6130:                                             ; preds = %6111
  %6131 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6115, <8 x i1> %6104, <8 x float> zeroinitializer)
  %6132 = fadd <8 x float> %6112, %6131
  br label %6133

6133:                                             ; preds = %6130, %6123, %6116
  %6134 = phi <8 x float> [ %6132, %6130 ], [ %6129, %6123 ], [ %6122, %6116 ]
  switch i64 %114, label %557 [
    i64 1, label %6149
    i64 2, label %6142
    i64 3, label %6135
    i64 0, label %6171
  ]

6135:                                             ; preds = %6133
  %6136 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %6134)
  %6137 = bitcast <8 x float> %6134 to <8 x i32>
  %6138 = and <8 x i32> %6137, %59
  %6139 = bitcast <8 x i32> %6138 to <8 x float>
  %6140 = fcmp oeq <8 x float> %6134, %46
  %6141 = select <8 x i1> %6140, <8 x float> %6139, <8 x float> %6136
  br label %6152

6142:                                             ; preds = %6133
  %6143 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %6134)
  %6144 = bitcast <8 x float> %6134 to <8 x i32>
  %6145 = or <8 x i32> %6144, %60
  %6146 = bitcast <8 x i32> %6145 to <8 x float>
  %6147 = fcmp oeq <8 x float> %6134, %49
  %6148 = select <8 x i1> %6147, <8 x float> %6146, <8 x float> %6143
  br label %6152

6149:                                             ; preds = %6133
  %6150 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6115, <8 x i1> %6104, <8 x float> zeroinitializer)
  %6151 = fadd <8 x float> %6134, %6150
  br label %6152

6152:                                             ; preds = %6149, %6142, %6135
  %6153 = phi <8 x float> [ %6151, %6149 ], [ %6148, %6142 ], [ %6141, %6135 ]
  switch i64 %116, label %557 [
    i64 1, label %6168
    i64 2, label %6161
    i64 3, label %6154
    i64 0, label %6171
  ]

6154:                                             ; preds = %6152
  %6155 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %6153)
  %6156 = bitcast <8 x float> %6153 to <8 x i32>
  %6157 = and <8 x i32> %6156, %59
  %6158 = bitcast <8 x i32> %6157 to <8 x float>
  %6159 = fcmp oeq <8 x float> %6153, %46
  %6160 = select <8 x i1> %6159, <8 x float> %6158, <8 x float> %6155
  br label %6171

6161:                                             ; preds = %6152
  %6162 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %6153)
  %6163 = bitcast <8 x float> %6153 to <8 x i32>
  %6164 = or <8 x i32> %6163, %60
  %6165 = bitcast <8 x i32> %6164 to <8 x float>
  %6166 = fcmp oeq <8 x float> %6153, %49
  %6167 = select <8 x i1> %6166, <8 x float> %6165, <8 x float> %6162
  br label %6171

6168:                                             ; preds = %6152
  %6169 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6115, <8 x i1> %6104, <8 x float> zeroinitializer)
  %6170 = fadd <8 x float> %6153, %6169
  br label %6171

6171:                                             ; preds = %6154, %6161, %6168, %6152, %6133, %6111
  %6172 = phi <8 x float> [ %6153, %6152 ], [ %6112, %6111 ], [ %6134, %6133 ], [ %6170, %6168 ], [ %6167, %6161 ], [ %6160, %6154 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6172, ptr nonnull align 1 %6113, <8 x i1> %6104)
  %6173 = add i64 %5876, -24
  %6174 = tail call i64 @llvm.smin.i64(i64 %6173, i64 8)
  %6175 = trunc i64 %6174 to i32
  %6176 = insertelement <8 x i32> poison, i32 %6175, i64 0
  %6177 = shufflevector <8 x i32> %6176, <8 x i32> poison, <8 x i32> zeroinitializer
  %6178 = icmp sgt <8 x i32> %6177, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6179 = load <8 x float>, ptr %117, align 32
  br i1 %61, label %6185, label %6180

6180:                                             ; preds = %6171
  %6181 = load float, ptr %424, align 1
  %6182 = insertelement <8 x float> poison, float %6181, i64 0
  %6183 = shufflevector <8 x float> %6182, <8 x float> poison, <8 x i32> zeroinitializer
  %6184 = fadd <8 x float> %6179, %6183
  br label %6185

6185:                                             ; preds = %6180, %6171
  %6186 = phi <8 x float> [ %6184, %6180 ], [ %6179, %6171 ]
  %6187 = getelementptr inbounds nuw i8, ptr %5877, i64 96
  %6188 = getelementptr inbounds nuw i8, ptr %5878, i64 96
  %6189 = select i1 %438, ptr null, ptr %6188
  switch i64 %102, label %557 [
    i64 1, label %6204
    i64 2, label %6197
    i64 3, label %6190
    i64 0, label %6245
  ]

6190:                                             ; preds = %6185
  %6191 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %6186)
  %6192 = bitcast <8 x float> %6186 to <8 x i32>
  %6193 = and <8 x i32> %6192, %59
  %6194 = bitcast <8 x i32> %6193 to <8 x float>
  %6195 = fcmp oeq <8 x float> %6186, %46
  %6196 = select <8 x i1> %6195, <8 x float> %6194, <8 x float> %6191
  br label %6207

6197:                                             ; preds = %6185
  %6198 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %6186)
  %6199 = bitcast <8 x float> %6186 to <8 x i32>
  %6200 = or <8 x i32> %6199, %60
  %6201 = bitcast <8 x i32> %6200 to <8 x float>
  %6202 = fcmp oeq <8 x float> %6186, %49
  %6203 = select <8 x i1> %6202, <8 x float> %6201, <8 x float> %6198
  br label %6207

6204:                                             ; preds = %6185
  %6205 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6189, <8 x i1> %6178, <8 x float> zeroinitializer)
  %6206 = fadd <8 x float> %6186, %6205
  br label %6207

6207:                                             ; preds = %6204, %6197, %6190
  %6208 = phi <8 x float> [ %6206, %6204 ], [ %6203, %6197 ], [ %6196, %6190 ]
  switch i64 %119, label %557 [
    i64 1, label %6223
    i64 2, label %6216
    i64 3, label %6209
    i64 0, label %6245
  ]

6209:                                             ; preds = %6207
  %6210 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %6208)
  %6211 = bitcast <8 x float> %6208 to <8 x i32>
  %6212 = and <8 x i32> %6211, %59
  %6213 = bitcast <8 x i32> %6212 to <8 x float>
  %6214 = fcmp oeq <8 x float> %6208, %46
  %6215 = select <8 x i1> %6214, <8 x float> %6213, <8 x float> %6210
  br label %6226

6216:                                             ; preds = %6207
  %6217 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %6208)
  %6218 = bitcast <8 x float> %6208 to <8 x i32>
  %6219 = or <8 x i32> %6218, %60
  %6220 = bitcast <8 x i32> %6219 to <8 x float>
  %6221 = fcmp oeq <8 x float> %6208, %49
  %6222 = select <8 x i1> %6221, <8 x float> %6220, <8 x float> %6217
  br label %6226

6223:                                             ; preds = %6207
  %6224 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6189, <8 x i1> %6178, <8 x float> zeroinitializer)
  %6225 = fadd <8 x float> %6208, %6224
  br label %6226

6226:                                             ; preds = %6223, %6216, %6209
  %6227 = phi <8 x float> [ %6225, %6223 ], [ %6222, %6216 ], [ %6215, %6209 ]
  switch i64 %121, label %557 [
    i64 1, label %6242
    i64 2, label %6235
    i64 3, label %6228
    i64 0, label %6245
  ]

6228:                                             ; preds = %6226
  %6229 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %6227)
  %6230 = bitcast <8 x float> %6227 to <8 x i32>
  %6231 = and <8 x i32> %6230, %59
  %6232 = bitcast <8 x i32> %6231 to <8 x float>
  %6233 = fcmp oeq <8 x float> %6227, %46
  %6234 = select <8 x i1> %6233, <8 x float> %6232, <8 x float> %6229
  br label %6245

6235:                                             ; preds = %6226
  %6236 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %6227)
  %6237 = bitcast <8 x float> %6227 to <8 x i32>
  %6238 = or <8 x i32> %6237, %60
  %6239 = bitcast <8 x i32> %6238 to <8 x float>
  %6240 = fcmp oeq <8 x float> %6227, %49
  %6241 = select <8 x i1> %6240, <8 x float> %6239, <8 x float> %6236
  br label %6245

6242:                                             ; preds = %6226
  %6243 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6189, <8 x i1> %6178, <8 x float> zeroinitializer)
  %6244 = fadd <8 x float> %6227, %6243
  br label %6245

6245:                                             ; preds = %6228, %6235, %6242, %6226, %6207, %6185
  %6246 = phi <8 x float> [ %6227, %6226 ], [ %6186, %6185 ], [ %6208, %6207 ], [ %6244, %6242 ], [ %6241, %6235 ], [ %6234, %6228 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6246, ptr nonnull align 1 %6187, <8 x i1> %6178)
  %6247 = add i64 %5876, -32
  %6248 = tail call i64 @llvm.smin.i64(i64 %6247, i64 8)
  %6249 = trunc i64 %6248 to i32
  %6250 = insertelement <8 x i32> poison, i32 %6249, i64 0
  %6251 = shufflevector <8 x i32> %6250, <8 x i32> poison, <8 x i32> zeroinitializer
  %6252 = icmp sgt <8 x i32> %6251, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6253 = load <8 x float>, ptr %122, align 32
  br i1 %61, label %6259, label %6254

6254:                                             ; preds = %6245
  %6255 = load float, ptr %424, align 1
  %6256 = insertelement <8 x float> poison, float %6255, i64 0
  %6257 = shufflevector <8 x float> %6256, <8 x float> poison, <8 x i32> zeroinitializer
  %6258 = fadd <8 x float> %6253, %6257
  br label %6259

6259:                                             ; preds = %6254, %6245
  %6260 = phi <8 x float> [ %6258, %6254 ], [ %6253, %6245 ]
  %6261 = getelementptr inbounds nuw i8, ptr %5877, i64 128
  %6262 = getelementptr inbounds nuw i8, ptr %5878, i64 128
  %6263 = select i1 %438, ptr null, ptr %6262
  switch i64 %102, label %557 [
    i64 1, label %6278
    i64 2, label %6271
    i64 3, label %6264
    i64 0, label %6319
  ]

6264:                                             ; preds = %6259
  %6265 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %6260)
  %6266 = bitcast <8 x float> %6260 to <8 x i32>
  %6267 = and <8 x i32> %6266, %59
  %6268 = bitcast <8 x i32> %6267 to <8 x float>
  %6269 = fcmp oeq <8 x float> %6260, %46
  %6270 = select <8 x i1> %6269, <8 x float> %6268, <8 x float> %6265
  br label %6281

6271:                                             ; preds = %6259
  %6272 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %6260)
  %6273 = bitcast <8 x float> %6260 to <8 x i32>
  %6274 = or <8 x i32> %6273, %60
  %6275 = bitcast <8 x i32> %6274 to <8 x float>
  %6276 = fcmp oeq <8 x float> %6260, %49
  %6277 = select <8 x i1> %6276, <8 x float> %6275, <8 x float> %6272
  br label %6281

6278:                                             ; preds = %6259
  %6279 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6263, <8 x i1> %6252, <8 x float> zeroinitializer)
  %6280 = fadd <8 x float> %6260, %6279
  br label %6281

6281:                                             ; preds = %6278, %6271, %6264
  %6282 = phi <8 x float> [ %6280, %6278 ], [ %6277, %6271 ], [ %6270, %6264 ]
  switch i64 %124, label %557 [
    i64 1, label %6297
    i64 2, label %6290
    i64 3, label %6283
    i64 0, label %6319
  ]

6283:                                             ; preds = %6281
  %6284 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %6282)
  %6285 = bitcast <8 x float> %6282 to <8 x i32>
  %6286 = and <8 x i32> %6285, %59
  %6287 = bitcast <8 x i32> %6286 to <8 x float>
  %6288 = fcmp oeq <8 x float> %6282, %46
  %6289 = select <8 x i1> %6288, <8 x float> %6287, <8 x float> %6284
  br label %6300

6290:                                             ; preds = %6281
  %6291 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %6282)
  %6292 = bitcast <8 x float> %6282 to <8 x i32>
  %6293 = or <8 x i32> %6292, %60
  %6294 = bitcast <8 x i32> %6293 to <8 x float>
  %6295 = fcmp oeq <8 x float> %6282, %49
  %6296 = select <8 x i1> %6295, <8 x float> %6294, <8 x float> %6291
  br label %6300

6297:                                             ; preds = %6281
  %6298 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6263, <8 x i1> %6252, <8 x float> zeroinitializer)
  %6299 = fadd <8 x float> %6282, %6298
  br label %6300

6300:                                             ; preds = %6297, %6290, %6283
  %6301 = phi <8 x float> [ %6299, %6297 ], [ %6296, %6290 ], [ %6289, %6283 ]
  switch i64 %126, label %557 [
    i64 1, label %6316
    i64 2, label %6309
    i64 3, label %6302
    i64 0, label %6319
  ]

6302:                                             ; preds = %6300
  %6303 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %6301)
  %6304 = bitcast <8 x float> %6301 to <8 x i32>
  %6305 = and <8 x i32> %6304, %59
  %6306 = bitcast <8 x i32> %6305 to <8 x float>
  %6307 = fcmp oeq <8 x float> %6301, %46
  %6308 = select <8 x i1> %6307, <8 x float> %6306, <8 x float> %6303
  br label %6319

6309:                                             ; preds = %6300
  %6310 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %6301)
  %6311 = bitcast <8 x float> %6301 to <8 x i32>
  %6312 = or <8 x i32> %6311, %60
  %6313 = bitcast <8 x i32> %6312 to <8 x float>
  %6314 = fcmp oeq <8 x float> %6301, %49
  %6315 = select <8 x i1> %6314, <8 x float> %6313, <8 x float> %6310
  br label %6319

6316:                                             ; preds = %6300
  %6317 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6263, <8 x i1> %6252, <8 x float> zeroinitializer)
  %6318 = fadd <8 x float> %6301, %6317
  br label %6319

6319:                                             ; preds = %6302, %6309, %6316, %6300, %6281, %6259
  %6320 = phi <8 x float> [ %6301, %6300 ], [ %6260, %6259 ], [ %6282, %6281 ], [ %6318, %6316 ], [ %6315, %6309 ], [ %6308, %6302 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6320, ptr nonnull align 1 %6261, <8 x i1> %6252)
  %6321 = add i64 %5876, -40
  %6322 = tail call i64 @llvm.smin.i64(i64 %6321, i64 8)
  %6323 = trunc i64 %6322 to i32
  %6324 = insertelement <8 x i32> poison, i32 %6323, i64 0
  %6325 = shufflevector <8 x i32> %6324, <8 x i32> poison, <8 x i32> zeroinitializer
  %6326 = icmp sgt <8 x i32> %6325, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6327 = load <8 x float>, ptr %127, align 32
  br i1 %61, label %6333, label %6328

6328:                                             ; preds = %6319
  %6329 = load float, ptr %424, align 1
  %6330 = insertelement <8 x float> poison, float %6329, i64 0
  %6331 = shufflevector <8 x float> %6330, <8 x float> poison, <8 x i32> zeroinitializer
  %6332 = fadd <8 x float> %6327, %6331
  br label %6333

6333:                                             ; preds = %6328, %6319
  %6334 = phi <8 x float> [ %6332, %6328 ], [ %6327, %6319 ]
  %6335 = getelementptr inbounds nuw i8, ptr %5877, i64 160
  %6336 = getelementptr inbounds nuw i8, ptr %5878, i64 160
  %6337 = select i1 %438, ptr null, ptr %6336
  switch i64 %102, label %557 [
    i64 1, label %6352
    i64 2, label %6345
    i64 3, label %6338
    i64 0, label %6393
  ]

6338:                                             ; preds = %6333
  %6339 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %6334)
  %6340 = bitcast <8 x float> %6334 to <8 x i32>
  %6341 = and <8 x i32> %6340, %59
  %6342 = bitcast <8 x i32> %6341 to <8 x float>
  %6343 = fcmp oeq <8 x float> %6334, %46
  %6344 = select <8 x i1> %6343, <8 x float> %6342, <8 x float> %6339
  br label %6355

6345:                                             ; preds = %6333
  %6346 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %6334)
  %6347 = bitcast <8 x float> %6334 to <8 x i32>
  %6348 = or <8 x i32> %6347, %60
  %6349 = bitcast <8 x i32> %6348 to <8 x float>
  %6350 = fcmp oeq <8 x float> %6334, %49
  %6351 = select <8 x i1> %6350, <8 x float> %6349, <8 x float> %6346
  br label %6355

6352:                                             ; preds = %6333
  %6353 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6337, <8 x i1> %6326, <8 x float> zeroinitializer)
  %6354 = fadd <8 x float> %6334, %6353
  br label %6355

6355:                                             ; preds = %6352, %6345, %6338
  %6356 = phi <8 x float> [ %6354, %6352 ], [ %6351, %6345 ], [ %6344, %6338 ]
  switch i64 %129, label %557 [
    i64 1, label %6371
    i64 2, label %6364
    i64 3, label %6357
    i64 0, label %6393
  ]

6357:                                             ; preds = %6355
  %6358 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %6356)
  %6359 = bitcast <8 x float> %6356 to <8 x i32>
  %6360 = and <8 x i32> %6359, %59
  %6361 = bitcast <8 x i32> %6360 to <8 x float>
  %6362 = fcmp oeq <8 x float> %6356, %46
  %6363 = select <8 x i1> %6362, <8 x float> %6361, <8 x float> %6358
  br label %6374

6364:                                             ; preds = %6355
  %6365 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %6356)
  %6366 = bitcast <8 x float> %6356 to <8 x i32>
  %6367 = or <8 x i32> %6366, %60
  %6368 = bitcast <8 x i32> %6367 to <8 x float>
  %6369 = fcmp oeq <8 x float> %6356, %49
  %6370 = select <8 x i1> %6369, <8 x float> %6368, <8 x float> %6365
  br label %6374

6371:                                             ; preds = %6355
  %6372 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6337, <8 x i1> %6326, <8 x float> zeroinitializer)
  %6373 = fadd <8 x float> %6356, %6372
  br label %6374

6374:                                             ; preds = %6371, %6364, %6357
  %6375 = phi <8 x float> [ %6373, %6371 ], [ %6370, %6364 ], [ %6363, %6357 ]
  switch i64 %131, label %557 [
    i64 1, label %6390
    i64 2, label %6383
    i64 3, label %6376
    i64 0, label %6393
  ]

6376:                                             ; preds = %6374
  %6377 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %6375)
  %6378 = bitcast <8 x float> %6375 to <8 x i32>
  %6379 = and <8 x i32> %6378, %59
  %6380 = bitcast <8 x i32> %6379 to <8 x float>
  %6381 = fcmp oeq <8 x float> %6375, %46
  %6382 = select <8 x i1> %6381, <8 x float> %6380, <8 x float> %6377
  br label %6393

6383:                                             ; preds = %6374
  %6384 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %6375)
  %6385 = bitcast <8 x float> %6375 to <8 x i32>
  %6386 = or <8 x i32> %6385, %60
  %6387 = bitcast <8 x i32> %6386 to <8 x float>
  %6388 = fcmp oeq <8 x float> %6375, %49
  %6389 = select <8 x i1> %6388, <8 x float> %6387, <8 x float> %6384
  br label %6393

6390:                                             ; preds = %6374
  %6391 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6337, <8 x i1> %6326, <8 x float> zeroinitializer)
  %6392 = fadd <8 x float> %6375, %6391
  br label %6393

6393:                                             ; preds = %6376, %6383, %6390, %6374, %6355, %6333
  %6394 = phi <8 x float> [ %6375, %6374 ], [ %6334, %6333 ], [ %6356, %6355 ], [ %6392, %6390 ], [ %6389, %6383 ], [ %6382, %6376 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6394, ptr nonnull align 1 %6335, <8 x i1> %6326)
  %6395 = add i64 %5876, -48
  %6396 = tail call i64 @llvm.smin.i64(i64 %6395, i64 8)
  %6397 = trunc i64 %6396 to i32
  %6398 = insertelement <8 x i32> poison, i32 %6397, i64 0
  %6399 = shufflevector <8 x i32> %6398, <8 x i32> poison, <8 x i32> zeroinitializer
  %6400 = icmp sgt <8 x i32> %6399, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6401 = load <8 x float>, ptr %132, align 32
  br i1 %61, label %6407, label %6402

6402:                                             ; preds = %6393
  %6403 = load float, ptr %424, align 1
  %6404 = insertelement <8 x float> poison, float %6403, i64 0
  %6405 = shufflevector <8 x float> %6404, <8 x float> poison, <8 x i32> zeroinitializer
  %6406 = fadd <8 x float> %6401, %6405
  br label %6407

6407:                                             ; preds = %6402, %6393
  %6408 = phi <8 x float> [ %6406, %6402 ], [ %6401, %6393 ]
  %6409 = getelementptr inbounds nuw i8, ptr %5877, i64 192
  %6410 = getelementptr inbounds nuw i8, ptr %5878, i64 192
  %6411 = select i1 %438, ptr null, ptr %6410
  switch i64 %102, label %557 [
    i64 1, label %6426
    i64 2, label %6419
    i64 3, label %6412
    i64 0, label %6467
  ]

6412:                                             ; preds = %6407
  %6413 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %6408)
  %6414 = bitcast <8 x float> %6408 to <8 x i32>
  %6415 = and <8 x i32> %6414, %59
  %6416 = bitcast <8 x i32> %6415 to <8 x float>
  %6417 = fcmp oeq <8 x float> %6408, %46
  %6418 = select <8 x i1> %6417, <8 x float> %6416, <8 x float> %6413
  br label %6429

6419:                                             ; preds = %6407
  %6420 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %6408)
  %6421 = bitcast <8 x float> %6408 to <8 x i32>
  %6422 = or <8 x i32> %6421, %60
  %6423 = bitcast <8 x i32> %6422 to <8 x float>
  %6424 = fcmp oeq <8 x float> %6408, %49
  %6425 = select <8 x i1> %6424, <8 x float> %6423, <8 x float> %6420
  br label %6429

6426:                                             ; preds = %6407
  %6427 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6411, <8 x i1> %6400, <8 x float> zeroinitializer)
  %6428 = fadd <8 x float> %6408, %6427
  br label %6429

6429:                                             ; preds = %6426, %6419, %6412
  %6430 = phi <8 x float> [ %6428, %6426 ], [ %6425, %6419 ], [ %6418, %6412 ]
  switch i64 %134, label %557 [
    i64 1, label %6445
    i64 2, label %6438
    i64 3, label %6431
    i64 0, label %6467
  ]

6431:                                             ; preds = %6429
  %6432 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %6430)
  %6433 = bitcast <8 x float> %6430 to <8 x i32>
  %6434 = and <8 x i32> %6433, %59
  %6435 = bitcast <8 x i32> %6434 to <8 x float>
  %6436 = fcmp oeq <8 x float> %6430, %46
  %6437 = select <8 x i1> %6436, <8 x float> %6435, <8 x float> %6432
  br label %6448

6438:                                             ; preds = %6429
  %6439 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %6430)
  %6440 = bitcast <8 x float> %6430 to <8 x i32>
  %6441 = or <8 x i32> %6440, %60
  %6442 = bitcast <8 x i32> %6441 to <8 x float>
  %6443 = fcmp oeq <8 x float> %6430, %49
  %6444 = select <8 x i1> %6443, <8 x float> %6442, <8 x float> %6439
  br label %6448

6445:                                             ; preds = %6429
  %6446 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6411, <8 x i1> %6400, <8 x float> zeroinitializer)
  %6447 = fadd <8 x float> %6430, %6446
  br label %6448

6448:                                             ; preds = %6445, %6438, %6431
  %6449 = phi <8 x float> [ %6447, %6445 ], [ %6444, %6438 ], [ %6437, %6431 ]
  switch i64 %136, label %557 [
    i64 1, label %6464
    i64 2, label %6457
    i64 3, label %6450
    i64 0, label %6467
  ]

6450:                                             ; preds = %6448
  %6451 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %6449)
  %6452 = bitcast <8 x float> %6449 to <8 x i32>
  %6453 = and <8 x i32> %6452, %59
  %6454 = bitcast <8 x i32> %6453 to <8 x float>
  %6455 = fcmp oeq <8 x float> %6449, %46
  %6456 = select <8 x i1> %6455, <8 x float> %6454, <8 x float> %6451
  br label %6467

6457:                                             ; preds = %6448
  %6458 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %6449)
  %6459 = bitcast <8 x float> %6449 to <8 x i32>
  %6460 = or <8 x i32> %6459, %60
  %6461 = bitcast <8 x i32> %6460 to <8 x float>
  %6462 = fcmp oeq <8 x float> %6449, %49
  %6463 = select <8 x i1> %6462, <8 x float> %6461, <8 x float> %6458
  br label %6467

6464:                                             ; preds = %6448
  %6465 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6411, <8 x i1> %6400, <8 x float> zeroinitializer)
  %6466 = fadd <8 x float> %6449, %6465
  br label %6467

6467:                                             ; preds = %6450, %6457, %6464, %6448, %6429, %6407
  %6468 = phi <8 x float> [ %6449, %6448 ], [ %6408, %6407 ], [ %6430, %6429 ], [ %6466, %6464 ], [ %6463, %6457 ], [ %6456, %6450 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6468, ptr nonnull align 1 %6409, <8 x i1> %6400)
  %6469 = add i64 %5876, -56
  %6470 = tail call i64 @llvm.smin.i64(i64 %6469, i64 8)
  %6471 = trunc i64 %6470 to i32
  %6472 = insertelement <8 x i32> poison, i32 %6471, i64 0
  %6473 = shufflevector <8 x i32> %6472, <8 x i32> poison, <8 x i32> zeroinitializer
  %6474 = icmp sgt <8 x i32> %6473, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6475 = load <8 x float>, ptr %137, align 32
  br i1 %61, label %6481, label %6476

6476:                                             ; preds = %6467
  %6477 = load float, ptr %424, align 1
  %6478 = insertelement <8 x float> poison, float %6477, i64 0
  %6479 = shufflevector <8 x float> %6478, <8 x float> poison, <8 x i32> zeroinitializer
  %6480 = fadd <8 x float> %6475, %6479
  br label %6481

6481:                                             ; preds = %6476, %6467
  %6482 = phi <8 x float> [ %6480, %6476 ], [ %6475, %6467 ]
  %6483 = getelementptr inbounds nuw i8, ptr %5877, i64 224
  %6484 = getelementptr inbounds nuw i8, ptr %5878, i64 224
  %6485 = select i1 %438, ptr null, ptr %6484
  switch i64 %102, label %557 [
    i64 1, label %6500
    i64 2, label %6493
    i64 3, label %6486
    i64 0, label %6541
  ]

6486:                                             ; preds = %6481
  %6487 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %6482)
  %6488 = bitcast <8 x float> %6482 to <8 x i32>
  %6489 = and <8 x i32> %6488, %59
  %6490 = bitcast <8 x i32> %6489 to <8 x float>
  %6491 = fcmp oeq <8 x float> %6482, %46
  %6492 = select <8 x i1> %6491, <8 x float> %6490, <8 x float> %6487
  br label %6503

6493:                                             ; preds = %6481
  %6494 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %6482)
  %6495 = bitcast <8 x float> %6482 to <8 x i32>
  %6496 = or <8 x i32> %6495, %60
  %6497 = bitcast <8 x i32> %6496 to <8 x float>
  %6498 = fcmp oeq <8 x float> %6482, %49
  %6499 = select <8 x i1> %6498, <8 x float> %6497, <8 x float> %6494
  br label %6503

6500:                                             ; preds = %6481
  %6501 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6485, <8 x i1> %6474, <8 x float> zeroinitializer)
  %6502 = fadd <8 x float> %6482, %6501
  br label %6503

6503:                                             ; preds = %6500, %6493, %6486
  %6504 = phi <8 x float> [ %6502, %6500 ], [ %6499, %6493 ], [ %6492, %6486 ]
  switch i64 %139, label %557 [
    i64 1, label %6519
    i64 2, label %6512
    i64 3, label %6505
    i64 0, label %6541
  ]

6505:                                             ; preds = %6503
  %6506 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %6504)
  %6507 = bitcast <8 x float> %6504 to <8 x i32>
  %6508 = and <8 x i32> %6507, %59
  %6509 = bitcast <8 x i32> %6508 to <8 x float>
  %6510 = fcmp oeq <8 x float> %6504, %46
  %6511 = select <8 x i1> %6510, <8 x float> %6509, <8 x float> %6506
  br label %6522

6512:                                             ; preds = %6503
  %6513 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %6504)
  %6514 = bitcast <8 x float> %6504 to <8 x i32>
  %6515 = or <8 x i32> %6514, %60
  %6516 = bitcast <8 x i32> %6515 to <8 x float>
  %6517 = fcmp oeq <8 x float> %6504, %49
  %6518 = select <8 x i1> %6517, <8 x float> %6516, <8 x float> %6513
  br label %6522

6519:                                             ; preds = %6503
  %6520 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6485, <8 x i1> %6474, <8 x float> zeroinitializer)
  %6521 = fadd <8 x float> %6504, %6520
  br label %6522

6522:                                             ; preds = %6519, %6512, %6505
  %6523 = phi <8 x float> [ %6521, %6519 ], [ %6518, %6512 ], [ %6511, %6505 ]
  switch i64 %141, label %557 [
    i64 1, label %6538
    i64 2, label %6531
    i64 3, label %6524
    i64 0, label %6541
  ]

6524:                                             ; preds = %6522
  %6525 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %6523)
  %6526 = bitcast <8 x float> %6523 to <8 x i32>
  %6527 = and <8 x i32> %6526, %59
  %6528 = bitcast <8 x i32> %6527 to <8 x float>
  %6529 = fcmp oeq <8 x float> %6523, %46
  %6530 = select <8 x i1> %6529, <8 x float> %6528, <8 x float> %6525
  br label %6541

6531:                                             ; preds = %6522
  %6532 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %6523)
  %6533 = bitcast <8 x float> %6523 to <8 x i32>
  %6534 = or <8 x i32> %6533, %60
  %6535 = bitcast <8 x i32> %6534 to <8 x float>
  %6536 = fcmp oeq <8 x float> %6523, %49
  %6537 = select <8 x i1> %6536, <8 x float> %6535, <8 x float> %6532
  br label %6541

6538:                                             ; preds = %6522
  %6539 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6485, <8 x i1> %6474, <8 x float> zeroinitializer)
  %6540 = fadd <8 x float> %6523, %6539
  br label %6541

6541:                                             ; preds = %6524, %6531, %6538, %6522, %6503, %6481
  %6542 = phi <8 x float> [ %6523, %6522 ], [ %6482, %6481 ], [ %6504, %6503 ], [ %6540, %6538 ], [ %6537, %6531 ], [ %6530, %6524 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6542, ptr nonnull align 1 %6483, <8 x i1> %6474)
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  br label %7198

6543:                                             ; preds = %5870
  call void @llvm.lifetime.start.p0(ptr nonnull %36)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 32 dereferenceable(256) %36, i8 0, i64 256, i1 false)
  br i1 %57, label %6556, label %6546

6544:                                             ; preds = %6569
  %6545 = load <8 x float>, ptr %36, align 32
  br label %6546

6546:                                             ; preds = %6544, %6543
  %6547 = phi <8 x float> [ %6545, %6544 ], [ zeroinitializer, %6543 ]
  %6548 = add i64 %443, %9
  %6549 = getelementptr inbounds nuw float, ptr %430, i64 %444
  %6550 = getelementptr inbounds nuw float, ptr %434, i64 %444
  %6551 = tail call i64 @llvm.smin.i64(i64 %6548, i64 8)
  %6552 = trunc i64 %6551 to i32
  %6553 = insertelement <8 x i32> poison, i32 %6552, i64 0
  %6554 = shufflevector <8 x i32> %6553, <8 x i32> poison, <8 x i32> zeroinitializer
  %6555 = icmp sgt <8 x i32> %6554, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  br i1 %61, label %6620, label %6615

6556:                                             ; preds = %6543, %6569
  %6557 = phi i64 [ %6570, %6569 ], [ 0, %6543 ]
  %6558 = mul nsw i64 %6557, %14
  %6559 = add i64 %437, %6558
  %6560 = icmp sgt i64 %6559, -1
  %6561 = icmp slt i64 %6559, %6
  %6562 = and i1 %6560, %6561
  %6563 = select i1 %6562, i64 %6559, i64 0
  %6564 = mul nsw i64 %6563, %7
  %6565 = getelementptr inbounds float, ptr %421, i64 %6564
  br i1 %58, label %6566, label %6569

6566:                                             ; preds = %6556
  %6567 = mul nuw nsw i64 %6557, %11
  %6568 = getelementptr inbounds nuw float, ptr %423, i64 %6567
  br label %6572

6569:                                             ; preds = %6580, %6556
  %6570 = add nuw nsw i64 %6557, 1
  %6571 = icmp eq i64 %6570, %10
  br i1 %6571, label %6544, label %6556

6572:                                             ; preds = %6566, %6580
  %6573 = phi i64 [ 0, %6566 ], [ %6581, %6580 ]
  %6574 = getelementptr inbounds nuw float, ptr %6568, i64 %6573
  %6575 = load float, ptr %6574, align 1
  %6576 = insertelement <8 x float> poison, float %6575, i64 0
  %6577 = shufflevector <8 x float> %6576, <8 x float> poison, <8 x i32> zeroinitializer
  %6578 = mul nsw i64 %6573, %15
  %6579 = sub i64 %6578, %17
  br label %6583

6580:                                             ; preds = %6583
  %6581 = add nuw nsw i64 %6573, 1
  %6582 = icmp eq i64 %6581, %11
  br i1 %6582, label %6569, label %6572

6583:                                             ; preds = %6572, %6583
  %6584 = phi i64 [ 0, %6572 ], [ %6613, %6583 ]
  %6585 = shl nuw nsw i64 %6584, 3
  %6586 = or disjoint i64 %444, %6585
  %6587 = sub nsw i64 %9, %6586
  %6588 = add i64 %6579, %6586
  %6589 = icmp slt i64 %6588, 0
  %6590 = sub nsw i64 0, %6588
  %6591 = select i1 %6589, i64 %6590, i64 0
  %6592 = sub nsw i64 %7, %6588
  %6593 = tail call i64 @llvm.smin.i64(i64 %6592, i64 %6587)
  %6594 = tail call i64 @llvm.smin.i64(i64 %6593, i64 8)
  %6595 = icmp sgt i64 %6594, %6591
  %6596 = select i1 %6562, i1 %6595, i1 false
  %6597 = getelementptr inbounds float, ptr %6565, i64 %6588
  %6598 = trunc i64 %6591 to i32
  %6599 = select i1 %6596, i32 %6598, i32 0
  %6600 = insertelement <8 x i32> poison, i32 %6599, i64 0
  %6601 = shufflevector <8 x i32> %6600, <8 x i32> poison, <8 x i32> zeroinitializer
  %6602 = icmp slt <8 x i32> %6601, <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %6603 = trunc i64 %6594 to i32
  %6604 = select i1 %6596, i32 %6603, i32 0
  %6605 = insertelement <8 x i32> poison, i32 %6604, i64 0
  %6606 = shufflevector <8 x i32> %6605, <8 x i32> poison, <8 x i32> zeroinitializer
  %6607 = icmp sgt <8 x i32> %6606, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6608 = and <8 x i1> %6607, %6602
  %6609 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6597, <8 x i1> %6608, <8 x float> zeroinitializer)
  %6610 = getelementptr inbounds nuw <8 x float>, ptr %36, i64 %6584
  %6611 = load <8 x float>, ptr %6610, align 32
  %6612 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %6609, <8 x float> %6577, <8 x float> %6611)
  store <8 x float> %6612, ptr %6610, align 32
  %6613 = add nuw nsw i64 %6584, 1
  %6614 = icmp eq i64 %6613, 8
  br i1 %6614, label %6580, label %6583

6615:                                             ; preds = %6546
  %6616 = load float, ptr %424, align 1
  %6617 = insertelement <8 x float> poison, float %6616, i64 0
  %6618 = shufflevector <8 x float> %6617, <8 x float> poison, <8 x i32> zeroinitializer
  %6619 = fadd <8 x float> %6547, %6618
  br label %6620

6620:                                             ; preds = %6615, %6546
  %6621 = phi <8 x float> [ %6619, %6615 ], [ %6547, %6546 ]
  %6622 = select i1 %438, ptr null, ptr %6550
  switch i64 %62, label %557 [
    i64 1, label %6623
    i64 2, label %6626
    i64 3, label %6633
    i64 0, label %6678
  ]

6623:                                             ; preds = %6620
  %6624 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6622, <8 x i1> %6555, <8 x float> zeroinitializer)
  %6625 = fadd <8 x float> %6621, %6624
  br label %6640

6626:                                             ; preds = %6620
  %6627 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %6621)
  %6628 = bitcast <8 x float> %6621 to <8 x i32>
  %6629 = or <8 x i32> %6628, %60
  %6630 = bitcast <8 x i32> %6629 to <8 x float>
  %6631 = fcmp oeq <8 x float> %6621, %49
  %6632 = select <8 x i1> %6631, <8 x float> %6630, <8 x float> %6627
  br label %6640

6633:                                             ; preds = %6620
  %6634 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %6621)
  %6635 = bitcast <8 x float> %6621 to <8 x i32>
  %6636 = and <8 x i32> %6635, %59
  %6637 = bitcast <8 x i32> %6636 to <8 x float>
  %6638 = fcmp oeq <8 x float> %6621, %46
  %6639 = select <8 x i1> %6638, <8 x float> %6637, <8 x float> %6634
  br label %6640

6640:                                             ; preds = %6633, %6626, %6623
  %6641 = phi <8 x float> [ %6625, %6623 ], [ %6632, %6626 ], [ %6639, %6633 ]
  switch i64 %64, label %557 [
    i64 1, label %6656
    i64 2, label %6649
    i64 3, label %6642
    i64 0, label %6678
  ]

6642:                                             ; preds = %6640
  %6643 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %6641)
  %6644 = bitcast <8 x float> %6641 to <8 x i32>
  %6645 = and <8 x i32> %6644, %59
  %6646 = bitcast <8 x i32> %6645 to <8 x float>
  %6647 = fcmp oeq <8 x float> %6641, %46
  %6648 = select <8 x i1> %6647, <8 x float> %6646, <8 x float> %6643
  br label %6659

6649:                                             ; preds = %6640
  %6650 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %6641)
  %6651 = bitcast <8 x float> %6641 to <8 x i32>
  %6652 = or <8 x i32> %6651, %60
  %6653 = bitcast <8 x i32> %6652 to <8 x float>
  %6654 = fcmp oeq <8 x float> %6641, %49
  %6655 = select <8 x i1> %6654, <8 x float> %6653, <8 x float> %6650
  br label %6659

6656:                                             ; preds = %6640
  %6657 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6622, <8 x i1> %6555, <8 x float> zeroinitializer)
  %6658 = fadd <8 x float> %6641, %6657
  br label %6659

6659:                                             ; preds = %6656, %6649, %6642
  %6660 = phi <8 x float> [ %6658, %6656 ], [ %6655, %6649 ], [ %6648, %6642 ]
  switch i64 %66, label %557 [
    i64 1, label %6675
    i64 2, label %6668
    i64 3, label %6661
    i64 0, label %6678
  ]

6661:                                             ; preds = %6659
  %6662 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %6660)
  %6663 = bitcast <8 x float> %6660 to <8 x i32>
  %6664 = and <8 x i32> %6663, %59
  %6665 = bitcast <8 x i32> %6664 to <8 x float>
  %6666 = fcmp oeq <8 x float> %6660, %46
  %6667 = select <8 x i1> %6666, <8 x float> %6665, <8 x float> %6662
  br label %6678

6668:                                             ; preds = %6659
  %6669 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %6660)
  %6670 = bitcast <8 x float> %6660 to <8 x i32>
  %6671 = or <8 x i32> %6670, %60
  %6672 = bitcast <8 x i32> %6671 to <8 x float>
  %6673 = fcmp oeq <8 x float> %6660, %49
  %6674 = select <8 x i1> %6673, <8 x float> %6672, <8 x float> %6669
  br label %6678

6675:                                             ; preds = %6659
  %6676 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6622, <8 x i1> %6555, <8 x float> zeroinitializer)
  %6677 = fadd <8 x float> %6660, %6676
  br label %6678

6678:                                             ; preds = %6661, %6668, %6675, %6659, %6640, %6620
  %6679 = phi <8 x float> [ %6660, %6659 ], [ %6621, %6620 ], [ %6641, %6640 ], [ %6677, %6675 ], [ %6674, %6668 ], [ %6667, %6661 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6679, ptr align 1 %6549, <8 x i1> %6555)
  %6680 = add i64 %6548, -8
  %6681 = tail call i64 @llvm.smin.i64(i64 %6680, i64 8)
  %6682 = trunc i64 %6681 to i32
  %6683 = insertelement <8 x i32> poison, i32 %6682, i64 0
  %6684 = shufflevector <8 x i32> %6683, <8 x i32> poison, <8 x i32> zeroinitializer
  %6685 = icmp sgt <8 x i32> %6684, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6686 = load <8 x float>, ptr %67, align 32
  br i1 %61, label %6692, label %6687

6687:                                             ; preds = %6678
  %6688 = load float, ptr %424, align 1
  %6689 = insertelement <8 x float> poison, float %6688, i64 0
  %6690 = shufflevector <8 x float> %6689, <8 x float> poison, <8 x i32> zeroinitializer
  %6691 = fadd <8 x float> %6686, %6690
  br label %6692

6692:                                             ; preds = %6687, %6678
  %6693 = phi <8 x float> [ %6691, %6687 ], [ %6686, %6678 ]
  %6694 = getelementptr inbounds nuw i8, ptr %6549, i64 32
  %6695 = getelementptr inbounds nuw i8, ptr %6550, i64 32
  %6696 = select i1 %438, ptr null, ptr %6695
  switch i64 %62, label %557 [
    i64 1, label %6711
    i64 2, label %6704
    i64 3, label %6697
    i64 0, label %6752
  ]

6697:                                             ; preds = %6692
  %6698 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %6693)
  %6699 = bitcast <8 x float> %6693 to <8 x i32>
  %6700 = and <8 x i32> %6699, %59
  %6701 = bitcast <8 x i32> %6700 to <8 x float>
  %6702 = fcmp oeq <8 x float> %6693, %46
  %6703 = select <8 x i1> %6702, <8 x float> %6701, <8 x float> %6698
  br label %6714

6704:                                             ; preds = %6692
  %6705 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %6693)
  %6706 = bitcast <8 x float> %6693 to <8 x i32>
  %6707 = or <8 x i32> %6706, %60
  %6708 = bitcast <8 x i32> %6707 to <8 x float>
  %6709 = fcmp oeq <8 x float> %6693, %49
  %6710 = select <8 x i1> %6709, <8 x float> %6708, <8 x float> %6705
  br label %6714

6711:                                             ; preds = %6692
  %6712 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6696, <8 x i1> %6685, <8 x float> zeroinitializer)
  %6713 = fadd <8 x float> %6693, %6712
  br label %6714

6714:                                             ; preds = %6711, %6704, %6697
  %6715 = phi <8 x float> [ %6713, %6711 ], [ %6710, %6704 ], [ %6703, %6697 ]
  switch i64 %69, label %557 [
    i64 1, label %6730
    i64 2, label %6723
    i64 3, label %6716
    i64 0, label %6752
  ]

6716:                                             ; preds = %6714
  %6717 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %6715)
  %6718 = bitcast <8 x float> %6715 to <8 x i32>
  %6719 = and <8 x i32> %6718, %59
  %6720 = bitcast <8 x i32> %6719 to <8 x float>
  %6721 = fcmp oeq <8 x float> %6715, %46
  %6722 = select <8 x i1> %6721, <8 x float> %6720, <8 x float> %6717
  br label %6733

6723:                                             ; preds = %6714
  %6724 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %6715)
  %6725 = bitcast <8 x float> %6715 to <8 x i32>
  %6726 = or <8 x i32> %6725, %60
  %6727 = bitcast <8 x i32> %6726 to <8 x float>
  %6728 = fcmp oeq <8 x float> %6715, %49
  %6729 = select <8 x i1> %6728, <8 x float> %6727, <8 x float> %6724
  br label %6733

6730:                                             ; preds = %6714
  %6731 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6696, <8 x i1> %6685, <8 x float> zeroinitializer)
  %6732 = fadd <8 x float> %6715, %6731
  br label %6733

6733:                                             ; preds = %6730, %6723, %6716
  %6734 = phi <8 x float> [ %6732, %6730 ], [ %6729, %6723 ], [ %6722, %6716 ]
  switch i64 %71, label %557 [
    i64 1, label %6749
    i64 2, label %6742
    i64 3, label %6735
    i64 0, label %6752
  ]

6735:                                             ; preds = %6733
  %6736 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %6734)
  %6737 = bitcast <8 x float> %6734 to <8 x i32>
  %6738 = and <8 x i32> %6737, %59
  %6739 = bitcast <8 x i32> %6738 to <8 x float>
  %6740 = fcmp oeq <8 x float> %6734, %46
  %6741 = select <8 x i1> %6740, <8 x float> %6739, <8 x float> %6736
  br label %6752

6742:                                             ; preds = %6733
  %6743 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %6734)
  %6744 = bitcast <8 x float> %6734 to <8 x i32>
  %6745 = or <8 x i32> %6744, %60
  %6746 = bitcast <8 x i32> %6745 to <8 x float>
  %6747 = fcmp oeq <8 x float> %6734, %49
  %6748 = select <8 x i1> %6747, <8 x float> %6746, <8 x float> %6743
  br label %6752

6749:                                             ; preds = %6733
  %6750 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6696, <8 x i1> %6685, <8 x float> zeroinitializer)
  %6751 = fadd <8 x float> %6734, %6750
  br label %6752

6752:                                             ; preds = %6735, %6742, %6749, %6733, %6714, %6692
  %6753 = phi <8 x float> [ %6734, %6733 ], [ %6693, %6692 ], [ %6715, %6714 ], [ %6751, %6749 ], [ %6748, %6742 ], [ %6741, %6735 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6753, ptr nonnull align 1 %6694, <8 x i1> %6685)
  %6754 = add i64 %6548, -16
  %6755 = tail call i64 @llvm.smin.i64(i64 %6754, i64 8)
  %6756 = trunc i64 %6755 to i32
  %6757 = insertelement <8 x i32> poison, i32 %6756, i64 0
  %6758 = shufflevector <8 x i32> %6757, <8 x i32> poison, <8 x i32> zeroinitializer
  %6759 = icmp sgt <8 x i32> %6758, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6760 = load <8 x float>, ptr %72, align 32
  br i1 %61, label %6766, label %6761

6761:                                             ; preds = %6752
  %6762 = load float, ptr %424, align 1
  %6763 = insertelement <8 x float> poison, float %6762, i64 0
  %6764 = shufflevector <8 x float> %6763, <8 x float> poison, <8 x i32> zeroinitializer
  %6765 = fadd <8 x float> %6760, %6764
  br label %6766

6766:                                             ; preds = %6761, %6752
  %6767 = phi <8 x float> [ %6765, %6761 ], [ %6760, %6752 ]
  %6768 = getelementptr inbounds nuw i8, ptr %6549, i64 64
  %6769 = getelementptr inbounds nuw i8, ptr %6550, i64 64
  %6770 = select i1 %438, ptr null, ptr %6769
  switch i64 %62, label %557 [
    i64 1, label %6785
    i64 2, label %6778
    i64 3, label %6771
    i64 0, label %6826
  ]

6771:                                             ; preds = %6766
  %6772 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %6767)
  %6773 = bitcast <8 x float> %6767 to <8 x i32>
  %6774 = and <8 x i32> %6773, %59
  %6775 = bitcast <8 x i32> %6774 to <8 x float>
  %6776 = fcmp oeq <8 x float> %6767, %46
  %6777 = select <8 x i1> %6776, <8 x float> %6775, <8 x float> %6772
  br label %6788

6778:                                             ; preds = %6766
  %6779 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %6767)
  %6780 = bitcast <8 x float> %6767 to <8 x i32>
  %6781 = or <8 x i32> %6780, %60
  %6782 = bitcast <8 x i32> %6781 to <8 x float>
  %6783 = fcmp oeq <8 x float> %6767, %49
  %6784 = select <8 x i1> %6783, <8 x float> %6782, <8 x float> %6779
  br label %6788

6785:                                             ; preds = %6766
  %6786 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6770, <8 x i1> %6759, <8 x float> zeroinitializer)
  %6787 = fadd <8 x float> %6767, %6786
  br label %6788

6788:                                             ; preds = %6785, %6778, %6771
  %6789 = phi <8 x float> [ %6787, %6785 ], [ %6784, %6778 ], [ %6777, %6771 ]
  switch i64 %74, label %557 [
    i64 1, label %6804
    i64 2, label %6797
    i64 3, label %6790
    i64 0, label %6826
  ]

6790:                                             ; preds = %6788
  %6791 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %6789)
  %6792 = bitcast <8 x float> %6789 to <8 x i32>
  %6793 = and <8 x i32> %6792, %59
  %6794 = bitcast <8 x i32> %6793 to <8 x float>
  %6795 = fcmp oeq <8 x float> %6789, %46
  %6796 = select <8 x i1> %6795, <8 x float> %6794, <8 x float> %6791
  br label %6807

6797:                                             ; preds = %6788
  %6798 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %6789)
  %6799 = bitcast <8 x float> %6789 to <8 x i32>
  %6800 = or <8 x i32> %6799, %60
  %6801 = bitcast <8 x i32> %6800 to <8 x float>
  %6802 = fcmp oeq <8 x float> %6789, %49
  %6803 = select <8 x i1> %6802, <8 x float> %6801, <8 x float> %6798
  br label %6807

6804:                                             ; preds = %6788
  %6805 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6770, <8 x i1> %6759, <8 x float> zeroinitializer)
  %6806 = fadd <8 x float> %6789, %6805
  br label %6807

6807:                                             ; preds = %6804, %6797, %6790
  %6808 = phi <8 x float> [ %6806, %6804 ], [ %6803, %6797 ], [ %6796, %6790 ]
  switch i64 %76, label %557 [
    i64 1, label %6823
    i64 2, label %6816
    i64 3, label %6809
    i64 0, label %6826
  ]

6809:                                             ; preds = %6807
  %6810 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %6808)
  %6811 = bitcast <8 x float> %6808 to <8 x i32>
  %6812 = and <8 x i32> %6811, %59
  %6813 = bitcast <8 x i32> %6812 to <8 x float>
  %6814 = fcmp oeq <8 x float> %6808, %46
  %6815 = select <8 x i1> %6814, <8 x float> %6813, <8 x float> %6810
  br label %6826

6816:                                             ; preds = %6807
  %6817 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %6808)
  %6818 = bitcast <8 x float> %6808 to <8 x i32>
  %6819 = or <8 x i32> %6818, %60
  %6820 = bitcast <8 x i32> %6819 to <8 x float>
  %6821 = fcmp oeq <8 x float> %6808, %49
  %6822 = select <8 x i1> %6821, <8 x float> %6820, <8 x float> %6817
  br label %6826

6823:                                             ; preds = %6807
  %6824 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6770, <8 x i1> %6759, <8 x float> zeroinitializer)
  %6825 = fadd <8 x float> %6808, %6824
  br label %6826

6826:                                             ; preds = %6809, %6816, %6823, %6807, %6788, %6766
  %6827 = phi <8 x float> [ %6808, %6807 ], [ %6767, %6766 ], [ %6789, %6788 ], [ %6825, %6823 ], [ %6822, %6816 ], [ %6815, %6809 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6827, ptr nonnull align 1 %6768, <8 x i1> %6759)
  %6828 = add i64 %6548, -24
  %6829 = tail call i64 @llvm.smin.i64(i64 %6828, i64 8)
  %6830 = trunc i64 %6829 to i32
  %6831 = insertelement <8 x i32> poison, i32 %6830, i64 0
  %6832 = shufflevector <8 x i32> %6831, <8 x i32> poison, <8 x i32> zeroinitializer
  %6833 = icmp sgt <8 x i32> %6832, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6834 = load <8 x float>, ptr %77, align 32
  br i1 %61, label %6840, label %6835

6835:                                             ; preds = %6826
  %6836 = load float, ptr %424, align 1
  %6837 = insertelement <8 x float> poison, float %6836, i64 0
  %6838 = shufflevector <8 x float> %6837, <8 x float> poison, <8 x i32> zeroinitializer
  %6839 = fadd <8 x float> %6834, %6838
  br label %6840

6840:                                             ; preds = %6835, %6826
  %6841 = phi <8 x float> [ %6839, %6835 ], [ %6834, %6826 ]
  %6842 = getelementptr inbounds nuw i8, ptr %6549, i64 96
  %6843 = getelementptr inbounds nuw i8, ptr %6550, i64 96
  %6844 = select i1 %438, ptr null, ptr %6843
  switch i64 %62, label %557 [
    i64 1, label %6859
    i64 2, label %6852
    i64 3, label %6845
    i64 0, label %6900
  ]

6845:                                             ; preds = %6840
  %6846 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %6841)
  %6847 = bitcast <8 x float> %6841 to <8 x i32>
  %6848 = and <8 x i32> %6847, %59
  %6849 = bitcast <8 x i32> %6848 to <8 x float>
  %6850 = fcmp oeq <8 x float> %6841, %46
  %6851 = select <8 x i1> %6850, <8 x float> %6849, <8 x float> %6846
  br label %6862

6852:                                             ; preds = %6840
  %6853 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %6841)
  %6854 = bitcast <8 x float> %6841 to <8 x i32>
  %6855 = or <8 x i32> %6854, %60
  %6856 = bitcast <8 x i32> %6855 to <8 x float>
  %6857 = fcmp oeq <8 x float> %6841, %49
  %6858 = select <8 x i1> %6857, <8 x float> %6856, <8 x float> %6853
  br label %6862

6859:                                             ; preds = %6840
  %6860 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6844, <8 x i1> %6833, <8 x float> zeroinitializer)
  %6861 = fadd <8 x float> %6841, %6860
  br label %6862

6862:                                             ; preds = %6859, %6852, %6845
  %6863 = phi <8 x float> [ %6861, %6859 ], [ %6858, %6852 ], [ %6851, %6845 ]
  switch i64 %79, label %557 [
    i64 1, label %6878
    i64 2, label %6871
    i64 3, label %6864
    i64 0, label %6900
  ]

6864:                                             ; preds = %6862
  %6865 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %6863)
  %6866 = bitcast <8 x float> %6863 to <8 x i32>
  %6867 = and <8 x i32> %6866, %59
  %6868 = bitcast <8 x i32> %6867 to <8 x float>
  %6869 = fcmp oeq <8 x float> %6863, %46
  %6870 = select <8 x i1> %6869, <8 x float> %6868, <8 x float> %6865
  br label %6881

6871:                                             ; preds = %6862
  %6872 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %6863)
  %6873 = bitcast <8 x float> %6863 to <8 x i32>
  %6874 = or <8 x i32> %6873, %60
  %6875 = bitcast <8 x i32> %6874 to <8 x float>
  %6876 = fcmp oeq <8 x float> %6863, %49
  %6877 = select <8 x i1> %6876, <8 x float> %6875, <8 x float> %6872
  br label %6881

6878:                                             ; preds = %6862
  %6879 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6844, <8 x i1> %6833, <8 x float> zeroinitializer)
  %6880 = fadd <8 x float> %6863, %6879
  br label %6881

6881:                                             ; preds = %6878, %6871, %6864
  %6882 = phi <8 x float> [ %6880, %6878 ], [ %6877, %6871 ], [ %6870, %6864 ]
  switch i64 %81, label %557 [
    i64 1, label %6897
    i64 2, label %6890
    i64 3, label %6883
    i64 0, label %6900
  ]

6883:                                             ; preds = %6881
  %6884 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %6882)
  %6885 = bitcast <8 x float> %6882 to <8 x i32>
  %6886 = and <8 x i32> %6885, %59
  %6887 = bitcast <8 x i32> %6886 to <8 x float>
  %6888 = fcmp oeq <8 x float> %6882, %46
  %6889 = select <8 x i1> %6888, <8 x float> %6887, <8 x float> %6884
  br label %6900

6890:                                             ; preds = %6881
  %6891 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %6882)
  %6892 = bitcast <8 x float> %6882 to <8 x i32>
  %6893 = or <8 x i32> %6892, %60
  %6894 = bitcast <8 x i32> %6893 to <8 x float>
  %6895 = fcmp oeq <8 x float> %6882, %49
  %6896 = select <8 x i1> %6895, <8 x float> %6894, <8 x float> %6891
  br label %6900

6897:                                             ; preds = %6881
  %6898 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6844, <8 x i1> %6833, <8 x float> zeroinitializer)
  %6899 = fadd <8 x float> %6882, %6898
  br label %6900

6900:                                             ; preds = %6883, %6890, %6897, %6881, %6862, %6840
  %6901 = phi <8 x float> [ %6882, %6881 ], [ %6841, %6840 ], [ %6863, %6862 ], [ %6899, %6897 ], [ %6896, %6890 ], [ %6889, %6883 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6901, ptr nonnull align 1 %6842, <8 x i1> %6833)
  %6902 = add i64 %6548, -32
  %6903 = tail call i64 @llvm.smin.i64(i64 %6902, i64 8)
  %6904 = trunc i64 %6903 to i32
  %6905 = insertelement <8 x i32> poison, i32 %6904, i64 0
  %6906 = shufflevector <8 x i32> %6905, <8 x i32> poison, <8 x i32> zeroinitializer
  %6907 = icmp sgt <8 x i32> %6906, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6908 = load <8 x float>, ptr %82, align 32
  br i1 %61, label %6914, label %6909

6909:                                             ; preds = %6900
  %6910 = load float, ptr %424, align 1
  %6911 = insertelement <8 x float> poison, float %6910, i64 0
  %6912 = shufflevector <8 x float> %6911, <8 x float> poison, <8 x i32> zeroinitializer
  %6913 = fadd <8 x float> %6908, %6912
  br label %6914

6914:                                             ; preds = %6909, %6900
  %6915 = phi <8 x float> [ %6913, %6909 ], [ %6908, %6900 ]
  %6916 = getelementptr inbounds nuw i8, ptr %6549, i64 128
  %6917 = getelementptr inbounds nuw i8, ptr %6550, i64 128
  %6918 = select i1 %438, ptr null, ptr %6917
  switch i64 %62, label %557 [
    i64 1, label %6933
    i64 2, label %6926
    i64 3, label %6919
    i64 0, label %6974
  ]

6919:                                             ; preds = %6914
  %6920 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %6915)
  %6921 = bitcast <8 x float> %6915 to <8 x i32>
  %6922 = and <8 x i32> %6921, %59
  %6923 = bitcast <8 x i32> %6922 to <8 x float>
  %6924 = fcmp oeq <8 x float> %6915, %46
  %6925 = select <8 x i1> %6924, <8 x float> %6923, <8 x float> %6920
  br label %6936

6926:                                             ; preds = %6914
  %6927 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %6915)
  %6928 = bitcast <8 x float> %6915 to <8 x i32>
  %6929 = or <8 x i32> %6928, %60
  %6930 = bitcast <8 x i32> %6929 to <8 x float>
  %6931 = fcmp oeq <8 x float> %6915, %49
  %6932 = select <8 x i1> %6931, <8 x float> %6930, <8 x float> %6927
  br label %6936

6933:                                             ; preds = %6914
  %6934 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6918, <8 x i1> %6907, <8 x float> zeroinitializer)
  %6935 = fadd <8 x float> %6915, %6934
  br label %6936

6936:                                             ; preds = %6933, %6926, %6919
  %6937 = phi <8 x float> [ %6935, %6933 ], [ %6932, %6926 ], [ %6925, %6919 ]
  switch i64 %84, label %557 [
    i64 1, label %6952
    i64 2, label %6945
    i64 3, label %6938
    i64 0, label %6974
  ]

6938:                                             ; preds = %6936
  %6939 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %6937)
  %6940 = bitcast <8 x float> %6937 to <8 x i32>
  %6941 = and <8 x i32> %6940, %59
  %6942 = bitcast <8 x i32> %6941 to <8 x float>
  %6943 = fcmp oeq <8 x float> %6937, %46
  %6944 = select <8 x i1> %6943, <8 x float> %6942, <8 x float> %6939
  br label %6955

6945:                                             ; preds = %6936
  %6946 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %6937)
  %6947 = bitcast <8 x float> %6937 to <8 x i32>
  %6948 = or <8 x i32> %6947, %60
  %6949 = bitcast <8 x i32> %6948 to <8 x float>
  %6950 = fcmp oeq <8 x float> %6937, %49
  %6951 = select <8 x i1> %6950, <8 x float> %6949, <8 x float> %6946
  br label %6955

6952:                                             ; preds = %6936
  %6953 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6918, <8 x i1> %6907, <8 x float> zeroinitializer)
  %6954 = fadd <8 x float> %6937, %6953
  br label %6955

6955:                                             ; preds = %6952, %6945, %6938
  %6956 = phi <8 x float> [ %6954, %6952 ], [ %6951, %6945 ], [ %6944, %6938 ]
  switch i64 %86, label %557 [
    i64 1, label %6971
    i64 2, label %6964
    i64 3, label %6957
    i64 0, label %6974
  ]

6957:                                             ; preds = %6955
  %6958 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %6956)
  %6959 = bitcast <8 x float> %6956 to <8 x i32>
  %6960 = and <8 x i32> %6959, %59
  %6961 = bitcast <8 x i32> %6960 to <8 x float>
  %6962 = fcmp oeq <8 x float> %6956, %46
  %6963 = select <8 x i1> %6962, <8 x float> %6961, <8 x float> %6958
  br label %6974

6964:                                             ; preds = %6955
  %6965 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %6956)
  %6966 = bitcast <8 x float> %6956 to <8 x i32>
  %6967 = or <8 x i32> %6966, %60
  %6968 = bitcast <8 x i32> %6967 to <8 x float>
  %6969 = fcmp oeq <8 x float> %6956, %49
  %6970 = select <8 x i1> %6969, <8 x float> %6968, <8 x float> %6965
  br label %6974

6971:                                             ; preds = %6955
  %6972 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6918, <8 x i1> %6907, <8 x float> zeroinitializer)
  %6973 = fadd <8 x float> %6956, %6972
  br label %6974

6974:                                             ; preds = %6957, %6964, %6971, %6955, %6936, %6914
  %6975 = phi <8 x float> [ %6956, %6955 ], [ %6915, %6914 ], [ %6937, %6936 ], [ %6973, %6971 ], [ %6970, %6964 ], [ %6963, %6957 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %6975, ptr nonnull align 1 %6916, <8 x i1> %6907)
  %6976 = add i64 %6548, -40
  %6977 = tail call i64 @llvm.smin.i64(i64 %6976, i64 8)
  %6978 = trunc i64 %6977 to i32
  %6979 = insertelement <8 x i32> poison, i32 %6978, i64 0
  %6980 = shufflevector <8 x i32> %6979, <8 x i32> poison, <8 x i32> zeroinitializer
  %6981 = icmp sgt <8 x i32> %6980, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %6982 = load <8 x float>, ptr %87, align 32
  br i1 %61, label %6988, label %6983

6983:                                             ; preds = %6974
  %6984 = load float, ptr %424, align 1
  %6985 = insertelement <8 x float> poison, float %6984, i64 0
  %6986 = shufflevector <8 x float> %6985, <8 x float> poison, <8 x i32> zeroinitializer
  %6987 = fadd <8 x float> %6982, %6986
  br label %6988

6988:                                             ; preds = %6983, %6974
  %6989 = phi <8 x float> [ %6987, %6983 ], [ %6982, %6974 ]
  %6990 = getelementptr inbounds nuw i8, ptr %6549, i64 160
  %6991 = getelementptr inbounds nuw i8, ptr %6550, i64 160
  %6992 = select i1 %438, ptr null, ptr %6991
  switch i64 %62, label %557 [
    i64 1, label %7007
    i64 2, label %7000
    i64 3, label %6993
    i64 0, label %7048
  ]

6993:                                             ; preds = %6988
  %6994 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %6989)
  %6995 = bitcast <8 x float> %6989 to <8 x i32>
  %6996 = and <8 x i32> %6995, %59
  %6997 = bitcast <8 x i32> %6996 to <8 x float>
  %6998 = fcmp oeq <8 x float> %6989, %46
  %6999 = select <8 x i1> %6998, <8 x float> %6997, <8 x float> %6994
  br label %7010

7000:                                             ; preds = %6988
  %7001 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %6989)
  %7002 = bitcast <8 x float> %6989 to <8 x i32>
  %7003 = or <8 x i32> %7002, %60
  %7004 = bitcast <8 x i32> %7003 to <8 x float>
  %7005 = fcmp oeq <8 x float> %6989, %49
  %7006 = select <8 x i1> %7005, <8 x float> %7004, <8 x float> %7001
  br label %7010

7007:                                             ; preds = %6988
  %7008 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6992, <8 x i1> %6981, <8 x float> zeroinitializer)
  %7009 = fadd <8 x float> %6989, %7008
  br label %7010

7010:                                             ; preds = %7007, %7000, %6993
  %7011 = phi <8 x float> [ %7009, %7007 ], [ %7006, %7000 ], [ %6999, %6993 ]
  switch i64 %89, label %557 [
    i64 1, label %7026
    i64 2, label %7019
    i64 3, label %7012
    i64 0, label %7048
  ]

7012:                                             ; preds = %7010
  %7013 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %7011)
  %7014 = bitcast <8 x float> %7011 to <8 x i32>
  %7015 = and <8 x i32> %7014, %59
  %7016 = bitcast <8 x i32> %7015 to <8 x float>
  %7017 = fcmp oeq <8 x float> %7011, %46
  %7018 = select <8 x i1> %7017, <8 x float> %7016, <8 x float> %7013
  br label %7029

7019:                                             ; preds = %7010
  %7020 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %7011)
  %7021 = bitcast <8 x float> %7011 to <8 x i32>
  %7022 = or <8 x i32> %7021, %60
  %7023 = bitcast <8 x i32> %7022 to <8 x float>
  %7024 = fcmp oeq <8 x float> %7011, %49
  %7025 = select <8 x i1> %7024, <8 x float> %7023, <8 x float> %7020
  br label %7029

7026:                                             ; preds = %7010
  %7027 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6992, <8 x i1> %6981, <8 x float> zeroinitializer)
  %7028 = fadd <8 x float> %7011, %7027
  br label %7029

7029:                                             ; preds = %7026, %7019, %7012
  %7030 = phi <8 x float> [ %7028, %7026 ], [ %7025, %7019 ], [ %7018, %7012 ]
  switch i64 %91, label %557 [
    i64 1, label %7045
    i64 2, label %7038
    i64 3, label %7031
    i64 0, label %7048
  ]

7031:                                             ; preds = %7029
  %7032 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %7030)
  %7033 = bitcast <8 x float> %7030 to <8 x i32>
  %7034 = and <8 x i32> %7033, %59
  %7035 = bitcast <8 x i32> %7034 to <8 x float>
  %7036 = fcmp oeq <8 x float> %7030, %46
  %7037 = select <8 x i1> %7036, <8 x float> %7035, <8 x float> %7032
  br label %7048

7038:                                             ; preds = %7029
  %7039 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %7030)
  %7040 = bitcast <8 x float> %7030 to <8 x i32>
  %7041 = or <8 x i32> %7040, %60
  %7042 = bitcast <8 x i32> %7041 to <8 x float>
  %7043 = fcmp oeq <8 x float> %7030, %49
  %7044 = select <8 x i1> %7043, <8 x float> %7042, <8 x float> %7039
  br label %7048

7045:                                             ; preds = %7029
  %7046 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %6992, <8 x i1> %6981, <8 x float> zeroinitializer)
  %7047 = fadd <8 x float> %7030, %7046
  br label %7048

7048:                                             ; preds = %7031, %7038, %7045, %7029, %7010, %6988
  %7049 = phi <8 x float> [ %7030, %7029 ], [ %6989, %6988 ], [ %7011, %7010 ], [ %7047, %7045 ], [ %7044, %7038 ], [ %7037, %7031 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7049, ptr nonnull align 1 %6990, <8 x i1> %6981)
  %7050 = add i64 %6548, -48
  %7051 = tail call i64 @llvm.smin.i64(i64 %7050, i64 8)
  %7052 = trunc i64 %7051 to i32
  %7053 = insertelement <8 x i32> poison, i32 %7052, i64 0
  %7054 = shufflevector <8 x i32> %7053, <8 x i32> poison, <8 x i32> zeroinitializer
  %7055 = icmp sgt <8 x i32> %7054, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7056 = load <8 x float>, ptr %92, align 32
  br i1 %61, label %7062, label %7057

7057:                                             ; preds = %7048
  %7058 = load float, ptr %424, align 1
  %7059 = insertelement <8 x float> poison, float %7058, i64 0
  %7060 = shufflevector <8 x float> %7059, <8 x float> poison, <8 x i32> zeroinitializer
  %7061 = fadd <8 x float> %7056, %7060
  br label %7062

7062:                                             ; preds = %7057, %7048
  %7063 = phi <8 x float> [ %7061, %7057 ], [ %7056, %7048 ]
  %7064 = getelementptr inbounds nuw i8, ptr %6549, i64 192
  %7065 = getelementptr inbounds nuw i8, ptr %6550, i64 192
  %7066 = select i1 %438, ptr null, ptr %7065
  switch i64 %62, label %557 [
    i64 1, label %7081
    i64 2, label %7074
    i64 3, label %7067
    i64 0, label %7122
  ]

7067:                                             ; preds = %7062
  %7068 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %7063)
  %7069 = bitcast <8 x float> %7063 to <8 x i32>
  %7070 = and <8 x i32> %7069, %59
  %7071 = bitcast <8 x i32> %7070 to <8 x float>
  %7072 = fcmp oeq <8 x float> %7063, %46
  %7073 = select <8 x i1> %7072, <8 x float> %7071, <8 x float> %7068
  br label %7084

7074:                                             ; preds = %7062
  %7075 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %7063)
  %7076 = bitcast <8 x float> %7063 to <8 x i32>
  %7077 = or <8 x i32> %7076, %60
  %7078 = bitcast <8 x i32> %7077 to <8 x float>
  %7079 = fcmp oeq <8 x float> %7063, %49
  %7080 = select <8 x i1> %7079, <8 x float> %7078, <8 x float> %7075
  br label %7084

7081:                                             ; preds = %7062
  %7082 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7066, <8 x i1> %7055, <8 x float> zeroinitializer)
  %7083 = fadd <8 x float> %7063, %7082
  br label %7084

7084:                                             ; preds = %7081, %7074, %7067
  %7085 = phi <8 x float> [ %7083, %7081 ], [ %7080, %7074 ], [ %7073, %7067 ]
  switch i64 %94, label %557 [
    i64 1, label %7100
    i64 2, label %7093
    i64 3, label %7086
    i64 0, label %7122
  ]

7086:                                             ; preds = %7084
  %7087 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %7085)
  %7088 = bitcast <8 x float> %7085 to <8 x i32>
  %7089 = and <8 x i32> %7088, %59
  %7090 = bitcast <8 x i32> %7089 to <8 x float>
  %7091 = fcmp oeq <8 x float> %7085, %46
  %7092 = select <8 x i1> %7091, <8 x float> %7090, <8 x float> %7087
  br label %7103

7093:                                             ; preds = %7084
  %7094 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %7085)
  %7095 = bitcast <8 x float> %7085 to <8 x i32>
  %7096 = or <8 x i32> %7095, %60
  %7097 = bitcast <8 x i32> %7096 to <8 x float>
  %7098 = fcmp oeq <8 x float> %7085, %49
  %7099 = select <8 x i1> %7098, <8 x float> %7097, <8 x float> %7094
  br label %7103

7100:                                             ; preds = %7084
  %7101 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7066, <8 x i1> %7055, <8 x float> zeroinitializer)
  %7102 = fadd <8 x float> %7085, %7101
  br label %7103

7103:                                             ; preds = %7100, %7093, %7086
  %7104 = phi <8 x float> [ %7102, %7100 ], [ %7099, %7093 ], [ %7092, %7086 ]
  switch i64 %96, label %557 [
    i64 1, label %7119
    i64 2, label %7112
    i64 3, label %7105
    i64 0, label %7122
  ]

7105:                                             ; preds = %7103
  %7106 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %7104)
  %7107 = bitcast <8 x float> %7104 to <8 x i32>
  %7108 = and <8 x i32> %7107, %59
  %7109 = bitcast <8 x i32> %7108 to <8 x float>
  %7110 = fcmp oeq <8 x float> %7104, %46
  %7111 = select <8 x i1> %7110, <8 x float> %7109, <8 x float> %7106
  br label %7122

7112:                                             ; preds = %7103
  %7113 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %7104)
  %7114 = bitcast <8 x float> %7104 to <8 x i32>
  %7115 = or <8 x i32> %7114, %60
  %7116 = bitcast <8 x i32> %7115 to <8 x float>
  %7117 = fcmp oeq <8 x float> %7104, %49
  %7118 = select <8 x i1> %7117, <8 x float> %7116, <8 x float> %7113
  br label %7122

7119:                                             ; preds = %7103
  %7120 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7066, <8 x i1> %7055, <8 x float> zeroinitializer)
  %7121 = fadd <8 x float> %7104, %7120
  br label %7122

7122:                                             ; preds = %7105, %7112, %7119, %7103, %7084, %7062
  %7123 = phi <8 x float> [ %7104, %7103 ], [ %7063, %7062 ], [ %7085, %7084 ], [ %7121, %7119 ], [ %7118, %7112 ], [ %7111, %7105 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7123, ptr nonnull align 1 %7064, <8 x i1> %7055)
  %7124 = add i64 %6548, -56
  %7125 = tail call i64 @llvm.smin.i64(i64 %7124, i64 8)
  %7126 = trunc i64 %7125 to i32
  %7127 = insertelement <8 x i32> poison, i32 %7126, i64 0
  %7128 = shufflevector <8 x i32> %7127, <8 x i32> poison, <8 x i32> zeroinitializer
  %7129 = icmp sgt <8 x i32> %7128, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %7130 = load <8 x float>, ptr %97, align 32
  br i1 %61, label %7136, label %7131

7131:                                             ; preds = %7122
  %7132 = load float, ptr %424, align 1
  %7133 = insertelement <8 x float> poison, float %7132, i64 0
  %7134 = shufflevector <8 x float> %7133, <8 x float> poison, <8 x i32> zeroinitializer
  %7135 = fadd <8 x float> %7130, %7134
  br label %7136

7136:                                             ; preds = %7131, %7122
  %7137 = phi <8 x float> [ %7135, %7131 ], [ %7130, %7122 ]
  %7138 = getelementptr inbounds nuw i8, ptr %6549, i64 224
  %7139 = getelementptr inbounds nuw i8, ptr %6550, i64 224
  %7140 = select i1 %438, ptr null, ptr %7139
  switch i64 %62, label %557 [
    i64 1, label %7155
    i64 2, label %7148
    i64 3, label %7141
    i64 0, label %7196
  ]

7141:                                             ; preds = %7136
  %7142 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %7137)
  %7143 = bitcast <8 x float> %7137 to <8 x i32>
  %7144 = and <8 x i32> %7143, %59
  %7145 = bitcast <8 x i32> %7144 to <8 x float>
  %7146 = fcmp oeq <8 x float> %7137, %46
  %7147 = select <8 x i1> %7146, <8 x float> %7145, <8 x float> %7142
  br label %7158

7148:                                             ; preds = %7136
  %7149 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %7137)
  %7150 = bitcast <8 x float> %7137 to <8 x i32>
  %7151 = or <8 x i32> %7150, %60
  %7152 = bitcast <8 x i32> %7151 to <8 x float>
  %7153 = fcmp oeq <8 x float> %7137, %49
  %7154 = select <8 x i1> %7153, <8 x float> %7152, <8 x float> %7149
  br label %7158

7155:                                             ; preds = %7136
  %7156 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7140, <8 x i1> %7129, <8 x float> zeroinitializer)
  %7157 = fadd <8 x float> %7137, %7156
  br label %7158

7158:                                             ; preds = %7155, %7148, %7141
  %7159 = phi <8 x float> [ %7157, %7155 ], [ %7154, %7148 ], [ %7147, %7141 ]
  switch i64 %99, label %557 [
    i64 1, label %7174
    i64 2, label %7167
    i64 3, label %7160
    i64 0, label %7196
  ]

7160:                                             ; preds = %7158
  %7161 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %7159)
  %7162 = bitcast <8 x float> %7159 to <8 x i32>
  %7163 = and <8 x i32> %7162, %59
  %7164 = bitcast <8 x i32> %7163 to <8 x float>
  %7165 = fcmp oeq <8 x float> %7159, %46
  %7166 = select <8 x i1> %7165, <8 x float> %7164, <8 x float> %7161
  br label %7177

7167:                                             ; preds = %7158
  %7168 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %7159)
  %7169 = bitcast <8 x float> %7159 to <8 x i32>
  %7170 = or <8 x i32> %7169, %60
  %7171 = bitcast <8 x i32> %7170 to <8 x float>
  %7172 = fcmp oeq <8 x float> %7159, %49
  %7173 = select <8 x i1> %7172, <8 x float> %7171, <8 x float> %7168
  br label %7177

7174:                                             ; preds = %7158
  %7175 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7140, <8 x i1> %7129, <8 x float> zeroinitializer)
  %7176 = fadd <8 x float> %7159, %7175
  br label %7177

7177:                                             ; preds = %7174, %7167, %7160
  %7178 = phi <8 x float> [ %7176, %7174 ], [ %7173, %7167 ], [ %7166, %7160 ]
  switch i64 %101, label %557 [
    i64 1, label %7193
    i64 2, label %7186
    i64 3, label %7179
    i64 0, label %7196
  ]

7179:                                             ; preds = %7177
  %7180 = tail call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %46, <8 x float> %7178)
  %7181 = bitcast <8 x float> %7178 to <8 x i32>
  %7182 = and <8 x i32> %7181, %59
  %7183 = bitcast <8 x i32> %7182 to <8 x float>
  %7184 = fcmp oeq <8 x float> %7178, %46
  %7185 = select <8 x i1> %7184, <8 x float> %7183, <8 x float> %7180
  br label %7196

7186:                                             ; preds = %7177
  %7187 = tail call <8 x float> @llvm.x86.avx.min.ps.256(<8 x float> %49, <8 x float> %7178)
  %7188 = bitcast <8 x float> %7178 to <8 x i32>
  %7189 = or <8 x i32> %7188, %60
  %7190 = bitcast <8 x i32> %7189 to <8 x float>
  %7191 = fcmp oeq <8 x float> %7178, %49
  %7192 = select <8 x i1> %7191, <8 x float> %7190, <8 x float> %7187
  br label %7196

7193:                                             ; preds = %7177
  %7194 = tail call <8 x float> @llvm.masked.load.v8f32.p0(ptr align 1 %7140, <8 x i1> %7129, <8 x float> zeroinitializer)
  %7195 = fadd <8 x float> %7178, %7194
  br label %7196

7196:                                             ; preds = %7179, %7186, %7193, %7177, %7158, %7136
  %7197 = phi <8 x float> [ %7178, %7177 ], [ %7137, %7136 ], [ %7159, %7158 ], [ %7195, %7193 ], [ %7192, %7186 ], [ %7185, %7179 ]
  tail call void @llvm.masked.store.v8f32.p0(<8 x float> %7197, ptr nonnull align 1 %7138, <8 x i1> %7129)
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  br label %7198

7198:                                             ; preds = %6541, %7196, %5287, %5868, %4181, %4688, %3119, %3656, %2233, %2668, %1523, %1856, %989, %1220, %596, %723, %442
  %7199 = add nuw nsw i64 %444, 64
  %7200 = sub nuw nsw i64 -64, %444
  %7201 = icmp slt i64 %7199, %9
  br i1 %7201, label %442, label %439
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none))

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none))

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

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg)
