; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_dwconv_f32_fma256(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20, i64 noundef %21, i64 noundef %22, i64 noundef %23, i64 noundef %24, i64 noundef %25) local_unnamed_addr {
  %27 = inttoptr i64 %0 to ptr
  %28 = inttoptr i64 %1 to ptr
  %29 = inttoptr i64 %2 to ptr
  %30 = trunc i64 %19 to i32
  %31 = bitcast i32 %30 to float
  %32 = add i64 %18, -1
  %33 = add i64 %32, %12
  %34 = sdiv i64 %33, %12
  %35 = sub i64 1, %8
  %36 = mul i64 %35, %14
  %37 = add i64 %32, %36
  %38 = add i64 %37, %16
  %39 = icmp slt i64 %38, 0
  br i1 %39, label %43, label %40

40:                                               ; preds = %26
  %41 = sdiv i64 %38, %12
  %42 = add nsw i64 %41, 1
  br label %43

43:                                               ; preds = %26, %40
  %44 = phi i64 [ %42, %40 ], [ 0, %26 ]
  %45 = tail call i64 @llvm.smin.i64(i64 %44, i64 %10)
  %46 = tail call i64 @llvm.smin.i64(i64 %34, i64 %45)
  %47 = icmp slt i64 %3, %4
  br i1 %47, label %48, label %396

48:                                               ; preds = %43
  %49 = icmp eq i64 %6, 1
  %50 = icmp sgt i64 %10, 0
  %51 = icmp sgt i64 %5, 0
  %52 = icmp sgt i64 %6, 0
  %53 = icmp sgt i64 %7, 0
  %54 = icmp sgt i64 %8, 0
  %55 = add nsw i64 %7, -1
  %56 = mul nsw i64 %13, %55
  %57 = srem i64 %5, 8
  %58 = sub nsw i64 %5, %57
  %59 = icmp sgt i64 %46, 0
  %60 = icmp sgt i64 %58, 0
  %61 = insertelement <8 x float> poison, float %31, i64 0
  %62 = shufflevector <8 x float> %61, <8 x float> poison, <8 x i32> zeroinitializer
  %63 = icmp sgt i64 %57, 0
  %64 = icmp eq i64 %7, 3
  %65 = icmp eq i64 %8, 3
  %66 = and i1 %64, %65
  %67 = add nsw i64 %46, 8
  %68 = icmp sgt i64 %67, %45
  %69 = mul i64 %21, %13
  %70 = mul i64 %22, %12
  %71 = icmp slt i64 %34, %45
  %72 = icmp slt i64 %44, %10
  %73 = shl i64 %70, 3
  %74 = mul i64 %70, 12
  %75 = shl i64 %70, 4
  %76 = mul i64 %70, 20
  %77 = mul i64 %70, 24
  %78 = mul i64 %70, 28
  %79 = shl i64 %70, 1
  %80 = mul i64 %70, 3
  %81 = shl i64 %70, 2
  %82 = mul i64 %70, 5
  %83 = mul i64 %70, 6
  %84 = mul i64 %70, 7
  %85 = shl nsw i64 %14, 1
  %86 = shl nsw i64 %14, 1
  %87 = shl i64 %5, 3
  %88 = mul i64 %5, 12
  %89 = shl i64 %5, 4
  %90 = mul i64 %5, 20
  %91 = shl i64 %69, 3
  %92 = mul i64 %5, 24
  %93 = mul i64 %5, 28
  %94 = shl i64 %5, 5
  %95 = shl i64 %69, 3
  %96 = shl i64 %14, 1
  %97 = shl i64 %5, 3
  %98 = mul i64 %5, 12
  %99 = shl i64 %5, 4
  %100 = mul i64 %5, 20
  %101 = mul i64 %5, 24
  %102 = mul i64 %5, 28
  %103 = shl i64 %5, 5
  %104 = xor i64 %46, -1
  %105 = add i64 %45, %104
  %106 = mul i64 %22, %12
  %107 = shl i64 %106, 2
  %108 = mul i64 %106, -4
  %109 = mul i64 %12, %46
  %110 = sub i64 %109, %18
  %111 = mul i64 %22, %110
  %112 = shl i64 %111, 2
  %113 = shl i64 %5, 2
  %114 = add i64 %112, %113
  %115 = shl nsw i64 %57, 2
  %116 = sub i64 %114, %115
  %117 = shl i64 %20, 2
  %118 = shl i64 %21, 2
  %119 = add i64 %14, %109
  %120 = sub i64 %119, %18
  %121 = mul i64 %22, %120
  %122 = shl i64 %121, 2
  %123 = add i64 %122, %113
  %124 = sub i64 %123, %115
  %125 = add i64 %109, %96
  %126 = sub i64 %125, %18
  %127 = mul i64 %22, %126
  %128 = shl i64 %127, 2
  %129 = add i64 %128, %113
  %130 = sub i64 %129, %115
  %131 = add i64 %112, %113
  %132 = sub i64 %131, %115
  %133 = shl i64 %17, 2
  %134 = sub i64 %13, %17
  %135 = shl i64 %134, 2
  %136 = shl i64 %11, 2
  %137 = add i64 %122, %113
  %138 = sub i64 %137, %115
  %139 = add i64 %128, %113
  %140 = sub i64 %139, %115
  %141 = add i64 %112, %113
  %142 = sub i64 %141, %115
  %143 = shl i64 %13, 3
  %144 = sub i64 %143, %133
  %145 = add i64 %122, %113
  %146 = sub i64 %145, %115
  %147 = add i64 %128, %113
  %148 = sub i64 %147, %115
  %149 = shl i64 %5, 2
  %150 = add i64 %5, %46
  %151 = shl nsw i64 %57, 2
  %152 = sub i64 %150, %57
  %153 = shl i64 %152, 2
  %154 = getelementptr i8, ptr %29, i64 %153
  %155 = shl i64 %24, 2
  %156 = shl i64 %23, 2
  %157 = getelementptr i8, ptr %29, i64 -4
  %158 = add i64 %5, 1
  %159 = sub i64 %158, %57
  %160 = tail call i64 @llvm.smax.i64(i64 %5, i64 %159)
  %161 = add i64 %45, %160
  %162 = mul i64 %5, 36
  %163 = sub i64 %162, %151
  %164 = getelementptr i8, ptr %28, i64 %163
  %165 = shl i64 %160, 2
  %166 = getelementptr i8, ptr %28, i64 %103
  %167 = getelementptr i8, ptr %166, i64 %165
  %168 = sub i64 %103, %151
  %169 = getelementptr i8, ptr %28, i64 %168
  %170 = getelementptr i8, ptr %28, i64 %102
  %171 = getelementptr i8, ptr %170, i64 %165
  %172 = sub i64 %102, %151
  %173 = getelementptr i8, ptr %28, i64 %172
  %174 = getelementptr i8, ptr %28, i64 %101
  %175 = getelementptr i8, ptr %174, i64 %165
  %176 = sub i64 %101, %151
  %177 = getelementptr i8, ptr %28, i64 %176
  %178 = getelementptr i8, ptr %28, i64 %100
  %179 = getelementptr i8, ptr %178, i64 %165
  %180 = sub i64 %100, %151
  %181 = getelementptr i8, ptr %28, i64 %180
  %182 = getelementptr i8, ptr %28, i64 %99
  %183 = getelementptr i8, ptr %182, i64 %165
  %184 = sub i64 %99, %151
  %185 = getelementptr i8, ptr %28, i64 %184
  %186 = getelementptr i8, ptr %28, i64 %98
  %187 = getelementptr i8, ptr %186, i64 %165
  %188 = sub i64 %98, %151
  %189 = getelementptr i8, ptr %28, i64 %188
  %190 = getelementptr i8, ptr %28, i64 %97
  %191 = getelementptr i8, ptr %190, i64 %165
  %192 = sub i64 %97, %151
  %193 = getelementptr i8, ptr %28, i64 %192
  %194 = add i64 %5, %160
  %195 = shl i64 %194, 2
  %196 = getelementptr i8, ptr %28, i64 %195
  %197 = sub i64 %149, %151
  %198 = getelementptr i8, ptr %28, i64 %197
  %199 = getelementptr i8, ptr %28, i64 %165
  %200 = mul i64 %12, %46
  %201 = add i64 %200, %96
  %202 = sub i64 %201, %18
  %203 = mul i64 %22, %202
  %204 = shl i64 %203, 2
  %205 = add i64 %204, %149
  %206 = sub i64 %205, %151
  %207 = shl i64 %20, 2
  %208 = shl i64 %13, 3
  %209 = shl i64 %17, 2
  %210 = sub i64 %208, %209
  %211 = shl i64 %11, 2
  %212 = xor i64 %46, -1
  %213 = add i64 %45, %212
  %214 = mul i64 %12, %213
  %215 = add i64 %214, %202
  %216 = shl i64 %215, 2
  %217 = mul i64 %22, %216
  %218 = add i64 %217, %149
  %219 = sub i64 %218, %151
  %220 = add i64 %14, %200
  %221 = sub i64 %220, %18
  %222 = mul i64 %22, %221
  %223 = shl i64 %222, 2
  %224 = add i64 %223, %149
  %225 = sub i64 %224, %151
  %226 = add i64 %214, %221
  %227 = shl i64 %226, 2
  %228 = mul i64 %22, %227
  %229 = add i64 %228, %149
  %230 = sub i64 %229, %151
  %231 = sub i64 %200, %18
  %232 = mul i64 %22, %231
  %233 = shl i64 %232, 2
  %234 = add i64 %233, %149
  %235 = sub i64 %234, %151
  %236 = shl i64 %45, 2
  %237 = add i64 %236, -4
  %238 = mul i64 %12, %237
  %239 = shl i64 %18, 2
  %240 = sub i64 %238, %239
  %241 = mul i64 %22, %240
  %242 = add i64 %241, %149
  %243 = sub i64 %242, %151
  %244 = add i64 %204, %149
  %245 = sub i64 %244, %151
  %246 = sub i64 %13, %17
  %247 = shl i64 %246, 2
  %248 = add i64 %217, %149
  %249 = sub i64 %248, %151
  %250 = add i64 %223, %149
  %251 = sub i64 %250, %151
  %252 = add i64 %228, %149
  %253 = sub i64 %252, %151
  %254 = add i64 %233, %149
  %255 = sub i64 %254, %151
  %256 = add i64 %241, %149
  %257 = sub i64 %256, %151
  %258 = add i64 %204, %149
  %259 = sub i64 %258, %151
  %260 = shl i64 %21, 2
  %261 = add i64 %217, %149
  %262 = sub i64 %261, %151
  %263 = add i64 %223, %149
  %264 = sub i64 %263, %151
  %265 = add i64 %228, %149
  %266 = sub i64 %265, %151
  %267 = add i64 %233, %149
  %268 = sub i64 %267, %151
  %269 = add i64 %241, %149
  %270 = sub i64 %269, %151
  %271 = sub i64 %45, %46
  %272 = add i64 %8, -1
  %273 = and i64 %8, 1
  %274 = icmp eq i64 %272, 0
  %275 = and i64 %8, 9223372036854775806
  %276 = icmp eq i64 %273, 0
  %277 = icmp ne i64 %273, 0
  %278 = and i64 %8, 1
  %279 = icmp eq i64 %272, 0
  %280 = and i64 %8, 9223372036854775806
  %281 = icmp eq i64 %278, 0
  %282 = icmp ne i64 %278, 0
  %283 = shl i64 %5, 3
  %284 = mul i64 %5, 12
  %285 = shl i64 %5, 4
  %286 = mul i64 %5, 20
  %287 = shl i64 %69, 3
  %288 = mul i64 %5, 24
  %289 = mul i64 %5, 28
  %290 = shl i64 %5, 5
  %291 = insertelement <16 x ptr> poison, ptr %167, i64 0
  %292 = insertelement <16 x ptr> %291, ptr %171, i64 1
  %293 = insertelement <16 x ptr> %292, ptr %175, i64 2
  %294 = insertelement <16 x ptr> %293, ptr %179, i64 3
  %295 = insertelement <16 x ptr> %294, ptr %183, i64 4
  %296 = insertelement <16 x ptr> %295, ptr %187, i64 5
  %297 = insertelement <16 x ptr> %296, ptr %191, i64 6
  %298 = insertelement <16 x ptr> %297, ptr %196, i64 7
  %299 = insertelement <16 x ptr> %298, ptr %199, i64 8
  %300 = insertelement <16 x ptr> poison, ptr %164, i64 0
  %301 = insertelement <16 x ptr> %300, ptr %169, i64 1
  %302 = insertelement <16 x ptr> %301, ptr %173, i64 2
  %303 = insertelement <16 x ptr> %302, ptr %177, i64 3
  %304 = insertelement <16 x ptr> %303, ptr %181, i64 4
  %305 = insertelement <16 x ptr> %304, ptr %185, i64 5
  %306 = insertelement <16 x ptr> %305, ptr %189, i64 6
  %307 = insertelement <16 x ptr> %306, ptr %193, i64 7
  %308 = insertelement <16 x ptr> %307, ptr %198, i64 8
  %309 = getelementptr i8, ptr %27, i64 %206
  %310 = getelementptr i8, ptr %27, i64 %219
  %311 = getelementptr i8, ptr %27, i64 %225
  %312 = getelementptr i8, ptr %27, i64 %230
  %313 = getelementptr i8, ptr %27, i64 %235
  %314 = getelementptr i8, ptr %27, i64 %243
  %315 = getelementptr i8, ptr %27, i64 %245
  %316 = getelementptr i8, ptr %27, i64 %249
  %317 = getelementptr i8, ptr %27, i64 %251
  %318 = getelementptr i8, ptr %27, i64 %253
  %319 = getelementptr i8, ptr %27, i64 %255
  %320 = getelementptr i8, ptr %27, i64 %257
  %321 = getelementptr i8, ptr %27, i64 %259
  %322 = getelementptr i8, ptr %27, i64 %262
  %323 = getelementptr i8, ptr %27, i64 %264
  %324 = getelementptr i8, ptr %27, i64 %266
  %325 = getelementptr i8, ptr %27, i64 %268
  %326 = getelementptr i8, ptr %27, i64 %270
  %327 = getelementptr i8, ptr %27, i64 %116
  %328 = getelementptr i8, ptr %27, i64 %124
  %329 = getelementptr i8, ptr %27, i64 %130
  %330 = getelementptr i8, ptr %27, i64 %132
  %331 = getelementptr i8, ptr %27, i64 %138
  %332 = getelementptr i8, ptr %27, i64 %140
  %333 = getelementptr i8, ptr %27, i64 %142
  %334 = getelementptr i8, ptr %27, i64 %146
  %335 = getelementptr i8, ptr %27, i64 %148
  %336 = icmp ult i64 %271, 48
  %337 = icmp ne i64 %25, 1
  %338 = icmp slt i64 %107, 0
  %339 = select i1 %338, i64 %108, i64 %107
  %340 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %339, i64 %105)
  %341 = extractvalue { i64, i1 } %340, 0
  %342 = extractvalue { i64, i1 } %340, 1
  %343 = sub i64 0, %341
  %344 = icmp slt i64 %107, 0
  %345 = select i1 %344, i64 %108, i64 %107
  %346 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %345, i64 %105)
  %347 = extractvalue { i64, i1 } %346, 0
  %348 = extractvalue { i64, i1 } %346, 1
  %349 = sub i64 0, %347
  %350 = icmp slt i64 %107, 0
  %351 = select i1 %350, i64 %108, i64 %107
  %352 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %351, i64 %105)
  %353 = extractvalue { i64, i1 } %352, 0
  %354 = extractvalue { i64, i1 } %352, 1
  %355 = sub i64 0, %353
  %356 = icmp slt i64 %107, 0
  %357 = select i1 %356, i64 %108, i64 %107
  %358 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %357, i64 %105)
  %359 = extractvalue { i64, i1 } %358, 0
  %360 = extractvalue { i64, i1 } %358, 1
  %361 = sub i64 0, %359
  %362 = icmp slt i64 %107, 0
  %363 = select i1 %362, i64 %108, i64 %107
  %364 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %363, i64 %105)
  %365 = extractvalue { i64, i1 } %364, 0
  %366 = extractvalue { i64, i1 } %364, 1
  %367 = sub i64 0, %365
  %368 = icmp slt i64 %107, 0
  %369 = select i1 %368, i64 %108, i64 %107
  %370 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %369, i64 %105)
  %371 = extractvalue { i64, i1 } %370, 0
  %372 = extractvalue { i64, i1 } %370, 1
  %373 = sub i64 0, %371
  %374 = icmp slt i64 %107, 0
  %375 = select i1 %374, i64 %108, i64 %107
  %376 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %375, i64 %105)
  %377 = extractvalue { i64, i1 } %376, 0
  %378 = extractvalue { i64, i1 } %376, 1
  %379 = sub i64 0, %377
  %380 = icmp slt i64 %107, 0
  %381 = select i1 %380, i64 %108, i64 %107
  %382 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %381, i64 %105)
  %383 = extractvalue { i64, i1 } %382, 0
  %384 = extractvalue { i64, i1 } %382, 1
  %385 = sub i64 0, %383
  %386 = icmp slt i64 %107, 0
  %387 = select i1 %386, i64 %108, i64 %107
  %388 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %387, i64 %105)
  %389 = extractvalue { i64, i1 } %388, 0
  %390 = extractvalue { i64, i1 } %388, 1
  %391 = sub i64 0, %389
  %392 = or i1 %342, %337
  %393 = and i64 %271, -8
  %394 = add i64 %46, %393
  %395 = icmp eq i64 %271, %393
  br label %397

