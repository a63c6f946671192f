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

322:                                              ; preds = %2071, %1362
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
  br label %1382

1178:                                             ; preds = %1481, %1169
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
  %1379 = and i64 %1171, 1022
  %1380 = icmp eq i64 %1379, 0
  %1381 = select i1 %1380, i64 8, i64 16
  br label %1484

1382:                                             ; preds = %1176, %1481
  %1383 = phi i64 [ 0, %1176 ], [ %1482, %1481 ]
  %1384 = mul i64 %95, %1383
  %1385 = getelementptr inbounds float, ptr %1175, i64 %1384
  %1386 = mul nsw i64 %1383, %1171
  %1387 = getelementptr inbounds float, ptr %49, i64 %1386
  br i1 %92, label %1388, label %1481

1388:                                             ; preds = %1382, %1478
  %1389 = phi i64 [ %1479, %1478 ], [ 0, %1382 ]
  %1390 = shl nuw nsw i64 %1389, 1
  %1391 = shl nuw i64 1, %1390
  %1392 = and i64 %1391, %1170
  %1393 = icmp ne i64 %1392, 0
  %1394 = shl i64 2, %1390
  %1395 = and i64 %1394, %1170
  %1396 = icmp ne i64 %1395, 0
  %1397 = select i1 %1393, i1 true, i1 %1396
  br i1 %1397, label %1398, label %1478

1398:                                             ; preds = %1388
  %1399 = icmp slt i64 %1389, %365
  br i1 %1399, label %1400, label %1404

1400:                                             ; preds = %1398
  %1401 = xor i64 %1389, -1
  %1402 = add i64 %368, %1401
  %1403 = sdiv i64 %1402, %13
  br label %1404

1404:                                             ; preds = %1398, %1400
  %1405 = phi i64 [ %1403, %1400 ], [ 0, %1398 ]
  %1406 = tail call i64 @llvm.smin.i64(i64 %1405, i64 %370)
  %1407 = mul i64 %1177, %1390
  %1408 = getelementptr inbounds float, ptr %1387, i64 %1407
  %1409 = getelementptr inbounds float, ptr %1408, i64 %1177
  %1410 = icmp sgt i64 %1406, 0
  br i1 %1410, label %1411, label %1478

1411:                                             ; preds = %1404, %1421
  %1412 = phi i64 [ %1422, %1421 ], [ 0, %1404 ]
  %1413 = mul nuw nsw i64 %1412, %13
  %1414 = add nuw nsw i64 %1413, %1389
  %1415 = mul nsw i64 %1414, %8
  %1416 = getelementptr inbounds float, ptr %1385, i64 %1415
  br i1 %123, label %1417, label %1421

1417:                                             ; preds = %1411
  %1418 = mul nsw i64 %1412, %73
  %1419 = getelementptr inbounds float, ptr %1408, i64 %1418
  %1420 = getelementptr inbounds float, ptr %1409, i64 %1418
  br label %1424

1421:                                             ; preds = %1475, %1411
  %1422 = add nuw nsw i64 %1412, 1
  %1423 = icmp eq i64 %1422, %1406
  br i1 %1423, label %1478, label %1411

1424:                                             ; preds = %1417, %1475
  %1425 = phi i64 [ 0, %1417 ], [ %1476, %1475 ]
  %1426 = shl nuw nsw i64 %1425, 1
  %1427 = sub nsw i64 %8, %1426
  %1428 = icmp sgt i64 %1427, 15
  %1429 = trunc i64 %1427 to i32
  %1430 = shl nsw i32 -1, %1429
  %1431 = trunc i32 %1430 to i16
  %1432 = xor i16 %1431, -1
  %1433 = select i1 %1428, i16 -1, i16 %1432
  %1434 = icmp sgt i64 %1427, 31
  br i1 %1434, label %1443, label %1435

1435:                                             ; preds = %1424
  %1436 = tail call i64 @llvm.smax.i64(i64 %1427, i64 16)
  %1437 = trunc nuw nsw i64 %1436 to i32
  %1438 = add nsw i32 %1437, -16
  %1439 = shl nsw i32 -1, %1438
  %1440 = trunc nsw i32 %1439 to i16
  %1441 = xor i16 %1440, -1
  %1442 = bitcast i16 %1441 to <16 x i1>
  br label %1443

1443:                                             ; preds = %1435, %1424
  %1444 = phi <16 x i1> [ %1442, %1435 ], [ splat (i1 true), %1424 ]
  %1445 = getelementptr inbounds nuw float, ptr %1416, i64 %1426
  %1446 = bitcast i16 %1433 to <16 x i1>
  %1447 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %1445, <16 x i1> %1446, <16 x float> zeroinitializer)
  %1448 = getelementptr inbounds nuw i8, ptr %1445, i64 64
  %1449 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr nonnull align 1 %1448, <16 x i1> %1444, <16 x float> zeroinitializer)
  %1450 = shufflevector <16 x float> %1447, <16 x float> %1449, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %1451 = sub nsw i64 %101, %1425
  br i1 %1393, label %1452, label %1463

1452:                                             ; preds = %1443
  %1453 = shufflevector <16 x float> %1447, <16 x float> %1449, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %1454 = sub nsw i64 %122, %1425
  %1455 = getelementptr inbounds nuw float, ptr %1419, i64 %1425
  %1456 = icmp sgt i64 %1454, 15
  %1457 = trunc i64 %1454 to i32
  %1458 = shl nsw i32 -1, %1457
  %1459 = trunc i32 %1458 to i16
  %1460 = xor i16 %1459, -1
  %1461 = select i1 %1456, i16 -1, i16 %1460
  %1462 = bitcast i16 %1461 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1453, ptr align 1 %1455, <16 x i1> %1462)
  br label %1463

1463:                                             ; preds = %1452, %1443
  %1464 = icmp sgt i64 %1451, 0
  %1465 = select i1 %1396, i1 %1464, i1 false
  br i1 %1465, label %1466, label %1475

1466:                                             ; preds = %1463
  %1467 = getelementptr inbounds nuw float, ptr %1420, i64 %1425
  %1468 = icmp samesign ugt i64 %1451, 15
  %1469 = trunc i64 %1451 to i32
  %1470 = shl nsw i32 -1, %1469
  %1471 = trunc i32 %1470 to i16
  %1472 = xor i16 %1471, -1
  %1473 = select i1 %1468, i16 -1, i16 %1472
  %1474 = bitcast i16 %1473 to <16 x i1>
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %1450, ptr align 1 %1467, <16 x i1> %1474)
  br label %1475

1475:                                             ; preds = %1466, %1463
  %1476 = add nuw nsw i64 %1425, 16
  %1477 = icmp slt i64 %1476, %122
  br i1 %1477, label %1424, label %1421

1478:                                             ; preds = %1421, %1404, %1388
  %1479 = add nuw nsw i64 %1389, 1
  %1480 = icmp eq i64 %1479, %13
  br i1 %1480, label %1481, label %1388

1481:                                             ; preds = %1478, %1382
  %1482 = add nuw nsw i64 %1383, 1
  %1483 = icmp eq i64 %1482, %5
  br i1 %1483, label %1178, label %1382

1484:                                             ; preds = %1374, %2071
  %1485 = phi i64 [ %1371, %1374 ], [ %2072, %2071 ]
  %1486 = sub nsw i64 %339, %1485
  %1487 = icmp sgt i64 %1486, 2
  %1488 = trunc i64 %1486 to i32
  %1489 = select i1 %1487, i32 3, i32 %1488
  call void @llvm.lifetime.start.p0(ptr nonnull %38)
  call void @llvm.lifetime.start.p0(ptr nonnull %39)
  %1490 = tail call i64 @llvm.smin.i64(i64 %1485, i64 %1376)
  br i1 %59, label %1854, label %1491

1491:                                             ; preds = %1484
  call void @llvm.lifetime.start.p0(ptr nonnull %40)
  %1492 = sext i32 %1489 to i64
  %1493 = shl nsw i64 %1490, 4
  store i64 %1493, ptr %38, align 16
  %1494 = icmp sgt i32 %1489, 0
  %1495 = sub nsw i64 %58, %1493
  %1496 = select i1 %1494, i64 %1495, i64 0
  store i64 %1496, ptr %39, align 16
  %1497 = sub nsw i64 %1493, %1363
  store i64 %1497, ptr %40, align 16
  %1498 = add nsw i64 %1485, 1
  %1499 = tail call i64 @llvm.smin.i64(i64 %1498, i64 %1376)
  %1500 = shl nsw i64 %1499, 4
  store i64 %1500, ptr %124, align 8
  %1501 = icmp sgt i32 %1489, 1
  %1502 = sub nsw i64 %58, %1500
  %1503 = select i1 %1501, i64 %1502, i64 0
  store i64 %1503, ptr %125, align 8
  %1504 = sub nsw i64 %1500, %1363
  store i64 %1504, ptr %126, align 8
  %1505 = add nsw i64 %1485, 2
  %1506 = tail call i64 @llvm.smin.i64(i64 %1505, i64 %1376)
  %1507 = shl nsw i64 %1506, 4
  store i64 %1507, ptr %127, align 16
  %1508 = icmp sgt i32 %1489, 2
  %1509 = sub nsw i64 %58, %1507
  %1510 = select i1 %1508, i64 %1509, i64 0
  store i64 %1510, ptr %128, align 16
  %1511 = sub nsw i64 %1507, %1363
  store i64 %1511, ptr %129, align 16
  br label %1512

1512:                                             ; preds = %1491, %1831
  %1513 = phi i64 [ 0, %1491 ], [ %1832, %1831 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %33)
  call void @llvm.lifetime.start.p0(ptr nonnull %34)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %34, i8 0, i64 28, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %33, i8 0, i64 28, i1 false)
  %1514 = icmp slt i64 %1513, %1492
  %1515 = getelementptr inbounds nuw i64, ptr %40, i64 %1513
  %1516 = load i64, ptr %1515, align 8
  br i1 %1514, label %1517, label %1526

1517:                                             ; preds = %1512
  %1518 = add i64 %1363, %1516
  %1519 = sub i64 %58, %1518
  %1520 = tail call i64 @llvm.smin.i64(i64 %1519, i64 16)
  %1521 = icmp sgt i64 %1519, 0
  br i1 %1521, label %1522, label %1526

1522:                                             ; preds = %1517
  %1523 = srem i64 %1516, %10
  %1524 = sub nsw i64 0, %1523
  %1525 = sdiv i64 %1516, %10
  br label %1530

1526:                                             ; preds = %1763, %1512, %1517
  br i1 %90, label %1527, label %1831

1527:                                             ; preds = %1526
  %1528 = getelementptr i64, ptr %35, i64 %1513
  %1529 = getelementptr i32, ptr %36, i64 %1513
  br label %1790

1530:                                             ; preds = %1522, %1763
  %1531 = phi i64 [ 0, %1763 ], [ %1524, %1522 ]
  %1532 = phi i64 [ %1536, %1763 ], [ 0, %1522 ]
  %1533 = phi i64 [ %1764, %1763 ], [ %1525, %1522 ]
  %1534 = add i64 %1531, %10
  %1535 = add i64 %1534, %1532
  %1536 = tail call i64 @llvm.smin.i64(i64 %1535, i64 %1520)
  br i1 %90, label %1537, label %1624

1537:                                             ; preds = %1530
  %1538 = trunc i64 %1536 to i32
  %1539 = shl nsw i32 -1, %1538
  %1540 = xor i32 %1539, -1
  %1541 = trunc i64 %1532 to i32
  %1542 = shl nsw i32 -1, %1541
  %1543 = and i32 %1542, %1540
  br i1 %278, label %1622, label %1544

1544:                                             ; preds = %1537
  br i1 %279, label %1600, label %1545

1545:                                             ; preds = %1544
  %1546 = insertelement <8 x i32> poison, i32 %1543, i64 0
  %1547 = shufflevector <8 x i32> %1546, <8 x i32> poison, <8 x i32> zeroinitializer
  %1548 = insertelement <8 x i64> poison, i64 %1533, i64 0
  %1549 = shufflevector <8 x i64> %1548, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %1550

1550:                                             ; preds = %1550, %1545
  %1551 = phi i64 [ 0, %1545 ], [ %1596, %1550 ]
  %1552 = getelementptr inbounds nuw i64, ptr %104, i64 %1551
  %1553 = getelementptr inbounds nuw i8, ptr %1552, i64 64
  %1554 = getelementptr inbounds nuw i8, ptr %1552, i64 128
  %1555 = getelementptr inbounds nuw i8, ptr %1552, i64 192
  %1556 = load <8 x i64>, ptr %1552, align 8
  %1557 = load <8 x i64>, ptr %1553, align 8
  %1558 = load <8 x i64>, ptr %1554, align 8
  %1559 = load <8 x i64>, ptr %1555, align 8
  %1560 = add nsw <8 x i64> %1556, %1549
  %1561 = add nsw <8 x i64> %1557, %1549
  %1562 = add nsw <8 x i64> %1558, %1549
  %1563 = add nsw <8 x i64> %1559, %1549
  %1564 = icmp sgt <8 x i64> %1560, splat (i64 -1)
  %1565 = icmp sgt <8 x i64> %1561, splat (i64 -1)
  %1566 = icmp sgt <8 x i64> %1562, splat (i64 -1)
  %1567 = icmp sgt <8 x i64> %1563, splat (i64 -1)
  %1568 = getelementptr i64, ptr %105, i64 %1551
  %1569 = getelementptr i8, ptr %1568, i64 64
  %1570 = getelementptr i8, ptr %1568, i64 128
  %1571 = getelementptr i8, ptr %1568, i64 192
  %1572 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %1568, <8 x i1> %1564, <8 x i64> poison)
  %1573 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %1569, <8 x i1> %1565, <8 x i64> poison)
  %1574 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %1570, <8 x i1> %1566, <8 x i64> poison)
  %1575 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %1571, <8 x i1> %1567, <8 x i64> poison)
  %1576 = icmp slt <8 x i64> %1560, %1572
  %1577 = icmp slt <8 x i64> %1561, %1573
  %1578 = icmp slt <8 x i64> %1562, %1574
  %1579 = icmp slt <8 x i64> %1563, %1575
  %1580 = select <8 x i1> %1564, <8 x i1> %1576, <8 x i1> zeroinitializer
  %1581 = select <8 x i1> %1565, <8 x i1> %1577, <8 x i1> zeroinitializer
  %1582 = select <8 x i1> %1566, <8 x i1> %1578, <8 x i1> zeroinitializer
  %1583 = select <8 x i1> %1567, <8 x i1> %1579, <8 x i1> zeroinitializer
  %1584 = getelementptr i32, ptr %33, i64 %1551
  %1585 = getelementptr i8, ptr %1584, i64 32
  %1586 = getelementptr i8, ptr %1584, i64 64
  %1587 = getelementptr i8, ptr %1584, i64 96
  %1588 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1584, <8 x i1> %1580, <8 x i32> poison)
  %1589 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1585, <8 x i1> %1581, <8 x i32> poison)
  %1590 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1586, <8 x i1> %1582, <8 x i32> poison)
  %1591 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1587, <8 x i1> %1583, <8 x i32> poison)
  %1592 = or <8 x i32> %1588, %1547
  %1593 = or <8 x i32> %1589, %1547
  %1594 = or <8 x i32> %1590, %1547
  %1595 = or <8 x i32> %1591, %1547
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1592, ptr align 16 %1584, <8 x i1> %1580)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1593, ptr align 16 %1585, <8 x i1> %1581)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1594, ptr align 16 %1586, <8 x i1> %1582)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1595, ptr align 16 %1587, <8 x i1> %1583)
  %1596 = add nuw i64 %1551, 32
  %1597 = icmp eq i64 %1596, %281
  br i1 %1597, label %1598, label %1550

1598:                                             ; preds = %1550
  br i1 %282, label %1624, label %1599

1599:                                             ; preds = %1598
  br i1 %283, label %1622, label %1600

1600:                                             ; preds = %1544, %1599
  %1601 = phi i64 [ %281, %1599 ], [ 0, %1544 ]
  %1602 = insertelement <8 x i32> poison, i32 %1543, i64 0
  %1603 = shufflevector <8 x i32> %1602, <8 x i32> poison, <8 x i32> zeroinitializer
  %1604 = insertelement <8 x i64> poison, i64 %1533, i64 0
  %1605 = shufflevector <8 x i64> %1604, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %1606

1606:                                             ; preds = %1606, %1600
  %1607 = phi i64 [ %1601, %1600 ], [ %1619, %1606 ]
  %1608 = getelementptr inbounds nuw i64, ptr %104, i64 %1607
  %1609 = load <8 x i64>, ptr %1608, align 8
  %1610 = add nsw <8 x i64> %1609, %1605
  %1611 = icmp sgt <8 x i64> %1610, splat (i64 -1)
  %1612 = getelementptr i64, ptr %105, i64 %1607
  %1613 = call <8 x i64> @llvm.masked.load.v8i64.p0(ptr align 8 %1612, <8 x i1> %1611, <8 x i64> poison)
  %1614 = icmp slt <8 x i64> %1610, %1613
  %1615 = select <8 x i1> %1611, <8 x i1> %1614, <8 x i1> zeroinitializer
  %1616 = getelementptr i32, ptr %33, i64 %1607
  %1617 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1616, <8 x i1> %1615, <8 x i32> poison)
  %1618 = or <8 x i32> %1617, %1603
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1618, ptr align 16 %1616, <8 x i1> %1615)
  %1619 = add nuw i64 %1607, 8
  %1620 = icmp eq i64 %1619, %284
  br i1 %1620, label %1621, label %1606

1621:                                             ; preds = %1606
  br i1 %285, label %1624, label %1622

1622:                                             ; preds = %1537, %1599, %1621
  %1623 = phi i64 [ 0, %1537 ], [ %281, %1599 ], [ %284, %1621 ]
  br label %1746

1624:                                             ; preds = %1760, %1598, %1621, %1530
  br i1 %91, label %1625, label %1763

1625:                                             ; preds = %1624
  %1626 = add i64 %1532, %1531
  br i1 %286, label %1744, label %1627

1627:                                             ; preds = %1625
  br i1 %287, label %1713, label %1628

1628:                                             ; preds = %1627
  %1629 = insertelement <8 x i64> poison, i64 %1626, i64 0
  %1630 = shufflevector <8 x i64> %1629, <8 x i64> poison, <8 x i32> zeroinitializer
  %1631 = insertelement <8 x i64> poison, i64 %1532, i64 0
  %1632 = shufflevector <8 x i64> %1631, <8 x i64> poison, <8 x i32> zeroinitializer
  %1633 = insertelement <8 x i64> poison, i64 %1536, i64 0
  %1634 = shufflevector <8 x i64> %1633, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %1635

1635:                                             ; preds = %1635, %1628
  %1636 = phi i64 [ 0, %1628 ], [ %1709, %1635 ]
  %1637 = getelementptr inbounds nuw i64, ptr %108, i64 %1636
  %1638 = getelementptr inbounds nuw i8, ptr %1637, i64 64
  %1639 = getelementptr inbounds nuw i8, ptr %1637, i64 128
  %1640 = getelementptr inbounds nuw i8, ptr %1637, i64 192
  %1641 = load <8 x i64>, ptr %1637, align 8
  %1642 = load <8 x i64>, ptr %1638, align 8
  %1643 = load <8 x i64>, ptr %1639, align 8
  %1644 = load <8 x i64>, ptr %1640, align 8
  %1645 = sub <8 x i64> %1630, %1641
  %1646 = sub <8 x i64> %1630, %1642
  %1647 = sub <8 x i64> %1630, %1643
  %1648 = sub <8 x i64> %1630, %1644
  %1649 = getelementptr inbounds nuw i64, ptr %109, i64 %1636
  %1650 = getelementptr inbounds nuw i8, ptr %1649, i64 64
  %1651 = getelementptr inbounds nuw i8, ptr %1649, i64 128
  %1652 = getelementptr inbounds nuw i8, ptr %1649, i64 192
  %1653 = load <8 x i64>, ptr %1649, align 8
  %1654 = load <8 x i64>, ptr %1650, align 8
  %1655 = load <8 x i64>, ptr %1651, align 8
  %1656 = load <8 x i64>, ptr %1652, align 8
  %1657 = add nsw <8 x i64> %1645, %1653
  %1658 = add nsw <8 x i64> %1646, %1654
  %1659 = add nsw <8 x i64> %1647, %1655
  %1660 = add nsw <8 x i64> %1648, %1656
  %1661 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %1645, <8 x i64> %1632)
  %1662 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %1646, <8 x i64> %1632)
  %1663 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %1647, <8 x i64> %1632)
  %1664 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %1648, <8 x i64> %1632)
  %1665 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %1657, <8 x i64> %1634)
  %1666 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %1658, <8 x i64> %1634)
  %1667 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %1659, <8 x i64> %1634)
  %1668 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %1660, <8 x i64> %1634)
  %1669 = icmp slt <8 x i64> %1661, %1665
  %1670 = icmp slt <8 x i64> %1662, %1666
  %1671 = icmp slt <8 x i64> %1663, %1667
  %1672 = icmp slt <8 x i64> %1664, %1668
  %1673 = trunc <8 x i64> %1665 to <8 x i32>
  %1674 = trunc <8 x i64> %1666 to <8 x i32>
  %1675 = trunc <8 x i64> %1667 to <8 x i32>
  %1676 = trunc <8 x i64> %1668 to <8 x i32>
  %1677 = shl nsw <8 x i32> splat (i32 -1), %1673
  %1678 = shl nsw <8 x i32> splat (i32 -1), %1674
  %1679 = shl nsw <8 x i32> splat (i32 -1), %1675
  %1680 = shl nsw <8 x i32> splat (i32 -1), %1676
  %1681 = xor <8 x i32> %1677, splat (i32 -1)
  %1682 = xor <8 x i32> %1678, splat (i32 -1)
  %1683 = xor <8 x i32> %1679, splat (i32 -1)
  %1684 = xor <8 x i32> %1680, splat (i32 -1)
  %1685 = trunc <8 x i64> %1661 to <8 x i32>
  %1686 = trunc <8 x i64> %1662 to <8 x i32>
  %1687 = trunc <8 x i64> %1663 to <8 x i32>
  %1688 = trunc <8 x i64> %1664 to <8 x i32>
  %1689 = shl nsw <8 x i32> splat (i32 -1), %1685
  %1690 = shl nsw <8 x i32> splat (i32 -1), %1686
  %1691 = shl nsw <8 x i32> splat (i32 -1), %1687
  %1692 = shl nsw <8 x i32> splat (i32 -1), %1688
  %1693 = and <8 x i32> %1689, %1681
  %1694 = and <8 x i32> %1690, %1682
  %1695 = and <8 x i32> %1691, %1683
  %1696 = and <8 x i32> %1692, %1684
  %1697 = getelementptr i32, ptr %34, i64 %1636
  %1698 = getelementptr i8, ptr %1697, i64 32
  %1699 = getelementptr i8, ptr %1697, i64 64
  %1700 = getelementptr i8, ptr %1697, i64 96
  %1701 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1697, <8 x i1> %1669, <8 x i32> poison)
  %1702 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1698, <8 x i1> %1670, <8 x i32> poison)
  %1703 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1699, <8 x i1> %1671, <8 x i32> poison)
  %1704 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1700, <8 x i1> %1672, <8 x i32> poison)
  %1705 = or <8 x i32> %1701, %1693
  %1706 = or <8 x i32> %1702, %1694
  %1707 = or <8 x i32> %1703, %1695
  %1708 = or <8 x i32> %1704, %1696
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1705, ptr align 16 %1697, <8 x i1> %1669)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1706, ptr align 16 %1698, <8 x i1> %1670)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1707, ptr align 16 %1699, <8 x i1> %1671)
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1708, ptr align 16 %1700, <8 x i1> %1672)
  %1709 = add nuw i64 %1636, 32
  %1710 = icmp eq i64 %1709, %289
  br i1 %1710, label %1711, label %1635

1711:                                             ; preds = %1635
  br i1 %290, label %1763, label %1712

1712:                                             ; preds = %1711
  br i1 %291, label %1744, label %1713

1713:                                             ; preds = %1627, %1712
  %1714 = phi i64 [ %289, %1712 ], [ 0, %1627 ]
  %1715 = insertelement <8 x i64> poison, i64 %1626, i64 0
  %1716 = shufflevector <8 x i64> %1715, <8 x i64> poison, <8 x i32> zeroinitializer
  %1717 = insertelement <8 x i64> poison, i64 %1532, i64 0
  %1718 = shufflevector <8 x i64> %1717, <8 x i64> poison, <8 x i32> zeroinitializer
  %1719 = insertelement <8 x i64> poison, i64 %1536, i64 0
  %1720 = shufflevector <8 x i64> %1719, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %1721

1721:                                             ; preds = %1721, %1713
  %1722 = phi i64 [ %1714, %1713 ], [ %1741, %1721 ]
  %1723 = getelementptr inbounds nuw i64, ptr %108, i64 %1722
  %1724 = load <8 x i64>, ptr %1723, align 8
  %1725 = sub <8 x i64> %1716, %1724
  %1726 = getelementptr inbounds nuw i64, ptr %109, i64 %1722
  %1727 = load <8 x i64>, ptr %1726, align 8
  %1728 = add nsw <8 x i64> %1725, %1727
  %1729 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %1725, <8 x i64> %1718)
  %1730 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %1728, <8 x i64> %1720)
  %1731 = icmp slt <8 x i64> %1729, %1730
  %1732 = trunc <8 x i64> %1730 to <8 x i32>
  %1733 = shl nsw <8 x i32> splat (i32 -1), %1732
  %1734 = xor <8 x i32> %1733, splat (i32 -1)
  %1735 = trunc <8 x i64> %1729 to <8 x i32>
  %1736 = shl nsw <8 x i32> splat (i32 -1), %1735
  %1737 = and <8 x i32> %1736, %1734
  %1738 = getelementptr i32, ptr %34, i64 %1722
  %1739 = call <8 x i32> @llvm.masked.load.v8i32.p0(ptr align 16 %1738, <8 x i1> %1731, <8 x i32> poison)
  %1740 = or <8 x i32> %1739, %1737
  call void @llvm.masked.store.v8i32.p0(<8 x i32> %1740, ptr align 16 %1738, <8 x i1> %1731)
  %1741 = add nuw i64 %1722, 8
  %1742 = icmp eq i64 %1741, %292
  br i1 %1742, label %1743, label %1721

1743:                                             ; preds = %1721
  br i1 %293, label %1763, label %1744

1744:                                             ; preds = %1625, %1712, %1743
  %1745 = phi i64 [ 0, %1625 ], [ %289, %1712 ], [ %292, %1743 ]
  br label %1766

1746:                                             ; preds = %1622, %1760
  %1747 = phi i64 [ %1761, %1760 ], [ %1623, %1622 ]
  %1748 = getelementptr inbounds nuw i64, ptr %104, i64 %1747
  %1749 = load i64, ptr %1748, align 8
  %1750 = add nsw i64 %1749, %1533
  %1751 = icmp sgt i64 %1750, -1
  br i1 %1751, label %1752, label %1760

1752:                                             ; preds = %1746
  %1753 = getelementptr inbounds nuw i64, ptr %105, i64 %1747
  %1754 = load i64, ptr %1753, align 8
  %1755 = icmp slt i64 %1750, %1754
  br i1 %1755, label %1756, label %1760

1756:                                             ; preds = %1752
  %1757 = getelementptr inbounds nuw i32, ptr %33, i64 %1747
  %1758 = load i32, ptr %1757, align 4
  %1759 = or i32 %1758, %1543
  store i32 %1759, ptr %1757, align 4
  br label %1760

1760:                                             ; preds = %1756, %1752, %1746
  %1761 = add nuw nsw i64 %1747, 1
  %1762 = icmp eq i64 %1761, %11
  br i1 %1762, label %1624, label %1746

1763:                                             ; preds = %1787, %1711, %1743, %1624
  %1764 = add nsw i64 %1533, 1
  %1765 = icmp slt i64 %1535, %1520
  br i1 %1765, label %1530, label %1526

1766:                                             ; preds = %1744, %1787
  %1767 = phi i64 [ %1788, %1787 ], [ %1745, %1744 ]
  %1768 = getelementptr inbounds nuw i64, ptr %108, i64 %1767
  %1769 = load i64, ptr %1768, align 8
  %1770 = sub i64 %1626, %1769
  %1771 = getelementptr inbounds nuw i64, ptr %109, i64 %1767
  %1772 = load i64, ptr %1771, align 8
  %1773 = add nsw i64 %1770, %1772
  %1774 = tail call i64 @llvm.smax.i64(i64 %1770, i64 %1532)
  %1775 = tail call i64 @llvm.smin.i64(i64 %1773, i64 %1536)
  %1776 = icmp slt i64 %1774, %1775
  br i1 %1776, label %1777, label %1787

