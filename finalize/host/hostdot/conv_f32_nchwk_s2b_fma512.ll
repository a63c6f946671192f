%struct.s2taps = type { [7 x i64], [7 x i64], [7 x i64], [7 x i64], [7 x i64], [7 x i64], i64 }

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @mgxport_conv_f32_nchwk_fma512_s2b(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, i64 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20, i64 noundef %21, i64 noundef %22, i64 noundef %23, i64 noundef %24, i64 noundef %25, i64 noundef %26, i64 noundef %27, i64 noundef %28, i64 noundef %29, i64 noundef %30) local_unnamed_addr {
  %32 = alloca [8 x [3 x <16 x float>]], align 64
  %33 = alloca [7 x i32], align 16
  %34 = alloca [7 x i32], align 16
  %35 = alloca [49 x [3 x i64]], align 16
  %36 = alloca [49 x [3 x i32]], align 16
  %37 = alloca %struct.s2taps, align 8
  %38 = alloca [3 x i64], align 16
  %39 = alloca [3 x i64], align 16
  %40 = alloca [3 x i64], align 16
  %41 = alloca [3 x i64], align 16
  %42 = alloca [3 x i64], align 16
  %43 = inttoptr i64 %0 to ptr
  %44 = inttoptr i64 %1 to ptr
  %45 = inttoptr i64 %22 to ptr
  %46 = inttoptr i64 %2 to ptr
  %47 = inttoptr i64 %25 to ptr
  %48 = inttoptr i64 %23 to ptr
  %49 = inttoptr i64 %30 to ptr
  %50 = trunc i64 %27 to i32
  %51 = trunc i64 %28 to i32
  %52 = insertelement <16 x i32> poison, i32 %50, i64 0
  %53 = bitcast <16 x i32> %52 to <16 x float>
  %54 = shufflevector <16 x float> %53, <16 x float> poison, <16 x i32> zeroinitializer
  %55 = insertelement <16 x i32> poison, i32 %51, i64 0
  %56 = bitcast <16 x i32> %55 to <16 x float>
  %57 = shufflevector <16 x float> %56, <16 x float> poison, <16 x i32> zeroinitializer
  %58 = mul nsw i64 %10, %9
  %59 = icmp eq i64 %19, 0
  br i1 %59, label %65, label %60

60:                                               ; preds = %31
  %61 = add nsw i64 %10, 15
  %62 = sdiv i64 %61, 16
  %63 = add nsw i64 %58, 15
  %64 = sdiv i64 %63, 16
  br label %71

65:                                               ; preds = %31
  %66 = add nsw i64 %8, 1
  %67 = sdiv i64 %66, 2
  %68 = add nsw i64 %10, 15
  %69 = sdiv i64 %68, 16
  %70 = mul nsw i64 %69, %9
  br label %71

71:                                               ; preds = %65, %60
  %72 = phi i64 [ %62, %60 ], [ %69, %65 ]
  %73 = phi i64 [ %10, %60 ], [ %67, %65 ]
  %74 = phi i64 [ %64, %60 ], [ %70, %65 ]
  %75 = add nsw i64 %6, 7
  %76 = sdiv i64 %75, 8
  %77 = add nsw i64 %76, -1
  %78 = add i64 %77, %18
  %79 = sdiv i64 %78, %18
  %80 = add i64 %17, -1
  %81 = add i64 %80, %74
  %82 = sdiv i64 %81, %17
  call void @llvm.lifetime.start.p0(ptr nonnull %35)
  call void @llvm.lifetime.start.p0(ptr nonnull %36)
  call void @llvm.lifetime.start.p0(ptr nonnull %37)
  %83 = shl i64 %18, 3
  %84 = icmp slt i64 %3, %4
  br i1 %84, label %85, label %324

85:                                               ; preds = %71
  %86 = mul i64 %13, %73
  %87 = shl i64 %17, 4
  %88 = add i64 %10, -1
  %89 = sub i64 %11, %15
  %90 = icmp sgt i64 %11, 0
  %91 = icmp sgt i64 %12, 0
  %92 = icmp sgt i64 %13, 0
  %93 = shl i64 %86, 1
  %94 = icmp sgt i64 %5, 0
  %95 = mul i64 %8, %7
  %96 = icmp sgt i64 %8, 0
  %97 = add nuw i64 %8, 1
  %98 = sdiv i64 %97, 2
  %99 = tail call i64 @llvm.smax.i64(i64 %8, i64 1)
  %100 = lshr i64 %99, 1
  %101 = tail call i64 @llvm.smin.i64(i64 %100, i64 %73)
  %102 = getelementptr inbounds nuw i8, ptr %37, i64 336
  %103 = shl i64 %73, 1
  %104 = getelementptr inbounds nuw i8, ptr %37, i64 56
  %105 = getelementptr inbounds nuw i8, ptr %37, i64 112
  %106 = add i64 %8, 2
  %107 = getelementptr inbounds nuw i8, ptr %37, i64 168
  %108 = getelementptr inbounds nuw i8, ptr %37, i64 224
  %109 = getelementptr inbounds nuw i8, ptr %37, i64 280
  %110 = icmp eq i64 %25, 0
  %111 = add nsw i64 %6, -8
  %112 = mul i64 %12, %11
  %113 = icmp eq i64 %22, 0
  %114 = mul i64 %5, %112
  %115 = icmp sgt i64 %112, 0
  %116 = icmp eq i64 %29, 0
  %117 = bitcast <16 x float> %54 to <8 x i64>
  %118 = bitcast <16 x float> %57 to <8 x i64>
  %119 = mul i64 %12, 24
  %120 = mul i64 %12, 12
  %121 = select i1 %96, i64 %98, i64 0
  %122 = tail call i64 @llvm.smin.i64(i64 %121, i64 %73)
  %123 = icmp sgt i64 %122, 0
  %124 = getelementptr inbounds nuw i8, ptr %38, i64 8
  %125 = getelementptr inbounds nuw i8, ptr %39, i64 8
  %126 = getelementptr inbounds nuw i8, ptr %40, i64 8
  %127 = getelementptr inbounds nuw i8, ptr %38, i64 16
  %128 = getelementptr inbounds nuw i8, ptr %39, i64 16
  %129 = getelementptr inbounds nuw i8, ptr %40, i64 16
  %130 = getelementptr inbounds nuw i8, ptr %41, i64 8
  %131 = getelementptr inbounds nuw i8, ptr %42, i64 8
  %132 = getelementptr inbounds nuw i8, ptr %38, i64 8
  %133 = getelementptr inbounds nuw i8, ptr %39, i64 8
  %134 = getelementptr inbounds nuw i8, ptr %41, i64 16
  %135 = getelementptr inbounds nuw i8, ptr %42, i64 16
  %136 = getelementptr inbounds nuw i8, ptr %38, i64 16
  %137 = getelementptr inbounds nuw i8, ptr %39, i64 16
  %138 = shl i64 %114, 3
  %139 = mul i64 %114, 12
  %140 = shl i64 %114, 4
  %141 = mul i64 %114, 20
  %142 = mul i64 %114, 24
  %143 = mul i64 %114, 28
  %144 = shl i64 %114, 3
  %145 = mul i64 %114, 12
  %146 = shl i64 %114, 4
  %147 = mul i64 %114, 20
  %148 = mul i64 %114, 24
  %149 = mul i64 %114, 28
  %150 = and i64 %29, 3
  %151 = lshr i64 %29, 2
  %152 = and i64 %151, 3
  %153 = lshr i64 %29, 4
  %154 = and i64 %153, 3
  %155 = and i64 %29, 3
  %156 = lshr i64 %29, 2
  %157 = and i64 %156, 3
  %158 = lshr i64 %29, 4
  %159 = and i64 %158, 3
  %160 = and i64 %29, 3
  %161 = lshr i64 %29, 2
  %162 = and i64 %161, 3
  %163 = lshr i64 %29, 4
  %164 = and i64 %163, 3
  %165 = and i64 %29, 3
  %166 = lshr i64 %29, 2
  %167 = and i64 %166, 3
  %168 = lshr i64 %29, 4
  %169 = and i64 %168, 3
  %170 = and i64 %29, 3
  %171 = lshr i64 %29, 2
  %172 = and i64 %171, 3
  %173 = lshr i64 %29, 4
  %174 = and i64 %173, 3
  %175 = and i64 %29, 3
  %176 = lshr i64 %29, 2
  %177 = and i64 %176, 3
  %178 = lshr i64 %29, 4
  %179 = and i64 %178, 3
  %180 = and i64 %29, 3
  %181 = lshr i64 %29, 2
  %182 = and i64 %181, 3
  %183 = lshr i64 %29, 4
  %184 = and i64 %183, 3
  %185 = and i64 %29, 3
  %186 = lshr i64 %29, 2
  %187 = and i64 %186, 3
  %188 = lshr i64 %29, 4
  %189 = and i64 %188, 3
  %190 = shl i64 %114, 3
  %191 = mul i64 %114, 12
  %192 = shl i64 %114, 4
  %193 = mul i64 %114, 20
  %194 = mul i64 %114, 24
  %195 = mul i64 %114, 28
  %196 = shl i64 %114, 3
  %197 = mul i64 %114, 12
  %198 = shl i64 %114, 4
  %199 = mul i64 %114, 20
  %200 = mul i64 %114, 24
  %201 = mul i64 %114, 28
  %202 = shl i64 %114, 3
  %203 = mul i64 %114, 12
  %204 = shl i64 %114, 4
  %205 = mul i64 %114, 20
  %206 = mul i64 %114, 24
  %207 = mul i64 %114, 28
  %208 = shl i64 %114, 3
  %209 = mul i64 %114, 12
  %210 = shl i64 %114, 4
  %211 = mul i64 %114, 20
  %212 = mul i64 %114, 24
  %213 = mul i64 %114, 28
  %214 = shl i64 %114, 3
  %215 = mul i64 %114, 12
  %216 = shl i64 %114, 4
  %217 = mul i64 %114, 20
  %218 = mul i64 %114, 24
  %219 = mul i64 %114, 28
  %220 = shl i64 %114, 3
  %221 = mul i64 %114, 12
  %222 = shl i64 %114, 4
  %223 = mul i64 %114, 20
  %224 = mul i64 %114, 24
  %225 = mul i64 %114, 28
  %226 = shl i64 %114, 3
  %227 = mul i64 %114, 12
  %228 = shl i64 %114, 4
  %229 = mul i64 %114, 20
  %230 = mul i64 %114, 24
  %231 = mul i64 %114, 28
  %232 = shl i64 %114, 3
  %233 = mul i64 %114, 12
  %234 = shl i64 %114, 4
  %235 = mul i64 %114, 20
  %236 = mul i64 %114, 24
  %237 = mul i64 %114, 28
  %238 = and i64 %29, 3
  %239 = lshr i64 %29, 2
  %240 = and i64 %239, 3
  %241 = lshr i64 %29, 4
  %242 = and i64 %241, 3
  %243 = and i64 %29, 3
  %244 = lshr i64 %29, 2
  %245 = and i64 %244, 3
  %246 = lshr i64 %29, 4
  %247 = and i64 %246, 3
  %248 = and i64 %29, 3
  %249 = lshr i64 %29, 2
  %250 = and i64 %249, 3
  %251 = lshr i64 %29, 4
  %252 = and i64 %251, 3
  %253 = icmp ult i64 %11, 8
  %254 = icmp ult i64 %11, 32
  %255 = and i64 %11, 24
  %256 = and i64 %11, 9223372036854775776
  %257 = insertelement <8 x i64> poison, i64 %13, i64 0
  %258 = shufflevector <8 x i64> %257, <8 x i64> poison, <8 x i32> zeroinitializer
  %259 = icmp eq i64 %11, %256
  %260 = icmp eq i64 %255, 0
  %261 = and i64 %11, 9223372036854775800
  %262 = insertelement <8 x i64> poison, i64 %13, i64 0
  %263 = shufflevector <8 x i64> %262, <8 x i64> poison, <8 x i32> zeroinitializer
  %264 = icmp eq i64 %11, %261
  %265 = icmp ult i64 %13, 4
  %266 = icmp ult i64 %13, 32
  %267 = and i64 %13, 28
  %268 = and i64 %13, 9223372036854775776
  %269 = icmp eq i64 %13, %268
  %270 = icmp eq i64 %267, 0
  %271 = and i64 %13, 9223372036854775804
  %272 = icmp eq i64 %13, %271
  %273 = icmp ult i64 %11, 4
  %274 = and i64 %11, 9223372036854775804
  %275 = insertelement <4 x i64> poison, i64 %13, i64 0
  %276 = shufflevector <4 x i64> %275, <4 x i64> poison, <4 x i32> zeroinitializer
  %277 = icmp eq i64 %11, %274
  %278 = icmp ult i64 %11, 8
  %279 = icmp ult i64 %11, 32
  %280 = and i64 %11, 24
  %281 = and i64 %11, 9223372036854775776
  %282 = icmp eq i64 %11, %281
  %283 = icmp eq i64 %280, 0
  %284 = and i64 %11, 9223372036854775800
  %285 = icmp eq i64 %11, %284
  %286 = icmp ult i64 %12, 8
  %287 = icmp ult i64 %12, 32
  %288 = and i64 %12, 24
  %289 = and i64 %12, 9223372036854775776
  %290 = icmp eq i64 %12, %289
  %291 = icmp eq i64 %288, 0
  %292 = and i64 %12, 9223372036854775800
  %293 = icmp eq i64 %12, %292
  %294 = icmp ult i64 %12, 8
  %295 = and i64 %12, 9223372036854775800
  %296 = icmp eq i64 %12, %295
  %297 = insertelement <8 x i64> poison, i64 %10, i64 0
  %298 = shufflevector <8 x i64> %297, <8 x i64> poison, <8 x i32> zeroinitializer
  %299 = getelementptr inbounds nuw i8, ptr %32, i64 64
  %300 = getelementptr inbounds nuw i8, ptr %32, i64 128
  %301 = getelementptr inbounds nuw i8, ptr %32, i64 192
  %302 = getelementptr inbounds nuw i8, ptr %32, i64 256
  %303 = getelementptr inbounds nuw i8, ptr %32, i64 320
  %304 = getelementptr inbounds nuw i8, ptr %32, i64 384
  %305 = getelementptr inbounds nuw i8, ptr %32, i64 448
  %306 = getelementptr inbounds nuw i8, ptr %32, i64 512
  %307 = getelementptr inbounds nuw i8, ptr %32, i64 576
  %308 = getelementptr inbounds nuw i8, ptr %32, i64 640
  %309 = getelementptr inbounds nuw i8, ptr %32, i64 704
  %310 = getelementptr inbounds nuw i8, ptr %32, i64 768
  %311 = getelementptr inbounds nuw i8, ptr %32, i64 832
  %312 = getelementptr inbounds nuw i8, ptr %32, i64 896
  %313 = getelementptr inbounds nuw i8, ptr %32, i64 960
  %314 = getelementptr inbounds nuw i8, ptr %32, i64 1024
  %315 = getelementptr inbounds nuw i8, ptr %32, i64 1088
  %316 = getelementptr inbounds nuw i8, ptr %32, i64 1152
  %317 = getelementptr inbounds nuw i8, ptr %32, i64 1216
  %318 = getelementptr inbounds nuw i8, ptr %32, i64 1280
  %319 = getelementptr inbounds nuw i8, ptr %32, i64 1344
  %320 = getelementptr inbounds nuw i8, ptr %32, i64 1408
  %321 = getelementptr inbounds nuw i8, ptr %32, i64 1472
  br label %325

322:                                              ; preds = %2068, %1362
  %323 = icmp slt i64 %341, %4
  br i1 %323, label %325, label %324

324:                                              ; preds = %322, %71
  call void @llvm.lifetime.end.p0(ptr nonnull %37)
  call void @llvm.lifetime.end.p0(ptr nonnull %36)
  call void @llvm.lifetime.end.p0(ptr nonnull %35)
  ret void

325:                                              ; preds = %85, %322
  %326 = phi i64 [ %3, %85 ], [ %341, %322 ]
  %327 = sdiv i64 %326, %79
  %328 = srem i64 %326, %79
  %329 = add nsw i64 %327, 1
  %330 = mul nsw i64 %329, %79
  %331 = icmp slt i64 %330, %4
  %332 = sub i64 %4, %326
  %333 = add i64 %332, %328
  %334 = select i1 %331, i64 %79, i64 %333
  %335 = srem i64 %327, %82
  %336 = sdiv i64 %327, %82
  %337 = add nsw i64 %335, 1
  %338 = mul nsw i64 %337, %17
  %339 = tail call i64 @llvm.smin.i64(i64 %338, i64 %74)
  %340 = sub i64 %326, %328
  %341 = add i64 %340, %334
  br i1 %59, label %350, label %342

342:                                              ; preds = %325
  %343 = shl nsw i64 %339, 4
  %344 = tail call i64 @llvm.smin.i64(i64 %343, i64 %58)
  %345 = mul i64 %87, %335
  %346 = sdiv i64 %345, %10
  %347 = add i64 %88, %344
  %348 = sdiv i64 %347, %10
  %349 = add nsw i64 %348, -1
  br label %355

350:                                              ; preds = %325
  %351 = mul nsw i64 %335, %17
  %352 = sdiv i64 %351, %72
  %353 = add nsw i64 %339, -1
  %354 = sdiv i64 %353, %72
  br label %355

355:                                              ; preds = %350, %342
  %356 = phi i64 [ %349, %342 ], [ %354, %350 ]
  %357 = phi i64 [ %346, %342 ], [ %352, %350 ]
  %358 = mul nsw i64 %357, %13
  %359 = sub nsw i64 %358, %15
  %360 = mul nsw i64 %356, %13
  %361 = add i64 %89, %360
  %362 = tail call i64 @llvm.smax.i64(i64 %359, i64 0)
  %363 = tail call i64 @llvm.smin.i64(i64 %361, i64 %7)
  %364 = tail call i64 @llvm.smax.i64(i64 %363, i64 %362)
  %365 = sub nsw i64 %364, %362
  %366 = sub i64 %15, %358
  %367 = add i64 %366, %362
  %368 = add i64 %365, %13
  %369 = add nsw i64 %368, -1
  %370 = sdiv i64 %369, %13
  br i1 %90, label %371, label %1031

371:                                              ; preds = %355
  br i1 %253, label %1028, label %372

372:                                              ; preds = %371
  br i1 %254, label %887, label %373

373:                                              ; preds = %372
  %374 = insertelement <8 x i64> poison, i64 %367, i64 0
  %375 = shufflevector <8 x i64> %374, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %376

376:                                              ; preds = %856, %373
  %377 = phi i64 [ 0, %373 ], [ %878, %856 ]
  %378 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %373 ], [ %879, %856 ]
  %379 = phi <8 x i64> [ zeroinitializer, %373 ], [ %874, %856 ]
  %380 = phi <8 x i64> [ zeroinitializer, %373 ], [ %875, %856 ]
  %381 = phi <8 x i64> [ zeroinitializer, %373 ], [ %876, %856 ]
  %382 = phi <8 x i64> [ zeroinitializer, %373 ], [ %877, %856 ]
  %383 = add <8 x i64> %378, splat (i64 8)
  %384 = add <8 x i64> %378, splat (i64 16)
  %385 = add <8 x i64> %378, splat (i64 24)
  %386 = sub nsw <8 x i64> %378, %375
  %387 = sub nsw <8 x i64> %383, %375
  %388 = sub nsw <8 x i64> %384, %375
  %389 = sub nsw <8 x i64> %385, %375
  %390 = icmp sgt <8 x i64> %386, splat (i64 -1)
  %391 = icmp sgt <8 x i64> %387, splat (i64 -1)
  %392 = icmp sgt <8 x i64> %388, splat (i64 -1)
  %393 = icmp sgt <8 x i64> %389, splat (i64 -1)
  %394 = xor <8 x i1> %390, splat (i1 true)
  %395 = xor <8 x i1> %391, splat (i1 true)
  %396 = xor <8 x i1> %392, splat (i1 true)
  %397 = xor <8 x i1> %393, splat (i1 true)
  %398 = xor <8 x i64> %386, splat (i64 -1)
  %399 = xor <8 x i64> %387, splat (i64 -1)
  %400 = xor <8 x i64> %388, splat (i64 -1)
  %401 = xor <8 x i64> %389, splat (i64 -1)
  %402 = add <8 x i64> %258, %398
  %403 = add <8 x i64> %258, %399
  %404 = add <8 x i64> %258, %400
  %405 = add <8 x i64> %258, %401
  %406 = extractelement <8 x i1> %394, i64 0
  br i1 %406, label %407, label %411

407:                                              ; preds = %376
  %408 = extractelement <8 x i64> %402, i64 0
  %409 = sdiv i64 %408, %13
  %410 = insertelement <8 x i64> poison, i64 %409, i64 0
  br label %411

411:                                              ; preds = %407, %376
  %412 = phi <8 x i64> [ poison, %376 ], [ %410, %407 ]
  %413 = extractelement <8 x i1> %394, i64 1
  br i1 %413, label %414, label %418

414:                                              ; preds = %411
  %415 = extractelement <8 x i64> %402, i64 1
  %416 = sdiv i64 %415, %13
  %417 = insertelement <8 x i64> %412, i64 %416, i64 1
  br label %418

418:                                              ; preds = %414, %411
  %419 = phi <8 x i64> [ %412, %411 ], [ %417, %414 ]
  %420 = extractelement <8 x i1> %394, i64 2
  br i1 %420, label %421, label %425

421:                                              ; preds = %418
  %422 = extractelement <8 x i64> %402, i64 2
  %423 = sdiv i64 %422, %13
  %424 = insertelement <8 x i64> %419, i64 %423, i64 2
  br label %425

425:                                              ; preds = %421, %418
  %426 = phi <8 x i64> [ %419, %418 ], [ %424, %421 ]
  %427 = extractelement <8 x i1> %394, i64 3
  br i1 %427, label %428, label %432

428:                                              ; preds = %425
  %429 = extractelement <8 x i64> %402, i64 3
  %430 = sdiv i64 %429, %13
  %431 = insertelement <8 x i64> %426, i64 %430, i64 3
  br label %432

432:                                              ; preds = %428, %425
  %433 = phi <8 x i64> [ %426, %425 ], [ %431, %428 ]
  %434 = extractelement <8 x i1> %394, i64 4
  br i1 %434, label %435, label %439

435:                                              ; preds = %432
  %436 = extractelement <8 x i64> %402, i64 4
  %437 = sdiv i64 %436, %13
  %438 = insertelement <8 x i64> %433, i64 %437, i64 4
  br label %439

439:                                              ; preds = %435, %432
  %440 = phi <8 x i64> [ %433, %432 ], [ %438, %435 ]
  %441 = extractelement <8 x i1> %394, i64 5
  br i1 %441, label %442, label %446

442:                                              ; preds = %439
  %443 = extractelement <8 x i64> %402, i64 5
  %444 = sdiv i64 %443, %13
  %445 = insertelement <8 x i64> %440, i64 %444, i64 5
  br label %446

446:                                              ; preds = %442, %439
  %447 = phi <8 x i64> [ %440, %439 ], [ %445, %442 ]
  %448 = extractelement <8 x i1> %394, i64 6
  br i1 %448, label %449, label %453

449:                                              ; preds = %446
  %450 = extractelement <8 x i64> %402, i64 6
  %451 = sdiv i64 %450, %13
  %452 = insertelement <8 x i64> %447, i64 %451, i64 6
  br label %453

453:                                              ; preds = %449, %446
  %454 = phi <8 x i64> [ %447, %446 ], [ %452, %449 ]
  %455 = extractelement <8 x i1> %394, i64 7
  br i1 %455, label %456, label %460

456:                                              ; preds = %453
  %457 = extractelement <8 x i64> %402, i64 7
  %458 = sdiv i64 %457, %13
  %459 = insertelement <8 x i64> %454, i64 %458, i64 7
  br label %460

460:                                              ; preds = %456, %453
  %461 = phi <8 x i64> [ %454, %453 ], [ %459, %456 ]
  %462 = extractelement <8 x i1> %395, i64 0
  br i1 %462, label %463, label %467

463:                                              ; preds = %460
  %464 = extractelement <8 x i64> %403, i64 0
  %465 = sdiv i64 %464, %13
  %466 = insertelement <8 x i64> poison, i64 %465, i64 0
  br label %467

467:                                              ; preds = %463, %460
  %468 = phi <8 x i64> [ poison, %460 ], [ %466, %463 ]
  %469 = extractelement <8 x i1> %395, i64 1
  br i1 %469, label %470, label %474

470:                                              ; preds = %467
  %471 = extractelement <8 x i64> %403, i64 1
  %472 = sdiv i64 %471, %13
  %473 = insertelement <8 x i64> %468, i64 %472, i64 1
  br label %474

474:                                              ; preds = %470, %467
  %475 = phi <8 x i64> [ %468, %467 ], [ %473, %470 ]
  %476 = extractelement <8 x i1> %395, i64 2
  br i1 %476, label %477, label %481

477:                                              ; preds = %474
  %478 = extractelement <8 x i64> %403, i64 2
  %479 = sdiv i64 %478, %13
  %480 = insertelement <8 x i64> %475, i64 %479, i64 2
  br label %481

481:                                              ; preds = %477, %474
  %482 = phi <8 x i64> [ %475, %474 ], [ %480, %477 ]
  %483 = extractelement <8 x i1> %395, i64 3
  br i1 %483, label %484, label %488

484:                                              ; preds = %481
  %485 = extractelement <8 x i64> %403, i64 3
  %486 = sdiv i64 %485, %13
  %487 = insertelement <8 x i64> %482, i64 %486, i64 3
  br label %488

488:                                              ; preds = %484, %481
  %489 = phi <8 x i64> [ %482, %481 ], [ %487, %484 ]
  %490 = extractelement <8 x i1> %395, i64 4
  br i1 %490, label %491, label %495

491:                                              ; preds = %488
  %492 = extractelement <8 x i64> %403, i64 4
  %493 = sdiv i64 %492, %13
  %494 = insertelement <8 x i64> %489, i64 %493, i64 4
  br label %495

495:                                              ; preds = %491, %488
  %496 = phi <8 x i64> [ %489, %488 ], [ %494, %491 ]
  %497 = extractelement <8 x i1> %395, i64 5
  br i1 %497, label %498, label %502

498:                                              ; preds = %495
  %499 = extractelement <8 x i64> %403, i64 5
  %500 = sdiv i64 %499, %13
  %501 = insertelement <8 x i64> %496, i64 %500, i64 5
  br label %502

502:                                              ; preds = %498, %495
  %503 = phi <8 x i64> [ %496, %495 ], [ %501, %498 ]
  %504 = extractelement <8 x i1> %395, i64 6
  br i1 %504, label %505, label %509

505:                                              ; preds = %502
  %506 = extractelement <8 x i64> %403, i64 6
  %507 = sdiv i64 %506, %13
  %508 = insertelement <8 x i64> %503, i64 %507, i64 6
  br label %509

509:                                              ; preds = %505, %502
  %510 = phi <8 x i64> [ %503, %502 ], [ %508, %505 ]
  %511 = extractelement <8 x i1> %395, i64 7
  br i1 %511, label %512, label %516

512:                                              ; preds = %509
  %513 = extractelement <8 x i64> %403, i64 7
  %514 = sdiv i64 %513, %13
  %515 = insertelement <8 x i64> %510, i64 %514, i64 7
  br label %516

516:                                              ; preds = %512, %509
  %517 = phi <8 x i64> [ %510, %509 ], [ %515, %512 ]
  %518 = extractelement <8 x i1> %396, i64 0
  br i1 %518, label %519, label %523

519:                                              ; preds = %516
  %520 = extractelement <8 x i64> %404, i64 0
  %521 = sdiv i64 %520, %13
  %522 = insertelement <8 x i64> poison, i64 %521, i64 0
  br label %523

523:                                              ; preds = %519, %516
  %524 = phi <8 x i64> [ poison, %516 ], [ %522, %519 ]
  %525 = extractelement <8 x i1> %396, i64 1
  br i1 %525, label %526, label %530

526:                                              ; preds = %523
  %527 = extractelement <8 x i64> %404, i64 1
  %528 = sdiv i64 %527, %13
  %529 = insertelement <8 x i64> %524, i64 %528, i64 1
  br label %530

530:                                              ; preds = %526, %523
  %531 = phi <8 x i64> [ %524, %523 ], [ %529, %526 ]
  %532 = extractelement <8 x i1> %396, i64 2
  br i1 %532, label %533, label %537

533:                                              ; preds = %530
  %534 = extractelement <8 x i64> %404, i64 2
  %535 = sdiv i64 %534, %13
  %536 = insertelement <8 x i64> %531, i64 %535, i64 2
  br label %537

537:                                              ; preds = %533, %530
  %538 = phi <8 x i64> [ %531, %530 ], [ %536, %533 ]
  %539 = extractelement <8 x i1> %396, i64 3
  br i1 %539, label %540, label %544

540:                                              ; preds = %537
  %541 = extractelement <8 x i64> %404, i64 3
  %542 = sdiv i64 %541, %13
  %543 = insertelement <8 x i64> %538, i64 %542, i64 3
  br label %544

544:                                              ; preds = %540, %537
  %545 = phi <8 x i64> [ %538, %537 ], [ %543, %540 ]
  %546 = extractelement <8 x i1> %396, i64 4
  br i1 %546, label %547, label %551

547:                                              ; preds = %544
  %548 = extractelement <8 x i64> %404, i64 4
  %549 = sdiv i64 %548, %13
  %550 = insertelement <8 x i64> %545, i64 %549, i64 4
  br label %551

551:                                              ; preds = %547, %544
  %552 = phi <8 x i64> [ %545, %544 ], [ %550, %547 ]
  %553 = extractelement <8 x i1> %396, i64 5
  br i1 %553, label %554, label %558

554:                                              ; preds = %551
  %555 = extractelement <8 x i64> %404, i64 5
  %556 = sdiv i64 %555, %13
  %557 = insertelement <8 x i64> %552, i64 %556, i64 5
  br label %558

558:                                              ; preds = %554, %551
  %559 = phi <8 x i64> [ %552, %551 ], [ %557, %554 ]
  %560 = extractelement <8 x i1> %396, i64 6
  br i1 %560, label %561, label %565

561:                                              ; preds = %558
  %562 = extractelement <8 x i64> %404, i64 6
  %563 = sdiv i64 %562, %13
  %564 = insertelement <8 x i64> %559, i64 %563, i64 6
  br label %565

565:                                              ; preds = %561, %558
  %566 = phi <8 x i64> [ %559, %558 ], [ %564, %561 ]
  %567 = extractelement <8 x i1> %396, i64 7
  br i1 %567, label %568, label %572

568:                                              ; preds = %565
  %569 = extractelement <8 x i64> %404, i64 7
  %570 = sdiv i64 %569, %13
  %571 = insertelement <8 x i64> %566, i64 %570, i64 7
  br label %572

572:                                              ; preds = %568, %565
  %573 = phi <8 x i64> [ %566, %565 ], [ %571, %568 ]
  %574 = extractelement <8 x i1> %397, i64 0
  br i1 %574, label %575, label %579

575:                                              ; preds = %572
  %576 = extractelement <8 x i64> %405, i64 0
  %577 = sdiv i64 %576, %13
  %578 = insertelement <8 x i64> poison, i64 %577, i64 0
  br label %579

579:                                              ; preds = %575, %572
  %580 = phi <8 x i64> [ poison, %572 ], [ %578, %575 ]
  %581 = extractelement <8 x i1> %397, i64 1
  br i1 %581, label %582, label %586

582:                                              ; preds = %579
  %583 = extractelement <8 x i64> %405, i64 1
  %584 = sdiv i64 %583, %13
  %585 = insertelement <8 x i64> %580, i64 %584, i64 1
  br label %586

586:                                              ; preds = %582, %579
  %587 = phi <8 x i64> [ %580, %579 ], [ %585, %582 ]
  %588 = extractelement <8 x i1> %397, i64 2
  br i1 %588, label %589, label %593

589:                                              ; preds = %586
  %590 = extractelement <8 x i64> %405, i64 2
  %591 = sdiv i64 %590, %13
  %592 = insertelement <8 x i64> %587, i64 %591, i64 2
  br label %593

593:                                              ; preds = %589, %586
  %594 = phi <8 x i64> [ %587, %586 ], [ %592, %589 ]
  %595 = extractelement <8 x i1> %397, i64 3
  br i1 %595, label %596, label %600

596:                                              ; preds = %593
  %597 = extractelement <8 x i64> %405, i64 3
  %598 = sdiv i64 %597, %13
  %599 = insertelement <8 x i64> %594, i64 %598, i64 3
  br label %600

600:                                              ; preds = %596, %593
  %601 = phi <8 x i64> [ %594, %593 ], [ %599, %596 ]
  %602 = extractelement <8 x i1> %397, i64 4
  br i1 %602, label %603, label %607

603:                                              ; preds = %600
  %604 = extractelement <8 x i64> %405, i64 4
  %605 = sdiv i64 %604, %13
  %606 = insertelement <8 x i64> %601, i64 %605, i64 4
  br label %607

607:                                              ; preds = %603, %600
  %608 = phi <8 x i64> [ %601, %600 ], [ %606, %603 ]
  %609 = extractelement <8 x i1> %397, i64 5
  br i1 %609, label %610, label %614

610:                                              ; preds = %607
  %611 = extractelement <8 x i64> %405, i64 5
  %612 = sdiv i64 %611, %13
  %613 = insertelement <8 x i64> %608, i64 %612, i64 5
  br label %614

614:                                              ; preds = %610, %607
  %615 = phi <8 x i64> [ %608, %607 ], [ %613, %610 ]
  %616 = extractelement <8 x i1> %397, i64 6
  br i1 %616, label %617, label %621

617:                                              ; preds = %614
  %618 = extractelement <8 x i64> %405, i64 6
  %619 = sdiv i64 %618, %13
  %620 = insertelement <8 x i64> %615, i64 %619, i64 6
  br label %621

621:                                              ; preds = %617, %614
  %622 = phi <8 x i64> [ %615, %614 ], [ %620, %617 ]
  %623 = extractelement <8 x i1> %397, i64 7
  br i1 %623, label %624, label %628

624:                                              ; preds = %621
  %625 = extractelement <8 x i64> %405, i64 7
  %626 = sdiv i64 %625, %13
  %627 = insertelement <8 x i64> %622, i64 %626, i64 7
  br label %628

628:                                              ; preds = %624, %621
  %629 = phi <8 x i64> [ %622, %621 ], [ %627, %624 ]
  %630 = sub nsw <8 x i64> zeroinitializer, %461
  %631 = sub nsw <8 x i64> zeroinitializer, %517
  %632 = sub nsw <8 x i64> zeroinitializer, %573
  %633 = sub nsw <8 x i64> zeroinitializer, %629
  %634 = extractelement <8 x i1> %390, i64 0
  br i1 %634, label %635, label %639

635:                                              ; preds = %628
  %636 = extractelement <8 x i64> %386, i64 0
  %637 = sdiv i64 %636, %13
  %638 = insertelement <8 x i64> poison, i64 %637, i64 0
  br label %639

639:                                              ; preds = %635, %628
  %640 = phi <8 x i64> [ poison, %628 ], [ %638, %635 ]
  %641 = extractelement <8 x i1> %390, i64 1
  br i1 %641, label %642, label %646

642:                                              ; preds = %639
  %643 = extractelement <8 x i64> %386, i64 1
  %644 = sdiv i64 %643, %13
  %645 = insertelement <8 x i64> %640, i64 %644, i64 1
  br label %646

646:                                              ; preds = %642, %639
  %647 = phi <8 x i64> [ %640, %639 ], [ %645, %642 ]
  %648 = extractelement <8 x i1> %390, i64 2
  br i1 %648, label %649, label %653

649:                                              ; preds = %646
  %650 = extractelement <8 x i64> %386, i64 2
  %651 = sdiv i64 %650, %13
  %652 = insertelement <8 x i64> %647, i64 %651, i64 2
  br label %653

653:                                              ; preds = %649, %646
  %654 = phi <8 x i64> [ %647, %646 ], [ %652, %649 ]
  %655 = extractelement <8 x i1> %390, i64 3
  br i1 %655, label %656, label %660

656:                                              ; preds = %653
  %657 = extractelement <8 x i64> %386, i64 3
  %658 = sdiv i64 %657, %13
  %659 = insertelement <8 x i64> %654, i64 %658, i64 3
  br label %660

660:                                              ; preds = %656, %653
  %661 = phi <8 x i64> [ %654, %653 ], [ %659, %656 ]
  %662 = extractelement <8 x i1> %390, i64 4
  br i1 %662, label %663, label %667

663:                                              ; preds = %660
  %664 = extractelement <8 x i64> %386, i64 4
  %665 = sdiv i64 %664, %13
  %666 = insertelement <8 x i64> %661, i64 %665, i64 4
  br label %667

667:                                              ; preds = %663, %660
  %668 = phi <8 x i64> [ %661, %660 ], [ %666, %663 ]
  %669 = extractelement <8 x i1> %390, i64 5
  br i1 %669, label %670, label %674

670:                                              ; preds = %667
  %671 = extractelement <8 x i64> %386, i64 5
  %672 = sdiv i64 %671, %13
  %673 = insertelement <8 x i64> %668, i64 %672, i64 5
  br label %674

674:                                              ; preds = %670, %667
  %675 = phi <8 x i64> [ %668, %667 ], [ %673, %670 ]
  %676 = extractelement <8 x i1> %390, i64 6
  br i1 %676, label %677, label %681

677:                                              ; preds = %674
  %678 = extractelement <8 x i64> %386, i64 6
  %679 = sdiv i64 %678, %13
  %680 = insertelement <8 x i64> %675, i64 %679, i64 6
  br label %681

681:                                              ; preds = %677, %674
  %682 = phi <8 x i64> [ %675, %674 ], [ %680, %677 ]
  %683 = extractelement <8 x i1> %390, i64 7
  br i1 %683, label %684, label %688

684:                                              ; preds = %681
  %685 = extractelement <8 x i64> %386, i64 7
  %686 = sdiv i64 %685, %13
  %687 = insertelement <8 x i64> %682, i64 %686, i64 7
  br label %688

688:                                              ; preds = %684, %681
  %689 = phi <8 x i64> [ %682, %681 ], [ %687, %684 ]
  %690 = extractelement <8 x i1> %391, i64 0
  br i1 %690, label %691, label %695

691:                                              ; preds = %688
  %692 = extractelement <8 x i64> %387, i64 0
  %693 = sdiv i64 %692, %13
  %694 = insertelement <8 x i64> poison, i64 %693, i64 0
  br label %695

695:                                              ; preds = %691, %688
  %696 = phi <8 x i64> [ poison, %688 ], [ %694, %691 ]
  %697 = extractelement <8 x i1> %391, i64 1
  br i1 %697, label %698, label %702

698:                                              ; preds = %695
  %699 = extractelement <8 x i64> %387, i64 1
  %700 = sdiv i64 %699, %13
  %701 = insertelement <8 x i64> %696, i64 %700, i64 1
  br label %702

702:                                              ; preds = %698, %695
  %703 = phi <8 x i64> [ %696, %695 ], [ %701, %698 ]
  %704 = extractelement <8 x i1> %391, i64 2
  br i1 %704, label %705, label %709

705:                                              ; preds = %702
  %706 = extractelement <8 x i64> %387, i64 2
  %707 = sdiv i64 %706, %13
  %708 = insertelement <8 x i64> %703, i64 %707, i64 2
  br label %709

709:                                              ; preds = %705, %702
  %710 = phi <8 x i64> [ %703, %702 ], [ %708, %705 ]
  %711 = extractelement <8 x i1> %391, i64 3
  br i1 %711, label %712, label %716

