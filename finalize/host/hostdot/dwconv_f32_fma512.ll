; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_dwconv_f32_fma512(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20) local_unnamed_addr {
  %22 = inttoptr i64 %0 to ptr
  %23 = inttoptr i64 %1 to ptr
  %24 = inttoptr i64 %2 to ptr
  %25 = icmp slt i64 %3, %4
  br i1 %25, label %26, label %358

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
  %40 = srem i64 %5, 16
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
  %278 = icmp ult i64 %10, 8
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
  %335 = icmp ult i64 %10, 16
  %336 = and i64 %10, 8
  %337 = and i64 %10, 9223372036854775792
  %338 = insertelement <16 x i64> poison, i64 %12, i64 0
  %339 = shufflevector <16 x i64> %338, <16 x i64> poison, <16 x i32> zeroinitializer
  %340 = insertelement <16 x i64> poison, i64 %17, i64 0
  %341 = shufflevector <16 x i64> %340, <16 x i64> poison, <16 x i32> zeroinitializer
  %342 = insertelement <16 x i64> poison, i64 %14, i64 0
  %343 = shufflevector <16 x i64> %342, <16 x i64> poison, <16 x i32> zeroinitializer
  %344 = insertelement <16 x i64> poison, i64 %68, i64 0
  %345 = shufflevector <16 x i64> %344, <16 x i64> poison, <16 x i32> zeroinitializer
  %346 = icmp eq i64 %10, %337
  %347 = icmp eq i64 %336, 0
  %348 = and i64 %10, 9223372036854775800
  %349 = insertelement <8 x i64> poison, i64 %12, i64 0
  %350 = shufflevector <8 x i64> %349, <8 x i64> poison, <8 x i32> zeroinitializer
  %351 = insertelement <8 x i64> poison, i64 %17, i64 0
  %352 = shufflevector <8 x i64> %351, <8 x i64> poison, <8 x i32> zeroinitializer
  %353 = insertelement <8 x i64> poison, i64 %14, i64 0
  %354 = shufflevector <8 x i64> %353, <8 x i64> poison, <8 x i32> zeroinitializer
  %355 = insertelement <8 x i64> poison, i64 %68, i64 0
  %356 = shufflevector <8 x i64> %355, <8 x i64> poison, <8 x i32> zeroinitializer
  %357 = icmp eq i64 %10, %348
  br label %359

358:                                              ; preds = %1543, %21
  ret void

359:                                              ; preds = %26, %1543
  %360 = phi i64 [ %3, %26 ], [ %1544, %1543 ]
  %361 = sdiv i64 %360, %9
  %362 = srem i64 %360, %9
  %363 = mul nsw i64 %361, %15
  %364 = getelementptr inbounds float, ptr %22, i64 %363
  %365 = mul i64 %27, %362
  %366 = getelementptr inbounds float, ptr %364, i64 %365
  %367 = mul i64 %361, %18
  %368 = getelementptr inbounds float, ptr %24, i64 %367
  %369 = mul i64 %362, %19
  %370 = getelementptr inbounds float, ptr %368, i64 %369
  br i1 %28, label %454, label %371

371:                                              ; preds = %359
  br i1 %30, label %372, label %1543

372:                                              ; preds = %371, %385
  %373 = phi i64 [ %386, %385 ], [ 0, %371 ]
  br i1 %31, label %374, label %385

374:                                              ; preds = %372
  %375 = mul i64 %373, %29
  %376 = mul nsw i64 %373, %20
  %377 = getelementptr float, ptr %370, i64 %376
  %378 = getelementptr float, ptr %366, i64 %375
  br label %379

379:                                              ; preds = %374, %388
  %380 = phi i64 [ 0, %374 ], [ %389, %388 ]
  br i1 %32, label %381, label %388

381:                                              ; preds = %379
  %382 = mul nuw nsw i64 %380, %6
  %383 = getelementptr float, ptr %377, i64 %382
  %384 = getelementptr float, ptr %378, i64 %380
  br label %391

385:                                              ; preds = %388, %372
  %386 = add nuw nsw i64 %373, 1
  %387 = icmp eq i64 %386, %10
  br i1 %387, label %1543, label %372

388:                                              ; preds = %404, %379
  %389 = add nuw nsw i64 %380, 1
  %390 = icmp eq i64 %389, %5
  br i1 %390, label %385, label %379

391:                                              ; preds = %381, %404
  %392 = phi i64 [ 0, %381 ], [ %406, %404 ]
  %393 = getelementptr float, ptr %383, i64 %392
  %394 = load float, ptr %393, align 4
  br i1 %34, label %395, label %404

395:                                              ; preds = %391
  %396 = getelementptr float, ptr %23, i64 %392
  br label %397

397:                                              ; preds = %395, %422
  %398 = phi i64 [ 0, %395 ], [ %424, %422 ]
  %399 = phi float [ %394, %395 ], [ %423, %422 ]
  br i1 %36, label %400, label %422

400:                                              ; preds = %397
  %401 = mul i64 %33, %398
  %402 = mul nuw nsw i64 %398, %8
  %403 = getelementptr float, ptr %384, i64 %401
  br i1 %211, label %409, label %426

404:                                              ; preds = %422, %391
  %405 = phi float [ %394, %391 ], [ %423, %422 ]
  store float %405, ptr %393, align 4
  %406 = add nuw nsw i64 %392, 1
  %407 = icmp eq i64 %406, %6
  br i1 %407, label %388, label %391

408:                                              ; preds = %426
  br i1 %213, label %422, label %409

409:                                              ; preds = %408, %400
  %410 = phi i64 [ 0, %400 ], [ %451, %408 ]
  %411 = phi float [ %399, %400 ], [ %450, %408 ]
  tail call void @llvm.assume(i1 %214)
  %412 = mul i64 %410, %35
  %413 = getelementptr float, ptr %403, i64 %412
  %414 = load float, ptr %413, align 4
  %415 = add nuw nsw i64 %410, %402
  %416 = mul nuw nsw i64 %415, %5
  %417 = add nuw nsw i64 %416, %380
  %418 = mul nuw nsw i64 %417, %6
  %419 = getelementptr float, ptr %396, i64 %418
  %420 = load float, ptr %419, align 4
  %421 = tail call float @llvm.fma.f32(float %414, float %420, float %411)
  br label %422

422:                                              ; preds = %409, %408, %397
  %423 = phi float [ %399, %397 ], [ %450, %408 ], [ %421, %409 ]
  %424 = add nuw nsw i64 %398, 1
  %425 = icmp eq i64 %424, %7
  br i1 %425, label %404, label %397

426:                                              ; preds = %400, %426
  %427 = phi i64 [ %451, %426 ], [ 0, %400 ]
  %428 = phi float [ %450, %426 ], [ %399, %400 ]
  %429 = phi i64 [ %452, %426 ], [ 0, %400 ]
  %430 = mul i64 %427, %35
  %431 = getelementptr float, ptr %403, i64 %430
  %432 = load float, ptr %431, align 4
  %433 = add nuw nsw i64 %427, %402
  %434 = mul nuw nsw i64 %433, %5
  %435 = add nuw nsw i64 %434, %380
  %436 = mul nuw nsw i64 %435, %6
  %437 = getelementptr float, ptr %396, i64 %436
  %438 = load float, ptr %437, align 4
  %439 = tail call float @llvm.fma.f32(float %432, float %438, float %428)
  %440 = or disjoint i64 %427, 1
  %441 = mul i64 %440, %35
  %442 = getelementptr float, ptr %403, i64 %441
  %443 = load float, ptr %442, align 4
  %444 = add nuw nsw i64 %440, %402
  %445 = mul nuw nsw i64 %444, %5
  %446 = add nuw nsw i64 %445, %380
  %447 = mul nuw nsw i64 %446, %6
  %448 = getelementptr float, ptr %396, i64 %447
  %449 = load float, ptr %448, align 4
  %450 = tail call float @llvm.fma.f32(float %443, float %449, float %439)
  %451 = add nuw nsw i64 %427, 2
  %452 = add i64 %429, 2
  %453 = icmp eq i64 %452, %212
  br i1 %453, label %408, label %426

454:                                              ; preds = %359
  br i1 %39, label %455, label %1279

455:                                              ; preds = %454
  br i1 %42, label %459, label %462

456:                                              ; preds = %487, %462
  %457 = add nuw nsw i64 %463, 8
  %458 = icmp sgt i64 %457, %10
  br i1 %458, label %459, label %462

459:                                              ; preds = %456, %455
  %460 = phi i64 [ 0, %455 ], [ %463, %456 ]
  %461 = icmp slt i64 %460, %10
  br i1 %461, label %827, label %745

462:                                              ; preds = %455, %456
  %463 = phi i64 [ %457, %456 ], [ 8, %455 ]
  %464 = phi i64 [ %463, %456 ], [ 0, %455 ]
  br i1 %43, label %465, label %456

465:                                              ; preds = %462
  %466 = mul nsw i64 %464, %12
  %467 = mul nsw i64 %464, %20
  %468 = or disjoint i64 %464, 1
  %469 = mul nsw i64 %468, %20
  %470 = or disjoint i64 %464, 2
  %471 = mul nsw i64 %470, %20
  %472 = or disjoint i64 %464, 3
  %473 = mul nsw i64 %472, %20
  %474 = or disjoint i64 %464, 4
  %475 = mul nsw i64 %474, %20
  %476 = or disjoint i64 %464, 5
  %477 = mul nsw i64 %476, %20
  %478 = or disjoint i64 %464, 6
  %479 = mul nsw i64 %478, %20
  %480 = or disjoint i64 %464, 7
  %481 = mul nsw i64 %480, %20
  %482 = mul nsw i64 %466, %17
  %483 = add nsw i64 %14, %466
  %484 = mul nsw i64 %483, %17
  %485 = add nsw i64 %57, %466
  %486 = mul nsw i64 %485, %17
  br label %487

487:                                              ; preds = %465, %487
  %488 = phi i64 [ 0, %465 ], [ %743, %487 ]
  %489 = getelementptr float, ptr %366, i64 %488
  %490 = getelementptr float, ptr %23, i64 %488
  %491 = getelementptr float, ptr %370, i64 %488
  %492 = getelementptr float, ptr %491, i64 %481
  %493 = load <16 x float>, ptr %492, align 4
  %494 = getelementptr float, ptr %491, i64 %479
  %495 = load <16 x float>, ptr %494, align 4
  %496 = getelementptr float, ptr %491, i64 %477
  %497 = load <16 x float>, ptr %496, align 4
  %498 = getelementptr float, ptr %491, i64 %475
  %499 = load <16 x float>, ptr %498, align 4
  %500 = getelementptr float, ptr %491, i64 %473
  %501 = load <16 x float>, ptr %500, align 4
  %502 = getelementptr float, ptr %491, i64 %471
  %503 = load <16 x float>, ptr %502, align 4
  %504 = getelementptr float, ptr %491, i64 %469
  %505 = load <16 x float>, ptr %504, align 4
  %506 = getelementptr float, ptr %491, i64 %467
  %507 = load <16 x float>, ptr %506, align 4
  %508 = load <16 x float>, ptr %490, align 4
  %509 = getelementptr float, ptr %489, i64 %482
  %510 = load <16 x float>, ptr %509, align 4
  %511 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %510, <16 x float> %508, <16 x float> %507)
  %512 = getelementptr inbounds float, ptr %509, i64 %29
  %513 = load <16 x float>, ptr %512, align 4
  %514 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %513, <16 x float> %508, <16 x float> %505)
  %515 = getelementptr inbounds float, ptr %509, i64 %51
  %516 = load <16 x float>, ptr %515, align 4
  %517 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %516, <16 x float> %508, <16 x float> %503)
  %518 = getelementptr inbounds float, ptr %509, i64 %52
  %519 = load <16 x float>, ptr %518, align 4
  %520 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %519, <16 x float> %508, <16 x float> %501)
  %521 = getelementptr inbounds float, ptr %509, i64 %53
  %522 = load <16 x float>, ptr %521, align 4
  %523 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %522, <16 x float> %508, <16 x float> %499)
  %524 = getelementptr inbounds float, ptr %509, i64 %54
  %525 = load <16 x float>, ptr %524, align 4
  %526 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %525, <16 x float> %508, <16 x float> %497)
  %527 = getelementptr inbounds float, ptr %509, i64 %55
  %528 = load <16 x float>, ptr %527, align 4
  %529 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %528, <16 x float> %508, <16 x float> %495)
  %530 = getelementptr inbounds float, ptr %509, i64 %56
  %531 = load <16 x float>, ptr %530, align 4
  %532 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %531, <16 x float> %508, <16 x float> %493)
  %533 = getelementptr float, ptr %490, i64 %5
  %534 = load <16 x float>, ptr %533, align 4
  %535 = getelementptr float, ptr %489, i64 %484
  %536 = load <16 x float>, ptr %535, align 4
  %537 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %536, <16 x float> %534, <16 x float> %511)
  %538 = getelementptr inbounds float, ptr %535, i64 %29
  %539 = load <16 x float>, ptr %538, align 4
  %540 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %539, <16 x float> %534, <16 x float> %514)
  %541 = getelementptr inbounds float, ptr %535, i64 %51
  %542 = load <16 x float>, ptr %541, align 4
  %543 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %542, <16 x float> %534, <16 x float> %517)
  %544 = getelementptr inbounds float, ptr %535, i64 %52
  %545 = load <16 x float>, ptr %544, align 4
  %546 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %545, <16 x float> %534, <16 x float> %520)
  %547 = getelementptr inbounds float, ptr %535, i64 %53
  %548 = load <16 x float>, ptr %547, align 4
  %549 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %548, <16 x float> %534, <16 x float> %523)
  %550 = getelementptr inbounds float, ptr %535, i64 %54
  %551 = load <16 x float>, ptr %550, align 4
  %552 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %551, <16 x float> %534, <16 x float> %526)
  %553 = getelementptr inbounds float, ptr %535, i64 %55
  %554 = load <16 x float>, ptr %553, align 4
  %555 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %554, <16 x float> %534, <16 x float> %529)
  %556 = getelementptr inbounds float, ptr %535, i64 %56
  %557 = load <16 x float>, ptr %556, align 4
  %558 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %557, <16 x float> %534, <16 x float> %532)
  %559 = getelementptr i8, ptr %490, i64 %225
  %560 = load <16 x float>, ptr %559, align 4
  %561 = getelementptr float, ptr %489, i64 %486
  %562 = load <16 x float>, ptr %561, align 4
  %563 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %562, <16 x float> %560, <16 x float> %537)
  %564 = getelementptr inbounds float, ptr %561, i64 %29
  %565 = load <16 x float>, ptr %564, align 4
  %566 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %565, <16 x float> %560, <16 x float> %540)
  %567 = getelementptr inbounds float, ptr %561, i64 %51
  %568 = load <16 x float>, ptr %567, align 4
  %569 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %568, <16 x float> %560, <16 x float> %543)
  %570 = getelementptr inbounds float, ptr %561, i64 %52
  %571 = load <16 x float>, ptr %570, align 4
  %572 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %571, <16 x float> %560, <16 x float> %546)
  %573 = getelementptr inbounds float, ptr %561, i64 %53
  %574 = load <16 x float>, ptr %573, align 4
  %575 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %574, <16 x float> %560, <16 x float> %549)
  %576 = getelementptr inbounds float, ptr %561, i64 %54
  %577 = load <16 x float>, ptr %576, align 4
  %578 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %577, <16 x float> %560, <16 x float> %552)
  %579 = getelementptr inbounds float, ptr %561, i64 %55
  %580 = load <16 x float>, ptr %579, align 4
  %581 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %580, <16 x float> %560, <16 x float> %555)
  %582 = getelementptr inbounds float, ptr %561, i64 %56
  %583 = load <16 x float>, ptr %582, align 4
  %584 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %583, <16 x float> %560, <16 x float> %558)
  %585 = getelementptr float, ptr %489, i64 %33
  %586 = getelementptr i8, ptr %490, i64 %226
  %587 = load <16 x float>, ptr %586, align 4
  %588 = getelementptr float, ptr %585, i64 %482
  %589 = load <16 x float>, ptr %588, align 4
  %590 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %589, <16 x float> %587, <16 x float> %563)
  %591 = getelementptr inbounds float, ptr %588, i64 %29
  %592 = load <16 x float>, ptr %591, align 4
  %593 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %592, <16 x float> %587, <16 x float> %566)
  %594 = getelementptr inbounds float, ptr %588, i64 %51
  %595 = load <16 x float>, ptr %594, align 4
  %596 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %595, <16 x float> %587, <16 x float> %569)
  %597 = getelementptr inbounds float, ptr %588, i64 %52
  %598 = load <16 x float>, ptr %597, align 4
  %599 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %598, <16 x float> %587, <16 x float> %572)
  %600 = getelementptr inbounds float, ptr %588, i64 %53
  %601 = load <16 x float>, ptr %600, align 4
  %602 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %601, <16 x float> %587, <16 x float> %575)
  %603 = getelementptr inbounds float, ptr %588, i64 %54
  %604 = load <16 x float>, ptr %603, align 4
  %605 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %604, <16 x float> %587, <16 x float> %578)
  %606 = getelementptr inbounds float, ptr %588, i64 %55
  %607 = load <16 x float>, ptr %606, align 4
  %608 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %607, <16 x float> %587, <16 x float> %581)
  %609 = getelementptr inbounds float, ptr %588, i64 %56
  %610 = load <16 x float>, ptr %609, align 4
  %611 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %610, <16 x float> %587, <16 x float> %584)
  %612 = getelementptr i8, ptr %490, i64 %227
  %613 = load <16 x float>, ptr %612, align 4
  %614 = getelementptr float, ptr %585, i64 %484
  %615 = load <16 x float>, ptr %614, align 4
  %616 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %615, <16 x float> %613, <16 x float> %590)
  %617 = getelementptr inbounds float, ptr %614, i64 %29
  %618 = load <16 x float>, ptr %617, align 4
  %619 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %618, <16 x float> %613, <16 x float> %593)
  %620 = getelementptr inbounds float, ptr %614, i64 %51
  %621 = load <16 x float>, ptr %620, align 4
  %622 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %621, <16 x float> %613, <16 x float> %596)
  %623 = getelementptr inbounds float, ptr %614, i64 %52
  %624 = load <16 x float>, ptr %623, align 4
  %625 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %624, <16 x float> %613, <16 x float> %599)
  %626 = getelementptr inbounds float, ptr %614, i64 %53
  %627 = load <16 x float>, ptr %626, align 4
  %628 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %627, <16 x float> %613, <16 x float> %602)
  %629 = getelementptr inbounds float, ptr %614, i64 %54
  %630 = load <16 x float>, ptr %629, align 4
  %631 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %630, <16 x float> %613, <16 x float> %605)
  %632 = getelementptr inbounds float, ptr %614, i64 %55
  %633 = load <16 x float>, ptr %632, align 4
  %634 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %633, <16 x float> %613, <16 x float> %608)
  %635 = getelementptr inbounds float, ptr %614, i64 %56
  %636 = load <16 x float>, ptr %635, align 4
  %637 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %636, <16 x float> %613, <16 x float> %611)
  %638 = getelementptr i8, ptr %490, i64 %228
  %639 = load <16 x float>, ptr %638, align 4
  %640 = getelementptr float, ptr %585, i64 %486
  %641 = load <16 x float>, ptr %640, align 4
  %642 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %641, <16 x float> %639, <16 x float> %616)
  %643 = getelementptr inbounds float, ptr %640, i64 %29
  %644 = load <16 x float>, ptr %643, align 4
  %645 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %644, <16 x float> %639, <16 x float> %619)
  %646 = getelementptr inbounds float, ptr %640, i64 %51
  %647 = load <16 x float>, ptr %646, align 4
  %648 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %647, <16 x float> %639, <16 x float> %622)
  %649 = getelementptr inbounds float, ptr %640, i64 %52
  %650 = load <16 x float>, ptr %649, align 4
  %651 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %650, <16 x float> %639, <16 x float> %625)
  %652 = getelementptr inbounds float, ptr %640, i64 %53
  %653 = load <16 x float>, ptr %652, align 4
  %654 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %653, <16 x float> %639, <16 x float> %628)
  %655 = getelementptr inbounds float, ptr %640, i64 %54
  %656 = load <16 x float>, ptr %655, align 4
  %657 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %656, <16 x float> %639, <16 x float> %631)
  %658 = getelementptr inbounds float, ptr %640, i64 %55
  %659 = load <16 x float>, ptr %658, align 4
  %660 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %659, <16 x float> %639, <16 x float> %634)
  %661 = getelementptr inbounds float, ptr %640, i64 %56
  %662 = load <16 x float>, ptr %661, align 4
  %663 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %662, <16 x float> %639, <16 x float> %637)
  %664 = getelementptr i8, ptr %489, i64 %229
  %665 = getelementptr i8, ptr %490, i64 %230
  %666 = load <16 x float>, ptr %665, align 4
  %667 = getelementptr float, ptr %664, i64 %482
  %668 = load <16 x float>, ptr %667, align 4
  %669 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %668, <16 x float> %666, <16 x float> %642)
  %670 = getelementptr inbounds float, ptr %667, i64 %29
  %671 = load <16 x float>, ptr %670, align 4
  %672 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %671, <16 x float> %666, <16 x float> %645)
  %673 = getelementptr inbounds float, ptr %667, i64 %51
  %674 = load <16 x float>, ptr %673, align 4
  %675 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %674, <16 x float> %666, <16 x float> %648)
  %676 = getelementptr inbounds float, ptr %667, i64 %52
  %677 = load <16 x float>, ptr %676, align 4
  %678 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %677, <16 x float> %666, <16 x float> %651)
  %679 = getelementptr inbounds float, ptr %667, i64 %53
  %680 = load <16 x float>, ptr %679, align 4
  %681 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %680, <16 x float> %666, <16 x float> %654)
  %682 = getelementptr inbounds float, ptr %667, i64 %54
  %683 = load <16 x float>, ptr %682, align 4
  %684 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %683, <16 x float> %666, <16 x float> %657)
  %685 = getelementptr inbounds float, ptr %667, i64 %55
  %686 = load <16 x float>, ptr %685, align 4
  %687 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %686, <16 x float> %666, <16 x float> %660)
  %688 = getelementptr inbounds float, ptr %667, i64 %56
  %689 = load <16 x float>, ptr %688, align 4
  %690 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %689, <16 x float> %666, <16 x float> %663)
  %691 = getelementptr i8, ptr %490, i64 %231
  %692 = load <16 x float>, ptr %691, align 4
  %693 = getelementptr float, ptr %664, i64 %484
  %694 = load <16 x float>, ptr %693, align 4
  %695 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %694, <16 x float> %692, <16 x float> %669)
  %696 = getelementptr inbounds float, ptr %693, i64 %29
  %697 = load <16 x float>, ptr %696, align 4
  %698 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %697, <16 x float> %692, <16 x float> %672)
  %699 = getelementptr inbounds float, ptr %693, i64 %51
  %700 = load <16 x float>, ptr %699, align 4
  %701 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %700, <16 x float> %692, <16 x float> %675)
  %702 = getelementptr inbounds float, ptr %693, i64 %52
  %703 = load <16 x float>, ptr %702, align 4
  %704 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %703, <16 x float> %692, <16 x float> %678)
  %705 = getelementptr inbounds float, ptr %693, i64 %53
  %706 = load <16 x float>, ptr %705, align 4
  %707 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %706, <16 x float> %692, <16 x float> %681)
  %708 = getelementptr inbounds float, ptr %693, i64 %54
  %709 = load <16 x float>, ptr %708, align 4
  %710 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %709, <16 x float> %692, <16 x float> %684)
  %711 = getelementptr inbounds float, ptr %693, i64 %55
  %712 = load <16 x float>, ptr %711, align 4
  %713 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %712, <16 x float> %692, <16 x float> %687)
  %714 = getelementptr inbounds float, ptr %693, i64 %56
  %715 = load <16 x float>, ptr %714, align 4
  %716 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %715, <16 x float> %692, <16 x float> %690)
  %717 = getelementptr i8, ptr %490, i64 %232
  %718 = load <16 x float>, ptr %717, align 4
  %719 = getelementptr float, ptr %664, i64 %486
  %720 = load <16 x float>, ptr %719, align 4
  %721 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %720, <16 x float> %718, <16 x float> %695)
  %722 = getelementptr inbounds float, ptr %719, i64 %29
  %723 = load <16 x float>, ptr %722, align 4
  %724 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %723, <16 x float> %718, <16 x float> %698)
  %725 = getelementptr inbounds float, ptr %719, i64 %51
  %726 = load <16 x float>, ptr %725, align 4
  %727 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %726, <16 x float> %718, <16 x float> %701)
  %728 = getelementptr inbounds float, ptr %719, i64 %52
  %729 = load <16 x float>, ptr %728, align 4
  %730 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %729, <16 x float> %718, <16 x float> %704)
  %731 = getelementptr inbounds float, ptr %719, i64 %53
  %732 = load <16 x float>, ptr %731, align 4
  %733 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %732, <16 x float> %718, <16 x float> %707)
  %734 = getelementptr inbounds float, ptr %719, i64 %54
  %735 = load <16 x float>, ptr %734, align 4
  %736 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %735, <16 x float> %718, <16 x float> %710)
  %737 = getelementptr inbounds float, ptr %719, i64 %55
  %738 = load <16 x float>, ptr %737, align 4
  %739 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %738, <16 x float> %718, <16 x float> %713)
  %740 = getelementptr inbounds float, ptr %719, i64 %56
  %741 = load <16 x float>, ptr %740, align 4
  %742 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %741, <16 x float> %718, <16 x float> %716)
  store <16 x float> %721, ptr %506, align 4
  store <16 x float> %724, ptr %504, align 4
  store <16 x float> %727, ptr %502, align 4
  store <16 x float> %730, ptr %500, align 4
  store <16 x float> %733, ptr %498, align 4
  store <16 x float> %736, ptr %496, align 4
  store <16 x float> %739, ptr %494, align 4
  store <16 x float> %742, ptr %492, align 4
  %743 = add nuw nsw i64 %488, 16
  %744 = icmp slt i64 %743, %41
  br i1 %744, label %487, label %456