1777:                                             ; preds = %1766
  %1778 = trunc i64 %1775 to i32
  %1779 = shl nsw i32 -1, %1778
  %1780 = xor i32 %1779, -1
  %1781 = trunc i64 %1774 to i32
  %1782 = shl nsw i32 -1, %1781
  %1783 = and i32 %1782, %1780
  %1784 = getelementptr inbounds nuw i32, ptr %34, i64 %1767
  %1785 = load i32, ptr %1784, align 4
  %1786 = or i32 %1785, %1783
  store i32 %1786, ptr %1784, align 4
  br label %1787

1787:                                             ; preds = %1777, %1766
  %1788 = add nuw nsw i64 %1767, 1
  %1789 = icmp eq i64 %1788, %12
  br i1 %1789, label %1763, label %1766

1790:                                             ; preds = %1527, %1834
  %1791 = phi i64 [ 0, %1527 ], [ %1835, %1834 ]
  br i1 %91, label %1792, label %1834

1792:                                             ; preds = %1790
  %1793 = getelementptr inbounds nuw i64, ptr %37, i64 %1791
  %1794 = load i64, ptr %1793, align 8
  %1795 = getelementptr inbounds nuw i64, ptr %104, i64 %1791
  %1796 = load i64, ptr %1795, align 8
  %1797 = mul nsw i64 %1796, %10
  %1798 = add i64 %1794, %1516
  %1799 = add i64 %1798, %1797
  %1800 = mul nuw nsw i64 %1791, %12
  %1801 = getelementptr inbounds nuw i32, ptr %33, i64 %1791
  %1802 = load i32, ptr %1801, align 4
  br i1 %294, label %1829, label %1803

1803:                                             ; preds = %1792
  %1804 = insertelement <8 x i64> poison, i64 %1799, i64 0
  %1805 = shufflevector <8 x i64> %1804, <8 x i64> poison, <8 x i32> zeroinitializer
  %1806 = insertelement <8 x i64> poison, i64 %1800, i64 0
  %1807 = shufflevector <8 x i64> %1806, <8 x i64> poison, <8 x i32> zeroinitializer
  %1808 = insertelement <8 x i32> poison, i32 %1802, i64 0
  %1809 = shufflevector <8 x i32> %1808, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %1810

1810:                                             ; preds = %1810, %1803
  %1811 = phi i64 [ 0, %1803 ], [ %1825, %1810 ]
  %1812 = phi <8 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %1803 ], [ %1826, %1810 ]
  %1813 = getelementptr inbounds nuw i64, ptr %107, i64 %1811
  %1814 = load <8 x i64>, ptr %1813, align 8
  %1815 = getelementptr inbounds nuw i64, ptr %108, i64 %1811
  %1816 = load <8 x i64>, ptr %1815, align 8
  %1817 = add <8 x i64> %1814, %1805
  %1818 = add nsw <8 x i64> %1817, %1816
  %1819 = add nuw nsw <8 x i64> %1812, %1807
  %1820 = getelementptr [3 x i64], ptr %1528, <8 x i64> %1819
  call void @llvm.masked.scatter.v8i64.v8p0(<8 x i64> %1818, <8 x ptr> align 8 %1820, <8 x i1> splat (i1 true))
  %1821 = getelementptr inbounds nuw i32, ptr %34, i64 %1811
  %1822 = load <8 x i32>, ptr %1821, align 16
  %1823 = and <8 x i32> %1822, %1809
  %1824 = getelementptr [3 x i32], ptr %1529, <8 x i64> %1819
  call void @llvm.masked.scatter.v8i32.v8p0(<8 x i32> %1823, <8 x ptr> align 4 %1824, <8 x i1> splat (i1 true))
  %1825 = add nuw i64 %1811, 8
  %1826 = add nuw nsw <8 x i64> %1812, splat (i64 8)
  %1827 = icmp eq i64 %1825, %295
  br i1 %1827, label %1828, label %1810

1828:                                             ; preds = %1810
  br i1 %296, label %1834, label %1829

1829:                                             ; preds = %1792, %1828
  %1830 = phi i64 [ 0, %1792 ], [ %295, %1828 ]
  br label %1837

1831:                                             ; preds = %1834, %1526
  call void @llvm.lifetime.end.p0(ptr nonnull %34)
  call void @llvm.lifetime.end.p0(ptr nonnull %33)
  %1832 = add nuw nsw i64 %1513, 1
  %1833 = icmp eq i64 %1832, 3
  br i1 %1833, label %1853, label %1512

1834:                                             ; preds = %1837, %1828, %1790
  %1835 = add nuw nsw i64 %1791, 1
  %1836 = icmp eq i64 %1835, %11
  br i1 %1836, label %1831, label %1790

1837:                                             ; preds = %1829, %1837
  %1838 = phi i64 [ %1851, %1837 ], [ %1830, %1829 ]
  %1839 = getelementptr inbounds nuw i64, ptr %107, i64 %1838
  %1840 = load i64, ptr %1839, align 8
  %1841 = getelementptr inbounds nuw i64, ptr %108, i64 %1838
  %1842 = load i64, ptr %1841, align 8
  %1843 = add i64 %1840, %1799
  %1844 = add nsw i64 %1843, %1842
  %1845 = add nuw nsw i64 %1838, %1800
  %1846 = getelementptr [3 x i64], ptr %1528, i64 %1845
  store i64 %1844, ptr %1846, align 8
  %1847 = getelementptr inbounds nuw i32, ptr %34, i64 %1838
  %1848 = load i32, ptr %1847, align 4
  %1849 = and i32 %1848, %1802
  %1850 = getelementptr [3 x i32], ptr %1529, i64 %1845
  store i32 %1849, ptr %1850, align 4
  %1851 = add nuw nsw i64 %1838, 1
  %1852 = icmp eq i64 %1851, %12
  br i1 %1852, label %1834, label %1837

1853:                                             ; preds = %1831
  call void @llvm.lifetime.end.p0(ptr nonnull %40)
  br label %2036

1854:                                             ; preds = %1484
  call void @llvm.lifetime.start.p0(ptr nonnull %41)
  call void @llvm.lifetime.start.p0(ptr nonnull %42)
  %1855 = sdiv i64 %1490, %72
  %1856 = srem i64 %1490, %72
  %1857 = shl nsw i64 %1856, 4
  store i64 %1857, ptr %42, align 16
  %1858 = mul nsw i64 %1855, %10
  %1859 = add nsw i64 %1857, %1858
  store i64 %1859, ptr %38, align 16
  %1860 = icmp sgt i32 %1489, 0
  %1861 = sub nsw i64 %10, %1857
  %1862 = select i1 %1860, i64 %1861, i64 0
  store i64 %1862, ptr %39, align 16
  %1863 = sub nsw i64 %1855, %357
  store i64 %1863, ptr %41, align 16
  %1864 = add nsw i64 %1485, 1
  %1865 = tail call i64 @llvm.smin.i64(i64 %1864, i64 %1376)
  %1866 = sdiv i64 %1865, %72
  %1867 = srem i64 %1865, %72
  %1868 = shl nsw i64 %1867, 4
  store i64 %1868, ptr %131, align 8
  %1869 = mul nsw i64 %1866, %10
  %1870 = add nsw i64 %1868, %1869
  store i64 %1870, ptr %132, align 8
  %1871 = icmp sgt i32 %1489, 1
  %1872 = sub nsw i64 %10, %1868
  %1873 = select i1 %1871, i64 %1872, i64 0
  store i64 %1873, ptr %133, align 8
  %1874 = sub nsw i64 %1866, %357
  store i64 %1874, ptr %130, align 8
  %1875 = add nsw i64 %1485, 2
  %1876 = tail call i64 @llvm.smin.i64(i64 %1875, i64 %1376)
  %1877 = sdiv i64 %1876, %72
  %1878 = srem i64 %1876, %72
  %1879 = shl nsw i64 %1878, 4
  store i64 %1879, ptr %135, align 16
  %1880 = mul nsw i64 %1877, %10
  %1881 = add nsw i64 %1879, %1880
  store i64 %1881, ptr %136, align 16
  %1882 = icmp sgt i32 %1489, 2
  %1883 = sub nsw i64 %10, %1879
  %1884 = select i1 %1882, i64 %1883, i64 0
  store i64 %1884, ptr %137, align 16
  %1885 = sub nsw i64 %1877, %357
  store i64 %1885, ptr %134, align 16
  br i1 %90, label %1886, label %2035

1886:                                             ; preds = %1854
  %1887 = sext i32 %1489 to i64
  %1888 = icmp slt i32 %1489, 3
  %1889 = icmp sgt i32 %1489, 0
  %1890 = load i64, ptr %102, align 8
  %1891 = shl nsw i64 %1887, 3
  %1892 = sub i32 2, %1489
  %1893 = zext i32 %1892 to i64
  %1894 = shl nuw nsw i64 %1893, 3
  %1895 = add nuw nsw i64 %1894, 8
  %1896 = shl nsw i64 %1887, 2
  %1897 = shl nuw nsw i64 %1893, 2
  %1898 = add nuw nsw i64 %1897, 4
  %1899 = getelementptr i8, ptr %35, i64 %1891
  %1900 = getelementptr i8, ptr %36, i64 %1896
  %1901 = zext i32 %1489 to i64
  %1902 = icmp ult i32 %1489, 8
  %1903 = and i64 %1901, 4294967288
  %1904 = insertelement <8 x i64> poison, i64 %1890, i64 0
  %1905 = shufflevector <8 x i64> %1904, <8 x i64> poison, <8 x i32> zeroinitializer
  %1906 = icmp eq i64 %1903, %1901
  br label %1907

1907:                                             ; preds = %1886, %1920
  %1908 = phi i64 [ 0, %1886 ], [ %1921, %1920 ]
  br i1 %91, label %1909, label %1920

1909:                                             ; preds = %1907
  %1910 = mul i64 %119, %1908
  %1911 = mul i64 %120, %1908
  %1912 = mul nuw nsw i64 %1908, %12
  %1913 = getelementptr inbounds nuw i64, ptr %104, i64 %1908
  %1914 = getelementptr inbounds nuw i64, ptr %105, i64 %1908
  %1915 = getelementptr inbounds nuw i64, ptr %37, i64 %1908
  %1916 = getelementptr i8, ptr %1899, i64 %1910
  %1917 = getelementptr i8, ptr %1900, i64 %1911
  %1918 = insertelement <8 x ptr> poison, ptr %1914, i64 0
  %1919 = shufflevector <8 x ptr> %1918, <8 x ptr> poison, <8 x i32> zeroinitializer
  br label %1923

1920:                                             ; preds = %1993, %1907
  %1921 = add nuw nsw i64 %1908, 1
  %1922 = icmp eq i64 %1921, %11
  br i1 %1922, label %2035, label %1907

1923:                                             ; preds = %1909, %1993
  %1924 = phi i64 [ 0, %1909 ], [ %1994, %1993 ]
  %1925 = add nuw nsw i64 %1924, %1912
  br i1 %1888, label %1926, label %1931

1926:                                             ; preds = %1923
  %1927 = mul i64 %1924, 24
  %1928 = getelementptr i8, ptr %1916, i64 %1927
  %1929 = mul i64 %1924, 12
  %1930 = getelementptr i8, ptr %1917, i64 %1929
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %1928, i8 0, i64 %1895, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %1930, i8 0, i64 %1898, i1 false)
  br i1 %1889, label %1931, label %1993

1931:                                             ; preds = %1923, %1926
  %1932 = load i64, ptr %1913, align 8
  %1933 = getelementptr inbounds nuw i64, ptr %108, i64 %1924
  %1934 = load i64, ptr %1933, align 8
  %1935 = getelementptr inbounds nuw i64, ptr %109, i64 %1924
  %1936 = load i64, ptr %1935, align 8
  %1937 = load i64, ptr %1915, align 8
  %1938 = getelementptr inbounds nuw i64, ptr %107, i64 %1924
  %1939 = load i64, ptr %1938, align 8
  %1940 = add i64 %1937, %1939
  %1941 = getelementptr inbounds nuw [3 x i64], ptr %35, i64 %1925
  %1942 = getelementptr inbounds nuw [3 x i32], ptr %36, i64 %1925
  br i1 %1902, label %1991, label %1943

1943:                                             ; preds = %1931
  %1944 = insertelement <8 x i64> poison, i64 %1932, i64 0
  %1945 = shufflevector <8 x i64> %1944, <8 x i64> poison, <8 x i32> zeroinitializer
  %1946 = insertelement <8 x i64> poison, i64 %1934, i64 0
  %1947 = shufflevector <8 x i64> %1946, <8 x i64> poison, <8 x i32> zeroinitializer
  %1948 = insertelement <8 x i64> poison, i64 %1936, i64 0
  %1949 = shufflevector <8 x i64> %1948, <8 x i64> poison, <8 x i32> zeroinitializer
  %1950 = insertelement <8 x i64> poison, i64 %1940, i64 0
  %1951 = shufflevector <8 x i64> %1950, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %1952

1952:                                             ; preds = %1952, %1943
  %1953 = phi i64 [ 0, %1943 ], [ %1988, %1952 ]
  %1954 = getelementptr inbounds nuw i64, ptr %41, i64 %1953
  %1955 = load <8 x i64>, ptr %1954, align 16
  %1956 = add nsw <8 x i64> %1945, %1955
  %1957 = getelementptr inbounds nuw i64, ptr %42, i64 %1953
  %1958 = load <8 x i64>, ptr %1957, align 16
  %1959 = add nsw <8 x i64> %1947, %1958
  %1960 = icmp sgt <8 x i64> %1956, splat (i64 -1)
  %1961 = call <8 x i64> @llvm.masked.gather.v8i64.v8p0(<8 x ptr> align 8 %1919, <8 x i1> %1960, <8 x i64> poison)
  %1962 = icmp slt <8 x i64> %1956, %1961
  %1963 = freeze <8 x i1> %1962
  %1964 = and <8 x i1> %1960, %1963
  %1965 = icmp slt <8 x i64> %1959, zeroinitializer
  %1966 = sub nsw <8 x i64> zeroinitializer, %1959
  %1967 = select <8 x i1> %1965, <8 x i64> %1966, <8 x i64> zeroinitializer
  %1968 = sub nsw <8 x i64> %1949, %1959
  %1969 = sub nsw <8 x i64> %298, %1958
  %1970 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %1968, <8 x i64> %1969)
  %1971 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %1970, <8 x i64> splat (i64 16))
  %1972 = icmp sgt <8 x i64> %1971, %1967
  %1973 = and <8 x i1> %1960, %1963
  %1974 = select <8 x i1> %1973, <8 x i1> %1972, <8 x i1> zeroinitializer
  %1975 = select <8 x i1> %1964, <8 x i64> %1956, <8 x i64> zeroinitializer
  %1976 = mul nsw <8 x i64> %1905, %1975
  %1977 = add <8 x i64> %1959, %1951
  %1978 = add <8 x i64> %1977, %1976
  %1979 = getelementptr inbounds nuw i64, ptr %1941, i64 %1953
  store <8 x i64> %1978, ptr %1979, align 8
  %1980 = trunc <8 x i64> %1971 to <8 x i32>
  %1981 = shl nsw <8 x i32> splat (i32 -1), %1980
  %1982 = xor <8 x i32> %1981, splat (i32 -1)
  %1983 = trunc <8 x i64> %1967 to <8 x i32>
  %1984 = shl nsw <8 x i32> splat (i32 -1), %1983
  %1985 = and <8 x i32> %1984, %1982
  %1986 = select <8 x i1> %1974, <8 x i32> %1985, <8 x i32> zeroinitializer
  %1987 = getelementptr inbounds nuw i32, ptr %1942, i64 %1953
  store <8 x i32> %1986, ptr %1987, align 4
  %1988 = add nuw i64 %1953, 8
  %1989 = icmp eq i64 %1988, %1903
  br i1 %1989, label %1990, label %1952

1990:                                             ; preds = %1952
  br i1 %1906, label %1993, label %1991

1991:                                             ; preds = %1931, %1990
  %1992 = phi i64 [ 0, %1931 ], [ %1903, %1990 ]
  br label %1996

1993:                                             ; preds = %2009, %1990, %1926
  %1994 = add nuw nsw i64 %1924, 1
  %1995 = icmp eq i64 %1994, %12
  br i1 %1995, label %1920, label %1923

1996:                                             ; preds = %1991, %2009
  %1997 = phi i64 [ %2033, %2009 ], [ %1992, %1991 ]
  %1998 = getelementptr inbounds nuw i64, ptr %41, i64 %1997
  %1999 = load i64, ptr %1998, align 8
  %2000 = add nsw i64 %1932, %1999
  %2001 = getelementptr inbounds nuw i64, ptr %42, i64 %1997
  %2002 = load i64, ptr %2001, align 8
  %2003 = add nsw i64 %1934, %2002
  %2004 = icmp sgt i64 %2000, -1
  br i1 %2004, label %2005, label %2009

2005:                                             ; preds = %1996
  %2006 = load i64, ptr %1914, align 8
  %2007 = icmp slt i64 %2000, %2006
  %2008 = freeze i1 %2007
  br label %2009

2009:                                             ; preds = %2005, %1996
  %2010 = phi i1 [ false, %1996 ], [ %2008, %2005 ]
  %2011 = icmp slt i64 %2003, 0
  %2012 = sub nsw i64 0, %2003
  %2013 = select i1 %2011, i64 %2012, i64 0
  %2014 = sub nsw i64 %1936, %2003
  %2015 = sub nsw i64 %10, %2002
  %2016 = tail call i64 @llvm.smin.i64(i64 %2014, i64 %2015)
  %2017 = tail call i64 @llvm.smin.i64(i64 %2016, i64 16)
  %2018 = icmp sgt i64 %2017, %2013
  %2019 = select i1 %2010, i1 %2018, i1 false
  %2020 = select i1 %2010, i64 %2000, i64 0
  %2021 = mul nsw i64 %1890, %2020
  %2022 = add i64 %2003, %1940
  %2023 = add i64 %2022, %2021
  %2024 = getelementptr inbounds nuw i64, ptr %1941, i64 %1997
  store i64 %2023, ptr %2024, align 8
  %2025 = trunc i64 %2017 to i32
  %2026 = shl nsw i32 -1, %2025
  %2027 = xor i32 %2026, -1
  %2028 = trunc i64 %2013 to i32
  %2029 = shl nsw i32 -1, %2028
  %2030 = and i32 %2029, %2027
  %2031 = select i1 %2019, i32 %2030, i32 0
  %2032 = getelementptr inbounds nuw i32, ptr %1942, i64 %1997
  store i32 %2031, ptr %2032, align 4
  %2033 = add nuw nsw i64 %1997, 1
  %2034 = icmp eq i64 %2033, %1901
  br i1 %2034, label %1993, label %1996

2035:                                             ; preds = %1920, %1854
  call void @llvm.lifetime.end.p0(ptr nonnull %42)
  call void @llvm.lifetime.end.p0(ptr nonnull %41)
  br label %2036

2036:                                             ; preds = %2035, %1853
  %2037 = phi i64 [ %1881, %2035 ], [ %1507, %1853 ]
  %2038 = phi i64 [ %1870, %2035 ], [ %1500, %1853 ]
  %2039 = phi i64 [ %1859, %2035 ], [ %1493, %1853 ]
  %2040 = phi i64 [ %1884, %2035 ], [ %1510, %1853 ]
  %2041 = phi i64 [ %1873, %2035 ], [ %1503, %1853 ]
  %2042 = phi i64 [ %1862, %2035 ], [ %1496, %1853 ]
  br i1 %1378, label %2043, label %2071

2043:                                             ; preds = %2036
  %2044 = icmp eq i32 %1489, 3
  %2045 = icmp sgt i32 %1489, 0
  %2046 = zext nneg i32 %1489 to i64
  %2047 = icmp sgt i64 %2042, 15
  %2048 = trunc i64 %2042 to i32
  %2049 = shl nsw i32 -1, %2048
  %2050 = trunc i32 %2049 to i16
  %2051 = xor i16 %2050, -1
  %2052 = select i1 %2047, i16 -1, i16 %2051
  %2053 = icmp sgt i64 %2041, 15
  %2054 = trunc i64 %2041 to i32
  %2055 = shl nsw i32 -1, %2054
  %2056 = trunc i32 %2055 to i16
  %2057 = xor i16 %2056, -1
  %2058 = select i1 %2053, i16 -1, i16 %2057
  %2059 = icmp sgt i64 %2040, 15
  %2060 = trunc i64 %2040 to i32
  %2061 = shl nsw i32 -1, %2060
  %2062 = trunc i32 %2061 to i16
  %2063 = xor i16 %2062, -1
  %2064 = select i1 %2059, i16 -1, i16 %2063
  %2065 = bitcast i16 %2052 to <16 x i1>
  %2066 = bitcast i16 %2058 to <16 x i1>
  %2067 = bitcast i16 %2064 to <16 x i1>
  %2068 = bitcast i16 %2052 to <16 x i1>
  %2069 = bitcast i16 %2058 to <16 x i1>
  %2070 = bitcast i16 %2064 to <16 x i1>
  br label %2074

2071:                                             ; preds = %4246, %2036
  call void @llvm.lifetime.end.p0(ptr nonnull %39)
  call void @llvm.lifetime.end.p0(ptr nonnull %38)
  %2072 = add nsw i64 %1485, 3
  %2073 = icmp slt i64 %2072, %339
  br i1 %2073, label %1484, label %322

2074:                                             ; preds = %2043, %4246
  %2075 = phi i64 [ %1372, %2043 ], [ %4247, %4246 ]
  %2076 = sub nsw i64 %1377, %2075
  %2077 = icmp sgt i64 %2076, 7
  %2078 = select i1 %2077, i64 %2075, i64 %111
  %2079 = sub nsw i64 %2075, %2078
  br i1 %2044, label %2138, label %2080

2080:                                             ; preds = %2074
  br i1 %2045, label %2081, label %4246

2081:                                             ; preds = %2080
  %2082 = mul i64 %114, %2078
  %2083 = getelementptr inbounds float, ptr %45, i64 %2078
  %2084 = getelementptr inbounds float, ptr %44, i64 %2082
  %2085 = getelementptr inbounds nuw i8, ptr %2083, i64 4
  %2086 = getelementptr inbounds nuw i8, ptr %2083, i64 8
  %2087 = getelementptr inbounds nuw i8, ptr %2083, i64 12
  %2088 = getelementptr inbounds nuw i8, ptr %2083, i64 16
  %2089 = getelementptr inbounds nuw i8, ptr %2083, i64 20
  %2090 = getelementptr inbounds nuw i8, ptr %2083, i64 24
  %2091 = getelementptr inbounds nuw i8, ptr %2083, i64 28
  %2092 = mul nsw i64 %2078, %58
  %2093 = getelementptr inbounds float, ptr %1365, i64 %2092
  %2094 = add nsw i64 %2078, 1
  %2095 = mul nsw i64 %2094, %58
  %2096 = getelementptr inbounds float, ptr %1365, i64 %2095
  %2097 = add nsw i64 %2078, 2
  %2098 = mul nsw i64 %2097, %58
  %2099 = getelementptr inbounds float, ptr %1365, i64 %2098
  %2100 = add nsw i64 %2078, 3
  %2101 = mul nsw i64 %2100, %58
  %2102 = getelementptr inbounds float, ptr %1365, i64 %2101
  %2103 = add nsw i64 %2078, 4
  %2104 = mul nsw i64 %2103, %58
  %2105 = getelementptr inbounds float, ptr %1365, i64 %2104
  %2106 = add nsw i64 %2078, 5
  %2107 = mul nsw i64 %2106, %58
  %2108 = getelementptr inbounds float, ptr %1365, i64 %2107
  %2109 = add nsw i64 %2078, 6
  %2110 = mul nsw i64 %2109, %58
  %2111 = getelementptr inbounds float, ptr %1365, i64 %2110
  %2112 = add nsw i64 %2078, 7
  %2113 = mul nsw i64 %2112, %58
  %2114 = getelementptr inbounds float, ptr %1365, i64 %2113
  %2115 = mul nsw i64 %2078, %58
  %2116 = icmp sgt i64 %2079, 0
  %2117 = add nsw i64 %2078, 1
  %2118 = mul nsw i64 %2117, %58
  %2119 = icmp sgt i64 %2079, 1
  %2120 = add nsw i64 %2078, 2
  %2121 = mul nsw i64 %2120, %58
  %2122 = icmp sgt i64 %2079, 2
  %2123 = add nsw i64 %2078, 3
  %2124 = mul nsw i64 %2123, %58
  %2125 = icmp sgt i64 %2079, 3
  %2126 = add nsw i64 %2078, 4
  %2127 = mul nsw i64 %2126, %58
  %2128 = icmp sgt i64 %2079, 4
  %2129 = add nsw i64 %2078, 5
  %2130 = mul nsw i64 %2129, %58
  %2131 = icmp sgt i64 %2079, 5
  %2132 = add nsw i64 %2078, 6
  %2133 = mul nsw i64 %2132, %58
  %2134 = icmp sgt i64 %2079, 6
  %2135 = add nsw i64 %2078, 7
  %2136 = mul nsw i64 %2135, %58
  %2137 = icmp sgt i64 %2079, 7
  br label %3476

2138:                                             ; preds = %2074
  %2139 = getelementptr inbounds float, ptr %45, i64 %2078
  br i1 %113, label %2148, label %2140

2140:                                             ; preds = %2138
  %2141 = load float, ptr %2139, align 4
  %2142 = insertelement <16 x float> poison, float %2141, i64 0
  %2143 = shufflevector <16 x float> %2142, <16 x float> poison, <16 x i32> zeroinitializer
  %2144 = insertelement <16 x float> poison, float %2141, i64 0
  %2145 = shufflevector <16 x float> %2144, <16 x float> poison, <16 x i32> zeroinitializer
  %2146 = insertelement <16 x float> poison, float %2141, i64 0
  %2147 = shufflevector <16 x float> %2146, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2157

2148:                                             ; preds = %2138
  %2149 = mul nsw i64 %2078, %58
  %2150 = getelementptr inbounds float, ptr %1365, i64 %2149
  %2151 = getelementptr inbounds float, ptr %2150, i64 %2039
  %2152 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2151, <16 x i1> %2065, <16 x float> zeroinitializer)
  %2153 = getelementptr inbounds float, ptr %2150, i64 %2038
  %2154 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2153, <16 x i1> %2066, <16 x float> zeroinitializer)
  %2155 = getelementptr inbounds float, ptr %2150, i64 %2037
  %2156 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2155, <16 x i1> %2067, <16 x float> zeroinitializer)
  br label %2157

2157:                                             ; preds = %2148, %2140
  %2158 = phi <16 x float> [ %2154, %2148 ], [ %2145, %2140 ]
  %2159 = phi <16 x float> [ %2152, %2148 ], [ %2143, %2140 ]
  %2160 = phi <16 x float> [ %2156, %2148 ], [ %2147, %2140 ]
  br i1 %113, label %2170, label %2161

2161:                                             ; preds = %2157
  %2162 = getelementptr inbounds nuw i8, ptr %2139, i64 4
  %2163 = load float, ptr %2162, align 4
  %2164 = insertelement <16 x float> poison, float %2163, i64 0
  %2165 = shufflevector <16 x float> %2164, <16 x float> poison, <16 x i32> zeroinitializer
  %2166 = insertelement <16 x float> poison, float %2163, i64 0
  %2167 = shufflevector <16 x float> %2166, <16 x float> poison, <16 x i32> zeroinitializer
  %2168 = insertelement <16 x float> poison, float %2163, i64 0
  %2169 = shufflevector <16 x float> %2168, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2180

2170:                                             ; preds = %2157
  %2171 = add nsw i64 %2078, 1
  %2172 = mul nsw i64 %2171, %58
  %2173 = getelementptr inbounds float, ptr %1365, i64 %2172
  %2174 = getelementptr inbounds float, ptr %2173, i64 %2039
  %2175 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2174, <16 x i1> %2065, <16 x float> zeroinitializer)
  %2176 = getelementptr inbounds float, ptr %2173, i64 %2038
  %2177 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2176, <16 x i1> %2066, <16 x float> zeroinitializer)
  %2178 = getelementptr inbounds float, ptr %2173, i64 %2037
  %2179 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2178, <16 x i1> %2067, <16 x float> zeroinitializer)
  br label %2180

2180:                                             ; preds = %2170, %2161
  %2181 = phi <16 x float> [ %2177, %2170 ], [ %2167, %2161 ]
  %2182 = phi <16 x float> [ %2175, %2170 ], [ %2165, %2161 ]
  %2183 = phi <16 x float> [ %2179, %2170 ], [ %2169, %2161 ]
  br i1 %113, label %2193, label %2184

2184:                                             ; preds = %2180
  %2185 = getelementptr inbounds nuw i8, ptr %2139, i64 8
  %2186 = load float, ptr %2185, align 4
  %2187 = insertelement <16 x float> poison, float %2186, i64 0
  %2188 = shufflevector <16 x float> %2187, <16 x float> poison, <16 x i32> zeroinitializer
  %2189 = insertelement <16 x float> poison, float %2186, i64 0
  %2190 = shufflevector <16 x float> %2189, <16 x float> poison, <16 x i32> zeroinitializer
  %2191 = insertelement <16 x float> poison, float %2186, i64 0
  %2192 = shufflevector <16 x float> %2191, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2203

