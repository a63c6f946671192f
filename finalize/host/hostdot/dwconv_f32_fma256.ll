; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_dwconv_f32_fma256(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20) local_unnamed_addr {
  %22 = inttoptr i64 %0 to ptr
  %23 = inttoptr i64 %1 to ptr
  %24 = inttoptr i64 %2 to ptr
  %25 = icmp slt i64 %3, %4
  br i1 %25, label %26, label %337

26:                                               ; preds = %21
  %27 = mul i64 %16, %11
  %28 = icmp eq i64 %6, 1
  %29 = mul i64 %12, %17
  %30 = icmp sgt i64 %10, 0
  %31 = icmp sgt i64 %5, 0
  %32 = icmp sgt i64 %6, 0
  %33 = mul i64 %16, %13
  %34 = icmp sgt i64 %7, 0
  %35 = mul i64 %14, %17
  %36 = icmp sgt i64 %8, 0
  %37 = icmp eq i64 %7, 3
  %38 = icmp eq i64 %8, 3
  %39 = and i1 %37, %38
  %40 = srem i64 %5, 8
  %41 = sub nsw i64 %5, %40
  %42 = icmp slt i64 %10, 8
  %43 = icmp sgt i64 %41, 0
  %44 = icmp sgt i64 %40, 0
  %45 = shl i64 %29, 3
  %46 = mul i64 %29, 12
  %47 = shl i64 %29, 4
  %48 = mul i64 %29, 20
  %49 = mul i64 %29, 24
  %50 = mul i64 %29, 28
  %51 = shl i64 %29, 1
  %52 = mul i64 %29, 3
  %53 = shl i64 %29, 2
  %54 = mul i64 %29, 5
  %55 = mul i64 %29, 6
  %56 = mul i64 %29, 7
  %57 = shl nsw i64 %14, 1
  %58 = shl nsw i64 %14, 1
  %59 = shl i64 %5, 3
  %60 = mul i64 %5, 12
  %61 = shl i64 %5, 4
  %62 = mul i64 %5, 20
  %63 = shl i64 %33, 3
  %64 = mul i64 %5, 24
  %65 = mul i64 %5, 28
  %66 = shl i64 %5, 5
  %67 = shl i64 %33, 3
  %68 = shl nsw i64 %14, 1
  %69 = shl i64 %5, 3
  %70 = mul i64 %5, 12
  %71 = shl i64 %5, 4
  %72 = mul i64 %5, 20
  %73 = mul i64 %5, 24
  %74 = mul i64 %5, 28
  %75 = shl i64 %5, 5
  %76 = add i64 %10, -1
  %77 = mul i64 %17, %12
  %78 = shl i64 %77, 2
  %79 = mul i64 %77, -4
  %80 = shl i64 %5, 2
  %81 = shl nsw i64 %40, 2
  %82 = sub i64 %80, %81
  %83 = mul i64 %16, %11
  %84 = shl i64 %83, 2
  %85 = shl i64 %15, 2
  %86 = mul i64 %17, %14
  %87 = shl i64 %86, 2
  %88 = add i64 %87, %80
  %89 = sub i64 %88, %81
  %90 = shl i64 %86, 3
  %91 = add i64 %90, %80
  %92 = sub i64 %91, %81
  %93 = sub i64 %80, %81
  %94 = shl i64 %13, 2
  %95 = shl i64 %11, 2
  %96 = add i64 %87, %80
  %97 = sub i64 %96, %81
  %98 = add i64 %90, %80
  %99 = sub i64 %98, %81
  %100 = sub i64 %80, %81
  %101 = shl i64 %13, 3
  %102 = add i64 %87, %80
  %103 = sub i64 %102, %81
  %104 = add i64 %90, %80
  %105 = sub i64 %104, %81
  %106 = shl i64 %5, 2
  %107 = shl nsw i64 %40, 2
  %108 = sub i64 %106, %107
  %109 = getelementptr i8, ptr %24, i64 %108
  %110 = shl i64 %19, 2
  %111 = shl i64 %18, 2
  %112 = getelementptr i8, ptr %24, i64 -4
  %113 = add i64 %5, 1
  %114 = sub i64 %113, %40
  %115 = tail call i64 @llvm.smax.i64(i64 %5, i64 %114)
  %116 = add i64 %10, %115
  %117 = mul i64 %5, 36
  %118 = sub i64 %117, %107
  %119 = getelementptr i8, ptr %23, i64 %118
  %120 = shl i64 %115, 2
  %121 = getelementptr i8, ptr %23, i64 %75
  %122 = getelementptr i8, ptr %121, i64 %120
  %123 = sub i64 %75, %107
  %124 = getelementptr i8, ptr %23, i64 %123
  %125 = getelementptr i8, ptr %23, i64 %74
  %126 = getelementptr i8, ptr %125, i64 %120
  %127 = sub i64 %74, %107
  %128 = getelementptr i8, ptr %23, i64 %127
  %129 = getelementptr i8, ptr %23, i64 %73
  %130 = getelementptr i8, ptr %129, i64 %120
  %131 = sub i64 %73, %107
  %132 = getelementptr i8, ptr %23, i64 %131
  %133 = getelementptr i8, ptr %23, i64 %72
  %134 = getelementptr i8, ptr %133, i64 %120
  %135 = sub i64 %72, %107
  %136 = getelementptr i8, ptr %23, i64 %135
  %137 = getelementptr i8, ptr %23, i64 %71
  %138 = getelementptr i8, ptr %137, i64 %120
  %139 = sub i64 %71, %107
  %140 = getelementptr i8, ptr %23, i64 %139
  %141 = getelementptr i8, ptr %23, i64 %70
  %142 = getelementptr i8, ptr %141, i64 %120
  %143 = sub i64 %70, %107
  %144 = getelementptr i8, ptr %23, i64 %143
  %145 = getelementptr i8, ptr %23, i64 %69
  %146 = getelementptr i8, ptr %145, i64 %120
  %147 = sub i64 %69, %107
  %148 = getelementptr i8, ptr %23, i64 %147
  %149 = add i64 %5, %115
  %150 = shl i64 %149, 2
  %151 = getelementptr i8, ptr %23, i64 %150
  %152 = getelementptr i8, ptr %23, i64 %108
  %153 = getelementptr i8, ptr %23, i64 %120
  %154 = mul i64 %17, %14
  %155 = shl i64 %154, 3
  %156 = add i64 %155, %106
  %157 = sub i64 %156, %107
  %158 = shl i64 %15, 2
  %159 = shl i64 %13, 3
  %160 = shl i64 %11, 2
  %161 = add i64 %10, -1
  %162 = mul i64 %12, %161
  %163 = shl i64 %162, 2
  %164 = shl i64 %14, 3
  %165 = add i64 %163, %164
  %166 = mul i64 %17, %165
  %167 = add i64 %166, %106
  %168 = sub i64 %167, %107
  %169 = mul i64 %17, %14
  %170 = shl i64 %169, 2
  %171 = add i64 %170, %106
  %172 = sub i64 %171, %107
  %173 = add i64 %162, %14
  %174 = shl i64 %173, 2
  %175 = mul i64 %17, %174
  %176 = add i64 %175, %106
  %177 = sub i64 %176, %107
  %178 = mul i64 %17, %12
  %179 = mul i64 %178, %161
  %180 = shl i64 %179, 2
  %181 = add i64 %180, %106
  %182 = sub i64 %181, %107
  %183 = sub i64 %106, %107
  %184 = add i64 %155, %106
  %185 = sub i64 %184, %107
  %186 = shl i64 %13, 2
  %187 = add i64 %166, %106
  %188 = sub i64 %187, %107
  %189 = add i64 %170, %106
  %190 = sub i64 %189, %107
  %191 = add i64 %175, %106
  %192 = sub i64 %191, %107
  %193 = add i64 %180, %106
  %194 = sub i64 %193, %107
  %195 = sub i64 %106, %107
  %196 = add i64 %155, %106
  %197 = sub i64 %196, %107
  %198 = mul i64 %16, %11
  %199 = shl i64 %198, 2
  %200 = add i64 %166, %106
  %201 = sub i64 %200, %107
  %202 = add i64 %170, %106
  %203 = sub i64 %202, %107
  %204 = add i64 %175, %106
  %205 = sub i64 %204, %107
  %206 = add i64 %180, %106
  %207 = sub i64 %206, %107
  %208 = sub i64 %106, %107
  %209 = add i64 %8, -1
  %210 = and i64 %8, 1
  %211 = icmp eq i64 %209, 0
  %212 = and i64 %8, 9223372036854775806
  %213 = icmp eq i64 %210, 0
  %214 = icmp ne i64 %210, 0
  %215 = and i64 %8, 1
  %216 = icmp eq i64 %209, 0
  %217 = and i64 %8, 9223372036854775806
  %218 = icmp eq i64 %215, 0
  %219 = icmp ne i64 %215, 0
  %220 = and i64 %8, 1
  %221 = icmp eq i64 %209, 0
  %222 = and i64 %8, 9223372036854775806
  %223 = icmp eq i64 %220, 0
  %224 = icmp ne i64 %220, 0
  %225 = shl i64 %5, 3
  %226 = mul i64 %5, 12
  %227 = shl i64 %5, 4
  %228 = mul i64 %5, 20
  %229 = shl i64 %33, 3
  %230 = mul i64 %5, 24
  %231 = mul i64 %5, 28
  %232 = shl i64 %5, 5
  %233 = insertelement <16 x ptr> poison, ptr %122, i64 0
  %234 = insertelement <16 x ptr> %233, ptr %126, i64 1
  %235 = insertelement <16 x ptr> %234, ptr %130, i64 2
  %236 = insertelement <16 x ptr> %235, ptr %134, i64 3
  %237 = insertelement <16 x ptr> %236, ptr %138, i64 4
  %238 = insertelement <16 x ptr> %237, ptr %142, i64 5
  %239 = insertelement <16 x ptr> %238, ptr %146, i64 6
  %240 = insertelement <16 x ptr> %239, ptr %151, i64 7
  %241 = insertelement <16 x ptr> %240, ptr %153, i64 8
  %242 = insertelement <16 x ptr> poison, ptr %119, i64 0
  %243 = insertelement <16 x ptr> %242, ptr %124, i64 1
  %244 = insertelement <16 x ptr> %243, ptr %128, i64 2
  %245 = insertelement <16 x ptr> %244, ptr %132, i64 3
  %246 = insertelement <16 x ptr> %245, ptr %136, i64 4
  %247 = insertelement <16 x ptr> %246, ptr %140, i64 5
  %248 = insertelement <16 x ptr> %247, ptr %144, i64 6
  %249 = insertelement <16 x ptr> %248, ptr %148, i64 7
  %250 = insertelement <16 x ptr> %249, ptr %152, i64 8
  %251 = getelementptr i8, ptr %22, i64 %157
  %252 = getelementptr i8, ptr %22, i64 %168
  %253 = getelementptr i8, ptr %22, i64 %172
  %254 = getelementptr i8, ptr %22, i64 %177
  %255 = getelementptr i8, ptr %22, i64 %182
  %256 = getelementptr i8, ptr %22, i64 %183
  %257 = getelementptr i8, ptr %22, i64 %185
  %258 = getelementptr i8, ptr %22, i64 %188
  %259 = getelementptr i8, ptr %22, i64 %190
  %260 = getelementptr i8, ptr %22, i64 %192
  %261 = getelementptr i8, ptr %22, i64 %194
  %262 = getelementptr i8, ptr %22, i64 %195
  %263 = getelementptr i8, ptr %22, i64 %197
  %264 = getelementptr i8, ptr %22, i64 %201
  %265 = getelementptr i8, ptr %22, i64 %203
  %266 = getelementptr i8, ptr %22, i64 %205
  %267 = getelementptr i8, ptr %22, i64 %207
  %268 = getelementptr i8, ptr %22, i64 %208
  %269 = getelementptr i8, ptr %22, i64 %82
  %270 = getelementptr i8, ptr %22, i64 %89
  %271 = getelementptr i8, ptr %22, i64 %92
  %272 = getelementptr i8, ptr %22, i64 %93
  %273 = getelementptr i8, ptr %22, i64 %97
  %274 = getelementptr i8, ptr %22, i64 %99
  %275 = getelementptr i8, ptr %22, i64 %100
  %276 = getelementptr i8, ptr %22, i64 %103
  %277 = getelementptr i8, ptr %22, i64 %105
  %278 = icmp ult i64 %10, 48
  %279 = icmp ne i64 %20, 1
  %280 = icmp slt i64 %78, 0
  %281 = select i1 %280, i64 %79, i64 %78
  %282 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %281, i64 %76)
  %283 = extractvalue { i64, i1 } %282, 0
  %284 = extractvalue { i64, i1 } %282, 1
  %285 = sub i64 0, %283
  %286 = icmp slt i64 %78, 0
  %287 = select i1 %286, i64 %79, i64 %78
  %288 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %287, i64 %76)
  %289 = extractvalue { i64, i1 } %288, 0
  %290 = extractvalue { i64, i1 } %288, 1
  %291 = sub i64 0, %289
  %292 = icmp slt i64 %78, 0
  %293 = select i1 %292, i64 %79, i64 %78
  %294 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %293, i64 %76)
  %295 = extractvalue { i64, i1 } %294, 0
  %296 = extractvalue { i64, i1 } %294, 1
  %297 = sub i64 0, %295
  %298 = icmp slt i64 %78, 0
  %299 = select i1 %298, i64 %79, i64 %78
  %300 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %299, i64 %76)
  %301 = extractvalue { i64, i1 } %300, 0
  %302 = extractvalue { i64, i1 } %300, 1
  %303 = sub i64 0, %301
  %304 = icmp slt i64 %78, 0
  %305 = select i1 %304, i64 %79, i64 %78
  %306 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %305, i64 %76)
  %307 = extractvalue { i64, i1 } %306, 0
  %308 = extractvalue { i64, i1 } %306, 1
  %309 = sub i64 0, %307
  %310 = icmp slt i64 %78, 0
  %311 = select i1 %310, i64 %79, i64 %78
  %312 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %311, i64 %76)
  %313 = extractvalue { i64, i1 } %312, 0
  %314 = extractvalue { i64, i1 } %312, 1
  %315 = sub i64 0, %313
  %316 = icmp slt i64 %78, 0
  %317 = select i1 %316, i64 %79, i64 %78
  %318 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %317, i64 %76)
  %319 = extractvalue { i64, i1 } %318, 0
  %320 = extractvalue { i64, i1 } %318, 1
  %321 = sub i64 0, %319
  %322 = icmp slt i64 %78, 0
  %323 = select i1 %322, i64 %79, i64 %78
  %324 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %323, i64 %76)
  %325 = extractvalue { i64, i1 } %324, 0
  %326 = extractvalue { i64, i1 } %324, 1
  %327 = sub i64 0, %325
  %328 = icmp slt i64 %78, 0
  %329 = select i1 %328, i64 %79, i64 %78
  %330 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %329, i64 %76)
  %331 = extractvalue { i64, i1 } %330, 0
  %332 = extractvalue { i64, i1 } %330, 1
  %333 = sub i64 0, %331
  %334 = or i1 %284, %279
  %335 = and i64 %10, 9223372036854775800
  %336 = icmp eq i64 %10, %335
  br label %338