745:                                              ; preds = %838, %459
  br i1 %44, label %746, label %1543

746:                                              ; preds = %745
  %747 = mul i64 %84, %362
  %748 = mul i64 %85, %361
  %749 = mul i64 %95, %362
  %750 = add i64 %94, %749
  %751 = mul i64 %16, %750
  %752 = add i64 %101, %749
  %753 = mul i64 %16, %752
  %754 = mul i64 %110, %362
  %755 = mul i64 %111, %361
  %756 = getelementptr i8, ptr %109, i64 %754
  %757 = getelementptr i8, ptr %756, i64 %755
  %758 = add i64 %116, %369
  %759 = add i64 %758, %367
  %760 = shl i64 %759, 2
  %761 = getelementptr i8, ptr %112, i64 %760
  %762 = mul i64 %158, %361
  %763 = mul i64 %160, %362
  %764 = add i64 %159, %763
  %765 = mul i64 %16, %764
  %766 = add i64 %186, %763
  %767 = mul i64 %16, %766
  %768 = mul i64 %199, %362
  %769 = insertelement <16 x ptr> poison, ptr %757, i64 0
  %770 = shufflevector <16 x ptr> %769, <16 x ptr> poison, <16 x i32> zeroinitializer
  %771 = insertelement <16 x ptr> poison, ptr %761, i64 0
  %772 = shufflevector <16 x ptr> %771, <16 x ptr> poison, <16 x i32> zeroinitializer
  %773 = getelementptr i8, ptr %251, i64 %762
  %774 = getelementptr i8, ptr %773, i64 %765
  %775 = getelementptr i8, ptr %252, i64 %762
  %776 = getelementptr i8, ptr %775, i64 %765
  %777 = getelementptr i8, ptr %253, i64 %762
  %778 = getelementptr i8, ptr %777, i64 %765
  %779 = getelementptr i8, ptr %254, i64 %762
  %780 = getelementptr i8, ptr %779, i64 %765
  %781 = getelementptr i8, ptr %255, i64 %762
  %782 = getelementptr i8, ptr %781, i64 %765
  %783 = getelementptr i8, ptr %256, i64 %762
  %784 = getelementptr i8, ptr %783, i64 %765
  %785 = getelementptr i8, ptr %257, i64 %762
  %786 = getelementptr i8, ptr %785, i64 %767
  %787 = getelementptr i8, ptr %258, i64 %762
  %788 = getelementptr i8, ptr %787, i64 %767
  %789 = getelementptr i8, ptr %259, i64 %762
  %790 = getelementptr i8, ptr %789, i64 %767
  %791 = getelementptr i8, ptr %260, i64 %762
  %792 = getelementptr i8, ptr %791, i64 %767
  %793 = getelementptr i8, ptr %261, i64 %762
  %794 = getelementptr i8, ptr %793, i64 %767
  %795 = getelementptr i8, ptr %262, i64 %762
  %796 = getelementptr i8, ptr %795, i64 %767
  %797 = getelementptr i8, ptr %263, i64 %768
  %798 = getelementptr i8, ptr %797, i64 %762
  %799 = getelementptr i8, ptr %264, i64 %768
  %800 = getelementptr i8, ptr %799, i64 %762
  %801 = getelementptr i8, ptr %265, i64 %768
  %802 = getelementptr i8, ptr %801, i64 %762
  %803 = getelementptr i8, ptr %266, i64 %768
  %804 = getelementptr i8, ptr %803, i64 %762
  %805 = getelementptr i8, ptr %267, i64 %768
  %806 = getelementptr i8, ptr %805, i64 %762
  %807 = getelementptr i8, ptr %268, i64 %768
  %808 = getelementptr i8, ptr %807, i64 %762
  %809 = getelementptr i8, ptr %269, i64 %747
  %810 = getelementptr i8, ptr %809, i64 %748
  %811 = getelementptr i8, ptr %270, i64 %747
  %812 = getelementptr i8, ptr %811, i64 %748
  %813 = getelementptr i8, ptr %271, i64 %747
  %814 = getelementptr i8, ptr %813, i64 %748
  %815 = getelementptr i8, ptr %272, i64 %748
  %816 = getelementptr i8, ptr %815, i64 %751
  %817 = getelementptr i8, ptr %273, i64 %748
  %818 = getelementptr i8, ptr %817, i64 %751
  %819 = getelementptr i8, ptr %274, i64 %748
  %820 = getelementptr i8, ptr %819, i64 %751
  %821 = getelementptr i8, ptr %275, i64 %748
  %822 = getelementptr i8, ptr %821, i64 %753
  %823 = getelementptr i8, ptr %276, i64 %748
  %824 = getelementptr i8, ptr %823, i64 %753
  %825 = getelementptr i8, ptr %277, i64 %748
  %826 = getelementptr i8, ptr %825, i64 %753
  br label %895