396:                                              ; preds = %2104, %43
  ret void

397:                                              ; preds = %48, %2104
  %398 = phi i64 [ %3, %48 ], [ %2105, %2104 ]
  %399 = sdiv i64 %398, %9
  %400 = srem i64 %398, %9
  %401 = mul nsw i64 %399, %20
  %402 = getelementptr inbounds float, ptr %27, i64 %401
  %403 = mul i64 %400, %11
  %404 = sub i64 %403, %17
  %405 = mul i64 %399, %23
  %406 = getelementptr inbounds float, ptr %29, i64 %405
  %407 = mul i64 %400, %24
  %408 = getelementptr inbounds float, ptr %406, i64 %407
  br i1 %49, label %479, label %409

409:                                              ; preds = %397
  br i1 %50, label %410, label %2104

410:                                              ; preds = %409, %423
  %411 = phi i64 [ %424, %423 ], [ 0, %409 ]
  br i1 %51, label %412, label %423

412:                                              ; preds = %410
  %413 = mul nsw i64 %411, %25
  %414 = getelementptr float, ptr %408, i64 %413
  %415 = mul nsw i64 %411, %12
  %416 = sub nsw i64 %415, %18
  br label %417

417:                                              ; preds = %426, %412
  %418 = phi i64 [ 0, %412 ], [ %427, %426 ]
  br i1 %52, label %419, label %426

419:                                              ; preds = %417
  %420 = mul nuw nsw i64 %418, %6
  %421 = getelementptr float, ptr %414, i64 %420
  %422 = getelementptr float, ptr %402, i64 %418
  br label %429

423:                                              ; preds = %426, %410
  %424 = add nuw nsw i64 %411, 1
  %425 = icmp eq i64 %424, %10
  br i1 %425, label %2104, label %410

426:                                              ; preds = %435, %417
  %427 = add nuw nsw i64 %418, 1
  %428 = icmp eq i64 %427, %5
  br i1 %428, label %423, label %417

429:                                              ; preds = %435, %419
  %430 = phi i64 [ 0, %419 ], [ %437, %435 ]
  %431 = getelementptr float, ptr %421, i64 %430
  %432 = load float, ptr %431, align 4
  br i1 %53, label %433, label %435

433:                                              ; preds = %429
  %434 = getelementptr float, ptr %28, i64 %430
  br label %439

435:                                              ; preds = %450, %429
  %436 = phi float [ %432, %429 ], [ %451, %450 ]
  store float %436, ptr %431, align 4
  %437 = add nuw nsw i64 %430, 1
  %438 = icmp eq i64 %437, %6
  br i1 %438, label %426, label %429

439:                                              ; preds = %450, %433
  %440 = phi i64 [ 0, %433 ], [ %452, %450 ]
  %441 = phi float [ %432, %433 ], [ %451, %450 ]
  br i1 %54, label %442, label %450

442:                                              ; preds = %439
  %443 = mul nsw i64 %440, %13
  %444 = add nsw i64 %443, %404
  %445 = icmp sgt i64 %444, -1
  %446 = icmp slt i64 %444, %15
  %447 = mul nsw i64 %444, %21
  %448 = getelementptr float, ptr %422, i64 %447
  %449 = mul nuw nsw i64 %440, %8
  br label %454

450:                                              ; preds = %468, %439
  %451 = phi float [ %441, %439 ], [ %476, %468 ]
  %452 = add nuw nsw i64 %440, 1
  %453 = icmp eq i64 %452, %7
  br i1 %453, label %435, label %439

454:                                              ; preds = %468, %442
  %455 = phi i64 [ 0, %442 ], [ %477, %468 ]
  %456 = phi float [ %441, %442 ], [ %476, %468 ]
  %457 = mul nsw i64 %455, %14
  %458 = add nsw i64 %457, %416
  br i1 %445, label %459, label %468

459:                                              ; preds = %454
  %460 = icmp sgt i64 %458, -1
  %461 = icmp slt i64 %458, %16
  %462 = and i1 %460, %461
  %463 = select i1 %446, i1 %462, i1 false
  br i1 %463, label %464, label %468

464:                                              ; preds = %459
  %465 = mul nsw i64 %458, %22
  %466 = getelementptr float, ptr %448, i64 %465
  %467 = load float, ptr %466, align 4
  br label %468

468:                                              ; preds = %464, %459, %454
  %469 = phi float [ %467, %464 ], [ %31, %459 ], [ %31, %454 ]
  %470 = add nuw nsw i64 %455, %449
  %471 = mul nuw nsw i64 %470, %5
  %472 = add nuw nsw i64 %471, %418
  %473 = mul nuw nsw i64 %472, %6
  %474 = getelementptr float, ptr %434, i64 %473
  %475 = load float, ptr %474, align 4
  %476 = tail call float @llvm.fma.f32(float %469, float %475, float %456)
  %477 = add nuw nsw i64 %455, 1
  %478 = icmp eq i64 %477, %8
  br i1 %478, label %450, label %454

479:                                              ; preds = %397
  %480 = icmp sgt i64 %404, -1
  %481 = add nsw i64 %404, %56
  %482 = icmp slt i64 %481, %15
  %483 = select i1 %480, i1 %482, i1 false
  br i1 %483, label %597, label %484

484:                                              ; preds = %479
  br i1 %50, label %485, label %2104

485:                                              ; preds = %484, %545
  %486 = phi i64 [ %546, %545 ], [ 0, %484 ]
  %487 = mul nsw i64 %486, %12
  %488 = sub nsw i64 %487, %18
  br i1 %60, label %489, label %492

489:                                              ; preds = %485
  %490 = mul nsw i64 %486, %25
  %491 = getelementptr inbounds float, ptr %408, i64 %490
  br label %496

492:                                              ; preds = %541, %485
  br i1 %63, label %493, label %545

493:                                              ; preds = %492
  %494 = mul nsw i64 %486, %25
  %495 = getelementptr float, ptr %408, i64 %494
  br label %548

496:                                              ; preds = %489, %541
  %497 = phi i64 [ 0, %489 ], [ %543, %541 ]
  %498 = getelementptr inbounds nuw float, ptr %491, i64 %497
  %499 = load <8 x float>, ptr %498, align 4
  %500 = getelementptr float, ptr %402, i64 %497
  br i1 %53, label %501, label %541

501:                                              ; preds = %496
  %502 = getelementptr float, ptr %28, i64 %497
  br label %503

503:                                              ; preds = %501, %514
  %504 = phi <8 x float> [ %499, %501 ], [ %515, %514 ]
  %505 = phi i64 [ 0, %501 ], [ %516, %514 ]
  br i1 %54, label %506, label %514

506:                                              ; preds = %503
  %507 = mul nsw i64 %505, %13
  %508 = add nsw i64 %507, %404
  %509 = icmp sgt i64 %508, -1
  %510 = icmp slt i64 %508, %15
  %511 = mul nsw i64 %508, %21
  %512 = getelementptr float, ptr %500, i64 %511
  %513 = mul nuw nsw i64 %505, %8
  br label %518

514:                                              ; preds = %532, %503
  %515 = phi <8 x float> [ %504, %503 ], [ %538, %532 ]
  %516 = add nuw nsw i64 %505, 1
  %517 = icmp eq i64 %516, %7
  br i1 %517, label %541, label %503

518:                                              ; preds = %506, %532
  %519 = phi <8 x float> [ %504, %506 ], [ %538, %532 ]
  %520 = phi i64 [ 0, %506 ], [ %539, %532 ]
  %521 = mul nsw i64 %520, %14
  %522 = add nsw i64 %521, %488
  br i1 %509, label %523, label %532

523:                                              ; preds = %518
  %524 = icmp sgt i64 %522, -1
  %525 = icmp slt i64 %522, %16
  %526 = and i1 %524, %525
  %527 = select i1 %510, i1 %526, i1 false
  br i1 %527, label %528, label %532

528:                                              ; preds = %523
  %529 = mul nsw i64 %522, %22
  %530 = getelementptr float, ptr %512, i64 %529
  %531 = load <8 x float>, ptr %530, align 4
  br label %532

532:                                              ; preds = %528, %523, %518
  %533 = phi <8 x float> [ %531, %528 ], [ %62, %523 ], [ %62, %518 ]
  %534 = add nuw nsw i64 %520, %513
  %535 = mul nsw i64 %534, %5
  %536 = getelementptr float, ptr %502, i64 %535
  %537 = load <8 x float>, ptr %536, align 4
  %538 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %533, <8 x float> %537, <8 x float> %519)
  %539 = add nuw nsw i64 %520, 1
  %540 = icmp eq i64 %539, %8
  br i1 %540, label %514, label %518

541:                                              ; preds = %514, %496
  %542 = phi <8 x float> [ %499, %496 ], [ %515, %514 ]
  store <8 x float> %542, ptr %498, align 4
  %543 = add nuw nsw i64 %497, 8
  %544 = icmp slt i64 %543, %58
  br i1 %544, label %496, label %492

545:                                              ; preds = %593, %492
  %546 = add nuw nsw i64 %486, 1
  %547 = icmp eq i64 %546, %10
  br i1 %547, label %2104, label %485

548:                                              ; preds = %493, %593
  %549 = phi i64 [ %58, %493 ], [ %595, %593 ]
  %550 = getelementptr float, ptr %495, i64 %549
  %551 = load float, ptr %550, align 4
  %552 = getelementptr float, ptr %402, i64 %549
  br i1 %53, label %553, label %593

553:                                              ; preds = %548
  %554 = getelementptr float, ptr %28, i64 %549
  br label %555

555:                                              ; preds = %553, %566
  %556 = phi float [ %551, %553 ], [ %567, %566 ]
  %557 = phi i64 [ 0, %553 ], [ %568, %566 ]
  br i1 %54, label %558, label %566

558:                                              ; preds = %555
  %559 = mul nsw i64 %557, %13
  %560 = add nsw i64 %559, %404
  %561 = icmp sgt i64 %560, -1
  %562 = icmp slt i64 %560, %15
  %563 = mul nsw i64 %560, %21
  %564 = getelementptr float, ptr %552, i64 %563
  %565 = mul nuw nsw i64 %557, %8
  br label %570

566:                                              ; preds = %584, %555
  %567 = phi float [ %556, %555 ], [ %590, %584 ]
  %568 = add nuw nsw i64 %557, 1
  %569 = icmp eq i64 %568, %7
  br i1 %569, label %593, label %555

570:                                              ; preds = %558, %584
  %571 = phi float [ %556, %558 ], [ %590, %584 ]
  %572 = phi i64 [ 0, %558 ], [ %591, %584 ]
  %573 = mul nsw i64 %572, %14
  %574 = add nsw i64 %573, %488
  br i1 %561, label %575, label %584

575:                                              ; preds = %570
  %576 = icmp sgt i64 %574, -1
  %577 = icmp slt i64 %574, %16
  %578 = and i1 %576, %577
  %579 = select i1 %562, i1 %578, i1 false
  br i1 %579, label %580, label %584

580:                                              ; preds = %575
  %581 = mul nsw i64 %574, %22
  %582 = getelementptr float, ptr %564, i64 %581
  %583 = load float, ptr %582, align 4
  br label %584

584:                                              ; preds = %580, %575, %570
  %585 = phi float [ %583, %580 ], [ %31, %575 ], [ %31, %570 ]
  %586 = add nuw nsw i64 %572, %565
  %587 = mul nsw i64 %586, %5
  %588 = getelementptr float, ptr %554, i64 %587
  %589 = load float, ptr %588, align 4
  %590 = tail call float @llvm.fma.f32(float %585, float %589, float %571)
  %591 = add nuw nsw i64 %572, 1
  %592 = icmp eq i64 %591, %8
  br i1 %592, label %566, label %570

593:                                              ; preds = %566, %548
  %594 = phi float [ %551, %548 ], [ %567, %566 ]
  store float %594, ptr %550, align 4
  %595 = add nsw i64 %549, 1
  %596 = icmp slt i64 %595, %5
  br i1 %596, label %548, label %545

597:                                              ; preds = %479
  br i1 %59, label %598, label %710

598:                                              ; preds = %597, %658
  %599 = phi i64 [ %659, %658 ], [ 0, %597 ]
  %600 = mul nsw i64 %599, %12
  %601 = sub nsw i64 %600, %18
  br i1 %60, label %602, label %605

602:                                              ; preds = %598
  %603 = mul nsw i64 %599, %25
  %604 = getelementptr inbounds float, ptr %408, i64 %603
  br label %609

605:                                              ; preds = %654, %598
  br i1 %63, label %606, label %658

606:                                              ; preds = %605
  %607 = mul nsw i64 %599, %25
  %608 = getelementptr float, ptr %408, i64 %607
  br label %661

609:                                              ; preds = %602, %654
  %610 = phi i64 [ 0, %602 ], [ %656, %654 ]
  %611 = getelementptr inbounds nuw float, ptr %604, i64 %610
  %612 = load <8 x float>, ptr %611, align 4
  %613 = getelementptr float, ptr %402, i64 %610
  br i1 %53, label %614, label %654

614:                                              ; preds = %609
  %615 = getelementptr float, ptr %28, i64 %610
  br label %616

616:                                              ; preds = %614, %627
  %617 = phi <8 x float> [ %612, %614 ], [ %628, %627 ]
  %618 = phi i64 [ 0, %614 ], [ %629, %627 ]
  br i1 %54, label %619, label %627

619:                                              ; preds = %616
  %620 = mul nsw i64 %618, %13
  %621 = add nsw i64 %620, %404
  %622 = icmp sgt i64 %621, -1
  %623 = icmp slt i64 %621, %15
  %624 = mul nsw i64 %621, %21
  %625 = getelementptr float, ptr %613, i64 %624
  %626 = mul nuw nsw i64 %618, %8
  br label %631

627:                                              ; preds = %645, %616
  %628 = phi <8 x float> [ %617, %616 ], [ %651, %645 ]
  %629 = add nuw nsw i64 %618, 1
  %630 = icmp eq i64 %629, %7
  br i1 %630, label %654, label %616

631:                                              ; preds = %619, %645
  %632 = phi <8 x float> [ %617, %619 ], [ %651, %645 ]
  %633 = phi i64 [ 0, %619 ], [ %652, %645 ]
  %634 = mul nsw i64 %633, %14
  %635 = add nsw i64 %634, %601
  br i1 %622, label %636, label %645