337:                                              ; preds = %1686, %21
  ret void

338:                                              ; preds = %26, %1686
  %339 = phi i64 [ %3, %26 ], [ %1687, %1686 ]
  %340 = sdiv i64 %339, %9
  %341 = srem i64 %339, %9
  %342 = mul nsw i64 %340, %15
  %343 = getelementptr inbounds float, ptr %22, i64 %342
  %344 = mul i64 %27, %341
  %345 = getelementptr inbounds float, ptr %343, i64 %344
  %346 = mul i64 %340, %18
  %347 = getelementptr inbounds float, ptr %24, i64 %346
  %348 = mul i64 %341, %19
  %349 = getelementptr inbounds float, ptr %347, i64 %348
  br i1 %28, label %433, label %350

350:                                              ; preds = %338
  br i1 %30, label %351, label %1686

351:                                              ; preds = %350, %364
  %352 = phi i64 [ %365, %364 ], [ 0, %350 ]
  br i1 %31, label %353, label %364

353:                                              ; preds = %351
  %354 = mul i64 %352, %29
  %355 = mul nsw i64 %352, %20
  %356 = getelementptr float, ptr %349, i64 %355
  %357 = getelementptr float, ptr %345, i64 %354
  br label %358

358:                                              ; preds = %353, %367
  %359 = phi i64 [ 0, %353 ], [ %368, %367 ]
  br i1 %32, label %360, label %367

360:                                              ; preds = %358
  %361 = mul nuw nsw i64 %359, %6
  %362 = getelementptr float, ptr %356, i64 %361
  %363 = getelementptr float, ptr %357, i64 %359
  br label %370

364:                                              ; preds = %367, %351
  %365 = add nuw nsw i64 %352, 1
  %366 = icmp eq i64 %365, %10
  br i1 %366, label %1686, label %351

367:                                              ; preds = %383, %358
  %368 = add nuw nsw i64 %359, 1
  %369 = icmp eq i64 %368, %5
  br i1 %369, label %364, label %358

370:                                              ; preds = %360, %383
  %371 = phi i64 [ 0, %360 ], [ %385, %383 ]
  %372 = getelementptr float, ptr %362, i64 %371
  %373 = load float, ptr %372, align 4
  br i1 %34, label %374, label %383

374:                                              ; preds = %370
  %375 = getelementptr float, ptr %23, i64 %371
  br label %376

376:                                              ; preds = %374, %401
  %377 = phi i64 [ 0, %374 ], [ %403, %401 ]
  %378 = phi float [ %373, %374 ], [ %402, %401 ]
  br i1 %36, label %379, label %401

379:                                              ; preds = %376
  %380 = mul i64 %33, %377
  %381 = mul nuw nsw i64 %377, %8
  %382 = getelementptr float, ptr %363, i64 %380
  br i1 %211, label %388, label %405

383:                                              ; preds = %401, %370
  %384 = phi float [ %373, %370 ], [ %402, %401 ]
  store float %384, ptr %372, align 4
  %385 = add nuw nsw i64 %371, 1
  %386 = icmp eq i64 %385, %6
  br i1 %386, label %367, label %370

387:                                              ; preds = %405
  br i1 %213, label %401, label %388

388:                                              ; preds = %387, %379
  %389 = phi i64 [ 0, %379 ], [ %430, %387 ]
  %390 = phi float [ %378, %379 ], [ %429, %387 ]
  tail call void @llvm.assume(i1 %214)
  %391 = mul i64 %389, %35
  %392 = getelementptr float, ptr %382, i64 %391
  %393 = load float, ptr %392, align 4
  %394 = add nuw nsw i64 %389, %381
  %395 = mul nuw nsw i64 %394, %5
  %396 = add nuw nsw i64 %395, %359
  %397 = mul nuw nsw i64 %396, %6
  %398 = getelementptr float, ptr %375, i64 %397
  %399 = load float, ptr %398, align 4
  %400 = tail call float @llvm.fma.f32(float %393, float %399, float %390)
  br label %401

401:                                              ; preds = %388, %387, %376
  %402 = phi float [ %378, %376 ], [ %429, %387 ], [ %400, %388 ]
  %403 = add nuw nsw i64 %377, 1
  %404 = icmp eq i64 %403, %7
  br i1 %404, label %383, label %376

405:                                              ; preds = %379, %405
  %406 = phi i64 [ %430, %405 ], [ 0, %379 ]
  %407 = phi float [ %429, %405 ], [ %378, %379 ]
  %408 = phi i64 [ %431, %405 ], [ 0, %379 ]
  %409 = mul i64 %406, %35
  %410 = getelementptr float, ptr %382, i64 %409
  %411 = load float, ptr %410, align 4
  %412 = add nuw nsw i64 %406, %381
  %413 = mul nuw nsw i64 %412, %5
  %414 = add nuw nsw i64 %413, %359
  %415 = mul nuw nsw i64 %414, %6
  %416 = getelementptr float, ptr %375, i64 %415
  %417 = load float, ptr %416, align 4
  %418 = tail call float @llvm.fma.f32(float %411, float %417, float %407)
  %419 = or disjoint i64 %406, 1
  %420 = mul i64 %419, %35
  %421 = getelementptr float, ptr %382, i64 %420
  %422 = load float, ptr %421, align 4
  %423 = add nuw nsw i64 %419, %381
  %424 = mul nuw nsw i64 %423, %5
  %425 = add nuw nsw i64 %424, %359
  %426 = mul nuw nsw i64 %425, %6
  %427 = getelementptr float, ptr %375, i64 %426
  %428 = load float, ptr %427, align 4
  %429 = tail call float @llvm.fma.f32(float %422, float %428, float %418)
  %430 = add nuw nsw i64 %406, 2
  %431 = add i64 %408, 2
  %432 = icmp eq i64 %431, %212
  br i1 %432, label %387, label %405

433:                                              ; preds = %338
  br i1 %39, label %434, label %1422

434:                                              ; preds = %433
  br i1 %42, label %438, label %441

435:                                              ; preds = %466, %441
  %436 = add nuw nsw i64 %442, 8
  %437 = icmp sgt i64 %436, %10
  br i1 %437, label %438, label %441

438:                                              ; preds = %435, %434
  %439 = phi i64 [ 0, %434 ], [ %442, %435 ]
  %440 = icmp slt i64 %439, %10
  br i1 %440, label %806, label %724

441:                                              ; preds = %434, %435
  %442 = phi i64 [ %436, %435 ], [ 8, %434 ]
  %443 = phi i64 [ %442, %435 ], [ 0, %434 ]
  br i1 %43, label %444, label %435

444:                                              ; preds = %441
  %445 = mul nsw i64 %443, %12
  %446 = mul nsw i64 %443, %20
  %447 = or disjoint i64 %443, 1
  %448 = mul nsw i64 %447, %20
  %449 = or disjoint i64 %443, 2
  %450 = mul nsw i64 %449, %20
  %451 = or disjoint i64 %443, 3
  %452 = mul nsw i64 %451, %20
  %453 = or disjoint i64 %443, 4
  %454 = mul nsw i64 %453, %20
  %455 = or disjoint i64 %443, 5
  %456 = mul nsw i64 %455, %20
  %457 = or disjoint i64 %443, 6
  %458 = mul nsw i64 %457, %20
  %459 = or disjoint i64 %443, 7
  %460 = mul nsw i64 %459, %20
  %461 = mul nsw i64 %445, %17
  %462 = add nsw i64 %14, %445
  %463 = mul nsw i64 %462, %17
  %464 = add nsw i64 %57, %445
  %465 = mul nsw i64 %464, %17
  br label %466