827:                                              ; preds = %459, %838
  %828 = phi i64 [ %839, %838 ], [ %460, %459 ]
  br i1 %43, label %829, label %838

829:                                              ; preds = %827
  %830 = mul nsw i64 %828, %20
  %831 = getelementptr inbounds float, ptr %370, i64 %830
  %832 = mul nsw i64 %828, %12
  %833 = mul nsw i64 %832, %17
  %834 = add nsw i64 %14, %832
  %835 = mul nsw i64 %834, %17
  %836 = add nsw i64 %58, %832
  %837 = mul nsw i64 %836, %17
  br label %841

838:                                              ; preds = %841, %827
  %839 = add nuw nsw i64 %828, 1
  %840 = icmp eq i64 %839, %10
  br i1 %840, label %745, label %827

841:                                              ; preds = %829, %841
  %842 = phi i64 [ 0, %829 ], [ %893, %841 ]
  %843 = getelementptr inbounds nuw float, ptr %831, i64 %842
  %844 = load <16 x float>, ptr %843, align 4
  %845 = getelementptr float, ptr %366, i64 %842
  %846 = getelementptr float, ptr %23, i64 %842
  %847 = getelementptr float, ptr %845, i64 %833
  %848 = load <16 x float>, ptr %847, align 4
  %849 = load <16 x float>, ptr %846, align 4
  %850 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %848, <16 x float> %849, <16 x float> %844)
  %851 = getelementptr float, ptr %845, i64 %835
  %852 = load <16 x float>, ptr %851, align 4
  %853 = getelementptr float, ptr %846, i64 %5
  %854 = load <16 x float>, ptr %853, align 4
  %855 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %852, <16 x float> %854, <16 x float> %850)
  %856 = getelementptr float, ptr %845, i64 %837
  %857 = load <16 x float>, ptr %856, align 4
  %858 = getelementptr i8, ptr %846, i64 %59
  %859 = load <16 x float>, ptr %858, align 4
  %860 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %857, <16 x float> %859, <16 x float> %855)
  %861 = getelementptr float, ptr %845, i64 %33
  %862 = getelementptr float, ptr %861, i64 %833
  %863 = load <16 x float>, ptr %862, align 4
  %864 = getelementptr i8, ptr %846, i64 %60
  %865 = load <16 x float>, ptr %864, align 4
  %866 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %863, <16 x float> %865, <16 x float> %860)
  %867 = getelementptr float, ptr %861, i64 %835
  %868 = load <16 x float>, ptr %867, align 4
  %869 = getelementptr i8, ptr %846, i64 %61
  %870 = load <16 x float>, ptr %869, align 4
  %871 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %868, <16 x float> %870, <16 x float> %866)
  %872 = getelementptr float, ptr %861, i64 %837
  %873 = load <16 x float>, ptr %872, align 4
  %874 = getelementptr i8, ptr %846, i64 %62
  %875 = load <16 x float>, ptr %874, align 4
  %876 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %873, <16 x float> %875, <16 x float> %871)
  %877 = getelementptr i8, ptr %845, i64 %63
  %878 = getelementptr float, ptr %877, i64 %833
  %879 = load <16 x float>, ptr %878, align 4
  %880 = getelementptr i8, ptr %846, i64 %64
  %881 = load <16 x float>, ptr %880, align 4
  %882 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %879, <16 x float> %881, <16 x float> %876)
  %883 = getelementptr float, ptr %877, i64 %835
  %884 = load <16 x float>, ptr %883, align 4
  %885 = getelementptr i8, ptr %846, i64 %65
  %886 = load <16 x float>, ptr %885, align 4
  %887 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %884, <16 x float> %886, <16 x float> %882)
  %888 = getelementptr float, ptr %877, i64 %837
  %889 = load <16 x float>, ptr %888, align 4
  %890 = getelementptr i8, ptr %846, i64 %66
  %891 = load <16 x float>, ptr %890, align 4
  %892 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %889, <16 x float> %891, <16 x float> %887)
  store <16 x float> %892, ptr %843, align 4
  %893 = add nuw nsw i64 %842, 16
  %894 = icmp slt i64 %893, %41
  br i1 %894, label %841, label %838