712:                                              ; preds = %709
  %713 = extractelement <8 x i64> %387, i64 3
  %714 = sdiv i64 %713, %13
  %715 = insertelement <8 x i64> %710, i64 %714, i64 3
  br label %716

716:                                              ; preds = %712, %709
  %717 = phi <8 x i64> [ %710, %709 ], [ %715, %712 ]
  %718 = extractelement <8 x i1> %391, i64 4
  br i1 %718, label %719, label %723

719:                                              ; preds = %716
  %720 = extractelement <8 x i64> %387, i64 4
  %721 = sdiv i64 %720, %13
  %722 = insertelement <8 x i64> %717, i64 %721, i64 4
  br label %723

723:                                              ; preds = %719, %716
  %724 = phi <8 x i64> [ %717, %716 ], [ %722, %719 ]
  %725 = extractelement <8 x i1> %391, i64 5
  br i1 %725, label %726, label %730

726:                                              ; preds = %723
  %727 = extractelement <8 x i64> %387, i64 5
  %728 = sdiv i64 %727, %13
  %729 = insertelement <8 x i64> %724, i64 %728, i64 5
  br label %730

730:                                              ; preds = %726, %723
  %731 = phi <8 x i64> [ %724, %723 ], [ %729, %726 ]
  %732 = extractelement <8 x i1> %391, i64 6
  br i1 %732, label %733, label %737

733:                                              ; preds = %730
  %734 = extractelement <8 x i64> %387, i64 6
  %735 = sdiv i64 %734, %13
  %736 = insertelement <8 x i64> %731, i64 %735, i64 6
  br label %737

737:                                              ; preds = %733, %730
  %738 = phi <8 x i64> [ %731, %730 ], [ %736, %733 ]
  %739 = extractelement <8 x i1> %391, i64 7
  br i1 %739, label %740, label %744

740:                                              ; preds = %737
  %741 = extractelement <8 x i64> %387, i64 7
  %742 = sdiv i64 %741, %13
  %743 = insertelement <8 x i64> %738, i64 %742, i64 7
  br label %744

744:                                              ; preds = %740, %737
  %745 = phi <8 x i64> [ %738, %737 ], [ %743, %740 ]
  %746 = extractelement <8 x i1> %392, i64 0
  br i1 %746, label %747, label %751

747:                                              ; preds = %744
  %748 = extractelement <8 x i64> %388, i64 0
  %749 = sdiv i64 %748, %13
  %750 = insertelement <8 x i64> poison, i64 %749, i64 0
  br label %751

751:                                              ; preds = %747, %744
  %752 = phi <8 x i64> [ poison, %744 ], [ %750, %747 ]
  %753 = extractelement <8 x i1> %392, i64 1
  br i1 %753, label %754, label %758

754:                                              ; preds = %751
  %755 = extractelement <8 x i64> %388, i64 1
  %756 = sdiv i64 %755, %13
  %757 = insertelement <8 x i64> %752, i64 %756, i64 1
  br label %758

758:                                              ; preds = %754, %751
  %759 = phi <8 x i64> [ %752, %751 ], [ %757, %754 ]
  %760 = extractelement <8 x i1> %392, i64 2
  br i1 %760, label %761, label %765

761:                                              ; preds = %758
  %762 = extractelement <8 x i64> %388, i64 2
  %763 = sdiv i64 %762, %13
  %764 = insertelement <8 x i64> %759, i64 %763, i64 2
  br label %765

765:                                              ; preds = %761, %758
  %766 = phi <8 x i64> [ %759, %758 ], [ %764, %761 ]
  %767 = extractelement <8 x i1> %392, i64 3
  br i1 %767, label %768, label %772

768:                                              ; preds = %765
  %769 = extractelement <8 x i64> %388, i64 3
  %770 = sdiv i64 %769, %13
  %771 = insertelement <8 x i64> %766, i64 %770, i64 3
  br label %772

772:                                              ; preds = %768, %765
  %773 = phi <8 x i64> [ %766, %765 ], [ %771, %768 ]
  %774 = extractelement <8 x i1> %392, i64 4
  br i1 %774, label %775, label %779

775:                                              ; preds = %772
  %776 = extractelement <8 x i64> %388, i64 4
  %777 = sdiv i64 %776, %13
  %778 = insertelement <8 x i64> %773, i64 %777, i64 4
  br label %779

779:                                              ; preds = %775, %772
  %780 = phi <8 x i64> [ %773, %772 ], [ %778, %775 ]
  %781 = extractelement <8 x i1> %392, i64 5
  br i1 %781, label %782, label %786

782:                                              ; preds = %779
  %783 = extractelement <8 x i64> %388, i64 5
  %784 = sdiv i64 %783, %13
  %785 = insertelement <8 x i64> %780, i64 %784, i64 5
  br label %786

786:                                              ; preds = %782, %779
  %787 = phi <8 x i64> [ %780, %779 ], [ %785, %782 ]
  %788 = extractelement <8 x i1> %392, i64 6
  br i1 %788, label %789, label %793

789:                                              ; preds = %786
  %790 = extractelement <8 x i64> %388, i64 6
  %791 = sdiv i64 %790, %13
  %792 = insertelement <8 x i64> %787, i64 %791, i64 6
  br label %793

793:                                              ; preds = %789, %786
  %794 = phi <8 x i64> [ %787, %786 ], [ %792, %789 ]
  %795 = extractelement <8 x i1> %392, i64 7
  br i1 %795, label %796, label %800

796:                                              ; preds = %793
  %797 = extractelement <8 x i64> %388, i64 7
  %798 = sdiv i64 %797, %13
  %799 = insertelement <8 x i64> %794, i64 %798, i64 7
  br label %800

800:                                              ; preds = %796, %793
  %801 = phi <8 x i64> [ %794, %793 ], [ %799, %796 ]
  %802 = extractelement <8 x i1> %393, i64 0
  br i1 %802, label %803, label %807

803:                                              ; preds = %800
  %804 = extractelement <8 x i64> %389, i64 0
  %805 = sdiv i64 %804, %13
  %806 = insertelement <8 x i64> poison, i64 %805, i64 0
  br label %807

807:                                              ; preds = %803, %800
  %808 = phi <8 x i64> [ poison, %800 ], [ %806, %803 ]
  %809 = extractelement <8 x i1> %393, i64 1
  br i1 %809, label %810, label %814

810:                                              ; preds = %807
  %811 = extractelement <8 x i64> %389, i64 1
  %812 = sdiv i64 %811, %13
  %813 = insertelement <8 x i64> %808, i64 %812, i64 1
  br label %814

814:                                              ; preds = %810, %807
  %815 = phi <8 x i64> [ %808, %807 ], [ %813, %810 ]
  %816 = extractelement <8 x i1> %393, i64 2
  br i1 %816, label %817, label %821

817:                                              ; preds = %814
  %818 = extractelement <8 x i64> %389, i64 2
  %819 = sdiv i64 %818, %13
  %820 = insertelement <8 x i64> %815, i64 %819, i64 2
  br label %821

821:                                              ; preds = %817, %814
  %822 = phi <8 x i64> [ %815, %814 ], [ %820, %817 ]
  %823 = extractelement <8 x i1> %393, i64 3
  br i1 %823, label %824, label %828

824:                                              ; preds = %821
  %825 = extractelement <8 x i64> %389, i64 3
  %826 = sdiv i64 %825, %13
  %827 = insertelement <8 x i64> %822, i64 %826, i64 3
  br label %828

828:                                              ; preds = %824, %821
  %829 = phi <8 x i64> [ %822, %821 ], [ %827, %824 ]
  %830 = extractelement <8 x i1> %393, i64 4
  br i1 %830, label %831, label %835

831:                                              ; preds = %828
  %832 = extractelement <8 x i64> %389, i64 4
  %833 = sdiv i64 %832, %13
  %834 = insertelement <8 x i64> %829, i64 %833, i64 4
  br label %835

835:                                              ; preds = %831, %828
  %836 = phi <8 x i64> [ %829, %828 ], [ %834, %831 ]
  %837 = extractelement <8 x i1> %393, i64 5
  br i1 %837, label %838, label %842

838:                                              ; preds = %835
  %839 = extractelement <8 x i64> %389, i64 5
  %840 = sdiv i64 %839, %13
  %841 = insertelement <8 x i64> %836, i64 %840, i64 5
  br label %842

842:                                              ; preds = %838, %835
  %843 = phi <8 x i64> [ %836, %835 ], [ %841, %838 ]
  %844 = extractelement <8 x i1> %393, i64 6
  br i1 %844, label %845, label %849

845:                                              ; preds = %842
  %846 = extractelement <8 x i64> %389, i64 6
  %847 = sdiv i64 %846, %13
  %848 = insertelement <8 x i64> %843, i64 %847, i64 6
  br label %849

849:                                              ; preds = %845, %842
  %850 = phi <8 x i64> [ %843, %842 ], [ %848, %845 ]
  %851 = extractelement <8 x i1> %393, i64 7
  br i1 %851, label %852, label %856

852:                                              ; preds = %849
  %853 = extractelement <8 x i64> %389, i64 7
  %854 = sdiv i64 %853, %13
  %855 = insertelement <8 x i64> %850, i64 %854, i64 7
  br label %856

856:                                              ; preds = %852, %849
  %857 = phi <8 x i64> [ %850, %849 ], [ %855, %852 ]
  %858 = select <8 x i1> %390, <8 x i64> %689, <8 x i64> %630
  %859 = select <8 x i1> %391, <8 x i64> %745, <8 x i64> %631
  %860 = select <8 x i1> %392, <8 x i64> %801, <8 x i64> %632
  %861 = select <8 x i1> %393, <8 x i64> %857, <8 x i64> %633
  %862 = mul nsw <8 x i64> %858, %258
  %863 = mul nsw <8 x i64> %859, %258
  %864 = mul nsw <8 x i64> %860, %258
  %865 = mul nsw <8 x i64> %861, %258
  %866 = sub nsw <8 x i64> %386, %862
  %867 = sub nsw <8 x i64> %387, %863
  %868 = sub nsw <8 x i64> %388, %864
  %869 = sub nsw <8 x i64> %389, %865
  %870 = shl nuw <8 x i64> splat (i64 1), %866
  %871 = shl nuw <8 x i64> splat (i64 1), %867
  %872 = shl nuw <8 x i64> splat (i64 1), %868
  %873 = shl nuw <8 x i64> splat (i64 1), %869
  %874 = or <8 x i64> %870, %379
  %875 = or <8 x i64> %871, %380
  %876 = or <8 x i64> %872, %381
  %877 = or <8 x i64> %873, %382
  %878 = add nuw i64 %377, 32
  %879 = add <8 x i64> %378, splat (i64 32)
  %880 = icmp eq i64 %878, %256
  br i1 %880, label %881, label %376

881:                                              ; preds = %856
  %882 = or <8 x i64> %875, %874
  %883 = or <8 x i64> %876, %882
  %884 = or <8 x i64> %877, %883
  %885 = call i64 @llvm.vector.reduce.or.v8i64(<8 x i64> %884)
  br i1 %259, label %1031, label %886

886:                                              ; preds = %881
  br i1 %260, label %1028, label %887

887:                                              ; preds = %372, %886
  %888 = phi i64 [ %256, %886 ], [ 0, %372 ]
  %889 = phi i64 [ %885, %886 ], [ 0, %372 ]
  %890 = insertelement <8 x i64> <i64 poison, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0>, i64 %889, i64 0
  %891 = insertelement <8 x i64> poison, i64 %367, i64 0
  %892 = shufflevector <8 x i64> %891, <8 x i64> poison, <8 x i32> zeroinitializer
  %893 = insertelement <8 x i64> poison, i64 %888, i64 0
  %894 = shufflevector <8 x i64> %893, <8 x i64> poison, <8 x i32> zeroinitializer
  %895 = or disjoint <8 x i64> %894, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %896

896:                                              ; preds = %1016, %887
  %897 = phi i64 [ %888, %887 ], [ %1023, %1016 ]
  %898 = phi <8 x i64> [ %895, %887 ], [ %1024, %1016 ]
  %899 = phi <8 x i64> [ %890, %887 ], [ %1022, %1016 ]
  %900 = sub nsw <8 x i64> %898, %892
  %901 = icmp sgt <8 x i64> %900, splat (i64 -1)
  %902 = xor <8 x i1> %901, splat (i1 true)
  %903 = xor <8 x i64> %900, splat (i64 -1)
  %904 = add <8 x i64> %263, %903
  %905 = extractelement <8 x i1> %902, i64 0
  br i1 %905, label %906, label %910

906:                                              ; preds = %896
  %907 = extractelement <8 x i64> %904, i64 0
  %908 = sdiv i64 %907, %13
  %909 = insertelement <8 x i64> poison, i64 %908, i64 0
  br label %910

910:                                              ; preds = %906, %896
  %911 = phi <8 x i64> [ poison, %896 ], [ %909, %906 ]
  %912 = extractelement <8 x i1> %902, i64 1
  br i1 %912, label %913, label %917

913:                                              ; preds = %910
  %914 = extractelement <8 x i64> %904, i64 1
  %915 = sdiv i64 %914, %13
  %916 = insertelement <8 x i64> %911, i64 %915, i64 1
  br label %917

917:                                              ; preds = %913, %910
  %918 = phi <8 x i64> [ %911, %910 ], [ %916, %913 ]
  %919 = extractelement <8 x i1> %902, i64 2
  br i1 %919, label %920, label %924

920:                                              ; preds = %917
  %921 = extractelement <8 x i64> %904, i64 2
  %922 = sdiv i64 %921, %13
  %923 = insertelement <8 x i64> %918, i64 %922, i64 2
  br label %924

924:                                              ; preds = %920, %917
  %925 = phi <8 x i64> [ %918, %917 ], [ %923, %920 ]
  %926 = extractelement <8 x i1> %902, i64 3
  br i1 %926, label %927, label %931

927:                                              ; preds = %924
  %928 = extractelement <8 x i64> %904, i64 3
  %929 = sdiv i64 %928, %13
  %930 = insertelement <8 x i64> %925, i64 %929, i64 3
  br label %931

931:                                              ; preds = %927, %924
  %932 = phi <8 x i64> [ %925, %924 ], [ %930, %927 ]
  %933 = extractelement <8 x i1> %902, i64 4
  br i1 %933, label %934, label %938

934:                                              ; preds = %931
  %935 = extractelement <8 x i64> %904, i64 4
  %936 = sdiv i64 %935, %13
  %937 = insertelement <8 x i64> %932, i64 %936, i64 4
  br label %938

938:                                              ; preds = %934, %931
  %939 = phi <8 x i64> [ %932, %931 ], [ %937, %934 ]
  %940 = extractelement <8 x i1> %902, i64 5
  br i1 %940, label %941, label %945

941:                                              ; preds = %938
  %942 = extractelement <8 x i64> %904, i64 5
  %943 = sdiv i64 %942, %13
  %944 = insertelement <8 x i64> %939, i64 %943, i64 5
  br label %945

945:                                              ; preds = %941, %938
  %946 = phi <8 x i64> [ %939, %938 ], [ %944, %941 ]
  %947 = extractelement <8 x i1> %902, i64 6
  br i1 %947, label %948, label %952

948:                                              ; preds = %945
  %949 = extractelement <8 x i64> %904, i64 6
  %950 = sdiv i64 %949, %13
  %951 = insertelement <8 x i64> %946, i64 %950, i64 6
  br label %952

952:                                              ; preds = %948, %945
  %953 = phi <8 x i64> [ %946, %945 ], [ %951, %948 ]
  %954 = extractelement <8 x i1> %902, i64 7
  br i1 %954, label %955, label %959

955:                                              ; preds = %952
  %956 = extractelement <8 x i64> %904, i64 7
  %957 = sdiv i64 %956, %13
  %958 = insertelement <8 x i64> %953, i64 %957, i64 7
  br label %959

959:                                              ; preds = %955, %952
  %960 = phi <8 x i64> [ %953, %952 ], [ %958, %955 ]
  %961 = sub nsw <8 x i64> zeroinitializer, %960
  %962 = extractelement <8 x i1> %901, i64 0
  br i1 %962, label %963, label %967

963:                                              ; preds = %959
  %964 = extractelement <8 x i64> %900, i64 0
  %965 = sdiv i64 %964, %13
  %966 = insertelement <8 x i64> poison, i64 %965, i64 0
  br label %967

967:                                              ; preds = %963, %959
  %968 = phi <8 x i64> [ poison, %959 ], [ %966, %963 ]
  %969 = extractelement <8 x i1> %901, i64 1
  br i1 %969, label %970, label %974

970:                                              ; preds = %967
  %971 = extractelement <8 x i64> %900, i64 1
  %972 = sdiv i64 %971, %13
  %973 = insertelement <8 x i64> %968, i64 %972, i64 1
  br label %974

974:                                              ; preds = %970, %967
  %975 = phi <8 x i64> [ %968, %967 ], [ %973, %970 ]
  %976 = extractelement <8 x i1> %901, i64 2
  br i1 %976, label %977, label %981

977:                                              ; preds = %974
  %978 = extractelement <8 x i64> %900, i64 2
  %979 = sdiv i64 %978, %13
  %980 = insertelement <8 x i64> %975, i64 %979, i64 2
  br label %981

981:                                              ; preds = %977, %974
  %982 = phi <8 x i64> [ %975, %974 ], [ %980, %977 ]
  %983 = extractelement <8 x i1> %901, i64 3
  br i1 %983, label %984, label %988

984:                                              ; preds = %981
  %985 = extractelement <8 x i64> %900, i64 3
  %986 = sdiv i64 %985, %13
  %987 = insertelement <8 x i64> %982, i64 %986, i64 3
  br label %988

988:                                              ; preds = %984, %981
  %989 = phi <8 x i64> [ %982, %981 ], [ %987, %984 ]
  %990 = extractelement <8 x i1> %901, i64 4
  br i1 %990, label %991, label %995

991:                                              ; preds = %988
  %992 = extractelement <8 x i64> %900, i64 4
  %993 = sdiv i64 %992, %13
  %994 = insertelement <8 x i64> %989, i64 %993, i64 4
  br label %995

995:                                              ; preds = %991, %988
  %996 = phi <8 x i64> [ %989, %988 ], [ %994, %991 ]
  %997 = extractelement <8 x i1> %901, i64 5
  br i1 %997, label %998, label %1002

998:                                              ; preds = %995
  %999 = extractelement <8 x i64> %900, i64 5
  %1000 = sdiv i64 %999, %13
  %1001 = insertelement <8 x i64> %996, i64 %1000, i64 5
  br label %1002

1002:                                             ; preds = %998, %995
  %1003 = phi <8 x i64> [ %996, %995 ], [ %1001, %998 ]
  %1004 = extractelement <8 x i1> %901, i64 6
  br i1 %1004, label %1005, label %1009

1005:                                             ; preds = %1002
  %1006 = extractelement <8 x i64> %900, i64 6
  %1007 = sdiv i64 %1006, %13
  %1008 = insertelement <8 x i64> %1003, i64 %1007, i64 6
  br label %1009

1009:                                             ; preds = %1005, %1002
  %1010 = phi <8 x i64> [ %1003, %1002 ], [ %1008, %1005 ]
  %1011 = extractelement <8 x i1> %901, i64 7
  br i1 %1011, label %1012, label %1016

1012:                                             ; preds = %1009
  %1013 = extractelement <8 x i64> %900, i64 7
  %1014 = sdiv i64 %1013, %13
  %1015 = insertelement <8 x i64> %1010, i64 %1014, i64 7
  br label %1016

1016:                                             ; preds = %1012, %1009
  %1017 = phi <8 x i64> [ %1010, %1009 ], [ %1015, %1012 ]
  %1018 = select <8 x i1> %901, <8 x i64> %1017, <8 x i64> %961
  %1019 = mul nsw <8 x i64> %1018, %263
  %1020 = sub nsw <8 x i64> %900, %1019
  %1021 = shl nuw <8 x i64> splat (i64 1), %1020
  %1022 = or <8 x i64> %1021, %899
  %1023 = add nuw i64 %897, 8
  %1024 = add nuw nsw <8 x i64> %898, splat (i64 8)
  %1025 = icmp eq i64 %1023, %261
  br i1 %1025, label %1026, label %896

1026:                                             ; preds = %1016
  %1027 = call i64 @llvm.vector.reduce.or.v8i64(<8 x i64> %1022)
  br i1 %264, label %1031, label %1028

1028:                                             ; preds = %371, %886, %1026
  %1029 = phi i64 [ 0, %371 ], [ %256, %886 ], [ %261, %1026 ]
  %1030 = phi i64 [ 0, %371 ], [ %885, %886 ], [ %1027, %1026 ]
  br label %1033

1031:                                             ; preds = %1045, %881, %1026, %355
  %1032 = phi i64 [ 0, %355 ], [ %1027, %1026 ], [ %885, %881 ], [ %1050, %1045 ]
  br i1 %91, label %1139, label %1053

1033:                                             ; preds = %1028, %1045
  %1034 = phi i64 [ %1051, %1045 ], [ %1029, %1028 ]
  %1035 = phi i64 [ %1050, %1045 ], [ %1030, %1028 ]
  %1036 = sub nsw i64 %1034, %367
  %1037 = icmp sgt i64 %1036, -1
  br i1 %1037, label %1038, label %1040

1038:                                             ; preds = %1033
  %1039 = sdiv i64 %1036, %13
  br label %1045

1040:                                             ; preds = %1033
  %1041 = xor i64 %1036, -1
  %1042 = add i64 %13, %1041
  %1043 = sdiv i64 %1042, %13
  %1044 = sub nsw i64 0, %1043
  br label %1045

1045:                                             ; preds = %1040, %1038
  %1046 = phi i64 [ %1039, %1038 ], [ %1044, %1040 ]
  %1047 = mul nsw i64 %1046, %13
  %1048 = sub nsw i64 %1036, %1047
  %1049 = shl nuw i64 1, %1048
  %1050 = or i64 %1049, %1035
  %1051 = add nuw nsw i64 %1034, 1
  %1052 = icmp eq i64 %1051, %11
  br i1 %1052, label %1031, label %1033

1053:                                             ; preds = %1149, %1031
  %1054 = phi i64 [ 0, %1031 ], [ %1154, %1149 ]
  br i1 %92, label %1055, label %1169

1055:                                             ; preds = %1053
  br i1 %265, label %1136, label %1056

1056:                                             ; preds = %1055
  br i1 %266, label %1109, label %1057

1057:                                             ; preds = %1056
  %1058 = insertelement <8 x i64> poison, i64 %1032, i64 0
  %1059 = shufflevector <8 x i64> %1058, <8 x i64> poison, <8 x i32> zeroinitializer
  %1060 = insertelement <8 x i64> poison, i64 %1054, i64 0
  %1061 = shufflevector <8 x i64> %1060, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %1062

1062:                                             ; preds = %1062, %1057
  %1063 = phi i64 [ 0, %1057 ], [ %1100, %1062 ]
  %1064 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %1057 ], [ %1101, %1062 ]
  %1065 = phi <8 x i64> [ zeroinitializer, %1057 ], [ %1096, %1062 ]
  %1066 = phi <8 x i64> [ zeroinitializer, %1057 ], [ %1097, %1062 ]
  %1067 = phi <8 x i64> [ zeroinitializer, %1057 ], [ %1098, %1062 ]
  %1068 = phi <8 x i64> [ zeroinitializer, %1057 ], [ %1099, %1062 ]
  %1069 = add <8 x i64> %1064, splat (i64 8)
  %1070 = add <8 x i64> %1064, splat (i64 16)
  %1071 = add <8 x i64> %1064, splat (i64 24)
  %1072 = shl nuw <8 x i64> splat (i64 1), %1064
  %1073 = shl nuw <8 x i64> splat (i64 1), %1069
  %1074 = shl nuw <8 x i64> splat (i64 1), %1070
  %1075 = shl nuw <8 x i64> splat (i64 1), %1071
  %1076 = and <8 x i64> %1072, %1059
  %1077 = and <8 x i64> %1073, %1059
  %1078 = and <8 x i64> %1074, %1059
  %1079 = and <8 x i64> %1075, %1059
  %1080 = icmp eq <8 x i64> %1076, zeroinitializer
  %1081 = icmp eq <8 x i64> %1077, zeroinitializer
  %1082 = icmp eq <8 x i64> %1078, zeroinitializer
  %1083 = icmp eq <8 x i64> %1079, zeroinitializer
  %1084 = shl nuw nsw <8 x i64> %1064, splat (i64 1)
  %1085 = shl nuw nsw <8 x i64> %1069, splat (i64 1)
  %1086 = shl nuw nsw <8 x i64> %1070, splat (i64 1)
  %1087 = shl nuw nsw <8 x i64> %1071, splat (i64 1)
  %1088 = shl <8 x i64> %1061, %1084
  %1089 = shl <8 x i64> %1061, %1085
  %1090 = shl <8 x i64> %1061, %1086
  %1091 = shl <8 x i64> %1061, %1087
  %1092 = select <8 x i1> %1080, <8 x i64> zeroinitializer, <8 x i64> %1088
  %1093 = select <8 x i1> %1081, <8 x i64> zeroinitializer, <8 x i64> %1089
  %1094 = select <8 x i1> %1082, <8 x i64> zeroinitializer, <8 x i64> %1090
  %1095 = select <8 x i1> %1083, <8 x i64> zeroinitializer, <8 x i64> %1091
  %1096 = or <8 x i64> %1092, %1065
  %1097 = or <8 x i64> %1093, %1066
  %1098 = or <8 x i64> %1094, %1067
  %1099 = or <8 x i64> %1095, %1068
  %1100 = add nuw i64 %1063, 32
  %1101 = add <8 x i64> %1064, splat (i64 32)
  %1102 = icmp eq i64 %1100, %268
  br i1 %1102, label %1103, label %1062

1103:                                             ; preds = %1062
  %1104 = or <8 x i64> %1097, %1096
  %1105 = or <8 x i64> %1098, %1104
  %1106 = or <8 x i64> %1099, %1105
  %1107 = call i64 @llvm.vector.reduce.or.v8i64(<8 x i64> %1106)
  br i1 %269, label %1169, label %1108

1108:                                             ; preds = %1103
  br i1 %270, label %1136, label %1109

1109:                                             ; preds = %1056, %1108
  %1110 = phi i64 [ %268, %1108 ], [ 0, %1056 ]
  %1111 = phi i64 [ %1107, %1108 ], [ 0, %1056 ]
  %1112 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %1111, i64 0
  %1113 = insertelement <4 x i64> poison, i64 %1032, i64 0
  %1114 = shufflevector <4 x i64> %1113, <4 x i64> poison, <4 x i32> zeroinitializer
  %1115 = insertelement <4 x i64> poison, i64 %1054, i64 0
  %1116 = shufflevector <4 x i64> %1115, <4 x i64> poison, <4 x i32> zeroinitializer
  %1117 = insertelement <4 x i64> poison, i64 %1110, i64 0
  %1118 = shufflevector <4 x i64> %1117, <4 x i64> poison, <4 x i32> zeroinitializer
  %1119 = or disjoint <4 x i64> %1118, <i64 0, i64 1, i64 2, i64 3>
  br label %1120

1120:                                             ; preds = %1120, %1109
  %1121 = phi i64 [ %1110, %1109 ], [ %1131, %1120 ]
  %1122 = phi <4 x i64> [ %1119, %1109 ], [ %1132, %1120 ]
  %1123 = phi <4 x i64> [ %1112, %1109 ], [ %1130, %1120 ]
  %1124 = shl nuw <4 x i64> splat (i64 1), %1122
  %1125 = and <4 x i64> %1124, %1114
  %1126 = icmp eq <4 x i64> %1125, zeroinitializer
  %1127 = shl nuw nsw <4 x i64> %1122, splat (i64 1)
  %1128 = shl <4 x i64> %1116, %1127
  %1129 = select <4 x i1> %1126, <4 x i64> zeroinitializer, <4 x i64> %1128
  %1130 = or <4 x i64> %1129, %1123
  %1131 = add nuw i64 %1121, 4
  %1132 = add nuw nsw <4 x i64> %1122, splat (i64 4)
  %1133 = icmp eq i64 %1131, %271
  br i1 %1133, label %1134, label %1120

1134:                                             ; preds = %1120
  %1135 = call i64 @llvm.vector.reduce.or.v4i64(<4 x i64> %1130)
  br i1 %272, label %1169, label %1136

1136:                                             ; preds = %1055, %1108, %1134
  %1137 = phi i64 [ 0, %1055 ], [ %268, %1108 ], [ %271, %1134 ]
  %1138 = phi i64 [ 0, %1055 ], [ %1107, %1108 ], [ %1135, %1134 ]
  br label %1157

1139:                                             ; preds = %1031, %1149
  %1140 = phi i64 [ %1155, %1149 ], [ 0, %1031 ]
  %1141 = phi i64 [ %1154, %1149 ], [ 0, %1031 ]
  %1142 = sub nsw i64 %1140, %16
  %1143 = icmp sgt i64 %1142, -1
  br i1 %1143, label %1144, label %1146

1144:                                             ; preds = %1139
  %1145 = lshr i64 %1142, 1
  br label %1149

1146:                                             ; preds = %1139
  %1147 = sub i64 1, %1142
  %1148 = sdiv i64 %1147, -2
  br label %1149

1149:                                             ; preds = %1146, %1144
  %1150 = phi i64 [ %1145, %1144 ], [ %1148, %1146 ]
  %1151 = shl nsw i64 %1150, 1
  %1152 = sub nsw i64 %1142, %1151
  %1153 = shl nuw i64 1, %1152
  %1154 = or i64 %1153, %1141
  %1155 = add nuw nsw i64 %1140, 1
  %1156 = icmp eq i64 %1155, %12
  br i1 %1156, label %1053, label %1139

1157:                                             ; preds = %1136, %1157
  %1158 = phi i64 [ %1167, %1157 ], [ %1137, %1136 ]
  %1159 = phi i64 [ %1166, %1157 ], [ %1138, %1136 ]
  %1160 = shl nuw i64 1, %1158
  %1161 = and i64 %1160, %1032
  %1162 = icmp eq i64 %1161, 0
  %1163 = shl nuw nsw i64 %1158, 1
  %1164 = shl i64 %1054, %1163
  %1165 = select i1 %1162, i64 0, i64 %1164
  %1166 = or i64 %1165, %1159
  %1167 = add nuw nsw i64 %1158, 1
  %1168 = icmp eq i64 %1167, %13
  br i1 %1168, label %1169, label %1157

1169:                                             ; preds = %1157, %1103, %1134, %1053
  %1170 = phi i64 [ 0, %1053 ], [ %1135, %1134 ], [ %1107, %1103 ], [ %1166, %1157 ]
  %1171 = mul i64 %93, %370
  %1172 = mul nsw i64 %336, %20
  %1173 = getelementptr inbounds float, ptr %43, i64 %1172
  %1174 = mul nsw i64 %362, %8
  %1175 = getelementptr inbounds float, ptr %1173, i64 %1174
  br i1 %94, label %1176, label %1178

1176:                                             ; preds = %1169
  %1177 = mul i64 %370, %73
  br label %1379

1178:                                             ; preds = %1478, %1169
  store i64 %73, ptr %102, align 8
  br i1 %90, label %1179, label %1303

1179:                                             ; preds = %1178
  %1180 = mul i64 %103, %370
  br i1 %273, label %1301, label %1181

1181:                                             ; preds = %1179
  %1182 = insertelement <4 x i64> poison, i64 %1180, i64 0
  %1183 = shufflevector <4 x i64> %1182, <4 x i64> poison, <4 x i32> zeroinitializer
  %1184 = insertelement <4 x i64> poison, i64 %367, i64 0
  %1185 = shufflevector <4 x i64> %1184, <4 x i64> poison, <4 x i32> zeroinitializer
  %1186 = insertelement <4 x i64> poison, i64 %365, i64 0
  %1187 = shufflevector <4 x i64> %1186, <4 x i64> poison, <4 x i32> zeroinitializer
  %1188 = insertelement <4 x i64> poison, i64 %368, i64 0
  %1189 = shufflevector <4 x i64> %1188, <4 x i64> poison, <4 x i32> zeroinitializer
  %1190 = insertelement <4 x i64> poison, i64 %370, i64 0
  %1191 = shufflevector <4 x i64> %1190, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %1192

1192:                                             ; preds = %1289, %1181
  %1193 = phi i64 [ 0, %1181 ], [ %1297, %1289 ]
  %1194 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %1181 ], [ %1298, %1289 ]
  %1195 = sub nsw <4 x i64> %1194, %1185
  %1196 = icmp sgt <4 x i64> %1195, splat (i64 -1)
  %1197 = xor <4 x i1> %1196, splat (i1 true)
  %1198 = xor <4 x i64> %1195, splat (i64 -1)
  %1199 = add <4 x i64> %276, %1198
  %1200 = extractelement <4 x i1> %1197, i64 0
  br i1 %1200, label %1201, label %1205

1201:                                             ; preds = %1192
  %1202 = extractelement <4 x i64> %1199, i64 0
  %1203 = sdiv i64 %1202, %13
  %1204 = insertelement <4 x i64> poison, i64 %1203, i64 0
  br label %1205

1205:                                             ; preds = %1201, %1192
  %1206 = phi <4 x i64> [ poison, %1192 ], [ %1204, %1201 ]
  %1207 = extractelement <4 x i1> %1197, i64 1
  br i1 %1207, label %1208, label %1212

1208:                                             ; preds = %1205
  %1209 = extractelement <4 x i64> %1199, i64 1
  %1210 = sdiv i64 %1209, %13
  %1211 = insertelement <4 x i64> %1206, i64 %1210, i64 1
  br label %1212

1212:                                             ; preds = %1208, %1205
  %1213 = phi <4 x i64> [ %1206, %1205 ], [ %1211, %1208 ]
  %1214 = extractelement <4 x i1> %1197, i64 2
  br i1 %1214, label %1215, label %1219

1215:                                             ; preds = %1212
  %1216 = extractelement <4 x i64> %1199, i64 2
  %1217 = sdiv i64 %1216, %13
  %1218 = insertelement <4 x i64> %1213, i64 %1217, i64 2
  br label %1219

1219:                                             ; preds = %1215, %1212
  %1220 = phi <4 x i64> [ %1213, %1212 ], [ %1218, %1215 ]
  %1221 = extractelement <4 x i1> %1197, i64 3
  br i1 %1221, label %1222, label %1226

1222:                                             ; preds = %1219
  %1223 = extractelement <4 x i64> %1199, i64 3
  %1224 = sdiv i64 %1223, %13
  %1225 = insertelement <4 x i64> %1220, i64 %1224, i64 3
  br label %1226

1226:                                             ; preds = %1222, %1219
  %1227 = phi <4 x i64> [ %1220, %1219 ], [ %1225, %1222 ]
  %1228 = sub nsw <4 x i64> zeroinitializer, %1227
  %1229 = extractelement <4 x i1> %1196, i64 0
  br i1 %1229, label %1230, label %1234

1230:                                             ; preds = %1226
  %1231 = extractelement <4 x i64> %1195, i64 0
  %1232 = sdiv i64 %1231, %13
  %1233 = insertelement <4 x i64> poison, i64 %1232, i64 0
  br label %1234

1234:                                             ; preds = %1230, %1226
  %1235 = phi <4 x i64> [ poison, %1226 ], [ %1233, %1230 ]
  %1236 = extractelement <4 x i1> %1196, i64 1
  br i1 %1236, label %1237, label %1241

1237:                                             ; preds = %1234
  %1238 = extractelement <4 x i64> %1195, i64 1
  %1239 = sdiv i64 %1238, %13
  %1240 = insertelement <4 x i64> %1235, i64 %1239, i64 1
  br label %1241

1241:                                             ; preds = %1237, %1234
  %1242 = phi <4 x i64> [ %1235, %1234 ], [ %1240, %1237 ]
  %1243 = extractelement <4 x i1> %1196, i64 2
  br i1 %1243, label %1244, label %1248

1244:                                             ; preds = %1241
  %1245 = extractelement <4 x i64> %1195, i64 2
  %1246 = sdiv i64 %1245, %13
  %1247 = insertelement <4 x i64> %1242, i64 %1246, i64 2
  br label %1248

1248:                                             ; preds = %1244, %1241
  %1249 = phi <4 x i64> [ %1242, %1241 ], [ %1247, %1244 ]
  %1250 = extractelement <4 x i1> %1196, i64 3
  br i1 %1250, label %1251, label %1255

1251:                                             ; preds = %1248
  %1252 = extractelement <4 x i64> %1195, i64 3
  %1253 = sdiv i64 %1252, %13
  %1254 = insertelement <4 x i64> %1249, i64 %1253, i64 3
  br label %1255

1255:                                             ; preds = %1251, %1248
  %1256 = phi <4 x i64> [ %1249, %1248 ], [ %1254, %1251 ]
  %1257 = select <4 x i1> %1196, <4 x i64> %1256, <4 x i64> %1228
  %1258 = mul nsw <4 x i64> %1257, %276
  %1259 = sub nsw <4 x i64> %1195, %1258
  %1260 = icmp slt <4 x i64> %1259, %1187
  %1261 = xor <4 x i64> %1259, splat (i64 -1)
  %1262 = add <4 x i64> %1189, %1261
  %1263 = extractelement <4 x i1> %1260, i64 0
  br i1 %1263, label %1264, label %1268

1264:                                             ; preds = %1255
  %1265 = extractelement <4 x i64> %1262, i64 0
  %1266 = sdiv i64 %1265, %13
  %1267 = insertelement <4 x i64> poison, i64 %1266, i64 0
  br label %1268

1268:                                             ; preds = %1264, %1255
  %1269 = phi <4 x i64> [ poison, %1255 ], [ %1267, %1264 ]
  %1270 = extractelement <4 x i1> %1260, i64 1
  br i1 %1270, label %1271, label %1275

1271:                                             ; preds = %1268
  %1272 = extractelement <4 x i64> %1262, i64 1
  %1273 = sdiv i64 %1272, %13
  %1274 = insertelement <4 x i64> %1269, i64 %1273, i64 1
  br label %1275

1275:                                             ; preds = %1271, %1268
  %1276 = phi <4 x i64> [ %1269, %1268 ], [ %1274, %1271 ]
  %1277 = extractelement <4 x i1> %1260, i64 2
  br i1 %1277, label %1278, label %1282

1278:                                             ; preds = %1275
  %1279 = extractelement <4 x i64> %1262, i64 2
  %1280 = sdiv i64 %1279, %13
  %1281 = insertelement <4 x i64> %1276, i64 %1280, i64 2
  br label %1282

1282:                                             ; preds = %1278, %1275
  %1283 = phi <4 x i64> [ %1276, %1275 ], [ %1281, %1278 ]
  %1284 = extractelement <4 x i1> %1260, i64 3
  br i1 %1284, label %1285, label %1289

1285:                                             ; preds = %1282
  %1286 = extractelement <4 x i64> %1262, i64 3
  %1287 = sdiv i64 %1286, %13
  %1288 = insertelement <4 x i64> %1283, i64 %1287, i64 3
  br label %1289

1289:                                             ; preds = %1285, %1282
  %1290 = phi <4 x i64> [ %1283, %1282 ], [ %1288, %1285 ]
  %1291 = select <4 x i1> %1260, <4 x i64> %1290, <4 x i64> zeroinitializer
  %1292 = mul <4 x i64> %1183, %1259
  %1293 = getelementptr inbounds nuw i64, ptr %37, i64 %1193
  store <4 x i64> %1292, ptr %1293, align 8
  %1294 = getelementptr inbounds nuw i64, ptr %104, i64 %1193
  store <4 x i64> %1257, ptr %1294, align 8
  %1295 = call <4 x i64> @llvm.smin.v4i64(<4 x i64> %1291, <4 x i64> %1191)
  %1296 = getelementptr inbounds nuw i64, ptr %105, i64 %1193
  store <4 x i64> %1295, ptr %1296, align 8
  %1297 = add nuw i64 %1193, 4
  %1298 = add nuw nsw <4 x i64> %1194, splat (i64 4)
  %1299 = icmp eq i64 %1297, %274
  br i1 %1299, label %1300, label %1192