2193:                                             ; preds = %2180
  %2194 = add nsw i64 %2078, 2
  %2195 = mul nsw i64 %2194, %58
  %2196 = getelementptr inbounds float, ptr %1365, i64 %2195
  %2197 = getelementptr inbounds float, ptr %2196, i64 %2039
  %2198 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2197, <16 x i1> %2065, <16 x float> zeroinitializer)
  %2199 = getelementptr inbounds float, ptr %2196, i64 %2038
  %2200 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2199, <16 x i1> %2066, <16 x float> zeroinitializer)
  %2201 = getelementptr inbounds float, ptr %2196, i64 %2037
  %2202 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2201, <16 x i1> %2067, <16 x float> zeroinitializer)
  br label %2203

2203:                                             ; preds = %2193, %2184
  %2204 = phi <16 x float> [ %2200, %2193 ], [ %2190, %2184 ]
  %2205 = phi <16 x float> [ %2198, %2193 ], [ %2188, %2184 ]
  %2206 = phi <16 x float> [ %2202, %2193 ], [ %2192, %2184 ]
  br i1 %113, label %2216, label %2207

2207:                                             ; preds = %2203
  %2208 = getelementptr inbounds nuw i8, ptr %2139, i64 12
  %2209 = load float, ptr %2208, align 4
  %2210 = insertelement <16 x float> poison, float %2209, i64 0
  %2211 = shufflevector <16 x float> %2210, <16 x float> poison, <16 x i32> zeroinitializer
  %2212 = insertelement <16 x float> poison, float %2209, i64 0
  %2213 = shufflevector <16 x float> %2212, <16 x float> poison, <16 x i32> zeroinitializer
  %2214 = insertelement <16 x float> poison, float %2209, i64 0
  %2215 = shufflevector <16 x float> %2214, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2226

2216:                                             ; preds = %2203
  %2217 = add nsw i64 %2078, 3
  %2218 = mul nsw i64 %2217, %58
  %2219 = getelementptr inbounds float, ptr %1365, i64 %2218
  %2220 = getelementptr inbounds float, ptr %2219, i64 %2039
  %2221 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2220, <16 x i1> %2065, <16 x float> zeroinitializer)
  %2222 = getelementptr inbounds float, ptr %2219, i64 %2038
  %2223 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2222, <16 x i1> %2066, <16 x float> zeroinitializer)
  %2224 = getelementptr inbounds float, ptr %2219, i64 %2037
  %2225 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2224, <16 x i1> %2067, <16 x float> zeroinitializer)
  br label %2226

2226:                                             ; preds = %2216, %2207
  %2227 = phi <16 x float> [ %2223, %2216 ], [ %2213, %2207 ]
  %2228 = phi <16 x float> [ %2221, %2216 ], [ %2211, %2207 ]
  %2229 = phi <16 x float> [ %2225, %2216 ], [ %2215, %2207 ]
  br i1 %113, label %2239, label %2230

2230:                                             ; preds = %2226
  %2231 = getelementptr inbounds nuw i8, ptr %2139, i64 16
  %2232 = load float, ptr %2231, align 4
  %2233 = insertelement <16 x float> poison, float %2232, i64 0
  %2234 = shufflevector <16 x float> %2233, <16 x float> poison, <16 x i32> zeroinitializer
  %2235 = insertelement <16 x float> poison, float %2232, i64 0
  %2236 = shufflevector <16 x float> %2235, <16 x float> poison, <16 x i32> zeroinitializer
  %2237 = insertelement <16 x float> poison, float %2232, i64 0
  %2238 = shufflevector <16 x float> %2237, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2249

2239:                                             ; preds = %2226
  %2240 = add nsw i64 %2078, 4
  %2241 = mul nsw i64 %2240, %58
  %2242 = getelementptr inbounds float, ptr %1365, i64 %2241
  %2243 = getelementptr inbounds float, ptr %2242, i64 %2039
  %2244 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2243, <16 x i1> %2065, <16 x float> zeroinitializer)
  %2245 = getelementptr inbounds float, ptr %2242, i64 %2038
  %2246 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2245, <16 x i1> %2066, <16 x float> zeroinitializer)
  %2247 = getelementptr inbounds float, ptr %2242, i64 %2037
  %2248 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2247, <16 x i1> %2067, <16 x float> zeroinitializer)
  br label %2249

2249:                                             ; preds = %2239, %2230
  %2250 = phi <16 x float> [ %2246, %2239 ], [ %2236, %2230 ]
  %2251 = phi <16 x float> [ %2244, %2239 ], [ %2234, %2230 ]
  %2252 = phi <16 x float> [ %2248, %2239 ], [ %2238, %2230 ]
  br i1 %113, label %2262, label %2253

2253:                                             ; preds = %2249
  %2254 = getelementptr inbounds nuw i8, ptr %2139, i64 20
  %2255 = load float, ptr %2254, align 4
  %2256 = insertelement <16 x float> poison, float %2255, i64 0
  %2257 = shufflevector <16 x float> %2256, <16 x float> poison, <16 x i32> zeroinitializer
  %2258 = insertelement <16 x float> poison, float %2255, i64 0
  %2259 = shufflevector <16 x float> %2258, <16 x float> poison, <16 x i32> zeroinitializer
  %2260 = insertelement <16 x float> poison, float %2255, i64 0
  %2261 = shufflevector <16 x float> %2260, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2272

2262:                                             ; preds = %2249
  %2263 = add nsw i64 %2078, 5
  %2264 = mul nsw i64 %2263, %58
  %2265 = getelementptr inbounds float, ptr %1365, i64 %2264
  %2266 = getelementptr inbounds float, ptr %2265, i64 %2039
  %2267 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2266, <16 x i1> %2065, <16 x float> zeroinitializer)
  %2268 = getelementptr inbounds float, ptr %2265, i64 %2038
  %2269 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2268, <16 x i1> %2066, <16 x float> zeroinitializer)
  %2270 = getelementptr inbounds float, ptr %2265, i64 %2037
  %2271 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2270, <16 x i1> %2067, <16 x float> zeroinitializer)
  br label %2272

2272:                                             ; preds = %2262, %2253
  %2273 = phi <16 x float> [ %2269, %2262 ], [ %2259, %2253 ]
  %2274 = phi <16 x float> [ %2267, %2262 ], [ %2257, %2253 ]
  %2275 = phi <16 x float> [ %2271, %2262 ], [ %2261, %2253 ]
  br i1 %113, label %2285, label %2276

2276:                                             ; preds = %2272
  %2277 = getelementptr inbounds nuw i8, ptr %2139, i64 24
  %2278 = load float, ptr %2277, align 4
  %2279 = insertelement <16 x float> poison, float %2278, i64 0
  %2280 = shufflevector <16 x float> %2279, <16 x float> poison, <16 x i32> zeroinitializer
  %2281 = insertelement <16 x float> poison, float %2278, i64 0
  %2282 = shufflevector <16 x float> %2281, <16 x float> poison, <16 x i32> zeroinitializer
  %2283 = insertelement <16 x float> poison, float %2278, i64 0
  %2284 = shufflevector <16 x float> %2283, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2295

2285:                                             ; preds = %2272
  %2286 = add nsw i64 %2078, 6
  %2287 = mul nsw i64 %2286, %58
  %2288 = getelementptr inbounds float, ptr %1365, i64 %2287
  %2289 = getelementptr inbounds float, ptr %2288, i64 %2039
  %2290 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2289, <16 x i1> %2065, <16 x float> zeroinitializer)
  %2291 = getelementptr inbounds float, ptr %2288, i64 %2038
  %2292 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2291, <16 x i1> %2066, <16 x float> zeroinitializer)
  %2293 = getelementptr inbounds float, ptr %2288, i64 %2037
  %2294 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2293, <16 x i1> %2067, <16 x float> zeroinitializer)
  br label %2295

2295:                                             ; preds = %2285, %2276
  %2296 = phi <16 x float> [ %2292, %2285 ], [ %2282, %2276 ]
  %2297 = phi <16 x float> [ %2290, %2285 ], [ %2280, %2276 ]
  %2298 = phi <16 x float> [ %2294, %2285 ], [ %2284, %2276 ]
  br i1 %113, label %2308, label %2299

2299:                                             ; preds = %2295
  %2300 = getelementptr inbounds nuw i8, ptr %2139, i64 28
  %2301 = load float, ptr %2300, align 4
  %2302 = insertelement <16 x float> poison, float %2301, i64 0
  %2303 = shufflevector <16 x float> %2302, <16 x float> poison, <16 x i32> zeroinitializer
  %2304 = insertelement <16 x float> poison, float %2301, i64 0
  %2305 = shufflevector <16 x float> %2304, <16 x float> poison, <16 x i32> zeroinitializer
  %2306 = insertelement <16 x float> poison, float %2301, i64 0
  %2307 = shufflevector <16 x float> %2306, <16 x float> poison, <16 x i32> zeroinitializer
  br label %2318

2308:                                             ; preds = %2295
  %2309 = add nsw i64 %2078, 7
  %2310 = mul nsw i64 %2309, %58
  %2311 = getelementptr inbounds float, ptr %1365, i64 %2310
  %2312 = getelementptr inbounds float, ptr %2311, i64 %2039
  %2313 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2312, <16 x i1> %2065, <16 x float> zeroinitializer)
  %2314 = getelementptr inbounds float, ptr %2311, i64 %2038
  %2315 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2314, <16 x i1> %2066, <16 x float> zeroinitializer)
  %2316 = getelementptr inbounds float, ptr %2311, i64 %2037
  %2317 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2316, <16 x i1> %2067, <16 x float> zeroinitializer)
  br label %2318

2318:                                             ; preds = %2308, %2299
  %2319 = phi <16 x float> [ %2315, %2308 ], [ %2305, %2299 ]
  %2320 = phi <16 x float> [ %2313, %2308 ], [ %2303, %2299 ]
  %2321 = phi <16 x float> [ %2317, %2308 ], [ %2307, %2299 ]
  %2322 = mul i64 %114, %2078
  %2323 = getelementptr inbounds float, ptr %44, i64 %2322
  br i1 %94, label %2375, label %2350

2324:                                             ; preds = %3247, %2375
  %2325 = phi <16 x float> [ %2376, %2375 ], [ %3248, %3247 ]
  %2326 = phi <16 x float> [ %2377, %2375 ], [ %3249, %3247 ]
  %2327 = phi <16 x float> [ %2378, %2375 ], [ %3250, %3247 ]
  %2328 = phi <16 x float> [ %2379, %2375 ], [ %3251, %3247 ]
  %2329 = phi <16 x float> [ %2380, %2375 ], [ %3252, %3247 ]
  %2330 = phi <16 x float> [ %2381, %2375 ], [ %3253, %3247 ]
  %2331 = phi <16 x float> [ %2382, %2375 ], [ %3254, %3247 ]
  %2332 = phi <16 x float> [ %2383, %2375 ], [ %3255, %3247 ]
  %2333 = phi <16 x float> [ %2384, %2375 ], [ %3256, %3247 ]
  %2334 = phi <16 x float> [ %2385, %2375 ], [ %3257, %3247 ]
  %2335 = phi <16 x float> [ %2386, %2375 ], [ %3258, %3247 ]
  %2336 = phi <16 x float> [ %2387, %2375 ], [ %3259, %3247 ]
  %2337 = phi <16 x float> [ %2388, %2375 ], [ %3260, %3247 ]
  %2338 = phi <16 x float> [ %2389, %2375 ], [ %3261, %3247 ]
  %2339 = phi <16 x float> [ %2390, %2375 ], [ %3262, %3247 ]
  %2340 = phi <16 x float> [ %2391, %2375 ], [ %3263, %3247 ]
  %2341 = phi <16 x float> [ %2392, %2375 ], [ %3264, %3247 ]
  %2342 = phi <16 x float> [ %2393, %2375 ], [ %3265, %3247 ]
  %2343 = phi <16 x float> [ %2394, %2375 ], [ %3266, %3247 ]
  %2344 = phi <16 x float> [ %2395, %2375 ], [ %3267, %3247 ]
  %2345 = phi <16 x float> [ %2396, %2375 ], [ %3268, %3247 ]
  %2346 = phi <16 x float> [ %2397, %2375 ], [ %3269, %3247 ]
  %2347 = phi <16 x float> [ %2398, %2375 ], [ %3270, %3247 ]
  %2348 = phi <16 x float> [ %2399, %2375 ], [ %3271, %3247 ]
  %2349 = icmp slt i64 %2403, %5
  br i1 %2349, label %2375, label %2350

2350:                                             ; preds = %2324, %2318
  %2351 = phi <16 x float> [ %2321, %2318 ], [ %2325, %2324 ]
  %2352 = phi <16 x float> [ %2319, %2318 ], [ %2326, %2324 ]
  %2353 = phi <16 x float> [ %2320, %2318 ], [ %2327, %2324 ]
  %2354 = phi <16 x float> [ %2298, %2318 ], [ %2328, %2324 ]
  %2355 = phi <16 x float> [ %2296, %2318 ], [ %2329, %2324 ]
  %2356 = phi <16 x float> [ %2297, %2318 ], [ %2330, %2324 ]
  %2357 = phi <16 x float> [ %2275, %2318 ], [ %2331, %2324 ]
  %2358 = phi <16 x float> [ %2273, %2318 ], [ %2332, %2324 ]
  %2359 = phi <16 x float> [ %2274, %2318 ], [ %2333, %2324 ]
  %2360 = phi <16 x float> [ %2252, %2318 ], [ %2334, %2324 ]
  %2361 = phi <16 x float> [ %2250, %2318 ], [ %2335, %2324 ]
  %2362 = phi <16 x float> [ %2251, %2318 ], [ %2336, %2324 ]
  %2363 = phi <16 x float> [ %2229, %2318 ], [ %2337, %2324 ]
  %2364 = phi <16 x float> [ %2227, %2318 ], [ %2338, %2324 ]
  %2365 = phi <16 x float> [ %2228, %2318 ], [ %2339, %2324 ]
  %2366 = phi <16 x float> [ %2206, %2318 ], [ %2340, %2324 ]
  %2367 = phi <16 x float> [ %2204, %2318 ], [ %2341, %2324 ]
  %2368 = phi <16 x float> [ %2205, %2318 ], [ %2342, %2324 ]
  %2369 = phi <16 x float> [ %2183, %2318 ], [ %2343, %2324 ]
  %2370 = phi <16 x float> [ %2181, %2318 ], [ %2344, %2324 ]
  %2371 = phi <16 x float> [ %2182, %2318 ], [ %2345, %2324 ]
  %2372 = phi <16 x float> [ %2160, %2318 ], [ %2346, %2324 ]
  %2373 = phi <16 x float> [ %2158, %2318 ], [ %2347, %2324 ]
  %2374 = phi <16 x float> [ %2159, %2318 ], [ %2348, %2324 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %32)
  store <16 x float> %2374, ptr %32, align 64
  store <16 x float> %2373, ptr %299, align 64
  store <16 x float> %2372, ptr %300, align 64
  store <16 x float> %2371, ptr %301, align 64
  store <16 x float> %2370, ptr %302, align 64
  store <16 x float> %2369, ptr %303, align 64
  store <16 x float> %2368, ptr %304, align 64
  store <16 x float> %2367, ptr %305, align 64
  store <16 x float> %2366, ptr %306, align 64
  store <16 x float> %2365, ptr %307, align 64
  store <16 x float> %2364, ptr %308, align 64
  store <16 x float> %2363, ptr %309, align 64
  store <16 x float> %2362, ptr %310, align 64
  store <16 x float> %2361, ptr %311, align 64
  store <16 x float> %2360, ptr %312, align 64
  store <16 x float> %2359, ptr %313, align 64
  store <16 x float> %2358, ptr %314, align 64
  store <16 x float> %2357, ptr %315, align 64
  store <16 x float> %2356, ptr %316, align 64
  store <16 x float> %2355, ptr %317, align 64
  store <16 x float> %2354, ptr %318, align 64
  store <16 x float> %2353, ptr %319, align 64
  store <16 x float> %2352, ptr %320, align 64
  store <16 x float> %2351, ptr %321, align 64
  br label %3274

2375:                                             ; preds = %2318, %2324
  %2376 = phi <16 x float> [ %2325, %2324 ], [ %2321, %2318 ]
  %2377 = phi <16 x float> [ %2326, %2324 ], [ %2319, %2318 ]
  %2378 = phi <16 x float> [ %2327, %2324 ], [ %2320, %2318 ]
  %2379 = phi <16 x float> [ %2328, %2324 ], [ %2298, %2318 ]
  %2380 = phi <16 x float> [ %2329, %2324 ], [ %2296, %2318 ]
  %2381 = phi <16 x float> [ %2330, %2324 ], [ %2297, %2318 ]
  %2382 = phi <16 x float> [ %2331, %2324 ], [ %2275, %2318 ]
  %2383 = phi <16 x float> [ %2332, %2324 ], [ %2273, %2318 ]
  %2384 = phi <16 x float> [ %2333, %2324 ], [ %2274, %2318 ]
  %2385 = phi <16 x float> [ %2334, %2324 ], [ %2252, %2318 ]
  %2386 = phi <16 x float> [ %2335, %2324 ], [ %2250, %2318 ]
  %2387 = phi <16 x float> [ %2336, %2324 ], [ %2251, %2318 ]
  %2388 = phi <16 x float> [ %2337, %2324 ], [ %2229, %2318 ]
  %2389 = phi <16 x float> [ %2338, %2324 ], [ %2227, %2318 ]
  %2390 = phi <16 x float> [ %2339, %2324 ], [ %2228, %2318 ]
  %2391 = phi <16 x float> [ %2340, %2324 ], [ %2206, %2318 ]
  %2392 = phi <16 x float> [ %2341, %2324 ], [ %2204, %2318 ]
  %2393 = phi <16 x float> [ %2342, %2324 ], [ %2205, %2318 ]
  %2394 = phi <16 x float> [ %2343, %2324 ], [ %2183, %2318 ]
  %2395 = phi <16 x float> [ %2344, %2324 ], [ %2181, %2318 ]
  %2396 = phi <16 x float> [ %2345, %2324 ], [ %2182, %2318 ]
  %2397 = phi <16 x float> [ %2346, %2324 ], [ %2160, %2318 ]
  %2398 = phi <16 x float> [ %2347, %2324 ], [ %2158, %2318 ]
  %2399 = phi <16 x float> [ %2348, %2324 ], [ %2159, %2318 ]
  %2400 = phi i64 [ %2403, %2324 ], [ 0, %2318 ]
  %2401 = sub nsw i64 %5, %2400
  %2402 = icmp slt i64 %2401, %1381
  %2403 = add nuw nsw i64 %2400, %1381
  %2404 = select i1 %2402, i64 %5, i64 %2403
  br i1 %115, label %2405, label %2324

2405:                                             ; preds = %2375
  %2406 = mul nsw i64 %2400, %1171
  %2407 = getelementptr inbounds float, ptr %49, i64 %2406
  %2408 = mul nuw nsw i64 %2400, %112
  %2409 = getelementptr inbounds nuw float, ptr %2323, i64 %2408
  %2410 = icmp slt i64 %2400, %2404
  br label %2411

2411:                                             ; preds = %2405, %3247
  %2412 = phi <16 x float> [ %2376, %2405 ], [ %3248, %3247 ]
  %2413 = phi <16 x float> [ %2377, %2405 ], [ %3249, %3247 ]
  %2414 = phi <16 x float> [ %2378, %2405 ], [ %3250, %3247 ]
  %2415 = phi <16 x float> [ %2379, %2405 ], [ %3251, %3247 ]
  %2416 = phi <16 x float> [ %2380, %2405 ], [ %3252, %3247 ]
  %2417 = phi <16 x float> [ %2381, %2405 ], [ %3253, %3247 ]
  %2418 = phi <16 x float> [ %2382, %2405 ], [ %3254, %3247 ]
  %2419 = phi <16 x float> [ %2383, %2405 ], [ %3255, %3247 ]
  %2420 = phi <16 x float> [ %2384, %2405 ], [ %3256, %3247 ]
  %2421 = phi <16 x float> [ %2385, %2405 ], [ %3257, %3247 ]
  %2422 = phi <16 x float> [ %2386, %2405 ], [ %3258, %3247 ]
  %2423 = phi <16 x float> [ %2387, %2405 ], [ %3259, %3247 ]
  %2424 = phi <16 x float> [ %2388, %2405 ], [ %3260, %3247 ]
  %2425 = phi <16 x float> [ %2389, %2405 ], [ %3261, %3247 ]
  %2426 = phi <16 x float> [ %2390, %2405 ], [ %3262, %3247 ]
  %2427 = phi <16 x float> [ %2391, %2405 ], [ %3263, %3247 ]
  %2428 = phi <16 x float> [ %2392, %2405 ], [ %3264, %3247 ]
  %2429 = phi <16 x float> [ %2393, %2405 ], [ %3265, %3247 ]
  %2430 = phi <16 x float> [ %2394, %2405 ], [ %3266, %3247 ]
  %2431 = phi <16 x float> [ %2395, %2405 ], [ %3267, %3247 ]
  %2432 = phi <16 x float> [ %2396, %2405 ], [ %3268, %3247 ]
  %2433 = phi <16 x float> [ %2397, %2405 ], [ %3269, %3247 ]
  %2434 = phi <16 x float> [ %2398, %2405 ], [ %3270, %3247 ]
  %2435 = phi <16 x float> [ %2399, %2405 ], [ %3271, %3247 ]
  %2436 = phi i64 [ 0, %2405 ], [ %3272, %3247 ]
  %2437 = mul nuw nsw i64 %2436, 12
  %2438 = getelementptr nuw i8, ptr %36, i64 %2437
  %2439 = mul nuw nsw i64 %2436, 24
  %2440 = getelementptr nuw i8, ptr %35, i64 %2439
  %2441 = load i64, ptr %2440, align 8
  %2442 = getelementptr inbounds nuw i8, ptr %2440, i64 8
  %2443 = load i64, ptr %2442, align 8
  %2444 = getelementptr inbounds nuw i8, ptr %2440, i64 16
  %2445 = load i64, ptr %2444, align 8
  %2446 = load i32, ptr %2438, align 4
  %2447 = getelementptr inbounds nuw i8, ptr %2438, i64 4
  %2448 = load i32, ptr %2447, align 4
  %2449 = getelementptr inbounds nuw i8, ptr %2438, i64 8
  %2450 = load i32, ptr %2449, align 4
  %2451 = and i32 %2446, 65535
  %2452 = icmp eq i32 %2451, 65535
  %2453 = zext i1 %2452 to i32
  %2454 = and i32 %2448, 65535
  %2455 = icmp eq i32 %2454, 65535
  %2456 = select i1 %2455, i32 2, i32 0
  %2457 = or disjoint i32 %2456, %2453
  %2458 = and i32 %2450, 65535
  %2459 = icmp eq i32 %2458, 65535
  %2460 = select i1 %2459, i32 4, i32 0
  %2461 = or disjoint i32 %2460, %2457
  %2462 = getelementptr inbounds nuw float, ptr %2409, i64 %2436
  switch i32 %2461, label %2494 [
    i32 1, label %2488
    i32 2, label %2482
    i32 3, label %2478
    i32 4, label %2472
    i32 5, label %2468
    i32 6, label %2464
    i32 7, label %2463
    i32 0, label %2495
  ]

2463:                                             ; preds = %2411
  br i1 %2410, label %3061, label %3247

2464:                                             ; preds = %2411
  br i1 %2410, label %2465, label %3247

2465:                                             ; preds = %2464
  %2466 = trunc i32 %2446 to i16
  %2467 = bitcast i16 %2466 to <16 x i1>
  br label %2968

2468:                                             ; preds = %2411
  br i1 %2410, label %2469, label %3247

2469:                                             ; preds = %2468
  %2470 = trunc i32 %2448 to i16
  %2471 = bitcast i16 %2470 to <16 x i1>
  br label %2875

2472:                                             ; preds = %2411
  br i1 %2410, label %2473, label %3247

2473:                                             ; preds = %2472
  %2474 = trunc i32 %2446 to i16
  %2475 = bitcast i16 %2474 to <16 x i1>
  %2476 = trunc i32 %2448 to i16
  %2477 = bitcast i16 %2476 to <16 x i1>
  br label %2782

2478:                                             ; preds = %2411
  br i1 %2410, label %2479, label %3247

2479:                                             ; preds = %2478
  %2480 = trunc i32 %2450 to i16
  %2481 = bitcast i16 %2480 to <16 x i1>
  br label %2689

2482:                                             ; preds = %2411
  br i1 %2410, label %2483, label %3247

2483:                                             ; preds = %2482
  %2484 = trunc i32 %2446 to i16
  %2485 = bitcast i16 %2484 to <16 x i1>
  %2486 = trunc i32 %2450 to i16
  %2487 = bitcast i16 %2486 to <16 x i1>
  br label %2596

2488:                                             ; preds = %2411
  br i1 %2410, label %2489, label %3247

2489:                                             ; preds = %2488
  %2490 = trunc i32 %2448 to i16
  %2491 = bitcast i16 %2490 to <16 x i1>
  %2492 = trunc i32 %2450 to i16
  %2493 = bitcast i16 %2492 to <16 x i1>
  br label %2503

2494:                                             ; preds = %2411
  unreachable

2495:                                             ; preds = %2411
  br i1 %2410, label %2496, label %3247

2496:                                             ; preds = %2495
  %2497 = trunc i32 %2446 to i16
  %2498 = bitcast i16 %2497 to <16 x i1>
  %2499 = trunc i32 %2448 to i16
  %2500 = bitcast i16 %2499 to <16 x i1>
  %2501 = trunc i32 %2450 to i16
  %2502 = bitcast i16 %2501 to <16 x i1>
  br label %3154