895:                                              ; preds = %746, %1275
  %896 = phi i64 [ 0, %746 ], [ %1278, %1275 ]
  %897 = phi i64 [ %41, %746 ], [ %1276, %1275 ]
  %898 = shl i64 %896, 2
  %899 = getelementptr i8, ptr %774, i64 %898
  %900 = getelementptr i8, ptr %776, i64 %898
  %901 = getelementptr i8, ptr %778, i64 %898
  %902 = getelementptr i8, ptr %780, i64 %898
  %903 = icmp ult ptr %901, %902
  %904 = icmp ult ptr %899, %900
  %905 = insertelement <2 x ptr> poison, ptr %899, i64 0
  %906 = insertelement <2 x ptr> %905, ptr %901, i64 1
  %907 = insertelement <2 x ptr> poison, ptr %900, i64 0
  %908 = insertelement <2 x ptr> %907, ptr %902, i64 1
  %909 = insertelement <2 x i1> poison, i1 %904, i64 0
  %910 = insertelement <2 x i1> %909, i1 %903, i64 1
  %911 = select <2 x i1> %910, <2 x ptr> %906, <2 x ptr> %908
  %912 = icmp ugt ptr %901, %902
  %913 = icmp ugt ptr %899, %900
  %914 = insertelement <2 x i1> poison, i1 %913, i64 0
  %915 = insertelement <2 x i1> %914, i1 %912, i64 1
  %916 = select <2 x i1> %915, <2 x ptr> %906, <2 x ptr> %908
  %917 = getelementptr i8, <2 x ptr> %916, i64 4
  %918 = getelementptr i8, ptr %782, i64 %898
  %919 = getelementptr i8, ptr %784, i64 %898
  %920 = icmp ult ptr %918, %919
  %921 = select i1 %920, ptr %918, ptr %919
  %922 = icmp ugt ptr %918, %919
  %923 = select i1 %922, ptr %918, ptr %919
  %924 = getelementptr i8, ptr %923, i64 4
  %925 = getelementptr i8, ptr %786, i64 %898
  %926 = getelementptr i8, ptr %788, i64 %898
  %927 = getelementptr i8, ptr %790, i64 %898
  %928 = getelementptr i8, ptr %792, i64 %898
  %929 = getelementptr i8, ptr %794, i64 %898
  %930 = getelementptr i8, ptr %796, i64 %898
  %931 = getelementptr i8, ptr %798, i64 %898
  %932 = getelementptr i8, ptr %800, i64 %898
  %933 = icmp ult ptr %931, %932
  %934 = icmp ult ptr %929, %930
  %935 = icmp ult ptr %927, %928
  %936 = icmp ult ptr %925, %926
  %937 = insertelement <4 x ptr> poison, ptr %925, i64 0
  %938 = insertelement <4 x ptr> %937, ptr %927, i64 1
  %939 = insertelement <4 x ptr> %938, ptr %929, i64 2
  %940 = insertelement <4 x ptr> %939, ptr %931, i64 3
  %941 = insertelement <4 x ptr> poison, ptr %926, i64 0
  %942 = insertelement <4 x ptr> %941, ptr %928, i64 1
  %943 = insertelement <4 x ptr> %942, ptr %930, i64 2
  %944 = insertelement <4 x ptr> %943, ptr %932, i64 3
  %945 = icmp ugt <4 x ptr> %940, %944
  %946 = select <4 x i1> %945, <4 x ptr> %940, <4 x ptr> %944
  %947 = insertelement <4 x i1> poison, i1 %936, i64 0
  %948 = insertelement <4 x i1> %947, i1 %935, i64 1
  %949 = insertelement <4 x i1> %948, i1 %934, i64 2
  %950 = insertelement <4 x i1> %949, i1 %933, i64 3
  %951 = select <4 x i1> %950, <4 x ptr> %940, <4 x ptr> %944
  %952 = getelementptr i8, <4 x ptr> %946, i64 4
  %953 = getelementptr i8, ptr %802, i64 %898
  %954 = getelementptr i8, ptr %804, i64 %898
  %955 = icmp ult ptr %953, %954
  %956 = select i1 %955, ptr %953, ptr %954
  %957 = icmp ugt ptr %953, %954
  %958 = select i1 %957, ptr %953, ptr %954
  %959 = getelementptr i8, ptr %958, i64 4
  %960 = getelementptr i8, ptr %806, i64 %898
  %961 = getelementptr i8, ptr %808, i64 %898
  %962 = icmp ult ptr %960, %961
  %963 = select i1 %962, ptr %960, ptr %961
  %964 = icmp ugt ptr %960, %961
  %965 = select i1 %964, ptr %960, ptr %961
  %966 = getelementptr i8, ptr %965, i64 4
  %967 = shl i64 %896, 2
  %968 = getelementptr i8, ptr %810, i64 %967
  %969 = getelementptr i8, ptr %812, i64 %967
  %970 = getelementptr i8, ptr %814, i64 %967
  %971 = getelementptr i8, ptr %816, i64 %967
  %972 = getelementptr i8, ptr %818, i64 %967
  %973 = getelementptr i8, ptr %820, i64 %967
  %974 = getelementptr i8, ptr %822, i64 %967
  %975 = getelementptr i8, ptr %824, i64 %967
  %976 = getelementptr i8, ptr %826, i64 %967
  %977 = getelementptr float, ptr %370, i64 %897
  br i1 %30, label %978, label %1275