1300:                                             ; preds = %1289
  br i1 %277, label %1303, label %1301

1301:                                             ; preds = %1179, %1300
  %1302 = phi i64 [ 0, %1179 ], [ %274, %1300 ]
  br label %1306

1303:                                             ; preds = %1326, %1300, %1178
  br i1 %91, label %1304, label %1362

1304:                                             ; preds = %1303
  %1305 = mul i64 %370, %73
  br label %1335

1306:                                             ; preds = %1301, %1326
  %1307 = phi i64 [ %1333, %1326 ], [ %1302, %1301 ]
  %1308 = sub nsw i64 %1307, %367
  %1309 = icmp sgt i64 %1308, -1
  br i1 %1309, label %1310, label %1312

1310:                                             ; preds = %1306
  %1311 = sdiv i64 %1308, %13
  br label %1317

1312:                                             ; preds = %1306
  %1313 = xor i64 %1308, -1
  %1314 = add i64 %13, %1313
  %1315 = sdiv i64 %1314, %13
  %1316 = sub nsw i64 0, %1315
  br label %1317

1317:                                             ; preds = %1312, %1310
  %1318 = phi i64 [ %1311, %1310 ], [ %1316, %1312 ]
  %1319 = mul nsw i64 %1318, %13
  %1320 = sub nsw i64 %1308, %1319
  %1321 = icmp slt i64 %1320, %365
  br i1 %1321, label %1322, label %1326

1322:                                             ; preds = %1317
  %1323 = xor i64 %1320, -1
  %1324 = add i64 %368, %1323
  %1325 = sdiv i64 %1324, %13
  br label %1326

1326:                                             ; preds = %1322, %1317
  %1327 = phi i64 [ %1325, %1322 ], [ 0, %1317 ]
  %1328 = mul i64 %1180, %1320
  %1329 = getelementptr inbounds nuw i64, ptr %37, i64 %1307
  store i64 %1328, ptr %1329, align 8
  %1330 = getelementptr inbounds nuw i64, ptr %104, i64 %1307
  store i64 %1318, ptr %1330, align 8
  %1331 = tail call i64 @llvm.smin.i64(i64 %1327, i64 %370)
  %1332 = getelementptr inbounds nuw i64, ptr %105, i64 %1307
  store i64 %1331, ptr %1332, align 8
  %1333 = add nuw nsw i64 %1307, 1
  %1334 = icmp eq i64 %1333, %11
  br i1 %1334, label %1303, label %1306

1335:                                             ; preds = %1353, %1304
  %1336 = phi i64 [ 0, %1304 ], [ %1360, %1353 ]
  %1337 = sub nsw i64 %1336, %16
  %1338 = icmp sgt i64 %1337, -1
  br i1 %1338, label %1339, label %1341

1339:                                             ; preds = %1335
  %1340 = lshr i64 %1337, 1
  br label %1344

1341:                                             ; preds = %1335
  %1342 = sub i64 1, %1337
  %1343 = sdiv i64 %1342, -2
  br label %1344

1344:                                             ; preds = %1341, %1339
  %1345 = phi i64 [ %1340, %1339 ], [ %1343, %1341 ]
  %1346 = shl nsw i64 %1345, 1
  %1347 = sub nsw i64 %1337, %1346
  %1348 = icmp slt i64 %1347, %8
  br i1 %1348, label %1349, label %1353

1349:                                             ; preds = %1344
  %1350 = xor i64 %1347, -1
  %1351 = add i64 %106, %1350
  %1352 = sdiv i64 %1351, 2
  br label %1353

1353:                                             ; preds = %1349, %1344
  %1354 = phi i64 [ %1352, %1349 ], [ 0, %1344 ]
  %1355 = mul i64 %1305, %1347
  %1356 = getelementptr inbounds nuw i64, ptr %107, i64 %1336
  store i64 %1355, ptr %1356, align 8
  %1357 = getelementptr inbounds nuw i64, ptr %108, i64 %1336
  store i64 %1345, ptr %1357, align 8
  %1358 = tail call i64 @llvm.smin.i64(i64 %1354, i64 %73)
  %1359 = getelementptr inbounds nuw i64, ptr %109, i64 %1336
  store i64 %1358, ptr %1359, align 8
  %1360 = add nuw nsw i64 %1336, 1
  %1361 = icmp eq i64 %1360, %12
  br i1 %1361, label %1362, label %1335

1362:                                             ; preds = %1353, %1303
  %1363 = mul nsw i64 %357, %10
  %1364 = mul nsw i64 %336, %21
  %1365 = getelementptr inbounds float, ptr %46, i64 %1364
  %1366 = mul nsw i64 %336, %26
  %1367 = getelementptr inbounds float, ptr %47, i64 %1366
  %1368 = select i1 %110, ptr null, ptr %1367
  %1369 = mul nsw i64 %336, %24
  %1370 = getelementptr inbounds float, ptr %48, i64 %1369
  %1371 = mul nsw i64 %335, %17
  %1372 = mul i64 %83, %328
  %1373 = icmp slt i64 %1371, %339
  br i1 %1373, label %1374, label %322

1374:                                             ; preds = %1362
  %1375 = mul i64 %83, %334
  %1376 = add nsw i64 %339, -1
  %1377 = tail call i64 @llvm.smin.i64(i64 %1375, i64 %6)
  %1378 = icmp slt i64 %1372, %1377
  br label %1481

1379:                                             ; preds = %1176, %1478
  %1380 = phi i64 [ 0, %1176 ], [ %1479, %1478 ]
  %1381 = mul i64 %95, %1380
  %1382 = getelementptr inbounds float, ptr %1175, i64 %1381
  %1383 = mul nsw i64 %1380, %1171
  %1384 = getelementptr inbounds float, ptr %49, i64 %1383
  br i1 %92, label %1385, label %1478

1385:                                             ; preds = %1379, %1475
  %1386 = phi i64 [ %1476, %1475 ], [ 0, %1379 ]
  %1387 = shl nuw nsw i64 %1386, 1
  %1388 = shl nuw i64 1, %1387
  %1389 = and i64 %1388, %1170
  %1390 = icmp ne i64 %1389, 0
  %1391 = shl i64 2, %1387
  %1392 = and i64 %1391, %1170
  %1393 = icmp ne i64 %1392, 0
  %1394 = select i1 %1390, i1 true, i1 %1393
  br i1 %1394, label %1395, label %1475

1395:                                             ; preds = %1385
  %1396 = icmp slt i64 %1386, %365
  br i1 %1396, label %1397, label %1401

1397:                                             ; preds = %1395
  %1398 = xor i64 %1386, -1
  %1399 = add i64 %368, %1398
  %1400 = sdiv i64 %1399, %13
  br label %1401

1401:                                             ; preds = %1395, %1397
  %1402 = phi i64 [ %1400, %1397 ], [ 0, %1395 ]
  %1403 = tail call i64 @llvm.smin.i64(i64 %1402, i64 %370)
  %1404 = mul i64 %1177, %1387
  %1405 = getelementptr inbounds float, ptr %1384, i64 %1404
  %1406 = getelementptr inbounds float, ptr %1405, i64 %1177
  %1407 = icmp sgt i64 %1403, 0
  br i1 %1407, label %1408, label %1475

1408:                                             ; preds = %1401, %1418
  %1409 = phi i64 [ %1419, %1418 ], [ 0, %1401 ]
  %1410 = mul nuw nsw i64 %1409, %13
  %1411 = add nuw nsw i64 %1410, %1386
  %1412 = mul nsw i64 %1411, %8
  %1413 = getelementptr inbounds float, ptr %1382, i64 %1412
  br i1 %123, label %1414, label %1418

1414:                                             ; preds = %1408
  %1415 = mul nsw i64 %1409, %73
  %1416 = getelementptr inbounds float, ptr %1405, i64 %1415
  %1417 = getelementptr inbounds float, ptr %1406, i64 %1415
  br label %1421

1418:                                             ; preds = %1472, %1408
  %1419 = add nuw nsw i64 %1409, 1
  %1420 = icmp eq i64 %1419, %1403
  br i1 %1420, label %1475, label %1408

1421:                                             ; preds = %1414, %1472
  %1422 = phi i64 [ 0, %1414 ], [ %1473, %1472 ]
  %1423 = shl nuw nsw i64 %1422, 1
  %1424 = sub nsw i64 %8, %1423
  %1425 = icmp sgt i64 %1424, 15
  %1426 = trunc i64 %1424 to i32
  %1427 = shl nsw i32 -1, %1426
  %1428 = trunc i32 %1427 to i16
  %1429 = xor i16 %1428, -1
  %1430 = select i1 %1425, i16 -1, i16 %1429
  %1431 = icmp sgt i64 %1424, 31
  br i1 %1431, label %1440, label %1432

1432:                                             ; preds = %1421
  %1433 = tail call i64 @llvm.smax.i64(i64 %1424, i64 16)
  %1434 = trunc nuw nsw i64 %1433 to i32
  %1435 = add nsw i32 %1434, -16
  %1436 = shl nsw i32 -1, %1435
  %1437 = trunc nsw i32 %1436 to i16
  %1438 = xor i16 %1437, -1
  %1439 = bitcast i16 %1438 to <16 x i1>
  br label %1440

1440:                                             ; preds = %1432, %1421
  %1441 = phi <16 x i1> [ %1439, %1432 ], [ splat (i1 true), %1421 ]
  %1442 = getelementptr inbounds nuw float, ptr %1413, i64 %1423
  %1443 = bitcast i16 %1430 to <16 x i1>
  %1444 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1442, <16 x i1> %1443, <16 x float> zeroinitializer)
  %1445 = getelementptr inbounds nuw i8, ptr %1442, i64 64
  %1446 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1445, <16 x i1> %1441, <16 x float> zeroinitializer)
  %1447 = shufflevector <16 x float> %1444, <16 x float> %1446, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %1448 = sub nsw i64 %101, %1422
  br i1 %1390, label %1449, label %1460

1449:                                             ; preds = %1440
  %1450 = shufflevector <16 x float> %1444, <16 x float> %1446, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1451 = sub nsw i64 %122, %1422
  %1452 = getelementptr inbounds nuw float, ptr %1416, i64 %1422
  %1453 = icmp sgt i64 %1451, 15
  %1454 = trunc i64 %1451 to i32
  %1455 = shl nsw i32 -1, %1454
  %1456 = trunc i32 %1455 to i16
  %1457 = xor i16 %1456, -1
  %1458 = select i1 %1453, i16 -1, i16 %1457
  %1459 = bitcast i16 %1458 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1450, ptr align 1 %1452, <16 x i1> %1459)
  br label %1460

1460:                                             ; preds = %1449, %1440
  %1461 = icmp sgt i64 %1448, 0
  %1462 = select i1 %1393, i1 %1461, i1 false
  br i1 %1462, label %1463, label %1472

1463:                                             ; preds = %1460
  %1464 = getelementptr inbounds nuw float, ptr %1417, i64 %1422
  %1465 = icmp samesign ugt i64 %1448, 15
  %1466 = trunc i64 %1448 to i32
  %1467 = shl nsw i32 -1, %1466
  %1468 = trunc i32 %1467 to i16
  %1469 = xor i16 %1468, -1
  %1470 = select i1 %1465, i16 -1, i16 %1469
  %1471 = bitcast i16 %1470 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1447, ptr align 1 %1464, <16 x i1> %1471)
  br label %1472

1472:                                             ; preds = %1463, %1460
  %1473 = add nuw nsw i64 %1422, 16
  %1474 = icmp slt i64 %1473, %122
  br i1 %1474, label %1421, label %1418

1475:                                             ; preds = %1418, %1401, %1385
  %1476 = add nuw nsw i64 %1386, 1
  %1477 = icmp eq i64 %1476, %13
  br i1 %1477, label %1478, label %1385

1478:                                             ; preds = %1475, %1379
  %1479 = add nuw nsw i64 %1380, 1
  %1480 = icmp eq i64 %1479, %5
  br i1 %1480, label %1178, label %1379

1481:                                             ; preds = %1374, %2068
  %1482 = phi i64 [ %1371, %1374 ], [ %2069, %2068 ]
  %1483 = sub nsw i64 %339, %1482
  %1484 = icmp sgt i64 %1483, 2
  %1485 = trunc i64 %1483 to i32
  %1486 = select i1 %1484, i32 3, i32 %1485
  call void @llvm.lifetime.start.p0(ptr nonnull %38)
  call void @llvm.lifetime.start.p0(ptr nonnull %39)
  %1487 = tail call i64 @llvm.smin.i64(i64 %1482, i64 %1376)
  br i1 %59, label %1851, label %1488

1488:                                             ; preds = %1481
  call void @llvm.lifetime.start.p0(ptr nonnull %40)
  %1489 = sext i32 %1486 to i64
  %1490 = shl nsw i64 %1487, 4
  store i64 %1490, ptr %38, align 16
  %1491 = icmp sgt i32 %1486, 0
  %1492 = sub nsw i64 %58, %1490
  %1493 = select i1 %1491, i64 %1492, i64 0
  store i64 %1493, ptr %39, align 16
  %1494 = sub nsw i64 %1490, %1363
  store i64 %1494, ptr %40, align 16
  %1495 = add nsw i64 %1482, 1
  %1496 = tail call i64 @llvm.smin.i64(i64 %1495, i64 %1376)
  %1497 = shl nsw i64 %1496, 4
  store i64 %1497, ptr %124, align 8
  %1498 = icmp sgt i32 %1486, 1
  %1499 = sub nsw i64 %58, %1497
  %1500 = select i1 %1498, i64 %1499, i64 0
  store i64 %1500, ptr %125, align 8
  %1501 = sub nsw i64 %1497, %1363
  store i64 %1501, ptr %126, align 8
  %1502 = add nsw i64 %1482, 2
  %1503 = tail call i64 @llvm.smin.i64(i64 %1502, i64 %1376)
  %1504 = shl nsw i64 %1503, 4
  store i64 %1504, ptr %127, align 16
  %1505 = icmp sgt i32 %1486, 2
  %1506 = sub nsw i64 %58, %1504
  %1507 = select i1 %1505, i64 %1506, i64 0
  store i64 %1507, ptr %128, align 16
  %1508 = sub nsw i64 %1504, %1363
  store i64 %1508, ptr %129, align 16
  br label %1509

1509:                                             ; preds = %1488, %1828
  %1510 = phi i64 [ 0, %1488 ], [ %1829, %1828 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %34, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %33, i8 0, i64 28, i1 false)
  %1511 = icmp slt i64 %1510, %1489
  %1512 = getelementptr inbounds nuw i64, ptr %40, i64 %1510
  %1513 = load i64, ptr %1512, align 8
  br i1 %1511, label %1514, label %1523

1514:                                             ; preds = %1509
  %1515 = add i64 %1363, %1513
  %1516 = sub i64 %58, %1515
  %1517 = tail call i64 @llvm.smin.i64(i64 %1516, i64 16)
  %1518 = icmp sgt i64 %1516, 0
  br i1 %1518, label %1519, label %1523

1519:                                             ; preds = %1514
  %1520 = srem i64 %1513, %10
  %1521 = sub nsw i64 0, %1520
  %1522 = sdiv i64 %1513, %10
  br label %1527

1523:                                             ; preds = %1760, %1509, %1514
  br i1 %90, label %1524, label %1828

1524:                                             ; preds = %1523
  %1525 = getelementptr i64, ptr %35, i64 %1510
  %1526 = getelementptr i32, ptr %36, i64 %1510
  br label %1787

1527:                                             ; preds = %1519, %1760
  %1528 = phi i64 [ 0, %1760 ], [ %1521, %1519 ]
  %1529 = phi i64 [ %1533, %1760 ], [ 0, %1519 ]
  %1530 = phi i64 [ %1761, %1760 ], [ %1522, %1519 ]
  %1531 = add i64 %1528, %10
  %1532 = add i64 %1531, %1529
  %1533 = tail call i64 @llvm.smin.i64(i64 %1532, i64 %1517)
  br i1 %90, label %1534, label %1621

1534:                                             ; preds = %1527
  %1535 = trunc i64 %1533 to i32
  %1536 = shl nsw i32 -1, %1535
  %1537 = xor i32 %1536, -1
  %1538 = trunc i64 %1529 to i32
  %1539 = shl nsw i32 -1, %1538
  %1540 = and i32 %1539, %1537
  br i1 %278, label %1619, label %1541

1541:                                             ; preds = %1534
  br i1 %279, label %1597, label %1542

1542:                                             ; preds = %1541
  %1543 = insertelement <8 x i32> poison, i32 %1540, i64 0
  %1544 = shufflevector <8 x i32> %1543, <8 x i32> poison, <8 x i32> zeroinitializer
  %1545 = insertelement <8 x i64> poison, i64 %1530, i64 0
  %1546 = shufflevector <8 x i64> %1545, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %1547

1547:                                             ; preds = %1547, %1542
  %1548 = phi i64 [ 0, %1542 ], [ %1593, %1547 ]
  %1549 = getelementptr inbounds nuw i64, ptr %104, i64 %1548
  %1550 = getelementptr inbounds nuw i8, ptr %1549, i64 64
  %1551 = getelementptr inbounds nuw i8, ptr %1549, i64 128
  %1552 = getelementptr inbounds nuw i8, ptr %1549, i64 192
  %1553 = load <8 x i64>, ptr %1549, align 8
  %1554 = load <8 x i64>, ptr %1550, align 8
  %1555 = load <8 x i64>, ptr %1551, align 8
  %1556 = load <8 x i64>, ptr %1552, align 8
  %1557 = add nsw <8 x i64> %1553, %1546
  %1558 = add nsw <8 x i64> %1554, %1546
  %1559 = add nsw <8 x i64> %1555, %1546
  %1560 = add nsw <8 x i64> %1556, %1546
  %1561 = icmp sgt <8 x i64> %1557, splat (i64 -1)
  %1562 = icmp sgt <8 x i64> %1558, splat (i64 -1)
  %1563 = icmp sgt <8 x i64> %1559, splat (i64 -1)
  %1564 = icmp sgt <8 x i64> %1560, splat (i64 -1)
  %1565 = getelementptr i64, ptr %105, i64 %1548
  %1566 = getelementptr i8, ptr %1565, i64 64
  %1567 = getelementptr i8, ptr %1565, i64 128
  %1568 = getelementptr i8, ptr %1565, i64 192
  %1569 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %1565, <8 x i1> %1561, <8 x i64> poison)
  %1570 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %1566, <8 x i1> %1562, <8 x i64> poison)
  %1571 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %1567, <8 x i1> %1563, <8 x i64> poison)
  %1572 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %1568, <8 x i1> %1564, <8 x i64> poison)
  %1573 = icmp slt <8 x i64> %1557, %1569
  %1574 = icmp slt <8 x i64> %1558, %1570
  %1575 = icmp slt <8 x i64> %1559, %1571
  %1576 = icmp slt <8 x i64> %1560, %1572
  %1577 = select <8 x i1> %1561, <8 x i1> %1573, <8 x i1> zeroinitializer
  %1578 = select <8 x i1> %1562, <8 x i1> %1574, <8 x i1> zeroinitializer
  %1579 = select <8 x i1> %1563, <8 x i1> %1575, <8 x i1> zeroinitializer
  %1580 = select <8 x i1> %1564, <8 x i1> %1576, <8 x i1> zeroinitializer
  %1581 = getelementptr i32, ptr %33, i64 %1548
  %1582 = getelementptr i8, ptr %1581, i64 32
  %1583 = getelementptr i8, ptr %1581, i64 64
  %1584 = getelementptr i8, ptr %1581, i64 96
  %1585 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1581, <8 x i1> %1577, <8 x i32> poison)
  %1586 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1582, <8 x i1> %1578, <8 x i32> poison)
  %1587 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1583, <8 x i1> %1579, <8 x i32> poison)
  %1588 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1584, <8 x i1> %1580, <8 x i32> poison)
  %1589 = or <8 x i32> %1585, %1544
  %1590 = or <8 x i32> %1586, %1544
  %1591 = or <8 x i32> %1587, %1544
  %1592 = or <8 x i32> %1588, %1544
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1589, ptr align 16 %1581, <8 x i1> %1577)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1590, ptr align 16 %1582, <8 x i1> %1578)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1591, ptr align 16 %1583, <8 x i1> %1579)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1592, ptr align 16 %1584, <8 x i1> %1580)
  %1593 = add nuw i64 %1548, 32
  %1594 = icmp eq i64 %1593, %281
  br i1 %1594, label %1595, label %1547

1595:                                             ; preds = %1547
  br i1 %282, label %1621, label %1596

1596:                                             ; preds = %1595
  br i1 %283, label %1619, label %1597

1597:                                             ; preds = %1541, %1596
  %1598 = phi i64 [ %281, %1596 ], [ 0, %1541 ]
  %1599 = insertelement <8 x i32> poison, i32 %1540, i64 0
  %1600 = shufflevector <8 x i32> %1599, <8 x i32> poison, <8 x i32> zeroinitializer
  %1601 = insertelement <8 x i64> poison, i64 %1530, i64 0
  %1602 = shufflevector <8 x i64> %1601, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %1603

1603:                                             ; preds = %1603, %1597
  %1604 = phi i64 [ %1598, %1597 ], [ %1616, %1603 ]
  %1605 = getelementptr inbounds nuw i64, ptr %104, i64 %1604
  %1606 = load <8 x i64>, ptr %1605, align 8
  %1607 = add nsw <8 x i64> %1606, %1602
  %1608 = icmp sgt <8 x i64> %1607, splat (i64 -1)
  %1609 = getelementptr i64, ptr %105, i64 %1604
  %1610 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %1609, <8 x i1> %1608, <8 x i64> poison)
  %1611 = icmp slt <8 x i64> %1607, %1610
  %1612 = select <8 x i1> %1608, <8 x i1> %1611, <8 x i1> zeroinitializer
  %1613 = getelementptr i32, ptr %33, i64 %1604
  %1614 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1613, <8 x i1> %1612, <8 x i32> poison)
  %1615 = or <8 x i32> %1614, %1600
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1615, ptr align 16 %1613, <8 x i1> %1612)
  %1616 = add nuw i64 %1604, 8
  %1617 = icmp eq i64 %1616, %284
  br i1 %1617, label %1618, label %1603

1618:                                             ; preds = %1603
  br i1 %285, label %1621, label %1619

1619:                                             ; preds = %1534, %1596, %1618
  %1620 = phi i64 [ 0, %1534 ], [ %281, %1596 ], [ %284, %1618 ]
  br label %1743

1621:                                             ; preds = %1757, %1595, %1618, %1527
  br i1 %91, label %1622, label %1760

1622:                                             ; preds = %1621
  %1623 = add i64 %1529, %1528
  br i1 %286, label %1741, label %1624

1624:                                             ; preds = %1622
  br i1 %287, label %1710, label %1625

1625:                                             ; preds = %1624
  %1626 = insertelement <8 x i64> poison, i64 %1623, i64 0
  %1627 = shufflevector <8 x i64> %1626, <8 x i64> poison, <8 x i32> zeroinitializer
  %1628 = insertelement <8 x i64> poison, i64 %1529, i64 0
  %1629 = shufflevector <8 x i64> %1628, <8 x i64> poison, <8 x i32> zeroinitializer
  %1630 = insertelement <8 x i64> poison, i64 %1533, i64 0
  %1631 = shufflevector <8 x i64> %1630, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %1632

1632:                                             ; preds = %1632, %1625
  %1633 = phi i64 [ 0, %1625 ], [ %1706, %1632 ]
  %1634 = getelementptr inbounds nuw i64, ptr %108, i64 %1633
  %1635 = getelementptr inbounds nuw i8, ptr %1634, i64 64
  %1636 = getelementptr inbounds nuw i8, ptr %1634, i64 128
  %1637 = getelementptr inbounds nuw i8, ptr %1634, i64 192
  %1638 = load <8 x i64>, ptr %1634, align 8
  %1639 = load <8 x i64>, ptr %1635, align 8
  %1640 = load <8 x i64>, ptr %1636, align 8
  %1641 = load <8 x i64>, ptr %1637, align 8
  %1642 = sub <8 x i64> %1627, %1638
  %1643 = sub <8 x i64> %1627, %1639
  %1644 = sub <8 x i64> %1627, %1640
  %1645 = sub <8 x i64> %1627, %1641
  %1646 = getelementptr inbounds nuw i64, ptr %109, i64 %1633
  %1647 = getelementptr inbounds nuw i8, ptr %1646, i64 64
  %1648 = getelementptr inbounds nuw i8, ptr %1646, i64 128
  %1649 = getelementptr inbounds nuw i8, ptr %1646, i64 192
  %1650 = load <8 x i64>, ptr %1646, align 8
  %1651 = load <8 x i64>, ptr %1647, align 8
  %1652 = load <8 x i64>, ptr %1648, align 8
  %1653 = load <8 x i64>, ptr %1649, align 8
  %1654 = add nsw <8 x i64> %1642, %1650
  %1655 = add nsw <8 x i64> %1643, %1651
  %1656 = add nsw <8 x i64> %1644, %1652
  %1657 = add nsw <8 x i64> %1645, %1653
  %1658 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %1642, <8 x i64> %1629)
  %1659 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %1643, <8 x i64> %1629)
  %1660 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %1644, <8 x i64> %1629)
  %1661 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %1645, <8 x i64> %1629)
  %1662 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %1654, <8 x i64> %1631)
  %1663 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %1655, <8 x i64> %1631)
  %1664 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %1656, <8 x i64> %1631)
  %1665 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %1657, <8 x i64> %1631)
  %1666 = icmp slt <8 x i64> %1658, %1662
  %1667 = icmp slt <8 x i64> %1659, %1663
  %1668 = icmp slt <8 x i64> %1660, %1664
  %1669 = icmp slt <8 x i64> %1661, %1665
  %1670 = trunc <8 x i64> %1662 to <8 x i32>
  %1671 = trunc <8 x i64> %1663 to <8 x i32>
  %1672 = trunc <8 x i64> %1664 to <8 x i32>
  %1673 = trunc <8 x i64> %1665 to <8 x i32>
  %1674 = shl nsw <8 x i32> splat (i32 -1), %1670
  %1675 = shl nsw <8 x i32> splat (i32 -1), %1671
  %1676 = shl nsw <8 x i32> splat (i32 -1), %1672
  %1677 = shl nsw <8 x i32> splat (i32 -1), %1673
  %1678 = xor <8 x i32> %1674, splat (i32 -1)
  %1679 = xor <8 x i32> %1675, splat (i32 -1)
  %1680 = xor <8 x i32> %1676, splat (i32 -1)
  %1681 = xor <8 x i32> %1677, splat (i32 -1)
  %1682 = trunc <8 x i64> %1658 to <8 x i32>
  %1683 = trunc <8 x i64> %1659 to <8 x i32>
  %1684 = trunc <8 x i64> %1660 to <8 x i32>
  %1685 = trunc <8 x i64> %1661 to <8 x i32>
  %1686 = shl nsw <8 x i32> splat (i32 -1), %1682
  %1687 = shl nsw <8 x i32> splat (i32 -1), %1683
  %1688 = shl nsw <8 x i32> splat (i32 -1), %1684
  %1689 = shl nsw <8 x i32> splat (i32 -1), %1685
  %1690 = and <8 x i32> %1686, %1678
  %1691 = and <8 x i32> %1687, %1679
  %1692 = and <8 x i32> %1688, %1680
  %1693 = and <8 x i32> %1689, %1681
  %1694 = getelementptr i32, ptr %34, i64 %1633
  %1695 = getelementptr i8, ptr %1694, i64 32
  %1696 = getelementptr i8, ptr %1694, i64 64
  %1697 = getelementptr i8, ptr %1694, i64 96
  %1698 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1694, <8 x i1> %1666, <8 x i32> poison)
  %1699 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1695, <8 x i1> %1667, <8 x i32> poison)
  %1700 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1696, <8 x i1> %1668, <8 x i32> poison)
  %1701 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1697, <8 x i1> %1669, <8 x i32> poison)
  %1702 = or <8 x i32> %1698, %1690
  %1703 = or <8 x i32> %1699, %1691
  %1704 = or <8 x i32> %1700, %1692
  %1705 = or <8 x i32> %1701, %1693
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1702, ptr align 16 %1694, <8 x i1> %1666)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1703, ptr align 16 %1695, <8 x i1> %1667)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1704, ptr align 16 %1696, <8 x i1> %1668)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1705, ptr align 16 %1697, <8 x i1> %1669)
  %1706 = add nuw i64 %1633, 32
  %1707 = icmp eq i64 %1706, %289
  br i1 %1707, label %1708, label %1632

1708:                                             ; preds = %1632
  br i1 %290, label %1760, label %1709

1709:                                             ; preds = %1708
  br i1 %291, label %1741, label %1710

1710:                                             ; preds = %1624, %1709
  %1711 = phi i64 [ %289, %1709 ], [ 0, %1624 ]
  %1712 = insertelement <8 x i64> poison, i64 %1623, i64 0
  %1713 = shufflevector <8 x i64> %1712, <8 x i64> poison, <8 x i32> zeroinitializer
  %1714 = insertelement <8 x i64> poison, i64 %1529, i64 0
  %1715 = shufflevector <8 x i64> %1714, <8 x i64> poison, <8 x i32> zeroinitializer
  %1716 = insertelement <8 x i64> poison, i64 %1533, i64 0
  %1717 = shufflevector <8 x i64> %1716, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %1718

1718:                                             ; preds = %1718, %1710
  %1719 = phi i64 [ %1711, %1710 ], [ %1738, %1718 ]
  %1720 = getelementptr inbounds nuw i64, ptr %108, i64 %1719
  %1721 = load <8 x i64>, ptr %1720, align 8
  %1722 = sub <8 x i64> %1713, %1721
  %1723 = getelementptr inbounds nuw i64, ptr %109, i64 %1719
  %1724 = load <8 x i64>, ptr %1723, align 8
  %1725 = add nsw <8 x i64> %1722, %1724
  %1726 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %1722, <8 x i64> %1715)
  %1727 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %1725, <8 x i64> %1717)
  %1728 = icmp slt <8 x i64> %1726, %1727
  %1729 = trunc <8 x i64> %1727 to <8 x i32>
  %1730 = shl nsw <8 x i32> splat (i32 -1), %1729
  %1731 = xor <8 x i32> %1730, splat (i32 -1)
  %1732 = trunc <8 x i64> %1726 to <8 x i32>
  %1733 = shl nsw <8 x i32> splat (i32 -1), %1732
  %1734 = and <8 x i32> %1733, %1731
  %1735 = getelementptr i32, ptr %34, i64 %1719
  %1736 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1735, <8 x i1> %1728, <8 x i32> poison)
  %1737 = or <8 x i32> %1736, %1734
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1737, ptr align 16 %1735, <8 x i1> %1728)
  %1738 = add nuw i64 %1719, 8
  %1739 = icmp eq i64 %1738, %292
  br i1 %1739, label %1740, label %1718

1740:                                             ; preds = %1718
  br i1 %293, label %1760, label %1741

1741:                                             ; preds = %1622, %1709, %1740
  %1742 = phi i64 [ 0, %1622 ], [ %289, %1709 ], [ %292, %1740 ]
  br label %1763

1743:                                             ; preds = %1619, %1757
  %1744 = phi i64 [ %1758, %1757 ], [ %1620, %1619 ]
  %1745 = getelementptr inbounds nuw i64, ptr %104, i64 %1744
  %1746 = load i64, ptr %1745, align 8
  %1747 = add nsw i64 %1746, %1530
  %1748 = icmp sgt i64 %1747, -1
  br i1 %1748, label %1749, label %1757

1749:                                             ; preds = %1743
  %1750 = getelementptr inbounds nuw i64, ptr %105, i64 %1744
  %1751 = load i64, ptr %1750, align 8
  %1752 = icmp slt i64 %1747, %1751
  br i1 %1752, label %1753, label %1757

1753:                                             ; preds = %1749
  %1754 = getelementptr inbounds nuw i32, ptr %33, i64 %1744
  %1755 = load i32, ptr %1754, align 4
  %1756 = or i32 %1755, %1540
  store i32 %1756, ptr %1754, align 4
  br label %1757

1757:                                             ; preds = %1753, %1749, %1743
  %1758 = add nuw nsw i64 %1744, 1
  %1759 = icmp eq i64 %1758, %11
  br i1 %1759, label %1621, label %1743

1760:                                             ; preds = %1784, %1708, %1740, %1621
  %1761 = add nsw i64 %1530, 1
  %1762 = icmp slt i64 %1532, %1517
  br i1 %1762, label %1527, label %1523

1763:                                             ; preds = %1741, %1784
  %1764 = phi i64 [ %1785, %1784 ], [ %1742, %1741 ]
  %1765 = getelementptr inbounds nuw i64, ptr %108, i64 %1764
  %1766 = load i64, ptr %1765, align 8
  %1767 = sub i64 %1623, %1766
  %1768 = getelementptr inbounds nuw i64, ptr %109, i64 %1764
  %1769 = load i64, ptr %1768, align 8
  %1770 = add nsw i64 %1767, %1769
  %1771 = tail call i64 @llvm.smax.i64(i64 %1767, i64 %1529)
  %1772 = tail call i64 @llvm.smin.i64(i64 %1770, i64 %1533)
  %1773 = icmp slt i64 %1771, %1772
  br i1 %1773, label %1774, label %1784

1774:                                             ; preds = %1763
  %1775 = trunc i64 %1772 to i32
  %1776 = shl nsw i32 -1, %1775
  %1777 = xor i32 %1776, -1
  %1778 = trunc i64 %1771 to i32
  %1779 = shl nsw i32 -1, %1778
  %1780 = and i32 %1779, %1777
  %1781 = getelementptr inbounds nuw i32, ptr %34, i64 %1764
  %1782 = load i32, ptr %1781, align 4
  %1783 = or i32 %1782, %1780
  store i32 %1783, ptr %1781, align 4
  br label %1784

1784:                                             ; preds = %1774, %1763
  %1785 = add nuw nsw i64 %1764, 1
  %1786 = icmp eq i64 %1785, %12
  br i1 %1786, label %1760, label %1763

1787:                                             ; preds = %1524, %1831
  %1788 = phi i64 [ 0, %1524 ], [ %1832, %1831 ]
  br i1 %91, label %1789, label %1831

1789:                                             ; preds = %1787
  %1790 = getelementptr inbounds nuw i64, ptr %37, i64 %1788
  %1791 = load i64, ptr %1790, align 8
  %1792 = getelementptr inbounds nuw i64, ptr %104, i64 %1788
  %1793 = load i64, ptr %1792, align 8
  %1794 = mul nsw i64 %1793, %10
  %1795 = add i64 %1791, %1513
  %1796 = add i64 %1795, %1794
  %1797 = mul nuw nsw i64 %1788, %12
  %1798 = getelementptr inbounds nuw i32, ptr %33, i64 %1788
  %1799 = load i32, ptr %1798, align 4
  br i1 %294, label %1826, label %1800

1800:                                             ; preds = %1789
  %1801 = insertelement <8 x i64> poison, i64 %1796, i64 0
  %1802 = shufflevector <8 x i64> %1801, <8 x i64> poison, <8 x i32> zeroinitializer
  %1803 = insertelement <8 x i64> poison, i64 %1797, i64 0
  %1804 = shufflevector <8 x i64> %1803, <8 x i64> poison, <8 x i32> zeroinitializer
  %1805 = insertelement <8 x i32> poison, i32 %1799, i64 0
  %1806 = shufflevector <8 x i32> %1805, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %1807

1807:                                             ; preds = %1807, %1800
  %1808 = phi i64 [ 0, %1800 ], [ %1822, %1807 ]
  %1809 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %1800 ], [ %1823, %1807 ]
  %1810 = getelementptr inbounds nuw i64, ptr %107, i64 %1808
  %1811 = load <8 x i64>, ptr %1810, align 8
  %1812 = getelementptr inbounds nuw i64, ptr %108, i64 %1808
  %1813 = load <8 x i64>, ptr %1812, align 8
  %1814 = add <8 x i64> %1811, %1802
  %1815 = add nsw <8 x i64> %1814, %1813
  %1816 = add nuw nsw <8 x i64> %1809, %1804
  %1817 = getelementptr [3 x i64], ptr %1525, <8 x i64> %1816
  call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %1815, <8 x ptr> align 8 %1817, <8 x i1> splat (i1 true))
  %1818 = getelementptr inbounds nuw i32, ptr %34, i64 %1808
  %1819 = load <8 x i32>, ptr %1818, align 16
  %1820 = and <8 x i32> %1819, %1806
  %1821 = getelementptr [3 x i32], ptr %1526, <8 x i64> %1816
  call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %1820, <8 x ptr> align 4 %1821, <8 x i1> splat (i1 true))
  %1822 = add nuw i64 %1808, 8
  %1823 = add nuw nsw <8 x i64> %1809, splat (i64 8)
  %1824 = icmp eq i64 %1822, %295
  br i1 %1824, label %1825, label %1807

1825:                                             ; preds = %1807
  br i1 %296, label %1831, label %1826

1826:                                             ; preds = %1789, %1825
  %1827 = phi i64 [ 0, %1789 ], [ %295, %1825 ]
  br label %1834

1828:                                             ; preds = %1831, %1523
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  %1829 = add nuw nsw i64 %1510, 1
  %1830 = icmp eq i64 %1829, 3
  br i1 %1830, label %1850, label %1509

1831:                                             ; preds = %1834, %1825, %1787
  %1832 = add nuw nsw i64 %1788, 1
  %1833 = icmp eq i64 %1832, %11
  br i1 %1833, label %1828, label %1787

1834:                                             ; preds = %1826, %1834
  %1835 = phi i64 [ %1848, %1834 ], [ %1827, %1826 ]
  %1836 = getelementptr inbounds nuw i64, ptr %107, i64 %1835
  %1837 = load i64, ptr %1836, align 8
  %1838 = getelementptr inbounds nuw i64, ptr %108, i64 %1835
  %1839 = load i64, ptr %1838, align 8
  %1840 = add i64 %1837, %1796
  %1841 = add nsw i64 %1840, %1839
  %1842 = add nuw nsw i64 %1835, %1797
  %1843 = getelementptr [3 x i64], ptr %1525, i64 %1842
  store i64 %1841, ptr %1843, align 8
  %1844 = getelementptr inbounds nuw i32, ptr %34, i64 %1835
  %1845 = load i32, ptr %1844, align 4
  %1846 = and i32 %1845, %1799
  %1847 = getelementptr [3 x i32], ptr %1526, i64 %1842
  store i32 %1846, ptr %1847, align 4
  %1848 = add nuw nsw i64 %1835, 1
  %1849 = icmp eq i64 %1848, %12
  br i1 %1849, label %1831, label %1834

1850:                                             ; preds = %1828
  call void @llvm.lifetime.end.p0(ptr nonnull %40)
  br label %2033