466:                                              ; preds = %444, %466
  %467 = phi i64 [ 0, %444 ], [ %722, %466 ]
  %468 = getelementptr float, ptr %345, i64 %467
  %469 = getelementptr float, ptr %23, i64 %467
  %470 = getelementptr float, ptr %349, i64 %467
  %471 = getelementptr float, ptr %470, i64 %460
  %472 = load <8 x float>, ptr %471, align 4
  %473 = getelementptr float, ptr %470, i64 %458
  %474 = load <8 x float>, ptr %473, align 4
  %475 = getelementptr float, ptr %470, i64 %456
  %476 = load <8 x float>, ptr %475, align 4
  %477 = getelementptr float, ptr %470, i64 %454
  %478 = load <8 x float>, ptr %477, align 4
  %479 = getelementptr float, ptr %470, i64 %452
  %480 = load <8 x float>, ptr %479, align 4
  %481 = getelementptr float, ptr %470, i64 %450
  %482 = load <8 x float>, ptr %481, align 4
  %483 = getelementptr float, ptr %470, i64 %448
  %484 = load <8 x float>, ptr %483, align 4
  %485 = getelementptr float, ptr %470, i64 %446
  %486 = load <8 x float>, ptr %485, align 4
  %487 = load <8 x float>, ptr %469, align 4
  %488 = getelementptr float, ptr %468, i64 %461
  %489 = load <8 x float>, ptr %488, align 4
  %490 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %489, <8 x float> %487, <8 x float> %486)
  %491 = getelementptr inbounds float, ptr %488, i64 %29
  %492 = load <8 x float>, ptr %491, align 4
  %493 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %492, <8 x float> %487, <8 x float> %484)
  %494 = getelementptr inbounds float, ptr %488, i64 %51
  %495 = load <8 x float>, ptr %494, align 4
  %496 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %495, <8 x float> %487, <8 x float> %482)
  %497 = getelementptr inbounds float, ptr %488, i64 %52
  %498 = load <8 x float>, ptr %497, align 4
  %499 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %498, <8 x float> %487, <8 x float> %480)
  %500 = getelementptr inbounds float, ptr %488, i64 %53
  %501 = load <8 x float>, ptr %500, align 4
  %502 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %501, <8 x float> %487, <8 x float> %478)
  %503 = getelementptr inbounds float, ptr %488, i64 %54
  %504 = load <8 x float>, ptr %503, align 4
  %505 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %504, <8 x float> %487, <8 x float> %476)
  %506 = getelementptr inbounds float, ptr %488, i64 %55
  %507 = load <8 x float>, ptr %506, align 4
  %508 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %507, <8 x float> %487, <8 x float> %474)
  %509 = getelementptr inbounds float, ptr %488, i64 %56
  %510 = load <8 x float>, ptr %509, align 4
  %511 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %510, <8 x float> %487, <8 x float> %472)
  %512 = getelementptr float, ptr %469, i64 %5
  %513 = load <8 x float>, ptr %512, align 4
  %514 = getelementptr float, ptr %468, i64 %463
  %515 = load <8 x float>, ptr %514, align 4
  %516 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %515, <8 x float> %513, <8 x float> %490)
  %517 = getelementptr inbounds float, ptr %514, i64 %29
  %518 = load <8 x float>, ptr %517, align 4
  %519 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %518, <8 x float> %513, <8 x float> %493)
  %520 = getelementptr inbounds float, ptr %514, i64 %51
  %521 = load <8 x float>, ptr %520, align 4
  %522 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %521, <8 x float> %513, <8 x float> %496)
  %523 = getelementptr inbounds float, ptr %514, i64 %52
  %524 = load <8 x float>, ptr %523, align 4
  %525 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %524, <8 x float> %513, <8 x float> %499)
  %526 = getelementptr inbounds float, ptr %514, i64 %53
  %527 = load <8 x float>, ptr %526, align 4
  %528 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %527, <8 x float> %513, <8 x float> %502)
  %529 = getelementptr inbounds float, ptr %514, i64 %54
  %530 = load <8 x float>, ptr %529, align 4
  %531 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %530, <8 x float> %513, <8 x float> %505)
  %532 = getelementptr inbounds float, ptr %514, i64 %55
  %533 = load <8 x float>, ptr %532, align 4
  %534 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %533, <8 x float> %513, <8 x float> %508)
  %535 = getelementptr inbounds float, ptr %514, i64 %56
  %536 = load <8 x float>, ptr %535, align 4
  %537 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %536, <8 x float> %513, <8 x float> %511)
  %538 = getelementptr i8, ptr %469, i64 %225
  %539 = load <8 x float>, ptr %538, align 4
  %540 = getelementptr float, ptr %468, i64 %465
  %541 = load <8 x float>, ptr %540, align 4
  %542 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %541, <8 x float> %539, <8 x float> %516)
  %543 = getelementptr inbounds float, ptr %540, i64 %29
  %544 = load <8 x float>, ptr %543, align 4
  %545 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %544, <8 x float> %539, <8 x float> %519)
  %546 = getelementptr inbounds float, ptr %540, i64 %51
  %547 = load <8 x float>, ptr %546, align 4
  %548 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %547, <8 x float> %539, <8 x float> %522)
  %549 = getelementptr inbounds float, ptr %540, i64 %52
  %550 = load <8 x float>, ptr %549, align 4
  %551 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %550, <8 x float> %539, <8 x float> %525)
  %552 = getelementptr inbounds float, ptr %540, i64 %53
  %553 = load <8 x float>, ptr %552, align 4
  %554 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %553, <8 x float> %539, <8 x float> %528)
  %555 = getelementptr inbounds float, ptr %540, i64 %54
  %556 = load <8 x float>, ptr %555, align 4
  %557 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %556, <8 x float> %539, <8 x float> %531)
  %558 = getelementptr inbounds float, ptr %540, i64 %55
  %559 = load <8 x float>, ptr %558, align 4
  %560 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %559, <8 x float> %539, <8 x float> %534)
  %561 = getelementptr inbounds float, ptr %540, i64 %56
  %562 = load <8 x float>, ptr %561, align 4
  %563 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %562, <8 x float> %539, <8 x float> %537)
  %564 = getelementptr float, ptr %468, i64 %33
  %565 = getelementptr i8, ptr %469, i64 %226
  %566 = load <8 x float>, ptr %565, align 4
  %567 = getelementptr float, ptr %564, i64 %461
  %568 = load <8 x float>, ptr %567, align 4
  %569 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %568, <8 x float> %566, <8 x float> %542)
  %570 = getelementptr inbounds float, ptr %567, i64 %29
  %571 = load <8 x float>, ptr %570, align 4
  %572 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %571, <8 x float> %566, <8 x float> %545)
  %573 = getelementptr inbounds float, ptr %567, i64 %51
  %574 = load <8 x float>, ptr %573, align 4
  %575 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %574, <8 x float> %566, <8 x float> %548)
  %576 = getelementptr inbounds float, ptr %567, i64 %52
  %577 = load <8 x float>, ptr %576, align 4
  %578 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %577, <8 x float> %566, <8 x float> %551)
  %579 = getelementptr inbounds float, ptr %567, i64 %53
  %580 = load <8 x float>, ptr %579, align 4
  %581 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %580, <8 x float> %566, <8 x float> %554)
  %582 = getelementptr inbounds float, ptr %567, i64 %54
  %583 = load <8 x float>, ptr %582, align 4
  %584 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %583, <8 x float> %566, <8 x float> %557)
  %585 = getelementptr inbounds float, ptr %567, i64 %55
  %586 = load <8 x float>, ptr %585, align 4
  %587 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %586, <8 x float> %566, <8 x float> %560)
  %588 = getelementptr inbounds float, ptr %567, i64 %56
  %589 = load <8 x float>, ptr %588, align 4
  %590 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %589, <8 x float> %566, <8 x float> %563)
  %591 = getelementptr i8, ptr %469, i64 %227
  %592 = load <8 x float>, ptr %591, align 4
  %593 = getelementptr float, ptr %564, i64 %463
  %594 = load <8 x float>, ptr %593, align 4
  %595 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %594, <8 x float> %592, <8 x float> %569)
  %596 = getelementptr inbounds float, ptr %593, i64 %29
  %597 = load <8 x float>, ptr %596, align 4
  %598 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %597, <8 x float> %592, <8 x float> %572)
  %599 = getelementptr inbounds float, ptr %593, i64 %51
  %600 = load <8 x float>, ptr %599, align 4
  %601 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %600, <8 x float> %592, <8 x float> %575)
  %602 = getelementptr inbounds float, ptr %593, i64 %52
  %603 = load <8 x float>, ptr %602, align 4
  %604 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %603, <8 x float> %592, <8 x float> %578)
  %605 = getelementptr inbounds float, ptr %593, i64 %53
  %606 = load <8 x float>, ptr %605, align 4
  %607 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %606, <8 x float> %592, <8 x float> %581)
  %608 = getelementptr inbounds float, ptr %593, i64 %54
  %609 = load <8 x float>, ptr %608, align 4
  %610 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %609, <8 x float> %592, <8 x float> %584)
  %611 = getelementptr inbounds float, ptr %593, i64 %55
  %612 = load <8 x float>, ptr %611, align 4
  %613 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %612, <8 x float> %592, <8 x float> %587)
  %614 = getelementptr inbounds float, ptr %593, i64 %56
  %615 = load <8 x float>, ptr %614, align 4
  %616 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %615, <8 x float> %592, <8 x float> %590)
  %617 = getelementptr i8, ptr %469, i64 %228
  %618 = load <8 x float>, ptr %617, align 4
  %619 = getelementptr float, ptr %564, i64 %465
  %620 = load <8 x float>, ptr %619, align 4
  %621 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %620, <8 x float> %618, <8 x float> %595)
  %622 = getelementptr inbounds float, ptr %619, i64 %29
  %623 = load <8 x float>, ptr %622, align 4
  %624 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %623, <8 x float> %618, <8 x float> %598)
  %625 = getelementptr inbounds float, ptr %619, i64 %51
  %626 = load <8 x float>, ptr %625, align 4
  %627 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %626, <8 x float> %618, <8 x float> %601)
  %628 = getelementptr inbounds float, ptr %619, i64 %52
  %629 = load <8 x float>, ptr %628, align 4
  %630 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %629, <8 x float> %618, <8 x float> %604)
  %631 = getelementptr inbounds float, ptr %619, i64 %53
  %632 = load <8 x float>, ptr %631, align 4
  %633 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %632, <8 x float> %618, <8 x float> %607)
  %634 = getelementptr inbounds float, ptr %619, i64 %54
  %635 = load <8 x float>, ptr %634, align 4
  %636 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %635, <8 x float> %618, <8 x float> %610)
  %637 = getelementptr inbounds float, ptr %619, i64 %55
  %638 = load <8 x float>, ptr %637, align 4
  %639 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %638, <8 x float> %618, <8 x float> %613)
  %640 = getelementptr inbounds float, ptr %619, i64 %56
  %641 = load <8 x float>, ptr %640, align 4
  %642 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %641, <8 x float> %618, <8 x float> %616)
  %643 = getelementptr i8, ptr %468, i64 %229
  %644 = getelementptr i8, ptr %469, i64 %230
  %645 = load <8 x float>, ptr %644, align 4
  %646 = getelementptr float, ptr %643, i64 %461
  %647 = load <8 x float>, ptr %646, align 4
  %648 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %647, <8 x float> %645, <8 x float> %621)
  %649 = getelementptr inbounds float, ptr %646, i64 %29
  %650 = load <8 x float>, ptr %649, align 4
  %651 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %650, <8 x float> %645, <8 x float> %624)
  %652 = getelementptr inbounds float, ptr %646, i64 %51
  %653 = load <8 x float>, ptr %652, align 4
  %654 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %653, <8 x float> %645, <8 x float> %627)
  %655 = getelementptr inbounds float, ptr %646, i64 %52
  %656 = load <8 x float>, ptr %655, align 4
  %657 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %656, <8 x float> %645, <8 x float> %630)
  %658 = getelementptr inbounds float, ptr %646, i64 %53
  %659 = load <8 x float>, ptr %658, align 4
  %660 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %659, <8 x float> %645, <8 x float> %633)
  %661 = getelementptr inbounds float, ptr %646, i64 %54
  %662 = load <8 x float>, ptr %661, align 4
  %663 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %662, <8 x float> %645, <8 x float> %636)
  %664 = getelementptr inbounds float, ptr %646, i64 %55
  %665 = load <8 x float>, ptr %664, align 4
  %666 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %665, <8 x float> %645, <8 x float> %639)
  %667 = getelementptr inbounds float, ptr %646, i64 %56
  %668 = load <8 x float>, ptr %667, align 4
  %669 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %668, <8 x float> %645, <8 x float> %642)
  %670 = getelementptr i8, ptr %469, i64 %231
  %671 = load <8 x float>, ptr %670, align 4
  %672 = getelementptr float, ptr %643, i64 %463
  %673 = load <8 x float>, ptr %672, align 4
  %674 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %673, <8 x float> %671, <8 x float> %648)
  %675 = getelementptr inbounds float, ptr %672, i64 %29
  %676 = load <8 x float>, ptr %675, align 4
  %677 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %676, <8 x float> %671, <8 x float> %651)
  %678 = getelementptr inbounds float, ptr %672, i64 %51
  %679 = load <8 x float>, ptr %678, align 4
  %680 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %679, <8 x float> %671, <8 x float> %654)
  %681 = getelementptr inbounds float, ptr %672, i64 %52
  %682 = load <8 x float>, ptr %681, align 4
  %683 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %682, <8 x float> %671, <8 x float> %657)
  %684 = getelementptr inbounds float, ptr %672, i64 %53
  %685 = load <8 x float>, ptr %684, align 4
  %686 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %685, <8 x float> %671, <8 x float> %660)
  %687 = getelementptr inbounds float, ptr %672, i64 %54
  %688 = load <8 x float>, ptr %687, align 4
  %689 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %688, <8 x float> %671, <8 x float> %663)
  %690 = getelementptr inbounds float, ptr %672, i64 %55
  %691 = load <8 x float>, ptr %690, align 4
  %692 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %691, <8 x float> %671, <8 x float> %666)
  %693 = getelementptr inbounds float, ptr %672, i64 %56
  %694 = load <8 x float>, ptr %693, align 4
  %695 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %694, <8 x float> %671, <8 x float> %669)
  %696 = getelementptr i8, ptr %469, i64 %232
  %697 = load <8 x float>, ptr %696, align 4
  %698 = getelementptr float, ptr %643, i64 %465
  %699 = load <8 x float>, ptr %698, align 4
  %700 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %699, <8 x float> %697, <8 x float> %674)
  %701 = getelementptr inbounds float, ptr %698, i64 %29
  %702 = load <8 x float>, ptr %701, align 4
  %703 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %702, <8 x float> %697, <8 x float> %677)
  %704 = getelementptr inbounds float, ptr %698, i64 %51
  %705 = load <8 x float>, ptr %704, align 4
  %706 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %705, <8 x float> %697, <8 x float> %680)
  %707 = getelementptr inbounds float, ptr %698, i64 %52
  %708 = load <8 x float>, ptr %707, align 4
  %709 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %708, <8 x float> %697, <8 x float> %683)
  %710 = getelementptr inbounds float, ptr %698, i64 %53
  %711 = load <8 x float>, ptr %710, align 4
  %712 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %711, <8 x float> %697, <8 x float> %686)
  %713 = getelementptr inbounds float, ptr %698, i64 %54
  %714 = load <8 x float>, ptr %713, align 4
  %715 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %714, <8 x float> %697, <8 x float> %689)
  %716 = getelementptr inbounds float, ptr %698, i64 %55
  %717 = load <8 x float>, ptr %716, align 4
  %718 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %717, <8 x float> %697, <8 x float> %692)
  %719 = getelementptr inbounds float, ptr %698, i64 %56
  %720 = load <8 x float>, ptr %719, align 4
  %721 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %720, <8 x float> %697, <8 x float> %695)
  store <8 x float> %700, ptr %485, align 4
  store <8 x float> %703, ptr %483, align 4
  store <8 x float> %706, ptr %481, align 4
  store <8 x float> %709, ptr %479, align 4
  store <8 x float> %712, ptr %477, align 4
  store <8 x float> %715, ptr %475, align 4
  store <8 x float> %718, ptr %473, align 4
  store <8 x float> %721, ptr %471, align 4
  %722 = add nuw nsw i64 %467, 8
  %723 = icmp slt i64 %722, %41
  br i1 %723, label %466, label %435