978:                                              ; preds = %895
  %979 = getelementptr float, ptr %366, i64 %897
  %980 = getelementptr float, ptr %23, i64 %897
  %981 = getelementptr i8, ptr %979, i64 %67
  %982 = getelementptr float, ptr %980, i64 %5
  %983 = getelementptr i8, ptr %980, i64 %69
  %984 = getelementptr float, ptr %979, i64 %33
  %985 = getelementptr i8, ptr %980, i64 %70
  %986 = getelementptr i8, ptr %980, i64 %71
  %987 = getelementptr i8, ptr %980, i64 %72
  %988 = getelementptr i8, ptr %980, i64 %73
  %989 = getelementptr i8, ptr %980, i64 %74
  %990 = getelementptr i8, ptr %980, i64 %75
  br i1 %278, label %1224, label %991

991:                                              ; preds = %978
  %992 = getelementptr i8, ptr %968, i64 %283
  %993 = getelementptr i8, ptr %968, i64 %285
  %994 = icmp ult ptr %992, %968
  %995 = icmp ugt ptr %993, %968
  %996 = select i1 %280, i1 %995, i1 %994
  %997 = getelementptr i8, ptr %969, i64 %289
  %998 = getelementptr i8, ptr %969, i64 %291
  %999 = icmp ult ptr %997, %969
  %1000 = icmp ugt ptr %998, %969
  %1001 = select i1 %286, i1 %1000, i1 %999
  %1002 = or i1 %1001, %290
  %1003 = getelementptr i8, ptr %970, i64 %295
  %1004 = getelementptr i8, ptr %970, i64 %297
  %1005 = icmp ult ptr %1003, %970
  %1006 = icmp ugt ptr %1004, %970
  %1007 = select i1 %292, i1 %1006, i1 %1005
  %1008 = or i1 %1007, %296
  %1009 = getelementptr i8, ptr %971, i64 %301
  %1010 = getelementptr i8, ptr %971, i64 %303
  %1011 = icmp ult ptr %1009, %971
  %1012 = icmp ugt ptr %1010, %971
  %1013 = select i1 %298, i1 %1012, i1 %1011
  %1014 = or i1 %1013, %302
  %1015 = getelementptr i8, ptr %972, i64 %307
  %1016 = getelementptr i8, ptr %972, i64 %309
  %1017 = icmp ult ptr %1015, %972
  %1018 = icmp ugt ptr %1016, %972
  %1019 = select i1 %304, i1 %1018, i1 %1017
  %1020 = or i1 %1019, %308
  %1021 = getelementptr i8, ptr %973, i64 %313
  %1022 = getelementptr i8, ptr %973, i64 %315
  %1023 = icmp ult ptr %1021, %973
  %1024 = icmp ugt ptr %1022, %973
  %1025 = select i1 %310, i1 %1024, i1 %1023
  %1026 = or i1 %1025, %314
  %1027 = getelementptr i8, ptr %974, i64 %319
  %1028 = getelementptr i8, ptr %974, i64 %321
  %1029 = icmp ult ptr %1027, %974
  %1030 = icmp ugt ptr %1028, %974
  %1031 = select i1 %316, i1 %1030, i1 %1029
  %1032 = or i1 %1031, %320
  %1033 = getelementptr i8, ptr %975, i64 %325
  %1034 = getelementptr i8, ptr %975, i64 %327
  %1035 = icmp ult ptr %1033, %975
  %1036 = icmp ugt ptr %1034, %975
  %1037 = select i1 %322, i1 %1036, i1 %1035
  %1038 = or i1 %1037, %326
  %1039 = getelementptr i8, ptr %976, i64 %331
  %1040 = getelementptr i8, ptr %976, i64 %333
  %1041 = icmp ult ptr %1039, %976
  %1042 = icmp ugt ptr %1040, %976
  %1043 = select i1 %328, i1 %1042, i1 %1041
  %1044 = or i1 %1043, %332
  %1045 = or i1 %996, %334
  %1046 = or i1 %1045, %1002
  %1047 = or i1 %1046, %1008
  %1048 = or i1 %1047, %1014
  %1049 = or i1 %1048, %1020
  %1050 = or i1 %1049, %1026
  %1051 = or i1 %1050, %1032
  %1052 = or i1 %1051, %1038
  %1053 = or i1 %1052, %1044
  br i1 %1053, label %1224, label %1054

1054:                                             ; preds = %991
  %1055 = shufflevector <2 x ptr> %917, <2 x ptr> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1056 = shufflevector <16 x ptr> %241, <16 x ptr> %1055, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 16, i32 17, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1057 = insertelement <16 x ptr> %1056, ptr %924, i64 11
  %1058 = shufflevector <4 x ptr> %952, <4 x ptr> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1059 = shufflevector <16 x ptr> %1057, <16 x ptr> %1058, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 18, i32 19>
  %1060 = icmp ult <16 x ptr> %770, %1059
  %1061 = shufflevector <2 x ptr> %911, <2 x ptr> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1062 = shufflevector <16 x ptr> %250, <16 x ptr> %1061, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 16, i32 17, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1063 = insertelement <16 x ptr> %1062, ptr %921, i64 11
  %1064 = shufflevector <4 x ptr> %951, <4 x ptr> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1065 = shufflevector <16 x ptr> %1063, <16 x ptr> %1064, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 18, i32 19>
  %1066 = icmp ult <16 x ptr> %1065, %772
  %1067 = and <16 x i1> %1060, %1066
  %1068 = icmp ult ptr %757, %959
  %1069 = icmp ult ptr %956, %761
  %1070 = and i1 %1068, %1069
  %1071 = icmp ult ptr %757, %966
  %1072 = icmp ult ptr %963, %761
  %1073 = and i1 %1071, %1072
  %1074 = bitcast <16 x i1> %1067 to i16
  %1075 = icmp ne i16 %1074, 0
  %1076 = or i1 %1075, %1070
  %1077 = or i1 %1076, %1073
  br i1 %1077, label %1224, label %1078

1078:                                             ; preds = %1054
  br i1 %335, label %1150, label %1079

1079:                                             ; preds = %1078
  %1080 = load float, ptr %990, align 4
  %1081 = insertelement <16 x float> poison, float %1080, i64 0
  %1082 = shufflevector <16 x float> %1081, <16 x float> poison, <16 x i32> zeroinitializer
  %1083 = load float, ptr %989, align 4
  %1084 = insertelement <16 x float> poison, float %1083, i64 0
  %1085 = shufflevector <16 x float> %1084, <16 x float> poison, <16 x i32> zeroinitializer
  %1086 = load float, ptr %988, align 4
  %1087 = insertelement <16 x float> poison, float %1086, i64 0
  %1088 = shufflevector <16 x float> %1087, <16 x float> poison, <16 x i32> zeroinitializer
  %1089 = load float, ptr %987, align 4
  %1090 = insertelement <16 x float> poison, float %1089, i64 0
  %1091 = shufflevector <16 x float> %1090, <16 x float> poison, <16 x i32> zeroinitializer
  %1092 = load float, ptr %986, align 4
  %1093 = insertelement <16 x float> poison, float %1092, i64 0
  %1094 = shufflevector <16 x float> %1093, <16 x float> poison, <16 x i32> zeroinitializer
  %1095 = load float, ptr %985, align 4
  %1096 = insertelement <16 x float> poison, float %1095, i64 0
  %1097 = shufflevector <16 x float> %1096, <16 x float> poison, <16 x i32> zeroinitializer
  %1098 = load float, ptr %983, align 4
  %1099 = insertelement <16 x float> poison, float %1098, i64 0
  %1100 = shufflevector <16 x float> %1099, <16 x float> poison, <16 x i32> zeroinitializer
  %1101 = load float, ptr %982, align 4
  %1102 = insertelement <16 x float> poison, float %1101, i64 0
  %1103 = shufflevector <16 x float> %1102, <16 x float> poison, <16 x i32> zeroinitializer
  %1104 = load float, ptr %980, align 4
  %1105 = insertelement <16 x float> poison, float %1104, i64 0
  %1106 = shufflevector <16 x float> %1105, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1107

1107:                                             ; preds = %1107, %1079
  %1108 = phi i64 [ 0, %1079 ], [ %1145, %1107 ]
  %1109 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %1079 ], [ %1146, %1107 ]
  %1110 = getelementptr float, ptr %977, i64 %1108
  %1111 = load <16 x float>, ptr %1110, align 4
  %1112 = mul nsw <16 x i64> %1109, %339
  %1113 = mul nsw <16 x i64> %1112, %341
  %1114 = getelementptr float, ptr %979, <16 x i64> %1113
  %1115 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %1114, <16 x i1> splat (i1 true), <16 x float> poison)
  %1116 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1115, <16 x float> %1106, <16 x float> %1111)
  %1117 = add nsw <16 x i64> %343, %1112
  %1118 = mul nsw <16 x i64> %1117, %341
  %1119 = getelementptr float, ptr %979, <16 x i64> %1118
  %1120 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %1119, <16 x i1> splat (i1 true), <16 x float> poison)
  %1121 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1120, <16 x float> %1103, <16 x float> %1116)
  %1122 = add nsw <16 x i64> %345, %1112
  %1123 = mul nsw <16 x i64> %1122, %341
  %1124 = getelementptr float, ptr %979, <16 x i64> %1123
  %1125 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %1124, <16 x i1> splat (i1 true), <16 x float> poison)
  %1126 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1125, <16 x float> %1100, <16 x float> %1121)
  %1127 = getelementptr float, ptr %984, <16 x i64> %1113
  %1128 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %1127, <16 x i1> splat (i1 true), <16 x float> poison)
  %1129 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1128, <16 x float> %1097, <16 x float> %1126)
  %1130 = getelementptr float, ptr %984, <16 x i64> %1118
  %1131 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %1130, <16 x i1> splat (i1 true), <16 x float> poison)
  %1132 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1131, <16 x float> %1094, <16 x float> %1129)
  %1133 = getelementptr float, ptr %984, <16 x i64> %1123
  %1134 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %1133, <16 x i1> splat (i1 true), <16 x float> poison)
  %1135 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1134, <16 x float> %1091, <16 x float> %1132)
  %1136 = getelementptr float, ptr %981, <16 x i64> %1113
  %1137 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %1136, <16 x i1> splat (i1 true), <16 x float> poison)
  %1138 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1137, <16 x float> %1088, <16 x float> %1135)
  %1139 = getelementptr float, ptr %981, <16 x i64> %1118
  %1140 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %1139, <16 x i1> splat (i1 true), <16 x float> poison)
  %1141 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1140, <16 x float> %1085, <16 x float> %1138)
  %1142 = getelementptr float, ptr %981, <16 x i64> %1123
  %1143 = tail call <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr> align 4 %1142, <16 x i1> splat (i1 true), <16 x float> poison)
  %1144 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1143, <16 x float> %1082, <16 x float> %1141)
  store <16 x float> %1144, ptr %1110, align 4
  %1145 = add nuw i64 %1108, 16
  %1146 = add nuw nsw <16 x i64> %1109, splat (i64 16)
  %1147 = icmp eq i64 %1145, %337
  br i1 %1147, label %1148, label %1107