1851:                                             ; preds = %1481
  call void @llvm.lifetime.start.p0(ptr nonnull %41)
  call void @llvm.lifetime.start.p0(ptr nonnull %42)
  %1852 = sdiv i64 %1487, %72
  %1853 = srem i64 %1487, %72
  %1854 = shl nsw i64 %1853, 4
  store i64 %1854, ptr %42, align 16
  %1855 = mul nsw i64 %1852, %10
  %1856 = add nsw i64 %1854, %1855
  store i64 %1856, ptr %38, align 16
  %1857 = icmp sgt i32 %1486, 0
  %1858 = sub nsw i64 %10, %1854
  %1859 = select i1 %1857, i64 %1858, i64 0
  store i64 %1859, ptr %39, align 16
  %1860 = sub nsw i64 %1852, %357
  store i64 %1860, ptr %41, align 16
  %1861 = add nsw i64 %1482, 1
  %1862 = tail call i64 @llvm.smin.i64(i64 %1861, i64 %1376)
  %1863 = sdiv i64 %1862, %72
  %1864 = srem i64 %1862, %72
  %1865 = shl nsw i64 %1864, 4
  store i64 %1865, ptr %131, align 8
  %1866 = mul nsw i64 %1863, %10
  %1867 = add nsw i64 %1865, %1866
  store i64 %1867, ptr %132, align 8
  %1868 = icmp sgt i32 %1486, 1
  %1869 = sub nsw i64 %10, %1865
  %1870 = select i1 %1868, i64 %1869, i64 0
  store i64 %1870, ptr %133, align 8
  %1871 = sub nsw i64 %1863, %357
  store i64 %1871, ptr %130, align 8
  %1872 = add nsw i64 %1482, 2
  %1873 = tail call i64 @llvm.smin.i64(i64 %1872, i64 %1376)
  %1874 = sdiv i64 %1873, %72
  %1875 = srem i64 %1873, %72
  %1876 = shl nsw i64 %1875, 4
  store i64 %1876, ptr %135, align 16
  %1877 = mul nsw i64 %1874, %10
  %1878 = add nsw i64 %1876, %1877
  store i64 %1878, ptr %136, align 16
  %1879 = icmp sgt i32 %1486, 2
  %1880 = sub nsw i64 %10, %1876
  %1881 = select i1 %1879, i64 %1880, i64 0
  store i64 %1881, ptr %137, align 16
  %1882 = sub nsw i64 %1874, %357
  store i64 %1882, ptr %134, align 16
  br i1 %90, label %1883, label %2032

1883:                                             ; preds = %1851
  %1884 = sext i32 %1486 to i64
  %1885 = icmp slt i32 %1486, 3
  %1886 = icmp sgt i32 %1486, 0
  %1887 = load i64, ptr %102, align 8
  %1888 = shl nsw i64 %1884, 3
  %1889 = sub i32 2, %1486
  %1890 = zext i32 %1889 to i64
  %1891 = shl nuw nsw i64 %1890, 3
  %1892 = add nuw nsw i64 %1891, 8
  %1893 = shl nsw i64 %1884, 2
  %1894 = shl nuw nsw i64 %1890, 2
  %1895 = add nuw nsw i64 %1894, 4
  %1896 = getelementptr i8, ptr %35, i64 %1888
  %1897 = getelementptr i8, ptr %36, i64 %1893
  %1898 = zext i32 %1486 to i64
  %1899 = icmp ult i32 %1486, 8
  %1900 = and i64 %1898, 4294967288
  %1901 = insertelement <8 x i64> poison, i64 %1887, i64 0
  %1902 = shufflevector <8 x i64> %1901, <8 x i64> poison, <8 x i32> zeroinitializer
  %1903 = icmp eq i64 %1900, %1898
  br label %1904

1904:                                             ; preds = %1883, %1917
  %1905 = phi i64 [ 0, %1883 ], [ %1918, %1917 ]
  br i1 %91, label %1906, label %1917

1906:                                             ; preds = %1904
  %1907 = mul i64 %119, %1905
  %1908 = mul i64 %120, %1905
  %1909 = mul nuw nsw i64 %1905, %12
  %1910 = getelementptr inbounds nuw i64, ptr %104, i64 %1905
  %1911 = getelementptr inbounds nuw i64, ptr %105, i64 %1905
  %1912 = getelementptr inbounds nuw i64, ptr %37, i64 %1905
  %1913 = getelementptr i8, ptr %1896, i64 %1907
  %1914 = getelementptr i8, ptr %1897, i64 %1908
  %1915 = insertelement <8 x ptr> poison, ptr %1911, i64 0
  %1916 = shufflevector <8 x ptr> %1915, <8 x ptr> poison, <8 x i32> zeroinitializer
  br label %1920

1917:                                             ; preds = %1990, %1904
  %1918 = add nuw nsw i64 %1905, 1
  %1919 = icmp eq i64 %1918, %11
  br i1 %1919, label %2032, label %1904

1920:                                             ; preds = %1906, %1990
  %1921 = phi i64 [ 0, %1906 ], [ %1991, %1990 ]
  %1922 = add nuw nsw i64 %1921, %1909
  br i1 %1885, label %1923, label %1928

1923:                                             ; preds = %1920
  %1924 = mul i64 %1921, 24
  %1925 = getelementptr i8, ptr %1913, i64 %1924
  %1926 = mul i64 %1921, 12
  %1927 = getelementptr i8, ptr %1914, i64 %1926
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %1925, i8 0, i64 %1892, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %1927, i8 0, i64 %1895, i1 false)
  br i1 %1886, label %1928, label %1990

1928:                                             ; preds = %1920, %1923
  %1929 = load i64, ptr %1910, align 8
  %1930 = getelementptr inbounds nuw i64, ptr %108, i64 %1921
  %1931 = load i64, ptr %1930, align 8
  %1932 = getelementptr inbounds nuw i64, ptr %109, i64 %1921
  %1933 = load i64, ptr %1932, align 8
  %1934 = load i64, ptr %1912, align 8
  %1935 = getelementptr inbounds nuw i64, ptr %107, i64 %1921
  %1936 = load i64, ptr %1935, align 8
  %1937 = add i64 %1934, %1936
  %1938 = getelementptr inbounds nuw [3 x i64], ptr %35, i64 %1922
  %1939 = getelementptr inbounds nuw [3 x i32], ptr %36, i64 %1922
  br i1 %1899, label %1988, label %1940

1940:                                             ; preds = %1928
  %1941 = insertelement <8 x i64> poison, i64 %1929, i64 0
  %1942 = shufflevector <8 x i64> %1941, <8 x i64> poison, <8 x i32> zeroinitializer
  %1943 = insertelement <8 x i64> poison, i64 %1931, i64 0
  %1944 = shufflevector <8 x i64> %1943, <8 x i64> poison, <8 x i32> zeroinitializer
  %1945 = insertelement <8 x i64> poison, i64 %1933, i64 0
  %1946 = shufflevector <8 x i64> %1945, <8 x i64> poison, <8 x i32> zeroinitializer
  %1947 = insertelement <8 x i64> poison, i64 %1937, i64 0
  %1948 = shufflevector <8 x i64> %1947, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %1949

1949:                                             ; preds = %1949, %1940
  %1950 = phi i64 [ 0, %1940 ], [ %1985, %1949 ]
  %1951 = getelementptr inbounds nuw i64, ptr %41, i64 %1950
  %1952 = load <8 x i64>, ptr %1951, align 16
  %1953 = add nsw <8 x i64> %1942, %1952
  %1954 = getelementptr inbounds nuw i64, ptr %42, i64 %1950
  %1955 = load <8 x i64>, ptr %1954, align 16
  %1956 = add nsw <8 x i64> %1944, %1955
  %1957 = icmp sgt <8 x i64> %1953, splat (i64 -1)
  %1958 = call <8 x i64> @llvm.masked.gather.v8i64.v8p0(<8 x ptr> align 8 %1916, <8 x i1> %1957, <8 x i64> poison)
  %1959 = icmp slt <8 x i64> %1953, %1958
  %1960 = freeze <8 x i1> %1959
  %1961 = and <8 x i1> %1957, %1960
  %1962 = icmp slt <8 x i64> %1956, zeroinitializer
  %1963 = sub nsw <8 x i64> zeroinitializer, %1956
  %1964 = select <8 x i1> %1962, <8 x i64> %1963, <8 x i64> zeroinitializer
  %1965 = sub nsw <8 x i64> %1946, %1956
  %1966 = sub nsw <8 x i64> %298, %1955
  %1967 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %1965, <8 x i64> %1966)
  %1968 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %1967, <8 x i64> splat (i64 16))
  %1969 = icmp sgt <8 x i64> %1968, %1964
  %1970 = and <8 x i1> %1957, %1960
  %1971 = select <8 x i1> %1970, <8 x i1> %1969, <8 x i1> zeroinitializer
  %1972 = select <8 x i1> %1961, <8 x i64> %1953, <8 x i64> zeroinitializer
  %1973 = mul nsw <8 x i64> %1902, %1972
  %1974 = add <8 x i64> %1956, %1948
  %1975 = add <8 x i64> %1974, %1973
  %1976 = getelementptr inbounds nuw i64, ptr %1938, i64 %1950
  store <8 x i64> %1975, ptr %1976, align 8
  %1977 = trunc <8 x i64> %1968 to <8 x i32>
  %1978 = shl nsw <8 x i32> splat (i32 -1), %1977
  %1979 = xor <8 x i32> %1978, splat (i32 -1)
  %1980 = trunc <8 x i64> %1964 to <8 x i32>
  %1981 = shl nsw <8 x i32> splat (i32 -1), %1980
  %1982 = and <8 x i32> %1981, %1979
  %1983 = select <8 x i1> %1971, <8 x i32> %1982, <8 x i32> zeroinitializer
  %1984 = getelementptr inbounds nuw i32, ptr %1939, i64 %1950
  store <8 x i32> %1983, ptr %1984, align 4
  %1985 = add nuw i64 %1950, 8
  %1986 = icmp eq i64 %1985, %1900
  br i1 %1986, label %1987, label %1949

1987:                                             ; preds = %1949
  br i1 %1903, label %1990, label %1988

1988:                                             ; preds = %1928, %1987
  %1989 = phi i64 [ 0, %1928 ], [ %1900, %1987 ]
  br label %1993

1990:                                             ; preds = %2006, %1987, %1923
  %1991 = add nuw nsw i64 %1921, 1
  %1992 = icmp eq i64 %1991, %12
  br i1 %1992, label %1917, label %1920

1993:                                             ; preds = %1988, %2006
  %1994 = phi i64 [ %2030, %2006 ], [ %1989, %1988 ]
  %1995 = getelementptr inbounds nuw i64, ptr %41, i64 %1994
  %1996 = load i64, ptr %1995, align 8
  %1997 = add nsw i64 %1929, %1996
  %1998 = getelementptr inbounds nuw i64, ptr %42, i64 %1994
  %1999 = load i64, ptr %1998, align 8
  %2000 = add nsw i64 %1931, %1999
  %2001 = icmp sgt i64 %1997, -1
  br i1 %2001, label %2002, label %2006

2002:                                             ; preds = %1993
  %2003 = load i64, ptr %1911, align 8
  %2004 = icmp slt i64 %1997, %2003
  %2005 = freeze i1 %2004
  br label %2006

2006:                                             ; preds = %2002, %1993
  %2007 = phi i1 [ false, %1993 ], [ %2005, %2002 ]
  %2008 = icmp slt i64 %2000, 0
  %2009 = sub nsw i64 0, %2000
  %2010 = select i1 %2008, i64 %2009, i64 0
  %2011 = sub nsw i64 %1933, %2000
  %2012 = sub nsw i64 %10, %1999
  %2013 = tail call i64 @llvm.smin.i64(i64 %2011, i64 %2012)
  %2014 = tail call i64 @llvm.smin.i64(i64 %2013, i64 16)
  %2015 = icmp sgt i64 %2014, %2010
  %2016 = select i1 %2007, i1 %2015, i1 false
  %2017 = select i1 %2007, i64 %1997, i64 0
  %2018 = mul nsw i64 %1887, %2017
  %2019 = add i64 %2000, %1937
  %2020 = add i64 %2019, %2018
  %2021 = getelementptr inbounds nuw i64, ptr %1938, i64 %1994
  store i64 %2020, ptr %2021, align 8
  %2022 = trunc i64 %2014 to i32
  %2023 = shl nsw i32 -1, %2022
  %2024 = xor i32 %2023, -1
  %2025 = trunc i64 %2010 to i32
  %2026 = shl nsw i32 -1, %2025
  %2027 = and i32 %2026, %2024
  %2028 = select i1 %2016, i32 %2027, i32 0
  %2029 = getelementptr inbounds nuw i32, ptr %1939, i64 %1994
  store i32 %2028, ptr %2029, align 4
  %2030 = add nuw nsw i64 %1994, 1
  %2031 = icmp eq i64 %2030, %1898
  br i1 %2031, label %1990, label %1993

2032:                                             ; preds = %1917, %1851
  call void @llvm.lifetime.end.p0(ptr nonnull %42)
  call void @llvm.lifetime.end.p0(ptr nonnull %41)
  br label %2033

2033:                                             ; preds = %2032, %1850
  %2034 = phi i64 [ %1878, %2032 ], [ %1504, %1850 ]
  %2035 = phi i64 [ %1867, %2032 ], [ %1497, %1850 ]
  %2036 = phi i64 [ %1856, %2032 ], [ %1490, %1850 ]
  %2037 = phi i64 [ %1881, %2032 ], [ %1507, %1850 ]
  %2038 = phi i64 [ %1870, %2032 ], [ %1500, %1850 ]
  %2039 = phi i64 [ %1859, %2032 ], [ %1493, %1850 ]
  br i1 %1378, label %2040, label %2068

2040:                                             ; preds = %2033
  %2041 = icmp eq i32 %1486, 3
  %2042 = icmp sgt i32 %1486, 0
  %2043 = zext nneg i32 %1486 to i64
  %2044 = icmp sgt i64 %2039, 15
  %2045 = trunc i64 %2039 to i32
  %2046 = shl nsw i32 -1, %2045
  %2047 = trunc i32 %2046 to i16
  %2048 = xor i16 %2047, -1
  %2049 = select i1 %2044, i16 -1, i16 %2048
  %2050 = icmp sgt i64 %2038, 15
  %2051 = trunc i64 %2038 to i32
  %2052 = shl nsw i32 -1, %2051
  %2053 = trunc i32 %2052 to i16
  %2054 = xor i16 %2053, -1
  %2055 = select i1 %2050, i16 -1, i16 %2054
  %2056 = icmp sgt i64 %2037, 15
  %2057 = trunc i64 %2037 to i32
  %2058 = shl nsw i32 -1, %2057
  %2059 = trunc i32 %2058 to i16
  %2060 = xor i16 %2059, -1
  %2061 = select i1 %2056, i16 -1, i16 %2060
  %2062 = bitcast i16 %2049 to <16 x i1>
  %2063 = bitcast i16 %2055 to <16 x i1>
  %2064 = bitcast i16 %2061 to <16 x i1>
  %2065 = bitcast i16 %2049 to <16 x i1>
  %2066 = bitcast i16 %2055 to <16 x i1>
  %2067 = bitcast i16 %2061 to <16 x i1>
  br label %2071

2068:                                             ; preds = %4251, %2033
  call void @llvm.lifetime.end.p0(ptr nonnull %39)
  call void @llvm.lifetime.end.p0(ptr nonnull %38)
  %2069 = add nsw i64 %1482, 3
  %2070 = icmp slt i64 %2069, %339
  br i1 %2070, label %1481, label %322

2071:                                             ; preds = %2040, %4251
  %2072 = phi i64 [ %1372, %2040 ], [ %4252, %4251 ]
  %2073 = sub nsw i64 %1377, %2072
  %2074 = icmp sgt i64 %2073, 7
  %2075 = select i1 %2074, i64 %2072, i64 %111
  %2076 = sub nsw i64 %2072, %2075
  br i1 %2041, label %2135, label %2077

2077:                                             ; preds = %2071
  br i1 %2042, label %2078, label %4251

2078:                                             ; preds = %2077
  %2079 = mul i64 %114, %2075
  %2080 = getelementptr inbounds float, ptr %45, i64 %2075
  %2081 = getelementptr inbounds float, ptr %44, i64 %2079
  %2082 = getelementptr inbounds nuw i8, ptr %2080, i64 4
  %2083 = getelementptr inbounds nuw i8, ptr %2080, i64 8
  %2084 = getelementptr inbounds nuw i8, ptr %2080, i64 12
  %2085 = getelementptr inbounds nuw i8, ptr %2080, i64 16
  %2086 = getelementptr inbounds nuw i8, ptr %2080, i64 20
  %2087 = getelementptr inbounds nuw i8, ptr %2080, i64 24
  %2088 = getelementptr inbounds nuw i8, ptr %2080, i64 28
  %2089 = mul nsw i64 %2075, %58
  %2090 = getelementptr inbounds float, ptr %1365, i64 %2089
  %2091 = add nsw i64 %2075, 1
  %2092 = mul nsw i64 %2091, %58
  %2093 = getelementptr inbounds float, ptr %1365, i64 %2092
  %2094 = add nsw i64 %2075, 2
  %2095 = mul nsw i64 %2094, %58
  %2096 = getelementptr inbounds float, ptr %1365, i64 %2095
  %2097 = add nsw i64 %2075, 3
  %2098 = mul nsw i64 %2097, %58
  %2099 = getelementptr inbounds float, ptr %1365, i64 %2098
  %2100 = add nsw i64 %2075, 4
  %2101 = mul nsw i64 %2100, %58
  %2102 = getelementptr inbounds float, ptr %1365, i64 %2101
  %2103 = add nsw i64 %2075, 5
  %2104 = mul nsw i64 %2103, %58
  %2105 = getelementptr inbounds float, ptr %1365, i64 %2104
  %2106 = add nsw i64 %2075, 6
  %2107 = mul nsw i64 %2106, %58
  %2108 = getelementptr inbounds float, ptr %1365, i64 %2107
  %2109 = add nsw i64 %2075, 7
  %2110 = mul nsw i64 %2109, %58
  %2111 = getelementptr inbounds float, ptr %1365, i64 %2110
  %2112 = mul nsw i64 %2075, %58
  %2113 = icmp sgt i64 %2076, 0
  %2114 = add nsw i64 %2075, 1
  %2115 = mul nsw i64 %2114, %58
  %2116 = icmp sgt i64 %2076, 1
  %2117 = add nsw i64 %2075, 2
  %2118 = mul nsw i64 %2117, %58
  %2119 = icmp sgt i64 %2076, 2
  %2120 = add nsw i64 %2075, 3
  %2121 = mul nsw i64 %2120, %58
  %2122 = icmp sgt i64 %2076, 3
  %2123 = add nsw i64 %2075, 4
  %2124 = mul nsw i64 %2123, %58
  %2125 = icmp sgt i64 %2076, 4
  %2126 = add nsw i64 %2075, 5
  %2127 = mul nsw i64 %2126, %58
  %2128 = icmp sgt i64 %2076, 5
  %2129 = add nsw i64 %2075, 6
  %2130 = mul nsw i64 %2129, %58
  %2131 = icmp sgt i64 %2076, 6
  %2132 = add nsw i64 %2075, 7
  %2133 = mul nsw i64 %2132, %58
  %2134 = icmp sgt i64 %2076, 7
  br label %3477

2135:                                             ; preds = %2071
  %2136 = getelementptr inbounds float, ptr %45, i64 %2075
  br i1 %113, label %2145, label %2137

2137:                                             ; preds = %2135
  %2138 = load float, ptr %2136, align 4
  %2139 = insertelement <16 x float> poison, float %2138, i64 0
  %2140 = shufflevector <16 x float> %2139, <16 x float> poison, <16 x i32> zeroinitializer
  %2141 = insertelement <16 x float> poison, float %2138, i64 0
  %2142 = shufflevector <16 x float> %2141, <16 x float> poison, <16 x i32> zeroinitializer
  %2143 = insertelement <16 x float> poison, float %2138, i64 0
  %2144 = shufflevector <16 x float> %2143, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2154

2145:                                             ; preds = %2135
  %2146 = mul nsw i64 %2075, %58
  %2147 = getelementptr inbounds float, ptr %1365, i64 %2146
  %2148 = getelementptr inbounds float, ptr %2147, i64 %2036
  %2149 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2148, <16 x i1> %2062, <16 x float> zeroinitializer)
  %2150 = getelementptr inbounds float, ptr %2147, i64 %2035
  %2151 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2150, <16 x i1> %2063, <16 x float> zeroinitializer)
  %2152 = getelementptr inbounds float, ptr %2147, i64 %2034
  %2153 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2152, <16 x i1> %2064, <16 x float> zeroinitializer)
  br label %2154

2154:                                             ; preds = %2145, %2137
  %2155 = phi <16 x float> [ %2151, %2145 ], [ %2142, %2137 ]
  %2156 = phi <16 x float> [ %2149, %2145 ], [ %2140, %2137 ]
  %2157 = phi <16 x float> [ %2153, %2145 ], [ %2144, %2137 ]
  br i1 %113, label %2167, label %2158

2158:                                             ; preds = %2154
  %2159 = getelementptr inbounds nuw i8, ptr %2136, i64 4
  %2160 = load float, ptr %2159, align 4
  %2161 = insertelement <16 x float> poison, float %2160, i64 0
  %2162 = shufflevector <16 x float> %2161, <16 x float> poison, <16 x i32> zeroinitializer
  %2163 = insertelement <16 x float> poison, float %2160, i64 0
  %2164 = shufflevector <16 x float> %2163, <16 x float> poison, <16 x i32> zeroinitializer
  %2165 = insertelement <16 x float> poison, float %2160, i64 0
  %2166 = shufflevector <16 x float> %2165, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2177

2167:                                             ; preds = %2154
  %2168 = add nsw i64 %2075, 1
  %2169 = mul nsw i64 %2168, %58
  %2170 = getelementptr inbounds float, ptr %1365, i64 %2169
  %2171 = getelementptr inbounds float, ptr %2170, i64 %2036
  %2172 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2171, <16 x i1> %2062, <16 x float> zeroinitializer)
  %2173 = getelementptr inbounds float, ptr %2170, i64 %2035
  %2174 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2173, <16 x i1> %2063, <16 x float> zeroinitializer)
  %2175 = getelementptr inbounds float, ptr %2170, i64 %2034
  %2176 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2175, <16 x i1> %2064, <16 x float> zeroinitializer)
  br label %2177

2177:                                             ; preds = %2167, %2158
  %2178 = phi <16 x float> [ %2174, %2167 ], [ %2164, %2158 ]
  %2179 = phi <16 x float> [ %2172, %2167 ], [ %2162, %2158 ]
  %2180 = phi <16 x float> [ %2176, %2167 ], [ %2166, %2158 ]
  br i1 %113, label %2190, label %2181

2181:                                             ; preds = %2177
  %2182 = getelementptr inbounds nuw i8, ptr %2136, i64 8
  %2183 = load float, ptr %2182, align 4
  %2184 = insertelement <16 x float> poison, float %2183, i64 0
  %2185 = shufflevector <16 x float> %2184, <16 x float> poison, <16 x i32> zeroinitializer
  %2186 = insertelement <16 x float> poison, float %2183, i64 0
  %2187 = shufflevector <16 x float> %2186, <16 x float> poison, <16 x i32> zeroinitializer
  %2188 = insertelement <16 x float> poison, float %2183, i64 0
  %2189 = shufflevector <16 x float> %2188, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2200

2190:                                             ; preds = %2177
  %2191 = add nsw i64 %2075, 2
  %2192 = mul nsw i64 %2191, %58
  %2193 = getelementptr inbounds float, ptr %1365, i64 %2192
  %2194 = getelementptr inbounds float, ptr %2193, i64 %2036
  %2195 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2194, <16 x i1> %2062, <16 x float> zeroinitializer)
  %2196 = getelementptr inbounds float, ptr %2193, i64 %2035
  %2197 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2196, <16 x i1> %2063, <16 x float> zeroinitializer)
  %2198 = getelementptr inbounds float, ptr %2193, i64 %2034
  %2199 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2198, <16 x i1> %2064, <16 x float> zeroinitializer)
  br label %2200

2200:                                             ; preds = %2190, %2181
  %2201 = phi <16 x float> [ %2197, %2190 ], [ %2187, %2181 ]
  %2202 = phi <16 x float> [ %2195, %2190 ], [ %2185, %2181 ]
  %2203 = phi <16 x float> [ %2199, %2190 ], [ %2189, %2181 ]
  br i1 %113, label %2213, label %2204

2204:                                             ; preds = %2200
  %2205 = getelementptr inbounds nuw i8, ptr %2136, i64 12
  %2206 = load float, ptr %2205, align 4
  %2207 = insertelement <16 x float> poison, float %2206, i64 0
  %2208 = shufflevector <16 x float> %2207, <16 x float> poison, <16 x i32> zeroinitializer
  %2209 = insertelement <16 x float> poison, float %2206, i64 0
  %2210 = shufflevector <16 x float> %2209, <16 x float> poison, <16 x i32> zeroinitializer
  %2211 = insertelement <16 x float> poison, float %2206, i64 0
  %2212 = shufflevector <16 x float> %2211, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2223

2213:                                             ; preds = %2200
  %2214 = add nsw i64 %2075, 3
  %2215 = mul nsw i64 %2214, %58
  %2216 = getelementptr inbounds float, ptr %1365, i64 %2215
  %2217 = getelementptr inbounds float, ptr %2216, i64 %2036
  %2218 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2217, <16 x i1> %2062, <16 x float> zeroinitializer)
  %2219 = getelementptr inbounds float, ptr %2216, i64 %2035
  %2220 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2219, <16 x i1> %2063, <16 x float> zeroinitializer)
  %2221 = getelementptr inbounds float, ptr %2216, i64 %2034
  %2222 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2221, <16 x i1> %2064, <16 x float> zeroinitializer)
  br label %2223

2223:                                             ; preds = %2213, %2204
  %2224 = phi <16 x float> [ %2220, %2213 ], [ %2210, %2204 ]
  %2225 = phi <16 x float> [ %2218, %2213 ], [ %2208, %2204 ]
  %2226 = phi <16 x float> [ %2222, %2213 ], [ %2212, %2204 ]
  br i1 %113, label %2236, label %2227

2227:                                             ; preds = %2223
  %2228 = getelementptr inbounds nuw i8, ptr %2136, i64 16
  %2229 = load float, ptr %2228, align 4
  %2230 = insertelement <16 x float> poison, float %2229, i64 0
  %2231 = shufflevector <16 x float> %2230, <16 x float> poison, <16 x i32> zeroinitializer
  %2232 = insertelement <16 x float> poison, float %2229, i64 0
  %2233 = shufflevector <16 x float> %2232, <16 x float> poison, <16 x i32> zeroinitializer
  %2234 = insertelement <16 x float> poison, float %2229, i64 0
  %2235 = shufflevector <16 x float> %2234, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2246

2236:                                             ; preds = %2223
  %2237 = add nsw i64 %2075, 4
  %2238 = mul nsw i64 %2237, %58
  %2239 = getelementptr inbounds float, ptr %1365, i64 %2238
  %2240 = getelementptr inbounds float, ptr %2239, i64 %2036
  %2241 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2240, <16 x i1> %2062, <16 x float> zeroinitializer)
  %2242 = getelementptr inbounds float, ptr %2239, i64 %2035
  %2243 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2242, <16 x i1> %2063, <16 x float> zeroinitializer)
  %2244 = getelementptr inbounds float, ptr %2239, i64 %2034
  %2245 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2244, <16 x i1> %2064, <16 x float> zeroinitializer)
  br label %2246

2246:                                             ; preds = %2236, %2227
  %2247 = phi <16 x float> [ %2243, %2236 ], [ %2233, %2227 ]
  %2248 = phi <16 x float> [ %2241, %2236 ], [ %2231, %2227 ]
  %2249 = phi <16 x float> [ %2245, %2236 ], [ %2235, %2227 ]
  br i1 %113, label %2259, label %2250

2250:                                             ; preds = %2246
  %2251 = getelementptr inbounds nuw i8, ptr %2136, i64 20
  %2252 = load float, ptr %2251, align 4
  %2253 = insertelement <16 x float> poison, float %2252, i64 0
  %2254 = shufflevector <16 x float> %2253, <16 x float> poison, <16 x i32> zeroinitializer
  %2255 = insertelement <16 x float> poison, float %2252, i64 0
  %2256 = shufflevector <16 x float> %2255, <16 x float> poison, <16 x i32> zeroinitializer
  %2257 = insertelement <16 x float> poison, float %2252, i64 0
  %2258 = shufflevector <16 x float> %2257, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2269

2259:                                             ; preds = %2246
  %2260 = add nsw i64 %2075, 5
  %2261 = mul nsw i64 %2260, %58
  %2262 = getelementptr inbounds float, ptr %1365, i64 %2261
  %2263 = getelementptr inbounds float, ptr %2262, i64 %2036
  %2264 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2263, <16 x i1> %2062, <16 x float> zeroinitializer)
  %2265 = getelementptr inbounds float, ptr %2262, i64 %2035
  %2266 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2265, <16 x i1> %2063, <16 x float> zeroinitializer)
  %2267 = getelementptr inbounds float, ptr %2262, i64 %2034
  %2268 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2267, <16 x i1> %2064, <16 x float> zeroinitializer)
  br label %2269

2269:                                             ; preds = %2259, %2250
  %2270 = phi <16 x float> [ %2266, %2259 ], [ %2256, %2250 ]
  %2271 = phi <16 x float> [ %2264, %2259 ], [ %2254, %2250 ]
  %2272 = phi <16 x float> [ %2268, %2259 ], [ %2258, %2250 ]
  br i1 %113, label %2282, label %2273

2273:                                             ; preds = %2269
  %2274 = getelementptr inbounds nuw i8, ptr %2136, i64 24
  %2275 = load float, ptr %2274, align 4
  %2276 = insertelement <16 x float> poison, float %2275, i64 0
  %2277 = shufflevector <16 x float> %2276, <16 x float> poison, <16 x i32> zeroinitializer
  %2278 = insertelement <16 x float> poison, float %2275, i64 0
  %2279 = shufflevector <16 x float> %2278, <16 x float> poison, <16 x i32> zeroinitializer
  %2280 = insertelement <16 x float> poison, float %2275, i64 0
  %2281 = shufflevector <16 x float> %2280, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2292

2282:                                             ; preds = %2269
  %2283 = add nsw i64 %2075, 6
  %2284 = mul nsw i64 %2283, %58
  %2285 = getelementptr inbounds float, ptr %1365, i64 %2284
  %2286 = getelementptr inbounds float, ptr %2285, i64 %2036
  %2287 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2286, <16 x i1> %2062, <16 x float> zeroinitializer)
  %2288 = getelementptr inbounds float, ptr %2285, i64 %2035
  %2289 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2288, <16 x i1> %2063, <16 x float> zeroinitializer)
  %2290 = getelementptr inbounds float, ptr %2285, i64 %2034
  %2291 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2290, <16 x i1> %2064, <16 x float> zeroinitializer)
  br label %2292

2292:                                             ; preds = %2282, %2273
  %2293 = phi <16 x float> [ %2289, %2282 ], [ %2279, %2273 ]
  %2294 = phi <16 x float> [ %2287, %2282 ], [ %2277, %2273 ]
  %2295 = phi <16 x float> [ %2291, %2282 ], [ %2281, %2273 ]
  br i1 %113, label %2305, label %2296

2296:                                             ; preds = %2292
  %2297 = getelementptr inbounds nuw i8, ptr %2136, i64 28
  %2298 = load float, ptr %2297, align 4
  %2299 = insertelement <16 x float> poison, float %2298, i64 0
  %2300 = shufflevector <16 x float> %2299, <16 x float> poison, <16 x i32> zeroinitializer
  %2301 = insertelement <16 x float> poison, float %2298, i64 0
  %2302 = shufflevector <16 x float> %2301, <16 x float> poison, <16 x i32> zeroinitializer
  %2303 = insertelement <16 x float> poison, float %2298, i64 0
  %2304 = shufflevector <16 x float> %2303, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2315

2305:                                             ; preds = %2292
  %2306 = add nsw i64 %2075, 7
  %2307 = mul nsw i64 %2306, %58
  %2308 = getelementptr inbounds float, ptr %1365, i64 %2307
  %2309 = getelementptr inbounds float, ptr %2308, i64 %2036
  %2310 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2309, <16 x i1> %2062, <16 x float> zeroinitializer)
  %2311 = getelementptr inbounds float, ptr %2308, i64 %2035
  %2312 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2311, <16 x i1> %2063, <16 x float> zeroinitializer)
  %2313 = getelementptr inbounds float, ptr %2308, i64 %2034
  %2314 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2313, <16 x i1> %2064, <16 x float> zeroinitializer)
  br label %2315

2315:                                             ; preds = %2305, %2296
  %2316 = phi <16 x float> [ %2312, %2305 ], [ %2302, %2296 ]
  %2317 = phi <16 x float> [ %2310, %2305 ], [ %2300, %2296 ]
  %2318 = phi <16 x float> [ %2314, %2305 ], [ %2304, %2296 ]
  %2319 = mul i64 %114, %2075
  %2320 = getelementptr inbounds float, ptr %44, i64 %2319
  br i1 %94, label %2373, label %2348

2321:                                             ; preds = %3248, %2373
  %2322 = phi <16 x float> [ %2374, %2373 ], [ %3249, %3248 ]
  %2323 = phi <16 x float> [ %2375, %2373 ], [ %3250, %3248 ]
  %2324 = phi <16 x float> [ %2376, %2373 ], [ %3251, %3248 ]
  %2325 = phi <16 x float> [ %2377, %2373 ], [ %3252, %3248 ]
  %2326 = phi <16 x float> [ %2378, %2373 ], [ %3253, %3248 ]
  %2327 = phi <16 x float> [ %2379, %2373 ], [ %3254, %3248 ]
  %2328 = phi <16 x float> [ %2380, %2373 ], [ %3255, %3248 ]
  %2329 = phi <16 x float> [ %2381, %2373 ], [ %3256, %3248 ]
  %2330 = phi <16 x float> [ %2382, %2373 ], [ %3257, %3248 ]
  %2331 = phi <16 x float> [ %2383, %2373 ], [ %3258, %3248 ]
  %2332 = phi <16 x float> [ %2384, %2373 ], [ %3259, %3248 ]
  %2333 = phi <16 x float> [ %2385, %2373 ], [ %3260, %3248 ]
  %2334 = phi <16 x float> [ %2386, %2373 ], [ %3261, %3248 ]
  %2335 = phi <16 x float> [ %2387, %2373 ], [ %3262, %3248 ]
  %2336 = phi <16 x float> [ %2388, %2373 ], [ %3263, %3248 ]
  %2337 = phi <16 x float> [ %2389, %2373 ], [ %3264, %3248 ]
  %2338 = phi <16 x float> [ %2390, %2373 ], [ %3265, %3248 ]
  %2339 = phi <16 x float> [ %2391, %2373 ], [ %3266, %3248 ]
  %2340 = phi <16 x float> [ %2392, %2373 ], [ %3267, %3248 ]
  %2341 = phi <16 x float> [ %2393, %2373 ], [ %3268, %3248 ]
  %2342 = phi <16 x float> [ %2394, %2373 ], [ %3269, %3248 ]
  %2343 = phi <16 x float> [ %2395, %2373 ], [ %3270, %3248 ]
  %2344 = phi <16 x float> [ %2396, %2373 ], [ %3271, %3248 ]
  %2345 = phi <16 x float> [ %2397, %2373 ], [ %3272, %3248 ]
  %2346 = icmp slt i64 %2402, %5
  %2347 = add i64 %2398, -16
  br i1 %2346, label %2373, label %2348