724:                                              ; preds = %817, %438
  br i1 %44, label %725, label %1686

725:                                              ; preds = %724
  %726 = mul i64 %84, %341
  %727 = mul i64 %85, %340
  %728 = mul i64 %95, %341
  %729 = add i64 %94, %728
  %730 = mul i64 %16, %729
  %731 = add i64 %101, %728
  %732 = mul i64 %16, %731
  %733 = mul i64 %110, %341
  %734 = mul i64 %111, %340
  %735 = getelementptr i8, ptr %109, i64 %733
  %736 = getelementptr i8, ptr %735, i64 %734
  %737 = add i64 %116, %348
  %738 = add i64 %737, %346
  %739 = shl i64 %738, 2
  %740 = getelementptr i8, ptr %112, i64 %739
  %741 = mul i64 %158, %340
  %742 = mul i64 %160, %341
  %743 = add i64 %159, %742
  %744 = mul i64 %16, %743
  %745 = add i64 %186, %742
  %746 = mul i64 %16, %745
  %747 = mul i64 %199, %341
  %748 = insertelement <16 x ptr> poison, ptr %736, i64 0
  %749 = shufflevector <16 x ptr> %748, <16 x ptr> poison, <16 x i32> zeroinitializer
  %750 = insertelement <16 x ptr> poison, ptr %740, i64 0
  %751 = shufflevector <16 x ptr> %750, <16 x ptr> poison, <16 x i32> zeroinitializer
  %752 = getelementptr i8, ptr %251, i64 %741
  %753 = getelementptr i8, ptr %752, i64 %744
  %754 = getelementptr i8, ptr %252, i64 %741
  %755 = getelementptr i8, ptr %754, i64 %744
  %756 = getelementptr i8, ptr %253, i64 %741
  %757 = getelementptr i8, ptr %756, i64 %744
  %758 = getelementptr i8, ptr %254, i64 %741
  %759 = getelementptr i8, ptr %758, i64 %744
  %760 = getelementptr i8, ptr %255, i64 %741
  %761 = getelementptr i8, ptr %760, i64 %744
  %762 = getelementptr i8, ptr %256, i64 %741
  %763 = getelementptr i8, ptr %762, i64 %744
  %764 = getelementptr i8, ptr %257, i64 %741
  %765 = getelementptr i8, ptr %764, i64 %746
  %766 = getelementptr i8, ptr %258, i64 %741
  %767 = getelementptr i8, ptr %766, i64 %746
  %768 = getelementptr i8, ptr %259, i64 %741
  %769 = getelementptr i8, ptr %768, i64 %746
  %770 = getelementptr i8, ptr %260, i64 %741
  %771 = getelementptr i8, ptr %770, i64 %746
  %772 = getelementptr i8, ptr %261, i64 %741
  %773 = getelementptr i8, ptr %772, i64 %746
  %774 = getelementptr i8, ptr %262, i64 %741
  %775 = getelementptr i8, ptr %774, i64 %746
  %776 = getelementptr i8, ptr %263, i64 %747
  %777 = getelementptr i8, ptr %776, i64 %741
  %778 = getelementptr i8, ptr %264, i64 %747
  %779 = getelementptr i8, ptr %778, i64 %741
  %780 = getelementptr i8, ptr %265, i64 %747
  %781 = getelementptr i8, ptr %780, i64 %741
  %782 = getelementptr i8, ptr %266, i64 %747
  %783 = getelementptr i8, ptr %782, i64 %741
  %784 = getelementptr i8, ptr %267, i64 %747
  %785 = getelementptr i8, ptr %784, i64 %741
  %786 = getelementptr i8, ptr %268, i64 %747
  %787 = getelementptr i8, ptr %786, i64 %741
  %788 = getelementptr i8, ptr %269, i64 %726
  %789 = getelementptr i8, ptr %788, i64 %727
  %790 = getelementptr i8, ptr %270, i64 %726
  %791 = getelementptr i8, ptr %790, i64 %727
  %792 = getelementptr i8, ptr %271, i64 %726
  %793 = getelementptr i8, ptr %792, i64 %727
  %794 = getelementptr i8, ptr %272, i64 %727
  %795 = getelementptr i8, ptr %794, i64 %730
  %796 = getelementptr i8, ptr %273, i64 %727
  %797 = getelementptr i8, ptr %796, i64 %730
  %798 = getelementptr i8, ptr %274, i64 %727
  %799 = getelementptr i8, ptr %798, i64 %730
  %800 = getelementptr i8, ptr %275, i64 %727
  %801 = getelementptr i8, ptr %800, i64 %732
  %802 = getelementptr i8, ptr %276, i64 %727
  %803 = getelementptr i8, ptr %802, i64 %732
  %804 = getelementptr i8, ptr %277, i64 %727
  %805 = getelementptr i8, ptr %804, i64 %732
  br label %874

806:                                              ; preds = %438, %817
  %807 = phi i64 [ %818, %817 ], [ %439, %438 ]
  br i1 %43, label %808, label %817

808:                                              ; preds = %806
  %809 = mul nsw i64 %807, %20
  %810 = getelementptr inbounds float, ptr %349, i64 %809
  %811 = mul nsw i64 %807, %12
  %812 = mul nsw i64 %811, %17
  %813 = add nsw i64 %14, %811
  %814 = mul nsw i64 %813, %17
  %815 = add nsw i64 %58, %811
  %816 = mul nsw i64 %815, %17
  br label %820

817:                                              ; preds = %820, %806
  %818 = add nuw nsw i64 %807, 1
  %819 = icmp eq i64 %818, %10
  br i1 %819, label %724, label %806

820:                                              ; preds = %808, %820
  %821 = phi i64 [ 0, %808 ], [ %872, %820 ]
  %822 = getelementptr inbounds nuw float, ptr %810, i64 %821
  %823 = load <8 x float>, ptr %822, align 4
  %824 = getelementptr float, ptr %345, i64 %821
  %825 = getelementptr float, ptr %23, i64 %821
  %826 = getelementptr float, ptr %824, i64 %812
  %827 = load <8 x float>, ptr %826, align 4
  %828 = load <8 x float>, ptr %825, align 4
  %829 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %827, <8 x float> %828, <8 x float> %823)
  %830 = getelementptr float, ptr %824, i64 %814
  %831 = load <8 x float>, ptr %830, align 4
  %832 = getelementptr float, ptr %825, i64 %5
  %833 = load <8 x float>, ptr %832, align 4
  %834 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %831, <8 x float> %833, <8 x float> %829)
  %835 = getelementptr float, ptr %824, i64 %816
  %836 = load <8 x float>, ptr %835, align 4
  %837 = getelementptr i8, ptr %825, i64 %59
  %838 = load <8 x float>, ptr %837, align 4
  %839 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %836, <8 x float> %838, <8 x float> %834)
  %840 = getelementptr float, ptr %824, i64 %33
  %841 = getelementptr float, ptr %840, i64 %812
  %842 = load <8 x float>, ptr %841, align 4
  %843 = getelementptr i8, ptr %825, i64 %60
  %844 = load <8 x float>, ptr %843, align 4
  %845 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %842, <8 x float> %844, <8 x float> %839)
  %846 = getelementptr float, ptr %840, i64 %814
  %847 = load <8 x float>, ptr %846, align 4
  %848 = getelementptr i8, ptr %825, i64 %61
  %849 = load <8 x float>, ptr %848, align 4
  %850 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %847, <8 x float> %849, <8 x float> %845)
  %851 = getelementptr float, ptr %840, i64 %816
  %852 = load <8 x float>, ptr %851, align 4
  %853 = getelementptr i8, ptr %825, i64 %62
  %854 = load <8 x float>, ptr %853, align 4
  %855 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %852, <8 x float> %854, <8 x float> %850)
  %856 = getelementptr i8, ptr %824, i64 %63
  %857 = getelementptr float, ptr %856, i64 %812
  %858 = load <8 x float>, ptr %857, align 4
  %859 = getelementptr i8, ptr %825, i64 %64
  %860 = load <8 x float>, ptr %859, align 4
  %861 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %858, <8 x float> %860, <8 x float> %855)
  %862 = getelementptr float, ptr %856, i64 %814
  %863 = load <8 x float>, ptr %862, align 4
  %864 = getelementptr i8, ptr %825, i64 %65
  %865 = load <8 x float>, ptr %864, align 4
  %866 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %863, <8 x float> %865, <8 x float> %861)
  %867 = getelementptr float, ptr %856, i64 %816
  %868 = load <8 x float>, ptr %867, align 4
  %869 = getelementptr i8, ptr %825, i64 %66
  %870 = load <8 x float>, ptr %869, align 4
  %871 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %868, <8 x float> %870, <8 x float> %866)
  store <8 x float> %871, ptr %822, align 4
  %872 = add nuw nsw i64 %821, 8
  %873 = icmp slt i64 %872, %41
  br i1 %873, label %820, label %817

874:                                              ; preds = %725, %1418
  %875 = phi i64 [ 0, %725 ], [ %1421, %1418 ]
  %876 = phi i64 [ %41, %725 ], [ %1419, %1418 ]
  %877 = shl i64 %875, 2
  %878 = getelementptr i8, ptr %753, i64 %877
  %879 = getelementptr i8, ptr %755, i64 %877
  %880 = icmp ult ptr %878, %879
  %881 = select i1 %880, ptr %878, ptr %879
  %882 = icmp ugt ptr %878, %879
  %883 = select i1 %882, ptr %878, ptr %879
  %884 = getelementptr i8, ptr %883, i64 4
  %885 = getelementptr i8, ptr %757, i64 %877
  %886 = getelementptr i8, ptr %759, i64 %877
  %887 = icmp ult ptr %885, %886
  %888 = select i1 %887, ptr %885, ptr %886
  %889 = icmp ugt ptr %885, %886
  %890 = select i1 %889, ptr %885, ptr %886
  %891 = getelementptr i8, ptr %890, i64 4
  %892 = getelementptr i8, ptr %761, i64 %877
  %893 = getelementptr i8, ptr %763, i64 %877
  %894 = icmp ult ptr %892, %893
  %895 = select i1 %894, ptr %892, ptr %893
  %896 = icmp ugt ptr %892, %893
  %897 = select i1 %896, ptr %892, ptr %893
  %898 = getelementptr i8, ptr %897, i64 4
  %899 = getelementptr i8, ptr %765, i64 %877
  %900 = getelementptr i8, ptr %767, i64 %877
  %901 = getelementptr i8, ptr %769, i64 %877
  %902 = getelementptr i8, ptr %771, i64 %877
  %903 = getelementptr i8, ptr %773, i64 %877
  %904 = getelementptr i8, ptr %775, i64 %877
  %905 = getelementptr i8, ptr %777, i64 %877
  %906 = getelementptr i8, ptr %779, i64 %877
  %907 = icmp ult ptr %905, %906
  %908 = icmp ult ptr %903, %904
  %909 = icmp ult ptr %901, %902
  %910 = icmp ult ptr %899, %900
  %911 = insertelement <4 x ptr> poison, ptr %899, i64 0
  %912 = insertelement <4 x ptr> %911, ptr %901, i64 1
  %913 = insertelement <4 x ptr> %912, ptr %903, i64 2
  %914 = insertelement <4 x ptr> %913, ptr %905, i64 3
  %915 = insertelement <4 x ptr> poison, ptr %900, i64 0
  %916 = insertelement <4 x ptr> %915, ptr %902, i64 1
  %917 = insertelement <4 x ptr> %916, ptr %904, i64 2
  %918 = insertelement <4 x ptr> %917, ptr %906, i64 3
  %919 = icmp ugt <4 x ptr> %914, %918
  %920 = select <4 x i1> %919, <4 x ptr> %914, <4 x ptr> %918
  %921 = insertelement <4 x i1> poison, i1 %910, i64 0
  %922 = insertelement <4 x i1> %921, i1 %909, i64 1
  %923 = insertelement <4 x i1> %922, i1 %908, i64 2
  %924 = insertelement <4 x i1> %923, i1 %907, i64 3
  %925 = select <4 x i1> %924, <4 x ptr> %914, <4 x ptr> %918
  %926 = getelementptr i8, <4 x ptr> %920, i64 4
  %927 = getelementptr i8, ptr %781, i64 %877
  %928 = getelementptr i8, ptr %783, i64 %877
  %929 = icmp ult ptr %927, %928
  %930 = select i1 %929, ptr %927, ptr %928
  %931 = icmp ugt ptr %927, %928
  %932 = select i1 %931, ptr %927, ptr %928
  %933 = getelementptr i8, ptr %932, i64 4
  %934 = getelementptr i8, ptr %785, i64 %877
  %935 = getelementptr i8, ptr %787, i64 %877
  %936 = icmp ult ptr %934, %935
  %937 = select i1 %936, ptr %934, ptr %935
  %938 = icmp ugt ptr %934, %935
  %939 = select i1 %938, ptr %934, ptr %935
  %940 = getelementptr i8, ptr %939, i64 4
  %941 = shl i64 %875, 2
  %942 = getelementptr i8, ptr %789, i64 %941
  %943 = getelementptr i8, ptr %791, i64 %941
  %944 = getelementptr i8, ptr %793, i64 %941
  %945 = getelementptr i8, ptr %795, i64 %941
  %946 = getelementptr i8, ptr %797, i64 %941
  %947 = getelementptr i8, ptr %799, i64 %941
  %948 = getelementptr i8, ptr %801, i64 %941
  %949 = getelementptr i8, ptr %803, i64 %941
  %950 = getelementptr i8, ptr %805, i64 %941
  %951 = getelementptr float, ptr %349, i64 %876
  br i1 %30, label %952, label %1418