636:                                              ; preds = %631
  %637 = icmp sgt i64 %635, -1
  %638 = icmp slt i64 %635, %16
  %639 = and i1 %637, %638
  %640 = select i1 %623, i1 %639, i1 false
  br i1 %640, label %641, label %645

641:                                              ; preds = %636
  %642 = mul nsw i64 %635, %22
  %643 = getelementptr float, ptr %625, i64 %642
  %644 = load <8 x float>, ptr %643, align 4
  br label %645

645:                                              ; preds = %641, %636, %631
  %646 = phi <8 x float> [ %644, %641 ], [ %62, %636 ], [ %62, %631 ]
  %647 = add nuw nsw i64 %633, %626
  %648 = mul nsw i64 %647, %5
  %649 = getelementptr float, ptr %615, i64 %648
  %650 = load <8 x float>, ptr %649, align 4
  %651 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %646, <8 x float> %650, <8 x float> %632)
  %652 = add nuw nsw i64 %633, 1
  %653 = icmp eq i64 %652, %8
  br i1 %653, label %627, label %631

654:                                              ; preds = %627, %609
  %655 = phi <8 x float> [ %612, %609 ], [ %628, %627 ]
  store <8 x float> %655, ptr %611, align 4
  %656 = add nuw nsw i64 %610, 8
  %657 = icmp slt i64 %656, %58
  br i1 %657, label %609, label %605

658:                                              ; preds = %706, %605
  %659 = add nuw nsw i64 %599, 1
  %660 = icmp eq i64 %659, %46
  br i1 %660, label %710, label %598

661:                                              ; preds = %606, %706
  %662 = phi i64 [ %58, %606 ], [ %708, %706 ]
  %663 = getelementptr float, ptr %608, i64 %662
  %664 = load float, ptr %663, align 4
  %665 = getelementptr float, ptr %402, i64 %662
  br i1 %53, label %666, label %706

666:                                              ; preds = %661
  %667 = getelementptr float, ptr %28, i64 %662
  br label %668

668:                                              ; preds = %666, %679
  %669 = phi float [ %664, %666 ], [ %680, %679 ]
  %670 = phi i64 [ 0, %666 ], [ %681, %679 ]
  br i1 %54, label %671, label %679

671:                                              ; preds = %668
  %672 = mul nsw i64 %670, %13
  %673 = add nsw i64 %672, %404
  %674 = icmp sgt i64 %673, -1
  %675 = icmp slt i64 %673, %15
  %676 = mul nsw i64 %673, %21
  %677 = getelementptr float, ptr %665, i64 %676
  %678 = mul nuw nsw i64 %670, %8
  br label %683

679:                                              ; preds = %697, %668
  %680 = phi float [ %669, %668 ], [ %703, %697 ]
  %681 = add nuw nsw i64 %670, 1
  %682 = icmp eq i64 %681, %7
  br i1 %682, label %706, label %668

683:                                              ; preds = %671, %697
  %684 = phi float [ %669, %671 ], [ %703, %697 ]
  %685 = phi i64 [ 0, %671 ], [ %704, %697 ]
  %686 = mul nsw i64 %685, %14
  %687 = add nsw i64 %686, %601
  br i1 %674, label %688, label %697

688:                                              ; preds = %683
  %689 = icmp sgt i64 %687, -1
  %690 = icmp slt i64 %687, %16
  %691 = and i1 %689, %690
  %692 = select i1 %675, i1 %691, i1 false
  br i1 %692, label %693, label %697

693:                                              ; preds = %688
  %694 = mul nsw i64 %687, %22
  %695 = getelementptr float, ptr %677, i64 %694
  %696 = load float, ptr %695, align 4
  br label %697

697:                                              ; preds = %693, %688, %683
  %698 = phi float [ %696, %693 ], [ %31, %688 ], [ %31, %683 ]
  %699 = add nuw nsw i64 %685, %678
  %700 = mul nsw i64 %699, %5
  %701 = getelementptr float, ptr %667, i64 %700
  %702 = load float, ptr %701, align 4
  %703 = tail call float @llvm.fma.f32(float %698, float %702, float %684)
  %704 = add nuw nsw i64 %685, 1
  %705 = icmp eq i64 %704, %8
  br i1 %705, label %679, label %683

706:                                              ; preds = %679, %661
  %707 = phi float [ %664, %661 ], [ %680, %679 ]
  store float %707, ptr %663, align 4
  %708 = add nsw i64 %662, 1
  %709 = icmp slt i64 %708, %5
  br i1 %709, label %661, label %658

710:                                              ; preds = %658, %597
  %711 = mul nsw i64 %404, %21
  %712 = getelementptr inbounds float, ptr %402, i64 %711
  br i1 %66, label %714, label %713

713:                                              ; preds = %710
  br i1 %68, label %1717, label %1720

714:                                              ; preds = %710
  br i1 %68, label %718, label %721

715:                                              ; preds = %747, %721
  %716 = add nsw i64 %722, 8
  %717 = icmp sgt i64 %716, %45
  br i1 %717, label %718, label %721

718:                                              ; preds = %715, %714
  %719 = phi i64 [ %46, %714 ], [ %722, %715 ]
  %720 = icmp slt i64 %719, %45
  br i1 %720, label %1087, label %1005

721:                                              ; preds = %714, %715
  %722 = phi i64 [ %716, %715 ], [ %67, %714 ]
  %723 = phi i64 [ %722, %715 ], [ %46, %714 ]
  br i1 %60, label %724, label %715

724:                                              ; preds = %721
  %725 = mul nsw i64 %723, %12
  %726 = sub i64 %725, %18
  %727 = mul nsw i64 %723, %25
  %728 = add nsw i64 %723, 1
  %729 = mul nsw i64 %728, %25
  %730 = add nsw i64 %723, 2
  %731 = mul nsw i64 %730, %25
  %732 = add nsw i64 %723, 3
  %733 = mul nsw i64 %732, %25
  %734 = add nsw i64 %723, 4
  %735 = mul nsw i64 %734, %25
  %736 = add nsw i64 %723, 5
  %737 = mul nsw i64 %736, %25
  %738 = add nsw i64 %723, 6
  %739 = mul nsw i64 %738, %25
  %740 = add nsw i64 %723, 7
  %741 = mul nsw i64 %740, %25
  %742 = mul nsw i64 %726, %22
  %743 = add nsw i64 %726, %14
  %744 = mul nsw i64 %743, %22
  %745 = add nsw i64 %726, %85
  %746 = mul nsw i64 %745, %22
  br label %747

747:                                              ; preds = %724, %747
  %748 = phi i64 [ 0, %724 ], [ %1003, %747 ]
  %749 = getelementptr float, ptr %712, i64 %748
  %750 = getelementptr float, ptr %28, i64 %748
  %751 = getelementptr float, ptr %408, i64 %748
  %752 = getelementptr float, ptr %751, i64 %741
  %753 = load <8 x float>, ptr %752, align 4
  %754 = getelementptr float, ptr %751, i64 %739
  %755 = load <8 x float>, ptr %754, align 4
  %756 = getelementptr float, ptr %751, i64 %737
  %757 = load <8 x float>, ptr %756, align 4
  %758 = getelementptr float, ptr %751, i64 %735
  %759 = load <8 x float>, ptr %758, align 4
  %760 = getelementptr float, ptr %751, i64 %733
  %761 = load <8 x float>, ptr %760, align 4
  %762 = getelementptr float, ptr %751, i64 %731
  %763 = load <8 x float>, ptr %762, align 4
  %764 = getelementptr float, ptr %751, i64 %729
  %765 = load <8 x float>, ptr %764, align 4
  %766 = getelementptr float, ptr %751, i64 %727
  %767 = load <8 x float>, ptr %766, align 4
  %768 = load <8 x float>, ptr %750, align 4
  %769 = getelementptr float, ptr %749, i64 %742
  %770 = load <8 x float>, ptr %769, align 4
  %771 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %770, <8 x float> %768, <8 x float> %767)
  %772 = getelementptr inbounds float, ptr %769, i64 %70
  %773 = load <8 x float>, ptr %772, align 4
  %774 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %773, <8 x float> %768, <8 x float> %765)
  %775 = getelementptr inbounds float, ptr %769, i64 %79
  %776 = load <8 x float>, ptr %775, align 4
  %777 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %776, <8 x float> %768, <8 x float> %763)
  %778 = getelementptr inbounds float, ptr %769, i64 %80
  %779 = load <8 x float>, ptr %778, align 4
  %780 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %779, <8 x float> %768, <8 x float> %761)
  %781 = getelementptr inbounds float, ptr %769, i64 %81
  %782 = load <8 x float>, ptr %781, align 4
  %783 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %782, <8 x float> %768, <8 x float> %759)
  %784 = getelementptr inbounds float, ptr %769, i64 %82
  %785 = load <8 x float>, ptr %784, align 4
  %786 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %785, <8 x float> %768, <8 x float> %757)
  %787 = getelementptr inbounds float, ptr %769, i64 %83
  %788 = load <8 x float>, ptr %787, align 4
  %789 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %788, <8 x float> %768, <8 x float> %755)
  %790 = getelementptr inbounds float, ptr %769, i64 %84
  %791 = load <8 x float>, ptr %790, align 4
  %792 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %791, <8 x float> %768, <8 x float> %753)
  %793 = getelementptr float, ptr %750, i64 %5
  %794 = load <8 x float>, ptr %793, align 4
  %795 = getelementptr float, ptr %749, i64 %744
  %796 = load <8 x float>, ptr %795, align 4
  %797 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %796, <8 x float> %794, <8 x float> %771)
  %798 = getelementptr inbounds float, ptr %795, i64 %70
  %799 = load <8 x float>, ptr %798, align 4
  %800 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %799, <8 x float> %794, <8 x float> %774)
  %801 = getelementptr inbounds float, ptr %795, i64 %79
  %802 = load <8 x float>, ptr %801, align 4
  %803 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %802, <8 x float> %794, <8 x float> %777)
  %804 = getelementptr inbounds float, ptr %795, i64 %80
  %805 = load <8 x float>, ptr %804, align 4
  %806 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %805, <8 x float> %794, <8 x float> %780)
  %807 = getelementptr inbounds float, ptr %795, i64 %81
  %808 = load <8 x float>, ptr %807, align 4
  %809 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %808, <8 x float> %794, <8 x float> %783)
  %810 = getelementptr inbounds float, ptr %795, i64 %82
  %811 = load <8 x float>, ptr %810, align 4
  %812 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %811, <8 x float> %794, <8 x float> %786)
  %813 = getelementptr inbounds float, ptr %795, i64 %83
  %814 = load <8 x float>, ptr %813, align 4
  %815 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %814, <8 x float> %794, <8 x float> %789)
  %816 = getelementptr inbounds float, ptr %795, i64 %84
  %817 = load <8 x float>, ptr %816, align 4
  %818 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %817, <8 x float> %794, <8 x float> %792)
  %819 = getelementptr i8, ptr %750, i64 %283
  %820 = load <8 x float>, ptr %819, align 4
  %821 = getelementptr float, ptr %749, i64 %746
  %822 = load <8 x float>, ptr %821, align 4
  %823 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %822, <8 x float> %820, <8 x float> %797)
  %824 = getelementptr inbounds float, ptr %821, i64 %70
  %825 = load <8 x float>, ptr %824, align 4
  %826 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %825, <8 x float> %820, <8 x float> %800)
  %827 = getelementptr inbounds float, ptr %821, i64 %79
  %828 = load <8 x float>, ptr %827, align 4
  %829 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %828, <8 x float> %820, <8 x float> %803)
  %830 = getelementptr inbounds float, ptr %821, i64 %80
  %831 = load <8 x float>, ptr %830, align 4
  %832 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %831, <8 x float> %820, <8 x float> %806)
  %833 = getelementptr inbounds float, ptr %821, i64 %81
  %834 = load <8 x float>, ptr %833, align 4
  %835 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %834, <8 x float> %820, <8 x float> %809)
  %836 = getelementptr inbounds float, ptr %821, i64 %82
  %837 = load <8 x float>, ptr %836, align 4
  %838 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %837, <8 x float> %820, <8 x float> %812)
  %839 = getelementptr inbounds float, ptr %821, i64 %83
  %840 = load <8 x float>, ptr %839, align 4
  %841 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %840, <8 x float> %820, <8 x float> %815)
  %842 = getelementptr inbounds float, ptr %821, i64 %84
  %843 = load <8 x float>, ptr %842, align 4
  %844 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %843, <8 x float> %820, <8 x float> %818)
  %845 = getelementptr float, ptr %749, i64 %69
  %846 = getelementptr i8, ptr %750, i64 %284
  %847 = load <8 x float>, ptr %846, align 4
  %848 = getelementptr float, ptr %845, i64 %742
  %849 = load <8 x float>, ptr %848, align 4
  %850 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %849, <8 x float> %847, <8 x float> %823)
  %851 = getelementptr inbounds float, ptr %848, i64 %70
  %852 = load <8 x float>, ptr %851, align 4
  %853 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %852, <8 x float> %847, <8 x float> %826)
  %854 = getelementptr inbounds float, ptr %848, i64 %79
  %855 = load <8 x float>, ptr %854, align 4
  %856 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %855, <8 x float> %847, <8 x float> %829)
  %857 = getelementptr inbounds float, ptr %848, i64 %80
  %858 = load <8 x float>, ptr %857, align 4
  %859 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %858, <8 x float> %847, <8 x float> %832)
  %860 = getelementptr inbounds float, ptr %848, i64 %81
  %861 = load <8 x float>, ptr %860, align 4
  %862 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %861, <8 x float> %847, <8 x float> %835)
  %863 = getelementptr inbounds float, ptr %848, i64 %82
  %864 = load <8 x float>, ptr %863, align 4
  %865 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %864, <8 x float> %847, <8 x float> %838)
  %866 = getelementptr inbounds float, ptr %848, i64 %83
  %867 = load <8 x float>, ptr %866, align 4
  %868 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %867, <8 x float> %847, <8 x float> %841)
  %869 = getelementptr inbounds float, ptr %848, i64 %84
  %870 = load <8 x float>, ptr %869, align 4
  %871 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %870, <8 x float> %847, <8 x float> %844)
  %872 = getelementptr i8, ptr %750, i64 %285
  %873 = load <8 x float>, ptr %872, align 4
  %874 = getelementptr float, ptr %845, i64 %744
  %875 = load <8 x float>, ptr %874, align 4
  %876 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %875, <8 x float> %873, <8 x float> %850)
  %877 = getelementptr inbounds float, ptr %874, i64 %70
  %878 = load <8 x float>, ptr %877, align 4
  %879 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %878, <8 x float> %873, <8 x float> %853)
  %880 = getelementptr inbounds float, ptr %874, i64 %79
  %881 = load <8 x float>, ptr %880, align 4
  %882 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %881, <8 x float> %873, <8 x float> %856)
  %883 = getelementptr inbounds float, ptr %874, i64 %80
  %884 = load <8 x float>, ptr %883, align 4
  %885 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %884, <8 x float> %873, <8 x float> %859)
  %886 = getelementptr inbounds float, ptr %874, i64 %81
  %887 = load <8 x float>, ptr %886, align 4
  %888 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %887, <8 x float> %873, <8 x float> %862)
  %889 = getelementptr inbounds float, ptr %874, i64 %82
  %890 = load <8 x float>, ptr %889, align 4
  %891 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %890, <8 x float> %873, <8 x float> %865)
  %892 = getelementptr inbounds float, ptr %874, i64 %83
  %893 = load <8 x float>, ptr %892, align 4
  %894 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %893, <8 x float> %873, <8 x float> %868)
  %895 = getelementptr inbounds float, ptr %874, i64 %84
  %896 = load <8 x float>, ptr %895, align 4
  %897 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %896, <8 x float> %873, <8 x float> %871)
  %898 = getelementptr i8, ptr %750, i64 %286
  %899 = load <8 x float>, ptr %898, align 4
  %900 = getelementptr float, ptr %845, i64 %746
  %901 = load <8 x float>, ptr %900, align 4
  %902 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %901, <8 x float> %899, <8 x float> %876)
  %903 = getelementptr inbounds float, ptr %900, i64 %70
  %904 = load <8 x float>, ptr %903, align 4
  %905 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %904, <8 x float> %899, <8 x float> %879)
  %906 = getelementptr inbounds float, ptr %900, i64 %79
  %907 = load <8 x float>, ptr %906, align 4
  %908 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %907, <8 x float> %899, <8 x float> %882)
  %909 = getelementptr inbounds float, ptr %900, i64 %80
  %910 = load <8 x float>, ptr %909, align 4
  %911 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %910, <8 x float> %899, <8 x float> %885)
  %912 = getelementptr inbounds float, ptr %900, i64 %81
  %913 = load <8 x float>, ptr %912, align 4
  %914 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %913, <8 x float> %899, <8 x float> %888)
  %915 = getelementptr inbounds float, ptr %900, i64 %82
  %916 = load <8 x float>, ptr %915, align 4
  %917 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %916, <8 x float> %899, <8 x float> %891)
  %918 = getelementptr inbounds float, ptr %900, i64 %83
  %919 = load <8 x float>, ptr %918, align 4
  %920 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %919, <8 x float> %899, <8 x float> %894)
  %921 = getelementptr inbounds float, ptr %900, i64 %84
  %922 = load <8 x float>, ptr %921, align 4
  %923 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %922, <8 x float> %899, <8 x float> %897)
  %924 = getelementptr i8, ptr %749, i64 %287
  %925 = getelementptr i8, ptr %750, i64 %288
  %926 = load <8 x float>, ptr %925, align 4
  %927 = getelementptr float, ptr %924, i64 %742
  %928 = load <8 x float>, ptr %927, align 4
  %929 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %928, <8 x float> %926, <8 x float> %902)
  %930 = getelementptr inbounds float, ptr %927, i64 %70
  %931 = load <8 x float>, ptr %930, align 4
  %932 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %931, <8 x float> %926, <8 x float> %905)
  %933 = getelementptr inbounds float, ptr %927, i64 %79
  %934 = load <8 x float>, ptr %933, align 4
  %935 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %934, <8 x float> %926, <8 x float> %908)
  %936 = getelementptr inbounds float, ptr %927, i64 %80
  %937 = load <8 x float>, ptr %936, align 4
  %938 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %937, <8 x float> %926, <8 x float> %911)
  %939 = getelementptr inbounds float, ptr %927, i64 %81
  %940 = load <8 x float>, ptr %939, align 4
  %941 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %940, <8 x float> %926, <8 x float> %914)
  %942 = getelementptr inbounds float, ptr %927, i64 %82
  %943 = load <8 x float>, ptr %942, align 4
  %944 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %943, <8 x float> %926, <8 x float> %917)
  %945 = getelementptr inbounds float, ptr %927, i64 %83
  %946 = load <8 x float>, ptr %945, align 4
  %947 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %946, <8 x float> %926, <8 x float> %920)
  %948 = getelementptr inbounds float, ptr %927, i64 %84
  %949 = load <8 x float>, ptr %948, align 4
  %950 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %949, <8 x float> %926, <8 x float> %923)
  %951 = getelementptr i8, ptr %750, i64 %289
  %952 = load <8 x float>, ptr %951, align 4
  %953 = getelementptr float, ptr %924, i64 %744
  %954 = load <8 x float>, ptr %953, align 4
  %955 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %954, <8 x float> %952, <8 x float> %929)
  %956 = getelementptr inbounds float, ptr %953, i64 %70
  %957 = load <8 x float>, ptr %956, align 4
  %958 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %957, <8 x float> %952, <8 x float> %932)
  %959 = getelementptr inbounds float, ptr %953, i64 %79
  %960 = load <8 x float>, ptr %959, align 4
  %961 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %960, <8 x float> %952, <8 x float> %935)
  %962 = getelementptr inbounds float, ptr %953, i64 %80
  %963 = load <8 x float>, ptr %962, align 4
  %964 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %963, <8 x float> %952, <8 x float> %938)
  %965 = getelementptr inbounds float, ptr %953, i64 %81
  %966 = load <8 x float>, ptr %965, align 4
  %967 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %966, <8 x float> %952, <8 x float> %941)
  %968 = getelementptr inbounds float, ptr %953, i64 %82
  %969 = load <8 x float>, ptr %968, align 4
  %970 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %969, <8 x float> %952, <8 x float> %944)
  %971 = getelementptr inbounds float, ptr %953, i64 %83
  %972 = load <8 x float>, ptr %971, align 4
  %973 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %972, <8 x float> %952, <8 x float> %947)
  %974 = getelementptr inbounds float, ptr %953, i64 %84
  %975 = load <8 x float>, ptr %974, align 4
  %976 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %975, <8 x float> %952, <8 x float> %950)
  %977 = getelementptr i8, ptr %750, i64 %290
  %978 = load <8 x float>, ptr %977, align 4
  %979 = getelementptr float, ptr %924, i64 %746
  %980 = load <8 x float>, ptr %979, align 4
  %981 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %980, <8 x float> %978, <8 x float> %955)
  %982 = getelementptr inbounds float, ptr %979, i64 %70
  %983 = load <8 x float>, ptr %982, align 4
  %984 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %983, <8 x float> %978, <8 x float> %958)
  %985 = getelementptr inbounds float, ptr %979, i64 %79
  %986 = load <8 x float>, ptr %985, align 4
  %987 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %986, <8 x float> %978, <8 x float> %961)
  %988 = getelementptr inbounds float, ptr %979, i64 %80
  %989 = load <8 x float>, ptr %988, align 4
  %990 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %989, <8 x float> %978, <8 x float> %964)
  %991 = getelementptr inbounds float, ptr %979, i64 %81
  %992 = load <8 x float>, ptr %991, align 4
  %993 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %992, <8 x float> %978, <8 x float> %967)
  %994 = getelementptr inbounds float, ptr %979, i64 %82
  %995 = load <8 x float>, ptr %994, align 4
  %996 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %995, <8 x float> %978, <8 x float> %970)
  %997 = getelementptr inbounds float, ptr %979, i64 %83
  %998 = load <8 x float>, ptr %997, align 4
  %999 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %998, <8 x float> %978, <8 x float> %973)
  %1000 = getelementptr inbounds float, ptr %979, i64 %84
  %1001 = load <8 x float>, ptr %1000, align 4
  %1002 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1001, <8 x float> %978, <8 x float> %976)
  store <8 x float> %981, ptr %766, align 4
  store <8 x float> %984, ptr %764, align 4
  store <8 x float> %987, ptr %762, align 4
  store <8 x float> %990, ptr %760, align 4
  store <8 x float> %993, ptr %758, align 4
  store <8 x float> %996, ptr %756, align 4
  store <8 x float> %999, ptr %754, align 4
  store <8 x float> %1002, ptr %752, align 4
  %1003 = add nuw nsw i64 %748, 8
  %1004 = icmp slt i64 %1003, %58
  br i1 %1004, label %747, label %715