2348:                                             ; preds = %2321, %2315
  %2349 = phi <16 x float> [ %2318, %2315 ], [ %2322, %2321 ]
  %2350 = phi <16 x float> [ %2316, %2315 ], [ %2323, %2321 ]
  %2351 = phi <16 x float> [ %2317, %2315 ], [ %2324, %2321 ]
  %2352 = phi <16 x float> [ %2295, %2315 ], [ %2325, %2321 ]
  %2353 = phi <16 x float> [ %2293, %2315 ], [ %2326, %2321 ]
  %2354 = phi <16 x float> [ %2294, %2315 ], [ %2327, %2321 ]
  %2355 = phi <16 x float> [ %2272, %2315 ], [ %2328, %2321 ]
  %2356 = phi <16 x float> [ %2270, %2315 ], [ %2329, %2321 ]
  %2357 = phi <16 x float> [ %2271, %2315 ], [ %2330, %2321 ]
  %2358 = phi <16 x float> [ %2249, %2315 ], [ %2331, %2321 ]
  %2359 = phi <16 x float> [ %2247, %2315 ], [ %2332, %2321 ]
  %2360 = phi <16 x float> [ %2248, %2315 ], [ %2333, %2321 ]
  %2361 = phi <16 x float> [ %2226, %2315 ], [ %2334, %2321 ]
  %2362 = phi <16 x float> [ %2224, %2315 ], [ %2335, %2321 ]
  %2363 = phi <16 x float> [ %2225, %2315 ], [ %2336, %2321 ]
  %2364 = phi <16 x float> [ %2203, %2315 ], [ %2337, %2321 ]
  %2365 = phi <16 x float> [ %2201, %2315 ], [ %2338, %2321 ]
  %2366 = phi <16 x float> [ %2202, %2315 ], [ %2339, %2321 ]
  %2367 = phi <16 x float> [ %2180, %2315 ], [ %2340, %2321 ]
  %2368 = phi <16 x float> [ %2178, %2315 ], [ %2341, %2321 ]
  %2369 = phi <16 x float> [ %2179, %2315 ], [ %2342, %2321 ]
  %2370 = phi <16 x float> [ %2157, %2315 ], [ %2343, %2321 ]
  %2371 = phi <16 x float> [ %2155, %2315 ], [ %2344, %2321 ]
  %2372 = phi <16 x float> [ %2156, %2315 ], [ %2345, %2321 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  store <16 x float> %2372, ptr %32, align 64
  store <16 x float> %2371, ptr %299, align 64
  store <16 x float> %2370, ptr %300, align 64
  store <16 x float> %2369, ptr %301, align 64
  store <16 x float> %2368, ptr %302, align 64
  store <16 x float> %2367, ptr %303, align 64
  store <16 x float> %2366, ptr %304, align 64
  store <16 x float> %2365, ptr %305, align 64
  store <16 x float> %2364, ptr %306, align 64
  store <16 x float> %2363, ptr %307, align 64
  store <16 x float> %2362, ptr %308, align 64
  store <16 x float> %2361, ptr %309, align 64
  store <16 x float> %2360, ptr %310, align 64
  store <16 x float> %2359, ptr %311, align 64
  store <16 x float> %2358, ptr %312, align 64
  store <16 x float> %2357, ptr %313, align 64
  store <16 x float> %2356, ptr %314, align 64
  store <16 x float> %2355, ptr %315, align 64
  store <16 x float> %2354, ptr %316, align 64
  store <16 x float> %2353, ptr %317, align 64
  store <16 x float> %2352, ptr %318, align 64
  store <16 x float> %2351, ptr %319, align 64
  store <16 x float> %2350, ptr %320, align 64
  store <16 x float> %2349, ptr %321, align 64
  br label %3275

2373:                                             ; preds = %2315, %2321
  %2374 = phi <16 x float> [ %2322, %2321 ], [ %2318, %2315 ]
  %2375 = phi <16 x float> [ %2323, %2321 ], [ %2316, %2315 ]
  %2376 = phi <16 x float> [ %2324, %2321 ], [ %2317, %2315 ]
  %2377 = phi <16 x float> [ %2325, %2321 ], [ %2295, %2315 ]
  %2378 = phi <16 x float> [ %2326, %2321 ], [ %2293, %2315 ]
  %2379 = phi <16 x float> [ %2327, %2321 ], [ %2294, %2315 ]
  %2380 = phi <16 x float> [ %2328, %2321 ], [ %2272, %2315 ]
  %2381 = phi <16 x float> [ %2329, %2321 ], [ %2270, %2315 ]
  %2382 = phi <16 x float> [ %2330, %2321 ], [ %2271, %2315 ]
  %2383 = phi <16 x float> [ %2331, %2321 ], [ %2249, %2315 ]
  %2384 = phi <16 x float> [ %2332, %2321 ], [ %2247, %2315 ]
  %2385 = phi <16 x float> [ %2333, %2321 ], [ %2248, %2315 ]
  %2386 = phi <16 x float> [ %2334, %2321 ], [ %2226, %2315 ]
  %2387 = phi <16 x float> [ %2335, %2321 ], [ %2224, %2315 ]
  %2388 = phi <16 x float> [ %2336, %2321 ], [ %2225, %2315 ]
  %2389 = phi <16 x float> [ %2337, %2321 ], [ %2203, %2315 ]
  %2390 = phi <16 x float> [ %2338, %2321 ], [ %2201, %2315 ]
  %2391 = phi <16 x float> [ %2339, %2321 ], [ %2202, %2315 ]
  %2392 = phi <16 x float> [ %2340, %2321 ], [ %2180, %2315 ]
  %2393 = phi <16 x float> [ %2341, %2321 ], [ %2178, %2315 ]
  %2394 = phi <16 x float> [ %2342, %2321 ], [ %2179, %2315 ]
  %2395 = phi <16 x float> [ %2343, %2321 ], [ %2157, %2315 ]
  %2396 = phi <16 x float> [ %2344, %2321 ], [ %2155, %2315 ]
  %2397 = phi <16 x float> [ %2345, %2321 ], [ %2156, %2315 ]
  %2398 = phi i64 [ %2347, %2321 ], [ %5, %2315 ]
  %2399 = phi i64 [ %2402, %2321 ], [ 0, %2315 ]
  %2400 = call i64 @llvm.smin.i64(i64 %2398, i64 16)
  %2401 = add i64 %2400, %2399
  %2402 = add nuw nsw i64 %2399, 16
  br i1 %115, label %2403, label %2321

2403:                                             ; preds = %2373
  %2404 = sub nsw i64 %5, %2399
  %2405 = icmp sgt i64 %2404, 15
  %2406 = mul nsw i64 %2399, %1171
  %2407 = getelementptr inbounds float, ptr %49, i64 %2406
  %2408 = mul nuw nsw i64 %2399, %112
  %2409 = getelementptr inbounds nuw float, ptr %2320, i64 %2408
  %2410 = icmp sgt i64 %5, %2399
  %2411 = or i1 %2405, %2410
  br label %2412

2412:                                             ; preds = %2403, %3248
  %2413 = phi <16 x float> [ %2374, %2403 ], [ %3249, %3248 ]
  %2414 = phi <16 x float> [ %2375, %2403 ], [ %3250, %3248 ]
  %2415 = phi <16 x float> [ %2376, %2403 ], [ %3251, %3248 ]
  %2416 = phi <16 x float> [ %2377, %2403 ], [ %3252, %3248 ]
  %2417 = phi <16 x float> [ %2378, %2403 ], [ %3253, %3248 ]
  %2418 = phi <16 x float> [ %2379, %2403 ], [ %3254, %3248 ]
  %2419 = phi <16 x float> [ %2380, %2403 ], [ %3255, %3248 ]
  %2420 = phi <16 x float> [ %2381, %2403 ], [ %3256, %3248 ]
  %2421 = phi <16 x float> [ %2382, %2403 ], [ %3257, %3248 ]
  %2422 = phi <16 x float> [ %2383, %2403 ], [ %3258, %3248 ]
  %2423 = phi <16 x float> [ %2384, %2403 ], [ %3259, %3248 ]
  %2424 = phi <16 x float> [ %2385, %2403 ], [ %3260, %3248 ]
  %2425 = phi <16 x float> [ %2386, %2403 ], [ %3261, %3248 ]
  %2426 = phi <16 x float> [ %2387, %2403 ], [ %3262, %3248 ]
  %2427 = phi <16 x float> [ %2388, %2403 ], [ %3263, %3248 ]
  %2428 = phi <16 x float> [ %2389, %2403 ], [ %3264, %3248 ]
  %2429 = phi <16 x float> [ %2390, %2403 ], [ %3265, %3248 ]
  %2430 = phi <16 x float> [ %2391, %2403 ], [ %3266, %3248 ]
  %2431 = phi <16 x float> [ %2392, %2403 ], [ %3267, %3248 ]
  %2432 = phi <16 x float> [ %2393, %2403 ], [ %3268, %3248 ]
  %2433 = phi <16 x float> [ %2394, %2403 ], [ %3269, %3248 ]
  %2434 = phi <16 x float> [ %2395, %2403 ], [ %3270, %3248 ]
  %2435 = phi <16 x float> [ %2396, %2403 ], [ %3271, %3248 ]
  %2436 = phi <16 x float> [ %2397, %2403 ], [ %3272, %3248 ]
  %2437 = phi i64 [ 0, %2403 ], [ %3273, %3248 ]
  %2438 = mul nuw nsw i64 %2437, 12
  %2439 = getelementptr nuw i8, ptr %36, i64 %2438
  %2440 = mul nuw nsw i64 %2437, 24
  %2441 = getelementptr nuw i8, ptr %35, i64 %2440
  %2442 = load i64, ptr %2441, align 8
  %2443 = getelementptr inbounds nuw i8, ptr %2441, i64 8
  %2444 = load i64, ptr %2443, align 8
  %2445 = getelementptr inbounds nuw i8, ptr %2441, i64 16
  %2446 = load i64, ptr %2445, align 8
  %2447 = load i32, ptr %2439, align 4
  %2448 = getelementptr inbounds nuw i8, ptr %2439, i64 4
  %2449 = load i32, ptr %2448, align 4
  %2450 = getelementptr inbounds nuw i8, ptr %2439, i64 8
  %2451 = load i32, ptr %2450, align 4
  %2452 = and i32 %2447, 65535
  %2453 = icmp eq i32 %2452, 65535
  %2454 = zext i1 %2453 to i32
  %2455 = and i32 %2449, 65535
  %2456 = icmp eq i32 %2455, 65535
  %2457 = select i1 %2456, i32 2, i32 0
  %2458 = or disjoint i32 %2457, %2454
  %2459 = and i32 %2451, 65535
  %2460 = icmp eq i32 %2459, 65535
  %2461 = select i1 %2460, i32 4, i32 0
  %2462 = or disjoint i32 %2461, %2458
  %2463 = getelementptr inbounds nuw float, ptr %2409, i64 %2437
  switch i32 %2462, label %2495 [
    i32 1, label %2489
    i32 2, label %2483
    i32 3, label %2479
    i32 4, label %2473
    i32 5, label %2469
    i32 6, label %2465
    i32 7, label %2464
    i32 0, label %2496
  ]

2464:                                             ; preds = %2412
  br i1 %2411, label %3062, label %3248

2465:                                             ; preds = %2412
  br i1 %2411, label %2466, label %3248

2466:                                             ; preds = %2465
  %2467 = trunc i32 %2447 to i16
  %2468 = bitcast i16 %2467 to <16 x i1>
  br label %2969

2469:                                             ; preds = %2412
  br i1 %2411, label %2470, label %3248

2470:                                             ; preds = %2469
  %2471 = trunc i32 %2449 to i16
  %2472 = bitcast i16 %2471 to <16 x i1>
  br label %2876

2473:                                             ; preds = %2412
  br i1 %2411, label %2474, label %3248

2474:                                             ; preds = %2473
  %2475 = trunc i32 %2447 to i16
  %2476 = bitcast i16 %2475 to <16 x i1>
  %2477 = trunc i32 %2449 to i16
  %2478 = bitcast i16 %2477 to <16 x i1>
  br label %2783

2479:                                             ; preds = %2412
  br i1 %2411, label %2480, label %3248

2480:                                             ; preds = %2479
  %2481 = trunc i32 %2451 to i16
  %2482 = bitcast i16 %2481 to <16 x i1>
  br label %2690

2483:                                             ; preds = %2412
  br i1 %2411, label %2484, label %3248

2484:                                             ; preds = %2483
  %2485 = trunc i32 %2447 to i16
  %2486 = bitcast i16 %2485 to <16 x i1>
  %2487 = trunc i32 %2451 to i16
  %2488 = bitcast i16 %2487 to <16 x i1>
  br label %2597

2489:                                             ; preds = %2412
  br i1 %2411, label %2490, label %3248

2490:                                             ; preds = %2489
  %2491 = trunc i32 %2449 to i16
  %2492 = bitcast i16 %2491 to <16 x i1>
  %2493 = trunc i32 %2451 to i16
  %2494 = bitcast i16 %2493 to <16 x i1>
  br label %2504

2495:                                             ; preds = %2412
  unreachable

2496:                                             ; preds = %2412
  br i1 %2411, label %2497, label %3248

2497:                                             ; preds = %2496
  %2498 = trunc i32 %2447 to i16
  %2499 = bitcast i16 %2498 to <16 x i1>
  %2500 = trunc i32 %2449 to i16
  %2501 = bitcast i16 %2500 to <16 x i1>
  %2502 = trunc i32 %2451 to i16
  %2503 = bitcast i16 %2502 to <16 x i1>
  br label %3155

2504:                                             ; preds = %2490, %2504
  %2505 = phi <16 x float> [ %2592, %2504 ], [ %2413, %2490 ]
  %2506 = phi <16 x float> [ %2591, %2504 ], [ %2414, %2490 ]
  %2507 = phi <16 x float> [ %2590, %2504 ], [ %2415, %2490 ]
  %2508 = phi <16 x float> [ %2585, %2504 ], [ %2416, %2490 ]
  %2509 = phi <16 x float> [ %2584, %2504 ], [ %2417, %2490 ]
  %2510 = phi <16 x float> [ %2583, %2504 ], [ %2418, %2490 ]
  %2511 = phi <16 x float> [ %2578, %2504 ], [ %2419, %2490 ]
  %2512 = phi <16 x float> [ %2577, %2504 ], [ %2420, %2490 ]
  %2513 = phi <16 x float> [ %2576, %2504 ], [ %2421, %2490 ]
  %2514 = phi <16 x float> [ %2571, %2504 ], [ %2422, %2490 ]
  %2515 = phi <16 x float> [ %2570, %2504 ], [ %2423, %2490 ]
  %2516 = phi <16 x float> [ %2569, %2504 ], [ %2424, %2490 ]
  %2517 = phi <16 x float> [ %2564, %2504 ], [ %2425, %2490 ]
  %2518 = phi <16 x float> [ %2563, %2504 ], [ %2426, %2490 ]
  %2519 = phi <16 x float> [ %2562, %2504 ], [ %2427, %2490 ]
  %2520 = phi <16 x float> [ %2557, %2504 ], [ %2428, %2490 ]
  %2521 = phi <16 x float> [ %2556, %2504 ], [ %2429, %2490 ]
  %2522 = phi <16 x float> [ %2555, %2504 ], [ %2430, %2490 ]
  %2523 = phi <16 x float> [ %2550, %2504 ], [ %2431, %2490 ]
  %2524 = phi <16 x float> [ %2549, %2504 ], [ %2432, %2490 ]
  %2525 = phi <16 x float> [ %2548, %2504 ], [ %2433, %2490 ]
  %2526 = phi <16 x float> [ %2543, %2504 ], [ %2434, %2490 ]
  %2527 = phi <16 x float> [ %2542, %2504 ], [ %2435, %2490 ]
  %2528 = phi <16 x float> [ %2541, %2504 ], [ %2436, %2490 ]
  %2529 = phi ptr [ %2594, %2504 ], [ %2407, %2490 ]
  %2530 = phi ptr [ %2595, %2504 ], [ %2463, %2490 ]
  %2531 = phi i64 [ %2593, %2504 ], [ %2399, %2490 ]
  %2532 = getelementptr inbounds float, ptr %2529, i64 %2442
  %2533 = load <16 x float>, ptr %2532, align 1
  %2534 = getelementptr inbounds float, ptr %2529, i64 %2444
  %2535 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2534, <16 x i1> %2492, <16 x float> zeroinitializer)
  %2536 = getelementptr inbounds float, ptr %2529, i64 %2446
  %2537 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2536, <16 x i1> %2494, <16 x float> zeroinitializer)
  %2538 = load float, ptr %2530, align 4
  %2539 = insertelement <16 x float> poison, float %2538, i64 0
  %2540 = shufflevector <16 x float> %2539, <16 x float> poison, <16 x i32> zeroinitializer
  %2541 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2533, <16 x float> %2540, <16 x float> %2528)
  %2542 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2535, <16 x float> %2540, <16 x float> %2527)
  %2543 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2537, <16 x float> %2540, <16 x float> %2526)
  %2544 = getelementptr inbounds float, ptr %2530, i64 %114
  %2545 = load float, ptr %2544, align 4
  %2546 = insertelement <16 x float> poison, float %2545, i64 0
  %2547 = shufflevector <16 x float> %2546, <16 x float> poison, <16 x i32> zeroinitializer
  %2548 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2533, <16 x float> %2547, <16 x float> %2525)
  %2549 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2535, <16 x float> %2547, <16 x float> %2524)
  %2550 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2537, <16 x float> %2547, <16 x float> %2523)
  %2551 = getelementptr inbounds i8, ptr %2530, i64 %226
  %2552 = load float, ptr %2551, align 4
  %2553 = insertelement <16 x float> poison, float %2552, i64 0
  %2554 = shufflevector <16 x float> %2553, <16 x float> poison, <16 x i32> zeroinitializer
  %2555 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2533, <16 x float> %2554, <16 x float> %2522)
  %2556 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2535, <16 x float> %2554, <16 x float> %2521)
  %2557 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2537, <16 x float> %2554, <16 x float> %2520)
  %2558 = getelementptr inbounds i8, ptr %2530, i64 %227
  %2559 = load float, ptr %2558, align 4
  %2560 = insertelement <16 x float> poison, float %2559, i64 0
  %2561 = shufflevector <16 x float> %2560, <16 x float> poison, <16 x i32> zeroinitializer
  %2562 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2533, <16 x float> %2561, <16 x float> %2519)
  %2563 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2535, <16 x float> %2561, <16 x float> %2518)
  %2564 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2537, <16 x float> %2561, <16 x float> %2517)
  %2565 = getelementptr inbounds i8, ptr %2530, i64 %228
  %2566 = load float, ptr %2565, align 4
  %2567 = insertelement <16 x float> poison, float %2566, i64 0
  %2568 = shufflevector <16 x float> %2567, <16 x float> poison, <16 x i32> zeroinitializer
  %2569 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2533, <16 x float> %2568, <16 x float> %2516)
  %2570 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2535, <16 x float> %2568, <16 x float> %2515)
  %2571 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2537, <16 x float> %2568, <16 x float> %2514)
  %2572 = getelementptr inbounds i8, ptr %2530, i64 %229
  %2573 = load float, ptr %2572, align 4
  %2574 = insertelement <16 x float> poison, float %2573, i64 0
  %2575 = shufflevector <16 x float> %2574, <16 x float> poison, <16 x i32> zeroinitializer
  %2576 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2533, <16 x float> %2575, <16 x float> %2513)
  %2577 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2535, <16 x float> %2575, <16 x float> %2512)
  %2578 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2537, <16 x float> %2575, <16 x float> %2511)
  %2579 = getelementptr inbounds i8, ptr %2530, i64 %230
  %2580 = load float, ptr %2579, align 4
  %2581 = insertelement <16 x float> poison, float %2580, i64 0
  %2582 = shufflevector <16 x float> %2581, <16 x float> poison, <16 x i32> zeroinitializer
  %2583 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2533, <16 x float> %2582, <16 x float> %2510)
  %2584 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2535, <16 x float> %2582, <16 x float> %2509)
  %2585 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2537, <16 x float> %2582, <16 x float> %2508)
  %2586 = getelementptr inbounds i8, ptr %2530, i64 %231
  %2587 = load float, ptr %2586, align 4
  %2588 = insertelement <16 x float> poison, float %2587, i64 0
  %2589 = shufflevector <16 x float> %2588, <16 x float> poison, <16 x i32> zeroinitializer
  %2590 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2533, <16 x float> %2589, <16 x float> %2507)
  %2591 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2535, <16 x float> %2589, <16 x float> %2506)
  %2592 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2537, <16 x float> %2589, <16 x float> %2505)
  %2593 = add nuw nsw i64 %2531, 1
  %2594 = getelementptr inbounds float, ptr %2529, i64 %1171
  %2595 = getelementptr inbounds nuw float, ptr %2530, i64 %112
  %2596 = icmp eq i64 %2593, %2401
  br i1 %2596, label %3248, label %2504

2597:                                             ; preds = %2484, %2597
  %2598 = phi <16 x float> [ %2685, %2597 ], [ %2413, %2484 ]
  %2599 = phi <16 x float> [ %2684, %2597 ], [ %2414, %2484 ]
  %2600 = phi <16 x float> [ %2683, %2597 ], [ %2415, %2484 ]
  %2601 = phi <16 x float> [ %2678, %2597 ], [ %2416, %2484 ]
  %2602 = phi <16 x float> [ %2677, %2597 ], [ %2417, %2484 ]
  %2603 = phi <16 x float> [ %2676, %2597 ], [ %2418, %2484 ]
  %2604 = phi <16 x float> [ %2671, %2597 ], [ %2419, %2484 ]
  %2605 = phi <16 x float> [ %2670, %2597 ], [ %2420, %2484 ]
  %2606 = phi <16 x float> [ %2669, %2597 ], [ %2421, %2484 ]
  %2607 = phi <16 x float> [ %2664, %2597 ], [ %2422, %2484 ]
  %2608 = phi <16 x float> [ %2663, %2597 ], [ %2423, %2484 ]
  %2609 = phi <16 x float> [ %2662, %2597 ], [ %2424, %2484 ]
  %2610 = phi <16 x float> [ %2657, %2597 ], [ %2425, %2484 ]
  %2611 = phi <16 x float> [ %2656, %2597 ], [ %2426, %2484 ]
  %2612 = phi <16 x float> [ %2655, %2597 ], [ %2427, %2484 ]
  %2613 = phi <16 x float> [ %2650, %2597 ], [ %2428, %2484 ]
  %2614 = phi <16 x float> [ %2649, %2597 ], [ %2429, %2484 ]
  %2615 = phi <16 x float> [ %2648, %2597 ], [ %2430, %2484 ]
  %2616 = phi <16 x float> [ %2643, %2597 ], [ %2431, %2484 ]
  %2617 = phi <16 x float> [ %2642, %2597 ], [ %2432, %2484 ]
  %2618 = phi <16 x float> [ %2641, %2597 ], [ %2433, %2484 ]
  %2619 = phi <16 x float> [ %2636, %2597 ], [ %2434, %2484 ]
  %2620 = phi <16 x float> [ %2635, %2597 ], [ %2435, %2484 ]
  %2621 = phi <16 x float> [ %2634, %2597 ], [ %2436, %2484 ]
  %2622 = phi ptr [ %2687, %2597 ], [ %2407, %2484 ]
  %2623 = phi ptr [ %2688, %2597 ], [ %2463, %2484 ]
  %2624 = phi i64 [ %2686, %2597 ], [ %2399, %2484 ]
  %2625 = getelementptr inbounds float, ptr %2622, i64 %2442
  %2626 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2625, <16 x i1> %2486, <16 x float> zeroinitializer)
  %2627 = getelementptr inbounds float, ptr %2622, i64 %2444
  %2628 = load <16 x float>, ptr %2627, align 1
  %2629 = getelementptr inbounds float, ptr %2622, i64 %2446
  %2630 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2629, <16 x i1> %2488, <16 x float> zeroinitializer)
  %2631 = load float, ptr %2623, align 4
  %2632 = insertelement <16 x float> poison, float %2631, i64 0
  %2633 = shufflevector <16 x float> %2632, <16 x float> poison, <16 x i32> zeroinitializer
  %2634 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2626, <16 x float> %2633, <16 x float> %2621)
  %2635 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2628, <16 x float> %2633, <16 x float> %2620)
  %2636 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2630, <16 x float> %2633, <16 x float> %2619)
  %2637 = getelementptr inbounds float, ptr %2623, i64 %114
  %2638 = load float, ptr %2637, align 4
  %2639 = insertelement <16 x float> poison, float %2638, i64 0
  %2640 = shufflevector <16 x float> %2639, <16 x float> poison, <16 x i32> zeroinitializer
  %2641 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2626, <16 x float> %2640, <16 x float> %2618)
  %2642 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2628, <16 x float> %2640, <16 x float> %2617)
  %2643 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2630, <16 x float> %2640, <16 x float> %2616)
  %2644 = getelementptr inbounds i8, ptr %2623, i64 %220
  %2645 = load float, ptr %2644, align 4
  %2646 = insertelement <16 x float> poison, float %2645, i64 0
  %2647 = shufflevector <16 x float> %2646, <16 x float> poison, <16 x i32> zeroinitializer
  %2648 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2626, <16 x float> %2647, <16 x float> %2615)
  %2649 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2628, <16 x float> %2647, <16 x float> %2614)
  %2650 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2630, <16 x float> %2647, <16 x float> %2613)
  %2651 = getelementptr inbounds i8, ptr %2623, i64 %221
  %2652 = load float, ptr %2651, align 4
  %2653 = insertelement <16 x float> poison, float %2652, i64 0
  %2654 = shufflevector <16 x float> %2653, <16 x float> poison, <16 x i32> zeroinitializer
  %2655 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2626, <16 x float> %2654, <16 x float> %2612)
  %2656 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2628, <16 x float> %2654, <16 x float> %2611)
  %2657 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2630, <16 x float> %2654, <16 x float> %2610)
  %2658 = getelementptr inbounds i8, ptr %2623, i64 %222
  %2659 = load float, ptr %2658, align 4
  %2660 = insertelement <16 x float> poison, float %2659, i64 0
  %2661 = shufflevector <16 x float> %2660, <16 x float> poison, <16 x i32> zeroinitializer
  %2662 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2626, <16 x float> %2661, <16 x float> %2609)
  %2663 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2628, <16 x float> %2661, <16 x float> %2608)
  %2664 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2630, <16 x float> %2661, <16 x float> %2607)
  %2665 = getelementptr inbounds i8, ptr %2623, i64 %223
  %2666 = load float, ptr %2665, align 4
  %2667 = insertelement <16 x float> poison, float %2666, i64 0
  %2668 = shufflevector <16 x float> %2667, <16 x float> poison, <16 x i32> zeroinitializer
  %2669 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2626, <16 x float> %2668, <16 x float> %2606)
  %2670 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2628, <16 x float> %2668, <16 x float> %2605)
  %2671 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2630, <16 x float> %2668, <16 x float> %2604)
  %2672 = getelementptr inbounds i8, ptr %2623, i64 %224
  %2673 = load float, ptr %2672, align 4
  %2674 = insertelement <16 x float> poison, float %2673, i64 0
  %2675 = shufflevector <16 x float> %2674, <16 x float> poison, <16 x i32> zeroinitializer
  %2676 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2626, <16 x float> %2675, <16 x float> %2603)
  %2677 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2628, <16 x float> %2675, <16 x float> %2602)
  %2678 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2630, <16 x float> %2675, <16 x float> %2601)
  %2679 = getelementptr inbounds i8, ptr %2623, i64 %225
  %2680 = load float, ptr %2679, align 4
  %2681 = insertelement <16 x float> poison, float %2680, i64 0
  %2682 = shufflevector <16 x float> %2681, <16 x float> poison, <16 x i32> zeroinitializer
  %2683 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2626, <16 x float> %2682, <16 x float> %2600)
  %2684 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2628, <16 x float> %2682, <16 x float> %2599)
  %2685 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2630, <16 x float> %2682, <16 x float> %2598)
  %2686 = add nuw nsw i64 %2624, 1
  %2687 = getelementptr inbounds float, ptr %2622, i64 %1171
  %2688 = getelementptr inbounds nuw float, ptr %2623, i64 %112
  %2689 = icmp eq i64 %2686, %2401
  br i1 %2689, label %3248, label %2597

2690:                                             ; preds = %2480, %2690
  %2691 = phi <16 x float> [ %2778, %2690 ], [ %2413, %2480 ]
  %2692 = phi <16 x float> [ %2777, %2690 ], [ %2414, %2480 ]
  %2693 = phi <16 x float> [ %2776, %2690 ], [ %2415, %2480 ]
  %2694 = phi <16 x float> [ %2771, %2690 ], [ %2416, %2480 ]
  %2695 = phi <16 x float> [ %2770, %2690 ], [ %2417, %2480 ]
  %2696 = phi <16 x float> [ %2769, %2690 ], [ %2418, %2480 ]
  %2697 = phi <16 x float> [ %2764, %2690 ], [ %2419, %2480 ]
  %2698 = phi <16 x float> [ %2763, %2690 ], [ %2420, %2480 ]
  %2699 = phi <16 x float> [ %2762, %2690 ], [ %2421, %2480 ]
  %2700 = phi <16 x float> [ %2757, %2690 ], [ %2422, %2480 ]
  %2701 = phi <16 x float> [ %2756, %2690 ], [ %2423, %2480 ]
  %2702 = phi <16 x float> [ %2755, %2690 ], [ %2424, %2480 ]
  %2703 = phi <16 x float> [ %2750, %2690 ], [ %2425, %2480 ]
  %2704 = phi <16 x float> [ %2749, %2690 ], [ %2426, %2480 ]
  %2705 = phi <16 x float> [ %2748, %2690 ], [ %2427, %2480 ]
  %2706 = phi <16 x float> [ %2743, %2690 ], [ %2428, %2480 ]
  %2707 = phi <16 x float> [ %2742, %2690 ], [ %2429, %2480 ]
  %2708 = phi <16 x float> [ %2741, %2690 ], [ %2430, %2480 ]
  %2709 = phi <16 x float> [ %2736, %2690 ], [ %2431, %2480 ]
  %2710 = phi <16 x float> [ %2735, %2690 ], [ %2432, %2480 ]
  %2711 = phi <16 x float> [ %2734, %2690 ], [ %2433, %2480 ]
  %2712 = phi <16 x float> [ %2729, %2690 ], [ %2434, %2480 ]
  %2713 = phi <16 x float> [ %2728, %2690 ], [ %2435, %2480 ]
  %2714 = phi <16 x float> [ %2727, %2690 ], [ %2436, %2480 ]
  %2715 = phi ptr [ %2780, %2690 ], [ %2407, %2480 ]
  %2716 = phi i64 [ %2779, %2690 ], [ %2399, %2480 ]
  %2717 = phi ptr [ %2781, %2690 ], [ %2463, %2480 ]
  %2718 = getelementptr inbounds float, ptr %2715, i64 %2442
  %2719 = load <16 x float>, ptr %2718, align 1
  %2720 = getelementptr inbounds float, ptr %2715, i64 %2444
  %2721 = load <16 x float>, ptr %2720, align 1
  %2722 = getelementptr inbounds float, ptr %2715, i64 %2446
  %2723 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2722, <16 x i1> %2482, <16 x float> zeroinitializer)
  %2724 = load float, ptr %2717, align 4
  %2725 = insertelement <16 x float> poison, float %2724, i64 0
  %2726 = shufflevector <16 x float> %2725, <16 x float> poison, <16 x i32> zeroinitializer
  %2727 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2719, <16 x float> %2726, <16 x float> %2714)
  %2728 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2721, <16 x float> %2726, <16 x float> %2713)
  %2729 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2723, <16 x float> %2726, <16 x float> %2712)
  %2730 = getelementptr inbounds float, ptr %2717, i64 %114
  %2731 = load float, ptr %2730, align 4
  %2732 = insertelement <16 x float> poison, float %2731, i64 0
  %2733 = shufflevector <16 x float> %2732, <16 x float> poison, <16 x i32> zeroinitializer
  %2734 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2719, <16 x float> %2733, <16 x float> %2711)
  %2735 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2721, <16 x float> %2733, <16 x float> %2710)
  %2736 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2723, <16 x float> %2733, <16 x float> %2709)
  %2737 = getelementptr inbounds i8, ptr %2717, i64 %214
  %2738 = load float, ptr %2737, align 4
  %2739 = insertelement <16 x float> poison, float %2738, i64 0
  %2740 = shufflevector <16 x float> %2739, <16 x float> poison, <16 x i32> zeroinitializer
  %2741 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2719, <16 x float> %2740, <16 x float> %2708)
  %2742 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2721, <16 x float> %2740, <16 x float> %2707)
  %2743 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2723, <16 x float> %2740, <16 x float> %2706)
  %2744 = getelementptr inbounds i8, ptr %2717, i64 %215
  %2745 = load float, ptr %2744, align 4
  %2746 = insertelement <16 x float> poison, float %2745, i64 0
  %2747 = shufflevector <16 x float> %2746, <16 x float> poison, <16 x i32> zeroinitializer
  %2748 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2719, <16 x float> %2747, <16 x float> %2705)
  %2749 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2721, <16 x float> %2747, <16 x float> %2704)
  %2750 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2723, <16 x float> %2747, <16 x float> %2703)
  %2751 = getelementptr inbounds i8, ptr %2717, i64 %216
  %2752 = load float, ptr %2751, align 4
  %2753 = insertelement <16 x float> poison, float %2752, i64 0
  %2754 = shufflevector <16 x float> %2753, <16 x float> poison, <16 x i32> zeroinitializer
  %2755 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2719, <16 x float> %2754, <16 x float> %2702)
  %2756 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2721, <16 x float> %2754, <16 x float> %2701)
  %2757 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2723, <16 x float> %2754, <16 x float> %2700)
  %2758 = getelementptr inbounds i8, ptr %2717, i64 %217
  %2759 = load float, ptr %2758, align 4
  %2760 = insertelement <16 x float> poison, float %2759, i64 0
  %2761 = shufflevector <16 x float> %2760, <16 x float> poison, <16 x i32> zeroinitializer
  %2762 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2719, <16 x float> %2761, <16 x float> %2699)
  %2763 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2721, <16 x float> %2761, <16 x float> %2698)
  %2764 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2723, <16 x float> %2761, <16 x float> %2697)
  %2765 = getelementptr inbounds i8, ptr %2717, i64 %218
  %2766 = load float, ptr %2765, align 4
  %2767 = insertelement <16 x float> poison, float %2766, i64 0
  %2768 = shufflevector <16 x float> %2767, <16 x float> poison, <16 x i32> zeroinitializer
  %2769 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2719, <16 x float> %2768, <16 x float> %2696)
  %2770 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2721, <16 x float> %2768, <16 x float> %2695)
  %2771 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2723, <16 x float> %2768, <16 x float> %2694)
  %2772 = getelementptr inbounds i8, ptr %2717, i64 %219
  %2773 = load float, ptr %2772, align 4
  %2774 = insertelement <16 x float> poison, float %2773, i64 0
  %2775 = shufflevector <16 x float> %2774, <16 x float> poison, <16 x i32> zeroinitializer
  %2776 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2719, <16 x float> %2775, <16 x float> %2693)
  %2777 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2721, <16 x float> %2775, <16 x float> %2692)
  %2778 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2723, <16 x float> %2775, <16 x float> %2691)
  %2779 = add nuw nsw i64 %2716, 1
  %2780 = getelementptr inbounds float, ptr %2715, i64 %1171
  %2781 = getelementptr inbounds nuw float, ptr %2717, i64 %112
  %2782 = icmp eq i64 %2779, %2401
  br i1 %2782, label %3248, label %2690

2783:                                             ; preds = %2474, %2783
  %2784 = phi <16 x float> [ %2871, %2783 ], [ %2413, %2474 ]
  %2785 = phi <16 x float> [ %2870, %2783 ], [ %2414, %2474 ]
  %2786 = phi <16 x float> [ %2869, %2783 ], [ %2415, %2474 ]
  %2787 = phi <16 x float> [ %2864, %2783 ], [ %2416, %2474 ]
  %2788 = phi <16 x float> [ %2863, %2783 ], [ %2417, %2474 ]
  %2789 = phi <16 x float> [ %2862, %2783 ], [ %2418, %2474 ]
  %2790 = phi <16 x float> [ %2857, %2783 ], [ %2419, %2474 ]
  %2791 = phi <16 x float> [ %2856, %2783 ], [ %2420, %2474 ]
  %2792 = phi <16 x float> [ %2855, %2783 ], [ %2421, %2474 ]
  %2793 = phi <16 x float> [ %2850, %2783 ], [ %2422, %2474 ]
  %2794 = phi <16 x float> [ %2849, %2783 ], [ %2423, %2474 ]
  %2795 = phi <16 x float> [ %2848, %2783 ], [ %2424, %2474 ]
  %2796 = phi <16 x float> [ %2843, %2783 ], [ %2425, %2474 ]
  %2797 = phi <16 x float> [ %2842, %2783 ], [ %2426, %2474 ]
  %2798 = phi <16 x float> [ %2841, %2783 ], [ %2427, %2474 ]
  %2799 = phi <16 x float> [ %2836, %2783 ], [ %2428, %2474 ]
  %2800 = phi <16 x float> [ %2835, %2783 ], [ %2429, %2474 ]
  %2801 = phi <16 x float> [ %2834, %2783 ], [ %2430, %2474 ]
  %2802 = phi <16 x float> [ %2829, %2783 ], [ %2431, %2474 ]
  %2803 = phi <16 x float> [ %2828, %2783 ], [ %2432, %2474 ]
  %2804 = phi <16 x float> [ %2827, %2783 ], [ %2433, %2474 ]
  %2805 = phi <16 x float> [ %2822, %2783 ], [ %2434, %2474 ]
  %2806 = phi <16 x float> [ %2821, %2783 ], [ %2435, %2474 ]
  %2807 = phi <16 x float> [ %2820, %2783 ], [ %2436, %2474 ]
  %2808 = phi i64 [ %2872, %2783 ], [ %2399, %2474 ]
  %2809 = phi ptr [ %2873, %2783 ], [ %2407, %2474 ]
  %2810 = phi ptr [ %2874, %2783 ], [ %2463, %2474 ]
  %2811 = getelementptr inbounds float, ptr %2809, i64 %2442
  %2812 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2811, <16 x i1> %2476, <16 x float> zeroinitializer)
  %2813 = getelementptr inbounds float, ptr %2809, i64 %2444
  %2814 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2813, <16 x i1> %2478, <16 x float> zeroinitializer)
  %2815 = getelementptr inbounds float, ptr %2809, i64 %2446
  %2816 = load <16 x float>, ptr %2815, align 1
  %2817 = load float, ptr %2810, align 4
  %2818 = insertelement <16 x float> poison, float %2817, i64 0
  %2819 = shufflevector <16 x float> %2818, <16 x float> poison, <16 x i32> zeroinitializer
  %2820 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2812, <16 x float> %2819, <16 x float> %2807)
  %2821 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2814, <16 x float> %2819, <16 x float> %2806)
  %2822 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2816, <16 x float> %2819, <16 x float> %2805)
  %2823 = getelementptr inbounds float, ptr %2810, i64 %114
  %2824 = load float, ptr %2823, align 4
  %2825 = insertelement <16 x float> poison, float %2824, i64 0
  %2826 = shufflevector <16 x float> %2825, <16 x float> poison, <16 x i32> zeroinitializer
  %2827 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2812, <16 x float> %2826, <16 x float> %2804)
  %2828 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2814, <16 x float> %2826, <16 x float> %2803)
  %2829 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2816, <16 x float> %2826, <16 x float> %2802)
  %2830 = getelementptr inbounds i8, ptr %2810, i64 %208
  %2831 = load float, ptr %2830, align 4
  %2832 = insertelement <16 x float> poison, float %2831, i64 0
  %2833 = shufflevector <16 x float> %2832, <16 x float> poison, <16 x i32> zeroinitializer
  %2834 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2812, <16 x float> %2833, <16 x float> %2801)
  %2835 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2814, <16 x float> %2833, <16 x float> %2800)
  %2836 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2816, <16 x float> %2833, <16 x float> %2799)
  %2837 = getelementptr inbounds i8, ptr %2810, i64 %209
  %2838 = load float, ptr %2837, align 4
  %2839 = insertelement <16 x float> poison, float %2838, i64 0
  %2840 = shufflevector <16 x float> %2839, <16 x float> poison, <16 x i32> zeroinitializer
  %2841 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2812, <16 x float> %2840, <16 x float> %2798)
  %2842 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2814, <16 x float> %2840, <16 x float> %2797)
  %2843 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2816, <16 x float> %2840, <16 x float> %2796)
  %2844 = getelementptr inbounds i8, ptr %2810, i64 %210
  %2845 = load float, ptr %2844, align 4
  %2846 = insertelement <16 x float> poison, float %2845, i64 0
  %2847 = shufflevector <16 x float> %2846, <16 x float> poison, <16 x i32> zeroinitializer
  %2848 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2812, <16 x float> %2847, <16 x float> %2795)
  %2849 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2814, <16 x float> %2847, <16 x float> %2794)
  %2850 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2816, <16 x float> %2847, <16 x float> %2793)
  %2851 = getelementptr inbounds i8, ptr %2810, i64 %211
  %2852 = load float, ptr %2851, align 4
  %2853 = insertelement <16 x float> poison, float %2852, i64 0
  %2854 = shufflevector <16 x float> %2853, <16 x float> poison, <16 x i32> zeroinitializer
  %2855 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2812, <16 x float> %2854, <16 x float> %2792)
  %2856 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2814, <16 x float> %2854, <16 x float> %2791)
  %2857 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2816, <16 x float> %2854, <16 x float> %2790)
  %2858 = getelementptr inbounds i8, ptr %2810, i64 %212
  %2859 = load float, ptr %2858, align 4
  %2860 = insertelement <16 x float> poison, float %2859, i64 0
  %2861 = shufflevector <16 x float> %2860, <16 x float> poison, <16 x i32> zeroinitializer
  %2862 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2812, <16 x float> %2861, <16 x float> %2789)
  %2863 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2814, <16 x float> %2861, <16 x float> %2788)
  %2864 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2816, <16 x float> %2861, <16 x float> %2787)
  %2865 = getelementptr inbounds i8, ptr %2810, i64 %213
  %2866 = load float, ptr %2865, align 4
  %2867 = insertelement <16 x float> poison, float %2866, i64 0
  %2868 = shufflevector <16 x float> %2867, <16 x float> poison, <16 x i32> zeroinitializer
  %2869 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2812, <16 x float> %2868, <16 x float> %2786)
  %2870 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2814, <16 x float> %2868, <16 x float> %2785)
  %2871 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2816, <16 x float> %2868, <16 x float> %2784)
  %2872 = add nuw nsw i64 %2808, 1
  %2873 = getelementptr inbounds float, ptr %2809, i64 %1171
  %2874 = getelementptr inbounds nuw float, ptr %2810, i64 %112
  %2875 = icmp eq i64 %2872, %2401
  br i1 %2875, label %3248, label %2783