1148:                                             ; preds = %1107
  br i1 %346, label %1275, label %1149

1149:                                             ; preds = %1148
  br i1 %347, label %1224, label %1150

1150:                                             ; preds = %1078, %1149
  %1151 = phi i64 [ %337, %1149 ], [ 0, %1078 ]
  %1152 = load float, ptr %990, align 4
  %1153 = insertelement <8 x float> poison, float %1152, i64 0
  %1154 = shufflevector <8 x float> %1153, <8 x float> poison, <8 x i32> zeroinitializer
  %1155 = load float, ptr %989, align 4
  %1156 = insertelement <8 x float> poison, float %1155, i64 0
  %1157 = shufflevector <8 x float> %1156, <8 x float> poison, <8 x i32> zeroinitializer
  %1158 = load float, ptr %988, align 4
  %1159 = insertelement <8 x float> poison, float %1158, i64 0
  %1160 = shufflevector <8 x float> %1159, <8 x float> poison, <8 x i32> zeroinitializer
  %1161 = load float, ptr %987, align 4
  %1162 = insertelement <8 x float> poison, float %1161, i64 0
  %1163 = shufflevector <8 x float> %1162, <8 x float> poison, <8 x i32> zeroinitializer
  %1164 = load float, ptr %986, align 4
  %1165 = insertelement <8 x float> poison, float %1164, i64 0
  %1166 = shufflevector <8 x float> %1165, <8 x float> poison, <8 x i32> zeroinitializer
  %1167 = load float, ptr %985, align 4
  %1168 = insertelement <8 x float> poison, float %1167, i64 0
  %1169 = shufflevector <8 x float> %1168, <8 x float> poison, <8 x i32> zeroinitializer
  %1170 = load float, ptr %983, align 4
  %1171 = insertelement <8 x float> poison, float %1170, i64 0
  %1172 = shufflevector <8 x float> %1171, <8 x float> poison, <8 x i32> zeroinitializer
  %1173 = load float, ptr %982, align 4
  %1174 = insertelement <8 x float> poison, float %1173, i64 0
  %1175 = shufflevector <8 x float> %1174, <8 x float> poison, <8 x i32> zeroinitializer
  %1176 = load float, ptr %980, align 4
  %1177 = insertelement <8 x float> poison, float %1176, i64 0
  %1178 = shufflevector <8 x float> %1177, <8 x float> poison, <8 x i32> zeroinitializer
  %1179 = insertelement <8 x i64> poison, i64 %1151, i64 0
  %1180 = shufflevector <8 x i64> %1179, <8 x i64> poison, <8 x i32> zeroinitializer
  %1181 = or disjoint <8 x i64> %1180, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %1182

1182:                                             ; preds = %1182, %1150
  %1183 = phi i64 [ %1151, %1150 ], [ %1220, %1182 ]
  %1184 = phi <8 x i64> [ %1181, %1150 ], [ %1221, %1182 ]
  %1185 = getelementptr float, ptr %977, i64 %1183
  %1186 = load <8 x float>, ptr %1185, align 4
  %1187 = mul nsw <8 x i64> %1184, %350
  %1188 = mul nsw <8 x i64> %1187, %352
  %1189 = getelementptr float, ptr %979, <8 x i64> %1188
  %1190 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> align 4 %1189, <8 x i1> splat (i1 true), <8 x float> poison)
  %1191 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1190, <8 x float> %1178, <8 x float> %1186)
  %1192 = add nsw <8 x i64> %354, %1187
  %1193 = mul nsw <8 x i64> %1192, %352
  %1194 = getelementptr float, ptr %979, <8 x i64> %1193
  %1195 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> align 4 %1194, <8 x i1> splat (i1 true), <8 x float> poison)
  %1196 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1195, <8 x float> %1175, <8 x float> %1191)
  %1197 = add nsw <8 x i64> %356, %1187
  %1198 = mul nsw <8 x i64> %1197, %352
  %1199 = getelementptr float, ptr %979, <8 x i64> %1198
  %1200 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> align 4 %1199, <8 x i1> splat (i1 true), <8 x float> poison)
  %1201 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1200, <8 x float> %1172, <8 x float> %1196)
  %1202 = getelementptr float, ptr %984, <8 x i64> %1188
  %1203 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> align 4 %1202, <8 x i1> splat (i1 true), <8 x float> poison)
  %1204 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1203, <8 x float> %1169, <8 x float> %1201)
  %1205 = getelementptr float, ptr %984, <8 x i64> %1193
  %1206 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> align 4 %1205, <8 x i1> splat (i1 true), <8 x float> poison)
  %1207 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1206, <8 x float> %1166, <8 x float> %1204)
  %1208 = getelementptr float, ptr %984, <8 x i64> %1198
  %1209 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> align 4 %1208, <8 x i1> splat (i1 true), <8 x float> poison)
  %1210 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1209, <8 x float> %1163, <8 x float> %1207)
  %1211 = getelementptr float, ptr %981, <8 x i64> %1188
  %1212 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> align 4 %1211, <8 x i1> splat (i1 true), <8 x float> poison)
  %1213 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1212, <8 x float> %1160, <8 x float> %1210)
  %1214 = getelementptr float, ptr %981, <8 x i64> %1193
  %1215 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> align 4 %1214, <8 x i1> splat (i1 true), <8 x float> poison)
  %1216 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1215, <8 x float> %1157, <8 x float> %1213)
  %1217 = getelementptr float, ptr %981, <8 x i64> %1198
  %1218 = tail call <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr> align 4 %1217, <8 x i1> splat (i1 true), <8 x float> poison)
  %1219 = tail call <8 x float> @llvm.fma.v8f32(<8 x float> %1218, <8 x float> %1154, <8 x float> %1216)
  store <8 x float> %1219, ptr %1185, align 4
  %1220 = add nuw i64 %1183, 8
  %1221 = add nuw nsw <8 x i64> %1184, splat (i64 8)
  %1222 = icmp eq i64 %1220, %348
  br i1 %1222, label %1223, label %1182

1223:                                             ; preds = %1182
  br i1 %357, label %1275, label %1224

1224:                                             ; preds = %1054, %991, %978, %1149, %1223
  %1225 = phi i64 [ 0, %978 ], [ 0, %991 ], [ 0, %1054 ], [ %337, %1149 ], [ %348, %1223 ]
  br label %1226

1226:                                             ; preds = %1224, %1226
  %1227 = phi i64 [ %1273, %1226 ], [ %1225, %1224 ]
  %1228 = mul nsw i64 %1227, %20
  %1229 = getelementptr float, ptr %977, i64 %1228
  %1230 = load float, ptr %1229, align 4
  %1231 = mul nsw i64 %1227, %12
  %1232 = mul nsw i64 %1231, %17
  %1233 = getelementptr float, ptr %979, i64 %1232
  %1234 = load float, ptr %1233, align 4
  %1235 = load float, ptr %980, align 4
  %1236 = tail call float @llvm.fma.f32(float %1234, float %1235, float %1230)
  %1237 = add nsw i64 %14, %1231
  %1238 = mul nsw i64 %1237, %17
  %1239 = getelementptr float, ptr %979, i64 %1238
  %1240 = load float, ptr %1239, align 4
  %1241 = load float, ptr %982, align 4
  %1242 = tail call float @llvm.fma.f32(float %1240, float %1241, float %1236)
  %1243 = add nsw i64 %68, %1231
  %1244 = mul nsw i64 %1243, %17
  %1245 = getelementptr float, ptr %979, i64 %1244
  %1246 = load float, ptr %1245, align 4
  %1247 = load float, ptr %983, align 4
  %1248 = tail call float @llvm.fma.f32(float %1246, float %1247, float %1242)
  %1249 = getelementptr float, ptr %984, i64 %1232
  %1250 = load float, ptr %1249, align 4
  %1251 = load float, ptr %985, align 4
  %1252 = tail call float @llvm.fma.f32(float %1250, float %1251, float %1248)
  %1253 = getelementptr float, ptr %984, i64 %1238
  %1254 = load float, ptr %1253, align 4
  %1255 = load float, ptr %986, align 4
  %1256 = tail call float @llvm.fma.f32(float %1254, float %1255, float %1252)
  %1257 = getelementptr float, ptr %984, i64 %1244
  %1258 = load float, ptr %1257, align 4
  %1259 = load float, ptr %987, align 4
  %1260 = tail call float @llvm.fma.f32(float %1258, float %1259, float %1256)
  %1261 = getelementptr float, ptr %981, i64 %1232
  %1262 = load float, ptr %1261, align 4
  %1263 = load float, ptr %988, align 4
  %1264 = tail call float @llvm.fma.f32(float %1262, float %1263, float %1260)
  %1265 = getelementptr float, ptr %981, i64 %1238
  %1266 = load float, ptr %1265, align 4
  %1267 = load float, ptr %989, align 4
  %1268 = tail call float @llvm.fma.f32(float %1266, float %1267, float %1264)
  %1269 = getelementptr float, ptr %981, i64 %1244
  %1270 = load float, ptr %1269, align 4
  %1271 = load float, ptr %990, align 4
  %1272 = tail call float @llvm.fma.f32(float %1270, float %1271, float %1268)
  store float %1272, ptr %1229, align 4
  %1273 = add nuw nsw i64 %1227, 1
  %1274 = icmp eq i64 %1273, %10
  br i1 %1274, label %1275, label %1226