1005:                                             ; preds = %1099, %718
  br i1 %63, label %1006, label %1991

1006:                                             ; preds = %1005
  %1007 = mul i64 %117, %399
  %1008 = mul i64 %118, %404
  %1009 = mul i64 %136, %400
  %1010 = add i64 %135, %1009
  %1011 = mul i64 %21, %1010
  %1012 = add i64 %144, %1009
  %1013 = mul i64 %21, %1012
  %1014 = mul i64 %155, %400
  %1015 = mul i64 %156, %399
  %1016 = getelementptr i8, ptr %154, i64 %1014
  %1017 = getelementptr i8, ptr %1016, i64 %1015
  %1018 = add i64 %161, %407
  %1019 = add i64 %1018, %405
  %1020 = shl i64 %1019, 2
  %1021 = getelementptr i8, ptr %157, i64 %1020
  %1022 = mul i64 %207, %399
  %1023 = mul i64 %211, %400
  %1024 = add i64 %210, %1023
  %1025 = mul i64 %21, %1024
  %1026 = add i64 %247, %1023
  %1027 = mul i64 %21, %1026
  %1028 = mul i64 %260, %404
  %1029 = insertelement <16 x ptr> poison, ptr %1017, i64 0
  %1030 = shufflevector <16 x ptr> %1029, <16 x ptr> poison, <16 x i32> zeroinitializer
  %1031 = insertelement <16 x ptr> poison, ptr %1021, i64 0
  %1032 = shufflevector <16 x ptr> %1031, <16 x ptr> poison, <16 x i32> zeroinitializer
  %1033 = getelementptr i8, ptr %309, i64 %1022
  %1034 = getelementptr i8, ptr %1033, i64 %1025
  %1035 = getelementptr i8, ptr %310, i64 %1022
  %1036 = getelementptr i8, ptr %1035, i64 %1025
  %1037 = getelementptr i8, ptr %311, i64 %1022
  %1038 = getelementptr i8, ptr %1037, i64 %1025
  %1039 = getelementptr i8, ptr %312, i64 %1022
  %1040 = getelementptr i8, ptr %1039, i64 %1025
  %1041 = getelementptr i8, ptr %313, i64 %1022
  %1042 = getelementptr i8, ptr %1041, i64 %1025
  %1043 = getelementptr i8, ptr %314, i64 %1022
  %1044 = getelementptr i8, ptr %1043, i64 %1025
  %1045 = getelementptr i8, ptr %315, i64 %1022
  %1046 = getelementptr i8, ptr %1045, i64 %1027
  %1047 = getelementptr i8, ptr %316, i64 %1022
  %1048 = getelementptr i8, ptr %1047, i64 %1027
  %1049 = getelementptr i8, ptr %317, i64 %1022
  %1050 = getelementptr i8, ptr %1049, i64 %1027
  %1051 = getelementptr i8, ptr %318, i64 %1022
  %1052 = getelementptr i8, ptr %1051, i64 %1027
  %1053 = getelementptr i8, ptr %319, i64 %1022
  %1054 = getelementptr i8, ptr %1053, i64 %1027
  %1055 = getelementptr i8, ptr %320, i64 %1022
  %1056 = getelementptr i8, ptr %1055, i64 %1027
  %1057 = getelementptr i8, ptr %321, i64 %1022
  %1058 = getelementptr i8, ptr %1057, i64 %1028
  %1059 = getelementptr i8, ptr %322, i64 %1022
  %1060 = getelementptr i8, ptr %1059, i64 %1028
  %1061 = getelementptr i8, ptr %323, i64 %1022
  %1062 = getelementptr i8, ptr %1061, i64 %1028
  %1063 = getelementptr i8, ptr %324, i64 %1022
  %1064 = getelementptr i8, ptr %1063, i64 %1028
  %1065 = getelementptr i8, ptr %325, i64 %1022
  %1066 = getelementptr i8, ptr %1065, i64 %1028
  %1067 = getelementptr i8, ptr %326, i64 %1022
  %1068 = getelementptr i8, ptr %1067, i64 %1028
  %1069 = getelementptr i8, ptr %327, i64 %1007
  %1070 = getelementptr i8, ptr %1069, i64 %1008
  %1071 = getelementptr i8, ptr %328, i64 %1007
  %1072 = getelementptr i8, ptr %1071, i64 %1008
  %1073 = getelementptr i8, ptr %329, i64 %1007
  %1074 = getelementptr i8, ptr %1073, i64 %1008
  %1075 = getelementptr i8, ptr %330, i64 %1007
  %1076 = getelementptr i8, ptr %1075, i64 %1011
  %1077 = getelementptr i8, ptr %331, i64 %1007
  %1078 = getelementptr i8, ptr %1077, i64 %1011
  %1079 = getelementptr i8, ptr %332, i64 %1007
  %1080 = getelementptr i8, ptr %1079, i64 %1011
  %1081 = getelementptr i8, ptr %333, i64 %1007
  %1082 = getelementptr i8, ptr %1081, i64 %1013
  %1083 = getelementptr i8, ptr %334, i64 %1007
  %1084 = getelementptr i8, ptr %1083, i64 %1013
  %1085 = getelementptr i8, ptr %335, i64 %1007
  %1086 = getelementptr i8, ptr %1085, i64 %1013
  br label %1156

1087:                                             ; preds = %718, %1099
  %1088 = phi i64 [ %1100, %1099 ], [ %719, %718 ]
  br i1 %60, label %1089, label %1099

1089:                                             ; preds = %1087
  %1090 = mul nsw i64 %1088, %25
  %1091 = getelementptr inbounds float, ptr %408, i64 %1090
  %1092 = mul nsw i64 %1088, %12
  %1093 = sub i64 %1092, %18
  %1094 = mul nsw i64 %1093, %22
  %1095 = add nsw i64 %1093, %14
  %1096 = mul nsw i64 %1095, %22
  %1097 = add nsw i64 %1093, %86
  %1098 = mul nsw i64 %1097, %22
  br label %1102

1099:                                             ; preds = %1102, %1087
  %1100 = add nsw i64 %1088, 1
  %1101 = icmp eq i64 %1100, %45
  br i1 %1101, label %1005, label %1087

1102:                                             ; preds = %1089, %1102
  %1103 = phi i64 [ 0, %1089 ], [ %1154, %1102 ]
  %1104 = getelementptr inbounds nuw float, ptr %1091, i64 %1103
  %1105 = load <8 x float>, ptr %1104, align 4
  %1106 = getelementptr float, ptr %712, i64 %1103
  %1107 = getelementptr float, ptr %28, i64 %1103
  %1108 = getelementptr float, ptr %1106, i64 %1094
  %1109 = load <8 x float>, ptr %1108, align 4
  %1110 = load <8 x float>, ptr %1107, align 4
  %1111 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1109, <8 x float> %1110, <8 x float> %1105)
  %1112 = getelementptr float, ptr %1106, i64 %1096
  %1113 = load <8 x float>, ptr %1112, align 4
  %1114 = getelementptr float, ptr %1107, i64 %5
  %1115 = load <8 x float>, ptr %1114, align 4
  %1116 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1113, <8 x float> %1115, <8 x float> %1111)
  %1117 = getelementptr float, ptr %1106, i64 %1098
  %1118 = load <8 x float>, ptr %1117, align 4
  %1119 = getelementptr i8, ptr %1107, i64 %87
  %1120 = load <8 x float>, ptr %1119, align 4
  %1121 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1118, <8 x float> %1120, <8 x float> %1116)
  %1122 = getelementptr float, ptr %1106, i64 %69
  %1123 = getelementptr float, ptr %1122, i64 %1094
  %1124 = load <8 x float>, ptr %1123, align 4
  %1125 = getelementptr i8, ptr %1107, i64 %88
  %1126 = load <8 x float>, ptr %1125, align 4
  %1127 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1124, <8 x float> %1126, <8 x float> %1121)
  %1128 = getelementptr float, ptr %1122, i64 %1096
  %1129 = load <8 x float>, ptr %1128, align 4
  %1130 = getelementptr i8, ptr %1107, i64 %89
  %1131 = load <8 x float>, ptr %1130, align 4
  %1132 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1129, <8 x float> %1131, <8 x float> %1127)
  %1133 = getelementptr float, ptr %1122, i64 %1098
  %1134 = load <8 x float>, ptr %1133, align 4
  %1135 = getelementptr i8, ptr %1107, i64 %90
  %1136 = load <8 x float>, ptr %1135, align 4
  %1137 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1134, <8 x float> %1136, <8 x float> %1132)
  %1138 = getelementptr i8, ptr %1106, i64 %91
  %1139 = getelementptr float, ptr %1138, i64 %1094
  %1140 = load <8 x float>, ptr %1139, align 4
  %1141 = getelementptr i8, ptr %1107, i64 %92
  %1142 = load <8 x float>, ptr %1141, align 4
  %1143 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1140, <8 x float> %1142, <8 x float> %1137)
  %1144 = getelementptr float, ptr %1138, i64 %1096
  %1145 = load <8 x float>, ptr %1144, align 4
  %1146 = getelementptr i8, ptr %1107, i64 %93
  %1147 = load <8 x float>, ptr %1146, align 4
  %1148 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1145, <8 x float> %1147, <8 x float> %1143)
  %1149 = getelementptr float, ptr %1138, i64 %1098
  %1150 = load <8 x float>, ptr %1149, align 4
  %1151 = getelementptr i8, ptr %1107, i64 %94
  %1152 = load <8 x float>, ptr %1151, align 4
  %1153 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1150, <8 x float> %1152, <8 x float> %1148)
  store <8 x float> %1153, ptr %1104, align 4
  %1154 = add nuw nsw i64 %1103, 8
  %1155 = icmp slt i64 %1154, %58
  br i1 %1155, label %1102, label %1099