952:                                              ; preds = %874
  %953 = getelementptr float, ptr %345, i64 %876
  %954 = getelementptr float, ptr %23, i64 %876
  %955 = getelementptr i8, ptr %953, i64 %67
  %956 = getelementptr float, ptr %954, i64 %5
  %957 = getelementptr i8, ptr %954, i64 %69
  %958 = getelementptr float, ptr %953, i64 %33
  %959 = getelementptr i8, ptr %954, i64 %70
  %960 = getelementptr i8, ptr %954, i64 %71
  %961 = getelementptr i8, ptr %954, i64 %72
  %962 = getelementptr i8, ptr %954, i64 %73
  %963 = getelementptr i8, ptr %954, i64 %74
  %964 = getelementptr i8, ptr %954, i64 %75
  br i1 %278, label %1367, label %965

965:                                              ; preds = %952
  %966 = getelementptr i8, ptr %942, i64 %283
  %967 = getelementptr i8, ptr %942, i64 %285
  %968 = icmp ult ptr %966, %942
  %969 = icmp ugt ptr %967, %942
  %970 = select i1 %280, i1 %969, i1 %968
  %971 = getelementptr i8, ptr %943, i64 %289
  %972 = getelementptr i8, ptr %943, i64 %291
  %973 = icmp ult ptr %971, %943
  %974 = icmp ugt ptr %972, %943
  %975 = select i1 %286, i1 %974, i1 %973
  %976 = or i1 %975, %290
  %977 = getelementptr i8, ptr %944, i64 %295
  %978 = getelementptr i8, ptr %944, i64 %297
  %979 = icmp ult ptr %977, %944
  %980 = icmp ugt ptr %978, %944
  %981 = select i1 %292, i1 %980, i1 %979
  %982 = or i1 %981, %296
  %983 = getelementptr i8, ptr %945, i64 %301
  %984 = getelementptr i8, ptr %945, i64 %303
  %985 = icmp ult ptr %983, %945
  %986 = icmp ugt ptr %984, %945
  %987 = select i1 %298, i1 %986, i1 %985
  %988 = or i1 %987, %302
  %989 = getelementptr i8, ptr %946, i64 %307
  %990 = getelementptr i8, ptr %946, i64 %309
  %991 = icmp ult ptr %989, %946
  %992 = icmp ugt ptr %990, %946
  %993 = select i1 %304, i1 %992, i1 %991
  %994 = or i1 %993, %308
  %995 = getelementptr i8, ptr %947, i64 %313
  %996 = getelementptr i8, ptr %947, i64 %315
  %997 = icmp ult ptr %995, %947
  %998 = icmp ugt ptr %996, %947
  %999 = select i1 %310, i1 %998, i1 %997
  %1000 = or i1 %999, %314
  %1001 = getelementptr i8, ptr %948, i64 %319
  %1002 = getelementptr i8, ptr %948, i64 %321
  %1003 = icmp ult ptr %1001, %948
  %1004 = icmp ugt ptr %1002, %948
  %1005 = select i1 %316, i1 %1004, i1 %1003
  %1006 = or i1 %1005, %320
  %1007 = getelementptr i8, ptr %949, i64 %325
  %1008 = getelementptr i8, ptr %949, i64 %327
  %1009 = icmp ult ptr %1007, %949
  %1010 = icmp ugt ptr %1008, %949
  %1011 = select i1 %322, i1 %1010, i1 %1009
  %1012 = or i1 %1011, %326
  %1013 = getelementptr i8, ptr %950, i64 %331
  %1014 = getelementptr i8, ptr %950, i64 %333
  %1015 = icmp ult ptr %1013, %950
  %1016 = icmp ugt ptr %1014, %950
  %1017 = select i1 %328, i1 %1016, i1 %1015
  %1018 = or i1 %1017, %332
  %1019 = or i1 %970, %334
  %1020 = or i1 %1019, %976
  %1021 = or i1 %1020, %982
  %1022 = or i1 %1021, %988
  %1023 = or i1 %1022, %994
  %1024 = or i1 %1023, %1000
  %1025 = or i1 %1024, %1006
  %1026 = or i1 %1025, %1012
  %1027 = or i1 %1026, %1018
  br i1 %1027, label %1367, label %1028

1028:                                             ; preds = %965
  %1029 = insertelement <16 x ptr> %241, ptr %884, i64 9
  %1030 = insertelement <16 x ptr> %1029, ptr %891, i64 10
  %1031 = insertelement <16 x ptr> %1030, ptr %898, i64 11
  %1032 = shufflevector <4 x ptr> %926, <4 x ptr> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1033 = shufflevector <16 x ptr> %1031, <16 x ptr> %1032, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 18, i32 19>
  %1034 = icmp ult <16 x ptr> %749, %1033
  %1035 = insertelement <16 x ptr> %250, ptr %881, i64 9
  %1036 = insertelement <16 x ptr> %1035, ptr %888, i64 10
  %1037 = insertelement <16 x ptr> %1036, ptr %895, i64 11
  %1038 = shufflevector <4 x ptr> %925, <4 x ptr> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1039 = shufflevector <16 x ptr> %1037, <16 x ptr> %1038, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 18, i32 19>
  %1040 = icmp ult <16 x ptr> %1039, %751
  %1041 = and <16 x i1> %1034, %1040
  %1042 = icmp ult ptr %736, %933
  %1043 = icmp ult ptr %930, %740
  %1044 = and i1 %1042, %1043
  %1045 = icmp ult ptr %736, %940
  %1046 = icmp ult ptr %937, %740
  %1047 = and i1 %1045, %1046
  %1048 = bitcast <16 x i1> %1041 to i16
  %1049 = icmp ne i16 %1048, 0
  %1050 = or i1 %1049, %1044
  %1051 = or i1 %1050, %1047
  br i1 %1051, label %1367, label %1052

1052:                                             ; preds = %1028
  %1053 = load float, ptr %964, align 4
  %1054 = insertelement <8 x float> poison, float %1053, i64 0
  %1055 = shufflevector <8 x float> %1054, <8 x float> poison, <8 x i32> zeroinitializer
  %1056 = load float, ptr %963, align 4
  %1057 = insertelement <8 x float> poison, float %1056, i64 0
  %1058 = shufflevector <8 x float> %1057, <8 x float> poison, <8 x i32> zeroinitializer
  %1059 = load float, ptr %962, align 4
  %1060 = insertelement <8 x float> poison, float %1059, i64 0
  %1061 = shufflevector <8 x float> %1060, <8 x float> poison, <8 x i32> zeroinitializer
  %1062 = load float, ptr %961, align 4
  %1063 = insertelement <8 x float> poison, float %1062, i64 0
  %1064 = shufflevector <8 x float> %1063, <8 x float> poison, <8 x i32> zeroinitializer
  %1065 = load float, ptr %960, align 4
  %1066 = insertelement <8 x float> poison, float %1065, i64 0
  %1067 = shufflevector <8 x float> %1066, <8 x float> poison, <8 x i32> zeroinitializer
  %1068 = load float, ptr %959, align 4
  %1069 = insertelement <8 x float> poison, float %1068, i64 0
  %1070 = shufflevector <8 x float> %1069, <8 x float> poison, <8 x i32> zeroinitializer
  %1071 = load float, ptr %957, align 4
  %1072 = insertelement <8 x float> poison, float %1071, i64 0
  %1073 = shufflevector <8 x float> %1072, <8 x float> poison, <8 x i32> zeroinitializer
  %1074 = load float, ptr %956, align 4
  %1075 = insertelement <8 x float> poison, float %1074, i64 0
  %1076 = shufflevector <8 x float> %1075, <8 x float> poison, <8 x i32> zeroinitializer
  %1077 = load float, ptr %954, align 4
  %1078 = insertelement <8 x float> poison, float %1077, i64 0
  %1079 = shufflevector <8 x float> %1078, <8 x float> poison, <8 x i32> zeroinitializer
  br label %1080