2503:                                             ; preds = %2489, %2503
  %2504 = phi <16 x float> [ %2591, %2503 ], [ %2412, %2489 ]
  %2505 = phi <16 x float> [ %2590, %2503 ], [ %2413, %2489 ]
  %2506 = phi <16 x float> [ %2589, %2503 ], [ %2414, %2489 ]
  %2507 = phi <16 x float> [ %2584, %2503 ], [ %2415, %2489 ]
  %2508 = phi <16 x float> [ %2583, %2503 ], [ %2416, %2489 ]
  %2509 = phi <16 x float> [ %2582, %2503 ], [ %2417, %2489 ]
  %2510 = phi <16 x float> [ %2577, %2503 ], [ %2418, %2489 ]
  %2511 = phi <16 x float> [ %2576, %2503 ], [ %2419, %2489 ]
  %2512 = phi <16 x float> [ %2575, %2503 ], [ %2420, %2489 ]
  %2513 = phi <16 x float> [ %2570, %2503 ], [ %2421, %2489 ]
  %2514 = phi <16 x float> [ %2569, %2503 ], [ %2422, %2489 ]
  %2515 = phi <16 x float> [ %2568, %2503 ], [ %2423, %2489 ]
  %2516 = phi <16 x float> [ %2563, %2503 ], [ %2424, %2489 ]
  %2517 = phi <16 x float> [ %2562, %2503 ], [ %2425, %2489 ]
  %2518 = phi <16 x float> [ %2561, %2503 ], [ %2426, %2489 ]
  %2519 = phi <16 x float> [ %2556, %2503 ], [ %2427, %2489 ]
  %2520 = phi <16 x float> [ %2555, %2503 ], [ %2428, %2489 ]
  %2521 = phi <16 x float> [ %2554, %2503 ], [ %2429, %2489 ]
  %2522 = phi <16 x float> [ %2549, %2503 ], [ %2430, %2489 ]
  %2523 = phi <16 x float> [ %2548, %2503 ], [ %2431, %2489 ]
  %2524 = phi <16 x float> [ %2547, %2503 ], [ %2432, %2489 ]
  %2525 = phi <16 x float> [ %2542, %2503 ], [ %2433, %2489 ]
  %2526 = phi <16 x float> [ %2541, %2503 ], [ %2434, %2489 ]
  %2527 = phi <16 x float> [ %2540, %2503 ], [ %2435, %2489 ]
  %2528 = phi ptr [ %2593, %2503 ], [ %2407, %2489 ]
  %2529 = phi ptr [ %2594, %2503 ], [ %2462, %2489 ]
  %2530 = phi i64 [ %2592, %2503 ], [ %2400, %2489 ]
  %2531 = getelementptr inbounds float, ptr %2528, i64 %2441
  %2532 = load <16 x float>, ptr %2531, align 1
  %2533 = getelementptr inbounds float, ptr %2528, i64 %2443
  %2534 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2533, <16 x i1> %2491, <16 x float> zeroinitializer)
  %2535 = getelementptr inbounds float, ptr %2528, i64 %2445
  %2536 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2535, <16 x i1> %2493, <16 x float> zeroinitializer)
  %2537 = load float, ptr %2529, align 4
  %2538 = insertelement <16 x float> poison, float %2537, i64 0
  %2539 = shufflevector <16 x float> %2538, <16 x float> poison, <16 x i32> zeroinitializer
  %2540 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2532, <16 x float> %2539, <16 x float> %2527)
  %2541 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2534, <16 x float> %2539, <16 x float> %2526)
  %2542 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2536, <16 x float> %2539, <16 x float> %2525)
  %2543 = getelementptr inbounds float, ptr %2529, i64 %114
  %2544 = load float, ptr %2543, align 4
  %2545 = insertelement <16 x float> poison, float %2544, i64 0
  %2546 = shufflevector <16 x float> %2545, <16 x float> poison, <16 x i32> zeroinitializer
  %2547 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2532, <16 x float> %2546, <16 x float> %2524)
  %2548 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2534, <16 x float> %2546, <16 x float> %2523)
  %2549 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2536, <16 x float> %2546, <16 x float> %2522)
  %2550 = getelementptr inbounds i8, ptr %2529, i64 %226
  %2551 = load float, ptr %2550, align 4
  %2552 = insertelement <16 x float> poison, float %2551, i64 0
  %2553 = shufflevector <16 x float> %2552, <16 x float> poison, <16 x i32> zeroinitializer
  %2554 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2532, <16 x float> %2553, <16 x float> %2521)
  %2555 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2534, <16 x float> %2553, <16 x float> %2520)
  %2556 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2536, <16 x float> %2553, <16 x float> %2519)
  %2557 = getelementptr inbounds i8, ptr %2529, i64 %227
  %2558 = load float, ptr %2557, align 4
  %2559 = insertelement <16 x float> poison, float %2558, i64 0
  %2560 = shufflevector <16 x float> %2559, <16 x float> poison, <16 x i32> zeroinitializer
  %2561 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2532, <16 x float> %2560, <16 x float> %2518)
  %2562 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2534, <16 x float> %2560, <16 x float> %2517)
  %2563 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2536, <16 x float> %2560, <16 x float> %2516)
  %2564 = getelementptr inbounds i8, ptr %2529, i64 %228
  %2565 = load float, ptr %2564, align 4
  %2566 = insertelement <16 x float> poison, float %2565, i64 0
  %2567 = shufflevector <16 x float> %2566, <16 x float> poison, <16 x i32> zeroinitializer
  %2568 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2532, <16 x float> %2567, <16 x float> %2515)
  %2569 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2534, <16 x float> %2567, <16 x float> %2514)
  %2570 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2536, <16 x float> %2567, <16 x float> %2513)
  %2571 = getelementptr inbounds i8, ptr %2529, i64 %229
  %2572 = load float, ptr %2571, align 4
  %2573 = insertelement <16 x float> poison, float %2572, i64 0
  %2574 = shufflevector <16 x float> %2573, <16 x float> poison, <16 x i32> zeroinitializer
  %2575 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2532, <16 x float> %2574, <16 x float> %2512)
  %2576 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2534, <16 x float> %2574, <16 x float> %2511)
  %2577 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2536, <16 x float> %2574, <16 x float> %2510)
  %2578 = getelementptr inbounds i8, ptr %2529, i64 %230
  %2579 = load float, ptr %2578, align 4
  %2580 = insertelement <16 x float> poison, float %2579, i64 0
  %2581 = shufflevector <16 x float> %2580, <16 x float> poison, <16 x i32> zeroinitializer
  %2582 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2532, <16 x float> %2581, <16 x float> %2509)
  %2583 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2534, <16 x float> %2581, <16 x float> %2508)
  %2584 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2536, <16 x float> %2581, <16 x float> %2507)
  %2585 = getelementptr inbounds i8, ptr %2529, i64 %231
  %2586 = load float, ptr %2585, align 4
  %2587 = insertelement <16 x float> poison, float %2586, i64 0
  %2588 = shufflevector <16 x float> %2587, <16 x float> poison, <16 x i32> zeroinitializer
  %2589 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2532, <16 x float> %2588, <16 x float> %2506)
  %2590 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2534, <16 x float> %2588, <16 x float> %2505)
  %2591 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2536, <16 x float> %2588, <16 x float> %2504)
  %2592 = add nuw nsw i64 %2530, 1
  %2593 = getelementptr inbounds float, ptr %2528, i64 %1171
  %2594 = getelementptr inbounds nuw float, ptr %2529, i64 %112
  %2595 = icmp slt i64 %2592, %2404
  br i1 %2595, label %2503, label %3247

2596:                                             ; preds = %2483, %2596
  %2597 = phi <16 x float> [ %2684, %2596 ], [ %2412, %2483 ]
  %2598 = phi <16 x float> [ %2683, %2596 ], [ %2413, %2483 ]
  %2599 = phi <16 x float> [ %2682, %2596 ], [ %2414, %2483 ]
  %2600 = phi <16 x float> [ %2677, %2596 ], [ %2415, %2483 ]
  %2601 = phi <16 x float> [ %2676, %2596 ], [ %2416, %2483 ]
  %2602 = phi <16 x float> [ %2675, %2596 ], [ %2417, %2483 ]
  %2603 = phi <16 x float> [ %2670, %2596 ], [ %2418, %2483 ]
  %2604 = phi <16 x float> [ %2669, %2596 ], [ %2419, %2483 ]
  %2605 = phi <16 x float> [ %2668, %2596 ], [ %2420, %2483 ]
  %2606 = phi <16 x float> [ %2663, %2596 ], [ %2421, %2483 ]
  %2607 = phi <16 x float> [ %2662, %2596 ], [ %2422, %2483 ]
  %2608 = phi <16 x float> [ %2661, %2596 ], [ %2423, %2483 ]
  %2609 = phi <16 x float> [ %2656, %2596 ], [ %2424, %2483 ]
  %2610 = phi <16 x float> [ %2655, %2596 ], [ %2425, %2483 ]
  %2611 = phi <16 x float> [ %2654, %2596 ], [ %2426, %2483 ]
  %2612 = phi <16 x float> [ %2649, %2596 ], [ %2427, %2483 ]
  %2613 = phi <16 x float> [ %2648, %2596 ], [ %2428, %2483 ]
  %2614 = phi <16 x float> [ %2647, %2596 ], [ %2429, %2483 ]
  %2615 = phi <16 x float> [ %2642, %2596 ], [ %2430, %2483 ]
  %2616 = phi <16 x float> [ %2641, %2596 ], [ %2431, %2483 ]
  %2617 = phi <16 x float> [ %2640, %2596 ], [ %2432, %2483 ]
  %2618 = phi <16 x float> [ %2635, %2596 ], [ %2433, %2483 ]
  %2619 = phi <16 x float> [ %2634, %2596 ], [ %2434, %2483 ]
  %2620 = phi <16 x float> [ %2633, %2596 ], [ %2435, %2483 ]
  %2621 = phi ptr [ %2686, %2596 ], [ %2407, %2483 ]
  %2622 = phi ptr [ %2687, %2596 ], [ %2462, %2483 ]
  %2623 = phi i64 [ %2685, %2596 ], [ %2400, %2483 ]
  %2624 = getelementptr inbounds float, ptr %2621, i64 %2441
  %2625 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2624, <16 x i1> %2485, <16 x float> zeroinitializer)
  %2626 = getelementptr inbounds float, ptr %2621, i64 %2443
  %2627 = load <16 x float>, ptr %2626, align 1
  %2628 = getelementptr inbounds float, ptr %2621, i64 %2445
  %2629 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2628, <16 x i1> %2487, <16 x float> zeroinitializer)
  %2630 = load float, ptr %2622, align 4
  %2631 = insertelement <16 x float> poison, float %2630, i64 0
  %2632 = shufflevector <16 x float> %2631, <16 x float> poison, <16 x i32> zeroinitializer
  %2633 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2625, <16 x float> %2632, <16 x float> %2620)
  %2634 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2627, <16 x float> %2632, <16 x float> %2619)
  %2635 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2629, <16 x float> %2632, <16 x float> %2618)
  %2636 = getelementptr inbounds float, ptr %2622, i64 %114
  %2637 = load float, ptr %2636, align 4
  %2638 = insertelement <16 x float> poison, float %2637, i64 0
  %2639 = shufflevector <16 x float> %2638, <16 x float> poison, <16 x i32> zeroinitializer
  %2640 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2625, <16 x float> %2639, <16 x float> %2617)
  %2641 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2627, <16 x float> %2639, <16 x float> %2616)
  %2642 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2629, <16 x float> %2639, <16 x float> %2615)
  %2643 = getelementptr inbounds i8, ptr %2622, i64 %220
  %2644 = load float, ptr %2643, align 4
  %2645 = insertelement <16 x float> poison, float %2644, i64 0
  %2646 = shufflevector <16 x float> %2645, <16 x float> poison, <16 x i32> zeroinitializer
  %2647 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2625, <16 x float> %2646, <16 x float> %2614)
  %2648 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2627, <16 x float> %2646, <16 x float> %2613)
  %2649 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2629, <16 x float> %2646, <16 x float> %2612)
  %2650 = getelementptr inbounds i8, ptr %2622, i64 %221
  %2651 = load float, ptr %2650, align 4
  %2652 = insertelement <16 x float> poison, float %2651, i64 0
  %2653 = shufflevector <16 x float> %2652, <16 x float> poison, <16 x i32> zeroinitializer
  %2654 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2625, <16 x float> %2653, <16 x float> %2611)
  %2655 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2627, <16 x float> %2653, <16 x float> %2610)
  %2656 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2629, <16 x float> %2653, <16 x float> %2609)
  %2657 = getelementptr inbounds i8, ptr %2622, i64 %222
  %2658 = load float, ptr %2657, align 4
  %2659 = insertelement <16 x float> poison, float %2658, i64 0
  %2660 = shufflevector <16 x float> %2659, <16 x float> poison, <16 x i32> zeroinitializer
  %2661 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2625, <16 x float> %2660, <16 x float> %2608)
  %2662 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2627, <16 x float> %2660, <16 x float> %2607)
  %2663 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2629, <16 x float> %2660, <16 x float> %2606)
  %2664 = getelementptr inbounds i8, ptr %2622, i64 %223
  %2665 = load float, ptr %2664, align 4
  %2666 = insertelement <16 x float> poison, float %2665, i64 0
  %2667 = shufflevector <16 x float> %2666, <16 x float> poison, <16 x i32> zeroinitializer
  %2668 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2625, <16 x float> %2667, <16 x float> %2605)
  %2669 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2627, <16 x float> %2667, <16 x float> %2604)
  %2670 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2629, <16 x float> %2667, <16 x float> %2603)
  %2671 = getelementptr inbounds i8, ptr %2622, i64 %224
  %2672 = load float, ptr %2671, align 4
  %2673 = insertelement <16 x float> poison, float %2672, i64 0
  %2674 = shufflevector <16 x float> %2673, <16 x float> poison, <16 x i32> zeroinitializer
  %2675 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2625, <16 x float> %2674, <16 x float> %2602)
  %2676 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2627, <16 x float> %2674, <16 x float> %2601)
  %2677 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2629, <16 x float> %2674, <16 x float> %2600)
  %2678 = getelementptr inbounds i8, ptr %2622, i64 %225
  %2679 = load float, ptr %2678, align 4
  %2680 = insertelement <16 x float> poison, float %2679, i64 0
  %2681 = shufflevector <16 x float> %2680, <16 x float> poison, <16 x i32> zeroinitializer
  %2682 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2625, <16 x float> %2681, <16 x float> %2599)
  %2683 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2627, <16 x float> %2681, <16 x float> %2598)
  %2684 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2629, <16 x float> %2681, <16 x float> %2597)
  %2685 = add nuw nsw i64 %2623, 1
  %2686 = getelementptr inbounds float, ptr %2621, i64 %1171
  %2687 = getelementptr inbounds nuw float, ptr %2622, i64 %112
  %2688 = icmp slt i64 %2685, %2404
  br i1 %2688, label %2596, label %3247

2689:                                             ; preds = %2479, %2689
  %2690 = phi <16 x float> [ %2777, %2689 ], [ %2412, %2479 ]
  %2691 = phi <16 x float> [ %2776, %2689 ], [ %2413, %2479 ]
  %2692 = phi <16 x float> [ %2775, %2689 ], [ %2414, %2479 ]
  %2693 = phi <16 x float> [ %2770, %2689 ], [ %2415, %2479 ]
  %2694 = phi <16 x float> [ %2769, %2689 ], [ %2416, %2479 ]
  %2695 = phi <16 x float> [ %2768, %2689 ], [ %2417, %2479 ]
  %2696 = phi <16 x float> [ %2763, %2689 ], [ %2418, %2479 ]
  %2697 = phi <16 x float> [ %2762, %2689 ], [ %2419, %2479 ]
  %2698 = phi <16 x float> [ %2761, %2689 ], [ %2420, %2479 ]
  %2699 = phi <16 x float> [ %2756, %2689 ], [ %2421, %2479 ]
  %2700 = phi <16 x float> [ %2755, %2689 ], [ %2422, %2479 ]
  %2701 = phi <16 x float> [ %2754, %2689 ], [ %2423, %2479 ]
  %2702 = phi <16 x float> [ %2749, %2689 ], [ %2424, %2479 ]
  %2703 = phi <16 x float> [ %2748, %2689 ], [ %2425, %2479 ]
  %2704 = phi <16 x float> [ %2747, %2689 ], [ %2426, %2479 ]
  %2705 = phi <16 x float> [ %2742, %2689 ], [ %2427, %2479 ]
  %2706 = phi <16 x float> [ %2741, %2689 ], [ %2428, %2479 ]
  %2707 = phi <16 x float> [ %2740, %2689 ], [ %2429, %2479 ]
  %2708 = phi <16 x float> [ %2735, %2689 ], [ %2430, %2479 ]
  %2709 = phi <16 x float> [ %2734, %2689 ], [ %2431, %2479 ]
  %2710 = phi <16 x float> [ %2733, %2689 ], [ %2432, %2479 ]
  %2711 = phi <16 x float> [ %2728, %2689 ], [ %2433, %2479 ]
  %2712 = phi <16 x float> [ %2727, %2689 ], [ %2434, %2479 ]
  %2713 = phi <16 x float> [ %2726, %2689 ], [ %2435, %2479 ]
  %2714 = phi ptr [ %2779, %2689 ], [ %2407, %2479 ]
  %2715 = phi i64 [ %2778, %2689 ], [ %2400, %2479 ]
  %2716 = phi ptr [ %2780, %2689 ], [ %2462, %2479 ]
  %2717 = getelementptr inbounds float, ptr %2714, i64 %2441
  %2718 = load <16 x float>, ptr %2717, align 1
  %2719 = getelementptr inbounds float, ptr %2714, i64 %2443
  %2720 = load <16 x float>, ptr %2719, align 1
  %2721 = getelementptr inbounds float, ptr %2714, i64 %2445
  %2722 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2721, <16 x i1> %2481, <16 x float> zeroinitializer)
  %2723 = load float, ptr %2716, align 4
  %2724 = insertelement <16 x float> poison, float %2723, i64 0
  %2725 = shufflevector <16 x float> %2724, <16 x float> poison, <16 x i32> zeroinitializer
  %2726 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2718, <16 x float> %2725, <16 x float> %2713)
  %2727 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2720, <16 x float> %2725, <16 x float> %2712)
  %2728 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2722, <16 x float> %2725, <16 x float> %2711)
  %2729 = getelementptr inbounds float, ptr %2716, i64 %114
  %2730 = load float, ptr %2729, align 4
  %2731 = insertelement <16 x float> poison, float %2730, i64 0
  %2732 = shufflevector <16 x float> %2731, <16 x float> poison, <16 x i32> zeroinitializer
  %2733 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2718, <16 x float> %2732, <16 x float> %2710)
  %2734 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2720, <16 x float> %2732, <16 x float> %2709)
  %2735 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2722, <16 x float> %2732, <16 x float> %2708)
  %2736 = getelementptr inbounds i8, ptr %2716, i64 %214
  %2737 = load float, ptr %2736, align 4
  %2738 = insertelement <16 x float> poison, float %2737, i64 0
  %2739 = shufflevector <16 x float> %2738, <16 x float> poison, <16 x i32> zeroinitializer
  %2740 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2718, <16 x float> %2739, <16 x float> %2707)
  %2741 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2720, <16 x float> %2739, <16 x float> %2706)
  %2742 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2722, <16 x float> %2739, <16 x float> %2705)
  %2743 = getelementptr inbounds i8, ptr %2716, i64 %215
  %2744 = load float, ptr %2743, align 4
  %2745 = insertelement <16 x float> poison, float %2744, i64 0
  %2746 = shufflevector <16 x float> %2745, <16 x float> poison, <16 x i32> zeroinitializer
  %2747 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2718, <16 x float> %2746, <16 x float> %2704)
  %2748 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2720, <16 x float> %2746, <16 x float> %2703)
  %2749 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2722, <16 x float> %2746, <16 x float> %2702)
  %2750 = getelementptr inbounds i8, ptr %2716, i64 %216
  %2751 = load float, ptr %2750, align 4
  %2752 = insertelement <16 x float> poison, float %2751, i64 0
  %2753 = shufflevector <16 x float> %2752, <16 x float> poison, <16 x i32> zeroinitializer
  %2754 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2718, <16 x float> %2753, <16 x float> %2701)
  %2755 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2720, <16 x float> %2753, <16 x float> %2700)
  %2756 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2722, <16 x float> %2753, <16 x float> %2699)
  %2757 = getelementptr inbounds i8, ptr %2716, i64 %217
  %2758 = load float, ptr %2757, align 4
  %2759 = insertelement <16 x float> poison, float %2758, i64 0
  %2760 = shufflevector <16 x float> %2759, <16 x float> poison, <16 x i32> zeroinitializer
  %2761 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2718, <16 x float> %2760, <16 x float> %2698)
  %2762 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2720, <16 x float> %2760, <16 x float> %2697)
  %2763 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2722, <16 x float> %2760, <16 x float> %2696)
  %2764 = getelementptr inbounds i8, ptr %2716, i64 %218
  %2765 = load float, ptr %2764, align 4
  %2766 = insertelement <16 x float> poison, float %2765, i64 0
  %2767 = shufflevector <16 x float> %2766, <16 x float> poison, <16 x i32> zeroinitializer
  %2768 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2718, <16 x float> %2767, <16 x float> %2695)
  %2769 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2720, <16 x float> %2767, <16 x float> %2694)
  %2770 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2722, <16 x float> %2767, <16 x float> %2693)
  %2771 = getelementptr inbounds i8, ptr %2716, i64 %219
  %2772 = load float, ptr %2771, align 4
  %2773 = insertelement <16 x float> poison, float %2772, i64 0
  %2774 = shufflevector <16 x float> %2773, <16 x float> poison, <16 x i32> zeroinitializer
  %2775 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2718, <16 x float> %2774, <16 x float> %2692)
  %2776 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2720, <16 x float> %2774, <16 x float> %2691)
  %2777 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2722, <16 x float> %2774, <16 x float> %2690)
  %2778 = add nuw nsw i64 %2715, 1
  %2779 = getelementptr inbounds float, ptr %2714, i64 %1171
  %2780 = getelementptr inbounds nuw float, ptr %2716, i64 %112
  %2781 = icmp slt i64 %2778, %2404
  br i1 %2781, label %2689, label %3247

2782:                                             ; preds = %2473, %2782
  %2783 = phi <16 x float> [ %2870, %2782 ], [ %2412, %2473 ]
  %2784 = phi <16 x float> [ %2869, %2782 ], [ %2413, %2473 ]
  %2785 = phi <16 x float> [ %2868, %2782 ], [ %2414, %2473 ]
  %2786 = phi <16 x float> [ %2863, %2782 ], [ %2415, %2473 ]
  %2787 = phi <16 x float> [ %2862, %2782 ], [ %2416, %2473 ]
  %2788 = phi <16 x float> [ %2861, %2782 ], [ %2417, %2473 ]
  %2789 = phi <16 x float> [ %2856, %2782 ], [ %2418, %2473 ]
  %2790 = phi <16 x float> [ %2855, %2782 ], [ %2419, %2473 ]
  %2791 = phi <16 x float> [ %2854, %2782 ], [ %2420, %2473 ]
  %2792 = phi <16 x float> [ %2849, %2782 ], [ %2421, %2473 ]
  %2793 = phi <16 x float> [ %2848, %2782 ], [ %2422, %2473 ]
  %2794 = phi <16 x float> [ %2847, %2782 ], [ %2423, %2473 ]
  %2795 = phi <16 x float> [ %2842, %2782 ], [ %2424, %2473 ]
  %2796 = phi <16 x float> [ %2841, %2782 ], [ %2425, %2473 ]
  %2797 = phi <16 x float> [ %2840, %2782 ], [ %2426, %2473 ]
  %2798 = phi <16 x float> [ %2835, %2782 ], [ %2427, %2473 ]
  %2799 = phi <16 x float> [ %2834, %2782 ], [ %2428, %2473 ]
  %2800 = phi <16 x float> [ %2833, %2782 ], [ %2429, %2473 ]
  %2801 = phi <16 x float> [ %2828, %2782 ], [ %2430, %2473 ]
  %2802 = phi <16 x float> [ %2827, %2782 ], [ %2431, %2473 ]
  %2803 = phi <16 x float> [ %2826, %2782 ], [ %2432, %2473 ]
  %2804 = phi <16 x float> [ %2821, %2782 ], [ %2433, %2473 ]
  %2805 = phi <16 x float> [ %2820, %2782 ], [ %2434, %2473 ]
  %2806 = phi <16 x float> [ %2819, %2782 ], [ %2435, %2473 ]
  %2807 = phi i64 [ %2871, %2782 ], [ %2400, %2473 ]
  %2808 = phi ptr [ %2872, %2782 ], [ %2407, %2473 ]
  %2809 = phi ptr [ %2873, %2782 ], [ %2462, %2473 ]
  %2810 = getelementptr inbounds float, ptr %2808, i64 %2441
  %2811 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2810, <16 x i1> %2475, <16 x float> zeroinitializer)
  %2812 = getelementptr inbounds float, ptr %2808, i64 %2443
  %2813 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2812, <16 x i1> %2477, <16 x float> zeroinitializer)
  %2814 = getelementptr inbounds float, ptr %2808, i64 %2445
  %2815 = load <16 x float>, ptr %2814, align 1
  %2816 = load float, ptr %2809, align 4
  %2817 = insertelement <16 x float> poison, float %2816, i64 0
  %2818 = shufflevector <16 x float> %2817, <16 x float> poison, <16 x i32> zeroinitializer
  %2819 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2811, <16 x float> %2818, <16 x float> %2806)
  %2820 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2813, <16 x float> %2818, <16 x float> %2805)
  %2821 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2815, <16 x float> %2818, <16 x float> %2804)
  %2822 = getelementptr inbounds float, ptr %2809, i64 %114
  %2823 = load float, ptr %2822, align 4
  %2824 = insertelement <16 x float> poison, float %2823, i64 0
  %2825 = shufflevector <16 x float> %2824, <16 x float> poison, <16 x i32> zeroinitializer
  %2826 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2811, <16 x float> %2825, <16 x float> %2803)
  %2827 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2813, <16 x float> %2825, <16 x float> %2802)
  %2828 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2815, <16 x float> %2825, <16 x float> %2801)
  %2829 = getelementptr inbounds i8, ptr %2809, i64 %208
  %2830 = load float, ptr %2829, align 4
  %2831 = insertelement <16 x float> poison, float %2830, i64 0
  %2832 = shufflevector <16 x float> %2831, <16 x float> poison, <16 x i32> zeroinitializer
  %2833 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2811, <16 x float> %2832, <16 x float> %2800)
  %2834 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2813, <16 x float> %2832, <16 x float> %2799)
  %2835 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2815, <16 x float> %2832, <16 x float> %2798)
  %2836 = getelementptr inbounds i8, ptr %2809, i64 %209
  %2837 = load float, ptr %2836, align 4
  %2838 = insertelement <16 x float> poison, float %2837, i64 0
  %2839 = shufflevector <16 x float> %2838, <16 x float> poison, <16 x i32> zeroinitializer
  %2840 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2811, <16 x float> %2839, <16 x float> %2797)
  %2841 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2813, <16 x float> %2839, <16 x float> %2796)
  %2842 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2815, <16 x float> %2839, <16 x float> %2795)
  %2843 = getelementptr inbounds i8, ptr %2809, i64 %210
  %2844 = load float, ptr %2843, align 4
  %2845 = insertelement <16 x float> poison, float %2844, i64 0
  %2846 = shufflevector <16 x float> %2845, <16 x float> poison, <16 x i32> zeroinitializer
  %2847 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2811, <16 x float> %2846, <16 x float> %2794)
  %2848 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2813, <16 x float> %2846, <16 x float> %2793)
  %2849 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2815, <16 x float> %2846, <16 x float> %2792)
  %2850 = getelementptr inbounds i8, ptr %2809, i64 %211
  %2851 = load float, ptr %2850, align 4
  %2852 = insertelement <16 x float> poison, float %2851, i64 0
  %2853 = shufflevector <16 x float> %2852, <16 x float> poison, <16 x i32> zeroinitializer
  %2854 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2811, <16 x float> %2853, <16 x float> %2791)
  %2855 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2813, <16 x float> %2853, <16 x float> %2790)
  %2856 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2815, <16 x float> %2853, <16 x float> %2789)
  %2857 = getelementptr inbounds i8, ptr %2809, i64 %212
  %2858 = load float, ptr %2857, align 4
  %2859 = insertelement <16 x float> poison, float %2858, i64 0
  %2860 = shufflevector <16 x float> %2859, <16 x float> poison, <16 x i32> zeroinitializer
  %2861 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2811, <16 x float> %2860, <16 x float> %2788)
  %2862 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2813, <16 x float> %2860, <16 x float> %2787)
  %2863 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2815, <16 x float> %2860, <16 x float> %2786)
  %2864 = getelementptr inbounds i8, ptr %2809, i64 %213
  %2865 = load float, ptr %2864, align 4
  %2866 = insertelement <16 x float> poison, float %2865, i64 0
  %2867 = shufflevector <16 x float> %2866, <16 x float> poison, <16 x i32> zeroinitializer
  %2868 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2811, <16 x float> %2867, <16 x float> %2785)
  %2869 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2813, <16 x float> %2867, <16 x float> %2784)
  %2870 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2815, <16 x float> %2867, <16 x float> %2783)
  %2871 = add nuw nsw i64 %2807, 1
  %2872 = getelementptr inbounds float, ptr %2808, i64 %1171
  %2873 = getelementptr inbounds nuw float, ptr %2809, i64 %112
  %2874 = icmp slt i64 %2871, %2404
  br i1 %2874, label %2782, label %3247