2876:                                             ; preds = %2470, %2876
  %2877 = phi <16 x float> [ %2964, %2876 ], [ %2413, %2470 ]
  %2878 = phi <16 x float> [ %2963, %2876 ], [ %2414, %2470 ]
  %2879 = phi <16 x float> [ %2962, %2876 ], [ %2415, %2470 ]
  %2880 = phi <16 x float> [ %2957, %2876 ], [ %2416, %2470 ]
  %2881 = phi <16 x float> [ %2956, %2876 ], [ %2417, %2470 ]
  %2882 = phi <16 x float> [ %2955, %2876 ], [ %2418, %2470 ]
  %2883 = phi <16 x float> [ %2950, %2876 ], [ %2419, %2470 ]
  %2884 = phi <16 x float> [ %2949, %2876 ], [ %2420, %2470 ]
  %2885 = phi <16 x float> [ %2948, %2876 ], [ %2421, %2470 ]
  %2886 = phi <16 x float> [ %2943, %2876 ], [ %2422, %2470 ]
  %2887 = phi <16 x float> [ %2942, %2876 ], [ %2423, %2470 ]
  %2888 = phi <16 x float> [ %2941, %2876 ], [ %2424, %2470 ]
  %2889 = phi <16 x float> [ %2936, %2876 ], [ %2425, %2470 ]
  %2890 = phi <16 x float> [ %2935, %2876 ], [ %2426, %2470 ]
  %2891 = phi <16 x float> [ %2934, %2876 ], [ %2427, %2470 ]
  %2892 = phi <16 x float> [ %2929, %2876 ], [ %2428, %2470 ]
  %2893 = phi <16 x float> [ %2928, %2876 ], [ %2429, %2470 ]
  %2894 = phi <16 x float> [ %2927, %2876 ], [ %2430, %2470 ]
  %2895 = phi <16 x float> [ %2922, %2876 ], [ %2431, %2470 ]
  %2896 = phi <16 x float> [ %2921, %2876 ], [ %2432, %2470 ]
  %2897 = phi <16 x float> [ %2920, %2876 ], [ %2433, %2470 ]
  %2898 = phi <16 x float> [ %2915, %2876 ], [ %2434, %2470 ]
  %2899 = phi <16 x float> [ %2914, %2876 ], [ %2435, %2470 ]
  %2900 = phi <16 x float> [ %2913, %2876 ], [ %2436, %2470 ]
  %2901 = phi i64 [ %2965, %2876 ], [ %2399, %2470 ]
  %2902 = phi ptr [ %2966, %2876 ], [ %2407, %2470 ]
  %2903 = phi ptr [ %2967, %2876 ], [ %2463, %2470 ]
  %2904 = getelementptr inbounds float, ptr %2902, i64 %2442
  %2905 = load <16 x float>, ptr %2904, align 1
  %2906 = getelementptr inbounds float, ptr %2902, i64 %2444
  %2907 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2906, <16 x i1> %2472, <16 x float> zeroinitializer)
  %2908 = getelementptr inbounds float, ptr %2902, i64 %2446
  %2909 = load <16 x float>, ptr %2908, align 1
  %2910 = load float, ptr %2903, align 4
  %2911 = insertelement <16 x float> poison, float %2910, i64 0
  %2912 = shufflevector <16 x float> %2911, <16 x float> poison, <16 x i32> zeroinitializer
  %2913 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2905, <16 x float> %2912, <16 x float> %2900)
  %2914 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2907, <16 x float> %2912, <16 x float> %2899)
  %2915 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2909, <16 x float> %2912, <16 x float> %2898)
  %2916 = getelementptr inbounds float, ptr %2903, i64 %114
  %2917 = load float, ptr %2916, align 4
  %2918 = insertelement <16 x float> poison, float %2917, i64 0
  %2919 = shufflevector <16 x float> %2918, <16 x float> poison, <16 x i32> zeroinitializer
  %2920 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2905, <16 x float> %2919, <16 x float> %2897)
  %2921 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2907, <16 x float> %2919, <16 x float> %2896)
  %2922 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2909, <16 x float> %2919, <16 x float> %2895)
  %2923 = getelementptr inbounds i8, ptr %2903, i64 %202
  %2924 = load float, ptr %2923, align 4
  %2925 = insertelement <16 x float> poison, float %2924, i64 0
  %2926 = shufflevector <16 x float> %2925, <16 x float> poison, <16 x i32> zeroinitializer
  %2927 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2905, <16 x float> %2926, <16 x float> %2894)
  %2928 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2907, <16 x float> %2926, <16 x float> %2893)
  %2929 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2909, <16 x float> %2926, <16 x float> %2892)
  %2930 = getelementptr inbounds i8, ptr %2903, i64 %203
  %2931 = load float, ptr %2930, align 4
  %2932 = insertelement <16 x float> poison, float %2931, i64 0
  %2933 = shufflevector <16 x float> %2932, <16 x float> poison, <16 x i32> zeroinitializer
  %2934 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2905, <16 x float> %2933, <16 x float> %2891)
  %2935 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2907, <16 x float> %2933, <16 x float> %2890)
  %2936 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2909, <16 x float> %2933, <16 x float> %2889)
  %2937 = getelementptr inbounds i8, ptr %2903, i64 %204
  %2938 = load float, ptr %2937, align 4
  %2939 = insertelement <16 x float> poison, float %2938, i64 0
  %2940 = shufflevector <16 x float> %2939, <16 x float> poison, <16 x i32> zeroinitializer
  %2941 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2905, <16 x float> %2940, <16 x float> %2888)
  %2942 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2907, <16 x float> %2940, <16 x float> %2887)
  %2943 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2909, <16 x float> %2940, <16 x float> %2886)
  %2944 = getelementptr inbounds i8, ptr %2903, i64 %205
  %2945 = load float, ptr %2944, align 4
  %2946 = insertelement <16 x float> poison, float %2945, i64 0
  %2947 = shufflevector <16 x float> %2946, <16 x float> poison, <16 x i32> zeroinitializer
  %2948 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2905, <16 x float> %2947, <16 x float> %2885)
  %2949 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2907, <16 x float> %2947, <16 x float> %2884)
  %2950 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2909, <16 x float> %2947, <16 x float> %2883)
  %2951 = getelementptr inbounds i8, ptr %2903, i64 %206
  %2952 = load float, ptr %2951, align 4
  %2953 = insertelement <16 x float> poison, float %2952, i64 0
  %2954 = shufflevector <16 x float> %2953, <16 x float> poison, <16 x i32> zeroinitializer
  %2955 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2905, <16 x float> %2954, <16 x float> %2882)
  %2956 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2907, <16 x float> %2954, <16 x float> %2881)
  %2957 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2909, <16 x float> %2954, <16 x float> %2880)
  %2958 = getelementptr inbounds i8, ptr %2903, i64 %207
  %2959 = load float, ptr %2958, align 4
  %2960 = insertelement <16 x float> poison, float %2959, i64 0
  %2961 = shufflevector <16 x float> %2960, <16 x float> poison, <16 x i32> zeroinitializer
  %2962 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2905, <16 x float> %2961, <16 x float> %2879)
  %2963 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2907, <16 x float> %2961, <16 x float> %2878)
  %2964 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2909, <16 x float> %2961, <16 x float> %2877)
  %2965 = add nuw nsw i64 %2901, 1
  %2966 = getelementptr inbounds float, ptr %2902, i64 %1171
  %2967 = getelementptr inbounds nuw float, ptr %2903, i64 %112
  %2968 = icmp eq i64 %2965, %2401
  br i1 %2968, label %3248, label %2876

2969:                                             ; preds = %2466, %2969
  %2970 = phi <16 x float> [ %3057, %2969 ], [ %2413, %2466 ]
  %2971 = phi <16 x float> [ %3056, %2969 ], [ %2414, %2466 ]
  %2972 = phi <16 x float> [ %3055, %2969 ], [ %2415, %2466 ]
  %2973 = phi <16 x float> [ %3050, %2969 ], [ %2416, %2466 ]
  %2974 = phi <16 x float> [ %3049, %2969 ], [ %2417, %2466 ]
  %2975 = phi <16 x float> [ %3048, %2969 ], [ %2418, %2466 ]
  %2976 = phi <16 x float> [ %3043, %2969 ], [ %2419, %2466 ]
  %2977 = phi <16 x float> [ %3042, %2969 ], [ %2420, %2466 ]
  %2978 = phi <16 x float> [ %3041, %2969 ], [ %2421, %2466 ]
  %2979 = phi <16 x float> [ %3036, %2969 ], [ %2422, %2466 ]
  %2980 = phi <16 x float> [ %3035, %2969 ], [ %2423, %2466 ]
  %2981 = phi <16 x float> [ %3034, %2969 ], [ %2424, %2466 ]
  %2982 = phi <16 x float> [ %3029, %2969 ], [ %2425, %2466 ]
  %2983 = phi <16 x float> [ %3028, %2969 ], [ %2426, %2466 ]
  %2984 = phi <16 x float> [ %3027, %2969 ], [ %2427, %2466 ]
  %2985 = phi <16 x float> [ %3022, %2969 ], [ %2428, %2466 ]
  %2986 = phi <16 x float> [ %3021, %2969 ], [ %2429, %2466 ]
  %2987 = phi <16 x float> [ %3020, %2969 ], [ %2430, %2466 ]
  %2988 = phi <16 x float> [ %3015, %2969 ], [ %2431, %2466 ]
  %2989 = phi <16 x float> [ %3014, %2969 ], [ %2432, %2466 ]
  %2990 = phi <16 x float> [ %3013, %2969 ], [ %2433, %2466 ]
  %2991 = phi <16 x float> [ %3008, %2969 ], [ %2434, %2466 ]
  %2992 = phi <16 x float> [ %3007, %2969 ], [ %2435, %2466 ]
  %2993 = phi <16 x float> [ %3006, %2969 ], [ %2436, %2466 ]
  %2994 = phi i64 [ %3058, %2969 ], [ %2399, %2466 ]
  %2995 = phi ptr [ %3059, %2969 ], [ %2407, %2466 ]
  %2996 = phi ptr [ %3060, %2969 ], [ %2463, %2466 ]
  %2997 = getelementptr inbounds float, ptr %2995, i64 %2442
  %2998 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2997, <16 x i1> %2468, <16 x float> zeroinitializer)
  %2999 = getelementptr inbounds float, ptr %2995, i64 %2444
  %3000 = load <16 x float>, ptr %2999, align 1
  %3001 = getelementptr inbounds float, ptr %2995, i64 %2446
  %3002 = load <16 x float>, ptr %3001, align 1
  %3003 = load float, ptr %2996, align 4
  %3004 = insertelement <16 x float> poison, float %3003, i64 0
  %3005 = shufflevector <16 x float> %3004, <16 x float> poison, <16 x i32> zeroinitializer
  %3006 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2998, <16 x float> %3005, <16 x float> %2993)
  %3007 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3000, <16 x float> %3005, <16 x float> %2992)
  %3008 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3002, <16 x float> %3005, <16 x float> %2991)
  %3009 = getelementptr inbounds float, ptr %2996, i64 %114
  %3010 = load float, ptr %3009, align 4
  %3011 = insertelement <16 x float> poison, float %3010, i64 0
  %3012 = shufflevector <16 x float> %3011, <16 x float> poison, <16 x i32> zeroinitializer
  %3013 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2998, <16 x float> %3012, <16 x float> %2990)
  %3014 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3000, <16 x float> %3012, <16 x float> %2989)
  %3015 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3002, <16 x float> %3012, <16 x float> %2988)
  %3016 = getelementptr inbounds i8, ptr %2996, i64 %196
  %3017 = load float, ptr %3016, align 4
  %3018 = insertelement <16 x float> poison, float %3017, i64 0
  %3019 = shufflevector <16 x float> %3018, <16 x float> poison, <16 x i32> zeroinitializer
  %3020 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2998, <16 x float> %3019, <16 x float> %2987)
  %3021 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3000, <16 x float> %3019, <16 x float> %2986)
  %3022 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3002, <16 x float> %3019, <16 x float> %2985)
  %3023 = getelementptr inbounds i8, ptr %2996, i64 %197
  %3024 = load float, ptr %3023, align 4
  %3025 = insertelement <16 x float> poison, float %3024, i64 0
  %3026 = shufflevector <16 x float> %3025, <16 x float> poison, <16 x i32> zeroinitializer
  %3027 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2998, <16 x float> %3026, <16 x float> %2984)
  %3028 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3000, <16 x float> %3026, <16 x float> %2983)
  %3029 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3002, <16 x float> %3026, <16 x float> %2982)
  %3030 = getelementptr inbounds i8, ptr %2996, i64 %198
  %3031 = load float, ptr %3030, align 4
  %3032 = insertelement <16 x float> poison, float %3031, i64 0
  %3033 = shufflevector <16 x float> %3032, <16 x float> poison, <16 x i32> zeroinitializer
  %3034 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2998, <16 x float> %3033, <16 x float> %2981)
  %3035 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3000, <16 x float> %3033, <16 x float> %2980)
  %3036 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3002, <16 x float> %3033, <16 x float> %2979)
  %3037 = getelementptr inbounds i8, ptr %2996, i64 %199
  %3038 = load float, ptr %3037, align 4
  %3039 = insertelement <16 x float> poison, float %3038, i64 0
  %3040 = shufflevector <16 x float> %3039, <16 x float> poison, <16 x i32> zeroinitializer
  %3041 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2998, <16 x float> %3040, <16 x float> %2978)
  %3042 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3000, <16 x float> %3040, <16 x float> %2977)
  %3043 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3002, <16 x float> %3040, <16 x float> %2976)
  %3044 = getelementptr inbounds i8, ptr %2996, i64 %200
  %3045 = load float, ptr %3044, align 4
  %3046 = insertelement <16 x float> poison, float %3045, i64 0
  %3047 = shufflevector <16 x float> %3046, <16 x float> poison, <16 x i32> zeroinitializer
  %3048 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2998, <16 x float> %3047, <16 x float> %2975)
  %3049 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3000, <16 x float> %3047, <16 x float> %2974)
  %3050 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3002, <16 x float> %3047, <16 x float> %2973)
  %3051 = getelementptr inbounds i8, ptr %2996, i64 %201
  %3052 = load float, ptr %3051, align 4
  %3053 = insertelement <16 x float> poison, float %3052, i64 0
  %3054 = shufflevector <16 x float> %3053, <16 x float> poison, <16 x i32> zeroinitializer
  %3055 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2998, <16 x float> %3054, <16 x float> %2972)
  %3056 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3000, <16 x float> %3054, <16 x float> %2971)
  %3057 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3002, <16 x float> %3054, <16 x float> %2970)
  %3058 = add nuw nsw i64 %2994, 1
  %3059 = getelementptr inbounds float, ptr %2995, i64 %1171
  %3060 = getelementptr inbounds nuw float, ptr %2996, i64 %112
  %3061 = icmp eq i64 %3058, %2401
  br i1 %3061, label %3248, label %2969

3062:                                             ; preds = %2464, %3062
  %3063 = phi <16 x float> [ %3150, %3062 ], [ %2413, %2464 ]
  %3064 = phi <16 x float> [ %3149, %3062 ], [ %2414, %2464 ]
  %3065 = phi <16 x float> [ %3148, %3062 ], [ %2415, %2464 ]
  %3066 = phi <16 x float> [ %3143, %3062 ], [ %2416, %2464 ]
  %3067 = phi <16 x float> [ %3142, %3062 ], [ %2417, %2464 ]
  %3068 = phi <16 x float> [ %3141, %3062 ], [ %2418, %2464 ]
  %3069 = phi <16 x float> [ %3136, %3062 ], [ %2419, %2464 ]
  %3070 = phi <16 x float> [ %3135, %3062 ], [ %2420, %2464 ]
  %3071 = phi <16 x float> [ %3108, %3062 ], [ %2431, %2464 ]
  %3072 = phi <16 x float> [ %3107, %3062 ], [ %2432, %2464 ]
  %3073 = phi <16 x float> [ %3106, %3062 ], [ %2433, %2464 ]
  %3074 = phi <16 x float> [ %3101, %3062 ], [ %2434, %2464 ]
  %3075 = phi <16 x float> [ %3100, %3062 ], [ %2435, %2464 ]
  %3076 = phi <16 x float> [ %3099, %3062 ], [ %2436, %2464 ]
  %3077 = phi <16 x float> [ %3134, %3062 ], [ %2421, %2464 ]
  %3078 = phi <16 x float> [ %3129, %3062 ], [ %2422, %2464 ]
  %3079 = phi <16 x float> [ %3128, %3062 ], [ %2423, %2464 ]
  %3080 = phi <16 x float> [ %3127, %3062 ], [ %2424, %2464 ]
  %3081 = phi <16 x float> [ %3122, %3062 ], [ %2425, %2464 ]
  %3082 = phi <16 x float> [ %3121, %3062 ], [ %2426, %2464 ]
  %3083 = phi <16 x float> [ %3120, %3062 ], [ %2427, %2464 ]
  %3084 = phi <16 x float> [ %3115, %3062 ], [ %2428, %2464 ]
  %3085 = phi <16 x float> [ %3114, %3062 ], [ %2429, %2464 ]
  %3086 = phi <16 x float> [ %3113, %3062 ], [ %2430, %2464 ]
  %3087 = phi i64 [ %3151, %3062 ], [ %2399, %2464 ]
  %3088 = phi ptr [ %3152, %3062 ], [ %2407, %2464 ]
  %3089 = phi ptr [ %3153, %3062 ], [ %2463, %2464 ]
  %3090 = getelementptr inbounds float, ptr %3088, i64 %2442
  %3091 = load <16 x float>, ptr %3090, align 1
  %3092 = getelementptr inbounds float, ptr %3088, i64 %2444
  %3093 = load <16 x float>, ptr %3092, align 1
  %3094 = getelementptr inbounds float, ptr %3088, i64 %2446
  %3095 = load <16 x float>, ptr %3094, align 1
  %3096 = load float, ptr %3089, align 4
  %3097 = insertelement <16 x float> poison, float %3096, i64 0
  %3098 = shufflevector <16 x float> %3097, <16 x float> poison, <16 x i32> zeroinitializer
  %3099 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3091, <16 x float> %3098, <16 x float> %3076)
  %3100 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3093, <16 x float> %3098, <16 x float> %3075)
  %3101 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3095, <16 x float> %3098, <16 x float> %3074)
  %3102 = getelementptr inbounds float, ptr %3089, i64 %114
  %3103 = load float, ptr %3102, align 4
  %3104 = insertelement <16 x float> poison, float %3103, i64 0
  %3105 = shufflevector <16 x float> %3104, <16 x float> poison, <16 x i32> zeroinitializer
  %3106 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3091, <16 x float> %3105, <16 x float> %3073)
  %3107 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3093, <16 x float> %3105, <16 x float> %3072)
  %3108 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3095, <16 x float> %3105, <16 x float> %3071)
  %3109 = getelementptr inbounds i8, ptr %3089, i64 %190
  %3110 = load float, ptr %3109, align 4
  %3111 = insertelement <16 x float> poison, float %3110, i64 0
  %3112 = shufflevector <16 x float> %3111, <16 x float> poison, <16 x i32> zeroinitializer
  %3113 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3091, <16 x float> %3112, <16 x float> %3086)
  %3114 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3093, <16 x float> %3112, <16 x float> %3085)
  %3115 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3095, <16 x float> %3112, <16 x float> %3084)
  %3116 = getelementptr inbounds i8, ptr %3089, i64 %191
  %3117 = load float, ptr %3116, align 4
  %3118 = insertelement <16 x float> poison, float %3117, i64 0
  %3119 = shufflevector <16 x float> %3118, <16 x float> poison, <16 x i32> zeroinitializer
  %3120 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3091, <16 x float> %3119, <16 x float> %3083)
  %3121 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3093, <16 x float> %3119, <16 x float> %3082)
  %3122 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3095, <16 x float> %3119, <16 x float> %3081)
  %3123 = getelementptr inbounds i8, ptr %3089, i64 %192
  %3124 = load float, ptr %3123, align 4
  %3125 = insertelement <16 x float> poison, float %3124, i64 0
  %3126 = shufflevector <16 x float> %3125, <16 x float> poison, <16 x i32> zeroinitializer
  %3127 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3091, <16 x float> %3126, <16 x float> %3080)
  %3128 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3093, <16 x float> %3126, <16 x float> %3079)
  %3129 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3095, <16 x float> %3126, <16 x float> %3078)
  %3130 = getelementptr inbounds i8, ptr %3089, i64 %193
  %3131 = load float, ptr %3130, align 4
  %3132 = insertelement <16 x float> poison, float %3131, i64 0
  %3133 = shufflevector <16 x float> %3132, <16 x float> poison, <16 x i32> zeroinitializer
  %3134 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3091, <16 x float> %3133, <16 x float> %3077)
  %3135 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3093, <16 x float> %3133, <16 x float> %3070)
  %3136 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3095, <16 x float> %3133, <16 x float> %3069)
  %3137 = getelementptr inbounds i8, ptr %3089, i64 %194
  %3138 = load float, ptr %3137, align 4
  %3139 = insertelement <16 x float> poison, float %3138, i64 0
  %3140 = shufflevector <16 x float> %3139, <16 x float> poison, <16 x i32> zeroinitializer
  %3141 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3091, <16 x float> %3140, <16 x float> %3068)
  %3142 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3093, <16 x float> %3140, <16 x float> %3067)
  %3143 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3095, <16 x float> %3140, <16 x float> %3066)
  %3144 = getelementptr inbounds i8, ptr %3089, i64 %195
  %3145 = load float, ptr %3144, align 4
  %3146 = insertelement <16 x float> poison, float %3145, i64 0
  %3147 = shufflevector <16 x float> %3146, <16 x float> poison, <16 x i32> zeroinitializer
  %3148 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3091, <16 x float> %3147, <16 x float> %3065)
  %3149 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3093, <16 x float> %3147, <16 x float> %3064)
  %3150 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3095, <16 x float> %3147, <16 x float> %3063)
  %3151 = add nuw nsw i64 %3087, 1
  %3152 = getelementptr inbounds float, ptr %3088, i64 %1171
  %3153 = getelementptr inbounds nuw float, ptr %3089, i64 %112
  %3154 = icmp eq i64 %3151, %2401
  br i1 %3154, label %3248, label %3062

3155:                                             ; preds = %2497, %3155
  %3156 = phi <16 x float> [ %3243, %3155 ], [ %2413, %2497 ]
  %3157 = phi <16 x float> [ %3242, %3155 ], [ %2414, %2497 ]
  %3158 = phi <16 x float> [ %3241, %3155 ], [ %2415, %2497 ]
  %3159 = phi <16 x float> [ %3236, %3155 ], [ %2416, %2497 ]
  %3160 = phi <16 x float> [ %3235, %3155 ], [ %2417, %2497 ]
  %3161 = phi <16 x float> [ %3234, %3155 ], [ %2418, %2497 ]
  %3162 = phi <16 x float> [ %3229, %3155 ], [ %2419, %2497 ]
  %3163 = phi <16 x float> [ %3228, %3155 ], [ %2420, %2497 ]
  %3164 = phi <16 x float> [ %3227, %3155 ], [ %2421, %2497 ]
  %3165 = phi <16 x float> [ %3201, %3155 ], [ %2431, %2497 ]
  %3166 = phi <16 x float> [ %3200, %3155 ], [ %2432, %2497 ]
  %3167 = phi <16 x float> [ %3199, %3155 ], [ %2433, %2497 ]
  %3168 = phi <16 x float> [ %3194, %3155 ], [ %2434, %2497 ]
  %3169 = phi <16 x float> [ %3193, %3155 ], [ %2435, %2497 ]
  %3170 = phi <16 x float> [ %3192, %3155 ], [ %2436, %2497 ]
  %3171 = phi <16 x float> [ %3222, %3155 ], [ %2422, %2497 ]
  %3172 = phi <16 x float> [ %3221, %3155 ], [ %2423, %2497 ]
  %3173 = phi <16 x float> [ %3220, %3155 ], [ %2424, %2497 ]
  %3174 = phi <16 x float> [ %3215, %3155 ], [ %2425, %2497 ]
  %3175 = phi <16 x float> [ %3214, %3155 ], [ %2426, %2497 ]
  %3176 = phi <16 x float> [ %3213, %3155 ], [ %2427, %2497 ]
  %3177 = phi <16 x float> [ %3208, %3155 ], [ %2428, %2497 ]
  %3178 = phi <16 x float> [ %3207, %3155 ], [ %2429, %2497 ]
  %3179 = phi <16 x float> [ %3206, %3155 ], [ %2430, %2497 ]
  %3180 = phi i64 [ %3244, %3155 ], [ %2399, %2497 ]
  %3181 = phi ptr [ %3245, %3155 ], [ %2407, %2497 ]
  %3182 = phi ptr [ %3246, %3155 ], [ %2463, %2497 ]
  %3183 = getelementptr inbounds float, ptr %3181, i64 %2442
  %3184 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3183, <16 x i1> %2499, <16 x float> zeroinitializer)
  %3185 = getelementptr inbounds float, ptr %3181, i64 %2444
  %3186 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3185, <16 x i1> %2501, <16 x float> zeroinitializer)
  %3187 = getelementptr inbounds float, ptr %3181, i64 %2446
  %3188 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3187, <16 x i1> %2503, <16 x float> zeroinitializer)
  %3189 = load float, ptr %3182, align 4
  %3190 = insertelement <16 x float> poison, float %3189, i64 0
  %3191 = shufflevector <16 x float> %3190, <16 x float> poison, <16 x i32> zeroinitializer
  %3192 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3184, <16 x float> %3191, <16 x float> %3170)
  %3193 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3186, <16 x float> %3191, <16 x float> %3169)
  %3194 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3188, <16 x float> %3191, <16 x float> %3168)
  %3195 = getelementptr inbounds float, ptr %3182, i64 %114
  %3196 = load float, ptr %3195, align 4
  %3197 = insertelement <16 x float> poison, float %3196, i64 0
  %3198 = shufflevector <16 x float> %3197, <16 x float> poison, <16 x i32> zeroinitializer
  %3199 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3184, <16 x float> %3198, <16 x float> %3167)
  %3200 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3186, <16 x float> %3198, <16 x float> %3166)
  %3201 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3188, <16 x float> %3198, <16 x float> %3165)
  %3202 = getelementptr inbounds i8, ptr %3182, i64 %232
  %3203 = load float, ptr %3202, align 4
  %3204 = insertelement <16 x float> poison, float %3203, i64 0
  %3205 = shufflevector <16 x float> %3204, <16 x float> poison, <16 x i32> zeroinitializer
  %3206 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3184, <16 x float> %3205, <16 x float> %3179)
  %3207 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3186, <16 x float> %3205, <16 x float> %3178)
  %3208 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3188, <16 x float> %3205, <16 x float> %3177)
  %3209 = getelementptr inbounds i8, ptr %3182, i64 %233
  %3210 = load float, ptr %3209, align 4
  %3211 = insertelement <16 x float> poison, float %3210, i64 0
  %3212 = shufflevector <16 x float> %3211, <16 x float> poison, <16 x i32> zeroinitializer
  %3213 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3184, <16 x float> %3212, <16 x float> %3176)
  %3214 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3186, <16 x float> %3212, <16 x float> %3175)
  %3215 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3188, <16 x float> %3212, <16 x float> %3174)
  %3216 = getelementptr inbounds i8, ptr %3182, i64 %234
  %3217 = load float, ptr %3216, align 4
  %3218 = insertelement <16 x float> poison, float %3217, i64 0
  %3219 = shufflevector <16 x float> %3218, <16 x float> poison, <16 x i32> zeroinitializer
  %3220 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3184, <16 x float> %3219, <16 x float> %3173)
  %3221 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3186, <16 x float> %3219, <16 x float> %3172)
  %3222 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3188, <16 x float> %3219, <16 x float> %3171)
  %3223 = getelementptr inbounds i8, ptr %3182, i64 %235
  %3224 = load float, ptr %3223, align 4
  %3225 = insertelement <16 x float> poison, float %3224, i64 0
  %3226 = shufflevector <16 x float> %3225, <16 x float> poison, <16 x i32> zeroinitializer
  %3227 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3184, <16 x float> %3226, <16 x float> %3164)
  %3228 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3186, <16 x float> %3226, <16 x float> %3163)
  %3229 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3188, <16 x float> %3226, <16 x float> %3162)
  %3230 = getelementptr inbounds i8, ptr %3182, i64 %236
  %3231 = load float, ptr %3230, align 4
  %3232 = insertelement <16 x float> poison, float %3231, i64 0
  %3233 = shufflevector <16 x float> %3232, <16 x float> poison, <16 x i32> zeroinitializer
  %3234 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3184, <16 x float> %3233, <16 x float> %3161)
  %3235 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3186, <16 x float> %3233, <16 x float> %3160)
  %3236 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3188, <16 x float> %3233, <16 x float> %3159)
  %3237 = getelementptr inbounds i8, ptr %3182, i64 %237
  %3238 = load float, ptr %3237, align 4
  %3239 = insertelement <16 x float> poison, float %3238, i64 0
  %3240 = shufflevector <16 x float> %3239, <16 x float> poison, <16 x i32> zeroinitializer
  %3241 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3184, <16 x float> %3240, <16 x float> %3158)
  %3242 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3186, <16 x float> %3240, <16 x float> %3157)
  %3243 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3188, <16 x float> %3240, <16 x float> %3156)
  %3244 = add nuw nsw i64 %3180, 1
  %3245 = getelementptr inbounds float, ptr %3181, i64 %1171
  %3246 = getelementptr inbounds nuw float, ptr %3182, i64 %112
  %3247 = icmp eq i64 %3244, %2401
  br i1 %3247, label %3248, label %3155

3248:                                             ; preds = %3155, %3062, %2969, %2876, %2783, %2690, %2597, %2504, %2464, %2465, %2469, %2473, %2479, %2483, %2489, %2496
  %3249 = phi <16 x float> [ %2413, %2496 ], [ %2413, %2489 ], [ %2592, %2504 ], [ %2413, %2483 ], [ %2685, %2597 ], [ %2413, %2479 ], [ %2778, %2690 ], [ %2413, %2473 ], [ %2871, %2783 ], [ %2413, %2469 ], [ %2964, %2876 ], [ %2413, %2465 ], [ %3057, %2969 ], [ %2413, %2464 ], [ %3150, %3062 ], [ %3243, %3155 ]
  %3250 = phi <16 x float> [ %2414, %2496 ], [ %2414, %2489 ], [ %2591, %2504 ], [ %2414, %2483 ], [ %2684, %2597 ], [ %2414, %2479 ], [ %2777, %2690 ], [ %2414, %2473 ], [ %2870, %2783 ], [ %2414, %2469 ], [ %2963, %2876 ], [ %2414, %2465 ], [ %3056, %2969 ], [ %2414, %2464 ], [ %3149, %3062 ], [ %3242, %3155 ]
  %3251 = phi <16 x float> [ %2415, %2496 ], [ %2415, %2489 ], [ %2590, %2504 ], [ %2415, %2483 ], [ %2683, %2597 ], [ %2415, %2479 ], [ %2776, %2690 ], [ %2415, %2473 ], [ %2869, %2783 ], [ %2415, %2469 ], [ %2962, %2876 ], [ %2415, %2465 ], [ %3055, %2969 ], [ %2415, %2464 ], [ %3148, %3062 ], [ %3241, %3155 ]
  %3252 = phi <16 x float> [ %2416, %2496 ], [ %2416, %2489 ], [ %2585, %2504 ], [ %2416, %2483 ], [ %2678, %2597 ], [ %2416, %2479 ], [ %2771, %2690 ], [ %2416, %2473 ], [ %2864, %2783 ], [ %2416, %2469 ], [ %2957, %2876 ], [ %2416, %2465 ], [ %3050, %2969 ], [ %2416, %2464 ], [ %3143, %3062 ], [ %3236, %3155 ]
  %3253 = phi <16 x float> [ %2417, %2496 ], [ %2417, %2489 ], [ %2584, %2504 ], [ %2417, %2483 ], [ %2677, %2597 ], [ %2417, %2479 ], [ %2770, %2690 ], [ %2417, %2473 ], [ %2863, %2783 ], [ %2417, %2469 ], [ %2956, %2876 ], [ %2417, %2465 ], [ %3049, %2969 ], [ %2417, %2464 ], [ %3142, %3062 ], [ %3235, %3155 ]
  %3254 = phi <16 x float> [ %2418, %2496 ], [ %2418, %2489 ], [ %2583, %2504 ], [ %2418, %2483 ], [ %2676, %2597 ], [ %2418, %2479 ], [ %2769, %2690 ], [ %2418, %2473 ], [ %2862, %2783 ], [ %2418, %2469 ], [ %2955, %2876 ], [ %2418, %2465 ], [ %3048, %2969 ], [ %2418, %2464 ], [ %3141, %3062 ], [ %3234, %3155 ]
  %3255 = phi <16 x float> [ %2419, %2496 ], [ %2419, %2489 ], [ %2578, %2504 ], [ %2419, %2483 ], [ %2671, %2597 ], [ %2419, %2479 ], [ %2764, %2690 ], [ %2419, %2473 ], [ %2857, %2783 ], [ %2419, %2469 ], [ %2950, %2876 ], [ %2419, %2465 ], [ %3043, %2969 ], [ %2419, %2464 ], [ %3136, %3062 ], [ %3229, %3155 ]
  %3256 = phi <16 x float> [ %2420, %2496 ], [ %2420, %2489 ], [ %2577, %2504 ], [ %2420, %2483 ], [ %2670, %2597 ], [ %2420, %2479 ], [ %2763, %2690 ], [ %2420, %2473 ], [ %2856, %2783 ], [ %2420, %2469 ], [ %2949, %2876 ], [ %2420, %2465 ], [ %3042, %2969 ], [ %2420, %2464 ], [ %3135, %3062 ], [ %3228, %3155 ]
  %3257 = phi <16 x float> [ %2421, %2496 ], [ %2421, %2489 ], [ %2576, %2504 ], [ %2421, %2483 ], [ %2669, %2597 ], [ %2421, %2479 ], [ %2762, %2690 ], [ %2421, %2473 ], [ %2855, %2783 ], [ %2421, %2469 ], [ %2948, %2876 ], [ %2421, %2465 ], [ %3041, %2969 ], [ %2421, %2464 ], [ %3134, %3062 ], [ %3227, %3155 ]
  %3258 = phi <16 x float> [ %2422, %2496 ], [ %2422, %2489 ], [ %2571, %2504 ], [ %2422, %2483 ], [ %2664, %2597 ], [ %2422, %2479 ], [ %2757, %2690 ], [ %2422, %2473 ], [ %2850, %2783 ], [ %2422, %2469 ], [ %2943, %2876 ], [ %2422, %2465 ], [ %3036, %2969 ], [ %2422, %2464 ], [ %3129, %3062 ], [ %3222, %3155 ]
  %3259 = phi <16 x float> [ %2423, %2496 ], [ %2423, %2489 ], [ %2570, %2504 ], [ %2423, %2483 ], [ %2663, %2597 ], [ %2423, %2479 ], [ %2756, %2690 ], [ %2423, %2473 ], [ %2849, %2783 ], [ %2423, %2469 ], [ %2942, %2876 ], [ %2423, %2465 ], [ %3035, %2969 ], [ %2423, %2464 ], [ %3128, %3062 ], [ %3221, %3155 ]
  %3260 = phi <16 x float> [ %2424, %2496 ], [ %2424, %2489 ], [ %2569, %2504 ], [ %2424, %2483 ], [ %2662, %2597 ], [ %2424, %2479 ], [ %2755, %2690 ], [ %2424, %2473 ], [ %2848, %2783 ], [ %2424, %2469 ], [ %2941, %2876 ], [ %2424, %2465 ], [ %3034, %2969 ], [ %2424, %2464 ], [ %3127, %3062 ], [ %3220, %3155 ]
  %3261 = phi <16 x float> [ %2425, %2496 ], [ %2425, %2489 ], [ %2564, %2504 ], [ %2425, %2483 ], [ %2657, %2597 ], [ %2425, %2479 ], [ %2750, %2690 ], [ %2425, %2473 ], [ %2843, %2783 ], [ %2425, %2469 ], [ %2936, %2876 ], [ %2425, %2465 ], [ %3029, %2969 ], [ %2425, %2464 ], [ %3122, %3062 ], [ %3215, %3155 ]
  %3262 = phi <16 x float> [ %2426, %2496 ], [ %2426, %2489 ], [ %2563, %2504 ], [ %2426, %2483 ], [ %2656, %2597 ], [ %2426, %2479 ], [ %2749, %2690 ], [ %2426, %2473 ], [ %2842, %2783 ], [ %2426, %2469 ], [ %2935, %2876 ], [ %2426, %2465 ], [ %3028, %2969 ], [ %2426, %2464 ], [ %3121, %3062 ], [ %3214, %3155 ]
  %3263 = phi <16 x float> [ %2427, %2496 ], [ %2427, %2489 ], [ %2562, %2504 ], [ %2427, %2483 ], [ %2655, %2597 ], [ %2427, %2479 ], [ %2748, %2690 ], [ %2427, %2473 ], [ %2841, %2783 ], [ %2427, %2469 ], [ %2934, %2876 ], [ %2427, %2465 ], [ %3027, %2969 ], [ %2427, %2464 ], [ %3120, %3062 ], [ %3213, %3155 ]
  %3264 = phi <16 x float> [ %2428, %2496 ], [ %2428, %2489 ], [ %2557, %2504 ], [ %2428, %2483 ], [ %2650, %2597 ], [ %2428, %2479 ], [ %2743, %2690 ], [ %2428, %2473 ], [ %2836, %2783 ], [ %2428, %2469 ], [ %2929, %2876 ], [ %2428, %2465 ], [ %3022, %2969 ], [ %2428, %2464 ], [ %3115, %3062 ], [ %3208, %3155 ]
  %3265 = phi <16 x float> [ %2429, %2496 ], [ %2429, %2489 ], [ %2556, %2504 ], [ %2429, %2483 ], [ %2649, %2597 ], [ %2429, %2479 ], [ %2742, %2690 ], [ %2429, %2473 ], [ %2835, %2783 ], [ %2429, %2469 ], [ %2928, %2876 ], [ %2429, %2465 ], [ %3021, %2969 ], [ %2429, %2464 ], [ %3114, %3062 ], [ %3207, %3155 ]
  %3266 = phi <16 x float> [ %2430, %2496 ], [ %2430, %2489 ], [ %2555, %2504 ], [ %2430, %2483 ], [ %2648, %2597 ], [ %2430, %2479 ], [ %2741, %2690 ], [ %2430, %2473 ], [ %2834, %2783 ], [ %2430, %2469 ], [ %2927, %2876 ], [ %2430, %2465 ], [ %3020, %2969 ], [ %2430, %2464 ], [ %3113, %3062 ], [ %3206, %3155 ]
  %3267 = phi <16 x float> [ %2431, %2496 ], [ %2431, %2489 ], [ %2550, %2504 ], [ %2431, %2483 ], [ %2643, %2597 ], [ %2431, %2479 ], [ %2736, %2690 ], [ %2431, %2473 ], [ %2829, %2783 ], [ %2431, %2469 ], [ %2922, %2876 ], [ %2431, %2465 ], [ %3015, %2969 ], [ %2431, %2464 ], [ %3108, %3062 ], [ %3201, %3155 ]
  %3268 = phi <16 x float> [ %2432, %2496 ], [ %2432, %2489 ], [ %2549, %2504 ], [ %2432, %2483 ], [ %2642, %2597 ], [ %2432, %2479 ], [ %2735, %2690 ], [ %2432, %2473 ], [ %2828, %2783 ], [ %2432, %2469 ], [ %2921, %2876 ], [ %2432, %2465 ], [ %3014, %2969 ], [ %2432, %2464 ], [ %3107, %3062 ], [ %3200, %3155 ]
  %3269 = phi <16 x float> [ %2433, %2496 ], [ %2433, %2489 ], [ %2548, %2504 ], [ %2433, %2483 ], [ %2641, %2597 ], [ %2433, %2479 ], [ %2734, %2690 ], [ %2433, %2473 ], [ %2827, %2783 ], [ %2433, %2469 ], [ %2920, %2876 ], [ %2433, %2465 ], [ %3013, %2969 ], [ %2433, %2464 ], [ %3106, %3062 ], [ %3199, %3155 ]
  %3270 = phi <16 x float> [ %2434, %2496 ], [ %2434, %2489 ], [ %2543, %2504 ], [ %2434, %2483 ], [ %2636, %2597 ], [ %2434, %2479 ], [ %2729, %2690 ], [ %2434, %2473 ], [ %2822, %2783 ], [ %2434, %2469 ], [ %2915, %2876 ], [ %2434, %2465 ], [ %3008, %2969 ], [ %2434, %2464 ], [ %3101, %3062 ], [ %3194, %3155 ]
  %3271 = phi <16 x float> [ %2435, %2496 ], [ %2435, %2489 ], [ %2542, %2504 ], [ %2435, %2483 ], [ %2635, %2597 ], [ %2435, %2479 ], [ %2728, %2690 ], [ %2435, %2473 ], [ %2821, %2783 ], [ %2435, %2469 ], [ %2914, %2876 ], [ %2435, %2465 ], [ %3007, %2969 ], [ %2435, %2464 ], [ %3100, %3062 ], [ %3193, %3155 ]
  %3272 = phi <16 x float> [ %2436, %2496 ], [ %2436, %2489 ], [ %2541, %2504 ], [ %2436, %2483 ], [ %2634, %2597 ], [ %2436, %2479 ], [ %2727, %2690 ], [ %2436, %2473 ], [ %2820, %2783 ], [ %2436, %2469 ], [ %2913, %2876 ], [ %2436, %2465 ], [ %3006, %2969 ], [ %2436, %2464 ], [ %3099, %3062 ], [ %3192, %3155 ]
  %3273 = add nuw nsw i64 %2437, 1
  %3274 = icmp eq i64 %3273, %112
  br i1 %3274, label %2321, label %2412