1275:                                             ; preds = %1226, %1148, %1223, %895
  %1276 = add nsw i64 %897, 1
  %1277 = icmp slt i64 %1276, %5
  %1278 = add i64 %896, 1
  br i1 %1277, label %895, label %1543

1279:                                             ; preds = %454
  br i1 %42, label %1283, label %1286

1280:                                             ; preds = %1329, %1286
  %1281 = add nuw nsw i64 %1287, 8
  %1282 = icmp sgt i64 %1281, %10
  br i1 %1282, label %1283, label %1286

1283:                                             ; preds = %1280, %1279
  %1284 = phi i64 [ 0, %1279 ], [ %1287, %1280 ]
  %1285 = icmp slt i64 %1284, %10
  br i1 %1285, label %1407, label %1406

1286:                                             ; preds = %1279, %1280
  %1287 = phi i64 [ %1281, %1280 ], [ 8, %1279 ]
  %1288 = phi i64 [ %1287, %1280 ], [ 0, %1279 ]
  br i1 %43, label %1289, label %1280

1289:                                             ; preds = %1286
  %1290 = mul i64 %1288, %29
  %1291 = mul nsw i64 %1288, %20
  %1292 = or disjoint i64 %1288, 1
  %1293 = mul nsw i64 %1292, %20
  %1294 = or disjoint i64 %1288, 2
  %1295 = mul nsw i64 %1294, %20
  %1296 = or disjoint i64 %1288, 3
  %1297 = mul nsw i64 %1296, %20
  %1298 = or disjoint i64 %1288, 4
  %1299 = mul nsw i64 %1298, %20
  %1300 = or disjoint i64 %1288, 5
  %1301 = mul nsw i64 %1300, %20
  %1302 = or disjoint i64 %1288, 6
  %1303 = mul nsw i64 %1302, %20
  %1304 = or disjoint i64 %1288, 7
  %1305 = mul nsw i64 %1304, %20
  %1306 = getelementptr float, ptr %366, i64 %1290
  br label %1307

1307:                                             ; preds = %1289, %1329
  %1308 = phi i64 [ %1338, %1329 ], [ 0, %1289 ]
  %1309 = getelementptr float, ptr %370, i64 %1308
  %1310 = getelementptr float, ptr %1309, i64 %1291
  %1311 = load <16 x float>, ptr %1310, align 4
  %1312 = getelementptr float, ptr %1309, i64 %1293
  %1313 = load <16 x float>, ptr %1312, align 4
  %1314 = getelementptr float, ptr %1309, i64 %1295
  %1315 = load <16 x float>, ptr %1314, align 4
  %1316 = getelementptr float, ptr %1309, i64 %1297
  %1317 = load <16 x float>, ptr %1316, align 4
  %1318 = getelementptr float, ptr %1309, i64 %1299
  %1319 = load <16 x float>, ptr %1318, align 4
  %1320 = getelementptr float, ptr %1309, i64 %1301
  %1321 = load <16 x float>, ptr %1320, align 4
  %1322 = getelementptr float, ptr %1309, i64 %1303
  %1323 = load <16 x float>, ptr %1322, align 4
  %1324 = getelementptr float, ptr %1309, i64 %1305
  %1325 = load <16 x float>, ptr %1324, align 4
  br i1 %34, label %1326, label %1329

1326:                                             ; preds = %1307
  %1327 = getelementptr float, ptr %23, i64 %1308
  %1328 = getelementptr float, ptr %1306, i64 %1308
  br label %1340

1329:                                             ; preds = %1354, %1307
  %1330 = phi <16 x float> [ %1325, %1307 ], [ %1355, %1354 ]
  %1331 = phi <16 x float> [ %1323, %1307 ], [ %1356, %1354 ]
  %1332 = phi <16 x float> [ %1321, %1307 ], [ %1357, %1354 ]
  %1333 = phi <16 x float> [ %1319, %1307 ], [ %1358, %1354 ]
  %1334 = phi <16 x float> [ %1317, %1307 ], [ %1359, %1354 ]
  %1335 = phi <16 x float> [ %1315, %1307 ], [ %1360, %1354 ]
  %1336 = phi <16 x float> [ %1313, %1307 ], [ %1361, %1354 ]
  %1337 = phi <16 x float> [ %1311, %1307 ], [ %1362, %1354 ]
  store <16 x float> %1337, ptr %1310, align 4
  store <16 x float> %1336, ptr %1312, align 4
  store <16 x float> %1335, ptr %1314, align 4
  store <16 x float> %1334, ptr %1316, align 4
  store <16 x float> %1333, ptr %1318, align 4
  store <16 x float> %1332, ptr %1320, align 4
  store <16 x float> %1331, ptr %1322, align 4
  store <16 x float> %1330, ptr %1324, align 4
  %1338 = add nuw nsw i64 %1308, 16
  %1339 = icmp slt i64 %1338, %41
  br i1 %1339, label %1307, label %1280

1340:                                             ; preds = %1326, %1354
  %1341 = phi <16 x float> [ %1325, %1326 ], [ %1355, %1354 ]
  %1342 = phi <16 x float> [ %1323, %1326 ], [ %1356, %1354 ]
  %1343 = phi <16 x float> [ %1321, %1326 ], [ %1357, %1354 ]
  %1344 = phi <16 x float> [ %1319, %1326 ], [ %1358, %1354 ]
  %1345 = phi <16 x float> [ %1317, %1326 ], [ %1359, %1354 ]
  %1346 = phi <16 x float> [ %1315, %1326 ], [ %1360, %1354 ]
  %1347 = phi <16 x float> [ %1313, %1326 ], [ %1361, %1354 ]
  %1348 = phi <16 x float> [ %1311, %1326 ], [ %1362, %1354 ]
  %1349 = phi i64 [ 0, %1326 ], [ %1363, %1354 ]
  br i1 %36, label %1350, label %1354

1350:                                             ; preds = %1340
  %1351 = mul i64 %33, %1349
  %1352 = mul nuw nsw i64 %1349, %8
  %1353 = getelementptr float, ptr %1328, i64 %1351
  br label %1365

1354:                                             ; preds = %1365, %1340
  %1355 = phi <16 x float> [ %1341, %1340 ], [ %1403, %1365 ]
  %1356 = phi <16 x float> [ %1342, %1340 ], [ %1400, %1365 ]
  %1357 = phi <16 x float> [ %1343, %1340 ], [ %1397, %1365 ]
  %1358 = phi <16 x float> [ %1344, %1340 ], [ %1394, %1365 ]
  %1359 = phi <16 x float> [ %1345, %1340 ], [ %1391, %1365 ]
  %1360 = phi <16 x float> [ %1346, %1340 ], [ %1388, %1365 ]
  %1361 = phi <16 x float> [ %1347, %1340 ], [ %1385, %1365 ]
  %1362 = phi <16 x float> [ %1348, %1340 ], [ %1382, %1365 ]
  %1363 = add nuw nsw i64 %1349, 1
  %1364 = icmp eq i64 %1363, %7
  br i1 %1364, label %1329, label %1340

1365:                                             ; preds = %1350, %1365
  %1366 = phi <16 x float> [ %1341, %1350 ], [ %1403, %1365 ]
  %1367 = phi <16 x float> [ %1342, %1350 ], [ %1400, %1365 ]
  %1368 = phi <16 x float> [ %1343, %1350 ], [ %1397, %1365 ]
  %1369 = phi <16 x float> [ %1344, %1350 ], [ %1394, %1365 ]
  %1370 = phi <16 x float> [ %1345, %1350 ], [ %1391, %1365 ]
  %1371 = phi <16 x float> [ %1346, %1350 ], [ %1388, %1365 ]
  %1372 = phi <16 x float> [ %1347, %1350 ], [ %1385, %1365 ]
  %1373 = phi <16 x float> [ %1348, %1350 ], [ %1382, %1365 ]
  %1374 = phi i64 [ 0, %1350 ], [ %1404, %1365 ]
  %1375 = add nuw nsw i64 %1374, %1352
  %1376 = mul nsw i64 %1375, %5
  %1377 = getelementptr float, ptr %1327, i64 %1376
  %1378 = load <16 x float>, ptr %1377, align 4
  %1379 = mul i64 %1374, %35
  %1380 = getelementptr float, ptr %1353, i64 %1379
  %1381 = load <16 x float>, ptr %1380, align 4
  %1382 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1381, <16 x float> %1378, <16 x float> %1373)
  %1383 = getelementptr inbounds float, ptr %1380, i64 %29
  %1384 = load <16 x float>, ptr %1383, align 4
  %1385 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1384, <16 x float> %1378, <16 x float> %1372)
  %1386 = getelementptr inbounds i8, ptr %1380, i64 %45
  %1387 = load <16 x float>, ptr %1386, align 4
  %1388 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1387, <16 x float> %1378, <16 x float> %1371)
  %1389 = getelementptr inbounds i8, ptr %1380, i64 %46
  %1390 = load <16 x float>, ptr %1389, align 4
  %1391 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1390, <16 x float> %1378, <16 x float> %1370)
  %1392 = getelementptr inbounds i8, ptr %1380, i64 %47
  %1393 = load <16 x float>, ptr %1392, align 4
  %1394 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1393, <16 x float> %1378, <16 x float> %1369)
  %1395 = getelementptr inbounds i8, ptr %1380, i64 %48
  %1396 = load <16 x float>, ptr %1395, align 4
  %1397 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1396, <16 x float> %1378, <16 x float> %1368)
  %1398 = getelementptr inbounds i8, ptr %1380, i64 %49
  %1399 = load <16 x float>, ptr %1398, align 4
  %1400 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1399, <16 x float> %1378, <16 x float> %1367)
  %1401 = getelementptr inbounds i8, ptr %1380, i64 %50
  %1402 = load <16 x float>, ptr %1401, align 4
  %1403 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1402, <16 x float> %1378, <16 x float> %1366)
  %1404 = add nuw nsw i64 %1374, 1
  %1405 = icmp eq i64 %1404, %8
  br i1 %1405, label %1354, label %1365