2875:                                             ; preds = %2469, %2875
  %2876 = phi <16 x float> [ %2963, %2875 ], [ %2412, %2469 ]
  %2877 = phi <16 x float> [ %2962, %2875 ], [ %2413, %2469 ]
  %2878 = phi <16 x float> [ %2961, %2875 ], [ %2414, %2469 ]
  %2879 = phi <16 x float> [ %2956, %2875 ], [ %2415, %2469 ]
  %2880 = phi <16 x float> [ %2955, %2875 ], [ %2416, %2469 ]
  %2881 = phi <16 x float> [ %2954, %2875 ], [ %2417, %2469 ]
  %2882 = phi <16 x float> [ %2949, %2875 ], [ %2418, %2469 ]
  %2883 = phi <16 x float> [ %2948, %2875 ], [ %2419, %2469 ]
  %2884 = phi <16 x float> [ %2947, %2875 ], [ %2420, %2469 ]
  %2885 = phi <16 x float> [ %2942, %2875 ], [ %2421, %2469 ]
  %2886 = phi <16 x float> [ %2941, %2875 ], [ %2422, %2469 ]
  %2887 = phi <16 x float> [ %2940, %2875 ], [ %2423, %2469 ]
  %2888 = phi <16 x float> [ %2935, %2875 ], [ %2424, %2469 ]
  %2889 = phi <16 x float> [ %2934, %2875 ], [ %2425, %2469 ]
  %2890 = phi <16 x float> [ %2933, %2875 ], [ %2426, %2469 ]
  %2891 = phi <16 x float> [ %2928, %2875 ], [ %2427, %2469 ]
  %2892 = phi <16 x float> [ %2927, %2875 ], [ %2428, %2469 ]
  %2893 = phi <16 x float> [ %2926, %2875 ], [ %2429, %2469 ]
  %2894 = phi <16 x float> [ %2921, %2875 ], [ %2430, %2469 ]
  %2895 = phi <16 x float> [ %2920, %2875 ], [ %2431, %2469 ]
  %2896 = phi <16 x float> [ %2919, %2875 ], [ %2432, %2469 ]
  %2897 = phi <16 x float> [ %2914, %2875 ], [ %2433, %2469 ]
  %2898 = phi <16 x float> [ %2913, %2875 ], [ %2434, %2469 ]
  %2899 = phi <16 x float> [ %2912, %2875 ], [ %2435, %2469 ]
  %2900 = phi i64 [ %2964, %2875 ], [ %2400, %2469 ]
  %2901 = phi ptr [ %2965, %2875 ], [ %2407, %2469 ]
  %2902 = phi ptr [ %2966, %2875 ], [ %2462, %2469 ]
  %2903 = getelementptr inbounds float, ptr %2901, i64 %2441
  %2904 = load <16 x float>, ptr %2903, align 1
  %2905 = getelementptr inbounds float, ptr %2901, i64 %2443
  %2906 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2905, <16 x i1> %2471, <16 x float> zeroinitializer)
  %2907 = getelementptr inbounds float, ptr %2901, i64 %2445
  %2908 = load <16 x float>, ptr %2907, align 1
  %2909 = load float, ptr %2902, align 4
  %2910 = insertelement <16 x float> poison, float %2909, i64 0
  %2911 = shufflevector <16 x float> %2910, <16 x float> poison, <16 x i32> zeroinitializer
  %2912 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2904, <16 x float> %2911, <16 x float> %2899)
  %2913 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2906, <16 x float> %2911, <16 x float> %2898)
  %2914 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2908, <16 x float> %2911, <16 x float> %2897)
  %2915 = getelementptr inbounds float, ptr %2902, i64 %114
  %2916 = load float, ptr %2915, align 4
  %2917 = insertelement <16 x float> poison, float %2916, i64 0
  %2918 = shufflevector <16 x float> %2917, <16 x float> poison, <16 x i32> zeroinitializer
  %2919 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2904, <16 x float> %2918, <16 x float> %2896)
  %2920 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2906, <16 x float> %2918, <16 x float> %2895)
  %2921 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2908, <16 x float> %2918, <16 x float> %2894)
  %2922 = getelementptr inbounds i8, ptr %2902, i64 %202
  %2923 = load float, ptr %2922, align 4
  %2924 = insertelement <16 x float> poison, float %2923, i64 0
  %2925 = shufflevector <16 x float> %2924, <16 x float> poison, <16 x i32> zeroinitializer
  %2926 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2904, <16 x float> %2925, <16 x float> %2893)
  %2927 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2906, <16 x float> %2925, <16 x float> %2892)
  %2928 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2908, <16 x float> %2925, <16 x float> %2891)
  %2929 = getelementptr inbounds i8, ptr %2902, i64 %203
  %2930 = load float, ptr %2929, align 4
  %2931 = insertelement <16 x float> poison, float %2930, i64 0
  %2932 = shufflevector <16 x float> %2931, <16 x float> poison, <16 x i32> zeroinitializer
  %2933 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2904, <16 x float> %2932, <16 x float> %2890)
  %2934 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2906, <16 x float> %2932, <16 x float> %2889)
  %2935 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2908, <16 x float> %2932, <16 x float> %2888)
  %2936 = getelementptr inbounds i8, ptr %2902, i64 %204
  %2937 = load float, ptr %2936, align 4
  %2938 = insertelement <16 x float> poison, float %2937, i64 0
  %2939 = shufflevector <16 x float> %2938, <16 x float> poison, <16 x i32> zeroinitializer
  %2940 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2904, <16 x float> %2939, <16 x float> %2887)
  %2941 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2906, <16 x float> %2939, <16 x float> %2886)
  %2942 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2908, <16 x float> %2939, <16 x float> %2885)
  %2943 = getelementptr inbounds i8, ptr %2902, i64 %205
  %2944 = load float, ptr %2943, align 4
  %2945 = insertelement <16 x float> poison, float %2944, i64 0
  %2946 = shufflevector <16 x float> %2945, <16 x float> poison, <16 x i32> zeroinitializer
  %2947 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2904, <16 x float> %2946, <16 x float> %2884)
  %2948 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2906, <16 x float> %2946, <16 x float> %2883)
  %2949 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2908, <16 x float> %2946, <16 x float> %2882)
  %2950 = getelementptr inbounds i8, ptr %2902, i64 %206
  %2951 = load float, ptr %2950, align 4
  %2952 = insertelement <16 x float> poison, float %2951, i64 0
  %2953 = shufflevector <16 x float> %2952, <16 x float> poison, <16 x i32> zeroinitializer
  %2954 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2904, <16 x float> %2953, <16 x float> %2881)
  %2955 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2906, <16 x float> %2953, <16 x float> %2880)
  %2956 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2908, <16 x float> %2953, <16 x float> %2879)
  %2957 = getelementptr inbounds i8, ptr %2902, i64 %207
  %2958 = load float, ptr %2957, align 4
  %2959 = insertelement <16 x float> poison, float %2958, i64 0
  %2960 = shufflevector <16 x float> %2959, <16 x float> poison, <16 x i32> zeroinitializer
  %2961 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2904, <16 x float> %2960, <16 x float> %2878)
  %2962 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2906, <16 x float> %2960, <16 x float> %2877)
  %2963 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2908, <16 x float> %2960, <16 x float> %2876)
  %2964 = add nuw nsw i64 %2900, 1
  %2965 = getelementptr inbounds float, ptr %2901, i64 %1171
  %2966 = getelementptr inbounds nuw float, ptr %2902, i64 %112
  %2967 = icmp slt i64 %2964, %2404
  br i1 %2967, label %2875, label %3247

2968:                                             ; preds = %2465, %2968
  %2969 = phi <16 x float> [ %3056, %2968 ], [ %2412, %2465 ]
  %2970 = phi <16 x float> [ %3055, %2968 ], [ %2413, %2465 ]
  %2971 = phi <16 x float> [ %3054, %2968 ], [ %2414, %2465 ]
  %2972 = phi <16 x float> [ %3049, %2968 ], [ %2415, %2465 ]
  %2973 = phi <16 x float> [ %3048, %2968 ], [ %2416, %2465 ]
  %2974 = phi <16 x float> [ %3047, %2968 ], [ %2417, %2465 ]
  %2975 = phi <16 x float> [ %3042, %2968 ], [ %2418, %2465 ]
  %2976 = phi <16 x float> [ %3041, %2968 ], [ %2419, %2465 ]
  %2977 = phi <16 x float> [ %3040, %2968 ], [ %2420, %2465 ]
  %2978 = phi <16 x float> [ %3035, %2968 ], [ %2421, %2465 ]
  %2979 = phi <16 x float> [ %3034, %2968 ], [ %2422, %2465 ]
  %2980 = phi <16 x float> [ %3033, %2968 ], [ %2423, %2465 ]
  %2981 = phi <16 x float> [ %3028, %2968 ], [ %2424, %2465 ]
  %2982 = phi <16 x float> [ %3027, %2968 ], [ %2425, %2465 ]
  %2983 = phi <16 x float> [ %3026, %2968 ], [ %2426, %2465 ]
  %2984 = phi <16 x float> [ %3021, %2968 ], [ %2427, %2465 ]
  %2985 = phi <16 x float> [ %3020, %2968 ], [ %2428, %2465 ]
  %2986 = phi <16 x float> [ %3019, %2968 ], [ %2429, %2465 ]
  %2987 = phi <16 x float> [ %3014, %2968 ], [ %2430, %2465 ]
  %2988 = phi <16 x float> [ %3013, %2968 ], [ %2431, %2465 ]
  %2989 = phi <16 x float> [ %3012, %2968 ], [ %2432, %2465 ]
  %2990 = phi <16 x float> [ %3007, %2968 ], [ %2433, %2465 ]
  %2991 = phi <16 x float> [ %3006, %2968 ], [ %2434, %2465 ]
  %2992 = phi <16 x float> [ %3005, %2968 ], [ %2435, %2465 ]
  %2993 = phi i64 [ %3057, %2968 ], [ %2400, %2465 ]
  %2994 = phi ptr [ %3058, %2968 ], [ %2407, %2465 ]
  %2995 = phi ptr [ %3059, %2968 ], [ %2462, %2465 ]
  %2996 = getelementptr inbounds float, ptr %2994, i64 %2441
  %2997 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %2996, <16 x i1> %2467, <16 x float> zeroinitializer)
  %2998 = getelementptr inbounds float, ptr %2994, i64 %2443
  %2999 = load <16 x float>, ptr %2998, align 1
  %3000 = getelementptr inbounds float, ptr %2994, i64 %2445
  %3001 = load <16 x float>, ptr %3000, align 1
  %3002 = load float, ptr %2995, align 4
  %3003 = insertelement <16 x float> poison, float %3002, i64 0
  %3004 = shufflevector <16 x float> %3003, <16 x float> poison, <16 x i32> zeroinitializer
  %3005 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2997, <16 x float> %3004, <16 x float> %2992)
  %3006 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2999, <16 x float> %3004, <16 x float> %2991)
  %3007 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3001, <16 x float> %3004, <16 x float> %2990)
  %3008 = getelementptr inbounds float, ptr %2995, i64 %114
  %3009 = load float, ptr %3008, align 4
  %3010 = insertelement <16 x float> poison, float %3009, i64 0
  %3011 = shufflevector <16 x float> %3010, <16 x float> poison, <16 x i32> zeroinitializer
  %3012 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2997, <16 x float> %3011, <16 x float> %2989)
  %3013 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2999, <16 x float> %3011, <16 x float> %2988)
  %3014 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3001, <16 x float> %3011, <16 x float> %2987)
  %3015 = getelementptr inbounds i8, ptr %2995, i64 %196
  %3016 = load float, ptr %3015, align 4
  %3017 = insertelement <16 x float> poison, float %3016, i64 0
  %3018 = shufflevector <16 x float> %3017, <16 x float> poison, <16 x i32> zeroinitializer
  %3019 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2997, <16 x float> %3018, <16 x float> %2986)
  %3020 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2999, <16 x float> %3018, <16 x float> %2985)
  %3021 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3001, <16 x float> %3018, <16 x float> %2984)
  %3022 = getelementptr inbounds i8, ptr %2995, i64 %197
  %3023 = load float, ptr %3022, align 4
  %3024 = insertelement <16 x float> poison, float %3023, i64 0
  %3025 = shufflevector <16 x float> %3024, <16 x float> poison, <16 x i32> zeroinitializer
  %3026 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2997, <16 x float> %3025, <16 x float> %2983)
  %3027 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2999, <16 x float> %3025, <16 x float> %2982)
  %3028 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3001, <16 x float> %3025, <16 x float> %2981)
  %3029 = getelementptr inbounds i8, ptr %2995, i64 %198
  %3030 = load float, ptr %3029, align 4
  %3031 = insertelement <16 x float> poison, float %3030, i64 0
  %3032 = shufflevector <16 x float> %3031, <16 x float> poison, <16 x i32> zeroinitializer
  %3033 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2997, <16 x float> %3032, <16 x float> %2980)
  %3034 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2999, <16 x float> %3032, <16 x float> %2979)
  %3035 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3001, <16 x float> %3032, <16 x float> %2978)
  %3036 = getelementptr inbounds i8, ptr %2995, i64 %199
  %3037 = load float, ptr %3036, align 4
  %3038 = insertelement <16 x float> poison, float %3037, i64 0
  %3039 = shufflevector <16 x float> %3038, <16 x float> poison, <16 x i32> zeroinitializer
  %3040 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2997, <16 x float> %3039, <16 x float> %2977)
  %3041 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2999, <16 x float> %3039, <16 x float> %2976)
  %3042 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3001, <16 x float> %3039, <16 x float> %2975)
  %3043 = getelementptr inbounds i8, ptr %2995, i64 %200
  %3044 = load float, ptr %3043, align 4
  %3045 = insertelement <16 x float> poison, float %3044, i64 0
  %3046 = shufflevector <16 x float> %3045, <16 x float> poison, <16 x i32> zeroinitializer
  %3047 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2997, <16 x float> %3046, <16 x float> %2974)
  %3048 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2999, <16 x float> %3046, <16 x float> %2973)
  %3049 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3001, <16 x float> %3046, <16 x float> %2972)
  %3050 = getelementptr inbounds i8, ptr %2995, i64 %201
  %3051 = load float, ptr %3050, align 4
  %3052 = insertelement <16 x float> poison, float %3051, i64 0
  %3053 = shufflevector <16 x float> %3052, <16 x float> poison, <16 x i32> zeroinitializer
  %3054 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2997, <16 x float> %3053, <16 x float> %2971)
  %3055 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %2999, <16 x float> %3053, <16 x float> %2970)
  %3056 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3001, <16 x float> %3053, <16 x float> %2969)
  %3057 = add nuw nsw i64 %2993, 1
  %3058 = getelementptr inbounds float, ptr %2994, i64 %1171
  %3059 = getelementptr inbounds nuw float, ptr %2995, i64 %112
  %3060 = icmp slt i64 %3057, %2404
  br i1 %3060, label %2968, label %3247

3061:                                             ; preds = %2463, %3061
  %3062 = phi <16 x float> [ %3149, %3061 ], [ %2412, %2463 ]
  %3063 = phi <16 x float> [ %3148, %3061 ], [ %2413, %2463 ]
  %3064 = phi <16 x float> [ %3147, %3061 ], [ %2414, %2463 ]
  %3065 = phi <16 x float> [ %3142, %3061 ], [ %2415, %2463 ]
  %3066 = phi <16 x float> [ %3141, %3061 ], [ %2416, %2463 ]
  %3067 = phi <16 x float> [ %3140, %3061 ], [ %2417, %2463 ]
  %3068 = phi <16 x float> [ %3135, %3061 ], [ %2418, %2463 ]
  %3069 = phi <16 x float> [ %3134, %3061 ], [ %2419, %2463 ]
  %3070 = phi <16 x float> [ %3107, %3061 ], [ %2430, %2463 ]
  %3071 = phi <16 x float> [ %3106, %3061 ], [ %2431, %2463 ]
  %3072 = phi <16 x float> [ %3105, %3061 ], [ %2432, %2463 ]
  %3073 = phi <16 x float> [ %3100, %3061 ], [ %2433, %2463 ]
  %3074 = phi <16 x float> [ %3099, %3061 ], [ %2434, %2463 ]
  %3075 = phi <16 x float> [ %3098, %3061 ], [ %2435, %2463 ]
  %3076 = phi <16 x float> [ %3133, %3061 ], [ %2420, %2463 ]
  %3077 = phi <16 x float> [ %3128, %3061 ], [ %2421, %2463 ]
  %3078 = phi <16 x float> [ %3127, %3061 ], [ %2422, %2463 ]
  %3079 = phi <16 x float> [ %3126, %3061 ], [ %2423, %2463 ]
  %3080 = phi <16 x float> [ %3121, %3061 ], [ %2424, %2463 ]
  %3081 = phi <16 x float> [ %3120, %3061 ], [ %2425, %2463 ]
  %3082 = phi <16 x float> [ %3119, %3061 ], [ %2426, %2463 ]
  %3083 = phi <16 x float> [ %3114, %3061 ], [ %2427, %2463 ]
  %3084 = phi <16 x float> [ %3113, %3061 ], [ %2428, %2463 ]
  %3085 = phi <16 x float> [ %3112, %3061 ], [ %2429, %2463 ]
  %3086 = phi i64 [ %3150, %3061 ], [ %2400, %2463 ]
  %3087 = phi ptr [ %3151, %3061 ], [ %2407, %2463 ]
  %3088 = phi ptr [ %3152, %3061 ], [ %2462, %2463 ]
  %3089 = getelementptr inbounds float, ptr %3087, i64 %2441
  %3090 = load <16 x float>, ptr %3089, align 1
  %3091 = getelementptr inbounds float, ptr %3087, i64 %2443
  %3092 = load <16 x float>, ptr %3091, align 1
  %3093 = getelementptr inbounds float, ptr %3087, i64 %2445
  %3094 = load <16 x float>, ptr %3093, align 1
  %3095 = load float, ptr %3088, align 4
  %3096 = insertelement <16 x float> poison, float %3095, i64 0
  %3097 = shufflevector <16 x float> %3096, <16 x float> poison, <16 x i32> zeroinitializer
  %3098 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3090, <16 x float> %3097, <16 x float> %3075)
  %3099 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3092, <16 x float> %3097, <16 x float> %3074)
  %3100 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3094, <16 x float> %3097, <16 x float> %3073)
  %3101 = getelementptr inbounds float, ptr %3088, i64 %114
  %3102 = load float, ptr %3101, align 4
  %3103 = insertelement <16 x float> poison, float %3102, i64 0
  %3104 = shufflevector <16 x float> %3103, <16 x float> poison, <16 x i32> zeroinitializer
  %3105 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3090, <16 x float> %3104, <16 x float> %3072)
  %3106 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3092, <16 x float> %3104, <16 x float> %3071)
  %3107 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3094, <16 x float> %3104, <16 x float> %3070)
  %3108 = getelementptr inbounds i8, ptr %3088, i64 %190
  %3109 = load float, ptr %3108, align 4
  %3110 = insertelement <16 x float> poison, float %3109, i64 0
  %3111 = shufflevector <16 x float> %3110, <16 x float> poison, <16 x i32> zeroinitializer
  %3112 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3090, <16 x float> %3111, <16 x float> %3085)
  %3113 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3092, <16 x float> %3111, <16 x float> %3084)
  %3114 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3094, <16 x float> %3111, <16 x float> %3083)
  %3115 = getelementptr inbounds i8, ptr %3088, i64 %191
  %3116 = load float, ptr %3115, align 4
  %3117 = insertelement <16 x float> poison, float %3116, i64 0
  %3118 = shufflevector <16 x float> %3117, <16 x float> poison, <16 x i32> zeroinitializer
  %3119 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3090, <16 x float> %3118, <16 x float> %3082)
  %3120 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3092, <16 x float> %3118, <16 x float> %3081)
  %3121 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3094, <16 x float> %3118, <16 x float> %3080)
  %3122 = getelementptr inbounds i8, ptr %3088, i64 %192
  %3123 = load float, ptr %3122, align 4
  %3124 = insertelement <16 x float> poison, float %3123, i64 0
  %3125 = shufflevector <16 x float> %3124, <16 x float> poison, <16 x i32> zeroinitializer
  %3126 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3090, <16 x float> %3125, <16 x float> %3079)
  %3127 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3092, <16 x float> %3125, <16 x float> %3078)
  %3128 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3094, <16 x float> %3125, <16 x float> %3077)
  %3129 = getelementptr inbounds i8, ptr %3088, i64 %193
  %3130 = load float, ptr %3129, align 4
  %3131 = insertelement <16 x float> poison, float %3130, i64 0
  %3132 = shufflevector <16 x float> %3131, <16 x float> poison, <16 x i32> zeroinitializer
  %3133 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3090, <16 x float> %3132, <16 x float> %3076)
  %3134 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3092, <16 x float> %3132, <16 x float> %3069)
  %3135 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3094, <16 x float> %3132, <16 x float> %3068)
  %3136 = getelementptr inbounds i8, ptr %3088, i64 %194
  %3137 = load float, ptr %3136, align 4
  %3138 = insertelement <16 x float> poison, float %3137, i64 0
  %3139 = shufflevector <16 x float> %3138, <16 x float> poison, <16 x i32> zeroinitializer
  %3140 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3090, <16 x float> %3139, <16 x float> %3067)
  %3141 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3092, <16 x float> %3139, <16 x float> %3066)
  %3142 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3094, <16 x float> %3139, <16 x float> %3065)
  %3143 = getelementptr inbounds i8, ptr %3088, i64 %195
  %3144 = load float, ptr %3143, align 4
  %3145 = insertelement <16 x float> poison, float %3144, i64 0
  %3146 = shufflevector <16 x float> %3145, <16 x float> poison, <16 x i32> zeroinitializer
  %3147 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3090, <16 x float> %3146, <16 x float> %3064)
  %3148 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3092, <16 x float> %3146, <16 x float> %3063)
  %3149 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3094, <16 x float> %3146, <16 x float> %3062)
  %3150 = add nuw nsw i64 %3086, 1
  %3151 = getelementptr inbounds float, ptr %3087, i64 %1171
  %3152 = getelementptr inbounds nuw float, ptr %3088, i64 %112
  %3153 = icmp slt i64 %3150, %2404
  br i1 %3153, label %3061, label %3247

3154:                                             ; preds = %2496, %3154
  %3155 = phi <16 x float> [ %3242, %3154 ], [ %2412, %2496 ]
  %3156 = phi <16 x float> [ %3241, %3154 ], [ %2413, %2496 ]
  %3157 = phi <16 x float> [ %3240, %3154 ], [ %2414, %2496 ]
  %3158 = phi <16 x float> [ %3235, %3154 ], [ %2415, %2496 ]
  %3159 = phi <16 x float> [ %3234, %3154 ], [ %2416, %2496 ]
  %3160 = phi <16 x float> [ %3233, %3154 ], [ %2417, %2496 ]
  %3161 = phi <16 x float> [ %3228, %3154 ], [ %2418, %2496 ]
  %3162 = phi <16 x float> [ %3227, %3154 ], [ %2419, %2496 ]
  %3163 = phi <16 x float> [ %3226, %3154 ], [ %2420, %2496 ]
  %3164 = phi <16 x float> [ %3200, %3154 ], [ %2430, %2496 ]
  %3165 = phi <16 x float> [ %3199, %3154 ], [ %2431, %2496 ]
  %3166 = phi <16 x float> [ %3198, %3154 ], [ %2432, %2496 ]
  %3167 = phi <16 x float> [ %3193, %3154 ], [ %2433, %2496 ]
  %3168 = phi <16 x float> [ %3192, %3154 ], [ %2434, %2496 ]
  %3169 = phi <16 x float> [ %3191, %3154 ], [ %2435, %2496 ]
  %3170 = phi <16 x float> [ %3221, %3154 ], [ %2421, %2496 ]
  %3171 = phi <16 x float> [ %3220, %3154 ], [ %2422, %2496 ]
  %3172 = phi <16 x float> [ %3219, %3154 ], [ %2423, %2496 ]
  %3173 = phi <16 x float> [ %3214, %3154 ], [ %2424, %2496 ]
  %3174 = phi <16 x float> [ %3213, %3154 ], [ %2425, %2496 ]
  %3175 = phi <16 x float> [ %3212, %3154 ], [ %2426, %2496 ]
  %3176 = phi <16 x float> [ %3207, %3154 ], [ %2427, %2496 ]
  %3177 = phi <16 x float> [ %3206, %3154 ], [ %2428, %2496 ]
  %3178 = phi <16 x float> [ %3205, %3154 ], [ %2429, %2496 ]
  %3179 = phi i64 [ %3243, %3154 ], [ %2400, %2496 ]
  %3180 = phi ptr [ %3244, %3154 ], [ %2407, %2496 ]
  %3181 = phi ptr [ %3245, %3154 ], [ %2462, %2496 ]
  %3182 = getelementptr inbounds float, ptr %3180, i64 %2441
  %3183 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3182, <16 x i1> %2498, <16 x float> zeroinitializer)
  %3184 = getelementptr inbounds float, ptr %3180, i64 %2443
  %3185 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3184, <16 x i1> %2500, <16 x float> zeroinitializer)
  %3186 = getelementptr inbounds float, ptr %3180, i64 %2445
  %3187 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3186, <16 x i1> %2502, <16 x float> zeroinitializer)
  %3188 = load float, ptr %3181, align 4
  %3189 = insertelement <16 x float> poison, float %3188, i64 0
  %3190 = shufflevector <16 x float> %3189, <16 x float> poison, <16 x i32> zeroinitializer
  %3191 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3183, <16 x float> %3190, <16 x float> %3169)
  %3192 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3185, <16 x float> %3190, <16 x float> %3168)
  %3193 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3187, <16 x float> %3190, <16 x float> %3167)
  %3194 = getelementptr inbounds float, ptr %3181, i64 %114
  %3195 = load float, ptr %3194, align 4
  %3196 = insertelement <16 x float> poison, float %3195, i64 0
  %3197 = shufflevector <16 x float> %3196, <16 x float> poison, <16 x i32> zeroinitializer
  %3198 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3183, <16 x float> %3197, <16 x float> %3166)
  %3199 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3185, <16 x float> %3197, <16 x float> %3165)
  %3200 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3187, <16 x float> %3197, <16 x float> %3164)
  %3201 = getelementptr inbounds i8, ptr %3181, i64 %232
  %3202 = load float, ptr %3201, align 4
  %3203 = insertelement <16 x float> poison, float %3202, i64 0
  %3204 = shufflevector <16 x float> %3203, <16 x float> poison, <16 x i32> zeroinitializer
  %3205 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3183, <16 x float> %3204, <16 x float> %3178)
  %3206 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3185, <16 x float> %3204, <16 x float> %3177)
  %3207 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3187, <16 x float> %3204, <16 x float> %3176)
  %3208 = getelementptr inbounds i8, ptr %3181, i64 %233
  %3209 = load float, ptr %3208, align 4
  %3210 = insertelement <16 x float> poison, float %3209, i64 0
  %3211 = shufflevector <16 x float> %3210, <16 x float> poison, <16 x i32> zeroinitializer
  %3212 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3183, <16 x float> %3211, <16 x float> %3175)
  %3213 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3185, <16 x float> %3211, <16 x float> %3174)
  %3214 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3187, <16 x float> %3211, <16 x float> %3173)
  %3215 = getelementptr inbounds i8, ptr %3181, i64 %234
  %3216 = load float, ptr %3215, align 4
  %3217 = insertelement <16 x float> poison, float %3216, i64 0
  %3218 = shufflevector <16 x float> %3217, <16 x float> poison, <16 x i32> zeroinitializer
  %3219 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3183, <16 x float> %3218, <16 x float> %3172)
  %3220 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3185, <16 x float> %3218, <16 x float> %3171)
  %3221 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3187, <16 x float> %3218, <16 x float> %3170)
  %3222 = getelementptr inbounds i8, ptr %3181, i64 %235
  %3223 = load float, ptr %3222, align 4
  %3224 = insertelement <16 x float> poison, float %3223, i64 0
  %3225 = shufflevector <16 x float> %3224, <16 x float> poison, <16 x i32> zeroinitializer
  %3226 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3183, <16 x float> %3225, <16 x float> %3163)
  %3227 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3185, <16 x float> %3225, <16 x float> %3162)
  %3228 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3187, <16 x float> %3225, <16 x float> %3161)
  %3229 = getelementptr inbounds i8, ptr %3181, i64 %236
  %3230 = load float, ptr %3229, align 4
  %3231 = insertelement <16 x float> poison, float %3230, i64 0
  %3232 = shufflevector <16 x float> %3231, <16 x float> poison, <16 x i32> zeroinitializer
  %3233 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3183, <16 x float> %3232, <16 x float> %3160)
  %3234 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3185, <16 x float> %3232, <16 x float> %3159)
  %3235 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3187, <16 x float> %3232, <16 x float> %3158)
  %3236 = getelementptr inbounds i8, ptr %3181, i64 %237
  %3237 = load float, ptr %3236, align 4
  %3238 = insertelement <16 x float> poison, float %3237, i64 0
  %3239 = shufflevector <16 x float> %3238, <16 x float> poison, <16 x i32> zeroinitializer
  %3240 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3183, <16 x float> %3239, <16 x float> %3157)
  %3241 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3185, <16 x float> %3239, <16 x float> %3156)
  %3242 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3187, <16 x float> %3239, <16 x float> %3155)
  %3243 = add nuw nsw i64 %3179, 1
  %3244 = getelementptr inbounds float, ptr %3180, i64 %1171
  %3245 = getelementptr inbounds nuw float, ptr %3181, i64 %112
  %3246 = icmp slt i64 %3243, %2404
  br i1 %3246, label %3154, label %3247

