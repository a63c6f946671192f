; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_conv_f32_nchwk_fma512(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20, i64 noundef %21, i64 noundef %22, i64 noundef %23, i64 noundef %24, i64 noundef %25, i64 noundef %26, i64 noundef %27, i64 noundef %28) local_unnamed_addr {
  %30 = alloca [49 x [3 x i64]], align 16
  %31 = alloca [49 x [3 x i32]], align 16
  %32 = alloca [3 x i64], align 16
  %33 = alloca [3 x i64], align 16
  %34 = inttoptr i64 %0 to ptr
  %35 = inttoptr i64 %1 to ptr
  %36 = inttoptr i64 %21 to ptr
  %37 = inttoptr i64 %2 to ptr
  %38 = inttoptr i64 %24 to ptr
  %39 = inttoptr i64 %22 to ptr
  %40 = trunc i64 %26 to i32
  %41 = trunc i64 %27 to i32
  %42 = insertelement <16 x i32> poison, i32 %40, i64 0
  %43 = bitcast <16 x i32> %42 to <16 x float>
  %44 = shufflevector <16 x float> %43, <16 x float> poison, <16 x i32> zeroinitializer
  %45 = insertelement <16 x i32> poison, i32 %41, i64 0
  %46 = bitcast <16 x i32> %45 to <16 x float>
  %47 = shufflevector <16 x float> %46, <16 x float> poison, <16 x i32> zeroinitializer
  %48 = mul nsw i64 %10, %9
  %49 = icmp eq i64 %14, 2
  %50 = zext i1 %49 to i32
  %51 = add nsw i64 %6, 7
  %52 = sdiv i64 %51, 8
  %53 = add nsw i64 %52, -1
  %54 = add i64 %53, %18
  %55 = sdiv i64 %54, %18
  %56 = add i64 %9, -1
  %57 = add i64 %56, %17
  %58 = sdiv i64 %57, %17
  %59 = add nsw i64 %10, 15
  %60 = sdiv i64 %59, 16
  call void @llvm.lifetime.start.p0(ptr nonnull %30)
  call void @llvm.lifetime.start.p0(ptr nonnull %31)
  %61 = shl i64 %18, 3
  %62 = icmp slt i64 %3, %4
  br i1 %62, label %63, label %325

63:                                               ; preds = %29
  %64 = icmp eq i64 %24, 0
  %65 = icmp sgt i64 %11, 0
  %66 = icmp sgt i64 %12, 0
  %67 = zext i1 %49 to i64
  %68 = select i1 %49, i64 32, i64 16
  %69 = mul nsw i64 %8, %7
  %70 = mul i64 %12, %11
  %71 = icmp eq i64 %21, 0
  %72 = mul i64 %70, %5
  %73 = icmp sgt i64 %5, 0
  %74 = icmp sgt i64 %70, 0
  %75 = icmp eq i64 %28, 0
  %76 = bitcast <16 x float> %44 to <8 x i64>
  %77 = bitcast <16 x float> %47 to <8 x i64>
  %78 = getelementptr inbounds nuw i8, ptr %32, i64 8
  %79 = getelementptr inbounds nuw i8, ptr %33, i64 8
  %80 = getelementptr inbounds nuw i8, ptr %32, i64 16
  %81 = getelementptr inbounds nuw i8, ptr %33, i64 16
  %82 = and i64 %28, 3
  %83 = lshr i64 %28, 2
  %84 = and i64 %83, 3
  %85 = lshr i64 %28, 4
  %86 = and i64 %85, 3
  %87 = and i64 %28, 3
  %88 = lshr i64 %28, 2
  %89 = and i64 %88, 3
  %90 = lshr i64 %28, 4
  %91 = and i64 %90, 3
  %92 = and i64 %28, 3
  %93 = lshr i64 %28, 2
  %94 = and i64 %93, 3
  %95 = lshr i64 %28, 4
  %96 = and i64 %95, 3
  %97 = and i64 %28, 3
  %98 = lshr i64 %28, 2
  %99 = and i64 %98, 3
  %100 = lshr i64 %28, 4
  %101 = and i64 %100, 3
  %102 = and i64 %28, 3
  %103 = lshr i64 %28, 2
  %104 = and i64 %103, 3
  %105 = lshr i64 %28, 4
  %106 = and i64 %105, 3
  %107 = and i64 %28, 3
  %108 = lshr i64 %28, 2
  %109 = and i64 %108, 3
  %110 = lshr i64 %28, 4
  %111 = and i64 %110, 3
  %112 = and i64 %28, 3
  %113 = lshr i64 %28, 2
  %114 = and i64 %113, 3
  %115 = lshr i64 %28, 4
  %116 = and i64 %115, 3
  %117 = and i64 %28, 3
  %118 = lshr i64 %28, 2
  %119 = and i64 %118, 3
  %120 = lshr i64 %28, 4
  %121 = and i64 %120, 3
  %122 = and i64 %28, 3
  %123 = lshr i64 %28, 2
  %124 = and i64 %123, 3
  %125 = lshr i64 %28, 4
  %126 = and i64 %125, 3
  %127 = and i64 %28, 3
  %128 = lshr i64 %28, 2
  %129 = and i64 %128, 3
  %130 = lshr i64 %28, 4
  %131 = and i64 %130, 3
  %132 = and i64 %28, 3
  %133 = lshr i64 %28, 2
  %134 = and i64 %133, 3
  %135 = lshr i64 %28, 4
  %136 = and i64 %135, 3
  %137 = and i64 %28, 3
  %138 = lshr i64 %28, 2
  %139 = and i64 %138, 3
  %140 = lshr i64 %28, 4
  %141 = and i64 %140, 3
  %142 = shl i64 %72, 3
  %143 = mul i64 %72, 12
  %144 = shl i64 %72, 4
  %145 = mul i64 %72, 20
  %146 = mul i64 %72, 24
  %147 = mul i64 %72, 28
  %148 = and i64 %28, 3
  %149 = lshr i64 %28, 2
  %150 = and i64 %149, 3
  %151 = lshr i64 %28, 4
  %152 = and i64 %151, 3
  %153 = and i64 %28, 3
  %154 = lshr i64 %28, 2
  %155 = and i64 %154, 3
  %156 = lshr i64 %28, 4
  %157 = and i64 %156, 3
  %158 = and i64 %28, 3
  %159 = lshr i64 %28, 2
  %160 = and i64 %159, 3
  %161 = lshr i64 %28, 4
  %162 = and i64 %161, 3
  %163 = shl i64 %72, 3
  %164 = mul i64 %72, 12
  %165 = shl i64 %72, 4
  %166 = mul i64 %72, 20
  %167 = mul i64 %72, 24
  %168 = mul i64 %72, 28
  %169 = and i64 %28, 3
  %170 = lshr i64 %28, 2
  %171 = and i64 %170, 3
  %172 = lshr i64 %28, 4
  %173 = and i64 %172, 3
  %174 = and i64 %28, 3
  %175 = lshr i64 %28, 2
  %176 = and i64 %175, 3
  %177 = lshr i64 %28, 4
  %178 = and i64 %177, 3
  %179 = and i64 %28, 3
  %180 = lshr i64 %28, 2
  %181 = and i64 %180, 3
  %182 = lshr i64 %28, 4
  %183 = and i64 %182, 3
  %184 = shl i64 %72, 3
  %185 = mul i64 %72, 12
  %186 = shl i64 %72, 4
  %187 = mul i64 %72, 20
  %188 = mul i64 %72, 24
  %189 = mul i64 %72, 28
  %190 = and i64 %28, 3
  %191 = lshr i64 %28, 2
  %192 = and i64 %191, 3
  %193 = lshr i64 %28, 4
  %194 = and i64 %193, 3
  %195 = and i64 %28, 3
  %196 = lshr i64 %28, 2
  %197 = and i64 %196, 3
  %198 = lshr i64 %28, 4
  %199 = and i64 %198, 3
  %200 = shl i64 %72, 3
  %201 = mul i64 %72, 12
  %202 = shl i64 %72, 4
  %203 = mul i64 %72, 20
  %204 = mul i64 %72, 24
  %205 = mul i64 %72, 28
  %206 = and i64 %28, 3
  %207 = lshr i64 %28, 2
  %208 = and i64 %207, 3
  %209 = lshr i64 %28, 4
  %210 = and i64 %209, 3
  %211 = and i64 %28, 3
  %212 = lshr i64 %28, 2
  %213 = and i64 %212, 3
  %214 = lshr i64 %28, 4
  %215 = and i64 %214, 3
  %216 = shl i64 %72, 3
  %217 = mul i64 %72, 12
  %218 = shl i64 %72, 4
  %219 = mul i64 %72, 20
  %220 = mul i64 %72, 24
  %221 = mul i64 %72, 28
  %222 = and i64 %28, 3
  %223 = lshr i64 %28, 2
  %224 = and i64 %223, 3
  %225 = lshr i64 %28, 4
  %226 = and i64 %225, 3
  %227 = and i64 %28, 3
  %228 = lshr i64 %28, 2
  %229 = and i64 %228, 3
  %230 = lshr i64 %28, 4
  %231 = and i64 %230, 3
  %232 = and i64 %28, 3
  %233 = lshr i64 %28, 2
  %234 = and i64 %233, 3
  %235 = lshr i64 %28, 4
  %236 = and i64 %235, 3
  %237 = and i64 %28, 3
  %238 = lshr i64 %28, 2
  %239 = and i64 %238, 3
  %240 = lshr i64 %28, 4
  %241 = and i64 %240, 3
  %242 = and i64 %28, 3
  %243 = lshr i64 %28, 2
  %244 = and i64 %243, 3
  %245 = lshr i64 %28, 4
  %246 = and i64 %245, 3
  %247 = and i64 %28, 3
  %248 = lshr i64 %28, 2
  %249 = and i64 %248, 3
  %250 = lshr i64 %28, 4
  %251 = and i64 %250, 3
  %252 = and i64 %28, 3
  %253 = lshr i64 %28, 2
  %254 = and i64 %253, 3
  %255 = lshr i64 %28, 4
  %256 = and i64 %255, 3
  %257 = and i64 %28, 3
  %258 = lshr i64 %28, 2
  %259 = and i64 %258, 3
  %260 = lshr i64 %28, 4
  %261 = and i64 %260, 3
  %262 = shl i64 %72, 3
  %263 = mul i64 %72, 12
  %264 = shl i64 %72, 4
  %265 = mul i64 %72, 20
  %266 = mul i64 %72, 24
  %267 = mul i64 %72, 28
  %268 = and i64 %28, 3
  %269 = lshr i64 %28, 2
  %270 = and i64 %269, 3
  %271 = lshr i64 %28, 4
  %272 = and i64 %271, 3
  %273 = and i64 %28, 3
  %274 = lshr i64 %28, 2
  %275 = and i64 %274, 3
  %276 = lshr i64 %28, 4
  %277 = and i64 %276, 3
  %278 = and i64 %28, 3
  %279 = lshr i64 %28, 2
  %280 = and i64 %279, 3
  %281 = lshr i64 %28, 4
  %282 = and i64 %281, 3
  %283 = and i64 %28, 3
  %284 = lshr i64 %28, 2
  %285 = and i64 %284, 3
  %286 = lshr i64 %28, 4
  %287 = and i64 %286, 3
  %288 = and i64 %28, 3
  %289 = lshr i64 %28, 2
  %290 = and i64 %289, 3
  %291 = lshr i64 %28, 4
  %292 = and i64 %291, 3
  %293 = and i64 %28, 3
  %294 = lshr i64 %28, 2
  %295 = and i64 %294, 3
  %296 = lshr i64 %28, 4
  %297 = and i64 %296, 3
  %298 = and i64 %28, 3
  %299 = lshr i64 %28, 2
  %300 = and i64 %299, 3
  %301 = lshr i64 %28, 4
  %302 = and i64 %301, 3
  %303 = and i64 %28, 3
  %304 = lshr i64 %28, 2
  %305 = and i64 %304, 3
  %306 = lshr i64 %28, 4
  %307 = and i64 %306, 3
  %308 = insertelement <8 x i64> poison, i64 %13, i64 0
  %309 = shufflevector <8 x i64> %308, <8 x i64> poison, <8 x i32> zeroinitializer
  %310 = insertelement <8 x i64> poison, i64 %10, i64 0
  %311 = shufflevector <8 x i64> %310, <8 x i64> poison, <8 x i32> zeroinitializer
  %312 = insertelement <8 x i64> poison, i64 %7, i64 0
  %313 = shufflevector <8 x i64> %312, <8 x i64> poison, <8 x i32> zeroinitializer
  %314 = insertelement <8 x i64> poison, i64 %67, i64 0
  %315 = shufflevector <8 x i64> %314, <8 x i64> poison, <8 x i32> zeroinitializer
  %316 = insertelement <8 x i64> poison, i64 %8, i64 0
  %317 = shufflevector <8 x i64> %316, <8 x i64> poison, <8 x i32> zeroinitializer
  %318 = insertelement <8 x i64> poison, i64 %68, i64 0
  %319 = shufflevector <8 x i64> %318, <8 x i64> poison, <8 x i32> zeroinitializer
  %320 = and i64 %70, 1
  %321 = icmp eq i64 %70, 1
  %322 = and i64 %70, 9223372036854775806
  %323 = icmp eq i64 %320, 0
  %324 = icmp ne i64 %320, 0
  br label %326

325:                                              ; preds = %353, %29
  call void @llvm.lifetime.end.p0(ptr nonnull %31)
  call void @llvm.lifetime.end.p0(ptr nonnull %30)
  ret void

326:                                              ; preds = %63, %353
  %327 = phi i64 [ %3, %63 ], [ %354, %353 ]
  %328 = srem i64 %327, %55
  %329 = sdiv i64 %327, %55
  %330 = srem i64 %329, %58
  %331 = sdiv i64 %329, %58
  %332 = mul nsw i64 %330, %17
  %333 = sub nsw i64 %9, %332
  %334 = tail call i64 @llvm.smin.i64(i64 %333, i64 %17)
  %335 = add nsw i64 %328, 1
  %336 = mul i64 %61, %335
  %337 = tail call i64 @llvm.smin.i64(i64 %336, i64 %6)
  %338 = mul nsw i64 %331, %19
  %339 = getelementptr inbounds float, ptr %34, i64 %338
  %340 = mul nsw i64 %331, %20
  %341 = getelementptr inbounds float, ptr %37, i64 %340
  %342 = mul nsw i64 %331, %25
  %343 = getelementptr inbounds float, ptr %38, i64 %342
  %344 = select i1 %64, ptr null, ptr %343
  %345 = mul nsw i64 %331, %23
  %346 = getelementptr inbounds float, ptr %39, i64 %345
  %347 = mul nsw i64 %334, %60
  %348 = mul i64 %61, %328
  %349 = icmp sgt i64 %347, 0
  br i1 %349, label %350, label %353

350:                                              ; preds = %326
  %351 = add nsw i64 %347, -1
  %352 = icmp slt i64 %348, %337
  br label %356

353:                                              ; preds = %1037, %326
  %354 = add i64 %327, 1
  %355 = icmp eq i64 %354, %4
  br i1 %355, label %325, label %326

356:                                              ; preds = %350, %1037
  %357 = phi i64 [ 0, %350 ], [ %1038, %1037 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  %358 = tail call i64 @llvm.smin.i64(i64 %357, i64 %351)
  %359 = sdiv i64 %358, %60
  %360 = add nsw i64 %359, %332
  store i64 %360, ptr %32, align 16
  %361 = srem i64 %358, %60
  %362 = shl nsw i64 %361, 4
  store i64 %362, ptr %33, align 16
  %363 = add nuw nsw i64 %357, 1
  %364 = tail call i64 @llvm.smin.i64(i64 %363, i64 %351)
  %365 = sdiv i64 %364, %60
  %366 = add nsw i64 %365, %332
  store i64 %366, ptr %78, align 8
  %367 = srem i64 %364, %60
  %368 = shl nsw i64 %367, 4
  store i64 %368, ptr %79, align 8
  %369 = add nuw nsw i64 %357, 2
  %370 = tail call i64 @llvm.smin.i64(i64 %369, i64 %351)
  %371 = sdiv i64 %370, %60
  %372 = add nsw i64 %371, %332
  store i64 %372, ptr %80, align 16
  %373 = srem i64 %370, %60
  %374 = shl nsw i64 %373, 4
  store i64 %374, ptr %81, align 16
  %375 = sub nsw i64 %347, %357
  %376 = icmp sgt i64 %375, 2
  %377 = trunc i64 %375 to i32
  %378 = select i1 %376, i32 3, i32 %377
  br i1 %65, label %379, label %495

379:                                              ; preds = %356
  %380 = icmp sgt i32 %378, 0
  %381 = zext i32 %378 to i64
  %382 = icmp ult i32 %378, 8
  %383 = and i64 %381, 2147483640
  %384 = icmp eq i64 %383, %381
  br label %385

385:                                              ; preds = %379, %392
  %386 = phi i64 [ 0, %379 ], [ %393, %392 ]
  br i1 %66, label %387, label %392

387:                                              ; preds = %385
  %388 = mul nuw nsw i64 %386, %12
  %389 = sub i64 %386, %15
  %390 = insertelement <8 x i64> poison, i64 %389, i64 0
  %391 = shufflevector <8 x i64> %390, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %395

392:                                              ; preds = %450, %385
  %393 = add nuw nsw i64 %386, 1
  %394 = icmp eq i64 %393, %11
  br i1 %394, label %495, label %385

395:                                              ; preds = %387, %450
  %396 = phi i64 [ 0, %387 ], [ %451, %450 ]
  br i1 %380, label %397, label %450

397:                                              ; preds = %395
  %398 = add nuw nsw i64 %396, %388
  %399 = sub i64 %396, %16
  %400 = getelementptr inbounds nuw [3 x i64], ptr %30, i64 %398
  %401 = getelementptr inbounds nuw [3 x i32], ptr %31, i64 %398
  br i1 %382, label %448, label %402

402:                                              ; preds = %397
  %403 = insertelement <8 x i64> poison, i64 %399, i64 0
  %404 = shufflevector <8 x i64> %403, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %405

405:                                              ; preds = %405, %402
  %406 = phi i64 [ 0, %402 ], [ %445, %405 ]
  %407 = getelementptr inbounds nuw i64, ptr %32, i64 %406
  %408 = load <8 x i64>, ptr %407, align 16
  %409 = mul nsw <8 x i64> %408, %309
  %410 = add <8 x i64> %391, %409
  %411 = getelementptr inbounds nuw i64, ptr %33, i64 %406
  %412 = load <8 x i64>, ptr %411, align 16
  %413 = sub nsw <8 x i64> %311, %412
  %414 = icmp sgt <8 x i64> %410, splat (i64 -1)
  %415 = icmp slt <8 x i64> %410, %313
  %416 = and <8 x i1> %414, %415
  %417 = shl nsw <8 x i64> %412, %315
  %418 = add <8 x i64> %404, %417
  %419 = shl nsw <8 x i64> %413, splat (i64 1)
  %420 = add nsw <8 x i64> %419, splat (i64 -1)
  %421 = select i1 %49, <8 x i64> %420, <8 x i64> %413
  %422 = icmp slt <8 x i64> %418, zeroinitializer
  %423 = sub nsw <8 x i64> zeroinitializer, %418
  %424 = select <8 x i1> %422, <8 x i64> %423, <8 x i64> zeroinitializer
  %425 = sub nsw <8 x i64> %317, %418
  %426 = tail call <8 x i64> @llvm.smin.v8i64(<8 x i64> %425, <8 x i64> %421)
  %427 = tail call <8 x i64> @llvm.smin.v8i64(<8 x i64> %426, <8 x i64> %319)
  %428 = icmp sgt <8 x i64> %427, %424
  %429 = select <8 x i1> %416, <8 x i1> %428, <8 x i1> zeroinitializer
  %430 = select <8 x i1> %429, <8 x i64> %427, <8 x i64> zeroinitializer
  %431 = select <8 x i1> %416, <8 x i64> %410, <8 x i64> zeroinitializer
  %432 = mul nsw <8 x i64> %431, %317
  %433 = add nsw <8 x i64> %432, %418
  %434 = getelementptr inbounds nuw i64, ptr %400, i64 %406
  store <8 x i64> %433, ptr %434, align 8
  %435 = icmp sgt <8 x i64> %430, splat (i64 31)
  %436 = trunc <8 x i64> %430 to <8 x i32>
  %437 = shl nsw <8 x i32> splat (i32 -1), %436
  %438 = xor <8 x i32> %437, splat (i32 -1)
  %439 = select <8 x i1> %435, <8 x i32> splat (i32 -1), <8 x i32> %438
  %440 = trunc <8 x i64> %424 to <8 x i32>
  %441 = shl nsw <8 x i32> splat (i32 -1), %440
  %442 = select <8 x i1> %429, <8 x i32> %441, <8 x i32> splat (i32 -1)
  %443 = and <8 x i32> %439, %442
  %444 = getelementptr inbounds nuw i32, ptr %401, i64 %406
  store <8 x i32> %443, ptr %444, align 4
  %445 = add nuw i64 %406, 8
  %446 = icmp eq i64 %445, %383
  br i1 %446, label %447, label %405

447:                                              ; preds = %405
  br i1 %384, label %450, label %448

448:                                              ; preds = %397, %447
  %449 = phi i64 [ 0, %397 ], [ %383, %447 ]
  br label %453

450:                                              ; preds = %453, %447, %395
  %451 = add nuw nsw i64 %396, 1
  %452 = icmp eq i64 %451, %12
  br i1 %452, label %392, label %395

453:                                              ; preds = %448, %453
  %454 = phi i64 [ %493, %453 ], [ %449, %448 ]
  %455 = getelementptr inbounds nuw i64, ptr %32, i64 %454
  %456 = load i64, ptr %455, align 8
  %457 = mul nsw i64 %456, %13
  %458 = add i64 %389, %457
  %459 = getelementptr inbounds nuw i64, ptr %33, i64 %454
  %460 = load i64, ptr %459, align 8
  %461 = sub nsw i64 %10, %460
  %462 = icmp sgt i64 %458, -1
  %463 = icmp slt i64 %458, %7
  %464 = and i1 %462, %463
  %465 = shl nsw i64 %460, %67
  %466 = add i64 %399, %465
  %467 = shl nsw i64 %461, 1
  %468 = add nsw i64 %467, -1
  %469 = select i1 %49, i64 %468, i64 %461
  %470 = icmp slt i64 %466, 0
  %471 = sub nsw i64 0, %466
  %472 = select i1 %470, i64 %471, i64 0
  %473 = sub nsw i64 %8, %466
  %474 = tail call i64 @llvm.smin.i64(i64 %473, i64 %469)
  %475 = tail call i64 @llvm.smin.i64(i64 %474, i64 %68)
  %476 = icmp sgt i64 %475, %472
  %477 = select i1 %464, i1 %476, i1 false
  %478 = select i1 %477, i64 %475, i64 0
  %479 = select i1 %464, i64 %458, i64 0
  %480 = mul nsw i64 %479, %8
  %481 = add nsw i64 %480, %466
  %482 = getelementptr inbounds nuw i64, ptr %400, i64 %454
  store i64 %481, ptr %482, align 8
  %483 = icmp sgt i64 %478, 31
  %484 = trunc i64 %478 to i32
  %485 = shl nsw i32 -1, %484
  %486 = xor i32 %485, -1
  %487 = select i1 %483, i32 -1, i32 %486
  %488 = trunc i64 %472 to i32
  %489 = shl nsw i32 -1, %488
  %490 = select i1 %477, i32 %489, i32 -1
  %491 = and i32 %487, %490
  %492 = getelementptr inbounds nuw i32, ptr %401, i64 %454
  store i32 %491, ptr %492, align 4
  %493 = add nuw nsw i64 %454, 1
  %494 = icmp eq i64 %493, %381
  br i1 %494, label %450, label %453

495:                                              ; preds = %392, %356
  br i1 %352, label %496, label %1037

496:                                              ; preds = %495
  %497 = shl nsw i32 %378, 1
  %498 = or disjoint i32 %497, %50
  %499 = sub nsw i64 %10, %362
  %500 = icmp sgt i64 %499, 15
  %501 = trunc i64 %499 to i32
  %502 = shl nsw i32 -1, %501
  %503 = trunc i32 %502 to i16
  %504 = xor i16 %503, -1
  %505 = select i1 %500, i16 -1, i16 %504
  %506 = sub nsw i64 %10, %368
  %507 = icmp sgt i64 %506, 15
  %508 = trunc i64 %506 to i32
  %509 = shl nsw i32 -1, %508
  %510 = trunc i32 %509 to i16
  %511 = xor i16 %510, -1
  %512 = select i1 %507, i16 -1, i16 %511
  %513 = sub nsw i64 %10, %374
  %514 = icmp sgt i64 %513, 15
  %515 = trunc i64 %513 to i32
  %516 = shl nsw i32 -1, %515
  %517 = trunc i32 %516 to i16
  %518 = xor i16 %517, -1
  %519 = select i1 %514, i16 -1, i16 %518
  %520 = bitcast i16 %505 to <16 x i1>
  %521 = mul nsw i64 %360, %10
  %522 = bitcast i16 %512 to <16 x i1>
  %523 = mul nsw i64 %366, %10
  %524 = bitcast i16 %519 to <16 x i1>
  %525 = mul nsw i64 %372, %10
  %526 = mul nsw i64 %360, %10
  %527 = add i64 %526, %362
  %528 = bitcast i16 %505 to <16 x i1>
  %529 = mul nsw i64 %366, %10
  %530 = add i64 %529, %368
  %531 = bitcast i16 %512 to <16 x i1>
  %532 = mul nsw i64 %372, %10
  %533 = add i64 %532, %374
  %534 = bitcast i16 %519 to <16 x i1>
  %535 = bitcast i16 %505 to <16 x i1>
  %536 = mul nsw i64 %366, %10
  %537 = bitcast i16 %512 to <16 x i1>
  %538 = mul nsw i64 %372, %10
  %539 = bitcast i16 %519 to <16 x i1>
  %540 = sub nsw i64 %10, %362
  %541 = icmp sgt i64 %540, 15
  %542 = trunc i64 %540 to i32
  %543 = shl nsw i32 -1, %542
  %544 = trunc i32 %543 to i16
  %545 = xor i16 %544, -1
  %546 = select i1 %541, i16 -1, i16 %545
  %547 = sub nsw i64 %10, %368
  %548 = icmp sgt i64 %547, 15
  %549 = trunc i64 %547 to i32
  %550 = shl nsw i32 -1, %549
  %551 = trunc i32 %550 to i16
  %552 = xor i16 %551, -1
  %553 = select i1 %548, i16 -1, i16 %552
  %554 = sub nsw i64 %10, %374
  %555 = icmp sgt i64 %554, 15
  %556 = trunc i64 %554 to i32
  %557 = shl nsw i32 -1, %556
  %558 = trunc i32 %557 to i16
  %559 = xor i16 %558, -1
  %560 = select i1 %555, i16 -1, i16 %559
  %561 = bitcast i16 %546 to <16 x i1>
  %562 = mul nsw i64 %360, %10
  %563 = bitcast i16 %553 to <16 x i1>
  %564 = mul nsw i64 %366, %10
  %565 = bitcast i16 %560 to <16 x i1>
  %566 = mul nsw i64 %372, %10
  %567 = mul nsw i64 %360, %10
  %568 = add i64 %567, %362
  %569 = bitcast i16 %546 to <16 x i1>
  %570 = mul nsw i64 %366, %10
  %571 = add i64 %570, %368
  %572 = bitcast i16 %553 to <16 x i1>
  %573 = mul nsw i64 %372, %10
  %574 = add i64 %573, %374
  %575 = bitcast i16 %560 to <16 x i1>
  %576 = bitcast i16 %546 to <16 x i1>
  %577 = mul nsw i64 %366, %10
  %578 = bitcast i16 %553 to <16 x i1>
  %579 = mul nsw i64 %372, %10
  %580 = bitcast i16 %560 to <16 x i1>
  %581 = sub nsw i64 %10, %362
  %582 = icmp sgt i64 %581, 15
  %583 = trunc i64 %581 to i32
  %584 = shl nsw i32 -1, %583
  %585 = trunc i32 %584 to i16
  %586 = xor i16 %585, -1
  %587 = select i1 %582, i16 -1, i16 %586
  %588 = sub nsw i64 %10, %368
  %589 = icmp sgt i64 %588, 15
  %590 = trunc i64 %588 to i32
  %591 = shl nsw i32 -1, %590
  %592 = trunc i32 %591 to i16
  %593 = xor i16 %592, -1
  %594 = select i1 %589, i16 -1, i16 %593
  %595 = bitcast i16 %587 to <16 x i1>
  %596 = mul nsw i64 %360, %10
  %597 = bitcast i16 %594 to <16 x i1>
  %598 = mul nsw i64 %366, %10
  %599 = mul nsw i64 %360, %10
  %600 = add i64 %599, %362
  %601 = bitcast i16 %587 to <16 x i1>
  %602 = mul nsw i64 %366, %10
  %603 = add i64 %602, %368
  %604 = bitcast i16 %594 to <16 x i1>
  %605 = bitcast i16 %587 to <16 x i1>
  %606 = mul nsw i64 %366, %10
  %607 = bitcast i16 %594 to <16 x i1>
  %608 = sub nsw i64 %10, %362
  %609 = icmp sgt i64 %608, 15
  %610 = trunc i64 %608 to i32
  %611 = shl nsw i32 -1, %610
  %612 = trunc i32 %611 to i16
  %613 = xor i16 %612, -1
  %614 = select i1 %609, i16 -1, i16 %613
  %615 = sub nsw i64 %10, %368
  %616 = icmp sgt i64 %615, 15
  %617 = trunc i64 %615 to i32
  %618 = shl nsw i32 -1, %617
  %619 = trunc i32 %618 to i16
  %620 = xor i16 %619, -1
  %621 = select i1 %616, i16 -1, i16 %620
  %622 = bitcast i16 %614 to <16 x i1>
  %623 = mul nsw i64 %360, %10
  %624 = bitcast i16 %621 to <16 x i1>
  %625 = mul nsw i64 %366, %10
  %626 = mul nsw i64 %360, %10
  %627 = add i64 %626, %362
  %628 = bitcast i16 %614 to <16 x i1>
  %629 = mul nsw i64 %366, %10
  %630 = add i64 %629, %368
  %631 = bitcast i16 %621 to <16 x i1>
  %632 = bitcast i16 %614 to <16 x i1>
  %633 = mul nsw i64 %366, %10
  %634 = bitcast i16 %621 to <16 x i1>
  %635 = sub nsw i64 %10, %362
  %636 = icmp sgt i64 %635, 15
  %637 = trunc i64 %635 to i32
  %638 = shl nsw i32 -1, %637
  %639 = trunc i32 %638 to i16
  %640 = xor i16 %639, -1
  %641 = select i1 %636, i16 -1, i16 %640
  %642 = bitcast i16 %641 to <16 x i1>
  %643 = mul nsw i64 %360, %10
  %644 = getelementptr float, ptr %341, i64 %643
  %645 = getelementptr float, ptr %644, i64 %362
  %646 = mul nsw i64 %360, %10
  %647 = add i64 %646, %362
  %648 = bitcast i16 %641 to <16 x i1>
  %649 = bitcast i16 %641 to <16 x i1>
  %650 = sub nsw i64 %10, %362
  %651 = icmp sgt i64 %650, 15
  %652 = trunc i64 %650 to i32
  %653 = shl nsw i32 -1, %652
  %654 = trunc i32 %653 to i16
  %655 = xor i16 %654, -1
  %656 = select i1 %651, i16 -1, i16 %655
  %657 = bitcast i16 %656 to <16 x i1>
  %658 = mul nsw i64 %360, %10
  %659 = getelementptr float, ptr %341, i64 %658
  %660 = getelementptr float, ptr %659, i64 %362
  %661 = mul nsw i64 %360, %10
  %662 = add i64 %661, %362
  %663 = bitcast i16 %656 to <16 x i1>
  %664 = bitcast i16 %656 to <16 x i1>
  %665 = sub nsw i64 %10, %362
  %666 = icmp sgt i64 %665, 15
  %667 = trunc i64 %665 to i32
  %668 = shl nsw i32 -1, %667
  %669 = trunc i32 %668 to i16
  %670 = xor i16 %669, -1
  %671 = select i1 %666, i16 -1, i16 %670
  %672 = sub nsw i64 %10, %368
  %673 = icmp sgt i64 %672, 15
  %674 = trunc i64 %672 to i32
  %675 = shl nsw i32 -1, %674
  %676 = trunc i32 %675 to i16
  %677 = xor i16 %676, -1
  %678 = select i1 %673, i16 -1, i16 %677
  %679 = sub nsw i64 %10, %374
  %680 = icmp sgt i64 %679, 15
  %681 = trunc i64 %679 to i32
  %682 = shl nsw i32 -1, %681
  %683 = trunc i32 %682 to i16
  %684 = xor i16 %683, -1
  %685 = select i1 %680, i16 -1, i16 %684
  %686 = bitcast i16 %671 to <16 x i1>
  %687 = mul nsw i64 %360, %10
  %688 = bitcast i16 %678 to <16 x i1>
  %689 = mul nsw i64 %366, %10
  %690 = bitcast i16 %685 to <16 x i1>
  %691 = mul nsw i64 %372, %10
  %692 = mul nsw i64 %360, %10
  %693 = add i64 %692, %362
  %694 = bitcast i16 %671 to <16 x i1>
  %695 = mul nsw i64 %366, %10
  %696 = add i64 %695, %368
  %697 = bitcast i16 %678 to <16 x i1>
  %698 = mul nsw i64 %372, %10
  %699 = add i64 %698, %374
  %700 = bitcast i16 %685 to <16 x i1>
  %701 = bitcast i16 %671 to <16 x i1>
  %702 = mul nsw i64 %366, %10
  %703 = bitcast i16 %678 to <16 x i1>
  %704 = mul nsw i64 %372, %10
  %705 = bitcast i16 %685 to <16 x i1>
  %706 = sub nsw i64 %10, %362
  %707 = icmp sgt i64 %706, 15
  %708 = trunc i64 %706 to i32
  %709 = shl nsw i32 -1, %708
  %710 = trunc i32 %709 to i16
  %711 = xor i16 %710, -1
  %712 = select i1 %707, i16 -1, i16 %711
  %713 = sub nsw i64 %10, %368
  %714 = icmp sgt i64 %713, 15
  %715 = trunc i64 %713 to i32
  %716 = shl nsw i32 -1, %715
  %717 = trunc i32 %716 to i16
  %718 = xor i16 %717, -1
  %719 = select i1 %714, i16 -1, i16 %718
  %720 = sub nsw i64 %10, %374
  %721 = icmp sgt i64 %720, 15
  %722 = trunc i64 %720 to i32
  %723 = shl nsw i32 -1, %722
  %724 = trunc i32 %723 to i16
  %725 = xor i16 %724, -1
  %726 = select i1 %721, i16 -1, i16 %725
  %727 = bitcast i16 %712 to <16 x i1>
  %728 = mul nsw i64 %360, %10
  %729 = bitcast i16 %719 to <16 x i1>
  %730 = mul nsw i64 %366, %10
  %731 = bitcast i16 %726 to <16 x i1>
  %732 = mul nsw i64 %372, %10
  %733 = mul nsw i64 %360, %10
  %734 = add i64 %733, %362
  %735 = bitcast i16 %712 to <16 x i1>
  %736 = mul nsw i64 %366, %10
  %737 = add i64 %736, %368
  %738 = bitcast i16 %719 to <16 x i1>
  %739 = mul nsw i64 %372, %10
  %740 = add i64 %739, %374
  %741 = bitcast i16 %726 to <16 x i1>
  %742 = bitcast i16 %712 to <16 x i1>
  %743 = mul nsw i64 %366, %10
  %744 = bitcast i16 %719 to <16 x i1>
  %745 = mul nsw i64 %372, %10
  %746 = bitcast i16 %726 to <16 x i1>
  %747 = sub nsw i64 %10, %362
  %748 = icmp sgt i64 %747, 15
  %749 = trunc i64 %747 to i32
  %750 = shl nsw i32 -1, %749
  %751 = trunc i32 %750 to i16
  %752 = xor i16 %751, -1
  %753 = select i1 %748, i16 -1, i16 %752
  %754 = sub nsw i64 %10, %368
  %755 = icmp sgt i64 %754, 15
  %756 = trunc i64 %754 to i32
  %757 = shl nsw i32 -1, %756
  %758 = trunc i32 %757 to i16
  %759 = xor i16 %758, -1
  %760 = select i1 %755, i16 -1, i16 %759
  %761 = bitcast i16 %753 to <16 x i1>
  %762 = mul nsw i64 %360, %10
  %763 = bitcast i16 %760 to <16 x i1>
  %764 = mul nsw i64 %366, %10
  %765 = mul nsw i64 %360, %10
  %766 = add i64 %765, %362
  %767 = bitcast i16 %753 to <16 x i1>
  %768 = mul nsw i64 %366, %10
  %769 = add i64 %768, %368
  %770 = bitcast i16 %760 to <16 x i1>
  %771 = bitcast i16 %753 to <16 x i1>
  %772 = mul nsw i64 %366, %10
  %773 = bitcast i16 %760 to <16 x i1>
  %774 = sub nsw i64 %10, %362
  %775 = icmp sgt i64 %774, 15
  %776 = trunc i64 %774 to i32
  %777 = shl nsw i32 -1, %776
  %778 = trunc i32 %777 to i16
  %779 = xor i16 %778, -1
  %780 = select i1 %775, i16 -1, i16 %779
  %781 = sub nsw i64 %10, %368
  %782 = icmp sgt i64 %781, 15
  %783 = trunc i64 %781 to i32
  %784 = shl nsw i32 -1, %783
  %785 = trunc i32 %784 to i16
  %786 = xor i16 %785, -1
  %787 = select i1 %782, i16 -1, i16 %786
  %788 = bitcast i16 %780 to <16 x i1>
  %789 = mul nsw i64 %360, %10
  %790 = bitcast i16 %787 to <16 x i1>
  %791 = mul nsw i64 %366, %10
  %792 = mul nsw i64 %360, %10
  %793 = add i64 %792, %362
  %794 = bitcast i16 %780 to <16 x i1>
  %795 = mul nsw i64 %366, %10
  %796 = add i64 %795, %368
  %797 = bitcast i16 %787 to <16 x i1>
  %798 = bitcast i16 %780 to <16 x i1>
  %799 = mul nsw i64 %366, %10
  %800 = bitcast i16 %787 to <16 x i1>
  %801 = sub nsw i64 %10, %362
  %802 = icmp sgt i64 %801, 15
  %803 = trunc i64 %801 to i32
  %804 = shl nsw i32 -1, %803
  %805 = trunc i32 %804 to i16
  %806 = xor i16 %805, -1
  %807 = select i1 %802, i16 -1, i16 %806
  %808 = bitcast i16 %807 to <16 x i1>
  %809 = mul nsw i64 %360, %10
  %810 = getelementptr float, ptr %341, i64 %809
  %811 = getelementptr float, ptr %810, i64 %362
  %812 = bitcast i16 %807 to <16 x i1>
  %813 = mul nsw i64 %360, %10
  %814 = getelementptr float, ptr %341, i64 %813
  %815 = getelementptr float, ptr %814, i64 %362
  %816 = bitcast i16 %807 to <16 x i1>
  %817 = mul nsw i64 %360, %10
  %818 = getelementptr float, ptr %341, i64 %817
  %819 = getelementptr float, ptr %818, i64 %362
  %820 = bitcast i16 %807 to <16 x i1>
  %821 = mul nsw i64 %360, %10
  %822 = getelementptr float, ptr %341, i64 %821
  %823 = getelementptr float, ptr %822, i64 %362
  %824 = bitcast i16 %807 to <16 x i1>
  %825 = mul nsw i64 %360, %10
  %826 = getelementptr float, ptr %341, i64 %825
  %827 = getelementptr float, ptr %826, i64 %362
  %828 = bitcast i16 %807 to <16 x i1>
  %829 = mul nsw i64 %360, %10
  %830 = getelementptr float, ptr %341, i64 %829
  %831 = getelementptr float, ptr %830, i64 %362
  %832 = bitcast i16 %807 to <16 x i1>
  %833 = mul nsw i64 %360, %10
  %834 = getelementptr float, ptr %341, i64 %833
  %835 = getelementptr float, ptr %834, i64 %362
  %836 = bitcast i16 %807 to <16 x i1>
  %837 = mul nsw i64 %360, %10
  %838 = getelementptr float, ptr %341, i64 %837
  %839 = getelementptr float, ptr %838, i64 %362
  %840 = mul nsw i64 %360, %10
  %841 = add i64 %840, %362
  %842 = bitcast i16 %807 to <16 x i1>
  %843 = add i64 %840, %362
  %844 = add i64 %840, %362
  %845 = add i64 %840, %362
  %846 = add i64 %840, %362
  %847 = add i64 %840, %362
  %848 = add i64 %840, %362
  %849 = add i64 %840, %362
  %850 = bitcast i16 %807 to <16 x i1>
  %851 = sub nsw i64 %10, %362
  %852 = icmp sgt i64 %851, 15
  %853 = trunc i64 %851 to i32
  %854 = shl nsw i32 -1, %853
  %855 = trunc i32 %854 to i16
  %856 = xor i16 %855, -1
  %857 = select i1 %852, i16 -1, i16 %856
  %858 = bitcast i16 %857 to <16 x i1>
  %859 = mul nsw i64 %360, %10
  %860 = getelementptr float, ptr %341, i64 %859
  %861 = getelementptr float, ptr %860, i64 %362
  %862 = bitcast i16 %857 to <16 x i1>
  %863 = mul nsw i64 %360, %10
  %864 = getelementptr float, ptr %341, i64 %863
  %865 = getelementptr float, ptr %864, i64 %362
  %866 = bitcast i16 %857 to <16 x i1>
  %867 = mul nsw i64 %360, %10
  %868 = getelementptr float, ptr %341, i64 %867
  %869 = getelementptr float, ptr %868, i64 %362
  %870 = bitcast i16 %857 to <16 x i1>
  %871 = mul nsw i64 %360, %10
  %872 = getelementptr float, ptr %341, i64 %871
  %873 = getelementptr float, ptr %872, i64 %362
  %874 = bitcast i16 %857 to <16 x i1>
  %875 = mul nsw i64 %360, %10
  %876 = getelementptr float, ptr %341, i64 %875
  %877 = getelementptr float, ptr %876, i64 %362
  %878 = bitcast i16 %857 to <16 x i1>
  %879 = mul nsw i64 %360, %10
  %880 = getelementptr float, ptr %341, i64 %879
  %881 = getelementptr float, ptr %880, i64 %362
  %882 = bitcast i16 %857 to <16 x i1>
  %883 = mul nsw i64 %360, %10
  %884 = getelementptr float, ptr %341, i64 %883
  %885 = getelementptr float, ptr %884, i64 %362
  %886 = bitcast i16 %857 to <16 x i1>
  %887 = mul nsw i64 %360, %10
  %888 = getelementptr float, ptr %341, i64 %887
  %889 = getelementptr float, ptr %888, i64 %362
  %890 = mul nsw i64 %360, %10
  %891 = add i64 %890, %362
  %892 = bitcast i16 %857 to <16 x i1>
  %893 = add i64 %890, %362
  %894 = add i64 %890, %362
  %895 = add i64 %890, %362
  %896 = add i64 %890, %362
  %897 = add i64 %890, %362
  %898 = add i64 %890, %362
  %899 = add i64 %890, %362
  %900 = bitcast i16 %857 to <16 x i1>
  %901 = getelementptr float, ptr %346, i64 %536
  %902 = getelementptr float, ptr %901, i64 %368
  %903 = getelementptr float, ptr %346, i64 %538
  %904 = getelementptr float, ptr %903, i64 %374
  %905 = getelementptr float, ptr %346, i64 %577
  %906 = getelementptr float, ptr %905, i64 %368
  %907 = getelementptr float, ptr %346, i64 %579
  %908 = getelementptr float, ptr %907, i64 %374
  %909 = getelementptr float, ptr %346, i64 %606
  %910 = getelementptr float, ptr %909, i64 %368
  %911 = getelementptr float, ptr %346, i64 %633
  %912 = getelementptr float, ptr %911, i64 %368
  %913 = getelementptr float, ptr %346, i64 %702
  %914 = getelementptr float, ptr %913, i64 %368
  %915 = getelementptr float, ptr %346, i64 %704
  %916 = getelementptr float, ptr %915, i64 %374
  %917 = getelementptr float, ptr %346, i64 %702
  %918 = getelementptr float, ptr %917, i64 %368
  %919 = getelementptr float, ptr %346, i64 %704
  %920 = getelementptr float, ptr %919, i64 %374
  %921 = getelementptr float, ptr %346, i64 %702
  %922 = getelementptr float, ptr %921, i64 %368
  %923 = getelementptr float, ptr %346, i64 %704
  %924 = getelementptr float, ptr %923, i64 %374
  %925 = getelementptr float, ptr %346, i64 %702
  %926 = getelementptr float, ptr %925, i64 %368
  %927 = getelementptr float, ptr %346, i64 %704
  %928 = getelementptr float, ptr %927, i64 %374
  %929 = getelementptr float, ptr %346, i64 %702
  %930 = getelementptr float, ptr %929, i64 %368
  %931 = getelementptr float, ptr %346, i64 %704
  %932 = getelementptr float, ptr %931, i64 %374
  %933 = getelementptr float, ptr %346, i64 %702
  %934 = getelementptr float, ptr %933, i64 %368
  %935 = getelementptr float, ptr %346, i64 %704
  %936 = getelementptr float, ptr %935, i64 %374
  %937 = getelementptr float, ptr %346, i64 %702
  %938 = getelementptr float, ptr %937, i64 %368
  %939 = getelementptr float, ptr %346, i64 %704
  %940 = getelementptr float, ptr %939, i64 %374
  %941 = getelementptr float, ptr %346, i64 %702
  %942 = getelementptr float, ptr %941, i64 %368
  %943 = getelementptr float, ptr %346, i64 %704
  %944 = getelementptr float, ptr %943, i64 %374
  %945 = getelementptr float, ptr %346, i64 %743
  %946 = getelementptr float, ptr %945, i64 %368
  %947 = getelementptr float, ptr %346, i64 %745
  %948 = getelementptr float, ptr %947, i64 %374
  %949 = getelementptr float, ptr %346, i64 %743
  %950 = getelementptr float, ptr %949, i64 %368
  %951 = getelementptr float, ptr %346, i64 %745
  %952 = getelementptr float, ptr %951, i64 %374
  %953 = getelementptr float, ptr %346, i64 %743
  %954 = getelementptr float, ptr %953, i64 %368
  %955 = getelementptr float, ptr %346, i64 %745
  %956 = getelementptr float, ptr %955, i64 %374
  %957 = getelementptr float, ptr %346, i64 %743
  %958 = getelementptr float, ptr %957, i64 %368
  %959 = getelementptr float, ptr %346, i64 %745
  %960 = getelementptr float, ptr %959, i64 %374
  %961 = getelementptr float, ptr %346, i64 %743
  %962 = getelementptr float, ptr %961, i64 %368
  %963 = getelementptr float, ptr %346, i64 %745
  %964 = getelementptr float, ptr %963, i64 %374
  %965 = getelementptr float, ptr %346, i64 %743
  %966 = getelementptr float, ptr %965, i64 %368
  %967 = getelementptr float, ptr %346, i64 %745
  %968 = getelementptr float, ptr %967, i64 %374
  %969 = getelementptr float, ptr %346, i64 %743
  %970 = getelementptr float, ptr %969, i64 %368
  %971 = getelementptr float, ptr %346, i64 %745
  %972 = getelementptr float, ptr %971, i64 %374
  %973 = getelementptr float, ptr %346, i64 %743
  %974 = getelementptr float, ptr %973, i64 %368
  %975 = getelementptr float, ptr %346, i64 %745
  %976 = getelementptr float, ptr %975, i64 %374
  %977 = getelementptr float, ptr %346, i64 %772
  %978 = getelementptr float, ptr %977, i64 %368
  %979 = getelementptr float, ptr %346, i64 %772
  %980 = getelementptr float, ptr %979, i64 %368
  %981 = getelementptr float, ptr %346, i64 %772
  %982 = getelementptr float, ptr %981, i64 %368
  %983 = getelementptr float, ptr %346, i64 %772
  %984 = getelementptr float, ptr %983, i64 %368
  %985 = getelementptr float, ptr %346, i64 %772
  %986 = getelementptr float, ptr %985, i64 %368
  %987 = getelementptr float, ptr %346, i64 %772
  %988 = getelementptr float, ptr %987, i64 %368
  %989 = getelementptr float, ptr %346, i64 %772
  %990 = getelementptr float, ptr %989, i64 %368
  %991 = getelementptr float, ptr %346, i64 %772
  %992 = getelementptr float, ptr %991, i64 %368
  %993 = getelementptr float, ptr %346, i64 %799
  %994 = getelementptr float, ptr %993, i64 %368
  %995 = getelementptr float, ptr %346, i64 %799
  %996 = getelementptr float, ptr %995, i64 %368
  %997 = getelementptr float, ptr %346, i64 %799
  %998 = getelementptr float, ptr %997, i64 %368
  %999 = getelementptr float, ptr %346, i64 %799
  %1000 = getelementptr float, ptr %999, i64 %368
  %1001 = getelementptr float, ptr %346, i64 %799
  %1002 = getelementptr float, ptr %1001, i64 %368
  %1003 = getelementptr float, ptr %346, i64 %799
  %1004 = getelementptr float, ptr %1003, i64 %368
  %1005 = getelementptr float, ptr %346, i64 %799
  %1006 = getelementptr float, ptr %1005, i64 %368
  %1007 = getelementptr float, ptr %346, i64 %799
  %1008 = getelementptr float, ptr %1007, i64 %368
  %1009 = getelementptr float, ptr %346, i64 %840
  %1010 = getelementptr float, ptr %1009, i64 %362
  %1011 = getelementptr float, ptr %346, i64 %840
  %1012 = getelementptr float, ptr %1011, i64 %362
  %1013 = getelementptr float, ptr %346, i64 %840
  %1014 = getelementptr float, ptr %1013, i64 %362
  %1015 = getelementptr float, ptr %346, i64 %840
  %1016 = getelementptr float, ptr %1015, i64 %362
  %1017 = getelementptr float, ptr %346, i64 %840
  %1018 = getelementptr float, ptr %1017, i64 %362
  %1019 = getelementptr float, ptr %346, i64 %840
  %1020 = getelementptr float, ptr %1019, i64 %362
  %1021 = getelementptr float, ptr %346, i64 %840
  %1022 = getelementptr float, ptr %1021, i64 %362
  %1023 = getelementptr float, ptr %346, i64 %890
  %1024 = getelementptr float, ptr %1023, i64 %362
  %1025 = getelementptr float, ptr %346, i64 %890
  %1026 = getelementptr float, ptr %1025, i64 %362
  %1027 = getelementptr float, ptr %346, i64 %890
  %1028 = getelementptr float, ptr %1027, i64 %362
  %1029 = getelementptr float, ptr %346, i64 %890
  %1030 = getelementptr float, ptr %1029, i64 %362
  %1031 = getelementptr float, ptr %346, i64 %890
  %1032 = getelementptr float, ptr %1031, i64 %362
  %1033 = getelementptr float, ptr %346, i64 %890
  %1034 = getelementptr float, ptr %1033, i64 %362
  %1035 = getelementptr float, ptr %346, i64 %890
  %1036 = getelementptr float, ptr %1035, i64 %362
  br label %1040

1037:                                             ; preds = %10124, %495
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  %1038 = add nuw nsw i64 %357, 3
  %1039 = icmp slt i64 %1038, %347
  br i1 %1039, label %356, label %353

1040:                                             ; preds = %496, %10124
  %1041 = phi i64 [ %348, %496 ], [ %10125, %10124 ]
  %1042 = sub nsw i64 %337, %1041
  %1043 = icmp sgt i64 %1042, 7
  br i1 %1043, label %1044, label %8909

1044:                                             ; preds = %1040
  switch i32 %498, label %10124 [
    i32 2, label %1045
    i32 3, label %1738
    i32 4, label %2435
    i32 5, label %3754
    i32 6, label %5085
    i32 7, label %6988
  ]

1045:                                             ; preds = %1044
  br i1 %71, label %1079, label %1046

1046:                                             ; preds = %1045
  %1047 = getelementptr inbounds float, ptr %36, i64 %1041
  %1048 = load float, ptr %1047, align 4
  %1049 = insertelement <16 x float> poison, float %1048, i64 0
  %1050 = shufflevector <16 x float> %1049, <16 x float> poison, <16 x i32> zeroinitializer
  %1051 = getelementptr inbounds nuw i8, ptr %1047, i64 4
  %1052 = load float, ptr %1051, align 4
  %1053 = insertelement <16 x float> poison, float %1052, i64 0
  %1054 = shufflevector <16 x float> %1053, <16 x float> poison, <16 x i32> zeroinitializer
  %1055 = getelementptr inbounds nuw i8, ptr %1047, i64 8
  %1056 = load float, ptr %1055, align 4
  %1057 = insertelement <16 x float> poison, float %1056, i64 0
  %1058 = shufflevector <16 x float> %1057, <16 x float> poison, <16 x i32> zeroinitializer
  %1059 = getelementptr inbounds nuw i8, ptr %1047, i64 12
  %1060 = load float, ptr %1059, align 4
  %1061 = insertelement <16 x float> poison, float %1060, i64 0
  %1062 = shufflevector <16 x float> %1061, <16 x float> poison, <16 x i32> zeroinitializer
  %1063 = getelementptr inbounds nuw i8, ptr %1047, i64 16
  %1064 = load float, ptr %1063, align 4
  %1065 = insertelement <16 x float> poison, float %1064, i64 0
  %1066 = shufflevector <16 x float> %1065, <16 x float> poison, <16 x i32> zeroinitializer
  %1067 = getelementptr inbounds nuw i8, ptr %1047, i64 20
  %1068 = load float, ptr %1067, align 4
  %1069 = insertelement <16 x float> poison, float %1068, i64 0
  %1070 = shufflevector <16 x float> %1069, <16 x float> poison, <16 x i32> zeroinitializer
  %1071 = getelementptr inbounds nuw i8, ptr %1047, i64 24
  %1072 = load float, ptr %1071, align 4
  %1073 = insertelement <16 x float> poison, float %1072, i64 0
  %1074 = shufflevector <16 x float> %1073, <16 x float> poison, <16 x i32> zeroinitializer
  %1075 = getelementptr inbounds nuw i8, ptr %1047, i64 28
  %1076 = load float, ptr %1075, align 4
  %1077 = insertelement <16 x float> poison, float %1076, i64 0
  %1078 = shufflevector <16 x float> %1077, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1111

1079:                                             ; preds = %1045
  %1080 = mul nsw i64 %1041, %48
  %1081 = getelementptr float, ptr %861, i64 %1080
  %1082 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1081, <16 x i1> %858, <16 x float> zeroinitializer)
  %1083 = or disjoint i64 %1041, 1
  %1084 = mul nsw i64 %1083, %48
  %1085 = getelementptr float, ptr %865, i64 %1084
  %1086 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1085, <16 x i1> %862, <16 x float> zeroinitializer)
  %1087 = or disjoint i64 %1041, 2
  %1088 = mul nsw i64 %1087, %48
  %1089 = getelementptr float, ptr %869, i64 %1088
  %1090 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1089, <16 x i1> %866, <16 x float> zeroinitializer)
  %1091 = or disjoint i64 %1041, 3
  %1092 = mul nsw i64 %1091, %48
  %1093 = getelementptr float, ptr %873, i64 %1092
  %1094 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1093, <16 x i1> %870, <16 x float> zeroinitializer)
  %1095 = or disjoint i64 %1041, 4
  %1096 = mul nsw i64 %1095, %48
  %1097 = getelementptr float, ptr %877, i64 %1096
  %1098 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1097, <16 x i1> %874, <16 x float> zeroinitializer)
  %1099 = or disjoint i64 %1041, 5
  %1100 = mul nsw i64 %1099, %48
  %1101 = getelementptr float, ptr %881, i64 %1100
  %1102 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1101, <16 x i1> %878, <16 x float> zeroinitializer)
  %1103 = or disjoint i64 %1041, 6
  %1104 = mul nsw i64 %1103, %48
  %1105 = getelementptr float, ptr %885, i64 %1104
  %1106 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1105, <16 x i1> %882, <16 x float> zeroinitializer)
  %1107 = or disjoint i64 %1041, 7
  %1108 = mul nsw i64 %1107, %48
  %1109 = getelementptr float, ptr %889, i64 %1108
  %1110 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1109, <16 x i1> %886, <16 x float> zeroinitializer)
  br label %1111

1111:                                             ; preds = %1079, %1046
  %1112 = phi <16 x float> [ %1106, %1079 ], [ %1074, %1046 ]
  %1113 = phi <16 x float> [ %1098, %1079 ], [ %1066, %1046 ]
  %1114 = phi <16 x float> [ %1090, %1079 ], [ %1058, %1046 ]
  %1115 = phi <16 x float> [ %1082, %1079 ], [ %1050, %1046 ]
  %1116 = phi <16 x float> [ %1086, %1079 ], [ %1054, %1046 ]
  %1117 = phi <16 x float> [ %1094, %1079 ], [ %1062, %1046 ]
  %1118 = phi <16 x float> [ %1102, %1079 ], [ %1070, %1046 ]
  %1119 = phi <16 x float> [ %1110, %1079 ], [ %1078, %1046 ]
  %1120 = mul i64 %72, %1041
  %1121 = getelementptr inbounds float, ptr %35, i64 %1120
  br i1 %73, label %1134, label %1122

1122:                                             ; preds = %1148, %1111
  %1123 = phi <16 x float> [ %1115, %1111 ], [ %1149, %1148 ]
  %1124 = phi <16 x float> [ %1116, %1111 ], [ %1150, %1148 ]
  %1125 = phi <16 x float> [ %1114, %1111 ], [ %1151, %1148 ]
  %1126 = phi <16 x float> [ %1117, %1111 ], [ %1152, %1148 ]
  %1127 = phi <16 x float> [ %1113, %1111 ], [ %1153, %1148 ]
  %1128 = phi <16 x float> [ %1118, %1111 ], [ %1154, %1148 ]
  %1129 = phi <16 x float> [ %1112, %1111 ], [ %1155, %1148 ]
  %1130 = phi <16 x float> [ %1119, %1111 ], [ %1156, %1148 ]
  %1131 = mul nsw i64 %1041, %48
  %1132 = add i64 %1131, %891
  %1133 = getelementptr inbounds float, ptr %346, i64 %1132
  br i1 %75, label %1712, label %1219

1134:                                             ; preds = %1111, %1148
  %1135 = phi <16 x float> [ %1149, %1148 ], [ %1115, %1111 ]
  %1136 = phi <16 x float> [ %1150, %1148 ], [ %1116, %1111 ]
  %1137 = phi <16 x float> [ %1151, %1148 ], [ %1114, %1111 ]
  %1138 = phi <16 x float> [ %1152, %1148 ], [ %1117, %1111 ]
  %1139 = phi <16 x float> [ %1153, %1148 ], [ %1113, %1111 ]
  %1140 = phi <16 x float> [ %1154, %1148 ], [ %1118, %1111 ]
  %1141 = phi <16 x float> [ %1155, %1148 ], [ %1112, %1111 ]
  %1142 = phi <16 x float> [ %1156, %1148 ], [ %1119, %1111 ]
  %1143 = phi i64 [ %1157, %1148 ], [ 0, %1111 ]
  %1144 = mul nsw i64 %69, %1143
  %1145 = getelementptr inbounds float, ptr %339, i64 %1144
  %1146 = mul nsw i64 %1143, %70
  %1147 = getelementptr inbounds float, ptr %1121, i64 %1146
  br i1 %74, label %1159, label %1148

1148:                                             ; preds = %1159, %1134
  %1149 = phi <16 x float> [ %1135, %1134 ], [ %1181, %1159 ]
  %1150 = phi <16 x float> [ %1136, %1134 ], [ %1186, %1159 ]
  %1151 = phi <16 x float> [ %1137, %1134 ], [ %1191, %1159 ]
  %1152 = phi <16 x float> [ %1138, %1134 ], [ %1196, %1159 ]
  %1153 = phi <16 x float> [ %1139, %1134 ], [ %1201, %1159 ]
  %1154 = phi <16 x float> [ %1140, %1134 ], [ %1206, %1159 ]
  %1155 = phi <16 x float> [ %1141, %1134 ], [ %1211, %1159 ]
  %1156 = phi <16 x float> [ %1142, %1134 ], [ %1216, %1159 ]
  %1157 = add nuw nsw i64 %1143, 1
  %1158 = icmp eq i64 %1157, %5
  br i1 %1158, label %1122, label %1134

1159:                                             ; preds = %1134, %1159
  %1160 = phi <16 x float> [ %1181, %1159 ], [ %1135, %1134 ]
  %1161 = phi <16 x float> [ %1186, %1159 ], [ %1136, %1134 ]
  %1162 = phi <16 x float> [ %1191, %1159 ], [ %1137, %1134 ]
  %1163 = phi <16 x float> [ %1196, %1159 ], [ %1138, %1134 ]
  %1164 = phi <16 x float> [ %1201, %1159 ], [ %1139, %1134 ]
  %1165 = phi <16 x float> [ %1206, %1159 ], [ %1140, %1134 ]
  %1166 = phi <16 x float> [ %1211, %1159 ], [ %1141, %1134 ]
  %1167 = phi <16 x float> [ %1216, %1159 ], [ %1142, %1134 ]
  %1168 = phi i64 [ %1217, %1159 ], [ 0, %1134 ]
  %1169 = getelementptr inbounds nuw [3 x i32], ptr %31, i64 %1168
  %1170 = getelementptr inbounds nuw [3 x i64], ptr %30, i64 %1168
  %1171 = load i32, ptr %1169, align 4
  %1172 = trunc i32 %1171 to i16
  %1173 = load i64, ptr %1170, align 8
  %1174 = getelementptr inbounds float, ptr %1145, i64 %1173
  %1175 = bitcast i16 %1172 to <16 x i1>
  %1176 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1174, <16 x i1> %1175, <16 x float> zeroinitializer)
  %1177 = getelementptr float, ptr %1147, i64 %1168
  %1178 = load float, ptr %1177, align 4
  %1179 = insertelement <16 x float> poison, float %1178, i64 0
  %1180 = shufflevector <16 x float> %1179, <16 x float> poison, <16 x i32> zeroinitializer
  %1181 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1176, <16 x float> %1180, <16 x float> %1160)
  %1182 = getelementptr float, ptr %1177, i64 %72
  %1183 = load float, ptr %1182, align 4
  %1184 = insertelement <16 x float> poison, float %1183, i64 0
  %1185 = shufflevector <16 x float> %1184, <16 x float> poison, <16 x i32> zeroinitializer
  %1186 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1176, <16 x float> %1185, <16 x float> %1161)
  %1187 = getelementptr i8, ptr %1177, i64 %262
  %1188 = load float, ptr %1187, align 4
  %1189 = insertelement <16 x float> poison, float %1188, i64 0
  %1190 = shufflevector <16 x float> %1189, <16 x float> poison, <16 x i32> zeroinitializer
  %1191 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1176, <16 x float> %1190, <16 x float> %1162)
  %1192 = getelementptr i8, ptr %1177, i64 %263
  %1193 = load float, ptr %1192, align 4
  %1194 = insertelement <16 x float> poison, float %1193, i64 0
  %1195 = shufflevector <16 x float> %1194, <16 x float> poison, <16 x i32> zeroinitializer
  %1196 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1176, <16 x float> %1195, <16 x float> %1163)
  %1197 = getelementptr i8, ptr %1177, i64 %264
  %1198 = load float, ptr %1197, align 4
  %1199 = insertelement <16 x float> poison, float %1198, i64 0
  %1200 = shufflevector <16 x float> %1199, <16 x float> poison, <16 x i32> zeroinitializer
  %1201 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1176, <16 x float> %1200, <16 x float> %1164)
  %1202 = getelementptr i8, ptr %1177, i64 %265
  %1203 = load float, ptr %1202, align 4
  %1204 = insertelement <16 x float> poison, float %1203, i64 0
  %1205 = shufflevector <16 x float> %1204, <16 x float> poison, <16 x i32> zeroinitializer
  %1206 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1176, <16 x float> %1205, <16 x float> %1165)
  %1207 = getelementptr i8, ptr %1177, i64 %266
  %1208 = load float, ptr %1207, align 4
  %1209 = insertelement <16 x float> poison, float %1208, i64 0
  %1210 = shufflevector <16 x float> %1209, <16 x float> poison, <16 x i32> zeroinitializer
  %1211 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1176, <16 x float> %1210, <16 x float> %1166)
  %1212 = getelementptr i8, ptr %1177, i64 %267
  %1213 = load float, ptr %1212, align 4
  %1214 = insertelement <16 x float> poison, float %1213, i64 0
  %1215 = shufflevector <16 x float> %1214, <16 x float> poison, <16 x i32> zeroinitializer
  %1216 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1176, <16 x float> %1215, <16 x float> %1167)
  %1217 = add nuw nsw i64 %1168, 1
  %1218 = icmp eq i64 %1217, %70
  br i1 %1218, label %1148, label %1159

1219:                                             ; preds = %1122
  %1220 = getelementptr inbounds float, ptr %344, i64 %1132
  switch i64 %268, label %1238 [
    i64 1, label %1221
    i64 2, label %1224
    i64 3, label %1231
    i64 0, label %1278
  ]

1221:                                             ; preds = %1219
  %1222 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1220, <16 x i1> %892, <16 x float> zeroinitializer)
  %1223 = fadd <16 x float> %1123, %1222
  br label %1240

1224:                                             ; preds = %1219
  %1225 = bitcast <16 x float> %1123 to <8 x i64>
  %1226 = or <8 x i64> %1225, %77
  %1227 = fcmp oeq <16 x float> %1123, %47
  %1228 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1123, i32 4)
  %1229 = bitcast <8 x i64> %1226 to <16 x float>
  %1230 = select <16 x i1> %1227, <16 x float> %1229, <16 x float> %1228
  br label %1240

1231:                                             ; preds = %1219
  %1232 = bitcast <16 x float> %1123 to <8 x i64>
  %1233 = and <8 x i64> %1232, %76
  %1234 = fcmp oeq <16 x float> %1123, %44
  %1235 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1123, i32 4)
  %1236 = bitcast <8 x i64> %1233 to <16 x float>
  %1237 = select <16 x i1> %1234, <16 x float> %1236, <16 x float> %1235
  br label %1240

1238:                                             ; preds = %1219
  unreachable

1239:                                             ; preds = %2390, %2371, %2347, %2328, %2309, %2285, %2266, %2247, %2223, %2204, %2185, %2161, %2142, %2123, %2099, %2080, %2061, %2037, %2018, %1999, %1975, %1956, %1937, %1918, %1693, %1674, %1650, %1631, %1612, %1588, %1569, %1550, %1526, %1507, %1488, %1464, %1445, %1426, %1402, %1383, %1364, %1340, %1321, %1302, %1278, %1259, %1240, %10095, %10076, %10054, %10035, %10016, %9994, %9975, %9956, %9937, %9806, %9787, %9765, %9746, %9727, %9705, %9686, %9667, %9648, %9536, %9517, %9495, %9476, %9457, %9438, %9333, %9314, %9292, %9273, %9254, %9235, %9145, %9126, %9107, %9031, %9012, %8993, %7567, %7548, %7526, %7507, %7488, %7466, %7447, %7428, %7409, %7597, %7616, %7635, %7654, %7676, %7695, %7714, %7736, %7755, %7785, %7804, %7823, %7842, %7864, %7883, %7902, %7924, %7943, %7973, %7992, %8011, %8030, %8052, %8071, %8090, %8112, %8131, %8161, %8180, %8199, %8218, %8240, %8259, %8278, %8300, %8319, %8349, %8368, %8387, %8406, %8428, %8447, %8466, %8488, %8507, %8537, %8556, %8575, %8594, %8616, %8635, %8654, %8676, %8695, %8725, %8744, %8763, %8782, %8804, %8823, %8842, %8864, %8883, %5646, %5627, %5605, %5586, %5567, %5545, %5526, %5507, %5488, %5676, %5695, %5714, %5733, %5755, %5774, %5793, %5815, %5834, %5864, %5883, %5902, %5921, %5943, %5962, %5981, %6003, %6022, %6052, %6071, %6090, %6109, %6131, %6150, %6169, %6191, %6210, %6240, %6259, %6278, %6297, %6319, %6338, %6357, %6379, %6398, %6428, %6447, %6466, %6485, %6507, %6526, %6545, %6567, %6586, %6616, %6635, %6654, %6673, %6695, %6714, %6733, %6755, %6774, %6804, %6823, %6842, %6861, %6883, %6902, %6921, %6943, %6962, %4171, %4152, %4130, %4111, %4092, %4073, %4200, %4219, %4238, %4257, %4279, %4298, %4327, %4346, %4365, %4384, %4406, %4425, %4454, %4473, %4492, %4511, %4533, %4552, %4581, %4600, %4619, %4638, %4660, %4679, %4708, %4727, %4746, %4765, %4787, %4806, %4835, %4854, %4873, %4892, %4914, %4933, %4962, %4981, %5000, %5019, %5041, %5060, %2840, %2821, %2799, %2780, %2761, %2742, %2869, %2888, %2907, %2926, %2948, %2967, %2996, %3015, %3034, %3053, %3075, %3094, %3123, %3142, %3161, %3180, %3202, %3221, %3250, %3269, %3288, %3307, %3329, %3348, %3377, %3396, %3415, %3434, %3456, %3475, %3504, %3523, %3542, %3561, %3583, %3602, %3631, %3650, %3669, %3688, %3710, %3729
  unreachable

1240:                                             ; preds = %1231, %1224, %1221
  %1241 = phi <16 x float> [ %1223, %1221 ], [ %1230, %1224 ], [ %1237, %1231 ]
  switch i64 %270, label %1239 [
    i64 1, label %1256
    i64 2, label %1249
    i64 3, label %1242
    i64 0, label %1278
  ]

1242:                                             ; preds = %1240
  %1243 = bitcast <16 x float> %1241 to <8 x i64>
  %1244 = and <8 x i64> %1243, %76
  %1245 = fcmp oeq <16 x float> %1241, %44
  %1246 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1241, i32 4)
  %1247 = bitcast <8 x i64> %1244 to <16 x float>
  %1248 = select <16 x i1> %1245, <16 x float> %1247, <16 x float> %1246
  br label %1259

1249:                                             ; preds = %1240
  %1250 = bitcast <16 x float> %1241 to <8 x i64>
  %1251 = or <8 x i64> %1250, %77
  %1252 = fcmp oeq <16 x float> %1241, %47
  %1253 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1241, i32 4)
  %1254 = bitcast <8 x i64> %1251 to <16 x float>
  %1255 = select <16 x i1> %1252, <16 x float> %1254, <16 x float> %1253
  br label %1259

1256:                                             ; preds = %1240
  %1257 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1220, <16 x i1> %892, <16 x float> zeroinitializer)
  %1258 = fadd <16 x float> %1241, %1257
  br label %1259

1259:                                             ; preds = %1256, %1249, %1242
  %1260 = phi <16 x float> [ %1258, %1256 ], [ %1255, %1249 ], [ %1248, %1242 ]
  switch i64 %272, label %1239 [
    i64 1, label %1275
    i64 2, label %1268
    i64 3, label %1261
    i64 0, label %1278
  ]

1261:                                             ; preds = %1259
  %1262 = bitcast <16 x float> %1260 to <8 x i64>
  %1263 = and <8 x i64> %1262, %76
  %1264 = fcmp oeq <16 x float> %1260, %44
  %1265 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1260, i32 4)
  %1266 = bitcast <8 x i64> %1263 to <16 x float>
  %1267 = select <16 x i1> %1264, <16 x float> %1266, <16 x float> %1265
  br label %1278

1268:                                             ; preds = %1259
  %1269 = bitcast <16 x float> %1260 to <8 x i64>
  %1270 = or <8 x i64> %1269, %77
  %1271 = fcmp oeq <16 x float> %1260, %47
  %1272 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1260, i32 4)
  %1273 = bitcast <8 x i64> %1270 to <16 x float>
  %1274 = select <16 x i1> %1271, <16 x float> %1273, <16 x float> %1272
  br label %1278

1275:                                             ; preds = %1259
  %1276 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1220, <16 x i1> %892, <16 x float> zeroinitializer)
  %1277 = fadd <16 x float> %1260, %1276
  br label %1278

1278:                                             ; preds = %1219, %1240, %1259, %1275, %1268, %1261
  %1279 = phi <16 x float> [ %1267, %1261 ], [ %1274, %1268 ], [ %1277, %1275 ], [ %1241, %1240 ], [ %1260, %1259 ], [ %1123, %1219 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1279, ptr align 1 %1133, <16 x i1> %892)
  %1280 = or disjoint i64 %1041, 1
  %1281 = mul nsw i64 %1280, %48
  %1282 = add i64 %1281, %893
  %1283 = getelementptr inbounds float, ptr %346, i64 %1282
  %1284 = getelementptr inbounds float, ptr %344, i64 %1282
  switch i64 %273, label %1239 [
    i64 1, label %1299
    i64 2, label %1292
    i64 3, label %1285
    i64 0, label %1340
  ]

1285:                                             ; preds = %1278
  %1286 = bitcast <16 x float> %1124 to <8 x i64>
  %1287 = and <8 x i64> %1286, %76
  %1288 = fcmp oeq <16 x float> %1124, %44
  %1289 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1124, i32 4)
  %1290 = bitcast <8 x i64> %1287 to <16 x float>
  %1291 = select <16 x i1> %1288, <16 x float> %1290, <16 x float> %1289
  br label %1302

1292:                                             ; preds = %1278
  %1293 = bitcast <16 x float> %1124 to <8 x i64>
  %1294 = or <8 x i64> %1293, %77
  %1295 = fcmp oeq <16 x float> %1124, %47
  %1296 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1124, i32 4)
  %1297 = bitcast <8 x i64> %1294 to <16 x float>
  %1298 = select <16 x i1> %1295, <16 x float> %1297, <16 x float> %1296
  br label %1302

1299:                                             ; preds = %1278
  %1300 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1284, <16 x i1> %892, <16 x float> zeroinitializer)
  %1301 = fadd <16 x float> %1124, %1300
  br label %1302

1302:                                             ; preds = %1299, %1292, %1285
  %1303 = phi <16 x float> [ %1301, %1299 ], [ %1298, %1292 ], [ %1291, %1285 ]
  switch i64 %275, label %1239 [
    i64 1, label %1318
    i64 2, label %1311
    i64 3, label %1304
    i64 0, label %1340
  ]

1304:                                             ; preds = %1302
  %1305 = bitcast <16 x float> %1303 to <8 x i64>
  %1306 = and <8 x i64> %1305, %76
  %1307 = fcmp oeq <16 x float> %1303, %44
  %1308 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1303, i32 4)
  %1309 = bitcast <8 x i64> %1306 to <16 x float>
  %1310 = select <16 x i1> %1307, <16 x float> %1309, <16 x float> %1308
  br label %1321

1311:                                             ; preds = %1302
  %1312 = bitcast <16 x float> %1303 to <8 x i64>
  %1313 = or <8 x i64> %1312, %77
  %1314 = fcmp oeq <16 x float> %1303, %47
  %1315 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1303, i32 4)
  %1316 = bitcast <8 x i64> %1313 to <16 x float>
  %1317 = select <16 x i1> %1314, <16 x float> %1316, <16 x float> %1315
  br label %1321

1318:                                             ; preds = %1302
  %1319 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1284, <16 x i1> %892, <16 x float> zeroinitializer)
  %1320 = fadd <16 x float> %1303, %1319
  br label %1321

1321:                                             ; preds = %1318, %1311, %1304
  %1322 = phi <16 x float> [ %1320, %1318 ], [ %1317, %1311 ], [ %1310, %1304 ]
  switch i64 %277, label %1239 [
    i64 1, label %1337
    i64 2, label %1330
    i64 3, label %1323
    i64 0, label %1340
  ]

1323:                                             ; preds = %1321
  %1324 = bitcast <16 x float> %1322 to <8 x i64>
  %1325 = and <8 x i64> %1324, %76
  %1326 = fcmp oeq <16 x float> %1322, %44
  %1327 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1322, i32 4)
  %1328 = bitcast <8 x i64> %1325 to <16 x float>
  %1329 = select <16 x i1> %1326, <16 x float> %1328, <16 x float> %1327
  br label %1340

1330:                                             ; preds = %1321
  %1331 = bitcast <16 x float> %1322 to <8 x i64>
  %1332 = or <8 x i64> %1331, %77
  %1333 = fcmp oeq <16 x float> %1322, %47
  %1334 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1322, i32 4)
  %1335 = bitcast <8 x i64> %1332 to <16 x float>
  %1336 = select <16 x i1> %1333, <16 x float> %1335, <16 x float> %1334
  br label %1340

1337:                                             ; preds = %1321
  %1338 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1284, <16 x i1> %892, <16 x float> zeroinitializer)
  %1339 = fadd <16 x float> %1322, %1338
  br label %1340

1340:                                             ; preds = %1278, %1302, %1321, %1337, %1330, %1323
  %1341 = phi <16 x float> [ %1329, %1323 ], [ %1336, %1330 ], [ %1339, %1337 ], [ %1303, %1302 ], [ %1322, %1321 ], [ %1124, %1278 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1341, ptr align 1 %1283, <16 x i1> %892)
  %1342 = or disjoint i64 %1041, 2
  %1343 = mul nsw i64 %1342, %48
  %1344 = add i64 %1343, %894
  %1345 = getelementptr inbounds float, ptr %346, i64 %1344
  %1346 = getelementptr inbounds float, ptr %344, i64 %1344
  switch i64 %278, label %1239 [
    i64 1, label %1361
    i64 2, label %1354
    i64 3, label %1347
    i64 0, label %1402
  ]

1347:                                             ; preds = %1340
  %1348 = bitcast <16 x float> %1125 to <8 x i64>
  %1349 = and <8 x i64> %1348, %76
  %1350 = fcmp oeq <16 x float> %1125, %44
  %1351 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1125, i32 4)
  %1352 = bitcast <8 x i64> %1349 to <16 x float>
  %1353 = select <16 x i1> %1350, <16 x float> %1352, <16 x float> %1351
  br label %1364

1354:                                             ; preds = %1340
  %1355 = bitcast <16 x float> %1125 to <8 x i64>
  %1356 = or <8 x i64> %1355, %77
  %1357 = fcmp oeq <16 x float> %1125, %47
  %1358 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1125, i32 4)
  %1359 = bitcast <8 x i64> %1356 to <16 x float>
  %1360 = select <16 x i1> %1357, <16 x float> %1359, <16 x float> %1358
  br label %1364

1361:                                             ; preds = %1340
  %1362 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1346, <16 x i1> %892, <16 x float> zeroinitializer)
  %1363 = fadd <16 x float> %1125, %1362
  br label %1364

1364:                                             ; preds = %1361, %1354, %1347
  %1365 = phi <16 x float> [ %1363, %1361 ], [ %1360, %1354 ], [ %1353, %1347 ]
  switch i64 %280, label %1239 [
    i64 1, label %1380
    i64 2, label %1373
    i64 3, label %1366
    i64 0, label %1402
  ]

1366:                                             ; preds = %1364
  %1367 = bitcast <16 x float> %1365 to <8 x i64>
  %1368 = and <8 x i64> %1367, %76
  %1369 = fcmp oeq <16 x float> %1365, %44
  %1370 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1365, i32 4)
  %1371 = bitcast <8 x i64> %1368 to <16 x float>
  %1372 = select <16 x i1> %1369, <16 x float> %1371, <16 x float> %1370
  br label %1383

1373:                                             ; preds = %1364
  %1374 = bitcast <16 x float> %1365 to <8 x i64>
  %1375 = or <8 x i64> %1374, %77
  %1376 = fcmp oeq <16 x float> %1365, %47
  %1377 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1365, i32 4)
  %1378 = bitcast <8 x i64> %1375 to <16 x float>
  %1379 = select <16 x i1> %1376, <16 x float> %1378, <16 x float> %1377
  br label %1383

1380:                                             ; preds = %1364
  %1381 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1346, <16 x i1> %892, <16 x float> zeroinitializer)
  %1382 = fadd <16 x float> %1365, %1381
  br label %1383

1383:                                             ; preds = %1380, %1373, %1366
  %1384 = phi <16 x float> [ %1382, %1380 ], [ %1379, %1373 ], [ %1372, %1366 ]
  switch i64 %282, label %1239 [
    i64 1, label %1399
    i64 2, label %1392
    i64 3, label %1385
    i64 0, label %1402
  ]

1385:                                             ; preds = %1383
  %1386 = bitcast <16 x float> %1384 to <8 x i64>
  %1387 = and <8 x i64> %1386, %76
  %1388 = fcmp oeq <16 x float> %1384, %44
  %1389 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1384, i32 4)
  %1390 = bitcast <8 x i64> %1387 to <16 x float>
  %1391 = select <16 x i1> %1388, <16 x float> %1390, <16 x float> %1389
  br label %1402

1392:                                             ; preds = %1383
  %1393 = bitcast <16 x float> %1384 to <8 x i64>
  %1394 = or <8 x i64> %1393, %77
  %1395 = fcmp oeq <16 x float> %1384, %47
  %1396 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1384, i32 4)
  %1397 = bitcast <8 x i64> %1394 to <16 x float>
  %1398 = select <16 x i1> %1395, <16 x float> %1397, <16 x float> %1396
  br label %1402

1399:                                             ; preds = %1383
  %1400 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1346, <16 x i1> %892, <16 x float> zeroinitializer)
  %1401 = fadd <16 x float> %1384, %1400
  br label %1402

1402:                                             ; preds = %1340, %1364, %1383, %1399, %1392, %1385
  %1403 = phi <16 x float> [ %1391, %1385 ], [ %1398, %1392 ], [ %1401, %1399 ], [ %1365, %1364 ], [ %1384, %1383 ], [ %1125, %1340 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1403, ptr align 1 %1345, <16 x i1> %892)
  %1404 = or disjoint i64 %1041, 3
  %1405 = mul nsw i64 %1404, %48
  %1406 = add i64 %1405, %895
  %1407 = getelementptr inbounds float, ptr %346, i64 %1406
  %1408 = getelementptr inbounds float, ptr %344, i64 %1406
  switch i64 %283, label %1239 [
    i64 1, label %1423
    i64 2, label %1416
    i64 3, label %1409
    i64 0, label %1464
  ]

1409:                                             ; preds = %1402
  %1410 = bitcast <16 x float> %1126 to <8 x i64>
  %1411 = and <8 x i64> %1410, %76
  %1412 = fcmp oeq <16 x float> %1126, %44
  %1413 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1126, i32 4)
  %1414 = bitcast <8 x i64> %1411 to <16 x float>
  %1415 = select <16 x i1> %1412, <16 x float> %1414, <16 x float> %1413
  br label %1426

1416:                                             ; preds = %1402
  %1417 = bitcast <16 x float> %1126 to <8 x i64>
  %1418 = or <8 x i64> %1417, %77
  %1419 = fcmp oeq <16 x float> %1126, %47
  %1420 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1126, i32 4)
  %1421 = bitcast <8 x i64> %1418 to <16 x float>
  %1422 = select <16 x i1> %1419, <16 x float> %1421, <16 x float> %1420
  br label %1426

1423:                                             ; preds = %1402
  %1424 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1408, <16 x i1> %892, <16 x float> zeroinitializer)
  %1425 = fadd <16 x float> %1126, %1424
  br label %1426

1426:                                             ; preds = %1423, %1416, %1409
  %1427 = phi <16 x float> [ %1425, %1423 ], [ %1422, %1416 ], [ %1415, %1409 ]
  switch i64 %285, label %1239 [
    i64 1, label %1442
    i64 2, label %1435
    i64 3, label %1428
    i64 0, label %1464
  ]

1428:                                             ; preds = %1426
  %1429 = bitcast <16 x float> %1427 to <8 x i64>
  %1430 = and <8 x i64> %1429, %76
  %1431 = fcmp oeq <16 x float> %1427, %44
  %1432 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1427, i32 4)
  %1433 = bitcast <8 x i64> %1430 to <16 x float>
  %1434 = select <16 x i1> %1431, <16 x float> %1433, <16 x float> %1432
  br label %1445

1435:                                             ; preds = %1426
  %1436 = bitcast <16 x float> %1427 to <8 x i64>
  %1437 = or <8 x i64> %1436, %77
  %1438 = fcmp oeq <16 x float> %1427, %47
  %1439 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1427, i32 4)
  %1440 = bitcast <8 x i64> %1437 to <16 x float>
  %1441 = select <16 x i1> %1438, <16 x float> %1440, <16 x float> %1439
  br label %1445

1442:                                             ; preds = %1426
  %1443 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1408, <16 x i1> %892, <16 x float> zeroinitializer)
  %1444 = fadd <16 x float> %1427, %1443
  br label %1445

1445:                                             ; preds = %1442, %1435, %1428
  %1446 = phi <16 x float> [ %1444, %1442 ], [ %1441, %1435 ], [ %1434, %1428 ]
  switch i64 %287, label %1239 [
    i64 1, label %1461
    i64 2, label %1454
    i64 3, label %1447
    i64 0, label %1464
  ]

1447:                                             ; preds = %1445
  %1448 = bitcast <16 x float> %1446 to <8 x i64>
  %1449 = and <8 x i64> %1448, %76
  %1450 = fcmp oeq <16 x float> %1446, %44
  %1451 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1446, i32 4)
  %1452 = bitcast <8 x i64> %1449 to <16 x float>
  %1453 = select <16 x i1> %1450, <16 x float> %1452, <16 x float> %1451
  br label %1464

1454:                                             ; preds = %1445
  %1455 = bitcast <16 x float> %1446 to <8 x i64>
  %1456 = or <8 x i64> %1455, %77
  %1457 = fcmp oeq <16 x float> %1446, %47
  %1458 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1446, i32 4)
  %1459 = bitcast <8 x i64> %1456 to <16 x float>
  %1460 = select <16 x i1> %1457, <16 x float> %1459, <16 x float> %1458
  br label %1464

1461:                                             ; preds = %1445
  %1462 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1408, <16 x i1> %892, <16 x float> zeroinitializer)
  %1463 = fadd <16 x float> %1446, %1462
  br label %1464

1464:                                             ; preds = %1402, %1426, %1445, %1461, %1454, %1447
  %1465 = phi <16 x float> [ %1453, %1447 ], [ %1460, %1454 ], [ %1463, %1461 ], [ %1427, %1426 ], [ %1446, %1445 ], [ %1126, %1402 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1465, ptr align 1 %1407, <16 x i1> %892)
  %1466 = or disjoint i64 %1041, 4
  %1467 = mul nsw i64 %1466, %48
  %1468 = add i64 %1467, %896
  %1469 = getelementptr inbounds float, ptr %346, i64 %1468
  %1470 = getelementptr inbounds float, ptr %344, i64 %1468
  switch i64 %288, label %1239 [
    i64 1, label %1485
    i64 2, label %1478
    i64 3, label %1471
    i64 0, label %1526
  ]

1471:                                             ; preds = %1464
  %1472 = bitcast <16 x float> %1127 to <8 x i64>
  %1473 = and <8 x i64> %1472, %76
  %1474 = fcmp oeq <16 x float> %1127, %44
  %1475 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1127, i32 4)
  %1476 = bitcast <8 x i64> %1473 to <16 x float>
  %1477 = select <16 x i1> %1474, <16 x float> %1476, <16 x float> %1475
  br label %1488

1478:                                             ; preds = %1464
  %1479 = bitcast <16 x float> %1127 to <8 x i64>
  %1480 = or <8 x i64> %1479, %77
  %1481 = fcmp oeq <16 x float> %1127, %47
  %1482 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1127, i32 4)
  %1483 = bitcast <8 x i64> %1480 to <16 x float>
  %1484 = select <16 x i1> %1481, <16 x float> %1483, <16 x float> %1482
  br label %1488

1485:                                             ; preds = %1464
  %1486 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1470, <16 x i1> %892, <16 x float> zeroinitializer)
  %1487 = fadd <16 x float> %1127, %1486
  br label %1488

1488:                                             ; preds = %1485, %1478, %1471
  %1489 = phi <16 x float> [ %1487, %1485 ], [ %1484, %1478 ], [ %1477, %1471 ]
  switch i64 %290, label %1239 [
    i64 1, label %1504
    i64 2, label %1497
    i64 3, label %1490
    i64 0, label %1526
  ]

1490:                                             ; preds = %1488
  %1491 = bitcast <16 x float> %1489 to <8 x i64>
  %1492 = and <8 x i64> %1491, %76
  %1493 = fcmp oeq <16 x float> %1489, %44
  %1494 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1489, i32 4)
  %1495 = bitcast <8 x i64> %1492 to <16 x float>
  %1496 = select <16 x i1> %1493, <16 x float> %1495, <16 x float> %1494
  br label %1507

1497:                                             ; preds = %1488
  %1498 = bitcast <16 x float> %1489 to <8 x i64>
  %1499 = or <8 x i64> %1498, %77
  %1500 = fcmp oeq <16 x float> %1489, %47
  %1501 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1489, i32 4)
  %1502 = bitcast <8 x i64> %1499 to <16 x float>
  %1503 = select <16 x i1> %1500, <16 x float> %1502, <16 x float> %1501
  br label %1507

1504:                                             ; preds = %1488
  %1505 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1470, <16 x i1> %892, <16 x float> zeroinitializer)
  %1506 = fadd <16 x float> %1489, %1505
  br label %1507

1507:                                             ; preds = %1504, %1497, %1490
  %1508 = phi <16 x float> [ %1506, %1504 ], [ %1503, %1497 ], [ %1496, %1490 ]
  switch i64 %292, label %1239 [
    i64 1, label %1523
    i64 2, label %1516
    i64 3, label %1509
    i64 0, label %1526
  ]

1509:                                             ; preds = %1507
  %1510 = bitcast <16 x float> %1508 to <8 x i64>
  %1511 = and <8 x i64> %1510, %76
  %1512 = fcmp oeq <16 x float> %1508, %44
  %1513 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1508, i32 4)
  %1514 = bitcast <8 x i64> %1511 to <16 x float>
  %1515 = select <16 x i1> %1512, <16 x float> %1514, <16 x float> %1513
  br label %1526

1516:                                             ; preds = %1507
  %1517 = bitcast <16 x float> %1508 to <8 x i64>
  %1518 = or <8 x i64> %1517, %77
  %1519 = fcmp oeq <16 x float> %1508, %47
  %1520 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1508, i32 4)
  %1521 = bitcast <8 x i64> %1518 to <16 x float>
  %1522 = select <16 x i1> %1519, <16 x float> %1521, <16 x float> %1520
  br label %1526

1523:                                             ; preds = %1507
  %1524 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1470, <16 x i1> %892, <16 x float> zeroinitializer)
  %1525 = fadd <16 x float> %1508, %1524
  br label %1526

1526:                                             ; preds = %1464, %1488, %1507, %1523, %1516, %1509
  %1527 = phi <16 x float> [ %1515, %1509 ], [ %1522, %1516 ], [ %1525, %1523 ], [ %1489, %1488 ], [ %1508, %1507 ], [ %1127, %1464 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1527, ptr align 1 %1469, <16 x i1> %892)
  %1528 = or disjoint i64 %1041, 5
  %1529 = mul nsw i64 %1528, %48
  %1530 = add i64 %1529, %897
  %1531 = getelementptr inbounds float, ptr %346, i64 %1530
  %1532 = getelementptr inbounds float, ptr %344, i64 %1530
  switch i64 %293, label %1239 [
    i64 1, label %1547
    i64 2, label %1540
    i64 3, label %1533
    i64 0, label %1588
  ]

1533:                                             ; preds = %1526
  %1534 = bitcast <16 x float> %1128 to <8 x i64>
  %1535 = and <8 x i64> %1534, %76
  %1536 = fcmp oeq <16 x float> %1128, %44
  %1537 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1128, i32 4)
  %1538 = bitcast <8 x i64> %1535 to <16 x float>
  %1539 = select <16 x i1> %1536, <16 x float> %1538, <16 x float> %1537
  br label %1550

1540:                                             ; preds = %1526
  %1541 = bitcast <16 x float> %1128 to <8 x i64>
  %1542 = or <8 x i64> %1541, %77
  %1543 = fcmp oeq <16 x float> %1128, %47
  %1544 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1128, i32 4)
  %1545 = bitcast <8 x i64> %1542 to <16 x float>
  %1546 = select <16 x i1> %1543, <16 x float> %1545, <16 x float> %1544
  br label %1550

1547:                                             ; preds = %1526
  %1548 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1532, <16 x i1> %892, <16 x float> zeroinitializer)
  %1549 = fadd <16 x float> %1128, %1548
  br label %1550

1550:                                             ; preds = %1547, %1540, %1533
  %1551 = phi <16 x float> [ %1549, %1547 ], [ %1546, %1540 ], [ %1539, %1533 ]
  switch i64 %295, label %1239 [
    i64 1, label %1566
    i64 2, label %1559
    i64 3, label %1552
    i64 0, label %1588
  ]

1552:                                             ; preds = %1550
  %1553 = bitcast <16 x float> %1551 to <8 x i64>
  %1554 = and <8 x i64> %1553, %76
  %1555 = fcmp oeq <16 x float> %1551, %44
  %1556 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1551, i32 4)
  %1557 = bitcast <8 x i64> %1554 to <16 x float>
  %1558 = select <16 x i1> %1555, <16 x float> %1557, <16 x float> %1556
  br label %1569

1559:                                             ; preds = %1550
  %1560 = bitcast <16 x float> %1551 to <8 x i64>
  %1561 = or <8 x i64> %1560, %77
  %1562 = fcmp oeq <16 x float> %1551, %47
  %1563 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1551, i32 4)
  %1564 = bitcast <8 x i64> %1561 to <16 x float>
  %1565 = select <16 x i1> %1562, <16 x float> %1564, <16 x float> %1563
  br label %1569

1566:                                             ; preds = %1550
  %1567 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1532, <16 x i1> %892, <16 x float> zeroinitializer)
  %1568 = fadd <16 x float> %1551, %1567
  br label %1569

1569:                                             ; preds = %1566, %1559, %1552
  %1570 = phi <16 x float> [ %1568, %1566 ], [ %1565, %1559 ], [ %1558, %1552 ]
  switch i64 %297, label %1239 [
    i64 1, label %1585
    i64 2, label %1578
    i64 3, label %1571
    i64 0, label %1588
  ]

1571:                                             ; preds = %1569
  %1572 = bitcast <16 x float> %1570 to <8 x i64>
  %1573 = and <8 x i64> %1572, %76
  %1574 = fcmp oeq <16 x float> %1570, %44
  %1575 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1570, i32 4)
  %1576 = bitcast <8 x i64> %1573 to <16 x float>
  %1577 = select <16 x i1> %1574, <16 x float> %1576, <16 x float> %1575
  br label %1588

1578:                                             ; preds = %1569
  %1579 = bitcast <16 x float> %1570 to <8 x i64>
  %1580 = or <8 x i64> %1579, %77
  %1581 = fcmp oeq <16 x float> %1570, %47
  %1582 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1570, i32 4)
  %1583 = bitcast <8 x i64> %1580 to <16 x float>
  %1584 = select <16 x i1> %1581, <16 x float> %1583, <16 x float> %1582
  br label %1588

1585:                                             ; preds = %1569
  %1586 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1532, <16 x i1> %892, <16 x float> zeroinitializer)
  %1587 = fadd <16 x float> %1570, %1586
  br label %1588

1588:                                             ; preds = %1526, %1550, %1569, %1585, %1578, %1571
  %1589 = phi <16 x float> [ %1577, %1571 ], [ %1584, %1578 ], [ %1587, %1585 ], [ %1551, %1550 ], [ %1570, %1569 ], [ %1128, %1526 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1589, ptr align 1 %1531, <16 x i1> %892)
  %1590 = or disjoint i64 %1041, 6
  %1591 = mul nsw i64 %1590, %48
  %1592 = add i64 %1591, %898
  %1593 = getelementptr inbounds float, ptr %346, i64 %1592
  %1594 = getelementptr inbounds float, ptr %344, i64 %1592
  switch i64 %298, label %1239 [
    i64 1, label %1609
    i64 2, label %1602
    i64 3, label %1595
    i64 0, label %1650
  ]

1595:                                             ; preds = %1588
  %1596 = bitcast <16 x float> %1129 to <8 x i64>
  %1597 = and <8 x i64> %1596, %76
  %1598 = fcmp oeq <16 x float> %1129, %44
  %1599 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1129, i32 4)
  %1600 = bitcast <8 x i64> %1597 to <16 x float>
  %1601 = select <16 x i1> %1598, <16 x float> %1600, <16 x float> %1599
  br label %1612

1602:                                             ; preds = %1588
  %1603 = bitcast <16 x float> %1129 to <8 x i64>
  %1604 = or <8 x i64> %1603, %77
  %1605 = fcmp oeq <16 x float> %1129, %47
  %1606 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1129, i32 4)
  %1607 = bitcast <8 x i64> %1604 to <16 x float>
  %1608 = select <16 x i1> %1605, <16 x float> %1607, <16 x float> %1606
  br label %1612

1609:                                             ; preds = %1588
  %1610 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1594, <16 x i1> %892, <16 x float> zeroinitializer)
  %1611 = fadd <16 x float> %1129, %1610
  br label %1612

1612:                                             ; preds = %1609, %1602, %1595
  %1613 = phi <16 x float> [ %1611, %1609 ], [ %1608, %1602 ], [ %1601, %1595 ]
  switch i64 %300, label %1239 [
    i64 1, label %1628
    i64 2, label %1621
    i64 3, label %1614
    i64 0, label %1650
  ]

1614:                                             ; preds = %1612
  %1615 = bitcast <16 x float> %1613 to <8 x i64>
  %1616 = and <8 x i64> %1615, %76
  %1617 = fcmp oeq <16 x float> %1613, %44
  %1618 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1613, i32 4)
  %1619 = bitcast <8 x i64> %1616 to <16 x float>
  %1620 = select <16 x i1> %1617, <16 x float> %1619, <16 x float> %1618
  br label %1631

1621:                                             ; preds = %1612
  %1622 = bitcast <16 x float> %1613 to <8 x i64>
  %1623 = or <8 x i64> %1622, %77
  %1624 = fcmp oeq <16 x float> %1613, %47
  %1625 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1613, i32 4)
  %1626 = bitcast <8 x i64> %1623 to <16 x float>
  %1627 = select <16 x i1> %1624, <16 x float> %1626, <16 x float> %1625
  br label %1631

1628:                                             ; preds = %1612
  %1629 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1594, <16 x i1> %892, <16 x float> zeroinitializer)
  %1630 = fadd <16 x float> %1613, %1629
  br label %1631

1631:                                             ; preds = %1628, %1621, %1614
  %1632 = phi <16 x float> [ %1630, %1628 ], [ %1627, %1621 ], [ %1620, %1614 ]
  switch i64 %302, label %1239 [
    i64 1, label %1647
    i64 2, label %1640
    i64 3, label %1633
    i64 0, label %1650
  ]

1633:                                             ; preds = %1631
  %1634 = bitcast <16 x float> %1632 to <8 x i64>
  %1635 = and <8 x i64> %1634, %76
  %1636 = fcmp oeq <16 x float> %1632, %44
  %1637 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1632, i32 4)
  %1638 = bitcast <8 x i64> %1635 to <16 x float>
  %1639 = select <16 x i1> %1636, <16 x float> %1638, <16 x float> %1637
  br label %1650

1640:                                             ; preds = %1631
  %1641 = bitcast <16 x float> %1632 to <8 x i64>
  %1642 = or <8 x i64> %1641, %77
  %1643 = fcmp oeq <16 x float> %1632, %47
  %1644 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1632, i32 4)
  %1645 = bitcast <8 x i64> %1642 to <16 x float>
  %1646 = select <16 x i1> %1643, <16 x float> %1645, <16 x float> %1644
  br label %1650

1647:                                             ; preds = %1631
  %1648 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1594, <16 x i1> %892, <16 x float> zeroinitializer)
  %1649 = fadd <16 x float> %1632, %1648
  br label %1650

1650:                                             ; preds = %1588, %1612, %1631, %1647, %1640, %1633
  %1651 = phi <16 x float> [ %1639, %1633 ], [ %1646, %1640 ], [ %1649, %1647 ], [ %1613, %1612 ], [ %1632, %1631 ], [ %1129, %1588 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1651, ptr align 1 %1593, <16 x i1> %892)
  %1652 = or disjoint i64 %1041, 7
  %1653 = mul nsw i64 %1652, %48
  %1654 = add i64 %1653, %899
  %1655 = getelementptr inbounds float, ptr %346, i64 %1654
  %1656 = getelementptr inbounds float, ptr %344, i64 %1654
  switch i64 %303, label %1239 [
    i64 1, label %1671
    i64 2, label %1664
    i64 3, label %1657
    i64 0, label %1734
  ]

1657:                                             ; preds = %1650
  %1658 = bitcast <16 x float> %1130 to <8 x i64>
  %1659 = and <8 x i64> %1658, %76
  %1660 = fcmp oeq <16 x float> %1130, %44
  %1661 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1130, i32 4)
  %1662 = bitcast <8 x i64> %1659 to <16 x float>
  %1663 = select <16 x i1> %1660, <16 x float> %1662, <16 x float> %1661
  br label %1674

1664:                                             ; preds = %1650
  %1665 = bitcast <16 x float> %1130 to <8 x i64>
  %1666 = or <8 x i64> %1665, %77
  %1667 = fcmp oeq <16 x float> %1130, %47
  %1668 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1130, i32 4)
  %1669 = bitcast <8 x i64> %1666 to <16 x float>
  %1670 = select <16 x i1> %1667, <16 x float> %1669, <16 x float> %1668
  br label %1674

1671:                                             ; preds = %1650
  %1672 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1656, <16 x i1> %892, <16 x float> zeroinitializer)
  %1673 = fadd <16 x float> %1130, %1672
  br label %1674

1674:                                             ; preds = %1671, %1664, %1657
  %1675 = phi <16 x float> [ %1673, %1671 ], [ %1670, %1664 ], [ %1663, %1657 ]
  switch i64 %305, label %1239 [
    i64 1, label %1690
    i64 2, label %1683
    i64 3, label %1676
    i64 0, label %1734
  ]

1676:                                             ; preds = %1674
  %1677 = bitcast <16 x float> %1675 to <8 x i64>
  %1678 = and <8 x i64> %1677, %76
  %1679 = fcmp oeq <16 x float> %1675, %44
  %1680 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1675, i32 4)
  %1681 = bitcast <8 x i64> %1678 to <16 x float>
  %1682 = select <16 x i1> %1679, <16 x float> %1681, <16 x float> %1680
  br label %1693

1683:                                             ; preds = %1674
  %1684 = bitcast <16 x float> %1675 to <8 x i64>
  %1685 = or <8 x i64> %1684, %77
  %1686 = fcmp oeq <16 x float> %1675, %47
  %1687 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1675, i32 4)
  %1688 = bitcast <8 x i64> %1685 to <16 x float>
  %1689 = select <16 x i1> %1686, <16 x float> %1688, <16 x float> %1687
  br label %1693

1690:                                             ; preds = %1674
  %1691 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1656, <16 x i1> %892, <16 x float> zeroinitializer)
  %1692 = fadd <16 x float> %1675, %1691
  br label %1693

1693:                                             ; preds = %1690, %1683, %1676
  %1694 = phi <16 x float> [ %1692, %1690 ], [ %1689, %1683 ], [ %1682, %1676 ]
  switch i64 %307, label %1239 [
    i64 1, label %1709
    i64 2, label %1702
    i64 3, label %1695
    i64 0, label %1734
  ]

1695:                                             ; preds = %1693
  %1696 = bitcast <16 x float> %1694 to <8 x i64>
  %1697 = and <8 x i64> %1696, %76
  %1698 = fcmp oeq <16 x float> %1694, %44
  %1699 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1694, i32 4)
  %1700 = bitcast <8 x i64> %1697 to <16 x float>
  %1701 = select <16 x i1> %1698, <16 x float> %1700, <16 x float> %1699
  br label %1734

1702:                                             ; preds = %1693
  %1703 = bitcast <16 x float> %1694 to <8 x i64>
  %1704 = or <8 x i64> %1703, %77
  %1705 = fcmp oeq <16 x float> %1694, %47
  %1706 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1694, i32 4)
  %1707 = bitcast <8 x i64> %1704 to <16 x float>
  %1708 = select <16 x i1> %1705, <16 x float> %1707, <16 x float> %1706
  br label %1734

1709:                                             ; preds = %1693
  %1710 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1656, <16 x i1> %892, <16 x float> zeroinitializer)
  %1711 = fadd <16 x float> %1694, %1710
  br label %1734

1712:                                             ; preds = %1122
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1123, ptr align 1 %1133, <16 x i1> %900)
  %1713 = or disjoint i64 %1041, 1
  %1714 = mul nsw i64 %1713, %48
  %1715 = getelementptr float, ptr %1024, i64 %1714
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1124, ptr align 1 %1715, <16 x i1> %900)
  %1716 = or disjoint i64 %1041, 2
  %1717 = mul nsw i64 %1716, %48
  %1718 = getelementptr float, ptr %1026, i64 %1717
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1125, ptr align 1 %1718, <16 x i1> %900)
  %1719 = or disjoint i64 %1041, 3
  %1720 = mul nsw i64 %1719, %48
  %1721 = getelementptr float, ptr %1028, i64 %1720
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1126, ptr align 1 %1721, <16 x i1> %900)
  %1722 = or disjoint i64 %1041, 4
  %1723 = mul nsw i64 %1722, %48
  %1724 = getelementptr float, ptr %1030, i64 %1723
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1127, ptr align 1 %1724, <16 x i1> %900)
  %1725 = or disjoint i64 %1041, 5
  %1726 = mul nsw i64 %1725, %48
  %1727 = getelementptr float, ptr %1032, i64 %1726
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1128, ptr align 1 %1727, <16 x i1> %900)
  %1728 = or disjoint i64 %1041, 6
  %1729 = mul nsw i64 %1728, %48
  %1730 = getelementptr float, ptr %1034, i64 %1729
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1129, ptr align 1 %1730, <16 x i1> %900)
  %1731 = or disjoint i64 %1041, 7
  %1732 = mul nsw i64 %1731, %48
  %1733 = getelementptr float, ptr %1036, i64 %1732
  br label %1734

1734:                                             ; preds = %1650, %1674, %1693, %1709, %1702, %1695, %1712
  %1735 = phi ptr [ %1733, %1712 ], [ %1655, %1695 ], [ %1655, %1702 ], [ %1655, %1709 ], [ %1655, %1693 ], [ %1655, %1674 ], [ %1655, %1650 ]
  %1736 = phi <16 x i1> [ %900, %1712 ], [ %892, %1695 ], [ %892, %1702 ], [ %892, %1709 ], [ %892, %1693 ], [ %892, %1674 ], [ %892, %1650 ]
  %1737 = phi <16 x float> [ %1130, %1712 ], [ %1701, %1695 ], [ %1708, %1702 ], [ %1711, %1709 ], [ %1694, %1693 ], [ %1675, %1674 ], [ %1130, %1650 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1737, ptr align 1 %1735, <16 x i1> %1736)
  br label %10124

1738:                                             ; preds = %1044
  br i1 %71, label %1772, label %1739

1739:                                             ; preds = %1738
  %1740 = getelementptr inbounds float, ptr %36, i64 %1041
  %1741 = load float, ptr %1740, align 4
  %1742 = insertelement <16 x float> poison, float %1741, i64 0
  %1743 = shufflevector <16 x float> %1742, <16 x float> poison, <16 x i32> zeroinitializer
  %1744 = getelementptr inbounds nuw i8, ptr %1740, i64 4
  %1745 = load float, ptr %1744, align 4
  %1746 = insertelement <16 x float> poison, float %1745, i64 0
  %1747 = shufflevector <16 x float> %1746, <16 x float> poison, <16 x i32> zeroinitializer
  %1748 = getelementptr inbounds nuw i8, ptr %1740, i64 8
  %1749 = load float, ptr %1748, align 4
  %1750 = insertelement <16 x float> poison, float %1749, i64 0
  %1751 = shufflevector <16 x float> %1750, <16 x float> poison, <16 x i32> zeroinitializer
  %1752 = getelementptr inbounds nuw i8, ptr %1740, i64 12
  %1753 = load float, ptr %1752, align 4
  %1754 = insertelement <16 x float> poison, float %1753, i64 0
  %1755 = shufflevector <16 x float> %1754, <16 x float> poison, <16 x i32> zeroinitializer
  %1756 = getelementptr inbounds nuw i8, ptr %1740, i64 16
  %1757 = load float, ptr %1756, align 4
  %1758 = insertelement <16 x float> poison, float %1757, i64 0
  %1759 = shufflevector <16 x float> %1758, <16 x float> poison, <16 x i32> zeroinitializer
  %1760 = getelementptr inbounds nuw i8, ptr %1740, i64 20
  %1761 = load float, ptr %1760, align 4
  %1762 = insertelement <16 x float> poison, float %1761, i64 0
  %1763 = shufflevector <16 x float> %1762, <16 x float> poison, <16 x i32> zeroinitializer
  %1764 = getelementptr inbounds nuw i8, ptr %1740, i64 24
  %1765 = load float, ptr %1764, align 4
  %1766 = insertelement <16 x float> poison, float %1765, i64 0
  %1767 = shufflevector <16 x float> %1766, <16 x float> poison, <16 x i32> zeroinitializer
  %1768 = getelementptr inbounds nuw i8, ptr %1740, i64 28
  %1769 = load float, ptr %1768, align 4
  %1770 = insertelement <16 x float> poison, float %1769, i64 0
  %1771 = shufflevector <16 x float> %1770, <16 x float> poison, <16 x i32> zeroinitializer
  br label %1804

1772:                                             ; preds = %1738
  %1773 = mul nsw i64 %1041, %48
  %1774 = getelementptr float, ptr %811, i64 %1773
  %1775 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1774, <16 x i1> %808, <16 x float> zeroinitializer)
  %1776 = or disjoint i64 %1041, 1
  %1777 = mul nsw i64 %1776, %48
  %1778 = getelementptr float, ptr %815, i64 %1777
  %1779 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1778, <16 x i1> %812, <16 x float> zeroinitializer)
  %1780 = or disjoint i64 %1041, 2
  %1781 = mul nsw i64 %1780, %48
  %1782 = getelementptr float, ptr %819, i64 %1781
  %1783 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1782, <16 x i1> %816, <16 x float> zeroinitializer)
  %1784 = or disjoint i64 %1041, 3
  %1785 = mul nsw i64 %1784, %48
  %1786 = getelementptr float, ptr %823, i64 %1785
  %1787 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1786, <16 x i1> %820, <16 x float> zeroinitializer)
  %1788 = or disjoint i64 %1041, 4
  %1789 = mul nsw i64 %1788, %48
  %1790 = getelementptr float, ptr %827, i64 %1789
  %1791 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1790, <16 x i1> %824, <16 x float> zeroinitializer)
  %1792 = or disjoint i64 %1041, 5
  %1793 = mul nsw i64 %1792, %48
  %1794 = getelementptr float, ptr %831, i64 %1793
  %1795 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1794, <16 x i1> %828, <16 x float> zeroinitializer)
  %1796 = or disjoint i64 %1041, 6
  %1797 = mul nsw i64 %1796, %48
  %1798 = getelementptr float, ptr %835, i64 %1797
  %1799 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1798, <16 x i1> %832, <16 x float> zeroinitializer)
  %1800 = or disjoint i64 %1041, 7
  %1801 = mul nsw i64 %1800, %48
  %1802 = getelementptr float, ptr %839, i64 %1801
  %1803 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1802, <16 x i1> %836, <16 x float> zeroinitializer)
  br label %1804

1804:                                             ; preds = %1772, %1739
  %1805 = phi <16 x float> [ %1799, %1772 ], [ %1767, %1739 ]
  %1806 = phi <16 x float> [ %1791, %1772 ], [ %1759, %1739 ]
  %1807 = phi <16 x float> [ %1783, %1772 ], [ %1751, %1739 ]
  %1808 = phi <16 x float> [ %1775, %1772 ], [ %1743, %1739 ]
  %1809 = phi <16 x float> [ %1779, %1772 ], [ %1747, %1739 ]
  %1810 = phi <16 x float> [ %1787, %1772 ], [ %1755, %1739 ]
  %1811 = phi <16 x float> [ %1795, %1772 ], [ %1763, %1739 ]
  %1812 = phi <16 x float> [ %1803, %1772 ], [ %1771, %1739 ]
  %1813 = mul i64 %72, %1041
  %1814 = getelementptr inbounds float, ptr %35, i64 %1813
  br i1 %73, label %1827, label %1815

1815:                                             ; preds = %1841, %1804
  %1816 = phi <16 x float> [ %1808, %1804 ], [ %1842, %1841 ]
  %1817 = phi <16 x float> [ %1809, %1804 ], [ %1843, %1841 ]
  %1818 = phi <16 x float> [ %1807, %1804 ], [ %1844, %1841 ]
  %1819 = phi <16 x float> [ %1810, %1804 ], [ %1845, %1841 ]
  %1820 = phi <16 x float> [ %1806, %1804 ], [ %1846, %1841 ]
  %1821 = phi <16 x float> [ %1811, %1804 ], [ %1847, %1841 ]
  %1822 = phi <16 x float> [ %1805, %1804 ], [ %1848, %1841 ]
  %1823 = phi <16 x float> [ %1812, %1804 ], [ %1849, %1841 ]
  %1824 = mul nsw i64 %1041, %48
  %1825 = add i64 %1824, %841
  %1826 = getelementptr inbounds float, ptr %346, i64 %1825
  br i1 %75, label %2409, label %1918

1827:                                             ; preds = %1804, %1841
  %1828 = phi <16 x float> [ %1842, %1841 ], [ %1808, %1804 ]
  %1829 = phi <16 x float> [ %1843, %1841 ], [ %1809, %1804 ]
  %1830 = phi <16 x float> [ %1844, %1841 ], [ %1807, %1804 ]
  %1831 = phi <16 x float> [ %1845, %1841 ], [ %1810, %1804 ]
  %1832 = phi <16 x float> [ %1846, %1841 ], [ %1806, %1804 ]
  %1833 = phi <16 x float> [ %1847, %1841 ], [ %1811, %1804 ]
  %1834 = phi <16 x float> [ %1848, %1841 ], [ %1805, %1804 ]
  %1835 = phi <16 x float> [ %1849, %1841 ], [ %1812, %1804 ]
  %1836 = phi i64 [ %1850, %1841 ], [ 0, %1804 ]
  %1837 = mul nsw i64 %69, %1836
  %1838 = getelementptr inbounds float, ptr %339, i64 %1837
  %1839 = mul nsw i64 %1836, %70
  %1840 = getelementptr inbounds float, ptr %1814, i64 %1839
  br i1 %74, label %1852, label %1841

1841:                                             ; preds = %1852, %1827
  %1842 = phi <16 x float> [ %1828, %1827 ], [ %1880, %1852 ]
  %1843 = phi <16 x float> [ %1829, %1827 ], [ %1885, %1852 ]
  %1844 = phi <16 x float> [ %1830, %1827 ], [ %1890, %1852 ]
  %1845 = phi <16 x float> [ %1831, %1827 ], [ %1895, %1852 ]
  %1846 = phi <16 x float> [ %1832, %1827 ], [ %1900, %1852 ]
  %1847 = phi <16 x float> [ %1833, %1827 ], [ %1905, %1852 ]
  %1848 = phi <16 x float> [ %1834, %1827 ], [ %1910, %1852 ]
  %1849 = phi <16 x float> [ %1835, %1827 ], [ %1915, %1852 ]
  %1850 = add nuw nsw i64 %1836, 1
  %1851 = icmp eq i64 %1850, %5
  br i1 %1851, label %1815, label %1827

1852:                                             ; preds = %1827, %1852
  %1853 = phi <16 x float> [ %1880, %1852 ], [ %1828, %1827 ]
  %1854 = phi <16 x float> [ %1885, %1852 ], [ %1829, %1827 ]
  %1855 = phi <16 x float> [ %1890, %1852 ], [ %1830, %1827 ]
  %1856 = phi <16 x float> [ %1895, %1852 ], [ %1831, %1827 ]
  %1857 = phi <16 x float> [ %1900, %1852 ], [ %1832, %1827 ]
  %1858 = phi <16 x float> [ %1905, %1852 ], [ %1833, %1827 ]
  %1859 = phi <16 x float> [ %1910, %1852 ], [ %1834, %1827 ]
  %1860 = phi <16 x float> [ %1915, %1852 ], [ %1835, %1827 ]
  %1861 = phi i64 [ %1916, %1852 ], [ 0, %1827 ]
  %1862 = getelementptr inbounds nuw [3 x i64], ptr %30, i64 %1861
  %1863 = getelementptr inbounds nuw [3 x i32], ptr %31, i64 %1861
  %1864 = load i64, ptr %1862, align 8
  %1865 = getelementptr inbounds float, ptr %1838, i64 %1864
  %1866 = load i32, ptr %1863, align 4
  %1867 = trunc i32 %1866 to i16
  %1868 = bitcast i16 %1867 to <16 x i1>
  %1869 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %1865, <16 x i1> %1868, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1870 = lshr i32 %1866, 16
  %1871 = trunc nuw i32 %1870 to i16
  %1872 = getelementptr inbounds nuw i8, ptr %1865, i64 64
  %1873 = bitcast i16 %1871 to <16 x i1>
  %1874 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %1872, <16 x i1> %1873, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %1875 = shufflevector <16 x float> %1869, <16 x float> %1874, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1876 = getelementptr float, ptr %1840, i64 %1861
  %1877 = load float, ptr %1876, align 4
  %1878 = insertelement <16 x float> poison, float %1877, i64 0
  %1879 = shufflevector <16 x float> %1878, <16 x float> poison, <16 x i32> zeroinitializer
  %1880 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1875, <16 x float> %1879, <16 x float> %1853)
  %1881 = getelementptr float, ptr %1876, i64 %72
  %1882 = load float, ptr %1881, align 4
  %1883 = insertelement <16 x float> poison, float %1882, i64 0
  %1884 = shufflevector <16 x float> %1883, <16 x float> poison, <16 x i32> zeroinitializer
  %1885 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1875, <16 x float> %1884, <16 x float> %1854)
  %1886 = getelementptr i8, ptr %1876, i64 %216
  %1887 = load float, ptr %1886, align 4
  %1888 = insertelement <16 x float> poison, float %1887, i64 0
  %1889 = shufflevector <16 x float> %1888, <16 x float> poison, <16 x i32> zeroinitializer
  %1890 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1875, <16 x float> %1889, <16 x float> %1855)
  %1891 = getelementptr i8, ptr %1876, i64 %217
  %1892 = load float, ptr %1891, align 4
  %1893 = insertelement <16 x float> poison, float %1892, i64 0
  %1894 = shufflevector <16 x float> %1893, <16 x float> poison, <16 x i32> zeroinitializer
  %1895 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1875, <16 x float> %1894, <16 x float> %1856)
  %1896 = getelementptr i8, ptr %1876, i64 %218
  %1897 = load float, ptr %1896, align 4
  %1898 = insertelement <16 x float> poison, float %1897, i64 0
  %1899 = shufflevector <16 x float> %1898, <16 x float> poison, <16 x i32> zeroinitializer
  %1900 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1875, <16 x float> %1899, <16 x float> %1857)
  %1901 = getelementptr i8, ptr %1876, i64 %219
  %1902 = load float, ptr %1901, align 4
  %1903 = insertelement <16 x float> poison, float %1902, i64 0
  %1904 = shufflevector <16 x float> %1903, <16 x float> poison, <16 x i32> zeroinitializer
  %1905 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1875, <16 x float> %1904, <16 x float> %1858)
  %1906 = getelementptr i8, ptr %1876, i64 %220
  %1907 = load float, ptr %1906, align 4
  %1908 = insertelement <16 x float> poison, float %1907, i64 0
  %1909 = shufflevector <16 x float> %1908, <16 x float> poison, <16 x i32> zeroinitializer
  %1910 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1875, <16 x float> %1909, <16 x float> %1859)
  %1911 = getelementptr i8, ptr %1876, i64 %221
  %1912 = load float, ptr %1911, align 4
  %1913 = insertelement <16 x float> poison, float %1912, i64 0
  %1914 = shufflevector <16 x float> %1913, <16 x float> poison, <16 x i32> zeroinitializer
  %1915 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %1875, <16 x float> %1914, <16 x float> %1860)
  %1916 = add nuw nsw i64 %1861, 1
  %1917 = icmp eq i64 %1916, %70
  br i1 %1917, label %1841, label %1852

1918:                                             ; preds = %1815
  %1919 = getelementptr inbounds float, ptr %344, i64 %1825
  switch i64 %222, label %1239 [
    i64 1, label %1920
    i64 2, label %1923
    i64 3, label %1930
    i64 0, label %1975
  ]

1920:                                             ; preds = %1918
  %1921 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1919, <16 x i1> %842, <16 x float> zeroinitializer)
  %1922 = fadd <16 x float> %1816, %1921
  br label %1937

1923:                                             ; preds = %1918
  %1924 = bitcast <16 x float> %1816 to <8 x i64>
  %1925 = or <8 x i64> %1924, %77
  %1926 = fcmp oeq <16 x float> %1816, %47
  %1927 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1816, i32 4)
  %1928 = bitcast <8 x i64> %1925 to <16 x float>
  %1929 = select <16 x i1> %1926, <16 x float> %1928, <16 x float> %1927
  br label %1937

1930:                                             ; preds = %1918
  %1931 = bitcast <16 x float> %1816 to <8 x i64>
  %1932 = and <8 x i64> %1931, %76
  %1933 = fcmp oeq <16 x float> %1816, %44
  %1934 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1816, i32 4)
  %1935 = bitcast <8 x i64> %1932 to <16 x float>
  %1936 = select <16 x i1> %1933, <16 x float> %1935, <16 x float> %1934
  br label %1937

1937:                                             ; preds = %1930, %1923, %1920
  %1938 = phi <16 x float> [ %1922, %1920 ], [ %1929, %1923 ], [ %1936, %1930 ]
  switch i64 %224, label %1239 [
    i64 1, label %1953
    i64 2, label %1946
    i64 3, label %1939
    i64 0, label %1975
  ]

1939:                                             ; preds = %1937
  %1940 = bitcast <16 x float> %1938 to <8 x i64>
  %1941 = and <8 x i64> %1940, %76
  %1942 = fcmp oeq <16 x float> %1938, %44
  %1943 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1938, i32 4)
  %1944 = bitcast <8 x i64> %1941 to <16 x float>
  %1945 = select <16 x i1> %1942, <16 x float> %1944, <16 x float> %1943
  br label %1956

1946:                                             ; preds = %1937
  %1947 = bitcast <16 x float> %1938 to <8 x i64>
  %1948 = or <8 x i64> %1947, %77
  %1949 = fcmp oeq <16 x float> %1938, %47
  %1950 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1938, i32 4)
  %1951 = bitcast <8 x i64> %1948 to <16 x float>
  %1952 = select <16 x i1> %1949, <16 x float> %1951, <16 x float> %1950
  br label %1956

1953:                                             ; preds = %1937
  %1954 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1919, <16 x i1> %842, <16 x float> zeroinitializer)
  %1955 = fadd <16 x float> %1938, %1954
  br label %1956

1956:                                             ; preds = %1953, %1946, %1939
  %1957 = phi <16 x float> [ %1955, %1953 ], [ %1952, %1946 ], [ %1945, %1939 ]
  switch i64 %226, label %1239 [
    i64 1, label %1972
    i64 2, label %1965
    i64 3, label %1958
    i64 0, label %1975
  ]

1958:                                             ; preds = %1956
  %1959 = bitcast <16 x float> %1957 to <8 x i64>
  %1960 = and <8 x i64> %1959, %76
  %1961 = fcmp oeq <16 x float> %1957, %44
  %1962 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1957, i32 4)
  %1963 = bitcast <8 x i64> %1960 to <16 x float>
  %1964 = select <16 x i1> %1961, <16 x float> %1963, <16 x float> %1962
  br label %1975

1965:                                             ; preds = %1956
  %1966 = bitcast <16 x float> %1957 to <8 x i64>
  %1967 = or <8 x i64> %1966, %77
  %1968 = fcmp oeq <16 x float> %1957, %47
  %1969 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1957, i32 4)
  %1970 = bitcast <8 x i64> %1967 to <16 x float>
  %1971 = select <16 x i1> %1968, <16 x float> %1970, <16 x float> %1969
  br label %1975

1972:                                             ; preds = %1956
  %1973 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1919, <16 x i1> %842, <16 x float> zeroinitializer)
  %1974 = fadd <16 x float> %1957, %1973
  br label %1975

1975:                                             ; preds = %1918, %1937, %1956, %1972, %1965, %1958
  %1976 = phi <16 x float> [ %1964, %1958 ], [ %1971, %1965 ], [ %1974, %1972 ], [ %1938, %1937 ], [ %1957, %1956 ], [ %1816, %1918 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1976, ptr align 1 %1826, <16 x i1> %842)
  %1977 = or disjoint i64 %1041, 1
  %1978 = mul nsw i64 %1977, %48
  %1979 = add i64 %1978, %843
  %1980 = getelementptr inbounds float, ptr %346, i64 %1979
  %1981 = getelementptr inbounds float, ptr %344, i64 %1979
  switch i64 %227, label %1239 [
    i64 1, label %1996
    i64 2, label %1989
    i64 3, label %1982
    i64 0, label %2037
  ]

1982:                                             ; preds = %1975
  %1983 = bitcast <16 x float> %1817 to <8 x i64>
  %1984 = and <8 x i64> %1983, %76
  %1985 = fcmp oeq <16 x float> %1817, %44
  %1986 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1817, i32 4)
  %1987 = bitcast <8 x i64> %1984 to <16 x float>
  %1988 = select <16 x i1> %1985, <16 x float> %1987, <16 x float> %1986
  br label %1999

1989:                                             ; preds = %1975
  %1990 = bitcast <16 x float> %1817 to <8 x i64>
  %1991 = or <8 x i64> %1990, %77
  %1992 = fcmp oeq <16 x float> %1817, %47
  %1993 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1817, i32 4)
  %1994 = bitcast <8 x i64> %1991 to <16 x float>
  %1995 = select <16 x i1> %1992, <16 x float> %1994, <16 x float> %1993
  br label %1999

1996:                                             ; preds = %1975
  %1997 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1981, <16 x i1> %842, <16 x float> zeroinitializer)
  %1998 = fadd <16 x float> %1817, %1997
  br label %1999

1999:                                             ; preds = %1996, %1989, %1982
  %2000 = phi <16 x float> [ %1998, %1996 ], [ %1995, %1989 ], [ %1988, %1982 ]
  switch i64 %229, label %1239 [
    i64 1, label %2015
    i64 2, label %2008
    i64 3, label %2001
    i64 0, label %2037
  ]

2001:                                             ; preds = %1999
  %2002 = bitcast <16 x float> %2000 to <8 x i64>
  %2003 = and <8 x i64> %2002, %76
  %2004 = fcmp oeq <16 x float> %2000, %44
  %2005 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2000, i32 4)
  %2006 = bitcast <8 x i64> %2003 to <16 x float>
  %2007 = select <16 x i1> %2004, <16 x float> %2006, <16 x float> %2005
  br label %2018

2008:                                             ; preds = %1999
  %2009 = bitcast <16 x float> %2000 to <8 x i64>
  %2010 = or <8 x i64> %2009, %77
  %2011 = fcmp oeq <16 x float> %2000, %47
  %2012 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2000, i32 4)
  %2013 = bitcast <8 x i64> %2010 to <16 x float>
  %2014 = select <16 x i1> %2011, <16 x float> %2013, <16 x float> %2012
  br label %2018

2015:                                             ; preds = %1999
  %2016 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1981, <16 x i1> %842, <16 x float> zeroinitializer)
  %2017 = fadd <16 x float> %2000, %2016
  br label %2018

2018:                                             ; preds = %2015, %2008, %2001
  %2019 = phi <16 x float> [ %2017, %2015 ], [ %2014, %2008 ], [ %2007, %2001 ]
  switch i64 %231, label %1239 [
    i64 1, label %2034
    i64 2, label %2027
    i64 3, label %2020
    i64 0, label %2037
  ]

2020:                                             ; preds = %2018
  %2021 = bitcast <16 x float> %2019 to <8 x i64>
  %2022 = and <8 x i64> %2021, %76
  %2023 = fcmp oeq <16 x float> %2019, %44
  %2024 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2019, i32 4)
  %2025 = bitcast <8 x i64> %2022 to <16 x float>
  %2026 = select <16 x i1> %2023, <16 x float> %2025, <16 x float> %2024
  br label %2037

2027:                                             ; preds = %2018
  %2028 = bitcast <16 x float> %2019 to <8 x i64>
  %2029 = or <8 x i64> %2028, %77
  %2030 = fcmp oeq <16 x float> %2019, %47
  %2031 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2019, i32 4)
  %2032 = bitcast <8 x i64> %2029 to <16 x float>
  %2033 = select <16 x i1> %2030, <16 x float> %2032, <16 x float> %2031
  br label %2037

2034:                                             ; preds = %2018
  %2035 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1981, <16 x i1> %842, <16 x float> zeroinitializer)
  %2036 = fadd <16 x float> %2019, %2035
  br label %2037

2037:                                             ; preds = %1975, %1999, %2018, %2034, %2027, %2020
  %2038 = phi <16 x float> [ %2026, %2020 ], [ %2033, %2027 ], [ %2036, %2034 ], [ %2000, %1999 ], [ %2019, %2018 ], [ %1817, %1975 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2038, ptr align 1 %1980, <16 x i1> %842)
  %2039 = or disjoint i64 %1041, 2
  %2040 = mul nsw i64 %2039, %48
  %2041 = add i64 %2040, %844
  %2042 = getelementptr inbounds float, ptr %346, i64 %2041
  %2043 = getelementptr inbounds float, ptr %344, i64 %2041
  switch i64 %232, label %1239 [
    i64 1, label %2058
    i64 2, label %2051
    i64 3, label %2044
    i64 0, label %2099
  ]

2044:                                             ; preds = %2037
  %2045 = bitcast <16 x float> %1818 to <8 x i64>
  %2046 = and <8 x i64> %2045, %76
  %2047 = fcmp oeq <16 x float> %1818, %44
  %2048 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1818, i32 4)
  %2049 = bitcast <8 x i64> %2046 to <16 x float>
  %2050 = select <16 x i1> %2047, <16 x float> %2049, <16 x float> %2048
  br label %2061

2051:                                             ; preds = %2037
  %2052 = bitcast <16 x float> %1818 to <8 x i64>
  %2053 = or <8 x i64> %2052, %77
  %2054 = fcmp oeq <16 x float> %1818, %47
  %2055 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1818, i32 4)
  %2056 = bitcast <8 x i64> %2053 to <16 x float>
  %2057 = select <16 x i1> %2054, <16 x float> %2056, <16 x float> %2055
  br label %2061

2058:                                             ; preds = %2037
  %2059 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2043, <16 x i1> %842, <16 x float> zeroinitializer)
  %2060 = fadd <16 x float> %1818, %2059
  br label %2061

2061:                                             ; preds = %2058, %2051, %2044
  %2062 = phi <16 x float> [ %2060, %2058 ], [ %2057, %2051 ], [ %2050, %2044 ]
  switch i64 %234, label %1239 [
    i64 1, label %2077
    i64 2, label %2070
    i64 3, label %2063
    i64 0, label %2099
  ]

2063:                                             ; preds = %2061
  %2064 = bitcast <16 x float> %2062 to <8 x i64>
  %2065 = and <8 x i64> %2064, %76
  %2066 = fcmp oeq <16 x float> %2062, %44
  %2067 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2062, i32 4)
  %2068 = bitcast <8 x i64> %2065 to <16 x float>
  %2069 = select <16 x i1> %2066, <16 x float> %2068, <16 x float> %2067
  br label %2080

2070:                                             ; preds = %2061
  %2071 = bitcast <16 x float> %2062 to <8 x i64>
  %2072 = or <8 x i64> %2071, %77
  %2073 = fcmp oeq <16 x float> %2062, %47
  %2074 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2062, i32 4)
  %2075 = bitcast <8 x i64> %2072 to <16 x float>
  %2076 = select <16 x i1> %2073, <16 x float> %2075, <16 x float> %2074
  br label %2080

2077:                                             ; preds = %2061
  %2078 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2043, <16 x i1> %842, <16 x float> zeroinitializer)
  %2079 = fadd <16 x float> %2062, %2078
  br label %2080

2080:                                             ; preds = %2077, %2070, %2063
  %2081 = phi <16 x float> [ %2079, %2077 ], [ %2076, %2070 ], [ %2069, %2063 ]
  switch i64 %236, label %1239 [
    i64 1, label %2096
    i64 2, label %2089
    i64 3, label %2082
    i64 0, label %2099
  ]

2082:                                             ; preds = %2080
  %2083 = bitcast <16 x float> %2081 to <8 x i64>
  %2084 = and <8 x i64> %2083, %76
  %2085 = fcmp oeq <16 x float> %2081, %44
  %2086 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2081, i32 4)
  %2087 = bitcast <8 x i64> %2084 to <16 x float>
  %2088 = select <16 x i1> %2085, <16 x float> %2087, <16 x float> %2086
  br label %2099

2089:                                             ; preds = %2080
  %2090 = bitcast <16 x float> %2081 to <8 x i64>
  %2091 = or <8 x i64> %2090, %77
  %2092 = fcmp oeq <16 x float> %2081, %47
  %2093 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2081, i32 4)
  %2094 = bitcast <8 x i64> %2091 to <16 x float>
  %2095 = select <16 x i1> %2092, <16 x float> %2094, <16 x float> %2093
  br label %2099

2096:                                             ; preds = %2080
  %2097 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2043, <16 x i1> %842, <16 x float> zeroinitializer)
  %2098 = fadd <16 x float> %2081, %2097
  br label %2099

2099:                                             ; preds = %2037, %2061, %2080, %2096, %2089, %2082
  %2100 = phi <16 x float> [ %2088, %2082 ], [ %2095, %2089 ], [ %2098, %2096 ], [ %2062, %2061 ], [ %2081, %2080 ], [ %1818, %2037 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2100, ptr align 1 %2042, <16 x i1> %842)
  %2101 = or disjoint i64 %1041, 3
  %2102 = mul nsw i64 %2101, %48
  %2103 = add i64 %2102, %845
  %2104 = getelementptr inbounds float, ptr %346, i64 %2103
  %2105 = getelementptr inbounds float, ptr %344, i64 %2103
  switch i64 %237, label %1239 [
    i64 1, label %2120
    i64 2, label %2113
    i64 3, label %2106
    i64 0, label %2161
  ]

2106:                                             ; preds = %2099
  %2107 = bitcast <16 x float> %1819 to <8 x i64>
  %2108 = and <8 x i64> %2107, %76
  %2109 = fcmp oeq <16 x float> %1819, %44
  %2110 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1819, i32 4)
  %2111 = bitcast <8 x i64> %2108 to <16 x float>
  %2112 = select <16 x i1> %2109, <16 x float> %2111, <16 x float> %2110
  br label %2123

2113:                                             ; preds = %2099
  %2114 = bitcast <16 x float> %1819 to <8 x i64>
  %2115 = or <8 x i64> %2114, %77
  %2116 = fcmp oeq <16 x float> %1819, %47
  %2117 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1819, i32 4)
  %2118 = bitcast <8 x i64> %2115 to <16 x float>
  %2119 = select <16 x i1> %2116, <16 x float> %2118, <16 x float> %2117
  br label %2123

2120:                                             ; preds = %2099
  %2121 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2105, <16 x i1> %842, <16 x float> zeroinitializer)
  %2122 = fadd <16 x float> %1819, %2121
  br label %2123

2123:                                             ; preds = %2120, %2113, %2106
  %2124 = phi <16 x float> [ %2122, %2120 ], [ %2119, %2113 ], [ %2112, %2106 ]
  switch i64 %239, label %1239 [
    i64 1, label %2139
    i64 2, label %2132
    i64 3, label %2125
    i64 0, label %2161
  ]

2125:                                             ; preds = %2123
  %2126 = bitcast <16 x float> %2124 to <8 x i64>
  %2127 = and <8 x i64> %2126, %76
  %2128 = fcmp oeq <16 x float> %2124, %44
  %2129 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2124, i32 4)
  %2130 = bitcast <8 x i64> %2127 to <16 x float>
  %2131 = select <16 x i1> %2128, <16 x float> %2130, <16 x float> %2129
  br label %2142

2132:                                             ; preds = %2123
  %2133 = bitcast <16 x float> %2124 to <8 x i64>
  %2134 = or <8 x i64> %2133, %77
  %2135 = fcmp oeq <16 x float> %2124, %47
  %2136 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2124, i32 4)
  %2137 = bitcast <8 x i64> %2134 to <16 x float>
  %2138 = select <16 x i1> %2135, <16 x float> %2137, <16 x float> %2136
  br label %2142

2139:                                             ; preds = %2123
  %2140 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2105, <16 x i1> %842, <16 x float> zeroinitializer)
  %2141 = fadd <16 x float> %2124, %2140
  br label %2142

2142:                                             ; preds = %2139, %2132, %2125
  %2143 = phi <16 x float> [ %2141, %2139 ], [ %2138, %2132 ], [ %2131, %2125 ]
  switch i64 %241, label %1239 [
    i64 1, label %2158
    i64 2, label %2151
    i64 3, label %2144
    i64 0, label %2161
  ]

2144:                                             ; preds = %2142
  %2145 = bitcast <16 x float> %2143 to <8 x i64>
  %2146 = and <8 x i64> %2145, %76
  %2147 = fcmp oeq <16 x float> %2143, %44
  %2148 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2143, i32 4)
  %2149 = bitcast <8 x i64> %2146 to <16 x float>
  %2150 = select <16 x i1> %2147, <16 x float> %2149, <16 x float> %2148
  br label %2161

2151:                                             ; preds = %2142
  %2152 = bitcast <16 x float> %2143 to <8 x i64>
  %2153 = or <8 x i64> %2152, %77
  %2154 = fcmp oeq <16 x float> %2143, %47
  %2155 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2143, i32 4)
  %2156 = bitcast <8 x i64> %2153 to <16 x float>
  %2157 = select <16 x i1> %2154, <16 x float> %2156, <16 x float> %2155
  br label %2161

2158:                                             ; preds = %2142
  %2159 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2105, <16 x i1> %842, <16 x float> zeroinitializer)
  %2160 = fadd <16 x float> %2143, %2159
  br label %2161

2161:                                             ; preds = %2099, %2123, %2142, %2158, %2151, %2144
  %2162 = phi <16 x float> [ %2150, %2144 ], [ %2157, %2151 ], [ %2160, %2158 ], [ %2124, %2123 ], [ %2143, %2142 ], [ %1819, %2099 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2162, ptr align 1 %2104, <16 x i1> %842)
  %2163 = or disjoint i64 %1041, 4
  %2164 = mul nsw i64 %2163, %48
  %2165 = add i64 %2164, %846
  %2166 = getelementptr inbounds float, ptr %346, i64 %2165
  %2167 = getelementptr inbounds float, ptr %344, i64 %2165
  switch i64 %242, label %1239 [
    i64 1, label %2182
    i64 2, label %2175
    i64 3, label %2168
    i64 0, label %2223
  ]

2168:                                             ; preds = %2161
  %2169 = bitcast <16 x float> %1820 to <8 x i64>
  %2170 = and <8 x i64> %2169, %76
  %2171 = fcmp oeq <16 x float> %1820, %44
  %2172 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1820, i32 4)
  %2173 = bitcast <8 x i64> %2170 to <16 x float>
  %2174 = select <16 x i1> %2171, <16 x float> %2173, <16 x float> %2172
  br label %2185

2175:                                             ; preds = %2161
  %2176 = bitcast <16 x float> %1820 to <8 x i64>
  %2177 = or <8 x i64> %2176, %77
  %2178 = fcmp oeq <16 x float> %1820, %47
  %2179 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1820, i32 4)
  %2180 = bitcast <8 x i64> %2177 to <16 x float>
  %2181 = select <16 x i1> %2178, <16 x float> %2180, <16 x float> %2179
  br label %2185

2182:                                             ; preds = %2161
  %2183 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2167, <16 x i1> %842, <16 x float> zeroinitializer)
  %2184 = fadd <16 x float> %1820, %2183
  br label %2185

2185:                                             ; preds = %2182, %2175, %2168
  %2186 = phi <16 x float> [ %2184, %2182 ], [ %2181, %2175 ], [ %2174, %2168 ]
  switch i64 %244, label %1239 [
    i64 1, label %2201
    i64 2, label %2194
    i64 3, label %2187
    i64 0, label %2223
  ]

2187:                                             ; preds = %2185
  %2188 = bitcast <16 x float> %2186 to <8 x i64>
  %2189 = and <8 x i64> %2188, %76
  %2190 = fcmp oeq <16 x float> %2186, %44
  %2191 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2186, i32 4)
  %2192 = bitcast <8 x i64> %2189 to <16 x float>
  %2193 = select <16 x i1> %2190, <16 x float> %2192, <16 x float> %2191
  br label %2204

2194:                                             ; preds = %2185
  %2195 = bitcast <16 x float> %2186 to <8 x i64>
  %2196 = or <8 x i64> %2195, %77
  %2197 = fcmp oeq <16 x float> %2186, %47
  %2198 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2186, i32 4)
  %2199 = bitcast <8 x i64> %2196 to <16 x float>
  %2200 = select <16 x i1> %2197, <16 x float> %2199, <16 x float> %2198
  br label %2204

2201:                                             ; preds = %2185
  %2202 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2167, <16 x i1> %842, <16 x float> zeroinitializer)
  %2203 = fadd <16 x float> %2186, %2202
  br label %2204

2204:                                             ; preds = %2201, %2194, %2187
  %2205 = phi <16 x float> [ %2203, %2201 ], [ %2200, %2194 ], [ %2193, %2187 ]
  switch i64 %246, label %1239 [
    i64 1, label %2220
    i64 2, label %2213
    i64 3, label %2206
    i64 0, label %2223
  ]

2206:                                             ; preds = %2204
  %2207 = bitcast <16 x float> %2205 to <8 x i64>
  %2208 = and <8 x i64> %2207, %76
  %2209 = fcmp oeq <16 x float> %2205, %44
  %2210 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2205, i32 4)
  %2211 = bitcast <8 x i64> %2208 to <16 x float>
  %2212 = select <16 x i1> %2209, <16 x float> %2211, <16 x float> %2210
  br label %2223

2213:                                             ; preds = %2204
  %2214 = bitcast <16 x float> %2205 to <8 x i64>
  %2215 = or <8 x i64> %2214, %77
  %2216 = fcmp oeq <16 x float> %2205, %47
  %2217 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2205, i32 4)
  %2218 = bitcast <8 x i64> %2215 to <16 x float>
  %2219 = select <16 x i1> %2216, <16 x float> %2218, <16 x float> %2217
  br label %2223

2220:                                             ; preds = %2204
  %2221 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2167, <16 x i1> %842, <16 x float> zeroinitializer)
  %2222 = fadd <16 x float> %2205, %2221
  br label %2223

2223:                                             ; preds = %2161, %2185, %2204, %2220, %2213, %2206
  %2224 = phi <16 x float> [ %2212, %2206 ], [ %2219, %2213 ], [ %2222, %2220 ], [ %2186, %2185 ], [ %2205, %2204 ], [ %1820, %2161 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2224, ptr align 1 %2166, <16 x i1> %842)
  %2225 = or disjoint i64 %1041, 5
  %2226 = mul nsw i64 %2225, %48
  %2227 = add i64 %2226, %847
  %2228 = getelementptr inbounds float, ptr %346, i64 %2227
  %2229 = getelementptr inbounds float, ptr %344, i64 %2227
  switch i64 %247, label %1239 [
    i64 1, label %2244
    i64 2, label %2237
    i64 3, label %2230
    i64 0, label %2285
  ]

2230:                                             ; preds = %2223
  %2231 = bitcast <16 x float> %1821 to <8 x i64>
  %2232 = and <8 x i64> %2231, %76
  %2233 = fcmp oeq <16 x float> %1821, %44
  %2234 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1821, i32 4)
  %2235 = bitcast <8 x i64> %2232 to <16 x float>
  %2236 = select <16 x i1> %2233, <16 x float> %2235, <16 x float> %2234
  br label %2247

2237:                                             ; preds = %2223
  %2238 = bitcast <16 x float> %1821 to <8 x i64>
  %2239 = or <8 x i64> %2238, %77
  %2240 = fcmp oeq <16 x float> %1821, %47
  %2241 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1821, i32 4)
  %2242 = bitcast <8 x i64> %2239 to <16 x float>
  %2243 = select <16 x i1> %2240, <16 x float> %2242, <16 x float> %2241
  br label %2247

2244:                                             ; preds = %2223
  %2245 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2229, <16 x i1> %842, <16 x float> zeroinitializer)
  %2246 = fadd <16 x float> %1821, %2245
  br label %2247

2247:                                             ; preds = %2244, %2237, %2230
  %2248 = phi <16 x float> [ %2246, %2244 ], [ %2243, %2237 ], [ %2236, %2230 ]
  switch i64 %249, label %1239 [
    i64 1, label %2263
    i64 2, label %2256
    i64 3, label %2249
    i64 0, label %2285
  ]

2249:                                             ; preds = %2247
  %2250 = bitcast <16 x float> %2248 to <8 x i64>
  %2251 = and <8 x i64> %2250, %76
  %2252 = fcmp oeq <16 x float> %2248, %44
  %2253 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2248, i32 4)
  %2254 = bitcast <8 x i64> %2251 to <16 x float>
  %2255 = select <16 x i1> %2252, <16 x float> %2254, <16 x float> %2253
  br label %2266

2256:                                             ; preds = %2247
  %2257 = bitcast <16 x float> %2248 to <8 x i64>
  %2258 = or <8 x i64> %2257, %77
  %2259 = fcmp oeq <16 x float> %2248, %47
  %2260 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2248, i32 4)
  %2261 = bitcast <8 x i64> %2258 to <16 x float>
  %2262 = select <16 x i1> %2259, <16 x float> %2261, <16 x float> %2260
  br label %2266

2263:                                             ; preds = %2247
  %2264 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2229, <16 x i1> %842, <16 x float> zeroinitializer)
  %2265 = fadd <16 x float> %2248, %2264
  br label %2266

2266:                                             ; preds = %2263, %2256, %2249
  %2267 = phi <16 x float> [ %2265, %2263 ], [ %2262, %2256 ], [ %2255, %2249 ]
  switch i64 %251, label %1239 [
    i64 1, label %2282
    i64 2, label %2275
    i64 3, label %2268
    i64 0, label %2285
  ]

2268:                                             ; preds = %2266
  %2269 = bitcast <16 x float> %2267 to <8 x i64>
  %2270 = and <8 x i64> %2269, %76
  %2271 = fcmp oeq <16 x float> %2267, %44
  %2272 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2267, i32 4)
  %2273 = bitcast <8 x i64> %2270 to <16 x float>
  %2274 = select <16 x i1> %2271, <16 x float> %2273, <16 x float> %2272
  br label %2285

2275:                                             ; preds = %2266
  %2276 = bitcast <16 x float> %2267 to <8 x i64>
  %2277 = or <8 x i64> %2276, %77
  %2278 = fcmp oeq <16 x float> %2267, %47
  %2279 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2267, i32 4)
  %2280 = bitcast <8 x i64> %2277 to <16 x float>
  %2281 = select <16 x i1> %2278, <16 x float> %2280, <16 x float> %2279
  br label %2285

2282:                                             ; preds = %2266
  %2283 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2229, <16 x i1> %842, <16 x float> zeroinitializer)
  %2284 = fadd <16 x float> %2267, %2283
  br label %2285

2285:                                             ; preds = %2223, %2247, %2266, %2282, %2275, %2268
  %2286 = phi <16 x float> [ %2274, %2268 ], [ %2281, %2275 ], [ %2284, %2282 ], [ %2248, %2247 ], [ %2267, %2266 ], [ %1821, %2223 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2286, ptr align 1 %2228, <16 x i1> %842)
  %2287 = or disjoint i64 %1041, 6
  %2288 = mul nsw i64 %2287, %48
  %2289 = add i64 %2288, %848
  %2290 = getelementptr inbounds float, ptr %346, i64 %2289
  %2291 = getelementptr inbounds float, ptr %344, i64 %2289
  switch i64 %252, label %1239 [
    i64 1, label %2306
    i64 2, label %2299
    i64 3, label %2292
    i64 0, label %2347
  ]

2292:                                             ; preds = %2285
  %2293 = bitcast <16 x float> %1822 to <8 x i64>
  %2294 = and <8 x i64> %2293, %76
  %2295 = fcmp oeq <16 x float> %1822, %44
  %2296 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1822, i32 4)
  %2297 = bitcast <8 x i64> %2294 to <16 x float>
  %2298 = select <16 x i1> %2295, <16 x float> %2297, <16 x float> %2296
  br label %2309

2299:                                             ; preds = %2285
  %2300 = bitcast <16 x float> %1822 to <8 x i64>
  %2301 = or <8 x i64> %2300, %77
  %2302 = fcmp oeq <16 x float> %1822, %47
  %2303 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1822, i32 4)
  %2304 = bitcast <8 x i64> %2301 to <16 x float>
  %2305 = select <16 x i1> %2302, <16 x float> %2304, <16 x float> %2303
  br label %2309

2306:                                             ; preds = %2285
  %2307 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2291, <16 x i1> %842, <16 x float> zeroinitializer)
  %2308 = fadd <16 x float> %1822, %2307
  br label %2309

2309:                                             ; preds = %2306, %2299, %2292
  %2310 = phi <16 x float> [ %2308, %2306 ], [ %2305, %2299 ], [ %2298, %2292 ]
  switch i64 %254, label %1239 [
    i64 1, label %2325
    i64 2, label %2318
    i64 3, label %2311
    i64 0, label %2347
  ]

2311:                                             ; preds = %2309
  %2312 = bitcast <16 x float> %2310 to <8 x i64>
  %2313 = and <8 x i64> %2312, %76
  %2314 = fcmp oeq <16 x float> %2310, %44
  %2315 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2310, i32 4)
  %2316 = bitcast <8 x i64> %2313 to <16 x float>
  %2317 = select <16 x i1> %2314, <16 x float> %2316, <16 x float> %2315
  br label %2328

2318:                                             ; preds = %2309
  %2319 = bitcast <16 x float> %2310 to <8 x i64>
  %2320 = or <8 x i64> %2319, %77
  %2321 = fcmp oeq <16 x float> %2310, %47
  %2322 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2310, i32 4)
  %2323 = bitcast <8 x i64> %2320 to <16 x float>
  %2324 = select <16 x i1> %2321, <16 x float> %2323, <16 x float> %2322
  br label %2328

2325:                                             ; preds = %2309
  %2326 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2291, <16 x i1> %842, <16 x float> zeroinitializer)
  %2327 = fadd <16 x float> %2310, %2326
  br label %2328

2328:                                             ; preds = %2325, %2318, %2311
  %2329 = phi <16 x float> [ %2327, %2325 ], [ %2324, %2318 ], [ %2317, %2311 ]
  switch i64 %256, label %1239 [
    i64 1, label %2344
    i64 2, label %2337
    i64 3, label %2330
    i64 0, label %2347
  ]

2330:                                             ; preds = %2328
  %2331 = bitcast <16 x float> %2329 to <8 x i64>
  %2332 = and <8 x i64> %2331, %76
  %2333 = fcmp oeq <16 x float> %2329, %44
  %2334 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2329, i32 4)
  %2335 = bitcast <8 x i64> %2332 to <16 x float>
  %2336 = select <16 x i1> %2333, <16 x float> %2335, <16 x float> %2334
  br label %2347

2337:                                             ; preds = %2328
  %2338 = bitcast <16 x float> %2329 to <8 x i64>
  %2339 = or <8 x i64> %2338, %77
  %2340 = fcmp oeq <16 x float> %2329, %47
  %2341 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2329, i32 4)
  %2342 = bitcast <8 x i64> %2339 to <16 x float>
  %2343 = select <16 x i1> %2340, <16 x float> %2342, <16 x float> %2341
  br label %2347

2344:                                             ; preds = %2328
  %2345 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2291, <16 x i1> %842, <16 x float> zeroinitializer)
  %2346 = fadd <16 x float> %2329, %2345
  br label %2347

2347:                                             ; preds = %2285, %2309, %2328, %2344, %2337, %2330
  %2348 = phi <16 x float> [ %2336, %2330 ], [ %2343, %2337 ], [ %2346, %2344 ], [ %2310, %2309 ], [ %2329, %2328 ], [ %1822, %2285 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2348, ptr align 1 %2290, <16 x i1> %842)
  %2349 = or disjoint i64 %1041, 7
  %2350 = mul nsw i64 %2349, %48
  %2351 = add i64 %2350, %849
  %2352 = getelementptr inbounds float, ptr %346, i64 %2351
  %2353 = getelementptr inbounds float, ptr %344, i64 %2351
  switch i64 %257, label %1239 [
    i64 1, label %2368
    i64 2, label %2361
    i64 3, label %2354
    i64 0, label %2431
  ]

2354:                                             ; preds = %2347
  %2355 = bitcast <16 x float> %1823 to <8 x i64>
  %2356 = and <8 x i64> %2355, %76
  %2357 = fcmp oeq <16 x float> %1823, %44
  %2358 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %1823, i32 4)
  %2359 = bitcast <8 x i64> %2356 to <16 x float>
  %2360 = select <16 x i1> %2357, <16 x float> %2359, <16 x float> %2358
  br label %2371

2361:                                             ; preds = %2347
  %2362 = bitcast <16 x float> %1823 to <8 x i64>
  %2363 = or <8 x i64> %2362, %77
  %2364 = fcmp oeq <16 x float> %1823, %47
  %2365 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %1823, i32 4)
  %2366 = bitcast <8 x i64> %2363 to <16 x float>
  %2367 = select <16 x i1> %2364, <16 x float> %2366, <16 x float> %2365
  br label %2371

2368:                                             ; preds = %2347
  %2369 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2353, <16 x i1> %842, <16 x float> zeroinitializer)
  %2370 = fadd <16 x float> %1823, %2369
  br label %2371

2371:                                             ; preds = %2368, %2361, %2354
  %2372 = phi <16 x float> [ %2370, %2368 ], [ %2367, %2361 ], [ %2360, %2354 ]
  switch i64 %259, label %1239 [
    i64 1, label %2387
    i64 2, label %2380
    i64 3, label %2373
    i64 0, label %2431
  ]

2373:                                             ; preds = %2371
  %2374 = bitcast <16 x float> %2372 to <8 x i64>
  %2375 = and <8 x i64> %2374, %76
  %2376 = fcmp oeq <16 x float> %2372, %44
  %2377 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2372, i32 4)
  %2378 = bitcast <8 x i64> %2375 to <16 x float>
  %2379 = select <16 x i1> %2376, <16 x float> %2378, <16 x float> %2377
  br label %2390

2380:                                             ; preds = %2371
  %2381 = bitcast <16 x float> %2372 to <8 x i64>
  %2382 = or <8 x i64> %2381, %77
  %2383 = fcmp oeq <16 x float> %2372, %47
  %2384 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2372, i32 4)
  %2385 = bitcast <8 x i64> %2382 to <16 x float>
  %2386 = select <16 x i1> %2383, <16 x float> %2385, <16 x float> %2384
  br label %2390

2387:                                             ; preds = %2371
  %2388 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2353, <16 x i1> %842, <16 x float> zeroinitializer)
  %2389 = fadd <16 x float> %2372, %2388
  br label %2390

2390:                                             ; preds = %2387, %2380, %2373
  %2391 = phi <16 x float> [ %2389, %2387 ], [ %2386, %2380 ], [ %2379, %2373 ]
  switch i64 %261, label %1239 [
    i64 1, label %2406
    i64 2, label %2399
    i64 3, label %2392
    i64 0, label %2431
  ]

2392:                                             ; preds = %2390
  %2393 = bitcast <16 x float> %2391 to <8 x i64>
  %2394 = and <8 x i64> %2393, %76
  %2395 = fcmp oeq <16 x float> %2391, %44
  %2396 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2391, i32 4)
  %2397 = bitcast <8 x i64> %2394 to <16 x float>
  %2398 = select <16 x i1> %2395, <16 x float> %2397, <16 x float> %2396
  br label %2431

2399:                                             ; preds = %2390
  %2400 = bitcast <16 x float> %2391 to <8 x i64>
  %2401 = or <8 x i64> %2400, %77
  %2402 = fcmp oeq <16 x float> %2391, %47
  %2403 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2391, i32 4)
  %2404 = bitcast <8 x i64> %2401 to <16 x float>
  %2405 = select <16 x i1> %2402, <16 x float> %2404, <16 x float> %2403
  br label %2431

2406:                                             ; preds = %2390
  %2407 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2353, <16 x i1> %842, <16 x float> zeroinitializer)
  %2408 = fadd <16 x float> %2391, %2407
  br label %2431

2409:                                             ; preds = %1815
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1816, ptr align 1 %1826, <16 x i1> %850)
  %2410 = or disjoint i64 %1041, 1
  %2411 = mul nsw i64 %2410, %48
  %2412 = getelementptr float, ptr %1010, i64 %2411
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1817, ptr align 1 %2412, <16 x i1> %850)
  %2413 = or disjoint i64 %1041, 2
  %2414 = mul nsw i64 %2413, %48
  %2415 = getelementptr float, ptr %1012, i64 %2414
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1818, ptr align 1 %2415, <16 x i1> %850)
  %2416 = or disjoint i64 %1041, 3
  %2417 = mul nsw i64 %2416, %48
  %2418 = getelementptr float, ptr %1014, i64 %2417
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1819, ptr align 1 %2418, <16 x i1> %850)
  %2419 = or disjoint i64 %1041, 4
  %2420 = mul nsw i64 %2419, %48
  %2421 = getelementptr float, ptr %1016, i64 %2420
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1820, ptr align 1 %2421, <16 x i1> %850)
  %2422 = or disjoint i64 %1041, 5
  %2423 = mul nsw i64 %2422, %48
  %2424 = getelementptr float, ptr %1018, i64 %2423
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1821, ptr align 1 %2424, <16 x i1> %850)
  %2425 = or disjoint i64 %1041, 6
  %2426 = mul nsw i64 %2425, %48
  %2427 = getelementptr float, ptr %1020, i64 %2426
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1822, ptr align 1 %2427, <16 x i1> %850)
  %2428 = or disjoint i64 %1041, 7
  %2429 = mul nsw i64 %2428, %48
  %2430 = getelementptr float, ptr %1022, i64 %2429
  br label %2431

2431:                                             ; preds = %2347, %2371, %2390, %2406, %2399, %2392, %2409
  %2432 = phi ptr [ %2430, %2409 ], [ %2352, %2392 ], [ %2352, %2399 ], [ %2352, %2406 ], [ %2352, %2390 ], [ %2352, %2371 ], [ %2352, %2347 ]
  %2433 = phi <16 x i1> [ %850, %2409 ], [ %842, %2392 ], [ %842, %2399 ], [ %842, %2406 ], [ %842, %2390 ], [ %842, %2371 ], [ %842, %2347 ]
  %2434 = phi <16 x float> [ %1823, %2409 ], [ %2398, %2392 ], [ %2405, %2399 ], [ %2408, %2406 ], [ %2391, %2390 ], [ %2372, %2371 ], [ %1823, %2347 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2434, ptr align 1 %2432, <16 x i1> %2433)
  br label %10124

2435:                                             ; preds = %1044
  %2436 = getelementptr inbounds float, ptr %36, i64 %1041
  br i1 %71, label %2443, label %2437

2437:                                             ; preds = %2435
  %2438 = load float, ptr %2436, align 4
  %2439 = insertelement <16 x float> poison, float %2438, i64 0
  %2440 = shufflevector <16 x float> %2439, <16 x float> poison, <16 x i32> zeroinitializer
  %2441 = insertelement <16 x float> poison, float %2438, i64 0
  %2442 = shufflevector <16 x float> %2441, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2452

2443:                                             ; preds = %2435
  %2444 = mul nsw i64 %1041, %48
  %2445 = getelementptr inbounds float, ptr %341, i64 %2444
  %2446 = getelementptr inbounds float, ptr %2445, i64 %789
  %2447 = getelementptr inbounds float, ptr %2446, i64 %362
  %2448 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2447, <16 x i1> %788, <16 x float> zeroinitializer)
  %2449 = getelementptr inbounds float, ptr %2445, i64 %791
  %2450 = getelementptr inbounds float, ptr %2449, i64 %368
  %2451 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2450, <16 x i1> %790, <16 x float> zeroinitializer)
  br label %2452

2452:                                             ; preds = %2443, %2437
  %2453 = phi <16 x float> [ %2448, %2443 ], [ %2440, %2437 ]
  %2454 = phi <16 x float> [ %2451, %2443 ], [ %2442, %2437 ]
  br i1 %71, label %2462, label %2455

2455:                                             ; preds = %2452
  %2456 = getelementptr inbounds nuw i8, ptr %2436, i64 4
  %2457 = load float, ptr %2456, align 4
  %2458 = insertelement <16 x float> poison, float %2457, i64 0
  %2459 = shufflevector <16 x float> %2458, <16 x float> poison, <16 x i32> zeroinitializer
  %2460 = insertelement <16 x float> poison, float %2457, i64 0
  %2461 = shufflevector <16 x float> %2460, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2472

2462:                                             ; preds = %2452
  %2463 = or disjoint i64 %1041, 1
  %2464 = mul nsw i64 %2463, %48
  %2465 = getelementptr inbounds float, ptr %341, i64 %2464
  %2466 = getelementptr inbounds float, ptr %2465, i64 %789
  %2467 = getelementptr inbounds float, ptr %2466, i64 %362
  %2468 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2467, <16 x i1> %788, <16 x float> zeroinitializer)
  %2469 = getelementptr inbounds float, ptr %2465, i64 %791
  %2470 = getelementptr inbounds float, ptr %2469, i64 %368
  %2471 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2470, <16 x i1> %790, <16 x float> zeroinitializer)
  br label %2472

2472:                                             ; preds = %2462, %2455
  %2473 = phi <16 x float> [ %2468, %2462 ], [ %2459, %2455 ]
  %2474 = phi <16 x float> [ %2471, %2462 ], [ %2461, %2455 ]
  br i1 %71, label %2482, label %2475

2475:                                             ; preds = %2472
  %2476 = getelementptr inbounds nuw i8, ptr %2436, i64 8
  %2477 = load float, ptr %2476, align 4
  %2478 = insertelement <16 x float> poison, float %2477, i64 0
  %2479 = shufflevector <16 x float> %2478, <16 x float> poison, <16 x i32> zeroinitializer
  %2480 = insertelement <16 x float> poison, float %2477, i64 0
  %2481 = shufflevector <16 x float> %2480, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2492

2482:                                             ; preds = %2472
  %2483 = or disjoint i64 %1041, 2
  %2484 = mul nsw i64 %2483, %48
  %2485 = getelementptr inbounds float, ptr %341, i64 %2484
  %2486 = getelementptr inbounds float, ptr %2485, i64 %789
  %2487 = getelementptr inbounds float, ptr %2486, i64 %362
  %2488 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2487, <16 x i1> %788, <16 x float> zeroinitializer)
  %2489 = getelementptr inbounds float, ptr %2485, i64 %791
  %2490 = getelementptr inbounds float, ptr %2489, i64 %368
  %2491 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2490, <16 x i1> %790, <16 x float> zeroinitializer)
  br label %2492

2492:                                             ; preds = %2482, %2475
  %2493 = phi <16 x float> [ %2488, %2482 ], [ %2479, %2475 ]
  %2494 = phi <16 x float> [ %2491, %2482 ], [ %2481, %2475 ]
  br i1 %71, label %2502, label %2495

2495:                                             ; preds = %2492
  %2496 = getelementptr inbounds nuw i8, ptr %2436, i64 12
  %2497 = load float, ptr %2496, align 4
  %2498 = insertelement <16 x float> poison, float %2497, i64 0
  %2499 = shufflevector <16 x float> %2498, <16 x float> poison, <16 x i32> zeroinitializer
  %2500 = insertelement <16 x float> poison, float %2497, i64 0
  %2501 = shufflevector <16 x float> %2500, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2512

2502:                                             ; preds = %2492
  %2503 = or disjoint i64 %1041, 3
  %2504 = mul nsw i64 %2503, %48
  %2505 = getelementptr inbounds float, ptr %341, i64 %2504
  %2506 = getelementptr inbounds float, ptr %2505, i64 %789
  %2507 = getelementptr inbounds float, ptr %2506, i64 %362
  %2508 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2507, <16 x i1> %788, <16 x float> zeroinitializer)
  %2509 = getelementptr inbounds float, ptr %2505, i64 %791
  %2510 = getelementptr inbounds float, ptr %2509, i64 %368
  %2511 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2510, <16 x i1> %790, <16 x float> zeroinitializer)
  br label %2512

2512:                                             ; preds = %2502, %2495
  %2513 = phi <16 x float> [ %2508, %2502 ], [ %2499, %2495 ]
  %2514 = phi <16 x float> [ %2511, %2502 ], [ %2501, %2495 ]
  br i1 %71, label %2522, label %2515

2515:                                             ; preds = %2512
  %2516 = getelementptr inbounds nuw i8, ptr %2436, i64 16
  %2517 = load float, ptr %2516, align 4
  %2518 = insertelement <16 x float> poison, float %2517, i64 0
  %2519 = shufflevector <16 x float> %2518, <16 x float> poison, <16 x i32> zeroinitializer
  %2520 = insertelement <16 x float> poison, float %2517, i64 0
  %2521 = shufflevector <16 x float> %2520, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2532

2522:                                             ; preds = %2512
  %2523 = or disjoint i64 %1041, 4
  %2524 = mul nsw i64 %2523, %48
  %2525 = getelementptr inbounds float, ptr %341, i64 %2524
  %2526 = getelementptr inbounds float, ptr %2525, i64 %789
  %2527 = getelementptr inbounds float, ptr %2526, i64 %362
  %2528 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2527, <16 x i1> %788, <16 x float> zeroinitializer)
  %2529 = getelementptr inbounds float, ptr %2525, i64 %791
  %2530 = getelementptr inbounds float, ptr %2529, i64 %368
  %2531 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2530, <16 x i1> %790, <16 x float> zeroinitializer)
  br label %2532

2532:                                             ; preds = %2522, %2515
  %2533 = phi <16 x float> [ %2528, %2522 ], [ %2519, %2515 ]
  %2534 = phi <16 x float> [ %2531, %2522 ], [ %2521, %2515 ]
  br i1 %71, label %2542, label %2535

2535:                                             ; preds = %2532
  %2536 = getelementptr inbounds nuw i8, ptr %2436, i64 20
  %2537 = load float, ptr %2536, align 4
  %2538 = insertelement <16 x float> poison, float %2537, i64 0
  %2539 = shufflevector <16 x float> %2538, <16 x float> poison, <16 x i32> zeroinitializer
  %2540 = insertelement <16 x float> poison, float %2537, i64 0
  %2541 = shufflevector <16 x float> %2540, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2552

2542:                                             ; preds = %2532
  %2543 = or disjoint i64 %1041, 5
  %2544 = mul nsw i64 %2543, %48
  %2545 = getelementptr inbounds float, ptr %341, i64 %2544
  %2546 = getelementptr inbounds float, ptr %2545, i64 %789
  %2547 = getelementptr inbounds float, ptr %2546, i64 %362
  %2548 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2547, <16 x i1> %788, <16 x float> zeroinitializer)
  %2549 = getelementptr inbounds float, ptr %2545, i64 %791
  %2550 = getelementptr inbounds float, ptr %2549, i64 %368
  %2551 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2550, <16 x i1> %790, <16 x float> zeroinitializer)
  br label %2552

2552:                                             ; preds = %2542, %2535
  %2553 = phi <16 x float> [ %2548, %2542 ], [ %2539, %2535 ]
  %2554 = phi <16 x float> [ %2551, %2542 ], [ %2541, %2535 ]
  br i1 %71, label %2562, label %2555

2555:                                             ; preds = %2552
  %2556 = getelementptr inbounds nuw i8, ptr %2436, i64 24
  %2557 = load float, ptr %2556, align 4
  %2558 = insertelement <16 x float> poison, float %2557, i64 0
  %2559 = shufflevector <16 x float> %2558, <16 x float> poison, <16 x i32> zeroinitializer
  %2560 = insertelement <16 x float> poison, float %2557, i64 0
  %2561 = shufflevector <16 x float> %2560, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2572

2562:                                             ; preds = %2552
  %2563 = or disjoint i64 %1041, 6
  %2564 = mul nsw i64 %2563, %48
  %2565 = getelementptr inbounds float, ptr %341, i64 %2564
  %2566 = getelementptr inbounds float, ptr %2565, i64 %789
  %2567 = getelementptr inbounds float, ptr %2566, i64 %362
  %2568 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2567, <16 x i1> %788, <16 x float> zeroinitializer)
  %2569 = getelementptr inbounds float, ptr %2565, i64 %791
  %2570 = getelementptr inbounds float, ptr %2569, i64 %368
  %2571 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2570, <16 x i1> %790, <16 x float> zeroinitializer)
  br label %2572

2572:                                             ; preds = %2562, %2555
  %2573 = phi <16 x float> [ %2568, %2562 ], [ %2559, %2555 ]
  %2574 = phi <16 x float> [ %2571, %2562 ], [ %2561, %2555 ]
  br i1 %71, label %2582, label %2575

2575:                                             ; preds = %2572
  %2576 = getelementptr inbounds nuw i8, ptr %2436, i64 28
  %2577 = load float, ptr %2576, align 4
  %2578 = insertelement <16 x float> poison, float %2577, i64 0
  %2579 = shufflevector <16 x float> %2578, <16 x float> poison, <16 x i32> zeroinitializer
  %2580 = insertelement <16 x float> poison, float %2577, i64 0
  %2581 = shufflevector <16 x float> %2580, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2592

2582:                                             ; preds = %2572
  %2583 = or disjoint i64 %1041, 7
  %2584 = mul nsw i64 %2583, %48
  %2585 = getelementptr inbounds float, ptr %341, i64 %2584
  %2586 = getelementptr inbounds float, ptr %2585, i64 %789
  %2587 = getelementptr inbounds float, ptr %2586, i64 %362
  %2588 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2587, <16 x i1> %788, <16 x float> zeroinitializer)
  %2589 = getelementptr inbounds float, ptr %2585, i64 %791
  %2590 = getelementptr inbounds float, ptr %2589, i64 %368
  %2591 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2590, <16 x i1> %790, <16 x float> zeroinitializer)
  br label %2592

2592:                                             ; preds = %2582, %2575
  %2593 = phi <16 x float> [ %2588, %2582 ], [ %2579, %2575 ]
  %2594 = phi <16 x float> [ %2591, %2582 ], [ %2581, %2575 ]
  %2595 = mul i64 %72, %1041
  %2596 = getelementptr inbounds float, ptr %35, i64 %2595
  br i1 %73, label %2597, label %2722

2597:                                             ; preds = %2592, %2619
  %2598 = phi <16 x float> [ %2620, %2619 ], [ %2594, %2592 ]
  %2599 = phi <16 x float> [ %2621, %2619 ], [ %2593, %2592 ]
  %2600 = phi <16 x float> [ %2622, %2619 ], [ %2574, %2592 ]
  %2601 = phi <16 x float> [ %2623, %2619 ], [ %2573, %2592 ]
  %2602 = phi <16 x float> [ %2624, %2619 ], [ %2554, %2592 ]
  %2603 = phi <16 x float> [ %2625, %2619 ], [ %2553, %2592 ]
  %2604 = phi <16 x float> [ %2626, %2619 ], [ %2534, %2592 ]
  %2605 = phi <16 x float> [ %2627, %2619 ], [ %2533, %2592 ]
  %2606 = phi <16 x float> [ %2628, %2619 ], [ %2514, %2592 ]
  %2607 = phi <16 x float> [ %2629, %2619 ], [ %2513, %2592 ]
  %2608 = phi <16 x float> [ %2630, %2619 ], [ %2494, %2592 ]
  %2609 = phi <16 x float> [ %2631, %2619 ], [ %2493, %2592 ]
  %2610 = phi <16 x float> [ %2632, %2619 ], [ %2474, %2592 ]
  %2611 = phi <16 x float> [ %2633, %2619 ], [ %2473, %2592 ]
  %2612 = phi <16 x float> [ %2634, %2619 ], [ %2454, %2592 ]
  %2613 = phi <16 x float> [ %2635, %2619 ], [ %2453, %2592 ]
  %2614 = phi i64 [ %2636, %2619 ], [ 0, %2592 ]
  %2615 = mul nsw i64 %69, %2614
  %2616 = getelementptr inbounds float, ptr %339, i64 %2615
  %2617 = mul nsw i64 %2614, %70
  %2618 = getelementptr inbounds float, ptr %2596, i64 %2617
  br i1 %74, label %2638, label %2619

2619:                                             ; preds = %2638, %2597
  %2620 = phi <16 x float> [ %2598, %2597 ], [ %2719, %2638 ]
  %2621 = phi <16 x float> [ %2599, %2597 ], [ %2718, %2638 ]
  %2622 = phi <16 x float> [ %2600, %2597 ], [ %2713, %2638 ]
  %2623 = phi <16 x float> [ %2601, %2597 ], [ %2712, %2638 ]
  %2624 = phi <16 x float> [ %2602, %2597 ], [ %2707, %2638 ]
  %2625 = phi <16 x float> [ %2603, %2597 ], [ %2706, %2638 ]
  %2626 = phi <16 x float> [ %2604, %2597 ], [ %2701, %2638 ]
  %2627 = phi <16 x float> [ %2605, %2597 ], [ %2700, %2638 ]
  %2628 = phi <16 x float> [ %2606, %2597 ], [ %2695, %2638 ]
  %2629 = phi <16 x float> [ %2607, %2597 ], [ %2694, %2638 ]
  %2630 = phi <16 x float> [ %2608, %2597 ], [ %2689, %2638 ]
  %2631 = phi <16 x float> [ %2609, %2597 ], [ %2688, %2638 ]
  %2632 = phi <16 x float> [ %2610, %2597 ], [ %2683, %2638 ]
  %2633 = phi <16 x float> [ %2611, %2597 ], [ %2682, %2638 ]
  %2634 = phi <16 x float> [ %2612, %2597 ], [ %2677, %2638 ]
  %2635 = phi <16 x float> [ %2613, %2597 ], [ %2676, %2638 ]
  %2636 = add nuw nsw i64 %2614, 1
  %2637 = icmp eq i64 %2636, %5
  br i1 %2637, label %2722, label %2597

2638:                                             ; preds = %2597, %2638
  %2639 = phi <16 x float> [ %2719, %2638 ], [ %2598, %2597 ]
  %2640 = phi <16 x float> [ %2718, %2638 ], [ %2599, %2597 ]
  %2641 = phi <16 x float> [ %2713, %2638 ], [ %2600, %2597 ]
  %2642 = phi <16 x float> [ %2712, %2638 ], [ %2601, %2597 ]
  %2643 = phi <16 x float> [ %2707, %2638 ], [ %2602, %2597 ]
  %2644 = phi <16 x float> [ %2706, %2638 ], [ %2603, %2597 ]
  %2645 = phi <16 x float> [ %2701, %2638 ], [ %2604, %2597 ]
  %2646 = phi <16 x float> [ %2700, %2638 ], [ %2605, %2597 ]
  %2647 = phi <16 x float> [ %2695, %2638 ], [ %2606, %2597 ]
  %2648 = phi <16 x float> [ %2694, %2638 ], [ %2607, %2597 ]
  %2649 = phi <16 x float> [ %2689, %2638 ], [ %2608, %2597 ]
  %2650 = phi <16 x float> [ %2688, %2638 ], [ %2609, %2597 ]
  %2651 = phi <16 x float> [ %2683, %2638 ], [ %2610, %2597 ]
  %2652 = phi <16 x float> [ %2682, %2638 ], [ %2611, %2597 ]
  %2653 = phi <16 x float> [ %2677, %2638 ], [ %2612, %2597 ]
  %2654 = phi <16 x float> [ %2676, %2638 ], [ %2613, %2597 ]
  %2655 = phi i64 [ %2720, %2638 ], [ 0, %2597 ]
  %2656 = getelementptr inbounds nuw [3 x i32], ptr %31, i64 %2655
  %2657 = getelementptr inbounds nuw [3 x i64], ptr %30, i64 %2655
  %2658 = load i32, ptr %2656, align 4
  %2659 = trunc i32 %2658 to i16
  %2660 = load i64, ptr %2657, align 8
  %2661 = getelementptr inbounds float, ptr %2616, i64 %2660
  %2662 = bitcast i16 %2659 to <16 x i1>
  %2663 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2661, <16 x i1> %2662, <16 x float> zeroinitializer)
  %2664 = getelementptr inbounds nuw i8, ptr %2656, i64 4
  %2665 = load i32, ptr %2664, align 4
  %2666 = trunc i32 %2665 to i16
  %2667 = getelementptr inbounds nuw i8, ptr %2657, i64 8
  %2668 = load i64, ptr %2667, align 8
  %2669 = getelementptr inbounds float, ptr %2616, i64 %2668
  %2670 = bitcast i16 %2666 to <16 x i1>
  %2671 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2669, <16 x i1> %2670, <16 x float> zeroinitializer)
  %2672 = getelementptr float, ptr %2618, i64 %2655
  %2673 = load float, ptr %2672, align 4
  %2674 = insertelement <16 x float> poison, float %2673, i64 0
  %2675 = shufflevector <16 x float> %2674, <16 x float> poison, <16 x i32> zeroinitializer
  %2676 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2663, <16 x float> %2675, <16 x float> %2654)
  %2677 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2671, <16 x float> %2675, <16 x float> %2653)
  %2678 = getelementptr float, ptr %2672, i64 %72
  %2679 = load float, ptr %2678, align 4
  %2680 = insertelement <16 x float> poison, float %2679, i64 0
  %2681 = shufflevector <16 x float> %2680, <16 x float> poison, <16 x i32> zeroinitializer
  %2682 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2663, <16 x float> %2681, <16 x float> %2652)
  %2683 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2671, <16 x float> %2681, <16 x float> %2651)
  %2684 = getelementptr i8, ptr %2672, i64 %200
  %2685 = load float, ptr %2684, align 4
  %2686 = insertelement <16 x float> poison, float %2685, i64 0
  %2687 = shufflevector <16 x float> %2686, <16 x float> poison, <16 x i32> zeroinitializer
  %2688 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2663, <16 x float> %2687, <16 x float> %2650)
  %2689 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2671, <16 x float> %2687, <16 x float> %2649)
  %2690 = getelementptr i8, ptr %2672, i64 %201
  %2691 = load float, ptr %2690, align 4
  %2692 = insertelement <16 x float> poison, float %2691, i64 0
  %2693 = shufflevector <16 x float> %2692, <16 x float> poison, <16 x i32> zeroinitializer
  %2694 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2663, <16 x float> %2693, <16 x float> %2648)
  %2695 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2671, <16 x float> %2693, <16 x float> %2647)
  %2696 = getelementptr i8, ptr %2672, i64 %202
  %2697 = load float, ptr %2696, align 4
  %2698 = insertelement <16 x float> poison, float %2697, i64 0
  %2699 = shufflevector <16 x float> %2698, <16 x float> poison, <16 x i32> zeroinitializer
  %2700 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2663, <16 x float> %2699, <16 x float> %2646)
  %2701 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2671, <16 x float> %2699, <16 x float> %2645)
  %2702 = getelementptr i8, ptr %2672, i64 %203
  %2703 = load float, ptr %2702, align 4
  %2704 = insertelement <16 x float> poison, float %2703, i64 0
  %2705 = shufflevector <16 x float> %2704, <16 x float> poison, <16 x i32> zeroinitializer
  %2706 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2663, <16 x float> %2705, <16 x float> %2644)
  %2707 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2671, <16 x float> %2705, <16 x float> %2643)
  %2708 = getelementptr i8, ptr %2672, i64 %204
  %2709 = load float, ptr %2708, align 4
  %2710 = insertelement <16 x float> poison, float %2709, i64 0
  %2711 = shufflevector <16 x float> %2710, <16 x float> poison, <16 x i32> zeroinitializer
  %2712 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2663, <16 x float> %2711, <16 x float> %2642)
  %2713 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2671, <16 x float> %2711, <16 x float> %2641)
  %2714 = getelementptr i8, ptr %2672, i64 %205
  %2715 = load float, ptr %2714, align 4
  %2716 = insertelement <16 x float> poison, float %2715, i64 0
  %2717 = shufflevector <16 x float> %2716, <16 x float> poison, <16 x i32> zeroinitializer
  %2718 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2663, <16 x float> %2717, <16 x float> %2640)
  %2719 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2671, <16 x float> %2717, <16 x float> %2639)
  %2720 = add nuw nsw i64 %2655, 1
  %2721 = icmp eq i64 %2720, %70
  br i1 %2721, label %2619, label %2638

2722:                                             ; preds = %2619, %2592
  %2723 = phi <16 x float> [ %2494, %2592 ], [ %2630, %2619 ]
  %2724 = phi <16 x float> [ %2493, %2592 ], [ %2631, %2619 ]
  %2725 = phi <16 x float> [ %2513, %2592 ], [ %2629, %2619 ]
  %2726 = phi <16 x float> [ %2474, %2592 ], [ %2632, %2619 ]
  %2727 = phi <16 x float> [ %2473, %2592 ], [ %2633, %2619 ]
  %2728 = phi <16 x float> [ %2514, %2592 ], [ %2628, %2619 ]
  %2729 = phi <16 x float> [ %2454, %2592 ], [ %2634, %2619 ]
  %2730 = phi <16 x float> [ %2453, %2592 ], [ %2635, %2619 ]
  %2731 = phi <16 x float> [ %2533, %2592 ], [ %2627, %2619 ]
  %2732 = phi <16 x float> [ %2534, %2592 ], [ %2626, %2619 ]
  %2733 = phi <16 x float> [ %2553, %2592 ], [ %2625, %2619 ]
  %2734 = phi <16 x float> [ %2554, %2592 ], [ %2624, %2619 ]
  %2735 = phi <16 x float> [ %2573, %2592 ], [ %2623, %2619 ]
  %2736 = phi <16 x float> [ %2574, %2592 ], [ %2622, %2619 ]
  %2737 = phi <16 x float> [ %2593, %2592 ], [ %2621, %2619 ]
  %2738 = phi <16 x float> [ %2594, %2592 ], [ %2620, %2619 ]
  %2739 = mul nsw i64 %1041, %48
  %2740 = add i64 %2739, %793
  %2741 = getelementptr inbounds float, ptr %346, i64 %2740
  br i1 %75, label %2859, label %2742

2742:                                             ; preds = %2722
  %2743 = getelementptr inbounds float, ptr %344, i64 %2740
  switch i64 %206, label %1239 [
    i64 1, label %2744
    i64 2, label %2747
    i64 3, label %2754
    i64 0, label %2799
  ]

2744:                                             ; preds = %2742
  %2745 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2743, <16 x i1> %794, <16 x float> zeroinitializer)
  %2746 = fadd <16 x float> %2730, %2745
  br label %2761

2747:                                             ; preds = %2742
  %2748 = bitcast <16 x float> %2730 to <8 x i64>
  %2749 = or <8 x i64> %2748, %77
  %2750 = fcmp oeq <16 x float> %2730, %47
  %2751 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2730, i32 4)
  %2752 = bitcast <8 x i64> %2749 to <16 x float>
  %2753 = select <16 x i1> %2750, <16 x float> %2752, <16 x float> %2751
  br label %2761

2754:                                             ; preds = %2742
  %2755 = bitcast <16 x float> %2730 to <8 x i64>
  %2756 = and <8 x i64> %2755, %76
  %2757 = fcmp oeq <16 x float> %2730, %44
  %2758 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2730, i32 4)
  %2759 = bitcast <8 x i64> %2756 to <16 x float>
  %2760 = select <16 x i1> %2757, <16 x float> %2759, <16 x float> %2758
  br label %2761

2761:                                             ; preds = %2754, %2747, %2744
  %2762 = phi <16 x float> [ %2746, %2744 ], [ %2753, %2747 ], [ %2760, %2754 ]
  switch i64 %208, label %1239 [
    i64 1, label %2777
    i64 2, label %2770
    i64 3, label %2763
    i64 0, label %2799
  ]

2763:                                             ; preds = %2761
  %2764 = bitcast <16 x float> %2762 to <8 x i64>
  %2765 = and <8 x i64> %2764, %76
  %2766 = fcmp oeq <16 x float> %2762, %44
  %2767 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2762, i32 4)
  %2768 = bitcast <8 x i64> %2765 to <16 x float>
  %2769 = select <16 x i1> %2766, <16 x float> %2768, <16 x float> %2767
  br label %2780

2770:                                             ; preds = %2761
  %2771 = bitcast <16 x float> %2762 to <8 x i64>
  %2772 = or <8 x i64> %2771, %77
  %2773 = fcmp oeq <16 x float> %2762, %47
  %2774 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2762, i32 4)
  %2775 = bitcast <8 x i64> %2772 to <16 x float>
  %2776 = select <16 x i1> %2773, <16 x float> %2775, <16 x float> %2774
  br label %2780

2777:                                             ; preds = %2761
  %2778 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2743, <16 x i1> %794, <16 x float> zeroinitializer)
  %2779 = fadd <16 x float> %2762, %2778
  br label %2780

2780:                                             ; preds = %2777, %2770, %2763
  %2781 = phi <16 x float> [ %2779, %2777 ], [ %2776, %2770 ], [ %2769, %2763 ]
  switch i64 %210, label %1239 [
    i64 1, label %2796
    i64 2, label %2789
    i64 3, label %2782
    i64 0, label %2799
  ]

2782:                                             ; preds = %2780
  %2783 = bitcast <16 x float> %2781 to <8 x i64>
  %2784 = and <8 x i64> %2783, %76
  %2785 = fcmp oeq <16 x float> %2781, %44
  %2786 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2781, i32 4)
  %2787 = bitcast <8 x i64> %2784 to <16 x float>
  %2788 = select <16 x i1> %2785, <16 x float> %2787, <16 x float> %2786
  br label %2799

2789:                                             ; preds = %2780
  %2790 = bitcast <16 x float> %2781 to <8 x i64>
  %2791 = or <8 x i64> %2790, %77
  %2792 = fcmp oeq <16 x float> %2781, %47
  %2793 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2781, i32 4)
  %2794 = bitcast <8 x i64> %2791 to <16 x float>
  %2795 = select <16 x i1> %2792, <16 x float> %2794, <16 x float> %2793
  br label %2799

2796:                                             ; preds = %2780
  %2797 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2743, <16 x i1> %794, <16 x float> zeroinitializer)
  %2798 = fadd <16 x float> %2781, %2797
  br label %2799

2799:                                             ; preds = %2742, %2761, %2780, %2796, %2789, %2782
  %2800 = phi <16 x float> [ %2788, %2782 ], [ %2795, %2789 ], [ %2798, %2796 ], [ %2762, %2761 ], [ %2781, %2780 ], [ %2730, %2742 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2800, ptr align 1 %2741, <16 x i1> %794)
  %2801 = add i64 %2739, %796
  %2802 = getelementptr inbounds float, ptr %346, i64 %2801
  %2803 = getelementptr inbounds float, ptr %344, i64 %2801
  switch i64 %211, label %1239 [
    i64 1, label %2818
    i64 2, label %2811
    i64 3, label %2804
    i64 0, label %2861
  ]

2804:                                             ; preds = %2799
  %2805 = bitcast <16 x float> %2729 to <8 x i64>
  %2806 = and <8 x i64> %2805, %76
  %2807 = fcmp oeq <16 x float> %2729, %44
  %2808 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2729, i32 4)
  %2809 = bitcast <8 x i64> %2806 to <16 x float>
  %2810 = select <16 x i1> %2807, <16 x float> %2809, <16 x float> %2808
  br label %2821

2811:                                             ; preds = %2799
  %2812 = bitcast <16 x float> %2729 to <8 x i64>
  %2813 = or <8 x i64> %2812, %77
  %2814 = fcmp oeq <16 x float> %2729, %47
  %2815 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2729, i32 4)
  %2816 = bitcast <8 x i64> %2813 to <16 x float>
  %2817 = select <16 x i1> %2814, <16 x float> %2816, <16 x float> %2815
  br label %2821

2818:                                             ; preds = %2799
  %2819 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2803, <16 x i1> %797, <16 x float> zeroinitializer)
  %2820 = fadd <16 x float> %2729, %2819
  br label %2821

2821:                                             ; preds = %2818, %2811, %2804
  %2822 = phi <16 x float> [ %2820, %2818 ], [ %2817, %2811 ], [ %2810, %2804 ]
  switch i64 %213, label %1239 [
    i64 1, label %2837
    i64 2, label %2830
    i64 3, label %2823
    i64 0, label %2861
  ]

2823:                                             ; preds = %2821
  %2824 = bitcast <16 x float> %2822 to <8 x i64>
  %2825 = and <8 x i64> %2824, %76
  %2826 = fcmp oeq <16 x float> %2822, %44
  %2827 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2822, i32 4)
  %2828 = bitcast <8 x i64> %2825 to <16 x float>
  %2829 = select <16 x i1> %2826, <16 x float> %2828, <16 x float> %2827
  br label %2840

2830:                                             ; preds = %2821
  %2831 = bitcast <16 x float> %2822 to <8 x i64>
  %2832 = or <8 x i64> %2831, %77
  %2833 = fcmp oeq <16 x float> %2822, %47
  %2834 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2822, i32 4)
  %2835 = bitcast <8 x i64> %2832 to <16 x float>
  %2836 = select <16 x i1> %2833, <16 x float> %2835, <16 x float> %2834
  br label %2840

2837:                                             ; preds = %2821
  %2838 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2803, <16 x i1> %797, <16 x float> zeroinitializer)
  %2839 = fadd <16 x float> %2822, %2838
  br label %2840

2840:                                             ; preds = %2837, %2830, %2823
  %2841 = phi <16 x float> [ %2839, %2837 ], [ %2836, %2830 ], [ %2829, %2823 ]
  switch i64 %215, label %1239 [
    i64 1, label %2856
    i64 2, label %2849
    i64 3, label %2842
    i64 0, label %2861
  ]

2842:                                             ; preds = %2840
  %2843 = bitcast <16 x float> %2841 to <8 x i64>
  %2844 = and <8 x i64> %2843, %76
  %2845 = fcmp oeq <16 x float> %2841, %44
  %2846 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2841, i32 4)
  %2847 = bitcast <8 x i64> %2844 to <16 x float>
  %2848 = select <16 x i1> %2845, <16 x float> %2847, <16 x float> %2846
  br label %2861

2849:                                             ; preds = %2840
  %2850 = bitcast <16 x float> %2841 to <8 x i64>
  %2851 = or <8 x i64> %2850, %77
  %2852 = fcmp oeq <16 x float> %2841, %47
  %2853 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2841, i32 4)
  %2854 = bitcast <8 x i64> %2851 to <16 x float>
  %2855 = select <16 x i1> %2852, <16 x float> %2854, <16 x float> %2853
  br label %2861

2856:                                             ; preds = %2840
  %2857 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2803, <16 x i1> %797, <16 x float> zeroinitializer)
  %2858 = fadd <16 x float> %2841, %2857
  br label %2861

2859:                                             ; preds = %2722
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2730, ptr align 1 %2741, <16 x i1> %798)
  %2860 = getelementptr float, ptr %994, i64 %2739
  br label %2861

2861:                                             ; preds = %2799, %2821, %2840, %2856, %2849, %2842, %2859
  %2862 = phi ptr [ %2860, %2859 ], [ %2802, %2842 ], [ %2802, %2849 ], [ %2802, %2856 ], [ %2802, %2840 ], [ %2802, %2821 ], [ %2802, %2799 ]
  %2863 = phi <16 x i1> [ %800, %2859 ], [ %797, %2842 ], [ %797, %2849 ], [ %797, %2856 ], [ %797, %2840 ], [ %797, %2821 ], [ %797, %2799 ]
  %2864 = phi <16 x float> [ %2729, %2859 ], [ %2848, %2842 ], [ %2855, %2849 ], [ %2858, %2856 ], [ %2841, %2840 ], [ %2822, %2821 ], [ %2729, %2799 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2864, ptr align 1 %2862, <16 x i1> %2863)
  %2865 = or disjoint i64 %1041, 1
  %2866 = mul nsw i64 %2865, %48
  %2867 = add i64 %2866, %793
  %2868 = getelementptr inbounds float, ptr %346, i64 %2867
  br i1 %75, label %2986, label %2869

2869:                                             ; preds = %2861
  %2870 = getelementptr inbounds float, ptr %344, i64 %2867
  switch i64 %206, label %1239 [
    i64 1, label %2885
    i64 2, label %2878
    i64 3, label %2871
    i64 0, label %2926
  ]

2871:                                             ; preds = %2869
  %2872 = bitcast <16 x float> %2727 to <8 x i64>
  %2873 = and <8 x i64> %2872, %76
  %2874 = fcmp oeq <16 x float> %2727, %44
  %2875 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2727, i32 4)
  %2876 = bitcast <8 x i64> %2873 to <16 x float>
  %2877 = select <16 x i1> %2874, <16 x float> %2876, <16 x float> %2875
  br label %2888

2878:                                             ; preds = %2869
  %2879 = bitcast <16 x float> %2727 to <8 x i64>
  %2880 = or <8 x i64> %2879, %77
  %2881 = fcmp oeq <16 x float> %2727, %47
  %2882 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2727, i32 4)
  %2883 = bitcast <8 x i64> %2880 to <16 x float>
  %2884 = select <16 x i1> %2881, <16 x float> %2883, <16 x float> %2882
  br label %2888

2885:                                             ; preds = %2869
  %2886 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2870, <16 x i1> %794, <16 x float> zeroinitializer)
  %2887 = fadd <16 x float> %2727, %2886
  br label %2888

2888:                                             ; preds = %2885, %2878, %2871
  %2889 = phi <16 x float> [ %2887, %2885 ], [ %2884, %2878 ], [ %2877, %2871 ]
  switch i64 %208, label %1239 [
    i64 1, label %2904
    i64 2, label %2897
    i64 3, label %2890
    i64 0, label %2926
  ]

2890:                                             ; preds = %2888
  %2891 = bitcast <16 x float> %2889 to <8 x i64>
  %2892 = and <8 x i64> %2891, %76
  %2893 = fcmp oeq <16 x float> %2889, %44
  %2894 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2889, i32 4)
  %2895 = bitcast <8 x i64> %2892 to <16 x float>
  %2896 = select <16 x i1> %2893, <16 x float> %2895, <16 x float> %2894
  br label %2907

2897:                                             ; preds = %2888
  %2898 = bitcast <16 x float> %2889 to <8 x i64>
  %2899 = or <8 x i64> %2898, %77
  %2900 = fcmp oeq <16 x float> %2889, %47
  %2901 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2889, i32 4)
  %2902 = bitcast <8 x i64> %2899 to <16 x float>
  %2903 = select <16 x i1> %2900, <16 x float> %2902, <16 x float> %2901
  br label %2907

2904:                                             ; preds = %2888
  %2905 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2870, <16 x i1> %794, <16 x float> zeroinitializer)
  %2906 = fadd <16 x float> %2889, %2905
  br label %2907

2907:                                             ; preds = %2904, %2897, %2890
  %2908 = phi <16 x float> [ %2906, %2904 ], [ %2903, %2897 ], [ %2896, %2890 ]
  switch i64 %210, label %1239 [
    i64 1, label %2923
    i64 2, label %2916
    i64 3, label %2909
    i64 0, label %2926
  ]

2909:                                             ; preds = %2907
  %2910 = bitcast <16 x float> %2908 to <8 x i64>
  %2911 = and <8 x i64> %2910, %76
  %2912 = fcmp oeq <16 x float> %2908, %44
  %2913 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2908, i32 4)
  %2914 = bitcast <8 x i64> %2911 to <16 x float>
  %2915 = select <16 x i1> %2912, <16 x float> %2914, <16 x float> %2913
  br label %2926

2916:                                             ; preds = %2907
  %2917 = bitcast <16 x float> %2908 to <8 x i64>
  %2918 = or <8 x i64> %2917, %77
  %2919 = fcmp oeq <16 x float> %2908, %47
  %2920 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2908, i32 4)
  %2921 = bitcast <8 x i64> %2918 to <16 x float>
  %2922 = select <16 x i1> %2919, <16 x float> %2921, <16 x float> %2920
  br label %2926

2923:                                             ; preds = %2907
  %2924 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2870, <16 x i1> %794, <16 x float> zeroinitializer)
  %2925 = fadd <16 x float> %2908, %2924
  br label %2926

2926:                                             ; preds = %2923, %2916, %2909, %2907, %2888, %2869
  %2927 = phi <16 x float> [ %2915, %2909 ], [ %2922, %2916 ], [ %2925, %2923 ], [ %2889, %2888 ], [ %2908, %2907 ], [ %2727, %2869 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2927, ptr align 1 %2868, <16 x i1> %794)
  %2928 = add i64 %2866, %796
  %2929 = getelementptr inbounds float, ptr %346, i64 %2928
  %2930 = getelementptr inbounds float, ptr %344, i64 %2928
  switch i64 %211, label %1239 [
    i64 1, label %2945
    i64 2, label %2938
    i64 3, label %2931
    i64 0, label %2988
  ]

2931:                                             ; preds = %2926
  %2932 = bitcast <16 x float> %2726 to <8 x i64>
  %2933 = and <8 x i64> %2932, %76
  %2934 = fcmp oeq <16 x float> %2726, %44
  %2935 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2726, i32 4)
  %2936 = bitcast <8 x i64> %2933 to <16 x float>
  %2937 = select <16 x i1> %2934, <16 x float> %2936, <16 x float> %2935
  br label %2948

2938:                                             ; preds = %2926
  %2939 = bitcast <16 x float> %2726 to <8 x i64>
  %2940 = or <8 x i64> %2939, %77
  %2941 = fcmp oeq <16 x float> %2726, %47
  %2942 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2726, i32 4)
  %2943 = bitcast <8 x i64> %2940 to <16 x float>
  %2944 = select <16 x i1> %2941, <16 x float> %2943, <16 x float> %2942
  br label %2948

2945:                                             ; preds = %2926
  %2946 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2930, <16 x i1> %797, <16 x float> zeroinitializer)
  %2947 = fadd <16 x float> %2726, %2946
  br label %2948

2948:                                             ; preds = %2945, %2938, %2931
  %2949 = phi <16 x float> [ %2947, %2945 ], [ %2944, %2938 ], [ %2937, %2931 ]
  switch i64 %213, label %1239 [
    i64 1, label %2964
    i64 2, label %2957
    i64 3, label %2950
    i64 0, label %2988
  ]

2950:                                             ; preds = %2948
  %2951 = bitcast <16 x float> %2949 to <8 x i64>
  %2952 = and <8 x i64> %2951, %76
  %2953 = fcmp oeq <16 x float> %2949, %44
  %2954 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2949, i32 4)
  %2955 = bitcast <8 x i64> %2952 to <16 x float>
  %2956 = select <16 x i1> %2953, <16 x float> %2955, <16 x float> %2954
  br label %2967

2957:                                             ; preds = %2948
  %2958 = bitcast <16 x float> %2949 to <8 x i64>
  %2959 = or <8 x i64> %2958, %77
  %2960 = fcmp oeq <16 x float> %2949, %47
  %2961 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2949, i32 4)
  %2962 = bitcast <8 x i64> %2959 to <16 x float>
  %2963 = select <16 x i1> %2960, <16 x float> %2962, <16 x float> %2961
  br label %2967

2964:                                             ; preds = %2948
  %2965 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2930, <16 x i1> %797, <16 x float> zeroinitializer)
  %2966 = fadd <16 x float> %2949, %2965
  br label %2967

2967:                                             ; preds = %2964, %2957, %2950
  %2968 = phi <16 x float> [ %2966, %2964 ], [ %2963, %2957 ], [ %2956, %2950 ]
  switch i64 %215, label %1239 [
    i64 1, label %2983
    i64 2, label %2976
    i64 3, label %2969
    i64 0, label %2988
  ]

2969:                                             ; preds = %2967
  %2970 = bitcast <16 x float> %2968 to <8 x i64>
  %2971 = and <8 x i64> %2970, %76
  %2972 = fcmp oeq <16 x float> %2968, %44
  %2973 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2968, i32 4)
  %2974 = bitcast <8 x i64> %2971 to <16 x float>
  %2975 = select <16 x i1> %2972, <16 x float> %2974, <16 x float> %2973
  br label %2988

2976:                                             ; preds = %2967
  %2977 = bitcast <16 x float> %2968 to <8 x i64>
  %2978 = or <8 x i64> %2977, %77
  %2979 = fcmp oeq <16 x float> %2968, %47
  %2980 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2968, i32 4)
  %2981 = bitcast <8 x i64> %2978 to <16 x float>
  %2982 = select <16 x i1> %2979, <16 x float> %2981, <16 x float> %2980
  br label %2988

2983:                                             ; preds = %2967
  %2984 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2930, <16 x i1> %797, <16 x float> zeroinitializer)
  %2985 = fadd <16 x float> %2968, %2984
  br label %2988

2986:                                             ; preds = %2861
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2727, ptr align 1 %2868, <16 x i1> %798)
  %2987 = getelementptr float, ptr %996, i64 %2866
  br label %2988

2988:                                             ; preds = %2986, %2983, %2976, %2969, %2967, %2948, %2926
  %2989 = phi ptr [ %2987, %2986 ], [ %2929, %2969 ], [ %2929, %2976 ], [ %2929, %2983 ], [ %2929, %2967 ], [ %2929, %2948 ], [ %2929, %2926 ]
  %2990 = phi <16 x i1> [ %800, %2986 ], [ %797, %2969 ], [ %797, %2976 ], [ %797, %2983 ], [ %797, %2967 ], [ %797, %2948 ], [ %797, %2926 ]
  %2991 = phi <16 x float> [ %2726, %2986 ], [ %2975, %2969 ], [ %2982, %2976 ], [ %2985, %2983 ], [ %2968, %2967 ], [ %2949, %2948 ], [ %2726, %2926 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2991, ptr align 1 %2989, <16 x i1> %2990)
  %2992 = or disjoint i64 %1041, 2
  %2993 = mul nsw i64 %2992, %48
  %2994 = add i64 %2993, %793
  %2995 = getelementptr inbounds float, ptr %346, i64 %2994
  br i1 %75, label %3113, label %2996

2996:                                             ; preds = %2988
  %2997 = getelementptr inbounds float, ptr %344, i64 %2994
  switch i64 %206, label %1239 [
    i64 1, label %3012
    i64 2, label %3005
    i64 3, label %2998
    i64 0, label %3053
  ]

2998:                                             ; preds = %2996
  %2999 = bitcast <16 x float> %2724 to <8 x i64>
  %3000 = and <8 x i64> %2999, %76
  %3001 = fcmp oeq <16 x float> %2724, %44
  %3002 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2724, i32 4)
  %3003 = bitcast <8 x i64> %3000 to <16 x float>
  %3004 = select <16 x i1> %3001, <16 x float> %3003, <16 x float> %3002
  br label %3015

3005:                                             ; preds = %2996
  %3006 = bitcast <16 x float> %2724 to <8 x i64>
  %3007 = or <8 x i64> %3006, %77
  %3008 = fcmp oeq <16 x float> %2724, %47
  %3009 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2724, i32 4)
  %3010 = bitcast <8 x i64> %3007 to <16 x float>
  %3011 = select <16 x i1> %3008, <16 x float> %3010, <16 x float> %3009
  br label %3015

3012:                                             ; preds = %2996
  %3013 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2997, <16 x i1> %794, <16 x float> zeroinitializer)
  %3014 = fadd <16 x float> %2724, %3013
  br label %3015

3015:                                             ; preds = %3012, %3005, %2998
  %3016 = phi <16 x float> [ %3014, %3012 ], [ %3011, %3005 ], [ %3004, %2998 ]
  switch i64 %208, label %1239 [
    i64 1, label %3031
    i64 2, label %3024
    i64 3, label %3017
    i64 0, label %3053
  ]

3017:                                             ; preds = %3015
  %3018 = bitcast <16 x float> %3016 to <8 x i64>
  %3019 = and <8 x i64> %3018, %76
  %3020 = fcmp oeq <16 x float> %3016, %44
  %3021 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3016, i32 4)
  %3022 = bitcast <8 x i64> %3019 to <16 x float>
  %3023 = select <16 x i1> %3020, <16 x float> %3022, <16 x float> %3021
  br label %3034

3024:                                             ; preds = %3015
  %3025 = bitcast <16 x float> %3016 to <8 x i64>
  %3026 = or <8 x i64> %3025, %77
  %3027 = fcmp oeq <16 x float> %3016, %47
  %3028 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3016, i32 4)
  %3029 = bitcast <8 x i64> %3026 to <16 x float>
  %3030 = select <16 x i1> %3027, <16 x float> %3029, <16 x float> %3028
  br label %3034

3031:                                             ; preds = %3015
  %3032 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2997, <16 x i1> %794, <16 x float> zeroinitializer)
  %3033 = fadd <16 x float> %3016, %3032
  br label %3034

3034:                                             ; preds = %3031, %3024, %3017
  %3035 = phi <16 x float> [ %3033, %3031 ], [ %3030, %3024 ], [ %3023, %3017 ]
  switch i64 %210, label %1239 [
    i64 1, label %3050
    i64 2, label %3043
    i64 3, label %3036
    i64 0, label %3053
  ]

3036:                                             ; preds = %3034
  %3037 = bitcast <16 x float> %3035 to <8 x i64>
  %3038 = and <8 x i64> %3037, %76
  %3039 = fcmp oeq <16 x float> %3035, %44
  %3040 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3035, i32 4)
  %3041 = bitcast <8 x i64> %3038 to <16 x float>
  %3042 = select <16 x i1> %3039, <16 x float> %3041, <16 x float> %3040
  br label %3053

3043:                                             ; preds = %3034
  %3044 = bitcast <16 x float> %3035 to <8 x i64>
  %3045 = or <8 x i64> %3044, %77
  %3046 = fcmp oeq <16 x float> %3035, %47
  %3047 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3035, i32 4)
  %3048 = bitcast <8 x i64> %3045 to <16 x float>
  %3049 = select <16 x i1> %3046, <16 x float> %3048, <16 x float> %3047
  br label %3053

3050:                                             ; preds = %3034
  %3051 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2997, <16 x i1> %794, <16 x float> zeroinitializer)
  %3052 = fadd <16 x float> %3035, %3051
  br label %3053

3053:                                             ; preds = %3050, %3043, %3036, %3034, %3015, %2996
  %3054 = phi <16 x float> [ %3042, %3036 ], [ %3049, %3043 ], [ %3052, %3050 ], [ %3016, %3015 ], [ %3035, %3034 ], [ %2724, %2996 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3054, ptr align 1 %2995, <16 x i1> %794)
  %3055 = add i64 %2993, %796
  %3056 = getelementptr inbounds float, ptr %346, i64 %3055
  %3057 = getelementptr inbounds float, ptr %344, i64 %3055
  switch i64 %211, label %1239 [
    i64 1, label %3072
    i64 2, label %3065
    i64 3, label %3058
    i64 0, label %3115
  ]

3058:                                             ; preds = %3053
  %3059 = bitcast <16 x float> %2723 to <8 x i64>
  %3060 = and <8 x i64> %3059, %76
  %3061 = fcmp oeq <16 x float> %2723, %44
  %3062 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2723, i32 4)
  %3063 = bitcast <8 x i64> %3060 to <16 x float>
  %3064 = select <16 x i1> %3061, <16 x float> %3063, <16 x float> %3062
  br label %3075

3065:                                             ; preds = %3053
  %3066 = bitcast <16 x float> %2723 to <8 x i64>
  %3067 = or <8 x i64> %3066, %77
  %3068 = fcmp oeq <16 x float> %2723, %47
  %3069 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2723, i32 4)
  %3070 = bitcast <8 x i64> %3067 to <16 x float>
  %3071 = select <16 x i1> %3068, <16 x float> %3070, <16 x float> %3069
  br label %3075

3072:                                             ; preds = %3053
  %3073 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3057, <16 x i1> %797, <16 x float> zeroinitializer)
  %3074 = fadd <16 x float> %2723, %3073
  br label %3075

3075:                                             ; preds = %3072, %3065, %3058
  %3076 = phi <16 x float> [ %3074, %3072 ], [ %3071, %3065 ], [ %3064, %3058 ]
  switch i64 %213, label %1239 [
    i64 1, label %3091
    i64 2, label %3084
    i64 3, label %3077
    i64 0, label %3115
  ]

3077:                                             ; preds = %3075
  %3078 = bitcast <16 x float> %3076 to <8 x i64>
  %3079 = and <8 x i64> %3078, %76
  %3080 = fcmp oeq <16 x float> %3076, %44
  %3081 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3076, i32 4)
  %3082 = bitcast <8 x i64> %3079 to <16 x float>
  %3083 = select <16 x i1> %3080, <16 x float> %3082, <16 x float> %3081
  br label %3094

3084:                                             ; preds = %3075
  %3085 = bitcast <16 x float> %3076 to <8 x i64>
  %3086 = or <8 x i64> %3085, %77
  %3087 = fcmp oeq <16 x float> %3076, %47
  %3088 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3076, i32 4)
  %3089 = bitcast <8 x i64> %3086 to <16 x float>
  %3090 = select <16 x i1> %3087, <16 x float> %3089, <16 x float> %3088
  br label %3094

3091:                                             ; preds = %3075
  %3092 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3057, <16 x i1> %797, <16 x float> zeroinitializer)
  %3093 = fadd <16 x float> %3076, %3092
  br label %3094

3094:                                             ; preds = %3091, %3084, %3077
  %3095 = phi <16 x float> [ %3093, %3091 ], [ %3090, %3084 ], [ %3083, %3077 ]
  switch i64 %215, label %1239 [
    i64 1, label %3110
    i64 2, label %3103
    i64 3, label %3096
    i64 0, label %3115
  ]

3096:                                             ; preds = %3094
  %3097 = bitcast <16 x float> %3095 to <8 x i64>
  %3098 = and <8 x i64> %3097, %76
  %3099 = fcmp oeq <16 x float> %3095, %44
  %3100 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3095, i32 4)
  %3101 = bitcast <8 x i64> %3098 to <16 x float>
  %3102 = select <16 x i1> %3099, <16 x float> %3101, <16 x float> %3100
  br label %3115

3103:                                             ; preds = %3094
  %3104 = bitcast <16 x float> %3095 to <8 x i64>
  %3105 = or <8 x i64> %3104, %77
  %3106 = fcmp oeq <16 x float> %3095, %47
  %3107 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3095, i32 4)
  %3108 = bitcast <8 x i64> %3105 to <16 x float>
  %3109 = select <16 x i1> %3106, <16 x float> %3108, <16 x float> %3107
  br label %3115

3110:                                             ; preds = %3094
  %3111 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3057, <16 x i1> %797, <16 x float> zeroinitializer)
  %3112 = fadd <16 x float> %3095, %3111
  br label %3115

3113:                                             ; preds = %2988
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2724, ptr align 1 %2995, <16 x i1> %798)
  %3114 = getelementptr float, ptr %998, i64 %2993
  br label %3115

3115:                                             ; preds = %3113, %3110, %3103, %3096, %3094, %3075, %3053
  %3116 = phi ptr [ %3114, %3113 ], [ %3056, %3096 ], [ %3056, %3103 ], [ %3056, %3110 ], [ %3056, %3094 ], [ %3056, %3075 ], [ %3056, %3053 ]
  %3117 = phi <16 x i1> [ %800, %3113 ], [ %797, %3096 ], [ %797, %3103 ], [ %797, %3110 ], [ %797, %3094 ], [ %797, %3075 ], [ %797, %3053 ]
  %3118 = phi <16 x float> [ %2723, %3113 ], [ %3102, %3096 ], [ %3109, %3103 ], [ %3112, %3110 ], [ %3095, %3094 ], [ %3076, %3075 ], [ %2723, %3053 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3118, ptr align 1 %3116, <16 x i1> %3117)
  %3119 = or disjoint i64 %1041, 3
  %3120 = mul nsw i64 %3119, %48
  %3121 = add i64 %3120, %793
  %3122 = getelementptr inbounds float, ptr %346, i64 %3121
  br i1 %75, label %3240, label %3123

3123:                                             ; preds = %3115
  %3124 = getelementptr inbounds float, ptr %344, i64 %3121
  switch i64 %206, label %1239 [
    i64 1, label %3139
    i64 2, label %3132
    i64 3, label %3125
    i64 0, label %3180
  ]

3125:                                             ; preds = %3123
  %3126 = bitcast <16 x float> %2725 to <8 x i64>
  %3127 = and <8 x i64> %3126, %76
  %3128 = fcmp oeq <16 x float> %2725, %44
  %3129 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2725, i32 4)
  %3130 = bitcast <8 x i64> %3127 to <16 x float>
  %3131 = select <16 x i1> %3128, <16 x float> %3130, <16 x float> %3129
  br label %3142

3132:                                             ; preds = %3123
  %3133 = bitcast <16 x float> %2725 to <8 x i64>
  %3134 = or <8 x i64> %3133, %77
  %3135 = fcmp oeq <16 x float> %2725, %47
  %3136 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2725, i32 4)
  %3137 = bitcast <8 x i64> %3134 to <16 x float>
  %3138 = select <16 x i1> %3135, <16 x float> %3137, <16 x float> %3136
  br label %3142

3139:                                             ; preds = %3123
  %3140 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3124, <16 x i1> %794, <16 x float> zeroinitializer)
  %3141 = fadd <16 x float> %2725, %3140
  br label %3142

3142:                                             ; preds = %3139, %3132, %3125
  %3143 = phi <16 x float> [ %3141, %3139 ], [ %3138, %3132 ], [ %3131, %3125 ]
  switch i64 %208, label %1239 [
    i64 1, label %3158
    i64 2, label %3151
    i64 3, label %3144
    i64 0, label %3180
  ]

3144:                                             ; preds = %3142
  %3145 = bitcast <16 x float> %3143 to <8 x i64>
  %3146 = and <8 x i64> %3145, %76
  %3147 = fcmp oeq <16 x float> %3143, %44
  %3148 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3143, i32 4)
  %3149 = bitcast <8 x i64> %3146 to <16 x float>
  %3150 = select <16 x i1> %3147, <16 x float> %3149, <16 x float> %3148
  br label %3161

3151:                                             ; preds = %3142
  %3152 = bitcast <16 x float> %3143 to <8 x i64>
  %3153 = or <8 x i64> %3152, %77
  %3154 = fcmp oeq <16 x float> %3143, %47
  %3155 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3143, i32 4)
  %3156 = bitcast <8 x i64> %3153 to <16 x float>
  %3157 = select <16 x i1> %3154, <16 x float> %3156, <16 x float> %3155
  br label %3161

3158:                                             ; preds = %3142
  %3159 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3124, <16 x i1> %794, <16 x float> zeroinitializer)
  %3160 = fadd <16 x float> %3143, %3159
  br label %3161

3161:                                             ; preds = %3158, %3151, %3144
  %3162 = phi <16 x float> [ %3160, %3158 ], [ %3157, %3151 ], [ %3150, %3144 ]
  switch i64 %210, label %1239 [
    i64 1, label %3177
    i64 2, label %3170
    i64 3, label %3163
    i64 0, label %3180
  ]

3163:                                             ; preds = %3161
  %3164 = bitcast <16 x float> %3162 to <8 x i64>
  %3165 = and <8 x i64> %3164, %76
  %3166 = fcmp oeq <16 x float> %3162, %44
  %3167 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3162, i32 4)
  %3168 = bitcast <8 x i64> %3165 to <16 x float>
  %3169 = select <16 x i1> %3166, <16 x float> %3168, <16 x float> %3167
  br label %3180

3170:                                             ; preds = %3161
  %3171 = bitcast <16 x float> %3162 to <8 x i64>
  %3172 = or <8 x i64> %3171, %77
  %3173 = fcmp oeq <16 x float> %3162, %47
  %3174 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3162, i32 4)
  %3175 = bitcast <8 x i64> %3172 to <16 x float>
  %3176 = select <16 x i1> %3173, <16 x float> %3175, <16 x float> %3174
  br label %3180

3177:                                             ; preds = %3161
  %3178 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3124, <16 x i1> %794, <16 x float> zeroinitializer)
  %3179 = fadd <16 x float> %3162, %3178
  br label %3180

3180:                                             ; preds = %3177, %3170, %3163, %3161, %3142, %3123
  %3181 = phi <16 x float> [ %3169, %3163 ], [ %3176, %3170 ], [ %3179, %3177 ], [ %3143, %3142 ], [ %3162, %3161 ], [ %2725, %3123 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3181, ptr align 1 %3122, <16 x i1> %794)
  %3182 = add i64 %3120, %796
  %3183 = getelementptr inbounds float, ptr %346, i64 %3182
  %3184 = getelementptr inbounds float, ptr %344, i64 %3182
  switch i64 %211, label %1239 [
    i64 1, label %3199
    i64 2, label %3192
    i64 3, label %3185
    i64 0, label %3242
  ]

3185:                                             ; preds = %3180
  %3186 = bitcast <16 x float> %2728 to <8 x i64>
  %3187 = and <8 x i64> %3186, %76
  %3188 = fcmp oeq <16 x float> %2728, %44
  %3189 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2728, i32 4)
  %3190 = bitcast <8 x i64> %3187 to <16 x float>
  %3191 = select <16 x i1> %3188, <16 x float> %3190, <16 x float> %3189
  br label %3202

3192:                                             ; preds = %3180
  %3193 = bitcast <16 x float> %2728 to <8 x i64>
  %3194 = or <8 x i64> %3193, %77
  %3195 = fcmp oeq <16 x float> %2728, %47
  %3196 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2728, i32 4)
  %3197 = bitcast <8 x i64> %3194 to <16 x float>
  %3198 = select <16 x i1> %3195, <16 x float> %3197, <16 x float> %3196
  br label %3202

3199:                                             ; preds = %3180
  %3200 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3184, <16 x i1> %797, <16 x float> zeroinitializer)
  %3201 = fadd <16 x float> %2728, %3200
  br label %3202

3202:                                             ; preds = %3199, %3192, %3185
  %3203 = phi <16 x float> [ %3201, %3199 ], [ %3198, %3192 ], [ %3191, %3185 ]
  switch i64 %213, label %1239 [
    i64 1, label %3218
    i64 2, label %3211
    i64 3, label %3204
    i64 0, label %3242
  ]

3204:                                             ; preds = %3202
  %3205 = bitcast <16 x float> %3203 to <8 x i64>
  %3206 = and <8 x i64> %3205, %76
  %3207 = fcmp oeq <16 x float> %3203, %44
  %3208 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3203, i32 4)
  %3209 = bitcast <8 x i64> %3206 to <16 x float>
  %3210 = select <16 x i1> %3207, <16 x float> %3209, <16 x float> %3208
  br label %3221

3211:                                             ; preds = %3202
  %3212 = bitcast <16 x float> %3203 to <8 x i64>
  %3213 = or <8 x i64> %3212, %77
  %3214 = fcmp oeq <16 x float> %3203, %47
  %3215 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3203, i32 4)
  %3216 = bitcast <8 x i64> %3213 to <16 x float>
  %3217 = select <16 x i1> %3214, <16 x float> %3216, <16 x float> %3215
  br label %3221

3218:                                             ; preds = %3202
  %3219 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3184, <16 x i1> %797, <16 x float> zeroinitializer)
  %3220 = fadd <16 x float> %3203, %3219
  br label %3221

3221:                                             ; preds = %3218, %3211, %3204
  %3222 = phi <16 x float> [ %3220, %3218 ], [ %3217, %3211 ], [ %3210, %3204 ]
  switch i64 %215, label %1239 [
    i64 1, label %3237
    i64 2, label %3230
    i64 3, label %3223
    i64 0, label %3242
  ]

3223:                                             ; preds = %3221
  %3224 = bitcast <16 x float> %3222 to <8 x i64>
  %3225 = and <8 x i64> %3224, %76
  %3226 = fcmp oeq <16 x float> %3222, %44
  %3227 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3222, i32 4)
  %3228 = bitcast <8 x i64> %3225 to <16 x float>
  %3229 = select <16 x i1> %3226, <16 x float> %3228, <16 x float> %3227
  br label %3242

3230:                                             ; preds = %3221
  %3231 = bitcast <16 x float> %3222 to <8 x i64>
  %3232 = or <8 x i64> %3231, %77
  %3233 = fcmp oeq <16 x float> %3222, %47
  %3234 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3222, i32 4)
  %3235 = bitcast <8 x i64> %3232 to <16 x float>
  %3236 = select <16 x i1> %3233, <16 x float> %3235, <16 x float> %3234
  br label %3242

3237:                                             ; preds = %3221
  %3238 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3184, <16 x i1> %797, <16 x float> zeroinitializer)
  %3239 = fadd <16 x float> %3222, %3238
  br label %3242

3240:                                             ; preds = %3115
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2725, ptr align 1 %3122, <16 x i1> %798)
  %3241 = getelementptr float, ptr %1000, i64 %3120
  br label %3242

3242:                                             ; preds = %3240, %3237, %3230, %3223, %3221, %3202, %3180
  %3243 = phi ptr [ %3241, %3240 ], [ %3183, %3223 ], [ %3183, %3230 ], [ %3183, %3237 ], [ %3183, %3221 ], [ %3183, %3202 ], [ %3183, %3180 ]
  %3244 = phi <16 x i1> [ %800, %3240 ], [ %797, %3223 ], [ %797, %3230 ], [ %797, %3237 ], [ %797, %3221 ], [ %797, %3202 ], [ %797, %3180 ]
  %3245 = phi <16 x float> [ %2728, %3240 ], [ %3229, %3223 ], [ %3236, %3230 ], [ %3239, %3237 ], [ %3222, %3221 ], [ %3203, %3202 ], [ %2728, %3180 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3245, ptr align 1 %3243, <16 x i1> %3244)
  %3246 = or disjoint i64 %1041, 4
  %3247 = mul nsw i64 %3246, %48
  %3248 = add i64 %3247, %793
  %3249 = getelementptr inbounds float, ptr %346, i64 %3248
  br i1 %75, label %3367, label %3250

3250:                                             ; preds = %3242
  %3251 = getelementptr inbounds float, ptr %344, i64 %3248
  switch i64 %206, label %1239 [
    i64 1, label %3266
    i64 2, label %3259
    i64 3, label %3252
    i64 0, label %3307
  ]

3252:                                             ; preds = %3250
  %3253 = bitcast <16 x float> %2731 to <8 x i64>
  %3254 = and <8 x i64> %3253, %76
  %3255 = fcmp oeq <16 x float> %2731, %44
  %3256 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2731, i32 4)
  %3257 = bitcast <8 x i64> %3254 to <16 x float>
  %3258 = select <16 x i1> %3255, <16 x float> %3257, <16 x float> %3256
  br label %3269

3259:                                             ; preds = %3250
  %3260 = bitcast <16 x float> %2731 to <8 x i64>
  %3261 = or <8 x i64> %3260, %77
  %3262 = fcmp oeq <16 x float> %2731, %47
  %3263 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2731, i32 4)
  %3264 = bitcast <8 x i64> %3261 to <16 x float>
  %3265 = select <16 x i1> %3262, <16 x float> %3264, <16 x float> %3263
  br label %3269

3266:                                             ; preds = %3250
  %3267 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3251, <16 x i1> %794, <16 x float> zeroinitializer)
  %3268 = fadd <16 x float> %2731, %3267
  br label %3269

3269:                                             ; preds = %3266, %3259, %3252
  %3270 = phi <16 x float> [ %3268, %3266 ], [ %3265, %3259 ], [ %3258, %3252 ]
  switch i64 %208, label %1239 [
    i64 1, label %3285
    i64 2, label %3278
    i64 3, label %3271
    i64 0, label %3307
  ]

3271:                                             ; preds = %3269
  %3272 = bitcast <16 x float> %3270 to <8 x i64>
  %3273 = and <8 x i64> %3272, %76
  %3274 = fcmp oeq <16 x float> %3270, %44
  %3275 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3270, i32 4)
  %3276 = bitcast <8 x i64> %3273 to <16 x float>
  %3277 = select <16 x i1> %3274, <16 x float> %3276, <16 x float> %3275
  br label %3288

3278:                                             ; preds = %3269
  %3279 = bitcast <16 x float> %3270 to <8 x i64>
  %3280 = or <8 x i64> %3279, %77
  %3281 = fcmp oeq <16 x float> %3270, %47
  %3282 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3270, i32 4)
  %3283 = bitcast <8 x i64> %3280 to <16 x float>
  %3284 = select <16 x i1> %3281, <16 x float> %3283, <16 x float> %3282
  br label %3288

3285:                                             ; preds = %3269
  %3286 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3251, <16 x i1> %794, <16 x float> zeroinitializer)
  %3287 = fadd <16 x float> %3270, %3286
  br label %3288

3288:                                             ; preds = %3285, %3278, %3271
  %3289 = phi <16 x float> [ %3287, %3285 ], [ %3284, %3278 ], [ %3277, %3271 ]
  switch i64 %210, label %1239 [
    i64 1, label %3304
    i64 2, label %3297
    i64 3, label %3290
    i64 0, label %3307
  ]

3290:                                             ; preds = %3288
  %3291 = bitcast <16 x float> %3289 to <8 x i64>
  %3292 = and <8 x i64> %3291, %76
  %3293 = fcmp oeq <16 x float> %3289, %44
  %3294 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3289, i32 4)
  %3295 = bitcast <8 x i64> %3292 to <16 x float>
  %3296 = select <16 x i1> %3293, <16 x float> %3295, <16 x float> %3294
  br label %3307

3297:                                             ; preds = %3288
  %3298 = bitcast <16 x float> %3289 to <8 x i64>
  %3299 = or <8 x i64> %3298, %77
  %3300 = fcmp oeq <16 x float> %3289, %47
  %3301 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3289, i32 4)
  %3302 = bitcast <8 x i64> %3299 to <16 x float>
  %3303 = select <16 x i1> %3300, <16 x float> %3302, <16 x float> %3301
  br label %3307

3304:                                             ; preds = %3288
  %3305 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3251, <16 x i1> %794, <16 x float> zeroinitializer)
  %3306 = fadd <16 x float> %3289, %3305
  br label %3307

3307:                                             ; preds = %3304, %3297, %3290, %3288, %3269, %3250
  %3308 = phi <16 x float> [ %3296, %3290 ], [ %3303, %3297 ], [ %3306, %3304 ], [ %3270, %3269 ], [ %3289, %3288 ], [ %2731, %3250 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3308, ptr align 1 %3249, <16 x i1> %794)
  %3309 = add i64 %3247, %796
  %3310 = getelementptr inbounds float, ptr %346, i64 %3309
  %3311 = getelementptr inbounds float, ptr %344, i64 %3309
  switch i64 %211, label %1239 [
    i64 1, label %3326
    i64 2, label %3319
    i64 3, label %3312
    i64 0, label %3369
  ]

3312:                                             ; preds = %3307
  %3313 = bitcast <16 x float> %2732 to <8 x i64>
  %3314 = and <8 x i64> %3313, %76
  %3315 = fcmp oeq <16 x float> %2732, %44
  %3316 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2732, i32 4)
  %3317 = bitcast <8 x i64> %3314 to <16 x float>
  %3318 = select <16 x i1> %3315, <16 x float> %3317, <16 x float> %3316
  br label %3329

3319:                                             ; preds = %3307
  %3320 = bitcast <16 x float> %2732 to <8 x i64>
  %3321 = or <8 x i64> %3320, %77
  %3322 = fcmp oeq <16 x float> %2732, %47
  %3323 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2732, i32 4)
  %3324 = bitcast <8 x i64> %3321 to <16 x float>
  %3325 = select <16 x i1> %3322, <16 x float> %3324, <16 x float> %3323
  br label %3329

3326:                                             ; preds = %3307
  %3327 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3311, <16 x i1> %797, <16 x float> zeroinitializer)
  %3328 = fadd <16 x float> %2732, %3327
  br label %3329

3329:                                             ; preds = %3326, %3319, %3312
  %3330 = phi <16 x float> [ %3328, %3326 ], [ %3325, %3319 ], [ %3318, %3312 ]
  switch i64 %213, label %1239 [
    i64 1, label %3345
    i64 2, label %3338
    i64 3, label %3331
    i64 0, label %3369
  ]

3331:                                             ; preds = %3329
  %3332 = bitcast <16 x float> %3330 to <8 x i64>
  %3333 = and <8 x i64> %3332, %76
  %3334 = fcmp oeq <16 x float> %3330, %44
  %3335 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3330, i32 4)
  %3336 = bitcast <8 x i64> %3333 to <16 x float>
  %3337 = select <16 x i1> %3334, <16 x float> %3336, <16 x float> %3335
  br label %3348

3338:                                             ; preds = %3329
  %3339 = bitcast <16 x float> %3330 to <8 x i64>
  %3340 = or <8 x i64> %3339, %77
  %3341 = fcmp oeq <16 x float> %3330, %47
  %3342 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3330, i32 4)
  %3343 = bitcast <8 x i64> %3340 to <16 x float>
  %3344 = select <16 x i1> %3341, <16 x float> %3343, <16 x float> %3342
  br label %3348

3345:                                             ; preds = %3329
  %3346 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3311, <16 x i1> %797, <16 x float> zeroinitializer)
  %3347 = fadd <16 x float> %3330, %3346
  br label %3348

3348:                                             ; preds = %3345, %3338, %3331
  %3349 = phi <16 x float> [ %3347, %3345 ], [ %3344, %3338 ], [ %3337, %3331 ]
  switch i64 %215, label %1239 [
    i64 1, label %3364
    i64 2, label %3357
    i64 3, label %3350
    i64 0, label %3369
  ]

3350:                                             ; preds = %3348
  %3351 = bitcast <16 x float> %3349 to <8 x i64>
  %3352 = and <8 x i64> %3351, %76
  %3353 = fcmp oeq <16 x float> %3349, %44
  %3354 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3349, i32 4)
  %3355 = bitcast <8 x i64> %3352 to <16 x float>
  %3356 = select <16 x i1> %3353, <16 x float> %3355, <16 x float> %3354
  br label %3369

3357:                                             ; preds = %3348
  %3358 = bitcast <16 x float> %3349 to <8 x i64>
  %3359 = or <8 x i64> %3358, %77
  %3360 = fcmp oeq <16 x float> %3349, %47
  %3361 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3349, i32 4)
  %3362 = bitcast <8 x i64> %3359 to <16 x float>
  %3363 = select <16 x i1> %3360, <16 x float> %3362, <16 x float> %3361
  br label %3369

3364:                                             ; preds = %3348
  %3365 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3311, <16 x i1> %797, <16 x float> zeroinitializer)
  %3366 = fadd <16 x float> %3349, %3365
  br label %3369

3367:                                             ; preds = %3242
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2731, ptr align 1 %3249, <16 x i1> %798)
  %3368 = getelementptr float, ptr %1002, i64 %3247
  br label %3369

3369:                                             ; preds = %3367, %3364, %3357, %3350, %3348, %3329, %3307
  %3370 = phi ptr [ %3368, %3367 ], [ %3310, %3350 ], [ %3310, %3357 ], [ %3310, %3364 ], [ %3310, %3348 ], [ %3310, %3329 ], [ %3310, %3307 ]
  %3371 = phi <16 x i1> [ %800, %3367 ], [ %797, %3350 ], [ %797, %3357 ], [ %797, %3364 ], [ %797, %3348 ], [ %797, %3329 ], [ %797, %3307 ]
  %3372 = phi <16 x float> [ %2732, %3367 ], [ %3356, %3350 ], [ %3363, %3357 ], [ %3366, %3364 ], [ %3349, %3348 ], [ %3330, %3329 ], [ %2732, %3307 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3372, ptr align 1 %3370, <16 x i1> %3371)
  %3373 = or disjoint i64 %1041, 5
  %3374 = mul nsw i64 %3373, %48
  %3375 = add i64 %3374, %793
  %3376 = getelementptr inbounds float, ptr %346, i64 %3375
  br i1 %75, label %3494, label %3377

3377:                                             ; preds = %3369
  %3378 = getelementptr inbounds float, ptr %344, i64 %3375
  switch i64 %206, label %1239 [
    i64 1, label %3393
    i64 2, label %3386
    i64 3, label %3379
    i64 0, label %3434
  ]

3379:                                             ; preds = %3377
  %3380 = bitcast <16 x float> %2733 to <8 x i64>
  %3381 = and <8 x i64> %3380, %76
  %3382 = fcmp oeq <16 x float> %2733, %44
  %3383 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2733, i32 4)
  %3384 = bitcast <8 x i64> %3381 to <16 x float>
  %3385 = select <16 x i1> %3382, <16 x float> %3384, <16 x float> %3383
  br label %3396

3386:                                             ; preds = %3377
  %3387 = bitcast <16 x float> %2733 to <8 x i64>
  %3388 = or <8 x i64> %3387, %77
  %3389 = fcmp oeq <16 x float> %2733, %47
  %3390 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2733, i32 4)
  %3391 = bitcast <8 x i64> %3388 to <16 x float>
  %3392 = select <16 x i1> %3389, <16 x float> %3391, <16 x float> %3390
  br label %3396

3393:                                             ; preds = %3377
  %3394 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3378, <16 x i1> %794, <16 x float> zeroinitializer)
  %3395 = fadd <16 x float> %2733, %3394
  br label %3396

3396:                                             ; preds = %3393, %3386, %3379
  %3397 = phi <16 x float> [ %3395, %3393 ], [ %3392, %3386 ], [ %3385, %3379 ]
  switch i64 %208, label %1239 [
    i64 1, label %3412
    i64 2, label %3405
    i64 3, label %3398
    i64 0, label %3434
  ]

3398:                                             ; preds = %3396
  %3399 = bitcast <16 x float> %3397 to <8 x i64>
  %3400 = and <8 x i64> %3399, %76
  %3401 = fcmp oeq <16 x float> %3397, %44
  %3402 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3397, i32 4)
  %3403 = bitcast <8 x i64> %3400 to <16 x float>
  %3404 = select <16 x i1> %3401, <16 x float> %3403, <16 x float> %3402
  br label %3415

3405:                                             ; preds = %3396
  %3406 = bitcast <16 x float> %3397 to <8 x i64>
  %3407 = or <8 x i64> %3406, %77
  %3408 = fcmp oeq <16 x float> %3397, %47
  %3409 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3397, i32 4)
  %3410 = bitcast <8 x i64> %3407 to <16 x float>
  %3411 = select <16 x i1> %3408, <16 x float> %3410, <16 x float> %3409
  br label %3415

3412:                                             ; preds = %3396
  %3413 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3378, <16 x i1> %794, <16 x float> zeroinitializer)
  %3414 = fadd <16 x float> %3397, %3413
  br label %3415

3415:                                             ; preds = %3412, %3405, %3398
  %3416 = phi <16 x float> [ %3414, %3412 ], [ %3411, %3405 ], [ %3404, %3398 ]
  switch i64 %210, label %1239 [
    i64 1, label %3431
    i64 2, label %3424
    i64 3, label %3417
    i64 0, label %3434
  ]

3417:                                             ; preds = %3415
  %3418 = bitcast <16 x float> %3416 to <8 x i64>
  %3419 = and <8 x i64> %3418, %76
  %3420 = fcmp oeq <16 x float> %3416, %44
  %3421 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3416, i32 4)
  %3422 = bitcast <8 x i64> %3419 to <16 x float>
  %3423 = select <16 x i1> %3420, <16 x float> %3422, <16 x float> %3421
  br label %3434

3424:                                             ; preds = %3415
  %3425 = bitcast <16 x float> %3416 to <8 x i64>
  %3426 = or <8 x i64> %3425, %77
  %3427 = fcmp oeq <16 x float> %3416, %47
  %3428 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3416, i32 4)
  %3429 = bitcast <8 x i64> %3426 to <16 x float>
  %3430 = select <16 x i1> %3427, <16 x float> %3429, <16 x float> %3428
  br label %3434

3431:                                             ; preds = %3415
  %3432 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3378, <16 x i1> %794, <16 x float> zeroinitializer)
  %3433 = fadd <16 x float> %3416, %3432
  br label %3434

3434:                                             ; preds = %3431, %3424, %3417, %3415, %3396, %3377
  %3435 = phi <16 x float> [ %3423, %3417 ], [ %3430, %3424 ], [ %3433, %3431 ], [ %3397, %3396 ], [ %3416, %3415 ], [ %2733, %3377 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3435, ptr align 1 %3376, <16 x i1> %794)
  %3436 = add i64 %3374, %796
  %3437 = getelementptr inbounds float, ptr %346, i64 %3436
  %3438 = getelementptr inbounds float, ptr %344, i64 %3436
  switch i64 %211, label %1239 [
    i64 1, label %3453
    i64 2, label %3446
    i64 3, label %3439
    i64 0, label %3496
  ]

3439:                                             ; preds = %3434
  %3440 = bitcast <16 x float> %2734 to <8 x i64>
  %3441 = and <8 x i64> %3440, %76
  %3442 = fcmp oeq <16 x float> %2734, %44
  %3443 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2734, i32 4)
  %3444 = bitcast <8 x i64> %3441 to <16 x float>
  %3445 = select <16 x i1> %3442, <16 x float> %3444, <16 x float> %3443
  br label %3456

3446:                                             ; preds = %3434
  %3447 = bitcast <16 x float> %2734 to <8 x i64>
  %3448 = or <8 x i64> %3447, %77
  %3449 = fcmp oeq <16 x float> %2734, %47
  %3450 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2734, i32 4)
  %3451 = bitcast <8 x i64> %3448 to <16 x float>
  %3452 = select <16 x i1> %3449, <16 x float> %3451, <16 x float> %3450
  br label %3456

3453:                                             ; preds = %3434
  %3454 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3438, <16 x i1> %797, <16 x float> zeroinitializer)
  %3455 = fadd <16 x float> %2734, %3454
  br label %3456

3456:                                             ; preds = %3453, %3446, %3439
  %3457 = phi <16 x float> [ %3455, %3453 ], [ %3452, %3446 ], [ %3445, %3439 ]
  switch i64 %213, label %1239 [
    i64 1, label %3472
    i64 2, label %3465
    i64 3, label %3458
    i64 0, label %3496
  ]

3458:                                             ; preds = %3456
  %3459 = bitcast <16 x float> %3457 to <8 x i64>
  %3460 = and <8 x i64> %3459, %76
  %3461 = fcmp oeq <16 x float> %3457, %44
  %3462 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3457, i32 4)
  %3463 = bitcast <8 x i64> %3460 to <16 x float>
  %3464 = select <16 x i1> %3461, <16 x float> %3463, <16 x float> %3462
  br label %3475

3465:                                             ; preds = %3456
  %3466 = bitcast <16 x float> %3457 to <8 x i64>
  %3467 = or <8 x i64> %3466, %77
  %3468 = fcmp oeq <16 x float> %3457, %47
  %3469 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3457, i32 4)
  %3470 = bitcast <8 x i64> %3467 to <16 x float>
  %3471 = select <16 x i1> %3468, <16 x float> %3470, <16 x float> %3469
  br label %3475

3472:                                             ; preds = %3456
  %3473 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3438, <16 x i1> %797, <16 x float> zeroinitializer)
  %3474 = fadd <16 x float> %3457, %3473
  br label %3475

3475:                                             ; preds = %3472, %3465, %3458
  %3476 = phi <16 x float> [ %3474, %3472 ], [ %3471, %3465 ], [ %3464, %3458 ]
  switch i64 %215, label %1239 [
    i64 1, label %3491
    i64 2, label %3484
    i64 3, label %3477
    i64 0, label %3496
  ]

3477:                                             ; preds = %3475
  %3478 = bitcast <16 x float> %3476 to <8 x i64>
  %3479 = and <8 x i64> %3478, %76
  %3480 = fcmp oeq <16 x float> %3476, %44
  %3481 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3476, i32 4)
  %3482 = bitcast <8 x i64> %3479 to <16 x float>
  %3483 = select <16 x i1> %3480, <16 x float> %3482, <16 x float> %3481
  br label %3496

3484:                                             ; preds = %3475
  %3485 = bitcast <16 x float> %3476 to <8 x i64>
  %3486 = or <8 x i64> %3485, %77
  %3487 = fcmp oeq <16 x float> %3476, %47
  %3488 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3476, i32 4)
  %3489 = bitcast <8 x i64> %3486 to <16 x float>
  %3490 = select <16 x i1> %3487, <16 x float> %3489, <16 x float> %3488
  br label %3496

3491:                                             ; preds = %3475
  %3492 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3438, <16 x i1> %797, <16 x float> zeroinitializer)
  %3493 = fadd <16 x float> %3476, %3492
  br label %3496

3494:                                             ; preds = %3369
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2733, ptr align 1 %3376, <16 x i1> %798)
  %3495 = getelementptr float, ptr %1004, i64 %3374
  br label %3496

3496:                                             ; preds = %3494, %3491, %3484, %3477, %3475, %3456, %3434
  %3497 = phi ptr [ %3495, %3494 ], [ %3437, %3477 ], [ %3437, %3484 ], [ %3437, %3491 ], [ %3437, %3475 ], [ %3437, %3456 ], [ %3437, %3434 ]
  %3498 = phi <16 x i1> [ %800, %3494 ], [ %797, %3477 ], [ %797, %3484 ], [ %797, %3491 ], [ %797, %3475 ], [ %797, %3456 ], [ %797, %3434 ]
  %3499 = phi <16 x float> [ %2734, %3494 ], [ %3483, %3477 ], [ %3490, %3484 ], [ %3493, %3491 ], [ %3476, %3475 ], [ %3457, %3456 ], [ %2734, %3434 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3499, ptr align 1 %3497, <16 x i1> %3498)
  %3500 = or disjoint i64 %1041, 6
  %3501 = mul nsw i64 %3500, %48
  %3502 = add i64 %3501, %793
  %3503 = getelementptr inbounds float, ptr %346, i64 %3502
  br i1 %75, label %3621, label %3504

3504:                                             ; preds = %3496
  %3505 = getelementptr inbounds float, ptr %344, i64 %3502
  switch i64 %206, label %1239 [
    i64 1, label %3520
    i64 2, label %3513
    i64 3, label %3506
    i64 0, label %3561
  ]

3506:                                             ; preds = %3504
  %3507 = bitcast <16 x float> %2735 to <8 x i64>
  %3508 = and <8 x i64> %3507, %76
  %3509 = fcmp oeq <16 x float> %2735, %44
  %3510 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2735, i32 4)
  %3511 = bitcast <8 x i64> %3508 to <16 x float>
  %3512 = select <16 x i1> %3509, <16 x float> %3511, <16 x float> %3510
  br label %3523

3513:                                             ; preds = %3504
  %3514 = bitcast <16 x float> %2735 to <8 x i64>
  %3515 = or <8 x i64> %3514, %77
  %3516 = fcmp oeq <16 x float> %2735, %47
  %3517 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2735, i32 4)
  %3518 = bitcast <8 x i64> %3515 to <16 x float>
  %3519 = select <16 x i1> %3516, <16 x float> %3518, <16 x float> %3517
  br label %3523

3520:                                             ; preds = %3504
  %3521 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3505, <16 x i1> %794, <16 x float> zeroinitializer)
  %3522 = fadd <16 x float> %2735, %3521
  br label %3523

3523:                                             ; preds = %3520, %3513, %3506
  %3524 = phi <16 x float> [ %3522, %3520 ], [ %3519, %3513 ], [ %3512, %3506 ]
  switch i64 %208, label %1239 [
    i64 1, label %3539
    i64 2, label %3532
    i64 3, label %3525
    i64 0, label %3561
  ]

3525:                                             ; preds = %3523
  %3526 = bitcast <16 x float> %3524 to <8 x i64>
  %3527 = and <8 x i64> %3526, %76
  %3528 = fcmp oeq <16 x float> %3524, %44
  %3529 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3524, i32 4)
  %3530 = bitcast <8 x i64> %3527 to <16 x float>
  %3531 = select <16 x i1> %3528, <16 x float> %3530, <16 x float> %3529
  br label %3542

3532:                                             ; preds = %3523
  %3533 = bitcast <16 x float> %3524 to <8 x i64>
  %3534 = or <8 x i64> %3533, %77
  %3535 = fcmp oeq <16 x float> %3524, %47
  %3536 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3524, i32 4)
  %3537 = bitcast <8 x i64> %3534 to <16 x float>
  %3538 = select <16 x i1> %3535, <16 x float> %3537, <16 x float> %3536
  br label %3542

3539:                                             ; preds = %3523
  %3540 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3505, <16 x i1> %794, <16 x float> zeroinitializer)
  %3541 = fadd <16 x float> %3524, %3540
  br label %3542

3542:                                             ; preds = %3539, %3532, %3525
  %3543 = phi <16 x float> [ %3541, %3539 ], [ %3538, %3532 ], [ %3531, %3525 ]
  switch i64 %210, label %1239 [
    i64 1, label %3558
    i64 2, label %3551
    i64 3, label %3544
    i64 0, label %3561
  ]

3544:                                             ; preds = %3542
  %3545 = bitcast <16 x float> %3543 to <8 x i64>
  %3546 = and <8 x i64> %3545, %76
  %3547 = fcmp oeq <16 x float> %3543, %44
  %3548 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3543, i32 4)
  %3549 = bitcast <8 x i64> %3546 to <16 x float>
  %3550 = select <16 x i1> %3547, <16 x float> %3549, <16 x float> %3548
  br label %3561

3551:                                             ; preds = %3542
  %3552 = bitcast <16 x float> %3543 to <8 x i64>
  %3553 = or <8 x i64> %3552, %77
  %3554 = fcmp oeq <16 x float> %3543, %47
  %3555 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3543, i32 4)
  %3556 = bitcast <8 x i64> %3553 to <16 x float>
  %3557 = select <16 x i1> %3554, <16 x float> %3556, <16 x float> %3555
  br label %3561

3558:                                             ; preds = %3542
  %3559 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3505, <16 x i1> %794, <16 x float> zeroinitializer)
  %3560 = fadd <16 x float> %3543, %3559
  br label %3561

3561:                                             ; preds = %3558, %3551, %3544, %3542, %3523, %3504
  %3562 = phi <16 x float> [ %3550, %3544 ], [ %3557, %3551 ], [ %3560, %3558 ], [ %3524, %3523 ], [ %3543, %3542 ], [ %2735, %3504 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3562, ptr align 1 %3503, <16 x i1> %794)
  %3563 = add i64 %3501, %796
  %3564 = getelementptr inbounds float, ptr %346, i64 %3563
  %3565 = getelementptr inbounds float, ptr %344, i64 %3563
  switch i64 %211, label %1239 [
    i64 1, label %3580
    i64 2, label %3573
    i64 3, label %3566
    i64 0, label %3623
  ]

3566:                                             ; preds = %3561
  %3567 = bitcast <16 x float> %2736 to <8 x i64>
  %3568 = and <8 x i64> %3567, %76
  %3569 = fcmp oeq <16 x float> %2736, %44
  %3570 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2736, i32 4)
  %3571 = bitcast <8 x i64> %3568 to <16 x float>
  %3572 = select <16 x i1> %3569, <16 x float> %3571, <16 x float> %3570
  br label %3583

3573:                                             ; preds = %3561
  %3574 = bitcast <16 x float> %2736 to <8 x i64>
  %3575 = or <8 x i64> %3574, %77
  %3576 = fcmp oeq <16 x float> %2736, %47
  %3577 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2736, i32 4)
  %3578 = bitcast <8 x i64> %3575 to <16 x float>
  %3579 = select <16 x i1> %3576, <16 x float> %3578, <16 x float> %3577
  br label %3583

3580:                                             ; preds = %3561
  %3581 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3565, <16 x i1> %797, <16 x float> zeroinitializer)
  %3582 = fadd <16 x float> %2736, %3581
  br label %3583

3583:                                             ; preds = %3580, %3573, %3566
  %3584 = phi <16 x float> [ %3582, %3580 ], [ %3579, %3573 ], [ %3572, %3566 ]
  switch i64 %213, label %1239 [
    i64 1, label %3599
    i64 2, label %3592
    i64 3, label %3585
    i64 0, label %3623
  ]

3585:                                             ; preds = %3583
  %3586 = bitcast <16 x float> %3584 to <8 x i64>
  %3587 = and <8 x i64> %3586, %76
  %3588 = fcmp oeq <16 x float> %3584, %44
  %3589 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3584, i32 4)
  %3590 = bitcast <8 x i64> %3587 to <16 x float>
  %3591 = select <16 x i1> %3588, <16 x float> %3590, <16 x float> %3589
  br label %3602

3592:                                             ; preds = %3583
  %3593 = bitcast <16 x float> %3584 to <8 x i64>
  %3594 = or <8 x i64> %3593, %77
  %3595 = fcmp oeq <16 x float> %3584, %47
  %3596 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3584, i32 4)
  %3597 = bitcast <8 x i64> %3594 to <16 x float>
  %3598 = select <16 x i1> %3595, <16 x float> %3597, <16 x float> %3596
  br label %3602

3599:                                             ; preds = %3583
  %3600 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3565, <16 x i1> %797, <16 x float> zeroinitializer)
  %3601 = fadd <16 x float> %3584, %3600
  br label %3602

3602:                                             ; preds = %3599, %3592, %3585
  %3603 = phi <16 x float> [ %3601, %3599 ], [ %3598, %3592 ], [ %3591, %3585 ]
  switch i64 %215, label %1239 [
    i64 1, label %3618
    i64 2, label %3611
    i64 3, label %3604
    i64 0, label %3623
  ]

3604:                                             ; preds = %3602
  %3605 = bitcast <16 x float> %3603 to <8 x i64>
  %3606 = and <8 x i64> %3605, %76
  %3607 = fcmp oeq <16 x float> %3603, %44
  %3608 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3603, i32 4)
  %3609 = bitcast <8 x i64> %3606 to <16 x float>
  %3610 = select <16 x i1> %3607, <16 x float> %3609, <16 x float> %3608
  br label %3623

3611:                                             ; preds = %3602
  %3612 = bitcast <16 x float> %3603 to <8 x i64>
  %3613 = or <8 x i64> %3612, %77
  %3614 = fcmp oeq <16 x float> %3603, %47
  %3615 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3603, i32 4)
  %3616 = bitcast <8 x i64> %3613 to <16 x float>
  %3617 = select <16 x i1> %3614, <16 x float> %3616, <16 x float> %3615
  br label %3623

3618:                                             ; preds = %3602
  %3619 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3565, <16 x i1> %797, <16 x float> zeroinitializer)
  %3620 = fadd <16 x float> %3603, %3619
  br label %3623

3621:                                             ; preds = %3496
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2735, ptr align 1 %3503, <16 x i1> %798)
  %3622 = getelementptr float, ptr %1006, i64 %3501
  br label %3623

3623:                                             ; preds = %3621, %3618, %3611, %3604, %3602, %3583, %3561
  %3624 = phi ptr [ %3622, %3621 ], [ %3564, %3604 ], [ %3564, %3611 ], [ %3564, %3618 ], [ %3564, %3602 ], [ %3564, %3583 ], [ %3564, %3561 ]
  %3625 = phi <16 x i1> [ %800, %3621 ], [ %797, %3604 ], [ %797, %3611 ], [ %797, %3618 ], [ %797, %3602 ], [ %797, %3583 ], [ %797, %3561 ]
  %3626 = phi <16 x float> [ %2736, %3621 ], [ %3610, %3604 ], [ %3617, %3611 ], [ %3620, %3618 ], [ %3603, %3602 ], [ %3584, %3583 ], [ %2736, %3561 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3626, ptr align 1 %3624, <16 x i1> %3625)
  %3627 = or disjoint i64 %1041, 7
  %3628 = mul nsw i64 %3627, %48
  %3629 = add i64 %3628, %793
  %3630 = getelementptr inbounds float, ptr %346, i64 %3629
  br i1 %75, label %3748, label %3631

3631:                                             ; preds = %3623
  %3632 = getelementptr inbounds float, ptr %344, i64 %3629
  switch i64 %206, label %1239 [
    i64 1, label %3647
    i64 2, label %3640
    i64 3, label %3633
    i64 0, label %3688
  ]

3633:                                             ; preds = %3631
  %3634 = bitcast <16 x float> %2737 to <8 x i64>
  %3635 = and <8 x i64> %3634, %76
  %3636 = fcmp oeq <16 x float> %2737, %44
  %3637 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2737, i32 4)
  %3638 = bitcast <8 x i64> %3635 to <16 x float>
  %3639 = select <16 x i1> %3636, <16 x float> %3638, <16 x float> %3637
  br label %3650

3640:                                             ; preds = %3631
  %3641 = bitcast <16 x float> %2737 to <8 x i64>
  %3642 = or <8 x i64> %3641, %77
  %3643 = fcmp oeq <16 x float> %2737, %47
  %3644 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2737, i32 4)
  %3645 = bitcast <8 x i64> %3642 to <16 x float>
  %3646 = select <16 x i1> %3643, <16 x float> %3645, <16 x float> %3644
  br label %3650

3647:                                             ; preds = %3631
  %3648 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3632, <16 x i1> %794, <16 x float> zeroinitializer)
  %3649 = fadd <16 x float> %2737, %3648
  br label %3650

3650:                                             ; preds = %3647, %3640, %3633
  %3651 = phi <16 x float> [ %3649, %3647 ], [ %3646, %3640 ], [ %3639, %3633 ]
  switch i64 %208, label %1239 [
    i64 1, label %3666
    i64 2, label %3659
    i64 3, label %3652
    i64 0, label %3688
  ]

3652:                                             ; preds = %3650
  %3653 = bitcast <16 x float> %3651 to <8 x i64>
  %3654 = and <8 x i64> %3653, %76
  %3655 = fcmp oeq <16 x float> %3651, %44
  %3656 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3651, i32 4)
  %3657 = bitcast <8 x i64> %3654 to <16 x float>
  %3658 = select <16 x i1> %3655, <16 x float> %3657, <16 x float> %3656
  br label %3669

3659:                                             ; preds = %3650
  %3660 = bitcast <16 x float> %3651 to <8 x i64>
  %3661 = or <8 x i64> %3660, %77
  %3662 = fcmp oeq <16 x float> %3651, %47
  %3663 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3651, i32 4)
  %3664 = bitcast <8 x i64> %3661 to <16 x float>
  %3665 = select <16 x i1> %3662, <16 x float> %3664, <16 x float> %3663
  br label %3669

3666:                                             ; preds = %3650
  %3667 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3632, <16 x i1> %794, <16 x float> zeroinitializer)
  %3668 = fadd <16 x float> %3651, %3667
  br label %3669

3669:                                             ; preds = %3666, %3659, %3652
  %3670 = phi <16 x float> [ %3668, %3666 ], [ %3665, %3659 ], [ %3658, %3652 ]
  switch i64 %210, label %1239 [
    i64 1, label %3685
    i64 2, label %3678
    i64 3, label %3671
    i64 0, label %3688
  ]

3671:                                             ; preds = %3669
  %3672 = bitcast <16 x float> %3670 to <8 x i64>
  %3673 = and <8 x i64> %3672, %76
  %3674 = fcmp oeq <16 x float> %3670, %44
  %3675 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3670, i32 4)
  %3676 = bitcast <8 x i64> %3673 to <16 x float>
  %3677 = select <16 x i1> %3674, <16 x float> %3676, <16 x float> %3675
  br label %3688

3678:                                             ; preds = %3669
  %3679 = bitcast <16 x float> %3670 to <8 x i64>
  %3680 = or <8 x i64> %3679, %77
  %3681 = fcmp oeq <16 x float> %3670, %47
  %3682 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3670, i32 4)
  %3683 = bitcast <8 x i64> %3680 to <16 x float>
  %3684 = select <16 x i1> %3681, <16 x float> %3683, <16 x float> %3682
  br label %3688

3685:                                             ; preds = %3669
  %3686 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3632, <16 x i1> %794, <16 x float> zeroinitializer)
  %3687 = fadd <16 x float> %3670, %3686
  br label %3688

3688:                                             ; preds = %3685, %3678, %3671, %3669, %3650, %3631
  %3689 = phi <16 x float> [ %3677, %3671 ], [ %3684, %3678 ], [ %3687, %3685 ], [ %3651, %3650 ], [ %3670, %3669 ], [ %2737, %3631 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3689, ptr align 1 %3630, <16 x i1> %794)
  %3690 = add i64 %3628, %796
  %3691 = getelementptr inbounds float, ptr %346, i64 %3690
  %3692 = getelementptr inbounds float, ptr %344, i64 %3690
  switch i64 %211, label %1239 [
    i64 1, label %3707
    i64 2, label %3700
    i64 3, label %3693
    i64 0, label %3750
  ]

3693:                                             ; preds = %3688
  %3694 = bitcast <16 x float> %2738 to <8 x i64>
  %3695 = and <8 x i64> %3694, %76
  %3696 = fcmp oeq <16 x float> %2738, %44
  %3697 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %2738, i32 4)
  %3698 = bitcast <8 x i64> %3695 to <16 x float>
  %3699 = select <16 x i1> %3696, <16 x float> %3698, <16 x float> %3697
  br label %3710

3700:                                             ; preds = %3688
  %3701 = bitcast <16 x float> %2738 to <8 x i64>
  %3702 = or <8 x i64> %3701, %77
  %3703 = fcmp oeq <16 x float> %2738, %47
  %3704 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %2738, i32 4)
  %3705 = bitcast <8 x i64> %3702 to <16 x float>
  %3706 = select <16 x i1> %3703, <16 x float> %3705, <16 x float> %3704
  br label %3710

3707:                                             ; preds = %3688
  %3708 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3692, <16 x i1> %797, <16 x float> zeroinitializer)
  %3709 = fadd <16 x float> %2738, %3708
  br label %3710

3710:                                             ; preds = %3707, %3700, %3693
  %3711 = phi <16 x float> [ %3709, %3707 ], [ %3706, %3700 ], [ %3699, %3693 ]
  switch i64 %213, label %1239 [
    i64 1, label %3726
    i64 2, label %3719
    i64 3, label %3712
    i64 0, label %3750
  ]

3712:                                             ; preds = %3710
  %3713 = bitcast <16 x float> %3711 to <8 x i64>
  %3714 = and <8 x i64> %3713, %76
  %3715 = fcmp oeq <16 x float> %3711, %44
  %3716 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3711, i32 4)
  %3717 = bitcast <8 x i64> %3714 to <16 x float>
  %3718 = select <16 x i1> %3715, <16 x float> %3717, <16 x float> %3716
  br label %3729

3719:                                             ; preds = %3710
  %3720 = bitcast <16 x float> %3711 to <8 x i64>
  %3721 = or <8 x i64> %3720, %77
  %3722 = fcmp oeq <16 x float> %3711, %47
  %3723 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3711, i32 4)
  %3724 = bitcast <8 x i64> %3721 to <16 x float>
  %3725 = select <16 x i1> %3722, <16 x float> %3724, <16 x float> %3723
  br label %3729

3726:                                             ; preds = %3710
  %3727 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3692, <16 x i1> %797, <16 x float> zeroinitializer)
  %3728 = fadd <16 x float> %3711, %3727
  br label %3729

3729:                                             ; preds = %3726, %3719, %3712
  %3730 = phi <16 x float> [ %3728, %3726 ], [ %3725, %3719 ], [ %3718, %3712 ]
  switch i64 %215, label %1239 [
    i64 1, label %3745
    i64 2, label %3738
    i64 3, label %3731
    i64 0, label %3750
  ]

3731:                                             ; preds = %3729
  %3732 = bitcast <16 x float> %3730 to <8 x i64>
  %3733 = and <8 x i64> %3732, %76
  %3734 = fcmp oeq <16 x float> %3730, %44
  %3735 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %3730, i32 4)
  %3736 = bitcast <8 x i64> %3733 to <16 x float>
  %3737 = select <16 x i1> %3734, <16 x float> %3736, <16 x float> %3735
  br label %3750

3738:                                             ; preds = %3729
  %3739 = bitcast <16 x float> %3730 to <8 x i64>
  %3740 = or <8 x i64> %3739, %77
  %3741 = fcmp oeq <16 x float> %3730, %47
  %3742 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %3730, i32 4)
  %3743 = bitcast <8 x i64> %3740 to <16 x float>
  %3744 = select <16 x i1> %3741, <16 x float> %3743, <16 x float> %3742
  br label %3750

3745:                                             ; preds = %3729
  %3746 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3692, <16 x i1> %797, <16 x float> zeroinitializer)
  %3747 = fadd <16 x float> %3730, %3746
  br label %3750

3748:                                             ; preds = %3623
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %2737, ptr align 1 %3630, <16 x i1> %798)
  %3749 = getelementptr float, ptr %1008, i64 %3628
  br label %3750

3750:                                             ; preds = %3748, %3745, %3738, %3731, %3729, %3710, %3688
  %3751 = phi ptr [ %3749, %3748 ], [ %3691, %3731 ], [ %3691, %3738 ], [ %3691, %3745 ], [ %3691, %3729 ], [ %3691, %3710 ], [ %3691, %3688 ]
  %3752 = phi <16 x i1> [ %800, %3748 ], [ %797, %3731 ], [ %797, %3738 ], [ %797, %3745 ], [ %797, %3729 ], [ %797, %3710 ], [ %797, %3688 ]
  %3753 = phi <16 x float> [ %2738, %3748 ], [ %3737, %3731 ], [ %3744, %3738 ], [ %3747, %3745 ], [ %3730, %3729 ], [ %3711, %3710 ], [ %2738, %3688 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3753, ptr align 1 %3751, <16 x i1> %3752)
  br label %10124

3754:                                             ; preds = %1044
  %3755 = getelementptr inbounds float, ptr %36, i64 %1041
  br i1 %71, label %3762, label %3756

3756:                                             ; preds = %3754
  %3757 = load float, ptr %3755, align 4
  %3758 = insertelement <16 x float> poison, float %3757, i64 0
  %3759 = shufflevector <16 x float> %3758, <16 x float> poison, <16 x i32> zeroinitializer
  %3760 = insertelement <16 x float> poison, float %3757, i64 0
  %3761 = shufflevector <16 x float> %3760, <16 x float> poison, <16 x i32> zeroinitializer
  br label %3771

3762:                                             ; preds = %3754
  %3763 = mul nsw i64 %1041, %48
  %3764 = getelementptr inbounds float, ptr %341, i64 %3763
  %3765 = getelementptr inbounds float, ptr %3764, i64 %762
  %3766 = getelementptr inbounds float, ptr %3765, i64 %362
  %3767 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3766, <16 x i1> %761, <16 x float> zeroinitializer)
  %3768 = getelementptr inbounds float, ptr %3764, i64 %764
  %3769 = getelementptr inbounds float, ptr %3768, i64 %368
  %3770 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3769, <16 x i1> %763, <16 x float> zeroinitializer)
  br label %3771

3771:                                             ; preds = %3762, %3756
  %3772 = phi <16 x float> [ %3767, %3762 ], [ %3759, %3756 ]
  %3773 = phi <16 x float> [ %3770, %3762 ], [ %3761, %3756 ]
  br i1 %71, label %3781, label %3774

3774:                                             ; preds = %3771
  %3775 = getelementptr inbounds nuw i8, ptr %3755, i64 4
  %3776 = load float, ptr %3775, align 4
  %3777 = insertelement <16 x float> poison, float %3776, i64 0
  %3778 = shufflevector <16 x float> %3777, <16 x float> poison, <16 x i32> zeroinitializer
  %3779 = insertelement <16 x float> poison, float %3776, i64 0
  %3780 = shufflevector <16 x float> %3779, <16 x float> poison, <16 x i32> zeroinitializer
  br label %3791

3781:                                             ; preds = %3771
  %3782 = or disjoint i64 %1041, 1
  %3783 = mul nsw i64 %3782, %48
  %3784 = getelementptr inbounds float, ptr %341, i64 %3783
  %3785 = getelementptr inbounds float, ptr %3784, i64 %762
  %3786 = getelementptr inbounds float, ptr %3785, i64 %362
  %3787 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3786, <16 x i1> %761, <16 x float> zeroinitializer)
  %3788 = getelementptr inbounds float, ptr %3784, i64 %764
  %3789 = getelementptr inbounds float, ptr %3788, i64 %368
  %3790 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3789, <16 x i1> %763, <16 x float> zeroinitializer)
  br label %3791

3791:                                             ; preds = %3781, %3774
  %3792 = phi <16 x float> [ %3787, %3781 ], [ %3778, %3774 ]
  %3793 = phi <16 x float> [ %3790, %3781 ], [ %3780, %3774 ]
  br i1 %71, label %3801, label %3794

3794:                                             ; preds = %3791
  %3795 = getelementptr inbounds nuw i8, ptr %3755, i64 8
  %3796 = load float, ptr %3795, align 4
  %3797 = insertelement <16 x float> poison, float %3796, i64 0
  %3798 = shufflevector <16 x float> %3797, <16 x float> poison, <16 x i32> zeroinitializer
  %3799 = insertelement <16 x float> poison, float %3796, i64 0
  %3800 = shufflevector <16 x float> %3799, <16 x float> poison, <16 x i32> zeroinitializer
  br label %3811

3801:                                             ; preds = %3791
  %3802 = or disjoint i64 %1041, 2
  %3803 = mul nsw i64 %3802, %48
  %3804 = getelementptr inbounds float, ptr %341, i64 %3803
  %3805 = getelementptr inbounds float, ptr %3804, i64 %762
  %3806 = getelementptr inbounds float, ptr %3805, i64 %362
  %3807 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3806, <16 x i1> %761, <16 x float> zeroinitializer)
  %3808 = getelementptr inbounds float, ptr %3804, i64 %764
  %3809 = getelementptr inbounds float, ptr %3808, i64 %368
  %3810 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3809, <16 x i1> %763, <16 x float> zeroinitializer)
  br label %3811

3811:                                             ; preds = %3801, %3794
  %3812 = phi <16 x float> [ %3807, %3801 ], [ %3798, %3794 ]
  %3813 = phi <16 x float> [ %3810, %3801 ], [ %3800, %3794 ]
  br i1 %71, label %3821, label %3814

3814:                                             ; preds = %3811
  %3815 = getelementptr inbounds nuw i8, ptr %3755, i64 12
  %3816 = load float, ptr %3815, align 4
  %3817 = insertelement <16 x float> poison, float %3816, i64 0
  %3818 = shufflevector <16 x float> %3817, <16 x float> poison, <16 x i32> zeroinitializer
  %3819 = insertelement <16 x float> poison, float %3816, i64 0
  %3820 = shufflevector <16 x float> %3819, <16 x float> poison, <16 x i32> zeroinitializer
  br label %3831

3821:                                             ; preds = %3811
  %3822 = or disjoint i64 %1041, 3
  %3823 = mul nsw i64 %3822, %48
  %3824 = getelementptr inbounds float, ptr %341, i64 %3823
  %3825 = getelementptr inbounds float, ptr %3824, i64 %762
  %3826 = getelementptr inbounds float, ptr %3825, i64 %362
  %3827 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3826, <16 x i1> %761, <16 x float> zeroinitializer)
  %3828 = getelementptr inbounds float, ptr %3824, i64 %764
  %3829 = getelementptr inbounds float, ptr %3828, i64 %368
  %3830 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3829, <16 x i1> %763, <16 x float> zeroinitializer)
  br label %3831

3831:                                             ; preds = %3821, %3814
  %3832 = phi <16 x float> [ %3827, %3821 ], [ %3818, %3814 ]
  %3833 = phi <16 x float> [ %3830, %3821 ], [ %3820, %3814 ]
  br i1 %71, label %3841, label %3834

3834:                                             ; preds = %3831
  %3835 = getelementptr inbounds nuw i8, ptr %3755, i64 16
  %3836 = load float, ptr %3835, align 4
  %3837 = insertelement <16 x float> poison, float %3836, i64 0
  %3838 = shufflevector <16 x float> %3837, <16 x float> poison, <16 x i32> zeroinitializer
  %3839 = insertelement <16 x float> poison, float %3836, i64 0
  %3840 = shufflevector <16 x float> %3839, <16 x float> poison, <16 x i32> zeroinitializer
  br label %3851

3841:                                             ; preds = %3831
  %3842 = or disjoint i64 %1041, 4
  %3843 = mul nsw i64 %3842, %48
  %3844 = getelementptr inbounds float, ptr %341, i64 %3843
  %3845 = getelementptr inbounds float, ptr %3844, i64 %762
  %3846 = getelementptr inbounds float, ptr %3845, i64 %362
  %3847 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3846, <16 x i1> %761, <16 x float> zeroinitializer)
  %3848 = getelementptr inbounds float, ptr %3844, i64 %764
  %3849 = getelementptr inbounds float, ptr %3848, i64 %368
  %3850 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3849, <16 x i1> %763, <16 x float> zeroinitializer)
  br label %3851

3851:                                             ; preds = %3841, %3834
  %3852 = phi <16 x float> [ %3847, %3841 ], [ %3838, %3834 ]
  %3853 = phi <16 x float> [ %3850, %3841 ], [ %3840, %3834 ]
  br i1 %71, label %3861, label %3854

3854:                                             ; preds = %3851
  %3855 = getelementptr inbounds nuw i8, ptr %3755, i64 20
  %3856 = load float, ptr %3855, align 4
  %3857 = insertelement <16 x float> poison, float %3856, i64 0
  %3858 = shufflevector <16 x float> %3857, <16 x float> poison, <16 x i32> zeroinitializer
  %3859 = insertelement <16 x float> poison, float %3856, i64 0
  %3860 = shufflevector <16 x float> %3859, <16 x float> poison, <16 x i32> zeroinitializer
  br label %3871

3861:                                             ; preds = %3851
  %3862 = or disjoint i64 %1041, 5
  %3863 = mul nsw i64 %3862, %48
  %3864 = getelementptr inbounds float, ptr %341, i64 %3863
  %3865 = getelementptr inbounds float, ptr %3864, i64 %762
  %3866 = getelementptr inbounds float, ptr %3865, i64 %362
  %3867 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3866, <16 x i1> %761, <16 x float> zeroinitializer)
  %3868 = getelementptr inbounds float, ptr %3864, i64 %764
  %3869 = getelementptr inbounds float, ptr %3868, i64 %368
  %3870 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3869, <16 x i1> %763, <16 x float> zeroinitializer)
  br label %3871

3871:                                             ; preds = %3861, %3854
  %3872 = phi <16 x float> [ %3867, %3861 ], [ %3858, %3854 ]
  %3873 = phi <16 x float> [ %3870, %3861 ], [ %3860, %3854 ]
  br i1 %71, label %3881, label %3874

3874:                                             ; preds = %3871
  %3875 = getelementptr inbounds nuw i8, ptr %3755, i64 24
  %3876 = load float, ptr %3875, align 4
  %3877 = insertelement <16 x float> poison, float %3876, i64 0
  %3878 = shufflevector <16 x float> %3877, <16 x float> poison, <16 x i32> zeroinitializer
  %3879 = insertelement <16 x float> poison, float %3876, i64 0
  %3880 = shufflevector <16 x float> %3879, <16 x float> poison, <16 x i32> zeroinitializer
  br label %3891

3881:                                             ; preds = %3871
  %3882 = or disjoint i64 %1041, 6
  %3883 = mul nsw i64 %3882, %48
  %3884 = getelementptr inbounds float, ptr %341, i64 %3883
  %3885 = getelementptr inbounds float, ptr %3884, i64 %762
  %3886 = getelementptr inbounds float, ptr %3885, i64 %362
  %3887 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3886, <16 x i1> %761, <16 x float> zeroinitializer)
  %3888 = getelementptr inbounds float, ptr %3884, i64 %764
  %3889 = getelementptr inbounds float, ptr %3888, i64 %368
  %3890 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3889, <16 x i1> %763, <16 x float> zeroinitializer)
  br label %3891

3891:                                             ; preds = %3881, %3874
  %3892 = phi <16 x float> [ %3887, %3881 ], [ %3878, %3874 ]
  %3893 = phi <16 x float> [ %3890, %3881 ], [ %3880, %3874 ]
  br i1 %71, label %3901, label %3894

3894:                                             ; preds = %3891
  %3895 = getelementptr inbounds nuw i8, ptr %3755, i64 28
  %3896 = load float, ptr %3895, align 4
  %3897 = insertelement <16 x float> poison, float %3896, i64 0
  %3898 = shufflevector <16 x float> %3897, <16 x float> poison, <16 x i32> zeroinitializer
  %3899 = insertelement <16 x float> poison, float %3896, i64 0
  %3900 = shufflevector <16 x float> %3899, <16 x float> poison, <16 x i32> zeroinitializer
  br label %3911

3901:                                             ; preds = %3891
  %3902 = or disjoint i64 %1041, 7
  %3903 = mul nsw i64 %3902, %48
  %3904 = getelementptr inbounds float, ptr %341, i64 %3903
  %3905 = getelementptr inbounds float, ptr %3904, i64 %762
  %3906 = getelementptr inbounds float, ptr %3905, i64 %362
  %3907 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3906, <16 x i1> %761, <16 x float> zeroinitializer)
  %3908 = getelementptr inbounds float, ptr %3904, i64 %764
  %3909 = getelementptr inbounds float, ptr %3908, i64 %368
  %3910 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3909, <16 x i1> %763, <16 x float> zeroinitializer)
  br label %3911

3911:                                             ; preds = %3901, %3894
  %3912 = phi <16 x float> [ %3907, %3901 ], [ %3898, %3894 ]
  %3913 = phi <16 x float> [ %3910, %3901 ], [ %3900, %3894 ]
  %3914 = mul i64 %72, %1041
  %3915 = getelementptr inbounds float, ptr %35, i64 %3914
  br i1 %73, label %3916, label %4053

3916:                                             ; preds = %3911, %3938
  %3917 = phi <16 x float> [ %3939, %3938 ], [ %3913, %3911 ]
  %3918 = phi <16 x float> [ %3940, %3938 ], [ %3912, %3911 ]
  %3919 = phi <16 x float> [ %3941, %3938 ], [ %3893, %3911 ]
  %3920 = phi <16 x float> [ %3942, %3938 ], [ %3892, %3911 ]
  %3921 = phi <16 x float> [ %3943, %3938 ], [ %3873, %3911 ]
  %3922 = phi <16 x float> [ %3944, %3938 ], [ %3872, %3911 ]
  %3923 = phi <16 x float> [ %3945, %3938 ], [ %3853, %3911 ]
  %3924 = phi <16 x float> [ %3946, %3938 ], [ %3852, %3911 ]
  %3925 = phi <16 x float> [ %3947, %3938 ], [ %3833, %3911 ]
  %3926 = phi <16 x float> [ %3948, %3938 ], [ %3832, %3911 ]
  %3927 = phi <16 x float> [ %3949, %3938 ], [ %3813, %3911 ]
  %3928 = phi <16 x float> [ %3950, %3938 ], [ %3812, %3911 ]
  %3929 = phi <16 x float> [ %3951, %3938 ], [ %3793, %3911 ]
  %3930 = phi <16 x float> [ %3952, %3938 ], [ %3792, %3911 ]
  %3931 = phi <16 x float> [ %3953, %3938 ], [ %3773, %3911 ]
  %3932 = phi <16 x float> [ %3954, %3938 ], [ %3772, %3911 ]
  %3933 = phi i64 [ %3955, %3938 ], [ 0, %3911 ]
  %3934 = mul nsw i64 %69, %3933
  %3935 = getelementptr inbounds float, ptr %339, i64 %3934
  %3936 = mul nsw i64 %3933, %70
  %3937 = getelementptr inbounds float, ptr %3915, i64 %3936
  br i1 %74, label %3957, label %3938

3938:                                             ; preds = %3957, %3916
  %3939 = phi <16 x float> [ %3917, %3916 ], [ %4050, %3957 ]
  %3940 = phi <16 x float> [ %3918, %3916 ], [ %4049, %3957 ]
  %3941 = phi <16 x float> [ %3919, %3916 ], [ %4044, %3957 ]
  %3942 = phi <16 x float> [ %3920, %3916 ], [ %4043, %3957 ]
  %3943 = phi <16 x float> [ %3921, %3916 ], [ %4038, %3957 ]
  %3944 = phi <16 x float> [ %3922, %3916 ], [ %4037, %3957 ]
  %3945 = phi <16 x float> [ %3923, %3916 ], [ %4032, %3957 ]
  %3946 = phi <16 x float> [ %3924, %3916 ], [ %4031, %3957 ]
  %3947 = phi <16 x float> [ %3925, %3916 ], [ %4026, %3957 ]
  %3948 = phi <16 x float> [ %3926, %3916 ], [ %4025, %3957 ]
  %3949 = phi <16 x float> [ %3927, %3916 ], [ %4020, %3957 ]
  %3950 = phi <16 x float> [ %3928, %3916 ], [ %4019, %3957 ]
  %3951 = phi <16 x float> [ %3929, %3916 ], [ %4014, %3957 ]
  %3952 = phi <16 x float> [ %3930, %3916 ], [ %4013, %3957 ]
  %3953 = phi <16 x float> [ %3931, %3916 ], [ %4008, %3957 ]
  %3954 = phi <16 x float> [ %3932, %3916 ], [ %4007, %3957 ]
  %3955 = add nuw nsw i64 %3933, 1
  %3956 = icmp eq i64 %3955, %5
  br i1 %3956, label %4053, label %3916

3957:                                             ; preds = %3916, %3957
  %3958 = phi <16 x float> [ %4050, %3957 ], [ %3917, %3916 ]
  %3959 = phi <16 x float> [ %4049, %3957 ], [ %3918, %3916 ]
  %3960 = phi <16 x float> [ %4044, %3957 ], [ %3919, %3916 ]
  %3961 = phi <16 x float> [ %4043, %3957 ], [ %3920, %3916 ]
  %3962 = phi <16 x float> [ %4038, %3957 ], [ %3921, %3916 ]
  %3963 = phi <16 x float> [ %4037, %3957 ], [ %3922, %3916 ]
  %3964 = phi <16 x float> [ %4032, %3957 ], [ %3923, %3916 ]
  %3965 = phi <16 x float> [ %4031, %3957 ], [ %3924, %3916 ]
  %3966 = phi <16 x float> [ %4026, %3957 ], [ %3925, %3916 ]
  %3967 = phi <16 x float> [ %4025, %3957 ], [ %3926, %3916 ]
  %3968 = phi <16 x float> [ %4020, %3957 ], [ %3927, %3916 ]
  %3969 = phi <16 x float> [ %4019, %3957 ], [ %3928, %3916 ]
  %3970 = phi <16 x float> [ %4014, %3957 ], [ %3929, %3916 ]
  %3971 = phi <16 x float> [ %4013, %3957 ], [ %3930, %3916 ]
  %3972 = phi <16 x float> [ %4008, %3957 ], [ %3931, %3916 ]
  %3973 = phi <16 x float> [ %4007, %3957 ], [ %3932, %3916 ]
  %3974 = phi i64 [ %4051, %3957 ], [ 0, %3916 ]
  %3975 = getelementptr inbounds nuw [3 x i64], ptr %30, i64 %3974
  %3976 = getelementptr inbounds nuw [3 x i32], ptr %31, i64 %3974
  %3977 = load i64, ptr %3975, align 8
  %3978 = getelementptr inbounds float, ptr %3935, i64 %3977
  %3979 = load i32, ptr %3976, align 4
  %3980 = trunc i32 %3979 to i16
  %3981 = bitcast i16 %3980 to <16 x i1>
  %3982 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %3978, <16 x i1> %3981, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %3983 = lshr i32 %3979, 16
  %3984 = trunc nuw i32 %3983 to i16
  %3985 = getelementptr inbounds nuw i8, ptr %3978, i64 64
  %3986 = bitcast i16 %3984 to <16 x i1>
  %3987 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %3985, <16 x i1> %3986, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %3988 = shufflevector <16 x float> %3982, <16 x float> %3987, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %3989 = getelementptr inbounds nuw i8, ptr %3975, i64 8
  %3990 = load i64, ptr %3989, align 8
  %3991 = getelementptr inbounds float, ptr %3935, i64 %3990
  %3992 = getelementptr inbounds nuw i8, ptr %3976, i64 4
  %3993 = load i32, ptr %3992, align 4
  %3994 = trunc i32 %3993 to i16
  %3995 = bitcast i16 %3994 to <16 x i1>
  %3996 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %3991, <16 x i1> %3995, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %3997 = lshr i32 %3993, 16
  %3998 = trunc nuw i32 %3997 to i16
  %3999 = getelementptr inbounds nuw i8, ptr %3991, i64 64
  %4000 = bitcast i16 %3998 to <16 x i1>
  %4001 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %3999, <16 x i1> %4000, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %4002 = shufflevector <16 x float> %3996, <16 x float> %4001, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %4003 = getelementptr float, ptr %3937, i64 %3974
  %4004 = load float, ptr %4003, align 4
  %4005 = insertelement <16 x float> poison, float %4004, i64 0
  %4006 = shufflevector <16 x float> %4005, <16 x float> poison, <16 x i32> zeroinitializer
  %4007 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3988, <16 x float> %4006, <16 x float> %3973)
  %4008 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %4002, <16 x float> %4006, <16 x float> %3972)
  %4009 = getelementptr float, ptr %4003, i64 %72
  %4010 = load float, ptr %4009, align 4
  %4011 = insertelement <16 x float> poison, float %4010, i64 0
  %4012 = shufflevector <16 x float> %4011, <16 x float> poison, <16 x i32> zeroinitializer
  %4013 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3988, <16 x float> %4012, <16 x float> %3971)
  %4014 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %4002, <16 x float> %4012, <16 x float> %3970)
  %4015 = getelementptr i8, ptr %4003, i64 %184
  %4016 = load float, ptr %4015, align 4
  %4017 = insertelement <16 x float> poison, float %4016, i64 0
  %4018 = shufflevector <16 x float> %4017, <16 x float> poison, <16 x i32> zeroinitializer
  %4019 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3988, <16 x float> %4018, <16 x float> %3969)
  %4020 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %4002, <16 x float> %4018, <16 x float> %3968)
  %4021 = getelementptr i8, ptr %4003, i64 %185
  %4022 = load float, ptr %4021, align 4
  %4023 = insertelement <16 x float> poison, float %4022, i64 0
  %4024 = shufflevector <16 x float> %4023, <16 x float> poison, <16 x i32> zeroinitializer
  %4025 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3988, <16 x float> %4024, <16 x float> %3967)
  %4026 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %4002, <16 x float> %4024, <16 x float> %3966)
  %4027 = getelementptr i8, ptr %4003, i64 %186
  %4028 = load float, ptr %4027, align 4
  %4029 = insertelement <16 x float> poison, float %4028, i64 0
  %4030 = shufflevector <16 x float> %4029, <16 x float> poison, <16 x i32> zeroinitializer
  %4031 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3988, <16 x float> %4030, <16 x float> %3965)
  %4032 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %4002, <16 x float> %4030, <16 x float> %3964)
  %4033 = getelementptr i8, ptr %4003, i64 %187
  %4034 = load float, ptr %4033, align 4
  %4035 = insertelement <16 x float> poison, float %4034, i64 0
  %4036 = shufflevector <16 x float> %4035, <16 x float> poison, <16 x i32> zeroinitializer
  %4037 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3988, <16 x float> %4036, <16 x float> %3963)
  %4038 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %4002, <16 x float> %4036, <16 x float> %3962)
  %4039 = getelementptr i8, ptr %4003, i64 %188
  %4040 = load float, ptr %4039, align 4
  %4041 = insertelement <16 x float> poison, float %4040, i64 0
  %4042 = shufflevector <16 x float> %4041, <16 x float> poison, <16 x i32> zeroinitializer
  %4043 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3988, <16 x float> %4042, <16 x float> %3961)
  %4044 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %4002, <16 x float> %4042, <16 x float> %3960)
  %4045 = getelementptr i8, ptr %4003, i64 %189
  %4046 = load float, ptr %4045, align 4
  %4047 = insertelement <16 x float> poison, float %4046, i64 0
  %4048 = shufflevector <16 x float> %4047, <16 x float> poison, <16 x i32> zeroinitializer
  %4049 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3988, <16 x float> %4048, <16 x float> %3959)
  %4050 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %4002, <16 x float> %4048, <16 x float> %3958)
  %4051 = add nuw nsw i64 %3974, 1
  %4052 = icmp eq i64 %4051, %70
  br i1 %4052, label %3938, label %3957

4053:                                             ; preds = %3938, %3911
  %4054 = phi <16 x float> [ %3913, %3911 ], [ %3939, %3938 ]
  %4055 = phi <16 x float> [ %3912, %3911 ], [ %3940, %3938 ]
  %4056 = phi <16 x float> [ %3893, %3911 ], [ %3941, %3938 ]
  %4057 = phi <16 x float> [ %3892, %3911 ], [ %3942, %3938 ]
  %4058 = phi <16 x float> [ %3873, %3911 ], [ %3943, %3938 ]
  %4059 = phi <16 x float> [ %3872, %3911 ], [ %3944, %3938 ]
  %4060 = phi <16 x float> [ %3853, %3911 ], [ %3945, %3938 ]
  %4061 = phi <16 x float> [ %3852, %3911 ], [ %3946, %3938 ]
  %4062 = phi <16 x float> [ %3833, %3911 ], [ %3947, %3938 ]
  %4063 = phi <16 x float> [ %3832, %3911 ], [ %3948, %3938 ]
  %4064 = phi <16 x float> [ %3813, %3911 ], [ %3949, %3938 ]
  %4065 = phi <16 x float> [ %3812, %3911 ], [ %3950, %3938 ]
  %4066 = phi <16 x float> [ %3793, %3911 ], [ %3951, %3938 ]
  %4067 = phi <16 x float> [ %3792, %3911 ], [ %3952, %3938 ]
  %4068 = phi <16 x float> [ %3773, %3911 ], [ %3953, %3938 ]
  %4069 = phi <16 x float> [ %3772, %3911 ], [ %3954, %3938 ]
  %4070 = mul nsw i64 %1041, %48
  %4071 = add i64 %4070, %766
  %4072 = getelementptr inbounds float, ptr %346, i64 %4071
  br i1 %75, label %4190, label %4073

4073:                                             ; preds = %4053
  %4074 = getelementptr inbounds float, ptr %344, i64 %4071
  switch i64 %190, label %1239 [
    i64 1, label %4075
    i64 2, label %4078
    i64 3, label %4085
    i64 0, label %4130
  ]

4075:                                             ; preds = %4073
  %4076 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4074, <16 x i1> %767, <16 x float> zeroinitializer)
  %4077 = fadd <16 x float> %4069, %4076
  br label %4092

4078:                                             ; preds = %4073
  %4079 = bitcast <16 x float> %4069 to <8 x i64>
  %4080 = or <8 x i64> %4079, %77
  %4081 = fcmp oeq <16 x float> %4069, %47
  %4082 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4069, i32 4)
  %4083 = bitcast <8 x i64> %4080 to <16 x float>
  %4084 = select <16 x i1> %4081, <16 x float> %4083, <16 x float> %4082
  br label %4092

4085:                                             ; preds = %4073
  %4086 = bitcast <16 x float> %4069 to <8 x i64>
  %4087 = and <8 x i64> %4086, %76
  %4088 = fcmp oeq <16 x float> %4069, %44
  %4089 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4069, i32 4)
  %4090 = bitcast <8 x i64> %4087 to <16 x float>
  %4091 = select <16 x i1> %4088, <16 x float> %4090, <16 x float> %4089
  br label %4092

4092:                                             ; preds = %4085, %4078, %4075
  %4093 = phi <16 x float> [ %4077, %4075 ], [ %4084, %4078 ], [ %4091, %4085 ]
  switch i64 %192, label %1239 [
    i64 1, label %4108
    i64 2, label %4101
    i64 3, label %4094
    i64 0, label %4130
  ]

4094:                                             ; preds = %4092
  %4095 = bitcast <16 x float> %4093 to <8 x i64>
  %4096 = and <8 x i64> %4095, %76
  %4097 = fcmp oeq <16 x float> %4093, %44
  %4098 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4093, i32 4)
  %4099 = bitcast <8 x i64> %4096 to <16 x float>
  %4100 = select <16 x i1> %4097, <16 x float> %4099, <16 x float> %4098
  br label %4111

4101:                                             ; preds = %4092
  %4102 = bitcast <16 x float> %4093 to <8 x i64>
  %4103 = or <8 x i64> %4102, %77
  %4104 = fcmp oeq <16 x float> %4093, %47
  %4105 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4093, i32 4)
  %4106 = bitcast <8 x i64> %4103 to <16 x float>
  %4107 = select <16 x i1> %4104, <16 x float> %4106, <16 x float> %4105
  br label %4111

4108:                                             ; preds = %4092
  %4109 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4074, <16 x i1> %767, <16 x float> zeroinitializer)
  %4110 = fadd <16 x float> %4093, %4109
  br label %4111

4111:                                             ; preds = %4108, %4101, %4094
  %4112 = phi <16 x float> [ %4110, %4108 ], [ %4107, %4101 ], [ %4100, %4094 ]
  switch i64 %194, label %1239 [
    i64 1, label %4127
    i64 2, label %4120
    i64 3, label %4113
    i64 0, label %4130
  ]

4113:                                             ; preds = %4111
  %4114 = bitcast <16 x float> %4112 to <8 x i64>
  %4115 = and <8 x i64> %4114, %76
  %4116 = fcmp oeq <16 x float> %4112, %44
  %4117 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4112, i32 4)
  %4118 = bitcast <8 x i64> %4115 to <16 x float>
  %4119 = select <16 x i1> %4116, <16 x float> %4118, <16 x float> %4117
  br label %4130

4120:                                             ; preds = %4111
  %4121 = bitcast <16 x float> %4112 to <8 x i64>
  %4122 = or <8 x i64> %4121, %77
  %4123 = fcmp oeq <16 x float> %4112, %47
  %4124 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4112, i32 4)
  %4125 = bitcast <8 x i64> %4122 to <16 x float>
  %4126 = select <16 x i1> %4123, <16 x float> %4125, <16 x float> %4124
  br label %4130

4127:                                             ; preds = %4111
  %4128 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4074, <16 x i1> %767, <16 x float> zeroinitializer)
  %4129 = fadd <16 x float> %4112, %4128
  br label %4130

4130:                                             ; preds = %4073, %4092, %4111, %4127, %4120, %4113
  %4131 = phi <16 x float> [ %4119, %4113 ], [ %4126, %4120 ], [ %4129, %4127 ], [ %4093, %4092 ], [ %4112, %4111 ], [ %4069, %4073 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4131, ptr align 1 %4072, <16 x i1> %767)
  %4132 = add i64 %4070, %769
  %4133 = getelementptr inbounds float, ptr %346, i64 %4132
  %4134 = getelementptr inbounds float, ptr %344, i64 %4132
  switch i64 %195, label %1239 [
    i64 1, label %4149
    i64 2, label %4142
    i64 3, label %4135
    i64 0, label %4192
  ]

4135:                                             ; preds = %4130
  %4136 = bitcast <16 x float> %4068 to <8 x i64>
  %4137 = and <8 x i64> %4136, %76
  %4138 = fcmp oeq <16 x float> %4068, %44
  %4139 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4068, i32 4)
  %4140 = bitcast <8 x i64> %4137 to <16 x float>
  %4141 = select <16 x i1> %4138, <16 x float> %4140, <16 x float> %4139
  br label %4152

4142:                                             ; preds = %4130
  %4143 = bitcast <16 x float> %4068 to <8 x i64>
  %4144 = or <8 x i64> %4143, %77
  %4145 = fcmp oeq <16 x float> %4068, %47
  %4146 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4068, i32 4)
  %4147 = bitcast <8 x i64> %4144 to <16 x float>
  %4148 = select <16 x i1> %4145, <16 x float> %4147, <16 x float> %4146
  br label %4152

4149:                                             ; preds = %4130
  %4150 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4134, <16 x i1> %770, <16 x float> zeroinitializer)
  %4151 = fadd <16 x float> %4068, %4150
  br label %4152

4152:                                             ; preds = %4149, %4142, %4135
  %4153 = phi <16 x float> [ %4151, %4149 ], [ %4148, %4142 ], [ %4141, %4135 ]
  switch i64 %197, label %1239 [
    i64 1, label %4168
    i64 2, label %4161
    i64 3, label %4154
    i64 0, label %4192
  ]

4154:                                             ; preds = %4152
  %4155 = bitcast <16 x float> %4153 to <8 x i64>
  %4156 = and <8 x i64> %4155, %76
  %4157 = fcmp oeq <16 x float> %4153, %44
  %4158 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4153, i32 4)
  %4159 = bitcast <8 x i64> %4156 to <16 x float>
  %4160 = select <16 x i1> %4157, <16 x float> %4159, <16 x float> %4158
  br label %4171

4161:                                             ; preds = %4152
  %4162 = bitcast <16 x float> %4153 to <8 x i64>
  %4163 = or <8 x i64> %4162, %77
  %4164 = fcmp oeq <16 x float> %4153, %47
  %4165 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4153, i32 4)
  %4166 = bitcast <8 x i64> %4163 to <16 x float>
  %4167 = select <16 x i1> %4164, <16 x float> %4166, <16 x float> %4165
  br label %4171

4168:                                             ; preds = %4152
  %4169 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4134, <16 x i1> %770, <16 x float> zeroinitializer)
  %4170 = fadd <16 x float> %4153, %4169
  br label %4171

4171:                                             ; preds = %4168, %4161, %4154
  %4172 = phi <16 x float> [ %4170, %4168 ], [ %4167, %4161 ], [ %4160, %4154 ]
  switch i64 %199, label %1239 [
    i64 1, label %4187
    i64 2, label %4180
    i64 3, label %4173
    i64 0, label %4192
  ]

4173:                                             ; preds = %4171
  %4174 = bitcast <16 x float> %4172 to <8 x i64>
  %4175 = and <8 x i64> %4174, %76
  %4176 = fcmp oeq <16 x float> %4172, %44
  %4177 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4172, i32 4)
  %4178 = bitcast <8 x i64> %4175 to <16 x float>
  %4179 = select <16 x i1> %4176, <16 x float> %4178, <16 x float> %4177
  br label %4192

4180:                                             ; preds = %4171
  %4181 = bitcast <16 x float> %4172 to <8 x i64>
  %4182 = or <8 x i64> %4181, %77
  %4183 = fcmp oeq <16 x float> %4172, %47
  %4184 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4172, i32 4)
  %4185 = bitcast <8 x i64> %4182 to <16 x float>
  %4186 = select <16 x i1> %4183, <16 x float> %4185, <16 x float> %4184
  br label %4192

4187:                                             ; preds = %4171
  %4188 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4134, <16 x i1> %770, <16 x float> zeroinitializer)
  %4189 = fadd <16 x float> %4172, %4188
  br label %4192

4190:                                             ; preds = %4053
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4069, ptr align 1 %4072, <16 x i1> %771)
  %4191 = getelementptr float, ptr %978, i64 %4070
  br label %4192

4192:                                             ; preds = %4130, %4152, %4171, %4187, %4180, %4173, %4190
  %4193 = phi ptr [ %4191, %4190 ], [ %4133, %4173 ], [ %4133, %4180 ], [ %4133, %4187 ], [ %4133, %4171 ], [ %4133, %4152 ], [ %4133, %4130 ]
  %4194 = phi <16 x i1> [ %773, %4190 ], [ %770, %4173 ], [ %770, %4180 ], [ %770, %4187 ], [ %770, %4171 ], [ %770, %4152 ], [ %770, %4130 ]
  %4195 = phi <16 x float> [ %4068, %4190 ], [ %4179, %4173 ], [ %4186, %4180 ], [ %4189, %4187 ], [ %4172, %4171 ], [ %4153, %4152 ], [ %4068, %4130 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4195, ptr align 1 %4193, <16 x i1> %4194)
  %4196 = or disjoint i64 %1041, 1
  %4197 = mul nsw i64 %4196, %48
  %4198 = add i64 %4197, %766
  %4199 = getelementptr inbounds float, ptr %346, i64 %4198
  br i1 %75, label %4317, label %4200

4200:                                             ; preds = %4192
  %4201 = getelementptr inbounds float, ptr %344, i64 %4198
  switch i64 %190, label %1239 [
    i64 1, label %4216
    i64 2, label %4209
    i64 3, label %4202
    i64 0, label %4257
  ]

4202:                                             ; preds = %4200
  %4203 = bitcast <16 x float> %4067 to <8 x i64>
  %4204 = and <8 x i64> %4203, %76
  %4205 = fcmp oeq <16 x float> %4067, %44
  %4206 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4067, i32 4)
  %4207 = bitcast <8 x i64> %4204 to <16 x float>
  %4208 = select <16 x i1> %4205, <16 x float> %4207, <16 x float> %4206
  br label %4219

4209:                                             ; preds = %4200
  %4210 = bitcast <16 x float> %4067 to <8 x i64>
  %4211 = or <8 x i64> %4210, %77
  %4212 = fcmp oeq <16 x float> %4067, %47
  %4213 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4067, i32 4)
  %4214 = bitcast <8 x i64> %4211 to <16 x float>
  %4215 = select <16 x i1> %4212, <16 x float> %4214, <16 x float> %4213
  br label %4219

4216:                                             ; preds = %4200
  %4217 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4201, <16 x i1> %767, <16 x float> zeroinitializer)
  %4218 = fadd <16 x float> %4067, %4217
  br label %4219

4219:                                             ; preds = %4216, %4209, %4202
  %4220 = phi <16 x float> [ %4218, %4216 ], [ %4215, %4209 ], [ %4208, %4202 ]
  switch i64 %192, label %1239 [
    i64 1, label %4235
    i64 2, label %4228
    i64 3, label %4221
    i64 0, label %4257
  ]

4221:                                             ; preds = %4219
  %4222 = bitcast <16 x float> %4220 to <8 x i64>
  %4223 = and <8 x i64> %4222, %76
  %4224 = fcmp oeq <16 x float> %4220, %44
  %4225 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4220, i32 4)
  %4226 = bitcast <8 x i64> %4223 to <16 x float>
  %4227 = select <16 x i1> %4224, <16 x float> %4226, <16 x float> %4225
  br label %4238

4228:                                             ; preds = %4219
  %4229 = bitcast <16 x float> %4220 to <8 x i64>
  %4230 = or <8 x i64> %4229, %77
  %4231 = fcmp oeq <16 x float> %4220, %47
  %4232 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4220, i32 4)
  %4233 = bitcast <8 x i64> %4230 to <16 x float>
  %4234 = select <16 x i1> %4231, <16 x float> %4233, <16 x float> %4232
  br label %4238

4235:                                             ; preds = %4219
  %4236 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4201, <16 x i1> %767, <16 x float> zeroinitializer)
  %4237 = fadd <16 x float> %4220, %4236
  br label %4238

4238:                                             ; preds = %4235, %4228, %4221
  %4239 = phi <16 x float> [ %4237, %4235 ], [ %4234, %4228 ], [ %4227, %4221 ]
  switch i64 %194, label %1239 [
    i64 1, label %4254
    i64 2, label %4247
    i64 3, label %4240
    i64 0, label %4257
  ]

4240:                                             ; preds = %4238
  %4241 = bitcast <16 x float> %4239 to <8 x i64>
  %4242 = and <8 x i64> %4241, %76
  %4243 = fcmp oeq <16 x float> %4239, %44
  %4244 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4239, i32 4)
  %4245 = bitcast <8 x i64> %4242 to <16 x float>
  %4246 = select <16 x i1> %4243, <16 x float> %4245, <16 x float> %4244
  br label %4257

4247:                                             ; preds = %4238
  %4248 = bitcast <16 x float> %4239 to <8 x i64>
  %4249 = or <8 x i64> %4248, %77
  %4250 = fcmp oeq <16 x float> %4239, %47
  %4251 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4239, i32 4)
  %4252 = bitcast <8 x i64> %4249 to <16 x float>
  %4253 = select <16 x i1> %4250, <16 x float> %4252, <16 x float> %4251
  br label %4257

4254:                                             ; preds = %4238
  %4255 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4201, <16 x i1> %767, <16 x float> zeroinitializer)
  %4256 = fadd <16 x float> %4239, %4255
  br label %4257

4257:                                             ; preds = %4254, %4247, %4240, %4238, %4219, %4200
  %4258 = phi <16 x float> [ %4246, %4240 ], [ %4253, %4247 ], [ %4256, %4254 ], [ %4220, %4219 ], [ %4239, %4238 ], [ %4067, %4200 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4258, ptr align 1 %4199, <16 x i1> %767)
  %4259 = add i64 %4197, %769
  %4260 = getelementptr inbounds float, ptr %346, i64 %4259
  %4261 = getelementptr inbounds float, ptr %344, i64 %4259
  switch i64 %195, label %1239 [
    i64 1, label %4276
    i64 2, label %4269
    i64 3, label %4262
    i64 0, label %4319
  ]

4262:                                             ; preds = %4257
  %4263 = bitcast <16 x float> %4066 to <8 x i64>
  %4264 = and <8 x i64> %4263, %76
  %4265 = fcmp oeq <16 x float> %4066, %44
  %4266 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4066, i32 4)
  %4267 = bitcast <8 x i64> %4264 to <16 x float>
  %4268 = select <16 x i1> %4265, <16 x float> %4267, <16 x float> %4266
  br label %4279

4269:                                             ; preds = %4257
  %4270 = bitcast <16 x float> %4066 to <8 x i64>
  %4271 = or <8 x i64> %4270, %77
  %4272 = fcmp oeq <16 x float> %4066, %47
  %4273 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4066, i32 4)
  %4274 = bitcast <8 x i64> %4271 to <16 x float>
  %4275 = select <16 x i1> %4272, <16 x float> %4274, <16 x float> %4273
  br label %4279

4276:                                             ; preds = %4257
  %4277 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4261, <16 x i1> %770, <16 x float> zeroinitializer)
  %4278 = fadd <16 x float> %4066, %4277
  br label %4279

4279:                                             ; preds = %4276, %4269, %4262
  %4280 = phi <16 x float> [ %4278, %4276 ], [ %4275, %4269 ], [ %4268, %4262 ]
  switch i64 %197, label %1239 [
    i64 1, label %4295
    i64 2, label %4288
    i64 3, label %4281
    i64 0, label %4319
  ]

4281:                                             ; preds = %4279
  %4282 = bitcast <16 x float> %4280 to <8 x i64>
  %4283 = and <8 x i64> %4282, %76
  %4284 = fcmp oeq <16 x float> %4280, %44
  %4285 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4280, i32 4)
  %4286 = bitcast <8 x i64> %4283 to <16 x float>
  %4287 = select <16 x i1> %4284, <16 x float> %4286, <16 x float> %4285
  br label %4298

4288:                                             ; preds = %4279
  %4289 = bitcast <16 x float> %4280 to <8 x i64>
  %4290 = or <8 x i64> %4289, %77
  %4291 = fcmp oeq <16 x float> %4280, %47
  %4292 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4280, i32 4)
  %4293 = bitcast <8 x i64> %4290 to <16 x float>
  %4294 = select <16 x i1> %4291, <16 x float> %4293, <16 x float> %4292
  br label %4298

4295:                                             ; preds = %4279
  %4296 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4261, <16 x i1> %770, <16 x float> zeroinitializer)
  %4297 = fadd <16 x float> %4280, %4296
  br label %4298

4298:                                             ; preds = %4295, %4288, %4281
  %4299 = phi <16 x float> [ %4297, %4295 ], [ %4294, %4288 ], [ %4287, %4281 ]
  switch i64 %199, label %1239 [
    i64 1, label %4314
    i64 2, label %4307
    i64 3, label %4300
    i64 0, label %4319
  ]

4300:                                             ; preds = %4298
  %4301 = bitcast <16 x float> %4299 to <8 x i64>
  %4302 = and <8 x i64> %4301, %76
  %4303 = fcmp oeq <16 x float> %4299, %44
  %4304 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4299, i32 4)
  %4305 = bitcast <8 x i64> %4302 to <16 x float>
  %4306 = select <16 x i1> %4303, <16 x float> %4305, <16 x float> %4304
  br label %4319

4307:                                             ; preds = %4298
  %4308 = bitcast <16 x float> %4299 to <8 x i64>
  %4309 = or <8 x i64> %4308, %77
  %4310 = fcmp oeq <16 x float> %4299, %47
  %4311 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4299, i32 4)
  %4312 = bitcast <8 x i64> %4309 to <16 x float>
  %4313 = select <16 x i1> %4310, <16 x float> %4312, <16 x float> %4311
  br label %4319

4314:                                             ; preds = %4298
  %4315 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4261, <16 x i1> %770, <16 x float> zeroinitializer)
  %4316 = fadd <16 x float> %4299, %4315
  br label %4319

4317:                                             ; preds = %4192
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4067, ptr align 1 %4199, <16 x i1> %771)
  %4318 = getelementptr float, ptr %980, i64 %4197
  br label %4319

4319:                                             ; preds = %4317, %4314, %4307, %4300, %4298, %4279, %4257
  %4320 = phi ptr [ %4318, %4317 ], [ %4260, %4300 ], [ %4260, %4307 ], [ %4260, %4314 ], [ %4260, %4298 ], [ %4260, %4279 ], [ %4260, %4257 ]
  %4321 = phi <16 x i1> [ %773, %4317 ], [ %770, %4300 ], [ %770, %4307 ], [ %770, %4314 ], [ %770, %4298 ], [ %770, %4279 ], [ %770, %4257 ]
  %4322 = phi <16 x float> [ %4066, %4317 ], [ %4306, %4300 ], [ %4313, %4307 ], [ %4316, %4314 ], [ %4299, %4298 ], [ %4280, %4279 ], [ %4066, %4257 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4322, ptr align 1 %4320, <16 x i1> %4321)
  %4323 = or disjoint i64 %1041, 2
  %4324 = mul nsw i64 %4323, %48
  %4325 = add i64 %4324, %766
  %4326 = getelementptr inbounds float, ptr %346, i64 %4325
  br i1 %75, label %4444, label %4327

4327:                                             ; preds = %4319
  %4328 = getelementptr inbounds float, ptr %344, i64 %4325
  switch i64 %190, label %1239 [
    i64 1, label %4343
    i64 2, label %4336
    i64 3, label %4329
    i64 0, label %4384
  ]

4329:                                             ; preds = %4327
  %4330 = bitcast <16 x float> %4065 to <8 x i64>
  %4331 = and <8 x i64> %4330, %76
  %4332 = fcmp oeq <16 x float> %4065, %44
  %4333 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4065, i32 4)
  %4334 = bitcast <8 x i64> %4331 to <16 x float>
  %4335 = select <16 x i1> %4332, <16 x float> %4334, <16 x float> %4333
  br label %4346

4336:                                             ; preds = %4327
  %4337 = bitcast <16 x float> %4065 to <8 x i64>
  %4338 = or <8 x i64> %4337, %77
  %4339 = fcmp oeq <16 x float> %4065, %47
  %4340 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4065, i32 4)
  %4341 = bitcast <8 x i64> %4338 to <16 x float>
  %4342 = select <16 x i1> %4339, <16 x float> %4341, <16 x float> %4340
  br label %4346

4343:                                             ; preds = %4327
  %4344 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4328, <16 x i1> %767, <16 x float> zeroinitializer)
  %4345 = fadd <16 x float> %4065, %4344
  br label %4346

4346:                                             ; preds = %4343, %4336, %4329
  %4347 = phi <16 x float> [ %4345, %4343 ], [ %4342, %4336 ], [ %4335, %4329 ]
  switch i64 %192, label %1239 [
    i64 1, label %4362
    i64 2, label %4355
    i64 3, label %4348
    i64 0, label %4384
  ]

4348:                                             ; preds = %4346
  %4349 = bitcast <16 x float> %4347 to <8 x i64>
  %4350 = and <8 x i64> %4349, %76
  %4351 = fcmp oeq <16 x float> %4347, %44
  %4352 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4347, i32 4)
  %4353 = bitcast <8 x i64> %4350 to <16 x float>
  %4354 = select <16 x i1> %4351, <16 x float> %4353, <16 x float> %4352
  br label %4365

4355:                                             ; preds = %4346
  %4356 = bitcast <16 x float> %4347 to <8 x i64>
  %4357 = or <8 x i64> %4356, %77
  %4358 = fcmp oeq <16 x float> %4347, %47
  %4359 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4347, i32 4)
  %4360 = bitcast <8 x i64> %4357 to <16 x float>
  %4361 = select <16 x i1> %4358, <16 x float> %4360, <16 x float> %4359
  br label %4365

4362:                                             ; preds = %4346
  %4363 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4328, <16 x i1> %767, <16 x float> zeroinitializer)
  %4364 = fadd <16 x float> %4347, %4363
  br label %4365

4365:                                             ; preds = %4362, %4355, %4348
  %4366 = phi <16 x float> [ %4364, %4362 ], [ %4361, %4355 ], [ %4354, %4348 ]
  switch i64 %194, label %1239 [
    i64 1, label %4381
    i64 2, label %4374
    i64 3, label %4367
    i64 0, label %4384
  ]

4367:                                             ; preds = %4365
  %4368 = bitcast <16 x float> %4366 to <8 x i64>
  %4369 = and <8 x i64> %4368, %76
  %4370 = fcmp oeq <16 x float> %4366, %44
  %4371 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4366, i32 4)
  %4372 = bitcast <8 x i64> %4369 to <16 x float>
  %4373 = select <16 x i1> %4370, <16 x float> %4372, <16 x float> %4371
  br label %4384

4374:                                             ; preds = %4365
  %4375 = bitcast <16 x float> %4366 to <8 x i64>
  %4376 = or <8 x i64> %4375, %77
  %4377 = fcmp oeq <16 x float> %4366, %47
  %4378 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4366, i32 4)
  %4379 = bitcast <8 x i64> %4376 to <16 x float>
  %4380 = select <16 x i1> %4377, <16 x float> %4379, <16 x float> %4378
  br label %4384

4381:                                             ; preds = %4365
  %4382 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4328, <16 x i1> %767, <16 x float> zeroinitializer)
  %4383 = fadd <16 x float> %4366, %4382
  br label %4384

4384:                                             ; preds = %4381, %4374, %4367, %4365, %4346, %4327
  %4385 = phi <16 x float> [ %4373, %4367 ], [ %4380, %4374 ], [ %4383, %4381 ], [ %4347, %4346 ], [ %4366, %4365 ], [ %4065, %4327 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4385, ptr align 1 %4326, <16 x i1> %767)
  %4386 = add i64 %4324, %769
  %4387 = getelementptr inbounds float, ptr %346, i64 %4386
  %4388 = getelementptr inbounds float, ptr %344, i64 %4386
  switch i64 %195, label %1239 [
    i64 1, label %4403
    i64 2, label %4396
    i64 3, label %4389
    i64 0, label %4446
  ]

4389:                                             ; preds = %4384
  %4390 = bitcast <16 x float> %4064 to <8 x i64>
  %4391 = and <8 x i64> %4390, %76
  %4392 = fcmp oeq <16 x float> %4064, %44
  %4393 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4064, i32 4)
  %4394 = bitcast <8 x i64> %4391 to <16 x float>
  %4395 = select <16 x i1> %4392, <16 x float> %4394, <16 x float> %4393
  br label %4406

4396:                                             ; preds = %4384
  %4397 = bitcast <16 x float> %4064 to <8 x i64>
  %4398 = or <8 x i64> %4397, %77
  %4399 = fcmp oeq <16 x float> %4064, %47
  %4400 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4064, i32 4)
  %4401 = bitcast <8 x i64> %4398 to <16 x float>
  %4402 = select <16 x i1> %4399, <16 x float> %4401, <16 x float> %4400
  br label %4406

4403:                                             ; preds = %4384
  %4404 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4388, <16 x i1> %770, <16 x float> zeroinitializer)
  %4405 = fadd <16 x float> %4064, %4404
  br label %4406

4406:                                             ; preds = %4403, %4396, %4389
  %4407 = phi <16 x float> [ %4405, %4403 ], [ %4402, %4396 ], [ %4395, %4389 ]
  switch i64 %197, label %1239 [
    i64 1, label %4422
    i64 2, label %4415
    i64 3, label %4408
    i64 0, label %4446
  ]

4408:                                             ; preds = %4406
  %4409 = bitcast <16 x float> %4407 to <8 x i64>
  %4410 = and <8 x i64> %4409, %76
  %4411 = fcmp oeq <16 x float> %4407, %44
  %4412 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4407, i32 4)
  %4413 = bitcast <8 x i64> %4410 to <16 x float>
  %4414 = select <16 x i1> %4411, <16 x float> %4413, <16 x float> %4412
  br label %4425

4415:                                             ; preds = %4406
  %4416 = bitcast <16 x float> %4407 to <8 x i64>
  %4417 = or <8 x i64> %4416, %77
  %4418 = fcmp oeq <16 x float> %4407, %47
  %4419 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4407, i32 4)
  %4420 = bitcast <8 x i64> %4417 to <16 x float>
  %4421 = select <16 x i1> %4418, <16 x float> %4420, <16 x float> %4419
  br label %4425

4422:                                             ; preds = %4406
  %4423 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4388, <16 x i1> %770, <16 x float> zeroinitializer)
  %4424 = fadd <16 x float> %4407, %4423
  br label %4425

4425:                                             ; preds = %4422, %4415, %4408
  %4426 = phi <16 x float> [ %4424, %4422 ], [ %4421, %4415 ], [ %4414, %4408 ]
  switch i64 %199, label %1239 [
    i64 1, label %4441
    i64 2, label %4434
    i64 3, label %4427
    i64 0, label %4446
  ]

4427:                                             ; preds = %4425
  %4428 = bitcast <16 x float> %4426 to <8 x i64>
  %4429 = and <8 x i64> %4428, %76
  %4430 = fcmp oeq <16 x float> %4426, %44
  %4431 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4426, i32 4)
  %4432 = bitcast <8 x i64> %4429 to <16 x float>
  %4433 = select <16 x i1> %4430, <16 x float> %4432, <16 x float> %4431
  br label %4446

4434:                                             ; preds = %4425
  %4435 = bitcast <16 x float> %4426 to <8 x i64>
  %4436 = or <8 x i64> %4435, %77
  %4437 = fcmp oeq <16 x float> %4426, %47
  %4438 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4426, i32 4)
  %4439 = bitcast <8 x i64> %4436 to <16 x float>
  %4440 = select <16 x i1> %4437, <16 x float> %4439, <16 x float> %4438
  br label %4446

4441:                                             ; preds = %4425
  %4442 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4388, <16 x i1> %770, <16 x float> zeroinitializer)
  %4443 = fadd <16 x float> %4426, %4442
  br label %4446

4444:                                             ; preds = %4319
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4065, ptr align 1 %4326, <16 x i1> %771)
  %4445 = getelementptr float, ptr %982, i64 %4324
  br label %4446

4446:                                             ; preds = %4444, %4441, %4434, %4427, %4425, %4406, %4384
  %4447 = phi ptr [ %4445, %4444 ], [ %4387, %4427 ], [ %4387, %4434 ], [ %4387, %4441 ], [ %4387, %4425 ], [ %4387, %4406 ], [ %4387, %4384 ]
  %4448 = phi <16 x i1> [ %773, %4444 ], [ %770, %4427 ], [ %770, %4434 ], [ %770, %4441 ], [ %770, %4425 ], [ %770, %4406 ], [ %770, %4384 ]
  %4449 = phi <16 x float> [ %4064, %4444 ], [ %4433, %4427 ], [ %4440, %4434 ], [ %4443, %4441 ], [ %4426, %4425 ], [ %4407, %4406 ], [ %4064, %4384 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4449, ptr align 1 %4447, <16 x i1> %4448)
  %4450 = or disjoint i64 %1041, 3
  %4451 = mul nsw i64 %4450, %48
  %4452 = add i64 %4451, %766
  %4453 = getelementptr inbounds float, ptr %346, i64 %4452
  br i1 %75, label %4571, label %4454

4454:                                             ; preds = %4446
  %4455 = getelementptr inbounds float, ptr %344, i64 %4452
  switch i64 %190, label %1239 [
    i64 1, label %4470
    i64 2, label %4463
    i64 3, label %4456
    i64 0, label %4511
  ]

4456:                                             ; preds = %4454
  %4457 = bitcast <16 x float> %4063 to <8 x i64>
  %4458 = and <8 x i64> %4457, %76
  %4459 = fcmp oeq <16 x float> %4063, %44
  %4460 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4063, i32 4)
  %4461 = bitcast <8 x i64> %4458 to <16 x float>
  %4462 = select <16 x i1> %4459, <16 x float> %4461, <16 x float> %4460
  br label %4473

4463:                                             ; preds = %4454
  %4464 = bitcast <16 x float> %4063 to <8 x i64>
  %4465 = or <8 x i64> %4464, %77
  %4466 = fcmp oeq <16 x float> %4063, %47
  %4467 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4063, i32 4)
  %4468 = bitcast <8 x i64> %4465 to <16 x float>
  %4469 = select <16 x i1> %4466, <16 x float> %4468, <16 x float> %4467
  br label %4473

4470:                                             ; preds = %4454
  %4471 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4455, <16 x i1> %767, <16 x float> zeroinitializer)
  %4472 = fadd <16 x float> %4063, %4471
  br label %4473

4473:                                             ; preds = %4470, %4463, %4456
  %4474 = phi <16 x float> [ %4472, %4470 ], [ %4469, %4463 ], [ %4462, %4456 ]
  switch i64 %192, label %1239 [
    i64 1, label %4489
    i64 2, label %4482
    i64 3, label %4475
    i64 0, label %4511
  ]

4475:                                             ; preds = %4473
  %4476 = bitcast <16 x float> %4474 to <8 x i64>
  %4477 = and <8 x i64> %4476, %76
  %4478 = fcmp oeq <16 x float> %4474, %44
  %4479 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4474, i32 4)
  %4480 = bitcast <8 x i64> %4477 to <16 x float>
  %4481 = select <16 x i1> %4478, <16 x float> %4480, <16 x float> %4479
  br label %4492

4482:                                             ; preds = %4473
  %4483 = bitcast <16 x float> %4474 to <8 x i64>
  %4484 = or <8 x i64> %4483, %77
  %4485 = fcmp oeq <16 x float> %4474, %47
  %4486 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4474, i32 4)
  %4487 = bitcast <8 x i64> %4484 to <16 x float>
  %4488 = select <16 x i1> %4485, <16 x float> %4487, <16 x float> %4486
  br label %4492

4489:                                             ; preds = %4473
  %4490 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4455, <16 x i1> %767, <16 x float> zeroinitializer)
  %4491 = fadd <16 x float> %4474, %4490
  br label %4492

4492:                                             ; preds = %4489, %4482, %4475
  %4493 = phi <16 x float> [ %4491, %4489 ], [ %4488, %4482 ], [ %4481, %4475 ]
  switch i64 %194, label %1239 [
    i64 1, label %4508
    i64 2, label %4501
    i64 3, label %4494
    i64 0, label %4511
  ]

4494:                                             ; preds = %4492
  %4495 = bitcast <16 x float> %4493 to <8 x i64>
  %4496 = and <8 x i64> %4495, %76
  %4497 = fcmp oeq <16 x float> %4493, %44
  %4498 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4493, i32 4)
  %4499 = bitcast <8 x i64> %4496 to <16 x float>
  %4500 = select <16 x i1> %4497, <16 x float> %4499, <16 x float> %4498
  br label %4511

4501:                                             ; preds = %4492
  %4502 = bitcast <16 x float> %4493 to <8 x i64>
  %4503 = or <8 x i64> %4502, %77
  %4504 = fcmp oeq <16 x float> %4493, %47
  %4505 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4493, i32 4)
  %4506 = bitcast <8 x i64> %4503 to <16 x float>
  %4507 = select <16 x i1> %4504, <16 x float> %4506, <16 x float> %4505
  br label %4511

4508:                                             ; preds = %4492
  %4509 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4455, <16 x i1> %767, <16 x float> zeroinitializer)
  %4510 = fadd <16 x float> %4493, %4509
  br label %4511

4511:                                             ; preds = %4508, %4501, %4494, %4492, %4473, %4454
  %4512 = phi <16 x float> [ %4500, %4494 ], [ %4507, %4501 ], [ %4510, %4508 ], [ %4474, %4473 ], [ %4493, %4492 ], [ %4063, %4454 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4512, ptr align 1 %4453, <16 x i1> %767)
  %4513 = add i64 %4451, %769
  %4514 = getelementptr inbounds float, ptr %346, i64 %4513
  %4515 = getelementptr inbounds float, ptr %344, i64 %4513
  switch i64 %195, label %1239 [
    i64 1, label %4530
    i64 2, label %4523
    i64 3, label %4516
    i64 0, label %4573
  ]

4516:                                             ; preds = %4511
  %4517 = bitcast <16 x float> %4062 to <8 x i64>
  %4518 = and <8 x i64> %4517, %76
  %4519 = fcmp oeq <16 x float> %4062, %44
  %4520 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4062, i32 4)
  %4521 = bitcast <8 x i64> %4518 to <16 x float>
  %4522 = select <16 x i1> %4519, <16 x float> %4521, <16 x float> %4520
  br label %4533

4523:                                             ; preds = %4511
  %4524 = bitcast <16 x float> %4062 to <8 x i64>
  %4525 = or <8 x i64> %4524, %77
  %4526 = fcmp oeq <16 x float> %4062, %47
  %4527 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4062, i32 4)
  %4528 = bitcast <8 x i64> %4525 to <16 x float>
  %4529 = select <16 x i1> %4526, <16 x float> %4528, <16 x float> %4527
  br label %4533

4530:                                             ; preds = %4511
  %4531 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4515, <16 x i1> %770, <16 x float> zeroinitializer)
  %4532 = fadd <16 x float> %4062, %4531
  br label %4533

4533:                                             ; preds = %4530, %4523, %4516
  %4534 = phi <16 x float> [ %4532, %4530 ], [ %4529, %4523 ], [ %4522, %4516 ]
  switch i64 %197, label %1239 [
    i64 1, label %4549
    i64 2, label %4542
    i64 3, label %4535
    i64 0, label %4573
  ]

4535:                                             ; preds = %4533
  %4536 = bitcast <16 x float> %4534 to <8 x i64>
  %4537 = and <8 x i64> %4536, %76
  %4538 = fcmp oeq <16 x float> %4534, %44
  %4539 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4534, i32 4)
  %4540 = bitcast <8 x i64> %4537 to <16 x float>
  %4541 = select <16 x i1> %4538, <16 x float> %4540, <16 x float> %4539
  br label %4552

4542:                                             ; preds = %4533
  %4543 = bitcast <16 x float> %4534 to <8 x i64>
  %4544 = or <8 x i64> %4543, %77
  %4545 = fcmp oeq <16 x float> %4534, %47
  %4546 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4534, i32 4)
  %4547 = bitcast <8 x i64> %4544 to <16 x float>
  %4548 = select <16 x i1> %4545, <16 x float> %4547, <16 x float> %4546
  br label %4552

4549:                                             ; preds = %4533
  %4550 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4515, <16 x i1> %770, <16 x float> zeroinitializer)
  %4551 = fadd <16 x float> %4534, %4550
  br label %4552

4552:                                             ; preds = %4549, %4542, %4535
  %4553 = phi <16 x float> [ %4551, %4549 ], [ %4548, %4542 ], [ %4541, %4535 ]
  switch i64 %199, label %1239 [
    i64 1, label %4568
    i64 2, label %4561
    i64 3, label %4554
    i64 0, label %4573
  ]

4554:                                             ; preds = %4552
  %4555 = bitcast <16 x float> %4553 to <8 x i64>
  %4556 = and <8 x i64> %4555, %76
  %4557 = fcmp oeq <16 x float> %4553, %44
  %4558 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4553, i32 4)
  %4559 = bitcast <8 x i64> %4556 to <16 x float>
  %4560 = select <16 x i1> %4557, <16 x float> %4559, <16 x float> %4558
  br label %4573

4561:                                             ; preds = %4552
  %4562 = bitcast <16 x float> %4553 to <8 x i64>
  %4563 = or <8 x i64> %4562, %77
  %4564 = fcmp oeq <16 x float> %4553, %47
  %4565 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4553, i32 4)
  %4566 = bitcast <8 x i64> %4563 to <16 x float>
  %4567 = select <16 x i1> %4564, <16 x float> %4566, <16 x float> %4565
  br label %4573

4568:                                             ; preds = %4552
  %4569 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4515, <16 x i1> %770, <16 x float> zeroinitializer)
  %4570 = fadd <16 x float> %4553, %4569
  br label %4573

4571:                                             ; preds = %4446
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4063, ptr align 1 %4453, <16 x i1> %771)
  %4572 = getelementptr float, ptr %984, i64 %4451
  br label %4573

4573:                                             ; preds = %4571, %4568, %4561, %4554, %4552, %4533, %4511
  %4574 = phi ptr [ %4572, %4571 ], [ %4514, %4554 ], [ %4514, %4561 ], [ %4514, %4568 ], [ %4514, %4552 ], [ %4514, %4533 ], [ %4514, %4511 ]
  %4575 = phi <16 x i1> [ %773, %4571 ], [ %770, %4554 ], [ %770, %4561 ], [ %770, %4568 ], [ %770, %4552 ], [ %770, %4533 ], [ %770, %4511 ]
  %4576 = phi <16 x float> [ %4062, %4571 ], [ %4560, %4554 ], [ %4567, %4561 ], [ %4570, %4568 ], [ %4553, %4552 ], [ %4534, %4533 ], [ %4062, %4511 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4576, ptr align 1 %4574, <16 x i1> %4575)
  %4577 = or disjoint i64 %1041, 4
  %4578 = mul nsw i64 %4577, %48
  %4579 = add i64 %4578, %766
  %4580 = getelementptr inbounds float, ptr %346, i64 %4579
  br i1 %75, label %4698, label %4581

4581:                                             ; preds = %4573
  %4582 = getelementptr inbounds float, ptr %344, i64 %4579
  switch i64 %190, label %1239 [
    i64 1, label %4597
    i64 2, label %4590
    i64 3, label %4583
    i64 0, label %4638
  ]

4583:                                             ; preds = %4581
  %4584 = bitcast <16 x float> %4061 to <8 x i64>
  %4585 = and <8 x i64> %4584, %76
  %4586 = fcmp oeq <16 x float> %4061, %44
  %4587 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4061, i32 4)
  %4588 = bitcast <8 x i64> %4585 to <16 x float>
  %4589 = select <16 x i1> %4586, <16 x float> %4588, <16 x float> %4587
  br label %4600

4590:                                             ; preds = %4581
  %4591 = bitcast <16 x float> %4061 to <8 x i64>
  %4592 = or <8 x i64> %4591, %77
  %4593 = fcmp oeq <16 x float> %4061, %47
  %4594 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4061, i32 4)
  %4595 = bitcast <8 x i64> %4592 to <16 x float>
  %4596 = select <16 x i1> %4593, <16 x float> %4595, <16 x float> %4594
  br label %4600

4597:                                             ; preds = %4581
  %4598 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4582, <16 x i1> %767, <16 x float> zeroinitializer)
  %4599 = fadd <16 x float> %4061, %4598
  br label %4600

4600:                                             ; preds = %4597, %4590, %4583
  %4601 = phi <16 x float> [ %4599, %4597 ], [ %4596, %4590 ], [ %4589, %4583 ]
  switch i64 %192, label %1239 [
    i64 1, label %4616
    i64 2, label %4609
    i64 3, label %4602
    i64 0, label %4638
  ]

4602:                                             ; preds = %4600
  %4603 = bitcast <16 x float> %4601 to <8 x i64>
  %4604 = and <8 x i64> %4603, %76
  %4605 = fcmp oeq <16 x float> %4601, %44
  %4606 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4601, i32 4)
  %4607 = bitcast <8 x i64> %4604 to <16 x float>
  %4608 = select <16 x i1> %4605, <16 x float> %4607, <16 x float> %4606
  br label %4619

4609:                                             ; preds = %4600
  %4610 = bitcast <16 x float> %4601 to <8 x i64>
  %4611 = or <8 x i64> %4610, %77
  %4612 = fcmp oeq <16 x float> %4601, %47
  %4613 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4601, i32 4)
  %4614 = bitcast <8 x i64> %4611 to <16 x float>
  %4615 = select <16 x i1> %4612, <16 x float> %4614, <16 x float> %4613
  br label %4619

4616:                                             ; preds = %4600
  %4617 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4582, <16 x i1> %767, <16 x float> zeroinitializer)
  %4618 = fadd <16 x float> %4601, %4617
  br label %4619

4619:                                             ; preds = %4616, %4609, %4602
  %4620 = phi <16 x float> [ %4618, %4616 ], [ %4615, %4609 ], [ %4608, %4602 ]
  switch i64 %194, label %1239 [
    i64 1, label %4635
    i64 2, label %4628
    i64 3, label %4621
    i64 0, label %4638
  ]

4621:                                             ; preds = %4619
  %4622 = bitcast <16 x float> %4620 to <8 x i64>
  %4623 = and <8 x i64> %4622, %76
  %4624 = fcmp oeq <16 x float> %4620, %44
  %4625 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4620, i32 4)
  %4626 = bitcast <8 x i64> %4623 to <16 x float>
  %4627 = select <16 x i1> %4624, <16 x float> %4626, <16 x float> %4625
  br label %4638

4628:                                             ; preds = %4619
  %4629 = bitcast <16 x float> %4620 to <8 x i64>
  %4630 = or <8 x i64> %4629, %77
  %4631 = fcmp oeq <16 x float> %4620, %47
  %4632 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4620, i32 4)
  %4633 = bitcast <8 x i64> %4630 to <16 x float>
  %4634 = select <16 x i1> %4631, <16 x float> %4633, <16 x float> %4632
  br label %4638

4635:                                             ; preds = %4619
  %4636 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4582, <16 x i1> %767, <16 x float> zeroinitializer)
  %4637 = fadd <16 x float> %4620, %4636
  br label %4638

4638:                                             ; preds = %4635, %4628, %4621, %4619, %4600, %4581
  %4639 = phi <16 x float> [ %4627, %4621 ], [ %4634, %4628 ], [ %4637, %4635 ], [ %4601, %4600 ], [ %4620, %4619 ], [ %4061, %4581 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4639, ptr align 1 %4580, <16 x i1> %767)
  %4640 = add i64 %4578, %769
  %4641 = getelementptr inbounds float, ptr %346, i64 %4640
  %4642 = getelementptr inbounds float, ptr %344, i64 %4640
  switch i64 %195, label %1239 [
    i64 1, label %4657
    i64 2, label %4650
    i64 3, label %4643
    i64 0, label %4700
  ]

4643:                                             ; preds = %4638
  %4644 = bitcast <16 x float> %4060 to <8 x i64>
  %4645 = and <8 x i64> %4644, %76
  %4646 = fcmp oeq <16 x float> %4060, %44
  %4647 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4060, i32 4)
  %4648 = bitcast <8 x i64> %4645 to <16 x float>
  %4649 = select <16 x i1> %4646, <16 x float> %4648, <16 x float> %4647
  br label %4660

4650:                                             ; preds = %4638
  %4651 = bitcast <16 x float> %4060 to <8 x i64>
  %4652 = or <8 x i64> %4651, %77
  %4653 = fcmp oeq <16 x float> %4060, %47
  %4654 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4060, i32 4)
  %4655 = bitcast <8 x i64> %4652 to <16 x float>
  %4656 = select <16 x i1> %4653, <16 x float> %4655, <16 x float> %4654
  br label %4660

4657:                                             ; preds = %4638
  %4658 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4642, <16 x i1> %770, <16 x float> zeroinitializer)
  %4659 = fadd <16 x float> %4060, %4658
  br label %4660

4660:                                             ; preds = %4657, %4650, %4643
  %4661 = phi <16 x float> [ %4659, %4657 ], [ %4656, %4650 ], [ %4649, %4643 ]
  switch i64 %197, label %1239 [
    i64 1, label %4676
    i64 2, label %4669
    i64 3, label %4662
    i64 0, label %4700
  ]

4662:                                             ; preds = %4660
  %4663 = bitcast <16 x float> %4661 to <8 x i64>
  %4664 = and <8 x i64> %4663, %76
  %4665 = fcmp oeq <16 x float> %4661, %44
  %4666 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4661, i32 4)
  %4667 = bitcast <8 x i64> %4664 to <16 x float>
  %4668 = select <16 x i1> %4665, <16 x float> %4667, <16 x float> %4666
  br label %4679

4669:                                             ; preds = %4660
  %4670 = bitcast <16 x float> %4661 to <8 x i64>
  %4671 = or <8 x i64> %4670, %77
  %4672 = fcmp oeq <16 x float> %4661, %47
  %4673 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4661, i32 4)
  %4674 = bitcast <8 x i64> %4671 to <16 x float>
  %4675 = select <16 x i1> %4672, <16 x float> %4674, <16 x float> %4673
  br label %4679

4676:                                             ; preds = %4660
  %4677 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4642, <16 x i1> %770, <16 x float> zeroinitializer)
  %4678 = fadd <16 x float> %4661, %4677
  br label %4679

4679:                                             ; preds = %4676, %4669, %4662
  %4680 = phi <16 x float> [ %4678, %4676 ], [ %4675, %4669 ], [ %4668, %4662 ]
  switch i64 %199, label %1239 [
    i64 1, label %4695
    i64 2, label %4688
    i64 3, label %4681
    i64 0, label %4700
  ]

4681:                                             ; preds = %4679
  %4682 = bitcast <16 x float> %4680 to <8 x i64>
  %4683 = and <8 x i64> %4682, %76
  %4684 = fcmp oeq <16 x float> %4680, %44
  %4685 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4680, i32 4)
  %4686 = bitcast <8 x i64> %4683 to <16 x float>
  %4687 = select <16 x i1> %4684, <16 x float> %4686, <16 x float> %4685
  br label %4700

4688:                                             ; preds = %4679
  %4689 = bitcast <16 x float> %4680 to <8 x i64>
  %4690 = or <8 x i64> %4689, %77
  %4691 = fcmp oeq <16 x float> %4680, %47
  %4692 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4680, i32 4)
  %4693 = bitcast <8 x i64> %4690 to <16 x float>
  %4694 = select <16 x i1> %4691, <16 x float> %4693, <16 x float> %4692
  br label %4700

4695:                                             ; preds = %4679
  %4696 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4642, <16 x i1> %770, <16 x float> zeroinitializer)
  %4697 = fadd <16 x float> %4680, %4696
  br label %4700

4698:                                             ; preds = %4573
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4061, ptr align 1 %4580, <16 x i1> %771)
  %4699 = getelementptr float, ptr %986, i64 %4578
  br label %4700

4700:                                             ; preds = %4698, %4695, %4688, %4681, %4679, %4660, %4638
  %4701 = phi ptr [ %4699, %4698 ], [ %4641, %4681 ], [ %4641, %4688 ], [ %4641, %4695 ], [ %4641, %4679 ], [ %4641, %4660 ], [ %4641, %4638 ]
  %4702 = phi <16 x i1> [ %773, %4698 ], [ %770, %4681 ], [ %770, %4688 ], [ %770, %4695 ], [ %770, %4679 ], [ %770, %4660 ], [ %770, %4638 ]
  %4703 = phi <16 x float> [ %4060, %4698 ], [ %4687, %4681 ], [ %4694, %4688 ], [ %4697, %4695 ], [ %4680, %4679 ], [ %4661, %4660 ], [ %4060, %4638 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4703, ptr align 1 %4701, <16 x i1> %4702)
  %4704 = or disjoint i64 %1041, 5
  %4705 = mul nsw i64 %4704, %48
  %4706 = add i64 %4705, %766
  %4707 = getelementptr inbounds float, ptr %346, i64 %4706
  br i1 %75, label %4825, label %4708

4708:                                             ; preds = %4700
  %4709 = getelementptr inbounds float, ptr %344, i64 %4706
  switch i64 %190, label %1239 [
    i64 1, label %4724
    i64 2, label %4717
    i64 3, label %4710
    i64 0, label %4765
  ]

4710:                                             ; preds = %4708
  %4711 = bitcast <16 x float> %4059 to <8 x i64>
  %4712 = and <8 x i64> %4711, %76
  %4713 = fcmp oeq <16 x float> %4059, %44
  %4714 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4059, i32 4)
  %4715 = bitcast <8 x i64> %4712 to <16 x float>
  %4716 = select <16 x i1> %4713, <16 x float> %4715, <16 x float> %4714
  br label %4727

4717:                                             ; preds = %4708
  %4718 = bitcast <16 x float> %4059 to <8 x i64>
  %4719 = or <8 x i64> %4718, %77
  %4720 = fcmp oeq <16 x float> %4059, %47
  %4721 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4059, i32 4)
  %4722 = bitcast <8 x i64> %4719 to <16 x float>
  %4723 = select <16 x i1> %4720, <16 x float> %4722, <16 x float> %4721
  br label %4727

4724:                                             ; preds = %4708
  %4725 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4709, <16 x i1> %767, <16 x float> zeroinitializer)
  %4726 = fadd <16 x float> %4059, %4725
  br label %4727

4727:                                             ; preds = %4724, %4717, %4710
  %4728 = phi <16 x float> [ %4726, %4724 ], [ %4723, %4717 ], [ %4716, %4710 ]
  switch i64 %192, label %1239 [
    i64 1, label %4743
    i64 2, label %4736
    i64 3, label %4729
    i64 0, label %4765
  ]

4729:                                             ; preds = %4727
  %4730 = bitcast <16 x float> %4728 to <8 x i64>
  %4731 = and <8 x i64> %4730, %76
  %4732 = fcmp oeq <16 x float> %4728, %44
  %4733 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4728, i32 4)
  %4734 = bitcast <8 x i64> %4731 to <16 x float>
  %4735 = select <16 x i1> %4732, <16 x float> %4734, <16 x float> %4733
  br label %4746

4736:                                             ; preds = %4727
  %4737 = bitcast <16 x float> %4728 to <8 x i64>
  %4738 = or <8 x i64> %4737, %77
  %4739 = fcmp oeq <16 x float> %4728, %47
  %4740 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4728, i32 4)
  %4741 = bitcast <8 x i64> %4738 to <16 x float>
  %4742 = select <16 x i1> %4739, <16 x float> %4741, <16 x float> %4740
  br label %4746

4743:                                             ; preds = %4727
  %4744 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4709, <16 x i1> %767, <16 x float> zeroinitializer)
  %4745 = fadd <16 x float> %4728, %4744
  br label %4746

4746:                                             ; preds = %4743, %4736, %4729
  %4747 = phi <16 x float> [ %4745, %4743 ], [ %4742, %4736 ], [ %4735, %4729 ]
  switch i64 %194, label %1239 [
    i64 1, label %4762
    i64 2, label %4755
    i64 3, label %4748
    i64 0, label %4765
  ]

4748:                                             ; preds = %4746
  %4749 = bitcast <16 x float> %4747 to <8 x i64>
  %4750 = and <8 x i64> %4749, %76
  %4751 = fcmp oeq <16 x float> %4747, %44
  %4752 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4747, i32 4)
  %4753 = bitcast <8 x i64> %4750 to <16 x float>
  %4754 = select <16 x i1> %4751, <16 x float> %4753, <16 x float> %4752
  br label %4765

4755:                                             ; preds = %4746
  %4756 = bitcast <16 x float> %4747 to <8 x i64>
  %4757 = or <8 x i64> %4756, %77
  %4758 = fcmp oeq <16 x float> %4747, %47
  %4759 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4747, i32 4)
  %4760 = bitcast <8 x i64> %4757 to <16 x float>
  %4761 = select <16 x i1> %4758, <16 x float> %4760, <16 x float> %4759
  br label %4765

4762:                                             ; preds = %4746
  %4763 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4709, <16 x i1> %767, <16 x float> zeroinitializer)
  %4764 = fadd <16 x float> %4747, %4763
  br label %4765

4765:                                             ; preds = %4762, %4755, %4748, %4746, %4727, %4708
  %4766 = phi <16 x float> [ %4754, %4748 ], [ %4761, %4755 ], [ %4764, %4762 ], [ %4728, %4727 ], [ %4747, %4746 ], [ %4059, %4708 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4766, ptr align 1 %4707, <16 x i1> %767)
  %4767 = add i64 %4705, %769
  %4768 = getelementptr inbounds float, ptr %346, i64 %4767
  %4769 = getelementptr inbounds float, ptr %344, i64 %4767
  switch i64 %195, label %1239 [
    i64 1, label %4784
    i64 2, label %4777
    i64 3, label %4770
    i64 0, label %4827
  ]

4770:                                             ; preds = %4765
  %4771 = bitcast <16 x float> %4058 to <8 x i64>
  %4772 = and <8 x i64> %4771, %76
  %4773 = fcmp oeq <16 x float> %4058, %44
  %4774 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4058, i32 4)
  %4775 = bitcast <8 x i64> %4772 to <16 x float>
  %4776 = select <16 x i1> %4773, <16 x float> %4775, <16 x float> %4774
  br label %4787

4777:                                             ; preds = %4765
  %4778 = bitcast <16 x float> %4058 to <8 x i64>
  %4779 = or <8 x i64> %4778, %77
  %4780 = fcmp oeq <16 x float> %4058, %47
  %4781 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4058, i32 4)
  %4782 = bitcast <8 x i64> %4779 to <16 x float>
  %4783 = select <16 x i1> %4780, <16 x float> %4782, <16 x float> %4781
  br label %4787

4784:                                             ; preds = %4765
  %4785 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4769, <16 x i1> %770, <16 x float> zeroinitializer)
  %4786 = fadd <16 x float> %4058, %4785
  br label %4787

4787:                                             ; preds = %4784, %4777, %4770
  %4788 = phi <16 x float> [ %4786, %4784 ], [ %4783, %4777 ], [ %4776, %4770 ]
  switch i64 %197, label %1239 [
    i64 1, label %4803
    i64 2, label %4796
    i64 3, label %4789
    i64 0, label %4827
  ]

4789:                                             ; preds = %4787
  %4790 = bitcast <16 x float> %4788 to <8 x i64>
  %4791 = and <8 x i64> %4790, %76
  %4792 = fcmp oeq <16 x float> %4788, %44
  %4793 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4788, i32 4)
  %4794 = bitcast <8 x i64> %4791 to <16 x float>
  %4795 = select <16 x i1> %4792, <16 x float> %4794, <16 x float> %4793
  br label %4806

4796:                                             ; preds = %4787
  %4797 = bitcast <16 x float> %4788 to <8 x i64>
  %4798 = or <8 x i64> %4797, %77
  %4799 = fcmp oeq <16 x float> %4788, %47
  %4800 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4788, i32 4)
  %4801 = bitcast <8 x i64> %4798 to <16 x float>
  %4802 = select <16 x i1> %4799, <16 x float> %4801, <16 x float> %4800
  br label %4806

4803:                                             ; preds = %4787
  %4804 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4769, <16 x i1> %770, <16 x float> zeroinitializer)
  %4805 = fadd <16 x float> %4788, %4804
  br label %4806

4806:                                             ; preds = %4803, %4796, %4789
  %4807 = phi <16 x float> [ %4805, %4803 ], [ %4802, %4796 ], [ %4795, %4789 ]
  switch i64 %199, label %1239 [
    i64 1, label %4822
    i64 2, label %4815
    i64 3, label %4808
    i64 0, label %4827
  ]

4808:                                             ; preds = %4806
  %4809 = bitcast <16 x float> %4807 to <8 x i64>
  %4810 = and <8 x i64> %4809, %76
  %4811 = fcmp oeq <16 x float> %4807, %44
  %4812 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4807, i32 4)
  %4813 = bitcast <8 x i64> %4810 to <16 x float>
  %4814 = select <16 x i1> %4811, <16 x float> %4813, <16 x float> %4812
  br label %4827

4815:                                             ; preds = %4806
  %4816 = bitcast <16 x float> %4807 to <8 x i64>
  %4817 = or <8 x i64> %4816, %77
  %4818 = fcmp oeq <16 x float> %4807, %47
  %4819 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4807, i32 4)
  %4820 = bitcast <8 x i64> %4817 to <16 x float>
  %4821 = select <16 x i1> %4818, <16 x float> %4820, <16 x float> %4819
  br label %4827

4822:                                             ; preds = %4806
  %4823 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4769, <16 x i1> %770, <16 x float> zeroinitializer)
  %4824 = fadd <16 x float> %4807, %4823
  br label %4827

4825:                                             ; preds = %4700
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4059, ptr align 1 %4707, <16 x i1> %771)
  %4826 = getelementptr float, ptr %988, i64 %4705
  br label %4827

4827:                                             ; preds = %4825, %4822, %4815, %4808, %4806, %4787, %4765
  %4828 = phi ptr [ %4826, %4825 ], [ %4768, %4808 ], [ %4768, %4815 ], [ %4768, %4822 ], [ %4768, %4806 ], [ %4768, %4787 ], [ %4768, %4765 ]
  %4829 = phi <16 x i1> [ %773, %4825 ], [ %770, %4808 ], [ %770, %4815 ], [ %770, %4822 ], [ %770, %4806 ], [ %770, %4787 ], [ %770, %4765 ]
  %4830 = phi <16 x float> [ %4058, %4825 ], [ %4814, %4808 ], [ %4821, %4815 ], [ %4824, %4822 ], [ %4807, %4806 ], [ %4788, %4787 ], [ %4058, %4765 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4830, ptr align 1 %4828, <16 x i1> %4829)
  %4831 = or disjoint i64 %1041, 6
  %4832 = mul nsw i64 %4831, %48
  %4833 = add i64 %4832, %766
  %4834 = getelementptr inbounds float, ptr %346, i64 %4833
  br i1 %75, label %4952, label %4835

4835:                                             ; preds = %4827
  %4836 = getelementptr inbounds float, ptr %344, i64 %4833
  switch i64 %190, label %1239 [
    i64 1, label %4851
    i64 2, label %4844
    i64 3, label %4837
    i64 0, label %4892
  ]

4837:                                             ; preds = %4835
  %4838 = bitcast <16 x float> %4057 to <8 x i64>
  %4839 = and <8 x i64> %4838, %76
  %4840 = fcmp oeq <16 x float> %4057, %44
  %4841 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4057, i32 4)
  %4842 = bitcast <8 x i64> %4839 to <16 x float>
  %4843 = select <16 x i1> %4840, <16 x float> %4842, <16 x float> %4841
  br label %4854

4844:                                             ; preds = %4835
  %4845 = bitcast <16 x float> %4057 to <8 x i64>
  %4846 = or <8 x i64> %4845, %77
  %4847 = fcmp oeq <16 x float> %4057, %47
  %4848 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4057, i32 4)
  %4849 = bitcast <8 x i64> %4846 to <16 x float>
  %4850 = select <16 x i1> %4847, <16 x float> %4849, <16 x float> %4848
  br label %4854

4851:                                             ; preds = %4835
  %4852 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4836, <16 x i1> %767, <16 x float> zeroinitializer)
  %4853 = fadd <16 x float> %4057, %4852
  br label %4854

4854:                                             ; preds = %4851, %4844, %4837
  %4855 = phi <16 x float> [ %4853, %4851 ], [ %4850, %4844 ], [ %4843, %4837 ]
  switch i64 %192, label %1239 [
    i64 1, label %4870
    i64 2, label %4863
    i64 3, label %4856
    i64 0, label %4892
  ]

4856:                                             ; preds = %4854
  %4857 = bitcast <16 x float> %4855 to <8 x i64>
  %4858 = and <8 x i64> %4857, %76
  %4859 = fcmp oeq <16 x float> %4855, %44
  %4860 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4855, i32 4)
  %4861 = bitcast <8 x i64> %4858 to <16 x float>
  %4862 = select <16 x i1> %4859, <16 x float> %4861, <16 x float> %4860
  br label %4873

4863:                                             ; preds = %4854
  %4864 = bitcast <16 x float> %4855 to <8 x i64>
  %4865 = or <8 x i64> %4864, %77
  %4866 = fcmp oeq <16 x float> %4855, %47
  %4867 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4855, i32 4)
  %4868 = bitcast <8 x i64> %4865 to <16 x float>
  %4869 = select <16 x i1> %4866, <16 x float> %4868, <16 x float> %4867
  br label %4873

4870:                                             ; preds = %4854
  %4871 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4836, <16 x i1> %767, <16 x float> zeroinitializer)
  %4872 = fadd <16 x float> %4855, %4871
  br label %4873

4873:                                             ; preds = %4870, %4863, %4856
  %4874 = phi <16 x float> [ %4872, %4870 ], [ %4869, %4863 ], [ %4862, %4856 ]
  switch i64 %194, label %1239 [
    i64 1, label %4889
    i64 2, label %4882
    i64 3, label %4875
    i64 0, label %4892
  ]

4875:                                             ; preds = %4873
  %4876 = bitcast <16 x float> %4874 to <8 x i64>
  %4877 = and <8 x i64> %4876, %76
  %4878 = fcmp oeq <16 x float> %4874, %44
  %4879 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4874, i32 4)
  %4880 = bitcast <8 x i64> %4877 to <16 x float>
  %4881 = select <16 x i1> %4878, <16 x float> %4880, <16 x float> %4879
  br label %4892

4882:                                             ; preds = %4873
  %4883 = bitcast <16 x float> %4874 to <8 x i64>
  %4884 = or <8 x i64> %4883, %77
  %4885 = fcmp oeq <16 x float> %4874, %47
  %4886 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4874, i32 4)
  %4887 = bitcast <8 x i64> %4884 to <16 x float>
  %4888 = select <16 x i1> %4885, <16 x float> %4887, <16 x float> %4886
  br label %4892

4889:                                             ; preds = %4873
  %4890 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4836, <16 x i1> %767, <16 x float> zeroinitializer)
  %4891 = fadd <16 x float> %4874, %4890
  br label %4892

4892:                                             ; preds = %4889, %4882, %4875, %4873, %4854, %4835
  %4893 = phi <16 x float> [ %4881, %4875 ], [ %4888, %4882 ], [ %4891, %4889 ], [ %4855, %4854 ], [ %4874, %4873 ], [ %4057, %4835 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4893, ptr align 1 %4834, <16 x i1> %767)
  %4894 = add i64 %4832, %769
  %4895 = getelementptr inbounds float, ptr %346, i64 %4894
  %4896 = getelementptr inbounds float, ptr %344, i64 %4894
  switch i64 %195, label %1239 [
    i64 1, label %4911
    i64 2, label %4904
    i64 3, label %4897
    i64 0, label %4954
  ]

4897:                                             ; preds = %4892
  %4898 = bitcast <16 x float> %4056 to <8 x i64>
  %4899 = and <8 x i64> %4898, %76
  %4900 = fcmp oeq <16 x float> %4056, %44
  %4901 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4056, i32 4)
  %4902 = bitcast <8 x i64> %4899 to <16 x float>
  %4903 = select <16 x i1> %4900, <16 x float> %4902, <16 x float> %4901
  br label %4914

4904:                                             ; preds = %4892
  %4905 = bitcast <16 x float> %4056 to <8 x i64>
  %4906 = or <8 x i64> %4905, %77
  %4907 = fcmp oeq <16 x float> %4056, %47
  %4908 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4056, i32 4)
  %4909 = bitcast <8 x i64> %4906 to <16 x float>
  %4910 = select <16 x i1> %4907, <16 x float> %4909, <16 x float> %4908
  br label %4914

4911:                                             ; preds = %4892
  %4912 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4896, <16 x i1> %770, <16 x float> zeroinitializer)
  %4913 = fadd <16 x float> %4056, %4912
  br label %4914

4914:                                             ; preds = %4911, %4904, %4897
  %4915 = phi <16 x float> [ %4913, %4911 ], [ %4910, %4904 ], [ %4903, %4897 ]
  switch i64 %197, label %1239 [
    i64 1, label %4930
    i64 2, label %4923
    i64 3, label %4916
    i64 0, label %4954
  ]

4916:                                             ; preds = %4914
  %4917 = bitcast <16 x float> %4915 to <8 x i64>
  %4918 = and <8 x i64> %4917, %76
  %4919 = fcmp oeq <16 x float> %4915, %44
  %4920 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4915, i32 4)
  %4921 = bitcast <8 x i64> %4918 to <16 x float>
  %4922 = select <16 x i1> %4919, <16 x float> %4921, <16 x float> %4920
  br label %4933

4923:                                             ; preds = %4914
  %4924 = bitcast <16 x float> %4915 to <8 x i64>
  %4925 = or <8 x i64> %4924, %77
  %4926 = fcmp oeq <16 x float> %4915, %47
  %4927 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4915, i32 4)
  %4928 = bitcast <8 x i64> %4925 to <16 x float>
  %4929 = select <16 x i1> %4926, <16 x float> %4928, <16 x float> %4927
  br label %4933

4930:                                             ; preds = %4914
  %4931 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4896, <16 x i1> %770, <16 x float> zeroinitializer)
  %4932 = fadd <16 x float> %4915, %4931
  br label %4933

4933:                                             ; preds = %4930, %4923, %4916
  %4934 = phi <16 x float> [ %4932, %4930 ], [ %4929, %4923 ], [ %4922, %4916 ]
  switch i64 %199, label %1239 [
    i64 1, label %4949
    i64 2, label %4942
    i64 3, label %4935
    i64 0, label %4954
  ]

4935:                                             ; preds = %4933
  %4936 = bitcast <16 x float> %4934 to <8 x i64>
  %4937 = and <8 x i64> %4936, %76
  %4938 = fcmp oeq <16 x float> %4934, %44
  %4939 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4934, i32 4)
  %4940 = bitcast <8 x i64> %4937 to <16 x float>
  %4941 = select <16 x i1> %4938, <16 x float> %4940, <16 x float> %4939
  br label %4954

4942:                                             ; preds = %4933
  %4943 = bitcast <16 x float> %4934 to <8 x i64>
  %4944 = or <8 x i64> %4943, %77
  %4945 = fcmp oeq <16 x float> %4934, %47
  %4946 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4934, i32 4)
  %4947 = bitcast <8 x i64> %4944 to <16 x float>
  %4948 = select <16 x i1> %4945, <16 x float> %4947, <16 x float> %4946
  br label %4954

4949:                                             ; preds = %4933
  %4950 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4896, <16 x i1> %770, <16 x float> zeroinitializer)
  %4951 = fadd <16 x float> %4934, %4950
  br label %4954

4952:                                             ; preds = %4827
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4057, ptr align 1 %4834, <16 x i1> %771)
  %4953 = getelementptr float, ptr %990, i64 %4832
  br label %4954

4954:                                             ; preds = %4952, %4949, %4942, %4935, %4933, %4914, %4892
  %4955 = phi ptr [ %4953, %4952 ], [ %4895, %4935 ], [ %4895, %4942 ], [ %4895, %4949 ], [ %4895, %4933 ], [ %4895, %4914 ], [ %4895, %4892 ]
  %4956 = phi <16 x i1> [ %773, %4952 ], [ %770, %4935 ], [ %770, %4942 ], [ %770, %4949 ], [ %770, %4933 ], [ %770, %4914 ], [ %770, %4892 ]
  %4957 = phi <16 x float> [ %4056, %4952 ], [ %4941, %4935 ], [ %4948, %4942 ], [ %4951, %4949 ], [ %4934, %4933 ], [ %4915, %4914 ], [ %4056, %4892 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4957, ptr align 1 %4955, <16 x i1> %4956)
  %4958 = or disjoint i64 %1041, 7
  %4959 = mul nsw i64 %4958, %48
  %4960 = add i64 %4959, %766
  %4961 = getelementptr inbounds float, ptr %346, i64 %4960
  br i1 %75, label %5079, label %4962

4962:                                             ; preds = %4954
  %4963 = getelementptr inbounds float, ptr %344, i64 %4960
  switch i64 %190, label %1239 [
    i64 1, label %4978
    i64 2, label %4971
    i64 3, label %4964
    i64 0, label %5019
  ]

4964:                                             ; preds = %4962
  %4965 = bitcast <16 x float> %4055 to <8 x i64>
  %4966 = and <8 x i64> %4965, %76
  %4967 = fcmp oeq <16 x float> %4055, %44
  %4968 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4055, i32 4)
  %4969 = bitcast <8 x i64> %4966 to <16 x float>
  %4970 = select <16 x i1> %4967, <16 x float> %4969, <16 x float> %4968
  br label %4981

4971:                                             ; preds = %4962
  %4972 = bitcast <16 x float> %4055 to <8 x i64>
  %4973 = or <8 x i64> %4972, %77
  %4974 = fcmp oeq <16 x float> %4055, %47
  %4975 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4055, i32 4)
  %4976 = bitcast <8 x i64> %4973 to <16 x float>
  %4977 = select <16 x i1> %4974, <16 x float> %4976, <16 x float> %4975
  br label %4981

4978:                                             ; preds = %4962
  %4979 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4963, <16 x i1> %767, <16 x float> zeroinitializer)
  %4980 = fadd <16 x float> %4055, %4979
  br label %4981

4981:                                             ; preds = %4978, %4971, %4964
  %4982 = phi <16 x float> [ %4980, %4978 ], [ %4977, %4971 ], [ %4970, %4964 ]
  switch i64 %192, label %1239 [
    i64 1, label %4997
    i64 2, label %4990
    i64 3, label %4983
    i64 0, label %5019
  ]

4983:                                             ; preds = %4981
  %4984 = bitcast <16 x float> %4982 to <8 x i64>
  %4985 = and <8 x i64> %4984, %76
  %4986 = fcmp oeq <16 x float> %4982, %44
  %4987 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4982, i32 4)
  %4988 = bitcast <8 x i64> %4985 to <16 x float>
  %4989 = select <16 x i1> %4986, <16 x float> %4988, <16 x float> %4987
  br label %5000

4990:                                             ; preds = %4981
  %4991 = bitcast <16 x float> %4982 to <8 x i64>
  %4992 = or <8 x i64> %4991, %77
  %4993 = fcmp oeq <16 x float> %4982, %47
  %4994 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4982, i32 4)
  %4995 = bitcast <8 x i64> %4992 to <16 x float>
  %4996 = select <16 x i1> %4993, <16 x float> %4995, <16 x float> %4994
  br label %5000

4997:                                             ; preds = %4981
  %4998 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4963, <16 x i1> %767, <16 x float> zeroinitializer)
  %4999 = fadd <16 x float> %4982, %4998
  br label %5000

5000:                                             ; preds = %4997, %4990, %4983
  %5001 = phi <16 x float> [ %4999, %4997 ], [ %4996, %4990 ], [ %4989, %4983 ]
  switch i64 %194, label %1239 [
    i64 1, label %5016
    i64 2, label %5009
    i64 3, label %5002
    i64 0, label %5019
  ]

5002:                                             ; preds = %5000
  %5003 = bitcast <16 x float> %5001 to <8 x i64>
  %5004 = and <8 x i64> %5003, %76
  %5005 = fcmp oeq <16 x float> %5001, %44
  %5006 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5001, i32 4)
  %5007 = bitcast <8 x i64> %5004 to <16 x float>
  %5008 = select <16 x i1> %5005, <16 x float> %5007, <16 x float> %5006
  br label %5019

5009:                                             ; preds = %5000
  %5010 = bitcast <16 x float> %5001 to <8 x i64>
  %5011 = or <8 x i64> %5010, %77
  %5012 = fcmp oeq <16 x float> %5001, %47
  %5013 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5001, i32 4)
  %5014 = bitcast <8 x i64> %5011 to <16 x float>
  %5015 = select <16 x i1> %5012, <16 x float> %5014, <16 x float> %5013
  br label %5019

5016:                                             ; preds = %5000
  %5017 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4963, <16 x i1> %767, <16 x float> zeroinitializer)
  %5018 = fadd <16 x float> %5001, %5017
  br label %5019

5019:                                             ; preds = %5016, %5009, %5002, %5000, %4981, %4962
  %5020 = phi <16 x float> [ %5008, %5002 ], [ %5015, %5009 ], [ %5018, %5016 ], [ %4982, %4981 ], [ %5001, %5000 ], [ %4055, %4962 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5020, ptr align 1 %4961, <16 x i1> %767)
  %5021 = add i64 %4959, %769
  %5022 = getelementptr inbounds float, ptr %346, i64 %5021
  %5023 = getelementptr inbounds float, ptr %344, i64 %5021
  switch i64 %195, label %1239 [
    i64 1, label %5038
    i64 2, label %5031
    i64 3, label %5024
    i64 0, label %5081
  ]

5024:                                             ; preds = %5019
  %5025 = bitcast <16 x float> %4054 to <8 x i64>
  %5026 = and <8 x i64> %5025, %76
  %5027 = fcmp oeq <16 x float> %4054, %44
  %5028 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %4054, i32 4)
  %5029 = bitcast <8 x i64> %5026 to <16 x float>
  %5030 = select <16 x i1> %5027, <16 x float> %5029, <16 x float> %5028
  br label %5041

5031:                                             ; preds = %5019
  %5032 = bitcast <16 x float> %4054 to <8 x i64>
  %5033 = or <8 x i64> %5032, %77
  %5034 = fcmp oeq <16 x float> %4054, %47
  %5035 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %4054, i32 4)
  %5036 = bitcast <8 x i64> %5033 to <16 x float>
  %5037 = select <16 x i1> %5034, <16 x float> %5036, <16 x float> %5035
  br label %5041

5038:                                             ; preds = %5019
  %5039 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5023, <16 x i1> %770, <16 x float> zeroinitializer)
  %5040 = fadd <16 x float> %4054, %5039
  br label %5041

5041:                                             ; preds = %5038, %5031, %5024
  %5042 = phi <16 x float> [ %5040, %5038 ], [ %5037, %5031 ], [ %5030, %5024 ]
  switch i64 %197, label %1239 [
    i64 1, label %5057
    i64 2, label %5050
    i64 3, label %5043
    i64 0, label %5081
  ]

5043:                                             ; preds = %5041
  %5044 = bitcast <16 x float> %5042 to <8 x i64>
  %5045 = and <8 x i64> %5044, %76
  %5046 = fcmp oeq <16 x float> %5042, %44
  %5047 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5042, i32 4)
  %5048 = bitcast <8 x i64> %5045 to <16 x float>
  %5049 = select <16 x i1> %5046, <16 x float> %5048, <16 x float> %5047
  br label %5060

5050:                                             ; preds = %5041
  %5051 = bitcast <16 x float> %5042 to <8 x i64>
  %5052 = or <8 x i64> %5051, %77
  %5053 = fcmp oeq <16 x float> %5042, %47
  %5054 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5042, i32 4)
  %5055 = bitcast <8 x i64> %5052 to <16 x float>
  %5056 = select <16 x i1> %5053, <16 x float> %5055, <16 x float> %5054
  br label %5060

5057:                                             ; preds = %5041
  %5058 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5023, <16 x i1> %770, <16 x float> zeroinitializer)
  %5059 = fadd <16 x float> %5042, %5058
  br label %5060

5060:                                             ; preds = %5057, %5050, %5043
  %5061 = phi <16 x float> [ %5059, %5057 ], [ %5056, %5050 ], [ %5049, %5043 ]
  switch i64 %199, label %1239 [
    i64 1, label %5076
    i64 2, label %5069
    i64 3, label %5062
    i64 0, label %5081
  ]

5062:                                             ; preds = %5060
  %5063 = bitcast <16 x float> %5061 to <8 x i64>
  %5064 = and <8 x i64> %5063, %76
  %5065 = fcmp oeq <16 x float> %5061, %44
  %5066 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5061, i32 4)
  %5067 = bitcast <8 x i64> %5064 to <16 x float>
  %5068 = select <16 x i1> %5065, <16 x float> %5067, <16 x float> %5066
  br label %5081

5069:                                             ; preds = %5060
  %5070 = bitcast <16 x float> %5061 to <8 x i64>
  %5071 = or <8 x i64> %5070, %77
  %5072 = fcmp oeq <16 x float> %5061, %47
  %5073 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5061, i32 4)
  %5074 = bitcast <8 x i64> %5071 to <16 x float>
  %5075 = select <16 x i1> %5072, <16 x float> %5074, <16 x float> %5073
  br label %5081

5076:                                             ; preds = %5060
  %5077 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5023, <16 x i1> %770, <16 x float> zeroinitializer)
  %5078 = fadd <16 x float> %5061, %5077
  br label %5081

5079:                                             ; preds = %4954
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4055, ptr align 1 %4961, <16 x i1> %771)
  %5080 = getelementptr float, ptr %992, i64 %4959
  br label %5081

5081:                                             ; preds = %5079, %5076, %5069, %5062, %5060, %5041, %5019
  %5082 = phi ptr [ %5080, %5079 ], [ %5022, %5062 ], [ %5022, %5069 ], [ %5022, %5076 ], [ %5022, %5060 ], [ %5022, %5041 ], [ %5022, %5019 ]
  %5083 = phi <16 x i1> [ %773, %5079 ], [ %770, %5062 ], [ %770, %5069 ], [ %770, %5076 ], [ %770, %5060 ], [ %770, %5041 ], [ %770, %5019 ]
  %5084 = phi <16 x float> [ %4054, %5079 ], [ %5068, %5062 ], [ %5075, %5069 ], [ %5078, %5076 ], [ %5061, %5060 ], [ %5042, %5041 ], [ %4054, %5019 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5084, ptr align 1 %5082, <16 x i1> %5083)
  br label %10124

5085:                                             ; preds = %1044
  %5086 = getelementptr inbounds float, ptr %36, i64 %1041
  br i1 %71, label %5095, label %5087

5087:                                             ; preds = %5085
  %5088 = load float, ptr %5086, align 4
  %5089 = insertelement <16 x float> poison, float %5088, i64 0
  %5090 = shufflevector <16 x float> %5089, <16 x float> poison, <16 x i32> zeroinitializer
  %5091 = insertelement <16 x float> poison, float %5088, i64 0
  %5092 = shufflevector <16 x float> %5091, <16 x float> poison, <16 x i32> zeroinitializer
  %5093 = insertelement <16 x float> poison, float %5088, i64 0
  %5094 = shufflevector <16 x float> %5093, <16 x float> poison, <16 x i32> zeroinitializer
  br label %5107

5095:                                             ; preds = %5085
  %5096 = mul nsw i64 %1041, %48
  %5097 = getelementptr inbounds float, ptr %341, i64 %5096
  %5098 = getelementptr inbounds float, ptr %5097, i64 %728
  %5099 = getelementptr inbounds float, ptr %5098, i64 %362
  %5100 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5099, <16 x i1> %727, <16 x float> zeroinitializer)
  %5101 = getelementptr inbounds float, ptr %5097, i64 %730
  %5102 = getelementptr inbounds float, ptr %5101, i64 %368
  %5103 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5102, <16 x i1> %729, <16 x float> zeroinitializer)
  %5104 = getelementptr inbounds float, ptr %5097, i64 %732
  %5105 = getelementptr inbounds float, ptr %5104, i64 %374
  %5106 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5105, <16 x i1> %731, <16 x float> zeroinitializer)
  br label %5107

5107:                                             ; preds = %5095, %5087
  %5108 = phi <16 x float> [ %5103, %5095 ], [ %5092, %5087 ]
  %5109 = phi <16 x float> [ %5100, %5095 ], [ %5090, %5087 ]
  %5110 = phi <16 x float> [ %5106, %5095 ], [ %5094, %5087 ]
  br i1 %71, label %5120, label %5111

5111:                                             ; preds = %5107
  %5112 = getelementptr inbounds nuw i8, ptr %5086, i64 4
  %5113 = load float, ptr %5112, align 4
  %5114 = insertelement <16 x float> poison, float %5113, i64 0
  %5115 = shufflevector <16 x float> %5114, <16 x float> poison, <16 x i32> zeroinitializer
  %5116 = insertelement <16 x float> poison, float %5113, i64 0
  %5117 = shufflevector <16 x float> %5116, <16 x float> poison, <16 x i32> zeroinitializer
  %5118 = insertelement <16 x float> poison, float %5113, i64 0
  %5119 = shufflevector <16 x float> %5118, <16 x float> poison, <16 x i32> zeroinitializer
  br label %5133

5120:                                             ; preds = %5107
  %5121 = or disjoint i64 %1041, 1
  %5122 = mul nsw i64 %5121, %48
  %5123 = getelementptr inbounds float, ptr %341, i64 %5122
  %5124 = getelementptr inbounds float, ptr %5123, i64 %728
  %5125 = getelementptr inbounds float, ptr %5124, i64 %362
  %5126 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5125, <16 x i1> %727, <16 x float> zeroinitializer)
  %5127 = getelementptr inbounds float, ptr %5123, i64 %730
  %5128 = getelementptr inbounds float, ptr %5127, i64 %368
  %5129 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5128, <16 x i1> %729, <16 x float> zeroinitializer)
  %5130 = getelementptr inbounds float, ptr %5123, i64 %732
  %5131 = getelementptr inbounds float, ptr %5130, i64 %374
  %5132 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5131, <16 x i1> %731, <16 x float> zeroinitializer)
  br label %5133

5133:                                             ; preds = %5120, %5111
  %5134 = phi <16 x float> [ %5129, %5120 ], [ %5117, %5111 ]
  %5135 = phi <16 x float> [ %5126, %5120 ], [ %5115, %5111 ]
  %5136 = phi <16 x float> [ %5132, %5120 ], [ %5119, %5111 ]
  br i1 %71, label %5146, label %5137

5137:                                             ; preds = %5133
  %5138 = getelementptr inbounds nuw i8, ptr %5086, i64 8
  %5139 = load float, ptr %5138, align 4
  %5140 = insertelement <16 x float> poison, float %5139, i64 0
  %5141 = shufflevector <16 x float> %5140, <16 x float> poison, <16 x i32> zeroinitializer
  %5142 = insertelement <16 x float> poison, float %5139, i64 0
  %5143 = shufflevector <16 x float> %5142, <16 x float> poison, <16 x i32> zeroinitializer
  %5144 = insertelement <16 x float> poison, float %5139, i64 0
  %5145 = shufflevector <16 x float> %5144, <16 x float> poison, <16 x i32> zeroinitializer
  br label %5159

5146:                                             ; preds = %5133
  %5147 = or disjoint i64 %1041, 2
  %5148 = mul nsw i64 %5147, %48
  %5149 = getelementptr inbounds float, ptr %341, i64 %5148
  %5150 = getelementptr inbounds float, ptr %5149, i64 %728
  %5151 = getelementptr inbounds float, ptr %5150, i64 %362
  %5152 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5151, <16 x i1> %727, <16 x float> zeroinitializer)
  %5153 = getelementptr inbounds float, ptr %5149, i64 %730
  %5154 = getelementptr inbounds float, ptr %5153, i64 %368
  %5155 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5154, <16 x i1> %729, <16 x float> zeroinitializer)
  %5156 = getelementptr inbounds float, ptr %5149, i64 %732
  %5157 = getelementptr inbounds float, ptr %5156, i64 %374
  %5158 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5157, <16 x i1> %731, <16 x float> zeroinitializer)
  br label %5159

5159:                                             ; preds = %5146, %5137
  %5160 = phi <16 x float> [ %5155, %5146 ], [ %5143, %5137 ]
  %5161 = phi <16 x float> [ %5152, %5146 ], [ %5141, %5137 ]
  %5162 = phi <16 x float> [ %5158, %5146 ], [ %5145, %5137 ]
  br i1 %71, label %5172, label %5163

5163:                                             ; preds = %5159
  %5164 = getelementptr inbounds nuw i8, ptr %5086, i64 12
  %5165 = load float, ptr %5164, align 4
  %5166 = insertelement <16 x float> poison, float %5165, i64 0
  %5167 = shufflevector <16 x float> %5166, <16 x float> poison, <16 x i32> zeroinitializer
  %5168 = insertelement <16 x float> poison, float %5165, i64 0
  %5169 = shufflevector <16 x float> %5168, <16 x float> poison, <16 x i32> zeroinitializer
  %5170 = insertelement <16 x float> poison, float %5165, i64 0
  %5171 = shufflevector <16 x float> %5170, <16 x float> poison, <16 x i32> zeroinitializer
  br label %5185

5172:                                             ; preds = %5159
  %5173 = or disjoint i64 %1041, 3
  %5174 = mul nsw i64 %5173, %48
  %5175 = getelementptr inbounds float, ptr %341, i64 %5174
  %5176 = getelementptr inbounds float, ptr %5175, i64 %728
  %5177 = getelementptr inbounds float, ptr %5176, i64 %362
  %5178 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5177, <16 x i1> %727, <16 x float> zeroinitializer)
  %5179 = getelementptr inbounds float, ptr %5175, i64 %730
  %5180 = getelementptr inbounds float, ptr %5179, i64 %368
  %5181 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5180, <16 x i1> %729, <16 x float> zeroinitializer)
  %5182 = getelementptr inbounds float, ptr %5175, i64 %732
  %5183 = getelementptr inbounds float, ptr %5182, i64 %374
  %5184 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5183, <16 x i1> %731, <16 x float> zeroinitializer)
  br label %5185

5185:                                             ; preds = %5172, %5163
  %5186 = phi <16 x float> [ %5181, %5172 ], [ %5169, %5163 ]
  %5187 = phi <16 x float> [ %5178, %5172 ], [ %5167, %5163 ]
  %5188 = phi <16 x float> [ %5184, %5172 ], [ %5171, %5163 ]
  br i1 %71, label %5198, label %5189

5189:                                             ; preds = %5185
  %5190 = getelementptr inbounds nuw i8, ptr %5086, i64 16
  %5191 = load float, ptr %5190, align 4
  %5192 = insertelement <16 x float> poison, float %5191, i64 0
  %5193 = shufflevector <16 x float> %5192, <16 x float> poison, <16 x i32> zeroinitializer
  %5194 = insertelement <16 x float> poison, float %5191, i64 0
  %5195 = shufflevector <16 x float> %5194, <16 x float> poison, <16 x i32> zeroinitializer
  %5196 = insertelement <16 x float> poison, float %5191, i64 0
  %5197 = shufflevector <16 x float> %5196, <16 x float> poison, <16 x i32> zeroinitializer
  br label %5211

5198:                                             ; preds = %5185
  %5199 = or disjoint i64 %1041, 4
  %5200 = mul nsw i64 %5199, %48
  %5201 = getelementptr inbounds float, ptr %341, i64 %5200
  %5202 = getelementptr inbounds float, ptr %5201, i64 %728
  %5203 = getelementptr inbounds float, ptr %5202, i64 %362
  %5204 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5203, <16 x i1> %727, <16 x float> zeroinitializer)
  %5205 = getelementptr inbounds float, ptr %5201, i64 %730
  %5206 = getelementptr inbounds float, ptr %5205, i64 %368
  %5207 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5206, <16 x i1> %729, <16 x float> zeroinitializer)
  %5208 = getelementptr inbounds float, ptr %5201, i64 %732
  %5209 = getelementptr inbounds float, ptr %5208, i64 %374
  %5210 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5209, <16 x i1> %731, <16 x float> zeroinitializer)
  br label %5211

5211:                                             ; preds = %5198, %5189
  %5212 = phi <16 x float> [ %5207, %5198 ], [ %5195, %5189 ]
  %5213 = phi <16 x float> [ %5204, %5198 ], [ %5193, %5189 ]
  %5214 = phi <16 x float> [ %5210, %5198 ], [ %5197, %5189 ]
  br i1 %71, label %5224, label %5215

5215:                                             ; preds = %5211
  %5216 = getelementptr inbounds nuw i8, ptr %5086, i64 20
  %5217 = load float, ptr %5216, align 4
  %5218 = insertelement <16 x float> poison, float %5217, i64 0
  %5219 = shufflevector <16 x float> %5218, <16 x float> poison, <16 x i32> zeroinitializer
  %5220 = insertelement <16 x float> poison, float %5217, i64 0
  %5221 = shufflevector <16 x float> %5220, <16 x float> poison, <16 x i32> zeroinitializer
  %5222 = insertelement <16 x float> poison, float %5217, i64 0
  %5223 = shufflevector <16 x float> %5222, <16 x float> poison, <16 x i32> zeroinitializer
  br label %5237

5224:                                             ; preds = %5211
  %5225 = or disjoint i64 %1041, 5
  %5226 = mul nsw i64 %5225, %48
  %5227 = getelementptr inbounds float, ptr %341, i64 %5226
  %5228 = getelementptr inbounds float, ptr %5227, i64 %728
  %5229 = getelementptr inbounds float, ptr %5228, i64 %362
  %5230 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5229, <16 x i1> %727, <16 x float> zeroinitializer)
  %5231 = getelementptr inbounds float, ptr %5227, i64 %730
  %5232 = getelementptr inbounds float, ptr %5231, i64 %368
  %5233 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5232, <16 x i1> %729, <16 x float> zeroinitializer)
  %5234 = getelementptr inbounds float, ptr %5227, i64 %732
  %5235 = getelementptr inbounds float, ptr %5234, i64 %374
  %5236 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5235, <16 x i1> %731, <16 x float> zeroinitializer)
  br label %5237

5237:                                             ; preds = %5224, %5215
  %5238 = phi <16 x float> [ %5233, %5224 ], [ %5221, %5215 ]
  %5239 = phi <16 x float> [ %5230, %5224 ], [ %5219, %5215 ]
  %5240 = phi <16 x float> [ %5236, %5224 ], [ %5223, %5215 ]
  br i1 %71, label %5250, label %5241

5241:                                             ; preds = %5237
  %5242 = getelementptr inbounds nuw i8, ptr %5086, i64 24
  %5243 = load float, ptr %5242, align 4
  %5244 = insertelement <16 x float> poison, float %5243, i64 0
  %5245 = shufflevector <16 x float> %5244, <16 x float> poison, <16 x i32> zeroinitializer
  %5246 = insertelement <16 x float> poison, float %5243, i64 0
  %5247 = shufflevector <16 x float> %5246, <16 x float> poison, <16 x i32> zeroinitializer
  %5248 = insertelement <16 x float> poison, float %5243, i64 0
  %5249 = shufflevector <16 x float> %5248, <16 x float> poison, <16 x i32> zeroinitializer
  br label %5263

5250:                                             ; preds = %5237
  %5251 = or disjoint i64 %1041, 6
  %5252 = mul nsw i64 %5251, %48
  %5253 = getelementptr inbounds float, ptr %341, i64 %5252
  %5254 = getelementptr inbounds float, ptr %5253, i64 %728
  %5255 = getelementptr inbounds float, ptr %5254, i64 %362
  %5256 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5255, <16 x i1> %727, <16 x float> zeroinitializer)
  %5257 = getelementptr inbounds float, ptr %5253, i64 %730
  %5258 = getelementptr inbounds float, ptr %5257, i64 %368
  %5259 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5258, <16 x i1> %729, <16 x float> zeroinitializer)
  %5260 = getelementptr inbounds float, ptr %5253, i64 %732
  %5261 = getelementptr inbounds float, ptr %5260, i64 %374
  %5262 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5261, <16 x i1> %731, <16 x float> zeroinitializer)
  br label %5263

5263:                                             ; preds = %5250, %5241
  %5264 = phi <16 x float> [ %5259, %5250 ], [ %5247, %5241 ]
  %5265 = phi <16 x float> [ %5256, %5250 ], [ %5245, %5241 ]
  %5266 = phi <16 x float> [ %5262, %5250 ], [ %5249, %5241 ]
  br i1 %71, label %5276, label %5267

5267:                                             ; preds = %5263
  %5268 = getelementptr inbounds nuw i8, ptr %5086, i64 28
  %5269 = load float, ptr %5268, align 4
  %5270 = insertelement <16 x float> poison, float %5269, i64 0
  %5271 = shufflevector <16 x float> %5270, <16 x float> poison, <16 x i32> zeroinitializer
  %5272 = insertelement <16 x float> poison, float %5269, i64 0
  %5273 = shufflevector <16 x float> %5272, <16 x float> poison, <16 x i32> zeroinitializer
  %5274 = insertelement <16 x float> poison, float %5269, i64 0
  %5275 = shufflevector <16 x float> %5274, <16 x float> poison, <16 x i32> zeroinitializer
  br label %5289

5276:                                             ; preds = %5263
  %5277 = or disjoint i64 %1041, 7
  %5278 = mul nsw i64 %5277, %48
  %5279 = getelementptr inbounds float, ptr %341, i64 %5278
  %5280 = getelementptr inbounds float, ptr %5279, i64 %728
  %5281 = getelementptr inbounds float, ptr %5280, i64 %362
  %5282 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5281, <16 x i1> %727, <16 x float> zeroinitializer)
  %5283 = getelementptr inbounds float, ptr %5279, i64 %730
  %5284 = getelementptr inbounds float, ptr %5283, i64 %368
  %5285 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5284, <16 x i1> %729, <16 x float> zeroinitializer)
  %5286 = getelementptr inbounds float, ptr %5279, i64 %732
  %5287 = getelementptr inbounds float, ptr %5286, i64 %374
  %5288 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5287, <16 x i1> %731, <16 x float> zeroinitializer)
  br label %5289

5289:                                             ; preds = %5276, %5267
  %5290 = phi <16 x float> [ %5285, %5276 ], [ %5273, %5267 ]
  %5291 = phi <16 x float> [ %5282, %5276 ], [ %5271, %5267 ]
  %5292 = phi <16 x float> [ %5288, %5276 ], [ %5275, %5267 ]
  %5293 = mul i64 %72, %1041
  %5294 = getelementptr inbounds float, ptr %35, i64 %5293
  br i1 %73, label %5295, label %5460

5295:                                             ; preds = %5289, %5325
  %5296 = phi <16 x float> [ %5326, %5325 ], [ %5292, %5289 ]
  %5297 = phi <16 x float> [ %5327, %5325 ], [ %5290, %5289 ]
  %5298 = phi <16 x float> [ %5328, %5325 ], [ %5291, %5289 ]
  %5299 = phi <16 x float> [ %5329, %5325 ], [ %5266, %5289 ]
  %5300 = phi <16 x float> [ %5330, %5325 ], [ %5264, %5289 ]
  %5301 = phi <16 x float> [ %5331, %5325 ], [ %5265, %5289 ]
  %5302 = phi <16 x float> [ %5332, %5325 ], [ %5240, %5289 ]
  %5303 = phi <16 x float> [ %5333, %5325 ], [ %5238, %5289 ]
  %5304 = phi <16 x float> [ %5334, %5325 ], [ %5239, %5289 ]
  %5305 = phi <16 x float> [ %5335, %5325 ], [ %5214, %5289 ]
  %5306 = phi <16 x float> [ %5336, %5325 ], [ %5212, %5289 ]
  %5307 = phi <16 x float> [ %5337, %5325 ], [ %5136, %5289 ]
  %5308 = phi <16 x float> [ %5338, %5325 ], [ %5134, %5289 ]
  %5309 = phi <16 x float> [ %5339, %5325 ], [ %5135, %5289 ]
  %5310 = phi <16 x float> [ %5340, %5325 ], [ %5110, %5289 ]
  %5311 = phi <16 x float> [ %5341, %5325 ], [ %5108, %5289 ]
  %5312 = phi <16 x float> [ %5342, %5325 ], [ %5109, %5289 ]
  %5313 = phi <16 x float> [ %5343, %5325 ], [ %5213, %5289 ]
  %5314 = phi <16 x float> [ %5344, %5325 ], [ %5188, %5289 ]
  %5315 = phi <16 x float> [ %5345, %5325 ], [ %5186, %5289 ]
  %5316 = phi <16 x float> [ %5346, %5325 ], [ %5187, %5289 ]
  %5317 = phi <16 x float> [ %5347, %5325 ], [ %5162, %5289 ]
  %5318 = phi <16 x float> [ %5348, %5325 ], [ %5160, %5289 ]
  %5319 = phi <16 x float> [ %5349, %5325 ], [ %5161, %5289 ]
  %5320 = phi i64 [ %5350, %5325 ], [ 0, %5289 ]
  %5321 = mul nsw i64 %69, %5320
  %5322 = getelementptr inbounds float, ptr %339, i64 %5321
  %5323 = mul nsw i64 %5320, %70
  %5324 = getelementptr inbounds float, ptr %5294, i64 %5323
  br i1 %74, label %5352, label %5325

5325:                                             ; preds = %5352, %5295
  %5326 = phi <16 x float> [ %5296, %5295 ], [ %5457, %5352 ]
  %5327 = phi <16 x float> [ %5297, %5295 ], [ %5456, %5352 ]
  %5328 = phi <16 x float> [ %5298, %5295 ], [ %5455, %5352 ]
  %5329 = phi <16 x float> [ %5299, %5295 ], [ %5450, %5352 ]
  %5330 = phi <16 x float> [ %5300, %5295 ], [ %5449, %5352 ]
  %5331 = phi <16 x float> [ %5301, %5295 ], [ %5448, %5352 ]
  %5332 = phi <16 x float> [ %5302, %5295 ], [ %5443, %5352 ]
  %5333 = phi <16 x float> [ %5303, %5295 ], [ %5442, %5352 ]
  %5334 = phi <16 x float> [ %5304, %5295 ], [ %5441, %5352 ]
  %5335 = phi <16 x float> [ %5305, %5295 ], [ %5436, %5352 ]
  %5336 = phi <16 x float> [ %5306, %5295 ], [ %5435, %5352 ]
  %5337 = phi <16 x float> [ %5307, %5295 ], [ %5415, %5352 ]
  %5338 = phi <16 x float> [ %5308, %5295 ], [ %5414, %5352 ]
  %5339 = phi <16 x float> [ %5309, %5295 ], [ %5413, %5352 ]
  %5340 = phi <16 x float> [ %5310, %5295 ], [ %5408, %5352 ]
  %5341 = phi <16 x float> [ %5311, %5295 ], [ %5407, %5352 ]
  %5342 = phi <16 x float> [ %5312, %5295 ], [ %5406, %5352 ]
  %5343 = phi <16 x float> [ %5313, %5295 ], [ %5434, %5352 ]
  %5344 = phi <16 x float> [ %5314, %5295 ], [ %5429, %5352 ]
  %5345 = phi <16 x float> [ %5315, %5295 ], [ %5428, %5352 ]
  %5346 = phi <16 x float> [ %5316, %5295 ], [ %5427, %5352 ]
  %5347 = phi <16 x float> [ %5317, %5295 ], [ %5422, %5352 ]
  %5348 = phi <16 x float> [ %5318, %5295 ], [ %5421, %5352 ]
  %5349 = phi <16 x float> [ %5319, %5295 ], [ %5420, %5352 ]
  %5350 = add nuw nsw i64 %5320, 1
  %5351 = icmp eq i64 %5350, %5
  br i1 %5351, label %5460, label %5295

5352:                                             ; preds = %5295, %5352
  %5353 = phi <16 x float> [ %5457, %5352 ], [ %5296, %5295 ]
  %5354 = phi <16 x float> [ %5456, %5352 ], [ %5297, %5295 ]
  %5355 = phi <16 x float> [ %5455, %5352 ], [ %5298, %5295 ]
  %5356 = phi <16 x float> [ %5450, %5352 ], [ %5299, %5295 ]
  %5357 = phi <16 x float> [ %5449, %5352 ], [ %5300, %5295 ]
  %5358 = phi <16 x float> [ %5448, %5352 ], [ %5301, %5295 ]
  %5359 = phi <16 x float> [ %5443, %5352 ], [ %5302, %5295 ]
  %5360 = phi <16 x float> [ %5442, %5352 ], [ %5303, %5295 ]
  %5361 = phi <16 x float> [ %5441, %5352 ], [ %5304, %5295 ]
  %5362 = phi <16 x float> [ %5436, %5352 ], [ %5305, %5295 ]
  %5363 = phi <16 x float> [ %5435, %5352 ], [ %5306, %5295 ]
  %5364 = phi <16 x float> [ %5415, %5352 ], [ %5307, %5295 ]
  %5365 = phi <16 x float> [ %5414, %5352 ], [ %5308, %5295 ]
  %5366 = phi <16 x float> [ %5413, %5352 ], [ %5309, %5295 ]
  %5367 = phi <16 x float> [ %5408, %5352 ], [ %5310, %5295 ]
  %5368 = phi <16 x float> [ %5407, %5352 ], [ %5311, %5295 ]
  %5369 = phi <16 x float> [ %5406, %5352 ], [ %5312, %5295 ]
  %5370 = phi <16 x float> [ %5434, %5352 ], [ %5313, %5295 ]
  %5371 = phi <16 x float> [ %5429, %5352 ], [ %5314, %5295 ]
  %5372 = phi <16 x float> [ %5428, %5352 ], [ %5315, %5295 ]
  %5373 = phi <16 x float> [ %5427, %5352 ], [ %5316, %5295 ]
  %5374 = phi <16 x float> [ %5422, %5352 ], [ %5317, %5295 ]
  %5375 = phi <16 x float> [ %5421, %5352 ], [ %5318, %5295 ]
  %5376 = phi <16 x float> [ %5420, %5352 ], [ %5319, %5295 ]
  %5377 = phi i64 [ %5458, %5352 ], [ 0, %5295 ]
  %5378 = getelementptr inbounds nuw [3 x i32], ptr %31, i64 %5377
  %5379 = getelementptr inbounds nuw [3 x i64], ptr %30, i64 %5377
  %5380 = load i32, ptr %5378, align 4
  %5381 = trunc i32 %5380 to i16
  %5382 = load i64, ptr %5379, align 8
  %5383 = getelementptr inbounds float, ptr %5322, i64 %5382
  %5384 = bitcast i16 %5381 to <16 x i1>
  %5385 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5383, <16 x i1> %5384, <16 x float> zeroinitializer)
  %5386 = getelementptr inbounds nuw i8, ptr %5378, i64 4
  %5387 = load i32, ptr %5386, align 4
  %5388 = trunc i32 %5387 to i16
  %5389 = getelementptr inbounds nuw i8, ptr %5379, i64 8
  %5390 = load i64, ptr %5389, align 8
  %5391 = getelementptr inbounds float, ptr %5322, i64 %5390
  %5392 = bitcast i16 %5388 to <16 x i1>
  %5393 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5391, <16 x i1> %5392, <16 x float> zeroinitializer)
  %5394 = getelementptr inbounds nuw i8, ptr %5378, i64 8
  %5395 = load i32, ptr %5394, align 4
  %5396 = trunc i32 %5395 to i16
  %5397 = getelementptr inbounds nuw i8, ptr %5379, i64 16
  %5398 = load i64, ptr %5397, align 8
  %5399 = getelementptr inbounds float, ptr %5322, i64 %5398
  %5400 = bitcast i16 %5396 to <16 x i1>
  %5401 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5399, <16 x i1> %5400, <16 x float> zeroinitializer)
  %5402 = getelementptr float, ptr %5324, i64 %5377
  %5403 = load float, ptr %5402, align 4
  %5404 = insertelement <16 x float> poison, float %5403, i64 0
  %5405 = shufflevector <16 x float> %5404, <16 x float> poison, <16 x i32> zeroinitializer
  %5406 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5385, <16 x float> %5405, <16 x float> %5369)
  %5407 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5393, <16 x float> %5405, <16 x float> %5368)
  %5408 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5401, <16 x float> %5405, <16 x float> %5367)
  %5409 = getelementptr float, ptr %5402, i64 %72
  %5410 = load float, ptr %5409, align 4
  %5411 = insertelement <16 x float> poison, float %5410, i64 0
  %5412 = shufflevector <16 x float> %5411, <16 x float> poison, <16 x i32> zeroinitializer
  %5413 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5385, <16 x float> %5412, <16 x float> %5366)
  %5414 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5393, <16 x float> %5412, <16 x float> %5365)
  %5415 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5401, <16 x float> %5412, <16 x float> %5364)
  %5416 = getelementptr i8, ptr %5402, i64 %163
  %5417 = load float, ptr %5416, align 4
  %5418 = insertelement <16 x float> poison, float %5417, i64 0
  %5419 = shufflevector <16 x float> %5418, <16 x float> poison, <16 x i32> zeroinitializer
  %5420 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5385, <16 x float> %5419, <16 x float> %5376)
  %5421 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5393, <16 x float> %5419, <16 x float> %5375)
  %5422 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5401, <16 x float> %5419, <16 x float> %5374)
  %5423 = getelementptr i8, ptr %5402, i64 %164
  %5424 = load float, ptr %5423, align 4
  %5425 = insertelement <16 x float> poison, float %5424, i64 0
  %5426 = shufflevector <16 x float> %5425, <16 x float> poison, <16 x i32> zeroinitializer
  %5427 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5385, <16 x float> %5426, <16 x float> %5373)
  %5428 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5393, <16 x float> %5426, <16 x float> %5372)
  %5429 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5401, <16 x float> %5426, <16 x float> %5371)
  %5430 = getelementptr i8, ptr %5402, i64 %165
  %5431 = load float, ptr %5430, align 4
  %5432 = insertelement <16 x float> poison, float %5431, i64 0
  %5433 = shufflevector <16 x float> %5432, <16 x float> poison, <16 x i32> zeroinitializer
  %5434 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5385, <16 x float> %5433, <16 x float> %5370)
  %5435 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5393, <16 x float> %5433, <16 x float> %5363)
  %5436 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5401, <16 x float> %5433, <16 x float> %5362)
  %5437 = getelementptr i8, ptr %5402, i64 %166
  %5438 = load float, ptr %5437, align 4
  %5439 = insertelement <16 x float> poison, float %5438, i64 0
  %5440 = shufflevector <16 x float> %5439, <16 x float> poison, <16 x i32> zeroinitializer
  %5441 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5385, <16 x float> %5440, <16 x float> %5361)
  %5442 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5393, <16 x float> %5440, <16 x float> %5360)
  %5443 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5401, <16 x float> %5440, <16 x float> %5359)
  %5444 = getelementptr i8, ptr %5402, i64 %167
  %5445 = load float, ptr %5444, align 4
  %5446 = insertelement <16 x float> poison, float %5445, i64 0
  %5447 = shufflevector <16 x float> %5446, <16 x float> poison, <16 x i32> zeroinitializer
  %5448 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5385, <16 x float> %5447, <16 x float> %5358)
  %5449 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5393, <16 x float> %5447, <16 x float> %5357)
  %5450 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5401, <16 x float> %5447, <16 x float> %5356)
  %5451 = getelementptr i8, ptr %5402, i64 %168
  %5452 = load float, ptr %5451, align 4
  %5453 = insertelement <16 x float> poison, float %5452, i64 0
  %5454 = shufflevector <16 x float> %5453, <16 x float> poison, <16 x i32> zeroinitializer
  %5455 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5385, <16 x float> %5454, <16 x float> %5355)
  %5456 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5393, <16 x float> %5454, <16 x float> %5354)
  %5457 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %5401, <16 x float> %5454, <16 x float> %5353)
  %5458 = add nuw nsw i64 %5377, 1
  %5459 = icmp eq i64 %5458, %70
  br i1 %5459, label %5325, label %5352

5460:                                             ; preds = %5325, %5289
  %5461 = phi <16 x float> [ %5292, %5289 ], [ %5326, %5325 ]
  %5462 = phi <16 x float> [ %5290, %5289 ], [ %5327, %5325 ]
  %5463 = phi <16 x float> [ %5291, %5289 ], [ %5328, %5325 ]
  %5464 = phi <16 x float> [ %5266, %5289 ], [ %5329, %5325 ]
  %5465 = phi <16 x float> [ %5264, %5289 ], [ %5330, %5325 ]
  %5466 = phi <16 x float> [ %5265, %5289 ], [ %5331, %5325 ]
  %5467 = phi <16 x float> [ %5240, %5289 ], [ %5332, %5325 ]
  %5468 = phi <16 x float> [ %5238, %5289 ], [ %5333, %5325 ]
  %5469 = phi <16 x float> [ %5239, %5289 ], [ %5334, %5325 ]
  %5470 = phi <16 x float> [ %5214, %5289 ], [ %5335, %5325 ]
  %5471 = phi <16 x float> [ %5212, %5289 ], [ %5336, %5325 ]
  %5472 = phi <16 x float> [ %5213, %5289 ], [ %5343, %5325 ]
  %5473 = phi <16 x float> [ %5188, %5289 ], [ %5344, %5325 ]
  %5474 = phi <16 x float> [ %5186, %5289 ], [ %5345, %5325 ]
  %5475 = phi <16 x float> [ %5187, %5289 ], [ %5346, %5325 ]
  %5476 = phi <16 x float> [ %5162, %5289 ], [ %5347, %5325 ]
  %5477 = phi <16 x float> [ %5160, %5289 ], [ %5348, %5325 ]
  %5478 = phi <16 x float> [ %5161, %5289 ], [ %5349, %5325 ]
  %5479 = phi <16 x float> [ %5136, %5289 ], [ %5337, %5325 ]
  %5480 = phi <16 x float> [ %5134, %5289 ], [ %5338, %5325 ]
  %5481 = phi <16 x float> [ %5135, %5289 ], [ %5339, %5325 ]
  %5482 = phi <16 x float> [ %5110, %5289 ], [ %5340, %5325 ]
  %5483 = phi <16 x float> [ %5108, %5289 ], [ %5341, %5325 ]
  %5484 = phi <16 x float> [ %5109, %5289 ], [ %5342, %5325 ]
  %5485 = mul nsw i64 %1041, %48
  %5486 = add i64 %5485, %734
  %5487 = getelementptr inbounds float, ptr %346, i64 %5486
  br i1 %75, label %5665, label %5488

5488:                                             ; preds = %5460
  %5489 = getelementptr inbounds float, ptr %344, i64 %5486
  switch i64 %169, label %1239 [
    i64 1, label %5490
    i64 2, label %5493
    i64 3, label %5500
    i64 0, label %5545
  ]

5490:                                             ; preds = %5488
  %5491 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5489, <16 x i1> %735, <16 x float> zeroinitializer)
  %5492 = fadd <16 x float> %5484, %5491
  br label %5507

5493:                                             ; preds = %5488
  %5494 = bitcast <16 x float> %5484 to <8 x i64>
  %5495 = or <8 x i64> %5494, %77
  %5496 = fcmp oeq <16 x float> %5484, %47
  %5497 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5484, i32 4)
  %5498 = bitcast <8 x i64> %5495 to <16 x float>
  %5499 = select <16 x i1> %5496, <16 x float> %5498, <16 x float> %5497
  br label %5507

5500:                                             ; preds = %5488
  %5501 = bitcast <16 x float> %5484 to <8 x i64>
  %5502 = and <8 x i64> %5501, %76
  %5503 = fcmp oeq <16 x float> %5484, %44
  %5504 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5484, i32 4)
  %5505 = bitcast <8 x i64> %5502 to <16 x float>
  %5506 = select <16 x i1> %5503, <16 x float> %5505, <16 x float> %5504
  br label %5507

5507:                                             ; preds = %5500, %5493, %5490
  %5508 = phi <16 x float> [ %5492, %5490 ], [ %5499, %5493 ], [ %5506, %5500 ]
  switch i64 %171, label %1239 [
    i64 1, label %5523
    i64 2, label %5516
    i64 3, label %5509
    i64 0, label %5545
  ]

5509:                                             ; preds = %5507
  %5510 = bitcast <16 x float> %5508 to <8 x i64>
  %5511 = and <8 x i64> %5510, %76
  %5512 = fcmp oeq <16 x float> %5508, %44
  %5513 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5508, i32 4)
  %5514 = bitcast <8 x i64> %5511 to <16 x float>
  %5515 = select <16 x i1> %5512, <16 x float> %5514, <16 x float> %5513
  br label %5526

5516:                                             ; preds = %5507
  %5517 = bitcast <16 x float> %5508 to <8 x i64>
  %5518 = or <8 x i64> %5517, %77
  %5519 = fcmp oeq <16 x float> %5508, %47
  %5520 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5508, i32 4)
  %5521 = bitcast <8 x i64> %5518 to <16 x float>
  %5522 = select <16 x i1> %5519, <16 x float> %5521, <16 x float> %5520
  br label %5526

5523:                                             ; preds = %5507
  %5524 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5489, <16 x i1> %735, <16 x float> zeroinitializer)
  %5525 = fadd <16 x float> %5508, %5524
  br label %5526

5526:                                             ; preds = %5523, %5516, %5509
  %5527 = phi <16 x float> [ %5525, %5523 ], [ %5522, %5516 ], [ %5515, %5509 ]
  switch i64 %173, label %1239 [
    i64 1, label %5542
    i64 2, label %5535
    i64 3, label %5528
    i64 0, label %5545
  ]

5528:                                             ; preds = %5526
  %5529 = bitcast <16 x float> %5527 to <8 x i64>
  %5530 = and <8 x i64> %5529, %76
  %5531 = fcmp oeq <16 x float> %5527, %44
  %5532 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5527, i32 4)
  %5533 = bitcast <8 x i64> %5530 to <16 x float>
  %5534 = select <16 x i1> %5531, <16 x float> %5533, <16 x float> %5532
  br label %5545

5535:                                             ; preds = %5526
  %5536 = bitcast <16 x float> %5527 to <8 x i64>
  %5537 = or <8 x i64> %5536, %77
  %5538 = fcmp oeq <16 x float> %5527, %47
  %5539 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5527, i32 4)
  %5540 = bitcast <8 x i64> %5537 to <16 x float>
  %5541 = select <16 x i1> %5538, <16 x float> %5540, <16 x float> %5539
  br label %5545

5542:                                             ; preds = %5526
  %5543 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5489, <16 x i1> %735, <16 x float> zeroinitializer)
  %5544 = fadd <16 x float> %5527, %5543
  br label %5545

5545:                                             ; preds = %5488, %5507, %5526, %5542, %5535, %5528
  %5546 = phi <16 x float> [ %5534, %5528 ], [ %5541, %5535 ], [ %5544, %5542 ], [ %5508, %5507 ], [ %5527, %5526 ], [ %5484, %5488 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5546, ptr align 1 %5487, <16 x i1> %735)
  %5547 = add i64 %5485, %737
  %5548 = getelementptr inbounds float, ptr %346, i64 %5547
  %5549 = getelementptr inbounds float, ptr %344, i64 %5547
  switch i64 %174, label %1239 [
    i64 1, label %5564
    i64 2, label %5557
    i64 3, label %5550
    i64 0, label %5605
  ]

5550:                                             ; preds = %5545
  %5551 = bitcast <16 x float> %5483 to <8 x i64>
  %5552 = and <8 x i64> %5551, %76
  %5553 = fcmp oeq <16 x float> %5483, %44
  %5554 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5483, i32 4)
  %5555 = bitcast <8 x i64> %5552 to <16 x float>
  %5556 = select <16 x i1> %5553, <16 x float> %5555, <16 x float> %5554
  br label %5567

5557:                                             ; preds = %5545
  %5558 = bitcast <16 x float> %5483 to <8 x i64>
  %5559 = or <8 x i64> %5558, %77
  %5560 = fcmp oeq <16 x float> %5483, %47
  %5561 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5483, i32 4)
  %5562 = bitcast <8 x i64> %5559 to <16 x float>
  %5563 = select <16 x i1> %5560, <16 x float> %5562, <16 x float> %5561
  br label %5567

5564:                                             ; preds = %5545
  %5565 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5549, <16 x i1> %738, <16 x float> zeroinitializer)
  %5566 = fadd <16 x float> %5483, %5565
  br label %5567

5567:                                             ; preds = %5564, %5557, %5550
  %5568 = phi <16 x float> [ %5566, %5564 ], [ %5563, %5557 ], [ %5556, %5550 ]
  switch i64 %176, label %1239 [
    i64 1, label %5583
    i64 2, label %5576
    i64 3, label %5569
    i64 0, label %5605
  ]

5569:                                             ; preds = %5567
  %5570 = bitcast <16 x float> %5568 to <8 x i64>
  %5571 = and <8 x i64> %5570, %76
  %5572 = fcmp oeq <16 x float> %5568, %44
  %5573 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5568, i32 4)
  %5574 = bitcast <8 x i64> %5571 to <16 x float>
  %5575 = select <16 x i1> %5572, <16 x float> %5574, <16 x float> %5573
  br label %5586

5576:                                             ; preds = %5567
  %5577 = bitcast <16 x float> %5568 to <8 x i64>
  %5578 = or <8 x i64> %5577, %77
  %5579 = fcmp oeq <16 x float> %5568, %47
  %5580 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5568, i32 4)
  %5581 = bitcast <8 x i64> %5578 to <16 x float>
  %5582 = select <16 x i1> %5579, <16 x float> %5581, <16 x float> %5580
  br label %5586

5583:                                             ; preds = %5567
  %5584 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5549, <16 x i1> %738, <16 x float> zeroinitializer)
  %5585 = fadd <16 x float> %5568, %5584
  br label %5586

5586:                                             ; preds = %5583, %5576, %5569
  %5587 = phi <16 x float> [ %5585, %5583 ], [ %5582, %5576 ], [ %5575, %5569 ]
  switch i64 %178, label %1239 [
    i64 1, label %5602
    i64 2, label %5595
    i64 3, label %5588
    i64 0, label %5605
  ]

5588:                                             ; preds = %5586
  %5589 = bitcast <16 x float> %5587 to <8 x i64>
  %5590 = and <8 x i64> %5589, %76
  %5591 = fcmp oeq <16 x float> %5587, %44
  %5592 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5587, i32 4)
  %5593 = bitcast <8 x i64> %5590 to <16 x float>
  %5594 = select <16 x i1> %5591, <16 x float> %5593, <16 x float> %5592
  br label %5605

5595:                                             ; preds = %5586
  %5596 = bitcast <16 x float> %5587 to <8 x i64>
  %5597 = or <8 x i64> %5596, %77
  %5598 = fcmp oeq <16 x float> %5587, %47
  %5599 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5587, i32 4)
  %5600 = bitcast <8 x i64> %5597 to <16 x float>
  %5601 = select <16 x i1> %5598, <16 x float> %5600, <16 x float> %5599
  br label %5605

5602:                                             ; preds = %5586
  %5603 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5549, <16 x i1> %738, <16 x float> zeroinitializer)
  %5604 = fadd <16 x float> %5587, %5603
  br label %5605

5605:                                             ; preds = %5545, %5567, %5586, %5602, %5595, %5588
  %5606 = phi <16 x float> [ %5594, %5588 ], [ %5601, %5595 ], [ %5604, %5602 ], [ %5568, %5567 ], [ %5587, %5586 ], [ %5483, %5545 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5606, ptr align 1 %5548, <16 x i1> %738)
  %5607 = add i64 %5485, %740
  %5608 = getelementptr inbounds float, ptr %346, i64 %5607
  %5609 = getelementptr inbounds float, ptr %344, i64 %5607
  switch i64 %179, label %1239 [
    i64 1, label %5624
    i64 2, label %5617
    i64 3, label %5610
    i64 0, label %5668
  ]

5610:                                             ; preds = %5605
  %5611 = bitcast <16 x float> %5482 to <8 x i64>
  %5612 = and <8 x i64> %5611, %76
  %5613 = fcmp oeq <16 x float> %5482, %44
  %5614 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5482, i32 4)
  %5615 = bitcast <8 x i64> %5612 to <16 x float>
  %5616 = select <16 x i1> %5613, <16 x float> %5615, <16 x float> %5614
  br label %5627

5617:                                             ; preds = %5605
  %5618 = bitcast <16 x float> %5482 to <8 x i64>
  %5619 = or <8 x i64> %5618, %77
  %5620 = fcmp oeq <16 x float> %5482, %47
  %5621 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5482, i32 4)
  %5622 = bitcast <8 x i64> %5619 to <16 x float>
  %5623 = select <16 x i1> %5620, <16 x float> %5622, <16 x float> %5621
  br label %5627

5624:                                             ; preds = %5605
  %5625 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5609, <16 x i1> %741, <16 x float> zeroinitializer)
  %5626 = fadd <16 x float> %5482, %5625
  br label %5627

5627:                                             ; preds = %5624, %5617, %5610
  %5628 = phi <16 x float> [ %5626, %5624 ], [ %5623, %5617 ], [ %5616, %5610 ]
  switch i64 %181, label %1239 [
    i64 1, label %5643
    i64 2, label %5636
    i64 3, label %5629
    i64 0, label %5668
  ]

5629:                                             ; preds = %5627
  %5630 = bitcast <16 x float> %5628 to <8 x i64>
  %5631 = and <8 x i64> %5630, %76
  %5632 = fcmp oeq <16 x float> %5628, %44
  %5633 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5628, i32 4)
  %5634 = bitcast <8 x i64> %5631 to <16 x float>
  %5635 = select <16 x i1> %5632, <16 x float> %5634, <16 x float> %5633
  br label %5646

5636:                                             ; preds = %5627
  %5637 = bitcast <16 x float> %5628 to <8 x i64>
  %5638 = or <8 x i64> %5637, %77
  %5639 = fcmp oeq <16 x float> %5628, %47
  %5640 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5628, i32 4)
  %5641 = bitcast <8 x i64> %5638 to <16 x float>
  %5642 = select <16 x i1> %5639, <16 x float> %5641, <16 x float> %5640
  br label %5646

5643:                                             ; preds = %5627
  %5644 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5609, <16 x i1> %741, <16 x float> zeroinitializer)
  %5645 = fadd <16 x float> %5628, %5644
  br label %5646

5646:                                             ; preds = %5643, %5636, %5629
  %5647 = phi <16 x float> [ %5645, %5643 ], [ %5642, %5636 ], [ %5635, %5629 ]
  switch i64 %183, label %1239 [
    i64 1, label %5662
    i64 2, label %5655
    i64 3, label %5648
    i64 0, label %5668
  ]

5648:                                             ; preds = %5646
  %5649 = bitcast <16 x float> %5647 to <8 x i64>
  %5650 = and <8 x i64> %5649, %76
  %5651 = fcmp oeq <16 x float> %5647, %44
  %5652 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5647, i32 4)
  %5653 = bitcast <8 x i64> %5650 to <16 x float>
  %5654 = select <16 x i1> %5651, <16 x float> %5653, <16 x float> %5652
  br label %5668

5655:                                             ; preds = %5646
  %5656 = bitcast <16 x float> %5647 to <8 x i64>
  %5657 = or <8 x i64> %5656, %77
  %5658 = fcmp oeq <16 x float> %5647, %47
  %5659 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5647, i32 4)
  %5660 = bitcast <8 x i64> %5657 to <16 x float>
  %5661 = select <16 x i1> %5658, <16 x float> %5660, <16 x float> %5659
  br label %5668

5662:                                             ; preds = %5646
  %5663 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5609, <16 x i1> %741, <16 x float> zeroinitializer)
  %5664 = fadd <16 x float> %5647, %5663
  br label %5668

5665:                                             ; preds = %5460
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5484, ptr align 1 %5487, <16 x i1> %742)
  %5666 = getelementptr float, ptr %946, i64 %5485
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5483, ptr align 1 %5666, <16 x i1> %744)
  %5667 = getelementptr float, ptr %948, i64 %5485
  br label %5668

5668:                                             ; preds = %5605, %5627, %5646, %5662, %5655, %5648, %5665
  %5669 = phi ptr [ %5667, %5665 ], [ %5608, %5648 ], [ %5608, %5655 ], [ %5608, %5662 ], [ %5608, %5646 ], [ %5608, %5627 ], [ %5608, %5605 ]
  %5670 = phi <16 x i1> [ %746, %5665 ], [ %741, %5648 ], [ %741, %5655 ], [ %741, %5662 ], [ %741, %5646 ], [ %741, %5627 ], [ %741, %5605 ]
  %5671 = phi <16 x float> [ %5482, %5665 ], [ %5654, %5648 ], [ %5661, %5655 ], [ %5664, %5662 ], [ %5647, %5646 ], [ %5628, %5627 ], [ %5482, %5605 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5671, ptr align 1 %5669, <16 x i1> %5670)
  %5672 = or disjoint i64 %1041, 1
  %5673 = mul nsw i64 %5672, %48
  %5674 = add i64 %5673, %734
  %5675 = getelementptr inbounds float, ptr %346, i64 %5674
  br i1 %75, label %5853, label %5676

5676:                                             ; preds = %5668
  %5677 = getelementptr inbounds float, ptr %344, i64 %5674
  switch i64 %169, label %1239 [
    i64 1, label %5692
    i64 2, label %5685
    i64 3, label %5678
    i64 0, label %5733
  ]

5678:                                             ; preds = %5676
  %5679 = bitcast <16 x float> %5481 to <8 x i64>
  %5680 = and <8 x i64> %5679, %76
  %5681 = fcmp oeq <16 x float> %5481, %44
  %5682 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5481, i32 4)
  %5683 = bitcast <8 x i64> %5680 to <16 x float>
  %5684 = select <16 x i1> %5681, <16 x float> %5683, <16 x float> %5682
  br label %5695

5685:                                             ; preds = %5676
  %5686 = bitcast <16 x float> %5481 to <8 x i64>
  %5687 = or <8 x i64> %5686, %77
  %5688 = fcmp oeq <16 x float> %5481, %47
  %5689 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5481, i32 4)
  %5690 = bitcast <8 x i64> %5687 to <16 x float>
  %5691 = select <16 x i1> %5688, <16 x float> %5690, <16 x float> %5689
  br label %5695

5692:                                             ; preds = %5676
  %5693 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5677, <16 x i1> %735, <16 x float> zeroinitializer)
  %5694 = fadd <16 x float> %5481, %5693
  br label %5695

5695:                                             ; preds = %5692, %5685, %5678
  %5696 = phi <16 x float> [ %5694, %5692 ], [ %5691, %5685 ], [ %5684, %5678 ]
  switch i64 %171, label %1239 [
    i64 1, label %5711
    i64 2, label %5704
    i64 3, label %5697
    i64 0, label %5733
  ]

5697:                                             ; preds = %5695
  %5698 = bitcast <16 x float> %5696 to <8 x i64>
  %5699 = and <8 x i64> %5698, %76
  %5700 = fcmp oeq <16 x float> %5696, %44
  %5701 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5696, i32 4)
  %5702 = bitcast <8 x i64> %5699 to <16 x float>
  %5703 = select <16 x i1> %5700, <16 x float> %5702, <16 x float> %5701
  br label %5714

5704:                                             ; preds = %5695
  %5705 = bitcast <16 x float> %5696 to <8 x i64>
  %5706 = or <8 x i64> %5705, %77
  %5707 = fcmp oeq <16 x float> %5696, %47
  %5708 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5696, i32 4)
  %5709 = bitcast <8 x i64> %5706 to <16 x float>
  %5710 = select <16 x i1> %5707, <16 x float> %5709, <16 x float> %5708
  br label %5714

5711:                                             ; preds = %5695
  %5712 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5677, <16 x i1> %735, <16 x float> zeroinitializer)
  %5713 = fadd <16 x float> %5696, %5712
  br label %5714

5714:                                             ; preds = %5711, %5704, %5697
  %5715 = phi <16 x float> [ %5713, %5711 ], [ %5710, %5704 ], [ %5703, %5697 ]
  switch i64 %173, label %1239 [
    i64 1, label %5730
    i64 2, label %5723
    i64 3, label %5716
    i64 0, label %5733
  ]

5716:                                             ; preds = %5714
  %5717 = bitcast <16 x float> %5715 to <8 x i64>
  %5718 = and <8 x i64> %5717, %76
  %5719 = fcmp oeq <16 x float> %5715, %44
  %5720 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5715, i32 4)
  %5721 = bitcast <8 x i64> %5718 to <16 x float>
  %5722 = select <16 x i1> %5719, <16 x float> %5721, <16 x float> %5720
  br label %5733

5723:                                             ; preds = %5714
  %5724 = bitcast <16 x float> %5715 to <8 x i64>
  %5725 = or <8 x i64> %5724, %77
  %5726 = fcmp oeq <16 x float> %5715, %47
  %5727 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5715, i32 4)
  %5728 = bitcast <8 x i64> %5725 to <16 x float>
  %5729 = select <16 x i1> %5726, <16 x float> %5728, <16 x float> %5727
  br label %5733

5730:                                             ; preds = %5714
  %5731 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5677, <16 x i1> %735, <16 x float> zeroinitializer)
  %5732 = fadd <16 x float> %5715, %5731
  br label %5733

5733:                                             ; preds = %5730, %5723, %5716, %5714, %5695, %5676
  %5734 = phi <16 x float> [ %5722, %5716 ], [ %5729, %5723 ], [ %5732, %5730 ], [ %5696, %5695 ], [ %5715, %5714 ], [ %5481, %5676 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5734, ptr align 1 %5675, <16 x i1> %735)
  %5735 = add i64 %5673, %737
  %5736 = getelementptr inbounds float, ptr %346, i64 %5735
  %5737 = getelementptr inbounds float, ptr %344, i64 %5735
  switch i64 %174, label %1239 [
    i64 1, label %5752
    i64 2, label %5745
    i64 3, label %5738
    i64 0, label %5793
  ]

5738:                                             ; preds = %5733
  %5739 = bitcast <16 x float> %5480 to <8 x i64>
  %5740 = and <8 x i64> %5739, %76
  %5741 = fcmp oeq <16 x float> %5480, %44
  %5742 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5480, i32 4)
  %5743 = bitcast <8 x i64> %5740 to <16 x float>
  %5744 = select <16 x i1> %5741, <16 x float> %5743, <16 x float> %5742
  br label %5755

5745:                                             ; preds = %5733
  %5746 = bitcast <16 x float> %5480 to <8 x i64>
  %5747 = or <8 x i64> %5746, %77
  %5748 = fcmp oeq <16 x float> %5480, %47
  %5749 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5480, i32 4)
  %5750 = bitcast <8 x i64> %5747 to <16 x float>
  %5751 = select <16 x i1> %5748, <16 x float> %5750, <16 x float> %5749
  br label %5755

5752:                                             ; preds = %5733
  %5753 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5737, <16 x i1> %738, <16 x float> zeroinitializer)
  %5754 = fadd <16 x float> %5480, %5753
  br label %5755

5755:                                             ; preds = %5752, %5745, %5738
  %5756 = phi <16 x float> [ %5754, %5752 ], [ %5751, %5745 ], [ %5744, %5738 ]
  switch i64 %176, label %1239 [
    i64 1, label %5771
    i64 2, label %5764
    i64 3, label %5757
    i64 0, label %5793
  ]

5757:                                             ; preds = %5755
  %5758 = bitcast <16 x float> %5756 to <8 x i64>
  %5759 = and <8 x i64> %5758, %76
  %5760 = fcmp oeq <16 x float> %5756, %44
  %5761 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5756, i32 4)
  %5762 = bitcast <8 x i64> %5759 to <16 x float>
  %5763 = select <16 x i1> %5760, <16 x float> %5762, <16 x float> %5761
  br label %5774

5764:                                             ; preds = %5755
  %5765 = bitcast <16 x float> %5756 to <8 x i64>
  %5766 = or <8 x i64> %5765, %77
  %5767 = fcmp oeq <16 x float> %5756, %47
  %5768 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5756, i32 4)
  %5769 = bitcast <8 x i64> %5766 to <16 x float>
  %5770 = select <16 x i1> %5767, <16 x float> %5769, <16 x float> %5768
  br label %5774

5771:                                             ; preds = %5755
  %5772 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5737, <16 x i1> %738, <16 x float> zeroinitializer)
  %5773 = fadd <16 x float> %5756, %5772
  br label %5774

5774:                                             ; preds = %5771, %5764, %5757
  %5775 = phi <16 x float> [ %5773, %5771 ], [ %5770, %5764 ], [ %5763, %5757 ]
  switch i64 %178, label %1239 [
    i64 1, label %5790
    i64 2, label %5783
    i64 3, label %5776
    i64 0, label %5793
  ]

5776:                                             ; preds = %5774
  %5777 = bitcast <16 x float> %5775 to <8 x i64>
  %5778 = and <8 x i64> %5777, %76
  %5779 = fcmp oeq <16 x float> %5775, %44
  %5780 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5775, i32 4)
  %5781 = bitcast <8 x i64> %5778 to <16 x float>
  %5782 = select <16 x i1> %5779, <16 x float> %5781, <16 x float> %5780
  br label %5793

5783:                                             ; preds = %5774
  %5784 = bitcast <16 x float> %5775 to <8 x i64>
  %5785 = or <8 x i64> %5784, %77
  %5786 = fcmp oeq <16 x float> %5775, %47
  %5787 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5775, i32 4)
  %5788 = bitcast <8 x i64> %5785 to <16 x float>
  %5789 = select <16 x i1> %5786, <16 x float> %5788, <16 x float> %5787
  br label %5793

5790:                                             ; preds = %5774
  %5791 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5737, <16 x i1> %738, <16 x float> zeroinitializer)
  %5792 = fadd <16 x float> %5775, %5791
  br label %5793

5793:                                             ; preds = %5790, %5783, %5776, %5774, %5755, %5733
  %5794 = phi <16 x float> [ %5782, %5776 ], [ %5789, %5783 ], [ %5792, %5790 ], [ %5756, %5755 ], [ %5775, %5774 ], [ %5480, %5733 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5794, ptr align 1 %5736, <16 x i1> %738)
  %5795 = add i64 %5673, %740
  %5796 = getelementptr inbounds float, ptr %346, i64 %5795
  %5797 = getelementptr inbounds float, ptr %344, i64 %5795
  switch i64 %179, label %1239 [
    i64 1, label %5812
    i64 2, label %5805
    i64 3, label %5798
    i64 0, label %5856
  ]

5798:                                             ; preds = %5793
  %5799 = bitcast <16 x float> %5479 to <8 x i64>
  %5800 = and <8 x i64> %5799, %76
  %5801 = fcmp oeq <16 x float> %5479, %44
  %5802 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5479, i32 4)
  %5803 = bitcast <8 x i64> %5800 to <16 x float>
  %5804 = select <16 x i1> %5801, <16 x float> %5803, <16 x float> %5802
  br label %5815

5805:                                             ; preds = %5793
  %5806 = bitcast <16 x float> %5479 to <8 x i64>
  %5807 = or <8 x i64> %5806, %77
  %5808 = fcmp oeq <16 x float> %5479, %47
  %5809 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5479, i32 4)
  %5810 = bitcast <8 x i64> %5807 to <16 x float>
  %5811 = select <16 x i1> %5808, <16 x float> %5810, <16 x float> %5809
  br label %5815

5812:                                             ; preds = %5793
  %5813 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5797, <16 x i1> %741, <16 x float> zeroinitializer)
  %5814 = fadd <16 x float> %5479, %5813
  br label %5815

5815:                                             ; preds = %5812, %5805, %5798
  %5816 = phi <16 x float> [ %5814, %5812 ], [ %5811, %5805 ], [ %5804, %5798 ]
  switch i64 %181, label %1239 [
    i64 1, label %5831
    i64 2, label %5824
    i64 3, label %5817
    i64 0, label %5856
  ]

5817:                                             ; preds = %5815
  %5818 = bitcast <16 x float> %5816 to <8 x i64>
  %5819 = and <8 x i64> %5818, %76
  %5820 = fcmp oeq <16 x float> %5816, %44
  %5821 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5816, i32 4)
  %5822 = bitcast <8 x i64> %5819 to <16 x float>
  %5823 = select <16 x i1> %5820, <16 x float> %5822, <16 x float> %5821
  br label %5834

5824:                                             ; preds = %5815
  %5825 = bitcast <16 x float> %5816 to <8 x i64>
  %5826 = or <8 x i64> %5825, %77
  %5827 = fcmp oeq <16 x float> %5816, %47
  %5828 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5816, i32 4)
  %5829 = bitcast <8 x i64> %5826 to <16 x float>
  %5830 = select <16 x i1> %5827, <16 x float> %5829, <16 x float> %5828
  br label %5834

5831:                                             ; preds = %5815
  %5832 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5797, <16 x i1> %741, <16 x float> zeroinitializer)
  %5833 = fadd <16 x float> %5816, %5832
  br label %5834

5834:                                             ; preds = %5831, %5824, %5817
  %5835 = phi <16 x float> [ %5833, %5831 ], [ %5830, %5824 ], [ %5823, %5817 ]
  switch i64 %183, label %1239 [
    i64 1, label %5850
    i64 2, label %5843
    i64 3, label %5836
    i64 0, label %5856
  ]

5836:                                             ; preds = %5834
  %5837 = bitcast <16 x float> %5835 to <8 x i64>
  %5838 = and <8 x i64> %5837, %76
  %5839 = fcmp oeq <16 x float> %5835, %44
  %5840 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5835, i32 4)
  %5841 = bitcast <8 x i64> %5838 to <16 x float>
  %5842 = select <16 x i1> %5839, <16 x float> %5841, <16 x float> %5840
  br label %5856

5843:                                             ; preds = %5834
  %5844 = bitcast <16 x float> %5835 to <8 x i64>
  %5845 = or <8 x i64> %5844, %77
  %5846 = fcmp oeq <16 x float> %5835, %47
  %5847 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5835, i32 4)
  %5848 = bitcast <8 x i64> %5845 to <16 x float>
  %5849 = select <16 x i1> %5846, <16 x float> %5848, <16 x float> %5847
  br label %5856

5850:                                             ; preds = %5834
  %5851 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5797, <16 x i1> %741, <16 x float> zeroinitializer)
  %5852 = fadd <16 x float> %5835, %5851
  br label %5856

5853:                                             ; preds = %5668
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5481, ptr align 1 %5675, <16 x i1> %742)
  %5854 = getelementptr float, ptr %950, i64 %5673
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5480, ptr align 1 %5854, <16 x i1> %744)
  %5855 = getelementptr float, ptr %952, i64 %5673
  br label %5856

5856:                                             ; preds = %5853, %5850, %5843, %5836, %5834, %5815, %5793
  %5857 = phi ptr [ %5855, %5853 ], [ %5796, %5836 ], [ %5796, %5843 ], [ %5796, %5850 ], [ %5796, %5834 ], [ %5796, %5815 ], [ %5796, %5793 ]
  %5858 = phi <16 x i1> [ %746, %5853 ], [ %741, %5836 ], [ %741, %5843 ], [ %741, %5850 ], [ %741, %5834 ], [ %741, %5815 ], [ %741, %5793 ]
  %5859 = phi <16 x float> [ %5479, %5853 ], [ %5842, %5836 ], [ %5849, %5843 ], [ %5852, %5850 ], [ %5835, %5834 ], [ %5816, %5815 ], [ %5479, %5793 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5859, ptr align 1 %5857, <16 x i1> %5858)
  %5860 = or disjoint i64 %1041, 2
  %5861 = mul nsw i64 %5860, %48
  %5862 = add i64 %5861, %734
  %5863 = getelementptr inbounds float, ptr %346, i64 %5862
  br i1 %75, label %6041, label %5864

5864:                                             ; preds = %5856
  %5865 = getelementptr inbounds float, ptr %344, i64 %5862
  switch i64 %169, label %1239 [
    i64 1, label %5880
    i64 2, label %5873
    i64 3, label %5866
    i64 0, label %5921
  ]

5866:                                             ; preds = %5864
  %5867 = bitcast <16 x float> %5478 to <8 x i64>
  %5868 = and <8 x i64> %5867, %76
  %5869 = fcmp oeq <16 x float> %5478, %44
  %5870 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5478, i32 4)
  %5871 = bitcast <8 x i64> %5868 to <16 x float>
  %5872 = select <16 x i1> %5869, <16 x float> %5871, <16 x float> %5870
  br label %5883

5873:                                             ; preds = %5864
  %5874 = bitcast <16 x float> %5478 to <8 x i64>
  %5875 = or <8 x i64> %5874, %77
  %5876 = fcmp oeq <16 x float> %5478, %47
  %5877 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5478, i32 4)
  %5878 = bitcast <8 x i64> %5875 to <16 x float>
  %5879 = select <16 x i1> %5876, <16 x float> %5878, <16 x float> %5877
  br label %5883

5880:                                             ; preds = %5864
  %5881 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5865, <16 x i1> %735, <16 x float> zeroinitializer)
  %5882 = fadd <16 x float> %5478, %5881
  br label %5883

5883:                                             ; preds = %5880, %5873, %5866
  %5884 = phi <16 x float> [ %5882, %5880 ], [ %5879, %5873 ], [ %5872, %5866 ]
  switch i64 %171, label %1239 [
    i64 1, label %5899
    i64 2, label %5892
    i64 3, label %5885
    i64 0, label %5921
  ]

5885:                                             ; preds = %5883
  %5886 = bitcast <16 x float> %5884 to <8 x i64>
  %5887 = and <8 x i64> %5886, %76
  %5888 = fcmp oeq <16 x float> %5884, %44
  %5889 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5884, i32 4)
  %5890 = bitcast <8 x i64> %5887 to <16 x float>
  %5891 = select <16 x i1> %5888, <16 x float> %5890, <16 x float> %5889
  br label %5902

5892:                                             ; preds = %5883
  %5893 = bitcast <16 x float> %5884 to <8 x i64>
  %5894 = or <8 x i64> %5893, %77
  %5895 = fcmp oeq <16 x float> %5884, %47
  %5896 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5884, i32 4)
  %5897 = bitcast <8 x i64> %5894 to <16 x float>
  %5898 = select <16 x i1> %5895, <16 x float> %5897, <16 x float> %5896
  br label %5902

5899:                                             ; preds = %5883
  %5900 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5865, <16 x i1> %735, <16 x float> zeroinitializer)
  %5901 = fadd <16 x float> %5884, %5900
  br label %5902

5902:                                             ; preds = %5899, %5892, %5885
  %5903 = phi <16 x float> [ %5901, %5899 ], [ %5898, %5892 ], [ %5891, %5885 ]
  switch i64 %173, label %1239 [
    i64 1, label %5918
    i64 2, label %5911
    i64 3, label %5904
    i64 0, label %5921
  ]

5904:                                             ; preds = %5902
  %5905 = bitcast <16 x float> %5903 to <8 x i64>
  %5906 = and <8 x i64> %5905, %76
  %5907 = fcmp oeq <16 x float> %5903, %44
  %5908 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5903, i32 4)
  %5909 = bitcast <8 x i64> %5906 to <16 x float>
  %5910 = select <16 x i1> %5907, <16 x float> %5909, <16 x float> %5908
  br label %5921

5911:                                             ; preds = %5902
  %5912 = bitcast <16 x float> %5903 to <8 x i64>
  %5913 = or <8 x i64> %5912, %77
  %5914 = fcmp oeq <16 x float> %5903, %47
  %5915 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5903, i32 4)
  %5916 = bitcast <8 x i64> %5913 to <16 x float>
  %5917 = select <16 x i1> %5914, <16 x float> %5916, <16 x float> %5915
  br label %5921

5918:                                             ; preds = %5902
  %5919 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5865, <16 x i1> %735, <16 x float> zeroinitializer)
  %5920 = fadd <16 x float> %5903, %5919
  br label %5921

5921:                                             ; preds = %5918, %5911, %5904, %5902, %5883, %5864
  %5922 = phi <16 x float> [ %5910, %5904 ], [ %5917, %5911 ], [ %5920, %5918 ], [ %5884, %5883 ], [ %5903, %5902 ], [ %5478, %5864 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5922, ptr align 1 %5863, <16 x i1> %735)
  %5923 = add i64 %5861, %737
  %5924 = getelementptr inbounds float, ptr %346, i64 %5923
  %5925 = getelementptr inbounds float, ptr %344, i64 %5923
  switch i64 %174, label %1239 [
    i64 1, label %5940
    i64 2, label %5933
    i64 3, label %5926
    i64 0, label %5981
  ]

5926:                                             ; preds = %5921
  %5927 = bitcast <16 x float> %5477 to <8 x i64>
  %5928 = and <8 x i64> %5927, %76
  %5929 = fcmp oeq <16 x float> %5477, %44
  %5930 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5477, i32 4)
  %5931 = bitcast <8 x i64> %5928 to <16 x float>
  %5932 = select <16 x i1> %5929, <16 x float> %5931, <16 x float> %5930
  br label %5943

5933:                                             ; preds = %5921
  %5934 = bitcast <16 x float> %5477 to <8 x i64>
  %5935 = or <8 x i64> %5934, %77
  %5936 = fcmp oeq <16 x float> %5477, %47
  %5937 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5477, i32 4)
  %5938 = bitcast <8 x i64> %5935 to <16 x float>
  %5939 = select <16 x i1> %5936, <16 x float> %5938, <16 x float> %5937
  br label %5943

5940:                                             ; preds = %5921
  %5941 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5925, <16 x i1> %738, <16 x float> zeroinitializer)
  %5942 = fadd <16 x float> %5477, %5941
  br label %5943

5943:                                             ; preds = %5940, %5933, %5926
  %5944 = phi <16 x float> [ %5942, %5940 ], [ %5939, %5933 ], [ %5932, %5926 ]
  switch i64 %176, label %1239 [
    i64 1, label %5959
    i64 2, label %5952
    i64 3, label %5945
    i64 0, label %5981
  ]

5945:                                             ; preds = %5943
  %5946 = bitcast <16 x float> %5944 to <8 x i64>
  %5947 = and <8 x i64> %5946, %76
  %5948 = fcmp oeq <16 x float> %5944, %44
  %5949 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5944, i32 4)
  %5950 = bitcast <8 x i64> %5947 to <16 x float>
  %5951 = select <16 x i1> %5948, <16 x float> %5950, <16 x float> %5949
  br label %5962

5952:                                             ; preds = %5943
  %5953 = bitcast <16 x float> %5944 to <8 x i64>
  %5954 = or <8 x i64> %5953, %77
  %5955 = fcmp oeq <16 x float> %5944, %47
  %5956 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5944, i32 4)
  %5957 = bitcast <8 x i64> %5954 to <16 x float>
  %5958 = select <16 x i1> %5955, <16 x float> %5957, <16 x float> %5956
  br label %5962

5959:                                             ; preds = %5943
  %5960 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5925, <16 x i1> %738, <16 x float> zeroinitializer)
  %5961 = fadd <16 x float> %5944, %5960
  br label %5962

5962:                                             ; preds = %5959, %5952, %5945
  %5963 = phi <16 x float> [ %5961, %5959 ], [ %5958, %5952 ], [ %5951, %5945 ]
  switch i64 %178, label %1239 [
    i64 1, label %5978
    i64 2, label %5971
    i64 3, label %5964
    i64 0, label %5981
  ]

5964:                                             ; preds = %5962
  %5965 = bitcast <16 x float> %5963 to <8 x i64>
  %5966 = and <8 x i64> %5965, %76
  %5967 = fcmp oeq <16 x float> %5963, %44
  %5968 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5963, i32 4)
  %5969 = bitcast <8 x i64> %5966 to <16 x float>
  %5970 = select <16 x i1> %5967, <16 x float> %5969, <16 x float> %5968
  br label %5981

5971:                                             ; preds = %5962
  %5972 = bitcast <16 x float> %5963 to <8 x i64>
  %5973 = or <8 x i64> %5972, %77
  %5974 = fcmp oeq <16 x float> %5963, %47
  %5975 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5963, i32 4)
  %5976 = bitcast <8 x i64> %5973 to <16 x float>
  %5977 = select <16 x i1> %5974, <16 x float> %5976, <16 x float> %5975
  br label %5981

5978:                                             ; preds = %5962
  %5979 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5925, <16 x i1> %738, <16 x float> zeroinitializer)
  %5980 = fadd <16 x float> %5963, %5979
  br label %5981

5981:                                             ; preds = %5978, %5971, %5964, %5962, %5943, %5921
  %5982 = phi <16 x float> [ %5970, %5964 ], [ %5977, %5971 ], [ %5980, %5978 ], [ %5944, %5943 ], [ %5963, %5962 ], [ %5477, %5921 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5982, ptr align 1 %5924, <16 x i1> %738)
  %5983 = add i64 %5861, %740
  %5984 = getelementptr inbounds float, ptr %346, i64 %5983
  %5985 = getelementptr inbounds float, ptr %344, i64 %5983
  switch i64 %179, label %1239 [
    i64 1, label %6000
    i64 2, label %5993
    i64 3, label %5986
    i64 0, label %6044
  ]

5986:                                             ; preds = %5981
  %5987 = bitcast <16 x float> %5476 to <8 x i64>
  %5988 = and <8 x i64> %5987, %76
  %5989 = fcmp oeq <16 x float> %5476, %44
  %5990 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5476, i32 4)
  %5991 = bitcast <8 x i64> %5988 to <16 x float>
  %5992 = select <16 x i1> %5989, <16 x float> %5991, <16 x float> %5990
  br label %6003

5993:                                             ; preds = %5981
  %5994 = bitcast <16 x float> %5476 to <8 x i64>
  %5995 = or <8 x i64> %5994, %77
  %5996 = fcmp oeq <16 x float> %5476, %47
  %5997 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5476, i32 4)
  %5998 = bitcast <8 x i64> %5995 to <16 x float>
  %5999 = select <16 x i1> %5996, <16 x float> %5998, <16 x float> %5997
  br label %6003

6000:                                             ; preds = %5981
  %6001 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5985, <16 x i1> %741, <16 x float> zeroinitializer)
  %6002 = fadd <16 x float> %5476, %6001
  br label %6003

6003:                                             ; preds = %6000, %5993, %5986
  %6004 = phi <16 x float> [ %6002, %6000 ], [ %5999, %5993 ], [ %5992, %5986 ]
  switch i64 %181, label %1239 [
    i64 1, label %6019
    i64 2, label %6012
    i64 3, label %6005
    i64 0, label %6044
  ]

6005:                                             ; preds = %6003
  %6006 = bitcast <16 x float> %6004 to <8 x i64>
  %6007 = and <8 x i64> %6006, %76
  %6008 = fcmp oeq <16 x float> %6004, %44
  %6009 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6004, i32 4)
  %6010 = bitcast <8 x i64> %6007 to <16 x float>
  %6011 = select <16 x i1> %6008, <16 x float> %6010, <16 x float> %6009
  br label %6022

6012:                                             ; preds = %6003
  %6013 = bitcast <16 x float> %6004 to <8 x i64>
  %6014 = or <8 x i64> %6013, %77
  %6015 = fcmp oeq <16 x float> %6004, %47
  %6016 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6004, i32 4)
  %6017 = bitcast <8 x i64> %6014 to <16 x float>
  %6018 = select <16 x i1> %6015, <16 x float> %6017, <16 x float> %6016
  br label %6022

6019:                                             ; preds = %6003
  %6020 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5985, <16 x i1> %741, <16 x float> zeroinitializer)
  %6021 = fadd <16 x float> %6004, %6020
  br label %6022

6022:                                             ; preds = %6019, %6012, %6005
  %6023 = phi <16 x float> [ %6021, %6019 ], [ %6018, %6012 ], [ %6011, %6005 ]
  switch i64 %183, label %1239 [
    i64 1, label %6038
    i64 2, label %6031
    i64 3, label %6024
    i64 0, label %6044
  ]

6024:                                             ; preds = %6022
  %6025 = bitcast <16 x float> %6023 to <8 x i64>
  %6026 = and <8 x i64> %6025, %76
  %6027 = fcmp oeq <16 x float> %6023, %44
  %6028 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6023, i32 4)
  %6029 = bitcast <8 x i64> %6026 to <16 x float>
  %6030 = select <16 x i1> %6027, <16 x float> %6029, <16 x float> %6028
  br label %6044

6031:                                             ; preds = %6022
  %6032 = bitcast <16 x float> %6023 to <8 x i64>
  %6033 = or <8 x i64> %6032, %77
  %6034 = fcmp oeq <16 x float> %6023, %47
  %6035 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6023, i32 4)
  %6036 = bitcast <8 x i64> %6033 to <16 x float>
  %6037 = select <16 x i1> %6034, <16 x float> %6036, <16 x float> %6035
  br label %6044

6038:                                             ; preds = %6022
  %6039 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %5985, <16 x i1> %741, <16 x float> zeroinitializer)
  %6040 = fadd <16 x float> %6023, %6039
  br label %6044

6041:                                             ; preds = %5856
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5478, ptr align 1 %5863, <16 x i1> %742)
  %6042 = getelementptr float, ptr %954, i64 %5861
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5477, ptr align 1 %6042, <16 x i1> %744)
  %6043 = getelementptr float, ptr %956, i64 %5861
  br label %6044

6044:                                             ; preds = %6041, %6038, %6031, %6024, %6022, %6003, %5981
  %6045 = phi ptr [ %6043, %6041 ], [ %5984, %6024 ], [ %5984, %6031 ], [ %5984, %6038 ], [ %5984, %6022 ], [ %5984, %6003 ], [ %5984, %5981 ]
  %6046 = phi <16 x i1> [ %746, %6041 ], [ %741, %6024 ], [ %741, %6031 ], [ %741, %6038 ], [ %741, %6022 ], [ %741, %6003 ], [ %741, %5981 ]
  %6047 = phi <16 x float> [ %5476, %6041 ], [ %6030, %6024 ], [ %6037, %6031 ], [ %6040, %6038 ], [ %6023, %6022 ], [ %6004, %6003 ], [ %5476, %5981 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6047, ptr align 1 %6045, <16 x i1> %6046)
  %6048 = or disjoint i64 %1041, 3
  %6049 = mul nsw i64 %6048, %48
  %6050 = add i64 %6049, %734
  %6051 = getelementptr inbounds float, ptr %346, i64 %6050
  br i1 %75, label %6229, label %6052

6052:                                             ; preds = %6044
  %6053 = getelementptr inbounds float, ptr %344, i64 %6050
  switch i64 %169, label %1239 [
    i64 1, label %6068
    i64 2, label %6061
    i64 3, label %6054
    i64 0, label %6109
  ]

6054:                                             ; preds = %6052
  %6055 = bitcast <16 x float> %5475 to <8 x i64>
  %6056 = and <8 x i64> %6055, %76
  %6057 = fcmp oeq <16 x float> %5475, %44
  %6058 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5475, i32 4)
  %6059 = bitcast <8 x i64> %6056 to <16 x float>
  %6060 = select <16 x i1> %6057, <16 x float> %6059, <16 x float> %6058
  br label %6071

6061:                                             ; preds = %6052
  %6062 = bitcast <16 x float> %5475 to <8 x i64>
  %6063 = or <8 x i64> %6062, %77
  %6064 = fcmp oeq <16 x float> %5475, %47
  %6065 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5475, i32 4)
  %6066 = bitcast <8 x i64> %6063 to <16 x float>
  %6067 = select <16 x i1> %6064, <16 x float> %6066, <16 x float> %6065
  br label %6071

6068:                                             ; preds = %6052
  %6069 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6053, <16 x i1> %735, <16 x float> zeroinitializer)
  %6070 = fadd <16 x float> %5475, %6069
  br label %6071

6071:                                             ; preds = %6068, %6061, %6054
  %6072 = phi <16 x float> [ %6070, %6068 ], [ %6067, %6061 ], [ %6060, %6054 ]
  switch i64 %171, label %1239 [
    i64 1, label %6087
    i64 2, label %6080
    i64 3, label %6073
    i64 0, label %6109
  ]

6073:                                             ; preds = %6071
  %6074 = bitcast <16 x float> %6072 to <8 x i64>
  %6075 = and <8 x i64> %6074, %76
  %6076 = fcmp oeq <16 x float> %6072, %44
  %6077 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6072, i32 4)
  %6078 = bitcast <8 x i64> %6075 to <16 x float>
  %6079 = select <16 x i1> %6076, <16 x float> %6078, <16 x float> %6077
  br label %6090

6080:                                             ; preds = %6071
  %6081 = bitcast <16 x float> %6072 to <8 x i64>
  %6082 = or <8 x i64> %6081, %77
  %6083 = fcmp oeq <16 x float> %6072, %47
  %6084 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6072, i32 4)
  %6085 = bitcast <8 x i64> %6082 to <16 x float>
  %6086 = select <16 x i1> %6083, <16 x float> %6085, <16 x float> %6084
  br label %6090

6087:                                             ; preds = %6071
  %6088 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6053, <16 x i1> %735, <16 x float> zeroinitializer)
  %6089 = fadd <16 x float> %6072, %6088
  br label %6090

6090:                                             ; preds = %6087, %6080, %6073
  %6091 = phi <16 x float> [ %6089, %6087 ], [ %6086, %6080 ], [ %6079, %6073 ]
  switch i64 %173, label %1239 [
    i64 1, label %6106
    i64 2, label %6099
    i64 3, label %6092
    i64 0, label %6109
  ]

6092:                                             ; preds = %6090
  %6093 = bitcast <16 x float> %6091 to <8 x i64>
  %6094 = and <8 x i64> %6093, %76
  %6095 = fcmp oeq <16 x float> %6091, %44
  %6096 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6091, i32 4)
  %6097 = bitcast <8 x i64> %6094 to <16 x float>
  %6098 = select <16 x i1> %6095, <16 x float> %6097, <16 x float> %6096
  br label %6109

6099:                                             ; preds = %6090
  %6100 = bitcast <16 x float> %6091 to <8 x i64>
  %6101 = or <8 x i64> %6100, %77
  %6102 = fcmp oeq <16 x float> %6091, %47
  %6103 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6091, i32 4)
  %6104 = bitcast <8 x i64> %6101 to <16 x float>
  %6105 = select <16 x i1> %6102, <16 x float> %6104, <16 x float> %6103
  br label %6109

6106:                                             ; preds = %6090
  %6107 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6053, <16 x i1> %735, <16 x float> zeroinitializer)
  %6108 = fadd <16 x float> %6091, %6107
  br label %6109

6109:                                             ; preds = %6106, %6099, %6092, %6090, %6071, %6052
  %6110 = phi <16 x float> [ %6098, %6092 ], [ %6105, %6099 ], [ %6108, %6106 ], [ %6072, %6071 ], [ %6091, %6090 ], [ %5475, %6052 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6110, ptr align 1 %6051, <16 x i1> %735)
  %6111 = add i64 %6049, %737
  %6112 = getelementptr inbounds float, ptr %346, i64 %6111
  %6113 = getelementptr inbounds float, ptr %344, i64 %6111
  switch i64 %174, label %1239 [
    i64 1, label %6128
    i64 2, label %6121
    i64 3, label %6114
    i64 0, label %6169
  ]

6114:                                             ; preds = %6109
  %6115 = bitcast <16 x float> %5474 to <8 x i64>
  %6116 = and <8 x i64> %6115, %76
  %6117 = fcmp oeq <16 x float> %5474, %44
  %6118 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5474, i32 4)
  %6119 = bitcast <8 x i64> %6116 to <16 x float>
  %6120 = select <16 x i1> %6117, <16 x float> %6119, <16 x float> %6118
  br label %6131

6121:                                             ; preds = %6109
  %6122 = bitcast <16 x float> %5474 to <8 x i64>
  %6123 = or <8 x i64> %6122, %77
  %6124 = fcmp oeq <16 x float> %5474, %47
  %6125 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5474, i32 4)
  %6126 = bitcast <8 x i64> %6123 to <16 x float>
  %6127 = select <16 x i1> %6124, <16 x float> %6126, <16 x float> %6125
  br label %6131

6128:                                             ; preds = %6109
  %6129 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6113, <16 x i1> %738, <16 x float> zeroinitializer)
  %6130 = fadd <16 x float> %5474, %6129
  br label %6131

6131:                                             ; preds = %6128, %6121, %6114
  %6132 = phi <16 x float> [ %6130, %6128 ], [ %6127, %6121 ], [ %6120, %6114 ]
  switch i64 %176, label %1239 [
    i64 1, label %6147
    i64 2, label %6140
    i64 3, label %6133
    i64 0, label %6169
  ]

6133:                                             ; preds = %6131
  %6134 = bitcast <16 x float> %6132 to <8 x i64>
  %6135 = and <8 x i64> %6134, %76
  %6136 = fcmp oeq <16 x float> %6132, %44
  %6137 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6132, i32 4)
  %6138 = bitcast <8 x i64> %6135 to <16 x float>
  %6139 = select <16 x i1> %6136, <16 x float> %6138, <16 x float> %6137
  br label %6150

6140:                                             ; preds = %6131
  %6141 = bitcast <16 x float> %6132 to <8 x i64>
  %6142 = or <8 x i64> %6141, %77
  %6143 = fcmp oeq <16 x float> %6132, %47
  %6144 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6132, i32 4)
  %6145 = bitcast <8 x i64> %6142 to <16 x float>
  %6146 = select <16 x i1> %6143, <16 x float> %6145, <16 x float> %6144
  br label %6150

6147:                                             ; preds = %6131
  %6148 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6113, <16 x i1> %738, <16 x float> zeroinitializer)
  %6149 = fadd <16 x float> %6132, %6148
  br label %6150

6150:                                             ; preds = %6147, %6140, %6133
  %6151 = phi <16 x float> [ %6149, %6147 ], [ %6146, %6140 ], [ %6139, %6133 ]
  switch i64 %178, label %1239 [
    i64 1, label %6166
    i64 2, label %6159
    i64 3, label %6152
    i64 0, label %6169
  ]

6152:                                             ; preds = %6150
  %6153 = bitcast <16 x float> %6151 to <8 x i64>
  %6154 = and <8 x i64> %6153, %76
  %6155 = fcmp oeq <16 x float> %6151, %44
  %6156 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6151, i32 4)
  %6157 = bitcast <8 x i64> %6154 to <16 x float>
  %6158 = select <16 x i1> %6155, <16 x float> %6157, <16 x float> %6156
  br label %6169

6159:                                             ; preds = %6150
  %6160 = bitcast <16 x float> %6151 to <8 x i64>
  %6161 = or <8 x i64> %6160, %77
  %6162 = fcmp oeq <16 x float> %6151, %47
  %6163 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6151, i32 4)
  %6164 = bitcast <8 x i64> %6161 to <16 x float>
  %6165 = select <16 x i1> %6162, <16 x float> %6164, <16 x float> %6163
  br label %6169

6166:                                             ; preds = %6150
  %6167 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6113, <16 x i1> %738, <16 x float> zeroinitializer)
  %6168 = fadd <16 x float> %6151, %6167
  br label %6169

6169:                                             ; preds = %6166, %6159, %6152, %6150, %6131, %6109
  %6170 = phi <16 x float> [ %6158, %6152 ], [ %6165, %6159 ], [ %6168, %6166 ], [ %6132, %6131 ], [ %6151, %6150 ], [ %5474, %6109 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6170, ptr align 1 %6112, <16 x i1> %738)
  %6171 = add i64 %6049, %740
  %6172 = getelementptr inbounds float, ptr %346, i64 %6171
  %6173 = getelementptr inbounds float, ptr %344, i64 %6171
  switch i64 %179, label %1239 [
    i64 1, label %6188
    i64 2, label %6181
    i64 3, label %6174
    i64 0, label %6232
  ]

6174:                                             ; preds = %6169
  %6175 = bitcast <16 x float> %5473 to <8 x i64>
  %6176 = and <8 x i64> %6175, %76
  %6177 = fcmp oeq <16 x float> %5473, %44
  %6178 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5473, i32 4)
  %6179 = bitcast <8 x i64> %6176 to <16 x float>
  %6180 = select <16 x i1> %6177, <16 x float> %6179, <16 x float> %6178
  br label %6191

6181:                                             ; preds = %6169
  %6182 = bitcast <16 x float> %5473 to <8 x i64>
  %6183 = or <8 x i64> %6182, %77
  %6184 = fcmp oeq <16 x float> %5473, %47
  %6185 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5473, i32 4)
  %6186 = bitcast <8 x i64> %6183 to <16 x float>
  %6187 = select <16 x i1> %6184, <16 x float> %6186, <16 x float> %6185
  br label %6191

6188:                                             ; preds = %6169
  %6189 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6173, <16 x i1> %741, <16 x float> zeroinitializer)
  %6190 = fadd <16 x float> %5473, %6189
  br label %6191

6191:                                             ; preds = %6188, %6181, %6174
  %6192 = phi <16 x float> [ %6190, %6188 ], [ %6187, %6181 ], [ %6180, %6174 ]
  switch i64 %181, label %1239 [
    i64 1, label %6207
    i64 2, label %6200
    i64 3, label %6193
    i64 0, label %6232
  ]

6193:                                             ; preds = %6191
  %6194 = bitcast <16 x float> %6192 to <8 x i64>
  %6195 = and <8 x i64> %6194, %76
  %6196 = fcmp oeq <16 x float> %6192, %44
  %6197 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6192, i32 4)
  %6198 = bitcast <8 x i64> %6195 to <16 x float>
  %6199 = select <16 x i1> %6196, <16 x float> %6198, <16 x float> %6197
  br label %6210

6200:                                             ; preds = %6191
  %6201 = bitcast <16 x float> %6192 to <8 x i64>
  %6202 = or <8 x i64> %6201, %77
  %6203 = fcmp oeq <16 x float> %6192, %47
  %6204 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6192, i32 4)
  %6205 = bitcast <8 x i64> %6202 to <16 x float>
  %6206 = select <16 x i1> %6203, <16 x float> %6205, <16 x float> %6204
  br label %6210

6207:                                             ; preds = %6191
  %6208 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6173, <16 x i1> %741, <16 x float> zeroinitializer)
  %6209 = fadd <16 x float> %6192, %6208
  br label %6210

6210:                                             ; preds = %6207, %6200, %6193
  %6211 = phi <16 x float> [ %6209, %6207 ], [ %6206, %6200 ], [ %6199, %6193 ]
  switch i64 %183, label %1239 [
    i64 1, label %6226
    i64 2, label %6219
    i64 3, label %6212
    i64 0, label %6232
  ]

6212:                                             ; preds = %6210
  %6213 = bitcast <16 x float> %6211 to <8 x i64>
  %6214 = and <8 x i64> %6213, %76
  %6215 = fcmp oeq <16 x float> %6211, %44
  %6216 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6211, i32 4)
  %6217 = bitcast <8 x i64> %6214 to <16 x float>
  %6218 = select <16 x i1> %6215, <16 x float> %6217, <16 x float> %6216
  br label %6232

6219:                                             ; preds = %6210
  %6220 = bitcast <16 x float> %6211 to <8 x i64>
  %6221 = or <8 x i64> %6220, %77
  %6222 = fcmp oeq <16 x float> %6211, %47
  %6223 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6211, i32 4)
  %6224 = bitcast <8 x i64> %6221 to <16 x float>
  %6225 = select <16 x i1> %6222, <16 x float> %6224, <16 x float> %6223
  br label %6232

6226:                                             ; preds = %6210
  %6227 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6173, <16 x i1> %741, <16 x float> zeroinitializer)
  %6228 = fadd <16 x float> %6211, %6227
  br label %6232

6229:                                             ; preds = %6044
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5475, ptr align 1 %6051, <16 x i1> %742)
  %6230 = getelementptr float, ptr %958, i64 %6049
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5474, ptr align 1 %6230, <16 x i1> %744)
  %6231 = getelementptr float, ptr %960, i64 %6049
  br label %6232

6232:                                             ; preds = %6229, %6226, %6219, %6212, %6210, %6191, %6169
  %6233 = phi ptr [ %6231, %6229 ], [ %6172, %6212 ], [ %6172, %6219 ], [ %6172, %6226 ], [ %6172, %6210 ], [ %6172, %6191 ], [ %6172, %6169 ]
  %6234 = phi <16 x i1> [ %746, %6229 ], [ %741, %6212 ], [ %741, %6219 ], [ %741, %6226 ], [ %741, %6210 ], [ %741, %6191 ], [ %741, %6169 ]
  %6235 = phi <16 x float> [ %5473, %6229 ], [ %6218, %6212 ], [ %6225, %6219 ], [ %6228, %6226 ], [ %6211, %6210 ], [ %6192, %6191 ], [ %5473, %6169 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6235, ptr align 1 %6233, <16 x i1> %6234)
  %6236 = or disjoint i64 %1041, 4
  %6237 = mul nsw i64 %6236, %48
  %6238 = add i64 %6237, %734
  %6239 = getelementptr inbounds float, ptr %346, i64 %6238
  br i1 %75, label %6417, label %6240

6240:                                             ; preds = %6232
  %6241 = getelementptr inbounds float, ptr %344, i64 %6238
  switch i64 %169, label %1239 [
    i64 1, label %6256
    i64 2, label %6249
    i64 3, label %6242
    i64 0, label %6297
  ]

6242:                                             ; preds = %6240
  %6243 = bitcast <16 x float> %5472 to <8 x i64>
  %6244 = and <8 x i64> %6243, %76
  %6245 = fcmp oeq <16 x float> %5472, %44
  %6246 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5472, i32 4)
  %6247 = bitcast <8 x i64> %6244 to <16 x float>
  %6248 = select <16 x i1> %6245, <16 x float> %6247, <16 x float> %6246
  br label %6259

6249:                                             ; preds = %6240
  %6250 = bitcast <16 x float> %5472 to <8 x i64>
  %6251 = or <8 x i64> %6250, %77
  %6252 = fcmp oeq <16 x float> %5472, %47
  %6253 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5472, i32 4)
  %6254 = bitcast <8 x i64> %6251 to <16 x float>
  %6255 = select <16 x i1> %6252, <16 x float> %6254, <16 x float> %6253
  br label %6259

6256:                                             ; preds = %6240
  %6257 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6241, <16 x i1> %735, <16 x float> zeroinitializer)
  %6258 = fadd <16 x float> %5472, %6257
  br label %6259

6259:                                             ; preds = %6256, %6249, %6242
  %6260 = phi <16 x float> [ %6258, %6256 ], [ %6255, %6249 ], [ %6248, %6242 ]
  switch i64 %171, label %1239 [
    i64 1, label %6275
    i64 2, label %6268
    i64 3, label %6261
    i64 0, label %6297
  ]

6261:                                             ; preds = %6259
  %6262 = bitcast <16 x float> %6260 to <8 x i64>
  %6263 = and <8 x i64> %6262, %76
  %6264 = fcmp oeq <16 x float> %6260, %44
  %6265 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6260, i32 4)
  %6266 = bitcast <8 x i64> %6263 to <16 x float>
  %6267 = select <16 x i1> %6264, <16 x float> %6266, <16 x float> %6265
  br label %6278

6268:                                             ; preds = %6259
  %6269 = bitcast <16 x float> %6260 to <8 x i64>
  %6270 = or <8 x i64> %6269, %77
  %6271 = fcmp oeq <16 x float> %6260, %47
  %6272 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6260, i32 4)
  %6273 = bitcast <8 x i64> %6270 to <16 x float>
  %6274 = select <16 x i1> %6271, <16 x float> %6273, <16 x float> %6272
  br label %6278

6275:                                             ; preds = %6259
  %6276 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6241, <16 x i1> %735, <16 x float> zeroinitializer)
  %6277 = fadd <16 x float> %6260, %6276
  br label %6278

6278:                                             ; preds = %6275, %6268, %6261
  %6279 = phi <16 x float> [ %6277, %6275 ], [ %6274, %6268 ], [ %6267, %6261 ]
  switch i64 %173, label %1239 [
    i64 1, label %6294
    i64 2, label %6287
    i64 3, label %6280
    i64 0, label %6297
  ]

6280:                                             ; preds = %6278
  %6281 = bitcast <16 x float> %6279 to <8 x i64>
  %6282 = and <8 x i64> %6281, %76
  %6283 = fcmp oeq <16 x float> %6279, %44
  %6284 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6279, i32 4)
  %6285 = bitcast <8 x i64> %6282 to <16 x float>
  %6286 = select <16 x i1> %6283, <16 x float> %6285, <16 x float> %6284
  br label %6297

6287:                                             ; preds = %6278
  %6288 = bitcast <16 x float> %6279 to <8 x i64>
  %6289 = or <8 x i64> %6288, %77
  %6290 = fcmp oeq <16 x float> %6279, %47
  %6291 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6279, i32 4)
  %6292 = bitcast <8 x i64> %6289 to <16 x float>
  %6293 = select <16 x i1> %6290, <16 x float> %6292, <16 x float> %6291
  br label %6297

6294:                                             ; preds = %6278
  %6295 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6241, <16 x i1> %735, <16 x float> zeroinitializer)
  %6296 = fadd <16 x float> %6279, %6295
  br label %6297

6297:                                             ; preds = %6294, %6287, %6280, %6278, %6259, %6240
  %6298 = phi <16 x float> [ %6286, %6280 ], [ %6293, %6287 ], [ %6296, %6294 ], [ %6260, %6259 ], [ %6279, %6278 ], [ %5472, %6240 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6298, ptr align 1 %6239, <16 x i1> %735)
  %6299 = add i64 %6237, %737
  %6300 = getelementptr inbounds float, ptr %346, i64 %6299
  %6301 = getelementptr inbounds float, ptr %344, i64 %6299
  switch i64 %174, label %1239 [
    i64 1, label %6316
    i64 2, label %6309
    i64 3, label %6302
    i64 0, label %6357
  ]

6302:                                             ; preds = %6297
  %6303 = bitcast <16 x float> %5471 to <8 x i64>
  %6304 = and <8 x i64> %6303, %76
  %6305 = fcmp oeq <16 x float> %5471, %44
  %6306 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5471, i32 4)
  %6307 = bitcast <8 x i64> %6304 to <16 x float>
  %6308 = select <16 x i1> %6305, <16 x float> %6307, <16 x float> %6306
  br label %6319

6309:                                             ; preds = %6297
  %6310 = bitcast <16 x float> %5471 to <8 x i64>
  %6311 = or <8 x i64> %6310, %77
  %6312 = fcmp oeq <16 x float> %5471, %47
  %6313 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5471, i32 4)
  %6314 = bitcast <8 x i64> %6311 to <16 x float>
  %6315 = select <16 x i1> %6312, <16 x float> %6314, <16 x float> %6313
  br label %6319

6316:                                             ; preds = %6297
  %6317 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6301, <16 x i1> %738, <16 x float> zeroinitializer)
  %6318 = fadd <16 x float> %5471, %6317
  br label %6319

6319:                                             ; preds = %6316, %6309, %6302
  %6320 = phi <16 x float> [ %6318, %6316 ], [ %6315, %6309 ], [ %6308, %6302 ]
  switch i64 %176, label %1239 [
    i64 1, label %6335
    i64 2, label %6328
    i64 3, label %6321
    i64 0, label %6357
  ]

6321:                                             ; preds = %6319
  %6322 = bitcast <16 x float> %6320 to <8 x i64>
  %6323 = and <8 x i64> %6322, %76
  %6324 = fcmp oeq <16 x float> %6320, %44
  %6325 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6320, i32 4)
  %6326 = bitcast <8 x i64> %6323 to <16 x float>
  %6327 = select <16 x i1> %6324, <16 x float> %6326, <16 x float> %6325
  br label %6338

6328:                                             ; preds = %6319
  %6329 = bitcast <16 x float> %6320 to <8 x i64>
  %6330 = or <8 x i64> %6329, %77
  %6331 = fcmp oeq <16 x float> %6320, %47
  %6332 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6320, i32 4)
  %6333 = bitcast <8 x i64> %6330 to <16 x float>
  %6334 = select <16 x i1> %6331, <16 x float> %6333, <16 x float> %6332
  br label %6338

6335:                                             ; preds = %6319
  %6336 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6301, <16 x i1> %738, <16 x float> zeroinitializer)
  %6337 = fadd <16 x float> %6320, %6336
  br label %6338

6338:                                             ; preds = %6335, %6328, %6321
  %6339 = phi <16 x float> [ %6337, %6335 ], [ %6334, %6328 ], [ %6327, %6321 ]
  switch i64 %178, label %1239 [
    i64 1, label %6354
    i64 2, label %6347
    i64 3, label %6340
    i64 0, label %6357
  ]

6340:                                             ; preds = %6338
  %6341 = bitcast <16 x float> %6339 to <8 x i64>
  %6342 = and <8 x i64> %6341, %76
  %6343 = fcmp oeq <16 x float> %6339, %44
  %6344 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6339, i32 4)
  %6345 = bitcast <8 x i64> %6342 to <16 x float>
  %6346 = select <16 x i1> %6343, <16 x float> %6345, <16 x float> %6344
  br label %6357

6347:                                             ; preds = %6338
  %6348 = bitcast <16 x float> %6339 to <8 x i64>
  %6349 = or <8 x i64> %6348, %77
  %6350 = fcmp oeq <16 x float> %6339, %47
  %6351 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6339, i32 4)
  %6352 = bitcast <8 x i64> %6349 to <16 x float>
  %6353 = select <16 x i1> %6350, <16 x float> %6352, <16 x float> %6351
  br label %6357

6354:                                             ; preds = %6338
  %6355 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6301, <16 x i1> %738, <16 x float> zeroinitializer)
  %6356 = fadd <16 x float> %6339, %6355
  br label %6357

6357:                                             ; preds = %6354, %6347, %6340, %6338, %6319, %6297
  %6358 = phi <16 x float> [ %6346, %6340 ], [ %6353, %6347 ], [ %6356, %6354 ], [ %6320, %6319 ], [ %6339, %6338 ], [ %5471, %6297 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6358, ptr align 1 %6300, <16 x i1> %738)
  %6359 = add i64 %6237, %740
  %6360 = getelementptr inbounds float, ptr %346, i64 %6359
  %6361 = getelementptr inbounds float, ptr %344, i64 %6359
  switch i64 %179, label %1239 [
    i64 1, label %6376
    i64 2, label %6369
    i64 3, label %6362
    i64 0, label %6420
  ]

6362:                                             ; preds = %6357
  %6363 = bitcast <16 x float> %5470 to <8 x i64>
  %6364 = and <8 x i64> %6363, %76
  %6365 = fcmp oeq <16 x float> %5470, %44
  %6366 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5470, i32 4)
  %6367 = bitcast <8 x i64> %6364 to <16 x float>
  %6368 = select <16 x i1> %6365, <16 x float> %6367, <16 x float> %6366
  br label %6379

6369:                                             ; preds = %6357
  %6370 = bitcast <16 x float> %5470 to <8 x i64>
  %6371 = or <8 x i64> %6370, %77
  %6372 = fcmp oeq <16 x float> %5470, %47
  %6373 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5470, i32 4)
  %6374 = bitcast <8 x i64> %6371 to <16 x float>
  %6375 = select <16 x i1> %6372, <16 x float> %6374, <16 x float> %6373
  br label %6379

6376:                                             ; preds = %6357
  %6377 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6361, <16 x i1> %741, <16 x float> zeroinitializer)
  %6378 = fadd <16 x float> %5470, %6377
  br label %6379

6379:                                             ; preds = %6376, %6369, %6362
  %6380 = phi <16 x float> [ %6378, %6376 ], [ %6375, %6369 ], [ %6368, %6362 ]
  switch i64 %181, label %1239 [
    i64 1, label %6395
    i64 2, label %6388
    i64 3, label %6381
    i64 0, label %6420
  ]

6381:                                             ; preds = %6379
  %6382 = bitcast <16 x float> %6380 to <8 x i64>
  %6383 = and <8 x i64> %6382, %76
  %6384 = fcmp oeq <16 x float> %6380, %44
  %6385 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6380, i32 4)
  %6386 = bitcast <8 x i64> %6383 to <16 x float>
  %6387 = select <16 x i1> %6384, <16 x float> %6386, <16 x float> %6385
  br label %6398

6388:                                             ; preds = %6379
  %6389 = bitcast <16 x float> %6380 to <8 x i64>
  %6390 = or <8 x i64> %6389, %77
  %6391 = fcmp oeq <16 x float> %6380, %47
  %6392 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6380, i32 4)
  %6393 = bitcast <8 x i64> %6390 to <16 x float>
  %6394 = select <16 x i1> %6391, <16 x float> %6393, <16 x float> %6392
  br label %6398

6395:                                             ; preds = %6379
  %6396 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6361, <16 x i1> %741, <16 x float> zeroinitializer)
  %6397 = fadd <16 x float> %6380, %6396
  br label %6398

6398:                                             ; preds = %6395, %6388, %6381
  %6399 = phi <16 x float> [ %6397, %6395 ], [ %6394, %6388 ], [ %6387, %6381 ]
  switch i64 %183, label %1239 [
    i64 1, label %6414
    i64 2, label %6407
    i64 3, label %6400
    i64 0, label %6420
  ]

6400:                                             ; preds = %6398
  %6401 = bitcast <16 x float> %6399 to <8 x i64>
  %6402 = and <8 x i64> %6401, %76
  %6403 = fcmp oeq <16 x float> %6399, %44
  %6404 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6399, i32 4)
  %6405 = bitcast <8 x i64> %6402 to <16 x float>
  %6406 = select <16 x i1> %6403, <16 x float> %6405, <16 x float> %6404
  br label %6420

6407:                                             ; preds = %6398
  %6408 = bitcast <16 x float> %6399 to <8 x i64>
  %6409 = or <8 x i64> %6408, %77
  %6410 = fcmp oeq <16 x float> %6399, %47
  %6411 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6399, i32 4)
  %6412 = bitcast <8 x i64> %6409 to <16 x float>
  %6413 = select <16 x i1> %6410, <16 x float> %6412, <16 x float> %6411
  br label %6420

6414:                                             ; preds = %6398
  %6415 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6361, <16 x i1> %741, <16 x float> zeroinitializer)
  %6416 = fadd <16 x float> %6399, %6415
  br label %6420

6417:                                             ; preds = %6232
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5472, ptr align 1 %6239, <16 x i1> %742)
  %6418 = getelementptr float, ptr %962, i64 %6237
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5471, ptr align 1 %6418, <16 x i1> %744)
  %6419 = getelementptr float, ptr %964, i64 %6237
  br label %6420

6420:                                             ; preds = %6417, %6414, %6407, %6400, %6398, %6379, %6357
  %6421 = phi ptr [ %6419, %6417 ], [ %6360, %6400 ], [ %6360, %6407 ], [ %6360, %6414 ], [ %6360, %6398 ], [ %6360, %6379 ], [ %6360, %6357 ]
  %6422 = phi <16 x i1> [ %746, %6417 ], [ %741, %6400 ], [ %741, %6407 ], [ %741, %6414 ], [ %741, %6398 ], [ %741, %6379 ], [ %741, %6357 ]
  %6423 = phi <16 x float> [ %5470, %6417 ], [ %6406, %6400 ], [ %6413, %6407 ], [ %6416, %6414 ], [ %6399, %6398 ], [ %6380, %6379 ], [ %5470, %6357 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6423, ptr align 1 %6421, <16 x i1> %6422)
  %6424 = or disjoint i64 %1041, 5
  %6425 = mul nsw i64 %6424, %48
  %6426 = add i64 %6425, %734
  %6427 = getelementptr inbounds float, ptr %346, i64 %6426
  br i1 %75, label %6605, label %6428

6428:                                             ; preds = %6420
  %6429 = getelementptr inbounds float, ptr %344, i64 %6426
  switch i64 %169, label %1239 [
    i64 1, label %6444
    i64 2, label %6437
    i64 3, label %6430
    i64 0, label %6485
  ]

6430:                                             ; preds = %6428
  %6431 = bitcast <16 x float> %5469 to <8 x i64>
  %6432 = and <8 x i64> %6431, %76
  %6433 = fcmp oeq <16 x float> %5469, %44
  %6434 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5469, i32 4)
  %6435 = bitcast <8 x i64> %6432 to <16 x float>
  %6436 = select <16 x i1> %6433, <16 x float> %6435, <16 x float> %6434
  br label %6447

6437:                                             ; preds = %6428
  %6438 = bitcast <16 x float> %5469 to <8 x i64>
  %6439 = or <8 x i64> %6438, %77
  %6440 = fcmp oeq <16 x float> %5469, %47
  %6441 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5469, i32 4)
  %6442 = bitcast <8 x i64> %6439 to <16 x float>
  %6443 = select <16 x i1> %6440, <16 x float> %6442, <16 x float> %6441
  br label %6447

6444:                                             ; preds = %6428
  %6445 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6429, <16 x i1> %735, <16 x float> zeroinitializer)
  %6446 = fadd <16 x float> %5469, %6445
  br label %6447

6447:                                             ; preds = %6444, %6437, %6430
  %6448 = phi <16 x float> [ %6446, %6444 ], [ %6443, %6437 ], [ %6436, %6430 ]
  switch i64 %171, label %1239 [
    i64 1, label %6463
    i64 2, label %6456
    i64 3, label %6449
    i64 0, label %6485
  ]

6449:                                             ; preds = %6447
  %6450 = bitcast <16 x float> %6448 to <8 x i64>
  %6451 = and <8 x i64> %6450, %76
  %6452 = fcmp oeq <16 x float> %6448, %44
  %6453 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6448, i32 4)
  %6454 = bitcast <8 x i64> %6451 to <16 x float>
  %6455 = select <16 x i1> %6452, <16 x float> %6454, <16 x float> %6453
  br label %6466

6456:                                             ; preds = %6447
  %6457 = bitcast <16 x float> %6448 to <8 x i64>
  %6458 = or <8 x i64> %6457, %77
  %6459 = fcmp oeq <16 x float> %6448, %47
  %6460 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6448, i32 4)
  %6461 = bitcast <8 x i64> %6458 to <16 x float>
  %6462 = select <16 x i1> %6459, <16 x float> %6461, <16 x float> %6460
  br label %6466

6463:                                             ; preds = %6447
  %6464 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6429, <16 x i1> %735, <16 x float> zeroinitializer)
  %6465 = fadd <16 x float> %6448, %6464
  br label %6466

6466:                                             ; preds = %6463, %6456, %6449
  %6467 = phi <16 x float> [ %6465, %6463 ], [ %6462, %6456 ], [ %6455, %6449 ]
  switch i64 %173, label %1239 [
    i64 1, label %6482
    i64 2, label %6475
    i64 3, label %6468
    i64 0, label %6485
  ]

6468:                                             ; preds = %6466
  %6469 = bitcast <16 x float> %6467 to <8 x i64>
  %6470 = and <8 x i64> %6469, %76
  %6471 = fcmp oeq <16 x float> %6467, %44
  %6472 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6467, i32 4)
  %6473 = bitcast <8 x i64> %6470 to <16 x float>
  %6474 = select <16 x i1> %6471, <16 x float> %6473, <16 x float> %6472
  br label %6485

6475:                                             ; preds = %6466
  %6476 = bitcast <16 x float> %6467 to <8 x i64>
  %6477 = or <8 x i64> %6476, %77
  %6478 = fcmp oeq <16 x float> %6467, %47
  %6479 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6467, i32 4)
  %6480 = bitcast <8 x i64> %6477 to <16 x float>
  %6481 = select <16 x i1> %6478, <16 x float> %6480, <16 x float> %6479
  br label %6485

6482:                                             ; preds = %6466
  %6483 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6429, <16 x i1> %735, <16 x float> zeroinitializer)
  %6484 = fadd <16 x float> %6467, %6483
  br label %6485

6485:                                             ; preds = %6482, %6475, %6468, %6466, %6447, %6428
  %6486 = phi <16 x float> [ %6474, %6468 ], [ %6481, %6475 ], [ %6484, %6482 ], [ %6448, %6447 ], [ %6467, %6466 ], [ %5469, %6428 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6486, ptr align 1 %6427, <16 x i1> %735)
  %6487 = add i64 %6425, %737
  %6488 = getelementptr inbounds float, ptr %346, i64 %6487
  %6489 = getelementptr inbounds float, ptr %344, i64 %6487
  switch i64 %174, label %1239 [
    i64 1, label %6504
    i64 2, label %6497
    i64 3, label %6490
    i64 0, label %6545
  ]

6490:                                             ; preds = %6485
  %6491 = bitcast <16 x float> %5468 to <8 x i64>
  %6492 = and <8 x i64> %6491, %76
  %6493 = fcmp oeq <16 x float> %5468, %44
  %6494 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5468, i32 4)
  %6495 = bitcast <8 x i64> %6492 to <16 x float>
  %6496 = select <16 x i1> %6493, <16 x float> %6495, <16 x float> %6494
  br label %6507

6497:                                             ; preds = %6485
  %6498 = bitcast <16 x float> %5468 to <8 x i64>
  %6499 = or <8 x i64> %6498, %77
  %6500 = fcmp oeq <16 x float> %5468, %47
  %6501 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5468, i32 4)
  %6502 = bitcast <8 x i64> %6499 to <16 x float>
  %6503 = select <16 x i1> %6500, <16 x float> %6502, <16 x float> %6501
  br label %6507

6504:                                             ; preds = %6485
  %6505 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6489, <16 x i1> %738, <16 x float> zeroinitializer)
  %6506 = fadd <16 x float> %5468, %6505
  br label %6507

6507:                                             ; preds = %6504, %6497, %6490
  %6508 = phi <16 x float> [ %6506, %6504 ], [ %6503, %6497 ], [ %6496, %6490 ]
  switch i64 %176, label %1239 [
    i64 1, label %6523
    i64 2, label %6516
    i64 3, label %6509
    i64 0, label %6545
  ]

6509:                                             ; preds = %6507
  %6510 = bitcast <16 x float> %6508 to <8 x i64>
  %6511 = and <8 x i64> %6510, %76
  %6512 = fcmp oeq <16 x float> %6508, %44
  %6513 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6508, i32 4)
  %6514 = bitcast <8 x i64> %6511 to <16 x float>
  %6515 = select <16 x i1> %6512, <16 x float> %6514, <16 x float> %6513
  br label %6526

6516:                                             ; preds = %6507
  %6517 = bitcast <16 x float> %6508 to <8 x i64>
  %6518 = or <8 x i64> %6517, %77
  %6519 = fcmp oeq <16 x float> %6508, %47
  %6520 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6508, i32 4)
  %6521 = bitcast <8 x i64> %6518 to <16 x float>
  %6522 = select <16 x i1> %6519, <16 x float> %6521, <16 x float> %6520
  br label %6526

6523:                                             ; preds = %6507
  %6524 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6489, <16 x i1> %738, <16 x float> zeroinitializer)
  %6525 = fadd <16 x float> %6508, %6524
  br label %6526

6526:                                             ; preds = %6523, %6516, %6509
  %6527 = phi <16 x float> [ %6525, %6523 ], [ %6522, %6516 ], [ %6515, %6509 ]
  switch i64 %178, label %1239 [
    i64 1, label %6542
    i64 2, label %6535
    i64 3, label %6528
    i64 0, label %6545
  ]

6528:                                             ; preds = %6526
  %6529 = bitcast <16 x float> %6527 to <8 x i64>
  %6530 = and <8 x i64> %6529, %76
  %6531 = fcmp oeq <16 x float> %6527, %44
  %6532 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6527, i32 4)
  %6533 = bitcast <8 x i64> %6530 to <16 x float>
  %6534 = select <16 x i1> %6531, <16 x float> %6533, <16 x float> %6532
  br label %6545

6535:                                             ; preds = %6526
  %6536 = bitcast <16 x float> %6527 to <8 x i64>
  %6537 = or <8 x i64> %6536, %77
  %6538 = fcmp oeq <16 x float> %6527, %47
  %6539 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6527, i32 4)
  %6540 = bitcast <8 x i64> %6537 to <16 x float>
  %6541 = select <16 x i1> %6538, <16 x float> %6540, <16 x float> %6539
  br label %6545

6542:                                             ; preds = %6526
  %6543 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6489, <16 x i1> %738, <16 x float> zeroinitializer)
  %6544 = fadd <16 x float> %6527, %6543
  br label %6545

6545:                                             ; preds = %6542, %6535, %6528, %6526, %6507, %6485
  %6546 = phi <16 x float> [ %6534, %6528 ], [ %6541, %6535 ], [ %6544, %6542 ], [ %6508, %6507 ], [ %6527, %6526 ], [ %5468, %6485 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6546, ptr align 1 %6488, <16 x i1> %738)
  %6547 = add i64 %6425, %740
  %6548 = getelementptr inbounds float, ptr %346, i64 %6547
  %6549 = getelementptr inbounds float, ptr %344, i64 %6547
  switch i64 %179, label %1239 [
    i64 1, label %6564
    i64 2, label %6557
    i64 3, label %6550
    i64 0, label %6608
  ]

6550:                                             ; preds = %6545
  %6551 = bitcast <16 x float> %5467 to <8 x i64>
  %6552 = and <8 x i64> %6551, %76
  %6553 = fcmp oeq <16 x float> %5467, %44
  %6554 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5467, i32 4)
  %6555 = bitcast <8 x i64> %6552 to <16 x float>
  %6556 = select <16 x i1> %6553, <16 x float> %6555, <16 x float> %6554
  br label %6567

6557:                                             ; preds = %6545
  %6558 = bitcast <16 x float> %5467 to <8 x i64>
  %6559 = or <8 x i64> %6558, %77
  %6560 = fcmp oeq <16 x float> %5467, %47
  %6561 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5467, i32 4)
  %6562 = bitcast <8 x i64> %6559 to <16 x float>
  %6563 = select <16 x i1> %6560, <16 x float> %6562, <16 x float> %6561
  br label %6567

6564:                                             ; preds = %6545
  %6565 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6549, <16 x i1> %741, <16 x float> zeroinitializer)
  %6566 = fadd <16 x float> %5467, %6565
  br label %6567

6567:                                             ; preds = %6564, %6557, %6550
  %6568 = phi <16 x float> [ %6566, %6564 ], [ %6563, %6557 ], [ %6556, %6550 ]
  switch i64 %181, label %1239 [
    i64 1, label %6583
    i64 2, label %6576
    i64 3, label %6569
    i64 0, label %6608
  ]

6569:                                             ; preds = %6567
  %6570 = bitcast <16 x float> %6568 to <8 x i64>
  %6571 = and <8 x i64> %6570, %76
  %6572 = fcmp oeq <16 x float> %6568, %44
  %6573 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6568, i32 4)
  %6574 = bitcast <8 x i64> %6571 to <16 x float>
  %6575 = select <16 x i1> %6572, <16 x float> %6574, <16 x float> %6573
  br label %6586

6576:                                             ; preds = %6567
  %6577 = bitcast <16 x float> %6568 to <8 x i64>
  %6578 = or <8 x i64> %6577, %77
  %6579 = fcmp oeq <16 x float> %6568, %47
  %6580 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6568, i32 4)
  %6581 = bitcast <8 x i64> %6578 to <16 x float>
  %6582 = select <16 x i1> %6579, <16 x float> %6581, <16 x float> %6580
  br label %6586

6583:                                             ; preds = %6567
  %6584 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6549, <16 x i1> %741, <16 x float> zeroinitializer)
  %6585 = fadd <16 x float> %6568, %6584
  br label %6586

6586:                                             ; preds = %6583, %6576, %6569
  %6587 = phi <16 x float> [ %6585, %6583 ], [ %6582, %6576 ], [ %6575, %6569 ]
  switch i64 %183, label %1239 [
    i64 1, label %6602
    i64 2, label %6595
    i64 3, label %6588
    i64 0, label %6608
  ]

6588:                                             ; preds = %6586
  %6589 = bitcast <16 x float> %6587 to <8 x i64>
  %6590 = and <8 x i64> %6589, %76
  %6591 = fcmp oeq <16 x float> %6587, %44
  %6592 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6587, i32 4)
  %6593 = bitcast <8 x i64> %6590 to <16 x float>
  %6594 = select <16 x i1> %6591, <16 x float> %6593, <16 x float> %6592
  br label %6608

6595:                                             ; preds = %6586
  %6596 = bitcast <16 x float> %6587 to <8 x i64>
  %6597 = or <8 x i64> %6596, %77
  %6598 = fcmp oeq <16 x float> %6587, %47
  %6599 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6587, i32 4)
  %6600 = bitcast <8 x i64> %6597 to <16 x float>
  %6601 = select <16 x i1> %6598, <16 x float> %6600, <16 x float> %6599
  br label %6608

6602:                                             ; preds = %6586
  %6603 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6549, <16 x i1> %741, <16 x float> zeroinitializer)
  %6604 = fadd <16 x float> %6587, %6603
  br label %6608

6605:                                             ; preds = %6420
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5469, ptr align 1 %6427, <16 x i1> %742)
  %6606 = getelementptr float, ptr %966, i64 %6425
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5468, ptr align 1 %6606, <16 x i1> %744)
  %6607 = getelementptr float, ptr %968, i64 %6425
  br label %6608

6608:                                             ; preds = %6605, %6602, %6595, %6588, %6586, %6567, %6545
  %6609 = phi ptr [ %6607, %6605 ], [ %6548, %6588 ], [ %6548, %6595 ], [ %6548, %6602 ], [ %6548, %6586 ], [ %6548, %6567 ], [ %6548, %6545 ]
  %6610 = phi <16 x i1> [ %746, %6605 ], [ %741, %6588 ], [ %741, %6595 ], [ %741, %6602 ], [ %741, %6586 ], [ %741, %6567 ], [ %741, %6545 ]
  %6611 = phi <16 x float> [ %5467, %6605 ], [ %6594, %6588 ], [ %6601, %6595 ], [ %6604, %6602 ], [ %6587, %6586 ], [ %6568, %6567 ], [ %5467, %6545 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6611, ptr align 1 %6609, <16 x i1> %6610)
  %6612 = or disjoint i64 %1041, 6
  %6613 = mul nsw i64 %6612, %48
  %6614 = add i64 %6613, %734
  %6615 = getelementptr inbounds float, ptr %346, i64 %6614
  br i1 %75, label %6793, label %6616

6616:                                             ; preds = %6608
  %6617 = getelementptr inbounds float, ptr %344, i64 %6614
  switch i64 %169, label %1239 [
    i64 1, label %6632
    i64 2, label %6625
    i64 3, label %6618
    i64 0, label %6673
  ]

6618:                                             ; preds = %6616
  %6619 = bitcast <16 x float> %5466 to <8 x i64>
  %6620 = and <8 x i64> %6619, %76
  %6621 = fcmp oeq <16 x float> %5466, %44
  %6622 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5466, i32 4)
  %6623 = bitcast <8 x i64> %6620 to <16 x float>
  %6624 = select <16 x i1> %6621, <16 x float> %6623, <16 x float> %6622
  br label %6635

6625:                                             ; preds = %6616
  %6626 = bitcast <16 x float> %5466 to <8 x i64>
  %6627 = or <8 x i64> %6626, %77
  %6628 = fcmp oeq <16 x float> %5466, %47
  %6629 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5466, i32 4)
  %6630 = bitcast <8 x i64> %6627 to <16 x float>
  %6631 = select <16 x i1> %6628, <16 x float> %6630, <16 x float> %6629
  br label %6635

6632:                                             ; preds = %6616
  %6633 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6617, <16 x i1> %735, <16 x float> zeroinitializer)
  %6634 = fadd <16 x float> %5466, %6633
  br label %6635

6635:                                             ; preds = %6632, %6625, %6618
  %6636 = phi <16 x float> [ %6634, %6632 ], [ %6631, %6625 ], [ %6624, %6618 ]
  switch i64 %171, label %1239 [
    i64 1, label %6651
    i64 2, label %6644
    i64 3, label %6637
    i64 0, label %6673
  ]

6637:                                             ; preds = %6635
  %6638 = bitcast <16 x float> %6636 to <8 x i64>
  %6639 = and <8 x i64> %6638, %76
  %6640 = fcmp oeq <16 x float> %6636, %44
  %6641 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6636, i32 4)
  %6642 = bitcast <8 x i64> %6639 to <16 x float>
  %6643 = select <16 x i1> %6640, <16 x float> %6642, <16 x float> %6641
  br label %6654

6644:                                             ; preds = %6635
  %6645 = bitcast <16 x float> %6636 to <8 x i64>
  %6646 = or <8 x i64> %6645, %77
  %6647 = fcmp oeq <16 x float> %6636, %47
  %6648 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6636, i32 4)
  %6649 = bitcast <8 x i64> %6646 to <16 x float>
  %6650 = select <16 x i1> %6647, <16 x float> %6649, <16 x float> %6648
  br label %6654

6651:                                             ; preds = %6635
  %6652 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6617, <16 x i1> %735, <16 x float> zeroinitializer)
  %6653 = fadd <16 x float> %6636, %6652
  br label %6654

6654:                                             ; preds = %6651, %6644, %6637
  %6655 = phi <16 x float> [ %6653, %6651 ], [ %6650, %6644 ], [ %6643, %6637 ]
  switch i64 %173, label %1239 [
    i64 1, label %6670
    i64 2, label %6663
    i64 3, label %6656
    i64 0, label %6673
  ]

6656:                                             ; preds = %6654
  %6657 = bitcast <16 x float> %6655 to <8 x i64>
  %6658 = and <8 x i64> %6657, %76
  %6659 = fcmp oeq <16 x float> %6655, %44
  %6660 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6655, i32 4)
  %6661 = bitcast <8 x i64> %6658 to <16 x float>
  %6662 = select <16 x i1> %6659, <16 x float> %6661, <16 x float> %6660
  br label %6673

6663:                                             ; preds = %6654
  %6664 = bitcast <16 x float> %6655 to <8 x i64>
  %6665 = or <8 x i64> %6664, %77
  %6666 = fcmp oeq <16 x float> %6655, %47
  %6667 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6655, i32 4)
  %6668 = bitcast <8 x i64> %6665 to <16 x float>
  %6669 = select <16 x i1> %6666, <16 x float> %6668, <16 x float> %6667
  br label %6673

6670:                                             ; preds = %6654
  %6671 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6617, <16 x i1> %735, <16 x float> zeroinitializer)
  %6672 = fadd <16 x float> %6655, %6671
  br label %6673

6673:                                             ; preds = %6670, %6663, %6656, %6654, %6635, %6616
  %6674 = phi <16 x float> [ %6662, %6656 ], [ %6669, %6663 ], [ %6672, %6670 ], [ %6636, %6635 ], [ %6655, %6654 ], [ %5466, %6616 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6674, ptr align 1 %6615, <16 x i1> %735)
  %6675 = add i64 %6613, %737
  %6676 = getelementptr inbounds float, ptr %346, i64 %6675
  %6677 = getelementptr inbounds float, ptr %344, i64 %6675
  switch i64 %174, label %1239 [
    i64 1, label %6692
    i64 2, label %6685
    i64 3, label %6678
    i64 0, label %6733
  ]

6678:                                             ; preds = %6673
  %6679 = bitcast <16 x float> %5465 to <8 x i64>
  %6680 = and <8 x i64> %6679, %76
  %6681 = fcmp oeq <16 x float> %5465, %44
  %6682 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5465, i32 4)
  %6683 = bitcast <8 x i64> %6680 to <16 x float>
  %6684 = select <16 x i1> %6681, <16 x float> %6683, <16 x float> %6682
  br label %6695

6685:                                             ; preds = %6673
  %6686 = bitcast <16 x float> %5465 to <8 x i64>
  %6687 = or <8 x i64> %6686, %77
  %6688 = fcmp oeq <16 x float> %5465, %47
  %6689 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5465, i32 4)
  %6690 = bitcast <8 x i64> %6687 to <16 x float>
  %6691 = select <16 x i1> %6688, <16 x float> %6690, <16 x float> %6689
  br label %6695

6692:                                             ; preds = %6673
  %6693 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6677, <16 x i1> %738, <16 x float> zeroinitializer)
  %6694 = fadd <16 x float> %5465, %6693
  br label %6695

6695:                                             ; preds = %6692, %6685, %6678
  %6696 = phi <16 x float> [ %6694, %6692 ], [ %6691, %6685 ], [ %6684, %6678 ]
  switch i64 %176, label %1239 [
    i64 1, label %6711
    i64 2, label %6704
    i64 3, label %6697
    i64 0, label %6733
  ]

6697:                                             ; preds = %6695
  %6698 = bitcast <16 x float> %6696 to <8 x i64>
  %6699 = and <8 x i64> %6698, %76
  %6700 = fcmp oeq <16 x float> %6696, %44
  %6701 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6696, i32 4)
  %6702 = bitcast <8 x i64> %6699 to <16 x float>
  %6703 = select <16 x i1> %6700, <16 x float> %6702, <16 x float> %6701
  br label %6714

6704:                                             ; preds = %6695
  %6705 = bitcast <16 x float> %6696 to <8 x i64>
  %6706 = or <8 x i64> %6705, %77
  %6707 = fcmp oeq <16 x float> %6696, %47
  %6708 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6696, i32 4)
  %6709 = bitcast <8 x i64> %6706 to <16 x float>
  %6710 = select <16 x i1> %6707, <16 x float> %6709, <16 x float> %6708
  br label %6714

6711:                                             ; preds = %6695
  %6712 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6677, <16 x i1> %738, <16 x float> zeroinitializer)
  %6713 = fadd <16 x float> %6696, %6712
  br label %6714

6714:                                             ; preds = %6711, %6704, %6697
  %6715 = phi <16 x float> [ %6713, %6711 ], [ %6710, %6704 ], [ %6703, %6697 ]
  switch i64 %178, label %1239 [
    i64 1, label %6730
    i64 2, label %6723
    i64 3, label %6716
    i64 0, label %6733
  ]

6716:                                             ; preds = %6714
  %6717 = bitcast <16 x float> %6715 to <8 x i64>
  %6718 = and <8 x i64> %6717, %76
  %6719 = fcmp oeq <16 x float> %6715, %44
  %6720 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6715, i32 4)
  %6721 = bitcast <8 x i64> %6718 to <16 x float>
  %6722 = select <16 x i1> %6719, <16 x float> %6721, <16 x float> %6720
  br label %6733

6723:                                             ; preds = %6714
  %6724 = bitcast <16 x float> %6715 to <8 x i64>
  %6725 = or <8 x i64> %6724, %77
  %6726 = fcmp oeq <16 x float> %6715, %47
  %6727 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6715, i32 4)
  %6728 = bitcast <8 x i64> %6725 to <16 x float>
  %6729 = select <16 x i1> %6726, <16 x float> %6728, <16 x float> %6727
  br label %6733

6730:                                             ; preds = %6714
  %6731 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6677, <16 x i1> %738, <16 x float> zeroinitializer)
  %6732 = fadd <16 x float> %6715, %6731
  br label %6733

6733:                                             ; preds = %6730, %6723, %6716, %6714, %6695, %6673
  %6734 = phi <16 x float> [ %6722, %6716 ], [ %6729, %6723 ], [ %6732, %6730 ], [ %6696, %6695 ], [ %6715, %6714 ], [ %5465, %6673 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6734, ptr align 1 %6676, <16 x i1> %738)
  %6735 = add i64 %6613, %740
  %6736 = getelementptr inbounds float, ptr %346, i64 %6735
  %6737 = getelementptr inbounds float, ptr %344, i64 %6735
  switch i64 %179, label %1239 [
    i64 1, label %6752
    i64 2, label %6745
    i64 3, label %6738
    i64 0, label %6796
  ]

6738:                                             ; preds = %6733
  %6739 = bitcast <16 x float> %5464 to <8 x i64>
  %6740 = and <8 x i64> %6739, %76
  %6741 = fcmp oeq <16 x float> %5464, %44
  %6742 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5464, i32 4)
  %6743 = bitcast <8 x i64> %6740 to <16 x float>
  %6744 = select <16 x i1> %6741, <16 x float> %6743, <16 x float> %6742
  br label %6755

6745:                                             ; preds = %6733
  %6746 = bitcast <16 x float> %5464 to <8 x i64>
  %6747 = or <8 x i64> %6746, %77
  %6748 = fcmp oeq <16 x float> %5464, %47
  %6749 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5464, i32 4)
  %6750 = bitcast <8 x i64> %6747 to <16 x float>
  %6751 = select <16 x i1> %6748, <16 x float> %6750, <16 x float> %6749
  br label %6755

6752:                                             ; preds = %6733
  %6753 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6737, <16 x i1> %741, <16 x float> zeroinitializer)
  %6754 = fadd <16 x float> %5464, %6753
  br label %6755

6755:                                             ; preds = %6752, %6745, %6738
  %6756 = phi <16 x float> [ %6754, %6752 ], [ %6751, %6745 ], [ %6744, %6738 ]
  switch i64 %181, label %1239 [
    i64 1, label %6771
    i64 2, label %6764
    i64 3, label %6757
    i64 0, label %6796
  ]

6757:                                             ; preds = %6755
  %6758 = bitcast <16 x float> %6756 to <8 x i64>
  %6759 = and <8 x i64> %6758, %76
  %6760 = fcmp oeq <16 x float> %6756, %44
  %6761 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6756, i32 4)
  %6762 = bitcast <8 x i64> %6759 to <16 x float>
  %6763 = select <16 x i1> %6760, <16 x float> %6762, <16 x float> %6761
  br label %6774

6764:                                             ; preds = %6755
  %6765 = bitcast <16 x float> %6756 to <8 x i64>
  %6766 = or <8 x i64> %6765, %77
  %6767 = fcmp oeq <16 x float> %6756, %47
  %6768 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6756, i32 4)
  %6769 = bitcast <8 x i64> %6766 to <16 x float>
  %6770 = select <16 x i1> %6767, <16 x float> %6769, <16 x float> %6768
  br label %6774

6771:                                             ; preds = %6755
  %6772 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6737, <16 x i1> %741, <16 x float> zeroinitializer)
  %6773 = fadd <16 x float> %6756, %6772
  br label %6774

6774:                                             ; preds = %6771, %6764, %6757
  %6775 = phi <16 x float> [ %6773, %6771 ], [ %6770, %6764 ], [ %6763, %6757 ]
  switch i64 %183, label %1239 [
    i64 1, label %6790
    i64 2, label %6783
    i64 3, label %6776
    i64 0, label %6796
  ]

6776:                                             ; preds = %6774
  %6777 = bitcast <16 x float> %6775 to <8 x i64>
  %6778 = and <8 x i64> %6777, %76
  %6779 = fcmp oeq <16 x float> %6775, %44
  %6780 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6775, i32 4)
  %6781 = bitcast <8 x i64> %6778 to <16 x float>
  %6782 = select <16 x i1> %6779, <16 x float> %6781, <16 x float> %6780
  br label %6796

6783:                                             ; preds = %6774
  %6784 = bitcast <16 x float> %6775 to <8 x i64>
  %6785 = or <8 x i64> %6784, %77
  %6786 = fcmp oeq <16 x float> %6775, %47
  %6787 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6775, i32 4)
  %6788 = bitcast <8 x i64> %6785 to <16 x float>
  %6789 = select <16 x i1> %6786, <16 x float> %6788, <16 x float> %6787
  br label %6796

6790:                                             ; preds = %6774
  %6791 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6737, <16 x i1> %741, <16 x float> zeroinitializer)
  %6792 = fadd <16 x float> %6775, %6791
  br label %6796

6793:                                             ; preds = %6608
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5466, ptr align 1 %6615, <16 x i1> %742)
  %6794 = getelementptr float, ptr %970, i64 %6613
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5465, ptr align 1 %6794, <16 x i1> %744)
  %6795 = getelementptr float, ptr %972, i64 %6613
  br label %6796

6796:                                             ; preds = %6793, %6790, %6783, %6776, %6774, %6755, %6733
  %6797 = phi ptr [ %6795, %6793 ], [ %6736, %6776 ], [ %6736, %6783 ], [ %6736, %6790 ], [ %6736, %6774 ], [ %6736, %6755 ], [ %6736, %6733 ]
  %6798 = phi <16 x i1> [ %746, %6793 ], [ %741, %6776 ], [ %741, %6783 ], [ %741, %6790 ], [ %741, %6774 ], [ %741, %6755 ], [ %741, %6733 ]
  %6799 = phi <16 x float> [ %5464, %6793 ], [ %6782, %6776 ], [ %6789, %6783 ], [ %6792, %6790 ], [ %6775, %6774 ], [ %6756, %6755 ], [ %5464, %6733 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6799, ptr align 1 %6797, <16 x i1> %6798)
  %6800 = or disjoint i64 %1041, 7
  %6801 = mul nsw i64 %6800, %48
  %6802 = add i64 %6801, %734
  %6803 = getelementptr inbounds float, ptr %346, i64 %6802
  br i1 %75, label %6981, label %6804

6804:                                             ; preds = %6796
  %6805 = getelementptr inbounds float, ptr %344, i64 %6802
  switch i64 %169, label %1239 [
    i64 1, label %6820
    i64 2, label %6813
    i64 3, label %6806
    i64 0, label %6861
  ]

6806:                                             ; preds = %6804
  %6807 = bitcast <16 x float> %5463 to <8 x i64>
  %6808 = and <8 x i64> %6807, %76
  %6809 = fcmp oeq <16 x float> %5463, %44
  %6810 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5463, i32 4)
  %6811 = bitcast <8 x i64> %6808 to <16 x float>
  %6812 = select <16 x i1> %6809, <16 x float> %6811, <16 x float> %6810
  br label %6823

6813:                                             ; preds = %6804
  %6814 = bitcast <16 x float> %5463 to <8 x i64>
  %6815 = or <8 x i64> %6814, %77
  %6816 = fcmp oeq <16 x float> %5463, %47
  %6817 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5463, i32 4)
  %6818 = bitcast <8 x i64> %6815 to <16 x float>
  %6819 = select <16 x i1> %6816, <16 x float> %6818, <16 x float> %6817
  br label %6823

6820:                                             ; preds = %6804
  %6821 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6805, <16 x i1> %735, <16 x float> zeroinitializer)
  %6822 = fadd <16 x float> %5463, %6821
  br label %6823

6823:                                             ; preds = %6820, %6813, %6806
  %6824 = phi <16 x float> [ %6822, %6820 ], [ %6819, %6813 ], [ %6812, %6806 ]
  switch i64 %171, label %1239 [
    i64 1, label %6839
    i64 2, label %6832
    i64 3, label %6825
    i64 0, label %6861
  ]

6825:                                             ; preds = %6823
  %6826 = bitcast <16 x float> %6824 to <8 x i64>
  %6827 = and <8 x i64> %6826, %76
  %6828 = fcmp oeq <16 x float> %6824, %44
  %6829 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6824, i32 4)
  %6830 = bitcast <8 x i64> %6827 to <16 x float>
  %6831 = select <16 x i1> %6828, <16 x float> %6830, <16 x float> %6829
  br label %6842

6832:                                             ; preds = %6823
  %6833 = bitcast <16 x float> %6824 to <8 x i64>
  %6834 = or <8 x i64> %6833, %77
  %6835 = fcmp oeq <16 x float> %6824, %47
  %6836 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6824, i32 4)
  %6837 = bitcast <8 x i64> %6834 to <16 x float>
  %6838 = select <16 x i1> %6835, <16 x float> %6837, <16 x float> %6836
  br label %6842

6839:                                             ; preds = %6823
  %6840 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6805, <16 x i1> %735, <16 x float> zeroinitializer)
  %6841 = fadd <16 x float> %6824, %6840
  br label %6842

6842:                                             ; preds = %6839, %6832, %6825
  %6843 = phi <16 x float> [ %6841, %6839 ], [ %6838, %6832 ], [ %6831, %6825 ]
  switch i64 %173, label %1239 [
    i64 1, label %6858
    i64 2, label %6851
    i64 3, label %6844
    i64 0, label %6861
  ]

6844:                                             ; preds = %6842
  %6845 = bitcast <16 x float> %6843 to <8 x i64>
  %6846 = and <8 x i64> %6845, %76
  %6847 = fcmp oeq <16 x float> %6843, %44
  %6848 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6843, i32 4)
  %6849 = bitcast <8 x i64> %6846 to <16 x float>
  %6850 = select <16 x i1> %6847, <16 x float> %6849, <16 x float> %6848
  br label %6861

6851:                                             ; preds = %6842
  %6852 = bitcast <16 x float> %6843 to <8 x i64>
  %6853 = or <8 x i64> %6852, %77
  %6854 = fcmp oeq <16 x float> %6843, %47
  %6855 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6843, i32 4)
  %6856 = bitcast <8 x i64> %6853 to <16 x float>
  %6857 = select <16 x i1> %6854, <16 x float> %6856, <16 x float> %6855
  br label %6861

6858:                                             ; preds = %6842
  %6859 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6805, <16 x i1> %735, <16 x float> zeroinitializer)
  %6860 = fadd <16 x float> %6843, %6859
  br label %6861

6861:                                             ; preds = %6858, %6851, %6844, %6842, %6823, %6804
  %6862 = phi <16 x float> [ %6850, %6844 ], [ %6857, %6851 ], [ %6860, %6858 ], [ %6824, %6823 ], [ %6843, %6842 ], [ %5463, %6804 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6862, ptr align 1 %6803, <16 x i1> %735)
  %6863 = add i64 %6801, %737
  %6864 = getelementptr inbounds float, ptr %346, i64 %6863
  %6865 = getelementptr inbounds float, ptr %344, i64 %6863
  switch i64 %174, label %1239 [
    i64 1, label %6880
    i64 2, label %6873
    i64 3, label %6866
    i64 0, label %6921
  ]

6866:                                             ; preds = %6861
  %6867 = bitcast <16 x float> %5462 to <8 x i64>
  %6868 = and <8 x i64> %6867, %76
  %6869 = fcmp oeq <16 x float> %5462, %44
  %6870 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5462, i32 4)
  %6871 = bitcast <8 x i64> %6868 to <16 x float>
  %6872 = select <16 x i1> %6869, <16 x float> %6871, <16 x float> %6870
  br label %6883

6873:                                             ; preds = %6861
  %6874 = bitcast <16 x float> %5462 to <8 x i64>
  %6875 = or <8 x i64> %6874, %77
  %6876 = fcmp oeq <16 x float> %5462, %47
  %6877 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5462, i32 4)
  %6878 = bitcast <8 x i64> %6875 to <16 x float>
  %6879 = select <16 x i1> %6876, <16 x float> %6878, <16 x float> %6877
  br label %6883

6880:                                             ; preds = %6861
  %6881 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6865, <16 x i1> %738, <16 x float> zeroinitializer)
  %6882 = fadd <16 x float> %5462, %6881
  br label %6883

6883:                                             ; preds = %6880, %6873, %6866
  %6884 = phi <16 x float> [ %6882, %6880 ], [ %6879, %6873 ], [ %6872, %6866 ]
  switch i64 %176, label %1239 [
    i64 1, label %6899
    i64 2, label %6892
    i64 3, label %6885
    i64 0, label %6921
  ]

6885:                                             ; preds = %6883
  %6886 = bitcast <16 x float> %6884 to <8 x i64>
  %6887 = and <8 x i64> %6886, %76
  %6888 = fcmp oeq <16 x float> %6884, %44
  %6889 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6884, i32 4)
  %6890 = bitcast <8 x i64> %6887 to <16 x float>
  %6891 = select <16 x i1> %6888, <16 x float> %6890, <16 x float> %6889
  br label %6902

6892:                                             ; preds = %6883
  %6893 = bitcast <16 x float> %6884 to <8 x i64>
  %6894 = or <8 x i64> %6893, %77
  %6895 = fcmp oeq <16 x float> %6884, %47
  %6896 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6884, i32 4)
  %6897 = bitcast <8 x i64> %6894 to <16 x float>
  %6898 = select <16 x i1> %6895, <16 x float> %6897, <16 x float> %6896
  br label %6902

6899:                                             ; preds = %6883
  %6900 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6865, <16 x i1> %738, <16 x float> zeroinitializer)
  %6901 = fadd <16 x float> %6884, %6900
  br label %6902

6902:                                             ; preds = %6899, %6892, %6885
  %6903 = phi <16 x float> [ %6901, %6899 ], [ %6898, %6892 ], [ %6891, %6885 ]
  switch i64 %178, label %1239 [
    i64 1, label %6918
    i64 2, label %6911
    i64 3, label %6904
    i64 0, label %6921
  ]

6904:                                             ; preds = %6902
  %6905 = bitcast <16 x float> %6903 to <8 x i64>
  %6906 = and <8 x i64> %6905, %76
  %6907 = fcmp oeq <16 x float> %6903, %44
  %6908 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6903, i32 4)
  %6909 = bitcast <8 x i64> %6906 to <16 x float>
  %6910 = select <16 x i1> %6907, <16 x float> %6909, <16 x float> %6908
  br label %6921

6911:                                             ; preds = %6902
  %6912 = bitcast <16 x float> %6903 to <8 x i64>
  %6913 = or <8 x i64> %6912, %77
  %6914 = fcmp oeq <16 x float> %6903, %47
  %6915 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6903, i32 4)
  %6916 = bitcast <8 x i64> %6913 to <16 x float>
  %6917 = select <16 x i1> %6914, <16 x float> %6916, <16 x float> %6915
  br label %6921

6918:                                             ; preds = %6902
  %6919 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6865, <16 x i1> %738, <16 x float> zeroinitializer)
  %6920 = fadd <16 x float> %6903, %6919
  br label %6921

6921:                                             ; preds = %6918, %6911, %6904, %6902, %6883, %6861
  %6922 = phi <16 x float> [ %6910, %6904 ], [ %6917, %6911 ], [ %6920, %6918 ], [ %6884, %6883 ], [ %6903, %6902 ], [ %5462, %6861 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6922, ptr align 1 %6864, <16 x i1> %738)
  %6923 = add i64 %6801, %740
  %6924 = getelementptr inbounds float, ptr %346, i64 %6923
  %6925 = getelementptr inbounds float, ptr %344, i64 %6923
  switch i64 %179, label %1239 [
    i64 1, label %6940
    i64 2, label %6933
    i64 3, label %6926
    i64 0, label %6984
  ]

6926:                                             ; preds = %6921
  %6927 = bitcast <16 x float> %5461 to <8 x i64>
  %6928 = and <8 x i64> %6927, %76
  %6929 = fcmp oeq <16 x float> %5461, %44
  %6930 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %5461, i32 4)
  %6931 = bitcast <8 x i64> %6928 to <16 x float>
  %6932 = select <16 x i1> %6929, <16 x float> %6931, <16 x float> %6930
  br label %6943

6933:                                             ; preds = %6921
  %6934 = bitcast <16 x float> %5461 to <8 x i64>
  %6935 = or <8 x i64> %6934, %77
  %6936 = fcmp oeq <16 x float> %5461, %47
  %6937 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %5461, i32 4)
  %6938 = bitcast <8 x i64> %6935 to <16 x float>
  %6939 = select <16 x i1> %6936, <16 x float> %6938, <16 x float> %6937
  br label %6943

6940:                                             ; preds = %6921
  %6941 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6925, <16 x i1> %741, <16 x float> zeroinitializer)
  %6942 = fadd <16 x float> %5461, %6941
  br label %6943

6943:                                             ; preds = %6940, %6933, %6926
  %6944 = phi <16 x float> [ %6942, %6940 ], [ %6939, %6933 ], [ %6932, %6926 ]
  switch i64 %181, label %1239 [
    i64 1, label %6959
    i64 2, label %6952
    i64 3, label %6945
    i64 0, label %6984
  ]

6945:                                             ; preds = %6943
  %6946 = bitcast <16 x float> %6944 to <8 x i64>
  %6947 = and <8 x i64> %6946, %76
  %6948 = fcmp oeq <16 x float> %6944, %44
  %6949 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6944, i32 4)
  %6950 = bitcast <8 x i64> %6947 to <16 x float>
  %6951 = select <16 x i1> %6948, <16 x float> %6950, <16 x float> %6949
  br label %6962

6952:                                             ; preds = %6943
  %6953 = bitcast <16 x float> %6944 to <8 x i64>
  %6954 = or <8 x i64> %6953, %77
  %6955 = fcmp oeq <16 x float> %6944, %47
  %6956 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6944, i32 4)
  %6957 = bitcast <8 x i64> %6954 to <16 x float>
  %6958 = select <16 x i1> %6955, <16 x float> %6957, <16 x float> %6956
  br label %6962

6959:                                             ; preds = %6943
  %6960 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6925, <16 x i1> %741, <16 x float> zeroinitializer)
  %6961 = fadd <16 x float> %6944, %6960
  br label %6962

6962:                                             ; preds = %6959, %6952, %6945
  %6963 = phi <16 x float> [ %6961, %6959 ], [ %6958, %6952 ], [ %6951, %6945 ]
  switch i64 %183, label %1239 [
    i64 1, label %6978
    i64 2, label %6971
    i64 3, label %6964
    i64 0, label %6984
  ]

6964:                                             ; preds = %6962
  %6965 = bitcast <16 x float> %6963 to <8 x i64>
  %6966 = and <8 x i64> %6965, %76
  %6967 = fcmp oeq <16 x float> %6963, %44
  %6968 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %6963, i32 4)
  %6969 = bitcast <8 x i64> %6966 to <16 x float>
  %6970 = select <16 x i1> %6967, <16 x float> %6969, <16 x float> %6968
  br label %6984

6971:                                             ; preds = %6962
  %6972 = bitcast <16 x float> %6963 to <8 x i64>
  %6973 = or <8 x i64> %6972, %77
  %6974 = fcmp oeq <16 x float> %6963, %47
  %6975 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %6963, i32 4)
  %6976 = bitcast <8 x i64> %6973 to <16 x float>
  %6977 = select <16 x i1> %6974, <16 x float> %6976, <16 x float> %6975
  br label %6984

6978:                                             ; preds = %6962
  %6979 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %6925, <16 x i1> %741, <16 x float> zeroinitializer)
  %6980 = fadd <16 x float> %6963, %6979
  br label %6984

6981:                                             ; preds = %6796
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5463, ptr align 1 %6803, <16 x i1> %742)
  %6982 = getelementptr float, ptr %974, i64 %6801
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %5462, ptr align 1 %6982, <16 x i1> %744)
  %6983 = getelementptr float, ptr %976, i64 %6801
  br label %6984

6984:                                             ; preds = %6981, %6978, %6971, %6964, %6962, %6943, %6921
  %6985 = phi ptr [ %6983, %6981 ], [ %6924, %6964 ], [ %6924, %6971 ], [ %6924, %6978 ], [ %6924, %6962 ], [ %6924, %6943 ], [ %6924, %6921 ]
  %6986 = phi <16 x i1> [ %746, %6981 ], [ %741, %6964 ], [ %741, %6971 ], [ %741, %6978 ], [ %741, %6962 ], [ %741, %6943 ], [ %741, %6921 ]
  %6987 = phi <16 x float> [ %5461, %6981 ], [ %6970, %6964 ], [ %6977, %6971 ], [ %6980, %6978 ], [ %6963, %6962 ], [ %6944, %6943 ], [ %5461, %6921 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %6987, ptr align 1 %6985, <16 x i1> %6986)
  br label %10124

6988:                                             ; preds = %1044
  %6989 = getelementptr inbounds float, ptr %36, i64 %1041
  br i1 %71, label %6998, label %6990

6990:                                             ; preds = %6988
  %6991 = load float, ptr %6989, align 4
  %6992 = insertelement <16 x float> poison, float %6991, i64 0
  %6993 = shufflevector <16 x float> %6992, <16 x float> poison, <16 x i32> zeroinitializer
  %6994 = insertelement <16 x float> poison, float %6991, i64 0
  %6995 = shufflevector <16 x float> %6994, <16 x float> poison, <16 x i32> zeroinitializer
  %6996 = insertelement <16 x float> poison, float %6991, i64 0
  %6997 = shufflevector <16 x float> %6996, <16 x float> poison, <16 x i32> zeroinitializer
  br label %7010

6998:                                             ; preds = %6988
  %6999 = mul nsw i64 %1041, %48
  %7000 = getelementptr inbounds float, ptr %341, i64 %6999
  %7001 = getelementptr inbounds float, ptr %7000, i64 %687
  %7002 = getelementptr inbounds float, ptr %7001, i64 %362
  %7003 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7002, <16 x i1> %686, <16 x float> zeroinitializer)
  %7004 = getelementptr inbounds float, ptr %7000, i64 %689
  %7005 = getelementptr inbounds float, ptr %7004, i64 %368
  %7006 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7005, <16 x i1> %688, <16 x float> zeroinitializer)
  %7007 = getelementptr inbounds float, ptr %7000, i64 %691
  %7008 = getelementptr inbounds float, ptr %7007, i64 %374
  %7009 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7008, <16 x i1> %690, <16 x float> zeroinitializer)
  br label %7010

7010:                                             ; preds = %6998, %6990
  %7011 = phi <16 x float> [ %7006, %6998 ], [ %6995, %6990 ]
  %7012 = phi <16 x float> [ %7003, %6998 ], [ %6993, %6990 ]
  %7013 = phi <16 x float> [ %7009, %6998 ], [ %6997, %6990 ]
  br i1 %71, label %7023, label %7014

7014:                                             ; preds = %7010
  %7015 = getelementptr inbounds nuw i8, ptr %6989, i64 4
  %7016 = load float, ptr %7015, align 4
  %7017 = insertelement <16 x float> poison, float %7016, i64 0
  %7018 = shufflevector <16 x float> %7017, <16 x float> poison, <16 x i32> zeroinitializer
  %7019 = insertelement <16 x float> poison, float %7016, i64 0
  %7020 = shufflevector <16 x float> %7019, <16 x float> poison, <16 x i32> zeroinitializer
  %7021 = insertelement <16 x float> poison, float %7016, i64 0
  %7022 = shufflevector <16 x float> %7021, <16 x float> poison, <16 x i32> zeroinitializer
  br label %7036

7023:                                             ; preds = %7010
  %7024 = or disjoint i64 %1041, 1
  %7025 = mul nsw i64 %7024, %48
  %7026 = getelementptr inbounds float, ptr %341, i64 %7025
  %7027 = getelementptr inbounds float, ptr %7026, i64 %687
  %7028 = getelementptr inbounds float, ptr %7027, i64 %362
  %7029 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7028, <16 x i1> %686, <16 x float> zeroinitializer)
  %7030 = getelementptr inbounds float, ptr %7026, i64 %689
  %7031 = getelementptr inbounds float, ptr %7030, i64 %368
  %7032 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7031, <16 x i1> %688, <16 x float> zeroinitializer)
  %7033 = getelementptr inbounds float, ptr %7026, i64 %691
  %7034 = getelementptr inbounds float, ptr %7033, i64 %374
  %7035 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7034, <16 x i1> %690, <16 x float> zeroinitializer)
  br label %7036

7036:                                             ; preds = %7023, %7014
  %7037 = phi <16 x float> [ %7032, %7023 ], [ %7020, %7014 ]
  %7038 = phi <16 x float> [ %7029, %7023 ], [ %7018, %7014 ]
  %7039 = phi <16 x float> [ %7035, %7023 ], [ %7022, %7014 ]
  br i1 %71, label %7049, label %7040

7040:                                             ; preds = %7036
  %7041 = getelementptr inbounds nuw i8, ptr %6989, i64 8
  %7042 = load float, ptr %7041, align 4
  %7043 = insertelement <16 x float> poison, float %7042, i64 0
  %7044 = shufflevector <16 x float> %7043, <16 x float> poison, <16 x i32> zeroinitializer
  %7045 = insertelement <16 x float> poison, float %7042, i64 0
  %7046 = shufflevector <16 x float> %7045, <16 x float> poison, <16 x i32> zeroinitializer
  %7047 = insertelement <16 x float> poison, float %7042, i64 0
  %7048 = shufflevector <16 x float> %7047, <16 x float> poison, <16 x i32> zeroinitializer
  br label %7062

7049:                                             ; preds = %7036
  %7050 = or disjoint i64 %1041, 2
  %7051 = mul nsw i64 %7050, %48
  %7052 = getelementptr inbounds float, ptr %341, i64 %7051
  %7053 = getelementptr inbounds float, ptr %7052, i64 %687
  %7054 = getelementptr inbounds float, ptr %7053, i64 %362
  %7055 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7054, <16 x i1> %686, <16 x float> zeroinitializer)
  %7056 = getelementptr inbounds float, ptr %7052, i64 %689
  %7057 = getelementptr inbounds float, ptr %7056, i64 %368
  %7058 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7057, <16 x i1> %688, <16 x float> zeroinitializer)
  %7059 = getelementptr inbounds float, ptr %7052, i64 %691
  %7060 = getelementptr inbounds float, ptr %7059, i64 %374
  %7061 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7060, <16 x i1> %690, <16 x float> zeroinitializer)
  br label %7062

7062:                                             ; preds = %7049, %7040
  %7063 = phi <16 x float> [ %7058, %7049 ], [ %7046, %7040 ]
  %7064 = phi <16 x float> [ %7055, %7049 ], [ %7044, %7040 ]
  %7065 = phi <16 x float> [ %7061, %7049 ], [ %7048, %7040 ]
  br i1 %71, label %7075, label %7066

7066:                                             ; preds = %7062
  %7067 = getelementptr inbounds nuw i8, ptr %6989, i64 12
  %7068 = load float, ptr %7067, align 4
  %7069 = insertelement <16 x float> poison, float %7068, i64 0
  %7070 = shufflevector <16 x float> %7069, <16 x float> poison, <16 x i32> zeroinitializer
  %7071 = insertelement <16 x float> poison, float %7068, i64 0
  %7072 = shufflevector <16 x float> %7071, <16 x float> poison, <16 x i32> zeroinitializer
  %7073 = insertelement <16 x float> poison, float %7068, i64 0
  %7074 = shufflevector <16 x float> %7073, <16 x float> poison, <16 x i32> zeroinitializer
  br label %7088

7075:                                             ; preds = %7062
  %7076 = or disjoint i64 %1041, 3
  %7077 = mul nsw i64 %7076, %48
  %7078 = getelementptr inbounds float, ptr %341, i64 %7077
  %7079 = getelementptr inbounds float, ptr %7078, i64 %687
  %7080 = getelementptr inbounds float, ptr %7079, i64 %362
  %7081 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7080, <16 x i1> %686, <16 x float> zeroinitializer)
  %7082 = getelementptr inbounds float, ptr %7078, i64 %689
  %7083 = getelementptr inbounds float, ptr %7082, i64 %368
  %7084 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7083, <16 x i1> %688, <16 x float> zeroinitializer)
  %7085 = getelementptr inbounds float, ptr %7078, i64 %691
  %7086 = getelementptr inbounds float, ptr %7085, i64 %374
  %7087 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7086, <16 x i1> %690, <16 x float> zeroinitializer)
  br label %7088

7088:                                             ; preds = %7075, %7066
  %7089 = phi <16 x float> [ %7084, %7075 ], [ %7072, %7066 ]
  %7090 = phi <16 x float> [ %7081, %7075 ], [ %7070, %7066 ]
  %7091 = phi <16 x float> [ %7087, %7075 ], [ %7074, %7066 ]
  br i1 %71, label %7101, label %7092

7092:                                             ; preds = %7088
  %7093 = getelementptr inbounds nuw i8, ptr %6989, i64 16
  %7094 = load float, ptr %7093, align 4
  %7095 = insertelement <16 x float> poison, float %7094, i64 0
  %7096 = shufflevector <16 x float> %7095, <16 x float> poison, <16 x i32> zeroinitializer
  %7097 = insertelement <16 x float> poison, float %7094, i64 0
  %7098 = shufflevector <16 x float> %7097, <16 x float> poison, <16 x i32> zeroinitializer
  %7099 = insertelement <16 x float> poison, float %7094, i64 0
  %7100 = shufflevector <16 x float> %7099, <16 x float> poison, <16 x i32> zeroinitializer
  br label %7114

7101:                                             ; preds = %7088
  %7102 = or disjoint i64 %1041, 4
  %7103 = mul nsw i64 %7102, %48
  %7104 = getelementptr inbounds float, ptr %341, i64 %7103
  %7105 = getelementptr inbounds float, ptr %7104, i64 %687
  %7106 = getelementptr inbounds float, ptr %7105, i64 %362
  %7107 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7106, <16 x i1> %686, <16 x float> zeroinitializer)
  %7108 = getelementptr inbounds float, ptr %7104, i64 %689
  %7109 = getelementptr inbounds float, ptr %7108, i64 %368
  %7110 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7109, <16 x i1> %688, <16 x float> zeroinitializer)
  %7111 = getelementptr inbounds float, ptr %7104, i64 %691
  %7112 = getelementptr inbounds float, ptr %7111, i64 %374
  %7113 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7112, <16 x i1> %690, <16 x float> zeroinitializer)
  br label %7114

7114:                                             ; preds = %7101, %7092
  %7115 = phi <16 x float> [ %7110, %7101 ], [ %7098, %7092 ]
  %7116 = phi <16 x float> [ %7107, %7101 ], [ %7096, %7092 ]
  %7117 = phi <16 x float> [ %7113, %7101 ], [ %7100, %7092 ]
  br i1 %71, label %7127, label %7118

7118:                                             ; preds = %7114
  %7119 = getelementptr inbounds nuw i8, ptr %6989, i64 20
  %7120 = load float, ptr %7119, align 4
  %7121 = insertelement <16 x float> poison, float %7120, i64 0
  %7122 = shufflevector <16 x float> %7121, <16 x float> poison, <16 x i32> zeroinitializer
  %7123 = insertelement <16 x float> poison, float %7120, i64 0
  %7124 = shufflevector <16 x float> %7123, <16 x float> poison, <16 x i32> zeroinitializer
  %7125 = insertelement <16 x float> poison, float %7120, i64 0
  %7126 = shufflevector <16 x float> %7125, <16 x float> poison, <16 x i32> zeroinitializer
  br label %7140

7127:                                             ; preds = %7114
  %7128 = or disjoint i64 %1041, 5
  %7129 = mul nsw i64 %7128, %48
  %7130 = getelementptr inbounds float, ptr %341, i64 %7129
  %7131 = getelementptr inbounds float, ptr %7130, i64 %687
  %7132 = getelementptr inbounds float, ptr %7131, i64 %362
  %7133 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7132, <16 x i1> %686, <16 x float> zeroinitializer)
  %7134 = getelementptr inbounds float, ptr %7130, i64 %689
  %7135 = getelementptr inbounds float, ptr %7134, i64 %368
  %7136 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7135, <16 x i1> %688, <16 x float> zeroinitializer)
  %7137 = getelementptr inbounds float, ptr %7130, i64 %691
  %7138 = getelementptr inbounds float, ptr %7137, i64 %374
  %7139 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7138, <16 x i1> %690, <16 x float> zeroinitializer)
  br label %7140

7140:                                             ; preds = %7127, %7118
  %7141 = phi <16 x float> [ %7136, %7127 ], [ %7124, %7118 ]
  %7142 = phi <16 x float> [ %7133, %7127 ], [ %7122, %7118 ]
  %7143 = phi <16 x float> [ %7139, %7127 ], [ %7126, %7118 ]
  br i1 %71, label %7153, label %7144

7144:                                             ; preds = %7140
  %7145 = getelementptr inbounds nuw i8, ptr %6989, i64 24
  %7146 = load float, ptr %7145, align 4
  %7147 = insertelement <16 x float> poison, float %7146, i64 0
  %7148 = shufflevector <16 x float> %7147, <16 x float> poison, <16 x i32> zeroinitializer
  %7149 = insertelement <16 x float> poison, float %7146, i64 0
  %7150 = shufflevector <16 x float> %7149, <16 x float> poison, <16 x i32> zeroinitializer
  %7151 = insertelement <16 x float> poison, float %7146, i64 0
  %7152 = shufflevector <16 x float> %7151, <16 x float> poison, <16 x i32> zeroinitializer
  br label %7166

7153:                                             ; preds = %7140
  %7154 = or disjoint i64 %1041, 6
  %7155 = mul nsw i64 %7154, %48
  %7156 = getelementptr inbounds float, ptr %341, i64 %7155
  %7157 = getelementptr inbounds float, ptr %7156, i64 %687
  %7158 = getelementptr inbounds float, ptr %7157, i64 %362
  %7159 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7158, <16 x i1> %686, <16 x float> zeroinitializer)
  %7160 = getelementptr inbounds float, ptr %7156, i64 %689
  %7161 = getelementptr inbounds float, ptr %7160, i64 %368
  %7162 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7161, <16 x i1> %688, <16 x float> zeroinitializer)
  %7163 = getelementptr inbounds float, ptr %7156, i64 %691
  %7164 = getelementptr inbounds float, ptr %7163, i64 %374
  %7165 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7164, <16 x i1> %690, <16 x float> zeroinitializer)
  br label %7166

7166:                                             ; preds = %7153, %7144
  %7167 = phi <16 x float> [ %7162, %7153 ], [ %7150, %7144 ]
  %7168 = phi <16 x float> [ %7159, %7153 ], [ %7148, %7144 ]
  %7169 = phi <16 x float> [ %7165, %7153 ], [ %7152, %7144 ]
  br i1 %71, label %7179, label %7170

7170:                                             ; preds = %7166
  %7171 = getelementptr inbounds nuw i8, ptr %6989, i64 28
  %7172 = load float, ptr %7171, align 4
  %7173 = insertelement <16 x float> poison, float %7172, i64 0
  %7174 = shufflevector <16 x float> %7173, <16 x float> poison, <16 x i32> zeroinitializer
  %7175 = insertelement <16 x float> poison, float %7172, i64 0
  %7176 = shufflevector <16 x float> %7175, <16 x float> poison, <16 x i32> zeroinitializer
  %7177 = insertelement <16 x float> poison, float %7172, i64 0
  %7178 = shufflevector <16 x float> %7177, <16 x float> poison, <16 x i32> zeroinitializer
  br label %7192

7179:                                             ; preds = %7166
  %7180 = or disjoint i64 %1041, 7
  %7181 = mul nsw i64 %7180, %48
  %7182 = getelementptr inbounds float, ptr %341, i64 %7181
  %7183 = getelementptr inbounds float, ptr %7182, i64 %687
  %7184 = getelementptr inbounds float, ptr %7183, i64 %362
  %7185 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7184, <16 x i1> %686, <16 x float> zeroinitializer)
  %7186 = getelementptr inbounds float, ptr %7182, i64 %689
  %7187 = getelementptr inbounds float, ptr %7186, i64 %368
  %7188 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7187, <16 x i1> %688, <16 x float> zeroinitializer)
  %7189 = getelementptr inbounds float, ptr %7182, i64 %691
  %7190 = getelementptr inbounds float, ptr %7189, i64 %374
  %7191 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7190, <16 x i1> %690, <16 x float> zeroinitializer)
  br label %7192

7192:                                             ; preds = %7179, %7170
  %7193 = phi <16 x float> [ %7188, %7179 ], [ %7176, %7170 ]
  %7194 = phi <16 x float> [ %7185, %7179 ], [ %7174, %7170 ]
  %7195 = phi <16 x float> [ %7191, %7179 ], [ %7178, %7170 ]
  %7196 = mul i64 %72, %1041
  %7197 = getelementptr inbounds float, ptr %35, i64 %7196
  br i1 %73, label %7198, label %7381

7198:                                             ; preds = %7192, %7228
  %7199 = phi <16 x float> [ %7229, %7228 ], [ %7195, %7192 ]
  %7200 = phi <16 x float> [ %7230, %7228 ], [ %7193, %7192 ]
  %7201 = phi <16 x float> [ %7231, %7228 ], [ %7194, %7192 ]
  %7202 = phi <16 x float> [ %7232, %7228 ], [ %7169, %7192 ]
  %7203 = phi <16 x float> [ %7233, %7228 ], [ %7167, %7192 ]
  %7204 = phi <16 x float> [ %7234, %7228 ], [ %7168, %7192 ]
  %7205 = phi <16 x float> [ %7235, %7228 ], [ %7143, %7192 ]
  %7206 = phi <16 x float> [ %7236, %7228 ], [ %7141, %7192 ]
  %7207 = phi <16 x float> [ %7237, %7228 ], [ %7142, %7192 ]
  %7208 = phi <16 x float> [ %7238, %7228 ], [ %7117, %7192 ]
  %7209 = phi <16 x float> [ %7239, %7228 ], [ %7115, %7192 ]
  %7210 = phi <16 x float> [ %7240, %7228 ], [ %7116, %7192 ]
  %7211 = phi <16 x float> [ %7241, %7228 ], [ %7091, %7192 ]
  %7212 = phi <16 x float> [ %7242, %7228 ], [ %7089, %7192 ]
  %7213 = phi <16 x float> [ %7243, %7228 ], [ %7039, %7192 ]
  %7214 = phi <16 x float> [ %7244, %7228 ], [ %7037, %7192 ]
  %7215 = phi <16 x float> [ %7245, %7228 ], [ %7038, %7192 ]
  %7216 = phi <16 x float> [ %7246, %7228 ], [ %7013, %7192 ]
  %7217 = phi <16 x float> [ %7247, %7228 ], [ %7011, %7192 ]
  %7218 = phi <16 x float> [ %7248, %7228 ], [ %7012, %7192 ]
  %7219 = phi <16 x float> [ %7249, %7228 ], [ %7090, %7192 ]
  %7220 = phi <16 x float> [ %7250, %7228 ], [ %7065, %7192 ]
  %7221 = phi <16 x float> [ %7251, %7228 ], [ %7063, %7192 ]
  %7222 = phi <16 x float> [ %7252, %7228 ], [ %7064, %7192 ]
  %7223 = phi i64 [ %7253, %7228 ], [ 0, %7192 ]
  %7224 = mul nsw i64 %69, %7223
  %7225 = getelementptr inbounds float, ptr %339, i64 %7224
  %7226 = mul nsw i64 %7223, %70
  %7227 = getelementptr inbounds float, ptr %7197, i64 %7226
  br i1 %74, label %7255, label %7228

7228:                                             ; preds = %7255, %7198
  %7229 = phi <16 x float> [ %7199, %7198 ], [ %7378, %7255 ]
  %7230 = phi <16 x float> [ %7200, %7198 ], [ %7377, %7255 ]
  %7231 = phi <16 x float> [ %7201, %7198 ], [ %7376, %7255 ]
  %7232 = phi <16 x float> [ %7202, %7198 ], [ %7371, %7255 ]
  %7233 = phi <16 x float> [ %7203, %7198 ], [ %7370, %7255 ]
  %7234 = phi <16 x float> [ %7204, %7198 ], [ %7369, %7255 ]
  %7235 = phi <16 x float> [ %7205, %7198 ], [ %7364, %7255 ]
  %7236 = phi <16 x float> [ %7206, %7198 ], [ %7363, %7255 ]
  %7237 = phi <16 x float> [ %7207, %7198 ], [ %7362, %7255 ]
  %7238 = phi <16 x float> [ %7208, %7198 ], [ %7357, %7255 ]
  %7239 = phi <16 x float> [ %7209, %7198 ], [ %7356, %7255 ]
  %7240 = phi <16 x float> [ %7210, %7198 ], [ %7355, %7255 ]
  %7241 = phi <16 x float> [ %7211, %7198 ], [ %7350, %7255 ]
  %7242 = phi <16 x float> [ %7212, %7198 ], [ %7349, %7255 ]
  %7243 = phi <16 x float> [ %7213, %7198 ], [ %7336, %7255 ]
  %7244 = phi <16 x float> [ %7214, %7198 ], [ %7335, %7255 ]
  %7245 = phi <16 x float> [ %7215, %7198 ], [ %7334, %7255 ]
  %7246 = phi <16 x float> [ %7216, %7198 ], [ %7329, %7255 ]
  %7247 = phi <16 x float> [ %7217, %7198 ], [ %7328, %7255 ]
  %7248 = phi <16 x float> [ %7218, %7198 ], [ %7327, %7255 ]
  %7249 = phi <16 x float> [ %7219, %7198 ], [ %7348, %7255 ]
  %7250 = phi <16 x float> [ %7220, %7198 ], [ %7343, %7255 ]
  %7251 = phi <16 x float> [ %7221, %7198 ], [ %7342, %7255 ]
  %7252 = phi <16 x float> [ %7222, %7198 ], [ %7341, %7255 ]
  %7253 = add nuw nsw i64 %7223, 1
  %7254 = icmp eq i64 %7253, %5
  br i1 %7254, label %7381, label %7198

7255:                                             ; preds = %7198, %7255
  %7256 = phi <16 x float> [ %7378, %7255 ], [ %7199, %7198 ]
  %7257 = phi <16 x float> [ %7377, %7255 ], [ %7200, %7198 ]
  %7258 = phi <16 x float> [ %7376, %7255 ], [ %7201, %7198 ]
  %7259 = phi <16 x float> [ %7371, %7255 ], [ %7202, %7198 ]
  %7260 = phi <16 x float> [ %7370, %7255 ], [ %7203, %7198 ]
  %7261 = phi <16 x float> [ %7369, %7255 ], [ %7204, %7198 ]
  %7262 = phi <16 x float> [ %7364, %7255 ], [ %7205, %7198 ]
  %7263 = phi <16 x float> [ %7363, %7255 ], [ %7206, %7198 ]
  %7264 = phi <16 x float> [ %7362, %7255 ], [ %7207, %7198 ]
  %7265 = phi <16 x float> [ %7357, %7255 ], [ %7208, %7198 ]
  %7266 = phi <16 x float> [ %7356, %7255 ], [ %7209, %7198 ]
  %7267 = phi <16 x float> [ %7355, %7255 ], [ %7210, %7198 ]
  %7268 = phi <16 x float> [ %7350, %7255 ], [ %7211, %7198 ]
  %7269 = phi <16 x float> [ %7349, %7255 ], [ %7212, %7198 ]
  %7270 = phi <16 x float> [ %7336, %7255 ], [ %7213, %7198 ]
  %7271 = phi <16 x float> [ %7335, %7255 ], [ %7214, %7198 ]
  %7272 = phi <16 x float> [ %7334, %7255 ], [ %7215, %7198 ]
  %7273 = phi <16 x float> [ %7329, %7255 ], [ %7216, %7198 ]
  %7274 = phi <16 x float> [ %7328, %7255 ], [ %7217, %7198 ]
  %7275 = phi <16 x float> [ %7327, %7255 ], [ %7218, %7198 ]
  %7276 = phi <16 x float> [ %7348, %7255 ], [ %7219, %7198 ]
  %7277 = phi <16 x float> [ %7343, %7255 ], [ %7220, %7198 ]
  %7278 = phi <16 x float> [ %7342, %7255 ], [ %7221, %7198 ]
  %7279 = phi <16 x float> [ %7341, %7255 ], [ %7222, %7198 ]
  %7280 = phi i64 [ %7379, %7255 ], [ 0, %7198 ]
  %7281 = getelementptr inbounds nuw [3 x i64], ptr %30, i64 %7280
  %7282 = getelementptr inbounds nuw [3 x i32], ptr %31, i64 %7280
  %7283 = load i64, ptr %7281, align 8
  %7284 = getelementptr inbounds float, ptr %7225, i64 %7283
  %7285 = load i32, ptr %7282, align 4
  %7286 = trunc i32 %7285 to i16
  %7287 = bitcast i16 %7286 to <16 x i1>
  %7288 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %7284, <16 x i1> %7287, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %7289 = lshr i32 %7285, 16
  %7290 = trunc nuw i32 %7289 to i16
  %7291 = getelementptr inbounds nuw i8, ptr %7284, i64 64
  %7292 = bitcast i16 %7290 to <16 x i1>
  %7293 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %7291, <16 x i1> %7292, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %7294 = shufflevector <16 x float> %7288, <16 x float> %7293, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %7295 = getelementptr inbounds nuw i8, ptr %7281, i64 8
  %7296 = load i64, ptr %7295, align 8
  %7297 = getelementptr inbounds float, ptr %7225, i64 %7296
  %7298 = getelementptr inbounds nuw i8, ptr %7282, i64 4
  %7299 = load i32, ptr %7298, align 4
  %7300 = trunc i32 %7299 to i16
  %7301 = bitcast i16 %7300 to <16 x i1>
  %7302 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %7297, <16 x i1> %7301, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %7303 = lshr i32 %7299, 16
  %7304 = trunc nuw i32 %7303 to i16
  %7305 = getelementptr inbounds nuw i8, ptr %7297, i64 64
  %7306 = bitcast i16 %7304 to <16 x i1>
  %7307 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %7305, <16 x i1> %7306, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %7308 = shufflevector <16 x float> %7302, <16 x float> %7307, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %7309 = getelementptr inbounds nuw i8, ptr %7281, i64 16
  %7310 = load i64, ptr %7309, align 8
  %7311 = getelementptr inbounds float, ptr %7225, i64 %7310
  %7312 = getelementptr inbounds nuw i8, ptr %7282, i64 8
  %7313 = load i32, ptr %7312, align 4
  %7314 = trunc i32 %7313 to i16
  %7315 = bitcast i16 %7314 to <16 x i1>
  %7316 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %7311, <16 x i1> %7315, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %7317 = lshr i32 %7313, 16
  %7318 = trunc nuw i32 %7317 to i16
  %7319 = getelementptr inbounds nuw i8, ptr %7311, i64 64
  %7320 = bitcast i16 %7318 to <16 x i1>
  %7321 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %7319, <16 x i1> %7320, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %7322 = shufflevector <16 x float> %7316, <16 x float> %7321, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %7323 = getelementptr float, ptr %7227, i64 %7280
  %7324 = load float, ptr %7323, align 4
  %7325 = insertelement <16 x float> poison, float %7324, i64 0
  %7326 = shufflevector <16 x float> %7325, <16 x float> poison, <16 x i32> zeroinitializer
  %7327 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7294, <16 x float> %7326, <16 x float> %7275)
  %7328 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7308, <16 x float> %7326, <16 x float> %7274)
  %7329 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7322, <16 x float> %7326, <16 x float> %7273)
  %7330 = getelementptr float, ptr %7323, i64 %72
  %7331 = load float, ptr %7330, align 4
  %7332 = insertelement <16 x float> poison, float %7331, i64 0
  %7333 = shufflevector <16 x float> %7332, <16 x float> poison, <16 x i32> zeroinitializer
  %7334 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7294, <16 x float> %7333, <16 x float> %7272)
  %7335 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7308, <16 x float> %7333, <16 x float> %7271)
  %7336 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7322, <16 x float> %7333, <16 x float> %7270)
  %7337 = getelementptr i8, ptr %7323, i64 %142
  %7338 = load float, ptr %7337, align 4
  %7339 = insertelement <16 x float> poison, float %7338, i64 0
  %7340 = shufflevector <16 x float> %7339, <16 x float> poison, <16 x i32> zeroinitializer
  %7341 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7294, <16 x float> %7340, <16 x float> %7279)
  %7342 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7308, <16 x float> %7340, <16 x float> %7278)
  %7343 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7322, <16 x float> %7340, <16 x float> %7277)
  %7344 = getelementptr i8, ptr %7323, i64 %143
  %7345 = load float, ptr %7344, align 4
  %7346 = insertelement <16 x float> poison, float %7345, i64 0
  %7347 = shufflevector <16 x float> %7346, <16 x float> poison, <16 x i32> zeroinitializer
  %7348 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7294, <16 x float> %7347, <16 x float> %7276)
  %7349 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7308, <16 x float> %7347, <16 x float> %7269)
  %7350 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7322, <16 x float> %7347, <16 x float> %7268)
  %7351 = getelementptr i8, ptr %7323, i64 %144
  %7352 = load float, ptr %7351, align 4
  %7353 = insertelement <16 x float> poison, float %7352, i64 0
  %7354 = shufflevector <16 x float> %7353, <16 x float> poison, <16 x i32> zeroinitializer
  %7355 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7294, <16 x float> %7354, <16 x float> %7267)
  %7356 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7308, <16 x float> %7354, <16 x float> %7266)
  %7357 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7322, <16 x float> %7354, <16 x float> %7265)
  %7358 = getelementptr i8, ptr %7323, i64 %145
  %7359 = load float, ptr %7358, align 4
  %7360 = insertelement <16 x float> poison, float %7359, i64 0
  %7361 = shufflevector <16 x float> %7360, <16 x float> poison, <16 x i32> zeroinitializer
  %7362 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7294, <16 x float> %7361, <16 x float> %7264)
  %7363 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7308, <16 x float> %7361, <16 x float> %7263)
  %7364 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7322, <16 x float> %7361, <16 x float> %7262)
  %7365 = getelementptr i8, ptr %7323, i64 %146
  %7366 = load float, ptr %7365, align 4
  %7367 = insertelement <16 x float> poison, float %7366, i64 0
  %7368 = shufflevector <16 x float> %7367, <16 x float> poison, <16 x i32> zeroinitializer
  %7369 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7294, <16 x float> %7368, <16 x float> %7261)
  %7370 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7308, <16 x float> %7368, <16 x float> %7260)
  %7371 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7322, <16 x float> %7368, <16 x float> %7259)
  %7372 = getelementptr i8, ptr %7323, i64 %147
  %7373 = load float, ptr %7372, align 4
  %7374 = insertelement <16 x float> poison, float %7373, i64 0
  %7375 = shufflevector <16 x float> %7374, <16 x float> poison, <16 x i32> zeroinitializer
  %7376 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7294, <16 x float> %7375, <16 x float> %7258)
  %7377 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7308, <16 x float> %7375, <16 x float> %7257)
  %7378 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %7322, <16 x float> %7375, <16 x float> %7256)
  %7379 = add nuw nsw i64 %7280, 1
  %7380 = icmp eq i64 %7379, %70
  br i1 %7380, label %7228, label %7255

7381:                                             ; preds = %7228, %7192
  %7382 = phi <16 x float> [ %7195, %7192 ], [ %7229, %7228 ]
  %7383 = phi <16 x float> [ %7193, %7192 ], [ %7230, %7228 ]
  %7384 = phi <16 x float> [ %7194, %7192 ], [ %7231, %7228 ]
  %7385 = phi <16 x float> [ %7169, %7192 ], [ %7232, %7228 ]
  %7386 = phi <16 x float> [ %7167, %7192 ], [ %7233, %7228 ]
  %7387 = phi <16 x float> [ %7168, %7192 ], [ %7234, %7228 ]
  %7388 = phi <16 x float> [ %7143, %7192 ], [ %7235, %7228 ]
  %7389 = phi <16 x float> [ %7141, %7192 ], [ %7236, %7228 ]
  %7390 = phi <16 x float> [ %7142, %7192 ], [ %7237, %7228 ]
  %7391 = phi <16 x float> [ %7117, %7192 ], [ %7238, %7228 ]
  %7392 = phi <16 x float> [ %7115, %7192 ], [ %7239, %7228 ]
  %7393 = phi <16 x float> [ %7116, %7192 ], [ %7240, %7228 ]
  %7394 = phi <16 x float> [ %7091, %7192 ], [ %7241, %7228 ]
  %7395 = phi <16 x float> [ %7089, %7192 ], [ %7242, %7228 ]
  %7396 = phi <16 x float> [ %7090, %7192 ], [ %7249, %7228 ]
  %7397 = phi <16 x float> [ %7065, %7192 ], [ %7250, %7228 ]
  %7398 = phi <16 x float> [ %7063, %7192 ], [ %7251, %7228 ]
  %7399 = phi <16 x float> [ %7064, %7192 ], [ %7252, %7228 ]
  %7400 = phi <16 x float> [ %7039, %7192 ], [ %7243, %7228 ]
  %7401 = phi <16 x float> [ %7037, %7192 ], [ %7244, %7228 ]
  %7402 = phi <16 x float> [ %7038, %7192 ], [ %7245, %7228 ]
  %7403 = phi <16 x float> [ %7013, %7192 ], [ %7246, %7228 ]
  %7404 = phi <16 x float> [ %7011, %7192 ], [ %7247, %7228 ]
  %7405 = phi <16 x float> [ %7012, %7192 ], [ %7248, %7228 ]
  %7406 = mul nsw i64 %1041, %48
  %7407 = add i64 %7406, %693
  %7408 = getelementptr inbounds float, ptr %346, i64 %7407
  br i1 %75, label %7586, label %7409

7409:                                             ; preds = %7381
  %7410 = getelementptr inbounds float, ptr %344, i64 %7407
  switch i64 %148, label %1239 [
    i64 1, label %7411
    i64 2, label %7414
    i64 3, label %7421
    i64 0, label %7466
  ]

7411:                                             ; preds = %7409
  %7412 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7410, <16 x i1> %694, <16 x float> zeroinitializer)
  %7413 = fadd <16 x float> %7405, %7412
  br label %7428

7414:                                             ; preds = %7409
  %7415 = bitcast <16 x float> %7405 to <8 x i64>
  %7416 = or <8 x i64> %7415, %77
  %7417 = fcmp oeq <16 x float> %7405, %47
  %7418 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7405, i32 4)
  %7419 = bitcast <8 x i64> %7416 to <16 x float>
  %7420 = select <16 x i1> %7417, <16 x float> %7419, <16 x float> %7418
  br label %7428

7421:                                             ; preds = %7409
  %7422 = bitcast <16 x float> %7405 to <8 x i64>
  %7423 = and <8 x i64> %7422, %76
  %7424 = fcmp oeq <16 x float> %7405, %44
  %7425 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7405, i32 4)
  %7426 = bitcast <8 x i64> %7423 to <16 x float>
  %7427 = select <16 x i1> %7424, <16 x float> %7426, <16 x float> %7425
  br label %7428

7428:                                             ; preds = %7421, %7414, %7411
  %7429 = phi <16 x float> [ %7413, %7411 ], [ %7420, %7414 ], [ %7427, %7421 ]
  switch i64 %150, label %1239 [
    i64 1, label %7444
    i64 2, label %7437
    i64 3, label %7430
    i64 0, label %7466
  ]

7430:                                             ; preds = %7428
  %7431 = bitcast <16 x float> %7429 to <8 x i64>
  %7432 = and <8 x i64> %7431, %76
  %7433 = fcmp oeq <16 x float> %7429, %44
  %7434 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7429, i32 4)
  %7435 = bitcast <8 x i64> %7432 to <16 x float>
  %7436 = select <16 x i1> %7433, <16 x float> %7435, <16 x float> %7434
  br label %7447

7437:                                             ; preds = %7428
  %7438 = bitcast <16 x float> %7429 to <8 x i64>
  %7439 = or <8 x i64> %7438, %77
  %7440 = fcmp oeq <16 x float> %7429, %47
  %7441 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7429, i32 4)
  %7442 = bitcast <8 x i64> %7439 to <16 x float>
  %7443 = select <16 x i1> %7440, <16 x float> %7442, <16 x float> %7441
  br label %7447

7444:                                             ; preds = %7428
  %7445 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7410, <16 x i1> %694, <16 x float> zeroinitializer)
  %7446 = fadd <16 x float> %7429, %7445
  br label %7447

7447:                                             ; preds = %7444, %7437, %7430
  %7448 = phi <16 x float> [ %7446, %7444 ], [ %7443, %7437 ], [ %7436, %7430 ]
  switch i64 %152, label %1239 [
    i64 1, label %7463
    i64 2, label %7456
    i64 3, label %7449
    i64 0, label %7466
  ]

7449:                                             ; preds = %7447
  %7450 = bitcast <16 x float> %7448 to <8 x i64>
  %7451 = and <8 x i64> %7450, %76
  %7452 = fcmp oeq <16 x float> %7448, %44
  %7453 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7448, i32 4)
  %7454 = bitcast <8 x i64> %7451 to <16 x float>
  %7455 = select <16 x i1> %7452, <16 x float> %7454, <16 x float> %7453
  br label %7466

7456:                                             ; preds = %7447
  %7457 = bitcast <16 x float> %7448 to <8 x i64>
  %7458 = or <8 x i64> %7457, %77
  %7459 = fcmp oeq <16 x float> %7448, %47
  %7460 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7448, i32 4)
  %7461 = bitcast <8 x i64> %7458 to <16 x float>
  %7462 = select <16 x i1> %7459, <16 x float> %7461, <16 x float> %7460
  br label %7466

7463:                                             ; preds = %7447
  %7464 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7410, <16 x i1> %694, <16 x float> zeroinitializer)
  %7465 = fadd <16 x float> %7448, %7464
  br label %7466

7466:                                             ; preds = %7409, %7428, %7447, %7463, %7456, %7449
  %7467 = phi <16 x float> [ %7455, %7449 ], [ %7462, %7456 ], [ %7465, %7463 ], [ %7429, %7428 ], [ %7448, %7447 ], [ %7405, %7409 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7467, ptr align 1 %7408, <16 x i1> %694)
  %7468 = add i64 %7406, %696
  %7469 = getelementptr inbounds float, ptr %346, i64 %7468
  %7470 = getelementptr inbounds float, ptr %344, i64 %7468
  switch i64 %153, label %1239 [
    i64 1, label %7485
    i64 2, label %7478
    i64 3, label %7471
    i64 0, label %7526
  ]

7471:                                             ; preds = %7466
  %7472 = bitcast <16 x float> %7404 to <8 x i64>
  %7473 = and <8 x i64> %7472, %76
  %7474 = fcmp oeq <16 x float> %7404, %44
  %7475 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7404, i32 4)
  %7476 = bitcast <8 x i64> %7473 to <16 x float>
  %7477 = select <16 x i1> %7474, <16 x float> %7476, <16 x float> %7475
  br label %7488

7478:                                             ; preds = %7466
  %7479 = bitcast <16 x float> %7404 to <8 x i64>
  %7480 = or <8 x i64> %7479, %77
  %7481 = fcmp oeq <16 x float> %7404, %47
  %7482 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7404, i32 4)
  %7483 = bitcast <8 x i64> %7480 to <16 x float>
  %7484 = select <16 x i1> %7481, <16 x float> %7483, <16 x float> %7482
  br label %7488

7485:                                             ; preds = %7466
  %7486 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7470, <16 x i1> %697, <16 x float> zeroinitializer)
  %7487 = fadd <16 x float> %7404, %7486
  br label %7488

7488:                                             ; preds = %7485, %7478, %7471
  %7489 = phi <16 x float> [ %7487, %7485 ], [ %7484, %7478 ], [ %7477, %7471 ]
  switch i64 %155, label %1239 [
    i64 1, label %7504
    i64 2, label %7497
    i64 3, label %7490
    i64 0, label %7526
  ]

7490:                                             ; preds = %7488
  %7491 = bitcast <16 x float> %7489 to <8 x i64>
  %7492 = and <8 x i64> %7491, %76
  %7493 = fcmp oeq <16 x float> %7489, %44
  %7494 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7489, i32 4)
  %7495 = bitcast <8 x i64> %7492 to <16 x float>
  %7496 = select <16 x i1> %7493, <16 x float> %7495, <16 x float> %7494
  br label %7507

7497:                                             ; preds = %7488
  %7498 = bitcast <16 x float> %7489 to <8 x i64>
  %7499 = or <8 x i64> %7498, %77
  %7500 = fcmp oeq <16 x float> %7489, %47
  %7501 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7489, i32 4)
  %7502 = bitcast <8 x i64> %7499 to <16 x float>
  %7503 = select <16 x i1> %7500, <16 x float> %7502, <16 x float> %7501
  br label %7507

7504:                                             ; preds = %7488
  %7505 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7470, <16 x i1> %697, <16 x float> zeroinitializer)
  %7506 = fadd <16 x float> %7489, %7505
  br label %7507

7507:                                             ; preds = %7504, %7497, %7490
  %7508 = phi <16 x float> [ %7506, %7504 ], [ %7503, %7497 ], [ %7496, %7490 ]
  switch i64 %157, label %1239 [
    i64 1, label %7523
    i64 2, label %7516
    i64 3, label %7509
    i64 0, label %7526
  ]

7509:                                             ; preds = %7507
  %7510 = bitcast <16 x float> %7508 to <8 x i64>
  %7511 = and <8 x i64> %7510, %76
  %7512 = fcmp oeq <16 x float> %7508, %44
  %7513 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7508, i32 4)
  %7514 = bitcast <8 x i64> %7511 to <16 x float>
  %7515 = select <16 x i1> %7512, <16 x float> %7514, <16 x float> %7513
  br label %7526

7516:                                             ; preds = %7507
  %7517 = bitcast <16 x float> %7508 to <8 x i64>
  %7518 = or <8 x i64> %7517, %77
  %7519 = fcmp oeq <16 x float> %7508, %47
  %7520 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7508, i32 4)
  %7521 = bitcast <8 x i64> %7518 to <16 x float>
  %7522 = select <16 x i1> %7519, <16 x float> %7521, <16 x float> %7520
  br label %7526

7523:                                             ; preds = %7507
  %7524 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7470, <16 x i1> %697, <16 x float> zeroinitializer)
  %7525 = fadd <16 x float> %7508, %7524
  br label %7526

7526:                                             ; preds = %7466, %7488, %7507, %7523, %7516, %7509
  %7527 = phi <16 x float> [ %7515, %7509 ], [ %7522, %7516 ], [ %7525, %7523 ], [ %7489, %7488 ], [ %7508, %7507 ], [ %7404, %7466 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7527, ptr align 1 %7469, <16 x i1> %697)
  %7528 = add i64 %7406, %699
  %7529 = getelementptr inbounds float, ptr %346, i64 %7528
  %7530 = getelementptr inbounds float, ptr %344, i64 %7528
  switch i64 %158, label %1239 [
    i64 1, label %7545
    i64 2, label %7538
    i64 3, label %7531
    i64 0, label %7589
  ]

7531:                                             ; preds = %7526
  %7532 = bitcast <16 x float> %7403 to <8 x i64>
  %7533 = and <8 x i64> %7532, %76
  %7534 = fcmp oeq <16 x float> %7403, %44
  %7535 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7403, i32 4)
  %7536 = bitcast <8 x i64> %7533 to <16 x float>
  %7537 = select <16 x i1> %7534, <16 x float> %7536, <16 x float> %7535
  br label %7548

7538:                                             ; preds = %7526
  %7539 = bitcast <16 x float> %7403 to <8 x i64>
  %7540 = or <8 x i64> %7539, %77
  %7541 = fcmp oeq <16 x float> %7403, %47
  %7542 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7403, i32 4)
  %7543 = bitcast <8 x i64> %7540 to <16 x float>
  %7544 = select <16 x i1> %7541, <16 x float> %7543, <16 x float> %7542
  br label %7548

7545:                                             ; preds = %7526
  %7546 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7530, <16 x i1> %700, <16 x float> zeroinitializer)
  %7547 = fadd <16 x float> %7403, %7546
  br label %7548

7548:                                             ; preds = %7545, %7538, %7531
  %7549 = phi <16 x float> [ %7547, %7545 ], [ %7544, %7538 ], [ %7537, %7531 ]
  switch i64 %160, label %1239 [
    i64 1, label %7564
    i64 2, label %7557
    i64 3, label %7550
    i64 0, label %7589
  ]

7550:                                             ; preds = %7548
  %7551 = bitcast <16 x float> %7549 to <8 x i64>
  %7552 = and <8 x i64> %7551, %76
  %7553 = fcmp oeq <16 x float> %7549, %44
  %7554 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7549, i32 4)
  %7555 = bitcast <8 x i64> %7552 to <16 x float>
  %7556 = select <16 x i1> %7553, <16 x float> %7555, <16 x float> %7554
  br label %7567

7557:                                             ; preds = %7548
  %7558 = bitcast <16 x float> %7549 to <8 x i64>
  %7559 = or <8 x i64> %7558, %77
  %7560 = fcmp oeq <16 x float> %7549, %47
  %7561 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7549, i32 4)
  %7562 = bitcast <8 x i64> %7559 to <16 x float>
  %7563 = select <16 x i1> %7560, <16 x float> %7562, <16 x float> %7561
  br label %7567

7564:                                             ; preds = %7548
  %7565 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7530, <16 x i1> %700, <16 x float> zeroinitializer)
  %7566 = fadd <16 x float> %7549, %7565
  br label %7567

7567:                                             ; preds = %7564, %7557, %7550
  %7568 = phi <16 x float> [ %7566, %7564 ], [ %7563, %7557 ], [ %7556, %7550 ]
  switch i64 %162, label %1239 [
    i64 1, label %7583
    i64 2, label %7576
    i64 3, label %7569
    i64 0, label %7589
  ]

7569:                                             ; preds = %7567
  %7570 = bitcast <16 x float> %7568 to <8 x i64>
  %7571 = and <8 x i64> %7570, %76
  %7572 = fcmp oeq <16 x float> %7568, %44
  %7573 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7568, i32 4)
  %7574 = bitcast <8 x i64> %7571 to <16 x float>
  %7575 = select <16 x i1> %7572, <16 x float> %7574, <16 x float> %7573
  br label %7589

7576:                                             ; preds = %7567
  %7577 = bitcast <16 x float> %7568 to <8 x i64>
  %7578 = or <8 x i64> %7577, %77
  %7579 = fcmp oeq <16 x float> %7568, %47
  %7580 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7568, i32 4)
  %7581 = bitcast <8 x i64> %7578 to <16 x float>
  %7582 = select <16 x i1> %7579, <16 x float> %7581, <16 x float> %7580
  br label %7589

7583:                                             ; preds = %7567
  %7584 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7530, <16 x i1> %700, <16 x float> zeroinitializer)
  %7585 = fadd <16 x float> %7568, %7584
  br label %7589

7586:                                             ; preds = %7381
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7405, ptr align 1 %7408, <16 x i1> %701)
  %7587 = getelementptr float, ptr %914, i64 %7406
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7404, ptr align 1 %7587, <16 x i1> %703)
  %7588 = getelementptr float, ptr %916, i64 %7406
  br label %7589

7589:                                             ; preds = %7526, %7548, %7567, %7583, %7576, %7569, %7586
  %7590 = phi ptr [ %7588, %7586 ], [ %7529, %7569 ], [ %7529, %7576 ], [ %7529, %7583 ], [ %7529, %7567 ], [ %7529, %7548 ], [ %7529, %7526 ]
  %7591 = phi <16 x i1> [ %705, %7586 ], [ %700, %7569 ], [ %700, %7576 ], [ %700, %7583 ], [ %700, %7567 ], [ %700, %7548 ], [ %700, %7526 ]
  %7592 = phi <16 x float> [ %7403, %7586 ], [ %7575, %7569 ], [ %7582, %7576 ], [ %7585, %7583 ], [ %7568, %7567 ], [ %7549, %7548 ], [ %7403, %7526 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7592, ptr align 1 %7590, <16 x i1> %7591)
  %7593 = or disjoint i64 %1041, 1
  %7594 = mul nsw i64 %7593, %48
  %7595 = add i64 %7594, %693
  %7596 = getelementptr inbounds float, ptr %346, i64 %7595
  br i1 %75, label %7774, label %7597

7597:                                             ; preds = %7589
  %7598 = getelementptr inbounds float, ptr %344, i64 %7595
  switch i64 %148, label %1239 [
    i64 1, label %7613
    i64 2, label %7606
    i64 3, label %7599
    i64 0, label %7654
  ]

7599:                                             ; preds = %7597
  %7600 = bitcast <16 x float> %7402 to <8 x i64>
  %7601 = and <8 x i64> %7600, %76
  %7602 = fcmp oeq <16 x float> %7402, %44
  %7603 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7402, i32 4)
  %7604 = bitcast <8 x i64> %7601 to <16 x float>
  %7605 = select <16 x i1> %7602, <16 x float> %7604, <16 x float> %7603
  br label %7616

7606:                                             ; preds = %7597
  %7607 = bitcast <16 x float> %7402 to <8 x i64>
  %7608 = or <8 x i64> %7607, %77
  %7609 = fcmp oeq <16 x float> %7402, %47
  %7610 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7402, i32 4)
  %7611 = bitcast <8 x i64> %7608 to <16 x float>
  %7612 = select <16 x i1> %7609, <16 x float> %7611, <16 x float> %7610
  br label %7616

7613:                                             ; preds = %7597
  %7614 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7598, <16 x i1> %694, <16 x float> zeroinitializer)
  %7615 = fadd <16 x float> %7402, %7614
  br label %7616

7616:                                             ; preds = %7613, %7606, %7599
  %7617 = phi <16 x float> [ %7615, %7613 ], [ %7612, %7606 ], [ %7605, %7599 ]
  switch i64 %150, label %1239 [
    i64 1, label %7632
    i64 2, label %7625
    i64 3, label %7618
    i64 0, label %7654
  ]

7618:                                             ; preds = %7616
  %7619 = bitcast <16 x float> %7617 to <8 x i64>
  %7620 = and <8 x i64> %7619, %76
  %7621 = fcmp oeq <16 x float> %7617, %44
  %7622 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7617, i32 4)
  %7623 = bitcast <8 x i64> %7620 to <16 x float>
  %7624 = select <16 x i1> %7621, <16 x float> %7623, <16 x float> %7622
  br label %7635

7625:                                             ; preds = %7616
  %7626 = bitcast <16 x float> %7617 to <8 x i64>
  %7627 = or <8 x i64> %7626, %77
  %7628 = fcmp oeq <16 x float> %7617, %47
  %7629 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7617, i32 4)
  %7630 = bitcast <8 x i64> %7627 to <16 x float>
  %7631 = select <16 x i1> %7628, <16 x float> %7630, <16 x float> %7629
  br label %7635

7632:                                             ; preds = %7616
  %7633 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7598, <16 x i1> %694, <16 x float> zeroinitializer)
  %7634 = fadd <16 x float> %7617, %7633
  br label %7635

7635:                                             ; preds = %7632, %7625, %7618
  %7636 = phi <16 x float> [ %7634, %7632 ], [ %7631, %7625 ], [ %7624, %7618 ]
  switch i64 %152, label %1239 [
    i64 1, label %7651
    i64 2, label %7644
    i64 3, label %7637
    i64 0, label %7654
  ]

7637:                                             ; preds = %7635
  %7638 = bitcast <16 x float> %7636 to <8 x i64>
  %7639 = and <8 x i64> %7638, %76
  %7640 = fcmp oeq <16 x float> %7636, %44
  %7641 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7636, i32 4)
  %7642 = bitcast <8 x i64> %7639 to <16 x float>
  %7643 = select <16 x i1> %7640, <16 x float> %7642, <16 x float> %7641
  br label %7654

7644:                                             ; preds = %7635
  %7645 = bitcast <16 x float> %7636 to <8 x i64>
  %7646 = or <8 x i64> %7645, %77
  %7647 = fcmp oeq <16 x float> %7636, %47
  %7648 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7636, i32 4)
  %7649 = bitcast <8 x i64> %7646 to <16 x float>
  %7650 = select <16 x i1> %7647, <16 x float> %7649, <16 x float> %7648
  br label %7654

7651:                                             ; preds = %7635
  %7652 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7598, <16 x i1> %694, <16 x float> zeroinitializer)
  %7653 = fadd <16 x float> %7636, %7652
  br label %7654

7654:                                             ; preds = %7651, %7644, %7637, %7635, %7616, %7597
  %7655 = phi <16 x float> [ %7643, %7637 ], [ %7650, %7644 ], [ %7653, %7651 ], [ %7617, %7616 ], [ %7636, %7635 ], [ %7402, %7597 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7655, ptr align 1 %7596, <16 x i1> %694)
  %7656 = add i64 %7594, %696
  %7657 = getelementptr inbounds float, ptr %346, i64 %7656
  %7658 = getelementptr inbounds float, ptr %344, i64 %7656
  switch i64 %153, label %1239 [
    i64 1, label %7673
    i64 2, label %7666
    i64 3, label %7659
    i64 0, label %7714
  ]

7659:                                             ; preds = %7654
  %7660 = bitcast <16 x float> %7401 to <8 x i64>
  %7661 = and <8 x i64> %7660, %76
  %7662 = fcmp oeq <16 x float> %7401, %44
  %7663 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7401, i32 4)
  %7664 = bitcast <8 x i64> %7661 to <16 x float>
  %7665 = select <16 x i1> %7662, <16 x float> %7664, <16 x float> %7663
  br label %7676

7666:                                             ; preds = %7654
  %7667 = bitcast <16 x float> %7401 to <8 x i64>
  %7668 = or <8 x i64> %7667, %77
  %7669 = fcmp oeq <16 x float> %7401, %47
  %7670 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7401, i32 4)
  %7671 = bitcast <8 x i64> %7668 to <16 x float>
  %7672 = select <16 x i1> %7669, <16 x float> %7671, <16 x float> %7670
  br label %7676

7673:                                             ; preds = %7654
  %7674 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7658, <16 x i1> %697, <16 x float> zeroinitializer)
  %7675 = fadd <16 x float> %7401, %7674
  br label %7676

7676:                                             ; preds = %7673, %7666, %7659
  %7677 = phi <16 x float> [ %7675, %7673 ], [ %7672, %7666 ], [ %7665, %7659 ]
  switch i64 %155, label %1239 [
    i64 1, label %7692
    i64 2, label %7685
    i64 3, label %7678
    i64 0, label %7714
  ]

7678:                                             ; preds = %7676
  %7679 = bitcast <16 x float> %7677 to <8 x i64>
  %7680 = and <8 x i64> %7679, %76
  %7681 = fcmp oeq <16 x float> %7677, %44
  %7682 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7677, i32 4)
  %7683 = bitcast <8 x i64> %7680 to <16 x float>
  %7684 = select <16 x i1> %7681, <16 x float> %7683, <16 x float> %7682
  br label %7695

7685:                                             ; preds = %7676
  %7686 = bitcast <16 x float> %7677 to <8 x i64>
  %7687 = or <8 x i64> %7686, %77
  %7688 = fcmp oeq <16 x float> %7677, %47
  %7689 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7677, i32 4)
  %7690 = bitcast <8 x i64> %7687 to <16 x float>
  %7691 = select <16 x i1> %7688, <16 x float> %7690, <16 x float> %7689
  br label %7695

7692:                                             ; preds = %7676
  %7693 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7658, <16 x i1> %697, <16 x float> zeroinitializer)
  %7694 = fadd <16 x float> %7677, %7693
  br label %7695

7695:                                             ; preds = %7692, %7685, %7678
  %7696 = phi <16 x float> [ %7694, %7692 ], [ %7691, %7685 ], [ %7684, %7678 ]
  switch i64 %157, label %1239 [
    i64 1, label %7711
    i64 2, label %7704
    i64 3, label %7697
    i64 0, label %7714
  ]

7697:                                             ; preds = %7695
  %7698 = bitcast <16 x float> %7696 to <8 x i64>
  %7699 = and <8 x i64> %7698, %76
  %7700 = fcmp oeq <16 x float> %7696, %44
  %7701 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7696, i32 4)
  %7702 = bitcast <8 x i64> %7699 to <16 x float>
  %7703 = select <16 x i1> %7700, <16 x float> %7702, <16 x float> %7701
  br label %7714

7704:                                             ; preds = %7695
  %7705 = bitcast <16 x float> %7696 to <8 x i64>
  %7706 = or <8 x i64> %7705, %77
  %7707 = fcmp oeq <16 x float> %7696, %47
  %7708 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7696, i32 4)
  %7709 = bitcast <8 x i64> %7706 to <16 x float>
  %7710 = select <16 x i1> %7707, <16 x float> %7709, <16 x float> %7708
  br label %7714

7711:                                             ; preds = %7695
  %7712 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7658, <16 x i1> %697, <16 x float> zeroinitializer)
  %7713 = fadd <16 x float> %7696, %7712
  br label %7714

7714:                                             ; preds = %7711, %7704, %7697, %7695, %7676, %7654
  %7715 = phi <16 x float> [ %7703, %7697 ], [ %7710, %7704 ], [ %7713, %7711 ], [ %7677, %7676 ], [ %7696, %7695 ], [ %7401, %7654 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7715, ptr align 1 %7657, <16 x i1> %697)
  %7716 = add i64 %7594, %699
  %7717 = getelementptr inbounds float, ptr %346, i64 %7716
  %7718 = getelementptr inbounds float, ptr %344, i64 %7716
  switch i64 %158, label %1239 [
    i64 1, label %7733
    i64 2, label %7726
    i64 3, label %7719
    i64 0, label %7777
  ]

7719:                                             ; preds = %7714
  %7720 = bitcast <16 x float> %7400 to <8 x i64>
  %7721 = and <8 x i64> %7720, %76
  %7722 = fcmp oeq <16 x float> %7400, %44
  %7723 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7400, i32 4)
  %7724 = bitcast <8 x i64> %7721 to <16 x float>
  %7725 = select <16 x i1> %7722, <16 x float> %7724, <16 x float> %7723
  br label %7736

7726:                                             ; preds = %7714
  %7727 = bitcast <16 x float> %7400 to <8 x i64>
  %7728 = or <8 x i64> %7727, %77
  %7729 = fcmp oeq <16 x float> %7400, %47
  %7730 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7400, i32 4)
  %7731 = bitcast <8 x i64> %7728 to <16 x float>
  %7732 = select <16 x i1> %7729, <16 x float> %7731, <16 x float> %7730
  br label %7736

7733:                                             ; preds = %7714
  %7734 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7718, <16 x i1> %700, <16 x float> zeroinitializer)
  %7735 = fadd <16 x float> %7400, %7734
  br label %7736

7736:                                             ; preds = %7733, %7726, %7719
  %7737 = phi <16 x float> [ %7735, %7733 ], [ %7732, %7726 ], [ %7725, %7719 ]
  switch i64 %160, label %1239 [
    i64 1, label %7752
    i64 2, label %7745
    i64 3, label %7738
    i64 0, label %7777
  ]

7738:                                             ; preds = %7736
  %7739 = bitcast <16 x float> %7737 to <8 x i64>
  %7740 = and <8 x i64> %7739, %76
  %7741 = fcmp oeq <16 x float> %7737, %44
  %7742 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7737, i32 4)
  %7743 = bitcast <8 x i64> %7740 to <16 x float>
  %7744 = select <16 x i1> %7741, <16 x float> %7743, <16 x float> %7742
  br label %7755

7745:                                             ; preds = %7736
  %7746 = bitcast <16 x float> %7737 to <8 x i64>
  %7747 = or <8 x i64> %7746, %77
  %7748 = fcmp oeq <16 x float> %7737, %47
  %7749 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7737, i32 4)
  %7750 = bitcast <8 x i64> %7747 to <16 x float>
  %7751 = select <16 x i1> %7748, <16 x float> %7750, <16 x float> %7749
  br label %7755

7752:                                             ; preds = %7736
  %7753 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7718, <16 x i1> %700, <16 x float> zeroinitializer)
  %7754 = fadd <16 x float> %7737, %7753
  br label %7755

7755:                                             ; preds = %7752, %7745, %7738
  %7756 = phi <16 x float> [ %7754, %7752 ], [ %7751, %7745 ], [ %7744, %7738 ]
  switch i64 %162, label %1239 [
    i64 1, label %7771
    i64 2, label %7764
    i64 3, label %7757
    i64 0, label %7777
  ]

7757:                                             ; preds = %7755
  %7758 = bitcast <16 x float> %7756 to <8 x i64>
  %7759 = and <8 x i64> %7758, %76
  %7760 = fcmp oeq <16 x float> %7756, %44
  %7761 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7756, i32 4)
  %7762 = bitcast <8 x i64> %7759 to <16 x float>
  %7763 = select <16 x i1> %7760, <16 x float> %7762, <16 x float> %7761
  br label %7777

7764:                                             ; preds = %7755
  %7765 = bitcast <16 x float> %7756 to <8 x i64>
  %7766 = or <8 x i64> %7765, %77
  %7767 = fcmp oeq <16 x float> %7756, %47
  %7768 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7756, i32 4)
  %7769 = bitcast <8 x i64> %7766 to <16 x float>
  %7770 = select <16 x i1> %7767, <16 x float> %7769, <16 x float> %7768
  br label %7777

7771:                                             ; preds = %7755
  %7772 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7718, <16 x i1> %700, <16 x float> zeroinitializer)
  %7773 = fadd <16 x float> %7756, %7772
  br label %7777

7774:                                             ; preds = %7589
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7402, ptr align 1 %7596, <16 x i1> %701)
  %7775 = getelementptr float, ptr %918, i64 %7594
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7401, ptr align 1 %7775, <16 x i1> %703)
  %7776 = getelementptr float, ptr %920, i64 %7594
  br label %7777

7777:                                             ; preds = %7774, %7771, %7764, %7757, %7755, %7736, %7714
  %7778 = phi ptr [ %7776, %7774 ], [ %7717, %7757 ], [ %7717, %7764 ], [ %7717, %7771 ], [ %7717, %7755 ], [ %7717, %7736 ], [ %7717, %7714 ]
  %7779 = phi <16 x i1> [ %705, %7774 ], [ %700, %7757 ], [ %700, %7764 ], [ %700, %7771 ], [ %700, %7755 ], [ %700, %7736 ], [ %700, %7714 ]
  %7780 = phi <16 x float> [ %7400, %7774 ], [ %7763, %7757 ], [ %7770, %7764 ], [ %7773, %7771 ], [ %7756, %7755 ], [ %7737, %7736 ], [ %7400, %7714 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7780, ptr align 1 %7778, <16 x i1> %7779)
  %7781 = or disjoint i64 %1041, 2
  %7782 = mul nsw i64 %7781, %48
  %7783 = add i64 %7782, %693
  %7784 = getelementptr inbounds float, ptr %346, i64 %7783
  br i1 %75, label %7962, label %7785

7785:                                             ; preds = %7777
  %7786 = getelementptr inbounds float, ptr %344, i64 %7783
  switch i64 %148, label %1239 [
    i64 1, label %7801
    i64 2, label %7794
    i64 3, label %7787
    i64 0, label %7842
  ]

7787:                                             ; preds = %7785
  %7788 = bitcast <16 x float> %7399 to <8 x i64>
  %7789 = and <8 x i64> %7788, %76
  %7790 = fcmp oeq <16 x float> %7399, %44
  %7791 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7399, i32 4)
  %7792 = bitcast <8 x i64> %7789 to <16 x float>
  %7793 = select <16 x i1> %7790, <16 x float> %7792, <16 x float> %7791
  br label %7804

7794:                                             ; preds = %7785
  %7795 = bitcast <16 x float> %7399 to <8 x i64>
  %7796 = or <8 x i64> %7795, %77
  %7797 = fcmp oeq <16 x float> %7399, %47
  %7798 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7399, i32 4)
  %7799 = bitcast <8 x i64> %7796 to <16 x float>
  %7800 = select <16 x i1> %7797, <16 x float> %7799, <16 x float> %7798
  br label %7804

7801:                                             ; preds = %7785
  %7802 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7786, <16 x i1> %694, <16 x float> zeroinitializer)
  %7803 = fadd <16 x float> %7399, %7802
  br label %7804

7804:                                             ; preds = %7801, %7794, %7787
  %7805 = phi <16 x float> [ %7803, %7801 ], [ %7800, %7794 ], [ %7793, %7787 ]
  switch i64 %150, label %1239 [
    i64 1, label %7820
    i64 2, label %7813
    i64 3, label %7806
    i64 0, label %7842
  ]

7806:                                             ; preds = %7804
  %7807 = bitcast <16 x float> %7805 to <8 x i64>
  %7808 = and <8 x i64> %7807, %76
  %7809 = fcmp oeq <16 x float> %7805, %44
  %7810 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7805, i32 4)
  %7811 = bitcast <8 x i64> %7808 to <16 x float>
  %7812 = select <16 x i1> %7809, <16 x float> %7811, <16 x float> %7810
  br label %7823

7813:                                             ; preds = %7804
  %7814 = bitcast <16 x float> %7805 to <8 x i64>
  %7815 = or <8 x i64> %7814, %77
  %7816 = fcmp oeq <16 x float> %7805, %47
  %7817 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7805, i32 4)
  %7818 = bitcast <8 x i64> %7815 to <16 x float>
  %7819 = select <16 x i1> %7816, <16 x float> %7818, <16 x float> %7817
  br label %7823

7820:                                             ; preds = %7804
  %7821 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7786, <16 x i1> %694, <16 x float> zeroinitializer)
  %7822 = fadd <16 x float> %7805, %7821
  br label %7823

7823:                                             ; preds = %7820, %7813, %7806
  %7824 = phi <16 x float> [ %7822, %7820 ], [ %7819, %7813 ], [ %7812, %7806 ]
  switch i64 %152, label %1239 [
    i64 1, label %7839
    i64 2, label %7832
    i64 3, label %7825
    i64 0, label %7842
  ]

7825:                                             ; preds = %7823
  %7826 = bitcast <16 x float> %7824 to <8 x i64>
  %7827 = and <8 x i64> %7826, %76
  %7828 = fcmp oeq <16 x float> %7824, %44
  %7829 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7824, i32 4)
  %7830 = bitcast <8 x i64> %7827 to <16 x float>
  %7831 = select <16 x i1> %7828, <16 x float> %7830, <16 x float> %7829
  br label %7842

7832:                                             ; preds = %7823
  %7833 = bitcast <16 x float> %7824 to <8 x i64>
  %7834 = or <8 x i64> %7833, %77
  %7835 = fcmp oeq <16 x float> %7824, %47
  %7836 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7824, i32 4)
  %7837 = bitcast <8 x i64> %7834 to <16 x float>
  %7838 = select <16 x i1> %7835, <16 x float> %7837, <16 x float> %7836
  br label %7842

7839:                                             ; preds = %7823
  %7840 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7786, <16 x i1> %694, <16 x float> zeroinitializer)
  %7841 = fadd <16 x float> %7824, %7840
  br label %7842

7842:                                             ; preds = %7839, %7832, %7825, %7823, %7804, %7785
  %7843 = phi <16 x float> [ %7831, %7825 ], [ %7838, %7832 ], [ %7841, %7839 ], [ %7805, %7804 ], [ %7824, %7823 ], [ %7399, %7785 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7843, ptr align 1 %7784, <16 x i1> %694)
  %7844 = add i64 %7782, %696
  %7845 = getelementptr inbounds float, ptr %346, i64 %7844
  %7846 = getelementptr inbounds float, ptr %344, i64 %7844
  switch i64 %153, label %1239 [
    i64 1, label %7861
    i64 2, label %7854
    i64 3, label %7847
    i64 0, label %7902
  ]

7847:                                             ; preds = %7842
  %7848 = bitcast <16 x float> %7398 to <8 x i64>
  %7849 = and <8 x i64> %7848, %76
  %7850 = fcmp oeq <16 x float> %7398, %44
  %7851 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7398, i32 4)
  %7852 = bitcast <8 x i64> %7849 to <16 x float>
  %7853 = select <16 x i1> %7850, <16 x float> %7852, <16 x float> %7851
  br label %7864

7854:                                             ; preds = %7842
  %7855 = bitcast <16 x float> %7398 to <8 x i64>
  %7856 = or <8 x i64> %7855, %77
  %7857 = fcmp oeq <16 x float> %7398, %47
  %7858 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7398, i32 4)
  %7859 = bitcast <8 x i64> %7856 to <16 x float>
  %7860 = select <16 x i1> %7857, <16 x float> %7859, <16 x float> %7858
  br label %7864

7861:                                             ; preds = %7842
  %7862 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7846, <16 x i1> %697, <16 x float> zeroinitializer)
  %7863 = fadd <16 x float> %7398, %7862
  br label %7864

7864:                                             ; preds = %7861, %7854, %7847
  %7865 = phi <16 x float> [ %7863, %7861 ], [ %7860, %7854 ], [ %7853, %7847 ]
  switch i64 %155, label %1239 [
    i64 1, label %7880
    i64 2, label %7873
    i64 3, label %7866
    i64 0, label %7902
  ]

7866:                                             ; preds = %7864
  %7867 = bitcast <16 x float> %7865 to <8 x i64>
  %7868 = and <8 x i64> %7867, %76
  %7869 = fcmp oeq <16 x float> %7865, %44
  %7870 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7865, i32 4)
  %7871 = bitcast <8 x i64> %7868 to <16 x float>
  %7872 = select <16 x i1> %7869, <16 x float> %7871, <16 x float> %7870
  br label %7883

7873:                                             ; preds = %7864
  %7874 = bitcast <16 x float> %7865 to <8 x i64>
  %7875 = or <8 x i64> %7874, %77
  %7876 = fcmp oeq <16 x float> %7865, %47
  %7877 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7865, i32 4)
  %7878 = bitcast <8 x i64> %7875 to <16 x float>
  %7879 = select <16 x i1> %7876, <16 x float> %7878, <16 x float> %7877
  br label %7883

7880:                                             ; preds = %7864
  %7881 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7846, <16 x i1> %697, <16 x float> zeroinitializer)
  %7882 = fadd <16 x float> %7865, %7881
  br label %7883

7883:                                             ; preds = %7880, %7873, %7866
  %7884 = phi <16 x float> [ %7882, %7880 ], [ %7879, %7873 ], [ %7872, %7866 ]
  switch i64 %157, label %1239 [
    i64 1, label %7899
    i64 2, label %7892
    i64 3, label %7885
    i64 0, label %7902
  ]

7885:                                             ; preds = %7883
  %7886 = bitcast <16 x float> %7884 to <8 x i64>
  %7887 = and <8 x i64> %7886, %76
  %7888 = fcmp oeq <16 x float> %7884, %44
  %7889 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7884, i32 4)
  %7890 = bitcast <8 x i64> %7887 to <16 x float>
  %7891 = select <16 x i1> %7888, <16 x float> %7890, <16 x float> %7889
  br label %7902

7892:                                             ; preds = %7883
  %7893 = bitcast <16 x float> %7884 to <8 x i64>
  %7894 = or <8 x i64> %7893, %77
  %7895 = fcmp oeq <16 x float> %7884, %47
  %7896 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7884, i32 4)
  %7897 = bitcast <8 x i64> %7894 to <16 x float>
  %7898 = select <16 x i1> %7895, <16 x float> %7897, <16 x float> %7896
  br label %7902

7899:                                             ; preds = %7883
  %7900 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7846, <16 x i1> %697, <16 x float> zeroinitializer)
  %7901 = fadd <16 x float> %7884, %7900
  br label %7902

7902:                                             ; preds = %7899, %7892, %7885, %7883, %7864, %7842
  %7903 = phi <16 x float> [ %7891, %7885 ], [ %7898, %7892 ], [ %7901, %7899 ], [ %7865, %7864 ], [ %7884, %7883 ], [ %7398, %7842 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7903, ptr align 1 %7845, <16 x i1> %697)
  %7904 = add i64 %7782, %699
  %7905 = getelementptr inbounds float, ptr %346, i64 %7904
  %7906 = getelementptr inbounds float, ptr %344, i64 %7904
  switch i64 %158, label %1239 [
    i64 1, label %7921
    i64 2, label %7914
    i64 3, label %7907
    i64 0, label %7965
  ]

7907:                                             ; preds = %7902
  %7908 = bitcast <16 x float> %7397 to <8 x i64>
  %7909 = and <8 x i64> %7908, %76
  %7910 = fcmp oeq <16 x float> %7397, %44
  %7911 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7397, i32 4)
  %7912 = bitcast <8 x i64> %7909 to <16 x float>
  %7913 = select <16 x i1> %7910, <16 x float> %7912, <16 x float> %7911
  br label %7924

7914:                                             ; preds = %7902
  %7915 = bitcast <16 x float> %7397 to <8 x i64>
  %7916 = or <8 x i64> %7915, %77
  %7917 = fcmp oeq <16 x float> %7397, %47
  %7918 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7397, i32 4)
  %7919 = bitcast <8 x i64> %7916 to <16 x float>
  %7920 = select <16 x i1> %7917, <16 x float> %7919, <16 x float> %7918
  br label %7924

7921:                                             ; preds = %7902
  %7922 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7906, <16 x i1> %700, <16 x float> zeroinitializer)
  %7923 = fadd <16 x float> %7397, %7922
  br label %7924

7924:                                             ; preds = %7921, %7914, %7907
  %7925 = phi <16 x float> [ %7923, %7921 ], [ %7920, %7914 ], [ %7913, %7907 ]
  switch i64 %160, label %1239 [
    i64 1, label %7940
    i64 2, label %7933
    i64 3, label %7926
    i64 0, label %7965
  ]

7926:                                             ; preds = %7924
  %7927 = bitcast <16 x float> %7925 to <8 x i64>
  %7928 = and <8 x i64> %7927, %76
  %7929 = fcmp oeq <16 x float> %7925, %44
  %7930 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7925, i32 4)
  %7931 = bitcast <8 x i64> %7928 to <16 x float>
  %7932 = select <16 x i1> %7929, <16 x float> %7931, <16 x float> %7930
  br label %7943

7933:                                             ; preds = %7924
  %7934 = bitcast <16 x float> %7925 to <8 x i64>
  %7935 = or <8 x i64> %7934, %77
  %7936 = fcmp oeq <16 x float> %7925, %47
  %7937 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7925, i32 4)
  %7938 = bitcast <8 x i64> %7935 to <16 x float>
  %7939 = select <16 x i1> %7936, <16 x float> %7938, <16 x float> %7937
  br label %7943

7940:                                             ; preds = %7924
  %7941 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7906, <16 x i1> %700, <16 x float> zeroinitializer)
  %7942 = fadd <16 x float> %7925, %7941
  br label %7943

7943:                                             ; preds = %7940, %7933, %7926
  %7944 = phi <16 x float> [ %7942, %7940 ], [ %7939, %7933 ], [ %7932, %7926 ]
  switch i64 %162, label %1239 [
    i64 1, label %7959
    i64 2, label %7952
    i64 3, label %7945
    i64 0, label %7965
  ]

7945:                                             ; preds = %7943
  %7946 = bitcast <16 x float> %7944 to <8 x i64>
  %7947 = and <8 x i64> %7946, %76
  %7948 = fcmp oeq <16 x float> %7944, %44
  %7949 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7944, i32 4)
  %7950 = bitcast <8 x i64> %7947 to <16 x float>
  %7951 = select <16 x i1> %7948, <16 x float> %7950, <16 x float> %7949
  br label %7965

7952:                                             ; preds = %7943
  %7953 = bitcast <16 x float> %7944 to <8 x i64>
  %7954 = or <8 x i64> %7953, %77
  %7955 = fcmp oeq <16 x float> %7944, %47
  %7956 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7944, i32 4)
  %7957 = bitcast <8 x i64> %7954 to <16 x float>
  %7958 = select <16 x i1> %7955, <16 x float> %7957, <16 x float> %7956
  br label %7965

7959:                                             ; preds = %7943
  %7960 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7906, <16 x i1> %700, <16 x float> zeroinitializer)
  %7961 = fadd <16 x float> %7944, %7960
  br label %7965

7962:                                             ; preds = %7777
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7399, ptr align 1 %7784, <16 x i1> %701)
  %7963 = getelementptr float, ptr %922, i64 %7782
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7398, ptr align 1 %7963, <16 x i1> %703)
  %7964 = getelementptr float, ptr %924, i64 %7782
  br label %7965

7965:                                             ; preds = %7962, %7959, %7952, %7945, %7943, %7924, %7902
  %7966 = phi ptr [ %7964, %7962 ], [ %7905, %7945 ], [ %7905, %7952 ], [ %7905, %7959 ], [ %7905, %7943 ], [ %7905, %7924 ], [ %7905, %7902 ]
  %7967 = phi <16 x i1> [ %705, %7962 ], [ %700, %7945 ], [ %700, %7952 ], [ %700, %7959 ], [ %700, %7943 ], [ %700, %7924 ], [ %700, %7902 ]
  %7968 = phi <16 x float> [ %7397, %7962 ], [ %7951, %7945 ], [ %7958, %7952 ], [ %7961, %7959 ], [ %7944, %7943 ], [ %7925, %7924 ], [ %7397, %7902 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7968, ptr align 1 %7966, <16 x i1> %7967)
  %7969 = or disjoint i64 %1041, 3
  %7970 = mul nsw i64 %7969, %48
  %7971 = add i64 %7970, %693
  %7972 = getelementptr inbounds float, ptr %346, i64 %7971
  br i1 %75, label %8150, label %7973

7973:                                             ; preds = %7965
  %7974 = getelementptr inbounds float, ptr %344, i64 %7971
  switch i64 %148, label %1239 [
    i64 1, label %7989
    i64 2, label %7982
    i64 3, label %7975
    i64 0, label %8030
  ]

7975:                                             ; preds = %7973
  %7976 = bitcast <16 x float> %7396 to <8 x i64>
  %7977 = and <8 x i64> %7976, %76
  %7978 = fcmp oeq <16 x float> %7396, %44
  %7979 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7396, i32 4)
  %7980 = bitcast <8 x i64> %7977 to <16 x float>
  %7981 = select <16 x i1> %7978, <16 x float> %7980, <16 x float> %7979
  br label %7992

7982:                                             ; preds = %7973
  %7983 = bitcast <16 x float> %7396 to <8 x i64>
  %7984 = or <8 x i64> %7983, %77
  %7985 = fcmp oeq <16 x float> %7396, %47
  %7986 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7396, i32 4)
  %7987 = bitcast <8 x i64> %7984 to <16 x float>
  %7988 = select <16 x i1> %7985, <16 x float> %7987, <16 x float> %7986
  br label %7992

7989:                                             ; preds = %7973
  %7990 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7974, <16 x i1> %694, <16 x float> zeroinitializer)
  %7991 = fadd <16 x float> %7396, %7990
  br label %7992

7992:                                             ; preds = %7989, %7982, %7975
  %7993 = phi <16 x float> [ %7991, %7989 ], [ %7988, %7982 ], [ %7981, %7975 ]
  switch i64 %150, label %1239 [
    i64 1, label %8008
    i64 2, label %8001
    i64 3, label %7994
    i64 0, label %8030
  ]

7994:                                             ; preds = %7992
  %7995 = bitcast <16 x float> %7993 to <8 x i64>
  %7996 = and <8 x i64> %7995, %76
  %7997 = fcmp oeq <16 x float> %7993, %44
  %7998 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7993, i32 4)
  %7999 = bitcast <8 x i64> %7996 to <16 x float>
  %8000 = select <16 x i1> %7997, <16 x float> %7999, <16 x float> %7998
  br label %8011

8001:                                             ; preds = %7992
  %8002 = bitcast <16 x float> %7993 to <8 x i64>
  %8003 = or <8 x i64> %8002, %77
  %8004 = fcmp oeq <16 x float> %7993, %47
  %8005 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7993, i32 4)
  %8006 = bitcast <8 x i64> %8003 to <16 x float>
  %8007 = select <16 x i1> %8004, <16 x float> %8006, <16 x float> %8005
  br label %8011

8008:                                             ; preds = %7992
  %8009 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7974, <16 x i1> %694, <16 x float> zeroinitializer)
  %8010 = fadd <16 x float> %7993, %8009
  br label %8011

8011:                                             ; preds = %8008, %8001, %7994
  %8012 = phi <16 x float> [ %8010, %8008 ], [ %8007, %8001 ], [ %8000, %7994 ]
  switch i64 %152, label %1239 [
    i64 1, label %8027
    i64 2, label %8020
    i64 3, label %8013
    i64 0, label %8030
  ]

8013:                                             ; preds = %8011
  %8014 = bitcast <16 x float> %8012 to <8 x i64>
  %8015 = and <8 x i64> %8014, %76
  %8016 = fcmp oeq <16 x float> %8012, %44
  %8017 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8012, i32 4)
  %8018 = bitcast <8 x i64> %8015 to <16 x float>
  %8019 = select <16 x i1> %8016, <16 x float> %8018, <16 x float> %8017
  br label %8030

8020:                                             ; preds = %8011
  %8021 = bitcast <16 x float> %8012 to <8 x i64>
  %8022 = or <8 x i64> %8021, %77
  %8023 = fcmp oeq <16 x float> %8012, %47
  %8024 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8012, i32 4)
  %8025 = bitcast <8 x i64> %8022 to <16 x float>
  %8026 = select <16 x i1> %8023, <16 x float> %8025, <16 x float> %8024
  br label %8030

8027:                                             ; preds = %8011
  %8028 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %7974, <16 x i1> %694, <16 x float> zeroinitializer)
  %8029 = fadd <16 x float> %8012, %8028
  br label %8030

8030:                                             ; preds = %8027, %8020, %8013, %8011, %7992, %7973
  %8031 = phi <16 x float> [ %8019, %8013 ], [ %8026, %8020 ], [ %8029, %8027 ], [ %7993, %7992 ], [ %8012, %8011 ], [ %7396, %7973 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8031, ptr align 1 %7972, <16 x i1> %694)
  %8032 = add i64 %7970, %696
  %8033 = getelementptr inbounds float, ptr %346, i64 %8032
  %8034 = getelementptr inbounds float, ptr %344, i64 %8032
  switch i64 %153, label %1239 [
    i64 1, label %8049
    i64 2, label %8042
    i64 3, label %8035
    i64 0, label %8090
  ]

8035:                                             ; preds = %8030
  %8036 = bitcast <16 x float> %7395 to <8 x i64>
  %8037 = and <8 x i64> %8036, %76
  %8038 = fcmp oeq <16 x float> %7395, %44
  %8039 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7395, i32 4)
  %8040 = bitcast <8 x i64> %8037 to <16 x float>
  %8041 = select <16 x i1> %8038, <16 x float> %8040, <16 x float> %8039
  br label %8052

8042:                                             ; preds = %8030
  %8043 = bitcast <16 x float> %7395 to <8 x i64>
  %8044 = or <8 x i64> %8043, %77
  %8045 = fcmp oeq <16 x float> %7395, %47
  %8046 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7395, i32 4)
  %8047 = bitcast <8 x i64> %8044 to <16 x float>
  %8048 = select <16 x i1> %8045, <16 x float> %8047, <16 x float> %8046
  br label %8052

8049:                                             ; preds = %8030
  %8050 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8034, <16 x i1> %697, <16 x float> zeroinitializer)
  %8051 = fadd <16 x float> %7395, %8050
  br label %8052

8052:                                             ; preds = %8049, %8042, %8035
  %8053 = phi <16 x float> [ %8051, %8049 ], [ %8048, %8042 ], [ %8041, %8035 ]
  switch i64 %155, label %1239 [
    i64 1, label %8068
    i64 2, label %8061
    i64 3, label %8054
    i64 0, label %8090
  ]

8054:                                             ; preds = %8052
  %8055 = bitcast <16 x float> %8053 to <8 x i64>
  %8056 = and <8 x i64> %8055, %76
  %8057 = fcmp oeq <16 x float> %8053, %44
  %8058 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8053, i32 4)
  %8059 = bitcast <8 x i64> %8056 to <16 x float>
  %8060 = select <16 x i1> %8057, <16 x float> %8059, <16 x float> %8058
  br label %8071

8061:                                             ; preds = %8052
  %8062 = bitcast <16 x float> %8053 to <8 x i64>
  %8063 = or <8 x i64> %8062, %77
  %8064 = fcmp oeq <16 x float> %8053, %47
  %8065 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8053, i32 4)
  %8066 = bitcast <8 x i64> %8063 to <16 x float>
  %8067 = select <16 x i1> %8064, <16 x float> %8066, <16 x float> %8065
  br label %8071

8068:                                             ; preds = %8052
  %8069 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8034, <16 x i1> %697, <16 x float> zeroinitializer)
  %8070 = fadd <16 x float> %8053, %8069
  br label %8071

8071:                                             ; preds = %8068, %8061, %8054
  %8072 = phi <16 x float> [ %8070, %8068 ], [ %8067, %8061 ], [ %8060, %8054 ]
  switch i64 %157, label %1239 [
    i64 1, label %8087
    i64 2, label %8080
    i64 3, label %8073
    i64 0, label %8090
  ]

8073:                                             ; preds = %8071
  %8074 = bitcast <16 x float> %8072 to <8 x i64>
  %8075 = and <8 x i64> %8074, %76
  %8076 = fcmp oeq <16 x float> %8072, %44
  %8077 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8072, i32 4)
  %8078 = bitcast <8 x i64> %8075 to <16 x float>
  %8079 = select <16 x i1> %8076, <16 x float> %8078, <16 x float> %8077
  br label %8090

8080:                                             ; preds = %8071
  %8081 = bitcast <16 x float> %8072 to <8 x i64>
  %8082 = or <8 x i64> %8081, %77
  %8083 = fcmp oeq <16 x float> %8072, %47
  %8084 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8072, i32 4)
  %8085 = bitcast <8 x i64> %8082 to <16 x float>
  %8086 = select <16 x i1> %8083, <16 x float> %8085, <16 x float> %8084
  br label %8090

8087:                                             ; preds = %8071
  %8088 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8034, <16 x i1> %697, <16 x float> zeroinitializer)
  %8089 = fadd <16 x float> %8072, %8088
  br label %8090

8090:                                             ; preds = %8087, %8080, %8073, %8071, %8052, %8030
  %8091 = phi <16 x float> [ %8079, %8073 ], [ %8086, %8080 ], [ %8089, %8087 ], [ %8053, %8052 ], [ %8072, %8071 ], [ %7395, %8030 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8091, ptr align 1 %8033, <16 x i1> %697)
  %8092 = add i64 %7970, %699
  %8093 = getelementptr inbounds float, ptr %346, i64 %8092
  %8094 = getelementptr inbounds float, ptr %344, i64 %8092
  switch i64 %158, label %1239 [
    i64 1, label %8109
    i64 2, label %8102
    i64 3, label %8095
    i64 0, label %8153
  ]

8095:                                             ; preds = %8090
  %8096 = bitcast <16 x float> %7394 to <8 x i64>
  %8097 = and <8 x i64> %8096, %76
  %8098 = fcmp oeq <16 x float> %7394, %44
  %8099 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7394, i32 4)
  %8100 = bitcast <8 x i64> %8097 to <16 x float>
  %8101 = select <16 x i1> %8098, <16 x float> %8100, <16 x float> %8099
  br label %8112

8102:                                             ; preds = %8090
  %8103 = bitcast <16 x float> %7394 to <8 x i64>
  %8104 = or <8 x i64> %8103, %77
  %8105 = fcmp oeq <16 x float> %7394, %47
  %8106 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7394, i32 4)
  %8107 = bitcast <8 x i64> %8104 to <16 x float>
  %8108 = select <16 x i1> %8105, <16 x float> %8107, <16 x float> %8106
  br label %8112

8109:                                             ; preds = %8090
  %8110 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8094, <16 x i1> %700, <16 x float> zeroinitializer)
  %8111 = fadd <16 x float> %7394, %8110
  br label %8112

8112:                                             ; preds = %8109, %8102, %8095
  %8113 = phi <16 x float> [ %8111, %8109 ], [ %8108, %8102 ], [ %8101, %8095 ]
  switch i64 %160, label %1239 [
    i64 1, label %8128
    i64 2, label %8121
    i64 3, label %8114
    i64 0, label %8153
  ]

8114:                                             ; preds = %8112
  %8115 = bitcast <16 x float> %8113 to <8 x i64>
  %8116 = and <8 x i64> %8115, %76
  %8117 = fcmp oeq <16 x float> %8113, %44
  %8118 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8113, i32 4)
  %8119 = bitcast <8 x i64> %8116 to <16 x float>
  %8120 = select <16 x i1> %8117, <16 x float> %8119, <16 x float> %8118
  br label %8131

8121:                                             ; preds = %8112
  %8122 = bitcast <16 x float> %8113 to <8 x i64>
  %8123 = or <8 x i64> %8122, %77
  %8124 = fcmp oeq <16 x float> %8113, %47
  %8125 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8113, i32 4)
  %8126 = bitcast <8 x i64> %8123 to <16 x float>
  %8127 = select <16 x i1> %8124, <16 x float> %8126, <16 x float> %8125
  br label %8131

8128:                                             ; preds = %8112
  %8129 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8094, <16 x i1> %700, <16 x float> zeroinitializer)
  %8130 = fadd <16 x float> %8113, %8129
  br label %8131

8131:                                             ; preds = %8128, %8121, %8114
  %8132 = phi <16 x float> [ %8130, %8128 ], [ %8127, %8121 ], [ %8120, %8114 ]
  switch i64 %162, label %1239 [
    i64 1, label %8147
    i64 2, label %8140
    i64 3, label %8133
    i64 0, label %8153
  ]

8133:                                             ; preds = %8131
  %8134 = bitcast <16 x float> %8132 to <8 x i64>
  %8135 = and <8 x i64> %8134, %76
  %8136 = fcmp oeq <16 x float> %8132, %44
  %8137 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8132, i32 4)
  %8138 = bitcast <8 x i64> %8135 to <16 x float>
  %8139 = select <16 x i1> %8136, <16 x float> %8138, <16 x float> %8137
  br label %8153

8140:                                             ; preds = %8131
  %8141 = bitcast <16 x float> %8132 to <8 x i64>
  %8142 = or <8 x i64> %8141, %77
  %8143 = fcmp oeq <16 x float> %8132, %47
  %8144 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8132, i32 4)
  %8145 = bitcast <8 x i64> %8142 to <16 x float>
  %8146 = select <16 x i1> %8143, <16 x float> %8145, <16 x float> %8144
  br label %8153

8147:                                             ; preds = %8131
  %8148 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8094, <16 x i1> %700, <16 x float> zeroinitializer)
  %8149 = fadd <16 x float> %8132, %8148
  br label %8153

8150:                                             ; preds = %7965
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7396, ptr align 1 %7972, <16 x i1> %701)
  %8151 = getelementptr float, ptr %926, i64 %7970
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7395, ptr align 1 %8151, <16 x i1> %703)
  %8152 = getelementptr float, ptr %928, i64 %7970
  br label %8153

8153:                                             ; preds = %8150, %8147, %8140, %8133, %8131, %8112, %8090
  %8154 = phi ptr [ %8152, %8150 ], [ %8093, %8133 ], [ %8093, %8140 ], [ %8093, %8147 ], [ %8093, %8131 ], [ %8093, %8112 ], [ %8093, %8090 ]
  %8155 = phi <16 x i1> [ %705, %8150 ], [ %700, %8133 ], [ %700, %8140 ], [ %700, %8147 ], [ %700, %8131 ], [ %700, %8112 ], [ %700, %8090 ]
  %8156 = phi <16 x float> [ %7394, %8150 ], [ %8139, %8133 ], [ %8146, %8140 ], [ %8149, %8147 ], [ %8132, %8131 ], [ %8113, %8112 ], [ %7394, %8090 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8156, ptr align 1 %8154, <16 x i1> %8155)
  %8157 = or disjoint i64 %1041, 4
  %8158 = mul nsw i64 %8157, %48
  %8159 = add i64 %8158, %693
  %8160 = getelementptr inbounds float, ptr %346, i64 %8159
  br i1 %75, label %8338, label %8161

8161:                                             ; preds = %8153
  %8162 = getelementptr inbounds float, ptr %344, i64 %8159
  switch i64 %148, label %1239 [
    i64 1, label %8177
    i64 2, label %8170
    i64 3, label %8163
    i64 0, label %8218
  ]

8163:                                             ; preds = %8161
  %8164 = bitcast <16 x float> %7393 to <8 x i64>
  %8165 = and <8 x i64> %8164, %76
  %8166 = fcmp oeq <16 x float> %7393, %44
  %8167 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7393, i32 4)
  %8168 = bitcast <8 x i64> %8165 to <16 x float>
  %8169 = select <16 x i1> %8166, <16 x float> %8168, <16 x float> %8167
  br label %8180

8170:                                             ; preds = %8161
  %8171 = bitcast <16 x float> %7393 to <8 x i64>
  %8172 = or <8 x i64> %8171, %77
  %8173 = fcmp oeq <16 x float> %7393, %47
  %8174 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7393, i32 4)
  %8175 = bitcast <8 x i64> %8172 to <16 x float>
  %8176 = select <16 x i1> %8173, <16 x float> %8175, <16 x float> %8174
  br label %8180

8177:                                             ; preds = %8161
  %8178 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8162, <16 x i1> %694, <16 x float> zeroinitializer)
  %8179 = fadd <16 x float> %7393, %8178
  br label %8180

8180:                                             ; preds = %8177, %8170, %8163
  %8181 = phi <16 x float> [ %8179, %8177 ], [ %8176, %8170 ], [ %8169, %8163 ]
  switch i64 %150, label %1239 [
    i64 1, label %8196
    i64 2, label %8189
    i64 3, label %8182
    i64 0, label %8218
  ]

8182:                                             ; preds = %8180
  %8183 = bitcast <16 x float> %8181 to <8 x i64>
  %8184 = and <8 x i64> %8183, %76
  %8185 = fcmp oeq <16 x float> %8181, %44
  %8186 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8181, i32 4)
  %8187 = bitcast <8 x i64> %8184 to <16 x float>
  %8188 = select <16 x i1> %8185, <16 x float> %8187, <16 x float> %8186
  br label %8199

8189:                                             ; preds = %8180
  %8190 = bitcast <16 x float> %8181 to <8 x i64>
  %8191 = or <8 x i64> %8190, %77
  %8192 = fcmp oeq <16 x float> %8181, %47
  %8193 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8181, i32 4)
  %8194 = bitcast <8 x i64> %8191 to <16 x float>
  %8195 = select <16 x i1> %8192, <16 x float> %8194, <16 x float> %8193
  br label %8199

8196:                                             ; preds = %8180
  %8197 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8162, <16 x i1> %694, <16 x float> zeroinitializer)
  %8198 = fadd <16 x float> %8181, %8197
  br label %8199

8199:                                             ; preds = %8196, %8189, %8182
  %8200 = phi <16 x float> [ %8198, %8196 ], [ %8195, %8189 ], [ %8188, %8182 ]
  switch i64 %152, label %1239 [
    i64 1, label %8215
    i64 2, label %8208
    i64 3, label %8201
    i64 0, label %8218
  ]

8201:                                             ; preds = %8199
  %8202 = bitcast <16 x float> %8200 to <8 x i64>
  %8203 = and <8 x i64> %8202, %76
  %8204 = fcmp oeq <16 x float> %8200, %44
  %8205 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8200, i32 4)
  %8206 = bitcast <8 x i64> %8203 to <16 x float>
  %8207 = select <16 x i1> %8204, <16 x float> %8206, <16 x float> %8205
  br label %8218

8208:                                             ; preds = %8199
  %8209 = bitcast <16 x float> %8200 to <8 x i64>
  %8210 = or <8 x i64> %8209, %77
  %8211 = fcmp oeq <16 x float> %8200, %47
  %8212 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8200, i32 4)
  %8213 = bitcast <8 x i64> %8210 to <16 x float>
  %8214 = select <16 x i1> %8211, <16 x float> %8213, <16 x float> %8212
  br label %8218

8215:                                             ; preds = %8199
  %8216 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8162, <16 x i1> %694, <16 x float> zeroinitializer)
  %8217 = fadd <16 x float> %8200, %8216
  br label %8218

8218:                                             ; preds = %8215, %8208, %8201, %8199, %8180, %8161
  %8219 = phi <16 x float> [ %8207, %8201 ], [ %8214, %8208 ], [ %8217, %8215 ], [ %8181, %8180 ], [ %8200, %8199 ], [ %7393, %8161 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8219, ptr align 1 %8160, <16 x i1> %694)
  %8220 = add i64 %8158, %696
  %8221 = getelementptr inbounds float, ptr %346, i64 %8220
  %8222 = getelementptr inbounds float, ptr %344, i64 %8220
  switch i64 %153, label %1239 [
    i64 1, label %8237
    i64 2, label %8230
    i64 3, label %8223
    i64 0, label %8278
  ]

8223:                                             ; preds = %8218
  %8224 = bitcast <16 x float> %7392 to <8 x i64>
  %8225 = and <8 x i64> %8224, %76
  %8226 = fcmp oeq <16 x float> %7392, %44
  %8227 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7392, i32 4)
  %8228 = bitcast <8 x i64> %8225 to <16 x float>
  %8229 = select <16 x i1> %8226, <16 x float> %8228, <16 x float> %8227
  br label %8240

8230:                                             ; preds = %8218
  %8231 = bitcast <16 x float> %7392 to <8 x i64>
  %8232 = or <8 x i64> %8231, %77
  %8233 = fcmp oeq <16 x float> %7392, %47
  %8234 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7392, i32 4)
  %8235 = bitcast <8 x i64> %8232 to <16 x float>
  %8236 = select <16 x i1> %8233, <16 x float> %8235, <16 x float> %8234
  br label %8240

8237:                                             ; preds = %8218
  %8238 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8222, <16 x i1> %697, <16 x float> zeroinitializer)
  %8239 = fadd <16 x float> %7392, %8238
  br label %8240

8240:                                             ; preds = %8237, %8230, %8223
  %8241 = phi <16 x float> [ %8239, %8237 ], [ %8236, %8230 ], [ %8229, %8223 ]
  switch i64 %155, label %1239 [
    i64 1, label %8256
    i64 2, label %8249
    i64 3, label %8242
    i64 0, label %8278
  ]

8242:                                             ; preds = %8240
  %8243 = bitcast <16 x float> %8241 to <8 x i64>
  %8244 = and <8 x i64> %8243, %76
  %8245 = fcmp oeq <16 x float> %8241, %44
  %8246 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8241, i32 4)
  %8247 = bitcast <8 x i64> %8244 to <16 x float>
  %8248 = select <16 x i1> %8245, <16 x float> %8247, <16 x float> %8246
  br label %8259

8249:                                             ; preds = %8240
  %8250 = bitcast <16 x float> %8241 to <8 x i64>
  %8251 = or <8 x i64> %8250, %77
  %8252 = fcmp oeq <16 x float> %8241, %47
  %8253 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8241, i32 4)
  %8254 = bitcast <8 x i64> %8251 to <16 x float>
  %8255 = select <16 x i1> %8252, <16 x float> %8254, <16 x float> %8253
  br label %8259

8256:                                             ; preds = %8240
  %8257 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8222, <16 x i1> %697, <16 x float> zeroinitializer)
  %8258 = fadd <16 x float> %8241, %8257
  br label %8259

8259:                                             ; preds = %8256, %8249, %8242
  %8260 = phi <16 x float> [ %8258, %8256 ], [ %8255, %8249 ], [ %8248, %8242 ]
  switch i64 %157, label %1239 [
    i64 1, label %8275
    i64 2, label %8268
    i64 3, label %8261
    i64 0, label %8278
  ]

8261:                                             ; preds = %8259
  %8262 = bitcast <16 x float> %8260 to <8 x i64>
  %8263 = and <8 x i64> %8262, %76
  %8264 = fcmp oeq <16 x float> %8260, %44
  %8265 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8260, i32 4)
  %8266 = bitcast <8 x i64> %8263 to <16 x float>
  %8267 = select <16 x i1> %8264, <16 x float> %8266, <16 x float> %8265
  br label %8278

8268:                                             ; preds = %8259
  %8269 = bitcast <16 x float> %8260 to <8 x i64>
  %8270 = or <8 x i64> %8269, %77
  %8271 = fcmp oeq <16 x float> %8260, %47
  %8272 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8260, i32 4)
  %8273 = bitcast <8 x i64> %8270 to <16 x float>
  %8274 = select <16 x i1> %8271, <16 x float> %8273, <16 x float> %8272
  br label %8278

8275:                                             ; preds = %8259
  %8276 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8222, <16 x i1> %697, <16 x float> zeroinitializer)
  %8277 = fadd <16 x float> %8260, %8276
  br label %8278

8278:                                             ; preds = %8275, %8268, %8261, %8259, %8240, %8218
  %8279 = phi <16 x float> [ %8267, %8261 ], [ %8274, %8268 ], [ %8277, %8275 ], [ %8241, %8240 ], [ %8260, %8259 ], [ %7392, %8218 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8279, ptr align 1 %8221, <16 x i1> %697)
  %8280 = add i64 %8158, %699
  %8281 = getelementptr inbounds float, ptr %346, i64 %8280
  %8282 = getelementptr inbounds float, ptr %344, i64 %8280
  switch i64 %158, label %1239 [
    i64 1, label %8297
    i64 2, label %8290
    i64 3, label %8283
    i64 0, label %8341
  ]

8283:                                             ; preds = %8278
  %8284 = bitcast <16 x float> %7391 to <8 x i64>
  %8285 = and <8 x i64> %8284, %76
  %8286 = fcmp oeq <16 x float> %7391, %44
  %8287 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7391, i32 4)
  %8288 = bitcast <8 x i64> %8285 to <16 x float>
  %8289 = select <16 x i1> %8286, <16 x float> %8288, <16 x float> %8287
  br label %8300

8290:                                             ; preds = %8278
  %8291 = bitcast <16 x float> %7391 to <8 x i64>
  %8292 = or <8 x i64> %8291, %77
  %8293 = fcmp oeq <16 x float> %7391, %47
  %8294 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7391, i32 4)
  %8295 = bitcast <8 x i64> %8292 to <16 x float>
  %8296 = select <16 x i1> %8293, <16 x float> %8295, <16 x float> %8294
  br label %8300

8297:                                             ; preds = %8278
  %8298 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8282, <16 x i1> %700, <16 x float> zeroinitializer)
  %8299 = fadd <16 x float> %7391, %8298
  br label %8300

8300:                                             ; preds = %8297, %8290, %8283
  %8301 = phi <16 x float> [ %8299, %8297 ], [ %8296, %8290 ], [ %8289, %8283 ]
  switch i64 %160, label %1239 [
    i64 1, label %8316
    i64 2, label %8309
    i64 3, label %8302
    i64 0, label %8341
  ]

8302:                                             ; preds = %8300
  %8303 = bitcast <16 x float> %8301 to <8 x i64>
  %8304 = and <8 x i64> %8303, %76
  %8305 = fcmp oeq <16 x float> %8301, %44
  %8306 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8301, i32 4)
  %8307 = bitcast <8 x i64> %8304 to <16 x float>
  %8308 = select <16 x i1> %8305, <16 x float> %8307, <16 x float> %8306
  br label %8319

8309:                                             ; preds = %8300
  %8310 = bitcast <16 x float> %8301 to <8 x i64>
  %8311 = or <8 x i64> %8310, %77
  %8312 = fcmp oeq <16 x float> %8301, %47
  %8313 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8301, i32 4)
  %8314 = bitcast <8 x i64> %8311 to <16 x float>
  %8315 = select <16 x i1> %8312, <16 x float> %8314, <16 x float> %8313
  br label %8319

8316:                                             ; preds = %8300
  %8317 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8282, <16 x i1> %700, <16 x float> zeroinitializer)
  %8318 = fadd <16 x float> %8301, %8317
  br label %8319

8319:                                             ; preds = %8316, %8309, %8302
  %8320 = phi <16 x float> [ %8318, %8316 ], [ %8315, %8309 ], [ %8308, %8302 ]
  switch i64 %162, label %1239 [
    i64 1, label %8335
    i64 2, label %8328
    i64 3, label %8321
    i64 0, label %8341
  ]

8321:                                             ; preds = %8319
  %8322 = bitcast <16 x float> %8320 to <8 x i64>
  %8323 = and <8 x i64> %8322, %76
  %8324 = fcmp oeq <16 x float> %8320, %44
  %8325 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8320, i32 4)
  %8326 = bitcast <8 x i64> %8323 to <16 x float>
  %8327 = select <16 x i1> %8324, <16 x float> %8326, <16 x float> %8325
  br label %8341

8328:                                             ; preds = %8319
  %8329 = bitcast <16 x float> %8320 to <8 x i64>
  %8330 = or <8 x i64> %8329, %77
  %8331 = fcmp oeq <16 x float> %8320, %47
  %8332 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8320, i32 4)
  %8333 = bitcast <8 x i64> %8330 to <16 x float>
  %8334 = select <16 x i1> %8331, <16 x float> %8333, <16 x float> %8332
  br label %8341

8335:                                             ; preds = %8319
  %8336 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8282, <16 x i1> %700, <16 x float> zeroinitializer)
  %8337 = fadd <16 x float> %8320, %8336
  br label %8341

8338:                                             ; preds = %8153
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7393, ptr align 1 %8160, <16 x i1> %701)
  %8339 = getelementptr float, ptr %930, i64 %8158
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7392, ptr align 1 %8339, <16 x i1> %703)
  %8340 = getelementptr float, ptr %932, i64 %8158
  br label %8341

8341:                                             ; preds = %8338, %8335, %8328, %8321, %8319, %8300, %8278
  %8342 = phi ptr [ %8340, %8338 ], [ %8281, %8321 ], [ %8281, %8328 ], [ %8281, %8335 ], [ %8281, %8319 ], [ %8281, %8300 ], [ %8281, %8278 ]
  %8343 = phi <16 x i1> [ %705, %8338 ], [ %700, %8321 ], [ %700, %8328 ], [ %700, %8335 ], [ %700, %8319 ], [ %700, %8300 ], [ %700, %8278 ]
  %8344 = phi <16 x float> [ %7391, %8338 ], [ %8327, %8321 ], [ %8334, %8328 ], [ %8337, %8335 ], [ %8320, %8319 ], [ %8301, %8300 ], [ %7391, %8278 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8344, ptr align 1 %8342, <16 x i1> %8343)
  %8345 = or disjoint i64 %1041, 5
  %8346 = mul nsw i64 %8345, %48
  %8347 = add i64 %8346, %693
  %8348 = getelementptr inbounds float, ptr %346, i64 %8347
  br i1 %75, label %8526, label %8349

8349:                                             ; preds = %8341
  %8350 = getelementptr inbounds float, ptr %344, i64 %8347
  switch i64 %148, label %1239 [
    i64 1, label %8365
    i64 2, label %8358
    i64 3, label %8351
    i64 0, label %8406
  ]

8351:                                             ; preds = %8349
  %8352 = bitcast <16 x float> %7390 to <8 x i64>
  %8353 = and <8 x i64> %8352, %76
  %8354 = fcmp oeq <16 x float> %7390, %44
  %8355 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7390, i32 4)
  %8356 = bitcast <8 x i64> %8353 to <16 x float>
  %8357 = select <16 x i1> %8354, <16 x float> %8356, <16 x float> %8355
  br label %8368

8358:                                             ; preds = %8349
  %8359 = bitcast <16 x float> %7390 to <8 x i64>
  %8360 = or <8 x i64> %8359, %77
  %8361 = fcmp oeq <16 x float> %7390, %47
  %8362 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7390, i32 4)
  %8363 = bitcast <8 x i64> %8360 to <16 x float>
  %8364 = select <16 x i1> %8361, <16 x float> %8363, <16 x float> %8362
  br label %8368

8365:                                             ; preds = %8349
  %8366 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8350, <16 x i1> %694, <16 x float> zeroinitializer)
  %8367 = fadd <16 x float> %7390, %8366
  br label %8368

8368:                                             ; preds = %8365, %8358, %8351
  %8369 = phi <16 x float> [ %8367, %8365 ], [ %8364, %8358 ], [ %8357, %8351 ]
  switch i64 %150, label %1239 [
    i64 1, label %8384
    i64 2, label %8377
    i64 3, label %8370
    i64 0, label %8406
  ]

8370:                                             ; preds = %8368
  %8371 = bitcast <16 x float> %8369 to <8 x i64>
  %8372 = and <8 x i64> %8371, %76
  %8373 = fcmp oeq <16 x float> %8369, %44
  %8374 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8369, i32 4)
  %8375 = bitcast <8 x i64> %8372 to <16 x float>
  %8376 = select <16 x i1> %8373, <16 x float> %8375, <16 x float> %8374
  br label %8387

8377:                                             ; preds = %8368
  %8378 = bitcast <16 x float> %8369 to <8 x i64>
  %8379 = or <8 x i64> %8378, %77
  %8380 = fcmp oeq <16 x float> %8369, %47
  %8381 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8369, i32 4)
  %8382 = bitcast <8 x i64> %8379 to <16 x float>
  %8383 = select <16 x i1> %8380, <16 x float> %8382, <16 x float> %8381
  br label %8387

8384:                                             ; preds = %8368
  %8385 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8350, <16 x i1> %694, <16 x float> zeroinitializer)
  %8386 = fadd <16 x float> %8369, %8385
  br label %8387

8387:                                             ; preds = %8384, %8377, %8370
  %8388 = phi <16 x float> [ %8386, %8384 ], [ %8383, %8377 ], [ %8376, %8370 ]
  switch i64 %152, label %1239 [
    i64 1, label %8403
    i64 2, label %8396
    i64 3, label %8389
    i64 0, label %8406
  ]

8389:                                             ; preds = %8387
  %8390 = bitcast <16 x float> %8388 to <8 x i64>
  %8391 = and <8 x i64> %8390, %76
  %8392 = fcmp oeq <16 x float> %8388, %44
  %8393 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8388, i32 4)
  %8394 = bitcast <8 x i64> %8391 to <16 x float>
  %8395 = select <16 x i1> %8392, <16 x float> %8394, <16 x float> %8393
  br label %8406

8396:                                             ; preds = %8387
  %8397 = bitcast <16 x float> %8388 to <8 x i64>
  %8398 = or <8 x i64> %8397, %77
  %8399 = fcmp oeq <16 x float> %8388, %47
  %8400 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8388, i32 4)
  %8401 = bitcast <8 x i64> %8398 to <16 x float>
  %8402 = select <16 x i1> %8399, <16 x float> %8401, <16 x float> %8400
  br label %8406

8403:                                             ; preds = %8387
  %8404 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8350, <16 x i1> %694, <16 x float> zeroinitializer)
  %8405 = fadd <16 x float> %8388, %8404
  br label %8406

8406:                                             ; preds = %8403, %8396, %8389, %8387, %8368, %8349
  %8407 = phi <16 x float> [ %8395, %8389 ], [ %8402, %8396 ], [ %8405, %8403 ], [ %8369, %8368 ], [ %8388, %8387 ], [ %7390, %8349 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8407, ptr align 1 %8348, <16 x i1> %694)
  %8408 = add i64 %8346, %696
  %8409 = getelementptr inbounds float, ptr %346, i64 %8408
  %8410 = getelementptr inbounds float, ptr %344, i64 %8408
  switch i64 %153, label %1239 [
    i64 1, label %8425
    i64 2, label %8418
    i64 3, label %8411
    i64 0, label %8466
  ]

8411:                                             ; preds = %8406
  %8412 = bitcast <16 x float> %7389 to <8 x i64>
  %8413 = and <8 x i64> %8412, %76
  %8414 = fcmp oeq <16 x float> %7389, %44
  %8415 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7389, i32 4)
  %8416 = bitcast <8 x i64> %8413 to <16 x float>
  %8417 = select <16 x i1> %8414, <16 x float> %8416, <16 x float> %8415
  br label %8428

8418:                                             ; preds = %8406
  %8419 = bitcast <16 x float> %7389 to <8 x i64>
  %8420 = or <8 x i64> %8419, %77
  %8421 = fcmp oeq <16 x float> %7389, %47
  %8422 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7389, i32 4)
  %8423 = bitcast <8 x i64> %8420 to <16 x float>
  %8424 = select <16 x i1> %8421, <16 x float> %8423, <16 x float> %8422
  br label %8428

8425:                                             ; preds = %8406
  %8426 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8410, <16 x i1> %697, <16 x float> zeroinitializer)
  %8427 = fadd <16 x float> %7389, %8426
  br label %8428

8428:                                             ; preds = %8425, %8418, %8411
  %8429 = phi <16 x float> [ %8427, %8425 ], [ %8424, %8418 ], [ %8417, %8411 ]
  switch i64 %155, label %1239 [
    i64 1, label %8444
    i64 2, label %8437
    i64 3, label %8430
    i64 0, label %8466
  ]

8430:                                             ; preds = %8428
  %8431 = bitcast <16 x float> %8429 to <8 x i64>
  %8432 = and <8 x i64> %8431, %76
  %8433 = fcmp oeq <16 x float> %8429, %44
  %8434 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8429, i32 4)
  %8435 = bitcast <8 x i64> %8432 to <16 x float>
  %8436 = select <16 x i1> %8433, <16 x float> %8435, <16 x float> %8434
  br label %8447

8437:                                             ; preds = %8428
  %8438 = bitcast <16 x float> %8429 to <8 x i64>
  %8439 = or <8 x i64> %8438, %77
  %8440 = fcmp oeq <16 x float> %8429, %47
  %8441 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8429, i32 4)
  %8442 = bitcast <8 x i64> %8439 to <16 x float>
  %8443 = select <16 x i1> %8440, <16 x float> %8442, <16 x float> %8441
  br label %8447

8444:                                             ; preds = %8428
  %8445 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8410, <16 x i1> %697, <16 x float> zeroinitializer)
  %8446 = fadd <16 x float> %8429, %8445
  br label %8447

8447:                                             ; preds = %8444, %8437, %8430
  %8448 = phi <16 x float> [ %8446, %8444 ], [ %8443, %8437 ], [ %8436, %8430 ]
  switch i64 %157, label %1239 [
    i64 1, label %8463
    i64 2, label %8456
    i64 3, label %8449
    i64 0, label %8466
  ]

8449:                                             ; preds = %8447
  %8450 = bitcast <16 x float> %8448 to <8 x i64>
  %8451 = and <8 x i64> %8450, %76
  %8452 = fcmp oeq <16 x float> %8448, %44
  %8453 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8448, i32 4)
  %8454 = bitcast <8 x i64> %8451 to <16 x float>
  %8455 = select <16 x i1> %8452, <16 x float> %8454, <16 x float> %8453
  br label %8466

8456:                                             ; preds = %8447
  %8457 = bitcast <16 x float> %8448 to <8 x i64>
  %8458 = or <8 x i64> %8457, %77
  %8459 = fcmp oeq <16 x float> %8448, %47
  %8460 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8448, i32 4)
  %8461 = bitcast <8 x i64> %8458 to <16 x float>
  %8462 = select <16 x i1> %8459, <16 x float> %8461, <16 x float> %8460
  br label %8466

8463:                                             ; preds = %8447
  %8464 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8410, <16 x i1> %697, <16 x float> zeroinitializer)
  %8465 = fadd <16 x float> %8448, %8464
  br label %8466

8466:                                             ; preds = %8463, %8456, %8449, %8447, %8428, %8406
  %8467 = phi <16 x float> [ %8455, %8449 ], [ %8462, %8456 ], [ %8465, %8463 ], [ %8429, %8428 ], [ %8448, %8447 ], [ %7389, %8406 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8467, ptr align 1 %8409, <16 x i1> %697)
  %8468 = add i64 %8346, %699
  %8469 = getelementptr inbounds float, ptr %346, i64 %8468
  %8470 = getelementptr inbounds float, ptr %344, i64 %8468
  switch i64 %158, label %1239 [
    i64 1, label %8485
    i64 2, label %8478
    i64 3, label %8471
    i64 0, label %8529
  ]

8471:                                             ; preds = %8466
  %8472 = bitcast <16 x float> %7388 to <8 x i64>
  %8473 = and <8 x i64> %8472, %76
  %8474 = fcmp oeq <16 x float> %7388, %44
  %8475 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7388, i32 4)
  %8476 = bitcast <8 x i64> %8473 to <16 x float>
  %8477 = select <16 x i1> %8474, <16 x float> %8476, <16 x float> %8475
  br label %8488

8478:                                             ; preds = %8466
  %8479 = bitcast <16 x float> %7388 to <8 x i64>
  %8480 = or <8 x i64> %8479, %77
  %8481 = fcmp oeq <16 x float> %7388, %47
  %8482 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7388, i32 4)
  %8483 = bitcast <8 x i64> %8480 to <16 x float>
  %8484 = select <16 x i1> %8481, <16 x float> %8483, <16 x float> %8482
  br label %8488

8485:                                             ; preds = %8466
  %8486 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8470, <16 x i1> %700, <16 x float> zeroinitializer)
  %8487 = fadd <16 x float> %7388, %8486
  br label %8488

8488:                                             ; preds = %8485, %8478, %8471
  %8489 = phi <16 x float> [ %8487, %8485 ], [ %8484, %8478 ], [ %8477, %8471 ]
  switch i64 %160, label %1239 [
    i64 1, label %8504
    i64 2, label %8497
    i64 3, label %8490
    i64 0, label %8529
  ]

8490:                                             ; preds = %8488
  %8491 = bitcast <16 x float> %8489 to <8 x i64>
  %8492 = and <8 x i64> %8491, %76
  %8493 = fcmp oeq <16 x float> %8489, %44
  %8494 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8489, i32 4)
  %8495 = bitcast <8 x i64> %8492 to <16 x float>
  %8496 = select <16 x i1> %8493, <16 x float> %8495, <16 x float> %8494
  br label %8507

8497:                                             ; preds = %8488
  %8498 = bitcast <16 x float> %8489 to <8 x i64>
  %8499 = or <8 x i64> %8498, %77
  %8500 = fcmp oeq <16 x float> %8489, %47
  %8501 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8489, i32 4)
  %8502 = bitcast <8 x i64> %8499 to <16 x float>
  %8503 = select <16 x i1> %8500, <16 x float> %8502, <16 x float> %8501
  br label %8507

8504:                                             ; preds = %8488
  %8505 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8470, <16 x i1> %700, <16 x float> zeroinitializer)
  %8506 = fadd <16 x float> %8489, %8505
  br label %8507

8507:                                             ; preds = %8504, %8497, %8490
  %8508 = phi <16 x float> [ %8506, %8504 ], [ %8503, %8497 ], [ %8496, %8490 ]
  switch i64 %162, label %1239 [
    i64 1, label %8523
    i64 2, label %8516
    i64 3, label %8509
    i64 0, label %8529
  ]

8509:                                             ; preds = %8507
  %8510 = bitcast <16 x float> %8508 to <8 x i64>
  %8511 = and <8 x i64> %8510, %76
  %8512 = fcmp oeq <16 x float> %8508, %44
  %8513 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8508, i32 4)
  %8514 = bitcast <8 x i64> %8511 to <16 x float>
  %8515 = select <16 x i1> %8512, <16 x float> %8514, <16 x float> %8513
  br label %8529

8516:                                             ; preds = %8507
  %8517 = bitcast <16 x float> %8508 to <8 x i64>
  %8518 = or <8 x i64> %8517, %77
  %8519 = fcmp oeq <16 x float> %8508, %47
  %8520 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8508, i32 4)
  %8521 = bitcast <8 x i64> %8518 to <16 x float>
  %8522 = select <16 x i1> %8519, <16 x float> %8521, <16 x float> %8520
  br label %8529

8523:                                             ; preds = %8507
  %8524 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8470, <16 x i1> %700, <16 x float> zeroinitializer)
  %8525 = fadd <16 x float> %8508, %8524
  br label %8529

8526:                                             ; preds = %8341
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7390, ptr align 1 %8348, <16 x i1> %701)
  %8527 = getelementptr float, ptr %934, i64 %8346
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7389, ptr align 1 %8527, <16 x i1> %703)
  %8528 = getelementptr float, ptr %936, i64 %8346
  br label %8529

8529:                                             ; preds = %8526, %8523, %8516, %8509, %8507, %8488, %8466
  %8530 = phi ptr [ %8528, %8526 ], [ %8469, %8509 ], [ %8469, %8516 ], [ %8469, %8523 ], [ %8469, %8507 ], [ %8469, %8488 ], [ %8469, %8466 ]
  %8531 = phi <16 x i1> [ %705, %8526 ], [ %700, %8509 ], [ %700, %8516 ], [ %700, %8523 ], [ %700, %8507 ], [ %700, %8488 ], [ %700, %8466 ]
  %8532 = phi <16 x float> [ %7388, %8526 ], [ %8515, %8509 ], [ %8522, %8516 ], [ %8525, %8523 ], [ %8508, %8507 ], [ %8489, %8488 ], [ %7388, %8466 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8532, ptr align 1 %8530, <16 x i1> %8531)
  %8533 = or disjoint i64 %1041, 6
  %8534 = mul nsw i64 %8533, %48
  %8535 = add i64 %8534, %693
  %8536 = getelementptr inbounds float, ptr %346, i64 %8535
  br i1 %75, label %8714, label %8537

8537:                                             ; preds = %8529
  %8538 = getelementptr inbounds float, ptr %344, i64 %8535
  switch i64 %148, label %1239 [
    i64 1, label %8553
    i64 2, label %8546
    i64 3, label %8539
    i64 0, label %8594
  ]

8539:                                             ; preds = %8537
  %8540 = bitcast <16 x float> %7387 to <8 x i64>
  %8541 = and <8 x i64> %8540, %76
  %8542 = fcmp oeq <16 x float> %7387, %44
  %8543 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7387, i32 4)
  %8544 = bitcast <8 x i64> %8541 to <16 x float>
  %8545 = select <16 x i1> %8542, <16 x float> %8544, <16 x float> %8543
  br label %8556

8546:                                             ; preds = %8537
  %8547 = bitcast <16 x float> %7387 to <8 x i64>
  %8548 = or <8 x i64> %8547, %77
  %8549 = fcmp oeq <16 x float> %7387, %47
  %8550 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7387, i32 4)
  %8551 = bitcast <8 x i64> %8548 to <16 x float>
  %8552 = select <16 x i1> %8549, <16 x float> %8551, <16 x float> %8550
  br label %8556

8553:                                             ; preds = %8537
  %8554 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8538, <16 x i1> %694, <16 x float> zeroinitializer)
  %8555 = fadd <16 x float> %7387, %8554
  br label %8556

8556:                                             ; preds = %8553, %8546, %8539
  %8557 = phi <16 x float> [ %8555, %8553 ], [ %8552, %8546 ], [ %8545, %8539 ]
  switch i64 %150, label %1239 [
    i64 1, label %8572
    i64 2, label %8565
    i64 3, label %8558
    i64 0, label %8594
  ]

8558:                                             ; preds = %8556
  %8559 = bitcast <16 x float> %8557 to <8 x i64>
  %8560 = and <8 x i64> %8559, %76
  %8561 = fcmp oeq <16 x float> %8557, %44
  %8562 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8557, i32 4)
  %8563 = bitcast <8 x i64> %8560 to <16 x float>
  %8564 = select <16 x i1> %8561, <16 x float> %8563, <16 x float> %8562
  br label %8575

8565:                                             ; preds = %8556
  %8566 = bitcast <16 x float> %8557 to <8 x i64>
  %8567 = or <8 x i64> %8566, %77
  %8568 = fcmp oeq <16 x float> %8557, %47
  %8569 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8557, i32 4)
  %8570 = bitcast <8 x i64> %8567 to <16 x float>
  %8571 = select <16 x i1> %8568, <16 x float> %8570, <16 x float> %8569
  br label %8575

8572:                                             ; preds = %8556
  %8573 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8538, <16 x i1> %694, <16 x float> zeroinitializer)
  %8574 = fadd <16 x float> %8557, %8573
  br label %8575

8575:                                             ; preds = %8572, %8565, %8558
  %8576 = phi <16 x float> [ %8574, %8572 ], [ %8571, %8565 ], [ %8564, %8558 ]
  switch i64 %152, label %1239 [
    i64 1, label %8591
    i64 2, label %8584
    i64 3, label %8577
    i64 0, label %8594
  ]

8577:                                             ; preds = %8575
  %8578 = bitcast <16 x float> %8576 to <8 x i64>
  %8579 = and <8 x i64> %8578, %76
  %8580 = fcmp oeq <16 x float> %8576, %44
  %8581 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8576, i32 4)
  %8582 = bitcast <8 x i64> %8579 to <16 x float>
  %8583 = select <16 x i1> %8580, <16 x float> %8582, <16 x float> %8581
  br label %8594

8584:                                             ; preds = %8575
  %8585 = bitcast <16 x float> %8576 to <8 x i64>
  %8586 = or <8 x i64> %8585, %77
  %8587 = fcmp oeq <16 x float> %8576, %47
  %8588 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8576, i32 4)
  %8589 = bitcast <8 x i64> %8586 to <16 x float>
  %8590 = select <16 x i1> %8587, <16 x float> %8589, <16 x float> %8588
  br label %8594

8591:                                             ; preds = %8575
  %8592 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8538, <16 x i1> %694, <16 x float> zeroinitializer)
  %8593 = fadd <16 x float> %8576, %8592
  br label %8594

8594:                                             ; preds = %8591, %8584, %8577, %8575, %8556, %8537
  %8595 = phi <16 x float> [ %8583, %8577 ], [ %8590, %8584 ], [ %8593, %8591 ], [ %8557, %8556 ], [ %8576, %8575 ], [ %7387, %8537 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8595, ptr align 1 %8536, <16 x i1> %694)
  %8596 = add i64 %8534, %696
  %8597 = getelementptr inbounds float, ptr %346, i64 %8596
  %8598 = getelementptr inbounds float, ptr %344, i64 %8596
  switch i64 %153, label %1239 [
    i64 1, label %8613
    i64 2, label %8606
    i64 3, label %8599
    i64 0, label %8654
  ]

8599:                                             ; preds = %8594
  %8600 = bitcast <16 x float> %7386 to <8 x i64>
  %8601 = and <8 x i64> %8600, %76
  %8602 = fcmp oeq <16 x float> %7386, %44
  %8603 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7386, i32 4)
  %8604 = bitcast <8 x i64> %8601 to <16 x float>
  %8605 = select <16 x i1> %8602, <16 x float> %8604, <16 x float> %8603
  br label %8616

8606:                                             ; preds = %8594
  %8607 = bitcast <16 x float> %7386 to <8 x i64>
  %8608 = or <8 x i64> %8607, %77
  %8609 = fcmp oeq <16 x float> %7386, %47
  %8610 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7386, i32 4)
  %8611 = bitcast <8 x i64> %8608 to <16 x float>
  %8612 = select <16 x i1> %8609, <16 x float> %8611, <16 x float> %8610
  br label %8616

8613:                                             ; preds = %8594
  %8614 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8598, <16 x i1> %697, <16 x float> zeroinitializer)
  %8615 = fadd <16 x float> %7386, %8614
  br label %8616

8616:                                             ; preds = %8613, %8606, %8599
  %8617 = phi <16 x float> [ %8615, %8613 ], [ %8612, %8606 ], [ %8605, %8599 ]
  switch i64 %155, label %1239 [
    i64 1, label %8632
    i64 2, label %8625
    i64 3, label %8618
    i64 0, label %8654
  ]

8618:                                             ; preds = %8616
  %8619 = bitcast <16 x float> %8617 to <8 x i64>
  %8620 = and <8 x i64> %8619, %76
  %8621 = fcmp oeq <16 x float> %8617, %44
  %8622 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8617, i32 4)
  %8623 = bitcast <8 x i64> %8620 to <16 x float>
  %8624 = select <16 x i1> %8621, <16 x float> %8623, <16 x float> %8622
  br label %8635

8625:                                             ; preds = %8616
  %8626 = bitcast <16 x float> %8617 to <8 x i64>
  %8627 = or <8 x i64> %8626, %77
  %8628 = fcmp oeq <16 x float> %8617, %47
  %8629 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8617, i32 4)
  %8630 = bitcast <8 x i64> %8627 to <16 x float>
  %8631 = select <16 x i1> %8628, <16 x float> %8630, <16 x float> %8629
  br label %8635

8632:                                             ; preds = %8616
  %8633 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8598, <16 x i1> %697, <16 x float> zeroinitializer)
  %8634 = fadd <16 x float> %8617, %8633
  br label %8635

8635:                                             ; preds = %8632, %8625, %8618
  %8636 = phi <16 x float> [ %8634, %8632 ], [ %8631, %8625 ], [ %8624, %8618 ]
  switch i64 %157, label %1239 [
    i64 1, label %8651
    i64 2, label %8644
    i64 3, label %8637
    i64 0, label %8654
  ]

8637:                                             ; preds = %8635
  %8638 = bitcast <16 x float> %8636 to <8 x i64>
  %8639 = and <8 x i64> %8638, %76
  %8640 = fcmp oeq <16 x float> %8636, %44
  %8641 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8636, i32 4)
  %8642 = bitcast <8 x i64> %8639 to <16 x float>
  %8643 = select <16 x i1> %8640, <16 x float> %8642, <16 x float> %8641
  br label %8654

8644:                                             ; preds = %8635
  %8645 = bitcast <16 x float> %8636 to <8 x i64>
  %8646 = or <8 x i64> %8645, %77
  %8647 = fcmp oeq <16 x float> %8636, %47
  %8648 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8636, i32 4)
  %8649 = bitcast <8 x i64> %8646 to <16 x float>
  %8650 = select <16 x i1> %8647, <16 x float> %8649, <16 x float> %8648
  br label %8654

8651:                                             ; preds = %8635
  %8652 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8598, <16 x i1> %697, <16 x float> zeroinitializer)
  %8653 = fadd <16 x float> %8636, %8652
  br label %8654

8654:                                             ; preds = %8651, %8644, %8637, %8635, %8616, %8594
  %8655 = phi <16 x float> [ %8643, %8637 ], [ %8650, %8644 ], [ %8653, %8651 ], [ %8617, %8616 ], [ %8636, %8635 ], [ %7386, %8594 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8655, ptr align 1 %8597, <16 x i1> %697)
  %8656 = add i64 %8534, %699
  %8657 = getelementptr inbounds float, ptr %346, i64 %8656
  %8658 = getelementptr inbounds float, ptr %344, i64 %8656
  switch i64 %158, label %1239 [
    i64 1, label %8673
    i64 2, label %8666
    i64 3, label %8659
    i64 0, label %8717
  ]

8659:                                             ; preds = %8654
  %8660 = bitcast <16 x float> %7385 to <8 x i64>
  %8661 = and <8 x i64> %8660, %76
  %8662 = fcmp oeq <16 x float> %7385, %44
  %8663 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7385, i32 4)
  %8664 = bitcast <8 x i64> %8661 to <16 x float>
  %8665 = select <16 x i1> %8662, <16 x float> %8664, <16 x float> %8663
  br label %8676

8666:                                             ; preds = %8654
  %8667 = bitcast <16 x float> %7385 to <8 x i64>
  %8668 = or <8 x i64> %8667, %77
  %8669 = fcmp oeq <16 x float> %7385, %47
  %8670 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7385, i32 4)
  %8671 = bitcast <8 x i64> %8668 to <16 x float>
  %8672 = select <16 x i1> %8669, <16 x float> %8671, <16 x float> %8670
  br label %8676

8673:                                             ; preds = %8654
  %8674 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8658, <16 x i1> %700, <16 x float> zeroinitializer)
  %8675 = fadd <16 x float> %7385, %8674
  br label %8676

8676:                                             ; preds = %8673, %8666, %8659
  %8677 = phi <16 x float> [ %8675, %8673 ], [ %8672, %8666 ], [ %8665, %8659 ]
  switch i64 %160, label %1239 [
    i64 1, label %8692
    i64 2, label %8685
    i64 3, label %8678
    i64 0, label %8717
  ]

8678:                                             ; preds = %8676
  %8679 = bitcast <16 x float> %8677 to <8 x i64>
  %8680 = and <8 x i64> %8679, %76
  %8681 = fcmp oeq <16 x float> %8677, %44
  %8682 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8677, i32 4)
  %8683 = bitcast <8 x i64> %8680 to <16 x float>
  %8684 = select <16 x i1> %8681, <16 x float> %8683, <16 x float> %8682
  br label %8695

8685:                                             ; preds = %8676
  %8686 = bitcast <16 x float> %8677 to <8 x i64>
  %8687 = or <8 x i64> %8686, %77
  %8688 = fcmp oeq <16 x float> %8677, %47
  %8689 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8677, i32 4)
  %8690 = bitcast <8 x i64> %8687 to <16 x float>
  %8691 = select <16 x i1> %8688, <16 x float> %8690, <16 x float> %8689
  br label %8695

8692:                                             ; preds = %8676
  %8693 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8658, <16 x i1> %700, <16 x float> zeroinitializer)
  %8694 = fadd <16 x float> %8677, %8693
  br label %8695

8695:                                             ; preds = %8692, %8685, %8678
  %8696 = phi <16 x float> [ %8694, %8692 ], [ %8691, %8685 ], [ %8684, %8678 ]
  switch i64 %162, label %1239 [
    i64 1, label %8711
    i64 2, label %8704
    i64 3, label %8697
    i64 0, label %8717
  ]

8697:                                             ; preds = %8695
  %8698 = bitcast <16 x float> %8696 to <8 x i64>
  %8699 = and <8 x i64> %8698, %76
  %8700 = fcmp oeq <16 x float> %8696, %44
  %8701 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8696, i32 4)
  %8702 = bitcast <8 x i64> %8699 to <16 x float>
  %8703 = select <16 x i1> %8700, <16 x float> %8702, <16 x float> %8701
  br label %8717

8704:                                             ; preds = %8695
  %8705 = bitcast <16 x float> %8696 to <8 x i64>
  %8706 = or <8 x i64> %8705, %77
  %8707 = fcmp oeq <16 x float> %8696, %47
  %8708 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8696, i32 4)
  %8709 = bitcast <8 x i64> %8706 to <16 x float>
  %8710 = select <16 x i1> %8707, <16 x float> %8709, <16 x float> %8708
  br label %8717

8711:                                             ; preds = %8695
  %8712 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8658, <16 x i1> %700, <16 x float> zeroinitializer)
  %8713 = fadd <16 x float> %8696, %8712
  br label %8717

8714:                                             ; preds = %8529
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7387, ptr align 1 %8536, <16 x i1> %701)
  %8715 = getelementptr float, ptr %938, i64 %8534
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7386, ptr align 1 %8715, <16 x i1> %703)
  %8716 = getelementptr float, ptr %940, i64 %8534
  br label %8717

8717:                                             ; preds = %8714, %8711, %8704, %8697, %8695, %8676, %8654
  %8718 = phi ptr [ %8716, %8714 ], [ %8657, %8697 ], [ %8657, %8704 ], [ %8657, %8711 ], [ %8657, %8695 ], [ %8657, %8676 ], [ %8657, %8654 ]
  %8719 = phi <16 x i1> [ %705, %8714 ], [ %700, %8697 ], [ %700, %8704 ], [ %700, %8711 ], [ %700, %8695 ], [ %700, %8676 ], [ %700, %8654 ]
  %8720 = phi <16 x float> [ %7385, %8714 ], [ %8703, %8697 ], [ %8710, %8704 ], [ %8713, %8711 ], [ %8696, %8695 ], [ %8677, %8676 ], [ %7385, %8654 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8720, ptr align 1 %8718, <16 x i1> %8719)
  %8721 = or disjoint i64 %1041, 7
  %8722 = mul nsw i64 %8721, %48
  %8723 = add i64 %8722, %693
  %8724 = getelementptr inbounds float, ptr %346, i64 %8723
  br i1 %75, label %8902, label %8725

8725:                                             ; preds = %8717
  %8726 = getelementptr inbounds float, ptr %344, i64 %8723
  switch i64 %148, label %1239 [
    i64 1, label %8741
    i64 2, label %8734
    i64 3, label %8727
    i64 0, label %8782
  ]

8727:                                             ; preds = %8725
  %8728 = bitcast <16 x float> %7384 to <8 x i64>
  %8729 = and <8 x i64> %8728, %76
  %8730 = fcmp oeq <16 x float> %7384, %44
  %8731 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7384, i32 4)
  %8732 = bitcast <8 x i64> %8729 to <16 x float>
  %8733 = select <16 x i1> %8730, <16 x float> %8732, <16 x float> %8731
  br label %8744

8734:                                             ; preds = %8725
  %8735 = bitcast <16 x float> %7384 to <8 x i64>
  %8736 = or <8 x i64> %8735, %77
  %8737 = fcmp oeq <16 x float> %7384, %47
  %8738 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7384, i32 4)
  %8739 = bitcast <8 x i64> %8736 to <16 x float>
  %8740 = select <16 x i1> %8737, <16 x float> %8739, <16 x float> %8738
  br label %8744

8741:                                             ; preds = %8725
  %8742 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8726, <16 x i1> %694, <16 x float> zeroinitializer)
  %8743 = fadd <16 x float> %7384, %8742
  br label %8744

8744:                                             ; preds = %8741, %8734, %8727
  %8745 = phi <16 x float> [ %8743, %8741 ], [ %8740, %8734 ], [ %8733, %8727 ]
  switch i64 %150, label %1239 [
    i64 1, label %8760
    i64 2, label %8753
    i64 3, label %8746
    i64 0, label %8782
  ]

8746:                                             ; preds = %8744
  %8747 = bitcast <16 x float> %8745 to <8 x i64>
  %8748 = and <8 x i64> %8747, %76
  %8749 = fcmp oeq <16 x float> %8745, %44
  %8750 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8745, i32 4)
  %8751 = bitcast <8 x i64> %8748 to <16 x float>
  %8752 = select <16 x i1> %8749, <16 x float> %8751, <16 x float> %8750
  br label %8763

8753:                                             ; preds = %8744
  %8754 = bitcast <16 x float> %8745 to <8 x i64>
  %8755 = or <8 x i64> %8754, %77
  %8756 = fcmp oeq <16 x float> %8745, %47
  %8757 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8745, i32 4)
  %8758 = bitcast <8 x i64> %8755 to <16 x float>
  %8759 = select <16 x i1> %8756, <16 x float> %8758, <16 x float> %8757
  br label %8763

8760:                                             ; preds = %8744
  %8761 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8726, <16 x i1> %694, <16 x float> zeroinitializer)
  %8762 = fadd <16 x float> %8745, %8761
  br label %8763

8763:                                             ; preds = %8760, %8753, %8746
  %8764 = phi <16 x float> [ %8762, %8760 ], [ %8759, %8753 ], [ %8752, %8746 ]
  switch i64 %152, label %1239 [
    i64 1, label %8779
    i64 2, label %8772
    i64 3, label %8765
    i64 0, label %8782
  ]

8765:                                             ; preds = %8763
  %8766 = bitcast <16 x float> %8764 to <8 x i64>
  %8767 = and <8 x i64> %8766, %76
  %8768 = fcmp oeq <16 x float> %8764, %44
  %8769 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8764, i32 4)
  %8770 = bitcast <8 x i64> %8767 to <16 x float>
  %8771 = select <16 x i1> %8768, <16 x float> %8770, <16 x float> %8769
  br label %8782

8772:                                             ; preds = %8763
  %8773 = bitcast <16 x float> %8764 to <8 x i64>
  %8774 = or <8 x i64> %8773, %77
  %8775 = fcmp oeq <16 x float> %8764, %47
  %8776 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8764, i32 4)
  %8777 = bitcast <8 x i64> %8774 to <16 x float>
  %8778 = select <16 x i1> %8775, <16 x float> %8777, <16 x float> %8776
  br label %8782

8779:                                             ; preds = %8763
  %8780 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8726, <16 x i1> %694, <16 x float> zeroinitializer)
  %8781 = fadd <16 x float> %8764, %8780
  br label %8782

8782:                                             ; preds = %8779, %8772, %8765, %8763, %8744, %8725
  %8783 = phi <16 x float> [ %8771, %8765 ], [ %8778, %8772 ], [ %8781, %8779 ], [ %8745, %8744 ], [ %8764, %8763 ], [ %7384, %8725 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8783, ptr align 1 %8724, <16 x i1> %694)
  %8784 = add i64 %8722, %696
  %8785 = getelementptr inbounds float, ptr %346, i64 %8784
  %8786 = getelementptr inbounds float, ptr %344, i64 %8784
  switch i64 %153, label %1239 [
    i64 1, label %8801
    i64 2, label %8794
    i64 3, label %8787
    i64 0, label %8842
  ]

8787:                                             ; preds = %8782
  %8788 = bitcast <16 x float> %7383 to <8 x i64>
  %8789 = and <8 x i64> %8788, %76
  %8790 = fcmp oeq <16 x float> %7383, %44
  %8791 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7383, i32 4)
  %8792 = bitcast <8 x i64> %8789 to <16 x float>
  %8793 = select <16 x i1> %8790, <16 x float> %8792, <16 x float> %8791
  br label %8804

8794:                                             ; preds = %8782
  %8795 = bitcast <16 x float> %7383 to <8 x i64>
  %8796 = or <8 x i64> %8795, %77
  %8797 = fcmp oeq <16 x float> %7383, %47
  %8798 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7383, i32 4)
  %8799 = bitcast <8 x i64> %8796 to <16 x float>
  %8800 = select <16 x i1> %8797, <16 x float> %8799, <16 x float> %8798
  br label %8804

8801:                                             ; preds = %8782
  %8802 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8786, <16 x i1> %697, <16 x float> zeroinitializer)
  %8803 = fadd <16 x float> %7383, %8802
  br label %8804

8804:                                             ; preds = %8801, %8794, %8787
  %8805 = phi <16 x float> [ %8803, %8801 ], [ %8800, %8794 ], [ %8793, %8787 ]
  switch i64 %155, label %1239 [
    i64 1, label %8820
    i64 2, label %8813
    i64 3, label %8806
    i64 0, label %8842
  ]

8806:                                             ; preds = %8804
  %8807 = bitcast <16 x float> %8805 to <8 x i64>
  %8808 = and <8 x i64> %8807, %76
  %8809 = fcmp oeq <16 x float> %8805, %44
  %8810 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8805, i32 4)
  %8811 = bitcast <8 x i64> %8808 to <16 x float>
  %8812 = select <16 x i1> %8809, <16 x float> %8811, <16 x float> %8810
  br label %8823

8813:                                             ; preds = %8804
  %8814 = bitcast <16 x float> %8805 to <8 x i64>
  %8815 = or <8 x i64> %8814, %77
  %8816 = fcmp oeq <16 x float> %8805, %47
  %8817 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8805, i32 4)
  %8818 = bitcast <8 x i64> %8815 to <16 x float>
  %8819 = select <16 x i1> %8816, <16 x float> %8818, <16 x float> %8817
  br label %8823

8820:                                             ; preds = %8804
  %8821 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8786, <16 x i1> %697, <16 x float> zeroinitializer)
  %8822 = fadd <16 x float> %8805, %8821
  br label %8823

8823:                                             ; preds = %8820, %8813, %8806
  %8824 = phi <16 x float> [ %8822, %8820 ], [ %8819, %8813 ], [ %8812, %8806 ]
  switch i64 %157, label %1239 [
    i64 1, label %8839
    i64 2, label %8832
    i64 3, label %8825
    i64 0, label %8842
  ]

8825:                                             ; preds = %8823
  %8826 = bitcast <16 x float> %8824 to <8 x i64>
  %8827 = and <8 x i64> %8826, %76
  %8828 = fcmp oeq <16 x float> %8824, %44
  %8829 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8824, i32 4)
  %8830 = bitcast <8 x i64> %8827 to <16 x float>
  %8831 = select <16 x i1> %8828, <16 x float> %8830, <16 x float> %8829
  br label %8842

8832:                                             ; preds = %8823
  %8833 = bitcast <16 x float> %8824 to <8 x i64>
  %8834 = or <8 x i64> %8833, %77
  %8835 = fcmp oeq <16 x float> %8824, %47
  %8836 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8824, i32 4)
  %8837 = bitcast <8 x i64> %8834 to <16 x float>
  %8838 = select <16 x i1> %8835, <16 x float> %8837, <16 x float> %8836
  br label %8842

8839:                                             ; preds = %8823
  %8840 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8786, <16 x i1> %697, <16 x float> zeroinitializer)
  %8841 = fadd <16 x float> %8824, %8840
  br label %8842

8842:                                             ; preds = %8839, %8832, %8825, %8823, %8804, %8782
  %8843 = phi <16 x float> [ %8831, %8825 ], [ %8838, %8832 ], [ %8841, %8839 ], [ %8805, %8804 ], [ %8824, %8823 ], [ %7383, %8782 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8843, ptr align 1 %8785, <16 x i1> %697)
  %8844 = add i64 %8722, %699
  %8845 = getelementptr inbounds float, ptr %346, i64 %8844
  %8846 = getelementptr inbounds float, ptr %344, i64 %8844
  switch i64 %158, label %1239 [
    i64 1, label %8861
    i64 2, label %8854
    i64 3, label %8847
    i64 0, label %8905
  ]

8847:                                             ; preds = %8842
  %8848 = bitcast <16 x float> %7382 to <8 x i64>
  %8849 = and <8 x i64> %8848, %76
  %8850 = fcmp oeq <16 x float> %7382, %44
  %8851 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %7382, i32 4)
  %8852 = bitcast <8 x i64> %8849 to <16 x float>
  %8853 = select <16 x i1> %8850, <16 x float> %8852, <16 x float> %8851
  br label %8864

8854:                                             ; preds = %8842
  %8855 = bitcast <16 x float> %7382 to <8 x i64>
  %8856 = or <8 x i64> %8855, %77
  %8857 = fcmp oeq <16 x float> %7382, %47
  %8858 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %7382, i32 4)
  %8859 = bitcast <8 x i64> %8856 to <16 x float>
  %8860 = select <16 x i1> %8857, <16 x float> %8859, <16 x float> %8858
  br label %8864

8861:                                             ; preds = %8842
  %8862 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8846, <16 x i1> %700, <16 x float> zeroinitializer)
  %8863 = fadd <16 x float> %7382, %8862
  br label %8864

8864:                                             ; preds = %8861, %8854, %8847
  %8865 = phi <16 x float> [ %8863, %8861 ], [ %8860, %8854 ], [ %8853, %8847 ]
  switch i64 %160, label %1239 [
    i64 1, label %8880
    i64 2, label %8873
    i64 3, label %8866
    i64 0, label %8905
  ]

8866:                                             ; preds = %8864
  %8867 = bitcast <16 x float> %8865 to <8 x i64>
  %8868 = and <8 x i64> %8867, %76
  %8869 = fcmp oeq <16 x float> %8865, %44
  %8870 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8865, i32 4)
  %8871 = bitcast <8 x i64> %8868 to <16 x float>
  %8872 = select <16 x i1> %8869, <16 x float> %8871, <16 x float> %8870
  br label %8883

8873:                                             ; preds = %8864
  %8874 = bitcast <16 x float> %8865 to <8 x i64>
  %8875 = or <8 x i64> %8874, %77
  %8876 = fcmp oeq <16 x float> %8865, %47
  %8877 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8865, i32 4)
  %8878 = bitcast <8 x i64> %8875 to <16 x float>
  %8879 = select <16 x i1> %8876, <16 x float> %8878, <16 x float> %8877
  br label %8883

8880:                                             ; preds = %8864
  %8881 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8846, <16 x i1> %700, <16 x float> zeroinitializer)
  %8882 = fadd <16 x float> %8865, %8881
  br label %8883

8883:                                             ; preds = %8880, %8873, %8866
  %8884 = phi <16 x float> [ %8882, %8880 ], [ %8879, %8873 ], [ %8872, %8866 ]
  switch i64 %162, label %1239 [
    i64 1, label %8899
    i64 2, label %8892
    i64 3, label %8885
    i64 0, label %8905
  ]

8885:                                             ; preds = %8883
  %8886 = bitcast <16 x float> %8884 to <8 x i64>
  %8887 = and <8 x i64> %8886, %76
  %8888 = fcmp oeq <16 x float> %8884, %44
  %8889 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8884, i32 4)
  %8890 = bitcast <8 x i64> %8887 to <16 x float>
  %8891 = select <16 x i1> %8888, <16 x float> %8890, <16 x float> %8889
  br label %8905

8892:                                             ; preds = %8883
  %8893 = bitcast <16 x float> %8884 to <8 x i64>
  %8894 = or <8 x i64> %8893, %77
  %8895 = fcmp oeq <16 x float> %8884, %47
  %8896 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8884, i32 4)
  %8897 = bitcast <8 x i64> %8894 to <16 x float>
  %8898 = select <16 x i1> %8895, <16 x float> %8897, <16 x float> %8896
  br label %8905

8899:                                             ; preds = %8883
  %8900 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8846, <16 x i1> %700, <16 x float> zeroinitializer)
  %8901 = fadd <16 x float> %8884, %8900
  br label %8905

8902:                                             ; preds = %8717
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7384, ptr align 1 %8724, <16 x i1> %701)
  %8903 = getelementptr float, ptr %942, i64 %8722
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %7383, ptr align 1 %8903, <16 x i1> %703)
  %8904 = getelementptr float, ptr %944, i64 %8722
  br label %8905

8905:                                             ; preds = %8902, %8899, %8892, %8885, %8883, %8864, %8842
  %8906 = phi ptr [ %8904, %8902 ], [ %8845, %8885 ], [ %8845, %8892 ], [ %8845, %8899 ], [ %8845, %8883 ], [ %8845, %8864 ], [ %8845, %8842 ]
  %8907 = phi <16 x i1> [ %705, %8902 ], [ %700, %8885 ], [ %700, %8892 ], [ %700, %8899 ], [ %700, %8883 ], [ %700, %8864 ], [ %700, %8842 ]
  %8908 = phi <16 x float> [ %7382, %8902 ], [ %8891, %8885 ], [ %8898, %8892 ], [ %8901, %8899 ], [ %8884, %8883 ], [ %8865, %8864 ], [ %7382, %8842 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %8908, ptr align 1 %8906, <16 x i1> %8907)
  br label %10124

8909:                                             ; preds = %1040, %10121
  %8910 = phi i64 [ %10122, %10121 ], [ %1041, %1040 ]
  switch i32 %498, label %10121 [
    i32 2, label %8911
    i32 3, label %9053
    i32 4, label %9167
    i32 5, label %9358
    i32 6, label %9561
    i32 7, label %9832
  ]

8911:                                             ; preds = %8909
  br i1 %71, label %8917, label %8912

8912:                                             ; preds = %8911
  %8913 = getelementptr inbounds float, ptr %36, i64 %8910
  %8914 = load float, ptr %8913, align 4
  %8915 = insertelement <16 x float> poison, float %8914, i64 0
  %8916 = shufflevector <16 x float> %8915, <16 x float> poison, <16 x i32> zeroinitializer
  br label %8921

8917:                                             ; preds = %8911
  %8918 = mul nsw i64 %8910, %48
  %8919 = getelementptr float, ptr %660, i64 %8918
  %8920 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8919, <16 x i1> %657, <16 x float> zeroinitializer)
  br label %8921

8921:                                             ; preds = %8917, %8912
  %8922 = phi <16 x float> [ %8920, %8917 ], [ %8916, %8912 ]
  %8923 = mul i64 %72, %8910
  %8924 = getelementptr inbounds float, ptr %35, i64 %8923
  br i1 %73, label %8930, label %8925

8925:                                             ; preds = %8955, %8921
  %8926 = phi <16 x float> [ %8922, %8921 ], [ %8956, %8955 ]
  %8927 = mul nsw i64 %8910, %48
  %8928 = add i64 %8927, %662
  %8929 = getelementptr inbounds float, ptr %346, i64 %8928
  br i1 %75, label %9050, label %8993

8930:                                             ; preds = %8921, %8955
  %8931 = phi <16 x float> [ %8956, %8955 ], [ %8922, %8921 ]
  %8932 = phi i64 [ %8957, %8955 ], [ 0, %8921 ]
  %8933 = mul nsw i64 %69, %8932
  %8934 = getelementptr inbounds float, ptr %339, i64 %8933
  %8935 = mul nsw i64 %8932, %70
  %8936 = getelementptr inbounds float, ptr %8924, i64 %8935
  br i1 %74, label %8937, label %8955

8937:                                             ; preds = %8930
  br i1 %321, label %8939, label %8959

8938:                                             ; preds = %8959
  br i1 %323, label %8955, label %8939

8939:                                             ; preds = %8938, %8937
  %8940 = phi <16 x float> [ %8931, %8937 ], [ %8989, %8938 ]
  %8941 = phi i64 [ 0, %8937 ], [ %8990, %8938 ]
  tail call void @llvm.assume(i1 %324)
  %8942 = getelementptr inbounds nuw [3 x i32], ptr %31, i64 %8941
  %8943 = getelementptr inbounds nuw [3 x i64], ptr %30, i64 %8941
  %8944 = load i32, ptr %8942, align 4
  %8945 = trunc i32 %8944 to i16
  %8946 = load i64, ptr %8943, align 8
  %8947 = getelementptr inbounds float, ptr %8934, i64 %8946
  %8948 = bitcast i16 %8945 to <16 x i1>
  %8949 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8947, <16 x i1> %8948, <16 x float> zeroinitializer)
  %8950 = getelementptr float, ptr %8936, i64 %8941
  %8951 = load float, ptr %8950, align 4
  %8952 = insertelement <16 x float> poison, float %8951, i64 0
  %8953 = shufflevector <16 x float> %8952, <16 x float> poison, <16 x i32> zeroinitializer
  %8954 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %8949, <16 x float> %8953, <16 x float> %8940)
  br label %8955

8955:                                             ; preds = %8939, %8938, %8930
  %8956 = phi <16 x float> [ %8931, %8930 ], [ %8989, %8938 ], [ %8954, %8939 ]
  %8957 = add nuw nsw i64 %8932, 1
  %8958 = icmp eq i64 %8957, %5
  br i1 %8958, label %8925, label %8930

8959:                                             ; preds = %8937, %8959
  %8960 = phi <16 x float> [ %8989, %8959 ], [ %8931, %8937 ]
  %8961 = phi i64 [ %8990, %8959 ], [ 0, %8937 ]
  %8962 = phi i64 [ %8991, %8959 ], [ 0, %8937 ]
  %8963 = getelementptr inbounds nuw [3 x i32], ptr %31, i64 %8961
  %8964 = getelementptr inbounds nuw [3 x i64], ptr %30, i64 %8961
  %8965 = load i32, ptr %8963, align 8
  %8966 = trunc i32 %8965 to i16
  %8967 = load i64, ptr %8964, align 16
  %8968 = getelementptr inbounds float, ptr %8934, i64 %8967
  %8969 = bitcast i16 %8966 to <16 x i1>
  %8970 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8968, <16 x i1> %8969, <16 x float> zeroinitializer)
  %8971 = getelementptr float, ptr %8936, i64 %8961
  %8972 = load float, ptr %8971, align 4
  %8973 = insertelement <16 x float> poison, float %8972, i64 0
  %8974 = shufflevector <16 x float> %8973, <16 x float> poison, <16 x i32> zeroinitializer
  %8975 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %8970, <16 x float> %8974, <16 x float> %8960)
  %8976 = or disjoint i64 %8961, 1
  %8977 = getelementptr inbounds nuw [3 x i32], ptr %31, i64 %8976
  %8978 = getelementptr inbounds nuw [3 x i64], ptr %30, i64 %8976
  %8979 = load i32, ptr %8977, align 4
  %8980 = trunc i32 %8979 to i16
  %8981 = load i64, ptr %8978, align 8
  %8982 = getelementptr inbounds float, ptr %8934, i64 %8981
  %8983 = bitcast i16 %8980 to <16 x i1>
  %8984 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8982, <16 x i1> %8983, <16 x float> zeroinitializer)
  %8985 = getelementptr float, ptr %8936, i64 %8976
  %8986 = load float, ptr %8985, align 4
  %8987 = insertelement <16 x float> poison, float %8986, i64 0
  %8988 = shufflevector <16 x float> %8987, <16 x float> poison, <16 x i32> zeroinitializer
  %8989 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %8984, <16 x float> %8988, <16 x float> %8975)
  %8990 = add nuw nsw i64 %8961, 2
  %8991 = add i64 %8962, 2
  %8992 = icmp eq i64 %8991, %322
  br i1 %8992, label %8938, label %8959

8993:                                             ; preds = %8925
  %8994 = getelementptr inbounds float, ptr %344, i64 %8928
  switch i64 %137, label %1239 [
    i64 1, label %8995
    i64 2, label %8998
    i64 3, label %9005
    i64 0, label %9050
  ]

8995:                                             ; preds = %8993
  %8996 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8994, <16 x i1> %663, <16 x float> zeroinitializer)
  %8997 = fadd <16 x float> %8926, %8996
  br label %9012

8998:                                             ; preds = %8993
  %8999 = bitcast <16 x float> %8926 to <8 x i64>
  %9000 = or <8 x i64> %8999, %77
  %9001 = fcmp oeq <16 x float> %8926, %47
  %9002 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %8926, i32 4)
  %9003 = bitcast <8 x i64> %9000 to <16 x float>
  %9004 = select <16 x i1> %9001, <16 x float> %9003, <16 x float> %9002
  br label %9012

9005:                                             ; preds = %8993
  %9006 = bitcast <16 x float> %8926 to <8 x i64>
  %9007 = and <8 x i64> %9006, %76
  %9008 = fcmp oeq <16 x float> %8926, %44
  %9009 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %8926, i32 4)
  %9010 = bitcast <8 x i64> %9007 to <16 x float>
  %9011 = select <16 x i1> %9008, <16 x float> %9010, <16 x float> %9009
  br label %9012

9012:                                             ; preds = %9005, %8998, %8995
  %9013 = phi <16 x float> [ %8997, %8995 ], [ %9004, %8998 ], [ %9011, %9005 ]
  switch i64 %139, label %1239 [
    i64 1, label %9028
    i64 2, label %9021
    i64 3, label %9014
    i64 0, label %9050
  ]

9014:                                             ; preds = %9012
  %9015 = bitcast <16 x float> %9013 to <8 x i64>
  %9016 = and <8 x i64> %9015, %76
  %9017 = fcmp oeq <16 x float> %9013, %44
  %9018 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %9013, i32 4)
  %9019 = bitcast <8 x i64> %9016 to <16 x float>
  %9020 = select <16 x i1> %9017, <16 x float> %9019, <16 x float> %9018
  br label %9031

9021:                                             ; preds = %9012
  %9022 = bitcast <16 x float> %9013 to <8 x i64>
  %9023 = or <8 x i64> %9022, %77
  %9024 = fcmp oeq <16 x float> %9013, %47
  %9025 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %9013, i32 4)
  %9026 = bitcast <8 x i64> %9023 to <16 x float>
  %9027 = select <16 x i1> %9024, <16 x float> %9026, <16 x float> %9025
  br label %9031

9028:                                             ; preds = %9012
  %9029 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8994, <16 x i1> %663, <16 x float> zeroinitializer)
  %9030 = fadd <16 x float> %9013, %9029
  br label %9031

9031:                                             ; preds = %9028, %9021, %9014
  %9032 = phi <16 x float> [ %9030, %9028 ], [ %9027, %9021 ], [ %9020, %9014 ]
  switch i64 %141, label %1239 [
    i64 1, label %9047
    i64 2, label %9040
    i64 3, label %9033
    i64 0, label %9050
  ]

9033:                                             ; preds = %9031
  %9034 = bitcast <16 x float> %9032 to <8 x i64>
  %9035 = and <8 x i64> %9034, %76
  %9036 = fcmp oeq <16 x float> %9032, %44
  %9037 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %9032, i32 4)
  %9038 = bitcast <8 x i64> %9035 to <16 x float>
  %9039 = select <16 x i1> %9036, <16 x float> %9038, <16 x float> %9037
  br label %9050

9040:                                             ; preds = %9031
  %9041 = bitcast <16 x float> %9032 to <8 x i64>
  %9042 = or <8 x i64> %9041, %77
  %9043 = fcmp oeq <16 x float> %9032, %47
  %9044 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %9032, i32 4)
  %9045 = bitcast <8 x i64> %9042 to <16 x float>
  %9046 = select <16 x i1> %9043, <16 x float> %9045, <16 x float> %9044
  br label %9050

9047:                                             ; preds = %9031
  %9048 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %8994, <16 x i1> %663, <16 x float> zeroinitializer)
  %9049 = fadd <16 x float> %9032, %9048
  br label %9050

9050:                                             ; preds = %8925, %8993, %9012, %9031, %9047, %9040, %9033
  %9051 = phi <16 x i1> [ %663, %8993 ], [ %663, %9033 ], [ %663, %9040 ], [ %663, %9047 ], [ %663, %9031 ], [ %663, %9012 ], [ %664, %8925 ]
  %9052 = phi <16 x float> [ %8926, %8993 ], [ %9039, %9033 ], [ %9046, %9040 ], [ %9049, %9047 ], [ %9032, %9031 ], [ %9013, %9012 ], [ %8926, %8925 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9052, ptr align 1 %8929, <16 x i1> %9051)
  br label %10121

9053:                                             ; preds = %8909
  br i1 %71, label %9059, label %9054

9054:                                             ; preds = %9053
  %9055 = getelementptr inbounds float, ptr %36, i64 %8910
  %9056 = load float, ptr %9055, align 4
  %9057 = insertelement <16 x float> poison, float %9056, i64 0
  %9058 = shufflevector <16 x float> %9057, <16 x float> poison, <16 x i32> zeroinitializer
  br label %9063

9059:                                             ; preds = %9053
  %9060 = mul nsw i64 %8910, %48
  %9061 = getelementptr float, ptr %645, i64 %9060
  %9062 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9061, <16 x i1> %642, <16 x float> zeroinitializer)
  br label %9063

9063:                                             ; preds = %9059, %9054
  %9064 = phi <16 x float> [ %9062, %9059 ], [ %9058, %9054 ]
  %9065 = mul i64 %72, %8910
  %9066 = getelementptr inbounds float, ptr %35, i64 %9065
  br i1 %73, label %9072, label %9067

9067:                                             ; preds = %9079, %9063
  %9068 = phi <16 x float> [ %9064, %9063 ], [ %9080, %9079 ]
  %9069 = mul nsw i64 %8910, %48
  %9070 = add i64 %9069, %647
  %9071 = getelementptr inbounds float, ptr %346, i64 %9070
  br i1 %75, label %9164, label %9107

9072:                                             ; preds = %9063, %9079
  %9073 = phi <16 x float> [ %9080, %9079 ], [ %9064, %9063 ]
  %9074 = phi i64 [ %9081, %9079 ], [ 0, %9063 ]
  %9075 = mul nsw i64 %69, %9074
  %9076 = getelementptr inbounds float, ptr %339, i64 %9075
  %9077 = mul nsw i64 %9074, %70
  %9078 = getelementptr inbounds float, ptr %9066, i64 %9077
  br i1 %74, label %9083, label %9079

9079:                                             ; preds = %9083, %9072
  %9080 = phi <16 x float> [ %9073, %9072 ], [ %9104, %9083 ]
  %9081 = add nuw nsw i64 %9074, 1
  %9082 = icmp eq i64 %9081, %5
  br i1 %9082, label %9067, label %9072

9083:                                             ; preds = %9072, %9083
  %9084 = phi <16 x float> [ %9104, %9083 ], [ %9073, %9072 ]
  %9085 = phi i64 [ %9105, %9083 ], [ 0, %9072 ]
  %9086 = getelementptr inbounds nuw [3 x i64], ptr %30, i64 %9085
  %9087 = getelementptr inbounds nuw [3 x i32], ptr %31, i64 %9085
  %9088 = load i64, ptr %9086, align 8
  %9089 = getelementptr inbounds float, ptr %9076, i64 %9088
  %9090 = load i32, ptr %9087, align 4
  %9091 = trunc i32 %9090 to i16
  %9092 = bitcast i16 %9091 to <16 x i1>
  %9093 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %9089, <16 x i1> %9092, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %9094 = lshr i32 %9090, 16
  %9095 = trunc nuw i32 %9094 to i16
  %9096 = getelementptr inbounds nuw i8, ptr %9089, i64 64
  %9097 = bitcast i16 %9095 to <16 x i1>
  %9098 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %9096, <16 x i1> %9097, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %9099 = shufflevector <16 x float> %9093, <16 x float> %9098, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %9100 = getelementptr float, ptr %9078, i64 %9085
  %9101 = load float, ptr %9100, align 4
  %9102 = insertelement <16 x float> poison, float %9101, i64 0
  %9103 = shufflevector <16 x float> %9102, <16 x float> poison, <16 x i32> zeroinitializer
  %9104 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %9099, <16 x float> %9103, <16 x float> %9084)
  %9105 = add nuw nsw i64 %9085, 1
  %9106 = icmp eq i64 %9105, %70
  br i1 %9106, label %9079, label %9083

9107:                                             ; preds = %9067
  %9108 = getelementptr inbounds float, ptr %344, i64 %9070
  switch i64 %132, label %1239 [
    i64 1, label %9109
    i64 2, label %9112
    i64 3, label %9119
    i64 0, label %9164
  ]

9109:                                             ; preds = %9107
  %9110 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9108, <16 x i1> %648, <16 x float> zeroinitializer)
  %9111 = fadd <16 x float> %9068, %9110
  br label %9126

9112:                                             ; preds = %9107
  %9113 = bitcast <16 x float> %9068 to <8 x i64>
  %9114 = or <8 x i64> %9113, %77
  %9115 = fcmp oeq <16 x float> %9068, %47
  %9116 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %9068, i32 4)
  %9117 = bitcast <8 x i64> %9114 to <16 x float>
  %9118 = select <16 x i1> %9115, <16 x float> %9117, <16 x float> %9116
  br label %9126

9119:                                             ; preds = %9107
  %9120 = bitcast <16 x float> %9068 to <8 x i64>
  %9121 = and <8 x i64> %9120, %76
  %9122 = fcmp oeq <16 x float> %9068, %44
  %9123 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %9068, i32 4)
  %9124 = bitcast <8 x i64> %9121 to <16 x float>
  %9125 = select <16 x i1> %9122, <16 x float> %9124, <16 x float> %9123
  br label %9126

9126:                                             ; preds = %9119, %9112, %9109
  %9127 = phi <16 x float> [ %9111, %9109 ], [ %9118, %9112 ], [ %9125, %9119 ]
  switch i64 %134, label %1239 [
    i64 1, label %9142
    i64 2, label %9135
    i64 3, label %9128
    i64 0, label %9164
  ]

9128:                                             ; preds = %9126
  %9129 = bitcast <16 x float> %9127 to <8 x i64>
  %9130 = and <8 x i64> %9129, %76
  %9131 = fcmp oeq <16 x float> %9127, %44
  %9132 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %9127, i32 4)
  %9133 = bitcast <8 x i64> %9130 to <16 x float>
  %9134 = select <16 x i1> %9131, <16 x float> %9133, <16 x float> %9132
  br label %9145

9135:                                             ; preds = %9126
  %9136 = bitcast <16 x float> %9127 to <8 x i64>
  %9137 = or <8 x i64> %9136, %77
  %9138 = fcmp oeq <16 x float> %9127, %47
  %9139 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %9127, i32 4)
  %9140 = bitcast <8 x i64> %9137 to <16 x float>
  %9141 = select <16 x i1> %9138, <16 x float> %9140, <16 x float> %9139
  br label %9145

9142:                                             ; preds = %9126
  %9143 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9108, <16 x i1> %648, <16 x float> zeroinitializer)
  %9144 = fadd <16 x float> %9127, %9143
  br label %9145

9145:                                             ; preds = %9142, %9135, %9128
  %9146 = phi <16 x float> [ %9144, %9142 ], [ %9141, %9135 ], [ %9134, %9128 ]
  switch i64 %136, label %1239 [
    i64 1, label %9161
    i64 2, label %9154
    i64 3, label %9147
    i64 0, label %9164
  ]

9147:                                             ; preds = %9145
  %9148 = bitcast <16 x float> %9146 to <8 x i64>
  %9149 = and <8 x i64> %9148, %76
  %9150 = fcmp oeq <16 x float> %9146, %44
  %9151 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %9146, i32 4)
  %9152 = bitcast <8 x i64> %9149 to <16 x float>
  %9153 = select <16 x i1> %9150, <16 x float> %9152, <16 x float> %9151
  br label %9164

9154:                                             ; preds = %9145
  %9155 = bitcast <16 x float> %9146 to <8 x i64>
  %9156 = or <8 x i64> %9155, %77
  %9157 = fcmp oeq <16 x float> %9146, %47
  %9158 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %9146, i32 4)
  %9159 = bitcast <8 x i64> %9156 to <16 x float>
  %9160 = select <16 x i1> %9157, <16 x float> %9159, <16 x float> %9158
  br label %9164

9161:                                             ; preds = %9145
  %9162 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9108, <16 x i1> %648, <16 x float> zeroinitializer)
  %9163 = fadd <16 x float> %9146, %9162
  br label %9164

9164:                                             ; preds = %9067, %9107, %9126, %9145, %9161, %9154, %9147
  %9165 = phi <16 x i1> [ %648, %9107 ], [ %648, %9147 ], [ %648, %9154 ], [ %648, %9161 ], [ %648, %9145 ], [ %648, %9126 ], [ %649, %9067 ]
  %9166 = phi <16 x float> [ %9068, %9107 ], [ %9153, %9147 ], [ %9160, %9154 ], [ %9163, %9161 ], [ %9146, %9145 ], [ %9127, %9126 ], [ %9068, %9067 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9166, ptr align 1 %9071, <16 x i1> %9165)
  br label %10121

9167:                                             ; preds = %8909
  %9168 = mul nsw i64 %8910, %48
  br i1 %71, label %9176, label %9169

9169:                                             ; preds = %9167
  %9170 = getelementptr inbounds float, ptr %36, i64 %8910
  %9171 = load float, ptr %9170, align 4
  %9172 = insertelement <16 x float> poison, float %9171, i64 0
  %9173 = shufflevector <16 x float> %9172, <16 x float> poison, <16 x i32> zeroinitializer
  %9174 = insertelement <16 x float> poison, float %9171, i64 0
  %9175 = shufflevector <16 x float> %9174, <16 x float> poison, <16 x i32> zeroinitializer
  br label %9184

9176:                                             ; preds = %9167
  %9177 = getelementptr inbounds float, ptr %341, i64 %9168
  %9178 = getelementptr inbounds float, ptr %9177, i64 %623
  %9179 = getelementptr inbounds float, ptr %9178, i64 %362
  %9180 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9179, <16 x i1> %622, <16 x float> zeroinitializer)
  %9181 = getelementptr inbounds float, ptr %9177, i64 %625
  %9182 = getelementptr inbounds float, ptr %9181, i64 %368
  %9183 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9182, <16 x i1> %624, <16 x float> zeroinitializer)
  br label %9184

9184:                                             ; preds = %9176, %9169
  %9185 = phi <16 x float> [ %9180, %9176 ], [ %9173, %9169 ]
  %9186 = phi <16 x float> [ %9183, %9176 ], [ %9175, %9169 ]
  %9187 = mul i64 %72, %8910
  %9188 = getelementptr inbounds float, ptr %35, i64 %9187
  br i1 %73, label %9194, label %9189

9189:                                             ; preds = %9202, %9184
  %9190 = phi <16 x float> [ %9185, %9184 ], [ %9203, %9202 ]
  %9191 = phi <16 x float> [ %9186, %9184 ], [ %9204, %9202 ]
  %9192 = add i64 %9168, %627
  %9193 = getelementptr inbounds float, ptr %346, i64 %9192
  br i1 %75, label %9352, label %9235

9194:                                             ; preds = %9184, %9202
  %9195 = phi <16 x float> [ %9203, %9202 ], [ %9185, %9184 ]
  %9196 = phi <16 x float> [ %9204, %9202 ], [ %9186, %9184 ]
  %9197 = phi i64 [ %9205, %9202 ], [ 0, %9184 ]
  %9198 = mul nsw i64 %69, %9197
  %9199 = getelementptr inbounds float, ptr %339, i64 %9198
  %9200 = mul nsw i64 %9197, %70
  %9201 = getelementptr inbounds float, ptr %9188, i64 %9200
  br i1 %74, label %9207, label %9202

9202:                                             ; preds = %9207, %9194
  %9203 = phi <16 x float> [ %9195, %9194 ], [ %9231, %9207 ]
  %9204 = phi <16 x float> [ %9196, %9194 ], [ %9232, %9207 ]
  %9205 = add nuw nsw i64 %9197, 1
  %9206 = icmp eq i64 %9205, %5
  br i1 %9206, label %9189, label %9194

9207:                                             ; preds = %9194, %9207
  %9208 = phi <16 x float> [ %9231, %9207 ], [ %9195, %9194 ]
  %9209 = phi <16 x float> [ %9232, %9207 ], [ %9196, %9194 ]
  %9210 = phi i64 [ %9233, %9207 ], [ 0, %9194 ]
  %9211 = getelementptr inbounds nuw [3 x i32], ptr %31, i64 %9210
  %9212 = getelementptr inbounds nuw [3 x i64], ptr %30, i64 %9210
  %9213 = load i32, ptr %9211, align 4
  %9214 = trunc i32 %9213 to i16
  %9215 = load i64, ptr %9212, align 8
  %9216 = getelementptr inbounds float, ptr %9199, i64 %9215
  %9217 = bitcast i16 %9214 to <16 x i1>
  %9218 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9216, <16 x i1> %9217, <16 x float> zeroinitializer)
  %9219 = getelementptr inbounds nuw i8, ptr %9211, i64 4
  %9220 = load i32, ptr %9219, align 4
  %9221 = trunc i32 %9220 to i16
  %9222 = getelementptr inbounds nuw i8, ptr %9212, i64 8
  %9223 = load i64, ptr %9222, align 8
  %9224 = getelementptr inbounds float, ptr %9199, i64 %9223
  %9225 = bitcast i16 %9221 to <16 x i1>
  %9226 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9224, <16 x i1> %9225, <16 x float> zeroinitializer)
  %9227 = getelementptr float, ptr %9201, i64 %9210
  %9228 = load float, ptr %9227, align 4
  %9229 = insertelement <16 x float> poison, float %9228, i64 0
  %9230 = shufflevector <16 x float> %9229, <16 x float> poison, <16 x i32> zeroinitializer
  %9231 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %9218, <16 x float> %9230, <16 x float> %9208)
  %9232 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %9226, <16 x float> %9230, <16 x float> %9209)
  %9233 = add nuw nsw i64 %9210, 1
  %9234 = icmp eq i64 %9233, %70
  br i1 %9234, label %9202, label %9207

9235:                                             ; preds = %9189
  %9236 = getelementptr inbounds float, ptr %344, i64 %9192
  switch i64 %122, label %1239 [
    i64 1, label %9237
    i64 2, label %9240
    i64 3, label %9247
    i64 0, label %9292
  ]

9237:                                             ; preds = %9235
  %9238 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9236, <16 x i1> %628, <16 x float> zeroinitializer)
  %9239 = fadd <16 x float> %9190, %9238
  br label %9254

9240:                                             ; preds = %9235
  %9241 = bitcast <16 x float> %9190 to <8 x i64>
  %9242 = or <8 x i64> %9241, %77
  %9243 = fcmp oeq <16 x float> %9190, %47
  %9244 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %9190, i32 4)
  %9245 = bitcast <8 x i64> %9242 to <16 x float>
  %9246 = select <16 x i1> %9243, <16 x float> %9245, <16 x float> %9244
  br label %9254

9247:                                             ; preds = %9235
  %9248 = bitcast <16 x float> %9190 to <8 x i64>
  %9249 = and <8 x i64> %9248, %76
  %9250 = fcmp oeq <16 x float> %9190, %44
  %9251 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %9190, i32 4)
  %9252 = bitcast <8 x i64> %9249 to <16 x float>
  %9253 = select <16 x i1> %9250, <16 x float> %9252, <16 x float> %9251
  br label %9254

9254:                                             ; preds = %9247, %9240, %9237
  %9255 = phi <16 x float> [ %9239, %9237 ], [ %9246, %9240 ], [ %9253, %9247 ]
  switch i64 %124, label %1239 [
    i64 1, label %9270
    i64 2, label %9263
    i64 3, label %9256
    i64 0, label %9292
  ]

9256:                                             ; preds = %9254
  %9257 = bitcast <16 x float> %9255 to <8 x i64>
  %9258 = and <8 x i64> %9257, %76
  %9259 = fcmp oeq <16 x float> %9255, %44
  %9260 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %9255, i32 4)
  %9261 = bitcast <8 x i64> %9258 to <16 x float>
  %9262 = select <16 x i1> %9259, <16 x float> %9261, <16 x float> %9260
  br label %9273

9263:                                             ; preds = %9254
  %9264 = bitcast <16 x float> %9255 to <8 x i64>
  %9265 = or <8 x i64> %9264, %77
  %9266 = fcmp oeq <16 x float> %9255, %47
  %9267 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %9255, i32 4)
  %9268 = bitcast <8 x i64> %9265 to <16 x float>
  %9269 = select <16 x i1> %9266, <16 x float> %9268, <16 x float> %9267
  br label %9273

9270:                                             ; preds = %9254
  %9271 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9236, <16 x i1> %628, <16 x float> zeroinitializer)
  %9272 = fadd <16 x float> %9255, %9271
  br label %9273

9273:                                             ; preds = %9270, %9263, %9256
  %9274 = phi <16 x float> [ %9272, %9270 ], [ %9269, %9263 ], [ %9262, %9256 ]
  switch i64 %126, label %1239 [
    i64 1, label %9289
    i64 2, label %9282
    i64 3, label %9275
    i64 0, label %9292
  ]

9275:                                             ; preds = %9273
  %9276 = bitcast <16 x float> %9274 to <8 x i64>
  %9277 = and <8 x i64> %9276, %76
  %9278 = fcmp oeq <16 x float> %9274, %44
  %9279 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %9274, i32 4)
  %9280 = bitcast <8 x i64> %9277 to <16 x float>
  %9281 = select <16 x i1> %9278, <16 x float> %9280, <16 x float> %9279
  br label %9292

9282:                                             ; preds = %9273
  %9283 = bitcast <16 x float> %9274 to <8 x i64>
  %9284 = or <8 x i64> %9283, %77
  %9285 = fcmp oeq <16 x float> %9274, %47
  %9286 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %9274, i32 4)
  %9287 = bitcast <8 x i64> %9284 to <16 x float>
  %9288 = select <16 x i1> %9285, <16 x float> %9287, <16 x float> %9286
  br label %9292

9289:                                             ; preds = %9273
  %9290 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9236, <16 x i1> %628, <16 x float> zeroinitializer)
  %9291 = fadd <16 x float> %9274, %9290
  br label %9292

9292:                                             ; preds = %9235, %9254, %9273, %9289, %9282, %9275
  %9293 = phi <16 x float> [ %9281, %9275 ], [ %9288, %9282 ], [ %9291, %9289 ], [ %9255, %9254 ], [ %9274, %9273 ], [ %9190, %9235 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9293, ptr align 1 %9193, <16 x i1> %628)
  %9294 = add i64 %9168, %630
  %9295 = getelementptr inbounds float, ptr %346, i64 %9294
  %9296 = getelementptr inbounds float, ptr %344, i64 %9294
  switch i64 %127, label %1239 [
    i64 1, label %9311
    i64 2, label %9304
    i64 3, label %9297
    i64 0, label %9354
  ]

9297:                                             ; preds = %9292
  %9298 = bitcast <16 x float> %9191 to <8 x i64>
  %9299 = and <8 x i64> %9298, %76
  %9300 = fcmp oeq <16 x float> %9191, %44
  %9301 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %9191, i32 4)
  %9302 = bitcast <8 x i64> %9299 to <16 x float>
  %9303 = select <16 x i1> %9300, <16 x float> %9302, <16 x float> %9301
  br label %9314

9304:                                             ; preds = %9292
  %9305 = bitcast <16 x float> %9191 to <8 x i64>
  %9306 = or <8 x i64> %9305, %77
  %9307 = fcmp oeq <16 x float> %9191, %47
  %9308 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %9191, i32 4)
  %9309 = bitcast <8 x i64> %9306 to <16 x float>
  %9310 = select <16 x i1> %9307, <16 x float> %9309, <16 x float> %9308
  br label %9314

9311:                                             ; preds = %9292
  %9312 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9296, <16 x i1> %631, <16 x float> zeroinitializer)
  %9313 = fadd <16 x float> %9191, %9312
  br label %9314

9314:                                             ; preds = %9311, %9304, %9297
  %9315 = phi <16 x float> [ %9313, %9311 ], [ %9310, %9304 ], [ %9303, %9297 ]
  switch i64 %129, label %1239 [
    i64 1, label %9330
    i64 2, label %9323
    i64 3, label %9316
    i64 0, label %9354
  ]

9316:                                             ; preds = %9314
  %9317 = bitcast <16 x float> %9315 to <8 x i64>
  %9318 = and <8 x i64> %9317, %76
  %9319 = fcmp oeq <16 x float> %9315, %44
  %9320 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %9315, i32 4)
  %9321 = bitcast <8 x i64> %9318 to <16 x float>
  %9322 = select <16 x i1> %9319, <16 x float> %9321, <16 x float> %9320
  br label %9333

9323:                                             ; preds = %9314
  %9324 = bitcast <16 x float> %9315 to <8 x i64>
  %9325 = or <8 x i64> %9324, %77
  %9326 = fcmp oeq <16 x float> %9315, %47
  %9327 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %9315, i32 4)
  %9328 = bitcast <8 x i64> %9325 to <16 x float>
  %9329 = select <16 x i1> %9326, <16 x float> %9328, <16 x float> %9327
  br label %9333

9330:                                             ; preds = %9314
  %9331 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9296, <16 x i1> %631, <16 x float> zeroinitializer)
  %9332 = fadd <16 x float> %9315, %9331
  br label %9333

9333:                                             ; preds = %9330, %9323, %9316
  %9334 = phi <16 x float> [ %9332, %9330 ], [ %9329, %9323 ], [ %9322, %9316 ]
  switch i64 %131, label %1239 [
    i64 1, label %9349
    i64 2, label %9342
    i64 3, label %9335
    i64 0, label %9354
  ]

9335:                                             ; preds = %9333
  %9336 = bitcast <16 x float> %9334 to <8 x i64>
  %9337 = and <8 x i64> %9336, %76
  %9338 = fcmp oeq <16 x float> %9334, %44
  %9339 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %9334, i32 4)
  %9340 = bitcast <8 x i64> %9337 to <16 x float>
  %9341 = select <16 x i1> %9338, <16 x float> %9340, <16 x float> %9339
  br label %9354

9342:                                             ; preds = %9333
  %9343 = bitcast <16 x float> %9334 to <8 x i64>
  %9344 = or <8 x i64> %9343, %77
  %9345 = fcmp oeq <16 x float> %9334, %47
  %9346 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %9334, i32 4)
  %9347 = bitcast <8 x i64> %9344 to <16 x float>
  %9348 = select <16 x i1> %9345, <16 x float> %9347, <16 x float> %9346
  br label %9354

9349:                                             ; preds = %9333
  %9350 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9296, <16 x i1> %631, <16 x float> zeroinitializer)
  %9351 = fadd <16 x float> %9334, %9350
  br label %9354

9352:                                             ; preds = %9189
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9190, ptr align 1 %9193, <16 x i1> %632)
  %9353 = getelementptr float, ptr %912, i64 %9168
  br label %9354

9354:                                             ; preds = %9292, %9314, %9333, %9349, %9342, %9335, %9352
  %9355 = phi ptr [ %9353, %9352 ], [ %9295, %9335 ], [ %9295, %9342 ], [ %9295, %9349 ], [ %9295, %9333 ], [ %9295, %9314 ], [ %9295, %9292 ]
  %9356 = phi <16 x i1> [ %634, %9352 ], [ %631, %9335 ], [ %631, %9342 ], [ %631, %9349 ], [ %631, %9333 ], [ %631, %9314 ], [ %631, %9292 ]
  %9357 = phi <16 x float> [ %9191, %9352 ], [ %9341, %9335 ], [ %9348, %9342 ], [ %9351, %9349 ], [ %9334, %9333 ], [ %9315, %9314 ], [ %9191, %9292 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9357, ptr align 1 %9355, <16 x i1> %9356)
  br label %10121

9358:                                             ; preds = %8909
  %9359 = mul nsw i64 %8910, %48
  br i1 %71, label %9367, label %9360

9360:                                             ; preds = %9358
  %9361 = getelementptr inbounds float, ptr %36, i64 %8910
  %9362 = load float, ptr %9361, align 4
  %9363 = insertelement <16 x float> poison, float %9362, i64 0
  %9364 = shufflevector <16 x float> %9363, <16 x float> poison, <16 x i32> zeroinitializer
  %9365 = insertelement <16 x float> poison, float %9362, i64 0
  %9366 = shufflevector <16 x float> %9365, <16 x float> poison, <16 x i32> zeroinitializer
  br label %9375

9367:                                             ; preds = %9358
  %9368 = getelementptr inbounds float, ptr %341, i64 %9359
  %9369 = getelementptr inbounds float, ptr %9368, i64 %596
  %9370 = getelementptr inbounds float, ptr %9369, i64 %362
  %9371 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9370, <16 x i1> %595, <16 x float> zeroinitializer)
  %9372 = getelementptr inbounds float, ptr %9368, i64 %598
  %9373 = getelementptr inbounds float, ptr %9372, i64 %368
  %9374 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9373, <16 x i1> %597, <16 x float> zeroinitializer)
  br label %9375

9375:                                             ; preds = %9367, %9360
  %9376 = phi <16 x float> [ %9371, %9367 ], [ %9364, %9360 ]
  %9377 = phi <16 x float> [ %9374, %9367 ], [ %9366, %9360 ]
  %9378 = mul i64 %72, %8910
  %9379 = getelementptr inbounds float, ptr %35, i64 %9378
  br i1 %73, label %9385, label %9380

9380:                                             ; preds = %9393, %9375
  %9381 = phi <16 x float> [ %9377, %9375 ], [ %9394, %9393 ]
  %9382 = phi <16 x float> [ %9376, %9375 ], [ %9395, %9393 ]
  %9383 = add i64 %9359, %600
  %9384 = getelementptr inbounds float, ptr %346, i64 %9383
  br i1 %75, label %9555, label %9438

9385:                                             ; preds = %9375, %9393
  %9386 = phi <16 x float> [ %9394, %9393 ], [ %9377, %9375 ]
  %9387 = phi <16 x float> [ %9395, %9393 ], [ %9376, %9375 ]
  %9388 = phi i64 [ %9396, %9393 ], [ 0, %9375 ]
  %9389 = mul nsw i64 %69, %9388
  %9390 = getelementptr inbounds float, ptr %339, i64 %9389
  %9391 = mul nsw i64 %9388, %70
  %9392 = getelementptr inbounds float, ptr %9379, i64 %9391
  br i1 %74, label %9398, label %9393

9393:                                             ; preds = %9398, %9385
  %9394 = phi <16 x float> [ %9386, %9385 ], [ %9435, %9398 ]
  %9395 = phi <16 x float> [ %9387, %9385 ], [ %9434, %9398 ]
  %9396 = add nuw nsw i64 %9388, 1
  %9397 = icmp eq i64 %9396, %5
  br i1 %9397, label %9380, label %9385

9398:                                             ; preds = %9385, %9398
  %9399 = phi <16 x float> [ %9435, %9398 ], [ %9386, %9385 ]
  %9400 = phi <16 x float> [ %9434, %9398 ], [ %9387, %9385 ]
  %9401 = phi i64 [ %9436, %9398 ], [ 0, %9385 ]
  %9402 = getelementptr inbounds nuw [3 x i64], ptr %30, i64 %9401
  %9403 = getelementptr inbounds nuw [3 x i32], ptr %31, i64 %9401
  %9404 = load i64, ptr %9402, align 8
  %9405 = getelementptr inbounds float, ptr %9390, i64 %9404
  %9406 = load i32, ptr %9403, align 4
  %9407 = trunc i32 %9406 to i16
  %9408 = bitcast i16 %9407 to <16 x i1>
  %9409 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %9405, <16 x i1> %9408, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %9410 = lshr i32 %9406, 16
  %9411 = trunc nuw i32 %9410 to i16
  %9412 = getelementptr inbounds nuw i8, ptr %9405, i64 64
  %9413 = bitcast i16 %9411 to <16 x i1>
  %9414 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %9412, <16 x i1> %9413, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %9415 = shufflevector <16 x float> %9409, <16 x float> %9414, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %9416 = getelementptr inbounds nuw i8, ptr %9402, i64 8
  %9417 = load i64, ptr %9416, align 8
  %9418 = getelementptr inbounds float, ptr %9390, i64 %9417
  %9419 = getelementptr inbounds nuw i8, ptr %9403, i64 4
  %9420 = load i32, ptr %9419, align 4
  %9421 = trunc i32 %9420 to i16
  %9422 = bitcast i16 %9421 to <16 x i1>
  %9423 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %9418, <16 x i1> %9422, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %9424 = lshr i32 %9420, 16
  %9425 = trunc nuw i32 %9424 to i16
  %9426 = getelementptr inbounds nuw i8, ptr %9418, i64 64
  %9427 = bitcast i16 %9425 to <16 x i1>
  %9428 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %9426, <16 x i1> %9427, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %9429 = shufflevector <16 x float> %9423, <16 x float> %9428, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %9430 = getelementptr float, ptr %9392, i64 %9401
  %9431 = load float, ptr %9430, align 4
  %9432 = insertelement <16 x float> poison, float %9431, i64 0
  %9433 = shufflevector <16 x float> %9432, <16 x float> poison, <16 x i32> zeroinitializer
  %9434 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %9415, <16 x float> %9433, <16 x float> %9400)
  %9435 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %9429, <16 x float> %9433, <16 x float> %9399)
  %9436 = add nuw nsw i64 %9401, 1
  %9437 = icmp eq i64 %9436, %70
  br i1 %9437, label %9393, label %9398

9438:                                             ; preds = %9380
  %9439 = getelementptr inbounds float, ptr %344, i64 %9383
  switch i64 %112, label %1239 [
    i64 1, label %9440
    i64 2, label %9443
    i64 3, label %9450
    i64 0, label %9495
  ]

9440:                                             ; preds = %9438
  %9441 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9439, <16 x i1> %601, <16 x float> zeroinitializer)
  %9442 = fadd <16 x float> %9382, %9441
  br label %9457

9443:                                             ; preds = %9438
  %9444 = bitcast <16 x float> %9382 to <8 x i64>
  %9445 = or <8 x i64> %9444, %77
  %9446 = fcmp oeq <16 x float> %9382, %47
  %9447 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %9382, i32 4)
  %9448 = bitcast <8 x i64> %9445 to <16 x float>
  %9449 = select <16 x i1> %9446, <16 x float> %9448, <16 x float> %9447
  br label %9457

9450:                                             ; preds = %9438
  %9451 = bitcast <16 x float> %9382 to <8 x i64>
  %9452 = and <8 x i64> %9451, %76
  %9453 = fcmp oeq <16 x float> %9382, %44
  %9454 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %9382, i32 4)
  %9455 = bitcast <8 x i64> %9452 to <16 x float>
  %9456 = select <16 x i1> %9453, <16 x float> %9455, <16 x float> %9454
  br label %9457

9457:                                             ; preds = %9450, %9443, %9440
  %9458 = phi <16 x float> [ %9442, %9440 ], [ %9449, %9443 ], [ %9456, %9450 ]
  switch i64 %114, label %1239 [
    i64 1, label %9473
    i64 2, label %9466
    i64 3, label %9459
    i64 0, label %9495
  ]

9459:                                             ; preds = %9457
  %9460 = bitcast <16 x float> %9458 to <8 x i64>
  %9461 = and <8 x i64> %9460, %76
  %9462 = fcmp oeq <16 x float> %9458, %44
  %9463 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %9458, i32 4)
  %9464 = bitcast <8 x i64> %9461 to <16 x float>
  %9465 = select <16 x i1> %9462, <16 x float> %9464, <16 x float> %9463
  br label %9476

9466:                                             ; preds = %9457
  %9467 = bitcast <16 x float> %9458 to <8 x i64>
  %9468 = or <8 x i64> %9467, %77
  %9469 = fcmp oeq <16 x float> %9458, %47
  %9470 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %9458, i32 4)
  %9471 = bitcast <8 x i64> %9468 to <16 x float>
  %9472 = select <16 x i1> %9469, <16 x float> %9471, <16 x float> %9470
  br label %9476

9473:                                             ; preds = %9457
  %9474 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9439, <16 x i1> %601, <16 x float> zeroinitializer)
  %9475 = fadd <16 x float> %9458, %9474
  br label %9476

9476:                                             ; preds = %9473, %9466, %9459
  %9477 = phi <16 x float> [ %9475, %9473 ], [ %9472, %9466 ], [ %9465, %9459 ]
  switch i64 %116, label %1239 [
    i64 1, label %9492
    i64 2, label %9485
    i64 3, label %9478
    i64 0, label %9495
  ]

9478:                                             ; preds = %9476
  %9479 = bitcast <16 x float> %9477 to <8 x i64>
  %9480 = and <8 x i64> %9479, %76
  %9481 = fcmp oeq <16 x float> %9477, %44
  %9482 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %9477, i32 4)
  %9483 = bitcast <8 x i64> %9480 to <16 x float>
  %9484 = select <16 x i1> %9481, <16 x float> %9483, <16 x float> %9482
  br label %9495

9485:                                             ; preds = %9476
  %9486 = bitcast <16 x float> %9477 to <8 x i64>
  %9487 = or <8 x i64> %9486, %77
  %9488 = fcmp oeq <16 x float> %9477, %47
  %9489 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %9477, i32 4)
  %9490 = bitcast <8 x i64> %9487 to <16 x float>
  %9491 = select <16 x i1> %9488, <16 x float> %9490, <16 x float> %9489
  br label %9495

9492:                                             ; preds = %9476
  %9493 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9439, <16 x i1> %601, <16 x float> zeroinitializer)
  %9494 = fadd <16 x float> %9477, %9493
  br label %9495

9495:                                             ; preds = %9438, %9457, %9476, %9492, %9485, %9478
  %9496 = phi <16 x float> [ %9484, %9478 ], [ %9491, %9485 ], [ %9494, %9492 ], [ %9458, %9457 ], [ %9477, %9476 ], [ %9382, %9438 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9496, ptr align 1 %9384, <16 x i1> %601)
  %9497 = add i64 %9359, %603
  %9498 = getelementptr inbounds float, ptr %346, i64 %9497
  %9499 = getelementptr inbounds float, ptr %344, i64 %9497
  switch i64 %117, label %1239 [
    i64 1, label %9514
    i64 2, label %9507
    i64 3, label %9500
    i64 0, label %9557
  ]

9500:                                             ; preds = %9495
  %9501 = bitcast <16 x float> %9381 to <8 x i64>
  %9502 = and <8 x i64> %9501, %76
  %9503 = fcmp oeq <16 x float> %9381, %44
  %9504 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %9381, i32 4)
  %9505 = bitcast <8 x i64> %9502 to <16 x float>
  %9506 = select <16 x i1> %9503, <16 x float> %9505, <16 x float> %9504
  br label %9517

9507:                                             ; preds = %9495
  %9508 = bitcast <16 x float> %9381 to <8 x i64>
  %9509 = or <8 x i64> %9508, %77
  %9510 = fcmp oeq <16 x float> %9381, %47
  %9511 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %9381, i32 4)
  %9512 = bitcast <8 x i64> %9509 to <16 x float>
  %9513 = select <16 x i1> %9510, <16 x float> %9512, <16 x float> %9511
  br label %9517

9514:                                             ; preds = %9495
  %9515 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9499, <16 x i1> %604, <16 x float> zeroinitializer)
  %9516 = fadd <16 x float> %9381, %9515
  br label %9517

9517:                                             ; preds = %9514, %9507, %9500
  %9518 = phi <16 x float> [ %9516, %9514 ], [ %9513, %9507 ], [ %9506, %9500 ]
  switch i64 %119, label %1239 [
    i64 1, label %9533
    i64 2, label %9526
    i64 3, label %9519
    i64 0, label %9557
  ]

9519:                                             ; preds = %9517
  %9520 = bitcast <16 x float> %9518 to <8 x i64>
  %9521 = and <8 x i64> %9520, %76
  %9522 = fcmp oeq <16 x float> %9518, %44
  %9523 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %9518, i32 4)
  %9524 = bitcast <8 x i64> %9521 to <16 x float>
  %9525 = select <16 x i1> %9522, <16 x float> %9524, <16 x float> %9523
  br label %9536

9526:                                             ; preds = %9517
  %9527 = bitcast <16 x float> %9518 to <8 x i64>
  %9528 = or <8 x i64> %9527, %77
  %9529 = fcmp oeq <16 x float> %9518, %47
  %9530 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %9518, i32 4)
  %9531 = bitcast <8 x i64> %9528 to <16 x float>
  %9532 = select <16 x i1> %9529, <16 x float> %9531, <16 x float> %9530
  br label %9536

9533:                                             ; preds = %9517
  %9534 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9499, <16 x i1> %604, <16 x float> zeroinitializer)
  %9535 = fadd <16 x float> %9518, %9534
  br label %9536

9536:                                             ; preds = %9533, %9526, %9519
  %9537 = phi <16 x float> [ %9535, %9533 ], [ %9532, %9526 ], [ %9525, %9519 ]
  switch i64 %121, label %1239 [
    i64 1, label %9552
    i64 2, label %9545
    i64 3, label %9538
    i64 0, label %9557
  ]

9538:                                             ; preds = %9536
  %9539 = bitcast <16 x float> %9537 to <8 x i64>
  %9540 = and <8 x i64> %9539, %76
  %9541 = fcmp oeq <16 x float> %9537, %44
  %9542 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %9537, i32 4)
  %9543 = bitcast <8 x i64> %9540 to <16 x float>
  %9544 = select <16 x i1> %9541, <16 x float> %9543, <16 x float> %9542
  br label %9557

9545:                                             ; preds = %9536
  %9546 = bitcast <16 x float> %9537 to <8 x i64>
  %9547 = or <8 x i64> %9546, %77
  %9548 = fcmp oeq <16 x float> %9537, %47
  %9549 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %9537, i32 4)
  %9550 = bitcast <8 x i64> %9547 to <16 x float>
  %9551 = select <16 x i1> %9548, <16 x float> %9550, <16 x float> %9549
  br label %9557

9552:                                             ; preds = %9536
  %9553 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9499, <16 x i1> %604, <16 x float> zeroinitializer)
  %9554 = fadd <16 x float> %9537, %9553
  br label %9557

9555:                                             ; preds = %9380
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9382, ptr align 1 %9384, <16 x i1> %605)
  %9556 = getelementptr float, ptr %910, i64 %9359
  br label %9557

9557:                                             ; preds = %9495, %9517, %9536, %9552, %9545, %9538, %9555
  %9558 = phi ptr [ %9556, %9555 ], [ %9498, %9538 ], [ %9498, %9545 ], [ %9498, %9552 ], [ %9498, %9536 ], [ %9498, %9517 ], [ %9498, %9495 ]
  %9559 = phi <16 x i1> [ %607, %9555 ], [ %604, %9538 ], [ %604, %9545 ], [ %604, %9552 ], [ %604, %9536 ], [ %604, %9517 ], [ %604, %9495 ]
  %9560 = phi <16 x float> [ %9381, %9555 ], [ %9544, %9538 ], [ %9551, %9545 ], [ %9554, %9552 ], [ %9537, %9536 ], [ %9518, %9517 ], [ %9381, %9495 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9560, ptr align 1 %9558, <16 x i1> %9559)
  br label %10121

9561:                                             ; preds = %8909
  %9562 = mul nsw i64 %8910, %48
  br i1 %71, label %9572, label %9563

9563:                                             ; preds = %9561
  %9564 = getelementptr inbounds float, ptr %36, i64 %8910
  %9565 = load float, ptr %9564, align 4
  %9566 = insertelement <16 x float> poison, float %9565, i64 0
  %9567 = shufflevector <16 x float> %9566, <16 x float> poison, <16 x i32> zeroinitializer
  %9568 = insertelement <16 x float> poison, float %9565, i64 0
  %9569 = shufflevector <16 x float> %9568, <16 x float> poison, <16 x i32> zeroinitializer
  %9570 = insertelement <16 x float> poison, float %9565, i64 0
  %9571 = shufflevector <16 x float> %9570, <16 x float> poison, <16 x i32> zeroinitializer
  br label %9583

9572:                                             ; preds = %9561
  %9573 = getelementptr inbounds float, ptr %341, i64 %9562
  %9574 = getelementptr inbounds float, ptr %9573, i64 %562
  %9575 = getelementptr inbounds float, ptr %9574, i64 %362
  %9576 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9575, <16 x i1> %561, <16 x float> zeroinitializer)
  %9577 = getelementptr inbounds float, ptr %9573, i64 %564
  %9578 = getelementptr inbounds float, ptr %9577, i64 %368
  %9579 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9578, <16 x i1> %563, <16 x float> zeroinitializer)
  %9580 = getelementptr inbounds float, ptr %9573, i64 %566
  %9581 = getelementptr inbounds float, ptr %9580, i64 %374
  %9582 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9581, <16 x i1> %565, <16 x float> zeroinitializer)
  br label %9583

9583:                                             ; preds = %9572, %9563
  %9584 = phi <16 x float> [ %9579, %9572 ], [ %9569, %9563 ]
  %9585 = phi <16 x float> [ %9576, %9572 ], [ %9567, %9563 ]
  %9586 = phi <16 x float> [ %9582, %9572 ], [ %9571, %9563 ]
  %9587 = mul i64 %72, %8910
  %9588 = getelementptr inbounds float, ptr %35, i64 %9587
  br i1 %73, label %9595, label %9589

9589:                                             ; preds = %9604, %9583
  %9590 = phi <16 x float> [ %9586, %9583 ], [ %9605, %9604 ]
  %9591 = phi <16 x float> [ %9584, %9583 ], [ %9606, %9604 ]
  %9592 = phi <16 x float> [ %9585, %9583 ], [ %9607, %9604 ]
  %9593 = add i64 %9562, %568
  %9594 = getelementptr inbounds float, ptr %346, i64 %9593
  br i1 %75, label %9825, label %9648

9595:                                             ; preds = %9583, %9604
  %9596 = phi <16 x float> [ %9605, %9604 ], [ %9586, %9583 ]
  %9597 = phi <16 x float> [ %9606, %9604 ], [ %9584, %9583 ]
  %9598 = phi <16 x float> [ %9607, %9604 ], [ %9585, %9583 ]
  %9599 = phi i64 [ %9608, %9604 ], [ 0, %9583 ]
  %9600 = mul nsw i64 %69, %9599
  %9601 = getelementptr inbounds float, ptr %339, i64 %9600
  %9602 = mul nsw i64 %9599, %70
  %9603 = getelementptr inbounds float, ptr %9588, i64 %9602
  br i1 %74, label %9610, label %9604

9604:                                             ; preds = %9610, %9595
  %9605 = phi <16 x float> [ %9596, %9595 ], [ %9645, %9610 ]
  %9606 = phi <16 x float> [ %9597, %9595 ], [ %9644, %9610 ]
  %9607 = phi <16 x float> [ %9598, %9595 ], [ %9643, %9610 ]
  %9608 = add nuw nsw i64 %9599, 1
  %9609 = icmp eq i64 %9608, %5
  br i1 %9609, label %9589, label %9595

9610:                                             ; preds = %9595, %9610
  %9611 = phi <16 x float> [ %9645, %9610 ], [ %9596, %9595 ]
  %9612 = phi <16 x float> [ %9644, %9610 ], [ %9597, %9595 ]
  %9613 = phi <16 x float> [ %9643, %9610 ], [ %9598, %9595 ]
  %9614 = phi i64 [ %9646, %9610 ], [ 0, %9595 ]
  %9615 = getelementptr inbounds nuw [3 x i32], ptr %31, i64 %9614
  %9616 = getelementptr inbounds nuw [3 x i64], ptr %30, i64 %9614
  %9617 = load i32, ptr %9615, align 4
  %9618 = trunc i32 %9617 to i16
  %9619 = load i64, ptr %9616, align 8
  %9620 = getelementptr inbounds float, ptr %9601, i64 %9619
  %9621 = bitcast i16 %9618 to <16 x i1>
  %9622 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9620, <16 x i1> %9621, <16 x float> zeroinitializer)
  %9623 = getelementptr inbounds nuw i8, ptr %9615, i64 4
  %9624 = load i32, ptr %9623, align 4
  %9625 = trunc i32 %9624 to i16
  %9626 = getelementptr inbounds nuw i8, ptr %9616, i64 8
  %9627 = load i64, ptr %9626, align 8
  %9628 = getelementptr inbounds float, ptr %9601, i64 %9627
  %9629 = bitcast i16 %9625 to <16 x i1>
  %9630 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9628, <16 x i1> %9629, <16 x float> zeroinitializer)
  %9631 = getelementptr inbounds nuw i8, ptr %9615, i64 8
  %9632 = load i32, ptr %9631, align 4
  %9633 = trunc i32 %9632 to i16
  %9634 = getelementptr inbounds nuw i8, ptr %9616, i64 16
  %9635 = load i64, ptr %9634, align 8
  %9636 = getelementptr inbounds float, ptr %9601, i64 %9635
  %9637 = bitcast i16 %9633 to <16 x i1>
  %9638 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9636, <16 x i1> %9637, <16 x float> zeroinitializer)
  %9639 = getelementptr float, ptr %9603, i64 %9614
  %9640 = load float, ptr %9639, align 4
  %9641 = insertelement <16 x float> poison, float %9640, i64 0
  %9642 = shufflevector <16 x float> %9641, <16 x float> poison, <16 x i32> zeroinitializer
  %9643 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %9622, <16 x float> %9642, <16 x float> %9613)
  %9644 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %9630, <16 x float> %9642, <16 x float> %9612)
  %9645 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %9638, <16 x float> %9642, <16 x float> %9611)
  %9646 = add nuw nsw i64 %9614, 1
  %9647 = icmp eq i64 %9646, %70
  br i1 %9647, label %9604, label %9610

9648:                                             ; preds = %9589
  %9649 = getelementptr inbounds float, ptr %344, i64 %9593
  switch i64 %97, label %1239 [
    i64 1, label %9650
    i64 2, label %9653
    i64 3, label %9660
    i64 0, label %9705
  ]

9650:                                             ; preds = %9648
  %9651 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9649, <16 x i1> %569, <16 x float> zeroinitializer)
  %9652 = fadd <16 x float> %9592, %9651
  br label %9667

9653:                                             ; preds = %9648
  %9654 = bitcast <16 x float> %9592 to <8 x i64>
  %9655 = or <8 x i64> %9654, %77
  %9656 = fcmp oeq <16 x float> %9592, %47
  %9657 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %9592, i32 4)
  %9658 = bitcast <8 x i64> %9655 to <16 x float>
  %9659 = select <16 x i1> %9656, <16 x float> %9658, <16 x float> %9657
  br label %9667

9660:                                             ; preds = %9648
  %9661 = bitcast <16 x float> %9592 to <8 x i64>
  %9662 = and <8 x i64> %9661, %76
  %9663 = fcmp oeq <16 x float> %9592, %44
  %9664 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %9592, i32 4)
  %9665 = bitcast <8 x i64> %9662 to <16 x float>
  %9666 = select <16 x i1> %9663, <16 x float> %9665, <16 x float> %9664
  br label %9667

9667:                                             ; preds = %9660, %9653, %9650
  %9668 = phi <16 x float> [ %9652, %9650 ], [ %9659, %9653 ], [ %9666, %9660 ]
  switch i64 %99, label %1239 [
    i64 1, label %9683
    i64 2, label %9676
    i64 3, label %9669
    i64 0, label %9705
  ]

9669:                                             ; preds = %9667
  %9670 = bitcast <16 x float> %9668 to <8 x i64>
  %9671 = and <8 x i64> %9670, %76
  %9672 = fcmp oeq <16 x float> %9668, %44
  %9673 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %9668, i32 4)
  %9674 = bitcast <8 x i64> %9671 to <16 x float>
  %9675 = select <16 x i1> %9672, <16 x float> %9674, <16 x float> %9673
  br label %9686

9676:                                             ; preds = %9667
  %9677 = bitcast <16 x float> %9668 to <8 x i64>
  %9678 = or <8 x i64> %9677, %77
  %9679 = fcmp oeq <16 x float> %9668, %47
  %9680 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %9668, i32 4)
  %9681 = bitcast <8 x i64> %9678 to <16 x float>
  %9682 = select <16 x i1> %9679, <16 x float> %9681, <16 x float> %9680
  br label %9686

9683:                                             ; preds = %9667
  %9684 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9649, <16 x i1> %569, <16 x float> zeroinitializer)
  %9685 = fadd <16 x float> %9668, %9684
  br label %9686

9686:                                             ; preds = %9683, %9676, %9669
  %9687 = phi <16 x float> [ %9685, %9683 ], [ %9682, %9676 ], [ %9675, %9669 ]
  switch i64 %101, label %1239 [
    i64 1, label %9702
    i64 2, label %9695
    i64 3, label %9688
    i64 0, label %9705
  ]

9688:                                             ; preds = %9686
  %9689 = bitcast <16 x float> %9687 to <8 x i64>
  %9690 = and <8 x i64> %9689, %76
  %9691 = fcmp oeq <16 x float> %9687, %44
  %9692 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %9687, i32 4)
  %9693 = bitcast <8 x i64> %9690 to <16 x float>
  %9694 = select <16 x i1> %9691, <16 x float> %9693, <16 x float> %9692
  br label %9705

9695:                                             ; preds = %9686
  %9696 = bitcast <16 x float> %9687 to <8 x i64>
  %9697 = or <8 x i64> %9696, %77
  %9698 = fcmp oeq <16 x float> %9687, %47
  %9699 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %9687, i32 4)
  %9700 = bitcast <8 x i64> %9697 to <16 x float>
  %9701 = select <16 x i1> %9698, <16 x float> %9700, <16 x float> %9699
  br label %9705

9702:                                             ; preds = %9686
  %9703 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9649, <16 x i1> %569, <16 x float> zeroinitializer)
  %9704 = fadd <16 x float> %9687, %9703
  br label %9705

9705:                                             ; preds = %9648, %9667, %9686, %9702, %9695, %9688
  %9706 = phi <16 x float> [ %9694, %9688 ], [ %9701, %9695 ], [ %9704, %9702 ], [ %9668, %9667 ], [ %9687, %9686 ], [ %9592, %9648 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9706, ptr align 1 %9594, <16 x i1> %569)
  %9707 = add i64 %9562, %571
  %9708 = getelementptr inbounds float, ptr %346, i64 %9707
  %9709 = getelementptr inbounds float, ptr %344, i64 %9707
  switch i64 %102, label %1239 [
    i64 1, label %9724
    i64 2, label %9717
    i64 3, label %9710
    i64 0, label %9765
  ]

9710:                                             ; preds = %9705
  %9711 = bitcast <16 x float> %9591 to <8 x i64>
  %9712 = and <8 x i64> %9711, %76
  %9713 = fcmp oeq <16 x float> %9591, %44
  %9714 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %9591, i32 4)
  %9715 = bitcast <8 x i64> %9712 to <16 x float>
  %9716 = select <16 x i1> %9713, <16 x float> %9715, <16 x float> %9714
  br label %9727

9717:                                             ; preds = %9705
  %9718 = bitcast <16 x float> %9591 to <8 x i64>
  %9719 = or <8 x i64> %9718, %77
  %9720 = fcmp oeq <16 x float> %9591, %47
  %9721 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %9591, i32 4)
  %9722 = bitcast <8 x i64> %9719 to <16 x float>
  %9723 = select <16 x i1> %9720, <16 x float> %9722, <16 x float> %9721
  br label %9727

9724:                                             ; preds = %9705
  %9725 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9709, <16 x i1> %572, <16 x float> zeroinitializer)
  %9726 = fadd <16 x float> %9591, %9725
  br label %9727

9727:                                             ; preds = %9724, %9717, %9710
  %9728 = phi <16 x float> [ %9726, %9724 ], [ %9723, %9717 ], [ %9716, %9710 ]
  switch i64 %104, label %1239 [
    i64 1, label %9743
    i64 2, label %9736
    i64 3, label %9729
    i64 0, label %9765
  ]

9729:                                             ; preds = %9727
  %9730 = bitcast <16 x float> %9728 to <8 x i64>
  %9731 = and <8 x i64> %9730, %76
  %9732 = fcmp oeq <16 x float> %9728, %44
  %9733 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %9728, i32 4)
  %9734 = bitcast <8 x i64> %9731 to <16 x float>
  %9735 = select <16 x i1> %9732, <16 x float> %9734, <16 x float> %9733
  br label %9746

9736:                                             ; preds = %9727
  %9737 = bitcast <16 x float> %9728 to <8 x i64>
  %9738 = or <8 x i64> %9737, %77
  %9739 = fcmp oeq <16 x float> %9728, %47
  %9740 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %9728, i32 4)
  %9741 = bitcast <8 x i64> %9738 to <16 x float>
  %9742 = select <16 x i1> %9739, <16 x float> %9741, <16 x float> %9740
  br label %9746

9743:                                             ; preds = %9727
  %9744 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9709, <16 x i1> %572, <16 x float> zeroinitializer)
  %9745 = fadd <16 x float> %9728, %9744
  br label %9746

9746:                                             ; preds = %9743, %9736, %9729
  %9747 = phi <16 x float> [ %9745, %9743 ], [ %9742, %9736 ], [ %9735, %9729 ]
  switch i64 %106, label %1239 [
    i64 1, label %9762
    i64 2, label %9755
    i64 3, label %9748
    i64 0, label %9765
  ]

9748:                                             ; preds = %9746
  %9749 = bitcast <16 x float> %9747 to <8 x i64>
  %9750 = and <8 x i64> %9749, %76
  %9751 = fcmp oeq <16 x float> %9747, %44
  %9752 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %9747, i32 4)
  %9753 = bitcast <8 x i64> %9750 to <16 x float>
  %9754 = select <16 x i1> %9751, <16 x float> %9753, <16 x float> %9752
  br label %9765

9755:                                             ; preds = %9746
  %9756 = bitcast <16 x float> %9747 to <8 x i64>
  %9757 = or <8 x i64> %9756, %77
  %9758 = fcmp oeq <16 x float> %9747, %47
  %9759 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %9747, i32 4)
  %9760 = bitcast <8 x i64> %9757 to <16 x float>
  %9761 = select <16 x i1> %9758, <16 x float> %9760, <16 x float> %9759
  br label %9765

9762:                                             ; preds = %9746
  %9763 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9709, <16 x i1> %572, <16 x float> zeroinitializer)
  %9764 = fadd <16 x float> %9747, %9763
  br label %9765

9765:                                             ; preds = %9705, %9727, %9746, %9762, %9755, %9748
  %9766 = phi <16 x float> [ %9754, %9748 ], [ %9761, %9755 ], [ %9764, %9762 ], [ %9728, %9727 ], [ %9747, %9746 ], [ %9591, %9705 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9766, ptr align 1 %9708, <16 x i1> %572)
  %9767 = add i64 %9562, %574
  %9768 = getelementptr inbounds float, ptr %346, i64 %9767
  %9769 = getelementptr inbounds float, ptr %344, i64 %9767
  switch i64 %107, label %1239 [
    i64 1, label %9784
    i64 2, label %9777
    i64 3, label %9770
    i64 0, label %9828
  ]

9770:                                             ; preds = %9765
  %9771 = bitcast <16 x float> %9590 to <8 x i64>
  %9772 = and <8 x i64> %9771, %76
  %9773 = fcmp oeq <16 x float> %9590, %44
  %9774 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %9590, i32 4)
  %9775 = bitcast <8 x i64> %9772 to <16 x float>
  %9776 = select <16 x i1> %9773, <16 x float> %9775, <16 x float> %9774
  br label %9787

9777:                                             ; preds = %9765
  %9778 = bitcast <16 x float> %9590 to <8 x i64>
  %9779 = or <8 x i64> %9778, %77
  %9780 = fcmp oeq <16 x float> %9590, %47
  %9781 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %9590, i32 4)
  %9782 = bitcast <8 x i64> %9779 to <16 x float>
  %9783 = select <16 x i1> %9780, <16 x float> %9782, <16 x float> %9781
  br label %9787

9784:                                             ; preds = %9765
  %9785 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9769, <16 x i1> %575, <16 x float> zeroinitializer)
  %9786 = fadd <16 x float> %9590, %9785
  br label %9787

9787:                                             ; preds = %9784, %9777, %9770
  %9788 = phi <16 x float> [ %9786, %9784 ], [ %9783, %9777 ], [ %9776, %9770 ]
  switch i64 %109, label %1239 [
    i64 1, label %9803
    i64 2, label %9796
    i64 3, label %9789
    i64 0, label %9828
  ]

9789:                                             ; preds = %9787
  %9790 = bitcast <16 x float> %9788 to <8 x i64>
  %9791 = and <8 x i64> %9790, %76
  %9792 = fcmp oeq <16 x float> %9788, %44
  %9793 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %9788, i32 4)
  %9794 = bitcast <8 x i64> %9791 to <16 x float>
  %9795 = select <16 x i1> %9792, <16 x float> %9794, <16 x float> %9793
  br label %9806

9796:                                             ; preds = %9787
  %9797 = bitcast <16 x float> %9788 to <8 x i64>
  %9798 = or <8 x i64> %9797, %77
  %9799 = fcmp oeq <16 x float> %9788, %47
  %9800 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %9788, i32 4)
  %9801 = bitcast <8 x i64> %9798 to <16 x float>
  %9802 = select <16 x i1> %9799, <16 x float> %9801, <16 x float> %9800
  br label %9806

9803:                                             ; preds = %9787
  %9804 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9769, <16 x i1> %575, <16 x float> zeroinitializer)
  %9805 = fadd <16 x float> %9788, %9804
  br label %9806

9806:                                             ; preds = %9803, %9796, %9789
  %9807 = phi <16 x float> [ %9805, %9803 ], [ %9802, %9796 ], [ %9795, %9789 ]
  switch i64 %111, label %1239 [
    i64 1, label %9822
    i64 2, label %9815
    i64 3, label %9808
    i64 0, label %9828
  ]

9808:                                             ; preds = %9806
  %9809 = bitcast <16 x float> %9807 to <8 x i64>
  %9810 = and <8 x i64> %9809, %76
  %9811 = fcmp oeq <16 x float> %9807, %44
  %9812 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %9807, i32 4)
  %9813 = bitcast <8 x i64> %9810 to <16 x float>
  %9814 = select <16 x i1> %9811, <16 x float> %9813, <16 x float> %9812
  br label %9828

9815:                                             ; preds = %9806
  %9816 = bitcast <16 x float> %9807 to <8 x i64>
  %9817 = or <8 x i64> %9816, %77
  %9818 = fcmp oeq <16 x float> %9807, %47
  %9819 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %9807, i32 4)
  %9820 = bitcast <8 x i64> %9817 to <16 x float>
  %9821 = select <16 x i1> %9818, <16 x float> %9820, <16 x float> %9819
  br label %9828

9822:                                             ; preds = %9806
  %9823 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9769, <16 x i1> %575, <16 x float> zeroinitializer)
  %9824 = fadd <16 x float> %9807, %9823
  br label %9828

9825:                                             ; preds = %9589
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9592, ptr align 1 %9594, <16 x i1> %576)
  %9826 = getelementptr float, ptr %906, i64 %9562
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9591, ptr align 1 %9826, <16 x i1> %578)
  %9827 = getelementptr float, ptr %908, i64 %9562
  br label %9828

9828:                                             ; preds = %9765, %9787, %9806, %9822, %9815, %9808, %9825
  %9829 = phi ptr [ %9827, %9825 ], [ %9768, %9808 ], [ %9768, %9815 ], [ %9768, %9822 ], [ %9768, %9806 ], [ %9768, %9787 ], [ %9768, %9765 ]
  %9830 = phi <16 x i1> [ %580, %9825 ], [ %575, %9808 ], [ %575, %9815 ], [ %575, %9822 ], [ %575, %9806 ], [ %575, %9787 ], [ %575, %9765 ]
  %9831 = phi <16 x float> [ %9590, %9825 ], [ %9814, %9808 ], [ %9821, %9815 ], [ %9824, %9822 ], [ %9807, %9806 ], [ %9788, %9787 ], [ %9590, %9765 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9831, ptr align 1 %9829, <16 x i1> %9830)
  br label %10121

9832:                                             ; preds = %8909
  %9833 = mul nsw i64 %8910, %48
  br i1 %71, label %9843, label %9834

9834:                                             ; preds = %9832
  %9835 = getelementptr inbounds float, ptr %36, i64 %8910
  %9836 = load float, ptr %9835, align 4
  %9837 = insertelement <16 x float> poison, float %9836, i64 0
  %9838 = shufflevector <16 x float> %9837, <16 x float> poison, <16 x i32> zeroinitializer
  %9839 = insertelement <16 x float> poison, float %9836, i64 0
  %9840 = shufflevector <16 x float> %9839, <16 x float> poison, <16 x i32> zeroinitializer
  %9841 = insertelement <16 x float> poison, float %9836, i64 0
  %9842 = shufflevector <16 x float> %9841, <16 x float> poison, <16 x i32> zeroinitializer
  br label %9854

9843:                                             ; preds = %9832
  %9844 = getelementptr inbounds float, ptr %341, i64 %9833
  %9845 = getelementptr inbounds float, ptr %9844, i64 %521
  %9846 = getelementptr inbounds float, ptr %9845, i64 %362
  %9847 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9846, <16 x i1> %520, <16 x float> zeroinitializer)
  %9848 = getelementptr inbounds float, ptr %9844, i64 %523
  %9849 = getelementptr inbounds float, ptr %9848, i64 %368
  %9850 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9849, <16 x i1> %522, <16 x float> zeroinitializer)
  %9851 = getelementptr inbounds float, ptr %9844, i64 %525
  %9852 = getelementptr inbounds float, ptr %9851, i64 %374
  %9853 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9852, <16 x i1> %524, <16 x float> zeroinitializer)
  br label %9854

9854:                                             ; preds = %9843, %9834
  %9855 = phi <16 x float> [ %9850, %9843 ], [ %9840, %9834 ]
  %9856 = phi <16 x float> [ %9847, %9843 ], [ %9838, %9834 ]
  %9857 = phi <16 x float> [ %9853, %9843 ], [ %9842, %9834 ]
  %9858 = mul i64 %72, %8910
  %9859 = getelementptr inbounds float, ptr %35, i64 %9858
  br i1 %73, label %9866, label %9860

9860:                                             ; preds = %9875, %9854
  %9861 = phi <16 x float> [ %9857, %9854 ], [ %9876, %9875 ]
  %9862 = phi <16 x float> [ %9855, %9854 ], [ %9877, %9875 ]
  %9863 = phi <16 x float> [ %9856, %9854 ], [ %9878, %9875 ]
  %9864 = add i64 %9833, %527
  %9865 = getelementptr inbounds float, ptr %346, i64 %9864
  br i1 %75, label %10114, label %9937

9866:                                             ; preds = %9854, %9875
  %9867 = phi <16 x float> [ %9876, %9875 ], [ %9857, %9854 ]
  %9868 = phi <16 x float> [ %9877, %9875 ], [ %9855, %9854 ]
  %9869 = phi <16 x float> [ %9878, %9875 ], [ %9856, %9854 ]
  %9870 = phi i64 [ %9879, %9875 ], [ 0, %9854 ]
  %9871 = mul nsw i64 %69, %9870
  %9872 = getelementptr inbounds float, ptr %339, i64 %9871
  %9873 = mul nsw i64 %9870, %70
  %9874 = getelementptr inbounds float, ptr %9859, i64 %9873
  br i1 %74, label %9881, label %9875

9875:                                             ; preds = %9881, %9866
  %9876 = phi <16 x float> [ %9867, %9866 ], [ %9934, %9881 ]
  %9877 = phi <16 x float> [ %9868, %9866 ], [ %9933, %9881 ]
  %9878 = phi <16 x float> [ %9869, %9866 ], [ %9932, %9881 ]
  %9879 = add nuw nsw i64 %9870, 1
  %9880 = icmp eq i64 %9879, %5
  br i1 %9880, label %9860, label %9866

9881:                                             ; preds = %9866, %9881
  %9882 = phi <16 x float> [ %9934, %9881 ], [ %9867, %9866 ]
  %9883 = phi <16 x float> [ %9933, %9881 ], [ %9868, %9866 ]
  %9884 = phi <16 x float> [ %9932, %9881 ], [ %9869, %9866 ]
  %9885 = phi i64 [ %9935, %9881 ], [ 0, %9866 ]
  %9886 = getelementptr inbounds nuw [3 x i64], ptr %30, i64 %9885
  %9887 = getelementptr inbounds nuw [3 x i32], ptr %31, i64 %9885
  %9888 = load i64, ptr %9886, align 8
  %9889 = getelementptr inbounds float, ptr %9872, i64 %9888
  %9890 = load i32, ptr %9887, align 4
  %9891 = trunc i32 %9890 to i16
  %9892 = bitcast i16 %9891 to <16 x i1>
  %9893 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %9889, <16 x i1> %9892, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %9894 = lshr i32 %9890, 16
  %9895 = trunc nuw i32 %9894 to i16
  %9896 = getelementptr inbounds nuw i8, ptr %9889, i64 64
  %9897 = bitcast i16 %9895 to <16 x i1>
  %9898 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %9896, <16 x i1> %9897, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %9899 = shufflevector <16 x float> %9893, <16 x float> %9898, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %9900 = getelementptr inbounds nuw i8, ptr %9886, i64 8
  %9901 = load i64, ptr %9900, align 8
  %9902 = getelementptr inbounds float, ptr %9872, i64 %9901
  %9903 = getelementptr inbounds nuw i8, ptr %9887, i64 4
  %9904 = load i32, ptr %9903, align 4
  %9905 = trunc i32 %9904 to i16
  %9906 = bitcast i16 %9905 to <16 x i1>
  %9907 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %9902, <16 x i1> %9906, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %9908 = lshr i32 %9904, 16
  %9909 = trunc nuw i32 %9908 to i16
  %9910 = getelementptr inbounds nuw i8, ptr %9902, i64 64
  %9911 = bitcast i16 %9909 to <16 x i1>
  %9912 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %9910, <16 x i1> %9911, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %9913 = shufflevector <16 x float> %9907, <16 x float> %9912, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %9914 = getelementptr inbounds nuw i8, ptr %9886, i64 16
  %9915 = load i64, ptr %9914, align 8
  %9916 = getelementptr inbounds float, ptr %9872, i64 %9915
  %9917 = getelementptr inbounds nuw i8, ptr %9887, i64 8
  %9918 = load i32, ptr %9917, align 4
  %9919 = trunc i32 %9918 to i16
  %9920 = bitcast i16 %9919 to <16 x i1>
  %9921 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr readonly align 1 %9916, <16 x i1> %9920, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %9922 = lshr i32 %9918, 16
  %9923 = trunc nuw i32 %9922 to i16
  %9924 = getelementptr inbounds nuw i8, ptr %9916, i64 64
  %9925 = bitcast i16 %9923 to <16 x i1>
  %9926 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull readonly align 1 %9924, <16 x i1> %9925, <16 x float> <float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison, float 0.000000e+00, float poison>)
  %9927 = shufflevector <16 x float> %9921, <16 x float> %9926, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %9928 = getelementptr float, ptr %9874, i64 %9885
  %9929 = load float, ptr %9928, align 4
  %9930 = insertelement <16 x float> poison, float %9929, i64 0
  %9931 = shufflevector <16 x float> %9930, <16 x float> poison, <16 x i32> zeroinitializer
  %9932 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %9899, <16 x float> %9931, <16 x float> %9884)
  %9933 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %9913, <16 x float> %9931, <16 x float> %9883)
  %9934 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %9927, <16 x float> %9931, <16 x float> %9882)
  %9935 = add nuw nsw i64 %9885, 1
  %9936 = icmp eq i64 %9935, %70
  br i1 %9936, label %9875, label %9881

9937:                                             ; preds = %9860
  %9938 = getelementptr inbounds float, ptr %344, i64 %9864
  switch i64 %82, label %1239 [
    i64 1, label %9939
    i64 2, label %9942
    i64 3, label %9949
    i64 0, label %9994
  ]

9939:                                             ; preds = %9937
  %9940 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9938, <16 x i1> %528, <16 x float> zeroinitializer)
  %9941 = fadd <16 x float> %9863, %9940
  br label %9956

9942:                                             ; preds = %9937
  %9943 = bitcast <16 x float> %9863 to <8 x i64>
  %9944 = or <8 x i64> %9943, %77
  %9945 = fcmp oeq <16 x float> %9863, %47
  %9946 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %9863, i32 4)
  %9947 = bitcast <8 x i64> %9944 to <16 x float>
  %9948 = select <16 x i1> %9945, <16 x float> %9947, <16 x float> %9946
  br label %9956

9949:                                             ; preds = %9937
  %9950 = bitcast <16 x float> %9863 to <8 x i64>
  %9951 = and <8 x i64> %9950, %76
  %9952 = fcmp oeq <16 x float> %9863, %44
  %9953 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %9863, i32 4)
  %9954 = bitcast <8 x i64> %9951 to <16 x float>
  %9955 = select <16 x i1> %9952, <16 x float> %9954, <16 x float> %9953
  br label %9956

9956:                                             ; preds = %9949, %9942, %9939
  %9957 = phi <16 x float> [ %9941, %9939 ], [ %9948, %9942 ], [ %9955, %9949 ]
  switch i64 %84, label %1239 [
    i64 1, label %9972
    i64 2, label %9965
    i64 3, label %9958
    i64 0, label %9994
  ]

9958:                                             ; preds = %9956
  %9959 = bitcast <16 x float> %9957 to <8 x i64>
  %9960 = and <8 x i64> %9959, %76
  %9961 = fcmp oeq <16 x float> %9957, %44
  %9962 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %9957, i32 4)
  %9963 = bitcast <8 x i64> %9960 to <16 x float>
  %9964 = select <16 x i1> %9961, <16 x float> %9963, <16 x float> %9962
  br label %9975

9965:                                             ; preds = %9956
  %9966 = bitcast <16 x float> %9957 to <8 x i64>
  %9967 = or <8 x i64> %9966, %77
  %9968 = fcmp oeq <16 x float> %9957, %47
  %9969 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %9957, i32 4)
  %9970 = bitcast <8 x i64> %9967 to <16 x float>
  %9971 = select <16 x i1> %9968, <16 x float> %9970, <16 x float> %9969
  br label %9975

9972:                                             ; preds = %9956
  %9973 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9938, <16 x i1> %528, <16 x float> zeroinitializer)
  %9974 = fadd <16 x float> %9957, %9973
  br label %9975

9975:                                             ; preds = %9972, %9965, %9958
  %9976 = phi <16 x float> [ %9974, %9972 ], [ %9971, %9965 ], [ %9964, %9958 ]
  switch i64 %86, label %1239 [
    i64 1, label %9991
    i64 2, label %9984
    i64 3, label %9977
    i64 0, label %9994
  ]

9977:                                             ; preds = %9975
  %9978 = bitcast <16 x float> %9976 to <8 x i64>
  %9979 = and <8 x i64> %9978, %76
  %9980 = fcmp oeq <16 x float> %9976, %44
  %9981 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %9976, i32 4)
  %9982 = bitcast <8 x i64> %9979 to <16 x float>
  %9983 = select <16 x i1> %9980, <16 x float> %9982, <16 x float> %9981
  br label %9994

9984:                                             ; preds = %9975
  %9985 = bitcast <16 x float> %9976 to <8 x i64>
  %9986 = or <8 x i64> %9985, %77
  %9987 = fcmp oeq <16 x float> %9976, %47
  %9988 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %9976, i32 4)
  %9989 = bitcast <8 x i64> %9986 to <16 x float>
  %9990 = select <16 x i1> %9987, <16 x float> %9989, <16 x float> %9988
  br label %9994

9991:                                             ; preds = %9975
  %9992 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9938, <16 x i1> %528, <16 x float> zeroinitializer)
  %9993 = fadd <16 x float> %9976, %9992
  br label %9994

9994:                                             ; preds = %9937, %9956, %9975, %9991, %9984, %9977
  %9995 = phi <16 x float> [ %9983, %9977 ], [ %9990, %9984 ], [ %9993, %9991 ], [ %9957, %9956 ], [ %9976, %9975 ], [ %9863, %9937 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9995, ptr align 1 %9865, <16 x i1> %528)
  %9996 = add i64 %9833, %530
  %9997 = getelementptr inbounds float, ptr %346, i64 %9996
  %9998 = getelementptr inbounds float, ptr %344, i64 %9996
  switch i64 %87, label %1239 [
    i64 1, label %10013
    i64 2, label %10006
    i64 3, label %9999
    i64 0, label %10054
  ]

9999:                                             ; preds = %9994
  %10000 = bitcast <16 x float> %9862 to <8 x i64>
  %10001 = and <8 x i64> %10000, %76
  %10002 = fcmp oeq <16 x float> %9862, %44
  %10003 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %9862, i32 4)
  %10004 = bitcast <8 x i64> %10001 to <16 x float>
  %10005 = select <16 x i1> %10002, <16 x float> %10004, <16 x float> %10003
  br label %10016

10006:                                            ; preds = %9994
  %10007 = bitcast <16 x float> %9862 to <8 x i64>
  %10008 = or <8 x i64> %10007, %77
  %10009 = fcmp oeq <16 x float> %9862, %47
  %10010 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %9862, i32 4)
  %10011 = bitcast <8 x i64> %10008 to <16 x float>
  %10012 = select <16 x i1> %10009, <16 x float> %10011, <16 x float> %10010
  br label %10016

10013:                                            ; preds = %9994
  %10014 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9998, <16 x i1> %531, <16 x float> zeroinitializer)
  %10015 = fadd <16 x float> %9862, %10014
  br label %10016

10016:                                            ; preds = %10013, %10006, %9999
  %10017 = phi <16 x float> [ %10015, %10013 ], [ %10012, %10006 ], [ %10005, %9999 ]
  switch i64 %89, label %1239 [
    i64 1, label %10032
    i64 2, label %10025
    i64 3, label %10018
    i64 0, label %10054
  ]

10018:                                            ; preds = %10016
  %10019 = bitcast <16 x float> %10017 to <8 x i64>
  %10020 = and <8 x i64> %10019, %76
  %10021 = fcmp oeq <16 x float> %10017, %44
  %10022 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %10017, i32 4)
  %10023 = bitcast <8 x i64> %10020 to <16 x float>
  %10024 = select <16 x i1> %10021, <16 x float> %10023, <16 x float> %10022
  br label %10035

10025:                                            ; preds = %10016
  %10026 = bitcast <16 x float> %10017 to <8 x i64>
  %10027 = or <8 x i64> %10026, %77
  %10028 = fcmp oeq <16 x float> %10017, %47
  %10029 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %10017, i32 4)
  %10030 = bitcast <8 x i64> %10027 to <16 x float>
  %10031 = select <16 x i1> %10028, <16 x float> %10030, <16 x float> %10029
  br label %10035

10032:                                            ; preds = %10016
  %10033 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9998, <16 x i1> %531, <16 x float> zeroinitializer)
  %10034 = fadd <16 x float> %10017, %10033
  br label %10035

10035:                                            ; preds = %10032, %10025, %10018
  %10036 = phi <16 x float> [ %10034, %10032 ], [ %10031, %10025 ], [ %10024, %10018 ]
  switch i64 %91, label %1239 [
    i64 1, label %10051
    i64 2, label %10044
    i64 3, label %10037
    i64 0, label %10054
  ]

10037:                                            ; preds = %10035
  %10038 = bitcast <16 x float> %10036 to <8 x i64>
  %10039 = and <8 x i64> %10038, %76
  %10040 = fcmp oeq <16 x float> %10036, %44
  %10041 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %10036, i32 4)
  %10042 = bitcast <8 x i64> %10039 to <16 x float>
  %10043 = select <16 x i1> %10040, <16 x float> %10042, <16 x float> %10041
  br label %10054

10044:                                            ; preds = %10035
  %10045 = bitcast <16 x float> %10036 to <8 x i64>
  %10046 = or <8 x i64> %10045, %77
  %10047 = fcmp oeq <16 x float> %10036, %47
  %10048 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %10036, i32 4)
  %10049 = bitcast <8 x i64> %10046 to <16 x float>
  %10050 = select <16 x i1> %10047, <16 x float> %10049, <16 x float> %10048
  br label %10054

10051:                                            ; preds = %10035
  %10052 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %9998, <16 x i1> %531, <16 x float> zeroinitializer)
  %10053 = fadd <16 x float> %10036, %10052
  br label %10054

10054:                                            ; preds = %9994, %10016, %10035, %10051, %10044, %10037
  %10055 = phi <16 x float> [ %10043, %10037 ], [ %10050, %10044 ], [ %10053, %10051 ], [ %10017, %10016 ], [ %10036, %10035 ], [ %9862, %9994 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %10055, ptr align 1 %9997, <16 x i1> %531)
  %10056 = add i64 %9833, %533
  %10057 = getelementptr inbounds float, ptr %346, i64 %10056
  %10058 = getelementptr inbounds float, ptr %344, i64 %10056
  switch i64 %92, label %1239 [
    i64 1, label %10073
    i64 2, label %10066
    i64 3, label %10059
    i64 0, label %10117
  ]

10059:                                            ; preds = %10054
  %10060 = bitcast <16 x float> %9861 to <8 x i64>
  %10061 = and <8 x i64> %10060, %76
  %10062 = fcmp oeq <16 x float> %9861, %44
  %10063 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %9861, i32 4)
  %10064 = bitcast <8 x i64> %10061 to <16 x float>
  %10065 = select <16 x i1> %10062, <16 x float> %10064, <16 x float> %10063
  br label %10076

10066:                                            ; preds = %10054
  %10067 = bitcast <16 x float> %9861 to <8 x i64>
  %10068 = or <8 x i64> %10067, %77
  %10069 = fcmp oeq <16 x float> %9861, %47
  %10070 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %9861, i32 4)
  %10071 = bitcast <8 x i64> %10068 to <16 x float>
  %10072 = select <16 x i1> %10069, <16 x float> %10071, <16 x float> %10070
  br label %10076

10073:                                            ; preds = %10054
  %10074 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10058, <16 x i1> %534, <16 x float> zeroinitializer)
  %10075 = fadd <16 x float> %9861, %10074
  br label %10076

10076:                                            ; preds = %10073, %10066, %10059
  %10077 = phi <16 x float> [ %10075, %10073 ], [ %10072, %10066 ], [ %10065, %10059 ]
  switch i64 %94, label %1239 [
    i64 1, label %10092
    i64 2, label %10085
    i64 3, label %10078
    i64 0, label %10117
  ]

10078:                                            ; preds = %10076
  %10079 = bitcast <16 x float> %10077 to <8 x i64>
  %10080 = and <8 x i64> %10079, %76
  %10081 = fcmp oeq <16 x float> %10077, %44
  %10082 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %10077, i32 4)
  %10083 = bitcast <8 x i64> %10080 to <16 x float>
  %10084 = select <16 x i1> %10081, <16 x float> %10083, <16 x float> %10082
  br label %10095

10085:                                            ; preds = %10076
  %10086 = bitcast <16 x float> %10077 to <8 x i64>
  %10087 = or <8 x i64> %10086, %77
  %10088 = fcmp oeq <16 x float> %10077, %47
  %10089 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %10077, i32 4)
  %10090 = bitcast <8 x i64> %10087 to <16 x float>
  %10091 = select <16 x i1> %10088, <16 x float> %10090, <16 x float> %10089
  br label %10095

10092:                                            ; preds = %10076
  %10093 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10058, <16 x i1> %534, <16 x float> zeroinitializer)
  %10094 = fadd <16 x float> %10077, %10093
  br label %10095

10095:                                            ; preds = %10092, %10085, %10078
  %10096 = phi <16 x float> [ %10094, %10092 ], [ %10091, %10085 ], [ %10084, %10078 ]
  switch i64 %96, label %1239 [
    i64 1, label %10111
    i64 2, label %10104
    i64 3, label %10097
    i64 0, label %10117
  ]

10097:                                            ; preds = %10095
  %10098 = bitcast <16 x float> %10096 to <8 x i64>
  %10099 = and <8 x i64> %10098, %76
  %10100 = fcmp oeq <16 x float> %10096, %44
  %10101 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %44, <16 x float> %10096, i32 4)
  %10102 = bitcast <8 x i64> %10099 to <16 x float>
  %10103 = select <16 x i1> %10100, <16 x float> %10102, <16 x float> %10101
  br label %10117

10104:                                            ; preds = %10095
  %10105 = bitcast <16 x float> %10096 to <8 x i64>
  %10106 = or <8 x i64> %10105, %77
  %10107 = fcmp oeq <16 x float> %10096, %47
  %10108 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %47, <16 x float> %10096, i32 4)
  %10109 = bitcast <8 x i64> %10106 to <16 x float>
  %10110 = select <16 x i1> %10107, <16 x float> %10109, <16 x float> %10108
  br label %10117

10111:                                            ; preds = %10095
  %10112 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %10058, <16 x i1> %534, <16 x float> zeroinitializer)
  %10113 = fadd <16 x float> %10096, %10112
  br label %10117

10114:                                            ; preds = %9860
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9863, ptr align 1 %9865, <16 x i1> %535)
  %10115 = getelementptr float, ptr %902, i64 %9833
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %9862, ptr align 1 %10115, <16 x i1> %537)
  %10116 = getelementptr float, ptr %904, i64 %9833
  br label %10117

10117:                                            ; preds = %10054, %10076, %10095, %10111, %10104, %10097, %10114
  %10118 = phi ptr [ %10116, %10114 ], [ %10057, %10097 ], [ %10057, %10104 ], [ %10057, %10111 ], [ %10057, %10095 ], [ %10057, %10076 ], [ %10057, %10054 ]
  %10119 = phi <16 x i1> [ %539, %10114 ], [ %534, %10097 ], [ %534, %10104 ], [ %534, %10111 ], [ %534, %10095 ], [ %534, %10076 ], [ %534, %10054 ]
  %10120 = phi <16 x float> [ %9861, %10114 ], [ %10103, %10097 ], [ %10110, %10104 ], [ %10113, %10111 ], [ %10096, %10095 ], [ %10077, %10076 ], [ %9861, %10054 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %10120, ptr align 1 %10118, <16 x i1> %10119)
  br label %10121

10121:                                            ; preds = %9050, %9164, %9354, %9557, %9828, %10117, %8909
  %10122 = add nsw i64 %8910, 1
  %10123 = icmp slt i64 %10122, %337
  br i1 %10123, label %8909, label %10124

10124:                                            ; preds = %10121, %1734, %2431, %3750, %5081, %6984, %8905, %1044
  %10125 = add nsw i64 %1041, 8
  %10126 = icmp slt i64 %10125, %337
  br i1 %10126, label %1040, label %1037
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none))

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none))

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

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i64> @llvm.smin.v8i64(<8 x i64>, <8 x i64>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef)