1156:                                             ; preds = %1006, %1710
  %1157 = phi i64 [ 0, %1006 ], [ %1713, %1710 ]
  %1158 = phi i64 [ %58, %1006 ], [ %1711, %1710 ]
  %1159 = shl i64 %1157, 2
  %1160 = getelementptr i8, ptr %1034, i64 %1159
  %1161 = getelementptr i8, ptr %1036, i64 %1159
  %1162 = icmp ult ptr %1160, %1161
  %1163 = select i1 %1162, ptr %1160, ptr %1161
  %1164 = icmp ugt ptr %1160, %1161
  %1165 = select i1 %1164, ptr %1160, ptr %1161
  %1166 = getelementptr i8, ptr %1165, i64 4
  %1167 = getelementptr i8, ptr %1038, i64 %1159
  %1168 = getelementptr i8, ptr %1040, i64 %1159
  %1169 = icmp ult ptr %1167, %1168
  %1170 = select i1 %1169, ptr %1167, ptr %1168
  %1171 = icmp ugt ptr %1167, %1168
  %1172 = select i1 %1171, ptr %1167, ptr %1168
  %1173 = getelementptr i8, ptr %1172, i64 4
  %1174 = getelementptr i8, ptr %1042, i64 %1159
  %1175 = getelementptr i8, ptr %1044, i64 %1159
  %1176 = icmp ult ptr %1174, %1175
  %1177 = select i1 %1176, ptr %1174, ptr %1175
  %1178 = icmp ugt ptr %1174, %1175
  %1179 = select i1 %1178, ptr %1174, ptr %1175
  %1180 = getelementptr i8, ptr %1179, i64 4
  %1181 = getelementptr i8, ptr %1046, i64 %1159
  %1182 = getelementptr i8, ptr %1048, i64 %1159
  %1183 = getelementptr i8, ptr %1050, i64 %1159
  %1184 = getelementptr i8, ptr %1052, i64 %1159
  %1185 = getelementptr i8, ptr %1054, i64 %1159
  %1186 = getelementptr i8, ptr %1056, i64 %1159
  %1187 = getelementptr i8, ptr %1058, i64 %1159
  %1188 = getelementptr i8, ptr %1060, i64 %1159
  %1189 = icmp ult ptr %1187, %1188
  %1190 = icmp ult ptr %1185, %1186
  %1191 = icmp ult ptr %1183, %1184
  %1192 = icmp ult ptr %1181, %1182
  %1193 = insertelement <4 x ptr> poison, ptr %1181, i64 0
  %1194 = insertelement <4 x ptr> %1193, ptr %1183, i64 1
  %1195 = insertelement <4 x ptr> %1194, ptr %1185, i64 2
  %1196 = insertelement <4 x ptr> %1195, ptr %1187, i64 3
  %1197 = insertelement <4 x ptr> poison, ptr %1182, i64 0
  %1198 = insertelement <4 x ptr> %1197, ptr %1184, i64 1
  %1199 = insertelement <4 x ptr> %1198, ptr %1186, i64 2
  %1200 = insertelement <4 x ptr> %1199, ptr %1188, i64 3
  %1201 = icmp ugt <4 x ptr> %1196, %1200
  %1202 = select <4 x i1> %1201, <4 x ptr> %1196, <4 x ptr> %1200
  %1203 = insertelement <4 x i1> poison, i1 %1192, i64 0
  %1204 = insertelement <4 x i1> %1203, i1 %1191, i64 1
  %1205 = insertelement <4 x i1> %1204, i1 %1190, i64 2
  %1206 = insertelement <4 x i1> %1205, i1 %1189, i64 3
  %1207 = select <4 x i1> %1206, <4 x ptr> %1196, <4 x ptr> %1200
  %1208 = getelementptr i8, <4 x ptr> %1202, i64 4
  %1209 = getelementptr i8, ptr %1062, i64 %1159
  %1210 = getelementptr i8, ptr %1064, i64 %1159
  %1211 = icmp ult ptr %1209, %1210
  %1212 = select i1 %1211, ptr %1209, ptr %1210
  %1213 = icmp ugt ptr %1209, %1210
  %1214 = select i1 %1213, ptr %1209, ptr %1210
  %1215 = getelementptr i8, ptr %1214, i64 4
  %1216 = getelementptr i8, ptr %1066, i64 %1159
  %1217 = getelementptr i8, ptr %1068, i64 %1159
  %1218 = icmp ult ptr %1216, %1217
  %1219 = select i1 %1218, ptr %1216, ptr %1217
  %1220 = icmp ugt ptr %1216, %1217
  %1221 = select i1 %1220, ptr %1216, ptr %1217
  %1222 = getelementptr i8, ptr %1221, i64 4
  %1223 = shl i64 %1157, 2
  %1224 = getelementptr i8, ptr %1070, i64 %1223
  %1225 = getelementptr i8, ptr %1072, i64 %1223
  %1226 = getelementptr i8, ptr %1074, i64 %1223
  %1227 = getelementptr i8, ptr %1076, i64 %1223
  %1228 = getelementptr i8, ptr %1078, i64 %1223
  %1229 = getelementptr i8, ptr %1080, i64 %1223
  %1230 = getelementptr i8, ptr %1082, i64 %1223
  %1231 = getelementptr i8, ptr %1084, i64 %1223
  %1232 = getelementptr i8, ptr %1086, i64 %1223
  %1233 = getelementptr float, ptr %408, i64 %1158
  br i1 %71, label %1234, label %1710

1234:                                             ; preds = %1156
  %1235 = getelementptr float, ptr %712, i64 %1158
  %1236 = getelementptr float, ptr %28, i64 %1158
  %1237 = getelementptr i8, ptr %1235, i64 %95
  %1238 = getelementptr float, ptr %1236, i64 %5
  %1239 = getelementptr i8, ptr %1236, i64 %97
  %1240 = getelementptr float, ptr %1235, i64 %69
  %1241 = getelementptr i8, ptr %1236, i64 %98
  %1242 = getelementptr i8, ptr %1236, i64 %99
  %1243 = getelementptr i8, ptr %1236, i64 %100
  %1244 = getelementptr i8, ptr %1236, i64 %101
  %1245 = getelementptr i8, ptr %1236, i64 %102
  %1246 = getelementptr i8, ptr %1236, i64 %103
  br i1 %336, label %1658, label %1247

1247:                                             ; preds = %1234
  %1248 = getelementptr i8, ptr %1224, i64 %341
  %1249 = getelementptr i8, ptr %1224, i64 %343
  %1250 = icmp ult ptr %1248, %1224
  %1251 = icmp ugt ptr %1249, %1224
  %1252 = select i1 %338, i1 %1251, i1 %1250
  %1253 = getelementptr i8, ptr %1225, i64 %347
  %1254 = getelementptr i8, ptr %1225, i64 %349
  %1255 = icmp ult ptr %1253, %1225
  %1256 = icmp ugt ptr %1254, %1225
  %1257 = select i1 %344, i1 %1256, i1 %1255
  %1258 = or i1 %1257, %348
  %1259 = getelementptr i8, ptr %1226, i64 %353
  %1260 = getelementptr i8, ptr %1226, i64 %355
  %1261 = icmp ult ptr %1259, %1226
  %1262 = icmp ugt ptr %1260, %1226
  %1263 = select i1 %350, i1 %1262, i1 %1261
  %1264 = or i1 %1263, %354
  %1265 = getelementptr i8, ptr %1227, i64 %359
  %1266 = getelementptr i8, ptr %1227, i64 %361
  %1267 = icmp ult ptr %1265, %1227
  %1268 = icmp ugt ptr %1266, %1227
  %1269 = select i1 %356, i1 %1268, i1 %1267
  %1270 = or i1 %1269, %360
  %1271 = getelementptr i8, ptr %1228, i64 %365
  %1272 = getelementptr i8, ptr %1228, i64 %367
  %1273 = icmp ult ptr %1271, %1228
  %1274 = icmp ugt ptr %1272, %1228
  %1275 = select i1 %362, i1 %1274, i1 %1273
  %1276 = or i1 %1275, %366
  %1277 = getelementptr i8, ptr %1229, i64 %371
  %1278 = getelementptr i8, ptr %1229, i64 %373
  %1279 = icmp ult ptr %1277, %1229
  %1280 = icmp ugt ptr %1278, %1229
  %1281 = select i1 %368, i1 %1280, i1 %1279
  %1282 = or i1 %1281, %372
  %1283 = getelementptr i8, ptr %1230, i64 %377
  %1284 = getelementptr i8, ptr %1230, i64 %379
  %1285 = icmp ult ptr %1283, %1230
  %1286 = icmp ugt ptr %1284, %1230
  %1287 = select i1 %374, i1 %1286, i1 %1285
  %1288 = or i1 %1287, %378
  %1289 = getelementptr i8, ptr %1231, i64 %383
  %1290 = getelementptr i8, ptr %1231, i64 %385
  %1291 = icmp ult ptr %1289, %1231
  %1292 = icmp ugt ptr %1290, %1231
  %1293 = select i1 %380, i1 %1292, i1 %1291
  %1294 = or i1 %1293, %384
  %1295 = getelementptr i8, ptr %1232, i64 %389
  %1296 = getelementptr i8, ptr %1232, i64 %391
  %1297 = icmp ult ptr %1295, %1232
  %1298 = icmp ugt ptr %1296, %1232
  %1299 = select i1 %386, i1 %1298, i1 %1297
  %1300 = or i1 %1299, %390
  %1301 = or i1 %1252, %392
  %1302 = or i1 %1301, %1258
  %1303 = or i1 %1302, %1264
  %1304 = or i1 %1303, %1270
  %1305 = or i1 %1304, %1276
  %1306 = or i1 %1305, %1282
  %1307 = or i1 %1306, %1288
  %1308 = or i1 %1307, %1294
  %1309 = or i1 %1308, %1300
  br i1 %1309, label %1658, label %1310

1310:                                             ; preds = %1247
  %1311 = insertelement <16 x ptr> %299, ptr %1166, i64 9
  %1312 = insertelement <16 x ptr> %1311, ptr %1173, i64 10
  %1313 = insertelement <16 x ptr> %1312, ptr %1180, i64 11
  %1314 = shufflevector <4 x ptr> %1208, <4 x ptr> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1315 = shufflevector <16 x ptr> %1313, <16 x ptr> %1314, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 18, i32 19>
  %1316 = icmp ult <16 x ptr> %1030, %1315
  %1317 = insertelement <16 x ptr> %308, ptr %1163, i64 9
  %1318 = insertelement <16 x ptr> %1317, ptr %1170, i64 10
  %1319 = insertelement <16 x ptr> %1318, ptr %1177, i64 11
  %1320 = shufflevector <4 x ptr> %1207, <4 x ptr> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1321 = shufflevector <16 x ptr> %1319, <16 x ptr> %1320, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 18, i32 19>
  %1322 = icmp ult <16 x ptr> %1321, %1032
  %1323 = and <16 x i1> %1316, %1322
  %1324 = icmp ult ptr %1017, %1215
  %1325 = icmp ult ptr %1212, %1021
  %1326 = and i1 %1324, %1325
  %1327 = icmp ult ptr %1017, %1222
  %1328 = icmp ult ptr %1219, %1021
  %1329 = and i1 %1327, %1328
  %1330 = bitcast <16 x i1> %1323 to i16
  %1331 = icmp ne i16 %1330, 0
  %1332 = or i1 %1331, %1326
  %1333 = or i1 %1332, %1329
  br i1 %1333, label %1658, label %1334

1334:                                             ; preds = %1310
  %1335 = load float, ptr %1246, align 4
  %1336 = insertelement <8 x float> poison, float %1335, i64 0
  %1337 = shufflevector <8 x float> %1336, <8 x float> poison, <8 x i32> zeroinitializer
  %1338 = load float, ptr %1245, align 4
  %1339 = insertelement <8 x float> poison, float %1338, i64 0
  %1340 = shufflevector <8 x float> %1339, <8 x float> poison, <8 x i32> zeroinitializer
  %1341 = load float, ptr %1244, align 4
  %1342 = insertelement <8 x float> poison, float %1341, i64 0
  %1343 = shufflevector <8 x float> %1342, <8 x float> poison, <8 x i32> zeroinitializer
  %1344 = load float, ptr %1243, align 4
  %1345 = insertelement <8 x float> poison, float %1344, i64 0
  %1346 = shufflevector <8 x float> %1345, <8 x float> poison, <8 x i32> zeroinitializer
  %1347 = load float, ptr %1242, align 4
  %1348 = insertelement <8 x float> poison, float %1347, i64 0
  %1349 = shufflevector <8 x float> %1348, <8 x float> poison, <8 x i32> zeroinitializer
  %1350 = load float, ptr %1241, align 4
  %1351 = insertelement <8 x float> poison, float %1350, i64 0
  %1352 = shufflevector <8 x float> %1351, <8 x float> poison, <8 x i32> zeroinitializer
  %1353 = load float, ptr %1239, align 4
  %1354 = insertelement <8 x float> poison, float %1353, i64 0
  %1355 = shufflevector <8 x float> %1354, <8 x float> poison, <8 x i32> zeroinitializer
  %1356 = load float, ptr %1238, align 4
  %1357 = insertelement <8 x float> poison, float %1356, i64 0
  %1358 = shufflevector <8 x float> %1357, <8 x float> poison, <8 x i32> zeroinitializer
  %1359 = load float, ptr %1236, align 4
  %1360 = insertelement <8 x float> poison, float %1359, i64 0
  %1361 = shufflevector <8 x float> %1360, <8 x float> poison, <8 x i32> zeroinitializer
  br label %1362