3247:                                             ; preds = %3154, %3061, %2968, %2875, %2782, %2689, %2596, %2503, %2463, %2464, %2468, %2472, %2478, %2482, %2488, %2495
  %3248 = phi <16 x float> [ %2412, %2495 ], [ %2412, %2488 ], [ %2591, %2503 ], [ %2412, %2482 ], [ %2684, %2596 ], [ %2412, %2478 ], [ %2777, %2689 ], [ %2412, %2472 ], [ %2870, %2782 ], [ %2412, %2468 ], [ %2963, %2875 ], [ %2412, %2464 ], [ %3056, %2968 ], [ %2412, %2463 ], [ %3149, %3061 ], [ %3242, %3154 ]
  %3249 = phi <16 x float> [ %2413, %2495 ], [ %2413, %2488 ], [ %2590, %2503 ], [ %2413, %2482 ], [ %2683, %2596 ], [ %2413, %2478 ], [ %2776, %2689 ], [ %2413, %2472 ], [ %2869, %2782 ], [ %2413, %2468 ], [ %2962, %2875 ], [ %2413, %2464 ], [ %3055, %2968 ], [ %2413, %2463 ], [ %3148, %3061 ], [ %3241, %3154 ]
  %3250 = phi <16 x float> [ %2414, %2495 ], [ %2414, %2488 ], [ %2589, %2503 ], [ %2414, %2482 ], [ %2682, %2596 ], [ %2414, %2478 ], [ %2775, %2689 ], [ %2414, %2472 ], [ %2868, %2782 ], [ %2414, %2468 ], [ %2961, %2875 ], [ %2414, %2464 ], [ %3054, %2968 ], [ %2414, %2463 ], [ %3147, %3061 ], [ %3240, %3154 ]
  %3251 = phi <16 x float> [ %2415, %2495 ], [ %2415, %2488 ], [ %2584, %2503 ], [ %2415, %2482 ], [ %2677, %2596 ], [ %2415, %2478 ], [ %2770, %2689 ], [ %2415, %2472 ], [ %2863, %2782 ], [ %2415, %2468 ], [ %2956, %2875 ], [ %2415, %2464 ], [ %3049, %2968 ], [ %2415, %2463 ], [ %3142, %3061 ], [ %3235, %3154 ]
  %3252 = phi <16 x float> [ %2416, %2495 ], [ %2416, %2488 ], [ %2583, %2503 ], [ %2416, %2482 ], [ %2676, %2596 ], [ %2416, %2478 ], [ %2769, %2689 ], [ %2416, %2472 ], [ %2862, %2782 ], [ %2416, %2468 ], [ %2955, %2875 ], [ %2416, %2464 ], [ %3048, %2968 ], [ %2416, %2463 ], [ %3141, %3061 ], [ %3234, %3154 ]
  %3253 = phi <16 x float> [ %2417, %2495 ], [ %2417, %2488 ], [ %2582, %2503 ], [ %2417, %2482 ], [ %2675, %2596 ], [ %2417, %2478 ], [ %2768, %2689 ], [ %2417, %2472 ], [ %2861, %2782 ], [ %2417, %2468 ], [ %2954, %2875 ], [ %2417, %2464 ], [ %3047, %2968 ], [ %2417, %2463 ], [ %3140, %3061 ], [ %3233, %3154 ]
  %3254 = phi <16 x float> [ %2418, %2495 ], [ %2418, %2488 ], [ %2577, %2503 ], [ %2418, %2482 ], [ %2670, %2596 ], [ %2418, %2478 ], [ %2763, %2689 ], [ %2418, %2472 ], [ %2856, %2782 ], [ %2418, %2468 ], [ %2949, %2875 ], [ %2418, %2464 ], [ %3042, %2968 ], [ %2418, %2463 ], [ %3135, %3061 ], [ %3228, %3154 ]
  %3255 = phi <16 x float> [ %2419, %2495 ], [ %2419, %2488 ], [ %2576, %2503 ], [ %2419, %2482 ], [ %2669, %2596 ], [ %2419, %2478 ], [ %2762, %2689 ], [ %2419, %2472 ], [ %2855, %2782 ], [ %2419, %2468 ], [ %2948, %2875 ], [ %2419, %2464 ], [ %3041, %2968 ], [ %2419, %2463 ], [ %3134, %3061 ], [ %3227, %3154 ]
  %3256 = phi <16 x float> [ %2420, %2495 ], [ %2420, %2488 ], [ %2575, %2503 ], [ %2420, %2482 ], [ %2668, %2596 ], [ %2420, %2478 ], [ %2761, %2689 ], [ %2420, %2472 ], [ %2854, %2782 ], [ %2420, %2468 ], [ %2947, %2875 ], [ %2420, %2464 ], [ %3040, %2968 ], [ %2420, %2463 ], [ %3133, %3061 ], [ %3226, %3154 ]
  %3257 = phi <16 x float> [ %2421, %2495 ], [ %2421, %2488 ], [ %2570, %2503 ], [ %2421, %2482 ], [ %2663, %2596 ], [ %2421, %2478 ], [ %2756, %2689 ], [ %2421, %2472 ], [ %2849, %2782 ], [ %2421, %2468 ], [ %2942, %2875 ], [ %2421, %2464 ], [ %3035, %2968 ], [ %2421, %2463 ], [ %3128, %3061 ], [ %3221, %3154 ]
  %3258 = phi <16 x float> [ %2422, %2495 ], [ %2422, %2488 ], [ %2569, %2503 ], [ %2422, %2482 ], [ %2662, %2596 ], [ %2422, %2478 ], [ %2755, %2689 ], [ %2422, %2472 ], [ %2848, %2782 ], [ %2422, %2468 ], [ %2941, %2875 ], [ %2422, %2464 ], [ %3034, %2968 ], [ %2422, %2463 ], [ %3127, %3061 ], [ %3220, %3154 ]
  %3259 = phi <16 x float> [ %2423, %2495 ], [ %2423, %2488 ], [ %2568, %2503 ], [ %2423, %2482 ], [ %2661, %2596 ], [ %2423, %2478 ], [ %2754, %2689 ], [ %2423, %2472 ], [ %2847, %2782 ], [ %2423, %2468 ], [ %2940, %2875 ], [ %2423, %2464 ], [ %3033, %2968 ], [ %2423, %2463 ], [ %3126, %3061 ], [ %3219, %3154 ]
  %3260 = phi <16 x float> [ %2424, %2495 ], [ %2424, %2488 ], [ %2563, %2503 ], [ %2424, %2482 ], [ %2656, %2596 ], [ %2424, %2478 ], [ %2749, %2689 ], [ %2424, %2472 ], [ %2842, %2782 ], [ %2424, %2468 ], [ %2935, %2875 ], [ %2424, %2464 ], [ %3028, %2968 ], [ %2424, %2463 ], [ %3121, %3061 ], [ %3214, %3154 ]
  %3261 = phi <16 x float> [ %2425, %2495 ], [ %2425, %2488 ], [ %2562, %2503 ], [ %2425, %2482 ], [ %2655, %2596 ], [ %2425, %2478 ], [ %2748, %2689 ], [ %2425, %2472 ], [ %2841, %2782 ], [ %2425, %2468 ], [ %2934, %2875 ], [ %2425, %2464 ], [ %3027, %2968 ], [ %2425, %2463 ], [ %3120, %3061 ], [ %3213, %3154 ]
  %3262 = phi <16 x float> [ %2426, %2495 ], [ %2426, %2488 ], [ %2561, %2503 ], [ %2426, %2482 ], [ %2654, %2596 ], [ %2426, %2478 ], [ %2747, %2689 ], [ %2426, %2472 ], [ %2840, %2782 ], [ %2426, %2468 ], [ %2933, %2875 ], [ %2426, %2464 ], [ %3026, %2968 ], [ %2426, %2463 ], [ %3119, %3061 ], [ %3212, %3154 ]
  %3263 = phi <16 x float> [ %2427, %2495 ], [ %2427, %2488 ], [ %2556, %2503 ], [ %2427, %2482 ], [ %2649, %2596 ], [ %2427, %2478 ], [ %2742, %2689 ], [ %2427, %2472 ], [ %2835, %2782 ], [ %2427, %2468 ], [ %2928, %2875 ], [ %2427, %2464 ], [ %3021, %2968 ], [ %2427, %2463 ], [ %3114, %3061 ], [ %3207, %3154 ]
  %3264 = phi <16 x float> [ %2428, %2495 ], [ %2428, %2488 ], [ %2555, %2503 ], [ %2428, %2482 ], [ %2648, %2596 ], [ %2428, %2478 ], [ %2741, %2689 ], [ %2428, %2472 ], [ %2834, %2782 ], [ %2428, %2468 ], [ %2927, %2875 ], [ %2428, %2464 ], [ %3020, %2968 ], [ %2428, %2463 ], [ %3113, %3061 ], [ %3206, %3154 ]
  %3265 = phi <16 x float> [ %2429, %2495 ], [ %2429, %2488 ], [ %2554, %2503 ], [ %2429, %2482 ], [ %2647, %2596 ], [ %2429, %2478 ], [ %2740, %2689 ], [ %2429, %2472 ], [ %2833, %2782 ], [ %2429, %2468 ], [ %2926, %2875 ], [ %2429, %2464 ], [ %3019, %2968 ], [ %2429, %2463 ], [ %3112, %3061 ], [ %3205, %3154 ]
  %3266 = phi <16 x float> [ %2430, %2495 ], [ %2430, %2488 ], [ %2549, %2503 ], [ %2430, %2482 ], [ %2642, %2596 ], [ %2430, %2478 ], [ %2735, %2689 ], [ %2430, %2472 ], [ %2828, %2782 ], [ %2430, %2468 ], [ %2921, %2875 ], [ %2430, %2464 ], [ %3014, %2968 ], [ %2430, %2463 ], [ %3107, %3061 ], [ %3200, %3154 ]
  %3267 = phi <16 x float> [ %2431, %2495 ], [ %2431, %2488 ], [ %2548, %2503 ], [ %2431, %2482 ], [ %2641, %2596 ], [ %2431, %2478 ], [ %2734, %2689 ], [ %2431, %2472 ], [ %2827, %2782 ], [ %2431, %2468 ], [ %2920, %2875 ], [ %2431, %2464 ], [ %3013, %2968 ], [ %2431, %2463 ], [ %3106, %3061 ], [ %3199, %3154 ]
  %3268 = phi <16 x float> [ %2432, %2495 ], [ %2432, %2488 ], [ %2547, %2503 ], [ %2432, %2482 ], [ %2640, %2596 ], [ %2432, %2478 ], [ %2733, %2689 ], [ %2432, %2472 ], [ %2826, %2782 ], [ %2432, %2468 ], [ %2919, %2875 ], [ %2432, %2464 ], [ %3012, %2968 ], [ %2432, %2463 ], [ %3105, %3061 ], [ %3198, %3154 ]
  %3269 = phi <16 x float> [ %2433, %2495 ], [ %2433, %2488 ], [ %2542, %2503 ], [ %2433, %2482 ], [ %2635, %2596 ], [ %2433, %2478 ], [ %2728, %2689 ], [ %2433, %2472 ], [ %2821, %2782 ], [ %2433, %2468 ], [ %2914, %2875 ], [ %2433, %2464 ], [ %3007, %2968 ], [ %2433, %2463 ], [ %3100, %3061 ], [ %3193, %3154 ]
  %3270 = phi <16 x float> [ %2434, %2495 ], [ %2434, %2488 ], [ %2541, %2503 ], [ %2434, %2482 ], [ %2634, %2596 ], [ %2434, %2478 ], [ %2727, %2689 ], [ %2434, %2472 ], [ %2820, %2782 ], [ %2434, %2468 ], [ %2913, %2875 ], [ %2434, %2464 ], [ %3006, %2968 ], [ %2434, %2463 ], [ %3099, %3061 ], [ %3192, %3154 ]
  %3271 = phi <16 x float> [ %2435, %2495 ], [ %2435, %2488 ], [ %2540, %2503 ], [ %2435, %2482 ], [ %2633, %2596 ], [ %2435, %2478 ], [ %2726, %2689 ], [ %2435, %2472 ], [ %2819, %2782 ], [ %2435, %2468 ], [ %2912, %2875 ], [ %2435, %2464 ], [ %3005, %2968 ], [ %2435, %2463 ], [ %3098, %3061 ], [ %3191, %3154 ]
  %3272 = add nuw nsw i64 %2436, 1
  %3273 = icmp eq i64 %3272, %112
  br i1 %3273, label %2324, label %2411

3274:                                             ; preds = %2350, %3471
  %3275 = phi i64 [ 0, %2350 ], [ %3473, %3471 ]
  %3276 = add nsw i64 %2078, %3275
  %3277 = mul nsw i64 %3276, %58
  %3278 = icmp sgt i64 %2079, %3275
  %3279 = getelementptr inbounds nuw [3 x <16 x float>], ptr %32, i64 %3275
  %3280 = add nsw i64 %2039, %3277
  %3281 = select i1 %3278, <16 x i1> zeroinitializer, <16 x i1> %2068
  %3282 = getelementptr inbounds float, ptr %1370, i64 %3280
  %3283 = load <16 x float>, ptr %3279, align 64
  br i1 %116, label %3343, label %3284

3284:                                             ; preds = %3274
  %3285 = getelementptr inbounds float, ptr %1368, i64 %3280
  switch i64 %238, label %3303 [
    i64 1, label %3286
    i64 2, label %3289
    i64 3, label %3296
    i64 0, label %3343
  ]

3286:                                             ; preds = %3284
  %3287 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3285, <16 x i1> %3281, <16 x float> zeroinitializer)
  %3288 = fadd <16 x float> %3283, %3287
  br label %3305

3289:                                             ; preds = %3284
  %3290 = bitcast <16 x float> %3283 to <8 x i64>
  %3291 = or <8 x i64> %3290, %118
  %3292 = fcmp oeq <16 x float> %3283, %57
  %3293 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3283, i32 4)
  %3294 = bitcast <8 x i64> %3291 to <16 x float>
  %3295 = select <16 x i1> %3292, <16 x float> %3294, <16 x float> %3293
  br label %3305

3296:                                             ; preds = %3284
  %3297 = bitcast <16 x float> %3283 to <8 x i64>
  %3298 = and <8 x i64> %3297, %117
  %3299 = fcmp oeq <16 x float> %3283, %54
  %3300 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3283, i32 4)
  %3301 = bitcast <8 x i64> %3298 to <16 x float>
  %3302 = select <16 x i1> %3299, <16 x float> %3301, <16 x float> %3300
  br label %3305

3303:                                             ; preds = %3284
  unreachable

3304:                                             ; preds = %4223, %4204, %4185, %4160, %4141, %4122, %4097, %4078, %4059, %4034, %4015, %3996, %3971, %3952, %3933, %3908, %3889, %3870, %3845, %3826, %3807, %3782, %3763, %3744, %3452, %3433, %3414, %3388, %3369, %3350, %3324, %3305
  unreachable

3305:                                             ; preds = %3296, %3289, %3286
  %3306 = phi <16 x float> [ %3288, %3286 ], [ %3295, %3289 ], [ %3302, %3296 ]
  switch i64 %240, label %3304 [
    i64 1, label %3321
    i64 2, label %3314
    i64 3, label %3307
    i64 0, label %3343
  ]

3307:                                             ; preds = %3305
  %3308 = bitcast <16 x float> %3306 to <8 x i64>
  %3309 = and <8 x i64> %3308, %117
  %3310 = fcmp oeq <16 x float> %3306, %54
  %3311 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3306, i32 4)
  %3312 = bitcast <8 x i64> %3309 to <16 x float>
  %3313 = select <16 x i1> %3310, <16 x float> %3312, <16 x float> %3311
  br label %3324

3314:                                             ; preds = %3305
  %3315 = bitcast <16 x float> %3306 to <8 x i64>
  %3316 = or <8 x i64> %3315, %118
  %3317 = fcmp oeq <16 x float> %3306, %57
  %3318 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3306, i32 4)
  %3319 = bitcast <8 x i64> %3316 to <16 x float>
  %3320 = select <16 x i1> %3317, <16 x float> %3319, <16 x float> %3318
  br label %3324

3321:                                             ; preds = %3305
  %3322 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3285, <16 x i1> %3281, <16 x float> zeroinitializer)
  %3323 = fadd <16 x float> %3306, %3322
  br label %3324

3324:                                             ; preds = %3321, %3314, %3307
  %3325 = phi <16 x float> [ %3323, %3321 ], [ %3320, %3314 ], [ %3313, %3307 ]
  switch i64 %242, label %3304 [
    i64 1, label %3340
    i64 2, label %3333
    i64 3, label %3326
    i64 0, label %3343
  ]

3326:                                             ; preds = %3324
  %3327 = bitcast <16 x float> %3325 to <8 x i64>
  %3328 = and <8 x i64> %3327, %117
  %3329 = fcmp oeq <16 x float> %3325, %54
  %3330 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3325, i32 4)
  %3331 = bitcast <8 x i64> %3328 to <16 x float>
  %3332 = select <16 x i1> %3329, <16 x float> %3331, <16 x float> %3330
  br label %3343

3333:                                             ; preds = %3324
  %3334 = bitcast <16 x float> %3325 to <8 x i64>
  %3335 = or <8 x i64> %3334, %118
  %3336 = fcmp oeq <16 x float> %3325, %57
  %3337 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3325, i32 4)
  %3338 = bitcast <8 x i64> %3335 to <16 x float>
  %3339 = select <16 x i1> %3336, <16 x float> %3338, <16 x float> %3337
  br label %3343

3340:                                             ; preds = %3324
  %3341 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3285, <16 x i1> %3281, <16 x float> zeroinitializer)
  %3342 = fadd <16 x float> %3325, %3341
  br label %3343

3343:                                             ; preds = %3274, %3284, %3305, %3324, %3340, %3333, %3326
  %3344 = phi <16 x float> [ %3332, %3326 ], [ %3283, %3284 ], [ %3325, %3324 ], [ %3306, %3305 ], [ %3342, %3340 ], [ %3339, %3333 ], [ %3283, %3274 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3344, ptr align 1 %3282, <16 x i1> %3281)
  %3345 = add nsw i64 %2038, %3277
  %3346 = select i1 %3278, <16 x i1> zeroinitializer, <16 x i1> %2069
  %3347 = getelementptr inbounds float, ptr %1370, i64 %3345
  %3348 = getelementptr inbounds nuw i8, ptr %3279, i64 64
  %3349 = load <16 x float>, ptr %3348, align 64
  br i1 %116, label %3407, label %3350

3350:                                             ; preds = %3343
  %3351 = getelementptr inbounds float, ptr %1368, i64 %3345
  switch i64 %243, label %3304 [
    i64 1, label %3366
    i64 2, label %3359
    i64 3, label %3352
    i64 0, label %3407
  ]

3352:                                             ; preds = %3350
  %3353 = bitcast <16 x float> %3349 to <8 x i64>
  %3354 = and <8 x i64> %3353, %117
  %3355 = fcmp oeq <16 x float> %3349, %54
  %3356 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3349, i32 4)
  %3357 = bitcast <8 x i64> %3354 to <16 x float>
  %3358 = select <16 x i1> %3355, <16 x float> %3357, <16 x float> %3356
  br label %3369

3359:                                             ; preds = %3350
  %3360 = bitcast <16 x float> %3349 to <8 x i64>
  %3361 = or <8 x i64> %3360, %118
  %3362 = fcmp oeq <16 x float> %3349, %57
  %3363 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3349, i32 4)
  %3364 = bitcast <8 x i64> %3361 to <16 x float>
  %3365 = select <16 x i1> %3362, <16 x float> %3364, <16 x float> %3363
  br label %3369

3366:                                             ; preds = %3350
  %3367 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3351, <16 x i1> %3346, <16 x float> zeroinitializer)
  %3368 = fadd <16 x float> %3349, %3367
  br label %3369

3369:                                             ; preds = %3366, %3359, %3352
  %3370 = phi <16 x float> [ %3368, %3366 ], [ %3365, %3359 ], [ %3358, %3352 ]
  switch i64 %245, label %3304 [
    i64 1, label %3385
    i64 2, label %3378
    i64 3, label %3371
    i64 0, label %3407
  ]

3371:                                             ; preds = %3369
  %3372 = bitcast <16 x float> %3370 to <8 x i64>
  %3373 = and <8 x i64> %3372, %117
  %3374 = fcmp oeq <16 x float> %3370, %54
  %3375 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3370, i32 4)
  %3376 = bitcast <8 x i64> %3373 to <16 x float>
  %3377 = select <16 x i1> %3374, <16 x float> %3376, <16 x float> %3375
  br label %3388

3378:                                             ; preds = %3369
  %3379 = bitcast <16 x float> %3370 to <8 x i64>
  %3380 = or <8 x i64> %3379, %118
  %3381 = fcmp oeq <16 x float> %3370, %57
  %3382 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3370, i32 4)
  %3383 = bitcast <8 x i64> %3380 to <16 x float>
  %3384 = select <16 x i1> %3381, <16 x float> %3383, <16 x float> %3382
  br label %3388

3385:                                             ; preds = %3369
  %3386 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3351, <16 x i1> %3346, <16 x float> zeroinitializer)
  %3387 = fadd <16 x float> %3370, %3386
  br label %3388

3388:                                             ; preds = %3385, %3378, %3371
  %3389 = phi <16 x float> [ %3387, %3385 ], [ %3384, %3378 ], [ %3377, %3371 ]
  switch i64 %247, label %3304 [
    i64 1, label %3404
    i64 2, label %3397
    i64 3, label %3390
    i64 0, label %3407
  ]

3390:                                             ; preds = %3388
  %3391 = bitcast <16 x float> %3389 to <8 x i64>
  %3392 = and <8 x i64> %3391, %117
  %3393 = fcmp oeq <16 x float> %3389, %54
  %3394 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3389, i32 4)
  %3395 = bitcast <8 x i64> %3392 to <16 x float>
  %3396 = select <16 x i1> %3393, <16 x float> %3395, <16 x float> %3394
  br label %3407

3397:                                             ; preds = %3388
  %3398 = bitcast <16 x float> %3389 to <8 x i64>
  %3399 = or <8 x i64> %3398, %118
  %3400 = fcmp oeq <16 x float> %3389, %57
  %3401 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3389, i32 4)
  %3402 = bitcast <8 x i64> %3399 to <16 x float>
  %3403 = select <16 x i1> %3400, <16 x float> %3402, <16 x float> %3401
  br label %3407

3404:                                             ; preds = %3388
  %3405 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3351, <16 x i1> %3346, <16 x float> zeroinitializer)
  %3406 = fadd <16 x float> %3389, %3405
  br label %3407

3407:                                             ; preds = %3343, %3350, %3369, %3388, %3404, %3397, %3390
  %3408 = phi <16 x float> [ %3396, %3390 ], [ %3349, %3350 ], [ %3389, %3388 ], [ %3370, %3369 ], [ %3406, %3404 ], [ %3403, %3397 ], [ %3349, %3343 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3408, ptr align 1 %3347, <16 x i1> %3346)
  %3409 = add nsw i64 %2037, %3277
  %3410 = select i1 %3278, <16 x i1> zeroinitializer, <16 x i1> %2070
  %3411 = getelementptr inbounds float, ptr %1370, i64 %3409
  %3412 = getelementptr inbounds nuw i8, ptr %3279, i64 128
  %3413 = load <16 x float>, ptr %3412, align 64
  br i1 %116, label %3471, label %3414

3414:                                             ; preds = %3407
  %3415 = getelementptr inbounds float, ptr %1368, i64 %3409
  switch i64 %248, label %3304 [
    i64 1, label %3430
    i64 2, label %3423
    i64 3, label %3416
    i64 0, label %3471
  ]

3416:                                             ; preds = %3414
  %3417 = bitcast <16 x float> %3413 to <8 x i64>
  %3418 = and <8 x i64> %3417, %117
  %3419 = fcmp oeq <16 x float> %3413, %54
  %3420 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3413, i32 4)
  %3421 = bitcast <8 x i64> %3418 to <16 x float>
  %3422 = select <16 x i1> %3419, <16 x float> %3421, <16 x float> %3420
  br label %3433

3423:                                             ; preds = %3414
  %3424 = bitcast <16 x float> %3413 to <8 x i64>
  %3425 = or <8 x i64> %3424, %118
  %3426 = fcmp oeq <16 x float> %3413, %57
  %3427 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3413, i32 4)
  %3428 = bitcast <8 x i64> %3425 to <16 x float>
  %3429 = select <16 x i1> %3426, <16 x float> %3428, <16 x float> %3427
  br label %3433

3430:                                             ; preds = %3414
  %3431 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3415, <16 x i1> %3410, <16 x float> zeroinitializer)
  %3432 = fadd <16 x float> %3413, %3431
  br label %3433

3433:                                             ; preds = %3430, %3423, %3416
  %3434 = phi <16 x float> [ %3432, %3430 ], [ %3429, %3423 ], [ %3422, %3416 ]
  switch i64 %250, label %3304 [
    i64 1, label %3449
    i64 2, label %3442
    i64 3, label %3435
    i64 0, label %3471
  ]

3435:                                             ; preds = %3433
  %3436 = bitcast <16 x float> %3434 to <8 x i64>
  %3437 = and <8 x i64> %3436, %117
  %3438 = fcmp oeq <16 x float> %3434, %54
  %3439 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3434, i32 4)
  %3440 = bitcast <8 x i64> %3437 to <16 x float>
  %3441 = select <16 x i1> %3438, <16 x float> %3440, <16 x float> %3439
  br label %3452

3442:                                             ; preds = %3433
  %3443 = bitcast <16 x float> %3434 to <8 x i64>
  %3444 = or <8 x i64> %3443, %118
  %3445 = fcmp oeq <16 x float> %3434, %57
  %3446 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3434, i32 4)
  %3447 = bitcast <8 x i64> %3444 to <16 x float>
  %3448 = select <16 x i1> %3445, <16 x float> %3447, <16 x float> %3446
  br label %3452

3449:                                             ; preds = %3433
  %3450 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3415, <16 x i1> %3410, <16 x float> zeroinitializer)
  %3451 = fadd <16 x float> %3434, %3450
  br label %3452

3452:                                             ; preds = %3449, %3442, %3435
  %3453 = phi <16 x float> [ %3451, %3449 ], [ %3448, %3442 ], [ %3441, %3435 ]
  switch i64 %252, label %3304 [
    i64 1, label %3468
    i64 2, label %3461
    i64 3, label %3454
    i64 0, label %3471
  ]

3454:                                             ; preds = %3452
  %3455 = bitcast <16 x float> %3453 to <8 x i64>
  %3456 = and <8 x i64> %3455, %117
  %3457 = fcmp oeq <16 x float> %3453, %54
  %3458 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3453, i32 4)
  %3459 = bitcast <8 x i64> %3456 to <16 x float>
  %3460 = select <16 x i1> %3457, <16 x float> %3459, <16 x float> %3458
  br label %3471

3461:                                             ; preds = %3452
  %3462 = bitcast <16 x float> %3453 to <8 x i64>
  %3463 = or <8 x i64> %3462, %118
  %3464 = fcmp oeq <16 x float> %3453, %57
  %3465 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3453, i32 4)
  %3466 = bitcast <8 x i64> %3463 to <16 x float>
  %3467 = select <16 x i1> %3464, <16 x float> %3466, <16 x float> %3465
  br label %3471

3468:                                             ; preds = %3452
  %3469 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3415, <16 x i1> %3410, <16 x float> zeroinitializer)
  %3470 = fadd <16 x float> %3453, %3469
  br label %3471

3471:                                             ; preds = %3407, %3414, %3433, %3452, %3468, %3461, %3454
  %3472 = phi <16 x float> [ %3460, %3454 ], [ %3413, %3414 ], [ %3453, %3452 ], [ %3434, %3433 ], [ %3470, %3468 ], [ %3467, %3461 ], [ %3413, %3407 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3472, ptr align 1 %3411, <16 x i1> %3410)
  %3473 = add nuw nsw i64 %3275, 1
  %3474 = icmp eq i64 %3473, 8
  br i1 %3474, label %3475, label %3274

3475:                                             ; preds = %3471
  call void @llvm.lifetime.end.p0(ptr nonnull %32)
  br label %4246

3476:                                             ; preds = %2081, %4242
  %3477 = phi i64 [ 0, %2081 ], [ %4244, %4242 ]
  %3478 = getelementptr inbounds nuw i64, ptr %38, i64 %3477
  %3479 = getelementptr inbounds nuw i64, ptr %39, i64 %3477
  %3480 = load i64, ptr %3479, align 8
  %3481 = icmp sgt i64 %3480, 15
  %3482 = trunc i64 %3480 to i32
  %3483 = shl nsw i32 -1, %3482
  %3484 = trunc i32 %3483 to i16
  %3485 = xor i16 %3484, -1
  %3486 = select i1 %3481, i16 -1, i16 %3485
  br i1 %113, label %3515, label %3490

3487:                                             ; preds = %3544
  %3488 = getelementptr inbounds nuw i64, ptr %35, i64 %3477
  %3489 = getelementptr inbounds nuw i32, ptr %36, i64 %3477
  br label %3577

3490:                                             ; preds = %3476
  %3491 = load float, ptr %2083, align 4
  %3492 = insertelement <16 x float> poison, float %3491, i64 0
  %3493 = shufflevector <16 x float> %3492, <16 x float> poison, <16 x i32> zeroinitializer
  %3494 = load float, ptr %2085, align 4
  %3495 = insertelement <16 x float> poison, float %3494, i64 0
  %3496 = shufflevector <16 x float> %3495, <16 x float> poison, <16 x i32> zeroinitializer
  %3497 = load float, ptr %2086, align 4
  %3498 = insertelement <16 x float> poison, float %3497, i64 0
  %3499 = shufflevector <16 x float> %3498, <16 x float> poison, <16 x i32> zeroinitializer
  %3500 = load float, ptr %2087, align 4
  %3501 = insertelement <16 x float> poison, float %3500, i64 0
  %3502 = shufflevector <16 x float> %3501, <16 x float> poison, <16 x i32> zeroinitializer
  %3503 = load float, ptr %2088, align 4
  %3504 = insertelement <16 x float> poison, float %3503, i64 0
  %3505 = shufflevector <16 x float> %3504, <16 x float> poison, <16 x i32> zeroinitializer
  %3506 = load float, ptr %2089, align 4
  %3507 = insertelement <16 x float> poison, float %3506, i64 0
  %3508 = shufflevector <16 x float> %3507, <16 x float> poison, <16 x i32> zeroinitializer
  %3509 = load float, ptr %2090, align 4
  %3510 = insertelement <16 x float> poison, float %3509, i64 0
  %3511 = shufflevector <16 x float> %3510, <16 x float> poison, <16 x i32> zeroinitializer
  %3512 = load float, ptr %2091, align 4
  %3513 = insertelement <16 x float> poison, float %3512, i64 0
  %3514 = shufflevector <16 x float> %3513, <16 x float> poison, <16 x i32> zeroinitializer
  br label %3544