1080:                                             ; preds = %1080, %1052
  %1081 = phi i64 [ 0, %1052 ], [ %1364, %1080 ]
  %1082 = or disjoint i64 %1081, 1
  %1083 = or disjoint i64 %1081, 2
  %1084 = or disjoint i64 %1081, 3
  %1085 = or disjoint i64 %1081, 4
  %1086 = or disjoint i64 %1081, 5
  %1087 = or disjoint i64 %1081, 6
  %1088 = or disjoint i64 %1081, 7
  %1089 = getelementptr float, ptr %951, i64 %1081
  %1090 = load <8 x float>, ptr %1089, align 4
  %1091 = mul nsw i64 %1081, %12
  %1092 = mul nsw i64 %1082, %12
  %1093 = mul nsw i64 %1083, %12
  %1094 = mul nsw i64 %1084, %12
  %1095 = mul nsw i64 %1085, %12
  %1096 = mul nsw i64 %1086, %12
  %1097 = mul nsw i64 %1087, %12
  %1098 = mul nsw i64 %1088, %12
  %1099 = mul nsw i64 %1091, %17
  %1100 = mul nsw i64 %1092, %17
  %1101 = mul nsw i64 %1093, %17
  %1102 = mul nsw i64 %1094, %17
  %1103 = mul nsw i64 %1095, %17
  %1104 = mul nsw i64 %1096, %17
  %1105 = mul nsw i64 %1097, %17
  %1106 = mul nsw i64 %1098, %17
  %1107 = getelementptr float, ptr %953, i64 %1099
  %1108 = getelementptr float, ptr %953, i64 %1100
  %1109 = getelementptr float, ptr %953, i64 %1101
  %1110 = getelementptr float, ptr %953, i64 %1102
  %1111 = getelementptr float, ptr %953, i64 %1103
  %1112 = getelementptr float, ptr %953, i64 %1104
  %1113 = getelementptr float, ptr %953, i64 %1105
  %1114 = getelementptr float, ptr %953, i64 %1106
  %1115 = load float, ptr %1107, align 4
  %1116 = load float, ptr %1108, align 4
  %1117 = load float, ptr %1109, align 4
  %1118 = load float, ptr %1110, align 4
  %1119 = load float, ptr %1111, align 4
  %1120 = load float, ptr %1112, align 4
  %1121 = load float, ptr %1113, align 4
  %1122 = load float, ptr %1114, align 4
  %1123 = insertelement <8 x float> poison, float %1115, i64 0
  %1124 = insertelement <8 x float> %1123, float %1116, i64 1
  %1125 = insertelement <8 x float> %1124, float %1117, i64 2
  %1126 = insertelement <8 x float> %1125, float %1118, i64 3
  %1127 = insertelement <8 x float> %1126, float %1119, i64 4
  %1128 = insertelement <8 x float> %1127, float %1120, i64 5
  %1129 = insertelement <8 x float> %1128, float %1121, i64 6
  %1130 = insertelement <8 x float> %1129, float %1122, i64 7
  %1131 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1130, <8 x float> %1079, <8 x float> %1090)
  %1132 = add nsw i64 %14, %1091
  %1133 = add nsw i64 %14, %1092
  %1134 = add nsw i64 %14, %1093
  %1135 = add nsw i64 %14, %1094
  %1136 = add nsw i64 %14, %1095
  %1137 = add nsw i64 %14, %1096
  %1138 = add nsw i64 %14, %1097
  %1139 = add nsw i64 %14, %1098
  %1140 = mul nsw i64 %1132, %17
  %1141 = mul nsw i64 %1133, %17
  %1142 = mul nsw i64 %1134, %17
  %1143 = mul nsw i64 %1135, %17
  %1144 = mul nsw i64 %1136, %17
  %1145 = mul nsw i64 %1137, %17
  %1146 = mul nsw i64 %1138, %17
  %1147 = mul nsw i64 %1139, %17
  %1148 = getelementptr float, ptr %953, i64 %1140
  %1149 = getelementptr float, ptr %953, i64 %1141
  %1150 = getelementptr float, ptr %953, i64 %1142
  %1151 = getelementptr float, ptr %953, i64 %1143
  %1152 = getelementptr float, ptr %953, i64 %1144
  %1153 = getelementptr float, ptr %953, i64 %1145
  %1154 = getelementptr float, ptr %953, i64 %1146
  %1155 = getelementptr float, ptr %953, i64 %1147
  %1156 = load float, ptr %1148, align 4
  %1157 = load float, ptr %1149, align 4
  %1158 = load float, ptr %1150, align 4
  %1159 = load float, ptr %1151, align 4
  %1160 = load float, ptr %1152, align 4
  %1161 = load float, ptr %1153, align 4
  %1162 = load float, ptr %1154, align 4
  %1163 = load float, ptr %1155, align 4
  %1164 = insertelement <8 x float> poison, float %1156, i64 0
  %1165 = insertelement <8 x float> %1164, float %1157, i64 1
  %1166 = insertelement <8 x float> %1165, float %1158, i64 2
  %1167 = insertelement <8 x float> %1166, float %1159, i64 3
  %1168 = insertelement <8 x float> %1167, float %1160, i64 4
  %1169 = insertelement <8 x float> %1168, float %1161, i64 5
  %1170 = insertelement <8 x float> %1169, float %1162, i64 6
  %1171 = insertelement <8 x float> %1170, float %1163, i64 7
  %1172 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1171, <8 x float> %1076, <8 x float> %1131)
  %1173 = add nsw i64 %68, %1091
  %1174 = add nsw i64 %68, %1092
  %1175 = add nsw i64 %68, %1093
  %1176 = add nsw i64 %68, %1094
  %1177 = add nsw i64 %68, %1095
  %1178 = add nsw i64 %68, %1096
  %1179 = add nsw i64 %68, %1097
  %1180 = add nsw i64 %68, %1098
  %1181 = mul nsw i64 %1173, %17
  %1182 = mul nsw i64 %1174, %17
  %1183 = mul nsw i64 %1175, %17
  %1184 = mul nsw i64 %1176, %17
  %1185 = mul nsw i64 %1177, %17
  %1186 = mul nsw i64 %1178, %17
  %1187 = mul nsw i64 %1179, %17
  %1188 = mul nsw i64 %1180, %17
  %1189 = getelementptr float, ptr %953, i64 %1181
  %1190 = getelementptr float, ptr %953, i64 %1182
  %1191 = getelementptr float, ptr %953, i64 %1183
  %1192 = getelementptr float, ptr %953, i64 %1184
  %1193 = getelementptr float, ptr %953, i64 %1185
  %1194 = getelementptr float, ptr %953, i64 %1186
  %1195 = getelementptr float, ptr %953, i64 %1187
  %1196 = getelementptr float, ptr %953, i64 %1188
  %1197 = load float, ptr %1189, align 4
  %1198 = load float, ptr %1190, align 4
  %1199 = load float, ptr %1191, align 4
  %1200 = load float, ptr %1192, align 4
  %1201 = load float, ptr %1193, align 4
  %1202 = load float, ptr %1194, align 4
  %1203 = load float, ptr %1195, align 4
  %1204 = load float, ptr %1196, align 4
  %1205 = insertelement <8 x float> poison, float %1197, i64 0
  %1206 = insertelement <8 x float> %1205, float %1198, i64 1
  %1207 = insertelement <8 x float> %1206, float %1199, i64 2
  %1208 = insertelement <8 x float> %1207, float %1200, i64 3
  %1209 = insertelement <8 x float> %1208, float %1201, i64 4
  %1210 = insertelement <8 x float> %1209, float %1202, i64 5
  %1211 = insertelement <8 x float> %1210, float %1203, i64 6
  %1212 = insertelement <8 x float> %1211, float %1204, i64 7
  %1213 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1212, <8 x float> %1073, <8 x float> %1172)
  %1214 = getelementptr float, ptr %958, i64 %1099
  %1215 = getelementptr float, ptr %958, i64 %1100
  %1216 = getelementptr float, ptr %958, i64 %1101
  %1217 = getelementptr float, ptr %958, i64 %1102
  %1218 = getelementptr float, ptr %958, i64 %1103
  %1219 = getelementptr float, ptr %958, i64 %1104
  %1220 = getelementptr float, ptr %958, i64 %1105
  %1221 = getelementptr float, ptr %958, i64 %1106
  %1222 = load float, ptr %1214, align 4
  %1223 = load float, ptr %1215, align 4
  %1224 = load float, ptr %1216, align 4
  %1225 = load float, ptr %1217, align 4
  %1226 = load float, ptr %1218, align 4
  %1227 = load float, ptr %1219, align 4
  %1228 = load float, ptr %1220, align 4
  %1229 = load float, ptr %1221, align 4
  %1230 = insertelement <8 x float> poison, float %1222, i64 0
  %1231 = insertelement <8 x float> %1230, float %1223, i64 1
  %1232 = insertelement <8 x float> %1231, float %1224, i64 2
  %1233 = insertelement <8 x float> %1232, float %1225, i64 3
  %1234 = insertelement <8 x float> %1233, float %1226, i64 4
  %1235 = insertelement <8 x float> %1234, float %1227, i64 5
  %1236 = insertelement <8 x float> %1235, float %1228, i64 6
  %1237 = insertelement <8 x float> %1236, float %1229, i64 7
  %1238 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1237, <8 x float> %1070, <8 x float> %1213)
  %1239 = getelementptr float, ptr %958, i64 %1140
  %1240 = getelementptr float, ptr %958, i64 %1141
  %1241 = getelementptr float, ptr %958, i64 %1142
  %1242 = getelementptr float, ptr %958, i64 %1143
  %1243 = getelementptr float, ptr %958, i64 %1144
  %1244 = getelementptr float, ptr %958, i64 %1145
  %1245 = getelementptr float, ptr %958, i64 %1146
  %1246 = getelementptr float, ptr %958, i64 %1147
  %1247 = load float, ptr %1239, align 4
  %1248 = load float, ptr %1240, align 4
  %1249 = load float, ptr %1241, align 4
  %1250 = load float, ptr %1242, align 4
  %1251 = load float, ptr %1243, align 4
  %1252 = load float, ptr %1244, align 4
  %1253 = load float, ptr %1245, align 4
  %1254 = load float, ptr %1246, align 4
  %1255 = insertelement <8 x float> poison, float %1247, i64 0
  %1256 = insertelement <8 x float> %1255, float %1248, i64 1
  %1257 = insertelement <8 x float> %1256, float %1249, i64 2
  %1258 = insertelement <8 x float> %1257, float %1250, i64 3
  %1259 = insertelement <8 x float> %1258, float %1251, i64 4
  %1260 = insertelement <8 x float> %1259, float %1252, i64 5
  %1261 = insertelement <8 x float> %1260, float %1253, i64 6
  %1262 = insertelement <8 x float> %1261, float %1254, i64 7
  %1263 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1262, <8 x float> %1067, <8 x float> %1238)
  %1264 = getelementptr float, ptr %958, i64 %1181
  %1265 = getelementptr float, ptr %958, i64 %1182
  %1266 = getelementptr float, ptr %958, i64 %1183
  %1267 = getelementptr float, ptr %958, i64 %1184
  %1268 = getelementptr float, ptr %958, i64 %1185
  %1269 = getelementptr float, ptr %958, i64 %1186
  %1270 = getelementptr float, ptr %958, i64 %1187
  %1271 = getelementptr float, ptr %958, i64 %1188
  %1272 = load float, ptr %1264, align 4
  %1273 = load float, ptr %1265, align 4
  %1274 = load float, ptr %1266, align 4
  %1275 = load float, ptr %1267, align 4
  %1276 = load float, ptr %1268, align 4
  %1277 = load float, ptr %1269, align 4
  %1278 = load float, ptr %1270, align 4
  %1279 = load float, ptr %1271, align 4
  %1280 = insertelement <8 x float> poison, float %1272, i64 0
  %1281 = insertelement <8 x float> %1280, float %1273, i64 1
  %1282 = insertelement <8 x float> %1281, float %1274, i64 2
  %1283 = insertelement <8 x float> %1282, float %1275, i64 3
  %1284 = insertelement <8 x float> %1283, float %1276, i64 4
  %1285 = insertelement <8 x float> %1284, float %1277, i64 5
  %1286 = insertelement <8 x float> %1285, float %1278, i64 6
  %1287 = insertelement <8 x float> %1286, float %1279, i64 7
  %1288 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1287, <8 x float> %1064, <8 x float> %1263)
  %1289 = getelementptr float, ptr %955, i64 %1099
  %1290 = getelementptr float, ptr %955, i64 %1100
  %1291 = getelementptr float, ptr %955, i64 %1101
  %1292 = getelementptr float, ptr %955, i64 %1102
  %1293 = getelementptr float, ptr %955, i64 %1103
  %1294 = getelementptr float, ptr %955, i64 %1104
  %1295 = getelementptr float, ptr %955, i64 %1105
  %1296 = getelementptr float, ptr %955, i64 %1106
  %1297 = load float, ptr %1289, align 4
  %1298 = load float, ptr %1290, align 4
  %1299 = load float, ptr %1291, align 4
  %1300 = load float, ptr %1292, align 4
  %1301 = load float, ptr %1293, align 4
  %1302 = load float, ptr %1294, align 4
  %1303 = load float, ptr %1295, align 4
  %1304 = load float, ptr %1296, align 4
  %1305 = insertelement <8 x float> poison, float %1297, i64 0
  %1306 = insertelement <8 x float> %1305, float %1298, i64 1
  %1307 = insertelement <8 x float> %1306, float %1299, i64 2
  %1308 = insertelement <8 x float> %1307, float %1300, i64 3
  %1309 = insertelement <8 x float> %1308, float %1301, i64 4
  %1310 = insertelement <8 x float> %1309, float %1302, i64 5
  %1311 = insertelement <8 x float> %1310, float %1303, i64 6
  %1312 = insertelement <8 x float> %1311, float %1304, i64 7
  %1313 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1312, <8 x float> %1061, <8 x float> %1288)
  %1314 = getelementptr float, ptr %955, i64 %1140
  %1315 = getelementptr float, ptr %955, i64 %1141
  %1316 = getelementptr float, ptr %955, i64 %1142
  %1317 = getelementptr float, ptr %955, i64 %1143
  %1318 = getelementptr float, ptr %955, i64 %1144
  %1319 = getelementptr float, ptr %955, i64 %1145
  %1320 = getelementptr float, ptr %955, i64 %1146
  %1321 = getelementptr float, ptr %955, i64 %1147
  %1322 = load float, ptr %1314, align 4
  %1323 = load float, ptr %1315, align 4
  %1324 = load float, ptr %1316, align 4
  %1325 = load float, ptr %1317, align 4
  %1326 = load float, ptr %1318, align 4
  %1327 = load float, ptr %1319, align 4
  %1328 = load float, ptr %1320, align 4
  %1329 = load float, ptr %1321, align 4
  %1330 = insertelement <8 x float> poison, float %1322, i64 0
  %1331 = insertelement <8 x float> %1330, float %1323, i64 1
  %1332 = insertelement <8 x float> %1331, float %1324, i64 2
  %1333 = insertelement <8 x float> %1332, float %1325, i64 3
  %1334 = insertelement <8 x float> %1333, float %1326, i64 4
  %1335 = insertelement <8 x float> %1334, float %1327, i64 5
  %1336 = insertelement <8 x float> %1335, float %1328, i64 6
  %1337 = insertelement <8 x float> %1336, float %1329, i64 7
  %1338 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1337, <8 x float> %1058, <8 x float> %1313)
  %1339 = getelementptr float, ptr %955, i64 %1181
  %1340 = getelementptr float, ptr %955, i64 %1182
  %1341 = getelementptr float, ptr %955, i64 %1183
  %1342 = getelementptr float, ptr %955, i64 %1184
  %1343 = getelementptr float, ptr %955, i64 %1185
  %1344 = getelementptr float, ptr %955, i64 %1186
  %1345 = getelementptr float, ptr %955, i64 %1187
  %1346 = getelementptr float, ptr %955, i64 %1188
  %1347 = load float, ptr %1339, align 4
  %1348 = load float, ptr %1340, align 4
  %1349 = load float, ptr %1341, align 4
  %1350 = load float, ptr %1342, align 4
  %1351 = load float, ptr %1343, align 4
  %1352 = load float, ptr %1344, align 4
  %1353 = load float, ptr %1345, align 4
  %1354 = load float, ptr %1346, align 4
  %1355 = insertelement <8 x float> poison, float %1347, i64 0
  %1356 = insertelement <8 x float> %1355, float %1348, i64 1
  %1357 = insertelement <8 x float> %1356, float %1349, i64 2
  %1358 = insertelement <8 x float> %1357, float %1350, i64 3
  %1359 = insertelement <8 x float> %1358, float %1351, i64 4
  %1360 = insertelement <8 x float> %1359, float %1352, i64 5
  %1361 = insertelement <8 x float> %1360, float %1353, i64 6
  %1362 = insertelement <8 x float> %1361, float %1354, i64 7
  %1363 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1362, <8 x float> %1055, <8 x float> %1338)
  store <8 x float> %1363, ptr %1089, align 4
  %1364 = add nuw i64 %1081, 8
  %1365 = icmp eq i64 %1364, %335
  br i1 %1365, label %1366, label %1080