1362:                                             ; preds = %1362, %1334
  %1363 = phi i64 [ 0, %1334 ], [ %1655, %1362 ]
  %1364 = add i64 %46, %1363
  %1365 = add i64 %1364, 1
  %1366 = add i64 %1364, 2
  %1367 = add i64 %1364, 3
  %1368 = add i64 %1364, 4
  %1369 = add i64 %1364, 5
  %1370 = add i64 %1364, 6
  %1371 = add i64 %1364, 7
  %1372 = getelementptr float, ptr %1233, i64 %1364
  %1373 = load <8 x float>, ptr %1372, align 4
  %1374 = mul nsw i64 %1364, %12
  %1375 = mul nsw i64 %1365, %12
  %1376 = mul nsw i64 %1366, %12
  %1377 = mul nsw i64 %1367, %12
  %1378 = mul nsw i64 %1368, %12
  %1379 = mul nsw i64 %1369, %12
  %1380 = mul nsw i64 %1370, %12
  %1381 = mul nsw i64 %1371, %12
  %1382 = sub i64 %1374, %18
  %1383 = sub i64 %1375, %18
  %1384 = sub i64 %1376, %18
  %1385 = sub i64 %1377, %18
  %1386 = sub i64 %1378, %18
  %1387 = sub i64 %1379, %18
  %1388 = sub i64 %1380, %18
  %1389 = sub i64 %1381, %18
  %1390 = mul nsw i64 %1382, %22
  %1391 = mul nsw i64 %1383, %22
  %1392 = mul nsw i64 %1384, %22
  %1393 = mul nsw i64 %1385, %22
  %1394 = mul nsw i64 %1386, %22
  %1395 = mul nsw i64 %1387, %22
  %1396 = mul nsw i64 %1388, %22
  %1397 = mul nsw i64 %1389, %22
  %1398 = getelementptr float, ptr %1235, i64 %1390
  %1399 = getelementptr float, ptr %1235, i64 %1391
  %1400 = getelementptr float, ptr %1235, i64 %1392
  %1401 = getelementptr float, ptr %1235, i64 %1393
  %1402 = getelementptr float, ptr %1235, i64 %1394
  %1403 = getelementptr float, ptr %1235, i64 %1395
  %1404 = getelementptr float, ptr %1235, i64 %1396
  %1405 = getelementptr float, ptr %1235, i64 %1397
  %1406 = load float, ptr %1398, align 4
  %1407 = load float, ptr %1399, align 4
  %1408 = load float, ptr %1400, align 4
  %1409 = load float, ptr %1401, align 4
  %1410 = load float, ptr %1402, align 4
  %1411 = load float, ptr %1403, align 4
  %1412 = load float, ptr %1404, align 4
  %1413 = load float, ptr %1405, align 4
  %1414 = insertelement <8 x float> poison, float %1406, i64 0
  %1415 = insertelement <8 x float> %1414, float %1407, i64 1
  %1416 = insertelement <8 x float> %1415, float %1408, i64 2
  %1417 = insertelement <8 x float> %1416, float %1409, i64 3
  %1418 = insertelement <8 x float> %1417, float %1410, i64 4
  %1419 = insertelement <8 x float> %1418, float %1411, i64 5
  %1420 = insertelement <8 x float> %1419, float %1412, i64 6
  %1421 = insertelement <8 x float> %1420, float %1413, i64 7
  %1422 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1421, <8 x float> %1361, <8 x float> %1373)
  %1423 = add nsw i64 %1382, %14
  %1424 = add nsw i64 %1383, %14
  %1425 = add nsw i64 %1384, %14
  %1426 = add nsw i64 %1385, %14
  %1427 = add nsw i64 %1386, %14
  %1428 = add nsw i64 %1387, %14
  %1429 = add nsw i64 %1388, %14
  %1430 = add nsw i64 %1389, %14
  %1431 = mul nsw i64 %1423, %22
  %1432 = mul nsw i64 %1424, %22
  %1433 = mul nsw i64 %1425, %22
  %1434 = mul nsw i64 %1426, %22
  %1435 = mul nsw i64 %1427, %22
  %1436 = mul nsw i64 %1428, %22
  %1437 = mul nsw i64 %1429, %22
  %1438 = mul nsw i64 %1430, %22
  %1439 = getelementptr float, ptr %1235, i64 %1431
  %1440 = getelementptr float, ptr %1235, i64 %1432
  %1441 = getelementptr float, ptr %1235, i64 %1433
  %1442 = getelementptr float, ptr %1235, i64 %1434
  %1443 = getelementptr float, ptr %1235, i64 %1435
  %1444 = getelementptr float, ptr %1235, i64 %1436
  %1445 = getelementptr float, ptr %1235, i64 %1437
  %1446 = getelementptr float, ptr %1235, i64 %1438
  %1447 = load float, ptr %1439, align 4
  %1448 = load float, ptr %1440, align 4
  %1449 = load float, ptr %1441, align 4
  %1450 = load float, ptr %1442, align 4
  %1451 = load float, ptr %1443, align 4
  %1452 = load float, ptr %1444, align 4
  %1453 = load float, ptr %1445, align 4
  %1454 = load float, ptr %1446, align 4
  %1455 = insertelement <8 x float> poison, float %1447, i64 0
  %1456 = insertelement <8 x float> %1455, float %1448, i64 1
  %1457 = insertelement <8 x float> %1456, float %1449, i64 2
  %1458 = insertelement <8 x float> %1457, float %1450, i64 3
  %1459 = insertelement <8 x float> %1458, float %1451, i64 4
  %1460 = insertelement <8 x float> %1459, float %1452, i64 5
  %1461 = insertelement <8 x float> %1460, float %1453, i64 6
  %1462 = insertelement <8 x float> %1461, float %1454, i64 7
  %1463 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1462, <8 x float> %1358, <8 x float> %1422)
  %1464 = add nsw i64 %1382, %96
  %1465 = add nsw i64 %1383, %96
  %1466 = add nsw i64 %1384, %96
  %1467 = add nsw i64 %1385, %96
  %1468 = add nsw i64 %1386, %96
  %1469 = add nsw i64 %1387, %96
  %1470 = add nsw i64 %1388, %96
  %1471 = add nsw i64 %1389, %96
  %1472 = mul nsw i64 %1464, %22
  %1473 = mul nsw i64 %1465, %22
  %1474 = mul nsw i64 %1466, %22
  %1475 = mul nsw i64 %1467, %22
  %1476 = mul nsw i64 %1468, %22
  %1477 = mul nsw i64 %1469, %22
  %1478 = mul nsw i64 %1470, %22
  %1479 = mul nsw i64 %1471, %22
  %1480 = getelementptr float, ptr %1235, i64 %1472
  %1481 = getelementptr float, ptr %1235, i64 %1473
  %1482 = getelementptr float, ptr %1235, i64 %1474
  %1483 = getelementptr float, ptr %1235, i64 %1475
  %1484 = getelementptr float, ptr %1235, i64 %1476
  %1485 = getelementptr float, ptr %1235, i64 %1477
  %1486 = getelementptr float, ptr %1235, i64 %1478
  %1487 = getelementptr float, ptr %1235, i64 %1479
  %1488 = load float, ptr %1480, align 4
  %1489 = load float, ptr %1481, align 4
  %1490 = load float, ptr %1482, align 4
  %1491 = load float, ptr %1483, align 4
  %1492 = load float, ptr %1484, align 4
  %1493 = load float, ptr %1485, align 4
  %1494 = load float, ptr %1486, align 4
  %1495 = load float, ptr %1487, align 4
  %1496 = insertelement <8 x float> poison, float %1488, i64 0
  %1497 = insertelement <8 x float> %1496, float %1489, i64 1
  %1498 = insertelement <8 x float> %1497, float %1490, i64 2
  %1499 = insertelement <8 x float> %1498, float %1491, i64 3
  %1500 = insertelement <8 x float> %1499, float %1492, i64 4
  %1501 = insertelement <8 x float> %1500, float %1493, i64 5
  %1502 = insertelement <8 x float> %1501, float %1494, i64 6
  %1503 = insertelement <8 x float> %1502, float %1495, i64 7
  %1504 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1503, <8 x float> %1355, <8 x float> %1463)
  %1505 = getelementptr float, ptr %1240, i64 %1390
  %1506 = getelementptr float, ptr %1240, i64 %1391
  %1507 = getelementptr float, ptr %1240, i64 %1392
  %1508 = getelementptr float, ptr %1240, i64 %1393
  %1509 = getelementptr float, ptr %1240, i64 %1394
  %1510 = getelementptr float, ptr %1240, i64 %1395
  %1511 = getelementptr float, ptr %1240, i64 %1396
  %1512 = getelementptr float, ptr %1240, i64 %1397
  %1513 = load float, ptr %1505, align 4
  %1514 = load float, ptr %1506, align 4
  %1515 = load float, ptr %1507, align 4
  %1516 = load float, ptr %1508, align 4
  %1517 = load float, ptr %1509, align 4
  %1518 = load float, ptr %1510, align 4
  %1519 = load float, ptr %1511, align 4
  %1520 = load float, ptr %1512, align 4
  %1521 = insertelement <8 x float> poison, float %1513, i64 0
  %1522 = insertelement <8 x float> %1521, float %1514, i64 1
  %1523 = insertelement <8 x float> %1522, float %1515, i64 2
  %1524 = insertelement <8 x float> %1523, float %1516, i64 3
  %1525 = insertelement <8 x float> %1524, float %1517, i64 4
  %1526 = insertelement <8 x float> %1525, float %1518, i64 5
  %1527 = insertelement <8 x float> %1526, float %1519, i64 6
  %1528 = insertelement <8 x float> %1527, float %1520, i64 7
  %1529 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1528, <8 x float> %1352, <8 x float> %1504)
  %1530 = getelementptr float, ptr %1240, i64 %1431
  %1531 = getelementptr float, ptr %1240, i64 %1432
  %1532 = getelementptr float, ptr %1240, i64 %1433
  %1533 = getelementptr float, ptr %1240, i64 %1434
  %1534 = getelementptr float, ptr %1240, i64 %1435
  %1535 = getelementptr float, ptr %1240, i64 %1436
  %1536 = getelementptr float, ptr %1240, i64 %1437
  %1537 = getelementptr float, ptr %1240, i64 %1438
  %1538 = load float, ptr %1530, align 4
  %1539 = load float, ptr %1531, align 4
  %1540 = load float, ptr %1532, align 4
  %1541 = load float, ptr %1533, align 4
  %1542 = load float, ptr %1534, align 4
  %1543 = load float, ptr %1535, align 4
  %1544 = load float, ptr %1536, align 4
  %1545 = load float, ptr %1537, align 4
  %1546 = insertelement <8 x float> poison, float %1538, i64 0
  %1547 = insertelement <8 x float> %1546, float %1539, i64 1
  %1548 = insertelement <8 x float> %1547, float %1540, i64 2
  %1549 = insertelement <8 x float> %1548, float %1541, i64 3
  %1550 = insertelement <8 x float> %1549, float %1542, i64 4
  %1551 = insertelement <8 x float> %1550, float %1543, i64 5
  %1552 = insertelement <8 x float> %1551, float %1544, i64 6
  %1553 = insertelement <8 x float> %1552, float %1545, i64 7
  %1554 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1553, <8 x float> %1349, <8 x float> %1529)
  %1555 = getelementptr float, ptr %1240, i64 %1472
  %1556 = getelementptr float, ptr %1240, i64 %1473
  %1557 = getelementptr float, ptr %1240, i64 %1474
  %1558 = getelementptr float, ptr %1240, i64 %1475
  %1559 = getelementptr float, ptr %1240, i64 %1476
  %1560 = getelementptr float, ptr %1240, i64 %1477
  %1561 = getelementptr float, ptr %1240, i64 %1478
  %1562 = getelementptr float, ptr %1240, i64 %1479
  %1563 = load float, ptr %1555, align 4
  %1564 = load float, ptr %1556, align 4
  %1565 = load float, ptr %1557, align 4
  %1566 = load float, ptr %1558, align 4
  %1567 = load float, ptr %1559, align 4
  %1568 = load float, ptr %1560, align 4
  %1569 = load float, ptr %1561, align 4
  %1570 = load float, ptr %1562, align 4
  %1571 = insertelement <8 x float> poison, float %1563, i64 0
  %1572 = insertelement <8 x float> %1571, float %1564, i64 1
  %1573 = insertelement <8 x float> %1572, float %1565, i64 2
  %1574 = insertelement <8 x float> %1573, float %1566, i64 3
  %1575 = insertelement <8 x float> %1574, float %1567, i64 4
  %1576 = insertelement <8 x float> %1575, float %1568, i64 5
  %1577 = insertelement <8 x float> %1576, float %1569, i64 6
  %1578 = insertelement <8 x float> %1577, float %1570, i64 7
  %1579 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1578, <8 x float> %1346, <8 x float> %1554)
  %1580 = getelementptr float, ptr %1237, i64 %1390
  %1581 = getelementptr float, ptr %1237, i64 %1391
  %1582 = getelementptr float, ptr %1237, i64 %1392
  %1583 = getelementptr float, ptr %1237, i64 %1393
  %1584 = getelementptr float, ptr %1237, i64 %1394
  %1585 = getelementptr float, ptr %1237, i64 %1395
  %1586 = getelementptr float, ptr %1237, i64 %1396
  %1587 = getelementptr float, ptr %1237, i64 %1397
  %1588 = load float, ptr %1580, align 4
  %1589 = load float, ptr %1581, align 4
  %1590 = load float, ptr %1582, align 4
  %1591 = load float, ptr %1583, align 4
  %1592 = load float, ptr %1584, align 4
  %1593 = load float, ptr %1585, align 4
  %1594 = load float, ptr %1586, align 4
  %1595 = load float, ptr %1587, align 4
  %1596 = insertelement <8 x float> poison, float %1588, i64 0
  %1597 = insertelement <8 x float> %1596, float %1589, i64 1
  %1598 = insertelement <8 x float> %1597, float %1590, i64 2
  %1599 = insertelement <8 x float> %1598, float %1591, i64 3
  %1600 = insertelement <8 x float> %1599, float %1592, i64 4
  %1601 = insertelement <8 x float> %1600, float %1593, i64 5
  %1602 = insertelement <8 x float> %1601, float %1594, i64 6
  %1603 = insertelement <8 x float> %1602, float %1595, i64 7
  %1604 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1603, <8 x float> %1343, <8 x float> %1579)
  %1605 = getelementptr float, ptr %1237, i64 %1431
  %1606 = getelementptr float, ptr %1237, i64 %1432
  %1607 = getelementptr float, ptr %1237, i64 %1433
  %1608 = getelementptr float, ptr %1237, i64 %1434
  %1609 = getelementptr float, ptr %1237, i64 %1435
  %1610 = getelementptr float, ptr %1237, i64 %1436
  %1611 = getelementptr float, ptr %1237, i64 %1437
  %1612 = getelementptr float, ptr %1237, i64 %1438
  %1613 = load float, ptr %1605, align 4
  %1614 = load float, ptr %1606, align 4
  %1615 = load float, ptr %1607, align 4
  %1616 = load float, ptr %1608, align 4
  %1617 = load float, ptr %1609, align 4
  %1618 = load float, ptr %1610, align 4
  %1619 = load float, ptr %1611, align 4
  %1620 = load float, ptr %1612, align 4
  %1621 = insertelement <8 x float> poison, float %1613, i64 0
  %1622 = insertelement <8 x float> %1621, float %1614, i64 1
  %1623 = insertelement <8 x float> %1622, float %1615, i64 2
  %1624 = insertelement <8 x float> %1623, float %1616, i64 3
  %1625 = insertelement <8 x float> %1624, float %1617, i64 4
  %1626 = insertelement <8 x float> %1625, float %1618, i64 5
  %1627 = insertelement <8 x float> %1626, float %1619, i64 6
  %1628 = insertelement <8 x float> %1627, float %1620, i64 7
  %1629 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1628, <8 x float> %1340, <8 x float> %1604)
  %1630 = getelementptr float, ptr %1237, i64 %1472
  %1631 = getelementptr float, ptr %1237, i64 %1473
  %1632 = getelementptr float, ptr %1237, i64 %1474
  %1633 = getelementptr float, ptr %1237, i64 %1475
  %1634 = getelementptr float, ptr %1237, i64 %1476
  %1635 = getelementptr float, ptr %1237, i64 %1477
  %1636 = getelementptr float, ptr %1237, i64 %1478
  %1637 = getelementptr float, ptr %1237, i64 %1479
  %1638 = load float, ptr %1630, align 4
  %1639 = load float, ptr %1631, align 4
  %1640 = load float, ptr %1632, align 4
  %1641 = load float, ptr %1633, align 4
  %1642 = load float, ptr %1634, align 4
  %1643 = load float, ptr %1635, align 4
  %1644 = load float, ptr %1636, align 4
  %1645 = load float, ptr %1637, align 4
  %1646 = insertelement <8 x float> poison, float %1638, i64 0
  %1647 = insertelement <8 x float> %1646, float %1639, i64 1
  %1648 = insertelement <8 x float> %1647, float %1640, i64 2
  %1649 = insertelement <8 x float> %1648, float %1641, i64 3
  %1650 = insertelement <8 x float> %1649, float %1642, i64 4
  %1651 = insertelement <8 x float> %1650, float %1643, i64 5
  %1652 = insertelement <8 x float> %1651, float %1644, i64 6
  %1653 = insertelement <8 x float> %1652, float %1645, i64 7
  %1654 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1653, <8 x float> %1337, <8 x float> %1629)
  store <8 x float> %1654, ptr %1372, align 4
  %1655 = add nuw i64 %1363, 8
  %1656 = icmp eq i64 %1655, %393
  br i1 %1656, label %1657, label %1362