3515:                                             ; preds = %3476
  %3516 = bitcast i16 %3486 to <16 x i1>
  %3517 = load i64, ptr %3478, align 8
  %3518 = getelementptr inbounds float, ptr %2093, i64 %3517
  %3519 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3518, <16 x i1> %3516, <16 x float> zeroinitializer)
  %3520 = bitcast i16 %3486 to <16 x i1>
  %3521 = getelementptr inbounds float, ptr %2096, i64 %3517
  %3522 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3521, <16 x i1> %3520, <16 x float> zeroinitializer)
  %3523 = bitcast i16 %3486 to <16 x i1>
  %3524 = load i64, ptr %3478, align 8
  %3525 = getelementptr inbounds float, ptr %2099, i64 %3524
  %3526 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3525, <16 x i1> %3523, <16 x float> zeroinitializer)
  %3527 = bitcast i16 %3486 to <16 x i1>
  %3528 = getelementptr inbounds float, ptr %2102, i64 %3524
  %3529 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3528, <16 x i1> %3527, <16 x float> zeroinitializer)
  %3530 = bitcast i16 %3486 to <16 x i1>
  %3531 = load i64, ptr %3478, align 8
  %3532 = getelementptr inbounds float, ptr %2105, i64 %3531
  %3533 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3532, <16 x i1> %3530, <16 x float> zeroinitializer)
  %3534 = bitcast i16 %3486 to <16 x i1>
  %3535 = getelementptr inbounds float, ptr %2108, i64 %3531
  %3536 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3535, <16 x i1> %3534, <16 x float> zeroinitializer)
  %3537 = bitcast i16 %3486 to <16 x i1>
  %3538 = load i64, ptr %3478, align 8
  %3539 = getelementptr inbounds float, ptr %2111, i64 %3538
  %3540 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3539, <16 x i1> %3537, <16 x float> zeroinitializer)
  %3541 = bitcast i16 %3486 to <16 x i1>
  %3542 = getelementptr inbounds float, ptr %2114, i64 %3538
  %3543 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3542, <16 x i1> %3541, <16 x float> zeroinitializer)
  br label %3544

3544:                                             ; preds = %3515, %3490
  %3545 = phi <16 x float> [ %3540, %3515 ], [ %3511, %3490 ]
  %3546 = phi <16 x float> [ %3533, %3515 ], [ %3505, %3490 ]
  %3547 = phi <16 x float> [ %3526, %3515 ], [ %3499, %3490 ]
  %3548 = phi <16 x float> [ %3519, %3515 ], [ %3493, %3490 ]
  %3549 = phi <16 x float> [ %3522, %3515 ], [ %3496, %3490 ]
  %3550 = phi <16 x float> [ %3529, %3515 ], [ %3502, %3490 ]
  %3551 = phi <16 x float> [ %3536, %3515 ], [ %3508, %3490 ]
  %3552 = phi <16 x float> [ %3543, %3515 ], [ %3514, %3490 ]
  br i1 %94, label %3487, label %3563

3553:                                             ; preds = %3733, %3577
  %3554 = phi <16 x float> [ %3578, %3577 ], [ %3734, %3733 ]
  %3555 = phi <16 x float> [ %3579, %3577 ], [ %3735, %3733 ]
  %3556 = phi <16 x float> [ %3580, %3577 ], [ %3736, %3733 ]
  %3557 = phi <16 x float> [ %3581, %3577 ], [ %3737, %3733 ]
  %3558 = phi <16 x float> [ %3582, %3577 ], [ %3738, %3733 ]
  %3559 = phi <16 x float> [ %3583, %3577 ], [ %3739, %3733 ]
  %3560 = phi <16 x float> [ %3584, %3577 ], [ %3740, %3733 ]
  %3561 = phi <16 x float> [ %3585, %3577 ], [ %3741, %3733 ]
  %3562 = icmp slt i64 %3589, %5
  br i1 %3562, label %3577, label %3563

3563:                                             ; preds = %3553, %3544
  %3564 = phi <16 x float> [ %3548, %3544 ], [ %3554, %3553 ]
  %3565 = phi <16 x float> [ %3549, %3544 ], [ %3555, %3553 ]
  %3566 = phi <16 x float> [ %3547, %3544 ], [ %3556, %3553 ]
  %3567 = phi <16 x float> [ %3550, %3544 ], [ %3557, %3553 ]
  %3568 = phi <16 x float> [ %3546, %3544 ], [ %3558, %3553 ]
  %3569 = phi <16 x float> [ %3551, %3544 ], [ %3559, %3553 ]
  %3570 = phi <16 x float> [ %3545, %3544 ], [ %3560, %3553 ]
  %3571 = phi <16 x float> [ %3552, %3544 ], [ %3561, %3553 ]
  %3572 = load i64, ptr %3478, align 8
  %3573 = add nsw i64 %3572, %2115
  %3574 = bitcast i16 %3486 to <16 x i1>
  %3575 = select i1 %2116, <16 x i1> zeroinitializer, <16 x i1> %3574
  %3576 = getelementptr inbounds float, ptr %1370, i64 %3573
  br i1 %116, label %3801, label %3744

3577:                                             ; preds = %3487, %3553
  %3578 = phi <16 x float> [ %3548, %3487 ], [ %3554, %3553 ]
  %3579 = phi <16 x float> [ %3549, %3487 ], [ %3555, %3553 ]
  %3580 = phi <16 x float> [ %3547, %3487 ], [ %3556, %3553 ]
  %3581 = phi <16 x float> [ %3550, %3487 ], [ %3557, %3553 ]
  %3582 = phi <16 x float> [ %3546, %3487 ], [ %3558, %3553 ]
  %3583 = phi <16 x float> [ %3551, %3487 ], [ %3559, %3553 ]
  %3584 = phi <16 x float> [ %3545, %3487 ], [ %3560, %3553 ]
  %3585 = phi <16 x float> [ %3552, %3487 ], [ %3561, %3553 ]
  %3586 = phi i64 [ 0, %3487 ], [ %3589, %3553 ]
  %3587 = sub nsw i64 %5, %3586
  %3588 = icmp slt i64 %3587, %1381
  %3589 = add nuw nsw i64 %3586, %1381
  %3590 = select i1 %3588, i64 %5, i64 %3589
  br i1 %115, label %3591, label %3553

3591:                                             ; preds = %3577
  %3592 = mul nsw i64 %3586, %1171
  %3593 = getelementptr inbounds float, ptr %49, i64 %3592
  %3594 = mul nuw nsw i64 %3586, %112
  %3595 = getelementptr inbounds nuw float, ptr %2084, i64 %3594
  %3596 = icmp slt i64 %3586, %3590
  br label %3597

3597:                                             ; preds = %3591, %3733
  %3598 = phi <16 x float> [ %3578, %3591 ], [ %3734, %3733 ]
  %3599 = phi <16 x float> [ %3579, %3591 ], [ %3735, %3733 ]
  %3600 = phi <16 x float> [ %3580, %3591 ], [ %3736, %3733 ]
  %3601 = phi <16 x float> [ %3581, %3591 ], [ %3737, %3733 ]
  %3602 = phi <16 x float> [ %3582, %3591 ], [ %3738, %3733 ]
  %3603 = phi <16 x float> [ %3583, %3591 ], [ %3739, %3733 ]
  %3604 = phi <16 x float> [ %3584, %3591 ], [ %3740, %3733 ]
  %3605 = phi <16 x float> [ %3585, %3591 ], [ %3741, %3733 ]
  %3606 = phi i64 [ 0, %3591 ], [ %3742, %3733 ]
  %3607 = getelementptr inbounds nuw [3 x i64], ptr %3488, i64 %3606
  %3608 = load i64, ptr %3607, align 8
  %3609 = getelementptr inbounds nuw [3 x i32], ptr %3489, i64 %3606
  %3610 = load i32, ptr %3609, align 4
  %3611 = getelementptr inbounds nuw float, ptr %3595, i64 %3606
  %3612 = and i32 %3610, 65535
  %3613 = icmp eq i32 %3612, 65535
  br i1 %3613, label %3614, label %3615

3614:                                             ; preds = %3597
  br i1 %3596, label %3619, label %3733

3615:                                             ; preds = %3597
  br i1 %3596, label %3616, label %3733

3616:                                             ; preds = %3615
  %3617 = trunc i32 %3610 to i16
  %3618 = bitcast i16 %3617 to <16 x i1>
  br label %3676

3619:                                             ; preds = %3614, %3619
  %3620 = phi <16 x float> [ %3636, %3619 ], [ %3598, %3614 ]
  %3621 = phi <16 x float> [ %3641, %3619 ], [ %3599, %3614 ]
  %3622 = phi <16 x float> [ %3646, %3619 ], [ %3600, %3614 ]
  %3623 = phi <16 x float> [ %3651, %3619 ], [ %3601, %3614 ]
  %3624 = phi <16 x float> [ %3656, %3619 ], [ %3602, %3614 ]
  %3625 = phi <16 x float> [ %3661, %3619 ], [ %3603, %3614 ]
  %3626 = phi <16 x float> [ %3666, %3619 ], [ %3604, %3614 ]
  %3627 = phi <16 x float> [ %3671, %3619 ], [ %3605, %3614 ]
  %3628 = phi ptr [ %3673, %3619 ], [ %3593, %3614 ]
  %3629 = phi ptr [ %3674, %3619 ], [ %3611, %3614 ]
  %3630 = phi i64 [ %3672, %3619 ], [ %3586, %3614 ]
  %3631 = getelementptr inbounds float, ptr %3628, i64 %3608
  %3632 = load <16 x float>, ptr %3631, align 1
  %3633 = load float, ptr %3629, align 4
  %3634 = insertelement <16 x float> poison, float %3633, i64 0
  %3635 = shufflevector <16 x float> %3634, <16 x float> poison, <16 x i32> zeroinitializer
  %3636 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3632, <16 x float> %3635, <16 x float> %3620)
  %3637 = getelementptr inbounds float, ptr %3629, i64 %114
  %3638 = load float, ptr %3637, align 4
  %3639 = insertelement <16 x float> poison, float %3638, i64 0
  %3640 = shufflevector <16 x float> %3639, <16 x float> poison, <16 x i32> zeroinitializer
  %3641 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3632, <16 x float> %3640, <16 x float> %3621)
  %3642 = getelementptr inbounds i8, ptr %3629, i64 %144
  %3643 = load float, ptr %3642, align 4
  %3644 = insertelement <16 x float> poison, float %3643, i64 0
  %3645 = shufflevector <16 x float> %3644, <16 x float> poison, <16 x i32> zeroinitializer
  %3646 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3632, <16 x float> %3645, <16 x float> %3622)
  %3647 = getelementptr inbounds i8, ptr %3629, i64 %145
  %3648 = load float, ptr %3647, align 4
  %3649 = insertelement <16 x float> poison, float %3648, i64 0
  %3650 = shufflevector <16 x float> %3649, <16 x float> poison, <16 x i32> zeroinitializer
  %3651 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3632, <16 x float> %3650, <16 x float> %3623)
  %3652 = getelementptr inbounds i8, ptr %3629, i64 %146
  %3653 = load float, ptr %3652, align 4
  %3654 = insertelement <16 x float> poison, float %3653, i64 0
  %3655 = shufflevector <16 x float> %3654, <16 x float> poison, <16 x i32> zeroinitializer
  %3656 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3632, <16 x float> %3655, <16 x float> %3624)
  %3657 = getelementptr inbounds i8, ptr %3629, i64 %147
  %3658 = load float, ptr %3657, align 4
  %3659 = insertelement <16 x float> poison, float %3658, i64 0
  %3660 = shufflevector <16 x float> %3659, <16 x float> poison, <16 x i32> zeroinitializer
  %3661 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3632, <16 x float> %3660, <16 x float> %3625)
  %3662 = getelementptr inbounds i8, ptr %3629, i64 %148
  %3663 = load float, ptr %3662, align 4
  %3664 = insertelement <16 x float> poison, float %3663, i64 0
  %3665 = shufflevector <16 x float> %3664, <16 x float> poison, <16 x i32> zeroinitializer
  %3666 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3632, <16 x float> %3665, <16 x float> %3626)
  %3667 = getelementptr inbounds i8, ptr %3629, i64 %149
  %3668 = load float, ptr %3667, align 4
  %3669 = insertelement <16 x float> poison, float %3668, i64 0
  %3670 = shufflevector <16 x float> %3669, <16 x float> poison, <16 x i32> zeroinitializer
  %3671 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3632, <16 x float> %3670, <16 x float> %3627)
  %3672 = add nuw nsw i64 %3630, 1
  %3673 = getelementptr inbounds float, ptr %3628, i64 %1171
  %3674 = getelementptr inbounds nuw float, ptr %3629, i64 %112
  %3675 = icmp slt i64 %3672, %3590
  br i1 %3675, label %3619, label %3733

3676:                                             ; preds = %3616, %3676
  %3677 = phi <16 x float> [ %3598, %3616 ], [ %3693, %3676 ]
  %3678 = phi <16 x float> [ %3599, %3616 ], [ %3698, %3676 ]
  %3679 = phi <16 x float> [ %3600, %3616 ], [ %3703, %3676 ]
  %3680 = phi <16 x float> [ %3601, %3616 ], [ %3708, %3676 ]
  %3681 = phi <16 x float> [ %3602, %3616 ], [ %3713, %3676 ]
  %3682 = phi <16 x float> [ %3603, %3616 ], [ %3718, %3676 ]
  %3683 = phi <16 x float> [ %3604, %3616 ], [ %3723, %3676 ]
  %3684 = phi <16 x float> [ %3605, %3616 ], [ %3728, %3676 ]
  %3685 = phi i64 [ %3586, %3616 ], [ %3729, %3676 ]
  %3686 = phi ptr [ %3593, %3616 ], [ %3730, %3676 ]
  %3687 = phi ptr [ %3611, %3616 ], [ %3731, %3676 ]
  %3688 = getelementptr inbounds float, ptr %3686, i64 %3608
  %3689 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3688, <16 x i1> %3618, <16 x float> zeroinitializer)
  %3690 = load float, ptr %3687, align 4
  %3691 = insertelement <16 x float> poison, float %3690, i64 0
  %3692 = shufflevector <16 x float> %3691, <16 x float> poison, <16 x i32> zeroinitializer
  %3693 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3689, <16 x float> %3692, <16 x float> %3677)
  %3694 = getelementptr inbounds float, ptr %3687, i64 %114
  %3695 = load float, ptr %3694, align 4
  %3696 = insertelement <16 x float> poison, float %3695, i64 0
  %3697 = shufflevector <16 x float> %3696, <16 x float> poison, <16 x i32> zeroinitializer
  %3698 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3689, <16 x float> %3697, <16 x float> %3678)
  %3699 = getelementptr inbounds i8, ptr %3687, i64 %138
  %3700 = load float, ptr %3699, align 4
  %3701 = insertelement <16 x float> poison, float %3700, i64 0
  %3702 = shufflevector <16 x float> %3701, <16 x float> poison, <16 x i32> zeroinitializer
  %3703 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3689, <16 x float> %3702, <16 x float> %3679)
  %3704 = getelementptr inbounds i8, ptr %3687, i64 %139
  %3705 = load float, ptr %3704, align 4
  %3706 = insertelement <16 x float> poison, float %3705, i64 0
  %3707 = shufflevector <16 x float> %3706, <16 x float> poison, <16 x i32> zeroinitializer
  %3708 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3689, <16 x float> %3707, <16 x float> %3680)
  %3709 = getelementptr inbounds i8, ptr %3687, i64 %140
  %3710 = load float, ptr %3709, align 4
  %3711 = insertelement <16 x float> poison, float %3710, i64 0
  %3712 = shufflevector <16 x float> %3711, <16 x float> poison, <16 x i32> zeroinitializer
  %3713 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3689, <16 x float> %3712, <16 x float> %3681)
  %3714 = getelementptr inbounds i8, ptr %3687, i64 %141
  %3715 = load float, ptr %3714, align 4
  %3716 = insertelement <16 x float> poison, float %3715, i64 0
  %3717 = shufflevector <16 x float> %3716, <16 x float> poison, <16 x i32> zeroinitializer
  %3718 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3689, <16 x float> %3717, <16 x float> %3682)
  %3719 = getelementptr inbounds i8, ptr %3687, i64 %142
  %3720 = load float, ptr %3719, align 4
  %3721 = insertelement <16 x float> poison, float %3720, i64 0
  %3722 = shufflevector <16 x float> %3721, <16 x float> poison, <16 x i32> zeroinitializer
  %3723 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3689, <16 x float> %3722, <16 x float> %3683)
  %3724 = getelementptr inbounds i8, ptr %3687, i64 %143
  %3725 = load float, ptr %3724, align 4
  %3726 = insertelement <16 x float> poison, float %3725, i64 0
  %3727 = shufflevector <16 x float> %3726, <16 x float> poison, <16 x i32> zeroinitializer
  %3728 = tail call <16 x float> @llvm.fma.v16f32(<16 x float> %3689, <16 x float> %3727, <16 x float> %3684)
  %3729 = add nuw nsw i64 %3685, 1
  %3730 = getelementptr inbounds float, ptr %3686, i64 %1171
  %3731 = getelementptr inbounds nuw float, ptr %3687, i64 %112
  %3732 = icmp slt i64 %3729, %3590
  br i1 %3732, label %3676, label %3733

3733:                                             ; preds = %3676, %3619, %3614, %3615
  %3734 = phi <16 x float> [ %3598, %3615 ], [ %3598, %3614 ], [ %3636, %3619 ], [ %3693, %3676 ]
  %3735 = phi <16 x float> [ %3599, %3615 ], [ %3599, %3614 ], [ %3641, %3619 ], [ %3698, %3676 ]
  %3736 = phi <16 x float> [ %3600, %3615 ], [ %3600, %3614 ], [ %3646, %3619 ], [ %3703, %3676 ]
  %3737 = phi <16 x float> [ %3601, %3615 ], [ %3601, %3614 ], [ %3651, %3619 ], [ %3708, %3676 ]
  %3738 = phi <16 x float> [ %3602, %3615 ], [ %3602, %3614 ], [ %3656, %3619 ], [ %3713, %3676 ]
  %3739 = phi <16 x float> [ %3603, %3615 ], [ %3603, %3614 ], [ %3661, %3619 ], [ %3718, %3676 ]
  %3740 = phi <16 x float> [ %3604, %3615 ], [ %3604, %3614 ], [ %3666, %3619 ], [ %3723, %3676 ]
  %3741 = phi <16 x float> [ %3605, %3615 ], [ %3605, %3614 ], [ %3671, %3619 ], [ %3728, %3676 ]
  %3742 = add nuw nsw i64 %3606, 1
  %3743 = icmp eq i64 %3742, %112
  br i1 %3743, label %3553, label %3597

3744:                                             ; preds = %3563
  %3745 = getelementptr inbounds float, ptr %1368, i64 %3573
  switch i64 %150, label %3304 [
    i64 1, label %3746
    i64 2, label %3749
    i64 3, label %3756
    i64 0, label %3801
  ]

3746:                                             ; preds = %3744
  %3747 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3745, <16 x i1> %3575, <16 x float> zeroinitializer)
  %3748 = fadd <16 x float> %3564, %3747
  br label %3763

3749:                                             ; preds = %3744
  %3750 = bitcast <16 x float> %3564 to <8 x i64>
  %3751 = or <8 x i64> %3750, %118
  %3752 = fcmp oeq <16 x float> %3564, %57
  %3753 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3564, i32 4)
  %3754 = bitcast <8 x i64> %3751 to <16 x float>
  %3755 = select <16 x i1> %3752, <16 x float> %3754, <16 x float> %3753
  br label %3763

3756:                                             ; preds = %3744
  %3757 = bitcast <16 x float> %3564 to <8 x i64>
  %3758 = and <8 x i64> %3757, %117
  %3759 = fcmp oeq <16 x float> %3564, %54
  %3760 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3564, i32 4)
  %3761 = bitcast <8 x i64> %3758 to <16 x float>
  %3762 = select <16 x i1> %3759, <16 x float> %3761, <16 x float> %3760
  br label %3763

3763:                                             ; preds = %3756, %3749, %3746
  %3764 = phi <16 x float> [ %3748, %3746 ], [ %3755, %3749 ], [ %3762, %3756 ]
  switch i64 %152, label %3304 [
    i64 1, label %3779
    i64 2, label %3772
    i64 3, label %3765
    i64 0, label %3801
  ]

3765:                                             ; preds = %3763
  %3766 = bitcast <16 x float> %3764 to <8 x i64>
  %3767 = and <8 x i64> %3766, %117
  %3768 = fcmp oeq <16 x float> %3764, %54
  %3769 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3764, i32 4)
  %3770 = bitcast <8 x i64> %3767 to <16 x float>
  %3771 = select <16 x i1> %3768, <16 x float> %3770, <16 x float> %3769
  br label %3782

3772:                                             ; preds = %3763
  %3773 = bitcast <16 x float> %3764 to <8 x i64>
  %3774 = or <8 x i64> %3773, %118
  %3775 = fcmp oeq <16 x float> %3764, %57
  %3776 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3764, i32 4)
  %3777 = bitcast <8 x i64> %3774 to <16 x float>
  %3778 = select <16 x i1> %3775, <16 x float> %3777, <16 x float> %3776
  br label %3782

3779:                                             ; preds = %3763
  %3780 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3745, <16 x i1> %3575, <16 x float> zeroinitializer)
  %3781 = fadd <16 x float> %3764, %3780
  br label %3782

3782:                                             ; preds = %3779, %3772, %3765
  %3783 = phi <16 x float> [ %3781, %3779 ], [ %3778, %3772 ], [ %3771, %3765 ]
  switch i64 %154, label %3304 [
    i64 1, label %3798
    i64 2, label %3791
    i64 3, label %3784
    i64 0, label %3801
  ]

3784:                                             ; preds = %3782
  %3785 = bitcast <16 x float> %3783 to <8 x i64>
  %3786 = and <8 x i64> %3785, %117
  %3787 = fcmp oeq <16 x float> %3783, %54
  %3788 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3783, i32 4)
  %3789 = bitcast <8 x i64> %3786 to <16 x float>
  %3790 = select <16 x i1> %3787, <16 x float> %3789, <16 x float> %3788
  br label %3801

3791:                                             ; preds = %3782
  %3792 = bitcast <16 x float> %3783 to <8 x i64>
  %3793 = or <8 x i64> %3792, %118
  %3794 = fcmp oeq <16 x float> %3783, %57
  %3795 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3783, i32 4)
  %3796 = bitcast <8 x i64> %3793 to <16 x float>
  %3797 = select <16 x i1> %3794, <16 x float> %3796, <16 x float> %3795
  br label %3801

3798:                                             ; preds = %3782
  %3799 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3745, <16 x i1> %3575, <16 x float> zeroinitializer)
  %3800 = fadd <16 x float> %3783, %3799
  br label %3801

3801:                                             ; preds = %3744, %3763, %3782, %3798, %3791, %3784, %3563
  %3802 = phi <16 x float> [ %3564, %3563 ], [ %3564, %3744 ], [ %3783, %3782 ], [ %3764, %3763 ], [ %3800, %3798 ], [ %3797, %3791 ], [ %3790, %3784 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3802, ptr align 1 %3576, <16 x i1> %3575)
  %3803 = add nsw i64 %3572, %2118
  %3804 = bitcast i16 %3486 to <16 x i1>
  %3805 = select i1 %2119, <16 x i1> zeroinitializer, <16 x i1> %3804
  %3806 = getelementptr inbounds float, ptr %1370, i64 %3803
  br i1 %116, label %3864, label %3807

3807:                                             ; preds = %3801
  %3808 = getelementptr inbounds float, ptr %1368, i64 %3803
  switch i64 %155, label %3304 [
    i64 1, label %3823
    i64 2, label %3816
    i64 3, label %3809
    i64 0, label %3864
  ]

3809:                                             ; preds = %3807
  %3810 = bitcast <16 x float> %3565 to <8 x i64>
  %3811 = and <8 x i64> %3810, %117
  %3812 = fcmp oeq <16 x float> %3565, %54
  %3813 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3565, i32 4)
  %3814 = bitcast <8 x i64> %3811 to <16 x float>
  %3815 = select <16 x i1> %3812, <16 x float> %3814, <16 x float> %3813
  br label %3826

3816:                                             ; preds = %3807
  %3817 = bitcast <16 x float> %3565 to <8 x i64>
  %3818 = or <8 x i64> %3817, %118
  %3819 = fcmp oeq <16 x float> %3565, %57
  %3820 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3565, i32 4)
  %3821 = bitcast <8 x i64> %3818 to <16 x float>
  %3822 = select <16 x i1> %3819, <16 x float> %3821, <16 x float> %3820
  br label %3826

3823:                                             ; preds = %3807
  %3824 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3808, <16 x i1> %3805, <16 x float> zeroinitializer)
  %3825 = fadd <16 x float> %3565, %3824
  br label %3826

3826:                                             ; preds = %3823, %3816, %3809
  %3827 = phi <16 x float> [ %3825, %3823 ], [ %3822, %3816 ], [ %3815, %3809 ]
  switch i64 %157, label %3304 [
    i64 1, label %3842
    i64 2, label %3835
    i64 3, label %3828
    i64 0, label %3864
  ]

3828:                                             ; preds = %3826
  %3829 = bitcast <16 x float> %3827 to <8 x i64>
  %3830 = and <8 x i64> %3829, %117
  %3831 = fcmp oeq <16 x float> %3827, %54
  %3832 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3827, i32 4)
  %3833 = bitcast <8 x i64> %3830 to <16 x float>
  %3834 = select <16 x i1> %3831, <16 x float> %3833, <16 x float> %3832
  br label %3845

3835:                                             ; preds = %3826
  %3836 = bitcast <16 x float> %3827 to <8 x i64>
  %3837 = or <8 x i64> %3836, %118
  %3838 = fcmp oeq <16 x float> %3827, %57
  %3839 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3827, i32 4)
  %3840 = bitcast <8 x i64> %3837 to <16 x float>
  %3841 = select <16 x i1> %3838, <16 x float> %3840, <16 x float> %3839
  br label %3845

3842:                                             ; preds = %3826
  %3843 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3808, <16 x i1> %3805, <16 x float> zeroinitializer)
  %3844 = fadd <16 x float> %3827, %3843
  br label %3845

3845:                                             ; preds = %3842, %3835, %3828
  %3846 = phi <16 x float> [ %3844, %3842 ], [ %3841, %3835 ], [ %3834, %3828 ]
  switch i64 %159, label %3304 [
    i64 1, label %3861
    i64 2, label %3854
    i64 3, label %3847
    i64 0, label %3864
  ]

3847:                                             ; preds = %3845
  %3848 = bitcast <16 x float> %3846 to <8 x i64>
  %3849 = and <8 x i64> %3848, %117
  %3850 = fcmp oeq <16 x float> %3846, %54
  %3851 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3846, i32 4)
  %3852 = bitcast <8 x i64> %3849 to <16 x float>
  %3853 = select <16 x i1> %3850, <16 x float> %3852, <16 x float> %3851
  br label %3864

3854:                                             ; preds = %3845
  %3855 = bitcast <16 x float> %3846 to <8 x i64>
  %3856 = or <8 x i64> %3855, %118
  %3857 = fcmp oeq <16 x float> %3846, %57
  %3858 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3846, i32 4)
  %3859 = bitcast <8 x i64> %3856 to <16 x float>
  %3860 = select <16 x i1> %3857, <16 x float> %3859, <16 x float> %3858
  br label %3864

3861:                                             ; preds = %3845
  %3862 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3808, <16 x i1> %3805, <16 x float> zeroinitializer)
  %3863 = fadd <16 x float> %3846, %3862
  br label %3864

3864:                                             ; preds = %3801, %3807, %3826, %3845, %3861, %3854, %3847
  %3865 = phi <16 x float> [ %3853, %3847 ], [ %3565, %3807 ], [ %3846, %3845 ], [ %3827, %3826 ], [ %3863, %3861 ], [ %3860, %3854 ], [ %3565, %3801 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3865, ptr align 1 %3806, <16 x i1> %3805)
  %3866 = add nsw i64 %3572, %2121
  %3867 = bitcast i16 %3486 to <16 x i1>
  %3868 = select i1 %2122, <16 x i1> zeroinitializer, <16 x i1> %3867
  %3869 = getelementptr inbounds float, ptr %1370, i64 %3866
  br i1 %116, label %3927, label %3870

3870:                                             ; preds = %3864
  %3871 = getelementptr inbounds float, ptr %1368, i64 %3866
  switch i64 %160, label %3304 [
    i64 1, label %3886
    i64 2, label %3879
    i64 3, label %3872
    i64 0, label %3927
  ]

3872:                                             ; preds = %3870
  %3873 = bitcast <16 x float> %3566 to <8 x i64>
  %3874 = and <8 x i64> %3873, %117
  %3875 = fcmp oeq <16 x float> %3566, %54
  %3876 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3566, i32 4)
  %3877 = bitcast <8 x i64> %3874 to <16 x float>
  %3878 = select <16 x i1> %3875, <16 x float> %3877, <16 x float> %3876
  br label %3889