1366:                                             ; preds = %1080
  br i1 %336, label %1418, label %1367

1367:                                             ; preds = %1028, %965, %952, %1366
  %1368 = phi i64 [ 0, %1028 ], [ 0, %965 ], [ 0, %952 ], [ %335, %1366 ]
  br label %1369

1369:                                             ; preds = %1367, %1369
  %1370 = phi i64 [ %1416, %1369 ], [ %1368, %1367 ]
  %1371 = mul nsw i64 %1370, %20
  %1372 = getelementptr float, ptr %951, i64 %1371
  %1373 = load float, ptr %1372, align 4
  %1374 = mul nsw i64 %1370, %12
  %1375 = mul nsw i64 %1374, %17
  %1376 = getelementptr float, ptr %953, i64 %1375
  %1377 = load float, ptr %1376, align 4
  %1378 = load float, ptr %954, align 4
  %1379 = tail call float @llvm.fma.f32(float %1377, float %1378, float %1373)
  %1380 = add nsw i64 %14, %1374
  %1381 = mul nsw i64 %1380, %17
  %1382 = getelementptr float, ptr %953, i64 %1381
  %1383 = load float, ptr %1382, align 4
  %1384 = load float, ptr %956, align 4
  %1385 = tail call float @llvm.fma.f32(float %1383, float %1384, float %1379)
  %1386 = add nsw i64 %68, %1374
  %1387 = mul nsw i64 %1386, %17
  %1388 = getelementptr float, ptr %953, i64 %1387
  %1389 = load float, ptr %1388, align 4
  %1390 = load float, ptr %957, align 4
  %1391 = tail call float @llvm.fma.f32(float %1389, float %1390, float %1385)
  %1392 = getelementptr float, ptr %958, i64 %1375
  %1393 = load float, ptr %1392, align 4
  %1394 = load float, ptr %959, align 4
  %1395 = tail call float @llvm.fma.f32(float %1393, float %1394, float %1391)
  %1396 = getelementptr float, ptr %958, i64 %1381
  %1397 = load float, ptr %1396, align 4
  %1398 = load float, ptr %960, align 4
  %1399 = tail call float @llvm.fma.f32(float %1397, float %1398, float %1395)
  %1400 = getelementptr float, ptr %958, i64 %1387
  %1401 = load float, ptr %1400, align 4
  %1402 = load float, ptr %961, align 4
  %1403 = tail call float @llvm.fma.f32(float %1401, float %1402, float %1399)
  %1404 = getelementptr float, ptr %955, i64 %1375
  %1405 = load float, ptr %1404, align 4
  %1406 = load float, ptr %962, align 4
  %1407 = tail call float @llvm.fma.f32(float %1405, float %1406, float %1403)
  %1408 = getelementptr float, ptr %955, i64 %1381
  %1409 = load float, ptr %1408, align 4
  %1410 = load float, ptr %963, align 4
  %1411 = tail call float @llvm.fma.f32(float %1409, float %1410, float %1407)
  %1412 = getelementptr float, ptr %955, i64 %1387
  %1413 = load float, ptr %1412, align 4
  %1414 = load float, ptr %964, align 4
  %1415 = tail call float @llvm.fma.f32(float %1413, float %1414, float %1411)
  store float %1415, ptr %1372, align 4
  %1416 = add nuw nsw i64 %1370, 1
  %1417 = icmp eq i64 %1416, %10
  br i1 %1417, label %1418, label %1369

1418:                                             ; preds = %1369, %1366, %874
  %1419 = add nsw i64 %876, 1
  %1420 = icmp slt i64 %1419, %5
  %1421 = add i64 %875, 1
  br i1 %1420, label %874, label %1686

1422:                                             ; preds = %433
  br i1 %42, label %1426, label %1429

1423:                                             ; preds = %1472, %1429
  %1424 = add nuw nsw i64 %1430, 8
  %1425 = icmp sgt i64 %1424, %10
  br i1 %1425, label %1426, label %1429

1426:                                             ; preds = %1423, %1422
  %1427 = phi i64 [ 0, %1422 ], [ %1430, %1423 ]
  %1428 = icmp slt i64 %1427, %10
  br i1 %1428, label %1550, label %1549

1429:                                             ; preds = %1422, %1423
  %1430 = phi i64 [ %1424, %1423 ], [ 8, %1422 ]
  %1431 = phi i64 [ %1430, %1423 ], [ 0, %1422 ]
  br i1 %43, label %1432, label %1423

1432:                                             ; preds = %1429
  %1433 = mul i64 %1431, %29
  %1434 = mul nsw i64 %1431, %20
  %1435 = or disjoint i64 %1431, 1
  %1436 = mul nsw i64 %1435, %20
  %1437 = or disjoint i64 %1431, 2
  %1438 = mul nsw i64 %1437, %20
  %1439 = or disjoint i64 %1431, 3
  %1440 = mul nsw i64 %1439, %20
  %1441 = or disjoint i64 %1431, 4
  %1442 = mul nsw i64 %1441, %20
  %1443 = or disjoint i64 %1431, 5
  %1444 = mul nsw i64 %1443, %20
  %1445 = or disjoint i64 %1431, 6
  %1446 = mul nsw i64 %1445, %20
  %1447 = or disjoint i64 %1431, 7
  %1448 = mul nsw i64 %1447, %20
  %1449 = getelementptr float, ptr %345, i64 %1433
  br label %1450

1450:                                             ; preds = %1432, %1472
  %1451 = phi i64 [ %1481, %1472 ], [ 0, %1432 ]
  %1452 = getelementptr float, ptr %349, i64 %1451
  %1453 = getelementptr float, ptr %1452, i64 %1434
  %1454 = load <8 x float>, ptr %1453, align 4
  %1455 = getelementptr float, ptr %1452, i64 %1436
  %1456 = load <8 x float>, ptr %1455, align 4
  %1457 = getelementptr float, ptr %1452, i64 %1438
  %1458 = load <8 x float>, ptr %1457, align 4
  %1459 = getelementptr float, ptr %1452, i64 %1440
  %1460 = load <8 x float>, ptr %1459, align 4
  %1461 = getelementptr float, ptr %1452, i64 %1442
  %1462 = load <8 x float>, ptr %1461, align 4
  %1463 = getelementptr float, ptr %1452, i64 %1444
  %1464 = load <8 x float>, ptr %1463, align 4
  %1465 = getelementptr float, ptr %1452, i64 %1446
  %1466 = load <8 x float>, ptr %1465, align 4
  %1467 = getelementptr float, ptr %1452, i64 %1448
  %1468 = load <8 x float>, ptr %1467, align 4
  br i1 %34, label %1469, label %1472

1469:                                             ; preds = %1450
  %1470 = getelementptr float, ptr %23, i64 %1451
  %1471 = getelementptr float, ptr %1449, i64 %1451
  br label %1483

1472:                                             ; preds = %1497, %1450
  %1473 = phi <8 x float> [ %1468, %1450 ], [ %1498, %1497 ]
  %1474 = phi <8 x float> [ %1466, %1450 ], [ %1499, %1497 ]
  %1475 = phi <8 x float> [ %1464, %1450 ], [ %1500, %1497 ]
  %1476 = phi <8 x float> [ %1462, %1450 ], [ %1501, %1497 ]
  %1477 = phi <8 x float> [ %1460, %1450 ], [ %1502, %1497 ]
  %1478 = phi <8 x float> [ %1458, %1450 ], [ %1503, %1497 ]
  %1479 = phi <8 x float> [ %1456, %1450 ], [ %1504, %1497 ]
  %1480 = phi <8 x float> [ %1454, %1450 ], [ %1505, %1497 ]
  store <8 x float> %1480, ptr %1453, align 4
  store <8 x float> %1479, ptr %1455, align 4
  store <8 x float> %1478, ptr %1457, align 4
  store <8 x float> %1477, ptr %1459, align 4
  store <8 x float> %1476, ptr %1461, align 4
  store <8 x float> %1475, ptr %1463, align 4
  store <8 x float> %1474, ptr %1465, align 4
  store <8 x float> %1473, ptr %1467, align 4
  %1481 = add nuw nsw i64 %1451, 8
  %1482 = icmp slt i64 %1481, %41
  br i1 %1482, label %1450, label %1423

1483:                                             ; preds = %1469, %1497
  %1484 = phi <8 x float> [ %1468, %1469 ], [ %1498, %1497 ]
  %1485 = phi <8 x float> [ %1466, %1469 ], [ %1499, %1497 ]
  %1486 = phi <8 x float> [ %1464, %1469 ], [ %1500, %1497 ]
  %1487 = phi <8 x float> [ %1462, %1469 ], [ %1501, %1497 ]
  %1488 = phi <8 x float> [ %1460, %1469 ], [ %1502, %1497 ]
  %1489 = phi <8 x float> [ %1458, %1469 ], [ %1503, %1497 ]
  %1490 = phi <8 x float> [ %1456, %1469 ], [ %1504, %1497 ]
  %1491 = phi <8 x float> [ %1454, %1469 ], [ %1505, %1497 ]
  %1492 = phi i64 [ 0, %1469 ], [ %1506, %1497 ]
  br i1 %36, label %1493, label %1497

1493:                                             ; preds = %1483
  %1494 = mul i64 %33, %1492
  %1495 = mul nuw nsw i64 %1492, %8
  %1496 = getelementptr float, ptr %1471, i64 %1494
  br label %1508

1497:                                             ; preds = %1508, %1483
  %1498 = phi <8 x float> [ %1484, %1483 ], [ %1546, %1508 ]
  %1499 = phi <8 x float> [ %1485, %1483 ], [ %1543, %1508 ]
  %1500 = phi <8 x float> [ %1486, %1483 ], [ %1540, %1508 ]
  %1501 = phi <8 x float> [ %1487, %1483 ], [ %1537, %1508 ]
  %1502 = phi <8 x float> [ %1488, %1483 ], [ %1534, %1508 ]
  %1503 = phi <8 x float> [ %1489, %1483 ], [ %1531, %1508 ]
  %1504 = phi <8 x float> [ %1490, %1483 ], [ %1528, %1508 ]
  %1505 = phi <8 x float> [ %1491, %1483 ], [ %1525, %1508 ]
  %1506 = add nuw nsw i64 %1492, 1
  %1507 = icmp eq i64 %1506, %7
  br i1 %1507, label %1472, label %1483