1657:                                             ; preds = %1362
  br i1 %395, label %1710, label %1658

1658:                                             ; preds = %1310, %1247, %1234, %1657
  %1659 = phi i64 [ %46, %1310 ], [ %46, %1247 ], [ %46, %1234 ], [ %394, %1657 ]
  br label %1660

1660:                                             ; preds = %1658, %1660
  %1661 = phi i64 [ %1708, %1660 ], [ %1659, %1658 ]
  %1662 = mul nsw i64 %1661, %25
  %1663 = getelementptr float, ptr %1233, i64 %1662
  %1664 = load float, ptr %1663, align 4
  %1665 = mul nsw i64 %1661, %12
  %1666 = sub i64 %1665, %18
  %1667 = mul nsw i64 %1666, %22
  %1668 = getelementptr float, ptr %1235, i64 %1667
  %1669 = load float, ptr %1668, align 4
  %1670 = load float, ptr %1236, align 4
  %1671 = tail call float @llvm.fma.f32(float %1669, float %1670, float %1664)
  %1672 = add nsw i64 %1666, %14
  %1673 = mul nsw i64 %1672, %22
  %1674 = getelementptr float, ptr %1235, i64 %1673
  %1675 = load float, ptr %1674, align 4
  %1676 = load float, ptr %1238, align 4
  %1677 = tail call float @llvm.fma.f32(float %1675, float %1676, float %1671)
  %1678 = add nsw i64 %1666, %96
  %1679 = mul nsw i64 %1678, %22
  %1680 = getelementptr float, ptr %1235, i64 %1679
  %1681 = load float, ptr %1680, align 4
  %1682 = load float, ptr %1239, align 4
  %1683 = tail call float @llvm.fma.f32(float %1681, float %1682, float %1677)
  %1684 = getelementptr float, ptr %1240, i64 %1667
  %1685 = load float, ptr %1684, align 4
  %1686 = load float, ptr %1241, align 4
  %1687 = tail call float @llvm.fma.f32(float %1685, float %1686, float %1683)
  %1688 = getelementptr float, ptr %1240, i64 %1673
  %1689 = load float, ptr %1688, align 4
  %1690 = load float, ptr %1242, align 4
  %1691 = tail call float @llvm.fma.f32(float %1689, float %1690, float %1687)
  %1692 = getelementptr float, ptr %1240, i64 %1679
  %1693 = load float, ptr %1692, align 4
  %1694 = load float, ptr %1243, align 4
  %1695 = tail call float @llvm.fma.f32(float %1693, float %1694, float %1691)
  %1696 = getelementptr float, ptr %1237, i64 %1667
  %1697 = load float, ptr %1696, align 4
  %1698 = load float, ptr %1244, align 4
  %1699 = tail call float @llvm.fma.f32(float %1697, float %1698, float %1695)
  %1700 = getelementptr float, ptr %1237, i64 %1673
  %1701 = load float, ptr %1700, align 4
  %1702 = load float, ptr %1245, align 4
  %1703 = tail call float @llvm.fma.f32(float %1701, float %1702, float %1699)
  %1704 = getelementptr float, ptr %1237, i64 %1679
  %1705 = load float, ptr %1704, align 4
  %1706 = load float, ptr %1246, align 4
  %1707 = tail call float @llvm.fma.f32(float %1705, float %1706, float %1703)
  store float %1707, ptr %1663, align 4
  %1708 = add nsw i64 %1661, 1
  %1709 = icmp eq i64 %1708, %45
  br i1 %1709, label %1710, label %1660

1710:                                             ; preds = %1660, %1657, %1156
  %1711 = add nsw i64 %1158, 1
  %1712 = icmp slt i64 %1711, %5
  %1713 = add i64 %1157, 1
  br i1 %1712, label %1156, label %1991

1714:                                             ; preds = %1763, %1720
  %1715 = add nsw i64 %1721, 8
  %1716 = icmp sgt i64 %1715, %45
  br i1 %1716, label %1717, label %1720

1717:                                             ; preds = %1714, %713
  %1718 = phi i64 [ %46, %713 ], [ %1721, %1714 ]
  %1719 = icmp slt i64 %1718, %45
  br i1 %1719, label %1843, label %1842

1720:                                             ; preds = %713, %1714
  %1721 = phi i64 [ %1715, %1714 ], [ %67, %713 ]
  %1722 = phi i64 [ %1721, %1714 ], [ %46, %713 ]
  br i1 %60, label %1723, label %1714

1723:                                             ; preds = %1720
  %1724 = mul nsw i64 %1722, %12
  %1725 = sub i64 %1724, %18
  %1726 = mul nsw i64 %1722, %25
  %1727 = add nsw i64 %1722, 1
  %1728 = mul nsw i64 %1727, %25
  %1729 = add nsw i64 %1722, 2
  %1730 = mul nsw i64 %1729, %25
  %1731 = add nsw i64 %1722, 3
  %1732 = mul nsw i64 %1731, %25
  %1733 = add nsw i64 %1722, 4
  %1734 = mul nsw i64 %1733, %25
  %1735 = add nsw i64 %1722, 5
  %1736 = mul nsw i64 %1735, %25
  %1737 = add nsw i64 %1722, 6
  %1738 = mul nsw i64 %1737, %25
  %1739 = add nsw i64 %1722, 7
  %1740 = mul nsw i64 %1739, %25
  br label %1741

1741:                                             ; preds = %1723, %1763
  %1742 = phi i64 [ 0, %1723 ], [ %1772, %1763 ]
  %1743 = getelementptr float, ptr %408, i64 %1742
  %1744 = getelementptr float, ptr %1743, i64 %1726
  %1745 = load <8 x float>, ptr %1744, align 4
  %1746 = getelementptr float, ptr %1743, i64 %1728
  %1747 = load <8 x float>, ptr %1746, align 4
  %1748 = getelementptr float, ptr %1743, i64 %1730
  %1749 = load <8 x float>, ptr %1748, align 4
  %1750 = getelementptr float, ptr %1743, i64 %1732
  %1751 = load <8 x float>, ptr %1750, align 4
  %1752 = getelementptr float, ptr %1743, i64 %1734
  %1753 = load <8 x float>, ptr %1752, align 4
  %1754 = getelementptr float, ptr %1743, i64 %1736
  %1755 = load <8 x float>, ptr %1754, align 4
  %1756 = getelementptr float, ptr %1743, i64 %1738
  %1757 = load <8 x float>, ptr %1756, align 4
  %1758 = getelementptr float, ptr %1743, i64 %1740
  %1759 = load <8 x float>, ptr %1758, align 4
  %1760 = getelementptr float, ptr %712, i64 %1742
  br i1 %53, label %1761, label %1763

1761:                                             ; preds = %1741
  %1762 = getelementptr float, ptr %28, i64 %1742
  br label %1774

1763:                                             ; preds = %1788, %1741
  %1764 = phi <8 x float> [ %1759, %1741 ], [ %1789, %1788 ]
  %1765 = phi <8 x float> [ %1757, %1741 ], [ %1790, %1788 ]
  %1766 = phi <8 x float> [ %1755, %1741 ], [ %1791, %1788 ]
  %1767 = phi <8 x float> [ %1753, %1741 ], [ %1792, %1788 ]
  %1768 = phi <8 x float> [ %1751, %1741 ], [ %1793, %1788 ]
  %1769 = phi <8 x float> [ %1749, %1741 ], [ %1794, %1788 ]
  %1770 = phi <8 x float> [ %1747, %1741 ], [ %1795, %1788 ]
  %1771 = phi <8 x float> [ %1745, %1741 ], [ %1796, %1788 ]
  store <8 x float> %1771, ptr %1744, align 4
  store <8 x float> %1770, ptr %1746, align 4
  store <8 x float> %1769, ptr %1748, align 4
  store <8 x float> %1768, ptr %1750, align 4
  store <8 x float> %1767, ptr %1752, align 4
  store <8 x float> %1766, ptr %1754, align 4
  store <8 x float> %1765, ptr %1756, align 4
  store <8 x float> %1764, ptr %1758, align 4
  %1772 = add nuw nsw i64 %1742, 8
  %1773 = icmp slt i64 %1772, %58
  br i1 %1773, label %1741, label %1714

1774:                                             ; preds = %1761, %1788
  %1775 = phi <8 x float> [ %1759, %1761 ], [ %1789, %1788 ]
  %1776 = phi <8 x float> [ %1757, %1761 ], [ %1790, %1788 ]
  %1777 = phi <8 x float> [ %1755, %1761 ], [ %1791, %1788 ]
  %1778 = phi <8 x float> [ %1753, %1761 ], [ %1792, %1788 ]
  %1779 = phi <8 x float> [ %1751, %1761 ], [ %1793, %1788 ]
  %1780 = phi <8 x float> [ %1749, %1761 ], [ %1794, %1788 ]
  %1781 = phi <8 x float> [ %1747, %1761 ], [ %1795, %1788 ]
  %1782 = phi <8 x float> [ %1745, %1761 ], [ %1796, %1788 ]
  %1783 = phi i64 [ 0, %1761 ], [ %1797, %1788 ]
  br i1 %54, label %1784, label %1788

1784:                                             ; preds = %1774
  %1785 = mul i64 %69, %1783
  %1786 = mul nuw nsw i64 %1783, %8
  %1787 = getelementptr float, ptr %1760, i64 %1785
  br label %1799

1788:                                             ; preds = %1799, %1774
  %1789 = phi <8 x float> [ %1775, %1774 ], [ %1839, %1799 ]
  %1790 = phi <8 x float> [ %1776, %1774 ], [ %1836, %1799 ]
  %1791 = phi <8 x float> [ %1777, %1774 ], [ %1833, %1799 ]
  %1792 = phi <8 x float> [ %1778, %1774 ], [ %1830, %1799 ]
  %1793 = phi <8 x float> [ %1779, %1774 ], [ %1827, %1799 ]
  %1794 = phi <8 x float> [ %1780, %1774 ], [ %1824, %1799 ]
  %1795 = phi <8 x float> [ %1781, %1774 ], [ %1821, %1799 ]
  %1796 = phi <8 x float> [ %1782, %1774 ], [ %1818, %1799 ]
  %1797 = add nuw nsw i64 %1783, 1
  %1798 = icmp eq i64 %1797, %7
  br i1 %1798, label %1763, label %1774

1799:                                             ; preds = %1784, %1799
  %1800 = phi <8 x float> [ %1775, %1784 ], [ %1839, %1799 ]
  %1801 = phi <8 x float> [ %1776, %1784 ], [ %1836, %1799 ]
  %1802 = phi <8 x float> [ %1777, %1784 ], [ %1833, %1799 ]
  %1803 = phi <8 x float> [ %1778, %1784 ], [ %1830, %1799 ]
  %1804 = phi <8 x float> [ %1779, %1784 ], [ %1827, %1799 ]
  %1805 = phi <8 x float> [ %1780, %1784 ], [ %1824, %1799 ]
  %1806 = phi <8 x float> [ %1781, %1784 ], [ %1821, %1799 ]
  %1807 = phi <8 x float> [ %1782, %1784 ], [ %1818, %1799 ]
  %1808 = phi i64 [ 0, %1784 ], [ %1840, %1799 ]
  %1809 = add nuw nsw i64 %1808, %1786
  %1810 = mul nsw i64 %1809, %5
  %1811 = getelementptr float, ptr %1762, i64 %1810
  %1812 = load <8 x float>, ptr %1811, align 4
  %1813 = mul nsw i64 %1808, %14
  %1814 = add nsw i64 %1725, %1813
  %1815 = mul nsw i64 %1814, %22
  %1816 = getelementptr float, ptr %1787, i64 %1815
  %1817 = load <8 x float>, ptr %1816, align 4
  %1818 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1817, <8 x float> %1812, <8 x float> %1807)
  %1819 = getelementptr inbounds float, ptr %1816, i64 %70
  %1820 = load <8 x float>, ptr %1819, align 4
  %1821 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1820, <8 x float> %1812, <8 x float> %1806)
  %1822 = getelementptr inbounds i8, ptr %1816, i64 %73
  %1823 = load <8 x float>, ptr %1822, align 4
  %1824 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1823, <8 x float> %1812, <8 x float> %1805)
  %1825 = getelementptr inbounds i8, ptr %1816, i64 %74
  %1826 = load <8 x float>, ptr %1825, align 4
  %1827 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1826, <8 x float> %1812, <8 x float> %1804)
  %1828 = getelementptr inbounds i8, ptr %1816, i64 %75
  %1829 = load <8 x float>, ptr %1828, align 4
  %1830 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1829, <8 x float> %1812, <8 x float> %1803)
  %1831 = getelementptr inbounds i8, ptr %1816, i64 %76
  %1832 = load <8 x float>, ptr %1831, align 4
  %1833 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1832, <8 x float> %1812, <8 x float> %1802)
  %1834 = getelementptr inbounds i8, ptr %1816, i64 %77
  %1835 = load <8 x float>, ptr %1834, align 4
  %1836 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1835, <8 x float> %1812, <8 x float> %1801)
  %1837 = getelementptr inbounds i8, ptr %1816, i64 %78
  %1838 = load <8 x float>, ptr %1837, align 4
  %1839 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1838, <8 x float> %1812, <8 x float> %1800)
  %1840 = add nuw nsw i64 %1808, 1
  %1841 = icmp eq i64 %1840, %8
  br i1 %1841, label %1788, label %1799

1842:                                             ; preds = %1850, %1717
  br i1 %63, label %1917, label %1991

1843:                                             ; preds = %1717, %1850
  %1844 = phi i64 [ %1851, %1850 ], [ %1718, %1717 ]
  br i1 %60, label %1845, label %1850

1845:                                             ; preds = %1843
  %1846 = mul nsw i64 %1844, %25
  %1847 = getelementptr inbounds float, ptr %408, i64 %1846
  %1848 = mul nsw i64 %1844, %12
  %1849 = sub i64 %1848, %18
  br label %1853

1850:                                             ; preds = %1913, %1843
  %1851 = add nsw i64 %1844, 1
  %1852 = icmp eq i64 %1851, %45
  br i1 %1852, label %1842, label %1843

1853:                                             ; preds = %1845, %1913
  %1854 = phi i64 [ 0, %1845 ], [ %1915, %1913 ]
  %1855 = getelementptr inbounds nuw float, ptr %1847, i64 %1854
  %1856 = load <8 x float>, ptr %1855, align 4
  %1857 = getelementptr float, ptr %712, i64 %1854
  br i1 %53, label %1858, label %1913

1858:                                             ; preds = %1853
  %1859 = getelementptr float, ptr %28, i64 %1854
  br label %1860

1860:                                             ; preds = %1858, %1881
  %1861 = phi i64 [ 0, %1858 ], [ %1883, %1881 ]
  %1862 = phi <8 x float> [ %1856, %1858 ], [ %1882, %1881 ]
  br i1 %54, label %1863, label %1881

1863:                                             ; preds = %1860
  %1864 = mul i64 %69, %1861
  %1865 = getelementptr float, ptr %1857, i64 %1864
  %1866 = mul nuw nsw i64 %1861, %8
  br i1 %274, label %1868, label %1885

1867:                                             ; preds = %1885
  br i1 %276, label %1881, label %1868