3879:                                             ; preds = %3870
  %3880 = bitcast <16 x float> %3566 to <8 x i64>
  %3881 = or <8 x i64> %3880, %118
  %3882 = fcmp oeq <16 x float> %3566, %57
  %3883 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3566, i32 4)
  %3884 = bitcast <8 x i64> %3881 to <16 x float>
  %3885 = select <16 x i1> %3882, <16 x float> %3884, <16 x float> %3883
  br label %3889

3886:                                             ; preds = %3870
  %3887 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3871, <16 x i1> %3868, <16 x float> zeroinitializer)
  %3888 = fadd <16 x float> %3566, %3887
  br label %3889

3889:                                             ; preds = %3886, %3879, %3872
  %3890 = phi <16 x float> [ %3888, %3886 ], [ %3885, %3879 ], [ %3878, %3872 ]
  switch i64 %162, label %3304 [
    i64 1, label %3905
    i64 2, label %3898
    i64 3, label %3891
    i64 0, label %3927
  ]

3891:                                             ; preds = %3889
  %3892 = bitcast <16 x float> %3890 to <8 x i64>
  %3893 = and <8 x i64> %3892, %117
  %3894 = fcmp oeq <16 x float> %3890, %54
  %3895 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3890, i32 4)
  %3896 = bitcast <8 x i64> %3893 to <16 x float>
  %3897 = select <16 x i1> %3894, <16 x float> %3896, <16 x float> %3895
  br label %3908

3898:                                             ; preds = %3889
  %3899 = bitcast <16 x float> %3890 to <8 x i64>
  %3900 = or <8 x i64> %3899, %118
  %3901 = fcmp oeq <16 x float> %3890, %57
  %3902 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3890, i32 4)
  %3903 = bitcast <8 x i64> %3900 to <16 x float>
  %3904 = select <16 x i1> %3901, <16 x float> %3903, <16 x float> %3902
  br label %3908

3905:                                             ; preds = %3889
  %3906 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3871, <16 x i1> %3868, <16 x float> zeroinitializer)
  %3907 = fadd <16 x float> %3890, %3906
  br label %3908

3908:                                             ; preds = %3905, %3898, %3891
  %3909 = phi <16 x float> [ %3907, %3905 ], [ %3904, %3898 ], [ %3897, %3891 ]
  switch i64 %164, label %3304 [
    i64 1, label %3924
    i64 2, label %3917
    i64 3, label %3910
    i64 0, label %3927
  ]

3910:                                             ; preds = %3908
  %3911 = bitcast <16 x float> %3909 to <8 x i64>
  %3912 = and <8 x i64> %3911, %117
  %3913 = fcmp oeq <16 x float> %3909, %54
  %3914 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3909, i32 4)
  %3915 = bitcast <8 x i64> %3912 to <16 x float>
  %3916 = select <16 x i1> %3913, <16 x float> %3915, <16 x float> %3914
  br label %3927

3917:                                             ; preds = %3908
  %3918 = bitcast <16 x float> %3909 to <8 x i64>
  %3919 = or <8 x i64> %3918, %118
  %3920 = fcmp oeq <16 x float> %3909, %57
  %3921 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3909, i32 4)
  %3922 = bitcast <8 x i64> %3919 to <16 x float>
  %3923 = select <16 x i1> %3920, <16 x float> %3922, <16 x float> %3921
  br label %3927

3924:                                             ; preds = %3908
  %3925 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3871, <16 x i1> %3868, <16 x float> zeroinitializer)
  %3926 = fadd <16 x float> %3909, %3925
  br label %3927

3927:                                             ; preds = %3864, %3870, %3889, %3908, %3924, %3917, %3910
  %3928 = phi <16 x float> [ %3916, %3910 ], [ %3566, %3870 ], [ %3909, %3908 ], [ %3890, %3889 ], [ %3926, %3924 ], [ %3923, %3917 ], [ %3566, %3864 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3928, ptr align 1 %3869, <16 x i1> %3868)
  %3929 = add nsw i64 %3572, %2124
  %3930 = bitcast i16 %3486 to <16 x i1>
  %3931 = select i1 %2125, <16 x i1> zeroinitializer, <16 x i1> %3930
  %3932 = getelementptr inbounds float, ptr %1370, i64 %3929
  br i1 %116, label %3990, label %3933

3933:                                             ; preds = %3927
  %3934 = getelementptr inbounds float, ptr %1368, i64 %3929
  switch i64 %165, label %3304 [
    i64 1, label %3949
    i64 2, label %3942
    i64 3, label %3935
    i64 0, label %3990
  ]

3935:                                             ; preds = %3933
  %3936 = bitcast <16 x float> %3567 to <8 x i64>
  %3937 = and <8 x i64> %3936, %117
  %3938 = fcmp oeq <16 x float> %3567, %54
  %3939 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3567, i32 4)
  %3940 = bitcast <8 x i64> %3937 to <16 x float>
  %3941 = select <16 x i1> %3938, <16 x float> %3940, <16 x float> %3939
  br label %3952

3942:                                             ; preds = %3933
  %3943 = bitcast <16 x float> %3567 to <8 x i64>
  %3944 = or <8 x i64> %3943, %118
  %3945 = fcmp oeq <16 x float> %3567, %57
  %3946 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3567, i32 4)
  %3947 = bitcast <8 x i64> %3944 to <16 x float>
  %3948 = select <16 x i1> %3945, <16 x float> %3947, <16 x float> %3946
  br label %3952

3949:                                             ; preds = %3933
  %3950 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3934, <16 x i1> %3931, <16 x float> zeroinitializer)
  %3951 = fadd <16 x float> %3567, %3950
  br label %3952

3952:                                             ; preds = %3949, %3942, %3935
  %3953 = phi <16 x float> [ %3951, %3949 ], [ %3948, %3942 ], [ %3941, %3935 ]
  switch i64 %167, label %3304 [
    i64 1, label %3968
    i64 2, label %3961
    i64 3, label %3954
    i64 0, label %3990
  ]

3954:                                             ; preds = %3952
  %3955 = bitcast <16 x float> %3953 to <8 x i64>
  %3956 = and <8 x i64> %3955, %117
  %3957 = fcmp oeq <16 x float> %3953, %54
  %3958 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3953, i32 4)
  %3959 = bitcast <8 x i64> %3956 to <16 x float>
  %3960 = select <16 x i1> %3957, <16 x float> %3959, <16 x float> %3958
  br label %3971

3961:                                             ; preds = %3952
  %3962 = bitcast <16 x float> %3953 to <8 x i64>
  %3963 = or <8 x i64> %3962, %118
  %3964 = fcmp oeq <16 x float> %3953, %57
  %3965 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3953, i32 4)
  %3966 = bitcast <8 x i64> %3963 to <16 x float>
  %3967 = select <16 x i1> %3964, <16 x float> %3966, <16 x float> %3965
  br label %3971

3968:                                             ; preds = %3952
  %3969 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3934, <16 x i1> %3931, <16 x float> zeroinitializer)
  %3970 = fadd <16 x float> %3953, %3969
  br label %3971

3971:                                             ; preds = %3968, %3961, %3954
  %3972 = phi <16 x float> [ %3970, %3968 ], [ %3967, %3961 ], [ %3960, %3954 ]
  switch i64 %169, label %3304 [
    i64 1, label %3987
    i64 2, label %3980
    i64 3, label %3973
    i64 0, label %3990
  ]

3973:                                             ; preds = %3971
  %3974 = bitcast <16 x float> %3972 to <8 x i64>
  %3975 = and <8 x i64> %3974, %117
  %3976 = fcmp oeq <16 x float> %3972, %54
  %3977 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3972, i32 4)
  %3978 = bitcast <8 x i64> %3975 to <16 x float>
  %3979 = select <16 x i1> %3976, <16 x float> %3978, <16 x float> %3977
  br label %3990

3980:                                             ; preds = %3971
  %3981 = bitcast <16 x float> %3972 to <8 x i64>
  %3982 = or <8 x i64> %3981, %118
  %3983 = fcmp oeq <16 x float> %3972, %57
  %3984 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3972, i32 4)
  %3985 = bitcast <8 x i64> %3982 to <16 x float>
  %3986 = select <16 x i1> %3983, <16 x float> %3985, <16 x float> %3984
  br label %3990

3987:                                             ; preds = %3971
  %3988 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3934, <16 x i1> %3931, <16 x float> zeroinitializer)
  %3989 = fadd <16 x float> %3972, %3988
  br label %3990

3990:                                             ; preds = %3927, %3933, %3952, %3971, %3987, %3980, %3973
  %3991 = phi <16 x float> [ %3979, %3973 ], [ %3567, %3933 ], [ %3972, %3971 ], [ %3953, %3952 ], [ %3989, %3987 ], [ %3986, %3980 ], [ %3567, %3927 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %3991, ptr align 1 %3932, <16 x i1> %3931)
  %3992 = add nsw i64 %3572, %2127
  %3993 = bitcast i16 %3486 to <16 x i1>
  %3994 = select i1 %2128, <16 x i1> zeroinitializer, <16 x i1> %3993
  %3995 = getelementptr inbounds float, ptr %1370, i64 %3992
  br i1 %116, label %4053, label %3996

3996:                                             ; preds = %3990
  %3997 = getelementptr inbounds float, ptr %1368, i64 %3992
  switch i64 %170, label %3304 [
    i64 1, label %4012
    i64 2, label %4005
    i64 3, label %3998
    i64 0, label %4053
  ]

3998:                                             ; preds = %3996
  %3999 = bitcast <16 x float> %3568 to <8 x i64>
  %4000 = and <8 x i64> %3999, %117
  %4001 = fcmp oeq <16 x float> %3568, %54
  %4002 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3568, i32 4)
  %4003 = bitcast <8 x i64> %4000 to <16 x float>
  %4004 = select <16 x i1> %4001, <16 x float> %4003, <16 x float> %4002
  br label %4015

4005:                                             ; preds = %3996
  %4006 = bitcast <16 x float> %3568 to <8 x i64>
  %4007 = or <8 x i64> %4006, %118
  %4008 = fcmp oeq <16 x float> %3568, %57
  %4009 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3568, i32 4)
  %4010 = bitcast <8 x i64> %4007 to <16 x float>
  %4011 = select <16 x i1> %4008, <16 x float> %4010, <16 x float> %4009
  br label %4015

4012:                                             ; preds = %3996
  %4013 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3997, <16 x i1> %3994, <16 x float> zeroinitializer)
  %4014 = fadd <16 x float> %3568, %4013
  br label %4015

4015:                                             ; preds = %4012, %4005, %3998
  %4016 = phi <16 x float> [ %4014, %4012 ], [ %4011, %4005 ], [ %4004, %3998 ]
  switch i64 %172, label %3304 [
    i64 1, label %4031
    i64 2, label %4024
    i64 3, label %4017
    i64 0, label %4053
  ]

4017:                                             ; preds = %4015
  %4018 = bitcast <16 x float> %4016 to <8 x i64>
  %4019 = and <8 x i64> %4018, %117
  %4020 = fcmp oeq <16 x float> %4016, %54
  %4021 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %4016, i32 4)
  %4022 = bitcast <8 x i64> %4019 to <16 x float>
  %4023 = select <16 x i1> %4020, <16 x float> %4022, <16 x float> %4021
  br label %4034

4024:                                             ; preds = %4015
  %4025 = bitcast <16 x float> %4016 to <8 x i64>
  %4026 = or <8 x i64> %4025, %118
  %4027 = fcmp oeq <16 x float> %4016, %57
  %4028 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %4016, i32 4)
  %4029 = bitcast <8 x i64> %4026 to <16 x float>
  %4030 = select <16 x i1> %4027, <16 x float> %4029, <16 x float> %4028
  br label %4034

4031:                                             ; preds = %4015
  %4032 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3997, <16 x i1> %3994, <16 x float> zeroinitializer)
  %4033 = fadd <16 x float> %4016, %4032
  br label %4034

4034:                                             ; preds = %4031, %4024, %4017
  %4035 = phi <16 x float> [ %4033, %4031 ], [ %4030, %4024 ], [ %4023, %4017 ]
  switch i64 %174, label %3304 [
    i64 1, label %4050
    i64 2, label %4043
    i64 3, label %4036
    i64 0, label %4053
  ]

4036:                                             ; preds = %4034
  %4037 = bitcast <16 x float> %4035 to <8 x i64>
  %4038 = and <8 x i64> %4037, %117
  %4039 = fcmp oeq <16 x float> %4035, %54
  %4040 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %4035, i32 4)
  %4041 = bitcast <8 x i64> %4038 to <16 x float>
  %4042 = select <16 x i1> %4039, <16 x float> %4041, <16 x float> %4040
  br label %4053

4043:                                             ; preds = %4034
  %4044 = bitcast <16 x float> %4035 to <8 x i64>
  %4045 = or <8 x i64> %4044, %118
  %4046 = fcmp oeq <16 x float> %4035, %57
  %4047 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %4035, i32 4)
  %4048 = bitcast <8 x i64> %4045 to <16 x float>
  %4049 = select <16 x i1> %4046, <16 x float> %4048, <16 x float> %4047
  br label %4053

4050:                                             ; preds = %4034
  %4051 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %3997, <16 x i1> %3994, <16 x float> zeroinitializer)
  %4052 = fadd <16 x float> %4035, %4051
  br label %4053

4053:                                             ; preds = %3990, %3996, %4015, %4034, %4050, %4043, %4036
  %4054 = phi <16 x float> [ %4042, %4036 ], [ %3568, %3996 ], [ %4035, %4034 ], [ %4016, %4015 ], [ %4052, %4050 ], [ %4049, %4043 ], [ %3568, %3990 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4054, ptr align 1 %3995, <16 x i1> %3994)
  %4055 = add nsw i64 %3572, %2130
  %4056 = bitcast i16 %3486 to <16 x i1>
  %4057 = select i1 %2131, <16 x i1> zeroinitializer, <16 x i1> %4056
  %4058 = getelementptr inbounds float, ptr %1370, i64 %4055
  br i1 %116, label %4116, label %4059

4059:                                             ; preds = %4053
  %4060 = getelementptr inbounds float, ptr %1368, i64 %4055
  switch i64 %175, label %3304 [
    i64 1, label %4075
    i64 2, label %4068
    i64 3, label %4061
    i64 0, label %4116
  ]

4061:                                             ; preds = %4059
  %4062 = bitcast <16 x float> %3569 to <8 x i64>
  %4063 = and <8 x i64> %4062, %117
  %4064 = fcmp oeq <16 x float> %3569, %54
  %4065 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3569, i32 4)
  %4066 = bitcast <8 x i64> %4063 to <16 x float>
  %4067 = select <16 x i1> %4064, <16 x float> %4066, <16 x float> %4065
  br label %4078

4068:                                             ; preds = %4059
  %4069 = bitcast <16 x float> %3569 to <8 x i64>
  %4070 = or <8 x i64> %4069, %118
  %4071 = fcmp oeq <16 x float> %3569, %57
  %4072 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3569, i32 4)
  %4073 = bitcast <8 x i64> %4070 to <16 x float>
  %4074 = select <16 x i1> %4071, <16 x float> %4073, <16 x float> %4072
  br label %4078

4075:                                             ; preds = %4059
  %4076 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4060, <16 x i1> %4057, <16 x float> zeroinitializer)
  %4077 = fadd <16 x float> %3569, %4076
  br label %4078

4078:                                             ; preds = %4075, %4068, %4061
  %4079 = phi <16 x float> [ %4077, %4075 ], [ %4074, %4068 ], [ %4067, %4061 ]
  switch i64 %177, label %3304 [
    i64 1, label %4094
    i64 2, label %4087
    i64 3, label %4080
    i64 0, label %4116
  ]

4080:                                             ; preds = %4078
  %4081 = bitcast <16 x float> %4079 to <8 x i64>
  %4082 = and <8 x i64> %4081, %117
  %4083 = fcmp oeq <16 x float> %4079, %54
  %4084 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %4079, i32 4)
  %4085 = bitcast <8 x i64> %4082 to <16 x float>
  %4086 = select <16 x i1> %4083, <16 x float> %4085, <16 x float> %4084
  br label %4097

4087:                                             ; preds = %4078
  %4088 = bitcast <16 x float> %4079 to <8 x i64>
  %4089 = or <8 x i64> %4088, %118
  %4090 = fcmp oeq <16 x float> %4079, %57
  %4091 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %4079, i32 4)
  %4092 = bitcast <8 x i64> %4089 to <16 x float>
  %4093 = select <16 x i1> %4090, <16 x float> %4092, <16 x float> %4091
  br label %4097

4094:                                             ; preds = %4078
  %4095 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4060, <16 x i1> %4057, <16 x float> zeroinitializer)
  %4096 = fadd <16 x float> %4079, %4095
  br label %4097

4097:                                             ; preds = %4094, %4087, %4080
  %4098 = phi <16 x float> [ %4096, %4094 ], [ %4093, %4087 ], [ %4086, %4080 ]
  switch i64 %179, label %3304 [
    i64 1, label %4113
    i64 2, label %4106
    i64 3, label %4099
    i64 0, label %4116
  ]

4099:                                             ; preds = %4097
  %4100 = bitcast <16 x float> %4098 to <8 x i64>
  %4101 = and <8 x i64> %4100, %117
  %4102 = fcmp oeq <16 x float> %4098, %54
  %4103 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %4098, i32 4)
  %4104 = bitcast <8 x i64> %4101 to <16 x float>
  %4105 = select <16 x i1> %4102, <16 x float> %4104, <16 x float> %4103
  br label %4116

4106:                                             ; preds = %4097
  %4107 = bitcast <16 x float> %4098 to <8 x i64>
  %4108 = or <8 x i64> %4107, %118
  %4109 = fcmp oeq <16 x float> %4098, %57
  %4110 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %4098, i32 4)
  %4111 = bitcast <8 x i64> %4108 to <16 x float>
  %4112 = select <16 x i1> %4109, <16 x float> %4111, <16 x float> %4110
  br label %4116

4113:                                             ; preds = %4097
  %4114 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4060, <16 x i1> %4057, <16 x float> zeroinitializer)
  %4115 = fadd <16 x float> %4098, %4114
  br label %4116

4116:                                             ; preds = %4053, %4059, %4078, %4097, %4113, %4106, %4099
  %4117 = phi <16 x float> [ %4105, %4099 ], [ %3569, %4059 ], [ %4098, %4097 ], [ %4079, %4078 ], [ %4115, %4113 ], [ %4112, %4106 ], [ %3569, %4053 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4117, ptr align 1 %4058, <16 x i1> %4057)
  %4118 = add nsw i64 %3572, %2133
  %4119 = bitcast i16 %3486 to <16 x i1>
  %4120 = select i1 %2134, <16 x i1> zeroinitializer, <16 x i1> %4119
  %4121 = getelementptr inbounds float, ptr %1370, i64 %4118
  br i1 %116, label %4179, label %4122

4122:                                             ; preds = %4116
  %4123 = getelementptr inbounds float, ptr %1368, i64 %4118
  switch i64 %180, label %3304 [
    i64 1, label %4138
    i64 2, label %4131
    i64 3, label %4124
    i64 0, label %4179
  ]

4124:                                             ; preds = %4122
  %4125 = bitcast <16 x float> %3570 to <8 x i64>
  %4126 = and <8 x i64> %4125, %117
  %4127 = fcmp oeq <16 x float> %3570, %54
  %4128 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3570, i32 4)
  %4129 = bitcast <8 x i64> %4126 to <16 x float>
  %4130 = select <16 x i1> %4127, <16 x float> %4129, <16 x float> %4128
  br label %4141

4131:                                             ; preds = %4122
  %4132 = bitcast <16 x float> %3570 to <8 x i64>
  %4133 = or <8 x i64> %4132, %118
  %4134 = fcmp oeq <16 x float> %3570, %57
  %4135 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3570, i32 4)
  %4136 = bitcast <8 x i64> %4133 to <16 x float>
  %4137 = select <16 x i1> %4134, <16 x float> %4136, <16 x float> %4135
  br label %4141

4138:                                             ; preds = %4122
  %4139 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4123, <16 x i1> %4120, <16 x float> zeroinitializer)
  %4140 = fadd <16 x float> %3570, %4139
  br label %4141

4141:                                             ; preds = %4138, %4131, %4124
  %4142 = phi <16 x float> [ %4140, %4138 ], [ %4137, %4131 ], [ %4130, %4124 ]
  switch i64 %182, label %3304 [
    i64 1, label %4157
    i64 2, label %4150
    i64 3, label %4143
    i64 0, label %4179
  ]

4143:                                             ; preds = %4141
  %4144 = bitcast <16 x float> %4142 to <8 x i64>
  %4145 = and <8 x i64> %4144, %117
  %4146 = fcmp oeq <16 x float> %4142, %54
  %4147 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %4142, i32 4)
  %4148 = bitcast <8 x i64> %4145 to <16 x float>
  %4149 = select <16 x i1> %4146, <16 x float> %4148, <16 x float> %4147
  br label %4160

4150:                                             ; preds = %4141
  %4151 = bitcast <16 x float> %4142 to <8 x i64>
  %4152 = or <8 x i64> %4151, %118
  %4153 = fcmp oeq <16 x float> %4142, %57
  %4154 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %4142, i32 4)
  %4155 = bitcast <8 x i64> %4152 to <16 x float>
  %4156 = select <16 x i1> %4153, <16 x float> %4155, <16 x float> %4154
  br label %4160

4157:                                             ; preds = %4141
  %4158 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4123, <16 x i1> %4120, <16 x float> zeroinitializer)
  %4159 = fadd <16 x float> %4142, %4158
  br label %4160

4160:                                             ; preds = %4157, %4150, %4143
  %4161 = phi <16 x float> [ %4159, %4157 ], [ %4156, %4150 ], [ %4149, %4143 ]
  switch i64 %184, label %3304 [
    i64 1, label %4176
    i64 2, label %4169
    i64 3, label %4162
    i64 0, label %4179
  ]

4162:                                             ; preds = %4160
  %4163 = bitcast <16 x float> %4161 to <8 x i64>
  %4164 = and <8 x i64> %4163, %117
  %4165 = fcmp oeq <16 x float> %4161, %54
  %4166 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %4161, i32 4)
  %4167 = bitcast <8 x i64> %4164 to <16 x float>
  %4168 = select <16 x i1> %4165, <16 x float> %4167, <16 x float> %4166
  br label %4179

4169:                                             ; preds = %4160
  %4170 = bitcast <16 x float> %4161 to <8 x i64>
  %4171 = or <8 x i64> %4170, %118
  %4172 = fcmp oeq <16 x float> %4161, %57
  %4173 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %4161, i32 4)
  %4174 = bitcast <8 x i64> %4171 to <16 x float>
  %4175 = select <16 x i1> %4172, <16 x float> %4174, <16 x float> %4173
  br label %4179

4176:                                             ; preds = %4160
  %4177 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4123, <16 x i1> %4120, <16 x float> zeroinitializer)
  %4178 = fadd <16 x float> %4161, %4177
  br label %4179

4179:                                             ; preds = %4116, %4122, %4141, %4160, %4176, %4169, %4162
  %4180 = phi <16 x float> [ %4168, %4162 ], [ %3570, %4122 ], [ %4161, %4160 ], [ %4142, %4141 ], [ %4178, %4176 ], [ %4175, %4169 ], [ %3570, %4116 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4180, ptr align 1 %4121, <16 x i1> %4120)
  %4181 = add nsw i64 %3572, %2136
  %4182 = bitcast i16 %3486 to <16 x i1>
  %4183 = select i1 %2137, <16 x i1> zeroinitializer, <16 x i1> %4182
  %4184 = getelementptr inbounds float, ptr %1370, i64 %4181
  br i1 %116, label %4242, label %4185

4185:                                             ; preds = %4179
  %4186 = getelementptr inbounds float, ptr %1368, i64 %4181
  switch i64 %185, label %3304 [
    i64 1, label %4201
    i64 2, label %4194
    i64 3, label %4187
    i64 0, label %4242
  ]

4187:                                             ; preds = %4185
  %4188 = bitcast <16 x float> %3571 to <8 x i64>
  %4189 = and <8 x i64> %4188, %117
  %4190 = fcmp oeq <16 x float> %3571, %54
  %4191 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %3571, i32 4)
  %4192 = bitcast <8 x i64> %4189 to <16 x float>
  %4193 = select <16 x i1> %4190, <16 x float> %4192, <16 x float> %4191
  br label %4204

4194:                                             ; preds = %4185
  %4195 = bitcast <16 x float> %3571 to <8 x i64>
  %4196 = or <8 x i64> %4195, %118
  %4197 = fcmp oeq <16 x float> %3571, %57
  %4198 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %3571, i32 4)
  %4199 = bitcast <8 x i64> %4196 to <16 x float>
  %4200 = select <16 x i1> %4197, <16 x float> %4199, <16 x float> %4198
  br label %4204

4201:                                             ; preds = %4185
  %4202 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4186, <16 x i1> %4183, <16 x float> zeroinitializer)
  %4203 = fadd <16 x float> %3571, %4202
  br label %4204

4204:                                             ; preds = %4201, %4194, %4187
  %4205 = phi <16 x float> [ %4203, %4201 ], [ %4200, %4194 ], [ %4193, %4187 ]
  switch i64 %187, label %3304 [
    i64 1, label %4220
    i64 2, label %4213
    i64 3, label %4206
    i64 0, label %4242
  ]

4206:                                             ; preds = %4204
  %4207 = bitcast <16 x float> %4205 to <8 x i64>
  %4208 = and <8 x i64> %4207, %117
  %4209 = fcmp oeq <16 x float> %4205, %54
  %4210 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %4205, i32 4)
  %4211 = bitcast <8 x i64> %4208 to <16 x float>
  %4212 = select <16 x i1> %4209, <16 x float> %4211, <16 x float> %4210
  br label %4223

4213:                                             ; preds = %4204
  %4214 = bitcast <16 x float> %4205 to <8 x i64>
  %4215 = or <8 x i64> %4214, %118
  %4216 = fcmp oeq <16 x float> %4205, %57
  %4217 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %4205, i32 4)
  %4218 = bitcast <8 x i64> %4215 to <16 x float>
  %4219 = select <16 x i1> %4216, <16 x float> %4218, <16 x float> %4217
  br label %4223

4220:                                             ; preds = %4204
  %4221 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4186, <16 x i1> %4183, <16 x float> zeroinitializer)
  %4222 = fadd <16 x float> %4205, %4221
  br label %4223

4223:                                             ; preds = %4220, %4213, %4206
  %4224 = phi <16 x float> [ %4222, %4220 ], [ %4219, %4213 ], [ %4212, %4206 ]
  switch i64 %189, label %3304 [
    i64 1, label %4239
    i64 2, label %4232
    i64 3, label %4225
    i64 0, label %4242
  ]

4225:                                             ; preds = %4223
  %4226 = bitcast <16 x float> %4224 to <8 x i64>
  %4227 = and <8 x i64> %4226, %117
  %4228 = fcmp oeq <16 x float> %4224, %54
  %4229 = tail call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %54, <16 x float> %4224, i32 4)
  %4230 = bitcast <8 x i64> %4227 to <16 x float>
  %4231 = select <16 x i1> %4228, <16 x float> %4230, <16 x float> %4229
  br label %4242

4232:                                             ; preds = %4223
  %4233 = bitcast <16 x float> %4224 to <8 x i64>
  %4234 = or <8 x i64> %4233, %118
  %4235 = fcmp oeq <16 x float> %4224, %57
  %4236 = tail call <16 x float> @llvm.x86.avx512.min.ps.512(<16 x float> %57, <16 x float> %4224, i32 4)
  %4237 = bitcast <8 x i64> %4234 to <16 x float>
  %4238 = select <16 x i1> %4235, <16 x float> %4237, <16 x float> %4236
  br label %4242

4239:                                             ; preds = %4223
  %4240 = tail call <16 x float> @llvm.masked.load.v16f32.p0(ptr align 1 %4186, <16 x i1> %4183, <16 x float> zeroinitializer)
  %4241 = fadd <16 x float> %4224, %4240
  br label %4242

4242:                                             ; preds = %4179, %4185, %4204, %4223, %4239, %4232, %4225
  %4243 = phi <16 x float> [ %4231, %4225 ], [ %3571, %4185 ], [ %4224, %4223 ], [ %4205, %4204 ], [ %4241, %4239 ], [ %4238, %4232 ], [ %3571, %4179 ]
  tail call void @llvm.masked.store.v16f32.p0(<16 x float> %4243, ptr align 1 %4184, <16 x i1> %4183)
  %4244 = add nuw nsw i64 %3477, 1
  %4245 = icmp eq i64 %4244, %2046
  br i1 %4245, label %4246, label %3476

4246:                                             ; preds = %4242, %2080, %3475
  %4247 = add nsw i64 %2075, 8
  %4248 = icmp slt i64 %4247, %1377
  br i1 %4248, label %2074, label %2071
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