3275:                                             ; preds = %2348, %3472
  %3276 = phi i64 [ 0, %2348 ], [ %3474, %3472 ]
  %3277 = add nsw i64 %2075, %3276
  %3278 = mul nsw i64 %3277, %58
  %3279 = icmp sgt i64 %2076, %3276
  %3280 = getelementptr inbounds nuw [3 x <16 x float>], ptr %32, i64 %3276
  %3281 = add nsw i64 %2036, %3278
  %3282 = select i1 %3279, <16 x i1> zeroinitializer, <16 x i1> %2065
  %3283 = getelementptr inbounds float, ptr %1370, i64 %3281
  %3284 = load <16 x float>, ptr %3280, align 64
  br i1 %116, label %3344, label %3285

3285:                                             ; preds = %3275
  %3286 = getelementptr inbounds float, ptr %1368, i64 %3281
  switch i64 %238, label %3304 [
    i64 1, label %3287
    i64 2, label %3290
    i64 3, label %3297
    i64 0, label %3344
  ]

3287:                                             ; preds = %3285
  %3288 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3286, <16 x i1> %3282, <16 x float> zeroinitializer)
  %3289 = fadd <16 x float> %3284, %3288
  br label %3306

3290:                                             ; preds = %3285
  %3291 = bitcast <16 x float> %3284 to <8 x i64>
  %3292 = or <8 x i64> %3291, %118
  %3293 = fcmp oeq <16 x float> %3284, %57
  %3294 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3284, i32 4)
  %3295 = bitcast <8 x i64> %3292 to <16 x float>
  %3296 = select <16 x i1> %3293, <16 x float> %3295, <16 x float> %3294
  br label %3306

3297:                                             ; preds = %3285
  %3298 = bitcast <16 x float> %3284 to <8 x i64>
  %3299 = and <8 x i64> %3298, %117
  %3300 = fcmp oeq <16 x float> %3284, %54
  %3301 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3284, i32 4)
  %3302 = bitcast <8 x i64> %3299 to <16 x float>
  %3303 = select <16 x i1> %3300, <16 x float> %3302, <16 x float> %3301
  br label %3306

3304:                                             ; preds = %3285
  unreachable

3305:                                             ; preds = %4228, %4209, %4190, %4165, %4146, %4127, %4102, %4083, %4064, %4039, %4020, %4001, %3976, %3957, %3938, %3913, %3894, %3875, %3850, %3831, %3812, %3787, %3768, %3749, %3453, %3434, %3415, %3389, %3370, %3351, %3325, %3306
  unreachable

3306:                                             ; preds = %3297, %3290, %3287
  %3307 = phi <16 x float> [ %3289, %3287 ], [ %3296, %3290 ], [ %3303, %3297 ]
  switch i64 %240, label %3305 [
    i64 1, label %3322
    i64 2, label %3315
    i64 3, label %3308
    i64 0, label %3344
  ]

3308:                                             ; preds = %3306
  %3309 = bitcast <16 x float> %3307 to <8 x i64>
  %3310 = and <8 x i64> %3309, %117
  %3311 = fcmp oeq <16 x float> %3307, %54
  %3312 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3307, i32 4)
  %3313 = bitcast <8 x i64> %3310 to <16 x float>
  %3314 = select <16 x i1> %3311, <16 x float> %3313, <16 x float> %3312
  br label %3325

3315:                                             ; preds = %3306
  %3316 = bitcast <16 x float> %3307 to <8 x i64>
  %3317 = or <8 x i64> %3316, %118
  %3318 = fcmp oeq <16 x float> %3307, %57
  %3319 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3307, i32 4)
  %3320 = bitcast <8 x i64> %3317 to <16 x float>
  %3321 = select <16 x i1> %3318, <16 x float> %3320, <16 x float> %3319
  br label %3325

3322:                                             ; preds = %3306
  %3323 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3286, <16 x i1> %3282, <16 x float> zeroinitializer)
  %3324 = fadd <16 x float> %3307, %3323
  br label %3325

3325:                                             ; preds = %3322, %3315, %3308
  %3326 = phi <16 x float> [ %3324, %3322 ], [ %3321, %3315 ], [ %3314, %3308 ]
  switch i64 %242, label %3305 [
    i64 1, label %3341
    i64 2, label %3334
    i64 3, label %3327
    i64 0, label %3344
  ]

3327:                                             ; preds = %3325
  %3328 = bitcast <16 x float> %3326 to <8 x i64>
  %3329 = and <8 x i64> %3328, %117
  %3330 = fcmp oeq <16 x float> %3326, %54
  %3331 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3326, i32 4)
  %3332 = bitcast <8 x i64> %3329 to <16 x float>
  %3333 = select <16 x i1> %3330, <16 x float> %3332, <16 x float> %3331
  br label %3344

3334:                                             ; preds = %3325
  %3335 = bitcast <16 x float> %3326 to <8 x i64>
  %3336 = or <8 x i64> %3335, %118
  %3337 = fcmp oeq <16 x float> %3326, %57
  %3338 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3326, i32 4)
  %3339 = bitcast <8 x i64> %3336 to <16 x float>
  %3340 = select <16 x i1> %3337, <16 x float> %3339, <16 x float> %3338
  br label %3344

3341:                                             ; preds = %3325
  %3342 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3286, <16 x i1> %3282, <16 x float> zeroinitializer)
  %3343 = fadd <16 x float> %3326, %3342
  br label %3344

3344:                                             ; preds = %3275, %3285, %3306, %3325, %3341, %3334, %3327
  %3345 = phi <16 x float> [ %3333, %3327 ], [ %3284, %3285 ], [ %3326, %3325 ], [ %3307, %3306 ], [ %3343, %3341 ], [ %3340, %3334 ], [ %3284, %3275 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3345, ptr align 1 %3283, <16 x i1> %3282)
  %3346 = add nsw i64 %2035, %3278
  %3347 = select i1 %3279, <16 x i1> zeroinitializer, <16 x i1> %2066
  %3348 = getelementptr inbounds float, ptr %1370, i64 %3346
  %3349 = getelementptr inbounds nuw i8, ptr %3280, i64 64
  %3350 = load <16 x float>, ptr %3349, align 64
  br i1 %116, label %3408, label %3351

3351:                                             ; preds = %3344
  %3352 = getelementptr inbounds float, ptr %1368, i64 %3346
  switch i64 %243, label %3305 [
    i64 1, label %3367
    i64 2, label %3360
    i64 3, label %3353
    i64 0, label %3408
  ]

3353:                                             ; preds = %3351
  %3354 = bitcast <16 x float> %3350 to <8 x i64>
  %3355 = and <8 x i64> %3354, %117
  %3356 = fcmp oeq <16 x float> %3350, %54
  %3357 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3350, i32 4)
  %3358 = bitcast <8 x i64> %3355 to <16 x float>
  %3359 = select <16 x i1> %3356, <16 x float> %3358, <16 x float> %3357
  br label %3370

3360:                                             ; preds = %3351
  %3361 = bitcast <16 x float> %3350 to <8 x i64>
  %3362 = or <8 x i64> %3361, %118
  %3363 = fcmp oeq <16 x float> %3350, %57
  %3364 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3350, i32 4)
  %3365 = bitcast <8 x i64> %3362 to <16 x float>
  %3366 = select <16 x i1> %3363, <16 x float> %3365, <16 x float> %3364
  br label %3370

3367:                                             ; preds = %3351
  %3368 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3352, <16 x i1> %3347, <16 x float> zeroinitializer)
  %3369 = fadd <16 x float> %3350, %3368
  br label %3370

3370:                                             ; preds = %3367, %3360, %3353
  %3371 = phi <16 x float> [ %3369, %3367 ], [ %3366, %3360 ], [ %3359, %3353 ]
  switch i64 %245, label %3305 [
    i64 1, label %3386
    i64 2, label %3379
    i64 3, label %3372
    i64 0, label %3408
  ]

3372:                                             ; preds = %3370
  %3373 = bitcast <16 x float> %3371 to <8 x i64>
  %3374 = and <8 x i64> %3373, %117
  %3375 = fcmp oeq <16 x float> %3371, %54
  %3376 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3371, i32 4)
  %3377 = bitcast <8 x i64> %3374 to <16 x float>
  %3378 = select <16 x i1> %3375, <16 x float> %3377, <16 x float> %3376
  br label %3389

3379:                                             ; preds = %3370
  %3380 = bitcast <16 x float> %3371 to <8 x i64>
  %3381 = or <8 x i64> %3380, %118
  %3382 = fcmp oeq <16 x float> %3371, %57
  %3383 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3371, i32 4)
  %3384 = bitcast <8 x i64> %3381 to <16 x float>
  %3385 = select <16 x i1> %3382, <16 x float> %3384, <16 x float> %3383
  br label %3389

3386:                                             ; preds = %3370
  %3387 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3352, <16 x i1> %3347, <16 x float> zeroinitializer)
  %3388 = fadd <16 x float> %3371, %3387
  br label %3389

3389:                                             ; preds = %3386, %3379, %3372
  %3390 = phi <16 x float> [ %3388, %3386 ], [ %3385, %3379 ], [ %3378, %3372 ]
  switch i64 %247, label %3305 [
    i64 1, label %3405
    i64 2, label %3398
    i64 3, label %3391
    i64 0, label %3408
  ]

3391:                                             ; preds = %3389
  %3392 = bitcast <16 x float> %3390 to <8 x i64>
  %3393 = and <8 x i64> %3392, %117
  %3394 = fcmp oeq <16 x float> %3390, %54
  %3395 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3390, i32 4)
  %3396 = bitcast <8 x i64> %3393 to <16 x float>
  %3397 = select <16 x i1> %3394, <16 x float> %3396, <16 x float> %3395
  br label %3408

3398:                                             ; preds = %3389
  %3399 = bitcast <16 x float> %3390 to <8 x i64>
  %3400 = or <8 x i64> %3399, %118
  %3401 = fcmp oeq <16 x float> %3390, %57
  %3402 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3390, i32 4)
  %3403 = bitcast <8 x i64> %3400 to <16 x float>
  %3404 = select <16 x i1> %3401, <16 x float> %3403, <16 x float> %3402
  br label %3408

3405:                                             ; preds = %3389
  %3406 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3352, <16 x i1> %3347, <16 x float> zeroinitializer)
  %3407 = fadd <16 x float> %3390, %3406
  br label %3408

3408:                                             ; preds = %3344, %3351, %3370, %3389, %3405, %3398, %3391
  %3409 = phi <16 x float> [ %3397, %3391 ], [ %3350, %3351 ], [ %3390, %3389 ], [ %3371, %3370 ], [ %3407, %3405 ], [ %3404, %3398 ], [ %3350, %3344 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3409, ptr align 1 %3348, <16 x i1> %3347)
  %3410 = add nsw i64 %2034, %3278
  %3411 = select i1 %3279, <16 x i1> zeroinitializer, <16 x i1> %2067
  %3412 = getelementptr inbounds float, ptr %1370, i64 %3410
  %3413 = getelementptr inbounds nuw i8, ptr %3280, i64 128
  %3414 = load <16 x float>, ptr %3413, align 64
  br i1 %116, label %3472, label %3415

3415:                                             ; preds = %3408
  %3416 = getelementptr inbounds float, ptr %1368, i64 %3410
  switch i64 %248, label %3305 [
    i64 1, label %3431
    i64 2, label %3424
    i64 3, label %3417
    i64 0, label %3472
  ]

3417:                                             ; preds = %3415
  %3418 = bitcast <16 x float> %3414 to <8 x i64>
  %3419 = and <8 x i64> %3418, %117
  %3420 = fcmp oeq <16 x float> %3414, %54
  %3421 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3414, i32 4)
  %3422 = bitcast <8 x i64> %3419 to <16 x float>
  %3423 = select <16 x i1> %3420, <16 x float> %3422, <16 x float> %3421
  br label %3434

3424:                                             ; preds = %3415
  %3425 = bitcast <16 x float> %3414 to <8 x i64>
  %3426 = or <8 x i64> %3425, %118
  %3427 = fcmp oeq <16 x float> %3414, %57
  %3428 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3414, i32 4)
  %3429 = bitcast <8 x i64> %3426 to <16 x float>
  %3430 = select <16 x i1> %3427, <16 x float> %3429, <16 x float> %3428
  br label %3434

3431:                                             ; preds = %3415
  %3432 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3416, <16 x i1> %3411, <16 x float> zeroinitializer)
  %3433 = fadd <16 x float> %3414, %3432
  br label %3434

3434:                                             ; preds = %3431, %3424, %3417
  %3435 = phi <16 x float> [ %3433, %3431 ], [ %3430, %3424 ], [ %3423, %3417 ]
  switch i64 %250, label %3305 [
    i64 1, label %3450
    i64 2, label %3443
    i64 3, label %3436
    i64 0, label %3472
  ]

3436:                                             ; preds = %3434
  %3437 = bitcast <16 x float> %3435 to <8 x i64>
  %3438 = and <8 x i64> %3437, %117
  %3439 = fcmp oeq <16 x float> %3435, %54
  %3440 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3435, i32 4)
  %3441 = bitcast <8 x i64> %3438 to <16 x float>
  %3442 = select <16 x i1> %3439, <16 x float> %3441, <16 x float> %3440
  br label %3453

3443:                                             ; preds = %3434
  %3444 = bitcast <16 x float> %3435 to <8 x i64>
  %3445 = or <8 x i64> %3444, %118
  %3446 = fcmp oeq <16 x float> %3435, %57
  %3447 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3435, i32 4)
  %3448 = bitcast <8 x i64> %3445 to <16 x float>
  %3449 = select <16 x i1> %3446, <16 x float> %3448, <16 x float> %3447
  br label %3453

3450:                                             ; preds = %3434
  %3451 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3416, <16 x i1> %3411, <16 x float> zeroinitializer)
  %3452 = fadd <16 x float> %3435, %3451
  br label %3453

3453:                                             ; preds = %3450, %3443, %3436
  %3454 = phi <16 x float> [ %3452, %3450 ], [ %3449, %3443 ], [ %3442, %3436 ]
  switch i64 %252, label %3305 [
    i64 1, label %3469
    i64 2, label %3462
    i64 3, label %3455
    i64 0, label %3472
  ]

3455:                                             ; preds = %3453
  %3456 = bitcast <16 x float> %3454 to <8 x i64>
  %3457 = and <8 x i64> %3456, %117
  %3458 = fcmp oeq <16 x float> %3454, %54
  %3459 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3454, i32 4)
  %3460 = bitcast <8 x i64> %3457 to <16 x float>
  %3461 = select <16 x i1> %3458, <16 x float> %3460, <16 x float> %3459
  br label %3472

3462:                                             ; preds = %3453
  %3463 = bitcast <16 x float> %3454 to <8 x i64>
  %3464 = or <8 x i64> %3463, %118
  %3465 = fcmp oeq <16 x float> %3454, %57
  %3466 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3454, i32 4)
  %3467 = bitcast <8 x i64> %3464 to <16 x float>
  %3468 = select <16 x i1> %3465, <16 x float> %3467, <16 x float> %3466
  br label %3472

3469:                                             ; preds = %3453
  %3470 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3416, <16 x i1> %3411, <16 x float> zeroinitializer)
  %3471 = fadd <16 x float> %3454, %3470
  br label %3472

3472:                                             ; preds = %3408, %3415, %3434, %3453, %3469, %3462, %3455
  %3473 = phi <16 x float> [ %3461, %3455 ], [ %3414, %3415 ], [ %3454, %3453 ], [ %3435, %3434 ], [ %3471, %3469 ], [ %3468, %3462 ], [ %3414, %3408 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3473, ptr align 1 %3412, <16 x i1> %3411)
  %3474 = add nuw nsw i64 %3276, 1
  %3475 = icmp eq i64 %3474, 8
  br i1 %3475, label %3476, label %3275

3476:                                             ; preds = %3472
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  br label %4251

3477:                                             ; preds = %2078, %4247
  %3478 = phi i64 [ 0, %2078 ], [ %4249, %4247 ]
  %3479 = getelementptr inbounds nuw i64, ptr %38, i64 %3478
  %3480 = getelementptr inbounds nuw i64, ptr %39, i64 %3478
  %3481 = load i64, ptr %3480, align 8
  %3482 = icmp sgt i64 %3481, 15
  %3483 = trunc i64 %3481 to i32
  %3484 = shl nsw i32 -1, %3483
  %3485 = trunc i32 %3484 to i16
  %3486 = xor i16 %3485, -1
  %3487 = select i1 %3482, i16 -1, i16 %3486
  br i1 %113, label %3516, label %3491

3488:                                             ; preds = %3545
  %3489 = getelementptr inbounds nuw i64, ptr %35, i64 %3478
  %3490 = getelementptr inbounds nuw i32, ptr %36, i64 %3478
  br label %3579

3491:                                             ; preds = %3477
  %3492 = load float, ptr %2080, align 4
  %3493 = insertelement <16 x float> poison, float %3492, i64 0
  %3494 = shufflevector <16 x float> %3493, <16 x float> poison, <16 x i32> zeroinitializer
  %3495 = load float, ptr %2082, align 4
  %3496 = insertelement <16 x float> poison, float %3495, i64 0
  %3497 = shufflevector <16 x float> %3496, <16 x float> poison, <16 x i32> zeroinitializer
  %3498 = load float, ptr %2083, align 4
  %3499 = insertelement <16 x float> poison, float %3498, i64 0
  %3500 = shufflevector <16 x float> %3499, <16 x float> poison, <16 x i32> zeroinitializer
  %3501 = load float, ptr %2084, align 4
  %3502 = insertelement <16 x float> poison, float %3501, i64 0
  %3503 = shufflevector <16 x float> %3502, <16 x float> poison, <16 x i32> zeroinitializer
  %3504 = load float, ptr %2085, align 4
  %3505 = insertelement <16 x float> poison, float %3504, i64 0
  %3506 = shufflevector <16 x float> %3505, <16 x float> poison, <16 x i32> zeroinitializer
  %3507 = load float, ptr %2086, align 4
  %3508 = insertelement <16 x float> poison, float %3507, i64 0
  %3509 = shufflevector <16 x float> %3508, <16 x float> poison, <16 x i32> zeroinitializer
  %3510 = load float, ptr %2087, align 4
  %3511 = insertelement <16 x float> poison, float %3510, i64 0
  %3512 = shufflevector <16 x float> %3511, <16 x float> poison, <16 x i32> zeroinitializer
  %3513 = load float, ptr %2088, align 4
  %3514 = insertelement <16 x float> poison, float %3513, i64 0
  %3515 = shufflevector <16 x float> %3514, <16 x float> poison, <16 x i32> zeroinitializer
  br label %3545

3516:                                             ; preds = %3477
  %3517 = bitcast i16 %3487 to <16 x i1>
  %3518 = load i64, ptr %3479, align 8
  %3519 = getelementptr inbounds float, ptr %2090, i64 %3518
  %3520 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3519, <16 x i1> %3517, <16 x float> zeroinitializer)
  %3521 = bitcast i16 %3487 to <16 x i1>
  %3522 = getelementptr inbounds float, ptr %2093, i64 %3518
  %3523 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3522, <16 x i1> %3521, <16 x float> zeroinitializer)
  %3524 = bitcast i16 %3487 to <16 x i1>
  %3525 = load i64, ptr %3479, align 8
  %3526 = getelementptr inbounds float, ptr %2096, i64 %3525
  %3527 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3526, <16 x i1> %3524, <16 x float> zeroinitializer)
  %3528 = bitcast i16 %3487 to <16 x i1>
  %3529 = getelementptr inbounds float, ptr %2099, i64 %3525
  %3530 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3529, <16 x i1> %3528, <16 x float> zeroinitializer)
  %3531 = bitcast i16 %3487 to <16 x i1>
  %3532 = load i64, ptr %3479, align 8
  %3533 = getelementptr inbounds float, ptr %2102, i64 %3532
  %3534 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3533, <16 x i1> %3531, <16 x float> zeroinitializer)
  %3535 = bitcast i16 %3487 to <16 x i1>
  %3536 = getelementptr inbounds float, ptr %2105, i64 %3532
  %3537 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3536, <16 x i1> %3535, <16 x float> zeroinitializer)
  %3538 = bitcast i16 %3487 to <16 x i1>
  %3539 = load i64, ptr %3479, align 8
  %3540 = getelementptr inbounds float, ptr %2108, i64 %3539
  %3541 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3540, <16 x i1> %3538, <16 x float> zeroinitializer)
  %3542 = bitcast i16 %3487 to <16 x i1>
  %3543 = getelementptr inbounds float, ptr %2111, i64 %3539
  %3544 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3543, <16 x i1> %3542, <16 x float> zeroinitializer)
  br label %3545

3545:                                             ; preds = %3516, %3491
  %3546 = phi <16 x float> [ %3541, %3516 ], [ %3512, %3491 ]
  %3547 = phi <16 x float> [ %3534, %3516 ], [ %3506, %3491 ]
  %3548 = phi <16 x float> [ %3527, %3516 ], [ %3500, %3491 ]
  %3549 = phi <16 x float> [ %3520, %3516 ], [ %3494, %3491 ]
  %3550 = phi <16 x float> [ %3523, %3516 ], [ %3497, %3491 ]
  %3551 = phi <16 x float> [ %3530, %3516 ], [ %3503, %3491 ]
  %3552 = phi <16 x float> [ %3537, %3516 ], [ %3509, %3491 ]
  %3553 = phi <16 x float> [ %3544, %3516 ], [ %3515, %3491 ]
  br i1 %94, label %3488, label %3565

3554:                                             ; preds = %3738, %3579
  %3555 = phi <16 x float> [ %3580, %3579 ], [ %3739, %3738 ]
  %3556 = phi <16 x float> [ %3581, %3579 ], [ %3740, %3738 ]
  %3557 = phi <16 x float> [ %3582, %3579 ], [ %3741, %3738 ]
  %3558 = phi <16 x float> [ %3583, %3579 ], [ %3742, %3738 ]
  %3559 = phi <16 x float> [ %3584, %3579 ], [ %3743, %3738 ]
  %3560 = phi <16 x float> [ %3585, %3579 ], [ %3744, %3738 ]
  %3561 = phi <16 x float> [ %3586, %3579 ], [ %3745, %3738 ]
  %3562 = phi <16 x float> [ %3587, %3579 ], [ %3746, %3738 ]
  %3563 = icmp slt i64 %3592, %5
  %3564 = add i64 %3588, -16
  br i1 %3563, label %3579, label %3565

3565:                                             ; preds = %3554, %3545
  %3566 = phi <16 x float> [ %3549, %3545 ], [ %3555, %3554 ]
  %3567 = phi <16 x float> [ %3550, %3545 ], [ %3556, %3554 ]
  %3568 = phi <16 x float> [ %3548, %3545 ], [ %3557, %3554 ]
  %3569 = phi <16 x float> [ %3551, %3545 ], [ %3558, %3554 ]
  %3570 = phi <16 x float> [ %3547, %3545 ], [ %3559, %3554 ]
  %3571 = phi <16 x float> [ %3552, %3545 ], [ %3560, %3554 ]
  %3572 = phi <16 x float> [ %3546, %3545 ], [ %3561, %3554 ]
  %3573 = phi <16 x float> [ %3553, %3545 ], [ %3562, %3554 ]
  %3574 = load i64, ptr %3479, align 8
  %3575 = add nsw i64 %3574, %2112
  %3576 = bitcast i16 %3487 to <16 x i1>
  %3577 = select i1 %2113, <16 x i1> zeroinitializer, <16 x i1> %3576
  %3578 = getelementptr inbounds float, ptr %1370, i64 %3575
  br i1 %116, label %3806, label %3749

3579:                                             ; preds = %3488, %3554
  %3580 = phi <16 x float> [ %3549, %3488 ], [ %3555, %3554 ]
  %3581 = phi <16 x float> [ %3550, %3488 ], [ %3556, %3554 ]
  %3582 = phi <16 x float> [ %3548, %3488 ], [ %3557, %3554 ]
  %3583 = phi <16 x float> [ %3551, %3488 ], [ %3558, %3554 ]
  %3584 = phi <16 x float> [ %3547, %3488 ], [ %3559, %3554 ]
  %3585 = phi <16 x float> [ %3552, %3488 ], [ %3560, %3554 ]
  %3586 = phi <16 x float> [ %3546, %3488 ], [ %3561, %3554 ]
  %3587 = phi <16 x float> [ %3553, %3488 ], [ %3562, %3554 ]
  %3588 = phi i64 [ %5, %3488 ], [ %3564, %3554 ]
  %3589 = phi i64 [ 0, %3488 ], [ %3592, %3554 ]
  %3590 = call i64 @llvm.smin.i64(i64 %3588, i64 16)
  %3591 = add i64 %3590, %3589
  %3592 = add nuw nsw i64 %3589, 16
  br i1 %115, label %3593, label %3554

3593:                                             ; preds = %3579
  %3594 = sub nsw i64 %5, %3589
  %3595 = icmp sgt i64 %3594, 15
  %3596 = mul nsw i64 %3589, %1171
  %3597 = getelementptr inbounds float, ptr %49, i64 %3596
  %3598 = mul nuw nsw i64 %3589, %112
  %3599 = getelementptr inbounds nuw float, ptr %2081, i64 %3598
  %3600 = icmp sgt i64 %5, %3589
  %3601 = or i1 %3595, %3600
  br label %3602

3602:                                             ; preds = %3593, %3738
  %3603 = phi <16 x float> [ %3580, %3593 ], [ %3739, %3738 ]
  %3604 = phi <16 x float> [ %3581, %3593 ], [ %3740, %3738 ]
  %3605 = phi <16 x float> [ %3582, %3593 ], [ %3741, %3738 ]
  %3606 = phi <16 x float> [ %3583, %3593 ], [ %3742, %3738 ]
  %3607 = phi <16 x float> [ %3584, %3593 ], [ %3743, %3738 ]
  %3608 = phi <16 x float> [ %3585, %3593 ], [ %3744, %3738 ]
  %3609 = phi <16 x float> [ %3586, %3593 ], [ %3745, %3738 ]
  %3610 = phi <16 x float> [ %3587, %3593 ], [ %3746, %3738 ]
  %3611 = phi i64 [ 0, %3593 ], [ %3747, %3738 ]
  %3612 = getelementptr inbounds nuw [3 x i64], ptr %3489, i64 %3611
  %3613 = load i64, ptr %3612, align 8
  %3614 = getelementptr inbounds nuw [3 x i32], ptr %3490, i64 %3611
  %3615 = load i32, ptr %3614, align 4
  %3616 = getelementptr inbounds nuw float, ptr %3599, i64 %3611
  %3617 = and i32 %3615, 65535
  %3618 = icmp eq i32 %3617, 65535
  br i1 %3618, label %3619, label %3620

3619:                                             ; preds = %3602
  br i1 %3601, label %3624, label %3738

3620:                                             ; preds = %3602
  br i1 %3601, label %3621, label %3738

3621:                                             ; preds = %3620
  %3622 = trunc i32 %3615 to i16
  %3623 = bitcast i16 %3622 to <16 x i1>
  br label %3681

3624:                                             ; preds = %3619, %3624
  %3625 = phi <16 x float> [ %3641, %3624 ], [ %3603, %3619 ]
  %3626 = phi <16 x float> [ %3646, %3624 ], [ %3604, %3619 ]
  %3627 = phi <16 x float> [ %3651, %3624 ], [ %3605, %3619 ]
  %3628 = phi <16 x float> [ %3656, %3624 ], [ %3606, %3619 ]
  %3629 = phi <16 x float> [ %3661, %3624 ], [ %3607, %3619 ]
  %3630 = phi <16 x float> [ %3666, %3624 ], [ %3608, %3619 ]
  %3631 = phi <16 x float> [ %3671, %3624 ], [ %3609, %3619 ]
  %3632 = phi <16 x float> [ %3676, %3624 ], [ %3610, %3619 ]
  %3633 = phi ptr [ %3678, %3624 ], [ %3597, %3619 ]
  %3634 = phi ptr [ %3679, %3624 ], [ %3616, %3619 ]
  %3635 = phi i64 [ %3677, %3624 ], [ %3589, %3619 ]
  %3636 = getelementptr inbounds float, ptr %3633, i64 %3613
  %3637 = load <16 x float>, ptr %3636, align 1
  %3638 = load float, ptr %3634, align 4
  %3639 = insertelement <16 x float> poison, float %3638, i64 0
  %3640 = shufflevector <16 x float> %3639, <16 x float> poison, <16 x i32> zeroinitializer
  %3641 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3637, <16 x float> %3640, <16 x float> %3625)
  %3642 = getelementptr inbounds float, ptr %3634, i64 %114
  %3643 = load float, ptr %3642, align 4
  %3644 = insertelement <16 x float> poison, float %3643, i64 0
  %3645 = shufflevector <16 x float> %3644, <16 x float> poison, <16 x i32> zeroinitializer
  %3646 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3637, <16 x float> %3645, <16 x float> %3626)
  %3647 = getelementptr inbounds i8, ptr %3634, i64 %144
  %3648 = load float, ptr %3647, align 4
  %3649 = insertelement <16 x float> poison, float %3648, i64 0
  %3650 = shufflevector <16 x float> %3649, <16 x float> poison, <16 x i32> zeroinitializer
  %3651 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3637, <16 x float> %3650, <16 x float> %3627)
  %3652 = getelementptr inbounds i8, ptr %3634, i64 %145
  %3653 = load float, ptr %3652, align 4
  %3654 = insertelement <16 x float> poison, float %3653, i64 0
  %3655 = shufflevector <16 x float> %3654, <16 x float> poison, <16 x i32> zeroinitializer
  %3656 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3637, <16 x float> %3655, <16 x float> %3628)
  %3657 = getelementptr inbounds i8, ptr %3634, i64 %146
  %3658 = load float, ptr %3657, align 4
  %3659 = insertelement <16 x float> poison, float %3658, i64 0
  %3660 = shufflevector <16 x float> %3659, <16 x float> poison, <16 x i32> zeroinitializer
  %3661 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3637, <16 x float> %3660, <16 x float> %3629)
  %3662 = getelementptr inbounds i8, ptr %3634, i64 %147
  %3663 = load float, ptr %3662, align 4
  %3664 = insertelement <16 x float> poison, float %3663, i64 0
  %3665 = shufflevector <16 x float> %3664, <16 x float> poison, <16 x i32> zeroinitializer
  %3666 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3637, <16 x float> %3665, <16 x float> %3630)
  %3667 = getelementptr inbounds i8, ptr %3634, i64 %148
  %3668 = load float, ptr %3667, align 4
  %3669 = insertelement <16 x float> poison, float %3668, i64 0
  %3670 = shufflevector <16 x float> %3669, <16 x float> poison, <16 x i32> zeroinitializer
  %3671 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3637, <16 x float> %3670, <16 x float> %3631)
  %3672 = getelementptr inbounds i8, ptr %3634, i64 %149
  %3673 = load float, ptr %3672, align 4
  %3674 = insertelement <16 x float> poison, float %3673, i64 0
  %3675 = shufflevector <16 x float> %3674, <16 x float> poison, <16 x i32> zeroinitializer
  %3676 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3637, <16 x float> %3675, <16 x float> %3632)
  %3677 = add nuw nsw i64 %3635, 1
  %3678 = getelementptr inbounds float, ptr %3633, i64 %1171
  %3679 = getelementptr inbounds nuw float, ptr %3634, i64 %112
  %3680 = icmp eq i64 %3677, %3591
  br i1 %3680, label %3738, label %3624

3681:                                             ; preds = %3621, %3681
  %3682 = phi <16 x float> [ %3603, %3621 ], [ %3698, %3681 ]
  %3683 = phi <16 x float> [ %3604, %3621 ], [ %3703, %3681 ]
  %3684 = phi <16 x float> [ %3605, %3621 ], [ %3708, %3681 ]
  %3685 = phi <16 x float> [ %3606, %3621 ], [ %3713, %3681 ]
  %3686 = phi <16 x float> [ %3607, %3621 ], [ %3718, %3681 ]
  %3687 = phi <16 x float> [ %3608, %3621 ], [ %3723, %3681 ]
  %3688 = phi <16 x float> [ %3609, %3621 ], [ %3728, %3681 ]
  %3689 = phi <16 x float> [ %3610, %3621 ], [ %3733, %3681 ]
  %3690 = phi i64 [ %3589, %3621 ], [ %3734, %3681 ]
  %3691 = phi ptr [ %3597, %3621 ], [ %3735, %3681 ]
  %3692 = phi ptr [ %3616, %3621 ], [ %3736, %3681 ]
  %3693 = getelementptr inbounds float, ptr %3691, i64 %3613
  %3694 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3693, <16 x i1> %3623, <16 x float> zeroinitializer)
  %3695 = load float, ptr %3692, align 4
  %3696 = insertelement <16 x float> poison, float %3695, i64 0
  %3697 = shufflevector <16 x float> %3696, <16 x float> poison, <16 x i32> zeroinitializer
  %3698 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3694, <16 x float> %3697, <16 x float> %3682)
  %3699 = getelementptr inbounds float, ptr %3692, i64 %114
  %3700 = load float, ptr %3699, align 4
  %3701 = insertelement <16 x float> poison, float %3700, i64 0
  %3702 = shufflevector <16 x float> %3701, <16 x float> poison, <16 x i32> zeroinitializer
  %3703 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3694, <16 x float> %3702, <16 x float> %3683)
  %3704 = getelementptr inbounds i8, ptr %3692, i64 %138
  %3705 = load float, ptr %3704, align 4
  %3706 = insertelement <16 x float> poison, float %3705, i64 0
  %3707 = shufflevector <16 x float> %3706, <16 x float> poison, <16 x i32> zeroinitializer
  %3708 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3694, <16 x float> %3707, <16 x float> %3684)
  %3709 = getelementptr inbounds i8, ptr %3692, i64 %139
  %3710 = load float, ptr %3709, align 4
  %3711 = insertelement <16 x float> poison, float %3710, i64 0
  %3712 = shufflevector <16 x float> %3711, <16 x float> poison, <16 x i32> zeroinitializer
  %3713 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3694, <16 x float> %3712, <16 x float> %3685)
  %3714 = getelementptr inbounds i8, ptr %3692, i64 %140
  %3715 = load float, ptr %3714, align 4
  %3716 = insertelement <16 x float> poison, float %3715, i64 0
  %3717 = shufflevector <16 x float> %3716, <16 x float> poison, <16 x i32> zeroinitializer
  %3718 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3694, <16 x float> %3717, <16 x float> %3686)
  %3719 = getelementptr inbounds i8, ptr %3692, i64 %141
  %3720 = load float, ptr %3719, align 4
  %3721 = insertelement <16 x float> poison, float %3720, i64 0
  %3722 = shufflevector <16 x float> %3721, <16 x float> poison, <16 x i32> zeroinitializer
  %3723 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3694, <16 x float> %3722, <16 x float> %3687)
  %3724 = getelementptr inbounds i8, ptr %3692, i64 %142
  %3725 = load float, ptr %3724, align 4
  %3726 = insertelement <16 x float> poison, float %3725, i64 0
  %3727 = shufflevector <16 x float> %3726, <16 x float> poison, <16 x i32> zeroinitializer
  %3728 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3694, <16 x float> %3727, <16 x float> %3688)
  %3729 = getelementptr inbounds i8, ptr %3692, i64 %143
  %3730 = load float, ptr %3729, align 4
  %3731 = insertelement <16 x float> poison, float %3730, i64 0
  %3732 = shufflevector <16 x float> %3731, <16 x float> poison, <16 x i32> zeroinitializer
  %3733 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3694, <16 x float> %3732, <16 x float> %3689)
  %3734 = add nuw nsw i64 %3690, 1
  %3735 = getelementptr inbounds float, ptr %3691, i64 %1171
  %3736 = getelementptr inbounds nuw float, ptr %3692, i64 %112
  %3737 = icmp eq i64 %3734, %3591
  br i1 %3737, label %3738, label %3681

3738:                                             ; preds = %3681, %3624, %3619, %3620
  %3739 = phi <16 x float> [ %3603, %3620 ], [ %3603, %3619 ], [ %3641, %3624 ], [ %3698, %3681 ]
  %3740 = phi <16 x float> [ %3604, %3620 ], [ %3604, %3619 ], [ %3646, %3624 ], [ %3703, %3681 ]
  %3741 = phi <16 x float> [ %3605, %3620 ], [ %3605, %3619 ], [ %3651, %3624 ], [ %3708, %3681 ]
  %3742 = phi <16 x float> [ %3606, %3620 ], [ %3606, %3619 ], [ %3656, %3624 ], [ %3713, %3681 ]
  %3743 = phi <16 x float> [ %3607, %3620 ], [ %3607, %3619 ], [ %3661, %3624 ], [ %3718, %3681 ]
  %3744 = phi <16 x float> [ %3608, %3620 ], [ %3608, %3619 ], [ %3666, %3624 ], [ %3723, %3681 ]
  %3745 = phi <16 x float> [ %3609, %3620 ], [ %3609, %3619 ], [ %3671, %3624 ], [ %3728, %3681 ]
  %3746 = phi <16 x float> [ %3610, %3620 ], [ %3610, %3619 ], [ %3676, %3624 ], [ %3733, %3681 ]
  %3747 = add nuw nsw i64 %3611, 1
  %3748 = icmp eq i64 %3747, %112
  br i1 %3748, label %3554, label %3602

3749:                                             ; preds = %3565
  %3750 = getelementptr inbounds float, ptr %1368, i64 %3575
  switch i64 %150, label %3305 [
    i64 1, label %3751
    i64 2, label %3754
    i64 3, label %3761
    i64 0, label %3806
  ]

3751:                                             ; preds = %3749
  %3752 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3750, <16 x i1> %3577, <16 x float> zeroinitializer)
  %3753 = fadd <16 x float> %3566, %3752
  br label %3768