1406:                                             ; preds = %1414, %1283
  br i1 %44, label %1475, label %1543

1407:                                             ; preds = %1283, %1414
  %1408 = phi i64 [ %1415, %1414 ], [ %1284, %1283 ]
  br i1 %43, label %1409, label %1414

1409:                                             ; preds = %1407
  %1410 = mul i64 %1408, %29
  %1411 = mul nsw i64 %1408, %20
  %1412 = getelementptr inbounds float, ptr %370, i64 %1411
  %1413 = getelementptr float, ptr %366, i64 %1410
  br label %1417

1414:                                             ; preds = %1471, %1407
  %1415 = add nuw nsw i64 %1408, 1
  %1416 = icmp eq i64 %1415, %10
  br i1 %1416, label %1406, label %1407

1417:                                             ; preds = %1409, %1471
  %1418 = phi i64 [ 0, %1409 ], [ %1473, %1471 ]
  %1419 = getelementptr inbounds nuw float, ptr %1412, i64 %1418
  %1420 = load <16 x float>, ptr %1419, align 4
  br i1 %34, label %1421, label %1471

1421:                                             ; preds = %1417
  %1422 = getelementptr float, ptr %23, i64 %1418
  %1423 = getelementptr float, ptr %1413, i64 %1418
  br label %1424

1424:                                             ; preds = %1421, %1443
  %1425 = phi i64 [ 0, %1421 ], [ %1445, %1443 ]
  %1426 = phi <16 x float> [ %1420, %1421 ], [ %1444, %1443 ]
  br i1 %36, label %1427, label %1443

1427:                                             ; preds = %1424
  %1428 = mul i64 %33, %1425
  %1429 = mul nuw nsw i64 %1425, %8
  %1430 = getelementptr float, ptr %1423, i64 %1428
  br i1 %216, label %1432, label %1447

1431:                                             ; preds = %1447
  br i1 %218, label %1443, label %1432

1432:                                             ; preds = %1431, %1427
  %1433 = phi i64 [ 0, %1427 ], [ %1468, %1431 ]
  %1434 = phi <16 x float> [ %1426, %1427 ], [ %1467, %1431 ]
  tail call void @llvm.assume(i1 %219)
  %1435 = mul i64 %1433, %35
  %1436 = getelementptr float, ptr %1430, i64 %1435
  %1437 = load <16 x float>, ptr %1436, align 4
  %1438 = add nuw nsw i64 %1433, %1429
  %1439 = mul nsw i64 %1438, %5
  %1440 = getelementptr float, ptr %1422, i64 %1439
  %1441 = load <16 x float>, ptr %1440, align 4
  %1442 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1437, <16 x float> %1441, <16 x float> %1434)
  br label %1443

1443:                                             ; preds = %1432, %1431, %1424
  %1444 = phi <16 x float> [ %1426, %1424 ], [ %1467, %1431 ], [ %1442, %1432 ]
  %1445 = add nuw nsw i64 %1425, 1
  %1446 = icmp eq i64 %1445, %7
  br i1 %1446, label %1471, label %1424

1447:                                             ; preds = %1427, %1447
  %1448 = phi i64 [ %1468, %1447 ], [ 0, %1427 ]
  %1449 = phi <16 x float> [ %1467, %1447 ], [ %1426, %1427 ]
  %1450 = phi i64 [ %1469, %1447 ], [ 0, %1427 ]
  %1451 = mul i64 %1448, %35
  %1452 = getelementptr float, ptr %1430, i64 %1451
  %1453 = load <16 x float>, ptr %1452, align 4
  %1454 = add nuw nsw i64 %1448, %1429
  %1455 = mul nsw i64 %1454, %5
  %1456 = getelementptr float, ptr %1422, i64 %1455
  %1457 = load <16 x float>, ptr %1456, align 4
  %1458 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1453, <16 x float> %1457, <16 x float> %1449)
  %1459 = or disjoint i64 %1448, 1
  %1460 = mul i64 %1459, %35
  %1461 = getelementptr float, ptr %1430, i64 %1460
  %1462 = load <16 x float>, ptr %1461, align 4
  %1463 = add nuw nsw i64 %1459, %1429
  %1464 = mul nsw i64 %1463, %5
  %1465 = getelementptr float, ptr %1422, i64 %1464
  %1466 = load <16 x float>, ptr %1465, align 4
  %1467 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1462, <16 x float> %1466, <16 x float> %1458)
  %1468 = add nuw nsw i64 %1448, 2
  %1469 = add i64 %1450, 2
  %1470 = icmp eq i64 %1469, %217
  br i1 %1470, label %1431, label %1447

1471:                                             ; preds = %1443, %1417
  %1472 = phi <16 x float> [ %1420, %1417 ], [ %1444, %1443 ]
  store <16 x float> %1472, ptr %1419, align 4
  %1473 = add nuw nsw i64 %1418, 16
  %1474 = icmp slt i64 %1473, %41
  br i1 %1474, label %1417, label %1414

1475:                                             ; preds = %1406, %1540
  %1476 = phi i64 [ %1541, %1540 ], [ %41, %1406 ]
  %1477 = getelementptr float, ptr %370, i64 %1476
  br i1 %30, label %1478, label %1540

1478:                                             ; preds = %1475
  %1479 = getelementptr float, ptr %366, i64 %1476
  %1480 = getelementptr float, ptr %23, i64 %1476
  br label %1481

1481:                                             ; preds = %1478, %1496
  %1482 = phi i64 [ 0, %1478 ], [ %1498, %1496 ]
  %1483 = mul nsw i64 %1482, %20
  %1484 = getelementptr float, ptr %1477, i64 %1483
  %1485 = load float, ptr %1484, align 4
  br i1 %34, label %1486, label %1496

1486:                                             ; preds = %1481
  %1487 = mul i64 %1482, %29
  %1488 = getelementptr float, ptr %1479, i64 %1487
  br label %1489

1489:                                             ; preds = %1486, %1512
  %1490 = phi i64 [ %1514, %1512 ], [ 0, %1486 ]
  %1491 = phi float [ %1513, %1512 ], [ %1485, %1486 ]
  br i1 %36, label %1492, label %1512

1492:                                             ; preds = %1489
  %1493 = mul i64 %33, %1490
  %1494 = mul nuw nsw i64 %1490, %8
  %1495 = getelementptr float, ptr %1488, i64 %1493
  br i1 %221, label %1501, label %1516

1496:                                             ; preds = %1512, %1481
  %1497 = phi float [ %1485, %1481 ], [ %1513, %1512 ]
  store float %1497, ptr %1484, align 4
  %1498 = add nuw nsw i64 %1482, 1
  %1499 = icmp eq i64 %1498, %10
  br i1 %1499, label %1540, label %1481

1500:                                             ; preds = %1516
  br i1 %223, label %1512, label %1501

1501:                                             ; preds = %1500, %1492
  %1502 = phi i64 [ 0, %1492 ], [ %1537, %1500 ]
  %1503 = phi float [ %1491, %1492 ], [ %1536, %1500 ]
  tail call void @llvm.assume(i1 %224)
  %1504 = mul i64 %1502, %35
  %1505 = getelementptr float, ptr %1495, i64 %1504
  %1506 = load float, ptr %1505, align 4
  %1507 = add nuw nsw i64 %1502, %1494
  %1508 = mul nsw i64 %1507, %5
  %1509 = getelementptr float, ptr %1480, i64 %1508
  %1510 = load float, ptr %1509, align 4
  %1511 = tail call float @llvm.fma.f32(float %1506, float %1510, float %1503)
  br label %1512

1512:                                             ; preds = %1501, %1500, %1489
  %1513 = phi float [ %1491, %1489 ], [ %1536, %1500 ], [ %1511, %1501 ]
  %1514 = add nuw nsw i64 %1490, 1
  %1515 = icmp eq i64 %1514, %7
  br i1 %1515, label %1496, label %1489

1516:                                             ; preds = %1492, %1516
  %1517 = phi i64 [ %1537, %1516 ], [ 0, %1492 ]
  %1518 = phi float [ %1536, %1516 ], [ %1491, %1492 ]
  %1519 = phi i64 [ %1538, %1516 ], [ 0, %1492 ]
  %1520 = mul i64 %1517, %35
  %1521 = getelementptr float, ptr %1495, i64 %1520
  %1522 = load float, ptr %1521, align 4
  %1523 = add nuw nsw i64 %1517, %1494
  %1524 = mul nsw i64 %1523, %5
  %1525 = getelementptr float, ptr %1480, i64 %1524
  %1526 = load float, ptr %1525, align 4
  %1527 = tail call float @llvm.fma.f32(float %1522, float %1526, float %1518)
  %1528 = or disjoint i64 %1517, 1
  %1529 = mul i64 %1528, %35
  %1530 = getelementptr float, ptr %1495, i64 %1529
  %1531 = load float, ptr %1530, align 4
  %1532 = add nuw nsw i64 %1528, %1494
  %1533 = mul nsw i64 %1532, %5
  %1534 = getelementptr float, ptr %1480, i64 %1533
  %1535 = load float, ptr %1534, align 4
  %1536 = tail call float @llvm.fma.f32(float %1531, float %1535, float %1527)
  %1537 = add nuw nsw i64 %1517, 2
  %1538 = add i64 %1519, 2
  %1539 = icmp eq i64 %1538, %222
  br i1 %1539, label %1500, label %1516

1540:                                             ; preds = %1496, %1475
  %1541 = add nsw i64 %1476, 1
  %1542 = icmp slt i64 %1541, %5
  br i1 %1542, label %1475, label %1543

1543:                                             ; preds = %385, %1540, %1275, %371, %1406, %745
  %1544 = add nsw i64 %360, 1
  %1545 = icmp eq i64 %1544, %4
  br i1 %1545, label %358, label %359
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float)

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.fma.v16f32(<16 x float>, <16 x float>, <16 x float>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <16 x float> @llvm.masked.gather.v16f32.v16p0(<16 x ptr>, <16 x i1>, <16 x float>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <8 x float> @llvm.masked.gather.v8f32.v8p0(<8 x ptr>, <8 x i1>, <8 x float>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fma.v8f32(<8 x float>, <8 x float>, <8 x float>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef)