1508:                                             ; preds = %1493, %1508
  %1509 = phi <8 x float> [ %1484, %1493 ], [ %1546, %1508 ]
  %1510 = phi <8 x float> [ %1485, %1493 ], [ %1543, %1508 ]
  %1511 = phi <8 x float> [ %1486, %1493 ], [ %1540, %1508 ]
  %1512 = phi <8 x float> [ %1487, %1493 ], [ %1537, %1508 ]
  %1513 = phi <8 x float> [ %1488, %1493 ], [ %1534, %1508 ]
  %1514 = phi <8 x float> [ %1489, %1493 ], [ %1531, %1508 ]
  %1515 = phi <8 x float> [ %1490, %1493 ], [ %1528, %1508 ]
  %1516 = phi <8 x float> [ %1491, %1493 ], [ %1525, %1508 ]
  %1517 = phi i64 [ 0, %1493 ], [ %1547, %1508 ]
  %1518 = add nuw nsw i64 %1517, %1495
  %1519 = mul nsw i64 %1518, %5
  %1520 = getelementptr float, ptr %1470, i64 %1519
  %1521 = load <8 x float>, ptr %1520, align 4
  %1522 = mul i64 %1517, %35
  %1523 = getelementptr float, ptr %1496, i64 %1522
  %1524 = load <8 x float>, ptr %1523, align 4
  %1525 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1524, <8 x float> %1521, <8 x float> %1516)
  %1526 = getelementptr inbounds float, ptr %1523, i64 %29
  %1527 = load <8 x float>, ptr %1526, align 4
  %1528 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1527, <8 x float> %1521, <8 x float> %1515)
  %1529 = getelementptr inbounds i8, ptr %1523, i64 %45
  %1530 = load <8 x float>, ptr %1529, align 4
  %1531 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1530, <8 x float> %1521, <8 x float> %1514)
  %1532 = getelementptr inbounds i8, ptr %1523, i64 %46
  %1533 = load <8 x float>, ptr %1532, align 4
  %1534 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1533, <8 x float> %1521, <8 x float> %1513)
  %1535 = getelementptr inbounds i8, ptr %1523, i64 %47
  %1536 = load <8 x float>, ptr %1535, align 4
  %1537 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1536, <8 x float> %1521, <8 x float> %1512)
  %1538 = getelementptr inbounds i8, ptr %1523, i64 %48
  %1539 = load <8 x float>, ptr %1538, align 4
  %1540 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1539, <8 x float> %1521, <8 x float> %1511)
  %1541 = getelementptr inbounds i8, ptr %1523, i64 %49
  %1542 = load <8 x float>, ptr %1541, align 4
  %1543 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1542, <8 x float> %1521, <8 x float> %1510)
  %1544 = getelementptr inbounds i8, ptr %1523, i64 %50
  %1545 = load <8 x float>, ptr %1544, align 4
  %1546 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1545, <8 x float> %1521, <8 x float> %1509)
  %1547 = add nuw nsw i64 %1517, 1
  %1548 = icmp eq i64 %1547, %8
  br i1 %1548, label %1497, label %1508

1549:                                             ; preds = %1557, %1426
  br i1 %44, label %1618, label %1686

1550:                                             ; preds = %1426, %1557
  %1551 = phi i64 [ %1558, %1557 ], [ %1427, %1426 ]
  br i1 %43, label %1552, label %1557

1552:                                             ; preds = %1550
  %1553 = mul i64 %1551, %29
  %1554 = mul nsw i64 %1551, %20
  %1555 = getelementptr inbounds float, ptr %349, i64 %1554
  %1556 = getelementptr float, ptr %345, i64 %1553
  br label %1560

1557:                                             ; preds = %1614, %1550
  %1558 = add nuw nsw i64 %1551, 1
  %1559 = icmp eq i64 %1558, %10
  br i1 %1559, label %1549, label %1550

1560:                                             ; preds = %1552, %1614
  %1561 = phi i64 [ 0, %1552 ], [ %1616, %1614 ]
  %1562 = getelementptr inbounds nuw float, ptr %1555, i64 %1561
  %1563 = load <8 x float>, ptr %1562, align 4
  br i1 %34, label %1564, label %1614

1564:                                             ; preds = %1560
  %1565 = getelementptr float, ptr %23, i64 %1561
  %1566 = getelementptr float, ptr %1556, i64 %1561
  br label %1567

1567:                                             ; preds = %1564, %1586
  %1568 = phi i64 [ 0, %1564 ], [ %1588, %1586 ]
  %1569 = phi <8 x float> [ %1563, %1564 ], [ %1587, %1586 ]
  br i1 %36, label %1570, label %1586

1570:                                             ; preds = %1567
  %1571 = mul i64 %33, %1568
  %1572 = mul nuw nsw i64 %1568, %8
  %1573 = getelementptr float, ptr %1566, i64 %1571
  br i1 %216, label %1575, label %1590

1574:                                             ; preds = %1590
  br i1 %218, label %1586, label %1575

1575:                                             ; preds = %1574, %1570
  %1576 = phi i64 [ 0, %1570 ], [ %1611, %1574 ]
  %1577 = phi <8 x float> [ %1569, %1570 ], [ %1610, %1574 ]
  tail call void @llvm.assume(i1 %219)
  %1578 = mul i64 %1576, %35
  %1579 = getelementptr float, ptr %1573, i64 %1578
  %1580 = load <8 x float>, ptr %1579, align 4
  %1581 = add nuw nsw i64 %1576, %1572
  %1582 = mul nsw i64 %1581, %5
  %1583 = getelementptr float, ptr %1565, i64 %1582
  %1584 = load <8 x float>, ptr %1583, align 4
  %1585 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1580, <8 x float> %1584, <8 x float> %1577)
  br label %1586

1586:                                             ; preds = %1575, %1574, %1567
  %1587 = phi <8 x float> [ %1569, %1567 ], [ %1610, %1574 ], [ %1585, %1575 ]
  %1588 = add nuw nsw i64 %1568, 1
  %1589 = icmp eq i64 %1588, %7
  br i1 %1589, label %1614, label %1567

1590:                                             ; preds = %1570, %1590
  %1591 = phi i64 [ %1611, %1590 ], [ 0, %1570 ]
  %1592 = phi <8 x float> [ %1610, %1590 ], [ %1569, %1570 ]
  %1593 = phi i64 [ %1612, %1590 ], [ 0, %1570 ]
  %1594 = mul i64 %1591, %35
  %1595 = getelementptr float, ptr %1573, i64 %1594
  %1596 = load <8 x float>, ptr %1595, align 4
  %1597 = add nuw nsw i64 %1591, %1572
  %1598 = mul nsw i64 %1597, %5
  %1599 = getelementptr float, ptr %1565, i64 %1598
  %1600 = load <8 x float>, ptr %1599, align 4
  %1601 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1596, <8 x float> %1600, <8 x float> %1592)
  %1602 = or disjoint i64 %1591, 1
  %1603 = mul i64 %1602, %35
  %1604 = getelementptr float, ptr %1573, i64 %1603
  %1605 = load <8 x float>, ptr %1604, align 4
  %1606 = add nuw nsw i64 %1602, %1572
  %1607 = mul nsw i64 %1606, %5
  %1608 = getelementptr float, ptr %1565, i64 %1607
  %1609 = load <8 x float>, ptr %1608, align 4
  %1610 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1605, <8 x float> %1609, <8 x float> %1601)
  %1611 = add nuw nsw i64 %1591, 2
  %1612 = add i64 %1593, 2
  %1613 = icmp eq i64 %1612, %217
  br i1 %1613, label %1574, label %1590

1614:                                             ; preds = %1586, %1560
  %1615 = phi <8 x float> [ %1563, %1560 ], [ %1587, %1586 ]
  store <8 x float> %1615, ptr %1562, align 4
  %1616 = add nuw nsw i64 %1561, 8
  %1617 = icmp slt i64 %1616, %41
  br i1 %1617, label %1560, label %1557

1618:                                             ; preds = %1549, %1683
  %1619 = phi i64 [ %1684, %1683 ], [ %41, %1549 ]
  %1620 = getelementptr float, ptr %349, i64 %1619
  br i1 %30, label %1621, label %1683

1621:                                             ; preds = %1618
  %1622 = getelementptr float, ptr %345, i64 %1619
  %1623 = getelementptr float, ptr %23, i64 %1619
  br label %1624

1624:                                             ; preds = %1621, %1639
  %1625 = phi i64 [ 0, %1621 ], [ %1641, %1639 ]
  %1626 = mul nsw i64 %1625, %20
  %1627 = getelementptr float, ptr %1620, i64 %1626
  %1628 = load float, ptr %1627, align 4
  br i1 %34, label %1629, label %1639

1629:                                             ; preds = %1624
  %1630 = mul i64 %1625, %29
  %1631 = getelementptr float, ptr %1622, i64 %1630
  br label %1632

1632:                                             ; preds = %1629, %1655
  %1633 = phi i64 [ %1657, %1655 ], [ 0, %1629 ]
  %1634 = phi float [ %1656, %1655 ], [ %1628, %1629 ]
  br i1 %36, label %1635, label %1655

1635:                                             ; preds = %1632
  %1636 = mul i64 %33, %1633
  %1637 = mul nuw nsw i64 %1633, %8
  %1638 = getelementptr float, ptr %1631, i64 %1636
  br i1 %221, label %1644, label %1659

1639:                                             ; preds = %1655, %1624
  %1640 = phi float [ %1628, %1624 ], [ %1656, %1655 ]
  store float %1640, ptr %1627, align 4
  %1641 = add nuw nsw i64 %1625, 1
  %1642 = icmp eq i64 %1641, %10
  br i1 %1642, label %1683, label %1624

1643:                                             ; preds = %1659
  br i1 %223, label %1655, label %1644

1644:                                             ; preds = %1643, %1635
  %1645 = phi i64 [ 0, %1635 ], [ %1680, %1643 ]
  %1646 = phi float [ %1634, %1635 ], [ %1679, %1643 ]
  tail call void @llvm.assume(i1 %224)
  %1647 = mul i64 %1645, %35
  %1648 = getelementptr float, ptr %1638, i64 %1647
  %1649 = load float, ptr %1648, align 4
  %1650 = add nuw nsw i64 %1645, %1637
  %1651 = mul nsw i64 %1650, %5
  %1652 = getelementptr float, ptr %1623, i64 %1651
  %1653 = load float, ptr %1652, align 4
  %1654 = tail call float @llvm.fma.f32(float %1649, float %1653, float %1646)
  br label %1655

1655:                                             ; preds = %1644, %1643, %1632
  %1656 = phi float [ %1634, %1632 ], [ %1679, %1643 ], [ %1654, %1644 ]
  %1657 = add nuw nsw i64 %1633, 1
  %1658 = icmp eq i64 %1657, %7
  br i1 %1658, label %1639, label %1632

1659:                                             ; preds = %1635, %1659
  %1660 = phi i64 [ %1680, %1659 ], [ 0, %1635 ]
  %1661 = phi float [ %1679, %1659 ], [ %1634, %1635 ]
  %1662 = phi i64 [ %1681, %1659 ], [ 0, %1635 ]
  %1663 = mul i64 %1660, %35
  %1664 = getelementptr float, ptr %1638, i64 %1663
  %1665 = load float, ptr %1664, align 4
  %1666 = add nuw nsw i64 %1660, %1637
  %1667 = mul nsw i64 %1666, %5
  %1668 = getelementptr float, ptr %1623, i64 %1667
  %1669 = load float, ptr %1668, align 4
  %1670 = tail call float @llvm.fma.f32(float %1665, float %1669, float %1661)
  %1671 = or disjoint i64 %1660, 1
  %1672 = mul i64 %1671, %35
  %1673 = getelementptr float, ptr %1638, i64 %1672
  %1674 = load float, ptr %1673, align 4
  %1675 = add nuw nsw i64 %1671, %1637
  %1676 = mul nsw i64 %1675, %5
  %1677 = getelementptr float, ptr %1623, i64 %1676
  %1678 = load float, ptr %1677, align 4
  %1679 = tail call float @llvm.fma.f32(float %1674, float %1678, float %1670)
  %1680 = add nuw nsw i64 %1660, 2
  %1681 = add i64 %1662, 2
  %1682 = icmp eq i64 %1681, %222
  br i1 %1682, label %1643, label %1659

1683:                                             ; preds = %1639, %1618
  %1684 = add nsw i64 %1619, 1
  %1685 = icmp slt i64 %1684, %5
  br i1 %1685, label %1618, label %1686

1686:                                             ; preds = %364, %1683, %1418, %350, %1549, %724
  %1687 = add nsw i64 %339, 1
  %1688 = icmp eq i64 %1687, %4
  br i1 %1688, label %337, label %338
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float)

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fma.v8f32(<8 x float>, <8 x float>, <8 x float>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef)