3754:                                             ; preds = %3749
  %3755 = bitcast <16 x float> %3566 to <8 x i64>
  %3756 = or <8 x i64> %3755, %118
  %3757 = fcmp oeq <16 x float> %3566, %57
  %3758 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3566, i32 4)
  %3759 = bitcast <8 x i64> %3756 to <16 x float>
  %3760 = select <16 x i1> %3757, <16 x float> %3759, <16 x float> %3758
  br label %3768

3761:                                             ; preds = %3749
  %3762 = bitcast <16 x float> %3566 to <8 x i64>
  %3763 = and <8 x i64> %3762, %117
  %3764 = fcmp oeq <16 x float> %3566, %54
  %3765 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3566, i32 4)
  %3766 = bitcast <8 x i64> %3763 to <16 x float>
  %3767 = select <16 x i1> %3764, <16 x float> %3766, <16 x float> %3765
  br label %3768

3768:                                             ; preds = %3761, %3754, %3751
  %3769 = phi <16 x float> [ %3753, %3751 ], [ %3760, %3754 ], [ %3767, %3761 ]
  switch i64 %152, label %3305 [
    i64 1, label %3784
    i64 2, label %3777
    i64 3, label %3770
    i64 0, label %3806
  ]

3770:                                             ; preds = %3768
  %3771 = bitcast <16 x float> %3769 to <8 x i64>
  %3772 = and <8 x i64> %3771, %117
  %3773 = fcmp oeq <16 x float> %3769, %54
  %3774 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3769, i32 4)
  %3775 = bitcast <8 x i64> %3772 to <16 x float>
  %3776 = select <16 x i1> %3773, <16 x float> %3775, <16 x float> %3774
  br label %3787

3777:                                             ; preds = %3768
  %3778 = bitcast <16 x float> %3769 to <8 x i64>
  %3779 = or <8 x i64> %3778, %118
  %3780 = fcmp oeq <16 x float> %3769, %57
  %3781 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3769, i32 4)
  %3782 = bitcast <8 x i64> %3779 to <16 x float>
  %3783 = select <16 x i1> %3780, <16 x float> %3782, <16 x float> %3781
  br label %3787

3784:                                             ; preds = %3768
  %3785 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3750, <16 x i1> %3577, <16 x float> zeroinitializer)
  %3786 = fadd <16 x float> %3769, %3785
  br label %3787

3787:                                             ; preds = %3784, %3777, %3770
  %3788 = phi <16 x float> [ %3786, %3784 ], [ %3783, %3777 ], [ %3776, %3770 ]
  switch i64 %154, label %3305 [
    i64 1, label %3803
    i64 2, label %3796
    i64 3, label %3789
    i64 0, label %3806
  ]

3789:                                             ; preds = %3787
  %3790 = bitcast <16 x float> %3788 to <8 x i64>
  %3791 = and <8 x i64> %3790, %117
  %3792 = fcmp oeq <16 x float> %3788, %54
  %3793 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3788, i32 4)
  %3794 = bitcast <8 x i64> %3791 to <16 x float>
  %3795 = select <16 x i1> %3792, <16 x float> %3794, <16 x float> %3793
  br label %3806

3796:                                             ; preds = %3787
  %3797 = bitcast <16 x float> %3788 to <8 x i64>
  %3798 = or <8 x i64> %3797, %118
  %3799 = fcmp oeq <16 x float> %3788, %57
  %3800 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3788, i32 4)
  %3801 = bitcast <8 x i64> %3798 to <16 x float>
  %3802 = select <16 x i1> %3799, <16 x float> %3801, <16 x float> %3800
  br label %3806

3803:                                             ; preds = %3787
  %3804 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3750, <16 x i1> %3577, <16 x float> zeroinitializer)
  %3805 = fadd <16 x float> %3788, %3804
  br label %3806

3806:                                             ; preds = %3749, %3768, %3787, %3803, %3796, %3789, %3565
  %3807 = phi <16 x float> [ %3566, %3565 ], [ %3566, %3749 ], [ %3788, %3787 ], [ %3769, %3768 ], [ %3805, %3803 ], [ %3802, %3796 ], [ %3795, %3789 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3807, ptr align 1 %3578, <16 x i1> %3577)
  %3808 = add nsw i64 %3574, %2115
  %3809 = bitcast i16 %3487 to <16 x i1>
  %3810 = select i1 %2116, <16 x i1> zeroinitializer, <16 x i1> %3809
  %3811 = getelementptr inbounds float, ptr %1370, i64 %3808
  br i1 %116, label %3869, label %3812

3812:                                             ; preds = %3806
  %3813 = getelementptr inbounds float, ptr %1368, i64 %3808
  switch i64 %155, label %3305 [
    i64 1, label %3828
    i64 2, label %3821
    i64 3, label %3814
    i64 0, label %3869
  ]

3814:                                             ; preds = %3812
  %3815 = bitcast <16 x float> %3567 to <8 x i64>
  %3816 = and <8 x i64> %3815, %117
  %3817 = fcmp oeq <16 x float> %3567, %54
  %3818 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3567, i32 4)
  %3819 = bitcast <8 x i64> %3816 to <16 x float>
  %3820 = select <16 x i1> %3817, <16 x float> %3819, <16 x float> %3818
  br label %3831

3821:                                             ; preds = %3812
  %3822 = bitcast <16 x float> %3567 to <8 x i64>
  %3823 = or <8 x i64> %3822, %118
  %3824 = fcmp oeq <16 x float> %3567, %57
  %3825 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3567, i32 4)
  %3826 = bitcast <8 x i64> %3823 to <16 x float>
  %3827 = select <16 x i1> %3824, <16 x float> %3826, <16 x float> %3825
  br label %3831

3828:                                             ; preds = %3812
  %3829 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3813, <16 x i1> %3810, <16 x float> zeroinitializer)
  %3830 = fadd <16 x float> %3567, %3829
  br label %3831

3831:                                             ; preds = %3828, %3821, %3814
  %3832 = phi <16 x float> [ %3830, %3828 ], [ %3827, %3821 ], [ %3820, %3814 ]
  switch i64 %157, label %3305 [
    i64 1, label %3847
    i64 2, label %3840
    i64 3, label %3833
    i64 0, label %3869
  ]

3833:                                             ; preds = %3831
  %3834 = bitcast <16 x float> %3832 to <8 x i64>
  %3835 = and <8 x i64> %3834, %117
  %3836 = fcmp oeq <16 x float> %3832, %54
  %3837 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3832, i32 4)
  %3838 = bitcast <8 x i64> %3835 to <16 x float>
  %3839 = select <16 x i1> %3836, <16 x float> %3838, <16 x float> %3837
  br label %3850

3840:                                             ; preds = %3831
  %3841 = bitcast <16 x float> %3832 to <8 x i64>
  %3842 = or <8 x i64> %3841, %118
  %3843 = fcmp oeq <16 x float> %3832, %57
  %3844 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3832, i32 4)
  %3845 = bitcast <8 x i64> %3842 to <16 x float>
  %3846 = select <16 x i1> %3843, <16 x float> %3845, <16 x float> %3844
  br label %3850

3847:                                             ; preds = %3831
  %3848 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3813, <16 x i1> %3810, <16 x float> zeroinitializer)
  %3849 = fadd <16 x float> %3832, %3848
  br label %3850

3850:                                             ; preds = %3847, %3840, %3833
  %3851 = phi <16 x float> [ %3849, %3847 ], [ %3846, %3840 ], [ %3839, %3833 ]
  switch i64 %159, label %3305 [
    i64 1, label %3866
    i64 2, label %3859
    i64 3, label %3852
    i64 0, label %3869
  ]

3852:                                             ; preds = %3850
  %3853 = bitcast <16 x float> %3851 to <8 x i64>
  %3854 = and <8 x i64> %3853, %117
  %3855 = fcmp oeq <16 x float> %3851, %54
  %3856 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3851, i32 4)
  %3857 = bitcast <8 x i64> %3854 to <16 x float>
  %3858 = select <16 x i1> %3855, <16 x float> %3857, <16 x float> %3856
  br label %3869

3859:                                             ; preds = %3850
  %3860 = bitcast <16 x float> %3851 to <8 x i64>
  %3861 = or <8 x i64> %3860, %118
  %3862 = fcmp oeq <16 x float> %3851, %57
  %3863 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3851, i32 4)
  %3864 = bitcast <8 x i64> %3861 to <16 x float>
  %3865 = select <16 x i1> %3862, <16 x float> %3864, <16 x float> %3863
  br label %3869

3866:                                             ; preds = %3850
  %3867 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3813, <16 x i1> %3810, <16 x float> zeroinitializer)
  %3868 = fadd <16 x float> %3851, %3867
  br label %3869

3869:                                             ; preds = %3806, %3812, %3831, %3850, %3866, %3859, %3852
  %3870 = phi <16 x float> [ %3858, %3852 ], [ %3567, %3812 ], [ %3851, %3850 ], [ %3832, %3831 ], [ %3868, %3866 ], [ %3865, %3859 ], [ %3567, %3806 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3870, ptr align 1 %3811, <16 x i1> %3810)
  %3871 = add nsw i64 %3574, %2118
  %3872 = bitcast i16 %3487 to <16 x i1>
  %3873 = select i1 %2119, <16 x i1> zeroinitializer, <16 x i1> %3872
  %3874 = getelementptr inbounds float, ptr %1370, i64 %3871
  br i1 %116, label %3932, label %3875

3875:                                             ; preds = %3869
  %3876 = getelementptr inbounds float, ptr %1368, i64 %3871
  switch i64 %160, label %3305 [
    i64 1, label %3891
    i64 2, label %3884
    i64 3, label %3877
    i64 0, label %3932
  ]

3877:                                             ; preds = %3875
  %3878 = bitcast <16 x float> %3568 to <8 x i64>
  %3879 = and <8 x i64> %3878, %117
  %3880 = fcmp oeq <16 x float> %3568, %54
  %3881 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3568, i32 4)
  %3882 = bitcast <8 x i64> %3879 to <16 x float>
  %3883 = select <16 x i1> %3880, <16 x float> %3882, <16 x float> %3881
  br label %3894

3884:                                             ; preds = %3875
  %3885 = bitcast <16 x float> %3568 to <8 x i64>
  %3886 = or <8 x i64> %3885, %118
  %3887 = fcmp oeq <16 x float> %3568, %57
  %3888 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3568, i32 4)
  %3889 = bitcast <8 x i64> %3886 to <16 x float>
  %3890 = select <16 x i1> %3887, <16 x float> %3889, <16 x float> %3888
  br label %3894

3891:                                             ; preds = %3875
  %3892 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3876, <16 x i1> %3873, <16 x float> zeroinitializer)
  %3893 = fadd <16 x float> %3568, %3892
  br label %3894

3894:                                             ; preds = %3891, %3884, %3877
  %3895 = phi <16 x float> [ %3893, %3891 ], [ %3890, %3884 ], [ %3883, %3877 ]
  switch i64 %162, label %3305 [
    i64 1, label %3910
    i64 2, label %3903
    i64 3, label %3896
    i64 0, label %3932
  ]

3896:                                             ; preds = %3894
  %3897 = bitcast <16 x float> %3895 to <8 x i64>
  %3898 = and <8 x i64> %3897, %117
  %3899 = fcmp oeq <16 x float> %3895, %54
  %3900 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3895, i32 4)
  %3901 = bitcast <8 x i64> %3898 to <16 x float>
  %3902 = select <16 x i1> %3899, <16 x float> %3901, <16 x float> %3900
  br label %3913

3903:                                             ; preds = %3894
  %3904 = bitcast <16 x float> %3895 to <8 x i64>
  %3905 = or <8 x i64> %3904, %118
  %3906 = fcmp oeq <16 x float> %3895, %57
  %3907 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3895, i32 4)
  %3908 = bitcast <8 x i64> %3905 to <16 x float>
  %3909 = select <16 x i1> %3906, <16 x float> %3908, <16 x float> %3907
  br label %3913

3910:                                             ; preds = %3894
  %3911 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3876, <16 x i1> %3873, <16 x float> zeroinitializer)
  %3912 = fadd <16 x float> %3895, %3911
  br label %3913

3913:                                             ; preds = %3910, %3903, %3896
  %3914 = phi <16 x float> [ %3912, %3910 ], [ %3909, %3903 ], [ %3902, %3896 ]
  switch i64 %164, label %3305 [
    i64 1, label %3929
    i64 2, label %3922
    i64 3, label %3915
    i64 0, label %3932
  ]

3915:                                             ; preds = %3913
  %3916 = bitcast <16 x float> %3914 to <8 x i64>
  %3917 = and <8 x i64> %3916, %117
  %3918 = fcmp oeq <16 x float> %3914, %54
  %3919 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3914, i32 4)
  %3920 = bitcast <8 x i64> %3917 to <16 x float>
  %3921 = select <16 x i1> %3918, <16 x float> %3920, <16 x float> %3919
  br label %3932

3922:                                             ; preds = %3913
  %3923 = bitcast <16 x float> %3914 to <8 x i64>
  %3924 = or <8 x i64> %3923, %118
  %3925 = fcmp oeq <16 x float> %3914, %57
  %3926 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3914, i32 4)
  %3927 = bitcast <8 x i64> %3924 to <16 x float>
  %3928 = select <16 x i1> %3925, <16 x float> %3927, <16 x float> %3926
  br label %3932

3929:                                             ; preds = %3913
  %3930 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3876, <16 x i1> %3873, <16 x float> zeroinitializer)
  %3931 = fadd <16 x float> %3914, %3930
  br label %3932

3932:                                             ; preds = %3869, %3875, %3894, %3913, %3929, %3922, %3915
  %3933 = phi <16 x float> [ %3921, %3915 ], [ %3568, %3875 ], [ %3914, %3913 ], [ %3895, %3894 ], [ %3931, %3929 ], [ %3928, %3922 ], [ %3568, %3869 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3933, ptr align 1 %3874, <16 x i1> %3873)
  %3934 = add nsw i64 %3574, %2121
  %3935 = bitcast i16 %3487 to <16 x i1>
  %3936 = select i1 %2122, <16 x i1> zeroinitializer, <16 x i1> %3935
  %3937 = getelementptr inbounds float, ptr %1370, i64 %3934
  br i1 %116, label %3995, label %3938

3938:                                             ; preds = %3932
  %3939 = getelementptr inbounds float, ptr %1368, i64 %3934
  switch i64 %165, label %3305 [
    i64 1, label %3954
    i64 2, label %3947
    i64 3, label %3940
    i64 0, label %3995
  ]

3940:                                             ; preds = %3938
  %3941 = bitcast <16 x float> %3569 to <8 x i64>
  %3942 = and <8 x i64> %3941, %117
  %3943 = fcmp oeq <16 x float> %3569, %54
  %3944 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3569, i32 4)
  %3945 = bitcast <8 x i64> %3942 to <16 x float>
  %3946 = select <16 x i1> %3943, <16 x float> %3945, <16 x float> %3944
  br label %3957

3947:                                             ; preds = %3938
  %3948 = bitcast <16 x float> %3569 to <8 x i64>
  %3949 = or <8 x i64> %3948, %118
  %3950 = fcmp oeq <16 x float> %3569, %57
  %3951 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3569, i32 4)
  %3952 = bitcast <8 x i64> %3949 to <16 x float>
  %3953 = select <16 x i1> %3950, <16 x float> %3952, <16 x float> %3951
  br label %3957

3954:                                             ; preds = %3938
  %3955 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3939, <16 x i1> %3936, <16 x float> zeroinitializer)
  %3956 = fadd <16 x float> %3569, %3955
  br label %3957

3957:                                             ; preds = %3954, %3947, %3940
  %3958 = phi <16 x float> [ %3956, %3954 ], [ %3953, %3947 ], [ %3946, %3940 ]
  switch i64 %167, label %3305 [
    i64 1, label %3973
    i64 2, label %3966
    i64 3, label %3959
    i64 0, label %3995
  ]

3959:                                             ; preds = %3957
  %3960 = bitcast <16 x float> %3958 to <8 x i64>
  %3961 = and <8 x i64> %3960, %117
  %3962 = fcmp oeq <16 x float> %3958, %54
  %3963 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3958, i32 4)
  %3964 = bitcast <8 x i64> %3961 to <16 x float>
  %3965 = select <16 x i1> %3962, <16 x float> %3964, <16 x float> %3963
  br label %3976

3966:                                             ; preds = %3957
  %3967 = bitcast <16 x float> %3958 to <8 x i64>
  %3968 = or <8 x i64> %3967, %118
  %3969 = fcmp oeq <16 x float> %3958, %57
  %3970 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3958, i32 4)
  %3971 = bitcast <8 x i64> %3968 to <16 x float>
  %3972 = select <16 x i1> %3969, <16 x float> %3971, <16 x float> %3970
  br label %3976

3973:                                             ; preds = %3957
  %3974 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3939, <16 x i1> %3936, <16 x float> zeroinitializer)
  %3975 = fadd <16 x float> %3958, %3974
  br label %3976

3976:                                             ; preds = %3973, %3966, %3959
  %3977 = phi <16 x float> [ %3975, %3973 ], [ %3972, %3966 ], [ %3965, %3959 ]
  switch i64 %169, label %3305 [
    i64 1, label %3992
    i64 2, label %3985
    i64 3, label %3978
    i64 0, label %3995
  ]

3978:                                             ; preds = %3976
  %3979 = bitcast <16 x float> %3977 to <8 x i64>
  %3980 = and <8 x i64> %3979, %117
  %3981 = fcmp oeq <16 x float> %3977, %54
  %3982 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3977, i32 4)
  %3983 = bitcast <8 x i64> %3980 to <16 x float>
  %3984 = select <16 x i1> %3981, <16 x float> %3983, <16 x float> %3982
  br label %3995

3985:                                             ; preds = %3976
  %3986 = bitcast <16 x float> %3977 to <8 x i64>
  %3987 = or <8 x i64> %3986, %118
  %3988 = fcmp oeq <16 x float> %3977, %57
  %3989 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3977, i32 4)
  %3990 = bitcast <8 x i64> %3987 to <16 x float>
  %3991 = select <16 x i1> %3988, <16 x float> %3990, <16 x float> %3989
  br label %3995

3992:                                             ; preds = %3976
  %3993 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3939, <16 x i1> %3936, <16 x float> zeroinitializer)
  %3994 = fadd <16 x float> %3977, %3993
  br label %3995

3995:                                             ; preds = %3932, %3938, %3957, %3976, %3992, %3985, %3978
  %3996 = phi <16 x float> [ %3984, %3978 ], [ %3569, %3938 ], [ %3977, %3976 ], [ %3958, %3957 ], [ %3994, %3992 ], [ %3991, %3985 ], [ %3569, %3932 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3996, ptr align 1 %3937, <16 x i1> %3936)
  %3997 = add nsw i64 %3574, %2124
  %3998 = bitcast i16 %3487 to <16 x i1>
  %3999 = select i1 %2125, <16 x i1> zeroinitializer, <16 x i1> %3998
  %4000 = getelementptr inbounds float, ptr %1370, i64 %3997
  br i1 %116, label %4058, label %4001

4001:                                             ; preds = %3995
  %4002 = getelementptr inbounds float, ptr %1368, i64 %3997
  switch i64 %170, label %3305 [
    i64 1, label %4017
    i64 2, label %4010
    i64 3, label %4003
    i64 0, label %4058
  ]

4003:                                             ; preds = %4001
  %4004 = bitcast <16 x float> %3570 to <8 x i64>
  %4005 = and <8 x i64> %4004, %117
  %4006 = fcmp oeq <16 x float> %3570, %54
  %4007 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3570, i32 4)
  %4008 = bitcast <8 x i64> %4005 to <16 x float>
  %4009 = select <16 x i1> %4006, <16 x float> %4008, <16 x float> %4007
  br label %4020

4010:                                             ; preds = %4001
  %4011 = bitcast <16 x float> %3570 to <8 x i64>
  %4012 = or <8 x i64> %4011, %118
  %4013 = fcmp oeq <16 x float> %3570, %57
  %4014 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3570, i32 4)
  %4015 = bitcast <8 x i64> %4012 to <16 x float>
  %4016 = select <16 x i1> %4013, <16 x float> %4015, <16 x float> %4014
  br label %4020

4017:                                             ; preds = %4001
  %4018 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4002, <16 x i1> %3999, <16 x float> zeroinitializer)
  %4019 = fadd <16 x float> %3570, %4018
  br label %4020

4020:                                             ; preds = %4017, %4010, %4003
  %4021 = phi <16 x float> [ %4019, %4017 ], [ %4016, %4010 ], [ %4009, %4003 ]
  switch i64 %172, label %3305 [
    i64 1, label %4036
    i64 2, label %4029
    i64 3, label %4022
    i64 0, label %4058
  ]

4022:                                             ; preds = %4020
  %4023 = bitcast <16 x float> %4021 to <8 x i64>
  %4024 = and <8 x i64> %4023, %117
  %4025 = fcmp oeq <16 x float> %4021, %54
  %4026 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %4021, i32 4)
  %4027 = bitcast <8 x i64> %4024 to <16 x float>
  %4028 = select <16 x i1> %4025, <16 x float> %4027, <16 x float> %4026
  br label %4039

4029:                                             ; preds = %4020
  %4030 = bitcast <16 x float> %4021 to <8 x i64>
  %4031 = or <8 x i64> %4030, %118
  %4032 = fcmp oeq <16 x float> %4021, %57
  %4033 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %4021, i32 4)
  %4034 = bitcast <8 x i64> %4031 to <16 x float>
  %4035 = select <16 x i1> %4032, <16 x float> %4034, <16 x float> %4033
  br label %4039

4036:                                             ; preds = %4020
  %4037 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4002, <16 x i1> %3999, <16 x float> zeroinitializer)
  %4038 = fadd <16 x float> %4021, %4037
  br label %4039

4039:                                             ; preds = %4036, %4029, %4022
  %4040 = phi <16 x float> [ %4038, %4036 ], [ %4035, %4029 ], [ %4028, %4022 ]
  switch i64 %174, label %3305 [
    i64 1, label %4055
    i64 2, label %4048
    i64 3, label %4041
    i64 0, label %4058
  ]

4041:                                             ; preds = %4039
  %4042 = bitcast <16 x float> %4040 to <8 x i64>
  %4043 = and <8 x i64> %4042, %117
  %4044 = fcmp oeq <16 x float> %4040, %54
  %4045 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %4040, i32 4)
  %4046 = bitcast <8 x i64> %4043 to <16 x float>
  %4047 = select <16 x i1> %4044, <16 x float> %4046, <16 x float> %4045
  br label %4058

4048:                                             ; preds = %4039
  %4049 = bitcast <16 x float> %4040 to <8 x i64>
  %4050 = or <8 x i64> %4049, %118
  %4051 = fcmp oeq <16 x float> %4040, %57
  %4052 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %4040, i32 4)
  %4053 = bitcast <8 x i64> %4050 to <16 x float>
  %4054 = select <16 x i1> %4051, <16 x float> %4053, <16 x float> %4052
  br label %4058

4055:                                             ; preds = %4039
  %4056 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4002, <16 x i1> %3999, <16 x float> zeroinitializer)
  %4057 = fadd <16 x float> %4040, %4056
  br label %4058

4058:                                             ; preds = %3995, %4001, %4020, %4039, %4055, %4048, %4041
  %4059 = phi <16 x float> [ %4047, %4041 ], [ %3570, %4001 ], [ %4040, %4039 ], [ %4021, %4020 ], [ %4057, %4055 ], [ %4054, %4048 ], [ %3570, %3995 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4059, ptr align 1 %4000, <16 x i1> %3999)
  %4060 = add nsw i64 %3574, %2127
  %4061 = bitcast i16 %3487 to <16 x i1>
  %4062 = select i1 %2128, <16 x i1> zeroinitializer, <16 x i1> %4061
  %4063 = getelementptr inbounds float, ptr %1370, i64 %4060
  br i1 %116, label %4121, label %4064

4064:                                             ; preds = %4058
  %4065 = getelementptr inbounds float, ptr %1368, i64 %4060
  switch i64 %175, label %3305 [
    i64 1, label %4080
    i64 2, label %4073
    i64 3, label %4066
    i64 0, label %4121
  ]

4066:                                             ; preds = %4064
  %4067 = bitcast <16 x float> %3571 to <8 x i64>
  %4068 = and <8 x i64> %4067, %117
  %4069 = fcmp oeq <16 x float> %3571, %54
  %4070 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3571, i32 4)
  %4071 = bitcast <8 x i64> %4068 to <16 x float>
  %4072 = select <16 x i1> %4069, <16 x float> %4071, <16 x float> %4070
  br label %4083

4073:                                             ; preds = %4064
  %4074 = bitcast <16 x float> %3571 to <8 x i64>
  %4075 = or <8 x i64> %4074, %118
  %4076 = fcmp oeq <16 x float> %3571, %57
  %4077 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3571, i32 4)
  %4078 = bitcast <8 x i64> %4075 to <16 x float>
  %4079 = select <16 x i1> %4076, <16 x float> %4078, <16 x float> %4077
  br label %4083

4080:                                             ; preds = %4064
  %4081 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4065, <16 x i1> %4062, <16 x float> zeroinitializer)
  %4082 = fadd <16 x float> %3571, %4081
  br label %4083

4083:                                             ; preds = %4080, %4073, %4066
  %4084 = phi <16 x float> [ %4082, %4080 ], [ %4079, %4073 ], [ %4072, %4066 ]
  switch i64 %177, label %3305 [
    i64 1, label %4099
    i64 2, label %4092
    i64 3, label %4085
    i64 0, label %4121
  ]

4085:                                             ; preds = %4083
  %4086 = bitcast <16 x float> %4084 to <8 x i64>
  %4087 = and <8 x i64> %4086, %117
  %4088 = fcmp oeq <16 x float> %4084, %54
  %4089 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %4084, i32 4)
  %4090 = bitcast <8 x i64> %4087 to <16 x float>
  %4091 = select <16 x i1> %4088, <16 x float> %4090, <16 x float> %4089
  br label %4102

4092:                                             ; preds = %4083
  %4093 = bitcast <16 x float> %4084 to <8 x i64>
  %4094 = or <8 x i64> %4093, %118
  %4095 = fcmp oeq <16 x float> %4084, %57
  %4096 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %4084, i32 4)
  %4097 = bitcast <8 x i64> %4094 to <16 x float>
  %4098 = select <16 x i1> %4095, <16 x float> %4097, <16 x float> %4096
  br label %4102

4099:                                             ; preds = %4083
  %4100 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4065, <16 x i1> %4062, <16 x float> zeroinitializer)
  %4101 = fadd <16 x float> %4084, %4100
  br label %4102

4102:                                             ; preds = %4099, %4092, %4085
  %4103 = phi <16 x float> [ %4101, %4099 ], [ %4098, %4092 ], [ %4091, %4085 ]
  switch i64 %179, label %3305 [
    i64 1, label %4118
    i64 2, label %4111
    i64 3, label %4104
    i64 0, label %4121
  ]

4104:                                             ; preds = %4102
  %4105 = bitcast <16 x float> %4103 to <8 x i64>
  %4106 = and <8 x i64> %4105, %117
  %4107 = fcmp oeq <16 x float> %4103, %54
  %4108 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %4103, i32 4)
  %4109 = bitcast <8 x i64> %4106 to <16 x float>
  %4110 = select <16 x i1> %4107, <16 x float> %4109, <16 x float> %4108
  br label %4121

4111:                                             ; preds = %4102
  %4112 = bitcast <16 x float> %4103 to <8 x i64>
  %4113 = or <8 x i64> %4112, %118
  %4114 = fcmp oeq <16 x float> %4103, %57
  %4115 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %4103, i32 4)
  %4116 = bitcast <8 x i64> %4113 to <16 x float>
  %4117 = select <16 x i1> %4114, <16 x float> %4116, <16 x float> %4115
  br label %4121

4118:                                             ; preds = %4102
  %4119 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4065, <16 x i1> %4062, <16 x float> zeroinitializer)
  %4120 = fadd <16 x float> %4103, %4119
  br label %4121

4121:                                             ; preds = %4058, %4064, %4083, %4102, %4118, %4111, %4104
  %4122 = phi <16 x float> [ %4110, %4104 ], [ %3571, %4064 ], [ %4103, %4102 ], [ %4084, %4083 ], [ %4120, %4118 ], [ %4117, %4111 ], [ %3571, %4058 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4122, ptr align 1 %4063, <16 x i1> %4062)
  %4123 = add nsw i64 %3574, %2130
  %4124 = bitcast i16 %3487 to <16 x i1>
  %4125 = select i1 %2131, <16 x i1> zeroinitializer, <16 x i1> %4124
  %4126 = getelementptr inbounds float, ptr %1370, i64 %4123
  br i1 %116, label %4184, label %4127

4127:                                             ; preds = %4121
  %4128 = getelementptr inbounds float, ptr %1368, i64 %4123
  switch i64 %180, label %3305 [
    i64 1, label %4143
    i64 2, label %4136
    i64 3, label %4129
    i64 0, label %4184
  ]

4129:                                             ; preds = %4127
  %4130 = bitcast <16 x float> %3572 to <8 x i64>
  %4131 = and <8 x i64> %4130, %117
  %4132 = fcmp oeq <16 x float> %3572, %54
  %4133 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3572, i32 4)
  %4134 = bitcast <8 x i64> %4131 to <16 x float>
  %4135 = select <16 x i1> %4132, <16 x float> %4134, <16 x float> %4133
  br label %4146

4136:                                             ; preds = %4127
  %4137 = bitcast <16 x float> %3572 to <8 x i64>
  %4138 = or <8 x i64> %4137, %118
  %4139 = fcmp oeq <16 x float> %3572, %57
  %4140 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3572, i32 4)
  %4141 = bitcast <8 x i64> %4138 to <16 x float>
  %4142 = select <16 x i1> %4139, <16 x float> %4141, <16 x float> %4140
  br label %4146

4143:                                             ; preds = %4127
  %4144 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4128, <16 x i1> %4125, <16 x float> zeroinitializer)
  %4145 = fadd <16 x float> %3572, %4144
  br label %4146

4146:                                             ; preds = %4143, %4136, %4129
  %4147 = phi <16 x float> [ %4145, %4143 ], [ %4142, %4136 ], [ %4135, %4129 ]
  switch i64 %182, label %3305 [
    i64 1, label %4162
    i64 2, label %4155
    i64 3, label %4148
    i64 0, label %4184
  ]

4148:                                             ; preds = %4146
  %4149 = bitcast <16 x float> %4147 to <8 x i64>
  %4150 = and <8 x i64> %4149, %117
  %4151 = fcmp oeq <16 x float> %4147, %54
  %4152 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %4147, i32 4)
  %4153 = bitcast <8 x i64> %4150 to <16 x float>
  %4154 = select <16 x i1> %4151, <16 x float> %4153, <16 x float> %4152
  br label %4165

4155:                                             ; preds = %4146
  %4156 = bitcast <16 x float> %4147 to <8 x i64>
  %4157 = or <8 x i64> %4156, %118
  %4158 = fcmp oeq <16 x float> %4147, %57
  %4159 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %4147, i32 4)
  %4160 = bitcast <8 x i64> %4157 to <16 x float>
  %4161 = select <16 x i1> %4158, <16 x float> %4160, <16 x float> %4159
  br label %4165

4162:                                             ; preds = %4146
  %4163 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4128, <16 x i1> %4125, <16 x float> zeroinitializer)
  %4164 = fadd <16 x float> %4147, %4163
  br label %4165

4165:                                             ; preds = %4162, %4155, %4148
  %4166 = phi <16 x float> [ %4164, %4162 ], [ %4161, %4155 ], [ %4154, %4148 ]
  switch i64 %184, label %3305 [
    i64 1, label %4181
    i64 2, label %4174
    i64 3, label %4167
    i64 0, label %4184
  ]

4167:                                             ; preds = %4165
  %4168 = bitcast <16 x float> %4166 to <8 x i64>
  %4169 = and <8 x i64> %4168, %117
  %4170 = fcmp oeq <16 x float> %4166, %54
  %4171 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %4166, i32 4)
  %4172 = bitcast <8 x i64> %4169 to <16 x float>
  %4173 = select <16 x i1> %4170, <16 x float> %4172, <16 x float> %4171
  br label %4184

4174:                                             ; preds = %4165
  %4175 = bitcast <16 x float> %4166 to <8 x i64>
  %4176 = or <8 x i64> %4175, %118
  %4177 = fcmp oeq <16 x float> %4166, %57
  %4178 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %4166, i32 4)
  %4179 = bitcast <8 x i64> %4176 to <16 x float>
  %4180 = select <16 x i1> %4177, <16 x float> %4179, <16 x float> %4178
  br label %4184

4181:                                             ; preds = %4165
  %4182 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4128, <16 x i1> %4125, <16 x float> zeroinitializer)
  %4183 = fadd <16 x float> %4166, %4182
  br label %4184

4184:                                             ; preds = %4121, %4127, %4146, %4165, %4181, %4174, %4167
  %4185 = phi <16 x float> [ %4173, %4167 ], [ %3572, %4127 ], [ %4166, %4165 ], [ %4147, %4146 ], [ %4183, %4181 ], [ %4180, %4174 ], [ %3572, %4121 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4185, ptr align 1 %4126, <16 x i1> %4125)
  %4186 = add nsw i64 %3574, %2133
  %4187 = bitcast i16 %3487 to <16 x i1>
  %4188 = select i1 %2134, <16 x i1> zeroinitializer, <16 x i1> %4187
  %4189 = getelementptr inbounds float, ptr %1370, i64 %4186
  br i1 %116, label %4247, label %4190

4190:                                             ; preds = %4184
  %4191 = getelementptr inbounds float, ptr %1368, i64 %4186
  switch i64 %185, label %3305 [
    i64 1, label %4206
    i64 2, label %4199
    i64 3, label %4192
    i64 0, label %4247
  ]

4192:                                             ; preds = %4190
  %4193 = bitcast <16 x float> %3573 to <8 x i64>
  %4194 = and <8 x i64> %4193, %117
  %4195 = fcmp oeq <16 x float> %3573, %54
  %4196 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3573, i32 4)
  %4197 = bitcast <8 x i64> %4194 to <16 x float>
  %4198 = select <16 x i1> %4195, <16 x float> %4197, <16 x float> %4196
  br label %4209

4199:                                             ; preds = %4190
  %4200 = bitcast <16 x float> %3573 to <8 x i64>
  %4201 = or <8 x i64> %4200, %118
  %4202 = fcmp oeq <16 x float> %3573, %57
  %4203 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3573, i32 4)
  %4204 = bitcast <8 x i64> %4201 to <16 x float>
  %4205 = select <16 x i1> %4202, <16 x float> %4204, <16 x float> %4203
  br label %4209

4206:                                             ; preds = %4190
  %4207 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4191, <16 x i1> %4188, <16 x float> zeroinitializer)
  %4208 = fadd <16 x float> %3573, %4207
  br label %4209

4209:                                             ; preds = %4206, %4199, %4192
  %4210 = phi <16 x float> [ %4208, %4206 ], [ %4205, %4199 ], [ %4198, %4192 ]
  switch i64 %187, label %3305 [
    i64 1, label %4225
    i64 2, label %4218
    i64 3, label %4211
    i64 0, label %4247
  ]

4211:                                             ; preds = %4209
  %4212 = bitcast <16 x float> %4210 to <8 x i64>
  %4213 = and <8 x i64> %4212, %117
  %4214 = fcmp oeq <16 x float> %4210, %54
  %4215 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %4210, i32 4)
  %4216 = bitcast <8 x i64> %4213 to <16 x float>
  %4217 = select <16 x i1> %4214, <16 x float> %4216, <16 x float> %4215
  br label %4228

4218:                                             ; preds = %4209
  %4219 = bitcast <16 x float> %4210 to <8 x i64>
  %4220 = or <8 x i64> %4219, %118
  %4221 = fcmp oeq <16 x float> %4210, %57
  %4222 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %4210, i32 4)
  %4223 = bitcast <8 x i64> %4220 to <16 x float>
  %4224 = select <16 x i1> %4221, <16 x float> %4223, <16 x float> %4222
  br label %4228

4225:                                             ; preds = %4209
  %4226 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4191, <16 x i1> %4188, <16 x float> zeroinitializer)
  %4227 = fadd <16 x float> %4210, %4226
  br label %4228

4228:                                             ; preds = %4225, %4218, %4211
  %4229 = phi <16 x float> [ %4227, %4225 ], [ %4224, %4218 ], [ %4217, %4211 ]
  switch i64 %189, label %3305 [
    i64 1, label %4244
    i64 2, label %4237
    i64 3, label %4230
    i64 0, label %4247
  ]

4230:                                             ; preds = %4228
  %4231 = bitcast <16 x float> %4229 to <8 x i64>
  %4232 = and <8 x i64> %4231, %117
  %4233 = fcmp oeq <16 x float> %4229, %54
  %4234 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %4229, i32 4)
  %4235 = bitcast <8 x i64> %4232 to <16 x float>
  %4236 = select <16 x i1> %4233, <16 x float> %4235, <16 x float> %4234
  br label %4247

4237:                                             ; preds = %4228
  %4238 = bitcast <16 x float> %4229 to <8 x i64>
  %4239 = or <8 x i64> %4238, %118
  %4240 = fcmp oeq <16 x float> %4229, %57
  %4241 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %4229, i32 4)
  %4242 = bitcast <8 x i64> %4239 to <16 x float>
  %4243 = select <16 x i1> %4240, <16 x float> %4242, <16 x float> %4241
  br label %4247

4244:                                             ; preds = %4228
  %4245 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4191, <16 x i1> %4188, <16 x float> zeroinitializer)
  %4246 = fadd <16 x float> %4229, %4245
  br label %4247

4247:                                             ; preds = %4184, %4190, %4209, %4228, %4244, %4237, %4230
  %4248 = phi <16 x float> [ %4236, %4230 ], [ %3573, %4190 ], [ %4229, %4228 ], [ %4210, %4209 ], [ %4246, %4244 ], [ %4243, %4237 ], [ %3573, %4184 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4248, ptr align 1 %4189, <16 x i1> %4188)
  %4249 = add nuw nsw i64 %3478, 1
  %4250 = icmp eq i64 %4249, %2043
  br i1 %4250, label %4251, label %3477

4251:                                             ; preds = %4247, %2077, %3476
  %4252 = add nsw i64 %2072, 8
  %4253 = icmp slt i64 %4252, %1377
  br i1 %4253, label %2071, label %2068
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none))

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none))

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <16 x float> @llvm.masked.load.v16f32.p0(ptr captures(none), <16 x i1>, <16 x float>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v16f32.p0(<16 x float>, ptr captures(none), <16 x i1>)

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x float> @llvm.fma.v16f32(<16 x float>, <16 x float>, <16 x float>)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float>, <16 x float>, i32 immarg)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float>, <16 x float>, i32 immarg)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <8 x i64> @llvm.masked.gather.v8i64.v8p0(<8 x ptr>, <8 x i1>, <8 x i64>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i64> @llvm.smin.v8i64(<8 x i64>, <8 x i64>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v8i64.v8p0(<8 x i64>, <8 x ptr>, <8 x i1>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.masked.scatter.v8i32.v8p0(<8 x i32>, <8 x ptr>, <8 x i1>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i64> @llvm.smax.v8i64(<8 x i64>, <8 x i64>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x i32> @llvm.masked.load.v8i32.p0(ptr captures(none), <8 x i1>, <8 x i32>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v8i32.p0(<8 x i32>, ptr captures(none), <8 x i1>)

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x i64> @llvm.masked.load.v8i64.p0(ptr captures(none), <8 x i1>, <8 x i64>)

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i64> @llvm.smin.v4i64(<4 x i64>, <4 x i64>)

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.or.v8i64(<8 x i64>)

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.or.v4i64(<4 x i64>)