1868:                                             ; preds = %1867, %1863
  %1869 = phi i64 [ 0, %1863 ], [ %1910, %1867 ]
  %1870 = phi <8 x float> [ %1862, %1863 ], [ %1909, %1867 ]
  tail call void @llvm.assume(i1 %277)
  %1871 = mul nsw i64 %1869, %14
  %1872 = add nsw i64 %1849, %1871
  %1873 = mul nsw i64 %1872, %22
  %1874 = getelementptr float, ptr %1865, i64 %1873
  %1875 = load <8 x float>, ptr %1874, align 4
  %1876 = add nuw nsw i64 %1869, %1866
  %1877 = mul nsw i64 %1876, %5
  %1878 = getelementptr float, ptr %1859, i64 %1877
  %1879 = load <8 x float>, ptr %1878, align 4
  %1880 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1875, <8 x float> %1879, <8 x float> %1870)
  br label %1881

1881:                                             ; preds = %1868, %1867, %1860
  %1882 = phi <8 x float> [ %1862, %1860 ], [ %1909, %1867 ], [ %1880, %1868 ]
  %1883 = add nuw nsw i64 %1861, 1
  %1884 = icmp eq i64 %1883, %7
  br i1 %1884, label %1913, label %1860

1885:                                             ; preds = %1863, %1885
  %1886 = phi i64 [ %1910, %1885 ], [ 0, %1863 ]
  %1887 = phi <8 x float> [ %1909, %1885 ], [ %1862, %1863 ]
  %1888 = phi i64 [ %1911, %1885 ], [ 0, %1863 ]
  %1889 = mul nsw i64 %1886, %14
  %1890 = add nsw i64 %1849, %1889
  %1891 = mul nsw i64 %1890, %22
  %1892 = getelementptr float, ptr %1865, i64 %1891
  %1893 = load <8 x float>, ptr %1892, align 4
  %1894 = add nuw nsw i64 %1886, %1866
  %1895 = mul nsw i64 %1894, %5
  %1896 = getelementptr float, ptr %1859, i64 %1895
  %1897 = load <8 x float>, ptr %1896, align 4
  %1898 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1893, <8 x float> %1897, <8 x float> %1887)
  %1899 = or disjoint i64 %1886, 1
  %1900 = mul nsw i64 %1899, %14
  %1901 = add nsw i64 %1849, %1900
  %1902 = mul nsw i64 %1901, %22
  %1903 = getelementptr float, ptr %1865, i64 %1902
  %1904 = load <8 x float>, ptr %1903, align 4
  %1905 = add nuw nsw i64 %1899, %1866
  %1906 = mul nsw i64 %1905, %5
  %1907 = getelementptr float, ptr %1859, i64 %1906
  %1908 = load <8 x float>, ptr %1907, align 4
  %1909 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1904, <8 x float> %1908, <8 x float> %1898)
  %1910 = add nuw nsw i64 %1886, 2
  %1911 = add i64 %1888, 2
  %1912 = icmp eq i64 %1911, %275
  br i1 %1912, label %1867, label %1885

1913:                                             ; preds = %1881, %1853
  %1914 = phi <8 x float> [ %1856, %1853 ], [ %1882, %1881 ]
  store <8 x float> %1914, ptr %1855, align 4
  %1915 = add nuw nsw i64 %1854, 8
  %1916 = icmp slt i64 %1915, %58
  br i1 %1916, label %1853, label %1850

1917:                                             ; preds = %1842, %1988
  %1918 = phi i64 [ %1989, %1988 ], [ %58, %1842 ]
  %1919 = getelementptr float, ptr %408, i64 %1918
  br i1 %71, label %1920, label %1988

1920:                                             ; preds = %1917
  %1921 = getelementptr float, ptr %712, i64 %1918
  %1922 = getelementptr float, ptr %28, i64 %1918
  br label %1923

1923:                                             ; preds = %1920, %1938
  %1924 = phi i64 [ %46, %1920 ], [ %1940, %1938 ]
  %1925 = mul nsw i64 %1924, %25
  %1926 = getelementptr float, ptr %1919, i64 %1925
  %1927 = load float, ptr %1926, align 4
  br i1 %53, label %1928, label %1938

1928:                                             ; preds = %1923
  %1929 = mul nsw i64 %1924, %12
  %1930 = sub i64 %1929, %18
  br label %1931

1931:                                             ; preds = %1928, %1956
  %1932 = phi i64 [ 0, %1928 ], [ %1958, %1956 ]
  %1933 = phi float [ %1927, %1928 ], [ %1957, %1956 ]
  br i1 %54, label %1934, label %1956

1934:                                             ; preds = %1931
  %1935 = mul i64 %69, %1932
  %1936 = getelementptr float, ptr %1921, i64 %1935
  %1937 = mul nuw nsw i64 %1932, %8
  br i1 %279, label %1943, label %1960

1938:                                             ; preds = %1956, %1923
  %1939 = phi float [ %1927, %1923 ], [ %1957, %1956 ]
  store float %1939, ptr %1926, align 4
  %1940 = add nsw i64 %1924, 1
  %1941 = icmp eq i64 %1940, %45
  br i1 %1941, label %1988, label %1923

1942:                                             ; preds = %1960
  br i1 %281, label %1956, label %1943

1943:                                             ; preds = %1942, %1934
  %1944 = phi i64 [ 0, %1934 ], [ %1985, %1942 ]
  %1945 = phi float [ %1933, %1934 ], [ %1984, %1942 ]
  tail call void @llvm.assume(i1 %282)
  %1946 = mul nsw i64 %1944, %14
  %1947 = add nsw i64 %1930, %1946
  %1948 = mul nsw i64 %1947, %22
  %1949 = getelementptr float, ptr %1936, i64 %1948
  %1950 = load float, ptr %1949, align 4
  %1951 = add nuw nsw i64 %1944, %1937
  %1952 = mul nsw i64 %1951, %5
  %1953 = getelementptr float, ptr %1922, i64 %1952
  %1954 = load float, ptr %1953, align 4
  %1955 = tail call float @llvm.fma.f32(float %1950, float %1954, float %1945)
  br label %1956

1956:                                             ; preds = %1943, %1942, %1931
  %1957 = phi float [ %1933, %1931 ], [ %1984, %1942 ], [ %1955, %1943 ]
  %1958 = add nuw nsw i64 %1932, 1
  %1959 = icmp eq i64 %1958, %7
  br i1 %1959, label %1938, label %1931

1960:                                             ; preds = %1934, %1960
  %1961 = phi i64 [ %1985, %1960 ], [ 0, %1934 ]
  %1962 = phi float [ %1984, %1960 ], [ %1933, %1934 ]
  %1963 = phi i64 [ %1986, %1960 ], [ 0, %1934 ]
  %1964 = mul nsw i64 %1961, %14
  %1965 = add nsw i64 %1930, %1964
  %1966 = mul nsw i64 %1965, %22
  %1967 = getelementptr float, ptr %1936, i64 %1966
  %1968 = load float, ptr %1967, align 4
  %1969 = add nuw nsw i64 %1961, %1937
  %1970 = mul nsw i64 %1969, %5
  %1971 = getelementptr float, ptr %1922, i64 %1970
  %1972 = load float, ptr %1971, align 4
  %1973 = tail call float @llvm.fma.f32(float %1968, float %1972, float %1962)
  %1974 = or disjoint i64 %1961, 1
  %1975 = mul nsw i64 %1974, %14
  %1976 = add nsw i64 %1930, %1975
  %1977 = mul nsw i64 %1976, %22
  %1978 = getelementptr float, ptr %1936, i64 %1977
  %1979 = load float, ptr %1978, align 4
  %1980 = add nuw nsw i64 %1974, %1937
  %1981 = mul nsw i64 %1980, %5
  %1982 = getelementptr float, ptr %1922, i64 %1981
  %1983 = load float, ptr %1982, align 4
  %1984 = tail call float @llvm.fma.f32(float %1979, float %1983, float %1973)
  %1985 = add nuw nsw i64 %1961, 2
  %1986 = add i64 %1963, 2
  %1987 = icmp eq i64 %1986, %280
  br i1 %1987, label %1942, label %1960

1988:                                             ; preds = %1938, %1917
  %1989 = add nsw i64 %1918, 1
  %1990 = icmp slt i64 %1989, %5
  br i1 %1990, label %1917, label %1991

1991:                                             ; preds = %1988, %1710, %1842, %1005
  br i1 %72, label %1992, label %2104

1992:                                             ; preds = %1991, %2052
  %1993 = phi i64 [ %2053, %2052 ], [ %45, %1991 ]
  %1994 = mul nsw i64 %1993, %12
  %1995 = sub nsw i64 %1994, %18
  br i1 %60, label %1996, label %1999

1996:                                             ; preds = %1992
  %1997 = mul nsw i64 %1993, %25
  %1998 = getelementptr inbounds float, ptr %408, i64 %1997
  br label %2003

1999:                                             ; preds = %2048, %1992
  br i1 %63, label %2000, label %2052

2000:                                             ; preds = %1999
  %2001 = mul nsw i64 %1993, %25
  %2002 = getelementptr float, ptr %408, i64 %2001
  br label %2055

2003:                                             ; preds = %1996, %2048
  %2004 = phi i64 [ 0, %1996 ], [ %2050, %2048 ]
  %2005 = getelementptr inbounds nuw float, ptr %1998, i64 %2004
  %2006 = load <8 x float>, ptr %2005, align 4
  %2007 = getelementptr float, ptr %402, i64 %2004
  br i1 %53, label %2008, label %2048

2008:                                             ; preds = %2003
  %2009 = getelementptr float, ptr %28, i64 %2004
  br label %2010

2010:                                             ; preds = %2008, %2021
  %2011 = phi <8 x float> [ %2006, %2008 ], [ %2022, %2021 ]
  %2012 = phi i64 [ 0, %2008 ], [ %2023, %2021 ]
  br i1 %54, label %2013, label %2021

2013:                                             ; preds = %2010
  %2014 = mul nsw i64 %2012, %13
  %2015 = add nsw i64 %2014, %404
  %2016 = icmp sgt i64 %2015, -1
  %2017 = icmp slt i64 %2015, %15
  %2018 = mul nsw i64 %2015, %21
  %2019 = getelementptr float, ptr %2007, i64 %2018
  %2020 = mul nuw nsw i64 %2012, %8
  br label %2025

2021:                                             ; preds = %2039, %2010
  %2022 = phi <8 x float> [ %2011, %2010 ], [ %2045, %2039 ]
  %2023 = add nuw nsw i64 %2012, 1
  %2024 = icmp eq i64 %2023, %7
  br i1 %2024, label %2048, label %2010

2025:                                             ; preds = %2013, %2039
  %2026 = phi <8 x float> [ %2011, %2013 ], [ %2045, %2039 ]
  %2027 = phi i64 [ 0, %2013 ], [ %2046, %2039 ]
  %2028 = mul nsw i64 %2027, %14
  %2029 = add nsw i64 %2028, %1995
  br i1 %2016, label %2030, label %2039

2030:                                             ; preds = %2025
  %2031 = icmp sgt i64 %2029, -1
  %2032 = icmp slt i64 %2029, %16
  %2033 = and i1 %2031, %2032
  %2034 = select i1 %2017, i1 %2033, i1 false
  br i1 %2034, label %2035, label %2039

2035:                                             ; preds = %2030
  %2036 = mul nsw i64 %2029, %22
  %2037 = getelementptr float, ptr %2019, i64 %2036
  %2038 = load <8 x float>, ptr %2037, align 4
  br label %2039

2039:                                             ; preds = %2035, %2030, %2025
  %2040 = phi <8 x float> [ %2038, %2035 ], [ %62, %2030 ], [ %62, %2025 ]
  %2041 = add nuw nsw i64 %2027, %2020
  %2042 = mul nsw i64 %2041, %5
  %2043 = getelementptr float, ptr %2009, i64 %2042
  %2044 = load <8 x float>, ptr %2043, align 4
  %2045 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %2040, <8 x float> %2044, <8 x float> %2026)
  %2046 = add nuw nsw i64 %2027, 1
  %2047 = icmp eq i64 %2046, %8
  br i1 %2047, label %2021, label %2025

2048:                                             ; preds = %2021, %2003
  %2049 = phi <8 x float> [ %2006, %2003 ], [ %2022, %2021 ]
  store <8 x float> %2049, ptr %2005, align 4
  %2050 = add nuw nsw i64 %2004, 8
  %2051 = icmp slt i64 %2050, %58
  br i1 %2051, label %2003, label %1999

2052:                                             ; preds = %2100, %1999
  %2053 = add nsw i64 %1993, 1
  %2054 = icmp eq i64 %2053, %10
  br i1 %2054, label %2104, label %1992

2055:                                             ; preds = %2000, %2100
  %2056 = phi i64 [ %58, %2000 ], [ %2102, %2100 ]
  %2057 = getelementptr float, ptr %2002, i64 %2056
  %2058 = load float, ptr %2057, align 4
  %2059 = getelementptr float, ptr %402, i64 %2056
  br i1 %53, label %2060, label %2100

2060:                                             ; preds = %2055
  %2061 = getelementptr float, ptr %28, i64 %2056
  br label %2062

2062:                                             ; preds = %2060, %2073
  %2063 = phi float [ %2058, %2060 ], [ %2074, %2073 ]
  %2064 = phi i64 [ 0, %2060 ], [ %2075, %2073 ]
  br i1 %54, label %2065, label %2073

2065:                                             ; preds = %2062
  %2066 = mul nsw i64 %2064, %13
  %2067 = add nsw i64 %2066, %404
  %2068 = icmp sgt i64 %2067, -1
  %2069 = icmp slt i64 %2067, %15
  %2070 = mul nsw i64 %2067, %21
  %2071 = getelementptr float, ptr %2059, i64 %2070
  %2072 = mul nuw nsw i64 %2064, %8
  br label %2077

2073:                                             ; preds = %2091, %2062
  %2074 = phi float [ %2063, %2062 ], [ %2097, %2091 ]
  %2075 = add nuw nsw i64 %2064, 1
  %2076 = icmp eq i64 %2075, %7
  br i1 %2076, label %2100, label %2062

2077:                                             ; preds = %2065, %2091
  %2078 = phi float [ %2063, %2065 ], [ %2097, %2091 ]
  %2079 = phi i64 [ 0, %2065 ], [ %2098, %2091 ]
  %2080 = mul nsw i64 %2079, %14
  %2081 = add nsw i64 %2080, %1995
  br i1 %2068, label %2082, label %2091

2082:                                             ; preds = %2077
  %2083 = icmp sgt i64 %2081, -1
  %2084 = icmp slt i64 %2081, %16
  %2085 = and i1 %2083, %2084
  %2086 = select i1 %2069, i1 %2085, i1 false
  br i1 %2086, label %2087, label %2091

2087:                                             ; preds = %2082
  %2088 = mul nsw i64 %2081, %22
  %2089 = getelementptr float, ptr %2071, i64 %2088
  %2090 = load float, ptr %2089, align 4
  br label %2091

2091:                                             ; preds = %2087, %2082, %2077
  %2092 = phi float [ %2090, %2087 ], [ %31, %2082 ], [ %31, %2077 ]
  %2093 = add nuw nsw i64 %2079, %2072
  %2094 = mul nsw i64 %2093, %5
  %2095 = getelementptr float, ptr %2061, i64 %2094
  %2096 = load float, ptr %2095, align 4
  %2097 = tail call float @llvm.fma.f32(float %2092, float %2096, float %2078)
  %2098 = add nuw nsw i64 %2079, 1
  %2099 = icmp eq i64 %2098, %8
  br i1 %2099, label %2073, label %2077

2100:                                             ; preds = %2073, %2055
  %2101 = phi float [ %2058, %2055 ], [ %2074, %2073 ]
  store float %2101, ptr %2057, align 4
  %2102 = add nsw i64 %2056, 1
  %2103 = icmp slt i64 %2102, %5
  br i1 %2103, label %2055, label %2052

2104:                                             ; preds = %423, %545, %2052, %1991, %484, %409
  %2105 = add nsw i64 %398, 1
  %2106 = icmp eq i64 %2105, %4
  br i1 %2106, label %396, label %397
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float)

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fma.v8f32(<8 x float>, <8 x float>, <8 x float>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef)
